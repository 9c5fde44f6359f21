import{g as c}from"./chunk-EEGIKDNE.js";import{a as u}from"./chunk-QZ4LYHPP.js";import{b as f}from"./chunk-BXL4BL7Z.js";import{availableParallelism as m}from"node:os";function $(r,n){let e=[];for(let t of r??[]){let i=t.indexOf("=");if(i<=0)throw new f("usage",`${JSON.stringify(t)} is n\
ot key=value`,{where:n});let o=t.slice(0,i);if(e.some(([s])=>s===o))throw new f("usage",`${o} is given twice; give each \
name once`,{where:n});e.push([o,t.slice(i+1)])}return Object.fromEntries(e)}function p(r,n,e=9){if(!new RegExp(`^\\d{1,${e}\
}$`).test(r)||Number(r)<1)throw new f("usage",`${JSON.stringify(r)} is not a whole number from 1`,{where:n});return Number(
r)}function y(r){return r===void 0?m():p(r,"-j",4)}function x(r,n){return n.json?"json":n.plain||!r.isTTY||r.env.CI&&r.env.
CI!=="false"||r.env.TERM==="dumb"?"plain":"live"}function l(r,n){return c(u(r.split(`
`)[0]??""),n)}function j(r,n){let e=n.length,t=[];return n.forEach((i,o)=>{t.push(`  ${l(i,400)}`);let s=a(i);if(s!==a(n[o+
1]??""))for(let g of s.split(`
`).filter(Boolean))t.push(`    ${l(g,400)}`)}),`baton: ${e===1?"a record":`${e} records`} of run ${r} cannot be read:
${t.map(i=>`${i}
`).join("")}`}function a(r){return r.split(`
`).slice(1).map(n=>n.replace(/^ {2}/,"")).join(`
`)}export{$ as a,p as b,y as c,x as d,l as e,j as f};

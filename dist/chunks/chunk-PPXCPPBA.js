import{e as f}from"./chunk-YBFLPME4.js";import{a as u}from"./chunk-QZ4LYHPP.js";import{b as o}from"./chunk-BXL4BL7Z.js";import{availableParallelism as a}from"node:os";function w(r,e){let n=[];for(let t of r??[]){let i=t.indexOf("=");if(i<=0)throw new o("usage",`${JSON.stringify(t)} is n\
ot key=value`,{where:e});let s=t.slice(0,i);if(n.some(([g])=>g===s))throw new o("usage",`${s} is given twice; give each \
name once`,{where:e});n.push([s,t.slice(i+1)])}return Object.fromEntries(n)}function c(r,e,n=9){if(!new RegExp(`^\\d{1,${n}\
}$`).test(r)||Number(r)<1)throw new o("usage",`${JSON.stringify(r)} is not a whole number from 1`,{where:e});return Number(
r)}function h(r){return r===void 0?a():c(r,"-j",4)}function y(r,e){return e.json?"json":e.plain||!r.isTTY||r.env.CI&&r.env.
CI!=="false"||r.env.TERM==="dumb"?"plain":"live"}function m(r,e){return f(u(r.split(`
`)[0]??""),e)}function x(r,e){let n=e.length;return`baton: ${n===1?"a record":`${n} records`} of run ${r} cannot be read\
:
${e.map(t=>`  ${m(t,400)}
`).join("")}`}export{w as a,c as b,h as c,y as d,m as e,x as f};

import{m as a}from"./chunk-ZHU3RJPK.js";import{a as g}from"./chunk-HKB7A5JV.js";import{d as u,f as l,g as c}from"./chunk-4X335366.js";
import{b as f}from"./chunk-GKGC5SYD.js";import{availableParallelism as b}from"node:os";function C(r,n){let e=[];for(let t of r??[]){let o=t.indexOf("=");if(o<=0)throw new u("usage",`${JSON.stringify(t)} is n\
ot key=value`,{where:n});let i=t.slice(0,o);if(e.some(([s])=>s===i))throw new u("usage",`${i} is given twice; give each \
name once`,{where:n});e.push([i,t.slice(o+1)])}return Object.fromEntries(e)}function h(r,n,e=9){if(!new RegExp(`^\\d{1,${e}\
}$`).test(r)||Number(r)<1)throw new u("usage",`${JSON.stringify(r)} is not a whole number from 1`,{where:n});return Number(
r)}function R(r){return r===void 0?b():h(r,"-j",4)}function N(r,n){return n.json?"json":n.plain||!r.isTTY||r.env.CI&&r.env.
CI!=="false"||r.env.TERM==="dumb"?"plain":"live"}function I(r){let n=r.FORCE_COLOR;return n!==void 0?["","1","true","2",
"3"].includes(n):!r.NO_COLOR}function m(r,n){return a(g(r.split(`
`)[0]??""),n)}function O(r,n){let e=n.length,t=[];return n.forEach((o,i)=>{t.push(`  ${m(o,400)}`);let s=d(o);if(s!==d(n[i+
1]??""))for(let p of s.split(`
`).filter(Boolean))t.push(`    ${m(p,400)}`)}),`baton: ${e===1?"a record":`${e} records`} of run ${r} cannot be read:
${t.map(o=>`${o}
`).join("")}`}function w(r){return`baton: ${l(r)}
`}function v(r,n,e,t){return e!==null&&r.stderr(w(e)),t.length>0&&r.stderr(O(n,t)),e!==null||t.length>0?f.failure:f.ok}function d(r){
return c(r).slice(1).join(`
`)}export{C as a,h as b,R as c,N as d,I as e,m as f,O as g,w as h,v as i};

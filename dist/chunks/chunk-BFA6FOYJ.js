import{m as a}from"./chunk-ZHU3RJPK.js";import{a as c}from"./chunk-HKB7A5JV.js";import{d as u,f,g}from"./chunk-4X335366.js";
import{b as l}from"./chunk-DVNEBDMP.js";import{availableParallelism as b}from"node:os";function I(r,n){let e=[];for(let t of r??[]){let i=t.indexOf("=");if(i<=0)throw new u("usage",`${JSON.stringify(t)} is n\
ot key=value`,{where:n});let o=t.slice(0,i);if(e.some(([s])=>s===o))throw new u("usage",`${o} is given twice; give each \
name once`,{where:n});e.push([o,t.slice(i+1)])}return Object.fromEntries(e)}function h(r,n,e=9){if(!new RegExp(`^\\d{1,${e}\
}$`).test(r)||Number(r)<1)throw new u("usage",`${JSON.stringify(r)} is not a whole number from 1`,{where:n});return Number(
r)}function C(r){return r===void 0?b():h(r,"-j",4)}function N(r,n){return n.json?"json":n.plain||!r.isTTY||r.env.CI&&r.env.
CI!=="false"||r.env.TERM==="dumb"?"plain":"live"}function m(r,n){return a(c(r.split(`
`)[0]??""),n)}function w(r,n){let e=n.length,t=[];return n.forEach((i,o)=>{t.push(`  ${m(i,400)}`);let s=p(i);if(s!==p(n[o+
1]??""))for(let d of s.split(`
`).filter(Boolean))t.push(`    ${m(d,400)}`)}),`baton: ${e===1?"a record":`${e} records`} of run ${r} cannot be read:
${t.map(i=>`${i}
`).join("")}`}function y(r){return`baton: ${f(r)}
`}function R(r,n,e,t){return e!==null&&r.stderr(y(e)),t.length>0&&r.stderr(w(n,t)),e!==null||t.length>0?l.failure:l.ok}function p(r){
return g(r).slice(1).join(`
`)}export{I as a,h as b,C as c,N as d,m as e,w as f,y as g,R as h};

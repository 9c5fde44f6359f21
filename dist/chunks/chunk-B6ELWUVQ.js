import{b as g}from"./chunk-6RREDHNG.js";import{a as d}from"./chunk-HDT3FCLQ.js";import{d as u,f,g as a}from"./chunk-OKFZ7BVP.js";
import{b as c}from"./chunk-34WD42XC.js";import{availableParallelism as $}from"node:os";function N(r,n){let e=[];for(let o of r??[]){let t=o.indexOf("=");if(t<=0)throw new u("usage",`${JSON.stringify(o)} is n\
ot key=value`,{where:n});let i=o.slice(0,t);if(e.some(([s])=>s===i))throw new u("usage",`${i} is given twice; give each \
name once`,{where:n});e.push([i,o.slice(t+1)])}return Object.fromEntries(e)}function b(r,n,e=9){if(!new RegExp(`^\\d{1,${e}\
}$`).test(r)||Number(r)<1)throw new u("usage",`${JSON.stringify(r)} is not a whole number from 1`,{where:n});return Number(
r)}function C(r){return r===void 0?$():b(r,"-j",4)}function v(r,n){return n.json?"json":n.plain||!r.isTTY||r.env.CI&&r.env.
CI!=="false"||r.env.TERM==="dumb"?"plain":"live"}function I(r){let n=r.FORCE_COLOR;return n!==void 0?["","1","true","2",
"3"].includes(n):!r.NO_COLOR}function l(r,n){return g(d(r.split(`
`)[0]??""),n)}function h(r,n){let e=n.length,o=[];return n.forEach((t,i)=>{o.push(`  ${l(t,400)}`);let s=p(t);if(s!==p(n[i+
1]??""))for(let m of s.split(`
`).filter(Boolean))o.push(`    ${l(m,400)}`)}),`baton: ${e===1?"a record":`${e} records`} of run ${r} cannot be read:
${o.map(t=>`${t}
`).join("")}`}function w(r){return`baton: ${f(r)}
`}function k(r,n,e,o,t=null){return e!==null&&r.stderr(w(e)),o.length>0&&r.stderr(h(n,o)),t!==null&&r.stderr(x(n,t)),e!==
null||o.length>0||t!==null?c.failure:c.ok}function x(r,n){let e=n.records.length,o=[...n.records.map(t=>`  ${l(t.reason,
400)}`),`  ${l(n.fix,400)}`];return`baton: ${e===1?"a record":`${e} records`} of run ${r} ${e===1?"was":"were"} never st\
ored:
${o.map(t=>`${t}
`).join("")}`}function p(r){return a(r).slice(1).join(`
`)}export{N as a,b,C as c,v as d,I as e,l as f,h as g,w as h,k as i};

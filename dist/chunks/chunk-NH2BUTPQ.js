import{k as d}from"./chunk-BSZZZBWH.js";import{a as g}from"./chunk-CITYZUZ5.js";import{b as l,d as f,e as a}from"./chunk-DLONVVOM.js";
import{b as c}from"./chunk-DVNEBDMP.js";import{availableParallelism as $}from"node:os";function R(r,n){let e=[];for(let o of r??[]){let t=o.indexOf("=");if(t<=0)throw new l("usage",`${JSON.stringify(o)} is n\
ot key=value`,{where:n});let i=o.slice(0,t);if(e.some(([s])=>s===i))throw new l("usage",`${i} is given twice; give each \
name once`,{where:n});e.push([i,o.slice(t+1)])}return Object.fromEntries(e)}function b(r,n,e=9){if(!new RegExp(`^\\d{1,${e}\
}$`).test(r)||Number(r)<1)throw new l("usage",`${JSON.stringify(r)} is not a whole number from 1`,{where:n});return Number(
r)}function v(r){return r===void 0?$():b(r,"-j",4)}function I(r,n){return n.json?"json":n.plain||!r.isTTY||r.env.CI&&r.env.
CI!=="false"||r.env.TERM==="dumb"?"plain":"live"}function u(r,n){return d(g(r.split(`
`)[0]??""),n)}function h(r,n){let e=n.length,o=[];return n.forEach((t,i)=>{o.push(`  ${u(t,400)}`);let s=m(t);if(s!==m(n[i+
1]??""))for(let p of s.split(`
`).filter(Boolean))o.push(`    ${u(p,400)}`)}),`baton: ${e===1?"a record":`${e} records`} of run ${r} cannot be read:
${o.map(t=>`${t}
`).join("")}`}function w(r){return`baton: ${f(r)}
`}function C(r,n,e,o,t=null){return e!==null&&r.stderr(w(e)),o.length>0&&r.stderr(h(n,o)),t!==null&&r.stderr(x(n,t)),e!==
null||o.length>0||t!==null?c.failure:c.ok}function x(r,n){let e=n.records.length,o=[...n.records.map(t=>`  ${u(t.reason,
400)}`),`  ${u(n.fix,400)}`];return`baton: ${e===1?"a record":`${e} records`} of run ${r} ${e===1?"was":"were"} never st\
ored:
${o.map(t=>`${t}
`).join("")}`}function m(r){return a(r).slice(1).join(`
`)}export{R as a,b,v as c,I as d,u as e,h as f,w as g,C as h};

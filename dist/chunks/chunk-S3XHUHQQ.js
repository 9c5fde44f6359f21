import{b as g}from"./chunk-6RREDHNG.js";import{a as d}from"./chunk-RXTW3LH6.js";import{d as l,f,g as a}from"./chunk-OKFZ7BVP.js";
import{b as c}from"./chunk-34WD42XC.js";import{availableParallelism as $}from"node:os";function v(r,e){let n=[];for(let o of r??[]){let t=o.indexOf("=");if(t<=0)throw new l("usage",`${JSON.stringify(o)} is n\
ot key=value`,{where:e});let i=o.slice(0,t);if(n.some(([s])=>s===i))throw new l("usage",`${i} is given twice; give each \
name once`,{where:e});n.push([i,o.slice(t+1)])}return Object.fromEntries(n)}function b(r,e,n=9){if(!new RegExp(`^\\d{1,${n}\
}$`).test(r)||Number(r)<1)throw new l("usage",`${JSON.stringify(r)} is not a whole number from 1`,{where:e});return Number(
r)}function I(r){return r===void 0?$():b(r,"-j",4)}function M(r,e){return e.json?"json":e.plain||!r.isTTY||r.env.CI&&r.env.
CI!=="false"||r.env.TERM==="dumb"?"plain":"live"}function k(r){let e=r.FORCE_COLOR;return e!==void 0?["","1","true","2",
"3"].includes(e):!r.NO_COLOR}function u(r,e){return g(d(r.split(`
`)[0]??""),e)}function h(r,e){let n=e.length,o=[];return e.forEach((t,i)=>{o.push(`  ${u(t,400)}`);let s=m(t);if(s!==m(e[i+
1]??""))for(let p of s.split(`
`).filter(Boolean))o.push(`    ${u(p,400)}`)}),`baton: ${n===1?"a record":`${n} records`} of run ${r} cannot be read:
${o.map(t=>`${t}
`).join("")}`}function w(r){return`baton: ${f(r)}
`}function F(r,e,n,o,t=null){return n!==null&&r.stderr(w(n)),o.length>0&&r.stderr(h(e,o)),t!==null&&r.stderr(x(e,t)),n!==
null||o.length>0||t!==null?c.failure:c.ok}function x(r,e){let n=e.records.length,o=[...e.records.map(t=>`  ${u(t.reason,
400)}`),`  ${u(e.fix,400)}`];return`baton: ${n===1?"a record":`${n} records`} of run ${r} ${n===1?"was":"were"} never st\
ored:
${o.map(t=>`${t}
`).join("")}`}function m(r){return a(r).slice(1).join(`
`)}export{v as a,b,I as c,M as d,k as e,u as f,h as g,w as h,F as i};

import{a as m}from"./chunk-WGA56SI7.js";import{b as d,d as u}from"./chunk-BXL4BL7Z.js";async function h(e,r){let t=await m(e),s=await p(e,r??[],await e.list());return{...t,unreadable:[...t.unreadable,...s.map(
({stage:i,reason:a})=>({stage:i,attempt:1,runAttempt:1,reason:a}))],missing:s}}async function p(e,r,t){let s=new Set(t.map(
o=>o.stage)),i=[],a=[...r].sort((o,n)=>Number(n.id.includes("/"))-Number(o.id.includes("/")));for(let o of a)for(let n of o.
stages){if(s.has(n)||i.some(f=>f.stage===n))continue;let c=await R(e,n);c!==null&&i.push({job:o.id,stage:n,gone:c,reason:`${l(
o.id,n)}: ${c}`})}let g=r.flatMap(o=>o.stages);return i.sort((o,n)=>g.indexOf(o.stage)-g.indexOf(n.stage))}function w(e,r,t,s){
return new d("record-missing",`${l(`${r.job} of run ${e} (${t})`,r.stage)}: ${r.gone}`,{details:[...s]})}function l(e,r){
return`job ${e} recorded stage ${r}, but its record is gone`}async function R(e,r){try{return await e.getAttempt(r,1)===
void 0?`${e.attemptDir(r,1)} does not exist`:null}catch(t){if(!(t instanceof d))throw t;return u(t).split(`
`)[0]}}export{h as a,p as b,w as c};

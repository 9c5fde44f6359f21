import{b as u,d as m}from"./chunk-BXL4BL7Z.js";async function g(e){let r=await e.list(),o=await Promise.allSettled(r.map(({stage:s,attempt:c,runAttempt:t})=>e.getAttempt(
s,c,t))),a=[],i=[];return o.forEach((s,c)=>{let{stage:t,attempt:n,runAttempt:d}=r[c];s.status==="fulfilled"?s.value&&a.push(
s.value):i.push({stage:t,attempt:n,runAttempt:d,reason:m(s.reason)})}),{records:a,unreadable:i}}async function w(e,r){let o=await g(e),a=await f(e,r??[],await e.list());return{...o,unreadable:[...o.unreadable,...a.map(
({stage:i,reason:s})=>({stage:i,attempt:1,runAttempt:1,reason:s}))],missing:a}}async function f(e,r,o){let a=new Set(o.map(
t=>t.stage)),i=[],s=[...r].sort((t,n)=>Number(n.id.includes("/"))-Number(t.id.includes("/")));for(let t of s)for(let n of t.
stages){if(a.has(n)||i.some(p=>p.stage===n))continue;let d=await R(e,n);d!==null&&i.push({job:t.id,stage:n,gone:d,reason:`${l(
t.id,n)}: ${d}`})}let c=r.flatMap(t=>t.stages);return i.sort((t,n)=>c.indexOf(t.stage)-c.indexOf(n.stage))}function j(e,r,o,a){
return new u("record-missing",`${l(`${r.job} of run ${e} (${o})`,r.stage)}: ${r.gone}`,{details:[...a]})}function l(e,r){
return`job ${e} recorded stage ${r}, but its record is gone`}async function R(e,r){try{return await e.getAttempt(r,1)===
void 0?`${e.attemptDir(r,1)} does not exist`:null}catch(o){if(!(o instanceof u))throw o;return m(o).split(`
`)[0]}}export{g as a,w as b,f as c,j as d};

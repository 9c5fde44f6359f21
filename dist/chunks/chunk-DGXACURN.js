import{a as f}from"./chunk-LS2NIP65.js";import{B as h,L as $,M as x,Q as j,t as S}from"./chunk-MCOZASN7.js";
import{d as u,f as p}from"./chunk-OKFZ7BVP.js";import{U as w}from"./chunk-IZTSJ3IU.js";async function P(r,e){let n=e??await r.list(),i=await Promise.allSettled(n.map(({stage:s,attempt:t,runAttempt:o})=>r.getAttempt(
s,t,o))),d=[],a=[];return i.forEach((s,t)=>{let{stage:o,attempt:c,runAttempt:g}=n[t];if(s.status==="fulfilled")s.value&&
d.push(s.value);else{let l=s.reason instanceof u?{code:s.reason.code}:{};a.push({stage:o,attempt:c,runAttempt:g,reason:p(
s.reason),...l})}}),{records:d,unreadable:a}}import{lstat as U}from"node:fs/promises";import{basename as A,join as N}from"node:path";async function V(r,e,n){let i=n??await r.list(),[d,a,s]=await Promise.all([P(r,i),e===null?[]:F(r,e.jobs,i),e===null?null:
O(r.runDir,e)]),t=A(r.runDir);return{notStored:s,...d,unreadable:[...d.unreadable,...a.map(({stage:o,reason:c})=>({stage:o,
attempt:1,runAttempt:1,reason:c,code:E}))].map(o=>({...o,reason:D(t,o.stage,o.reason,o.code)})),missing:a}}async function O(r,e,n=f){
let i=e.unstored;if(i===void 0)return null;let d=A(r),{failed:a,after:s}=i,t=m=>`${h({...m,runAttempt:1})} (job ${m.job}\
)`,o=[{...a,why:`its record could not be written: ${a.cause}`},...s.map(m=>({...m,why:`no record of the run after that o\
f ${t(a)} was stored`}))].map(({job:m,stage:R,attempt:y,why:b})=>({job:m,stage:R,attempt:y,why:b,reason:`${t({job:m,stage:R,
attempt:y})} was never stored: ${b}`})),c=N(r,w.jobs),g=await U(c).then(()=>!0,()=>!1)?"stored":$(e.reason,c)!==null?"un\
written":"missing",l=[...new Set([a,...s].map(m=>m.stage))],L=x({run:d,what:`${l.length===1?"stage":"stages"} ${j(l)}`,cause:a.
cause,replayFrom:i.replay_from,jobs:g,replay:n.replay,runAgain:`${n.run(e.workflow_path??"<workflow file>")} with the sa\
me options`});return{records:o,fix:L}}var E="record-missing";function _(r){return r!=="record-unreadable"&&r!==S}function M(r,e){
return`put it back from a copy, or replay from that stage, to run it again: ${f.replay(r,e)}`}function D(r,e,n,i){return _(
i)?`${n}
  ${M(r,e)}`:n}async function F(r,e,n){let i=new Set(n.map(t=>t.stage)),d=[],a=[...e].sort((t,o)=>Number(o.id.includes("\
/"))-Number(t.id.includes("/")));for(let t of a)for(let o of t.stages){if(i.has(o)||d.some(g=>g.stage===o))continue;let c=await K(
r,o);c!==null&&d.push({job:t.id,stage:o,gone:c,reason:`${k(t.id,o)}: ${c}`})}let s=e.flatMap(t=>t.stages);return d.sort(
(t,o)=>s.indexOf(t.stage)-s.indexOf(o.stage))}function X(r,e,n,i){return new u(E,`${k(`${e.job} of run ${r} (${n})`,e.stage)}\
: ${e.gone}`,{details:[...i]})}function k(r,e){return`job ${r} recorded stage ${e}, but its record is gone`}async function K(r,e){
try{return await r.getAttempt(e,1)===void 0?`${r.attemptDir(e,1)} does not exist`:null}catch(n){if(!(n instanceof u))throw n;
return p(n).split(`
`)[0]}}export{P as a,V as b,O as c,_ as d,M as e,D as f,F as g,X as h};

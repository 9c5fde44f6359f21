import{j,k as A,o as E}from"./chunk-YW23EYA3.js";import{C as x,u as $}from"./chunk-LZYN5DKP.js";import{a as R}from"./chunk-LS2NIP65.js";
import{d as u,f as l}from"./chunk-OKFZ7BVP.js";import{Z as S,v as h}from"./chunk-C33NMHQG.js";async function P(r,o){let n=o??await r.list(),s=await Promise.allSettled(n.map(({stage:e,attempt:t,runAttempt:a})=>r.getAttempt(
e,t,a))),d=[],i=[],c=[];return s.forEach((e,t)=>{let{stage:a,attempt:g,runAttempt:p}=n[t];if(e.status==="fulfilled")e.value&&
d.push(e.value);else if(e.reason instanceof u&&e.reason.code===h)c.push({stage:a,attempt:g,runAttempt:p});else{let f=e.reason instanceof
u?{code:e.reason.code}:{};i.push({stage:a,attempt:g,runAttempt:p,reason:l(e.reason),...f})}}),{records:d,unreadable:i,notRecords:c}}import{lstat as L}from"node:fs/promises";import{basename as k,join as N}from"node:path";async function Y(r,o,n){let s=n??await r.list(),[d,i,c]=await Promise.all([P(r,s),o===null?[]:F(r,o.jobs,s),o===null?null:
U(r.runDir,o)]),e=k(r.runDir);return{notStored:c,...d,unreadable:[...d.unreadable,...i.map(({stage:t,reason:a})=>({stage:t,
attempt:1,runAttempt:1,reason:a,code:O}))].map(t=>({...t,reason:M(e,t.stage,t.reason,t.code)})),missing:i}}async function U(r,o,n=R){
let s=o.unstored;if(s===void 0)return null;let d=k(r),{failed:i,after:c}=s,e=m=>`${x({...m,runAttempt:1})} (job ${m.job}\
)`,t=[{...i,why:`its record could not be written: ${i.cause}`},...c.map(m=>({...m,why:`no record of the run after that o\
f ${e(i)} was stored`}))].map(({job:m,stage:y,attempt:b,why:w})=>({job:m,stage:y,attempt:b,why:w,reason:`${e({job:m,stage:y,
attempt:b})} was never stored: ${w}`})),a=N(r,S.jobs),g=await L(a).then(()=>!0,()=>!1)?"stored":j(o.reason,a)!==null?"un\
written":"missing",p=[...new Set([i,...c].map(m=>m.stage))],f=A({run:d,what:`${p.length===1?"stage":"stages"} ${E(p)}`,cause:i.
cause,replayFrom:s.replay_from,jobs:g,replay:n.replay,runAgain:`${n.run(o.workflow_path??"<workflow file>")} with the sa\
me options`});return{records:t,fix:f}}var O="record-missing";function K(r){return r!=="record-unreadable"&&r!==$}function D(r,o){
return`put it back from a copy, or replay from that stage, to run it again: ${R.replay(r,o)}`}function M(r,o,n,s){return K(
s)?`${n}
  ${D(r,o)}`:n}async function F(r,o,n){let s=new Set(n.map(e=>e.stage)),d=[],i=[...o].sort((e,t)=>Number(t.id.includes("\
/"))-Number(e.id.includes("/")));for(let e of i)for(let t of e.stages){if(s.has(t)||d.some(g=>g.stage===t))continue;let a=await C(
r,t);a!==null&&d.push({job:e.id,stage:t,gone:a,reason:`${_(e.id,t)}: ${a}`})}let c=o.flatMap(e=>e.stages);return d.sort(
(e,t)=>c.indexOf(e.stage)-c.indexOf(t.stage))}function Z(r,o,n,s){return new u(O,`${_(`${o.job} of run ${r} (${n})`,o.stage)}\
: ${o.gone}`,{details:[...s]})}function _(r,o){return`job ${r} recorded stage ${o}, but its record is gone`}async function C(r,o){
try{return await r.getAttempt(o,1)===void 0?`${r.attemptDir(o,1)} does not exist`:null}catch(n){if(!(n instanceof u))throw n;
return l(n).split(`
`)[0]}}export{P as a,Y as b,U as c,K as d,D as e,M as f,F as g,Z as h};

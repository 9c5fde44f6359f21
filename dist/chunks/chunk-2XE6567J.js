import{a as p}from"./chunk-LS2NIP65.js";import{d as g,f as m}from"./chunk-4X335366.js";async function l(r,o){let t=o??await r.list(),a=await Promise.allSettled(t.map(({stage:s,attempt:e,runAttempt:n})=>r.getAttempt(
s,e,n))),i=[],c=[];return a.forEach((s,e)=>{let{stage:n,attempt:d,runAttempt:u}=t[e];if(s.status==="fulfilled")s.value&&
i.push(s.value);else{let y=s.reason instanceof g?{code:s.reason.code}:{};c.push({stage:n,attempt:d,runAttempt:u,reason:m(
s.reason),...y})}}),{records:i,unreadable:c}}import{basename as b}from"node:path";async function k(r,o,t){let a=t??await r.list(),i=await l(r,a),c=o===null?[]:await w(r,o,a),s=b(r.runDir);return{...i,unreadable:[
...i.unreadable,...c.map(({stage:e,reason:n})=>({stage:e,attempt:1,runAttempt:1,reason:n,code:f}))].map(e=>({...e,reason:x(
s,e.stage,e.reason,e.code)})),missing:c}}var f="record-missing";function S(r){return r!=="record-unreadable"}function h(r,o){
return`put it back from a copy, or replay from that stage, to run it again: ${p.replay(r,o)}`}function x(r,o,t,a){return S(
a)?`${t}
  ${h(r,o)}`:t}async function w(r,o,t){let a=new Set(t.map(e=>e.stage)),i=[],c=[...o].sort((e,n)=>Number(n.id.includes("\
/"))-Number(e.id.includes("/")));for(let e of c)for(let n of e.stages){if(a.has(n)||i.some(u=>u.stage===n))continue;let d=await $(
r,n);d!==null&&i.push({job:e.id,stage:n,gone:d,reason:`${R(e.id,n)}: ${d}`})}let s=o.flatMap(e=>e.stages);return i.sort(
(e,n)=>s.indexOf(e.stage)-s.indexOf(n.stage))}function A(r,o,t,a){return new g(f,`${R(`${o.job} of run ${r} (${t})`,o.stage)}\
: ${o.gone}`,{details:[...a]})}function R(r,o){return`job ${r} recorded stage ${o}, but its record is gone`}async function $(r,o){
try{return await r.getAttempt(o,1)===void 0?`${r.attemptDir(o,1)} does not exist`:null}catch(t){if(!(t instanceof g))throw t;
return m(t).split(`
`)[0]}}export{l as a,k as b,S as c,h as d,x as e,w as f,A as g};

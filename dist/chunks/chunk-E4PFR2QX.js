import{a as m}from"./chunk-IBSKOKGB.js";import{b as g,d as u}from"./chunk-DLONVVOM.js";async function h(o,r,t){let s=t??await o.list(),i=await m(o,s),a=r===null?[]:await R(o,r,s);return{...i,unreadable:[...i.
unreadable,...a.map(({stage:c,reason:e})=>({stage:c,attempt:1,runAttempt:1,reason:e}))],missing:a}}async function R(o,r,t){
let s=new Set(t.map(e=>e.stage)),i=[],a=[...r].sort((e,n)=>Number(n.id.includes("/"))-Number(e.id.includes("/")));for(let e of a)
for(let n of e.stages){if(s.has(n)||i.some(f=>f.stage===n))continue;let d=await p(o,n);d!==null&&i.push({job:e.id,stage:n,
gone:d,reason:`${l(e.id,n)}: ${d}`})}let c=r.flatMap(e=>e.stages);return i.sort((e,n)=>c.indexOf(e.stage)-c.indexOf(n.stage))}
function w(o,r,t,s){return new g("record-missing",`${l(`${r.job} of run ${o} (${t})`,r.stage)}: ${r.gone}`,{details:[...s]})}
function l(o,r){return`job ${o} recorded stage ${r}, but its record is gone`}async function p(o,r){try{return await o.getAttempt(
r,1)===void 0?`${o.attemptDir(r,1)} does not exist`:null}catch(t){if(!(t instanceof g))throw t;return u(t).split(`
`)[0]}}export{h as a,R as b,w as c};

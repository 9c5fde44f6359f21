import{g}from"./chunk-7VJFIJR3.js";import{b as y}from"./chunk-L4HRC3MF.js";import{a as E,b as v}from"./chunk-EXFXL3OA.js";
import{g as k}from"./chunk-HABSKCNG.js";import{d as b}from"./chunk-HHWE4WNH.js";import{b as R}from"./chunk-MVIGQQ5H.js";
import{d as c,f as p}from"./chunk-4X335366.js";import{P as w}from"./chunk-DFBKRPZ5.js";import{join as O,relative as S}from"node:path";async function x(r,a,e={}){let n=await r.resolve(a),[t,u]=await Promise.all([v(r,n),r.open(n)]),m=t instanceof c?t:null,
s=t instanceof c?null:t,i=await y(u,s),{records:L}=i,f=[...i.unreadable,...(i.notStored?.records??[]).map(({stage:o,attempt:U,
reason:D})=>({stage:o,attempt:U,runAttempt:1,reason:`${D}
  ${i.notStored.fix}`,code:"record-not-stored"}))],l=r.runDir(n),F=e.cwd&&S(e.cwd,l)||l,d=s===null?J(p(m).split(`
`)[0],k(await E(r,n))):{workflow:s.workflow,run:{status:b(s),failedJobs:s.jobs.filter(o=>o.result==="failure").map(o=>o.
id),unfinishedJobs:s.jobs.filter(o=>o.result==="running"||o.result==="interrupted").map(o=>o.id)}},h=g(L,{runId:n,...e.key===
void 0?{}:{key:e.key},includeDetail:e.includeDetail??!1,secrets:e.secrets??[],recordsLocation:`the run directory \`${F.replace(
/`/g,"'")}\``,unreadable:f,...d});return{runId:n,markdown:h,unreadable:f.length,runUnreadable:m,readFromEvents:"runReadF\
romEvents"in d&&d.runReadFromEvents===!0}}function J(r,a){if(a===null)return{runUnreadable:r,run:{status:"unknown",failedJobs:[]}};
let e=n=>a.jobs.filter(t=>t.result===n).map(t=>t.id);return{runUnreadable:r,runReadFromEvents:!0,workflow:a.workflow,run:{
status:a.end??"unknown",failedJobs:e("failure"),...a.end===null?{unfinishedJobs:e("running")}:{}}}}async function q(r,a,e={}){
let{runId:n,markdown:t}=await x(r,a,e),u=O(r.runDir(n),w.report);return await R(u,t),u}export{x as a,q as b};

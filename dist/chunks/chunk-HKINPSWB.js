import{g}from"./chunk-YQLCREPZ.js";import{b as y}from"./chunk-LI62HDKS.js";import{a as E,b as L}from"./chunk-N4ZGVNJR.js";
import{b as v}from"./chunk-MF4L3K4G.js";import{h as k}from"./chunk-CQFXWFSA.js";import{a as b}from"./chunk-LZYN5DKP.js";
import{d as m,f as w}from"./chunk-OKFZ7BVP.js";import{Z as R}from"./chunk-C33NMHQG.js";import{join as O,relative as x}from"node:path";async function J(r,s,e={}){let n=await r.resolve(s),[t,u]=await Promise.all([L(r,n),r.open(n)]),c=t instanceof m?t:null,
a=t instanceof m?null:t,i=await y(u,a),{records:h}=i,{unreadable:f}=i,p=(i.notStored?.records??[]).map(({stage:o,attempt:U,
why:D})=>({stage:o,attempt:U,runAttempt:1,reason:`${D}
  ${i.notStored.fix}`})),l=r.runDir(n),F=e.cwd&&x(e.cwd,l)||l,d=a===null?C(w(c).split(`
`)[0],v(await E(r,n))):{workflow:a.workflow,run:{status:k(a),failedJobs:a.jobs.filter(o=>o.result==="failure").map(o=>o.
id),unfinishedJobs:a.jobs.filter(o=>o.result==="running"||o.result==="interrupted").map(o=>o.id)}},S=g(h,{runId:n,...e.key===
void 0?{}:{key:e.key},includeDetail:e.includeDetail??!1,secrets:e.secrets??[],recordsLocation:`the run directory \`${F.replace(
/`/g,"'")}\``,unreadable:f,neverStored:p,...d});return{runId:n,markdown:S,unreadable:f.length,neverStored:p.length,runUnreadable:c,
readFromEvents:"runReadFromEvents"in d&&d.runReadFromEvents===!0}}function C(r,s){if(s===null)return{runUnreadable:r,run:{
status:"unknown",failedJobs:[]}};let e=n=>s.jobs.filter(t=>t.result===n).map(t=>t.id);return{runUnreadable:r,runReadFromEvents:!0,
workflow:s.workflow,run:{status:s.end??"unknown",failedJobs:e("failure"),...s.end===null?{unfinishedJobs:e("running")}:{}}}}
async function z(r,s,e={}){let{runId:n,markdown:t}=await J(r,s,e),u=O(r.runDir(n),R.report);return await b(u,t),u}export{J as a,z as b};

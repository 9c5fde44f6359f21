import{g as k}from"./chunk-HWDLGTRK.js";import{b as g}from"./chunk-HMERRAE2.js";import{a as y,b as E}from"./chunk-FC734QZI.js";
import{g as b}from"./chunk-UXXJDIQ6.js";import{e as R}from"./chunk-MGO33H34.js";import{b as w}from"./chunk-KCTSY3G6.js";
import{b as d,d as f}from"./chunk-DLONVVOM.js";import{P as p}from"./chunk-DFBKRPZ5.js";import{join as v,relative as h}from"node:path";async function D(r,t,n={}){let e=await r.resolve(t),[o,u]=await Promise.all([E(r,e),r.open(e)]),m=o instanceof d?o:null,
a=o instanceof d?null:o,{records:L,unreadable:c}=await g(u,a?.jobs??null),i=v(r.rootDir,e),F=n.cwd&&h(n.cwd,i)||i,l=a===
null?O(f(m).split(`
`)[0],b(await y(r,e))):{workflow:a.workflow,run:{status:R(a),failedJobs:a.jobs.filter(s=>s.result==="failure").map(s=>s.
id),unfinishedJobs:a.jobs.filter(s=>s.result==="running"||s.result==="interrupted").map(s=>s.id)}},U=k(L,{runId:e,...n.key===
void 0?{}:{key:n.key},includeDetail:n.includeDetail??!1,secrets:n.secrets??[],recordsLocation:`the run directory \`${F.replace(
/`/g,"'")}\``,unreadable:c,...l});return{runId:e,markdown:U,unreadable:c.length,runUnreadable:m,readFromEvents:"runReadF\
romEvents"in l&&l.runReadFromEvents===!0}}function O(r,t){if(t===null)return{runUnreadable:r,run:{status:"unknown",failedJobs:[]}};
let n=e=>t.jobs.filter(o=>o.result===e).map(o=>o.id);return{runUnreadable:r,runReadFromEvents:!0,workflow:t.workflow,run:{
status:t.end??"unknown",failedJobs:n("failure"),...t.end===null?{unfinishedJobs:n("running")}:{}}}}async function _(r,t,n={}){
let{runId:e,markdown:o}=await D(r,t,n),u=v(r.rootDir,e,p.report);return await w(u,o),u}export{D as a,_ as b};

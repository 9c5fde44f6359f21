import{g as k}from"./chunk-NK7ESTS7.js";import{b as g}from"./chunk-HMERRAE2.js";import{a as y,b as E}from"./chunk-LETZCIPX.js";
import{g as b}from"./chunk-YPWA4IKD.js";import{f as R}from"./chunk-RR7GE6VZ.js";import{b as w}from"./chunk-KCTSY3G6.js";
import{b as d,d as f}from"./chunk-DLONVVOM.js";import{P as p}from"./chunk-DFBKRPZ5.js";import{join as U,relative as h}from"node:path";async function D(r,o,n={}){let e=await r.resolve(o),[t,a]=await Promise.all([E(r,e),r.open(e)]),m=t instanceof d?t:null,
u=t instanceof d?null:t,{records:v,unreadable:c}=await g(a,u?.jobs??null),i=r.runDir(e),L=n.cwd&&h(n.cwd,i)||i,l=u===null?
O(f(m).split(`
`)[0],b(await y(r,e))):{workflow:u.workflow,run:{status:R(u),failedJobs:u.jobs.filter(s=>s.result==="failure").map(s=>s.
id),unfinishedJobs:u.jobs.filter(s=>s.result==="running"||s.result==="interrupted").map(s=>s.id)}},F=k(v,{runId:e,...n.key===
void 0?{}:{key:n.key},includeDetail:n.includeDetail??!1,secrets:n.secrets??[],recordsLocation:`the run directory \`${L.replace(
/`/g,"'")}\``,unreadable:c,...l});return{runId:e,markdown:F,unreadable:c.length,runUnreadable:m,readFromEvents:"runReadF\
romEvents"in l&&l.runReadFromEvents===!0}}function O(r,o){if(o===null)return{runUnreadable:r,run:{status:"unknown",failedJobs:[]}};
let n=e=>o.jobs.filter(t=>t.result===e).map(t=>t.id);return{runUnreadable:r,runReadFromEvents:!0,workflow:o.workflow,run:{
status:o.end??"unknown",failedJobs:n("failure"),...o.end===null?{unfinishedJobs:n("running")}:{}}}}async function _(r,o,n={}){
let{runId:e,markdown:t}=await D(r,o,n),a=U(r.runDir(e),p.report);return await w(a,t),a}export{D as a,_ as b};

import{a as R}from"./chunk-FBM6S56U.js";import{a as b}from"./chunk-AFWVEUMJ.js";import{g as w}from"./chunk-MCCHOH3M.js";
import{d as f}from"./chunk-EEGIKDNE.js";import{b as p}from"./chunk-PNZ5KYMB.js";import{b as u,d}from"./chunk-BXL4BL7Z.js";
import{P as m}from"./chunk-JZBPCCZQ.js";import{join as g,relative as h}from"node:path";async function D(o,l,r={}){let t=await o.resolve(l),[a,i]=await Promise.all([R(o,t),o.open(t)]),e=a instanceof u?null:a,
{records:y,unreadable:c}=await b(i,e?.jobs??null),s=g(o.rootDir,t),L=r.cwd&&h(r.cwd,s)||s,k=w(y,{...e===null?{}:{workflow:e.
workflow},runId:t,...r.key===void 0?{}:{key:r.key},includeDetail:r.includeDetail??!1,secrets:r.secrets??[],...e===null?{}:
{run:{status:f(e),failedJobs:e.jobs.filter(n=>n.result==="failure").map(n=>n.id),unfinishedJobs:e.jobs.filter(n=>n.result===
"running"||n.result==="interrupted").map(n=>n.id)}},recordsLocation:`the run directory \`${L.replace(/`/g,"'")}\``,unreadable:c,
...e===null?{runUnreadable:d(a).split(`
`)[0]}:{}});return{runId:t,markdown:k,unreadable:c.length,runUnreadable:a instanceof u?a:null}}async function P(o,l,r={}){
let{runId:t,markdown:a}=await D(o,l,r),i=g(o.rootDir,t,m.report);return await p(i,a),i}export{D as a,P as b};

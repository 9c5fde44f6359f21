import{g as d}from"./chunk-XYKWHVQ5.js";import{a as m}from"./chunk-WGA56SI7.js";import{f as p}from"./chunk-AB5CAIEK.js";
import{b as u}from"./chunk-VBLL5SZM.js";import{P as l}from"./chunk-JZBPCCZQ.js";import{join as w,relative as L}from"node:path";async function g(e,a,r={}){let t=await e.resolve(a),[o,n]=await Promise.all([e.readSummary(t),e.open(t)]),{records:f,unreadable:c}=await m(
n),i=w(e.rootDir,t),R=r.cwd&&L(r.cwd,i)||i,y=d(f,{workflow:o.workflow,runId:t,...r.key===void 0?{}:{key:r.key},includeDetail:r.
includeDetail??!1,secrets:r.secrets??[],run:{status:p(o),failedJobs:o.jobs.filter(s=>s.result==="failure").map(s=>s.id)},
recordsLocation:`the run directory \`${R.replace(/`/g,"'")}\``,unreadable:c});return{runId:t,markdown:y,unreadable:c.length}}
async function O(e,a,r={}){let{runId:t,markdown:o}=await g(e,a,r),n=w(e.rootDir,t,l.report);return await u(n,o),n}export{g as a,O as b};

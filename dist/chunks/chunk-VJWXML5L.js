import{a as p,b as w}from"./chunk-62JWTVWF.js";import{g as m}from"./chunk-KH27GBVF.js";import{b as d}from"./chunk-YBFLPME4.js";
import{b as c}from"./chunk-XWFWV4XT.js";import{P as l}from"./chunk-JZBPCCZQ.js";import{join as f,relative as L}from"node:path";async function k(t,a,r={}){let o=await t.resolve(a),[n,i]=await Promise.all([p(t,o),t.open(o)]),{records:R,unreadable:u}=await w(
i),s=f(t.rootDir,o),g=r.cwd&&L(r.cwd,s)||s,y=m(R,{workflow:n.workflow,runId:o,...r.key===void 0?{}:{key:r.key},includeDetail:r.
includeDetail??!1,secrets:r.secrets??[],run:{status:d(n),failedJobs:n.jobs.filter(e=>e.result==="failure").map(e=>e.id),
unfinishedJobs:n.jobs.filter(e=>e.result==="running"||e.result==="interrupted").map(e=>e.id)},recordsLocation:`the run d\
irectory \`${g.replace(/`/g,"'")}\``,unreadable:u});return{runId:o,markdown:y,unreadable:u.length}}async function x(t,a,r={}){
let{runId:o,markdown:n}=await k(t,a,r),i=f(t.rootDir,o,l.report);return await c(i,n),i}export{k as a,x as b};

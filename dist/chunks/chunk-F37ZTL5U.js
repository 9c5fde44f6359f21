import{a as R}from"./chunk-AOILMVYB.js";import{g as f}from"./chunk-OH7SSJPF.js";import{f as w}from"./chunk-AQT5J6GX.js";
import{b as p}from"./chunk-HTSRUGKE.js";import{b as u,d}from"./chunk-BXL4BL7Z.js";import{P as m}from"./chunk-JZBPCCZQ.js";import{join as b,relative as k}from"node:path";async function h(e,i,r={}){let n=await e.resolve(i),[o,a]=await Promise.all([e.readSummaryOrProblem(n),e.open(n)]),t=o instanceof
u?null:o,{records:y,unreadable:c}=await R(a,t?.jobs??null),l=b(e.rootDir,n),L=r.cwd&&k(r.cwd,l)||l,g=f(y,{...t===null?{}:
{workflow:t.workflow},runId:n,...r.key===void 0?{}:{key:r.key},includeDetail:r.includeDetail??!1,secrets:r.secrets??[],...t===
null?{}:{run:{status:w(t),failedJobs:t.jobs.filter(s=>s.result==="failure").map(s=>s.id)}},recordsLocation:`the run dire\
ctory \`${L.replace(/`/g,"'")}\``,unreadable:c,...t===null?{runUnreadable:d(o).split(`
`)[0]}:{}});return{runId:n,markdown:g,unreadable:c.length,runUnreadable:o instanceof u?o:null}}async function j(e,i,r={}){
let{runId:n,markdown:o}=await h(e,i,r),a=b(e.rootDir,n,m.report);return await p(a,o),a}export{h as a,j as b};

import{g as R}from"./chunk-CVGOTKLZ.js";import{b}from"./chunk-FVLN7ZUZ.js";import{b as g}from"./chunk-LNUUSZS4.js";
import{e as w}from"./chunk-4CY3VLXA.js";import{b as p}from"./chunk-RDWP7FPM.js";import{b as u,d as m}from"./chunk-DLONVVOM.js";
import{P as f}from"./chunk-DFBKRPZ5.js";import{join as y,relative as U}from"node:path";async function C(n,s,r={}){let o=await n.resolve(s),[t,i]=await Promise.all([g(n,o),n.open(o)]),c=t instanceof u?t:null,
a=t instanceof u?null:t,{records:L,unreadable:d}=await b(i,a?.jobs??null),l=y(n.rootDir,o),k=r.cwd&&U(r.cwd,l)||l,h=a===
null?{runUnreadable:m(c).split(`
`)[0]}:{workflow:a.workflow,run:{status:w(a),failedJobs:a.jobs.filter(e=>e.result==="failure").map(e=>e.id),unfinishedJobs:a.
jobs.filter(e=>e.result==="running"||e.result==="interrupted").map(e=>e.id)}},D=R(L,{runId:o,...r.key===void 0?{}:{key:r.
key},includeDetail:r.includeDetail??!1,secrets:r.secrets??[],recordsLocation:`the run directory \`${k.replace(/`/g,"'")}\
\``,unreadable:d,...h});return{runId:o,markdown:D,unreadable:d.length,runUnreadable:c}}async function A(n,s,r={}){let{runId:o,
markdown:t}=await C(n,s,r),i=y(n.rootDir,o,f.report);return await p(i,t),i}export{C as a,A as b};

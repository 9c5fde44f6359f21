import{e as d}from"./chunk-GTRAR4DI.js";import{b as u}from"./chunk-YBFLPME4.js";import{d as i}from"./chunk-BXL4BL7Z.js";
import{P as c}from"./chunk-JZBPCCZQ.js";import{readFile as l}from"node:fs/promises";import{join as S}from"node:path";async function j(e,o){let r=await e.readSummary(o);if(r.status!=="running"||r.jobs.length>0)return r;let a=u(r),n=await l(
S(e.rootDir,o,c.events),"utf8").catch(()=>"");return{...r,jobs:d(n,a==="interrupted"?"interrupted":"running")}}async function F(e){let o=await e.list(),r=await Promise.allSettled(o.map(({stage:t,attempt:s,runAttempt:m})=>e.getAttempt(
t,s,m))),a=[],n=[];return r.forEach((t,s)=>{let{stage:m,attempt:p,runAttempt:f}=o[s];t.status==="fulfilled"?t.value&&a.push(
t.value):n.push({stage:m,attempt:p,runAttempt:f,reason:i(t.reason)})}),{records:a,unreadable:n}}export{j as a,F as b};

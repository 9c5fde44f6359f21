import{e as a}from"./chunk-GISEFCVM.js";import{d as e}from"./chunk-EEGIKDNE.js";import{b as n}from"./chunk-BXL4BL7Z.js";
import{P as m}from"./chunk-JZBPCCZQ.js";import{readFile as i}from"node:fs/promises";import{join as S}from"node:path";async function j(o,t){let r=await o.readSummaryOrProblem(t);if(r instanceof n||r.status!=="running"||r.jobs.length>0)return r;
let u=e(r),s=await i(S(o.rootDir,t,m.events),"utf8").catch(()=>"");return{...r,jobs:a(s,u==="interrupted"?"interrupted":
"running")}}export{j as a};

import{a}from"./chunk-MF4L3K4G.js";import{h as m}from"./chunk-CQFXWFSA.js";import{d as n}from"./chunk-OKFZ7BVP.js";
import{Z as e}from"./chunk-C33NMHQG.js";import{readFile as c}from"node:fs/promises";import{join as p}from"node:path";function S(o,t){return c(p(o.runDir(t),e.events),"utf8").catch(()=>"")}async function j(o,t,s=()=>S(o,t)){let r=await o.
readSummaryOrProblem(t);if(r instanceof n||r.status!=="running"||r.jobs.length>0)return r;let u=m(r),i=await s();return{
...r,jobs:a(i,u==="interrupted"?"interrupted":"running")}}export{S as a,j as b};

import{a as w}from"../action-chunks/chunk-FAUXH3TW.js";import{b,d as k,f as A}from"../action-chunks/chunk-55QN75CQ.js";import{i as h,k as S,
l as E,n as U,o as y,p as D}from"../action-chunks/chunk-5YHD3KGI.js";import"../action-chunks/chunk-NTHMEBCW.js";import{n as g,z as v}from"../action-chunks/chunk-PE2KD266.js";
import"../action-chunks/chunk-QKOWGC76.js";import"../action-chunks/chunk-R2LRCHEZ.js";import"../action-chunks/chunk-6OMOMMD2.js";import"../action-chunks/chunk-KGXY2MQT.js";
import"../action-chunks/chunk-EN4LT5ZE.js";import"../action-chunks/chunk-4RJZKZYG.js";import"../action-chunks/chunk-PO5EA42V.js";import"../action-chunks/chunk-HXF3DXJK.js";
import{b as d,d as l}from"../action-chunks/chunk-ZB3GGCKF.js";import{g as f}from"../action-chunks/chunk-CITQMF73.js";import{k as c}from"../action-chunks/chunk-DHIUKFLR.js";
import"../action-chunks/chunk-SM223FN7.js";import"../action-chunks/chunk-A64LSPLL.js";async function P(t,e){let r=t.env[f.stage],a=await y("capture",t.env,r?{stage:r}:{}),{workspace:O,reporter:i,secrets:$}=a;
e.stage=a.spec.stage,e.secrets=$;let p=new D(a.store);e.store=p;let s=await b(t.env,a.spec.stage);A(t.env,s);let{prepared:F,
workflowJobs:I,workflowUnread:m}=s,u=U(s.redact.length,k(t.env,s.redact,a.redactInput));if(u)throw u;let n={...a.spec,workflowJobs:I,
...m===void 0?{}:{workflowUnread:m}},o=await w(n,F,null,{store:p,workspace:O});if(!e.settled){if(e.settled=!0,await h("c\
apture",o,o.outputs,e,i),o.outcome.reason!=="completed")throw new d(o.outcome.reason,o.outcome.message,{where:`stage ${n.
stage}`});i.info(`stage ${n.stage}: ${o.record.status}, stored as artifact ${o.ref.id}`)}}var G={action:"capture",refusedOutputs:!1,
unfinished:"the handoff was not stored"};async function N(t=g()){let e={secrets:[],serverUrl:t.env.GITHUB_SERVER_URL,settled:!1};
await v(t,r=>P(t,e),{async failed(r){await S(e,r,G),c(l(r))},async outOfTime(r){c(await E(e,r,G))}})}await N();

import{a as g}from"../action-chunks/chunk-Q2XPHWCH.js";import{b as A,d as N,f as O}from"../action-chunks/chunk-EO24NBX6.js";import{i as S,
k as y,l as E,n as D,o as b,p as k}from"../action-chunks/chunk-7NRTEORV.js";import"../action-chunks/chunk-NTHMEBCW.js";import{n as h,z as v}from"../action-chunks/chunk-47HSMKNV.js";
import"../action-chunks/chunk-QKOWGC76.js";import"../action-chunks/chunk-R2LRCHEZ.js";import"../action-chunks/chunk-2RWRPKG6.js";import"../action-chunks/chunk-PYC5PF2G.js";
import"../action-chunks/chunk-VWR42JHX.js";import"../action-chunks/chunk-RAQFEFPF.js";import"../action-chunks/chunk-PO5EA42V.js";import"../action-chunks/chunk-L5NDK6NH.js";
import{b as l,d as w}from"../action-chunks/chunk-ZB3GGCKF.js";import{g as d}from"../action-chunks/chunk-RFKRGJHM.js";import{k as n}from"../action-chunks/chunk-DHIUKFLR.js";
import"../action-chunks/chunk-SM223FN7.js";import"../action-chunks/chunk-A64LSPLL.js";async function I(e,t){let o=e.env[d.stage],a=await b("capture",e.env,o?{stage:o}:{}),{workspace:F,reporter:i,secrets:p}=a;
t.stage=a.spec.stage,t.secrets=p;let m=new k(a.store);t.store=m;let s=await A(e.env,a.spec.stage);O(e.env,s);let{prepared:G,
workflowJobs:P,workflowUnread:u}=s,f=D(s.redact.length,N(e.env,s.redact,a.redactInput));if(f)throw f;let c={...a.spec,workflowJobs:P,
...u===void 0?{}:{workflowUnread:u}},r=await g(c,G,null,{store:m,workspace:F});if(!t.settled){if(t.settled=!0,await S("c\
apture",r,r.outputs,p,i),r.outcome.reason!=="completed")throw new l(r.outcome.reason,r.outcome.message,{where:`stage ${c.
stage}`});i.info(`stage ${c.stage}: ${r.record.status}, stored as artifact ${r.ref.id}`)}}var U={action:"capture",refusedOutputs:!1,
unfinished:"the handoff was not stored"};async function $(e=h()){let t={secrets:[],settled:!1};await v(e,o=>I(e,t),{async failed(o){
await y(t,o,U),n(w(o))},async outOfTime(o){n(await E(t,o,U))}})}await $();

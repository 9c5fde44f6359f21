import{a as l}from"../action-chunks/chunk-V2MMF4XU.js";import{b as A,d as N,f as O}from"../action-chunks/chunk-HVOZKJRU.js";import{k as h,
m as v,n as y,o as E,q as D,r as b,s as k}from"../action-chunks/chunk-ROFT4EI3.js";import"../action-chunks/chunk-NTHMEBCW.js";import{B as S,
p as g}from"../action-chunks/chunk-T6TYC4W4.js";import"../action-chunks/chunk-LZSRZBQU.js";import"../action-chunks/chunk-R2LRCHEZ.js";import"../action-chunks/chunk-UBCPGNXT.js";
import"../action-chunks/chunk-LDBWBVJV.js";import"../action-chunks/chunk-7F5PR6XY.js";import"../action-chunks/chunk-Q3GUFWGF.js";import"../action-chunks/chunk-PO5EA42V.js";
import"../action-chunks/chunk-ASZDKOOQ.js";import{d,f as w}from"../action-chunks/chunk-O7UU6C5Q.js";import{h as f}from"../action-chunks/chunk-E6JLSL3E.js";
import{k as c}from"../action-chunks/chunk-DHIUKFLR.js";import"../action-chunks/chunk-SM223FN7.js";import"../action-chunks/chunk-A64LSPLL.js";async function T(e,t){let o=e.env[f.stage],a=await b("capture",e.env,o?{stage:o}:{}),{workspace:F,reporter:i,secrets:G}=a;
t.stage=a.spec.stage,t.secrets=G;let p=new k(a.store);t.store=p;let s=await A(e.env,a.spec.stage);O(e.env,s);let{prepared:P,
workflowJobs:I,workflowUnread:m}=s,u=D(s.redact.length,N(e.env,s.redact,a.redactInput));if(u)throw u;let n={...a.spec,workflowJobs:I,
...m===void 0?{}:{workflowUnread:m}},r=await l(n,P,null,{store:p,workspace:F});if(!t.settled){if(t.settled=!0,await h("c\
apture",r,r.outputs,t,i),r.outcome.reason!=="completed")throw new d(r.outcome.reason,r.outcome.message,{where:`stage ${n.
stage}`});i.info(`stage ${n.stage}: ${r.record.status}, stored as artifact ${r.ref.id}`)}}var U={action:"capture",refusedOutputs:!1,
unfinished:"the handoff was not stored"};async function $(e=g()){let t=v(e.env);await S(e,o=>T(e,t),{async failed(o){await y(
t,o,U),c(w(o))},async outOfTime(o){c(await E(t,o,U))}})}await $();

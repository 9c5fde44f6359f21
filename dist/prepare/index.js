import{a as h}from"../action-chunks/chunk-337A6VRD.js";import{a as O,c as $,e as E}from"../action-chunks/chunk-HVOZKJRU.js";import{k as S,
m as v,n as b,o as U,p as k,r as y,s as D}from"../action-chunks/chunk-ROFT4EI3.js";import"../action-chunks/chunk-NTHMEBCW.js";import{B as P,
p as l,v as g}from"../action-chunks/chunk-T6TYC4W4.js";import"../action-chunks/chunk-LZSRZBQU.js";import"../action-chunks/chunk-R2LRCHEZ.js";import"../action-chunks/chunk-UBCPGNXT.js";
import"../action-chunks/chunk-HXYTXE2I.js";import"../action-chunks/chunk-LDBWBVJV.js";import"../action-chunks/chunk-7F5PR6XY.js";import"../action-chunks/chunk-Q3GUFWGF.js";
import"../action-chunks/chunk-PO5EA42V.js";import"../action-chunks/chunk-ASZDKOOQ.js";import{d as w,f as d}from"../action-chunks/chunk-O7UU6C5Q.js";
import{h as s,y as m}from"../action-chunks/chunk-E6JLSL3E.js";import{g as n,k as f}from"../action-chunks/chunk-DHIUKFLR.js";import"../action-chunks/chunk-SM223FN7.js";
import"../action-chunks/chunk-A64LSPLL.js";async function I(r,t){let o=await y("prepare",r.env),{spec:e,workspace:F,reporter:i,secrets:T,redactInput:V,openRun:N}=o;
t.stage=e.stage,t.secrets=T;let c=new D(o.store);t.store=c;let p=await h(e,{store:c,workspace:F,openRun:N});if(t.settled)
return;if(t.settled=!0,p.kind==="refused")throw await S("prepare",p.result.final,p.result.outputs,t,i),new w(p.result.outcome.
reason,p.result.outcome.message??p.result.outcome.reason,{where:`stage ${e.stage}`});let{prepared:a}=p;for(let u of a.warnings)
i.warning(u.message,`${e.stage} ${u.path}`);await O(r.env,{prepared:k(a,e.redact),workflowJobs:e.workflowJobs,redact:$(r.
env,V),environment:E(r.env),...e.workflowUnread===void 0?{}:{workflowUnread:e.workflowUnread}}),n(s.promptPath,a.promptPath),
n(s.handoffPath,a.handoffPath),n(s.stage,e.stage),g({[m.promptPath]:a.promptPath,[m.handoffPath]:a.handoffPath}),i.info(
`stage ${e.stage}: prompt written to ${a.promptPath}; the agent writes its handoff to ${a.handoffPath}`)}var x={action:"\
prepare",refusedOutputs:!1,unfinished:"the prompt was not written"};async function A(r=l()){let t=v(r.env);await P(r,o=>I(
r,t),{async failed(o){await b(t,o,x),f(d(o))},async outOfTime(o){f(await U(t,o,x))}})}await A();

import{a as l}from"../action-chunks/chunk-Z4BEU7JB.js";import{a as O,c as $,e as E}from"../action-chunks/chunk-EO24NBX6.js";import{i as v,
k as b,l as U,m as k,o as y,p as D}from"../action-chunks/chunk-7NRTEORV.js";import"../action-chunks/chunk-NTHMEBCW.js";import{n as g,t as P,
z as S}from"../action-chunks/chunk-47HSMKNV.js";import"../action-chunks/chunk-QKOWGC76.js";import"../action-chunks/chunk-R2LRCHEZ.js";import"../action-chunks/chunk-2RWRPKG6.js";
import"../action-chunks/chunk-M36D53VT.js";import"../action-chunks/chunk-PYC5PF2G.js";import"../action-chunks/chunk-VWR42JHX.js";import"../action-chunks/chunk-RAQFEFPF.js";
import"../action-chunks/chunk-PO5EA42V.js";import"../action-chunks/chunk-L5NDK6NH.js";import{b as w,d as h}from"../action-chunks/chunk-ZB3GGCKF.js";
import{g as n,x as m}from"../action-chunks/chunk-RFKRGJHM.js";import{g as p,k as f}from"../action-chunks/chunk-DHIUKFLR.js";import"../action-chunks/chunk-SM223FN7.js";
import"../action-chunks/chunk-A64LSPLL.js";async function N(a,e){let r=await y("prepare",a.env),{spec:t,workspace:F,reporter:i,secrets:c,redactInput:T,openRun:V}=r;
e.stage=t.stage,e.secrets=c;let u=new D(r.store);e.store=u;let s=await l(t,{store:u,workspace:F,openRun:V});if(e.settled)
return;if(e.settled=!0,s.kind==="refused")throw await v("prepare",s.result.final,s.result.outputs,c,i),new w(s.result.outcome.
reason,s.result.outcome.message??s.result.outcome.reason,{where:`stage ${t.stage}`});let{prepared:o}=s;for(let d of o.warnings)
i.warning(d.message,`${t.stage} ${d.path}`);await O(a.env,{prepared:k(o,t.redact),workflowJobs:t.workflowJobs,redact:$(a.
env,T),environment:E(a.env),...t.workflowUnread===void 0?{}:{workflowUnread:t.workflowUnread}}),p(n.promptPath,o.promptPath),
p(n.handoffPath,o.handoffPath),p(n.stage,t.stage),P({[m.promptPath]:o.promptPath,[m.handoffPath]:o.handoffPath}),i.info(
`stage ${t.stage}: prompt written to ${o.promptPath}; the agent writes its handoff to ${o.handoffPath}`)}var x={action:"\
prepare",refusedOutputs:!1,unfinished:"the prompt was not written"};async function A(a=g()){let e={secrets:[],settled:!1};
await S(a,r=>N(a,e),{async failed(r){await b(e,r,x),f(h(r))},async outOfTime(r){f(await U(e,r,x))}})}await A();

import{a as l}from"../action-chunks/chunk-SLZNWOSB.js";import{a as y,c as D,e as O}from"../action-chunks/chunk-55QN75CQ.js";import{i as S,
k as v,l as U,m as b,o as k,p as E}from"../action-chunks/chunk-5YHD3KGI.js";import"../action-chunks/chunk-NTHMEBCW.js";import{n as h,t as g,
z as P}from"../action-chunks/chunk-PE2KD266.js";import"../action-chunks/chunk-QKOWGC76.js";import"../action-chunks/chunk-R2LRCHEZ.js";import"../action-chunks/chunk-6OMOMMD2.js";
import"../action-chunks/chunk-B4MXD3SF.js";import"../action-chunks/chunk-KGXY2MQT.js";import"../action-chunks/chunk-EN4LT5ZE.js";import"../action-chunks/chunk-4RJZKZYG.js";
import"../action-chunks/chunk-PO5EA42V.js";import"../action-chunks/chunk-HXF3DXJK.js";import{b as w,d}from"../action-chunks/chunk-ZB3GGCKF.js";import{
g as n,x as m}from"../action-chunks/chunk-CITQMF73.js";import{g as p,k as f}from"../action-chunks/chunk-DHIUKFLR.js";import"../action-chunks/chunk-SM223FN7.js";
import"../action-chunks/chunk-A64LSPLL.js";async function F(r,e){let o=await k("prepare",r.env),{spec:t,workspace:T,reporter:i,secrets:V,redactInput:x,openRun:A}=o;
e.stage=t.stage,e.secrets=V;let c=new E(o.store);e.store=c;let s=await l(t,{store:c,workspace:T,openRun:A});if(e.settled)
return;if(e.settled=!0,s.kind==="refused")throw await S("prepare",s.result.final,s.result.outputs,e,i),new w(s.result.outcome.
reason,s.result.outcome.message??s.result.outcome.reason,{where:`stage ${t.stage}`});let{prepared:a}=s;for(let u of a.warnings)
i.warning(u.message,`${t.stage} ${u.path}`);await y(r.env,{prepared:b(a,t.redact),workflowJobs:t.workflowJobs,redact:D(r.
env,x),environment:O(r.env),...t.workflowUnread===void 0?{}:{workflowUnread:t.workflowUnread}}),p(n.promptPath,a.promptPath),
p(n.handoffPath,a.handoffPath),p(n.stage,t.stage),g({[m.promptPath]:a.promptPath,[m.handoffPath]:a.handoffPath}),i.info(
`stage ${t.stage}: prompt written to ${a.promptPath}; the agent writes its handoff to ${a.handoffPath}`)}var $={action:"\
prepare",refusedOutputs:!1,unfinished:"the prompt was not written"};async function R(r=h()){let e={secrets:[],serverUrl:r.
env.GITHUB_SERVER_URL,settled:!1};await P(r,o=>F(r,e),{async failed(o){await v(e,o,$),f(d(o))},async outOfTime(o){f(await U(
e,o,$))}})}await R();

import{a as h}from"../action-chunks/chunk-CHQ7VQTC.js";import{a as E,c as O,e as $,g as x}from"../action-chunks/chunk-W72YWONR.js";import{
A as y,C as D,m as v,o as P,p as b,q as U,r as k}from"../action-chunks/chunk-XKIKFYQ5.js";import"../action-chunks/chunk-NTHMEBCW.js";import{
F as S,t as l,z as g}from"../action-chunks/chunk-USK3TA6W.js";import"../action-chunks/chunk-7VAKWZ75.js";import"../action-chunks/chunk-R5JT6CVI.js";
import"../action-chunks/chunk-TOEZMH3Z.js";import"../action-chunks/chunk-LZSRZBQU.js";import"../action-chunks/chunk-R2LRCHEZ.js";import"../action-chunks/chunk-FT2JXJFG.js";
import"../action-chunks/chunk-43KZTHGH.js";import"../action-chunks/chunk-6I6CLS2H.js";import"../action-chunks/chunk-D5DAGAHK.js";import"../action-chunks/chunk-D2YR2IAL.js";
import"../action-chunks/chunk-F5SJJ7OM.js";import"../action-chunks/chunk-PO5EA42V.js";import{d as w,f as d}from"../action-chunks/chunk-O7UU6C5Q.js";
import{E as m,m as s}from"../action-chunks/chunk-HAPBAMSR.js";import{g as p,k as f}from"../action-chunks/chunk-DHIUKFLR.js";import"../action-chunks/chunk-SM223FN7.js";
import"../action-chunks/chunk-A64LSPLL.js";async function J(r,e){let o=await y("prepare",r.env),{spec:t,workspace:T,reporter:i,secrets:V,redactInput:N,openRun:I}=o;
e.stage=t.stage,e.secrets=V;let c=new D(o.store);e.store=c;let n=await h(t,{store:c,workspace:T,openRun:I});if(e.settled)
return;if(e.settled=!0,n.kind==="refused")throw await v("prepare",n.result.final,n.result.outputs,e,i),new w(n.result.outcome.
reason,n.result.outcome.message??n.result.outcome.reason,{where:`stage ${t.stage}`});let{prepared:a}=n;for(let u of a.warnings)
i.warning(u.message,`${t.stage} ${u.path}`);await E(r.env,{prepared:k(a,t.redact),workflowJobs:t.workflowJobs,redact:O(r.
env,N),...$(r.env,o.envSecrets),environment:x(r.env),...t.workflowUnread===void 0?{}:{workflowUnread:t.workflowUnread}}),
p(s.promptPath,a.promptPath),p(s.handoffPath,a.handoffPath),p(s.stage,t.stage),g({[m.promptPath]:a.promptPath,[m.handoffPath]:a.
handoffPath}),i.info(`stage ${t.stage}: prompt written to ${a.promptPath}; the agent writes its handoff to ${a.handoffPath}`)}
var A={action:"prepare",refusedOutputs:!1,unfinished:"the prompt was not written"};async function F(r=l()){let e=P(r.env);
await S(r,o=>J(r,e),{async failed(o){await b(e,o,A),f(d(o))},async outOfTime(o){f(await U(e,o,A))}})}await F();

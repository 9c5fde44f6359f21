import{a as h}from"../action-chunks/chunk-I3IT44D6.js";import{a as E,c as $,e as x,g as A}from"../action-chunks/chunk-3QZKMYHN.js";import{
A as y,C as D,m as P,o as b,p as U,q as k,r as O}from"../action-chunks/chunk-QAQNA5BQ.js";import"../action-chunks/chunk-NTHMEBCW.js";import"../action-chunks/chunk-ID5774FQ.js";
import{m as l,s as g,y as S,z as v}from"../action-chunks/chunk-JHGOV4WQ.js";import"../action-chunks/chunk-Q2LHL6MY.js";import"../action-chunks/chunk-KH6MSAET.js";
import"../action-chunks/chunk-77W67CAP.js";import"../action-chunks/chunk-MRMAEUWW.js";import"../action-chunks/chunk-R2LRCHEZ.js";import"../action-chunks/chunk-VFSRVN2C.js";
import"../action-chunks/chunk-ZHXVBFIU.js";import"../action-chunks/chunk-3M4OR4VW.js";import"../action-chunks/chunk-S3VQCA2F.js";import"../action-chunks/chunk-4K4GM72I.js";
import"../action-chunks/chunk-GNY3OND4.js";import{d as w,f as d}from"../action-chunks/chunk-O7UU6C5Q.js";import"../action-chunks/chunk-PO5EA42V.js";
import{b as s,t as m}from"../action-chunks/chunk-JQWIKLAS.js";import"../action-chunks/chunk-VLLWXIM2.js";import{g as p,k as f}from"../action-chunks/chunk-DHIUKFLR.js";
import"../action-chunks/chunk-SM223FN7.js";import"../action-chunks/chunk-A64LSPLL.js";async function R(e,t){let o=await y("prepare",e.env),{spec:r,workspace:V,reporter:i,secrets:I,redactInput:N,openRun:J}=o;
t.stage=r.stage,t.secrets=I;let c=new D(o.store);t.store=c;let n=await h(r,{store:c,workspace:V,openRun:J});if(t.settled)
return;if(t.settled=!0,n.kind==="refused")throw await P("prepare",n.result.final,n.result.outputs,t,i),new w(n.result.outcome.
reason,n.result.outcome.message??n.result.outcome.reason,{where:`stage ${r.stage}`});let{prepared:a}=n;for(let u of a.warnings)
i.warning(u.message,`${r.stage} ${u.path}`);await E(e.env,{prepared:O(a,r.redact),workflowJobs:r.workflowJobs,redact:$(e.
env,N),...x(e.env,o.envSecrets),environment:A(e.env),...r.workflowUnread===void 0?{}:{workflowUnread:r.workflowUnread}}),
p(s.promptPath,a.promptPath),p(s.handoffPath,a.handoffPath),p(s.stage,r.stage),g({[m.promptPath]:a.promptPath,[m.handoffPath]:a.
handoffPath}),i.info(`stage ${r.stage}: prompt written to ${a.promptPath}; the agent writes its handoff to ${a.handoffPath}`)}
var F={action:"prepare",refusedOutputs:!1,unfinished:"the prompt was not written"};async function T(e=l()){let t=b(e.env);
await S(e,o=>R(e,t),{async failed(o){await U(t,o,F),f(d(o))},async outOfTime(o){f(await k(t,o,F))}}),v(e)}await T();

import{a as h}from"../action-chunks/chunk-QDB3UXC7.js";import{a as E,c as O,e as $,g as x}from"../action-chunks/chunk-TXFXRUUQ.js";import{
A as y,C as D,m as v,o as P,p as b,q as U,r as k}from"../action-chunks/chunk-HQFMSUQL.js";import"../action-chunks/chunk-NTHMEBCW.js";import{
F as S,t as l,z as g}from"../action-chunks/chunk-VBLYQMXU.js";import"../action-chunks/chunk-XQPPBWGQ.js";import"../action-chunks/chunk-3LXMZGUX.js";
import"../action-chunks/chunk-G76UWAPX.js";import"../action-chunks/chunk-LZSRZBQU.js";import"../action-chunks/chunk-R2LRCHEZ.js";import"../action-chunks/chunk-J564UGRA.js";
import"../action-chunks/chunk-M64A3EKM.js";import"../action-chunks/chunk-VJ5AW2Y2.js";import"../action-chunks/chunk-FGMDLV4M.js";import"../action-chunks/chunk-F5FIGPXD.js";
import"../action-chunks/chunk-DCKTRPAE.js";import"../action-chunks/chunk-PO5EA42V.js";import{d as w,f as d}from"../action-chunks/chunk-O7UU6C5Q.js";
import{D as m,m as s}from"../action-chunks/chunk-WORRBNCK.js";import{g as p,k as f}from"../action-chunks/chunk-DHIUKFLR.js";import"../action-chunks/chunk-SM223FN7.js";
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

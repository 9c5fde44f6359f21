import{a as E}from"../action-chunks/chunk-6Z7ABG4P.js";import{b as C,d as L,f as T,h as W}from"../action-chunks/chunk-T7ZO57LI.js";import{
k as U,m as b,n as y,o as D,q as G,r as O,s as A,t as $,u as F,v as I,w as P,x as V}from"../action-chunks/chunk-442O6E4W.js";import"../action-chunks/chunk-NTHMEBCW.js";
import{C as k,q as N}from"../action-chunks/chunk-AMLMHIKI.js";import"../action-chunks/chunk-7YU7CFFY.js";import"../action-chunks/chunk-LZSRZBQU.js";
import"../action-chunks/chunk-R2LRCHEZ.js";import"../action-chunks/chunk-MY4XYI2X.js";import"../action-chunks/chunk-47XUVJMT.js";import"../action-chunks/chunk-DRCLGF36.js";
import"../action-chunks/chunk-BBEOYIDT.js";import"../action-chunks/chunk-PO5EA42V.js";import{d as l,f as g}from"../action-chunks/chunk-O7UU6C5Q.js";
import{h}from"../action-chunks/chunk-CNBLK6EZ.js";import{k as i}from"../action-chunks/chunk-DHIUKFLR.js";import"../action-chunks/chunk-SM223FN7.js";
import"../action-chunks/chunk-A64LSPLL.js";async function z(t,r){let o=t.env[h.stage],n=await I("capture",t.env,o?{stage:o}:{}),{workspace:J,reporter:s,secrets:M}=n;
r.stage=n.spec.stage,r.secrets=M;let p=new V(n.store);r.store=p;let e=await C(t.env,n.spec.stage);W(t.env,e);let{prepared:_,
workflowJobs:q,workflowUnread:m}=e,d=G(e.redact.length,L(t.env,e.redact,n.redactInput));if(d)throw d;let f=T(t.env,e,n.redactInput),
u=A(f.changed)??O(f.absent);if(u)throw u;let v=F(e.envSecrets?{kind:"read",names:e.envSecrets.names,jobNames:e.envSecrets.
names,...e.envSecretsUnread===void 0?{}:{incomplete:e.envSecretsUnread}}:{kind:"unread",reason:e.envSecretsUnread??"prep\
are did not read it"});v&&s.info(v);let S=$(t.env,e.envSecrets?.names??[]);P(S);let w=[...new Set([...n.spec.redact,...S])];
r.secrets=w;let c={...n.spec,redact:w,workflowJobs:q,...m===void 0?{}:{workflowUnread:m}},a=await E(c,_,null,{store:p,workspace:J});
if(!r.settled){if(r.settled=!0,await U("capture",a,a.outputs,r,s),a.outcome.reason!=="completed")throw new l(a.outcome.reason,
a.outcome.message,{where:`stage ${c.stage}`});s.info(`stage ${c.stage}: ${a.record.status}, stored as artifact ${a.ref.id}`)}}
var j={action:"capture",refusedOutputs:!1,unfinished:"the handoff was not stored"};async function x(t=N()){let r=b(t.env);
await k(t,o=>z(t,r),{async failed(o){await y(r,o,j),i(g(o))},async outOfTime(o){i(await D(r,o,j))}})}await x();

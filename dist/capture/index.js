import{a as h}from"../action-chunks/chunk-62TN3GVT.js";import{b as P,d as V,f as L,h as T}from"../action-chunks/chunk-GAHYNRP2.js";import{
k,m as y,n as b,o as D,q as G,r as O,s as U,t as A,u as $,v as F,w as I}from"../action-chunks/chunk-B65NIIIN.js";import"../action-chunks/chunk-NTHMEBCW.js";
import{C as N,q as E}from"../action-chunks/chunk-EVRHLDNW.js";import"../action-chunks/chunk-UUOHZP4E.js";import"../action-chunks/chunk-LZSRZBQU.js";
import"../action-chunks/chunk-R2LRCHEZ.js";import"../action-chunks/chunk-I7QCRMXV.js";import"../action-chunks/chunk-EMIKDJGM.js";import"../action-chunks/chunk-PC76UP6Y.js";
import"../action-chunks/chunk-M25A2ATV.js";import"../action-chunks/chunk-PO5EA42V.js";import{d as w,f as l}from"../action-chunks/chunk-O7UU6C5Q.js";
import{h as g}from"../action-chunks/chunk-RQDO2VNO.js";import{k as i}from"../action-chunks/chunk-DHIUKFLR.js";import"../action-chunks/chunk-SM223FN7.js";
import"../action-chunks/chunk-A64LSPLL.js";async function _(e,t){let o=e.env[g.stage],n=await $("capture",e.env,o?{stage:o}:{}),{workspace:x,reporter:a,secrets:C}=n;
t.stage=n.spec.stage,t.secrets=C;let p=new I(n.store);t.store=p;let r=await P(e.env,n.spec.stage);T(e.env,r);let{prepared:J,
workflowJobs:M,workflowUnread:m}=r,f=G(r.redact.length,V(e.env,r.redact,n.redactInput));if(f)throw f;let u=O(L(e.env,r,n.
redactInput));if(u)throw u;let d=A(r.envSecrets?{kind:"read",names:r.envSecrets.names,jobNames:r.envSecrets.names}:{kind:"\
unread",reason:r.envSecretsUnread??"prepare did not read it"});d&&a.info(d);let v=U(e.env,r.envSecrets?.names??[]);F(v);
let S=[...new Set([...n.spec.redact,...v])];t.secrets=S;let c={...n.spec,redact:S,workflowJobs:M,...m===void 0?{}:{workflowUnread:m}},
s=await h(c,J,null,{store:p,workspace:x});if(!t.settled){if(t.settled=!0,await k("capture",s,s.outputs,t,a),s.outcome.reason!==
"completed")throw new w(s.outcome.reason,s.outcome.message,{where:`stage ${c.stage}`});a.info(`stage ${c.stage}: ${s.record.
status}, stored as artifact ${s.ref.id}`)}}var W={action:"capture",refusedOutputs:!1,unfinished:"the handoff was not sto\
red"};async function j(e=E()){let t=y(e.env);await N(e,o=>_(e,t),{async failed(o){await b(t,o,W),i(l(o))},async outOfTime(o){
i(await D(t,o,W))}})}await j();

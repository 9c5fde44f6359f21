import{a as x}from"../action-chunks/chunk-ZXGEJVYY.js";import{b as q,d as z,f as H,h as K}from"../action-chunks/chunk-ZUOWZBCX.js";import{
A as J,e as $,l as F,n as T,o as P,p as C,r as G,s as D,t as R,u as j,v as L,w as B,x as V,y as W,z as _}from"../action-chunks/chunk-PHNYP6BV.js";
import"../action-chunks/chunk-NTHMEBCW.js";import{D as N,G as M,r as I}from"../action-chunks/chunk-IYXZUD3F.js";import"../action-chunks/chunk-E47MSI3N.js";
import"../action-chunks/chunk-LZSRZBQU.js";import"../action-chunks/chunk-R2LRCHEZ.js";import"../action-chunks/chunk-JRAPFFIZ.js";import"../action-chunks/chunk-T7EIYKXH.js";
import"../action-chunks/chunk-6SIN2BQQ.js";import"../action-chunks/chunk-OGFSPBO6.js";import"../action-chunks/chunk-PO5EA42V.js";import{d as p,f as k}from"../action-chunks/chunk-O7UU6C5Q.js";
import{h as A,t as U,x as m}from"../action-chunks/chunk-2FQEBD2O.js";import{k as f}from"../action-chunks/chunk-DHIUKFLR.js";import"../action-chunks/chunk-SM223FN7.js";
import"../action-chunks/chunk-A64LSPLL.js";import{isAbsolute as te,resolve as re}from"node:path";function Q(e,t,r=U.agentOutputBytes){let o;try{o=$(re(t,e),r)}catch(n){let s=n.code,u=s==="EACCES"||s==="EPERM"?"permiss\
ion denied":s??String(n);throw l("agent-output-unreadable",`cannot read ${e}: ${u}`,n)}switch(o.kind){case"missing":throw l(
"agent-output-missing",`there is no file ${e}${te(e)?"":" in the workspace"}: give the file the agent's step wrote its C\
LI's output to (\`codex exec --json \u2026 > codex.jsonl\`, or claude-code-action's \`execution_file\` output), relative to the w\
orkspace or absolute, or leave ${m.agentOutput} empty`);case"not-regular":throw l("agent-output-unreadable",`${e} is ${o.
what}; give a regular file, the one the agent's step wrote its output to (links are never followed)`);case"file":{let{bytes:n,
size:s}=o,u=n.length<s?n.indexOf(10):-1,i=n.length<s?n.subarray(u===-1?n.length:u+1):n;return{path:e,text:Buffer.from(i.
buffer,i.byteOffset,i.length).toString("utf8"),bytes:s,cut:s-i.length}}}}function l(e,t,r){return new p(e,t,{where:m.agentOutput,
...r===void 0?{}:{cause:r}})}async function oe(e,t){let r=e.env[A.stage],o=await W("capture",e.env,r?{stage:r}:{}),{workspace:n,reporter:s,secrets:u}=o;
t.stage=o.spec.stage,t.secrets=u;let i=new J(o.store);t.store=i;let a=await q(e.env,o.spec.stage);K(e.env,a);let{prepared:Z,
workflowJobs:ee,workflowUnread:g}=a,v=G(a.redact.length,z(e.env,a.redact,o.redactInput));if(v)throw v;let w=H(e.env,a,o.
redactInput),S=R(w.changed)??D(w.absent);if(S)throw S;let h=B(a.envSecrets?{kind:"read",names:a.envSecrets.names,jobNames:a.
envSecrets.names,...a.envSecretsUnread===void 0?{}:{incomplete:a.envSecretsUnread}}:{kind:"unread",reason:a.envSecretsUnread??
"prepare did not read it"});h&&s.info(h);let E=L(e.env,a.envSecrets?.names??[]);_(E);let O=[...new Set([...o.spec.redact,
...E])];t.secrets=O;let d={...o.spec,redact:O,workflowJobs:ee,...g===void 0?{}:{workflowUnread:g}},b=j(V()),y=b===null?void 0:
Q(b,M(e.env,"GITHUB_WORKSPACE")),c=await x(d,Z,null,{store:i,workspace:n},y===void 0?{}:{agentOutput:y});if(!t.settled){
if(t.settled=!0,await F("capture",c,c.outputs,t,s),c.outcome.reason!=="completed")throw new p(c.outcome.reason,c.outcome.
message,{where:`stage ${d.stage}`});s.info(`stage ${d.stage}: ${c.record.status}, stored as artifact ${c.ref.id}`)}}var X={
action:"capture",refusedOutputs:!1,unfinished:"the handoff was not stored"};async function Y(e=I()){let t=T(e.env);await N(
e,r=>oe(e,t),{async failed(r){await P(t,r,X),f(k(r))},async outOfTime(r){f(await C(t,r,X))}})}await Y();

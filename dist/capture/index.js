import{a as N}from"../action-chunks/chunk-NBTKPEXJ.js";import{b as Q,d as X,f as Y,h as Z}from"../action-chunks/chunk-FNN4AKYI.js";import{
A as q,B as z,C as K,e as x,m as C,o as G,p as D,q as R,s as j,t as L,u as M,v as V,w as W,x as _,y as B,z as J}from"../action-chunks/chunk-MIP2ERI3.js";
import"../action-chunks/chunk-NTHMEBCW.js";import{E as H,m as F,y as P,z as T}from"../action-chunks/chunk-2OR5XJY6.js";import"../action-chunks/chunk-3HPCDPVJ.js";
import"../action-chunks/chunk-DLKBY6P2.js";import"../action-chunks/chunk-NKOV2BXL.js";import"../action-chunks/chunk-MRMAEUWW.js";import"../action-chunks/chunk-R2LRCHEZ.js";
import"../action-chunks/chunk-JQ5KAX5F.js";import"../action-chunks/chunk-6I7QXP26.js";import"../action-chunks/chunk-RTHOTUUE.js";import"../action-chunks/chunk-BVHP7STO.js";
import"../action-chunks/chunk-Y5UFHVV6.js";import{d as p,f as A}from"../action-chunks/chunk-O7UU6C5Q.js";import"../action-chunks/chunk-PO5EA42V.js";
import{b as I,o as $,s as l}from"../action-chunks/chunk-4B6R3SWB.js";import{h as U}from"../action-chunks/chunk-VLLWXIM2.js";import{k as f}from"../action-chunks/chunk-DHIUKFLR.js";
import"../action-chunks/chunk-SM223FN7.js";import"../action-chunks/chunk-A64LSPLL.js";import{isAbsolute as ne,resolve as se}from"node:path";function ee(e,t,r=$.agentOutputBytes){let o;try{o=x(se(t,e),r)}catch(n){let s=n.code,c=s==="EACCES"||s==="EPERM"?"permis\
sion denied":s??String(n);throw g("agent-output-unreadable",`cannot read ${e}: ${c}`,n)}switch(o.kind){case"missing":throw g(
"agent-output-missing",`there is no file ${e}${ne(e)?"":" in the workspace"}: give the file the agent's step wrote its C\
LI's output to (\`codex exec --json \u2026 > codex.jsonl\`, or claude-code-action's \`execution_file\` output), relative to the w\
orkspace or absolute, or leave ${l.agentOutput} empty`);case"not-regular":throw g("agent-output-unreadable",`${e} is ${o.
what}; give a regular file, the one the agent's step wrote its output to (links are never followed)`);case"file":{let{bytes:n,
size:s}=o,c=n.length<s?n.indexOf(10):-1,u=n.length<s?n.subarray(c===-1?n.length:c+1):n;return{path:e,text:U(u),bytes:s,cut:s-
u.length}}}}function g(e,t,r){return new p(e,t,{where:l.agentOutput,...r===void 0?{}:{cause:r}})}async function ae(e,t){let r=e.env[I.stage],o=await q("capture",e.env,r?{stage:r}:{}),{workspace:n,reporter:s,secrets:c}=o;
t.stage=o.spec.stage,t.secrets=c;let u=new K(o.store);t.store=u;let a=await Q(e.env,o.spec.stage);Z(e.env,a);let{prepared:v,
workflowJobs:oe,workflowUnread:w}=a,S=j(a.redact.length,X(e.env,a.redact,o.redactInput));if(S)throw S;let h=Y(e.env,a,o.
redactInput),E=M(h.changed)??L(h.absent);if(E)throw E;let O=B(a.envSecrets?{kind:"read",names:a.envSecrets.names,jobNames:a.
envSecrets.names,...a.envSecretsUnread===void 0?{}:{incomplete:a.envSecretsUnread}}:{kind:"unread",reason:a.envSecretsUnread??
"prepare did not read it"});O&&s.info(O);let b=_(e.env,a.envSecrets?.names??[]);z(b);let y=[...new Set([...o.spec.redact,
...b])];t.secrets=y;let d=W(J()),m=V({...o.spec,redact:y,workflowJobs:oe,...w===void 0?{}:{workflowUnread:w}},v,d),k=d===
null?void 0:ee(d,H(e.env,"GITHUB_WORKSPACE")),i=await N(m,v,null,{store:u,workspace:n},k===void 0?{}:{agentOutput:k});if(!t.
settled){if(t.settled=!0,await C("capture",i,i.outputs,t,s),i.outcome.reason!=="completed")throw new p(i.outcome.reason,
i.outcome.message,{where:`stage ${m.stage}`});s.info(`stage ${m.stage}: ${i.record.status}, stored as artifact ${i.ref.id}`)}}
var te={action:"capture",refusedOutputs:!1,unfinished:"the handoff was not stored"};async function re(e=F()){let t=G(e.env);
await P(e,r=>ae(e,t),{async failed(r){await D(t,r,te),f(A(r))},async outOfTime(r){f(await R(t,r,te))}}),T(e)}await re();

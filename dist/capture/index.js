import{a as I}from"../action-chunks/chunk-BPPMPXKM.js";import{b as H,d as K,f as Q,h as X}from"../action-chunks/chunk-IJAPDTTW.js";import{
A as J,B as q,C as z,e as x,m as P,o as T,p as C,q as G,s as D,t as R,u as j,v as L,w as B,x as M,y as V,z as _}from"../action-chunks/chunk-GSWJMQ3A.js";
import"../action-chunks/chunk-NTHMEBCW.js";import{C as W,n as N,z as F}from"../action-chunks/chunk-CLLQTKJW.js";import"../action-chunks/chunk-4U3EEQ4V.js";
import"../action-chunks/chunk-42XL5JWP.js";import"../action-chunks/chunk-UM7SE6QN.js";import"../action-chunks/chunk-LZSRZBQU.js";import"../action-chunks/chunk-R2LRCHEZ.js";
import"../action-chunks/chunk-TTMTC74D.js";import"../action-chunks/chunk-64GAV2IW.js";import"../action-chunks/chunk-OGRTTV75.js";import"../action-chunks/chunk-UDNQBRXC.js";
import"../action-chunks/chunk-KF47KKFY.js";import"../action-chunks/chunk-PO5EA42V.js";import{d as p,f as A}from"../action-chunks/chunk-O7UU6C5Q.js";
import{h as U,t as $,x as l}from"../action-chunks/chunk-TIQMD4SL.js";import{k as m}from"../action-chunks/chunk-DHIUKFLR.js";import"../action-chunks/chunk-SM223FN7.js";
import"../action-chunks/chunk-A64LSPLL.js";import{isAbsolute as re,resolve as oe}from"node:path";function Y(e,t,r=$.agentOutputBytes){let o;try{o=x(oe(t,e),r)}catch(n){let s=n.code,u=s==="EACCES"||s==="EPERM"?"permiss\
ion denied":s??String(n);throw g("agent-output-unreadable",`cannot read ${e}: ${u}`,n)}switch(o.kind){case"missing":throw g(
"agent-output-missing",`there is no file ${e}${re(e)?"":" in the workspace"}: give the file the agent's step wrote its C\
LI's output to (\`codex exec --json \u2026 > codex.jsonl\`, or claude-code-action's \`execution_file\` output), relative to the w\
orkspace or absolute, or leave ${l.agentOutput} empty`);case"not-regular":throw g("agent-output-unreadable",`${e} is ${o.
what}; give a regular file, the one the agent's step wrote its output to (links are never followed)`);case"file":{let{bytes:n,
size:s}=o,u=n.length<s?n.indexOf(10):-1,i=n.length<s?n.subarray(u===-1?n.length:u+1):n;return{path:e,text:Buffer.from(i.
buffer,i.byteOffset,i.length).toString("utf8"),bytes:s,cut:s-i.length}}}}function g(e,t,r){return new p(e,t,{where:l.agentOutput,
...r===void 0?{}:{cause:r}})}async function ne(e,t){let r=e.env[U.stage],o=await J("capture",e.env,r?{stage:r}:{}),{workspace:n,reporter:s,secrets:u}=o;
t.stage=o.spec.stage,t.secrets=u;let i=new z(o.store);t.store=i;let a=await H(e.env,o.spec.stage);X(e.env,a);let{prepared:v,
workflowJobs:te,workflowUnread:w}=a,S=D(a.redact.length,K(e.env,a.redact,o.redactInput));if(S)throw S;let h=Q(e.env,a,o.
redactInput),E=j(h.changed)??R(h.absent);if(E)throw E;let O=V(a.envSecrets?{kind:"read",names:a.envSecrets.names,jobNames:a.
envSecrets.names,...a.envSecretsUnread===void 0?{}:{incomplete:a.envSecretsUnread}}:{kind:"unread",reason:a.envSecretsUnread??
"prepare did not read it"});O&&s.info(O);let b=M(e.env,a.envSecrets?.names??[]);q(b);let y=[...new Set([...o.spec.redact,
...b])];t.secrets=y;let d=B(_()),f=L({...o.spec,redact:y,workflowJobs:te,...w===void 0?{}:{workflowUnread:w}},v,d),k=d===
null?void 0:Y(d,W(e.env,"GITHUB_WORKSPACE")),c=await I(f,v,null,{store:i,workspace:n},k===void 0?{}:{agentOutput:k});if(!t.
settled){if(t.settled=!0,await P("capture",c,c.outputs,t,s),c.outcome.reason!=="completed")throw new p(c.outcome.reason,
c.outcome.message,{where:`stage ${f.stage}`});s.info(`stage ${f.stage}: ${c.record.status}, stored as artifact ${c.ref.id}`)}}
var Z={action:"capture",refusedOutputs:!1,unfinished:"the handoff was not stored"};async function ee(e=N()){let t=T(e.env);
await F(e,r=>ne(e,t),{async failed(r){await C(t,r,Z),m(A(r))},async outOfTime(r){m(await G(t,r,Z))}})}await ee();

import{a as x}from"../action-chunks/chunk-H6BXBHPU.js";import{b as K,d as Q,f as X,h as Y}from"../action-chunks/chunk-7L4VHPEA.js";import{
A as J,B as q,C as z,e as $,m as T,o as C,p as G,q as D,s as R,t as j,u as L,v as B,w as M,x as V,y as W,z as H}from"../action-chunks/chunk-NZ3N3DU4.js";
import"../action-chunks/chunk-NTHMEBCW.js";import{A as P,E as _,n as N,z as F}from"../action-chunks/chunk-VZCDBS3T.js";import"../action-chunks/chunk-WOTIQE6Z.js";
import"../action-chunks/chunk-GJ6RG2IC.js";import"../action-chunks/chunk-2F3RZLDD.js";import"../action-chunks/chunk-MRMAEUWW.js";import"../action-chunks/chunk-R2LRCHEZ.js";
import"../action-chunks/chunk-I3R55QJ2.js";import"../action-chunks/chunk-XGSINEGA.js";import"../action-chunks/chunk-3BXX7L25.js";import"../action-chunks/chunk-PHI32AUF.js";
import"../action-chunks/chunk-I3QVZSCL.js";import"../action-chunks/chunk-PO5EA42V.js";import{d as p,f as A}from"../action-chunks/chunk-O7UU6C5Q.js";
import{h as I,t as U,x as l}from"../action-chunks/chunk-2W3RAMDQ.js";import{k as m}from"../action-chunks/chunk-DHIUKFLR.js";import"../action-chunks/chunk-SM223FN7.js";
import"../action-chunks/chunk-A64LSPLL.js";import{isAbsolute as ne,resolve as oe}from"node:path";function Z(e,t,r=U.agentOutputBytes){let n;try{n=$(oe(t,e),r)}catch(o){let s=o.code,u=s==="EACCES"||s==="EPERM"?"permiss\
ion denied":s??String(o);throw g("agent-output-unreadable",`cannot read ${e}: ${u}`,o)}switch(n.kind){case"missing":throw g(
"agent-output-missing",`there is no file ${e}${ne(e)?"":" in the workspace"}: give the file the agent's step wrote its C\
LI's output to (\`codex exec --json \u2026 > codex.jsonl\`, or claude-code-action's \`execution_file\` output), relative to the w\
orkspace or absolute, or leave ${l.agentOutput} empty`);case"not-regular":throw g("agent-output-unreadable",`${e} is ${n.
what}; give a regular file, the one the agent's step wrote its output to (links are never followed)`);case"file":{let{bytes:o,
size:s}=n,u=o.length<s?o.indexOf(10):-1,i=o.length<s?o.subarray(u===-1?o.length:u+1):o;return{path:e,text:Buffer.from(i.
buffer,i.byteOffset,i.length).toString("utf8"),bytes:s,cut:s-i.length}}}}function g(e,t,r){return new p(e,t,{where:l.agentOutput,
...r===void 0?{}:{cause:r}})}async function se(e,t){let r=e.env[I.stage],n=await J("capture",e.env,r?{stage:r}:{}),{workspace:o,reporter:s,secrets:u}=n;
t.stage=n.spec.stage,t.secrets=u;let i=new z(n.store);t.store=i;let a=await K(e.env,n.spec.stage);Y(e.env,a);let{prepared:v,
workflowJobs:re,workflowUnread:w}=a,S=R(a.redact.length,Q(e.env,a.redact,n.redactInput));if(S)throw S;let h=X(e.env,a,n.
redactInput),E=L(h.changed)??j(h.absent);if(E)throw E;let O=W(a.envSecrets?{kind:"read",names:a.envSecrets.names,jobNames:a.
envSecrets.names,...a.envSecretsUnread===void 0?{}:{incomplete:a.envSecretsUnread}}:{kind:"unread",reason:a.envSecretsUnread??
"prepare did not read it"});O&&s.info(O);let b=V(e.env,a.envSecrets?.names??[]);q(b);let y=[...new Set([...n.spec.redact,
...b])];t.secrets=y;let d=M(H()),f=B({...n.spec,redact:y,workflowJobs:re,...w===void 0?{}:{workflowUnread:w}},v,d),k=d===
null?void 0:Z(d,_(e.env,"GITHUB_WORKSPACE")),c=await x(f,v,null,{store:i,workspace:o},k===void 0?{}:{agentOutput:k});if(!t.
settled){if(t.settled=!0,await T("capture",c,c.outputs,t,s),c.outcome.reason!=="completed")throw new p(c.outcome.reason,
c.outcome.message,{where:`stage ${f.stage}`});s.info(`stage ${f.stage}: ${c.record.status}, stored as artifact ${c.ref.id}`)}}
var ee={action:"capture",refusedOutputs:!1,unfinished:"the handoff was not stored"};async function te(e=N()){let t=C(e.env);
await F(e,r=>se(e,t),{async failed(r){await G(t,r,ee),m(A(r))},async outOfTime(r){m(await D(t,r,ee))}}),P(e)}await te();

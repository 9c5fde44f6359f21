import{a as N}from"../action-chunks/chunk-M23I3WUQ.js";import{b as K,d as Q,f as X,h as Y}from"../action-chunks/chunk-W72YWONR.js";import{
A as q,B as z,C as H,e as I,m as T,o as C,p as G,q as D,s as R,t as j,u as L,v as M,w as V,x as W,y as _,z as J}from"../action-chunks/chunk-XKIKFYQ5.js";
import"../action-chunks/chunk-NTHMEBCW.js";import{F as P,J as B,t as F}from"../action-chunks/chunk-USK3TA6W.js";import"../action-chunks/chunk-7VAKWZ75.js";
import"../action-chunks/chunk-R5JT6CVI.js";import"../action-chunks/chunk-TOEZMH3Z.js";import"../action-chunks/chunk-LZSRZBQU.js";import"../action-chunks/chunk-R2LRCHEZ.js";
import"../action-chunks/chunk-43KZTHGH.js";import"../action-chunks/chunk-6I6CLS2H.js";import"../action-chunks/chunk-D5DAGAHK.js";import"../action-chunks/chunk-D2YR2IAL.js";
import"../action-chunks/chunk-F5SJJ7OM.js";import"../action-chunks/chunk-PO5EA42V.js";import{d as p,f as A}from"../action-chunks/chunk-O7UU6C5Q.js";
import{D as l,i as U,m as $,z as x}from"../action-chunks/chunk-HAPBAMSR.js";import{k as f}from"../action-chunks/chunk-DHIUKFLR.js";import"../action-chunks/chunk-SM223FN7.js";
import"../action-chunks/chunk-A64LSPLL.js";import{isAbsolute as oe,resolve as ne}from"node:path";function Z(e,t,r=x.agentOutputBytes){let o;try{o=I(ne(t,e),r)}catch(n){let s=n.code,c=s==="EACCES"||s==="EPERM"?"permiss\
ion denied":s??String(n);throw g("agent-output-unreadable",`cannot read ${e}: ${c}`,n)}switch(o.kind){case"missing":throw g(
"agent-output-missing",`there is no file ${e}${oe(e)?"":" in the workspace"}: give the file the agent's step wrote its C\
LI's output to (\`codex exec --json \u2026 > codex.jsonl\`, or claude-code-action's \`execution_file\` output), relative to the w\
orkspace or absolute, or leave ${l.agentOutput} empty`);case"not-regular":throw g("agent-output-unreadable",`${e} is ${o.
what}; give a regular file, the one the agent's step wrote its output to (links are never followed)`);case"file":{let{bytes:n,
size:s}=o,c=n.length<s?n.indexOf(10):-1,u=n.length<s?n.subarray(c===-1?n.length:c+1):n;return{path:e,text:U(u),bytes:s,cut:s-
u.length}}}}function g(e,t,r){return new p(e,t,{where:l.agentOutput,...r===void 0?{}:{cause:r}})}async function se(e,t){let r=e.env[$.stage],o=await q("capture",e.env,r?{stage:r}:{}),{workspace:n,reporter:s,secrets:c}=o;
t.stage=o.spec.stage,t.secrets=c;let u=new H(o.store);t.store=u;let a=await K(e.env,o.spec.stage);Y(e.env,a);let{prepared:v,
workflowJobs:re,workflowUnread:w}=a,S=R(a.redact.length,Q(e.env,a.redact,o.redactInput));if(S)throw S;let h=X(e.env,a,o.
redactInput),E=L(h.changed)??j(h.absent);if(E)throw E;let O=_(a.envSecrets?{kind:"read",names:a.envSecrets.names,jobNames:a.
envSecrets.names,...a.envSecretsUnread===void 0?{}:{incomplete:a.envSecretsUnread}}:{kind:"unread",reason:a.envSecretsUnread??
"prepare did not read it"});O&&s.info(O);let b=W(e.env,a.envSecrets?.names??[]);z(b);let y=[...new Set([...o.spec.redact,
...b])];t.secrets=y;let d=V(J()),m=M({...o.spec,redact:y,workflowJobs:re,...w===void 0?{}:{workflowUnread:w}},v,d),k=d===
null?void 0:Z(d,B(e.env,"GITHUB_WORKSPACE")),i=await N(m,v,null,{store:u,workspace:n},k===void 0?{}:{agentOutput:k});if(!t.
settled){if(t.settled=!0,await T("capture",i,i.outputs,t,s),i.outcome.reason!=="completed")throw new p(i.outcome.reason,
i.outcome.message,{where:`stage ${m.stage}`});s.info(`stage ${m.stage}: ${i.record.status}, stored as artifact ${i.ref.id}`)}}
var ee={action:"capture",refusedOutputs:!1,unfinished:"the handoff was not stored"};async function te(e=F()){let t=C(e.env);
await P(e,r=>se(e,t),{async failed(r){await G(t,r,ee),f(A(r))},async outOfTime(r){f(await D(t,r,ee))}})}await te();

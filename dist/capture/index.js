import{a as F}from"../action-chunks/chunk-X2CZJN4H.js";import{b as X,d as Y,f as Z,h as ee}from"../action-chunks/chunk-3QZKMYHN.js";import{
A as z,B as K,C as Q,e as N,m as G,o as D,p as R,q as j,s as L,t as M,u as V,v as W,w as _,x as B,y as H,z as q}from"../action-chunks/chunk-QAQNA5BQ.js";
import"../action-chunks/chunk-NTHMEBCW.js";import"../action-chunks/chunk-ID5774FQ.js";import{E as J,m as P,y as T,z as C}from"../action-chunks/chunk-JHGOV4WQ.js";
import"../action-chunks/chunk-Q2LHL6MY.js";import"../action-chunks/chunk-KH6MSAET.js";import"../action-chunks/chunk-77W67CAP.js";import"../action-chunks/chunk-MRMAEUWW.js";
import"../action-chunks/chunk-R2LRCHEZ.js";import"../action-chunks/chunk-ZHXVBFIU.js";import"../action-chunks/chunk-3M4OR4VW.js";import"../action-chunks/chunk-S3VQCA2F.js";
import"../action-chunks/chunk-4K4GM72I.js";import"../action-chunks/chunk-GNY3OND4.js";import{d as p,f as U}from"../action-chunks/chunk-O7UU6C5Q.js";
import"../action-chunks/chunk-PO5EA42V.js";import{b as $,o as x,s as l}from"../action-chunks/chunk-JQWIKLAS.js";import{h as I}from"../action-chunks/chunk-VLLWXIM2.js";
import{k as f}from"../action-chunks/chunk-DHIUKFLR.js";import"../action-chunks/chunk-SM223FN7.js";import"../action-chunks/chunk-A64LSPLL.js";import{isAbsolute as ae,resolve as ie}from"node:path";function te(e,t,r=x.agentOutputBytes){let n;try{n=N(ie(t,e),r)}catch(s){let a=s.code,c=a==="EACCES"||a==="EPERM"?"permis\
sion denied":a??String(s);throw g("agent-output-unreadable",`cannot read ${e}: ${c}`,s)}switch(n.kind){case"missing":throw g(
"agent-output-missing",`there is no file ${e}${ae(e)?"":" in the workspace"}: give the file the agent's step wrote its C\
LI's output to (\`codex exec --json \u2026 > codex.jsonl\`, or claude-code-action's \`execution_file\` output), relative to the w\
orkspace or absolute, or leave ${l.agentOutput} empty`);case"not-regular":throw g("agent-output-unreadable",`${e} is ${n.
what}; give a regular file, the one the agent's step wrote its output to (links are never followed)`);case"file":{let{bytes:s,
size:a}=n,c=s.length<a?s.indexOf(10):-1,u=s.length<a?s.subarray(c===-1?s.length:c+1):s;return{path:e,text:I(u),bytes:a,cut:a-
u.length}}}}function g(e,t,r){return new p(e,t,{where:l.agentOutput,...r===void 0?{}:{cause:r}})}async function ce(e,t){let r=e.env[$.stage],n=await z("capture",e.env,r?{stage:r}:{}),{workspace:s,reporter:a,secrets:c}=n;
t.stage=n.spec.stage,t.secrets=c;let u=new Q(n.store);t.store=u;let o=await X(e.env,n.spec.stage);ee(e.env,o);let{prepared:v,
workflowJobs:oe,workflowUnread:w}=o,S=L(o.redact.length,Y(e.env,o.redact,n.redactInput));if(S)throw S;let h=Z(e.env,o,n.
redactInput),E=V(h.changed)??M(h.absent);if(E)throw E;let O=o.envSecrets?.written??{},{values:b,unrecovered:se}=B(e.env,
o.envSecrets?.names??[],O),y=H(o.envSecrets?{kind:"read",names:o.envSecrets.names,jobNames:o.envSecrets.names,written:O,
...o.envSecretsUnread===void 0?{}:{incomplete:o.envSecretsUnread}}:{kind:"unread",reason:o.envSecretsUnread??"prepare di\
d not read it"},se);y&&a.info(y),K(b);let k=[...new Set([...n.spec.redact,...b])];t.secrets=k;let d=_(q()),m=W({...n.spec,
redact:k,workflowJobs:oe,...w===void 0?{}:{workflowUnread:w}},v,d),A=d===null?void 0:te(d,J(e.env,"GITHUB_WORKSPACE")),i=await F(
m,v,null,{store:u,workspace:s},A===void 0?{}:{agentOutput:A});if(!t.settled){if(t.settled=!0,await G("capture",i,i.outputs,
t,a),i.outcome.reason!=="completed")throw new p(i.outcome.reason,i.outcome.message,{where:`stage ${m.stage}`});a.info(`s\
tage ${m.stage}: ${i.record.status}, stored as artifact ${i.ref.id}`)}}var re={action:"capture",refusedOutputs:!1,unfinished:"\
the handoff was not stored"};async function ne(e=P()){let t=D(e.env);await T(e,r=>ce(e,t),{async failed(r){await R(t,r,re),
f(U(r))},async outOfTime(r){f(await j(t,r,re))}}),C(e)}await ne();

import{a as x}from"../action-chunks/chunk-WUDVRFHS.js";import{b as _,d as J,f as q,h as z}from"../action-chunks/chunk-4WDPB4Z7.js";import{
e as $,l as U,n as F,o as T,p as P,r as G,s as C,t as D,u as R,v as j,w as B,x as M,y as V,z as W}from"../action-chunks/chunk-P24LXT6Q.js";
import"../action-chunks/chunk-NTHMEBCW.js";import{C as N,F as L,q as I}from"../action-chunks/chunk-IHN7WZ3P.js";import"../action-chunks/chunk-JVB4MFW7.js";
import"../action-chunks/chunk-LZSRZBQU.js";import"../action-chunks/chunk-R2LRCHEZ.js";import"../action-chunks/chunk-76GA7FJ5.js";import"../action-chunks/chunk-AQF32NQ6.js";
import"../action-chunks/chunk-KGGRXWCQ.js";import"../action-chunks/chunk-WGTUOESA.js";import"../action-chunks/chunk-PO5EA42V.js";import{d as p,f as A}from"../action-chunks/chunk-O7UU6C5Q.js";
import{h as y,t as k,x as d}from"../action-chunks/chunk-K26OWEVR.js";import{k as m}from"../action-chunks/chunk-DHIUKFLR.js";import"../action-chunks/chunk-SM223FN7.js";
import"../action-chunks/chunk-A64LSPLL.js";import{isAbsolute as Z,resolve as ee}from"node:path";function H(e,t,r=k.agentOutputBytes){let o;try{o=$(ee(t,e),r)}catch(n){let s=n.code,u=s==="EACCES"||s==="EPERM"?"permiss\
ion denied":s??String(n);throw l("agent-output-unreadable",`cannot read ${e}: ${u}`,n)}switch(o.kind){case"missing":throw l(
"agent-output-missing",`there is no file ${e}${Z(e)?"":" in the workspace"}: give the file the agent's step wrote its CL\
I's output to (\`codex exec --json \u2026 > codex.jsonl\`, or claude-code-action's \`execution_file\` output), relative to the wo\
rkspace or absolute, or leave ${d.agentOutput} empty`);case"not-regular":throw l("agent-output-unreadable",`${e} is ${o.
what}; give a regular file, the one the agent's step wrote its output to (links are never followed)`);case"file":{let{bytes:n,
size:s}=o,u=n.length<s?n.indexOf(10):-1,i=n.length<s?n.subarray(u===-1?n.length:u+1):n;return{path:e,text:Buffer.from(i.
buffer,i.byteOffset,i.length).toString("utf8"),bytes:s,cut:s-i.length}}}}function l(e,t,r){return new p(e,t,{where:d.agentOutput,
...r===void 0?{}:{cause:r}})}async function te(e,t){let r=e.env[y.stage],o=await M("capture",e.env,r?{stage:r}:{}),{workspace:n,reporter:s,secrets:u}=o;
t.stage=o.spec.stage,t.secrets=u;let i=new W(o.store);t.store=i;let a=await _(e.env,o.spec.stage);z(e.env,a);let{prepared:X,
workflowJobs:Y,workflowUnread:g}=a,v=G(a.redact.length,J(e.env,a.redact,o.redactInput));if(v)throw v;let w=C(q(e.env,a,o.
redactInput));if(w)throw w;let S=j(a.envSecrets?{kind:"read",names:a.envSecrets.names,jobNames:a.envSecrets.names}:{kind:"\
unread",reason:a.envSecretsUnread??"prepare did not read it"});S&&s.info(S);let h=R(e.env,a.envSecrets?.names??[]);V(h);
let E=[...new Set([...o.spec.redact,...h])];t.secrets=E;let f={...o.spec,redact:E,workflowJobs:Y,...g===void 0?{}:{workflowUnread:g}},
O=D(B()),b=O===null?void 0:H(O,L(e.env,"GITHUB_WORKSPACE")),c=await x(f,X,null,{store:i,workspace:n},b===void 0?{}:{agentOutput:b});
if(!t.settled){if(t.settled=!0,await U("capture",c,c.outputs,t,s),c.outcome.reason!=="completed")throw new p(c.outcome.reason,
c.outcome.message,{where:`stage ${f.stage}`});s.info(`stage ${f.stage}: ${c.record.status}, stored as artifact ${c.ref.id}`)}}
var K={action:"capture",refusedOutputs:!1,unfinished:"the handoff was not stored"};async function Q(e=I()){let t=F(e.env);
await N(e,r=>te(e,t),{async failed(r){await T(t,r,K),m(A(r))},async outOfTime(r){m(await P(t,r,K))}})}await Q();

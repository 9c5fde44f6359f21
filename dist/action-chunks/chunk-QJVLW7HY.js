import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{h as F,j as D}from"./chunk-FGCHFRVB.js";import{j as J}from"./chunk-32C7BGG7.js";import{d as C,e as b}from"./chunk-VOJVMDGY.js";
import{a as z,b as q,c as B,d as Y}from"./chunk-OMPU62QF.js";import{d as K}from"./chunk-4OFY36JZ.js";import{
a as x}from"./chunk-ZEHD6RKR.js";import{d as N,o as I,s as W,t as $,u as v,v as j}from"./chunk-RRNY4VCJ.js";
import{H,i as _}from"./chunk-UHTD4FAP.js";import{d as P,e as E,f as L}from"./chunk-O7UU6C5Q.js";import{D as R,
J as U,m as M,p as k,x as O,z as T}from"./chunk-LYXMPV4N.js";function G(){let e=_(H,{io:"input",target:"draft-2020-12"}),{$schema:n,...t}=e;return{$schema:n,$id:O.handoff,title:"bat\
on handoff, version 1",...t,description:`${String(t.description??"")} Limits in UTF-8 bytes cannot be expressed in JSON \
Schema: maxLength (characters) is the nearest, looser bound, and \`baton validate\` checks the bytes. So do the rules a pa\
ttern cannot carry: data keys and values at most ${T.dataBytes} bytes in all, no duplicate keys, no __proto__, construct\
or or prototype key anywhere.`}}function V(e){let n=e.problems.filter(d=>d.severity==="error"),t=(n.length>0?n:e.problems).map(d=>`- ${N(d).replace(/\s+/g,
" ")}`).join(`
`),a=JSON.stringify(G(),null,2);return[`# Your handoff for stage \`${e.stage}\` was not accepted`,"","Your last run fini\
shed, but baton could not accept its handoff:","",t,"",`Do not redo the work. Write the handoff again, as one JSON objec\
t that follows the JSON Schema below, to the file named by the environment variable \`${M.handoffPath}\` (or print it as \
the last thing you output, between a line \`${k.start}\` and a line \`${k.end}\`).`,"","## The handoff JSON Schema","",b(
a,"json"),"",...e.dataSchema===void 0?[]:["## This stage's data-schema","","The handoff's `data` must also follow this J\
SON Schema (a pattern is an ECMAScript regular expression; lengths are in UTF-8 bytes):","",b(C(e.dataSchema),"json"),""],
"## The task you were given","",b(e.previousPrompt,"markdown"),""].join(`
`)}async function Ae(e,n,t={}){let a=t.attempt??1,d=n.workspace.now();await ee(e,a,n.store);let s=t.upstream??await te(e,n.
store),m=t.parent!==void 0?t.parent:await ne(e,n),o=s.filter(i=>i.stored!==void 0),f=o.map(i=>Q(i.stored)).sort((i,S)=>x(
i.stage,S.stage)),l=m?.deepest[0]?.record.hop??0,h=1+Math.max(l,...o.map(i=>i.stored.record.hop)),g=m?{run:m.run,lineage:m.
deepest.map(Q)}:void 0,u=async(i,S)=>{let y=await F(e,{attempt:a,repair:t.repair!==void 0,hop:h,lineage:f,...g?{parent:g}:
{},prompt:"",handoff:null,agent:null,startedAt:d,finishedAt:n.workspace.now(),usage:null,verify:null,outcome:i,problems:S},
n);return{kind:"refused",result:{stage:e.stage,ok:!1,outcome:y.outcome,attempts:[y],final:y,outputs:D(y.record,null,{artifactId:y.
ref.id})}}};if(h>e.maxHandoffs){let i=await oe(e,o,m,n),S=`stage ${e.stage} would be hop ${h}, more than max-handoffs ${e.
maxHandoffs}: ${ie(i)}`;return u({reason:"max-handoffs",message:S,hop:h,limit:e.maxHandoffs,chain:i},[{code:U.maxHandoffs,
severity:"error",path:"$",message:S}])}let r,c=[];if(t.repair)r=V({stage:e.stage,...t.repair,...e.dataSchema===void 0?{}:
{dataSchema:e.dataSchema}});else try{({prompt:r,warnings:c}=await X(e,s,t.attemptContext))}catch(i){if(!(i instanceof P))
throw i;let S={code:i.code,severity:"error",path:i.where??"$",message:i.message};return u({reason:"render-failed",message:L(
i),problems:[S]},[S])}let p=await n.workspace.attemptPaths(e.stage,a);return e.agent?.kind==="preset"&&(r=`${r.trimEnd()}\


${J({handoffPath:p.handoffPath,...e.dataSchema===void 0?{}:{dataSchema:e.dataSchema}})}
`),await n.workspace.writePrompt(p.promptPath,r),{kind:"ready",prepared:{stage:e.stage,attempt:a,repair:t.repair!==void 0,
prompt:r,promptPath:p.promptPath,handoffPath:p.handoffPath,lineage:f,hop:h,...g?{parent:g}:{},warnings:c,preparedAt:d.toISOString(),
...e.agent?.kind==="preset"?{agent:e.agent.preset}:{}},upstream:s,parent:m}}async function X(e,n,t){if(e.template===null)
throw new P("prompt-missing","this stage has no prompt template",{where:e.stage});let a={source:e.template.source,...e.maxPromptTokens===
null?{}:{maxPromptTokens:e.maxPromptTokens},...e.madeEvent===void 0?{}:{madeEventHint:z(e.madeEvent,e.madeEventRun)},...e.
workflowUnread===void 0?{}:{notUpstreamHint:Z(e.workflowUnread,e.needs)}};await B(e.template.text,a);let d=K({upstream:n,
inputs:e.inputs,github:e.github,...t?{attempt:t}:{},require:e.needs,analysis:q(e.template.text)}),s=Y(e.template.text,d.
context,a);return{prompt:s.prompt,warnings:[...d.warnings,...s.warnings]}}function Z(e,n){return t=>{let a=[...new Set(t.
filter(m=>m.kind==="stage").map(m=>m.stage))],d=[...new Set([...n,...a])],s=a.length>0?`give the step \`${R.needs}: ${d.
join(", ")}\``:`give the step a \`${R.needs}\` input naming the stages of ${t.map(m=>`job ${m.stage}`).join(", ")}`;return`\
the workflow file was not read here (${e}), so the upstream stages are only those the \`${R.needs}\` input names (${n.length>
0?n.join(", "):"none"}) and the stages their records name: check out this repository before this step (actions/checkout \
with persist-credentials: false), or ${s}`}}async function ee(e,n,t){let a={stage:e.stage,attempt:n,runAttempt:e.run.attempt};
if((await t.list()).some(s=>I(s,a)===0))throw new P("record-exists",`${W(a)} already has a record in this run, so the ag\
ent was not run; records are immutable`,{where:`stage ${e.stage}`,details:[`another job of this run records stage ${e.stage}\
: give each job its own stage id (the \`${R.stage}\` input)`]})}async function te(e,n){let t=e.upstream.filter(u=>u.stage!==
e.stage),[a,d]=await Promise.all([Promise.all(t.map(u=>n.get(u.stage))),n.list().then($)]),s=v(d),m=new Map(t.map(u=>[u.
stage,u])),o=(u,r)=>{let{job:c=null,matrix:p,open:w,place:i}=m.get(u)??{};return{stage:u,job:c??r?.record.job??u,stored:r,
...p===void 0?{}:{matrix:p},...w===!0?{open:!0}:{},...i===void 0?{}:{place:i}}},f=new Map,l=new Map,h=(u,r)=>{let c=s&&r!==
void 0?j(r.record,d):void 0;c!==void 0&&l.set(u,{stored:r,why:c}),f.set(u,c===void 0?r:void 0)};for(let[u,r]of t.entries())
h(r.stage,a[u]);if(e.expandLineage){let u=a.filter(r=>r!==void 0);for(let r=u.shift();r;r=u.shift()){let c=l.get(r.record.
stage)?.stored===r;for(let p of r.record.lineage){if(p.stage===e.stage||f.has(p.stage))continue;let w;if(c)w=await n.get(
p.stage);else{let i=await n.getAttempt(p.stage,p.attempt,p.run_attempt);w=i?.recordSha256===p.record_sha256?i:void 0}h(p.
stage,w),w&&u.push(w)}}}let g=e.expandLineage?await re(e,f,l,n):new Map;return[...f].map(([u,r])=>{let c=g.get(u),p=l.get(
u)?.why;return{...o(u,r),...c?{recordedLike:c}:{},...p?{superseded:p}:{}}})}async function re(e,n,t,a){let d=e.needs.filter(
o=>n.has(o)&&n.get(o)===void 0&&!t.has(o)),s=new Map;if(d.length===0)return s;let m=[...new Set((await a.list()).map(o=>o.
stage))].filter(o=>o!==e.stage).sort(x);for(let o of d){let f=m.filter(l=>l.startsWith(`${o}-`));f.length>0&&s.set(o,f)}
return s}async function ne(e,n){if(e.parentRun===null)return null;if(!n.openRun)throw new E(`stage ${e.stage}: a parent \
run is set but no way to open another run was given`);let t=await n.openRun(e.parentRun),a=$(await t.list()),d=v(a),s=(await Promise.
all([...a.values()].map(o=>t.getAttempt(o.stage,o.attempt,o.runAttempt)))).filter(o=>o!==void 0&&!(d&&j(o.record,a)!==void 0)),
m=Math.max(0,...s.map(o=>o.record.hop));return{run:e.parentRun,store:t,deepest:s.filter(o=>o.record.hop===m)}}function Q(e){
let{stage:n,attempt:t,run:a}=e.record;return{stage:n,attempt:t,...a.attempt>1?{run_attempt:a.attempt}:{},record_sha256:e.
recordSha256}}async function oe(e,n,t,a){let d=e.maxHandoffs+1,s=new Map(n.map(r=>[r.stored.recordSha256,r.stored])),m=new Map;
t&&m.set(t.run,Promise.resolve(t.store));let o=r=>(!m.has(r)&&a.openRun&&m.set(r,a.openRun(r)),m.get(r)),f=r=>r.reduce((c,p)=>c===
void 0||p.stored.record.hop>c.stored.record.hop?p:c,void 0),l=async(r,c,p)=>{let w=[];for(let i of r){let S=(p===null?s.
get(i.record_sha256):void 0)??await c.getAttempt(i.stage,i.attempt,i.run_attempt);S?.recordSha256===i.record_sha256&&w.push(
{stored:S,store:c,run:p})}return w},h=[{stage:e.stage,run:null}],g=f([...n.map(r=>({stored:r.stored,store:a.store,run:null})),
...(t?.deepest??[]).map(r=>({stored:r,store:t.store,run:t.run}))]),u=!1;for(;g&&h.length<d+1;){h.unshift({stage:g.stored.
record.stage,run:g.run});let{record:r}=g.stored;if(r.hop<=1){u=!0;break}let c=await l(r.lineage,g.store,g.run);if(r.parent)
try{let p=await o(r.parent.run);p&&c.push(...await l(r.parent.lineage,p,r.parent.run))}catch{}g=f(c)}return ae(h,u)}function ae(e,n){
let t=e.some(s=>s.run!==null),a=n?[]:["\u2026"],d;for(let s of e)t&&s.run!==d&&a.push(se(s.run)),d=s.run,a.push(s.stage);
return a}function se(e){return e===null?"this run:":`run ${e}:`}function A(e){return e.endsWith(":")}function ie(e){let n=e.
filter(o=>!A(o)&&o!=="\u2026").length,t=[],a,d=!1,s=0;for(let o of e)A(o)?(a=o,d=!1):o==="\u2026"?t.push(o):(n<=12||s<5||
s>=n-5?(a!==void 0&&!d&&t.push(a),d=!0,t.push(o)):t.at(-1)!=="\u2026"&&t.push("\u2026"),s++);let m="";for(let[o,f]of t.entries()){
let l=t[o-1];m+=o===0?f:l!==void 0&&A(l)?` ${f}`:` \u2192 ${f}`}return m}export{Ae as a};

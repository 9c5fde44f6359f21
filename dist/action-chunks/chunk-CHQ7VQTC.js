import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{h as C,j as J}from"./chunk-XKIKFYQ5.js";import{j as _,o as N,p as F,s as D}from"./chunk-USK3TA6W.js";
import{d as U,e as P}from"./chunk-7VAKWZ75.js";import{a as W,b as K,c as z,d as q}from"./chunk-FT2JXJFG.js";
import{d as I}from"./chunk-43KZTHGH.js";import{a as x}from"./chunk-6I6CLS2H.js";import{b as H}from"./chunk-D5DAGAHK.js";
import{H as T,i as O}from"./chunk-F5SJJ7OM.js";import{d as R,e as v,f as j}from"./chunk-O7UU6C5Q.js";import{
D as y,J as M,m as A,p as k,x as E,z as L}from"./chunk-HAPBAMSR.js";function B(){let e=O(T,{io:"input",target:"draft-2020-12"}),{$schema:n,...r}=e;return{$schema:n,$id:E.handoff,title:"bat\
on handoff, version 1",...r,description:`${String(r.description??"")} Limits in UTF-8 bytes cannot be expressed in JSON \
Schema: maxLength (characters) is the nearest, looser bound, and \`baton validate\` checks the bytes. So do the rules a pa\
ttern cannot carry: data keys and values at most ${L.dataBytes} bytes in all, no duplicate keys, no __proto__, construct\
or or prototype key anywhere.`}}function Y(e){let n=e.problems.filter(i=>i.severity==="error"),r=(n.length>0?n:e.problems).map(i=>`- ${H(i).replace(/\s+/g,
" ")}`).join(`
`),o=JSON.stringify(B(),null,2);return[`# Your handoff for stage \`${e.stage}\` was not accepted`,"","Your last run fini\
shed, but baton could not accept its handoff:","",r,"",`Do not redo the work. Write the handoff again, as one JSON objec\
t that follows the JSON Schema below, to the file named by the environment variable \`${A.handoffPath}\` (or print it as \
the last thing you output, between a line \`${k.start}\` and a line \`${k.end}\`).`,"","## The handoff JSON Schema","",P(
o,"json"),"",...e.dataSchema===void 0?[]:["## This stage's data-schema","","The handoff's `data` must also follow this J\
SON Schema (a pattern is an ECMAScript regular expression; lengths are in UTF-8 bytes):","",P(U(e.dataSchema),"json"),""],
"## The task you were given","",P(e.previousPrompt,"markdown"),""].join(`
`)}async function $e(e,n,r={}){let o=r.attempt??1,i=n.workspace.now();await X(e,o,n.store);let d=r.upstream??await Z(e,n.store),
t=r.parent!==void 0?r.parent:await te(e,n),u=d.filter(m=>m.stored!==void 0),a=u.map(m=>G(m.stored)).sort((m,h)=>x(m.stage,
h.stage)),c=t?.deepest[0]?.record.hop??0,p=1+Math.max(c,...u.map(m=>m.stored.record.hop)),f=t?{run:t.run,lineage:t.deepest.
map(G)}:void 0,S=async(m,h)=>{let w=await C(e,{attempt:o,repair:r.repair!==void 0,hop:p,lineage:a,...f?{parent:f}:{},prompt:"",
handoff:null,agent:null,startedAt:i,finishedAt:n.workspace.now(),usage:null,verify:null,outcome:m,problems:h},n);return{
kind:"refused",result:{stage:e.stage,ok:!1,outcome:w.outcome,attempts:[w],final:w,outputs:J(w.record,null,{artifactId:w.
ref.id})}}};if(p>e.maxHandoffs){let m=await re(e,u,t,n),h=`stage ${e.stage} would be hop ${p}, more than max-handoffs ${e.
maxHandoffs}: ${ae(m)}`;return S({reason:"max-handoffs",message:h,hop:p,limit:e.maxHandoffs,chain:m},[{code:M.maxHandoffs,
severity:"error",path:"$",message:h}])}let s,g=[];if(r.repair)s=Y({stage:e.stage,...r.repair,...e.dataSchema===void 0?{}:
{dataSchema:e.dataSchema}});else try{({prompt:s,warnings:g}=await V(e,d,r.attemptContext))}catch(m){if(!(m instanceof R))
throw m;let h={code:m.code,severity:"error",path:m.where??"$",message:m.message};return S({reason:"render-failed",message:j(
m),problems:[h]},[h])}let l=await n.workspace.attemptPaths(e.stage,o);return e.agent?.kind==="preset"&&(s=`${s.trimEnd()}\


${_({handoffPath:l.handoffPath,...e.dataSchema===void 0?{}:{dataSchema:e.dataSchema}})}
`),await n.workspace.writePrompt(l.promptPath,s),{kind:"ready",prepared:{stage:e.stage,attempt:o,repair:r.repair!==void 0,
prompt:s,promptPath:l.promptPath,handoffPath:l.handoffPath,lineage:a,hop:p,...f?{parent:f}:{},warnings:g,preparedAt:i.toISOString(),
...e.agent?.kind==="preset"?{agent:e.agent.preset}:{}},upstream:d,parent:t}}async function V(e,n,r){if(e.template===null)
throw new R("prompt-missing","this stage has no prompt template",{where:e.stage});let o={source:e.template.source,...e.maxPromptTokens===
null?{}:{maxPromptTokens:e.maxPromptTokens},...e.madeEvent===void 0?{}:{madeEventHint:W(e.madeEvent,e.madeEventRun)},...e.
workflowUnread===void 0?{}:{notUpstreamHint:Q(e.workflowUnread,e.needs)}};await z(e.template.text,o);let i=I({upstream:n,
inputs:e.inputs,github:e.github,...r?{attempt:r}:{},require:e.needs,analysis:K(e.template.text)}),d=q(e.template.text,i.
context,o);return{prompt:d.prompt,warnings:[...i.warnings,...d.warnings]}}function Q(e,n){return r=>{let o=[...new Set(r.
filter(t=>t.kind==="stage").map(t=>t.stage))],i=[...new Set([...n,...o])],d=o.length>0?`give the step \`${y.needs}: ${i.
join(", ")}\``:`give the step a \`${y.needs}\` input naming the stages of ${r.map(t=>`job ${t.stage}`).join(", ")}`;return`\
the workflow file was not read here (${e}), so the upstream stages are only those the \`${y.needs}\` input names (${n.length>
0?n.join(", "):"none"}) and the stages their records name: check out this repository before this step (actions/checkout \
with persist-credentials: false), or ${d}`}}async function X(e,n,r){let o={stage:e.stage,attempt:n,runAttempt:e.run.attempt};
if((await r.list()).some(d=>N(d,o)===0))throw new R("record-exists",`${D(o)} already has a record in this run, so the ag\
ent was not run; records are immutable`,{where:`stage ${e.stage}`,details:[`another job of this run records stage ${e.stage}\
: give each job its own stage id (the \`${y.stage}\` input)`]})}async function Z(e,n){let r=e.upstream.filter(a=>a.stage!==
e.stage),o=await Promise.all(r.map(a=>n.get(a.stage))),i=new Map(r.map(a=>[a.stage,a])),d=(a,c)=>{let{job:p=null,matrix:f,
open:S,place:s}=i.get(a)??{};return{stage:a,job:p??c?.record.job??a,stored:c,...f===void 0?{}:{matrix:f},...S===!0?{open:!0}:
{},...s===void 0?{}:{place:s}}},t=new Map;for(let[a,c]of r.entries())t.set(c.stage,o[a]);if(e.expandLineage){let a=[...t.
values()].filter(c=>c!==void 0);for(let c=a.shift();c;c=a.shift())for(let p of c.record.lineage){if(p.stage===e.stage||t.
has(p.stage))continue;let f=await n.getAttempt(p.stage,p.attempt,p.run_attempt),S=f?.recordSha256===p.record_sha256?f:void 0;
t.set(p.stage,S),S&&a.push(S)}}let u=e.expandLineage?await ee(e,t,n):new Map;return[...t].map(([a,c])=>{let p=u.get(a);return{
...d(a,c),...p?{recordedLike:p}:{}}})}async function ee(e,n,r){let o=e.needs.filter(t=>n.has(t)&&n.get(t)===void 0),i=new Map;
if(o.length===0)return i;let d=[...new Set((await r.list()).map(t=>t.stage))].filter(t=>t!==e.stage).sort(x);for(let t of o){
let u=d.filter(a=>a.startsWith(`${t}-`));u.length>0&&i.set(t,u)}return i}async function te(e,n){if(e.parentRun===null)return null;
if(!n.openRun)throw new v(`stage ${e.stage}: a parent run is set but no way to open another run was given`);let r=await n.
openRun(e.parentRun),o=new Map;for(let t of await r.list())o.set(t.stage,F([t,o.get(t.stage)??t]));let i=(await Promise.
all([...o.values()].map(t=>r.getAttempt(t.stage,t.attempt,t.runAttempt)))).filter(t=>t!==void 0),d=Math.max(0,...i.map(t=>t.
record.hop));return{run:e.parentRun,store:r,deepest:i.filter(t=>t.record.hop===d)}}function G(e){let{stage:n,attempt:r,run:o}=e.
record;return{stage:n,attempt:r,...o.attempt>1?{run_attempt:o.attempt}:{},record_sha256:e.recordSha256}}async function re(e,n,r,o){
let i=e.maxHandoffs+1,d=new Map(n.map(s=>[s.stored.recordSha256,s.stored])),t=new Map;r&&t.set(r.run,Promise.resolve(r.store));
let u=s=>(!t.has(s)&&o.openRun&&t.set(s,o.openRun(s)),t.get(s)),a=s=>s.reduce((g,l)=>g===void 0||l.stored.record.hop>g.stored.
record.hop?l:g,void 0),c=async(s,g,l)=>{let b=[];for(let m of s){let h=(l===null?d.get(m.record_sha256):void 0)??await g.
getAttempt(m.stage,m.attempt,m.run_attempt);h?.recordSha256===m.record_sha256&&b.push({stored:h,store:g,run:l})}return b},
p=[{stage:e.stage,run:null}],f=a([...n.map(s=>({stored:s.stored,store:o.store,run:null})),...(r?.deepest??[]).map(s=>({stored:s,
store:r.store,run:r.run}))]),S=!1;for(;f&&p.length<i+1;){p.unshift({stage:f.stored.record.stage,run:f.run});let{record:s}=f.
stored;if(s.hop<=1){S=!0;break}let g=await c(s.lineage,f.store,f.run);if(s.parent)try{let l=await u(s.parent.run);l&&g.push(
...await c(s.parent.lineage,l,s.parent.run))}catch{}f=a(g)}return ne(p,S)}function ne(e,n){let r=e.some(d=>d.run!==null),
o=n?[]:["\u2026"],i;for(let d of e)r&&d.run!==i&&o.push(oe(d.run)),i=d.run,o.push(d.stage);return o}function oe(e){return e===
null?"this run:":`run ${e}:`}function $(e){return e.endsWith(":")}function ae(e){let n=e.filter(u=>!$(u)&&u!=="\u2026").
length,r=[],o,i=!1,d=0;for(let u of e)$(u)?(o=u,i=!1):u==="\u2026"?r.push(u):(n<=12||d<5||d>=n-5?(o!==void 0&&!i&&r.push(
o),i=!0,r.push(u)):r.at(-1)!=="\u2026"&&r.push("\u2026"),d++);let t="";for(let[u,a]of r.entries()){let c=r[u-1];t+=u===0?
a:c!==void 0&&$(c)?` ${a}`:` \u2192 ${a}`}return t}export{$e as a};

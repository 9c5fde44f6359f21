import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{h as G,j as V}from"./chunk-QAQNA5BQ.js";import{j as C}from"./chunk-JHGOV4WQ.js";import{d as N,e as k}from"./chunk-Q2LHL6MY.js";
import{a as z,c as q,d as B,e as Y}from"./chunk-VFSRVN2C.js";import{d as W}from"./chunk-ZHXVBFIU.js";import{
a as v}from"./chunk-3M4OR4VW.js";import{d as I,o as D,s as K,t as j,u as A,v as E}from"./chunk-S3VQCA2F.js";
import{H,I as J,i as _}from"./chunk-GNY3OND4.js";import{d as b,e as L,f as M}from"./chunk-O7UU6C5Q.js";import{
b as F,e as x,m as T,o as U,s as R,y as $}from"./chunk-JQWIKLAS.js";function Q(){let e=_(H,{io:"input",target:"draft-2020-12"}),{$schema:o,...r}=e;return{$schema:o,$id:T.handoff,title:"bat\
on handoff, version 1",...r,description:`${String(r.description??"")} Limits in UTF-8 bytes cannot be expressed in JSON \
Schema: maxLength (characters) is the nearest, looser bound, and \`baton validate\` checks the bytes. So do the rules a pa\
ttern cannot carry: data keys and values at most ${U.dataBytes} bytes in all, no duplicate keys, no __proto__, construct\
or or prototype key anywhere.`}}function X(e){let o=e.problems.filter(d=>d.severity==="error"),r=(o.length>0?o:e.problems).map(d=>`- ${I(d).replace(/\s+/g,
" ")}`).join(`
`),a=JSON.stringify(Q(),null,2);return[`# Your handoff for stage \`${e.stage}\` was not accepted`,"","Your last run fini\
shed, but baton could not accept its handoff:","",r,"",`Do not redo the work. Write the handoff again, as one JSON objec\
t that follows the JSON Schema below, to the file named by the environment variable \`${F.handoffPath}\` (or print it as \
the last thing you output, between a line \`${x.start}\` and a line \`${x.end}\`).`,"","## The handoff JSON Schema","",k(
a,"json"),"",...e.dataSchema===void 0?[]:["## This stage's data-schema","","The handoff's `data` must also follow this J\
SON Schema (a pattern is an ECMAScript regular expression; lengths are in UTF-8 bytes):","",k(N(e.dataSchema),"json"),""],
"## The task you were given","",k(e.previousPrompt,"markdown"),""].join(`
`)}async function Le(e,o,r={}){let a=r.attempt??1,d=o.workspace.now(),i=await o.store.list();re(e,a,i);let p=r.upstream??await ne(
e,o.store,i),t=r.parent!==void 0?r.parent:await ae(e,o),f=p.filter(u=>u.stored!==void 0),l=f.map(u=>Z(u.stored)).sort((u,y)=>v(
u.stage,y.stage)),h=t?.deepest[0]?.record.hop??0,g=1+Math.max(h,...f.map(u=>u.stored.record.hop)),w=t?{run:t.run,lineage:t.
deepest.map(Z)}:void 0,n=async(u,y)=>{let P=await G(e,{attempt:a,repair:r.repair!==void 0,hop:g,lineage:l,...w?{parent:w}:
{},prompt:"",handoff:null,agent:null,startedAt:d,finishedAt:o.workspace.now(),usage:null,verify:null,outcome:u,problems:y},
o);return{kind:"refused",result:{stage:e.stage,ok:!1,outcome:P.outcome,attempts:[P],final:P,outputs:V(P.record,null,{artifactId:P.
ref.id})}}};if(g>e.maxHandoffs){let u=await se(e,f,t,o),y=`stage ${e.stage} would be hop ${g}, more than max-handoffs ${e.
maxHandoffs}: ${ue(u)}`;return n({reason:"max-handoffs",message:y,hop:g,limit:e.maxHandoffs,chain:u},[{code:$.maxHandoffs,
severity:"error",path:"$",message:y}])}let s,m=[];if(r.repair)s=X({stage:e.stage,...r.repair,...e.dataSchema===void 0?{}:
{dataSchema:e.dataSchema}});else try{({prompt:s,warnings:m}=await ee(e,p,r.attemptContext))}catch(u){if(!(u instanceof b))
throw u;let y={code:u.code,severity:"error",path:u.where??"$",message:u.message};return n({reason:"render-failed",message:M(
u),problems:[y]},[y])}let c=await o.workspace.attemptPaths(e.stage,a);return e.agent?.kind==="preset"&&(s=`${s.trimEnd()}\


${C({handoffPath:c.handoffPath,...e.dataSchema===void 0?{}:{dataSchema:e.dataSchema}})}
`),await o.workspace.writePrompt(c.promptPath,s),{kind:"ready",prepared:{stage:e.stage,attempt:a,repair:r.repair!==void 0,
prompt:s,promptPath:c.promptPath,handoffPath:c.handoffPath,lineage:l,hop:g,...w?{parent:w}:{},warnings:m,preparedAt:d.toISOString(),
...e.agent?.kind==="preset"?{agent:e.agent.preset}:{}},upstream:p,parent:t}}async function ee(e,o,r){if(e.template===null)
throw new b("prompt-missing","this stage has no prompt template",{where:e.stage});let a={source:e.template.source,...e.maxPromptTokens===
null?{}:{maxPromptTokens:e.maxPromptTokens},...e.madeEvent===void 0?{}:{madeEventHint:z(e.madeEvent,e.madeEventRun)},...e.
workflowUnread===void 0?{}:{notUpstreamHint:te(e.workflowUnread,e.needs)}};await B(e.template.text,a);let d=W({upstream:o,
inputs:e.inputs,github:e.github,...r?{attempt:r}:{},require:e.needs,analysis:q(e.template.text)}),i=Y(e.template.text,d.
context,a),p=e.template.namesFile===void 0?[]:[{code:$.promptNamesFile,severity:"warning",path:R.prompt,message:`is the \
path of a file of the repository (${JSON.stringify(e.template.namesFile)}), so the agent gets that path as its whole pro\
mpt; to render the file as the prompt, give it as \`${R.promptFile}: ${e.template.namesFile}\` instead`}];return{prompt:i.
prompt,warnings:[...p,...d.warnings,...i.warnings]}}function te(e,o){return r=>{let a=[...new Set(r.filter(t=>t.kind==="\
stage").map(t=>t.stage))],d=[...new Set([...o,...a])],i=a.length>0?`give the step \`${R.needs}: ${d.join(", ")}\``:`give\
 the step a \`${R.needs}\` input naming the stages of ${r.map(t=>`job ${t.stage}`).join(", ")}`,p=/ has no job /.test(e)?
"":"check out this repository before this step (actions/checkout with persist-credentials: false), or ";return`the workf\
low file was not read here (${e}), so the upstream stages are only those the \`${R.needs}\` input names (${o.length>0?o.
join(", "):"none"}) and the stages their records name: ${p}${i}`}}function re(e,o,r){let a={stage:e.stage,attempt:o,runAttempt:e.
run.attempt};if(r.some(i=>D(i,a)===0))throw new b("record-exists",`${K(a)} already has a record in this run, so the agen\
t was not run; records are immutable`,{where:`stage ${e.stage}`,details:[`another job of this run records stage ${e.stage}\
: give each job its own stage id (the \`${R.stage}\` input)`]})}async function ne(e,o,r){let a=e.upstream.filter(n=>n.stage!==
e.stage),d=await Promise.all(a.map(n=>o.get(n.stage))),i=j(r),p=A(i),t=new Map(a.map(n=>[n.stage,n])),f=(n,s)=>{let{job:m=null,
matrix:c,open:S,place:u}=t.get(n)??{};return{stage:n,job:m??(s===void 0?n:s.record.job.slice(s.record.job.lastIndexOf("/")+
1)),stored:s,...c===void 0?{}:{matrix:c},...S===!0?{open:!0}:{},...u===void 0?{}:{place:u}}},l=new Map,h=new Map,g=(n,s)=>{
let m=p&&s!==void 0?E(s.record,i):void 0;m!==void 0&&h.set(n,{stored:s,why:m}),l.set(n,m===void 0?s:void 0)};for(let[n,s]of a.
entries())g(s.stage,d[n]);if(e.expandLineage){let n=d.filter(s=>s!==void 0);for(let s=n.shift();s;s=n.shift()){let m=h.get(
s.record.stage)?.stored===s;for(let c of s.record.lineage){if(c.stage===e.stage||l.has(c.stage))continue;let S;if(m)S=await o.
get(c.stage);else{let u=await o.getAttempt(c.stage,c.attempt,c.run_attempt);S=u?.recordSha256===c.record_sha256?u:void 0}
g(c.stage,S),S&&n.push(S)}}}let w=e.expandLineage?oe(e,l,h,r):new Map;return[...l].map(([n,s])=>{let m=w.get(n),c=h.get(
n)?.why;return{...f(n,s),...m&&m.like.length>0?{recordedLike:m.like}:{},...m?.meant===void 0?{}:{meant:m.meant},...c?{superseded:c}:
{}}})}function oe(e,o,r,a){let d=e.needs.filter(t=>o.has(t)&&o.get(t)===void 0&&!r.has(t)),i=new Map;if(d.length===0)return i;
let p=[...new Set(a.map(t=>t.stage))].filter(t=>t!==e.stage).sort(v);for(let t of d){let f=p.filter(h=>h.startsWith(`${t}\
-`)),l=f.length>0?void 0:J(t,p.filter(h=>!e.needs.includes(h)));(f.length>0||l!==void 0)&&i.set(t,{like:f,...l===void 0?
{}:{meant:l}})}return i}async function ae(e,o){if(e.parentRun===null)return null;if(!o.openRun)throw new L(`stage ${e.stage}\
: a parent run is set but no way to open another run was given`);let r=await o.openRun(e.parentRun),a=j(await r.list()),
d=A(a),i=(await Promise.all([...a.values()].map(t=>r.getAttempt(t.stage,t.attempt,t.runAttempt)))).filter(t=>t!==void 0&&
!(d&&E(t.record,a)!==void 0)),p=Math.max(0,...i.map(t=>t.record.hop));return{run:e.parentRun,store:r,deepest:i.filter(t=>t.
record.hop===p)}}function Z(e){let{stage:o,attempt:r,run:a}=e.record;return{stage:o,attempt:r,...a.attempt>1?{run_attempt:a.
attempt}:{},record_sha256:e.recordSha256}}async function se(e,o,r,a){let d=e.maxHandoffs+1,i=new Map(o.map(n=>[n.stored.
recordSha256,n.stored])),p=new Map;r&&p.set(r.run,Promise.resolve(r.store));let t=n=>(!p.has(n)&&a.openRun&&p.set(n,a.openRun(
n)),p.get(n)),f=n=>n.reduce((s,m)=>s===void 0||m.stored.record.hop>s.stored.record.hop?m:s,void 0),l=async(n,s,m)=>{let c=[];
for(let S of n){let u=(m===null?i.get(S.record_sha256):void 0)??await s.getAttempt(S.stage,S.attempt,S.run_attempt);u?.recordSha256===
S.record_sha256&&c.push({stored:u,store:s,run:m})}return c},h=[{stage:e.stage,run:null}],g=f([...o.map(n=>({stored:n.stored,
store:a.store,run:null})),...(r?.deepest??[]).map(n=>({stored:n,store:r.store,run:r.run}))]),w=!1;for(;g&&h.length<d+1;){
h.unshift({stage:g.stored.record.stage,run:g.run});let{record:n}=g.stored;if(n.hop<=1){w=!0;break}let s=await l(n.lineage,
g.store,g.run);if(n.parent)try{let m=await t(n.parent.run);m&&s.push(...await l(n.parent.lineage,m,n.parent.run))}catch{}
g=f(s)}return ie(h,w)}function ie(e,o){let r=e.some(i=>i.run!==null),a=o?[]:["\u2026"],d;for(let i of e)r&&i.run!==d&&a.
push(de(i.run)),d=i.run,a.push(i.stage);return a}function de(e){return e===null?"this run:":`run ${e}:`}function O(e){return e.
endsWith(":")}function ue(e){let o=e.filter(t=>!O(t)&&t!=="\u2026").length,r=[],a,d=!1,i=0;for(let t of e)O(t)?(a=t,d=!1):
t==="\u2026"?r.push(t):(o<=12||i<5||i>=o-5?(a!==void 0&&!d&&r.push(a),d=!0,r.push(t)):r.at(-1)!=="\u2026"&&r.push("\u2026"),
i++);let p="";for(let[t,f]of r.entries()){let l=r[t-1];p+=t===0?f:l!==void 0&&O(l)?` ${f}`:` \u2192 ${f}`}return p}export{Le as a};

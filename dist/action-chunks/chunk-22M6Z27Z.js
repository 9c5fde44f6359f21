import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{h as Y,j as G}from"./chunk-MIP2ERI3.js";import{j as N}from"./chunk-2OR5XJY6.js";import{d as J,e as k}from"./chunk-3HPCDPVJ.js";
import{a as W,c as z,d as q,e as B}from"./chunk-SYCJRLN4.js";import{d as K}from"./chunk-JQ5KAX5F.js";import{
a as $}from"./chunk-6I7QXP26.js";import{d as F,o as I,s as D,t as v,u as j,v as A}from"./chunk-RTHOTUUE.js";
import{H as C,i as H}from"./chunk-Y5UFHVV6.js";import{d as b,e as L,f as M}from"./chunk-O7UU6C5Q.js";import{
b as O,e as x,m as T,o as U,s as P,y as _}from"./chunk-4B6R3SWB.js";function V(){let e=H(C,{io:"input",target:"draft-2020-12"}),{$schema:o,...t}=e;return{$schema:o,$id:T.handoff,title:"bat\
on handoff, version 1",...t,description:`${String(t.description??"")} Limits in UTF-8 bytes cannot be expressed in JSON \
Schema: maxLength (characters) is the nearest, looser bound, and \`baton validate\` checks the bytes. So do the rules a pa\
ttern cannot carry: data keys and values at most ${U.dataBytes} bytes in all, no duplicate keys, no __proto__, construct\
or or prototype key anywhere.`}}function Q(e){let o=e.problems.filter(d=>d.severity==="error"),t=(o.length>0?o:e.problems).map(d=>`- ${F(d).replace(/\s+/g,
" ")}`).join(`
`),a=JSON.stringify(V(),null,2);return[`# Your handoff for stage \`${e.stage}\` was not accepted`,"","Your last run fini\
shed, but baton could not accept its handoff:","",t,"",`Do not redo the work. Write the handoff again, as one JSON objec\
t that follows the JSON Schema below, to the file named by the environment variable \`${O.handoffPath}\` (or print it as \
the last thing you output, between a line \`${x.start}\` and a line \`${x.end}\`).`,"","## The handoff JSON Schema","",k(
a,"json"),"",...e.dataSchema===void 0?[]:["## This stage's data-schema","","The handoff's `data` must also follow this J\
SON Schema (a pattern is an ECMAScript regular expression; lengths are in UTF-8 bytes):","",k(J(e.dataSchema),"json"),""],
"## The task you were given","",k(e.previousPrompt,"markdown"),""].join(`
`)}async function Ee(e,o,t={}){let a=t.attempt??1,d=o.workspace.now(),i=await o.store.list();te(e,a,i);let m=t.upstream??await re(
e,o.store,i),r=t.parent!==void 0?t.parent:await oe(e,o),f=m.filter(u=>u.stored!==void 0),g=f.map(u=>X(u.stored)).sort((u,y)=>$(
u.stage,y.stage)),S=r?.deepest[0]?.record.hop??0,l=1+Math.max(S,...f.map(u=>u.stored.record.hop)),w=r?{run:r.run,lineage:r.
deepest.map(X)}:void 0,n=async(u,y)=>{let R=await Y(e,{attempt:a,repair:t.repair!==void 0,hop:l,lineage:g,...w?{parent:w}:
{},prompt:"",handoff:null,agent:null,startedAt:d,finishedAt:o.workspace.now(),usage:null,verify:null,outcome:u,problems:y},
o);return{kind:"refused",result:{stage:e.stage,ok:!1,outcome:R.outcome,attempts:[R],final:R,outputs:G(R.record,null,{artifactId:R.
ref.id})}}};if(l>e.maxHandoffs){let u=await ae(e,f,r,o),y=`stage ${e.stage} would be hop ${l}, more than max-handoffs ${e.
maxHandoffs}: ${de(u)}`;return n({reason:"max-handoffs",message:y,hop:l,limit:e.maxHandoffs,chain:u},[{code:_.maxHandoffs,
severity:"error",path:"$",message:y}])}let s,c=[];if(t.repair)s=Q({stage:e.stage,...t.repair,...e.dataSchema===void 0?{}:
{dataSchema:e.dataSchema}});else try{({prompt:s,warnings:c}=await Z(e,m,t.attemptContext))}catch(u){if(!(u instanceof b))
throw u;let y={code:u.code,severity:"error",path:u.where??"$",message:u.message};return n({reason:"render-failed",message:M(
u),problems:[y]},[y])}let p=await o.workspace.attemptPaths(e.stage,a);return e.agent?.kind==="preset"&&(s=`${s.trimEnd()}\


${N({handoffPath:p.handoffPath,...e.dataSchema===void 0?{}:{dataSchema:e.dataSchema}})}
`),await o.workspace.writePrompt(p.promptPath,s),{kind:"ready",prepared:{stage:e.stage,attempt:a,repair:t.repair!==void 0,
prompt:s,promptPath:p.promptPath,handoffPath:p.handoffPath,lineage:g,hop:l,...w?{parent:w}:{},warnings:c,preparedAt:d.toISOString(),
...e.agent?.kind==="preset"?{agent:e.agent.preset}:{}},upstream:m,parent:r}}async function Z(e,o,t){if(e.template===null)
throw new b("prompt-missing","this stage has no prompt template",{where:e.stage});let a={source:e.template.source,...e.maxPromptTokens===
null?{}:{maxPromptTokens:e.maxPromptTokens},...e.madeEvent===void 0?{}:{madeEventHint:W(e.madeEvent,e.madeEventRun)},...e.
workflowUnread===void 0?{}:{notUpstreamHint:ee(e.workflowUnread,e.needs)}};await q(e.template.text,a);let d=K({upstream:o,
inputs:e.inputs,github:e.github,...t?{attempt:t}:{},require:e.needs,analysis:z(e.template.text)}),i=B(e.template.text,d.
context,a);return{prompt:i.prompt,warnings:[...d.warnings,...i.warnings]}}function ee(e,o){return t=>{let a=[...new Set(
t.filter(r=>r.kind==="stage").map(r=>r.stage))],d=[...new Set([...o,...a])],i=a.length>0?`give the step \`${P.needs}: ${d.
join(", ")}\``:`give the step a \`${P.needs}\` input naming the stages of ${t.map(r=>`job ${r.stage}`).join(", ")}`,m=/ has no job /.
test(e)?"":"check out this repository before this step (actions/checkout with persist-credentials: false), or ";return`t\
he workflow file was not read here (${e}), so the upstream stages are only those the \`${P.needs}\` input names (${o.length>
0?o.join(", "):"none"}) and the stages their records name: ${m}${i}`}}function te(e,o,t){let a={stage:e.stage,attempt:o,
runAttempt:e.run.attempt};if(t.some(i=>I(i,a)===0))throw new b("record-exists",`${D(a)} already has a record in this run\
, so the agent was not run; records are immutable`,{where:`stage ${e.stage}`,details:[`another job of this run records s\
tage ${e.stage}: give each job its own stage id (the \`${P.stage}\` input)`]})}async function re(e,o,t){let a=e.upstream.
filter(n=>n.stage!==e.stage),d=await Promise.all(a.map(n=>o.get(n.stage))),i=v(t),m=j(i),r=new Map(a.map(n=>[n.stage,n])),
f=(n,s)=>{let{job:c=null,matrix:p,open:h,place:u}=r.get(n)??{};return{stage:n,job:c??(s===void 0?n:s.record.job.slice(s.
record.job.lastIndexOf("/")+1)),stored:s,...p===void 0?{}:{matrix:p},...h===!0?{open:!0}:{},...u===void 0?{}:{place:u}}},
g=new Map,S=new Map,l=(n,s)=>{let c=m&&s!==void 0?A(s.record,i):void 0;c!==void 0&&S.set(n,{stored:s,why:c}),g.set(n,c===
void 0?s:void 0)};for(let[n,s]of a.entries())l(s.stage,d[n]);if(e.expandLineage){let n=d.filter(s=>s!==void 0);for(let s=n.
shift();s;s=n.shift()){let c=S.get(s.record.stage)?.stored===s;for(let p of s.record.lineage){if(p.stage===e.stage||g.has(
p.stage))continue;let h;if(c)h=await o.get(p.stage);else{let u=await o.getAttempt(p.stage,p.attempt,p.run_attempt);h=u?.
recordSha256===p.record_sha256?u:void 0}l(p.stage,h),h&&n.push(h)}}}let w=e.expandLineage?ne(e,g,S,t):new Map;return[...g].
map(([n,s])=>{let c=w.get(n),p=S.get(n)?.why;return{...f(n,s),...c?{recordedLike:c}:{},...p?{superseded:p}:{}}})}function ne(e,o,t,a){
let d=e.needs.filter(r=>o.has(r)&&o.get(r)===void 0&&!t.has(r)),i=new Map;if(d.length===0)return i;let m=[...new Set(a.map(
r=>r.stage))].filter(r=>r!==e.stage).sort($);for(let r of d){let f=m.filter(g=>g.startsWith(`${r}-`));f.length>0&&i.set(
r,f)}return i}async function oe(e,o){if(e.parentRun===null)return null;if(!o.openRun)throw new L(`stage ${e.stage}: a pa\
rent run is set but no way to open another run was given`);let t=await o.openRun(e.parentRun),a=v(await t.list()),d=j(a),
i=(await Promise.all([...a.values()].map(r=>t.getAttempt(r.stage,r.attempt,r.runAttempt)))).filter(r=>r!==void 0&&!(d&&A(
r.record,a)!==void 0)),m=Math.max(0,...i.map(r=>r.record.hop));return{run:e.parentRun,store:t,deepest:i.filter(r=>r.record.
hop===m)}}function X(e){let{stage:o,attempt:t,run:a}=e.record;return{stage:o,attempt:t,...a.attempt>1?{run_attempt:a.attempt}:
{},record_sha256:e.recordSha256}}async function ae(e,o,t,a){let d=e.maxHandoffs+1,i=new Map(o.map(n=>[n.stored.recordSha256,
n.stored])),m=new Map;t&&m.set(t.run,Promise.resolve(t.store));let r=n=>(!m.has(n)&&a.openRun&&m.set(n,a.openRun(n)),m.get(
n)),f=n=>n.reduce((s,c)=>s===void 0||c.stored.record.hop>s.stored.record.hop?c:s,void 0),g=async(n,s,c)=>{let p=[];for(let h of n){
let u=(c===null?i.get(h.record_sha256):void 0)??await s.getAttempt(h.stage,h.attempt,h.run_attempt);u?.recordSha256===h.
record_sha256&&p.push({stored:u,store:s,run:c})}return p},S=[{stage:e.stage,run:null}],l=f([...o.map(n=>({stored:n.stored,
store:a.store,run:null})),...(t?.deepest??[]).map(n=>({stored:n,store:t.store,run:t.run}))]),w=!1;for(;l&&S.length<d+1;){
S.unshift({stage:l.stored.record.stage,run:l.run});let{record:n}=l.stored;if(n.hop<=1){w=!0;break}let s=await g(n.lineage,
l.store,l.run);if(n.parent)try{let c=await r(n.parent.run);c&&s.push(...await g(n.parent.lineage,c,n.parent.run))}catch{}
l=f(s)}return se(S,w)}function se(e,o){let t=e.some(i=>i.run!==null),a=o?[]:["\u2026"],d;for(let i of e)t&&i.run!==d&&a.
push(ie(i.run)),d=i.run,a.push(i.stage);return a}function ie(e){return e===null?"this run:":`run ${e}:`}function E(e){return e.
endsWith(":")}function de(e){let o=e.filter(r=>!E(r)&&r!=="\u2026").length,t=[],a,d=!1,i=0;for(let r of e)E(r)?(a=r,d=!1):
r==="\u2026"?t.push(r):(o<=12||i<5||i>=o-5?(a!==void 0&&!d&&t.push(a),d=!0,t.push(r)):t.at(-1)!=="\u2026"&&t.push("\u2026"),
i++);let m="";for(let[r,f]of t.entries()){let g=t[r-1];m+=r===0?f:g!==void 0&&E(g)?` ${f}`:` \u2192 ${f}`}return m}export{Ee as a};

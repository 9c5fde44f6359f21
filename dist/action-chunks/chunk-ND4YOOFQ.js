import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{h as G,j as V}from"./chunk-QQ65GH2J.js";import{j as C}from"./chunk-KMPLGR5J.js";import{d as N,e as k}from"./chunk-7NQUWSNO.js";
import{a as z,c as q,d as B,e as Y}from"./chunk-E24JWYI5.js";import{d as W}from"./chunk-D2HYUXJW.js";import{
a as v}from"./chunk-MLMOI2NF.js";import{d as D,o as I,s as K,t as j,u as A,v as E}from"./chunk-MZ4PA2VX.js";
import{H,I as J,i as _}from"./chunk-42WHSDBF.js";import{d as b,e as M,f as O}from"./chunk-O7UU6C5Q.js";import{
D as R,J as $,m as F,p as x,x as T,z as U}from"./chunk-JQHWHRQY.js";function Q(){let e=_(H,{io:"input",target:"draft-2020-12"}),{$schema:o,...t}=e;return{$schema:o,$id:T.handoff,title:"bat\
on handoff, version 1",...t,description:`${String(t.description??"")} Limits in UTF-8 bytes cannot be expressed in JSON \
Schema: maxLength (characters) is the nearest, looser bound, and \`baton validate\` checks the bytes. So do the rules a pa\
ttern cannot carry: data keys and values at most ${U.dataBytes} bytes in all, no duplicate keys, no __proto__, construct\
or or prototype key anywhere.`}}function X(e){let o=e.problems.filter(d=>d.severity==="error"),t=(o.length>0?o:e.problems).map(d=>`- ${D(d).replace(/\s+/g,
" ")}`).join(`
`),a=JSON.stringify(Q(),null,2);return[`# Your handoff for stage \`${e.stage}\` was not accepted`,"","Your last run fini\
shed, but baton could not accept its handoff:","",t,"",`Do not redo the work. Write the handoff again, as one JSON objec\
t that follows the JSON Schema below, to the file named by the environment variable \`${F.handoffPath}\` (or print it as \
the last thing you output, between a line \`${x.start}\` and a line \`${x.end}\`).`,"","## The handoff JSON Schema","",k(
a,"json"),"",...e.dataSchema===void 0?[]:["## This stage's data-schema","","The handoff's `data` must also follow this J\
SON Schema (a pattern is an ECMAScript regular expression; lengths are in UTF-8 bytes):","",k(N(e.dataSchema),"json"),""],
"## The task you were given","",k(e.previousPrompt,"markdown"),""].join(`
`)}async function Me(e,o,t={}){let a=t.attempt??1,d=o.workspace.now(),i=await o.store.list();re(e,a,i);let u=t.upstream??await ne(
e,o.store,i),n=t.parent!==void 0?t.parent:await ae(e,o),f=u.filter(m=>m.stored!==void 0),l=f.map(m=>Z(m.stored)).sort((m,y)=>v(
m.stage,y.stage)),h=n?.deepest[0]?.record.hop??0,g=1+Math.max(h,...f.map(m=>m.stored.record.hop)),w=n?{run:n.run,lineage:n.
deepest.map(Z)}:void 0,r=async(m,y)=>{let P=await G(e,{attempt:a,repair:t.repair!==void 0,hop:g,lineage:l,...w?{parent:w}:
{},prompt:"",handoff:null,agent:null,startedAt:d,finishedAt:o.workspace.now(),usage:null,verify:null,outcome:m,problems:y},
o);return{kind:"refused",result:{stage:e.stage,ok:!1,outcome:P.outcome,attempts:[P],final:P,outputs:V(P.record,null,{artifactId:P.
ref.id})}}};if(g>e.maxHandoffs){let m=await se(e,f,n,o),y=`stage ${e.stage} would be hop ${g}, more than max-handoffs ${e.
maxHandoffs}: ${me(m)}`;return r({reason:"max-handoffs",message:y,hop:g,limit:e.maxHandoffs,chain:m},[{code:$.maxHandoffs,
severity:"error",path:"$",message:y}])}let s,p=[];if(t.repair)s=X({stage:e.stage,...t.repair,...e.dataSchema===void 0?{}:
{dataSchema:e.dataSchema}});else try{({prompt:s,warnings:p}=await ee(e,u,t.attemptContext))}catch(m){if(!(m instanceof b))
throw m;let y={code:m.code,severity:"error",path:m.where??"$",message:m.message};return r({reason:"render-failed",message:O(
m),problems:[y]},[y])}let c=await o.workspace.attemptPaths(e.stage,a);return e.agent?.kind==="preset"&&(s=`${s.trimEnd()}\


${C({handoffPath:c.handoffPath,...e.dataSchema===void 0?{}:{dataSchema:e.dataSchema}})}
`),await o.workspace.writePrompt(c.promptPath,s),{kind:"ready",prepared:{stage:e.stage,attempt:a,repair:t.repair!==void 0,
prompt:s,promptPath:c.promptPath,handoffPath:c.handoffPath,lineage:l,hop:g,...w?{parent:w}:{},warnings:p,preparedAt:d.toISOString(),
...e.agent?.kind==="preset"?{agent:e.agent.preset}:{}},upstream:u,parent:n}}async function ee(e,o,t){if(e.template===null)
throw new b("prompt-missing","this stage has no prompt template",{where:e.stage});let a={source:e.template.source,...e.maxPromptTokens===
null?{}:{maxPromptTokens:e.maxPromptTokens},...e.madeEvent===void 0?{}:{madeEventHint:z(e.madeEvent,e.madeEventRun)},...e.
workflowUnread===void 0?{}:{notUpstreamHint:te(e.workflowUnread,e.needs)}};await B(e.template.text,a);let d=W({upstream:o,
inputs:e.inputs,github:e.github,...t?{attempt:t}:{},require:e.needs,analysis:q(e.template.text)}),i=Y(e.template.text,d.
context,a),u=e.template.namesFile===void 0?[]:[{code:$.promptNamesFile,severity:"warning",path:R.prompt,message:`is the \
path of a file of the repository (${JSON.stringify(e.template.namesFile)}), so the agent gets that path as its whole pro\
mpt; to render the file as the prompt, give it as \`${R.promptFile}: ${e.template.namesFile}\` instead`}];return{prompt:i.
prompt,warnings:[...u,...d.warnings,...i.warnings]}}function te(e,o){return t=>{let a=[...new Set(t.filter(u=>u.kind==="\
stage").map(u=>u.stage))],d=[...new Set([...o,...a])],i=a.length>0?`give the step \`${R.needs}: ${d.join(", ")}\``:`give\
 the step a \`${R.needs}\` input naming the stages of ${t.map(u=>`job ${u.stage}`).join(", ")}`;return`the workflow file\
 was not read here (${e}), so the upstream stages are only those the \`${R.needs}\` input names (${o.length>0?o.join(", "):
"none"}) and the stages their records name: check out this repository before this step (actions/checkout with persist-cr\
edentials: false), or ${i}`}}function re(e,o,t){let a={stage:e.stage,attempt:o,runAttempt:e.run.attempt};if(t.some(i=>I(
i,a)===0))throw new b("record-exists",`${K(a)} already has a record in this run, so the agent was not run; records are i\
mmutable`,{where:`stage ${e.stage}`,details:[`another job of this run records stage ${e.stage}: give each job its own st\
age id (the \`${R.stage}\` input)`]})}async function ne(e,o,t){let a=e.upstream.filter(r=>r.stage!==e.stage),d=await Promise.
all(a.map(r=>o.get(r.stage))),i=j(t),u=A(i),n=new Map(a.map(r=>[r.stage,r])),f=(r,s)=>{let{job:p=null,matrix:c,open:S,place:m}=n.
get(r)??{};return{stage:r,job:p??s?.record.job??r,stored:s,...c===void 0?{}:{matrix:c},...S===!0?{open:!0}:{},...m===void 0?
{}:{place:m}}},l=new Map,h=new Map,g=(r,s)=>{let p=u&&s!==void 0?E(s.record,i):void 0;p!==void 0&&h.set(r,{stored:s,why:p}),
l.set(r,p===void 0?s:void 0)};for(let[r,s]of a.entries())g(s.stage,d[r]);if(e.expandLineage){let r=d.filter(s=>s!==void 0);
for(let s=r.shift();s;s=r.shift()){let p=h.get(s.record.stage)?.stored===s;for(let c of s.record.lineage){if(c.stage===e.
stage||l.has(c.stage))continue;let S;if(p)S=await o.get(c.stage);else{let m=await o.getAttempt(c.stage,c.attempt,c.run_attempt);
S=m?.recordSha256===c.record_sha256?m:void 0}g(c.stage,S),S&&r.push(S)}}}let w=e.expandLineage?oe(e,l,h,t):new Map;return[
...l].map(([r,s])=>{let p=w.get(r),c=h.get(r)?.why;return{...f(r,s),...p&&p.like.length>0?{recordedLike:p.like}:{},...p?.
meant===void 0?{}:{meant:p.meant},...c?{superseded:c}:{}}})}function oe(e,o,t,a){let d=e.needs.filter(n=>o.has(n)&&o.get(
n)===void 0&&!t.has(n)),i=new Map;if(d.length===0)return i;let u=[...new Set(a.map(n=>n.stage))].filter(n=>n!==e.stage).
sort(v);for(let n of d){let f=u.filter(h=>h.startsWith(`${n}-`)),l=f.length>0?void 0:J(n,u.filter(h=>!e.needs.includes(h)));
(f.length>0||l!==void 0)&&i.set(n,{like:f,...l===void 0?{}:{meant:l}})}return i}async function ae(e,o){if(e.parentRun===
null)return null;if(!o.openRun)throw new M(`stage ${e.stage}: a parent run is set but no way to open another run was giv\
en`);let t=await o.openRun(e.parentRun),a=j(await t.list()),d=A(a),i=(await Promise.all([...a.values()].map(n=>t.getAttempt(
n.stage,n.attempt,n.runAttempt)))).filter(n=>n!==void 0&&!(d&&E(n.record,a)!==void 0)),u=Math.max(0,...i.map(n=>n.record.
hop));return{run:e.parentRun,store:t,deepest:i.filter(n=>n.record.hop===u)}}function Z(e){let{stage:o,attempt:t,run:a}=e.
record;return{stage:o,attempt:t,...a.attempt>1?{run_attempt:a.attempt}:{},record_sha256:e.recordSha256}}async function se(e,o,t,a){
let d=e.maxHandoffs+1,i=new Map(o.map(r=>[r.stored.recordSha256,r.stored])),u=new Map;t&&u.set(t.run,Promise.resolve(t.store));
let n=r=>(!u.has(r)&&a.openRun&&u.set(r,a.openRun(r)),u.get(r)),f=r=>r.reduce((s,p)=>s===void 0||p.stored.record.hop>s.stored.
record.hop?p:s,void 0),l=async(r,s,p)=>{let c=[];for(let S of r){let m=(p===null?i.get(S.record_sha256):void 0)??await s.
getAttempt(S.stage,S.attempt,S.run_attempt);m?.recordSha256===S.record_sha256&&c.push({stored:m,store:s,run:p})}return c},
h=[{stage:e.stage,run:null}],g=f([...o.map(r=>({stored:r.stored,store:a.store,run:null})),...(t?.deepest??[]).map(r=>({stored:r,
store:t.store,run:t.run}))]),w=!1;for(;g&&h.length<d+1;){h.unshift({stage:g.stored.record.stage,run:g.run});let{record:r}=g.
stored;if(r.hop<=1){w=!0;break}let s=await l(r.lineage,g.store,g.run);if(r.parent)try{let p=await n(r.parent.run);p&&s.push(
...await l(r.parent.lineage,p,r.parent.run))}catch{}g=f(s)}return ie(h,w)}function ie(e,o){let t=e.some(i=>i.run!==null),
a=o?[]:["\u2026"],d;for(let i of e)t&&i.run!==d&&a.push(de(i.run)),d=i.run,a.push(i.stage);return a}function de(e){return e===
null?"this run:":`run ${e}:`}function L(e){return e.endsWith(":")}function me(e){let o=e.filter(n=>!L(n)&&n!=="\u2026").
length,t=[],a,d=!1,i=0;for(let n of e)L(n)?(a=n,d=!1):n==="\u2026"?t.push(n):(o<=12||i<5||i>=o-5?(a!==void 0&&!d&&t.push(
a),d=!0,t.push(n)):t.at(-1)!=="\u2026"&&t.push("\u2026"),i++);let u="";for(let[n,f]of t.entries()){let l=t[n-1];u+=n===0?
f:l!==void 0&&L(l)?` ${f}`:` \u2192 ${f}`}return u}export{Me as a};

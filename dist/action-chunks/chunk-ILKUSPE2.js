import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{h as H,j as C}from"./chunk-PHNYP6BV.js";import{h as O,m as T,n as J,q as N}from"./chunk-IYXZUD3F.js";
import{a as F,b as D,c as W,d as K}from"./chunk-5JZJ5XU2.js";import{d as I}from"./chunk-JRAPFFIZ.js";import{
a as x}from"./chunk-T7EIYKXH.js";import{b as _}from"./chunk-6SIN2BQQ.js";import{F as U,g as M}from"./chunk-OGFSPBO6.js";
import{d as R,e as $,f as v}from"./chunk-O7UU6C5Q.js";import{D as L,h as j,k as b,r as A,t as E,x as y}from"./chunk-2FQEBD2O.js";function z(){let e=M(U,{io:"input",target:"draft-2020-12"}),{$schema:n,...t}=e;return{$schema:n,$id:A.handoff,title:"bat\
on handoff, version 1",...t,description:`${String(t.description??"")} Limits in UTF-8 bytes cannot be expressed in JSON \
Schema: maxLength (characters) is the nearest, looser bound, and \`baton validate\` checks the bytes. So do the rules a pa\
ttern cannot carry: data keys and values at most ${E.dataBytes} bytes in all, no duplicate keys, no __proto__, construct\
or or prototype key anywhere.`}}function B(e){let n=e.problems.filter(a=>a.severity==="error"),t=(n.length>0?n:e.problems).map(a=>`- ${_(a).replace(/\s+/g,
" ")}`).join(`
`),o=JSON.stringify(z(),null,2);return[`# Your handoff for stage \`${e.stage}\` was not accepted`,"","Your last run fini\
shed, but baton could not accept its handoff:","",t,"",`Do not redo the work. Write the handoff again, as one JSON objec\
t that follows the JSON Schema below, to the file named by the environment variable \`${j.handoffPath}\` (or print it as \
the last thing you output, between a line \`${b.start}\` and a line \`${b.end}\`).`,"","## The handoff JSON Schema","",q(
o,"json"),"","## The task you were given","",q(e.previousPrompt,"markdown"),""].join(`
`)}function q(e,n){let t=Math.max(0,...Array.from(e.matchAll(/`+/g),a=>a[0].length)),o="`".repeat(Math.max(3,t+1));return`${o}${n}\

${e.replace(/\n$/,"")}
${o}`}async function xe(e,n,t={}){let o=t.attempt??1,a=n.workspace.now();await Q(e,o,n.store);let d=t.upstream??await X(e,n.store),
r=t.parent!==void 0?t.parent:await ee(e,n),u=d.filter(p=>p.stored!==void 0),s=u.map(p=>Y(p.stored)).sort((p,h)=>x(p.stage,
h.stage)),c=r?.deepest[0]?.record.hop??0,m=1+Math.max(c,...u.map(p=>p.stored.record.hop)),f=r?{run:r.run,lineage:r.deepest.
map(Y)}:void 0,S=async(p,h)=>{let w=await H(e,{attempt:o,repair:t.repair!==void 0,hop:m,lineage:s,...f?{parent:f}:{},prompt:"",
handoff:null,agent:null,startedAt:a,finishedAt:n.workspace.now(),usage:null,verify:null,outcome:p,problems:h},n);return{
kind:"refused",result:{stage:e.stage,ok:!1,outcome:w.outcome,attempts:[w],final:w,outputs:C(w.record,null,{artifactId:w.
ref.id})}}};if(m>e.maxHandoffs){let p=await te(e,u,r,n),h=`stage ${e.stage} would be hop ${m}, more than max-handoffs ${e.
maxHandoffs}: ${oe(p)}`;return S({reason:"max-handoffs",message:h,hop:m,limit:e.maxHandoffs,chain:p},[{code:L.maxHandoffs,
severity:"error",path:"$",message:h}])}let i,g=[];if(t.repair)i=B({stage:e.stage,...t.repair});else try{({prompt:i,warnings:g}=
await G(e,d,t.attemptContext))}catch(p){if(!(p instanceof R))throw p;let h={code:p.code,severity:"error",path:p.where??"\
$",message:p.message};return S({reason:"render-failed",message:v(p),problems:[h]},[h])}let l=await n.workspace.attemptPaths(
e.stage,o);return e.agent?.kind==="preset"&&(i=`${i.trimEnd()}

${O({handoffPath:l.handoffPath})}
`),await n.workspace.writePrompt(l.promptPath,i),{kind:"ready",prepared:{stage:e.stage,attempt:o,repair:t.repair!==void 0,
prompt:i,promptPath:l.promptPath,handoffPath:l.handoffPath,lineage:s,hop:m,...f?{parent:f}:{},warnings:g,preparedAt:a.toISOString()},
upstream:d,parent:r}}async function G(e,n,t){if(e.template===null)throw new R("prompt-missing","this stage has no prompt\
 template",{where:e.stage});let o={source:e.template.source,...e.maxPromptTokens===null?{}:{maxPromptTokens:e.maxPromptTokens},
...e.madeEvent===void 0?{}:{madeEventHint:F(e.madeEvent,e.madeEventRun)},...e.workflowUnread===void 0?{}:{notUpstreamHint:V(
e.workflowUnread,e.needs)}};await W(e.template.text,o);let a=I({upstream:n,inputs:e.inputs,github:e.github,...t?{attempt:t}:
{},require:e.needs,analysis:D(e.template.text)}),d=K(e.template.text,a.context,o);return{prompt:d.prompt,warnings:[...a.
warnings,...d.warnings]}}function V(e,n){return t=>{let o=[...new Set(t.filter(r=>r.kind==="stage").map(r=>r.stage))],a=[
...new Set([...n,...o])],d=o.length>0?`give the step \`${y.needs}: ${a.join(", ")}\``:`give the step a \`${y.needs}\` inp\
ut naming the stages of ${t.map(r=>`job ${r.stage}`).join(", ")}`;return`the workflow file was not read here (${e}), so \
the upstream stages are only those the \`${y.needs}\` input names (${n.length>0?n.join(", "):"none"}) and the stages the\
ir records name: check out this repository before this step (actions/checkout with persist-credentials: false), or ${d}`}}
async function Q(e,n,t){let o={stage:e.stage,attempt:n,runAttempt:e.run.attempt};if((await t.list()).some(d=>T(d,o)===0))
throw new R("record-exists",`${N(o)} already has a record in this run, so the agent was not run; records are immutable`,
{where:`stage ${e.stage}`,details:[`another job of this run records stage ${e.stage}: give each job its own stage id (th\
e \`${y.stage}\` input)`]})}async function X(e,n){let t=e.upstream.filter(s=>s.stage!==e.stage),o=await Promise.all(t.map(
s=>n.get(s.stage))),a=new Map(t.map(s=>[s.stage,s])),d=(s,c)=>{let{job:m=null,matrix:f,open:S,place:i}=a.get(s)??{};return{
stage:s,job:m??c?.record.job??s,stored:c,...f===void 0?{}:{matrix:f},...S===!0?{open:!0}:{},...i===void 0?{}:{place:i}}},
r=new Map;for(let[s,c]of t.entries())r.set(c.stage,o[s]);if(e.expandLineage){let s=[...r.values()].filter(c=>c!==void 0);
for(let c=s.shift();c;c=s.shift())for(let m of c.record.lineage){if(m.stage===e.stage||r.has(m.stage))continue;let f=await n.
getAttempt(m.stage,m.attempt,m.run_attempt),S=f?.recordSha256===m.record_sha256?f:void 0;r.set(m.stage,S),S&&s.push(S)}}
let u=e.expandLineage?await Z(e,r,n):new Map;return[...r].map(([s,c])=>{let m=u.get(s);return{...d(s,c),...m?{recordedLike:m}:
{}}})}async function Z(e,n,t){let o=e.needs.filter(r=>n.has(r)&&n.get(r)===void 0),a=new Map;if(o.length===0)return a;let d=[
...new Set((await t.list()).map(r=>r.stage))].filter(r=>r!==e.stage).sort(x);for(let r of o){let u=d.filter(s=>s.startsWith(
`${r}-`));u.length>0&&a.set(r,u)}return a}async function ee(e,n){if(e.parentRun===null)return null;if(!n.openRun)throw new $(
`stage ${e.stage}: a parent run is set but no way to open another run was given`);let t=await n.openRun(e.parentRun),o=new Map;
for(let r of await t.list())o.set(r.stage,J([r,o.get(r.stage)??r]));let a=(await Promise.all([...o.values()].map(r=>t.getAttempt(
r.stage,r.attempt,r.runAttempt)))).filter(r=>r!==void 0),d=Math.max(0,...a.map(r=>r.record.hop));return{run:e.parentRun,
store:t,deepest:a.filter(r=>r.record.hop===d)}}function Y(e){let{stage:n,attempt:t,run:o}=e.record;return{stage:n,attempt:t,
...o.attempt>1?{run_attempt:o.attempt}:{},record_sha256:e.recordSha256}}async function te(e,n,t,o){let a=e.maxHandoffs+1,
d=new Map(n.map(i=>[i.stored.recordSha256,i.stored])),r=new Map;t&&r.set(t.run,Promise.resolve(t.store));let u=i=>(!r.has(
i)&&o.openRun&&r.set(i,o.openRun(i)),r.get(i)),s=i=>i.reduce((g,l)=>g===void 0||l.stored.record.hop>g.stored.record.hop?
l:g,void 0),c=async(i,g,l)=>{let P=[];for(let p of i){let h=(l===null?d.get(p.record_sha256):void 0)??await g.getAttempt(
p.stage,p.attempt,p.run_attempt);h?.recordSha256===p.record_sha256&&P.push({stored:h,store:g,run:l})}return P},m=[{stage:e.
stage,run:null}],f=s([...n.map(i=>({stored:i.stored,store:o.store,run:null})),...(t?.deepest??[]).map(i=>({stored:i,store:t.
store,run:t.run}))]),S=!1;for(;f&&m.length<a+1;){m.unshift({stage:f.stored.record.stage,run:f.run});let{record:i}=f.stored;
if(i.hop<=1){S=!0;break}let g=await c(i.lineage,f.store,f.run);if(i.parent)try{let l=await u(i.parent.run);l&&g.push(...await c(
i.parent.lineage,l,i.parent.run))}catch{}f=s(g)}return re(m,S)}function re(e,n){let t=e.some(d=>d.run!==null),o=n?[]:["\u2026"],
a;for(let d of e)t&&d.run!==a&&o.push(ne(d.run)),a=d.run,o.push(d.stage);return o}function ne(e){return e===null?"this r\
un:":`run ${e}:`}function k(e){return e.endsWith(":")}function oe(e){let n=e.filter(u=>!k(u)&&u!=="\u2026").length,t=[],
o,a=!1,d=0;for(let u of e)k(u)?(o=u,a=!1):u==="\u2026"?t.push(u):(n<=12||d<5||d>=n-5?(o!==void 0&&!a&&t.push(o),a=!0,t.push(
u)):t.at(-1)!=="\u2026"&&t.push("\u2026"),d++);let r="";for(let[u,s]of t.entries()){let c=t[u-1];r+=u===0?s:c!==void 0&&
k(c)?` ${s}`:` \u2192 ${s}`}return r}export{xe as a};

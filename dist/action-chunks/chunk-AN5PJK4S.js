import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{h as H,j as T}from"./chunk-P24LXT6Q.js";import{h as _,l as U,m as J,p as N}from"./chunk-IHN7WZ3P.js";
import{a as F,b as D,c as K,d as W}from"./chunk-4GYNLAN6.js";import{d as I}from"./chunk-76GA7FJ5.js";import{
a as b}from"./chunk-AQF32NQ6.js";import{b as C}from"./chunk-KGGRXWCQ.js";import{F as M,g as L}from"./chunk-WGTUOESA.js";
import{d as R,e as j,f as O}from"./chunk-O7UU6C5Q.js";import{D as E,h as k,k as P,r as $,t as v,x as A}from"./chunk-K26OWEVR.js";function q(){let e=L(M,{io:"input",target:"draft-2020-12"}),{$schema:n,...t}=e;return{$schema:n,$id:$.handoff,title:"bat\
on handoff, version 1",...t,description:`${String(t.description??"")} Limits in UTF-8 bytes cannot be expressed in JSON \
Schema: maxLength (characters) is the nearest, looser bound, and \`baton validate\` checks the bytes. So do the rules a pa\
ttern cannot carry: data keys and values at most ${v.dataBytes} bytes in all, no duplicate keys, no __proto__, construct\
or or prototype key anywhere.`}}function B(e){let n=e.problems.filter(i=>i.severity==="error"),t=(n.length>0?n:e.problems).map(i=>`- ${C(i).replace(/\s+/g,
" ")}`).join(`
`),o=JSON.stringify(q(),null,2);return[`# Your handoff for stage \`${e.stage}\` was not accepted`,"","Your last run fini\
shed, but baton could not accept its handoff:","",t,"",`Do not redo the work. Write the handoff again, as one JSON objec\
t that follows the JSON Schema below, to the file named by the environment variable \`${k.handoffPath}\` (or print it as \
the last thing you output, between a line \`${P.start}\` and a line \`${P.end}\`).`,"","## The handoff JSON Schema","",z(
o,"json"),"","## The task you were given","",z(e.previousPrompt,"markdown"),""].join(`
`)}function z(e,n){let t=Math.max(0,...Array.from(e.matchAll(/`+/g),i=>i[0].length)),o="`".repeat(Math.max(3,t+1));return`${o}${n}\

${e.replace(/\n$/,"")}
${o}`}async function be(e,n,t={}){let o=t.attempt??1,i=n.workspace.now();await V(e,o,n.store);let d=t.upstream??await Q(e,n.store),
r=t.parent!==void 0?t.parent:await Z(e,n),u=d.filter(p=>p.stored!==void 0),a=u.map(p=>Y(p.stored)).sort((p,h)=>b(p.stage,
h.stage)),m=r?.deepest[0]?.record.hop??0,c=1+Math.max(m,...u.map(p=>p.stored.record.hop)),f=r?{run:r.run,lineage:r.deepest.
map(Y)}:void 0,S=async(p,h)=>{let w=await H(e,{attempt:o,repair:t.repair!==void 0,hop:c,lineage:a,...f?{parent:f}:{},prompt:"",
handoff:null,agent:null,startedAt:i,finishedAt:n.workspace.now(),usage:null,verify:null,outcome:p,problems:h},n);return{
kind:"refused",result:{stage:e.stage,ok:!1,outcome:w.outcome,attempts:[w],final:w,outputs:T(w.record,null,{artifactId:w.
ref.id})}}};if(c>e.maxHandoffs){let p=await ee(e,u,r,n),h=`stage ${e.stage} would be hop ${c}, more than max-handoffs ${e.
maxHandoffs}: ${ne(p)}`;return S({reason:"max-handoffs",message:h,hop:c,limit:e.maxHandoffs,chain:p},[{code:E.maxHandoffs,
severity:"error",path:"$",message:h}])}let s,g=[];if(t.repair)s=B({stage:e.stage,...t.repair});else try{({prompt:s,warnings:g}=
await G(e,d,t.attemptContext))}catch(p){if(!(p instanceof R))throw p;let h={code:p.code,severity:"error",path:p.where??"\
$",message:p.message};return S({reason:"render-failed",message:O(p),problems:[h]},[h])}let l=await n.workspace.attemptPaths(
e.stage,o);return e.agent?.kind==="preset"&&(s=`${s.trimEnd()}

${_({handoffPath:l.handoffPath})}
`),await n.workspace.writePrompt(l.promptPath,s),{kind:"ready",prepared:{stage:e.stage,attempt:o,repair:t.repair!==void 0,
prompt:s,promptPath:l.promptPath,handoffPath:l.handoffPath,lineage:a,hop:c,...f?{parent:f}:{},warnings:g,preparedAt:i.toISOString()},
upstream:d,parent:r}}async function G(e,n,t){if(e.template===null)throw new R("prompt-missing","this stage has no prompt\
 template",{where:e.stage});let o={source:e.template.source,...e.maxPromptTokens===null?{}:{maxPromptTokens:e.maxPromptTokens},
...e.madeEvent===void 0?{}:{madeEventHint:F(e.madeEvent,e.madeEventRun)}};await K(e.template.text,o);let i=I({upstream:n,
inputs:e.inputs,github:e.github,...t?{attempt:t}:{},require:e.needs,analysis:D(e.template.text)}),d=W(e.template.text,i.
context,o);return{prompt:d.prompt,warnings:[...i.warnings,...d.warnings]}}async function V(e,n,t){let o={stage:e.stage,attempt:n,
runAttempt:e.run.attempt};if((await t.list()).some(d=>U(d,o)===0))throw new R("record-exists",`${N(o)} already has a rec\
ord in this run, so the agent was not run; records are immutable`,{where:`stage ${e.stage}`,details:[`another job of thi\
s run records stage ${e.stage}: give each job its own stage id (the \`${A.stage}\` input)`]})}async function Q(e,n){let t=e.
upstream.filter(a=>a.stage!==e.stage),o=await Promise.all(t.map(a=>n.get(a.stage))),i=new Map(t.map(a=>[a.stage,a])),d=(a,m)=>{
let{job:c=null,matrix:f,open:S,place:s}=i.get(a)??{};return{stage:a,job:c??m?.record.job??a,stored:m,...f===void 0?{}:{matrix:f},
...S===!0?{open:!0}:{},...s===void 0?{}:{place:s}}},r=new Map;for(let[a,m]of t.entries())r.set(m.stage,o[a]);if(e.expandLineage){
let a=[...r.values()].filter(m=>m!==void 0);for(let m=a.shift();m;m=a.shift())for(let c of m.record.lineage){if(c.stage===
e.stage||r.has(c.stage))continue;let f=await n.getAttempt(c.stage,c.attempt,c.run_attempt),S=f?.recordSha256===c.record_sha256?
f:void 0;r.set(c.stage,S),S&&a.push(S)}}let u=e.expandLineage?await X(e,r,n):new Map;return[...r].map(([a,m])=>{let c=u.
get(a);return{...d(a,m),...c?{recordedLike:c}:{}}})}async function X(e,n,t){let o=e.needs.filter(r=>n.has(r)&&n.get(r)===
void 0),i=new Map;if(o.length===0)return i;let d=[...new Set((await t.list()).map(r=>r.stage))].filter(r=>r!==e.stage).sort(
b);for(let r of o){let u=d.filter(a=>a.startsWith(`${r}-`));u.length>0&&i.set(r,u)}return i}async function Z(e,n){if(e.parentRun===
null)return null;if(!n.openRun)throw new j(`stage ${e.stage}: a parent run is set but no way to open another run was giv\
en`);let t=await n.openRun(e.parentRun),o=new Map;for(let r of await t.list())o.set(r.stage,J([r,o.get(r.stage)??r]));let i=(await Promise.
all([...o.values()].map(r=>t.getAttempt(r.stage,r.attempt,r.runAttempt)))).filter(r=>r!==void 0),d=Math.max(0,...i.map(r=>r.
record.hop));return{run:e.parentRun,store:t,deepest:i.filter(r=>r.record.hop===d)}}function Y(e){let{stage:n,attempt:t,run:o}=e.
record;return{stage:n,attempt:t,...o.attempt>1?{run_attempt:o.attempt}:{},record_sha256:e.recordSha256}}async function ee(e,n,t,o){
let i=e.maxHandoffs+1,d=new Map(n.map(s=>[s.stored.recordSha256,s.stored])),r=new Map;t&&r.set(t.run,Promise.resolve(t.store));
let u=s=>(!r.has(s)&&o.openRun&&r.set(s,o.openRun(s)),r.get(s)),a=s=>s.reduce((g,l)=>g===void 0||l.stored.record.hop>g.stored.
record.hop?l:g,void 0),m=async(s,g,l)=>{let y=[];for(let p of s){let h=(l===null?d.get(p.record_sha256):void 0)??await g.
getAttempt(p.stage,p.attempt,p.run_attempt);h?.recordSha256===p.record_sha256&&y.push({stored:h,store:g,run:l})}return y},
c=[{stage:e.stage,run:null}],f=a([...n.map(s=>({stored:s.stored,store:o.store,run:null})),...(t?.deepest??[]).map(s=>({stored:s,
store:t.store,run:t.run}))]),S=!1;for(;f&&c.length<i+1;){c.unshift({stage:f.stored.record.stage,run:f.run});let{record:s}=f.
stored;if(s.hop<=1){S=!0;break}let g=await m(s.lineage,f.store,f.run);if(s.parent)try{let l=await u(s.parent.run);l&&g.push(
...await m(s.parent.lineage,l,s.parent.run))}catch{}f=a(g)}return te(c,S)}function te(e,n){let t=e.some(d=>d.run!==null),
o=n?[]:["\u2026"],i;for(let d of e)t&&d.run!==i&&o.push(re(d.run)),i=d.run,o.push(d.stage);return o}function re(e){return e===
null?"this run:":`run ${e}:`}function x(e){return e.endsWith(":")}function ne(e){let n=e.filter(u=>!x(u)&&u!=="\u2026").
length,t=[],o,i=!1,d=0;for(let u of e)x(u)?(o=u,i=!1):u==="\u2026"?t.push(u):(n<=12||d<5||d>=n-5?(o!==void 0&&!i&&t.push(
o),i=!0,t.push(u)):t.at(-1)!=="\u2026"&&t.push("\u2026"),d++);let r="";for(let[u,a]of t.entries()){let m=t[u-1];r+=u===0?
a:m!==void 0&&x(m)?` ${a}`:` \u2192 ${a}`}return r}export{be as a};

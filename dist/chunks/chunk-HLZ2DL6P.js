import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{a as ui,b as ci}from"./chunk-YHQU7V4H.js";import{a as fi,b as Pi,c as Ei,d as Ai}from"./chunk-6O25AWXI.js";
import{a as pi,c as hi,d as gi,j as ki,k as xi,l as $i,m as Ri}from"./chunk-77QD4S7P.js";import{a as Bn,b as wi,c as yi,
d as bi,e as Si,g as vi}from"./chunk-YAJWP6JN.js";import{b as Oi,c as zn}from"./chunk-HMERRAE2.js";import{a as tr}from"./chunk-PRXBAZOW.js";
import{a as nr}from"./chunk-UYPQSWXX.js";import{k as ii,l as oi}from"./chunk-X45RWPKT.js";import{$ as jr,Aa as ei,
Ba as Dn,C as lr,Ca as ni,D as ur,Da as si,Ea as ri,H as ae,I as cr,K as dr,L as fr,O as hr,P as gr,Q as mr,R as wr,V as Er,
X as le,Y as jn,Z as Cr,_ as Mr,a as Rt,aa as Lr,b as Ot,ba as Fr,c as Ee,ca as Ir,d as Wt,da as Dr,f as oe,fa as Fe,ga as Ie,
ha as Fn,ia as Ur,ka as De,la as Hr,n as Q,p as sr,q as rr,qa as Vr,r as ir,ra as qr,sa as Xr,ta as Yr,ua as Zr,w as Ae,
wa as Qr,y as or,z as ar,za as ti}from"./chunk-7ANSEADQ.js";import{A as Jr,B as Br,J as zr,L as Gr,M as Kr,a as Ln,
i as Wr,z as We}from"./chunk-Y7BRFJWP.js";import{b as V,c as qt,d as Me,e as je,f as Le,g as Ar,h as Tr,j as Nr,k as Ut,
l as Mn,m as _r}from"./chunk-KJNOXUWW.js";import{b as In}from"./chunk-RVKJOE2S.js";import{a as Hn,e as di,h as Jn,
i as ze}from"./chunk-UXXJDIQ6.js";import{a as ai,b as Wn,c as ue,d as Un,f as Ue,g as He,i as Je,j as Be,k as li,m as mi}from"./chunk-RR7GE6VZ.js";
import{A as Or,B as Pr,E as Lt,a as Te,b as Ne,c as pr,m as yr,o as br,p as Sr,q as vr,r as _e,s as Ce,t as kr,w as xr,x as $r,
y as Rr}from"./chunk-KCTSY3G6.js";import{a as Nt,b as $e,c as $t,d as Tn,e as Us,g as Cn,i as Oe,m as Xs,n as Ys,p as Zs,
q as ie,r as Qs,t as Vt,v as er,w as Pe}from"./chunk-VQUK3X66.js";import{b as x,c as It,d as wt,e as xn,f as $n,i as _s}from"./chunk-DLONVVOM.js";
import{Aa as qs,B as Z,C as nt,Da as re,Ea as Kt,H as Pt,I as Ds,O as lt,P as ft,Q as ne,T as xt,U as Ws,X as An,b as Rn,
ca as Hs,d as Cs,da as Js,e as Ms,ha as et,i as jt,ia as Dt,j as js,ja as Nn,k as Ls,ka as Bs,l as On,m as Pn,ma as zs,n as Fs,
na as _t,o as Is,oa as Re,pa as Gs,q as Gt,r as En,ra as Ks,sa as _n,ua as se,x as bt,xa as Vs,ya as G}from"./chunk-DFBKRPZ5.js";
import{a as ee}from"./chunk-5A7QKWCT.js";import{d as Tt}from"./chunk-3NR5HZ6E.js";var od=An.stage;function Gn(s,t){let e=An[s];return Object.fromEntries(Object.entries(t).filter(([n])=>e.includes(n)))}function Ge(s,t,e={}){
let n=s.problems.some(r=>r.code===Pt.nextUnknownStage);return{[nt.status]:s.status,[nt.next]:t?.next&&!n?t.next.stage:"",
[nt.present]:s.present?"true":"false",[nt.data]:JSON.stringify(t?.data??{}),[nt.sha256]:s.digests.handoff??"",[nt.artifactId]:e.
artifactId??"",[nt.promptPath]:e.promptPath??"",[nt.handoffPath]:e.handoffPath??""}}function Ti(){return{[nt.status]:"fa\
ilure",[nt.next]:"",[nt.present]:"false",[nt.data]:"{}",[nt.sha256]:"",[nt.artifactId]:"",[nt.promptPath]:"",[nt.handoffPath]:""}}var ma=new TextEncoder,wa=new TextDecoder("utf-8",{fatal:!0,ignoreBOM:!0}),ya=new TextDecoder("latin1");async function Ni(s,t,e){
let n=[],r=[],i=new Set,o=bt.artifactBytes;for(let[l,a]of(t.artifacts??[]).entries()){let u=f=>r.push({code:Pt.artifactRefused,
severity:"warning",path:Ys(["artifacts",l,"path"]),message:`${a.path} ${f}; it was not kept`});if(a.path.includes(xt.markerPrefix)){
u("held a secret (its path was redacted)");continue}let d=vr(a.path);if("refused"in d){u(d.refused);continue}if(i.has(d.
path))continue;let c=await e.readArtifact(s.workingDirectory,d.path,o);if(c.kind==="refused"){u(c.reason);continue}let p=ba(
c.bytes,s.redact,`${Is}/${d.path}`);if("refused"in p){u(p.refused);continue}if(p.bytes.length>o){u(`is ${p.bytes.length}\
 bytes once redacted, more than the ${o} bytes left of the ${bt.artifactBytes}-byte limit for one record's artifacts`);continue}
r.push(...p.problems),n.push({path:d.path,bytes:p.bytes}),i.add(d.path),o-=p.bytes.length}return{files:n,problems:r}}function ba(s,t,e){
let n;try{n=wa.decode(s)}catch{n=void 0}if(n!==void 0){let r=Ie(n,t,e);return r.problems.length===0?{bytes:s,problems:[]}:
{bytes:ma.encode(r.text),problems:r.problems}}return V(ya.decode(s),t).redactions.length>0?{refused:"is not UTF-8 text a\
nd holds a secret, which cannot be redacted from a binary file"}:{bytes:s,problems:[]}}var Sa=new Set(Object.values(Ds));function _i(s){return s.problems.filter(t=>t.severity==="warning"&&!Sa.has(t.code))}var Ke="baton: the command could not start: ";async function Ve(s,t,e,n,r={}){let i=e&&s.agent?.kind==="preset"?ar(s.agent.preset,e.stdout):null,o=await xa(s,t,e,i?.finalText??
null,n),l=o.kind==="valid"?o.handoff:null,a=l?await Ni(s,l,n.workspace):{files:[],problems:[]},u=[...t.warnings,...o.problems,
...a.problems,...i?.problems??[]],d=o.kind==="invalid",c=s.onInvalid==="fail"||s.handoff==="required",p=null,f,h={reason:"\
cancelled",message:`the stage was cancelled while its agent ran${typeof r.signal?.reason=="string"?`: ${r.signal.reason}`:
""}`};if(r.cancelled||r.signal?.aborted)f=h;else if(e&&e.exitCode!==0){let $=s.agent?.kind==="preset"?ka(s.agent.preset,
e,s.redact):"";f={reason:"exit-nonzero",message:e.exitCode!==null?`the agent exited with code ${e.exitCode}${$}`:e.signal!==
null?`the agent was ended by ${e.signal}`:`the agent could not start: ${e.output.replace(Ke,"").trim()}`,exitCode:e.exitCode,
signal:e.signal}}else if(d&&c){let $=o.problems.filter(T=>T.severity==="error");f={reason:"handoff-invalid",message:`the\
 handoff was refused (${Oa($.length,"problem")}): ${Ra($)}`,problems:$}}else if(l===null&&s.handoff==="required"){let $=`\
no handoff: nothing at $${jt.handoffPath} and no block between the markers in the agent's output, and this stage require\
s one (handoff: required)`;u.push({code:Pt.handoffMissing,severity:"error",path:"$",message:$}),f={reason:"handoff-missi\
ng",message:$}}else if(r.verify){let $=await r.verify();p=$.facts,u.push(...$.problems),f=r.signal?.aborted?{reason:"can\
celled",message:"the stage was cancelled while verify ran"}:p.exit_code===0?{reason:"completed",message:null}:{reason:"v\
erify-failed",message:`verify failed with ${p.exit_code===null?"no exit code (ended by a signal)":`exit code ${p.exit_code}`}`,
exitCode:p.exit_code}}else f={reason:"completed",message:null};let S=d&&!c?u.map($=>({...$,severity:"warning"})):u,m=n.workspace.
now(),w=await Fe(s,{attempt:t.attempt,repair:t.repair,hop:t.hop,lineage:t.lineage,...t.parent?{parent:t.parent}:{},prompt:t.
prompt,handoff:l,agent:e,startedAt:new Date(t.preparedAt),finishedAt:m,usage:i?.usage??null,verify:p,outcome:f,problems:S,
files:a.files},n),b=s.handoff==="required"&&(f.reason==="handoff-invalid"||f.reason==="handoff-missing");return{...w,outputs:Ge(
w.record,w.handoff,{artifactId:w.ref.id,promptPath:t.promptPath,handoffPath:t.handoffPath}),repairProblems:b?w.record.problems.
filter($=>$.severity==="error"):[]}}var va=300;function ka(s,t,e){let n=lr(s,t.output);if(n===null)return"";let r=V(n.text,
e).text,i=mi(_s(Pe(r).replace(/\s+/g," ").trim()),va);return i===""?"":n.source==="cli"?`: ${s} said "${i}"`:`: ${i}`}async function xa(s,t,e,n,r){
let i=await r.workspace.readHandoff(t.handoffPath),o=[],l;if(i.kind!=="missing")l=i;else if(e)for(let c of[n,e.stdout]){
if(!c)continue;let p=tr(c);if(o.push(...p.warnings),p.json!==null){l=Xs(p.json);break}}if(l===void 0)return{kind:"missin\
g",problems:$a(o)};if(l.kind==="invalid")return{kind:"invalid",problems:[...o,...l.problems]};let a=Nr(l.handoff,s.redact),
u=[...o,...l.warnings,...a.problems],d=a.handoff.next?.stage;if(d!==void 0&&s.workflowJobs!==null&&!s.workflowJobs.includes(
d)){let c={code:Pt.nextUnknownStage,severity:s.onInvalid==="warn"?"warning":"error",path:"$.next.stage",message:`"${d}" \
names no job in this workflow; jobs: ${[...s.workflowJobs].sort().join(", ")}`};if(s.onInvalid==="fail")return{kind:"inv\
alid",problems:[...u,c]};u.push(c)}else d!==void 0&&s.workflowJobs===null&&u.push({code:Pt.nextUnchecked,severity:"warni\
ng",path:"$.next.stage",message:`"${d}" was not checked against the workflow's jobs, which are not known here: ${s.workflowUnread??
"the workflow file was not read"}; the \`next\` output names it as given, whether or not a job has that id`});return{kind:"\
valid",handoff:a.handoff,problems:u}}function $a(s){let t=new Set;return s.filter(e=>{let n=`${e.code}\0${e.path}\0${e.message}`;
return t.has(n)?!1:(t.add(n),!0)})}function Ra(s){let t=[...s].sort((n,r)=>Number(Cn(r.message))-Number(Cn(n.message))),
e=t.slice(0,3).map(Vt).join("; ");return t.length>3?`${e}; and ${t.length-3} more`:e}function Oa(s,t){return`${s} ${t}${s===
1?"":"s"}`}function Mi(s){let t=s.problems.filter(r=>r.severity==="error"),e=(t.length>0?t:s.problems).map(r=>`- ${Vt(r).replace(/\s+/g,
" ")}`).join(`
`),n=JSON.stringify(nr(),null,2);return[`# Your handoff for stage \`${s.stage}\` was not accepted`,"","Your last run fin\
ished, but baton could not accept its handoff:","",e,"",`Do not redo the work. Write the handoff again, as one JSON obje\
ct that follows the JSON Schema below, to the file named by the environment variable \`${jt.handoffPath}\` (or print it a\
s the last thing you output, between a line \`${Pn.start}\` and a line \`${Pn.end}\`).`,"","## The handoff JSON Schema",
"",Ci(n,"json"),"","## The task you were given","",Ci(s.previousPrompt,"markdown"),""].join(`
`)}function Ci(s,t){let e=Math.max(0,...Array.from(s.matchAll(/`+/g),r=>r[0].length)),n="`".repeat(Math.max(3,e+1));return`${n}${t}\

${s.replace(/\n$/,"")}
${n}`}async function qe(s,t,e={}){let n=e.attempt??1,r=t.workspace.now();await Ea(s,n,t.store);let i=e.upstream??await Aa(s,t.
store),o=e.parent!==void 0?e.parent:await Na(s,t),l=i.filter(m=>m.stored!==void 0),a=l.map(m=>ji(m.stored)).sort((m,w)=>Ln(
m.stage,w.stage)),u=o?.deepest[0]?.record.hop??0,d=1+Math.max(u,...l.map(m=>m.stored.record.hop)),c=o?{run:o.run,lineage:o.
deepest.map(ji)}:void 0,p=async(m,w)=>{let b=await Fe(s,{attempt:n,repair:e.repair!==void 0,hop:d,lineage:a,...c?{parent:c}:
{},prompt:"",handoff:null,agent:null,startedAt:r,finishedAt:t.workspace.now(),usage:null,verify:null,outcome:m,problems:w},
t);return{kind:"refused",result:{stage:s.stage,ok:!1,outcome:b.outcome,attempts:[b],final:b,outputs:Ge(b.record,null,{artifactId:b.
ref.id})}}};if(d>s.maxHandoffs){let m=await _a(s,l,o,t),w=`stage ${s.stage} would be hop ${d}, more than max-handoffs ${s.
maxHandoffs}: ${ja(m)}`;return p({reason:"max-handoffs",message:w,hop:d,limit:s.maxHandoffs,chain:m},[{code:Pt.maxHandoffs,
severity:"error",path:"$",message:w}])}let f,g=[];if(e.repair)f=Mi({stage:s.stage,...e.repair});else try{({prompt:f,warnings:g}=
await Pa(s,i,e.attemptContext))}catch(m){if(!(m instanceof x))throw m;let w={code:m.code,severity:"error",path:m.where??
"$",message:m.message};return p({reason:"render-failed",message:wt(m),problems:[w]},[w])}let h=await t.workspace.attemptPaths(
s.stage,n);return s.agent?.kind==="preset"&&(f=`${f.trimEnd()}

${ur({handoffPath:h.handoffPath})}
`),await t.workspace.writePrompt(h.promptPath,f),{kind:"ready",prepared:{stage:s.stage,attempt:n,repair:e.repair!==void 0,
prompt:f,promptPath:h.promptPath,handoffPath:h.handoffPath,lineage:a,hop:d,...c?{parent:c}:{},warnings:g,preparedAt:r.toISOString()},
upstream:i,parent:o}}async function Pa(s,t,e){if(s.template===null)throw new x("prompt-missing","this stage has no promp\
t template",{where:s.stage});let n={source:s.template.source,...s.maxPromptTokens===null?{}:{maxPromptTokens:s.maxPromptTokens},
...s.madeEvent===void 0?{}:{madeEventHint:ki(s.madeEvent,s.madeEventRun)}};await $i(s.template.text,n);let r=Wr({upstream:t,
inputs:s.inputs,github:s.github,...e?{attempt:e}:{},require:s.needs,analysis:xi(s.template.text)}),i=Ri(s.template.text,
r.context,n);return{prompt:i.prompt,warnings:[...r.warnings,...i.warnings]}}async function Ea(s,t,e){let n={stage:s.stage,
attempt:t,runAttempt:s.run.attempt};if((await e.list()).some(i=>Ce(i,n)===0))throw new x("record-exists",`${xr(n)} alrea\
dy has a record in this run, so the agent was not run; records are immutable`,{where:`stage ${s.stage}`,details:[`anothe\
r job of this run records stage ${s.stage}: give each job its own stage id (the \`${Z.stage}\` input)`]})}async function Aa(s,t){
let e=s.upstream.filter(a=>a.stage!==s.stage),n=await Promise.all(e.map(a=>t.get(a.stage))),r=new Map(e.map(a=>[a.stage,
a])),i=(a,u)=>{let{job:d=null,matrix:c,open:p,place:f}=r.get(a)??{};return{stage:a,job:d??u?.record.job??a,stored:u,...c===
void 0?{}:{matrix:c},...p===!0?{open:!0}:{},...f===void 0?{}:{place:f}}},o=new Map;for(let[a,u]of e.entries())o.set(u.stage,
n[a]);if(s.expandLineage){let a=[...o.values()].filter(u=>u!==void 0);for(let u=a.shift();u;u=a.shift())for(let d of u.record.
lineage){if(d.stage===s.stage||o.has(d.stage))continue;let c=await t.getAttempt(d.stage,d.attempt,d.run_attempt),p=c?.recordSha256===
d.record_sha256?c:void 0;o.set(d.stage,p),p&&a.push(p)}}let l=s.expandLineage?await Ta(s,o,t):new Map;return[...o].map(([
a,u])=>{let d=l.get(a);return{...i(a,u),...d?{recordedLike:d}:{}}})}async function Ta(s,t,e){let n=s.needs.filter(o=>t.has(
o)&&t.get(o)===void 0),r=new Map;if(n.length===0)return r;let i=[...new Set((await e.list()).map(o=>o.stage))].filter(o=>o!==
s.stage).sort(Ln);for(let o of n){let l=i.filter(a=>a.startsWith(`${o}-`));l.length>0&&r.set(o,l)}return r}async function Na(s,t){
if(s.parentRun===null)return null;if(!t.openRun)throw new It(`stage ${s.stage}: a parent run is set but no way to open a\
nother run was given`);let e=await t.openRun(s.parentRun),n=new Map;for(let o of await e.list())n.set(o.stage,kr([o,n.get(
o.stage)??o]));let r=(await Promise.all([...n.values()].map(o=>e.getAttempt(o.stage,o.attempt,o.runAttempt)))).filter(o=>o!==
void 0),i=Math.max(0,...r.map(o=>o.record.hop));return{run:s.parentRun,store:e,deepest:r.filter(o=>o.record.hop===i)}}function ji(s){
let{stage:t,attempt:e,run:n}=s.record;return{stage:t,attempt:e,...n.attempt>1?{run_attempt:n.attempt}:{},record_sha256:s.
recordSha256}}async function _a(s,t,e,n){let r=s.maxHandoffs+1,i=new Map(t.map(f=>[f.stored.recordSha256,f.stored])),o=new Map;
e&&o.set(e.run,Promise.resolve(e.store));let l=f=>(!o.has(f)&&n.openRun&&o.set(f,n.openRun(f)),o.get(f)),a=f=>f.reduce((g,h)=>g===
void 0||h.stored.record.hop>g.stored.record.hop?h:g,void 0),u=async(f,g,h)=>{let S=[];for(let m of f){let w=(h===null?i.
get(m.record_sha256):void 0)??await g.getAttempt(m.stage,m.attempt,m.run_attempt);w?.recordSha256===m.record_sha256&&S.push(
{stored:w,store:g,run:h})}return S},d=[{stage:s.stage,run:null}],c=a([...t.map(f=>({stored:f.stored,store:n.store,run:null})),
...(e?.deepest??[]).map(f=>({stored:f,store:e.store,run:e.run}))]),p=!1;for(;c&&d.length<r+1;){d.unshift({stage:c.stored.
record.stage,run:c.run});let{record:f}=c.stored;if(f.hop<=1){p=!0;break}let g=await u(f.lineage,c.store,c.run);if(f.parent)
try{let h=await l(f.parent.run);h&&g.push(...await u(f.parent.lineage,h,f.parent.run))}catch{}c=a(g)}return Ca(d,p)}function Ca(s,t){
let e=s.some(i=>i.run!==null),n=t?[]:["\u2026"],r;for(let i of s)e&&i.run!==r&&n.push(Ma(i.run)),r=i.run,n.push(i.stage);
return n}function Ma(s){return s===null?"this run:":`run ${s}:`}function Kn(s){return s.endsWith(":")}function ja(s){let t=s.
filter(l=>!Kn(l)&&l!=="\u2026").length,e=[],n,r=!1,i=0;for(let l of s)Kn(l)?(n=l,r=!1):l==="\u2026"?e.push(l):(t<=12||i<
5||i>=t-5?(n!==void 0&&!r&&e.push(n),r=!0,e.push(l)):e.at(-1)!=="\u2026"&&e.push("\u2026"),i++);let o="";for(let[l,a]of e.
entries()){let u=e[l-1];o+=l===0?a:u!==void 0&&Kn(u)?` ${a}`:` \u2192 ${a}`}return o}async function Li(s,t){if(s.agent===null)throw new It(`stage ${s.stage}: runStage needs an agent (run or agent); this sp\
ec is for a split stage`);let e=[],n,r,i={},o="",l=!1;for(let a=1;;a++){let u=await qe(s,t,{...i,attempt:a,...n?{upstream:n}:
{},...r!==void 0?{parent:r}:{}});if(u.kind==="refused")return t.reporter?.error(u.result.outcome.message??"",s.stage),{...u.
result,attempts:[...e,...u.result.attempts]};n=u.upstream,r=u.parent;let d=u.prepared;d.repair||(o=d.prompt);for(let h of d.
warnings)t.reporter?.warning(h.message,`${s.stage} ${h.path}`);let c=await Da(s,d,t),p=await Ve(s,d,c,t,{...t.signal?{signal:t.
signal}:{},...s.verify===null?{}:{verify:()=>Wa(s,d,t,s.verify)}});e.push(p);let{outcome:f}=p,g=t.signal?.aborted===!0;if(p.
repairProblems.length>0&&!l&&!g){l=!0,t.reporter?.warning(`${f.message}; giving the agent one repair turn`,s.stage),i={repair:{
problems:p.repairProblems,previousPrompt:o}};continue}if(f.reason==="verify-failed"&&a<s.attempts&&!g){t.reporter?.warning(
`attempt ${a} of ${s.attempts}: ${f.message}; trying again`,s.stage),i={attemptContext:Fa(a+1,p.handoff,p.record.verify)};
continue}return f.reason==="cancelled"?t.reporter?.warning(f.message,s.stage):f.reason!=="completed"&&t.reporter?.error(
f.message,s.stage),La(s,f,e,p.outputs)}}function La(s,t,e,n){let r=e.at(-1);if(!r)throw new It(`stage ${s.stage}: no att\
empt was stored`);return{stage:s.stage,ok:t.reason==="completed",outcome:t,attempts:e,final:r,outputs:n}}function Fa(s,t,e){
return{number:s,previous:t,verify:e?{exit_code:e.exit_code,output:e.output_tail}:null}}function Ia(s,t){let e={};for(let[
n,r]of Object.entries(s))js.includes(n)||Ls.some(i=>n.startsWith(i))||(e[n]=r);return{...e,...t}}function Fi(s,t,e,n={}){
return Ia(e.env,{...n,[jt.promptPath]:t.promptPath,[jt.handoffPath]:t.handoffPath,[jt.stage]:s.stage})}async function Da(s,t,e){
let n=s.agent,r=n.kind==="preset"?{...or(n.preset),shell:"bash"}:{script:n.command,env:{},shell:s.shell};return e.reporter?.
info(`${s.stage}: attempt ${t.attempt}${t.repair?" (repair turn)":""}, running the agent`),Ii(e,()=>({script:r.script,shell:r.
shell,cwd:e.workspace.resolveDirectory(s.workingDirectory),env:Fi(s,t,e,r.env)}))}async function Ii(s,t){let e=s.workspace.
now();try{return await s.runner.run({...t(),...s.onOutput?{onOutput:s.onOutput}:{},...s.signal?{signal:s.signal}:{}})}catch(n){
let r=`${Ke}${wt(n)}
`;return s.onOutput?.(r,"stderr"),{exitCode:null,signal:null,startedAt:e,finishedAt:s.workspace.now(),output:r,stdout:""}}}
async function Wa(s,t,e,n){e.reporter?.info(`${s.stage}: attempt ${t.attempt}, running verify`);let r=await Ii(e,()=>({script:n,
shell:s.shell,cwd:e.workspace.resolveDirectory(s.workingDirectory),env:Fi(s,t,e)})),i=Ie(r.output,s.redact,"verify.outpu\
t_tail");return{facts:{command:n,exit_code:r.exitCode,output_tail:Cs(i.text,bt.verifyOutputTailBytes),duration_ms:Math.max(
0,r.finishedAt.getTime()-r.startedAt.getTime())},problems:i.problems}}var Ji=Tt(Te(),1),Et=Tt(ee(),1);import{spawn as Ja}from"node:child_process";import{tmpdir as Ba}from"node:os";import{join as za}from"node:path";
import{StringDecoder as Ga}from"node:string_decoder";var Xt=class{#t;#s={stdout:"",stderr:""};#n=null;constructor(t){this.#t=t}push(t,e){let n=this.#s[e]+t,r=n.endsWith("\r")?
n.slice(0,-1):n,i=Math.max(r.lastIndexOf(`
`),r.lastIndexOf("\r"))+1;n.length-i>65536&&(i=n.length),this.#e(e,n.slice(0,i)),this.#s[e]=n.slice(i)}end(t){this.#e(t,
this.#s[t]),this.#s[t]=""}#e(t,e){e!==""&&(this.#n!==null&&!this.#n.ended&&this.#n.stream!==t&&this.#t(`
`,!0),this.#t(e,!1),this.#n={stream:t,ended:e.endsWith(`
`)||e.endsWith("\r")})}};var Ua=8;function Wi(s,t,e,n){let r=s+t,i=s.length,o=je(r,e),l=o.find(d=>d.start<i&&d.end>i),a=l?l.end-i:0;if(n&&(a=Di(t,
a)),!r.includes("\x1B")&&o.every(d=>d.end<=i+a))return a;let u=V(r,e).text;for(let d=0;a<t.length&&d<=Ua;d++){if(Le(r,i+
a,e,u))return a;a=n?Di(t,a+1):Ha(t,a+1)}return t.length}function Di(s,t){if(t===0||s.charCodeAt(t-1)===Ui)return t;let e=s.
indexOf(`
`,t);return e===-1?s.length:e+1}function Ha(s,t){for(let e=t;e<=s.length;e++){let n=s.charCodeAt(e-1);if(n===Ui||n===32||
n===9)return e}return s.length}var Ui=10;var Vn={killGraceMs:5e3,maxOutputBytes:1024*1024,drainMs:1e3};function Ka(s){try{process.kill(-s,0)}catch{return!1}let t;
try{t=(0,Et.readdirSync)("/proc")}catch{return!0}for(let e of t){if(!/^\d+$/.test(e))continue;let n;try{n=(0,Et.readFileSync)(
`/proc/${e}/stat`,"utf8")}catch{continue}let[r,,i]=n.slice(n.lastIndexOf(")")+2).split(" ");if(Number(i)===s&&r!=="Z")return!0}
return!1}var Xe=class{#t;#s;#n;#e;#r;#i;#l;#o;constructor(t={}){this.#t=t.tempDir??Ba(),this.#s=t.killGraceMs??Vn.killGraceMs,
this.#n=t.maxOutputBytes??Vn.maxOutputBytes,this.#e=t.drainMs??Vn.drainMs,this.#r=t.outputHook,this.#i=t.reuseScripts?new Map:
void 0,this.#l=t.secrets??[],this.#o=t.noPathHint??"PATH is not set in its environment"}async run(t){let e=Fr(t.shell);Va(
t.cwd);let n=Ir(e,t.script),r=this.#u(e.extension,n),i=r??za(this.#t,`baton-step-${(0,Ji.randomUUID)()}${e.extension}`);
r===void 0&&((0,Et.writeFileSync)(i,n,{flag:"wx",mode:448}),this.#i?.set(`${e.extension}\0${n}`,i)),this.#r?.begin?.();try{
return await this.#f(e.file,Dr(e,i),t)}finally{this.#r?.end?.(),this.#i===void 0&&(0,Et.rmSync)(i,{force:!0})}}#u(t,e){let n=`${t}\
\0${e}`,r=this.#i?.get(n);if(r===void 0)return;let i=Buffer.from(e),o;try{o=Zs(r,i.length)}catch{o={kind:"missing"}}if(o.
kind==="file"&&i.equals(o.bytes))return r;this.#i?.delete(n)}#f(t,e,n){return new Promise((r,i)=>{let o=new Date,l=new Ye(
this.#n),a=new Ye(this.#n),u=Ja(t,e,{cwd:n.cwd,env:n.env,stdio:["ignore","pipe","pipe"],detached:!0});u.pid!==void 0&&n.
onStart?.(u.pid);let d,c,p,f,g=!1,h=L=>{if(u.pid!==void 0)try{process.kill(-u.pid,L)}catch{}},S=()=>u.pid!==void 0&&Ka(u.
pid),m,w=!1,b,$=null,T,R=()=>{h("SIGKILL"),T=Date.now()},v=Number.POSITIVE_INFINITY,A=L=>{L>=v||(v=L,clearTimeout(d),d=setTimeout(
R,Math.max(0,L-Date.now())),d.unref())},P=()=>{$!=="terminate"&&($="terminate",clearTimeout(c),h("SIGTERM"),A(Date.now()+
this.#s))},U=()=>{if(n.stop!=="interrupt"||n.kill?.aborted)return P();$===null&&($="interrupt",h("SIGINT"),c=setTimeout(
()=>h("SIGTERM"),1.5*this.#s),c.unref(),A(Date.now()+2*this.#s))},q=()=>{let L=S();return n.kill?.aborted&&T===void 0&&L&&
R(),L&&(T===void 0||Date.now()-T<2e3)?(m??=setInterval(k,100),!1):(clearInterval(m),w?!0:b===void 0?(b=Date.now(),setTimeout(
k,this.#e).unref(),!1):Date.now()-b>=this.#e)},k=()=>{g||f===void 0||$!==null&&!q()||(clearInterval(m),g=!0,clearTimeout(
p),u.stdout?.destroy(),u.stderr?.destroy(),E("stdout"),E("stderr"),n.signal?.removeEventListener("abort",U),n.kill?.removeEventListener(
"abort",P),clearTimeout(d),clearTimeout(c),r({exitCode:f.code,signal:f.signal,startedAt:o,finishedAt:new Date,output:l.text(
this.#l),stdout:a.text(this.#l)}))},N=new Xt((L,K)=>K?l.insert(L):l.push(L)),E=L=>N.end(L),F=(L,K)=>{let I=new Ga("utf8"),
y=O=>{N.push(O,K),O!==""&&(K==="stdout"&&a.push(O),this.#r?.chunk(O,K),n.onOutput?.(O,K))};L.on("data",O=>{l.wrote(O.length),
K==="stdout"&&a.wrote(O.length),y(I.write(O))}),L.on("end",()=>{y(I.end()),E(K)})};F(u.stdout,"stdout"),F(u.stderr,"stde\
rr"),u.on("error",L=>{if(g)return;g=!0,n.signal?.removeEventListener("abort",U),n.kill?.removeEventListener("abort",P);let K=L.
code==="ENOENT"&&!t.includes("/")&&!n.env.PATH;i(new x("shell-failed",`could not start ${JSON.stringify(t)}: ${L.code??L.
message}${K?`; ${this.#o}`:""}`,{where:"shell",cause:L}))}),u.on("exit",(L,K)=>{f={code:L,signal:K},p=setTimeout(()=>{$===
null&&(u.stdout?.destroy(),u.stderr?.destroy()),k()},this.#e),p.unref()}),u.on("close",()=>{w=!0,k()}),n.kill?.aborted?P():
n.kill?.addEventListener("abort",P,{once:!0}),n.signal&&(n.signal.aborted?U():n.signal.addEventListener("abort",U,{once:!0}))})}};
function Va(s){let t;try{t=(0,Et.statSync)(s)}catch{t=void 0}if(!t?.isDirectory())throw new x("working-directory-missing",
`${s} is not a directory`,{where:"working-directory"})}var Hi=64*1024,qa=`${["-----BEGIN","PRIVATE","KEY-----"].join(" ")}\

`,Xa=128,Ye=class{#t;#s=[];#n=0;#e=0;#r=0;#i=0;#l=!1;#o="";constructor(t){this.#t=t}wrote(t){this.#r+=t}insert(t){this.push(
t),this.#i+=Buffer.byteLength(t)}push(t){this.#s.push(t);let e=Buffer.byteLength(t);for(this.#n+=e,this.#e+=e;this.#s.length>
1&&this.#n-Buffer.byteLength(this.#s[0])>=this.#t+Hi;){let n=this.#s.shift();this.#n-=Buffer.byteLength(n),this.#u(n)}}#u(t){
let e=this.#o+t;this.#l=Ut(e,this.#l,this.#o.length),this.#o=e.slice(-Xa)}text(t=[]){let e=Buffer.from(this.#s.join(""));
if(e.length<=this.#t)return e.toString("utf8");let n=e.length-this.#t-1,r=e.indexOf(10,n),i=[e.indexOf(32,n),e.indexOf(9,
n)].filter(u=>u>=0),o=r>=0&&r<e.length-1?r:i.length>0?Math.min(...i):-1,l="";if(o>=0){let u=o+1,d=Math.max(0,u-Hi),c=d===
0?-1:e.indexOf(10,d-1);for(c>=0&&c+1<u&&(d=c+1);(e[d]&192)===128;)d++;let f=(Ut(this.#o+e.subarray(0,d).toString("utf8"),
this.#l,this.#o.length)?qa:"")+e.subarray(d,u).toString("utf8"),g=e.subarray(u).toString("utf8");l=g.slice(Wi(f,g,t,e[o]===
10))}let a=l!==""?`the last ${this.#t} bytes at most are kept`:o===-1?"none of it is kept, as no line or space was left \
to start at":"none of it is kept, as all of it after the cut may be part of a secret the cut went through";return this.#e===
this.#r+this.#i?`[baton: the first ${this.#e-Buffer.byteLength(l)} bytes of this output were left out; ${a}]
${l}`:`[baton: this output was ${this.#r} bytes, not all of it UTF-8 text, and its start was left out; ${a}${l===""?"":"\
, as text (a byte that is not UTF-8 as \uFFFD)"}]
${l}`}};var Rs=Tt(Te(),1),Jt=Tt(ee(),1);import{copyFile as Ec,lstat as Ac,mkdtemp as Tc,readFile as ke,rename as Nc,rm as _c}from"node:fs/promises";
import{availableParallelism as Cc,hostname as Mc,tmpdir as jc}from"node:os";import{basename as Lc,dirname as yn,join as it,
relative as Fc,resolve as ve}from"node:path";import{setMaxListeners as es}from"node:events";var Bi=["repository","path","ref"];function zi(s,t,e){let n=t.repository.trim(),r=n!==""&&n.toLowerCase()!==e.repository.
toLowerCase(),i=t.path.trim(),o=!Ya(i,e.workspace),l=t.ref.trim(),a=l!==""&&!e.refs.includes(l);if(!r&&!o&&!a)return null;
let u=r?`${n}${a?` at ${l}`:""} is not cloned`:a?`ref ${l}${o?" of this repository":""} is not checked out`:"this reposi\
tory is not checked out again";return`${s}: ${u}${o?` into ${i}`:""}: baton checks nothing out; the project directory is\
 used as it is`}function Ya(s,t){if(s==="")return!0;let e=s.replace(/\/+$/,"")||"/";return e==="."||e===(t.replace(/\/+$/,
"")||"/")}function Yi(s){return`$${lt.stepSummary} upload aborted, supports content up to a size of ${Math.floor(bt.stepSummaryFileBytes/
1024)}k, got ${Math.floor(s/1024)}k. For more information see: https://docs.github.com/actions/using-workflows/workflow-\
commands-for-github-actions#adding-a-markdown-summary`}var Zi=new Set(["NODE_OPTIONS"]);function Xn(s,t){let e=[],n=s.split(
`
`).map(r=>r.replace(/\r$/,""));n.length>0&&n[n.length-1]===""&&n.pop();for(let r=0;r<n.length;r+=1){let i=n[r];if(i.trim()===
"")continue;let o=i.indexOf("<<"),l=i.indexOf("=");if(o>0&&(l<0||o<l)){let a=i.slice(0,o),u=i.slice(o+2);if(u==="")throw Ze(
t,r+1,`"${a}<<" needs a delimiter`);let d=[],c=!1;for(r+=1;r<n.length;r+=1){if(n[r]===u){c=!0;break}d.push(n[r])}if(!c)throw Ze(
t,r,`no line "${u}" ends the value of ${a}`);e.push([Gi(a,t,r+1),d.join(`
`)]);continue}if(l>0){e.push([Gi(i.slice(0,l),t,r+1),i.slice(l+1)]);continue}throw Ze(t,r+1,"expected name=value or name\
<<DELIMITER")}return e}function Qi(s,t){let e=[],n=[];for(let r of Xn(s,t))Zi.has(r[0].toUpperCase())?n.push(`can't stor\
e ${r[0]} using ${t}; it was left out`):e.push(r);return{pairs:e,refused:n}}function to(s){return s.split(`
`).map(t=>t.replace(/\r$/,"").trim()).filter(t=>t!=="").reverse()}function Gi(s,t,e){if(s.trim()===""||s!==s.trim()||s.includes(
"\0"))throw Ze(t,e,`"${s}" is not a valid name`);return s}function Ze(s,t,e){return new x("file-command-invalid",`${s} l\
ine ${t}: ${e}`,{where:s})}var en=new Set(["stop-commands","set-env","set-output","save-state","add-mask","add-path","ad\
d-matcher","remove-matcher","debug","warning","error","notice","group","endgroup","echo"]),eo={has:()=>!0},no="\\t\\n\\v\\f\\\
r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000",Za=new RegExp(`^[${no}]+`),Ki=new RegExp(`[${no}\
]`);function Qe(s){let t=0,e=s.length;for(;t<e&&Ki.test(s[t]);)t++;for(;e>t&&Ki.test(s[e-1]);)e--;return s.slice(t,e)}function nn(s,t=en){
return Qa(s,t)??tl(s,t)}function Qa(s,t){let e=s.replace(Za,"");if(!e.startsWith("::"))return null;let n=e.indexOf("::",
2);if(n<0)return null;let r=e.slice(2,n),i=r.indexOf(" "),o=(i<0?r:r.slice(0,i)).toLowerCase();if(!t.has(o))return null;
let l=i>0?so(Qe(r.slice(i+1)),",",il):new Map;return{command:o,properties:l,data:rl(e.slice(n+2)),form:"v2"}}function tl(s,t){
let e=s.indexOf("##[");if(e<0)return null;let n=s.indexOf("]",e);if(n<0)return null;let r=s.slice(e+3,n),i=r.indexOf(" "),
o=(i<0?r:r.slice(0,i)).toLowerCase();if(!t.has(o))return null;let l=i>0?so(r.slice(i+1),";",qi):new Map;return{command:o,
properties:l,data:qi(s.slice(n+1)),form:"legacy"}}function so(s,t,e){let n=new Map;for(let r of s.split(t)){let i=r.replace(
/^=+/,""),o=i.indexOf("=");if(o<0)continue;let l=i.slice(o+1).replace(/^=+/,"");l!==""&&n.set(i.slice(0,o).toLowerCase(),
e(l))}return n}var ce=class{#t=null;#s=new Set(en);read(t){let e=nn(t,this.#s);if(this.#t===null)return e;let n=this.#t.
toLowerCase();return n===""||e?.command!==n?null:(this.#s.delete(n),this.#t=null,"resumed")}refuses(t){return el(t,this.#s)}stop(t){
this.#t=t,this.#s.add(t.toLowerCase())}};function el(s,t){let e=s.toLowerCase();return e===""||e==="pause-logging"||t.has(
e)}function ro(s,t){return t===void 0?s:{...s,github:{...s.github,...t}}}var nl=1024*1024,sl=6,qn=4e3,Vi=50,rl=s=>s.replace(
/%0D|%0A|%25/g,t=>({"%0D":"\r","%0A":`
`,"%25":"%"})[t]),il=s=>s.replace(/%0D|%0A|%3A|%2C|%25/g,t=>({"%0D":"\r","%0A":`
`,"%3A":":","%2C":",","%25":"%"})[t]),qi=s=>s.replace(/%3B|%0D|%0A|%5D|%25/g,t=>({"%3B":";","%0D":"\r","%0A":`
`,"%5D":"]","%25":"%"})[t]),tn=class{#t=[];#s=new Set;#n=[];#e={outputs:[],env:[],path:[],failures:[]};#r=new Set;#i;#l;#o;constructor(t={}){
this.#i=t.allowUnsecureCommands??!1,this.#l=t.allowUnsecureStopCommandTokens??!1,this.#o=t.redact??(e=>e)}#u=0;#f={stdout:{
partial:"",overlong:!1},stderr:{partial:"",overlong:!1}};#c=new ce;push(t,e="stdout"){let n=this.#f[e],r=t.split(/\r\n|\r|\n/),
i=r.pop();for(let o of r)n.overlong||this.#d(n.partial+o),n.partial="",n.overlong=!1;n.overlong||(n.partial+=i,n.partial.
length>nl&&(n.partial="",n.overlong=!0))}get masks(){return this.#t}end(){for(let o of Object.values(this.#f))!o.overlong&&
o.partial!==""&&this.#d(o.partial),o.partial="";let t=[...this.#n];this.#u>0&&t.push({level:"warning",message:`${this.#u}\
 more annotation${this.#u===1?"":"s"} of this step not shown (at most ${Vi})`});let{outputs:e,env:n,path:r,failures:i}=this.#e;
return{masks:[...this.#t],annotations:t,commands:{outputs:[...e],env:[...n],path:[...r],failures:[...i]}}}#p(t){this.#s.
has(t)||(this.#s.add(t),this.#t.push(t))}#d(t){let e=this.#c.read(t);if(e===null||e==="resumed")return;let{command:n,properties:r,
data:i}=e;switch(n){case"stop-commands":{let o=i;if(this.#l||!this.#c.refuses(o)){this.#c.stop(o),o.length>sl&&this.#p(o);
return}this.#e.failures.push(`unable to process ::stop-commands::: you cannot use an endToken that is an empty string, t\
he string 'pause-logging', or another workflow command (this one is ${o===""?"empty":JSON.stringify(o)}); use a token of\
 your own, such as a random one, or opt into insecure command execution by setting ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TO\
KENS to true (see https://docs.github.com/actions/learn-github-actions/workflow-commands-for-github-actions#example-stop\
ping-and-starting-workflow-commands)`);return}case"add-mask":{let o=Qe(i);if(o==="")return;let l=o.split(/[\r\n]+/).map(
Qe);for(let a of[o,...l])a!==""&&this.#p(a);return}case"error":case"warning":case"notice":this.#b(n,r,i);return;case"set\
-output":case"save-state":case"set-env":case"add-path":this.#h(n,r,i)}}#h(t,e,n){let r=l=>this.#e.failures.push(`unable \
to process ::${t}::: ${l}`);if((t==="set-env"||t==="add-path")&&!this.#i){r(`the \`${t}\` command is disabled; write to ${t===
"set-env"?lt.env:lt.path} instead, or set ACTIONS_ALLOW_UNSECURE_COMMANDS to true (see https://github.blog/changelog/202\
0-10-01-github-actions-deprecating-set-env-and-add-path-commands/)`);return}if(t==="add-path"){n===""?r("the path is emp\
ty"):this.#e.path.push(n);return}let i=e.get("name");if(i===void 0||i===""){r(`required field 'name' is missing in the ${t}\
 command`);return}if(t==="set-env"){if(Zi.has(i.toUpperCase())){this.#n.push({level:"error",message:`can't update ${i} u\
sing ::set-env::`});return}this.#e.env.push([i,n]);return}if(t==="set-output"&&this.#e.outputs.push([i,n]),this.#r.has(t))
return;this.#r.add(t);let o=t==="set-output"?lt.output:lt.state;this.#n.push({level:"warning",message:`the \`${t}\` comma\
nd is deprecated and will be disabled soon; write to ${o} instead (see https://github.blog/changelog/2022-10-11-github-a\
ctions-deprecating-save-state-and-set-output-commands/)`})}#b(t,e,n){if(this.#n.length>=Vi){this.#u+=1;return}let r=e.get(
"line"),i=e.get("file")?[e.get("file"),r,r&&e.get("col")].filter(Boolean).join(":"):"",o=e.get("title"),l=c=>ol(this.#o(
c,this.#t).replace(/\r\n|\r|\n/g," ")),a=c=>c===void 0?null:l(c),u=c=>{let p=e.get(c)?.trim();return p!==void 0&&/^[1-9]\d{0,8}$/.
test(p)?Number(p):null},d=`${i?`${i}: `:""}${o?`${o}: `:""}${n}`;this.#n.push({level:t,message:l(d),place:{title:a(o),file:a(
e.get("file")),line:u("line"),end_line:u("endline"),col:u("col"),end_column:u("endcolumn")}})}};function Yn(s,t){if(t.length===
0)return s;let e=new Set(t);return s.replace(/[^\r\n]+/g,n=>io(n,r=>e.has(Qe(r))))}function Zn(s){return io(s,()=>!0)}var Xi=/(?=::add-mask[ :]|##\[add-mask[ \]])/i;
function io(s,t){return Xi.test(s)?s.split(Xi).map(e=>{let n=nn(e);return n?.command!=="add-mask"||!t(n.data)?e:n.form===
"v2"?`${e.slice(0,10)}::***`:`${e.slice(0,11)}]***`}).join(""):s}function ol(s){return s.length>qn?`${s.slice(0,qn)}\u2026 (${s.
length-qn} more characters)`:s}function oo(s,t){let e=[],n=Qn(s.map(i=>ao(i.container)));n.length>0&&e.push({level:"warning",message:`container: ${n.join(
", ")} ${n.length===1?"is":"are"} not started: baton runs the job's steps on this machine, not in a container`});let r=Qn(
s.flatMap(i=>al(i.services)));if(r.length>0){let i=r.length===1;e.push({level:"warning",message:`services: ${r.join(", ")}\
 ${i?"is":"are"} not started: baton starts no containers, and the job's steps run on this machine without ${i?"it":"them"}`})}
for(let i of["Windows","macOS"]){if(i===t)continue;let o=Qn(s.map(l=>ll(l.runsOn)===i?ts(l.runsOn):null));o.length!==0&&
e.push(i==="Windows"?{level:"warning",message:`runs-on: ${o.join(", ")}: runs here, on ${t}, with this machine's shells \
(bash by default, where a Windows runner's is pwsh; shell: cmd and powershell fail here)`}:{level:"info",message:`runs-o\
n: ${o.join(", ")}: runs here, on ${t}, with this machine's shells and tools (bash by default, as on macOS)`})}return e}
function ao(s){let t=typeof s=="string"?s:rn(s)&&typeof s.image=="string"?s.image:null;return t===null||t.trim()===""?null:
t}function al(s){return typeof s=="string"?s.trim()===""?[]:[s]:rn(s)?Object.entries(s).flatMap(([t,e])=>ao(e)===null?[]:
[t]):[]}function ll(s){for(let t of lo(s)){let e=t.trim().toLowerCase();if(e==="windows"||e.startsWith("windows-"))return"\
Windows";if(e==="macos"||e.startsWith("macos-"))return"macOS"}return null}function lo(s){return typeof s=="string"?[s]:Array.
isArray(s)?s.filter(t=>typeof t=="string"):rn(s)?lo(s.labels):[]}function ts(s){return Array.isArray(s)?`[${s.map(ts).join(
", ")}]`:rn(s)?`{ ${Object.entries(s).map(([t,e])=>`${t}: ${ts(e)}`).join(", ")} }`:String(s)}function sn(s){switch(s.kind){case"\
literal":return s.value;case"expression":return s.text;case"sequence":return s.items.map(sn);case"mapping":return Object.
fromEntries(s.entries.map(({key:t,value:e})=>[t,sn(e)]))}}function Qn(s){return[...new Set(s.filter(t=>t!==null))]}function rn(s){
return typeof s=="object"&&s!==null&&!Array.isArray(s)}var ul="ACTIONS_STEP_DEBUG";function uo(s,t){let e=r=>Object.entries(r).find(([i])=>i.toUpperCase()===ul)?.[1];return(e(
s)??e(t))?.trim().toLowerCase()==="true"}function co(s,t){return{os:s.os,arch:s.arch,name:"baton-local",environment:"sel\
f-hosted",tool_cache:s.toolCache,temp:t,workspace:s.workspaceParent,...s.debug?{debug:"1"}:{}}}function fo(s){return Object.
fromEntries(Object.entries(s).map(([t,e])=>[`RUNNER_${t.toUpperCase()}`,e]))}var de=class{#t;#s=0;#n=[];constructor(t){this.#t=Math.max(1,Math.floor(t))}async acquire(){this.#s<this.#t?this.#s+=1:await new Promise(
e=>this.#n.push(e));let t=!1;return()=>{if(t)return;t=!0;let e=this.#n.shift();e?e():this.#s-=1}}async run(t){let e=await this.
acquire();try{return await t()}finally{e()}}get active(){return this.#s}};function po(s,t,e="timeout-minutes"){let n=qr(s,e);if("problem"in n)throw new x("timeout-invalid",`${t}: ${n.problem}`);
return n.minutes}function fe(s){return`${s} minute${s===1?"":"s"}`}var cl=5,dl=2**31-1,fl=6e4;function ns(s,t,e){return setTimeout(
e,Math.min(s*t,dl))}function on(s,t,e){return{"fail-fast":s.failFast,"job-index":t,"job-total":e,"max-parallel":s.maxParallel??
e}}async function mo(s,t,e){if(!Yr(s))throw new It("executePlan accepts only a Plan made by buildPlan");return new ss(s,
t,e).run()}var ss=class{#t;#s;#n;#e;#r;#i;#l;#o=new Map;#u=[];#f;#c;#p;#d=new Map;#h;#b;#w;#$=new Map;#y=new Map;#R=new Map;#T=new Map;#k;#x=new Map;#m;#O=new Map;#L=new Map;constructor(t,e,n){
this.#t=t,this.#s=e,this.#n=e.expressions,this.#e=n,this.#r=new de(n.concurrency),this.#i=n.signal??new AbortController().
signal,this.#l=n.cancel??new AbortController().signal,es(0,this.#i,this.#l),this.#f=t.workflow.jobs.map(r=>r.id),this.#c=
new Map(t.jobs.map(r=>[r.id,r])),this.#m=new Map(t.stageMatrices),this.#k=new Set(t.expanded.map(r=>r.id.toLowerCase()));
for(let r of t.legIds.values())for(let i of r)this.#k.add(i.toLowerCase());this.#h=Object.values(n.secrets).filter(r=>r!==
""),this.#b=uo(n.secrets,t.vars),this.#w=n.minuteMs??fl,this.#p={inputs:t.inputs,secrets:n.secrets,env:{},envFailure:null,
namePrefix:"",cancel:this.#l}}async run(){let t=this.#s.now();this.#a({type:"run-started",run:this.#e.runId,workflow:this.#t.
workflow.name??this.#t.workflow.fileName,jobs:this.#t.jobs.map(i=>({id:i.id,needs:i.needs,legs:i.legs===null?null:i.instances===
null?this.#t.legIds.get(i.id)??null:i.instances.flatMap(o=>this.#t.legIds.get(o.id)??[])}))}),this.#p.envFailure=this.#F(),
await this.#N(this.#t.jobs.filter(i=>i.calledBy===null));let e=await this.#s.settle?.()??null;e!==null&&this.#a({type:"n\
otice",level:"error",job:null,leg:null,message:e});let n=this.#t.jobs.map(i=>{let o=this.#L.get(i.id);return{...this.#o.
get(i.id),legResults:this.#O.get(i.id)??[],...o===void 0?{}:{skipReason:o}}}),r=this.#D()?"cancelled":e!==null||n.some(i=>i.
result==="failure")?"failure":n.some(i=>i.result==="cancelled")?"cancelled":"success";return this.#a({type:"run-finished",
run:this.#e.runId,status:r,duration_ms:an(t,this.#s.now())}),{status:r,reason:e,jobs:n,stages:this.#u}}#F(){try{return this.#p.
env=Ot(this.#n,this.#t.workflow.env,(t,e)=>({contexts:this.#P(null),where:this.#g(e,`env.${t}`)})),null}catch(t){return st(
t)}}#S(t){return t?.calledBy?this.#d.get(t.calledBy)??this.#p:this.#p}#P(t){let e=this.#S(t);return{github:this.#e.github,
inputs:e.inputs,vars:this.#t.vars,secrets:e.secrets}}async#N(t){let e=new Map;for(let n of t)e.set(n.id,(async()=>{await Promise.
all(n.needs.map(r=>e.get(r))),this.#o.set(n.id,n.call===null?await this.#J(n):await this.#_(n))})());await Promise.all(e.
values())}async#_(t){let e=t.call;if(this.#e.reuse?.has(t.id)){for(let r of e.jobs){let i=this.#c.get(r);this.#o.set(r,i.
call===null?await this.#J(i):await this.#_(i))}return this.#J(t)}let n=await this.#U(t);return this.#y.has(t.id)||this.#K(
e.jobs,n),n}async#U(t){let e=this.#X(t);if(!("contexts"in e))return this.#E(t,t.id,`its calling job ${t.id} did not run \
(${e.result})`),e;let{contexts:n}=e,r,i,o;try{r=t.legs??this.#Q(t,n),o=this.#tt(t,n),i=this.#t.legIds.get(t.id)??jn(t.id,
r,this.#k),t.legs===null&&this.#C(t,i)}catch(l){let a=this.#B(t,st(l));return this.#E(t,t.id,`its calling job ${t.id} fa\
iled before the call started`),a}return t.legs===null&&this.#a({type:"job-legs",job:t.id,legs:i}),this.#q(t,r,i,o,n,{pooled:!1,
outputsOf:l=>l.result==="success"},(l,a,u,d)=>this.#I(t,l,a,u,r.length,o,n,d))}#C(t,e){if(e.length<2)return;let n=r=>{for(let i of r){
let o=this.#c.get(i),l=o.instances===null?o.stages?.[0]:void 0;if(l!==void 0){let a=i.slice((this.#y.get(t.id)??t.id).length);
throw new x("stage-duplicate",`jobs.${t.job.id}: ${si(l,i,e.map(u=>`${u}${a}`))}`,{where:Q(t.workflow.fileName,t.job.position)})}
n(o.call?.jobs??[])}};n(this.#c.get(this.#y.get(t.id)??t.id)?.call?.jobs??[])}async#I(t,e,n,r,i,o,l,a){let u=t.call,d=u.
workflow.call,c=t.workflow.fileName,p=u.workflow.fileName,f=this.#s.now(),g=this.#S(t),h=Object.keys(e).length>0,S={...l,
matrix:le(e),strategy:on(o,r,i)},m,w=null;try{if(g.envFailure)throw new x("expression-invalid",g.envFailure);let v=dr(this.#n,
t.job,d,(k,N)=>({contexts:{...S,secrets:{}},where:this.#g(N,`jobs.${t.job.id}.with.${k}`,c)})),A;try{A=fr(d,v,u.path)}catch(k){
throw k instanceof x?new x(k.code,`jobs.${t.job.id}: ${k.message}`,{where:Q(c,t.job.uses?.position??t.job.position)}):k}
let P=t.job.secrets==="inherit"?g.secrets:Ot(this.#n,t.job.secrets,(k,N)=>({contexts:S,where:this.#g(N,`jobs.${t.job.id}\
.secrets.${k}`,c)})),U=[...new Set(Object.values(P))].filter(k=>k!==""&&!this.#h.includes(k));this.#h.push(...U),U.length>
0&&this.#s.addSecrets?.(U);for(let[k,N]of Object.entries(P))!U.includes(N)||N.length>=xt.minSecretLength||this.#a({type:"\
notice",level:"warning",job:t.id,leg:n,message:`secret ${k} passed to ${u.path} is shorter than ${xt.minSecretLength} ch\
aracters, so it is not redacted: it will appear wherever a step or agent prints it (a value that short would blank out o\
rdinary words)`});w=this.#it(t,h?e:null,S);let q=w??`${g.namePrefix}${t.job.id}${h?ho(e):""}`;m={inputs:A,secrets:P,env:{},
envFailure:null,namePrefix:`${q} / `,cancel:AbortSignal.any([g.cancel,a])},es(0,m.cancel);try{m.env=Ot(this.#n,u.workflow.
env,(k,N)=>({contexts:{github:this.#e.github,inputs:A,vars:this.#t.vars,secrets:P},where:this.#g(N,`env.${k}`,p)}))}catch(k){
m.envFailure=st(k)}}catch(v){let A=st(v);return this.#a({type:"notice",level:"error",job:t.id,leg:n,message:A}),this.#a(
{type:"job-finished",job:t.id,leg:n,result:"failure",duration_ms:0,reason:A}),this.#E(t,n,`its calling job ${n} failed b\
efore the call started`),{result:"failure",outputs:{},stages:[]}}this.#d.set(n,m),this.#a({type:"job-started",job:t.id,leg:n,
name:w,matrix:h?e:null});let b=this.#M(t,n);await this.#N(b);let $=b.map(v=>this.#o.get(v.id)).filter(v=>v!==void 0),T=$.
some(v=>v.result==="failure")?"failure":$.some(v=>v.result==="cancelled")||this.#i.aborted?"cancelled":"success",R={};try{
let v=Object.fromEntries(b.map(A=>{let P=this.#o.get(A.id);return[ae(A.id),{result:P?.result??"skipped",outputs:P?.outputs??
{}}]}));R=Ot(this.#n,d.outputs,(A,P)=>({contexts:{github:this.#e.github,inputs:m.inputs,vars:this.#t.vars,jobs:v},where:this.#g(
P,`on.workflow_call.outputs.${A}.value`,p)}))}catch(v){T==="success"&&(T="failure"),this.#a({type:"notice",level:"error",
job:t.id,leg:n,message:st(v)})}return this.#V(R,t.id,n),this.#a({type:"job-finished",job:t.id,leg:n,result:T,duration_ms:an(
f,this.#s.now())}),{result:T,outputs:R,stages:$.flatMap(v=>v.stages)}}#M(t,e){let n=this.#y.get(t.id)??t.id,r=this.#T.get(
t.id),i=`${n}/`,o=l=>l.startsWith(i)?`${e}/${l.slice(i.length)}`:r?r(l):l;return(this.#c.get(n)?.call?.jobs??[]).map(l=>{
let a=this.#c.get(l),u=o(l);if(this.#R.set(l,[...this.#R.get(l)??[],u]),u===l)return a;let d={...a,id:u,calledBy:e,needs:a.
needs.map(o),upstream:a.upstream.map(o),stageUpstream:a.stageUpstream.map(o),call:a.call&&{...a.call,jobs:a.call.jobs.map(
o)},stages:a.instances?.find(c=>c.id===u)?.stages??null};return this.#c.set(u,d),this.#y.set(u,l),this.#T.set(u,o),d})}#E(t,e,n){
for(let r of this.#M(t,e))this.#a({type:"job-skipped",job:r.id,result:"skipped",reason:n}),this.#o.set(r.id,{id:r.id,result:"\
skipped",outputs:{},stages:[],legs:[]}),r.call!==null&&this.#E(r,r.id,`its calling job ${r.id} did not run (skipped)`)}#K(t,e){
for(let n of t){let r=this.#c.get(n),i=(this.#R.get(n)??[]).map(o=>this.#o.get(o));if(i.length===0){let o=`its calling j\
ob ${r.calledBy} did not run (${e.result})`;this.#a({type:"job-skipped",job:n,result:"skipped",reason:o}),this.#o.set(n,
{id:n,result:"skipped",outputs:{},stages:[],legs:[]})}else(i.length>1||i[0]?.id!==n)&&this.#o.set(n,{id:n,result:Jn(i.map(
o=>o.result)),outputs:{},stages:i.flatMap(o=>o.stages),legs:i.flatMap(o=>o.legs)});r.call!==null&&this.#K(r.call.jobs,this.#o.
get(n))}}#V(t,e,n){for(let[r,i]of Object.entries(t))Me(i,this.#h)&&(delete t[r],this.#a({type:"notice",level:"warning",job:e,
leg:n,message:`skipped output ${r}, since it may contain a secret (as GitHub does): needs.${ae(e)}.outputs.${r} is empty`}))}#D(t){
return(t?this.#W(t):this.#l).aborted||this.#i.aborted}#W(t){return this.#S(t).cancel}#H(t){let e=this.#W(t).reason;return this.#l.
aborted||typeof e!="string"?"the run was cancelled":e}#g(t,e,n=this.#t.workflow.fileName){return t?Q(n,t.position):e}async#J(t){
let e=this.#e.reuse?.get(t.id);if(e){for(let p of e.legs)this.#k.add(p.toLowerCase());this.#a({type:"notice",level:"info",
job:t.id,leg:null,message:"reusing the stored result of this job"});let c=e.legResults??e.legs.map(p=>({leg:p,result:e.result}));
c.length===0&&(e.result==="skipped"||e.result==="cancelled")&&this.#a({type:"job-skipped",job:t.id,result:e.result,reason:e.
skipReason??`${e.result} in the run replayed`});for(let{leg:p,result:f,reason:g,durationMs:h,failedStep:S}of c)this.#a({
type:"job-finished",job:t.id,leg:p,result:f,duration_ms:h??0,...g===void 0?{}:{reason:g},reused:!0,...S===void 0?{}:{failed_step:S}});
return e}let n=this.#X(t);if(!("contexts"in n))return n;let{needs:r,contexts:i}=n,o=c=>this.#B(t,c),l=this.#S(t).envFailure;
if(l)return o(l);let a,u;try{a=t.legs??this.#Q(t,i),u=this.#tt(t,i)}catch(c){return o(st(c))}let d=this.#t.legIds.get(t.
id)??jn(t.id,a,this.#k);t.legs===null&&(this.#a({type:"job-legs",job:t.id,legs:d}),this.#ht(t,a,i));for(let c of this.#ot(
t,a,u,i))this.#j(t.id,null,c.level,c.message);return this.#q(t,a,d,u,i,{pooled:!0,outputsOf:()=>!0},(c,p,f,g)=>this.#ct(
t,c,p,f,a.length,u,r,g))}async#q(t,e,n,r,i,o,l){let a=new AbortController;es(0,a.signal);let u=this.#W(t),d=u.aborted,c,
p=()=>{if(c===void 0)try{c=Ee(this.#n,t.job.if,{contexts:i,status:this.#z(t),where:Q(t.workflow.fileName,t.job.if.position??
t.job.position)})}catch{c=!1}return c},f=r.maxParallel?new de(r.maxParallel):null,g=[],h=await Promise.all(e.map(async(m,w)=>{
let b=n[w],$=async()=>{if(this.#i.aborted||u.aborted&&!d&&!p()||a.signal.aborted){let P=a.signal.aborted?"fail-fast: ano\
ther leg of its matrix failed before it started":`${this.#H(t)} before it started`;return this.#a({type:"job-finished",job:t.
id,leg:b,result:"cancelled",duration_ms:0,reason:P}),{result:"cancelled",outputs:{},stages:[]}}let v=await l(m,b,w,a.signal);
if(v.result!=="failure")return v;let A={...i,matrix:le(m),strategy:on(r,w,e.length)};return this.#G(t.job,A,t.id,b,!1,t.
workflow.fileName)?{...v,result:this.#rt(t.id,b)}:(r.failFast&&e.length>1&&a.abort(`fail-fast: another leg of ${t.call===
null?"its matrix":`the call ${t.id}`} failed`),v)},T=()=>f?f.run($):$(),R=await(o.pooled?this.#r.run(T):T());return g.push(
R),R})),S={};for(let m of g.filter(o.outputsOf))for(let[w,b]of Object.entries(m.outputs))(b!==""||!(w in S))&&(S[w]=b);return{
id:t.id,result:Jn(h.map(m=>m.result)),outputs:S,stages:h.flatMap(m=>m.stages),legs:n}}#ot(t,e,n,r){let{runsOn:i,container:o,
services:l}=t.job;if(i===null&&o===null&&l===null)return[];let a=(d,c)=>{if(d===null)return null;try{return Wt(this.#n,d,
{contexts:c})}catch{return sn(d)}},u=e.map((d,c)=>{let p={...r,matrix:le(d),strategy:on(n,c,e.length)};return{runsOn:a(i,
p),container:a(o,p),services:a(l,p)}});return oo(u,this.#e.runner.os)}#j(t,e,n,r){let i=this.#A(t),o=this.#$.get(i)??new Set;
this.#$.set(i,o),!o.has(r)&&(o.add(r),this.#a({type:"notice",level:n,job:t,leg:e,message:r}))}#at(){let t=this.#e.github;
return{repository:typeof t.repository=="string"?t.repository:"",refs:["sha","ref","ref_name","head_ref"].flatMap(e=>{let n=t[e];
return typeof n=="string"&&n!==""?[n]:[]}),workspace:this.#e.runner.workspace}}#lt(t,e){let n=l=>{let a=Object.entries(t.
with).find(([u])=>u.toLowerCase()===l);return a?Rt(this.#n,a[1],e(a[1],`with.${a[0]}`)):""},[r,i,o]=Bi.map(n);return{repository:r,
path:i,ref:o}}#X(t){let e=(o,l)=>(this.#a({type:"job-skipped",job:t.id,result:o,reason:l}),{id:t.id,result:o,outputs:{},
stages:[],legs:[]});if(this.#i.aborted)return e("cancelled","the run was cancelled");if(t.skip!==null)return e("skipped",
t.skip);let n=this.#Y(t),r={...this.#P(t),needs:n},i;try{i=Ee(this.#n,t.job.if,{contexts:r,status:this.#z(t),where:Q(t.workflow.
fileName,t.job.if.position??t.job.position)})}catch(o){return this.#B(t,st(o))}if(!i&&this.#D(t))return e("cancelled",this.#H(
t));if(!i){let o=t.job.if.text,a=(o===null||t.job.if.implicitSuccess===!0)&&!this.#z(t).success([])?`${this.#ut(t)}${o===
null?"":` (an if: without a status function, such as if: ${o}, means success() && (\u2026))`}`:`if: ${o} was false`;return e(
"skipped",a)}return{needs:n,contexts:r}}#B(t,e){this.#a({type:"notice",level:"error",job:t.id,leg:null,message:e}),this.#a(
{type:"job-finished",job:t.id,leg:t.id,result:"failure",duration_ms:0,reason:e});let n={...this.#P(t),needs:this.#Y(t)},
r=this.#G(t.job,n,t.id,t.id,!1,t.workflow.fileName)?this.#rt(t.id,t.id):"failure";return{id:t.id,result:r,outputs:{},stages:[],
legs:[t.id]}}#Y(t){let e={};for(let n of t.needs){let r=this.#o.get(n);r&&(e[ae(n)]={result:r.result,outputs:r.outputs})}
return e}#Z(t,e){let n=t.id.slice(0,t.id.length-t.job.id.length);return cr(e.length>0?e.map(r=>`${n}${r}`):t.upstream,r=>this.#c.
get(r)?.call)}#ut(t){let e={failure:"failed",skipped:"was skipped",cancelled:"was cancelled"},n=this.#Z(t,[]).flatMap(o=>{
let l=this.#o.get(o)?.result;return l===void 0||l==="success"?[]:[{id:o,said:`${o} ${e[l]}`}]});if(n.length===0)return"a\
 job it needs did not succeed";let r=n.map(o=>o.said).join(", "),i=new Set(t.needs);return n.every(o=>i.has(o.id))?`a jo\
b it needs did not succeed: ${r}`:`a job upstream did not succeed: ${r} (success() counts every job before this one, not\
 only those in needs:)`}#z(t){let e=r=>this.#o.get(r)?.result,n=r=>this.#Z(t,r);return{success:r=>!this.#D(t)&&n(r).every(
i=>e(i)==="success"),failure:r=>n(r).some(i=>e(i)==="failure"),cancelled:()=>this.#D(t)}}#Q(t,e){let n=ti(t.job.strategy);
if(!n)return[{}];let r=o=>Q(t.workflow.fileName,o),i=ei(this.#n,n,e,r);return Cr(t.id,i,r(n.position),this.#h,{recordsStages:t.
recordsStages}),i}#tt(t,e){let n=t.job.strategy;if(n?.kind!=="mapping")return{failFast:!0,maxParallel:null};let r=Q(t.workflow.
fileName,n.position),i=n.entries.find(u=>u.key==="fail-fast")?.value,o=n.entries.find(u=>u.key==="max-parallel")?.value,
l=i?Wt(this.#n,i,{contexts:e,where:r}):!0,a=o?Number(Wt(this.#n,o,{contexts:e,where:r})):null;return{failFast:l!==!1&&l!==
"false",maxParallel:a!==null&&Number.isFinite(a)&&a>0?a:null}}async#ct(...t){let e=this.#s.legTemp,n=e?await e.open(t[2]):
this.#e.runner.temp;try{return await this.#dt(n,...t)}finally{await e?.close(n)}}async#dt(t,...[e,n,r,i,o,l,a,u]){let d=this.#s.
now(),c=Object.keys(n).length>0,p=e.workflow,f=p.fileName,g=new AbortController,h=AbortSignal.any([this.#i,g.signal]),S=null,
m=[],w=cl,b={...this.#e.github,job:e.job.id,...this.#s.eventPath?{event_path:this.#s.eventPath(t)}:{}},$=le(n),T=co({...this.#e.
runner,debug:this.#b},t),R=ml(b,T,this.#e.runner.workspace),v="success",A=e.job.stageWorkflow?{}:{...this.#S(e).env},P=[],
U={},q=[],k=()=>({...this.#P(e),github:b,needs:a,matrix:$,strategy:on(l,i,o),runner:T,env:A,steps:U,job:{status:v}});this.#a(
{type:"job-started",job:e.id,leg:r,name:this.#it(e,c?n:null,k()),matrix:c?n:null});let N={success:()=>v==="success"&&!this.#i.
aborted,failure:()=>v==="failure",cancelled:()=>this.#i.aborted||v==="cancelled"},E=null,F=new Set,L=M=>(F.add(M),()=>F.
delete(M)),K=M=>{if(E!==null||h.aborted)return;E=M,v="cancelled";let _=w;m.push(ns(_,this.#w,()=>g.abort(`the job was ca\
ncelled (${M}) and its steps did not finish within its cancel-timeout-minutes (${fe(_)})`))),S&&!this.#nt(S.step,k(),N,e.
id,r,f)&&S.abort.abort(M);for(let H of[...F])H(M)},I=()=>K("fail-fast: another leg of its matrix failed"),y=this.#W(e),O=()=>K(
this.#H(e)),W=null,tt={shell:null,workingDirectory:null,shellAt:null};try{A={...A,...Ot(this.#n,e.job.env,(kt,B)=>({contexts:k(),
where:this.#g(B,`jobs.${e.job.id}.env.${kt}`,f)}))};let[M,_]=e.job.defaults!==null?[e.job.defaults,`jobs.${e.job.id}.def\
aults.run`]:[p.defaults,"defaults.run"],H=(kt,B)=>{let yt=M?.[kt]??null;if(yt===null)return null;let Mt=this.#g(yt,`${_}\
.${B}`,f),Qt=Rt(this.#n,yt,{contexts:k(),where:Mt});return Qt===""?null:{text:Qt,at:Mt}},ct=H("shell","shell");if(tt={shell:ct?.
text??null,shellAt:ct?.at??null,workingDirectory:H("workingDirectory","working-directory")?.text??null},e.job.cancelTimeoutMinutes&&
(w=po(Wt(this.#n,e.job.cancelTimeoutMinutes,{contexts:k()}),Q(f,e.job.cancelTimeoutMinutes.position),"cancel-timeout-min\
utes")),e.job.timeoutMinutes){let kt=Q(f,e.job.timeoutMinutes.position),B=po(Wt(this.#n,e.job.timeoutMinutes,{contexts:k()}),
kt);m.push(ns(B,this.#w,()=>{let yt=`the job exceeded its timeout-minutes (${fe(B)})`;E===null&&!h.aborted&&this.#a({type:"\
notice",level:"error",job:e.id,leg:r,message:`${kt}: jobs.${e.id}${c?` (${r})`:""} was cancelled: ${yt}; steps whose if:\
 holds when a job is cancelled (always(), cancelled()) still run`}),K(yt)}))}}catch(M){W=st(M)}if(W)v="failure",this.#a(
{type:"notice",level:"error",job:e.id,leg:r,message:W});else{u.aborted?I():u.addEventListener("abort",I,{once:!0}),y.aborted||
y.addEventListener("abort",O,{once:!0});for(let M of e.steps){if(h.aborted)break;let _=new AbortController;S={step:M.step,
abort:_};let H=await this.#et(e,M,r,n,c,{contexts:k,stepStatus:N,defaults:R,env:()=>A,path:()=>P,signal:AbortSignal.any(
[h,_.signal]),kill:h,onCancel:L},{file:f,runDefaults:tt,inComposite:null});S=null,H.envAdded&&(A={...A,...H.envAdded}),H.
pathAdded.length>0&&(P=[...H.pathAdded,...P]),M.step.id&&(U={...U,[M.step.id]:{outputs:H.outputs,outcome:H.outcome,conclusion:H.
conclusion}}),q.push(...H.stages),H.conclusion==="failure"&&E===null&&(v="failure")}}u.removeEventListener("abort",I),y.
removeEventListener("abort",O);for(let M of m)clearTimeout(M);let X={},ot=null;try{X=Ot(this.#n,e.job.outputs,(M,_)=>({contexts:k(),
where:this.#g(_,`jobs.${e.job.id}.outputs.${M}`,f)}))}catch(M){v="failure",ot=st(M),this.#a({type:"notice",level:"error",
job:e.id,leg:r,message:ot})}this.#V(X,e.id,r);let D=this.#i.aborted||g.signal.aborted?"cancelled":v,j=D==="failure"?W??ot:
null;return this.#a({type:"job-finished",job:e.id,leg:r,result:D,duration_ms:an(d,this.#s.now()),...j===null?{}:{reason:j}}),
{result:D,outputs:X,stages:q}}async#et(t,e,n,r,i,o,l){let{step:a,action:u}=e,d=l.file,c=this.#s.now(),p=a.action??a.id??
"__run",f=I=>{let y=o.contexts();return{...y,github:{...y.github,action:p},env:I}},g={},h=null;try{g=Ot(this.#n,a.env,(I,y)=>({
contexts:f(o.env()),where:this.#g(y,`env.${I}`,d),...this.#v()}))}catch(I){h=st(I)}let S=this.#gt(a,f({...o.env(),...g})),
m=l.inComposite?`${l.inComposite.name} \u203A ${S}`:S,w=l.inComposite?.index??a.index,b={job:t.id,leg:n,step:w,name:m},$=I=>{
l.inComposite||this.#a(I)},T=(I,y,O,W={})=>{let tt=I==="failure"?W.outputTail??null:null;return $({type:"step-finished",
...b,outcome:I,conclusion:y,duration_ms:an(c,this.#s.now()),message:O,...tt===null?{}:{output_tail:tt}}),{outcome:I,conclusion:y,
message:O,outputTail:tt,outputs:W.outputs??{},envAdded:W.envAdded??null,pathAdded:W.pathAdded??[],stages:W.stages??[]}},
R;try{if(h!==null)throw new x("expression-invalid",h);R=this.#st(a,f({...o.env(),...g}),o.stepStatus,d)}catch(I){return $(
{type:"step-started",...b}),{...T("failure","failure",st(I)),notEvaluated:!0}}if(!R)return $({type:"step-finished",...b,
outcome:"skipped",conclusion:"skipped",duration_ms:0,message:null}),{outcome:"skipped",conclusion:"skipped",message:null,
outputTail:null,outputs:{},envAdded:null,pathAdded:[],stages:[]};$({type:"step-started",...b});let v="success",A=null,P=null,
U={},q=null,k=[],N=[],E={...o.defaults,GITHUB_ACTION:p},F=o.signal,L;try{let I={...o.env(),...g},y=()=>f(I),O=null,W=Q(d,
a.timeoutMinutes?.position??a.position);if(a.timeoutMinutes){let D=null;try{let j=Wt(this.#n,a.timeoutMinutes,{contexts:y(),
where:W,...this.#v()}),M=Xr(j);M===null?D=Vr(j):O=M.minutes}catch(j){D=j instanceof x?j.message:st(j)}D!==null&&this.#a(
{type:"notice",level:"warning",job:t.id,leg:n,message:`${W}: step ${w+1} (${m}): an error occurred when attempting to de\
termine the step timeout: ${D}; the step runs without a timeout, as on GitHub`})}if(O!==null){let D=new AbortController;
F=AbortSignal.any([o.signal,D.signal]);let j={minutes:O,up:!1,timer:void 0};j.timer=ns(O,this.#w,()=>{F.aborted||(j.up=!0,
this.#a({type:"notice",level:"warning",job:t.id,leg:n,message:`${W}: step ${w+1} (${m}) exceeded its timeout-minutes (${fe(
O)}): stopping it`}),D.abort(`the step exceeded its timeout-minutes (${fe(O)})`))}),L=j}let tt=u.kind==="run"?await this.#s.
createStepFiles?.():void 0,X=(D,j)=>({contexts:ro(y(),tt),where:this.#g(D,j,d),...this.#v()}),ot=a.workingDirectory!==null?
Rt(this.#n,a.workingDirectory,X(a.workingDirectory,"working-directory")):l.runDefaults.workingDirectory;switch(u.kind){case"\
run":{let D=Rt(this.#n,a.run,X(a.run,"run")),j=a.shell!==null?Rt(this.#n,a.shell,X(a.shell,"shell")):l.runDefaults.shell,
M=jr(j);if(M!==null&&this.#e.runner.os!=="Windows")throw new x("shell-unavailable",Lr(M,this.#e.runner.os),{where:a.shell?
Q(d,a.shell.position):l.runDefaults.shellAt??d});let _=await this.#s.runScript({job:this.#A(t.id),leg:n,step:w,name:m,script:D,
shell:j,workingDirectory:ot,defaults:E,env:I,path:o.path(),files:tt,signal:F,kill:o.kill});for(let B of _.masks??[])this.#h.
includes(B)||this.#h.push(B);for(let B of _.annotations??[])this.#a({type:"notice",level:B.level==="notice"?"info":B.level,
job:t.id,leg:n,message:`step ${w+1}: ${B.message}`,...B.place?{annotation:{step:w+1,...B.place}}:{}});let H=_.commands??
{outputs:[],env:[],path:[],failures:[]};U=Object.fromEntries([...H.outputs,...Xn(_.files.output,lt.output)]);let ct=Qi(_.
files.env,lt.env);for(let B of ct.refused)this.#a({type:"notice",level:"error",job:t.id,leg:n,message:`step ${w+1}: ${B}`});
let kt=[...H.env,...ct.pairs];kt.length>0&&(q=Object.fromEntries(kt)),k=[...to(_.files.path),...[...H.path].reverse()],_.
summaryBytes!==void 0?this.#a({type:"notice",level:"error",job:t.id,leg:n,message:`step ${w+1}: ${Yi(_.summaryBytes)}`}):
_.files.summary.trim()!==""&&this.#s.summary?.(this.#A(t.id),n,_.files.summary);for(let B of H.failures)this.#a({type:"n\
otice",level:"error",job:t.id,leg:n,message:`step ${w+1}: ${B}`});_.exitCode===0&&H.failures.length>0&&(v="failure",A=H.
failures.join("; ")),_.exitCode!==0&&(v=o.signal.aborted?"cancelled":"failure",A=_.exitCode===null?`ended by ${_.signal??
"a signal"}`:`exited with code ${_.exitCode}`,F.aborted&&typeof F.reason=="string"&&(A+=`: ${F.reason}`)),_.output!==void 0&&
(P=gl(_.output));break}case"baton":{let D=Ot(this.#n,a.with,(M,_)=>X(_,`with.${M}`)),j=await this.#s.runAction({action:u.
action,job:this.#A(t.id),leg:n,step:w,stepId:a.id,matrix:i?r:null,inputs:D,defaults:E,env:I,path:o.path(),workingDirectory:ot,
upstream:this.#pt(t),needsFacts:this.#t.needsFacts.get(t.id),jobIds:this.#f,secrets:this.#h,stageJob:ae(t.id),signal:F});
U=j.outputs,Object.keys(j.env).length>0&&(q=j.env),j.summary.trim()!==""&&this.#s.summary?.(this.#A(t.id),n,j.summary);for(let{
warnings:M=[],..._}of j.recorded){this.#u.push({job:this.#A(t.id),leg:n,..._}),N.includes(_.stage)||N.push(_.stage),this.#a(
{type:"stage-recorded",job:t.id,leg:n,..._});for(let H of M)this.#a(wl(t.id,n,_,H))}j.ok||(v=o.signal.aborted?"cancelled":
"failure",A=j.message);break}case"noop":{let D=u.action==="checkout"?zi(a.uses?.text??"actions/checkout",this.#lt(a,X),this.#at()):
null;D!==null&&this.#j(t.id,n,"warning",D),A=D??`${a.uses?.text}: no-op here (${u.reason})`;break}case"local":{let D=this.#s.
loadAction?await this.#s.loadAction(u.path):null;if(D?.kind!=="composite"){let M=`${u.path} ${D?`is a ${D.using} action,\
 which`:""} cannot run locally; step skipped`.replace("  "," ");return this.#j(t.id,n,"warning",M),T("skipped","skipped",
M)}let j=await this.#ft(t,n,r,i,D,{uses:u.path,depth:(l.inComposite?.depth??0)+1,index:w,name:m,with:Ot(this.#n,a.with,(M,_)=>X(
_,`with.${M}`)),contexts:y,stepStatus:o.stepStatus,defaults:E,env:I,overrides:g,path:o.path(),signal:F,kill:o.kill,onCancel:o.
onCancel});U=j.outputs,Object.keys(j.envAdded).length>0&&(q=j.envAdded),k=j.pathAdded,N.push(...j.stages),j.outcome!=="s\
uccess"&&(v=j.outcome,A=j.message,P=j.outputTail);break}case"skip":return this.#j(t.id,n,"warning",u.notice),T("skipped",
"skipped",u.notice);default:$n(u,"step action")}}catch(I){v=o.signal.aborted?"cancelled":"failure",A=st(I),I instanceof x||
this.#a({type:"notice",level:"error",job:t.id,leg:n,message:`internal error: ${A}`})}L&&(clearTimeout(L.timer),L.up&&!o.
signal.aborted&&(v="failure",A=`${Q(d,a.timeoutMinutes?.position??a.position)}: the step timed out after ${fe(L.minutes)}\
 (timeout-minutes)`));let K=v;return v==="failure"&&this.#G(a,o.contexts(),t.id,n,!0,d)&&(K="success"),T(v,K,A,{outputs:U,
envAdded:q,pathAdded:k,stages:N,outputTail:P})}async#ft(t,e,n,r,i,o){if(o.depth-1>Dn)throw new x("action-invalid",`${o.uses}\
: composite action depth exceeded max depth ${Dn}, as on GitHub (does it use itself?)`,{where:i.file});let l=i.directory,
a=o.contexts(),u={...a.github,action_path:l},d=Object.fromEntries(Object.entries(o.with).map(([k,N])=>[k.toLowerCase(),N])),
c={...d},p=new Set(i.inputs.map(k=>k.id.toLowerCase())),f=Object.keys(d).filter(k=>!p.has(k));f.length>0&&this.#j(t.id,e,
"warning",`step ${o.index+1}: unexpected input(s) ${f.map(k=>`'${k}'`).join(", ")} of ${o.uses}, valid inputs are [${[...p].
map(k=>`'${k}'`).join(", ")}]`);for(let k of i.inputs){let N=k.id.toLowerCase();Object.hasOwn(d,N)?c[N]=d[N]:k.default?c[N]=
Rt(this.#n,k.default,{contexts:{...a,github:u},where:this.#g(k.default,`inputs.${k.id}.default`,i.file),...this.#v()}):c[N]=
""}let g={...o.env},h=[...o.path],S={},m=[],w={},b=null,$=[],T=()=>({...o.contexts(),github:{...u,action_status:b===null?
"success":"failure"},inputs:c,steps:w,env:g}),R={success:()=>b===null&&!o.stepStatus.cancelled(),failure:()=>b!==null,cancelled:()=>o.
stepStatus.cancelled()},v={...o.defaults,GITHUB_ACTION_PATH:l};for(let k of i.steps){if(o.signal.aborted)break;let N=new AbortController,
E=o.onCancel(L=>{this.#nt(k,T(),R,t.id,e,i.file)||N.abort(L)}),F;try{F=await this.#et(t,{step:k,action:ir(k)},e,n,r,{contexts:T,
stepStatus:R,defaults:v,env:()=>g,path:()=>h,signal:AbortSignal.any([o.signal,N.signal]),kill:o.kill,onCancel:o.onCancel},
{file:i.file,runDefaults:{shell:null,workingDirectory:null,shellAt:null},inComposite:{index:o.index,name:o.name,depth:o.
depth}})}finally{E()}if(F.envAdded&&(g={...g,...F.envAdded,...o.overrides},Object.assign(S,F.envAdded)),F.pathAdded.length>
0&&(h=[...F.pathAdded,...h],m.unshift(...F.pathAdded)),k.id&&(w={...w,[k.id]:{outputs:F.outputs,outcome:F.outcome,conclusion:F.
conclusion}}),$.push(...F.stages),F.conclusion!=="success"&&F.conclusion!=="skipped"&&b===null&&(b=F),F.notEvaluated)break}
let A={},P=null;try{A=Ot(this.#n,Object.fromEntries(i.outputs.flatMap(k=>k.value?[[k.id,k.value]]:[])),(k,N)=>({contexts:T(),
where:this.#g(N,`outputs.${k}.value`,i.file),...this.#v()}))}catch(k){P=st(k)}let U=o.signal.aborted?"cancelled":b!==null?
b.conclusion:P!==null?"failure":"success",q=b?`${o.uses}: ${b.message??b.conclusion}`:P!==null?`${o.uses}: ${P}`:null;return{
outcome:U,message:q,outputTail:b?.outputTail??null,outputs:A,envAdded:S,pathAdded:m,stages:$}}#nt(t,e,n,r,i,o=this.#t.workflow.
fileName){try{return this.#st(t,e,n,o)}catch(l){return this.#a({type:"notice",level:"error",job:r,leg:i,message:`${st(l)}\
; the step is stopped with its cancelled job`}),!1}}#st(t,e,n,r=this.#t.workflow.fileName){return Ee(this.#n,t.if,{contexts:e,
status:n,where:Q(r,t.if.position??t.position),...this.#v()})}#v(){return this.#s.host?{host:this.#s.host}:{}}#rt(t,e){return this.#a(
{type:"notice",level:"warning",job:t,leg:e,message:"failed, and the job has continue-on-error: the jobs that need it see\
 success, and the run does not fail for it"}),"success"}#G(t,e,n,r,i=!1,o=this.#t.workflow.fileName){let l=t.continueOnError;
if(typeof l=="boolean")return l;let a;try{let u=Rt(this.#n,l,{contexts:e,where:this.#g(l,"continue-on-error",o),...i?this.#v():
{}});if(u==="true"||u==="false")return u==="true";a=`${this.#g(l,"continue-on-error",o)}: continue-on-error must be true\
 or false, got ${JSON.stringify(u)}; the failure stands`}catch(u){a=`${st(u)}; the failure stands (continue-on-error)`}return this.#a(
{type:"notice",level:"error",job:n,leg:r,message:a}),!1}#pt(t){let e=this.#c;return fi(t.stageUpstream,n=>(e.has(n)?ri(e.
get(n),e):[n]).flatMap(r=>[e.get(r)?.stages,this.#x.get(r),this.#o.get(r)?.stages]),{shownJob:n=>this.#A(n),matrixOf:n=>this.#m.
get(n),placeOf:Qr(this.#t,t)})}#ht(t,e,n){let r=ni(this.#n,t,e,n,this.#h);if(r!==null){this.#x.set(t.id,r.map(({stage:i})=>i));
for(let{stage:i,leg:o}of r)Object.keys(o).length>0&&this.#m.set(i,o)}}#it(t,e,n){let r=t.job.name,i=t.calledBy===null?"":
this.#S(t).namePrefix;if(!r&&i==="")return null;let o=t.job.id,l=!1;if(r){try{o=Rt(this.#n,r,{contexts:n,...this.#v()})}catch{
o=r.text}l=r.expression!==null&&this.#n.facts(r.expression).paths.some(a=>a[0]==="matrix")}return e&&!l&&(o+=ho(e)),Zn(`${i}${o}`)}#gt(t,e){
return Zn(this.#mt(t,e))}#mt(t,e){if(t.name)try{return Rt(this.#n,t.name,{contexts:e,...this.#v()})}catch{return t.name.
text}if(t.uses)return`Run ${t.uses.text}`;let n=t.run?.text??"";if(t.run)try{n=Rt(this.#n,t.run,{contexts:e,...this.#v()})}catch{}
return`Run ${n.trimStart().split(/\r|\n/)[0]?.trim()??""}`}#a(t){let e=this.#s.now().toISOString(),n="job"in t&&t.job!==
null?this.#y.get(t.job):void 0,r;if(n===void 0)r={...t,at:e};else if(t.type==="job-skipped")r={...t,type:"job-finished",
job:n,leg:t.job,duration_ms:0,at:e};else if(t.type==="notice"&&t.leg===null)r={...t,job:n,leg:t.job,at:e};else if(t.type!==
"job-legs")r={...t,job:n,at:e};else return;if(r.type==="job-skipped")this.#L.set(r.job,r.reason);else if(r.type==="job-f\
inished"){let i=this.#O.get(r.job)??[];i.push({leg:r.leg,result:r.result,...r.reason===void 0?{}:{reason:r.reason}}),this.#O.
set(r.job,i)}this.#s.emit(r)}#A(t){return this.#y.get(t)??t}};function pl(s){return typeof s=="string"?s:JSON.stringify(
s)}function ho(s){return` (${Object.values(s).map(pl).join(", ")})`}var go={lines:10,bytes:2048},hl=new Set(["error","wa\
rning","notice"]);function gl(s){let t=[],e=new ce;for(let n of s.split(/\r?\n/)){let r=er(n),i=e.read(r);if(i==="resume\
d")continue;if(i===null){t.push(r);continue}let{command:o,data:l}=i;o==="stop-commands"?e.stop(l):hl.has(o)?t.push(`${o[0].
toUpperCase()}${o.slice(1)}: ${l}`):o==="group"&&t.push(l)}return Ms(t.join(`
`),go.lines,go.bytes)}function ml(s,t,e){let n=i=>String(s[i]??""),r=i=>s[i]===void 0?{}:{[`GITHUB_${i.toUpperCase()}`]:n(
i)};return{...r("event_path"),...r("actor_id"),...r("repository_id"),...r("repository_owner_id"),...r("ref_protected"),...r(
"retention_days"),GITHUB_ACTIONS:"true",GITHUB_WORKFLOW:n("workflow"),GITHUB_WORKFLOW_REF:n("workflow_ref"),GITHUB_WORKFLOW_SHA:n(
"workflow_sha"),GITHUB_RUN_ID:n("run_id"),GITHUB_RUN_NUMBER:n("run_number"),GITHUB_RUN_ATTEMPT:n("run_attempt"),GITHUB_JOB:n(
"job"),GITHUB_REPOSITORY:n("repository"),GITHUB_REPOSITORY_OWNER:n("repository_owner"),GITHUB_SHA:n("sha"),GITHUB_REF:n(
"ref"),GITHUB_REF_NAME:n("ref_name"),GITHUB_REF_TYPE:n("ref_type"),GITHUB_HEAD_REF:n("head_ref"),GITHUB_BASE_REF:n("base\
_ref"),GITHUB_EVENT_NAME:n("event_name"),GITHUB_ACTOR:n("actor"),GITHUB_TRIGGERING_ACTOR:n("triggering_actor"),GITHUB_SERVER_URL:n(
"server_url"),GITHUB_API_URL:n("api_url"),GITHUB_GRAPHQL_URL:n("graphql_url"),GITHUB_WORKSPACE:e,...fo(t)}}function wl(s,t,e,n){
let{stage:r,attempt:i}=e,o=`stage ${r}${i>1?` attempt ${i}`:""}`;return{type:"notice",level:"warning",job:s,leg:t,message:`${o}\
: ${n.path==="$"?n.message:Vt(n)}`,problem:{stage:r,attempt:i,code:n.code,path:n.path}}}function st(s){return s instanceof
x?s.where?`${s.where}: ${s.message}`:s.message:s instanceof Error?s.message:String(s)}function an(s,t){return Math.max(0,
Math.round(t.getTime()-s.getTime()))}function wo(s,t,e,n){let r=d=>d!==void 0&&d!=="*"&&d!=="GITHUB_TOKEN"&&!e.has(d),i=d=>{if(d[0]==="github")return d[1]===
"token"&&d.length===2;if(d[0]==="vars")return d[1]!==void 0&&d[1]!=="*"&&!n.has(d[1].toUpperCase());if(d[0]!=="secrets")
return!1;let c=d[1]?.toUpperCase();return c==="GITHUB_TOKEN"?!e.has(c):r(c)},o=d=>d==="other"||d.some(c=>!i(c)),l=new Map,
a=d=>{if(d===null||d.expression===null)return;let c=t.facts(d.expression);c.paths.forEach((p,f)=>{let g=p[0]==="secrets"?
p[1]?.toUpperCase():void 0;if(!r(g))return;let h=o(c.fallbacks[f]??[]),S=l.get(g);S===void 0?l.set(g,{name:g,where:Q(s.fileName,
d.position),fallsBack:h}):S.fallsBack&&!h&&l.set(g,{name:g,where:Q(s.fileName,d.position),fallsBack:h})})},u=d=>{for(let c of Object.
values(d))a(c)};u(s.env);for(let d of s.jobs){u(d.env),d.secrets!=="inherit"&&u(d.secrets);for(let c of d.steps)u(c.env),
u(c.with),a(c.run)}return[...l.values()]}var yl=["[skip ci]","[ci skip]","[no ci]","[skip actions]","[actions skip]"],bl=["skip-checks: true","skip-checks:true"],
Sl=/^(?:[A-Za-z0-9][A-Za-z0-9-]*:|\s+\S)/;function yo(s){let t=yl.find(a=>s.includes(a));if(t!==void 0)return{kind:"inst\
ruction",text:t};let e=s.trimEnd().split(/\r?\n/),n=e.at(-1)??"",r=bl.find(a=>a===n);if(r===void 0)return null;let i=a=>a!==
void 0&&a.trim()==="",o=e.length-1;for(;o>0&&!i(e[o-1]);)o--;return e.slice(o).every(a=>Sl.test(a))&&i(e[o-1])&&i(e[o-2])?
{kind:"trailer",text:r}:null}function bo(s,t,e,n=!1,r){return vl(s,t,e,n)??kl(s,t,e,r)}function vl(s,t,e,n){let r=s.on[t];if(r===null||typeof r!="obj\
ect"||Array.isArray(r))return null;let i=r,o=We(i.types),l=e.action;if(o!==null&&o.length>0&&typeof l=="string"&&!o.includes(
l))return`the event's action ${l} is none of on.${t}.types (${o.join(", ")}): GitHub would not run this workflow for it`;
if(t==="push"){let a=typeof e.ref=="string"?e.ref:"";return a.startsWith("refs/tags/")?rs(i,"push","tags","branches",a.slice(
10),"tag"):a.startsWith("refs/heads/")?rs(i,"push","branches","tags",a.slice(11),"branch"):null}if((t==="pull_request"||
t==="pull_request_target")&&!n){let a=e.pull_request?.base?.ref;return typeof a=="string"?rs(i,t,"branches",null,a,"base\
 branch"):null}return null}function kl(s,t,e,n){if(!Object.hasOwn(s.on,t))return null;let r,i;if(t==="push")r=e.head_commit?.
message,i="the push's head commit";else if(t==="pull_request"){let a=e.pull_request?.head?.sha;if(n===void 0||a!==n.sha)
return null;r=n.message,i=`the pull request's head commit (${n.sha.slice(0,7)}, HEAD here)`}else return null;let o=typeof r==
"string"?yo(r):null;if(o===null)return null;let l=o.kind==="trailer"?`ends with the trailer ${o.text}`:`holds ${o.text}`;
return`${i} message ${l}: GitHub would not run this workflow for it`}function rs(s,t,e,n,r,i){let o=We(s[e]),l=We(s[`${e}\
-ignore`]),a="GitHub would not run this workflow for it";return o!==null?Jr(r,o)?null:`the ${i} ${r} matches none of on.${t}\
.${e} (${o.join(", ")}): ${a}`:l!==null?Br(r,l)?null:`the ${i} ${r} matches on.${t}.${e}-ignore (${l.join(", ")}): ${a}`:
n!==null&&(s[n]!==void 0||s[`${n}-ignore`]!==void 0)?`on.${t} filters ${n} only, so a push of a ${i} (${r}) does not sta\
rt it: ${a}`:null}var xl=new TextEncoder,$l=new TextDecoder("utf-8",{ignoreBOM:!0}),pe=class{#t;#s;#n;#e=new Map;constructor(t){this.#t=t}async put(t){
let e=await this.#l(),n=await this.#t.put(t),r={stage:n.stage,attempt:n.attempt,runAttempt:n.runAttempt},i=e.get(n.stage)??
[];i.some(l=>_e(l,r)===0)||i.push(r),i.sort(_e),e.set(n.stage,i);let o={record:JSON.parse(br(t.record)),prompt:$l.decode(
xl.encode(t.prompt)),handoff:JSON.parse(Sr(t.handoff)),recordSha256:n.recordSha256};return this.#e.set(So(r),Promise.resolve(
o)),n}get(t){return this.#r(e=>{let n=e.get(t)?.at(-1);return n===void 0?Promise.resolve(void 0):this.#i(n)})}getAttempt(t,e,n=1){
return this.#r(r=>{let i=r.get(t)?.find(o=>o.attempt===e&&o.runAttempt===n);return i?this.#i(i):Promise.resolve(void 0)})}#r(t){
return this.#n?t(this.#n):this.#l().then(t)}#i(t){let e=So(t),n=this.#e.get(e);return n||(n=this.#t.getAttempt(t.stage,t.
attempt,t.runAttempt),n.catch(()=>this.#e.delete(e)),this.#e.set(e,n)),n}async list(){return[...(await this.#l()).values()].
flat().sort(Ce)}#l(){return this.#s??=this.#t.list().then(t=>{let e=new Map;for(let{stage:n,attempt:r,runAttempt:i}of t)
e.set(n,[...e.get(n)??[],{stage:n,attempt:r,runAttempt:i}]);for(let n of e.values())n.sort(_e);return this.#n=e,e}),this.#s}};
function So(s){return`${s.stage}\0${s.runAttempt}\0${s.attempt}`}var At=Tt(ee(),1);var ln=class{path;#t;#s;#n=null;#e=!1;constructor(t){this.path=t,this.#t=(0,At.openSync)(t,"a",420),this.#s=(0,At.fstatSync)(
this.#t).size}write(t){if(this.#n!==null||this.#e)return;let e=Buffer.from(`${JSON.stringify(t)}
`);try{for(let n=0;n<e.length;)n+=(0,At.writeSync)(this.#t,e,n,e.length-n);this.#s+=e.length}catch(n){try{(0,At.ftruncateSync)(
this.#t,this.#s)}catch{}this.#n=ue(this.path,"the run's events",n)}}get failure(){return this.#n}close(){this.#e||(this.#e=
!0,(0,At.closeSync)(this.#t))}};var Qo=Tt(Te(),1),J=Tt(ee(),1);import{appendFile as lc,mkdtemp as uc,open as ta,readFile as cc,rm as dc,writeFile as fc}from"node:fs/promises";
import{delimiter as pc,dirname as hc,join as vt,relative as gc,resolve as mc}from"node:path";var vo=65536,he=4096,Rl=/^\s*(?:[A-Za-z0-9+/=]*|[A-Za-z][A-Za-z0-9-]*: .*)\s*$/;function Ol(s){let t=Pe(s);return!Mn(s)&&
!Mn(t)&&!Rl.test(t)}var un=class{#t;#s;#n=new Map;constructor(t,e){this.#t=t,this.#s=e}push(t,e="stdout"){let n=this.#e(
e),r=n.partial+t,i=r.endsWith("\r")?r.length-1:r.length,o=r.slice(0,i).split(/\r\n|\r|\n/);n.partial=(o.pop()??"")+r.slice(
i);for(let l of o)this.#r(n,l);n.partial.length>vo&&(n.overlong||(this.#i(n,n.partial.slice(0,he)),n.overlong=!0),n.inKey=
Ut(n.partial,n.inKey),n.partial=n.partial.slice(-he))}flush(){for(let t of this.#n.values())t.overlong||this.#i(t,t.partial.
replace(/\r$/,"").slice(0,he))}end(){for(let t of this.#n.values())t.partial!==""&&this.#r(t,t.partial),t.partial="",this.#i(
t,"")}#e(t){let e=this.#n.get(t);return e||(e={partial:"",held:null,previous:"",inKey:!1,overlong:!1},this.#n.set(t,e)),
e}#r(t,e){if(e.length>vo&&!t.overlong&&(this.#i(t,e.slice(0,he)),t.overlong=!0),t.overlong){t.overlong=!1,t.inKey=Ut(e,t.
inKey),t.previous=t.inKey?"":e.slice(-he);return}if(t.inKey&&Ol(e)&&(t.inKey=!1),t.inKey||_r(e)){t.inKey||this.#i(t,""),
t.inKey=Ut(e,t.inKey),t.previous=t.inKey?"":e;return}this.#i(t,e),t.held=e}#i(t,e){let n=t.held;if(t.held=null,n===null)
return;let r=V(`${t.previous}
${n}
${e}`,this.#t()),i=r.text.split(`
`),o=i.length===3?i[1]??"":Ws(r.redactions[0]?.kind??"secret-value");t.previous=n,o.trim()!==""&&this.#s(o)}};var Yt=class{#t;#s;#n;constructor(t,e){this.#t=t,this.#s=e}arm(){clearTimeout(this.#n),this.#n=setTimeout(()=>this.#s(),
this.#t),this.#n.unref?.()}stop(){clearTimeout(this.#n),this.#n=void 0}};var ko=["comment","summary","both"],Pl=/^[A-Za-z0-9_.-]{1,64}$/;function os(s){let t=(s[Z.mode]??"").trim()||"both";if(!ko.
includes(t))throw new x("input-invalid",`must be one of ${ko.join(", ")}; got "${t}"`,{where:Z.mode});return t}function as(s,t){
let e=os(s),n=(s[Z.key]??"").trim()||Si;if(!Pl.test(n))throw new x("input-invalid",`must be 1 to 64 letters, digits, '.'\
, '_' or '-' (it names the sticky comment); got "${n}"`,{where:Z.key});let r=Al(s[Z.includeDetail]??"",Z.includeDetail,!1),
i=null;if(e!=="summary"){let o=(s[Z.issueNumber]??"").trim();if(o!==""){if(!/^[1-9]\d{0,9}$/.test(o))throw new x("input-\
invalid",`must be the number of an issue or pull request, like 42; got "${o}"`,{where:Z.issueNumber});i=Number(o)}else if(i=
El(t.payload),i===null)throw new x("issue-number-missing",`there is no issue or pull request to comment on: the triggeri\
ng event (${t.name||"unknown"}) is not about one. Set the issue-number input, or use mode: summary`,{where:Z.issueNumber})}
return{mode:e,key:n,includeDetail:r,issueNumber:i}}function El(s){let t=ge(s);if(!t)return null;let e=is(ge(t.pull_request)?.
number)??is(ge(t.issue)?.number);if(e!==null)return e;for(let n of["workflow_run","check_run","check_suite"]){let r=ge(t[n])?.
pull_requests;if(Array.isArray(r)&&r.length===1){let i=is(ge(r[0])?.number);if(i!==null)return i}}return null}function Al(s,t,e){let n=s.trim();if(n==="")return e;if(["true","True","TRUE"].includes(n))return!0;if(["false","False",
"FALSE"].includes(n))return!1;throw new x("input-invalid",`must be true or false; got "${n}"`,{where:t})}function ge(s){
return s!==null&&typeof s=="object"&&!Array.isArray(s)?s:null}function is(s){return typeof s=="number"&&Number.isInteger(
s)&&s>0?s:null}var Tl={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\u274C"};function xo(s){let{record:t,handoff:e}=s,
n=l=>bi(l,s)||" ",r=[["status",`${t.status} (${t.outcome.reason})`],["attempt",String(t.attempt)],["exit code",t.agent.exit_code===
null?"none":String(t.agent.exit_code)],["duration",`${(t.agent.duration_ms/1e3).toFixed(1)} s`],["handoff",t.present&&t.
digests.handoff?`present, sha256 ${t.digests.handoff.slice(0,12)}`:"none"]];e?.next&&r.push(["next",e.next.stage]),s.notStored!==
void 0?r.push(["artifact","not stored"]):s.artifactName&&r.push(["artifact",s.artifactName]);let i=[];i.push([`### ${Tl[t.
status]} baton stage \`${t.stage}\``,"","| | |","|---|---|",...r.map(([l,a])=>`| ${l} | ${n(a)} |`)].join(`
`)),s.notStored!==void 0&&i.push(`${yi(Nl(s.notStored),s)}. No later stage can read this record or its handoff; it is sh\
own here only.`),t.outcome.message&&i.push(Bn(t.outcome.message,s)),e&&i.push(["#### Summary","",Bn(e.summary,s)].join(`\

`));let o=Object.entries(e?.data??{});return o.length>0&&i.push(["#### Data","","| key | value |","|---|---|",...o.map(([
l,a])=>`| ${n(l)} | ${n(a)} |`)].join(`
`)),t.problems.length>0&&i.push(["#### Problems","","| severity | code | where | message |","|---|---|---|---|",...t.problems.
map(l=>`| ${l.severity} | ${n(l.code)} | ${n(l.path)} | ${n(l.message)} |`)].join(`
`)),_l(i,s.notStored===void 0?s.artifactName:void 0)}function Nl(s){return s.charAt(0).toUpperCase()+s.slice(1)}function _l(s,t){
let e=`_Cut to fit the step summary; the full record is in ${t?`artifact ${t}`:"the stage record"}._`,n=bt.stepSummaryBytes-
Rn(e)-4,r=[],i=0;for(let o of s){let l=Rn(o)+2;if(i+l>n){r.push(e);break}r.push(o),i+=l}return`${r.join(`

`)}
`}function $o(s,t){return V(s,t).redactions.length===0?s:`${wi(s.trimEnd(),t)}
`}var hs=Tt(Te(),1),ht=Tt(ee(),1);import{homedir as zu}from"node:os";import{dirname as Bo,isAbsolute as Gu,join as Ku,resolve as ms,
sep as fn}from"node:path";var Ro=(s,t,e)=>{let n,r,i,o,l,a=e.indexOf(s),u=e.indexOf(t,a+1),d=a;if(a>=0&&u>0){if(s===t)return[a,u];for(n=[],i=e.length;d>=
0&&!l;){if(d===a)n.push(d),a=e.indexOf(s,d+1);else if(n.length===1){let c=n.pop();c!==void 0&&(l=[c,u])}else r=n.pop(),r!==
void 0&&r<i&&(i=r,o=u),u=e.indexOf(t,d+1);d=a<u&&a>=0?a:u}n.length&&o!==void 0&&(l=[i,o])}return l};var Oo="\0SLASH"+Math.random().toFixed(16)+"\0",Po="\0OPEN"+Math.random().toFixed(16)+"\0",cn="\0CLOSE"+Math.random().toFixed(
16)+"\0",Eo="\0COMMA"+Math.random().toFixed(16)+"\0",Ao="\0PERIOD"+Math.random().toFixed(16)+"\0",Cl=new RegExp(Oo,"g"),
Ml=new RegExp(Po,"g"),jl=new RegExp(cn,"g"),Ll=new RegExp(Eo,"g"),Fl=new RegExp(Ao,"g"),Il=/\\\\/g,Dl=/\\{/g,Wl=/\\}/g,Ul=/\\,/g,
Hl=/\\\./g,Jl=1e5,Bl=4e6,zl=1e3,Gl=1e3,Kl=2e7,Vl=16;function ls(s){return isNaN(s)?s.charCodeAt(0):parseInt(s,10)}function ql(s){
return s.replace(Il,Oo).replace(Dl,Po).replace(Wl,cn).replace(Ul,Eo).replace(Hl,Ao)}function Xl(s){return s.replace(Cl,"\
\\").replace(Ml,"{").replace(jl,"}").replace(Ll,",").replace(Fl,".")}function us(s,t){for(let e=0;e<t.length;e++)s.push(
t[e])}function To(s,t,e){if(e.remaining<0)return;let n=Ro("{","}",t),r=n!==void 0&&t.indexOf("{")<n[0];if(e.remaining-=n&&
!r?n[1]+1:s.length,!(!n||e.remaining<0))return{end:n[1],pre:s.slice(0,n[0]),body:s.slice(n[0]+1,n[1]),post:s.slice(n[1]+
1),unmatched:r}}function Yl(s,t){t.remaining-=s.length;let e=[];for(let i=0;i<s.length;i++){let o=s.charCodeAt(i);o===123?
e.push(i):o===125&&e.length&&e.pop()}let n="",r=0;for(let i=0;i<e.length;i++){let o=e[i];n+=s.slice(r,o)+"\0",r=o+1}return n+
s.slice(r)}function Zl(s,t){if(t.remaining-=s.length,t.remaining<0)return!1;let e=!1;for(let n=s.length-1;n>=0;n--){let r=s.
charCodeAt(n);if(r===125)e=!0;else if(r===10||r===13||r===8232||r===8233)e=!1;else if(r===44&&e&&s.charCodeAt(n+1)!==44)
return!0}return!1}function Ql(s,t){let e=[],n="";for(;;){let r=To(s,s,t);if(t.remaining<0)return;if(!r){let u=s.split(",");
return u[0]=n+u[0],us(e,u),e}let{pre:i,body:o,post:l}=r,a=i.split(",");if(a[0]=n+a[0],a[a.length-1]+="{"+o+"}",!l.length)
return us(e,a),e;n=a.pop(),us(e,a),s=l}}function me(s,t){return s===void 0||isNaN(s)?t:s}function No(s,t={}){if(!s)return[];
let e=me(t.max,Jl),n=me(t.maxLength,Bl),r=me(t.maxDepth,zl),i=me(t.maxRewrites,Gl),o=me(t.maxSteps,Kl);return s.slice(0,
2)==="{}"&&(s="\\{\\}"+s.slice(2)),cs(ql(s),e,n,r,0,i,{remaining:o},!0).map(Xl)}function tu(s){return"{"+s+"}"}function eu(s){
return/^-?0\d/.test(s)}function nu(s,t){return s<=t}function su(s,t){return s>=t}function we(s,t,e,n,r,i,o){let l=[],a=0,
u;t:for(let d=0;d<s.length;d++){let c=s[d]+t,p=e;i&&!c&&(u||(u=e.filter(f=>f)),p=u);for(let f=0;f<p.length;f++){if(l.length>=
n)break t;let g=c+p[f];if(a+g.length>r)break t;l.push(g),a+=g.length}}return o.remaining-=l.length,l}function ru(s,t,e,n,r){
let i=s.split(/\.\./),o=[];if(i[0]===void 0||i[1]===void 0)return o;let l=ls(i[0]),a=ls(i[1]),u=Math.max(i[0].length,i[1].
length),d=i.length===3&&i[2]!==void 0?Math.max(Math.abs(ls(i[2])),1):1,c=nu;a<l&&(d*=-1,c=su);let f=i.some(eu),g=f?u:1,h=0;
for(let S=l;c(S,a)&&o.length<e;S+=d){if(r.remaining-=g,r.remaining<0)return;let m;if(t)m=String.fromCharCode(S),m==="\\"&&
(m="");else if(m=String(S),f){let w=u-m.length;if(w>0){let b=new Array(w+1).join("0");S<0?m="-"+b+m.slice(1):m=b+m}}if(h+
m.length>n)break;o.push(m),h+=m.length}return o}function cs(s,t,e,n,r,i,o,l){if(o.remaining-=Vl,r>n)return[s];let a=[""],
u=0,d=!1,c=!0,p=s;for(;;){let f=To(s,p,o);if(!f)return we(a,s,[""],t,e,d,o);f.unmatched&&(p=Yl(p,o));let g=f.pre,h=()=>we(
a,g+"{"+f.body+"}"+f.post,[""],t,e,d,o);if(/\$$/.test(g)){if(a=we(a,g+"{"+f.body+"}",[""],t,e,d&&!f.post.length,o),c=!1,
!f.post.length)break;s=f.post,p=p.slice(f.end+1);continue}let S=/^-?\d+\.\.-?\d+(?:\.\.-?\d+)?$/.test(f.body),m=/^[a-zA-Z]\.\.[a-zA-Z](?:\.\.-?\d+)?$/.
test(f.body),w=S||m,b=f.body.indexOf(",")>=0;if(!w&&!b){if(u<i&&Zl(f.post,o)){u++,s=f.pre+"{"+f.body+cn+f.post,p=p.slice(
0,f.end)+cn+p.slice(f.end+1),l=!0;continue}return h()}c&&(d=l&&!w,c=!1);let $;if(w){if($=ru(f.body,m,t,e,o),!$)return h()}else{
let R=Ql(f.body,o);if(!R)return h();if(R.length===1&&R[0]!==void 0){if(R=cs(R[0],t,e,n,r+1,i,o,!1).map(tu),o.remaining<0)
return h();if(R.length===1){let P=we(a,g+R[0],[""],t,e,d&&!f.post.length,o);if(o.remaining<0)return h();if(a=P,!f.post.length)
break;s=f.post,p=p.slice(f.end+1);continue}}let v=d&&!f.post.length&&!g;for(let P=0;v&&P<a.length;P++)a[P]&&(v=!1);$=[];
let A=0;t:for(let P=0;P<R.length;P++){let U=cs(R[P],t,e,n,r+1,i,o,!1);if(o.remaining<0)return h();for(let q=0;q<U.length;q++){
let k=U[q];if(!(v&&!k)){if($.length>=t||A+k.length>e)break t;$.push(k),A+=k.length}}}}let T=we(a,g,$,t,e,d&&!f.post.length,
o);if(o.remaining<0)return h();if(a=T,!f.post.length)break;s=f.post,p=p.slice(f.end+1)}return a}var ye=s=>{if(typeof s!="string")throw new TypeError("invalid pattern");if(s.length>65536)throw new TypeError("pattern i\
s too long")};var iu={"[:alnum:]":["\\p{L}\\p{Nl}\\p{Nd}",!0],"[:alpha:]":["\\p{L}\\p{Nl}",!0],"[:ascii:]":["\\x00-\\x7f",!1],"[:blank\
:]":["\\p{Zs}\\t",!0],"[:cntrl:]":["\\p{Cc}",!0],"[:digit:]":["\\p{Nd}",!0],"[:graph:]":["\\p{Z}\\p{C}",!0,!0],"[:lower:\
]":["\\p{Ll}",!0],"[:print:]":["\\p{C}",!0],"[:punct:]":["\\p{P}",!0],"[:space:]":["\\p{Z}\\t\\r\\n\\v\\f",!0],"[:upper:\
]":["\\p{Lu}",!0],"[:word:]":["\\p{L}\\p{Nl}\\p{Nd}\\p{Pc}",!0],"[:xdigit:]":["A-Fa-f0-9",!1]},be=s=>s.replace(/[[\]\\-]/g,
"\\$&"),ou=s=>s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),_o=s=>s.join(""),Co=(s,t)=>{let e=t;if(s.charAt(e)!=="[")throw new Error(
"not in a brace expression");let n=[],r=[],i=e+1,o=!1,l=!1,a=!1,u=!1,d=e,c="";t:for(;i<s.length;){let h=s.charAt(i);if((h===
"!"||h==="^")&&i===e+1){u=!0,i++;continue}if(h==="]"&&o&&!a){d=i+1;break}if(o=!0,h==="\\"&&!a){a=!0,i++;continue}if(h===
"["&&!a){for(let[S,[m,w,b]]of Object.entries(iu))if(s.startsWith(S,i)){if(c)return["$.",!1,s.length-e,!0];i+=S.length,b?
r.push(m):n.push(m),l=l||w;continue t}}if(a=!1,c){h>c?n.push(be(c)+"-"+be(h)):h===c&&n.push(be(h)),c="",i++;continue}if(s.
startsWith("-]",i+1)){n.push(be(h+"-")),i+=2;continue}if(s.startsWith("-",i+1)){c=h,i+=2;continue}n.push(be(h)),i++}if(d<
i)return["",!1,0,!1];if(!n.length&&!r.length)return["$.",!1,s.length-e,!0];if(r.length===0&&n.length===1&&/^\\?.$/.test(
n[0])&&!u){let h=n[0].length===2?n[0].slice(-1):n[0];return[ou(h),!1,d-e,!1]}let p="["+(u?"^":"")+_o(n)+"]",f="["+(u?"":
"^")+_o(r)+"]";return[n.length&&r.length?"("+p+"|"+f+")":n.length?p:f,l,d-e,!0]};var Ft=(s,{windowsPathsNoEscape:t=!1,magicalBraces:e=!0}={})=>e?t?s.replace(/\[([^/\\])\]/g,"$1"):s.replace(/((?!\\).|^)\[([^/\\])\]/g,
"$1$2").replace(/\\([^/])/g,"$1"):t?s.replace(/\[([^/\\{}])\]/g,"$1"):s.replace(/((?!\\).|^)\[([^/\\{}])\]/g,"$1$2").replace(
/\\([^/{}])/g,"$1");var pt,au=new Set(["!","?","+","*","@"]),ds=s=>au.has(s),Mo=s=>ds(s.type),lu=new Map([["!",["@"]],["?",["?","@"]],["@",[
"@"]],["*",["*","+","?","@"]],["+",["+","@"]]]),uu=new Map([["!",["?"]],["@",["?"]],["+",["?","*"]]]),cu=new Map([["!",[
"?","@"]],["?",["?","@"]],["@",["?","@"]],["*",["*","+","?","@"]],["+",["+","@","?","*"]]]),jo=new Map([["!",new Map([["\
!","@"]])],["?",new Map([["*","*"],["+","*"]])],["@",new Map([["!","!"],["?","?"],["@","@"],["*","*"],["+","+"]])],["+",
new Map([["?","*"],["*","*"]])]]),du="(?!(?:^|/)\\.\\.?(?:$|/))",dn="(?!\\.)",fu=new Set(["[","."]),pu=new Set(["..","."]),
hu=new Set("().*{}+?[]^$\\!"),gu=s=>s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),fs="[^/]",Lo=fs+"*?",Fo=fs+"+?",mu=0,Ht=class{type;#t;#s;#n=!1;#e=[];#r;#i;#l;#o=!1;#u;#f;#c=!1;id=++mu;get depth(){
return(this.#r?.depth??-1)+1}[Symbol.for("nodejs.util.inspect.custom")](){return{"@@type":"AST",id:this.id,type:this.type,
root:this.#t.id,parent:this.#r?.id,depth:this.depth,partsLength:this.#e.length,parts:this.#e}}constructor(t,e,n={}){this.
type=t,t&&(this.#s=!0),this.#r=e,this.#t=this.#r?this.#r.#t:this,this.#u=this.#t===this?n:this.#t.#u,this.#l=this.#t===this?
[]:this.#t.#l,t==="!"&&!this.#t.#o&&this.#l.push(this),this.#i=this.#r?this.#r.#e.length:0}get hasMagic(){if(this.#s!==void 0)
return this.#s;for(let t of this.#e)if(typeof t!="string"&&(t.type||t.hasMagic))return this.#s=!0;return this.#s}toString(){
return this.#f!==void 0?this.#f:this.type?this.#f=this.type+"("+this.#e.map(t=>String(t)).join("|")+")":this.#f=this.#e.
map(t=>String(t)).join("")}#p(){if(this!==this.#t)throw new Error("should only call on root");if(this.#o)return this;this.
toString(),this.#o=!0;let t;for(;t=this.#l.pop();){if(t.type!=="!")continue;let e=t,n=e.#r;for(;n;){for(let r=e.#i+1;!n.
type&&r<n.#e.length;r++)for(let i of t.#e){if(typeof i=="string")throw new Error("string part in extglob AST??");i.copyIn(
n.#e[r])}e=n,n=e.#r}}return this}push(...t){for(let e of t)if(e!==""){if(typeof e!="string"&&!(e instanceof pt&&e.#r===this))
throw new Error("invalid part: "+e);this.#e.push(e)}}toJSON(){let t=this.type===null?this.#e.slice().map(e=>typeof e=="s\
tring"?e:e.toJSON()):[this.type,...this.#e.map(e=>e.toJSON())];return this.isStart()&&!this.type&&t.unshift([]),this.isEnd()&&
(this===this.#t||this.#t.#o&&this.#r?.type==="!")&&t.push({}),t}isStart(){if(this.#t===this)return!0;if(!this.#r?.isStart())
return!1;if(this.#i===0)return!0;let t=this.#r;for(let e=0;e<this.#i;e++){let n=t.#e[e];if(!(n instanceof pt&&n.type==="\
!"))return!1}return!0}isEnd(){if(this.#t===this||this.#r?.type==="!")return!0;if(!this.#r?.isEnd())return!1;if(!this.type)
return this.#r?.isEnd();let t=this.#r?this.#r.#e.length:0;return this.#i===t-1}copyIn(t){typeof t=="string"?this.push(t):
this.push(t.clone(this))}clone(t){let e=new pt(this.type,t);for(let n of this.#e)e.copyIn(n);return e}static#d(t,e,n,r,i){
let o=r.maxExtglobRecursion??2,l=!1,a=!1,u=-1,d=!1;if(e.type===null){let h=n,S="";for(;h<t.length;){let m=t.charAt(h++);
if(l||m==="\\"){l=!l,S+=m;continue}if(a){h===u+1?(m==="^"||m==="!")&&(d=!0):m==="]"&&!(h===u+2&&d)&&(a=!1),S+=m;continue}else if(m===
"["){a=!0,u=h,d=!1,S+=m;continue}if(!r.noext&&ds(m)&&t.charAt(h)==="("&&i<=o){e.push(S),S="";let b=new pt(m,e);h=pt.#d(t,
b,h,r,i+1),e.push(b);continue}S+=m}return e.push(S),h}let c=n+1,p=new pt(null,e),f=[],g="";for(;c<t.length;){let h=t.charAt(
c++);if(l||h==="\\"){l=!l,g+=h;continue}if(a){c===u+1?(h==="^"||h==="!")&&(d=!0):h==="]"&&!(c===u+2&&d)&&(a=!1),g+=h;continue}else if(h===
"["){a=!0,u=c,d=!1,g+=h;continue}if(!r.noext&&ds(h)&&t.charAt(c)==="("&&(i<=o||e&&e.#w(h))){let m=e&&e.#w(h)?0:1;p.push(
g),g="";let w=new pt(h,p);p.push(w),c=pt.#d(t,w,c,r,i+m);continue}if(h==="|"){p.push(g),g="",f.push(p),p=new pt(null,e);
continue}if(h===")")return g===""&&e.#e.length===0&&(e.#c=!0),p.push(g),g="",e.push(...f,p),c;g+=h}return e.type=null,e.#s=
void 0,e.#e=[t.substring(n-1)],c}#h(t){return this.#b(t,uu)}#b(t,e=lu){if(!t||typeof t!="object"||t.type!==null||t.#e.length!==
1||this.type===null)return!1;let n=t.#e[0];return!n||typeof n!="object"||n.type===null?!1:this.#w(n.type,e)}#w(t,e=cu){return!!e.
get(this.type)?.includes(t)}#$(t,e){let n=t.#e[0],r=new pt(null,n,this.options);r.#e.push(""),n.push(r),this.#y(t,e)}#y(t,e){
let n=t.#e[0];this.#e.splice(e,1,...n.#e);for(let r of n.#e)typeof r=="object"&&(r.#r=this);this.#f=void 0}#R(t){return!!jo.
get(this.type)?.has(t)}#T(t){if(!t||typeof t!="object"||t.type!==null||t.#e.length!==1||this.type===null||this.#e.length!==
1)return!1;let e=t.#e[0];return!e||typeof e!="object"||e.type===null?!1:this.#R(e.type)}#k(t){let e=jo.get(this.type),n=t.#e[0],
r=e?.get(n.type);if(!r)return!1;this.#e=n.#e;for(let i of this.#e)typeof i=="object"&&(i.#r=this);this.type=r,this.#f=void 0,
this.#c=!1}static fromGlob(t,e={}){let n=new pt(null,void 0,e);return pt.#d(t,n,0,e,0),n}toMMPattern(){if(this!==this.#t)
return this.#t.toMMPattern();let t=this.toString(),[e,n,r,i]=this.toRegExpSource();if(!(r||this.#s||this.#u.nocase&&!this.#u.
nocaseMagicOnly&&t.toUpperCase()!==t.toLowerCase()))return n;let l=(this.#u.nocase?"i":"")+(i?"u":"");return Object.assign(
new RegExp(`^${e}$`,l),{_src:e,_glob:t})}get options(){return this.#u}toRegExpSource(t){let e=t??!!this.#u.dot;if(this.#t===
this&&(this.#x(),this.#p()),!Mo(this)){let a=this.isStart()&&this.isEnd()&&!this.#e.some(f=>typeof f!="string"),u=this.#e.
map(f=>{let[g,h,S,m]=typeof f=="string"?pt.#O(f,this.#s,a):f.toRegExpSource(t);return this.#s=this.#s||S,this.#n=this.#n||
m,g}).join(""),d="";if(this.isStart()&&typeof this.#e[0]=="string"&&!(this.#e.length===1&&pu.has(this.#e[0]))){let g=fu,
h=e&&g.has(u.charAt(0))||u.startsWith("\\.")&&g.has(u.charAt(2))||u.startsWith("\\.\\.")&&g.has(u.charAt(4)),S=!e&&!t&&g.
has(u.charAt(0));d=h?du:S?dn:""}let c="";return this.isEnd()&&this.#t.#o&&this.#r?.type==="!"&&(c="(?:$|\\/)"),[d+u+c,Ft(
u),this.#s=!!this.#s,this.#n]}let n=this.type==="*"||this.type==="+",r=this.type==="!"?"(?:(?!(?:":"(?:",i=this.#m(e);if(this.
isStart()&&this.isEnd()&&!i&&this.type!=="!"){let a=this.toString(),u=this;return u.#e=[a],u.type=null,u.#s=void 0,[a,Ft(
this.toString()),!1,!1]}let o=!n||t||e||!dn?"":this.#m(!0);o===i&&(o=""),o&&(i=`(?:${i})(?:${o})*?`);let l="";if(this.type===
"!"&&this.#c)l=(this.isStart()&&!e?dn:"")+Fo;else{let a=this.type==="!"?"))"+(this.isStart()&&!e&&!t?dn:"")+Lo+")":this.
type==="@"?")":this.type==="?"?")?":this.type==="+"&&o?")":this.type==="*"&&o?")?":`)${this.type}`;l=r+i+a}return[l,Ft(i),
this.#s=!!this.#s,this.#n]}#x(){if(Mo(this)){let t=0,e=!1;do{e=!0;for(let n=0;n<this.#e.length;n++){let r=this.#e[n];typeof r==
"object"&&(r.#x(),this.#b(r)?(e=!1,this.#y(r,n)):this.#h(r)?(e=!1,this.#$(r,n)):this.#T(r)&&(e=!1,this.#k(r)))}}while(!e&&
++t<10)}else for(let t of this.#e)typeof t=="object"&&t.#x();this.#f=void 0}#m(t){return this.#e.map(e=>{if(typeof e=="s\
tring")throw new Error("string type in extglob ast??");let[n,r,i,o]=e.toRegExpSource(t);return this.#n=this.#n||o,n}).filter(
e=>!(this.isStart()&&this.isEnd())||!!e).join("|")}static#O(t,e,n=!1){let r=!1,i="",o=!1,l=!1;for(let a=0;a<t.length;a++){
let u=t.charAt(a);if(r){r=!1,i+=(hu.has(u)?"\\":"")+u;continue}if(u==="*"){if(l)continue;l=!0,i+=n&&/^[*]+$/.test(t)?Fo:
Lo,e=!0;continue}else l=!1;if(u==="\\"){a===t.length-1?i+="\\\\":r=!0;continue}if(u==="["){let[d,c,p,f]=Co(t,a);if(p){i+=
d,o=o||c,a+=p-1,e=e||f;continue}}if(u==="?"){i+=fs,e=!0;continue}i+=gu(u)}return[i,Ft(t),!!e,o]}};pt=Ht;var ps=(s,{windowsPathsNoEscape:t=!1,magicalBraces:e=!1}={})=>e?t?s.replace(/[?*()[\]{}]/g,"[$&]"):s.replace(/[?*()[\]\\{}]/g,
"\\$&"):t?s.replace(/[?*()[\]]/g,"[$&]"):s.replace(/[?*()[\]\\]/g,"\\$&");var ut=(s,t,e={})=>(ye(t),!e.nocomment&&t.charAt(0)==="#"?!1:new Ct(t,e).match(s)),wu=/^\*+([^+@!?*[(]*)$/,yu=s=>t=>!t.startsWith(
".")&&t.endsWith(s),bu=s=>t=>t.endsWith(s),Su=s=>(s=s.toLowerCase(),t=>!t.startsWith(".")&&t.toLowerCase().endsWith(s)),
vu=s=>(s=s.toLowerCase(),t=>t.toLowerCase().endsWith(s)),ku=/^\*+\.\*+$/,xu=s=>!s.startsWith(".")&&s.includes("."),$u=s=>s!==
"."&&s!==".."&&s.includes("."),Ru=/^\.\*+$/,Ou=s=>s!=="."&&s!==".."&&s.startsWith("."),Pu=/^\*+$/,Eu=s=>s.length!==0&&!s.
startsWith("."),Au=s=>s.length!==0&&s!=="."&&s!=="..",Tu=/^\?+([^+@!?*[(]*)?$/,Nu=([s,t=""])=>{let e=Wo([s]);return t?(t=
t.toLowerCase(),n=>e(n)&&n.toLowerCase().endsWith(t)):e},_u=([s,t=""])=>{let e=Uo([s]);return t?(t=t.toLowerCase(),n=>e(
n)&&n.toLowerCase().endsWith(t)):e},Cu=([s,t=""])=>{let e=Uo([s]);return t?n=>e(n)&&n.endsWith(t):e},Mu=([s,t=""])=>{let e=Wo(
[s]);return t?n=>e(n)&&n.endsWith(t):e},Wo=([s])=>{let t=s.length;return e=>e.length===t&&!e.startsWith(".")},Uo=([s])=>{
let t=s.length;return e=>e.length===t&&e!=="."&&e!==".."},Ho=typeof process=="object"&&process?typeof process.env=="obje\
ct"&&process.env&&process.env.__MINIMATCH_TESTING_PLATFORM__||process.platform:"posix",Io={win32:{sep:"\\"},posix:{sep:"\
/"}},ju=Ho==="win32"?Io.win32.sep:Io.posix.sep;ut.sep=ju;var rt=Symbol("globstar **");ut.GLOBSTAR=rt;var Lu="[^/]",Fu=Lu+
"*?",Iu="(?:(?!(?:\\/|^)(?:\\.{1,2})($|\\/)).)*?",Du="(?:(?!(?:\\/|^)\\.).)*?",Wu=(s,t={})=>e=>ut(e,s,t);ut.filter=Wu;var St=(s,t={})=>Object.
assign({},s,t),Uu=s=>{if(!s||typeof s!="object"||!Object.keys(s).length)return ut;let t=ut;return Object.assign((n,r,i={})=>t(
n,r,St(s,i)),{Minimatch:class extends t.Minimatch{constructor(r,i={}){super(r,St(s,i))}static defaults(r){return t.defaults(
St(s,r)).Minimatch}},AST:class extends t.AST{constructor(r,i,o={}){super(r,i,St(s,o))}static fromGlob(r,i={}){return t.AST.
fromGlob(r,St(s,i))}},unescape:(n,r={})=>t.unescape(n,St(s,r)),escape:(n,r={})=>t.escape(n,St(s,r)),filter:(n,r={})=>t.filter(
n,St(s,r)),defaults:n=>t.defaults(St(s,n)),makeRe:(n,r={})=>t.makeRe(n,St(s,r)),braceExpand:(n,r={})=>t.braceExpand(n,St(
s,r)),match:(n,r,i={})=>t.match(n,r,St(s,i)),sep:t.sep,GLOBSTAR:rt})};ut.defaults=Uu;var Jo=(s,t={})=>(ye(s),t.nobrace||
!/\{(?:(?!\{).)*\}/.test(s)?[s]:No(s,{max:t.braceExpandMax}));ut.braceExpand=Jo;var Hu=(s,t={})=>new Ct(s,t).makeRe();ut.
makeRe=Hu;var Ju=(s,t,e={})=>{let n=new Ct(t,e);return s=s.filter(r=>n.match(r)),n.options.nonull&&!s.length&&s.push(t),
s};ut.match=Ju;var Do=/[?*]|[+@!]\(.*?\)|\[|\]/,Bu=s=>s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),Ct=class{options;set;pattern;windowsPathsNoEscape;nonegate;negate;comment;empty;preserveMultipleSlashes;partial;globSet;globParts;nocase;isWindows;platform;windowsNoMagicRoot;maxGlobstarRecursion;regexp;constructor(t,e={}){
ye(t),e=e||{},this.options=e,this.maxGlobstarRecursion=e.maxGlobstarRecursion??200,this.pattern=t,this.platform=e.platform||
Ho,this.isWindows=this.platform==="win32";let n="allowWindowsEscape";this.windowsPathsNoEscape=!!e.windowsPathsNoEscape||
e[n]===!1,this.windowsPathsNoEscape&&(this.pattern=this.pattern.replace(/\\/g,"/")),this.preserveMultipleSlashes=!!e.preserveMultipleSlashes,
this.regexp=null,this.negate=!1,this.nonegate=!!e.nonegate,this.comment=!1,this.empty=!1,this.partial=!!e.partial,this.nocase=
!!this.options.nocase,this.windowsNoMagicRoot=e.windowsNoMagicRoot!==void 0?e.windowsNoMagicRoot:!!(this.isWindows&&this.
nocase),this.globSet=[],this.globParts=[],this.set=[],this.make()}hasMagic(){if(this.options.magicalBraces&&this.set.length>
1)return!0;for(let t of this.set)for(let e of t)if(typeof e!="string")return!0;return!1}debug(...t){}make(){let t=this.pattern,
e=this.options;if(!e.nocomment&&t.charAt(0)==="#"){this.comment=!0;return}if(!t){this.empty=!0;return}this.parseNegate(),
this.globSet=[...new Set(this.braceExpand())],e.debug&&(this.debug=(...i)=>console.error(...i)),this.debug(this.pattern,
this.globSet);let n=this.globSet.map(i=>this.slashSplit(i));this.globParts=this.preprocess(n),this.debug(this.pattern,this.
globParts);let r=this.globParts.map((i,o,l)=>{if(this.isWindows&&this.windowsNoMagicRoot){let a=i[0]===""&&i[1]===""&&(i[2]===
"?"||!Do.test(i[2]))&&!Do.test(i[3]),u=/^[a-z]:/i.test(i[0]);if(a)return[...i.slice(0,4),...i.slice(4).map(d=>this.parse(
d))];if(u)return[i[0],...i.slice(1).map(d=>this.parse(d))]}return i.map(a=>this.parse(a))});if(this.debug(this.pattern,r),
this.set=r.filter(i=>i.indexOf(!1)===-1),this.isWindows)for(let i=0;i<this.set.length;i++){let o=this.set[i];o[0]===""&&
o[1]===""&&this.globParts[i][2]==="?"&&typeof o[3]=="string"&&/^[a-z]:$/i.test(o[3])&&(o[2]="?")}this.debug(this.pattern,
this.set)}preprocess(t){if(this.options.noglobstar)for(let n of t)for(let r=0;r<n.length;r++)n[r]==="**"&&(n[r]="*");let{
optimizationLevel:e=1}=this.options;return e>=2?(t=this.firstPhasePreProcess(t),t=this.secondPhasePreProcess(t)):e>=1?t=
this.levelOneOptimize(t):t=this.adjascentGlobstarOptimize(t),t}adjascentGlobstarOptimize(t){return t.map(e=>{let n=-1;for(;(n=
e.indexOf("**",n+1))!==-1;){let r=n;for(;e[r+1]==="**";)r++;r!==n&&e.splice(n,r-n)}return e})}levelOneOptimize(t){return t.
map(e=>(e=e.reduce((n,r)=>{let i=n[n.length-1];return r==="**"&&i==="**"?n:r===".."&&i&&i!==".."&&i!=="."&&i!=="**"?(n.pop(),
n):(n.push(r),n)},[]),e.length===0?[""]:e))}levelTwoFileOptimize(t){Array.isArray(t)||(t=this.slashSplit(t));let e=!1;do{
if(e=!1,!this.preserveMultipleSlashes){for(let r=1;r<t.length-1;r++){let i=t[r];r===1&&i===""&&t[0]===""||(i==="."||i===
"")&&(e=!0,t.splice(r,1),r--)}t[0]==="."&&t.length===2&&(t[1]==="."||t[1]==="")&&(e=!0,t.pop())}let n=0;for(;(n=t.indexOf(
"..",n+1))!==-1;){let r=t[n-1];r&&r!=="."&&r!==".."&&r!=="**"&&!(this.isWindows&&/^[a-z]:$/i.test(r))&&(e=!0,t.splice(n-
1,2),n-=2)}}while(e);return t.length===0?[""]:t}firstPhasePreProcess(t){let e=!1;do{e=!1;for(let n of t){let r=-1;for(;(r=
n.indexOf("**",r+1))!==-1;){let o=r;for(;n[o+1]==="**";)o++;o>r&&n.splice(r+1,o-r);let l=n[r+1],a=n[r+2],u=n[r+3];if(l!==
".."||!a||a==="."||a===".."||!u||u==="."||u==="..")continue;e=!0,n.splice(r,1);let d=n.slice(0);d[r]="**",t.push(d),r--}
if(!this.preserveMultipleSlashes){for(let o=1;o<n.length-1;o++){let l=n[o];o===1&&l===""&&n[0]===""||(l==="."||l==="")&&
(e=!0,n.splice(o,1),o--)}n[0]==="."&&n.length===2&&(n[1]==="."||n[1]==="")&&(e=!0,n.pop())}let i=0;for(;(i=n.indexOf("..",
i+1))!==-1;){let o=n[i-1];if(o&&o!=="."&&o!==".."&&o!=="**"){e=!0;let a=i===1&&n[i+1]==="**"?["."]:[];n.splice(i-1,2,...a),
n.length===0&&n.push(""),i-=2}}}}while(e);return t}secondPhasePreProcess(t){for(let e=0;e<t.length-1;e++)for(let n=e+1;n<
t.length;n++){let r=this.partsMatch(t[e],t[n],!this.preserveMultipleSlashes);if(r){t[e]=[],t[n]=r;break}}return t.filter(
e=>e.length)}partsMatch(t,e,n=!1){let r=0,i=0,o=[],l="";for(;r<t.length&&i<e.length;)if(t[r]===e[i])o.push(l==="b"?e[i]:
t[r]),r++,i++;else if(n&&t[r]==="**"&&e[i]===t[r+1])o.push(t[r]),r++;else if(n&&e[i]==="**"&&t[r]===e[i+1])o.push(e[i]),
i++;else if(t[r]==="*"&&e[i]&&(this.options.dot||!e[i].startsWith("."))&&e[i]!=="**"){if(l==="b")return!1;l="a",o.push(t[r]),
r++,i++}else if(e[i]==="*"&&t[r]&&(this.options.dot||!t[r].startsWith("."))&&t[r]!=="**"){if(l==="a")return!1;l="b",o.push(
e[i]),r++,i++}else return!1;return t.length===e.length&&o}parseNegate(){if(this.nonegate)return;let t=this.pattern,e=!1,
n=0;for(let r=0;r<t.length&&t.charAt(r)==="!";r++)e=!e,n++;n&&(this.pattern=t.slice(n)),this.negate=e}matchOne(t,e,n=!1){
let r=0,i=0;if(this.isWindows){let l=typeof t[0]=="string"&&/^[a-z]:$/i.test(t[0]),a=!l&&t[0]===""&&t[1]===""&&t[2]==="?"&&
/^[a-z]:$/i.test(t[3]),u=typeof e[0]=="string"&&/^[a-z]:$/i.test(e[0]),d=!u&&e[0]===""&&e[1]===""&&e[2]==="?"&&typeof e[3]==
"string"&&/^[a-z]:$/i.test(e[3]),c=a?3:l?0:void 0,p=d?3:u?0:void 0;if(typeof c=="number"&&typeof p=="number"){let[f,g]=[
t[c],e[p]];f.toLowerCase()===g.toLowerCase()&&(e[p]=f,i=p,r=c)}}let{optimizationLevel:o=1}=this.options;return o>=2&&(t=
this.levelTwoFileOptimize(t)),e.includes(rt)?this.#t(t,e,n,r,i):this.#n(t,e,n,r,i)}#t(t,e,n,r,i){let o=e.indexOf(rt,i),l=e.
lastIndexOf(rt),[a,u,d]=n?[e.slice(i,o),e.slice(o+1),[]]:[e.slice(i,o),e.slice(o+1,l),e.slice(l+1)];if(a.length){let w=t.
slice(r,r+a.length);if(!this.#n(w,a,n,0,0))return!1;r+=a.length,i+=a.length}let c=0;if(d.length){if(d.length+r>t.length)
return!1;let w=t.length-d.length;if(this.#n(t,d,n,w,0))c=d.length;else{if(t[t.length-1]!==""||r+d.length===t.length||(w--,
!this.#n(t,d,n,w,0)))return!1;c=d.length+1}}if(!u.length){let w=!!c;for(let b=r;b<t.length-c;b++){let $=String(t[b]);if(w=
!0,$==="."||$===".."||!this.options.dot&&$.startsWith("."))return!1}return n||w}let p=[[[],0]],f=p[0],g=0,h=[0];for(let w of u)
w===rt?(h.push(g),f=[[],0],p.push(f)):(f[0].push(w),g++);let S=p.length-1,m=t.length-c;for(let w of p)w[1]=m-(h[S--]+w[0].
length);return!!this.#s(t,p,r,0,n,0,!!c)}#s(t,e,n,r,i,o,l){let a=e[r];if(!a){for(let c=n;c<t.length;c++){l=!0;let p=t[c];
if(p==="."||p===".."||!this.options.dot&&p.startsWith("."))return!1}return l}let[u,d]=a;for(;n<=d;){if(this.#n(t.slice(0,
n+u.length),u,i,n,0)&&o<this.maxGlobstarRecursion){let f=this.#s(t,e,n+u.length,r+1,i,o+1,l);if(f!==!1)return f}let p=t[n];
if(p==="."||p===".."||!this.options.dot&&p.startsWith("."))return!1;n++}return i||null}#n(t,e,n,r,i){let o,l,a,u;for(o=r,
l=i,u=t.length,a=e.length;o<u&&l<a;o++,l++){this.debug("matchOne loop");let d=e[l],c=t[o];if(this.debug(e,d,c),d===!1||d===
rt)return!1;let p;if(typeof d=="string"?(p=c===d,this.debug("string match",d,c,p)):(p=d.test(c),this.debug("pattern matc\
h",d,c,p)),!p)return!1}if(o===u&&l===a)return!0;if(o===u)return n;if(l===a)return o===u-1&&t[o]==="";throw new Error("wt\
f?")}braceExpand(){return Jo(this.pattern,this.options)}parse(t){ye(t);let e=this.options;if(t==="**")return rt;if(t==="")
return"";let n,r=null;(n=t.match(Pu))?r=e.dot?Au:Eu:(n=t.match(wu))?r=(e.nocase?e.dot?vu:Su:e.dot?bu:yu)(n[1]):(n=t.match(
Tu))?r=(e.nocase?e.dot?_u:Nu:e.dot?Cu:Mu)(n):(n=t.match(ku))?r=e.dot?$u:xu:(n=t.match(Ru))&&(r=Ou);let i=Ht.fromGlob(t,this.
options).toMMPattern();return r&&typeof i=="object"&&Reflect.defineProperty(i,"test",{value:r}),i}makeRe(){if(this.regexp||
this.regexp===!1)return this.regexp;let t=this.set;if(!t.length)return this.regexp=!1,this.regexp;let e=this.options,n=e.
noglobstar?Fu:e.dot?Iu:Du,r=new Set(e.nocase?["i"]:[]),i=t.map(a=>{let u=a.map(c=>{if(c instanceof RegExp)for(let p of c.
flags.split(""))r.add(p);return typeof c=="string"?Bu(c):c===rt?rt:c._src});u.forEach((c,p)=>{let f=u[p+1],g=u[p-1];c!==
rt||g===rt||(g===void 0?f!==void 0&&f!==rt?u[p+1]="(?:\\/|"+n+"\\/)?"+f:u[p]=n:f===void 0?u[p-1]=g+"(?:\\/|\\/"+n+")?":f!==
rt&&(u[p-1]=g+"(?:\\/|\\/"+n+"\\/)"+f,u[p+1]=rt))});let d=u.filter(c=>c!==rt);if(this.partial&&d.length>=1){let c=[];for(let p=1;p<=
d.length;p++)c.push(d.slice(0,p).join("/"));return"(?:"+c.join("|")+")"}return d.join("/")}).join("|"),[o,l]=t.length>1?
["(?:",")"]:["",""];i="^"+o+i+l+"$",this.partial&&(i="^(?:\\/|"+o+i.slice(1,-1)+l+")$"),this.negate&&(i="^(?!"+i+").+$");
try{this.regexp=new RegExp(i,[...r].join(""))}catch{this.regexp=!1}return this.regexp}slashSplit(t){return this.preserveMultipleSlashes?
t.split("/"):this.isWindows&&/^\/\/[^/]+/.test(t)?["",...t.split(/\/+/)]:t.split(/\/+/)}match(t,e=this.partial){if(this.
debug("match",t,this.pattern),this.comment)return!1;if(this.empty)return t==="";if(t==="/"&&e)return!0;let n=this.options;
this.isWindows&&(t=t.split("\\").join("/"));let r=this.slashSplit(t);this.debug(this.pattern,"split",r);let i=this.set;this.
debug(this.pattern,"set",i);let o=r[r.length-1];if(!o)for(let l=r.length-2;!o&&l>=0;l--)o=r[l];for(let l of i){let a=r;if(n.
matchBase&&l.length===1&&(a=[o]),this.matchOne(a,l,e))return n.flipNegate?!0:!this.negate}return n.flipNegate?!1:this.negate}static defaults(t){
return ut.defaults(t).Minimatch}};ut.AST=Ht;ut.Minimatch=Ct;ut.escape=ps;ut.unescape=Ft;var zo="--follow-symbolic-links";function Go(s,t,e={}){let n=ms(s),r=qu(e.leaveOut??[]),i=Vu(t[0]),o=(i?t.slice(1):t).flatMap(
u=>u.split(`
`)).map(u=>u.trim()).filter(u=>u!==""&&!u.startsWith("#")).flatMap(u=>Qu(Yu(n,u))),l=(0,hs.createHash)("sha256"),a=0;for(let u of sc(
o,i,r)){if(!u.startsWith(`${n}${fn}`))continue;let d;try{if(r.any&&(0,ht.lstatSync)(u).isSymbolicLink()&&r.holds((0,ht.realpathSync)(
u)))continue;let c=(0,ht.statSync)(u);if(c.isDirectory())continue;if(!c.isFile())throw new x("hash-files-failed",`hashFi\
les() cannot hash ${u}: it is not a regular file (${Xu(c)})`);d=(0,ht.readFileSync)(u)}catch(c){throw c instanceof x?c:gs(
u,c)}l.update((0,hs.createHash)("sha256").update(d).digest()),a+=1}return a>0?l.digest("hex"):""}function Vu(s){if(s===void 0||
!s.startsWith("--"))return!1;if(s.toLowerCase()===zo)return!0;throw new x("hash-files-failed",`hashFiles(): invalid glob\
 option ${s}: the one option is '${zo}', as the first argument`)}function qu(s){let t=new Set(s.map(n=>ms(n)));for(let n of[
...t])try{t.add((0,ht.realpathSync)(n))}catch{}let e=[...t];return{any:e.length>0,holds:n=>e.some(r=>n===r||n.startsWith(
r.endsWith(fn)?r:`${r}${fn}`))}}function gs(s,t){let e=t.code??String(t);return new x("hash-files-failed",`hashFiles() c\
ould not read ${s}: ${e}`)}function Xu(s){return s.isFIFO()?"a FIFO":s.isSocket()?"a socket":s.isCharacterDevice()||s.isBlockDevice()?
"a device":"not a file"}var Ko={dot:!0,nobrace:!0,nocase:process.platform==="win32",nocomment:!0,noext:!0,nonegate:!0};function Yu(s,t){
let e=!1,n=t;for(;n.startsWith("!");)e=!e,n=n.slice(1).trim();if(n==="")throw new x("hash-files-failed",`hashFiles(): th\
e pattern '${t}' is empty`);let r=Gu(n),i=n.endsWith("/"),o=n.split("/").filter(f=>f!==""),l=r?fn:s;!r&&o[0]==="."?o.shift():
!r&&o[0]==="~"&&(l=zu(),o.shift());let a=o.map(Zu);if(a.some(f=>f==="."||f===".."))throw new x("hash-files-failed",`hash\
Files(): invalid pattern '${t}': relative pathing '.' and '..' is not allowed`);let u=a.indexOf(null),d=u===-1?a:a.slice(
0,u),c=tc(l),p=o.length===0?c:`${c.endsWith("/")?c:`${c}/`}${o.join("/")}`;return{negate:e,directories:i,glob:p,matcher:new Ct(
p,Ko),searchPath:ms(l,...d)}}function Zu(s){let t="";for(let e=0;e<s.length;e++){let n=s[e];if(n==="\\"&&e+1<s.length){e+=
1,t+=s[e];continue}if(n==="*"||n==="?")return null;if(n==="["&&e+1<s.length){let r="",i=-1;for(let o=e+1;o<s.length;o++){
let l=s[o];if(l==="\\"&&o+1<s.length)o+=1,r+=s[o];else if(l==="]"){i=o;break}else r+=l}if(i>=0){if(r.length>1)return null;
if(r!==""){t+=r,e=i;continue}}}t+=n}return t}function Qu(s){if(s.glob.endsWith("/**")&&!s.directories)return[s];let t=`${s.
glob}/**`;return[s,{...s,directories:!1,glob:t,matcher:new Ct(t,Ko)}]}function tc(s){return s.replaceAll("\\","\\\\").replace(
/(\[)(?=[^/]+\])/g,"[[]").replace(/\?/g,"[?]").replace(/\*/g,"[*]")}var Se={none:0,directory:1,file:2,all:3};function ec(s,t){
let e=Se.none;for(let n of s){if(!n.matcher.match(t))continue;let r=n.directories?Se.directory:Se.all;e=n.negate?e&~r:e|
r}return e}function nc(s,t){return s.some(e=>!e.negate&&e.matcher.match(t,!0))}function*sc(s,t,e){let n=s.filter(o=>!o.negate).
map(o=>o.searchPath),r=new Set(n),i=[];for(let o of n){if(i.includes(o))continue;let l=!1;for(let a=o,u=Bo(a);u!==a;a=u,
u=Bo(a))r.has(u)&&(l=!0);l||i.push(o)}for(let o of i){let l=[{path:o,chain:[]}];for(;l.length>0;){let a=l.pop();if(e.holds(
a.path))continue;let u=ec(s,a.path);if(!u&&!nc(s,a.path))continue;let d;try{d=t?(0,ht.statSync)(a.path):(0,ht.lstatSync)(
a.path)}catch(h){if(h.code==="ENOENT")continue;throw gs(a.path,h)}if(!d.isDirectory()){u&Se.file&&(yield a.path);continue}
let c=a.path,p;try{if(t&&(c=(0,ht.realpathSync)(a.path)),a.chain.includes(c)||t&&e.holds(c))continue;p=(0,ht.readdirSync)(
a.path)}catch(h){throw gs(a.path,h)}u&Se.directory&&(yield a.path);let f=[...a.chain,c],g=p.map(h=>({path:Ku(a.path,h),chain:f}));
l.push(...g.reverse())}}}var Vo=64*1024,pn=4096,rc=4096,ws=16,gn=class{#t;#s;#n;#e="";#r="";#i=0;#l=!1;#o;#u;constructor(t,e,n={}){this.#t=t,this.#s=
e,this.#o=n.holdWhatMayGoOn??!1,this.#u=n.quietMs===void 0?void 0:new Yt(n.quietMs,()=>this.flush());let r=n.hide;this.#n=
new Xt(i=>{this.#e+=r===void 0?i:r(i),this.#l=!0})}push(t,e){this.#l=!1,this.#n.push(t,e),this.#l&&this.#f(!1),this.#u?.
arm()}flush(){this.#f(!0)}stop(){this.#u?.stop()}end(){this.stop(),this.#n.end("stdout"),this.#n.end("stderr"),this.#e!==
""&&this.#d(this.#e.length)}#f(t){let e=this.#e;if(e==="")return;let n=t&&!(this.#o&&Ar(this.#r+e,this.#t));if(!n&&e.length<
this.#i&&e.length<=Vo)return;let r=V(this.#r+e,this.#t),i=r.redactions.length>0,o=hn(e,e.length-1);if(n&&hn(e,e.length)===
e.length&&(!i||this.#p(r.text,o))){this.#d(e.length);return}let l=Tr(this.#r+e,this.#t)-this.#r.length,a=i||l>=-this.#r.
length?ws:1;for(let u=o;u>0&&a>0;a--,u=hn(e,u-1))if(!(l>=-this.#r.length&&u>l)){if(!i||this.#p(r.text,u)){this.#d(u);break}
this.#i=e.length+Math.max(pn,e.length>>2)}for(;this.#e.length>Vo;)this.#c()}#c(){let t=this.#e,e=V(this.#r+t,this.#t).text,
n=ws;for(let u=t.length-pn;u>0&&n>0;u--)if(ic(t,u-1)&&(n--,this.#p(e,u))){this.#d(u);return}let r=je(this.#r+t,this.#t),
i=this.#r.length,o=t.length-pn,l=0,a=r.length-1;for(n=ws;o>0&&n>0;o--){for(;a>=0&&r[a].start-i>=o;)a--;if(a>=0&&r[a].end-
i>o&&(o=r[a].start-i,o<=0))break;if(!oc(t.charCodeAt(o))&&(l||=o,n--,this.#p(e,o))){this.#d(o);return}}this.#d(l>0?l:t.length-
pn)}#p(t,e){return Le(this.#r+this.#e,this.#r.length+e,this.#t,t)}#d(t){let e=this.#e.slice(0,t);this.#e=this.#e.slice(t),
this.#i=0;let n=V(this.#r+e,this.#t).text,r=V(this.#r,this.#t).text,i=0;for(;i<r.length&&i<n.length&&n[i]===r[i];)i++;let o=n.
lastIndexOf(xt.markerPrefix,i-1);o>=0&&o<i&&n.indexOf(xt.markerSuffix,o)>=i&&(i=o);let l=n.slice(i),a=this.#r+e;this.#r=
a.slice(hn(a,a.length-1)).slice(-rc),l!==""&&this.#s(l)}};function hn(s,t){for(let e=Math.min(t,s.length)-1;e>=0;e--){let n=s.
charCodeAt(e);if(n===ys||n===qo&&s.charCodeAt(e+1)!==ys)return e+1}return 0}var ys=10,qo=13;function ic(s,t){let e=s.charCodeAt(
t);if(ac(e)||e===27||e>=55296&&e<=56319)return!1;if(e!==32&&e!==9)return!0;let n=t;for(;n>0&&(s.charCodeAt(n-1)===32||s.
charCodeAt(n-1)===9);)n--;let r=s.charCodeAt(n-1);return r!==ys&&r!==qo}function oc(s){return s>=56320&&s<=57343}function ac(s){
return s>=48&&s<=57||s>=65&&s<=90||s>=97&&s<=122||s===43||s===47||s===61||s===95||s===45||s===46||s===37}var Yo=1024*1024,Xo=`[baton: this step printed more than ${Yo/(1024*1024)} MiB while it ran; the rest is written here wh\
en it ends, and its output is then kept as the runner keeps it: the last 1 MiB]
`,mn=class{#t;#s;#n="";#e=0;#r=!1;#i=!1;constructor(t,e,n){this.#s=n,this.#t=new gn(t,r=>this.#l(r),{holdWhatMayGoOn:!0,
hide:e,quietMs:500})}push(t,e){this.#i||this.#r||t===""||this.#t.push(t,e)}end(){return this.#i=!0,this.#t.stop(),this.#n}#l(t){
this.#i||this.#r||(this.#o(t),!(this.#e<=Yo)&&(this.#r=!0,this.#o(this.#n.endsWith(`
`)?Xo:`
${Xo}`)))}#o(t){this.#s(t),this.#n+=t,this.#e+=Buffer.byteLength(t)}};var wc="-event.json",wn=class{#t;expressions;#s;#n;#e=new Map;#r=Promise.resolve();#i=[];#l=new Map;#o=new Map;#u;host;constructor(t){
this.#t=t,this.expressions=t.expressions,this.host={hashFiles:e=>Go(t.workspace,e,{leaveOut:[t.storeDir]})},this.#n=t.now??
(()=>new Date),this.#s=new hr({root:t.workspace,tempDir:t.tempDir,privateTempDir:!0,now:this.#n})}now(){return this.#n()}emit(t){
if(this.#t.emit(t),t.type==="step-finished"&&(t.outcome==="failure"||t.outcome==="cancelled")){this.#F.has(`${t.leg}\0${t.
step}`)||this.#S(t.leg,t.step,`\u2500\u2500 step ${t.step+1}: ${t.name}
`);let e=t.message??t.outcome;this.#N(t.leg,`${t.outcome==="cancelled"?"Cancelled":"Error"}: ${e}
`)}t.type==="job-finished"&&this.#M(t.leg)}summary(t,e,n){let r=vt(this.#t.runDir,ft.summary),i=V(`${ks(t,e)}${n.trimEnd()}\


`,this.#t.secrets).text,o=Buffer.byteLength(i),l=this.#i?.at(-1);this.#i?.push({job:t,leg:e,offset:l?l.offset+l.bytes:0,
bytes:o}),this.#r=this.#r.then(()=>lc(r,i)).catch(a=>{this.#u??=ue(r,"the step summaries",a),this.#i=null})}summaryParts(){
return this.#i}async settle(){let t=[];try{await this.#t.recordWrites?.flush()}catch(r){t.push(wt(r))}let e=await this.drain();
e!==null&&t.push(e);let n=this.#t.eventsFailure?.()??null;return n!==null&&t.push(n),t.length===0?null:t.join(`
`)}async createStepFiles(){let t=await uc(vt(this.#t.tempDir,"step-")),e={output:vt(t,"output"),env:vt(t,"env"),path:vt(
t,"path"),state:vt(t,"state"),step_summary:vt(t,"summary")};return await Promise.all(Object.values(e).map(n=>fc(n,"",{flag:"\
wx",mode:384}))),e}async runScript(t){await this.#t.recordWrites?.settled(),this.#c(t.defaults.GITHUB_EVENT_PATH);let e=t.
files??await this.createStepFiles();try{let n={...this.#$(t),[lt.output]:e.output,[lt.env]:e.env,[lt.path]:e.path,[lt.state]:e.
state,[lt.stepSummary]:e.step_summary},r=0,i=R=>{this.#P(R.slice(r)),r=R.length},o=new tn({allowUnsecureCommands:n.ACTIONS_ALLOW_UNSECURE_COMMANDS?.
toLowerCase()==="true",allowUnsecureStopCommandTokens:["true","1","$true"].includes(n.ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TOKENS?.
toLowerCase()??""),redact:(R,v)=>(i(v),V(R,this.#t.secrets).text)}),l=this.#h(t),a=`\u2500\u2500 step ${t.step+1}: ${t.name}\

`,u=this.#S(t.leg,t.step,a),d=new mn(this.#t.secrets,R=>Yn(R,o.masks),R=>this.#C(t.leg,R)),c,p;try{c=await this.#b(t).run(
{script:t.script,shell:t.shell??Mr,cwd:this.#L(t.workingDirectory),env:n,signal:t.signal,stop:"interrupt",kill:t.kill,onOutput:(R,v)=>{
o.push(R,v),i(o.masks),l?.push(R,v),d.push(R,v)}})}finally{l?.end(),p=d.end()}let{masks:f,annotations:g,commands:h}=o.end();
i(f);let S=this.#_(Yn(c.output,f));this.#U(t.leg,u+p,this.#_(a)+S);let[[m,w,b],{text:$,...T}]=await Promise.all([Promise.
all([e.output,e.env,e.path].map(R=>cc(R,"utf8"))),bc(e.step_summary)]);return{exitCode:c.exitCode,signal:c.signal,files:{
output:m??"",env:w??"",path:b??"",summary:$},...T,masks:f,annotations:g,commands:h,output:S}}finally{await dc(hc(e.output),
{recursive:!0,force:!0})}}#f;eventPath(t){return`${t}${wc}`}#c(t){if(t===void 0||t==="")return;this.#f??=Buffer.from(JSON.
stringify(this.#t.github.event,null,2));let e=this.#f,n;try{n=(0,J.openSync)(t,J.constants.O_RDONLY|J.constants.O_NOFOLLOW|
J.constants.O_NONBLOCK);let i=(0,J.fstatSync)(n);if(i.isFile()&&i.size===e.length&&(0,J.readFileSync)(n).equals(e))return}catch(i){
if(i.code==="ENOENT"){(0,J.writeFileSync)(t,e,{flag:"wx",mode:384});return}}finally{n!==void 0&&(0,J.closeSync)(n)}let r=`${t}\
.${(0,Qo.randomUUID)()}`;(0,J.writeFileSync)(r,e,{flag:"wx",mode:384});try{(0,J.renameSync)(r,t)}catch{(0,J.rmSync)(t,{recursive:!0,
force:!0}),(0,J.renameSync)(r,t)}}#p=0;legTemp={open:async t=>{this.#p+=1;let e=vt(this.#t.tempDir,`runner-temp-${this.#p}`);
return(0,J.mkdirSync)(e,{mode:448}),e},close:async t=>{Sc(t,this.#d.get(t)??[]),this.#d.delete(t);try{(0,J.rmSync)(this.
eventPath(t),{recursive:!0,force:!0}),(0,J.rmdirSync)(t);return}catch{await ze(t)}}};#d=new Map;#h(t){let e=this.#t.onOutput;
if(e===void 0)return;let n=new un(()=>this.#t.secrets,i=>{let o=nn(i,eo);(o===null||o.form==="legacy"&&!en.has(o.command))&&
e({job:t.job,leg:t.leg,line:i})}),r=new Yt(500,()=>n.flush());return{push:(i,o)=>{n.push(i,o),r.arm()},end:()=>{r.stop(),
n.end()}}}#b(t){let e=t.defaults.RUNNER_TEMP;return e===void 0?this.#t.runner:{run:n=>this.#t.runner.run({...n,onStart:r=>{
for(let[o,l]of this.#d)o!==e&&l.includes(r)&&this.#d.set(o,l.filter(a=>a!==r));let i=this.#d.get(e)??[];i.push(r),this.#d.
set(e,i),n.onStart?.(r)}})}}async loadAction(t){let e=this.#t.parseAction;if(!e)throw new x("action-invalid",`${t}: loca\
l actions cannot be read here`);return mr(this.#t.workspace,t,e)}async runAction(t){switch(this.#c(t.defaults.GITHUB_EVENT_PATH),
t.action){case"stage":return this.#y(t);case"prepare":return this.#R(t);case"capture":return this.#T(t);case"report":return this.#k(
t)}}#w(t,e){let n=this.#t.workflow,i=n.jobs.find(o=>o.id===t.job)?.steps[t.step]?.with[Z.prompt];return{mode:e,job:t.job,
stageJob:t.stageJob,matrix:t.matrix,upstream:t.upstream,...t.needsFacts===void 0?{}:{needsFacts:t.needsFacts},workflowJobs:t.
jobIds,github:this.#t.github,...this.#t.madeEvent===void 0?{}:{madeEvent:this.#t.madeEvent},...this.#t.madeEventRun===void 0?
{}:{madeEventRun:this.#t.madeEventRun},run:this.#t.run,parentRun:this.#t.parentRun??null,secrets:[...t.secrets,...Ae(this.#$(
t))],promptSource:`${i?Q(n.fileName,i.position):n.fileName} jobs.${t.job} prompt`,readFile:o=>gr(this.#t.workspace,o,bt.
templateBytes),parseVars:Hr}}#$(t){let e={CI:"true",...this.#t.baseEnv,...t.env,...t.defaults};return e.PATH=yc(t.path,e.
PATH),e}async#y(t){let e;try{e=De(t.inputs,this.#w(t,"stage"))}catch(i){if(!(i instanceof x))throw i;return{ok:!1,outputs:{
...Ti()},env:{},summary:"",recorded:[],message:wt(i)}}this.#x(t);let n=this.#h(t),r;try{r=await Li(e,{openRun:this.#t.openRun,
store:this.#t.store,workspace:this.#s,runner:this.#b(t),env:this.#$(t),signal:t.signal,reporter:this.#O(t),...n?{onOutput:(i,o)=>n.
push(i,o)}:{}})}finally{n?.end()}return this.#S(t.leg,t.step,`\u2500\u2500 step ${t.step+1}: stage ${e.stage}: ${r.attempts.
length} attempt(s), ${r.outcome.reason}; the agent's output is in ${Fs.log} of each attempt
`),{ok:r.ok,outputs:{...r.outputs},env:{},summary:vs(r.final,e.redact,this.#t.secrets),recorded:r.attempts.map(Ss),message:r.
outcome.message}}async#R(t){let e=De(t.inputs,this.#w(t,"prepare"));this.#x(t);let n=await qe(e,{openRun:this.#t.openRun,
store:this.#t.store,workspace:this.#s});if(n.kind==="refused")return{ok:!1,outputs:Gn("prepare",n.result.outputs),env:{},
summary:vs(n.result.final,e.redact,this.#t.secrets),recorded:n.result.attempts.map(Ss),message:n.result.outcome.message};
let{prepared:r}=n;for(let i of r.warnings)this.#m(t,"warning",i.message);return this.#e.set(`${t.leg}\0${e.stage}`,{prepared:r,
redact:Fn(t.inputs[Z.redact]??"")}),{ok:!0,outputs:{"prompt-path":r.promptPath,"handoff-path":r.handoffPath},env:{BATON_PROMPT_PATH:r.
promptPath,BATON_HANDOFF_PATH:r.handoffPath,BATON_STAGE:e.stage},summary:"",recorded:[],message:null}}async#T(t){let e=De(
t.inputs,this.#w(t,"capture")),n=`${t.leg}\0${e.stage}`,r=this.#e.get(n);if(!r)throw new x("capture-without-prepare",`st\
age ${e.stage}: no prepare step ran before this capture in job ${t.job}`);this.#e.delete(n);let{prepared:i}=r,o=new Set(
Fn(t.inputs[Z.redact]??"")),l=Ur(r.redact.length,r.redact.filter(u=>o.has(u)).length);if(l)throw l;let a=await Ve(e,i,null,
{store:this.#t.store,workspace:this.#s},{cancelled:t.signal.aborted});return{ok:a.outcome.reason==="completed",outputs:Gn(
"capture",a.outputs),env:{},summary:vs(a,e.redact,this.#t.secrets),recorded:[Ss(a)],message:a.outcome.message}}async#k(t){
let e={name:this.#t.github.event_name,payload:this.#t.github.event},n;try{n=as(t.inputs,e)}catch(l){if(!(l instanceof x))
throw l;if(l.code!=="issue-number-missing")return{ok:!1,outputs:{},env:{},summary:"",recorded:[],message:wt(l)};this.#m(
t,"warning",`on GitHub this step fails: ${l.message}`),n={...as({...t.inputs,[Z.mode]:"summary"},e),mode:os(t.inputs)}}let r=await xs(
this.#t.store),i=vi(r,{workflow:this.#t.workflow.name??this.#t.workflow.fileName,runId:this.#t.run.id,key:n.key,includeDetail:n.
includeDetail,recordsLocation:`\`${gc(this.#t.workspace,this.#t.runDir)||this.#t.runDir}\``,runUrl:null,secrets:t.secrets,
cancelled:this.#t.runCancelled?.()??!1});await Ne(vt(this.#t.runDir,ft.report),i),this.#m(t,"info",`report written to ${vt(
this.#t.runDir,ft.report)}; no comment is posted from a local run`);let o=n.mode==="comment"?"":i;return{ok:!0,outputs:{},
env:{},summary:o,recorded:[],message:null}}#x(t){let e=t.inputs[Z.parentRun]?.trim();e&&this.#m(t,"warning",`${Z.parentRun}\
 ${JSON.stringify(e)} is not read by baton run: the parent run here is the one given with --parent <run-id|latest>${this.#t.
parentRun?` (${this.#t.parentRun})`:" (none)"}`)}#m(t,e,n){this.#t.emit({type:"notice",at:this.#n().toISOString(),level:e,
job:t.job,leg:t.leg,message:n})}#O(t){return{info:e=>this.#N(t.leg,`[baton] ${e}
`),warning:e=>this.#m(t,"warning",e),error:e=>this.#m(t,"error",e),group:(e,n)=>n()}}#L(t){return t?mc(this.#t.workspace,
t):this.#t.workspace}#F=new Set;#S(t,e,n){return this.#F.add(`${t}\0${e}`),this.#N(t,n)}addSecrets(t){this.#P(t)}#P(t){for(let e of t)
this.#t.secrets.includes(e)||this.#t.secrets.push(e)}#N(t,e){let n=this.#_(e);return this.#C(t,n),n}#_(t){return V(t.endsWith(
`
`)||t===""?t:`${t}
`,this.#t.secrets).text}#U(t,e,n){if(n.startsWith(e)){n.length>e.length&&this.#C(t,n.slice(e.length));return}let r=Buffer.
byteLength(e);this.#I(t,async i=>{let{size:o}=await i.stat();if(o<r)throw new Error(`it holds ${o} bytes, fewer than the\
 ${r} written of the step`);await i.truncate(o-r),await i.writeFile(n)})}#C(t,e){this.#I(t,n=>n.writeFile(e))}#I(t,e){let n=this.#l.
get(t);if(n===void 0){let r=vt(this.#t.runDir,ne(t)),i=(this.#o.get(t)??Promise.resolve()).then(()=>ta(r,"a",438));n=i.catch(
()=>{}),this.#l.set(t,n),this.#o.set(t,i.then(()=>{}))}this.#E(t,n,e)}#M(t){let e=this.#l.get(t);e!==void 0&&(this.#l.delete(
t),this.#E(t,e,async n=>{let{nlink:r}=await n.stat();if(await n.close(),r===0)throw Object.assign(new Error("ENOENT: the\
 file was removed while the run wrote it"),{code:"ENOENT"})}))}#E(t,e,n){let r=(this.#o.get(t)??Promise.resolve()).then(
async()=>{let i=await e;i!==void 0&&await n(i)}).catch(i=>{this.#u??=ue(vt(this.#t.runDir,ne(t)),`the job log of ${t}`,i)});
this.#o.set(t,r)}async drain(){await this.#r;for(let t of[...this.#l.keys()])this.#M(t);return await Promise.all(this.#o.
values()),this.#u??null}};function ks(s,t){return`## ${t===s?s:`${s} (${t})`}

`}function Ss(s){let{stage:t,attempt:e,status:n,outcome:r}=s.record;return{stage:t,attempt:e,status:yr(n,r.reason),warnings:_i(
s.record)}}function yc(s,t){return[...s,...t?[t]:[]].join(pc)}function vs(s,t,e){let{record:n,handoff:r}=s,i=[...t,...e];
return $o(xo({record:n,handoff:r,secrets:i}),i)}async function bc(s){let t=await ta(s,"r");try{let{size:e}=await t.stat();
return e>bt.stepSummaryFileBytes?{text:"",summaryBytes:e}:{text:await t.readFile("utf8")}}finally{await t.close()}}async function xs(s){
let t=await s.list();return(await Promise.all(t.map(n=>s.getAttempt(n.stage,n.attempt,n.runAttempt)))).filter(n=>n!==void 0)}
function Sc(s,t){let e=t.filter(i=>{try{return process.kill(-i,0),!0}catch{return!1}});if(e.length===0)return;let n;try{
n=(0,J.readdirSync)("/proc").filter(i=>/^\d+$/.test(i)&&Number(i)!==process.pid)}catch{for(let i of e)Zo(-i);return}let r=`\
RUNNER_TEMP=${s}`;for(let i of n){let o;try{o=(0,J.readFileSync)(`/proc/${i}/environ`,"utf8")}catch{continue}o.split("\0").
includes(r)&&Zo(Number(i))}}function Zo(s){try{process.kill(s,"SIGKILL")}catch{}}import{lstat as vc}from"node:fs/promises";import{join as kc}from"node:path";async function na(s,t,e,n){let r;try{r=await s.resolve(t)}catch(c){throw c instanceof x?new x(c.code,c.message,{where:e.
parent,details:c.details}):c}let i=`give ${e.parent} another run`,o=(c,p,f="parent-invalid")=>new x(f,`run ${r} ${c}`,{where:e.
parent,details:p}),l=s.runDir(r),a=kc(l,Gt);if(await vc(a).then(()=>!1,c=>Lt(c,"ENOENT")))throw o(`cannot be continued: \
it has no ${Gt}, so it holds no run (a run that could not start leaves such a directory)`,[`remove it (rmdir ${Or(l)}) i\
f it is empty, then start this run again; or ${i}`]);let u=await s.readSummary(r).catch(c=>{throw c instanceof x?o(`cann\
ot be continued: its ${Gt} cannot be read`,[...xn(c),i]):c});if(Ue(u)==="running"&&n.GITHUB_RUN_ID!==r){let c=He(u),p=c===
null?`run ${r} is still running`:Je(r,c);throw new x("parent-running",`${p}: its last records may not be stored yet, and\
 this run's hops count on from them`,{where:e.parent,details:[`wait for it to end${c===null?"":" there"}, then start thi\
s run again; a run started by one of its steps (GITHUB_RUN_ID names it) continues it while it runs`,...c===null?[]:[Be(c,
l,`give ${e.parent} another run, or remove it`)]]})}let{unreadable:d}=await Oi(await s.open(r),u.jobs);if(d.length>0){let c=d.
filter(h=>!zn(h.code)),p=[...new Set(c.flatMap(h=>xn(h.reason).slice(1)))],f=u.jobs.flatMap(h=>h.stages),g=[...new Set(d.
filter(h=>zn(h.code)).map(h=>h.stage))].sort((h,S)=>ea(f,h)-ea(f,S));if(g.length>0){let[h]=g,S=g.length===1;p.push(`put \
the ${S?"record of stage":"records of stages"} ${g.join(", ")} back from a copy, or record ${S?"it":"them"} again in a n\
ew run and give ${e.parent} that run instead: ${e.replay(r,h)}`)}throw o(`cannot be continued: ${d.length} of its record\
s cannot be read, and this run's hops count on from them`,[...d.map(h=>h.reason.split(`
`)[0]),...p,`then start this run again, or ${i}`])}return r}function ea(s,t){let e=s.indexOf(t);return e===-1?s.length:e}var $c=s=>qs(_n([et(),Bs(),Dt()],{error:t=>`${Nt(t.input)} is not ${s}: give a string, a finite number or true/false`}).
check(Kt(t=>typeof t!="number"||Number.isFinite(t),{error:t=>`${Nt(t.input)} is not ${s}: give a string, a finite number\
 or true/false`}),Kt(t=>typeof t!="number"||!Number.isInteger(t)||Number.isSafeInteger(t),{error:t=>`${Nt(t.input)} is p\
ast the integers a JavaScript number holds exactly: give it as a string`})),Vs(t=>String(t))),sa=(s,t,e)=>se(et(),$c(e),
{error:n=>`takes an object of ${t} and their values (${s}), not ${$t(n.input)}`}),Zt=()=>et({error:s=>`takes a string, n\
ot ${$t(s.input)}`}),ra=()=>re(s=>typeof s=="function",{error:s=>`takes a function, not ${$t(s.input)}`}),ia=()=>re(s=>s instanceof
AbortSignal,{error:s=>`takes an AbortSignal, not ${$t(s.input)}`}),oa=s=>Dt({error:t=>`takes a number of milliseconds, n\
ot ${$t(t.input)}`}).check(Kt(t=>Number.isFinite(t)&&(s==="from 0"?t>=0:t>0),{error:t=>`${Nt(t.input)} is not a number o\
f milliseconds ${s}`}));function aa(s){return Object.entries(s).find(([,t])=>t!==void 0&&typeof t!="string")}var Rc=_t(et(
{error:s=>`${Nt(s.input)} is not the name of an environment variable`}),{error:s=>{let t=JSON.stringify(typeof s.input==
"string"?[s.input]:s.input!==null&&typeof s.input=="object"?Object.keys(s.input).slice(0,2):["MY_TOKEN"]),e=s.input!==null&&
typeof s.input=="object"&&!Array.isArray(s.input);return`takes a list of the names of environment variables that hold th\
e secrets (secrets: ${t}), not ${$t(s.input)}${e?": set each in env and name it here":""}`}}),ua=Gs({cwd:G(Zt()),job:G(Zt()),
inputs:G(sa('{ issue: "42" }',"the inputs","an input value")),event:G(_n([et(),se(et(),zs())],{error:s=>`takes the path \
of a JSON file or the payload as an object, not ${$t(s.input)}`})),eventName:G(Zt()),vars:G(sa('{ NAME: "value" }',"the \
variables","a variable value")),secrets:G(Rc),env:G(re(s=>s!==null&&typeof s=="object"&&!Array.isArray(s),{error:s=>`tak\
es an object of variables and their values, not ${$t(s.input)}`}).check(Kt(s=>aa(s)===void 0,{error:s=>{let[t,e]=aa(s.input);
return`${t}: ${Nt(e)} is not an environment variable's value: give a string`}}))),concurrency:G(Dt({error:s=>`${Nt(s.input)}\
 is not a whole number from 1`}).check(Kt(s=>Number.isSafeInteger(s)&&s>=1,{error:s=>`${Nt(s.input)} is not a whole numb\
er from 1`}))),onEvent:G(ra()),onOutput:G(ra()),signal:G(ia()),cancel:G(ia()),killGraceMs:G(oa("from 0")),minuteMs:G(oa(
"above 0")),storeDir:G(Zt()),facts:G(re(s=>s!==null&&typeof s=="object"&&!Array.isArray(s),{error:s=>`takes an object of\
 facts about the checkout, not ${$t(s.input)}`})),repositoryRoot:G(Zt()),parent:G(Zt())},{error:s=>`takes an object of o\
ptions, not ${$t(s.input)}`}),la=["job","inputs","event","eventName","vars"],Oc=Ks(ua,{job:!0,inputs:!0,event:!0,eventName:!0,
vars:!0});function $s(s,t="runWorkflow"){let e=t==="runWorkflow"?ua:Oc,n=e.safeParse(s??{});if(n.success)return n.data;let r=Object.
keys(e.shape),i=n.error.issues.flatMap(a=>a.code==="unrecognized_keys"?a.keys.map(u=>({where:[...a.path,u],message:la.includes(
u)?`${t} has no such option: a replay is started as the run it replays was (its ${la.join(", ")})`:`${t} has no such opt\
ion${Oe(u,r)}`})):[{where:a.path,message:a.message}]),[o,...l]=i.map(a=>({where:Pc(a.where),message:a.message}));throw new x(
"usage",o.message,{where:o.where===""?t:o.where,details:l.map(a=>a.where===""?a.message:`${a.where}: ${a.message}`)})}function Pc(s){
return s.map((t,e)=>typeof t=="number"?`[${t}]`:typeof t=="string"&&/^[A-Za-z_$][\w$-]*$/.test(t)?`${e===0?"":"."}${t}`:
`[${JSON.stringify(String(t))}]`).join("")}var da=/^[A-Za-z_][A-Za-z0-9_]*$/,Ic=_t(Re({id:et(),result:Hn,outputs:se(et(),et()),stages:_t(et()),legs:_t(et()),withheld_outputs:G(
_t(et())),leg_results:G(_t(Re({leg:et(),result:Hn,reason:G(et())}))),skip_reason:G(et()),summary_parts:G(_t(Re({leg:et(),
offset:Dt().check(Nn(),Js()),bytes:Dt().check(Nn(),Hs())})))}));async function Og(s,t={}){return Dc(s,t,In)}async function Dc(s,t,e){
return td(s),fa(s,$s(t),{words:e,replay:null})}async function fa(s,t,{words:e,replay:n}){let r=pa(t.cwd);n===null&&Jc(t.
vars??{},e);let i=t.env??process.env,o=Gc(i,[...On,...t.secrets??[]]),l=ve(r,s),a=Fc(r,l)||s,u=await ke(l,"utf8").catch(
C=>{throw n?Hc(s,n.run,C,e):Er(r,s,C)}),d=t.facts??{},c=Pi(r,i,d),p=wr(r),f=(C,at,gt)=>rr(C,at,gt,{ownAction:p}),g=await sr(
u,a,{ownAction:p}),h=await Ei(t.repositoryRoot??r,g,p),S=(0,Rs.createHash)("sha256").update(u).digest("hex"),m={};for(let[
C,at]of h)"unreadable"in at||(m[C]=(0,Rs.createHash)("sha256").update(at.source).digest("hex"));let w=null;if(typeof t.event==
"string"){let C=t.event,at=await ke(ve(r,C),"utf8").catch(gt=>{throw ie(C,gt,"event file")});w=Gr(at,C)}else t.event&&(Kr(
t.event,"event"),w=t.event);let b=Bc(t.secrets??[],i,n&&{run:n.run,secrets:n.invocation.secrets},e),$=[...Object.values(
b),...On.map(C=>i[C]).filter(C=>C!==void 0&&C!==""),...Ae(i)],T=Ai({cwd:r,known:d,checkout:await c,payload:w,ownAction:p,
calledWorkflows:h}),R=T.facts,v=Kc($,()=>Zr(g,oe,{job:t.job,inputs:t.inputs,event:w,eventName:t.eventName,vars:t.vars,secretValues:$,
secretNames:Object.keys(b),words:e,...T})),A=ii(g,oe,{called:h,expanded:v.expanded}),P=bo(g,v.eventName,v.event,t.event===
void 0,R.commit&&{sha:R.sha,message:R.commit.message}),U=new Set(Object.keys(b).map(C=>C.toUpperCase())),q=wo(g,oe,U,new Set(
Object.entries(t.vars??{}).filter(([,C])=>C!=="").map(([C])=>C.toUpperCase()))),k=ve(r,t.storeDir??En),N=new Un(k),E=n?await qc(
N,k,g,v,n,{workflow:S,called:m},e):null,F=n?.invocation.event_made===!0,L=t.event===void 0||F,K=t.parent===void 0?null:await na(
N,t.parent,e,i),I=Wc(),y=new Date,O,W=(C,at,gt,xe=null)=>qt({workflow:g.name??a,workflow_path:a,status:C,started_at:y.toISOString(),
finished_at:gt?gt.toISOString():null,duration_ms:gt?Math.max(0,gt.getTime()-y.getTime()):null,replay_of:E?E.run:null,...xe===
null?{}:{reason:xe},...C==="running"?{process:{...Vc(),...O===void 0?{}:{temp:O}}}:{},jobs:at},$),tt=await N.createRun(W(
"running",[],null)),X=tt.runDir,ot=Lc(X),D=new Pr(X,{writeBehind:!0}),j=new pe(D),M,_,H,ct;try{let C=new Map,at={workflow_path:a,
workflow_sha256:S,called_sha256:m,job:t.job??null,inputs:t.inputs??{},event_name:v.eventName,event:v.event,...L?{event_made:!0}:
{},vars:t.vars??{},secrets:t.secrets??[],parent:K},gt=qt(at,$),xe=Os(at).some(z=>Me(z,$))||JSON.stringify([gt.inputs,gt.
vars])!==JSON.stringify([at.inputs,at.vars]);await ca(it(X,ft.invocation),"how the run was started",`${JSON.stringify(xe?
{...gt,redacted:!0}:gt,null,2)}
`),E&&(await ed(E.store,tt,E.stages),await nd(it(k,E.run),X,E.jobs.values())),O=await Tc(it(I.dir,`baton-run-${ot}-`)).catch(
z=>{throw new x("tempdir-invalid",`the run's temp dir could not be made there: ${z instanceof Error?z.message:String(z)}`,
{where:I.where,cause:z})}),await N.writeSummary({id:ot,...W("running",[],null)});let Sn=new AbortController,As=(z,dt)=>mt=>{
if(!(H!==void 0||dt===void 0))try{dt(mt)}catch(zt){H={error:zt},queueMicrotask(()=>Sn.abort(`stopped because the ${z} ca\
llback threw`))}},ga=As("onEvent",t.onEvent),Ts=t.signal?AbortSignal.any([t.signal,Sn.signal]):Sn.signal,vn=new ln(it(X,
ft.events));M=vn;let Ns=z=>{let dt=qt(z,$);if(vn.write(dt),ga(dt),z.type==="run-started"){let mt=Object.keys(b).filter(Y=>b[Y].
length<xt.minSecretLength),zt=[...oi(A).map(Y=>({level:"warning",message:Y})),...v.notices,...P===null?[]:[{level:"warni\
ng",message:`${P} (it runs here as asked)`}],...q.filter(Y=>!Y.fallsBack).map(({name:Y,where:kn})=>({level:"warning",message:`${kn}\
: secrets.${Y} is read, but ${e.secretNotGiven(Y)}: it is empty in this run, as on GitHub for a secret the repository do\
es not have (${e.giveSecret(Y)} to set it)`})),...q.filter(Y=>Y.fallsBack).map(({name:Y,where:kn})=>({level:"info",message:`${kn}\
: secrets.${Y} is read, but ${e.secretNotGiven(Y)}: each read of it falls back with || to another value, which this run \
takes (${e.giveSecret(Y)} to set it)`})),...mt.map(Y=>({level:"warning",message:`secret ${Y} is shorter than ${xt.minSecretLength}\
 characters, so it is not redacted: it will appear wherever a step or agent prints it (a value that short would blank ou\
t ordinary words)`}))];for(let Y of zt)te(z.at,Y.level,Y.message);E?.whole&&te(z.at,"info",E.whole)}if(z.type==="run-sta\
rted"&&E!==null&&E.changed.length>0){let mt=E.changed.map(zt=>zt===""?a:zt);te(z.at,"warning",`${mt.join(" and ")} chang\
ed since run ${E.run}: this replay runs ${mt.length===1?"the file":"the files"} as ${mt.length===1?"it is":"they are"} n\
ow`)}z.type==="run-started"&&E?.redactedStart&&te(z.at,"warning",E.redactedStart),z.type==="run-started"&&E!==null&&E.summaries===
null&&E.jobs.size>0&&te(z.at,"info",`the step summaries of the jobs reused from run ${E.run} cannot be told apart in its\
 ${ft.summary} (it was stored by an earlier baton, could not write them all, or was edited since): this replay's ${ft.summary}\
 holds only those of the jobs it runs`)},te=(z,dt,mt)=>Ns({type:"notice",at:z,level:dt,job:null,leg:null,message:mt}),Bt=zr(
{eventName:v.eventName,payload:v.event,facts:R,runId:ot,workflow:g,workflowPath:a});_=new wn({workflow:v.workflow,expressions:oe,
parseAction:f,workspace:r,runDir:X,storeDir:k,tempDir:O,store:j,recordWrites:D,runCancelled:()=>Ts.aborted||t.cancel?.aborted===
!0,runner:new Xe({tempDir:O,reuseScripts:!0,secrets:$,...t.killGraceMs===void 0?{}:{killGraceMs:t.killGraceMs},noPathHint:e.
noPath}),baseEnv:o,run:{id:ot,attempt:1,workflow:g.name??a,repository:R.repository,event_name:v.eventName,sha:String(Bt.
sha),ref:String(Bt.ref)},github:{repository:R.repository,ref:String(Bt.ref),sha:String(Bt.sha),run_id:ot,actor:String(Bt.
actor),event_name:v.eventName,event:v.event},...L?{madeEvent:v.eventName}:{},...F&&E?{madeEventRun:E.run}:{},secrets:$,parentRun:K,
openRun:z=>{let dt=C.get(z);return dt||(dt=N.open(z).then(mt=>new pe(mt)),C.set(z,dt)),dt},emit:Ns,eventsFailure:()=>vn.
failure,...t.onOutput?{onOutput:As("onOutput",t.onOutput)}:{}});for(let{job:z,leg:dt,markdown:mt}of E?.summaries??[])_.summary(
z,dt,mt);ct=await mo(v,_,{runId:ot,concurrency:t.concurrency??Cc(),signal:Ts,cancel:t.cancel,secrets:b,github:Bt,runner:{
os:process.platform==="darwin"?"macOS":process.platform==="win32"?"Windows":"Linux",arch:process.arch==="arm64"?"ARM64":
process.arch==="x64"?"X64":process.arch.toUpperCase(),temp:O,toolCache:it(O,"tool-cache"),workspace:r,workspaceParent:yn(
r)},reuse:E?.jobs,minuteMs:t.minuteMs})}catch(C){ct={error:C}}D.close();let[kt]=await Promise.all([_?.drain()??null,D.settled()]);
M?.close(),O!==void 0&&await ze(O);let B="error"in ct?null:ct,yt=[],Mt=C=>{C&&!yt.some(at=>at.includes(C))&&yt.push(C)};
if(Mt(B?.reason),"error"in ct&&Mt(wt(ct.error)),Mt(kt),Mt(M?.failure),B!==null)try{await ca(it(X,ft.jobs),"the jobs' res\
ults",`${JSON.stringify(zc(B.jobs,$,_?.summaryParts()??null),null,2)}
`)}catch(C){Mt(wt(C))}let Qt=B===null||B.status==="success"&&yt.length>0?"failure":B.status,bn=yt.length===0?null:V(yt.join(
`
`),$).text,ha=(B?.jobs??[]).map(C=>({id:C.id,stages:C.stages,result:C.result,...E?.jobs.has(C.id)?{reused:!0}:{}}));try{
await N.writeSummary({id:ot,...W(Qt,ha,new Date,bn)})}catch(C){throw Uc(X,C,bn)}if(H!==void 0)throw H.error;if("error"in
ct)throw ct.error;let Ps=await xs(D.writeFailure?D:j),Es=ui(Ps);return{runId:ot,runDir:X,status:Qt,reason:bn,records:Ps,
chain:Es,finalStage:ci(Es)}}function Wc(){let s=jc(),t=process.env.TMPDIR?`TMPDIR ${s}`:`temp dir ${s}`,e;try{e=(0,Jt.statSync)(
s)}catch(n){if(!Lt(n,"ENOENT","ENOTDIR"))throw ie(t,n)}if(e?.isDirectory()!==!0)throw new x("tempdir-invalid",`${e===void 0?
"no such directory":"is not a directory"}; baton run keeps each run's scratch files there`,{where:t,details:[`${e===void 0?
"create it, or ":""}set TMPDIR to a directory`]});return{dir:s,where:t}}async function ca(s,t,e){try{await Ne(s,e)}catch(n){
throw new x("run-write-failed",Wn(t,n),{where:s,cause:n})}}function Uc(s,t,e){let n=!(0,Jt.existsSync)(s),r=e===null||n?
[]:[`the run failed: ${e.replaceAll(`
`,`
  `)}`];return new x("run-write-failed",n?"the run's directory was removed while it ran: nothing more of the run could b\
e stored":`its end could not be stored in ${Gt}: ${wt(t)}; baton runs shows it as interrupted`,{where:s,details:r,cause:t})}
function Hc(s,t,e,n){let r=ie(s,e);return Lt(e,"ENOENT")?new x(r.code,`${r.message}: run ${t} ran this workflow file, an\
d a replay runs it as it is now`,{...r.where===void 0?{}:{where:r.where},details:[`put it back (from git, if it was comm\
itted) to replay run ${t}, or start a new run of another workflow with ${n.runCommand}`],cause:e}):r}function Jc(s,t){let e=new Map;
for(let n of Object.keys(s)){if(!da.test(n)||n.toUpperCase().startsWith("GITHUB_"))throw new x("usage",`${JSON.stringify(
n)} is not a name GitHub allows for a variable: letters, digits and _, not starting with a digit or with GITHUB_`,{where:t.
vars});let r=e.get(n.toUpperCase());if(r!==void 0)throw new x("usage",`${JSON.stringify(r)} and ${JSON.stringify(n)} are\
 one variable on GitHub (names are not case-sensitive); give it once`,{where:t.vars});e.set(n.toUpperCase(),n)}}function Bc(s,t,e,n){
let r=s.find(a=>!da.test(a));if(r!==void 0)throw new x("usage",r.startsWith("-")&&n.flags?`takes the name of an environm\
ent variable after it (--secret NAME), not ${JSON.stringify(r)}`:`${JSON.stringify(r)} is not the name of an environment\
 variable (letters, digits and _, not starting with a digit)`,{where:n.secrets});let i={},o=[],l=[];for(let a of s){let u=t[a];
u===void 0?o.push(a):u===""?l.push(a):i[a]=u}if(o.length+l.length>0){let a=(c,p)=>c.length===0?[]:[`${c.length===1?"secr\
et":"secrets"} ${p}: ${c.join(", ")}`],u=e===null?"running":"replaying",d=(c,p="")=>e?.secrets.includes(c)?`: run ${e.run}\
 was started with ${n.passSecret(c)}`:`, or ${n.dropSecret(c)}${p}`;throw new x("secret-missing",[...a(o,"not set in the\
 environment"),...a(l,"set to the empty string")].join("; "),{details:[...o.map(c=>`${n.setSecret(c)} before ${u}${d(c)}`),
...l.map(c=>`${n.setSecret(c)} with its value before ${u}${d(c,": an empty secret is no secret (one not given is '' in t\
he run, as on GitHub)")}`)]})}return i}function zc(s,t,e){return s.map(n=>{let r={},i=[...n.withheldOutputs??[]];for(let[
g,h]of Object.entries(n.outputs))V(h,t).redactions.length>0?i.push(g):r[g]=h;let o=(n.legResults??[]).map(({leg:g,result:h,
reason:S})=>({leg:g,result:h,...S===void 0?{}:{reason:S}})),l=(e??[]).filter(g=>g.job===n.id).map(({leg:g,offset:h,bytes:S})=>({
leg:g,offset:h,bytes:S})),{id:a,stages:u,legs:d,ends:c,skipped:p,summaryParts:f}=qt({id:n.id,stages:n.stages,legs:n.legs,
ends:o,skipped:n.skipReason,summaryParts:l},t);return{id:a,result:n.result,outputs:r,stages:u,legs:d,...i.length>0?{withheld_outputs:qt(
i,t)}:{},...c.length>0?{leg_results:c}:{},...p===void 0?{}:{skip_reason:p},...f.length>0?{summary_parts:f}:{}}})}function Os(s){
return typeof s=="string"?[s]:Array.isArray(s)?s.flatMap(Os):s!==null&&typeof s=="object"?Object.values(s).flatMap(Os):[]}
function Gc(s,t){let e=new Set(t),n={};for(let[r,i]of Object.entries(s))i!==void 0&&!e.has(r)&&(n[r]=i);return n}function Kc(s,t){
try{return t()}catch(e){if(!(e instanceof x))throw e;let n=r=>V(r,s).text;throw new x(e.code,n(e.message),{...e.where===
void 0?{}:{where:n(e.where)},details:e.details.map(n),cause:e.cause})}}function Vc(){let s=li(process.pid);return{pid:process.
pid,host:Mc(),...s?{start:s}:{}}}async function qc(s,t,e,n,r,i,o){let{run:l,invocation:a}=r,u=await s.readSummary(l),d=await s.
open(l),{jobs:c,summaryParts:p}=await Xc(it(t,l),u,o.run(a.workflow_path)),f=[];a.workflow_sha256!==void 0&&a.workflow_sha256!==
i.workflow&&f.push("");let g=a.called_sha256;if(g!==void 0)for(let y of[...new Set([...Object.keys(g),...Object.keys(i.called)])].
sort())g[y]!==i.called[y]&&f.push(y);let h=[...new Set(c.flatMap(y=>y.stages))],S=c.map(y=>y.id),m=`stages: ${h.join(", ")||
"(none)"}; jobs: ${S.join(", ")||"(none)"}`;if(r.from.trim()==="")throw new x("usage",`is empty; name the stage or job o\
f run ${l} to run again from: ${m}`,{where:o.from});let w=c.find(y=>y.id.includes("/")&&(y.stages.includes(r.from)||y.legs.
includes(r.from)))?.id??c.find(y=>y.stages.includes(r.from)||y.legs.includes(r.from))?.id??(await d.get(r.from))?.record.
job??n.jobs.find(y=>y.id===r.from)?.id,b=w?.split("/")[0];if(b===void 0)throw new x("stage-unknown",`run ${l} has no sta\
ge or job ${r.from}${Oe(r.from,[...h,...S])}; ${m}`,{where:o.from});let $=b===r.from?`job ${b}`:`${w===r.from?"job":"sta\
ge"} ${r.from} belongs to job ${b}, which`;if(!e.jobs.some(y=>y.id===b)){let y=e.jobs.map(O=>O.id);throw new x("stage-un\
known",`${$} is no longer in ${e.fileName}: a replay runs the workflow file as it is now, not as run ${l} had it`,{where:o.
from,details:[`its jobs now: ${y.join(", ")||"(none)"}`]})}if(!n.jobs.some(y=>y.id===b))throw new x("stage-unknown",`${$}\
 is not part of this run${n.target===null?"":` (run ${l} was started with ${o.passJob(n.target)})`}`,{where:o.from});let T=new Set(
[b,...n.jobs.filter(y=>y.upstream.includes(b)).map(y=>y.id)]);for(let y of n.jobs)y.calledBy!==null&&T.has(y.calledBy)&&
T.add(y.id);let R=new Map,v=[];for(let y of n.jobs){if(T.has(y.id))continue;let O=c.find(W=>W.id===y.id);if(!O)throw new x(
"replay-incomplete",`run ${l} has no result for job ${y.id}; run it again in full`,{where:o.from});R.set(y.id,O),v.push(
...O.stages)}for(let y of n.jobs)if(T.has(y.id))for(let O of y.needs){let W=R.get(O)?.withheldOutputs??[];if(W.length===
0)continue;let tt=W.join(", ");throw new x("replay-incomplete",`job ${O}'s output${W.length===1?` ${tt} was`:`s ${tt} we\
re`} not stored (it may hold a secret), so replaying from ${r.from} cannot give it to job ${y.id}`,{where:o.from,details:[
`replay from the job that made it: ${o.replay(l,O)}`]})}let A=new Map(e.jobs.map(y=>[y.id,y])),P=y=>(R.get(y)?.result??"\
success")!=="success",U=A.get(b);if(U?.if.text===null){let y=U.needs.map(O=>O.id).filter(P);if(y.length>0){let O=y[0];for(let W=0;R.
get(O)?.result==="skipped"&&W<e.jobs.length;W++){let tt=A.get(O)?.needs.map(X=>X.id).find(P);if(tt===void 0)break;O=tt}throw new x(
"replay-skips",`job ${b} needs ${y.map(W=>`${W} (${R.get(W).result} in run ${l})`).join(", ")}, so replaying from ${r.from}\
 would skip it again`,{where:o.from,details:[`replay from the job that did not succeed: ${o.replay(l,O)}`]})}}let q=new Set(
v),k=await d.list(),N=v.find(y=>!k.some(O=>O.stage===y));if(N!==void 0)throw new x("replay-incomplete",`run ${l} recorde\
d stage ${N}, but its record is gone from ${it(t,l)}, so it cannot be reused`,{where:o.from,details:[`replay from that s\
tage, to run it again: ${o.replay(l,N)}`]});for(let y of k)if(q.has(y.stage))try{await d.getAttempt(y.stage,y.attempt,y.
runAttempt)}catch(O){throw O instanceof x?new x("replay-incomplete",`run ${l}'s record of stage ${y.stage} (attempt ${y.
attempt}) cannot be reused: ${wt(O)}`,{where:o.from,details:[`replay from that stage, to run it again: ${o.replay(l,y.stage)}`]}):
O}let E=c.find(y=>y.id===b),F=r.from===b?null:w!==void 0&&w!==b?`every job of its call (${c.filter(y=>y.id.startsWith(`${b}\
/`)).map(y=>y.id).join(", ")})`:E&&E.legs.length>1?`every leg of its matrix (${E.legs.join(", ")})`:E&&E.stages.length>1?
`every stage of it (${E.stages.join(", ")})`:null,L=F===null?null:`${o.fromStage(r.from)}: job ${b} runs again whole, ${F}`,
K=gi(l,a,"replay",o),I=await Zc(it(t,l),p,new Set(R.keys()));return{run:l,store:d,jobs:R,stages:v,changed:f,whole:L,redactedStart:K,
summaries:I}}async function Xc(s,t,e){let n=t.id,r=it(s,ft.jobs),i=await ke(r,"utf8").catch(c=>{throw Yc(t,r,c,e)}),o=ai(
i,Ic,r,{code:"replay-incomplete",what:"the jobs' results baton stores",fix:`run ${n} cannot be replayed; run it again in\
 full`}),a=o.some(c=>c.legs.length>0||c.leg_results===void 0&&c.skip_reason===void 0)?await Qc(s):{legs:new Map,skips:new Map},
u=o.some(c=>c.summary_parts!==void 0)?o.flatMap(c=>(c.summary_parts??[]).map(p=>({job:c.id,...p}))):null;return{jobs:o.map(
({withheld_outputs:c,leg_results:p,skip_reason:f,summary_parts:g,...h})=>{let S=a.legs.get(h.id),m=$=>{let T=S?.get($.leg);
return{...$,...T?.durationMs===void 0?{}:{durationMs:T.durationMs},...T?.failedStep===void 0?{}:{failedStep:T.failedStep}}},
w=p?.map(m)??(S===void 0?void 0:h.legs.map($=>S.get($)??{leg:$,result:h.result})),b=f??a.skips.get(h.id);return{...h,...c&&
c.length>0?{withheldOutputs:c}:{},...w===void 0?{}:{legResults:w},...b===void 0?{}:{skipReason:b}}}),summaryParts:u}}function Yc(s,t,e,n){
let r=s.id,i=`run it again in full: ${n} with the same options`;if($r(e)){let{why:a,details:u}=Rr(t,e,yn(t),{dir:yn(t),what:"\
the run"});return new x("replay-incomplete",`cannot be read: ${a}, so run ${r} cannot be replayed`,{where:t,cause:e,details:[
...u,`or ${i}`]})}if(!Lt(e,"ENOENT"))return new x("replay-incomplete",`${Qs(e)}, so run ${r} cannot be replayed`,{where:t,
cause:e,details:[i]});let o=Ue(s),l=He(s);return l!==null?new x("replay-incomplete",`${Je(r,l)}, so it cannot be replaye\
d yet: a replay takes the jobs' results of a finished run`,{details:["replay it once it has ended there",Be(l,yn(t),`run\
 it again in full (${n} with the same options), and remove it`)]}):o==="running"?new x("replay-incomplete",`run ${r} is \
still running, so it cannot be replayed yet: a replay takes the jobs' results of a finished run`,{details:["replay it on\
ce it has ended"]}):o==="interrupted"?new x("replay-incomplete",`run ${r} was interrupted (its process ended before the \
run did), so it cannot be replayed: a replay takes the jobs' results of a finished run`,{details:[i]}):new x("replay-inc\
omplete",`is missing, so run ${r} (${o}) cannot be replayed: a finished run keeps its jobs' results there`,{where:t,details:[
...s.reason===void 0?[]:[`the run ended with: ${s.reason.split(`
`)[0]}`],`put it back if you have a copy, or ${i}`]})}async function Zc(s,t,e){let n=await ke(it(s,ft.summary)).catch(l=>Lt(
l,"ENOENT")?Buffer.alloc(0):null);if(n===null)return null;if(n.length===0)return[];if(t===null)return null;let r=[...t].
sort((l,a)=>l.offset-a.offset),i=[],o=0;for(let l of r){if(l.offset!==o||l.offset+l.bytes>n.length)return null;o+=l.bytes;
let a=n.subarray(l.offset,l.offset+l.bytes).toString("utf8"),u=ks(l.job,l.leg);if(!a.startsWith(u)||!a.endsWith(`

`))return null;e.has(l.job)&&i.push({job:l.job,leg:l.leg,markdown:a.slice(u.length,-2)})}return o===n.length?i:null}async function Qc(s){
let t=await ke(it(s,ft.events),"utf8").catch(()=>""),e=new Map,n=new Map,r=new Map,i=new Map;for(let o of di(t,["job-fin\
ished","job-skipped","step-finished","step-started","stage-recorded"])){if(o.type==="job-skipped"&&n.set(o.job,o.reason),
o.type==="step-started"&&i.set(`${o.job}\0${o.leg}`,[]),o.type==="stage-recorded"){let u=i.get(`${o.job}\0${o.leg}`);u!==
void 0&&!u.includes(o.stage)&&u.push(o.stage)}if(o.type==="step-finished"&&o.conclusion==="failure"){let u=`${o.job}\0${o.
leg}`,d=i.get(u)??[];r.has(u)||r.set(u,{step:o.step,name:o.name,message:o.message,...o.output_tail===void 0?{}:{output_tail:o.
output_tail},...d.length===0?{}:{stages:d}})}if(o.type!=="job-finished")continue;let l=e.get(o.job)??new Map,a=o.failed_step??
r.get(`${o.job}\0${o.leg}`);l.set(o.leg,{leg:o.leg,result:o.result,...o.reason===void 0?{}:{reason:o.reason},durationMs:o.
duration_ms,...a===void 0||o.result!=="failure"?{}:{failedStep:a}}),e.set(o.job,l)}return{legs:e,skips:n}}function pa(s){
let t=ve(s??process.cwd()),e;try{e=(0,Jt.statSync)(t)}catch(n){if(!Lt(n,"ENOENT","ENOTDIR"))throw ie(t,n,"cwd")}if(e?.isDirectory()!==
!0)throw new x("usage",e===void 0?"no such directory":"is not a directory",{where:`cwd ${t}`});return t}function td(s){if(typeof s!=
"string"||s.trim()==="")throw Tn("runWorkflow","the workflow file's path as its first argument (runWorkflow('.github/wor\
kflows/ci.yml', \u2026))",$e(s))}async function ed(s,t,e){let n=new Set(e);for(let r of await s.list())n.has(r.stage)&&await t.
copyAttempt(s,r.stage,r.attempt,r.runAttempt)}async function nd(s,t,e){let n=new Set;for(let r of e)for(let i of[...r.legs,
...(r.legResults??[]).map(o=>o.leg)])n.add(i);for(let r of n){let i=ne(r),o=it(s,i);if((await Ac(o).catch(()=>null))?.isFile()!==
!0)continue;let l=pr(t,ft.jobLogPrefix);try{await Ec(o,l,Jt.constants.COPYFILE_EXCL),await Nc(l,it(t,i))}catch(a){throw await _c(
l,{force:!0}),new x("run-write-failed",Wn(`the job log of ${r}`,a),{where:it(t,i),cause:a})}}}async function Pg(s,t,e={}){
return sd(s,t,e,In)}async function sd(s,t,e,n){rd(s,t);let r=$s(e,"replayWorkflow"),i=pa(r.cwd),o=ve(i,r.storeDir??En),l=await new Un(
o).resolve(s),a=await pi(it(o,l),l);if(a.redacted)throw new x("replay-refused",`run ${l} was started with a secret (or t\
ext shaped like a token) in ${hi(a,n)}, which was not stored, so it cannot be replayed`,{details:[`start it again in ful\
l: ${n.run(a.workflow_path)} with the same options`]});return fa(a.workflow_path,{...r,cwd:i,storeDir:o,...a.job?{job:a.
job}:{},inputs:a.inputs,event:a.event,eventName:a.event_name,vars:a.vars,secrets:[...new Set([...a.secrets,...r.secrets??
[]])],...a.parent?{parent:a.parent}:{}},{words:n,replay:{run:l,from:t,invocation:a}})}function rd(s,t){let e=[...typeof s==
"string"&&s.trim()!==""?[]:[{takes:"the stored run's id (or 'latest') as its first argument (replayWorkflow('latest', 'f\
ix', \u2026))",given:$e(s)}],...typeof t=="string"?[]:[{takes:"the stage or job to run again from as its second argument\
 (replayWorkflow('latest', 'fix', \u2026))",given:$e(t)}]],[n,...r]=e;if(n!==void 0)throw Tn("replayWorkflow",n.takes,n.
given,void 0,r.map(({takes:i,given:o})=>Us(i,o)))}export{od as a,Ge as b,Ve as c,qe as d,Li as e,Ia as f,Xe as g,Og as h,Dc as i,Pg as j,sd as k};

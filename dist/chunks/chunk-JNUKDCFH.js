import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{a as En,d as Ws}from"./chunk-YVL4CSEB.js";import{a as Ds,b as Is}from"./chunk-YHQU7V4H.js";import{a as Us,
b as no,c as ro,d as so}from"./chunk-EOV42FF2.js";import{a as Hs,b as Js,d as zs,j as Xs,k as Ys,l as Zs,m as Qs}from"./chunk-XAHRXUI6.js";
import{a as Tn,b as Bs,c as Gs,d as Ks,e as Vs,g as qs}from"./chunk-OH7SSJPF.js";import{a as to}from"./chunk-WGA56SI7.js";
import{a as Mr}from"./chunk-GWIR7DIQ.js";import{a as Fr}from"./chunk-7FV423P5.js";import{k as Ls,l as Fs}from"./chunk-JI3PMWYB.js";
import{$ as ps,Aa as Pn,Ba as Cs,C as Jr,Ca as Ms,Da as js,G as oe,H as zr,J as Br,K as Gr,N as Kr,O as Vr,P as qr,Q as Xr,
U as os,W as ie,X as xn,Y as cs,Z as ds,_ as fs,a as $t,aa as hs,b as Rt,ba as gs,c as Oe,ca as ms,d as Wt,ea as Ce,f as se,
fa as Me,ga as Rn,ha as ys,ja as je,ka as bs,n as Q,p as Dr,pa as Rs,q as Ir,qa as Os,r as Wr,ra as Ps,sa as Es,ta as As,
va as Ts,w as Pe,y as Ur,ya as _s,z as Hr,za as Ns}from"./chunk-OBJSQP4Z.js";import{A as On,B as Le,C as Ss,D as ks,
L as vs,N as xs,O as $s,a as $n,i as ws}from"./chunk-XJFUFDX2.js";import{b as rt,c as qt,d as Ne,e as is,f as as,h as ls,
i as Ut,j as vn,k as us}from"./chunk-RWP7FG45.js";import{a as An,b as ae,e as _n,f as Fe,g as eo}from"./chunk-AQT5J6GX.js";
import{A as Nt,a as Ee,b as Ae,k as Yr,m as Zr,n as Qr,o as ts,p as Te,q as _e,r as es,u as ns,x as rs,y as ss}from"./chunk-HTSRUGKE.js";
import{a as Tt,b as xe,c as xt,d as yn,e as kr,g as kn,i as Re,m as Tr,n as _r,p as Nr,q as re,r as Cr,t as Vt,v as jr,w as Lr}from"./chunk-22N64GVF.js";
import{b as v,c as Dt,d as at,e as fn}from"./chunk-BXL4BL7Z.js";import{Aa as Ar,B as Z,C as et,Da as ne,Ea as Kt,H as Ot,
I as br,O as lt,P as ft,Q as te,T as Lt,U as Sr,X as wn,b as pn,ca as vr,d as pr,da as xr,e as hr,ha as tt,i as jt,ia as It,
j as gr,ja as bn,k as mr,ka as $r,l as hn,m as gn,ma as Rr,n as wr,na as _t,o as yr,oa as $e,pa as Or,q as Gt,r as mn,ra as Pr,
sa as Sn,ua as ee,x as bt,xa as Er,ya as G}from"./chunk-JZBPCCZQ.js";import{a as Qt}from"./chunk-5A7QKWCT.js";
import{d as At}from"./chunk-3NR5HZ6E.js";var Mc=wn.stage;function Nn(r,t){let e=wn[r];return Object.fromEntries(Object.entries(t).filter(([n])=>e.includes(n)))}function De(r,t,e={}){
let n=r.problems.some(s=>s.code===Ot.nextUnknownStage);return{[et.status]:r.status,[et.next]:t?.next&&!n?t.next.stage:"",
[et.present]:r.present?"true":"false",[et.data]:JSON.stringify(t?.data??{}),[et.sha256]:r.digests.handoff??"",[et.artifactId]:e.
artifactId??"",[et.promptPath]:e.promptPath??"",[et.handoffPath]:e.handoffPath??""}}function oo(){return{[et.status]:"fa\
ilure",[et.next]:"",[et.present]:"false",[et.data]:"{}",[et.sha256]:"",[et.artifactId]:"",[et.promptPath]:"",[et.handoffPath]:""}}var Bi=new TextEncoder,Gi=new TextDecoder("utf-8",{fatal:!0,ignoreBOM:!0}),Ki=new TextDecoder("latin1");async function io(r,t,e){
let n=[],s=[],o=new Set,i=bt.artifactBytes;for(let[l,a]of(t.artifacts??[]).entries()){let u=f=>s.push({code:Ot.artifactRefused,
severity:"warning",path:_r(["artifacts",l,"path"]),message:`${a.path} ${f}; it was not kept`});if(a.path.includes(Lt.markerPrefix)){
u("held a secret (its path was redacted)");continue}let c=ts(a.path);if("refused"in c){u(c.refused);continue}if(o.has(c.
path))continue;let d=await e.readArtifact(r.workingDirectory,c.path,i);if(d.kind==="refused"){u(d.reason);continue}let p=Vi(
d.bytes,r.redact,`${yr}/${c.path}`);if("refused"in p){u(p.refused);continue}if(p.bytes.length>i){u(`is ${p.bytes.length}\
 bytes once redacted, more than the ${i} bytes left of the ${bt.artifactBytes}-byte limit for one record's artifacts`);continue}
s.push(...p.problems),n.push({path:c.path,bytes:p.bytes}),o.add(c.path),i-=p.bytes.length}return{files:n,problems:s}}function Vi(r,t,e){
let n;try{n=Gi.decode(r)}catch{n=void 0}if(n!==void 0){let s=Me(n,t,e);return s.problems.length===0?{bytes:r,problems:[]}:
{bytes:Bi.encode(s.text),problems:s.problems}}return rt(Ki.decode(r),t).redactions.length>0?{refused:"is not UTF-8 text \
and holds a secret, which cannot be redacted from a binary file"}:{bytes:r,problems:[]}}var qi=new Set(Object.values(br));function ao(r){return r.problems.filter(t=>t.severity==="warning"&&!qi.has(t.code))}var Ie="baton: the command could not start: ";async function We(r,t,e,n,s={}){let o=e&&r.agent?.kind==="preset"?Hr(r.agent.preset,e.stdout):null,i=await Xi(r,t,e,o?.finalText??
null,n),l=i.kind==="valid"?i.handoff:null,a=l?await io(r,l,n.workspace):{files:[],problems:[]},u=[...t.warnings,...i.problems,
...a.problems,...o?.problems??[]],c=i.kind==="invalid",d=r.onInvalid==="fail"||r.handoff==="required",p=null,f,h={reason:"\
cancelled",message:`the stage was cancelled while its agent ran${typeof s.signal?.reason=="string"?`: ${s.signal.reason}`:
""}`};if(s.cancelled||s.signal?.aborted)f=h;else if(e&&e.exitCode!==0)f={reason:"exit-nonzero",message:e.exitCode!==null?
`the agent exited with code ${e.exitCode}`:e.signal!==null?`the agent was ended by ${e.signal}`:`the agent could not sta\
rt: ${e.output.replace(Ie,"").trim()}`,exitCode:e.exitCode,signal:e.signal};else if(c&&d){let $=i.problems.filter(M=>M.severity===
"error");f={reason:"handoff-invalid",message:`the handoff was refused (${Qi($.length,"problem")}): ${Zi($)}`,problems:$}}else if(l===
null&&r.handoff==="required"){let $=`no handoff: nothing at $${jt.handoffPath} and no block between the markers in the a\
gent's output, and this stage requires one (handoff: required)`;u.push({code:Ot.handoffMissing,severity:"error",path:"$",
message:$}),f={reason:"handoff-missing",message:$}}else if(s.verify){let $=await s.verify();p=$.facts,u.push(...$.problems),
f=s.signal?.aborted?{reason:"cancelled",message:"the stage was cancelled while verify ran"}:p.exit_code===0?{reason:"com\
pleted",message:null}:{reason:"verify-failed",message:`verify failed with ${p.exit_code===null?"no exit code (ended by a\
 signal)":`exit code ${p.exit_code}`}`,exitCode:p.exit_code}}else f={reason:"completed",message:null};let k=c&&!d?u.map(
$=>({...$,severity:"warning"})):u,m=n.workspace.now(),w=await Ce(r,{attempt:t.attempt,repair:t.repair,hop:t.hop,lineage:t.
lineage,...t.parent?{parent:t.parent}:{},prompt:t.prompt,handoff:l,agent:e,startedAt:new Date(t.preparedAt),finishedAt:m,
usage:o?.usage??null,verify:p,outcome:f,problems:k,files:a.files},n),y=r.handoff==="required"&&(f.reason==="handoff-inva\
lid"||f.reason==="handoff-missing");return{...w,outputs:De(w.record,w.handoff,{artifactId:w.ref.id,promptPath:t.promptPath,
handoffPath:t.handoffPath}),repairProblems:y?w.record.problems.filter($=>$.severity==="error"):[]}}async function Xi(r,t,e,n,s){
let o=await s.workspace.readHandoff(t.handoffPath),i=[],l;if(o.kind!=="missing")l=o;else if(e)for(let d of[n,e.stdout]){
if(!d)continue;let p=Mr(d);if(i.push(...p.warnings),p.json!==null){l=Tr(p.json);break}}if(l===void 0)return{kind:"missin\
g",problems:Yi(i)};if(l.kind==="invalid")return{kind:"invalid",problems:[...i,...l.problems]};let a=ls(l.handoff,r.redact),
u=[...i,...l.warnings,...a.problems],c=a.handoff.next?.stage;if(c!==void 0&&r.workflowJobs!==null&&!r.workflowJobs.includes(
c)){let d={code:Ot.nextUnknownStage,severity:r.onInvalid==="warn"?"warning":"error",path:"$.next.stage",message:`"${c}" \
names no job in this workflow; jobs: ${[...r.workflowJobs].sort().join(", ")}`};if(r.onInvalid==="fail")return{kind:"inv\
alid",problems:[...u,d]};u.push(d)}else c!==void 0&&r.workflowJobs===null&&u.push({code:Ot.nextUnchecked,severity:"warni\
ng",path:"$.next.stage",message:`"${c}" was not checked against the workflow's jobs, which are not known here: ${r.workflowUnread??
"the workflow file was not read"}; the \`next\` output names it as given, whether or not a job has that id`});return{kind:"\
valid",handoff:a.handoff,problems:u}}function Yi(r){let t=new Set;return r.filter(e=>{let n=`${e.code}\0${e.path}\0${e.message}`;
return t.has(n)?!1:(t.add(n),!0)})}function Zi(r){let t=[...r].sort((n,s)=>Number(kn(s.message))-Number(kn(n.message))),
e=t.slice(0,3).map(Vt).join("; ");return t.length>3?`${e}; and ${t.length-3} more`:e}function Qi(r,t){return`${r} ${t}${r===
1?"":"s"}`}function uo(r){let t=r.problems.filter(s=>s.severity==="error"),e=(t.length>0?t:r.problems).map(s=>`- ${Vt(s).replace(/\s+/g,
" ")}`).join(`
`),n=JSON.stringify(Fr(),null,2);return[`# Your handoff for stage \`${r.stage}\` was not accepted`,"","Your last run fin\
ished, but baton could not accept its handoff:","",e,"",`Do not redo the work. Write the handoff again, as one JSON obje\
ct that follows the JSON Schema below, to the file named by the environment variable \`${jt.handoffPath}\` (or print it a\
s the last thing you output, between a line \`${gn.start}\` and a line \`${gn.end}\`).`,"","## The handoff JSON Schema",
"",lo(n,"json"),"","## The task you were given","",lo(r.previousPrompt,"markdown"),""].join(`
`)}function lo(r,t){let e=Math.max(0,...Array.from(r.matchAll(/`+/g),s=>s[0].length)),n="`".repeat(Math.max(3,e+1));return`${n}${t}\

${r.replace(/\n$/,"")}
${n}`}async function Ue(r,t,e={}){let n=e.attempt??1,s=t.workspace.now();await ea(r,n,t.store);let o=e.upstream??await na(r,t.
store),i=e.parent!==void 0?e.parent:await sa(r,t),l=o.filter(m=>m.stored!==void 0),a=l.map(m=>co(m.stored)).sort((m,w)=>$n(
m.stage,w.stage)),u=i?.deepest[0]?.record.hop??0,c=1+Math.max(u,...l.map(m=>m.stored.record.hop)),d=i?{run:i.run,lineage:i.
deepest.map(co)}:void 0,p=async(m,w)=>{let y=await Ce(r,{attempt:n,repair:e.repair!==void 0,hop:c,lineage:a,...d?{parent:d}:
{},prompt:"",handoff:null,agent:null,startedAt:s,finishedAt:t.workspace.now(),usage:null,verify:null,outcome:m,problems:w},
t);return{kind:"refused",result:{stage:r.stage,ok:!1,outcome:y.outcome,attempts:[y],final:y,outputs:De(y.record,null,{artifactId:y.
ref.id})}}};if(c>r.maxHandoffs){let m=await oa(r,l,i,t),w=`stage ${r.stage} would be hop ${c}, more than max-handoffs ${r.
maxHandoffs}: ${la(m)}`;return p({reason:"max-handoffs",message:w,hop:c,limit:r.maxHandoffs,chain:m},[{code:Ot.maxHandoffs,
severity:"error",path:"$",message:w}])}let f,g=[];if(e.repair)f=uo({stage:r.stage,...e.repair});else try{({prompt:f,warnings:g}=
await ta(r,o,e.attemptContext))}catch(m){if(!(m instanceof v))throw m;let w={code:m.code,severity:"error",path:m.where??
"$",message:m.message};return p({reason:"render-failed",message:at(m),problems:[w]},[w])}let h=await t.workspace.attemptPaths(
r.stage,n);return r.agent?.kind==="preset"&&(f=`${f.trimEnd()}

${Jr({handoffPath:h.handoffPath})}
`),await t.workspace.writePrompt(h.promptPath,f),{kind:"ready",prepared:{stage:r.stage,attempt:n,repair:e.repair!==void 0,
prompt:f,promptPath:h.promptPath,handoffPath:h.handoffPath,lineage:a,hop:c,...d?{parent:d}:{},warnings:g,preparedAt:s.toISOString()},
upstream:o,parent:i}}async function ta(r,t,e){if(r.template===null)throw new v("prompt-missing","this stage has no promp\
t template",{where:r.stage});let n={source:r.template.source,...r.maxPromptTokens===null?{}:{maxPromptTokens:r.maxPromptTokens},
...r.madeEvent===void 0?{}:{madeEventHint:Xs(r.madeEvent,r.madeEventRun)}};await Zs(r.template.text,n);let s=ws({upstream:t,
inputs:r.inputs,github:r.github,...e?{attempt:e}:{},require:r.needs,analysis:Ys(r.template.text)}),o=Qs(r.template.text,
s.context,n);return{prompt:o.prompt,warnings:[...s.warnings,...o.warnings]}}async function ea(r,t,e){let n={stage:r.stage,
attempt:t,runAttempt:r.run.attempt};if((await e.list()).some(o=>_e(o,n)===0))throw new v("record-exists",`${ns(n)} alrea\
dy has a record in this run, so the agent was not run; records are immutable`,{where:`stage ${r.stage}`,details:[`anothe\
r job of this run records stage ${r.stage}: give each job its own stage id (the \`${Z.stage}\` input)`]})}async function na(r,t){
let e=r.upstream.filter(a=>a.stage!==r.stage),n=await Promise.all(e.map(a=>t.get(a.stage))),s=new Map(e.map(a=>[a.stage,
a])),o=(a,u)=>{let{job:c=null,matrix:d,open:p,place:f}=s.get(a)??{};return{stage:a,job:c??u?.record.job??a,stored:u,...d===
void 0?{}:{matrix:d},...p===!0?{open:!0}:{},...f===void 0?{}:{place:f}}},i=new Map;for(let[a,u]of e.entries())i.set(u.stage,
n[a]);if(r.expandLineage){let a=[...i.values()].filter(u=>u!==void 0);for(let u=a.shift();u;u=a.shift())for(let c of u.record.
lineage){if(c.stage===r.stage||i.has(c.stage))continue;let d=await t.getAttempt(c.stage,c.attempt,c.run_attempt),p=d?.recordSha256===
c.record_sha256?d:void 0;i.set(c.stage,p),p&&a.push(p)}}let l=r.expandLineage?await ra(r,i,t):new Map;return[...i].map(([
a,u])=>{let c=l.get(a);return{...o(a,u),...c?{recordedLike:c}:{}}})}async function ra(r,t,e){let n=r.needs.filter(i=>t.has(
i)&&t.get(i)===void 0),s=new Map;if(n.length===0)return s;let o=[...new Set((await e.list()).map(i=>i.stage))].filter(i=>i!==
r.stage).sort($n);for(let i of n){let l=o.filter(a=>a.startsWith(`${i}-`));l.length>0&&s.set(i,l)}return s}async function sa(r,t){
if(r.parentRun===null)return null;if(!t.openRun)throw new Dt(`stage ${r.stage}: a parent run is set but no way to open a\
nother run was given`);let e=await t.openRun(r.parentRun),n=new Map;for(let i of await e.list())n.set(i.stage,es([i,n.get(
i.stage)??i]));let s=(await Promise.all([...n.values()].map(i=>e.getAttempt(i.stage,i.attempt,i.runAttempt)))).filter(i=>i!==
void 0),o=Math.max(0,...s.map(i=>i.record.hop));return{run:r.parentRun,store:e,deepest:s.filter(i=>i.record.hop===o)}}function co(r){
let{stage:t,attempt:e,run:n}=r.record;return{stage:t,attempt:e,...n.attempt>1?{run_attempt:n.attempt}:{},record_sha256:r.
recordSha256}}async function oa(r,t,e,n){let s=r.maxHandoffs+1,o=new Map(t.map(f=>[f.stored.recordSha256,f.stored])),i=new Map;
e&&i.set(e.run,Promise.resolve(e.store));let l=f=>(!i.has(f)&&n.openRun&&i.set(f,n.openRun(f)),i.get(f)),a=f=>f.reduce((g,h)=>g===
void 0||h.stored.record.hop>g.stored.record.hop?h:g,void 0),u=async(f,g,h)=>{let k=[];for(let m of f){let w=(h===null?o.
get(m.record_sha256):void 0)??await g.getAttempt(m.stage,m.attempt,m.run_attempt);w?.recordSha256===m.record_sha256&&k.push(
{stored:w,store:g,run:h})}return k},c=[{stage:r.stage,run:null}],d=a([...t.map(f=>({stored:f.stored,store:n.store,run:null})),
...(e?.deepest??[]).map(f=>({stored:f,store:e.store,run:e.run}))]),p=!1;for(;d&&c.length<s+1;){c.unshift({stage:d.stored.
record.stage,run:d.run});let{record:f}=d.stored;if(f.hop<=1){p=!0;break}let g=await u(f.lineage,d.store,d.run);if(f.parent)
try{let h=await l(f.parent.run);h&&g.push(...await u(f.parent.lineage,h,f.parent.run))}catch{}d=a(g)}return ia(c,p)}function ia(r,t){
let e=r.some(o=>o.run!==null),n=t?[]:["\u2026"],s;for(let o of r)e&&o.run!==s&&n.push(aa(o.run)),s=o.run,n.push(o.stage);
return n}function aa(r){return r===null?"this run:":`run ${r}:`}function Cn(r){return r.endsWith(":")}function la(r){let t=r.
filter(l=>!Cn(l)&&l!=="\u2026").length,e=[],n,s=!1,o=0;for(let l of r)Cn(l)?(n=l,s=!1):l==="\u2026"?e.push(l):(t<=12||o<
5||o>=t-5?(n!==void 0&&!s&&e.push(n),s=!0,e.push(l)):e.at(-1)!=="\u2026"&&e.push("\u2026"),o++);let i="";for(let[l,a]of e.
entries()){let u=e[l-1];i+=l===0?a:u!==void 0&&Cn(u)?` ${a}`:` \u2192 ${a}`}return i}async function fo(r,t){if(r.agent===null)throw new Dt(`stage ${r.stage}: runStage needs an agent (run or agent); this sp\
ec is for a split stage`);let e=[],n,s,o={},i="",l=!1;for(let a=1;;a++){let u=await Ue(r,t,{...o,attempt:a,...n?{upstream:n}:
{},...s!==void 0?{parent:s}:{}});if(u.kind==="refused")return t.reporter?.error(u.result.outcome.message??"",r.stage),{...u.
result,attempts:[...e,...u.result.attempts]};n=u.upstream,s=u.parent;let c=u.prepared;c.repair||(i=c.prompt);for(let h of c.
warnings)t.reporter?.warning(h.message,`${r.stage} ${h.path}`);let d=await fa(r,c,t),p=await We(r,c,d,t,{...t.signal?{signal:t.
signal}:{},...r.verify===null?{}:{verify:()=>pa(r,c,t,r.verify)}});e.push(p);let{outcome:f}=p,g=t.signal?.aborted===!0;if(p.
repairProblems.length>0&&!l&&!g){l=!0,t.reporter?.warning(`${f.message}; giving the agent one repair turn`,r.stage),o={repair:{
problems:p.repairProblems,previousPrompt:i}};continue}if(f.reason==="verify-failed"&&a<r.attempts&&!g){t.reporter?.warning(
`attempt ${a} of ${r.attempts}: ${f.message}; trying again`,r.stage),o={attemptContext:ca(a+1,p.handoff,p.record.verify)};
continue}return f.reason==="cancelled"?t.reporter?.warning(f.message,r.stage):f.reason!=="completed"&&t.reporter?.error(
f.message,r.stage),ua(r,f,e,p.outputs)}}function ua(r,t,e,n){let s=e.at(-1);if(!s)throw new Dt(`stage ${r.stage}: no att\
empt was stored`);return{stage:r.stage,ok:t.reason==="completed",outcome:t,attempts:e,final:s,outputs:n}}function ca(r,t,e){
return{number:r,previous:t,verify:e?{exit_code:e.exit_code,output:e.output_tail}:null}}function da(r,t){let e={};for(let[
n,s]of Object.entries(r))gr.includes(n)||mr.some(o=>n.startsWith(o))||(e[n]=s);return{...e,...t}}function po(r,t,e,n={}){
return da(e.env,{...n,[jt.promptPath]:t.promptPath,[jt.handoffPath]:t.handoffPath,[jt.stage]:r.stage})}async function fa(r,t,e){
let n=r.agent,s=n.kind==="preset"?{...Ur(n.preset),shell:"bash"}:{script:n.command,env:{},shell:r.shell};return e.reporter?.
info(`${r.stage}: attempt ${t.attempt}${t.repair?" (repair turn)":""}, running the agent`),ho(e,()=>({script:s.script,shell:s.
shell,cwd:e.workspace.resolveDirectory(r.workingDirectory),env:po(r,t,e,s.env)}))}async function ho(r,t){let e=r.workspace.
now();try{return await r.runner.run({...t(),...r.onOutput?{onOutput:r.onOutput}:{},...r.signal?{signal:r.signal}:{}})}catch(n){
let s=`${Ie}${at(n)}
`;return r.onOutput?.(s,"stderr"),{exitCode:null,signal:null,startedAt:e,finishedAt:r.workspace.now(),output:s,stdout:""}}}
async function pa(r,t,e,n){e.reporter?.info(`${r.stage}: attempt ${t.attempt}, running verify`);let s=await ho(e,()=>({script:n,
shell:r.shell,cwd:e.workspace.resolveDirectory(r.workingDirectory),env:po(r,t,e)})),o=Me(s.output,r.redact,"verify.outpu\
t_tail");return{facts:{command:n,exit_code:s.exitCode,output_tail:pr(o.text,bt.verifyOutputTailBytes),duration_ms:Math.max(
0,s.finishedAt.getTime()-s.startedAt.getTime())},problems:o.problems}}var bo=At(Ee(),1),Pt=At(Qt(),1);import{spawn as ma}from"node:child_process";import{tmpdir as wa}from"node:os";import{join as ya}from"node:path";
import{StringDecoder as ba}from"node:string_decoder";var He=class{#t;#n={stdout:"",stderr:""};#r=null;constructor(t){this.#t=t}push(t,e){let n=this.#n[e]+t,s=n.endsWith("\r")?
n.slice(0,-1):n,o=Math.max(s.lastIndexOf(`
`),s.lastIndexOf("\r"))+1;n.length-o>65536&&(o=n.length),this.#e(e,n.slice(0,o)),this.#n[e]=n.slice(o)}end(t){this.#e(t,
this.#n[t]),this.#n[t]=""}#e(t,e){e!==""&&(this.#r!==null&&!this.#r.ended&&this.#r.stream!==t&&this.#t(`
`,!0),this.#t(e,!1),this.#r={stream:t,ended:e.endsWith(`
`)||e.endsWith("\r")})}};var ha=8;function mo(r,t,e,n){let s=r+t,o=r.length,i=is(s,e),l=i.find(c=>c.start<o&&c.end>o),a=l?l.end-o:0;if(n&&(a=go(t,
a)),!s.includes("\x1B")&&i.every(c=>c.end<=o+a))return a;let u=rt(s,e).text;for(let c=0;a<t.length&&c<=ha;c++){if(as(s,o+
a,e,u))return a;a=n?go(t,a+1):ga(t,a+1)}return t.length}function go(r,t){if(t===0||r.charCodeAt(t-1)===wo)return t;let e=r.
indexOf(`
`,t);return e===-1?r.length:e+1}function ga(r,t){for(let e=t;e<=r.length;e++){let n=r.charCodeAt(e-1);if(n===wo||n===32||
n===9)return e}return r.length}var wo=10;var Mn={killGraceMs:5e3,maxOutputBytes:1024*1024,drainMs:1e3};function Sa(r){try{process.kill(-r,0)}catch{return!1}let t;
try{t=(0,Pt.readdirSync)("/proc")}catch{return!0}for(let e of t){if(!/^\d+$/.test(e))continue;let n;try{n=(0,Pt.readFileSync)(
`/proc/${e}/stat`,"utf8")}catch{continue}let[s,,o]=n.slice(n.lastIndexOf(")")+2).split(" ");if(Number(o)===r&&s!=="Z")return!0}
return!1}var Je=class{#t;#n;#r;#e;#s;#o;#l;#a;constructor(t={}){this.#t=t.tempDir??wa(),this.#n=t.killGraceMs??Mn.killGraceMs,
this.#r=t.maxOutputBytes??Mn.maxOutputBytes,this.#e=t.drainMs??Mn.drainMs,this.#s=t.outputHook,this.#o=t.reuseScripts?new Map:
void 0,this.#l=t.secrets??[],this.#a=t.noPathHint??"PATH is not set in its environment"}async run(t){let e=hs(t.shell);ka(
t.cwd);let n=gs(e,t.script),s=this.#u(e.extension,n),o=s??ya(this.#t,`baton-step-${(0,bo.randomUUID)()}${e.extension}`);
s===void 0&&((0,Pt.writeFileSync)(o,n,{flag:"wx",mode:448}),this.#o?.set(`${e.extension}\0${n}`,o)),this.#s?.begin?.();try{
return await this.#d(e.file,ms(e,o),t)}finally{this.#s?.end?.(),this.#o===void 0&&(0,Pt.rmSync)(o,{force:!0})}}#u(t,e){let n=`${t}\
\0${e}`,s=this.#o?.get(n);if(s===void 0)return;let o=Buffer.from(e),i;try{i=Nr(s,o.length)}catch{i={kind:"missing"}}if(i.
kind==="file"&&o.equals(i.bytes))return s;this.#o?.delete(n)}#d(t,e,n){return new Promise((s,o)=>{let i=new Date,l=new ze(
this.#r),a=new ze(this.#r),u=ma(t,e,{cwd:n.cwd,env:n.env,stdio:["ignore","pipe","pipe"],detached:!0});u.pid!==void 0&&n.
onStart?.(u.pid);let c,d,p,f,g=!1,h=L=>{if(u.pid!==void 0)try{process.kill(-u.pid,L)}catch{}},k=()=>u.pid!==void 0&&Sa(u.
pid),m,w=!1,y,$=null,M,_=()=>{h("SIGKILL"),M=Date.now()},x=Number.POSITIVE_INFINITY,E=L=>{L>=x||(x=L,clearTimeout(c),c=setTimeout(
_,Math.max(0,L-Date.now())),c.unref())},O=()=>{$!=="terminate"&&($="terminate",clearTimeout(d),h("SIGTERM"),E(Date.now()+
this.#n))},U=()=>{if(n.stop!=="interrupt"||n.kill?.aborted)return O();$===null&&($="interrupt",h("SIGINT"),d=setTimeout(
()=>h("SIGTERM"),1.5*this.#n),d.unref(),E(Date.now()+2*this.#n))},q=()=>{let L=k();return n.kill?.aborted&&M===void 0&&L&&
_(),L&&(M===void 0||Date.now()-M<2e3)?(m??=setInterval(S,100),!1):(clearInterval(m),w?!0:y===void 0?(y=Date.now(),setTimeout(
S,this.#e).unref(),!1):Date.now()-y>=this.#e)},S=()=>{g||f===void 0||$!==null&&!q()||(clearInterval(m),g=!0,clearTimeout(
p),u.stdout?.destroy(),u.stderr?.destroy(),P("stdout"),P("stderr"),n.signal?.removeEventListener("abort",U),n.kill?.removeEventListener(
"abort",O),clearTimeout(c),clearTimeout(d),s({exitCode:f.code,signal:f.signal,startedAt:i,finishedAt:new Date,output:l.text(
this.#l),stdout:a.text(this.#l)}))},N=new He((L,V)=>V?l.insert(L):l.push(L)),P=L=>N.end(L),F=(L,V)=>{let D=new ba("utf8"),
b=R=>{N.push(R,V),R!==""&&(V==="stdout"&&a.push(R),this.#s?.chunk(R,V),n.onOutput?.(R,V))};L.on("data",R=>{l.wrote(R.length),
V==="stdout"&&a.wrote(R.length),b(D.write(R))}),L.on("end",()=>{b(D.end()),P(V)})};F(u.stdout,"stdout"),F(u.stderr,"stde\
rr"),u.on("error",L=>{if(g)return;g=!0,n.signal?.removeEventListener("abort",U),n.kill?.removeEventListener("abort",O);let V=L.
code==="ENOENT"&&!t.includes("/")&&!n.env.PATH;o(new v("shell-failed",`could not start ${JSON.stringify(t)}: ${L.code??L.
message}${V?`; ${this.#a}`:""}`,{where:"shell",cause:L}))}),u.on("exit",(L,V)=>{f={code:L,signal:V},p=setTimeout(()=>{$===
null&&(u.stdout?.destroy(),u.stderr?.destroy()),S()},this.#e),p.unref()}),u.on("close",()=>{w=!0,S()}),n.kill?.aborted?O():
n.kill?.addEventListener("abort",O,{once:!0}),n.signal&&(n.signal.aborted?U():n.signal.addEventListener("abort",U,{once:!0}))})}};
function ka(r){let t;try{t=(0,Pt.statSync)(r)}catch{t=void 0}if(!t?.isDirectory())throw new v("working-directory-missing",
`${r} is not a directory`,{where:"working-directory"})}var yo=64*1024,va=`${["-----BEGIN","PRIVATE","KEY-----"].join(" ")}\

`,xa=128,ze=class{#t;#n=[];#r=0;#e=0;#s=0;#o=0;#l=!1;#a="";constructor(t){this.#t=t}wrote(t){this.#s+=t}insert(t){this.push(
t),this.#o+=Buffer.byteLength(t)}push(t){this.#n.push(t);let e=Buffer.byteLength(t);for(this.#r+=e,this.#e+=e;this.#n.length>
1&&this.#r-Buffer.byteLength(this.#n[0])>=this.#t+yo;){let n=this.#n.shift();this.#r-=Buffer.byteLength(n),this.#u(n)}}#u(t){
let e=this.#a+t;this.#l=Ut(e,this.#l,this.#a.length),this.#a=e.slice(-xa)}text(t=[]){let e=Buffer.from(this.#n.join(""));
if(e.length<=this.#t)return e.toString("utf8");let n=e.length-this.#t-1,s=e.indexOf(10,n),o=[e.indexOf(32,n),e.indexOf(9,
n)].filter(u=>u>=0),i=s>=0&&s<e.length-1?s:o.length>0?Math.min(...o):-1,l="";if(i>=0){let u=i+1,c=Math.max(0,u-yo),d=c===
0?-1:e.indexOf(10,c-1);for(d>=0&&d+1<u&&(c=d+1);(e[c]&192)===128;)c++;let f=(Ut(this.#a+e.subarray(0,c).toString("utf8"),
this.#l,this.#a.length)?va:"")+e.subarray(c,u).toString("utf8"),g=e.subarray(u).toString("utf8");l=g.slice(mo(f,g,t,e[i]===
10))}let a=l!==""?`the last ${this.#t} bytes at most are kept`:i===-1?"none of it is kept, as no line or space was left \
to start at":"none of it is kept, as all of it after the cut may be part of a secret the cut went through";return this.#e===
this.#s+this.#o?`[baton: the first ${this.#e-Buffer.byteLength(l)} bytes of this output were left out; ${a}]
${l}`:`[baton: this output was ${this.#s} bytes, not all of it UTF-8 text, and its start was left out; ${a}${l===""?"":"\
, as text (a byte that is not UTF-8 as \uFFFD)"}]
${l}`}};var Se=At(Ee(),1),Jt=At(Qt(),1);import{copyFile as ec,lstat as nc,mkdtemp as rc,readFile as ke,rename as sc,rm as oc}from"node:fs/promises";
import{availableParallelism as ic,hostname as ac,tmpdir as lc}from"node:os";import{basename as uc,dirname as cc,join as nt,
relative as dc,resolve as be}from"node:path";import{setMaxListeners as Wn}from"node:events";var So=["repository","path","ref"];function ko(r,t,e){let n=t.repository.trim(),s=n!==""&&n.toLowerCase()!==e.repository.
toLowerCase(),o=t.path.trim(),i=!$a(o,e.workspace),l=t.ref.trim(),a=l!==""&&!e.refs.includes(l);if(!s&&!i&&!a)return null;
let u=s?`${n}${a?` at ${l}`:""} is not cloned`:a?`ref ${l}${i?" of this repository":""} is not checked out`:"this reposi\
tory is not checked out again";return`${r}: ${u}${i?` into ${o}`:""}: baton checks nothing out; the project directory is\
 used as it is`}function $a(r,t){if(r==="")return!0;let e=r.replace(/\/+$/,"")||"/";return e==="."||e===(t.replace(/\/+$/,
"")||"/")}function Po(r){return`$${lt.stepSummary} upload aborted, supports content up to a size of ${Math.floor(bt.stepSummaryFileBytes/
1024)}k, got ${Math.floor(r/1024)}k. For more information see: https://docs.github.com/actions/using-workflows/workflow-\
commands-for-github-actions#adding-a-markdown-summary`}var Eo=new Set(["NODE_OPTIONS"]);function Ln(r,t){let e=[],n=r.split(
`
`).map(s=>s.replace(/\r$/,""));n.length>0&&n[n.length-1]===""&&n.pop();for(let s=0;s<n.length;s+=1){let o=n[s];if(o.trim()===
"")continue;let i=o.indexOf("<<"),l=o.indexOf("=");if(i>0&&(l<0||i<l)){let a=o.slice(0,i),u=o.slice(i+2);if(u==="")throw Be(
t,s+1,`"${a}<<" needs a delimiter`);let c=[],d=!1;for(s+=1;s<n.length;s+=1){if(n[s]===u){d=!0;break}c.push(n[s])}if(!d)throw Be(
t,s,`no line "${u}" ends the value of ${a}`);e.push([vo(a,t,s+1),c.join(`
`)]);continue}if(l>0){e.push([vo(o.slice(0,l),t,s+1),o.slice(l+1)]);continue}throw Be(t,s+1,"expected name=value or name\
<<DELIMITER")}return e}function Ao(r,t){let e=[],n=[];for(let s of Ln(r,t))Eo.has(s[0].toUpperCase())?n.push(`can't stor\
e ${s[0]} using ${t}; it was left out`):e.push(s);return{pairs:e,refused:n}}function To(r){return r.split(`
`).map(t=>t.replace(/\r$/,"").trim()).filter(t=>t!=="").reverse()}function vo(r,t,e){if(r.trim()===""||r!==r.trim()||r.includes(
"\0"))throw Be(t,e,`"${r}" is not a valid name`);return r}function Be(r,t,e){return new v("file-command-invalid",`${r} l\
ine ${t}: ${e}`,{where:r})}var Ve=new Set(["stop-commands","set-env","set-output","save-state","add-mask","add-path","ad\
d-matcher","remove-matcher","debug","warning","error","notice","group","endgroup","echo"]),_o={has:()=>!0},No="\\t\\n\\v\\f\\\
r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000",Ra=new RegExp(`^[${No}]+`),xo=new RegExp(`[${No}\
]`);function Ge(r){let t=0,e=r.length;for(;t<e&&xo.test(r[t]);)t++;for(;e>t&&xo.test(r[e-1]);)e--;return r.slice(t,e)}function qe(r,t=Ve){
return Oa(r,t)??Pa(r,t)}function Oa(r,t){let e=r.replace(Ra,"");if(!e.startsWith("::"))return null;let n=e.indexOf("::",
2);if(n<0)return null;let s=e.slice(2,n),o=s.indexOf(" "),i=(o<0?s:s.slice(0,o)).toLowerCase();if(!t.has(i))return null;
let l=o>0?Co(Ge(s.slice(o+1)),",",Na):new Map;return{command:i,properties:l,data:_a(e.slice(n+2)),form:"v2"}}function Pa(r,t){
let e=r.indexOf("##[");if(e<0)return null;let n=r.indexOf("]",e);if(n<0)return null;let s=r.slice(e+3,n),o=s.indexOf(" "),
i=(o<0?s:s.slice(0,o)).toLowerCase();if(!t.has(i))return null;let l=o>0?Co(s.slice(o+1),";",Ro):new Map;return{command:i,
properties:l,data:Ro(r.slice(n+1)),form:"legacy"}}function Co(r,t,e){let n=new Map;for(let s of r.split(t)){let o=s.replace(
/^=+/,""),i=o.indexOf("=");if(i<0)continue;let l=o.slice(i+1).replace(/^=+/,"");l!==""&&n.set(o.slice(0,i).toLowerCase(),
e(l))}return n}var le=class{#t=null;#n=new Set(Ve);read(t){let e=qe(t,this.#n);if(this.#t===null)return e;let n=this.#t.
toLowerCase();return n===""||e?.command!==n?null:(this.#n.delete(n),this.#t=null,"resumed")}refuses(t){return Ea(t,this.#n)}stop(t){
this.#t=t,this.#n.add(t.toLowerCase())}};function Ea(r,t){let e=r.toLowerCase();return e===""||e==="pause-logging"||t.has(
e)}function Mo(r,t){return t===void 0?r:{...r,github:{...r.github,...t}}}var Aa=1024*1024,Ta=6,jn=4e3,$o=50,_a=r=>r.replace(
/%0D|%0A|%25/g,t=>({"%0D":"\r","%0A":`
`,"%25":"%"})[t]),Na=r=>r.replace(/%0D|%0A|%3A|%2C|%25/g,t=>({"%0D":"\r","%0A":`
`,"%3A":":","%2C":",","%25":"%"})[t]),Ro=r=>r.replace(/%3B|%0D|%0A|%5D|%25/g,t=>({"%3B":";","%0D":"\r","%0A":`
`,"%5D":"]","%25":"%"})[t]),Ke=class{#t=[];#n=new Set;#r=[];#e={outputs:[],env:[],path:[],failures:[]};#s=new Set;#o;#l;#a;constructor(t={}){
this.#o=t.allowUnsecureCommands??!1,this.#l=t.allowUnsecureStopCommandTokens??!1,this.#a=t.redact??(e=>e)}#u=0;#d={stdout:{
partial:"",overlong:!1},stderr:{partial:"",overlong:!1}};#c=new le;push(t,e="stdout"){let n=this.#d[e],s=t.split(/\r\n|\r|\n/),
o=s.pop();for(let i of s)n.overlong||this.#f(n.partial+i),n.partial="",n.overlong=!1;n.overlong||(n.partial+=o,n.partial.
length>Aa&&(n.partial="",n.overlong=!0))}get masks(){return this.#t}end(){for(let i of Object.values(this.#d))!i.overlong&&
i.partial!==""&&this.#f(i.partial),i.partial="";let t=[...this.#r];this.#u>0&&t.push({level:"warning",message:`${this.#u}\
 more annotation${this.#u===1?"":"s"} of this step not shown (at most ${$o})`});let{outputs:e,env:n,path:s,failures:o}=this.#e;
return{masks:[...this.#t],annotations:t,commands:{outputs:[...e],env:[...n],path:[...s],failures:[...o]}}}#g(t){this.#n.
has(t)||(this.#n.add(t),this.#t.push(t))}#f(t){let e=this.#c.read(t);if(e===null||e==="resumed")return;let{command:n,properties:s,
data:o}=e;switch(n){case"stop-commands":{let i=o;if(this.#l||!this.#c.refuses(i)){this.#c.stop(i),i.length>Ta&&this.#g(i);
return}this.#e.failures.push(`unable to process ::stop-commands::: you cannot use an endToken that is an empty string, t\
he string 'pause-logging', or another workflow command (this one is ${i===""?"empty":JSON.stringify(i)}); use a token of\
 your own, such as a random one, or opt into insecure command execution by setting ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TO\
KENS to true (see https://docs.github.com/actions/learn-github-actions/workflow-commands-for-github-actions#example-stop\
ping-and-starting-workflow-commands)`);return}case"add-mask":{let i=Ge(o);if(i==="")return;let l=i.split(/[\r\n]+/).map(
Ge);for(let a of[i,...l])a!==""&&this.#g(a);return}case"error":case"warning":case"notice":this.#b(n,s,o);return;case"set\
-output":case"save-state":case"set-env":case"add-path":this.#p(n,s,o)}}#p(t,e,n){let s=l=>this.#e.failures.push(`unable \
to process ::${t}::: ${l}`);if((t==="set-env"||t==="add-path")&&!this.#o){s(`the \`${t}\` command is disabled; write to ${t===
"set-env"?lt.env:lt.path} instead, or set ACTIONS_ALLOW_UNSECURE_COMMANDS to true (see https://github.blog/changelog/202\
0-10-01-github-actions-deprecating-set-env-and-add-path-commands/)`);return}if(t==="add-path"){n===""?s("the path is emp\
ty"):this.#e.path.push(n);return}let o=e.get("name");if(o===void 0||o===""){s(`required field 'name' is missing in the ${t}\
 command`);return}if(t==="set-env"){if(Eo.has(o.toUpperCase())){this.#r.push({level:"error",message:`can't update ${o} u\
sing ::set-env::`});return}this.#e.env.push([o,n]);return}if(t==="set-output"&&this.#e.outputs.push([o,n]),this.#s.has(t))
return;this.#s.add(t);let i=t==="set-output"?lt.output:lt.state;this.#r.push({level:"warning",message:`the \`${t}\` comma\
nd is deprecated and will be disabled soon; write to ${i} instead (see https://github.blog/changelog/2022-10-11-github-a\
ctions-deprecating-save-state-and-set-output-commands/)`})}#b(t,e,n){if(this.#r.length>=$o){this.#u+=1;return}let s=e.get(
"line"),o=e.get("file")?[e.get("file"),s,s&&e.get("col")].filter(Boolean).join(":"):"",i=e.get("title"),l=d=>Ca(this.#a(
d,this.#t).replace(/\r\n|\r|\n/g," ")),a=d=>d===void 0?null:l(d),u=d=>{let p=e.get(d)?.trim();return p!==void 0&&/^[1-9]\d{0,8}$/.
test(p)?Number(p):null},c=`${o?`${o}: `:""}${i?`${i}: `:""}${n}`;this.#r.push({level:t,message:l(c),place:{title:a(i),file:a(
e.get("file")),line:u("line"),end_line:u("endline"),col:u("col"),end_column:u("endcolumn")}})}};function jo(r,t){if(t.length===
0)return r;let e=new Set(t);return r.replace(/[^\r\n]+/g,n=>Lo(n,s=>e.has(Ge(s))))}function Fn(r){return Lo(r,()=>!0)}var Oo=/(?=::add-mask[ :]|##\[add-mask[ \]])/i;
function Lo(r,t){return Oo.test(r)?r.split(Oo).map(e=>{let n=qe(e);return n?.command!=="add-mask"||!t(n.data)?e:n.form===
"v2"?`${e.slice(0,10)}::***`:`${e.slice(0,11)}]***`}).join(""):r}function Ca(r){return r.length>jn?`${r.slice(0,jn)}\u2026 (${r.
length-jn} more characters)`:r}function Fo(r,t){let e=[],n=Dn(r.map(o=>Do(o.container)));n.length>0&&e.push({level:"warning",message:`container: ${n.join(
", ")} ${n.length===1?"is":"are"} not started: baton runs the job's steps on this machine, not in a container`});let s=Dn(
r.flatMap(o=>Ma(o.services)));if(s.length>0){let o=s.length===1;e.push({level:"warning",message:`services: ${s.join(", ")}\
 ${o?"is":"are"} not started: baton starts no containers, and the job's steps run on this machine without ${o?"it":"them"}`})}
for(let o of["Windows","macOS"]){if(o===t)continue;let i=Dn(r.map(l=>ja(l.runsOn)===o?In(l.runsOn):null));i.length!==0&&
e.push(o==="Windows"?{level:"warning",message:`runs-on: ${i.join(", ")}: runs here, on ${t}, with this machine's shells \
(bash by default, where a Windows runner's is pwsh; shell: cmd and powershell fail here)`}:{level:"info",message:`runs-o\
n: ${i.join(", ")}: runs here, on ${t}, with this machine's shells and tools (bash by default, as on macOS)`})}return e}
function Do(r){let t=typeof r=="string"?r:Ye(r)&&typeof r.image=="string"?r.image:null;return t===null||t.trim()===""?null:
t}function Ma(r){return typeof r=="string"?r.trim()===""?[]:[r]:Ye(r)?Object.entries(r).flatMap(([t,e])=>Do(e)===null?[]:
[t]):[]}function ja(r){for(let t of Io(r)){let e=t.trim().toLowerCase();if(e==="windows"||e.startsWith("windows-"))return"\
Windows";if(e==="macos"||e.startsWith("macos-"))return"macOS"}return null}function Io(r){return typeof r=="string"?[r]:Array.
isArray(r)?r.filter(t=>typeof t=="string"):Ye(r)?Io(r.labels):[]}function In(r){return Array.isArray(r)?`[${r.map(In).join(
", ")}]`:Ye(r)?`{ ${Object.entries(r).map(([t,e])=>`${t}: ${In(e)}`).join(", ")} }`:String(r)}function Xe(r){switch(r.kind){case"\
literal":return r.value;case"expression":return r.text;case"sequence":return r.items.map(Xe);case"mapping":return Object.
fromEntries(r.entries.map(({key:t,value:e})=>[t,Xe(e)]))}}function Dn(r){return[...new Set(r.filter(t=>t!==null))]}function Ye(r){
return typeof r=="object"&&r!==null&&!Array.isArray(r)}var La="ACTIONS_STEP_DEBUG";function Wo(r,t){let e=s=>Object.entries(s).find(([o])=>o.toUpperCase()===La)?.[1];return(e(
r)??e(t))?.trim().toLowerCase()==="true"}function Uo(r,t){return{os:r.os,arch:r.arch,name:"baton-local",environment:"sel\
f-hosted",tool_cache:r.toolCache,temp:t,workspace:r.workspaceParent,...r.debug?{debug:"1"}:{}}}function Ho(r){return Object.
fromEntries(Object.entries(r).map(([t,e])=>[`RUNNER_${t.toUpperCase()}`,e]))}var ue=class{#t;#n=0;#r=[];constructor(t){this.#t=Math.max(1,Math.floor(t))}async acquire(){this.#n<this.#t?this.#n+=1:await new Promise(
e=>this.#r.push(e));let t=!1;return()=>{if(t)return;t=!0;let e=this.#r.shift();e?e():this.#n-=1}}async run(t){let e=await this.
acquire();try{return await t()}finally{e()}}get active(){return this.#n}};function Jo(r,t,e="timeout-minutes"){let n=Os(r,e);if("problem"in n)throw new v("timeout-invalid",`${t}: ${n.problem}`);
return n.minutes}function ce(r){return`${r} minute${r===1?"":"s"}`}var Fa=5,Da=2**31-1,Ia=6e4;function Un(r,t,e){return setTimeout(
e,Math.min(r*t,Da))}function Ze(r,t,e){return{"fail-fast":r.failFast,"job-index":t,"job-total":e,"max-parallel":r.maxParallel??
e}}async function Ko(r,t,e){if(!Es(r))throw new Dt("executePlan accepts only a Plan made by buildPlan");return new Hn(r,
t,e).run()}var Hn=class{#t;#n;#r;#e;#s;#o;#l;#a=new Map;#u=[];#d;#c;#g;#f=new Map;#p;#b;#w;#$=new Map;#y=new Map;#R=new Map;#T=new Map;#v;#x=new Map;#m;#O=new Map;#C=new Map;constructor(t,e,n){
this.#t=t,this.#n=e,this.#r=e.expressions,this.#e=n,this.#s=new ue(n.concurrency),this.#o=n.signal??new AbortController().
signal,this.#l=n.cancel??new AbortController().signal,Wn(0,this.#o,this.#l),this.#d=t.workflow.jobs.map(s=>s.id),this.#c=
new Map(t.jobs.map(s=>[s.id,s])),this.#m=new Map(t.stageMatrices),this.#v=new Set(t.expanded.map(s=>s.id.toLowerCase()));
for(let s of t.legIds.values())for(let o of s)this.#v.add(o.toLowerCase());this.#p=Object.values(n.secrets).filter(s=>s!==
""),this.#b=Wo(n.secrets,t.vars),this.#w=n.minuteMs??Ia,this.#g={inputs:t.inputs,secrets:n.secrets,env:{},envFailure:null,
namePrefix:"",cancel:this.#l}}async run(){let t=this.#n.now();this.#i({type:"run-started",run:this.#e.runId,workflow:this.#t.
workflow.name??this.#t.workflow.fileName,jobs:this.#t.jobs.map(o=>({id:o.id,needs:o.needs,legs:o.legs===null?null:o.instances===
null?this.#t.legIds.get(o.id)??null:o.instances.flatMap(i=>this.#t.legIds.get(i.id)??[])}))}),this.#g.envFailure=this.#M(),
await this.#E(this.#t.jobs.filter(o=>o.calledBy===null));let e=await this.#n.settle?.()??null;e!==null&&this.#i({type:"n\
otice",level:"error",job:null,leg:null,message:e});let n=this.#t.jobs.map(o=>{let i=this.#C.get(o.id);return{...this.#a.
get(o.id),legResults:this.#O.get(o.id)??[],...i===void 0?{}:{skipReason:i}}}),s=this.#F()?"cancelled":e!==null||n.some(o=>o.
result==="failure")?"failure":n.some(o=>o.result==="cancelled")?"cancelled":"success";return this.#i({type:"run-finished",
run:this.#e.runId,status:s,duration_ms:Qe(t,this.#n.now())}),{status:s,reason:e,jobs:n,stages:this.#u}}#M(){try{return this.#g.
env=Rt(this.#r,this.#t.workflow.env,(t,e)=>({contexts:this.#P(null),where:this.#h(e,`env.${t}`)})),null}catch(t){return st(
t)}}#S(t){return t?.calledBy?this.#f.get(t.calledBy)??this.#g:this.#g}#P(t){let e=this.#S(t);return{github:this.#e.github,
inputs:e.inputs,vars:this.#t.vars,secrets:e.secrets}}async#E(t){let e=new Map;for(let n of t)e.set(n.id,(async()=>{await Promise.
all(n.needs.map(s=>e.get(s))),this.#a.set(n.id,n.call===null?await this.#W(n):await this.#_(n))})());await Promise.all(e.
values())}async#_(t){let e=t.call;if(this.#e.reuse?.has(t.id)){for(let s of e.jobs){let o=this.#c.get(s);this.#a.set(s,o.
call===null?await this.#W(o):await this.#_(o))}return this.#W(t)}let n=await this.#j(t);return this.#y.has(t.id)||this.#B(
e.jobs,n),n}async#j(t){let e=this.#V(t);if(!("contexts"in e))return this.#L(t,t.id,`its calling job ${t.id} did not run \
(${e.result})`),e;let{contexts:n}=e,s,o,i;try{s=t.legs??this.#Y(t,n),i=this.#Z(t,n),o=this.#t.legIds.get(t.id)??xn(t.id,
s,this.#v),t.legs===null&&this.#st(t,o)}catch(l){let a=this.#U(t,st(l));return this.#L(t,t.id,`its calling job ${t.id} f\
ailed before the call started`),a}return t.legs===null&&this.#i({type:"job-legs",job:t.id,legs:o}),this.#K(t,s,o,i,n,{pooled:!1,
outputsOf:l=>l.result==="success"},(l,a,u,c)=>this.#ot(t,l,a,u,s.length,i,n,c))}#st(t,e){if(e.length<2)return;let n=s=>{
for(let o of s){let i=this.#c.get(o),l=i.instances===null?i.stages?.[0]:void 0;if(l!==void 0){let a=o.slice((this.#y.get(
t.id)??t.id).length);throw new v("stage-duplicate",`jobs.${t.job.id}: ${Ms(l,o,e.map(u=>`${u}${a}`))}`,{where:Q(t.workflow.
fileName,t.job.position)})}n(i.call?.jobs??[])}};n(this.#c.get(this.#y.get(t.id)??t.id)?.call?.jobs??[])}async#ot(t,e,n,s,o,i,l,a){
let u=t.call,c=u.workflow.call,d=t.workflow.fileName,p=u.workflow.fileName,f=this.#n.now(),g=this.#S(t),h=Object.keys(e).
length>0,k={...l,matrix:ie(e),strategy:Ze(i,s,o)},m,w=null;try{if(g.envFailure)throw new v("expression-invalid",g.envFailure);
let x=Br(this.#r,t.job,c,(S,N)=>({contexts:{...k,secrets:{}},where:this.#h(N,`jobs.${t.job.id}.with.${S}`,d)})),E;try{E=
Gr(c,x,u.path)}catch(S){throw S instanceof v?new v(S.code,`jobs.${t.job.id}: ${S.message}`,{where:Q(d,t.job.uses?.position??
t.job.position)}):S}let O=t.job.secrets==="inherit"?g.secrets:Rt(this.#r,t.job.secrets,(S,N)=>({contexts:k,where:this.#h(
N,`jobs.${t.job.id}.secrets.${S}`,d)})),U=[...new Set(Object.values(O))].filter(S=>S!==""&&!this.#p.includes(S));this.#p.
push(...U),U.length>0&&this.#n.addSecrets?.(U);for(let[S,N]of Object.entries(O))!U.includes(N)||N.length>=Lt.minSecretLength||
this.#i({type:"notice",level:"warning",job:t.id,leg:n,message:`secret ${S} passed to ${u.path} is shorter than ${Lt.minSecretLength}\
 characters, so it is not redacted: it will appear wherever a step or agent prints it (a value that short would blank ou\
t ordinary words)`});w=this.#rt(t,h?e:null,k);let q=w??`${g.namePrefix}${t.job.id}${h?zo(e):""}`;m={inputs:E,secrets:O,env:{},
envFailure:null,namePrefix:`${q} / `,cancel:AbortSignal.any([g.cancel,a])},Wn(0,m.cancel);try{m.env=Rt(this.#r,u.workflow.
env,(S,N)=>({contexts:{github:this.#e.github,inputs:E,vars:this.#t.vars,secrets:O},where:this.#h(N,`env.${S}`,p)}))}catch(S){
m.envFailure=st(S)}}catch(x){let E=st(x);return this.#i({type:"notice",level:"error",job:t.id,leg:n,message:E}),this.#i(
{type:"job-finished",job:t.id,leg:n,result:"failure",duration_ms:0,reason:E}),this.#L(t,n,`its calling job ${n} failed b\
efore the call started`),{result:"failure",outputs:{},stages:[]}}this.#f.set(n,m),this.#i({type:"job-started",job:t.id,leg:n,
name:w,matrix:h?e:null});let y=this.#z(t,n);await this.#E(y);let $=y.map(x=>this.#a.get(x.id)).filter(x=>x!==void 0),M=$.
some(x=>x.result==="failure")?"failure":$.some(x=>x.result==="cancelled")||this.#o.aborted?"cancelled":"success",_={};try{
let x=Object.fromEntries(y.map(E=>{let O=this.#a.get(E.id);return[oe(E.id),{result:O?.result??"skipped",outputs:O?.outputs??
{}}]}));_=Rt(this.#r,c.outputs,(E,O)=>({contexts:{github:this.#e.github,inputs:m.inputs,vars:this.#t.vars,jobs:x},where:this.#h(
O,`on.workflow_call.outputs.${E}.value`,p)}))}catch(x){M==="success"&&(M="failure"),this.#i({type:"notice",level:"error",
job:t.id,leg:n,message:st(x)})}return this.#G(_,t.id,n),this.#i({type:"job-finished",job:t.id,leg:n,result:M,duration_ms:Qe(
f,this.#n.now())}),{result:M,outputs:_,stages:$.flatMap(x=>x.stages)}}#z(t,e){let n=this.#y.get(t.id)??t.id,s=this.#T.get(
t.id),o=`${n}/`,i=l=>l.startsWith(o)?`${e}/${l.slice(o.length)}`:s?s(l):l;return(this.#c.get(n)?.call?.jobs??[]).map(l=>{
let a=this.#c.get(l),u=i(l);if(this.#R.set(l,[...this.#R.get(l)??[],u]),u===l)return a;let c={...a,id:u,calledBy:e,needs:a.
needs.map(i),upstream:a.upstream.map(i),stageUpstream:a.stageUpstream.map(i),call:a.call&&{...a.call,jobs:a.call.jobs.map(
i)},stages:a.instances?.find(d=>d.id===u)?.stages??null};return this.#c.set(u,c),this.#y.set(u,l),this.#T.set(u,i),c})}#L(t,e,n){
for(let s of this.#z(t,e))this.#i({type:"job-skipped",job:s.id,result:"skipped",reason:n}),this.#a.set(s.id,{id:s.id,result:"\
skipped",outputs:{},stages:[],legs:[]}),s.call!==null&&this.#L(s,s.id,`its calling job ${s.id} did not run (skipped)`)}#B(t,e){
for(let n of t){let s=this.#c.get(n),o=(this.#R.get(n)??[]).map(i=>this.#a.get(i));if(o.length===0){let i=`its calling j\
ob ${s.calledBy} did not run (${e.result})`;this.#i({type:"job-skipped",job:n,result:"skipped",reason:i}),this.#a.set(n,
{id:n,result:"skipped",outputs:{},stages:[],legs:[]})}else(o.length>1||o[0]?.id!==n)&&this.#a.set(n,{id:n,result:Bo(o.map(
i=>i.result)),outputs:{},stages:o.flatMap(i=>i.stages),legs:o.flatMap(i=>i.legs)});s.call!==null&&this.#B(s.call.jobs,this.#a.
get(n))}}#G(t,e,n){for(let[s,o]of Object.entries(t))Ne(o,this.#p)&&(delete t[s],this.#i({type:"notice",level:"warning",job:e,
leg:n,message:`skipped output ${s}, since it may contain a secret (as GitHub does): needs.${oe(e)}.outputs.${s} is empty`}))}#F(t){
return(t?this.#D(t):this.#l).aborted||this.#o.aborted}#D(t){return this.#S(t).cancel}#I(t){let e=this.#D(t).reason;return this.#l.
aborted||typeof e!="string"?"the run was cancelled":e}#h(t,e,n=this.#t.workflow.fileName){return t?Q(n,t.position):e}async#W(t){
let e=this.#e.reuse?.get(t.id);if(e){for(let p of e.legs)this.#v.add(p.toLowerCase());this.#i({type:"notice",level:"info",
job:t.id,leg:null,message:"reusing the stored result of this job"});let d=e.legResults??e.legs.map(p=>({leg:p,result:e.result}));
d.length===0&&(e.result==="skipped"||e.result==="cancelled")&&this.#i({type:"job-skipped",job:t.id,result:e.result,reason:e.
skipReason??`${e.result} in the run replayed`});for(let{leg:p,result:f,reason:g,durationMs:h,failedStep:k}of d)this.#i({
type:"job-finished",job:t.id,leg:p,result:f,duration_ms:h??0,...g===void 0?{}:{reason:g},reused:!0,...k===void 0?{}:{failed_step:k}});
return e}let n=this.#V(t);if(!("contexts"in n))return n;let{needs:s,contexts:o}=n,i=d=>this.#U(t,d),l=this.#S(t).envFailure;
if(l)return i(l);let a,u;try{a=t.legs??this.#Y(t,o),u=this.#Z(t,o)}catch(d){return i(st(d))}let c=this.#t.legIds.get(t.id)??
xn(t.id,a,this.#v);t.legs===null&&(this.#i({type:"job-legs",job:t.id,legs:c}),this.#ht(t,a,o));for(let d of this.#it(t,a,
u,o))this.#N(t.id,null,d.level,d.message);return this.#K(t,a,c,u,o,{pooled:!0,outputsOf:()=>!0},(d,p,f,g)=>this.#ct(t,d,
p,f,a.length,u,s,g))}async#K(t,e,n,s,o,i,l){let a=new AbortController;Wn(0,a.signal);let u=this.#D(t),c=u.aborted,d,p=()=>{
if(d===void 0)try{d=Oe(this.#r,t.job.if,{contexts:o,status:this.#H(t),where:Q(t.workflow.fileName,t.job.if.position??t.job.
position)})}catch{d=!1}return d},f=s.maxParallel?new ue(s.maxParallel):null,g=[],h=await Promise.all(e.map(async(m,w)=>{
let y=n[w],$=async()=>{if(this.#o.aborted||u.aborted&&!c&&!p()||a.signal.aborted){let O=a.signal.aborted?"fail-fast: ano\
ther leg of its matrix failed before it started":`${this.#I(t)} before it started`;return this.#i({type:"job-finished",job:t.
id,leg:y,result:"cancelled",duration_ms:0,reason:O}),{result:"cancelled",outputs:{},stages:[]}}let x=await l(m,y,w,a.signal);
if(x.result!=="failure")return x;let E={...o,matrix:ie(m),strategy:Ze(s,w,e.length)};return this.#J(t.job,E,t.id,y,!1,t.
workflow.fileName)?{...x,result:this.#nt(t.id,y)}:(s.failFast&&e.length>1&&a.abort(`fail-fast: another leg of ${t.call===
null?"its matrix":`the call ${t.id}`} failed`),x)},M=()=>f?f.run($):$(),_=await(i.pooled?this.#s.run(M):M());return g.push(
_),_})),k={};for(let m of g.filter(i.outputsOf))for(let[w,y]of Object.entries(m.outputs))(y!==""||!(w in k))&&(k[w]=y);return{
id:t.id,result:Bo(h.map(m=>m.result)),outputs:k,stages:h.flatMap(m=>m.stages),legs:n}}#it(t,e,n,s){let{runsOn:o,container:i,
services:l}=t.job;if(o===null&&i===null&&l===null)return[];let a=(c,d)=>{if(c===null)return null;try{return Wt(this.#r,c,
{contexts:d})}catch{return Xe(c)}},u=e.map((c,d)=>{let p={...s,matrix:ie(c),strategy:Ze(n,d,e.length)};return{runsOn:a(o,
p),container:a(i,p),services:a(l,p)}});return Fo(u,this.#e.runner.os)}#N(t,e,n,s){let o=this.#A(t),i=this.#$.get(o)??new Set;
this.#$.set(o,i),!i.has(s)&&(i.add(s),this.#i({type:"notice",level:n,job:t,leg:e,message:s}))}#at(){let t=this.#e.github;
return{repository:typeof t.repository=="string"?t.repository:"",refs:["sha","ref","ref_name","head_ref"].flatMap(e=>{let n=t[e];
return typeof n=="string"&&n!==""?[n]:[]}),workspace:this.#e.runner.workspace}}#lt(t,e){let n=l=>{let a=Object.entries(t.
with).find(([u])=>u.toLowerCase()===l);return a?$t(this.#r,a[1],e(a[1],`with.${a[0]}`)):""},[s,o,i]=So.map(n);return{repository:s,
path:o,ref:i}}#V(t){let e=(i,l)=>(this.#i({type:"job-skipped",job:t.id,result:i,reason:l}),{id:t.id,result:i,outputs:{},
stages:[],legs:[]});if(this.#o.aborted)return e("cancelled","the run was cancelled");if(t.skip!==null)return e("skipped",
t.skip);let n=this.#q(t),s={...this.#P(t),needs:n},o;try{o=Oe(this.#r,t.job.if,{contexts:s,status:this.#H(t),where:Q(t.workflow.
fileName,t.job.if.position??t.job.position)})}catch(i){return this.#U(t,st(i))}if(!o&&this.#F(t))return e("cancelled",this.#I(
t));if(!o){let i=t.job.if.text,a=(i===null||t.job.if.implicitSuccess===!0)&&!this.#H(t).success([])?`${this.#ut(t)}${i===
null?"":` (an if: without a status function, such as if: ${i}, means success() && (\u2026))`}`:`if: ${i} was false`;return e(
"skipped",a)}return{needs:n,contexts:s}}#U(t,e){this.#i({type:"notice",level:"error",job:t.id,leg:null,message:e}),this.#i(
{type:"job-finished",job:t.id,leg:t.id,result:"failure",duration_ms:0,reason:e});let n={...this.#P(t),needs:this.#q(t)},
s=this.#J(t.job,n,t.id,t.id,!1,t.workflow.fileName)?this.#nt(t.id,t.id):"failure";return{id:t.id,result:s,outputs:{},stages:[],
legs:[t.id]}}#q(t){let e={};for(let n of t.needs){let s=this.#a.get(n);s&&(e[oe(n)]={result:s.result,outputs:s.outputs})}
return e}#X(t,e){let n=t.id.slice(0,t.id.length-t.job.id.length);return zr(e.length>0?e.map(s=>`${n}${s}`):t.upstream,s=>this.#c.
get(s)?.call)}#ut(t){let e={failure:"failed",skipped:"was skipped",cancelled:"was cancelled"},n=this.#X(t,[]).flatMap(i=>{
let l=this.#a.get(i)?.result;return l===void 0||l==="success"?[]:[{id:i,said:`${i} ${e[l]}`}]});if(n.length===0)return"a\
 job it needs did not succeed";let s=n.map(i=>i.said).join(", "),o=new Set(t.needs);return n.every(i=>o.has(i.id))?`a jo\
b it needs did not succeed: ${s}`:`a job upstream did not succeed: ${s} (success() counts every job before this one, not\
 only those in needs:)`}#H(t){let e=s=>this.#a.get(s)?.result,n=s=>this.#X(t,s);return{success:s=>!this.#F(t)&&n(s).every(
o=>e(o)==="success"),failure:s=>n(s).some(o=>e(o)==="failure"),cancelled:()=>this.#F(t)}}#Y(t,e){let n=_s(t.job.strategy);
if(!n)return[{}];let s=i=>Q(t.workflow.fileName,i),o=Ns(this.#r,n,e,s);return cs(t.id,o,s(n.position),this.#p,{recordsStages:t.
recordsStages}),o}#Z(t,e){let n=t.job.strategy;if(n?.kind!=="mapping")return{failFast:!0,maxParallel:null};let s=Q(t.workflow.
fileName,n.position),o=n.entries.find(u=>u.key==="fail-fast")?.value,i=n.entries.find(u=>u.key==="max-parallel")?.value,
l=o?Wt(this.#r,o,{contexts:e,where:s}):!0,a=i?Number(Wt(this.#r,i,{contexts:e,where:s})):null;return{failFast:l!==!1&&l!==
"false",maxParallel:a!==null&&Number.isFinite(a)&&a>0?a:null}}async#ct(...t){let e=this.#n.legTemp,n=e?await e.open(t[2]):
this.#e.runner.temp;try{return await this.#dt(n,...t)}finally{await e?.close(n)}}async#dt(t,...[e,n,s,o,i,l,a,u]){let c=this.#n.
now(),d=Object.keys(n).length>0,p=e.workflow,f=p.fileName,g=new AbortController,h=AbortSignal.any([this.#o,g.signal]),k=null,
m=[],w=Fa,y={...this.#e.github,job:e.job.id,...this.#n.eventPath?{event_path:this.#n.eventPath(t)}:{}},$=ie(n),M=Uo({...this.#e.
runner,debug:this.#b},t),_=Ja(y,M,this.#e.runner.workspace),x="success",E=e.job.stageWorkflow?{}:{...this.#S(e).env},O=[],
U={},q=[],S=()=>({...this.#P(e),github:y,needs:a,matrix:$,strategy:Ze(l,o,i),runner:M,env:E,steps:U,job:{status:x}});this.#i(
{type:"job-started",job:e.id,leg:s,name:this.#rt(e,d?n:null,S()),matrix:d?n:null});let N={success:()=>x==="success"&&!this.#o.
aborted,failure:()=>x==="failure",cancelled:()=>this.#o.aborted||x==="cancelled"},P=null,F=new Set,L=j=>(F.add(j),()=>F.
delete(j)),V=j=>{if(P!==null||h.aborted)return;P=j,x="cancelled";let T=w;m.push(Un(T,this.#w,()=>g.abort(`the job was ca\
ncelled (${j}) and its steps did not finish within its cancel-timeout-minutes (${ce(T)})`))),k&&!this.#tt(k.step,S(),N,e.
id,s,f)&&k.abort.abort(j);for(let H of[...F])H(j)},D=()=>V("fail-fast: another leg of its matrix failed"),b=this.#D(e),R=()=>V(
this.#I(e)),I=null,K={shell:null,workingDirectory:null,shellAt:null};try{E={...E,...Rt(this.#r,e.job.env,(vt,z)=>({contexts:S(),
where:this.#h(z,`jobs.${e.job.id}.env.${vt}`,f)}))};let[j,T]=e.job.defaults!==null?[e.job.defaults,`jobs.${e.job.id}.def\
aults.run`]:[p.defaults,"defaults.run"],H=(vt,z)=>{let yt=j?.[vt]??null;if(yt===null)return null;let Mt=this.#h(yt,`${T}\
.${z}`,f),Yt=$t(this.#r,yt,{contexts:S(),where:Mt});return Yt===""?null:{text:Yt,at:Mt}},ct=H("shell","shell");if(K={shell:ct?.
text??null,shellAt:ct?.at??null,workingDirectory:H("workingDirectory","working-directory")?.text??null},e.job.cancelTimeoutMinutes&&
(w=Jo(Wt(this.#r,e.job.cancelTimeoutMinutes,{contexts:S()}),Q(f,e.job.cancelTimeoutMinutes.position),"cancel-timeout-min\
utes")),e.job.timeoutMinutes){let vt=Q(f,e.job.timeoutMinutes.position),z=Jo(Wt(this.#r,e.job.timeoutMinutes,{contexts:S()}),
vt);m.push(Un(z,this.#w,()=>{let yt=`the job exceeded its timeout-minutes (${ce(z)})`;P===null&&!h.aborted&&this.#i({type:"\
notice",level:"error",job:e.id,leg:s,message:`${vt}: jobs.${e.id}${d?` (${s})`:""} was cancelled: ${yt}; steps whose if:\
 holds when a job is cancelled (always(), cancelled()) still run`}),V(yt)}))}}catch(j){I=st(j)}if(I)x="failure",this.#i(
{type:"notice",level:"error",job:e.id,leg:s,message:I});else{u.aborted?D():u.addEventListener("abort",D,{once:!0}),b.aborted||
b.addEventListener("abort",R,{once:!0});for(let j of e.steps){if(h.aborted)break;let T=new AbortController;k={step:j.step,
abort:T};let H=await this.#Q(e,j,s,n,d,{contexts:S,stepStatus:N,defaults:_,env:()=>E,path:()=>O,signal:AbortSignal.any([
h,T.signal]),kill:h,onCancel:L},{file:f,runDefaults:K,inComposite:null});k=null,H.envAdded&&(E={...E,...H.envAdded}),H.pathAdded.
length>0&&(O=[...H.pathAdded,...O]),j.step.id&&(U={...U,[j.step.id]:{outputs:H.outputs,outcome:H.outcome,conclusion:H.conclusion}}),
q.push(...H.stages),H.conclusion==="failure"&&P===null&&(x="failure")}}u.removeEventListener("abort",D),b.removeEventListener(
"abort",R);for(let j of m)clearTimeout(j);let X={},gt=null;try{X=Rt(this.#r,e.job.outputs,(j,T)=>({contexts:S(),where:this.#h(
T,`jobs.${e.job.id}.outputs.${j}`,f)}))}catch(j){x="failure",gt=st(j),this.#i({type:"notice",level:"error",job:e.id,leg:s,
message:gt})}this.#G(X,e.id,s);let W=this.#o.aborted||g.signal.aborted?"cancelled":x,A=W==="failure"?I??gt:null;return this.#i(
{type:"job-finished",job:e.id,leg:s,result:W,duration_ms:Qe(c,this.#n.now()),...A===null?{}:{reason:A}}),{result:W,outputs:X,
stages:q}}async#Q(t,e,n,s,o,i,l){let{step:a,action:u}=e,c=l.file,d=this.#n.now(),p=a.action??a.id??"__run",f=D=>{let b=i.
contexts();return{...b,github:{...b.github,action:p},env:D}},g={},h=null;try{g=Rt(this.#r,a.env,(D,b)=>({contexts:f(i.env()),
where:this.#h(b,`env.${D}`,c),...this.#k()}))}catch(D){h=st(D)}let k=this.#gt(a,f({...i.env(),...g})),m=l.inComposite?`${l.
inComposite.name} \u203A ${k}`:k,w=l.inComposite?.index??a.index,y={job:t.id,leg:n,step:w,name:m},$=D=>{l.inComposite||this.#i(
D)},M=(D,b,R,I={})=>{let K=D==="failure"?I.outputTail??null:null;return $({type:"step-finished",...y,outcome:D,conclusion:b,
duration_ms:Qe(d,this.#n.now()),message:R,...K===null?{}:{output_tail:K}}),{outcome:D,conclusion:b,message:R,outputTail:K,
outputs:I.outputs??{},envAdded:I.envAdded??null,pathAdded:I.pathAdded??[],stages:I.stages??[]}},_;try{if(h!==null)throw new v(
"expression-invalid",h);_=this.#et(a,f({...i.env(),...g}),i.stepStatus,c)}catch(D){return $({type:"step-started",...y}),
{...M("failure","failure",st(D)),notEvaluated:!0}}if(!_)return $({type:"step-finished",...y,outcome:"skipped",conclusion:"\
skipped",duration_ms:0,message:null}),{outcome:"skipped",conclusion:"skipped",message:null,outputTail:null,outputs:{},envAdded:null,
pathAdded:[],stages:[]};$({type:"step-started",...y});let x="success",E=null,O=null,U={},q=null,S=[],N=[],P={...i.defaults,
GITHUB_ACTION:p},F=i.signal,L;try{let D={...i.env(),...g},b=()=>f(D),R=null,I=Q(c,a.timeoutMinutes?.position??a.position);
if(a.timeoutMinutes){let W=null;try{let A=Wt(this.#r,a.timeoutMinutes,{contexts:b(),where:I,...this.#k()}),j=Ps(A);j===null?
W=Rs(A):R=j.minutes}catch(A){W=A instanceof v?A.message:st(A)}W!==null&&this.#i({type:"notice",level:"warning",job:t.id,
leg:n,message:`${I}: step ${w+1} (${m}): an error occurred when attempting to determine the step timeout: ${W}; the step\
 runs without a timeout, as on GitHub`})}if(R!==null){let W=new AbortController;F=AbortSignal.any([i.signal,W.signal]);let A={
minutes:R,up:!1,timer:void 0};A.timer=Un(R,this.#w,()=>{F.aborted||(A.up=!0,this.#i({type:"notice",level:"warning",job:t.
id,leg:n,message:`${I}: step ${w+1} (${m}) exceeded its timeout-minutes (${ce(R)}): stopping it`}),W.abort(`the step exc\
eeded its timeout-minutes (${ce(R)})`))}),L=A}let K=u.kind==="run"?await this.#n.createStepFiles?.():void 0,X=(W,A)=>({contexts:Mo(
b(),K),where:this.#h(W,A,c),...this.#k()}),gt=a.workingDirectory!==null?$t(this.#r,a.workingDirectory,X(a.workingDirectory,
"working-directory")):l.runDefaults.workingDirectory;switch(u.kind){case"run":{let W=$t(this.#r,a.run,X(a.run,"run")),A=a.
shell!==null?$t(this.#r,a.shell,X(a.shell,"shell")):l.runDefaults.shell,j=fs(A);if(j!==null&&this.#e.runner.os!=="Window\
s")throw new v("shell-unavailable",ps(j,this.#e.runner.os),{where:a.shell?Q(c,a.shell.position):l.runDefaults.shellAt??c});
let T=await this.#n.runScript({job:this.#A(t.id),leg:n,step:w,name:m,script:W,shell:A,workingDirectory:gt,defaults:P,env:D,
path:i.path(),files:K,signal:F,kill:i.kill});for(let z of T.masks??[])this.#p.includes(z)||this.#p.push(z);for(let z of T.
annotations??[])this.#i({type:"notice",level:z.level==="notice"?"info":z.level,job:t.id,leg:n,message:`step ${w+1}: ${z.
message}`,...z.place?{annotation:{step:w+1,...z.place}}:{}});let H=T.commands??{outputs:[],env:[],path:[],failures:[]};U=
Object.fromEntries([...H.outputs,...Ln(T.files.output,lt.output)]);let ct=Ao(T.files.env,lt.env);for(let z of ct.refused)
this.#i({type:"notice",level:"error",job:t.id,leg:n,message:`step ${w+1}: ${z}`});let vt=[...H.env,...ct.pairs];vt.length>
0&&(q=Object.fromEntries(vt)),S=[...To(T.files.path),...[...H.path].reverse()],T.summaryBytes!==void 0?this.#i({type:"no\
tice",level:"error",job:t.id,leg:n,message:`step ${w+1}: ${Po(T.summaryBytes)}`}):T.files.summary.trim()!==""&&this.#n.summary?.(
this.#A(t.id),n,T.files.summary);for(let z of H.failures)this.#i({type:"notice",level:"error",job:t.id,leg:n,message:`st\
ep ${w+1}: ${z}`});T.exitCode===0&&H.failures.length>0&&(x="failure",E=H.failures.join("; ")),T.exitCode!==0&&(x=i.signal.
aborted?"cancelled":"failure",E=T.exitCode===null?`ended by ${T.signal??"a signal"}`:`exited with code ${T.exitCode}`,F.
aborted&&typeof F.reason=="string"&&(E+=`: ${F.reason}`)),T.output!==void 0&&(O=Ha(T.output));break}case"baton":{let W=Rt(
this.#r,a.with,(j,T)=>X(T,`with.${j}`)),A=await this.#n.runAction({action:u.action,job:this.#A(t.id),leg:n,step:w,stepId:a.
id,matrix:o?s:null,inputs:W,defaults:P,env:D,path:i.path(),workingDirectory:gt,upstream:this.#pt(t),needsFacts:this.#t.needsFacts.
get(t.id),jobIds:this.#d,secrets:this.#p,stageJob:oe(t.id),signal:F});U=A.outputs,Object.keys(A.env).length>0&&(q=A.env),
A.summary.trim()!==""&&this.#n.summary?.(this.#A(t.id),n,A.summary);for(let{warnings:j=[],...T}of A.recorded){this.#u.push(
{job:this.#A(t.id),leg:n,...T}),N.includes(T.stage)||N.push(T.stage),this.#i({type:"stage-recorded",job:t.id,leg:n,...T});
for(let H of j)this.#i(za(t.id,n,T,H))}A.ok||(x=i.signal.aborted?"cancelled":"failure",E=A.message);break}case"noop":{let W=u.
action==="checkout"?ko(a.uses?.text??"actions/checkout",this.#lt(a,X),this.#at()):null;W!==null&&this.#N(t.id,n,"warning",
W),E=W??`${a.uses?.text}: no-op here (${u.reason})`;break}case"local":{let W=this.#n.loadAction?await this.#n.loadAction(
u.path):null;if(W?.kind!=="composite"){let j=`${u.path} ${W?`is a ${W.using} action, which`:""} cannot run locally; step\
 skipped`.replace("  "," ");return this.#N(t.id,n,"warning",j),M("skipped","skipped",j)}let A=await this.#ft(t,n,s,o,W,{
uses:u.path,depth:(l.inComposite?.depth??0)+1,index:w,name:m,with:Rt(this.#r,a.with,(j,T)=>X(T,`with.${j}`)),contexts:b,
stepStatus:i.stepStatus,defaults:P,env:D,overrides:g,path:i.path(),signal:F,kill:i.kill,onCancel:i.onCancel});U=A.outputs,
Object.keys(A.envAdded).length>0&&(q=A.envAdded),S=A.pathAdded,N.push(...A.stages),A.outcome!=="success"&&(x=A.outcome,E=
A.message,O=A.outputTail);break}case"skip":return this.#N(t.id,n,"warning",u.notice),M("skipped","skipped",u.notice);default:
fn(u,"step action")}}catch(D){x=i.signal.aborted?"cancelled":"failure",E=st(D),D instanceof v||this.#i({type:"notice",level:"\
error",job:t.id,leg:n,message:`internal error: ${E}`})}L&&(clearTimeout(L.timer),L.up&&!i.signal.aborted&&(x="failure",E=
`${Q(c,a.timeoutMinutes?.position??a.position)}: the step timed out after ${ce(L.minutes)} (timeout-minutes)`));let V=x;
return x==="failure"&&this.#J(a,i.contexts(),t.id,n,!0,c)&&(V="success"),M(x,V,E,{outputs:U,envAdded:q,pathAdded:S,stages:N,
outputTail:O})}async#ft(t,e,n,s,o,i){if(i.depth-1>Pn)throw new v("action-invalid",`${i.uses}: composite action depth exc\
eeded max depth ${Pn}, as on GitHub (does it use itself?)`,{where:o.file});let l=o.directory,a=i.contexts(),u={...a.github,
action_path:l},c=Object.fromEntries(Object.entries(i.with).map(([S,N])=>[S.toLowerCase(),N])),d={...c},p=new Set(o.inputs.
map(S=>S.id.toLowerCase())),f=Object.keys(c).filter(S=>!p.has(S));f.length>0&&this.#N(t.id,e,"warning",`step ${i.index+1}\
: unexpected input(s) ${f.map(S=>`'${S}'`).join(", ")} of ${i.uses}, valid inputs are [${[...p].map(S=>`'${S}'`).join(",\
 ")}]`);for(let S of o.inputs){let N=S.id.toLowerCase();Object.hasOwn(c,N)?d[N]=c[N]:S.default?d[N]=$t(this.#r,S.default,
{contexts:{...a,github:u},where:this.#h(S.default,`inputs.${S.id}.default`,o.file),...this.#k()}):d[N]=""}let g={...i.env},
h=[...i.path],k={},m=[],w={},y=null,$=[],M=()=>({...i.contexts(),github:{...u,action_status:y===null?"success":"failure"},
inputs:d,steps:w,env:g}),_={success:()=>y===null&&!i.stepStatus.cancelled(),failure:()=>y!==null,cancelled:()=>i.stepStatus.
cancelled()},x={...i.defaults,GITHUB_ACTION_PATH:l};for(let S of o.steps){if(i.signal.aborted)break;let N=new AbortController,
P=i.onCancel(L=>{this.#tt(S,M(),_,t.id,e,o.file)||N.abort(L)}),F;try{F=await this.#Q(t,{step:S,action:Wr(S)},e,n,s,{contexts:M,
stepStatus:_,defaults:x,env:()=>g,path:()=>h,signal:AbortSignal.any([i.signal,N.signal]),kill:i.kill,onCancel:i.onCancel},
{file:o.file,runDefaults:{shell:null,workingDirectory:null,shellAt:null},inComposite:{index:i.index,name:i.name,depth:i.
depth}})}finally{P()}if(F.envAdded&&(g={...g,...F.envAdded,...i.overrides},Object.assign(k,F.envAdded)),F.pathAdded.length>
0&&(h=[...F.pathAdded,...h],m.unshift(...F.pathAdded)),S.id&&(w={...w,[S.id]:{outputs:F.outputs,outcome:F.outcome,conclusion:F.
conclusion}}),$.push(...F.stages),F.conclusion!=="success"&&F.conclusion!=="skipped"&&y===null&&(y=F),F.notEvaluated)break}
let E={},O=null;try{E=Rt(this.#r,Object.fromEntries(o.outputs.flatMap(S=>S.value?[[S.id,S.value]]:[])),(S,N)=>({contexts:M(),
where:this.#h(N,`outputs.${S}.value`,o.file),...this.#k()}))}catch(S){O=st(S)}let U=i.signal.aborted?"cancelled":y!==null?
y.conclusion:O!==null?"failure":"success",q=y?`${i.uses}: ${y.message??y.conclusion}`:O!==null?`${i.uses}: ${O}`:null;return{
outcome:U,message:q,outputTail:y?.outputTail??null,outputs:E,envAdded:k,pathAdded:m,stages:$}}#tt(t,e,n,s,o,i=this.#t.workflow.
fileName){try{return this.#et(t,e,n,i)}catch(l){return this.#i({type:"notice",level:"error",job:s,leg:o,message:`${st(l)}\
; the step is stopped with its cancelled job`}),!1}}#et(t,e,n,s=this.#t.workflow.fileName){return Oe(this.#r,t.if,{contexts:e,
status:n,where:Q(s,t.if.position??t.position),...this.#k()})}#k(){return this.#n.host?{host:this.#n.host}:{}}#nt(t,e){return this.#i(
{type:"notice",level:"warning",job:t,leg:e,message:"failed, and the job has continue-on-error: the jobs that need it see\
 success, and the run does not fail for it"}),"success"}#J(t,e,n,s,o=!1,i=this.#t.workflow.fileName){let l=t.continueOnError;
if(typeof l=="boolean")return l;let a;try{let u=$t(this.#r,l,{contexts:e,where:this.#h(l,"continue-on-error",i),...o?this.#k():
{}});if(u==="true"||u==="false")return u==="true";a=`${this.#h(l,"continue-on-error",i)}: continue-on-error must be true\
 or false, got ${JSON.stringify(u)}; the failure stands`}catch(u){a=`${st(u)}; the failure stands (continue-on-error)`}return this.#i(
{type:"notice",level:"error",job:n,leg:s,message:a}),!1}#pt(t){let e=this.#c;return Us(t.stageUpstream,n=>(e.has(n)?js(e.
get(n),e):[n]).flatMap(s=>[e.get(s)?.stages,this.#x.get(s),this.#a.get(s)?.stages]),{shownJob:n=>this.#A(n),matrixOf:n=>this.#m.
get(n),placeOf:Ts(this.#t,t)})}#ht(t,e,n){let s=Cs(this.#r,t,e,n,this.#p);if(s!==null){this.#x.set(t.id,s.map(({stage:o})=>o));
for(let{stage:o,leg:i}of s)Object.keys(i).length>0&&this.#m.set(o,i)}}#rt(t,e,n){let s=t.job.name,o=t.calledBy===null?"":
this.#S(t).namePrefix;if(!s&&o==="")return null;let i=t.job.id,l=!1;if(s){try{i=$t(this.#r,s,{contexts:n,...this.#k()})}catch{
i=s.text}l=s.expression!==null&&this.#r.facts(s.expression).paths.some(a=>a[0]==="matrix")}return e&&!l&&(i+=zo(e)),Fn(`${o}${i}`)}#gt(t,e){
return Fn(this.#mt(t,e))}#mt(t,e){if(t.name)try{return $t(this.#r,t.name,{contexts:e,...this.#k()})}catch{return t.name.
text}if(t.uses)return`Run ${t.uses.text}`;let n=t.run?.text??"";if(t.run)try{n=$t(this.#r,t.run,{contexts:e,...this.#k()})}catch{}
return`Run ${n.trimStart().split(/\r|\n/)[0]?.trim()??""}`}#i(t){let e=this.#n.now().toISOString(),n="job"in t&&t.job!==
null?this.#y.get(t.job):void 0,s;if(n===void 0)s={...t,at:e};else if(t.type==="job-skipped")s={...t,type:"job-finished",
job:n,leg:t.job,duration_ms:0,at:e};else if(t.type==="notice"&&t.leg===null)s={...t,job:n,leg:t.job,at:e};else if(t.type!==
"job-legs")s={...t,job:n,at:e};else return;if(s.type==="job-skipped")this.#C.set(s.job,s.reason);else if(s.type==="job-f\
inished"){let o=this.#O.get(s.job)??[];o.push({leg:s.leg,result:s.result,...s.reason===void 0?{}:{reason:s.reason}}),this.#O.
set(s.job,o)}this.#n.emit(s)}#A(t){return this.#y.get(t)??t}};function Wa(r){return typeof r=="string"?r:JSON.stringify(
r)}function zo(r){return` (${Object.values(r).map(Wa).join(", ")})`}function Bo(r){return r.includes("failure")?"failure":
r.includes("cancelled")?"cancelled":r.every(t=>t==="skipped")?"skipped":"success"}var Go={lines:10,bytes:2048},Ua=new Set(
["error","warning","notice"]);function Ha(r){let t=[],e=new le;for(let n of r.split(/\r?\n/)){let s=jr(n),o=e.read(s);if(o===
"resumed")continue;if(o===null){t.push(s);continue}let{command:i,data:l}=o;i==="stop-commands"?e.stop(l):Ua.has(i)?t.push(
`${i[0].toUpperCase()}${i.slice(1)}: ${l}`):i==="group"&&t.push(l)}return hr(t.join(`
`),Go.lines,Go.bytes)}function Ja(r,t,e){let n=o=>String(r[o]??""),s=o=>r[o]===void 0?{}:{[`GITHUB_${o.toUpperCase()}`]:n(
o)};return{...s("event_path"),...s("actor_id"),...s("repository_id"),...s("repository_owner_id"),...s("ref_protected"),...s(
"retention_days"),GITHUB_ACTIONS:"true",GITHUB_WORKFLOW:n("workflow"),GITHUB_WORKFLOW_REF:n("workflow_ref"),GITHUB_WORKFLOW_SHA:n(
"workflow_sha"),GITHUB_RUN_ID:n("run_id"),GITHUB_RUN_NUMBER:n("run_number"),GITHUB_RUN_ATTEMPT:n("run_attempt"),GITHUB_JOB:n(
"job"),GITHUB_REPOSITORY:n("repository"),GITHUB_REPOSITORY_OWNER:n("repository_owner"),GITHUB_SHA:n("sha"),GITHUB_REF:n(
"ref"),GITHUB_REF_NAME:n("ref_name"),GITHUB_REF_TYPE:n("ref_type"),GITHUB_HEAD_REF:n("head_ref"),GITHUB_BASE_REF:n("base\
_ref"),GITHUB_EVENT_NAME:n("event_name"),GITHUB_ACTOR:n("actor"),GITHUB_TRIGGERING_ACTOR:n("triggering_actor"),GITHUB_SERVER_URL:n(
"server_url"),GITHUB_API_URL:n("api_url"),GITHUB_GRAPHQL_URL:n("graphql_url"),GITHUB_WORKSPACE:e,...Ho(t)}}function za(r,t,e,n){
let{stage:s,attempt:o}=e,i=`stage ${s}${o>1?` attempt ${o}`:""}`;return{type:"notice",level:"warning",job:r,leg:t,message:`${i}\
: ${n.path==="$"?n.message:Vt(n)}`,problem:{stage:s,attempt:o,code:n.code,path:n.path}}}function st(r){return r instanceof
v?r.where?`${r.where}: ${r.message}`:r.message:r instanceof Error?r.message:String(r)}function Qe(r,t){return Math.max(0,
Math.round(t.getTime()-r.getTime()))}function Vo(r,t,e,n){let s=c=>c!==void 0&&c!=="*"&&c!=="GITHUB_TOKEN"&&!e.has(c),o=c=>{if(c[0]==="github")return c[1]===
"token"&&c.length===2;if(c[0]==="vars")return c[1]!==void 0&&c[1]!=="*"&&!n.has(c[1].toUpperCase());if(c[0]!=="secrets")
return!1;let d=c[1]?.toUpperCase();return d==="GITHUB_TOKEN"?!e.has(d):s(d)},i=c=>c==="other"||c.some(d=>!o(d)),l=new Map,
a=c=>{if(c===null||c.expression===null)return;let d=t.facts(c.expression);d.paths.forEach((p,f)=>{let g=p[0]==="secrets"?
p[1]?.toUpperCase():void 0;if(!s(g))return;let h=i(d.fallbacks[f]??[]),k=l.get(g);k===void 0?l.set(g,{name:g,where:Q(r.fileName,
c.position),fallsBack:h}):k.fallsBack&&!h&&l.set(g,{name:g,where:Q(r.fileName,c.position),fallsBack:h})})},u=c=>{for(let d of Object.
values(c))a(d)};u(r.env);for(let c of r.jobs){u(c.env),c.secrets!=="inherit"&&u(c.secrets);for(let d of c.steps)u(d.env),
u(d.with),a(d.run)}return[...l.values()]}var Ba=["[skip ci]","[ci skip]","[no ci]","[skip actions]","[actions skip]"],Ga=["skip-checks: true","skip-checks:true"],
Ka=/^(?:[A-Za-z0-9][A-Za-z0-9-]*:|\s+\S)/;function qo(r){let t=Ba.find(a=>r.includes(a));if(t!==void 0)return{kind:"inst\
ruction",text:t};let e=r.trimEnd().split(/\r?\n/),n=e.at(-1)??"",s=Ga.find(a=>a===n);if(s===void 0)return null;let o=a=>a!==
void 0&&a.trim()==="",i=e.length-1;for(;i>0&&!o(e[i-1]);)i--;return e.slice(i).every(a=>Ka.test(a))&&o(e[i-1])&&o(e[i-2])?
{kind:"trailer",text:s}:null}function Xo(r,t,e,n=!1,s){return Va(r,t,e,n)??qa(r,t,e,s)}function Va(r,t,e,n){let s=r.on[t];if(s===null||typeof s!="obj\
ect"||Array.isArray(s))return null;let o=s,i=Le(o.types),l=e.action;if(i!==null&&i.length>0&&typeof l=="string"&&!i.includes(
l))return`the event's action ${l} is none of on.${t}.types (${i.join(", ")}): GitHub would not run this workflow for it`;
if(t==="push"){let a=typeof e.ref=="string"?e.ref:"";return a.startsWith("refs/tags/")?Jn(o,"push","tags","branches",a.slice(
10),"tag"):a.startsWith("refs/heads/")?Jn(o,"push","branches","tags",a.slice(11),"branch"):null}if((t==="pull_request"||
t==="pull_request_target")&&!n){let a=e.pull_request?.base?.ref;return typeof a=="string"?Jn(o,t,"branches",null,a,"base\
 branch"):null}return null}function qa(r,t,e,n){if(!Object.hasOwn(r.on,t))return null;let s,o;if(t==="push")s=e.head_commit?.
message,o="the push's head commit";else if(t==="pull_request"){let a=e.pull_request?.head?.sha;if(n===void 0||a!==n.sha)
return null;s=n.message,o=`the pull request's head commit (${n.sha.slice(0,7)}, HEAD here)`}else return null;let i=typeof s==
"string"?qo(s):null;if(i===null)return null;let l=i.kind==="trailer"?`ends with the trailer ${i.text}`:`holds ${i.text}`;
return`${o} message ${l}: GitHub would not run this workflow for it`}function Jn(r,t,e,n,s,o){let i=Le(r[e]),l=Le(r[`${e}\
-ignore`]),a="GitHub would not run this workflow for it";return i!==null?Ss(s,i)?null:`the ${o} ${s} matches none of on.${t}\
.${e} (${i.join(", ")}): ${a}`:l!==null?ks(s,l)?null:`the ${o} ${s} matches on.${t}.${e}-ignore (${l.join(", ")}): ${a}`:
n!==null&&(r[n]!==void 0||r[`${n}-ignore`]!==void 0)?`on.${t} filters ${n} only, so a push of a ${o} (${s}) does not sta\
rt it: ${a}`:null}var Xa=new TextEncoder,Ya=new TextDecoder("utf-8",{ignoreBOM:!0}),de=class{#t;#n;#r;#e=new Map;constructor(t){this.#t=t}async put(t){
let e=await this.#l(),n=await this.#t.put(t),s={stage:n.stage,attempt:n.attempt,runAttempt:n.runAttempt},o=e.get(n.stage)??
[];o.some(l=>Te(l,s)===0)||o.push(s),o.sort(Te),e.set(n.stage,o);let i={record:JSON.parse(Zr(t.record)),prompt:Ya.decode(
Xa.encode(t.prompt)),handoff:JSON.parse(Qr(t.handoff)),recordSha256:n.recordSha256};return this.#e.set(Yo(s),Promise.resolve(
i)),n}get(t){return this.#s(e=>{let n=e.get(t)?.at(-1);return n===void 0?Promise.resolve(void 0):this.#o(n)})}getAttempt(t,e,n=1){
return this.#s(s=>{let o=s.get(t)?.find(i=>i.attempt===e&&i.runAttempt===n);return o?this.#o(o):Promise.resolve(void 0)})}#s(t){
return this.#r?t(this.#r):this.#l().then(t)}#o(t){let e=Yo(t),n=this.#e.get(e);return n||(n=this.#t.getAttempt(t.stage,t.
attempt,t.runAttempt),n.catch(()=>this.#e.delete(e)),this.#e.set(e,n)),n}async list(){return[...(await this.#l()).values()].
flat().sort(_e)}#l(){return this.#n??=this.#t.list().then(t=>{let e=new Map;for(let{stage:n,attempt:s,runAttempt:o}of t)
e.set(n,[...e.get(n)??[],{stage:n,attempt:s,runAttempt:o}]);for(let n of e.values())n.sort(Te);return this.#r=e,e}),this.#n}};
function Yo(r){return`${r.stage}\0${r.runAttempt}\0${r.attempt}`}var Et=At(Qt(),1);var tn=class{path;#t;#n;#r=null;#e=!1;constructor(t){this.path=t,this.#t=(0,Et.openSync)(t,"a",420),this.#n=(0,Et.fstatSync)(
this.#t).size}write(t){if(this.#r!==null||this.#e)return;let e=Buffer.from(`${JSON.stringify(t)}
`);try{for(let n=0;n<e.length;)n+=(0,Et.writeSync)(this.#t,e,n,e.length-n);this.#n+=e.length}catch(n){try{(0,Et.ftruncateSync)(
this.#t,this.#n)}catch{}this.#r=ae(this.path,"the run's events",n)}}get failure(){return this.#r}close(){this.#e||(this.#e=
!0,(0,Et.closeSync)(this.#t))}};var Ei=At(Ee(),1),J=At(Qt(),1);import{appendFile as Mu,mkdtemp as ju,open as Ai,readFile as Lu,rm as Fu,writeFile as Du}from"node:fs/promises";
import{delimiter as Iu,dirname as Wu,join as kt,relative as Uu,resolve as Hu}from"node:path";var Zo=65536,fe=4096,Za=/^\s*(?:[A-Za-z0-9+/=]*|[A-Za-z][A-Za-z0-9-]*: .*)\s*$/;function Qa(r){let t=Lr(r);return!vn(r)&&
!vn(t)&&!Za.test(t)}var en=class{#t;#n;#r=new Map;constructor(t,e){this.#t=t,this.#n=e}push(t,e="stdout"){let n=this.#e(
e),s=n.partial+t,o=s.endsWith("\r")?s.length-1:s.length,i=s.slice(0,o).split(/\r\n|\r|\n/);n.partial=(i.pop()??"")+s.slice(
o);for(let l of i)this.#s(n,l);n.partial.length>Zo&&(n.overlong||(this.#o(n,n.partial.slice(0,fe)),n.overlong=!0),n.inKey=
Ut(n.partial,n.inKey),n.partial=n.partial.slice(-fe))}flush(){for(let t of this.#r.values())t.overlong||this.#o(t,t.partial.
replace(/\r$/,"").slice(0,fe))}end(){for(let t of this.#r.values())t.partial!==""&&this.#s(t,t.partial),t.partial="",this.#o(
t,"")}#e(t){let e=this.#r.get(t);return e||(e={partial:"",held:null,previous:"",inKey:!1,overlong:!1},this.#r.set(t,e)),
e}#s(t,e){if(e.length>Zo&&!t.overlong&&(this.#o(t,e.slice(0,fe)),t.overlong=!0),t.overlong){t.overlong=!1,t.inKey=Ut(e,t.
inKey),t.previous=t.inKey?"":e.slice(-fe);return}if(t.inKey&&Qa(e)&&(t.inKey=!1),t.inKey||us(e)){t.inKey||this.#o(t,""),
t.inKey=Ut(e,t.inKey),t.previous=t.inKey?"":e;return}this.#o(t,e),t.held=e}#o(t,e){let n=t.held;if(t.held=null,n===null)
return;let s=rt(`${t.previous}
${n}
${e}`,this.#t()),o=s.text.split(`
`),i=o.length===3?o[1]??"":Sr(s.redactions[0]?.kind??"secret-value");t.previous=n,i.trim()!==""&&this.#n(i)}};var Qo=["comment","summary","both"],tl=/^[A-Za-z0-9_.-]{1,64}$/;function Bn(r){let t=(r[Z.mode]??"").trim()||"both";if(!Qo.
includes(t))throw new v("input-invalid",`must be one of ${Qo.join(", ")}; got "${t}"`,{where:Z.mode});return t}function Gn(r,t){
let e=Bn(r),n=(r[Z.key]??"").trim()||Vs;if(!tl.test(n))throw new v("input-invalid",`must be 1 to 64 letters, digits, '.'\
, '_' or '-' (it names the sticky comment); got "${n}"`,{where:Z.key});let s=nl(r[Z.includeDetail]??"",Z.includeDetail,!1),
o=null;if(e!=="summary"){let i=(r[Z.issueNumber]??"").trim();if(i!==""){if(!/^[1-9]\d{0,9}$/.test(i))throw new v("input-\
invalid",`must be the number of an issue or pull request, like 42; got "${i}"`,{where:Z.issueNumber});o=Number(i)}else if(o=
el(t.payload),o===null)throw new v("issue-number-missing",`there is no issue or pull request to comment on: the triggeri\
ng event (${t.name||"unknown"}) is not about one. Set the issue-number input, or use mode: summary`,{where:Z.issueNumber})}
return{mode:e,key:n,includeDetail:s,issueNumber:o}}function el(r){let t=pe(r);if(!t)return null;let e=zn(pe(t.pull_request)?.
number)??zn(pe(t.issue)?.number);if(e!==null)return e;for(let n of["workflow_run","check_run","check_suite"]){let s=pe(t[n])?.
pull_requests;if(Array.isArray(s)&&s.length===1){let o=zn(pe(s[0])?.number);if(o!==null)return o}}return null}function nl(r,t,e){let n=r.trim();if(n==="")return e;if(["true","True","TRUE"].includes(n))return!0;if(["false","False",
"FALSE"].includes(n))return!1;throw new v("input-invalid",`must be true or false; got "${n}"`,{where:t})}function pe(r){
return r!==null&&typeof r=="object"&&!Array.isArray(r)?r:null}function zn(r){return typeof r=="number"&&Number.isInteger(
r)&&r>0?r:null}var rl={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\u274C"};function ti(r){let{record:t,handoff:e}=r,
n=l=>Ks(l,r)||" ",s=[["status",`${t.status} (${t.outcome.reason})`],["attempt",String(t.attempt)],["exit code",t.agent.exit_code===
null?"none":String(t.agent.exit_code)],["duration",`${(t.agent.duration_ms/1e3).toFixed(1)} s`],["handoff",t.present&&t.
digests.handoff?`present, sha256 ${t.digests.handoff.slice(0,12)}`:"none"]];e?.next&&s.push(["next",e.next.stage]),r.notStored!==
void 0?s.push(["artifact","not stored"]):r.artifactName&&s.push(["artifact",r.artifactName]);let o=[];o.push([`### ${rl[t.
status]} baton stage \`${t.stage}\``,"","| | |","|---|---|",...s.map(([l,a])=>`| ${l} | ${n(a)} |`)].join(`
`)),r.notStored!==void 0&&o.push(`${Gs(sl(r.notStored),r)}. No later stage can read this record or its handoff; it is sh\
own here only.`),t.outcome.message&&o.push(Tn(t.outcome.message,r)),e&&o.push(["#### Summary","",Tn(e.summary,r)].join(`\

`));let i=Object.entries(e?.data??{});return i.length>0&&o.push(["#### Data","","| key | value |","|---|---|",...i.map(([
l,a])=>`| ${n(l)} | ${n(a)} |`)].join(`
`)),t.problems.length>0&&o.push(["#### Problems","","| severity | code | where | message |","|---|---|---|---|",...t.problems.
map(l=>`| ${l.severity} | ${n(l.code)} | ${n(l.path)} | ${n(l.message)} |`)].join(`
`)),ol(o,r.notStored===void 0?r.artifactName:void 0)}function sl(r){return r.charAt(0).toUpperCase()+r.slice(1)}function ol(r,t){
let e=`_Cut to fit the step summary; the full record is in ${t?`artifact ${t}`:"the stage record"}._`,n=bt.stepSummaryBytes-
pn(e)-4,s=[],o=0;for(let i of r){let l=pn(i)+2;if(o+l>n){s.push(e);break}s.push(i),o+=l}return`${s.join(`

`)}
`}function ei(r,t){return rt(r,t).redactions.length===0?r:`${Bs(r.trimEnd(),t)}
`}var Qn=At(Ee(),1),ht=At(Qt(),1);import{homedir as yu}from"node:os";import{dirname as ki,isAbsolute as bu,join as Su,resolve as er,
sep as sn}from"node:path";var ni=(r,t,e)=>{let n,s,o,i,l,a=e.indexOf(r),u=e.indexOf(t,a+1),c=a;if(a>=0&&u>0){if(r===t)return[a,u];for(n=[],o=e.length;c>=
0&&!l;){if(c===a)n.push(c),a=e.indexOf(r,c+1);else if(n.length===1){let d=n.pop();d!==void 0&&(l=[d,u])}else s=n.pop(),s!==
void 0&&s<o&&(o=s,i=u),u=e.indexOf(t,c+1);c=a<u&&a>=0?a:u}n.length&&i!==void 0&&(l=[o,i])}return l};var ri="\0SLASH"+Math.random().toFixed(16)+"\0",si="\0OPEN"+Math.random().toFixed(16)+"\0",nn="\0CLOSE"+Math.random().toFixed(
16)+"\0",oi="\0COMMA"+Math.random().toFixed(16)+"\0",ii="\0PERIOD"+Math.random().toFixed(16)+"\0",il=new RegExp(ri,"g"),
al=new RegExp(si,"g"),ll=new RegExp(nn,"g"),ul=new RegExp(oi,"g"),cl=new RegExp(ii,"g"),dl=/\\\\/g,fl=/\\{/g,pl=/\\}/g,hl=/\\,/g,
gl=/\\\./g,ml=1e5,wl=4e6,yl=1e3,bl=1e3,Sl=2e7,kl=16;function Kn(r){return isNaN(r)?r.charCodeAt(0):parseInt(r,10)}function vl(r){
return r.replace(dl,ri).replace(fl,si).replace(pl,nn).replace(hl,oi).replace(gl,ii)}function xl(r){return r.replace(il,"\
\\").replace(al,"{").replace(ll,"}").replace(ul,",").replace(cl,".")}function Vn(r,t){for(let e=0;e<t.length;e++)r.push(
t[e])}function ai(r,t,e){if(e.remaining<0)return;let n=ni("{","}",t),s=n!==void 0&&t.indexOf("{")<n[0];if(e.remaining-=n&&
!s?n[1]+1:r.length,!(!n||e.remaining<0))return{end:n[1],pre:r.slice(0,n[0]),body:r.slice(n[0]+1,n[1]),post:r.slice(n[1]+
1),unmatched:s}}function $l(r,t){t.remaining-=r.length;let e=[];for(let o=0;o<r.length;o++){let i=r.charCodeAt(o);i===123?
e.push(o):i===125&&e.length&&e.pop()}let n="",s=0;for(let o=0;o<e.length;o++){let i=e[o];n+=r.slice(s,i)+"\0",s=i+1}return n+
r.slice(s)}function Rl(r,t){if(t.remaining-=r.length,t.remaining<0)return!1;let e=!1;for(let n=r.length-1;n>=0;n--){let s=r.
charCodeAt(n);if(s===125)e=!0;else if(s===10||s===13||s===8232||s===8233)e=!1;else if(s===44&&e&&r.charCodeAt(n+1)!==44)
return!0}return!1}function Ol(r,t){let e=[],n="";for(;;){let s=ai(r,r,t);if(t.remaining<0)return;if(!s){let u=r.split(",");
return u[0]=n+u[0],Vn(e,u),e}let{pre:o,body:i,post:l}=s,a=o.split(",");if(a[0]=n+a[0],a[a.length-1]+="{"+i+"}",!l.length)
return Vn(e,a),e;n=a.pop(),Vn(e,a),r=l}}function he(r,t){return r===void 0||isNaN(r)?t:r}function li(r,t={}){if(!r)return[];
let e=he(t.max,ml),n=he(t.maxLength,wl),s=he(t.maxDepth,yl),o=he(t.maxRewrites,bl),i=he(t.maxSteps,Sl);return r.slice(0,
2)==="{}"&&(r="\\{\\}"+r.slice(2)),qn(vl(r),e,n,s,0,o,{remaining:i},!0).map(xl)}function Pl(r){return"{"+r+"}"}function El(r){
return/^-?0\d/.test(r)}function Al(r,t){return r<=t}function Tl(r,t){return r>=t}function ge(r,t,e,n,s,o,i){let l=[],a=0,
u;t:for(let c=0;c<r.length;c++){let d=r[c]+t,p=e;o&&!d&&(u||(u=e.filter(f=>f)),p=u);for(let f=0;f<p.length;f++){if(l.length>=
n)break t;let g=d+p[f];if(a+g.length>s)break t;l.push(g),a+=g.length}}return i.remaining-=l.length,l}function _l(r,t,e,n,s){
let o=r.split(/\.\./),i=[];if(o[0]===void 0||o[1]===void 0)return i;let l=Kn(o[0]),a=Kn(o[1]),u=Math.max(o[0].length,o[1].
length),c=o.length===3&&o[2]!==void 0?Math.max(Math.abs(Kn(o[2])),1):1,d=Al;a<l&&(c*=-1,d=Tl);let f=o.some(El),g=f?u:1,h=0;
for(let k=l;d(k,a)&&i.length<e;k+=c){if(s.remaining-=g,s.remaining<0)return;let m;if(t)m=String.fromCharCode(k),m==="\\"&&
(m="");else if(m=String(k),f){let w=u-m.length;if(w>0){let y=new Array(w+1).join("0");k<0?m="-"+y+m.slice(1):m=y+m}}if(h+
m.length>n)break;i.push(m),h+=m.length}return i}function qn(r,t,e,n,s,o,i,l){if(i.remaining-=kl,s>n)return[r];let a=[""],
u=0,c=!1,d=!0,p=r;for(;;){let f=ai(r,p,i);if(!f)return ge(a,r,[""],t,e,c,i);f.unmatched&&(p=$l(p,i));let g=f.pre,h=()=>ge(
a,g+"{"+f.body+"}"+f.post,[""],t,e,c,i);if(/\$$/.test(g)){if(a=ge(a,g+"{"+f.body+"}",[""],t,e,c&&!f.post.length,i),d=!1,
!f.post.length)break;r=f.post,p=p.slice(f.end+1);continue}let k=/^-?\d+\.\.-?\d+(?:\.\.-?\d+)?$/.test(f.body),m=/^[a-zA-Z]\.\.[a-zA-Z](?:\.\.-?\d+)?$/.
test(f.body),w=k||m,y=f.body.indexOf(",")>=0;if(!w&&!y){if(u<o&&Rl(f.post,i)){u++,r=f.pre+"{"+f.body+nn+f.post,p=p.slice(
0,f.end)+nn+p.slice(f.end+1),l=!0;continue}return h()}d&&(c=l&&!w,d=!1);let $;if(w){if($=_l(f.body,m,t,e,i),!$)return h()}else{
let _=Ol(f.body,i);if(!_)return h();if(_.length===1&&_[0]!==void 0){if(_=qn(_[0],t,e,n,s+1,o,i,!1).map(Pl),i.remaining<0)
return h();if(_.length===1){let O=ge(a,g+_[0],[""],t,e,c&&!f.post.length,i);if(i.remaining<0)return h();if(a=O,!f.post.length)
break;r=f.post,p=p.slice(f.end+1);continue}}let x=c&&!f.post.length&&!g;for(let O=0;x&&O<a.length;O++)a[O]&&(x=!1);$=[];
let E=0;t:for(let O=0;O<_.length;O++){let U=qn(_[O],t,e,n,s+1,o,i,!1);if(i.remaining<0)return h();for(let q=0;q<U.length;q++){
let S=U[q];if(!(x&&!S)){if($.length>=t||E+S.length>e)break t;$.push(S),E+=S.length}}}}let M=ge(a,g,$,t,e,c&&!f.post.length,
i);if(i.remaining<0)return h();if(a=M,!f.post.length)break;r=f.post,p=p.slice(f.end+1)}return a}var me=r=>{if(typeof r!="string")throw new TypeError("invalid pattern");if(r.length>65536)throw new TypeError("pattern i\
s too long")};var Nl={"[:alnum:]":["\\p{L}\\p{Nl}\\p{Nd}",!0],"[:alpha:]":["\\p{L}\\p{Nl}",!0],"[:ascii:]":["\\x00-\\x7f",!1],"[:blank\
:]":["\\p{Zs}\\t",!0],"[:cntrl:]":["\\p{Cc}",!0],"[:digit:]":["\\p{Nd}",!0],"[:graph:]":["\\p{Z}\\p{C}",!0,!0],"[:lower:\
]":["\\p{Ll}",!0],"[:print:]":["\\p{C}",!0],"[:punct:]":["\\p{P}",!0],"[:space:]":["\\p{Z}\\t\\r\\n\\v\\f",!0],"[:upper:\
]":["\\p{Lu}",!0],"[:word:]":["\\p{L}\\p{Nl}\\p{Nd}\\p{Pc}",!0],"[:xdigit:]":["A-Fa-f0-9",!1]},we=r=>r.replace(/[[\]\\-]/g,
"\\$&"),Cl=r=>r.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),ui=r=>r.join(""),ci=(r,t)=>{let e=t;if(r.charAt(e)!=="[")throw new Error(
"not in a brace expression");let n=[],s=[],o=e+1,i=!1,l=!1,a=!1,u=!1,c=e,d="";t:for(;o<r.length;){let h=r.charAt(o);if((h===
"!"||h==="^")&&o===e+1){u=!0,o++;continue}if(h==="]"&&i&&!a){c=o+1;break}if(i=!0,h==="\\"&&!a){a=!0,o++;continue}if(h===
"["&&!a){for(let[k,[m,w,y]]of Object.entries(Nl))if(r.startsWith(k,o)){if(d)return["$.",!1,r.length-e,!0];o+=k.length,y?
s.push(m):n.push(m),l=l||w;continue t}}if(a=!1,d){h>d?n.push(we(d)+"-"+we(h)):h===d&&n.push(we(h)),d="",o++;continue}if(r.
startsWith("-]",o+1)){n.push(we(h+"-")),o+=2;continue}if(r.startsWith("-",o+1)){d=h,o+=2;continue}n.push(we(h)),o++}if(c<
o)return["",!1,0,!1];if(!n.length&&!s.length)return["$.",!1,r.length-e,!0];if(s.length===0&&n.length===1&&/^\\?.$/.test(
n[0])&&!u){let h=n[0].length===2?n[0].slice(-1):n[0];return[Cl(h),!1,c-e,!1]}let p="["+(u?"^":"")+ui(n)+"]",f="["+(u?"":
"^")+ui(s)+"]";return[n.length&&s.length?"("+p+"|"+f+")":n.length?p:f,l,c-e,!0]};var Ft=(r,{windowsPathsNoEscape:t=!1,magicalBraces:e=!0}={})=>e?t?r.replace(/\[([^/\\])\]/g,"$1"):r.replace(/((?!\\).|^)\[([^/\\])\]/g,
"$1$2").replace(/\\([^/])/g,"$1"):t?r.replace(/\[([^/\\{}])\]/g,"$1"):r.replace(/((?!\\).|^)\[([^/\\{}])\]/g,"$1$2").replace(
/\\([^/{}])/g,"$1");var pt,Ml=new Set(["!","?","+","*","@"]),Xn=r=>Ml.has(r),di=r=>Xn(r.type),jl=new Map([["!",["@"]],["?",["?","@"]],["@",[
"@"]],["*",["*","+","?","@"]],["+",["+","@"]]]),Ll=new Map([["!",["?"]],["@",["?"]],["+",["?","*"]]]),Fl=new Map([["!",[
"?","@"]],["?",["?","@"]],["@",["?","@"]],["*",["*","+","?","@"]],["+",["+","@","?","*"]]]),fi=new Map([["!",new Map([["\
!","@"]])],["?",new Map([["*","*"],["+","*"]])],["@",new Map([["!","!"],["?","?"],["@","@"],["*","*"],["+","+"]])],["+",
new Map([["?","*"],["*","*"]])]]),Dl="(?!(?:^|/)\\.\\.?(?:$|/))",rn="(?!\\.)",Il=new Set(["[","."]),Wl=new Set(["..","."]),
Ul=new Set("().*{}+?[]^$\\!"),Hl=r=>r.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),Yn="[^/]",pi=Yn+"*?",hi=Yn+"+?",Jl=0,Ht=class{type;#t;#n;#r=!1;#e=[];#s;#o;#l;#a=!1;#u;#d;#c=!1;id=++Jl;get depth(){
return(this.#s?.depth??-1)+1}[Symbol.for("nodejs.util.inspect.custom")](){return{"@@type":"AST",id:this.id,type:this.type,
root:this.#t.id,parent:this.#s?.id,depth:this.depth,partsLength:this.#e.length,parts:this.#e}}constructor(t,e,n={}){this.
type=t,t&&(this.#n=!0),this.#s=e,this.#t=this.#s?this.#s.#t:this,this.#u=this.#t===this?n:this.#t.#u,this.#l=this.#t===this?
[]:this.#t.#l,t==="!"&&!this.#t.#a&&this.#l.push(this),this.#o=this.#s?this.#s.#e.length:0}get hasMagic(){if(this.#n!==void 0)
return this.#n;for(let t of this.#e)if(typeof t!="string"&&(t.type||t.hasMagic))return this.#n=!0;return this.#n}toString(){
return this.#d!==void 0?this.#d:this.type?this.#d=this.type+"("+this.#e.map(t=>String(t)).join("|")+")":this.#d=this.#e.
map(t=>String(t)).join("")}#g(){if(this!==this.#t)throw new Error("should only call on root");if(this.#a)return this;this.
toString(),this.#a=!0;let t;for(;t=this.#l.pop();){if(t.type!=="!")continue;let e=t,n=e.#s;for(;n;){for(let s=e.#o+1;!n.
type&&s<n.#e.length;s++)for(let o of t.#e){if(typeof o=="string")throw new Error("string part in extglob AST??");o.copyIn(
n.#e[s])}e=n,n=e.#s}}return this}push(...t){for(let e of t)if(e!==""){if(typeof e!="string"&&!(e instanceof pt&&e.#s===this))
throw new Error("invalid part: "+e);this.#e.push(e)}}toJSON(){let t=this.type===null?this.#e.slice().map(e=>typeof e=="s\
tring"?e:e.toJSON()):[this.type,...this.#e.map(e=>e.toJSON())];return this.isStart()&&!this.type&&t.unshift([]),this.isEnd()&&
(this===this.#t||this.#t.#a&&this.#s?.type==="!")&&t.push({}),t}isStart(){if(this.#t===this)return!0;if(!this.#s?.isStart())
return!1;if(this.#o===0)return!0;let t=this.#s;for(let e=0;e<this.#o;e++){let n=t.#e[e];if(!(n instanceof pt&&n.type==="\
!"))return!1}return!0}isEnd(){if(this.#t===this||this.#s?.type==="!")return!0;if(!this.#s?.isEnd())return!1;if(!this.type)
return this.#s?.isEnd();let t=this.#s?this.#s.#e.length:0;return this.#o===t-1}copyIn(t){typeof t=="string"?this.push(t):
this.push(t.clone(this))}clone(t){let e=new pt(this.type,t);for(let n of this.#e)e.copyIn(n);return e}static#f(t,e,n,s,o){
let i=s.maxExtglobRecursion??2,l=!1,a=!1,u=-1,c=!1;if(e.type===null){let h=n,k="";for(;h<t.length;){let m=t.charAt(h++);
if(l||m==="\\"){l=!l,k+=m;continue}if(a){h===u+1?(m==="^"||m==="!")&&(c=!0):m==="]"&&!(h===u+2&&c)&&(a=!1),k+=m;continue}else if(m===
"["){a=!0,u=h,c=!1,k+=m;continue}if(!s.noext&&Xn(m)&&t.charAt(h)==="("&&o<=i){e.push(k),k="";let y=new pt(m,e);h=pt.#f(t,
y,h,s,o+1),e.push(y);continue}k+=m}return e.push(k),h}let d=n+1,p=new pt(null,e),f=[],g="";for(;d<t.length;){let h=t.charAt(
d++);if(l||h==="\\"){l=!l,g+=h;continue}if(a){d===u+1?(h==="^"||h==="!")&&(c=!0):h==="]"&&!(d===u+2&&c)&&(a=!1),g+=h;continue}else if(h===
"["){a=!0,u=d,c=!1,g+=h;continue}if(!s.noext&&Xn(h)&&t.charAt(d)==="("&&(o<=i||e&&e.#w(h))){let m=e&&e.#w(h)?0:1;p.push(
g),g="";let w=new pt(h,p);p.push(w),d=pt.#f(t,w,d,s,o+m);continue}if(h==="|"){p.push(g),g="",f.push(p),p=new pt(null,e);
continue}if(h===")")return g===""&&e.#e.length===0&&(e.#c=!0),p.push(g),g="",e.push(...f,p),d;g+=h}return e.type=null,e.#n=
void 0,e.#e=[t.substring(n-1)],d}#p(t){return this.#b(t,Ll)}#b(t,e=jl){if(!t||typeof t!="object"||t.type!==null||t.#e.length!==
1||this.type===null)return!1;let n=t.#e[0];return!n||typeof n!="object"||n.type===null?!1:this.#w(n.type,e)}#w(t,e=Fl){return!!e.
get(this.type)?.includes(t)}#$(t,e){let n=t.#e[0],s=new pt(null,n,this.options);s.#e.push(""),n.push(s),this.#y(t,e)}#y(t,e){
let n=t.#e[0];this.#e.splice(e,1,...n.#e);for(let s of n.#e)typeof s=="object"&&(s.#s=this);this.#d=void 0}#R(t){return!!fi.
get(this.type)?.has(t)}#T(t){if(!t||typeof t!="object"||t.type!==null||t.#e.length!==1||this.type===null||this.#e.length!==
1)return!1;let e=t.#e[0];return!e||typeof e!="object"||e.type===null?!1:this.#R(e.type)}#v(t){let e=fi.get(this.type),n=t.#e[0],
s=e?.get(n.type);if(!s)return!1;this.#e=n.#e;for(let o of this.#e)typeof o=="object"&&(o.#s=this);this.type=s,this.#d=void 0,
this.#c=!1}static fromGlob(t,e={}){let n=new pt(null,void 0,e);return pt.#f(t,n,0,e,0),n}toMMPattern(){if(this!==this.#t)
return this.#t.toMMPattern();let t=this.toString(),[e,n,s,o]=this.toRegExpSource();if(!(s||this.#n||this.#u.nocase&&!this.#u.
nocaseMagicOnly&&t.toUpperCase()!==t.toLowerCase()))return n;let l=(this.#u.nocase?"i":"")+(o?"u":"");return Object.assign(
new RegExp(`^${e}$`,l),{_src:e,_glob:t})}get options(){return this.#u}toRegExpSource(t){let e=t??!!this.#u.dot;if(this.#t===
this&&(this.#x(),this.#g()),!di(this)){let a=this.isStart()&&this.isEnd()&&!this.#e.some(f=>typeof f!="string"),u=this.#e.
map(f=>{let[g,h,k,m]=typeof f=="string"?pt.#O(f,this.#n,a):f.toRegExpSource(t);return this.#n=this.#n||k,this.#r=this.#r||
m,g}).join(""),c="";if(this.isStart()&&typeof this.#e[0]=="string"&&!(this.#e.length===1&&Wl.has(this.#e[0]))){let g=Il,
h=e&&g.has(u.charAt(0))||u.startsWith("\\.")&&g.has(u.charAt(2))||u.startsWith("\\.\\.")&&g.has(u.charAt(4)),k=!e&&!t&&g.
has(u.charAt(0));c=h?Dl:k?rn:""}let d="";return this.isEnd()&&this.#t.#a&&this.#s?.type==="!"&&(d="(?:$|\\/)"),[c+u+d,Ft(
u),this.#n=!!this.#n,this.#r]}let n=this.type==="*"||this.type==="+",s=this.type==="!"?"(?:(?!(?:":"(?:",o=this.#m(e);if(this.
isStart()&&this.isEnd()&&!o&&this.type!=="!"){let a=this.toString(),u=this;return u.#e=[a],u.type=null,u.#n=void 0,[a,Ft(
this.toString()),!1,!1]}let i=!n||t||e||!rn?"":this.#m(!0);i===o&&(i=""),i&&(o=`(?:${o})(?:${i})*?`);let l="";if(this.type===
"!"&&this.#c)l=(this.isStart()&&!e?rn:"")+hi;else{let a=this.type==="!"?"))"+(this.isStart()&&!e&&!t?rn:"")+pi+")":this.
type==="@"?")":this.type==="?"?")?":this.type==="+"&&i?")":this.type==="*"&&i?")?":`)${this.type}`;l=s+o+a}return[l,Ft(o),
this.#n=!!this.#n,this.#r]}#x(){if(di(this)){let t=0,e=!1;do{e=!0;for(let n=0;n<this.#e.length;n++){let s=this.#e[n];typeof s==
"object"&&(s.#x(),this.#b(s)?(e=!1,this.#y(s,n)):this.#p(s)?(e=!1,this.#$(s,n)):this.#T(s)&&(e=!1,this.#v(s)))}}while(!e&&
++t<10)}else for(let t of this.#e)typeof t=="object"&&t.#x();this.#d=void 0}#m(t){return this.#e.map(e=>{if(typeof e=="s\
tring")throw new Error("string type in extglob ast??");let[n,s,o,i]=e.toRegExpSource(t);return this.#r=this.#r||i,n}).filter(
e=>!(this.isStart()&&this.isEnd())||!!e).join("|")}static#O(t,e,n=!1){let s=!1,o="",i=!1,l=!1;for(let a=0;a<t.length;a++){
let u=t.charAt(a);if(s){s=!1,o+=(Ul.has(u)?"\\":"")+u;continue}if(u==="*"){if(l)continue;l=!0,o+=n&&/^[*]+$/.test(t)?hi:
pi,e=!0;continue}else l=!1;if(u==="\\"){a===t.length-1?o+="\\\\":s=!0;continue}if(u==="["){let[c,d,p,f]=ci(t,a);if(p){o+=
c,i=i||d,a+=p-1,e=e||f;continue}}if(u==="?"){o+=Yn,e=!0;continue}o+=Hl(u)}return[o,Ft(t),!!e,i]}};pt=Ht;var Zn=(r,{windowsPathsNoEscape:t=!1,magicalBraces:e=!1}={})=>e?t?r.replace(/[?*()[\]{}]/g,"[$&]"):r.replace(/[?*()[\]\\{}]/g,
"\\$&"):t?r.replace(/[?*()[\]]/g,"[$&]"):r.replace(/[?*()[\]\\]/g,"\\$&");var ut=(r,t,e={})=>(me(t),!e.nocomment&&t.charAt(0)==="#"?!1:new Ct(t,e).match(r)),zl=/^\*+([^+@!?*[(]*)$/,Bl=r=>t=>!t.startsWith(
".")&&t.endsWith(r),Gl=r=>t=>t.endsWith(r),Kl=r=>(r=r.toLowerCase(),t=>!t.startsWith(".")&&t.toLowerCase().endsWith(r)),
Vl=r=>(r=r.toLowerCase(),t=>t.toLowerCase().endsWith(r)),ql=/^\*+\.\*+$/,Xl=r=>!r.startsWith(".")&&r.includes("."),Yl=r=>r!==
"."&&r!==".."&&r.includes("."),Zl=/^\.\*+$/,Ql=r=>r!=="."&&r!==".."&&r.startsWith("."),tu=/^\*+$/,eu=r=>r.length!==0&&!r.
startsWith("."),nu=r=>r.length!==0&&r!=="."&&r!=="..",ru=/^\?+([^+@!?*[(]*)?$/,su=([r,t=""])=>{let e=wi([r]);return t?(t=
t.toLowerCase(),n=>e(n)&&n.toLowerCase().endsWith(t)):e},ou=([r,t=""])=>{let e=yi([r]);return t?(t=t.toLowerCase(),n=>e(
n)&&n.toLowerCase().endsWith(t)):e},iu=([r,t=""])=>{let e=yi([r]);return t?n=>e(n)&&n.endsWith(t):e},au=([r,t=""])=>{let e=wi(
[r]);return t?n=>e(n)&&n.endsWith(t):e},wi=([r])=>{let t=r.length;return e=>e.length===t&&!e.startsWith(".")},yi=([r])=>{
let t=r.length;return e=>e.length===t&&e!=="."&&e!==".."},bi=typeof process=="object"&&process?typeof process.env=="obje\
ct"&&process.env&&process.env.__MINIMATCH_TESTING_PLATFORM__||process.platform:"posix",gi={win32:{sep:"\\"},posix:{sep:"\
/"}},lu=bi==="win32"?gi.win32.sep:gi.posix.sep;ut.sep=lu;var ot=Symbol("globstar **");ut.GLOBSTAR=ot;var uu="[^/]",cu=uu+
"*?",du="(?:(?!(?:\\/|^)(?:\\.{1,2})($|\\/)).)*?",fu="(?:(?!(?:\\/|^)\\.).)*?",pu=(r,t={})=>e=>ut(e,r,t);ut.filter=pu;var St=(r,t={})=>Object.
assign({},r,t),hu=r=>{if(!r||typeof r!="object"||!Object.keys(r).length)return ut;let t=ut;return Object.assign((n,s,o={})=>t(
n,s,St(r,o)),{Minimatch:class extends t.Minimatch{constructor(s,o={}){super(s,St(r,o))}static defaults(s){return t.defaults(
St(r,s)).Minimatch}},AST:class extends t.AST{constructor(s,o,i={}){super(s,o,St(r,i))}static fromGlob(s,o={}){return t.AST.
fromGlob(s,St(r,o))}},unescape:(n,s={})=>t.unescape(n,St(r,s)),escape:(n,s={})=>t.escape(n,St(r,s)),filter:(n,s={})=>t.filter(
n,St(r,s)),defaults:n=>t.defaults(St(r,n)),makeRe:(n,s={})=>t.makeRe(n,St(r,s)),braceExpand:(n,s={})=>t.braceExpand(n,St(
r,s)),match:(n,s,o={})=>t.match(n,s,St(r,o)),sep:t.sep,GLOBSTAR:ot})};ut.defaults=hu;var Si=(r,t={})=>(me(r),t.nobrace||
!/\{(?:(?!\{).)*\}/.test(r)?[r]:li(r,{max:t.braceExpandMax}));ut.braceExpand=Si;var gu=(r,t={})=>new Ct(r,t).makeRe();ut.
makeRe=gu;var mu=(r,t,e={})=>{let n=new Ct(t,e);return r=r.filter(s=>n.match(s)),n.options.nonull&&!r.length&&r.push(t),
r};ut.match=mu;var mi=/[?*]|[+@!]\(.*?\)|\[|\]/,wu=r=>r.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),Ct=class{options;set;pattern;windowsPathsNoEscape;nonegate;negate;comment;empty;preserveMultipleSlashes;partial;globSet;globParts;nocase;isWindows;platform;windowsNoMagicRoot;maxGlobstarRecursion;regexp;constructor(t,e={}){
me(t),e=e||{},this.options=e,this.maxGlobstarRecursion=e.maxGlobstarRecursion??200,this.pattern=t,this.platform=e.platform||
bi,this.isWindows=this.platform==="win32";let n="allowWindowsEscape";this.windowsPathsNoEscape=!!e.windowsPathsNoEscape||
e[n]===!1,this.windowsPathsNoEscape&&(this.pattern=this.pattern.replace(/\\/g,"/")),this.preserveMultipleSlashes=!!e.preserveMultipleSlashes,
this.regexp=null,this.negate=!1,this.nonegate=!!e.nonegate,this.comment=!1,this.empty=!1,this.partial=!!e.partial,this.nocase=
!!this.options.nocase,this.windowsNoMagicRoot=e.windowsNoMagicRoot!==void 0?e.windowsNoMagicRoot:!!(this.isWindows&&this.
nocase),this.globSet=[],this.globParts=[],this.set=[],this.make()}hasMagic(){if(this.options.magicalBraces&&this.set.length>
1)return!0;for(let t of this.set)for(let e of t)if(typeof e!="string")return!0;return!1}debug(...t){}make(){let t=this.pattern,
e=this.options;if(!e.nocomment&&t.charAt(0)==="#"){this.comment=!0;return}if(!t){this.empty=!0;return}this.parseNegate(),
this.globSet=[...new Set(this.braceExpand())],e.debug&&(this.debug=(...o)=>console.error(...o)),this.debug(this.pattern,
this.globSet);let n=this.globSet.map(o=>this.slashSplit(o));this.globParts=this.preprocess(n),this.debug(this.pattern,this.
globParts);let s=this.globParts.map((o,i,l)=>{if(this.isWindows&&this.windowsNoMagicRoot){let a=o[0]===""&&o[1]===""&&(o[2]===
"?"||!mi.test(o[2]))&&!mi.test(o[3]),u=/^[a-z]:/i.test(o[0]);if(a)return[...o.slice(0,4),...o.slice(4).map(c=>this.parse(
c))];if(u)return[o[0],...o.slice(1).map(c=>this.parse(c))]}return o.map(a=>this.parse(a))});if(this.debug(this.pattern,s),
this.set=s.filter(o=>o.indexOf(!1)===-1),this.isWindows)for(let o=0;o<this.set.length;o++){let i=this.set[o];i[0]===""&&
i[1]===""&&this.globParts[o][2]==="?"&&typeof i[3]=="string"&&/^[a-z]:$/i.test(i[3])&&(i[2]="?")}this.debug(this.pattern,
this.set)}preprocess(t){if(this.options.noglobstar)for(let n of t)for(let s=0;s<n.length;s++)n[s]==="**"&&(n[s]="*");let{
optimizationLevel:e=1}=this.options;return e>=2?(t=this.firstPhasePreProcess(t),t=this.secondPhasePreProcess(t)):e>=1?t=
this.levelOneOptimize(t):t=this.adjascentGlobstarOptimize(t),t}adjascentGlobstarOptimize(t){return t.map(e=>{let n=-1;for(;(n=
e.indexOf("**",n+1))!==-1;){let s=n;for(;e[s+1]==="**";)s++;s!==n&&e.splice(n,s-n)}return e})}levelOneOptimize(t){return t.
map(e=>(e=e.reduce((n,s)=>{let o=n[n.length-1];return s==="**"&&o==="**"?n:s===".."&&o&&o!==".."&&o!=="."&&o!=="**"?(n.pop(),
n):(n.push(s),n)},[]),e.length===0?[""]:e))}levelTwoFileOptimize(t){Array.isArray(t)||(t=this.slashSplit(t));let e=!1;do{
if(e=!1,!this.preserveMultipleSlashes){for(let s=1;s<t.length-1;s++){let o=t[s];s===1&&o===""&&t[0]===""||(o==="."||o===
"")&&(e=!0,t.splice(s,1),s--)}t[0]==="."&&t.length===2&&(t[1]==="."||t[1]==="")&&(e=!0,t.pop())}let n=0;for(;(n=t.indexOf(
"..",n+1))!==-1;){let s=t[n-1];s&&s!=="."&&s!==".."&&s!=="**"&&!(this.isWindows&&/^[a-z]:$/i.test(s))&&(e=!0,t.splice(n-
1,2),n-=2)}}while(e);return t.length===0?[""]:t}firstPhasePreProcess(t){let e=!1;do{e=!1;for(let n of t){let s=-1;for(;(s=
n.indexOf("**",s+1))!==-1;){let i=s;for(;n[i+1]==="**";)i++;i>s&&n.splice(s+1,i-s);let l=n[s+1],a=n[s+2],u=n[s+3];if(l!==
".."||!a||a==="."||a===".."||!u||u==="."||u==="..")continue;e=!0,n.splice(s,1);let c=n.slice(0);c[s]="**",t.push(c),s--}
if(!this.preserveMultipleSlashes){for(let i=1;i<n.length-1;i++){let l=n[i];i===1&&l===""&&n[0]===""||(l==="."||l==="")&&
(e=!0,n.splice(i,1),i--)}n[0]==="."&&n.length===2&&(n[1]==="."||n[1]==="")&&(e=!0,n.pop())}let o=0;for(;(o=n.indexOf("..",
o+1))!==-1;){let i=n[o-1];if(i&&i!=="."&&i!==".."&&i!=="**"){e=!0;let a=o===1&&n[o+1]==="**"?["."]:[];n.splice(o-1,2,...a),
n.length===0&&n.push(""),o-=2}}}}while(e);return t}secondPhasePreProcess(t){for(let e=0;e<t.length-1;e++)for(let n=e+1;n<
t.length;n++){let s=this.partsMatch(t[e],t[n],!this.preserveMultipleSlashes);if(s){t[e]=[],t[n]=s;break}}return t.filter(
e=>e.length)}partsMatch(t,e,n=!1){let s=0,o=0,i=[],l="";for(;s<t.length&&o<e.length;)if(t[s]===e[o])i.push(l==="b"?e[o]:
t[s]),s++,o++;else if(n&&t[s]==="**"&&e[o]===t[s+1])i.push(t[s]),s++;else if(n&&e[o]==="**"&&t[s]===e[o+1])i.push(e[o]),
o++;else if(t[s]==="*"&&e[o]&&(this.options.dot||!e[o].startsWith("."))&&e[o]!=="**"){if(l==="b")return!1;l="a",i.push(t[s]),
s++,o++}else if(e[o]==="*"&&t[s]&&(this.options.dot||!t[s].startsWith("."))&&t[s]!=="**"){if(l==="a")return!1;l="b",i.push(
e[o]),s++,o++}else return!1;return t.length===e.length&&i}parseNegate(){if(this.nonegate)return;let t=this.pattern,e=!1,
n=0;for(let s=0;s<t.length&&t.charAt(s)==="!";s++)e=!e,n++;n&&(this.pattern=t.slice(n)),this.negate=e}matchOne(t,e,n=!1){
let s=0,o=0;if(this.isWindows){let l=typeof t[0]=="string"&&/^[a-z]:$/i.test(t[0]),a=!l&&t[0]===""&&t[1]===""&&t[2]==="?"&&
/^[a-z]:$/i.test(t[3]),u=typeof e[0]=="string"&&/^[a-z]:$/i.test(e[0]),c=!u&&e[0]===""&&e[1]===""&&e[2]==="?"&&typeof e[3]==
"string"&&/^[a-z]:$/i.test(e[3]),d=a?3:l?0:void 0,p=c?3:u?0:void 0;if(typeof d=="number"&&typeof p=="number"){let[f,g]=[
t[d],e[p]];f.toLowerCase()===g.toLowerCase()&&(e[p]=f,o=p,s=d)}}let{optimizationLevel:i=1}=this.options;return i>=2&&(t=
this.levelTwoFileOptimize(t)),e.includes(ot)?this.#t(t,e,n,s,o):this.#r(t,e,n,s,o)}#t(t,e,n,s,o){let i=e.indexOf(ot,o),l=e.
lastIndexOf(ot),[a,u,c]=n?[e.slice(o,i),e.slice(i+1),[]]:[e.slice(o,i),e.slice(i+1,l),e.slice(l+1)];if(a.length){let w=t.
slice(s,s+a.length);if(!this.#r(w,a,n,0,0))return!1;s+=a.length,o+=a.length}let d=0;if(c.length){if(c.length+s>t.length)
return!1;let w=t.length-c.length;if(this.#r(t,c,n,w,0))d=c.length;else{if(t[t.length-1]!==""||s+c.length===t.length||(w--,
!this.#r(t,c,n,w,0)))return!1;d=c.length+1}}if(!u.length){let w=!!d;for(let y=s;y<t.length-d;y++){let $=String(t[y]);if(w=
!0,$==="."||$===".."||!this.options.dot&&$.startsWith("."))return!1}return n||w}let p=[[[],0]],f=p[0],g=0,h=[0];for(let w of u)
w===ot?(h.push(g),f=[[],0],p.push(f)):(f[0].push(w),g++);let k=p.length-1,m=t.length-d;for(let w of p)w[1]=m-(h[k--]+w[0].
length);return!!this.#n(t,p,s,0,n,0,!!d)}#n(t,e,n,s,o,i,l){let a=e[s];if(!a){for(let d=n;d<t.length;d++){l=!0;let p=t[d];
if(p==="."||p===".."||!this.options.dot&&p.startsWith("."))return!1}return l}let[u,c]=a;for(;n<=c;){if(this.#r(t.slice(0,
n+u.length),u,o,n,0)&&i<this.maxGlobstarRecursion){let f=this.#n(t,e,n+u.length,s+1,o,i+1,l);if(f!==!1)return f}let p=t[n];
if(p==="."||p===".."||!this.options.dot&&p.startsWith("."))return!1;n++}return o||null}#r(t,e,n,s,o){let i,l,a,u;for(i=s,
l=o,u=t.length,a=e.length;i<u&&l<a;i++,l++){this.debug("matchOne loop");let c=e[l],d=t[i];if(this.debug(e,c,d),c===!1||c===
ot)return!1;let p;if(typeof c=="string"?(p=d===c,this.debug("string match",c,d,p)):(p=c.test(d),this.debug("pattern matc\
h",c,d,p)),!p)return!1}if(i===u&&l===a)return!0;if(i===u)return n;if(l===a)return i===u-1&&t[i]==="";throw new Error("wt\
f?")}braceExpand(){return Si(this.pattern,this.options)}parse(t){me(t);let e=this.options;if(t==="**")return ot;if(t==="")
return"";let n,s=null;(n=t.match(tu))?s=e.dot?nu:eu:(n=t.match(zl))?s=(e.nocase?e.dot?Vl:Kl:e.dot?Gl:Bl)(n[1]):(n=t.match(
ru))?s=(e.nocase?e.dot?ou:su:e.dot?iu:au)(n):(n=t.match(ql))?s=e.dot?Yl:Xl:(n=t.match(Zl))&&(s=Ql);let o=Ht.fromGlob(t,this.
options).toMMPattern();return s&&typeof o=="object"&&Reflect.defineProperty(o,"test",{value:s}),o}makeRe(){if(this.regexp||
this.regexp===!1)return this.regexp;let t=this.set;if(!t.length)return this.regexp=!1,this.regexp;let e=this.options,n=e.
noglobstar?cu:e.dot?du:fu,s=new Set(e.nocase?["i"]:[]),o=t.map(a=>{let u=a.map(d=>{if(d instanceof RegExp)for(let p of d.
flags.split(""))s.add(p);return typeof d=="string"?wu(d):d===ot?ot:d._src});u.forEach((d,p)=>{let f=u[p+1],g=u[p-1];d!==
ot||g===ot||(g===void 0?f!==void 0&&f!==ot?u[p+1]="(?:\\/|"+n+"\\/)?"+f:u[p]=n:f===void 0?u[p-1]=g+"(?:\\/|\\/"+n+")?":f!==
ot&&(u[p-1]=g+"(?:\\/|\\/"+n+"\\/)"+f,u[p+1]=ot))});let c=u.filter(d=>d!==ot);if(this.partial&&c.length>=1){let d=[];for(let p=1;p<=
c.length;p++)d.push(c.slice(0,p).join("/"));return"(?:"+d.join("|")+")"}return c.join("/")}).join("|"),[i,l]=t.length>1?
["(?:",")"]:["",""];o="^"+i+o+l+"$",this.partial&&(o="^(?:\\/|"+i+o.slice(1,-1)+l+")$"),this.negate&&(o="^(?!"+o+").+$");
try{this.regexp=new RegExp(o,[...s].join(""))}catch{this.regexp=!1}return this.regexp}slashSplit(t){return this.preserveMultipleSlashes?
t.split("/"):this.isWindows&&/^\/\/[^/]+/.test(t)?["",...t.split(/\/+/)]:t.split(/\/+/)}match(t,e=this.partial){if(this.
debug("match",t,this.pattern),this.comment)return!1;if(this.empty)return t==="";if(t==="/"&&e)return!0;let n=this.options;
this.isWindows&&(t=t.split("\\").join("/"));let s=this.slashSplit(t);this.debug(this.pattern,"split",s);let o=this.set;this.
debug(this.pattern,"set",o);let i=s[s.length-1];if(!i)for(let l=s.length-2;!i&&l>=0;l--)i=s[l];for(let l of o){let a=s;if(n.
matchBase&&l.length===1&&(a=[i]),this.matchOne(a,l,e))return n.flipNegate?!0:!this.negate}return n.flipNegate?!1:this.negate}static defaults(t){
return ut.defaults(t).Minimatch}};ut.AST=Ht;ut.Minimatch=Ct;ut.escape=Zn;ut.unescape=Ft;var vi="--follow-symbolic-links";function xi(r,t,e={}){let n=er(r),s=vu(e.leaveOut??[]),o=ku(t[0]),i=(o?t.slice(1):t).flatMap(
u=>u.split(`
`)).map(u=>u.trim()).filter(u=>u!==""&&!u.startsWith("#")).flatMap(u=>Ou($u(n,u))),l=(0,Qn.createHash)("sha256"),a=0;for(let u of Tu(
i,o,s)){if(!u.startsWith(`${n}${sn}`))continue;let c;try{if(s.any&&(0,ht.lstatSync)(u).isSymbolicLink()&&s.holds((0,ht.realpathSync)(
u)))continue;let d=(0,ht.statSync)(u);if(d.isDirectory())continue;if(!d.isFile())throw new v("hash-files-failed",`hashFi\
les() cannot hash ${u}: it is not a regular file (${xu(d)})`);c=(0,ht.readFileSync)(u)}catch(d){throw d instanceof v?d:tr(
u,d)}l.update((0,Qn.createHash)("sha256").update(c).digest()),a+=1}return a>0?l.digest("hex"):""}function ku(r){if(r===void 0||
!r.startsWith("--"))return!1;if(r.toLowerCase()===vi)return!0;throw new v("hash-files-failed",`hashFiles(): invalid glob\
 option ${r}: the one option is '${vi}', as the first argument`)}function vu(r){let t=new Set(r.map(n=>er(n)));for(let n of[
...t])try{t.add((0,ht.realpathSync)(n))}catch{}let e=[...t];return{any:e.length>0,holds:n=>e.some(s=>n===s||n.startsWith(
s.endsWith(sn)?s:`${s}${sn}`))}}function tr(r,t){let e=t.code??String(t);return new v("hash-files-failed",`hashFiles() c\
ould not read ${r}: ${e}`)}function xu(r){return r.isFIFO()?"a FIFO":r.isSocket()?"a socket":r.isCharacterDevice()||r.isBlockDevice()?
"a device":"not a file"}var $i={dot:!0,nobrace:!0,nocase:process.platform==="win32",nocomment:!0,noext:!0,nonegate:!0};function $u(r,t){
let e=!1,n=t;for(;n.startsWith("!");)e=!e,n=n.slice(1).trim();if(n==="")throw new v("hash-files-failed",`hashFiles(): th\
e pattern '${t}' is empty`);let s=bu(n),o=n.endsWith("/"),i=n.split("/").filter(f=>f!==""),l=s?sn:r;!s&&i[0]==="."?i.shift():
!s&&i[0]==="~"&&(l=yu(),i.shift());let a=i.map(Ru);if(a.some(f=>f==="."||f===".."))throw new v("hash-files-failed",`hash\
Files(): invalid pattern '${t}': relative pathing '.' and '..' is not allowed`);let u=a.indexOf(null),c=u===-1?a:a.slice(
0,u),d=Pu(l),p=i.length===0?d:`${d.endsWith("/")?d:`${d}/`}${i.join("/")}`;return{negate:e,directories:o,glob:p,matcher:new Ct(
p,$i),searchPath:er(l,...c)}}function Ru(r){let t="";for(let e=0;e<r.length;e++){let n=r[e];if(n==="\\"&&e+1<r.length){e+=
1,t+=r[e];continue}if(n==="*"||n==="?")return null;if(n==="["&&e+1<r.length){let s="",o=-1;for(let i=e+1;i<r.length;i++){
let l=r[i];if(l==="\\"&&i+1<r.length)i+=1,s+=r[i];else if(l==="]"){o=i;break}else s+=l}if(o>=0){if(s.length>1)return null;
if(s!==""){t+=s,e=o;continue}}}t+=n}return t}function Ou(r){if(r.glob.endsWith("/**")&&!r.directories)return[r];let t=`${r.
glob}/**`;return[r,{...r,directories:!1,glob:t,matcher:new Ct(t,$i)}]}function Pu(r){return r.replaceAll("\\","\\\\").replace(
/(\[)(?=[^/]+\])/g,"[[]").replace(/\?/g,"[?]").replace(/\*/g,"[*]")}var ye={none:0,directory:1,file:2,all:3};function Eu(r,t){
let e=ye.none;for(let n of r){if(!n.matcher.match(t))continue;let s=n.directories?ye.directory:ye.all;e=n.negate?e&~s:e|
s}return e}function Au(r,t){return r.some(e=>!e.negate&&e.matcher.match(t,!0))}function*Tu(r,t,e){let n=r.filter(i=>!i.negate).
map(i=>i.searchPath),s=new Set(n),o=[];for(let i of n){if(o.includes(i))continue;let l=!1;for(let a=i,u=ki(a);u!==a;a=u,
u=ki(a))s.has(u)&&(l=!0);l||o.push(i)}for(let i of o){let l=[{path:i,chain:[]}];for(;l.length>0;){let a=l.pop();if(e.holds(
a.path))continue;let u=Eu(r,a.path);if(!u&&!Au(r,a.path))continue;let c;try{c=t?(0,ht.statSync)(a.path):(0,ht.lstatSync)(
a.path)}catch(h){if(h.code==="ENOENT")continue;throw tr(a.path,h)}if(!c.isDirectory()){u&ye.file&&(yield a.path);continue}
let d=a.path,p;try{if(t&&(d=(0,ht.realpathSync)(a.path)),a.chain.includes(d)||t&&e.holds(d))continue;p=(0,ht.readdirSync)(
a.path)}catch(h){throw tr(a.path,h)}u&ye.directory&&(yield a.path);let f=[...a.chain,d],g=p.map(h=>({path:Su(a.path,h),chain:f}));
l.push(...g.reverse())}}}import{chmod as _u,readdir as Nu,rm as Ri}from"node:fs/promises";import{join as Cu}from"node:path";async function on(r){
try{return await Ri(r,{recursive:!0,force:!0}),!0}catch{await Oi(r).catch(()=>{});try{return await Ri(r,{recursive:!0,force:!0}),
!0}catch{return!1}}}async function Oi(r){await _u(r,448);for(let t of await Nu(r,{withFileTypes:!0}))t.isDirectory()&&await Oi(
Cu(r,t.name)).catch(()=>{})}var Ju="-event.json",an=class{#t;expressions;#n;#r;#e=new Map;#s=Promise.resolve();#o=[];#l=new Map;#a=new Map;#u;host;constructor(t){
this.#t=t,this.expressions=t.expressions,this.host={hashFiles:e=>xi(t.workspace,e,{leaveOut:[t.storeDir]})},this.#r=t.now??
(()=>new Date),this.#n=new Kr({root:t.workspace,tempDir:t.tempDir,privateTempDir:!0,now:this.#r})}now(){return this.#r()}emit(t){
if(this.#t.emit(t),t.type==="step-finished"&&(t.outcome==="failure"||t.outcome==="cancelled")){this.#M.has(`${t.leg}\0${t.
step}`)||this.#S(t.leg,t.step,`\u2500\u2500 step ${t.step+1}: ${t.name}
`);let e=t.message??t.outcome;this.#E(t.leg,`${t.outcome==="cancelled"?"Cancelled":"Error"}: ${e}
`)}t.type==="job-finished"&&this.#_(t.leg)}summary(t,e,n){let s=kt(this.#t.runDir,ft.summary),o=rt(`${sr(t,e)}${n.trimEnd()}\


`,this.#t.secrets).text,i=Buffer.byteLength(o),l=this.#o?.at(-1);this.#o?.push({job:t,leg:e,offset:l?l.offset+l.bytes:0,
bytes:i}),this.#s=this.#s.then(()=>Mu(s,o)).catch(a=>{this.#u??=ae(s,"the step summaries",a),this.#o=null})}summaryParts(){
return this.#o}async settle(){let t=[];try{await this.#t.recordWrites?.flush()}catch(s){t.push(at(s))}let e=await this.drain();
e!==null&&t.push(e);let n=this.#t.eventsFailure?.()??null;return n!==null&&t.push(n),t.length===0?null:t.join(`
`)}async createStepFiles(){let t=await ju(kt(this.#t.tempDir,"step-")),e={output:kt(t,"output"),env:kt(t,"env"),path:kt(
t,"path"),state:kt(t,"state"),step_summary:kt(t,"summary")};return await Promise.all(Object.values(e).map(n=>Du(n,"",{flag:"\
wx",mode:384}))),e}async runScript(t){await this.#t.recordWrites?.settled(),this.#c(t.defaults.GITHUB_EVENT_PATH);let e=t.
files??await this.createStepFiles();try{let n={...this.#$(t),[lt.output]:e.output,[lt.env]:e.env,[lt.path]:e.path,[lt.state]:e.
state,[lt.stepSummary]:e.step_summary},s=0,o=w=>{this.#P(w.slice(s)),s=w.length},i=new Ke({allowUnsecureCommands:n.ACTIONS_ALLOW_UNSECURE_COMMANDS?.
toLowerCase()==="true",allowUnsecureStopCommandTokens:["true","1","$true"].includes(n.ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TOKENS?.
toLowerCase()??""),redact:(w,y)=>(o(y),rt(w,this.#t.secrets).text)}),l=this.#p(t),a;try{a=await this.#b(t).run({script:t.
script,shell:t.shell??ds,cwd:this.#C(t.workingDirectory),env:n,signal:t.signal,stop:"interrupt",kill:t.kill,onOutput:(w,y)=>{
i.push(w,y),o(i.masks),l?.push(w,y)}})}finally{l?.end()}let{masks:u,annotations:c,commands:d}=i.end();o(u),this.#S(t.leg,
t.step,`\u2500\u2500 step ${t.step+1}: ${t.name}
`);let p=this.#E(t.leg,jo(a.output,u)),[[f,g,h],{text:k,...m}]=await Promise.all([Promise.all([e.output,e.env,e.path].map(
w=>Lu(w,"utf8"))),Gu(e.step_summary)]);return{exitCode:a.exitCode,signal:a.signal,files:{output:f??"",env:g??"",path:h??
"",summary:k},...m,masks:u,annotations:c,commands:d,output:p}}finally{await Fu(Wu(e.output),{recursive:!0,force:!0})}}#d;eventPath(t){
return`${t}${Ju}`}#c(t){if(t===void 0||t==="")return;this.#d??=Buffer.from(JSON.stringify(this.#t.github.event,null,2));
let e=this.#d,n;try{n=(0,J.openSync)(t,J.constants.O_RDONLY|J.constants.O_NOFOLLOW|J.constants.O_NONBLOCK);let o=(0,J.fstatSync)(
n);if(o.isFile()&&o.size===e.length&&(0,J.readFileSync)(n).equals(e))return}catch(o){if(o.code==="ENOENT"){(0,J.writeFileSync)(
t,e,{flag:"wx",mode:384});return}}finally{n!==void 0&&(0,J.closeSync)(n)}let s=`${t}.${(0,Ei.randomUUID)()}`;(0,J.writeFileSync)(
s,e,{flag:"wx",mode:384});try{(0,J.renameSync)(s,t)}catch{(0,J.rmSync)(t,{recursive:!0,force:!0}),(0,J.renameSync)(s,t)}}#g=0;legTemp={
open:async t=>{this.#g+=1;let e=kt(this.#t.tempDir,`runner-temp-${this.#g}`);return(0,J.mkdirSync)(e,{mode:448}),e},close:async t=>{
Ku(t,this.#f.get(t)??[]),this.#f.delete(t);try{(0,J.rmSync)(this.eventPath(t),{recursive:!0,force:!0}),(0,J.rmdirSync)(t);
return}catch{await on(t)}}};#f=new Map;#p(t){let e=this.#t.onOutput;if(e===void 0)return;let n=new en(()=>this.#t.secrets,
o=>{let i=qe(o,_o);(i===null||i.form==="legacy"&&!Ve.has(i.command))&&e({job:t.job,leg:t.leg,line:o})}),s;return{push:(o,i)=>{
n.push(o,i),clearTimeout(s),s=setTimeout(()=>n.flush(),zu),s.unref()},end:()=>{clearTimeout(s),n.end()}}}#b(t){let e=t.defaults.
RUNNER_TEMP;return e===void 0?this.#t.runner:{run:n=>this.#t.runner.run({...n,onStart:s=>{for(let[i,l]of this.#f)i!==e&&
l.includes(s)&&this.#f.set(i,l.filter(a=>a!==s));let o=this.#f.get(e)??[];o.push(s),this.#f.set(e,o),n.onStart?.(s)}})}}async loadAction(t){
let e=this.#t.parseAction;if(!e)throw new v("action-invalid",`${t}: local actions cannot be read here`);return qr(this.#t.
workspace,t,e)}async runAction(t){switch(this.#c(t.defaults.GITHUB_EVENT_PATH),t.action){case"stage":return this.#y(t);case"\
prepare":return this.#R(t);case"capture":return this.#T(t);case"report":return this.#v(t)}}#w(t,e){let n=this.#t.workflow,
o=n.jobs.find(i=>i.id===t.job)?.steps[t.step]?.with[Z.prompt];return{mode:e,job:t.job,stageJob:t.stageJob,matrix:t.matrix,
upstream:t.upstream,...t.needsFacts===void 0?{}:{needsFacts:t.needsFacts},workflowJobs:t.jobIds,github:this.#t.github,...this.#t.
madeEvent===void 0?{}:{madeEvent:this.#t.madeEvent},...this.#t.madeEventRun===void 0?{}:{madeEventRun:this.#t.madeEventRun},
run:this.#t.run,parentRun:this.#t.parentRun??null,secrets:[...t.secrets,...Pe(this.#$(t))],promptSource:`${o?Q(n.fileName,
o.position):n.fileName} jobs.${t.job} prompt`,readFile:i=>Vr(this.#t.workspace,i,bt.templateBytes),parseVars:bs}}#$(t){let e={
CI:"true",...this.#t.baseEnv,...t.env,...t.defaults};return e.PATH=Bu(t.path,e.PATH),e}async#y(t){let e;try{e=je(t.inputs,
this.#w(t,"stage"))}catch(o){if(!(o instanceof v))throw o;return{ok:!1,outputs:{...oo()},env:{},summary:"",recorded:[],message:at(
o)}}this.#x(t);let n=this.#p(t),s;try{s=await fo(e,{openRun:this.#t.openRun,store:this.#t.store,workspace:this.#n,runner:this.#b(
t),env:this.#$(t),signal:t.signal,reporter:this.#O(t),...n?{onOutput:(o,i)=>n.push(o,i)}:{}})}finally{n?.end()}return this.#S(
t.leg,t.step,`\u2500\u2500 step ${t.step+1}: stage ${e.stage}: ${s.attempts.length} attempt(s), ${s.outcome.reason}; the\
 agent's output is in ${wr.log} of each attempt
`),{ok:s.ok,outputs:{...s.outputs},env:{},summary:rr(s.final,e.redact,this.#t.secrets),recorded:s.attempts.map(nr),message:s.
outcome.message}}async#R(t){let e=je(t.inputs,this.#w(t,"prepare"));this.#x(t);let n=await Ue(e,{openRun:this.#t.openRun,
store:this.#t.store,workspace:this.#n});if(n.kind==="refused")return{ok:!1,outputs:Nn("prepare",n.result.outputs),env:{},
summary:rr(n.result.final,e.redact,this.#t.secrets),recorded:n.result.attempts.map(nr),message:n.result.outcome.message};
let{prepared:s}=n;for(let o of s.warnings)this.#m(t,"warning",o.message);return this.#e.set(`${t.leg}\0${e.stage}`,{prepared:s,
redact:Rn(t.inputs[Z.redact]??"")}),{ok:!0,outputs:{"prompt-path":s.promptPath,"handoff-path":s.handoffPath},env:{BATON_PROMPT_PATH:s.
promptPath,BATON_HANDOFF_PATH:s.handoffPath,BATON_STAGE:e.stage},summary:"",recorded:[],message:null}}async#T(t){let e=je(
t.inputs,this.#w(t,"capture")),n=`${t.leg}\0${e.stage}`,s=this.#e.get(n);if(!s)throw new v("capture-without-prepare",`st\
age ${e.stage}: no prepare step ran before this capture in job ${t.job}`);this.#e.delete(n);let{prepared:o}=s,i=new Set(
Rn(t.inputs[Z.redact]??"")),l=ys(s.redact.length,s.redact.filter(u=>i.has(u)).length);if(l)throw l;let a=await We(e,o,null,
{store:this.#t.store,workspace:this.#n},{cancelled:t.signal.aborted});return{ok:a.outcome.reason==="completed",outputs:Nn(
"capture",a.outputs),env:{},summary:rr(a,e.redact,this.#t.secrets),recorded:[nr(a)],message:a.outcome.message}}async#v(t){
let e={name:this.#t.github.event_name,payload:this.#t.github.event},n;try{n=Gn(t.inputs,e)}catch(l){if(!(l instanceof v))
throw l;if(l.code!=="issue-number-missing")return{ok:!1,outputs:{},env:{},summary:"",recorded:[],message:at(l)};this.#m(
t,"warning",`on GitHub this step fails: ${l.message}`),n={...Gn({...t.inputs,[Z.mode]:"summary"},e),mode:Bn(t.inputs)}}let s=await or(
this.#t.store),o=qs(s,{workflow:this.#t.workflow.name??this.#t.workflow.fileName,key:n.key,includeDetail:n.includeDetail,
recordsLocation:`\`${Uu(this.#t.workspace,this.#t.runDir)||this.#t.runDir}\``,runUrl:null,secrets:t.secrets,cancelled:this.#t.
runCancelled?.()??!1});await Ae(kt(this.#t.runDir,ft.report),o),this.#m(t,"info",`report written to ${kt(this.#t.runDir,
ft.report)}; no comment is posted from a local run`);let i=n.mode==="comment"?"":o;return{ok:!0,outputs:{},env:{},summary:i,
recorded:[],message:null}}#x(t){let e=t.inputs[Z.parentRun]?.trim();e&&this.#m(t,"warning",`${Z.parentRun} ${JSON.stringify(
e)} is not read by baton run: the parent run here is the one given with --parent <run-id|latest>${this.#t.parentRun?` (${this.#t.
parentRun})`:" (none)"}`)}#m(t,e,n){this.#t.emit({type:"notice",at:this.#r().toISOString(),level:e,job:t.job,leg:t.leg,message:n})}#O(t){
return{info:e=>this.#E(t.leg,`[baton] ${e}
`),warning:e=>this.#m(t,"warning",e),error:e=>this.#m(t,"error",e),group:(e,n)=>n()}}#C(t){return t?Hu(this.#t.workspace,
t):this.#t.workspace}#M=new Set;#S(t,e,n){this.#M.add(`${t}\0${e}`),this.#E(t,n)}addSecrets(t){this.#P(t)}#P(t){for(let e of t)
this.#t.secrets.includes(e)||this.#t.secrets.push(e)}#E(t,e){let n=rt(e.endsWith(`
`)||e===""?e:`${e}
`,this.#t.secrets).text,s=this.#l.get(t);if(s===void 0){let o=kt(this.#t.runDir,te(t)),i=(this.#a.get(t)??Promise.resolve()).
then(()=>Ai(o,"a",438));s=i.catch(()=>{}),this.#l.set(t,s),this.#a.set(t,i.then(()=>{}))}return this.#j(t,s,o=>o.writeFile(
n)),n}#_(t){let e=this.#l.get(t);e!==void 0&&(this.#l.delete(t),this.#j(t,e,n=>n.close()))}#j(t,e,n){let s=(this.#a.get(
t)??Promise.resolve()).then(async()=>{let o=await e;o!==void 0&&await n(o)}).catch(o=>{this.#u??=ae(kt(this.#t.runDir,te(
t)),`the job log of ${t}`,o)});this.#a.set(t,s)}async drain(){await this.#s;for(let t of[...this.#l.keys()])this.#_(t);return await Promise.
all(this.#a.values()),this.#u??null}};function sr(r,t){return`## ${t===r?r:`${r} (${t})`}

`}var zu=500;function nr(r){let{stage:t,attempt:e,status:n,outcome:s}=r.record;return{stage:t,attempt:e,status:Yr(n,s.reason),
warnings:ao(r.record)}}function Bu(r,t){return[...r,...t?[t]:[]].join(Iu)}function rr(r,t,e){let{record:n,handoff:s}=r,o=[
...t,...e];return ei(ti({record:n,handoff:s,secrets:o}),o)}async function Gu(r){let t=await Ai(r,"r");try{let{size:e}=await t.
stat();return e>bt.stepSummaryFileBytes?{text:"",summaryBytes:e}:{text:await t.readFile("utf8")}}finally{await t.close()}}
async function or(r){let t=await r.list();return(await Promise.all(t.map(n=>r.getAttempt(n.stage,n.attempt,n.runAttempt)))).
filter(n=>n!==void 0)}function Ku(r,t){let e=t.filter(o=>{try{return process.kill(-o,0),!0}catch{return!1}});if(e.length===
0)return;let n;try{n=(0,J.readdirSync)("/proc").filter(o=>/^\d+$/.test(o)&&Number(o)!==process.pid)}catch{for(let o of e)
Pi(-o);return}let s=`RUNNER_TEMP=${r}`;for(let o of n){let i;try{i=(0,J.readFileSync)(`/proc/${o}/environ`,"utf8")}catch{
continue}i.split("\0").includes(s)&&Pi(Number(o))}}function Pi(r){try{process.kill(r,"SIGKILL")}catch{}}import{lstat as Vu}from"node:fs/promises";import{join as Ti}from"node:path";async function _i(r,t,e,n){let s;try{s=await r.resolve(t)}catch(d){throw d instanceof v?new v(d.code,d.message,{where:e.
parent,details:d.details}):d}let o=`give ${e.parent} another run`,i=(d,p,f="parent-invalid")=>new v(f,`run ${s} ${d}`,{where:e.
parent,details:p}),l=Ti(r.rootDir,s),a=Ti(l,Gt);if(await Vu(a).then(()=>!1,d=>Nt(d,"ENOENT")))throw i(`cannot be continu\
ed: it has no ${Gt}, so it holds no run (a run that could not start leaves such a directory)`,[`remove it (rmdir ${rs(l)}\
) if it is empty, then start this run again; or ${o}`]);let u=await r.readSummary(s).catch(d=>{throw d instanceof v?i(`c\
annot be continued: its ${Gt} cannot be read`,[...qu(d),o]):d});if(Fe(u)==="running"&&n.GITHUB_RUN_ID!==s)throw i("is st\
ill running: its last records may not be stored yet, and this run's hops count on from them",["wait for it to end, then \
start this run again; a run started by one of its steps (GITHUB_RUN_ID names it) continues it while it runs"],"parent-ru\
nning");let{unreadable:c}=await to(await r.open(s));if(c.length>0){let d=c.map(f=>f.reason.split(`
`)),p=[...new Set(d.flatMap(([,...f])=>f.map(g=>g.replace(/^ {2}/,""))))];throw i(`cannot be continued: ${c.length} of i\
ts records cannot be read, and this run's hops count on from them`,[...d.map(([f])=>f),...p,`then start this run again, \
or ${o}`])}return s}function qu(r){return at(r).split(`
`).map(t=>t.replace(/^ {2}/,""))}var Yu=r=>Ar(Sn([tt(),$r(),It()],{error:t=>`${Tt(t.input)} is not ${r}: give a string, a finite number or true/false`}).
check(Kt(t=>typeof t!="number"||Number.isFinite(t),{error:t=>`${Tt(t.input)} is not ${r}: give a string, a finite number\
 or true/false`}),Kt(t=>typeof t!="number"||!Number.isInteger(t)||Number.isSafeInteger(t),{error:t=>`${Tt(t.input)} is p\
ast the integers a JavaScript number holds exactly: give it as a string`})),Er(t=>String(t))),Ni=(r,t,e)=>ee(tt(),Yu(e),
{error:n=>`takes an object of ${t} and their values (${r}), not ${xt(n.input)}`}),Xt=()=>tt({error:r=>`takes a string, n\
ot ${xt(r.input)}`}),Ci=()=>ne(r=>typeof r=="function",{error:r=>`takes a function, not ${xt(r.input)}`}),Mi=()=>ne(r=>r instanceof
AbortSignal,{error:r=>`takes an AbortSignal, not ${xt(r.input)}`}),ji=r=>It({error:t=>`takes a number of milliseconds, n\
ot ${xt(t.input)}`}).check(Kt(t=>Number.isFinite(t)&&(r==="from 0"?t>=0:t>0),{error:t=>`${Tt(t.input)} is not a number o\
f milliseconds ${r}`}));function Li(r){return Object.entries(r).find(([,t])=>t!==void 0&&typeof t!="string")}var Zu=_t(tt(
{error:r=>`${Tt(r.input)} is not the name of an environment variable`}),{error:r=>{let t=JSON.stringify(typeof r.input==
"string"?[r.input]:r.input!==null&&typeof r.input=="object"?Object.keys(r.input).slice(0,2):["MY_TOKEN"]),e=r.input!==null&&
typeof r.input=="object"&&!Array.isArray(r.input);return`takes a list of the names of environment variables that hold th\
e secrets (secrets: ${t}), not ${xt(r.input)}${e?": set each in env and name it here":""}`}}),Di=Or({cwd:G(Xt()),job:G(Xt()),
inputs:G(Ni('{ issue: "42" }',"the inputs","an input value")),event:G(Sn([tt(),ee(tt(),Rr())],{error:r=>`takes the path \
of a JSON file or the payload as an object, not ${xt(r.input)}`})),eventName:G(Xt()),vars:G(Ni('{ NAME: "value" }',"the \
variables","a variable value")),secrets:G(Zu),env:G(ne(r=>r!==null&&typeof r=="object"&&!Array.isArray(r),{error:r=>`tak\
es an object of variables and their values, not ${xt(r.input)}`}).check(Kt(r=>Li(r)===void 0,{error:r=>{let[t,e]=Li(r.input);
return`${t}: ${Tt(e)} is not an environment variable's value: give a string`}}))),concurrency:G(It({error:r=>`${Tt(r.input)}\
 is not a whole number from 1`}).check(Kt(r=>Number.isSafeInteger(r)&&r>=1,{error:r=>`${Tt(r.input)} is not a whole numb\
er from 1`}))),onEvent:G(Ci()),onOutput:G(Ci()),signal:G(Mi()),cancel:G(Mi()),killGraceMs:G(ji("from 0")),minuteMs:G(ji(
"above 0")),storeDir:G(Xt()),facts:G(ne(r=>r!==null&&typeof r=="object"&&!Array.isArray(r),{error:r=>`takes an object of\
 facts about the checkout, not ${xt(r.input)}`})),repositoryRoot:G(Xt()),parent:G(Xt())},{error:r=>`takes an object of o\
ptions, not ${xt(r.input)}`}),Fi=["job","inputs","event","eventName","vars"],Qu=Pr(Di,{job:!0,inputs:!0,event:!0,eventName:!0,
vars:!0});function ir(r,t="runWorkflow"){let e=t==="runWorkflow"?Di:Qu,n=e.safeParse(r??{});if(n.success)return n.data;let s=Object.
keys(e.shape),o=n.error.issues.flatMap(a=>a.code==="unrecognized_keys"?a.keys.map(u=>({where:[...a.path,u],message:Fi.includes(
u)?`${t} has no such option: a replay is started as the run it replays was (its ${Fi.join(", ")})`:`${t} has no such opt\
ion${Re(u,s)}`})):[{where:a.path,message:a.message}]),[i,...l]=o.map(a=>({where:tc(a.where),message:a.message}));throw new v(
"usage",i.message,{where:i.where===""?t:i.where,details:l.map(a=>a.where===""?a.message:`${a.where}: ${a.message}`)})}function tc(r){
return r.map((t,e)=>typeof t=="number"?`[${t}]`:typeof t=="string"&&/^[A-Za-z_$][\w$-]*$/.test(t)?`${e===0?"":"."}${t}`:
`[${JSON.stringify(String(t))}]`).join("")}var Wi=/^[A-Za-z_][A-Za-z0-9_]*$/,fc=_t($e({id:tt(),result:En,outputs:ee(tt(),tt()),stages:_t(tt()),legs:_t(tt()),withheld_outputs:G(
_t(tt())),leg_results:G(_t($e({leg:tt(),result:En,reason:G(tt())}))),skip_reason:G(tt()),summary_parts:G(_t($e({leg:tt(),
offset:It().check(bn(),xr()),bytes:It().check(bn(),vr())})))}));async function Uh(r,t={}){return pc(r,t,On)}async function pc(r,t,e){
return Ec(r),Ui(r,ir(t),{words:e,replay:null})}async function Ui(r,t,{words:e,replay:n}){let s=Hi(t.cwd);n===null&&wc(t.
vars??{},e);let o=t.env??process.env,i=Sc(o,[...hn,...t.secrets??[]]),l=be(s,r),a=dc(s,l)||r,u=await ke(l,"utf8").catch(
C=>{throw n?mc(r,n.run,C,e):os(s,r,C)}),c=t.facts??{},d=no(s,o,c),p=Xr(s),f=(C,it,mt)=>Ir(C,it,mt,{ownAction:p}),g=await Dr(
u,a,{ownAction:p}),h=await ro(t.repositoryRoot??s,g,p),k=(0,Se.createHash)("sha256").update(u).digest("hex"),m={};for(let[
C,it]of h)"unreadable"in it||(m[C]=(0,Se.createHash)("sha256").update(it.source).digest("hex"));let w=null;if(typeof t.event==
"string"){let C=t.event,it=await ke(be(s,C),"utf8").catch(mt=>{throw re(C,mt,"event file")});w=xs(it,C)}else t.event&&($s(
t.event,"event"),w=t.event);let y=yc(t.secrets??[],o,n?.run??null,e),$=[...Object.values(y),...hn.map(C=>o[C]).filter(C=>C!==
void 0&&C!==""),...Pe(o)],M=so({cwd:s,known:c,checkout:await d,payload:w,ownAction:p,calledWorkflows:h}),_=M.facts,x=kc(
$,()=>As(g,se,{job:t.job,inputs:t.inputs,event:w,eventName:t.eventName,vars:t.vars,secretValues:$,secretNames:Object.keys(
y),words:e,...M})),E=Ls(g,se,{called:h,expanded:x.expanded}),O=Xo(g,x.eventName,x.event,t.event===void 0,_.commit&&{sha:_.
sha,message:_.commit.message}),U=new Set(Object.keys(y).map(C=>C.toUpperCase())),q=Vo(g,se,U,new Set(Object.entries(t.vars??
{}).filter(([,C])=>C!=="").map(([C])=>C.toUpperCase()))),S=be(s,t.storeDir??mn),N=new _n(S),P=n?await xc(N,S,g,x,n,{workflow:k,
called:m},e):null,F=n?.invocation.event_made===!0,L=t.event===void 0||F,V=t.parent===void 0?null:await _i(N,t.parent,e,o),
D=hc(),b=new Date,R=(C,it,mt,ve=null)=>qt({workflow:g.name??a,workflow_path:a,status:C,started_at:b.toISOString(),finished_at:mt?
mt.toISOString():null,duration_ms:mt?Math.max(0,mt.getTime()-b.getTime()):null,replay_of:P?P.run:null,...ve===null?{}:{reason:ve},
...C==="running"?{process:vc()}:{},jobs:it},$),I=await N.createRun(R("running",[],null)),K=I.runDir,X=uc(K),gt=new ss(K,
{writeBehind:!0}),W=new de(gt),A,j,T,H,ct;try{let C=new Map,it={workflow_path:a,workflow_sha256:k,called_sha256:m,job:t.
job??null,inputs:t.inputs??{},event_name:x.eventName,event:x.event,...L?{event_made:!0}:{},vars:t.vars??{},secrets:t.secrets??
[],parent:V},mt=qt(it,$),ve=ar(it).some(B=>Ne(B,$))||JSON.stringify([mt.inputs,mt.vars])!==JSON.stringify([it.inputs,it.
vars]);await Ii(nt(K,ft.invocation),"how the run was started",`${JSON.stringify(ve?{...mt,redacted:!0}:mt,null,2)}
`),P&&(await Ac(P.store,I,P.stages),await Tc(nt(S,P.run),K,P.jobs.values())),A=await rc(nt(D.dir,`baton-run-${X}-`)).catch(
B=>{throw new v("tempdir-invalid",`the run's temp dir could not be made there: ${B instanceof Error?B.message:String(B)}`,
{where:D.where,cause:B})});let un=new AbortController,cr=(B,dt)=>wt=>{if(!(H!==void 0||dt===void 0))try{dt(wt)}catch(Bt){
H={error:Bt},queueMicrotask(()=>un.abort(`stopped because the ${B} callback threw`))}},zi=cr("onEvent",t.onEvent),dr=t.signal?
AbortSignal.any([t.signal,un.signal]):un.signal,cn=new tn(nt(K,ft.events));j=cn;let fr=B=>{let dt=qt(B,$);if(cn.write(dt),
zi(dt),B.type==="run-started"){let wt=Object.keys(y).filter(Y=>y[Y].length<Lt.minSecretLength),Bt=[...Fs(E).map(Y=>({level:"\
warning",message:Y})),...x.notices,...O===null?[]:[{level:"warning",message:`${O} (it runs here as asked)`}],...q.filter(
Y=>!Y.fallsBack).map(({name:Y,where:dn})=>({level:"warning",message:`${dn}: secrets.${Y} is read, but ${e.secretNotGiven(
Y)}: it is empty in this run, as on GitHub for a secret the repository does not have (${e.giveSecret(Y)} to set it)`})),
...q.filter(Y=>Y.fallsBack).map(({name:Y,where:dn})=>({level:"info",message:`${dn}: secrets.${Y} is read, but ${e.secretNotGiven(
Y)}: each read of it falls back with || to another value, which this run takes (${e.giveSecret(Y)} to set it)`})),...wt.
map(Y=>({level:"warning",message:`secret ${Y} is shorter than ${Lt.minSecretLength} characters, so it is not redacted: i\
t will appear wherever a step or agent prints it (a value that short would blank out ordinary words)`}))];for(let Y of Bt)
Zt(B.at,Y.level,Y.message);P?.whole&&Zt(B.at,"info",P.whole)}if(B.type==="run-started"&&P!==null&&P.changed.length>0){let wt=P.
changed.map(Bt=>Bt===""?a:Bt);Zt(B.at,"warning",`${wt.join(" and ")} changed since run ${P.run}: this replay runs ${wt.length===
1?"the file":"the files"} as ${wt.length===1?"it is":"they are"} now`)}B.type==="run-started"&&P?.redactedStart&&Zt(B.at,
"warning",P.redactedStart),B.type==="run-started"&&P!==null&&P.summaries===null&&P.jobs.size>0&&Zt(B.at,"info",`the step\
 summaries of the jobs reused from run ${P.run} cannot be told apart in its ${ft.summary} (it was stored by an earlier b\
aton, could not write them all, or was edited since): this replay's ${ft.summary} holds only those of the jobs it runs`)},
Zt=(B,dt,wt)=>fr({type:"notice",at:B,level:dt,job:null,leg:null,message:wt}),zt=vs({eventName:x.eventName,payload:x.event,
facts:_,runId:X,workflow:g,workflowPath:a});T=new an({workflow:x.workflow,expressions:se,parseAction:f,workspace:s,runDir:K,
storeDir:S,tempDir:A,store:W,recordWrites:gt,runCancelled:()=>dr.aborted||t.cancel?.aborted===!0,runner:new Je({tempDir:A,
reuseScripts:!0,secrets:$,...t.killGraceMs===void 0?{}:{killGraceMs:t.killGraceMs},noPathHint:e.noPath}),baseEnv:i,run:{
id:X,attempt:1,workflow:g.name??a,repository:_.repository,event_name:x.eventName,sha:String(zt.sha),ref:String(zt.ref)},
github:{repository:_.repository,ref:String(zt.ref),sha:String(zt.sha),run_id:X,actor:String(zt.actor),event_name:x.eventName,
event:x.event},...L?{madeEvent:x.eventName}:{},...F&&P?{madeEventRun:P.run}:{},secrets:$,parentRun:V,openRun:B=>{let dt=C.
get(B);return dt||(dt=N.open(B).then(wt=>new de(wt)),C.set(B,dt)),dt},emit:fr,eventsFailure:()=>cn.failure,...t.onOutput?
{onOutput:cr("onOutput",t.onOutput)}:{}});for(let{job:B,leg:dt,markdown:wt}of P?.summaries??[])T.summary(B,dt,wt);ct=await Ko(
x,T,{runId:X,concurrency:t.concurrency??ic(),signal:dr,cancel:t.cancel,secrets:y,github:zt,runner:{os:process.platform===
"darwin"?"macOS":process.platform==="win32"?"Windows":"Linux",arch:process.arch==="arm64"?"ARM64":process.arch==="x64"?"\
X64":process.arch.toUpperCase(),temp:A,toolCache:nt(A,"tool-cache"),workspace:s,workspaceParent:cc(s)},reuse:P?.jobs,minuteMs:t.
minuteMs})}catch(C){ct={error:C}}gt.close();let[vt]=await Promise.all([T?.drain()??null,gt.settled()]);j?.close(),A!==void 0&&
await on(A);let z="error"in ct?null:ct,yt=[],Mt=C=>{C&&!yt.some(it=>it.includes(C))&&yt.push(C)};if(Mt(z?.reason),"error"in
ct&&Mt(at(ct.error)),Mt(vt),Mt(j?.failure),z!==null)try{await Ii(nt(K,ft.jobs),"the jobs' results",`${JSON.stringify(bc(
z.jobs,$,T?.summaryParts()??null),null,2)}
`)}catch(C){Mt(at(C))}let Yt=z===null||z.status==="success"&&yt.length>0?"failure":z.status,ln=yt.length===0?null:rt(yt.
join(`
`),$).text,Ji=(z?.jobs??[]).map(C=>({id:C.id,stages:C.stages,result:C.result,...P?.jobs.has(C.id)?{reused:!0}:{}}));try{
await N.writeSummary({id:X,...R(Yt,Ji,new Date,ln)})}catch(C){throw gc(K,C,ln)}if(H!==void 0)throw H.error;if("error"in ct)
throw ct.error;let lr=await or(gt.writeFailure?gt:W),ur=Ds(lr);return{runId:X,runDir:K,status:Yt,reason:ln,records:lr,chain:ur,
finalStage:Is(ur)}}function hc(){let r=lc(),t=process.env.TMPDIR?`TMPDIR ${r}`:`temp dir ${r}`,e;try{e=(0,Jt.statSync)(r)}catch(n){
if(!Nt(n,"ENOENT","ENOTDIR"))throw re(t,n)}if(e?.isDirectory()!==!0)throw new v("tempdir-invalid",`${e===void 0?"no such\
 directory":"is not a directory"}; baton run keeps each run's scratch files there`,{where:t,details:[`${e===void 0?"crea\
te it, or ":""}set TMPDIR to a directory`]});return{dir:r,where:t}}async function Ii(r,t,e){try{await Ae(r,e)}catch(n){throw new v(
"run-write-failed",An(t,n),{where:r,cause:n})}}function gc(r,t,e){let n=!(0,Jt.existsSync)(r),s=e===null||n?[]:[`the run\
 failed: ${e.replaceAll(`
`,`
  `)}`];return new v("run-write-failed",n?"the run's directory was removed while it ran: nothing more of the run could b\
e stored":`its end could not be stored in ${Gt}: ${at(t)}; baton runs shows it as interrupted`,{where:r,details:s,cause:t})}
function mc(r,t,e,n){let s=re(r,e);return Nt(e,"ENOENT")?new v(s.code,`${s.message}: run ${t} ran this workflow file, an\
d a replay runs it as it is now`,{...s.where===void 0?{}:{where:s.where},details:[`put it back (from git, if it was comm\
itted) to replay run ${t}, or start a new run of another workflow with ${n.runCommand}`],cause:e}):s}function wc(r,t){let e=new Map;
for(let n of Object.keys(r)){if(!Wi.test(n)||n.toUpperCase().startsWith("GITHUB_"))throw new v("usage",`${JSON.stringify(
n)} is not a name GitHub allows for a variable: letters, digits and _, not starting with a digit or with GITHUB_`,{where:t.
vars});let s=e.get(n.toUpperCase());if(s!==void 0)throw new v("usage",`${JSON.stringify(s)} and ${JSON.stringify(n)} are\
 one variable on GitHub (names are not case-sensitive); give it once`,{where:t.vars});e.set(n.toUpperCase(),n)}}function yc(r,t,e,n){
let s=r.find(a=>!Wi.test(a));if(s!==void 0)throw new v("usage",s.startsWith("-")&&n.flags?`takes the name of an environm\
ent variable after it (--secret NAME), not ${JSON.stringify(s)}`:`${JSON.stringify(s)} is not the name of an environment\
 variable (letters, digits and _, not starting with a digit)`,{where:n.secrets});let o={},i=[],l=[];for(let a of r){let u=t[a];
u===void 0?i.push(a):u===""?l.push(a):o[a]=u}if(i.length+l.length>0){let a=(c,d)=>c.length===0?[]:[`${c.length===1?"secr\
et":"secrets"} ${d}: ${c.join(", ")}`],u=c=>`run ${e} was started with ${n.passSecret(c)}`;throw new v("secret-missing",
[...a(i,"not set in the environment"),...a(l,"set to the empty string")].join("; "),{details:[...i.map(c=>e===null?`${n.
setSecret(c)} before running, or ${n.dropSecret(c)}`:`${n.setSecret(c)} before replaying: ${u(c)}`),...l.map(c=>e===null?
`${n.setSecret(c)} with its value before running, or ${n.dropSecret(c)}: an empty secret is no secret (one not given is \
'' in the run, as on GitHub)`:`${n.setSecret(c)} with its value before replaying: ${u(c)}`)]})}return o}function bc(r,t,e){
return r.map(n=>{let s={},o=[...n.withheldOutputs??[]];for(let[g,h]of Object.entries(n.outputs))rt(h,t).redactions.length>
0?o.push(g):s[g]=h;let i=(n.legResults??[]).map(({leg:g,result:h,reason:k})=>({leg:g,result:h,...k===void 0?{}:{reason:k}})),
l=(e??[]).filter(g=>g.job===n.id).map(({leg:g,offset:h,bytes:k})=>({leg:g,offset:h,bytes:k})),{id:a,stages:u,legs:c,ends:d,
skipped:p,summaryParts:f}=qt({id:n.id,stages:n.stages,legs:n.legs,ends:i,skipped:n.skipReason,summaryParts:l},t);return{
id:a,result:n.result,outputs:s,stages:u,legs:c,...o.length>0?{withheld_outputs:qt(o,t)}:{},...d.length>0?{leg_results:d}:
{},...p===void 0?{}:{skip_reason:p},...f.length>0?{summary_parts:f}:{}}})}function ar(r){return typeof r=="string"?[r]:Array.
isArray(r)?r.flatMap(ar):r!==null&&typeof r=="object"?Object.values(r).flatMap(ar):[]}function Sc(r,t){let e=new Set(t),
n={};for(let[s,o]of Object.entries(r))o!==void 0&&!e.has(s)&&(n[s]=o);return n}function kc(r,t){try{return t()}catch(e){
if(!(e instanceof v))throw e;let n=s=>rt(s,r).text;throw new v(e.code,n(e.message),{...e.where===void 0?{}:{where:n(e.where)},
details:e.details.map(n),cause:e.cause})}}function vc(){let r=eo(process.pid);return{pid:process.pid,host:ac(),...r?{start:r}:
{}}}async function xc(r,t,e,n,s,o,i){let{run:l,invocation:a}=s,u=await r.readSummary(l),c=await r.open(l),{jobs:d,summaryParts:p}=await $c(
nt(t,l),u,i.run(a.workflow_path)),f=[];a.workflow_sha256!==void 0&&a.workflow_sha256!==o.workflow&&f.push("");let g=a.called_sha256;
if(g!==void 0)for(let b of[...new Set([...Object.keys(g),...Object.keys(o.called)])].sort())g[b]!==o.called[b]&&f.push(b);
let h=[...new Set(d.flatMap(b=>b.stages))],k=d.map(b=>b.id),m=`stages: ${h.join(", ")||"(none)"}; jobs: ${k.join(", ")||
"(none)"}`;if(s.from.trim()==="")throw new v("usage",`is empty; name the stage or job of run ${l} to run again from: ${m}`,
{where:i.from});let w=d.find(b=>b.id.includes("/")&&(b.stages.includes(s.from)||b.legs.includes(s.from)))?.id??d.find(b=>b.
stages.includes(s.from)||b.legs.includes(s.from))?.id??(await c.get(s.from))?.record.job??n.jobs.find(b=>b.id===s.from)?.
id,y=w?.split("/")[0];if(y===void 0)throw new v("stage-unknown",`run ${l} has no stage or job ${s.from}${Re(s.from,[...h,
...k])}; ${m}`,{where:i.from});let $=y===s.from?`job ${y}`:`${w===s.from?"job":"stage"} ${s.from} belongs to job ${y}, w\
hich`;if(!e.jobs.some(b=>b.id===y)){let b=e.jobs.map(R=>R.id);throw new v("stage-unknown",`${$} is no longer in ${e.fileName}\
: a replay runs the workflow file as it is now, not as run ${l} had it`,{where:i.from,details:[`its jobs now: ${b.join("\
, ")||"(none)"}`]})}if(!n.jobs.some(b=>b.id===y))throw new v("stage-unknown",`${$} is not part of this run${n.target===null?
"":` (run ${l} was started with ${i.passJob(n.target)})`}`,{where:i.from});let M=new Set([y,...n.jobs.filter(b=>b.upstream.
includes(y)).map(b=>b.id)]);for(let b of n.jobs)b.calledBy!==null&&M.has(b.calledBy)&&M.add(b.id);let _=new Map,x=[];for(let b of n.
jobs){if(M.has(b.id))continue;let R=d.find(I=>I.id===b.id);if(!R)throw new v("replay-incomplete",`run ${l} has no result\
 for job ${b.id}; run it again in full`,{where:i.from});_.set(b.id,R),x.push(...R.stages)}for(let b of n.jobs)if(M.has(b.
id))for(let R of b.needs){let I=_.get(R)?.withheldOutputs??[];if(I.length===0)continue;let K=I.join(", ");throw new v("r\
eplay-incomplete",`job ${R}'s output${I.length===1?` ${K} was`:`s ${K} were`} not stored (it may hold a secret), so repl\
aying from ${s.from} cannot give it to job ${b.id}`,{where:i.from,details:[`replay from the job that made it: ${i.replay(
l,R)}`]})}let E=new Map(e.jobs.map(b=>[b.id,b])),O=b=>(_.get(b)?.result??"success")!=="success",U=E.get(y);if(U?.if.text===
null){let b=U.needs.map(R=>R.id).filter(O);if(b.length>0){let R=b[0];for(let I=0;_.get(R)?.result==="skipped"&&I<e.jobs.
length;I++){let K=E.get(R)?.needs.map(X=>X.id).find(O);if(K===void 0)break;R=K}throw new v("replay-skips",`job ${y} need\
s ${b.map(I=>`${I} (${_.get(I).result} in run ${l})`).join(", ")}, so replaying from ${s.from} would skip it again`,{where:i.
from,details:[`replay from the job that did not succeed: ${i.replay(l,R)}`]})}}let q=new Set(x),S=await c.list(),N=x.find(
b=>!S.some(R=>R.stage===b));if(N!==void 0)throw new v("replay-incomplete",`run ${l} recorded stage ${N}, but its record \
is gone from ${nt(t,l)}, so it cannot be reused`,{where:i.from,details:[`replay from that stage, to run it again: ${i.replay(
l,N)}`]});for(let b of S)if(q.has(b.stage))try{await c.getAttempt(b.stage,b.attempt,b.runAttempt)}catch(R){throw R instanceof
v?new v("replay-incomplete",`run ${l}'s record of stage ${b.stage} (attempt ${b.attempt}) cannot be reused: ${at(R)}`,{where:i.
from,details:[`replay from that stage, to run it again: ${i.replay(l,b.stage)}`]}):R}let P=d.find(b=>b.id===y),F=s.from===
y?null:w!==void 0&&w!==y?`every job of its call (${d.filter(b=>b.id.startsWith(`${y}/`)).map(b=>b.id).join(", ")})`:P&&P.
legs.length>1?`every leg of its matrix (${P.legs.join(", ")})`:P&&P.stages.length>1?`every stage of it (${P.stages.join(
", ")})`:null,L=F===null?null:`${i.fromStage(s.from)}: job ${y} runs again whole, ${F}`,V=zs(l,a,"replay",i),D=await Oc(
nt(t,l),p,new Set(_.keys()));return{run:l,store:c,jobs:_,stages:x,changed:f,whole:L,redactedStart:V,summaries:D}}async function $c(r,t,e){
let n=t.id,s=nt(r,ft.jobs),o=await ke(s,"utf8").catch(d=>{throw Rc(t,s,d,e)}),i=Hs(o,fc,s,{code:"replay-incomplete",what:"\
the jobs' results baton stores",fix:`run ${n} cannot be replayed; run it again in full`}),a=i.some(d=>d.legs.length>0||d.
leg_results===void 0&&d.skip_reason===void 0)?await Pc(r):{legs:new Map,skips:new Map},u=i.some(d=>d.summary_parts!==void 0)?
i.flatMap(d=>(d.summary_parts??[]).map(p=>({job:d.id,...p}))):null;return{jobs:i.map(({withheld_outputs:d,leg_results:p,
skip_reason:f,summary_parts:g,...h})=>{let k=a.legs.get(h.id),m=$=>{let M=k?.get($.leg);return{...$,...M?.durationMs===void 0?
{}:{durationMs:M.durationMs},...M?.failedStep===void 0?{}:{failedStep:M.failedStep}}},w=p?.map(m)??(k===void 0?void 0:h.
legs.map($=>k.get($)??{leg:$,result:h.result})),y=f??a.skips.get(h.id);return{...h,...d&&d.length>0?{withheldOutputs:d}:
{},...w===void 0?{}:{legResults:w},...y===void 0?{}:{skipReason:y}}}),summaryParts:u}}function Rc(r,t,e,n){let s=r.id,o=`\
run it again in full: ${n} with the same options`;if(!Nt(e,"ENOENT"))return new v("replay-incomplete",`${Cr(e)}, so run ${s}\
 cannot be replayed`,{where:t,cause:e,details:[Nt(e,"EACCES","EPERM")?`make it readable (chmod u+r ${t}), or ${o}`:o]});
let i=Fe(r);return i==="running"?new v("replay-incomplete",`run ${s} is still running, so it cannot be replayed yet: a r\
eplay takes the jobs' results of a finished run`,{details:["replay it once it has ended"]}):i==="interrupted"?new v("rep\
lay-incomplete",`run ${s} was interrupted (its process ended before the run did), so it cannot be replayed: a replay tak\
es the jobs' results of a finished run`,{details:[o]}):new v("replay-incomplete",`is missing, so run ${s} (${i}) cannot \
be replayed: a finished run keeps its jobs' results there`,{where:t,details:[...r.reason===void 0?[]:[`the run ended wit\
h: ${r.reason.split(`
`)[0]}`],`put it back if you have a copy, or ${o}`]})}async function Oc(r,t,e){let n=await ke(nt(r,ft.summary)).catch(l=>Nt(
l,"ENOENT")?Buffer.alloc(0):null);if(n===null)return null;if(n.length===0)return[];if(t===null)return null;let s=[...t].
sort((l,a)=>l.offset-a.offset),o=[],i=0;for(let l of s){if(l.offset!==i||l.offset+l.bytes>n.length)return null;i+=l.bytes;
let a=n.subarray(l.offset,l.offset+l.bytes).toString("utf8"),u=sr(l.job,l.leg);if(!a.startsWith(u)||!a.endsWith(`

`))return null;e.has(l.job)&&o.push({job:l.job,leg:l.leg,markdown:a.slice(u.length,-2)})}return i===n.length?o:null}async function Pc(r){
let t=await ke(nt(r,ft.events),"utf8").catch(()=>""),e=new Map,n=new Map,s=new Map,o=new Map;for(let i of t.split(`
`)){if(!/"type":"(job-finished|job-skipped|step-finished|step-started|stage-recorded)"/.test(i))continue;let l;try{l=Ws.
safeParse(JSON.parse(i)).data}catch{continue}if(l?.type==="job-skipped"&&n.set(l.job,l.reason),l?.type==="step-started"&&
o.set(`${l.job}\0${l.leg}`,[]),l?.type==="stage-recorded"){let c=o.get(`${l.job}\0${l.leg}`);c!==void 0&&!c.includes(l.stage)&&
c.push(l.stage)}if(l?.type==="step-finished"&&l.conclusion==="failure"){let c=`${l.job}\0${l.leg}`,d=o.get(c)??[];s.has(
c)||s.set(c,{step:l.step,name:l.name,message:l.message,...l.output_tail===void 0?{}:{output_tail:l.output_tail},...d.length===
0?{}:{stages:d}})}if(l?.type!=="job-finished")continue;let a=e.get(l.job)??new Map,u=l.failed_step??s.get(`${l.job}\0${l.
leg}`);a.set(l.leg,{leg:l.leg,result:l.result,...l.reason===void 0?{}:{reason:l.reason},durationMs:l.duration_ms,...u===
void 0||l.result!=="failure"?{}:{failedStep:u}}),e.set(l.job,a)}return{legs:e,skips:n}}function Hi(r){let t=be(r??process.
cwd()),e;try{e=(0,Jt.statSync)(t)}catch(n){if(!Nt(n,"ENOENT","ENOTDIR"))throw re(t,n,"cwd")}if(e?.isDirectory()!==!0)throw new v(
"usage",e===void 0?"no such directory":"is not a directory",{where:`cwd ${t}`});return t}function Ec(r){if(typeof r!="st\
ring"||r.trim()==="")throw yn("runWorkflow","the workflow file's path as its first argument (runWorkflow('.github/workfl\
ows/ci.yml', \u2026))",xe(r))}async function Ac(r,t,e){let n=new Set(e);for(let s of await r.list())n.has(s.stage)&&await t.
copyAttempt(r,s.stage,s.attempt,s.runAttempt)}async function Tc(r,t,e){let n=new Set;for(let s of e)for(let o of[...s.legs,
...(s.legResults??[]).map(i=>i.leg)])n.add(o);for(let s of n){let o=te(s),i=nt(r,o);if((await nc(i).catch(()=>null))?.isFile()!==
!0)continue;let l=nt(t,`.${ft.jobLogPrefix}${(0,Se.randomBytes)(6).toString("hex")}.tmp`);try{await ec(i,l,Jt.constants.
COPYFILE_EXCL),await sc(l,nt(t,o))}catch(a){throw await oc(l,{force:!0}),new v("run-write-failed",An(`the job log of ${s}`,
a),{where:nt(t,o),cause:a})}}}async function Hh(r,t,e={}){return _c(r,t,e,On)}async function _c(r,t,e,n){Nc(r,t);let s=ir(
e,"replayWorkflow"),o=Hi(s.cwd),i=be(o,s.storeDir??mn),l=await new _n(i).resolve(r),a=await Js(nt(i,l),l);if(a.redacted)
throw new v("replay-refused",`run ${l} was started with a secret (or text shaped like a token) in ${n.typedValues}, whic\
h was not stored, so it cannot be replayed`,{details:[`start it again in full: ${n.run(a.workflow_path)} with the same o\
ptions`]});return Ui(a.workflow_path,{...s,cwd:o,storeDir:i,...a.job?{job:a.job}:{},inputs:a.inputs,event:a.event,eventName:a.
event_name,vars:a.vars,secrets:s.secrets??a.secrets,...a.parent?{parent:a.parent}:{}},{words:n,replay:{run:l,from:t,invocation:a}})}
function Nc(r,t){let e=[...typeof r=="string"&&r.trim()!==""?[]:[{takes:"the stored run's id (or 'latest') as its first \
argument (replayWorkflow('latest', 'fix', \u2026))",given:xe(r)}],...typeof t=="string"?[]:[{takes:"the stage or job to \
run again from as its second argument (replayWorkflow('latest', 'fix', \u2026))",given:xe(t)}]],[n,...s]=e;if(n!==void 0)
throw yn("replayWorkflow",n.takes,n.given,void 0,s.map(({takes:o,given:i})=>kr(o,i)))}export{Mc as a,De as b,We as c,Ue as d,fo as e,da as f,Je as g,Uh as h,pc as i,Hh as j,_c as k};

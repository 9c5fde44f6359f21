import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{a as Fr,b as Ir}from"./chunk-YHQU7V4H.js";import{a as Wr,b as Qr,c as to,d as eo}from"./chunk-ZSTPZUNN.js";
import{a as Ur,b as Hr,c as Jr,i as qr,j as Xr,k as Yr,l as Zr}from"./chunk-UOJOJ6CE.js";import{a as Tn,b as zr,c as Br,
d as Gr,e as Kr,g as Vr}from"./chunk-KH27GBVF.js";import{a as En,d as Dr,f as An}from"./chunk-GTRAR4DI.js";import{
a as Cs}from"./chunk-GWIR7DIQ.js";import{a as Ls}from"./chunk-7FV423P5.js";import{k as Mr,l as jr}from"./chunk-6SEGYK7Z.js";
import{$ as dr,Aa as On,Ba as Nr,C as Hs,Ca as _r,Da as Cr,G as se,H as Js,J as zs,K as Bs,N as Gs,O as Ks,P as Vs,Q as qs,
U as sr,W as oe,X as vn,Y as lr,Z as ur,_ as cr,a as Rt,aa as fr,b as $t,ba as pr,c as $e,ca as hr,d as Dt,ea as _e,f as ne,
fa as Ce,ga as Rn,ha as mr,ja as Me,ka as wr,n as Z,p as Fs,pa as xr,q as Is,qa as Rr,r as Ds,ra as $r,sa as Or,ta as Pr,
va as Er,w as Oe,y as Ws,ya as Ar,z as Us,za as Tr}from"./chunk-UXDSCJU4.js";import{A as $n,B as je,C as yr,D as br,
L as Sr,N as kr,O as vr,a as xn,i as gr}from"./chunk-XN2DIZNF.js";import{b as nt,c as Kt,d as Ne,e as rr,f as or,h as ir,
i as Wt,j as kn,k as ar}from"./chunk-ELLCTOB7.js";import{b as ee}from"./chunk-VNY4YMOQ.js";import{a as Le}from"./chunk-ICEQMEMO.js";
import{a as Pn,c as Lr}from"./chunk-YBFLPME4.js";import{a as Pe,b as Ee,k as Xs,m as Ys,n as Zs,o as Qs,p as Ae,q as Te,
r as tr,u as er,v as nr,x as re}from"./chunk-XWFWV4XT.js";import{a as Tt,b as ve,c as xt,d as wn,e as ks,g as Sn,i as Re,
m as Ts,n as Ns,p as _s,r as Gt,t as Ms,u as js}from"./chunk-G6IW7IQF.js";import{b as x,c as Ft,d as wt,e as dn}from"./chunk-BXL4BL7Z.js";
import{Aa as As,B as Y,C as et,Da as te,Ea as Bt,H as Ot,I as bs,O as at,P as lt,Q as Zt,T as jt,U as Ss,X as mn,b as fn,
ca as vs,d as fs,da as xs,e as ps,ha as Q,i as Mt,ia as It,j as hs,ja as yn,k as gs,ka as Rs,l as pn,m as hn,ma as $s,n as ms,
na as Nt,o as ws,oa as xe,pa as Os,q as ys,r as gn,ra as Ps,sa as bn,ua as Qt,x as bt,xa as Es,ya as B}from"./chunk-JZBPCCZQ.js";
import{a as Yt}from"./chunk-5A7QKWCT.js";import{d as At}from"./chunk-3NR5HZ6E.js";var kc=mn.stage;function Nn(s,t){let e=mn[s];return Object.fromEntries(Object.entries(t).filter(([n])=>e.includes(n)))}function Fe(s,t,e={}){
let n=s.problems.some(r=>r.code===Ot.nextUnknownStage);return{[et.status]:s.status,[et.next]:t?.next&&!n?t.next.stage:"",
[et.present]:s.present?"true":"false",[et.data]:JSON.stringify(t?.data??{}),[et.sha256]:s.digests.handoff??"",[et.artifactId]:e.
artifactId??"",[et.promptPath]:e.promptPath??"",[et.handoffPath]:e.handoffPath??""}}function no(){return{[et.status]:"fa\
ilure",[et.next]:"",[et.present]:"false",[et.data]:"{}",[et.sha256]:"",[et.artifactId]:"",[et.promptPath]:"",[et.handoffPath]:""}}var Fi=new TextEncoder,Ii=new TextDecoder("utf-8",{fatal:!0,ignoreBOM:!0}),Di=new TextDecoder("latin1");async function so(s,t,e){
let n=[],r=[],o=new Set,i=bt.artifactBytes;for(let[l,a]of(t.artifacts??[]).entries()){let u=f=>r.push({code:Ot.artifactRefused,
severity:"warning",path:Ns(["artifacts",l,"path"]),message:`${a.path} ${f}; it was not kept`});if(a.path.includes(jt.markerPrefix)){
u("held a secret (its path was redacted)");continue}let c=Qs(a.path);if("refused"in c){u(c.refused);continue}if(o.has(c.
path))continue;let d=await e.readArtifact(s.workingDirectory,c.path,i);if(d.kind==="refused"){u(d.reason);continue}let p=Wi(
d.bytes,s.redact,`${ws}/${c.path}`);if("refused"in p){u(p.refused);continue}if(p.bytes.length>i){u(`is ${p.bytes.length}\
 bytes once redacted, more than the ${i} bytes left of the ${bt.artifactBytes}-byte limit for one record's artifacts`);continue}
r.push(...p.problems),n.push({path:c.path,bytes:p.bytes}),o.add(c.path),i-=p.bytes.length}return{files:n,problems:r}}function Wi(s,t,e){
let n;try{n=Ii.decode(s)}catch{n=void 0}if(n!==void 0){let r=Ce(n,t,e);return r.problems.length===0?{bytes:s,problems:[]}:
{bytes:Fi.encode(r.text),problems:r.problems}}return nt(Di.decode(s),t).redactions.length>0?{refused:"is not UTF-8 text \
and holds a secret, which cannot be redacted from a binary file"}:{bytes:s,problems:[]}}var Ui=new Set(Object.values(bs));function ro(s){return s.problems.filter(t=>t.severity==="warning"&&!Ui.has(t.code))}var Ie="baton: the command could not start: ";async function De(s,t,e,n,r={}){let o=e&&s.agent?.kind==="preset"?Us(s.agent.preset,e.stdout):null,i=await Hi(s,t,e,o?.finalText??
null,n),l=i.kind==="valid"?i.handoff:null,a=l?await so(s,l,n.workspace):{files:[],problems:[]},u=[...t.warnings,...i.problems,
...a.problems,...o?.problems??[]],c=i.kind==="invalid",d=s.onInvalid==="fail"||s.handoff==="required",p=null,f,h={reason:"\
cancelled",message:`the stage was cancelled while its agent ran${typeof r.signal?.reason=="string"?`: ${r.signal.reason}`:
""}`};if(r.cancelled||r.signal?.aborted)f=h;else if(e&&e.exitCode!==0)f={reason:"exit-nonzero",message:e.exitCode!==null?
`the agent exited with code ${e.exitCode}`:e.signal!==null?`the agent was ended by ${e.signal}`:`the agent could not sta\
rt: ${e.output.replace(Ie,"").trim()}`,exitCode:e.exitCode,signal:e.signal};else if(c&&d){let R=i.problems.filter(j=>j.severity===
"error");f={reason:"handoff-invalid",message:`the handoff was refused (${Bi(R.length,"problem")}): ${zi(R)}`,problems:R}}else if(l===
null&&s.handoff==="required"){let R=`no handoff: nothing at $${Mt.handoffPath} and no block between the markers in the a\
gent's output, and this stage requires one (handoff: required)`;u.push({code:Ot.handoffMissing,severity:"error",path:"$",
message:R}),f={reason:"handoff-missing",message:R}}else if(r.verify){let R=await r.verify();p=R.facts,u.push(...R.problems),
f=r.signal?.aborted?{reason:"cancelled",message:"the stage was cancelled while verify ran"}:p.exit_code===0?{reason:"com\
pleted",message:null}:{reason:"verify-failed",message:`verify failed with ${p.exit_code===null?"no exit code (ended by a\
 signal)":`exit code ${p.exit_code}`}`,exitCode:p.exit_code}}else f={reason:"completed",message:null};let S=c&&!d?u.map(
R=>({...R,severity:"warning"})):u,w=n.workspace.now(),m=await _e(s,{attempt:t.attempt,repair:t.repair,hop:t.hop,lineage:t.
lineage,...t.parent?{parent:t.parent}:{},prompt:t.prompt,handoff:l,agent:e,startedAt:new Date(t.preparedAt),finishedAt:w,
usage:o?.usage??null,verify:p,outcome:f,problems:S,files:a.files},n),k=s.handoff==="required"&&(f.reason==="handoff-inva\
lid"||f.reason==="handoff-missing");return{...m,outputs:Fe(m.record,m.handoff,{artifactId:m.ref.id,promptPath:t.promptPath,
handoffPath:t.handoffPath}),repairProblems:k?m.record.problems.filter(R=>R.severity==="error"):[]}}async function Hi(s,t,e,n,r){
let o=await r.workspace.readHandoff(t.handoffPath),i=[],l;if(o.kind!=="missing")l=o;else if(e)for(let d of[n,e.stdout]){
if(!d)continue;let p=Cs(d);if(i.push(...p.warnings),p.json!==null){l=Ts(p.json);break}}if(l===void 0)return{kind:"missin\
g",problems:Ji(i)};if(l.kind==="invalid")return{kind:"invalid",problems:[...i,...l.problems]};let a=ir(l.handoff,s.redact),
u=[...i,...l.warnings,...a.problems],c=a.handoff.next?.stage;if(c!==void 0&&s.workflowJobs!==null&&!s.workflowJobs.includes(
c)){let d={code:Ot.nextUnknownStage,severity:s.onInvalid==="warn"?"warning":"error",path:"$.next.stage",message:`"${c}" \
names no job in this workflow; jobs: ${[...s.workflowJobs].sort().join(", ")}`};if(s.onInvalid==="fail")return{kind:"inv\
alid",problems:[...u,d]};u.push(d)}else c!==void 0&&s.workflowJobs===null&&u.push({code:Ot.nextUnchecked,severity:"warni\
ng",path:"$.next.stage",message:`"${c}" was not checked against the workflow's jobs, which are not known here: ${s.workflowUnread??
"the workflow file was not read"}; the \`next\` output names it as given, whether or not a job has that id`});return{kind:"\
valid",handoff:a.handoff,problems:u}}function Ji(s){let t=new Set;return s.filter(e=>{let n=`${e.code}\0${e.path}\0${e.message}`;
return t.has(n)?!1:(t.add(n),!0)})}function zi(s){let t=[...s].sort((n,r)=>Number(Sn(r.message))-Number(Sn(n.message))),
e=t.slice(0,3).map(Gt).join("; ");return t.length>3?`${e}; and ${t.length-3} more`:e}function Bi(s,t){return`${s} ${t}${s===
1?"":"s"}`}function io(s){let t=s.problems.filter(r=>r.severity==="error"),e=(t.length>0?t:s.problems).map(r=>`- ${Gt(r).replace(/\s+/g,
" ")}`).join(`
`),n=JSON.stringify(Ls(),null,2);return[`# Your handoff for stage \`${s.stage}\` was not accepted`,"","Your last run fin\
ished, but baton could not accept its handoff:","",e,"",`Do not redo the work. Write the handoff again, as one JSON obje\
ct that follows the JSON Schema below, to the file named by the environment variable \`${Mt.handoffPath}\` (or print it a\
s the last thing you output, between a line \`${hn.start}\` and a line \`${hn.end}\`).`,"","## The handoff JSON Schema",
"",oo(n,"json"),"","## The task you were given","",oo(s.previousPrompt,"markdown"),""].join(`
`)}function oo(s,t){let e=Math.max(0,...Array.from(s.matchAll(/`+/g),r=>r[0].length)),n="`".repeat(Math.max(3,e+1));return`${n}${t}\

${s.replace(/\n$/,"")}
${n}`}async function We(s,t,e={}){let n=e.attempt??1,r=t.workspace.now();await Ki(s,n,t.store);let o=e.upstream??await Vi(s,t.
store),i=e.parent!==void 0?e.parent:await Xi(s,t),l=o.filter(w=>w.stored!==void 0),a=l.map(w=>ao(w.stored)).sort((w,m)=>xn(
w.stage,m.stage)),u=i?.deepest[0]?.record.hop??0,c=1+Math.max(u,...l.map(w=>w.stored.record.hop)),d=i?{run:i.run,lineage:i.
deepest.map(ao)}:void 0,p=async(w,m)=>{let k=await _e(s,{attempt:n,repair:e.repair!==void 0,hop:c,lineage:a,...d?{parent:d}:
{},prompt:"",handoff:null,agent:null,startedAt:r,finishedAt:t.workspace.now(),usage:null,verify:null,outcome:w,problems:m},
t);return{kind:"refused",result:{stage:s.stage,ok:!1,outcome:k.outcome,attempts:[k],final:k,outputs:Fe(k.record,null,{artifactId:k.
ref.id})}}};if(c>s.maxHandoffs){let w=await Yi(s,l,i,t),m=`stage ${s.stage} would be hop ${c}, more than max-handoffs ${s.
maxHandoffs}: ${ta(w)}`;return p({reason:"max-handoffs",message:m,hop:c,limit:s.maxHandoffs,chain:w},[{code:Ot.maxHandoffs,
severity:"error",path:"$",message:m}])}let f,g=[];if(e.repair)f=io({stage:s.stage,...e.repair});else try{({prompt:f,warnings:g}=
await Gi(s,o,e.attemptContext))}catch(w){if(!(w instanceof x))throw w;let m={code:w.code,severity:"error",path:w.where??
"$",message:w.message};return p({reason:"render-failed",message:wt(w),problems:[m]},[m])}let h=await t.workspace.attemptPaths(
s.stage,n);return s.agent?.kind==="preset"&&(f=`${f.trimEnd()}

${Hs({handoffPath:h.handoffPath})}
`),await t.workspace.writePrompt(h.promptPath,f),{kind:"ready",prepared:{stage:s.stage,attempt:n,repair:e.repair!==void 0,
prompt:f,promptPath:h.promptPath,handoffPath:h.handoffPath,lineage:a,hop:c,...d?{parent:d}:{},warnings:g,preparedAt:r.toISOString()},
upstream:o,parent:i}}async function Gi(s,t,e){if(s.template===null)throw new x("prompt-missing","this stage has no promp\
t template",{where:s.stage});let n={source:s.template.source,...s.maxPromptTokens===null?{}:{maxPromptTokens:s.maxPromptTokens},
...s.madeEvent===void 0?{}:{madeEventHint:qr(s.madeEvent,s.madeEventRun)}};await Yr(s.template.text,n);let r=gr({upstream:t,
inputs:s.inputs,github:s.github,...e?{attempt:e}:{},require:s.needs,analysis:Xr(s.template.text)}),o=Zr(s.template.text,
r.context,n);return{prompt:o.prompt,warnings:[...r.warnings,...o.warnings]}}async function Ki(s,t,e){let n={stage:s.stage,
attempt:t,runAttempt:s.run.attempt};if((await e.list()).some(o=>Te(o,n)===0))throw new x("record-exists",`${er(n)} alrea\
dy has a record in this run, so the agent was not run; records are immutable`,{where:`stage ${s.stage}`,details:[`anothe\
r job of this run records stage ${s.stage}: give each job its own stage id (the \`${Y.stage}\` input)`]})}async function Vi(s,t){
let e=s.upstream.filter(a=>a.stage!==s.stage),n=await Promise.all(e.map(a=>t.get(a.stage))),r=new Map(e.map(a=>[a.stage,
a])),o=(a,u)=>{let{job:c=null,matrix:d,open:p,place:f}=r.get(a)??{};return{stage:a,job:c??u?.record.job??a,stored:u,...d===
void 0?{}:{matrix:d},...p===!0?{open:!0}:{},...f===void 0?{}:{place:f}}},i=new Map;for(let[a,u]of e.entries())i.set(u.stage,
n[a]);if(s.expandLineage){let a=[...i.values()].filter(u=>u!==void 0);for(let u=a.shift();u;u=a.shift())for(let c of u.record.
lineage){if(c.stage===s.stage||i.has(c.stage))continue;let d=await t.getAttempt(c.stage,c.attempt,c.run_attempt),p=d?.recordSha256===
c.record_sha256?d:void 0;i.set(c.stage,p),p&&a.push(p)}}let l=s.expandLineage?await qi(s,i,t):new Map;return[...i].map(([
a,u])=>{let c=l.get(a);return{...o(a,u),...c?{recordedLike:c}:{}}})}async function qi(s,t,e){let n=s.needs.filter(i=>t.has(
i)&&t.get(i)===void 0),r=new Map;if(n.length===0)return r;let o=[...new Set((await e.list()).map(i=>i.stage))].filter(i=>i!==
s.stage).sort(xn);for(let i of n){let l=o.filter(a=>a.startsWith(`${i}-`));l.length>0&&r.set(i,l)}return r}async function Xi(s,t){
if(s.parentRun===null)return null;if(!t.openRun)throw new Ft(`stage ${s.stage}: a parent run is set but no way to open a\
nother run was given`);let e=await t.openRun(s.parentRun),n=new Map;for(let i of await e.list())n.set(i.stage,tr([i,n.get(
i.stage)??i]));let r=(await Promise.all([...n.values()].map(i=>e.getAttempt(i.stage,i.attempt,i.runAttempt)))).filter(i=>i!==
void 0),o=Math.max(0,...r.map(i=>i.record.hop));return{run:s.parentRun,store:e,deepest:r.filter(i=>i.record.hop===o)}}function ao(s){
let{stage:t,attempt:e,run:n}=s.record;return{stage:t,attempt:e,...n.attempt>1?{run_attempt:n.attempt}:{},record_sha256:s.
recordSha256}}async function Yi(s,t,e,n){let r=s.maxHandoffs+1,o=new Map(t.map(f=>[f.stored.recordSha256,f.stored])),i=new Map;
e&&i.set(e.run,Promise.resolve(e.store));let l=f=>(!i.has(f)&&n.openRun&&i.set(f,n.openRun(f)),i.get(f)),a=f=>f.reduce((g,h)=>g===
void 0||h.stored.record.hop>g.stored.record.hop?h:g,void 0),u=async(f,g,h)=>{let S=[];for(let w of f){let m=(h===null?o.
get(w.record_sha256):void 0)??await g.getAttempt(w.stage,w.attempt,w.run_attempt);m?.recordSha256===w.record_sha256&&S.push(
{stored:m,store:g,run:h})}return S},c=[{stage:s.stage,run:null}],d=a([...t.map(f=>({stored:f.stored,store:n.store,run:null})),
...(e?.deepest??[]).map(f=>({stored:f,store:e.store,run:e.run}))]),p=!1;for(;d&&c.length<r+1;){c.unshift({stage:d.stored.
record.stage,run:d.run});let{record:f}=d.stored;if(f.hop<=1){p=!0;break}let g=await u(f.lineage,d.store,d.run);if(f.parent)
try{let h=await l(f.parent.run);h&&g.push(...await u(f.parent.lineage,h,f.parent.run))}catch{}d=a(g)}return Zi(c,p)}function Zi(s,t){
let e=s.some(o=>o.run!==null),n=t?[]:["\u2026"],r;for(let o of s)e&&o.run!==r&&n.push(Qi(o.run)),r=o.run,n.push(o.stage);
return n}function Qi(s){return s===null?"this run:":`run ${s}:`}function _n(s){return s.endsWith(":")}function ta(s){let t=s.
filter(l=>!_n(l)&&l!=="\u2026").length,e=[],n,r=!1,o=0;for(let l of s)_n(l)?(n=l,r=!1):l==="\u2026"?e.push(l):(t<=12||o<
5||o>=t-5?(n!==void 0&&!r&&e.push(n),r=!0,e.push(l)):e.at(-1)!=="\u2026"&&e.push("\u2026"),o++);let i="";for(let[l,a]of e.
entries()){let u=e[l-1];i+=l===0?a:u!==void 0&&_n(u)?` ${a}`:` \u2192 ${a}`}return i}async function lo(s,t){if(s.agent===null)throw new Ft(`stage ${s.stage}: runStage needs an agent (run or agent); this sp\
ec is for a split stage`);let e=[],n,r,o={},i="",l=!1;for(let a=1;;a++){let u=await We(s,t,{...o,attempt:a,...n?{upstream:n}:
{},...r!==void 0?{parent:r}:{}});if(u.kind==="refused")return t.reporter?.error(u.result.outcome.message??"",s.stage),{...u.
result,attempts:[...e,...u.result.attempts]};n=u.upstream,r=u.parent;let c=u.prepared;c.repair||(i=c.prompt);for(let h of c.
warnings)t.reporter?.warning(h.message,`${s.stage} ${h.path}`);let d=await ra(s,c,t),p=await De(s,c,d,t,{...t.signal?{signal:t.
signal}:{},...s.verify===null?{}:{verify:()=>oa(s,c,t,s.verify)}});e.push(p);let{outcome:f}=p,g=t.signal?.aborted===!0;if(p.
repairProblems.length>0&&!l&&!g){l=!0,t.reporter?.warning(`${f.message}; giving the agent one repair turn`,s.stage),o={repair:{
problems:p.repairProblems,previousPrompt:i}};continue}if(f.reason==="verify-failed"&&a<s.attempts&&!g){t.reporter?.warning(
`attempt ${a} of ${s.attempts}: ${f.message}; trying again`,s.stage),o={attemptContext:na(a+1,p.handoff,p.record.verify)};
continue}return f.reason==="cancelled"?t.reporter?.warning(f.message,s.stage):f.reason!=="completed"&&t.reporter?.error(
f.message,s.stage),ea(s,f,e,p.outputs)}}function ea(s,t,e,n){let r=e.at(-1);if(!r)throw new Ft(`stage ${s.stage}: no att\
empt was stored`);return{stage:s.stage,ok:t.reason==="completed",outcome:t,attempts:e,final:r,outputs:n}}function na(s,t,e){
return{number:s,previous:t,verify:e?{exit_code:e.exit_code,output:e.output_tail}:null}}function sa(s,t){let e={};for(let[
n,r]of Object.entries(s))hs.includes(n)||gs.some(o=>n.startsWith(o))||(e[n]=r);return{...e,...t}}function uo(s,t,e,n={}){
return sa(e.env,{...n,[Mt.promptPath]:t.promptPath,[Mt.handoffPath]:t.handoffPath,[Mt.stage]:s.stage})}async function ra(s,t,e){
let n=s.agent,r=n.kind==="preset"?{...Ws(n.preset),shell:"bash"}:{script:n.command,env:{},shell:s.shell};return e.reporter?.
info(`${s.stage}: attempt ${t.attempt}${t.repair?" (repair turn)":""}, running the agent`),co(e,()=>({script:r.script,shell:r.
shell,cwd:e.workspace.resolveDirectory(s.workingDirectory),env:uo(s,t,e,r.env)}))}async function co(s,t){let e=s.workspace.
now();try{return await s.runner.run({...t(),...s.onOutput?{onOutput:s.onOutput}:{},...s.signal?{signal:s.signal}:{}})}catch(n){
let r=`${Ie}${wt(n)}
`;return s.onOutput?.(r,"stderr"),{exitCode:null,signal:null,startedAt:e,finishedAt:s.workspace.now(),output:r,stdout:""}}}
async function oa(s,t,e,n){e.reporter?.info(`${s.stage}: attempt ${t.attempt}, running verify`);let r=await co(e,()=>({script:n,
shell:s.shell,cwd:e.workspace.resolveDirectory(s.workingDirectory),env:uo(s,t,e)})),o=Ce(r.output,s.redact,"verify.outpu\
t_tail");return{facts:{command:n,exit_code:r.exitCode,output_tail:fs(o.text,bt.verifyOutputTailBytes),duration_ms:Math.max(
0,r.finishedAt.getTime()-r.startedAt.getTime())},problems:o.problems}}var mo=At(Pe(),1),Pt=At(Yt(),1);import{spawn as la}from"node:child_process";import{tmpdir as ua}from"node:os";import{join as ca}from"node:path";
import{StringDecoder as da}from"node:string_decoder";var Ue=class{#t;#n={stdout:"",stderr:""};#s=null;constructor(t){this.#t=t}push(t,e){let n=this.#n[e]+t,r=n.endsWith("\r")?
n.slice(0,-1):n,o=Math.max(r.lastIndexOf(`
`),r.lastIndexOf("\r"))+1;n.length-o>65536&&(o=n.length),this.#e(e,n.slice(0,o)),this.#n[e]=n.slice(o)}end(t){this.#e(t,
this.#n[t]),this.#n[t]=""}#e(t,e){e!==""&&(this.#s!==null&&!this.#s.ended&&this.#s.stream!==t&&this.#t(`
`,!0),this.#t(e,!1),this.#s={stream:t,ended:e.endsWith(`
`)||e.endsWith("\r")})}};var ia=8;function po(s,t,e,n){let r=s+t,o=s.length,i=rr(r,e),l=i.find(c=>c.start<o&&c.end>o),a=l?l.end-o:0;if(n&&(a=fo(t,
a)),!r.includes("\x1B")&&i.every(c=>c.end<=o+a))return a;let u=nt(r,e).text;for(let c=0;a<t.length&&c<=ia;c++){if(or(r,o+
a,e,u))return a;a=n?fo(t,a+1):aa(t,a+1)}return t.length}function fo(s,t){if(t===0||s.charCodeAt(t-1)===ho)return t;let e=s.
indexOf(`
`,t);return e===-1?s.length:e+1}function aa(s,t){for(let e=t;e<=s.length;e++){let n=s.charCodeAt(e-1);if(n===ho||n===32||
n===9)return e}return s.length}var ho=10;var Cn={killGraceMs:5e3,maxOutputBytes:1024*1024,drainMs:1e3};function fa(s){try{process.kill(-s,0)}catch{return!1}let t;
try{t=(0,Pt.readdirSync)("/proc")}catch{return!0}for(let e of t){if(!/^\d+$/.test(e))continue;let n;try{n=(0,Pt.readFileSync)(
`/proc/${e}/stat`,"utf8")}catch{continue}let[r,,o]=n.slice(n.lastIndexOf(")")+2).split(" ");if(Number(o)===s&&r!=="Z")return!0}
return!1}var He=class{#t;#n;#s;#e;#r;#o;#l;#a;constructor(t={}){this.#t=t.tempDir??ua(),this.#n=t.killGraceMs??Cn.killGraceMs,
this.#s=t.maxOutputBytes??Cn.maxOutputBytes,this.#e=t.drainMs??Cn.drainMs,this.#r=t.outputHook,this.#o=t.reuseScripts?new Map:
void 0,this.#l=t.secrets??[],this.#a=t.noPathHint??"PATH is not set in its environment"}async run(t){let e=fr(t.shell);pa(
t.cwd);let n=pr(e,t.script),r=this.#u(e.extension,n),o=r??ca(this.#t,`baton-step-${(0,mo.randomUUID)()}${e.extension}`);
r===void 0&&((0,Pt.writeFileSync)(o,n,{flag:"wx",mode:448}),this.#o?.set(`${e.extension}\0${n}`,o)),this.#r?.begin?.();try{
return await this.#d(e.file,hr(e,o),t)}finally{this.#r?.end?.(),this.#o===void 0&&(0,Pt.rmSync)(o,{force:!0})}}#u(t,e){let n=`${t}\
\0${e}`,r=this.#o?.get(n);if(r===void 0)return;let o=Buffer.from(e),i;try{i=_s(r,o.length)}catch{i={kind:"missing"}}if(i.
kind==="file"&&o.equals(i.bytes))return r;this.#o?.delete(n)}#d(t,e,n){return new Promise((r,o)=>{let i=new Date,l=new Je(
this.#s),a=new Je(this.#s),u=la(t,e,{cwd:n.cwd,env:n.env,stdio:["ignore","pipe","pipe"],detached:!0});u.pid!==void 0&&n.
onStart?.(u.pid);let c,d,p,f,g=!1,h=F=>{if(u.pid!==void 0)try{process.kill(-u.pid,F)}catch{}},S=()=>u.pid!==void 0&&fa(u.
pid),w,m=!1,k,R=null,j,L=()=>{h("SIGKILL"),j=Date.now()},v=Number.POSITIVE_INFINITY,P=F=>{F>=v||(v=F,clearTimeout(c),c=setTimeout(
L,Math.max(0,F-Date.now())),c.unref())},$=()=>{R!=="terminate"&&(R="terminate",clearTimeout(d),h("SIGTERM"),P(Date.now()+
this.#n))},H=()=>{if(n.stop!=="interrupt"||n.kill?.aborted)return $();R===null&&(R="interrupt",h("SIGINT"),d=setTimeout(
()=>h("SIGTERM"),1.5*this.#n),d.unref(),P(Date.now()+2*this.#n))},V=()=>{let F=S();return n.kill?.aborted&&j===void 0&&F&&
L(),F&&(j===void 0||Date.now()-j<2e3)?(w??=setInterval(b,100),!1):(clearInterval(w),m?!0:k===void 0?(k=Date.now(),setTimeout(
b,this.#e).unref(),!1):Date.now()-k>=this.#e)},b=()=>{g||f===void 0||R!==null&&!V()||(clearInterval(w),g=!0,clearTimeout(
p),u.stdout?.destroy(),u.stderr?.destroy(),N("stdout"),N("stderr"),n.signal?.removeEventListener("abort",H),n.kill?.removeEventListener(
"abort",$),clearTimeout(c),clearTimeout(d),r({exitCode:f.code,signal:f.signal,startedAt:i,finishedAt:new Date,output:l.text(
this.#l),stdout:a.text(this.#l)}))},O=new Ue((F,G)=>G?l.insert(F):l.push(F)),N=F=>O.end(F),I=(F,G)=>{let y=new da("utf8"),
E=A=>{O.push(A,G),A!==""&&(G==="stdout"&&a.push(A),this.#r?.chunk(A,G),n.onOutput?.(A,G))};F.on("data",A=>{l.wrote(A.length),
G==="stdout"&&a.wrote(A.length),E(y.write(A))}),F.on("end",()=>{E(y.end()),N(G)})};I(u.stdout,"stdout"),I(u.stderr,"stde\
rr"),u.on("error",F=>{if(g)return;g=!0,n.signal?.removeEventListener("abort",H),n.kill?.removeEventListener("abort",$);let G=F.
code==="ENOENT"&&!t.includes("/")&&!n.env.PATH;o(new x("shell-failed",`could not start ${JSON.stringify(t)}: ${F.code??F.
message}${G?`; ${this.#a}`:""}`,{where:"shell",cause:F}))}),u.on("exit",(F,G)=>{f={code:F,signal:G},p=setTimeout(()=>{R===
null&&(u.stdout?.destroy(),u.stderr?.destroy()),b()},this.#e),p.unref()}),u.on("close",()=>{m=!0,b()}),n.kill?.aborted?$():
n.kill?.addEventListener("abort",$,{once:!0}),n.signal&&(n.signal.aborted?H():n.signal.addEventListener("abort",H,{once:!0}))})}};
function pa(s){let t;try{t=(0,Pt.statSync)(s)}catch{t=void 0}if(!t?.isDirectory())throw new x("working-directory-missing",
`${s} is not a directory`,{where:"working-directory"})}var go=64*1024,ha=`${["-----BEGIN","PRIVATE","KEY-----"].join(" ")}\

`,ga=128,Je=class{#t;#n=[];#s=0;#e=0;#r=0;#o=0;#l=!1;#a="";constructor(t){this.#t=t}wrote(t){this.#r+=t}insert(t){this.push(
t),this.#o+=Buffer.byteLength(t)}push(t){this.#n.push(t);let e=Buffer.byteLength(t);for(this.#s+=e,this.#e+=e;this.#n.length>
1&&this.#s-Buffer.byteLength(this.#n[0])>=this.#t+go;){let n=this.#n.shift();this.#s-=Buffer.byteLength(n),this.#u(n)}}#u(t){
let e=this.#a+t;this.#l=Wt(e,this.#l,this.#a.length),this.#a=e.slice(-ga)}text(t=[]){let e=Buffer.from(this.#n.join(""));
if(e.length<=this.#t)return e.toString("utf8");let n=e.length-this.#t-1,r=e.indexOf(10,n),o=[e.indexOf(32,n),e.indexOf(9,
n)].filter(u=>u>=0),i=r>=0&&r<e.length-1?r:o.length>0?Math.min(...o):-1,l="";if(i>=0){let u=i+1,c=Math.max(0,u-go),d=c===
0?-1:e.indexOf(10,c-1);for(d>=0&&d+1<u&&(c=d+1);(e[c]&192)===128;)c++;let f=(Wt(this.#a+e.subarray(0,c).toString("utf8"),
this.#l,this.#a.length)?ha:"")+e.subarray(c,u).toString("utf8"),g=e.subarray(u).toString("utf8");l=g.slice(po(f,g,t,e[i]===
10))}let a=l!==""?`the last ${this.#t} bytes at most are kept`:i===-1?"none of it is kept, as no line or space was left \
to start at":"none of it is kept, as all of it after the cut may be part of a secret the cut went through";return this.#e===
this.#r+this.#o?`[baton: the first ${this.#e-Buffer.byteLength(l)} bytes of this output were left out; ${a}]
${l}`:`[baton: this output was ${this.#r} bytes, not all of it UTF-8 text, and its start was left out; ${a}${l===""?"":"\
, as text (a byte that is not UTF-8 as \uFFFD)"}]
${l}`}};var be=At(Pe(),1),Ht=At(Yt(),1);import{copyFile as Hu,lstat as Ju,mkdtemp as zu,readFile as Se,rename as Bu,rm as Gu}from"node:fs/promises";
import{availableParallelism as Ku,hostname as Vu,tmpdir as qu}from"node:os";import{basename as Xu,dirname as Yu,join as tt,
relative as Zu,resolve as ye}from"node:path";import{setMaxListeners as Dn}from"node:events";var wo=["repository","path","ref"];function yo(s,t,e){let n=t.repository.trim(),r=n!==""&&n.toLowerCase()!==e.repository.
toLowerCase(),o=t.path.trim(),i=!ma(o,e.workspace),l=t.ref.trim(),a=l!==""&&!e.refs.includes(l);if(!r&&!i&&!a)return null;
let u=r?`${n}${a?` at ${l}`:""} is not cloned`:a?`ref ${l}${i?" of this repository":""} is not checked out`:"this reposi\
tory is not checked out again";return`${s}: ${u}${i?` into ${o}`:""}: baton checks nothing out; the project directory is\
 used as it is`}function ma(s,t){if(s==="")return!0;let e=s.replace(/\/+$/,"")||"/";return e==="."||e===(t.replace(/\/+$/,
"")||"/")}function Ro(s){return`$${at.stepSummary} upload aborted, supports content up to a size of ${Math.floor(bt.stepSummaryFileBytes/
1024)}k, got ${Math.floor(s/1024)}k. For more information see: https://docs.github.com/actions/using-workflows/workflow-\
commands-for-github-actions#adding-a-markdown-summary`}var $o=new Set(["NODE_OPTIONS"]);function jn(s,t){let e=[],n=s.split(
`
`).map(r=>r.replace(/\r$/,""));n.length>0&&n[n.length-1]===""&&n.pop();for(let r=0;r<n.length;r+=1){let o=n[r];if(o.trim()===
"")continue;let i=o.indexOf("<<"),l=o.indexOf("=");if(i>0&&(l<0||i<l)){let a=o.slice(0,i),u=o.slice(i+2);if(u==="")throw ze(
t,r+1,`"${a}<<" needs a delimiter`);let c=[],d=!1;for(r+=1;r<n.length;r+=1){if(n[r]===u){d=!0;break}c.push(n[r])}if(!d)throw ze(
t,r,`no line "${u}" ends the value of ${a}`);e.push([bo(a,t,r+1),c.join(`
`)]);continue}if(l>0){e.push([bo(o.slice(0,l),t,r+1),o.slice(l+1)]);continue}throw ze(t,r+1,"expected name=value or name\
<<DELIMITER")}return e}function Oo(s,t){let e=[],n=[];for(let r of jn(s,t))$o.has(r[0].toUpperCase())?n.push(`can't stor\
e ${r[0]} using ${t}; it was left out`):e.push(r);return{pairs:e,refused:n}}function Po(s){return s.split(`
`).map(t=>t.replace(/\r$/,"").trim()).filter(t=>t!=="").reverse()}function bo(s,t,e){if(s.trim()===""||s!==s.trim()||s.includes(
"\0"))throw ze(t,e,`"${s}" is not a valid name`);return s}function ze(s,t,e){return new x("file-command-invalid",`${s} l\
ine ${t}: ${e}`,{where:s})}var Ke=new Set(["stop-commands","set-env","set-output","save-state","add-mask","add-path","ad\
d-matcher","remove-matcher","debug","warning","error","notice","group","endgroup","echo"]),Eo={has:()=>!0},Ao="\\t\\n\\v\\f\\\
r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000",wa=new RegExp(`^[${Ao}]+`),So=new RegExp(`[${Ao}\
]`);function Be(s){let t=0,e=s.length;for(;t<e&&So.test(s[t]);)t++;for(;e>t&&So.test(s[e-1]);)e--;return s.slice(t,e)}function Ve(s,t=Ke){
return ya(s,t)??ba(s,t)}function ya(s,t){let e=s.replace(wa,"");if(!e.startsWith("::"))return null;let n=e.indexOf("::",
2);if(n<0)return null;let r=e.slice(2,n),o=r.indexOf(" "),i=(o<0?r:r.slice(0,o)).toLowerCase();if(!t.has(i))return null;
let l=o>0?To(Be(r.slice(o+1)),",",Ra):new Map;return{command:i,properties:l,data:xa(e.slice(n+2)),form:"v2"}}function ba(s,t){
let e=s.indexOf("##[");if(e<0)return null;let n=s.indexOf("]",e);if(n<0)return null;let r=s.slice(e+3,n),o=r.indexOf(" "),
i=(o<0?r:r.slice(0,o)).toLowerCase();if(!t.has(i))return null;let l=o>0?To(r.slice(o+1),";",vo):new Map;return{command:i,
properties:l,data:vo(s.slice(n+1)),form:"legacy"}}function To(s,t,e){let n=new Map;for(let r of s.split(t)){let o=r.replace(
/^=+/,""),i=o.indexOf("=");if(i<0)continue;let l=o.slice(i+1).replace(/^=+/,"");l!==""&&n.set(o.slice(0,i).toLowerCase(),
e(l))}return n}var ie=class{#t=null;#n=new Set(Ke);read(t){let e=Ve(t,this.#n);if(this.#t===null)return e;let n=this.#t.
toLowerCase();return n===""||e?.command!==n?null:(this.#n.delete(n),this.#t=null,"resumed")}refuses(t){return Sa(t,this.#n)}stop(t){
this.#t=t,this.#n.add(t.toLowerCase())}};function Sa(s,t){let e=s.toLowerCase();return e===""||e==="pause-logging"||t.has(
e)}function No(s,t){return t===void 0?s:{...s,github:{...s.github,...t}}}var ka=1024*1024,va=6,Mn=4e3,ko=50,xa=s=>s.replace(
/%0D|%0A|%25/g,t=>({"%0D":"\r","%0A":`
`,"%25":"%"})[t]),Ra=s=>s.replace(/%0D|%0A|%3A|%2C|%25/g,t=>({"%0D":"\r","%0A":`
`,"%3A":":","%2C":",","%25":"%"})[t]),vo=s=>s.replace(/%3B|%0D|%0A|%5D|%25/g,t=>({"%3B":";","%0D":"\r","%0A":`
`,"%5D":"]","%25":"%"})[t]),Ge=class{#t=[];#n=new Set;#s=[];#e={outputs:[],env:[],path:[],failures:[]};#r=new Set;#o;#l;#a;constructor(t={}){
this.#o=t.allowUnsecureCommands??!1,this.#l=t.allowUnsecureStopCommandTokens??!1,this.#a=t.redact??(e=>e)}#u=0;#d={stdout:{
partial:"",overlong:!1},stderr:{partial:"",overlong:!1}};#c=new ie;push(t,e="stdout"){let n=this.#d[e],r=t.split(/\r\n|\r|\n/),
o=r.pop();for(let i of r)n.overlong||this.#f(n.partial+i),n.partial="",n.overlong=!1;n.overlong||(n.partial+=o,n.partial.
length>ka&&(n.partial="",n.overlong=!0))}get masks(){return this.#t}end(){for(let i of Object.values(this.#d))!i.overlong&&
i.partial!==""&&this.#f(i.partial),i.partial="";let t=[...this.#s];this.#u>0&&t.push({level:"warning",message:`${this.#u}\
 more annotation${this.#u===1?"":"s"} of this step not shown (at most ${ko})`});let{outputs:e,env:n,path:r,failures:o}=this.#e;
return{masks:[...this.#t],annotations:t,commands:{outputs:[...e],env:[...n],path:[...r],failures:[...o]}}}#g(t){this.#n.
has(t)||(this.#n.add(t),this.#t.push(t))}#f(t){let e=this.#c.read(t);if(e===null||e==="resumed")return;let{command:n,properties:r,
data:o}=e;switch(n){case"stop-commands":{let i=o;if(this.#l||!this.#c.refuses(i)){this.#c.stop(i),i.length>va&&this.#g(i);
return}this.#e.failures.push(`unable to process ::stop-commands::: you cannot use an endToken that is an empty string, t\
he string 'pause-logging', or another workflow command (this one is ${i===""?"empty":JSON.stringify(i)}); use a token of\
 your own, such as a random one, or opt into insecure command execution by setting ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TO\
KENS to true (see https://docs.github.com/actions/learn-github-actions/workflow-commands-for-github-actions#example-stop\
ping-and-starting-workflow-commands)`);return}case"add-mask":{let i=Be(o);if(i==="")return;let l=i.split(/[\r\n]+/).map(
Be);for(let a of[i,...l])a!==""&&this.#g(a);return}case"error":case"warning":case"notice":this.#b(n,r,o);return;case"set\
-output":case"save-state":case"set-env":case"add-path":this.#p(n,r,o)}}#p(t,e,n){let r=l=>this.#e.failures.push(`unable \
to process ::${t}::: ${l}`);if((t==="set-env"||t==="add-path")&&!this.#o){r(`the \`${t}\` command is disabled; write to ${t===
"set-env"?at.env:at.path} instead, or set ACTIONS_ALLOW_UNSECURE_COMMANDS to true (see https://github.blog/changelog/202\
0-10-01-github-actions-deprecating-set-env-and-add-path-commands/)`);return}if(t==="add-path"){n===""?r("the path is emp\
ty"):this.#e.path.push(n);return}let o=e.get("name");if(o===void 0||o===""){r(`required field 'name' is missing in the ${t}\
 command`);return}if(t==="set-env"){if($o.has(o.toUpperCase())){this.#s.push({level:"error",message:`can't update ${o} u\
sing ::set-env::`});return}this.#e.env.push([o,n]);return}if(t==="set-output"&&this.#e.outputs.push([o,n]),this.#r.has(t))
return;this.#r.add(t);let i=t==="set-output"?at.output:at.state;this.#s.push({level:"warning",message:`the \`${t}\` comma\
nd is deprecated and will be disabled soon; write to ${i} instead (see https://github.blog/changelog/2022-10-11-github-a\
ctions-deprecating-save-state-and-set-output-commands/)`})}#b(t,e,n){if(this.#s.length>=ko){this.#u+=1;return}let r=e.get(
"line"),o=e.get("file")?[e.get("file"),r,r&&e.get("col")].filter(Boolean).join(":"):"",i=e.get("title"),l=d=>$a(this.#a(
d,this.#t).replace(/\r\n|\r|\n/g," ")),a=d=>d===void 0?null:l(d),u=d=>{let p=e.get(d)?.trim();return p!==void 0&&/^[1-9]\d{0,8}$/.
test(p)?Number(p):null},c=`${o?`${o}: `:""}${i?`${i}: `:""}${n}`;this.#s.push({level:t,message:l(c),place:{title:a(i),file:a(
e.get("file")),line:u("line"),end_line:u("endline"),col:u("col"),end_column:u("endcolumn")}})}};function _o(s,t){if(t.length===
0)return s;let e=new Set(t);return s.replace(/[^\r\n]+/g,n=>Co(n,r=>e.has(Be(r))))}function Ln(s){return Co(s,()=>!0)}var xo=/(?=::add-mask[ :]|##\[add-mask[ \]])/i;
function Co(s,t){return xo.test(s)?s.split(xo).map(e=>{let n=Ve(e);return n?.command!=="add-mask"||!t(n.data)?e:n.form===
"v2"?`${e.slice(0,10)}::***`:`${e.slice(0,11)}]***`}).join(""):s}function $a(s){return s.length>Mn?`${s.slice(0,Mn)}\u2026 (${s.
length-Mn} more characters)`:s}function Mo(s,t){let e=[],n=Fn(s.map(o=>jo(o.container)));n.length>0&&e.push({level:"warning",message:`container: ${n.join(
", ")} ${n.length===1?"is":"are"} not started: baton runs the job's steps on this machine, not in a container`});let r=Fn(
s.flatMap(o=>Oa(o.services)));if(r.length>0){let o=r.length===1;e.push({level:"warning",message:`services: ${r.join(", ")}\
 ${o?"is":"are"} not started: baton starts no containers, and the job's steps run on this machine without ${o?"it":"them"}`})}
for(let o of["Windows","macOS"]){if(o===t)continue;let i=Fn(s.map(l=>Pa(l.runsOn)===o?In(l.runsOn):null));i.length!==0&&
e.push(o==="Windows"?{level:"warning",message:`runs-on: ${i.join(", ")}: runs here, on ${t}, with this machine's shells \
(bash by default, where a Windows runner's is pwsh; shell: cmd and powershell fail here)`}:{level:"info",message:`runs-o\
n: ${i.join(", ")}: runs here, on ${t}, with this machine's shells and tools (bash by default, as on macOS)`})}return e}
function jo(s){let t=typeof s=="string"?s:Xe(s)&&typeof s.image=="string"?s.image:null;return t===null||t.trim()===""?null:
t}function Oa(s){return typeof s=="string"?s.trim()===""?[]:[s]:Xe(s)?Object.entries(s).flatMap(([t,e])=>jo(e)===null?[]:
[t]):[]}function Pa(s){for(let t of Lo(s)){let e=t.trim().toLowerCase();if(e==="windows"||e.startsWith("windows-"))return"\
Windows";if(e==="macos"||e.startsWith("macos-"))return"macOS"}return null}function Lo(s){return typeof s=="string"?[s]:Array.
isArray(s)?s.filter(t=>typeof t=="string"):Xe(s)?Lo(s.labels):[]}function In(s){return Array.isArray(s)?`[${s.map(In).join(
", ")}]`:Xe(s)?`{ ${Object.entries(s).map(([t,e])=>`${t}: ${In(e)}`).join(", ")} }`:String(s)}function qe(s){switch(s.kind){case"\
literal":return s.value;case"expression":return s.text;case"sequence":return s.items.map(qe);case"mapping":return Object.
fromEntries(s.entries.map(({key:t,value:e})=>[t,qe(e)]))}}function Fn(s){return[...new Set(s.filter(t=>t!==null))]}function Xe(s){
return typeof s=="object"&&s!==null&&!Array.isArray(s)}var Ea="ACTIONS_STEP_DEBUG";function Fo(s,t){let e=r=>Object.entries(r).find(([o])=>o.toUpperCase()===Ea)?.[1];return(e(
s)??e(t))?.trim().toLowerCase()==="true"}function Io(s,t){return{os:s.os,arch:s.arch,name:"baton-local",environment:"sel\
f-hosted",tool_cache:s.toolCache,temp:t,workspace:s.workspaceParent,...s.debug?{debug:"1"}:{}}}function Do(s){return Object.
fromEntries(Object.entries(s).map(([t,e])=>[`RUNNER_${t.toUpperCase()}`,e]))}var ae=class{#t;#n=0;#s=[];constructor(t){this.#t=Math.max(1,Math.floor(t))}async acquire(){this.#n<this.#t?this.#n+=1:await new Promise(
e=>this.#s.push(e));let t=!1;return()=>{if(t)return;t=!0;let e=this.#s.shift();e?e():this.#n-=1}}async run(t){let e=await this.
acquire();try{return await t()}finally{e()}}get active(){return this.#n}};function Wo(s,t,e="timeout-minutes"){let n=Rr(s,e);if("problem"in n)throw new x("timeout-invalid",`${t}: ${n.problem}`);
return n.minutes}function le(s){return`${s} minute${s===1?"":"s"}`}var Aa=5,Ta=2**31-1,Na=6e4;function Wn(s,t,e){return setTimeout(
e,Math.min(s*t,Ta))}function Ye(s,t,e){return{"fail-fast":s.failFast,"job-index":t,"job-total":e,"max-parallel":s.maxParallel??
e}}async function Jo(s,t,e){if(!Or(s))throw new Ft("executePlan accepts only a Plan made by buildPlan");return new Un(s,
t,e).run()}var Un=class{#t;#n;#s;#e;#r;#o;#l;#a=new Map;#u=[];#d;#c;#g;#f=new Map;#p;#b;#w;#R=new Map;#y=new Map;#$=new Map;#T=new Map;#v;#x=new Map;#m;#O=new Map;#C=new Map;constructor(t,e,n){
this.#t=t,this.#n=e,this.#s=e.expressions,this.#e=n,this.#r=new ae(n.concurrency),this.#o=n.signal??new AbortController().
signal,this.#l=n.cancel??new AbortController().signal,Dn(0,this.#o,this.#l),this.#d=t.workflow.jobs.map(r=>r.id),this.#c=
new Map(t.jobs.map(r=>[r.id,r])),this.#m=new Map(t.stageMatrices),this.#v=new Set(t.expanded.map(r=>r.id.toLowerCase()));
for(let r of t.legIds.values())for(let o of r)this.#v.add(o.toLowerCase());this.#p=Object.values(n.secrets).filter(r=>r!==
""),this.#b=Fo(n.secrets,t.vars),this.#w=n.minuteMs??Na,this.#g={inputs:t.inputs,secrets:n.secrets,env:{},envFailure:null,
namePrefix:"",cancel:this.#l}}async run(){let t=this.#n.now();this.#i({type:"run-started",run:this.#e.runId,workflow:this.#t.
workflow.name??this.#t.workflow.fileName,jobs:this.#t.jobs.map(o=>({id:o.id,needs:o.needs,legs:o.legs===null?null:o.instances===
null?this.#t.legIds.get(o.id)??null:o.instances.flatMap(i=>this.#t.legIds.get(i.id)??[])}))}),this.#g.envFailure=this.#M(),
await this.#E(this.#t.jobs.filter(o=>o.calledBy===null));let e=await this.#n.settle?.()??null;e!==null&&this.#i({type:"n\
otice",level:"error",job:null,leg:null,message:e});let n=this.#t.jobs.map(o=>{let i=this.#C.get(o.id);return{...this.#a.
get(o.id),legResults:this.#O.get(o.id)??[],...i===void 0?{}:{skipReason:i}}}),r=this.#F()?"cancelled":e!==null||n.some(o=>o.
result==="failure")?"failure":n.some(o=>o.result==="cancelled")?"cancelled":"success";return this.#i({type:"run-finished",
run:this.#e.runId,status:r,duration_ms:Ze(t,this.#n.now())}),{status:r,reason:e,jobs:n,stages:this.#u}}#M(){try{return this.#g.
env=$t(this.#s,this.#t.workflow.env,(t,e)=>({contexts:this.#P(null),where:this.#h(e,`env.${t}`)})),null}catch(t){return st(
t)}}#S(t){return t?.calledBy?this.#f.get(t.calledBy)??this.#g:this.#g}#P(t){let e=this.#S(t);return{github:this.#e.github,
inputs:e.inputs,vars:this.#t.vars,secrets:e.secrets}}async#E(t){let e=new Map;for(let n of t)e.set(n.id,(async()=>{await Promise.
all(n.needs.map(r=>e.get(r))),this.#a.set(n.id,n.call===null?await this.#W(n):await this.#N(n))})());await Promise.all(e.
values())}async#N(t){let e=t.call;if(this.#e.reuse?.has(t.id)){for(let r of e.jobs){let o=this.#c.get(r);this.#a.set(r,o.
call===null?await this.#W(o):await this.#N(o))}return this.#W(t)}let n=await this.#j(t);return this.#y.has(t.id)||this.#B(
e.jobs,n),n}async#j(t){let e=this.#V(t);if(!("contexts"in e))return this.#L(t,t.id,`its calling job ${t.id} did not run \
(${e.result})`),e;let{contexts:n}=e,r,o,i;try{r=t.legs??this.#Y(t,n),i=this.#Z(t,n),o=this.#t.legIds.get(t.id)??vn(t.id,
r,this.#v),t.legs===null&&this.#rt(t,o)}catch(l){let a=this.#U(t,st(l));return this.#L(t,t.id,`its calling job ${t.id} f\
ailed before the call started`),a}return t.legs===null&&this.#i({type:"job-legs",job:t.id,legs:o}),this.#K(t,r,o,i,n,{pooled:!1,
outputsOf:l=>l.result==="success"},(l,a,u,c)=>this.#ot(t,l,a,u,r.length,i,n,c))}#rt(t,e){if(e.length<2)return;let n=r=>{
for(let o of r){let i=this.#c.get(o),l=i.instances===null?i.stages?.[0]:void 0;if(l!==void 0){let a=o.slice((this.#y.get(
t.id)??t.id).length);throw new x("stage-duplicate",`jobs.${t.job.id}: ${_r(l,o,e.map(u=>`${u}${a}`))}`,{where:Z(t.workflow.
fileName,t.job.position)})}n(i.call?.jobs??[])}};n(this.#c.get(this.#y.get(t.id)??t.id)?.call?.jobs??[])}async#ot(t,e,n,r,o,i,l,a){
let u=t.call,c=u.workflow.call,d=t.workflow.fileName,p=u.workflow.fileName,f=this.#n.now(),g=this.#S(t),h=Object.keys(e).
length>0,S={...l,matrix:oe(e),strategy:Ye(i,r,o)},w,m=null;try{if(g.envFailure)throw new x("expression-invalid",g.envFailure);
let v=zs(this.#s,t.job,c,(b,O)=>({contexts:{...S,secrets:{}},where:this.#h(O,`jobs.${t.job.id}.with.${b}`,d)})),P;try{P=
Bs(c,v,u.path)}catch(b){throw b instanceof x?new x(b.code,`jobs.${t.job.id}: ${b.message}`,{where:Z(d,t.job.uses?.position??
t.job.position)}):b}let $=t.job.secrets==="inherit"?g.secrets:$t(this.#s,t.job.secrets,(b,O)=>({contexts:S,where:this.#h(
O,`jobs.${t.job.id}.secrets.${b}`,d)})),H=[...new Set(Object.values($))].filter(b=>b!==""&&!this.#p.includes(b));this.#p.
push(...H),H.length>0&&this.#n.addSecrets?.(H);for(let[b,O]of Object.entries($))!H.includes(O)||O.length>=jt.minSecretLength||
this.#i({type:"notice",level:"warning",job:t.id,leg:n,message:`secret ${b} passed to ${u.path} is shorter than ${jt.minSecretLength}\
 characters, so it is not redacted: it will appear wherever a step or agent prints it (a value that short would blank ou\
t ordinary words)`});m=this.#st(t,h?e:null,S);let V=m??`${g.namePrefix}${t.job.id}${h?Uo(e):""}`;w={inputs:P,secrets:$,env:{},
envFailure:null,namePrefix:`${V} / `,cancel:AbortSignal.any([g.cancel,a])},Dn(0,w.cancel);try{w.env=$t(this.#s,u.workflow.
env,(b,O)=>({contexts:{github:this.#e.github,inputs:P,vars:this.#t.vars,secrets:$},where:this.#h(O,`env.${b}`,p)}))}catch(b){
w.envFailure=st(b)}}catch(v){let P=st(v);return this.#i({type:"notice",level:"error",job:t.id,leg:n,message:P}),this.#i(
{type:"job-finished",job:t.id,leg:n,result:"failure",duration_ms:0,reason:P}),this.#L(t,n,`its calling job ${n} failed b\
efore the call started`),{result:"failure",outputs:{},stages:[]}}this.#f.set(n,w),this.#i({type:"job-started",job:t.id,leg:n,
name:m,matrix:h?e:null});let k=this.#z(t,n);await this.#E(k);let R=k.map(v=>this.#a.get(v.id)).filter(v=>v!==void 0),j=R.
some(v=>v.result==="failure")?"failure":R.some(v=>v.result==="cancelled")||this.#o.aborted?"cancelled":"success",L={};try{
let v=Object.fromEntries(k.map(P=>{let $=this.#a.get(P.id);return[se(P.id),{result:$?.result??"skipped",outputs:$?.outputs??
{}}]}));L=$t(this.#s,c.outputs,(P,$)=>({contexts:{github:this.#e.github,inputs:w.inputs,vars:this.#t.vars,jobs:v},where:this.#h(
$,`on.workflow_call.outputs.${P}.value`,p)}))}catch(v){j==="success"&&(j="failure"),this.#i({type:"notice",level:"error",
job:t.id,leg:n,message:st(v)})}return this.#G(L,t.id,n),this.#i({type:"job-finished",job:t.id,leg:n,result:j,duration_ms:Ze(
f,this.#n.now())}),{result:j,outputs:L,stages:R.flatMap(v=>v.stages)}}#z(t,e){let n=this.#y.get(t.id)??t.id,r=this.#T.get(
t.id),o=`${n}/`,i=l=>l.startsWith(o)?`${e}/${l.slice(o.length)}`:r?r(l):l;return(this.#c.get(n)?.call?.jobs??[]).map(l=>{
let a=this.#c.get(l),u=i(l);if(this.#$.set(l,[...this.#$.get(l)??[],u]),u===l)return a;let c={...a,id:u,calledBy:e,needs:a.
needs.map(i),upstream:a.upstream.map(i),stageUpstream:a.stageUpstream.map(i),call:a.call&&{...a.call,jobs:a.call.jobs.map(
i)},stages:a.instances?.find(d=>d.id===u)?.stages??null};return this.#c.set(u,c),this.#y.set(u,l),this.#T.set(u,i),c})}#L(t,e,n){
for(let r of this.#z(t,e))this.#i({type:"job-skipped",job:r.id,result:"skipped",reason:n}),this.#a.set(r.id,{id:r.id,result:"\
skipped",outputs:{},stages:[],legs:[]}),r.call!==null&&this.#L(r,r.id,`its calling job ${r.id} did not run (skipped)`)}#B(t,e){
for(let n of t){let r=this.#c.get(n),o=(this.#$.get(n)??[]).map(i=>this.#a.get(i));if(o.length===0){let i=`its calling j\
ob ${r.calledBy} did not run (${e.result})`;this.#i({type:"job-skipped",job:n,result:"skipped",reason:i}),this.#a.set(n,
{id:n,result:"skipped",outputs:{},stages:[],legs:[]})}else(o.length>1||o[0]?.id!==n)&&this.#a.set(n,{id:n,result:An(o.map(
i=>i.result)),outputs:{},stages:o.flatMap(i=>i.stages),legs:o.flatMap(i=>i.legs)});r.call!==null&&this.#B(r.call.jobs,this.#a.
get(n))}}#G(t,e,n){for(let[r,o]of Object.entries(t))Ne(o,this.#p)&&(delete t[r],this.#i({type:"notice",level:"warning",job:e,
leg:n,message:`skipped output ${r}, since it may contain a secret (as GitHub does): needs.${se(e)}.outputs.${r} is empty`}))}#F(t){
return(t?this.#I(t):this.#l).aborted||this.#o.aborted}#I(t){return this.#S(t).cancel}#D(t){let e=this.#I(t).reason;return this.#l.
aborted||typeof e!="string"?"the run was cancelled":e}#h(t,e,n=this.#t.workflow.fileName){return t?Z(n,t.position):e}async#W(t){
let e=this.#e.reuse?.get(t.id);if(e){for(let p of e.legs)this.#v.add(p.toLowerCase());this.#i({type:"notice",level:"info",
job:t.id,leg:null,message:"reusing the stored result of this job"});let d=e.legResults??e.legs.map(p=>({leg:p,result:e.result}));
d.length===0&&(e.result==="skipped"||e.result==="cancelled")&&this.#i({type:"job-skipped",job:t.id,result:e.result,reason:e.
skipReason??`${e.result} in the run replayed`});for(let{leg:p,result:f,reason:g,durationMs:h,failedStep:S}of d)this.#i({
type:"job-finished",job:t.id,leg:p,result:f,duration_ms:h??0,...g===void 0?{}:{reason:g},reused:!0,...S===void 0?{}:{failed_step:S}});
return e}let n=this.#V(t);if(!("contexts"in n))return n;let{needs:r,contexts:o}=n,i=d=>this.#U(t,d),l=this.#S(t).envFailure;
if(l)return i(l);let a,u;try{a=t.legs??this.#Y(t,o),u=this.#Z(t,o)}catch(d){return i(st(d))}let c=this.#t.legIds.get(t.id)??
vn(t.id,a,this.#v);t.legs===null&&(this.#i({type:"job-legs",job:t.id,legs:c}),this.#ht(t,a,o));for(let d of this.#it(t,a,
u,o))this.#_(t.id,null,d.level,d.message);return this.#K(t,a,c,u,o,{pooled:!0,outputsOf:()=>!0},(d,p,f,g)=>this.#ct(t,d,
p,f,a.length,u,r,g))}async#K(t,e,n,r,o,i,l){let a=new AbortController;Dn(0,a.signal);let u=this.#I(t),c=u.aborted,d,p=()=>{
if(d===void 0)try{d=$e(this.#s,t.job.if,{contexts:o,status:this.#H(t),where:Z(t.workflow.fileName,t.job.if.position??t.job.
position)})}catch{d=!1}return d},f=r.maxParallel?new ae(r.maxParallel):null,g=[],h=await Promise.all(e.map(async(w,m)=>{
let k=n[m],R=async()=>{if(this.#o.aborted||u.aborted&&!c&&!p()||a.signal.aborted){let $=a.signal.aborted?"fail-fast: ano\
ther leg of its matrix failed before it started":`${this.#D(t)} before it started`;return this.#i({type:"job-finished",job:t.
id,leg:k,result:"cancelled",duration_ms:0,reason:$}),{result:"cancelled",outputs:{},stages:[]}}let v=await l(w,k,m,a.signal);
if(v.result!=="failure")return v;let P={...o,matrix:oe(w),strategy:Ye(r,m,e.length)};return this.#J(t.job,P,t.id,k,!1,t.
workflow.fileName)?{...v,result:this.#nt(t.id,k)}:(r.failFast&&e.length>1&&a.abort(`fail-fast: another leg of ${t.call===
null?"its matrix":`the call ${t.id}`} failed`),v)},j=()=>f?f.run(R):R(),L=await(i.pooled?this.#r.run(j):j());return g.push(
L),L})),S={};for(let w of g.filter(i.outputsOf))for(let[m,k]of Object.entries(w.outputs))(k!==""||!(m in S))&&(S[m]=k);return{
id:t.id,result:An(h.map(w=>w.result)),outputs:S,stages:h.flatMap(w=>w.stages),legs:n}}#it(t,e,n,r){let{runsOn:o,container:i,
services:l}=t.job;if(o===null&&i===null&&l===null)return[];let a=(c,d)=>{if(c===null)return null;try{return Dt(this.#s,c,
{contexts:d})}catch{return qe(c)}},u=e.map((c,d)=>{let p={...r,matrix:oe(c),strategy:Ye(n,d,e.length)};return{runsOn:a(o,
p),container:a(i,p),services:a(l,p)}});return Mo(u,this.#e.runner.os)}#_(t,e,n,r){let o=this.#A(t),i=this.#R.get(o)??new Set;
this.#R.set(o,i),!i.has(r)&&(i.add(r),this.#i({type:"notice",level:n,job:t,leg:e,message:r}))}#at(){let t=this.#e.github;
return{repository:typeof t.repository=="string"?t.repository:"",refs:["sha","ref","ref_name","head_ref"].flatMap(e=>{let n=t[e];
return typeof n=="string"&&n!==""?[n]:[]}),workspace:this.#e.runner.workspace}}#lt(t,e){let n=l=>{let a=Object.entries(t.
with).find(([u])=>u.toLowerCase()===l);return a?Rt(this.#s,a[1],e(a[1],`with.${a[0]}`)):""},[r,o,i]=wo.map(n);return{repository:r,
path:o,ref:i}}#V(t){let e=(i,l)=>(this.#i({type:"job-skipped",job:t.id,result:i,reason:l}),{id:t.id,result:i,outputs:{},
stages:[],legs:[]});if(this.#o.aborted)return e("cancelled","the run was cancelled");if(t.skip!==null)return e("skipped",
t.skip);let n=this.#q(t),r={...this.#P(t),needs:n},o;try{o=$e(this.#s,t.job.if,{contexts:r,status:this.#H(t),where:Z(t.workflow.
fileName,t.job.if.position??t.job.position)})}catch(i){return this.#U(t,st(i))}if(!o&&this.#F(t))return e("cancelled",this.#D(
t));if(!o){let i=t.job.if.text,a=(i===null||t.job.if.implicitSuccess===!0)&&!this.#H(t).success([])?`${this.#ut(t)}${i===
null?"":` (an if: without a status function, such as if: ${i}, means success() && (\u2026))`}`:`if: ${i} was false`;return e(
"skipped",a)}return{needs:n,contexts:r}}#U(t,e){this.#i({type:"notice",level:"error",job:t.id,leg:null,message:e}),this.#i(
{type:"job-finished",job:t.id,leg:t.id,result:"failure",duration_ms:0,reason:e});let n={...this.#P(t),needs:this.#q(t)},
r=this.#J(t.job,n,t.id,t.id,!1,t.workflow.fileName)?this.#nt(t.id,t.id):"failure";return{id:t.id,result:r,outputs:{},stages:[],
legs:[t.id]}}#q(t){let e={};for(let n of t.needs){let r=this.#a.get(n);r&&(e[se(n)]={result:r.result,outputs:r.outputs})}
return e}#X(t,e){let n=t.id.slice(0,t.id.length-t.job.id.length);return Js(e.length>0?e.map(r=>`${n}${r}`):t.upstream,r=>this.#c.
get(r)?.call)}#ut(t){let e={failure:"failed",skipped:"was skipped",cancelled:"was cancelled"},n=this.#X(t,[]).flatMap(i=>{
let l=this.#a.get(i)?.result;return l===void 0||l==="success"?[]:[{id:i,said:`${i} ${e[l]}`}]});if(n.length===0)return"a\
 job it needs did not succeed";let r=n.map(i=>i.said).join(", "),o=new Set(t.needs);return n.every(i=>o.has(i.id))?`a jo\
b it needs did not succeed: ${r}`:`a job upstream did not succeed: ${r} (success() counts every job before this one, not\
 only those in needs:)`}#H(t){let e=r=>this.#a.get(r)?.result,n=r=>this.#X(t,r);return{success:r=>!this.#F(t)&&n(r).every(
o=>e(o)==="success"),failure:r=>n(r).some(o=>e(o)==="failure"),cancelled:()=>this.#F(t)}}#Y(t,e){let n=Ar(t.job.strategy);
if(!n)return[{}];let r=i=>Z(t.workflow.fileName,i),o=Tr(this.#s,n,e,r);return lr(t.id,o,r(n.position),this.#p,{recordsStages:t.
recordsStages}),o}#Z(t,e){let n=t.job.strategy;if(n?.kind!=="mapping")return{failFast:!0,maxParallel:null};let r=Z(t.workflow.
fileName,n.position),o=n.entries.find(u=>u.key==="fail-fast")?.value,i=n.entries.find(u=>u.key==="max-parallel")?.value,
l=o?Dt(this.#s,o,{contexts:e,where:r}):!0,a=i?Number(Dt(this.#s,i,{contexts:e,where:r})):null;return{failFast:l!==!1&&l!==
"false",maxParallel:a!==null&&Number.isFinite(a)&&a>0?a:null}}async#ct(...t){let e=this.#n.legTemp,n=e?await e.open(t[2]):
this.#e.runner.temp;try{return await this.#dt(n,...t)}finally{await e?.close(n)}}async#dt(t,...[e,n,r,o,i,l,a,u]){let c=this.#n.
now(),d=Object.keys(n).length>0,p=e.workflow,f=p.fileName,g=new AbortController,h=AbortSignal.any([this.#o,g.signal]),S=null,
w=[],m=Aa,k={...this.#e.github,job:e.job.id,...this.#n.eventPath?{event_path:this.#n.eventPath(t)}:{}},R=oe(n),j=Io({...this.#e.
runner,debug:this.#b},t),L=ja(k,j,this.#e.runner.workspace),v="success",P=e.job.stageWorkflow?{}:{...this.#S(e).env},$=[],
H={},V=[],b=()=>({...this.#P(e),github:k,needs:a,matrix:R,strategy:Ye(l,o,i),runner:j,env:P,steps:H,job:{status:v}});this.#i(
{type:"job-started",job:e.id,leg:r,name:this.#st(e,d?n:null,b()),matrix:d?n:null});let O={success:()=>v==="success"&&!this.#o.
aborted,failure:()=>v==="failure",cancelled:()=>this.#o.aborted||v==="cancelled"},N=null,I=new Set,F=_=>(I.add(_),()=>I.
delete(_)),G=_=>{if(N!==null||h.aborted)return;N=_,v="cancelled";let T=m;w.push(Wn(T,this.#w,()=>g.abort(`the job was ca\
ncelled (${_}) and its steps did not finish within its cancel-timeout-minutes (${le(T)})`))),S&&!this.#tt(S.step,b(),O,e.
id,r,f)&&S.abort.abort(_);for(let W of[...I])W(_)},y=()=>G("fail-fast: another leg of its matrix failed"),E=this.#I(e),A=()=>G(
this.#D(e)),K=null,ct={shell:null,workingDirectory:null,shellAt:null};try{P={...P,...$t(this.#s,e.job.env,(vt,J)=>({contexts:b(),
where:this.#h(J,`jobs.${e.job.id}.env.${vt}`,f)}))};let[_,T]=e.job.defaults!==null?[e.job.defaults,`jobs.${e.job.id}.def\
aults.run`]:[p.defaults,"defaults.run"],W=(vt,J)=>{let yt=_?.[vt]??null;if(yt===null)return null;let Ct=this.#h(yt,`${T}\
.${J}`,f),qt=Rt(this.#s,yt,{contexts:b(),where:Ct});return qt===""?null:{text:qt,at:Ct}},dt=W("shell","shell");if(ct={shell:dt?.
text??null,shellAt:dt?.at??null,workingDirectory:W("workingDirectory","working-directory")?.text??null},e.job.cancelTimeoutMinutes&&
(m=Wo(Dt(this.#s,e.job.cancelTimeoutMinutes,{contexts:b()}),Z(f,e.job.cancelTimeoutMinutes.position),"cancel-timeout-min\
utes")),e.job.timeoutMinutes){let vt=Z(f,e.job.timeoutMinutes.position),J=Wo(Dt(this.#s,e.job.timeoutMinutes,{contexts:b()}),
vt);w.push(Wn(J,this.#w,()=>{let yt=`the job exceeded its timeout-minutes (${le(J)})`;N===null&&!h.aborted&&this.#i({type:"\
notice",level:"error",job:e.id,leg:r,message:`${vt}: jobs.${e.id}${d?` (${r})`:""} was cancelled: ${yt}; steps whose if:\
 holds when a job is cancelled (always(), cancelled()) still run`}),G(yt)}))}}catch(_){K=st(_)}if(K)v="failure",this.#i(
{type:"notice",level:"error",job:e.id,leg:r,message:K});else{u.aborted?y():u.addEventListener("abort",y,{once:!0}),E.aborted||
E.addEventListener("abort",A,{once:!0});for(let _ of e.steps){if(h.aborted)break;let T=new AbortController;S={step:_.step,
abort:T};let W=await this.#Q(e,_,r,n,d,{contexts:b,stepStatus:O,defaults:L,env:()=>P,path:()=>$,signal:AbortSignal.any([
h,T.signal]),kill:h,onCancel:F},{file:f,runDefaults:ct,inComposite:null});S=null,W.envAdded&&(P={...P,...W.envAdded}),W.
pathAdded.length>0&&($=[...W.pathAdded,...$]),_.step.id&&(H={...H,[_.step.id]:{outputs:W.outputs,outcome:W.outcome,conclusion:W.
conclusion}}),V.push(...W.stages),W.conclusion==="failure"&&N===null&&(v="failure")}}u.removeEventListener("abort",y),E.
removeEventListener("abort",A);for(let _ of w)clearTimeout(_);let q={},ot=null;try{q=$t(this.#s,e.job.outputs,(_,T)=>({contexts:b(),
where:this.#h(T,`jobs.${e.job.id}.outputs.${_}`,f)}))}catch(_){v="failure",ot=st(_),this.#i({type:"notice",level:"error",
job:e.id,leg:r,message:ot})}this.#G(q,e.id,r);let D=this.#o.aborted||g.signal.aborted?"cancelled":v,M=D==="failure"?K??ot:
null;return this.#i({type:"job-finished",job:e.id,leg:r,result:D,duration_ms:Ze(c,this.#n.now()),...M===null?{}:{reason:M}}),
{result:D,outputs:q,stages:V}}async#Q(t,e,n,r,o,i,l){let{step:a,action:u}=e,c=l.file,d=this.#n.now(),p=a.action??a.id??"\
__run",f=y=>{let E=i.contexts();return{...E,github:{...E.github,action:p},env:y}},g={},h=null;try{g=$t(this.#s,a.env,(y,E)=>({
contexts:f(i.env()),where:this.#h(E,`env.${y}`,c),...this.#k()}))}catch(y){h=st(y)}let S=this.#gt(a,f({...i.env(),...g})),
w=l.inComposite?`${l.inComposite.name} \u203A ${S}`:S,m=l.inComposite?.index??a.index,k={job:t.id,leg:n,step:m,name:w},R=y=>{
l.inComposite||this.#i(y)},j=(y,E,A,K={})=>{let ct=y==="failure"?K.outputTail??null:null;return R({type:"step-finished",
...k,outcome:y,conclusion:E,duration_ms:Ze(d,this.#n.now()),message:A,...ct===null?{}:{output_tail:ct}}),{outcome:y,conclusion:E,
message:A,outputTail:ct,outputs:K.outputs??{},envAdded:K.envAdded??null,pathAdded:K.pathAdded??[],stages:K.stages??[]}},
L;try{if(h!==null)throw new x("expression-invalid",h);L=this.#et(a,f({...i.env(),...g}),i.stepStatus,c)}catch(y){return R(
{type:"step-started",...k}),{...j("failure","failure",st(y)),notEvaluated:!0}}if(!L)return R({type:"step-finished",...k,
outcome:"skipped",conclusion:"skipped",duration_ms:0,message:null}),{outcome:"skipped",conclusion:"skipped",message:null,
outputTail:null,outputs:{},envAdded:null,pathAdded:[],stages:[]};R({type:"step-started",...k});let v="success",P=null,$=null,
H={},V=null,b=[],O=[],N={...i.defaults,GITHUB_ACTION:p},I=i.signal,F;try{let y={...i.env(),...g},E=()=>f(y),A=null,K=Z(c,
a.timeoutMinutes?.position??a.position);if(a.timeoutMinutes){let D=null;try{let M=Dt(this.#s,a.timeoutMinutes,{contexts:E(),
where:K,...this.#k()}),_=$r(M);_===null?D=xr(M):A=_.minutes}catch(M){D=M instanceof x?M.message:st(M)}D!==null&&this.#i(
{type:"notice",level:"warning",job:t.id,leg:n,message:`${K}: step ${m+1} (${w}): an error occurred when attempting to de\
termine the step timeout: ${D}; the step runs without a timeout, as on GitHub`})}if(A!==null){let D=new AbortController;
I=AbortSignal.any([i.signal,D.signal]);let M={minutes:A,up:!1,timer:void 0};M.timer=Wn(A,this.#w,()=>{I.aborted||(M.up=!0,
this.#i({type:"notice",level:"warning",job:t.id,leg:n,message:`${K}: step ${m+1} (${w}) exceeded its timeout-minutes (${le(
A)}): stopping it`}),D.abort(`the step exceeded its timeout-minutes (${le(A)})`))}),F=M}let ct=u.kind==="run"?await this.#n.
createStepFiles?.():void 0,q=(D,M)=>({contexts:No(E(),ct),where:this.#h(D,M,c),...this.#k()}),ot=a.workingDirectory!==null?
Rt(this.#s,a.workingDirectory,q(a.workingDirectory,"working-directory")):l.runDefaults.workingDirectory;switch(u.kind){case"\
run":{let D=Rt(this.#s,a.run,q(a.run,"run")),M=a.shell!==null?Rt(this.#s,a.shell,q(a.shell,"shell")):l.runDefaults.shell,
_=cr(M);if(_!==null&&this.#e.runner.os!=="Windows")throw new x("shell-unavailable",dr(_,this.#e.runner.os),{where:a.shell?
Z(c,a.shell.position):l.runDefaults.shellAt??c});let T=await this.#n.runScript({job:this.#A(t.id),leg:n,step:m,name:w,script:D,
shell:M,workingDirectory:ot,defaults:N,env:y,path:i.path(),files:ct,signal:I,kill:i.kill});for(let J of T.masks??[])this.#p.
includes(J)||this.#p.push(J);for(let J of T.annotations??[])this.#i({type:"notice",level:J.level==="notice"?"info":J.level,
job:t.id,leg:n,message:`step ${m+1}: ${J.message}`,...J.place?{annotation:{step:m+1,...J.place}}:{}});let W=T.commands??
{outputs:[],env:[],path:[],failures:[]};H=Object.fromEntries([...W.outputs,...jn(T.files.output,at.output)]);let dt=Oo(T.
files.env,at.env);for(let J of dt.refused)this.#i({type:"notice",level:"error",job:t.id,leg:n,message:`step ${m+1}: ${J}`});
let vt=[...W.env,...dt.pairs];vt.length>0&&(V=Object.fromEntries(vt)),b=[...Po(T.files.path),...[...W.path].reverse()],T.
summaryBytes!==void 0?this.#i({type:"notice",level:"error",job:t.id,leg:n,message:`step ${m+1}: ${Ro(T.summaryBytes)}`}):
T.files.summary.trim()!==""&&this.#n.summary?.(this.#A(t.id),n,T.files.summary);for(let J of W.failures)this.#i({type:"n\
otice",level:"error",job:t.id,leg:n,message:`step ${m+1}: ${J}`});T.exitCode===0&&W.failures.length>0&&(v="failure",P=W.
failures.join("; ")),T.exitCode!==0&&(v=i.signal.aborted?"cancelled":"failure",P=T.exitCode===null?`ended by ${T.signal??
"a signal"}`:`exited with code ${T.exitCode}`,I.aborted&&typeof I.reason=="string"&&(P+=`: ${I.reason}`)),T.output!==void 0&&
($=Ma(T.output));break}case"baton":{let D=$t(this.#s,a.with,(_,T)=>q(T,`with.${_}`)),M=await this.#n.runAction({action:u.
action,job:this.#A(t.id),leg:n,step:m,stepId:a.id,matrix:o?r:null,inputs:D,defaults:N,env:y,path:i.path(),workingDirectory:ot,
upstream:this.#pt(t),needsFacts:this.#t.needsFacts.get(t.id),jobIds:this.#d,secrets:this.#p,stageJob:se(t.id),signal:I});
H=M.outputs,Object.keys(M.env).length>0&&(V=M.env),M.summary.trim()!==""&&this.#n.summary?.(this.#A(t.id),n,M.summary);for(let{
warnings:_=[],...T}of M.recorded){this.#u.push({job:this.#A(t.id),leg:n,...T}),O.includes(T.stage)||O.push(T.stage),this.#i(
{type:"stage-recorded",job:t.id,leg:n,...T});for(let W of _)this.#i(La(t.id,n,T,W))}M.ok||(v=i.signal.aborted?"cancelled":
"failure",P=M.message);break}case"noop":{let D=u.action==="checkout"?yo(a.uses?.text??"actions/checkout",this.#lt(a,q),this.#at()):
null;D!==null&&this.#_(t.id,n,"warning",D),P=D??`${a.uses?.text}: no-op here (${u.reason})`;break}case"local":{let D=this.#n.
loadAction?await this.#n.loadAction(u.path):null;if(D?.kind!=="composite"){let _=`${u.path} ${D?`is a ${D.using} action,\
 which`:""} cannot run locally; step skipped`.replace("  "," ");return this.#_(t.id,n,"warning",_),j("skipped","skipped",
_)}let M=await this.#ft(t,n,r,o,D,{uses:u.path,depth:(l.inComposite?.depth??0)+1,index:m,name:w,with:$t(this.#s,a.with,(_,T)=>q(
T,`with.${_}`)),contexts:E,stepStatus:i.stepStatus,defaults:N,env:y,overrides:g,path:i.path(),signal:I,kill:i.kill,onCancel:i.
onCancel});H=M.outputs,Object.keys(M.envAdded).length>0&&(V=M.envAdded),b=M.pathAdded,O.push(...M.stages),M.outcome!=="s\
uccess"&&(v=M.outcome,P=M.message,$=M.outputTail);break}case"skip":return this.#_(t.id,n,"warning",u.notice),j("skipped",
"skipped",u.notice);default:dn(u,"step action")}}catch(y){v=i.signal.aborted?"cancelled":"failure",P=st(y),y instanceof x||
this.#i({type:"notice",level:"error",job:t.id,leg:n,message:`internal error: ${P}`})}F&&(clearTimeout(F.timer),F.up&&!i.
signal.aborted&&(v="failure",P=`${Z(c,a.timeoutMinutes?.position??a.position)}: the step timed out after ${le(F.minutes)}\
 (timeout-minutes)`));let G=v;return v==="failure"&&this.#J(a,i.contexts(),t.id,n,!0,c)&&(G="success"),j(v,G,P,{outputs:H,
envAdded:V,pathAdded:b,stages:O,outputTail:$})}async#ft(t,e,n,r,o,i){if(i.depth-1>On)throw new x("action-invalid",`${i.uses}\
: composite action depth exceeded max depth ${On}, as on GitHub (does it use itself?)`,{where:o.file});let l=o.directory,
a=i.contexts(),u={...a.github,action_path:l},c=Object.fromEntries(Object.entries(i.with).map(([b,O])=>[b.toLowerCase(),O])),
d={...c},p=new Set(o.inputs.map(b=>b.id.toLowerCase())),f=Object.keys(c).filter(b=>!p.has(b));f.length>0&&this.#_(t.id,e,
"warning",`step ${i.index+1}: unexpected input(s) ${f.map(b=>`'${b}'`).join(", ")} of ${i.uses}, valid inputs are [${[...p].
map(b=>`'${b}'`).join(", ")}]`);for(let b of o.inputs){let O=b.id.toLowerCase();Object.hasOwn(c,O)?d[O]=c[O]:b.default?d[O]=
Rt(this.#s,b.default,{contexts:{...a,github:u},where:this.#h(b.default,`inputs.${b.id}.default`,o.file),...this.#k()}):d[O]=
""}let g={...i.env},h=[...i.path],S={},w=[],m={},k=null,R=[],j=()=>({...i.contexts(),github:{...u,action_status:k===null?
"success":"failure"},inputs:d,steps:m,env:g}),L={success:()=>k===null&&!i.stepStatus.cancelled(),failure:()=>k!==null,cancelled:()=>i.
stepStatus.cancelled()},v={...i.defaults,GITHUB_ACTION_PATH:l};for(let b of o.steps){if(i.signal.aborted)break;let O=new AbortController,
N=i.onCancel(F=>{this.#tt(b,j(),L,t.id,e,o.file)||O.abort(F)}),I;try{I=await this.#Q(t,{step:b,action:Ds(b)},e,n,r,{contexts:j,
stepStatus:L,defaults:v,env:()=>g,path:()=>h,signal:AbortSignal.any([i.signal,O.signal]),kill:i.kill,onCancel:i.onCancel},
{file:o.file,runDefaults:{shell:null,workingDirectory:null,shellAt:null},inComposite:{index:i.index,name:i.name,depth:i.
depth}})}finally{N()}if(I.envAdded&&(g={...g,...I.envAdded,...i.overrides},Object.assign(S,I.envAdded)),I.pathAdded.length>
0&&(h=[...I.pathAdded,...h],w.unshift(...I.pathAdded)),b.id&&(m={...m,[b.id]:{outputs:I.outputs,outcome:I.outcome,conclusion:I.
conclusion}}),R.push(...I.stages),I.conclusion!=="success"&&I.conclusion!=="skipped"&&k===null&&(k=I),I.notEvaluated)break}
let P={},$=null;try{P=$t(this.#s,Object.fromEntries(o.outputs.flatMap(b=>b.value?[[b.id,b.value]]:[])),(b,O)=>({contexts:j(),
where:this.#h(O,`outputs.${b}.value`,o.file),...this.#k()}))}catch(b){$=st(b)}let H=i.signal.aborted?"cancelled":k!==null?
k.conclusion:$!==null?"failure":"success",V=k?`${i.uses}: ${k.message??k.conclusion}`:$!==null?`${i.uses}: ${$}`:null;return{
outcome:H,message:V,outputTail:k?.outputTail??null,outputs:P,envAdded:S,pathAdded:w,stages:R}}#tt(t,e,n,r,o,i=this.#t.workflow.
fileName){try{return this.#et(t,e,n,i)}catch(l){return this.#i({type:"notice",level:"error",job:r,leg:o,message:`${st(l)}\
; the step is stopped with its cancelled job`}),!1}}#et(t,e,n,r=this.#t.workflow.fileName){return $e(this.#s,t.if,{contexts:e,
status:n,where:Z(r,t.if.position??t.position),...this.#k()})}#k(){return this.#n.host?{host:this.#n.host}:{}}#nt(t,e){return this.#i(
{type:"notice",level:"warning",job:t,leg:e,message:"failed, and the job has continue-on-error: the jobs that need it see\
 success, and the run does not fail for it"}),"success"}#J(t,e,n,r,o=!1,i=this.#t.workflow.fileName){let l=t.continueOnError;
if(typeof l=="boolean")return l;let a;try{let u=Rt(this.#s,l,{contexts:e,where:this.#h(l,"continue-on-error",i),...o?this.#k():
{}});if(u==="true"||u==="false")return u==="true";a=`${this.#h(l,"continue-on-error",i)}: continue-on-error must be true\
 or false, got ${JSON.stringify(u)}; the failure stands`}catch(u){a=`${st(u)}; the failure stands (continue-on-error)`}return this.#i(
{type:"notice",level:"error",job:n,leg:r,message:a}),!1}#pt(t){let e=this.#c;return Wr(t.stageUpstream,n=>(e.has(n)?Cr(e.
get(n),e):[n]).flatMap(r=>[e.get(r)?.stages,this.#x.get(r),this.#a.get(r)?.stages]),{shownJob:n=>this.#A(n),matrixOf:n=>this.#m.
get(n),placeOf:Er(this.#t,t)})}#ht(t,e,n){let r=Nr(this.#s,t,e,n,this.#p);if(r!==null){this.#x.set(t.id,r.map(({stage:o})=>o));
for(let{stage:o,leg:i}of r)Object.keys(i).length>0&&this.#m.set(o,i)}}#st(t,e,n){let r=t.job.name,o=t.calledBy===null?"":
this.#S(t).namePrefix;if(!r&&o==="")return null;let i=t.job.id,l=!1;if(r){try{i=Rt(this.#s,r,{contexts:n,...this.#k()})}catch{
i=r.text}l=r.expression!==null&&this.#s.facts(r.expression).paths.some(a=>a[0]==="matrix")}return e&&!l&&(i+=Uo(e)),Ln(`${o}${i}`)}#gt(t,e){
return Ln(this.#mt(t,e))}#mt(t,e){if(t.name)try{return Rt(this.#s,t.name,{contexts:e,...this.#k()})}catch{return t.name.
text}if(t.uses)return`Run ${t.uses.text}`;let n=t.run?.text??"";if(t.run)try{n=Rt(this.#s,t.run,{contexts:e,...this.#k()})}catch{}
return`Run ${n.trimStart().split(/\r|\n/)[0]?.trim()??""}`}#i(t){let e=this.#n.now().toISOString(),n="job"in t&&t.job!==
null?this.#y.get(t.job):void 0,r;if(n===void 0)r={...t,at:e};else if(t.type==="job-skipped")r={...t,type:"job-finished",
job:n,leg:t.job,duration_ms:0,at:e};else if(t.type==="notice"&&t.leg===null)r={...t,job:n,leg:t.job,at:e};else if(t.type!==
"job-legs")r={...t,job:n,at:e};else return;if(r.type==="job-skipped")this.#C.set(r.job,r.reason);else if(r.type==="job-f\
inished"){let o=this.#O.get(r.job)??[];o.push({leg:r.leg,result:r.result,...r.reason===void 0?{}:{reason:r.reason}}),this.#O.
set(r.job,o)}this.#n.emit(r)}#A(t){return this.#y.get(t)??t}};function _a(s){return typeof s=="string"?s:JSON.stringify(
s)}function Uo(s){return` (${Object.values(s).map(_a).join(", ")})`}var Ho={lines:10,bytes:2048},Ca=new Set(["error","wa\
rning","notice"]);function Ma(s){let t=[],e=new ie;for(let n of s.split(/\r?\n/)){let r=Ms(n),o=e.read(r);if(o==="resume\
d")continue;if(o===null){t.push(r);continue}let{command:i,data:l}=o;i==="stop-commands"?e.stop(l):Ca.has(i)?t.push(`${i[0].
toUpperCase()}${i.slice(1)}: ${l}`):i==="group"&&t.push(l)}return ps(t.join(`
`),Ho.lines,Ho.bytes)}function ja(s,t,e){let n=o=>String(s[o]??""),r=o=>s[o]===void 0?{}:{[`GITHUB_${o.toUpperCase()}`]:n(
o)};return{...r("event_path"),...r("actor_id"),...r("repository_id"),...r("repository_owner_id"),...r("ref_protected"),...r(
"retention_days"),GITHUB_ACTIONS:"true",GITHUB_WORKFLOW:n("workflow"),GITHUB_WORKFLOW_REF:n("workflow_ref"),GITHUB_WORKFLOW_SHA:n(
"workflow_sha"),GITHUB_RUN_ID:n("run_id"),GITHUB_RUN_NUMBER:n("run_number"),GITHUB_RUN_ATTEMPT:n("run_attempt"),GITHUB_JOB:n(
"job"),GITHUB_REPOSITORY:n("repository"),GITHUB_REPOSITORY_OWNER:n("repository_owner"),GITHUB_SHA:n("sha"),GITHUB_REF:n(
"ref"),GITHUB_REF_NAME:n("ref_name"),GITHUB_REF_TYPE:n("ref_type"),GITHUB_HEAD_REF:n("head_ref"),GITHUB_BASE_REF:n("base\
_ref"),GITHUB_EVENT_NAME:n("event_name"),GITHUB_ACTOR:n("actor"),GITHUB_TRIGGERING_ACTOR:n("triggering_actor"),GITHUB_SERVER_URL:n(
"server_url"),GITHUB_API_URL:n("api_url"),GITHUB_GRAPHQL_URL:n("graphql_url"),GITHUB_WORKSPACE:e,...Do(t)}}function La(s,t,e,n){
let{stage:r,attempt:o}=e,i=`stage ${r}${o>1?` attempt ${o}`:""}`;return{type:"notice",level:"warning",job:s,leg:t,message:`${i}\
: ${n.path==="$"?n.message:Gt(n)}`,problem:{stage:r,attempt:o,code:n.code,path:n.path}}}function st(s){return s instanceof
x?s.where?`${s.where}: ${s.message}`:s.message:s instanceof Error?s.message:String(s)}function Ze(s,t){return Math.max(0,
Math.round(t.getTime()-s.getTime()))}function zo(s,t,e,n){let r=c=>c!==void 0&&c!=="*"&&c!=="GITHUB_TOKEN"&&!e.has(c),o=c=>{if(c[0]==="github")return c[1]===
"token"&&c.length===2;if(c[0]==="vars")return c[1]!==void 0&&c[1]!=="*"&&!n.has(c[1].toUpperCase());if(c[0]!=="secrets")
return!1;let d=c[1]?.toUpperCase();return d==="GITHUB_TOKEN"?!e.has(d):r(d)},i=c=>c==="other"||c.some(d=>!o(d)),l=new Map,
a=c=>{if(c===null||c.expression===null)return;let d=t.facts(c.expression);d.paths.forEach((p,f)=>{let g=p[0]==="secrets"?
p[1]?.toUpperCase():void 0;if(!r(g))return;let h=i(d.fallbacks[f]??[]),S=l.get(g);S===void 0?l.set(g,{name:g,where:Z(s.fileName,
c.position),fallsBack:h}):S.fallsBack&&!h&&l.set(g,{name:g,where:Z(s.fileName,c.position),fallsBack:h})})},u=c=>{for(let d of Object.
values(c))a(d)};u(s.env);for(let c of s.jobs){u(c.env),c.secrets!=="inherit"&&u(c.secrets);for(let d of c.steps)u(d.env),
u(d.with),a(d.run)}return[...l.values()]}var Fa=["[skip ci]","[ci skip]","[no ci]","[skip actions]","[actions skip]"],Ia=["skip-checks: true","skip-checks:true"],
Da=/^(?:[A-Za-z0-9][A-Za-z0-9-]*:|\s+\S)/;function Bo(s){let t=Fa.find(a=>s.includes(a));if(t!==void 0)return{kind:"inst\
ruction",text:t};let e=s.trimEnd().split(/\r?\n/),n=e.at(-1)??"",r=Ia.find(a=>a===n);if(r===void 0)return null;let o=a=>a!==
void 0&&a.trim()==="",i=e.length-1;for(;i>0&&!o(e[i-1]);)i--;return e.slice(i).every(a=>Da.test(a))&&o(e[i-1])&&o(e[i-2])?
{kind:"trailer",text:r}:null}function Go(s,t,e,n=!1,r){return Wa(s,t,e,n)??Ua(s,t,e,r)}function Wa(s,t,e,n){let r=s.on[t];if(r===null||typeof r!="obj\
ect"||Array.isArray(r))return null;let o=r,i=je(o.types),l=e.action;if(i!==null&&i.length>0&&typeof l=="string"&&!i.includes(
l))return`the event's action ${l} is none of on.${t}.types (${i.join(", ")}): GitHub would not run this workflow for it`;
if(t==="push"){let a=typeof e.ref=="string"?e.ref:"";return a.startsWith("refs/tags/")?Hn(o,"push","tags","branches",a.slice(
10),"tag"):a.startsWith("refs/heads/")?Hn(o,"push","branches","tags",a.slice(11),"branch"):null}if((t==="pull_request"||
t==="pull_request_target")&&!n){let a=e.pull_request?.base?.ref;return typeof a=="string"?Hn(o,t,"branches",null,a,"base\
 branch"):null}return null}function Ua(s,t,e,n){if(!Object.hasOwn(s.on,t))return null;let r,o;if(t==="push")r=e.head_commit?.
message,o="the push's head commit";else if(t==="pull_request"){let a=e.pull_request?.head?.sha;if(n===void 0||a!==n.sha)
return null;r=n.message,o=`the pull request's head commit (${n.sha.slice(0,7)}, HEAD here)`}else return null;let i=typeof r==
"string"?Bo(r):null;if(i===null)return null;let l=i.kind==="trailer"?`ends with the trailer ${i.text}`:`holds ${i.text}`;
return`${o} message ${l}: GitHub would not run this workflow for it`}function Hn(s,t,e,n,r,o){let i=je(s[e]),l=je(s[`${e}\
-ignore`]),a="GitHub would not run this workflow for it";return i!==null?yr(r,i)?null:`the ${o} ${r} matches none of on.${t}\
.${e} (${i.join(", ")}): ${a}`:l!==null?br(r,l)?null:`the ${o} ${r} matches on.${t}.${e}-ignore (${l.join(", ")}): ${a}`:
n!==null&&(s[n]!==void 0||s[`${n}-ignore`]!==void 0)?`on.${t} filters ${n} only, so a push of a ${o} (${r}) does not sta\
rt it: ${a}`:null}var Ha=new TextEncoder,Ja=new TextDecoder("utf-8",{ignoreBOM:!0}),ue=class{#t;#n;#s;#e=new Map;constructor(t){this.#t=t}async put(t){
let e=await this.#l(),n=await this.#t.put(t),r={stage:n.stage,attempt:n.attempt,runAttempt:n.runAttempt},o=e.get(n.stage)??
[];o.some(l=>Ae(l,r)===0)||o.push(r),o.sort(Ae),e.set(n.stage,o);let i={record:JSON.parse(Ys(t.record)),prompt:Ja.decode(
Ha.encode(t.prompt)),handoff:JSON.parse(Zs(t.handoff)),recordSha256:n.recordSha256};return this.#e.set(Ko(r),Promise.resolve(
i)),n}get(t){return this.#r(e=>{let n=e.get(t)?.at(-1);return n===void 0?Promise.resolve(void 0):this.#o(n)})}getAttempt(t,e,n=1){
return this.#r(r=>{let o=r.get(t)?.find(i=>i.attempt===e&&i.runAttempt===n);return o?this.#o(o):Promise.resolve(void 0)})}#r(t){
return this.#s?t(this.#s):this.#l().then(t)}#o(t){let e=Ko(t),n=this.#e.get(e);return n||(n=this.#t.getAttempt(t.stage,t.
attempt,t.runAttempt),n.catch(()=>this.#e.delete(e)),this.#e.set(e,n)),n}async list(){return[...(await this.#l()).values()].
flat().sort(Te)}#l(){return this.#n??=this.#t.list().then(t=>{let e=new Map;for(let{stage:n,attempt:r,runAttempt:o}of t)
e.set(n,[...e.get(n)??[],{stage:n,attempt:r,runAttempt:o}]);for(let n of e.values())n.sort(Ae);return this.#s=e,e}),this.#n}};
function Ko(s){return`${s.stage}\0${s.runAttempt}\0${s.attempt}`}var Et=At(Yt(),1);function Qe(s,t){let e=t?.code,n=e==="ENOSPC"?" (the disk is full)":e==="EDQUOT"?" (over the disk quota)":e==="EFBIG"?" \
(over the file size limit: see ulimit -f)":e==="ENOENT"?" (the run's directory was removed while it ran)":"";return`${s}\
 could not be written: ${t instanceof Error?t.message:String(t)}${n}`}function ce(s,t,e){return`${s}: ${Qe(t,e)}; what c\
ame after is not in it`}var tn=class{path;#t;#n;#s=null;#e=!1;constructor(t){this.path=t,this.#t=(0,Et.openSync)(t,"a",420),this.#n=(0,Et.fstatSync)(
this.#t).size}write(t){if(this.#s!==null||this.#e)return;let e=Buffer.from(`${JSON.stringify(t)}
`);try{for(let n=0;n<e.length;)n+=(0,Et.writeSync)(this.#t,e,n,e.length-n);this.#n+=e.length}catch(n){try{(0,Et.ftruncateSync)(
this.#t,this.#n)}catch{}this.#s=ce(this.path,"the run's events",n)}}get failure(){return this.#s}close(){this.#e||(this.#e=
!0,(0,Et.closeSync)(this.#t))}};var vi=At(Pe(),1),U=At(Yt(),1);import{appendFile as xu,mkdtemp as Ru,open as xi,readFile as $u,rm as Ou,writeFile as Pu}from"node:fs/promises";
import{delimiter as Eu,dirname as Au,join as kt,relative as Tu,resolve as Nu}from"node:path";var Vo=65536,de=4096,za=/^\s*(?:[A-Za-z0-9+/=]*|[A-Za-z][A-Za-z0-9-]*: .*)\s*$/;function Ba(s){let t=js(s);return!kn(s)&&
!kn(t)&&!za.test(t)}var en=class{#t;#n;#s=new Map;constructor(t,e){this.#t=t,this.#n=e}push(t,e="stdout"){let n=this.#e(
e),r=n.partial+t,o=r.endsWith("\r")?r.length-1:r.length,i=r.slice(0,o).split(/\r\n|\r|\n/);n.partial=(i.pop()??"")+r.slice(
o);for(let l of i)this.#r(n,l);n.partial.length>Vo&&(n.overlong||(this.#o(n,n.partial.slice(0,de)),n.overlong=!0),n.inKey=
Wt(n.partial,n.inKey),n.partial=n.partial.slice(-de))}flush(){for(let t of this.#s.values())t.overlong||this.#o(t,t.partial.
replace(/\r$/,"").slice(0,de))}end(){for(let t of this.#s.values())t.partial!==""&&this.#r(t,t.partial),t.partial="",this.#o(
t,"")}#e(t){let e=this.#s.get(t);return e||(e={partial:"",held:null,previous:"",inKey:!1,overlong:!1},this.#s.set(t,e)),
e}#r(t,e){if(e.length>Vo&&!t.overlong&&(this.#o(t,e.slice(0,de)),t.overlong=!0),t.overlong){t.overlong=!1,t.inKey=Wt(e,t.
inKey),t.previous=t.inKey?"":e.slice(-de);return}if(t.inKey&&Ba(e)&&(t.inKey=!1),t.inKey||ar(e)){t.inKey||this.#o(t,""),
t.inKey=Wt(e,t.inKey),t.previous=t.inKey?"":e;return}this.#o(t,e),t.held=e}#o(t,e){let n=t.held;if(t.held=null,n===null)
return;let r=nt(`${t.previous}
${n}
${e}`,this.#t()),o=r.text.split(`
`),i=o.length===3?o[1]??"":Ss(r.redactions[0]?.kind??"secret-value");t.previous=n,i.trim()!==""&&this.#n(i)}};var qo=["comment","summary","both"],Ga=/^[A-Za-z0-9_.-]{1,64}$/;function zn(s){let t=(s[Y.mode]??"").trim()||"both";if(!qo.
includes(t))throw new x("input-invalid",`must be one of ${qo.join(", ")}; got "${t}"`,{where:Y.mode});return t}function Bn(s,t){
let e=zn(s),n=(s[Y.key]??"").trim()||Kr;if(!Ga.test(n))throw new x("input-invalid",`must be 1 to 64 letters, digits, '.'\
, '_' or '-' (it names the sticky comment); got "${n}"`,{where:Y.key});let r=Va(s[Y.includeDetail]??"",Y.includeDetail,!1),
o=null;if(e!=="summary"){let i=(s[Y.issueNumber]??"").trim();if(i!==""){if(!/^[1-9]\d{0,9}$/.test(i))throw new x("input-\
invalid",`must be the number of an issue or pull request, like 42; got "${i}"`,{where:Y.issueNumber});o=Number(i)}else if(o=
Ka(t.payload),o===null)throw new x("issue-number-missing",`there is no issue or pull request to comment on: the triggeri\
ng event (${t.name||"unknown"}) is not about one. Set the issue-number input, or use mode: summary`,{where:Y.issueNumber})}
return{mode:e,key:n,includeDetail:r,issueNumber:o}}function Ka(s){let t=fe(s);if(!t)return null;let e=Jn(fe(t.pull_request)?.
number)??Jn(fe(t.issue)?.number);if(e!==null)return e;for(let n of["workflow_run","check_run","check_suite"]){let r=fe(t[n])?.
pull_requests;if(Array.isArray(r)&&r.length===1){let o=Jn(fe(r[0])?.number);if(o!==null)return o}}return null}function Va(s,t,e){let n=s.trim();if(n==="")return e;if(["true","True","TRUE"].includes(n))return!0;if(["false","False",
"FALSE"].includes(n))return!1;throw new x("input-invalid",`must be true or false; got "${n}"`,{where:t})}function fe(s){
return s!==null&&typeof s=="object"&&!Array.isArray(s)?s:null}function Jn(s){return typeof s=="number"&&Number.isInteger(
s)&&s>0?s:null}var qa={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\u274C"};function Xo(s){let{record:t,handoff:e}=s,
n=l=>Gr(l,s)||" ",r=[["status",`${t.status} (${t.outcome.reason})`],["attempt",String(t.attempt)],["exit code",t.agent.exit_code===
null?"none":String(t.agent.exit_code)],["duration",`${(t.agent.duration_ms/1e3).toFixed(1)} s`],["handoff",t.present&&t.
digests.handoff?`present, sha256 ${t.digests.handoff.slice(0,12)}`:"none"]];e?.next&&r.push(["next",e.next.stage]),s.notStored!==
void 0?r.push(["artifact","not stored"]):s.artifactName&&r.push(["artifact",s.artifactName]);let o=[];o.push([`### ${qa[t.
status]} baton stage \`${t.stage}\``,"","| | |","|---|---|",...r.map(([l,a])=>`| ${l} | ${n(a)} |`)].join(`
`)),s.notStored!==void 0&&o.push(`${Br(Xa(s.notStored),s)}. No later stage can read this record or its handoff; it is sh\
own here only.`),t.outcome.message&&o.push(Tn(t.outcome.message,s)),e&&o.push(["#### Summary","",Tn(e.summary,s)].join(`\

`));let i=Object.entries(e?.data??{});return i.length>0&&o.push(["#### Data","","| key | value |","|---|---|",...i.map(([
l,a])=>`| ${n(l)} | ${n(a)} |`)].join(`
`)),t.problems.length>0&&o.push(["#### Problems","","| severity | code | where | message |","|---|---|---|---|",...t.problems.
map(l=>`| ${l.severity} | ${n(l.code)} | ${n(l.path)} | ${n(l.message)} |`)].join(`
`)),Ya(o,s.notStored===void 0?s.artifactName:void 0)}function Xa(s){return s.charAt(0).toUpperCase()+s.slice(1)}function Ya(s,t){
let e=`_Cut to fit the step summary; the full record is in ${t?`artifact ${t}`:"the stage record"}._`,n=bt.stepSummaryBytes-
fn(e)-4,r=[],o=0;for(let i of s){let l=fn(i)+2;if(o+l>n){r.push(e);break}r.push(i),o+=l}return`${r.join(`

`)}
`}function Yo(s,t){return nt(s,t).redactions.length===0?s:`${zr(s.trimEnd(),t)}
`}var Zn=At(Pe(),1),ht=At(Yt(),1);import{homedir as cu}from"node:os";import{dirname as wi,isAbsolute as du,join as fu,resolve as ts,
sep as rn}from"node:path";var Zo=(s,t,e)=>{let n,r,o,i,l,a=e.indexOf(s),u=e.indexOf(t,a+1),c=a;if(a>=0&&u>0){if(s===t)return[a,u];for(n=[],o=e.length;c>=
0&&!l;){if(c===a)n.push(c),a=e.indexOf(s,c+1);else if(n.length===1){let d=n.pop();d!==void 0&&(l=[d,u])}else r=n.pop(),r!==
void 0&&r<o&&(o=r,i=u),u=e.indexOf(t,c+1);c=a<u&&a>=0?a:u}n.length&&i!==void 0&&(l=[o,i])}return l};var Qo="\0SLASH"+Math.random().toFixed(16)+"\0",ti="\0OPEN"+Math.random().toFixed(16)+"\0",nn="\0CLOSE"+Math.random().toFixed(
16)+"\0",ei="\0COMMA"+Math.random().toFixed(16)+"\0",ni="\0PERIOD"+Math.random().toFixed(16)+"\0",Za=new RegExp(Qo,"g"),
Qa=new RegExp(ti,"g"),tl=new RegExp(nn,"g"),el=new RegExp(ei,"g"),nl=new RegExp(ni,"g"),sl=/\\\\/g,rl=/\\{/g,ol=/\\}/g,il=/\\,/g,
al=/\\\./g,ll=1e5,ul=4e6,cl=1e3,dl=1e3,fl=2e7,pl=16;function Gn(s){return isNaN(s)?s.charCodeAt(0):parseInt(s,10)}function hl(s){
return s.replace(sl,Qo).replace(rl,ti).replace(ol,nn).replace(il,ei).replace(al,ni)}function gl(s){return s.replace(Za,"\
\\").replace(Qa,"{").replace(tl,"}").replace(el,",").replace(nl,".")}function Kn(s,t){for(let e=0;e<t.length;e++)s.push(
t[e])}function si(s,t,e){if(e.remaining<0)return;let n=Zo("{","}",t),r=n!==void 0&&t.indexOf("{")<n[0];if(e.remaining-=n&&
!r?n[1]+1:s.length,!(!n||e.remaining<0))return{end:n[1],pre:s.slice(0,n[0]),body:s.slice(n[0]+1,n[1]),post:s.slice(n[1]+
1),unmatched:r}}function ml(s,t){t.remaining-=s.length;let e=[];for(let o=0;o<s.length;o++){let i=s.charCodeAt(o);i===123?
e.push(o):i===125&&e.length&&e.pop()}let n="",r=0;for(let o=0;o<e.length;o++){let i=e[o];n+=s.slice(r,i)+"\0",r=i+1}return n+
s.slice(r)}function wl(s,t){if(t.remaining-=s.length,t.remaining<0)return!1;let e=!1;for(let n=s.length-1;n>=0;n--){let r=s.
charCodeAt(n);if(r===125)e=!0;else if(r===10||r===13||r===8232||r===8233)e=!1;else if(r===44&&e&&s.charCodeAt(n+1)!==44)
return!0}return!1}function yl(s,t){let e=[],n="";for(;;){let r=si(s,s,t);if(t.remaining<0)return;if(!r){let u=s.split(",");
return u[0]=n+u[0],Kn(e,u),e}let{pre:o,body:i,post:l}=r,a=o.split(",");if(a[0]=n+a[0],a[a.length-1]+="{"+i+"}",!l.length)
return Kn(e,a),e;n=a.pop(),Kn(e,a),s=l}}function pe(s,t){return s===void 0||isNaN(s)?t:s}function ri(s,t={}){if(!s)return[];
let e=pe(t.max,ll),n=pe(t.maxLength,ul),r=pe(t.maxDepth,cl),o=pe(t.maxRewrites,dl),i=pe(t.maxSteps,fl);return s.slice(0,
2)==="{}"&&(s="\\{\\}"+s.slice(2)),Vn(hl(s),e,n,r,0,o,{remaining:i},!0).map(gl)}function bl(s){return"{"+s+"}"}function Sl(s){
return/^-?0\d/.test(s)}function kl(s,t){return s<=t}function vl(s,t){return s>=t}function he(s,t,e,n,r,o,i){let l=[],a=0,
u;t:for(let c=0;c<s.length;c++){let d=s[c]+t,p=e;o&&!d&&(u||(u=e.filter(f=>f)),p=u);for(let f=0;f<p.length;f++){if(l.length>=
n)break t;let g=d+p[f];if(a+g.length>r)break t;l.push(g),a+=g.length}}return i.remaining-=l.length,l}function xl(s,t,e,n,r){
let o=s.split(/\.\./),i=[];if(o[0]===void 0||o[1]===void 0)return i;let l=Gn(o[0]),a=Gn(o[1]),u=Math.max(o[0].length,o[1].
length),c=o.length===3&&o[2]!==void 0?Math.max(Math.abs(Gn(o[2])),1):1,d=kl;a<l&&(c*=-1,d=vl);let f=o.some(Sl),g=f?u:1,h=0;
for(let S=l;d(S,a)&&i.length<e;S+=c){if(r.remaining-=g,r.remaining<0)return;let w;if(t)w=String.fromCharCode(S),w==="\\"&&
(w="");else if(w=String(S),f){let m=u-w.length;if(m>0){let k=new Array(m+1).join("0");S<0?w="-"+k+w.slice(1):w=k+w}}if(h+
w.length>n)break;i.push(w),h+=w.length}return i}function Vn(s,t,e,n,r,o,i,l){if(i.remaining-=pl,r>n)return[s];let a=[""],
u=0,c=!1,d=!0,p=s;for(;;){let f=si(s,p,i);if(!f)return he(a,s,[""],t,e,c,i);f.unmatched&&(p=ml(p,i));let g=f.pre,h=()=>he(
a,g+"{"+f.body+"}"+f.post,[""],t,e,c,i);if(/\$$/.test(g)){if(a=he(a,g+"{"+f.body+"}",[""],t,e,c&&!f.post.length,i),d=!1,
!f.post.length)break;s=f.post,p=p.slice(f.end+1);continue}let S=/^-?\d+\.\.-?\d+(?:\.\.-?\d+)?$/.test(f.body),w=/^[a-zA-Z]\.\.[a-zA-Z](?:\.\.-?\d+)?$/.
test(f.body),m=S||w,k=f.body.indexOf(",")>=0;if(!m&&!k){if(u<o&&wl(f.post,i)){u++,s=f.pre+"{"+f.body+nn+f.post,p=p.slice(
0,f.end)+nn+p.slice(f.end+1),l=!0;continue}return h()}d&&(c=l&&!m,d=!1);let R;if(m){if(R=xl(f.body,w,t,e,i),!R)return h()}else{
let L=yl(f.body,i);if(!L)return h();if(L.length===1&&L[0]!==void 0){if(L=Vn(L[0],t,e,n,r+1,o,i,!1).map(bl),i.remaining<0)
return h();if(L.length===1){let $=he(a,g+L[0],[""],t,e,c&&!f.post.length,i);if(i.remaining<0)return h();if(a=$,!f.post.length)
break;s=f.post,p=p.slice(f.end+1);continue}}let v=c&&!f.post.length&&!g;for(let $=0;v&&$<a.length;$++)a[$]&&(v=!1);R=[];
let P=0;t:for(let $=0;$<L.length;$++){let H=Vn(L[$],t,e,n,r+1,o,i,!1);if(i.remaining<0)return h();for(let V=0;V<H.length;V++){
let b=H[V];if(!(v&&!b)){if(R.length>=t||P+b.length>e)break t;R.push(b),P+=b.length}}}}let j=he(a,g,R,t,e,c&&!f.post.length,
i);if(i.remaining<0)return h();if(a=j,!f.post.length)break;s=f.post,p=p.slice(f.end+1)}return a}var ge=s=>{if(typeof s!="string")throw new TypeError("invalid pattern");if(s.length>65536)throw new TypeError("pattern i\
s too long")};var Rl={"[:alnum:]":["\\p{L}\\p{Nl}\\p{Nd}",!0],"[:alpha:]":["\\p{L}\\p{Nl}",!0],"[:ascii:]":["\\x00-\\x7f",!1],"[:blank\
:]":["\\p{Zs}\\t",!0],"[:cntrl:]":["\\p{Cc}",!0],"[:digit:]":["\\p{Nd}",!0],"[:graph:]":["\\p{Z}\\p{C}",!0,!0],"[:lower:\
]":["\\p{Ll}",!0],"[:print:]":["\\p{C}",!0],"[:punct:]":["\\p{P}",!0],"[:space:]":["\\p{Z}\\t\\r\\n\\v\\f",!0],"[:upper:\
]":["\\p{Lu}",!0],"[:word:]":["\\p{L}\\p{Nl}\\p{Nd}\\p{Pc}",!0],"[:xdigit:]":["A-Fa-f0-9",!1]},me=s=>s.replace(/[[\]\\-]/g,
"\\$&"),$l=s=>s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),oi=s=>s.join(""),ii=(s,t)=>{let e=t;if(s.charAt(e)!=="[")throw new Error(
"not in a brace expression");let n=[],r=[],o=e+1,i=!1,l=!1,a=!1,u=!1,c=e,d="";t:for(;o<s.length;){let h=s.charAt(o);if((h===
"!"||h==="^")&&o===e+1){u=!0,o++;continue}if(h==="]"&&i&&!a){c=o+1;break}if(i=!0,h==="\\"&&!a){a=!0,o++;continue}if(h===
"["&&!a){for(let[S,[w,m,k]]of Object.entries(Rl))if(s.startsWith(S,o)){if(d)return["$.",!1,s.length-e,!0];o+=S.length,k?
r.push(w):n.push(w),l=l||m;continue t}}if(a=!1,d){h>d?n.push(me(d)+"-"+me(h)):h===d&&n.push(me(h)),d="",o++;continue}if(s.
startsWith("-]",o+1)){n.push(me(h+"-")),o+=2;continue}if(s.startsWith("-",o+1)){d=h,o+=2;continue}n.push(me(h)),o++}if(c<
o)return["",!1,0,!1];if(!n.length&&!r.length)return["$.",!1,s.length-e,!0];if(r.length===0&&n.length===1&&/^\\?.$/.test(
n[0])&&!u){let h=n[0].length===2?n[0].slice(-1):n[0];return[$l(h),!1,c-e,!1]}let p="["+(u?"^":"")+oi(n)+"]",f="["+(u?"":
"^")+oi(r)+"]";return[n.length&&r.length?"("+p+"|"+f+")":n.length?p:f,l,c-e,!0]};var Lt=(s,{windowsPathsNoEscape:t=!1,magicalBraces:e=!0}={})=>e?t?s.replace(/\[([^/\\])\]/g,"$1"):s.replace(/((?!\\).|^)\[([^/\\])\]/g,
"$1$2").replace(/\\([^/])/g,"$1"):t?s.replace(/\[([^/\\{}])\]/g,"$1"):s.replace(/((?!\\).|^)\[([^/\\{}])\]/g,"$1$2").replace(
/\\([^/{}])/g,"$1");var pt,Ol=new Set(["!","?","+","*","@"]),qn=s=>Ol.has(s),ai=s=>qn(s.type),Pl=new Map([["!",["@"]],["?",["?","@"]],["@",[
"@"]],["*",["*","+","?","@"]],["+",["+","@"]]]),El=new Map([["!",["?"]],["@",["?"]],["+",["?","*"]]]),Al=new Map([["!",[
"?","@"]],["?",["?","@"]],["@",["?","@"]],["*",["*","+","?","@"]],["+",["+","@","?","*"]]]),li=new Map([["!",new Map([["\
!","@"]])],["?",new Map([["*","*"],["+","*"]])],["@",new Map([["!","!"],["?","?"],["@","@"],["*","*"],["+","+"]])],["+",
new Map([["?","*"],["*","*"]])]]),Tl="(?!(?:^|/)\\.\\.?(?:$|/))",sn="(?!\\.)",Nl=new Set(["[","."]),_l=new Set(["..","."]),
Cl=new Set("().*{}+?[]^$\\!"),Ml=s=>s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),Xn="[^/]",ui=Xn+"*?",ci=Xn+"+?",jl=0,Ut=class{type;#t;#n;#s=!1;#e=[];#r;#o;#l;#a=!1;#u;#d;#c=!1;id=++jl;get depth(){
return(this.#r?.depth??-1)+1}[Symbol.for("nodejs.util.inspect.custom")](){return{"@@type":"AST",id:this.id,type:this.type,
root:this.#t.id,parent:this.#r?.id,depth:this.depth,partsLength:this.#e.length,parts:this.#e}}constructor(t,e,n={}){this.
type=t,t&&(this.#n=!0),this.#r=e,this.#t=this.#r?this.#r.#t:this,this.#u=this.#t===this?n:this.#t.#u,this.#l=this.#t===this?
[]:this.#t.#l,t==="!"&&!this.#t.#a&&this.#l.push(this),this.#o=this.#r?this.#r.#e.length:0}get hasMagic(){if(this.#n!==void 0)
return this.#n;for(let t of this.#e)if(typeof t!="string"&&(t.type||t.hasMagic))return this.#n=!0;return this.#n}toString(){
return this.#d!==void 0?this.#d:this.type?this.#d=this.type+"("+this.#e.map(t=>String(t)).join("|")+")":this.#d=this.#e.
map(t=>String(t)).join("")}#g(){if(this!==this.#t)throw new Error("should only call on root");if(this.#a)return this;this.
toString(),this.#a=!0;let t;for(;t=this.#l.pop();){if(t.type!=="!")continue;let e=t,n=e.#r;for(;n;){for(let r=e.#o+1;!n.
type&&r<n.#e.length;r++)for(let o of t.#e){if(typeof o=="string")throw new Error("string part in extglob AST??");o.copyIn(
n.#e[r])}e=n,n=e.#r}}return this}push(...t){for(let e of t)if(e!==""){if(typeof e!="string"&&!(e instanceof pt&&e.#r===this))
throw new Error("invalid part: "+e);this.#e.push(e)}}toJSON(){let t=this.type===null?this.#e.slice().map(e=>typeof e=="s\
tring"?e:e.toJSON()):[this.type,...this.#e.map(e=>e.toJSON())];return this.isStart()&&!this.type&&t.unshift([]),this.isEnd()&&
(this===this.#t||this.#t.#a&&this.#r?.type==="!")&&t.push({}),t}isStart(){if(this.#t===this)return!0;if(!this.#r?.isStart())
return!1;if(this.#o===0)return!0;let t=this.#r;for(let e=0;e<this.#o;e++){let n=t.#e[e];if(!(n instanceof pt&&n.type==="\
!"))return!1}return!0}isEnd(){if(this.#t===this||this.#r?.type==="!")return!0;if(!this.#r?.isEnd())return!1;if(!this.type)
return this.#r?.isEnd();let t=this.#r?this.#r.#e.length:0;return this.#o===t-1}copyIn(t){typeof t=="string"?this.push(t):
this.push(t.clone(this))}clone(t){let e=new pt(this.type,t);for(let n of this.#e)e.copyIn(n);return e}static#f(t,e,n,r,o){
let i=r.maxExtglobRecursion??2,l=!1,a=!1,u=-1,c=!1;if(e.type===null){let h=n,S="";for(;h<t.length;){let w=t.charAt(h++);
if(l||w==="\\"){l=!l,S+=w;continue}if(a){h===u+1?(w==="^"||w==="!")&&(c=!0):w==="]"&&!(h===u+2&&c)&&(a=!1),S+=w;continue}else if(w===
"["){a=!0,u=h,c=!1,S+=w;continue}if(!r.noext&&qn(w)&&t.charAt(h)==="("&&o<=i){e.push(S),S="";let k=new pt(w,e);h=pt.#f(t,
k,h,r,o+1),e.push(k);continue}S+=w}return e.push(S),h}let d=n+1,p=new pt(null,e),f=[],g="";for(;d<t.length;){let h=t.charAt(
d++);if(l||h==="\\"){l=!l,g+=h;continue}if(a){d===u+1?(h==="^"||h==="!")&&(c=!0):h==="]"&&!(d===u+2&&c)&&(a=!1),g+=h;continue}else if(h===
"["){a=!0,u=d,c=!1,g+=h;continue}if(!r.noext&&qn(h)&&t.charAt(d)==="("&&(o<=i||e&&e.#w(h))){let w=e&&e.#w(h)?0:1;p.push(
g),g="";let m=new pt(h,p);p.push(m),d=pt.#f(t,m,d,r,o+w);continue}if(h==="|"){p.push(g),g="",f.push(p),p=new pt(null,e);
continue}if(h===")")return g===""&&e.#e.length===0&&(e.#c=!0),p.push(g),g="",e.push(...f,p),d;g+=h}return e.type=null,e.#n=
void 0,e.#e=[t.substring(n-1)],d}#p(t){return this.#b(t,El)}#b(t,e=Pl){if(!t||typeof t!="object"||t.type!==null||t.#e.length!==
1||this.type===null)return!1;let n=t.#e[0];return!n||typeof n!="object"||n.type===null?!1:this.#w(n.type,e)}#w(t,e=Al){return!!e.
get(this.type)?.includes(t)}#R(t,e){let n=t.#e[0],r=new pt(null,n,this.options);r.#e.push(""),n.push(r),this.#y(t,e)}#y(t,e){
let n=t.#e[0];this.#e.splice(e,1,...n.#e);for(let r of n.#e)typeof r=="object"&&(r.#r=this);this.#d=void 0}#$(t){return!!li.
get(this.type)?.has(t)}#T(t){if(!t||typeof t!="object"||t.type!==null||t.#e.length!==1||this.type===null||this.#e.length!==
1)return!1;let e=t.#e[0];return!e||typeof e!="object"||e.type===null?!1:this.#$(e.type)}#v(t){let e=li.get(this.type),n=t.#e[0],
r=e?.get(n.type);if(!r)return!1;this.#e=n.#e;for(let o of this.#e)typeof o=="object"&&(o.#r=this);this.type=r,this.#d=void 0,
this.#c=!1}static fromGlob(t,e={}){let n=new pt(null,void 0,e);return pt.#f(t,n,0,e,0),n}toMMPattern(){if(this!==this.#t)
return this.#t.toMMPattern();let t=this.toString(),[e,n,r,o]=this.toRegExpSource();if(!(r||this.#n||this.#u.nocase&&!this.#u.
nocaseMagicOnly&&t.toUpperCase()!==t.toLowerCase()))return n;let l=(this.#u.nocase?"i":"")+(o?"u":"");return Object.assign(
new RegExp(`^${e}$`,l),{_src:e,_glob:t})}get options(){return this.#u}toRegExpSource(t){let e=t??!!this.#u.dot;if(this.#t===
this&&(this.#x(),this.#g()),!ai(this)){let a=this.isStart()&&this.isEnd()&&!this.#e.some(f=>typeof f!="string"),u=this.#e.
map(f=>{let[g,h,S,w]=typeof f=="string"?pt.#O(f,this.#n,a):f.toRegExpSource(t);return this.#n=this.#n||S,this.#s=this.#s||
w,g}).join(""),c="";if(this.isStart()&&typeof this.#e[0]=="string"&&!(this.#e.length===1&&_l.has(this.#e[0]))){let g=Nl,
h=e&&g.has(u.charAt(0))||u.startsWith("\\.")&&g.has(u.charAt(2))||u.startsWith("\\.\\.")&&g.has(u.charAt(4)),S=!e&&!t&&g.
has(u.charAt(0));c=h?Tl:S?sn:""}let d="";return this.isEnd()&&this.#t.#a&&this.#r?.type==="!"&&(d="(?:$|\\/)"),[c+u+d,Lt(
u),this.#n=!!this.#n,this.#s]}let n=this.type==="*"||this.type==="+",r=this.type==="!"?"(?:(?!(?:":"(?:",o=this.#m(e);if(this.
isStart()&&this.isEnd()&&!o&&this.type!=="!"){let a=this.toString(),u=this;return u.#e=[a],u.type=null,u.#n=void 0,[a,Lt(
this.toString()),!1,!1]}let i=!n||t||e||!sn?"":this.#m(!0);i===o&&(i=""),i&&(o=`(?:${o})(?:${i})*?`);let l="";if(this.type===
"!"&&this.#c)l=(this.isStart()&&!e?sn:"")+ci;else{let a=this.type==="!"?"))"+(this.isStart()&&!e&&!t?sn:"")+ui+")":this.
type==="@"?")":this.type==="?"?")?":this.type==="+"&&i?")":this.type==="*"&&i?")?":`)${this.type}`;l=r+o+a}return[l,Lt(o),
this.#n=!!this.#n,this.#s]}#x(){if(ai(this)){let t=0,e=!1;do{e=!0;for(let n=0;n<this.#e.length;n++){let r=this.#e[n];typeof r==
"object"&&(r.#x(),this.#b(r)?(e=!1,this.#y(r,n)):this.#p(r)?(e=!1,this.#R(r,n)):this.#T(r)&&(e=!1,this.#v(r)))}}while(!e&&
++t<10)}else for(let t of this.#e)typeof t=="object"&&t.#x();this.#d=void 0}#m(t){return this.#e.map(e=>{if(typeof e=="s\
tring")throw new Error("string type in extglob ast??");let[n,r,o,i]=e.toRegExpSource(t);return this.#s=this.#s||i,n}).filter(
e=>!(this.isStart()&&this.isEnd())||!!e).join("|")}static#O(t,e,n=!1){let r=!1,o="",i=!1,l=!1;for(let a=0;a<t.length;a++){
let u=t.charAt(a);if(r){r=!1,o+=(Cl.has(u)?"\\":"")+u;continue}if(u==="*"){if(l)continue;l=!0,o+=n&&/^[*]+$/.test(t)?ci:
ui,e=!0;continue}else l=!1;if(u==="\\"){a===t.length-1?o+="\\\\":r=!0;continue}if(u==="["){let[c,d,p,f]=ii(t,a);if(p){o+=
c,i=i||d,a+=p-1,e=e||f;continue}}if(u==="?"){o+=Xn,e=!0;continue}o+=Ml(u)}return[o,Lt(t),!!e,i]}};pt=Ut;var Yn=(s,{windowsPathsNoEscape:t=!1,magicalBraces:e=!1}={})=>e?t?s.replace(/[?*()[\]{}]/g,"[$&]"):s.replace(/[?*()[\]\\{}]/g,
"\\$&"):t?s.replace(/[?*()[\]]/g,"[$&]"):s.replace(/[?*()[\]\\]/g,"\\$&");var ut=(s,t,e={})=>(ge(t),!e.nocomment&&t.charAt(0)==="#"?!1:new _t(t,e).match(s)),Ll=/^\*+([^+@!?*[(]*)$/,Fl=s=>t=>!t.startsWith(
".")&&t.endsWith(s),Il=s=>t=>t.endsWith(s),Dl=s=>(s=s.toLowerCase(),t=>!t.startsWith(".")&&t.toLowerCase().endsWith(s)),
Wl=s=>(s=s.toLowerCase(),t=>t.toLowerCase().endsWith(s)),Ul=/^\*+\.\*+$/,Hl=s=>!s.startsWith(".")&&s.includes("."),Jl=s=>s!==
"."&&s!==".."&&s.includes("."),zl=/^\.\*+$/,Bl=s=>s!=="."&&s!==".."&&s.startsWith("."),Gl=/^\*+$/,Kl=s=>s.length!==0&&!s.
startsWith("."),Vl=s=>s.length!==0&&s!=="."&&s!=="..",ql=/^\?+([^+@!?*[(]*)?$/,Xl=([s,t=""])=>{let e=pi([s]);return t?(t=
t.toLowerCase(),n=>e(n)&&n.toLowerCase().endsWith(t)):e},Yl=([s,t=""])=>{let e=hi([s]);return t?(t=t.toLowerCase(),n=>e(
n)&&n.toLowerCase().endsWith(t)):e},Zl=([s,t=""])=>{let e=hi([s]);return t?n=>e(n)&&n.endsWith(t):e},Ql=([s,t=""])=>{let e=pi(
[s]);return t?n=>e(n)&&n.endsWith(t):e},pi=([s])=>{let t=s.length;return e=>e.length===t&&!e.startsWith(".")},hi=([s])=>{
let t=s.length;return e=>e.length===t&&e!=="."&&e!==".."},gi=typeof process=="object"&&process?typeof process.env=="obje\
ct"&&process.env&&process.env.__MINIMATCH_TESTING_PLATFORM__||process.platform:"posix",di={win32:{sep:"\\"},posix:{sep:"\
/"}},tu=gi==="win32"?di.win32.sep:di.posix.sep;ut.sep=tu;var rt=Symbol("globstar **");ut.GLOBSTAR=rt;var eu="[^/]",nu=eu+
"*?",su="(?:(?!(?:\\/|^)(?:\\.{1,2})($|\\/)).)*?",ru="(?:(?!(?:\\/|^)\\.).)*?",ou=(s,t={})=>e=>ut(e,s,t);ut.filter=ou;var St=(s,t={})=>Object.
assign({},s,t),iu=s=>{if(!s||typeof s!="object"||!Object.keys(s).length)return ut;let t=ut;return Object.assign((n,r,o={})=>t(
n,r,St(s,o)),{Minimatch:class extends t.Minimatch{constructor(r,o={}){super(r,St(s,o))}static defaults(r){return t.defaults(
St(s,r)).Minimatch}},AST:class extends t.AST{constructor(r,o,i={}){super(r,o,St(s,i))}static fromGlob(r,o={}){return t.AST.
fromGlob(r,St(s,o))}},unescape:(n,r={})=>t.unescape(n,St(s,r)),escape:(n,r={})=>t.escape(n,St(s,r)),filter:(n,r={})=>t.filter(
n,St(s,r)),defaults:n=>t.defaults(St(s,n)),makeRe:(n,r={})=>t.makeRe(n,St(s,r)),braceExpand:(n,r={})=>t.braceExpand(n,St(
s,r)),match:(n,r,o={})=>t.match(n,r,St(s,o)),sep:t.sep,GLOBSTAR:rt})};ut.defaults=iu;var mi=(s,t={})=>(ge(s),t.nobrace||
!/\{(?:(?!\{).)*\}/.test(s)?[s]:ri(s,{max:t.braceExpandMax}));ut.braceExpand=mi;var au=(s,t={})=>new _t(s,t).makeRe();ut.
makeRe=au;var lu=(s,t,e={})=>{let n=new _t(t,e);return s=s.filter(r=>n.match(r)),n.options.nonull&&!s.length&&s.push(t),
s};ut.match=lu;var fi=/[?*]|[+@!]\(.*?\)|\[|\]/,uu=s=>s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),_t=class{options;set;pattern;windowsPathsNoEscape;nonegate;negate;comment;empty;preserveMultipleSlashes;partial;globSet;globParts;nocase;isWindows;platform;windowsNoMagicRoot;maxGlobstarRecursion;regexp;constructor(t,e={}){
ge(t),e=e||{},this.options=e,this.maxGlobstarRecursion=e.maxGlobstarRecursion??200,this.pattern=t,this.platform=e.platform||
gi,this.isWindows=this.platform==="win32";let n="allowWindowsEscape";this.windowsPathsNoEscape=!!e.windowsPathsNoEscape||
e[n]===!1,this.windowsPathsNoEscape&&(this.pattern=this.pattern.replace(/\\/g,"/")),this.preserveMultipleSlashes=!!e.preserveMultipleSlashes,
this.regexp=null,this.negate=!1,this.nonegate=!!e.nonegate,this.comment=!1,this.empty=!1,this.partial=!!e.partial,this.nocase=
!!this.options.nocase,this.windowsNoMagicRoot=e.windowsNoMagicRoot!==void 0?e.windowsNoMagicRoot:!!(this.isWindows&&this.
nocase),this.globSet=[],this.globParts=[],this.set=[],this.make()}hasMagic(){if(this.options.magicalBraces&&this.set.length>
1)return!0;for(let t of this.set)for(let e of t)if(typeof e!="string")return!0;return!1}debug(...t){}make(){let t=this.pattern,
e=this.options;if(!e.nocomment&&t.charAt(0)==="#"){this.comment=!0;return}if(!t){this.empty=!0;return}this.parseNegate(),
this.globSet=[...new Set(this.braceExpand())],e.debug&&(this.debug=(...o)=>console.error(...o)),this.debug(this.pattern,
this.globSet);let n=this.globSet.map(o=>this.slashSplit(o));this.globParts=this.preprocess(n),this.debug(this.pattern,this.
globParts);let r=this.globParts.map((o,i,l)=>{if(this.isWindows&&this.windowsNoMagicRoot){let a=o[0]===""&&o[1]===""&&(o[2]===
"?"||!fi.test(o[2]))&&!fi.test(o[3]),u=/^[a-z]:/i.test(o[0]);if(a)return[...o.slice(0,4),...o.slice(4).map(c=>this.parse(
c))];if(u)return[o[0],...o.slice(1).map(c=>this.parse(c))]}return o.map(a=>this.parse(a))});if(this.debug(this.pattern,r),
this.set=r.filter(o=>o.indexOf(!1)===-1),this.isWindows)for(let o=0;o<this.set.length;o++){let i=this.set[o];i[0]===""&&
i[1]===""&&this.globParts[o][2]==="?"&&typeof i[3]=="string"&&/^[a-z]:$/i.test(i[3])&&(i[2]="?")}this.debug(this.pattern,
this.set)}preprocess(t){if(this.options.noglobstar)for(let n of t)for(let r=0;r<n.length;r++)n[r]==="**"&&(n[r]="*");let{
optimizationLevel:e=1}=this.options;return e>=2?(t=this.firstPhasePreProcess(t),t=this.secondPhasePreProcess(t)):e>=1?t=
this.levelOneOptimize(t):t=this.adjascentGlobstarOptimize(t),t}adjascentGlobstarOptimize(t){return t.map(e=>{let n=-1;for(;(n=
e.indexOf("**",n+1))!==-1;){let r=n;for(;e[r+1]==="**";)r++;r!==n&&e.splice(n,r-n)}return e})}levelOneOptimize(t){return t.
map(e=>(e=e.reduce((n,r)=>{let o=n[n.length-1];return r==="**"&&o==="**"?n:r===".."&&o&&o!==".."&&o!=="."&&o!=="**"?(n.pop(),
n):(n.push(r),n)},[]),e.length===0?[""]:e))}levelTwoFileOptimize(t){Array.isArray(t)||(t=this.slashSplit(t));let e=!1;do{
if(e=!1,!this.preserveMultipleSlashes){for(let r=1;r<t.length-1;r++){let o=t[r];r===1&&o===""&&t[0]===""||(o==="."||o===
"")&&(e=!0,t.splice(r,1),r--)}t[0]==="."&&t.length===2&&(t[1]==="."||t[1]==="")&&(e=!0,t.pop())}let n=0;for(;(n=t.indexOf(
"..",n+1))!==-1;){let r=t[n-1];r&&r!=="."&&r!==".."&&r!=="**"&&!(this.isWindows&&/^[a-z]:$/i.test(r))&&(e=!0,t.splice(n-
1,2),n-=2)}}while(e);return t.length===0?[""]:t}firstPhasePreProcess(t){let e=!1;do{e=!1;for(let n of t){let r=-1;for(;(r=
n.indexOf("**",r+1))!==-1;){let i=r;for(;n[i+1]==="**";)i++;i>r&&n.splice(r+1,i-r);let l=n[r+1],a=n[r+2],u=n[r+3];if(l!==
".."||!a||a==="."||a===".."||!u||u==="."||u==="..")continue;e=!0,n.splice(r,1);let c=n.slice(0);c[r]="**",t.push(c),r--}
if(!this.preserveMultipleSlashes){for(let i=1;i<n.length-1;i++){let l=n[i];i===1&&l===""&&n[0]===""||(l==="."||l==="")&&
(e=!0,n.splice(i,1),i--)}n[0]==="."&&n.length===2&&(n[1]==="."||n[1]==="")&&(e=!0,n.pop())}let o=0;for(;(o=n.indexOf("..",
o+1))!==-1;){let i=n[o-1];if(i&&i!=="."&&i!==".."&&i!=="**"){e=!0;let a=o===1&&n[o+1]==="**"?["."]:[];n.splice(o-1,2,...a),
n.length===0&&n.push(""),o-=2}}}}while(e);return t}secondPhasePreProcess(t){for(let e=0;e<t.length-1;e++)for(let n=e+1;n<
t.length;n++){let r=this.partsMatch(t[e],t[n],!this.preserveMultipleSlashes);if(r){t[e]=[],t[n]=r;break}}return t.filter(
e=>e.length)}partsMatch(t,e,n=!1){let r=0,o=0,i=[],l="";for(;r<t.length&&o<e.length;)if(t[r]===e[o])i.push(l==="b"?e[o]:
t[r]),r++,o++;else if(n&&t[r]==="**"&&e[o]===t[r+1])i.push(t[r]),r++;else if(n&&e[o]==="**"&&t[r]===e[o+1])i.push(e[o]),
o++;else if(t[r]==="*"&&e[o]&&(this.options.dot||!e[o].startsWith("."))&&e[o]!=="**"){if(l==="b")return!1;l="a",i.push(t[r]),
r++,o++}else if(e[o]==="*"&&t[r]&&(this.options.dot||!t[r].startsWith("."))&&t[r]!=="**"){if(l==="a")return!1;l="b",i.push(
e[o]),r++,o++}else return!1;return t.length===e.length&&i}parseNegate(){if(this.nonegate)return;let t=this.pattern,e=!1,
n=0;for(let r=0;r<t.length&&t.charAt(r)==="!";r++)e=!e,n++;n&&(this.pattern=t.slice(n)),this.negate=e}matchOne(t,e,n=!1){
let r=0,o=0;if(this.isWindows){let l=typeof t[0]=="string"&&/^[a-z]:$/i.test(t[0]),a=!l&&t[0]===""&&t[1]===""&&t[2]==="?"&&
/^[a-z]:$/i.test(t[3]),u=typeof e[0]=="string"&&/^[a-z]:$/i.test(e[0]),c=!u&&e[0]===""&&e[1]===""&&e[2]==="?"&&typeof e[3]==
"string"&&/^[a-z]:$/i.test(e[3]),d=a?3:l?0:void 0,p=c?3:u?0:void 0;if(typeof d=="number"&&typeof p=="number"){let[f,g]=[
t[d],e[p]];f.toLowerCase()===g.toLowerCase()&&(e[p]=f,o=p,r=d)}}let{optimizationLevel:i=1}=this.options;return i>=2&&(t=
this.levelTwoFileOptimize(t)),e.includes(rt)?this.#t(t,e,n,r,o):this.#s(t,e,n,r,o)}#t(t,e,n,r,o){let i=e.indexOf(rt,o),l=e.
lastIndexOf(rt),[a,u,c]=n?[e.slice(o,i),e.slice(i+1),[]]:[e.slice(o,i),e.slice(i+1,l),e.slice(l+1)];if(a.length){let m=t.
slice(r,r+a.length);if(!this.#s(m,a,n,0,0))return!1;r+=a.length,o+=a.length}let d=0;if(c.length){if(c.length+r>t.length)
return!1;let m=t.length-c.length;if(this.#s(t,c,n,m,0))d=c.length;else{if(t[t.length-1]!==""||r+c.length===t.length||(m--,
!this.#s(t,c,n,m,0)))return!1;d=c.length+1}}if(!u.length){let m=!!d;for(let k=r;k<t.length-d;k++){let R=String(t[k]);if(m=
!0,R==="."||R===".."||!this.options.dot&&R.startsWith("."))return!1}return n||m}let p=[[[],0]],f=p[0],g=0,h=[0];for(let m of u)
m===rt?(h.push(g),f=[[],0],p.push(f)):(f[0].push(m),g++);let S=p.length-1,w=t.length-d;for(let m of p)m[1]=w-(h[S--]+m[0].
length);return!!this.#n(t,p,r,0,n,0,!!d)}#n(t,e,n,r,o,i,l){let a=e[r];if(!a){for(let d=n;d<t.length;d++){l=!0;let p=t[d];
if(p==="."||p===".."||!this.options.dot&&p.startsWith("."))return!1}return l}let[u,c]=a;for(;n<=c;){if(this.#s(t.slice(0,
n+u.length),u,o,n,0)&&i<this.maxGlobstarRecursion){let f=this.#n(t,e,n+u.length,r+1,o,i+1,l);if(f!==!1)return f}let p=t[n];
if(p==="."||p===".."||!this.options.dot&&p.startsWith("."))return!1;n++}return o||null}#s(t,e,n,r,o){let i,l,a,u;for(i=r,
l=o,u=t.length,a=e.length;i<u&&l<a;i++,l++){this.debug("matchOne loop");let c=e[l],d=t[i];if(this.debug(e,c,d),c===!1||c===
rt)return!1;let p;if(typeof c=="string"?(p=d===c,this.debug("string match",c,d,p)):(p=c.test(d),this.debug("pattern matc\
h",c,d,p)),!p)return!1}if(i===u&&l===a)return!0;if(i===u)return n;if(l===a)return i===u-1&&t[i]==="";throw new Error("wt\
f?")}braceExpand(){return mi(this.pattern,this.options)}parse(t){ge(t);let e=this.options;if(t==="**")return rt;if(t==="")
return"";let n,r=null;(n=t.match(Gl))?r=e.dot?Vl:Kl:(n=t.match(Ll))?r=(e.nocase?e.dot?Wl:Dl:e.dot?Il:Fl)(n[1]):(n=t.match(
ql))?r=(e.nocase?e.dot?Yl:Xl:e.dot?Zl:Ql)(n):(n=t.match(Ul))?r=e.dot?Jl:Hl:(n=t.match(zl))&&(r=Bl);let o=Ut.fromGlob(t,this.
options).toMMPattern();return r&&typeof o=="object"&&Reflect.defineProperty(o,"test",{value:r}),o}makeRe(){if(this.regexp||
this.regexp===!1)return this.regexp;let t=this.set;if(!t.length)return this.regexp=!1,this.regexp;let e=this.options,n=e.
noglobstar?nu:e.dot?su:ru,r=new Set(e.nocase?["i"]:[]),o=t.map(a=>{let u=a.map(d=>{if(d instanceof RegExp)for(let p of d.
flags.split(""))r.add(p);return typeof d=="string"?uu(d):d===rt?rt:d._src});u.forEach((d,p)=>{let f=u[p+1],g=u[p-1];d!==
rt||g===rt||(g===void 0?f!==void 0&&f!==rt?u[p+1]="(?:\\/|"+n+"\\/)?"+f:u[p]=n:f===void 0?u[p-1]=g+"(?:\\/|\\/"+n+")?":f!==
rt&&(u[p-1]=g+"(?:\\/|\\/"+n+"\\/)"+f,u[p+1]=rt))});let c=u.filter(d=>d!==rt);if(this.partial&&c.length>=1){let d=[];for(let p=1;p<=
c.length;p++)d.push(c.slice(0,p).join("/"));return"(?:"+d.join("|")+")"}return c.join("/")}).join("|"),[i,l]=t.length>1?
["(?:",")"]:["",""];o="^"+i+o+l+"$",this.partial&&(o="^(?:\\/|"+i+o.slice(1,-1)+l+")$"),this.negate&&(o="^(?!"+o+").+$");
try{this.regexp=new RegExp(o,[...r].join(""))}catch{this.regexp=!1}return this.regexp}slashSplit(t){return this.preserveMultipleSlashes?
t.split("/"):this.isWindows&&/^\/\/[^/]+/.test(t)?["",...t.split(/\/+/)]:t.split(/\/+/)}match(t,e=this.partial){if(this.
debug("match",t,this.pattern),this.comment)return!1;if(this.empty)return t==="";if(t==="/"&&e)return!0;let n=this.options;
this.isWindows&&(t=t.split("\\").join("/"));let r=this.slashSplit(t);this.debug(this.pattern,"split",r);let o=this.set;this.
debug(this.pattern,"set",o);let i=r[r.length-1];if(!i)for(let l=r.length-2;!i&&l>=0;l--)i=r[l];for(let l of o){let a=r;if(n.
matchBase&&l.length===1&&(a=[i]),this.matchOne(a,l,e))return n.flipNegate?!0:!this.negate}return n.flipNegate?!1:this.negate}static defaults(t){
return ut.defaults(t).Minimatch}};ut.AST=Ut;ut.Minimatch=_t;ut.escape=Yn;ut.unescape=Lt;var yi="--follow-symbolic-links";function bi(s,t,e={}){let n=ts(s),r=hu(e.leaveOut??[]),o=pu(t[0]),i=(o?t.slice(1):t).flatMap(
u=>u.split(`
`)).map(u=>u.trim()).filter(u=>u!==""&&!u.startsWith("#")).flatMap(u=>yu(mu(n,u))),l=(0,Zn.createHash)("sha256"),a=0;for(let u of vu(
i,o,r)){if(!u.startsWith(`${n}${rn}`))continue;let c;try{if(r.any&&(0,ht.lstatSync)(u).isSymbolicLink()&&r.holds((0,ht.realpathSync)(
u)))continue;let d=(0,ht.statSync)(u);if(d.isDirectory())continue;if(!d.isFile())throw new x("hash-files-failed",`hashFi\
les() cannot hash ${u}: it is not a regular file (${gu(d)})`);c=(0,ht.readFileSync)(u)}catch(d){throw d instanceof x?d:Qn(
u,d)}l.update((0,Zn.createHash)("sha256").update(c).digest()),a+=1}return a>0?l.digest("hex"):""}function pu(s){if(s===void 0||
!s.startsWith("--"))return!1;if(s.toLowerCase()===yi)return!0;throw new x("hash-files-failed",`hashFiles(): invalid glob\
 option ${s}: the one option is '${yi}', as the first argument`)}function hu(s){let t=new Set(s.map(n=>ts(n)));for(let n of[
...t])try{t.add((0,ht.realpathSync)(n))}catch{}let e=[...t];return{any:e.length>0,holds:n=>e.some(r=>n===r||n.startsWith(
r.endsWith(rn)?r:`${r}${rn}`))}}function Qn(s,t){let e=t.code??String(t);return new x("hash-files-failed",`hashFiles() c\
ould not read ${s}: ${e}`)}function gu(s){return s.isFIFO()?"a FIFO":s.isSocket()?"a socket":s.isCharacterDevice()||s.isBlockDevice()?
"a device":"not a file"}var Si={dot:!0,nobrace:!0,nocase:process.platform==="win32",nocomment:!0,noext:!0,nonegate:!0};function mu(s,t){
let e=!1,n=t;for(;n.startsWith("!");)e=!e,n=n.slice(1).trim();if(n==="")throw new x("hash-files-failed",`hashFiles(): th\
e pattern '${t}' is empty`);let r=du(n),o=n.endsWith("/"),i=n.split("/").filter(f=>f!==""),l=r?rn:s;!r&&i[0]==="."?i.shift():
!r&&i[0]==="~"&&(l=cu(),i.shift());let a=i.map(wu);if(a.some(f=>f==="."||f===".."))throw new x("hash-files-failed",`hash\
Files(): invalid pattern '${t}': relative pathing '.' and '..' is not allowed`);let u=a.indexOf(null),c=u===-1?a:a.slice(
0,u),d=bu(l),p=i.length===0?d:`${d.endsWith("/")?d:`${d}/`}${i.join("/")}`;return{negate:e,directories:o,glob:p,matcher:new _t(
p,Si),searchPath:ts(l,...c)}}function wu(s){let t="";for(let e=0;e<s.length;e++){let n=s[e];if(n==="\\"&&e+1<s.length){e+=
1,t+=s[e];continue}if(n==="*"||n==="?")return null;if(n==="["&&e+1<s.length){let r="",o=-1;for(let i=e+1;i<s.length;i++){
let l=s[i];if(l==="\\"&&i+1<s.length)i+=1,r+=s[i];else if(l==="]"){o=i;break}else r+=l}if(o>=0){if(r.length>1)return null;
if(r!==""){t+=r,e=o;continue}}}t+=n}return t}function yu(s){if(s.glob.endsWith("/**")&&!s.directories)return[s];let t=`${s.
glob}/**`;return[s,{...s,directories:!1,glob:t,matcher:new _t(t,Si)}]}function bu(s){return s.replaceAll("\\","\\\\").replace(
/(\[)(?=[^/]+\])/g,"[[]").replace(/\?/g,"[?]").replace(/\*/g,"[*]")}var we={none:0,directory:1,file:2,all:3};function Su(s,t){
let e=we.none;for(let n of s){if(!n.matcher.match(t))continue;let r=n.directories?we.directory:we.all;e=n.negate?e&~r:e|
r}return e}function ku(s,t){return s.some(e=>!e.negate&&e.matcher.match(t,!0))}function*vu(s,t,e){let n=s.filter(i=>!i.negate).
map(i=>i.searchPath),r=new Set(n),o=[];for(let i of n){if(o.includes(i))continue;let l=!1;for(let a=i,u=wi(a);u!==a;a=u,
u=wi(a))r.has(u)&&(l=!0);l||o.push(i)}for(let i of o){let l=[{path:i,chain:[]}];for(;l.length>0;){let a=l.pop();if(e.holds(
a.path))continue;let u=Su(s,a.path);if(!u&&!ku(s,a.path))continue;let c;try{c=t?(0,ht.statSync)(a.path):(0,ht.lstatSync)(
a.path)}catch(h){if(h.code==="ENOENT")continue;throw Qn(a.path,h)}if(!c.isDirectory()){u&we.file&&(yield a.path);continue}
let d=a.path,p;try{if(t&&(d=(0,ht.realpathSync)(a.path)),a.chain.includes(d)||t&&e.holds(d))continue;p=(0,ht.readdirSync)(
a.path)}catch(h){throw Qn(a.path,h)}u&we.directory&&(yield a.path);let f=[...a.chain,d],g=p.map(h=>({path:fu(a.path,h),chain:f}));
l.push(...g.reverse())}}}var _u="-event.json",on=class{#t;expressions;#n;#s;#e=new Map;#r=Promise.resolve();#o=[];#l=new Map;#a=new Map;#u;host;constructor(t){
this.#t=t,this.expressions=t.expressions,this.host={hashFiles:e=>bi(t.workspace,e,{leaveOut:[t.storeDir]})},this.#s=t.now??
(()=>new Date),this.#n=new Gs({root:t.workspace,tempDir:t.tempDir,privateTempDir:!0,now:this.#s})}now(){return this.#s()}emit(t){
if(this.#t.emit(t),t.type==="step-finished"&&(t.outcome==="failure"||t.outcome==="cancelled")){this.#M.has(`${t.leg}\0${t.
step}`)||this.#S(t.leg,t.step,`\u2500\u2500 step ${t.step+1}: ${t.name}
`);let e=t.message??t.outcome;this.#E(t.leg,`${t.outcome==="cancelled"?"Cancelled":"Error"}: ${e}
`)}t.type==="job-finished"&&this.#N(t.leg)}summary(t,e,n){let r=kt(this.#t.runDir,lt.summary),o=nt(`${ss(t,e)}${n.trimEnd()}\


`,this.#t.secrets).text,i=Buffer.byteLength(o),l=this.#o?.at(-1);this.#o?.push({job:t,leg:e,offset:l?l.offset+l.bytes:0,
bytes:i}),this.#r=this.#r.then(()=>xu(r,o)).catch(a=>{this.#u??=ce(r,"the step summaries",a),this.#o=null})}summaryParts(){
return this.#o}async settle(){let t=[];try{await this.#t.recordWrites?.flush()}catch(r){t.push(wt(r))}let e=await this.drain();
e!==null&&t.push(e);let n=this.#t.eventsFailure?.()??null;return n!==null&&t.push(n),t.length===0?null:t.join(`
`)}async createStepFiles(){let t=await Ru(kt(this.#t.tempDir,"step-")),e={output:kt(t,"output"),env:kt(t,"env"),path:kt(
t,"path"),state:kt(t,"state"),step_summary:kt(t,"summary")};return await Promise.all(Object.values(e).map(n=>Pu(n,"",{flag:"\
wx",mode:384}))),e}async runScript(t){await this.#t.recordWrites?.settled(),this.#c(t.defaults.GITHUB_EVENT_PATH);let e=t.
files??await this.createStepFiles();try{let n={...this.#R(t),[at.output]:e.output,[at.env]:e.env,[at.path]:e.path,[at.state]:e.
state,[at.stepSummary]:e.step_summary},r=0,o=m=>{this.#P(m.slice(r)),r=m.length},i=new Ge({allowUnsecureCommands:n.ACTIONS_ALLOW_UNSECURE_COMMANDS?.
toLowerCase()==="true",allowUnsecureStopCommandTokens:["true","1","$true"].includes(n.ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TOKENS?.
toLowerCase()??""),redact:(m,k)=>(o(k),nt(m,this.#t.secrets).text)}),l=this.#p(t),a;try{a=await this.#b(t).run({script:t.
script,shell:t.shell??ur,cwd:this.#C(t.workingDirectory),env:n,signal:t.signal,stop:"interrupt",kill:t.kill,onOutput:(m,k)=>{
i.push(m,k),o(i.masks),l?.push(m,k)}})}finally{l?.end()}let{masks:u,annotations:c,commands:d}=i.end();o(u),this.#S(t.leg,
t.step,`\u2500\u2500 step ${t.step+1}: ${t.name}
`);let p=this.#E(t.leg,_o(a.output,u)),[[f,g,h],{text:S,...w}]=await Promise.all([Promise.all([e.output,e.env,e.path].map(
m=>$u(m,"utf8"))),ju(e.step_summary)]);return{exitCode:a.exitCode,signal:a.signal,files:{output:f??"",env:g??"",path:h??
"",summary:S},...w,masks:u,annotations:c,commands:d,output:p}}finally{await Ou(Au(e.output),{recursive:!0,force:!0})}}#d;eventPath(t){
return`${t}${_u}`}#c(t){if(t===void 0||t==="")return;this.#d??=Buffer.from(JSON.stringify(this.#t.github.event,null,2));
let e=this.#d,n;try{n=(0,U.openSync)(t,U.constants.O_RDONLY|U.constants.O_NOFOLLOW|U.constants.O_NONBLOCK);let o=(0,U.fstatSync)(
n);if(o.isFile()&&o.size===e.length&&(0,U.readFileSync)(n).equals(e))return}catch(o){if(o.code==="ENOENT"){(0,U.writeFileSync)(
t,e,{flag:"wx",mode:384});return}}finally{n!==void 0&&(0,U.closeSync)(n)}let r=`${t}.${(0,vi.randomUUID)()}`;(0,U.writeFileSync)(
r,e,{flag:"wx",mode:384});try{(0,U.renameSync)(r,t)}catch{(0,U.rmSync)(t,{recursive:!0,force:!0}),(0,U.renameSync)(r,t)}}#g=0;legTemp={
open:async t=>{this.#g+=1;let e=kt(this.#t.tempDir,`runner-temp-${this.#g}`);return(0,U.mkdirSync)(e,{mode:448}),e},close:async t=>{
Lu(t,this.#f.get(t)??[]),this.#f.delete(t);try{(0,U.rmSync)(this.eventPath(t),{recursive:!0,force:!0}),(0,U.rmdirSync)(t);
return}catch{await Le(t)}}};#f=new Map;#p(t){let e=this.#t.onOutput;if(e===void 0)return;let n=new en(()=>this.#t.secrets,
o=>{let i=Ve(o,Eo);(i===null||i.form==="legacy"&&!Ke.has(i.command))&&e({job:t.job,leg:t.leg,line:o})}),r;return{push:(o,i)=>{
n.push(o,i),clearTimeout(r),r=setTimeout(()=>n.flush(),Cu),r.unref()},end:()=>{clearTimeout(r),n.end()}}}#b(t){let e=t.defaults.
RUNNER_TEMP;return e===void 0?this.#t.runner:{run:n=>this.#t.runner.run({...n,onStart:r=>{for(let[i,l]of this.#f)i!==e&&
l.includes(r)&&this.#f.set(i,l.filter(a=>a!==r));let o=this.#f.get(e)??[];o.push(r),this.#f.set(e,o),n.onStart?.(r)}})}}async loadAction(t){
let e=this.#t.parseAction;if(!e)throw new x("action-invalid",`${t}: local actions cannot be read here`);return Vs(this.#t.
workspace,t,e)}async runAction(t){switch(this.#c(t.defaults.GITHUB_EVENT_PATH),t.action){case"stage":return this.#y(t);case"\
prepare":return this.#$(t);case"capture":return this.#T(t);case"report":return this.#v(t)}}#w(t,e){let n=this.#t.workflow,
o=n.jobs.find(i=>i.id===t.job)?.steps[t.step]?.with[Y.prompt];return{mode:e,job:t.job,stageJob:t.stageJob,matrix:t.matrix,
upstream:t.upstream,...t.needsFacts===void 0?{}:{needsFacts:t.needsFacts},workflowJobs:t.jobIds,github:this.#t.github,...this.#t.
madeEvent===void 0?{}:{madeEvent:this.#t.madeEvent},...this.#t.madeEventRun===void 0?{}:{madeEventRun:this.#t.madeEventRun},
run:this.#t.run,parentRun:this.#t.parentRun??null,secrets:[...t.secrets,...Oe(this.#R(t))],promptSource:`${o?Z(n.fileName,
o.position):n.fileName} jobs.${t.job} prompt`,readFile:i=>Ks(this.#t.workspace,i,bt.templateBytes),parseVars:wr}}#R(t){let e={
CI:"true",...this.#t.baseEnv,...t.env,...t.defaults};return e.PATH=Mu(t.path,e.PATH),e}async#y(t){let e;try{e=Me(t.inputs,
this.#w(t,"stage"))}catch(o){if(!(o instanceof x))throw o;return{ok:!1,outputs:{...no()},env:{},summary:"",recorded:[],message:wt(
o)}}this.#x(t);let n=this.#p(t),r;try{r=await lo(e,{openRun:this.#t.openRun,store:this.#t.store,workspace:this.#n,runner:this.#b(
t),env:this.#R(t),signal:t.signal,reporter:this.#O(t),...n?{onOutput:(o,i)=>n.push(o,i)}:{}})}finally{n?.end()}return this.#S(
t.leg,t.step,`\u2500\u2500 step ${t.step+1}: stage ${e.stage}: ${r.attempts.length} attempt(s), ${r.outcome.reason}; the\
 agent's output is in ${ms.log} of each attempt
`),{ok:r.ok,outputs:{...r.outputs},env:{},summary:ns(r.final,e.redact,this.#t.secrets),recorded:r.attempts.map(es),message:r.
outcome.message}}async#$(t){let e=Me(t.inputs,this.#w(t,"prepare"));this.#x(t);let n=await We(e,{openRun:this.#t.openRun,
store:this.#t.store,workspace:this.#n});if(n.kind==="refused")return{ok:!1,outputs:Nn("prepare",n.result.outputs),env:{},
summary:ns(n.result.final,e.redact,this.#t.secrets),recorded:n.result.attempts.map(es),message:n.result.outcome.message};
let{prepared:r}=n;for(let o of r.warnings)this.#m(t,"warning",o.message);return this.#e.set(`${t.leg}\0${e.stage}`,{prepared:r,
redact:Rn(t.inputs[Y.redact]??"")}),{ok:!0,outputs:{"prompt-path":r.promptPath,"handoff-path":r.handoffPath},env:{BATON_PROMPT_PATH:r.
promptPath,BATON_HANDOFF_PATH:r.handoffPath,BATON_STAGE:e.stage},summary:"",recorded:[],message:null}}async#T(t){let e=Me(
t.inputs,this.#w(t,"capture")),n=`${t.leg}\0${e.stage}`,r=this.#e.get(n);if(!r)throw new x("capture-without-prepare",`st\
age ${e.stage}: no prepare step ran before this capture in job ${t.job}`);this.#e.delete(n);let{prepared:o}=r,i=new Set(
Rn(t.inputs[Y.redact]??"")),l=mr(r.redact.length,r.redact.filter(u=>i.has(u)).length);if(l)throw l;let a=await De(e,o,null,
{store:this.#t.store,workspace:this.#n},{cancelled:t.signal.aborted});return{ok:a.outcome.reason==="completed",outputs:Nn(
"capture",a.outputs),env:{},summary:ns(a,e.redact,this.#t.secrets),recorded:[es(a)],message:a.outcome.message}}async#v(t){
let e={name:this.#t.github.event_name,payload:this.#t.github.event},n;try{n=Bn(t.inputs,e)}catch(l){if(!(l instanceof x))
throw l;if(l.code!=="issue-number-missing")return{ok:!1,outputs:{},env:{},summary:"",recorded:[],message:wt(l)};this.#m(
t,"warning",`on GitHub this step fails: ${l.message}`),n={...Bn({...t.inputs,[Y.mode]:"summary"},e),mode:zn(t.inputs)}}let r=await rs(
this.#t.store),o=Vr(r,{workflow:this.#t.workflow.name??this.#t.workflow.fileName,key:n.key,includeDetail:n.includeDetail,
recordsLocation:`\`${Tu(this.#t.workspace,this.#t.runDir)||this.#t.runDir}\``,runUrl:null,secrets:t.secrets,cancelled:this.#t.
runCancelled?.()??!1});await Ee(kt(this.#t.runDir,lt.report),o),this.#m(t,"info",`report written to ${kt(this.#t.runDir,
lt.report)}; no comment is posted from a local run`);let i=n.mode==="comment"?"":o;return{ok:!0,outputs:{},env:{},summary:i,
recorded:[],message:null}}#x(t){let e=t.inputs[Y.parentRun]?.trim();e&&this.#m(t,"warning",`${Y.parentRun} ${JSON.stringify(
e)} is not read by baton run: the parent run here is the one given with --parent <run-id|latest>${this.#t.parentRun?` (${this.#t.
parentRun})`:" (none)"}`)}#m(t,e,n){this.#t.emit({type:"notice",at:this.#s().toISOString(),level:e,job:t.job,leg:t.leg,message:n})}#O(t){
return{info:e=>this.#E(t.leg,`[baton] ${e}
`),warning:e=>this.#m(t,"warning",e),error:e=>this.#m(t,"error",e),group:(e,n)=>n()}}#C(t){return t?Nu(this.#t.workspace,
t):this.#t.workspace}#M=new Set;#S(t,e,n){this.#M.add(`${t}\0${e}`),this.#E(t,n)}addSecrets(t){this.#P(t)}#P(t){for(let e of t)
this.#t.secrets.includes(e)||this.#t.secrets.push(e)}#E(t,e){let n=nt(e.endsWith(`
`)||e===""?e:`${e}
`,this.#t.secrets).text,r=this.#l.get(t);if(r===void 0){let o=kt(this.#t.runDir,Zt(t)),i=(this.#a.get(t)??Promise.resolve()).
then(()=>xi(o,"a",438));r=i.catch(()=>{}),this.#l.set(t,r),this.#a.set(t,i.then(()=>{}))}return this.#j(t,r,o=>o.writeFile(
n)),n}#N(t){let e=this.#l.get(t);e!==void 0&&(this.#l.delete(t),this.#j(t,e,n=>n.close()))}#j(t,e,n){let r=(this.#a.get(
t)??Promise.resolve()).then(async()=>{let o=await e;o!==void 0&&await n(o)}).catch(o=>{this.#u??=ce(kt(this.#t.runDir,Zt(
t)),`the job log of ${t}`,o)});this.#a.set(t,r)}async drain(){await this.#r;for(let t of[...this.#l.keys()])this.#N(t);return await Promise.
all(this.#a.values()),this.#u??null}};function ss(s,t){return`## ${t===s?s:`${s} (${t})`}

`}var Cu=500;function es(s){let{stage:t,attempt:e,status:n,outcome:r}=s.record;return{stage:t,attempt:e,status:Xs(n,r.reason),
warnings:ro(s.record)}}function Mu(s,t){return[...s,...t?[t]:[]].join(Eu)}function ns(s,t,e){let{record:n,handoff:r}=s,o=[
...t,...e];return Yo(Xo({record:n,handoff:r,secrets:o}),o)}async function ju(s){let t=await xi(s,"r");try{let{size:e}=await t.
stat();return e>bt.stepSummaryFileBytes?{text:"",summaryBytes:e}:{text:await t.readFile("utf8")}}finally{await t.close()}}
async function rs(s){let t=await s.list();return(await Promise.all(t.map(n=>s.getAttempt(n.stage,n.attempt,n.runAttempt)))).
filter(n=>n!==void 0)}function Lu(s,t){let e=t.filter(o=>{try{return process.kill(-o,0),!0}catch{return!1}});if(e.length===
0)return;let n;try{n=(0,U.readdirSync)("/proc").filter(o=>/^\d+$/.test(o)&&Number(o)!==process.pid)}catch{for(let o of e)
ki(-o);return}let r=`RUNNER_TEMP=${s}`;for(let o of n){let i;try{i=(0,U.readFileSync)(`/proc/${o}/environ`,"utf8")}catch{
continue}i.split("\0").includes(r)&&ki(Number(o))}}function ki(s){try{process.kill(s,"SIGKILL")}catch{}}var Iu=s=>As(bn([Q(),Rs(),It()],{error:t=>`${Tt(t.input)} is not ${s}: give a string, a finite number or true/false`}).check(
Bt(t=>typeof t!="number"||Number.isFinite(t),{error:t=>`${Tt(t.input)} is not ${s}: give a string, a finite number or tr\
ue/false`}),Bt(t=>typeof t!="number"||!Number.isInteger(t)||Number.isSafeInteger(t),{error:t=>`${Tt(t.input)} is past th\
e integers a JavaScript number holds exactly: give it as a string`})),Es(t=>String(t))),Ri=(s,t,e)=>Qt(Q(),Iu(e),{error:n=>`\
takes an object of ${t} and their values (${s}), not ${xt(n.input)}`}),Vt=()=>Q({error:s=>`takes a string, not ${xt(s.input)}`}),
$i=()=>te(s=>typeof s=="function",{error:s=>`takes a function, not ${xt(s.input)}`}),Oi=()=>te(s=>s instanceof AbortSignal,
{error:s=>`takes an AbortSignal, not ${xt(s.input)}`}),Pi=s=>It({error:t=>`takes a number of milliseconds, not ${xt(t.input)}`}).
check(Bt(t=>Number.isFinite(t)&&(s==="from 0"?t>=0:t>0),{error:t=>`${Tt(t.input)} is not a number of milliseconds ${s}`}));
function Ei(s){return Object.entries(s).find(([,t])=>t!==void 0&&typeof t!="string")}var Du=Nt(Q({error:s=>`${Tt(s.input)}\
 is not the name of an environment variable`}),{error:s=>{let t=JSON.stringify(typeof s.input=="string"?[s.input]:s.input!==
null&&typeof s.input=="object"?Object.keys(s.input).slice(0,2):["MY_TOKEN"]),e=s.input!==null&&typeof s.input=="object"&&
!Array.isArray(s.input);return`takes a list of the names of environment variables that hold the secrets (secrets: ${t}),\
 not ${xt(s.input)}${e?": set each in env and name it here":""}`}}),Ti=Os({cwd:B(Vt()),job:B(Vt()),inputs:B(Ri('{ issue:\
 "42" }',"the inputs","an input value")),event:B(bn([Q(),Qt(Q(),$s())],{error:s=>`takes the path of a JSON file or the p\
ayload as an object, not ${xt(s.input)}`})),eventName:B(Vt()),vars:B(Ri('{ NAME: "value" }',"the variables","a variable \
value")),secrets:B(Du),env:B(te(s=>s!==null&&typeof s=="object"&&!Array.isArray(s),{error:s=>`takes an object of variabl\
es and their values, not ${xt(s.input)}`}).check(Bt(s=>Ei(s)===void 0,{error:s=>{let[t,e]=Ei(s.input);return`${t}: ${Tt(
e)} is not an environment variable's value: give a string`}}))),concurrency:B(It({error:s=>`${Tt(s.input)} is not a whol\
e number from 1`}).check(Bt(s=>Number.isSafeInteger(s)&&s>=1,{error:s=>`${Tt(s.input)} is not a whole number from 1`}))),
onEvent:B($i()),onOutput:B($i()),signal:B(Oi()),cancel:B(Oi()),killGraceMs:B(Pi("from 0")),minuteMs:B(Pi("above 0")),storeDir:B(
Vt()),facts:B(te(s=>s!==null&&typeof s=="object"&&!Array.isArray(s),{error:s=>`takes an object of facts about the checko\
ut, not ${xt(s.input)}`})),repositoryRoot:B(Vt()),parent:B(Vt())},{error:s=>`takes an object of options, not ${xt(s.input)}`}),
Ai=["job","inputs","event","eventName","vars"],Wu=Ps(Ti,{job:!0,inputs:!0,event:!0,eventName:!0,vars:!0});function os(s,t="\
runWorkflow"){let e=t==="runWorkflow"?Ti:Wu,n=e.safeParse(s??{});if(n.success)return n.data;let r=Object.keys(e.shape),o=n.
error.issues.flatMap(a=>a.code==="unrecognized_keys"?a.keys.map(u=>({where:[...a.path,u],message:Ai.includes(u)?`${t} ha\
s no such option: a replay is started as the run it replays was (its ${Ai.join(", ")})`:`${t} has no such option${Re(u,r)}`})):
[{where:a.path,message:a.message}]),[i,...l]=o.map(a=>({where:Uu(a.where),message:a.message}));throw new x("usage",i.message,
{where:i.where===""?t:i.where,details:l.map(a=>a.where===""?a.message:`${a.where}: ${a.message}`)})}function Uu(s){return s.
map((t,e)=>typeof t=="number"?`[${t}]`:typeof t=="string"&&/^[A-Za-z_$][\w$-]*$/.test(t)?`${e===0?"":"."}${t}`:`[${JSON.
stringify(String(t))}]`).join("")}var _i=/^[A-Za-z_][A-Za-z0-9_]*$/,Qu=Nt(xe({id:Q(),result:En,outputs:Qt(Q(),Q()),stages:Nt(Q()),legs:Nt(Q()),withheld_outputs:B(
Nt(Q())),leg_results:B(Nt(xe({leg:Q(),result:En,reason:B(Q())}))),skip_reason:B(Q()),summary_parts:B(Nt(xe({leg:Q(),offset:It().
check(yn(),xs()),bytes:It().check(yn(),vs())})))}));async function wh(s,t={}){return tc(s,t,$n)}async function tc(s,t,e){
return gc(s),Ci(s,os(t),{words:e,replay:null})}async function Ci(s,t,{words:e,replay:n}){let r=Mi(t.cwd);n===null&&oc(t.
vars??{},e);let o=t.env??process.env,i=lc(o,[...pn,...t.secrets??[]]),l=ye(r,s),a=Zu(r,l)||s,u=await Se(l,"utf8").catch(
C=>{throw n?sc(s,n.run,C,e):sr(r,s,C)}),c=t.facts??{},d=Qr(r,o,c),p=qs(r),f=(C,it,gt)=>Is(C,it,gt,{ownAction:p}),g=await Fs(
u,a,{ownAction:p}),h=await to(t.repositoryRoot??r,g,p),S=(0,be.createHash)("sha256").update(u).digest("hex"),w={};for(let[
C,it]of h)"unreadable"in it||(w[C]=(0,be.createHash)("sha256").update(it.source).digest("hex"));let m=null;if(typeof t.event==
"string"){let C=t.event,it=await Se(ye(r,C),"utf8").catch(gt=>{throw ee(C,gt,"event file")});m=kr(it,C)}else t.event&&(vr(
t.event,"event"),m=t.event);let k=ic(t.secrets??[],o,n?.run??null,e),R=[...Object.values(k),...pn.map(C=>o[C]).filter(C=>C!==
void 0&&C!==""),...Oe(o)],j=eo({cwd:r,known:c,checkout:await d,payload:m,ownAction:p,calledWorkflows:h}),L=j.facts,v=uc(
R,()=>Pr(g,ne,{job:t.job,inputs:t.inputs,event:m,eventName:t.eventName,vars:t.vars,secretValues:R,secretNames:Object.keys(
k),words:e,...j})),P=Mr(g,ne,{called:h,expanded:v.expanded}),$=Go(g,v.eventName,v.event,t.event===void 0,L.commit&&{sha:L.
sha,message:L.commit.message}),H=new Set(Object.keys(k).map(C=>C.toUpperCase())),V=zo(g,ne,H,new Set(Object.entries(t.vars??
{}).filter(([,C])=>C!=="").map(([C])=>C.toUpperCase()))),b=ye(r,t.storeDir??gn),O=new Pn(b),N=n?await dc(O,b,g,v,n,{workflow:S,
called:w},e):null,I=n?.invocation.event_made===!0,F=t.event===void 0||I,G=t.parent===void 0?null:await rc(O,t.parent,e),
y=ec(),E=new Date,A,K=(C,it,gt,ke=null)=>Kt({workflow:g.name??a,workflow_path:a,status:C,started_at:E.toISOString(),finished_at:gt?
gt.toISOString():null,duration_ms:gt?Math.max(0,gt.getTime()-E.getTime()):null,replay_of:N?N.run:null,...ke===null?{}:{reason:ke},
...C==="running"?{process:{...cc(),...A===void 0?{}:{temp:A}}}:{},jobs:it},R),ct=await O.createRun(K("running",[],null)),
q=ct.runDir,ot=Xu(q),D=new nr(q,{writeBehind:!0}),M=new ue(D),_,T,W,dt;try{let C=new Map,it={workflow_path:a,workflow_sha256:S,
called_sha256:w,job:t.job??null,inputs:t.inputs??{},event_name:v.eventName,event:v.event,...F?{event_made:!0}:{},vars:t.
vars??{},secrets:t.secrets??[],parent:G},gt=Kt(it,R),ke=is(it).some(z=>Ne(z,R))||JSON.stringify([gt.inputs,gt.vars])!==JSON.
stringify([it.inputs,it.vars]);await Ni(tt(q,lt.invocation),"how the run was started",`${JSON.stringify(ke?{...gt,redacted:!0}:
gt,null,2)}
`),N&&(await mc(N.store,ct,N.stages),await wc(tt(b,N.run),q,N.jobs.values())),A=await zu(tt(y.dir,`baton-run-${ot}-`)).catch(
z=>{throw new x("tempdir-invalid",`the run's temp dir could not be made there: ${z instanceof Error?z.message:String(z)}`,
{where:y.where,cause:z})}),await O.writeSummary({id:ot,...K("running",[],null)});let ln=new AbortController,us=(z,ft)=>mt=>{
if(!(W!==void 0||ft===void 0))try{ft(mt)}catch(zt){W={error:zt},queueMicrotask(()=>ln.abort(`stopped because the ${z} ca\
llback threw`))}},Li=us("onEvent",t.onEvent),cs=t.signal?AbortSignal.any([t.signal,ln.signal]):ln.signal,un=new tn(tt(q,
lt.events));_=un;let ds=z=>{let ft=Kt(z,R);if(un.write(ft),Li(ft),z.type==="run-started"){let mt=Object.keys(k).filter(X=>k[X].
length<jt.minSecretLength),zt=[...jr(P).map(X=>({level:"warning",message:X})),...v.notices,...$===null?[]:[{level:"warni\
ng",message:`${$} (it runs here as asked)`}],...V.filter(X=>!X.fallsBack).map(({name:X,where:cn})=>({level:"warning",message:`${cn}\
: secrets.${X} is read, but ${e.secretNotGiven(X)}: it is empty in this run, as on GitHub for a secret the repository do\
es not have (${e.giveSecret(X)} to set it)`})),...V.filter(X=>X.fallsBack).map(({name:X,where:cn})=>({level:"info",message:`${cn}\
: secrets.${X} is read, but ${e.secretNotGiven(X)}: each read of it falls back with || to another value, which this run \
takes (${e.giveSecret(X)} to set it)`})),...mt.map(X=>({level:"warning",message:`secret ${X} is shorter than ${jt.minSecretLength}\
 characters, so it is not redacted: it will appear wherever a step or agent prints it (a value that short would blank ou\
t ordinary words)`}))];for(let X of zt)Xt(z.at,X.level,X.message);N?.whole&&Xt(z.at,"info",N.whole)}if(z.type==="run-sta\
rted"&&N!==null&&N.changed.length>0){let mt=N.changed.map(zt=>zt===""?a:zt);Xt(z.at,"warning",`${mt.join(" and ")} chang\
ed since run ${N.run}: this replay runs ${mt.length===1?"the file":"the files"} as ${mt.length===1?"it is":"they are"} n\
ow`)}z.type==="run-started"&&N?.redactedStart&&Xt(z.at,"warning",N.redactedStart),z.type==="run-started"&&N!==null&&N.summaries===
null&&N.jobs.size>0&&Xt(z.at,"info",`the step summaries of the jobs reused from run ${N.run} cannot be told apart in its\
 ${lt.summary} (it was stored by an earlier baton, could not write them all, or was edited since): this replay's ${lt.summary}\
 holds only those of the jobs it runs`)},Xt=(z,ft,mt)=>ds({type:"notice",at:z,level:ft,job:null,leg:null,message:mt}),Jt=Sr(
{eventName:v.eventName,payload:v.event,facts:L,runId:ot,workflow:g,workflowPath:a});T=new on({workflow:v.workflow,expressions:ne,
parseAction:f,workspace:r,runDir:q,storeDir:b,tempDir:A,store:M,recordWrites:D,runCancelled:()=>cs.aborted||t.cancel?.aborted===
!0,runner:new He({tempDir:A,reuseScripts:!0,secrets:R,...t.killGraceMs===void 0?{}:{killGraceMs:t.killGraceMs},noPathHint:e.
noPath}),baseEnv:i,run:{id:ot,attempt:1,workflow:g.name??a,repository:L.repository,event_name:v.eventName,sha:String(Jt.
sha),ref:String(Jt.ref)},github:{repository:L.repository,ref:String(Jt.ref),sha:String(Jt.sha),run_id:ot,actor:String(Jt.
actor),event_name:v.eventName,event:v.event},...F?{madeEvent:v.eventName}:{},...I&&N?{madeEventRun:N.run}:{},secrets:R,parentRun:G,
openRun:z=>{let ft=C.get(z);return ft||(ft=O.open(z).then(mt=>new ue(mt)),C.set(z,ft)),ft},emit:ds,eventsFailure:()=>un.
failure,...t.onOutput?{onOutput:us("onOutput",t.onOutput)}:{}});for(let{job:z,leg:ft,markdown:mt}of N?.summaries??[])T.summary(
z,ft,mt);dt=await Jo(v,T,{runId:ot,concurrency:t.concurrency??Ku(),signal:cs,cancel:t.cancel,secrets:k,github:Jt,runner:{
os:process.platform==="darwin"?"macOS":process.platform==="win32"?"Windows":"Linux",arch:process.arch==="arm64"?"ARM64":
process.arch==="x64"?"X64":process.arch.toUpperCase(),temp:A,toolCache:tt(A,"tool-cache"),workspace:r,workspaceParent:Yu(
r)},reuse:N?.jobs,minuteMs:t.minuteMs})}catch(C){dt={error:C}}D.close();let[vt]=await Promise.all([T?.drain()??null,D.settled()]);
_?.close(),A!==void 0&&await Le(A);let J="error"in dt?null:dt,yt=[],Ct=C=>{C&&!yt.some(it=>it.includes(C))&&yt.push(C)};
if(Ct(J?.reason),"error"in dt&&Ct(wt(dt.error)),Ct(vt),Ct(_?.failure),J!==null)try{await Ni(tt(q,lt.jobs),"the jobs' res\
ults",`${JSON.stringify(ac(J.jobs,R,T?.summaryParts()??null),null,2)}
`)}catch(C){Ct(wt(C))}let qt=J===null||J.status==="success"&&yt.length>0?"failure":J.status,an=yt.length===0?null:nt(yt.
join(`
`),R).text,ji=(J?.jobs??[]).map(C=>({id:C.id,stages:C.stages,result:C.result}));try{await O.writeSummary({id:ot,...K(qt,
ji,new Date,an)})}catch(C){throw nc(q,C,an)}if(W!==void 0)throw W.error;if("error"in dt)throw dt.error;let as=await rs(D.
writeFailure?D:M),ls=Fr(as);return{runId:ot,runDir:q,status:qt,reason:an,records:as,chain:ls,finalStage:Ir(ls)}}function ec(){
let s=qu(),t=process.env.TMPDIR?`TMPDIR ${s}`:`temp dir ${s}`,e;try{e=(0,Ht.statSync)(s)}catch(n){if(!re(n,"ENOENT","ENO\
TDIR"))throw ee(t,n)}if(e?.isDirectory()!==!0)throw new x("tempdir-invalid",`${e===void 0?"no such directory":"is not a \
directory"}; baton run keeps each run's scratch files there`,{where:t,details:[`${e===void 0?"create it, or ":""}set TMP\
DIR to a directory`]});return{dir:s,where:t}}async function Ni(s,t,e){try{await Ee(s,e)}catch(n){throw new x("run-write-\
failed",Qe(t,n),{where:s,cause:n})}}function nc(s,t,e){let n=!(0,Ht.existsSync)(s),r=e===null||n?[]:[`the run failed: ${e.
replaceAll(`
`,`
  `)}`];return new x("run-write-failed",n?"the run's directory was removed while it ran: nothing more of the run could b\
e stored":`its end could not be stored in ${ys}: ${wt(t)}; baton runs shows it as interrupted`,{where:s,details:r,cause:t})}
function sc(s,t,e,n){let r=ee(s,e);return re(e,"ENOENT")?new x(r.code,`${r.message}: run ${t} ran this workflow file, an\
d a replay runs it as it is now`,{...r.where===void 0?{}:{where:r.where},details:[`put it back (from git, if it was comm\
itted) to replay run ${t}, or start a new run of another workflow with ${n.runCommand}`],cause:e}):r}async function rc(s,t,e){
try{return await s.resolve(t)}catch(n){throw n instanceof x?new x(n.code,n.message,{where:e.parent,details:n.details}):n}}
function oc(s,t){let e=new Map;for(let n of Object.keys(s)){if(!_i.test(n)||n.toUpperCase().startsWith("GITHUB_"))throw new x(
"usage",`${JSON.stringify(n)} is not a name GitHub allows for a variable: letters, digits and _, not starting with a dig\
it or with GITHUB_`,{where:t.vars});let r=e.get(n.toUpperCase());if(r!==void 0)throw new x("usage",`${JSON.stringify(r)}\
 and ${JSON.stringify(n)} are one variable on GitHub (names are not case-sensitive); give it once`,{where:t.vars});e.set(
n.toUpperCase(),n)}}function ic(s,t,e,n){let r=s.find(a=>!_i.test(a));if(r!==void 0)throw new x("usage",r.startsWith("-")&&
n.flags?`takes the name of an environment variable after it (--secret NAME), not ${JSON.stringify(r)}`:`${JSON.stringify(
r)} is not the name of an environment variable (letters, digits and _, not starting with a digit)`,{where:n.secrets});let o={},
i=[],l=[];for(let a of s){let u=t[a];u===void 0?i.push(a):u===""?l.push(a):o[a]=u}if(i.length+l.length>0){let a=(c,d)=>c.
length===0?[]:[`${c.length===1?"secret":"secrets"} ${d}: ${c.join(", ")}`],u=c=>`run ${e} was started with ${n.passSecret(
c)}`;throw new x("secret-missing",[...a(i,"not set in the environment"),...a(l,"set to the empty string")].join("; "),{details:[
...i.map(c=>e===null?`${n.setSecret(c)} before running, or ${n.dropSecret(c)}`:`${n.setSecret(c)} before replaying: ${u(
c)}`),...l.map(c=>e===null?`${n.setSecret(c)} with its value before running, or ${n.dropSecret(c)}: an empty secret is n\
o secret (one not given is '' in the run, as on GitHub)`:`${n.setSecret(c)} with its value before replaying: ${u(c)}`)]})}
return o}function ac(s,t,e){return s.map(n=>{let r={},o=[...n.withheldOutputs??[]];for(let[g,h]of Object.entries(n.outputs))
nt(h,t).redactions.length>0?o.push(g):r[g]=h;let i=(n.legResults??[]).map(({leg:g,result:h,reason:S})=>({leg:g,result:h,
...S===void 0?{}:{reason:S}})),l=(e??[]).filter(g=>g.job===n.id).map(({leg:g,offset:h,bytes:S})=>({leg:g,offset:h,bytes:S})),
{id:a,stages:u,legs:c,ends:d,skipped:p,summaryParts:f}=Kt({id:n.id,stages:n.stages,legs:n.legs,ends:i,skipped:n.skipReason,
summaryParts:l},t);return{id:a,result:n.result,outputs:r,stages:u,legs:c,...o.length>0?{withheld_outputs:Kt(o,t)}:{},...d.
length>0?{leg_results:d}:{},...p===void 0?{}:{skip_reason:p},...f.length>0?{summary_parts:f}:{}}})}function is(s){return typeof s==
"string"?[s]:Array.isArray(s)?s.flatMap(is):s!==null&&typeof s=="object"?Object.values(s).flatMap(is):[]}function lc(s,t){
let e=new Set(t),n={};for(let[r,o]of Object.entries(s))o!==void 0&&!e.has(r)&&(n[r]=o);return n}function uc(s,t){try{return t()}catch(e){
if(!(e instanceof x))throw e;let n=r=>nt(r,s).text;throw new x(e.code,n(e.message),{...e.where===void 0?{}:{where:n(e.where)},
details:e.details.map(n),cause:e.cause})}}function cc(){let s=Lr(process.pid);return{pid:process.pid,host:Vu(),...s?{start:s}:
{}}}async function dc(s,t,e,n,r,o,i){let{run:l,invocation:a}=r;await s.readSummary(l);let u=await s.open(l),{jobs:c,summaryParts:d}=await fc(
tt(t,l),l),p=[];a.workflow_sha256!==void 0&&a.workflow_sha256!==o.workflow&&p.push("");let f=a.called_sha256;if(f!==void 0)
for(let y of[...new Set([...Object.keys(f),...Object.keys(o.called)])].sort())f[y]!==o.called[y]&&p.push(y);let g=[...new Set(
c.flatMap(y=>y.stages))],h=c.map(y=>y.id),S=`stages: ${g.join(", ")||"(none)"}; jobs: ${h.join(", ")||"(none)"}`;if(r.from.
trim()==="")throw new x("usage",`is empty; name the stage or job of run ${l} to run again from: ${S}`,{where:i.from});let w=c.
find(y=>y.id.includes("/")&&(y.stages.includes(r.from)||y.legs.includes(r.from)))?.id??c.find(y=>y.stages.includes(r.from)||
y.legs.includes(r.from))?.id??(await u.get(r.from))?.record.job??n.jobs.find(y=>y.id===r.from)?.id,m=w?.split("/")[0];if(m===
void 0)throw new x("stage-unknown",`run ${l} has no stage or job ${r.from}${Re(r.from,[...g,...h])}; ${S}`,{where:i.from});
let k=m===r.from?`job ${m}`:`${w===r.from?"job":"stage"} ${r.from} belongs to job ${m}, which`;if(!e.jobs.some(y=>y.id===
m)){let y=e.jobs.map(E=>E.id);throw new x("stage-unknown",`${k} is no longer in ${e.fileName}: a replay runs the workflo\
w file as it is now, not as run ${l} had it`,{where:i.from,details:[`its jobs now: ${y.join(", ")||"(none)"}`]})}if(!n.jobs.
some(y=>y.id===m))throw new x("stage-unknown",`${k} is not part of this run${n.target===null?"":` (run ${l} was started \
with ${i.passJob(n.target)})`}`,{where:i.from});let R=new Set([m,...n.jobs.filter(y=>y.upstream.includes(m)).map(y=>y.id)]);
for(let y of n.jobs)y.calledBy!==null&&R.has(y.calledBy)&&R.add(y.id);let j=new Map,L=[];for(let y of n.jobs){if(R.has(y.
id))continue;let E=c.find(A=>A.id===y.id);if(!E)throw new x("replay-incomplete",`run ${l} has no result for job ${y.id};\
 run it again in full`,{where:i.from});j.set(y.id,E),L.push(...E.stages)}for(let y of n.jobs)if(R.has(y.id))for(let E of y.
needs){let A=j.get(E)?.withheldOutputs??[];if(A.length===0)continue;let K=A.join(", ");throw new x("replay-incomplete",`\
job ${E}'s output${A.length===1?` ${K} was`:`s ${K} were`} not stored (it may hold a secret), so replaying from ${r.from}\
 cannot give it to job ${y.id}`,{where:i.from,details:[`replay from the job that made it: ${i.replay(l,E)}`]})}let v=new Map(
e.jobs.map(y=>[y.id,y])),P=y=>(j.get(y)?.result??"success")!=="success",$=v.get(m);if($?.if.text===null){let y=$.needs.map(
E=>E.id).filter(P);if(y.length>0){let E=y[0];for(let A=0;j.get(E)?.result==="skipped"&&A<e.jobs.length;A++){let K=v.get(
E)?.needs.map(ct=>ct.id).find(P);if(K===void 0)break;E=K}throw new x("replay-skips",`job ${m} needs ${y.map(A=>`${A} (${j.
get(A).result} in run ${l})`).join(", ")}, so replaying from ${r.from} would skip it again`,{where:i.from,details:[`repl\
ay from the job that did not succeed: ${i.replay(l,E)}`]})}}let H=new Set(L),V=await u.list(),b=L.find(y=>!V.some(E=>E.stage===
y));if(b!==void 0)throw new x("replay-incomplete",`run ${l} recorded stage ${b}, but its record is gone from ${tt(t,l)},\
 so it cannot be reused`,{where:i.from,details:[`replay from that stage, to run it again: ${i.replay(l,b)}`]});for(let y of V)
if(H.has(y.stage))try{await u.getAttempt(y.stage,y.attempt,y.runAttempt)}catch(E){throw E instanceof x?new x("replay-inc\
omplete",`run ${l}'s record of stage ${y.stage} (attempt ${y.attempt}) cannot be reused: ${wt(E)}`,{where:i.from,details:[
`replay from that stage, to run it again: ${i.replay(l,y.stage)}`]}):E}let O=c.find(y=>y.id===m),N=r.from===m?null:w!==void 0&&
w!==m?`every job of its call (${c.filter(y=>y.id.startsWith(`${m}/`)).map(y=>y.id).join(", ")})`:O&&O.legs.length>1?`eve\
ry leg of its matrix (${O.legs.join(", ")})`:O&&O.stages.length>1?`every stage of it (${O.stages.join(", ")})`:null,I=N===
null?null:`${i.fromStage(r.from)}: job ${m} runs again whole, ${N}`,F=Jr(l,a,"replay",i),G=await pc(tt(t,l),d,new Set(j.
keys()));return{run:l,store:u,jobs:j,stages:L,changed:p,whole:I,redactedStart:F,summaries:G}}async function fc(s,t){let e=await Se(
tt(s,lt.jobs),"utf8").catch(()=>{throw new x("replay-incomplete",`run ${t} did not finish, so it cannot be replayed`,{where:t})}),
n=Ur(e,Qu,tt(s,lt.jobs),{code:"replay-incomplete",what:"the jobs' results baton stores",fix:`run ${t} cannot be replayed\
; run it again in full`}),o=n.some(a=>a.legs.length>0||a.leg_results===void 0&&a.skip_reason===void 0)?await hc(s):{legs:new Map,
skips:new Map},i=n.some(a=>a.summary_parts!==void 0)?n.flatMap(a=>(a.summary_parts??[]).map(u=>({job:a.id,...u}))):null;
return{jobs:n.map(({withheld_outputs:a,leg_results:u,skip_reason:c,summary_parts:d,...p})=>{let f=o.legs.get(p.id),g=w=>{
let m=f?.get(w.leg);return{...w,...m?.durationMs===void 0?{}:{durationMs:m.durationMs},...m?.failedStep===void 0?{}:{failedStep:m.
failedStep}}},h=u?.map(g)??(f===void 0?void 0:p.legs.map(w=>f.get(w)??{leg:w,result:p.result})),S=c??o.skips.get(p.id);return{
...p,...a&&a.length>0?{withheldOutputs:a}:{},...h===void 0?{}:{legResults:h},...S===void 0?{}:{skipReason:S}}}),summaryParts:i}}
async function pc(s,t,e){let n=await Se(tt(s,lt.summary)).catch(l=>re(l,"ENOENT")?Buffer.alloc(0):null);if(n===null)return null;
if(n.length===0)return[];if(t===null)return null;let r=[...t].sort((l,a)=>l.offset-a.offset),o=[],i=0;for(let l of r){if(l.
offset!==i||l.offset+l.bytes>n.length)return null;i+=l.bytes;let a=n.subarray(l.offset,l.offset+l.bytes).toString("utf8"),
u=ss(l.job,l.leg);if(!a.startsWith(u)||!a.endsWith(`

`))return null;e.has(l.job)&&o.push({job:l.job,leg:l.leg,markdown:a.slice(u.length,-2)})}return i===n.length?o:null}async function hc(s){
let t=await Se(tt(s,lt.events),"utf8").catch(()=>""),e=new Map,n=new Map,r=new Map;for(let o of t.split(`
`)){if(!/"type":"(job-finished|job-skipped|step-finished)"/.test(o))continue;let i;try{i=Dr.safeParse(JSON.parse(o)).data}catch{
continue}if(i?.type==="job-skipped"&&n.set(i.job,i.reason),i?.type==="step-finished"&&i.conclusion==="failure"){let u=`${i.
job}\0${i.leg}`;r.has(u)||r.set(u,{step:i.step,name:i.name,message:i.message,...i.output_tail===void 0?{}:{output_tail:i.
output_tail}})}if(i?.type!=="job-finished")continue;let l=e.get(i.job)??new Map,a=i.failed_step??r.get(`${i.job}\0${i.leg}`);
l.set(i.leg,{leg:i.leg,result:i.result,...i.reason===void 0?{}:{reason:i.reason},durationMs:i.duration_ms,...a===void 0||
i.result!=="failure"?{}:{failedStep:a}}),e.set(i.job,l)}return{legs:e,skips:n}}function Mi(s){let t=ye(s??process.cwd()),
e;try{e=(0,Ht.statSync)(t)}catch(n){if(!re(n,"ENOENT","ENOTDIR"))throw ee(t,n,"cwd")}if(e?.isDirectory()!==!0)throw new x(
"usage",e===void 0?"no such directory":"is not a directory",{where:`cwd ${t}`});return t}function gc(s){if(typeof s!="st\
ring"||s.trim()==="")throw wn("runWorkflow","the workflow file's path as its first argument (runWorkflow('.github/workfl\
ows/ci.yml', \u2026))",ve(s))}async function mc(s,t,e){let n=new Set(e);for(let r of await s.list())n.has(r.stage)&&await t.
copyAttempt(s,r.stage,r.attempt,r.runAttempt)}async function wc(s,t,e){let n=new Set;for(let r of e)for(let o of[...r.legs,
...(r.legResults??[]).map(i=>i.leg)])n.add(o);for(let r of n){let o=Zt(r),i=tt(s,o);if((await Ju(i).catch(()=>null))?.isFile()!==
!0)continue;let l=tt(t,`.${lt.jobLogPrefix}${(0,be.randomBytes)(6).toString("hex")}.tmp`);try{await Hu(i,l,Ht.constants.
COPYFILE_EXCL),await Bu(l,tt(t,o))}catch(a){throw await Gu(l,{force:!0}),new x("run-write-failed",Qe(`the job log of ${r}`,
a),{where:tt(t,o),cause:a})}}}async function yh(s,t,e={}){return yc(s,t,e,$n)}async function yc(s,t,e,n){bc(s,t);let r=os(
e,"replayWorkflow"),o=Mi(r.cwd),i=ye(o,r.storeDir??gn),l=await new Pn(i).resolve(s),a=await Hr(tt(i,l),l);if(a.redacted)
throw new x("replay-refused",`run ${l} was started with a secret (or text shaped like a token) in ${n.typedValues}, whic\
h was not stored, so it cannot be replayed`,{details:[`start it again in full: ${n.run(a.workflow_path)} with the same o\
ptions`]});return Ci(a.workflow_path,{...r,cwd:o,storeDir:i,...a.job?{job:a.job}:{},inputs:a.inputs,event:a.event,eventName:a.
event_name,vars:a.vars,secrets:r.secrets??a.secrets,...a.parent?{parent:a.parent}:{}},{words:n,replay:{run:l,from:t,invocation:a}})}
function bc(s,t){let e=[...typeof s=="string"&&s.trim()!==""?[]:[{takes:"the stored run's id (or 'latest') as its first \
argument (replayWorkflow('latest', 'fix', \u2026))",given:ve(s)}],...typeof t=="string"?[]:[{takes:"the stage or job to \
run again from as its second argument (replayWorkflow('latest', 'fix', \u2026))",given:ve(t)}]],[n,...r]=e;if(n!==void 0)
throw wn("replayWorkflow",n.takes,n.given,void 0,r.map(({takes:o,given:i})=>ks(o,i)))}export{kc as a,Fe as b,De as c,We as d,lo as e,sa as f,He as g,wh as h,tc as i,yh as j,yc as k};

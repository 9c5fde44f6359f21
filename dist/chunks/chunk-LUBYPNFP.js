import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{a as Pn,d as Is}from"./chunk-YVL4CSEB.js";import{a as Ls,b as Fs}from"./chunk-YHQU7V4H.js";import{a as Ds,
b as eo,c as no,d as ro}from"./chunk-AHB7JJHR.js";import{a as Ws,b as Us,c as Hs,i as Vs,j as qs,k as Xs,l as Ys}from"./chunk-45S425Z6.js";
import{a as An,b as Js,c as zs,d as Bs,e as Gs,g as Ks}from"./chunk-XYKWHVQ5.js";import{a as Zs}from"./chunk-WGA56SI7.js";
import{a as Nr}from"./chunk-GWIR7DIQ.js";import{a as jr}from"./chunk-7FV423P5.js";import{k as Ms,l as js}from"./chunk-6BNQ4357.js";
import{$ as ds,Aa as On,Ba as _s,C as Ur,Ca as Ns,Da as Cs,G as oe,H as Hr,J as Jr,K as zr,N as Br,O as Gr,P as Kr,Q as Vr,
U as rs,W as ie,X as vn,Y as ls,Z as us,_ as cs,a as Rt,aa as fs,b as $t,ba as ps,c as Oe,ca as hs,d as Dt,ea as Ce,f as se,
fa as Me,ga as Rn,ha as ms,ja as je,ka as ws,n as Z,p as Lr,pa as xs,q as Fr,qa as Rs,r as Ir,ra as $s,sa as Os,ta as Ps,
va as Es,w as Pe,y as Dr,ya as As,z as Wr,za as Ts}from"./chunk-44QDEP7O.js";import{A as $n,B as Le,C as ys,D as bs,
L as Ss,N as ks,O as vs,a as xn,i as gs}from"./chunk-BG477AAE.js";import{b as rt,c as qt,d as Ne,e as ss,f as os,h as is,
i as Ut,j as kn,k as as}from"./chunk-ELLCTOB7.js";import{b as re}from"./chunk-VNY4YMOQ.js";import{a as En,b as ae,
e as Tn,f as Qs,g as to}from"./chunk-AB5CAIEK.js";import{A as Wt,a as Ee,b as Ae,k as qr,m as Xr,n as Yr,o as Zr,p as Te,
q as _e,r as Qr,u as ts,x as es,y as ns}from"./chunk-VBLL5SZM.js";import{a as Tt,b as xe,c as xt,d as wn,e as Sr,g as Sn,
i as $e,m as Ar,n as Tr,p as _r,r as Vt,t as Cr,u as Mr}from"./chunk-G6IW7IQF.js";import{b as v,c as Ft,d as at,e as dn}from"./chunk-BXL4BL7Z.js";
import{Aa as Er,B as Y,C as nt,Da as ne,Ea as Kt,H as Ot,I as yr,O as lt,P as ut,Q as te,T as jt,U as br,X as mn,b as fn,
ca as kr,d as fr,da as vr,e as pr,ha as tt,i as Mt,ia as It,j as hr,ja as yn,k as gr,ka as xr,l as pn,m as hn,ma as Rr,n as mr,
na as _t,o as wr,oa as Re,pa as $r,q as Gt,r as gn,ra as Or,sa as bn,ua as ee,x as bt,xa as Pr,ya as B}from"./chunk-JZBPCCZQ.js";
import{a as Qt}from"./chunk-5A7QKWCT.js";import{d as At}from"./chunk-3NR5HZ6E.js";var Nc=mn.stage;function _n(r,t){let e=mn[r];return Object.fromEntries(Object.entries(t).filter(([n])=>e.includes(n)))}function Fe(r,t,e={}){
let n=r.problems.some(s=>s.code===Ot.nextUnknownStage);return{[nt.status]:r.status,[nt.next]:t?.next&&!n?t.next.stage:"",
[nt.present]:r.present?"true":"false",[nt.data]:JSON.stringify(t?.data??{}),[nt.sha256]:r.digests.handoff??"",[nt.artifactId]:e.
artifactId??"",[nt.promptPath]:e.promptPath??"",[nt.handoffPath]:e.handoffPath??""}}function so(){return{[nt.status]:"fa\
ilure",[nt.next]:"",[nt.present]:"false",[nt.data]:"{}",[nt.sha256]:"",[nt.artifactId]:"",[nt.promptPath]:"",[nt.handoffPath]:""}}var zi=new TextEncoder,Bi=new TextDecoder("utf-8",{fatal:!0,ignoreBOM:!0}),Gi=new TextDecoder("latin1");async function oo(r,t,e){
let n=[],s=[],o=new Set,i=bt.artifactBytes;for(let[l,a]of(t.artifacts??[]).entries()){let u=f=>s.push({code:Ot.artifactRefused,
severity:"warning",path:Tr(["artifacts",l,"path"]),message:`${a.path} ${f}; it was not kept`});if(a.path.includes(jt.markerPrefix)){
u("held a secret (its path was redacted)");continue}let c=Zr(a.path);if("refused"in c){u(c.refused);continue}if(o.has(c.
path))continue;let d=await e.readArtifact(r.workingDirectory,c.path,i);if(d.kind==="refused"){u(d.reason);continue}let p=Ki(
d.bytes,r.redact,`${wr}/${c.path}`);if("refused"in p){u(p.refused);continue}if(p.bytes.length>i){u(`is ${p.bytes.length}\
 bytes once redacted, more than the ${i} bytes left of the ${bt.artifactBytes}-byte limit for one record's artifacts`);continue}
s.push(...p.problems),n.push({path:c.path,bytes:p.bytes}),o.add(c.path),i-=p.bytes.length}return{files:n,problems:s}}function Ki(r,t,e){
let n;try{n=Bi.decode(r)}catch{n=void 0}if(n!==void 0){let s=Me(n,t,e);return s.problems.length===0?{bytes:r,problems:[]}:
{bytes:zi.encode(s.text),problems:s.problems}}return rt(Gi.decode(r),t).redactions.length>0?{refused:"is not UTF-8 text \
and holds a secret, which cannot be redacted from a binary file"}:{bytes:r,problems:[]}}var Vi=new Set(Object.values(yr));function io(r){return r.problems.filter(t=>t.severity==="warning"&&!Vi.has(t.code))}var Ie="baton: the command could not start: ";async function De(r,t,e,n,s={}){let o=e&&r.agent?.kind==="preset"?Wr(r.agent.preset,e.stdout):null,i=await qi(r,t,e,o?.finalText??
null,n),l=i.kind==="valid"?i.handoff:null,a=l?await oo(r,l,n.workspace):{files:[],problems:[]},u=[...t.warnings,...i.problems,
...a.problems,...o?.problems??[]],c=i.kind==="invalid",d=r.onInvalid==="fail"||r.handoff==="required",p=null,f,h={reason:"\
cancelled",message:`the stage was cancelled while its agent ran${typeof s.signal?.reason=="string"?`: ${s.signal.reason}`:
""}`};if(s.cancelled||s.signal?.aborted)f=h;else if(e&&e.exitCode!==0)f={reason:"exit-nonzero",message:e.exitCode!==null?
`the agent exited with code ${e.exitCode}`:e.signal!==null?`the agent was ended by ${e.signal}`:`the agent could not sta\
rt: ${e.output.replace(Ie,"").trim()}`,exitCode:e.exitCode,signal:e.signal};else if(c&&d){let R=i.problems.filter(M=>M.severity===
"error");f={reason:"handoff-invalid",message:`the handoff was refused (${Zi(R.length,"problem")}): ${Yi(R)}`,problems:R}}else if(l===
null&&r.handoff==="required"){let R=`no handoff: nothing at $${Mt.handoffPath} and no block between the markers in the a\
gent's output, and this stage requires one (handoff: required)`;u.push({code:Ot.handoffMissing,severity:"error",path:"$",
message:R}),f={reason:"handoff-missing",message:R}}else if(s.verify){let R=await s.verify();p=R.facts,u.push(...R.problems),
f=s.signal?.aborted?{reason:"cancelled",message:"the stage was cancelled while verify ran"}:p.exit_code===0?{reason:"com\
pleted",message:null}:{reason:"verify-failed",message:`verify failed with ${p.exit_code===null?"no exit code (ended by a\
 signal)":`exit code ${p.exit_code}`}`,exitCode:p.exit_code}}else f={reason:"completed",message:null};let S=c&&!d?u.map(
R=>({...R,severity:"warning"})):u,w=n.workspace.now(),m=await Ce(r,{attempt:t.attempt,repair:t.repair,hop:t.hop,lineage:t.
lineage,...t.parent?{parent:t.parent}:{},prompt:t.prompt,handoff:l,agent:e,startedAt:new Date(t.preparedAt),finishedAt:w,
usage:o?.usage??null,verify:p,outcome:f,problems:S,files:a.files},n),k=r.handoff==="required"&&(f.reason==="handoff-inva\
lid"||f.reason==="handoff-missing");return{...m,outputs:Fe(m.record,m.handoff,{artifactId:m.ref.id,promptPath:t.promptPath,
handoffPath:t.handoffPath}),repairProblems:k?m.record.problems.filter(R=>R.severity==="error"):[]}}async function qi(r,t,e,n,s){
let o=await s.workspace.readHandoff(t.handoffPath),i=[],l;if(o.kind!=="missing")l=o;else if(e)for(let d of[n,e.stdout]){
if(!d)continue;let p=Nr(d);if(i.push(...p.warnings),p.json!==null){l=Ar(p.json);break}}if(l===void 0)return{kind:"missin\
g",problems:Xi(i)};if(l.kind==="invalid")return{kind:"invalid",problems:[...i,...l.problems]};let a=is(l.handoff,r.redact),
u=[...i,...l.warnings,...a.problems],c=a.handoff.next?.stage;if(c!==void 0&&r.workflowJobs!==null&&!r.workflowJobs.includes(
c)){let d={code:Ot.nextUnknownStage,severity:r.onInvalid==="warn"?"warning":"error",path:"$.next.stage",message:`"${c}" \
names no job in this workflow; jobs: ${[...r.workflowJobs].sort().join(", ")}`};if(r.onInvalid==="fail")return{kind:"inv\
alid",problems:[...u,d]};u.push(d)}else c!==void 0&&r.workflowJobs===null&&u.push({code:Ot.nextUnchecked,severity:"warni\
ng",path:"$.next.stage",message:`"${c}" was not checked against the workflow's jobs, which are not known here: ${r.workflowUnread??
"the workflow file was not read"}; the \`next\` output names it as given, whether or not a job has that id`});return{kind:"\
valid",handoff:a.handoff,problems:u}}function Xi(r){let t=new Set;return r.filter(e=>{let n=`${e.code}\0${e.path}\0${e.message}`;
return t.has(n)?!1:(t.add(n),!0)})}function Yi(r){let t=[...r].sort((n,s)=>Number(Sn(s.message))-Number(Sn(n.message))),
e=t.slice(0,3).map(Vt).join("; ");return t.length>3?`${e}; and ${t.length-3} more`:e}function Zi(r,t){return`${r} ${t}${r===
1?"":"s"}`}function lo(r){let t=r.problems.filter(s=>s.severity==="error"),e=(t.length>0?t:r.problems).map(s=>`- ${Vt(s).replace(/\s+/g,
" ")}`).join(`
`),n=JSON.stringify(jr(),null,2);return[`# Your handoff for stage \`${r.stage}\` was not accepted`,"","Your last run fin\
ished, but baton could not accept its handoff:","",e,"",`Do not redo the work. Write the handoff again, as one JSON obje\
ct that follows the JSON Schema below, to the file named by the environment variable \`${Mt.handoffPath}\` (or print it a\
s the last thing you output, between a line \`${hn.start}\` and a line \`${hn.end}\`).`,"","## The handoff JSON Schema",
"",ao(n,"json"),"","## The task you were given","",ao(r.previousPrompt,"markdown"),""].join(`
`)}function ao(r,t){let e=Math.max(0,...Array.from(r.matchAll(/`+/g),s=>s[0].length)),n="`".repeat(Math.max(3,e+1));return`${n}${t}\

${r.replace(/\n$/,"")}
${n}`}async function We(r,t,e={}){let n=e.attempt??1,s=t.workspace.now();await ta(r,n,t.store);let o=e.upstream??await ea(r,t.
store),i=e.parent!==void 0?e.parent:await ra(r,t),l=o.filter(w=>w.stored!==void 0),a=l.map(w=>uo(w.stored)).sort((w,m)=>xn(
w.stage,m.stage)),u=i?.deepest[0]?.record.hop??0,c=1+Math.max(u,...l.map(w=>w.stored.record.hop)),d=i?{run:i.run,lineage:i.
deepest.map(uo)}:void 0,p=async(w,m)=>{let k=await Ce(r,{attempt:n,repair:e.repair!==void 0,hop:c,lineage:a,...d?{parent:d}:
{},prompt:"",handoff:null,agent:null,startedAt:s,finishedAt:t.workspace.now(),usage:null,verify:null,outcome:w,problems:m},
t);return{kind:"refused",result:{stage:r.stage,ok:!1,outcome:k.outcome,attempts:[k],final:k,outputs:Fe(k.record,null,{artifactId:k.
ref.id})}}};if(c>r.maxHandoffs){let w=await sa(r,l,i,t),m=`stage ${r.stage} would be hop ${c}, more than max-handoffs ${r.
maxHandoffs}: ${aa(w)}`;return p({reason:"max-handoffs",message:m,hop:c,limit:r.maxHandoffs,chain:w},[{code:Ot.maxHandoffs,
severity:"error",path:"$",message:m}])}let f,g=[];if(e.repair)f=lo({stage:r.stage,...e.repair});else try{({prompt:f,warnings:g}=
await Qi(r,o,e.attemptContext))}catch(w){if(!(w instanceof v))throw w;let m={code:w.code,severity:"error",path:w.where??
"$",message:w.message};return p({reason:"render-failed",message:at(w),problems:[m]},[m])}let h=await t.workspace.attemptPaths(
r.stage,n);return r.agent?.kind==="preset"&&(f=`${f.trimEnd()}

${Ur({handoffPath:h.handoffPath})}
`),await t.workspace.writePrompt(h.promptPath,f),{kind:"ready",prepared:{stage:r.stage,attempt:n,repair:e.repair!==void 0,
prompt:f,promptPath:h.promptPath,handoffPath:h.handoffPath,lineage:a,hop:c,...d?{parent:d}:{},warnings:g,preparedAt:s.toISOString()},
upstream:o,parent:i}}async function Qi(r,t,e){if(r.template===null)throw new v("prompt-missing","this stage has no promp\
t template",{where:r.stage});let n={source:r.template.source,...r.maxPromptTokens===null?{}:{maxPromptTokens:r.maxPromptTokens},
...r.madeEvent===void 0?{}:{madeEventHint:Vs(r.madeEvent,r.madeEventRun)}};await Xs(r.template.text,n);let s=gs({upstream:t,
inputs:r.inputs,github:r.github,...e?{attempt:e}:{},require:r.needs,analysis:qs(r.template.text)}),o=Ys(r.template.text,
s.context,n);return{prompt:o.prompt,warnings:[...s.warnings,...o.warnings]}}async function ta(r,t,e){let n={stage:r.stage,
attempt:t,runAttempt:r.run.attempt};if((await e.list()).some(o=>_e(o,n)===0))throw new v("record-exists",`${ts(n)} alrea\
dy has a record in this run, so the agent was not run; records are immutable`,{where:`stage ${r.stage}`,details:[`anothe\
r job of this run records stage ${r.stage}: give each job its own stage id (the \`${Y.stage}\` input)`]})}async function ea(r,t){
let e=r.upstream.filter(a=>a.stage!==r.stage),n=await Promise.all(e.map(a=>t.get(a.stage))),s=new Map(e.map(a=>[a.stage,
a])),o=(a,u)=>{let{job:c=null,matrix:d,open:p,place:f}=s.get(a)??{};return{stage:a,job:c??u?.record.job??a,stored:u,...d===
void 0?{}:{matrix:d},...p===!0?{open:!0}:{},...f===void 0?{}:{place:f}}},i=new Map;for(let[a,u]of e.entries())i.set(u.stage,
n[a]);if(r.expandLineage){let a=[...i.values()].filter(u=>u!==void 0);for(let u=a.shift();u;u=a.shift())for(let c of u.record.
lineage){if(c.stage===r.stage||i.has(c.stage))continue;let d=await t.getAttempt(c.stage,c.attempt,c.run_attempt),p=d?.recordSha256===
c.record_sha256?d:void 0;i.set(c.stage,p),p&&a.push(p)}}let l=r.expandLineage?await na(r,i,t):new Map;return[...i].map(([
a,u])=>{let c=l.get(a);return{...o(a,u),...c?{recordedLike:c}:{}}})}async function na(r,t,e){let n=r.needs.filter(i=>t.has(
i)&&t.get(i)===void 0),s=new Map;if(n.length===0)return s;let o=[...new Set((await e.list()).map(i=>i.stage))].filter(i=>i!==
r.stage).sort(xn);for(let i of n){let l=o.filter(a=>a.startsWith(`${i}-`));l.length>0&&s.set(i,l)}return s}async function ra(r,t){
if(r.parentRun===null)return null;if(!t.openRun)throw new Ft(`stage ${r.stage}: a parent run is set but no way to open a\
nother run was given`);let e=await t.openRun(r.parentRun),n=new Map;for(let i of await e.list())n.set(i.stage,Qr([i,n.get(
i.stage)??i]));let s=(await Promise.all([...n.values()].map(i=>e.getAttempt(i.stage,i.attempt,i.runAttempt)))).filter(i=>i!==
void 0),o=Math.max(0,...s.map(i=>i.record.hop));return{run:r.parentRun,store:e,deepest:s.filter(i=>i.record.hop===o)}}function uo(r){
let{stage:t,attempt:e,run:n}=r.record;return{stage:t,attempt:e,...n.attempt>1?{run_attempt:n.attempt}:{},record_sha256:r.
recordSha256}}async function sa(r,t,e,n){let s=r.maxHandoffs+1,o=new Map(t.map(f=>[f.stored.recordSha256,f.stored])),i=new Map;
e&&i.set(e.run,Promise.resolve(e.store));let l=f=>(!i.has(f)&&n.openRun&&i.set(f,n.openRun(f)),i.get(f)),a=f=>f.reduce((g,h)=>g===
void 0||h.stored.record.hop>g.stored.record.hop?h:g,void 0),u=async(f,g,h)=>{let S=[];for(let w of f){let m=(h===null?o.
get(w.record_sha256):void 0)??await g.getAttempt(w.stage,w.attempt,w.run_attempt);m?.recordSha256===w.record_sha256&&S.push(
{stored:m,store:g,run:h})}return S},c=[{stage:r.stage,run:null}],d=a([...t.map(f=>({stored:f.stored,store:n.store,run:null})),
...(e?.deepest??[]).map(f=>({stored:f,store:e.store,run:e.run}))]),p=!1;for(;d&&c.length<s+1;){c.unshift({stage:d.stored.
record.stage,run:d.run});let{record:f}=d.stored;if(f.hop<=1){p=!0;break}let g=await u(f.lineage,d.store,d.run);if(f.parent)
try{let h=await l(f.parent.run);h&&g.push(...await u(f.parent.lineage,h,f.parent.run))}catch{}d=a(g)}return oa(c,p)}function oa(r,t){
let e=r.some(o=>o.run!==null),n=t?[]:["\u2026"],s;for(let o of r)e&&o.run!==s&&n.push(ia(o.run)),s=o.run,n.push(o.stage);
return n}function ia(r){return r===null?"this run:":`run ${r}:`}function Nn(r){return r.endsWith(":")}function aa(r){let t=r.
filter(l=>!Nn(l)&&l!=="\u2026").length,e=[],n,s=!1,o=0;for(let l of r)Nn(l)?(n=l,s=!1):l==="\u2026"?e.push(l):(t<=12||o<
5||o>=t-5?(n!==void 0&&!s&&e.push(n),s=!0,e.push(l)):e.at(-1)!=="\u2026"&&e.push("\u2026"),o++);let i="";for(let[l,a]of e.
entries()){let u=e[l-1];i+=l===0?a:u!==void 0&&Nn(u)?` ${a}`:` \u2192 ${a}`}return i}async function co(r,t){if(r.agent===null)throw new Ft(`stage ${r.stage}: runStage needs an agent (run or agent); this sp\
ec is for a split stage`);let e=[],n,s,o={},i="",l=!1;for(let a=1;;a++){let u=await We(r,t,{...o,attempt:a,...n?{upstream:n}:
{},...s!==void 0?{parent:s}:{}});if(u.kind==="refused")return t.reporter?.error(u.result.outcome.message??"",r.stage),{...u.
result,attempts:[...e,...u.result.attempts]};n=u.upstream,s=u.parent;let c=u.prepared;c.repair||(i=c.prompt);for(let h of c.
warnings)t.reporter?.warning(h.message,`${r.stage} ${h.path}`);let d=await da(r,c,t),p=await De(r,c,d,t,{...t.signal?{signal:t.
signal}:{},...r.verify===null?{}:{verify:()=>fa(r,c,t,r.verify)}});e.push(p);let{outcome:f}=p,g=t.signal?.aborted===!0;if(p.
repairProblems.length>0&&!l&&!g){l=!0,t.reporter?.warning(`${f.message}; giving the agent one repair turn`,r.stage),o={repair:{
problems:p.repairProblems,previousPrompt:i}};continue}if(f.reason==="verify-failed"&&a<r.attempts&&!g){t.reporter?.warning(
`attempt ${a} of ${r.attempts}: ${f.message}; trying again`,r.stage),o={attemptContext:ua(a+1,p.handoff,p.record.verify)};
continue}return f.reason==="cancelled"?t.reporter?.warning(f.message,r.stage):f.reason!=="completed"&&t.reporter?.error(
f.message,r.stage),la(r,f,e,p.outputs)}}function la(r,t,e,n){let s=e.at(-1);if(!s)throw new Ft(`stage ${r.stage}: no att\
empt was stored`);return{stage:r.stage,ok:t.reason==="completed",outcome:t,attempts:e,final:s,outputs:n}}function ua(r,t,e){
return{number:r,previous:t,verify:e?{exit_code:e.exit_code,output:e.output_tail}:null}}function ca(r,t){let e={};for(let[
n,s]of Object.entries(r))hr.includes(n)||gr.some(o=>n.startsWith(o))||(e[n]=s);return{...e,...t}}function fo(r,t,e,n={}){
return ca(e.env,{...n,[Mt.promptPath]:t.promptPath,[Mt.handoffPath]:t.handoffPath,[Mt.stage]:r.stage})}async function da(r,t,e){
let n=r.agent,s=n.kind==="preset"?{...Dr(n.preset),shell:"bash"}:{script:n.command,env:{},shell:r.shell};return e.reporter?.
info(`${r.stage}: attempt ${t.attempt}${t.repair?" (repair turn)":""}, running the agent`),po(e,()=>({script:s.script,shell:s.
shell,cwd:e.workspace.resolveDirectory(r.workingDirectory),env:fo(r,t,e,s.env)}))}async function po(r,t){let e=r.workspace.
now();try{return await r.runner.run({...t(),...r.onOutput?{onOutput:r.onOutput}:{},...r.signal?{signal:r.signal}:{}})}catch(n){
let s=`${Ie}${at(n)}
`;return r.onOutput?.(s,"stderr"),{exitCode:null,signal:null,startedAt:e,finishedAt:r.workspace.now(),output:s,stdout:""}}}
async function fa(r,t,e,n){e.reporter?.info(`${r.stage}: attempt ${t.attempt}, running verify`);let s=await po(e,()=>({script:n,
shell:r.shell,cwd:e.workspace.resolveDirectory(r.workingDirectory),env:fo(r,t,e)})),o=Me(s.output,r.redact,"verify.outpu\
t_tail");return{facts:{command:n,exit_code:s.exitCode,output_tail:fr(o.text,bt.verifyOutputTailBytes),duration_ms:Math.max(
0,s.finishedAt.getTime()-s.startedAt.getTime())},problems:o.problems}}var yo=At(Ee(),1),Pt=At(Qt(),1);import{spawn as ga}from"node:child_process";import{tmpdir as ma}from"node:os";import{join as wa}from"node:path";
import{StringDecoder as ya}from"node:string_decoder";var Ue=class{#t;#n={stdout:"",stderr:""};#r=null;constructor(t){this.#t=t}push(t,e){let n=this.#n[e]+t,s=n.endsWith("\r")?
n.slice(0,-1):n,o=Math.max(s.lastIndexOf(`
`),s.lastIndexOf("\r"))+1;n.length-o>65536&&(o=n.length),this.#e(e,n.slice(0,o)),this.#n[e]=n.slice(o)}end(t){this.#e(t,
this.#n[t]),this.#n[t]=""}#e(t,e){e!==""&&(this.#r!==null&&!this.#r.ended&&this.#r.stream!==t&&this.#t(`
`,!0),this.#t(e,!1),this.#r={stream:t,ended:e.endsWith(`
`)||e.endsWith("\r")})}};var pa=8;function go(r,t,e,n){let s=r+t,o=r.length,i=ss(s,e),l=i.find(c=>c.start<o&&c.end>o),a=l?l.end-o:0;if(n&&(a=ho(t,
a)),!s.includes("\x1B")&&i.every(c=>c.end<=o+a))return a;let u=rt(s,e).text;for(let c=0;a<t.length&&c<=pa;c++){if(os(s,o+
a,e,u))return a;a=n?ho(t,a+1):ha(t,a+1)}return t.length}function ho(r,t){if(t===0||r.charCodeAt(t-1)===mo)return t;let e=r.
indexOf(`
`,t);return e===-1?r.length:e+1}function ha(r,t){for(let e=t;e<=r.length;e++){let n=r.charCodeAt(e-1);if(n===mo||n===32||
n===9)return e}return r.length}var mo=10;var Cn={killGraceMs:5e3,maxOutputBytes:1024*1024,drainMs:1e3};function ba(r){try{process.kill(-r,0)}catch{return!1}let t;
try{t=(0,Pt.readdirSync)("/proc")}catch{return!0}for(let e of t){if(!/^\d+$/.test(e))continue;let n;try{n=(0,Pt.readFileSync)(
`/proc/${e}/stat`,"utf8")}catch{continue}let[s,,o]=n.slice(n.lastIndexOf(")")+2).split(" ");if(Number(o)===r&&s!=="Z")return!0}
return!1}var He=class{#t;#n;#r;#e;#s;#o;#l;#a;constructor(t={}){this.#t=t.tempDir??ma(),this.#n=t.killGraceMs??Cn.killGraceMs,
this.#r=t.maxOutputBytes??Cn.maxOutputBytes,this.#e=t.drainMs??Cn.drainMs,this.#s=t.outputHook,this.#o=t.reuseScripts?new Map:
void 0,this.#l=t.secrets??[],this.#a=t.noPathHint??"PATH is not set in its environment"}async run(t){let e=fs(t.shell);Sa(
t.cwd);let n=ps(e,t.script),s=this.#u(e.extension,n),o=s??wa(this.#t,`baton-step-${(0,yo.randomUUID)()}${e.extension}`);
s===void 0&&((0,Pt.writeFileSync)(o,n,{flag:"wx",mode:448}),this.#o?.set(`${e.extension}\0${n}`,o)),this.#s?.begin?.();try{
return await this.#d(e.file,hs(e,o),t)}finally{this.#s?.end?.(),this.#o===void 0&&(0,Pt.rmSync)(o,{force:!0})}}#u(t,e){let n=`${t}\
\0${e}`,s=this.#o?.get(n);if(s===void 0)return;let o=Buffer.from(e),i;try{i=_r(s,o.length)}catch{i={kind:"missing"}}if(i.
kind==="file"&&o.equals(i.bytes))return s;this.#o?.delete(n)}#d(t,e,n){return new Promise((s,o)=>{let i=new Date,l=new Je(
this.#r),a=new Je(this.#r),u=ga(t,e,{cwd:n.cwd,env:n.env,stdio:["ignore","pipe","pipe"],detached:!0});u.pid!==void 0&&n.
onStart?.(u.pid);let c,d,p,f,g=!1,h=L=>{if(u.pid!==void 0)try{process.kill(-u.pid,L)}catch{}},S=()=>u.pid!==void 0&&ba(u.
pid),w,m=!1,k,R=null,M,j=()=>{h("SIGKILL"),M=Date.now()},x=Number.POSITIVE_INFINITY,O=L=>{L>=x||(x=L,clearTimeout(c),c=setTimeout(
j,Math.max(0,L-Date.now())),c.unref())},$=()=>{R!=="terminate"&&(R="terminate",clearTimeout(d),h("SIGTERM"),O(Date.now()+
this.#n))},H=()=>{if(n.stop!=="interrupt"||n.kill?.aborted)return $();R===null&&(R="interrupt",h("SIGINT"),d=setTimeout(
()=>h("SIGTERM"),1.5*this.#n),d.unref(),O(Date.now()+2*this.#n))},K=()=>{let L=S();return n.kill?.aborted&&M===void 0&&L&&
j(),L&&(M===void 0||Date.now()-M<2e3)?(w??=setInterval(b,100),!1):(clearInterval(w),m?!0:k===void 0?(k=Date.now(),setTimeout(
b,this.#e).unref(),!1):Date.now()-k>=this.#e)},b=()=>{g||f===void 0||R!==null&&!K()||(clearInterval(w),g=!0,clearTimeout(
p),u.stdout?.destroy(),u.stderr?.destroy(),_("stdout"),_("stderr"),n.signal?.removeEventListener("abort",H),n.kill?.removeEventListener(
"abort",$),clearTimeout(c),clearTimeout(d),s({exitCode:f.code,signal:f.signal,startedAt:i,finishedAt:new Date,output:l.text(
this.#l),stdout:a.text(this.#l)}))},P=new Ue((L,G)=>G?l.insert(L):l.push(L)),_=L=>P.end(L),I=(L,G)=>{let y=new ya("utf8"),
A=F=>{P.push(F,G),F!==""&&(G==="stdout"&&a.push(F),this.#s?.chunk(F,G),n.onOutput?.(F,G))};L.on("data",F=>{l.wrote(F.length),
G==="stdout"&&a.wrote(F.length),A(y.write(F))}),L.on("end",()=>{A(y.end()),_(G)})};I(u.stdout,"stdout"),I(u.stderr,"stde\
rr"),u.on("error",L=>{if(g)return;g=!0,n.signal?.removeEventListener("abort",H),n.kill?.removeEventListener("abort",$);let G=L.
code==="ENOENT"&&!t.includes("/")&&!n.env.PATH;o(new v("shell-failed",`could not start ${JSON.stringify(t)}: ${L.code??L.
message}${G?`; ${this.#a}`:""}`,{where:"shell",cause:L}))}),u.on("exit",(L,G)=>{f={code:L,signal:G},p=setTimeout(()=>{R===
null&&(u.stdout?.destroy(),u.stderr?.destroy()),b()},this.#e),p.unref()}),u.on("close",()=>{m=!0,b()}),n.kill?.aborted?$():
n.kill?.addEventListener("abort",$,{once:!0}),n.signal&&(n.signal.aborted?H():n.signal.addEventListener("abort",H,{once:!0}))})}};
function Sa(r){let t;try{t=(0,Pt.statSync)(r)}catch{t=void 0}if(!t?.isDirectory())throw new v("working-directory-missing",
`${r} is not a directory`,{where:"working-directory"})}var wo=64*1024,ka=`${["-----BEGIN","PRIVATE","KEY-----"].join(" ")}\

`,va=128,Je=class{#t;#n=[];#r=0;#e=0;#s=0;#o=0;#l=!1;#a="";constructor(t){this.#t=t}wrote(t){this.#s+=t}insert(t){this.push(
t),this.#o+=Buffer.byteLength(t)}push(t){this.#n.push(t);let e=Buffer.byteLength(t);for(this.#r+=e,this.#e+=e;this.#n.length>
1&&this.#r-Buffer.byteLength(this.#n[0])>=this.#t+wo;){let n=this.#n.shift();this.#r-=Buffer.byteLength(n),this.#u(n)}}#u(t){
let e=this.#a+t;this.#l=Ut(e,this.#l,this.#a.length),this.#a=e.slice(-va)}text(t=[]){let e=Buffer.from(this.#n.join(""));
if(e.length<=this.#t)return e.toString("utf8");let n=e.length-this.#t-1,s=e.indexOf(10,n),o=[e.indexOf(32,n),e.indexOf(9,
n)].filter(u=>u>=0),i=s>=0&&s<e.length-1?s:o.length>0?Math.min(...o):-1,l="";if(i>=0){let u=i+1,c=Math.max(0,u-wo),d=c===
0?-1:e.indexOf(10,c-1);for(d>=0&&d+1<u&&(c=d+1);(e[c]&192)===128;)c++;let f=(Ut(this.#a+e.subarray(0,c).toString("utf8"),
this.#l,this.#a.length)?ka:"")+e.subarray(c,u).toString("utf8"),g=e.subarray(u).toString("utf8");l=g.slice(go(f,g,t,e[i]===
10))}let a=l!==""?`the last ${this.#t} bytes at most are kept`:i===-1?"none of it is kept, as no line or space was left \
to start at":"none of it is kept, as all of it after the cut may be part of a secret the cut went through";return this.#e===
this.#s+this.#o?`[baton: the first ${this.#e-Buffer.byteLength(l)} bytes of this output were left out; ${a}]
${l}`:`[baton: this output was ${this.#s} bytes, not all of it UTF-8 text, and its start was left out; ${a}${l===""?"":"\
, as text (a byte that is not UTF-8 as \uFFFD)"}]
${l}`}};var Se=At(Ee(),1),Jt=At(Qt(),1);import{copyFile as tc,lstat as ec,mkdtemp as nc,readFile as ke,rename as rc,rm as sc}from"node:fs/promises";
import{availableParallelism as oc,hostname as ic,tmpdir as ac}from"node:os";import{basename as lc,dirname as uc,join as et,
relative as cc,resolve as be}from"node:path";import{setMaxListeners as Dn}from"node:events";var bo=["repository","path","ref"];function So(r,t,e){let n=t.repository.trim(),s=n!==""&&n.toLowerCase()!==e.repository.
toLowerCase(),o=t.path.trim(),i=!xa(o,e.workspace),l=t.ref.trim(),a=l!==""&&!e.refs.includes(l);if(!s&&!i&&!a)return null;
let u=s?`${n}${a?` at ${l}`:""} is not cloned`:a?`ref ${l}${i?" of this repository":""} is not checked out`:"this reposi\
tory is not checked out again";return`${r}: ${u}${i?` into ${o}`:""}: baton checks nothing out; the project directory is\
 used as it is`}function xa(r,t){if(r==="")return!0;let e=r.replace(/\/+$/,"")||"/";return e==="."||e===(t.replace(/\/+$/,
"")||"/")}function Oo(r){return`$${lt.stepSummary} upload aborted, supports content up to a size of ${Math.floor(bt.stepSummaryFileBytes/
1024)}k, got ${Math.floor(r/1024)}k. For more information see: https://docs.github.com/actions/using-workflows/workflow-\
commands-for-github-actions#adding-a-markdown-summary`}var Po=new Set(["NODE_OPTIONS"]);function jn(r,t){let e=[],n=r.split(
`
`).map(s=>s.replace(/\r$/,""));n.length>0&&n[n.length-1]===""&&n.pop();for(let s=0;s<n.length;s+=1){let o=n[s];if(o.trim()===
"")continue;let i=o.indexOf("<<"),l=o.indexOf("=");if(i>0&&(l<0||i<l)){let a=o.slice(0,i),u=o.slice(i+2);if(u==="")throw ze(
t,s+1,`"${a}<<" needs a delimiter`);let c=[],d=!1;for(s+=1;s<n.length;s+=1){if(n[s]===u){d=!0;break}c.push(n[s])}if(!d)throw ze(
t,s,`no line "${u}" ends the value of ${a}`);e.push([ko(a,t,s+1),c.join(`
`)]);continue}if(l>0){e.push([ko(o.slice(0,l),t,s+1),o.slice(l+1)]);continue}throw ze(t,s+1,"expected name=value or name\
<<DELIMITER")}return e}function Eo(r,t){let e=[],n=[];for(let s of jn(r,t))Po.has(s[0].toUpperCase())?n.push(`can't stor\
e ${s[0]} using ${t}; it was left out`):e.push(s);return{pairs:e,refused:n}}function Ao(r){return r.split(`
`).map(t=>t.replace(/\r$/,"").trim()).filter(t=>t!=="").reverse()}function ko(r,t,e){if(r.trim()===""||r!==r.trim()||r.includes(
"\0"))throw ze(t,e,`"${r}" is not a valid name`);return r}function ze(r,t,e){return new v("file-command-invalid",`${r} l\
ine ${t}: ${e}`,{where:r})}var Ke=new Set(["stop-commands","set-env","set-output","save-state","add-mask","add-path","ad\
d-matcher","remove-matcher","debug","warning","error","notice","group","endgroup","echo"]),To={has:()=>!0},_o="\\t\\n\\v\\f\\\
r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000",Ra=new RegExp(`^[${_o}]+`),vo=new RegExp(`[${_o}\
]`);function Be(r){let t=0,e=r.length;for(;t<e&&vo.test(r[t]);)t++;for(;e>t&&vo.test(r[e-1]);)e--;return r.slice(t,e)}function Ve(r,t=Ke){
return $a(r,t)??Oa(r,t)}function $a(r,t){let e=r.replace(Ra,"");if(!e.startsWith("::"))return null;let n=e.indexOf("::",
2);if(n<0)return null;let s=e.slice(2,n),o=s.indexOf(" "),i=(o<0?s:s.slice(0,o)).toLowerCase();if(!t.has(i))return null;
let l=o>0?No(Be(s.slice(o+1)),",",_a):new Map;return{command:i,properties:l,data:Ta(e.slice(n+2)),form:"v2"}}function Oa(r,t){
let e=r.indexOf("##[");if(e<0)return null;let n=r.indexOf("]",e);if(n<0)return null;let s=r.slice(e+3,n),o=s.indexOf(" "),
i=(o<0?s:s.slice(0,o)).toLowerCase();if(!t.has(i))return null;let l=o>0?No(s.slice(o+1),";",Ro):new Map;return{command:i,
properties:l,data:Ro(r.slice(n+1)),form:"legacy"}}function No(r,t,e){let n=new Map;for(let s of r.split(t)){let o=s.replace(
/^=+/,""),i=o.indexOf("=");if(i<0)continue;let l=o.slice(i+1).replace(/^=+/,"");l!==""&&n.set(o.slice(0,i).toLowerCase(),
e(l))}return n}var le=class{#t=null;#n=new Set(Ke);read(t){let e=Ve(t,this.#n);if(this.#t===null)return e;let n=this.#t.
toLowerCase();return n===""||e?.command!==n?null:(this.#n.delete(n),this.#t=null,"resumed")}refuses(t){return Pa(t,this.#n)}stop(t){
this.#t=t,this.#n.add(t.toLowerCase())}};function Pa(r,t){let e=r.toLowerCase();return e===""||e==="pause-logging"||t.has(
e)}function Co(r,t){return t===void 0?r:{...r,github:{...r.github,...t}}}var Ea=1024*1024,Aa=6,Mn=4e3,xo=50,Ta=r=>r.replace(
/%0D|%0A|%25/g,t=>({"%0D":"\r","%0A":`
`,"%25":"%"})[t]),_a=r=>r.replace(/%0D|%0A|%3A|%2C|%25/g,t=>({"%0D":"\r","%0A":`
`,"%3A":":","%2C":",","%25":"%"})[t]),Ro=r=>r.replace(/%3B|%0D|%0A|%5D|%25/g,t=>({"%3B":";","%0D":"\r","%0A":`
`,"%5D":"]","%25":"%"})[t]),Ge=class{#t=[];#n=new Set;#r=[];#e={outputs:[],env:[],path:[],failures:[]};#s=new Set;#o;#l;#a;constructor(t={}){
this.#o=t.allowUnsecureCommands??!1,this.#l=t.allowUnsecureStopCommandTokens??!1,this.#a=t.redact??(e=>e)}#u=0;#d={stdout:{
partial:"",overlong:!1},stderr:{partial:"",overlong:!1}};#c=new le;push(t,e="stdout"){let n=this.#d[e],s=t.split(/\r\n|\r|\n/),
o=s.pop();for(let i of s)n.overlong||this.#f(n.partial+i),n.partial="",n.overlong=!1;n.overlong||(n.partial+=o,n.partial.
length>Ea&&(n.partial="",n.overlong=!0))}get masks(){return this.#t}end(){for(let i of Object.values(this.#d))!i.overlong&&
i.partial!==""&&this.#f(i.partial),i.partial="";let t=[...this.#r];this.#u>0&&t.push({level:"warning",message:`${this.#u}\
 more annotation${this.#u===1?"":"s"} of this step not shown (at most ${xo})`});let{outputs:e,env:n,path:s,failures:o}=this.#e;
return{masks:[...this.#t],annotations:t,commands:{outputs:[...e],env:[...n],path:[...s],failures:[...o]}}}#g(t){this.#n.
has(t)||(this.#n.add(t),this.#t.push(t))}#f(t){let e=this.#c.read(t);if(e===null||e==="resumed")return;let{command:n,properties:s,
data:o}=e;switch(n){case"stop-commands":{let i=o;if(this.#l||!this.#c.refuses(i)){this.#c.stop(i),i.length>Aa&&this.#g(i);
return}this.#e.failures.push(`unable to process ::stop-commands::: you cannot use an endToken that is an empty string, t\
he string 'pause-logging', or another workflow command (this one is ${i===""?"empty":JSON.stringify(i)}); use a token of\
 your own, such as a random one, or opt into insecure command execution by setting ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TO\
KENS to true (see https://docs.github.com/actions/learn-github-actions/workflow-commands-for-github-actions#example-stop\
ping-and-starting-workflow-commands)`);return}case"add-mask":{let i=Be(o);if(i==="")return;let l=i.split(/[\r\n]+/).map(
Be);for(let a of[i,...l])a!==""&&this.#g(a);return}case"error":case"warning":case"notice":this.#b(n,s,o);return;case"set\
-output":case"save-state":case"set-env":case"add-path":this.#p(n,s,o)}}#p(t,e,n){let s=l=>this.#e.failures.push(`unable \
to process ::${t}::: ${l}`);if((t==="set-env"||t==="add-path")&&!this.#o){s(`the \`${t}\` command is disabled; write to ${t===
"set-env"?lt.env:lt.path} instead, or set ACTIONS_ALLOW_UNSECURE_COMMANDS to true (see https://github.blog/changelog/202\
0-10-01-github-actions-deprecating-set-env-and-add-path-commands/)`);return}if(t==="add-path"){n===""?s("the path is emp\
ty"):this.#e.path.push(n);return}let o=e.get("name");if(o===void 0||o===""){s(`required field 'name' is missing in the ${t}\
 command`);return}if(t==="set-env"){if(Po.has(o.toUpperCase())){this.#r.push({level:"error",message:`can't update ${o} u\
sing ::set-env::`});return}this.#e.env.push([o,n]);return}if(t==="set-output"&&this.#e.outputs.push([o,n]),this.#s.has(t))
return;this.#s.add(t);let i=t==="set-output"?lt.output:lt.state;this.#r.push({level:"warning",message:`the \`${t}\` comma\
nd is deprecated and will be disabled soon; write to ${i} instead (see https://github.blog/changelog/2022-10-11-github-a\
ctions-deprecating-save-state-and-set-output-commands/)`})}#b(t,e,n){if(this.#r.length>=xo){this.#u+=1;return}let s=e.get(
"line"),o=e.get("file")?[e.get("file"),s,s&&e.get("col")].filter(Boolean).join(":"):"",i=e.get("title"),l=d=>Na(this.#a(
d,this.#t).replace(/\r\n|\r|\n/g," ")),a=d=>d===void 0?null:l(d),u=d=>{let p=e.get(d)?.trim();return p!==void 0&&/^[1-9]\d{0,8}$/.
test(p)?Number(p):null},c=`${o?`${o}: `:""}${i?`${i}: `:""}${n}`;this.#r.push({level:t,message:l(c),place:{title:a(i),file:a(
e.get("file")),line:u("line"),end_line:u("endline"),col:u("col"),end_column:u("endcolumn")}})}};function Mo(r,t){if(t.length===
0)return r;let e=new Set(t);return r.replace(/[^\r\n]+/g,n=>jo(n,s=>e.has(Be(s))))}function Ln(r){return jo(r,()=>!0)}var $o=/(?=::add-mask[ :]|##\[add-mask[ \]])/i;
function jo(r,t){return $o.test(r)?r.split($o).map(e=>{let n=Ve(e);return n?.command!=="add-mask"||!t(n.data)?e:n.form===
"v2"?`${e.slice(0,10)}::***`:`${e.slice(0,11)}]***`}).join(""):r}function Na(r){return r.length>Mn?`${r.slice(0,Mn)}\u2026 (${r.
length-Mn} more characters)`:r}function Lo(r,t){let e=[],n=Fn(r.map(o=>Fo(o.container)));n.length>0&&e.push({level:"warning",message:`container: ${n.join(
", ")} ${n.length===1?"is":"are"} not started: baton runs the job's steps on this machine, not in a container`});let s=Fn(
r.flatMap(o=>Ca(o.services)));if(s.length>0){let o=s.length===1;e.push({level:"warning",message:`services: ${s.join(", ")}\
 ${o?"is":"are"} not started: baton starts no containers, and the job's steps run on this machine without ${o?"it":"them"}`})}
for(let o of["Windows","macOS"]){if(o===t)continue;let i=Fn(r.map(l=>Ma(l.runsOn)===o?In(l.runsOn):null));i.length!==0&&
e.push(o==="Windows"?{level:"warning",message:`runs-on: ${i.join(", ")}: runs here, on ${t}, with this machine's shells \
(bash by default, where a Windows runner's is pwsh; shell: cmd and powershell fail here)`}:{level:"info",message:`runs-o\
n: ${i.join(", ")}: runs here, on ${t}, with this machine's shells and tools (bash by default, as on macOS)`})}return e}
function Fo(r){let t=typeof r=="string"?r:Xe(r)&&typeof r.image=="string"?r.image:null;return t===null||t.trim()===""?null:
t}function Ca(r){return typeof r=="string"?r.trim()===""?[]:[r]:Xe(r)?Object.entries(r).flatMap(([t,e])=>Fo(e)===null?[]:
[t]):[]}function Ma(r){for(let t of Io(r)){let e=t.trim().toLowerCase();if(e==="windows"||e.startsWith("windows-"))return"\
Windows";if(e==="macos"||e.startsWith("macos-"))return"macOS"}return null}function Io(r){return typeof r=="string"?[r]:Array.
isArray(r)?r.filter(t=>typeof t=="string"):Xe(r)?Io(r.labels):[]}function In(r){return Array.isArray(r)?`[${r.map(In).join(
", ")}]`:Xe(r)?`{ ${Object.entries(r).map(([t,e])=>`${t}: ${In(e)}`).join(", ")} }`:String(r)}function qe(r){switch(r.kind){case"\
literal":return r.value;case"expression":return r.text;case"sequence":return r.items.map(qe);case"mapping":return Object.
fromEntries(r.entries.map(({key:t,value:e})=>[t,qe(e)]))}}function Fn(r){return[...new Set(r.filter(t=>t!==null))]}function Xe(r){
return typeof r=="object"&&r!==null&&!Array.isArray(r)}var ja="ACTIONS_STEP_DEBUG";function Do(r,t){let e=s=>Object.entries(s).find(([o])=>o.toUpperCase()===ja)?.[1];return(e(
r)??e(t))?.trim().toLowerCase()==="true"}function Wo(r,t){return{os:r.os,arch:r.arch,name:"baton-local",environment:"sel\
f-hosted",tool_cache:r.toolCache,temp:t,workspace:r.workspaceParent,...r.debug?{debug:"1"}:{}}}function Uo(r){return Object.
fromEntries(Object.entries(r).map(([t,e])=>[`RUNNER_${t.toUpperCase()}`,e]))}var ue=class{#t;#n=0;#r=[];constructor(t){this.#t=Math.max(1,Math.floor(t))}async acquire(){this.#n<this.#t?this.#n+=1:await new Promise(
e=>this.#r.push(e));let t=!1;return()=>{if(t)return;t=!0;let e=this.#r.shift();e?e():this.#n-=1}}async run(t){let e=await this.
acquire();try{return await t()}finally{e()}}get active(){return this.#n}};function Ho(r,t,e="timeout-minutes"){let n=Rs(r,e);if("problem"in n)throw new v("timeout-invalid",`${t}: ${n.problem}`);
return n.minutes}function ce(r){return`${r} minute${r===1?"":"s"}`}var La=5,Fa=2**31-1,Ia=6e4;function Wn(r,t,e){return setTimeout(
e,Math.min(r*t,Fa))}function Ye(r,t,e){return{"fail-fast":r.failFast,"job-index":t,"job-total":e,"max-parallel":r.maxParallel??
e}}async function Go(r,t,e){if(!Os(r))throw new Ft("executePlan accepts only a Plan made by buildPlan");return new Un(r,
t,e).run()}var Un=class{#t;#n;#r;#e;#s;#o;#l;#a=new Map;#u=[];#d;#c;#g;#f=new Map;#p;#b;#w;#R=new Map;#y=new Map;#$=new Map;#T=new Map;#v;#x=new Map;#m;#O=new Map;#C=new Map;constructor(t,e,n){
this.#t=t,this.#n=e,this.#r=e.expressions,this.#e=n,this.#s=new ue(n.concurrency),this.#o=n.signal??new AbortController().
signal,this.#l=n.cancel??new AbortController().signal,Dn(0,this.#o,this.#l),this.#d=t.workflow.jobs.map(s=>s.id),this.#c=
new Map(t.jobs.map(s=>[s.id,s])),this.#m=new Map(t.stageMatrices),this.#v=new Set(t.expanded.map(s=>s.id.toLowerCase()));
for(let s of t.legIds.values())for(let o of s)this.#v.add(o.toLowerCase());this.#p=Object.values(n.secrets).filter(s=>s!==
""),this.#b=Do(n.secrets,t.vars),this.#w=n.minuteMs??Ia,this.#g={inputs:t.inputs,secrets:n.secrets,env:{},envFailure:null,
namePrefix:"",cancel:this.#l}}async run(){let t=this.#n.now();this.#i({type:"run-started",run:this.#e.runId,workflow:this.#t.
workflow.name??this.#t.workflow.fileName,jobs:this.#t.jobs.map(o=>({id:o.id,needs:o.needs,legs:o.legs===null?null:o.instances===
null?this.#t.legIds.get(o.id)??null:o.instances.flatMap(i=>this.#t.legIds.get(i.id)??[])}))}),this.#g.envFailure=this.#M(),
await this.#E(this.#t.jobs.filter(o=>o.calledBy===null));let e=await this.#n.settle?.()??null;e!==null&&this.#i({type:"n\
otice",level:"error",job:null,leg:null,message:e});let n=this.#t.jobs.map(o=>{let i=this.#C.get(o.id);return{...this.#a.
get(o.id),legResults:this.#O.get(o.id)??[],...i===void 0?{}:{skipReason:i}}}),s=this.#F()?"cancelled":e!==null||n.some(o=>o.
result==="failure")?"failure":n.some(o=>o.result==="cancelled")?"cancelled":"success";return this.#i({type:"run-finished",
run:this.#e.runId,status:s,duration_ms:Ze(t,this.#n.now())}),{status:s,reason:e,jobs:n,stages:this.#u}}#M(){try{return this.#g.
env=$t(this.#r,this.#t.workflow.env,(t,e)=>({contexts:this.#P(null),where:this.#h(e,`env.${t}`)})),null}catch(t){return st(
t)}}#S(t){return t?.calledBy?this.#f.get(t.calledBy)??this.#g:this.#g}#P(t){let e=this.#S(t);return{github:this.#e.github,
inputs:e.inputs,vars:this.#t.vars,secrets:e.secrets}}async#E(t){let e=new Map;for(let n of t)e.set(n.id,(async()=>{await Promise.
all(n.needs.map(s=>e.get(s))),this.#a.set(n.id,n.call===null?await this.#W(n):await this.#_(n))})());await Promise.all(e.
values())}async#_(t){let e=t.call;if(this.#e.reuse?.has(t.id)){for(let s of e.jobs){let o=this.#c.get(s);this.#a.set(s,o.
call===null?await this.#W(o):await this.#_(o))}return this.#W(t)}let n=await this.#j(t);return this.#y.has(t.id)||this.#B(
e.jobs,n),n}async#j(t){let e=this.#V(t);if(!("contexts"in e))return this.#L(t,t.id,`its calling job ${t.id} did not run \
(${e.result})`),e;let{contexts:n}=e,s,o,i;try{s=t.legs??this.#Y(t,n),i=this.#Z(t,n),o=this.#t.legIds.get(t.id)??vn(t.id,
s,this.#v),t.legs===null&&this.#st(t,o)}catch(l){let a=this.#U(t,st(l));return this.#L(t,t.id,`its calling job ${t.id} f\
ailed before the call started`),a}return t.legs===null&&this.#i({type:"job-legs",job:t.id,legs:o}),this.#K(t,s,o,i,n,{pooled:!1,
outputsOf:l=>l.result==="success"},(l,a,u,c)=>this.#ot(t,l,a,u,s.length,i,n,c))}#st(t,e){if(e.length<2)return;let n=s=>{
for(let o of s){let i=this.#c.get(o),l=i.instances===null?i.stages?.[0]:void 0;if(l!==void 0){let a=o.slice((this.#y.get(
t.id)??t.id).length);throw new v("stage-duplicate",`jobs.${t.job.id}: ${Ns(l,o,e.map(u=>`${u}${a}`))}`,{where:Z(t.workflow.
fileName,t.job.position)})}n(i.call?.jobs??[])}};n(this.#c.get(this.#y.get(t.id)??t.id)?.call?.jobs??[])}async#ot(t,e,n,s,o,i,l,a){
let u=t.call,c=u.workflow.call,d=t.workflow.fileName,p=u.workflow.fileName,f=this.#n.now(),g=this.#S(t),h=Object.keys(e).
length>0,S={...l,matrix:ie(e),strategy:Ye(i,s,o)},w,m=null;try{if(g.envFailure)throw new v("expression-invalid",g.envFailure);
let x=Jr(this.#r,t.job,c,(b,P)=>({contexts:{...S,secrets:{}},where:this.#h(P,`jobs.${t.job.id}.with.${b}`,d)})),O;try{O=
zr(c,x,u.path)}catch(b){throw b instanceof v?new v(b.code,`jobs.${t.job.id}: ${b.message}`,{where:Z(d,t.job.uses?.position??
t.job.position)}):b}let $=t.job.secrets==="inherit"?g.secrets:$t(this.#r,t.job.secrets,(b,P)=>({contexts:S,where:this.#h(
P,`jobs.${t.job.id}.secrets.${b}`,d)})),H=[...new Set(Object.values($))].filter(b=>b!==""&&!this.#p.includes(b));this.#p.
push(...H),H.length>0&&this.#n.addSecrets?.(H);for(let[b,P]of Object.entries($))!H.includes(P)||P.length>=jt.minSecretLength||
this.#i({type:"notice",level:"warning",job:t.id,leg:n,message:`secret ${b} passed to ${u.path} is shorter than ${jt.minSecretLength}\
 characters, so it is not redacted: it will appear wherever a step or agent prints it (a value that short would blank ou\
t ordinary words)`});m=this.#rt(t,h?e:null,S);let K=m??`${g.namePrefix}${t.job.id}${h?Jo(e):""}`;w={inputs:O,secrets:$,env:{},
envFailure:null,namePrefix:`${K} / `,cancel:AbortSignal.any([g.cancel,a])},Dn(0,w.cancel);try{w.env=$t(this.#r,u.workflow.
env,(b,P)=>({contexts:{github:this.#e.github,inputs:O,vars:this.#t.vars,secrets:$},where:this.#h(P,`env.${b}`,p)}))}catch(b){
w.envFailure=st(b)}}catch(x){let O=st(x);return this.#i({type:"notice",level:"error",job:t.id,leg:n,message:O}),this.#i(
{type:"job-finished",job:t.id,leg:n,result:"failure",duration_ms:0,reason:O}),this.#L(t,n,`its calling job ${n} failed b\
efore the call started`),{result:"failure",outputs:{},stages:[]}}this.#f.set(n,w),this.#i({type:"job-started",job:t.id,leg:n,
name:m,matrix:h?e:null});let k=this.#z(t,n);await this.#E(k);let R=k.map(x=>this.#a.get(x.id)).filter(x=>x!==void 0),M=R.
some(x=>x.result==="failure")?"failure":R.some(x=>x.result==="cancelled")||this.#o.aborted?"cancelled":"success",j={};try{
let x=Object.fromEntries(k.map(O=>{let $=this.#a.get(O.id);return[oe(O.id),{result:$?.result??"skipped",outputs:$?.outputs??
{}}]}));j=$t(this.#r,c.outputs,(O,$)=>({contexts:{github:this.#e.github,inputs:w.inputs,vars:this.#t.vars,jobs:x},where:this.#h(
$,`on.workflow_call.outputs.${O}.value`,p)}))}catch(x){M==="success"&&(M="failure"),this.#i({type:"notice",level:"error",
job:t.id,leg:n,message:st(x)})}return this.#G(j,t.id,n),this.#i({type:"job-finished",job:t.id,leg:n,result:M,duration_ms:Ze(
f,this.#n.now())}),{result:M,outputs:j,stages:R.flatMap(x=>x.stages)}}#z(t,e){let n=this.#y.get(t.id)??t.id,s=this.#T.get(
t.id),o=`${n}/`,i=l=>l.startsWith(o)?`${e}/${l.slice(o.length)}`:s?s(l):l;return(this.#c.get(n)?.call?.jobs??[]).map(l=>{
let a=this.#c.get(l),u=i(l);if(this.#$.set(l,[...this.#$.get(l)??[],u]),u===l)return a;let c={...a,id:u,calledBy:e,needs:a.
needs.map(i),upstream:a.upstream.map(i),stageUpstream:a.stageUpstream.map(i),call:a.call&&{...a.call,jobs:a.call.jobs.map(
i)},stages:a.instances?.find(d=>d.id===u)?.stages??null};return this.#c.set(u,c),this.#y.set(u,l),this.#T.set(u,i),c})}#L(t,e,n){
for(let s of this.#z(t,e))this.#i({type:"job-skipped",job:s.id,result:"skipped",reason:n}),this.#a.set(s.id,{id:s.id,result:"\
skipped",outputs:{},stages:[],legs:[]}),s.call!==null&&this.#L(s,s.id,`its calling job ${s.id} did not run (skipped)`)}#B(t,e){
for(let n of t){let s=this.#c.get(n),o=(this.#$.get(n)??[]).map(i=>this.#a.get(i));if(o.length===0){let i=`its calling j\
ob ${s.calledBy} did not run (${e.result})`;this.#i({type:"job-skipped",job:n,result:"skipped",reason:i}),this.#a.set(n,
{id:n,result:"skipped",outputs:{},stages:[],legs:[]})}else(o.length>1||o[0]?.id!==n)&&this.#a.set(n,{id:n,result:zo(o.map(
i=>i.result)),outputs:{},stages:o.flatMap(i=>i.stages),legs:o.flatMap(i=>i.legs)});s.call!==null&&this.#B(s.call.jobs,this.#a.
get(n))}}#G(t,e,n){for(let[s,o]of Object.entries(t))Ne(o,this.#p)&&(delete t[s],this.#i({type:"notice",level:"warning",job:e,
leg:n,message:`skipped output ${s}, since it may contain a secret (as GitHub does): needs.${oe(e)}.outputs.${s} is empty`}))}#F(t){
return(t?this.#I(t):this.#l).aborted||this.#o.aborted}#I(t){return this.#S(t).cancel}#D(t){let e=this.#I(t).reason;return this.#l.
aborted||typeof e!="string"?"the run was cancelled":e}#h(t,e,n=this.#t.workflow.fileName){return t?Z(n,t.position):e}async#W(t){
let e=this.#e.reuse?.get(t.id);if(e){for(let p of e.legs)this.#v.add(p.toLowerCase());this.#i({type:"notice",level:"info",
job:t.id,leg:null,message:"reusing the stored result of this job"});let d=e.legResults??e.legs.map(p=>({leg:p,result:e.result}));
d.length===0&&(e.result==="skipped"||e.result==="cancelled")&&this.#i({type:"job-skipped",job:t.id,result:e.result,reason:e.
skipReason??`${e.result} in the run replayed`});for(let{leg:p,result:f,reason:g,durationMs:h,failedStep:S}of d)this.#i({
type:"job-finished",job:t.id,leg:p,result:f,duration_ms:h??0,...g===void 0?{}:{reason:g},reused:!0,...S===void 0?{}:{failed_step:S}});
return e}let n=this.#V(t);if(!("contexts"in n))return n;let{needs:s,contexts:o}=n,i=d=>this.#U(t,d),l=this.#S(t).envFailure;
if(l)return i(l);let a,u;try{a=t.legs??this.#Y(t,o),u=this.#Z(t,o)}catch(d){return i(st(d))}let c=this.#t.legIds.get(t.id)??
vn(t.id,a,this.#v);t.legs===null&&(this.#i({type:"job-legs",job:t.id,legs:c}),this.#ht(t,a,o));for(let d of this.#it(t,a,
u,o))this.#N(t.id,null,d.level,d.message);return this.#K(t,a,c,u,o,{pooled:!0,outputsOf:()=>!0},(d,p,f,g)=>this.#ct(t,d,
p,f,a.length,u,s,g))}async#K(t,e,n,s,o,i,l){let a=new AbortController;Dn(0,a.signal);let u=this.#I(t),c=u.aborted,d,p=()=>{
if(d===void 0)try{d=Oe(this.#r,t.job.if,{contexts:o,status:this.#H(t),where:Z(t.workflow.fileName,t.job.if.position??t.job.
position)})}catch{d=!1}return d},f=s.maxParallel?new ue(s.maxParallel):null,g=[],h=await Promise.all(e.map(async(w,m)=>{
let k=n[m],R=async()=>{if(this.#o.aborted||u.aborted&&!c&&!p()||a.signal.aborted){let $=a.signal.aborted?"fail-fast: ano\
ther leg of its matrix failed before it started":`${this.#D(t)} before it started`;return this.#i({type:"job-finished",job:t.
id,leg:k,result:"cancelled",duration_ms:0,reason:$}),{result:"cancelled",outputs:{},stages:[]}}let x=await l(w,k,m,a.signal);
if(x.result!=="failure")return x;let O={...o,matrix:ie(w),strategy:Ye(s,m,e.length)};return this.#J(t.job,O,t.id,k,!1,t.
workflow.fileName)?{...x,result:this.#nt(t.id,k)}:(s.failFast&&e.length>1&&a.abort(`fail-fast: another leg of ${t.call===
null?"its matrix":`the call ${t.id}`} failed`),x)},M=()=>f?f.run(R):R(),j=await(i.pooled?this.#s.run(M):M());return g.push(
j),j})),S={};for(let w of g.filter(i.outputsOf))for(let[m,k]of Object.entries(w.outputs))(k!==""||!(m in S))&&(S[m]=k);return{
id:t.id,result:zo(h.map(w=>w.result)),outputs:S,stages:h.flatMap(w=>w.stages),legs:n}}#it(t,e,n,s){let{runsOn:o,container:i,
services:l}=t.job;if(o===null&&i===null&&l===null)return[];let a=(c,d)=>{if(c===null)return null;try{return Dt(this.#r,c,
{contexts:d})}catch{return qe(c)}},u=e.map((c,d)=>{let p={...s,matrix:ie(c),strategy:Ye(n,d,e.length)};return{runsOn:a(o,
p),container:a(i,p),services:a(l,p)}});return Lo(u,this.#e.runner.os)}#N(t,e,n,s){let o=this.#A(t),i=this.#R.get(o)??new Set;
this.#R.set(o,i),!i.has(s)&&(i.add(s),this.#i({type:"notice",level:n,job:t,leg:e,message:s}))}#at(){let t=this.#e.github;
return{repository:typeof t.repository=="string"?t.repository:"",refs:["sha","ref","ref_name","head_ref"].flatMap(e=>{let n=t[e];
return typeof n=="string"&&n!==""?[n]:[]}),workspace:this.#e.runner.workspace}}#lt(t,e){let n=l=>{let a=Object.entries(t.
with).find(([u])=>u.toLowerCase()===l);return a?Rt(this.#r,a[1],e(a[1],`with.${a[0]}`)):""},[s,o,i]=bo.map(n);return{repository:s,
path:o,ref:i}}#V(t){let e=(i,l)=>(this.#i({type:"job-skipped",job:t.id,result:i,reason:l}),{id:t.id,result:i,outputs:{},
stages:[],legs:[]});if(this.#o.aborted)return e("cancelled","the run was cancelled");if(t.skip!==null)return e("skipped",
t.skip);let n=this.#q(t),s={...this.#P(t),needs:n},o;try{o=Oe(this.#r,t.job.if,{contexts:s,status:this.#H(t),where:Z(t.workflow.
fileName,t.job.if.position??t.job.position)})}catch(i){return this.#U(t,st(i))}if(!o&&this.#F(t))return e("cancelled",this.#D(
t));if(!o){let i=t.job.if.text,a=(i===null||t.job.if.implicitSuccess===!0)&&!this.#H(t).success([])?`${this.#ut(t)}${i===
null?"":` (an if: without a status function, such as if: ${i}, means success() && (\u2026))`}`:`if: ${i} was false`;return e(
"skipped",a)}return{needs:n,contexts:s}}#U(t,e){this.#i({type:"notice",level:"error",job:t.id,leg:null,message:e}),this.#i(
{type:"job-finished",job:t.id,leg:t.id,result:"failure",duration_ms:0,reason:e});let n={...this.#P(t),needs:this.#q(t)},
s=this.#J(t.job,n,t.id,t.id,!1,t.workflow.fileName)?this.#nt(t.id,t.id):"failure";return{id:t.id,result:s,outputs:{},stages:[],
legs:[t.id]}}#q(t){let e={};for(let n of t.needs){let s=this.#a.get(n);s&&(e[oe(n)]={result:s.result,outputs:s.outputs})}
return e}#X(t,e){let n=t.id.slice(0,t.id.length-t.job.id.length);return Hr(e.length>0?e.map(s=>`${n}${s}`):t.upstream,s=>this.#c.
get(s)?.call)}#ut(t){let e={failure:"failed",skipped:"was skipped",cancelled:"was cancelled"},n=this.#X(t,[]).flatMap(i=>{
let l=this.#a.get(i)?.result;return l===void 0||l==="success"?[]:[{id:i,said:`${i} ${e[l]}`}]});if(n.length===0)return"a\
 job it needs did not succeed";let s=n.map(i=>i.said).join(", "),o=new Set(t.needs);return n.every(i=>o.has(i.id))?`a jo\
b it needs did not succeed: ${s}`:`a job upstream did not succeed: ${s} (success() counts every job before this one, not\
 only those in needs:)`}#H(t){let e=s=>this.#a.get(s)?.result,n=s=>this.#X(t,s);return{success:s=>!this.#F(t)&&n(s).every(
o=>e(o)==="success"),failure:s=>n(s).some(o=>e(o)==="failure"),cancelled:()=>this.#F(t)}}#Y(t,e){let n=As(t.job.strategy);
if(!n)return[{}];let s=i=>Z(t.workflow.fileName,i),o=Ts(this.#r,n,e,s);return ls(t.id,o,s(n.position),this.#p,{recordsStages:t.
recordsStages}),o}#Z(t,e){let n=t.job.strategy;if(n?.kind!=="mapping")return{failFast:!0,maxParallel:null};let s=Z(t.workflow.
fileName,n.position),o=n.entries.find(u=>u.key==="fail-fast")?.value,i=n.entries.find(u=>u.key==="max-parallel")?.value,
l=o?Dt(this.#r,o,{contexts:e,where:s}):!0,a=i?Number(Dt(this.#r,i,{contexts:e,where:s})):null;return{failFast:l!==!1&&l!==
"false",maxParallel:a!==null&&Number.isFinite(a)&&a>0?a:null}}async#ct(...t){let e=this.#n.legTemp,n=e?await e.open(t[2]):
this.#e.runner.temp;try{return await this.#dt(n,...t)}finally{await e?.close(n)}}async#dt(t,...[e,n,s,o,i,l,a,u]){let c=this.#n.
now(),d=Object.keys(n).length>0,p=e.workflow,f=p.fileName,g=new AbortController,h=AbortSignal.any([this.#o,g.signal]),S=null,
w=[],m=La,k={...this.#e.github,job:e.job.id,...this.#n.eventPath?{event_path:this.#n.eventPath(t)}:{}},R=ie(n),M=Wo({...this.#e.
runner,debug:this.#b},t),j=Ha(k,M,this.#e.runner.workspace),x="success",O=e.job.stageWorkflow?{}:{...this.#S(e).env},$=[],
H={},K=[],b=()=>({...this.#P(e),github:k,needs:a,matrix:R,strategy:Ye(l,o,i),runner:M,env:O,steps:H,job:{status:x}});this.#i(
{type:"job-started",job:e.id,leg:s,name:this.#rt(e,d?n:null,b()),matrix:d?n:null});let P={success:()=>x==="success"&&!this.#o.
aborted,failure:()=>x==="failure",cancelled:()=>this.#o.aborted||x==="cancelled"},_=null,I=new Set,L=C=>(I.add(C),()=>I.
delete(C)),G=C=>{if(_!==null||h.aborted)return;_=C,x="cancelled";let T=m;w.push(Wn(T,this.#w,()=>g.abort(`the job was ca\
ncelled (${C}) and its steps did not finish within its cancel-timeout-minutes (${ce(T)})`))),S&&!this.#tt(S.step,b(),P,e.
id,s,f)&&S.abort.abort(C);for(let W of[...I])W(C)},y=()=>G("fail-fast: another leg of its matrix failed"),A=this.#I(e),F=()=>G(
this.#D(e)),V=null,q={shell:null,workingDirectory:null,shellAt:null};try{O={...O,...$t(this.#r,e.job.env,(vt,J)=>({contexts:b(),
where:this.#h(J,`jobs.${e.job.id}.env.${vt}`,f)}))};let[C,T]=e.job.defaults!==null?[e.job.defaults,`jobs.${e.job.id}.def\
aults.run`]:[p.defaults,"defaults.run"],W=(vt,J)=>{let yt=C?.[vt]??null;if(yt===null)return null;let Ct=this.#h(yt,`${T}\
.${J}`,f),Yt=Rt(this.#r,yt,{contexts:b(),where:Ct});return Yt===""?null:{text:Yt,at:Ct}},dt=W("shell","shell");if(q={shell:dt?.
text??null,shellAt:dt?.at??null,workingDirectory:W("workingDirectory","working-directory")?.text??null},e.job.cancelTimeoutMinutes&&
(m=Ho(Dt(this.#r,e.job.cancelTimeoutMinutes,{contexts:b()}),Z(f,e.job.cancelTimeoutMinutes.position),"cancel-timeout-min\
utes")),e.job.timeoutMinutes){let vt=Z(f,e.job.timeoutMinutes.position),J=Ho(Dt(this.#r,e.job.timeoutMinutes,{contexts:b()}),
vt);w.push(Wn(J,this.#w,()=>{let yt=`the job exceeded its timeout-minutes (${ce(J)})`;_===null&&!h.aborted&&this.#i({type:"\
notice",level:"error",job:e.id,leg:s,message:`${vt}: jobs.${e.id}${d?` (${s})`:""} was cancelled: ${yt}; steps whose if:\
 holds when a job is cancelled (always(), cancelled()) still run`}),G(yt)}))}}catch(C){V=st(C)}if(V)x="failure",this.#i(
{type:"notice",level:"error",job:e.id,leg:s,message:V});else{u.aborted?y():u.addEventListener("abort",y,{once:!0}),A.aborted||
A.addEventListener("abort",F,{once:!0});for(let C of e.steps){if(h.aborted)break;let T=new AbortController;S={step:C.step,
abort:T};let W=await this.#Q(e,C,s,n,d,{contexts:b,stepStatus:P,defaults:j,env:()=>O,path:()=>$,signal:AbortSignal.any([
h,T.signal]),kill:h,onCancel:L},{file:f,runDefaults:q,inComposite:null});S=null,W.envAdded&&(O={...O,...W.envAdded}),W.pathAdded.
length>0&&($=[...W.pathAdded,...$]),C.step.id&&(H={...H,[C.step.id]:{outputs:W.outputs,outcome:W.outcome,conclusion:W.conclusion}}),
K.push(...W.stages),W.conclusion==="failure"&&_===null&&(x="failure")}}u.removeEventListener("abort",y),A.removeEventListener(
"abort",F);for(let C of w)clearTimeout(C);let Q={},gt=null;try{Q=$t(this.#r,e.job.outputs,(C,T)=>({contexts:b(),where:this.#h(
T,`jobs.${e.job.id}.outputs.${C}`,f)}))}catch(C){x="failure",gt=st(C),this.#i({type:"notice",level:"error",job:e.id,leg:s,
message:gt})}this.#G(Q,e.id,s);let D=this.#o.aborted||g.signal.aborted?"cancelled":x,E=D==="failure"?V??gt:null;return this.#i(
{type:"job-finished",job:e.id,leg:s,result:D,duration_ms:Ze(c,this.#n.now()),...E===null?{}:{reason:E}}),{result:D,outputs:Q,
stages:K}}async#Q(t,e,n,s,o,i,l){let{step:a,action:u}=e,c=l.file,d=this.#n.now(),p=a.action??a.id??"__run",f=y=>{let A=i.
contexts();return{...A,github:{...A.github,action:p},env:y}},g={},h=null;try{g=$t(this.#r,a.env,(y,A)=>({contexts:f(i.env()),
where:this.#h(A,`env.${y}`,c),...this.#k()}))}catch(y){h=st(y)}let S=this.#gt(a,f({...i.env(),...g})),w=l.inComposite?`${l.
inComposite.name} \u203A ${S}`:S,m=l.inComposite?.index??a.index,k={job:t.id,leg:n,step:m,name:w},R=y=>{l.inComposite||this.#i(
y)},M=(y,A,F,V={})=>{let q=y==="failure"?V.outputTail??null:null;return R({type:"step-finished",...k,outcome:y,conclusion:A,
duration_ms:Ze(d,this.#n.now()),message:F,...q===null?{}:{output_tail:q}}),{outcome:y,conclusion:A,message:F,outputTail:q,
outputs:V.outputs??{},envAdded:V.envAdded??null,pathAdded:V.pathAdded??[],stages:V.stages??[]}},j;try{if(h!==null)throw new v(
"expression-invalid",h);j=this.#et(a,f({...i.env(),...g}),i.stepStatus,c)}catch(y){return R({type:"step-started",...k}),
{...M("failure","failure",st(y)),notEvaluated:!0}}if(!j)return R({type:"step-finished",...k,outcome:"skipped",conclusion:"\
skipped",duration_ms:0,message:null}),{outcome:"skipped",conclusion:"skipped",message:null,outputTail:null,outputs:{},envAdded:null,
pathAdded:[],stages:[]};R({type:"step-started",...k});let x="success",O=null,$=null,H={},K=null,b=[],P=[],_={...i.defaults,
GITHUB_ACTION:p},I=i.signal,L;try{let y={...i.env(),...g},A=()=>f(y),F=null,V=Z(c,a.timeoutMinutes?.position??a.position);
if(a.timeoutMinutes){let D=null;try{let E=Dt(this.#r,a.timeoutMinutes,{contexts:A(),where:V,...this.#k()}),C=$s(E);C===null?
D=xs(E):F=C.minutes}catch(E){D=E instanceof v?E.message:st(E)}D!==null&&this.#i({type:"notice",level:"warning",job:t.id,
leg:n,message:`${V}: step ${m+1} (${w}): an error occurred when attempting to determine the step timeout: ${D}; the step\
 runs without a timeout, as on GitHub`})}if(F!==null){let D=new AbortController;I=AbortSignal.any([i.signal,D.signal]);let E={
minutes:F,up:!1,timer:void 0};E.timer=Wn(F,this.#w,()=>{I.aborted||(E.up=!0,this.#i({type:"notice",level:"warning",job:t.
id,leg:n,message:`${V}: step ${m+1} (${w}) exceeded its timeout-minutes (${ce(F)}): stopping it`}),D.abort(`the step exc\
eeded its timeout-minutes (${ce(F)})`))}),L=E}let q=u.kind==="run"?await this.#n.createStepFiles?.():void 0,Q=(D,E)=>({contexts:Co(
A(),q),where:this.#h(D,E,c),...this.#k()}),gt=a.workingDirectory!==null?Rt(this.#r,a.workingDirectory,Q(a.workingDirectory,
"working-directory")):l.runDefaults.workingDirectory;switch(u.kind){case"run":{let D=Rt(this.#r,a.run,Q(a.run,"run")),E=a.
shell!==null?Rt(this.#r,a.shell,Q(a.shell,"shell")):l.runDefaults.shell,C=cs(E);if(C!==null&&this.#e.runner.os!=="Window\
s")throw new v("shell-unavailable",ds(C,this.#e.runner.os),{where:a.shell?Z(c,a.shell.position):l.runDefaults.shellAt??c});
let T=await this.#n.runScript({job:this.#A(t.id),leg:n,step:m,name:w,script:D,shell:E,workingDirectory:gt,defaults:_,env:y,
path:i.path(),files:q,signal:I,kill:i.kill});for(let J of T.masks??[])this.#p.includes(J)||this.#p.push(J);for(let J of T.
annotations??[])this.#i({type:"notice",level:J.level==="notice"?"info":J.level,job:t.id,leg:n,message:`step ${m+1}: ${J.
message}`,...J.place?{annotation:{step:m+1,...J.place}}:{}});let W=T.commands??{outputs:[],env:[],path:[],failures:[]};H=
Object.fromEntries([...W.outputs,...jn(T.files.output,lt.output)]);let dt=Eo(T.files.env,lt.env);for(let J of dt.refused)
this.#i({type:"notice",level:"error",job:t.id,leg:n,message:`step ${m+1}: ${J}`});let vt=[...W.env,...dt.pairs];vt.length>
0&&(K=Object.fromEntries(vt)),b=[...Ao(T.files.path),...[...W.path].reverse()],T.summaryBytes!==void 0?this.#i({type:"no\
tice",level:"error",job:t.id,leg:n,message:`step ${m+1}: ${Oo(T.summaryBytes)}`}):T.files.summary.trim()!==""&&this.#n.summary?.(
this.#A(t.id),n,T.files.summary);for(let J of W.failures)this.#i({type:"notice",level:"error",job:t.id,leg:n,message:`st\
ep ${m+1}: ${J}`});T.exitCode===0&&W.failures.length>0&&(x="failure",O=W.failures.join("; ")),T.exitCode!==0&&(x=i.signal.
aborted?"cancelled":"failure",O=T.exitCode===null?`ended by ${T.signal??"a signal"}`:`exited with code ${T.exitCode}`,I.
aborted&&typeof I.reason=="string"&&(O+=`: ${I.reason}`)),T.output!==void 0&&($=Ua(T.output));break}case"baton":{let D=$t(
this.#r,a.with,(C,T)=>Q(T,`with.${C}`)),E=await this.#n.runAction({action:u.action,job:this.#A(t.id),leg:n,step:m,stepId:a.
id,matrix:o?s:null,inputs:D,defaults:_,env:y,path:i.path(),workingDirectory:gt,upstream:this.#pt(t),needsFacts:this.#t.needsFacts.
get(t.id),jobIds:this.#d,secrets:this.#p,stageJob:oe(t.id),signal:I});H=E.outputs,Object.keys(E.env).length>0&&(K=E.env),
E.summary.trim()!==""&&this.#n.summary?.(this.#A(t.id),n,E.summary);for(let{warnings:C=[],...T}of E.recorded){this.#u.push(
{job:this.#A(t.id),leg:n,...T}),P.includes(T.stage)||P.push(T.stage),this.#i({type:"stage-recorded",job:t.id,leg:n,...T});
for(let W of C)this.#i(Ja(t.id,n,T,W))}E.ok||(x=i.signal.aborted?"cancelled":"failure",O=E.message);break}case"noop":{let D=u.
action==="checkout"?So(a.uses?.text??"actions/checkout",this.#lt(a,Q),this.#at()):null;D!==null&&this.#N(t.id,n,"warning",
D),O=D??`${a.uses?.text}: no-op here (${u.reason})`;break}case"local":{let D=this.#n.loadAction?await this.#n.loadAction(
u.path):null;if(D?.kind!=="composite"){let C=`${u.path} ${D?`is a ${D.using} action, which`:""} cannot run locally; step\
 skipped`.replace("  "," ");return this.#N(t.id,n,"warning",C),M("skipped","skipped",C)}let E=await this.#ft(t,n,s,o,D,{
uses:u.path,depth:(l.inComposite?.depth??0)+1,index:m,name:w,with:$t(this.#r,a.with,(C,T)=>Q(T,`with.${C}`)),contexts:A,
stepStatus:i.stepStatus,defaults:_,env:y,overrides:g,path:i.path(),signal:I,kill:i.kill,onCancel:i.onCancel});H=E.outputs,
Object.keys(E.envAdded).length>0&&(K=E.envAdded),b=E.pathAdded,P.push(...E.stages),E.outcome!=="success"&&(x=E.outcome,O=
E.message,$=E.outputTail);break}case"skip":return this.#N(t.id,n,"warning",u.notice),M("skipped","skipped",u.notice);default:
dn(u,"step action")}}catch(y){x=i.signal.aborted?"cancelled":"failure",O=st(y),y instanceof v||this.#i({type:"notice",level:"\
error",job:t.id,leg:n,message:`internal error: ${O}`})}L&&(clearTimeout(L.timer),L.up&&!i.signal.aborted&&(x="failure",O=
`${Z(c,a.timeoutMinutes?.position??a.position)}: the step timed out after ${ce(L.minutes)} (timeout-minutes)`));let G=x;
return x==="failure"&&this.#J(a,i.contexts(),t.id,n,!0,c)&&(G="success"),M(x,G,O,{outputs:H,envAdded:K,pathAdded:b,stages:P,
outputTail:$})}async#ft(t,e,n,s,o,i){if(i.depth-1>On)throw new v("action-invalid",`${i.uses}: composite action depth exc\
eeded max depth ${On}, as on GitHub (does it use itself?)`,{where:o.file});let l=o.directory,a=i.contexts(),u={...a.github,
action_path:l},c=Object.fromEntries(Object.entries(i.with).map(([b,P])=>[b.toLowerCase(),P])),d={...c},p=new Set(o.inputs.
map(b=>b.id.toLowerCase())),f=Object.keys(c).filter(b=>!p.has(b));f.length>0&&this.#N(t.id,e,"warning",`step ${i.index+1}\
: unexpected input(s) ${f.map(b=>`'${b}'`).join(", ")} of ${i.uses}, valid inputs are [${[...p].map(b=>`'${b}'`).join(",\
 ")}]`);for(let b of o.inputs){let P=b.id.toLowerCase();Object.hasOwn(c,P)?d[P]=c[P]:b.default?d[P]=Rt(this.#r,b.default,
{contexts:{...a,github:u},where:this.#h(b.default,`inputs.${b.id}.default`,o.file),...this.#k()}):d[P]=""}let g={...i.env},
h=[...i.path],S={},w=[],m={},k=null,R=[],M=()=>({...i.contexts(),github:{...u,action_status:k===null?"success":"failure"},
inputs:d,steps:m,env:g}),j={success:()=>k===null&&!i.stepStatus.cancelled(),failure:()=>k!==null,cancelled:()=>i.stepStatus.
cancelled()},x={...i.defaults,GITHUB_ACTION_PATH:l};for(let b of o.steps){if(i.signal.aborted)break;let P=new AbortController,
_=i.onCancel(L=>{this.#tt(b,M(),j,t.id,e,o.file)||P.abort(L)}),I;try{I=await this.#Q(t,{step:b,action:Ir(b)},e,n,s,{contexts:M,
stepStatus:j,defaults:x,env:()=>g,path:()=>h,signal:AbortSignal.any([i.signal,P.signal]),kill:i.kill,onCancel:i.onCancel},
{file:o.file,runDefaults:{shell:null,workingDirectory:null,shellAt:null},inComposite:{index:i.index,name:i.name,depth:i.
depth}})}finally{_()}if(I.envAdded&&(g={...g,...I.envAdded,...i.overrides},Object.assign(S,I.envAdded)),I.pathAdded.length>
0&&(h=[...I.pathAdded,...h],w.unshift(...I.pathAdded)),b.id&&(m={...m,[b.id]:{outputs:I.outputs,outcome:I.outcome,conclusion:I.
conclusion}}),R.push(...I.stages),I.conclusion!=="success"&&I.conclusion!=="skipped"&&k===null&&(k=I),I.notEvaluated)break}
let O={},$=null;try{O=$t(this.#r,Object.fromEntries(o.outputs.flatMap(b=>b.value?[[b.id,b.value]]:[])),(b,P)=>({contexts:M(),
where:this.#h(P,`outputs.${b}.value`,o.file),...this.#k()}))}catch(b){$=st(b)}let H=i.signal.aborted?"cancelled":k!==null?
k.conclusion:$!==null?"failure":"success",K=k?`${i.uses}: ${k.message??k.conclusion}`:$!==null?`${i.uses}: ${$}`:null;return{
outcome:H,message:K,outputTail:k?.outputTail??null,outputs:O,envAdded:S,pathAdded:w,stages:R}}#tt(t,e,n,s,o,i=this.#t.workflow.
fileName){try{return this.#et(t,e,n,i)}catch(l){return this.#i({type:"notice",level:"error",job:s,leg:o,message:`${st(l)}\
; the step is stopped with its cancelled job`}),!1}}#et(t,e,n,s=this.#t.workflow.fileName){return Oe(this.#r,t.if,{contexts:e,
status:n,where:Z(s,t.if.position??t.position),...this.#k()})}#k(){return this.#n.host?{host:this.#n.host}:{}}#nt(t,e){return this.#i(
{type:"notice",level:"warning",job:t,leg:e,message:"failed, and the job has continue-on-error: the jobs that need it see\
 success, and the run does not fail for it"}),"success"}#J(t,e,n,s,o=!1,i=this.#t.workflow.fileName){let l=t.continueOnError;
if(typeof l=="boolean")return l;let a;try{let u=Rt(this.#r,l,{contexts:e,where:this.#h(l,"continue-on-error",i),...o?this.#k():
{}});if(u==="true"||u==="false")return u==="true";a=`${this.#h(l,"continue-on-error",i)}: continue-on-error must be true\
 or false, got ${JSON.stringify(u)}; the failure stands`}catch(u){a=`${st(u)}; the failure stands (continue-on-error)`}return this.#i(
{type:"notice",level:"error",job:n,leg:s,message:a}),!1}#pt(t){let e=this.#c;return Ds(t.stageUpstream,n=>(e.has(n)?Cs(e.
get(n),e):[n]).flatMap(s=>[e.get(s)?.stages,this.#x.get(s),this.#a.get(s)?.stages]),{shownJob:n=>this.#A(n),matrixOf:n=>this.#m.
get(n),placeOf:Es(this.#t,t)})}#ht(t,e,n){let s=_s(this.#r,t,e,n,this.#p);if(s!==null){this.#x.set(t.id,s.map(({stage:o})=>o));
for(let{stage:o,leg:i}of s)Object.keys(i).length>0&&this.#m.set(o,i)}}#rt(t,e,n){let s=t.job.name,o=t.calledBy===null?"":
this.#S(t).namePrefix;if(!s&&o==="")return null;let i=t.job.id,l=!1;if(s){try{i=Rt(this.#r,s,{contexts:n,...this.#k()})}catch{
i=s.text}l=s.expression!==null&&this.#r.facts(s.expression).paths.some(a=>a[0]==="matrix")}return e&&!l&&(i+=Jo(e)),Ln(`${o}${i}`)}#gt(t,e){
return Ln(this.#mt(t,e))}#mt(t,e){if(t.name)try{return Rt(this.#r,t.name,{contexts:e,...this.#k()})}catch{return t.name.
text}if(t.uses)return`Run ${t.uses.text}`;let n=t.run?.text??"";if(t.run)try{n=Rt(this.#r,t.run,{contexts:e,...this.#k()})}catch{}
return`Run ${n.trimStart().split(/\r|\n/)[0]?.trim()??""}`}#i(t){let e=this.#n.now().toISOString(),n="job"in t&&t.job!==
null?this.#y.get(t.job):void 0,s;if(n===void 0)s={...t,at:e};else if(t.type==="job-skipped")s={...t,type:"job-finished",
job:n,leg:t.job,duration_ms:0,at:e};else if(t.type==="notice"&&t.leg===null)s={...t,job:n,leg:t.job,at:e};else if(t.type!==
"job-legs")s={...t,job:n,at:e};else return;if(s.type==="job-skipped")this.#C.set(s.job,s.reason);else if(s.type==="job-f\
inished"){let o=this.#O.get(s.job)??[];o.push({leg:s.leg,result:s.result,...s.reason===void 0?{}:{reason:s.reason}}),this.#O.
set(s.job,o)}this.#n.emit(s)}#A(t){return this.#y.get(t)??t}};function Da(r){return typeof r=="string"?r:JSON.stringify(
r)}function Jo(r){return` (${Object.values(r).map(Da).join(", ")})`}function zo(r){return r.includes("failure")?"failure":
r.includes("cancelled")?"cancelled":r.every(t=>t==="skipped")?"skipped":"success"}var Bo={lines:10,bytes:2048},Wa=new Set(
["error","warning","notice"]);function Ua(r){let t=[],e=new le;for(let n of r.split(/\r?\n/)){let s=Cr(n),o=e.read(s);if(o===
"resumed")continue;if(o===null){t.push(s);continue}let{command:i,data:l}=o;i==="stop-commands"?e.stop(l):Wa.has(i)?t.push(
`${i[0].toUpperCase()}${i.slice(1)}: ${l}`):i==="group"&&t.push(l)}return pr(t.join(`
`),Bo.lines,Bo.bytes)}function Ha(r,t,e){let n=o=>String(r[o]??""),s=o=>r[o]===void 0?{}:{[`GITHUB_${o.toUpperCase()}`]:n(
o)};return{...s("event_path"),...s("actor_id"),...s("repository_id"),...s("repository_owner_id"),...s("ref_protected"),...s(
"retention_days"),GITHUB_ACTIONS:"true",GITHUB_WORKFLOW:n("workflow"),GITHUB_WORKFLOW_REF:n("workflow_ref"),GITHUB_WORKFLOW_SHA:n(
"workflow_sha"),GITHUB_RUN_ID:n("run_id"),GITHUB_RUN_NUMBER:n("run_number"),GITHUB_RUN_ATTEMPT:n("run_attempt"),GITHUB_JOB:n(
"job"),GITHUB_REPOSITORY:n("repository"),GITHUB_REPOSITORY_OWNER:n("repository_owner"),GITHUB_SHA:n("sha"),GITHUB_REF:n(
"ref"),GITHUB_REF_NAME:n("ref_name"),GITHUB_REF_TYPE:n("ref_type"),GITHUB_HEAD_REF:n("head_ref"),GITHUB_BASE_REF:n("base\
_ref"),GITHUB_EVENT_NAME:n("event_name"),GITHUB_ACTOR:n("actor"),GITHUB_TRIGGERING_ACTOR:n("triggering_actor"),GITHUB_SERVER_URL:n(
"server_url"),GITHUB_API_URL:n("api_url"),GITHUB_GRAPHQL_URL:n("graphql_url"),GITHUB_WORKSPACE:e,...Uo(t)}}function Ja(r,t,e,n){
let{stage:s,attempt:o}=e,i=`stage ${s}${o>1?` attempt ${o}`:""}`;return{type:"notice",level:"warning",job:r,leg:t,message:`${i}\
: ${n.path==="$"?n.message:Vt(n)}`,problem:{stage:s,attempt:o,code:n.code,path:n.path}}}function st(r){return r instanceof
v?r.where?`${r.where}: ${r.message}`:r.message:r instanceof Error?r.message:String(r)}function Ze(r,t){return Math.max(0,
Math.round(t.getTime()-r.getTime()))}function Ko(r,t,e,n){let s=c=>c!==void 0&&c!=="*"&&c!=="GITHUB_TOKEN"&&!e.has(c),o=c=>{if(c[0]==="github")return c[1]===
"token"&&c.length===2;if(c[0]==="vars")return c[1]!==void 0&&c[1]!=="*"&&!n.has(c[1].toUpperCase());if(c[0]!=="secrets")
return!1;let d=c[1]?.toUpperCase();return d==="GITHUB_TOKEN"?!e.has(d):s(d)},i=c=>c==="other"||c.some(d=>!o(d)),l=new Map,
a=c=>{if(c===null||c.expression===null)return;let d=t.facts(c.expression);d.paths.forEach((p,f)=>{let g=p[0]==="secrets"?
p[1]?.toUpperCase():void 0;if(!s(g))return;let h=i(d.fallbacks[f]??[]),S=l.get(g);S===void 0?l.set(g,{name:g,where:Z(r.fileName,
c.position),fallsBack:h}):S.fallsBack&&!h&&l.set(g,{name:g,where:Z(r.fileName,c.position),fallsBack:h})})},u=c=>{for(let d of Object.
values(c))a(d)};u(r.env);for(let c of r.jobs){u(c.env),c.secrets!=="inherit"&&u(c.secrets);for(let d of c.steps)u(d.env),
u(d.with),a(d.run)}return[...l.values()]}var za=["[skip ci]","[ci skip]","[no ci]","[skip actions]","[actions skip]"],Ba=["skip-checks: true","skip-checks:true"],
Ga=/^(?:[A-Za-z0-9][A-Za-z0-9-]*:|\s+\S)/;function Vo(r){let t=za.find(a=>r.includes(a));if(t!==void 0)return{kind:"inst\
ruction",text:t};let e=r.trimEnd().split(/\r?\n/),n=e.at(-1)??"",s=Ba.find(a=>a===n);if(s===void 0)return null;let o=a=>a!==
void 0&&a.trim()==="",i=e.length-1;for(;i>0&&!o(e[i-1]);)i--;return e.slice(i).every(a=>Ga.test(a))&&o(e[i-1])&&o(e[i-2])?
{kind:"trailer",text:s}:null}function qo(r,t,e,n=!1,s){return Ka(r,t,e,n)??Va(r,t,e,s)}function Ka(r,t,e,n){let s=r.on[t];if(s===null||typeof s!="obj\
ect"||Array.isArray(s))return null;let o=s,i=Le(o.types),l=e.action;if(i!==null&&i.length>0&&typeof l=="string"&&!i.includes(
l))return`the event's action ${l} is none of on.${t}.types (${i.join(", ")}): GitHub would not run this workflow for it`;
if(t==="push"){let a=typeof e.ref=="string"?e.ref:"";return a.startsWith("refs/tags/")?Hn(o,"push","tags","branches",a.slice(
10),"tag"):a.startsWith("refs/heads/")?Hn(o,"push","branches","tags",a.slice(11),"branch"):null}if((t==="pull_request"||
t==="pull_request_target")&&!n){let a=e.pull_request?.base?.ref;return typeof a=="string"?Hn(o,t,"branches",null,a,"base\
 branch"):null}return null}function Va(r,t,e,n){if(!Object.hasOwn(r.on,t))return null;let s,o;if(t==="push")s=e.head_commit?.
message,o="the push's head commit";else if(t==="pull_request"){let a=e.pull_request?.head?.sha;if(n===void 0||a!==n.sha)
return null;s=n.message,o=`the pull request's head commit (${n.sha.slice(0,7)}, HEAD here)`}else return null;let i=typeof s==
"string"?Vo(s):null;if(i===null)return null;let l=i.kind==="trailer"?`ends with the trailer ${i.text}`:`holds ${i.text}`;
return`${o} message ${l}: GitHub would not run this workflow for it`}function Hn(r,t,e,n,s,o){let i=Le(r[e]),l=Le(r[`${e}\
-ignore`]),a="GitHub would not run this workflow for it";return i!==null?ys(s,i)?null:`the ${o} ${s} matches none of on.${t}\
.${e} (${i.join(", ")}): ${a}`:l!==null?bs(s,l)?null:`the ${o} ${s} matches on.${t}.${e}-ignore (${l.join(", ")}): ${a}`:
n!==null&&(r[n]!==void 0||r[`${n}-ignore`]!==void 0)?`on.${t} filters ${n} only, so a push of a ${o} (${s}) does not sta\
rt it: ${a}`:null}var qa=new TextEncoder,Xa=new TextDecoder("utf-8",{ignoreBOM:!0}),de=class{#t;#n;#r;#e=new Map;constructor(t){this.#t=t}async put(t){
let e=await this.#l(),n=await this.#t.put(t),s={stage:n.stage,attempt:n.attempt,runAttempt:n.runAttempt},o=e.get(n.stage)??
[];o.some(l=>Te(l,s)===0)||o.push(s),o.sort(Te),e.set(n.stage,o);let i={record:JSON.parse(Xr(t.record)),prompt:Xa.decode(
qa.encode(t.prompt)),handoff:JSON.parse(Yr(t.handoff)),recordSha256:n.recordSha256};return this.#e.set(Xo(s),Promise.resolve(
i)),n}get(t){return this.#s(e=>{let n=e.get(t)?.at(-1);return n===void 0?Promise.resolve(void 0):this.#o(n)})}getAttempt(t,e,n=1){
return this.#s(s=>{let o=s.get(t)?.find(i=>i.attempt===e&&i.runAttempt===n);return o?this.#o(o):Promise.resolve(void 0)})}#s(t){
return this.#r?t(this.#r):this.#l().then(t)}#o(t){let e=Xo(t),n=this.#e.get(e);return n||(n=this.#t.getAttempt(t.stage,t.
attempt,t.runAttempt),n.catch(()=>this.#e.delete(e)),this.#e.set(e,n)),n}async list(){return[...(await this.#l()).values()].
flat().sort(_e)}#l(){return this.#n??=this.#t.list().then(t=>{let e=new Map;for(let{stage:n,attempt:s,runAttempt:o}of t)
e.set(n,[...e.get(n)??[],{stage:n,attempt:s,runAttempt:o}]);for(let n of e.values())n.sort(Te);return this.#r=e,e}),this.#n}};
function Xo(r){return`${r.stage}\0${r.runAttempt}\0${r.attempt}`}var Et=At(Qt(),1);var Qe=class{path;#t;#n;#r=null;#e=!1;constructor(t){this.path=t,this.#t=(0,Et.openSync)(t,"a",420),this.#n=(0,Et.fstatSync)(
this.#t).size}write(t){if(this.#r!==null||this.#e)return;let e=Buffer.from(`${JSON.stringify(t)}
`);try{for(let n=0;n<e.length;)n+=(0,Et.writeSync)(this.#t,e,n,e.length-n);this.#n+=e.length}catch(n){try{(0,Et.ftruncateSync)(
this.#t,this.#n)}catch{}this.#r=ae(this.path,"the run's events",n)}}get failure(){return this.#r}close(){this.#e||(this.#e=
!0,(0,Et.closeSync)(this.#t))}};var Pi=At(Ee(),1),U=At(Qt(),1);import{appendFile as Cu,mkdtemp as Mu,open as Ei,readFile as ju,rm as Lu,writeFile as Fu}from"node:fs/promises";
import{delimiter as Iu,dirname as Du,join as kt,relative as Wu,resolve as Uu}from"node:path";var Yo=65536,fe=4096,Ya=/^\s*(?:[A-Za-z0-9+/=]*|[A-Za-z][A-Za-z0-9-]*: .*)\s*$/;function Za(r){let t=Mr(r);return!kn(r)&&
!kn(t)&&!Ya.test(t)}var tn=class{#t;#n;#r=new Map;constructor(t,e){this.#t=t,this.#n=e}push(t,e="stdout"){let n=this.#e(
e),s=n.partial+t,o=s.endsWith("\r")?s.length-1:s.length,i=s.slice(0,o).split(/\r\n|\r|\n/);n.partial=(i.pop()??"")+s.slice(
o);for(let l of i)this.#s(n,l);n.partial.length>Yo&&(n.overlong||(this.#o(n,n.partial.slice(0,fe)),n.overlong=!0),n.inKey=
Ut(n.partial,n.inKey),n.partial=n.partial.slice(-fe))}flush(){for(let t of this.#r.values())t.overlong||this.#o(t,t.partial.
replace(/\r$/,"").slice(0,fe))}end(){for(let t of this.#r.values())t.partial!==""&&this.#s(t,t.partial),t.partial="",this.#o(
t,"")}#e(t){let e=this.#r.get(t);return e||(e={partial:"",held:null,previous:"",inKey:!1,overlong:!1},this.#r.set(t,e)),
e}#s(t,e){if(e.length>Yo&&!t.overlong&&(this.#o(t,e.slice(0,fe)),t.overlong=!0),t.overlong){t.overlong=!1,t.inKey=Ut(e,t.
inKey),t.previous=t.inKey?"":e.slice(-fe);return}if(t.inKey&&Za(e)&&(t.inKey=!1),t.inKey||as(e)){t.inKey||this.#o(t,""),
t.inKey=Ut(e,t.inKey),t.previous=t.inKey?"":e;return}this.#o(t,e),t.held=e}#o(t,e){let n=t.held;if(t.held=null,n===null)
return;let s=rt(`${t.previous}
${n}
${e}`,this.#t()),o=s.text.split(`
`),i=o.length===3?o[1]??"":br(s.redactions[0]?.kind??"secret-value");t.previous=n,i.trim()!==""&&this.#n(i)}};var Zo=["comment","summary","both"],Qa=/^[A-Za-z0-9_.-]{1,64}$/;function zn(r){let t=(r[Y.mode]??"").trim()||"both";if(!Zo.
includes(t))throw new v("input-invalid",`must be one of ${Zo.join(", ")}; got "${t}"`,{where:Y.mode});return t}function Bn(r,t){
let e=zn(r),n=(r[Y.key]??"").trim()||Gs;if(!Qa.test(n))throw new v("input-invalid",`must be 1 to 64 letters, digits, '.'\
, '_' or '-' (it names the sticky comment); got "${n}"`,{where:Y.key});let s=el(r[Y.includeDetail]??"",Y.includeDetail,!1),
o=null;if(e!=="summary"){let i=(r[Y.issueNumber]??"").trim();if(i!==""){if(!/^[1-9]\d{0,9}$/.test(i))throw new v("input-\
invalid",`must be the number of an issue or pull request, like 42; got "${i}"`,{where:Y.issueNumber});o=Number(i)}else if(o=
tl(t.payload),o===null)throw new v("issue-number-missing",`there is no issue or pull request to comment on: the triggeri\
ng event (${t.name||"unknown"}) is not about one. Set the issue-number input, or use mode: summary`,{where:Y.issueNumber})}
return{mode:e,key:n,includeDetail:s,issueNumber:o}}function tl(r){let t=pe(r);if(!t)return null;let e=Jn(pe(t.pull_request)?.
number)??Jn(pe(t.issue)?.number);if(e!==null)return e;for(let n of["workflow_run","check_run","check_suite"]){let s=pe(t[n])?.
pull_requests;if(Array.isArray(s)&&s.length===1){let o=Jn(pe(s[0])?.number);if(o!==null)return o}}return null}function el(r,t,e){let n=r.trim();if(n==="")return e;if(["true","True","TRUE"].includes(n))return!0;if(["false","False",
"FALSE"].includes(n))return!1;throw new v("input-invalid",`must be true or false; got "${n}"`,{where:t})}function pe(r){
return r!==null&&typeof r=="object"&&!Array.isArray(r)?r:null}function Jn(r){return typeof r=="number"&&Number.isInteger(
r)&&r>0?r:null}var nl={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\u274C"};function Qo(r){let{record:t,handoff:e}=r,
n=l=>Bs(l,r)||" ",s=[["status",`${t.status} (${t.outcome.reason})`],["attempt",String(t.attempt)],["exit code",t.agent.exit_code===
null?"none":String(t.agent.exit_code)],["duration",`${(t.agent.duration_ms/1e3).toFixed(1)} s`],["handoff",t.present&&t.
digests.handoff?`present, sha256 ${t.digests.handoff.slice(0,12)}`:"none"]];e?.next&&s.push(["next",e.next.stage]),r.notStored!==
void 0?s.push(["artifact","not stored"]):r.artifactName&&s.push(["artifact",r.artifactName]);let o=[];o.push([`### ${nl[t.
status]} baton stage \`${t.stage}\``,"","| | |","|---|---|",...s.map(([l,a])=>`| ${l} | ${n(a)} |`)].join(`
`)),r.notStored!==void 0&&o.push(`${zs(rl(r.notStored),r)}. No later stage can read this record or its handoff; it is sh\
own here only.`),t.outcome.message&&o.push(An(t.outcome.message,r)),e&&o.push(["#### Summary","",An(e.summary,r)].join(`\

`));let i=Object.entries(e?.data??{});return i.length>0&&o.push(["#### Data","","| key | value |","|---|---|",...i.map(([
l,a])=>`| ${n(l)} | ${n(a)} |`)].join(`
`)),t.problems.length>0&&o.push(["#### Problems","","| severity | code | where | message |","|---|---|---|---|",...t.problems.
map(l=>`| ${l.severity} | ${n(l.code)} | ${n(l.path)} | ${n(l.message)} |`)].join(`
`)),sl(o,r.notStored===void 0?r.artifactName:void 0)}function rl(r){return r.charAt(0).toUpperCase()+r.slice(1)}function sl(r,t){
let e=`_Cut to fit the step summary; the full record is in ${t?`artifact ${t}`:"the stage record"}._`,n=bt.stepSummaryBytes-
fn(e)-4,s=[],o=0;for(let i of r){let l=fn(i)+2;if(o+l>n){s.push(e);break}s.push(i),o+=l}return`${s.join(`

`)}
`}function ti(r,t){return rt(r,t).redactions.length===0?r:`${Js(r.trimEnd(),t)}
`}var Zn=At(Ee(),1),ht=At(Qt(),1);import{homedir as wu}from"node:os";import{dirname as Si,isAbsolute as yu,join as bu,resolve as tr,
sep as rn}from"node:path";var ei=(r,t,e)=>{let n,s,o,i,l,a=e.indexOf(r),u=e.indexOf(t,a+1),c=a;if(a>=0&&u>0){if(r===t)return[a,u];for(n=[],o=e.length;c>=
0&&!l;){if(c===a)n.push(c),a=e.indexOf(r,c+1);else if(n.length===1){let d=n.pop();d!==void 0&&(l=[d,u])}else s=n.pop(),s!==
void 0&&s<o&&(o=s,i=u),u=e.indexOf(t,c+1);c=a<u&&a>=0?a:u}n.length&&i!==void 0&&(l=[o,i])}return l};var ni="\0SLASH"+Math.random().toFixed(16)+"\0",ri="\0OPEN"+Math.random().toFixed(16)+"\0",en="\0CLOSE"+Math.random().toFixed(
16)+"\0",si="\0COMMA"+Math.random().toFixed(16)+"\0",oi="\0PERIOD"+Math.random().toFixed(16)+"\0",ol=new RegExp(ni,"g"),
il=new RegExp(ri,"g"),al=new RegExp(en,"g"),ll=new RegExp(si,"g"),ul=new RegExp(oi,"g"),cl=/\\\\/g,dl=/\\{/g,fl=/\\}/g,pl=/\\,/g,
hl=/\\\./g,gl=1e5,ml=4e6,wl=1e3,yl=1e3,bl=2e7,Sl=16;function Gn(r){return isNaN(r)?r.charCodeAt(0):parseInt(r,10)}function kl(r){
return r.replace(cl,ni).replace(dl,ri).replace(fl,en).replace(pl,si).replace(hl,oi)}function vl(r){return r.replace(ol,"\
\\").replace(il,"{").replace(al,"}").replace(ll,",").replace(ul,".")}function Kn(r,t){for(let e=0;e<t.length;e++)r.push(
t[e])}function ii(r,t,e){if(e.remaining<0)return;let n=ei("{","}",t),s=n!==void 0&&t.indexOf("{")<n[0];if(e.remaining-=n&&
!s?n[1]+1:r.length,!(!n||e.remaining<0))return{end:n[1],pre:r.slice(0,n[0]),body:r.slice(n[0]+1,n[1]),post:r.slice(n[1]+
1),unmatched:s}}function xl(r,t){t.remaining-=r.length;let e=[];for(let o=0;o<r.length;o++){let i=r.charCodeAt(o);i===123?
e.push(o):i===125&&e.length&&e.pop()}let n="",s=0;for(let o=0;o<e.length;o++){let i=e[o];n+=r.slice(s,i)+"\0",s=i+1}return n+
r.slice(s)}function Rl(r,t){if(t.remaining-=r.length,t.remaining<0)return!1;let e=!1;for(let n=r.length-1;n>=0;n--){let s=r.
charCodeAt(n);if(s===125)e=!0;else if(s===10||s===13||s===8232||s===8233)e=!1;else if(s===44&&e&&r.charCodeAt(n+1)!==44)
return!0}return!1}function $l(r,t){let e=[],n="";for(;;){let s=ii(r,r,t);if(t.remaining<0)return;if(!s){let u=r.split(",");
return u[0]=n+u[0],Kn(e,u),e}let{pre:o,body:i,post:l}=s,a=o.split(",");if(a[0]=n+a[0],a[a.length-1]+="{"+i+"}",!l.length)
return Kn(e,a),e;n=a.pop(),Kn(e,a),r=l}}function he(r,t){return r===void 0||isNaN(r)?t:r}function ai(r,t={}){if(!r)return[];
let e=he(t.max,gl),n=he(t.maxLength,ml),s=he(t.maxDepth,wl),o=he(t.maxRewrites,yl),i=he(t.maxSteps,bl);return r.slice(0,
2)==="{}"&&(r="\\{\\}"+r.slice(2)),Vn(kl(r),e,n,s,0,o,{remaining:i},!0).map(vl)}function Ol(r){return"{"+r+"}"}function Pl(r){
return/^-?0\d/.test(r)}function El(r,t){return r<=t}function Al(r,t){return r>=t}function ge(r,t,e,n,s,o,i){let l=[],a=0,
u;t:for(let c=0;c<r.length;c++){let d=r[c]+t,p=e;o&&!d&&(u||(u=e.filter(f=>f)),p=u);for(let f=0;f<p.length;f++){if(l.length>=
n)break t;let g=d+p[f];if(a+g.length>s)break t;l.push(g),a+=g.length}}return i.remaining-=l.length,l}function Tl(r,t,e,n,s){
let o=r.split(/\.\./),i=[];if(o[0]===void 0||o[1]===void 0)return i;let l=Gn(o[0]),a=Gn(o[1]),u=Math.max(o[0].length,o[1].
length),c=o.length===3&&o[2]!==void 0?Math.max(Math.abs(Gn(o[2])),1):1,d=El;a<l&&(c*=-1,d=Al);let f=o.some(Pl),g=f?u:1,h=0;
for(let S=l;d(S,a)&&i.length<e;S+=c){if(s.remaining-=g,s.remaining<0)return;let w;if(t)w=String.fromCharCode(S),w==="\\"&&
(w="");else if(w=String(S),f){let m=u-w.length;if(m>0){let k=new Array(m+1).join("0");S<0?w="-"+k+w.slice(1):w=k+w}}if(h+
w.length>n)break;i.push(w),h+=w.length}return i}function Vn(r,t,e,n,s,o,i,l){if(i.remaining-=Sl,s>n)return[r];let a=[""],
u=0,c=!1,d=!0,p=r;for(;;){let f=ii(r,p,i);if(!f)return ge(a,r,[""],t,e,c,i);f.unmatched&&(p=xl(p,i));let g=f.pre,h=()=>ge(
a,g+"{"+f.body+"}"+f.post,[""],t,e,c,i);if(/\$$/.test(g)){if(a=ge(a,g+"{"+f.body+"}",[""],t,e,c&&!f.post.length,i),d=!1,
!f.post.length)break;r=f.post,p=p.slice(f.end+1);continue}let S=/^-?\d+\.\.-?\d+(?:\.\.-?\d+)?$/.test(f.body),w=/^[a-zA-Z]\.\.[a-zA-Z](?:\.\.-?\d+)?$/.
test(f.body),m=S||w,k=f.body.indexOf(",")>=0;if(!m&&!k){if(u<o&&Rl(f.post,i)){u++,r=f.pre+"{"+f.body+en+f.post,p=p.slice(
0,f.end)+en+p.slice(f.end+1),l=!0;continue}return h()}d&&(c=l&&!m,d=!1);let R;if(m){if(R=Tl(f.body,w,t,e,i),!R)return h()}else{
let j=$l(f.body,i);if(!j)return h();if(j.length===1&&j[0]!==void 0){if(j=Vn(j[0],t,e,n,s+1,o,i,!1).map(Ol),i.remaining<0)
return h();if(j.length===1){let $=ge(a,g+j[0],[""],t,e,c&&!f.post.length,i);if(i.remaining<0)return h();if(a=$,!f.post.length)
break;r=f.post,p=p.slice(f.end+1);continue}}let x=c&&!f.post.length&&!g;for(let $=0;x&&$<a.length;$++)a[$]&&(x=!1);R=[];
let O=0;t:for(let $=0;$<j.length;$++){let H=Vn(j[$],t,e,n,s+1,o,i,!1);if(i.remaining<0)return h();for(let K=0;K<H.length;K++){
let b=H[K];if(!(x&&!b)){if(R.length>=t||O+b.length>e)break t;R.push(b),O+=b.length}}}}let M=ge(a,g,R,t,e,c&&!f.post.length,
i);if(i.remaining<0)return h();if(a=M,!f.post.length)break;r=f.post,p=p.slice(f.end+1)}return a}var me=r=>{if(typeof r!="string")throw new TypeError("invalid pattern");if(r.length>65536)throw new TypeError("pattern i\
s too long")};var _l={"[:alnum:]":["\\p{L}\\p{Nl}\\p{Nd}",!0],"[:alpha:]":["\\p{L}\\p{Nl}",!0],"[:ascii:]":["\\x00-\\x7f",!1],"[:blank\
:]":["\\p{Zs}\\t",!0],"[:cntrl:]":["\\p{Cc}",!0],"[:digit:]":["\\p{Nd}",!0],"[:graph:]":["\\p{Z}\\p{C}",!0,!0],"[:lower:\
]":["\\p{Ll}",!0],"[:print:]":["\\p{C}",!0],"[:punct:]":["\\p{P}",!0],"[:space:]":["\\p{Z}\\t\\r\\n\\v\\f",!0],"[:upper:\
]":["\\p{Lu}",!0],"[:word:]":["\\p{L}\\p{Nl}\\p{Nd}\\p{Pc}",!0],"[:xdigit:]":["A-Fa-f0-9",!1]},we=r=>r.replace(/[[\]\\-]/g,
"\\$&"),Nl=r=>r.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),li=r=>r.join(""),ui=(r,t)=>{let e=t;if(r.charAt(e)!=="[")throw new Error(
"not in a brace expression");let n=[],s=[],o=e+1,i=!1,l=!1,a=!1,u=!1,c=e,d="";t:for(;o<r.length;){let h=r.charAt(o);if((h===
"!"||h==="^")&&o===e+1){u=!0,o++;continue}if(h==="]"&&i&&!a){c=o+1;break}if(i=!0,h==="\\"&&!a){a=!0,o++;continue}if(h===
"["&&!a){for(let[S,[w,m,k]]of Object.entries(_l))if(r.startsWith(S,o)){if(d)return["$.",!1,r.length-e,!0];o+=S.length,k?
s.push(w):n.push(w),l=l||m;continue t}}if(a=!1,d){h>d?n.push(we(d)+"-"+we(h)):h===d&&n.push(we(h)),d="",o++;continue}if(r.
startsWith("-]",o+1)){n.push(we(h+"-")),o+=2;continue}if(r.startsWith("-",o+1)){d=h,o+=2;continue}n.push(we(h)),o++}if(c<
o)return["",!1,0,!1];if(!n.length&&!s.length)return["$.",!1,r.length-e,!0];if(s.length===0&&n.length===1&&/^\\?.$/.test(
n[0])&&!u){let h=n[0].length===2?n[0].slice(-1):n[0];return[Nl(h),!1,c-e,!1]}let p="["+(u?"^":"")+li(n)+"]",f="["+(u?"":
"^")+li(s)+"]";return[n.length&&s.length?"("+p+"|"+f+")":n.length?p:f,l,c-e,!0]};var Lt=(r,{windowsPathsNoEscape:t=!1,magicalBraces:e=!0}={})=>e?t?r.replace(/\[([^/\\])\]/g,"$1"):r.replace(/((?!\\).|^)\[([^/\\])\]/g,
"$1$2").replace(/\\([^/])/g,"$1"):t?r.replace(/\[([^/\\{}])\]/g,"$1"):r.replace(/((?!\\).|^)\[([^/\\{}])\]/g,"$1$2").replace(
/\\([^/{}])/g,"$1");var pt,Cl=new Set(["!","?","+","*","@"]),qn=r=>Cl.has(r),ci=r=>qn(r.type),Ml=new Map([["!",["@"]],["?",["?","@"]],["@",[
"@"]],["*",["*","+","?","@"]],["+",["+","@"]]]),jl=new Map([["!",["?"]],["@",["?"]],["+",["?","*"]]]),Ll=new Map([["!",[
"?","@"]],["?",["?","@"]],["@",["?","@"]],["*",["*","+","?","@"]],["+",["+","@","?","*"]]]),di=new Map([["!",new Map([["\
!","@"]])],["?",new Map([["*","*"],["+","*"]])],["@",new Map([["!","!"],["?","?"],["@","@"],["*","*"],["+","+"]])],["+",
new Map([["?","*"],["*","*"]])]]),Fl="(?!(?:^|/)\\.\\.?(?:$|/))",nn="(?!\\.)",Il=new Set(["[","."]),Dl=new Set(["..","."]),
Wl=new Set("().*{}+?[]^$\\!"),Ul=r=>r.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),Xn="[^/]",fi=Xn+"*?",pi=Xn+"+?",Hl=0,Ht=class{type;#t;#n;#r=!1;#e=[];#s;#o;#l;#a=!1;#u;#d;#c=!1;id=++Hl;get depth(){
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
let i=s.maxExtglobRecursion??2,l=!1,a=!1,u=-1,c=!1;if(e.type===null){let h=n,S="";for(;h<t.length;){let w=t.charAt(h++);
if(l||w==="\\"){l=!l,S+=w;continue}if(a){h===u+1?(w==="^"||w==="!")&&(c=!0):w==="]"&&!(h===u+2&&c)&&(a=!1),S+=w;continue}else if(w===
"["){a=!0,u=h,c=!1,S+=w;continue}if(!s.noext&&qn(w)&&t.charAt(h)==="("&&o<=i){e.push(S),S="";let k=new pt(w,e);h=pt.#f(t,
k,h,s,o+1),e.push(k);continue}S+=w}return e.push(S),h}let d=n+1,p=new pt(null,e),f=[],g="";for(;d<t.length;){let h=t.charAt(
d++);if(l||h==="\\"){l=!l,g+=h;continue}if(a){d===u+1?(h==="^"||h==="!")&&(c=!0):h==="]"&&!(d===u+2&&c)&&(a=!1),g+=h;continue}else if(h===
"["){a=!0,u=d,c=!1,g+=h;continue}if(!s.noext&&qn(h)&&t.charAt(d)==="("&&(o<=i||e&&e.#w(h))){let w=e&&e.#w(h)?0:1;p.push(
g),g="";let m=new pt(h,p);p.push(m),d=pt.#f(t,m,d,s,o+w);continue}if(h==="|"){p.push(g),g="",f.push(p),p=new pt(null,e);
continue}if(h===")")return g===""&&e.#e.length===0&&(e.#c=!0),p.push(g),g="",e.push(...f,p),d;g+=h}return e.type=null,e.#n=
void 0,e.#e=[t.substring(n-1)],d}#p(t){return this.#b(t,jl)}#b(t,e=Ml){if(!t||typeof t!="object"||t.type!==null||t.#e.length!==
1||this.type===null)return!1;let n=t.#e[0];return!n||typeof n!="object"||n.type===null?!1:this.#w(n.type,e)}#w(t,e=Ll){return!!e.
get(this.type)?.includes(t)}#R(t,e){let n=t.#e[0],s=new pt(null,n,this.options);s.#e.push(""),n.push(s),this.#y(t,e)}#y(t,e){
let n=t.#e[0];this.#e.splice(e,1,...n.#e);for(let s of n.#e)typeof s=="object"&&(s.#s=this);this.#d=void 0}#$(t){return!!di.
get(this.type)?.has(t)}#T(t){if(!t||typeof t!="object"||t.type!==null||t.#e.length!==1||this.type===null||this.#e.length!==
1)return!1;let e=t.#e[0];return!e||typeof e!="object"||e.type===null?!1:this.#$(e.type)}#v(t){let e=di.get(this.type),n=t.#e[0],
s=e?.get(n.type);if(!s)return!1;this.#e=n.#e;for(let o of this.#e)typeof o=="object"&&(o.#s=this);this.type=s,this.#d=void 0,
this.#c=!1}static fromGlob(t,e={}){let n=new pt(null,void 0,e);return pt.#f(t,n,0,e,0),n}toMMPattern(){if(this!==this.#t)
return this.#t.toMMPattern();let t=this.toString(),[e,n,s,o]=this.toRegExpSource();if(!(s||this.#n||this.#u.nocase&&!this.#u.
nocaseMagicOnly&&t.toUpperCase()!==t.toLowerCase()))return n;let l=(this.#u.nocase?"i":"")+(o?"u":"");return Object.assign(
new RegExp(`^${e}$`,l),{_src:e,_glob:t})}get options(){return this.#u}toRegExpSource(t){let e=t??!!this.#u.dot;if(this.#t===
this&&(this.#x(),this.#g()),!ci(this)){let a=this.isStart()&&this.isEnd()&&!this.#e.some(f=>typeof f!="string"),u=this.#e.
map(f=>{let[g,h,S,w]=typeof f=="string"?pt.#O(f,this.#n,a):f.toRegExpSource(t);return this.#n=this.#n||S,this.#r=this.#r||
w,g}).join(""),c="";if(this.isStart()&&typeof this.#e[0]=="string"&&!(this.#e.length===1&&Dl.has(this.#e[0]))){let g=Il,
h=e&&g.has(u.charAt(0))||u.startsWith("\\.")&&g.has(u.charAt(2))||u.startsWith("\\.\\.")&&g.has(u.charAt(4)),S=!e&&!t&&g.
has(u.charAt(0));c=h?Fl:S?nn:""}let d="";return this.isEnd()&&this.#t.#a&&this.#s?.type==="!"&&(d="(?:$|\\/)"),[c+u+d,Lt(
u),this.#n=!!this.#n,this.#r]}let n=this.type==="*"||this.type==="+",s=this.type==="!"?"(?:(?!(?:":"(?:",o=this.#m(e);if(this.
isStart()&&this.isEnd()&&!o&&this.type!=="!"){let a=this.toString(),u=this;return u.#e=[a],u.type=null,u.#n=void 0,[a,Lt(
this.toString()),!1,!1]}let i=!n||t||e||!nn?"":this.#m(!0);i===o&&(i=""),i&&(o=`(?:${o})(?:${i})*?`);let l="";if(this.type===
"!"&&this.#c)l=(this.isStart()&&!e?nn:"")+pi;else{let a=this.type==="!"?"))"+(this.isStart()&&!e&&!t?nn:"")+fi+")":this.
type==="@"?")":this.type==="?"?")?":this.type==="+"&&i?")":this.type==="*"&&i?")?":`)${this.type}`;l=s+o+a}return[l,Lt(o),
this.#n=!!this.#n,this.#r]}#x(){if(ci(this)){let t=0,e=!1;do{e=!0;for(let n=0;n<this.#e.length;n++){let s=this.#e[n];typeof s==
"object"&&(s.#x(),this.#b(s)?(e=!1,this.#y(s,n)):this.#p(s)?(e=!1,this.#R(s,n)):this.#T(s)&&(e=!1,this.#v(s)))}}while(!e&&
++t<10)}else for(let t of this.#e)typeof t=="object"&&t.#x();this.#d=void 0}#m(t){return this.#e.map(e=>{if(typeof e=="s\
tring")throw new Error("string type in extglob ast??");let[n,s,o,i]=e.toRegExpSource(t);return this.#r=this.#r||i,n}).filter(
e=>!(this.isStart()&&this.isEnd())||!!e).join("|")}static#O(t,e,n=!1){let s=!1,o="",i=!1,l=!1;for(let a=0;a<t.length;a++){
let u=t.charAt(a);if(s){s=!1,o+=(Wl.has(u)?"\\":"")+u;continue}if(u==="*"){if(l)continue;l=!0,o+=n&&/^[*]+$/.test(t)?pi:
fi,e=!0;continue}else l=!1;if(u==="\\"){a===t.length-1?o+="\\\\":s=!0;continue}if(u==="["){let[c,d,p,f]=ui(t,a);if(p){o+=
c,i=i||d,a+=p-1,e=e||f;continue}}if(u==="?"){o+=Xn,e=!0;continue}o+=Ul(u)}return[o,Lt(t),!!e,i]}};pt=Ht;var Yn=(r,{windowsPathsNoEscape:t=!1,magicalBraces:e=!1}={})=>e?t?r.replace(/[?*()[\]{}]/g,"[$&]"):r.replace(/[?*()[\]\\{}]/g,
"\\$&"):t?r.replace(/[?*()[\]]/g,"[$&]"):r.replace(/[?*()[\]\\]/g,"\\$&");var ct=(r,t,e={})=>(me(t),!e.nocomment&&t.charAt(0)==="#"?!1:new Nt(t,e).match(r)),Jl=/^\*+([^+@!?*[(]*)$/,zl=r=>t=>!t.startsWith(
".")&&t.endsWith(r),Bl=r=>t=>t.endsWith(r),Gl=r=>(r=r.toLowerCase(),t=>!t.startsWith(".")&&t.toLowerCase().endsWith(r)),
Kl=r=>(r=r.toLowerCase(),t=>t.toLowerCase().endsWith(r)),Vl=/^\*+\.\*+$/,ql=r=>!r.startsWith(".")&&r.includes("."),Xl=r=>r!==
"."&&r!==".."&&r.includes("."),Yl=/^\.\*+$/,Zl=r=>r!=="."&&r!==".."&&r.startsWith("."),Ql=/^\*+$/,tu=r=>r.length!==0&&!r.
startsWith("."),eu=r=>r.length!==0&&r!=="."&&r!=="..",nu=/^\?+([^+@!?*[(]*)?$/,ru=([r,t=""])=>{let e=mi([r]);return t?(t=
t.toLowerCase(),n=>e(n)&&n.toLowerCase().endsWith(t)):e},su=([r,t=""])=>{let e=wi([r]);return t?(t=t.toLowerCase(),n=>e(
n)&&n.toLowerCase().endsWith(t)):e},ou=([r,t=""])=>{let e=wi([r]);return t?n=>e(n)&&n.endsWith(t):e},iu=([r,t=""])=>{let e=mi(
[r]);return t?n=>e(n)&&n.endsWith(t):e},mi=([r])=>{let t=r.length;return e=>e.length===t&&!e.startsWith(".")},wi=([r])=>{
let t=r.length;return e=>e.length===t&&e!=="."&&e!==".."},yi=typeof process=="object"&&process?typeof process.env=="obje\
ct"&&process.env&&process.env.__MINIMATCH_TESTING_PLATFORM__||process.platform:"posix",hi={win32:{sep:"\\"},posix:{sep:"\
/"}},au=yi==="win32"?hi.win32.sep:hi.posix.sep;ct.sep=au;var ot=Symbol("globstar **");ct.GLOBSTAR=ot;var lu="[^/]",uu=lu+
"*?",cu="(?:(?!(?:\\/|^)(?:\\.{1,2})($|\\/)).)*?",du="(?:(?!(?:\\/|^)\\.).)*?",fu=(r,t={})=>e=>ct(e,r,t);ct.filter=fu;var St=(r,t={})=>Object.
assign({},r,t),pu=r=>{if(!r||typeof r!="object"||!Object.keys(r).length)return ct;let t=ct;return Object.assign((n,s,o={})=>t(
n,s,St(r,o)),{Minimatch:class extends t.Minimatch{constructor(s,o={}){super(s,St(r,o))}static defaults(s){return t.defaults(
St(r,s)).Minimatch}},AST:class extends t.AST{constructor(s,o,i={}){super(s,o,St(r,i))}static fromGlob(s,o={}){return t.AST.
fromGlob(s,St(r,o))}},unescape:(n,s={})=>t.unescape(n,St(r,s)),escape:(n,s={})=>t.escape(n,St(r,s)),filter:(n,s={})=>t.filter(
n,St(r,s)),defaults:n=>t.defaults(St(r,n)),makeRe:(n,s={})=>t.makeRe(n,St(r,s)),braceExpand:(n,s={})=>t.braceExpand(n,St(
r,s)),match:(n,s,o={})=>t.match(n,s,St(r,o)),sep:t.sep,GLOBSTAR:ot})};ct.defaults=pu;var bi=(r,t={})=>(me(r),t.nobrace||
!/\{(?:(?!\{).)*\}/.test(r)?[r]:ai(r,{max:t.braceExpandMax}));ct.braceExpand=bi;var hu=(r,t={})=>new Nt(r,t).makeRe();ct.
makeRe=hu;var gu=(r,t,e={})=>{let n=new Nt(t,e);return r=r.filter(s=>n.match(s)),n.options.nonull&&!r.length&&r.push(t),
r};ct.match=gu;var gi=/[?*]|[+@!]\(.*?\)|\[|\]/,mu=r=>r.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),Nt=class{options;set;pattern;windowsPathsNoEscape;nonegate;negate;comment;empty;preserveMultipleSlashes;partial;globSet;globParts;nocase;isWindows;platform;windowsNoMagicRoot;maxGlobstarRecursion;regexp;constructor(t,e={}){
me(t),e=e||{},this.options=e,this.maxGlobstarRecursion=e.maxGlobstarRecursion??200,this.pattern=t,this.platform=e.platform||
yi,this.isWindows=this.platform==="win32";let n="allowWindowsEscape";this.windowsPathsNoEscape=!!e.windowsPathsNoEscape||
e[n]===!1,this.windowsPathsNoEscape&&(this.pattern=this.pattern.replace(/\\/g,"/")),this.preserveMultipleSlashes=!!e.preserveMultipleSlashes,
this.regexp=null,this.negate=!1,this.nonegate=!!e.nonegate,this.comment=!1,this.empty=!1,this.partial=!!e.partial,this.nocase=
!!this.options.nocase,this.windowsNoMagicRoot=e.windowsNoMagicRoot!==void 0?e.windowsNoMagicRoot:!!(this.isWindows&&this.
nocase),this.globSet=[],this.globParts=[],this.set=[],this.make()}hasMagic(){if(this.options.magicalBraces&&this.set.length>
1)return!0;for(let t of this.set)for(let e of t)if(typeof e!="string")return!0;return!1}debug(...t){}make(){let t=this.pattern,
e=this.options;if(!e.nocomment&&t.charAt(0)==="#"){this.comment=!0;return}if(!t){this.empty=!0;return}this.parseNegate(),
this.globSet=[...new Set(this.braceExpand())],e.debug&&(this.debug=(...o)=>console.error(...o)),this.debug(this.pattern,
this.globSet);let n=this.globSet.map(o=>this.slashSplit(o));this.globParts=this.preprocess(n),this.debug(this.pattern,this.
globParts);let s=this.globParts.map((o,i,l)=>{if(this.isWindows&&this.windowsNoMagicRoot){let a=o[0]===""&&o[1]===""&&(o[2]===
"?"||!gi.test(o[2]))&&!gi.test(o[3]),u=/^[a-z]:/i.test(o[0]);if(a)return[...o.slice(0,4),...o.slice(4).map(c=>this.parse(
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
lastIndexOf(ot),[a,u,c]=n?[e.slice(o,i),e.slice(i+1),[]]:[e.slice(o,i),e.slice(i+1,l),e.slice(l+1)];if(a.length){let m=t.
slice(s,s+a.length);if(!this.#r(m,a,n,0,0))return!1;s+=a.length,o+=a.length}let d=0;if(c.length){if(c.length+s>t.length)
return!1;let m=t.length-c.length;if(this.#r(t,c,n,m,0))d=c.length;else{if(t[t.length-1]!==""||s+c.length===t.length||(m--,
!this.#r(t,c,n,m,0)))return!1;d=c.length+1}}if(!u.length){let m=!!d;for(let k=s;k<t.length-d;k++){let R=String(t[k]);if(m=
!0,R==="."||R===".."||!this.options.dot&&R.startsWith("."))return!1}return n||m}let p=[[[],0]],f=p[0],g=0,h=[0];for(let m of u)
m===ot?(h.push(g),f=[[],0],p.push(f)):(f[0].push(m),g++);let S=p.length-1,w=t.length-d;for(let m of p)m[1]=w-(h[S--]+m[0].
length);return!!this.#n(t,p,s,0,n,0,!!d)}#n(t,e,n,s,o,i,l){let a=e[s];if(!a){for(let d=n;d<t.length;d++){l=!0;let p=t[d];
if(p==="."||p===".."||!this.options.dot&&p.startsWith("."))return!1}return l}let[u,c]=a;for(;n<=c;){if(this.#r(t.slice(0,
n+u.length),u,o,n,0)&&i<this.maxGlobstarRecursion){let f=this.#n(t,e,n+u.length,s+1,o,i+1,l);if(f!==!1)return f}let p=t[n];
if(p==="."||p===".."||!this.options.dot&&p.startsWith("."))return!1;n++}return o||null}#r(t,e,n,s,o){let i,l,a,u;for(i=s,
l=o,u=t.length,a=e.length;i<u&&l<a;i++,l++){this.debug("matchOne loop");let c=e[l],d=t[i];if(this.debug(e,c,d),c===!1||c===
ot)return!1;let p;if(typeof c=="string"?(p=d===c,this.debug("string match",c,d,p)):(p=c.test(d),this.debug("pattern matc\
h",c,d,p)),!p)return!1}if(i===u&&l===a)return!0;if(i===u)return n;if(l===a)return i===u-1&&t[i]==="";throw new Error("wt\
f?")}braceExpand(){return bi(this.pattern,this.options)}parse(t){me(t);let e=this.options;if(t==="**")return ot;if(t==="")
return"";let n,s=null;(n=t.match(Ql))?s=e.dot?eu:tu:(n=t.match(Jl))?s=(e.nocase?e.dot?Kl:Gl:e.dot?Bl:zl)(n[1]):(n=t.match(
nu))?s=(e.nocase?e.dot?su:ru:e.dot?ou:iu)(n):(n=t.match(Vl))?s=e.dot?Xl:ql:(n=t.match(Yl))&&(s=Zl);let o=Ht.fromGlob(t,this.
options).toMMPattern();return s&&typeof o=="object"&&Reflect.defineProperty(o,"test",{value:s}),o}makeRe(){if(this.regexp||
this.regexp===!1)return this.regexp;let t=this.set;if(!t.length)return this.regexp=!1,this.regexp;let e=this.options,n=e.
noglobstar?uu:e.dot?cu:du,s=new Set(e.nocase?["i"]:[]),o=t.map(a=>{let u=a.map(d=>{if(d instanceof RegExp)for(let p of d.
flags.split(""))s.add(p);return typeof d=="string"?mu(d):d===ot?ot:d._src});u.forEach((d,p)=>{let f=u[p+1],g=u[p-1];d!==
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
return ct.defaults(t).Minimatch}};ct.AST=Ht;ct.Minimatch=Nt;ct.escape=Yn;ct.unescape=Lt;var ki="--follow-symbolic-links";function vi(r,t,e={}){let n=tr(r),s=ku(e.leaveOut??[]),o=Su(t[0]),i=(o?t.slice(1):t).flatMap(
u=>u.split(`
`)).map(u=>u.trim()).filter(u=>u!==""&&!u.startsWith("#")).flatMap(u=>$u(xu(n,u))),l=(0,Zn.createHash)("sha256"),a=0;for(let u of Au(
i,o,s)){if(!u.startsWith(`${n}${rn}`))continue;let c;try{if(s.any&&(0,ht.lstatSync)(u).isSymbolicLink()&&s.holds((0,ht.realpathSync)(
u)))continue;let d=(0,ht.statSync)(u);if(d.isDirectory())continue;if(!d.isFile())throw new v("hash-files-failed",`hashFi\
les() cannot hash ${u}: it is not a regular file (${vu(d)})`);c=(0,ht.readFileSync)(u)}catch(d){throw d instanceof v?d:Qn(
u,d)}l.update((0,Zn.createHash)("sha256").update(c).digest()),a+=1}return a>0?l.digest("hex"):""}function Su(r){if(r===void 0||
!r.startsWith("--"))return!1;if(r.toLowerCase()===ki)return!0;throw new v("hash-files-failed",`hashFiles(): invalid glob\
 option ${r}: the one option is '${ki}', as the first argument`)}function ku(r){let t=new Set(r.map(n=>tr(n)));for(let n of[
...t])try{t.add((0,ht.realpathSync)(n))}catch{}let e=[...t];return{any:e.length>0,holds:n=>e.some(s=>n===s||n.startsWith(
s.endsWith(rn)?s:`${s}${rn}`))}}function Qn(r,t){let e=t.code??String(t);return new v("hash-files-failed",`hashFiles() c\
ould not read ${r}: ${e}`)}function vu(r){return r.isFIFO()?"a FIFO":r.isSocket()?"a socket":r.isCharacterDevice()||r.isBlockDevice()?
"a device":"not a file"}var xi={dot:!0,nobrace:!0,nocase:process.platform==="win32",nocomment:!0,noext:!0,nonegate:!0};function xu(r,t){
let e=!1,n=t;for(;n.startsWith("!");)e=!e,n=n.slice(1).trim();if(n==="")throw new v("hash-files-failed",`hashFiles(): th\
e pattern '${t}' is empty`);let s=yu(n),o=n.endsWith("/"),i=n.split("/").filter(f=>f!==""),l=s?rn:r;!s&&i[0]==="."?i.shift():
!s&&i[0]==="~"&&(l=wu(),i.shift());let a=i.map(Ru);if(a.some(f=>f==="."||f===".."))throw new v("hash-files-failed",`hash\
Files(): invalid pattern '${t}': relative pathing '.' and '..' is not allowed`);let u=a.indexOf(null),c=u===-1?a:a.slice(
0,u),d=Ou(l),p=i.length===0?d:`${d.endsWith("/")?d:`${d}/`}${i.join("/")}`;return{negate:e,directories:o,glob:p,matcher:new Nt(
p,xi),searchPath:tr(l,...c)}}function Ru(r){let t="";for(let e=0;e<r.length;e++){let n=r[e];if(n==="\\"&&e+1<r.length){e+=
1,t+=r[e];continue}if(n==="*"||n==="?")return null;if(n==="["&&e+1<r.length){let s="",o=-1;for(let i=e+1;i<r.length;i++){
let l=r[i];if(l==="\\"&&i+1<r.length)i+=1,s+=r[i];else if(l==="]"){o=i;break}else s+=l}if(o>=0){if(s.length>1)return null;
if(s!==""){t+=s,e=o;continue}}}t+=n}return t}function $u(r){if(r.glob.endsWith("/**")&&!r.directories)return[r];let t=`${r.
glob}/**`;return[r,{...r,directories:!1,glob:t,matcher:new Nt(t,xi)}]}function Ou(r){return r.replaceAll("\\","\\\\").replace(
/(\[)(?=[^/]+\])/g,"[[]").replace(/\?/g,"[?]").replace(/\*/g,"[*]")}var ye={none:0,directory:1,file:2,all:3};function Pu(r,t){
let e=ye.none;for(let n of r){if(!n.matcher.match(t))continue;let s=n.directories?ye.directory:ye.all;e=n.negate?e&~s:e|
s}return e}function Eu(r,t){return r.some(e=>!e.negate&&e.matcher.match(t,!0))}function*Au(r,t,e){let n=r.filter(i=>!i.negate).
map(i=>i.searchPath),s=new Set(n),o=[];for(let i of n){if(o.includes(i))continue;let l=!1;for(let a=i,u=Si(a);u!==a;a=u,
u=Si(a))s.has(u)&&(l=!0);l||o.push(i)}for(let i of o){let l=[{path:i,chain:[]}];for(;l.length>0;){let a=l.pop();if(e.holds(
a.path))continue;let u=Pu(r,a.path);if(!u&&!Eu(r,a.path))continue;let c;try{c=t?(0,ht.statSync)(a.path):(0,ht.lstatSync)(
a.path)}catch(h){if(h.code==="ENOENT")continue;throw Qn(a.path,h)}if(!c.isDirectory()){u&ye.file&&(yield a.path);continue}
let d=a.path,p;try{if(t&&(d=(0,ht.realpathSync)(a.path)),a.chain.includes(d)||t&&e.holds(d))continue;p=(0,ht.readdirSync)(
a.path)}catch(h){throw Qn(a.path,h)}u&ye.directory&&(yield a.path);let f=[...a.chain,d],g=p.map(h=>({path:bu(a.path,h),chain:f}));
l.push(...g.reverse())}}}import{chmod as Tu,readdir as _u,rm as Ri}from"node:fs/promises";import{join as Nu}from"node:path";async function sn(r){
try{return await Ri(r,{recursive:!0,force:!0}),!0}catch{await $i(r).catch(()=>{});try{return await Ri(r,{recursive:!0,force:!0}),
!0}catch{return!1}}}async function $i(r){await Tu(r,448);for(let t of await _u(r,{withFileTypes:!0}))t.isDirectory()&&await $i(
Nu(r,t.name)).catch(()=>{})}var Hu="-event.json",on=class{#t;expressions;#n;#r;#e=new Map;#s=Promise.resolve();#o=[];#l=new Map;#a=new Map;#u;host;constructor(t){
this.#t=t,this.expressions=t.expressions,this.host={hashFiles:e=>vi(t.workspace,e,{leaveOut:[t.storeDir]})},this.#r=t.now??
(()=>new Date),this.#n=new Br({root:t.workspace,tempDir:t.tempDir,privateTempDir:!0,now:this.#r})}now(){return this.#r()}emit(t){
if(this.#t.emit(t),t.type==="step-finished"&&(t.outcome==="failure"||t.outcome==="cancelled")){this.#M.has(`${t.leg}\0${t.
step}`)||this.#S(t.leg,t.step,`\u2500\u2500 step ${t.step+1}: ${t.name}
`);let e=t.message??t.outcome;this.#E(t.leg,`${t.outcome==="cancelled"?"Cancelled":"Error"}: ${e}
`)}t.type==="job-finished"&&this.#_(t.leg)}summary(t,e,n){let s=kt(this.#t.runDir,ut.summary),o=rt(`${rr(t,e)}${n.trimEnd()}\


`,this.#t.secrets).text,i=Buffer.byteLength(o),l=this.#o?.at(-1);this.#o?.push({job:t,leg:e,offset:l?l.offset+l.bytes:0,
bytes:i}),this.#s=this.#s.then(()=>Cu(s,o)).catch(a=>{this.#u??=ae(s,"the step summaries",a),this.#o=null})}summaryParts(){
return this.#o}async settle(){let t=[];try{await this.#t.recordWrites?.flush()}catch(s){t.push(at(s))}let e=await this.drain();
e!==null&&t.push(e);let n=this.#t.eventsFailure?.()??null;return n!==null&&t.push(n),t.length===0?null:t.join(`
`)}async createStepFiles(){let t=await Mu(kt(this.#t.tempDir,"step-")),e={output:kt(t,"output"),env:kt(t,"env"),path:kt(
t,"path"),state:kt(t,"state"),step_summary:kt(t,"summary")};return await Promise.all(Object.values(e).map(n=>Fu(n,"",{flag:"\
wx",mode:384}))),e}async runScript(t){await this.#t.recordWrites?.settled(),this.#c(t.defaults.GITHUB_EVENT_PATH);let e=t.
files??await this.createStepFiles();try{let n={...this.#R(t),[lt.output]:e.output,[lt.env]:e.env,[lt.path]:e.path,[lt.state]:e.
state,[lt.stepSummary]:e.step_summary},s=0,o=m=>{this.#P(m.slice(s)),s=m.length},i=new Ge({allowUnsecureCommands:n.ACTIONS_ALLOW_UNSECURE_COMMANDS?.
toLowerCase()==="true",allowUnsecureStopCommandTokens:["true","1","$true"].includes(n.ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TOKENS?.
toLowerCase()??""),redact:(m,k)=>(o(k),rt(m,this.#t.secrets).text)}),l=this.#p(t),a;try{a=await this.#b(t).run({script:t.
script,shell:t.shell??us,cwd:this.#C(t.workingDirectory),env:n,signal:t.signal,stop:"interrupt",kill:t.kill,onOutput:(m,k)=>{
i.push(m,k),o(i.masks),l?.push(m,k)}})}finally{l?.end()}let{masks:u,annotations:c,commands:d}=i.end();o(u),this.#S(t.leg,
t.step,`\u2500\u2500 step ${t.step+1}: ${t.name}
`);let p=this.#E(t.leg,Mo(a.output,u)),[[f,g,h],{text:S,...w}]=await Promise.all([Promise.all([e.output,e.env,e.path].map(
m=>ju(m,"utf8"))),Bu(e.step_summary)]);return{exitCode:a.exitCode,signal:a.signal,files:{output:f??"",env:g??"",path:h??
"",summary:S},...w,masks:u,annotations:c,commands:d,output:p}}finally{await Lu(Du(e.output),{recursive:!0,force:!0})}}#d;eventPath(t){
return`${t}${Hu}`}#c(t){if(t===void 0||t==="")return;this.#d??=Buffer.from(JSON.stringify(this.#t.github.event,null,2));
let e=this.#d,n;try{n=(0,U.openSync)(t,U.constants.O_RDONLY|U.constants.O_NOFOLLOW|U.constants.O_NONBLOCK);let o=(0,U.fstatSync)(
n);if(o.isFile()&&o.size===e.length&&(0,U.readFileSync)(n).equals(e))return}catch(o){if(o.code==="ENOENT"){(0,U.writeFileSync)(
t,e,{flag:"wx",mode:384});return}}finally{n!==void 0&&(0,U.closeSync)(n)}let s=`${t}.${(0,Pi.randomUUID)()}`;(0,U.writeFileSync)(
s,e,{flag:"wx",mode:384});try{(0,U.renameSync)(s,t)}catch{(0,U.rmSync)(t,{recursive:!0,force:!0}),(0,U.renameSync)(s,t)}}#g=0;legTemp={
open:async t=>{this.#g+=1;let e=kt(this.#t.tempDir,`runner-temp-${this.#g}`);return(0,U.mkdirSync)(e,{mode:448}),e},close:async t=>{
Gu(t,this.#f.get(t)??[]),this.#f.delete(t);try{(0,U.rmSync)(this.eventPath(t),{recursive:!0,force:!0}),(0,U.rmdirSync)(t);
return}catch{await sn(t)}}};#f=new Map;#p(t){let e=this.#t.onOutput;if(e===void 0)return;let n=new tn(()=>this.#t.secrets,
o=>{let i=Ve(o,To);(i===null||i.form==="legacy"&&!Ke.has(i.command))&&e({job:t.job,leg:t.leg,line:o})}),s;return{push:(o,i)=>{
n.push(o,i),clearTimeout(s),s=setTimeout(()=>n.flush(),Ju),s.unref()},end:()=>{clearTimeout(s),n.end()}}}#b(t){let e=t.defaults.
RUNNER_TEMP;return e===void 0?this.#t.runner:{run:n=>this.#t.runner.run({...n,onStart:s=>{for(let[i,l]of this.#f)i!==e&&
l.includes(s)&&this.#f.set(i,l.filter(a=>a!==s));let o=this.#f.get(e)??[];o.push(s),this.#f.set(e,o),n.onStart?.(s)}})}}async loadAction(t){
let e=this.#t.parseAction;if(!e)throw new v("action-invalid",`${t}: local actions cannot be read here`);return Kr(this.#t.
workspace,t,e)}async runAction(t){switch(this.#c(t.defaults.GITHUB_EVENT_PATH),t.action){case"stage":return this.#y(t);case"\
prepare":return this.#$(t);case"capture":return this.#T(t);case"report":return this.#v(t)}}#w(t,e){let n=this.#t.workflow,
o=n.jobs.find(i=>i.id===t.job)?.steps[t.step]?.with[Y.prompt];return{mode:e,job:t.job,stageJob:t.stageJob,matrix:t.matrix,
upstream:t.upstream,...t.needsFacts===void 0?{}:{needsFacts:t.needsFacts},workflowJobs:t.jobIds,github:this.#t.github,...this.#t.
madeEvent===void 0?{}:{madeEvent:this.#t.madeEvent},...this.#t.madeEventRun===void 0?{}:{madeEventRun:this.#t.madeEventRun},
run:this.#t.run,parentRun:this.#t.parentRun??null,secrets:[...t.secrets,...Pe(this.#R(t))],promptSource:`${o?Z(n.fileName,
o.position):n.fileName} jobs.${t.job} prompt`,readFile:i=>Gr(this.#t.workspace,i,bt.templateBytes),parseVars:ws}}#R(t){let e={
CI:"true",...this.#t.baseEnv,...t.env,...t.defaults};return e.PATH=zu(t.path,e.PATH),e}async#y(t){let e;try{e=je(t.inputs,
this.#w(t,"stage"))}catch(o){if(!(o instanceof v))throw o;return{ok:!1,outputs:{...so()},env:{},summary:"",recorded:[],message:at(
o)}}this.#x(t);let n=this.#p(t),s;try{s=await co(e,{openRun:this.#t.openRun,store:this.#t.store,workspace:this.#n,runner:this.#b(
t),env:this.#R(t),signal:t.signal,reporter:this.#O(t),...n?{onOutput:(o,i)=>n.push(o,i)}:{}})}finally{n?.end()}return this.#S(
t.leg,t.step,`\u2500\u2500 step ${t.step+1}: stage ${e.stage}: ${s.attempts.length} attempt(s), ${s.outcome.reason}; the\
 agent's output is in ${mr.log} of each attempt
`),{ok:s.ok,outputs:{...s.outputs},env:{},summary:nr(s.final,e.redact,this.#t.secrets),recorded:s.attempts.map(er),message:s.
outcome.message}}async#$(t){let e=je(t.inputs,this.#w(t,"prepare"));this.#x(t);let n=await We(e,{openRun:this.#t.openRun,
store:this.#t.store,workspace:this.#n});if(n.kind==="refused")return{ok:!1,outputs:_n("prepare",n.result.outputs),env:{},
summary:nr(n.result.final,e.redact,this.#t.secrets),recorded:n.result.attempts.map(er),message:n.result.outcome.message};
let{prepared:s}=n;for(let o of s.warnings)this.#m(t,"warning",o.message);return this.#e.set(`${t.leg}\0${e.stage}`,{prepared:s,
redact:Rn(t.inputs[Y.redact]??"")}),{ok:!0,outputs:{"prompt-path":s.promptPath,"handoff-path":s.handoffPath},env:{BATON_PROMPT_PATH:s.
promptPath,BATON_HANDOFF_PATH:s.handoffPath,BATON_STAGE:e.stage},summary:"",recorded:[],message:null}}async#T(t){let e=je(
t.inputs,this.#w(t,"capture")),n=`${t.leg}\0${e.stage}`,s=this.#e.get(n);if(!s)throw new v("capture-without-prepare",`st\
age ${e.stage}: no prepare step ran before this capture in job ${t.job}`);this.#e.delete(n);let{prepared:o}=s,i=new Set(
Rn(t.inputs[Y.redact]??"")),l=ms(s.redact.length,s.redact.filter(u=>i.has(u)).length);if(l)throw l;let a=await De(e,o,null,
{store:this.#t.store,workspace:this.#n},{cancelled:t.signal.aborted});return{ok:a.outcome.reason==="completed",outputs:_n(
"capture",a.outputs),env:{},summary:nr(a,e.redact,this.#t.secrets),recorded:[er(a)],message:a.outcome.message}}async#v(t){
let e={name:this.#t.github.event_name,payload:this.#t.github.event},n;try{n=Bn(t.inputs,e)}catch(l){if(!(l instanceof v))
throw l;if(l.code!=="issue-number-missing")return{ok:!1,outputs:{},env:{},summary:"",recorded:[],message:at(l)};this.#m(
t,"warning",`on GitHub this step fails: ${l.message}`),n={...Bn({...t.inputs,[Y.mode]:"summary"},e),mode:zn(t.inputs)}}let s=await sr(
this.#t.store),o=Ks(s,{workflow:this.#t.workflow.name??this.#t.workflow.fileName,key:n.key,includeDetail:n.includeDetail,
recordsLocation:`\`${Wu(this.#t.workspace,this.#t.runDir)||this.#t.runDir}\``,runUrl:null,secrets:t.secrets,cancelled:this.#t.
runCancelled?.()??!1});await Ae(kt(this.#t.runDir,ut.report),o),this.#m(t,"info",`report written to ${kt(this.#t.runDir,
ut.report)}; no comment is posted from a local run`);let i=n.mode==="comment"?"":o;return{ok:!0,outputs:{},env:{},summary:i,
recorded:[],message:null}}#x(t){let e=t.inputs[Y.parentRun]?.trim();e&&this.#m(t,"warning",`${Y.parentRun} ${JSON.stringify(
e)} is not read by baton run: the parent run here is the one given with --parent <run-id|latest>${this.#t.parentRun?` (${this.#t.
parentRun})`:" (none)"}`)}#m(t,e,n){this.#t.emit({type:"notice",at:this.#r().toISOString(),level:e,job:t.job,leg:t.leg,message:n})}#O(t){
return{info:e=>this.#E(t.leg,`[baton] ${e}
`),warning:e=>this.#m(t,"warning",e),error:e=>this.#m(t,"error",e),group:(e,n)=>n()}}#C(t){return t?Uu(this.#t.workspace,
t):this.#t.workspace}#M=new Set;#S(t,e,n){this.#M.add(`${t}\0${e}`),this.#E(t,n)}addSecrets(t){this.#P(t)}#P(t){for(let e of t)
this.#t.secrets.includes(e)||this.#t.secrets.push(e)}#E(t,e){let n=rt(e.endsWith(`
`)||e===""?e:`${e}
`,this.#t.secrets).text,s=this.#l.get(t);if(s===void 0){let o=kt(this.#t.runDir,te(t)),i=(this.#a.get(t)??Promise.resolve()).
then(()=>Ei(o,"a",438));s=i.catch(()=>{}),this.#l.set(t,s),this.#a.set(t,i.then(()=>{}))}return this.#j(t,s,o=>o.writeFile(
n)),n}#_(t){let e=this.#l.get(t);e!==void 0&&(this.#l.delete(t),this.#j(t,e,n=>n.close()))}#j(t,e,n){let s=(this.#a.get(
t)??Promise.resolve()).then(async()=>{let o=await e;o!==void 0&&await n(o)}).catch(o=>{this.#u??=ae(kt(this.#t.runDir,te(
t)),`the job log of ${t}`,o)});this.#a.set(t,s)}async drain(){await this.#s;for(let t of[...this.#l.keys()])this.#_(t);return await Promise.
all(this.#a.values()),this.#u??null}};function rr(r,t){return`## ${t===r?r:`${r} (${t})`}

`}var Ju=500;function er(r){let{stage:t,attempt:e,status:n,outcome:s}=r.record;return{stage:t,attempt:e,status:qr(n,s.reason),
warnings:io(r.record)}}function zu(r,t){return[...r,...t?[t]:[]].join(Iu)}function nr(r,t,e){let{record:n,handoff:s}=r,o=[
...t,...e];return ti(Qo({record:n,handoff:s,secrets:o}),o)}async function Bu(r){let t=await Ei(r,"r");try{let{size:e}=await t.
stat();return e>bt.stepSummaryFileBytes?{text:"",summaryBytes:e}:{text:await t.readFile("utf8")}}finally{await t.close()}}
async function sr(r){let t=await r.list();return(await Promise.all(t.map(n=>r.getAttempt(n.stage,n.attempt,n.runAttempt)))).
filter(n=>n!==void 0)}function Gu(r,t){let e=t.filter(o=>{try{return process.kill(-o,0),!0}catch{return!1}});if(e.length===
0)return;let n;try{n=(0,U.readdirSync)("/proc").filter(o=>/^\d+$/.test(o)&&Number(o)!==process.pid)}catch{for(let o of e)
Oi(-o);return}let s=`RUNNER_TEMP=${r}`;for(let o of n){let i;try{i=(0,U.readFileSync)(`/proc/${o}/environ`,"utf8")}catch{
continue}i.split("\0").includes(s)&&Oi(Number(o))}}function Oi(r){try{process.kill(r,"SIGKILL")}catch{}}import{lstat as Ku}from"node:fs/promises";import{join as Ai}from"node:path";async function Ti(r,t,e,n){let s;try{s=await r.resolve(t)}catch(d){throw d instanceof v?new v(d.code,d.message,{where:e.
parent,details:d.details}):d}let o=`give ${e.parent} another run`,i=(d,p,f="parent-invalid")=>new v(f,`run ${s} ${d}`,{where:e.
parent,details:p}),l=Ai(r.rootDir,s),a=Ai(l,Gt);if(await Ku(a).then(()=>!1,d=>Wt(d,"ENOENT")))throw i(`cannot be continu\
ed: it has no ${Gt}, so it holds no run (a run that could not start leaves such a directory)`,[`remove it (rmdir ${es(l)}\
) if it is empty, then start this run again; or ${o}`]);let u=await r.readSummary(s).catch(d=>{throw d instanceof v?i(`c\
annot be continued: its ${Gt} cannot be read`,[...Vu(d),o]):d});if(Qs(u)==="running"&&n.GITHUB_RUN_ID!==s)throw i("is st\
ill running: its last records may not be stored yet, and this run's hops count on from them",["wait for it to end, then \
start this run again; a run started by one of its steps (GITHUB_RUN_ID names it) continues it while it runs"],"parent-ru\
nning");let{unreadable:c}=await Zs(await r.open(s));if(c.length>0){let d=c.map(f=>f.reason.split(`
`)),p=[...new Set(d.flatMap(([,...f])=>f.map(g=>g.replace(/^ {2}/,""))))];throw i(`cannot be continued: ${c.length} of i\
ts records cannot be read, and this run's hops count on from them`,[...d.map(([f])=>f),...p,`then start this run again, \
or ${o}`])}return s}function Vu(r){return at(r).split(`
`).map(t=>t.replace(/^ {2}/,""))}var Xu=r=>Er(bn([tt(),xr(),It()],{error:t=>`${Tt(t.input)} is not ${r}: give a string, a finite number or true/false`}).
check(Kt(t=>typeof t!="number"||Number.isFinite(t),{error:t=>`${Tt(t.input)} is not ${r}: give a string, a finite number\
 or true/false`}),Kt(t=>typeof t!="number"||!Number.isInteger(t)||Number.isSafeInteger(t),{error:t=>`${Tt(t.input)} is p\
ast the integers a JavaScript number holds exactly: give it as a string`})),Pr(t=>String(t))),_i=(r,t,e)=>ee(tt(),Xu(e),
{error:n=>`takes an object of ${t} and their values (${r}), not ${xt(n.input)}`}),Xt=()=>tt({error:r=>`takes a string, n\
ot ${xt(r.input)}`}),Ni=()=>ne(r=>typeof r=="function",{error:r=>`takes a function, not ${xt(r.input)}`}),Ci=()=>ne(r=>r instanceof
AbortSignal,{error:r=>`takes an AbortSignal, not ${xt(r.input)}`}),Mi=r=>It({error:t=>`takes a number of milliseconds, n\
ot ${xt(t.input)}`}).check(Kt(t=>Number.isFinite(t)&&(r==="from 0"?t>=0:t>0),{error:t=>`${Tt(t.input)} is not a number o\
f milliseconds ${r}`}));function ji(r){return Object.entries(r).find(([,t])=>t!==void 0&&typeof t!="string")}var Yu=_t(tt(
{error:r=>`${Tt(r.input)} is not the name of an environment variable`}),{error:r=>{let t=JSON.stringify(typeof r.input==
"string"?[r.input]:r.input!==null&&typeof r.input=="object"?Object.keys(r.input).slice(0,2):["MY_TOKEN"]),e=r.input!==null&&
typeof r.input=="object"&&!Array.isArray(r.input);return`takes a list of the names of environment variables that hold th\
e secrets (secrets: ${t}), not ${xt(r.input)}${e?": set each in env and name it here":""}`}}),Fi=$r({cwd:B(Xt()),job:B(Xt()),
inputs:B(_i('{ issue: "42" }',"the inputs","an input value")),event:B(bn([tt(),ee(tt(),Rr())],{error:r=>`takes the path \
of a JSON file or the payload as an object, not ${xt(r.input)}`})),eventName:B(Xt()),vars:B(_i('{ NAME: "value" }',"the \
variables","a variable value")),secrets:B(Yu),env:B(ne(r=>r!==null&&typeof r=="object"&&!Array.isArray(r),{error:r=>`tak\
es an object of variables and their values, not ${xt(r.input)}`}).check(Kt(r=>ji(r)===void 0,{error:r=>{let[t,e]=ji(r.input);
return`${t}: ${Tt(e)} is not an environment variable's value: give a string`}}))),concurrency:B(It({error:r=>`${Tt(r.input)}\
 is not a whole number from 1`}).check(Kt(r=>Number.isSafeInteger(r)&&r>=1,{error:r=>`${Tt(r.input)} is not a whole numb\
er from 1`}))),onEvent:B(Ni()),onOutput:B(Ni()),signal:B(Ci()),cancel:B(Ci()),killGraceMs:B(Mi("from 0")),minuteMs:B(Mi(
"above 0")),storeDir:B(Xt()),facts:B(ne(r=>r!==null&&typeof r=="object"&&!Array.isArray(r),{error:r=>`takes an object of\
 facts about the checkout, not ${xt(r.input)}`})),repositoryRoot:B(Xt()),parent:B(Xt())},{error:r=>`takes an object of o\
ptions, not ${xt(r.input)}`}),Li=["job","inputs","event","eventName","vars"],Zu=Or(Fi,{job:!0,inputs:!0,event:!0,eventName:!0,
vars:!0});function or(r,t="runWorkflow"){let e=t==="runWorkflow"?Fi:Zu,n=e.safeParse(r??{});if(n.success)return n.data;let s=Object.
keys(e.shape),o=n.error.issues.flatMap(a=>a.code==="unrecognized_keys"?a.keys.map(u=>({where:[...a.path,u],message:Li.includes(
u)?`${t} has no such option: a replay is started as the run it replays was (its ${Li.join(", ")})`:`${t} has no such opt\
ion${$e(u,s)}`})):[{where:a.path,message:a.message}]),[i,...l]=o.map(a=>({where:Qu(a.where),message:a.message}));throw new v(
"usage",i.message,{where:i.where===""?t:i.where,details:l.map(a=>a.where===""?a.message:`${a.where}: ${a.message}`)})}function Qu(r){
return r.map((t,e)=>typeof t=="number"?`[${t}]`:typeof t=="string"&&/^[A-Za-z_$][\w$-]*$/.test(t)?`${e===0?"":"."}${t}`:
`[${JSON.stringify(String(t))}]`).join("")}var Di=/^[A-Za-z_][A-Za-z0-9_]*$/,dc=_t(Re({id:tt(),result:Pn,outputs:ee(tt(),tt()),stages:_t(tt()),legs:_t(tt()),withheld_outputs:B(
_t(tt())),leg_results:B(_t(Re({leg:tt(),result:Pn,reason:B(tt())}))),skip_reason:B(tt()),summary_parts:B(_t(Re({leg:tt(),
offset:It().check(yn(),vr()),bytes:It().check(yn(),kr())})))}));async function Dh(r,t={}){return fc(r,t,$n)}async function fc(r,t,e){
return Oc(r),Wi(r,or(t),{words:e,replay:null})}async function Wi(r,t,{words:e,replay:n}){let s=Ui(t.cwd);n===null&&mc(t.
vars??{},e);let o=t.env??process.env,i=bc(o,[...pn,...t.secrets??[]]),l=be(s,r),a=cc(s,l)||r,u=await ke(l,"utf8").catch(
N=>{throw n?gc(r,n.run,N,e):rs(s,r,N)}),c=t.facts??{},d=eo(s,o,c),p=Vr(s),f=(N,it,mt)=>Fr(N,it,mt,{ownAction:p}),g=await Lr(
u,a,{ownAction:p}),h=await no(t.repositoryRoot??s,g,p),S=(0,Se.createHash)("sha256").update(u).digest("hex"),w={};for(let[
N,it]of h)"unreadable"in it||(w[N]=(0,Se.createHash)("sha256").update(it.source).digest("hex"));let m=null;if(typeof t.event==
"string"){let N=t.event,it=await ke(be(s,N),"utf8").catch(mt=>{throw re(N,mt,"event file")});m=ks(it,N)}else t.event&&(vs(
t.event,"event"),m=t.event);let k=wc(t.secrets??[],o,n?.run??null,e),R=[...Object.values(k),...pn.map(N=>o[N]).filter(N=>N!==
void 0&&N!==""),...Pe(o)],M=ro({cwd:s,known:c,checkout:await d,payload:m,ownAction:p,calledWorkflows:h}),j=M.facts,x=Sc(
R,()=>Ps(g,se,{job:t.job,inputs:t.inputs,event:m,eventName:t.eventName,vars:t.vars,secretValues:R,secretNames:Object.keys(
k),words:e,...M})),O=Ms(g,se,{called:h,expanded:x.expanded}),$=qo(g,x.eventName,x.event,t.event===void 0,j.commit&&{sha:j.
sha,message:j.commit.message}),H=new Set(Object.keys(k).map(N=>N.toUpperCase())),K=Ko(g,se,H,new Set(Object.entries(t.vars??
{}).filter(([,N])=>N!=="").map(([N])=>N.toUpperCase()))),b=be(s,t.storeDir??gn),P=new Tn(b),_=n?await vc(P,b,g,x,n,{workflow:S,
called:w},e):null,I=n?.invocation.event_made===!0,L=t.event===void 0||I,G=t.parent===void 0?null:await Ti(P,t.parent,e,o),
y=pc(),A=new Date,F=(N,it,mt,ve=null)=>qt({workflow:g.name??a,workflow_path:a,status:N,started_at:A.toISOString(),finished_at:mt?
mt.toISOString():null,duration_ms:mt?Math.max(0,mt.getTime()-A.getTime()):null,replay_of:_?_.run:null,...ve===null?{}:{reason:ve},
...N==="running"?{process:kc()}:{},jobs:it},R),V=await P.createRun(F("running",[],null)),q=V.runDir,Q=lc(q),gt=new ns(q,
{writeBehind:!0}),D=new de(gt),E,C,T,W,dt;try{let N=new Map,it={workflow_path:a,workflow_sha256:S,called_sha256:w,job:t.
job??null,inputs:t.inputs??{},event_name:x.eventName,event:x.event,...L?{event_made:!0}:{},vars:t.vars??{},secrets:t.secrets??
[],parent:G},mt=qt(it,R),ve=ir(it).some(z=>Ne(z,R))||JSON.stringify([mt.inputs,mt.vars])!==JSON.stringify([it.inputs,it.
vars]);await Ii(et(q,ut.invocation),"how the run was started",`${JSON.stringify(ve?{...mt,redacted:!0}:mt,null,2)}
`),_&&(await Pc(_.store,V,_.stages),await Ec(et(b,_.run),q,_.jobs.values())),E=await nc(et(y.dir,`baton-run-${Q}-`)).catch(
z=>{throw new v("tempdir-invalid",`the run's temp dir could not be made there: ${z instanceof Error?z.message:String(z)}`,
{where:y.where,cause:z})});let ln=new AbortController,ur=(z,ft)=>wt=>{if(!(W!==void 0||ft===void 0))try{ft(wt)}catch(Bt){
W={error:Bt},queueMicrotask(()=>ln.abort(`stopped because the ${z} callback threw`))}},Ji=ur("onEvent",t.onEvent),cr=t.signal?
AbortSignal.any([t.signal,ln.signal]):ln.signal,un=new Qe(et(q,ut.events));C=un;let dr=z=>{let ft=qt(z,R);if(un.write(ft),
Ji(ft),z.type==="run-started"){let wt=Object.keys(k).filter(X=>k[X].length<jt.minSecretLength),Bt=[...js(O).map(X=>({level:"\
warning",message:X})),...x.notices,...$===null?[]:[{level:"warning",message:`${$} (it runs here as asked)`}],...K.filter(
X=>!X.fallsBack).map(({name:X,where:cn})=>({level:"warning",message:`${cn}: secrets.${X} is read, but ${e.secretNotGiven(
X)}: it is empty in this run, as on GitHub for a secret the repository does not have (${e.giveSecret(X)} to set it)`})),
...K.filter(X=>X.fallsBack).map(({name:X,where:cn})=>({level:"info",message:`${cn}: secrets.${X} is read, but ${e.secretNotGiven(
X)}: each read of it falls back with || to another value, which this run takes (${e.giveSecret(X)} to set it)`})),...wt.
map(X=>({level:"warning",message:`secret ${X} is shorter than ${jt.minSecretLength} characters, so it is not redacted: i\
t will appear wherever a step or agent prints it (a value that short would blank out ordinary words)`}))];for(let X of Bt)
Zt(z.at,X.level,X.message);_?.whole&&Zt(z.at,"info",_.whole)}if(z.type==="run-started"&&_!==null&&_.changed.length>0){let wt=_.
changed.map(Bt=>Bt===""?a:Bt);Zt(z.at,"warning",`${wt.join(" and ")} changed since run ${_.run}: this replay runs ${wt.length===
1?"the file":"the files"} as ${wt.length===1?"it is":"they are"} now`)}z.type==="run-started"&&_?.redactedStart&&Zt(z.at,
"warning",_.redactedStart),z.type==="run-started"&&_!==null&&_.summaries===null&&_.jobs.size>0&&Zt(z.at,"info",`the step\
 summaries of the jobs reused from run ${_.run} cannot be told apart in its ${ut.summary} (it was stored by an earlier b\
aton, could not write them all, or was edited since): this replay's ${ut.summary} holds only those of the jobs it runs`)},
Zt=(z,ft,wt)=>dr({type:"notice",at:z,level:ft,job:null,leg:null,message:wt}),zt=Ss({eventName:x.eventName,payload:x.event,
facts:j,runId:Q,workflow:g,workflowPath:a});T=new on({workflow:x.workflow,expressions:se,parseAction:f,workspace:s,runDir:q,
storeDir:b,tempDir:E,store:D,recordWrites:gt,runCancelled:()=>cr.aborted||t.cancel?.aborted===!0,runner:new He({tempDir:E,
reuseScripts:!0,secrets:R,...t.killGraceMs===void 0?{}:{killGraceMs:t.killGraceMs},noPathHint:e.noPath}),baseEnv:i,run:{
id:Q,attempt:1,workflow:g.name??a,repository:j.repository,event_name:x.eventName,sha:String(zt.sha),ref:String(zt.ref)},
github:{repository:j.repository,ref:String(zt.ref),sha:String(zt.sha),run_id:Q,actor:String(zt.actor),event_name:x.eventName,
event:x.event},...L?{madeEvent:x.eventName}:{},...I&&_?{madeEventRun:_.run}:{},secrets:R,parentRun:G,openRun:z=>{let ft=N.
get(z);return ft||(ft=P.open(z).then(wt=>new de(wt)),N.set(z,ft)),ft},emit:dr,eventsFailure:()=>un.failure,...t.onOutput?
{onOutput:ur("onOutput",t.onOutput)}:{}});for(let{job:z,leg:ft,markdown:wt}of _?.summaries??[])T.summary(z,ft,wt);dt=await Go(
x,T,{runId:Q,concurrency:t.concurrency??oc(),signal:cr,cancel:t.cancel,secrets:k,github:zt,runner:{os:process.platform===
"darwin"?"macOS":process.platform==="win32"?"Windows":"Linux",arch:process.arch==="arm64"?"ARM64":process.arch==="x64"?"\
X64":process.arch.toUpperCase(),temp:E,toolCache:et(E,"tool-cache"),workspace:s,workspaceParent:uc(s)},reuse:_?.jobs,minuteMs:t.
minuteMs})}catch(N){dt={error:N}}gt.close();let[vt]=await Promise.all([T?.drain()??null,gt.settled()]);C?.close(),E!==void 0&&
await sn(E);let J="error"in dt?null:dt,yt=[],Ct=N=>{N&&!yt.some(it=>it.includes(N))&&yt.push(N)};if(Ct(J?.reason),"error"in
dt&&Ct(at(dt.error)),Ct(vt),Ct(C?.failure),J!==null)try{await Ii(et(q,ut.jobs),"the jobs' results",`${JSON.stringify(yc(
J.jobs,R,T?.summaryParts()??null),null,2)}
`)}catch(N){Ct(at(N))}let Yt=J===null||J.status==="success"&&yt.length>0?"failure":J.status,an=yt.length===0?null:rt(yt.
join(`
`),R).text,Hi=(J?.jobs??[]).map(N=>({id:N.id,stages:N.stages,result:N.result,..._?.jobs.has(N.id)?{reused:!0}:{}}));try{
await P.writeSummary({id:Q,...F(Yt,Hi,new Date,an)})}catch(N){throw hc(q,N,an)}if(W!==void 0)throw W.error;if("error"in dt)
throw dt.error;let ar=await sr(gt.writeFailure?gt:D),lr=Ls(ar);return{runId:Q,runDir:q,status:Yt,reason:an,records:ar,chain:lr,
finalStage:Fs(lr)}}function pc(){let r=ac(),t=process.env.TMPDIR?`TMPDIR ${r}`:`temp dir ${r}`,e;try{e=(0,Jt.statSync)(r)}catch(n){
if(!Wt(n,"ENOENT","ENOTDIR"))throw re(t,n)}if(e?.isDirectory()!==!0)throw new v("tempdir-invalid",`${e===void 0?"no such\
 directory":"is not a directory"}; baton run keeps each run's scratch files there`,{where:t,details:[`${e===void 0?"crea\
te it, or ":""}set TMPDIR to a directory`]});return{dir:r,where:t}}async function Ii(r,t,e){try{await Ae(r,e)}catch(n){throw new v(
"run-write-failed",En(t,n),{where:r,cause:n})}}function hc(r,t,e){let n=!(0,Jt.existsSync)(r),s=e===null||n?[]:[`the run\
 failed: ${e.replaceAll(`
`,`
  `)}`];return new v("run-write-failed",n?"the run's directory was removed while it ran: nothing more of the run could b\
e stored":`its end could not be stored in ${Gt}: ${at(t)}; baton runs shows it as interrupted`,{where:r,details:s,cause:t})}
function gc(r,t,e,n){let s=re(r,e);return Wt(e,"ENOENT")?new v(s.code,`${s.message}: run ${t} ran this workflow file, an\
d a replay runs it as it is now`,{...s.where===void 0?{}:{where:s.where},details:[`put it back (from git, if it was comm\
itted) to replay run ${t}, or start a new run of another workflow with ${n.runCommand}`],cause:e}):s}function mc(r,t){let e=new Map;
for(let n of Object.keys(r)){if(!Di.test(n)||n.toUpperCase().startsWith("GITHUB_"))throw new v("usage",`${JSON.stringify(
n)} is not a name GitHub allows for a variable: letters, digits and _, not starting with a digit or with GITHUB_`,{where:t.
vars});let s=e.get(n.toUpperCase());if(s!==void 0)throw new v("usage",`${JSON.stringify(s)} and ${JSON.stringify(n)} are\
 one variable on GitHub (names are not case-sensitive); give it once`,{where:t.vars});e.set(n.toUpperCase(),n)}}function wc(r,t,e,n){
let s=r.find(a=>!Di.test(a));if(s!==void 0)throw new v("usage",s.startsWith("-")&&n.flags?`takes the name of an environm\
ent variable after it (--secret NAME), not ${JSON.stringify(s)}`:`${JSON.stringify(s)} is not the name of an environment\
 variable (letters, digits and _, not starting with a digit)`,{where:n.secrets});let o={},i=[],l=[];for(let a of r){let u=t[a];
u===void 0?i.push(a):u===""?l.push(a):o[a]=u}if(i.length+l.length>0){let a=(c,d)=>c.length===0?[]:[`${c.length===1?"secr\
et":"secrets"} ${d}: ${c.join(", ")}`],u=c=>`run ${e} was started with ${n.passSecret(c)}`;throw new v("secret-missing",
[...a(i,"not set in the environment"),...a(l,"set to the empty string")].join("; "),{details:[...i.map(c=>e===null?`${n.
setSecret(c)} before running, or ${n.dropSecret(c)}`:`${n.setSecret(c)} before replaying: ${u(c)}`),...l.map(c=>e===null?
`${n.setSecret(c)} with its value before running, or ${n.dropSecret(c)}: an empty secret is no secret (one not given is \
'' in the run, as on GitHub)`:`${n.setSecret(c)} with its value before replaying: ${u(c)}`)]})}return o}function yc(r,t,e){
return r.map(n=>{let s={},o=[...n.withheldOutputs??[]];for(let[g,h]of Object.entries(n.outputs))rt(h,t).redactions.length>
0?o.push(g):s[g]=h;let i=(n.legResults??[]).map(({leg:g,result:h,reason:S})=>({leg:g,result:h,...S===void 0?{}:{reason:S}})),
l=(e??[]).filter(g=>g.job===n.id).map(({leg:g,offset:h,bytes:S})=>({leg:g,offset:h,bytes:S})),{id:a,stages:u,legs:c,ends:d,
skipped:p,summaryParts:f}=qt({id:n.id,stages:n.stages,legs:n.legs,ends:i,skipped:n.skipReason,summaryParts:l},t);return{
id:a,result:n.result,outputs:s,stages:u,legs:c,...o.length>0?{withheld_outputs:qt(o,t)}:{},...d.length>0?{leg_results:d}:
{},...p===void 0?{}:{skip_reason:p},...f.length>0?{summary_parts:f}:{}}})}function ir(r){return typeof r=="string"?[r]:Array.
isArray(r)?r.flatMap(ir):r!==null&&typeof r=="object"?Object.values(r).flatMap(ir):[]}function bc(r,t){let e=new Set(t),
n={};for(let[s,o]of Object.entries(r))o!==void 0&&!e.has(s)&&(n[s]=o);return n}function Sc(r,t){try{return t()}catch(e){
if(!(e instanceof v))throw e;let n=s=>rt(s,r).text;throw new v(e.code,n(e.message),{...e.where===void 0?{}:{where:n(e.where)},
details:e.details.map(n),cause:e.cause})}}function kc(){let r=to(process.pid);return{pid:process.pid,host:ic(),...r?{start:r}:
{}}}async function vc(r,t,e,n,s,o,i){let{run:l,invocation:a}=s;await r.readSummary(l);let u=await r.open(l),{jobs:c,summaryParts:d}=await xc(
et(t,l),l),p=[];a.workflow_sha256!==void 0&&a.workflow_sha256!==o.workflow&&p.push("");let f=a.called_sha256;if(f!==void 0)
for(let y of[...new Set([...Object.keys(f),...Object.keys(o.called)])].sort())f[y]!==o.called[y]&&p.push(y);let g=[...new Set(
c.flatMap(y=>y.stages))],h=c.map(y=>y.id),S=`stages: ${g.join(", ")||"(none)"}; jobs: ${h.join(", ")||"(none)"}`;if(s.from.
trim()==="")throw new v("usage",`is empty; name the stage or job of run ${l} to run again from: ${S}`,{where:i.from});let w=c.
find(y=>y.id.includes("/")&&(y.stages.includes(s.from)||y.legs.includes(s.from)))?.id??c.find(y=>y.stages.includes(s.from)||
y.legs.includes(s.from))?.id??(await u.get(s.from))?.record.job??n.jobs.find(y=>y.id===s.from)?.id,m=w?.split("/")[0];if(m===
void 0)throw new v("stage-unknown",`run ${l} has no stage or job ${s.from}${$e(s.from,[...g,...h])}; ${S}`,{where:i.from});
let k=m===s.from?`job ${m}`:`${w===s.from?"job":"stage"} ${s.from} belongs to job ${m}, which`;if(!e.jobs.some(y=>y.id===
m)){let y=e.jobs.map(A=>A.id);throw new v("stage-unknown",`${k} is no longer in ${e.fileName}: a replay runs the workflo\
w file as it is now, not as run ${l} had it`,{where:i.from,details:[`its jobs now: ${y.join(", ")||"(none)"}`]})}if(!n.jobs.
some(y=>y.id===m))throw new v("stage-unknown",`${k} is not part of this run${n.target===null?"":` (run ${l} was started \
with ${i.passJob(n.target)})`}`,{where:i.from});let R=new Set([m,...n.jobs.filter(y=>y.upstream.includes(m)).map(y=>y.id)]);
for(let y of n.jobs)y.calledBy!==null&&R.has(y.calledBy)&&R.add(y.id);let M=new Map,j=[];for(let y of n.jobs){if(R.has(y.
id))continue;let A=c.find(F=>F.id===y.id);if(!A)throw new v("replay-incomplete",`run ${l} has no result for job ${y.id};\
 run it again in full`,{where:i.from});M.set(y.id,A),j.push(...A.stages)}for(let y of n.jobs)if(R.has(y.id))for(let A of y.
needs){let F=M.get(A)?.withheldOutputs??[];if(F.length===0)continue;let V=F.join(", ");throw new v("replay-incomplete",`\
job ${A}'s output${F.length===1?` ${V} was`:`s ${V} were`} not stored (it may hold a secret), so replaying from ${s.from}\
 cannot give it to job ${y.id}`,{where:i.from,details:[`replay from the job that made it: ${i.replay(l,A)}`]})}let x=new Map(
e.jobs.map(y=>[y.id,y])),O=y=>(M.get(y)?.result??"success")!=="success",$=x.get(m);if($?.if.text===null){let y=$.needs.map(
A=>A.id).filter(O);if(y.length>0){let A=y[0];for(let F=0;M.get(A)?.result==="skipped"&&F<e.jobs.length;F++){let V=x.get(
A)?.needs.map(q=>q.id).find(O);if(V===void 0)break;A=V}throw new v("replay-skips",`job ${m} needs ${y.map(F=>`${F} (${M.
get(F).result} in run ${l})`).join(", ")}, so replaying from ${s.from} would skip it again`,{where:i.from,details:[`repl\
ay from the job that did not succeed: ${i.replay(l,A)}`]})}}let H=new Set(j),K=await u.list(),b=j.find(y=>!K.some(A=>A.stage===
y));if(b!==void 0)throw new v("replay-incomplete",`run ${l} recorded stage ${b}, but its record is gone from ${et(t,l)},\
 so it cannot be reused`,{where:i.from,details:[`replay from that stage, to run it again: ${i.replay(l,b)}`]});for(let y of K)
if(H.has(y.stage))try{await u.getAttempt(y.stage,y.attempt,y.runAttempt)}catch(A){throw A instanceof v?new v("replay-inc\
omplete",`run ${l}'s record of stage ${y.stage} (attempt ${y.attempt}) cannot be reused: ${at(A)}`,{where:i.from,details:[
`replay from that stage, to run it again: ${i.replay(l,y.stage)}`]}):A}let P=c.find(y=>y.id===m),_=s.from===m?null:w!==void 0&&
w!==m?`every job of its call (${c.filter(y=>y.id.startsWith(`${m}/`)).map(y=>y.id).join(", ")})`:P&&P.legs.length>1?`eve\
ry leg of its matrix (${P.legs.join(", ")})`:P&&P.stages.length>1?`every stage of it (${P.stages.join(", ")})`:null,I=_===
null?null:`${i.fromStage(s.from)}: job ${m} runs again whole, ${_}`,L=Hs(l,a,"replay",i),G=await Rc(et(t,l),d,new Set(M.
keys()));return{run:l,store:u,jobs:M,stages:j,changed:p,whole:I,redactedStart:L,summaries:G}}async function xc(r,t){let e=await ke(
et(r,ut.jobs),"utf8").catch(()=>{throw new v("replay-incomplete",`run ${t} did not finish, so it cannot be replayed`,{where:t})}),
n=Ws(e,dc,et(r,ut.jobs),{code:"replay-incomplete",what:"the jobs' results baton stores",fix:`run ${t} cannot be replayed\
; run it again in full`}),o=n.some(a=>a.legs.length>0||a.leg_results===void 0&&a.skip_reason===void 0)?await $c(r):{legs:new Map,
skips:new Map},i=n.some(a=>a.summary_parts!==void 0)?n.flatMap(a=>(a.summary_parts??[]).map(u=>({job:a.id,...u}))):null;
return{jobs:n.map(({withheld_outputs:a,leg_results:u,skip_reason:c,summary_parts:d,...p})=>{let f=o.legs.get(p.id),g=w=>{
let m=f?.get(w.leg);return{...w,...m?.durationMs===void 0?{}:{durationMs:m.durationMs},...m?.failedStep===void 0?{}:{failedStep:m.
failedStep}}},h=u?.map(g)??(f===void 0?void 0:p.legs.map(w=>f.get(w)??{leg:w,result:p.result})),S=c??o.skips.get(p.id);return{
...p,...a&&a.length>0?{withheldOutputs:a}:{},...h===void 0?{}:{legResults:h},...S===void 0?{}:{skipReason:S}}}),summaryParts:i}}
async function Rc(r,t,e){let n=await ke(et(r,ut.summary)).catch(l=>Wt(l,"ENOENT")?Buffer.alloc(0):null);if(n===null)return null;
if(n.length===0)return[];if(t===null)return null;let s=[...t].sort((l,a)=>l.offset-a.offset),o=[],i=0;for(let l of s){if(l.
offset!==i||l.offset+l.bytes>n.length)return null;i+=l.bytes;let a=n.subarray(l.offset,l.offset+l.bytes).toString("utf8"),
u=rr(l.job,l.leg);if(!a.startsWith(u)||!a.endsWith(`

`))return null;e.has(l.job)&&o.push({job:l.job,leg:l.leg,markdown:a.slice(u.length,-2)})}return i===n.length?o:null}async function $c(r){
let t=await ke(et(r,ut.events),"utf8").catch(()=>""),e=new Map,n=new Map,s=new Map,o=new Map;for(let i of t.split(`
`)){if(!/"type":"(job-finished|job-skipped|step-finished|step-started|stage-recorded)"/.test(i))continue;let l;try{l=Is.
safeParse(JSON.parse(i)).data}catch{continue}if(l?.type==="job-skipped"&&n.set(l.job,l.reason),l?.type==="step-started"&&
o.set(`${l.job}\0${l.leg}`,[]),l?.type==="stage-recorded"){let c=o.get(`${l.job}\0${l.leg}`);c!==void 0&&!c.includes(l.stage)&&
c.push(l.stage)}if(l?.type==="step-finished"&&l.conclusion==="failure"){let c=`${l.job}\0${l.leg}`,d=o.get(c)??[];s.has(
c)||s.set(c,{step:l.step,name:l.name,message:l.message,...l.output_tail===void 0?{}:{output_tail:l.output_tail},...d.length===
0?{}:{stages:d}})}if(l?.type!=="job-finished")continue;let a=e.get(l.job)??new Map,u=l.failed_step??s.get(`${l.job}\0${l.
leg}`);a.set(l.leg,{leg:l.leg,result:l.result,...l.reason===void 0?{}:{reason:l.reason},durationMs:l.duration_ms,...u===
void 0||l.result!=="failure"?{}:{failedStep:u}}),e.set(l.job,a)}return{legs:e,skips:n}}function Ui(r){let t=be(r??process.
cwd()),e;try{e=(0,Jt.statSync)(t)}catch(n){if(!Wt(n,"ENOENT","ENOTDIR"))throw re(t,n,"cwd")}if(e?.isDirectory()!==!0)throw new v(
"usage",e===void 0?"no such directory":"is not a directory",{where:`cwd ${t}`});return t}function Oc(r){if(typeof r!="st\
ring"||r.trim()==="")throw wn("runWorkflow","the workflow file's path as its first argument (runWorkflow('.github/workfl\
ows/ci.yml', \u2026))",xe(r))}async function Pc(r,t,e){let n=new Set(e);for(let s of await r.list())n.has(s.stage)&&await t.
copyAttempt(r,s.stage,s.attempt,s.runAttempt)}async function Ec(r,t,e){let n=new Set;for(let s of e)for(let o of[...s.legs,
...(s.legResults??[]).map(i=>i.leg)])n.add(o);for(let s of n){let o=te(s),i=et(r,o);if((await ec(i).catch(()=>null))?.isFile()!==
!0)continue;let l=et(t,`.${ut.jobLogPrefix}${(0,Se.randomBytes)(6).toString("hex")}.tmp`);try{await tc(i,l,Jt.constants.
COPYFILE_EXCL),await rc(l,et(t,o))}catch(a){throw await sc(l,{force:!0}),new v("run-write-failed",En(`the job log of ${s}`,
a),{where:et(t,o),cause:a})}}}async function Wh(r,t,e={}){return Ac(r,t,e,$n)}async function Ac(r,t,e,n){Tc(r,t);let s=or(
e,"replayWorkflow"),o=Ui(s.cwd),i=be(o,s.storeDir??gn),l=await new Tn(i).resolve(r),a=await Us(et(i,l),l);if(a.redacted)
throw new v("replay-refused",`run ${l} was started with a secret (or text shaped like a token) in ${n.typedValues}, whic\
h was not stored, so it cannot be replayed`,{details:[`start it again in full: ${n.run(a.workflow_path)} with the same o\
ptions`]});return Wi(a.workflow_path,{...s,cwd:o,storeDir:i,...a.job?{job:a.job}:{},inputs:a.inputs,event:a.event,eventName:a.
event_name,vars:a.vars,secrets:s.secrets??a.secrets,...a.parent?{parent:a.parent}:{}},{words:n,replay:{run:l,from:t,invocation:a}})}
function Tc(r,t){let e=[...typeof r=="string"&&r.trim()!==""?[]:[{takes:"the stored run's id (or 'latest') as its first \
argument (replayWorkflow('latest', 'fix', \u2026))",given:xe(r)}],...typeof t=="string"?[]:[{takes:"the stage or job to \
run again from as its second argument (replayWorkflow('latest', 'fix', \u2026))",given:xe(t)}]],[n,...s]=e;if(n!==void 0)
throw wn("replayWorkflow",n.takes,n.given,void 0,s.map(({takes:o,given:i})=>Sr(o,i)))}export{Nc as a,Fe as b,De as c,We as d,co as e,ca as f,He as g,Dh as h,fc as i,Wh as j,Ac as k};

import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{a as Pn,d as Fr}from"./chunk-YVL4CSEB.js";import{a as jr,b as Lr}from"./chunk-YHQU7V4H.js";import{a as Dr,
b as Yr,c as Zr,d as Qr}from"./chunk-2VS2YOLV.js";import{a as Ir,b as Wr,c as Ur,i as Kr,j as Vr,k as qr,l as Xr}from"./chunk-AT5R5CMD.js";
import{a as En,b as Hr,c as Jr,d as zr,e as Br,g as Gr}from"./chunk-HZJOZ676.js";import{a as _s}from"./chunk-GWIR7DIQ.js";
import{a as js}from"./chunk-7FV423P5.js";import{k as Cr,l as Mr}from"./chunk-2O72FBNV.js";import{$ as cr,Aa as On,
Ba as Tr,C as Us,Ca as Nr,Da as _r,G as se,H as Hs,J as Js,K as zs,N as Bs,O as Gs,P as Ks,Q as Vs,U as nr,W as oe,X as vn,
Y as ar,Z as lr,_ as ur,a as $t,aa as dr,b as Rt,ba as fr,c as Re,ca as pr,d as It,ea as _e,f as ne,fa as Ce,ga as $n,ha as gr,
ja as Me,ka as mr,n as Z,p as Ls,pa as vr,q as Fs,qa as xr,r as Ds,ra as $r,sa as Rr,ta as Or,va as Pr,w as Oe,y as Is,ya as Er,
z as Ws,za as Ar}from"./chunk-NLAN5OX4.js";import{A as Rn,B as je,C as wr,D as yr,L as br,N as Sr,O as kr,a as xn,
i as hr}from"./chunk-Z3UVK3S5.js";import{b as st,c as Kt,d as Ne,e as sr,f as rr,h as or,i as Wt,j as kn,k as ir}from"./chunk-ELLCTOB7.js";
import{b as ee}from"./chunk-VNY4YMOQ.js";import{c as An,e as to}from"./chunk-BASJUE5A.js";import{a as Pe,b as Ee,
k as qs,m as Xs,n as Ys,o as Zs,p as Ae,q as Te,r as Qs,u as tr,v as er,x as re}from"./chunk-MMFUCYEX.js";import{a as Tt,
b as ve,c as xt,d as wn,e as Ss,g as Sn,i as $e,m as As,n as Ts,p as Ns,r as Gt,t as Cs,u as Ms}from"./chunk-G6IW7IQF.js";
import{b as x,c as Ft,d as wt,e as dn}from"./chunk-BXL4BL7Z.js";import{Aa as Es,B as Y,C as nt,Da as te,Ea as Bt,H as Ot,
I as ys,O as at,P as lt,Q as Zt,T as jt,U as bs,X as mn,b as fn,ca as ks,d as ds,da as vs,e as fs,ha as tt,i as Mt,ia as Dt,
j as ps,ja as yn,k as hs,ka as xs,l as pn,m as hn,ma as $s,n as gs,na as Nt,o as ms,oa as xe,pa as Rs,q as ws,r as gn,ra as Os,
sa as bn,ua as Qt,x as bt,xa as Ps,ya as B}from"./chunk-JZBPCCZQ.js";import{a as Yt}from"./chunk-5A7QKWCT.js";
import{d as At}from"./chunk-3NR5HZ6E.js";var Oc=mn.stage;function Tn(s,t){let e=mn[s];return Object.fromEntries(Object.entries(t).filter(([n])=>e.includes(n)))}function Le(s,t,e={}){
let n=s.problems.some(r=>r.code===Ot.nextUnknownStage);return{[nt.status]:s.status,[nt.next]:t?.next&&!n?t.next.stage:"",
[nt.present]:s.present?"true":"false",[nt.data]:JSON.stringify(t?.data??{}),[nt.sha256]:s.digests.handoff??"",[nt.artifactId]:e.
artifactId??"",[nt.promptPath]:e.promptPath??"",[nt.handoffPath]:e.handoffPath??""}}function eo(){return{[nt.status]:"fa\
ilure",[nt.next]:"",[nt.present]:"false",[nt.data]:"{}",[nt.sha256]:"",[nt.artifactId]:"",[nt.promptPath]:"",[nt.handoffPath]:""}}var Ii=new TextEncoder,Wi=new TextDecoder("utf-8",{fatal:!0,ignoreBOM:!0}),Ui=new TextDecoder("latin1");async function no(s,t,e){
let n=[],r=[],o=new Set,i=bt.artifactBytes;for(let[l,a]of(t.artifacts??[]).entries()){let u=f=>r.push({code:Ot.artifactRefused,
severity:"warning",path:Ts(["artifacts",l,"path"]),message:`${a.path} ${f}; it was not kept`});if(a.path.includes(jt.markerPrefix)){
u("held a secret (its path was redacted)");continue}let c=Zs(a.path);if("refused"in c){u(c.refused);continue}if(o.has(c.
path))continue;let d=await e.readArtifact(s.workingDirectory,c.path,i);if(d.kind==="refused"){u(d.reason);continue}let p=Hi(
d.bytes,s.redact,`${ms}/${c.path}`);if("refused"in p){u(p.refused);continue}if(p.bytes.length>i){u(`is ${p.bytes.length}\
 bytes once redacted, more than the ${i} bytes left of the ${bt.artifactBytes}-byte limit for one record's artifacts`);continue}
r.push(...p.problems),n.push({path:c.path,bytes:p.bytes}),o.add(c.path),i-=p.bytes.length}return{files:n,problems:r}}function Hi(s,t,e){
let n;try{n=Wi.decode(s)}catch{n=void 0}if(n!==void 0){let r=Ce(n,t,e);return r.problems.length===0?{bytes:s,problems:[]}:
{bytes:Ii.encode(r.text),problems:r.problems}}return st(Ui.decode(s),t).redactions.length>0?{refused:"is not UTF-8 text \
and holds a secret, which cannot be redacted from a binary file"}:{bytes:s,problems:[]}}var Ji=new Set(Object.values(ys));function so(s){return s.problems.filter(t=>t.severity==="warning"&&!Ji.has(t.code))}var Fe="baton: the command could not start: ";async function De(s,t,e,n,r={}){let o=e&&s.agent?.kind==="preset"?Ws(s.agent.preset,e.stdout):null,i=await zi(s,t,e,o?.finalText??
null,n),l=i.kind==="valid"?i.handoff:null,a=l?await no(s,l,n.workspace):{files:[],problems:[]},u=[...t.warnings,...i.problems,
...a.problems,...o?.problems??[]],c=i.kind==="invalid",d=s.onInvalid==="fail"||s.handoff==="required",p=null,f,h={reason:"\
cancelled",message:`the stage was cancelled while its agent ran${typeof r.signal?.reason=="string"?`: ${r.signal.reason}`:
""}`};if(r.cancelled||r.signal?.aborted)f=h;else if(e&&e.exitCode!==0)f={reason:"exit-nonzero",message:e.exitCode!==null?
`the agent exited with code ${e.exitCode}`:e.signal!==null?`the agent was ended by ${e.signal}`:`the agent could not sta\
rt: ${e.output.replace(Fe,"").trim()}`,exitCode:e.exitCode,signal:e.signal};else if(c&&d){let $=i.problems.filter(M=>M.severity===
"error");f={reason:"handoff-invalid",message:`the handoff was refused (${Ki($.length,"problem")}): ${Gi($)}`,problems:$}}else if(l===
null&&s.handoff==="required"){let $=`no handoff: nothing at $${Mt.handoffPath} and no block between the markers in the a\
gent's output, and this stage requires one (handoff: required)`;u.push({code:Ot.handoffMissing,severity:"error",path:"$",
message:$}),f={reason:"handoff-missing",message:$}}else if(r.verify){let $=await r.verify();p=$.facts,u.push(...$.problems),
f=r.signal?.aborted?{reason:"cancelled",message:"the stage was cancelled while verify ran"}:p.exit_code===0?{reason:"com\
pleted",message:null}:{reason:"verify-failed",message:`verify failed with ${p.exit_code===null?"no exit code (ended by a\
 signal)":`exit code ${p.exit_code}`}`,exitCode:p.exit_code}}else f={reason:"completed",message:null};let S=c&&!d?u.map(
$=>({...$,severity:"warning"})):u,w=n.workspace.now(),m=await _e(s,{attempt:t.attempt,repair:t.repair,hop:t.hop,lineage:t.
lineage,...t.parent?{parent:t.parent}:{},prompt:t.prompt,handoff:l,agent:e,startedAt:new Date(t.preparedAt),finishedAt:w,
usage:o?.usage??null,verify:p,outcome:f,problems:S,files:a.files},n),k=s.handoff==="required"&&(f.reason==="handoff-inva\
lid"||f.reason==="handoff-missing");return{...m,outputs:Le(m.record,m.handoff,{artifactId:m.ref.id,promptPath:t.promptPath,
handoffPath:t.handoffPath}),repairProblems:k?m.record.problems.filter($=>$.severity==="error"):[]}}async function zi(s,t,e,n,r){
let o=await r.workspace.readHandoff(t.handoffPath),i=[],l;if(o.kind!=="missing")l=o;else if(e)for(let d of[n,e.stdout]){
if(!d)continue;let p=_s(d);if(i.push(...p.warnings),p.json!==null){l=As(p.json);break}}if(l===void 0)return{kind:"missin\
g",problems:Bi(i)};if(l.kind==="invalid")return{kind:"invalid",problems:[...i,...l.problems]};let a=or(l.handoff,s.redact),
u=[...i,...l.warnings,...a.problems],c=a.handoff.next?.stage;if(c!==void 0&&s.workflowJobs!==null&&!s.workflowJobs.includes(
c)){let d={code:Ot.nextUnknownStage,severity:s.onInvalid==="warn"?"warning":"error",path:"$.next.stage",message:`"${c}" \
names no job in this workflow; jobs: ${[...s.workflowJobs].sort().join(", ")}`};if(s.onInvalid==="fail")return{kind:"inv\
alid",problems:[...u,d]};u.push(d)}else c!==void 0&&s.workflowJobs===null&&u.push({code:Ot.nextUnchecked,severity:"warni\
ng",path:"$.next.stage",message:`"${c}" was not checked against the workflow's jobs, which are not known here: ${s.workflowUnread??
"the workflow file was not read"}; the \`next\` output names it as given, whether or not a job has that id`});return{kind:"\
valid",handoff:a.handoff,problems:u}}function Bi(s){let t=new Set;return s.filter(e=>{let n=`${e.code}\0${e.path}\0${e.message}`;
return t.has(n)?!1:(t.add(n),!0)})}function Gi(s){let t=[...s].sort((n,r)=>Number(Sn(r.message))-Number(Sn(n.message))),
e=t.slice(0,3).map(Gt).join("; ");return t.length>3?`${e}; and ${t.length-3} more`:e}function Ki(s,t){return`${s} ${t}${s===
1?"":"s"}`}function oo(s){let t=s.problems.filter(r=>r.severity==="error"),e=(t.length>0?t:s.problems).map(r=>`- ${Gt(r).replace(/\s+/g,
" ")}`).join(`
`),n=JSON.stringify(js(),null,2);return[`# Your handoff for stage \`${s.stage}\` was not accepted`,"","Your last run fin\
ished, but baton could not accept its handoff:","",e,"",`Do not redo the work. Write the handoff again, as one JSON obje\
ct that follows the JSON Schema below, to the file named by the environment variable \`${Mt.handoffPath}\` (or print it a\
s the last thing you output, between a line \`${hn.start}\` and a line \`${hn.end}\`).`,"","## The handoff JSON Schema",
"",ro(n,"json"),"","## The task you were given","",ro(s.previousPrompt,"markdown"),""].join(`
`)}function ro(s,t){let e=Math.max(0,...Array.from(s.matchAll(/`+/g),r=>r[0].length)),n="`".repeat(Math.max(3,e+1));return`${n}${t}\

${s.replace(/\n$/,"")}
${n}`}async function Ie(s,t,e={}){let n=e.attempt??1,r=t.workspace.now();await qi(s,n,t.store);let o=e.upstream??await Xi(s,t.
store),i=e.parent!==void 0?e.parent:await Zi(s,t),l=o.filter(w=>w.stored!==void 0),a=l.map(w=>io(w.stored)).sort((w,m)=>xn(
w.stage,m.stage)),u=i?.deepest[0]?.record.hop??0,c=1+Math.max(u,...l.map(w=>w.stored.record.hop)),d=i?{run:i.run,lineage:i.
deepest.map(io)}:void 0,p=async(w,m)=>{let k=await _e(s,{attempt:n,repair:e.repair!==void 0,hop:c,lineage:a,...d?{parent:d}:
{},prompt:"",handoff:null,agent:null,startedAt:r,finishedAt:t.workspace.now(),usage:null,verify:null,outcome:w,problems:m},
t);return{kind:"refused",result:{stage:s.stage,ok:!1,outcome:k.outcome,attempts:[k],final:k,outputs:Le(k.record,null,{artifactId:k.
ref.id})}}};if(c>s.maxHandoffs){let w=await Qi(s,l,i,t),m=`stage ${s.stage} would be hop ${c}, more than max-handoffs ${s.
maxHandoffs}: ${na(w)}`;return p({reason:"max-handoffs",message:m,hop:c,limit:s.maxHandoffs,chain:w},[{code:Ot.maxHandoffs,
severity:"error",path:"$",message:m}])}let f,g=[];if(e.repair)f=oo({stage:s.stage,...e.repair});else try{({prompt:f,warnings:g}=
await Vi(s,o,e.attemptContext))}catch(w){if(!(w instanceof x))throw w;let m={code:w.code,severity:"error",path:w.where??
"$",message:w.message};return p({reason:"render-failed",message:wt(w),problems:[m]},[m])}let h=await t.workspace.attemptPaths(
s.stage,n);return s.agent?.kind==="preset"&&(f=`${f.trimEnd()}

${Us({handoffPath:h.handoffPath})}
`),await t.workspace.writePrompt(h.promptPath,f),{kind:"ready",prepared:{stage:s.stage,attempt:n,repair:e.repair!==void 0,
prompt:f,promptPath:h.promptPath,handoffPath:h.handoffPath,lineage:a,hop:c,...d?{parent:d}:{},warnings:g,preparedAt:r.toISOString()},
upstream:o,parent:i}}async function Vi(s,t,e){if(s.template===null)throw new x("prompt-missing","this stage has no promp\
t template",{where:s.stage});let n={source:s.template.source,...s.maxPromptTokens===null?{}:{maxPromptTokens:s.maxPromptTokens},
...s.madeEvent===void 0?{}:{madeEventHint:Kr(s.madeEvent,s.madeEventRun)}};await qr(s.template.text,n);let r=hr({upstream:t,
inputs:s.inputs,github:s.github,...e?{attempt:e}:{},require:s.needs,analysis:Vr(s.template.text)}),o=Xr(s.template.text,
r.context,n);return{prompt:o.prompt,warnings:[...r.warnings,...o.warnings]}}async function qi(s,t,e){let n={stage:s.stage,
attempt:t,runAttempt:s.run.attempt};if((await e.list()).some(o=>Te(o,n)===0))throw new x("record-exists",`${tr(n)} alrea\
dy has a record in this run, so the agent was not run; records are immutable`,{where:`stage ${s.stage}`,details:[`anothe\
r job of this run records stage ${s.stage}: give each job its own stage id (the \`${Y.stage}\` input)`]})}async function Xi(s,t){
let e=s.upstream.filter(a=>a.stage!==s.stage),n=await Promise.all(e.map(a=>t.get(a.stage))),r=new Map(e.map(a=>[a.stage,
a])),o=(a,u)=>{let{job:c=null,matrix:d,open:p,place:f}=r.get(a)??{};return{stage:a,job:c??u?.record.job??a,stored:u,...d===
void 0?{}:{matrix:d},...p===!0?{open:!0}:{},...f===void 0?{}:{place:f}}},i=new Map;for(let[a,u]of e.entries())i.set(u.stage,
n[a]);if(s.expandLineage){let a=[...i.values()].filter(u=>u!==void 0);for(let u=a.shift();u;u=a.shift())for(let c of u.record.
lineage){if(c.stage===s.stage||i.has(c.stage))continue;let d=await t.getAttempt(c.stage,c.attempt,c.run_attempt),p=d?.recordSha256===
c.record_sha256?d:void 0;i.set(c.stage,p),p&&a.push(p)}}let l=s.expandLineage?await Yi(s,i,t):new Map;return[...i].map(([
a,u])=>{let c=l.get(a);return{...o(a,u),...c?{recordedLike:c}:{}}})}async function Yi(s,t,e){let n=s.needs.filter(i=>t.has(
i)&&t.get(i)===void 0),r=new Map;if(n.length===0)return r;let o=[...new Set((await e.list()).map(i=>i.stage))].filter(i=>i!==
s.stage).sort(xn);for(let i of n){let l=o.filter(a=>a.startsWith(`${i}-`));l.length>0&&r.set(i,l)}return r}async function Zi(s,t){
if(s.parentRun===null)return null;if(!t.openRun)throw new Ft(`stage ${s.stage}: a parent run is set but no way to open a\
nother run was given`);let e=await t.openRun(s.parentRun),n=new Map;for(let i of await e.list())n.set(i.stage,Qs([i,n.get(
i.stage)??i]));let r=(await Promise.all([...n.values()].map(i=>e.getAttempt(i.stage,i.attempt,i.runAttempt)))).filter(i=>i!==
void 0),o=Math.max(0,...r.map(i=>i.record.hop));return{run:s.parentRun,store:e,deepest:r.filter(i=>i.record.hop===o)}}function io(s){
let{stage:t,attempt:e,run:n}=s.record;return{stage:t,attempt:e,...n.attempt>1?{run_attempt:n.attempt}:{},record_sha256:s.
recordSha256}}async function Qi(s,t,e,n){let r=s.maxHandoffs+1,o=new Map(t.map(f=>[f.stored.recordSha256,f.stored])),i=new Map;
e&&i.set(e.run,Promise.resolve(e.store));let l=f=>(!i.has(f)&&n.openRun&&i.set(f,n.openRun(f)),i.get(f)),a=f=>f.reduce((g,h)=>g===
void 0||h.stored.record.hop>g.stored.record.hop?h:g,void 0),u=async(f,g,h)=>{let S=[];for(let w of f){let m=(h===null?o.
get(w.record_sha256):void 0)??await g.getAttempt(w.stage,w.attempt,w.run_attempt);m?.recordSha256===w.record_sha256&&S.push(
{stored:m,store:g,run:h})}return S},c=[{stage:s.stage,run:null}],d=a([...t.map(f=>({stored:f.stored,store:n.store,run:null})),
...(e?.deepest??[]).map(f=>({stored:f,store:e.store,run:e.run}))]),p=!1;for(;d&&c.length<r+1;){c.unshift({stage:d.stored.
record.stage,run:d.run});let{record:f}=d.stored;if(f.hop<=1){p=!0;break}let g=await u(f.lineage,d.store,d.run);if(f.parent)
try{let h=await l(f.parent.run);h&&g.push(...await u(f.parent.lineage,h,f.parent.run))}catch{}d=a(g)}return ta(c,p)}function ta(s,t){
let e=s.some(o=>o.run!==null),n=t?[]:["\u2026"],r;for(let o of s)e&&o.run!==r&&n.push(ea(o.run)),r=o.run,n.push(o.stage);
return n}function ea(s){return s===null?"this run:":`run ${s}:`}function Nn(s){return s.endsWith(":")}function na(s){let t=s.
filter(l=>!Nn(l)&&l!=="\u2026").length,e=[],n,r=!1,o=0;for(let l of s)Nn(l)?(n=l,r=!1):l==="\u2026"?e.push(l):(t<=12||o<
5||o>=t-5?(n!==void 0&&!r&&e.push(n),r=!0,e.push(l)):e.at(-1)!=="\u2026"&&e.push("\u2026"),o++);let i="";for(let[l,a]of e.
entries()){let u=e[l-1];i+=l===0?a:u!==void 0&&Nn(u)?` ${a}`:` \u2192 ${a}`}return i}async function ao(s,t){if(s.agent===null)throw new Ft(`stage ${s.stage}: runStage needs an agent (run or agent); this sp\
ec is for a split stage`);let e=[],n,r,o={},i="",l=!1;for(let a=1;;a++){let u=await Ie(s,t,{...o,attempt:a,...n?{upstream:n}:
{},...r!==void 0?{parent:r}:{}});if(u.kind==="refused")return t.reporter?.error(u.result.outcome.message??"",s.stage),{...u.
result,attempts:[...e,...u.result.attempts]};n=u.upstream,r=u.parent;let c=u.prepared;c.repair||(i=c.prompt);for(let h of c.
warnings)t.reporter?.warning(h.message,`${s.stage} ${h.path}`);let d=await ia(s,c,t),p=await De(s,c,d,t,{...t.signal?{signal:t.
signal}:{},...s.verify===null?{}:{verify:()=>aa(s,c,t,s.verify)}});e.push(p);let{outcome:f}=p,g=t.signal?.aborted===!0;if(p.
repairProblems.length>0&&!l&&!g){l=!0,t.reporter?.warning(`${f.message}; giving the agent one repair turn`,s.stage),o={repair:{
problems:p.repairProblems,previousPrompt:i}};continue}if(f.reason==="verify-failed"&&a<s.attempts&&!g){t.reporter?.warning(
`attempt ${a} of ${s.attempts}: ${f.message}; trying again`,s.stage),o={attemptContext:ra(a+1,p.handoff,p.record.verify)};
continue}return f.reason==="cancelled"?t.reporter?.warning(f.message,s.stage):f.reason!=="completed"&&t.reporter?.error(
f.message,s.stage),sa(s,f,e,p.outputs)}}function sa(s,t,e,n){let r=e.at(-1);if(!r)throw new Ft(`stage ${s.stage}: no att\
empt was stored`);return{stage:s.stage,ok:t.reason==="completed",outcome:t,attempts:e,final:r,outputs:n}}function ra(s,t,e){
return{number:s,previous:t,verify:e?{exit_code:e.exit_code,output:e.output_tail}:null}}function oa(s,t){let e={};for(let[
n,r]of Object.entries(s))ps.includes(n)||hs.some(o=>n.startsWith(o))||(e[n]=r);return{...e,...t}}function lo(s,t,e,n={}){
return oa(e.env,{...n,[Mt.promptPath]:t.promptPath,[Mt.handoffPath]:t.handoffPath,[Mt.stage]:s.stage})}async function ia(s,t,e){
let n=s.agent,r=n.kind==="preset"?{...Is(n.preset),shell:"bash"}:{script:n.command,env:{},shell:s.shell};return e.reporter?.
info(`${s.stage}: attempt ${t.attempt}${t.repair?" (repair turn)":""}, running the agent`),uo(e,()=>({script:r.script,shell:r.
shell,cwd:e.workspace.resolveDirectory(s.workingDirectory),env:lo(s,t,e,r.env)}))}async function uo(s,t){let e=s.workspace.
now();try{return await s.runner.run({...t(),...s.onOutput?{onOutput:s.onOutput}:{},...s.signal?{signal:s.signal}:{}})}catch(n){
let r=`${Fe}${wt(n)}
`;return s.onOutput?.(r,"stderr"),{exitCode:null,signal:null,startedAt:e,finishedAt:s.workspace.now(),output:r,stdout:""}}}
async function aa(s,t,e,n){e.reporter?.info(`${s.stage}: attempt ${t.attempt}, running verify`);let r=await uo(e,()=>({script:n,
shell:s.shell,cwd:e.workspace.resolveDirectory(s.workingDirectory),env:lo(s,t,e)})),o=Ce(r.output,s.redact,"verify.outpu\
t_tail");return{facts:{command:n,exit_code:r.exitCode,output_tail:ds(o.text,bt.verifyOutputTailBytes),duration_ms:Math.max(
0,r.finishedAt.getTime()-r.startedAt.getTime())},problems:o.problems}}var go=At(Pe(),1),Pt=At(Yt(),1);import{spawn as ca}from"node:child_process";import{tmpdir as da}from"node:os";import{join as fa}from"node:path";
import{StringDecoder as pa}from"node:string_decoder";var We=class{#t;#n={stdout:"",stderr:""};#s=null;constructor(t){this.#t=t}push(t,e){let n=this.#n[e]+t,r=n.endsWith("\r")?
n.slice(0,-1):n,o=Math.max(r.lastIndexOf(`
`),r.lastIndexOf("\r"))+1;n.length-o>65536&&(o=n.length),this.#e(e,n.slice(0,o)),this.#n[e]=n.slice(o)}end(t){this.#e(t,
this.#n[t]),this.#n[t]=""}#e(t,e){e!==""&&(this.#s!==null&&!this.#s.ended&&this.#s.stream!==t&&this.#t(`
`,!0),this.#t(e,!1),this.#s={stream:t,ended:e.endsWith(`
`)||e.endsWith("\r")})}};var la=8;function fo(s,t,e,n){let r=s+t,o=s.length,i=sr(r,e),l=i.find(c=>c.start<o&&c.end>o),a=l?l.end-o:0;if(n&&(a=co(t,
a)),!r.includes("\x1B")&&i.every(c=>c.end<=o+a))return a;let u=st(r,e).text;for(let c=0;a<t.length&&c<=la;c++){if(rr(r,o+
a,e,u))return a;a=n?co(t,a+1):ua(t,a+1)}return t.length}function co(s,t){if(t===0||s.charCodeAt(t-1)===po)return t;let e=s.
indexOf(`
`,t);return e===-1?s.length:e+1}function ua(s,t){for(let e=t;e<=s.length;e++){let n=s.charCodeAt(e-1);if(n===po||n===32||
n===9)return e}return s.length}var po=10;var _n={killGraceMs:5e3,maxOutputBytes:1024*1024,drainMs:1e3};function ha(s){try{process.kill(-s,0)}catch{return!1}let t;
try{t=(0,Pt.readdirSync)("/proc")}catch{return!0}for(let e of t){if(!/^\d+$/.test(e))continue;let n;try{n=(0,Pt.readFileSync)(
`/proc/${e}/stat`,"utf8")}catch{continue}let[r,,o]=n.slice(n.lastIndexOf(")")+2).split(" ");if(Number(o)===s&&r!=="Z")return!0}
return!1}var Ue=class{#t;#n;#s;#e;#r;#o;#l;#a;constructor(t={}){this.#t=t.tempDir??da(),this.#n=t.killGraceMs??_n.killGraceMs,
this.#s=t.maxOutputBytes??_n.maxOutputBytes,this.#e=t.drainMs??_n.drainMs,this.#r=t.outputHook,this.#o=t.reuseScripts?new Map:
void 0,this.#l=t.secrets??[],this.#a=t.noPathHint??"PATH is not set in its environment"}async run(t){let e=dr(t.shell);ga(
t.cwd);let n=fr(e,t.script),r=this.#u(e.extension,n),o=r??fa(this.#t,`baton-step-${(0,go.randomUUID)()}${e.extension}`);
r===void 0&&((0,Pt.writeFileSync)(o,n,{flag:"wx",mode:448}),this.#o?.set(`${e.extension}\0${n}`,o)),this.#r?.begin?.();try{
return await this.#d(e.file,pr(e,o),t)}finally{this.#r?.end?.(),this.#o===void 0&&(0,Pt.rmSync)(o,{force:!0})}}#u(t,e){let n=`${t}\
\0${e}`,r=this.#o?.get(n);if(r===void 0)return;let o=Buffer.from(e),i;try{i=Ns(r,o.length)}catch{i={kind:"missing"}}if(i.
kind==="file"&&o.equals(i.bytes))return r;this.#o?.delete(n)}#d(t,e,n){return new Promise((r,o)=>{let i=new Date,l=new He(
this.#s),a=new He(this.#s),u=ca(t,e,{cwd:n.cwd,env:n.env,stdio:["ignore","pipe","pipe"],detached:!0});u.pid!==void 0&&n.
onStart?.(u.pid);let c,d,p,f,g=!1,h=L=>{if(u.pid!==void 0)try{process.kill(-u.pid,L)}catch{}},S=()=>u.pid!==void 0&&ha(u.
pid),w,m=!1,k,$=null,M,j=()=>{h("SIGKILL"),M=Date.now()},v=Number.POSITIVE_INFINITY,O=L=>{L>=v||(v=L,clearTimeout(c),c=setTimeout(
j,Math.max(0,L-Date.now())),c.unref())},R=()=>{$!=="terminate"&&($="terminate",clearTimeout(d),h("SIGTERM"),O(Date.now()+
this.#n))},H=()=>{if(n.stop!=="interrupt"||n.kill?.aborted)return R();$===null&&($="interrupt",h("SIGINT"),d=setTimeout(
()=>h("SIGTERM"),1.5*this.#n),d.unref(),O(Date.now()+2*this.#n))},K=()=>{let L=S();return n.kill?.aborted&&M===void 0&&L&&
j(),L&&(M===void 0||Date.now()-M<2e3)?(w??=setInterval(b,100),!1):(clearInterval(w),m?!0:k===void 0?(k=Date.now(),setTimeout(
b,this.#e).unref(),!1):Date.now()-k>=this.#e)},b=()=>{g||f===void 0||$!==null&&!K()||(clearInterval(w),g=!0,clearTimeout(
p),u.stdout?.destroy(),u.stderr?.destroy(),N("stdout"),N("stderr"),n.signal?.removeEventListener("abort",H),n.kill?.removeEventListener(
"abort",R),clearTimeout(c),clearTimeout(d),r({exitCode:f.code,signal:f.signal,startedAt:i,finishedAt:new Date,output:l.text(
this.#l),stdout:a.text(this.#l)}))},P=new We((L,G)=>G?l.insert(L):l.push(L)),N=L=>P.end(L),D=(L,G)=>{let y=new pa("utf8"),
A=F=>{P.push(F,G),F!==""&&(G==="stdout"&&a.push(F),this.#r?.chunk(F,G),n.onOutput?.(F,G))};L.on("data",F=>{l.wrote(F.length),
G==="stdout"&&a.wrote(F.length),A(y.write(F))}),L.on("end",()=>{A(y.end()),N(G)})};D(u.stdout,"stdout"),D(u.stderr,"stde\
rr"),u.on("error",L=>{if(g)return;g=!0,n.signal?.removeEventListener("abort",H),n.kill?.removeEventListener("abort",R);let G=L.
code==="ENOENT"&&!t.includes("/")&&!n.env.PATH;o(new x("shell-failed",`could not start ${JSON.stringify(t)}: ${L.code??L.
message}${G?`; ${this.#a}`:""}`,{where:"shell",cause:L}))}),u.on("exit",(L,G)=>{f={code:L,signal:G},p=setTimeout(()=>{$===
null&&(u.stdout?.destroy(),u.stderr?.destroy()),b()},this.#e),p.unref()}),u.on("close",()=>{m=!0,b()}),n.kill?.aborted?R():
n.kill?.addEventListener("abort",R,{once:!0}),n.signal&&(n.signal.aborted?H():n.signal.addEventListener("abort",H,{once:!0}))})}};
function ga(s){let t;try{t=(0,Pt.statSync)(s)}catch{t=void 0}if(!t?.isDirectory())throw new x("working-directory-missing",
`${s} is not a directory`,{where:"working-directory"})}var ho=64*1024,ma=`${["-----BEGIN","PRIVATE","KEY-----"].join(" ")}\

`,wa=128,He=class{#t;#n=[];#s=0;#e=0;#r=0;#o=0;#l=!1;#a="";constructor(t){this.#t=t}wrote(t){this.#r+=t}insert(t){this.push(
t),this.#o+=Buffer.byteLength(t)}push(t){this.#n.push(t);let e=Buffer.byteLength(t);for(this.#s+=e,this.#e+=e;this.#n.length>
1&&this.#s-Buffer.byteLength(this.#n[0])>=this.#t+ho;){let n=this.#n.shift();this.#s-=Buffer.byteLength(n),this.#u(n)}}#u(t){
let e=this.#a+t;this.#l=Wt(e,this.#l,this.#a.length),this.#a=e.slice(-wa)}text(t=[]){let e=Buffer.from(this.#n.join(""));
if(e.length<=this.#t)return e.toString("utf8");let n=e.length-this.#t-1,r=e.indexOf(10,n),o=[e.indexOf(32,n),e.indexOf(9,
n)].filter(u=>u>=0),i=r>=0&&r<e.length-1?r:o.length>0?Math.min(...o):-1,l="";if(i>=0){let u=i+1,c=Math.max(0,u-ho),d=c===
0?-1:e.indexOf(10,c-1);for(d>=0&&d+1<u&&(c=d+1);(e[c]&192)===128;)c++;let f=(Wt(this.#a+e.subarray(0,c).toString("utf8"),
this.#l,this.#a.length)?ma:"")+e.subarray(c,u).toString("utf8"),g=e.subarray(u).toString("utf8");l=g.slice(fo(f,g,t,e[i]===
10))}let a=l!==""?`the last ${this.#t} bytes at most are kept`:i===-1?"none of it is kept, as no line or space was left \
to start at":"none of it is kept, as all of it after the cut may be part of a secret the cut went through";return this.#e===
this.#r+this.#o?`[baton: the first ${this.#e-Buffer.byteLength(l)} bytes of this output were left out; ${a}]
${l}`:`[baton: this output was ${this.#r} bytes, not all of it UTF-8 text, and its start was left out; ${a}${l===""?"":"\
, as text (a byte that is not UTF-8 as \uFFFD)"}]
${l}`}};var be=At(Pe(),1),Ht=At(Yt(),1);import{copyFile as Ku,lstat as Vu,mkdtemp as qu,readFile as Se,rename as Xu,rm as Yu}from"node:fs/promises";
import{availableParallelism as Zu,hostname as Qu,tmpdir as tc}from"node:os";import{basename as ec,dirname as nc,join as et,
relative as sc,resolve as ye}from"node:path";import{setMaxListeners as Dn}from"node:events";var mo=["repository","path","ref"];function wo(s,t,e){let n=t.repository.trim(),r=n!==""&&n.toLowerCase()!==e.repository.
toLowerCase(),o=t.path.trim(),i=!ya(o,e.workspace),l=t.ref.trim(),a=l!==""&&!e.refs.includes(l);if(!r&&!i&&!a)return null;
let u=r?`${n}${a?` at ${l}`:""} is not cloned`:a?`ref ${l}${i?" of this repository":""} is not checked out`:"this reposi\
tory is not checked out again";return`${s}: ${u}${i?` into ${o}`:""}: baton checks nothing out; the project directory is\
 used as it is`}function ya(s,t){if(s==="")return!0;let e=s.replace(/\/+$/,"")||"/";return e==="."||e===(t.replace(/\/+$/,
"")||"/")}function xo(s){return`$${at.stepSummary} upload aborted, supports content up to a size of ${Math.floor(bt.stepSummaryFileBytes/
1024)}k, got ${Math.floor(s/1024)}k. For more information see: https://docs.github.com/actions/using-workflows/workflow-\
commands-for-github-actions#adding-a-markdown-summary`}var $o=new Set(["NODE_OPTIONS"]);function Mn(s,t){let e=[],n=s.split(
`
`).map(r=>r.replace(/\r$/,""));n.length>0&&n[n.length-1]===""&&n.pop();for(let r=0;r<n.length;r+=1){let o=n[r];if(o.trim()===
"")continue;let i=o.indexOf("<<"),l=o.indexOf("=");if(i>0&&(l<0||i<l)){let a=o.slice(0,i),u=o.slice(i+2);if(u==="")throw Je(
t,r+1,`"${a}<<" needs a delimiter`);let c=[],d=!1;for(r+=1;r<n.length;r+=1){if(n[r]===u){d=!0;break}c.push(n[r])}if(!d)throw Je(
t,r,`no line "${u}" ends the value of ${a}`);e.push([yo(a,t,r+1),c.join(`
`)]);continue}if(l>0){e.push([yo(o.slice(0,l),t,r+1),o.slice(l+1)]);continue}throw Je(t,r+1,"expected name=value or name\
<<DELIMITER")}return e}function Ro(s,t){let e=[],n=[];for(let r of Mn(s,t))$o.has(r[0].toUpperCase())?n.push(`can't stor\
e ${r[0]} using ${t}; it was left out`):e.push(r);return{pairs:e,refused:n}}function Oo(s){return s.split(`
`).map(t=>t.replace(/\r$/,"").trim()).filter(t=>t!=="").reverse()}function yo(s,t,e){if(s.trim()===""||s!==s.trim()||s.includes(
"\0"))throw Je(t,e,`"${s}" is not a valid name`);return s}function Je(s,t,e){return new x("file-command-invalid",`${s} l\
ine ${t}: ${e}`,{where:s})}var Ge=new Set(["stop-commands","set-env","set-output","save-state","add-mask","add-path","ad\
d-matcher","remove-matcher","debug","warning","error","notice","group","endgroup","echo"]),Po={has:()=>!0},Eo="\\t\\n\\v\\f\\\
r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000",ba=new RegExp(`^[${Eo}]+`),bo=new RegExp(`[${Eo}\
]`);function ze(s){let t=0,e=s.length;for(;t<e&&bo.test(s[t]);)t++;for(;e>t&&bo.test(s[e-1]);)e--;return s.slice(t,e)}function Ke(s,t=Ge){
return Sa(s,t)??ka(s,t)}function Sa(s,t){let e=s.replace(ba,"");if(!e.startsWith("::"))return null;let n=e.indexOf("::",
2);if(n<0)return null;let r=e.slice(2,n),o=r.indexOf(" "),i=(o<0?r:r.slice(0,o)).toLowerCase();if(!t.has(i))return null;
let l=o>0?Ao(ze(r.slice(o+1)),",",Oa):new Map;return{command:i,properties:l,data:Ra(e.slice(n+2)),form:"v2"}}function ka(s,t){
let e=s.indexOf("##[");if(e<0)return null;let n=s.indexOf("]",e);if(n<0)return null;let r=s.slice(e+3,n),o=r.indexOf(" "),
i=(o<0?r:r.slice(0,o)).toLowerCase();if(!t.has(i))return null;let l=o>0?Ao(r.slice(o+1),";",ko):new Map;return{command:i,
properties:l,data:ko(s.slice(n+1)),form:"legacy"}}function Ao(s,t,e){let n=new Map;for(let r of s.split(t)){let o=r.replace(
/^=+/,""),i=o.indexOf("=");if(i<0)continue;let l=o.slice(i+1).replace(/^=+/,"");l!==""&&n.set(o.slice(0,i).toLowerCase(),
e(l))}return n}var ie=class{#t=null;#n=new Set(Ge);read(t){let e=Ke(t,this.#n);if(this.#t===null)return e;let n=this.#t.
toLowerCase();return n===""||e?.command!==n?null:(this.#n.delete(n),this.#t=null,"resumed")}refuses(t){return va(t,this.#n)}stop(t){
this.#t=t,this.#n.add(t.toLowerCase())}};function va(s,t){let e=s.toLowerCase();return e===""||e==="pause-logging"||t.has(
e)}function To(s,t){return t===void 0?s:{...s,github:{...s.github,...t}}}var xa=1024*1024,$a=6,Cn=4e3,So=50,Ra=s=>s.replace(
/%0D|%0A|%25/g,t=>({"%0D":"\r","%0A":`
`,"%25":"%"})[t]),Oa=s=>s.replace(/%0D|%0A|%3A|%2C|%25/g,t=>({"%0D":"\r","%0A":`
`,"%3A":":","%2C":",","%25":"%"})[t]),ko=s=>s.replace(/%3B|%0D|%0A|%5D|%25/g,t=>({"%3B":";","%0D":"\r","%0A":`
`,"%5D":"]","%25":"%"})[t]),Be=class{#t=[];#n=new Set;#s=[];#e={outputs:[],env:[],path:[],failures:[]};#r=new Set;#o;#l;#a;constructor(t={}){
this.#o=t.allowUnsecureCommands??!1,this.#l=t.allowUnsecureStopCommandTokens??!1,this.#a=t.redact??(e=>e)}#u=0;#d={stdout:{
partial:"",overlong:!1},stderr:{partial:"",overlong:!1}};#c=new ie;push(t,e="stdout"){let n=this.#d[e],r=t.split(/\r\n|\r|\n/),
o=r.pop();for(let i of r)n.overlong||this.#f(n.partial+i),n.partial="",n.overlong=!1;n.overlong||(n.partial+=o,n.partial.
length>xa&&(n.partial="",n.overlong=!0))}get masks(){return this.#t}end(){for(let i of Object.values(this.#d))!i.overlong&&
i.partial!==""&&this.#f(i.partial),i.partial="";let t=[...this.#s];this.#u>0&&t.push({level:"warning",message:`${this.#u}\
 more annotation${this.#u===1?"":"s"} of this step not shown (at most ${So})`});let{outputs:e,env:n,path:r,failures:o}=this.#e;
return{masks:[...this.#t],annotations:t,commands:{outputs:[...e],env:[...n],path:[...r],failures:[...o]}}}#g(t){this.#n.
has(t)||(this.#n.add(t),this.#t.push(t))}#f(t){let e=this.#c.read(t);if(e===null||e==="resumed")return;let{command:n,properties:r,
data:o}=e;switch(n){case"stop-commands":{let i=o;if(this.#l||!this.#c.refuses(i)){this.#c.stop(i),i.length>$a&&this.#g(i);
return}this.#e.failures.push(`unable to process ::stop-commands::: you cannot use an endToken that is an empty string, t\
he string 'pause-logging', or another workflow command (this one is ${i===""?"empty":JSON.stringify(i)}); use a token of\
 your own, such as a random one, or opt into insecure command execution by setting ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TO\
KENS to true (see https://docs.github.com/actions/learn-github-actions/workflow-commands-for-github-actions#example-stop\
ping-and-starting-workflow-commands)`);return}case"add-mask":{let i=ze(o);if(i==="")return;let l=i.split(/[\r\n]+/).map(
ze);for(let a of[i,...l])a!==""&&this.#g(a);return}case"error":case"warning":case"notice":this.#b(n,r,o);return;case"set\
-output":case"save-state":case"set-env":case"add-path":this.#p(n,r,o)}}#p(t,e,n){let r=l=>this.#e.failures.push(`unable \
to process ::${t}::: ${l}`);if((t==="set-env"||t==="add-path")&&!this.#o){r(`the \`${t}\` command is disabled; write to ${t===
"set-env"?at.env:at.path} instead, or set ACTIONS_ALLOW_UNSECURE_COMMANDS to true (see https://github.blog/changelog/202\
0-10-01-github-actions-deprecating-set-env-and-add-path-commands/)`);return}if(t==="add-path"){n===""?r("the path is emp\
ty"):this.#e.path.push(n);return}let o=e.get("name");if(o===void 0||o===""){r(`required field 'name' is missing in the ${t}\
 command`);return}if(t==="set-env"){if($o.has(o.toUpperCase())){this.#s.push({level:"error",message:`can't update ${o} u\
sing ::set-env::`});return}this.#e.env.push([o,n]);return}if(t==="set-output"&&this.#e.outputs.push([o,n]),this.#r.has(t))
return;this.#r.add(t);let i=t==="set-output"?at.output:at.state;this.#s.push({level:"warning",message:`the \`${t}\` comma\
nd is deprecated and will be disabled soon; write to ${i} instead (see https://github.blog/changelog/2022-10-11-github-a\
ctions-deprecating-save-state-and-set-output-commands/)`})}#b(t,e,n){if(this.#s.length>=So){this.#u+=1;return}let r=e.get(
"line"),o=e.get("file")?[e.get("file"),r,r&&e.get("col")].filter(Boolean).join(":"):"",i=e.get("title"),l=d=>Pa(this.#a(
d,this.#t).replace(/\r\n|\r|\n/g," ")),a=d=>d===void 0?null:l(d),u=d=>{let p=e.get(d)?.trim();return p!==void 0&&/^[1-9]\d{0,8}$/.
test(p)?Number(p):null},c=`${o?`${o}: `:""}${i?`${i}: `:""}${n}`;this.#s.push({level:t,message:l(c),place:{title:a(i),file:a(
e.get("file")),line:u("line"),end_line:u("endline"),col:u("col"),end_column:u("endcolumn")}})}};function No(s,t){if(t.length===
0)return s;let e=new Set(t);return s.replace(/[^\r\n]+/g,n=>_o(n,r=>e.has(ze(r))))}function jn(s){return _o(s,()=>!0)}var vo=/(?=::add-mask[ :]|##\[add-mask[ \]])/i;
function _o(s,t){return vo.test(s)?s.split(vo).map(e=>{let n=Ke(e);return n?.command!=="add-mask"||!t(n.data)?e:n.form===
"v2"?`${e.slice(0,10)}::***`:`${e.slice(0,11)}]***`}).join(""):s}function Pa(s){return s.length>Cn?`${s.slice(0,Cn)}\u2026 (${s.
length-Cn} more characters)`:s}function Co(s,t){let e=[],n=Ln(s.map(o=>Mo(o.container)));n.length>0&&e.push({level:"warning",message:`container: ${n.join(
", ")} ${n.length===1?"is":"are"} not started: baton runs the job's steps on this machine, not in a container`});let r=Ln(
s.flatMap(o=>Ea(o.services)));if(r.length>0){let o=r.length===1;e.push({level:"warning",message:`services: ${r.join(", ")}\
 ${o?"is":"are"} not started: baton starts no containers, and the job's steps run on this machine without ${o?"it":"them"}`})}
for(let o of["Windows","macOS"]){if(o===t)continue;let i=Ln(s.map(l=>Aa(l.runsOn)===o?Fn(l.runsOn):null));i.length!==0&&
e.push(o==="Windows"?{level:"warning",message:`runs-on: ${i.join(", ")}: runs here, on ${t}, with this machine's shells \
(bash by default, where a Windows runner's is pwsh; shell: cmd and powershell fail here)`}:{level:"info",message:`runs-o\
n: ${i.join(", ")}: runs here, on ${t}, with this machine's shells and tools (bash by default, as on macOS)`})}return e}
function Mo(s){let t=typeof s=="string"?s:qe(s)&&typeof s.image=="string"?s.image:null;return t===null||t.trim()===""?null:
t}function Ea(s){return typeof s=="string"?s.trim()===""?[]:[s]:qe(s)?Object.entries(s).flatMap(([t,e])=>Mo(e)===null?[]:
[t]):[]}function Aa(s){for(let t of jo(s)){let e=t.trim().toLowerCase();if(e==="windows"||e.startsWith("windows-"))return"\
Windows";if(e==="macos"||e.startsWith("macos-"))return"macOS"}return null}function jo(s){return typeof s=="string"?[s]:Array.
isArray(s)?s.filter(t=>typeof t=="string"):qe(s)?jo(s.labels):[]}function Fn(s){return Array.isArray(s)?`[${s.map(Fn).join(
", ")}]`:qe(s)?`{ ${Object.entries(s).map(([t,e])=>`${t}: ${Fn(e)}`).join(", ")} }`:String(s)}function Ve(s){switch(s.kind){case"\
literal":return s.value;case"expression":return s.text;case"sequence":return s.items.map(Ve);case"mapping":return Object.
fromEntries(s.entries.map(({key:t,value:e})=>[t,Ve(e)]))}}function Ln(s){return[...new Set(s.filter(t=>t!==null))]}function qe(s){
return typeof s=="object"&&s!==null&&!Array.isArray(s)}var Ta="ACTIONS_STEP_DEBUG";function Lo(s,t){let e=r=>Object.entries(r).find(([o])=>o.toUpperCase()===Ta)?.[1];return(e(
s)??e(t))?.trim().toLowerCase()==="true"}function Fo(s,t){return{os:s.os,arch:s.arch,name:"baton-local",environment:"sel\
f-hosted",tool_cache:s.toolCache,temp:t,workspace:s.workspaceParent,...s.debug?{debug:"1"}:{}}}function Do(s){return Object.
fromEntries(Object.entries(s).map(([t,e])=>[`RUNNER_${t.toUpperCase()}`,e]))}var ae=class{#t;#n=0;#s=[];constructor(t){this.#t=Math.max(1,Math.floor(t))}async acquire(){this.#n<this.#t?this.#n+=1:await new Promise(
e=>this.#s.push(e));let t=!1;return()=>{if(t)return;t=!0;let e=this.#s.shift();e?e():this.#n-=1}}async run(t){let e=await this.
acquire();try{return await t()}finally{e()}}get active(){return this.#n}};function Io(s,t,e="timeout-minutes"){let n=xr(s,e);if("problem"in n)throw new x("timeout-invalid",`${t}: ${n.problem}`);
return n.minutes}function le(s){return`${s} minute${s===1?"":"s"}`}var Na=5,_a=2**31-1,Ca=6e4;function In(s,t,e){return setTimeout(
e,Math.min(s*t,_a))}function Xe(s,t,e){return{"fail-fast":s.failFast,"job-index":t,"job-total":e,"max-parallel":s.maxParallel??
e}}async function Jo(s,t,e){if(!Rr(s))throw new Ft("executePlan accepts only a Plan made by buildPlan");return new Wn(s,
t,e).run()}var Wn=class{#t;#n;#s;#e;#r;#o;#l;#a=new Map;#u=[];#d;#c;#g;#f=new Map;#p;#b;#w;#$=new Map;#y=new Map;#R=new Map;#T=new Map;#v;#x=new Map;#m;#O=new Map;#C=new Map;constructor(t,e,n){
this.#t=t,this.#n=e,this.#s=e.expressions,this.#e=n,this.#r=new ae(n.concurrency),this.#o=n.signal??new AbortController().
signal,this.#l=n.cancel??new AbortController().signal,Dn(0,this.#o,this.#l),this.#d=t.workflow.jobs.map(r=>r.id),this.#c=
new Map(t.jobs.map(r=>[r.id,r])),this.#m=new Map(t.stageMatrices),this.#v=new Set(t.expanded.map(r=>r.id.toLowerCase()));
for(let r of t.legIds.values())for(let o of r)this.#v.add(o.toLowerCase());this.#p=Object.values(n.secrets).filter(r=>r!==
""),this.#b=Lo(n.secrets,t.vars),this.#w=n.minuteMs??Ca,this.#g={inputs:t.inputs,secrets:n.secrets,env:{},envFailure:null,
namePrefix:"",cancel:this.#l}}async run(){let t=this.#n.now();this.#i({type:"run-started",run:this.#e.runId,workflow:this.#t.
workflow.name??this.#t.workflow.fileName,jobs:this.#t.jobs.map(o=>({id:o.id,needs:o.needs,legs:o.legs===null?null:o.instances===
null?this.#t.legIds.get(o.id)??null:o.instances.flatMap(i=>this.#t.legIds.get(i.id)??[])}))}),this.#g.envFailure=this.#M(),
await this.#E(this.#t.jobs.filter(o=>o.calledBy===null));let e=await this.#n.settle?.()??null;e!==null&&this.#i({type:"n\
otice",level:"error",job:null,leg:null,message:e});let n=this.#t.jobs.map(o=>{let i=this.#C.get(o.id);return{...this.#a.
get(o.id),legResults:this.#O.get(o.id)??[],...i===void 0?{}:{skipReason:i}}}),r=this.#F()?"cancelled":e!==null||n.some(o=>o.
result==="failure")?"failure":n.some(o=>o.result==="cancelled")?"cancelled":"success";return this.#i({type:"run-finished",
run:this.#e.runId,status:r,duration_ms:Ye(t,this.#n.now())}),{status:r,reason:e,jobs:n,stages:this.#u}}#M(){try{return this.#g.
env=Rt(this.#s,this.#t.workflow.env,(t,e)=>({contexts:this.#P(null),where:this.#h(e,`env.${t}`)})),null}catch(t){return rt(
t)}}#S(t){return t?.calledBy?this.#f.get(t.calledBy)??this.#g:this.#g}#P(t){let e=this.#S(t);return{github:this.#e.github,
inputs:e.inputs,vars:this.#t.vars,secrets:e.secrets}}async#E(t){let e=new Map;for(let n of t)e.set(n.id,(async()=>{await Promise.
all(n.needs.map(r=>e.get(r))),this.#a.set(n.id,n.call===null?await this.#W(n):await this.#N(n))})());await Promise.all(e.
values())}async#N(t){let e=t.call;if(this.#e.reuse?.has(t.id)){for(let r of e.jobs){let o=this.#c.get(r);this.#a.set(r,o.
call===null?await this.#W(o):await this.#N(o))}return this.#W(t)}let n=await this.#j(t);return this.#y.has(t.id)||this.#B(
e.jobs,n),n}async#j(t){let e=this.#V(t);if(!("contexts"in e))return this.#L(t,t.id,`its calling job ${t.id} did not run \
(${e.result})`),e;let{contexts:n}=e,r,o,i;try{r=t.legs??this.#Y(t,n),i=this.#Z(t,n),o=this.#t.legIds.get(t.id)??vn(t.id,
r,this.#v),t.legs===null&&this.#rt(t,o)}catch(l){let a=this.#U(t,rt(l));return this.#L(t,t.id,`its calling job ${t.id} f\
ailed before the call started`),a}return t.legs===null&&this.#i({type:"job-legs",job:t.id,legs:o}),this.#K(t,r,o,i,n,{pooled:!1,
outputsOf:l=>l.result==="success"},(l,a,u,c)=>this.#ot(t,l,a,u,r.length,i,n,c))}#rt(t,e){if(e.length<2)return;let n=r=>{
for(let o of r){let i=this.#c.get(o),l=i.instances===null?i.stages?.[0]:void 0;if(l!==void 0){let a=o.slice((this.#y.get(
t.id)??t.id).length);throw new x("stage-duplicate",`jobs.${t.job.id}: ${Nr(l,o,e.map(u=>`${u}${a}`))}`,{where:Z(t.workflow.
fileName,t.job.position)})}n(i.call?.jobs??[])}};n(this.#c.get(this.#y.get(t.id)??t.id)?.call?.jobs??[])}async#ot(t,e,n,r,o,i,l,a){
let u=t.call,c=u.workflow.call,d=t.workflow.fileName,p=u.workflow.fileName,f=this.#n.now(),g=this.#S(t),h=Object.keys(e).
length>0,S={...l,matrix:oe(e),strategy:Xe(i,r,o)},w,m=null;try{if(g.envFailure)throw new x("expression-invalid",g.envFailure);
let v=Js(this.#s,t.job,c,(b,P)=>({contexts:{...S,secrets:{}},where:this.#h(P,`jobs.${t.job.id}.with.${b}`,d)})),O;try{O=
zs(c,v,u.path)}catch(b){throw b instanceof x?new x(b.code,`jobs.${t.job.id}: ${b.message}`,{where:Z(d,t.job.uses?.position??
t.job.position)}):b}let R=t.job.secrets==="inherit"?g.secrets:Rt(this.#s,t.job.secrets,(b,P)=>({contexts:S,where:this.#h(
P,`jobs.${t.job.id}.secrets.${b}`,d)})),H=[...new Set(Object.values(R))].filter(b=>b!==""&&!this.#p.includes(b));this.#p.
push(...H),H.length>0&&this.#n.addSecrets?.(H);for(let[b,P]of Object.entries(R))!H.includes(P)||P.length>=jt.minSecretLength||
this.#i({type:"notice",level:"warning",job:t.id,leg:n,message:`secret ${b} passed to ${u.path} is shorter than ${jt.minSecretLength}\
 characters, so it is not redacted: it will appear wherever a step or agent prints it (a value that short would blank ou\
t ordinary words)`});m=this.#st(t,h?e:null,S);let K=m??`${g.namePrefix}${t.job.id}${h?Wo(e):""}`;w={inputs:O,secrets:R,env:{},
envFailure:null,namePrefix:`${K} / `,cancel:AbortSignal.any([g.cancel,a])},Dn(0,w.cancel);try{w.env=Rt(this.#s,u.workflow.
env,(b,P)=>({contexts:{github:this.#e.github,inputs:O,vars:this.#t.vars,secrets:R},where:this.#h(P,`env.${b}`,p)}))}catch(b){
w.envFailure=rt(b)}}catch(v){let O=rt(v);return this.#i({type:"notice",level:"error",job:t.id,leg:n,message:O}),this.#i(
{type:"job-finished",job:t.id,leg:n,result:"failure",duration_ms:0,reason:O}),this.#L(t,n,`its calling job ${n} failed b\
efore the call started`),{result:"failure",outputs:{},stages:[]}}this.#f.set(n,w),this.#i({type:"job-started",job:t.id,leg:n,
name:m,matrix:h?e:null});let k=this.#z(t,n);await this.#E(k);let $=k.map(v=>this.#a.get(v.id)).filter(v=>v!==void 0),M=$.
some(v=>v.result==="failure")?"failure":$.some(v=>v.result==="cancelled")||this.#o.aborted?"cancelled":"success",j={};try{
let v=Object.fromEntries(k.map(O=>{let R=this.#a.get(O.id);return[se(O.id),{result:R?.result??"skipped",outputs:R?.outputs??
{}}]}));j=Rt(this.#s,c.outputs,(O,R)=>({contexts:{github:this.#e.github,inputs:w.inputs,vars:this.#t.vars,jobs:v},where:this.#h(
R,`on.workflow_call.outputs.${O}.value`,p)}))}catch(v){M==="success"&&(M="failure"),this.#i({type:"notice",level:"error",
job:t.id,leg:n,message:rt(v)})}return this.#G(j,t.id,n),this.#i({type:"job-finished",job:t.id,leg:n,result:M,duration_ms:Ye(
f,this.#n.now())}),{result:M,outputs:j,stages:$.flatMap(v=>v.stages)}}#z(t,e){let n=this.#y.get(t.id)??t.id,r=this.#T.get(
t.id),o=`${n}/`,i=l=>l.startsWith(o)?`${e}/${l.slice(o.length)}`:r?r(l):l;return(this.#c.get(n)?.call?.jobs??[]).map(l=>{
let a=this.#c.get(l),u=i(l);if(this.#R.set(l,[...this.#R.get(l)??[],u]),u===l)return a;let c={...a,id:u,calledBy:e,needs:a.
needs.map(i),upstream:a.upstream.map(i),stageUpstream:a.stageUpstream.map(i),call:a.call&&{...a.call,jobs:a.call.jobs.map(
i)},stages:a.instances?.find(d=>d.id===u)?.stages??null};return this.#c.set(u,c),this.#y.set(u,l),this.#T.set(u,i),c})}#L(t,e,n){
for(let r of this.#z(t,e))this.#i({type:"job-skipped",job:r.id,result:"skipped",reason:n}),this.#a.set(r.id,{id:r.id,result:"\
skipped",outputs:{},stages:[],legs:[]}),r.call!==null&&this.#L(r,r.id,`its calling job ${r.id} did not run (skipped)`)}#B(t,e){
for(let n of t){let r=this.#c.get(n),o=(this.#R.get(n)??[]).map(i=>this.#a.get(i));if(o.length===0){let i=`its calling j\
ob ${r.calledBy} did not run (${e.result})`;this.#i({type:"job-skipped",job:n,result:"skipped",reason:i}),this.#a.set(n,
{id:n,result:"skipped",outputs:{},stages:[],legs:[]})}else(o.length>1||o[0]?.id!==n)&&this.#a.set(n,{id:n,result:Uo(o.map(
i=>i.result)),outputs:{},stages:o.flatMap(i=>i.stages),legs:o.flatMap(i=>i.legs)});r.call!==null&&this.#B(r.call.jobs,this.#a.
get(n))}}#G(t,e,n){for(let[r,o]of Object.entries(t))Ne(o,this.#p)&&(delete t[r],this.#i({type:"notice",level:"warning",job:e,
leg:n,message:`skipped output ${r}, since it may contain a secret (as GitHub does): needs.${se(e)}.outputs.${r} is empty`}))}#F(t){
return(t?this.#D(t):this.#l).aborted||this.#o.aborted}#D(t){return this.#S(t).cancel}#I(t){let e=this.#D(t).reason;return this.#l.
aborted||typeof e!="string"?"the run was cancelled":e}#h(t,e,n=this.#t.workflow.fileName){return t?Z(n,t.position):e}async#W(t){
let e=this.#e.reuse?.get(t.id);if(e){for(let p of e.legs)this.#v.add(p.toLowerCase());this.#i({type:"notice",level:"info",
job:t.id,leg:null,message:"reusing the stored result of this job"});let d=e.legResults??e.legs.map(p=>({leg:p,result:e.result}));
d.length===0&&(e.result==="skipped"||e.result==="cancelled")&&this.#i({type:"job-skipped",job:t.id,result:e.result,reason:e.
skipReason??`${e.result} in the run replayed`});for(let{leg:p,result:f,reason:g,durationMs:h,failedStep:S}of d)this.#i({
type:"job-finished",job:t.id,leg:p,result:f,duration_ms:h??0,...g===void 0?{}:{reason:g},reused:!0,...S===void 0?{}:{failed_step:S}});
return e}let n=this.#V(t);if(!("contexts"in n))return n;let{needs:r,contexts:o}=n,i=d=>this.#U(t,d),l=this.#S(t).envFailure;
if(l)return i(l);let a,u;try{a=t.legs??this.#Y(t,o),u=this.#Z(t,o)}catch(d){return i(rt(d))}let c=this.#t.legIds.get(t.id)??
vn(t.id,a,this.#v);t.legs===null&&(this.#i({type:"job-legs",job:t.id,legs:c}),this.#ht(t,a,o));for(let d of this.#it(t,a,
u,o))this.#_(t.id,null,d.level,d.message);return this.#K(t,a,c,u,o,{pooled:!0,outputsOf:()=>!0},(d,p,f,g)=>this.#ct(t,d,
p,f,a.length,u,r,g))}async#K(t,e,n,r,o,i,l){let a=new AbortController;Dn(0,a.signal);let u=this.#D(t),c=u.aborted,d,p=()=>{
if(d===void 0)try{d=Re(this.#s,t.job.if,{contexts:o,status:this.#H(t),where:Z(t.workflow.fileName,t.job.if.position??t.job.
position)})}catch{d=!1}return d},f=r.maxParallel?new ae(r.maxParallel):null,g=[],h=await Promise.all(e.map(async(w,m)=>{
let k=n[m],$=async()=>{if(this.#o.aborted||u.aborted&&!c&&!p()||a.signal.aborted){let R=a.signal.aborted?"fail-fast: ano\
ther leg of its matrix failed before it started":`${this.#I(t)} before it started`;return this.#i({type:"job-finished",job:t.
id,leg:k,result:"cancelled",duration_ms:0,reason:R}),{result:"cancelled",outputs:{},stages:[]}}let v=await l(w,k,m,a.signal);
if(v.result!=="failure")return v;let O={...o,matrix:oe(w),strategy:Xe(r,m,e.length)};return this.#J(t.job,O,t.id,k,!1,t.
workflow.fileName)?{...v,result:this.#nt(t.id,k)}:(r.failFast&&e.length>1&&a.abort(`fail-fast: another leg of ${t.call===
null?"its matrix":`the call ${t.id}`} failed`),v)},M=()=>f?f.run($):$(),j=await(i.pooled?this.#r.run(M):M());return g.push(
j),j})),S={};for(let w of g.filter(i.outputsOf))for(let[m,k]of Object.entries(w.outputs))(k!==""||!(m in S))&&(S[m]=k);return{
id:t.id,result:Uo(h.map(w=>w.result)),outputs:S,stages:h.flatMap(w=>w.stages),legs:n}}#it(t,e,n,r){let{runsOn:o,container:i,
services:l}=t.job;if(o===null&&i===null&&l===null)return[];let a=(c,d)=>{if(c===null)return null;try{return It(this.#s,c,
{contexts:d})}catch{return Ve(c)}},u=e.map((c,d)=>{let p={...r,matrix:oe(c),strategy:Xe(n,d,e.length)};return{runsOn:a(o,
p),container:a(i,p),services:a(l,p)}});return Co(u,this.#e.runner.os)}#_(t,e,n,r){let o=this.#A(t),i=this.#$.get(o)??new Set;
this.#$.set(o,i),!i.has(r)&&(i.add(r),this.#i({type:"notice",level:n,job:t,leg:e,message:r}))}#at(){let t=this.#e.github;
return{repository:typeof t.repository=="string"?t.repository:"",refs:["sha","ref","ref_name","head_ref"].flatMap(e=>{let n=t[e];
return typeof n=="string"&&n!==""?[n]:[]}),workspace:this.#e.runner.workspace}}#lt(t,e){let n=l=>{let a=Object.entries(t.
with).find(([u])=>u.toLowerCase()===l);return a?$t(this.#s,a[1],e(a[1],`with.${a[0]}`)):""},[r,o,i]=mo.map(n);return{repository:r,
path:o,ref:i}}#V(t){let e=(i,l)=>(this.#i({type:"job-skipped",job:t.id,result:i,reason:l}),{id:t.id,result:i,outputs:{},
stages:[],legs:[]});if(this.#o.aborted)return e("cancelled","the run was cancelled");if(t.skip!==null)return e("skipped",
t.skip);let n=this.#q(t),r={...this.#P(t),needs:n},o;try{o=Re(this.#s,t.job.if,{contexts:r,status:this.#H(t),where:Z(t.workflow.
fileName,t.job.if.position??t.job.position)})}catch(i){return this.#U(t,rt(i))}if(!o&&this.#F(t))return e("cancelled",this.#I(
t));if(!o){let i=t.job.if.text,a=(i===null||t.job.if.implicitSuccess===!0)&&!this.#H(t).success([])?`${this.#ut(t)}${i===
null?"":` (an if: without a status function, such as if: ${i}, means success() && (\u2026))`}`:`if: ${i} was false`;return e(
"skipped",a)}return{needs:n,contexts:r}}#U(t,e){this.#i({type:"notice",level:"error",job:t.id,leg:null,message:e}),this.#i(
{type:"job-finished",job:t.id,leg:t.id,result:"failure",duration_ms:0,reason:e});let n={...this.#P(t),needs:this.#q(t)},
r=this.#J(t.job,n,t.id,t.id,!1,t.workflow.fileName)?this.#nt(t.id,t.id):"failure";return{id:t.id,result:r,outputs:{},stages:[],
legs:[t.id]}}#q(t){let e={};for(let n of t.needs){let r=this.#a.get(n);r&&(e[se(n)]={result:r.result,outputs:r.outputs})}
return e}#X(t,e){let n=t.id.slice(0,t.id.length-t.job.id.length);return Hs(e.length>0?e.map(r=>`${n}${r}`):t.upstream,r=>this.#c.
get(r)?.call)}#ut(t){let e={failure:"failed",skipped:"was skipped",cancelled:"was cancelled"},n=this.#X(t,[]).flatMap(i=>{
let l=this.#a.get(i)?.result;return l===void 0||l==="success"?[]:[{id:i,said:`${i} ${e[l]}`}]});if(n.length===0)return"a\
 job it needs did not succeed";let r=n.map(i=>i.said).join(", "),o=new Set(t.needs);return n.every(i=>o.has(i.id))?`a jo\
b it needs did not succeed: ${r}`:`a job upstream did not succeed: ${r} (success() counts every job before this one, not\
 only those in needs:)`}#H(t){let e=r=>this.#a.get(r)?.result,n=r=>this.#X(t,r);return{success:r=>!this.#F(t)&&n(r).every(
o=>e(o)==="success"),failure:r=>n(r).some(o=>e(o)==="failure"),cancelled:()=>this.#F(t)}}#Y(t,e){let n=Er(t.job.strategy);
if(!n)return[{}];let r=i=>Z(t.workflow.fileName,i),o=Ar(this.#s,n,e,r);return ar(t.id,o,r(n.position),this.#p,{recordsStages:t.
recordsStages}),o}#Z(t,e){let n=t.job.strategy;if(n?.kind!=="mapping")return{failFast:!0,maxParallel:null};let r=Z(t.workflow.
fileName,n.position),o=n.entries.find(u=>u.key==="fail-fast")?.value,i=n.entries.find(u=>u.key==="max-parallel")?.value,
l=o?It(this.#s,o,{contexts:e,where:r}):!0,a=i?Number(It(this.#s,i,{contexts:e,where:r})):null;return{failFast:l!==!1&&l!==
"false",maxParallel:a!==null&&Number.isFinite(a)&&a>0?a:null}}async#ct(...t){let e=this.#n.legTemp,n=e?await e.open(t[2]):
this.#e.runner.temp;try{return await this.#dt(n,...t)}finally{await e?.close(n)}}async#dt(t,...[e,n,r,o,i,l,a,u]){let c=this.#n.
now(),d=Object.keys(n).length>0,p=e.workflow,f=p.fileName,g=new AbortController,h=AbortSignal.any([this.#o,g.signal]),S=null,
w=[],m=Na,k={...this.#e.github,job:e.job.id,...this.#n.eventPath?{event_path:this.#n.eventPath(t)}:{}},$=oe(n),M=Fo({...this.#e.
runner,debug:this.#b},t),j=Fa(k,M,this.#e.runner.workspace),v="success",O=e.job.stageWorkflow?{}:{...this.#S(e).env},R=[],
H={},K=[],b=()=>({...this.#P(e),github:k,needs:a,matrix:$,strategy:Xe(l,o,i),runner:M,env:O,steps:H,job:{status:v}});this.#i(
{type:"job-started",job:e.id,leg:r,name:this.#st(e,d?n:null,b()),matrix:d?n:null});let P={success:()=>v==="success"&&!this.#o.
aborted,failure:()=>v==="failure",cancelled:()=>this.#o.aborted||v==="cancelled"},N=null,D=new Set,L=C=>(D.add(C),()=>D.
delete(C)),G=C=>{if(N!==null||h.aborted)return;N=C,v="cancelled";let T=m;w.push(In(T,this.#w,()=>g.abort(`the job was ca\
ncelled (${C}) and its steps did not finish within its cancel-timeout-minutes (${le(T)})`))),S&&!this.#tt(S.step,b(),P,e.
id,r,f)&&S.abort.abort(C);for(let W of[...D])W(C)},y=()=>G("fail-fast: another leg of its matrix failed"),A=this.#D(e),F=()=>G(
this.#I(e)),V=null,q={shell:null,workingDirectory:null,shellAt:null};try{O={...O,...Rt(this.#s,e.job.env,(vt,J)=>({contexts:b(),
where:this.#h(J,`jobs.${e.job.id}.env.${vt}`,f)}))};let[C,T]=e.job.defaults!==null?[e.job.defaults,`jobs.${e.job.id}.def\
aults.run`]:[p.defaults,"defaults.run"],W=(vt,J)=>{let yt=C?.[vt]??null;if(yt===null)return null;let Ct=this.#h(yt,`${T}\
.${J}`,f),qt=$t(this.#s,yt,{contexts:b(),where:Ct});return qt===""?null:{text:qt,at:Ct}},ct=W("shell","shell");if(q={shell:ct?.
text??null,shellAt:ct?.at??null,workingDirectory:W("workingDirectory","working-directory")?.text??null},e.job.cancelTimeoutMinutes&&
(m=Io(It(this.#s,e.job.cancelTimeoutMinutes,{contexts:b()}),Z(f,e.job.cancelTimeoutMinutes.position),"cancel-timeout-min\
utes")),e.job.timeoutMinutes){let vt=Z(f,e.job.timeoutMinutes.position),J=Io(It(this.#s,e.job.timeoutMinutes,{contexts:b()}),
vt);w.push(In(J,this.#w,()=>{let yt=`the job exceeded its timeout-minutes (${le(J)})`;N===null&&!h.aborted&&this.#i({type:"\
notice",level:"error",job:e.id,leg:r,message:`${vt}: jobs.${e.id}${d?` (${r})`:""} was cancelled: ${yt}; steps whose if:\
 holds when a job is cancelled (always(), cancelled()) still run`}),G(yt)}))}}catch(C){V=rt(C)}if(V)v="failure",this.#i(
{type:"notice",level:"error",job:e.id,leg:r,message:V});else{u.aborted?y():u.addEventListener("abort",y,{once:!0}),A.aborted||
A.addEventListener("abort",F,{once:!0});for(let C of e.steps){if(h.aborted)break;let T=new AbortController;S={step:C.step,
abort:T};let W=await this.#Q(e,C,r,n,d,{contexts:b,stepStatus:P,defaults:j,env:()=>O,path:()=>R,signal:AbortSignal.any([
h,T.signal]),kill:h,onCancel:L},{file:f,runDefaults:q,inComposite:null});S=null,W.envAdded&&(O={...O,...W.envAdded}),W.pathAdded.
length>0&&(R=[...W.pathAdded,...R]),C.step.id&&(H={...H,[C.step.id]:{outputs:W.outputs,outcome:W.outcome,conclusion:W.conclusion}}),
K.push(...W.stages),W.conclusion==="failure"&&N===null&&(v="failure")}}u.removeEventListener("abort",y),A.removeEventListener(
"abort",F);for(let C of w)clearTimeout(C);let Q={},ht=null;try{Q=Rt(this.#s,e.job.outputs,(C,T)=>({contexts:b(),where:this.#h(
T,`jobs.${e.job.id}.outputs.${C}`,f)}))}catch(C){v="failure",ht=rt(C),this.#i({type:"notice",level:"error",job:e.id,leg:r,
message:ht})}this.#G(Q,e.id,r);let I=this.#o.aborted||g.signal.aborted?"cancelled":v,E=I==="failure"?V??ht:null;return this.#i(
{type:"job-finished",job:e.id,leg:r,result:I,duration_ms:Ye(c,this.#n.now()),...E===null?{}:{reason:E}}),{result:I,outputs:Q,
stages:K}}async#Q(t,e,n,r,o,i,l){let{step:a,action:u}=e,c=l.file,d=this.#n.now(),p=a.action??a.id??"__run",f=y=>{let A=i.
contexts();return{...A,github:{...A.github,action:p},env:y}},g={},h=null;try{g=Rt(this.#s,a.env,(y,A)=>({contexts:f(i.env()),
where:this.#h(A,`env.${y}`,c),...this.#k()}))}catch(y){h=rt(y)}let S=this.#gt(a,f({...i.env(),...g})),w=l.inComposite?`${l.
inComposite.name} \u203A ${S}`:S,m=l.inComposite?.index??a.index,k={job:t.id,leg:n,step:m,name:w},$=y=>{l.inComposite||this.#i(
y)},M=(y,A,F,V={})=>{let q=y==="failure"?V.outputTail??null:null;return $({type:"step-finished",...k,outcome:y,conclusion:A,
duration_ms:Ye(d,this.#n.now()),message:F,...q===null?{}:{output_tail:q}}),{outcome:y,conclusion:A,message:F,outputTail:q,
outputs:V.outputs??{},envAdded:V.envAdded??null,pathAdded:V.pathAdded??[],stages:V.stages??[]}},j;try{if(h!==null)throw new x(
"expression-invalid",h);j=this.#et(a,f({...i.env(),...g}),i.stepStatus,c)}catch(y){return $({type:"step-started",...k}),
{...M("failure","failure",rt(y)),notEvaluated:!0}}if(!j)return $({type:"step-finished",...k,outcome:"skipped",conclusion:"\
skipped",duration_ms:0,message:null}),{outcome:"skipped",conclusion:"skipped",message:null,outputTail:null,outputs:{},envAdded:null,
pathAdded:[],stages:[]};$({type:"step-started",...k});let v="success",O=null,R=null,H={},K=null,b=[],P=[],N={...i.defaults,
GITHUB_ACTION:p},D=i.signal,L;try{let y={...i.env(),...g},A=()=>f(y),F=null,V=Z(c,a.timeoutMinutes?.position??a.position);
if(a.timeoutMinutes){let I=null;try{let E=It(this.#s,a.timeoutMinutes,{contexts:A(),where:V,...this.#k()}),C=$r(E);C===null?
I=vr(E):F=C.minutes}catch(E){I=E instanceof x?E.message:rt(E)}I!==null&&this.#i({type:"notice",level:"warning",job:t.id,
leg:n,message:`${V}: step ${m+1} (${w}): an error occurred when attempting to determine the step timeout: ${I}; the step\
 runs without a timeout, as on GitHub`})}if(F!==null){let I=new AbortController;D=AbortSignal.any([i.signal,I.signal]);let E={
minutes:F,up:!1,timer:void 0};E.timer=In(F,this.#w,()=>{D.aborted||(E.up=!0,this.#i({type:"notice",level:"warning",job:t.
id,leg:n,message:`${V}: step ${m+1} (${w}) exceeded its timeout-minutes (${le(F)}): stopping it`}),I.abort(`the step exc\
eeded its timeout-minutes (${le(F)})`))}),L=E}let q=u.kind==="run"?await this.#n.createStepFiles?.():void 0,Q=(I,E)=>({contexts:To(
A(),q),where:this.#h(I,E,c),...this.#k()}),ht=a.workingDirectory!==null?$t(this.#s,a.workingDirectory,Q(a.workingDirectory,
"working-directory")):l.runDefaults.workingDirectory;switch(u.kind){case"run":{let I=$t(this.#s,a.run,Q(a.run,"run")),E=a.
shell!==null?$t(this.#s,a.shell,Q(a.shell,"shell")):l.runDefaults.shell,C=ur(E);if(C!==null&&this.#e.runner.os!=="Window\
s")throw new x("shell-unavailable",cr(C,this.#e.runner.os),{where:a.shell?Z(c,a.shell.position):l.runDefaults.shellAt??c});
let T=await this.#n.runScript({job:this.#A(t.id),leg:n,step:m,name:w,script:I,shell:E,workingDirectory:ht,defaults:N,env:y,
path:i.path(),files:q,signal:D,kill:i.kill});for(let J of T.masks??[])this.#p.includes(J)||this.#p.push(J);for(let J of T.
annotations??[])this.#i({type:"notice",level:J.level==="notice"?"info":J.level,job:t.id,leg:n,message:`step ${m+1}: ${J.
message}`,...J.place?{annotation:{step:m+1,...J.place}}:{}});let W=T.commands??{outputs:[],env:[],path:[],failures:[]};H=
Object.fromEntries([...W.outputs,...Mn(T.files.output,at.output)]);let ct=Ro(T.files.env,at.env);for(let J of ct.refused)
this.#i({type:"notice",level:"error",job:t.id,leg:n,message:`step ${m+1}: ${J}`});let vt=[...W.env,...ct.pairs];vt.length>
0&&(K=Object.fromEntries(vt)),b=[...Oo(T.files.path),...[...W.path].reverse()],T.summaryBytes!==void 0?this.#i({type:"no\
tice",level:"error",job:t.id,leg:n,message:`step ${m+1}: ${xo(T.summaryBytes)}`}):T.files.summary.trim()!==""&&this.#n.summary?.(
this.#A(t.id),n,T.files.summary);for(let J of W.failures)this.#i({type:"notice",level:"error",job:t.id,leg:n,message:`st\
ep ${m+1}: ${J}`});T.exitCode===0&&W.failures.length>0&&(v="failure",O=W.failures.join("; ")),T.exitCode!==0&&(v=i.signal.
aborted?"cancelled":"failure",O=T.exitCode===null?`ended by ${T.signal??"a signal"}`:`exited with code ${T.exitCode}`,D.
aborted&&typeof D.reason=="string"&&(O+=`: ${D.reason}`)),T.output!==void 0&&(R=La(T.output));break}case"baton":{let I=Rt(
this.#s,a.with,(C,T)=>Q(T,`with.${C}`)),E=await this.#n.runAction({action:u.action,job:this.#A(t.id),leg:n,step:m,stepId:a.
id,matrix:o?r:null,inputs:I,defaults:N,env:y,path:i.path(),workingDirectory:ht,upstream:this.#pt(t),needsFacts:this.#t.needsFacts.
get(t.id),jobIds:this.#d,secrets:this.#p,stageJob:se(t.id),signal:D});H=E.outputs,Object.keys(E.env).length>0&&(K=E.env),
E.summary.trim()!==""&&this.#n.summary?.(this.#A(t.id),n,E.summary);for(let{warnings:C=[],...T}of E.recorded){this.#u.push(
{job:this.#A(t.id),leg:n,...T}),P.includes(T.stage)||P.push(T.stage),this.#i({type:"stage-recorded",job:t.id,leg:n,...T});
for(let W of C)this.#i(Da(t.id,n,T,W))}E.ok||(v=i.signal.aborted?"cancelled":"failure",O=E.message);break}case"noop":{let I=u.
action==="checkout"?wo(a.uses?.text??"actions/checkout",this.#lt(a,Q),this.#at()):null;I!==null&&this.#_(t.id,n,"warning",
I),O=I??`${a.uses?.text}: no-op here (${u.reason})`;break}case"local":{let I=this.#n.loadAction?await this.#n.loadAction(
u.path):null;if(I?.kind!=="composite"){let C=`${u.path} ${I?`is a ${I.using} action, which`:""} cannot run locally; step\
 skipped`.replace("  "," ");return this.#_(t.id,n,"warning",C),M("skipped","skipped",C)}let E=await this.#ft(t,n,r,o,I,{
uses:u.path,depth:(l.inComposite?.depth??0)+1,index:m,name:w,with:Rt(this.#s,a.with,(C,T)=>Q(T,`with.${C}`)),contexts:A,
stepStatus:i.stepStatus,defaults:N,env:y,overrides:g,path:i.path(),signal:D,kill:i.kill,onCancel:i.onCancel});H=E.outputs,
Object.keys(E.envAdded).length>0&&(K=E.envAdded),b=E.pathAdded,P.push(...E.stages),E.outcome!=="success"&&(v=E.outcome,O=
E.message,R=E.outputTail);break}case"skip":return this.#_(t.id,n,"warning",u.notice),M("skipped","skipped",u.notice);default:
dn(u,"step action")}}catch(y){v=i.signal.aborted?"cancelled":"failure",O=rt(y),y instanceof x||this.#i({type:"notice",level:"\
error",job:t.id,leg:n,message:`internal error: ${O}`})}L&&(clearTimeout(L.timer),L.up&&!i.signal.aborted&&(v="failure",O=
`${Z(c,a.timeoutMinutes?.position??a.position)}: the step timed out after ${le(L.minutes)} (timeout-minutes)`));let G=v;
return v==="failure"&&this.#J(a,i.contexts(),t.id,n,!0,c)&&(G="success"),M(v,G,O,{outputs:H,envAdded:K,pathAdded:b,stages:P,
outputTail:R})}async#ft(t,e,n,r,o,i){if(i.depth-1>On)throw new x("action-invalid",`${i.uses}: composite action depth exc\
eeded max depth ${On}, as on GitHub (does it use itself?)`,{where:o.file});let l=o.directory,a=i.contexts(),u={...a.github,
action_path:l},c=Object.fromEntries(Object.entries(i.with).map(([b,P])=>[b.toLowerCase(),P])),d={...c},p=new Set(o.inputs.
map(b=>b.id.toLowerCase())),f=Object.keys(c).filter(b=>!p.has(b));f.length>0&&this.#_(t.id,e,"warning",`step ${i.index+1}\
: unexpected input(s) ${f.map(b=>`'${b}'`).join(", ")} of ${i.uses}, valid inputs are [${[...p].map(b=>`'${b}'`).join(",\
 ")}]`);for(let b of o.inputs){let P=b.id.toLowerCase();Object.hasOwn(c,P)?d[P]=c[P]:b.default?d[P]=$t(this.#s,b.default,
{contexts:{...a,github:u},where:this.#h(b.default,`inputs.${b.id}.default`,o.file),...this.#k()}):d[P]=""}let g={...i.env},
h=[...i.path],S={},w=[],m={},k=null,$=[],M=()=>({...i.contexts(),github:{...u,action_status:k===null?"success":"failure"},
inputs:d,steps:m,env:g}),j={success:()=>k===null&&!i.stepStatus.cancelled(),failure:()=>k!==null,cancelled:()=>i.stepStatus.
cancelled()},v={...i.defaults,GITHUB_ACTION_PATH:l};for(let b of o.steps){if(i.signal.aborted)break;let P=new AbortController,
N=i.onCancel(L=>{this.#tt(b,M(),j,t.id,e,o.file)||P.abort(L)}),D;try{D=await this.#Q(t,{step:b,action:Ds(b)},e,n,r,{contexts:M,
stepStatus:j,defaults:v,env:()=>g,path:()=>h,signal:AbortSignal.any([i.signal,P.signal]),kill:i.kill,onCancel:i.onCancel},
{file:o.file,runDefaults:{shell:null,workingDirectory:null,shellAt:null},inComposite:{index:i.index,name:i.name,depth:i.
depth}})}finally{N()}if(D.envAdded&&(g={...g,...D.envAdded,...i.overrides},Object.assign(S,D.envAdded)),D.pathAdded.length>
0&&(h=[...D.pathAdded,...h],w.unshift(...D.pathAdded)),b.id&&(m={...m,[b.id]:{outputs:D.outputs,outcome:D.outcome,conclusion:D.
conclusion}}),$.push(...D.stages),D.conclusion!=="success"&&D.conclusion!=="skipped"&&k===null&&(k=D),D.notEvaluated)break}
let O={},R=null;try{O=Rt(this.#s,Object.fromEntries(o.outputs.flatMap(b=>b.value?[[b.id,b.value]]:[])),(b,P)=>({contexts:M(),
where:this.#h(P,`outputs.${b}.value`,o.file),...this.#k()}))}catch(b){R=rt(b)}let H=i.signal.aborted?"cancelled":k!==null?
k.conclusion:R!==null?"failure":"success",K=k?`${i.uses}: ${k.message??k.conclusion}`:R!==null?`${i.uses}: ${R}`:null;return{
outcome:H,message:K,outputTail:k?.outputTail??null,outputs:O,envAdded:S,pathAdded:w,stages:$}}#tt(t,e,n,r,o,i=this.#t.workflow.
fileName){try{return this.#et(t,e,n,i)}catch(l){return this.#i({type:"notice",level:"error",job:r,leg:o,message:`${rt(l)}\
; the step is stopped with its cancelled job`}),!1}}#et(t,e,n,r=this.#t.workflow.fileName){return Re(this.#s,t.if,{contexts:e,
status:n,where:Z(r,t.if.position??t.position),...this.#k()})}#k(){return this.#n.host?{host:this.#n.host}:{}}#nt(t,e){return this.#i(
{type:"notice",level:"warning",job:t,leg:e,message:"failed, and the job has continue-on-error: the jobs that need it see\
 success, and the run does not fail for it"}),"success"}#J(t,e,n,r,o=!1,i=this.#t.workflow.fileName){let l=t.continueOnError;
if(typeof l=="boolean")return l;let a;try{let u=$t(this.#s,l,{contexts:e,where:this.#h(l,"continue-on-error",i),...o?this.#k():
{}});if(u==="true"||u==="false")return u==="true";a=`${this.#h(l,"continue-on-error",i)}: continue-on-error must be true\
 or false, got ${JSON.stringify(u)}; the failure stands`}catch(u){a=`${rt(u)}; the failure stands (continue-on-error)`}return this.#i(
{type:"notice",level:"error",job:n,leg:r,message:a}),!1}#pt(t){let e=this.#c;return Dr(t.stageUpstream,n=>(e.has(n)?_r(e.
get(n),e):[n]).flatMap(r=>[e.get(r)?.stages,this.#x.get(r),this.#a.get(r)?.stages]),{shownJob:n=>this.#A(n),matrixOf:n=>this.#m.
get(n),placeOf:Pr(this.#t,t)})}#ht(t,e,n){let r=Tr(this.#s,t,e,n,this.#p);if(r!==null){this.#x.set(t.id,r.map(({stage:o})=>o));
for(let{stage:o,leg:i}of r)Object.keys(i).length>0&&this.#m.set(o,i)}}#st(t,e,n){let r=t.job.name,o=t.calledBy===null?"":
this.#S(t).namePrefix;if(!r&&o==="")return null;let i=t.job.id,l=!1;if(r){try{i=$t(this.#s,r,{contexts:n,...this.#k()})}catch{
i=r.text}l=r.expression!==null&&this.#s.facts(r.expression).paths.some(a=>a[0]==="matrix")}return e&&!l&&(i+=Wo(e)),jn(`${o}${i}`)}#gt(t,e){
return jn(this.#mt(t,e))}#mt(t,e){if(t.name)try{return $t(this.#s,t.name,{contexts:e,...this.#k()})}catch{return t.name.
text}if(t.uses)return`Run ${t.uses.text}`;let n=t.run?.text??"";if(t.run)try{n=$t(this.#s,t.run,{contexts:e,...this.#k()})}catch{}
return`Run ${n.trimStart().split(/\r|\n/)[0]?.trim()??""}`}#i(t){let e=this.#n.now().toISOString(),n="job"in t&&t.job!==
null?this.#y.get(t.job):void 0,r;if(n===void 0)r={...t,at:e};else if(t.type==="job-skipped")r={...t,type:"job-finished",
job:n,leg:t.job,duration_ms:0,at:e};else if(t.type==="notice"&&t.leg===null)r={...t,job:n,leg:t.job,at:e};else if(t.type!==
"job-legs")r={...t,job:n,at:e};else return;if(r.type==="job-skipped")this.#C.set(r.job,r.reason);else if(r.type==="job-f\
inished"){let o=this.#O.get(r.job)??[];o.push({leg:r.leg,result:r.result,...r.reason===void 0?{}:{reason:r.reason}}),this.#O.
set(r.job,o)}this.#n.emit(r)}#A(t){return this.#y.get(t)??t}};function Ma(s){return typeof s=="string"?s:JSON.stringify(
s)}function Wo(s){return` (${Object.values(s).map(Ma).join(", ")})`}function Uo(s){return s.includes("failure")?"failure":
s.includes("cancelled")?"cancelled":s.every(t=>t==="skipped")?"skipped":"success"}var Ho={lines:10,bytes:2048},ja=new Set(
["error","warning","notice"]);function La(s){let t=[],e=new ie;for(let n of s.split(/\r?\n/)){let r=Cs(n),o=e.read(r);if(o===
"resumed")continue;if(o===null){t.push(r);continue}let{command:i,data:l}=o;i==="stop-commands"?e.stop(l):ja.has(i)?t.push(
`${i[0].toUpperCase()}${i.slice(1)}: ${l}`):i==="group"&&t.push(l)}return fs(t.join(`
`),Ho.lines,Ho.bytes)}function Fa(s,t,e){let n=o=>String(s[o]??""),r=o=>s[o]===void 0?{}:{[`GITHUB_${o.toUpperCase()}`]:n(
o)};return{...r("event_path"),...r("actor_id"),...r("repository_id"),...r("repository_owner_id"),...r("ref_protected"),...r(
"retention_days"),GITHUB_ACTIONS:"true",GITHUB_WORKFLOW:n("workflow"),GITHUB_WORKFLOW_REF:n("workflow_ref"),GITHUB_WORKFLOW_SHA:n(
"workflow_sha"),GITHUB_RUN_ID:n("run_id"),GITHUB_RUN_NUMBER:n("run_number"),GITHUB_RUN_ATTEMPT:n("run_attempt"),GITHUB_JOB:n(
"job"),GITHUB_REPOSITORY:n("repository"),GITHUB_REPOSITORY_OWNER:n("repository_owner"),GITHUB_SHA:n("sha"),GITHUB_REF:n(
"ref"),GITHUB_REF_NAME:n("ref_name"),GITHUB_REF_TYPE:n("ref_type"),GITHUB_HEAD_REF:n("head_ref"),GITHUB_BASE_REF:n("base\
_ref"),GITHUB_EVENT_NAME:n("event_name"),GITHUB_ACTOR:n("actor"),GITHUB_TRIGGERING_ACTOR:n("triggering_actor"),GITHUB_SERVER_URL:n(
"server_url"),GITHUB_API_URL:n("api_url"),GITHUB_GRAPHQL_URL:n("graphql_url"),GITHUB_WORKSPACE:e,...Do(t)}}function Da(s,t,e,n){
let{stage:r,attempt:o}=e,i=`stage ${r}${o>1?` attempt ${o}`:""}`;return{type:"notice",level:"warning",job:s,leg:t,message:`${i}\
: ${n.path==="$"?n.message:Gt(n)}`,problem:{stage:r,attempt:o,code:n.code,path:n.path}}}function rt(s){return s instanceof
x?s.where?`${s.where}: ${s.message}`:s.message:s instanceof Error?s.message:String(s)}function Ye(s,t){return Math.max(0,
Math.round(t.getTime()-s.getTime()))}function zo(s,t,e,n){let r=c=>c!==void 0&&c!=="*"&&c!=="GITHUB_TOKEN"&&!e.has(c),o=c=>{if(c[0]==="github")return c[1]===
"token"&&c.length===2;if(c[0]==="vars")return c[1]!==void 0&&c[1]!=="*"&&!n.has(c[1].toUpperCase());if(c[0]!=="secrets")
return!1;let d=c[1]?.toUpperCase();return d==="GITHUB_TOKEN"?!e.has(d):r(d)},i=c=>c==="other"||c.some(d=>!o(d)),l=new Map,
a=c=>{if(c===null||c.expression===null)return;let d=t.facts(c.expression);d.paths.forEach((p,f)=>{let g=p[0]==="secrets"?
p[1]?.toUpperCase():void 0;if(!r(g))return;let h=i(d.fallbacks[f]??[]),S=l.get(g);S===void 0?l.set(g,{name:g,where:Z(s.fileName,
c.position),fallsBack:h}):S.fallsBack&&!h&&l.set(g,{name:g,where:Z(s.fileName,c.position),fallsBack:h})})},u=c=>{for(let d of Object.
values(c))a(d)};u(s.env);for(let c of s.jobs){u(c.env),c.secrets!=="inherit"&&u(c.secrets);for(let d of c.steps)u(d.env),
u(d.with),a(d.run)}return[...l.values()]}var Ia=["[skip ci]","[ci skip]","[no ci]","[skip actions]","[actions skip]"],Wa=["skip-checks: true","skip-checks:true"],
Ua=/^(?:[A-Za-z0-9][A-Za-z0-9-]*:|\s+\S)/;function Bo(s){let t=Ia.find(a=>s.includes(a));if(t!==void 0)return{kind:"inst\
ruction",text:t};let e=s.trimEnd().split(/\r?\n/),n=e.at(-1)??"",r=Wa.find(a=>a===n);if(r===void 0)return null;let o=a=>a!==
void 0&&a.trim()==="",i=e.length-1;for(;i>0&&!o(e[i-1]);)i--;return e.slice(i).every(a=>Ua.test(a))&&o(e[i-1])&&o(e[i-2])?
{kind:"trailer",text:r}:null}function Go(s,t,e,n=!1,r){return Ha(s,t,e,n)??Ja(s,t,e,r)}function Ha(s,t,e,n){let r=s.on[t];if(r===null||typeof r!="obj\
ect"||Array.isArray(r))return null;let o=r,i=je(o.types),l=e.action;if(i!==null&&i.length>0&&typeof l=="string"&&!i.includes(
l))return`the event's action ${l} is none of on.${t}.types (${i.join(", ")}): GitHub would not run this workflow for it`;
if(t==="push"){let a=typeof e.ref=="string"?e.ref:"";return a.startsWith("refs/tags/")?Un(o,"push","tags","branches",a.slice(
10),"tag"):a.startsWith("refs/heads/")?Un(o,"push","branches","tags",a.slice(11),"branch"):null}if((t==="pull_request"||
t==="pull_request_target")&&!n){let a=e.pull_request?.base?.ref;return typeof a=="string"?Un(o,t,"branches",null,a,"base\
 branch"):null}return null}function Ja(s,t,e,n){if(!Object.hasOwn(s.on,t))return null;let r,o;if(t==="push")r=e.head_commit?.
message,o="the push's head commit";else if(t==="pull_request"){let a=e.pull_request?.head?.sha;if(n===void 0||a!==n.sha)
return null;r=n.message,o=`the pull request's head commit (${n.sha.slice(0,7)}, HEAD here)`}else return null;let i=typeof r==
"string"?Bo(r):null;if(i===null)return null;let l=i.kind==="trailer"?`ends with the trailer ${i.text}`:`holds ${i.text}`;
return`${o} message ${l}: GitHub would not run this workflow for it`}function Un(s,t,e,n,r,o){let i=je(s[e]),l=je(s[`${e}\
-ignore`]),a="GitHub would not run this workflow for it";return i!==null?wr(r,i)?null:`the ${o} ${r} matches none of on.${t}\
.${e} (${i.join(", ")}): ${a}`:l!==null?yr(r,l)?null:`the ${o} ${r} matches on.${t}.${e}-ignore (${l.join(", ")}): ${a}`:
n!==null&&(s[n]!==void 0||s[`${n}-ignore`]!==void 0)?`on.${t} filters ${n} only, so a push of a ${o} (${r}) does not sta\
rt it: ${a}`:null}var za=new TextEncoder,Ba=new TextDecoder("utf-8",{ignoreBOM:!0}),ue=class{#t;#n;#s;#e=new Map;constructor(t){this.#t=t}async put(t){
let e=await this.#l(),n=await this.#t.put(t),r={stage:n.stage,attempt:n.attempt,runAttempt:n.runAttempt},o=e.get(n.stage)??
[];o.some(l=>Ae(l,r)===0)||o.push(r),o.sort(Ae),e.set(n.stage,o);let i={record:JSON.parse(Xs(t.record)),prompt:Ba.decode(
za.encode(t.prompt)),handoff:JSON.parse(Ys(t.handoff)),recordSha256:n.recordSha256};return this.#e.set(Ko(r),Promise.resolve(
i)),n}get(t){return this.#r(e=>{let n=e.get(t)?.at(-1);return n===void 0?Promise.resolve(void 0):this.#o(n)})}getAttempt(t,e,n=1){
return this.#r(r=>{let o=r.get(t)?.find(i=>i.attempt===e&&i.runAttempt===n);return o?this.#o(o):Promise.resolve(void 0)})}#r(t){
return this.#s?t(this.#s):this.#l().then(t)}#o(t){let e=Ko(t),n=this.#e.get(e);return n||(n=this.#t.getAttempt(t.stage,t.
attempt,t.runAttempt),n.catch(()=>this.#e.delete(e)),this.#e.set(e,n)),n}async list(){return[...(await this.#l()).values()].
flat().sort(Te)}#l(){return this.#n??=this.#t.list().then(t=>{let e=new Map;for(let{stage:n,attempt:r,runAttempt:o}of t)
e.set(n,[...e.get(n)??[],{stage:n,attempt:r,runAttempt:o}]);for(let n of e.values())n.sort(Ae);return this.#s=e,e}),this.#n}};
function Ko(s){return`${s.stage}\0${s.runAttempt}\0${s.attempt}`}var Et=At(Yt(),1);function Ze(s,t){let e=t?.code,n=e==="ENOSPC"?" (the disk is full)":e==="EDQUOT"?" (over the disk quota)":e==="EFBIG"?" \
(over the file size limit: see ulimit -f)":e==="ENOENT"?" (the run's directory was removed while it ran)":"";return`${s}\
 could not be written: ${t instanceof Error?t.message:String(t)}${n}`}function ce(s,t,e){return`${s}: ${Ze(t,e)}; what c\
ame after is not in it`}var Qe=class{path;#t;#n;#s=null;#e=!1;constructor(t){this.path=t,this.#t=(0,Et.openSync)(t,"a",420),this.#n=(0,Et.fstatSync)(
this.#t).size}write(t){if(this.#s!==null||this.#e)return;let e=Buffer.from(`${JSON.stringify(t)}
`);try{for(let n=0;n<e.length;)n+=(0,Et.writeSync)(this.#t,e,n,e.length-n);this.#n+=e.length}catch(n){try{(0,Et.ftruncateSync)(
this.#t,this.#n)}catch{}this.#s=ce(this.path,"the run's events",n)}}get failure(){return this.#s}close(){this.#e||(this.#e=
!0,(0,Et.closeSync)(this.#t))}};var $i=At(Pe(),1),U=At(Yt(),1);import{appendFile as Eu,mkdtemp as Au,open as Ri,readFile as Tu,rm as Nu,writeFile as _u}from"node:fs/promises";
import{delimiter as Cu,dirname as Mu,join as kt,relative as ju,resolve as Lu}from"node:path";var Vo=65536,de=4096,Ga=/^\s*(?:[A-Za-z0-9+/=]*|[A-Za-z][A-Za-z0-9-]*: .*)\s*$/;function Ka(s){let t=Ms(s);return!kn(s)&&
!kn(t)&&!Ga.test(t)}var tn=class{#t;#n;#s=new Map;constructor(t,e){this.#t=t,this.#n=e}push(t,e="stdout"){let n=this.#e(
e),r=n.partial+t,o=r.endsWith("\r")?r.length-1:r.length,i=r.slice(0,o).split(/\r\n|\r|\n/);n.partial=(i.pop()??"")+r.slice(
o);for(let l of i)this.#r(n,l);n.partial.length>Vo&&(n.overlong||(this.#o(n,n.partial.slice(0,de)),n.overlong=!0),n.inKey=
Wt(n.partial,n.inKey),n.partial=n.partial.slice(-de))}flush(){for(let t of this.#s.values())t.overlong||this.#o(t,t.partial.
replace(/\r$/,"").slice(0,de))}end(){for(let t of this.#s.values())t.partial!==""&&this.#r(t,t.partial),t.partial="",this.#o(
t,"")}#e(t){let e=this.#s.get(t);return e||(e={partial:"",held:null,previous:"",inKey:!1,overlong:!1},this.#s.set(t,e)),
e}#r(t,e){if(e.length>Vo&&!t.overlong&&(this.#o(t,e.slice(0,de)),t.overlong=!0),t.overlong){t.overlong=!1,t.inKey=Wt(e,t.
inKey),t.previous=t.inKey?"":e.slice(-de);return}if(t.inKey&&Ka(e)&&(t.inKey=!1),t.inKey||ir(e)){t.inKey||this.#o(t,""),
t.inKey=Wt(e,t.inKey),t.previous=t.inKey?"":e;return}this.#o(t,e),t.held=e}#o(t,e){let n=t.held;if(t.held=null,n===null)
return;let r=st(`${t.previous}
${n}
${e}`,this.#t()),o=r.text.split(`
`),i=o.length===3?o[1]??"":bs(r.redactions[0]?.kind??"secret-value");t.previous=n,i.trim()!==""&&this.#n(i)}};var qo=["comment","summary","both"],Va=/^[A-Za-z0-9_.-]{1,64}$/;function Jn(s){let t=(s[Y.mode]??"").trim()||"both";if(!qo.
includes(t))throw new x("input-invalid",`must be one of ${qo.join(", ")}; got "${t}"`,{where:Y.mode});return t}function zn(s,t){
let e=Jn(s),n=(s[Y.key]??"").trim()||Br;if(!Va.test(n))throw new x("input-invalid",`must be 1 to 64 letters, digits, '.'\
, '_' or '-' (it names the sticky comment); got "${n}"`,{where:Y.key});let r=Xa(s[Y.includeDetail]??"",Y.includeDetail,!1),
o=null;if(e!=="summary"){let i=(s[Y.issueNumber]??"").trim();if(i!==""){if(!/^[1-9]\d{0,9}$/.test(i))throw new x("input-\
invalid",`must be the number of an issue or pull request, like 42; got "${i}"`,{where:Y.issueNumber});o=Number(i)}else if(o=
qa(t.payload),o===null)throw new x("issue-number-missing",`there is no issue or pull request to comment on: the triggeri\
ng event (${t.name||"unknown"}) is not about one. Set the issue-number input, or use mode: summary`,{where:Y.issueNumber})}
return{mode:e,key:n,includeDetail:r,issueNumber:o}}function qa(s){let t=fe(s);if(!t)return null;let e=Hn(fe(t.pull_request)?.
number)??Hn(fe(t.issue)?.number);if(e!==null)return e;for(let n of["workflow_run","check_run","check_suite"]){let r=fe(t[n])?.
pull_requests;if(Array.isArray(r)&&r.length===1){let o=Hn(fe(r[0])?.number);if(o!==null)return o}}return null}function Xa(s,t,e){let n=s.trim();if(n==="")return e;if(["true","True","TRUE"].includes(n))return!0;if(["false","False",
"FALSE"].includes(n))return!1;throw new x("input-invalid",`must be true or false; got "${n}"`,{where:t})}function fe(s){
return s!==null&&typeof s=="object"&&!Array.isArray(s)?s:null}function Hn(s){return typeof s=="number"&&Number.isInteger(
s)&&s>0?s:null}var Ya={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\u274C"};function Xo(s){let{record:t,handoff:e}=s,
n=l=>zr(l,s)||" ",r=[["status",`${t.status} (${t.outcome.reason})`],["attempt",String(t.attempt)],["exit code",t.agent.exit_code===
null?"none":String(t.agent.exit_code)],["duration",`${(t.agent.duration_ms/1e3).toFixed(1)} s`],["handoff",t.present&&t.
digests.handoff?`present, sha256 ${t.digests.handoff.slice(0,12)}`:"none"]];e?.next&&r.push(["next",e.next.stage]),s.notStored!==
void 0?r.push(["artifact","not stored"]):s.artifactName&&r.push(["artifact",s.artifactName]);let o=[];o.push([`### ${Ya[t.
status]} baton stage \`${t.stage}\``,"","| | |","|---|---|",...r.map(([l,a])=>`| ${l} | ${n(a)} |`)].join(`
`)),s.notStored!==void 0&&o.push(`${Jr(Za(s.notStored),s)}. No later stage can read this record or its handoff; it is sh\
own here only.`),t.outcome.message&&o.push(En(t.outcome.message,s)),e&&o.push(["#### Summary","",En(e.summary,s)].join(`\

`));let i=Object.entries(e?.data??{});return i.length>0&&o.push(["#### Data","","| key | value |","|---|---|",...i.map(([
l,a])=>`| ${n(l)} | ${n(a)} |`)].join(`
`)),t.problems.length>0&&o.push(["#### Problems","","| severity | code | where | message |","|---|---|---|---|",...t.problems.
map(l=>`| ${l.severity} | ${n(l.code)} | ${n(l.path)} | ${n(l.message)} |`)].join(`
`)),Qa(o,s.notStored===void 0?s.artifactName:void 0)}function Za(s){return s.charAt(0).toUpperCase()+s.slice(1)}function Qa(s,t){
let e=`_Cut to fit the step summary; the full record is in ${t?`artifact ${t}`:"the stage record"}._`,n=bt.stepSummaryBytes-
fn(e)-4,r=[],o=0;for(let i of s){let l=fn(i)+2;if(o+l>n){r.push(e);break}r.push(i),o+=l}return`${r.join(`

`)}
`}function Yo(s,t){return st(s,t).redactions.length===0?s:`${Hr(s.trimEnd(),t)}
`}var Yn=At(Pe(),1),pt=At(Yt(),1);import{homedir as fu}from"node:os";import{dirname as wi,isAbsolute as pu,join as hu,resolve as Qn,
sep as sn}from"node:path";var Zo=(s,t,e)=>{let n,r,o,i,l,a=e.indexOf(s),u=e.indexOf(t,a+1),c=a;if(a>=0&&u>0){if(s===t)return[a,u];for(n=[],o=e.length;c>=
0&&!l;){if(c===a)n.push(c),a=e.indexOf(s,c+1);else if(n.length===1){let d=n.pop();d!==void 0&&(l=[d,u])}else r=n.pop(),r!==
void 0&&r<o&&(o=r,i=u),u=e.indexOf(t,c+1);c=a<u&&a>=0?a:u}n.length&&i!==void 0&&(l=[o,i])}return l};var Qo="\0SLASH"+Math.random().toFixed(16)+"\0",ti="\0OPEN"+Math.random().toFixed(16)+"\0",en="\0CLOSE"+Math.random().toFixed(
16)+"\0",ei="\0COMMA"+Math.random().toFixed(16)+"\0",ni="\0PERIOD"+Math.random().toFixed(16)+"\0",tl=new RegExp(Qo,"g"),
el=new RegExp(ti,"g"),nl=new RegExp(en,"g"),sl=new RegExp(ei,"g"),rl=new RegExp(ni,"g"),ol=/\\\\/g,il=/\\{/g,al=/\\}/g,ll=/\\,/g,
ul=/\\\./g,cl=1e5,dl=4e6,fl=1e3,pl=1e3,hl=2e7,gl=16;function Bn(s){return isNaN(s)?s.charCodeAt(0):parseInt(s,10)}function ml(s){
return s.replace(ol,Qo).replace(il,ti).replace(al,en).replace(ll,ei).replace(ul,ni)}function wl(s){return s.replace(tl,"\
\\").replace(el,"{").replace(nl,"}").replace(sl,",").replace(rl,".")}function Gn(s,t){for(let e=0;e<t.length;e++)s.push(
t[e])}function si(s,t,e){if(e.remaining<0)return;let n=Zo("{","}",t),r=n!==void 0&&t.indexOf("{")<n[0];if(e.remaining-=n&&
!r?n[1]+1:s.length,!(!n||e.remaining<0))return{end:n[1],pre:s.slice(0,n[0]),body:s.slice(n[0]+1,n[1]),post:s.slice(n[1]+
1),unmatched:r}}function yl(s,t){t.remaining-=s.length;let e=[];for(let o=0;o<s.length;o++){let i=s.charCodeAt(o);i===123?
e.push(o):i===125&&e.length&&e.pop()}let n="",r=0;for(let o=0;o<e.length;o++){let i=e[o];n+=s.slice(r,i)+"\0",r=i+1}return n+
s.slice(r)}function bl(s,t){if(t.remaining-=s.length,t.remaining<0)return!1;let e=!1;for(let n=s.length-1;n>=0;n--){let r=s.
charCodeAt(n);if(r===125)e=!0;else if(r===10||r===13||r===8232||r===8233)e=!1;else if(r===44&&e&&s.charCodeAt(n+1)!==44)
return!0}return!1}function Sl(s,t){let e=[],n="";for(;;){let r=si(s,s,t);if(t.remaining<0)return;if(!r){let u=s.split(",");
return u[0]=n+u[0],Gn(e,u),e}let{pre:o,body:i,post:l}=r,a=o.split(",");if(a[0]=n+a[0],a[a.length-1]+="{"+i+"}",!l.length)
return Gn(e,a),e;n=a.pop(),Gn(e,a),s=l}}function pe(s,t){return s===void 0||isNaN(s)?t:s}function ri(s,t={}){if(!s)return[];
let e=pe(t.max,cl),n=pe(t.maxLength,dl),r=pe(t.maxDepth,fl),o=pe(t.maxRewrites,pl),i=pe(t.maxSteps,hl);return s.slice(0,
2)==="{}"&&(s="\\{\\}"+s.slice(2)),Kn(ml(s),e,n,r,0,o,{remaining:i},!0).map(wl)}function kl(s){return"{"+s+"}"}function vl(s){
return/^-?0\d/.test(s)}function xl(s,t){return s<=t}function $l(s,t){return s>=t}function he(s,t,e,n,r,o,i){let l=[],a=0,
u;t:for(let c=0;c<s.length;c++){let d=s[c]+t,p=e;o&&!d&&(u||(u=e.filter(f=>f)),p=u);for(let f=0;f<p.length;f++){if(l.length>=
n)break t;let g=d+p[f];if(a+g.length>r)break t;l.push(g),a+=g.length}}return i.remaining-=l.length,l}function Rl(s,t,e,n,r){
let o=s.split(/\.\./),i=[];if(o[0]===void 0||o[1]===void 0)return i;let l=Bn(o[0]),a=Bn(o[1]),u=Math.max(o[0].length,o[1].
length),c=o.length===3&&o[2]!==void 0?Math.max(Math.abs(Bn(o[2])),1):1,d=xl;a<l&&(c*=-1,d=$l);let f=o.some(vl),g=f?u:1,h=0;
for(let S=l;d(S,a)&&i.length<e;S+=c){if(r.remaining-=g,r.remaining<0)return;let w;if(t)w=String.fromCharCode(S),w==="\\"&&
(w="");else if(w=String(S),f){let m=u-w.length;if(m>0){let k=new Array(m+1).join("0");S<0?w="-"+k+w.slice(1):w=k+w}}if(h+
w.length>n)break;i.push(w),h+=w.length}return i}function Kn(s,t,e,n,r,o,i,l){if(i.remaining-=gl,r>n)return[s];let a=[""],
u=0,c=!1,d=!0,p=s;for(;;){let f=si(s,p,i);if(!f)return he(a,s,[""],t,e,c,i);f.unmatched&&(p=yl(p,i));let g=f.pre,h=()=>he(
a,g+"{"+f.body+"}"+f.post,[""],t,e,c,i);if(/\$$/.test(g)){if(a=he(a,g+"{"+f.body+"}",[""],t,e,c&&!f.post.length,i),d=!1,
!f.post.length)break;s=f.post,p=p.slice(f.end+1);continue}let S=/^-?\d+\.\.-?\d+(?:\.\.-?\d+)?$/.test(f.body),w=/^[a-zA-Z]\.\.[a-zA-Z](?:\.\.-?\d+)?$/.
test(f.body),m=S||w,k=f.body.indexOf(",")>=0;if(!m&&!k){if(u<o&&bl(f.post,i)){u++,s=f.pre+"{"+f.body+en+f.post,p=p.slice(
0,f.end)+en+p.slice(f.end+1),l=!0;continue}return h()}d&&(c=l&&!m,d=!1);let $;if(m){if($=Rl(f.body,w,t,e,i),!$)return h()}else{
let j=Sl(f.body,i);if(!j)return h();if(j.length===1&&j[0]!==void 0){if(j=Kn(j[0],t,e,n,r+1,o,i,!1).map(kl),i.remaining<0)
return h();if(j.length===1){let R=he(a,g+j[0],[""],t,e,c&&!f.post.length,i);if(i.remaining<0)return h();if(a=R,!f.post.length)
break;s=f.post,p=p.slice(f.end+1);continue}}let v=c&&!f.post.length&&!g;for(let R=0;v&&R<a.length;R++)a[R]&&(v=!1);$=[];
let O=0;t:for(let R=0;R<j.length;R++){let H=Kn(j[R],t,e,n,r+1,o,i,!1);if(i.remaining<0)return h();for(let K=0;K<H.length;K++){
let b=H[K];if(!(v&&!b)){if($.length>=t||O+b.length>e)break t;$.push(b),O+=b.length}}}}let M=he(a,g,$,t,e,c&&!f.post.length,
i);if(i.remaining<0)return h();if(a=M,!f.post.length)break;s=f.post,p=p.slice(f.end+1)}return a}var ge=s=>{if(typeof s!="string")throw new TypeError("invalid pattern");if(s.length>65536)throw new TypeError("pattern i\
s too long")};var Ol={"[:alnum:]":["\\p{L}\\p{Nl}\\p{Nd}",!0],"[:alpha:]":["\\p{L}\\p{Nl}",!0],"[:ascii:]":["\\x00-\\x7f",!1],"[:blank\
:]":["\\p{Zs}\\t",!0],"[:cntrl:]":["\\p{Cc}",!0],"[:digit:]":["\\p{Nd}",!0],"[:graph:]":["\\p{Z}\\p{C}",!0,!0],"[:lower:\
]":["\\p{Ll}",!0],"[:print:]":["\\p{C}",!0],"[:punct:]":["\\p{P}",!0],"[:space:]":["\\p{Z}\\t\\r\\n\\v\\f",!0],"[:upper:\
]":["\\p{Lu}",!0],"[:word:]":["\\p{L}\\p{Nl}\\p{Nd}\\p{Pc}",!0],"[:xdigit:]":["A-Fa-f0-9",!1]},me=s=>s.replace(/[[\]\\-]/g,
"\\$&"),Pl=s=>s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),oi=s=>s.join(""),ii=(s,t)=>{let e=t;if(s.charAt(e)!=="[")throw new Error(
"not in a brace expression");let n=[],r=[],o=e+1,i=!1,l=!1,a=!1,u=!1,c=e,d="";t:for(;o<s.length;){let h=s.charAt(o);if((h===
"!"||h==="^")&&o===e+1){u=!0,o++;continue}if(h==="]"&&i&&!a){c=o+1;break}if(i=!0,h==="\\"&&!a){a=!0,o++;continue}if(h===
"["&&!a){for(let[S,[w,m,k]]of Object.entries(Ol))if(s.startsWith(S,o)){if(d)return["$.",!1,s.length-e,!0];o+=S.length,k?
r.push(w):n.push(w),l=l||m;continue t}}if(a=!1,d){h>d?n.push(me(d)+"-"+me(h)):h===d&&n.push(me(h)),d="",o++;continue}if(s.
startsWith("-]",o+1)){n.push(me(h+"-")),o+=2;continue}if(s.startsWith("-",o+1)){d=h,o+=2;continue}n.push(me(h)),o++}if(c<
o)return["",!1,0,!1];if(!n.length&&!r.length)return["$.",!1,s.length-e,!0];if(r.length===0&&n.length===1&&/^\\?.$/.test(
n[0])&&!u){let h=n[0].length===2?n[0].slice(-1):n[0];return[Pl(h),!1,c-e,!1]}let p="["+(u?"^":"")+oi(n)+"]",f="["+(u?"":
"^")+oi(r)+"]";return[n.length&&r.length?"("+p+"|"+f+")":n.length?p:f,l,c-e,!0]};var Lt=(s,{windowsPathsNoEscape:t=!1,magicalBraces:e=!0}={})=>e?t?s.replace(/\[([^/\\])\]/g,"$1"):s.replace(/((?!\\).|^)\[([^/\\])\]/g,
"$1$2").replace(/\\([^/])/g,"$1"):t?s.replace(/\[([^/\\{}])\]/g,"$1"):s.replace(/((?!\\).|^)\[([^/\\{}])\]/g,"$1$2").replace(
/\\([^/{}])/g,"$1");var ft,El=new Set(["!","?","+","*","@"]),Vn=s=>El.has(s),ai=s=>Vn(s.type),Al=new Map([["!",["@"]],["?",["?","@"]],["@",[
"@"]],["*",["*","+","?","@"]],["+",["+","@"]]]),Tl=new Map([["!",["?"]],["@",["?"]],["+",["?","*"]]]),Nl=new Map([["!",[
"?","@"]],["?",["?","@"]],["@",["?","@"]],["*",["*","+","?","@"]],["+",["+","@","?","*"]]]),li=new Map([["!",new Map([["\
!","@"]])],["?",new Map([["*","*"],["+","*"]])],["@",new Map([["!","!"],["?","?"],["@","@"],["*","*"],["+","+"]])],["+",
new Map([["?","*"],["*","*"]])]]),_l="(?!(?:^|/)\\.\\.?(?:$|/))",nn="(?!\\.)",Cl=new Set(["[","."]),Ml=new Set(["..","."]),
jl=new Set("().*{}+?[]^$\\!"),Ll=s=>s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),qn="[^/]",ui=qn+"*?",ci=qn+"+?",Fl=0,Ut=class{type;#t;#n;#s=!1;#e=[];#r;#o;#l;#a=!1;#u;#d;#c=!1;id=++Fl;get depth(){
return(this.#r?.depth??-1)+1}[Symbol.for("nodejs.util.inspect.custom")](){return{"@@type":"AST",id:this.id,type:this.type,
root:this.#t.id,parent:this.#r?.id,depth:this.depth,partsLength:this.#e.length,parts:this.#e}}constructor(t,e,n={}){this.
type=t,t&&(this.#n=!0),this.#r=e,this.#t=this.#r?this.#r.#t:this,this.#u=this.#t===this?n:this.#t.#u,this.#l=this.#t===this?
[]:this.#t.#l,t==="!"&&!this.#t.#a&&this.#l.push(this),this.#o=this.#r?this.#r.#e.length:0}get hasMagic(){if(this.#n!==void 0)
return this.#n;for(let t of this.#e)if(typeof t!="string"&&(t.type||t.hasMagic))return this.#n=!0;return this.#n}toString(){
return this.#d!==void 0?this.#d:this.type?this.#d=this.type+"("+this.#e.map(t=>String(t)).join("|")+")":this.#d=this.#e.
map(t=>String(t)).join("")}#g(){if(this!==this.#t)throw new Error("should only call on root");if(this.#a)return this;this.
toString(),this.#a=!0;let t;for(;t=this.#l.pop();){if(t.type!=="!")continue;let e=t,n=e.#r;for(;n;){for(let r=e.#o+1;!n.
type&&r<n.#e.length;r++)for(let o of t.#e){if(typeof o=="string")throw new Error("string part in extglob AST??");o.copyIn(
n.#e[r])}e=n,n=e.#r}}return this}push(...t){for(let e of t)if(e!==""){if(typeof e!="string"&&!(e instanceof ft&&e.#r===this))
throw new Error("invalid part: "+e);this.#e.push(e)}}toJSON(){let t=this.type===null?this.#e.slice().map(e=>typeof e=="s\
tring"?e:e.toJSON()):[this.type,...this.#e.map(e=>e.toJSON())];return this.isStart()&&!this.type&&t.unshift([]),this.isEnd()&&
(this===this.#t||this.#t.#a&&this.#r?.type==="!")&&t.push({}),t}isStart(){if(this.#t===this)return!0;if(!this.#r?.isStart())
return!1;if(this.#o===0)return!0;let t=this.#r;for(let e=0;e<this.#o;e++){let n=t.#e[e];if(!(n instanceof ft&&n.type==="\
!"))return!1}return!0}isEnd(){if(this.#t===this||this.#r?.type==="!")return!0;if(!this.#r?.isEnd())return!1;if(!this.type)
return this.#r?.isEnd();let t=this.#r?this.#r.#e.length:0;return this.#o===t-1}copyIn(t){typeof t=="string"?this.push(t):
this.push(t.clone(this))}clone(t){let e=new ft(this.type,t);for(let n of this.#e)e.copyIn(n);return e}static#f(t,e,n,r,o){
let i=r.maxExtglobRecursion??2,l=!1,a=!1,u=-1,c=!1;if(e.type===null){let h=n,S="";for(;h<t.length;){let w=t.charAt(h++);
if(l||w==="\\"){l=!l,S+=w;continue}if(a){h===u+1?(w==="^"||w==="!")&&(c=!0):w==="]"&&!(h===u+2&&c)&&(a=!1),S+=w;continue}else if(w===
"["){a=!0,u=h,c=!1,S+=w;continue}if(!r.noext&&Vn(w)&&t.charAt(h)==="("&&o<=i){e.push(S),S="";let k=new ft(w,e);h=ft.#f(t,
k,h,r,o+1),e.push(k);continue}S+=w}return e.push(S),h}let d=n+1,p=new ft(null,e),f=[],g="";for(;d<t.length;){let h=t.charAt(
d++);if(l||h==="\\"){l=!l,g+=h;continue}if(a){d===u+1?(h==="^"||h==="!")&&(c=!0):h==="]"&&!(d===u+2&&c)&&(a=!1),g+=h;continue}else if(h===
"["){a=!0,u=d,c=!1,g+=h;continue}if(!r.noext&&Vn(h)&&t.charAt(d)==="("&&(o<=i||e&&e.#w(h))){let w=e&&e.#w(h)?0:1;p.push(
g),g="";let m=new ft(h,p);p.push(m),d=ft.#f(t,m,d,r,o+w);continue}if(h==="|"){p.push(g),g="",f.push(p),p=new ft(null,e);
continue}if(h===")")return g===""&&e.#e.length===0&&(e.#c=!0),p.push(g),g="",e.push(...f,p),d;g+=h}return e.type=null,e.#n=
void 0,e.#e=[t.substring(n-1)],d}#p(t){return this.#b(t,Tl)}#b(t,e=Al){if(!t||typeof t!="object"||t.type!==null||t.#e.length!==
1||this.type===null)return!1;let n=t.#e[0];return!n||typeof n!="object"||n.type===null?!1:this.#w(n.type,e)}#w(t,e=Nl){return!!e.
get(this.type)?.includes(t)}#$(t,e){let n=t.#e[0],r=new ft(null,n,this.options);r.#e.push(""),n.push(r),this.#y(t,e)}#y(t,e){
let n=t.#e[0];this.#e.splice(e,1,...n.#e);for(let r of n.#e)typeof r=="object"&&(r.#r=this);this.#d=void 0}#R(t){return!!li.
get(this.type)?.has(t)}#T(t){if(!t||typeof t!="object"||t.type!==null||t.#e.length!==1||this.type===null||this.#e.length!==
1)return!1;let e=t.#e[0];return!e||typeof e!="object"||e.type===null?!1:this.#R(e.type)}#v(t){let e=li.get(this.type),n=t.#e[0],
r=e?.get(n.type);if(!r)return!1;this.#e=n.#e;for(let o of this.#e)typeof o=="object"&&(o.#r=this);this.type=r,this.#d=void 0,
this.#c=!1}static fromGlob(t,e={}){let n=new ft(null,void 0,e);return ft.#f(t,n,0,e,0),n}toMMPattern(){if(this!==this.#t)
return this.#t.toMMPattern();let t=this.toString(),[e,n,r,o]=this.toRegExpSource();if(!(r||this.#n||this.#u.nocase&&!this.#u.
nocaseMagicOnly&&t.toUpperCase()!==t.toLowerCase()))return n;let l=(this.#u.nocase?"i":"")+(o?"u":"");return Object.assign(
new RegExp(`^${e}$`,l),{_src:e,_glob:t})}get options(){return this.#u}toRegExpSource(t){let e=t??!!this.#u.dot;if(this.#t===
this&&(this.#x(),this.#g()),!ai(this)){let a=this.isStart()&&this.isEnd()&&!this.#e.some(f=>typeof f!="string"),u=this.#e.
map(f=>{let[g,h,S,w]=typeof f=="string"?ft.#O(f,this.#n,a):f.toRegExpSource(t);return this.#n=this.#n||S,this.#s=this.#s||
w,g}).join(""),c="";if(this.isStart()&&typeof this.#e[0]=="string"&&!(this.#e.length===1&&Ml.has(this.#e[0]))){let g=Cl,
h=e&&g.has(u.charAt(0))||u.startsWith("\\.")&&g.has(u.charAt(2))||u.startsWith("\\.\\.")&&g.has(u.charAt(4)),S=!e&&!t&&g.
has(u.charAt(0));c=h?_l:S?nn:""}let d="";return this.isEnd()&&this.#t.#a&&this.#r?.type==="!"&&(d="(?:$|\\/)"),[c+u+d,Lt(
u),this.#n=!!this.#n,this.#s]}let n=this.type==="*"||this.type==="+",r=this.type==="!"?"(?:(?!(?:":"(?:",o=this.#m(e);if(this.
isStart()&&this.isEnd()&&!o&&this.type!=="!"){let a=this.toString(),u=this;return u.#e=[a],u.type=null,u.#n=void 0,[a,Lt(
this.toString()),!1,!1]}let i=!n||t||e||!nn?"":this.#m(!0);i===o&&(i=""),i&&(o=`(?:${o})(?:${i})*?`);let l="";if(this.type===
"!"&&this.#c)l=(this.isStart()&&!e?nn:"")+ci;else{let a=this.type==="!"?"))"+(this.isStart()&&!e&&!t?nn:"")+ui+")":this.
type==="@"?")":this.type==="?"?")?":this.type==="+"&&i?")":this.type==="*"&&i?")?":`)${this.type}`;l=r+o+a}return[l,Lt(o),
this.#n=!!this.#n,this.#s]}#x(){if(ai(this)){let t=0,e=!1;do{e=!0;for(let n=0;n<this.#e.length;n++){let r=this.#e[n];typeof r==
"object"&&(r.#x(),this.#b(r)?(e=!1,this.#y(r,n)):this.#p(r)?(e=!1,this.#$(r,n)):this.#T(r)&&(e=!1,this.#v(r)))}}while(!e&&
++t<10)}else for(let t of this.#e)typeof t=="object"&&t.#x();this.#d=void 0}#m(t){return this.#e.map(e=>{if(typeof e=="s\
tring")throw new Error("string type in extglob ast??");let[n,r,o,i]=e.toRegExpSource(t);return this.#s=this.#s||i,n}).filter(
e=>!(this.isStart()&&this.isEnd())||!!e).join("|")}static#O(t,e,n=!1){let r=!1,o="",i=!1,l=!1;for(let a=0;a<t.length;a++){
let u=t.charAt(a);if(r){r=!1,o+=(jl.has(u)?"\\":"")+u;continue}if(u==="*"){if(l)continue;l=!0,o+=n&&/^[*]+$/.test(t)?ci:
ui,e=!0;continue}else l=!1;if(u==="\\"){a===t.length-1?o+="\\\\":r=!0;continue}if(u==="["){let[c,d,p,f]=ii(t,a);if(p){o+=
c,i=i||d,a+=p-1,e=e||f;continue}}if(u==="?"){o+=qn,e=!0;continue}o+=Ll(u)}return[o,Lt(t),!!e,i]}};ft=Ut;var Xn=(s,{windowsPathsNoEscape:t=!1,magicalBraces:e=!1}={})=>e?t?s.replace(/[?*()[\]{}]/g,"[$&]"):s.replace(/[?*()[\]\\{}]/g,
"\\$&"):t?s.replace(/[?*()[\]]/g,"[$&]"):s.replace(/[?*()[\]\\]/g,"\\$&");var ut=(s,t,e={})=>(ge(t),!e.nocomment&&t.charAt(0)==="#"?!1:new _t(t,e).match(s)),Dl=/^\*+([^+@!?*[(]*)$/,Il=s=>t=>!t.startsWith(
".")&&t.endsWith(s),Wl=s=>t=>t.endsWith(s),Ul=s=>(s=s.toLowerCase(),t=>!t.startsWith(".")&&t.toLowerCase().endsWith(s)),
Hl=s=>(s=s.toLowerCase(),t=>t.toLowerCase().endsWith(s)),Jl=/^\*+\.\*+$/,zl=s=>!s.startsWith(".")&&s.includes("."),Bl=s=>s!==
"."&&s!==".."&&s.includes("."),Gl=/^\.\*+$/,Kl=s=>s!=="."&&s!==".."&&s.startsWith("."),Vl=/^\*+$/,ql=s=>s.length!==0&&!s.
startsWith("."),Xl=s=>s.length!==0&&s!=="."&&s!=="..",Yl=/^\?+([^+@!?*[(]*)?$/,Zl=([s,t=""])=>{let e=pi([s]);return t?(t=
t.toLowerCase(),n=>e(n)&&n.toLowerCase().endsWith(t)):e},Ql=([s,t=""])=>{let e=hi([s]);return t?(t=t.toLowerCase(),n=>e(
n)&&n.toLowerCase().endsWith(t)):e},tu=([s,t=""])=>{let e=hi([s]);return t?n=>e(n)&&n.endsWith(t):e},eu=([s,t=""])=>{let e=pi(
[s]);return t?n=>e(n)&&n.endsWith(t):e},pi=([s])=>{let t=s.length;return e=>e.length===t&&!e.startsWith(".")},hi=([s])=>{
let t=s.length;return e=>e.length===t&&e!=="."&&e!==".."},gi=typeof process=="object"&&process?typeof process.env=="obje\
ct"&&process.env&&process.env.__MINIMATCH_TESTING_PLATFORM__||process.platform:"posix",di={win32:{sep:"\\"},posix:{sep:"\
/"}},nu=gi==="win32"?di.win32.sep:di.posix.sep;ut.sep=nu;var ot=Symbol("globstar **");ut.GLOBSTAR=ot;var su="[^/]",ru=su+
"*?",ou="(?:(?!(?:\\/|^)(?:\\.{1,2})($|\\/)).)*?",iu="(?:(?!(?:\\/|^)\\.).)*?",au=(s,t={})=>e=>ut(e,s,t);ut.filter=au;var St=(s,t={})=>Object.
assign({},s,t),lu=s=>{if(!s||typeof s!="object"||!Object.keys(s).length)return ut;let t=ut;return Object.assign((n,r,o={})=>t(
n,r,St(s,o)),{Minimatch:class extends t.Minimatch{constructor(r,o={}){super(r,St(s,o))}static defaults(r){return t.defaults(
St(s,r)).Minimatch}},AST:class extends t.AST{constructor(r,o,i={}){super(r,o,St(s,i))}static fromGlob(r,o={}){return t.AST.
fromGlob(r,St(s,o))}},unescape:(n,r={})=>t.unescape(n,St(s,r)),escape:(n,r={})=>t.escape(n,St(s,r)),filter:(n,r={})=>t.filter(
n,St(s,r)),defaults:n=>t.defaults(St(s,n)),makeRe:(n,r={})=>t.makeRe(n,St(s,r)),braceExpand:(n,r={})=>t.braceExpand(n,St(
s,r)),match:(n,r,o={})=>t.match(n,r,St(s,o)),sep:t.sep,GLOBSTAR:ot})};ut.defaults=lu;var mi=(s,t={})=>(ge(s),t.nobrace||
!/\{(?:(?!\{).)*\}/.test(s)?[s]:ri(s,{max:t.braceExpandMax}));ut.braceExpand=mi;var uu=(s,t={})=>new _t(s,t).makeRe();ut.
makeRe=uu;var cu=(s,t,e={})=>{let n=new _t(t,e);return s=s.filter(r=>n.match(r)),n.options.nonull&&!s.length&&s.push(t),
s};ut.match=cu;var fi=/[?*]|[+@!]\(.*?\)|\[|\]/,du=s=>s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),_t=class{options;set;pattern;windowsPathsNoEscape;nonegate;negate;comment;empty;preserveMultipleSlashes;partial;globSet;globParts;nocase;isWindows;platform;windowsNoMagicRoot;maxGlobstarRecursion;regexp;constructor(t,e={}){
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
this.levelTwoFileOptimize(t)),e.includes(ot)?this.#t(t,e,n,r,o):this.#s(t,e,n,r,o)}#t(t,e,n,r,o){let i=e.indexOf(ot,o),l=e.
lastIndexOf(ot),[a,u,c]=n?[e.slice(o,i),e.slice(i+1),[]]:[e.slice(o,i),e.slice(i+1,l),e.slice(l+1)];if(a.length){let m=t.
slice(r,r+a.length);if(!this.#s(m,a,n,0,0))return!1;r+=a.length,o+=a.length}let d=0;if(c.length){if(c.length+r>t.length)
return!1;let m=t.length-c.length;if(this.#s(t,c,n,m,0))d=c.length;else{if(t[t.length-1]!==""||r+c.length===t.length||(m--,
!this.#s(t,c,n,m,0)))return!1;d=c.length+1}}if(!u.length){let m=!!d;for(let k=r;k<t.length-d;k++){let $=String(t[k]);if(m=
!0,$==="."||$===".."||!this.options.dot&&$.startsWith("."))return!1}return n||m}let p=[[[],0]],f=p[0],g=0,h=[0];for(let m of u)
m===ot?(h.push(g),f=[[],0],p.push(f)):(f[0].push(m),g++);let S=p.length-1,w=t.length-d;for(let m of p)m[1]=w-(h[S--]+m[0].
length);return!!this.#n(t,p,r,0,n,0,!!d)}#n(t,e,n,r,o,i,l){let a=e[r];if(!a){for(let d=n;d<t.length;d++){l=!0;let p=t[d];
if(p==="."||p===".."||!this.options.dot&&p.startsWith("."))return!1}return l}let[u,c]=a;for(;n<=c;){if(this.#s(t.slice(0,
n+u.length),u,o,n,0)&&i<this.maxGlobstarRecursion){let f=this.#n(t,e,n+u.length,r+1,o,i+1,l);if(f!==!1)return f}let p=t[n];
if(p==="."||p===".."||!this.options.dot&&p.startsWith("."))return!1;n++}return o||null}#s(t,e,n,r,o){let i,l,a,u;for(i=r,
l=o,u=t.length,a=e.length;i<u&&l<a;i++,l++){this.debug("matchOne loop");let c=e[l],d=t[i];if(this.debug(e,c,d),c===!1||c===
ot)return!1;let p;if(typeof c=="string"?(p=d===c,this.debug("string match",c,d,p)):(p=c.test(d),this.debug("pattern matc\
h",c,d,p)),!p)return!1}if(i===u&&l===a)return!0;if(i===u)return n;if(l===a)return i===u-1&&t[i]==="";throw new Error("wt\
f?")}braceExpand(){return mi(this.pattern,this.options)}parse(t){ge(t);let e=this.options;if(t==="**")return ot;if(t==="")
return"";let n,r=null;(n=t.match(Vl))?r=e.dot?Xl:ql:(n=t.match(Dl))?r=(e.nocase?e.dot?Hl:Ul:e.dot?Wl:Il)(n[1]):(n=t.match(
Yl))?r=(e.nocase?e.dot?Ql:Zl:e.dot?tu:eu)(n):(n=t.match(Jl))?r=e.dot?Bl:zl:(n=t.match(Gl))&&(r=Kl);let o=Ut.fromGlob(t,this.
options).toMMPattern();return r&&typeof o=="object"&&Reflect.defineProperty(o,"test",{value:r}),o}makeRe(){if(this.regexp||
this.regexp===!1)return this.regexp;let t=this.set;if(!t.length)return this.regexp=!1,this.regexp;let e=this.options,n=e.
noglobstar?ru:e.dot?ou:iu,r=new Set(e.nocase?["i"]:[]),o=t.map(a=>{let u=a.map(d=>{if(d instanceof RegExp)for(let p of d.
flags.split(""))r.add(p);return typeof d=="string"?du(d):d===ot?ot:d._src});u.forEach((d,p)=>{let f=u[p+1],g=u[p-1];d!==
ot||g===ot||(g===void 0?f!==void 0&&f!==ot?u[p+1]="(?:\\/|"+n+"\\/)?"+f:u[p]=n:f===void 0?u[p-1]=g+"(?:\\/|\\/"+n+")?":f!==
ot&&(u[p-1]=g+"(?:\\/|\\/"+n+"\\/)"+f,u[p+1]=ot))});let c=u.filter(d=>d!==ot);if(this.partial&&c.length>=1){let d=[];for(let p=1;p<=
c.length;p++)d.push(c.slice(0,p).join("/"));return"(?:"+d.join("|")+")"}return c.join("/")}).join("|"),[i,l]=t.length>1?
["(?:",")"]:["",""];o="^"+i+o+l+"$",this.partial&&(o="^(?:\\/|"+i+o.slice(1,-1)+l+")$"),this.negate&&(o="^(?!"+o+").+$");
try{this.regexp=new RegExp(o,[...r].join(""))}catch{this.regexp=!1}return this.regexp}slashSplit(t){return this.preserveMultipleSlashes?
t.split("/"):this.isWindows&&/^\/\/[^/]+/.test(t)?["",...t.split(/\/+/)]:t.split(/\/+/)}match(t,e=this.partial){if(this.
debug("match",t,this.pattern),this.comment)return!1;if(this.empty)return t==="";if(t==="/"&&e)return!0;let n=this.options;
this.isWindows&&(t=t.split("\\").join("/"));let r=this.slashSplit(t);this.debug(this.pattern,"split",r);let o=this.set;this.
debug(this.pattern,"set",o);let i=r[r.length-1];if(!i)for(let l=r.length-2;!i&&l>=0;l--)i=r[l];for(let l of o){let a=r;if(n.
matchBase&&l.length===1&&(a=[i]),this.matchOne(a,l,e))return n.flipNegate?!0:!this.negate}return n.flipNegate?!1:this.negate}static defaults(t){
return ut.defaults(t).Minimatch}};ut.AST=Ut;ut.Minimatch=_t;ut.escape=Xn;ut.unescape=Lt;var yi="--follow-symbolic-links";function bi(s,t,e={}){let n=Qn(s),r=mu(e.leaveOut??[]),o=gu(t[0]),i=(o?t.slice(1):t).flatMap(
u=>u.split(`
`)).map(u=>u.trim()).filter(u=>u!==""&&!u.startsWith("#")).flatMap(u=>Su(yu(n,u))),l=(0,Yn.createHash)("sha256"),a=0;for(let u of $u(
i,o,r)){if(!u.startsWith(`${n}${sn}`))continue;let c;try{if(r.any&&(0,pt.lstatSync)(u).isSymbolicLink()&&r.holds((0,pt.realpathSync)(
u)))continue;let d=(0,pt.statSync)(u);if(d.isDirectory())continue;if(!d.isFile())throw new x("hash-files-failed",`hashFi\
les() cannot hash ${u}: it is not a regular file (${wu(d)})`);c=(0,pt.readFileSync)(u)}catch(d){throw d instanceof x?d:Zn(
u,d)}l.update((0,Yn.createHash)("sha256").update(c).digest()),a+=1}return a>0?l.digest("hex"):""}function gu(s){if(s===void 0||
!s.startsWith("--"))return!1;if(s.toLowerCase()===yi)return!0;throw new x("hash-files-failed",`hashFiles(): invalid glob\
 option ${s}: the one option is '${yi}', as the first argument`)}function mu(s){let t=new Set(s.map(n=>Qn(n)));for(let n of[
...t])try{t.add((0,pt.realpathSync)(n))}catch{}let e=[...t];return{any:e.length>0,holds:n=>e.some(r=>n===r||n.startsWith(
r.endsWith(sn)?r:`${r}${sn}`))}}function Zn(s,t){let e=t.code??String(t);return new x("hash-files-failed",`hashFiles() c\
ould not read ${s}: ${e}`)}function wu(s){return s.isFIFO()?"a FIFO":s.isSocket()?"a socket":s.isCharacterDevice()||s.isBlockDevice()?
"a device":"not a file"}var Si={dot:!0,nobrace:!0,nocase:process.platform==="win32",nocomment:!0,noext:!0,nonegate:!0};function yu(s,t){
let e=!1,n=t;for(;n.startsWith("!");)e=!e,n=n.slice(1).trim();if(n==="")throw new x("hash-files-failed",`hashFiles(): th\
e pattern '${t}' is empty`);let r=pu(n),o=n.endsWith("/"),i=n.split("/").filter(f=>f!==""),l=r?sn:s;!r&&i[0]==="."?i.shift():
!r&&i[0]==="~"&&(l=fu(),i.shift());let a=i.map(bu);if(a.some(f=>f==="."||f===".."))throw new x("hash-files-failed",`hash\
Files(): invalid pattern '${t}': relative pathing '.' and '..' is not allowed`);let u=a.indexOf(null),c=u===-1?a:a.slice(
0,u),d=ku(l),p=i.length===0?d:`${d.endsWith("/")?d:`${d}/`}${i.join("/")}`;return{negate:e,directories:o,glob:p,matcher:new _t(
p,Si),searchPath:Qn(l,...c)}}function bu(s){let t="";for(let e=0;e<s.length;e++){let n=s[e];if(n==="\\"&&e+1<s.length){e+=
1,t+=s[e];continue}if(n==="*"||n==="?")return null;if(n==="["&&e+1<s.length){let r="",o=-1;for(let i=e+1;i<s.length;i++){
let l=s[i];if(l==="\\"&&i+1<s.length)i+=1,r+=s[i];else if(l==="]"){o=i;break}else r+=l}if(o>=0){if(r.length>1)return null;
if(r!==""){t+=r,e=o;continue}}}t+=n}return t}function Su(s){if(s.glob.endsWith("/**")&&!s.directories)return[s];let t=`${s.
glob}/**`;return[s,{...s,directories:!1,glob:t,matcher:new _t(t,Si)}]}function ku(s){return s.replaceAll("\\","\\\\").replace(
/(\[)(?=[^/]+\])/g,"[[]").replace(/\?/g,"[?]").replace(/\*/g,"[*]")}var we={none:0,directory:1,file:2,all:3};function vu(s,t){
let e=we.none;for(let n of s){if(!n.matcher.match(t))continue;let r=n.directories?we.directory:we.all;e=n.negate?e&~r:e|
r}return e}function xu(s,t){return s.some(e=>!e.negate&&e.matcher.match(t,!0))}function*$u(s,t,e){let n=s.filter(i=>!i.negate).
map(i=>i.searchPath),r=new Set(n),o=[];for(let i of n){if(o.includes(i))continue;let l=!1;for(let a=i,u=wi(a);u!==a;a=u,
u=wi(a))r.has(u)&&(l=!0);l||o.push(i)}for(let i of o){let l=[{path:i,chain:[]}];for(;l.length>0;){let a=l.pop();if(e.holds(
a.path))continue;let u=vu(s,a.path);if(!u&&!xu(s,a.path))continue;let c;try{c=t?(0,pt.statSync)(a.path):(0,pt.lstatSync)(
a.path)}catch(h){if(h.code==="ENOENT")continue;throw Zn(a.path,h)}if(!c.isDirectory()){u&we.file&&(yield a.path);continue}
let d=a.path,p;try{if(t&&(d=(0,pt.realpathSync)(a.path)),a.chain.includes(d)||t&&e.holds(d))continue;p=(0,pt.readdirSync)(
a.path)}catch(h){throw Zn(a.path,h)}u&we.directory&&(yield a.path);let f=[...a.chain,d],g=p.map(h=>({path:hu(a.path,h),chain:f}));
l.push(...g.reverse())}}}import{chmod as Ru,readdir as Ou,rm as ki}from"node:fs/promises";import{join as Pu}from"node:path";async function rn(s){
try{return await ki(s,{recursive:!0,force:!0}),!0}catch{await vi(s).catch(()=>{});try{return await ki(s,{recursive:!0,force:!0}),
!0}catch{return!1}}}async function vi(s){await Ru(s,448);for(let t of await Ou(s,{withFileTypes:!0}))t.isDirectory()&&await vi(
Pu(s,t.name)).catch(()=>{})}var Fu="-event.json",on=class{#t;expressions;#n;#s;#e=new Map;#r=Promise.resolve();#o=[];#l=new Map;#a=new Map;#u;host;constructor(t){
this.#t=t,this.expressions=t.expressions,this.host={hashFiles:e=>bi(t.workspace,e,{leaveOut:[t.storeDir]})},this.#s=t.now??
(()=>new Date),this.#n=new Bs({root:t.workspace,tempDir:t.tempDir,privateTempDir:!0,now:this.#s})}now(){return this.#s()}emit(t){
if(this.#t.emit(t),t.type==="step-finished"&&(t.outcome==="failure"||t.outcome==="cancelled")){this.#M.has(`${t.leg}\0${t.
step}`)||this.#S(t.leg,t.step,`\u2500\u2500 step ${t.step+1}: ${t.name}
`);let e=t.message??t.outcome;this.#E(t.leg,`${t.outcome==="cancelled"?"Cancelled":"Error"}: ${e}
`)}t.type==="job-finished"&&this.#N(t.leg)}summary(t,e,n){let r=kt(this.#t.runDir,lt.summary),o=st(`${ns(t,e)}${n.trimEnd()}\


`,this.#t.secrets).text,i=Buffer.byteLength(o),l=this.#o?.at(-1);this.#o?.push({job:t,leg:e,offset:l?l.offset+l.bytes:0,
bytes:i}),this.#r=this.#r.then(()=>Eu(r,o)).catch(a=>{this.#u??=ce(r,"the step summaries",a),this.#o=null})}summaryParts(){
return this.#o}async settle(){let t=[];try{await this.#t.recordWrites?.flush()}catch(r){t.push(wt(r))}let e=await this.drain();
e!==null&&t.push(e);let n=this.#t.eventsFailure?.()??null;return n!==null&&t.push(n),t.length===0?null:t.join(`
`)}async createStepFiles(){let t=await Au(kt(this.#t.tempDir,"step-")),e={output:kt(t,"output"),env:kt(t,"env"),path:kt(
t,"path"),state:kt(t,"state"),step_summary:kt(t,"summary")};return await Promise.all(Object.values(e).map(n=>_u(n,"",{flag:"\
wx",mode:384}))),e}async runScript(t){await this.#t.recordWrites?.settled(),this.#c(t.defaults.GITHUB_EVENT_PATH);let e=t.
files??await this.createStepFiles();try{let n={...this.#$(t),[at.output]:e.output,[at.env]:e.env,[at.path]:e.path,[at.state]:e.
state,[at.stepSummary]:e.step_summary},r=0,o=m=>{this.#P(m.slice(r)),r=m.length},i=new Be({allowUnsecureCommands:n.ACTIONS_ALLOW_UNSECURE_COMMANDS?.
toLowerCase()==="true",allowUnsecureStopCommandTokens:["true","1","$true"].includes(n.ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TOKENS?.
toLowerCase()??""),redact:(m,k)=>(o(k),st(m,this.#t.secrets).text)}),l=this.#p(t),a;try{a=await this.#b(t).run({script:t.
script,shell:t.shell??lr,cwd:this.#C(t.workingDirectory),env:n,signal:t.signal,stop:"interrupt",kill:t.kill,onOutput:(m,k)=>{
i.push(m,k),o(i.masks),l?.push(m,k)}})}finally{l?.end()}let{masks:u,annotations:c,commands:d}=i.end();o(u),this.#S(t.leg,
t.step,`\u2500\u2500 step ${t.step+1}: ${t.name}
`);let p=this.#E(t.leg,No(a.output,u)),[[f,g,h],{text:S,...w}]=await Promise.all([Promise.all([e.output,e.env,e.path].map(
m=>Tu(m,"utf8"))),Wu(e.step_summary)]);return{exitCode:a.exitCode,signal:a.signal,files:{output:f??"",env:g??"",path:h??
"",summary:S},...w,masks:u,annotations:c,commands:d,output:p}}finally{await Nu(Mu(e.output),{recursive:!0,force:!0})}}#d;eventPath(t){
return`${t}${Fu}`}#c(t){if(t===void 0||t==="")return;this.#d??=Buffer.from(JSON.stringify(this.#t.github.event,null,2));
let e=this.#d,n;try{n=(0,U.openSync)(t,U.constants.O_RDONLY|U.constants.O_NOFOLLOW|U.constants.O_NONBLOCK);let o=(0,U.fstatSync)(
n);if(o.isFile()&&o.size===e.length&&(0,U.readFileSync)(n).equals(e))return}catch(o){if(o.code==="ENOENT"){(0,U.writeFileSync)(
t,e,{flag:"wx",mode:384});return}}finally{n!==void 0&&(0,U.closeSync)(n)}let r=`${t}.${(0,$i.randomUUID)()}`;(0,U.writeFileSync)(
r,e,{flag:"wx",mode:384});try{(0,U.renameSync)(r,t)}catch{(0,U.rmSync)(t,{recursive:!0,force:!0}),(0,U.renameSync)(r,t)}}#g=0;legTemp={
open:async t=>{this.#g+=1;let e=kt(this.#t.tempDir,`runner-temp-${this.#g}`);return(0,U.mkdirSync)(e,{mode:448}),e},close:async t=>{
Uu(t,this.#f.get(t)??[]),this.#f.delete(t);try{(0,U.rmSync)(this.eventPath(t),{recursive:!0,force:!0}),(0,U.rmdirSync)(t);
return}catch{await rn(t)}}};#f=new Map;#p(t){let e=this.#t.onOutput;if(e===void 0)return;let n=new tn(()=>this.#t.secrets,
o=>{let i=Ke(o,Po);(i===null||i.form==="legacy"&&!Ge.has(i.command))&&e({job:t.job,leg:t.leg,line:o})}),r;return{push:(o,i)=>{
n.push(o,i),clearTimeout(r),r=setTimeout(()=>n.flush(),Du),r.unref()},end:()=>{clearTimeout(r),n.end()}}}#b(t){let e=t.defaults.
RUNNER_TEMP;return e===void 0?this.#t.runner:{run:n=>this.#t.runner.run({...n,onStart:r=>{for(let[i,l]of this.#f)i!==e&&
l.includes(r)&&this.#f.set(i,l.filter(a=>a!==r));let o=this.#f.get(e)??[];o.push(r),this.#f.set(e,o),n.onStart?.(r)}})}}async loadAction(t){
let e=this.#t.parseAction;if(!e)throw new x("action-invalid",`${t}: local actions cannot be read here`);return Ks(this.#t.
workspace,t,e)}async runAction(t){switch(this.#c(t.defaults.GITHUB_EVENT_PATH),t.action){case"stage":return this.#y(t);case"\
prepare":return this.#R(t);case"capture":return this.#T(t);case"report":return this.#v(t)}}#w(t,e){let n=this.#t.workflow,
o=n.jobs.find(i=>i.id===t.job)?.steps[t.step]?.with[Y.prompt];return{mode:e,job:t.job,stageJob:t.stageJob,matrix:t.matrix,
upstream:t.upstream,...t.needsFacts===void 0?{}:{needsFacts:t.needsFacts},workflowJobs:t.jobIds,github:this.#t.github,...this.#t.
madeEvent===void 0?{}:{madeEvent:this.#t.madeEvent},...this.#t.madeEventRun===void 0?{}:{madeEventRun:this.#t.madeEventRun},
run:this.#t.run,parentRun:this.#t.parentRun??null,secrets:[...t.secrets,...Oe(this.#$(t))],promptSource:`${o?Z(n.fileName,
o.position):n.fileName} jobs.${t.job} prompt`,readFile:i=>Gs(this.#t.workspace,i,bt.templateBytes),parseVars:mr}}#$(t){let e={
CI:"true",...this.#t.baseEnv,...t.env,...t.defaults};return e.PATH=Iu(t.path,e.PATH),e}async#y(t){let e;try{e=Me(t.inputs,
this.#w(t,"stage"))}catch(o){if(!(o instanceof x))throw o;return{ok:!1,outputs:{...eo()},env:{},summary:"",recorded:[],message:wt(
o)}}this.#x(t);let n=this.#p(t),r;try{r=await ao(e,{openRun:this.#t.openRun,store:this.#t.store,workspace:this.#n,runner:this.#b(
t),env:this.#$(t),signal:t.signal,reporter:this.#O(t),...n?{onOutput:(o,i)=>n.push(o,i)}:{}})}finally{n?.end()}return this.#S(
t.leg,t.step,`\u2500\u2500 step ${t.step+1}: stage ${e.stage}: ${r.attempts.length} attempt(s), ${r.outcome.reason}; the\
 agent's output is in ${gs.log} of each attempt
`),{ok:r.ok,outputs:{...r.outputs},env:{},summary:es(r.final,e.redact,this.#t.secrets),recorded:r.attempts.map(ts),message:r.
outcome.message}}async#R(t){let e=Me(t.inputs,this.#w(t,"prepare"));this.#x(t);let n=await Ie(e,{openRun:this.#t.openRun,
store:this.#t.store,workspace:this.#n});if(n.kind==="refused")return{ok:!1,outputs:Tn("prepare",n.result.outputs),env:{},
summary:es(n.result.final,e.redact,this.#t.secrets),recorded:n.result.attempts.map(ts),message:n.result.outcome.message};
let{prepared:r}=n;for(let o of r.warnings)this.#m(t,"warning",o.message);return this.#e.set(`${t.leg}\0${e.stage}`,{prepared:r,
redact:$n(t.inputs[Y.redact]??"")}),{ok:!0,outputs:{"prompt-path":r.promptPath,"handoff-path":r.handoffPath},env:{BATON_PROMPT_PATH:r.
promptPath,BATON_HANDOFF_PATH:r.handoffPath,BATON_STAGE:e.stage},summary:"",recorded:[],message:null}}async#T(t){let e=Me(
t.inputs,this.#w(t,"capture")),n=`${t.leg}\0${e.stage}`,r=this.#e.get(n);if(!r)throw new x("capture-without-prepare",`st\
age ${e.stage}: no prepare step ran before this capture in job ${t.job}`);this.#e.delete(n);let{prepared:o}=r,i=new Set(
$n(t.inputs[Y.redact]??"")),l=gr(r.redact.length,r.redact.filter(u=>i.has(u)).length);if(l)throw l;let a=await De(e,o,null,
{store:this.#t.store,workspace:this.#n},{cancelled:t.signal.aborted});return{ok:a.outcome.reason==="completed",outputs:Tn(
"capture",a.outputs),env:{},summary:es(a,e.redact,this.#t.secrets),recorded:[ts(a)],message:a.outcome.message}}async#v(t){
let e={name:this.#t.github.event_name,payload:this.#t.github.event},n;try{n=zn(t.inputs,e)}catch(l){if(!(l instanceof x))
throw l;if(l.code!=="issue-number-missing")return{ok:!1,outputs:{},env:{},summary:"",recorded:[],message:wt(l)};this.#m(
t,"warning",`on GitHub this step fails: ${l.message}`),n={...zn({...t.inputs,[Y.mode]:"summary"},e),mode:Jn(t.inputs)}}let r=await ss(
this.#t.store),o=Gr(r,{workflow:this.#t.workflow.name??this.#t.workflow.fileName,key:n.key,includeDetail:n.includeDetail,
recordsLocation:`\`${ju(this.#t.workspace,this.#t.runDir)||this.#t.runDir}\``,runUrl:null,secrets:t.secrets,cancelled:this.#t.
runCancelled?.()??!1});await Ee(kt(this.#t.runDir,lt.report),o),this.#m(t,"info",`report written to ${kt(this.#t.runDir,
lt.report)}; no comment is posted from a local run`);let i=n.mode==="comment"?"":o;return{ok:!0,outputs:{},env:{},summary:i,
recorded:[],message:null}}#x(t){let e=t.inputs[Y.parentRun]?.trim();e&&this.#m(t,"warning",`${Y.parentRun} ${JSON.stringify(
e)} is not read by baton run: the parent run here is the one given with --parent <run-id|latest>${this.#t.parentRun?` (${this.#t.
parentRun})`:" (none)"}`)}#m(t,e,n){this.#t.emit({type:"notice",at:this.#s().toISOString(),level:e,job:t.job,leg:t.leg,message:n})}#O(t){
return{info:e=>this.#E(t.leg,`[baton] ${e}
`),warning:e=>this.#m(t,"warning",e),error:e=>this.#m(t,"error",e),group:(e,n)=>n()}}#C(t){return t?Lu(this.#t.workspace,
t):this.#t.workspace}#M=new Set;#S(t,e,n){this.#M.add(`${t}\0${e}`),this.#E(t,n)}addSecrets(t){this.#P(t)}#P(t){for(let e of t)
this.#t.secrets.includes(e)||this.#t.secrets.push(e)}#E(t,e){let n=st(e.endsWith(`
`)||e===""?e:`${e}
`,this.#t.secrets).text,r=this.#l.get(t);if(r===void 0){let o=kt(this.#t.runDir,Zt(t)),i=(this.#a.get(t)??Promise.resolve()).
then(()=>Ri(o,"a",438));r=i.catch(()=>{}),this.#l.set(t,r),this.#a.set(t,i.then(()=>{}))}return this.#j(t,r,o=>o.writeFile(
n)),n}#N(t){let e=this.#l.get(t);e!==void 0&&(this.#l.delete(t),this.#j(t,e,n=>n.close()))}#j(t,e,n){let r=(this.#a.get(
t)??Promise.resolve()).then(async()=>{let o=await e;o!==void 0&&await n(o)}).catch(o=>{this.#u??=ce(kt(this.#t.runDir,Zt(
t)),`the job log of ${t}`,o)});this.#a.set(t,r)}async drain(){await this.#r;for(let t of[...this.#l.keys()])this.#N(t);return await Promise.
all(this.#a.values()),this.#u??null}};function ns(s,t){return`## ${t===s?s:`${s} (${t})`}

`}var Du=500;function ts(s){let{stage:t,attempt:e,status:n,outcome:r}=s.record;return{stage:t,attempt:e,status:qs(n,r.reason),
warnings:so(s.record)}}function Iu(s,t){return[...s,...t?[t]:[]].join(Cu)}function es(s,t,e){let{record:n,handoff:r}=s,o=[
...t,...e];return Yo(Xo({record:n,handoff:r,secrets:o}),o)}async function Wu(s){let t=await Ri(s,"r");try{let{size:e}=await t.
stat();return e>bt.stepSummaryFileBytes?{text:"",summaryBytes:e}:{text:await t.readFile("utf8")}}finally{await t.close()}}
async function ss(s){let t=await s.list();return(await Promise.all(t.map(n=>s.getAttempt(n.stage,n.attempt,n.runAttempt)))).
filter(n=>n!==void 0)}function Uu(s,t){let e=t.filter(o=>{try{return process.kill(-o,0),!0}catch{return!1}});if(e.length===
0)return;let n;try{n=(0,U.readdirSync)("/proc").filter(o=>/^\d+$/.test(o)&&Number(o)!==process.pid)}catch{for(let o of e)
xi(-o);return}let r=`RUNNER_TEMP=${s}`;for(let o of n){let i;try{i=(0,U.readFileSync)(`/proc/${o}/environ`,"utf8")}catch{
continue}i.split("\0").includes(r)&&xi(Number(o))}}function xi(s){try{process.kill(s,"SIGKILL")}catch{}}var Ju=s=>Es(bn([tt(),xs(),Dt()],{error:t=>`${Tt(t.input)} is not ${s}: give a string, a finite number or true/false`}).
check(Bt(t=>typeof t!="number"||Number.isFinite(t),{error:t=>`${Tt(t.input)} is not ${s}: give a string, a finite number\
 or true/false`}),Bt(t=>typeof t!="number"||!Number.isInteger(t)||Number.isSafeInteger(t),{error:t=>`${Tt(t.input)} is p\
ast the integers a JavaScript number holds exactly: give it as a string`})),Ps(t=>String(t))),Oi=(s,t,e)=>Qt(tt(),Ju(e),
{error:n=>`takes an object of ${t} and their values (${s}), not ${xt(n.input)}`}),Vt=()=>tt({error:s=>`takes a string, n\
ot ${xt(s.input)}`}),Pi=()=>te(s=>typeof s=="function",{error:s=>`takes a function, not ${xt(s.input)}`}),Ei=()=>te(s=>s instanceof
AbortSignal,{error:s=>`takes an AbortSignal, not ${xt(s.input)}`}),Ai=s=>Dt({error:t=>`takes a number of milliseconds, n\
ot ${xt(t.input)}`}).check(Bt(t=>Number.isFinite(t)&&(s==="from 0"?t>=0:t>0),{error:t=>`${Tt(t.input)} is not a number o\
f milliseconds ${s}`}));function Ti(s){return Object.entries(s).find(([,t])=>t!==void 0&&typeof t!="string")}var zu=Nt(tt(
{error:s=>`${Tt(s.input)} is not the name of an environment variable`}),{error:s=>{let t=JSON.stringify(typeof s.input==
"string"?[s.input]:s.input!==null&&typeof s.input=="object"?Object.keys(s.input).slice(0,2):["MY_TOKEN"]),e=s.input!==null&&
typeof s.input=="object"&&!Array.isArray(s.input);return`takes a list of the names of environment variables that hold th\
e secrets (secrets: ${t}), not ${xt(s.input)}${e?": set each in env and name it here":""}`}}),_i=Rs({cwd:B(Vt()),job:B(Vt()),
inputs:B(Oi('{ issue: "42" }',"the inputs","an input value")),event:B(bn([tt(),Qt(tt(),$s())],{error:s=>`takes the path \
of a JSON file or the payload as an object, not ${xt(s.input)}`})),eventName:B(Vt()),vars:B(Oi('{ NAME: "value" }',"the \
variables","a variable value")),secrets:B(zu),env:B(te(s=>s!==null&&typeof s=="object"&&!Array.isArray(s),{error:s=>`tak\
es an object of variables and their values, not ${xt(s.input)}`}).check(Bt(s=>Ti(s)===void 0,{error:s=>{let[t,e]=Ti(s.input);
return`${t}: ${Tt(e)} is not an environment variable's value: give a string`}}))),concurrency:B(Dt({error:s=>`${Tt(s.input)}\
 is not a whole number from 1`}).check(Bt(s=>Number.isSafeInteger(s)&&s>=1,{error:s=>`${Tt(s.input)} is not a whole numb\
er from 1`}))),onEvent:B(Pi()),onOutput:B(Pi()),signal:B(Ei()),cancel:B(Ei()),killGraceMs:B(Ai("from 0")),minuteMs:B(Ai(
"above 0")),storeDir:B(Vt()),facts:B(te(s=>s!==null&&typeof s=="object"&&!Array.isArray(s),{error:s=>`takes an object of\
 facts about the checkout, not ${xt(s.input)}`})),repositoryRoot:B(Vt()),parent:B(Vt())},{error:s=>`takes an object of o\
ptions, not ${xt(s.input)}`}),Ni=["job","inputs","event","eventName","vars"],Bu=Os(_i,{job:!0,inputs:!0,event:!0,eventName:!0,
vars:!0});function rs(s,t="runWorkflow"){let e=t==="runWorkflow"?_i:Bu,n=e.safeParse(s??{});if(n.success)return n.data;let r=Object.
keys(e.shape),o=n.error.issues.flatMap(a=>a.code==="unrecognized_keys"?a.keys.map(u=>({where:[...a.path,u],message:Ni.includes(
u)?`${t} has no such option: a replay is started as the run it replays was (its ${Ni.join(", ")})`:`${t} has no such opt\
ion${$e(u,r)}`})):[{where:a.path,message:a.message}]),[i,...l]=o.map(a=>({where:Gu(a.where),message:a.message}));throw new x(
"usage",i.message,{where:i.where===""?t:i.where,details:l.map(a=>a.where===""?a.message:`${a.where}: ${a.message}`)})}function Gu(s){
return s.map((t,e)=>typeof t=="number"?`[${t}]`:typeof t=="string"&&/^[A-Za-z_$][\w$-]*$/.test(t)?`${e===0?"":"."}${t}`:
`[${JSON.stringify(String(t))}]`).join("")}var Mi=/^[A-Za-z_][A-Za-z0-9_]*$/,rc=Nt(xe({id:tt(),result:Pn,outputs:Qt(tt(),tt()),stages:Nt(tt()),legs:Nt(tt()),withheld_outputs:B(
Nt(tt())),leg_results:B(Nt(xe({leg:tt(),result:Pn,reason:B(tt())}))),skip_reason:B(tt()),summary_parts:B(Nt(xe({leg:tt(),
offset:Dt().check(yn(),vs()),bytes:Dt().check(yn(),ks())})))}));async function $h(s,t={}){return oc(s,t,Rn)}async function oc(s,t,e){
return Sc(s),ji(s,rs(t),{words:e,replay:null})}async function ji(s,t,{words:e,replay:n}){let r=Li(t.cwd);n===null&&cc(t.
vars??{},e);let o=t.env??process.env,i=pc(o,[...pn,...t.secrets??[]]),l=ye(r,s),a=sc(r,l)||s,u=await Se(l,"utf8").catch(
_=>{throw n?lc(s,n.run,_,e):nr(r,s,_)}),c=t.facts??{},d=Yr(r,o,c),p=Vs(r),f=(_,it,gt)=>Fs(_,it,gt,{ownAction:p}),g=await Ls(
u,a,{ownAction:p}),h=await Zr(t.repositoryRoot??r,g,p),S=(0,be.createHash)("sha256").update(u).digest("hex"),w={};for(let[
_,it]of h)"unreadable"in it||(w[_]=(0,be.createHash)("sha256").update(it.source).digest("hex"));let m=null;if(typeof t.event==
"string"){let _=t.event,it=await Se(ye(r,_),"utf8").catch(gt=>{throw ee(_,gt,"event file")});m=Sr(it,_)}else t.event&&(kr(
t.event,"event"),m=t.event);let k=dc(t.secrets??[],o,n?.run??null,e),$=[...Object.values(k),...pn.map(_=>o[_]).filter(_=>_!==
void 0&&_!==""),...Oe(o)],M=Qr({cwd:r,known:c,checkout:await d,payload:m,ownAction:p,calledWorkflows:h}),j=M.facts,v=hc(
$,()=>Or(g,ne,{job:t.job,inputs:t.inputs,event:m,eventName:t.eventName,vars:t.vars,secretValues:$,secretNames:Object.keys(
k),words:e,...M})),O=Cr(g,ne,{called:h,expanded:v.expanded}),R=Go(g,v.eventName,v.event,t.event===void 0,j.commit&&{sha:j.
sha,message:j.commit.message}),H=new Set(Object.keys(k).map(_=>_.toUpperCase())),K=zo(g,ne,H,new Set(Object.entries(t.vars??
{}).filter(([,_])=>_!=="").map(([_])=>_.toUpperCase()))),b=ye(r,t.storeDir??gn),P=new An(b),N=n?await mc(P,b,g,v,n,{workflow:S,
called:w},e):null,D=n?.invocation.event_made===!0,L=t.event===void 0||D,G=t.parent===void 0?null:await uc(P,t.parent,e),
y=ic(),A=new Date,F=(_,it,gt,ke=null)=>Kt({workflow:g.name??a,workflow_path:a,status:_,started_at:A.toISOString(),finished_at:gt?
gt.toISOString():null,duration_ms:gt?Math.max(0,gt.getTime()-A.getTime()):null,replay_of:N?N.run:null,...ke===null?{}:{reason:ke},
..._==="running"?{process:gc()}:{},jobs:it},$),V=await P.createRun(F("running",[],null)),q=V.runDir,Q=ec(q),ht=new er(q,
{writeBehind:!0}),I=new ue(ht),E,C,T,W,ct;try{let _=new Map,it={workflow_path:a,workflow_sha256:S,called_sha256:w,job:t.
job??null,inputs:t.inputs??{},event_name:v.eventName,event:v.event,...L?{event_made:!0}:{},vars:t.vars??{},secrets:t.secrets??
[],parent:G},gt=Kt(it,$),ke=os(it).some(z=>Ne(z,$))||JSON.stringify([gt.inputs,gt.vars])!==JSON.stringify([it.inputs,it.
vars]);await Ci(et(q,lt.invocation),"how the run was started",`${JSON.stringify(ke?{...gt,redacted:!0}:gt,null,2)}
`),N&&(await kc(N.store,V,N.stages),await vc(et(b,N.run),q,N.jobs.values())),E=await qu(et(y.dir,`baton-run-${Q}-`)).catch(
z=>{throw new x("tempdir-invalid",`the run's temp dir could not be made there: ${z instanceof Error?z.message:String(z)}`,
{where:y.where,cause:z})});let ln=new AbortController,ls=(z,dt)=>mt=>{if(!(W!==void 0||dt===void 0))try{dt(mt)}catch(zt){
W={error:zt},queueMicrotask(()=>ln.abort(`stopped because the ${z} callback threw`))}},Di=ls("onEvent",t.onEvent),us=t.signal?
AbortSignal.any([t.signal,ln.signal]):ln.signal,un=new Qe(et(q,lt.events));C=un;let cs=z=>{let dt=Kt(z,$);if(un.write(dt),
Di(dt),z.type==="run-started"){let mt=Object.keys(k).filter(X=>k[X].length<jt.minSecretLength),zt=[...Mr(O).map(X=>({level:"\
warning",message:X})),...v.notices,...R===null?[]:[{level:"warning",message:`${R} (it runs here as asked)`}],...K.filter(
X=>!X.fallsBack).map(({name:X,where:cn})=>({level:"warning",message:`${cn}: secrets.${X} is read, but ${e.secretNotGiven(
X)}: it is empty in this run, as on GitHub for a secret the repository does not have (${e.giveSecret(X)} to set it)`})),
...K.filter(X=>X.fallsBack).map(({name:X,where:cn})=>({level:"info",message:`${cn}: secrets.${X} is read, but ${e.secretNotGiven(
X)}: each read of it falls back with || to another value, which this run takes (${e.giveSecret(X)} to set it)`})),...mt.
map(X=>({level:"warning",message:`secret ${X} is shorter than ${jt.minSecretLength} characters, so it is not redacted: i\
t will appear wherever a step or agent prints it (a value that short would blank out ordinary words)`}))];for(let X of zt)
Xt(z.at,X.level,X.message);N?.whole&&Xt(z.at,"info",N.whole)}if(z.type==="run-started"&&N!==null&&N.changed.length>0){let mt=N.
changed.map(zt=>zt===""?a:zt);Xt(z.at,"warning",`${mt.join(" and ")} changed since run ${N.run}: this replay runs ${mt.length===
1?"the file":"the files"} as ${mt.length===1?"it is":"they are"} now`)}z.type==="run-started"&&N?.redactedStart&&Xt(z.at,
"warning",N.redactedStart),z.type==="run-started"&&N!==null&&N.summaries===null&&N.jobs.size>0&&Xt(z.at,"info",`the step\
 summaries of the jobs reused from run ${N.run} cannot be told apart in its ${lt.summary} (it was stored by an earlier b\
aton, could not write them all, or was edited since): this replay's ${lt.summary} holds only those of the jobs it runs`)},
Xt=(z,dt,mt)=>cs({type:"notice",at:z,level:dt,job:null,leg:null,message:mt}),Jt=br({eventName:v.eventName,payload:v.event,
facts:j,runId:Q,workflow:g,workflowPath:a});T=new on({workflow:v.workflow,expressions:ne,parseAction:f,workspace:r,runDir:q,
storeDir:b,tempDir:E,store:I,recordWrites:ht,runCancelled:()=>us.aborted||t.cancel?.aborted===!0,runner:new Ue({tempDir:E,
reuseScripts:!0,secrets:$,...t.killGraceMs===void 0?{}:{killGraceMs:t.killGraceMs},noPathHint:e.noPath}),baseEnv:i,run:{
id:Q,attempt:1,workflow:g.name??a,repository:j.repository,event_name:v.eventName,sha:String(Jt.sha),ref:String(Jt.ref)},
github:{repository:j.repository,ref:String(Jt.ref),sha:String(Jt.sha),run_id:Q,actor:String(Jt.actor),event_name:v.eventName,
event:v.event},...L?{madeEvent:v.eventName}:{},...D&&N?{madeEventRun:N.run}:{},secrets:$,parentRun:G,openRun:z=>{let dt=_.
get(z);return dt||(dt=P.open(z).then(mt=>new ue(mt)),_.set(z,dt)),dt},emit:cs,eventsFailure:()=>un.failure,...t.onOutput?
{onOutput:ls("onOutput",t.onOutput)}:{}});for(let{job:z,leg:dt,markdown:mt}of N?.summaries??[])T.summary(z,dt,mt);ct=await Jo(
v,T,{runId:Q,concurrency:t.concurrency??Zu(),signal:us,cancel:t.cancel,secrets:k,github:Jt,runner:{os:process.platform===
"darwin"?"macOS":process.platform==="win32"?"Windows":"Linux",arch:process.arch==="arm64"?"ARM64":process.arch==="x64"?"\
X64":process.arch.toUpperCase(),temp:E,toolCache:et(E,"tool-cache"),workspace:r,workspaceParent:nc(r)},reuse:N?.jobs,minuteMs:t.
minuteMs})}catch(_){ct={error:_}}ht.close();let[vt]=await Promise.all([T?.drain()??null,ht.settled()]);C?.close(),E!==void 0&&
await rn(E);let J="error"in ct?null:ct,yt=[],Ct=_=>{_&&!yt.some(it=>it.includes(_))&&yt.push(_)};if(Ct(J?.reason),"error"in
ct&&Ct(wt(ct.error)),Ct(vt),Ct(C?.failure),J!==null)try{await Ci(et(q,lt.jobs),"the jobs' results",`${JSON.stringify(fc(
J.jobs,$,T?.summaryParts()??null),null,2)}
`)}catch(_){Ct(wt(_))}let qt=J===null||J.status==="success"&&yt.length>0?"failure":J.status,an=yt.length===0?null:st(yt.
join(`
`),$).text,Fi=(J?.jobs??[]).map(_=>({id:_.id,stages:_.stages,result:_.result,...N?.jobs.has(_.id)?{reused:!0}:{}}));try{
await P.writeSummary({id:Q,...F(qt,Fi,new Date,an)})}catch(_){throw ac(q,_,an)}if(W!==void 0)throw W.error;if("error"in ct)
throw ct.error;let is=await ss(ht.writeFailure?ht:I),as=jr(is);return{runId:Q,runDir:q,status:qt,reason:an,records:is,chain:as,
finalStage:Lr(as)}}function ic(){let s=tc(),t=process.env.TMPDIR?`TMPDIR ${s}`:`temp dir ${s}`,e;try{e=(0,Ht.statSync)(s)}catch(n){
if(!re(n,"ENOENT","ENOTDIR"))throw ee(t,n)}if(e?.isDirectory()!==!0)throw new x("tempdir-invalid",`${e===void 0?"no such\
 directory":"is not a directory"}; baton run keeps each run's scratch files there`,{where:t,details:[`${e===void 0?"crea\
te it, or ":""}set TMPDIR to a directory`]});return{dir:s,where:t}}async function Ci(s,t,e){try{await Ee(s,e)}catch(n){throw new x(
"run-write-failed",Ze(t,n),{where:s,cause:n})}}function ac(s,t,e){let n=!(0,Ht.existsSync)(s),r=e===null||n?[]:[`the run\
 failed: ${e.replaceAll(`
`,`
  `)}`];return new x("run-write-failed",n?"the run's directory was removed while it ran: nothing more of the run could b\
e stored":`its end could not be stored in ${ws}: ${wt(t)}; baton runs shows it as interrupted`,{where:s,details:r,cause:t})}
function lc(s,t,e,n){let r=ee(s,e);return re(e,"ENOENT")?new x(r.code,`${r.message}: run ${t} ran this workflow file, an\
d a replay runs it as it is now`,{...r.where===void 0?{}:{where:r.where},details:[`put it back (from git, if it was comm\
itted) to replay run ${t}, or start a new run of another workflow with ${n.runCommand}`],cause:e}):r}async function uc(s,t,e){
try{return await s.resolve(t)}catch(n){throw n instanceof x?new x(n.code,n.message,{where:e.parent,details:n.details}):n}}
function cc(s,t){let e=new Map;for(let n of Object.keys(s)){if(!Mi.test(n)||n.toUpperCase().startsWith("GITHUB_"))throw new x(
"usage",`${JSON.stringify(n)} is not a name GitHub allows for a variable: letters, digits and _, not starting with a dig\
it or with GITHUB_`,{where:t.vars});let r=e.get(n.toUpperCase());if(r!==void 0)throw new x("usage",`${JSON.stringify(r)}\
 and ${JSON.stringify(n)} are one variable on GitHub (names are not case-sensitive); give it once`,{where:t.vars});e.set(
n.toUpperCase(),n)}}function dc(s,t,e,n){let r=s.find(a=>!Mi.test(a));if(r!==void 0)throw new x("usage",r.startsWith("-")&&
n.flags?`takes the name of an environment variable after it (--secret NAME), not ${JSON.stringify(r)}`:`${JSON.stringify(
r)} is not the name of an environment variable (letters, digits and _, not starting with a digit)`,{where:n.secrets});let o={},
i=[],l=[];for(let a of s){let u=t[a];u===void 0?i.push(a):u===""?l.push(a):o[a]=u}if(i.length+l.length>0){let a=(c,d)=>c.
length===0?[]:[`${c.length===1?"secret":"secrets"} ${d}: ${c.join(", ")}`],u=c=>`run ${e} was started with ${n.passSecret(
c)}`;throw new x("secret-missing",[...a(i,"not set in the environment"),...a(l,"set to the empty string")].join("; "),{details:[
...i.map(c=>e===null?`${n.setSecret(c)} before running, or ${n.dropSecret(c)}`:`${n.setSecret(c)} before replaying: ${u(
c)}`),...l.map(c=>e===null?`${n.setSecret(c)} with its value before running, or ${n.dropSecret(c)}: an empty secret is n\
o secret (one not given is '' in the run, as on GitHub)`:`${n.setSecret(c)} with its value before replaying: ${u(c)}`)]})}
return o}function fc(s,t,e){return s.map(n=>{let r={},o=[...n.withheldOutputs??[]];for(let[g,h]of Object.entries(n.outputs))
st(h,t).redactions.length>0?o.push(g):r[g]=h;let i=(n.legResults??[]).map(({leg:g,result:h,reason:S})=>({leg:g,result:h,
...S===void 0?{}:{reason:S}})),l=(e??[]).filter(g=>g.job===n.id).map(({leg:g,offset:h,bytes:S})=>({leg:g,offset:h,bytes:S})),
{id:a,stages:u,legs:c,ends:d,skipped:p,summaryParts:f}=Kt({id:n.id,stages:n.stages,legs:n.legs,ends:i,skipped:n.skipReason,
summaryParts:l},t);return{id:a,result:n.result,outputs:r,stages:u,legs:c,...o.length>0?{withheld_outputs:Kt(o,t)}:{},...d.
length>0?{leg_results:d}:{},...p===void 0?{}:{skip_reason:p},...f.length>0?{summary_parts:f}:{}}})}function os(s){return typeof s==
"string"?[s]:Array.isArray(s)?s.flatMap(os):s!==null&&typeof s=="object"?Object.values(s).flatMap(os):[]}function pc(s,t){
let e=new Set(t),n={};for(let[r,o]of Object.entries(s))o!==void 0&&!e.has(r)&&(n[r]=o);return n}function hc(s,t){try{return t()}catch(e){
if(!(e instanceof x))throw e;let n=r=>st(r,s).text;throw new x(e.code,n(e.message),{...e.where===void 0?{}:{where:n(e.where)},
details:e.details.map(n),cause:e.cause})}}function gc(){let s=to(process.pid);return{pid:process.pid,host:Qu(),...s?{start:s}:
{}}}async function mc(s,t,e,n,r,o,i){let{run:l,invocation:a}=r;await s.readSummary(l);let u=await s.open(l),{jobs:c,summaryParts:d}=await wc(
et(t,l),l),p=[];a.workflow_sha256!==void 0&&a.workflow_sha256!==o.workflow&&p.push("");let f=a.called_sha256;if(f!==void 0)
for(let y of[...new Set([...Object.keys(f),...Object.keys(o.called)])].sort())f[y]!==o.called[y]&&p.push(y);let g=[...new Set(
c.flatMap(y=>y.stages))],h=c.map(y=>y.id),S=`stages: ${g.join(", ")||"(none)"}; jobs: ${h.join(", ")||"(none)"}`;if(r.from.
trim()==="")throw new x("usage",`is empty; name the stage or job of run ${l} to run again from: ${S}`,{where:i.from});let w=c.
find(y=>y.id.includes("/")&&(y.stages.includes(r.from)||y.legs.includes(r.from)))?.id??c.find(y=>y.stages.includes(r.from)||
y.legs.includes(r.from))?.id??(await u.get(r.from))?.record.job??n.jobs.find(y=>y.id===r.from)?.id,m=w?.split("/")[0];if(m===
void 0)throw new x("stage-unknown",`run ${l} has no stage or job ${r.from}${$e(r.from,[...g,...h])}; ${S}`,{where:i.from});
let k=m===r.from?`job ${m}`:`${w===r.from?"job":"stage"} ${r.from} belongs to job ${m}, which`;if(!e.jobs.some(y=>y.id===
m)){let y=e.jobs.map(A=>A.id);throw new x("stage-unknown",`${k} is no longer in ${e.fileName}: a replay runs the workflo\
w file as it is now, not as run ${l} had it`,{where:i.from,details:[`its jobs now: ${y.join(", ")||"(none)"}`]})}if(!n.jobs.
some(y=>y.id===m))throw new x("stage-unknown",`${k} is not part of this run${n.target===null?"":` (run ${l} was started \
with ${i.passJob(n.target)})`}`,{where:i.from});let $=new Set([m,...n.jobs.filter(y=>y.upstream.includes(m)).map(y=>y.id)]);
for(let y of n.jobs)y.calledBy!==null&&$.has(y.calledBy)&&$.add(y.id);let M=new Map,j=[];for(let y of n.jobs){if($.has(y.
id))continue;let A=c.find(F=>F.id===y.id);if(!A)throw new x("replay-incomplete",`run ${l} has no result for job ${y.id};\
 run it again in full`,{where:i.from});M.set(y.id,A),j.push(...A.stages)}for(let y of n.jobs)if($.has(y.id))for(let A of y.
needs){let F=M.get(A)?.withheldOutputs??[];if(F.length===0)continue;let V=F.join(", ");throw new x("replay-incomplete",`\
job ${A}'s output${F.length===1?` ${V} was`:`s ${V} were`} not stored (it may hold a secret), so replaying from ${r.from}\
 cannot give it to job ${y.id}`,{where:i.from,details:[`replay from the job that made it: ${i.replay(l,A)}`]})}let v=new Map(
e.jobs.map(y=>[y.id,y])),O=y=>(M.get(y)?.result??"success")!=="success",R=v.get(m);if(R?.if.text===null){let y=R.needs.map(
A=>A.id).filter(O);if(y.length>0){let A=y[0];for(let F=0;M.get(A)?.result==="skipped"&&F<e.jobs.length;F++){let V=v.get(
A)?.needs.map(q=>q.id).find(O);if(V===void 0)break;A=V}throw new x("replay-skips",`job ${m} needs ${y.map(F=>`${F} (${M.
get(F).result} in run ${l})`).join(", ")}, so replaying from ${r.from} would skip it again`,{where:i.from,details:[`repl\
ay from the job that did not succeed: ${i.replay(l,A)}`]})}}let H=new Set(j),K=await u.list(),b=j.find(y=>!K.some(A=>A.stage===
y));if(b!==void 0)throw new x("replay-incomplete",`run ${l} recorded stage ${b}, but its record is gone from ${et(t,l)},\
 so it cannot be reused`,{where:i.from,details:[`replay from that stage, to run it again: ${i.replay(l,b)}`]});for(let y of K)
if(H.has(y.stage))try{await u.getAttempt(y.stage,y.attempt,y.runAttempt)}catch(A){throw A instanceof x?new x("replay-inc\
omplete",`run ${l}'s record of stage ${y.stage} (attempt ${y.attempt}) cannot be reused: ${wt(A)}`,{where:i.from,details:[
`replay from that stage, to run it again: ${i.replay(l,y.stage)}`]}):A}let P=c.find(y=>y.id===m),N=r.from===m?null:w!==void 0&&
w!==m?`every job of its call (${c.filter(y=>y.id.startsWith(`${m}/`)).map(y=>y.id).join(", ")})`:P&&P.legs.length>1?`eve\
ry leg of its matrix (${P.legs.join(", ")})`:P&&P.stages.length>1?`every stage of it (${P.stages.join(", ")})`:null,D=N===
null?null:`${i.fromStage(r.from)}: job ${m} runs again whole, ${N}`,L=Ur(l,a,"replay",i),G=await yc(et(t,l),d,new Set(M.
keys()));return{run:l,store:u,jobs:M,stages:j,changed:p,whole:D,redactedStart:L,summaries:G}}async function wc(s,t){let e=await Se(
et(s,lt.jobs),"utf8").catch(()=>{throw new x("replay-incomplete",`run ${t} did not finish, so it cannot be replayed`,{where:t})}),
n=Ir(e,rc,et(s,lt.jobs),{code:"replay-incomplete",what:"the jobs' results baton stores",fix:`run ${t} cannot be replayed\
; run it again in full`}),o=n.some(a=>a.legs.length>0||a.leg_results===void 0&&a.skip_reason===void 0)?await bc(s):{legs:new Map,
skips:new Map},i=n.some(a=>a.summary_parts!==void 0)?n.flatMap(a=>(a.summary_parts??[]).map(u=>({job:a.id,...u}))):null;
return{jobs:n.map(({withheld_outputs:a,leg_results:u,skip_reason:c,summary_parts:d,...p})=>{let f=o.legs.get(p.id),g=w=>{
let m=f?.get(w.leg);return{...w,...m?.durationMs===void 0?{}:{durationMs:m.durationMs},...m?.failedStep===void 0?{}:{failedStep:m.
failedStep}}},h=u?.map(g)??(f===void 0?void 0:p.legs.map(w=>f.get(w)??{leg:w,result:p.result})),S=c??o.skips.get(p.id);return{
...p,...a&&a.length>0?{withheldOutputs:a}:{},...h===void 0?{}:{legResults:h},...S===void 0?{}:{skipReason:S}}}),summaryParts:i}}
async function yc(s,t,e){let n=await Se(et(s,lt.summary)).catch(l=>re(l,"ENOENT")?Buffer.alloc(0):null);if(n===null)return null;
if(n.length===0)return[];if(t===null)return null;let r=[...t].sort((l,a)=>l.offset-a.offset),o=[],i=0;for(let l of r){if(l.
offset!==i||l.offset+l.bytes>n.length)return null;i+=l.bytes;let a=n.subarray(l.offset,l.offset+l.bytes).toString("utf8"),
u=ns(l.job,l.leg);if(!a.startsWith(u)||!a.endsWith(`

`))return null;e.has(l.job)&&o.push({job:l.job,leg:l.leg,markdown:a.slice(u.length,-2)})}return i===n.length?o:null}async function bc(s){
let t=await Se(et(s,lt.events),"utf8").catch(()=>""),e=new Map,n=new Map,r=new Map,o=new Map;for(let i of t.split(`
`)){if(!/"type":"(job-finished|job-skipped|step-finished|step-started|stage-recorded)"/.test(i))continue;let l;try{l=Fr.
safeParse(JSON.parse(i)).data}catch{continue}if(l?.type==="job-skipped"&&n.set(l.job,l.reason),l?.type==="step-started"&&
o.set(`${l.job}\0${l.leg}`,[]),l?.type==="stage-recorded"){let c=o.get(`${l.job}\0${l.leg}`);c!==void 0&&!c.includes(l.stage)&&
c.push(l.stage)}if(l?.type==="step-finished"&&l.conclusion==="failure"){let c=`${l.job}\0${l.leg}`,d=o.get(c)??[];r.has(
c)||r.set(c,{step:l.step,name:l.name,message:l.message,...l.output_tail===void 0?{}:{output_tail:l.output_tail},...d.length===
0?{}:{stages:d}})}if(l?.type!=="job-finished")continue;let a=e.get(l.job)??new Map,u=l.failed_step??r.get(`${l.job}\0${l.
leg}`);a.set(l.leg,{leg:l.leg,result:l.result,...l.reason===void 0?{}:{reason:l.reason},durationMs:l.duration_ms,...u===
void 0||l.result!=="failure"?{}:{failedStep:u}}),e.set(l.job,a)}return{legs:e,skips:n}}function Li(s){let t=ye(s??process.
cwd()),e;try{e=(0,Ht.statSync)(t)}catch(n){if(!re(n,"ENOENT","ENOTDIR"))throw ee(t,n,"cwd")}if(e?.isDirectory()!==!0)throw new x(
"usage",e===void 0?"no such directory":"is not a directory",{where:`cwd ${t}`});return t}function Sc(s){if(typeof s!="st\
ring"||s.trim()==="")throw wn("runWorkflow","the workflow file's path as its first argument (runWorkflow('.github/workfl\
ows/ci.yml', \u2026))",ve(s))}async function kc(s,t,e){let n=new Set(e);for(let r of await s.list())n.has(r.stage)&&await t.
copyAttempt(s,r.stage,r.attempt,r.runAttempt)}async function vc(s,t,e){let n=new Set;for(let r of e)for(let o of[...r.legs,
...(r.legResults??[]).map(i=>i.leg)])n.add(o);for(let r of n){let o=Zt(r),i=et(s,o);if((await Vu(i).catch(()=>null))?.isFile()!==
!0)continue;let l=et(t,`.${lt.jobLogPrefix}${(0,be.randomBytes)(6).toString("hex")}.tmp`);try{await Ku(i,l,Ht.constants.
COPYFILE_EXCL),await Xu(l,et(t,o))}catch(a){throw await Yu(l,{force:!0}),new x("run-write-failed",Ze(`the job log of ${r}`,
a),{where:et(t,o),cause:a})}}}async function Rh(s,t,e={}){return xc(s,t,e,Rn)}async function xc(s,t,e,n){$c(s,t);let r=rs(
e,"replayWorkflow"),o=Li(r.cwd),i=ye(o,r.storeDir??gn),l=await new An(i).resolve(s),a=await Wr(et(i,l),l);if(a.redacted)
throw new x("replay-refused",`run ${l} was started with a secret (or text shaped like a token) in ${n.typedValues}, whic\
h was not stored, so it cannot be replayed`,{details:[`start it again in full: ${n.run(a.workflow_path)} with the same o\
ptions`]});return ji(a.workflow_path,{...r,cwd:o,storeDir:i,...a.job?{job:a.job}:{},inputs:a.inputs,event:a.event,eventName:a.
event_name,vars:a.vars,secrets:r.secrets??a.secrets,...a.parent?{parent:a.parent}:{}},{words:n,replay:{run:l,from:t,invocation:a}})}
function $c(s,t){let e=[...typeof s=="string"&&s.trim()!==""?[]:[{takes:"the stored run's id (or 'latest') as its first \
argument (replayWorkflow('latest', 'fix', \u2026))",given:ve(s)}],...typeof t=="string"?[]:[{takes:"the stage or job to \
run again from as its second argument (replayWorkflow('latest', 'fix', \u2026))",given:ve(t)}]],[n,...r]=e;if(n!==void 0)
throw wn("replayWorkflow",n.takes,n.given,void 0,r.map(({takes:o,given:i})=>Ss(o,i)))}export{Oc as a,Le as b,De as c,Ie as d,ao as e,oa as f,Ue as g,$h as h,oc as i,Rh as j,xc as k};

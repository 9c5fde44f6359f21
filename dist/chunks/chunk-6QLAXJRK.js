import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{a as Fr,b as Dr}from"./chunk-YHQU7V4H.js";import{a as Ir,b as Zr,c as Qr,d as to}from"./chunk-3XYLJKHY.js";
import{a as Wr,b as Cn,c as Ur,i as Vr,j as qr,k as Xr,l as Yr}from"./chunk-6RYFAGI7.js";import{a as Mn,b as Jr,c as Hr,
d as Br,e as Gr,g as Kr}from"./chunk-ZYG3Q775.js";import{a as zs}from"./chunk-V2DVXSSG.js";import{a as Ds}from"./chunk-SSKA5J43.js";
import{k as Lr,l as zr}from"./chunk-BI4CXVTQ.js";import{$ as pr,Aa as Nn,Ba as Cr,C as Bs,Ca as Mr,Da as jr,G as de,
H as Gs,J as Ks,K as Vs,N as qs,O as Xs,P as Ys,Q as Zs,U as ir,W as pe,X as En,Y as cr,Z as dr,_ as fr,a as Tt,aa as hr,
b as _t,ba as gr,c as Ne,ca as mr,d as Bt,ea as De,f as ce,fa as Ie,ga as Tn,ha as yr,ja as We,ka as br,n as et,p as Is,
pa as $r,q as Ws,qa as Or,r as Us,ra as Pr,sa as Er,ta as Ar,va as Tr,w as Ce,y as Js,ya as _r,z as Hs,za as Nr}from"./chunk-7KRUHN3G.js";
import{A as _n,B as Ue,C as Sr,D as kr,L as vr,N as xr,O as Rr,a as An,i as wr}from"./chunk-GRKNDTUA.js";import{b as rt,
c as ne,d as Fe,e as ar,g as lr,h as Gt,i as ur}from"./chunk-NNC3XYKT.js";import{b as ue}from"./chunk-DAXVZHOR.js";
import{c as jn,e as eo}from"./chunk-K3AYTBEL.js";import{a as Me,b as je,k as Qs,m as tr,n as er,o as nr,p as Le,q as ze,
r as sr,u as rr,v as or,x as fe}from"./chunk-IQ7HBOFI.js";import{a as zt,b as Et,e as Pn,g as _e,k as Ms,l as js,n as Ls,
p as ee,r as Fs}from"./chunk-BB37XW53.js";import{b as k,c as Jt,d as kt,e as Sn}from"./chunk-BXL4BL7Z.js";import{
A as Q,B as ot,Ca as le,Da as te,Ea as Cs,G as Nt,H as $s,N as ut,O as ct,P as ae,S as Wt,T as Os,W as $n,b as kn,ba as Yt,
c as ys,ca as Zt,d as bs,ga as $,h as It,ha as st,i as Ss,ia as ht,j as ks,ja as Ps,k as vn,l as xn,la as Te,m as vs,ma as gt,
n as xs,na as tt,oa as Es,p as Rs,q as Rn,qa as As,ra as On,sa as Ts,ta as Ht,ua as Qt,va as Rt,w as xt,wa as _s,xa as D,
ya as At,za as Ns}from"./chunk-G4KAFFH4.js";import{a as ie}from"./chunk-5A7QKWCT.js";import{d as Lt}from"./chunk-3NR5HZ6E.js";var He=Qt(["success","failure","cancelled","skipped"]),no=Qt(["success","failure","cancelled","skipped"]),Ji=Qt(["succes\
s","failure","cancelled"]),Ct=Cs.datetime(),Je=At(st().check(ht(),Yt())),Hi=tt({step:st().check(ht(),Yt()),title:At($()),
file:At($()),line:Je,end_line:Je,col:Je,end_column:Je}),Bi=tt({step:st().check(ht()),name:$(),message:At($()),output_tail:D(
$())}),ro=Ts("type",[tt({type:Rt("run-started"),at:Ct,run:$(),workflow:$(),jobs:gt(tt({id:$(),needs:gt($()),legs:At(gt($()))}))}),
tt({type:Rt("job-legs"),at:Ct,job:$(),legs:gt($())}),tt({type:Rt("job-started"),at:Ct,job:$(),leg:$(),name:At($()),matrix:At(
Ht($(),Te()))}),tt({type:Rt("step-started"),at:Ct,job:$(),leg:$(),step:st().check(ht()),name:$()}),tt({type:Rt("step-fin\
ished"),at:Ct,job:$(),leg:$(),step:st().check(ht()),name:$(),outcome:no,conclusion:no,duration_ms:st().check(ht(),Zt()),
message:At($()),output_tail:D($())}),tt({type:Rt("job-finished"),at:Ct,job:$(),leg:$(),result:He,duration_ms:st().check(
ht(),Zt()),reason:D($()),reused:D(Rt(!0)),failed_step:D(Bi)}),tt({type:Rt("job-skipped"),at:Ct,job:$(),result:Qt(["skipp\
ed","cancelled"]),reason:$()}),tt({type:Rt("notice"),at:Ct,level:Qt(["info","warning","error"]),job:At($()),leg:At($()),
message:$(),annotation:D(Hi),problem:D(tt({stage:$(),attempt:st().check(ht(),Yt()),code:$(),path:$()}))}),tt({type:Rt("s\
tage-recorded"),at:Ct,job:$(),leg:$(),stage:$(),attempt:st().check(ht()),status:$()}),tt({type:Rt("run-finished"),at:Ct,
run:$(),status:Ji,duration_ms:st().check(ht(),Zt())})]);var _c=$n.stage;function Ln(s,t){let e=$n[s];return Object.fromEntries(Object.entries(t).filter(([n])=>e.includes(n)))}function Be(s,t,e={}){
let n=s.problems.some(r=>r.code===Nt.nextUnknownStage);return{[ot.status]:s.status,[ot.next]:t?.next&&!n?t.next.stage:"",
[ot.present]:s.present?"true":"false",[ot.data]:JSON.stringify(t?.data??{}),[ot.sha256]:s.digests.handoff??"",[ot.artifactId]:e.
artifactId??"",[ot.promptPath]:e.promptPath??"",[ot.handoffPath]:e.handoffPath??""}}function oo(){return{[ot.status]:"fa\
ilure",[ot.next]:"",[ot.present]:"false",[ot.data]:"{}",[ot.sha256]:"",[ot.artifactId]:"",[ot.promptPath]:"",[ot.handoffPath]:""}}var Gi=new TextEncoder,Ki=new TextDecoder("utf-8",{fatal:!0,ignoreBOM:!0}),Vi=new TextDecoder("latin1");async function io(s,t,e){
let n=[],r=[],o=new Set,i=xt.artifactBytes;for(let[l,a]of(t.artifacts??[]).entries()){let u=f=>r.push({code:Nt.artifactRefused,
severity:"warning",path:js(["artifacts",l,"path"]),message:`${a.path} ${f}; it was not kept`});if(a.path.includes(Wt.markerPrefix)){
u("held a secret (its path was redacted)");continue}let c=nr(a.path);if("refused"in c){u(c.refused);continue}if(o.has(c.
path))continue;let d=await e.readArtifact(s.workingDirectory,c.path,i);if(d.kind==="refused"){u(d.reason);continue}let p=qi(
d.bytes,s.redact,`${xs}/${c.path}`);if("refused"in p){u(p.refused);continue}if(p.bytes.length>i){u(`is ${p.bytes.length}\
 bytes once redacted, more than the ${i} bytes left of the ${xt.artifactBytes}-byte limit for one record's artifacts`);continue}
r.push(...p.problems),n.push({path:c.path,bytes:p.bytes}),o.add(c.path),i-=p.bytes.length}return{files:n,problems:r}}function qi(s,t,e){
let n;try{n=Ki.decode(s)}catch{n=void 0}if(n!==void 0){let r=Ie(n,t,e);return r.problems.length===0?{bytes:s,problems:[]}:
{bytes:Gi.encode(r.text),problems:r.problems}}return rt(Vi.decode(s),t).redactions.length>0?{refused:"is not UTF-8 text \
and holds a secret, which cannot be redacted from a binary file"}:{bytes:s,problems:[]}}var Xi=new Set(Object.values($s));function ao(s){return s.problems.filter(t=>t.severity==="warning"&&!Xi.has(t.code))}var Ge="baton: the command could not start: ";async function Ke(s,t,e,n,r={}){let o=e&&s.agent?.kind==="preset"?Hs(s.agent.preset,e.stdout):null,i=await Yi(s,t,e,o?.finalText??
null,n),l=i.kind==="valid"?i.handoff:null,a=l?await io(s,l,n.workspace):{files:[],problems:[]},u=[...t.warnings,...i.problems,
...a.problems,...o?.problems??[]],c=i.kind==="invalid",d=s.onInvalid==="fail"||s.handoff==="required",p=null,f,h={reason:"\
cancelled",message:`the stage was cancelled while its agent ran${typeof r.signal?.reason=="string"?`: ${r.signal.reason}`:
""}`};if(r.cancelled||r.signal?.aborted)f=h;else if(e&&e.exitCode!==0)f={reason:"exit-nonzero",message:e.exitCode!==null?
`the agent exited with code ${e.exitCode}`:e.signal!==null?`the agent was ended by ${e.signal}`:`the agent could not sta\
rt: ${e.output.replace(Ge,"").trim()}`,exitCode:e.exitCode,signal:e.signal};else if(c&&d){let R=i.problems.filter(j=>j.severity===
"error");f={reason:"handoff-invalid",message:`the handoff was refused (${ta(R.length,"problem")}): ${Qi(R)}`,problems:R}}else if(l===
null&&s.handoff==="required"){let R=`no handoff: nothing at $${It.handoffPath} and no block between the markers in the a\
gent's output, and this stage requires one (handoff: required)`;u.push({code:Nt.handoffMissing,severity:"error",path:"$",
message:R}),f={reason:"handoff-missing",message:R}}else if(r.verify){let R=await r.verify();p=R.facts,u.push(...R.problems),
f=r.signal?.aborted?{reason:"cancelled",message:"the stage was cancelled while verify ran"}:p.exit_code===0?{reason:"com\
pleted",message:null}:{reason:"verify-failed",message:`verify failed with ${p.exit_code===null?"no exit code (ended by a\
 signal)":`exit code ${p.exit_code}`}`,exitCode:p.exit_code}}else f={reason:"completed",message:null};let S=c&&!d?u.map(
R=>({...R,severity:"warning"})):u,m=n.workspace.now(),w=await De(s,{attempt:t.attempt,repair:t.repair,hop:t.hop,lineage:t.
lineage,...t.parent?{parent:t.parent}:{},prompt:t.prompt,handoff:l,agent:e,startedAt:new Date(t.preparedAt),finishedAt:m,
usage:o?.usage??null,verify:p,outcome:f,problems:S,files:a.files},n),x=s.handoff==="required"&&(f.reason==="handoff-inva\
lid"||f.reason==="handoff-missing");return{...w,outputs:Be(w.record,w.handoff,{artifactId:w.ref.id,promptPath:t.promptPath,
handoffPath:t.handoffPath}),repairProblems:x?w.record.problems.filter(R=>R.severity==="error"):[]}}async function Yi(s,t,e,n,r){
let o=await r.workspace.readHandoff(t.handoffPath),i=[],l;if(o.kind!=="missing")l=o;else if(e)for(let d of[n,e.stdout]){
if(!d)continue;let p=zs(d);if(i.push(...p.warnings),p.json!==null){l=Ms(p.json);break}}if(l===void 0)return{kind:"missin\
g",problems:Zi(i)};if(l.kind==="invalid")return{kind:"invalid",problems:[...i,...l.problems]};let a=lr(l.handoff,s.redact),
u=[...i,...l.warnings,...a.problems],c=a.handoff.next?.stage;if(c!==void 0&&s.workflowJobs!==null&&!s.workflowJobs.includes(
c)){let d={code:Nt.nextUnknownStage,severity:s.onInvalid==="warn"?"warning":"error",path:"$.next.stage",message:`"${c}" \
names no job in this workflow; jobs: ${[...s.workflowJobs].sort().join(", ")}`};if(s.onInvalid==="fail")return{kind:"inv\
alid",problems:[...u,d]};u.push(d)}else c!==void 0&&s.workflowJobs===null&&u.push({code:Nt.nextUnchecked,severity:"warni\
ng",path:"$.next.stage",message:`"${c}" was not checked against the workflow's jobs, which are not known here: ${s.workflowUnread??
"the workflow file was not read"}; the \`next\` output names it as given, whether or not a job has that id`});return{kind:"\
valid",handoff:a.handoff,problems:u}}function Zi(s){let t=new Set;return s.filter(e=>{let n=`${e.code}\0${e.path}\0${e.message}`;
return t.has(n)?!1:(t.add(n),!0)})}function Qi(s){let t=[...s].sort((n,r)=>Number(Pn(r.message))-Number(Pn(n.message))),
e=t.slice(0,3).map(ee).join("; ");return t.length>3?`${e}; and ${t.length-3} more`:e}function ta(s,t){return`${s} ${t}${s===
1?"":"s"}`}function uo(s){let t=s.problems.filter(r=>r.severity==="error"),e=(t.length>0?t:s.problems).map(r=>`- ${ee(r).replace(/\s+/g,
" ")}`).join(`
`),n=JSON.stringify(Ds(),null,2);return[`# Your handoff for stage \`${s.stage}\` was not accepted`,"","Your last run fin\
ished, but baton could not accept its handoff:","",e,"",`Do not redo the work. Write the handoff again, as one JSON obje\
ct that follows the JSON Schema below, to the file named by the environment variable \`${It.handoffPath}\` (or print it a\
s the last thing you output, between a line \`${xn.start}\` and a line \`${xn.end}\`).`,"","## The handoff JSON Schema",
"",lo(n,"json"),"","## The task you were given","",lo(s.previousPrompt,"markdown"),""].join(`
`)}function lo(s,t){let e=Math.max(0,...Array.from(s.matchAll(/`+/g),r=>r[0].length)),n="`".repeat(Math.max(3,e+1));return`${n}${t}\

${s.replace(/\n$/,"")}
${n}`}async function Ve(s,t,e={}){let n=e.attempt??1,r=t.workspace.now();await na(s,n,t.store);let o=e.upstream??await sa(s,t.
store),i=e.parent!==void 0?e.parent:await oa(s,t),l=o.filter(m=>m.stored!==void 0),a=l.map(m=>co(m.stored)).sort((m,w)=>An(
m.stage,w.stage)),u=i?.deepest[0]?.record.hop??0,c=1+Math.max(u,...l.map(m=>m.stored.record.hop)),d=i?{run:i.run,lineage:i.
deepest.map(co)}:void 0,p=async(m,w)=>{let x=await De(s,{attempt:n,repair:e.repair!==void 0,hop:c,lineage:a,...d?{parent:d}:
{},prompt:"",handoff:null,agent:null,startedAt:r,finishedAt:t.workspace.now(),usage:null,verify:null,outcome:m,problems:w},
t);return{kind:"refused",result:{stage:s.stage,ok:!1,outcome:x.outcome,attempts:[x],final:x,outputs:Be(x.record,null,{artifactId:x.
ref.id})}}};if(c>s.maxHandoffs){let m=await ia(s,l,i,t),w=`stage ${s.stage} would be hop ${c}, more than max-handoffs ${s.
maxHandoffs}: ${ua(m)}`;return p({reason:"max-handoffs",message:w,hop:c,limit:s.maxHandoffs,chain:m},[{code:Nt.maxHandoffs,
severity:"error",path:"$",message:w}])}let f,g=[];if(e.repair)f=uo({stage:s.stage,...e.repair});else try{({prompt:f,warnings:g}=
await ea(s,o,e.attemptContext))}catch(m){if(!(m instanceof k))throw m;let w={code:m.code,severity:"error",path:m.where??
"$",message:m.message};return p({reason:"render-failed",message:kt(m),problems:[w]},[w])}let h=await t.workspace.attemptPaths(
s.stage,n);return s.agent?.kind==="preset"&&(f=`${f.trimEnd()}

${Bs({handoffPath:h.handoffPath})}
`),await t.workspace.writePrompt(h.promptPath,f),{kind:"ready",prepared:{stage:s.stage,attempt:n,repair:e.repair!==void 0,
prompt:f,promptPath:h.promptPath,handoffPath:h.handoffPath,lineage:a,hop:c,...d?{parent:d}:{},warnings:g,preparedAt:r.toISOString()},
upstream:o,parent:i}}async function ea(s,t,e){if(s.template===null)throw new k("prompt-missing","this stage has no promp\
t template",{where:s.stage});let n={source:s.template.source,...s.maxPromptTokens===null?{}:{maxPromptTokens:s.maxPromptTokens},
...s.madeEvent===void 0?{}:{madeEventHint:Vr(s.madeEvent,s.madeEventRun)}};await Xr(s.template.text,n);let r=wr({upstream:t,
inputs:s.inputs,github:s.github,...e?{attempt:e}:{},require:s.needs,analysis:qr(s.template.text)}),o=Yr(s.template.text,
r.context,n);return{prompt:o.prompt,warnings:[...r.warnings,...o.warnings]}}async function na(s,t,e){let n={stage:s.stage,
attempt:t,runAttempt:s.run.attempt};if((await e.list()).some(o=>ze(o,n)===0))throw new k("record-exists",`${rr(n)} alrea\
dy has a record in this run, so the agent was not run; records are immutable`,{where:`stage ${s.stage}`,details:[`anothe\
r job of this run records stage ${s.stage}: give each job its own stage id (the \`${Q.stage}\` input)`]})}async function sa(s,t){
let e=s.upstream.filter(a=>a.stage!==s.stage),n=await Promise.all(e.map(a=>t.get(a.stage))),r=new Map(e.map(a=>[a.stage,
a])),o=(a,u)=>{let{job:c=null,matrix:d,open:p,place:f}=r.get(a)??{};return{stage:a,job:c??u?.record.job??a,stored:u,...d===
void 0?{}:{matrix:d},...p===!0?{open:!0}:{},...f===void 0?{}:{place:f}}},i=new Map;for(let[a,u]of e.entries())i.set(u.stage,
n[a]);if(s.expandLineage){let a=[...i.values()].filter(u=>u!==void 0);for(let u=a.shift();u;u=a.shift())for(let c of u.record.
lineage){if(c.stage===s.stage||i.has(c.stage))continue;let d=await t.getAttempt(c.stage,c.attempt,c.run_attempt),p=d?.recordSha256===
c.record_sha256?d:void 0;i.set(c.stage,p),p&&a.push(p)}}let l=s.expandLineage?await ra(s,i,t):new Map;return[...i].map(([
a,u])=>{let c=l.get(a);return{...o(a,u),...c?{recordedLike:c}:{}}})}async function ra(s,t,e){let n=s.needs.filter(i=>t.has(
i)&&t.get(i)===void 0),r=new Map;if(n.length===0)return r;let o=[...new Set((await e.list()).map(i=>i.stage))].filter(i=>i!==
s.stage).sort(An);for(let i of n){let l=o.filter(a=>a.startsWith(`${i}-`));l.length>0&&r.set(i,l)}return r}async function oa(s,t){
if(s.parentRun===null)return null;if(!t.openRun)throw new Jt(`stage ${s.stage}: a parent run is set but no way to open a\
nother run was given`);let e=await t.openRun(s.parentRun),n=new Map;for(let i of await e.list())n.set(i.stage,sr([i,n.get(
i.stage)??i]));let r=(await Promise.all([...n.values()].map(i=>e.getAttempt(i.stage,i.attempt,i.runAttempt)))).filter(i=>i!==
void 0),o=Math.max(0,...r.map(i=>i.record.hop));return{run:s.parentRun,store:e,deepest:r.filter(i=>i.record.hop===o)}}function co(s){
let{stage:t,attempt:e,run:n}=s.record;return{stage:t,attempt:e,...n.attempt>1?{run_attempt:n.attempt}:{},record_sha256:s.
recordSha256}}async function ia(s,t,e,n){let r=s.maxHandoffs+1,o=new Map(t.map(f=>[f.stored.recordSha256,f.stored])),i=new Map;
e&&i.set(e.run,Promise.resolve(e.store));let l=f=>(!i.has(f)&&n.openRun&&i.set(f,n.openRun(f)),i.get(f)),a=f=>f.reduce((g,h)=>g===
void 0||h.stored.record.hop>g.stored.record.hop?h:g,void 0),u=async(f,g,h)=>{let S=[];for(let m of f){let w=(h===null?o.
get(m.record_sha256):void 0)??await g.getAttempt(m.stage,m.attempt,m.run_attempt);w?.recordSha256===m.record_sha256&&S.push(
{stored:w,store:g,run:h})}return S},c=[{stage:s.stage,run:null}],d=a([...t.map(f=>({stored:f.stored,store:n.store,run:null})),
...(e?.deepest??[]).map(f=>({stored:f,store:e.store,run:e.run}))]),p=!1;for(;d&&c.length<r+1;){c.unshift({stage:d.stored.
record.stage,run:d.run});let{record:f}=d.stored;if(f.hop<=1){p=!0;break}let g=await u(f.lineage,d.store,d.run);if(f.parent)
try{let h=await l(f.parent.run);h&&g.push(...await u(f.parent.lineage,h,f.parent.run))}catch{}d=a(g)}return aa(c,p)}function aa(s,t){
let e=s.some(o=>o.run!==null),n=t?[]:["\u2026"],r;for(let o of s)e&&o.run!==r&&n.push(la(o.run)),r=o.run,n.push(o.stage);
return n}function la(s){return s===null?"this run:":`run ${s}:`}function zn(s){return s.endsWith(":")}function ua(s){let t=s.
filter(l=>!zn(l)&&l!=="\u2026").length,e=[],n,r=!1,o=0;for(let l of s)zn(l)?(n=l,r=!1):l==="\u2026"?e.push(l):(t<=12||o<
5||o>=t-5?(n!==void 0&&!r&&e.push(n),r=!0,e.push(l)):e.at(-1)!=="\u2026"&&e.push("\u2026"),o++);let i="";for(let[l,a]of e.
entries()){let u=e[l-1];i+=l===0?a:u!==void 0&&zn(u)?` ${a}`:` \u2192 ${a}`}return i}async function fo(s,t){if(s.agent===null)throw new Jt(`stage ${s.stage}: runStage needs an agent (run or agent); this sp\
ec is for a split stage`);let e=[],n,r,o={},i="",l=!1;for(let a=1;;a++){let u=await Ve(s,t,{...o,attempt:a,...n?{upstream:n}:
{},...r!==void 0?{parent:r}:{}});if(u.kind==="refused")return t.reporter?.error(u.result.outcome.message??"",s.stage),{...u.
result,attempts:[...e,...u.result.attempts]};n=u.upstream,r=u.parent;let c=u.prepared;c.repair||(i=c.prompt);for(let h of c.
warnings)t.reporter?.warning(h.message,`${s.stage} ${h.path}`);let d=await pa(s,c,t),p=await Ke(s,c,d,t,{...t.signal?{signal:t.
signal}:{},...s.verify===null?{}:{verify:()=>ha(s,c,t,s.verify)}});e.push(p);let{outcome:f}=p,g=t.signal?.aborted===!0;if(p.
repairProblems.length>0&&!l&&!g){l=!0,t.reporter?.warning(`${f.message}; giving the agent one repair turn`,s.stage),o={repair:{
problems:p.repairProblems,previousPrompt:i}};continue}if(f.reason==="verify-failed"&&a<s.attempts&&!g){t.reporter?.warning(
`attempt ${a} of ${s.attempts}: ${f.message}; trying again`,s.stage),o={attemptContext:da(a+1,p.handoff,p.record.verify)};
continue}return f.reason==="cancelled"?t.reporter?.warning(f.message,s.stage):f.reason!=="completed"&&t.reporter?.error(
f.message,s.stage),ca(s,f,e,p.outputs)}}function ca(s,t,e,n){let r=e.at(-1);if(!r)throw new Jt(`stage ${s.stage}: no att\
empt was stored`);return{stage:s.stage,ok:t.reason==="completed",outcome:t,attempts:e,final:r,outputs:n}}function da(s,t,e){
return{number:s,previous:t,verify:e?{exit_code:e.exit_code,output:e.output_tail}:null}}function fa(s,t){let e={};for(let[
n,r]of Object.entries(s))Ss.includes(n)||ks.some(o=>n.startsWith(o))||(e[n]=r);return{...e,...t}}function po(s,t,e,n={}){
return fa(e.env,{...n,[It.promptPath]:t.promptPath,[It.handoffPath]:t.handoffPath,[It.stage]:s.stage})}async function pa(s,t,e){
let n=s.agent,r=n.kind==="preset"?{...Js(n.preset),shell:"bash"}:{script:n.command,env:{},shell:s.shell};return e.reporter?.
info(`${s.stage}: attempt ${t.attempt}${t.repair?" (repair turn)":""}, running the agent`),ho(e,()=>({script:r.script,shell:r.
shell,cwd:e.workspace.resolveDirectory(s.workingDirectory),env:po(s,t,e,r.env)}))}async function ho(s,t){let e=s.workspace.
now();try{return await s.runner.run({...t(),...s.onOutput?{onOutput:s.onOutput}:{},...s.signal?{signal:s.signal}:{}})}catch(n){
let r=`${Ge}${kt(n)}
`;return s.onOutput?.(r,"stderr"),{exitCode:null,signal:null,startedAt:e,finishedAt:s.workspace.now(),output:r,stdout:""}}}
async function ha(s,t,e,n){e.reporter?.info(`${s.stage}: attempt ${t.attempt}, running verify`);let r=await ho(e,()=>({script:n,
shell:s.shell,cwd:e.workspace.resolveDirectory(s.workingDirectory),env:po(s,t,e)})),o=Ie(r.output,s.redact,"verify.outpu\
t_tail");return{facts:{command:n,exit_code:r.exitCode,output_tail:ys(o.text,xt.verifyOutputTailBytes),duration_ms:Math.max(
0,r.finishedAt.getTime()-r.startedAt.getTime())},problems:o.problems}}var bo=Lt(Me(),1),Mt=Lt(ie(),1);import{spawn as wa}from"node:child_process";import{tmpdir as ya}from"node:os";import{join as ba}from"node:path";
import{StringDecoder as Sa}from"node:string_decoder";var qe=class{#t;#e={stdout:"",stderr:""};#s=null;constructor(t){this.#t=t}push(t,e){let n=this.#e[e]+t,r=n.endsWith("\r")?
n.slice(0,-1):n,o=Math.max(r.lastIndexOf(`
`),r.lastIndexOf("\r"))+1;n.length-o>65536&&(o=n.length),this.#n(e,n.slice(0,o)),this.#e[e]=n.slice(o)}end(t){this.#n(t,
this.#e[t]),this.#e[t]=""}#n(t,e){e!==""&&(this.#s!==null&&!this.#s.ended&&this.#s.stream!==t&&this.#t(`
`,!0),this.#t(e,!1),this.#s={stream:t,ended:e.endsWith(`
`)||e.endsWith("\r")})}};var ga=8;function mo(s,t,e,n){let r=s+t,o=s.length,i=ar(r,e),l=0;for(let u of i)u.start<o&&u.end>o&&(l=u.end-o);if(n&&(l=
go(t,l)),!r.includes("\x1B")&&i.every(u=>u.end<=o+l))return l;let a=rt(r,e).text;for(let u=0;l<t.length&&u<=ga;u++){let c=rt(
r.slice(0,o+l),e).text;if(a.startsWith(c)&&a.slice(c.length)===rt(t.slice(l),e).text)return l;l=n?go(t,l+1):ma(t,l+1)}return t.
length}function go(s,t){if(t===0||s.charCodeAt(t-1)===wo)return t;let e=s.indexOf(`
`,t);return e===-1?s.length:e+1}function ma(s,t){for(let e=t;e<=s.length;e++){let n=s.charCodeAt(e-1);if(n===wo||n===32||
n===9)return e}return s.length}var wo=10;var Fn={killGraceMs:5e3,maxOutputBytes:1024*1024,drainMs:1e3};function ka(s){try{process.kill(-s,0)}catch{return!1}let t;
try{t=(0,Mt.readdirSync)("/proc")}catch{return!0}for(let e of t){if(!/^\d+$/.test(e))continue;let n;try{n=(0,Mt.readFileSync)(
`/proc/${e}/stat`,"utf8")}catch{continue}let[r,,o]=n.slice(n.lastIndexOf(")")+2).split(" ");if(Number(o)===s&&r!=="Z")return!0}
return!1}var Xe=class{#t;#e;#s;#n;#r;#o;#l;#i;constructor(t={}){this.#t=t.tempDir??ya(),this.#e=t.killGraceMs??Fn.killGraceMs,
this.#s=t.maxOutputBytes??Fn.maxOutputBytes,this.#n=t.drainMs??Fn.drainMs,this.#r=t.outputHook,this.#o=t.reuseScripts?new Map:
void 0,this.#l=t.secrets??[],this.#i=t.noPathHint??"PATH is not set in its environment"}async run(t){let e=hr(t.shell);va(
t.cwd);let n=gr(e,t.script),r=this.#u(e.extension,n),o=r??ba(this.#t,`baton-step-${(0,bo.randomUUID)()}${e.extension}`);
r===void 0&&((0,Mt.writeFileSync)(o,n,{flag:"wx",mode:448}),this.#o?.set(`${e.extension}\0${n}`,o)),this.#r?.begin?.();try{
return await this.#c(e.file,mr(e,o),t)}finally{this.#r?.end?.(),this.#o===void 0&&(0,Mt.rmSync)(o,{force:!0})}}#u(t,e){let n=`${t}\
\0${e}`,r=this.#o?.get(n);if(r===void 0)return;let o=Buffer.from(e),i;try{i=Ls(r,o.length)}catch{i={kind:"missing"}}if(i.
kind==="file"&&o.equals(i.bytes))return r;this.#o?.delete(n)}#c(t,e,n){return new Promise((r,o)=>{let i=new Date,l=new Ye(
this.#s),a=new Ye(this.#s),u=wa(t,e,{cwd:n.cwd,env:n.env,stdio:["ignore","pipe","pipe"],detached:!0});u.pid!==void 0&&n.
onStart?.(u.pid);let c,d,p,f,g=!1,h=z=>{if(u.pid!==void 0)try{process.kill(-u.pid,z)}catch{}},S=()=>u.pid!==void 0&&ka(u.
pid),m,w=!1,x,R=null,j,L=()=>{h("SIGKILL"),j=Date.now()},v=Number.POSITIVE_INFINITY,E=z=>{z>=v||(v=z,clearTimeout(c),c=setTimeout(
L,Math.max(0,z-Date.now())),c.unref())},P=()=>{R!=="terminate"&&(R="terminate",clearTimeout(d),h("SIGTERM"),E(Date.now()+
this.#e))},B=()=>{if(n.stop!=="interrupt"||n.kill?.aborted)return P();R===null&&(R="interrupt",h("SIGINT"),d=setTimeout(
()=>h("SIGTERM"),1.5*this.#e),d.unref(),E(Date.now()+2*this.#e))},X=()=>{let z=S();return n.kill?.aborted&&j===void 0&&z&&
L(),z&&(j===void 0||Date.now()-j<2e3)?(m??=setInterval(b,100),!1):(clearInterval(m),w?!0:x===void 0?(x=Date.now(),setTimeout(
b,this.#n).unref(),!1):Date.now()-x>=this.#n)},b=()=>{g||f===void 0||R!==null&&!X()||(clearInterval(m),g=!0,clearTimeout(
p),u.stdout?.destroy(),u.stderr?.destroy(),_("stdout"),_("stderr"),n.signal?.removeEventListener("abort",B),n.kill?.removeEventListener(
"abort",P),clearTimeout(c),clearTimeout(d),r({exitCode:f.code,signal:f.signal,startedAt:i,finishedAt:new Date,output:l.text(
this.#l),stdout:a.text(this.#l)}))},A=new qe((z,q)=>q?l.insert(z):l.push(z)),_=z=>A.end(z),F=(z,q)=>{let I=new Sa("utf8"),
y=O=>{A.push(O,q),O!==""&&(q==="stdout"&&a.push(O),this.#r?.chunk(O,q),n.onOutput?.(O,q))};z.on("data",O=>{l.wrote(O.length),
q==="stdout"&&a.wrote(O.length),y(I.write(O))}),z.on("end",()=>{y(I.end()),_(q)})};F(u.stdout,"stdout"),F(u.stderr,"stde\
rr"),u.on("error",z=>{if(g)return;g=!0,n.signal?.removeEventListener("abort",B),n.kill?.removeEventListener("abort",P);let q=z.
code==="ENOENT"&&!t.includes("/")&&!n.env.PATH;o(new k("shell-failed",`could not start ${JSON.stringify(t)}: ${z.code??z.
message}${q?`; ${this.#i}`:""}`,{where:"shell",cause:z}))}),u.on("exit",(z,q)=>{f={code:z,signal:q},p=setTimeout(()=>{R===
null&&(u.stdout?.destroy(),u.stderr?.destroy()),b()},this.#n),p.unref()}),u.on("close",()=>{w=!0,b()}),n.kill?.aborted?P():
n.kill?.addEventListener("abort",P,{once:!0}),n.signal&&(n.signal.aborted?B():n.signal.addEventListener("abort",B,{once:!0}))})}};
function va(s){let t;try{t=(0,Mt.statSync)(s)}catch{t=void 0}if(!t?.isDirectory())throw new k("working-directory-missing",
`${s} is not a directory`,{where:"working-directory"})}var yo=64*1024,xa=`${["-----BEGIN","PRIVATE","KEY-----"].join(" ")}\

`,Ra=128,Ye=class{#t;#e=[];#s=0;#n=0;#r=0;#o=0;#l=!1;#i="";constructor(t){this.#t=t}wrote(t){this.#r+=t}insert(t){this.push(
t),this.#o+=Buffer.byteLength(t)}push(t){this.#e.push(t);let e=Buffer.byteLength(t);for(this.#s+=e,this.#n+=e;this.#e.length>
1&&this.#s-Buffer.byteLength(this.#e[0])>=this.#t+yo;){let n=this.#e.shift();this.#s-=Buffer.byteLength(n),this.#u(n)}}#u(t){
let e=this.#i+t;this.#l=Gt(e,this.#l,this.#i.length),this.#i=e.slice(-Ra)}text(t=[]){let e=Buffer.from(this.#e.join(""));
if(e.length<=this.#t)return e.toString("utf8");let n=e.length-this.#t-1,r=e.indexOf(10,n),o=[e.indexOf(32,n),e.indexOf(9,
n)].filter(u=>u>=0),i=r>=0&&r<e.length-1?r:o.length>0?Math.min(...o):-1,l="";if(i>=0){let u=i+1,c=Math.max(0,u-yo),d=c===
0?-1:e.indexOf(10,c-1);for(d>=0&&d+1<u&&(c=d+1);(e[c]&192)===128;)c++;let f=(Gt(this.#i+e.subarray(0,c).toString("utf8"),
this.#l,this.#i.length)?xa:"")+e.subarray(c,u).toString("utf8"),g=e.subarray(u).toString("utf8");l=g.slice(mo(f,g,t,e[i]===
10))}let a=l!==""?`the last ${this.#t} bytes at most are kept`:i===-1?"none of it is kept, as no line or space was left \
to start at":"none of it is kept, as all of it after the cut may be part of a secret the cut went through";return this.#n===
this.#r+this.#o?`[baton: the first ${this.#n-Buffer.byteLength(l)} bytes of this output were left out; ${a}]
${l}`:`[baton: this output was ${this.#r} bytes, not all of it UTF-8 text, and its start was left out; ${a}${l===""?"":"\
, as text (a byte that is not UTF-8 as \uFFFD)"}]
${l}`}};var Pe=Lt(Me(),1),Vt=Lt(ie(),1);import{copyFile as Yu,lstat as Zu,mkdtemp as Qu,readFile as Ee,rename as tc,rm as ec}from"node:fs/promises";
import{availableParallelism as nc,hostname as sc,tmpdir as rc}from"node:os";import{basename as oc,dirname as ic,join as nt,
relative as ac,resolve as Oe}from"node:path";import{setMaxListeners as Hn}from"node:events";var So=["repository","path","ref"];function ko(s,t,e){let n=t.repository.trim(),r=n!==""&&n.toLowerCase()!==e.repository.
toLowerCase(),o=t.path.trim(),i=!$a(o,e.workspace),l=t.ref.trim(),a=l!==""&&!e.refs.includes(l);if(!r&&!i&&!a)return null;
let u=r?`${n}${a?` at ${l}`:""} is not cloned`:a?`ref ${l}${i?" of this repository":""} is not checked out`:"this reposi\
tory is not checked out again";return`${s}: ${u}${i?` into ${o}`:""}: baton checks nothing out; the project directory is\
 used as it is`}function $a(s,t){if(s==="")return!0;let e=s.replace(/\/+$/,"")||"/";return e==="."||e===(t.replace(/\/+$/,
"")||"/")}function Po(s){return`$${ut.stepSummary} upload aborted, supports content up to a size of ${Math.floor(xt.stepSummaryFileBytes/
1024)}k, got ${Math.floor(s/1024)}k. For more information see: https://docs.github.com/actions/using-workflows/workflow-\
commands-for-github-actions#adding-a-markdown-summary`}var Eo=new Set(["NODE_OPTIONS"]);function In(s,t){let e=[],n=s.split(
`
`).map(r=>r.replace(/\r$/,""));n.length>0&&n[n.length-1]===""&&n.pop();for(let r=0;r<n.length;r+=1){let o=n[r];if(o.trim()===
"")continue;let i=o.indexOf("<<"),l=o.indexOf("=");if(i>0&&(l<0||i<l)){let a=o.slice(0,i),u=o.slice(i+2);if(u==="")throw Ze(
t,r+1,`"${a}<<" needs a delimiter`);let c=[],d=!1;for(r+=1;r<n.length;r+=1){if(n[r]===u){d=!0;break}c.push(n[r])}if(!d)throw Ze(
t,r,`no line "${u}" ends the value of ${a}`);e.push([vo(a,t,r+1),c.join(`
`)]);continue}if(l>0){e.push([vo(o.slice(0,l),t,r+1),o.slice(l+1)]);continue}throw Ze(t,r+1,"expected name=value or name\
<<DELIMITER")}return e}function Ao(s,t){let e=[],n=[];for(let r of In(s,t))Eo.has(r[0].toUpperCase())?n.push(`can't stor\
e ${r[0]} using ${t}; it was left out`):e.push(r);return{pairs:e,refused:n}}function To(s){return s.split(`
`).map(t=>t.replace(/\r$/,"").trim()).filter(t=>t!=="").reverse()}function vo(s,t,e){if(s.trim()===""||s!==s.trim()||s.includes(
"\0"))throw Ze(t,e,`"${s}" is not a valid name`);return s}function Ze(s,t,e){return new k("file-command-invalid",`${s} l\
ine ${t}: ${e}`,{where:s})}var en=new Set(["stop-commands","set-env","set-output","save-state","add-mask","add-path","ad\
d-matcher","remove-matcher","debug","warning","error","notice","group","endgroup","echo"]),_o={has:()=>!0},No="\\t\\n\\v\\f\\\
r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000",Oa=new RegExp(`^[${No}]+`),xo=new RegExp(`[${No}\
]`);function Qe(s){let t=0,e=s.length;for(;t<e&&xo.test(s[t]);)t++;for(;e>t&&xo.test(s[e-1]);)e--;return s.slice(t,e)}function nn(s,t=en){
return Pa(s,t)??Ea(s,t)}function Pa(s,t){let e=s.replace(Oa,"");if(!e.startsWith("::"))return null;let n=e.indexOf("::",
2);if(n<0)return null;let r=e.slice(2,n),o=r.indexOf(" "),i=(o<0?r:r.slice(0,o)).toLowerCase();if(!t.has(i))return null;
let l=o>0?Co(Qe(r.slice(o+1)),",",Ca):new Map;return{command:i,properties:l,data:Na(e.slice(n+2)),form:"v2"}}function Ea(s,t){
let e=s.indexOf("##[");if(e<0)return null;let n=s.indexOf("]",e);if(n<0)return null;let r=s.slice(e+3,n),o=r.indexOf(" "),
i=(o<0?r:r.slice(0,o)).toLowerCase();if(!t.has(i))return null;let l=o>0?Co(r.slice(o+1),";",$o):new Map;return{command:i,
properties:l,data:$o(s.slice(n+1)),form:"legacy"}}function Co(s,t,e){let n=new Map;for(let r of s.split(t)){let o=r.replace(
/^=+/,""),i=o.indexOf("=");if(i<0)continue;let l=o.slice(i+1).replace(/^=+/,"");l!==""&&n.set(o.slice(0,i).toLowerCase(),
e(l))}return n}var he=class{#t=null;#e=new Set(en);read(t){let e=nn(t,this.#e);if(this.#t===null)return e;let n=this.#t.
toLowerCase();return n===""||e?.command!==n?null:(this.#e.delete(n),this.#t=null,"resumed")}refuses(t){return Aa(t,this.#e)}stop(t){
this.#t=t,this.#e.add(t.toLowerCase())}};function Aa(s,t){let e=s.toLowerCase();return e===""||e==="pause-logging"||t.has(
e)}function Mo(s,t){return t===void 0?s:{...s,github:{...s.github,...t}}}var Ta=1024*1024,_a=6,Dn=4e3,Ro=50,Na=s=>s.replace(
/%0D|%0A|%25/g,t=>({"%0D":"\r","%0A":`
`,"%25":"%"})[t]),Ca=s=>s.replace(/%0D|%0A|%3A|%2C|%25/g,t=>({"%0D":"\r","%0A":`
`,"%3A":":","%2C":",","%25":"%"})[t]),$o=s=>s.replace(/%3B|%0D|%0A|%5D|%25/g,t=>({"%3B":";","%0D":"\r","%0A":`
`,"%5D":"]","%25":"%"})[t]),tn=class{#t=[];#e=[];#s={outputs:[],env:[],path:[],failures:[]};#n=new Set;#r;#o;#l;constructor(t={}){
this.#r=t.allowUnsecureCommands??!1,this.#o=t.allowUnsecureStopCommandTokens??!1,this.#l=t.redact??(e=>e)}#i=0;#u={stdout:{
partial:"",overlong:!1},stderr:{partial:"",overlong:!1}};#c=new he;push(t,e="stdout"){let n=this.#u[e],r=t.split(/\r\n|\r|\n/),
o=r.pop();for(let i of r)n.overlong||this.#d(n.partial+i),n.partial="",n.overlong=!1;n.overlong||(n.partial+=o,n.partial.
length>Ta&&(n.partial="",n.overlong=!0))}get masks(){return this.#t}end(){for(let i of Object.values(this.#u))!i.overlong&&
i.partial!==""&&this.#d(i.partial),i.partial="";let t=[...this.#e];this.#i>0&&t.push({level:"warning",message:`${this.#i}\
 more annotation${this.#i===1?"":"s"} of this step not shown (at most ${Ro})`});let{outputs:e,env:n,path:r,failures:o}=this.#s;
return{masks:[...this.#t],annotations:t,commands:{outputs:[...e],env:[...n],path:[...r],failures:[...o]}}}#d(t){let e=this.#c.
read(t);if(e===null||e==="resumed")return;let{command:n,properties:r,data:o}=e;switch(n){case"stop-commands":{let i=o;if(this.#o||
!this.#c.refuses(i)){this.#c.stop(i),i.length>_a&&!this.#t.includes(i)&&this.#t.push(i);return}this.#s.failures.push(`un\
able to process ::stop-commands::: you cannot use an endToken that is an empty string, the string 'pause-logging', or an\
other workflow command (this one is ${i===""?"empty":JSON.stringify(i)}); use a token of your own, such as a random one,\
 or opt into insecure command execution by setting ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TOKENS to true (see https://docs.g\
ithub.com/actions/learn-github-actions/workflow-commands-for-github-actions#example-stopping-and-starting-workflow-comma\
nds)`);return}case"add-mask":{let i=Qe(o);if(i==="")return;let l=i.split(/[\r\n]+/).map(Qe);for(let a of[i,...l])a!==""&&
!this.#t.includes(a)&&this.#t.push(a);return}case"error":case"warning":case"notice":this.#w(n,r,o);return;case"set-outpu\
t":case"save-state":case"set-env":case"add-path":this.#g(n,r,o)}}#g(t,e,n){let r=l=>this.#s.failures.push(`unable to pro\
cess ::${t}::: ${l}`);if((t==="set-env"||t==="add-path")&&!this.#r){r(`the \`${t}\` command is disabled; write to ${t===
"set-env"?ut.env:ut.path} instead, or set ACTIONS_ALLOW_UNSECURE_COMMANDS to true (see https://github.blog/changelog/202\
0-10-01-github-actions-deprecating-set-env-and-add-path-commands/)`);return}if(t==="add-path"){n===""?r("the path is emp\
ty"):this.#s.path.push(n);return}let o=e.get("name");if(o===void 0||o===""){r(`required field 'name' is missing in the ${t}\
 command`);return}if(t==="set-env"){if(Eo.has(o.toUpperCase())){this.#e.push({level:"error",message:`can't update ${o} u\
sing ::set-env::`});return}this.#s.env.push([o,n]);return}if(t==="set-output"&&this.#s.outputs.push([o,n]),this.#n.has(t))
return;this.#n.add(t);let i=t==="set-output"?ut.output:ut.state;this.#e.push({level:"warning",message:`the \`${t}\` comma\
nd is deprecated and will be disabled soon; write to ${i} instead (see https://github.blog/changelog/2022-10-11-github-a\
ctions-deprecating-save-state-and-set-output-commands/)`})}#w(t,e,n){if(this.#e.length>=Ro){this.#i+=1;return}let r=e.get(
"line"),o=e.get("file")?[e.get("file"),r,r&&e.get("col")].filter(Boolean).join(":"):"",i=e.get("title"),l=d=>Ma(this.#l(
d,this.#t).replace(/\r\n|\r|\n/g," ")),a=d=>d===void 0?null:l(d),u=d=>{let p=e.get(d)?.trim();return p!==void 0&&/^[1-9]\d{0,8}$/.
test(p)?Number(p):null},c=`${o?`${o}: `:""}${i?`${i}: `:""}${n}`;this.#e.push({level:t,message:l(c),place:{title:a(i),file:a(
e.get("file")),line:u("line"),end_line:u("endline"),col:u("col"),end_column:u("endcolumn")}})}};function jo(s,t){return t.
length===0?s:s.replace(/[^\r\n]+/g,e=>Lo(e,n=>t.includes(Qe(n))))}function Wn(s){return Lo(s,()=>!0)}var Oo=/(?=::add-mask[ :]|##\[add-mask[ \]])/i;
function Lo(s,t){return Oo.test(s)?s.split(Oo).map(e=>{let n=nn(e);return n?.command!=="add-mask"||!t(n.data)?e:n.form===
"v2"?`${e.slice(0,10)}::***`:`${e.slice(0,11)}]***`}).join(""):s}function Ma(s){return s.length>Dn?`${s.slice(0,Dn)}\u2026 (${s.
length-Dn} more characters)`:s}function zo(s,t){let e=[],n=Un(s.map(o=>Fo(o.container)));n.length>0&&e.push({level:"warning",message:`container: ${n.join(
", ")} ${n.length===1?"is":"are"} not started: baton runs the job's steps on this machine, not in a container`});let r=Un(
s.flatMap(o=>ja(o.services)));if(r.length>0){let o=r.length===1;e.push({level:"warning",message:`services: ${r.join(", ")}\
 ${o?"is":"are"} not started: baton starts no containers, and the job's steps run on this machine without ${o?"it":"them"}`})}
for(let o of["Windows","macOS"]){if(o===t)continue;let i=Un(s.map(l=>La(l.runsOn)===o?Jn(l.runsOn):null));i.length!==0&&
e.push(o==="Windows"?{level:"warning",message:`runs-on: ${i.join(", ")}: runs here, on ${t}, with this machine's shells \
(bash by default, where a Windows runner's is pwsh; shell: cmd and powershell fail here)`}:{level:"info",message:`runs-o\
n: ${i.join(", ")}: runs here, on ${t}, with this machine's shells and tools (bash by default, as on macOS)`})}return e}
function Fo(s){let t=typeof s=="string"?s:rn(s)&&typeof s.image=="string"?s.image:null;return t===null||t.trim()===""?null:
t}function ja(s){return typeof s=="string"?s.trim()===""?[]:[s]:rn(s)?Object.entries(s).flatMap(([t,e])=>Fo(e)===null?[]:
[t]):[]}function La(s){for(let t of Do(s)){let e=t.trim().toLowerCase();if(e==="windows"||e.startsWith("windows-"))return"\
Windows";if(e==="macos"||e.startsWith("macos-"))return"macOS"}return null}function Do(s){return typeof s=="string"?[s]:Array.
isArray(s)?s.filter(t=>typeof t=="string"):rn(s)?Do(s.labels):[]}function Jn(s){return Array.isArray(s)?`[${s.map(Jn).join(
", ")}]`:rn(s)?`{ ${Object.entries(s).map(([t,e])=>`${t}: ${Jn(e)}`).join(", ")} }`:String(s)}function sn(s){switch(s.kind){case"\
literal":return s.value;case"expression":return s.text;case"sequence":return s.items.map(sn);case"mapping":return Object.
fromEntries(s.entries.map(({key:t,value:e})=>[t,sn(e)]))}}function Un(s){return[...new Set(s.filter(t=>t!==null))]}function rn(s){
return typeof s=="object"&&s!==null&&!Array.isArray(s)}var za="ACTIONS_STEP_DEBUG";function Io(s,t){let e=r=>Object.entries(r).find(([o])=>o.toUpperCase()===za)?.[1];return(e(
s)??e(t))?.trim().toLowerCase()==="true"}function Wo(s,t){return{os:s.os,arch:s.arch,name:"baton-local",environment:"sel\
f-hosted",tool_cache:s.toolCache,temp:t,workspace:s.workspaceParent,...s.debug?{debug:"1"}:{}}}function Uo(s){return Object.
fromEntries(Object.entries(s).map(([t,e])=>[`RUNNER_${t.toUpperCase()}`,e]))}var ge=class{#t;#e=0;#s=[];constructor(t){this.#t=Math.max(1,Math.floor(t))}async acquire(){this.#e<this.#t?this.#e+=1:await new Promise(
e=>this.#s.push(e));let t=!1;return()=>{if(t)return;t=!0;let e=this.#s.shift();e?e():this.#e-=1}}async run(t){let e=await this.
acquire();try{return await t()}finally{e()}}get active(){return this.#e}};function Jo(s,t,e="timeout-minutes"){let n=Or(s,e);if("problem"in n)throw new k("timeout-invalid",`${t}: ${n.problem}`);
return n.minutes}function me(s){return`${s} minute${s===1?"":"s"}`}var Fa=5,Da=2**31-1,Ia=6e4;function Bn(s,t,e){return setTimeout(
e,Math.min(s*t,Da))}function on(s,t,e){return{"fail-fast":s.failFast,"job-index":t,"job-total":e,"max-parallel":s.maxParallel??
e}}async function Ko(s,t,e){if(!Er(s))throw new Jt("executePlan accepts only a Plan made by buildPlan");return new Gn(s,
t,e).run()}var Gn=class{#t;#e;#s;#n;#r;#o;#l;#i=new Map;#u=[];#c;#d;#g;#w=new Map;#f;#x;#y;#R=new Map;#p=new Map;#P=new Map;#T=new Map;#S;#$=new Map;#k;#m=new Map;#C=new Map;constructor(t,e,n){
this.#t=t,this.#e=e,this.#s=e.expressions,this.#n=n,this.#r=new ge(n.concurrency),this.#o=n.signal??new AbortController().
signal,this.#l=n.cancel??new AbortController().signal,Hn(0,this.#o,this.#l),this.#c=t.workflow.jobs.map(r=>r.id),this.#d=
new Map(t.jobs.map(r=>[r.id,r])),this.#k=new Map(t.stageMatrices),this.#S=new Set(t.expanded.map(r=>r.id.toLowerCase()));
for(let r of t.legIds.values())for(let o of r)this.#S.add(o.toLowerCase());this.#f=Object.values(n.secrets).filter(r=>r!==
""),this.#x=Io(n.secrets,t.vars),this.#y=n.minuteMs??Ia,this.#g={inputs:t.inputs,secrets:n.secrets,env:{},envFailure:null,
namePrefix:"",cancel:this.#l}}async run(){let t=this.#e.now();this.#a({type:"run-started",run:this.#n.runId,workflow:this.#t.
workflow.name??this.#t.workflow.fileName,jobs:this.#t.jobs.map(o=>({id:o.id,needs:o.needs,legs:o.legs===null?null:o.instances===
null?this.#t.legIds.get(o.id)??null:o.instances.flatMap(i=>this.#t.legIds.get(i.id)??[])}))}),this.#g.envFailure=this.#D(),
await this.#_(this.#t.jobs.filter(o=>o.calledBy===null));let e=await this.#e.settle?.()??null;e!==null&&this.#a({type:"n\
otice",level:"error",job:null,leg:null,message:e});let n=this.#t.jobs.map(o=>{let i=this.#C.get(o.id);return{...this.#i.
get(o.id),legResults:this.#m.get(o.id)??[],...i===void 0?{}:{skipReason:i}}}),r=this.#z()?"cancelled":e!==null||n.some(o=>o.
result==="failure")?"failure":n.some(o=>o.result==="cancelled")?"cancelled":"success";return this.#a({type:"run-finished",
run:this.#n.runId,status:r,duration_ms:an(t,this.#e.now())}),{status:r,reason:e,jobs:n,stages:this.#u}}#D(){try{return this.#g.
env=_t(this.#s,this.#t.workflow.env,(t,e)=>({contexts:this.#O(null),where:this.#h(e,`env.${t}`)})),null}catch(t){return it(
t)}}#v(t){return t?.calledBy?this.#w.get(t.calledBy)??this.#g:this.#g}#O(t){let e=this.#v(t);return{github:this.#n.github,
inputs:e.inputs,vars:this.#t.vars,secrets:e.secrets}}async#_(t){let e=new Map;for(let n of t)e.set(n.id,(async()=>{await Promise.
all(n.needs.map(r=>e.get(r))),this.#i.set(n.id,n.call===null?await this.#W(n):await this.#E(n))})());await Promise.all(e.
values())}async#E(t){let e=t.call;if(this.#n.reuse?.has(t.id)){for(let r of e.jobs){let o=this.#d.get(r);this.#i.set(r,o.
call===null?await this.#W(o):await this.#E(o))}return this.#W(t)}let n=await this.#M(t);return this.#p.has(t.id)||this.#G(
e.jobs,n),n}async#M(t){let e=this.#q(t);if(!("contexts"in e))return this.#L(t,t.id,`its calling job ${t.id} did not run \
(${e.result})`),e;let{contexts:n}=e,r,o,i;try{r=t.legs??this.#Z(t,n),i=this.#Q(t,n),o=this.#t.legIds.get(t.id)??En(t.id,
r,this.#S),t.legs===null&&this.#j(t,o)}catch(l){let a=this.#U(t,it(l));return this.#L(t,t.id,`its calling job ${t.id} fa\
iled before the call started`),a}return t.legs===null&&this.#a({type:"job-legs",job:t.id,legs:o}),this.#V(t,r,o,i,n,{pooled:!1,
outputsOf:l=>l.result==="success"},(l,a,u,c)=>this.#ot(t,l,a,u,r.length,i,n,c))}#j(t,e){if(e.length<2)return;let n=r=>{for(let o of r){
let i=this.#d.get(o),l=i.instances===null?i.stages?.[0]:void 0;if(l!==void 0){let a=o.slice((this.#p.get(t.id)??t.id).length);
throw new k("stage-duplicate",`jobs.${t.job.id}: ${Mr(l,o,e.map(u=>`${u}${a}`))}`,{where:et(t.workflow.fileName,t.job.position)})}
n(i.call?.jobs??[])}};n(this.#d.get(this.#p.get(t.id)??t.id)?.call?.jobs??[])}async#ot(t,e,n,r,o,i,l,a){let u=t.call,c=u.
workflow.call,d=t.workflow.fileName,p=u.workflow.fileName,f=this.#e.now(),g=this.#v(t),h=Object.keys(e).length>0,S={...l,
matrix:pe(e),strategy:on(i,r,o)},m,w=null;try{if(g.envFailure)throw new k("expression-invalid",g.envFailure);let v=Ks(this.#s,
t.job,c,(b,A)=>({contexts:{...S,secrets:{}},where:this.#h(A,`jobs.${t.job.id}.with.${b}`,d)})),E;try{E=Vs(c,v,u.path)}catch(b){
throw b instanceof k?new k(b.code,`jobs.${t.job.id}: ${b.message}`,{where:et(d,t.job.uses?.position??t.job.position)}):b}
let P=t.job.secrets==="inherit"?g.secrets:_t(this.#s,t.job.secrets,(b,A)=>({contexts:S,where:this.#h(A,`jobs.${t.job.id}\
.secrets.${b}`,d)})),B=[...new Set(Object.values(P))].filter(b=>b!==""&&!this.#f.includes(b));this.#f.push(...B),B.length>
0&&this.#e.addSecrets?.(B);for(let[b,A]of Object.entries(P))!B.includes(A)||A.length>=Wt.minSecretLength||this.#a({type:"\
notice",level:"warning",job:t.id,leg:n,message:`secret ${b} passed to ${u.path} is shorter than ${Wt.minSecretLength} ch\
aracters, so it is not redacted: it will appear wherever a step or agent prints it (a value that short would blank out o\
rdinary words)`});w=this.#rt(t,h?e:null,S);let X=w??`${g.namePrefix}${t.job.id}${h?Ho(e):""}`;m={inputs:E,secrets:P,env:{},
envFailure:null,namePrefix:`${X} / `,cancel:AbortSignal.any([g.cancel,a])},Hn(0,m.cancel);try{m.env=_t(this.#s,u.workflow.
env,(b,A)=>({contexts:{github:this.#n.github,inputs:E,vars:this.#t.vars,secrets:P},where:this.#h(A,`env.${b}`,p)}))}catch(b){
m.envFailure=it(b)}}catch(v){let E=it(v);return this.#a({type:"notice",level:"error",job:t.id,leg:n,message:E}),this.#a(
{type:"job-finished",job:t.id,leg:n,result:"failure",duration_ms:0,reason:E}),this.#L(t,n,`its calling job ${n} failed b\
efore the call started`),{result:"failure",outputs:{},stages:[]}}this.#w.set(n,m),this.#a({type:"job-started",job:t.id,leg:n,
name:w,matrix:h?e:null});let x=this.#B(t,n);await this.#_(x);let R=x.map(v=>this.#i.get(v.id)).filter(v=>v!==void 0),j=R.
some(v=>v.result==="failure")?"failure":R.some(v=>v.result==="cancelled")||this.#o.aborted?"cancelled":"success",L={};try{
let v=Object.fromEntries(x.map(E=>{let P=this.#i.get(E.id);return[de(E.id),{result:P?.result??"skipped",outputs:P?.outputs??
{}}]}));L=_t(this.#s,c.outputs,(E,P)=>({contexts:{github:this.#n.github,inputs:m.inputs,vars:this.#t.vars,jobs:v},where:this.#h(
P,`on.workflow_call.outputs.${E}.value`,p)}))}catch(v){j==="success"&&(j="failure"),this.#a({type:"notice",level:"error",
job:t.id,leg:n,message:it(v)})}return this.#K(L,t.id,n),this.#a({type:"job-finished",job:t.id,leg:n,result:j,duration_ms:an(
f,this.#e.now())}),{result:j,outputs:L,stages:R.flatMap(v=>v.stages)}}#B(t,e){let n=this.#p.get(t.id)??t.id,r=this.#T.get(
t.id),o=`${n}/`,i=l=>l.startsWith(o)?`${e}/${l.slice(o.length)}`:r?r(l):l;return(this.#d.get(n)?.call?.jobs??[]).map(l=>{
let a=this.#d.get(l),u=i(l);if(this.#P.set(l,[...this.#P.get(l)??[],u]),u===l)return a;let c={...a,id:u,calledBy:e,needs:a.
needs.map(i),upstream:a.upstream.map(i),stageUpstream:a.stageUpstream.map(i),call:a.call&&{...a.call,jobs:a.call.jobs.map(
i)},stages:a.instances?.find(d=>d.id===u)?.stages??null};return this.#d.set(u,c),this.#p.set(u,l),this.#T.set(u,i),c})}#L(t,e,n){
for(let r of this.#B(t,e))this.#a({type:"job-skipped",job:r.id,result:"skipped",reason:n}),this.#i.set(r.id,{id:r.id,result:"\
skipped",outputs:{},stages:[],legs:[]}),r.call!==null&&this.#L(r,r.id,`its calling job ${r.id} did not run (skipped)`)}#G(t,e){
for(let n of t){let r=this.#d.get(n),o=(this.#P.get(n)??[]).map(i=>this.#i.get(i));if(o.length===0){let i=`its calling j\
ob ${r.calledBy} did not run (${e.result})`;this.#a({type:"job-skipped",job:n,result:"skipped",reason:i}),this.#i.set(n,
{id:n,result:"skipped",outputs:{},stages:[],legs:[]})}else(o.length>1||o[0]?.id!==n)&&this.#i.set(n,{id:n,result:Bo(o.map(
i=>i.result)),outputs:{},stages:o.flatMap(i=>i.stages),legs:o.flatMap(i=>i.legs)});r.call!==null&&this.#G(r.call.jobs,this.#i.
get(n))}}#K(t,e,n){for(let[r,o]of Object.entries(t))Fe(o,this.#f)&&(delete t[r],this.#a({type:"notice",level:"warning",job:e,
leg:n,message:`skipped output ${r}, since it may contain a secret (as GitHub does): needs.${de(e)}.outputs.${r} is empty`}))}#z(t){
return(t?this.#F(t):this.#l).aborted||this.#o.aborted}#F(t){return this.#v(t).cancel}#I(t){let e=this.#F(t).reason;return this.#l.
aborted||typeof e!="string"?"the run was cancelled":e}#h(t,e,n=this.#t.workflow.fileName){return t?et(n,t.position):e}async#W(t){
let e=this.#n.reuse?.get(t.id);if(e){for(let p of e.legs)this.#S.add(p.toLowerCase());this.#a({type:"notice",level:"info",
job:t.id,leg:null,message:"reusing the stored result of this job"});let d=e.legResults??e.legs.map(p=>({leg:p,result:e.result}));
d.length===0&&(e.result==="skipped"||e.result==="cancelled")&&this.#a({type:"job-skipped",job:t.id,result:e.result,reason:e.
skipReason??`${e.result} in the run replayed`});for(let{leg:p,result:f,reason:g,durationMs:h,failedStep:S}of d)this.#a({
type:"job-finished",job:t.id,leg:p,result:f,duration_ms:h??0,...g===void 0?{}:{reason:g},reused:!0,...S===void 0?{}:{failed_step:S}});
return e}let n=this.#q(t);if(!("contexts"in n))return n;let{needs:r,contexts:o}=n,i=d=>this.#U(t,d),l=this.#v(t).envFailure;
if(l)return i(l);let a,u;try{a=t.legs??this.#Z(t,o),u=this.#Q(t,o)}catch(d){return i(it(d))}let c=this.#t.legIds.get(t.id)??
En(t.id,a,this.#S);t.legs===null&&(this.#a({type:"job-legs",job:t.id,legs:c}),this.#ht(t,a,o));for(let d of this.#it(t,a,
u,o))this.#N(t.id,null,d.level,d.message);return this.#V(t,a,c,u,o,{pooled:!0,outputsOf:()=>!0},(d,p,f,g)=>this.#ct(t,d,
p,f,a.length,u,r,g))}async#V(t,e,n,r,o,i,l){let a=new AbortController;Hn(0,a.signal);let u=this.#F(t),c=u.aborted,d,p=()=>{
if(d===void 0)try{d=Ne(this.#s,t.job.if,{contexts:o,status:this.#J(t),where:et(t.workflow.fileName,t.job.if.position??t.
job.position)})}catch{d=!1}return d},f=r.maxParallel?new ge(r.maxParallel):null,g=[],h=await Promise.all(e.map(async(m,w)=>{
let x=n[w],R=async()=>{if(this.#o.aborted||u.aborted&&!c&&!p()||a.signal.aborted){let P=a.signal.aborted?"fail-fast: ano\
ther leg of its matrix failed before it started":`${this.#I(t)} before it started`;return this.#a({type:"job-finished",job:t.
id,leg:x,result:"cancelled",duration_ms:0,reason:P}),{result:"cancelled",outputs:{},stages:[]}}let v=await l(m,x,w,a.signal);
if(v.result!=="failure")return v;let E={...o,matrix:pe(m),strategy:on(r,w,e.length)};return this.#H(t.job,E,t.id,x,!1,t.
workflow.fileName)?{...v,result:this.#st(t.id,x)}:(r.failFast&&e.length>1&&a.abort(`fail-fast: another leg of ${t.call===
null?"its matrix":`the call ${t.id}`} failed`),v)},j=()=>f?f.run(R):R(),L=await(i.pooled?this.#r.run(j):j());return g.push(
L),L})),S={};for(let m of g.filter(i.outputsOf))for(let[w,x]of Object.entries(m.outputs))(x!==""||!(w in S))&&(S[w]=x);return{
id:t.id,result:Bo(h.map(m=>m.result)),outputs:S,stages:h.flatMap(m=>m.stages),legs:n}}#it(t,e,n,r){let{runsOn:o,container:i,
services:l}=t.job;if(o===null&&i===null&&l===null)return[];let a=(c,d)=>{if(c===null)return null;try{return Bt(this.#s,c,
{contexts:d})}catch{return sn(c)}},u=e.map((c,d)=>{let p={...r,matrix:pe(c),strategy:on(n,d,e.length)};return{runsOn:a(o,
p),container:a(i,p),services:a(l,p)}});return zo(u,this.#n.runner.os)}#N(t,e,n,r){let o=this.#A(t),i=this.#R.get(o)??new Set;
this.#R.set(o,i),!i.has(r)&&(i.add(r),this.#a({type:"notice",level:n,job:t,leg:e,message:r}))}#at(){let t=this.#n.github;
return{repository:typeof t.repository=="string"?t.repository:"",refs:["sha","ref","ref_name","head_ref"].flatMap(e=>{let n=t[e];
return typeof n=="string"&&n!==""?[n]:[]}),workspace:this.#n.runner.workspace}}#lt(t,e){let n=l=>{let a=Object.entries(t.
with).find(([u])=>u.toLowerCase()===l);return a?Tt(this.#s,a[1],e(a[1],`with.${a[0]}`)):""},[r,o,i]=So.map(n);return{repository:r,
path:o,ref:i}}#q(t){let e=(i,l)=>(this.#a({type:"job-skipped",job:t.id,result:i,reason:l}),{id:t.id,result:i,outputs:{},
stages:[],legs:[]});if(this.#o.aborted)return e("cancelled","the run was cancelled");if(t.skip!==null)return e("skipped",
t.skip);let n=this.#X(t),r={...this.#O(t),needs:n},o;try{o=Ne(this.#s,t.job.if,{contexts:r,status:this.#J(t),where:et(t.
workflow.fileName,t.job.if.position??t.job.position)})}catch(i){return this.#U(t,it(i))}if(!o&&this.#z(t))return e("canc\
elled",this.#I(t));if(!o){let i=t.job.if.text,a=(i===null||t.job.if.implicitSuccess===!0)&&!this.#J(t).success([])?`${this.#ut(
t)}${i===null?"":` (an if: without a status function, such as if: ${i}, means success() && (\u2026))`}`:`if: ${i} was fa\
lse`;return e("skipped",a)}return{needs:n,contexts:r}}#U(t,e){this.#a({type:"notice",level:"error",job:t.id,leg:null,message:e}),
this.#a({type:"job-finished",job:t.id,leg:t.id,result:"failure",duration_ms:0,reason:e});let n={...this.#O(t),needs:this.#X(
t)},r=this.#H(t.job,n,t.id,t.id,!1,t.workflow.fileName)?this.#st(t.id,t.id):"failure";return{id:t.id,result:r,outputs:{},
stages:[],legs:[t.id]}}#X(t){let e={};for(let n of t.needs){let r=this.#i.get(n);r&&(e[de(n)]={result:r.result,outputs:r.
outputs})}return e}#Y(t,e){let n=t.id.slice(0,t.id.length-t.job.id.length);return Gs(e.length>0?e.map(r=>`${n}${r}`):t.upstream,
r=>this.#d.get(r)?.call)}#ut(t){let e={failure:"failed",skipped:"was skipped",cancelled:"was cancelled"},n=this.#Y(t,[]).
flatMap(i=>{let l=this.#i.get(i)?.result;return l===void 0||l==="success"?[]:[{id:i,said:`${i} ${e[l]}`}]});if(n.length===
0)return"a job it needs did not succeed";let r=n.map(i=>i.said).join(", "),o=new Set(t.needs);return n.every(i=>o.has(i.
id))?`a job it needs did not succeed: ${r}`:`a job upstream did not succeed: ${r} (success() counts every job before thi\
s one, not only those in needs:)`}#J(t){let e=r=>this.#i.get(r)?.result,n=r=>this.#Y(t,r);return{success:r=>!this.#z(t)&&
n(r).every(o=>e(o)==="success"),failure:r=>n(r).some(o=>e(o)==="failure"),cancelled:()=>this.#z(t)}}#Z(t,e){let n=_r(t.job.
strategy);if(!n)return[{}];let r=i=>et(t.workflow.fileName,i),o=Nr(this.#s,n,e,r);return cr(t.id,o,r(n.position),this.#f,
{recordsStages:t.recordsStages}),o}#Q(t,e){let n=t.job.strategy;if(n?.kind!=="mapping")return{failFast:!0,maxParallel:null};
let r=et(t.workflow.fileName,n.position),o=n.entries.find(u=>u.key==="fail-fast")?.value,i=n.entries.find(u=>u.key==="ma\
x-parallel")?.value,l=o?Bt(this.#s,o,{contexts:e,where:r}):!0,a=i?Number(Bt(this.#s,i,{contexts:e,where:r})):null;return{
failFast:l!==!1&&l!=="false",maxParallel:a!==null&&Number.isFinite(a)&&a>0?a:null}}async#ct(...t){let e=this.#e.legTemp,
n=e?await e.open(t[2]):this.#n.runner.temp;try{return await this.#dt(n,...t)}finally{await e?.close(n)}}async#dt(t,...[e,
n,r,o,i,l,a,u]){let c=this.#e.now(),d=Object.keys(n).length>0,p=e.workflow,f=p.fileName,g=new AbortController,h=AbortSignal.
any([this.#o,g.signal]),S=null,m=[],w=Fa,x={...this.#n.github,job:e.job.id,...this.#e.eventPath?{event_path:this.#e.eventPath(
t)}:{}},R=pe(n),j=Wo({...this.#n.runner,debug:this.#x},t),L=Ha(x,j,this.#n.runner.workspace),v="success",E=e.job.stageWorkflow?
{}:{...this.#v(e).env},P=[],B={},X=[],b=()=>({...this.#O(e),github:x,needs:a,matrix:R,strategy:on(l,o,i),runner:j,env:E,
steps:B,job:{status:v}});this.#a({type:"job-started",job:e.id,leg:r,name:this.#rt(e,d?n:null,b()),matrix:d?n:null});let A={
success:()=>v==="success"&&!this.#o.aborted,failure:()=>v==="failure",cancelled:()=>this.#o.aborted||v==="cancelled"},_=null,
F=new Set,z=C=>(F.add(C),()=>F.delete(C)),q=C=>{if(_!==null||h.aborted)return;_=C,v="cancelled";let N=w;m.push(Bn(N,this.#y,
()=>g.abort(`the job was cancelled (${C}) and its steps did not finish within its cancel-timeout-minutes (${me(N)})`))),
S&&!this.#et(S.step,b(),A,e.id,r,f)&&S.abort.abort(C);for(let J of[...F])J(C)},I=()=>q("fail-fast: another leg of its ma\
trix failed"),y=this.#F(e),O=()=>q(this.#I(e)),W=null,V={shell:null,workingDirectory:null,shellAt:null};try{E={...E,..._t(
this.#s,e.job.env,(Pt,G)=>({contexts:b(),where:this.#h(G,`jobs.${e.job.id}.env.${Pt}`,f)}))};let[C,N]=e.job.defaults!==null?
[e.job.defaults,`jobs.${e.job.id}.defaults.run`]:[p.defaults,"defaults.run"],J=(Pt,G)=>{let vt=C?.[Pt]??null;if(vt===null)
return null;let Dt=this.#h(vt,`${N}.${G}`,f),re=Tt(this.#s,vt,{contexts:b(),where:Dt});return re===""?null:{text:re,at:Dt}},
ft=J("shell","shell");if(V={shell:ft?.text??null,shellAt:ft?.at??null,workingDirectory:J("workingDirectory","working-dir\
ectory")?.text??null},e.job.cancelTimeoutMinutes&&(w=Jo(Bt(this.#s,e.job.cancelTimeoutMinutes,{contexts:b()}),et(f,e.job.
cancelTimeoutMinutes.position),"cancel-timeout-minutes")),e.job.timeoutMinutes){let Pt=et(f,e.job.timeoutMinutes.position),
G=Jo(Bt(this.#s,e.job.timeoutMinutes,{contexts:b()}),Pt);m.push(Bn(G,this.#y,()=>{let vt=`the job exceeded its timeout-m\
inutes (${me(G)})`;_===null&&!h.aborted&&this.#a({type:"notice",level:"error",job:e.id,leg:r,message:`${Pt}: jobs.${e.id}${d?
` (${r})`:""} was cancelled: ${vt}; steps whose if: holds when a job is cancelled (always(), cancelled()) still run`}),q(
vt)}))}}catch(C){W=it(C)}if(W)v="failure",this.#a({type:"notice",level:"error",job:e.id,leg:r,message:W});else{u.aborted?
I():u.addEventListener("abort",I,{once:!0}),y.aborted||y.addEventListener("abort",O,{once:!0});for(let C of e.steps){if(h.
aborted)break;let N=new AbortController;S={step:C.step,abort:N};let J=await this.#tt(e,C,r,n,d,{contexts:b,stepStatus:A,
defaults:L,env:()=>E,path:()=>P,signal:AbortSignal.any([h,N.signal]),kill:h,onCancel:z},{file:f,runDefaults:V,inComposite:null});
S=null,J.envAdded&&(E={...E,...J.envAdded}),J.pathAdded.length>0&&(P=[...J.pathAdded,...P]),C.step.id&&(B={...B,[C.step.
id]:{outputs:J.outputs,outcome:J.outcome,conclusion:J.conclusion}}),X.push(...J.stages),J.conclusion==="failure"&&_===null&&
(v="failure")}}u.removeEventListener("abort",I),y.removeEventListener("abort",O);for(let C of m)clearTimeout(C);let Y={},
yt=null;try{Y=_t(this.#s,e.job.outputs,(C,N)=>({contexts:b(),where:this.#h(N,`jobs.${e.job.id}.outputs.${C}`,f)}))}catch(C){
v="failure",yt=it(C),this.#a({type:"notice",level:"error",job:e.id,leg:r,message:yt})}this.#K(Y,e.id,r);let U=this.#o.aborted||
g.signal.aborted?"cancelled":v,T=U==="failure"?W??yt:null;return this.#a({type:"job-finished",job:e.id,leg:r,result:U,duration_ms:an(
c,this.#e.now()),...T===null?{}:{reason:T}}),{result:U,outputs:Y,stages:X}}async#tt(t,e,n,r,o,i,l){let{step:a,action:u}=e,
c=l.file,d=this.#e.now(),p=a.action??a.id??"__run",f=I=>{let y=i.contexts();return{...y,github:{...y.github,action:p},env:I}},
g={},h=null;try{g=_t(this.#s,a.env,(I,y)=>({contexts:f(i.env()),where:this.#h(y,`env.${I}`,c),...this.#b()}))}catch(I){h=
it(I)}let S=this.#gt(a,f({...i.env(),...g})),m=l.inComposite?`${l.inComposite.name} \u203A ${S}`:S,w=l.inComposite?.index??
a.index,x={job:t.id,leg:n,step:w,name:m},R=I=>{l.inComposite||this.#a(I)},j=(I,y,O,W={})=>{let V=I==="failure"?W.outputTail??
null:null;return R({type:"step-finished",...x,outcome:I,conclusion:y,duration_ms:an(d,this.#e.now()),message:O,...V===null?
{}:{output_tail:V}}),{outcome:I,conclusion:y,message:O,outputTail:V,outputs:W.outputs??{},envAdded:W.envAdded??null,pathAdded:W.
pathAdded??[],stages:W.stages??[]}},L;try{if(h!==null)throw new k("expression-invalid",h);L=this.#nt(a,f({...i.env(),...g}),
i.stepStatus,c)}catch(I){return R({type:"step-started",...x}),{...j("failure","failure",it(I)),notEvaluated:!0}}if(!L)return R(
{type:"step-finished",...x,outcome:"skipped",conclusion:"skipped",duration_ms:0,message:null}),{outcome:"skipped",conclusion:"\
skipped",message:null,outputTail:null,outputs:{},envAdded:null,pathAdded:[],stages:[]};R({type:"step-started",...x});let v="\
success",E=null,P=null,B={},X=null,b=[],A=[],_={...i.defaults,GITHUB_ACTION:p},F=i.signal,z;try{let I={...i.env(),...g},
y=()=>f(I),O=null,W=et(c,a.timeoutMinutes?.position??a.position);if(a.timeoutMinutes){let U=null;try{let T=Bt(this.#s,a.
timeoutMinutes,{contexts:y(),where:W,...this.#b()}),C=Pr(T);C===null?U=$r(T):O=C.minutes}catch(T){U=T instanceof k?T.message:
it(T)}U!==null&&this.#a({type:"notice",level:"warning",job:t.id,leg:n,message:`${W}: step ${w+1} (${m}): an error occurr\
ed when attempting to determine the step timeout: ${U}; the step runs without a timeout, as on GitHub`})}if(O!==null){let U=new AbortController;
F=AbortSignal.any([i.signal,U.signal]);let T={minutes:O,up:!1,timer:void 0};T.timer=Bn(O,this.#y,()=>{F.aborted||(T.up=!0,
this.#a({type:"notice",level:"warning",job:t.id,leg:n,message:`${W}: step ${w+1} (${m}) exceeded its timeout-minutes (${me(
O)}): stopping it`}),U.abort(`the step exceeded its timeout-minutes (${me(O)})`))}),z=T}let V=u.kind==="run"?await this.#e.
createStepFiles?.():void 0,Y=(U,T)=>({contexts:Mo(y(),V),where:this.#h(U,T,c),...this.#b()}),yt=a.workingDirectory!==null?
Tt(this.#s,a.workingDirectory,Y(a.workingDirectory,"working-directory")):l.runDefaults.workingDirectory;switch(u.kind){case"\
run":{let U=Tt(this.#s,a.run,Y(a.run,"run")),T=a.shell!==null?Tt(this.#s,a.shell,Y(a.shell,"shell")):l.runDefaults.shell,
C=fr(T);if(C!==null&&this.#n.runner.os!=="Windows")throw new k("shell-unavailable",pr(C,this.#n.runner.os),{where:a.shell?
et(c,a.shell.position):l.runDefaults.shellAt??c});let N=await this.#e.runScript({job:this.#A(t.id),leg:n,step:w,name:m,script:U,
shell:T,workingDirectory:yt,defaults:_,env:I,path:i.path(),files:V,signal:F,kill:i.kill});for(let G of N.masks??[])this.#f.
includes(G)||this.#f.push(G);for(let G of N.annotations??[])this.#a({type:"notice",level:G.level==="notice"?"info":G.level,
job:t.id,leg:n,message:`step ${w+1}: ${G.message}`,...G.place?{annotation:{step:w+1,...G.place}}:{}});let J=N.commands??
{outputs:[],env:[],path:[],failures:[]};B=Object.fromEntries([...J.outputs,...In(N.files.output,ut.output)]);let ft=Ao(N.
files.env,ut.env);for(let G of ft.refused)this.#a({type:"notice",level:"error",job:t.id,leg:n,message:`step ${w+1}: ${G}`});
let Pt=[...J.env,...ft.pairs];Pt.length>0&&(X=Object.fromEntries(Pt)),b=[...To(N.files.path),...[...J.path].reverse()],N.
summaryBytes!==void 0?this.#a({type:"notice",level:"error",job:t.id,leg:n,message:`step ${w+1}: ${Po(N.summaryBytes)}`}):
N.files.summary.trim()!==""&&this.#e.summary?.(this.#A(t.id),n,N.files.summary);for(let G of J.failures)this.#a({type:"n\
otice",level:"error",job:t.id,leg:n,message:`step ${w+1}: ${G}`});N.exitCode===0&&J.failures.length>0&&(v="failure",E=J.
failures.join("; ")),N.exitCode!==0&&(v=i.signal.aborted?"cancelled":"failure",E=N.exitCode===null?`ended by ${N.signal??
"a signal"}`:`exited with code ${N.exitCode}`,F.aborted&&typeof F.reason=="string"&&(E+=`: ${F.reason}`)),N.output!==void 0&&
(P=Ja(N.output));break}case"baton":{let U=_t(this.#s,a.with,(C,N)=>Y(N,`with.${C}`)),T=await this.#e.runAction({action:u.
action,job:this.#A(t.id),leg:n,step:w,stepId:a.id,matrix:o?r:null,inputs:U,defaults:_,env:I,path:i.path(),workingDirectory:yt,
upstream:this.#pt(t),needsFacts:this.#t.needsFacts.get(t.id),jobIds:this.#c,secrets:this.#f,stageJob:de(t.id),signal:F});
B=T.outputs,Object.keys(T.env).length>0&&(X=T.env),T.summary.trim()!==""&&this.#e.summary?.(this.#A(t.id),n,T.summary);for(let{
warnings:C=[],...N}of T.recorded){this.#u.push({job:this.#A(t.id),leg:n,...N}),A.includes(N.stage)||A.push(N.stage),this.#a(
{type:"stage-recorded",job:t.id,leg:n,...N});for(let J of C)this.#a(Ba(t.id,n,N,J))}T.ok||(v=i.signal.aborted?"cancelled":
"failure",E=T.message);break}case"noop":{let U=u.action==="checkout"?ko(a.uses?.text??"actions/checkout",this.#lt(a,Y),this.#at()):
null;U!==null&&this.#N(t.id,n,"warning",U),E=U??`${a.uses?.text}: no-op here (${u.reason})`;break}case"local":{let U=this.#e.
loadAction?await this.#e.loadAction(u.path):null;if(U?.kind!=="composite"){let C=`${u.path} ${U?`is a ${U.using} action,\
 which`:""} cannot run locally; step skipped`.replace("  "," ");return this.#N(t.id,n,"warning",C),j("skipped","skipped",
C)}let T=await this.#ft(t,n,r,o,U,{uses:u.path,depth:(l.inComposite?.depth??0)+1,index:w,name:m,with:_t(this.#s,a.with,(C,N)=>Y(
N,`with.${C}`)),contexts:y,stepStatus:i.stepStatus,defaults:_,env:I,overrides:g,path:i.path(),signal:F,kill:i.kill,onCancel:i.
onCancel});B=T.outputs,Object.keys(T.envAdded).length>0&&(X=T.envAdded),b=T.pathAdded,A.push(...T.stages),T.outcome!=="s\
uccess"&&(v=T.outcome,E=T.message,P=T.outputTail);break}case"skip":return this.#N(t.id,n,"warning",u.notice),j("skipped",
"skipped",u.notice);default:Sn(u,"step action")}}catch(I){v=i.signal.aborted?"cancelled":"failure",E=it(I),I instanceof k||
this.#a({type:"notice",level:"error",job:t.id,leg:n,message:`internal error: ${E}`})}z&&(clearTimeout(z.timer),z.up&&!i.
signal.aborted&&(v="failure",E=`${et(c,a.timeoutMinutes?.position??a.position)}: the step timed out after ${me(z.minutes)}\
 (timeout-minutes)`));let q=v;return v==="failure"&&this.#H(a,i.contexts(),t.id,n,!0,c)&&(q="success"),j(v,q,E,{outputs:B,
envAdded:X,pathAdded:b,stages:A,outputTail:P})}async#ft(t,e,n,r,o,i){if(i.depth-1>Nn)throw new k("action-invalid",`${i.uses}\
: composite action depth exceeded max depth ${Nn}, as on GitHub (does it use itself?)`,{where:o.file});let l=o.directory,
a=i.contexts(),u={...a.github,action_path:l},c=Object.fromEntries(Object.entries(i.with).map(([b,A])=>[b.toLowerCase(),A])),
d={...c},p=new Set(o.inputs.map(b=>b.id.toLowerCase())),f=Object.keys(c).filter(b=>!p.has(b));f.length>0&&this.#N(t.id,e,
"warning",`step ${i.index+1}: unexpected input(s) ${f.map(b=>`'${b}'`).join(", ")} of ${i.uses}, valid inputs are [${[...p].
map(b=>`'${b}'`).join(", ")}]`);for(let b of o.inputs){let A=b.id.toLowerCase();Object.hasOwn(c,A)?d[A]=c[A]:b.default?d[A]=
Tt(this.#s,b.default,{contexts:{...a,github:u},where:this.#h(b.default,`inputs.${b.id}.default`,o.file),...this.#b()}):d[A]=
""}let g={...i.env},h=[...i.path],S={},m=[],w={},x=null,R=[],j=()=>({...i.contexts(),github:{...u,action_status:x===null?
"success":"failure"},inputs:d,steps:w,env:g}),L={success:()=>x===null&&!i.stepStatus.cancelled(),failure:()=>x!==null,cancelled:()=>i.
stepStatus.cancelled()},v={...i.defaults,GITHUB_ACTION_PATH:l};for(let b of o.steps){if(i.signal.aborted)break;let A=new AbortController,
_=i.onCancel(z=>{this.#et(b,j(),L,t.id,e,o.file)||A.abort(z)}),F;try{F=await this.#tt(t,{step:b,action:Us(b)},e,n,r,{contexts:j,
stepStatus:L,defaults:v,env:()=>g,path:()=>h,signal:AbortSignal.any([i.signal,A.signal]),kill:i.kill,onCancel:i.onCancel},
{file:o.file,runDefaults:{shell:null,workingDirectory:null,shellAt:null},inComposite:{index:i.index,name:i.name,depth:i.
depth}})}finally{_()}if(F.envAdded&&(g={...g,...F.envAdded,...i.overrides},Object.assign(S,F.envAdded)),F.pathAdded.length>
0&&(h=[...F.pathAdded,...h],m.unshift(...F.pathAdded)),b.id&&(w={...w,[b.id]:{outputs:F.outputs,outcome:F.outcome,conclusion:F.
conclusion}}),R.push(...F.stages),F.conclusion!=="success"&&F.conclusion!=="skipped"&&x===null&&(x=F),F.notEvaluated)break}
let E={},P=null;try{E=_t(this.#s,Object.fromEntries(o.outputs.flatMap(b=>b.value?[[b.id,b.value]]:[])),(b,A)=>({contexts:j(),
where:this.#h(A,`outputs.${b}.value`,o.file),...this.#b()}))}catch(b){P=it(b)}let B=i.signal.aborted?"cancelled":x!==null?
x.conclusion:P!==null?"failure":"success",X=x?`${i.uses}: ${x.message??x.conclusion}`:P!==null?`${i.uses}: ${P}`:null;return{
outcome:B,message:X,outputTail:x?.outputTail??null,outputs:E,envAdded:S,pathAdded:m,stages:R}}#et(t,e,n,r,o,i=this.#t.workflow.
fileName){try{return this.#nt(t,e,n,i)}catch(l){return this.#a({type:"notice",level:"error",job:r,leg:o,message:`${it(l)}\
; the step is stopped with its cancelled job`}),!1}}#nt(t,e,n,r=this.#t.workflow.fileName){return Ne(this.#s,t.if,{contexts:e,
status:n,where:et(r,t.if.position??t.position),...this.#b()})}#b(){return this.#e.host?{host:this.#e.host}:{}}#st(t,e){return this.#a(
{type:"notice",level:"warning",job:t,leg:e,message:"failed, and the job has continue-on-error: the jobs that need it see\
 success, and the run does not fail for it"}),"success"}#H(t,e,n,r,o=!1,i=this.#t.workflow.fileName){let l=t.continueOnError;
if(typeof l=="boolean")return l;let a;try{let u=Tt(this.#s,l,{contexts:e,where:this.#h(l,"continue-on-error",i),...o?this.#b():
{}});if(u==="true"||u==="false")return u==="true";a=`${this.#h(l,"continue-on-error",i)}: continue-on-error must be true\
 or false, got ${JSON.stringify(u)}; the failure stands`}catch(u){a=`${it(u)}; the failure stands (continue-on-error)`}return this.#a(
{type:"notice",level:"error",job:n,leg:r,message:a}),!1}#pt(t){let e=this.#d;return Ir(t.stageUpstream,n=>(e.has(n)?jr(e.
get(n),e):[n]).flatMap(r=>[e.get(r)?.stages,this.#$.get(r),this.#i.get(r)?.stages]),{shownJob:n=>this.#A(n),matrixOf:n=>this.#k.
get(n),placeOf:Tr(this.#t,t)})}#ht(t,e,n){let r=Cr(this.#s,t,e,n,this.#f);if(r!==null){this.#$.set(t.id,r.map(({stage:o})=>o));
for(let{stage:o,leg:i}of r)Object.keys(i).length>0&&this.#k.set(o,i)}}#rt(t,e,n){let r=t.job.name,o=t.calledBy===null?"":
this.#v(t).namePrefix;if(!r&&o==="")return null;let i=t.job.id,l=!1;if(r){try{i=Tt(this.#s,r,{contexts:n,...this.#b()})}catch{
i=r.text}l=r.expression!==null&&this.#s.facts(r.expression).paths.some(a=>a[0]==="matrix")}return e&&!l&&(i+=Ho(e)),Wn(`${o}${i}`)}#gt(t,e){
return Wn(this.#mt(t,e))}#mt(t,e){if(t.name)try{return Tt(this.#s,t.name,{contexts:e,...this.#b()})}catch{return t.name.
text}if(t.uses)return`Run ${t.uses.text}`;let n=t.run?.text??"";if(t.run)try{n=Tt(this.#s,t.run,{contexts:e,...this.#b()})}catch{}
return`Run ${n.trimStart().split(/\r|\n/)[0]?.trim()??""}`}#a(t){let e=this.#e.now().toISOString(),n="job"in t&&t.job!==
null?this.#p.get(t.job):void 0,r;if(n===void 0)r={...t,at:e};else if(t.type==="job-skipped")r={...t,type:"job-finished",
job:n,leg:t.job,duration_ms:0,at:e};else if(t.type==="notice"&&t.leg===null)r={...t,job:n,leg:t.job,at:e};else if(t.type!==
"job-legs")r={...t,job:n,at:e};else return;if(r.type==="job-skipped")this.#C.set(r.job,r.reason);else if(r.type==="job-f\
inished"){let o=this.#m.get(r.job)??[];o.push({leg:r.leg,result:r.result,...r.reason===void 0?{}:{reason:r.reason}}),this.#m.
set(r.job,o)}this.#e.emit(r)}#A(t){return this.#p.get(t)??t}};function Wa(s){return typeof s=="string"?s:JSON.stringify(
s)}function Ho(s){return` (${Object.values(s).map(Wa).join(", ")})`}function Bo(s){return s.includes("failure")?"failure":
s.includes("cancelled")?"cancelled":s.every(t=>t==="skipped")?"skipped":"success"}var Go={lines:10,bytes:2048},Ua=new Set(
["error","warning","notice"]);function Ja(s){let t=[],e=new he;for(let n of s.split(/\r?\n/)){let r=Fs(n),o=e.read(r);if(o===
"resumed")continue;if(o===null){t.push(r);continue}let{command:i,data:l}=o;i==="stop-commands"?e.stop(l):Ua.has(i)?t.push(
`${i[0].toUpperCase()}${i.slice(1)}: ${l}`):i==="group"&&t.push(l)}return bs(t.join(`
`),Go.lines,Go.bytes)}function Ha(s,t,e){let n=o=>String(s[o]??""),r=o=>s[o]===void 0?{}:{[`GITHUB_${o.toUpperCase()}`]:n(
o)};return{...r("event_path"),...r("actor_id"),...r("repository_id"),...r("repository_owner_id"),...r("ref_protected"),...r(
"retention_days"),GITHUB_ACTIONS:"true",GITHUB_WORKFLOW:n("workflow"),GITHUB_WORKFLOW_REF:n("workflow_ref"),GITHUB_WORKFLOW_SHA:n(
"workflow_sha"),GITHUB_RUN_ID:n("run_id"),GITHUB_RUN_NUMBER:n("run_number"),GITHUB_RUN_ATTEMPT:n("run_attempt"),GITHUB_JOB:n(
"job"),GITHUB_REPOSITORY:n("repository"),GITHUB_REPOSITORY_OWNER:n("repository_owner"),GITHUB_SHA:n("sha"),GITHUB_REF:n(
"ref"),GITHUB_REF_NAME:n("ref_name"),GITHUB_REF_TYPE:n("ref_type"),GITHUB_HEAD_REF:n("head_ref"),GITHUB_BASE_REF:n("base\
_ref"),GITHUB_EVENT_NAME:n("event_name"),GITHUB_ACTOR:n("actor"),GITHUB_TRIGGERING_ACTOR:n("triggering_actor"),GITHUB_SERVER_URL:n(
"server_url"),GITHUB_API_URL:n("api_url"),GITHUB_GRAPHQL_URL:n("graphql_url"),GITHUB_WORKSPACE:e,...Uo(t)}}function Ba(s,t,e,n){
let{stage:r,attempt:o}=e,i=`stage ${r}${o>1?` attempt ${o}`:""}`;return{type:"notice",level:"warning",job:s,leg:t,message:`${i}\
: ${n.path==="$"?n.message:ee(n)}`,problem:{stage:r,attempt:o,code:n.code,path:n.path}}}function it(s){return s instanceof
k?s.where?`${s.where}: ${s.message}`:s.message:s instanceof Error?s.message:String(s)}function an(s,t){return Math.max(0,
Math.round(t.getTime()-s.getTime()))}function Vo(s,t,e,n){let r=c=>c!==void 0&&c!=="*"&&c!=="GITHUB_TOKEN"&&!e.has(c),o=c=>{if(c[0]==="github")return c[1]===
"token"&&c.length===2;if(c[0]==="vars")return c[1]!==void 0&&c[1]!=="*"&&!n.has(c[1].toUpperCase());if(c[0]!=="secrets")
return!1;let d=c[1]?.toUpperCase();return d==="GITHUB_TOKEN"?!e.has(d):r(d)},i=c=>c==="other"||c.some(d=>!o(d)),l=new Map,
a=c=>{if(c===null||c.expression===null)return;let d=t.facts(c.expression);d.paths.forEach((p,f)=>{let g=p[0]==="secrets"?
p[1]?.toUpperCase():void 0;if(!r(g))return;let h=i(d.fallbacks[f]??[]),S=l.get(g);S===void 0?l.set(g,{name:g,where:et(s.
fileName,c.position),fallsBack:h}):S.fallsBack&&!h&&l.set(g,{name:g,where:et(s.fileName,c.position),fallsBack:h})})},u=c=>{
for(let d of Object.values(c))a(d)};u(s.env);for(let c of s.jobs){u(c.env),c.secrets!=="inherit"&&u(c.secrets);for(let d of c.
steps)u(d.env),u(d.with),a(d.run)}return[...l.values()]}var Ga=["[skip ci]","[ci skip]","[no ci]","[skip actions]","[actions skip]"],Ka=["skip-checks: true","skip-checks:true"],
Va=/^(?:[A-Za-z0-9][A-Za-z0-9-]*:|\s+\S)/;function qo(s){let t=Ga.find(a=>s.includes(a));if(t!==void 0)return{kind:"inst\
ruction",text:t};let e=s.trimEnd().split(/\r?\n/),n=e.at(-1)??"",r=Ka.find(a=>a===n);if(r===void 0)return null;let o=a=>a!==
void 0&&a.trim()==="",i=e.length-1;for(;i>0&&!o(e[i-1]);)i--;return e.slice(i).every(a=>Va.test(a))&&o(e[i-1])&&o(e[i-2])?
{kind:"trailer",text:r}:null}function Xo(s,t,e,n=!1,r){return qa(s,t,e,n)??Xa(s,t,e,r)}function qa(s,t,e,n){let r=s.on[t];if(r===null||typeof r!="obj\
ect"||Array.isArray(r))return null;let o=r,i=Ue(o.types),l=e.action;if(i!==null&&i.length>0&&typeof l=="string"&&!i.includes(
l))return`the event's action ${l} is none of on.${t}.types (${i.join(", ")}): GitHub would not run this workflow for it`;
if(t==="push"){let a=typeof e.ref=="string"?e.ref:"";return a.startsWith("refs/tags/")?Kn(o,"push","tags","branches",a.slice(
10),"tag"):a.startsWith("refs/heads/")?Kn(o,"push","branches","tags",a.slice(11),"branch"):null}if((t==="pull_request"||
t==="pull_request_target")&&!n){let a=e.pull_request?.base?.ref;return typeof a=="string"?Kn(o,t,"branches",null,a,"base\
 branch"):null}return null}function Xa(s,t,e,n){if(!Object.hasOwn(s.on,t))return null;let r,o;if(t==="push")r=e.head_commit?.
message,o="the push's head commit";else if(t==="pull_request"){let a=e.pull_request?.head?.sha;if(n===void 0||a!==n.sha)
return null;r=n.message,o=`the pull request's head commit (${n.sha.slice(0,7)}, HEAD here)`}else return null;let i=typeof r==
"string"?qo(r):null;if(i===null)return null;let l=i.kind==="trailer"?`ends with the trailer ${i.text}`:`holds ${i.text}`;
return`${o} message ${l}: GitHub would not run this workflow for it`}function Kn(s,t,e,n,r,o){let i=Ue(s[e]),l=Ue(s[`${e}\
-ignore`]),a="GitHub would not run this workflow for it";return i!==null?Sr(r,i)?null:`the ${o} ${r} matches none of on.${t}\
.${e} (${i.join(", ")}): ${a}`:l!==null?kr(r,l)?null:`the ${o} ${r} matches on.${t}.${e}-ignore (${l.join(", ")}): ${a}`:
n!==null&&(s[n]!==void 0||s[`${n}-ignore`]!==void 0)?`on.${t} filters ${n} only, so a push of a ${o} (${r}) does not sta\
rt it: ${a}`:null}var Ya=new TextEncoder,Za=new TextDecoder("utf-8",{ignoreBOM:!0}),we=class{#t;#e;#s;#n=new Map;constructor(t){this.#t=t}async put(t){
let e=await this.#l(),n=await this.#t.put(t),r={stage:n.stage,attempt:n.attempt,runAttempt:n.runAttempt},o=e.get(n.stage)??
[];o.some(l=>Le(l,r)===0)||o.push(r),o.sort(Le),e.set(n.stage,o);let i={record:JSON.parse(tr(t.record)),prompt:Za.decode(
Ya.encode(t.prompt)),handoff:JSON.parse(er(t.handoff)),recordSha256:n.recordSha256};return this.#n.set(Yo(r),Promise.resolve(
i)),n}get(t){return this.#r(e=>{let n=e.get(t)?.at(-1);return n===void 0?Promise.resolve(void 0):this.#o(n)})}getAttempt(t,e,n=1){
return this.#r(r=>{let o=r.get(t)?.find(i=>i.attempt===e&&i.runAttempt===n);return o?this.#o(o):Promise.resolve(void 0)})}#r(t){
return this.#s?t(this.#s):this.#l().then(t)}#o(t){let e=Yo(t),n=this.#n.get(e);return n||(n=this.#t.getAttempt(t.stage,t.
attempt,t.runAttempt),n.catch(()=>this.#n.delete(e)),this.#n.set(e,n)),n}async list(){return[...(await this.#l()).values()].
flat().sort(ze)}#l(){return this.#e??=this.#t.list().then(t=>{let e=new Map;for(let{stage:n,attempt:r,runAttempt:o}of t)
e.set(n,[...e.get(n)??[],{stage:n,attempt:r,runAttempt:o}]);for(let n of e.values())n.sort(Le);return this.#s=e,e}),this.#e}};
function Yo(s){return`${s.stage}\0${s.runAttempt}\0${s.attempt}`}var jt=Lt(ie(),1);function ln(s,t){let e=t?.code,n=e==="ENOSPC"?" (the disk is full)":e==="EDQUOT"?" (over the disk quota)":e==="EFBIG"?" \
(over the file size limit: see ulimit -f)":e==="ENOENT"?" (the run's directory was removed while it ran)":"";return`${s}\
 could not be written: ${t instanceof Error?t.message:String(t)}${n}`}function ye(s,t,e){return`${s}: ${ln(t,e)}; what c\
ame after is not in it`}var un=class{path;#t;#e;#s=null;#n=!1;constructor(t){this.path=t,this.#t=(0,jt.openSync)(t,"a",420),this.#e=(0,jt.fstatSync)(
this.#t).size}write(t){if(this.#s!==null||this.#n)return;let e=Buffer.from(`${JSON.stringify(t)}
`);try{for(let n=0;n<e.length;)n+=(0,jt.writeSync)(this.#t,e,n,e.length-n);this.#e+=e.length}catch(n){try{(0,jt.ftruncateSync)(
this.#t,this.#e)}catch{}this.#s=ye(this.path,"the run's events",n)}}get failure(){return this.#s}close(){this.#n||(this.#n=
!0,(0,jt.closeSync)(this.#t))}};var Ei=Lt(Me(),1),H=Lt(ie(),1);import{appendFile as Cu,mkdtemp as Mu,open as Ai,readFile as ju,rm as Lu,writeFile as zu}from"node:fs/promises";
import{delimiter as Fu,dirname as Du,join as Ot,relative as Iu,resolve as Wu}from"node:path";var Zo=65536,be=4096,cn=class{#t;#e;#s=new Map;constructor(t,e){this.#t=t,this.#e=e}push(t,e="stdout"){let n=this.#n(e),
r=n.partial+t,o=r.endsWith("\r")?r.length-1:r.length,i=r.slice(0,o).split(/\r\n|\r|\n/);n.partial=(i.pop()??"")+r.slice(
o);for(let l of i)this.#r(n,l);n.partial.length>Zo&&(n.overlong||(this.#o(n,n.partial.slice(0,be)),n.overlong=!0),n.inKey=
Gt(n.partial,n.inKey),n.partial=n.partial.slice(-be))}flush(){for(let t of this.#s.values())t.overlong||this.#o(t,t.partial.
replace(/\r$/,"").slice(0,be))}end(){for(let t of this.#s.values())t.partial!==""&&this.#r(t,t.partial),t.partial="",this.#o(
t,"")}#n(t){let e=this.#s.get(t);return e||(e={partial:"",held:null,previous:"",inKey:!1,overlong:!1},this.#s.set(t,e)),
e}#r(t,e){if(e.length>Zo&&!t.overlong&&(this.#o(t,e.slice(0,be)),t.overlong=!0),t.overlong){t.overlong=!1,t.inKey=Gt(e,t.
inKey),t.previous=t.inKey?"":e.slice(-be);return}if(t.inKey||ur(e)){t.inKey||this.#o(t,""),t.inKey=Gt(e,t.inKey),t.previous=
t.inKey?"":e;return}this.#o(t,e),t.held=e}#o(t,e){let n=t.held;if(t.held=null,n===null)return;let r=rt(`${t.previous}
${n}
${e}`,this.#t()),o=r.text.split(`
`),i=o.length===3?o[1]??"":Os(r.redactions[0]?.kind??"secret-value");t.previous=n,i.trim()!==""&&this.#e(i)}};var Qo=["comment","summary","both"],Qa=/^[A-Za-z0-9_.-]{1,64}$/;function qn(s){let t=(s[Q.mode]??"").trim()||"both";if(!Qo.
includes(t))throw new k("input-invalid",`must be one of ${Qo.join(", ")}; got "${t}"`,{where:Q.mode});return t}function Xn(s,t){
let e=qn(s),n=(s[Q.key]??"").trim()||Gr;if(!Qa.test(n))throw new k("input-invalid",`must be 1 to 64 letters, digits, '.'\
, '_' or '-' (it names the sticky comment); got "${n}"`,{where:Q.key});let r=el(s[Q.includeDetail]??"",Q.includeDetail,!1),
o=null;if(e!=="summary"){let i=(s[Q.issueNumber]??"").trim();if(i!==""){if(!/^[1-9]\d{0,9}$/.test(i))throw new k("input-\
invalid",`must be the number of an issue or pull request, like 42; got "${i}"`,{where:Q.issueNumber});o=Number(i)}else if(o=
tl(t.payload),o===null)throw new k("issue-number-missing",`there is no issue or pull request to comment on: the triggeri\
ng event (${t.name||"unknown"}) is not about one. Set the issue-number input, or use mode: summary`,{where:Q.issueNumber})}
return{mode:e,key:n,includeDetail:r,issueNumber:o}}function tl(s){let t=Se(s);if(!t)return null;let e=Vn(Se(t.pull_request)?.
number)??Vn(Se(t.issue)?.number);if(e!==null)return e;for(let n of["workflow_run","check_run","check_suite"]){let r=Se(t[n])?.
pull_requests;if(Array.isArray(r)&&r.length===1){let o=Vn(Se(r[0])?.number);if(o!==null)return o}}return null}function el(s,t,e){let n=s.trim();if(n==="")return e;if(["true","True","TRUE"].includes(n))return!0;if(["false","False",
"FALSE"].includes(n))return!1;throw new k("input-invalid",`must be true or false; got "${n}"`,{where:t})}function Se(s){
return s!==null&&typeof s=="object"&&!Array.isArray(s)?s:null}function Vn(s){return typeof s=="number"&&Number.isInteger(
s)&&s>0?s:null}var nl={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\u274C"};function ti(s){let{record:t,handoff:e}=s,
n={secrets:s.secrets,...s.serverUrl===void 0?{}:{serverUrl:s.serverUrl}},r=a=>Br(a,n)||" ",o=[["status",`${t.status} (${t.
outcome.reason})`],["attempt",String(t.attempt)],["exit code",t.agent.exit_code===null?"none":String(t.agent.exit_code)],
["duration",`${(t.agent.duration_ms/1e3).toFixed(1)} s`],["handoff",t.present&&t.digests.handoff?`present, sha256 ${t.digests.
handoff.slice(0,12)}`:"none"]];e?.next&&o.push(["next",e.next.stage]),s.notStored!==void 0?o.push(["artifact","not store\
d"]):s.artifactName&&o.push(["artifact",s.artifactName]);let i=[];i.push([`### ${nl[t.status]} baton stage \`${t.stage}\``,
"","| | |","|---|---|",...o.map(([a,u])=>`| ${a} | ${r(u)} |`)].join(`
`)),s.notStored!==void 0&&i.push(`${Hr(sl(s.notStored),n)}. No later stage can read this record or its handoff; it is sh\
own here only.`),t.outcome.message&&i.push(Mn(t.outcome.message,n)),e&&i.push(["#### Summary","",Mn(e.summary,n)].join(`\

`));let l=Object.entries(e?.data??{});return l.length>0&&i.push(["#### Data","","| key | value |","|---|---|",...l.map(([
a,u])=>`| ${r(a)} | ${r(u)} |`)].join(`
`)),t.problems.length>0&&i.push(["#### Problems","","| severity | code | where | message |","|---|---|---|---|",...t.problems.
map(a=>`| ${a.severity} | ${r(a.code)} | ${r(a.path)} | ${r(a.message)} |`)].join(`
`)),rl(i,s.notStored===void 0?s.artifactName:void 0)}function sl(s){return s.charAt(0).toUpperCase()+s.slice(1)}function rl(s,t){
let e=`_Cut to fit the step summary; the full record is in ${t?`artifact ${t}`:"the stage record"}._`,n=xt.stepSummaryBytes-
kn(e)-4,r=[],o=0;for(let i of s){let l=kn(i)+2;if(o+l>n){r.push(e);break}r.push(i),o+=l}return`${r.join(`

`)}
`}function ei(s,t){return rt(s,t).redactions.length===0?s:`${Jr(s.trimEnd(),t)}
`}var ss=Lt(Me(),1),wt=Lt(ie(),1);import{homedir as wu}from"node:os";import{dirname as ki,isAbsolute as yu,join as bu,resolve as os,
sep as pn}from"node:path";var ni=(s,t,e)=>{let n,r,o,i,l,a=e.indexOf(s),u=e.indexOf(t,a+1),c=a;if(a>=0&&u>0){if(s===t)return[a,u];for(n=[],o=e.length;c>=
0&&!l;){if(c===a)n.push(c),a=e.indexOf(s,c+1);else if(n.length===1){let d=n.pop();d!==void 0&&(l=[d,u])}else r=n.pop(),r!==
void 0&&r<o&&(o=r,i=u),u=e.indexOf(t,c+1);c=a<u&&a>=0?a:u}n.length&&i!==void 0&&(l=[o,i])}return l};var si="\0SLASH"+Math.random().toFixed(16)+"\0",ri="\0OPEN"+Math.random().toFixed(16)+"\0",dn="\0CLOSE"+Math.random().toFixed(
16)+"\0",oi="\0COMMA"+Math.random().toFixed(16)+"\0",ii="\0PERIOD"+Math.random().toFixed(16)+"\0",ol=new RegExp(si,"g"),
il=new RegExp(ri,"g"),al=new RegExp(dn,"g"),ll=new RegExp(oi,"g"),ul=new RegExp(ii,"g"),cl=/\\\\/g,dl=/\\{/g,fl=/\\}/g,pl=/\\,/g,
hl=/\\\./g,gl=1e5,ml=4e6,wl=1e3,yl=1e3,bl=2e7,Sl=16;function Yn(s){return isNaN(s)?s.charCodeAt(0):parseInt(s,10)}function kl(s){
return s.replace(cl,si).replace(dl,ri).replace(fl,dn).replace(pl,oi).replace(hl,ii)}function vl(s){return s.replace(ol,"\
\\").replace(il,"{").replace(al,"}").replace(ll,",").replace(ul,".")}function Zn(s,t){for(let e=0;e<t.length;e++)s.push(
t[e])}function ai(s,t,e){if(e.remaining<0)return;let n=ni("{","}",t),r=n!==void 0&&t.indexOf("{")<n[0];if(e.remaining-=n&&
!r?n[1]+1:s.length,!(!n||e.remaining<0))return{end:n[1],pre:s.slice(0,n[0]),body:s.slice(n[0]+1,n[1]),post:s.slice(n[1]+
1),unmatched:r}}function xl(s,t){t.remaining-=s.length;let e=[];for(let o=0;o<s.length;o++){let i=s.charCodeAt(o);i===123?
e.push(o):i===125&&e.length&&e.pop()}let n="",r=0;for(let o=0;o<e.length;o++){let i=e[o];n+=s.slice(r,i)+"\0",r=i+1}return n+
s.slice(r)}function Rl(s,t){if(t.remaining-=s.length,t.remaining<0)return!1;let e=!1;for(let n=s.length-1;n>=0;n--){let r=s.
charCodeAt(n);if(r===125)e=!0;else if(r===10||r===13||r===8232||r===8233)e=!1;else if(r===44&&e&&s.charCodeAt(n+1)!==44)
return!0}return!1}function $l(s,t){let e=[],n="";for(;;){let r=ai(s,s,t);if(t.remaining<0)return;if(!r){let u=s.split(",");
return u[0]=n+u[0],Zn(e,u),e}let{pre:o,body:i,post:l}=r,a=o.split(",");if(a[0]=n+a[0],a[a.length-1]+="{"+i+"}",!l.length)
return Zn(e,a),e;n=a.pop(),Zn(e,a),s=l}}function ke(s,t){return s===void 0||isNaN(s)?t:s}function li(s,t={}){if(!s)return[];
let e=ke(t.max,gl),n=ke(t.maxLength,ml),r=ke(t.maxDepth,wl),o=ke(t.maxRewrites,yl),i=ke(t.maxSteps,bl);return s.slice(0,
2)==="{}"&&(s="\\{\\}"+s.slice(2)),Qn(kl(s),e,n,r,0,o,{remaining:i},!0).map(vl)}function Ol(s){return"{"+s+"}"}function Pl(s){
return/^-?0\d/.test(s)}function El(s,t){return s<=t}function Al(s,t){return s>=t}function ve(s,t,e,n,r,o,i){let l=[],a=0,
u;t:for(let c=0;c<s.length;c++){let d=s[c]+t,p=e;o&&!d&&(u||(u=e.filter(f=>f)),p=u);for(let f=0;f<p.length;f++){if(l.length>=
n)break t;let g=d+p[f];if(a+g.length>r)break t;l.push(g),a+=g.length}}return i.remaining-=l.length,l}function Tl(s,t,e,n,r){
let o=s.split(/\.\./),i=[];if(o[0]===void 0||o[1]===void 0)return i;let l=Yn(o[0]),a=Yn(o[1]),u=Math.max(o[0].length,o[1].
length),c=o.length===3&&o[2]!==void 0?Math.max(Math.abs(Yn(o[2])),1):1,d=El;a<l&&(c*=-1,d=Al);let f=o.some(Pl),g=f?u:1,h=0;
for(let S=l;d(S,a)&&i.length<e;S+=c){if(r.remaining-=g,r.remaining<0)return;let m;if(t)m=String.fromCharCode(S),m==="\\"&&
(m="");else if(m=String(S),f){let w=u-m.length;if(w>0){let x=new Array(w+1).join("0");S<0?m="-"+x+m.slice(1):m=x+m}}if(h+
m.length>n)break;i.push(m),h+=m.length}return i}function Qn(s,t,e,n,r,o,i,l){if(i.remaining-=Sl,r>n)return[s];let a=[""],
u=0,c=!1,d=!0,p=s;for(;;){let f=ai(s,p,i);if(!f)return ve(a,s,[""],t,e,c,i);f.unmatched&&(p=xl(p,i));let g=f.pre,h=()=>ve(
a,g+"{"+f.body+"}"+f.post,[""],t,e,c,i);if(/\$$/.test(g)){if(a=ve(a,g+"{"+f.body+"}",[""],t,e,c&&!f.post.length,i),d=!1,
!f.post.length)break;s=f.post,p=p.slice(f.end+1);continue}let S=/^-?\d+\.\.-?\d+(?:\.\.-?\d+)?$/.test(f.body),m=/^[a-zA-Z]\.\.[a-zA-Z](?:\.\.-?\d+)?$/.
test(f.body),w=S||m,x=f.body.indexOf(",")>=0;if(!w&&!x){if(u<o&&Rl(f.post,i)){u++,s=f.pre+"{"+f.body+dn+f.post,p=p.slice(
0,f.end)+dn+p.slice(f.end+1),l=!0;continue}return h()}d&&(c=l&&!w,d=!1);let R;if(w){if(R=Tl(f.body,m,t,e,i),!R)return h()}else{
let L=$l(f.body,i);if(!L)return h();if(L.length===1&&L[0]!==void 0){if(L=Qn(L[0],t,e,n,r+1,o,i,!1).map(Ol),i.remaining<0)
return h();if(L.length===1){let P=ve(a,g+L[0],[""],t,e,c&&!f.post.length,i);if(i.remaining<0)return h();if(a=P,!f.post.length)
break;s=f.post,p=p.slice(f.end+1);continue}}let v=c&&!f.post.length&&!g;for(let P=0;v&&P<a.length;P++)a[P]&&(v=!1);R=[];
let E=0;t:for(let P=0;P<L.length;P++){let B=Qn(L[P],t,e,n,r+1,o,i,!1);if(i.remaining<0)return h();for(let X=0;X<B.length;X++){
let b=B[X];if(!(v&&!b)){if(R.length>=t||E+b.length>e)break t;R.push(b),E+=b.length}}}}let j=ve(a,g,R,t,e,c&&!f.post.length,
i);if(i.remaining<0)return h();if(a=j,!f.post.length)break;s=f.post,p=p.slice(f.end+1)}return a}var xe=s=>{if(typeof s!="string")throw new TypeError("invalid pattern");if(s.length>65536)throw new TypeError("pattern i\
s too long")};var _l={"[:alnum:]":["\\p{L}\\p{Nl}\\p{Nd}",!0],"[:alpha:]":["\\p{L}\\p{Nl}",!0],"[:ascii:]":["\\x00-\\x7f",!1],"[:blank\
:]":["\\p{Zs}\\t",!0],"[:cntrl:]":["\\p{Cc}",!0],"[:digit:]":["\\p{Nd}",!0],"[:graph:]":["\\p{Z}\\p{C}",!0,!0],"[:lower:\
]":["\\p{Ll}",!0],"[:print:]":["\\p{C}",!0],"[:punct:]":["\\p{P}",!0],"[:space:]":["\\p{Z}\\t\\r\\n\\v\\f",!0],"[:upper:\
]":["\\p{Lu}",!0],"[:word:]":["\\p{L}\\p{Nl}\\p{Nd}\\p{Pc}",!0],"[:xdigit:]":["A-Fa-f0-9",!1]},Re=s=>s.replace(/[[\]\\-]/g,
"\\$&"),Nl=s=>s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),ui=s=>s.join(""),ci=(s,t)=>{let e=t;if(s.charAt(e)!=="[")throw new Error(
"not in a brace expression");let n=[],r=[],o=e+1,i=!1,l=!1,a=!1,u=!1,c=e,d="";t:for(;o<s.length;){let h=s.charAt(o);if((h===
"!"||h==="^")&&o===e+1){u=!0,o++;continue}if(h==="]"&&i&&!a){c=o+1;break}if(i=!0,h==="\\"&&!a){a=!0,o++;continue}if(h===
"["&&!a){for(let[S,[m,w,x]]of Object.entries(_l))if(s.startsWith(S,o)){if(d)return["$.",!1,s.length-e,!0];o+=S.length,x?
r.push(m):n.push(m),l=l||w;continue t}}if(a=!1,d){h>d?n.push(Re(d)+"-"+Re(h)):h===d&&n.push(Re(h)),d="",o++;continue}if(s.
startsWith("-]",o+1)){n.push(Re(h+"-")),o+=2;continue}if(s.startsWith("-",o+1)){d=h,o+=2;continue}n.push(Re(h)),o++}if(c<
o)return["",!1,0,!1];if(!n.length&&!r.length)return["$.",!1,s.length-e,!0];if(r.length===0&&n.length===1&&/^\\?.$/.test(
n[0])&&!u){let h=n[0].length===2?n[0].slice(-1):n[0];return[Nl(h),!1,c-e,!1]}let p="["+(u?"^":"")+ui(n)+"]",f="["+(u?"":
"^")+ui(r)+"]";return[n.length&&r.length?"("+p+"|"+f+")":n.length?p:f,l,c-e,!0]};var Ut=(s,{windowsPathsNoEscape:t=!1,magicalBraces:e=!0}={})=>e?t?s.replace(/\[([^/\\])\]/g,"$1"):s.replace(/((?!\\).|^)\[([^/\\])\]/g,
"$1$2").replace(/\\([^/])/g,"$1"):t?s.replace(/\[([^/\\{}])\]/g,"$1"):s.replace(/((?!\\).|^)\[([^/\\{}])\]/g,"$1$2").replace(
/\\([^/{}])/g,"$1");var mt,Cl=new Set(["!","?","+","*","@"]),ts=s=>Cl.has(s),di=s=>ts(s.type),Ml=new Map([["!",["@"]],["?",["?","@"]],["@",[
"@"]],["*",["*","+","?","@"]],["+",["+","@"]]]),jl=new Map([["!",["?"]],["@",["?"]],["+",["?","*"]]]),Ll=new Map([["!",[
"?","@"]],["?",["?","@"]],["@",["?","@"]],["*",["*","+","?","@"]],["+",["+","@","?","*"]]]),fi=new Map([["!",new Map([["\
!","@"]])],["?",new Map([["*","*"],["+","*"]])],["@",new Map([["!","!"],["?","?"],["@","@"],["*","*"],["+","+"]])],["+",
new Map([["?","*"],["*","*"]])]]),zl="(?!(?:^|/)\\.\\.?(?:$|/))",fn="(?!\\.)",Fl=new Set(["[","."]),Dl=new Set(["..","."]),
Il=new Set("().*{}+?[]^$\\!"),Wl=s=>s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),es="[^/]",pi=es+"*?",hi=es+"+?",Ul=0,Kt=class{type;#t;#e;#s=!1;#n=[];#r;#o;#l;#i=!1;#u;#c;#d=!1;id=++Ul;get depth(){
return(this.#r?.depth??-1)+1}[Symbol.for("nodejs.util.inspect.custom")](){return{"@@type":"AST",id:this.id,type:this.type,
root:this.#t.id,parent:this.#r?.id,depth:this.depth,partsLength:this.#n.length,parts:this.#n}}constructor(t,e,n={}){this.
type=t,t&&(this.#e=!0),this.#r=e,this.#t=this.#r?this.#r.#t:this,this.#u=this.#t===this?n:this.#t.#u,this.#l=this.#t===this?
[]:this.#t.#l,t==="!"&&!this.#t.#i&&this.#l.push(this),this.#o=this.#r?this.#r.#n.length:0}get hasMagic(){if(this.#e!==void 0)
return this.#e;for(let t of this.#n)if(typeof t!="string"&&(t.type||t.hasMagic))return this.#e=!0;return this.#e}toString(){
return this.#c!==void 0?this.#c:this.type?this.#c=this.type+"("+this.#n.map(t=>String(t)).join("|")+")":this.#c=this.#n.
map(t=>String(t)).join("")}#g(){if(this!==this.#t)throw new Error("should only call on root");if(this.#i)return this;this.
toString(),this.#i=!0;let t;for(;t=this.#l.pop();){if(t.type!=="!")continue;let e=t,n=e.#r;for(;n;){for(let r=e.#o+1;!n.
type&&r<n.#n.length;r++)for(let o of t.#n){if(typeof o=="string")throw new Error("string part in extglob AST??");o.copyIn(
n.#n[r])}e=n,n=e.#r}}return this}push(...t){for(let e of t)if(e!==""){if(typeof e!="string"&&!(e instanceof mt&&e.#r===this))
throw new Error("invalid part: "+e);this.#n.push(e)}}toJSON(){let t=this.type===null?this.#n.slice().map(e=>typeof e=="s\
tring"?e:e.toJSON()):[this.type,...this.#n.map(e=>e.toJSON())];return this.isStart()&&!this.type&&t.unshift([]),this.isEnd()&&
(this===this.#t||this.#t.#i&&this.#r?.type==="!")&&t.push({}),t}isStart(){if(this.#t===this)return!0;if(!this.#r?.isStart())
return!1;if(this.#o===0)return!0;let t=this.#r;for(let e=0;e<this.#o;e++){let n=t.#n[e];if(!(n instanceof mt&&n.type==="\
!"))return!1}return!0}isEnd(){if(this.#t===this||this.#r?.type==="!")return!0;if(!this.#r?.isEnd())return!1;if(!this.type)
return this.#r?.isEnd();let t=this.#r?this.#r.#n.length:0;return this.#o===t-1}copyIn(t){typeof t=="string"?this.push(t):
this.push(t.clone(this))}clone(t){let e=new mt(this.type,t);for(let n of this.#n)e.copyIn(n);return e}static#w(t,e,n,r,o){
let i=r.maxExtglobRecursion??2,l=!1,a=!1,u=-1,c=!1;if(e.type===null){let h=n,S="";for(;h<t.length;){let m=t.charAt(h++);
if(l||m==="\\"){l=!l,S+=m;continue}if(a){h===u+1?(m==="^"||m==="!")&&(c=!0):m==="]"&&!(h===u+2&&c)&&(a=!1),S+=m;continue}else if(m===
"["){a=!0,u=h,c=!1,S+=m;continue}if(!r.noext&&ts(m)&&t.charAt(h)==="("&&o<=i){e.push(S),S="";let x=new mt(m,e);h=mt.#w(t,
x,h,r,o+1),e.push(x);continue}S+=m}return e.push(S),h}let d=n+1,p=new mt(null,e),f=[],g="";for(;d<t.length;){let h=t.charAt(
d++);if(l||h==="\\"){l=!l,g+=h;continue}if(a){d===u+1?(h==="^"||h==="!")&&(c=!0):h==="]"&&!(d===u+2&&c)&&(a=!1),g+=h;continue}else if(h===
"["){a=!0,u=d,c=!1,g+=h;continue}if(!r.noext&&ts(h)&&t.charAt(d)==="("&&(o<=i||e&&e.#y(h))){let m=e&&e.#y(h)?0:1;p.push(
g),g="";let w=new mt(h,p);p.push(w),d=mt.#w(t,w,d,r,o+m);continue}if(h==="|"){p.push(g),g="",f.push(p),p=new mt(null,e);
continue}if(h===")")return g===""&&e.#n.length===0&&(e.#d=!0),p.push(g),g="",e.push(...f,p),d;g+=h}return e.type=null,e.#e=
void 0,e.#n=[t.substring(n-1)],d}#f(t){return this.#x(t,jl)}#x(t,e=Ml){if(!t||typeof t!="object"||t.type!==null||t.#n.length!==
1||this.type===null)return!1;let n=t.#n[0];return!n||typeof n!="object"||n.type===null?!1:this.#y(n.type,e)}#y(t,e=Ll){return!!e.
get(this.type)?.includes(t)}#R(t,e){let n=t.#n[0],r=new mt(null,n,this.options);r.#n.push(""),n.push(r),this.#p(t,e)}#p(t,e){
let n=t.#n[0];this.#n.splice(e,1,...n.#n);for(let r of n.#n)typeof r=="object"&&(r.#r=this);this.#c=void 0}#P(t){return!!fi.
get(this.type)?.has(t)}#T(t){if(!t||typeof t!="object"||t.type!==null||t.#n.length!==1||this.type===null||this.#n.length!==
1)return!1;let e=t.#n[0];return!e||typeof e!="object"||e.type===null?!1:this.#P(e.type)}#S(t){let e=fi.get(this.type),n=t.#n[0],
r=e?.get(n.type);if(!r)return!1;this.#n=n.#n;for(let o of this.#n)typeof o=="object"&&(o.#r=this);this.type=r,this.#c=void 0,
this.#d=!1}static fromGlob(t,e={}){let n=new mt(null,void 0,e);return mt.#w(t,n,0,e,0),n}toMMPattern(){if(this!==this.#t)
return this.#t.toMMPattern();let t=this.toString(),[e,n,r,o]=this.toRegExpSource();if(!(r||this.#e||this.#u.nocase&&!this.#u.
nocaseMagicOnly&&t.toUpperCase()!==t.toLowerCase()))return n;let l=(this.#u.nocase?"i":"")+(o?"u":"");return Object.assign(
new RegExp(`^${e}$`,l),{_src:e,_glob:t})}get options(){return this.#u}toRegExpSource(t){let e=t??!!this.#u.dot;if(this.#t===
this&&(this.#$(),this.#g()),!di(this)){let a=this.isStart()&&this.isEnd()&&!this.#n.some(f=>typeof f!="string"),u=this.#n.
map(f=>{let[g,h,S,m]=typeof f=="string"?mt.#m(f,this.#e,a):f.toRegExpSource(t);return this.#e=this.#e||S,this.#s=this.#s||
m,g}).join(""),c="";if(this.isStart()&&typeof this.#n[0]=="string"&&!(this.#n.length===1&&Dl.has(this.#n[0]))){let g=Fl,
h=e&&g.has(u.charAt(0))||u.startsWith("\\.")&&g.has(u.charAt(2))||u.startsWith("\\.\\.")&&g.has(u.charAt(4)),S=!e&&!t&&g.
has(u.charAt(0));c=h?zl:S?fn:""}let d="";return this.isEnd()&&this.#t.#i&&this.#r?.type==="!"&&(d="(?:$|\\/)"),[c+u+d,Ut(
u),this.#e=!!this.#e,this.#s]}let n=this.type==="*"||this.type==="+",r=this.type==="!"?"(?:(?!(?:":"(?:",o=this.#k(e);if(this.
isStart()&&this.isEnd()&&!o&&this.type!=="!"){let a=this.toString(),u=this;return u.#n=[a],u.type=null,u.#e=void 0,[a,Ut(
this.toString()),!1,!1]}let i=!n||t||e||!fn?"":this.#k(!0);i===o&&(i=""),i&&(o=`(?:${o})(?:${i})*?`);let l="";if(this.type===
"!"&&this.#d)l=(this.isStart()&&!e?fn:"")+hi;else{let a=this.type==="!"?"))"+(this.isStart()&&!e&&!t?fn:"")+pi+")":this.
type==="@"?")":this.type==="?"?")?":this.type==="+"&&i?")":this.type==="*"&&i?")?":`)${this.type}`;l=r+o+a}return[l,Ut(o),
this.#e=!!this.#e,this.#s]}#$(){if(di(this)){let t=0,e=!1;do{e=!0;for(let n=0;n<this.#n.length;n++){let r=this.#n[n];typeof r==
"object"&&(r.#$(),this.#x(r)?(e=!1,this.#p(r,n)):this.#f(r)?(e=!1,this.#R(r,n)):this.#T(r)&&(e=!1,this.#S(r)))}}while(!e&&
++t<10)}else for(let t of this.#n)typeof t=="object"&&t.#$();this.#c=void 0}#k(t){return this.#n.map(e=>{if(typeof e=="s\
tring")throw new Error("string type in extglob ast??");let[n,r,o,i]=e.toRegExpSource(t);return this.#s=this.#s||i,n}).filter(
e=>!(this.isStart()&&this.isEnd())||!!e).join("|")}static#m(t,e,n=!1){let r=!1,o="",i=!1,l=!1;for(let a=0;a<t.length;a++){
let u=t.charAt(a);if(r){r=!1,o+=(Il.has(u)?"\\":"")+u;continue}if(u==="*"){if(l)continue;l=!0,o+=n&&/^[*]+$/.test(t)?hi:
pi,e=!0;continue}else l=!1;if(u==="\\"){a===t.length-1?o+="\\\\":r=!0;continue}if(u==="["){let[c,d,p,f]=ci(t,a);if(p){o+=
c,i=i||d,a+=p-1,e=e||f;continue}}if(u==="?"){o+=es,e=!0;continue}o+=Wl(u)}return[o,Ut(t),!!e,i]}};mt=Kt;var ns=(s,{windowsPathsNoEscape:t=!1,magicalBraces:e=!1}={})=>e?t?s.replace(/[?*()[\]{}]/g,"[$&]"):s.replace(/[?*()[\]\\{}]/g,
"\\$&"):t?s.replace(/[?*()[\]]/g,"[$&]"):s.replace(/[?*()[\]\\]/g,"\\$&");var dt=(s,t,e={})=>(xe(t),!e.nocomment&&t.charAt(0)==="#"?!1:new Ft(t,e).match(s)),Jl=/^\*+([^+@!?*[(]*)$/,Hl=s=>t=>!t.startsWith(
".")&&t.endsWith(s),Bl=s=>t=>t.endsWith(s),Gl=s=>(s=s.toLowerCase(),t=>!t.startsWith(".")&&t.toLowerCase().endsWith(s)),
Kl=s=>(s=s.toLowerCase(),t=>t.toLowerCase().endsWith(s)),Vl=/^\*+\.\*+$/,ql=s=>!s.startsWith(".")&&s.includes("."),Xl=s=>s!==
"."&&s!==".."&&s.includes("."),Yl=/^\.\*+$/,Zl=s=>s!=="."&&s!==".."&&s.startsWith("."),Ql=/^\*+$/,tu=s=>s.length!==0&&!s.
startsWith("."),eu=s=>s.length!==0&&s!=="."&&s!=="..",nu=/^\?+([^+@!?*[(]*)?$/,su=([s,t=""])=>{let e=wi([s]);return t?(t=
t.toLowerCase(),n=>e(n)&&n.toLowerCase().endsWith(t)):e},ru=([s,t=""])=>{let e=yi([s]);return t?(t=t.toLowerCase(),n=>e(
n)&&n.toLowerCase().endsWith(t)):e},ou=([s,t=""])=>{let e=yi([s]);return t?n=>e(n)&&n.endsWith(t):e},iu=([s,t=""])=>{let e=wi(
[s]);return t?n=>e(n)&&n.endsWith(t):e},wi=([s])=>{let t=s.length;return e=>e.length===t&&!e.startsWith(".")},yi=([s])=>{
let t=s.length;return e=>e.length===t&&e!=="."&&e!==".."},bi=typeof process=="object"&&process?typeof process.env=="obje\
ct"&&process.env&&process.env.__MINIMATCH_TESTING_PLATFORM__||process.platform:"posix",gi={win32:{sep:"\\"},posix:{sep:"\
/"}},au=bi==="win32"?gi.win32.sep:gi.posix.sep;dt.sep=au;var at=Symbol("globstar **");dt.GLOBSTAR=at;var lu="[^/]",uu=lu+
"*?",cu="(?:(?!(?:\\/|^)(?:\\.{1,2})($|\\/)).)*?",du="(?:(?!(?:\\/|^)\\.).)*?",fu=(s,t={})=>e=>dt(e,s,t);dt.filter=fu;var $t=(s,t={})=>Object.
assign({},s,t),pu=s=>{if(!s||typeof s!="object"||!Object.keys(s).length)return dt;let t=dt;return Object.assign((n,r,o={})=>t(
n,r,$t(s,o)),{Minimatch:class extends t.Minimatch{constructor(r,o={}){super(r,$t(s,o))}static defaults(r){return t.defaults(
$t(s,r)).Minimatch}},AST:class extends t.AST{constructor(r,o,i={}){super(r,o,$t(s,i))}static fromGlob(r,o={}){return t.AST.
fromGlob(r,$t(s,o))}},unescape:(n,r={})=>t.unescape(n,$t(s,r)),escape:(n,r={})=>t.escape(n,$t(s,r)),filter:(n,r={})=>t.filter(
n,$t(s,r)),defaults:n=>t.defaults($t(s,n)),makeRe:(n,r={})=>t.makeRe(n,$t(s,r)),braceExpand:(n,r={})=>t.braceExpand(n,$t(
s,r)),match:(n,r,o={})=>t.match(n,r,$t(s,o)),sep:t.sep,GLOBSTAR:at})};dt.defaults=pu;var Si=(s,t={})=>(xe(s),t.nobrace||
!/\{(?:(?!\{).)*\}/.test(s)?[s]:li(s,{max:t.braceExpandMax}));dt.braceExpand=Si;var hu=(s,t={})=>new Ft(s,t).makeRe();dt.
makeRe=hu;var gu=(s,t,e={})=>{let n=new Ft(t,e);return s=s.filter(r=>n.match(r)),n.options.nonull&&!s.length&&s.push(t),
s};dt.match=gu;var mi=/[?*]|[+@!]\(.*?\)|\[|\]/,mu=s=>s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),Ft=class{options;set;pattern;windowsPathsNoEscape;nonegate;negate;comment;empty;preserveMultipleSlashes;partial;globSet;globParts;nocase;isWindows;platform;windowsNoMagicRoot;maxGlobstarRecursion;regexp;constructor(t,e={}){
xe(t),e=e||{},this.options=e,this.maxGlobstarRecursion=e.maxGlobstarRecursion??200,this.pattern=t,this.platform=e.platform||
bi,this.isWindows=this.platform==="win32";let n="allowWindowsEscape";this.windowsPathsNoEscape=!!e.windowsPathsNoEscape||
e[n]===!1,this.windowsPathsNoEscape&&(this.pattern=this.pattern.replace(/\\/g,"/")),this.preserveMultipleSlashes=!!e.preserveMultipleSlashes,
this.regexp=null,this.negate=!1,this.nonegate=!!e.nonegate,this.comment=!1,this.empty=!1,this.partial=!!e.partial,this.nocase=
!!this.options.nocase,this.windowsNoMagicRoot=e.windowsNoMagicRoot!==void 0?e.windowsNoMagicRoot:!!(this.isWindows&&this.
nocase),this.globSet=[],this.globParts=[],this.set=[],this.make()}hasMagic(){if(this.options.magicalBraces&&this.set.length>
1)return!0;for(let t of this.set)for(let e of t)if(typeof e!="string")return!0;return!1}debug(...t){}make(){let t=this.pattern,
e=this.options;if(!e.nocomment&&t.charAt(0)==="#"){this.comment=!0;return}if(!t){this.empty=!0;return}this.parseNegate(),
this.globSet=[...new Set(this.braceExpand())],e.debug&&(this.debug=(...o)=>console.error(...o)),this.debug(this.pattern,
this.globSet);let n=this.globSet.map(o=>this.slashSplit(o));this.globParts=this.preprocess(n),this.debug(this.pattern,this.
globParts);let r=this.globParts.map((o,i,l)=>{if(this.isWindows&&this.windowsNoMagicRoot){let a=o[0]===""&&o[1]===""&&(o[2]===
"?"||!mi.test(o[2]))&&!mi.test(o[3]),u=/^[a-z]:/i.test(o[0]);if(a)return[...o.slice(0,4),...o.slice(4).map(c=>this.parse(
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
this.levelTwoFileOptimize(t)),e.includes(at)?this.#t(t,e,n,r,o):this.#s(t,e,n,r,o)}#t(t,e,n,r,o){let i=e.indexOf(at,o),l=e.
lastIndexOf(at),[a,u,c]=n?[e.slice(o,i),e.slice(i+1),[]]:[e.slice(o,i),e.slice(i+1,l),e.slice(l+1)];if(a.length){let w=t.
slice(r,r+a.length);if(!this.#s(w,a,n,0,0))return!1;r+=a.length,o+=a.length}let d=0;if(c.length){if(c.length+r>t.length)
return!1;let w=t.length-c.length;if(this.#s(t,c,n,w,0))d=c.length;else{if(t[t.length-1]!==""||r+c.length===t.length||(w--,
!this.#s(t,c,n,w,0)))return!1;d=c.length+1}}if(!u.length){let w=!!d;for(let x=r;x<t.length-d;x++){let R=String(t[x]);if(w=
!0,R==="."||R===".."||!this.options.dot&&R.startsWith("."))return!1}return n||w}let p=[[[],0]],f=p[0],g=0,h=[0];for(let w of u)
w===at?(h.push(g),f=[[],0],p.push(f)):(f[0].push(w),g++);let S=p.length-1,m=t.length-d;for(let w of p)w[1]=m-(h[S--]+w[0].
length);return!!this.#e(t,p,r,0,n,0,!!d)}#e(t,e,n,r,o,i,l){let a=e[r];if(!a){for(let d=n;d<t.length;d++){l=!0;let p=t[d];
if(p==="."||p===".."||!this.options.dot&&p.startsWith("."))return!1}return l}let[u,c]=a;for(;n<=c;){if(this.#s(t.slice(0,
n+u.length),u,o,n,0)&&i<this.maxGlobstarRecursion){let f=this.#e(t,e,n+u.length,r+1,o,i+1,l);if(f!==!1)return f}let p=t[n];
if(p==="."||p===".."||!this.options.dot&&p.startsWith("."))return!1;n++}return o||null}#s(t,e,n,r,o){let i,l,a,u;for(i=r,
l=o,u=t.length,a=e.length;i<u&&l<a;i++,l++){this.debug("matchOne loop");let c=e[l],d=t[i];if(this.debug(e,c,d),c===!1||c===
at)return!1;let p;if(typeof c=="string"?(p=d===c,this.debug("string match",c,d,p)):(p=c.test(d),this.debug("pattern matc\
h",c,d,p)),!p)return!1}if(i===u&&l===a)return!0;if(i===u)return n;if(l===a)return i===u-1&&t[i]==="";throw new Error("wt\
f?")}braceExpand(){return Si(this.pattern,this.options)}parse(t){xe(t);let e=this.options;if(t==="**")return at;if(t==="")
return"";let n,r=null;(n=t.match(Ql))?r=e.dot?eu:tu:(n=t.match(Jl))?r=(e.nocase?e.dot?Kl:Gl:e.dot?Bl:Hl)(n[1]):(n=t.match(
nu))?r=(e.nocase?e.dot?ru:su:e.dot?ou:iu)(n):(n=t.match(Vl))?r=e.dot?Xl:ql:(n=t.match(Yl))&&(r=Zl);let o=Kt.fromGlob(t,this.
options).toMMPattern();return r&&typeof o=="object"&&Reflect.defineProperty(o,"test",{value:r}),o}makeRe(){if(this.regexp||
this.regexp===!1)return this.regexp;let t=this.set;if(!t.length)return this.regexp=!1,this.regexp;let e=this.options,n=e.
noglobstar?uu:e.dot?cu:du,r=new Set(e.nocase?["i"]:[]),o=t.map(a=>{let u=a.map(d=>{if(d instanceof RegExp)for(let p of d.
flags.split(""))r.add(p);return typeof d=="string"?mu(d):d===at?at:d._src});u.forEach((d,p)=>{let f=u[p+1],g=u[p-1];d!==
at||g===at||(g===void 0?f!==void 0&&f!==at?u[p+1]="(?:\\/|"+n+"\\/)?"+f:u[p]=n:f===void 0?u[p-1]=g+"(?:\\/|\\/"+n+")?":f!==
at&&(u[p-1]=g+"(?:\\/|\\/"+n+"\\/)"+f,u[p+1]=at))});let c=u.filter(d=>d!==at);if(this.partial&&c.length>=1){let d=[];for(let p=1;p<=
c.length;p++)d.push(c.slice(0,p).join("/"));return"(?:"+d.join("|")+")"}return c.join("/")}).join("|"),[i,l]=t.length>1?
["(?:",")"]:["",""];o="^"+i+o+l+"$",this.partial&&(o="^(?:\\/|"+i+o.slice(1,-1)+l+")$"),this.negate&&(o="^(?!"+o+").+$");
try{this.regexp=new RegExp(o,[...r].join(""))}catch{this.regexp=!1}return this.regexp}slashSplit(t){return this.preserveMultipleSlashes?
t.split("/"):this.isWindows&&/^\/\/[^/]+/.test(t)?["",...t.split(/\/+/)]:t.split(/\/+/)}match(t,e=this.partial){if(this.
debug("match",t,this.pattern),this.comment)return!1;if(this.empty)return t==="";if(t==="/"&&e)return!0;let n=this.options;
this.isWindows&&(t=t.split("\\").join("/"));let r=this.slashSplit(t);this.debug(this.pattern,"split",r);let o=this.set;this.
debug(this.pattern,"set",o);let i=r[r.length-1];if(!i)for(let l=r.length-2;!i&&l>=0;l--)i=r[l];for(let l of o){let a=r;if(n.
matchBase&&l.length===1&&(a=[i]),this.matchOne(a,l,e))return n.flipNegate?!0:!this.negate}return n.flipNegate?!1:this.negate}static defaults(t){
return dt.defaults(t).Minimatch}};dt.AST=Kt;dt.Minimatch=Ft;dt.escape=ns;dt.unescape=Ut;var vi="--follow-symbolic-links";function xi(s,t,e={}){let n=os(s),r=ku(e.leaveOut??[]),o=Su(t[0]),i=(o?t.slice(1):t).flatMap(
u=>u.split(`
`)).map(u=>u.trim()).filter(u=>u!==""&&!u.startsWith("#")).flatMap(u=>$u(xu(n,u))),l=(0,ss.createHash)("sha256"),a=0;for(let u of Au(
i,o,r)){if(!u.startsWith(`${n}${pn}`))continue;let c;try{if(r.any&&(0,wt.lstatSync)(u).isSymbolicLink()&&r.holds((0,wt.realpathSync)(
u)))continue;let d=(0,wt.statSync)(u);if(d.isDirectory())continue;if(!d.isFile())throw new k("hash-files-failed",`hashFi\
les() cannot hash ${u}: it is not a regular file (${vu(d)})`);c=(0,wt.readFileSync)(u)}catch(d){throw d instanceof k?d:rs(
u,d)}l.update((0,ss.createHash)("sha256").update(c).digest()),a+=1}return a>0?l.digest("hex"):""}function Su(s){if(s===void 0||
!s.startsWith("--"))return!1;if(s.toLowerCase()===vi)return!0;throw new k("hash-files-failed",`hashFiles(): invalid glob\
 option ${s}: the one option is '${vi}', as the first argument`)}function ku(s){let t=new Set(s.map(n=>os(n)));for(let n of[
...t])try{t.add((0,wt.realpathSync)(n))}catch{}let e=[...t];return{any:e.length>0,holds:n=>e.some(r=>n===r||n.startsWith(
r.endsWith(pn)?r:`${r}${pn}`))}}function rs(s,t){let e=t.code??String(t);return new k("hash-files-failed",`hashFiles() c\
ould not read ${s}: ${e}`)}function vu(s){return s.isFIFO()?"a FIFO":s.isSocket()?"a socket":s.isCharacterDevice()||s.isBlockDevice()?
"a device":"not a file"}var Ri={dot:!0,nobrace:!0,nocase:process.platform==="win32",nocomment:!0,noext:!0,nonegate:!0};function xu(s,t){
let e=!1,n=t;for(;n.startsWith("!");)e=!e,n=n.slice(1).trim();if(n==="")throw new k("hash-files-failed",`hashFiles(): th\
e pattern '${t}' is empty`);let r=yu(n),o=n.endsWith("/"),i=n.split("/").filter(f=>f!==""),l=r?pn:s;!r&&i[0]==="."?i.shift():
!r&&i[0]==="~"&&(l=wu(),i.shift());let a=i.map(Ru);if(a.some(f=>f==="."||f===".."))throw new k("hash-files-failed",`hash\
Files(): invalid pattern '${t}': relative pathing '.' and '..' is not allowed`);let u=a.indexOf(null),c=u===-1?a:a.slice(
0,u),d=Ou(l),p=i.length===0?d:`${d.endsWith("/")?d:`${d}/`}${i.join("/")}`;return{negate:e,directories:o,glob:p,matcher:new Ft(
p,Ri),searchPath:os(l,...c)}}function Ru(s){let t="";for(let e=0;e<s.length;e++){let n=s[e];if(n==="\\"&&e+1<s.length){e+=
1,t+=s[e];continue}if(n==="*"||n==="?")return null;if(n==="["&&e+1<s.length){let r="",o=-1;for(let i=e+1;i<s.length;i++){
let l=s[i];if(l==="\\"&&i+1<s.length)i+=1,r+=s[i];else if(l==="]"){o=i;break}else r+=l}if(o>=0){if(r.length>1)return null;
if(r!==""){t+=r,e=o;continue}}}t+=n}return t}function $u(s){if(s.glob.endsWith("/**")&&!s.directories)return[s];let t=`${s.
glob}/**`;return[s,{...s,directories:!1,glob:t,matcher:new Ft(t,Ri)}]}function Ou(s){return s.replaceAll("\\","\\\\").replace(
/(\[)(?=[^/]+\])/g,"[[]").replace(/\?/g,"[?]").replace(/\*/g,"[*]")}var $e={none:0,directory:1,file:2,all:3};function Pu(s,t){
let e=$e.none;for(let n of s){if(!n.matcher.match(t))continue;let r=n.directories?$e.directory:$e.all;e=n.negate?e&~r:e|
r}return e}function Eu(s,t){return s.some(e=>!e.negate&&e.matcher.match(t,!0))}function*Au(s,t,e){let n=s.filter(i=>!i.negate).
map(i=>i.searchPath),r=new Set(n),o=[];for(let i of n){if(o.includes(i))continue;let l=!1;for(let a=i,u=ki(a);u!==a;a=u,
u=ki(a))r.has(u)&&(l=!0);l||o.push(i)}for(let i of o){let l=[{path:i,chain:[]}];for(;l.length>0;){let a=l.pop();if(e.holds(
a.path))continue;let u=Pu(s,a.path);if(!u&&!Eu(s,a.path))continue;let c;try{c=t?(0,wt.statSync)(a.path):(0,wt.lstatSync)(
a.path)}catch(h){if(h.code==="ENOENT")continue;throw rs(a.path,h)}if(!c.isDirectory()){u&$e.file&&(yield a.path);continue}
let d=a.path,p;try{if(t&&(d=(0,wt.realpathSync)(a.path)),a.chain.includes(d)||t&&e.holds(d))continue;p=(0,wt.readdirSync)(
a.path)}catch(h){throw rs(a.path,h)}u&$e.directory&&(yield a.path);let f=[...a.chain,d],g=p.map(h=>({path:bu(a.path,h),chain:f}));
l.push(...g.reverse())}}}import{chmod as Tu,readdir as _u,rm as $i}from"node:fs/promises";import{join as Nu}from"node:path";async function hn(s){
try{return await $i(s,{recursive:!0,force:!0}),!0}catch{await Oi(s).catch(()=>{});try{return await $i(s,{recursive:!0,force:!0}),
!0}catch{return!1}}}async function Oi(s){await Tu(s,448);for(let t of await _u(s,{withFileTypes:!0}))t.isDirectory()&&await Oi(
Nu(s,t.name)).catch(()=>{})}var Uu="-event.json",gn=class{#t;expressions;#e;#s;#n=new Map;#r=Promise.resolve();#o=0;#l=[];#i=new Map;#u=new Map;#c;host;constructor(t){
this.#t=t,this.expressions=t.expressions,this.host={hashFiles:e=>xi(t.workspace,e,{leaveOut:[t.storeDir]})},this.#s=t.now??
(()=>new Date),this.#e=new qs({root:t.workspace,tempDir:t.tempDir,privateTempDir:!0,now:this.#s})}now(){return this.#s()}emit(t){
if(this.#t.emit(t),t.type==="step-finished"&&(t.outcome==="failure"||t.outcome==="cancelled")){this.#v.has(`${t.leg}\0${t.
step}`)||this.#O(t.leg,t.step,`\u2500\u2500 step ${t.step+1}: ${t.name}
`);let e=t.message??t.outcome;this.#E(t.leg,`${t.outcome==="cancelled"?"Cancelled":"Error"}: ${e}
`)}t.type==="job-finished"&&this.#M(t.leg)}summary(t,e,n){let r=Ot(this.#t.runDir,ct.summary),o=rt(`${ls(t,e)}${n.trimEnd()}\


`,this.#t.secrets).text,i=Buffer.byteLength(o);this.#l?.push({job:t,leg:e,offset:this.#o,bytes:i}),this.#o+=i,this.#r=this.#r.
then(()=>Cu(r,o)).catch(l=>{this.#c??=ye(r,"the step summaries",l),this.#l=null})}summaryParts(){return this.#l}async settle(){
let t=[];try{await this.#t.recordWrites?.flush()}catch(r){t.push(kt(r))}let e=await this.drain();e!==null&&t.push(e);let n=this.#t.
eventsFailure?.()??null;return n!==null&&t.push(n),t.length===0?null:t.join(`
`)}async createStepFiles(){let t=await Mu(Ot(this.#t.tempDir,"step-")),e={output:Ot(t,"output"),env:Ot(t,"env"),path:Ot(
t,"path"),state:Ot(t,"state"),step_summary:Ot(t,"summary")};return await Promise.all(Object.values(e).map(n=>zu(n,"",{flag:"\
wx",mode:384}))),e}async runScript(t){await this.#t.recordWrites?.settled(),this.#g(t.defaults.GITHUB_EVENT_PATH);let e=t.
files??await this.createStepFiles();try{let n={...this.#p(t),[ut.output]:e.output,[ut.env]:e.env,[ut.path]:e.path,[ut.state]:e.
state,[ut.stepSummary]:e.step_summary},r=new tn({allowUnsecureCommands:n.ACTIONS_ALLOW_UNSECURE_COMMANDS?.toLowerCase()===
"true",allowUnsecureStopCommandTokens:["true","1","$true"].includes(n.ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TOKENS?.toLowerCase()??
""),redact:(m,w)=>rt(m,[...this.#t.secrets,...w]).text}),o=this.#x(t),i=0,l;try{l=await this.#y(t).run({script:t.script,
shell:t.shell??dr,cwd:this.#D(t.workingDirectory),env:n,signal:t.signal,stop:"interrupt",kill:t.kill,onOutput:(m,w)=>{r.
push(m,w),this.#_(r.masks.slice(i)),i=r.masks.length,o?.push(m,w)}})}finally{o?.end()}let{masks:a,annotations:u,commands:c}=r.
end();this.#_(a),this.#O(t.leg,t.step,`\u2500\u2500 step ${t.step+1}: ${t.name}
`);let d=this.#E(t.leg,jo(l.output,a)),[[p,f,g],{text:h,...S}]=await Promise.all([Promise.all([e.output,e.env,e.path].map(
m=>ju(m,"utf8"))),Bu(e.step_summary)]);return{exitCode:l.exitCode,signal:l.signal,files:{output:p??"",env:f??"",path:g??
"",summary:h},...S,masks:a,annotations:u,commands:c,output:d}}finally{await Lu(Du(e.output),{recursive:!0,force:!0})}}#d;eventPath(t){
return`${t}${Uu}`}#g(t){if(t===void 0||t==="")return;this.#d??=Buffer.from(JSON.stringify(this.#t.github.event,null,2));
let e=this.#d,n;try{n=(0,H.openSync)(t,H.constants.O_RDONLY|H.constants.O_NOFOLLOW|H.constants.O_NONBLOCK);let o=(0,H.fstatSync)(
n);if(o.isFile()&&o.size===e.length&&(0,H.readFileSync)(n).equals(e))return}catch(o){if(o.code==="ENOENT"){(0,H.writeFileSync)(
t,e,{flag:"wx",mode:384});return}}finally{n!==void 0&&(0,H.closeSync)(n)}let r=`${t}.${(0,Ei.randomUUID)()}`;(0,H.writeFileSync)(
r,e,{flag:"wx",mode:384});try{(0,H.renameSync)(r,t)}catch{(0,H.rmSync)(t,{recursive:!0,force:!0}),(0,H.renameSync)(r,t)}}#w=0;legTemp={
open:async t=>{this.#w+=1;let e=Ot(this.#t.tempDir,`runner-temp-${this.#w}`);return(0,H.mkdirSync)(e,{mode:448}),e},close:async t=>{
Gu(t,this.#f.get(t)??[]),this.#f.delete(t);try{(0,H.rmSync)(this.eventPath(t),{recursive:!0,force:!0}),(0,H.rmdirSync)(t);
return}catch{await hn(t)}}};#f=new Map;#x(t){let e=this.#t.onOutput;if(e===void 0)return;let n=new cn(()=>this.#t.secrets,
o=>{let i=nn(o,_o);(i===null||i.form==="legacy"&&!en.has(i.command))&&e({job:t.job,leg:t.leg,line:o})}),r;return{push:(o,i)=>{
n.push(o,i),clearTimeout(r),r=setTimeout(()=>n.flush(),Ju),r.unref()},end:()=>{clearTimeout(r),n.end()}}}#y(t){let e=t.defaults.
RUNNER_TEMP;return e===void 0?this.#t.runner:{run:n=>this.#t.runner.run({...n,onStart:r=>{for(let[i,l]of this.#f)i!==e&&
l.includes(r)&&this.#f.set(i,l.filter(a=>a!==r));let o=this.#f.get(e)??[];o.push(r),this.#f.set(e,o),n.onStart?.(r)}})}}async loadAction(t){
let e=this.#t.parseAction;if(!e)throw new k("action-invalid",`${t}: local actions cannot be read here`);return Ys(this.#t.
workspace,t,e)}async runAction(t){switch(this.#g(t.defaults.GITHUB_EVENT_PATH),t.action){case"stage":return this.#P(t);case"\
prepare":return this.#T(t);case"capture":return this.#S(t);case"report":return this.#$(t)}}#R(t,e){let n=this.#t.workflow,
o=n.jobs.find(i=>i.id===t.job)?.steps[t.step]?.with[Q.prompt];return{mode:e,job:t.job,stageJob:t.stageJob,matrix:t.matrix,
upstream:t.upstream,...t.needsFacts===void 0?{}:{needsFacts:t.needsFacts},workflowJobs:t.jobIds,github:this.#t.github,...this.#t.
madeEvent===void 0?{}:{madeEvent:this.#t.madeEvent},...this.#t.madeEventRun===void 0?{}:{madeEventRun:this.#t.madeEventRun},
run:this.#t.run,parentRun:this.#t.parentRun??null,secrets:[...t.secrets,...Ce(this.#p(t))],promptSource:`${o?et(n.fileName,
o.position):n.fileName} jobs.${t.job} prompt`,readFile:i=>Xs(this.#t.workspace,i,xt.templateBytes),parseVars:br}}#p(t){let e={
CI:"true",...this.#t.baseEnv,...t.env,...t.defaults};return e.PATH=Hu(t.path,e.PATH),e}async#P(t){let e;try{e=We(t.inputs,
this.#R(t,"stage"))}catch(o){if(!(o instanceof k))throw o;return{ok:!1,outputs:{...oo()},env:{},summary:"",recorded:[],message:kt(
o)}}this.#k(t);let n=this.#x(t),r;try{r=await fo(e,{openRun:this.#t.openRun,store:this.#t.store,workspace:this.#e,runner:this.#y(
t),env:this.#p(t),signal:t.signal,reporter:this.#C(t),...n?{onOutput:(o,i)=>n.push(o,i)}:{}})}finally{n?.end()}return this.#O(
t.leg,t.step,`\u2500\u2500 step ${t.step+1}: stage ${e.stage}: ${r.attempts.length} attempt(s), ${r.outcome.reason}; the\
 agent's output is in ${vs.log} of each attempt
`),{ok:r.ok,outputs:{...r.outputs},env:{},summary:as(r.final,e.redact,this.#t.secrets),recorded:r.attempts.map(is),message:r.
outcome.message}}async#T(t){let e=We(t.inputs,this.#R(t,"prepare"));this.#k(t);let n=await Ve(e,{openRun:this.#t.openRun,
store:this.#t.store,workspace:this.#e});if(n.kind==="refused")return{ok:!1,outputs:Ln("prepare",n.result.outputs),env:{},
summary:as(n.result.final,e.redact,this.#t.secrets),recorded:n.result.attempts.map(is),message:n.result.outcome.message};
let{prepared:r}=n;for(let o of r.warnings)this.#m(t,"warning",o.message);return this.#n.set(`${t.leg}\0${e.stage}`,{prepared:r,
redact:Tn(t.inputs[Q.redact]??"")}),{ok:!0,outputs:{"prompt-path":r.promptPath,"handoff-path":r.handoffPath},env:{BATON_PROMPT_PATH:r.
promptPath,BATON_HANDOFF_PATH:r.handoffPath,BATON_STAGE:e.stage},summary:"",recorded:[],message:null}}async#S(t){let e=We(
t.inputs,this.#R(t,"capture")),n=`${t.leg}\0${e.stage}`,r=this.#n.get(n);if(!r)throw new k("capture-without-prepare",`st\
age ${e.stage}: no prepare step ran before this capture in job ${t.job}`);this.#n.delete(n);let{prepared:o}=r,i=new Set(
Tn(t.inputs[Q.redact]??"")),l=yr(r.redact.length,r.redact.filter(u=>i.has(u)).length);if(l)throw l;let a=await Ke(e,o,null,
{store:this.#t.store,workspace:this.#e},{cancelled:t.signal.aborted});return{ok:a.outcome.reason==="completed",outputs:Ln(
"capture",a.outputs),env:{},summary:as(a,e.redact,this.#t.secrets),recorded:[is(a)],message:a.outcome.message}}async#$(t){
let e={name:this.#t.github.event_name,payload:this.#t.github.event},n;try{n=Xn(t.inputs,e)}catch(l){if(!(l instanceof k))
throw l;if(l.code!=="issue-number-missing")return{ok:!1,outputs:{},env:{},summary:"",recorded:[],message:kt(l)};this.#m(
t,"warning",`on GitHub this step fails: ${l.message}`),n={...Xn({...t.inputs,[Q.mode]:"summary"},e),mode:qn(t.inputs)}}let r=await us(
this.#t.store),o=Kr(r,{workflow:this.#t.workflow.name??this.#t.workflow.fileName,key:n.key,includeDetail:n.includeDetail,
recordsLocation:`\`${Iu(this.#t.workspace,this.#t.runDir)||this.#t.runDir}\``,runUrl:null,secrets:t.secrets,cancelled:this.#t.
runCancelled?.()??!1});await je(Ot(this.#t.runDir,ct.report),o),this.#m(t,"info",`report written to ${Ot(this.#t.runDir,
ct.report)}; no comment is posted from a local run`);let i=n.mode==="comment"?"":o;return{ok:!0,outputs:{},env:{},summary:i,
recorded:[],message:null}}#k(t){let e=t.inputs[Q.parentRun]?.trim();e&&this.#m(t,"warning",`${Q.parentRun} ${JSON.stringify(
e)} is not read by baton run: the parent run here is the one given with --parent <run-id|latest>${this.#t.parentRun?` (${this.#t.
parentRun})`:" (none)"}`)}#m(t,e,n){this.#t.emit({type:"notice",at:this.#s().toISOString(),level:e,job:t.job,leg:t.leg,message:n})}#C(t){
return{info:e=>this.#E(t.leg,`[baton] ${e}
`),warning:e=>this.#m(t,"warning",e),error:e=>this.#m(t,"error",e),group:(e,n)=>n()}}#D(t){return t?Wu(this.#t.workspace,
t):this.#t.workspace}#v=new Set;#O(t,e,n){this.#v.add(`${t}\0${e}`),this.#E(t,n)}addSecrets(t){this.#_(t)}#_(t){for(let e of t)
this.#t.secrets.includes(e)||this.#t.secrets.push(e)}#E(t,e){let n=rt(e.endsWith(`
`)||e===""?e:`${e}
`,this.#t.secrets).text,r=this.#i.get(t);if(r===void 0){let o=Ot(this.#t.runDir,ae(t)),i=(this.#u.get(t)??Promise.resolve()).
then(()=>Ai(o,"a",438));r=i.catch(()=>{}),this.#i.set(t,r),this.#u.set(t,i.then(()=>{}))}return this.#j(t,r,o=>o.writeFile(
n)),n}#M(t){let e=this.#i.get(t);e!==void 0&&(this.#i.delete(t),this.#j(t,e,n=>n.close()))}#j(t,e,n){let r=(this.#u.get(
t)??Promise.resolve()).then(async()=>{let o=await e;o!==void 0&&await n(o)}).catch(o=>{this.#c??=ye(Ot(this.#t.runDir,ae(
t)),`the job log of ${t}`,o)});this.#u.set(t,r)}async drain(){await this.#r;for(let t of[...this.#i.keys()])this.#M(t);return await Promise.
all(this.#u.values()),this.#c??null}};function ls(s,t){return`## ${t===s?s:`${s} (${t})`}

`}var Ju=500;function is(s){let{stage:t,attempt:e,status:n,outcome:r}=s.record;return{stage:t,attempt:e,status:Qs(n,r.reason),
warnings:ao(s.record)}}function Hu(s,t){return[...s,...t?[t]:[]].join(Fu)}function as(s,t,e){let{record:n,handoff:r}=s,o=[
...t,...e];return ei(ti({record:n,handoff:r,secrets:o}),o)}async function Bu(s){let t=await Ai(s,"r");try{let{size:e}=await t.
stat();return e>xt.stepSummaryFileBytes?{text:"",summaryBytes:e}:{text:await t.readFile("utf8")}}finally{await t.close()}}
async function us(s){let t=await s.list();return(await Promise.all(t.map(n=>s.getAttempt(n.stage,n.attempt,n.runAttempt)))).
filter(n=>n!==void 0)}function Gu(s,t){let e=t.filter(o=>{try{return process.kill(-o,0),!0}catch{return!1}});if(e.length===
0)return;let n;try{n=(0,H.readdirSync)("/proc").filter(o=>/^\d+$/.test(o)&&Number(o)!==process.pid)}catch{for(let o of e)
Pi(-o);return}let r=`RUNNER_TEMP=${s}`;for(let o of n){let i;try{i=(0,H.readFileSync)(`/proc/${o}/environ`,"utf8")}catch{
continue}i.split("\0").includes(r)&&Pi(Number(o))}}function Pi(s){try{process.kill(s,"SIGKILL")}catch{}}var Ku=s=>Ns(On([$(),Ps(),st()],{error:t=>`${zt(t.input)} is not ${s}: give a string, a finite number or true/false`}).check(
te(t=>typeof t!="number"||Number.isFinite(t),{error:t=>`${zt(t.input)} is not ${s}: give a string, a finite number or tr\
ue/false`}),te(t=>typeof t!="number"||!Number.isInteger(t)||Number.isSafeInteger(t),{error:t=>`${zt(t.input)} is past th\
e integers a JavaScript number holds exactly: give it as a string`})),_s(t=>String(t))),Ti=(s,t,e)=>Ht($(),Ku(e),{error:n=>`\
takes an object of ${t} and their values (${s}), not ${Et(n.input)}`}),se=()=>$({error:s=>`takes a string, not ${Et(s.input)}`}),
_i=()=>le(s=>typeof s=="function",{error:s=>`takes a function, not ${Et(s.input)}`}),Ni=()=>le(s=>s instanceof AbortSignal,
{error:s=>`takes an AbortSignal, not ${Et(s.input)}`}),Ci=s=>st({error:t=>`takes a number of milliseconds, not ${Et(t.input)}`}).
check(te(t=>Number.isFinite(t)&&(s==="from 0"?t>=0:t>0),{error:t=>`${zt(t.input)} is not a number of milliseconds ${s}`}));
function Mi(s){return Object.entries(s).find(([,t])=>t!==void 0&&typeof t!="string")}var Vu=gt($({error:s=>`${zt(s.input)}\
 is not the name of an environment variable`}),{error:s=>{let t=JSON.stringify(typeof s.input=="string"?[s.input]:s.input!==
null&&typeof s.input=="object"?Object.keys(s.input).slice(0,2):["MY_TOKEN"]),e=s.input!==null&&typeof s.input=="object"&&
!Array.isArray(s.input);return`takes a list of the names of environment variables that hold the secrets (secrets: ${t}),\
 not ${Et(s.input)}${e?": set each in env and name it here":""}`}}),Li=Es({cwd:D(se()),job:D(se()),inputs:D(Ti('{ issue:\
 "42" }',"the inputs","an input value")),event:D(On([$(),Ht($(),Te())],{error:s=>`takes the path of a JSON file or the p\
ayload as an object, not ${Et(s.input)}`})),eventName:D(se()),vars:D(Ti('{ NAME: "value" }',"the variables","a variable \
value")),secrets:D(Vu),env:D(le(s=>s!==null&&typeof s=="object"&&!Array.isArray(s),{error:s=>`takes an object of variabl\
es and their values, not ${Et(s.input)}`}).check(te(s=>Mi(s)===void 0,{error:s=>{let[t,e]=Mi(s.input);return`${t}: ${zt(
e)} is not an environment variable's value: give a string`}}))),concurrency:D(st({error:s=>`${zt(s.input)} is not a whol\
e number from 1`}).check(te(s=>Number.isSafeInteger(s)&&s>=1,{error:s=>`${zt(s.input)} is not a whole number from 1`}))),
onEvent:D(_i()),onOutput:D(_i()),signal:D(Ni()),cancel:D(Ni()),killGraceMs:D(Ci("from 0")),minuteMs:D(Ci("above 0")),storeDir:D(
se()),facts:D(le(s=>s!==null&&typeof s=="object"&&!Array.isArray(s),{error:s=>`takes an object of facts about the checko\
ut, not ${Et(s.input)}`})),repositoryRoot:D(se()),parent:D(se())},{error:s=>`takes an object of options, not ${Et(s.input)}`}),
ji=["job","inputs","event","eventName","vars"],qu=As(Li,{job:!0,inputs:!0,event:!0,eventName:!0,vars:!0});function cs(s,t="\
runWorkflow"){let e=t==="runWorkflow"?Li:qu,n=e.safeParse(s??{});if(n.success)return n.data;let r=Object.keys(e.shape),o=n.
error.issues.flatMap(a=>a.code==="unrecognized_keys"?a.keys.map(u=>({where:[...a.path,u],message:ji.includes(u)?`${t} ha\
s no such option: a replay is started as the run it replays was (its ${ji.join(", ")})`:`${t} has no such option${_e(u,r)}`})):
[{where:a.path,message:a.message}]),[i,...l]=o.map(a=>({where:Xu(a.where),message:a.message}));throw new k("usage",i.message,
{where:i.where===""?t:i.where,details:l.map(a=>a.where===""?a.message:`${a.where}: ${a.message}`)})}function Xu(s){return s.
map((t,e)=>typeof t=="number"?`[${t}]`:typeof t=="string"&&/^[A-Za-z_$][\w$-]*$/.test(t)?`${e===0?"":"."}${t}`:`[${JSON.
stringify(String(t))}]`).join("")}var Fi=/^[A-Za-z_][A-Za-z0-9_]*$/,lc=gt(tt({id:$(),result:He,outputs:Ht($(),$()),stages:gt($()),legs:gt($()),withheld_outputs:D(
gt($())),leg_results:D(gt(tt({leg:$(),result:He,reason:D($())}))),skip_reason:D($()),summary_parts:D(gt(tt({leg:$(),offset:st().
check(ht(),Zt()),bytes:st().check(ht(),Yt())})))}));async function Ph(s,t={}){return uc(s,t,_n)}async function uc(s,t,e){
return Rc(s),Di(s,cs(t),{words:e,replay:null})}async function Di(s,t,{words:e,replay:n}){let r=Ii(t.cwd);n===null&&hc(t.
vars??{},e);let o=t.env??process.env,i=wc(o,[...vn,...t.secrets??[]]),l=Oe(r,s),a=ac(r,l)||s,u=await Ee(l,"utf8").catch(
M=>{throw n?fc(s,n.run,M,e):ir(r,s,M)}),c=t.facts??{},d=Zr(r,o,c),p=Zs(r),f=(M,lt,bt)=>Ws(M,lt,bt,{ownAction:p}),g=await Is(
u,a,{ownAction:p}),h=await Qr(t.repositoryRoot??r,g,p),S=(0,Pe.createHash)("sha256").update(u).digest("hex"),m={};for(let[
M,lt]of h)"unreadable"in lt||(m[M]=(0,Pe.createHash)("sha256").update(lt.source).digest("hex"));let w=null;if(typeof t.event==
"string"){let M=t.event,lt=await Ee(Oe(r,M),"utf8").catch(bt=>{throw ue(M,bt,"event file")});w=xr(lt,M)}else t.event&&(Rr(
t.event,"event"),w=t.event);let x=gc(t.secrets??[],o,n?.run??null,e),R=[...Object.values(x),...vn.map(M=>o[M]).filter(M=>M!==
void 0&&M!==""),...Ce(o)],j=to({cwd:r,known:c,checkout:await d,payload:w,ownAction:p,calledWorkflows:h}),L=j.facts,v=yc(
R,()=>Ar(g,ce,{job:t.job,inputs:t.inputs,event:w,eventName:t.eventName,vars:t.vars,secretValues:R,secretNames:Object.keys(
x),words:e,...j})),E=Lr(g,ce,{called:h,expanded:v.expanded}),P=Xo(g,v.eventName,v.event,t.event===void 0,L.commit&&{sha:L.
sha,message:L.commit.message}),B=new Set(Object.keys(x).map(M=>M.toUpperCase())),X=Vo(g,ce,B,new Set(Object.entries(t.vars??
{}).filter(([,M])=>M!=="").map(([M])=>M.toUpperCase()))),b=Oe(r,t.storeDir??Rn),A=new jn(b),_=n?await Sc(A,b,g,v,n,{workflow:S,
called:m},e):null,F=_?.madeEvent!=null&&typeof t.event=="object"&&JSON.stringify(t.event)===JSON.stringify(_.madeEvent),
z=t.event===void 0||F,q=t.parent===void 0?null:await pc(A,t.parent,e),I=cc(),y=new Date,O=(M,lt,bt,Ae=null)=>ne({workflow:g.
name??a,workflow_path:a,status:M,started_at:y.toISOString(),finished_at:bt?bt.toISOString():null,duration_ms:bt?Math.max(
0,bt.getTime()-y.getTime()):null,replay_of:_?_.run:null,...Ae===null?{}:{reason:Ae},...M==="running"?{process:bc()}:{},jobs:lt},
R),W=await A.createRun(O("running",[],null)),V=W.runDir,Y=oc(V),yt=new or(V,{writeBehind:!0}),U=new we(yt),T,C,N,J,ft;try{
let M=new Map,lt={workflow_path:a,workflow_sha256:S,called_sha256:m,job:t.job??null,inputs:t.inputs??{},event_name:v.eventName,
event:v.event,...z?{event_made:!0}:{},vars:t.vars??{},secrets:t.secrets??[],parent:q},bt=ne(lt,R),Ae=ds(lt).some(K=>Fe(K,
R))||JSON.stringify([bt.inputs,bt.vars])!==JSON.stringify([lt.inputs,lt.vars]);await zi(nt(V,ct.invocation),"how the run\
 was started",`${JSON.stringify(Ae?{...bt,redacted:!0}:bt,null,2)}
`),_&&(await $c(_.store,W,_.stages),await Oc(nt(b,_.run),V,_.jobs.values())),T=await Qu(nt(I.dir,`baton-run-${Y}-`)).catch(
K=>{throw new k("tempdir-invalid",`the run's temp dir could not be made there: ${K instanceof Error?K.message:String(K)}`,
{where:I.where,cause:K})});let wn=new AbortController,gs=(K,pt)=>St=>{if(!(J!==void 0||pt===void 0))try{pt(St)}catch(Xt){
J={error:Xt},queueMicrotask(()=>wn.abort(`stopped because the ${K} callback threw`))}},Ui=gs("onEvent",t.onEvent),ms=t.signal?
AbortSignal.any([t.signal,wn.signal]):wn.signal,yn=new un(nt(V,ct.events));C=yn;let ws=K=>{let pt=ne(K,R);if(yn.write(pt),
Ui(pt),K.type==="run-started"){let St=Object.keys(x).filter(Z=>x[Z].length<Wt.minSecretLength),Xt=[...zr(E).map(Z=>({level:"\
warning",message:Z})),...v.notices,...P===null?[]:[{level:"warning",message:`${P} (it runs here as asked)`}],...X.filter(
Z=>!Z.fallsBack).map(({name:Z,where:bn})=>({level:"warning",message:`${bn}: secrets.${Z} is read, but ${e.secretNotGiven(
Z)}: it is empty in this run, as on GitHub for a secret the repository does not have (${e.giveSecret(Z)} to set it)`})),
...X.filter(Z=>Z.fallsBack).map(({name:Z,where:bn})=>({level:"info",message:`${bn}: secrets.${Z} is read, but ${e.secretNotGiven(
Z)}: each read of it falls back with || to another value, which this run takes (${e.giveSecret(Z)} to set it)`})),...St.
map(Z=>({level:"warning",message:`secret ${Z} is shorter than ${Wt.minSecretLength} characters, so it is not redacted: i\
t will appear wherever a step or agent prints it (a value that short would blank out ordinary words)`}))];for(let Z of Xt)
oe(K.at,Z.level,Z.message);_?.whole&&oe(K.at,"info",_.whole)}if(K.type==="run-started"&&_!==null&&_.changed.length>0){let St=_.
changed.map(Xt=>Xt===""?a:Xt);oe(K.at,"warning",`${St.join(" and ")} changed since run ${_.run}: this replay runs ${St.length===
1?"the file":"the files"} as ${St.length===1?"it is":"they are"} now`)}K.type==="run-started"&&_?.redactedStart&&oe(K.at,
"warning",_.redactedStart),K.type==="run-started"&&_!==null&&_.summaries===null&&_.jobs.size>0&&oe(K.at,"info",`the step\
 summaries of the jobs reused from run ${_.run} cannot be told apart in its ${ct.summary} (it was stored by an earlier b\
aton, could not write them all, or was edited since): this replay's ${ct.summary} holds only those of the jobs it runs`)},
oe=(K,pt,St)=>ws({type:"notice",at:K,level:pt,job:null,leg:null,message:St}),qt=vr({eventName:v.eventName,payload:v.event,
facts:L,runId:Y,workflow:g,workflowPath:a});N=new gn({workflow:v.workflow,expressions:ce,parseAction:f,workspace:r,runDir:V,
storeDir:b,tempDir:T,store:U,recordWrites:yt,runCancelled:()=>ms.aborted||t.cancel?.aborted===!0,runner:new Xe({tempDir:T,
reuseScripts:!0,secrets:R,...t.killGraceMs===void 0?{}:{killGraceMs:t.killGraceMs},noPathHint:e.noPath}),baseEnv:i,run:{
id:Y,attempt:1,workflow:g.name??a,repository:L.repository,event_name:v.eventName,sha:String(qt.sha),ref:String(qt.ref)},
github:{repository:L.repository,ref:String(qt.ref),sha:String(qt.sha),run_id:Y,actor:String(qt.actor),event_name:v.eventName,
event:v.event},...z?{madeEvent:v.eventName}:{},...F&&_?{madeEventRun:_.run}:{},secrets:R,parentRun:q,openRun:K=>{let pt=M.
get(K);return pt||(pt=A.open(K).then(St=>new we(St)),M.set(K,pt)),pt},emit:ws,eventsFailure:()=>yn.failure,...t.onOutput?
{onOutput:gs("onOutput",t.onOutput)}:{}});for(let{job:K,leg:pt,markdown:St}of _?.summaries??[])N.summary(K,pt,St);ft=await Ko(
v,N,{runId:Y,concurrency:t.concurrency??nc(),signal:ms,cancel:t.cancel,secrets:x,github:qt,runner:{os:process.platform===
"darwin"?"macOS":process.platform==="win32"?"Windows":"Linux",arch:process.arch==="arm64"?"ARM64":process.arch==="x64"?"\
X64":process.arch.toUpperCase(),temp:T,toolCache:nt(T,"tool-cache"),workspace:r,workspaceParent:ic(r)},reuse:_?.jobs,minuteMs:t.
minuteMs})}catch(M){ft={error:M}}yt.close();let[Pt]=await Promise.all([N?.drain()??null,yt.settled()]);C?.close(),T!==void 0&&
await hn(T);let G="error"in ft?null:ft,vt=[],Dt=M=>{M&&!vt.some(lt=>lt.includes(M))&&vt.push(M)};if(Dt(G?.reason),"error"in
ft&&Dt(kt(ft.error)),Dt(Pt),Dt(C?.failure),G!==null)try{await zi(nt(V,ct.jobs),"the jobs' results",`${JSON.stringify(mc(
G.jobs,R,N?.summaryParts()??null),null,2)}
`)}catch(M){Dt(kt(M))}let re=G===null||G.status==="success"&&vt.length>0?"failure":G.status,mn=vt.length===0?null:rt(vt.
join(`
`),R).text,Wi=(G?.jobs??[]).map(M=>({id:M.id,stages:M.stages,result:M.result}));try{await A.writeSummary({id:Y,...O(re,Wi,
new Date,mn)})}catch(M){throw dc(V,M,mn)}if(J!==void 0)throw J.error;if("error"in ft)throw ft.error;let ps=await us(yt.writeFailure?
yt:U),hs=Fr(ps);return{runId:Y,runDir:V,status:re,reason:mn,records:ps,chain:hs,finalStage:Dr(hs)}}function cc(){let s=rc(),
t=process.env.TMPDIR?`TMPDIR ${s}`:`temp dir ${s}`,e;try{e=(0,Vt.statSync)(s)}catch(n){if(!fe(n,"ENOENT","ENOTDIR"))throw ue(
t,n)}if(e?.isDirectory()!==!0)throw new k("tempdir-invalid",`${e===void 0?"no such directory":"is not a directory"}; bat\
on run keeps each run's scratch files there`,{where:t,details:[`${e===void 0?"create it, or ":""}set TMPDIR to a directo\
ry`]});return{dir:s,where:t}}async function zi(s,t,e){try{await je(s,e)}catch(n){throw new k("run-write-failed",ln(t,n),
{where:s,cause:n})}}function dc(s,t,e){let n=!(0,Vt.existsSync)(s),r=e===null||n?[]:[`the run failed: ${e.replaceAll(`
`,`
  `)}`];return new k("run-write-failed",n?"the run's directory was removed while it ran: nothing more of the run could b\
e stored":`its end could not be stored in ${Rs}: ${kt(t)}; baton runs shows it as interrupted`,{where:s,details:r,cause:t})}
function fc(s,t,e,n){let r=ue(s,e);return fe(e,"ENOENT")?new k(r.code,`${r.message}: run ${t} ran this workflow file, an\
d a replay runs it as it is now`,{...r.where===void 0?{}:{where:r.where},details:[`put it back (from git, if it was comm\
itted) to replay run ${t}, or start a new run of another workflow with ${n.runCommand}`],cause:e}):r}async function pc(s,t,e){
try{return await s.resolve(t)}catch(n){throw n instanceof k?new k(n.code,n.message,{where:e.parent,details:n.details}):n}}
function hc(s,t){let e=new Map;for(let n of Object.keys(s)){if(!Fi.test(n)||n.toUpperCase().startsWith("GITHUB_"))throw new k(
"usage",`${JSON.stringify(n)} is not a name GitHub allows for a variable: letters, digits and _, not starting with a dig\
it or with GITHUB_`,{where:t.vars});let r=e.get(n.toUpperCase());if(r!==void 0)throw new k("usage",`${JSON.stringify(r)}\
 and ${JSON.stringify(n)} are one variable on GitHub (names are not case-sensitive); give it once`,{where:t.vars});e.set(
n.toUpperCase(),n)}}function gc(s,t,e,n){let r=s.find(a=>!Fi.test(a));if(r!==void 0)throw new k("usage",r.startsWith("-")&&
n.flags?`takes the name of an environment variable after it (--secret NAME), not ${JSON.stringify(r)}`:`${JSON.stringify(
r)} is not the name of an environment variable (letters, digits and _, not starting with a digit)`,{where:n.secrets});let o={},
i=[],l=[];for(let a of s){let u=t[a];u===void 0?i.push(a):u===""?l.push(a):o[a]=u}if(i.length+l.length>0){let a=(c,d)=>c.
length===0?[]:[`${c.length===1?"secret":"secrets"} ${d}: ${c.join(", ")}`],u=c=>`run ${e} was started with ${n.passSecret(
c)}`;throw new k("secret-missing",[...a(i,"not set in the environment"),...a(l,"set to the empty string")].join("; "),{details:[
...i.map(c=>e===null?`${n.setSecret(c)} before running, or ${n.dropSecret(c)}`:`${n.setSecret(c)} before replaying: ${u(
c)}`),...l.map(c=>e===null?`${n.setSecret(c)} with its value before running, or ${n.dropSecret(c)}: an empty secret is n\
o secret (one not given is '' in the run, as on GitHub)`:`${n.setSecret(c)} with its value before replaying: ${u(c)}`)]})}
return o}function mc(s,t,e){return s.map(n=>{let r={},o=[...n.withheldOutputs??[]];for(let[g,h]of Object.entries(n.outputs))
rt(h,t).redactions.length>0?o.push(g):r[g]=h;let i=(n.legResults??[]).map(({leg:g,result:h,reason:S})=>({leg:g,result:h,
...S===void 0?{}:{reason:S}})),l=(e??[]).filter(g=>g.job===n.id).map(({leg:g,offset:h,bytes:S})=>({leg:g,offset:h,bytes:S})),
{id:a,stages:u,legs:c,ends:d,skipped:p,summaryParts:f}=ne({id:n.id,stages:n.stages,legs:n.legs,ends:i,skipped:n.skipReason,
summaryParts:l},t);return{id:a,result:n.result,outputs:r,stages:u,legs:c,...o.length>0?{withheld_outputs:ne(o,t)}:{},...d.
length>0?{leg_results:d}:{},...p===void 0?{}:{skip_reason:p},...f.length>0?{summary_parts:f}:{}}})}function ds(s){return typeof s==
"string"?[s]:Array.isArray(s)?s.flatMap(ds):s!==null&&typeof s=="object"?Object.values(s).flatMap(ds):[]}function wc(s,t){
let e=new Set(t),n={};for(let[r,o]of Object.entries(s))o!==void 0&&!e.has(r)&&(n[r]=o);return n}function yc(s,t){try{return t()}catch(e){
if(!(e instanceof k))throw e;let n=r=>rt(r,s).text;throw new k(e.code,n(e.message),{...e.where===void 0?{}:{where:n(e.where)},
details:e.details.map(n),cause:e.cause})}}function bc(){let s=eo(process.pid);return{pid:process.pid,host:sc(),...s?{start:s}:
{}}}async function Sc(s,t,e,n,r,o,i){let l=await s.resolve(r.run);await s.readSummary(l);let a=await s.open(l),{jobs:u,summaryParts:c}=await kc(
nt(t,l),l),d=await Cn(nt(t,l),l).catch(()=>null),p=[];d?.workflow_sha256!==void 0&&d.workflow_sha256!==o.workflow&&p.push(
"");let f=d?.called_sha256;if(f!==void 0)for(let y of[...new Set([...Object.keys(f),...Object.keys(o.called)])].sort())f[y]!==
o.called[y]&&p.push(y);let g=[...new Set(u.flatMap(y=>y.stages))],h=u.map(y=>y.id),S=`stages: ${g.join(", ")||"(none)"};\
 jobs: ${h.join(", ")||"(none)"}`;if(r.from.trim()==="")throw new k("usage",`is empty; name the stage or job of run ${l}\
 to run again from: ${S}`,{where:i.from});let m=u.find(y=>y.id.includes("/")&&(y.stages.includes(r.from)||y.legs.includes(
r.from)))?.id??u.find(y=>y.stages.includes(r.from)||y.legs.includes(r.from))?.id??(await a.get(r.from))?.record.job??n.jobs.
find(y=>y.id===r.from)?.id,w=m?.split("/")[0];if(w===void 0)throw new k("stage-unknown",`run ${l} has no stage or job ${r.
from}${_e(r.from,[...g,...h])}; ${S}`,{where:i.from});let x=w===r.from?`job ${w}`:`${m===r.from?"job":"stage"} ${r.from}\
 belongs to job ${w}, which`;if(!e.jobs.some(y=>y.id===w)){let y=e.jobs.map(O=>O.id);throw new k("stage-unknown",`${x} i\
s no longer in ${e.fileName}: a replay runs the workflow file as it is now, not as run ${l} had it`,{where:i.from,details:[
`its jobs now: ${y.join(", ")||"(none)"}`]})}if(!n.jobs.some(y=>y.id===w))throw new k("stage-unknown",`${x} is not part \
of this run${n.target===null?"":` (run ${l} was started with ${i.passJob(n.target)})`}`,{where:i.from});let R=new Set([w,
...n.jobs.filter(y=>y.upstream.includes(w)).map(y=>y.id)]);for(let y of n.jobs)y.calledBy!==null&&R.has(y.calledBy)&&R.add(
y.id);let j=new Map,L=[];for(let y of n.jobs){if(R.has(y.id))continue;let O=u.find(W=>W.id===y.id);if(!O)throw new k("re\
play-incomplete",`run ${l} has no result for job ${y.id}; run it again in full`,{where:i.from});j.set(y.id,O),L.push(...O.
stages)}for(let y of n.jobs)if(R.has(y.id))for(let O of y.needs){let W=j.get(O)?.withheldOutputs??[];if(W.length===0)continue;
let V=W.join(", ");throw new k("replay-incomplete",`job ${O}'s output${W.length===1?` ${V} was`:`s ${V} were`} not store\
d (it may hold a secret), so replaying from ${r.from} cannot give it to job ${y.id}`,{where:i.from,details:[`replay from\
 the job that made it: ${i.replay(l,O)}`]})}let v=new Map(e.jobs.map(y=>[y.id,y])),E=y=>(j.get(y)?.result??"success")!==
"success",P=v.get(w);if(P?.if.text===null){let y=P.needs.map(O=>O.id).filter(E);if(y.length>0){let O=y[0];for(let W=0;j.
get(O)?.result==="skipped"&&W<e.jobs.length;W++){let V=v.get(O)?.needs.map(Y=>Y.id).find(E);if(V===void 0)break;O=V}throw new k(
"replay-skips",`job ${w} needs ${y.map(W=>`${W} (${j.get(W).result} in run ${l})`).join(", ")}, so replaying from ${r.from}\
 would skip it again`,{where:i.from,details:[`replay from the job that did not succeed: ${i.replay(l,O)}`]})}}let B=new Set(
L),X=await a.list(),b=L.find(y=>!X.some(O=>O.stage===y));if(b!==void 0)throw new k("replay-incomplete",`run ${l} recorde\
d stage ${b}, but its record is gone from ${nt(t,l)}, so it cannot be reused`,{where:i.from,details:[`replay from that s\
tage, to run it again: ${i.replay(l,b)}`]});for(let y of X)if(B.has(y.stage))try{await a.getAttempt(y.stage,y.attempt,y.
runAttempt)}catch(O){throw O instanceof k?new k("replay-incomplete",`run ${l}'s record of stage ${y.stage} (attempt ${y.
attempt}) cannot be reused: ${kt(O)}`,{where:i.from,details:[`replay from that stage, to run it again: ${i.replay(l,y.stage)}`]}):
O}let A=u.find(y=>y.id===w),_=r.from===w?null:m!==void 0&&m!==w?`every job of its call (${u.filter(y=>y.id.startsWith(`${w}\
/`)).map(y=>y.id).join(", ")})`:A&&A.legs.length>1?`every leg of its matrix (${A.legs.join(", ")})`:A&&A.stages.length>1?
`every stage of it (${A.stages.join(", ")})`:null,F=_===null?null:`${i.fromStage(r.from)}: job ${w} runs again whole, ${_}`,
z=d===null?null:Ur(l,d,"replay",i),q=d?.event_made===!0?d.event:null,I=await vc(nt(t,l),c,new Set(j.keys()));return{run:l,
store:a,jobs:j,stages:L,changed:p,whole:F,redactedStart:z,madeEvent:q,summaries:I}}async function kc(s,t){let e=await Ee(
nt(s,ct.jobs),"utf8").catch(()=>{throw new k("replay-incomplete",`run ${t} did not finish, so it cannot be replayed`,{where:t})}),
n=Wr(e,lc,nt(s,ct.jobs),{code:"replay-incomplete",what:"the jobs' results baton stores",fix:`run ${t} cannot be replayed\
; run it again in full`}),o=n.some(a=>a.legs.length>0||a.leg_results===void 0&&a.skip_reason===void 0)?await xc(s):{legs:new Map,
skips:new Map},i=n.some(a=>a.summary_parts!==void 0)?n.flatMap(a=>(a.summary_parts??[]).map(u=>({job:a.id,...u}))):null;
return{jobs:n.map(({withheld_outputs:a,leg_results:u,skip_reason:c,summary_parts:d,...p})=>{let f=o.legs.get(p.id),g=m=>{
let w=f?.get(m.leg);return{...m,...w?.durationMs===void 0?{}:{durationMs:w.durationMs},...w?.failedStep===void 0?{}:{failedStep:w.
failedStep}}},h=(u??(f===void 0?void 0:p.legs.map(m=>f.get(m)??{leg:m,result:p.result})))?.map(g),S=c??o.skips.get(p.id);
return{...p,...a&&a.length>0?{withheldOutputs:a}:{},...h===void 0?{}:{legResults:h},...S===void 0?{}:{skipReason:S}}}),summaryParts:i}}
async function vc(s,t,e){let n=await Ee(nt(s,ct.summary)).catch(l=>fe(l,"ENOENT")?Buffer.alloc(0):null);if(n===null)return null;
if(n.length===0)return[];if(t===null)return null;let r=[...t].sort((l,a)=>l.offset-a.offset),o=[],i=0;for(let l of r){if(l.
offset!==i||l.offset+l.bytes>n.length)return null;i+=l.bytes;let a=n.subarray(l.offset,l.offset+l.bytes).toString("utf8"),
u=ls(l.job,l.leg);if(!a.startsWith(u)||!a.endsWith(`

`))return null;e.has(l.job)&&o.push({job:l.job,leg:l.leg,markdown:a.slice(u.length,-2)})}return i===n.length?o:null}async function xc(s){
let t=await Ee(nt(s,ct.events),"utf8").catch(()=>""),e=new Map,n=new Map,r=new Map;for(let o of t.split(`
`)){if(!/"type":"(job-finished|job-skipped|step-finished)"/.test(o))continue;let i;try{i=ro.safeParse(JSON.parse(o)).data}catch{
continue}if(i?.type==="job-skipped"&&n.set(i.job,i.reason),i?.type==="step-finished"&&i.conclusion==="failure"){let u=`${i.
job}\0${i.leg}`;r.has(u)||r.set(u,{step:i.step,name:i.name,message:i.message,...i.output_tail===void 0?{}:{output_tail:i.
output_tail}})}if(i?.type!=="job-finished")continue;let l=e.get(i.job)??new Map,a=i.failed_step??r.get(`${i.job}\0${i.leg}`);
l.set(i.leg,{leg:i.leg,result:i.result,...i.reason===void 0?{}:{reason:i.reason},durationMs:i.duration_ms,...a===void 0||
i.result!=="failure"?{}:{failedStep:a}}),e.set(i.job,l)}return{legs:e,skips:n}}function Ii(s){let t=Oe(s??process.cwd()),
e;try{e=(0,Vt.statSync)(t)}catch(n){if(!fe(n,"ENOENT","ENOTDIR"))throw ue(t,n,"cwd")}if(e?.isDirectory()!==!0)throw new k(
"usage",e===void 0?"no such directory":"is not a directory",{where:`cwd ${t}`});return t}function Rc(s){if(typeof s!="st\
ring"||s.trim()==="")throw new k("usage",`takes the workflow file's path as its first argument (runWorkflow('.github/wor\
kflows/ci.yml', \u2026)), not ${fs(s)}`,{where:"runWorkflow"})}async function $c(s,t,e){let n=new Set(e);for(let r of await s.
list())n.has(r.stage)&&await t.copyAttempt(s,r.stage,r.attempt,r.runAttempt)}async function Oc(s,t,e){let n=new Set;for(let r of e)
for(let o of[...r.legs,...(r.legResults??[]).map(i=>i.leg)])n.add(o);for(let r of n){let o=ae(r),i=nt(s,o);if((await Zu(
i).catch(()=>null))?.isFile()!==!0)continue;let l=nt(t,`.${ct.jobLogPrefix}${(0,Pe.randomBytes)(6).toString("hex")}.tmp`);
try{await Yu(i,l,Vt.constants.COPYFILE_EXCL),await tc(l,nt(t,o))}catch(a){throw await ec(l,{force:!0}),new k("run-write-\
failed",ln(`the job log of ${r}`,a),{where:nt(t,o),cause:a})}}}async function Eh(s,t,e={}){return Pc(s,t,e,_n)}async function Pc(s,t,e,n){
Ec(s,t);let r=cs(e,"replayWorkflow"),o=Ii(r.cwd),i=Oe(o,r.storeDir??Rn),l=await new jn(i).resolve(s),a=await Cn(nt(i,l),
l);if(a.redacted)throw new k("replay-refused",`run ${l} was started with a secret (or text shaped like a token) in ${n.typedValues}\
, which was not stored, so it cannot be replayed`,{details:[`start it again in full: ${n.run(a.workflow_path)} with the \
same options`]});return Di(a.workflow_path,{...r,cwd:o,storeDir:i,...a.job?{job:a.job}:{},inputs:a.inputs,event:a.event,
eventName:a.event_name,vars:a.vars,secrets:r.secrets??a.secrets,...a.parent?{parent:a.parent}:{}},{words:n,replay:{run:l,
from:t}})}function Ec(s,t){let e=[...typeof s=="string"&&s.trim()!==""?[]:[`takes the stored run's id (or 'latest') as i\
ts first argument (replayWorkflow('latest', 'fix', \u2026)), not ${fs(s)}`],...typeof t=="string"?[]:[`takes the stage o\
r job to run again from as its second argument (replayWorkflow('latest', 'fix', \u2026)), not ${fs(t)}`]];if(e.length>0)
throw new k("usage",e[0],{where:"replayWorkflow",details:e.slice(1)})}function fs(s){return typeof s=="string"?"an empty\
 string":JSON.stringify(s)??String(s)}export{He as a,Ji as b,ro as c,_c as d,Be as e,Ke as f,Ve as g,fo as h,fa as i,Xe as j,Ph as k,uc as l,Eh as m,Pc as n};

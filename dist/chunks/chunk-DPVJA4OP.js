import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{a as Ir,b as Dr}from"./chunk-YHQU7V4H.js";import{a as Wr,b as to,c as eo,d as no}from"./chunk-DD6AZIAY.js";
import{a as Ur,b as Jr,c as Hr,i as Xr,j as Yr,k as Zr,l as Qr}from"./chunk-6VVMJQDY.js";import{a as jn,b as Br,c as Gr,
d as Kr,e as Vr,g as qr}from"./chunk-L4OVIBRN.js";import{a as Is}from"./chunk-V2DVXSSG.js";import{a as Ws}from"./chunk-SSKA5J43.js";
import{k as zr,l as Fr}from"./chunk-5NQALROS.js";import{$ as hr,Aa as Mn,Ba as Mr,C as Ks,Ca as jr,Da as Lr,G as ce,
H as Vs,J as qs,K as Xs,N as Ys,O as Zs,P as Qs,Q as tr,U as lr,W as fe,X as Tn,Y as dr,Z as fr,_ as pr,a as Tt,aa as gr,
b as Nt,ba as mr,c as _e,ca as wr,d as Bt,ea as Ie,f as ue,fa as De,ga as _n,ha as br,ja as We,ka as Sr,n as tt,p as Us,
pa as Or,q as Js,qa as Pr,r as Hs,ra as Er,sa as Ar,ta as Tr,va as Nr,w as Ce,y as Bs,ya as _r,z as Gs,za as Cr}from"./chunk-LNLB4QTE.js";
import{A as Cn,B as Ue,C as kr,D as vr,L as xr,N as Rr,O as $r,a as Nn,i as yr}from"./chunk-L34U7BH7.js";import{b as st,
c as ee,d as Fe,f as ur,g as cr}from"./chunk-S6TVD47Z.js";import{b as le}from"./chunk-3PPNOCMN.js";import{c as Ln,
e as so}from"./chunk-X5N5IWH4.js";import{a as Me,b as je,k as er,m as nr,n as sr,o as rr,p as Le,q as ze,r as or,u as ir,
v as ar,x as de}from"./chunk-UIX755PM.js";import{a as zt,b as Ae,c as Et,d as On,e as Es,g as En,i as Ne,m as Ls,n as zs,
p as Fs,r as te,t as Ds,u as An}from"./chunk-3WHULUYP.js";import{b as v,c as Jt,d as kt,e as Sn}from"./chunk-BXL4BL7Z.js";
import{A as Z,B as ot,Ca as ae,Da as Qt,Ea as js,G as _t,H as Os,N as ut,O as ct,P as ie,S as Wt,T as Ps,W as $n,b as kn,
ba as Xt,c as bs,ca as Yt,d as Ss,ga as $,h as Dt,ha as nt,i as ks,ia as ht,j as vs,ja as As,k as vn,l as xn,la as Te,m as xs,
ma as gt,n as Rs,na as Q,oa as Ts,p as $s,q as Rn,qa as Ns,ra as Pn,sa as _s,ta as Ht,ua as Zt,va as Rt,w as xt,wa as Cs,
xa as D,ya as At,za as Ms}from"./chunk-G4KAFFH4.js";import{a as oe}from"./chunk-5A7QKWCT.js";import{d as Lt}from"./chunk-3NR5HZ6E.js";var He=Zt(["success","failure","cancelled","skipped"]),ro=Zt(["success","failure","cancelled","skipped"]),Hi=Zt(["succes\
s","failure","cancelled"]),Ct=js.datetime(),Je=At(nt().check(ht(),Xt())),Bi=Q({step:nt().check(ht(),Xt()),title:At($()),
file:At($()),line:Je,end_line:Je,col:Je,end_column:Je}),Gi=Q({step:nt().check(ht()),name:$(),message:At($()),output_tail:D(
$())}),io=_s("type",[Q({type:Rt("run-started"),at:Ct,run:$(),workflow:$(),jobs:gt(Q({id:$(),needs:gt($()),legs:At(gt($()))}))}),
Q({type:Rt("job-legs"),at:Ct,job:$(),legs:gt($())}),Q({type:Rt("job-started"),at:Ct,job:$(),leg:$(),name:At($()),matrix:At(
Ht($(),Te()))}),Q({type:Rt("step-started"),at:Ct,job:$(),leg:$(),step:nt().check(ht()),name:$()}),Q({type:Rt("step-finis\
hed"),at:Ct,job:$(),leg:$(),step:nt().check(ht()),name:$(),outcome:ro,conclusion:ro,duration_ms:nt().check(ht(),Yt()),message:At(
$()),output_tail:D($())}),Q({type:Rt("job-finished"),at:Ct,job:$(),leg:$(),result:He,duration_ms:nt().check(ht(),Yt()),reason:D(
$()),reused:D(Rt(!0)),failed_step:D(Gi)}),Q({type:Rt("job-skipped"),at:Ct,job:$(),result:Zt(["skipped","cancelled"]),reason:$()}),
Q({type:Rt("notice"),at:Ct,level:Zt(["info","warning","error"]),job:At($()),leg:At($()),message:$(),annotation:D(Bi),problem:D(
Q({stage:$(),attempt:nt().check(ht(),Xt()),code:$(),path:$()}))}),Q({type:Rt("stage-recorded"),at:Ct,job:$(),leg:$(),stage:$(),
attempt:nt().check(ht()),status:$()}),Q({type:Rt("run-finished"),at:Ct,run:$(),status:Hi,duration_ms:nt().check(ht(),Yt())})]);var Nc=$n.stage;function zn(s,t){let e=$n[s];return Object.fromEntries(Object.entries(t).filter(([n])=>e.includes(n)))}function Be(s,t,e={}){
let n=s.problems.some(r=>r.code===_t.nextUnknownStage);return{[ot.status]:s.status,[ot.next]:t?.next&&!n?t.next.stage:"",
[ot.present]:s.present?"true":"false",[ot.data]:JSON.stringify(t?.data??{}),[ot.sha256]:s.digests.handoff??"",[ot.artifactId]:e.
artifactId??"",[ot.promptPath]:e.promptPath??"",[ot.handoffPath]:e.handoffPath??""}}function ao(){return{[ot.status]:"fa\
ilure",[ot.next]:"",[ot.present]:"false",[ot.data]:"{}",[ot.sha256]:"",[ot.artifactId]:"",[ot.promptPath]:"",[ot.handoffPath]:""}}var Ki=new TextEncoder,Vi=new TextDecoder("utf-8",{fatal:!0,ignoreBOM:!0}),qi=new TextDecoder("latin1");async function lo(s,t,e){
let n=[],r=[],o=new Set,i=xt.artifactBytes;for(let[l,a]of(t.artifacts??[]).entries()){let u=f=>r.push({code:_t.artifactRefused,
severity:"warning",path:zs(["artifacts",l,"path"]),message:`${a.path} ${f}; it was not kept`});if(a.path.includes(Wt.markerPrefix)){
u("held a secret (its path was redacted)");continue}let c=rr(a.path);if("refused"in c){u(c.refused);continue}if(o.has(c.
path))continue;let d=await e.readArtifact(s.workingDirectory,c.path,i);if(d.kind==="refused"){u(d.reason);continue}let p=Xi(
d.bytes,s.redact,`${Rs}/${c.path}`);if("refused"in p){u(p.refused);continue}if(p.bytes.length>i){u(`is ${p.bytes.length}\
 bytes once redacted, more than the ${i} bytes left of the ${xt.artifactBytes}-byte limit for one record's artifacts`);continue}
r.push(...p.problems),n.push({path:c.path,bytes:p.bytes}),o.add(c.path),i-=p.bytes.length}return{files:n,problems:r}}function Xi(s,t,e){
let n;try{n=Vi.decode(s)}catch{n=void 0}if(n!==void 0){let r=De(n,t,e);return r.problems.length===0?{bytes:s,problems:[]}:
{bytes:Ki.encode(r.text),problems:r.problems}}return st(qi.decode(s),t).redactions.length>0?{refused:"is not UTF-8 text \
and holds a secret, which cannot be redacted from a binary file"}:{bytes:s,problems:[]}}var Yi=new Set(Object.values(Os));function uo(s){return s.problems.filter(t=>t.severity==="warning"&&!Yi.has(t.code))}var Ge="baton: the command could not start: ";async function Ke(s,t,e,n,r={}){let o=e&&s.agent?.kind==="preset"?Gs(s.agent.preset,e.stdout):null,i=await Zi(s,t,e,o?.finalText??
null,n),l=i.kind==="valid"?i.handoff:null,a=l?await lo(s,l,n.workspace):{files:[],problems:[]},u=[...t.warnings,...i.problems,
...a.problems,...o?.problems??[]],c=i.kind==="invalid",d=s.onInvalid==="fail"||s.handoff==="required",p=null,f,h={reason:"\
cancelled",message:`the stage was cancelled while its agent ran${typeof r.signal?.reason=="string"?`: ${r.signal.reason}`:
""}`};if(r.cancelled||r.signal?.aborted)f=h;else if(e&&e.exitCode!==0)f={reason:"exit-nonzero",message:e.exitCode!==null?
`the agent exited with code ${e.exitCode}`:e.signal!==null?`the agent was ended by ${e.signal}`:`the agent could not sta\
rt: ${e.output.replace(Ge,"").trim()}`,exitCode:e.exitCode,signal:e.signal};else if(c&&d){let R=i.problems.filter(j=>j.severity===
"error");f={reason:"handoff-invalid",message:`the handoff was refused (${ea(R.length,"problem")}): ${ta(R)}`,problems:R}}else if(l===
null&&s.handoff==="required"){let R=`no handoff: nothing at $${Dt.handoffPath} and no block between the markers in the a\
gent's output, and this stage requires one (handoff: required)`;u.push({code:_t.handoffMissing,severity:"error",path:"$",
message:R}),f={reason:"handoff-missing",message:R}}else if(r.verify){let R=await r.verify();p=R.facts,u.push(...R.problems),
f=r.signal?.aborted?{reason:"cancelled",message:"the stage was cancelled while verify ran"}:p.exit_code===0?{reason:"com\
pleted",message:null}:{reason:"verify-failed",message:`verify failed with ${p.exit_code===null?"no exit code (ended by a\
 signal)":`exit code ${p.exit_code}`}`,exitCode:p.exit_code}}else f={reason:"completed",message:null};let S=c&&!d?u.map(
R=>({...R,severity:"warning"})):u,m=n.workspace.now(),w=await Ie(s,{attempt:t.attempt,repair:t.repair,hop:t.hop,lineage:t.
lineage,...t.parent?{parent:t.parent}:{},prompt:t.prompt,handoff:l,agent:e,startedAt:new Date(t.preparedAt),finishedAt:m,
usage:o?.usage??null,verify:p,outcome:f,problems:S,files:a.files},n),x=s.handoff==="required"&&(f.reason==="handoff-inva\
lid"||f.reason==="handoff-missing");return{...w,outputs:Be(w.record,w.handoff,{artifactId:w.ref.id,promptPath:t.promptPath,
handoffPath:t.handoffPath}),repairProblems:x?w.record.problems.filter(R=>R.severity==="error"):[]}}async function Zi(s,t,e,n,r){
let o=await r.workspace.readHandoff(t.handoffPath),i=[],l;if(o.kind!=="missing")l=o;else if(e)for(let d of[n,e.stdout]){
if(!d)continue;let p=Is(d);if(i.push(...p.warnings),p.json!==null){l=Ls(p.json);break}}if(l===void 0)return{kind:"missin\
g",problems:Qi(i)};if(l.kind==="invalid")return{kind:"invalid",problems:[...i,...l.problems]};let a=ur(l.handoff,s.redact),
u=[...i,...l.warnings,...a.problems],c=a.handoff.next?.stage;if(c!==void 0&&s.workflowJobs!==null&&!s.workflowJobs.includes(
c)){let d={code:_t.nextUnknownStage,severity:s.onInvalid==="warn"?"warning":"error",path:"$.next.stage",message:`"${c}" \
names no job in this workflow; jobs: ${[...s.workflowJobs].sort().join(", ")}`};if(s.onInvalid==="fail")return{kind:"inv\
alid",problems:[...u,d]};u.push(d)}else c!==void 0&&s.workflowJobs===null&&u.push({code:_t.nextUnchecked,severity:"warni\
ng",path:"$.next.stage",message:`"${c}" was not checked against the workflow's jobs, which are not known here: ${s.workflowUnread??
"the workflow file was not read"}; the \`next\` output names it as given, whether or not a job has that id`});return{kind:"\
valid",handoff:a.handoff,problems:u}}function Qi(s){let t=new Set;return s.filter(e=>{let n=`${e.code}\0${e.path}\0${e.message}`;
return t.has(n)?!1:(t.add(n),!0)})}function ta(s){let t=[...s].sort((n,r)=>Number(En(r.message))-Number(En(n.message))),
e=t.slice(0,3).map(te).join("; ");return t.length>3?`${e}; and ${t.length-3} more`:e}function ea(s,t){return`${s} ${t}${s===
1?"":"s"}`}function fo(s){let t=s.problems.filter(r=>r.severity==="error"),e=(t.length>0?t:s.problems).map(r=>`- ${te(r).replace(/\s+/g,
" ")}`).join(`
`),n=JSON.stringify(Ws(),null,2);return[`# Your handoff for stage \`${s.stage}\` was not accepted`,"","Your last run fin\
ished, but baton could not accept its handoff:","",e,"",`Do not redo the work. Write the handoff again, as one JSON obje\
ct that follows the JSON Schema below, to the file named by the environment variable \`${Dt.handoffPath}\` (or print it a\
s the last thing you output, between a line \`${xn.start}\` and a line \`${xn.end}\`).`,"","## The handoff JSON Schema",
"",co(n,"json"),"","## The task you were given","",co(s.previousPrompt,"markdown"),""].join(`
`)}function co(s,t){let e=Math.max(0,...Array.from(s.matchAll(/`+/g),r=>r[0].length)),n="`".repeat(Math.max(3,e+1));return`${n}${t}\

${s.replace(/\n$/,"")}
${n}`}async function Ve(s,t,e={}){let n=e.attempt??1,r=t.workspace.now();await sa(s,n,t.store);let o=e.upstream??await ra(s,t.
store),i=e.parent!==void 0?e.parent:await ia(s,t),l=o.filter(m=>m.stored!==void 0),a=l.map(m=>po(m.stored)).sort((m,w)=>Nn(
m.stage,w.stage)),u=i?.deepest[0]?.record.hop??0,c=1+Math.max(u,...l.map(m=>m.stored.record.hop)),d=i?{run:i.run,lineage:i.
deepest.map(po)}:void 0,p=async(m,w)=>{let x=await Ie(s,{attempt:n,repair:e.repair!==void 0,hop:c,lineage:a,...d?{parent:d}:
{},prompt:"",handoff:null,agent:null,startedAt:r,finishedAt:t.workspace.now(),usage:null,verify:null,outcome:m,problems:w},
t);return{kind:"refused",result:{stage:s.stage,ok:!1,outcome:x.outcome,attempts:[x],final:x,outputs:Be(x.record,null,{artifactId:x.
ref.id})}}};if(c>s.maxHandoffs){let m=await aa(s,l,i,t),w=`stage ${s.stage} would be hop ${c}, more than max-handoffs ${s.
maxHandoffs}: ${ca(m)}`;return p({reason:"max-handoffs",message:w,hop:c,limit:s.maxHandoffs,chain:m},[{code:_t.maxHandoffs,
severity:"error",path:"$",message:w}])}let f,g=[];if(e.repair)f=fo({stage:s.stage,...e.repair});else try{({prompt:f,warnings:g}=
await na(s,o,e.attemptContext))}catch(m){if(!(m instanceof v))throw m;let w={code:m.code,severity:"error",path:m.where??
"$",message:m.message};return p({reason:"render-failed",message:kt(m),problems:[w]},[w])}let h=await t.workspace.attemptPaths(
s.stage,n);return s.agent?.kind==="preset"&&(f=`${f.trimEnd()}

${Ks({handoffPath:h.handoffPath})}
`),await t.workspace.writePrompt(h.promptPath,f),{kind:"ready",prepared:{stage:s.stage,attempt:n,repair:e.repair!==void 0,
prompt:f,promptPath:h.promptPath,handoffPath:h.handoffPath,lineage:a,hop:c,...d?{parent:d}:{},warnings:g,preparedAt:r.toISOString()},
upstream:o,parent:i}}async function na(s,t,e){if(s.template===null)throw new v("prompt-missing","this stage has no promp\
t template",{where:s.stage});let n={source:s.template.source,...s.maxPromptTokens===null?{}:{maxPromptTokens:s.maxPromptTokens},
...s.madeEvent===void 0?{}:{madeEventHint:Xr(s.madeEvent,s.madeEventRun)}};await Zr(s.template.text,n);let r=yr({upstream:t,
inputs:s.inputs,github:s.github,...e?{attempt:e}:{},require:s.needs,analysis:Yr(s.template.text)}),o=Qr(s.template.text,
r.context,n);return{prompt:o.prompt,warnings:[...r.warnings,...o.warnings]}}async function sa(s,t,e){let n={stage:s.stage,
attempt:t,runAttempt:s.run.attempt};if((await e.list()).some(o=>ze(o,n)===0))throw new v("record-exists",`${ir(n)} alrea\
dy has a record in this run, so the agent was not run; records are immutable`,{where:`stage ${s.stage}`,details:[`anothe\
r job of this run records stage ${s.stage}: give each job its own stage id (the \`${Z.stage}\` input)`]})}async function ra(s,t){
let e=s.upstream.filter(a=>a.stage!==s.stage),n=await Promise.all(e.map(a=>t.get(a.stage))),r=new Map(e.map(a=>[a.stage,
a])),o=(a,u)=>{let{job:c=null,matrix:d,open:p,place:f}=r.get(a)??{};return{stage:a,job:c??u?.record.job??a,stored:u,...d===
void 0?{}:{matrix:d},...p===!0?{open:!0}:{},...f===void 0?{}:{place:f}}},i=new Map;for(let[a,u]of e.entries())i.set(u.stage,
n[a]);if(s.expandLineage){let a=[...i.values()].filter(u=>u!==void 0);for(let u=a.shift();u;u=a.shift())for(let c of u.record.
lineage){if(c.stage===s.stage||i.has(c.stage))continue;let d=await t.getAttempt(c.stage,c.attempt,c.run_attempt),p=d?.recordSha256===
c.record_sha256?d:void 0;i.set(c.stage,p),p&&a.push(p)}}let l=s.expandLineage?await oa(s,i,t):new Map;return[...i].map(([
a,u])=>{let c=l.get(a);return{...o(a,u),...c?{recordedLike:c}:{}}})}async function oa(s,t,e){let n=s.needs.filter(i=>t.has(
i)&&t.get(i)===void 0),r=new Map;if(n.length===0)return r;let o=[...new Set((await e.list()).map(i=>i.stage))].filter(i=>i!==
s.stage).sort(Nn);for(let i of n){let l=o.filter(a=>a.startsWith(`${i}-`));l.length>0&&r.set(i,l)}return r}async function ia(s,t){
if(s.parentRun===null)return null;if(!t.openRun)throw new Jt(`stage ${s.stage}: a parent run is set but no way to open a\
nother run was given`);let e=await t.openRun(s.parentRun),n=new Map;for(let i of await e.list())n.set(i.stage,or([i,n.get(
i.stage)??i]));let r=(await Promise.all([...n.values()].map(i=>e.getAttempt(i.stage,i.attempt,i.runAttempt)))).filter(i=>i!==
void 0),o=Math.max(0,...r.map(i=>i.record.hop));return{run:s.parentRun,store:e,deepest:r.filter(i=>i.record.hop===o)}}function po(s){
let{stage:t,attempt:e,run:n}=s.record;return{stage:t,attempt:e,...n.attempt>1?{run_attempt:n.attempt}:{},record_sha256:s.
recordSha256}}async function aa(s,t,e,n){let r=s.maxHandoffs+1,o=new Map(t.map(f=>[f.stored.recordSha256,f.stored])),i=new Map;
e&&i.set(e.run,Promise.resolve(e.store));let l=f=>(!i.has(f)&&n.openRun&&i.set(f,n.openRun(f)),i.get(f)),a=f=>f.reduce((g,h)=>g===
void 0||h.stored.record.hop>g.stored.record.hop?h:g,void 0),u=async(f,g,h)=>{let S=[];for(let m of f){let w=(h===null?o.
get(m.record_sha256):void 0)??await g.getAttempt(m.stage,m.attempt,m.run_attempt);w?.recordSha256===m.record_sha256&&S.push(
{stored:w,store:g,run:h})}return S},c=[{stage:s.stage,run:null}],d=a([...t.map(f=>({stored:f.stored,store:n.store,run:null})),
...(e?.deepest??[]).map(f=>({stored:f,store:e.store,run:e.run}))]),p=!1;for(;d&&c.length<r+1;){c.unshift({stage:d.stored.
record.stage,run:d.run});let{record:f}=d.stored;if(f.hop<=1){p=!0;break}let g=await u(f.lineage,d.store,d.run);if(f.parent)
try{let h=await l(f.parent.run);h&&g.push(...await u(f.parent.lineage,h,f.parent.run))}catch{}d=a(g)}return la(c,p)}function la(s,t){
let e=s.some(o=>o.run!==null),n=t?[]:["\u2026"],r;for(let o of s)e&&o.run!==r&&n.push(ua(o.run)),r=o.run,n.push(o.stage);
return n}function ua(s){return s===null?"this run:":`run ${s}:`}function Fn(s){return s.endsWith(":")}function ca(s){let t=s.
filter(l=>!Fn(l)&&l!=="\u2026").length,e=[],n,r=!1,o=0;for(let l of s)Fn(l)?(n=l,r=!1):l==="\u2026"?e.push(l):(t<=12||o<
5||o>=t-5?(n!==void 0&&!r&&e.push(n),r=!0,e.push(l)):e.at(-1)!=="\u2026"&&e.push("\u2026"),o++);let i="";for(let[l,a]of e.
entries()){let u=e[l-1];i+=l===0?a:u!==void 0&&Fn(u)?` ${a}`:` \u2192 ${a}`}return i}async function ho(s,t){if(s.agent===null)throw new Jt(`stage ${s.stage}: runStage needs an agent (run or agent); this sp\
ec is for a split stage`);let e=[],n,r,o={},i="",l=!1;for(let a=1;;a++){let u=await Ve(s,t,{...o,attempt:a,...n?{upstream:n}:
{},...r!==void 0?{parent:r}:{}});if(u.kind==="refused")return t.reporter?.error(u.result.outcome.message??"",s.stage),{...u.
result,attempts:[...e,...u.result.attempts]};n=u.upstream,r=u.parent;let c=u.prepared;c.repair||(i=c.prompt);for(let h of c.
warnings)t.reporter?.warning(h.message,`${s.stage} ${h.path}`);let d=await ha(s,c,t),p=await Ke(s,c,d,t,{...t.signal?{signal:t.
signal}:{},...s.verify===null?{}:{verify:()=>ga(s,c,t,s.verify)}});e.push(p);let{outcome:f}=p,g=t.signal?.aborted===!0;if(p.
repairProblems.length>0&&!l&&!g){l=!0,t.reporter?.warning(`${f.message}; giving the agent one repair turn`,s.stage),o={repair:{
problems:p.repairProblems,previousPrompt:i}};continue}if(f.reason==="verify-failed"&&a<s.attempts&&!g){t.reporter?.warning(
`attempt ${a} of ${s.attempts}: ${f.message}; trying again`,s.stage),o={attemptContext:fa(a+1,p.handoff,p.record.verify)};
continue}return f.reason==="cancelled"?t.reporter?.warning(f.message,s.stage):f.reason!=="completed"&&t.reporter?.error(
f.message,s.stage),da(s,f,e,p.outputs)}}function da(s,t,e,n){let r=e.at(-1);if(!r)throw new Jt(`stage ${s.stage}: no att\
empt was stored`);return{stage:s.stage,ok:t.reason==="completed",outcome:t,attempts:e,final:r,outputs:n}}function fa(s,t,e){
return{number:s,previous:t,verify:e?{exit_code:e.exit_code,output:e.output_tail}:null}}function pa(s,t){let e={};for(let[
n,r]of Object.entries(s))ks.includes(n)||vs.some(o=>n.startsWith(o))||(e[n]=r);return{...e,...t}}function go(s,t,e,n={}){
return pa(e.env,{...n,[Dt.promptPath]:t.promptPath,[Dt.handoffPath]:t.handoffPath,[Dt.stage]:s.stage})}async function ha(s,t,e){
let n=s.agent,r=n.kind==="preset"?{...Bs(n.preset),shell:"bash"}:{script:n.command,env:{},shell:s.shell};return e.reporter?.
info(`${s.stage}: attempt ${t.attempt}${t.repair?" (repair turn)":""}, running the agent`),mo(e,()=>({script:r.script,shell:r.
shell,cwd:e.workspace.resolveDirectory(s.workingDirectory),env:go(s,t,e,r.env)}))}async function mo(s,t){let e=s.workspace.
now();try{return await s.runner.run({...t(),...s.onOutput?{onOutput:s.onOutput}:{},...s.signal?{signal:s.signal}:{}})}catch(n){
let r=`${Ge}${kt(n)}
`;return s.onOutput?.(r,"stderr"),{exitCode:null,signal:null,startedAt:e,finishedAt:s.workspace.now(),output:r,stdout:""}}}
async function ga(s,t,e,n){e.reporter?.info(`${s.stage}: attempt ${t.attempt}, running verify`);let r=await mo(e,()=>({script:n,
shell:s.shell,cwd:e.workspace.resolveDirectory(s.workingDirectory),env:go(s,t,e)})),o=De(r.output,s.redact,"verify.outpu\
t_tail");return{facts:{command:n,exit_code:r.exitCode,output_tail:bs(o.text,xt.verifyOutputTailBytes),duration_ms:Math.max(
0,r.finishedAt.getTime()-r.startedAt.getTime())},problems:o.problems}}var bo=Lt(Me(),1),Mt=Lt(oe(),1);import{spawn as ma}from"node:child_process";import{tmpdir as wa}from"node:os";import{join as ya}from"node:path";
import{StringDecoder as ba}from"node:string_decoder";var qe=class{#t;#e={stdout:"",stderr:""};#s=null;constructor(t){this.#t=t}push(t,e){let n=this.#e[e]+t,r=n.endsWith("\r")?
n.slice(0,-1):n,o=Math.max(r.lastIndexOf(`
`),r.lastIndexOf("\r"))+1;n.length-o>65536&&(o=n.length),this.#n(e,n.slice(0,o)),this.#e[e]=n.slice(o)}end(t){this.#n(t,
this.#e[t]),this.#e[t]=""}#n(t,e){e!==""&&(this.#s!==null&&!this.#s.ended&&this.#s.stream!==t&&this.#t(`
`,!0),this.#t(e,!1),this.#s={stream:t,ended:e.endsWith(`
`)||e.endsWith("\r")})}};var In={killGraceMs:5e3,maxOutputBytes:1024*1024,drainMs:1e3};function Sa(s){try{process.kill(-s,0)}catch{return!1}let t;
try{t=(0,Mt.readdirSync)("/proc")}catch{return!0}for(let e of t){if(!/^\d+$/.test(e))continue;let n;try{n=(0,Mt.readFileSync)(
`/proc/${e}/stat`,"utf8")}catch{continue}let[r,,o]=n.slice(n.lastIndexOf(")")+2).split(" ");if(Number(o)===s&&r!=="Z")return!0}
return!1}var Xe=class{#t;#e;#s;#n;#r;#o;#l;#a;constructor(t={}){this.#t=t.tempDir??wa(),this.#e=t.killGraceMs??In.killGraceMs,
this.#s=t.maxOutputBytes??In.maxOutputBytes,this.#n=t.drainMs??In.drainMs,this.#r=t.outputHook,this.#o=t.reuseScripts?new Map:
void 0,this.#l=t.secrets??[],this.#a=t.noPathHint??"PATH is not set in its environment"}async run(t){let e=gr(t.shell);ka(
t.cwd);let n=mr(e,t.script),r=this.#c(e.extension,n),o=r??ya(this.#t,`baton-step-${(0,bo.randomUUID)()}${e.extension}`);
r===void 0&&((0,Mt.writeFileSync)(o,n,{flag:"wx",mode:448}),this.#o?.set(`${e.extension}\0${n}`,o)),this.#r?.begin?.();try{
return await this.#d(e.file,wr(e,o),t)}finally{this.#r?.end?.(),this.#o===void 0&&(0,Mt.rmSync)(o,{force:!0})}}#c(t,e){let n=`${t}\
\0${e}`,r=this.#o?.get(n);if(r===void 0)return;let o=Buffer.from(e),i;try{i=Fs(r,o.length)}catch{i={kind:"missing"}}if(i.
kind==="file"&&o.equals(i.bytes))return r;this.#o?.delete(n)}#d(t,e,n){return new Promise((r,o)=>{let i=new Date,l=new Ye(
this.#s),a=new Ye(this.#s),u=ma(t,e,{cwd:n.cwd,env:n.env,stdio:["ignore","pipe","pipe"],detached:!0});u.pid!==void 0&&n.
onStart?.(u.pid);let c,d,p,f,g=!1,h=z=>{if(u.pid!==void 0)try{process.kill(-u.pid,z)}catch{}},S=()=>u.pid!==void 0&&Sa(u.
pid),m,w=!1,x,R=null,j,L=()=>{h("SIGKILL"),j=Date.now()},k=Number.POSITIVE_INFINITY,P=z=>{z>=k||(k=z,clearTimeout(c),c=setTimeout(
L,Math.max(0,z-Date.now())),c.unref())},O=()=>{R!=="terminate"&&(R="terminate",clearTimeout(d),h("SIGTERM"),P(Date.now()+
this.#e))},H=()=>{if(n.stop!=="interrupt"||n.kill?.aborted)return O();R===null&&(R="interrupt",h("SIGINT"),d=setTimeout(
()=>h("SIGTERM"),1.5*this.#e),d.unref(),P(Date.now()+2*this.#e))},V=()=>{let z=S();return n.kill?.aborted&&j===void 0&&z&&
L(),z&&(j===void 0||Date.now()-j<2e3)?(m??=setInterval(b,100),!1):(clearInterval(m),w?!0:x===void 0?(x=Date.now(),setTimeout(
b,this.#n).unref(),!1):Date.now()-x>=this.#n)},b=()=>{g||f===void 0||R!==null&&!V()||(clearInterval(m),g=!0,clearTimeout(
p),u.stdout?.destroy(),u.stderr?.destroy(),_("stdout"),_("stderr"),n.signal?.removeEventListener("abort",H),n.kill?.removeEventListener(
"abort",O),clearTimeout(c),clearTimeout(d),r({exitCode:f.code,signal:f.signal,startedAt:i,finishedAt:new Date,output:l.text(
this.#l),stdout:a.text(this.#l)}))},E=new qe((z,K)=>K?l.insert(z):l.push(z)),_=z=>E.end(z),I=(z,K)=>{let y=new ba("utf8"),
T=F=>{E.push(F,K),F!==""&&(K==="stdout"&&a.push(F),this.#r?.chunk(F,K),n.onOutput?.(F,K))};z.on("data",F=>{l.wrote(F.length),
K==="stdout"&&a.wrote(F.length),T(y.write(F))}),z.on("end",()=>{T(y.end()),_(K)})};I(u.stdout,"stdout"),I(u.stderr,"stde\
rr"),u.on("error",z=>{if(g)return;g=!0,n.signal?.removeEventListener("abort",H),n.kill?.removeEventListener("abort",O);let K=z.
code==="ENOENT"&&!t.includes("/")&&!n.env.PATH;o(new v("shell-failed",`could not start ${JSON.stringify(t)}: ${z.code??z.
message}${K?`; ${this.#a}`:""}`,{where:"shell",cause:z}))}),u.on("exit",(z,K)=>{f={code:z,signal:K},p=setTimeout(()=>{R===
null&&(u.stdout?.destroy(),u.stderr?.destroy()),b()},this.#n),p.unref()}),u.on("close",()=>{w=!0,b()}),n.kill?.aborted?O():
n.kill?.addEventListener("abort",O,{once:!0}),n.signal&&(n.signal.aborted?H():n.signal.addEventListener("abort",H,{once:!0}))})}};
function ka(s){let t;try{t=(0,Mt.statSync)(s)}catch{t=void 0}if(!t?.isDirectory())throw new v("working-directory-missing",
`${s} is not a directory`,{where:"working-directory"})}var wo=4,yo=4096,va=4,Ye=class{#t;#e=[];#s=0;#n=0;#r=0;#o=0;constructor(t){
this.#t=t}wrote(t){this.#r+=t}insert(t){this.push(t),this.#o+=Buffer.byteLength(t)}push(t){this.#e.push(t);let e=Buffer.
byteLength(t);for(this.#s+=e,this.#n+=e;this.#e.length>1&&this.#s-Buffer.byteLength(this.#e[0])>=this.#t;)this.#s-=Buffer.
byteLength(this.#e.shift())}text(t=[]){let e=Buffer.from(this.#e.join(""));if(e.length<=this.#t)return e.toString("utf8");
let n=e.length-this.#t-1,r=e.indexOf(10,n),o=[e.indexOf(32,n),e.indexOf(9,n)].filter(p=>p>=0),i=r>=0&&r<e.length-1?r:o.length>
0?Math.min(...o):-1,l=i===-1?"":e.subarray(i+1).toString("utf8"),a=0;for(let p=0;p<wo&&(l[a]===" "||l[a]==="	");p++){let f=l.
indexOf(`
`,a);a=f===-1?l.length:f+1}let u=e.subarray(Math.max(0,i+1-yo),i+1).toString("utf8");u+=l.slice(0,a),l=l.slice(a);for(let p=0;p<
wo&&l!==""&&e[i]===10;p++){let f=l.indexOf(`
`),g=(f===-1?l:l.slice(0,f+1)).slice(0,yo),h=u.slice(u.lastIndexOf(`
`,u.length-2)+1);if(st(h+g,t).text===st(h,t).text+st(g,t).text)break;u=h+g,l=f===-1?"":l.slice(f+1)}for(let p of t)for(let f=p.
length-1;f>=va;f--)if(l.startsWith(p.slice(p.length-f))){l=l.slice(f);break}let c=cr(l);if(c&&!l.slice(0,c.start).includes(
"-----BEGIN ")){let p=l.indexOf(`
`,c.end);l=p===-1?"":l.slice(p+1)}let d=l===""?"none of it is kept, as no line or space was left to start at":`the last ${this.#t}\
 bytes at most are kept`;return this.#n===this.#r+this.#o?`[baton: the first ${this.#n-Buffer.byteLength(l)} bytes of th\
is output were left out; ${d}]
${l}`:`[baton: this output was ${this.#r} bytes, not all of it UTF-8 text, and its start was left out; ${d}${l===""?"":"\
, as text (a byte that is not UTF-8 as \uFFFD)"}]
${l}`}};var Oe=Lt(Me(),1),Kt=Lt(oe(),1);import{copyFile as Yu,lstat as Zu,mkdtemp as Qu,readFile as Pe,rename as tc,rm as ec}from"node:fs/promises";
import{availableParallelism as nc,hostname as sc,tmpdir as rc}from"node:os";import{basename as oc,dirname as ic,join as rt,
relative as ac,resolve as $e}from"node:path";import{setMaxListeners as Bn}from"node:events";var So=["repository","path","ref"];function ko(s,t,e){let n=t.repository.trim(),r=n!==""&&n.toLowerCase()!==e.repository.
toLowerCase(),o=t.path.trim(),i=!xa(o,e.workspace),l=t.ref.trim(),a=l!==""&&!e.refs.includes(l);if(!r&&!i&&!a)return null;
let u=r?`${n}${a?` at ${l}`:""} is not cloned`:a?`ref ${l}${i?" of this repository":""} is not checked out`:"this reposi\
tory is not checked out again";return`${s}: ${u}${i?` into ${o}`:""}: baton checks nothing out; the project directory is\
 used as it is`}function xa(s,t){if(s==="")return!0;let e=s.replace(/\/+$/,"")||"/";return e==="."||e===(t.replace(/\/+$/,
"")||"/")}function Po(s){return`$${ut.stepSummary} upload aborted, supports content up to a size of ${Math.floor(xt.stepSummaryFileBytes/
1024)}k, got ${Math.floor(s/1024)}k. For more information see: https://docs.github.com/actions/using-workflows/workflow-\
commands-for-github-actions#adding-a-markdown-summary`}var Eo=new Set(["NODE_OPTIONS"]);function Wn(s,t){let e=[],n=s.split(
`
`).map(r=>r.replace(/\r$/,""));n.length>0&&n[n.length-1]===""&&n.pop();for(let r=0;r<n.length;r+=1){let o=n[r];if(o.trim()===
"")continue;let i=o.indexOf("<<"),l=o.indexOf("=");if(i>0&&(l<0||i<l)){let a=o.slice(0,i),u=o.slice(i+2);if(u==="")throw Ze(
t,r+1,`"${a}<<" needs a delimiter`);let c=[],d=!1;for(r+=1;r<n.length;r+=1){if(n[r]===u){d=!0;break}c.push(n[r])}if(!d)throw Ze(
t,r,`no line "${u}" ends the value of ${a}`);e.push([vo(a,t,r+1),c.join(`
`)]);continue}if(l>0){e.push([vo(o.slice(0,l),t,r+1),o.slice(l+1)]);continue}throw Ze(t,r+1,"expected name=value or name\
<<DELIMITER")}return e}function Ao(s,t){let e=[],n=[];for(let r of Wn(s,t))Eo.has(r[0].toUpperCase())?n.push(`can't stor\
e ${r[0]} using ${t}; it was left out`):e.push(r);return{pairs:e,refused:n}}function To(s){return s.split(`
`).map(t=>t.replace(/\r$/,"").trim()).filter(t=>t!=="").reverse()}function vo(s,t,e){if(s.trim()===""||s!==s.trim()||s.includes(
"\0"))throw Ze(t,e,`"${s}" is not a valid name`);return s}function Ze(s,t,e){return new v("file-command-invalid",`${s} l\
ine ${t}: ${e}`,{where:s})}var en=new Set(["stop-commands","set-env","set-output","save-state","add-mask","add-path","ad\
d-matcher","remove-matcher","debug","warning","error","notice","group","endgroup","echo"]),No={has:()=>!0},_o="\\t\\n\\v\\f\\\
r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000",Ra=new RegExp(`^[${_o}]+`),xo=new RegExp(`[${_o}\
]`);function Qe(s){let t=0,e=s.length;for(;t<e&&xo.test(s[t]);)t++;for(;e>t&&xo.test(s[e-1]);)e--;return s.slice(t,e)}function nn(s,t=en){
return $a(s,t)??Oa(s,t)}function $a(s,t){let e=s.replace(Ra,"");if(!e.startsWith("::"))return null;let n=e.indexOf("::",
2);if(n<0)return null;let r=e.slice(2,n),o=r.indexOf(" "),i=(o<0?r:r.slice(0,o)).toLowerCase();if(!t.has(i))return null;
let l=o>0?Co(Qe(r.slice(o+1)),",",Na):new Map;return{command:i,properties:l,data:Ta(e.slice(n+2)),form:"v2"}}function Oa(s,t){
let e=s.indexOf("##[");if(e<0)return null;let n=s.indexOf("]",e);if(n<0)return null;let r=s.slice(e+3,n),o=r.indexOf(" "),
i=(o<0?r:r.slice(0,o)).toLowerCase();if(!t.has(i))return null;let l=o>0?Co(r.slice(o+1),";",$o):new Map;return{command:i,
properties:l,data:$o(s.slice(n+1)),form:"legacy"}}function Co(s,t,e){let n=new Map;for(let r of s.split(t)){let o=r.replace(
/^=+/,""),i=o.indexOf("=");if(i<0)continue;let l=o.slice(i+1).replace(/^=+/,"");l!==""&&n.set(o.slice(0,i).toLowerCase(),
e(l))}return n}var pe=class{#t=null;#e=new Set(en);read(t){let e=nn(t,this.#e);if(this.#t===null)return e;let n=this.#t.
toLowerCase();return n===""||e?.command!==n?null:(this.#e.delete(n),this.#t=null,"resumed")}refuses(t){return Pa(t,this.#e)}stop(t){
this.#t=t,this.#e.add(t.toLowerCase())}};function Pa(s,t){let e=s.toLowerCase();return e===""||e==="pause-logging"||t.has(
e)}function Mo(s,t){return t===void 0?s:{...s,github:{...s.github,...t}}}var Ea=1024*1024,Aa=6,Dn=4e3,Ro=50,Ta=s=>s.replace(
/%0D|%0A|%25/g,t=>({"%0D":"\r","%0A":`
`,"%25":"%"})[t]),Na=s=>s.replace(/%0D|%0A|%3A|%2C|%25/g,t=>({"%0D":"\r","%0A":`
`,"%3A":":","%2C":",","%25":"%"})[t]),$o=s=>s.replace(/%3B|%0D|%0A|%5D|%25/g,t=>({"%3B":";","%0D":"\r","%0A":`
`,"%5D":"]","%25":"%"})[t]),tn=class{#t=[];#e=[];#s={outputs:[],env:[],path:[],failures:[]};#n=new Set;#r;#o;#l;constructor(t={}){
this.#r=t.allowUnsecureCommands??!1,this.#o=t.allowUnsecureStopCommandTokens??!1,this.#l=t.redact??(e=>e)}#a=0;#c={stdout:{
partial:"",overlong:!1},stderr:{partial:"",overlong:!1}};#d=new pe;push(t,e="stdout"){let n=this.#c[e],r=t.split(/\r\n|\r|\n/),
o=r.pop();for(let i of r)n.overlong||this.#u(n.partial+i),n.partial="",n.overlong=!1;n.overlong||(n.partial+=o,n.partial.
length>Ea&&(n.partial="",n.overlong=!0))}get masks(){return this.#t}end(){for(let i of Object.values(this.#c))!i.overlong&&
i.partial!==""&&this.#u(i.partial),i.partial="";let t=[...this.#e];this.#a>0&&t.push({level:"warning",message:`${this.#a}\
 more annotation${this.#a===1?"":"s"} of this step not shown (at most ${Ro})`});let{outputs:e,env:n,path:r,failures:o}=this.#s;
return{masks:[...this.#t],annotations:t,commands:{outputs:[...e],env:[...n],path:[...r],failures:[...o]}}}#u(t){let e=this.#d.
read(t);if(e===null||e==="resumed")return;let{command:n,properties:r,data:o}=e;switch(n){case"stop-commands":{let i=o;if(this.#o||
!this.#d.refuses(i)){this.#d.stop(i),i.length>Aa&&!this.#t.includes(i)&&this.#t.push(i);return}this.#s.failures.push(`un\
able to process ::stop-commands::: you cannot use an endToken that is an empty string, the string 'pause-logging', or an\
other workflow command (this one is ${i===""?"empty":JSON.stringify(i)}); use a token of your own, such as a random one,\
 or opt into insecure command execution by setting ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TOKENS to true (see https://docs.g\
ithub.com/actions/learn-github-actions/workflow-commands-for-github-actions#example-stopping-and-starting-workflow-comma\
nds)`);return}case"add-mask":{let i=Qe(o);if(i==="")return;let l=i.split(/[\r\n]+/).map(Qe);for(let a of[i,...l])a!==""&&
!this.#t.includes(a)&&this.#t.push(a);return}case"error":case"warning":case"notice":this.#f(n,r,o);return;case"set-outpu\
t":case"save-state":case"set-env":case"add-path":this.#m(n,r,o)}}#m(t,e,n){let r=l=>this.#s.failures.push(`unable to pro\
cess ::${t}::: ${l}`);if((t==="set-env"||t==="add-path")&&!this.#r){r(`the \`${t}\` command is disabled; write to ${t===
"set-env"?ut.env:ut.path} instead, or set ACTIONS_ALLOW_UNSECURE_COMMANDS to true (see https://github.blog/changelog/202\
0-10-01-github-actions-deprecating-set-env-and-add-path-commands/)`);return}if(t==="add-path"){n===""?r("the path is emp\
ty"):this.#s.path.push(n);return}let o=e.get("name");if(o===void 0||o===""){r(`required field 'name' is missing in the ${t}\
 command`);return}if(t==="set-env"){if(Eo.has(o.toUpperCase())){this.#e.push({level:"error",message:`can't update ${o} u\
sing ::set-env::`});return}this.#s.env.push([o,n]);return}if(t==="set-output"&&this.#s.outputs.push([o,n]),this.#n.has(t))
return;this.#n.add(t);let i=t==="set-output"?ut.output:ut.state;this.#e.push({level:"warning",message:`the \`${t}\` comma\
nd is deprecated and will be disabled soon; write to ${i} instead (see https://github.blog/changelog/2022-10-11-github-a\
ctions-deprecating-save-state-and-set-output-commands/)`})}#f(t,e,n){if(this.#e.length>=Ro){this.#a+=1;return}let r=e.get(
"line"),o=e.get("file")?[e.get("file"),r,r&&e.get("col")].filter(Boolean).join(":"):"",i=e.get("title"),l=d=>_a(this.#l(
d,this.#t).replace(/\r\n|\r|\n/g," ")),a=d=>d===void 0?null:l(d),u=d=>{let p=e.get(d)?.trim();return p!==void 0&&/^[1-9]\d{0,8}$/.
test(p)?Number(p):null},c=`${o?`${o}: `:""}${i?`${i}: `:""}${n}`;this.#e.push({level:t,message:l(c),place:{title:a(i),file:a(
e.get("file")),line:u("line"),end_line:u("endline"),col:u("col"),end_column:u("endcolumn")}})}};function jo(s,t){return t.
length===0?s:s.replace(/[^\r\n]+/g,e=>Lo(e,n=>t.includes(Qe(n))))}function Un(s){return Lo(s,()=>!0)}var Oo=/(?=::add-mask[ :]|##\[add-mask[ \]])/i;
function Lo(s,t){return Oo.test(s)?s.split(Oo).map(e=>{let n=nn(e);return n?.command!=="add-mask"||!t(n.data)?e:n.form===
"v2"?`${e.slice(0,10)}::***`:`${e.slice(0,11)}]***`}).join(""):s}function _a(s){return s.length>Dn?`${s.slice(0,Dn)}\u2026 (${s.
length-Dn} more characters)`:s}function zo(s,t){let e=[],n=Jn(s.map(o=>Fo(o.container)));n.length>0&&e.push({level:"warning",message:`container: ${n.join(
", ")} ${n.length===1?"is":"are"} not started: baton runs the job's steps on this machine, not in a container`});let r=Jn(
s.flatMap(o=>Ca(o.services)));if(r.length>0){let o=r.length===1;e.push({level:"warning",message:`services: ${r.join(", ")}\
 ${o?"is":"are"} not started: baton starts no containers, and the job's steps run on this machine without ${o?"it":"them"}`})}
for(let o of["Windows","macOS"]){if(o===t)continue;let i=Jn(s.map(l=>Ma(l.runsOn)===o?Hn(l.runsOn):null));i.length!==0&&
e.push(o==="Windows"?{level:"warning",message:`runs-on: ${i.join(", ")}: runs here, on ${t}, with this machine's shells \
(bash by default, where a Windows runner's is pwsh; shell: cmd and powershell fail here)`}:{level:"info",message:`runs-o\
n: ${i.join(", ")}: runs here, on ${t}, with this machine's shells and tools (bash by default, as on macOS)`})}return e}
function Fo(s){let t=typeof s=="string"?s:rn(s)&&typeof s.image=="string"?s.image:null;return t===null||t.trim()===""?null:
t}function Ca(s){return typeof s=="string"?s.trim()===""?[]:[s]:rn(s)?Object.entries(s).flatMap(([t,e])=>Fo(e)===null?[]:
[t]):[]}function Ma(s){for(let t of Io(s)){let e=t.trim().toLowerCase();if(e==="windows"||e.startsWith("windows-"))return"\
Windows";if(e==="macos"||e.startsWith("macos-"))return"macOS"}return null}function Io(s){return typeof s=="string"?[s]:Array.
isArray(s)?s.filter(t=>typeof t=="string"):rn(s)?Io(s.labels):[]}function Hn(s){return Array.isArray(s)?`[${s.map(Hn).join(
", ")}]`:rn(s)?`{ ${Object.entries(s).map(([t,e])=>`${t}: ${Hn(e)}`).join(", ")} }`:String(s)}function sn(s){switch(s.kind){case"\
literal":return s.value;case"expression":return s.text;case"sequence":return s.items.map(sn);case"mapping":return Object.
fromEntries(s.entries.map(({key:t,value:e})=>[t,sn(e)]))}}function Jn(s){return[...new Set(s.filter(t=>t!==null))]}function rn(s){
return typeof s=="object"&&s!==null&&!Array.isArray(s)}var ja="ACTIONS_STEP_DEBUG";function Do(s,t){let e=r=>Object.entries(r).find(([o])=>o.toUpperCase()===ja)?.[1];return(e(
s)??e(t))?.trim().toLowerCase()==="true"}function Wo(s,t){return{os:s.os,arch:s.arch,name:"baton-local",environment:"sel\
f-hosted",tool_cache:s.toolCache,temp:t,workspace:s.workspaceParent,...s.debug?{debug:"1"}:{}}}function Uo(s){return Object.
fromEntries(Object.entries(s).map(([t,e])=>[`RUNNER_${t.toUpperCase()}`,e]))}var he=class{#t;#e=0;#s=[];constructor(t){this.#t=Math.max(1,Math.floor(t))}async acquire(){this.#e<this.#t?this.#e+=1:await new Promise(
e=>this.#s.push(e));let t=!1;return()=>{if(t)return;t=!0;let e=this.#s.shift();e?e():this.#e-=1}}async run(t){let e=await this.
acquire();try{return await t()}finally{e()}}get active(){return this.#e}};function Jo(s,t,e="timeout-minutes"){let n=Pr(s,e);if("problem"in n)throw new v("timeout-invalid",`${t}: ${n.problem}`);
return n.minutes}function ge(s){return`${s} minute${s===1?"":"s"}`}var La=5,za=2**31-1,Fa=6e4;function Gn(s,t,e){return setTimeout(
e,Math.min(s*t,za))}function on(s,t,e){return{"fail-fast":s.failFast,"job-index":t,"job-total":e,"max-parallel":s.maxParallel??
e}}async function Ko(s,t,e){if(!Ar(s))throw new Jt("executePlan accepts only a Plan made by buildPlan");return new Kn(s,
t,e).run()}var Kn=class{#t;#e;#s;#n;#r;#o;#l;#a=new Map;#c=[];#d;#u;#m;#f=new Map;#p;#x;#w;#R=new Map;#y=new Map;#O=new Map;#T=new Map;#k;#v=new Map;#g;#P=new Map;#C=new Map;constructor(t,e,n){
this.#t=t,this.#e=e,this.#s=e.expressions,this.#n=n,this.#r=new he(n.concurrency),this.#o=n.signal??new AbortController().
signal,this.#l=n.cancel??new AbortController().signal,Bn(0,this.#o,this.#l),this.#d=t.workflow.jobs.map(r=>r.id),this.#u=
new Map(t.jobs.map(r=>[r.id,r])),this.#g=new Map(t.stageMatrices),this.#k=new Set(t.expanded.map(r=>r.id.toLowerCase()));
for(let r of t.legIds.values())for(let o of r)this.#k.add(o.toLowerCase());this.#p=Object.values(n.secrets).filter(r=>r!==
""),this.#x=Do(n.secrets,t.vars),this.#w=n.minuteMs??Fa,this.#m={inputs:t.inputs,secrets:n.secrets,env:{},envFailure:null,
namePrefix:"",cancel:this.#l}}async run(){let t=this.#e.now();this.#i({type:"run-started",run:this.#n.runId,workflow:this.#t.
workflow.name??this.#t.workflow.fileName,jobs:this.#t.jobs.map(o=>({id:o.id,needs:o.needs,legs:o.legs===null?null:o.instances===
null?this.#t.legIds.get(o.id)??null:o.instances.flatMap(i=>this.#t.legIds.get(i.id)??[])}))}),this.#m.envFailure=this.#M(),
await this.#E(this.#t.jobs.filter(o=>o.calledBy===null));let e=await this.#e.settle?.()??null;e!==null&&this.#i({type:"n\
otice",level:"error",job:null,leg:null,message:e});let n=this.#t.jobs.map(o=>{let i=this.#C.get(o.id);return{...this.#a.
get(o.id),legResults:this.#P.get(o.id)??[],...i===void 0?{}:{skipReason:i}}}),r=this.#z()?"cancelled":e!==null||n.some(o=>o.
result==="failure")?"failure":n.some(o=>o.result==="cancelled")?"cancelled":"success";return this.#i({type:"run-finished",
run:this.#n.runId,status:r,duration_ms:an(t,this.#e.now())}),{status:r,reason:e,jobs:n,stages:this.#c}}#M(){try{return this.#m.
env=Nt(this.#s,this.#t.workflow.env,(t,e)=>({contexts:this.#$(null),where:this.#h(e,`env.${t}`)})),null}catch(t){return it(
t)}}#b(t){return t?.calledBy?this.#f.get(t.calledBy)??this.#m:this.#m}#$(t){let e=this.#b(t);return{github:this.#n.github,
inputs:e.inputs,vars:this.#t.vars,secrets:e.secrets}}async#E(t){let e=new Map;for(let n of t)e.set(n.id,(async()=>{await Promise.
all(n.needs.map(r=>e.get(r))),this.#a.set(n.id,n.call===null?await this.#D(n):await this.#N(n))})());await Promise.all(e.
values())}async#N(t){let e=t.call;if(this.#n.reuse?.has(t.id)){for(let r of e.jobs){let o=this.#u.get(r);this.#a.set(r,o.
call===null?await this.#D(o):await this.#N(o))}return this.#D(t)}let n=await this.#j(t);return this.#y.has(t.id)||this.#B(
e.jobs,n),n}async#j(t){let e=this.#V(t);if(!("contexts"in e))return this.#L(t,t.id,`its calling job ${t.id} did not run \
(${e.result})`),e;let{contexts:n}=e,r,o,i;try{r=t.legs??this.#Y(t,n),i=this.#Z(t,n),o=this.#t.legIds.get(t.id)??Tn(t.id,
r,this.#k),t.legs===null&&this.#rt(t,o)}catch(l){let a=this.#W(t,it(l));return this.#L(t,t.id,`its calling job ${t.id} f\
ailed before the call started`),a}return t.legs===null&&this.#i({type:"job-legs",job:t.id,legs:o}),this.#K(t,r,o,i,n,{pooled:!1,
outputsOf:l=>l.result==="success"},(l,a,u,c)=>this.#ot(t,l,a,u,r.length,i,n,c))}#rt(t,e){if(e.length<2)return;let n=r=>{
for(let o of r){let i=this.#u.get(o),l=i.instances===null?i.stages?.[0]:void 0;if(l!==void 0){let a=o.slice((this.#y.get(
t.id)??t.id).length);throw new v("stage-duplicate",`jobs.${t.job.id}: ${jr(l,o,e.map(u=>`${u}${a}`))}`,{where:tt(t.workflow.
fileName,t.job.position)})}n(i.call?.jobs??[])}};n(this.#u.get(this.#y.get(t.id)??t.id)?.call?.jobs??[])}async#ot(t,e,n,r,o,i,l,a){
let u=t.call,c=u.workflow.call,d=t.workflow.fileName,p=u.workflow.fileName,f=this.#e.now(),g=this.#b(t),h=Object.keys(e).
length>0,S={...l,matrix:fe(e),strategy:on(i,r,o)},m,w=null;try{if(g.envFailure)throw new v("expression-invalid",g.envFailure);
let k=qs(this.#s,t.job,c,(b,E)=>({contexts:{...S,secrets:{}},where:this.#h(E,`jobs.${t.job.id}.with.${b}`,d)})),P;try{P=
Xs(c,k,u.path)}catch(b){throw b instanceof v?new v(b.code,`jobs.${t.job.id}: ${b.message}`,{where:tt(d,t.job.uses?.position??
t.job.position)}):b}let O=t.job.secrets==="inherit"?g.secrets:Nt(this.#s,t.job.secrets,(b,E)=>({contexts:S,where:this.#h(
E,`jobs.${t.job.id}.secrets.${b}`,d)})),H=[...new Set(Object.values(O))].filter(b=>b!==""&&!this.#p.includes(b));this.#p.
push(...H),H.length>0&&this.#e.addSecrets?.(H);for(let[b,E]of Object.entries(O))!H.includes(E)||E.length>=Wt.minSecretLength||
this.#i({type:"notice",level:"warning",job:t.id,leg:n,message:`secret ${b} passed to ${u.path} is shorter than ${Wt.minSecretLength}\
 characters, so it is not redacted: it will appear wherever a step or agent prints it (a value that short would blank ou\
t ordinary words)`});w=this.#st(t,h?e:null,S);let V=w??`${g.namePrefix}${t.job.id}${h?Ho(e):""}`;m={inputs:P,secrets:O,env:{},
envFailure:null,namePrefix:`${V} / `,cancel:AbortSignal.any([g.cancel,a])},Bn(0,m.cancel);try{m.env=Nt(this.#s,u.workflow.
env,(b,E)=>({contexts:{github:this.#n.github,inputs:P,vars:this.#t.vars,secrets:O},where:this.#h(E,`env.${b}`,p)}))}catch(b){
m.envFailure=it(b)}}catch(k){let P=it(k);return this.#i({type:"notice",level:"error",job:t.id,leg:n,message:P}),this.#i(
{type:"job-finished",job:t.id,leg:n,result:"failure",duration_ms:0,reason:P}),this.#L(t,n,`its calling job ${n} failed b\
efore the call started`),{result:"failure",outputs:{},stages:[]}}this.#f.set(n,m),this.#i({type:"job-started",job:t.id,leg:n,
name:w,matrix:h?e:null});let x=this.#H(t,n);await this.#E(x);let R=x.map(k=>this.#a.get(k.id)).filter(k=>k!==void 0),j=R.
some(k=>k.result==="failure")?"failure":R.some(k=>k.result==="cancelled")||this.#o.aborted?"cancelled":"success",L={};try{
let k=Object.fromEntries(x.map(P=>{let O=this.#a.get(P.id);return[ce(P.id),{result:O?.result??"skipped",outputs:O?.outputs??
{}}]}));L=Nt(this.#s,c.outputs,(P,O)=>({contexts:{github:this.#n.github,inputs:m.inputs,vars:this.#t.vars,jobs:k},where:this.#h(
O,`on.workflow_call.outputs.${P}.value`,p)}))}catch(k){j==="success"&&(j="failure"),this.#i({type:"notice",level:"error",
job:t.id,leg:n,message:it(k)})}return this.#G(L,t.id,n),this.#i({type:"job-finished",job:t.id,leg:n,result:j,duration_ms:an(
f,this.#e.now())}),{result:j,outputs:L,stages:R.flatMap(k=>k.stages)}}#H(t,e){let n=this.#y.get(t.id)??t.id,r=this.#T.get(
t.id),o=`${n}/`,i=l=>l.startsWith(o)?`${e}/${l.slice(o.length)}`:r?r(l):l;return(this.#u.get(n)?.call?.jobs??[]).map(l=>{
let a=this.#u.get(l),u=i(l);if(this.#O.set(l,[...this.#O.get(l)??[],u]),u===l)return a;let c={...a,id:u,calledBy:e,needs:a.
needs.map(i),upstream:a.upstream.map(i),stageUpstream:a.stageUpstream.map(i),call:a.call&&{...a.call,jobs:a.call.jobs.map(
i)},stages:a.instances?.find(d=>d.id===u)?.stages??null};return this.#u.set(u,c),this.#y.set(u,l),this.#T.set(u,i),c})}#L(t,e,n){
for(let r of this.#H(t,e))this.#i({type:"job-skipped",job:r.id,result:"skipped",reason:n}),this.#a.set(r.id,{id:r.id,result:"\
skipped",outputs:{},stages:[],legs:[]}),r.call!==null&&this.#L(r,r.id,`its calling job ${r.id} did not run (skipped)`)}#B(t,e){
for(let n of t){let r=this.#u.get(n),o=(this.#O.get(n)??[]).map(i=>this.#a.get(i));if(o.length===0){let i=`its calling j\
ob ${r.calledBy} did not run (${e.result})`;this.#i({type:"job-skipped",job:n,result:"skipped",reason:i}),this.#a.set(n,
{id:n,result:"skipped",outputs:{},stages:[],legs:[]})}else(o.length>1||o[0]?.id!==n)&&this.#a.set(n,{id:n,result:Bo(o.map(
i=>i.result)),outputs:{},stages:o.flatMap(i=>i.stages),legs:o.flatMap(i=>i.legs)});r.call!==null&&this.#B(r.call.jobs,this.#a.
get(n))}}#G(t,e,n){for(let[r,o]of Object.entries(t))Fe(o,this.#p)&&(delete t[r],this.#i({type:"notice",level:"warning",job:e,
leg:n,message:`skipped output ${r}, since it may contain a secret (as GitHub does): needs.${ce(e)}.outputs.${r} is empty`}))}#z(t){
return(t?this.#F(t):this.#l).aborted||this.#o.aborted}#F(t){return this.#b(t).cancel}#I(t){let e=this.#F(t).reason;return this.#l.
aborted||typeof e!="string"?"the run was cancelled":e}#h(t,e,n=this.#t.workflow.fileName){return t?tt(n,t.position):e}async#D(t){
let e=this.#n.reuse?.get(t.id);if(e){for(let p of e.legs)this.#k.add(p.toLowerCase());this.#i({type:"notice",level:"info",
job:t.id,leg:null,message:"reusing the stored result of this job"});let d=e.legResults??e.legs.map(p=>({leg:p,result:e.result}));
d.length===0&&(e.result==="skipped"||e.result==="cancelled")&&this.#i({type:"job-skipped",job:t.id,result:e.result,reason:e.
skipReason??`${e.result} in the run replayed`});for(let{leg:p,result:f,reason:g,durationMs:h,failedStep:S}of d)this.#i({
type:"job-finished",job:t.id,leg:p,result:f,duration_ms:h??0,...g===void 0?{}:{reason:g},reused:!0,...S===void 0?{}:{failed_step:S}});
return e}let n=this.#V(t);if(!("contexts"in n))return n;let{needs:r,contexts:o}=n,i=d=>this.#W(t,d),l=this.#b(t).envFailure;
if(l)return i(l);let a,u;try{a=t.legs??this.#Y(t,o),u=this.#Z(t,o)}catch(d){return i(it(d))}let c=this.#t.legIds.get(t.id)??
Tn(t.id,a,this.#k);t.legs===null&&(this.#i({type:"job-legs",job:t.id,legs:c}),this.#ht(t,a,o));for(let d of this.#it(t,a,
u,o))this.#_(t.id,null,d.level,d.message);return this.#K(t,a,c,u,o,{pooled:!0,outputsOf:()=>!0},(d,p,f,g)=>this.#ct(t,d,
p,f,a.length,u,r,g))}async#K(t,e,n,r,o,i,l){let a=new AbortController;Bn(0,a.signal);let u=this.#F(t),c=u.aborted,d,p=()=>{
if(d===void 0)try{d=_e(this.#s,t.job.if,{contexts:o,status:this.#U(t),where:tt(t.workflow.fileName,t.job.if.position??t.
job.position)})}catch{d=!1}return d},f=r.maxParallel?new he(r.maxParallel):null,g=[],h=await Promise.all(e.map(async(m,w)=>{
let x=n[w],R=async()=>{if(this.#o.aborted||u.aborted&&!c&&!p()||a.signal.aborted){let O=a.signal.aborted?"fail-fast: ano\
ther leg of its matrix failed before it started":`${this.#I(t)} before it started`;return this.#i({type:"job-finished",job:t.
id,leg:x,result:"cancelled",duration_ms:0,reason:O}),{result:"cancelled",outputs:{},stages:[]}}let k=await l(m,x,w,a.signal);
if(k.result!=="failure")return k;let P={...o,matrix:fe(m),strategy:on(r,w,e.length)};return this.#J(t.job,P,t.id,x,!1,t.
workflow.fileName)?{...k,result:this.#nt(t.id,x)}:(r.failFast&&e.length>1&&a.abort(`fail-fast: another leg of ${t.call===
null?"its matrix":`the call ${t.id}`} failed`),k)},j=()=>f?f.run(R):R(),L=await(i.pooled?this.#r.run(j):j());return g.push(
L),L})),S={};for(let m of g.filter(i.outputsOf))for(let[w,x]of Object.entries(m.outputs))(x!==""||!(w in S))&&(S[w]=x);return{
id:t.id,result:Bo(h.map(m=>m.result)),outputs:S,stages:h.flatMap(m=>m.stages),legs:n}}#it(t,e,n,r){let{runsOn:o,container:i,
services:l}=t.job;if(o===null&&i===null&&l===null)return[];let a=(c,d)=>{if(c===null)return null;try{return Bt(this.#s,c,
{contexts:d})}catch{return sn(c)}},u=e.map((c,d)=>{let p={...r,matrix:fe(c),strategy:on(n,d,e.length)};return{runsOn:a(o,
p),container:a(i,p),services:a(l,p)}});return zo(u,this.#n.runner.os)}#_(t,e,n,r){let o=this.#A(t),i=this.#R.get(o)??new Set;
this.#R.set(o,i),!i.has(r)&&(i.add(r),this.#i({type:"notice",level:n,job:t,leg:e,message:r}))}#at(){let t=this.#n.github;
return{repository:typeof t.repository=="string"?t.repository:"",refs:["sha","ref","ref_name","head_ref"].flatMap(e=>{let n=t[e];
return typeof n=="string"&&n!==""?[n]:[]}),workspace:this.#n.runner.workspace}}#lt(t,e){let n=l=>{let a=Object.entries(t.
with).find(([u])=>u.toLowerCase()===l);return a?Tt(this.#s,a[1],e(a[1],`with.${a[0]}`)):""},[r,o,i]=So.map(n);return{repository:r,
path:o,ref:i}}#V(t){let e=(i,l)=>(this.#i({type:"job-skipped",job:t.id,result:i,reason:l}),{id:t.id,result:i,outputs:{},
stages:[],legs:[]});if(this.#o.aborted)return e("cancelled","the run was cancelled");if(t.skip!==null)return e("skipped",
t.skip);let n=this.#q(t),r={...this.#$(t),needs:n},o;try{o=_e(this.#s,t.job.if,{contexts:r,status:this.#U(t),where:tt(t.
workflow.fileName,t.job.if.position??t.job.position)})}catch(i){return this.#W(t,it(i))}if(!o&&this.#z(t))return e("canc\
elled",this.#I(t));if(!o){let i=t.job.if.text,a=(i===null||t.job.if.implicitSuccess===!0)&&!this.#U(t).success([])?`${this.#ut(
t)}${i===null?"":` (an if: without a status function, such as if: ${i}, means success() && (\u2026))`}`:`if: ${i} was fa\
lse`;return e("skipped",a)}return{needs:n,contexts:r}}#W(t,e){this.#i({type:"notice",level:"error",job:t.id,leg:null,message:e}),
this.#i({type:"job-finished",job:t.id,leg:t.id,result:"failure",duration_ms:0,reason:e});let n={...this.#$(t),needs:this.#q(
t)},r=this.#J(t.job,n,t.id,t.id,!1,t.workflow.fileName)?this.#nt(t.id,t.id):"failure";return{id:t.id,result:r,outputs:{},
stages:[],legs:[t.id]}}#q(t){let e={};for(let n of t.needs){let r=this.#a.get(n);r&&(e[ce(n)]={result:r.result,outputs:r.
outputs})}return e}#X(t,e){let n=t.id.slice(0,t.id.length-t.job.id.length);return Vs(e.length>0?e.map(r=>`${n}${r}`):t.upstream,
r=>this.#u.get(r)?.call)}#ut(t){let e={failure:"failed",skipped:"was skipped",cancelled:"was cancelled"},n=this.#X(t,[]).
flatMap(i=>{let l=this.#a.get(i)?.result;return l===void 0||l==="success"?[]:[{id:i,said:`${i} ${e[l]}`}]});if(n.length===
0)return"a job it needs did not succeed";let r=n.map(i=>i.said).join(", "),o=new Set(t.needs);return n.every(i=>o.has(i.
id))?`a job it needs did not succeed: ${r}`:`a job upstream did not succeed: ${r} (success() counts every job before thi\
s one, not only those in needs:)`}#U(t){let e=r=>this.#a.get(r)?.result,n=r=>this.#X(t,r);return{success:r=>!this.#z(t)&&
n(r).every(o=>e(o)==="success"),failure:r=>n(r).some(o=>e(o)==="failure"),cancelled:()=>this.#z(t)}}#Y(t,e){let n=_r(t.job.
strategy);if(!n)return[{}];let r=i=>tt(t.workflow.fileName,i),o=Cr(this.#s,n,e,r);return dr(t.id,o,r(n.position),this.#p,
{recordsStages:t.recordsStages}),o}#Z(t,e){let n=t.job.strategy;if(n?.kind!=="mapping")return{failFast:!0,maxParallel:null};
let r=tt(t.workflow.fileName,n.position),o=n.entries.find(u=>u.key==="fail-fast")?.value,i=n.entries.find(u=>u.key==="ma\
x-parallel")?.value,l=o?Bt(this.#s,o,{contexts:e,where:r}):!0,a=i?Number(Bt(this.#s,i,{contexts:e,where:r})):null;return{
failFast:l!==!1&&l!=="false",maxParallel:a!==null&&Number.isFinite(a)&&a>0?a:null}}async#ct(...t){let e=this.#e.legTemp,
n=e?await e.open(t[2]):this.#n.runner.temp;try{return await this.#dt(n,...t)}finally{await e?.close(n)}}async#dt(t,...[e,
n,r,o,i,l,a,u]){let c=this.#e.now(),d=Object.keys(n).length>0,p=e.workflow,f=p.fileName,g=new AbortController,h=AbortSignal.
any([this.#o,g.signal]),S=null,m=[],w=La,x={...this.#n.github,job:e.job.id,...this.#e.eventPath?{event_path:this.#e.eventPath(
t)}:{}},R=fe(n),j=Wo({...this.#n.runner,debug:this.#x},t),L=Ua(x,j,this.#n.runner.workspace),k="success",P=e.job.stageWorkflow?
{}:{...this.#b(e).env},O=[],H={},V=[],b=()=>({...this.#$(e),github:x,needs:a,matrix:R,strategy:on(l,o,i),runner:j,env:P,
steps:H,job:{status:k}});this.#i({type:"job-started",job:e.id,leg:r,name:this.#st(e,d?n:null,b()),matrix:d?n:null});let E={
success:()=>k==="success"&&!this.#o.aborted,failure:()=>k==="failure",cancelled:()=>this.#o.aborted||k==="cancelled"},_=null,
I=new Set,z=C=>(I.add(C),()=>I.delete(C)),K=C=>{if(_!==null||h.aborted)return;_=C,k="cancelled";let N=w;m.push(Gn(N,this.#w,
()=>g.abort(`the job was cancelled (${C}) and its steps did not finish within its cancel-timeout-minutes (${ge(N)})`))),
S&&!this.#tt(S.step,b(),E,e.id,r,f)&&S.abort.abort(C);for(let U of[...I])U(C)},y=()=>K("fail-fast: another leg of its ma\
trix failed"),T=this.#F(e),F=()=>K(this.#I(e)),q=null,X={shell:null,workingDirectory:null,shellAt:null};try{P={...P,...Nt(
this.#s,e.job.env,(Pt,B)=>({contexts:b(),where:this.#h(B,`jobs.${e.job.id}.env.${Pt}`,f)}))};let[C,N]=e.job.defaults!==null?
[e.job.defaults,`jobs.${e.job.id}.defaults.run`]:[p.defaults,"defaults.run"],U=(Pt,B)=>{let vt=C?.[Pt]??null;if(vt===null)
return null;let It=this.#h(vt,`${N}.${B}`,f),se=Tt(this.#s,vt,{contexts:b(),where:It});return se===""?null:{text:se,at:It}},
ft=U("shell","shell");if(X={shell:ft?.text??null,shellAt:ft?.at??null,workingDirectory:U("workingDirectory","working-dir\
ectory")?.text??null},e.job.cancelTimeoutMinutes&&(w=Jo(Bt(this.#s,e.job.cancelTimeoutMinutes,{contexts:b()}),tt(f,e.job.
cancelTimeoutMinutes.position),"cancel-timeout-minutes")),e.job.timeoutMinutes){let Pt=tt(f,e.job.timeoutMinutes.position),
B=Jo(Bt(this.#s,e.job.timeoutMinutes,{contexts:b()}),Pt);m.push(Gn(B,this.#w,()=>{let vt=`the job exceeded its timeout-m\
inutes (${ge(B)})`;_===null&&!h.aborted&&this.#i({type:"notice",level:"error",job:e.id,leg:r,message:`${Pt}: jobs.${e.id}${d?
` (${r})`:""} was cancelled: ${vt}; steps whose if: holds when a job is cancelled (always(), cancelled()) still run`}),K(
vt)}))}}catch(C){q=it(C)}if(q)k="failure",this.#i({type:"notice",level:"error",job:e.id,leg:r,message:q});else{u.aborted?
y():u.addEventListener("abort",y,{once:!0}),T.aborted||T.addEventListener("abort",F,{once:!0});for(let C of e.steps){if(h.
aborted)break;let N=new AbortController;S={step:C.step,abort:N};let U=await this.#Q(e,C,r,n,d,{contexts:b,stepStatus:E,defaults:L,
env:()=>P,path:()=>O,signal:AbortSignal.any([h,N.signal]),kill:h,onCancel:z},{file:f,runDefaults:X,inComposite:null});S=
null,U.envAdded&&(P={...P,...U.envAdded}),U.pathAdded.length>0&&(O=[...U.pathAdded,...O]),C.step.id&&(H={...H,[C.step.id]:{
outputs:U.outputs,outcome:U.outcome,conclusion:U.conclusion}}),V.push(...U.stages),U.conclusion==="failure"&&_===null&&(k=
"failure")}}u.removeEventListener("abort",y),T.removeEventListener("abort",F);for(let C of m)clearTimeout(C);let et={},yt=null;
try{et=Nt(this.#s,e.job.outputs,(C,N)=>({contexts:b(),where:this.#h(N,`jobs.${e.job.id}.outputs.${C}`,f)}))}catch(C){k="\
failure",yt=it(C),this.#i({type:"notice",level:"error",job:e.id,leg:r,message:yt})}this.#G(et,e.id,r);let W=this.#o.aborted||
g.signal.aborted?"cancelled":k,A=W==="failure"?q??yt:null;return this.#i({type:"job-finished",job:e.id,leg:r,result:W,duration_ms:an(
c,this.#e.now()),...A===null?{}:{reason:A}}),{result:W,outputs:et,stages:V}}async#Q(t,e,n,r,o,i,l){let{step:a,action:u}=e,
c=l.file,d=this.#e.now(),p=a.action??a.id??"__run",f=y=>{let T=i.contexts();return{...T,github:{...T.github,action:p},env:y}},
g={},h=null;try{g=Nt(this.#s,a.env,(y,T)=>({contexts:f(i.env()),where:this.#h(T,`env.${y}`,c),...this.#S()}))}catch(y){h=
it(y)}let S=this.#gt(a,f({...i.env(),...g})),m=l.inComposite?`${l.inComposite.name} \u203A ${S}`:S,w=l.inComposite?.index??
a.index,x={job:t.id,leg:n,step:w,name:m},R=y=>{l.inComposite||this.#i(y)},j=(y,T,F,q={})=>{let X=y==="failure"?q.outputTail??
null:null;return R({type:"step-finished",...x,outcome:y,conclusion:T,duration_ms:an(d,this.#e.now()),message:F,...X===null?
{}:{output_tail:X}}),{outcome:y,conclusion:T,message:F,outputTail:X,outputs:q.outputs??{},envAdded:q.envAdded??null,pathAdded:q.
pathAdded??[],stages:q.stages??[]}},L;try{if(h!==null)throw new v("expression-invalid",h);L=this.#et(a,f({...i.env(),...g}),
i.stepStatus,c)}catch(y){return R({type:"step-started",...x}),{...j("failure","failure",it(y)),notEvaluated:!0}}if(!L)return R(
{type:"step-finished",...x,outcome:"skipped",conclusion:"skipped",duration_ms:0,message:null}),{outcome:"skipped",conclusion:"\
skipped",message:null,outputTail:null,outputs:{},envAdded:null,pathAdded:[],stages:[]};R({type:"step-started",...x});let k="\
success",P=null,O=null,H={},V=null,b=[],E=[],_={...i.defaults,GITHUB_ACTION:p},I=i.signal,z;try{let y={...i.env(),...g},
T=()=>f(y),F=null,q=tt(c,a.timeoutMinutes?.position??a.position);if(a.timeoutMinutes){let W=null;try{let A=Bt(this.#s,a.
timeoutMinutes,{contexts:T(),where:q,...this.#S()}),C=Er(A);C===null?W=Or(A):F=C.minutes}catch(A){W=A instanceof v?A.message:
it(A)}W!==null&&this.#i({type:"notice",level:"warning",job:t.id,leg:n,message:`${q}: step ${w+1} (${m}): an error occurr\
ed when attempting to determine the step timeout: ${W}; the step runs without a timeout, as on GitHub`})}if(F!==null){let W=new AbortController;
I=AbortSignal.any([i.signal,W.signal]);let A={minutes:F,up:!1,timer:void 0};A.timer=Gn(F,this.#w,()=>{I.aborted||(A.up=!0,
this.#i({type:"notice",level:"warning",job:t.id,leg:n,message:`${q}: step ${w+1} (${m}) exceeded its timeout-minutes (${ge(
F)}): stopping it`}),W.abort(`the step exceeded its timeout-minutes (${ge(F)})`))}),z=A}let X=u.kind==="run"?await this.#e.
createStepFiles?.():void 0,et=(W,A)=>({contexts:Mo(T(),X),where:this.#h(W,A,c),...this.#S()}),yt=a.workingDirectory!==null?
Tt(this.#s,a.workingDirectory,et(a.workingDirectory,"working-directory")):l.runDefaults.workingDirectory;switch(u.kind){case"\
run":{let W=Tt(this.#s,a.run,et(a.run,"run")),A=a.shell!==null?Tt(this.#s,a.shell,et(a.shell,"shell")):l.runDefaults.shell,
C=pr(A);if(C!==null&&this.#n.runner.os!=="Windows")throw new v("shell-unavailable",hr(C,this.#n.runner.os),{where:a.shell?
tt(c,a.shell.position):l.runDefaults.shellAt??c});let N=await this.#e.runScript({job:this.#A(t.id),leg:n,step:w,name:m,script:W,
shell:A,workingDirectory:yt,defaults:_,env:y,path:i.path(),files:X,signal:I,kill:i.kill});for(let B of N.masks??[])this.#p.
includes(B)||this.#p.push(B);for(let B of N.annotations??[])this.#i({type:"notice",level:B.level==="notice"?"info":B.level,
job:t.id,leg:n,message:`step ${w+1}: ${B.message}`,...B.place?{annotation:{step:w+1,...B.place}}:{}});let U=N.commands??
{outputs:[],env:[],path:[],failures:[]};H=Object.fromEntries([...U.outputs,...Wn(N.files.output,ut.output)]);let ft=Ao(N.
files.env,ut.env);for(let B of ft.refused)this.#i({type:"notice",level:"error",job:t.id,leg:n,message:`step ${w+1}: ${B}`});
let Pt=[...U.env,...ft.pairs];Pt.length>0&&(V=Object.fromEntries(Pt)),b=[...To(N.files.path),...[...U.path].reverse()],N.
summaryBytes!==void 0?this.#i({type:"notice",level:"error",job:t.id,leg:n,message:`step ${w+1}: ${Po(N.summaryBytes)}`}):
N.files.summary.trim()!==""&&this.#e.summary?.(this.#A(t.id),n,N.files.summary);for(let B of U.failures)this.#i({type:"n\
otice",level:"error",job:t.id,leg:n,message:`step ${w+1}: ${B}`});N.exitCode===0&&U.failures.length>0&&(k="failure",P=U.
failures.join("; ")),N.exitCode!==0&&(k=i.signal.aborted?"cancelled":"failure",P=N.exitCode===null?`ended by ${N.signal??
"a signal"}`:`exited with code ${N.exitCode}`,I.aborted&&typeof I.reason=="string"&&(P+=`: ${I.reason}`)),N.output!==void 0&&
(O=Wa(N.output));break}case"baton":{let W=Nt(this.#s,a.with,(C,N)=>et(N,`with.${C}`)),A=await this.#e.runAction({action:u.
action,job:this.#A(t.id),leg:n,step:w,stepId:a.id,matrix:o?r:null,inputs:W,defaults:_,env:y,path:i.path(),workingDirectory:yt,
upstream:this.#pt(t),needsFacts:this.#t.needsFacts.get(t.id),jobIds:this.#d,secrets:this.#p,stageJob:ce(t.id),signal:I});
H=A.outputs,Object.keys(A.env).length>0&&(V=A.env),A.summary.trim()!==""&&this.#e.summary?.(this.#A(t.id),n,A.summary);for(let{
warnings:C=[],...N}of A.recorded){this.#c.push({job:this.#A(t.id),leg:n,...N}),E.includes(N.stage)||E.push(N.stage),this.#i(
{type:"stage-recorded",job:t.id,leg:n,...N});for(let U of C)this.#i(Ja(t.id,n,N,U))}A.ok||(k=i.signal.aborted?"cancelled":
"failure",P=A.message);break}case"noop":{let W=u.action==="checkout"?ko(a.uses?.text??"actions/checkout",this.#lt(a,et),
this.#at()):null;W!==null&&this.#_(t.id,n,"warning",W),P=W??`${a.uses?.text}: no-op here (${u.reason})`;break}case"local":{
let W=this.#e.loadAction?await this.#e.loadAction(u.path):null;if(W?.kind!=="composite"){let C=`${u.path} ${W?`is a ${W.
using} action, which`:""} cannot run locally; step skipped`.replace("  "," ");return this.#_(t.id,n,"warning",C),j("skip\
ped","skipped",C)}let A=await this.#ft(t,n,r,o,W,{uses:u.path,depth:(l.inComposite?.depth??0)+1,index:w,name:m,with:Nt(this.#s,
a.with,(C,N)=>et(N,`with.${C}`)),contexts:T,stepStatus:i.stepStatus,defaults:_,env:y,overrides:g,path:i.path(),signal:I,
kill:i.kill,onCancel:i.onCancel});H=A.outputs,Object.keys(A.envAdded).length>0&&(V=A.envAdded),b=A.pathAdded,E.push(...A.
stages),A.outcome!=="success"&&(k=A.outcome,P=A.message,O=A.outputTail);break}case"skip":return this.#_(t.id,n,"warning",
u.notice),j("skipped","skipped",u.notice);default:Sn(u,"step action")}}catch(y){k=i.signal.aborted?"cancelled":"failure",
P=it(y),y instanceof v||this.#i({type:"notice",level:"error",job:t.id,leg:n,message:`internal error: ${P}`})}z&&(clearTimeout(
z.timer),z.up&&!i.signal.aborted&&(k="failure",P=`${tt(c,a.timeoutMinutes?.position??a.position)}: the step timed out af\
ter ${ge(z.minutes)} (timeout-minutes)`));let K=k;return k==="failure"&&this.#J(a,i.contexts(),t.id,n,!0,c)&&(K="success"),
j(k,K,P,{outputs:H,envAdded:V,pathAdded:b,stages:E,outputTail:O})}async#ft(t,e,n,r,o,i){if(i.depth-1>Mn)throw new v("act\
ion-invalid",`${i.uses}: composite action depth exceeded max depth ${Mn}, as on GitHub (does it use itself?)`,{where:o.file});
let l=o.directory,a=i.contexts(),u={...a.github,action_path:l},c=Object.fromEntries(Object.entries(i.with).map(([b,E])=>[
b.toLowerCase(),E])),d={...c},p=new Set(o.inputs.map(b=>b.id.toLowerCase())),f=Object.keys(c).filter(b=>!p.has(b));f.length>
0&&this.#_(t.id,e,"warning",`step ${i.index+1}: unexpected input(s) ${f.map(b=>`'${b}'`).join(", ")} of ${i.uses}, valid\
 inputs are [${[...p].map(b=>`'${b}'`).join(", ")}]`);for(let b of o.inputs){let E=b.id.toLowerCase();Object.hasOwn(c,E)?
d[E]=c[E]:b.default?d[E]=Tt(this.#s,b.default,{contexts:{...a,github:u},where:this.#h(b.default,`inputs.${b.id}.default`,
o.file),...this.#S()}):d[E]=""}let g={...i.env},h=[...i.path],S={},m=[],w={},x=null,R=[],j=()=>({...i.contexts(),github:{
...u,action_status:x===null?"success":"failure"},inputs:d,steps:w,env:g}),L={success:()=>x===null&&!i.stepStatus.cancelled(),
failure:()=>x!==null,cancelled:()=>i.stepStatus.cancelled()},k={...i.defaults,GITHUB_ACTION_PATH:l};for(let b of o.steps){
if(i.signal.aborted)break;let E=new AbortController,_=i.onCancel(z=>{this.#tt(b,j(),L,t.id,e,o.file)||E.abort(z)}),I;try{
I=await this.#Q(t,{step:b,action:Hs(b)},e,n,r,{contexts:j,stepStatus:L,defaults:k,env:()=>g,path:()=>h,signal:AbortSignal.
any([i.signal,E.signal]),kill:i.kill,onCancel:i.onCancel},{file:o.file,runDefaults:{shell:null,workingDirectory:null,shellAt:null},
inComposite:{index:i.index,name:i.name,depth:i.depth}})}finally{_()}if(I.envAdded&&(g={...g,...I.envAdded,...i.overrides},
Object.assign(S,I.envAdded)),I.pathAdded.length>0&&(h=[...I.pathAdded,...h],m.unshift(...I.pathAdded)),b.id&&(w={...w,[b.
id]:{outputs:I.outputs,outcome:I.outcome,conclusion:I.conclusion}}),R.push(...I.stages),I.conclusion!=="success"&&I.conclusion!==
"skipped"&&x===null&&(x=I),I.notEvaluated)break}let P={},O=null;try{P=Nt(this.#s,Object.fromEntries(o.outputs.flatMap(b=>b.
value?[[b.id,b.value]]:[])),(b,E)=>({contexts:j(),where:this.#h(E,`outputs.${b}.value`,o.file),...this.#S()}))}catch(b){
O=it(b)}let H=i.signal.aborted?"cancelled":x!==null?x.conclusion:O!==null?"failure":"success",V=x?`${i.uses}: ${x.message??
x.conclusion}`:O!==null?`${i.uses}: ${O}`:null;return{outcome:H,message:V,outputTail:x?.outputTail??null,outputs:P,envAdded:S,
pathAdded:m,stages:R}}#tt(t,e,n,r,o,i=this.#t.workflow.fileName){try{return this.#et(t,e,n,i)}catch(l){return this.#i({type:"\
notice",level:"error",job:r,leg:o,message:`${it(l)}; the step is stopped with its cancelled job`}),!1}}#et(t,e,n,r=this.#t.
workflow.fileName){return _e(this.#s,t.if,{contexts:e,status:n,where:tt(r,t.if.position??t.position),...this.#S()})}#S(){
return this.#e.host?{host:this.#e.host}:{}}#nt(t,e){return this.#i({type:"notice",level:"warning",job:t,leg:e,message:"f\
ailed, and the job has continue-on-error: the jobs that need it see success, and the run does not fail for it"}),"succes\
s"}#J(t,e,n,r,o=!1,i=this.#t.workflow.fileName){let l=t.continueOnError;if(typeof l=="boolean")return l;let a;try{let u=Tt(
this.#s,l,{contexts:e,where:this.#h(l,"continue-on-error",i),...o?this.#S():{}});if(u==="true"||u==="false")return u==="\
true";a=`${this.#h(l,"continue-on-error",i)}: continue-on-error must be true or false, got ${JSON.stringify(u)}; the fai\
lure stands`}catch(u){a=`${it(u)}; the failure stands (continue-on-error)`}return this.#i({type:"notice",level:"error",job:n,
leg:r,message:a}),!1}#pt(t){let e=this.#u;return Wr(t.stageUpstream,n=>(e.has(n)?Lr(e.get(n),e):[n]).flatMap(r=>[e.get(r)?.
stages,this.#v.get(r),this.#a.get(r)?.stages]),{shownJob:n=>this.#A(n),matrixOf:n=>this.#g.get(n),placeOf:Nr(this.#t,t)})}#ht(t,e,n){
let r=Mr(this.#s,t,e,n,this.#p);if(r!==null){this.#v.set(t.id,r.map(({stage:o})=>o));for(let{stage:o,leg:i}of r)Object.keys(
i).length>0&&this.#g.set(o,i)}}#st(t,e,n){let r=t.job.name,o=t.calledBy===null?"":this.#b(t).namePrefix;if(!r&&o==="")return null;
let i=t.job.id,l=!1;if(r){try{i=Tt(this.#s,r,{contexts:n,...this.#S()})}catch{i=r.text}l=r.expression!==null&&this.#s.facts(
r.expression).paths.some(a=>a[0]==="matrix")}return e&&!l&&(i+=Ho(e)),Un(`${o}${i}`)}#gt(t,e){return Un(this.#mt(t,e))}#mt(t,e){
if(t.name)try{return Tt(this.#s,t.name,{contexts:e,...this.#S()})}catch{return t.name.text}if(t.uses)return`Run ${t.uses.
text}`;let n=t.run?.text??"";if(t.run)try{n=Tt(this.#s,t.run,{contexts:e,...this.#S()})}catch{}return`Run ${n.trimStart().
split(/\r|\n/)[0]?.trim()??""}`}#i(t){let e=this.#e.now().toISOString(),n="job"in t&&t.job!==null?this.#y.get(t.job):void 0,
r;if(n===void 0)r={...t,at:e};else if(t.type==="job-skipped")r={...t,type:"job-finished",job:n,leg:t.job,duration_ms:0,at:e};else if(t.
type==="notice"&&t.leg===null)r={...t,job:n,leg:t.job,at:e};else if(t.type!=="job-legs")r={...t,job:n,at:e};else return;
if(r.type==="job-skipped")this.#C.set(r.job,r.reason);else if(r.type==="job-finished"){let o=this.#P.get(r.job)??[];o.push(
{leg:r.leg,result:r.result,...r.reason===void 0?{}:{reason:r.reason}}),this.#P.set(r.job,o)}this.#e.emit(r)}#A(t){return this.#y.
get(t)??t}};function Ia(s){return typeof s=="string"?s:JSON.stringify(s)}function Ho(s){return` (${Object.values(s).map(
Ia).join(", ")})`}function Bo(s){return s.includes("failure")?"failure":s.includes("cancelled")?"cancelled":s.every(t=>t===
"skipped")?"skipped":"success"}var Go={lines:10,bytes:2048},Da=new Set(["error","warning","notice"]);function Wa(s){let t=[],
e=new pe;for(let n of s.split(/\r?\n/)){let r=Ds(n),o=e.read(r);if(o==="resumed")continue;if(o===null){t.push(r);continue}
let{command:i,data:l}=o;i==="stop-commands"?e.stop(l):Da.has(i)?t.push(`${i[0].toUpperCase()}${i.slice(1)}: ${l}`):i==="\
group"&&t.push(l)}return Ss(t.join(`
`),Go.lines,Go.bytes)}function Ua(s,t,e){let n=o=>String(s[o]??""),r=o=>s[o]===void 0?{}:{[`GITHUB_${o.toUpperCase()}`]:n(
o)};return{...r("event_path"),...r("actor_id"),...r("repository_id"),...r("repository_owner_id"),...r("ref_protected"),...r(
"retention_days"),GITHUB_ACTIONS:"true",GITHUB_WORKFLOW:n("workflow"),GITHUB_WORKFLOW_REF:n("workflow_ref"),GITHUB_WORKFLOW_SHA:n(
"workflow_sha"),GITHUB_RUN_ID:n("run_id"),GITHUB_RUN_NUMBER:n("run_number"),GITHUB_RUN_ATTEMPT:n("run_attempt"),GITHUB_JOB:n(
"job"),GITHUB_REPOSITORY:n("repository"),GITHUB_REPOSITORY_OWNER:n("repository_owner"),GITHUB_SHA:n("sha"),GITHUB_REF:n(
"ref"),GITHUB_REF_NAME:n("ref_name"),GITHUB_REF_TYPE:n("ref_type"),GITHUB_HEAD_REF:n("head_ref"),GITHUB_BASE_REF:n("base\
_ref"),GITHUB_EVENT_NAME:n("event_name"),GITHUB_ACTOR:n("actor"),GITHUB_TRIGGERING_ACTOR:n("triggering_actor"),GITHUB_SERVER_URL:n(
"server_url"),GITHUB_API_URL:n("api_url"),GITHUB_GRAPHQL_URL:n("graphql_url"),GITHUB_WORKSPACE:e,...Uo(t)}}function Ja(s,t,e,n){
let{stage:r,attempt:o}=e,i=`stage ${r}${o>1?` attempt ${o}`:""}`;return{type:"notice",level:"warning",job:s,leg:t,message:`${i}\
: ${n.path==="$"?n.message:te(n)}`,problem:{stage:r,attempt:o,code:n.code,path:n.path}}}function it(s){return s instanceof
v?s.where?`${s.where}: ${s.message}`:s.message:s instanceof Error?s.message:String(s)}function an(s,t){return Math.max(0,
Math.round(t.getTime()-s.getTime()))}function Vo(s,t,e,n){let r=c=>c!==void 0&&c!=="*"&&c!=="GITHUB_TOKEN"&&!e.has(c),o=c=>{if(c[0]==="github")return c[1]===
"token"&&c.length===2;if(c[0]==="vars")return c[1]!==void 0&&c[1]!=="*"&&!n.has(c[1].toUpperCase());if(c[0]!=="secrets")
return!1;let d=c[1]?.toUpperCase();return d==="GITHUB_TOKEN"?!e.has(d):r(d)},i=c=>c==="other"||c.some(d=>!o(d)),l=new Map,
a=c=>{if(c===null||c.expression===null)return;let d=t.facts(c.expression);d.paths.forEach((p,f)=>{let g=p[0]==="secrets"?
p[1]?.toUpperCase():void 0;if(!r(g))return;let h=i(d.fallbacks[f]??[]),S=l.get(g);S===void 0?l.set(g,{name:g,where:tt(s.
fileName,c.position),fallsBack:h}):S.fallsBack&&!h&&l.set(g,{name:g,where:tt(s.fileName,c.position),fallsBack:h})})},u=c=>{
for(let d of Object.values(c))a(d)};u(s.env);for(let c of s.jobs){u(c.env),c.secrets!=="inherit"&&u(c.secrets);for(let d of c.
steps)u(d.env),u(d.with),a(d.run)}return[...l.values()]}var Ha=["[skip ci]","[ci skip]","[no ci]","[skip actions]","[actions skip]"],Ba=["skip-checks: true","skip-checks:true"],
Ga=/^(?:[A-Za-z0-9][A-Za-z0-9-]*:|\s+\S)/;function qo(s){let t=Ha.find(a=>s.includes(a));if(t!==void 0)return{kind:"inst\
ruction",text:t};let e=s.trimEnd().split(/\r?\n/),n=e.at(-1)??"",r=Ba.find(a=>a===n);if(r===void 0)return null;let o=a=>a!==
void 0&&a.trim()==="",i=e.length-1;for(;i>0&&!o(e[i-1]);)i--;return e.slice(i).every(a=>Ga.test(a))&&o(e[i-1])&&o(e[i-2])?
{kind:"trailer",text:r}:null}function Xo(s,t,e,n=!1,r){return Ka(s,t,e,n)??Va(s,t,e,r)}function Ka(s,t,e,n){let r=s.on[t];if(r===null||typeof r!="obj\
ect"||Array.isArray(r))return null;let o=r,i=Ue(o.types),l=e.action;if(i!==null&&i.length>0&&typeof l=="string"&&!i.includes(
l))return`the event's action ${l} is none of on.${t}.types (${i.join(", ")}): GitHub would not run this workflow for it`;
if(t==="push"){let a=typeof e.ref=="string"?e.ref:"";return a.startsWith("refs/tags/")?Vn(o,"push","tags","branches",a.slice(
10),"tag"):a.startsWith("refs/heads/")?Vn(o,"push","branches","tags",a.slice(11),"branch"):null}if((t==="pull_request"||
t==="pull_request_target")&&!n){let a=e.pull_request?.base?.ref;return typeof a=="string"?Vn(o,t,"branches",null,a,"base\
 branch"):null}return null}function Va(s,t,e,n){if(!Object.hasOwn(s.on,t))return null;let r,o;if(t==="push")r=e.head_commit?.
message,o="the push's head commit";else if(t==="pull_request"){let a=e.pull_request?.head?.sha;if(n===void 0||a!==n.sha)
return null;r=n.message,o=`the pull request's head commit (${n.sha.slice(0,7)}, HEAD here)`}else return null;let i=typeof r==
"string"?qo(r):null;if(i===null)return null;let l=i.kind==="trailer"?`ends with the trailer ${i.text}`:`holds ${i.text}`;
return`${o} message ${l}: GitHub would not run this workflow for it`}function Vn(s,t,e,n,r,o){let i=Ue(s[e]),l=Ue(s[`${e}\
-ignore`]),a="GitHub would not run this workflow for it";return i!==null?kr(r,i)?null:`the ${o} ${r} matches none of on.${t}\
.${e} (${i.join(", ")}): ${a}`:l!==null?vr(r,l)?null:`the ${o} ${r} matches on.${t}.${e}-ignore (${l.join(", ")}): ${a}`:
n!==null&&(s[n]!==void 0||s[`${n}-ignore`]!==void 0)?`on.${t} filters ${n} only, so a push of a ${o} (${r}) does not sta\
rt it: ${a}`:null}var qa=new TextEncoder,Xa=new TextDecoder("utf-8",{ignoreBOM:!0}),me=class{#t;#e;#s;#n=new Map;constructor(t){this.#t=t}async put(t){
let e=await this.#l(),n=await this.#t.put(t),r={stage:n.stage,attempt:n.attempt,runAttempt:n.runAttempt},o=e.get(n.stage)??
[];o.some(l=>Le(l,r)===0)||o.push(r),o.sort(Le),e.set(n.stage,o);let i={record:JSON.parse(nr(t.record)),prompt:Xa.decode(
qa.encode(t.prompt)),handoff:JSON.parse(sr(t.handoff)),recordSha256:n.recordSha256};return this.#n.set(Yo(r),Promise.resolve(
i)),n}get(t){return this.#r(e=>{let n=e.get(t)?.at(-1);return n===void 0?Promise.resolve(void 0):this.#o(n)})}getAttempt(t,e,n=1){
return this.#r(r=>{let o=r.get(t)?.find(i=>i.attempt===e&&i.runAttempt===n);return o?this.#o(o):Promise.resolve(void 0)})}#r(t){
return this.#s?t(this.#s):this.#l().then(t)}#o(t){let e=Yo(t),n=this.#n.get(e);return n||(n=this.#t.getAttempt(t.stage,t.
attempt,t.runAttempt),n.catch(()=>this.#n.delete(e)),this.#n.set(e,n)),n}async list(){return[...(await this.#l()).values()].
flat().sort(ze)}#l(){return this.#e??=this.#t.list().then(t=>{let e=new Map;for(let{stage:n,attempt:r,runAttempt:o}of t)
e.set(n,[...e.get(n)??[],{stage:n,attempt:r,runAttempt:o}]);for(let n of e.values())n.sort(Le);return this.#s=e,e}),this.#e}};
function Yo(s){return`${s.stage}\0${s.runAttempt}\0${s.attempt}`}var jt=Lt(oe(),1);function ln(s,t){let e=t?.code,n=e==="ENOSPC"?" (the disk is full)":e==="EDQUOT"?" (over the disk quota)":e==="EFBIG"?" \
(over the file size limit: see ulimit -f)":e==="ENOENT"?" (the run's directory was removed while it ran)":"";return`${s}\
 could not be written: ${t instanceof Error?t.message:String(t)}${n}`}function we(s,t,e){return`${s}: ${ln(t,e)}; what c\
ame after is not in it`}var un=class{path;#t;#e;#s=null;#n=!1;constructor(t){this.path=t,this.#t=(0,jt.openSync)(t,"a",420),this.#e=(0,jt.fstatSync)(
this.#t).size}write(t){if(this.#s!==null||this.#n)return;let e=Buffer.from(`${JSON.stringify(t)}
`);try{for(let n=0;n<e.length;)n+=(0,jt.writeSync)(this.#t,e,n,e.length-n);this.#e+=e.length}catch(n){try{(0,jt.ftruncateSync)(
this.#t,this.#e)}catch{}this.#s=we(this.path,"the run's events",n)}}get failure(){return this.#s}close(){this.#n||(this.#n=
!0,(0,jt.closeSync)(this.#t))}};var Ai=Lt(Me(),1),J=Lt(oe(),1);import{appendFile as Cu,mkdtemp as Mu,open as Ti,readFile as ju,rm as Lu,writeFile as zu}from"node:fs/promises";
import{delimiter as Fu,dirname as Iu,join as Ot,relative as Du,resolve as Wu}from"node:path";var Zo=65536,ye=4096,Qo=/-----BEGIN [A-Z0-9 ]{0,64}PRIVATE KEY(?: BLOCK)?-----/,Ya=/-----(BEGIN|END) [A-Z0-9 ]{0,64}PRIVATE KEY(?: BLOCK)?-----/g;
function qn(s,t){let e=n=>{let r=t;for(let o of n.matchAll(Ya))r=o[1]==="BEGIN";return r};return e(s)||e(An(s))}function Za(s){
return Qo.test(s)||Qo.test(An(s))}var cn=class{#t;#e;#s=new Map;constructor(t,e){this.#t=t,this.#e=e}push(t,e="stdout"){
let n=this.#n(e),r=n.partial+t,o=r.endsWith("\r")?r.length-1:r.length,i=r.slice(0,o).split(/\r\n|\r|\n/);n.partial=(i.pop()??
"")+r.slice(o);for(let l of i)this.#r(n,l);n.partial.length>Zo&&(n.overlong||(this.#o(n,n.partial.slice(0,ye)),n.overlong=
!0),n.inKey=qn(n.partial,n.inKey),n.partial=n.partial.slice(-ye))}flush(){for(let t of this.#s.values())t.overlong||this.#o(
t,t.partial.replace(/\r$/,"").slice(0,ye))}end(){for(let t of this.#s.values())t.partial!==""&&this.#r(t,t.partial),t.partial=
"",this.#o(t,"")}#n(t){let e=this.#s.get(t);return e||(e={partial:"",held:null,previous:"",inKey:!1,overlong:!1},this.#s.
set(t,e)),e}#r(t,e){if(e.length>Zo&&!t.overlong&&(this.#o(t,e.slice(0,ye)),t.overlong=!0),t.overlong){t.overlong=!1,t.inKey=
qn(e,t.inKey),t.previous=t.inKey?"":e.slice(-ye);return}if(t.inKey||Za(e)){t.inKey||this.#o(t,""),t.inKey=qn(e,t.inKey),
t.previous=t.inKey?"":e;return}this.#o(t,e),t.held=e}#o(t,e){let n=t.held;if(t.held=null,n===null)return;let r=st(`${t.previous}\

${n}
${e}`,this.#t()),o=r.text.split(`
`),i=o.length===3?o[1]??"":Ps(r.redactions[0]?.kind??"secret-value");t.previous=n,i.trim()!==""&&this.#e(i)}};var ti=["comment","summary","both"],Qa=/^[A-Za-z0-9_.-]{1,64}$/;function Yn(s){let t=(s[Z.mode]??"").trim()||"both";if(!ti.
includes(t))throw new v("input-invalid",`must be one of ${ti.join(", ")}; got "${t}"`,{where:Z.mode});return t}function Zn(s,t){
let e=Yn(s),n=(s[Z.key]??"").trim()||Vr;if(!Qa.test(n))throw new v("input-invalid",`must be 1 to 64 letters, digits, '.'\
, '_' or '-' (it names the sticky comment); got "${n}"`,{where:Z.key});let r=el(s[Z.includeDetail]??"",Z.includeDetail,!1),
o=null;if(e!=="summary"){let i=(s[Z.issueNumber]??"").trim();if(i!==""){if(!/^[1-9]\d{0,9}$/.test(i))throw new v("input-\
invalid",`must be the number of an issue or pull request, like 42; got "${i}"`,{where:Z.issueNumber});o=Number(i)}else if(o=
tl(t.payload),o===null)throw new v("issue-number-missing",`there is no issue or pull request to comment on: the triggeri\
ng event (${t.name||"unknown"}) is not about one. Set the issue-number input, or use mode: summary`,{where:Z.issueNumber})}
return{mode:e,key:n,includeDetail:r,issueNumber:o}}function tl(s){let t=be(s);if(!t)return null;let e=Xn(be(t.pull_request)?.
number)??Xn(be(t.issue)?.number);if(e!==null)return e;for(let n of["workflow_run","check_run","check_suite"]){let r=be(t[n])?.
pull_requests;if(Array.isArray(r)&&r.length===1){let o=Xn(be(r[0])?.number);if(o!==null)return o}}return null}function el(s,t,e){let n=s.trim();if(n==="")return e;if(["true","True","TRUE"].includes(n))return!0;if(["false","False",
"FALSE"].includes(n))return!1;throw new v("input-invalid",`must be true or false; got "${n}"`,{where:t})}function be(s){
return s!==null&&typeof s=="object"&&!Array.isArray(s)?s:null}function Xn(s){return typeof s=="number"&&Number.isInteger(
s)&&s>0?s:null}var nl={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\u274C"};function ei(s){let{record:t,handoff:e}=s,
n=l=>Kr(l,s)||" ",r=[["status",`${t.status} (${t.outcome.reason})`],["attempt",String(t.attempt)],["exit code",t.agent.exit_code===
null?"none":String(t.agent.exit_code)],["duration",`${(t.agent.duration_ms/1e3).toFixed(1)} s`],["handoff",t.present&&t.
digests.handoff?`present, sha256 ${t.digests.handoff.slice(0,12)}`:"none"]];e?.next&&r.push(["next",e.next.stage]),s.notStored!==
void 0?r.push(["artifact","not stored"]):s.artifactName&&r.push(["artifact",s.artifactName]);let o=[];o.push([`### ${nl[t.
status]} baton stage \`${t.stage}\``,"","| | |","|---|---|",...r.map(([l,a])=>`| ${l} | ${n(a)} |`)].join(`
`)),s.notStored!==void 0&&o.push(`${Gr(sl(s.notStored),s)}. No later stage can read this record or its handoff; it is sh\
own here only.`),t.outcome.message&&o.push(jn(t.outcome.message,s)),e&&o.push(["#### Summary","",jn(e.summary,s)].join(`\

`));let i=Object.entries(e?.data??{});return i.length>0&&o.push(["#### Data","","| key | value |","|---|---|",...i.map(([
l,a])=>`| ${n(l)} | ${n(a)} |`)].join(`
`)),t.problems.length>0&&o.push(["#### Problems","","| severity | code | where | message |","|---|---|---|---|",...t.problems.
map(l=>`| ${l.severity} | ${n(l.code)} | ${n(l.path)} | ${n(l.message)} |`)].join(`
`)),rl(o,s.notStored===void 0?s.artifactName:void 0)}function sl(s){return s.charAt(0).toUpperCase()+s.slice(1)}function rl(s,t){
let e=`_Cut to fit the step summary; the full record is in ${t?`artifact ${t}`:"the stage record"}._`,n=xt.stepSummaryBytes-
kn(e)-4,r=[],o=0;for(let i of s){let l=kn(i)+2;if(o+l>n){r.push(e);break}r.push(i),o+=l}return`${r.join(`

`)}
`}function ni(s,t){return st(s,t).redactions.length===0?s:`${Br(s.trimEnd(),t)}
`}var os=Lt(Me(),1),wt=Lt(oe(),1);import{homedir as wu}from"node:os";import{dirname as vi,isAbsolute as yu,join as bu,resolve as as,
sep as pn}from"node:path";var si=(s,t,e)=>{let n,r,o,i,l,a=e.indexOf(s),u=e.indexOf(t,a+1),c=a;if(a>=0&&u>0){if(s===t)return[a,u];for(n=[],o=e.length;c>=
0&&!l;){if(c===a)n.push(c),a=e.indexOf(s,c+1);else if(n.length===1){let d=n.pop();d!==void 0&&(l=[d,u])}else r=n.pop(),r!==
void 0&&r<o&&(o=r,i=u),u=e.indexOf(t,c+1);c=a<u&&a>=0?a:u}n.length&&i!==void 0&&(l=[o,i])}return l};var ri="\0SLASH"+Math.random().toFixed(16)+"\0",oi="\0OPEN"+Math.random().toFixed(16)+"\0",dn="\0CLOSE"+Math.random().toFixed(
16)+"\0",ii="\0COMMA"+Math.random().toFixed(16)+"\0",ai="\0PERIOD"+Math.random().toFixed(16)+"\0",ol=new RegExp(ri,"g"),
il=new RegExp(oi,"g"),al=new RegExp(dn,"g"),ll=new RegExp(ii,"g"),ul=new RegExp(ai,"g"),cl=/\\\\/g,dl=/\\{/g,fl=/\\}/g,pl=/\\,/g,
hl=/\\\./g,gl=1e5,ml=4e6,wl=1e3,yl=1e3,bl=2e7,Sl=16;function Qn(s){return isNaN(s)?s.charCodeAt(0):parseInt(s,10)}function kl(s){
return s.replace(cl,ri).replace(dl,oi).replace(fl,dn).replace(pl,ii).replace(hl,ai)}function vl(s){return s.replace(ol,"\
\\").replace(il,"{").replace(al,"}").replace(ll,",").replace(ul,".")}function ts(s,t){for(let e=0;e<t.length;e++)s.push(
t[e])}function li(s,t,e){if(e.remaining<0)return;let n=si("{","}",t),r=n!==void 0&&t.indexOf("{")<n[0];if(e.remaining-=n&&
!r?n[1]+1:s.length,!(!n||e.remaining<0))return{end:n[1],pre:s.slice(0,n[0]),body:s.slice(n[0]+1,n[1]),post:s.slice(n[1]+
1),unmatched:r}}function xl(s,t){t.remaining-=s.length;let e=[];for(let o=0;o<s.length;o++){let i=s.charCodeAt(o);i===123?
e.push(o):i===125&&e.length&&e.pop()}let n="",r=0;for(let o=0;o<e.length;o++){let i=e[o];n+=s.slice(r,i)+"\0",r=i+1}return n+
s.slice(r)}function Rl(s,t){if(t.remaining-=s.length,t.remaining<0)return!1;let e=!1;for(let n=s.length-1;n>=0;n--){let r=s.
charCodeAt(n);if(r===125)e=!0;else if(r===10||r===13||r===8232||r===8233)e=!1;else if(r===44&&e&&s.charCodeAt(n+1)!==44)
return!0}return!1}function $l(s,t){let e=[],n="";for(;;){let r=li(s,s,t);if(t.remaining<0)return;if(!r){let u=s.split(",");
return u[0]=n+u[0],ts(e,u),e}let{pre:o,body:i,post:l}=r,a=o.split(",");if(a[0]=n+a[0],a[a.length-1]+="{"+i+"}",!l.length)
return ts(e,a),e;n=a.pop(),ts(e,a),s=l}}function Se(s,t){return s===void 0||isNaN(s)?t:s}function ui(s,t={}){if(!s)return[];
let e=Se(t.max,gl),n=Se(t.maxLength,ml),r=Se(t.maxDepth,wl),o=Se(t.maxRewrites,yl),i=Se(t.maxSteps,bl);return s.slice(0,
2)==="{}"&&(s="\\{\\}"+s.slice(2)),es(kl(s),e,n,r,0,o,{remaining:i},!0).map(vl)}function Ol(s){return"{"+s+"}"}function Pl(s){
return/^-?0\d/.test(s)}function El(s,t){return s<=t}function Al(s,t){return s>=t}function ke(s,t,e,n,r,o,i){let l=[],a=0,
u;t:for(let c=0;c<s.length;c++){let d=s[c]+t,p=e;o&&!d&&(u||(u=e.filter(f=>f)),p=u);for(let f=0;f<p.length;f++){if(l.length>=
n)break t;let g=d+p[f];if(a+g.length>r)break t;l.push(g),a+=g.length}}return i.remaining-=l.length,l}function Tl(s,t,e,n,r){
let o=s.split(/\.\./),i=[];if(o[0]===void 0||o[1]===void 0)return i;let l=Qn(o[0]),a=Qn(o[1]),u=Math.max(o[0].length,o[1].
length),c=o.length===3&&o[2]!==void 0?Math.max(Math.abs(Qn(o[2])),1):1,d=El;a<l&&(c*=-1,d=Al);let f=o.some(Pl),g=f?u:1,h=0;
for(let S=l;d(S,a)&&i.length<e;S+=c){if(r.remaining-=g,r.remaining<0)return;let m;if(t)m=String.fromCharCode(S),m==="\\"&&
(m="");else if(m=String(S),f){let w=u-m.length;if(w>0){let x=new Array(w+1).join("0");S<0?m="-"+x+m.slice(1):m=x+m}}if(h+
m.length>n)break;i.push(m),h+=m.length}return i}function es(s,t,e,n,r,o,i,l){if(i.remaining-=Sl,r>n)return[s];let a=[""],
u=0,c=!1,d=!0,p=s;for(;;){let f=li(s,p,i);if(!f)return ke(a,s,[""],t,e,c,i);f.unmatched&&(p=xl(p,i));let g=f.pre,h=()=>ke(
a,g+"{"+f.body+"}"+f.post,[""],t,e,c,i);if(/\$$/.test(g)){if(a=ke(a,g+"{"+f.body+"}",[""],t,e,c&&!f.post.length,i),d=!1,
!f.post.length)break;s=f.post,p=p.slice(f.end+1);continue}let S=/^-?\d+\.\.-?\d+(?:\.\.-?\d+)?$/.test(f.body),m=/^[a-zA-Z]\.\.[a-zA-Z](?:\.\.-?\d+)?$/.
test(f.body),w=S||m,x=f.body.indexOf(",")>=0;if(!w&&!x){if(u<o&&Rl(f.post,i)){u++,s=f.pre+"{"+f.body+dn+f.post,p=p.slice(
0,f.end)+dn+p.slice(f.end+1),l=!0;continue}return h()}d&&(c=l&&!w,d=!1);let R;if(w){if(R=Tl(f.body,m,t,e,i),!R)return h()}else{
let L=$l(f.body,i);if(!L)return h();if(L.length===1&&L[0]!==void 0){if(L=es(L[0],t,e,n,r+1,o,i,!1).map(Ol),i.remaining<0)
return h();if(L.length===1){let O=ke(a,g+L[0],[""],t,e,c&&!f.post.length,i);if(i.remaining<0)return h();if(a=O,!f.post.length)
break;s=f.post,p=p.slice(f.end+1);continue}}let k=c&&!f.post.length&&!g;for(let O=0;k&&O<a.length;O++)a[O]&&(k=!1);R=[];
let P=0;t:for(let O=0;O<L.length;O++){let H=es(L[O],t,e,n,r+1,o,i,!1);if(i.remaining<0)return h();for(let V=0;V<H.length;V++){
let b=H[V];if(!(k&&!b)){if(R.length>=t||P+b.length>e)break t;R.push(b),P+=b.length}}}}let j=ke(a,g,R,t,e,c&&!f.post.length,
i);if(i.remaining<0)return h();if(a=j,!f.post.length)break;s=f.post,p=p.slice(f.end+1)}return a}var ve=s=>{if(typeof s!="string")throw new TypeError("invalid pattern");if(s.length>65536)throw new TypeError("pattern i\
s too long")};var Nl={"[:alnum:]":["\\p{L}\\p{Nl}\\p{Nd}",!0],"[:alpha:]":["\\p{L}\\p{Nl}",!0],"[:ascii:]":["\\x00-\\x7f",!1],"[:blank\
:]":["\\p{Zs}\\t",!0],"[:cntrl:]":["\\p{Cc}",!0],"[:digit:]":["\\p{Nd}",!0],"[:graph:]":["\\p{Z}\\p{C}",!0,!0],"[:lower:\
]":["\\p{Ll}",!0],"[:print:]":["\\p{C}",!0],"[:punct:]":["\\p{P}",!0],"[:space:]":["\\p{Z}\\t\\r\\n\\v\\f",!0],"[:upper:\
]":["\\p{Lu}",!0],"[:word:]":["\\p{L}\\p{Nl}\\p{Nd}\\p{Pc}",!0],"[:xdigit:]":["A-Fa-f0-9",!1]},xe=s=>s.replace(/[[\]\\-]/g,
"\\$&"),_l=s=>s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),ci=s=>s.join(""),di=(s,t)=>{let e=t;if(s.charAt(e)!=="[")throw new Error(
"not in a brace expression");let n=[],r=[],o=e+1,i=!1,l=!1,a=!1,u=!1,c=e,d="";t:for(;o<s.length;){let h=s.charAt(o);if((h===
"!"||h==="^")&&o===e+1){u=!0,o++;continue}if(h==="]"&&i&&!a){c=o+1;break}if(i=!0,h==="\\"&&!a){a=!0,o++;continue}if(h===
"["&&!a){for(let[S,[m,w,x]]of Object.entries(Nl))if(s.startsWith(S,o)){if(d)return["$.",!1,s.length-e,!0];o+=S.length,x?
r.push(m):n.push(m),l=l||w;continue t}}if(a=!1,d){h>d?n.push(xe(d)+"-"+xe(h)):h===d&&n.push(xe(h)),d="",o++;continue}if(s.
startsWith("-]",o+1)){n.push(xe(h+"-")),o+=2;continue}if(s.startsWith("-",o+1)){d=h,o+=2;continue}n.push(xe(h)),o++}if(c<
o)return["",!1,0,!1];if(!n.length&&!r.length)return["$.",!1,s.length-e,!0];if(r.length===0&&n.length===1&&/^\\?.$/.test(
n[0])&&!u){let h=n[0].length===2?n[0].slice(-1):n[0];return[_l(h),!1,c-e,!1]}let p="["+(u?"^":"")+ci(n)+"]",f="["+(u?"":
"^")+ci(r)+"]";return[n.length&&r.length?"("+p+"|"+f+")":n.length?p:f,l,c-e,!0]};var Ut=(s,{windowsPathsNoEscape:t=!1,magicalBraces:e=!0}={})=>e?t?s.replace(/\[([^/\\])\]/g,"$1"):s.replace(/((?!\\).|^)\[([^/\\])\]/g,
"$1$2").replace(/\\([^/])/g,"$1"):t?s.replace(/\[([^/\\{}])\]/g,"$1"):s.replace(/((?!\\).|^)\[([^/\\{}])\]/g,"$1$2").replace(
/\\([^/{}])/g,"$1");var mt,Cl=new Set(["!","?","+","*","@"]),ns=s=>Cl.has(s),fi=s=>ns(s.type),Ml=new Map([["!",["@"]],["?",["?","@"]],["@",[
"@"]],["*",["*","+","?","@"]],["+",["+","@"]]]),jl=new Map([["!",["?"]],["@",["?"]],["+",["?","*"]]]),Ll=new Map([["!",[
"?","@"]],["?",["?","@"]],["@",["?","@"]],["*",["*","+","?","@"]],["+",["+","@","?","*"]]]),pi=new Map([["!",new Map([["\
!","@"]])],["?",new Map([["*","*"],["+","*"]])],["@",new Map([["!","!"],["?","?"],["@","@"],["*","*"],["+","+"]])],["+",
new Map([["?","*"],["*","*"]])]]),zl="(?!(?:^|/)\\.\\.?(?:$|/))",fn="(?!\\.)",Fl=new Set(["[","."]),Il=new Set(["..","."]),
Dl=new Set("().*{}+?[]^$\\!"),Wl=s=>s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),ss="[^/]",hi=ss+"*?",gi=ss+"+?",Ul=0,Gt=class{type;#t;#e;#s=!1;#n=[];#r;#o;#l;#a=!1;#c;#d;#u=!1;id=++Ul;get depth(){
return(this.#r?.depth??-1)+1}[Symbol.for("nodejs.util.inspect.custom")](){return{"@@type":"AST",id:this.id,type:this.type,
root:this.#t.id,parent:this.#r?.id,depth:this.depth,partsLength:this.#n.length,parts:this.#n}}constructor(t,e,n={}){this.
type=t,t&&(this.#e=!0),this.#r=e,this.#t=this.#r?this.#r.#t:this,this.#c=this.#t===this?n:this.#t.#c,this.#l=this.#t===this?
[]:this.#t.#l,t==="!"&&!this.#t.#a&&this.#l.push(this),this.#o=this.#r?this.#r.#n.length:0}get hasMagic(){if(this.#e!==void 0)
return this.#e;for(let t of this.#n)if(typeof t!="string"&&(t.type||t.hasMagic))return this.#e=!0;return this.#e}toString(){
return this.#d!==void 0?this.#d:this.type?this.#d=this.type+"("+this.#n.map(t=>String(t)).join("|")+")":this.#d=this.#n.
map(t=>String(t)).join("")}#m(){if(this!==this.#t)throw new Error("should only call on root");if(this.#a)return this;this.
toString(),this.#a=!0;let t;for(;t=this.#l.pop();){if(t.type!=="!")continue;let e=t,n=e.#r;for(;n;){for(let r=e.#o+1;!n.
type&&r<n.#n.length;r++)for(let o of t.#n){if(typeof o=="string")throw new Error("string part in extglob AST??");o.copyIn(
n.#n[r])}e=n,n=e.#r}}return this}push(...t){for(let e of t)if(e!==""){if(typeof e!="string"&&!(e instanceof mt&&e.#r===this))
throw new Error("invalid part: "+e);this.#n.push(e)}}toJSON(){let t=this.type===null?this.#n.slice().map(e=>typeof e=="s\
tring"?e:e.toJSON()):[this.type,...this.#n.map(e=>e.toJSON())];return this.isStart()&&!this.type&&t.unshift([]),this.isEnd()&&
(this===this.#t||this.#t.#a&&this.#r?.type==="!")&&t.push({}),t}isStart(){if(this.#t===this)return!0;if(!this.#r?.isStart())
return!1;if(this.#o===0)return!0;let t=this.#r;for(let e=0;e<this.#o;e++){let n=t.#n[e];if(!(n instanceof mt&&n.type==="\
!"))return!1}return!0}isEnd(){if(this.#t===this||this.#r?.type==="!")return!0;if(!this.#r?.isEnd())return!1;if(!this.type)
return this.#r?.isEnd();let t=this.#r?this.#r.#n.length:0;return this.#o===t-1}copyIn(t){typeof t=="string"?this.push(t):
this.push(t.clone(this))}clone(t){let e=new mt(this.type,t);for(let n of this.#n)e.copyIn(n);return e}static#f(t,e,n,r,o){
let i=r.maxExtglobRecursion??2,l=!1,a=!1,u=-1,c=!1;if(e.type===null){let h=n,S="";for(;h<t.length;){let m=t.charAt(h++);
if(l||m==="\\"){l=!l,S+=m;continue}if(a){h===u+1?(m==="^"||m==="!")&&(c=!0):m==="]"&&!(h===u+2&&c)&&(a=!1),S+=m;continue}else if(m===
"["){a=!0,u=h,c=!1,S+=m;continue}if(!r.noext&&ns(m)&&t.charAt(h)==="("&&o<=i){e.push(S),S="";let x=new mt(m,e);h=mt.#f(t,
x,h,r,o+1),e.push(x);continue}S+=m}return e.push(S),h}let d=n+1,p=new mt(null,e),f=[],g="";for(;d<t.length;){let h=t.charAt(
d++);if(l||h==="\\"){l=!l,g+=h;continue}if(a){d===u+1?(h==="^"||h==="!")&&(c=!0):h==="]"&&!(d===u+2&&c)&&(a=!1),g+=h;continue}else if(h===
"["){a=!0,u=d,c=!1,g+=h;continue}if(!r.noext&&ns(h)&&t.charAt(d)==="("&&(o<=i||e&&e.#w(h))){let m=e&&e.#w(h)?0:1;p.push(
g),g="";let w=new mt(h,p);p.push(w),d=mt.#f(t,w,d,r,o+m);continue}if(h==="|"){p.push(g),g="",f.push(p),p=new mt(null,e);
continue}if(h===")")return g===""&&e.#n.length===0&&(e.#u=!0),p.push(g),g="",e.push(...f,p),d;g+=h}return e.type=null,e.#e=
void 0,e.#n=[t.substring(n-1)],d}#p(t){return this.#x(t,jl)}#x(t,e=Ml){if(!t||typeof t!="object"||t.type!==null||t.#n.length!==
1||this.type===null)return!1;let n=t.#n[0];return!n||typeof n!="object"||n.type===null?!1:this.#w(n.type,e)}#w(t,e=Ll){return!!e.
get(this.type)?.includes(t)}#R(t,e){let n=t.#n[0],r=new mt(null,n,this.options);r.#n.push(""),n.push(r),this.#y(t,e)}#y(t,e){
let n=t.#n[0];this.#n.splice(e,1,...n.#n);for(let r of n.#n)typeof r=="object"&&(r.#r=this);this.#d=void 0}#O(t){return!!pi.
get(this.type)?.has(t)}#T(t){if(!t||typeof t!="object"||t.type!==null||t.#n.length!==1||this.type===null||this.#n.length!==
1)return!1;let e=t.#n[0];return!e||typeof e!="object"||e.type===null?!1:this.#O(e.type)}#k(t){let e=pi.get(this.type),n=t.#n[0],
r=e?.get(n.type);if(!r)return!1;this.#n=n.#n;for(let o of this.#n)typeof o=="object"&&(o.#r=this);this.type=r,this.#d=void 0,
this.#u=!1}static fromGlob(t,e={}){let n=new mt(null,void 0,e);return mt.#f(t,n,0,e,0),n}toMMPattern(){if(this!==this.#t)
return this.#t.toMMPattern();let t=this.toString(),[e,n,r,o]=this.toRegExpSource();if(!(r||this.#e||this.#c.nocase&&!this.#c.
nocaseMagicOnly&&t.toUpperCase()!==t.toLowerCase()))return n;let l=(this.#c.nocase?"i":"")+(o?"u":"");return Object.assign(
new RegExp(`^${e}$`,l),{_src:e,_glob:t})}get options(){return this.#c}toRegExpSource(t){let e=t??!!this.#c.dot;if(this.#t===
this&&(this.#v(),this.#m()),!fi(this)){let a=this.isStart()&&this.isEnd()&&!this.#n.some(f=>typeof f!="string"),u=this.#n.
map(f=>{let[g,h,S,m]=typeof f=="string"?mt.#P(f,this.#e,a):f.toRegExpSource(t);return this.#e=this.#e||S,this.#s=this.#s||
m,g}).join(""),c="";if(this.isStart()&&typeof this.#n[0]=="string"&&!(this.#n.length===1&&Il.has(this.#n[0]))){let g=Fl,
h=e&&g.has(u.charAt(0))||u.startsWith("\\.")&&g.has(u.charAt(2))||u.startsWith("\\.\\.")&&g.has(u.charAt(4)),S=!e&&!t&&g.
has(u.charAt(0));c=h?zl:S?fn:""}let d="";return this.isEnd()&&this.#t.#a&&this.#r?.type==="!"&&(d="(?:$|\\/)"),[c+u+d,Ut(
u),this.#e=!!this.#e,this.#s]}let n=this.type==="*"||this.type==="+",r=this.type==="!"?"(?:(?!(?:":"(?:",o=this.#g(e);if(this.
isStart()&&this.isEnd()&&!o&&this.type!=="!"){let a=this.toString(),u=this;return u.#n=[a],u.type=null,u.#e=void 0,[a,Ut(
this.toString()),!1,!1]}let i=!n||t||e||!fn?"":this.#g(!0);i===o&&(i=""),i&&(o=`(?:${o})(?:${i})*?`);let l="";if(this.type===
"!"&&this.#u)l=(this.isStart()&&!e?fn:"")+gi;else{let a=this.type==="!"?"))"+(this.isStart()&&!e&&!t?fn:"")+hi+")":this.
type==="@"?")":this.type==="?"?")?":this.type==="+"&&i?")":this.type==="*"&&i?")?":`)${this.type}`;l=r+o+a}return[l,Ut(o),
this.#e=!!this.#e,this.#s]}#v(){if(fi(this)){let t=0,e=!1;do{e=!0;for(let n=0;n<this.#n.length;n++){let r=this.#n[n];typeof r==
"object"&&(r.#v(),this.#x(r)?(e=!1,this.#y(r,n)):this.#p(r)?(e=!1,this.#R(r,n)):this.#T(r)&&(e=!1,this.#k(r)))}}while(!e&&
++t<10)}else for(let t of this.#n)typeof t=="object"&&t.#v();this.#d=void 0}#g(t){return this.#n.map(e=>{if(typeof e=="s\
tring")throw new Error("string type in extglob ast??");let[n,r,o,i]=e.toRegExpSource(t);return this.#s=this.#s||i,n}).filter(
e=>!(this.isStart()&&this.isEnd())||!!e).join("|")}static#P(t,e,n=!1){let r=!1,o="",i=!1,l=!1;for(let a=0;a<t.length;a++){
let u=t.charAt(a);if(r){r=!1,o+=(Dl.has(u)?"\\":"")+u;continue}if(u==="*"){if(l)continue;l=!0,o+=n&&/^[*]+$/.test(t)?gi:
hi,e=!0;continue}else l=!1;if(u==="\\"){a===t.length-1?o+="\\\\":r=!0;continue}if(u==="["){let[c,d,p,f]=di(t,a);if(p){o+=
c,i=i||d,a+=p-1,e=e||f;continue}}if(u==="?"){o+=ss,e=!0;continue}o+=Wl(u)}return[o,Ut(t),!!e,i]}};mt=Gt;var rs=(s,{windowsPathsNoEscape:t=!1,magicalBraces:e=!1}={})=>e?t?s.replace(/[?*()[\]{}]/g,"[$&]"):s.replace(/[?*()[\]\\{}]/g,
"\\$&"):t?s.replace(/[?*()[\]]/g,"[$&]"):s.replace(/[?*()[\]\\]/g,"\\$&");var dt=(s,t,e={})=>(ve(t),!e.nocomment&&t.charAt(0)==="#"?!1:new Ft(t,e).match(s)),Jl=/^\*+([^+@!?*[(]*)$/,Hl=s=>t=>!t.startsWith(
".")&&t.endsWith(s),Bl=s=>t=>t.endsWith(s),Gl=s=>(s=s.toLowerCase(),t=>!t.startsWith(".")&&t.toLowerCase().endsWith(s)),
Kl=s=>(s=s.toLowerCase(),t=>t.toLowerCase().endsWith(s)),Vl=/^\*+\.\*+$/,ql=s=>!s.startsWith(".")&&s.includes("."),Xl=s=>s!==
"."&&s!==".."&&s.includes("."),Yl=/^\.\*+$/,Zl=s=>s!=="."&&s!==".."&&s.startsWith("."),Ql=/^\*+$/,tu=s=>s.length!==0&&!s.
startsWith("."),eu=s=>s.length!==0&&s!=="."&&s!=="..",nu=/^\?+([^+@!?*[(]*)?$/,su=([s,t=""])=>{let e=yi([s]);return t?(t=
t.toLowerCase(),n=>e(n)&&n.toLowerCase().endsWith(t)):e},ru=([s,t=""])=>{let e=bi([s]);return t?(t=t.toLowerCase(),n=>e(
n)&&n.toLowerCase().endsWith(t)):e},ou=([s,t=""])=>{let e=bi([s]);return t?n=>e(n)&&n.endsWith(t):e},iu=([s,t=""])=>{let e=yi(
[s]);return t?n=>e(n)&&n.endsWith(t):e},yi=([s])=>{let t=s.length;return e=>e.length===t&&!e.startsWith(".")},bi=([s])=>{
let t=s.length;return e=>e.length===t&&e!=="."&&e!==".."},Si=typeof process=="object"&&process?typeof process.env=="obje\
ct"&&process.env&&process.env.__MINIMATCH_TESTING_PLATFORM__||process.platform:"posix",mi={win32:{sep:"\\"},posix:{sep:"\
/"}},au=Si==="win32"?mi.win32.sep:mi.posix.sep;dt.sep=au;var at=Symbol("globstar **");dt.GLOBSTAR=at;var lu="[^/]",uu=lu+
"*?",cu="(?:(?!(?:\\/|^)(?:\\.{1,2})($|\\/)).)*?",du="(?:(?!(?:\\/|^)\\.).)*?",fu=(s,t={})=>e=>dt(e,s,t);dt.filter=fu;var $t=(s,t={})=>Object.
assign({},s,t),pu=s=>{if(!s||typeof s!="object"||!Object.keys(s).length)return dt;let t=dt;return Object.assign((n,r,o={})=>t(
n,r,$t(s,o)),{Minimatch:class extends t.Minimatch{constructor(r,o={}){super(r,$t(s,o))}static defaults(r){return t.defaults(
$t(s,r)).Minimatch}},AST:class extends t.AST{constructor(r,o,i={}){super(r,o,$t(s,i))}static fromGlob(r,o={}){return t.AST.
fromGlob(r,$t(s,o))}},unescape:(n,r={})=>t.unescape(n,$t(s,r)),escape:(n,r={})=>t.escape(n,$t(s,r)),filter:(n,r={})=>t.filter(
n,$t(s,r)),defaults:n=>t.defaults($t(s,n)),makeRe:(n,r={})=>t.makeRe(n,$t(s,r)),braceExpand:(n,r={})=>t.braceExpand(n,$t(
s,r)),match:(n,r,o={})=>t.match(n,r,$t(s,o)),sep:t.sep,GLOBSTAR:at})};dt.defaults=pu;var ki=(s,t={})=>(ve(s),t.nobrace||
!/\{(?:(?!\{).)*\}/.test(s)?[s]:ui(s,{max:t.braceExpandMax}));dt.braceExpand=ki;var hu=(s,t={})=>new Ft(s,t).makeRe();dt.
makeRe=hu;var gu=(s,t,e={})=>{let n=new Ft(t,e);return s=s.filter(r=>n.match(r)),n.options.nonull&&!s.length&&s.push(t),
s};dt.match=gu;var wi=/[?*]|[+@!]\(.*?\)|\[|\]/,mu=s=>s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),Ft=class{options;set;pattern;windowsPathsNoEscape;nonegate;negate;comment;empty;preserveMultipleSlashes;partial;globSet;globParts;nocase;isWindows;platform;windowsNoMagicRoot;maxGlobstarRecursion;regexp;constructor(t,e={}){
ve(t),e=e||{},this.options=e,this.maxGlobstarRecursion=e.maxGlobstarRecursion??200,this.pattern=t,this.platform=e.platform||
Si,this.isWindows=this.platform==="win32";let n="allowWindowsEscape";this.windowsPathsNoEscape=!!e.windowsPathsNoEscape||
e[n]===!1,this.windowsPathsNoEscape&&(this.pattern=this.pattern.replace(/\\/g,"/")),this.preserveMultipleSlashes=!!e.preserveMultipleSlashes,
this.regexp=null,this.negate=!1,this.nonegate=!!e.nonegate,this.comment=!1,this.empty=!1,this.partial=!!e.partial,this.nocase=
!!this.options.nocase,this.windowsNoMagicRoot=e.windowsNoMagicRoot!==void 0?e.windowsNoMagicRoot:!!(this.isWindows&&this.
nocase),this.globSet=[],this.globParts=[],this.set=[],this.make()}hasMagic(){if(this.options.magicalBraces&&this.set.length>
1)return!0;for(let t of this.set)for(let e of t)if(typeof e!="string")return!0;return!1}debug(...t){}make(){let t=this.pattern,
e=this.options;if(!e.nocomment&&t.charAt(0)==="#"){this.comment=!0;return}if(!t){this.empty=!0;return}this.parseNegate(),
this.globSet=[...new Set(this.braceExpand())],e.debug&&(this.debug=(...o)=>console.error(...o)),this.debug(this.pattern,
this.globSet);let n=this.globSet.map(o=>this.slashSplit(o));this.globParts=this.preprocess(n),this.debug(this.pattern,this.
globParts);let r=this.globParts.map((o,i,l)=>{if(this.isWindows&&this.windowsNoMagicRoot){let a=o[0]===""&&o[1]===""&&(o[2]===
"?"||!wi.test(o[2]))&&!wi.test(o[3]),u=/^[a-z]:/i.test(o[0]);if(a)return[...o.slice(0,4),...o.slice(4).map(c=>this.parse(
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
f?")}braceExpand(){return ki(this.pattern,this.options)}parse(t){ve(t);let e=this.options;if(t==="**")return at;if(t==="")
return"";let n,r=null;(n=t.match(Ql))?r=e.dot?eu:tu:(n=t.match(Jl))?r=(e.nocase?e.dot?Kl:Gl:e.dot?Bl:Hl)(n[1]):(n=t.match(
nu))?r=(e.nocase?e.dot?ru:su:e.dot?ou:iu)(n):(n=t.match(Vl))?r=e.dot?Xl:ql:(n=t.match(Yl))&&(r=Zl);let o=Gt.fromGlob(t,this.
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
return dt.defaults(t).Minimatch}};dt.AST=Gt;dt.Minimatch=Ft;dt.escape=rs;dt.unescape=Ut;var xi="--follow-symbolic-links";function Ri(s,t,e={}){let n=as(s),r=ku(e.leaveOut??[]),o=Su(t[0]),i=(o?t.slice(1):t).flatMap(
u=>u.split(`
`)).map(u=>u.trim()).filter(u=>u!==""&&!u.startsWith("#")).flatMap(u=>$u(xu(n,u))),l=(0,os.createHash)("sha256"),a=0;for(let u of Au(
i,o,r)){if(!u.startsWith(`${n}${pn}`))continue;let c;try{if(r.any&&(0,wt.lstatSync)(u).isSymbolicLink()&&r.holds((0,wt.realpathSync)(
u)))continue;let d=(0,wt.statSync)(u);if(d.isDirectory())continue;if(!d.isFile())throw new v("hash-files-failed",`hashFi\
les() cannot hash ${u}: it is not a regular file (${vu(d)})`);c=(0,wt.readFileSync)(u)}catch(d){throw d instanceof v?d:is(
u,d)}l.update((0,os.createHash)("sha256").update(c).digest()),a+=1}return a>0?l.digest("hex"):""}function Su(s){if(s===void 0||
!s.startsWith("--"))return!1;if(s.toLowerCase()===xi)return!0;throw new v("hash-files-failed",`hashFiles(): invalid glob\
 option ${s}: the one option is '${xi}', as the first argument`)}function ku(s){let t=new Set(s.map(n=>as(n)));for(let n of[
...t])try{t.add((0,wt.realpathSync)(n))}catch{}let e=[...t];return{any:e.length>0,holds:n=>e.some(r=>n===r||n.startsWith(
r.endsWith(pn)?r:`${r}${pn}`))}}function is(s,t){let e=t.code??String(t);return new v("hash-files-failed",`hashFiles() c\
ould not read ${s}: ${e}`)}function vu(s){return s.isFIFO()?"a FIFO":s.isSocket()?"a socket":s.isCharacterDevice()||s.isBlockDevice()?
"a device":"not a file"}var $i={dot:!0,nobrace:!0,nocase:process.platform==="win32",nocomment:!0,noext:!0,nonegate:!0};function xu(s,t){
let e=!1,n=t;for(;n.startsWith("!");)e=!e,n=n.slice(1).trim();if(n==="")throw new v("hash-files-failed",`hashFiles(): th\
e pattern '${t}' is empty`);let r=yu(n),o=n.endsWith("/"),i=n.split("/").filter(f=>f!==""),l=r?pn:s;!r&&i[0]==="."?i.shift():
!r&&i[0]==="~"&&(l=wu(),i.shift());let a=i.map(Ru);if(a.some(f=>f==="."||f===".."))throw new v("hash-files-failed",`hash\
Files(): invalid pattern '${t}': relative pathing '.' and '..' is not allowed`);let u=a.indexOf(null),c=u===-1?a:a.slice(
0,u),d=Ou(l),p=i.length===0?d:`${d.endsWith("/")?d:`${d}/`}${i.join("/")}`;return{negate:e,directories:o,glob:p,matcher:new Ft(
p,$i),searchPath:as(l,...c)}}function Ru(s){let t="";for(let e=0;e<s.length;e++){let n=s[e];if(n==="\\"&&e+1<s.length){e+=
1,t+=s[e];continue}if(n==="*"||n==="?")return null;if(n==="["&&e+1<s.length){let r="",o=-1;for(let i=e+1;i<s.length;i++){
let l=s[i];if(l==="\\"&&i+1<s.length)i+=1,r+=s[i];else if(l==="]"){o=i;break}else r+=l}if(o>=0){if(r.length>1)return null;
if(r!==""){t+=r,e=o;continue}}}t+=n}return t}function $u(s){if(s.glob.endsWith("/**")&&!s.directories)return[s];let t=`${s.
glob}/**`;return[s,{...s,directories:!1,glob:t,matcher:new Ft(t,$i)}]}function Ou(s){return s.replaceAll("\\","\\\\").replace(
/(\[)(?=[^/]+\])/g,"[[]").replace(/\?/g,"[?]").replace(/\*/g,"[*]")}var Re={none:0,directory:1,file:2,all:3};function Pu(s,t){
let e=Re.none;for(let n of s){if(!n.matcher.match(t))continue;let r=n.directories?Re.directory:Re.all;e=n.negate?e&~r:e|
r}return e}function Eu(s,t){return s.some(e=>!e.negate&&e.matcher.match(t,!0))}function*Au(s,t,e){let n=s.filter(i=>!i.negate).
map(i=>i.searchPath),r=new Set(n),o=[];for(let i of n){if(o.includes(i))continue;let l=!1;for(let a=i,u=vi(a);u!==a;a=u,
u=vi(a))r.has(u)&&(l=!0);l||o.push(i)}for(let i of o){let l=[{path:i,chain:[]}];for(;l.length>0;){let a=l.pop();if(e.holds(
a.path))continue;let u=Pu(s,a.path);if(!u&&!Eu(s,a.path))continue;let c;try{c=t?(0,wt.statSync)(a.path):(0,wt.lstatSync)(
a.path)}catch(h){if(h.code==="ENOENT")continue;throw is(a.path,h)}if(!c.isDirectory()){u&Re.file&&(yield a.path);continue}
let d=a.path,p;try{if(t&&(d=(0,wt.realpathSync)(a.path)),a.chain.includes(d)||t&&e.holds(d))continue;p=(0,wt.readdirSync)(
a.path)}catch(h){throw is(a.path,h)}u&Re.directory&&(yield a.path);let f=[...a.chain,d],g=p.map(h=>({path:bu(a.path,h),chain:f}));
l.push(...g.reverse())}}}import{chmod as Tu,readdir as Nu,rm as Oi}from"node:fs/promises";import{join as _u}from"node:path";async function hn(s){
try{return await Oi(s,{recursive:!0,force:!0}),!0}catch{await Pi(s).catch(()=>{});try{return await Oi(s,{recursive:!0,force:!0}),
!0}catch{return!1}}}async function Pi(s){await Tu(s,448);for(let t of await Nu(s,{withFileTypes:!0}))t.isDirectory()&&await Pi(
_u(s,t.name)).catch(()=>{})}var Uu="-event.json",gn=class{#t;expressions;#e;#s;#n=new Map;#r=Promise.resolve();#o=[];#l=new Map;#a=new Map;#c;host;constructor(t){
this.#t=t,this.expressions=t.expressions,this.host={hashFiles:e=>Ri(t.workspace,e,{leaveOut:[t.storeDir]})},this.#s=t.now??
(()=>new Date),this.#e=new Ys({root:t.workspace,tempDir:t.tempDir,privateTempDir:!0,now:this.#s})}now(){return this.#s()}emit(t){
if(this.#t.emit(t),t.type==="step-finished"&&(t.outcome==="failure"||t.outcome==="cancelled")){this.#M.has(`${t.leg}\0${t.
step}`)||this.#b(t.leg,t.step,`\u2500\u2500 step ${t.step+1}: ${t.name}
`);let e=t.message??t.outcome;this.#E(t.leg,`${t.outcome==="cancelled"?"Cancelled":"Error"}: ${e}
`)}t.type==="job-finished"&&this.#N(t.leg)}summary(t,e,n){let r=Ot(this.#t.runDir,ct.summary),o=st(`${cs(t,e)}${n.trimEnd()}\


`,this.#t.secrets).text,i=Buffer.byteLength(o),l=this.#o?.at(-1);this.#o?.push({job:t,leg:e,offset:l?l.offset+l.bytes:0,
bytes:i}),this.#r=this.#r.then(()=>Cu(r,o)).catch(a=>{this.#c??=we(r,"the step summaries",a),this.#o=null})}summaryParts(){
return this.#o}async settle(){let t=[];try{await this.#t.recordWrites?.flush()}catch(r){t.push(kt(r))}let e=await this.drain();
e!==null&&t.push(e);let n=this.#t.eventsFailure?.()??null;return n!==null&&t.push(n),t.length===0?null:t.join(`
`)}async createStepFiles(){let t=await Mu(Ot(this.#t.tempDir,"step-")),e={output:Ot(t,"output"),env:Ot(t,"env"),path:Ot(
t,"path"),state:Ot(t,"state"),step_summary:Ot(t,"summary")};return await Promise.all(Object.values(e).map(n=>zu(n,"",{flag:"\
wx",mode:384}))),e}async runScript(t){await this.#t.recordWrites?.settled(),this.#u(t.defaults.GITHUB_EVENT_PATH);let e=t.
files??await this.createStepFiles();try{let n={...this.#R(t),[ut.output]:e.output,[ut.env]:e.env,[ut.path]:e.path,[ut.state]:e.
state,[ut.stepSummary]:e.step_summary},r=new tn({allowUnsecureCommands:n.ACTIONS_ALLOW_UNSECURE_COMMANDS?.toLowerCase()===
"true",allowUnsecureStopCommandTokens:["true","1","$true"].includes(n.ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TOKENS?.toLowerCase()??
""),redact:(m,w)=>st(m,[...this.#t.secrets,...w]).text}),o=this.#p(t),i=0,l;try{l=await this.#x(t).run({script:t.script,
shell:t.shell??fr,cwd:this.#C(t.workingDirectory),env:n,signal:t.signal,stop:"interrupt",kill:t.kill,onOutput:(m,w)=>{r.
push(m,w),this.#$(r.masks.slice(i)),i=r.masks.length,o?.push(m,w)}})}finally{o?.end()}let{masks:a,annotations:u,commands:c}=r.
end();this.#$(a),this.#b(t.leg,t.step,`\u2500\u2500 step ${t.step+1}: ${t.name}
`);let d=this.#E(t.leg,jo(l.output,a)),[[p,f,g],{text:h,...S}]=await Promise.all([Promise.all([e.output,e.env,e.path].map(
m=>ju(m,"utf8"))),Bu(e.step_summary)]);return{exitCode:l.exitCode,signal:l.signal,files:{output:p??"",env:f??"",path:g??
"",summary:h},...S,masks:a,annotations:u,commands:c,output:d}}finally{await Lu(Iu(e.output),{recursive:!0,force:!0})}}#d;eventPath(t){
return`${t}${Uu}`}#u(t){if(t===void 0||t==="")return;this.#d??=Buffer.from(JSON.stringify(this.#t.github.event,null,2));
let e=this.#d,n;try{n=(0,J.openSync)(t,J.constants.O_RDONLY|J.constants.O_NOFOLLOW|J.constants.O_NONBLOCK);let o=(0,J.fstatSync)(
n);if(o.isFile()&&o.size===e.length&&(0,J.readFileSync)(n).equals(e))return}catch(o){if(o.code==="ENOENT"){(0,J.writeFileSync)(
t,e,{flag:"wx",mode:384});return}}finally{n!==void 0&&(0,J.closeSync)(n)}let r=`${t}.${(0,Ai.randomUUID)()}`;(0,J.writeFileSync)(
r,e,{flag:"wx",mode:384});try{(0,J.renameSync)(r,t)}catch{(0,J.rmSync)(t,{recursive:!0,force:!0}),(0,J.renameSync)(r,t)}}#m=0;legTemp={
open:async t=>{this.#m+=1;let e=Ot(this.#t.tempDir,`runner-temp-${this.#m}`);return(0,J.mkdirSync)(e,{mode:448}),e},close:async t=>{
Gu(t,this.#f.get(t)??[]),this.#f.delete(t);try{(0,J.rmSync)(this.eventPath(t),{recursive:!0,force:!0}),(0,J.rmdirSync)(t);
return}catch{await hn(t)}}};#f=new Map;#p(t){let e=this.#t.onOutput;if(e===void 0)return;let n=new cn(()=>this.#t.secrets,
o=>{let i=nn(o,No);(i===null||i.form==="legacy"&&!en.has(i.command))&&e({job:t.job,leg:t.leg,line:o})}),r;return{push:(o,i)=>{
n.push(o,i),clearTimeout(r),r=setTimeout(()=>n.flush(),Ju),r.unref()},end:()=>{clearTimeout(r),n.end()}}}#x(t){let e=t.defaults.
RUNNER_TEMP;return e===void 0?this.#t.runner:{run:n=>this.#t.runner.run({...n,onStart:r=>{for(let[i,l]of this.#f)i!==e&&
l.includes(r)&&this.#f.set(i,l.filter(a=>a!==r));let o=this.#f.get(e)??[];o.push(r),this.#f.set(e,o),n.onStart?.(r)}})}}async loadAction(t){
let e=this.#t.parseAction;if(!e)throw new v("action-invalid",`${t}: local actions cannot be read here`);return Qs(this.#t.
workspace,t,e)}async runAction(t){switch(this.#u(t.defaults.GITHUB_EVENT_PATH),t.action){case"stage":return this.#y(t);case"\
prepare":return this.#O(t);case"capture":return this.#T(t);case"report":return this.#k(t)}}#w(t,e){let n=this.#t.workflow,
o=n.jobs.find(i=>i.id===t.job)?.steps[t.step]?.with[Z.prompt];return{mode:e,job:t.job,stageJob:t.stageJob,matrix:t.matrix,
upstream:t.upstream,...t.needsFacts===void 0?{}:{needsFacts:t.needsFacts},workflowJobs:t.jobIds,github:this.#t.github,...this.#t.
madeEvent===void 0?{}:{madeEvent:this.#t.madeEvent},...this.#t.madeEventRun===void 0?{}:{madeEventRun:this.#t.madeEventRun},
run:this.#t.run,parentRun:this.#t.parentRun??null,secrets:[...t.secrets,...Ce(this.#R(t))],promptSource:`${o?tt(n.fileName,
o.position):n.fileName} jobs.${t.job} prompt`,readFile:i=>Zs(this.#t.workspace,i,xt.templateBytes),parseVars:Sr}}#R(t){let e={
CI:"true",...this.#t.baseEnv,...t.env,...t.defaults};return e.PATH=Hu(t.path,e.PATH),e}async#y(t){let e;try{e=We(t.inputs,
this.#w(t,"stage"))}catch(o){if(!(o instanceof v))throw o;return{ok:!1,outputs:{...ao()},env:{},summary:"",recorded:[],message:kt(
o)}}this.#v(t);let n=this.#p(t),r;try{r=await ho(e,{openRun:this.#t.openRun,store:this.#t.store,workspace:this.#e,runner:this.#x(
t),env:this.#R(t),signal:t.signal,reporter:this.#P(t),...n?{onOutput:(o,i)=>n.push(o,i)}:{}})}finally{n?.end()}return this.#b(
t.leg,t.step,`\u2500\u2500 step ${t.step+1}: stage ${e.stage}: ${r.attempts.length} attempt(s), ${r.outcome.reason}; the\
 agent's output is in ${xs.log} of each attempt
`),{ok:r.ok,outputs:{...r.outputs},env:{},summary:us(r.final,e.redact,this.#t.secrets),recorded:r.attempts.map(ls),message:r.
outcome.message}}async#O(t){let e=We(t.inputs,this.#w(t,"prepare"));this.#v(t);let n=await Ve(e,{openRun:this.#t.openRun,
store:this.#t.store,workspace:this.#e});if(n.kind==="refused")return{ok:!1,outputs:zn("prepare",n.result.outputs),env:{},
summary:us(n.result.final,e.redact,this.#t.secrets),recorded:n.result.attempts.map(ls),message:n.result.outcome.message};
let{prepared:r}=n;for(let o of r.warnings)this.#g(t,"warning",o.message);return this.#n.set(`${t.leg}\0${e.stage}`,{prepared:r,
redact:_n(t.inputs[Z.redact]??"")}),{ok:!0,outputs:{"prompt-path":r.promptPath,"handoff-path":r.handoffPath},env:{BATON_PROMPT_PATH:r.
promptPath,BATON_HANDOFF_PATH:r.handoffPath,BATON_STAGE:e.stage},summary:"",recorded:[],message:null}}async#T(t){let e=We(
t.inputs,this.#w(t,"capture")),n=`${t.leg}\0${e.stage}`,r=this.#n.get(n);if(!r)throw new v("capture-without-prepare",`st\
age ${e.stage}: no prepare step ran before this capture in job ${t.job}`);this.#n.delete(n);let{prepared:o}=r,i=new Set(
_n(t.inputs[Z.redact]??"")),l=br(r.redact.length,r.redact.filter(u=>i.has(u)).length);if(l)throw l;let a=await Ke(e,o,null,
{store:this.#t.store,workspace:this.#e},{cancelled:t.signal.aborted});return{ok:a.outcome.reason==="completed",outputs:zn(
"capture",a.outputs),env:{},summary:us(a,e.redact,this.#t.secrets),recorded:[ls(a)],message:a.outcome.message}}async#k(t){
let e={name:this.#t.github.event_name,payload:this.#t.github.event},n;try{n=Zn(t.inputs,e)}catch(l){if(!(l instanceof v))
throw l;if(l.code!=="issue-number-missing")return{ok:!1,outputs:{},env:{},summary:"",recorded:[],message:kt(l)};this.#g(
t,"warning",`on GitHub this step fails: ${l.message}`),n={...Zn({...t.inputs,[Z.mode]:"summary"},e),mode:Yn(t.inputs)}}let r=await ds(
this.#t.store),o=qr(r,{workflow:this.#t.workflow.name??this.#t.workflow.fileName,key:n.key,includeDetail:n.includeDetail,
recordsLocation:`\`${Du(this.#t.workspace,this.#t.runDir)||this.#t.runDir}\``,runUrl:null,secrets:t.secrets,cancelled:this.#t.
runCancelled?.()??!1});await je(Ot(this.#t.runDir,ct.report),o),this.#g(t,"info",`report written to ${Ot(this.#t.runDir,
ct.report)}; no comment is posted from a local run`);let i=n.mode==="comment"?"":o;return{ok:!0,outputs:{},env:{},summary:i,
recorded:[],message:null}}#v(t){let e=t.inputs[Z.parentRun]?.trim();e&&this.#g(t,"warning",`${Z.parentRun} ${JSON.stringify(
e)} is not read by baton run: the parent run here is the one given with --parent <run-id|latest>${this.#t.parentRun?` (${this.#t.
parentRun})`:" (none)"}`)}#g(t,e,n){this.#t.emit({type:"notice",at:this.#s().toISOString(),level:e,job:t.job,leg:t.leg,message:n})}#P(t){
return{info:e=>this.#E(t.leg,`[baton] ${e}
`),warning:e=>this.#g(t,"warning",e),error:e=>this.#g(t,"error",e),group:(e,n)=>n()}}#C(t){return t?Wu(this.#t.workspace,
t):this.#t.workspace}#M=new Set;#b(t,e,n){this.#M.add(`${t}\0${e}`),this.#E(t,n)}addSecrets(t){this.#$(t)}#$(t){for(let e of t)
this.#t.secrets.includes(e)||this.#t.secrets.push(e)}#E(t,e){let n=st(e.endsWith(`
`)||e===""?e:`${e}
`,this.#t.secrets).text,r=this.#l.get(t);if(r===void 0){let o=Ot(this.#t.runDir,ie(t)),i=(this.#a.get(t)??Promise.resolve()).
then(()=>Ti(o,"a",438));r=i.catch(()=>{}),this.#l.set(t,r),this.#a.set(t,i.then(()=>{}))}return this.#j(t,r,o=>o.writeFile(
n)),n}#N(t){let e=this.#l.get(t);e!==void 0&&(this.#l.delete(t),this.#j(t,e,n=>n.close()))}#j(t,e,n){let r=(this.#a.get(
t)??Promise.resolve()).then(async()=>{let o=await e;o!==void 0&&await n(o)}).catch(o=>{this.#c??=we(Ot(this.#t.runDir,ie(
t)),`the job log of ${t}`,o)});this.#a.set(t,r)}async drain(){await this.#r;for(let t of[...this.#l.keys()])this.#N(t);return await Promise.
all(this.#a.values()),this.#c??null}};function cs(s,t){return`## ${t===s?s:`${s} (${t})`}

`}var Ju=500;function ls(s){let{stage:t,attempt:e,status:n,outcome:r}=s.record;return{stage:t,attempt:e,status:er(n,r.reason),
warnings:uo(s.record)}}function Hu(s,t){return[...s,...t?[t]:[]].join(Fu)}function us(s,t,e){let{record:n,handoff:r}=s,o=[
...t,...e];return ni(ei({record:n,handoff:r,secrets:o}),o)}async function Bu(s){let t=await Ti(s,"r");try{let{size:e}=await t.
stat();return e>xt.stepSummaryFileBytes?{text:"",summaryBytes:e}:{text:await t.readFile("utf8")}}finally{await t.close()}}
async function ds(s){let t=await s.list();return(await Promise.all(t.map(n=>s.getAttempt(n.stage,n.attempt,n.runAttempt)))).
filter(n=>n!==void 0)}function Gu(s,t){let e=t.filter(o=>{try{return process.kill(-o,0),!0}catch{return!1}});if(e.length===
0)return;let n;try{n=(0,J.readdirSync)("/proc").filter(o=>/^\d+$/.test(o)&&Number(o)!==process.pid)}catch{for(let o of e)
Ei(-o);return}let r=`RUNNER_TEMP=${s}`;for(let o of n){let i;try{i=(0,J.readFileSync)(`/proc/${o}/environ`,"utf8")}catch{
continue}i.split("\0").includes(r)&&Ei(Number(o))}}function Ei(s){try{process.kill(s,"SIGKILL")}catch{}}var Ku=s=>Ms(Pn([$(),As(),nt()],{error:t=>`${zt(t.input)} is not ${s}: give a string, a finite number or true/false`}).check(
Qt(t=>typeof t!="number"||Number.isFinite(t),{error:t=>`${zt(t.input)} is not ${s}: give a string, a finite number or tr\
ue/false`}),Qt(t=>typeof t!="number"||!Number.isInteger(t)||Number.isSafeInteger(t),{error:t=>`${zt(t.input)} is past th\
e integers a JavaScript number holds exactly: give it as a string`})),Cs(t=>String(t))),Ni=(s,t,e)=>Ht($(),Ku(e),{error:n=>`\
takes an object of ${t} and their values (${s}), not ${Et(n.input)}`}),ne=()=>$({error:s=>`takes a string, not ${Et(s.input)}`}),
_i=()=>ae(s=>typeof s=="function",{error:s=>`takes a function, not ${Et(s.input)}`}),Ci=()=>ae(s=>s instanceof AbortSignal,
{error:s=>`takes an AbortSignal, not ${Et(s.input)}`}),Mi=s=>nt({error:t=>`takes a number of milliseconds, not ${Et(t.input)}`}).
check(Qt(t=>Number.isFinite(t)&&(s==="from 0"?t>=0:t>0),{error:t=>`${zt(t.input)} is not a number of milliseconds ${s}`}));
function ji(s){return Object.entries(s).find(([,t])=>t!==void 0&&typeof t!="string")}var Vu=gt($({error:s=>`${zt(s.input)}\
 is not the name of an environment variable`}),{error:s=>{let t=JSON.stringify(typeof s.input=="string"?[s.input]:s.input!==
null&&typeof s.input=="object"?Object.keys(s.input).slice(0,2):["MY_TOKEN"]),e=s.input!==null&&typeof s.input=="object"&&
!Array.isArray(s.input);return`takes a list of the names of environment variables that hold the secrets (secrets: ${t}),\
 not ${Et(s.input)}${e?": set each in env and name it here":""}`}}),zi=Ts({cwd:D(ne()),job:D(ne()),inputs:D(Ni('{ issue:\
 "42" }',"the inputs","an input value")),event:D(Pn([$(),Ht($(),Te())],{error:s=>`takes the path of a JSON file or the p\
ayload as an object, not ${Et(s.input)}`})),eventName:D(ne()),vars:D(Ni('{ NAME: "value" }',"the variables","a variable \
value")),secrets:D(Vu),env:D(ae(s=>s!==null&&typeof s=="object"&&!Array.isArray(s),{error:s=>`takes an object of variabl\
es and their values, not ${Et(s.input)}`}).check(Qt(s=>ji(s)===void 0,{error:s=>{let[t,e]=ji(s.input);return`${t}: ${zt(
e)} is not an environment variable's value: give a string`}}))),concurrency:D(nt({error:s=>`${zt(s.input)} is not a whol\
e number from 1`}).check(Qt(s=>Number.isSafeInteger(s)&&s>=1,{error:s=>`${zt(s.input)} is not a whole number from 1`}))),
onEvent:D(_i()),onOutput:D(_i()),signal:D(Ci()),cancel:D(Ci()),killGraceMs:D(Mi("from 0")),minuteMs:D(Mi("above 0")),storeDir:D(
ne()),facts:D(ae(s=>s!==null&&typeof s=="object"&&!Array.isArray(s),{error:s=>`takes an object of facts about the checko\
ut, not ${Et(s.input)}`})),repositoryRoot:D(ne()),parent:D(ne())},{error:s=>`takes an object of options, not ${Et(s.input)}`}),
Li=["job","inputs","event","eventName","vars"],qu=Ns(zi,{job:!0,inputs:!0,event:!0,eventName:!0,vars:!0});function fs(s,t="\
runWorkflow"){let e=t==="runWorkflow"?zi:qu,n=e.safeParse(s??{});if(n.success)return n.data;let r=Object.keys(e.shape),o=n.
error.issues.flatMap(a=>a.code==="unrecognized_keys"?a.keys.map(u=>({where:[...a.path,u],message:Li.includes(u)?`${t} ha\
s no such option: a replay is started as the run it replays was (its ${Li.join(", ")})`:`${t} has no such option${Ne(u,r)}`})):
[{where:a.path,message:a.message}]),[i,...l]=o.map(a=>({where:Xu(a.where),message:a.message}));throw new v("usage",i.message,
{where:i.where===""?t:i.where,details:l.map(a=>a.where===""?a.message:`${a.where}: ${a.message}`)})}function Xu(s){return s.
map((t,e)=>typeof t=="number"?`[${t}]`:typeof t=="string"&&/^[A-Za-z_$][\w$-]*$/.test(t)?`${e===0?"":"."}${t}`:`[${JSON.
stringify(String(t))}]`).join("")}var Ii=/^[A-Za-z_][A-Za-z0-9_]*$/,lc=gt(Q({id:$(),result:He,outputs:Ht($(),$()),stages:gt($()),legs:gt($()),withheld_outputs:D(
gt($())),leg_results:D(gt(Q({leg:$(),result:He,reason:D($())}))),skip_reason:D($()),summary_parts:D(gt(Q({leg:$(),offset:nt().
check(ht(),Yt()),bytes:nt().check(ht(),Xt())})))}));async function Oh(s,t={}){return uc(s,t,Cn)}async function uc(s,t,e){
return Rc(s),Di(s,fs(t),{words:e,replay:null})}async function Di(s,t,{words:e,replay:n}){let r=Wi(t.cwd);n===null&&hc(t.
vars??{},e);let o=t.env??process.env,i=wc(o,[...vn,...t.secrets??[]]),l=$e(r,s),a=ac(r,l)||s,u=await Pe(l,"utf8").catch(
M=>{throw n?fc(s,n.run,M,e):lr(r,s,M)}),c=t.facts??{},d=to(r,o,c),p=tr(r),f=(M,lt,bt)=>Js(M,lt,bt,{ownAction:p}),g=await Us(
u,a,{ownAction:p}),h=await eo(t.repositoryRoot??r,g,p),S=(0,Oe.createHash)("sha256").update(u).digest("hex"),m={};for(let[
M,lt]of h)"unreadable"in lt||(m[M]=(0,Oe.createHash)("sha256").update(lt.source).digest("hex"));let w=null;if(typeof t.event==
"string"){let M=t.event,lt=await Pe($e(r,M),"utf8").catch(bt=>{throw le(M,bt,"event file")});w=Rr(lt,M)}else t.event&&($r(
t.event,"event"),w=t.event);let x=gc(t.secrets??[],o,n?.run??null,e),R=[...Object.values(x),...vn.map(M=>o[M]).filter(M=>M!==
void 0&&M!==""),...Ce(o)],j=no({cwd:r,known:c,checkout:await d,payload:w,ownAction:p,calledWorkflows:h}),L=j.facts,k=yc(
R,()=>Tr(g,ue,{job:t.job,inputs:t.inputs,event:w,eventName:t.eventName,vars:t.vars,secretValues:R,secretNames:Object.keys(
x),words:e,...j})),P=zr(g,ue,{called:h,expanded:k.expanded}),O=Xo(g,k.eventName,k.event,t.event===void 0,L.commit&&{sha:L.
sha,message:L.commit.message}),H=new Set(Object.keys(x).map(M=>M.toUpperCase())),V=Vo(g,ue,H,new Set(Object.entries(t.vars??
{}).filter(([,M])=>M!=="").map(([M])=>M.toUpperCase()))),b=$e(r,t.storeDir??Rn),E=new Ln(b),_=n?await Sc(E,b,g,k,n,{workflow:S,
called:m},e):null,I=n?.invocation.event_made===!0,z=t.event===void 0||I,K=t.parent===void 0?null:await pc(E,t.parent,e),
y=cc(),T=new Date,F=(M,lt,bt,Ee=null)=>ee({workflow:g.name??a,workflow_path:a,status:M,started_at:T.toISOString(),finished_at:bt?
bt.toISOString():null,duration_ms:bt?Math.max(0,bt.getTime()-T.getTime()):null,replay_of:_?_.run:null,...Ee===null?{}:{reason:Ee},
...M==="running"?{process:bc()}:{},jobs:lt},R),q=await E.createRun(F("running",[],null)),X=q.runDir,et=oc(X),yt=new ar(X,
{writeBehind:!0}),W=new me(yt),A,C,N,U,ft;try{let M=new Map,lt={workflow_path:a,workflow_sha256:S,called_sha256:m,job:t.
job??null,inputs:t.inputs??{},event_name:k.eventName,event:k.event,...z?{event_made:!0}:{},vars:t.vars??{},secrets:t.secrets??
[],parent:K},bt=ee(lt,R),Ee=ps(lt).some(G=>Fe(G,R))||JSON.stringify([bt.inputs,bt.vars])!==JSON.stringify([lt.inputs,lt.
vars]);await Fi(rt(X,ct.invocation),"how the run was started",`${JSON.stringify(Ee?{...bt,redacted:!0}:bt,null,2)}
`),_&&(await $c(_.store,q,_.stages),await Oc(rt(b,_.run),X,_.jobs.values())),A=await Qu(rt(y.dir,`baton-run-${et}-`)).catch(
G=>{throw new v("tempdir-invalid",`the run's temp dir could not be made there: ${G instanceof Error?G.message:String(G)}`,
{where:y.where,cause:G})});let wn=new AbortController,ms=(G,pt)=>St=>{if(!(U!==void 0||pt===void 0))try{pt(St)}catch(qt){
U={error:qt},queueMicrotask(()=>wn.abort(`stopped because the ${G} callback threw`))}},Ji=ms("onEvent",t.onEvent),ws=t.signal?
AbortSignal.any([t.signal,wn.signal]):wn.signal,yn=new un(rt(X,ct.events));C=yn;let ys=G=>{let pt=ee(G,R);if(yn.write(pt),
Ji(pt),G.type==="run-started"){let St=Object.keys(x).filter(Y=>x[Y].length<Wt.minSecretLength),qt=[...Fr(P).map(Y=>({level:"\
warning",message:Y})),...k.notices,...O===null?[]:[{level:"warning",message:`${O} (it runs here as asked)`}],...V.filter(
Y=>!Y.fallsBack).map(({name:Y,where:bn})=>({level:"warning",message:`${bn}: secrets.${Y} is read, but ${e.secretNotGiven(
Y)}: it is empty in this run, as on GitHub for a secret the repository does not have (${e.giveSecret(Y)} to set it)`})),
...V.filter(Y=>Y.fallsBack).map(({name:Y,where:bn})=>({level:"info",message:`${bn}: secrets.${Y} is read, but ${e.secretNotGiven(
Y)}: each read of it falls back with || to another value, which this run takes (${e.giveSecret(Y)} to set it)`})),...St.
map(Y=>({level:"warning",message:`secret ${Y} is shorter than ${Wt.minSecretLength} characters, so it is not redacted: i\
t will appear wherever a step or agent prints it (a value that short would blank out ordinary words)`}))];for(let Y of qt)
re(G.at,Y.level,Y.message);_?.whole&&re(G.at,"info",_.whole)}if(G.type==="run-started"&&_!==null&&_.changed.length>0){let St=_.
changed.map(qt=>qt===""?a:qt);re(G.at,"warning",`${St.join(" and ")} changed since run ${_.run}: this replay runs ${St.length===
1?"the file":"the files"} as ${St.length===1?"it is":"they are"} now`)}G.type==="run-started"&&_?.redactedStart&&re(G.at,
"warning",_.redactedStart),G.type==="run-started"&&_!==null&&_.summaries===null&&_.jobs.size>0&&re(G.at,"info",`the step\
 summaries of the jobs reused from run ${_.run} cannot be told apart in its ${ct.summary} (it was stored by an earlier b\
aton, could not write them all, or was edited since): this replay's ${ct.summary} holds only those of the jobs it runs`)},
re=(G,pt,St)=>ys({type:"notice",at:G,level:pt,job:null,leg:null,message:St}),Vt=xr({eventName:k.eventName,payload:k.event,
facts:L,runId:et,workflow:g,workflowPath:a});N=new gn({workflow:k.workflow,expressions:ue,parseAction:f,workspace:r,runDir:X,
storeDir:b,tempDir:A,store:W,recordWrites:yt,runCancelled:()=>ws.aborted||t.cancel?.aborted===!0,runner:new Xe({tempDir:A,
reuseScripts:!0,secrets:R,...t.killGraceMs===void 0?{}:{killGraceMs:t.killGraceMs},noPathHint:e.noPath}),baseEnv:i,run:{
id:et,attempt:1,workflow:g.name??a,repository:L.repository,event_name:k.eventName,sha:String(Vt.sha),ref:String(Vt.ref)},
github:{repository:L.repository,ref:String(Vt.ref),sha:String(Vt.sha),run_id:et,actor:String(Vt.actor),event_name:k.eventName,
event:k.event},...z?{madeEvent:k.eventName}:{},...I&&_?{madeEventRun:_.run}:{},secrets:R,parentRun:K,openRun:G=>{let pt=M.
get(G);return pt||(pt=E.open(G).then(St=>new me(St)),M.set(G,pt)),pt},emit:ys,eventsFailure:()=>yn.failure,...t.onOutput?
{onOutput:ms("onOutput",t.onOutput)}:{}});for(let{job:G,leg:pt,markdown:St}of _?.summaries??[])N.summary(G,pt,St);ft=await Ko(
k,N,{runId:et,concurrency:t.concurrency??nc(),signal:ws,cancel:t.cancel,secrets:x,github:Vt,runner:{os:process.platform===
"darwin"?"macOS":process.platform==="win32"?"Windows":"Linux",arch:process.arch==="arm64"?"ARM64":process.arch==="x64"?"\
X64":process.arch.toUpperCase(),temp:A,toolCache:rt(A,"tool-cache"),workspace:r,workspaceParent:ic(r)},reuse:_?.jobs,minuteMs:t.
minuteMs})}catch(M){ft={error:M}}yt.close();let[Pt]=await Promise.all([N?.drain()??null,yt.settled()]);C?.close(),A!==void 0&&
await hn(A);let B="error"in ft?null:ft,vt=[],It=M=>{M&&!vt.some(lt=>lt.includes(M))&&vt.push(M)};if(It(B?.reason),"error"in
ft&&It(kt(ft.error)),It(Pt),It(C?.failure),B!==null)try{await Fi(rt(X,ct.jobs),"the jobs' results",`${JSON.stringify(mc(
B.jobs,R,N?.summaryParts()??null),null,2)}
`)}catch(M){It(kt(M))}let se=B===null||B.status==="success"&&vt.length>0?"failure":B.status,mn=vt.length===0?null:st(vt.
join(`
`),R).text,Ui=(B?.jobs??[]).map(M=>({id:M.id,stages:M.stages,result:M.result}));try{await E.writeSummary({id:et,...F(se,
Ui,new Date,mn)})}catch(M){throw dc(X,M,mn)}if(U!==void 0)throw U.error;if("error"in ft)throw ft.error;let hs=await ds(yt.
writeFailure?yt:W),gs=Ir(hs);return{runId:et,runDir:X,status:se,reason:mn,records:hs,chain:gs,finalStage:Dr(gs)}}function cc(){
let s=rc(),t=process.env.TMPDIR?`TMPDIR ${s}`:`temp dir ${s}`,e;try{e=(0,Kt.statSync)(s)}catch(n){if(!de(n,"ENOENT","ENO\
TDIR"))throw le(t,n)}if(e?.isDirectory()!==!0)throw new v("tempdir-invalid",`${e===void 0?"no such directory":"is not a \
directory"}; baton run keeps each run's scratch files there`,{where:t,details:[`${e===void 0?"create it, or ":""}set TMP\
DIR to a directory`]});return{dir:s,where:t}}async function Fi(s,t,e){try{await je(s,e)}catch(n){throw new v("run-write-\
failed",ln(t,n),{where:s,cause:n})}}function dc(s,t,e){let n=!(0,Kt.existsSync)(s),r=e===null||n?[]:[`the run failed: ${e.
replaceAll(`
`,`
  `)}`];return new v("run-write-failed",n?"the run's directory was removed while it ran: nothing more of the run could b\
e stored":`its end could not be stored in ${$s}: ${kt(t)}; baton runs shows it as interrupted`,{where:s,details:r,cause:t})}
function fc(s,t,e,n){let r=le(s,e);return de(e,"ENOENT")?new v(r.code,`${r.message}: run ${t} ran this workflow file, an\
d a replay runs it as it is now`,{...r.where===void 0?{}:{where:r.where},details:[`put it back (from git, if it was comm\
itted) to replay run ${t}, or start a new run of another workflow with ${n.runCommand}`],cause:e}):r}async function pc(s,t,e){
try{return await s.resolve(t)}catch(n){throw n instanceof v?new v(n.code,n.message,{where:e.parent,details:n.details}):n}}
function hc(s,t){let e=new Map;for(let n of Object.keys(s)){if(!Ii.test(n)||n.toUpperCase().startsWith("GITHUB_"))throw new v(
"usage",`${JSON.stringify(n)} is not a name GitHub allows for a variable: letters, digits and _, not starting with a dig\
it or with GITHUB_`,{where:t.vars});let r=e.get(n.toUpperCase());if(r!==void 0)throw new v("usage",`${JSON.stringify(r)}\
 and ${JSON.stringify(n)} are one variable on GitHub (names are not case-sensitive); give it once`,{where:t.vars});e.set(
n.toUpperCase(),n)}}function gc(s,t,e,n){let r=s.find(a=>!Ii.test(a));if(r!==void 0)throw new v("usage",r.startsWith("-")&&
n.flags?`takes the name of an environment variable after it (--secret NAME), not ${JSON.stringify(r)}`:`${JSON.stringify(
r)} is not the name of an environment variable (letters, digits and _, not starting with a digit)`,{where:n.secrets});let o={},
i=[],l=[];for(let a of s){let u=t[a];u===void 0?i.push(a):u===""?l.push(a):o[a]=u}if(i.length+l.length>0){let a=(c,d)=>c.
length===0?[]:[`${c.length===1?"secret":"secrets"} ${d}: ${c.join(", ")}`],u=c=>`run ${e} was started with ${n.passSecret(
c)}`;throw new v("secret-missing",[...a(i,"not set in the environment"),...a(l,"set to the empty string")].join("; "),{details:[
...i.map(c=>e===null?`${n.setSecret(c)} before running, or ${n.dropSecret(c)}`:`${n.setSecret(c)} before replaying: ${u(
c)}`),...l.map(c=>e===null?`${n.setSecret(c)} with its value before running, or ${n.dropSecret(c)}: an empty secret is n\
o secret (one not given is '' in the run, as on GitHub)`:`${n.setSecret(c)} with its value before replaying: ${u(c)}`)]})}
return o}function mc(s,t,e){return s.map(n=>{let r={},o=[...n.withheldOutputs??[]];for(let[g,h]of Object.entries(n.outputs))
st(h,t).redactions.length>0?o.push(g):r[g]=h;let i=(n.legResults??[]).map(({leg:g,result:h,reason:S})=>({leg:g,result:h,
...S===void 0?{}:{reason:S}})),l=(e??[]).filter(g=>g.job===n.id).map(({leg:g,offset:h,bytes:S})=>({leg:g,offset:h,bytes:S})),
{id:a,stages:u,legs:c,ends:d,skipped:p,summaryParts:f}=ee({id:n.id,stages:n.stages,legs:n.legs,ends:i,skipped:n.skipReason,
summaryParts:l},t);return{id:a,result:n.result,outputs:r,stages:u,legs:c,...o.length>0?{withheld_outputs:ee(o,t)}:{},...d.
length>0?{leg_results:d}:{},...p===void 0?{}:{skip_reason:p},...f.length>0?{summary_parts:f}:{}}})}function ps(s){return typeof s==
"string"?[s]:Array.isArray(s)?s.flatMap(ps):s!==null&&typeof s=="object"?Object.values(s).flatMap(ps):[]}function wc(s,t){
let e=new Set(t),n={};for(let[r,o]of Object.entries(s))o!==void 0&&!e.has(r)&&(n[r]=o);return n}function yc(s,t){try{return t()}catch(e){
if(!(e instanceof v))throw e;let n=r=>st(r,s).text;throw new v(e.code,n(e.message),{...e.where===void 0?{}:{where:n(e.where)},
details:e.details.map(n),cause:e.cause})}}function bc(){let s=so(process.pid);return{pid:process.pid,host:sc(),...s?{start:s}:
{}}}async function Sc(s,t,e,n,r,o,i){let{run:l,invocation:a}=r;await s.readSummary(l);let u=await s.open(l),{jobs:c,summaryParts:d}=await kc(
rt(t,l),l),p=[];a.workflow_sha256!==void 0&&a.workflow_sha256!==o.workflow&&p.push("");let f=a.called_sha256;if(f!==void 0)
for(let y of[...new Set([...Object.keys(f),...Object.keys(o.called)])].sort())f[y]!==o.called[y]&&p.push(y);let g=[...new Set(
c.flatMap(y=>y.stages))],h=c.map(y=>y.id),S=`stages: ${g.join(", ")||"(none)"}; jobs: ${h.join(", ")||"(none)"}`;if(r.from.
trim()==="")throw new v("usage",`is empty; name the stage or job of run ${l} to run again from: ${S}`,{where:i.from});let m=c.
find(y=>y.id.includes("/")&&(y.stages.includes(r.from)||y.legs.includes(r.from)))?.id??c.find(y=>y.stages.includes(r.from)||
y.legs.includes(r.from))?.id??(await u.get(r.from))?.record.job??n.jobs.find(y=>y.id===r.from)?.id,w=m?.split("/")[0];if(w===
void 0)throw new v("stage-unknown",`run ${l} has no stage or job ${r.from}${Ne(r.from,[...g,...h])}; ${S}`,{where:i.from});
let x=w===r.from?`job ${w}`:`${m===r.from?"job":"stage"} ${r.from} belongs to job ${w}, which`;if(!e.jobs.some(y=>y.id===
w)){let y=e.jobs.map(T=>T.id);throw new v("stage-unknown",`${x} is no longer in ${e.fileName}: a replay runs the workflo\
w file as it is now, not as run ${l} had it`,{where:i.from,details:[`its jobs now: ${y.join(", ")||"(none)"}`]})}if(!n.jobs.
some(y=>y.id===w))throw new v("stage-unknown",`${x} is not part of this run${n.target===null?"":` (run ${l} was started \
with ${i.passJob(n.target)})`}`,{where:i.from});let R=new Set([w,...n.jobs.filter(y=>y.upstream.includes(w)).map(y=>y.id)]);
for(let y of n.jobs)y.calledBy!==null&&R.has(y.calledBy)&&R.add(y.id);let j=new Map,L=[];for(let y of n.jobs){if(R.has(y.
id))continue;let T=c.find(F=>F.id===y.id);if(!T)throw new v("replay-incomplete",`run ${l} has no result for job ${y.id};\
 run it again in full`,{where:i.from});j.set(y.id,T),L.push(...T.stages)}for(let y of n.jobs)if(R.has(y.id))for(let T of y.
needs){let F=j.get(T)?.withheldOutputs??[];if(F.length===0)continue;let q=F.join(", ");throw new v("replay-incomplete",`\
job ${T}'s output${F.length===1?` ${q} was`:`s ${q} were`} not stored (it may hold a secret), so replaying from ${r.from}\
 cannot give it to job ${y.id}`,{where:i.from,details:[`replay from the job that made it: ${i.replay(l,T)}`]})}let k=new Map(
e.jobs.map(y=>[y.id,y])),P=y=>(j.get(y)?.result??"success")!=="success",O=k.get(w);if(O?.if.text===null){let y=O.needs.map(
T=>T.id).filter(P);if(y.length>0){let T=y[0];for(let F=0;j.get(T)?.result==="skipped"&&F<e.jobs.length;F++){let q=k.get(
T)?.needs.map(X=>X.id).find(P);if(q===void 0)break;T=q}throw new v("replay-skips",`job ${w} needs ${y.map(F=>`${F} (${j.
get(F).result} in run ${l})`).join(", ")}, so replaying from ${r.from} would skip it again`,{where:i.from,details:[`repl\
ay from the job that did not succeed: ${i.replay(l,T)}`]})}}let H=new Set(L),V=await u.list(),b=L.find(y=>!V.some(T=>T.stage===
y));if(b!==void 0)throw new v("replay-incomplete",`run ${l} recorded stage ${b}, but its record is gone from ${rt(t,l)},\
 so it cannot be reused`,{where:i.from,details:[`replay from that stage, to run it again: ${i.replay(l,b)}`]});for(let y of V)
if(H.has(y.stage))try{await u.getAttempt(y.stage,y.attempt,y.runAttempt)}catch(T){throw T instanceof v?new v("replay-inc\
omplete",`run ${l}'s record of stage ${y.stage} (attempt ${y.attempt}) cannot be reused: ${kt(T)}`,{where:i.from,details:[
`replay from that stage, to run it again: ${i.replay(l,y.stage)}`]}):T}let E=c.find(y=>y.id===w),_=r.from===w?null:m!==void 0&&
m!==w?`every job of its call (${c.filter(y=>y.id.startsWith(`${w}/`)).map(y=>y.id).join(", ")})`:E&&E.legs.length>1?`eve\
ry leg of its matrix (${E.legs.join(", ")})`:E&&E.stages.length>1?`every stage of it (${E.stages.join(", ")})`:null,I=_===
null?null:`${i.fromStage(r.from)}: job ${w} runs again whole, ${_}`,z=Hr(l,a,"replay",i),K=await vc(rt(t,l),d,new Set(j.
keys()));return{run:l,store:u,jobs:j,stages:L,changed:p,whole:I,redactedStart:z,summaries:K}}async function kc(s,t){let e=await Pe(
rt(s,ct.jobs),"utf8").catch(()=>{throw new v("replay-incomplete",`run ${t} did not finish, so it cannot be replayed`,{where:t})}),
n=Ur(e,lc,rt(s,ct.jobs),{code:"replay-incomplete",what:"the jobs' results baton stores",fix:`run ${t} cannot be replayed\
; run it again in full`}),o=n.some(a=>a.legs.length>0||a.leg_results===void 0&&a.skip_reason===void 0)?await xc(s):{legs:new Map,
skips:new Map},i=n.some(a=>a.summary_parts!==void 0)?n.flatMap(a=>(a.summary_parts??[]).map(u=>({job:a.id,...u}))):null;
return{jobs:n.map(({withheld_outputs:a,leg_results:u,skip_reason:c,summary_parts:d,...p})=>{let f=o.legs.get(p.id),g=m=>{
let w=f?.get(m.leg);return{...m,...w?.durationMs===void 0?{}:{durationMs:w.durationMs},...w?.failedStep===void 0?{}:{failedStep:w.
failedStep}}},h=u?.map(g)??(f===void 0?void 0:p.legs.map(m=>f.get(m)??{leg:m,result:p.result})),S=c??o.skips.get(p.id);return{
...p,...a&&a.length>0?{withheldOutputs:a}:{},...h===void 0?{}:{legResults:h},...S===void 0?{}:{skipReason:S}}}),summaryParts:i}}
async function vc(s,t,e){let n=await Pe(rt(s,ct.summary)).catch(l=>de(l,"ENOENT")?Buffer.alloc(0):null);if(n===null)return null;
if(n.length===0)return[];if(t===null)return null;let r=[...t].sort((l,a)=>l.offset-a.offset),o=[],i=0;for(let l of r){if(l.
offset!==i||l.offset+l.bytes>n.length)return null;i+=l.bytes;let a=n.subarray(l.offset,l.offset+l.bytes).toString("utf8"),
u=cs(l.job,l.leg);if(!a.startsWith(u)||!a.endsWith(`

`))return null;e.has(l.job)&&o.push({job:l.job,leg:l.leg,markdown:a.slice(u.length,-2)})}return i===n.length?o:null}async function xc(s){
let t=await Pe(rt(s,ct.events),"utf8").catch(()=>""),e=new Map,n=new Map,r=new Map;for(let o of t.split(`
`)){if(!/"type":"(job-finished|job-skipped|step-finished)"/.test(o))continue;let i;try{i=io.safeParse(JSON.parse(o)).data}catch{
continue}if(i?.type==="job-skipped"&&n.set(i.job,i.reason),i?.type==="step-finished"&&i.conclusion==="failure"){let u=`${i.
job}\0${i.leg}`;r.has(u)||r.set(u,{step:i.step,name:i.name,message:i.message,...i.output_tail===void 0?{}:{output_tail:i.
output_tail}})}if(i?.type!=="job-finished")continue;let l=e.get(i.job)??new Map,a=i.failed_step??r.get(`${i.job}\0${i.leg}`);
l.set(i.leg,{leg:i.leg,result:i.result,...i.reason===void 0?{}:{reason:i.reason},durationMs:i.duration_ms,...a===void 0||
i.result!=="failure"?{}:{failedStep:a}}),e.set(i.job,l)}return{legs:e,skips:n}}function Wi(s){let t=$e(s??process.cwd()),
e;try{e=(0,Kt.statSync)(t)}catch(n){if(!de(n,"ENOENT","ENOTDIR"))throw le(t,n,"cwd")}if(e?.isDirectory()!==!0)throw new v(
"usage",e===void 0?"no such directory":"is not a directory",{where:`cwd ${t}`});return t}function Rc(s){if(typeof s!="st\
ring"||s.trim()==="")throw On("runWorkflow","the workflow file's path as its first argument (runWorkflow('.github/workfl\
ows/ci.yml', \u2026))",Ae(s))}async function $c(s,t,e){let n=new Set(e);for(let r of await s.list())n.has(r.stage)&&await t.
copyAttempt(s,r.stage,r.attempt,r.runAttempt)}async function Oc(s,t,e){let n=new Set;for(let r of e)for(let o of[...r.legs,
...(r.legResults??[]).map(i=>i.leg)])n.add(o);for(let r of n){let o=ie(r),i=rt(s,o);if((await Zu(i).catch(()=>null))?.isFile()!==
!0)continue;let l=rt(t,`.${ct.jobLogPrefix}${(0,Oe.randomBytes)(6).toString("hex")}.tmp`);try{await Yu(i,l,Kt.constants.
COPYFILE_EXCL),await tc(l,rt(t,o))}catch(a){throw await ec(l,{force:!0}),new v("run-write-failed",ln(`the job log of ${r}`,
a),{where:rt(t,o),cause:a})}}}async function Ph(s,t,e={}){return Pc(s,t,e,Cn)}async function Pc(s,t,e,n){Ec(s,t);let r=fs(
e,"replayWorkflow"),o=Wi(r.cwd),i=$e(o,r.storeDir??Rn),l=await new Ln(i).resolve(s),a=await Jr(rt(i,l),l);if(a.redacted)
throw new v("replay-refused",`run ${l} was started with a secret (or text shaped like a token) in ${n.typedValues}, whic\
h was not stored, so it cannot be replayed`,{details:[`start it again in full: ${n.run(a.workflow_path)} with the same o\
ptions`]});return Di(a.workflow_path,{...r,cwd:o,storeDir:i,...a.job?{job:a.job}:{},inputs:a.inputs,event:a.event,eventName:a.
event_name,vars:a.vars,secrets:r.secrets??a.secrets,...a.parent?{parent:a.parent}:{}},{words:n,replay:{run:l,from:t,invocation:a}})}
function Ec(s,t){let e=[...typeof s=="string"&&s.trim()!==""?[]:[{takes:"the stored run's id (or 'latest') as its first \
argument (replayWorkflow('latest', 'fix', \u2026))",given:Ae(s)}],...typeof t=="string"?[]:[{takes:"the stage or job to \
run again from as its second argument (replayWorkflow('latest', 'fix', \u2026))",given:Ae(t)}]],[n,...r]=e;if(n!==void 0)
throw On("replayWorkflow",n.takes,n.given,void 0,r.map(({takes:o,given:i})=>Es(o,i)))}export{He as a,Hi as b,io as c,Nc as d,Be as e,Ke as f,Ve as g,ho as h,pa as i,Xe as j,Oh as k,uc as l,Ph as m,Pc as n};

import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{b as lr,c as sn,d as pi,e as hi,f as on,g as an,i as Ri}from"./chunk-V342X6YF.js";import{a as ci,c as di,d as fi,
j as gi,k as mi,l as wi,m as yi,n as bi}from"./chunk-FSP5DJ7W.js";import{k as ti,l as ei}from"./chunk-VMVUAD3L.js";
import{a as oi,b as ii}from"./chunk-6YD3D27Q.js";import{b as Si,c as ki,d as ur}from"./chunk-7U7R4STE.js";import{
c as ar}from"./chunk-MCSEASMA.js";import{a as li,b as ui}from"./chunk-FAXKKLPM.js";import{a as Ze,e as ri,f as Qe,
h as tn,i as en,k as nn,l as rn,m as si}from"./chunk-M6TCM7T7.js";import{a as ai,b as vi,c as $i,d as xi}from"./chunk-ZHHQCXTA.js";
import{a as Ut,b as Bs,c as Gs,e as ze,f as Jt,g as so,h as oo,i as io,j as ao,n as vo}from"./chunk-NURJVWZ6.js";import{
$ as pe,Aa as Ho,B as He,Ba as Bo,Ca as Go,D as Ks,E as Vs,F as qs,G as Xs,Ga as zo,Ha as Ko,J as Ys,Ja as Vo,K as Zs,L as Qs,
Ma as qo,Na as Xo,Pa as ir,Q as fe,Qa as Yo,R as to,Ra as Zo,Sa as Qo,T as eo,U as no,Z as Eo,_ as nr,b as $t,ba as rr,c as xt,
ca as To,d as Je,da as No,e as Wt,ea as Co,fa as _o,ga as jo,ha as Mo,ia as Lo,ka as qe,la as Xe,ma as or,na as Io,pa as Ye,
qa as Do,r as rt,ra as Wo,sa as Uo,v as zs,za as Jo}from"./chunk-DF64DJTV.js";import{a as sr,i as Fo}from"./chunk-3QK4ULO3.js";
import{a as er,b as Ro,c as Po,d as Oo,g as Ao}from"./chunk-TY27MA5Z.js";import{d as ni}from"./chunk-MSOSO2OH.js";
import{e as Zn,f as Qn,g as tr}from"./chunk-VWNF5BAH.js";import{a as Yn,e as $o}from"./chunk-CL5BW2X2.js";import{
B as re,C as fo,D as po,F as ho,G as qn,H as Xn,I as go,J as mo,K as wo,L as yo,M as bo,N as So,Q as ko,R as jt,a as Ge,
b as ro,m as lo,r as uo,v as co,w as Ke,x as Ve}from"./chunk-XLGFJCL2.js";import{b as xo}from"./chunk-6RREDHNG.js";
import{a as Be}from"./chunk-RBL3FFHZ.js";import{b as Cs}from"./chunk-XNMHRBVO.js";import{f as Ts,g as Ns,h as Fe}from"./chunk-LEIL67MZ.js";
import{a as Fs}from"./chunk-VQYWOWE3.js";import{b as X,c as ne,d as Ie,e as De,f as We,g as zn,h as _s,i as js,k as Ms,
l as Dt,m as Kn,n as Ls}from"./chunk-YGNE4XJX.js";import{a as Ue,b as Is,c as Ds,l as Ws,n as Us,o as Js}from"./chunk-4YBMJ3DZ.js";
import{b as Vn}from"./chunk-LS2NIP65.js";import{b as $s,c as xs,d as de,e as Rs,g as ee}from"./chunk-4QUQEQJB.js";
import{c as Ps,d as Os,e as As}from"./chunk-N2Y6FUQU.js";import{b as Es,c as Le}from"./chunk-TR6ONM2E.js";import{
c as Yt}from"./chunk-FCWOFCWY.js";import{a as Ct,b as _e,c as vt,d as Jn,e as ps,j as vs}from"./chunk-FHFCRF27.js";
import{b as Gn,d as Me}from"./chunk-YQXZOI2X.js";import{a as Ee,b as Te,d as S,e as Ft,f as yt,g as In,h as rs}from"./chunk-OKFZ7BVP.js";
import{a as Hs}from"./chunk-WUUIHZ62.js";import{a as Zt}from"./chunk-5A7QKWCT.js";import{A as ks,D as ce,E as te,
c as hs,d as gs,h as ot,i as It,j as Hn,k as ms,m as ws,n as _t,o as je,p as ys,r as bs,s as Bn,u as ue,x as Ss,y as G}from"./chunk-LGNAKMKQ.js";
import{D as st,H as tt,N as Nt,U as et,V as at,W as le,Z as kt,_ as fs,b as Dn,d as ss,e as os,j as Ne,l as is,m as as,n as Tt,
o as ls,p as us,q as Wn,r as Un,t as cs,u as ds,w as Qt,x as Ce}from"./chunk-KP2FEYWF.js";import{d as Pt}from"./chunk-3NR5HZ6E.js";var pl=new TextEncoder,hl=new TextDecoder("utf-8",{fatal:!0,ignoreBOM:!0}),gl=new TextDecoder("latin1");async function Pi(r,t,e){
let n=[],s=[],o=new Set,i=st.artifactBytes;for(let[a,l]of(t.artifacts??[]).entries()){let u=f=>s.push({code:Nt.artifactRefused,
severity:"warning",path:vs(["artifacts",a,"path"]),message:`${l.path} ${f}; it was not kept`});if(l.path.includes(kt.markerPrefix)){
u("held a secret (its path was redacted)");continue}let d=co(l.path);if("refused"in d){u(d.refused);continue}if(o.has(d.
path))continue;let c=await e.readArtifact(r.workingDirectory,d.path,i);if(c.kind==="refused"){u(c.reason);continue}let p=ml(
c.bytes,r.redact,`${ds}/${d.path}`);if("refused"in p){u(p.refused);continue}if(p.bytes.length>i){u(`is ${p.bytes.length}\
 bytes once redacted, more than the ${i} bytes left of the ${st.artifactBytes}-byte limit for one record's artifacts`);continue}
s.push(...p.problems),n.push({path:d.path,bytes:p.bytes}),o.add(d.path),i-=p.bytes.length}return{files:n,problems:s}}function ml(r,t,e){
let n;try{n=hl.decode(r)}catch{n=void 0}if(n!==void 0){let s=Xe(n,t,e);return s.problems.length===0?{bytes:r,problems:[]}:
{bytes:pl.encode(s.text),problems:s.problems}}return X(gl.decode(r),t).redactions.length>0?{refused:"is not UTF-8 text a\
nd holds a secret, which cannot be redacted from a binary file"}:{bytes:r,problems:[]}}async function ln(r,t,e,n,s={}){let o=r.agent?.kind==="preset"?r.agent.preset:null,i=e===null?s.agentOutput:void 0,a=o===
null?null:e?qs(o,e.stdout):i?Xs(o,i.text):null,l=e?e.stdout:i?.text??null,u=o!==null&&i!==void 0?Zs(o,i.text):null,d=e?"\
the agent's stdout":i?`${tt.agentOutput} ${i.path}`:"",c=await vl(r,t,l,a?.finalText??null,d,n),p=c.kind==="valid"?c.handoff:
null,f=p?await Pi(r,p,n.workspace):{files:[],problems:[]},h=[...t.warnings,...c.problems,...f.problems,...a?.problems??[],
...o!==null&&e===null?kl(o,i,a):[]],g=c.kind==="invalid",m=r.onInvalid==="fail"||r.handoff==="required",y=null,w,k=()=>typeof s.
signal?.reason=="string"?`: ${s.signal.reason}`:"",x={reason:"cancelled",message:`the stage was cancelled while its agen\
t ran${k()}`};if(s.cancelled||s.signal?.aborted)w=x;else if(e&&e.exitCode!==0){let P=r.agent?.kind==="preset"?yl(r.agent.
preset,e,r.redact):"";w={reason:"exit-nonzero",message:e.exitCode!==null?`the agent exited with code ${e.exitCode}${P}`:
e.signal!==null?`the agent was ended by ${e.signal}`:`the agent could not start: ${e.output.replace(an,"").trim()}`,exitCode:e.
exitCode,signal:e.signal}}else if(i&&u)w={reason:"exit-nonzero",message:`the agent's output (${i.path}) ends with an err\
or result${bl(o,u,r.redact)}`,exitCode:null,signal:null};else if(g&&m){let P=c.problems.filter(W=>W.severity==="error");
w={reason:"handoff-invalid",message:`the handoff was refused (${Ol(P.length,"problem")}): ${Pl(P)}`,problems:P}}else if(p===
null&&r.handoff==="required"){let P=`no handoff: nothing at $${Tt.handoffPath} and no block between the markers in the a\
gent's output${$l(c.problems)}, and this stage requires one (handoff: required)`;h.push({code:Nt.handoffMissing,severity:"\
error",path:"$",message:P}),w={reason:"handoff-missing",message:P}}else if(s.verify){let P=await s.verify();y=P.facts,h.
push(...P.problems),w=s.signal?.aborted?{reason:"cancelled",message:`the stage was cancelled while verify ran${k()}`}:y.
exit_code===0?{reason:"completed",message:null}:{reason:"verify-failed",message:`verify failed with ${y.exit_code===null?
"no exit code (ended by a signal)":`exit code ${y.exit_code}`}`,exitCode:y.exit_code}}else w={reason:"completed",message:null};
let N=g&&!m?h.map(P=>({...P,severity:"warning"})):h,A=n.workspace.now(),v=await qe(r,{attempt:t.attempt,repair:t.repair,
hop:t.hop,lineage:t.lineage,...t.parent?{parent:t.parent}:{},prompt:t.prompt,handoff:p,agent:e,startedAt:new Date(t.preparedAt),
finishedAt:A,usage:a?.usage??null,verify:y,outcome:w,problems:N,files:f.files},n),R=r.handoff==="required"&&(w.reason===
"handoff-invalid"||w.reason==="handoff-missing");return{...v,outputs:sn(v.record,v.handoff,{artifactId:v.ref.id,promptPath:t.
promptPath,handoffPath:t.handoffPath}),repairProblems:R?v.record.problems.filter(P=>P.severity==="error"):[]}}var wl=300;
function yl(r,t,e){let n=Ys(r,t.output);if(n===null)return"";let s=Oi(n.text,e);return s===""?"":n.source==="cli"?`: ${r}\
 said "${s}"`:`: ${s}`}function Oi(r,t){let e=X(as(r),t).text;return xo(Yt(Le(e).replace(/\s+/g," ").trim()),wl)}function bl(r,t,e){
let n=Oi(t.text,e);return`${t.subtype?.startsWith("error")===!0&&t.subtype!==n?` (${t.subtype})`:""}${n===""?"":`: ${r} \
said "${n}"`}`}var Sl={claude:"claude -p --output-format stream-json --verbose \u2026 > file, or claude-code-action\u2019s executi\
on_file",codex:"codex exec --json \u2026 > file",gemini:"gemini --output-format json \u2026 > file",copilot:"copilot --o\
utput-format=json \u2026 > file; Copilot CLI 1.0.102 puts no token counts in it"};function kl(r,t,e){let n=`give ${tt.agentOutput}\
 the file the CLI\u2019s machine-readable output went to (${Sl[r]})`,s=i=>[{code:Nt.usageMissing,severity:"warning",path:"\
agent.usage",message:i}];if(t===void 0)return s(`${tt.agent} is ${r} and ${tt.agentOutput} is empty, so the record has n\
o usage: ${n}`);if(e===null||e.usage!==null||e.problems.length>0)return[];let o=t.cut>0?` in its last ${t.bytes-t.cut} b\
ytes (of ${t.bytes}: only the end of a longer file is read)`:"";return s(`${tt.agentOutput} ${t.path} holds no usage in ${r}\
\u2019s output format${o}, so the record has none: ${n}`)}async function vl(r,t,e,n,s,o){let i=await o.workspace.readHandoff(
t.handoffPath),a=[],l;if(i.kind!=="missing")l=i;else if(e!==null){let p=Fs({prompt:t.prompt,event:r.github.event},r.redact);
for(let[f,h]of[[n,`the final message in ${s}`],[e,s]]){if(!f)continue;let g=Ps(f,{foreign:p});if(a.push(...g.warnings),g.
json!==null){l=As(g.json,h);break}}}if(l===void 0)return{kind:"missing",problems:Rl(a)};if(l.kind==="invalid")return{kind:"\
invalid",problems:[...a,...l.problems]};if(r.dataSchema!==void 0){let p=Ts(l.handoff.data,r.dataSchema);if(p.length>0)return{
kind:"invalid",problems:[...a,...p]}}let u=Ms(l.handoff,r.redact),d=[...a,...l.warnings,...u.problems],c=u.handoff.next?.
stage;if(c!==void 0&&r.workflowJobs!==null&&!r.workflowJobs.includes(c)){let p={code:Nt.nextUnknownStage,severity:r.onInvalid===
"warn"?"warning":"error",path:"$.next.stage",message:`"${c}" names no job in this workflow; jobs: ${[...r.workflowJobs].
sort().join(", ")}`};if(r.onInvalid==="fail")return{kind:"invalid",problems:[...d,p]};d.push(p)}else c!==void 0&&r.workflowJobs===
null&&d.push({code:Nt.nextUnchecked,severity:"warning",path:"$.next.stage",message:`"${c}" was not checked against the w\
orkflow's jobs, which are not known here: ${r.workflowUnread??"the workflow file was not read"}; the \`next\` output names\
 it as given, whether or not a job has that id`});return{kind:"valid",handoff:u.handoff,problems:d}}function $l(r){let t=Os(
r).map(s=>xl[s]);if(t.length===0)return"";let[e,n]=t.length===1?["one that is","is"]:["ones that are","are"];return` but\
 ${e} also ${t.join(" and ")}, which ${n} not the agent's (a block the same as one there is never taken from the output,\
 wherever it is printed: write the handoff to the file at $${Tt.handoffPath})`}var xl={prompt:"in its prompt",event:"in \
the event that started the run"};function Rl(r){let t=new Set;return r.filter(e=>{let n=`${e.code}\0${e.path}\0${e.message}`;
return t.has(n)?!1:(t.add(n),!0)})}function Pl(r){let t=[...r].sort((n,s)=>Number(Gn(s.message))-Number(Gn(n.message))),
e=t.slice(0,3).map(ee).join("; ");return t.length>3?`${e}; and ${t.length-3} more`:e}function Ol(r,t){return`${r} ${t}${r===
1?"":"s"}`}function Ai(r){let t=r.problems.filter(s=>s.severity==="error"),e=(t.length>0?t:r.problems).map(s=>`- ${ee(s).replace(/\s+/g,
" ")}`).join(`
`),n=JSON.stringify(Hs(),null,2);return[`# Your handoff for stage \`${r.stage}\` was not accepted`,"","Your last run fin\
ished, but baton could not accept its handoff:","",e,"",`Do not redo the work. Write the handoff again, as one JSON obje\
ct that follows the JSON Schema below, to the file named by the environment variable \`${Tt.handoffPath}\` (or print it a\
s the last thing you output, between a line \`${Un.start}\` and a line \`${Un.end}\`).`,"","## The handoff JSON Schema",
"",Fe(n,"json"),"",...r.dataSchema===void 0?[]:["## This stage's data-schema","","The handoff's `data` must also follow \
this JSON Schema (a pattern is an ECMAScript regular expression; lengths are in UTF-8 bytes):","",Fe(Ns(r.dataSchema),"j\
son"),""],"## The task you were given","",Fe(r.previousPrompt,"markdown"),""].join(`
`)}async function un(r,t,e={}){let n=e.attempt??1,s=t.workspace.now(),o=await t.store.list();Tl(r,n,o);let i=e.upstream??await Nl(
r,t.store,o),a=e.parent!==void 0?e.parent:await _l(r,t),l=i.filter(w=>w.stored!==void 0),u=l.map(w=>Ei(w.stored)).sort((w,k)=>sr(
w.stage,k.stage)),d=a?.deepest[0]?.record.hop??0,c=1+Math.max(d,...l.map(w=>w.stored.record.hop)),p=a?{run:a.run,lineage:a.
deepest.map(Ei)}:void 0,f=async(w,k)=>{let x=await qe(r,{attempt:n,repair:e.repair!==void 0,hop:c,lineage:u,...p?{parent:p}:
{},prompt:"",handoff:null,agent:null,startedAt:s,finishedAt:t.workspace.now(),usage:null,verify:null,outcome:w,problems:k},
t);return{kind:"refused",result:{stage:r.stage,ok:!1,outcome:x.outcome,attempts:[x],final:x,outputs:sn(x.record,null,{artifactId:x.
ref.id})}}};if(c>r.maxHandoffs){let w=await jl(r,l,a,t),k=`stage ${r.stage} would be hop ${c}, more than max-handoffs ${r.
maxHandoffs}: ${Fl(w)}`;return f({reason:"max-handoffs",message:k,hop:c,limit:r.maxHandoffs,chain:w},[{code:Nt.maxHandoffs,
severity:"error",path:"$",message:k}])}let h,g=[];if(e.repair)h=Ai({stage:r.stage,...e.repair,...r.dataSchema===void 0?{}:
{dataSchema:r.dataSchema}});else try{({prompt:h,warnings:g}=await Al(r,i,e.attemptContext))}catch(w){if(!(w instanceof S))
throw w;let k={code:w.code,severity:"error",path:w.where??"$",message:w.message};return f({reason:"render-failed",message:yt(
w),problems:[k]},[k])}let m=await t.workspace.attemptPaths(r.stage,n);return r.agent?.kind==="preset"&&(h=`${h.trimEnd()}\


${Qs({handoffPath:m.handoffPath,...r.dataSchema===void 0?{}:{dataSchema:r.dataSchema}})}
`),await t.workspace.writePrompt(m.promptPath,h),{kind:"ready",prepared:{stage:r.stage,attempt:n,repair:e.repair!==void 0,
prompt:h,promptPath:m.promptPath,handoffPath:m.handoffPath,lineage:u,hop:c,...p?{parent:p}:{},warnings:g,preparedAt:s.toISOString(),
...r.agent?.kind==="preset"?{agent:r.agent.preset}:{}},upstream:i,parent:a}}async function Al(r,t,e){if(r.template===null)
throw new S("prompt-missing","this stage has no prompt template",{where:r.stage});let n={source:r.template.source,...r.maxPromptTokens===
null?{}:{maxPromptTokens:r.maxPromptTokens},...r.madeEvent===void 0?{}:{madeEventHint:gi(r.madeEvent,r.madeEventRun)},...r.
workflowUnread===void 0?{}:{notUpstreamHint:El(r.workflowUnread,r.needs)}};await yi(r.template.text,n);let s=Fo({upstream:t,
inputs:r.inputs,github:r.github,...e?{attempt:e}:{},require:r.needs,analysis:wi(r.template.text)}),o=bi(r.template.text,
s.context,n);return{prompt:o.prompt,warnings:[...s.warnings,...o.warnings]}}function El(r,t){return e=>{let n=[...new Set(
e.filter(i=>i.kind==="stage").map(i=>i.stage))],s=[...new Set([...t,...n])],o=n.length>0?`give the step \`${tt.needs}: ${s.
join(", ")}\``:`give the step a \`${tt.needs}\` input naming the stages of ${e.map(i=>`job ${i.stage}`).join(", ")}`;return`\
the workflow file was not read here (${r}), so the upstream stages are only those the \`${tt.needs}\` input names (${t.length>
0?t.join(", "):"none"}) and the stages their records name: check out this repository before this step (actions/checkout \
with persist-credentials: false), or ${o}`}}function Tl(r,t,e){let n={stage:r.stage,attempt:t,runAttempt:r.run.attempt};
if(e.some(o=>Ve(o,n)===0))throw new S("record-exists",`${re(n)} already has a record in this run, so the agent was not r\
un; records are immutable`,{where:`stage ${r.stage}`,details:[`another job of this run records stage ${r.stage}: give ea\
ch job its own stage id (the \`${tt.stage}\` input)`]})}async function Nl(r,t,e){let n=r.upstream.filter(f=>f.stage!==r.
stage),s=await Promise.all(n.map(f=>t.get(f.stage))),o=Zn(e),i=Qn(o),a=new Map(n.map(f=>[f.stage,f])),l=(f,h)=>{let{job:g=null,
matrix:m,open:y,place:w}=a.get(f)??{};return{stage:f,job:g??h?.record.job??f,stored:h,...m===void 0?{}:{matrix:m},...y===
!0?{open:!0}:{},...w===void 0?{}:{place:w}}},u=new Map,d=new Map,c=(f,h)=>{let g=i&&h!==void 0?tr(h.record,o):void 0;g!==
void 0&&d.set(f,{stored:h,why:g}),u.set(f,g===void 0?h:void 0)};for(let[f,h]of n.entries())c(h.stage,s[f]);if(r.expandLineage){
let f=s.filter(h=>h!==void 0);for(let h=f.shift();h;h=f.shift()){let g=d.get(h.record.stage)?.stored===h;for(let m of h.
record.lineage){if(m.stage===r.stage||u.has(m.stage))continue;let y;if(g)y=await t.get(m.stage);else{let w=await t.getAttempt(
m.stage,m.attempt,m.run_attempt);y=w?.recordSha256===m.record_sha256?w:void 0}c(m.stage,y),y&&f.push(y)}}}let p=r.expandLineage?
Cl(r,u,d,e):new Map;return[...u].map(([f,h])=>{let g=p.get(f),m=d.get(f)?.why;return{...l(f,h),...g?{recordedLike:g}:{},
...m?{superseded:m}:{}}})}function Cl(r,t,e,n){let s=r.needs.filter(a=>t.has(a)&&t.get(a)===void 0&&!e.has(a)),o=new Map;
if(s.length===0)return o;let i=[...new Set(n.map(a=>a.stage))].filter(a=>a!==r.stage).sort(sr);for(let a of s){let l=i.filter(
u=>u.startsWith(`${a}-`));l.length>0&&o.set(a,l)}return o}async function _l(r,t){if(r.parentRun===null)return null;if(!t.
openRun)throw new Ft(`stage ${r.stage}: a parent run is set but no way to open another run was given`);let e=await t.openRun(
r.parentRun),n=Zn(await e.list()),s=Qn(n),o=(await Promise.all([...n.values()].map(a=>e.getAttempt(a.stage,a.attempt,a.runAttempt)))).
filter(a=>a!==void 0&&!(s&&tr(a.record,n)!==void 0)),i=Math.max(0,...o.map(a=>a.record.hop));return{run:r.parentRun,store:e,
deepest:o.filter(a=>a.record.hop===i)}}function Ei(r){let{stage:t,attempt:e,run:n}=r.record;return{stage:t,attempt:e,...n.
attempt>1?{run_attempt:n.attempt}:{},record_sha256:r.recordSha256}}async function jl(r,t,e,n){let s=r.maxHandoffs+1,o=new Map(
t.map(f=>[f.stored.recordSha256,f.stored])),i=new Map;e&&i.set(e.run,Promise.resolve(e.store));let a=f=>(!i.has(f)&&n.openRun&&
i.set(f,n.openRun(f)),i.get(f)),l=f=>f.reduce((h,g)=>h===void 0||g.stored.record.hop>h.stored.record.hop?g:h,void 0),u=async(f,h,g)=>{
let m=[];for(let y of f){let w=(g===null?o.get(y.record_sha256):void 0)??await h.getAttempt(y.stage,y.attempt,y.run_attempt);
w?.recordSha256===y.record_sha256&&m.push({stored:w,store:h,run:g})}return m},d=[{stage:r.stage,run:null}],c=l([...t.map(
f=>({stored:f.stored,store:n.store,run:null})),...(e?.deepest??[]).map(f=>({stored:f,store:e.store,run:e.run}))]),p=!1;for(;c&&
d.length<s+1;){d.unshift({stage:c.stored.record.stage,run:c.run});let{record:f}=c.stored;if(f.hop<=1){p=!0;break}let h=await u(
f.lineage,c.store,c.run);if(f.parent)try{let g=await a(f.parent.run);g&&h.push(...await u(f.parent.lineage,g,f.parent.run))}catch{}
c=l(h)}return Ml(d,p)}function Ml(r,t){let e=r.some(o=>o.run!==null),n=t?[]:["\u2026"],s;for(let o of r)e&&o.run!==s&&n.
push(Ll(o.run)),s=o.run,n.push(o.stage);return n}function Ll(r){return r===null?"this run:":`run ${r}:`}function cr(r){return r.
endsWith(":")}function Fl(r){let t=r.filter(a=>!cr(a)&&a!=="\u2026").length,e=[],n,s=!1,o=0;for(let a of r)cr(a)?(n=a,s=
!1):a==="\u2026"?e.push(a):(t<=12||o<5||o>=t-5?(n!==void 0&&!s&&e.push(n),s=!0,e.push(a)):e.at(-1)!=="\u2026"&&e.push("\u2026"),
o++);let i="";for(let[a,l]of e.entries()){let u=e[a-1];i+=a===0?l:u!==void 0&&cr(u)?` ${l}`:` \u2192 ${l}`}return i}async function Ti(r,t){if(r.agent===null)throw new Ft(`stage ${r.stage}: runStage needs an agent (run or agent); this sp\
ec is for a split stage`);let e=[],n,s,o={},i="",a=!1;for(let l=1;;l++){let u=await un(r,t,{...o,attempt:l,...n?{upstream:n}:
{},...s!==void 0?{parent:s}:{}});if(u.kind==="refused")return t.reporter?.error(u.result.outcome.message??"",r.stage),{...u.
result,attempts:[...e,...u.result.attempts]};n=u.upstream,s=u.parent;let d=u.prepared;d.repair||(i=d.prompt);for(let g of d.
warnings)t.reporter?.warning(g.message,`${r.stage} ${g.path}`);let c=await Ul(r,d,t),p=await ln(r,d,c,t,{...t.signal?{signal:t.
signal}:{},...r.verify===null?{}:{verify:()=>Jl(r,d,t,r.verify)}});e.push(p);let{outcome:f}=p,h=t.signal?.aborted===!0;if(p.
repairProblems.length>0&&!a&&!h){a=!0,t.reporter?.warning(`${f.message}; giving the agent one repair turn`,r.stage),o={repair:{
problems:p.repairProblems,previousPrompt:i}};continue}if(f.reason==="verify-failed"&&l<r.attempts&&!h){t.reporter?.warning(
`attempt ${l} of ${r.attempts}: ${f.message}; trying again`,r.stage),o={attemptContext:Dl(l+1,p.handoff,p.record.verify)};
continue}return f.reason==="cancelled"?t.reporter?.warning(f.message,r.stage):f.reason!=="completed"&&t.reporter?.error(
f.message,r.stage),Il(r,f,e,p.outputs)}}function Il(r,t,e,n){let s=e.at(-1);if(!s)throw new Ft(`stage ${r.stage}: no att\
empt was stored`);return{stage:r.stage,ok:on(t.reason),outcome:t,attempts:e,final:s,outputs:n}}function Dl(r,t,e){return{
number:r,previous:t,verify:e?{exit_code:e.exit_code,output:e.output_tail}:null}}function Wl(r,t){let e={};for(let[n,s]of Object.
entries(r))ls.includes(n)||us.some(o=>n.startsWith(o))||(e[n]=s);return{...e,...t}}function Ni(r,t,e,n={}){return Wl(e.env,
{...n,[Tt.promptPath]:t.promptPath,[Tt.handoffPath]:t.handoffPath,[Tt.stage]:r.stage})}async function Ul(r,t,e){let n=r.
agent,s=n.kind==="preset"?{...Vs(n.preset),shell:"bash"}:{script:n.command,env:{},shell:r.shell};e.reporter?.info(`${r.stage}\
: attempt ${t.attempt}${t.repair?" (repair turn)":""}, running the agent`);let o=e.guardAgentConfig;return Ci(e,()=>{let i=Ni(
r,t,e,s.env);return n.kind==="preset"&&Ks(i),{script:s.script,shell:s.shell,cwd:e.workspace.resolveDirectory(r.workingDirectory),
env:i}},n.kind==="preset"&&o?i=>o(n.preset,i):void 0)}async function Ci(r,t,e){let n=r.workspace.now();try{let s=t(),o=e?
await e(s.cwd):void 0;try{let i=r.runner.run({...s,...r.onOutput?{onOutput:r.onOutput}:{},...r.signal?{signal:r.signal}:
{}});return mi(),await i}finally{await o?.()}}catch(s){let o=`${an}${yt(s)}
`;return r.onOutput?.(o,"stderr"),{exitCode:null,signal:null,startedAt:n,finishedAt:r.workspace.now(),output:o,stdout:""}}}
async function Jl(r,t,e,n){e.reporter?.info(`${r.stage}: attempt ${t.attempt}, running verify`);let s=await Ci(e,()=>({script:n,
shell:r.shell,cwd:e.workspace.resolveDirectory(r.workingDirectory),env:Ni(r,t,e)})),o=Xe(s.output,r.redact,"verify.outpu\
t_tail");return{facts:{command:n,exit_code:s.exitCode,output_tail:ss(o.text,st.verifyOutputTailBytes),duration_ms:Math.max(
0,s.finishedAt.getTime()-s.startedAt.getTime())},problems:o.problems}}var Fi=Pt(Be(),1),Ht=Pt(Zt(),1);import{spawn as Gl}from"node:child_process";import{tmpdir as zl}from"node:os";import{join as Kl}from"node:path";
import{StringDecoder as Vl}from"node:string_decoder";var se=class{#t;#r={stdout:"",stderr:""};#n=null;constructor(t){this.#t=t}push(t,e){let n=this.#r[e]+t,s=n.endsWith("\r")?
n.slice(0,-1):n,o=Math.max(s.lastIndexOf(`
`),s.lastIndexOf("\r"))+1;n.length-o>65536&&(o=n.length),this.#e(e,n.slice(0,o)),this.#r[e]=n.slice(o)}end(t){this.#e(t,
this.#r[t]),this.#r[t]=""}#e(t,e){e!==""&&(this.#n!==null&&!this.#n.ended&&this.#n.stream!==t&&this.#t(`
`,!0),this.#t(e,!1),this.#n={stream:t,ended:e.endsWith(`
`)||e.endsWith("\r")})}};var Hl=8;function ji(r,t,e,n){let s=r+t,o=r.length,i=De(s,e),a=i.find(d=>d.start<o&&d.end>o),l=a?a.end-o:0;if(n&&(l=_i(t,
l)),!s.includes("\x1B")&&i.every(d=>d.end<=o+l))return l;let u=X(s,e).text;for(let d=0;l<t.length&&d<=Hl;d++){if(We(s,o+
l,e,u))return l;l=n?_i(t,l+1):Bl(t,l+1)}return t.length}function _i(r,t){if(t===0||r.charCodeAt(t-1)===Mi)return t;let e=r.
indexOf(`
`,t);return e===-1?r.length:e+1}function Bl(r,t){for(let e=t;e<=r.length;e++){let n=r.charCodeAt(e-1);if(n===Mi||n===32||
n===9)return e}return r.length}var Mi=10;var he=Pt(Zt(),1);function ge(){try{return(0,he.readdirSync)("/proc").filter(r=>/^\d+$/.test(r)).map(Number).filter(r=>r!==
process.pid)}catch{return null}}function cn(r){let t;try{t=(0,he.readFileSync)(`/proc/${r}/stat`,"utf8")}catch{return null}
let[e="",,n]=t.slice(t.lastIndexOf(")")+2).split(" ");return{state:e,group:Number(n)}}function dr(r,t){try{return(0,he.readFileSync)(
`/proc/${r}/environ`,"utf8").split("\0").includes(t)}catch{return!1}}var fr={killGraceMs:5e3,maxOutputBytes:st.agentOutputBytes,drainMs:1e3};function ql(r){try{process.kill(-r,0)}catch{return!1}
let t=ge();return t===null?!0:t.some(e=>{let n=cn(e);return n!==null&&n.group===r&&n.state!=="Z"})}var dn=class{#t;#r;#n;#e;#s;#i;#l;#o;#u;#c;constructor(t={}){
this.#t=t.tempDir??zl(),this.#r=t.killGraceMs??fr.killGraceMs,this.#n=t.maxOutputBytes??fr.maxOutputBytes,this.#e=t.drainMs??
fr.drainMs,this.#s=t.outputHook,this.#i=t.reuseScripts?new Map:void 0,this.#l=t.secrets??[],this.#o=t.noPathHint??"PATH \
is not set in its environment",this.#c=t.fewerJobs,this.#u=t.tempPlace??{...ze(this.#t),...t.fewerJobs===void 0?{}:{fewerJobs:t.
fewerJobs}}}async run(t){let e=jo(t.shell);Xl(t.cwd);let n=Mo(e,t.script),s=this.#d(e.extension,n),o=s??Kl(this.#t,`bato\
n-step-${(0,Fi.randomUUID)()}${e.extension}`);if(s===void 0){try{(0,Ht.writeFileSync)(o,n,{flag:"wx",mode:448})}catch(i){
throw i.code!=="EEXIST"&&(0,Ht.rmSync)(o,{force:!0}),Jt(this.#u,o,"the command's script",i)}this.#i?.set(`${e.extension}\
\0${n}`,o)}this.#s?.begin?.();try{return await this.#f(e.file,Lo(e,o),t)}finally{this.#s?.end?.(),this.#i===void 0&&(0,Ht.rmSync)(
o,{force:!0})}}#d(t,e){let n=`${t}\0${e}`,s=this.#i?.get(n);if(s===void 0)return;let o=Buffer.from(e),i;try{i=$s(s,o.length)}catch{
i={kind:"missing"}}if(i.kind==="file"&&o.equals(i.bytes))return s;this.#i?.delete(n)}#f(t,e,n){return new Promise((s,o)=>{
let i=new Date,a=new fn(this.#n),l=new fn(this.#n,{decode:Ne,byteLength:is}),u=Gl(t,e,{cwd:n.cwd,env:n.env,stdio:["ignor\
e","pipe","pipe"],detached:!0});u.pid!==void 0&&n.onStart?.(u.pid);let d,c,p,f,h=!1,g=M=>{if(u.pid!==void 0)try{process.
kill(-u.pid,M)}catch{}},m=()=>u.pid!==void 0&&ql(u.pid),y,w=!1,k,x=null,N,A=()=>{g("SIGKILL"),N=Date.now()},v=Number.POSITIVE_INFINITY,
R=M=>{M>=v||(v=M,clearTimeout(d),d=setTimeout(A,Math.max(0,M-Date.now())),d.unref())},P=()=>{x!=="terminate"&&(x="termin\
ate",clearTimeout(c),g("SIGTERM"),R(Date.now()+this.#r))},W=()=>{if(n.stop!=="interrupt"||n.kill?.aborted)return P();x===
null&&(x="interrupt",g("SIGINT"),c=setTimeout(()=>g("SIGTERM"),1.5*this.#r),c.unref(),R(Date.now()+2*this.#r))},Y=()=>{let M=m();
return n.kill?.aborted&&N===void 0&&M&&A(),M&&(N===void 0||Date.now()-N<2e3)?(y??=setInterval($,100),!1):(clearInterval(
y),w?!0:k===void 0?(k=Date.now(),setTimeout($,this.#e).unref(),!1):Date.now()-k>=this.#e)},$=()=>{h||f===void 0||x!==null&&
!Y()||(clearInterval(y),h=!0,clearTimeout(p),u.stdout?.destroy(),u.stderr?.destroy(),q("stdout"),q("stderr"),n.signal?.removeEventListener(
"abort",W),n.kill?.removeEventListener("abort",P),clearTimeout(d),clearTimeout(c),s({exitCode:f.code,signal:f.signal,startedAt:i,
finishedAt:new Date,output:a.text(this.#l),stdout:l.text(this.#l)}))},F=new se((M,J)=>J?a.insert(M):a.push(M)),q=M=>F.end(
M),O=(M,J)=>{let D=new Vl("utf8"),z=H=>{F.push(H,J),H!==""&&(this.#s?.chunk(H,J),n.onOutput?.(H,J))};M.on("data",H=>{a.wrote(
H.length),J==="stdout"&&(l.wrote(H.length),l.push(H)),z(D.write(H))}),M.on("end",()=>{z(D.end()),q(J)})};u.on("error",M=>{
if(h)return;h=!0,n.signal?.removeEventListener("abort",W),n.kill?.removeEventListener("abort",P);let J=M.code==="ENOENT"&&
!t.includes("/")&&!n.env.PATH,D=Ee(M,this.#c);o(new S("shell-failed",`could not start ${JSON.stringify(t)}: ${M.code??M.
message}${D===null?"":` (${D})`}${J?`; ${this.#o}`:""}`,{where:"shell",cause:M}))}),u.stdout&&O(u.stdout,"stdout"),u.stderr&&
O(u.stderr,"stderr"),u.on("exit",(M,J)=>{f={code:M,signal:J},p=setTimeout(()=>{x===null&&(u.stdout?.destroy(),u.stderr?.
destroy()),$()},this.#e),p.unref()}),u.on("close",()=>{w=!0,$()}),n.kill?.aborted?P():n.kill?.addEventListener("abort",P,
{once:!0}),n.signal&&(n.signal.aborted?W():n.signal.addEventListener("abort",W,{once:!0}))})}};function Xl(r){let t;try{
t=(0,Ht.statSync)(r)}catch{t=void 0}if(!t?.isDirectory())throw new S("working-directory-missing",`${r} is not a director\
y`,{where:"working-directory"})}var Li=64*1024,Yl=`${["-----BEGIN","PRIVATE","KEY-----"].join(" ")}
`,Zl=128,Ql={decode:r=>r.toString("utf8"),byteLength:r=>Buffer.byteLength(r)},fn=class{#t;#r;#n=[];#e=0;#s=0;#i=0;#l=0;#o=!1;#u="";constructor(t,e=Ql){
this.#t=t,this.#r=e}wrote(t){this.#i+=t}insert(t){this.push(t),this.#l+=Buffer.byteLength(t)}push(t){let e=typeof t=="st\
ring"?Buffer.from(t):t;for(this.#n.push(e),this.#e+=e.length,this.#s+=e.length;this.#n.length>1&&this.#e-this.#n[0].length>=
this.#t+Li;){let n=this.#n.shift();this.#e-=n.length,this.#c(n.toString("utf8"))}}#c(t){let e=this.#u+t;this.#o=Dt(e,this.#o,
this.#u.length),this.#u=e.slice(-Zl)}text(t=[]){let e=Buffer.concat(this.#n);if(e.length<=this.#t)return this.#r.decode(
e);let n=e.length-this.#t-1,s=e.indexOf(10,n),o=[e.indexOf(32,n),e.indexOf(9,n)].filter(u=>u>=0),i=s>=0&&s<e.length-1?s:
o.length>0?Math.min(...o):-1,a="";if(i>=0){let u=i+1,d=Math.max(0,u-Li),c=d===0?-1:e.indexOf(10,d-1);for(c>=0&&c+1<u&&(d=
c+1);(e[d]&192)===128;)d++;let f=(Dt(this.#u+e.subarray(0,d).toString("utf8"),this.#o,this.#u.length)?Yl:"")+e.subarray(
d,u).toString("utf8"),h=this.#r.decode(e.subarray(u));a=h.slice(ji(f,h,t,e[i]===10))}let l=a!==""?`the last ${this.#t} b\
ytes at most are kept`:i===-1?"none of it is kept, as no line or space was left to start at":"none of it is kept, as all\
 of it after the cut may be part of a secret the cut went through";return this.#s===this.#i+this.#l?`[baton: the first ${this.#s-
this.#r.byteLength(a)} bytes of this output were left out; ${l}]
${a}`:`[baton: this output was ${this.#i} bytes, not all of it UTF-8 text, and its start was left out; ${l}${a===""?"":"\
, as text (a byte that is not UTF-8 as \uFFFD)"}]
${a}`}};var Br=Pt(Be(),1),zt=Pt(Zt(),1);import{copyFile as Ld,lstat as Fd,mkdtemp as Id,readFile as Pe,rename as Dd,rm as Wd}from"node:fs/promises";
import{availableParallelism as Ud,hostname as Jd,tmpdir as Hd}from"node:os";import{basename as Bd,dirname as Cn,join as it,
relative as Gd,resolve as Gt}from"node:path";import{setMaxListeners as br}from"node:events";var Ii=["repository","path","ref"];function Di(r,t,e){let n=t.repository.trim(),s=n!==""&&n.toLowerCase()!==e.repository.
toLowerCase(),o=t.path.trim(),i=!tu(o,e.workspace),a=t.ref.trim(),l=a!==""&&!e.refs.includes(a);if(!s&&!i&&!l)return null;
let u=s?`${n}${l?` at ${a}`:""} is not cloned`:l?`ref ${a}${i?" of this repository":""} is not checked out`:"this reposi\
tory is not checked out again";return`${r}: ${u}${i?` into ${o}`:""}: baton checks nothing out; the project directory is\
 used as it is`}function tu(r,t){if(r==="")return!0;let e=r.replace(/\/+$/,"")||"/";return e==="."||e===(t.replace(/\/+$/,
"")||"/")}function Gi(r){return`$${et.stepSummary} upload aborted, supports content up to a size of ${Math.floor(st.stepSummaryFileBytes/
1024)}k, got ${Math.floor(r/1024)}k. For more information see: https://docs.github.com/actions/using-workflows/workflow-\
commands-for-github-actions#adding-a-markdown-summary`}var zi=new Set(["NODE_OPTIONS"]);function hr(r,t){let e=[],n=r.split(
`
`).map(s=>s.replace(/\r$/,""));n.length>0&&n[n.length-1]===""&&n.pop();for(let s=0;s<n.length;s+=1){let o=n[s];if(o.trim()===
"")continue;let i=o.indexOf("<<"),a=o.indexOf("=");if(i>0&&(a<0||i<a)){let l=o.slice(0,i),u=o.slice(i+2);if(u==="")throw pn(
t,s+1,`"${l}<<" needs a delimiter`);let d=[],c=!1;for(s+=1;s<n.length;s+=1){if(n[s]===u){c=!0;break}d.push(n[s])}if(!c)throw pn(
t,s,`no line "${u}" ends the value of ${l}`);e.push([Wi(l,t,s+1),d.join(`
`)]);continue}if(a>0){e.push([Wi(o.slice(0,a),t,s+1),o.slice(a+1)]);continue}throw pn(t,s+1,"expected name=value or name\
<<DELIMITER")}return e}function Ki(r,t){let e=[],n=[];for(let s of hr(r,t))zi.has(s[0].toUpperCase())?n.push(`can't stor\
e ${s[0]} using ${t}; it was left out`):e.push(s);return{pairs:e,refused:n}}function Vi(r){return r.split(`
`).map(t=>t.replace(/\r$/,"").trim()).filter(t=>t!=="").reverse()}function Wi(r,t,e){if(r.trim()===""||r!==r.trim()||r.includes(
"\0"))throw pn(t,e,`"${r}" is not a valid name`);return r}function pn(r,t,e){return new S("file-command-invalid",`${r} l\
ine ${t}: ${e}`,{where:r})}var mn=new Set(["stop-commands","set-env","set-output","save-state","add-mask","add-path","ad\
d-matcher","remove-matcher","debug","warning","error","notice","group","endgroup","echo"]),qi={has:()=>!0},Xi="\\t\\n\\v\\f\\\
r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000",eu=new RegExp(`^[${Xi}]+`),Ui=new RegExp(`[${Xi}\
]`);function hn(r){let t=0,e=r.length;for(;t<e&&Ui.test(r[t]);)t++;for(;e>t&&Ui.test(r[e-1]);)e--;return r.slice(t,e)}function wn(r,t=mn){
return!r.includes("::")&&!r.includes("##[")?null:nu(r,t)??ru(r,t)}function nu(r,t){let e=r.replace(eu,"");if(!e.startsWith(
"::"))return null;let n=e.indexOf("::",2);if(n<0)return null;let s=e.slice(2,n),o=s.indexOf(" "),i=(o<0?s:s.slice(0,o)).
toLowerCase();if(!t.has(i))return null;let a=o>0?Yi(hn(s.slice(o+1)),",",lu):new Map;return{command:i,properties:a,data:au(
e.slice(n+2)),form:"v2"}}function ru(r,t){let e=r.indexOf("##[");if(e<0)return null;let n=r.indexOf("]",e);if(n<0)return null;
let s=r.slice(e+3,n),o=s.indexOf(" "),i=(o<0?s:s.slice(0,o)).toLowerCase();if(!t.has(i))return null;let a=o>0?Yi(s.slice(
o+1),";",Hi):new Map;return{command:i,properties:a,data:Hi(r.slice(n+1)),form:"legacy"}}function Yi(r,t,e){let n=new Map;
for(let s of r.split(t)){let o=s.replace(/^=+/,""),i=o.indexOf("=");if(i<0)continue;let a=o.slice(i+1).replace(/^=+/,"");
a!==""&&n.set(o.slice(0,i).toLowerCase(),e(a))}return n}var me=class{#t=null;#r=new Set(mn);read(t){let e=wn(t,this.#r);
if(this.#t===null)return e;let n=this.#t.toLowerCase();return n===""||e?.command!==n?null:(this.#r.delete(n),this.#t=null,
"resumed")}refuses(t){return su(t,this.#r)}stop(t){this.#t=t,this.#r.add(t.toLowerCase())}};function su(r,t){let e=r.toLowerCase();
return e===""||e==="pause-logging"||t.has(e)}function Zi(r,t){return t===void 0?r:{...r,github:{...r.github,...t}}}var ou=1024*
1024,iu=6,pr=4e3,Ji=50,au=r=>r.replace(/%0D|%0A|%25/g,t=>({"%0D":"\r","%0A":`
`,"%25":"%"})[t]),lu=r=>r.replace(/%0D|%0A|%3A|%2C|%25/g,t=>({"%0D":"\r","%0A":`
`,"%3A":":","%2C":",","%25":"%"})[t]),Hi=r=>r.replace(/%3B|%0D|%0A|%5D|%25/g,t=>({"%3B":";","%0D":"\r","%0A":`
`,"%5D":"]","%25":"%"})[t]),gn=class{#t=[];#r=new Set;#n=[];#e={outputs:[],env:[],path:[],failures:[]};#s=new Set;#i;#l;#o;constructor(t={}){
this.#i=t.allowUnsecureCommands??!1,this.#l=t.allowUnsecureStopCommandTokens??!1,this.#o=t.redact??(e=>e)}#u=0;#c={stdout:{
partial:"",overlong:!1},stderr:{partial:"",overlong:!1}};#d=new me;push(t,e="stdout"){let n=this.#c[e],s=t.split(/\r\n|\r|\n/),
o=s.pop();for(let i of s)n.overlong||this.#p(n.partial+i),n.partial="",n.overlong=!1;n.overlong||(n.partial+=o,n.partial.
length>ou&&(n.partial="",n.overlong=!0))}get masks(){return this.#t}end(){for(let i of Object.values(this.#c))!i.overlong&&
i.partial!==""&&this.#p(i.partial),i.partial="";let t=[...this.#n];this.#u>0&&t.push({level:"warning",message:`${this.#u}\
 more annotation${this.#u===1?"":"s"} of this step not shown (at most ${Ji})`});let{outputs:e,env:n,path:s,failures:o}=this.#e;
return{masks:[...this.#t],annotations:t,commands:{outputs:[...e],env:[...n],path:[...s],failures:[...o]}}}#f(t){this.#r.
has(t)||(this.#r.add(t),this.#t.push(t))}#p(t){let e=this.#d.read(t);if(e===null||e==="resumed")return;let{command:n,properties:s,
data:o}=e;switch(n){case"stop-commands":{let i=o;if(this.#l||!this.#d.refuses(i)){this.#d.stop(i),i.length>iu&&this.#f(i);
return}this.#e.failures.push(`unable to process ::stop-commands::: you cannot use an endToken that is an empty string, t\
he string 'pause-logging', or another workflow command (this one is ${i===""?"empty":JSON.stringify(i)}); use a token of\
 your own, such as a random one, or opt into insecure command execution by setting ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TO\
KENS to true (see https://docs.github.com/actions/learn-github-actions/workflow-commands-for-github-actions#example-stop\
ping-and-starting-workflow-commands)`);return}case"add-mask":{let i=hn(o);if(i==="")return;let a=i.split(/[\r\n]+/).map(
hn);for(let l of[i,...a])l!==""&&this.#f(l);return}case"error":case"warning":case"notice":this.#k(n,s,o);return;case"set\
-output":case"save-state":case"set-env":case"add-path":this.#g(n,s,o)}}#g(t,e,n){let s=a=>this.#e.failures.push(`unable \
to process ::${t}::: ${a}`);if((t==="set-env"||t==="add-path")&&!this.#i){s(`the \`${t}\` command is disabled; write to ${t===
"set-env"?et.env:et.path} instead, or set ACTIONS_ALLOW_UNSECURE_COMMANDS to true (see https://github.blog/changelog/202\
0-10-01-github-actions-deprecating-set-env-and-add-path-commands/)`);return}if(t==="add-path"){n===""?s("the path is emp\
ty"):this.#e.path.push(n);return}let o=e.get("name");if(o===void 0||o===""){s(`required field 'name' is missing in the ${t}\
 command`);return}if(t==="set-env"){if(zi.has(o.toUpperCase())){this.#n.push({level:"error",message:`can't update ${o} u\
sing ::set-env::`});return}this.#e.env.push([o,n]);return}if(t==="set-output"&&this.#e.outputs.push([o,n]),this.#s.has(t))
return;this.#s.add(t);let i=t==="set-output"?et.output:et.state;this.#n.push({level:"warning",message:`the \`${t}\` comma\
nd is deprecated and will be disabled soon; write to ${i} instead (see https://github.blog/changelog/2022-10-11-github-a\
ctions-deprecating-save-state-and-set-output-commands/)`})}#k(t,e,n){if(this.#n.length>=Ji){this.#u+=1;return}let s=e.get(
"line"),o=e.get("file")?[e.get("file"),s,s&&e.get("col")].filter(Boolean).join(":"):"",i=e.get("title"),a=c=>uu(this.#o(
c,this.#t).replace(/\r\n|\r|\n/g," ")),l=c=>c===void 0?null:a(c),u=c=>{let p=e.get(c)?.trim();return p!==void 0&&/^[1-9]\d{0,8}$/.
test(p)?Number(p):null},d=`${o?`${o}: `:""}${i?`${i}: `:""}${n}`;this.#n.push({level:t,message:a(d),place:{title:l(i),file:l(
e.get("file")),line:u("line"),end_line:u("endline"),col:u("col"),end_column:u("endcolumn")}})}};function gr(r,t){if(t.length===
0)return r;let e=new Set(t);return r.replace(/[^\r\n]+/g,n=>Qi(n,s=>e.has(hn(s))))}function mr(r){return Qi(r,()=>!0)}var Bi=/(?=::add-mask[ :]|##\[add-mask[ \]])/i;
function Qi(r,t){return Bi.test(r)?r.split(Bi).map(e=>{let n=wn(e);return n?.command!=="add-mask"||!t(n.data)?e:n.form===
"v2"?`${e.slice(0,10)}::***`:`${e.slice(0,11)}]***`}).join(""):r}function uu(r){return r.length>pr?`${r.slice(0,pr)}\u2026 (${r.
length-pr} more characters)`:r}function ta(r,t){let e=[],n=wr(r.map(o=>ea(o.container)));n.length>0&&e.push({level:"warning",message:`container: ${n.join(
", ")} ${n.length===1?"is":"are"} not started: baton runs the job's steps on this machine, not in a container`});let s=wr(
r.flatMap(o=>cu(o.services)));if(s.length>0){let o=s.length===1;e.push({level:"warning",message:`services: ${s.join(", ")}\
 ${o?"is":"are"} not started: baton starts no containers, and the job's steps run on this machine without ${o?"it":"them"}`})}
for(let o of["Windows","macOS"]){if(o===t)continue;let i=wr(r.map(a=>du(a.runsOn)===o?yr(a.runsOn):null));i.length!==0&&
e.push(o==="Windows"?{level:"warning",message:`runs-on: ${i.join(", ")}: runs here, on ${t}, with this machine's shells \
(bash by default, where a Windows runner's is pwsh; shell: cmd and powershell fail here)`}:{level:"info",message:`runs-o\
n: ${i.join(", ")}: runs here, on ${t}, with this machine's shells and tools (bash by default, as on macOS)`})}return e}
function ea(r){let t=typeof r=="string"?r:bn(r)&&typeof r.image=="string"?r.image:null;return t===null||t.trim()===""?null:
t}function cu(r){return typeof r=="string"?r.trim()===""?[]:[r]:bn(r)?Object.entries(r).flatMap(([t,e])=>ea(e)===null?[]:
[t]):[]}function du(r){for(let t of na(r)){let e=t.trim().toLowerCase();if(e==="windows"||e.startsWith("windows-"))return"\
Windows";if(e==="macos"||e.startsWith("macos-"))return"macOS"}return null}function na(r){return typeof r=="string"?[r]:Array.
isArray(r)?r.filter(t=>typeof t=="string"):bn(r)?na(r.labels):[]}function yr(r){return Array.isArray(r)?`[${r.map(yr).join(
", ")}]`:bn(r)?`{ ${Object.entries(r).map(([t,e])=>`${t}: ${yr(e)}`).join(", ")} }`:String(r)}function yn(r){switch(r.kind){case"\
literal":return r.value;case"expression":return r.text;case"sequence":return r.items.map(yn);case"mapping":return Object.
fromEntries(r.entries.map(({key:t,value:e})=>[t,yn(e)]))}}function wr(r){return[...new Set(r.filter(t=>t!==null))]}function bn(r){
return typeof r=="object"&&r!==null&&!Array.isArray(r)}var fu="ACTIONS_STEP_DEBUG";function ra(r,t){let e=s=>Object.entries(s).find(([o])=>o.toUpperCase()===fu)?.[1];return(e(
r)??e(t))?.trim().toLowerCase()==="true"}function sa(r,t){return{os:r.os,arch:r.arch,name:"baton-local",environment:"sel\
f-hosted",tool_cache:r.toolCache,temp:t,workspace:r.workspaceParent,...r.debug?{debug:"1"}:{}}}function oa(r){return Object.
fromEntries(Object.entries(r).map(([t,e])=>[`RUNNER_${t.toUpperCase()}`,e]))}var we=class{#t;#r=0;#n=[];constructor(t){this.#t=Math.max(1,Math.floor(t))}async acquire(){this.#r<this.#t?this.#r+=1:await new Promise(
e=>this.#n.push(e));let t=!1;return()=>{if(t)return;t=!0;let e=this.#n.shift();e?e():this.#r-=1}}async run(t){let e=await this.
acquire();try{return await t()}finally{e()}}get active(){return this.#r}};function ia(r,t,e="timeout-minutes"){let n=Ho(r,e);if("problem"in n)throw new S("timeout-invalid",`${t}: ${n.problem}`);
return n.minutes}function ye(r){return`${r} minute${r===1?"":"s"}`}var pu=5,hu=2**31-1,gu=6e4;function Sr(r,t,e){return setTimeout(
e,Math.min(r*t,hu))}function Sn(r,t,e){return{"fail-fast":r.failFast,"job-index":t,"job-total":e,"max-parallel":r.maxParallel??
e}}async function ua(r,t,e){if(!zo(r))throw new Ft("executePlan accepts only a Plan made by buildPlan");return new kr(r,
t,e).run()}var kr=class{#t;#r;#n;#e;#s;#i;#l;#o=new Map;#u=[];#c;#d;#f;#p=new Map;#g;#k;#m;#E=new Map;#y=new Map;#T=new Map;#P=new Map;#b;#w=new Map;#S;#v=new Map;#I=new Map;constructor(t,e,n){
this.#t=t,this.#r=e,this.#n=e.expressions,this.#e=n,this.#s=new we(n.concurrency),this.#i=AbortSignal.any(n.signal?[n.signal]:
[]),this.#l=AbortSignal.any(n.cancel?[n.cancel]:[]),br(0,this.#i,this.#l),this.#c=t.workflow.jobs.map(s=>s.id),this.#d=new Map(
t.jobs.map(s=>[s.id,s])),this.#S=new Map(t.stageMatrices),this.#b=new Set(t.expanded.map(s=>s.id.toLowerCase()));for(let s of t.
legIds.values())for(let o of s)this.#b.add(o.toLowerCase());this.#g=Object.values(n.secrets).filter(s=>s!==""),this.#k=ra(
n.secrets,t.vars),this.#m=n.minuteMs??gu,this.#f={inputs:t.inputs,secrets:n.secrets,env:{},envFailure:null,namePrefix:"",
cancel:this.#l}}async run(){let t=this.#r.now();this.#a({type:"run-started",run:this.#e.runId,workflow:this.#t.workflow.
name??this.#t.workflow.fileName,jobs:this.#t.jobs.map(o=>({id:o.id,needs:o.needs,legs:o.legs===null?null:o.instances===null?
this.#t.legIds.get(o.id)??null:o.instances.flatMap(i=>this.#t.legIds.get(i.id)??[])}))}),this.#f.envFailure=this.#W(),await this.#H(
this.#t.jobs.filter(o=>o.calledBy===null));let e=await this.#r.settle?.()??null;e!==null&&this.#a({type:"notice",level:"\
error",job:null,leg:null,message:e});let n=this.#t.jobs.map(o=>{let i=this.#I.get(o.id);return{...this.#o.get(o.id),legResults:this.#v.
get(o.id)??[],...i===void 0?{}:{skipReason:i}}}),s=this.#N()?"cancelled":e!==null||n.some(o=>o.result==="failure")?"fail\
ure":n.some(o=>o.result==="cancelled")?"cancelled":"success";return this.#a({type:"run-finished",run:this.#e.runId,status:s,
duration_ms:kn(t,this.#r.now())}),{status:s,reason:e,jobs:n,stages:this.#u}}#D(t){return ct(t,this.#e.fewerJobs)}#W(){try{
return this.#f.env=xt(this.#n,this.#t.workflow.env,(t,e)=>({contexts:this.#M(null),where:this.#h(e,`env.${t}`)})),null}catch(t){
return ct(t)}}#$(t){return t?.calledBy?this.#p.get(t.calledBy)??this.#f:this.#f}#M(t){let e=this.#$(t);return{github:this.#e.
github,inputs:e.inputs,vars:this.#t.vars,secrets:e.secrets}}async#H(t){let e=new Map;for(let n of t)e.set(n.id,(async()=>{
await Promise.all(n.needs.map(s=>e.get(s))),this.#o.set(n.id,n.call===null?await this.#_(n):await this.#B(n))})());await Promise.
all(e.values())}async#B(t){let e=t.call;if(this.#e.reuse?.has(t.id)){for(let s of e.jobs){let o=this.#d.get(s);this.#o.set(
s,o.call===null?await this.#_(o):await this.#B(o))}return this.#_(t)}let n=await this.#q(t);return this.#y.has(t.id)||this.#U(
e.jobs,n),n}async#q(t){let e=this.#Q(t);if(!("contexts"in e))return this.#L(t,t.id,`its calling job ${t.id} did not run \
(${e.result})`),e;let{contexts:n}=e,s,o,i;try{s=t.legs??this.#nt(t,n),i=this.#rt(t,n),o=this.#t.legIds.get(t.id)??rr(t.id,
s,this.#b),t.legs===null&&this.#G(t,o)}catch(a){let l=this.#X(t,ct(a));return this.#L(t,t.id,`its calling job ${t.id} fa\
iled before the call started`),l}return t.legs===null&&this.#a({type:"job-legs",job:t.id,legs:o}),this.#J(t,s,o,i,n,{pooled:!1,
outputsOf:a=>a.result==="success"},(a,l,u,d)=>this.#O(t,a,l,u,s.length,i,n,d))}#G(t,e){if(e.length<2)return;let n=s=>{for(let o of s){
let i=this.#d.get(o),a=i.instances===null?i.stages?.[0]:void 0;if(a!==void 0){let l=o.slice((this.#y.get(t.id)??t.id).length);
throw new S("stage-duplicate",`jobs.${t.job.id}: ${Zo(a,o,e.map(u=>`${u}${l}`))}`,{where:rt(t.workflow.fileName,t.job.position)})}
n(i.call?.jobs??[])}};n(this.#d.get(this.#y.get(t.id)??t.id)?.call?.jobs??[])}async#O(t,e,n,s,o,i,a,l){let u=t.call,d=u.
workflow.call,c=t.workflow.fileName,p=u.workflow.fileName,f=this.#r.now(),h=this.#$(t),g=Object.keys(e).length>0,m={...a,
matrix:pe(e),strategy:Sn(i,s,o)},y,w=null;try{if(h.envFailure)throw new S("expression-invalid",h.envFailure);let v=eo(this.#n,
t.job,d,($,F)=>({contexts:{...m,secrets:{}},where:this.#h(F,`jobs.${t.job.id}.with.${$}`,c)})),R;try{R=no(d,v,u.path)}catch($){
throw $ instanceof S?new S($.code,`jobs.${t.job.id}: ${$.message}`,{where:rt(c,t.job.uses?.position??t.job.position)}):$}
let P=t.job.secrets==="inherit"?h.secrets:xt(this.#n,t.job.secrets,($,F)=>({contexts:m,where:this.#h(F,`jobs.${t.job.id}\
.secrets.${$}`,c)})),W=[...new Set(Object.values(P))].filter($=>$!==""&&!this.#g.includes($));this.#g.push(...W),W.length>
0&&this.#r.addSecrets?.(W);for(let[$,F]of Object.entries(P))!W.includes(F)||F.length>=kt.minSecretLength||this.#a({type:"\
notice",level:"warning",job:t.id,leg:n,message:`secret ${$} passed to ${u.path} is shorter than ${kt.minSecretLength} ch\
aracters, so it is not redacted: it will appear wherever a step or agent prints it (a value that short would blank out o\
rdinary words)`});w=this.#ut(t,g?e:null,m);let Y=w??`${h.namePrefix}${t.job.id}${g?aa(e):""}`;y={inputs:R,secrets:P,env:{},
envFailure:null,namePrefix:`${Y} / `,cancel:AbortSignal.any([h.cancel,l])},br(0,y.cancel);try{y.env=xt(this.#n,u.workflow.
env,($,F)=>({contexts:{github:this.#e.github,inputs:R,vars:this.#t.vars,secrets:P},where:this.#h(F,`env.${$}`,p)}))}catch($){
y.envFailure=ct($)}}catch(v){let R=this.#st(t,n,ct(v));return this.#L(t,n,`its calling job ${n} failed before the call s\
tarted`),R}this.#p.set(n,y),this.#a({type:"job-started",job:t.id,leg:n,name:w,matrix:g?e:null});let k=this.#z(t,n);await this.#H(
k);let x=k.map(v=>this.#o.get(v.id)).filter(v=>v!==void 0),N=x.some(v=>v.result==="failure")?"failure":x.some(v=>v.result===
"cancelled")||this.#i.aborted?"cancelled":"success",A={};try{let v=Object.fromEntries(k.map(R=>{let P=this.#o.get(R.id);
return[fe(R.id),{result:P?.result??"skipped",outputs:P?.outputs??{}}]}));A=xt(this.#n,d.outputs,(R,P)=>({contexts:{github:this.#e.
github,inputs:y.inputs,vars:this.#t.vars,jobs:v},where:this.#h(P,`on.workflow_call.outputs.${R}.value`,p)}))}catch(v){N===
"success"&&(N="failure"),this.#a({type:"notice",level:"error",job:t.id,leg:n,message:ct(v)})}return this.#F(A,t.id,n),this.#a(
{type:"job-finished",job:t.id,leg:n,result:N,duration_ms:kn(f,this.#r.now())}),{result:N,outputs:A,stages:x.flatMap(v=>v.
stages)}}#z(t,e){let n=this.#y.get(t.id)??t.id,s=this.#P.get(t.id),o=`${n}/`,i=a=>a.startsWith(o)?`${e}/${a.slice(o.length)}`:
s?s(a):a;return(this.#d.get(n)?.call?.jobs??[]).map(a=>{let l=this.#d.get(a),u=i(a);if(this.#T.set(a,[...this.#T.get(a)??
[],u]),u===a)return l;let d={...l,id:u,calledBy:e,needs:l.needs.map(i),upstream:l.upstream.map(i),stageUpstream:l.stageUpstream.
map(i),call:l.call&&{...l.call,jobs:l.call.jobs.map(i)},stages:l.instances?.find(c=>c.id===u)?.stages??null};return this.#d.
set(u,d),this.#y.set(u,a),this.#P.set(u,i),d})}#L(t,e,n){for(let s of this.#z(t,e))this.#a({type:"job-skipped",job:s.id,
result:"skipped",reason:n}),this.#o.set(s.id,{id:s.id,result:"skipped",outputs:{},stages:[],legs:[]}),s.call!==null&&this.#L(
s,s.id,`its calling job ${s.id} did not run (skipped)`)}#U(t,e){for(let n of t){let s=this.#d.get(n),o=(this.#T.get(n)??
[]).map(i=>this.#o.get(i));if(o.length===0){let i=`its calling job ${s.calledBy} did not run (${e.result})`;this.#a({type:"\
job-skipped",job:n,result:"skipped",reason:i}),this.#o.set(n,{id:n,result:"skipped",outputs:{},stages:[],legs:[]})}else(o.
length>1||o[0]?.id!==n)&&this.#o.set(n,{id:n,result:ar(o.map(i=>i.result)),outputs:{},stages:o.flatMap(i=>i.stages),legs:o.
flatMap(i=>i.legs)});s.call!==null&&this.#U(s.call.jobs,this.#o.get(n))}}#F(t,e,n){for(let[s,o]of Object.entries(t))Ie(o,
this.#g)&&(delete t[s],this.#a({type:"notice",level:"warning",job:e,leg:n,message:`skipped output ${s}, since it may con\
tain a secret (as GitHub does): needs.${fe(e)}.outputs.${s} is empty`}))}#N(t){return(t?this.#R(t):this.#l).aborted||this.#i.
aborted}#R(t){return this.#$(t).cancel}#C(t){let e=this.#R(t).reason;return this.#l.aborted||typeof e!="string"?"the run\
 was cancelled":e}#h(t,e,n=this.#t.workflow.fileName){return t?rt(n,t.position):e}async#_(t){let e=this.#e.reuse?.get(t.
id);if(e){for(let p of e.legs)this.#b.add(p.toLowerCase());this.#a({type:"notice",level:"info",job:t.id,leg:null,message:"\
reusing the stored result of this job"});let c=e.legResults??e.legs.map(p=>({leg:p,result:e.result}));c.length===0&&(e.result===
"skipped"||e.result==="cancelled")&&this.#a({type:"job-skipped",job:t.id,result:e.result,reason:e.skipReason??`${e.result}\
 in the run replayed`});for(let{leg:p,result:f,reason:h,durationMs:g,failedStep:m}of c)this.#a({type:"job-finished",job:t.
id,leg:p,result:f,duration_ms:g??0,...h===void 0?{}:{reason:h},reused:!0,...m===void 0?{}:{failed_step:m}});return e}let n=this.#Q(
t);if(!("contexts"in n))return n;let{needs:s,contexts:o}=n,i=c=>this.#X(t,c),a=this.#$(t).envFailure;if(a)return i(a);let l,
u;try{l=t.legs??this.#nt(t,o),u=this.#rt(t,o)}catch(c){return i(ct(c))}let d=this.#t.legIds.get(t.id)??rr(t.id,l,this.#b);
t.legs===null&&(this.#a({type:"job-legs",job:t.id,legs:d}),this.#mt(t,l,o));for(let c of this.#K(t,l,u,o))this.#A(t.id,null,
c.level,c.message);return this.#J(t,l,d,u,o,{pooled:!0,outputsOf:()=>!0},(c,p,f,h)=>this.#ft(t,c,p,f,l.length,u,s,h))}async#J(t,e,n,s,o,i,a){
let l=new AbortController;br(0,l.signal);let u=this.#R(t),d=u.aborted,c,p=()=>{if(c===void 0)try{c=Je(this.#n,t.job.if,{
contexts:o,status:this.#Y(t),where:rt(t.workflow.fileName,t.job.if.position??t.job.position)})}catch{c=!1}return c},f=s.
maxParallel?new we(s.maxParallel):null,h=[],g=await Promise.all(e.map(async(y,w)=>{let k=n[w],x=async()=>{if(this.#i.aborted||
u.aborted&&!d&&!p()||l.signal.aborted){let P=l.signal.aborted?"fail-fast: another leg of its matrix failed before it sta\
rted":`${this.#C(t)} before it started`;return this.#a({type:"job-finished",job:t.id,leg:k,result:"cancelled",duration_ms:0,
reason:P}),{result:"cancelled",outputs:{},stages:[]}}let v=await a(y,k,w,l.signal);if(v.result!=="failure")return v;let R={
...o,matrix:pe(y),strategy:Sn(s,w,e.length)};return this.#Z(t.job,R,t.id,k,!1,t.workflow.fileName)?{...v,result:this.#lt(
t.id,k)}:(s.failFast&&e.length>1&&l.abort(`fail-fast: another leg of ${t.call===null?"its matrix":`the call ${t.id}`} fa\
iled`),v)},N=()=>f?f.run(x):x(),A=await(i.pooled?this.#s.run(N):N());return h.push(A),A})),m={};for(let y of h.filter(i.
outputsOf))for(let[w,k]of Object.entries(y.outputs))(k!==""||!(w in m))&&(m[w]=k);return{id:t.id,result:ar(g.map(y=>y.result)),
outputs:m,stages:g.flatMap(y=>y.stages),legs:n}}#K(t,e,n,s){let{runsOn:o,container:i,services:a}=t.job;if(o===null&&i===
null&&a===null)return[];let l=(d,c)=>{if(d===null)return null;try{return Wt(this.#n,d,{contexts:c})}catch{return yn(d)}},
u=e.map((d,c)=>{let p={...s,matrix:pe(d),strategy:Sn(n,c,e.length)};return{runsOn:l(o,p),container:l(i,p),services:l(a,p)}});
return ta(u,this.#e.runner.os)}#A(t,e,n,s){let o=this.#j(t),i=this.#E.get(o)??new Set;this.#E.set(o,i),!i.has(s)&&(i.add(
s),this.#a({type:"notice",level:n,job:t,leg:e,message:s}))}#V(){let t=this.#e.github;return{repository:typeof t.repository==
"string"?t.repository:"",refs:["sha","ref","ref_name","head_ref"].flatMap(e=>{let n=t[e];return typeof n=="string"&&n!==
""?[n]:[]}),workspace:this.#e.runner.workspace}}#ct(t,e){let n=a=>{let l=Object.entries(t.with).find(([u])=>u.toLowerCase()===
a);return l?$t(this.#n,l[1],e(l[1],`with.${l[0]}`)):""},[s,o,i]=Ii.map(n);return{repository:s,path:o,ref:i}}#Q(t){let e=(i,a)=>(this.#a(
{type:"job-skipped",job:t.id,result:i,reason:a}),{id:t.id,result:i,outputs:{},stages:[],legs:[]});if(this.#i.aborted)return e(
"cancelled","the run was cancelled");if(t.skip!==null)return e("skipped",t.skip);let n=this.#tt(t),s={...this.#M(t),needs:n},
o;try{o=Je(this.#n,t.job.if,{contexts:s,status:this.#Y(t),where:rt(t.workflow.fileName,t.job.if.position??t.job.position)})}catch(i){
return this.#X(t,ct(i))}if(!o&&this.#N(t))return e("cancelled",this.#C(t));if(!o){let i=t.job.if.text,l=(i===null||t.job.
if.implicitSuccess===!0)&&!this.#Y(t).success([])?`${this.#dt(t)}${i===null?"":` (an if: without a status function, such\
 as if: ${i}, means success() && (\u2026))`}`:`if: ${i} was false`;return e("skipped",l)}return{needs:n,contexts:s}}#X(t,e){
this.#a({type:"notice",level:"error",job:t.id,leg:null,message:e}),this.#a({type:"job-finished",job:t.id,leg:t.id,result:"\
failure",duration_ms:0,reason:e});let n={...this.#M(t),needs:this.#tt(t)},s=this.#Z(t.job,n,t.id,t.id,!1,t.workflow.fileName)?
this.#lt(t.id,t.id):"failure";return{id:t.id,result:s,outputs:{},stages:[],legs:[t.id]}}#tt(t){let e={};for(let n of t.needs){
let s=this.#o.get(n);s&&(e[fe(n)]={result:s.result,outputs:s.outputs})}return e}#et(t,e){let n=t.id.slice(0,t.id.length-
t.job.id.length);return to(e.length>0?e.map(s=>`${n}${s}`):t.upstream,s=>this.#d.get(s)?.call)}#dt(t){let e={failure:"fa\
iled",skipped:"was skipped",cancelled:"was cancelled"},n=this.#et(t,[]).flatMap(i=>{let a=this.#o.get(i)?.result;return a===
void 0||a==="success"?[]:[{id:i,said:`${i} ${e[a]}`}]});if(n.length===0)return"a job it needs did not succeed";let s=n.map(
i=>i.said).join(", "),o=new Set(t.needs);return n.every(i=>o.has(i.id))?`a job it needs did not succeed: ${s}`:`a job up\
stream did not succeed: ${s} (success() counts every job before this one, not only those in needs:)`}#Y(t){let e=s=>this.#o.
get(s)?.result,n=s=>this.#et(t,s);return{success:s=>!this.#N(t)&&n(s).every(o=>e(o)==="success"),failure:s=>n(s).some(o=>e(
o)==="failure"),cancelled:()=>this.#N(t)}}#nt(t,e){let n=qo(t.job.strategy);if(!n)return[{}];let s=i=>rt(t.workflow.fileName,
i),o=Xo(this.#n,n,e,s);return To(t.id,o,s(n.position),this.#g,{recordsStages:t.recordsStages}),o}#rt(t,e){let n=t.job.strategy;
if(n?.kind!=="mapping")return{failFast:!0,maxParallel:null};let s=rt(t.workflow.fileName,n.position),o=n.entries.find(u=>u.
key==="fail-fast")?.value,i=n.entries.find(u=>u.key==="max-parallel")?.value,a=o?Wt(this.#n,o,{contexts:e,where:s}):!0,l=i?
Number(Wt(this.#n,i,{contexts:e,where:s})):null;return{failFast:a!==!1&&a!=="false",maxParallel:l!==null&&Number.isFinite(
l)&&l>0?l:null}}#st(t,e,n){return this.#a({type:"notice",level:"error",job:t.id,leg:e,message:n}),this.#a({type:"job-fin\
ished",job:t.id,leg:e,result:"failure",duration_ms:0,reason:n}),{result:"failure",outputs:{},stages:[]}}async#ft(...t){let e=this.#r.
legTemp,n;try{n=e?await e.open(t[2]):this.#e.runner.temp}catch(s){let[o,,i]=t;return this.#st(o,i,this.#D(s))}try{return await this.#pt(
n,...t)}finally{await e?.close(n)}}async#pt(t,...[e,n,s,o,i,a,l,u]){let d=this.#r.now(),c=Object.keys(n).length>0,p=e.workflow,
f=p.fileName,h=new AbortController,g=AbortSignal.any([this.#i,h.signal]),m=null,y=[],w=pu,k={...this.#e.github,job:e.job.
id,...this.#r.eventPath?{event_path:this.#r.eventPath(t)}:{}},x=pe(n),N=sa({...this.#e.runner,debug:this.#k},t),A=bu(k,N,
this.#e.runner.workspace),v="success",R=e.job.stageWorkflow?{}:{...this.#$(e).env},P=[],W={},Y=[],$=()=>({...this.#M(e),
github:k,needs:l,matrix:x,strategy:Sn(a,o,i),runner:N,env:R,steps:W,job:{status:v}});this.#a({type:"job-started",job:e.id,
leg:s,name:this.#ut(e,c?n:null,$()),matrix:c?n:null});let F={success:()=>v==="success"&&!this.#i.aborted,failure:()=>v===
"failure",cancelled:()=>this.#i.aborted||v==="cancelled"},q=null,O=new Set,M=L=>(O.add(L),()=>O.delete(L)),J=L=>{if(q!==
null||g.aborted)return;q=L,v="cancelled";let _=w;y.push(Sr(_,this.#m,()=>h.abort(`the job was cancelled (${L}) and its s\
teps did not finish within its cancel-timeout-minutes (${ye(_)})`))),m&&!this.#it(m.step,$(),F,e.id,s,f)&&m.abort.abort(
L);for(let K of[...O])K(L)},D=()=>J("fail-fast: another leg of its matrix failed"),z=this.#R(e),H=()=>J(this.#C(e)),nt=null,
b={shell:null,workingDirectory:null,shellAt:null};try{R={...R,...xt(this.#n,e.job.env,(lt,V)=>({contexts:$(),where:this.#h(
V,`jobs.${e.job.id}.env.${lt}`,f)}))};let[L,_]=e.job.defaults!==null?[e.job.defaults,`jobs.${e.job.id}.defaults.run`]:[p.
defaults,"defaults.run"],K=(lt,V)=>{let ft=L?.[lt]??null;if(ft===null)return null;let Oe=this.#h(ft,`${_}.${V}`,f),St=$t(
this.#n,ft,{contexts:$(),where:Oe});return St===""?null:{text:St,at:Oe}},At=K("shell","shell");if(b={shell:At?.text??null,
shellAt:At?.at??null,workingDirectory:K("workingDirectory","working-directory")?.text??null},e.job.cancelTimeoutMinutes&&
(w=ia(Wt(this.#n,e.job.cancelTimeoutMinutes,{contexts:$()}),rt(f,e.job.cancelTimeoutMinutes.position),"cancel-timeout-mi\
nutes")),e.job.timeoutMinutes){let lt=rt(f,e.job.timeoutMinutes.position),V=ia(Wt(this.#n,e.job.timeoutMinutes,{contexts:$()}),
lt);y.push(Sr(V,this.#m,()=>{let ft=`the job exceeded its timeout-minutes (${ye(V)})`;q===null&&!g.aborted&&this.#a({type:"\
notice",level:"error",job:e.id,leg:s,message:`${lt}: jobs.${e.id}${c?` (${s})`:""} was cancelled: ${ft}; steps whose if:\
 holds when a job is cancelled (always(), cancelled()) still run`}),J(ft)}))}}catch(L){nt=ct(L)}if(nt)v="failure",this.#a(
{type:"notice",level:"error",job:e.id,leg:s,message:nt});else{u.aborted?D():u.addEventListener("abort",D,{once:!0}),z.aborted||
z.addEventListener("abort",H,{once:!0});for(let L of e.steps){if(g.aborted)break;let _=new AbortController;m={step:L.step,
abort:_};let K=await this.#ot(e,L,s,n,c,{contexts:$,stepStatus:F,defaults:A,env:()=>R,path:()=>P,signal:AbortSignal.any(
[g,_.signal]),kill:g,onCancel:M},{file:f,runDefaults:b,inComposite:null});m=null,K.envAdded&&(R={...R,...K.envAdded}),K.
pathAdded.length>0&&(P=[...K.pathAdded,...P]),L.step.id&&(W={...W,[L.step.id]:{outputs:K.outputs,outcome:K.outcome,conclusion:K.
conclusion}}),Y.push(...K.stages),K.conclusion==="failure"&&q===null&&(v="failure")}}u.removeEventListener("abort",D),z.
removeEventListener("abort",H);for(let L of y)clearTimeout(L);let C={},U=null;try{C=xt(this.#n,e.job.outputs,(L,_)=>({contexts:$(),
where:this.#h(_,`jobs.${e.job.id}.outputs.${L}`,f)}))}catch(L){v="failure",U=ct(L),this.#a({type:"notice",level:"error",
job:e.id,leg:s,message:U})}this.#F(C,e.id,s);let T=this.#i.aborted||h.signal.aborted?"cancelled":v,E=T==="failure"?nt??U:
null;return this.#a({type:"job-finished",job:e.id,leg:s,result:T,duration_ms:kn(d,this.#r.now()),...E===null?{}:{reason:E}}),
{result:T,outputs:C,stages:Y}}async#ot(t,e,n,s,o,i,a){let{step:l,action:u}=e,d=a.file,c=this.#r.now(),p=l.action??l.id??
"__run",f=D=>{let z=i.contexts();return{...z,github:{...z.github,action:p},env:D}},h={},g=null;try{h=xt(this.#n,l.env,(D,z)=>({
contexts:f(i.env()),where:this.#h(z,`env.${D}`,d),...this.#x()}))}catch(D){g=ct(D)}let m=this.#wt(l,f({...i.env(),...h})),
y=a.inComposite?`${a.inComposite.name} \u203A ${m}`:m,w=a.inComposite?.index??l.index,k={job:t.id,leg:n,step:w,name:y},x=D=>{
a.inComposite||this.#a(D)},N=(D,z,H,nt={})=>{let b=D==="failure"?nt.outputTail??null:null;return x({type:"step-finished",
...k,outcome:D,conclusion:z,duration_ms:kn(c,this.#r.now()),message:H,...b===null?{}:{output_tail:b}}),{outcome:D,conclusion:z,
message:H,outputTail:b,outputs:nt.outputs??{},envAdded:nt.envAdded??null,pathAdded:nt.pathAdded??[],stages:nt.stages??[]}},
A;try{if(g!==null)throw new S("expression-invalid",g);A=this.#at(l,f({...i.env(),...h}),i.stepStatus,d)}catch(D){return x(
{type:"step-started",...k}),{...N("failure","failure",ct(D)),notEvaluated:!0}}if(!A)return x({type:"step-finished",...k,
outcome:"skipped",conclusion:"skipped",duration_ms:0,message:null}),{outcome:"skipped",conclusion:"skipped",message:null,
outputTail:null,outputs:{},envAdded:null,pathAdded:[],stages:[]};x({type:"step-started",...k});let v="success",R=null,P=null,
W={},Y=null,$=[],F=[],q={...i.defaults,GITHUB_ACTION:p},O=i.signal,M;try{let D={...i.env(),...h},z=()=>f(D),H=null,nt=rt(
d,l.timeoutMinutes?.position??l.position);if(l.timeoutMinutes){let T=null;try{let E=Wt(this.#n,l.timeoutMinutes,{contexts:z(),
where:nt,...this.#x()}),L=Bo(E);L===null?T=Jo(E):H=L.minutes}catch(E){T=E instanceof S?E.message:ct(E)}T!==null&&this.#a(
{type:"notice",level:"warning",job:t.id,leg:n,message:`${nt}: step ${w+1} (${y}): an error occurred when attempting to d\
etermine the step timeout: ${T}; the step runs without a timeout, as on GitHub`})}if(H!==null){let T=new AbortController;
O=AbortSignal.any([i.signal,T.signal]);let E={minutes:H,up:!1,timer:void 0};E.timer=Sr(H,this.#m,()=>{O.aborted||(E.up=!0,
this.#a({type:"notice",level:"warning",job:t.id,leg:n,message:`${nt}: step ${w+1} (${y}) exceeded its timeout-minutes (${ye(
H)}): stopping it`}),T.abort(`the step exceeded its timeout-minutes (${ye(H)})`))}),M=E}let b=u.kind==="run"?await this.#r.
createStepFiles?.():void 0,C=(T,E)=>({contexts:Zi(z(),b),where:this.#h(T,E,d),...this.#x()}),U=l.workingDirectory!==null?
$t(this.#n,l.workingDirectory,C(l.workingDirectory,"working-directory")):a.runDefaults.workingDirectory;switch(u.kind){case"\
run":{let T=$t(this.#n,l.run,C(l.run,"run")),E=l.shell!==null?$t(this.#n,l.shell,C(l.shell,"shell")):a.runDefaults.shell,
L=Co(E);if(L!==null&&this.#e.runner.os!=="Windows")throw new S("shell-unavailable",_o(L,this.#e.runner.os),{where:l.shell?
rt(d,l.shell.position):a.runDefaults.shellAt??d});let _=await this.#r.runScript({job:this.#j(t.id),leg:n,step:w,name:y,script:T,
shell:E,workingDirectory:U,defaults:q,env:D,path:i.path(),files:b,signal:O,kill:i.kill});for(let V of _.masks??[])this.#g.
includes(V)||this.#g.push(V);for(let V of _.annotations??[])this.#a({type:"notice",level:V.level==="notice"?"info":V.level,
job:t.id,leg:n,message:`step ${w+1}: ${V.message}`,...V.place?{annotation:{step:w+1,...V.place}}:{}});let K=_.commands??
{outputs:[],env:[],path:[],failures:[]};W=Object.fromEntries([...K.outputs,...hr(_.files.output,et.output)]);let At=Ki(_.
files.env,et.env);for(let V of At.refused)this.#a({type:"notice",level:"error",job:t.id,leg:n,message:`step ${w+1}: ${V}`});
let lt=[...K.env,...At.pairs];lt.length>0&&(Y=Object.fromEntries(lt)),$=[...Vi(_.files.path),...[...K.path].reverse()],_.
summaryBytes!==void 0?this.#a({type:"notice",level:"error",job:t.id,leg:n,message:`step ${w+1}: ${Gi(_.summaryBytes)}`}):
_.files.summary.trim()!==""&&this.#r.summary?.(this.#j(t.id),n,_.files.summary);for(let V of K.failures)this.#a({type:"n\
otice",level:"error",job:t.id,leg:n,message:`step ${w+1}: ${V}`});_.exitCode===0&&K.failures.length>0&&(v="failure",R=K.
failures.join("; ")),_.exitCode!==0&&(v=i.signal.aborted?"cancelled":"failure",R=_.exitCode===null?`ended by ${_.signal??
"a signal"}`:`exited with code ${_.exitCode}`,O.aborted&&typeof O.reason=="string"&&(R+=`: ${O.reason}`)),_.output!==void 0&&
(P=yu(_.output));break}case"baton":{let T=xt(this.#n,l.with,(L,_)=>C(_,`with.${L}`)),E=await this.#r.runAction({action:u.
action,job:this.#j(t.id),leg:n,step:w,stepId:l.id,matrix:o?s:null,inputs:T,defaults:q,env:D,path:i.path(),workingDirectory:U,
upstream:this.#gt(t),needsFacts:this.#t.needsFacts.get(t.id),...this.#bt(t,l,a.inComposite!==null),secrets:this.#g,stageJob:fe(
t.id),signal:O});W=E.outputs,Object.keys(E.env).length>0&&(Y=E.env),E.summary.trim()!==""&&this.#r.summary?.(this.#j(t.id),
n,E.summary);for(let{warnings:L=[],..._}of E.recorded){this.#u.push({job:this.#j(t.id),leg:n,..._}),F.includes(_.stage)||
F.push(_.stage),this.#a({type:"stage-recorded",job:t.id,leg:n,..._});for(let K of L)this.#a(Su(t.id,n,_,K))}E.ok||(v=i.signal.
aborted?"cancelled":"failure",R=E.message);break}case"noop":{let T=u.action==="checkout"?Di(l.uses?.text??"actions/check\
out",this.#ct(l,C),this.#V()):null;T!==null&&this.#A(t.id,n,"warning",T),R=T??`${l.uses?.text}: no-op here (${u.reason})`;
break}case"local":{let T=this.#r.loadAction?await this.#r.loadAction(u.path):null;if(T?.kind!=="composite"){let L=`${u.path}\
 ${T?`is a ${T.using} action, which`:""} cannot run locally; step skipped`.replace("  "," ");return this.#A(t.id,n,"warn\
ing",L),N("skipped","skipped",L)}let E=await this.#ht(t,n,s,o,T,{uses:u.path,depth:(a.inComposite?.depth??0)+1,index:w,name:y,
with:xt(this.#n,l.with,(L,_)=>C(_,`with.${L}`)),contexts:z,stepStatus:i.stepStatus,defaults:q,env:D,overrides:h,path:i.path(),
signal:O,kill:i.kill,onCancel:i.onCancel});W=E.outputs,Object.keys(E.envAdded).length>0&&(Y=E.envAdded),$=E.pathAdded,F.
push(...E.stages),E.outcome!=="success"&&(v=E.outcome,R=E.message,P=E.outputTail);break}case"skip":return this.#A(t.id,n,
"warning",u.notice),N("skipped","skipped",u.notice);default:rs(u,"step action")}}catch(D){v=i.signal.aborted?"cancelled":
"failure",R=this.#D(D),!(D instanceof S)&&Ee(D)===null&&this.#a({type:"notice",level:"error",job:t.id,leg:n,message:`int\
ernal error: ${R}`})}M&&(clearTimeout(M.timer),M.up&&!i.signal.aborted&&(v="failure",R=`${rt(d,l.timeoutMinutes?.position??
l.position)}: the step timed out after ${ye(M.minutes)} (timeout-minutes)`));let J=v;return v==="failure"&&this.#Z(l,i.contexts(),
t.id,n,!0,d)&&(J="success"),N(v,J,R,{outputs:W,envAdded:Y,pathAdded:$,stages:F,outputTail:P})}async#ht(t,e,n,s,o,i){if(i.
depth-1>ir)throw new S("action-invalid",`${i.uses}: composite action depth exceeded max depth ${ir}, as on GitHub (does \
it use itself?)`,{where:o.file});let a=o.directory,l=i.contexts(),u={...l.github,action_path:a},d=Object.fromEntries(Object.
entries(i.with).map(([$,F])=>[$.toLowerCase(),F])),c={...d},p=new Set(o.inputs.map($=>$.id.toLowerCase())),f=Object.keys(
d).filter($=>!p.has($));f.length>0&&this.#A(t.id,e,"warning",`step ${i.index+1}: unexpected input(s) ${f.map($=>`'${$}'`).
join(", ")} of ${i.uses}, valid inputs are [${[...p].map($=>`'${$}'`).join(", ")}]`);for(let $ of o.inputs){let F=$.id.toLowerCase();
Object.hasOwn(d,F)?c[F]=d[F]:$.default?c[F]=$t(this.#n,$.default,{contexts:{...l,github:u},where:this.#h($.default,`inpu\
ts.${$.id}.default`,o.file),...this.#x()}):c[F]=""}let h={...i.env},g=[...i.path],m={},y=[],w={},k=null,x=[],N=()=>({...i.
contexts(),github:{...u,action_status:k===null?"success":"failure"},inputs:c,steps:w,env:h}),A={success:()=>k===null&&!i.
stepStatus.cancelled(),failure:()=>k!==null,cancelled:()=>i.stepStatus.cancelled()},v={...i.defaults,GITHUB_ACTION_PATH:a};
for(let $ of o.steps){if(i.signal.aborted)break;let F=new AbortController,q=i.onCancel(M=>{this.#it($,N(),A,t.id,e,o.file)||
F.abort(M)}),O;try{O=await this.#ot(t,{step:$,action:zs($)},e,n,s,{contexts:N,stepStatus:A,defaults:v,env:()=>h,path:()=>g,
signal:AbortSignal.any([i.signal,F.signal]),kill:i.kill,onCancel:i.onCancel},{file:o.file,runDefaults:{shell:null,workingDirectory:null,
shellAt:null},inComposite:{index:i.index,name:i.name,depth:i.depth}})}finally{q()}if(O.envAdded&&(h={...h,...O.envAdded,
...i.overrides},Object.assign(m,O.envAdded)),O.pathAdded.length>0&&(g=[...O.pathAdded,...g],y.unshift(...O.pathAdded)),$.
id&&(w={...w,[$.id]:{outputs:O.outputs,outcome:O.outcome,conclusion:O.conclusion}}),x.push(...O.stages),O.conclusion!=="\
success"&&O.conclusion!=="skipped"&&k===null&&(k=O),O.notEvaluated)break}let R={},P=null;try{R=xt(this.#n,Object.fromEntries(
o.outputs.flatMap($=>$.value?[[$.id,$.value]]:[])),($,F)=>({contexts:N(),where:this.#h(F,`outputs.${$}.value`,o.file),...this.#x()}))}catch($){
P=ct($)}let W=i.signal.aborted?"cancelled":k!==null?k.conclusion:P!==null?"failure":"success",Y=k?`${i.uses}: ${k.message??
k.conclusion}`:P!==null?`${i.uses}: ${P}`:null;return{outcome:W,message:Y,outputTail:k?.outputTail??null,outputs:R,envAdded:m,
pathAdded:y,stages:x}}#it(t,e,n,s,o,i=this.#t.workflow.fileName){try{return this.#at(t,e,n,i)}catch(a){return this.#a({type:"\
notice",level:"error",job:s,leg:o,message:`${ct(a)}; the step is stopped with its cancelled job`}),!1}}#at(t,e,n,s=this.#t.
workflow.fileName){return Je(this.#n,t.if,{contexts:e,status:n,where:rt(s,t.if.position??t.position),...this.#x()})}#x(){
return this.#r.host?{host:this.#r.host}:{}}#lt(t,e){return this.#a({type:"notice",level:"warning",job:t,leg:e,forgiven:!0,
message:"failed, and the job has continue-on-error: the jobs that need it see success, and the run does not fail for it"}),
"success"}#Z(t,e,n,s,o=!1,i=this.#t.workflow.fileName){let a=t.continueOnError;if(typeof a=="boolean")return a;let l;try{
let u=$t(this.#n,a,{contexts:e,where:this.#h(a,"continue-on-error",i),...o?this.#x():{}});if(u==="true"||u==="false")return u===
"true";l=`${this.#h(a,"continue-on-error",i)}: continue-on-error must be true or false, got ${JSON.stringify(u)}; the fa\
ilure stands`}catch(u){l=`${ct(u)}; the failure stands (continue-on-error)`}return this.#a({type:"notice",level:"error",
job:n,leg:s,message:l}),!1}#gt(t){let e=this.#d;return ai(t.stageUpstream,n=>(e.has(n)?Qo(e.get(n),e):[n]).flatMap(s=>[e.
get(s)?.stages,this.#w.get(s),this.#o.get(s)?.stages]),{shownJob:n=>this.#j(n),matrixOf:n=>this.#S.get(n),placeOf:Vo(this.#t,
t)})}#mt(t,e,n){let s=Yo(this.#n,t,e,n,this.#g);if(s!==null){this.#w.set(t.id,s.map(({stage:o})=>o));for(let{stage:o,leg:i}of s)
Object.keys(i).length>0&&this.#S.set(o,i)}}#ut(t,e,n){let s=t.job.name,o=t.calledBy===null?"":this.#$(t).namePrefix;if(!s&&
o==="")return null;let i=t.job.id,a=!1;if(s){try{i=$t(this.#n,s,{contexts:n,...this.#x()})}catch{i=s.text}a=s.expression!==
null&&this.#n.facts(s.expression).paths.some(l=>l[0]==="matrix")}return e&&!a&&(i+=aa(e)),mr(`${o}${i}`)}#wt(t,e){return mr(
this.#yt(t,e))}#yt(t,e){if(t.name)try{return $t(this.#n,t.name,{contexts:e,...this.#x()})}catch{return t.name.text}if(t.
uses)return`Run ${t.uses.text}`;let n=t.run?.text??"";if(t.run)try{n=$t(this.#n,t.run,{contexts:e,...this.#x()})}catch{}
return`Run ${n.trimStart().split(/\r|\n/)[0]?.trim()??""}`}#a(t){let e=this.#r.now().toISOString(),n="job"in t&&t.job!==
null?this.#y.get(t.job):void 0,s;if(n===void 0)s={...t,at:e};else if(t.type==="job-skipped")s={...t,type:"job-finished",
job:n,leg:t.job,duration_ms:0,at:e};else if(t.type==="notice"&&t.leg===null)s={...t,job:n,leg:t.job,at:e};else if(t.type!==
"job-legs")s={...t,job:n,at:e};else return;if(s.type==="job-skipped")this.#I.set(s.job,s.reason);else if(s.type==="job-f\
inished"){let o=this.#v.get(s.job)??[];o.push({leg:s.leg,result:s.result,...s.reason===void 0?{}:{reason:s.reason}}),this.#v.
set(s.job,o)}this.#r.emit(s)}#bt(t,e,n){let s={jobIds:this.#c};if(n||t.job.stageWorkflow===!0)return s;let o=Go(t.job.steps,
e.index);return o===null?s:{jobIds:null,workflowUnread:`on GitHub this step would not find the workflow file in the work\
space (${o})`}}#j(t){return this.#y.get(t)??t}};function mu(r){return typeof r=="string"?r:JSON.stringify(r)}function aa(r){
return` (${Object.values(r).map(mu).join(", ")})`}var la={lines:10,bytes:2048},wu=new Set(["error","warning","notice"]);
function yu(r){let t=[],e=new me;for(let n of r.split(/\r?\n/)){let s=Es(n),o=e.read(s);if(o==="resumed")continue;if(o===
null){t.push(s);continue}let{command:i,data:a}=o;i==="stop-commands"?e.stop(a):wu.has(i)?t.push(`${i[0].toUpperCase()}${i.
slice(1)}: ${a}`):i==="group"&&t.push(a)}return os(t.join(`
`),la.lines,la.bytes)}function bu(r,t,e){let n=o=>String(r[o]??""),s=o=>r[o]===void 0?{}:{[`GITHUB_${o.toUpperCase()}`]:n(
o)};return{...s("event_path"),...s("actor_id"),...s("repository_id"),...s("repository_owner_id"),...s("ref_protected"),...s(
"retention_days"),GITHUB_ACTIONS:"true",GITHUB_WORKFLOW:n("workflow"),GITHUB_WORKFLOW_REF:n("workflow_ref"),GITHUB_WORKFLOW_SHA:n(
"workflow_sha"),GITHUB_RUN_ID:n("run_id"),GITHUB_RUN_NUMBER:n("run_number"),GITHUB_RUN_ATTEMPT:n("run_attempt"),GITHUB_JOB:n(
"job"),GITHUB_REPOSITORY:n("repository"),GITHUB_REPOSITORY_OWNER:n("repository_owner"),GITHUB_SHA:n("sha"),GITHUB_REF:n(
"ref"),GITHUB_REF_NAME:n("ref_name"),GITHUB_REF_TYPE:n("ref_type"),GITHUB_HEAD_REF:n("head_ref"),GITHUB_BASE_REF:n("base\
_ref"),GITHUB_EVENT_NAME:n("event_name"),GITHUB_ACTOR:n("actor"),GITHUB_TRIGGERING_ACTOR:n("triggering_actor"),GITHUB_SERVER_URL:n(
"server_url"),GITHUB_API_URL:n("api_url"),GITHUB_GRAPHQL_URL:n("graphql_url"),GITHUB_WORKSPACE:e,...oa(t)}}function Su(r,t,e,n){
let{stage:s,attempt:o}=e,i=`stage ${s}${o>1?` attempt ${o}`:""}`;return{type:"notice",level:"warning",job:r,leg:t,message:`${i}\
: ${n.path==="$"?n.message:ee(n)}`,problem:{stage:s,attempt:o,code:n.code,path:n.path}}}function ct(r,t){return r instanceof
S?r.where?`${r.where}: ${r.message}`:r.message:Te(r,t)}function kn(r,t){return Math.max(0,Math.round(t.getTime()-r.getTime()))}function ca(r,t){let e=r.filter(i=>i.calledBy===null),n=new Set(t.map(i=>i.job.split("/")[0])),s=null;for(let i of e){let a=e.
filter(u=>u.upstream.includes(i.id)).map(u=>u.id),l=new Set([i.id,...a]);[...n].every(u=>l.has(u))&&(s===null||l.size<s.
rerun)&&(s={id:i.id,rerun:l.size})}if(s===null)return null;let o=s.id;return t.find(i=>i.job.split("/")[0]===o)?.stage??
o}function da(r,t,e,n){let s=d=>d!==void 0&&d!=="*"&&d!=="GITHUB_TOKEN"&&!e.has(d),o=d=>{if(d[0]==="github")return d[1]===
"token"&&d.length===2;if(d[0]==="vars")return d[1]!==void 0&&d[1]!=="*"&&!n.has(d[1].toUpperCase());if(d[0]!=="secrets")
return!1;let c=d[1]?.toUpperCase();return c==="GITHUB_TOKEN"?!e.has(c):s(c)},i=d=>d==="other"||d.some(c=>!o(c)),a=new Map,
l=d=>{if(d===null||d.expression===null)return;let c=t.facts(d.expression);c.paths.forEach((p,f)=>{let h=p[0]==="secrets"?
p[1]?.toUpperCase():void 0;if(!s(h))return;let g=i(c.fallbacks[f]??[]),m=a.get(h);m===void 0?a.set(h,{name:h,where:rt(r.
fileName,d.position),fallsBack:g}):m.fallsBack&&!g&&a.set(h,{name:h,where:rt(r.fileName,d.position),fallsBack:g})})},u=d=>{
for(let c of Object.values(d))l(c)};u(r.env);for(let d of r.jobs){u(d.env),d.secrets!=="inherit"&&u(d.secrets);for(let c of d.
steps)u(c.env),u(c.with),l(c.run)}return[...a.values()]}var ku=["[skip ci]","[ci skip]","[no ci]","[skip actions]","[actions skip]"],vu=["skip-checks: true","skip-checks:true"],
$u=/^(?:[A-Za-z0-9][A-Za-z0-9-]*:|\s+\S)/;function fa(r){let t=ku.find(l=>r.includes(l));if(t!==void 0)return{kind:"inst\
ruction",text:t};let e=r.trimEnd().split(/\r?\n/),n=e.at(-1)??"",s=vu.find(l=>l===n);if(s===void 0)return null;let o=l=>l!==
void 0&&l.trim()==="",i=e.length-1;for(;i>0&&!o(e[i-1]);)i--;return e.slice(i).every(l=>$u.test(l))&&o(e[i-1])&&o(e[i-2])?
{kind:"trailer",text:s}:null}function pa(r,t,e,n=!1,s){return xu(r,t,e,n)??Ru(r,t,e,s)}function xu(r,t,e,n){let s=r.on[t];if(s===null||typeof s!="obj\
ect"||Array.isArray(s))return null;let o=s,i=Ue(o.types),a=e.action;if(i!==null&&i.length>0&&typeof a=="string"&&!i.includes(
a))return`the event's action ${a} is none of on.${t}.types (${i.join(", ")}): GitHub would not run this workflow for it`;
if(t==="push"){let l=typeof e.ref=="string"?e.ref:"";return l.startsWith("refs/tags/")?vr(o,"push","tags","branches",l.slice(
10),"tag"):l.startsWith("refs/heads/")?vr(o,"push","branches","tags",l.slice(11),"branch"):null}if((t==="pull_request"||
t==="pull_request_target")&&!n){let l=e.pull_request?.base?.ref;return typeof l=="string"?vr(o,t,"branches",null,l,"base\
 branch"):null}return null}function Ru(r,t,e,n){if(!Object.hasOwn(r.on,t))return null;let s,o;if(t==="push")s=e.head_commit?.
message,o="the push's head commit";else if(t==="pull_request"){let l=e.pull_request?.head?.sha;if(n===void 0||l!==n.sha)
return null;s=n.message,o=`the pull request's head commit (${n.sha.slice(0,7)}, HEAD here)`}else return null;let i=typeof s==
"string"?fa(s):null;if(i===null)return null;let a=i.kind==="trailer"?`ends with the trailer ${i.text}`:`holds ${i.text}`;
return`${o} message ${a}: GitHub would not run this workflow for it`}function vr(r,t,e,n,s,o){let i=Ue(r[e]),a=Ue(r[`${e}\
-ignore`]),l="GitHub would not run this workflow for it";return i!==null?Is(s,i)?null:`the ${o} ${s} matches none of on.${t}\
.${e} (${i.join(", ")}): ${l}`:a!==null?Ds(s,a)?null:`the ${o} ${s} matches on.${t}.${e}-ignore (${a.join(", ")}): ${l}`:
n!==null&&(r[n]!==void 0||r[`${n}-ignore`]!==void 0)?`on.${t} filters ${n} only, so a push of a ${o} (${s}) does not sta\
rt it: ${l}`:null}var Pu=new TextEncoder,Ou=new TextDecoder("utf-8",{ignoreBOM:!0}),be=class{#t;#r;#n;#e=new Map;constructor(t){this.#t=t}async put(t){
let e=await this.#l(),n=await this.#t.put(t),s={stage:n.stage,attempt:n.attempt,runAttempt:n.runAttempt},o=e.get(n.stage)??
[];o.some(a=>Ke(a,s)===0)||o.push(s),o.sort(Ke),e.set(n.stage,o);let i={record:Au(t.record),prompt:Ou.decode(Pu.encode(t.
prompt)),handoff:JSON.parse(uo(t.handoff)),recordSha256:n.recordSha256};return this.#e.set(ha(s),Promise.resolve(i)),n}get(t){
return this.#s(e=>{let n=e.get(t)?.at(-1);return n===void 0?Promise.resolve(void 0):this.#i(n)})}getAttempt(t,e,n=1){return this.#s(
s=>{let o=s.get(t)?.find(i=>i.attempt===e&&i.runAttempt===n);return o?this.#i(o):Promise.resolve(void 0)})}#s(t){return this.#n?
t(this.#n):this.#l().then(t)}#i(t){let e=ha(t),n=this.#e.get(e);return n||(n=this.#t.getAttempt(t.stage,t.attempt,t.runAttempt),
n.catch(()=>this.#e.delete(e)),this.#e.set(e,n)),n}async list(){return[...(await this.#l()).values()].flat().sort(Ve)}#l(){
return this.#r??=this.#t.list().then(t=>{let e=new Map;for(let{stage:n,attempt:s,runAttempt:o}of t)e.set(n,[...e.get(n)??
[],{stage:n,attempt:s,runAttempt:o}]);for(let n of e.values())n.sort(Ke);return this.#n=e,e}),this.#r}};function ha(r){return`${r.
stage}\0${r.runAttempt}\0${r.attempt}`}function Au(r){let t=JSON.parse(JSON.stringify({...r,lineage:[]}));return t.lineage=
r.lineage.map(Eu),t}function Eu(r){let t={};for(let[e,n]of Object.entries(r))n!==void 0&&(t[e]=n);return t}var Ot=Pt(Zt(),1);var vn=class{path;#t;#r;#n=null;#e=!1;constructor(t){this.path=t,this.#t=(0,Ot.openSync)(t,"a",420),this.#r=(0,Ot.fstatSync)(
this.#t).size}write(t){if(this.#n!==null||this.#e)return;let e=Buffer.from(`${JSON.stringify(t)}
`);try{for(let n=0;n<e.length;)n+=(0,Ot.writeSync)(this.#t,e,n,e.length-n);this.#r+=e.length}catch(n){try{(0,Ot.ftruncateSync)(
this.#t,this.#r)}catch{}this.#n=mo(this.path,"the run's events",n)}}get failure(){return this.#n}close(){this.#e||(this.#e=
!0,(0,Ot.closeSync)(this.#t))}};var Xa=Pt(Be(),1),Z=Pt(Zt(),1);import{appendFile as fd,mkdir as pd,mkdtemp as hd,open as Ya,readFile as gd,rm as za,rmdir as md,
writeFile as Ka}from"node:fs/promises";import{delimiter as wd,dirname as yd,join as Rt,relative as bd,resolve as Sd}from"node:path";var ga=65536,Se=4096,$r=16,Tu=/^\s*(?:[A-Za-z0-9+/=]*|[A-Za-z][A-Za-z0-9-]*: .*)\s*$/;function Nu(r){let t=Le(r);return!Kn(
r)&&!Kn(t)&&!Tu.test(t)}var $n=class{#t;#r;#n=new Map;constructor(t,e){this.#t=t,this.#r=e}push(t,e="stdout"){let n=this.#e(
e),s=n.partial+t,o=s.endsWith("\r")?s.length-1:s.length,i=s.slice(0,o),a=i.includes("\r")?i.split(/\r\n|\r|\n/):i.split(
`
`);n.partial=(a.pop()??"")+s.slice(o);let l=this.#s(n,a);for(let u=0;u<a.length;u++)this.#l(n,a[u],l+u);n.known=void 0,n.
partial.length>ga&&(n.overlong||(this.#o(n,n.partial.slice(0,Se)),n.overlong=!0),n.inKey=Dt(n.partial,n.inKey),n.partial=
n.partial.slice(-Se))}flush(){for(let t of this.#n.values())t.overlong||this.#o(t,t.partial.replace(/\r$/,"").slice(0,Se))}end(){
for(let t of this.#n.values())t.partial!==""&&this.#l(t,t.partial),t.partial="",this.#o(t,"")}#e(t){let e=this.#n.get(t);
return e||(e={partial:"",held:null,previous:"",inKey:!1,overlong:!1,known:void 0},this.#n.set(t,e)),e}#s(t,e){let n=[t.previous,
...t.held===null?[]:[t.held],...e],s=n.length-e.length;if(e.length===0||n.length<3)return s;let o=[...this.#t()],i=new Uint8Array(
n.length);if(zn(n.join(`
`),o))i.fill(1,1,n.length-1);else if(n.length>$r)for(let a=0;a<n.length-2;a+=$r-2){let l=Math.min(a+$r,n.length)-1;zn(n.
slice(a,l+1).join(`
`),o)&&i.fill(1,a+1,l)}return t.known={lines:n,clean:i,secrets:o},s}#i(t,e,n,s){let o=t.known;if(o===void 0||s<2||o.clean[s-
1]!==1||o.lines[s-1]!==e||o.lines[s-2]!==t.previous||o.lines[s]!==n)return!1;let i=this.#t();if(i.length!==o.secrets.length)
return!1;for(let a=0;a<i.length;a++)if(i[a]!==o.secrets[a])return!1;return!0}#l(t,e,n=-1){if(e.length>ga&&!t.overlong&&(this.#o(
t,e.slice(0,Se)),t.overlong=!0),t.overlong){t.overlong=!1,t.inKey=Dt(e,t.inKey),t.previous=t.inKey?"":e.slice(-Se);return}
if(t.inKey&&Nu(e)&&(t.inKey=!1),t.inKey||Ls(e)){t.inKey||this.#o(t,""),t.inKey=Dt(e,t.inKey),t.previous=t.inKey?"":e;return}
this.#o(t,e,n),t.held=e}#o(t,e,n=-1){let s=t.held;if(t.held=null,s===null)return;let o=s;if(!this.#i(t,s,e,n)){let i=X(`${t.
previous}
${s}
${e}`,this.#t()),a=i.text.split(`
`);o=a.length===3?a[1]??"":fs(i.redactions[0]?.kind??"secret-value")}t.previous=s,o.trim()!==""&&this.#r(o)}};var oe=class{#t;#r;#n;constructor(t,e){this.#t=t,this.#r=e}arm(){clearTimeout(this.#n),this.#n=setTimeout(()=>this.#r(),
this.#t),this.#n.unref?.()}stop(){clearTimeout(this.#n),this.#n=void 0}};var Cu={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\u274C"};function ma(r){let{record:t,handoff:e}=r,
n=a=>Oo(a,r)||" ",s=[["status",`${t.status} (${t.outcome.reason})`],["attempt",String(t.attempt)],["exit code",t.agent.exit_code===
null?"none":String(t.agent.exit_code)],["duration",`${(t.agent.duration_ms/1e3).toFixed(1)} s`],["handoff",t.present&&t.
digests.handoff?`present, sha256 ${t.digests.handoff.slice(0,12)}`:"none"]];e?.next&&s.push(["next",e.next.stage]),r.notStored!==
void 0?s.push(["artifact","not stored"]):r.artifactName&&s.push(["artifact",r.artifactName]);let o=[];o.push([`### ${Cu[t.
status]} baton stage \`${t.stage}\``,"","| | |","|---|---|",...s.map(([a,l])=>`| ${a} | ${n(l)} |`)].join(`
`)),r.notStored!==void 0&&o.push(`${Po(_u(r.notStored),r)}. No later stage can read this record or its handoff; it is sh\
own here only.`),t.outcome.message&&o.push(er(t.outcome.message,r)),e&&o.push(["#### Summary","",er(e.summary,r)].join(`\

`));let i=Object.entries(e?.data??{});return i.length>0&&o.push(["#### Data","","| key | value |","|---|---|",...i.map(([
a,l])=>`| ${n(a)} | ${n(l)} |`)].join(`
`)),t.problems.length>0&&o.push(["#### Problems","","| severity | code | where | message |","|---|---|---|---|",...t.problems.
map(a=>`| ${a.severity} | ${n(a.code)} | ${n(a.path)} | ${n(a.message)} |`)].join(`
`)),ju(o,r.notStored===void 0?r.artifactName:void 0)}function _u(r){return r.charAt(0).toUpperCase()+r.slice(1)}function ju(r,t){
let e=`_Cut to fit the step summary; the full record is in ${t?`artifact ${t}`:"the stage record"}._`,n=st.stepSummaryBytes-
Dn(e)-4,s=[],o=0;for(let i of r){let a=Dn(i)+2;if(o+a>n){s.push(e);break}s.push(i),o+=a}return`${s.join(`

`)}
`}function wa(r,t){return X(r,t).redactions.length===0?r:`${Ro(r.trimEnd(),t)}
`}var Tr=Pt(Be(),1),mt=Pt(Zt(),1);import{homedir as Kc}from"node:os";import{dirname as Fa,isAbsolute as Vc,join as qc,resolve as Cr,
sep as Pn}from"node:path";var ya=(r,t,e)=>{let n,s,o,i,a,l=e.indexOf(r),u=e.indexOf(t,l+1),d=l;if(l>=0&&u>0){if(r===t)return[l,u];for(n=[],o=e.length;d>=
0&&!a;){if(d===l)n.push(d),l=e.indexOf(r,d+1);else if(n.length===1){let c=n.pop();c!==void 0&&(a=[c,u])}else s=n.pop(),s!==
void 0&&s<o&&(o=s,i=u),u=e.indexOf(t,d+1);d=l<u&&l>=0?l:u}n.length&&i!==void 0&&(a=[o,i])}return a};var ba="\0SLASH"+Math.random().toFixed(16)+"\0",Sa="\0OPEN"+Math.random().toFixed(16)+"\0",xn="\0CLOSE"+Math.random().toFixed(
16)+"\0",ka="\0COMMA"+Math.random().toFixed(16)+"\0",va="\0PERIOD"+Math.random().toFixed(16)+"\0",Mu=new RegExp(ba,"g"),
Lu=new RegExp(Sa,"g"),Fu=new RegExp(xn,"g"),Iu=new RegExp(ka,"g"),Du=new RegExp(va,"g"),Wu=/\\\\/g,Uu=/\\{/g,Ju=/\\}/g,Hu=/\\,/g,
Bu=/\\\./g,Gu=1e5,zu=4e6,Ku=1e3,Vu=1e3,qu=2e7,Xu=16;function xr(r){return isNaN(r)?r.charCodeAt(0):parseInt(r,10)}function Yu(r){
return r.replace(Wu,ba).replace(Uu,Sa).replace(Ju,xn).replace(Hu,ka).replace(Bu,va)}function Zu(r){return r.replace(Mu,"\
\\").replace(Lu,"{").replace(Fu,"}").replace(Iu,",").replace(Du,".")}function Rr(r,t){for(let e=0;e<t.length;e++)r.push(
t[e])}function $a(r,t,e){if(e.remaining<0)return;let n=ya("{","}",t),s=n!==void 0&&t.indexOf("{")<n[0];if(e.remaining-=n&&
!s?n[1]+1:r.length,!(!n||e.remaining<0))return{end:n[1],pre:r.slice(0,n[0]),body:r.slice(n[0]+1,n[1]),post:r.slice(n[1]+
1),unmatched:s}}function Qu(r,t){t.remaining-=r.length;let e=[];for(let o=0;o<r.length;o++){let i=r.charCodeAt(o);i===123?
e.push(o):i===125&&e.length&&e.pop()}let n="",s=0;for(let o=0;o<e.length;o++){let i=e[o];n+=r.slice(s,i)+"\0",s=i+1}return n+
r.slice(s)}function tc(r,t){if(t.remaining-=r.length,t.remaining<0)return!1;let e=!1;for(let n=r.length-1;n>=0;n--){let s=r.
charCodeAt(n);if(s===125)e=!0;else if(s===10||s===13||s===8232||s===8233)e=!1;else if(s===44&&e&&r.charCodeAt(n+1)!==44)
return!0}return!1}function ec(r,t){let e=[],n="";for(;;){let s=$a(r,r,t);if(t.remaining<0)return;if(!s){let u=r.split(",");
return u[0]=n+u[0],Rr(e,u),e}let{pre:o,body:i,post:a}=s,l=o.split(",");if(l[0]=n+l[0],l[l.length-1]+="{"+i+"}",!a.length)
return Rr(e,l),e;n=l.pop(),Rr(e,l),r=a}}function ke(r,t){return r===void 0||isNaN(r)?t:r}function xa(r,t={}){if(!r)return[];
let e=ke(t.max,Gu),n=ke(t.maxLength,zu),s=ke(t.maxDepth,Ku),o=ke(t.maxRewrites,Vu),i=ke(t.maxSteps,qu);return r.slice(0,
2)==="{}"&&(r="\\{\\}"+r.slice(2)),Pr(Yu(r),e,n,s,0,o,{remaining:i},!0).map(Zu)}function nc(r){return"{"+r+"}"}function rc(r){
return/^-?0\d/.test(r)}function sc(r,t){return r<=t}function oc(r,t){return r>=t}function ve(r,t,e,n,s,o,i){let a=[],l=0,
u;t:for(let d=0;d<r.length;d++){let c=r[d]+t,p=e;o&&!c&&(u||(u=e.filter(f=>f)),p=u);for(let f=0;f<p.length;f++){if(a.length>=
n)break t;let h=c+p[f];if(l+h.length>s)break t;a.push(h),l+=h.length}}return i.remaining-=a.length,a}function ic(r,t,e,n,s){
let o=r.split(/\.\./),i=[];if(o[0]===void 0||o[1]===void 0)return i;let a=xr(o[0]),l=xr(o[1]),u=Math.max(o[0].length,o[1].
length),d=o.length===3&&o[2]!==void 0?Math.max(Math.abs(xr(o[2])),1):1,c=sc;l<a&&(d*=-1,c=oc);let f=o.some(rc),h=f?u:1,g=0;
for(let m=a;c(m,l)&&i.length<e;m+=d){if(s.remaining-=h,s.remaining<0)return;let y;if(t)y=String.fromCharCode(m),y==="\\"&&
(y="");else if(y=String(m),f){let w=u-y.length;if(w>0){let k=new Array(w+1).join("0");m<0?y="-"+k+y.slice(1):y=k+y}}if(g+
y.length>n)break;i.push(y),g+=y.length}return i}function Pr(r,t,e,n,s,o,i,a){if(i.remaining-=Xu,s>n)return[r];let l=[""],
u=0,d=!1,c=!0,p=r;for(;;){let f=$a(r,p,i);if(!f)return ve(l,r,[""],t,e,d,i);f.unmatched&&(p=Qu(p,i));let h=f.pre,g=()=>ve(
l,h+"{"+f.body+"}"+f.post,[""],t,e,d,i);if(/\$$/.test(h)){if(l=ve(l,h+"{"+f.body+"}",[""],t,e,d&&!f.post.length,i),c=!1,
!f.post.length)break;r=f.post,p=p.slice(f.end+1);continue}let m=/^-?\d+\.\.-?\d+(?:\.\.-?\d+)?$/.test(f.body),y=/^[a-zA-Z]\.\.[a-zA-Z](?:\.\.-?\d+)?$/.
test(f.body),w=m||y,k=f.body.indexOf(",")>=0;if(!w&&!k){if(u<o&&tc(f.post,i)){u++,r=f.pre+"{"+f.body+xn+f.post,p=p.slice(
0,f.end)+xn+p.slice(f.end+1),a=!0;continue}return g()}c&&(d=a&&!w,c=!1);let x;if(w){if(x=ic(f.body,y,t,e,i),!x)return g()}else{
let A=ec(f.body,i);if(!A)return g();if(A.length===1&&A[0]!==void 0){if(A=Pr(A[0],t,e,n,s+1,o,i,!1).map(nc),i.remaining<0)
return g();if(A.length===1){let P=ve(l,h+A[0],[""],t,e,d&&!f.post.length,i);if(i.remaining<0)return g();if(l=P,!f.post.length)
break;r=f.post,p=p.slice(f.end+1);continue}}let v=d&&!f.post.length&&!h;for(let P=0;v&&P<l.length;P++)l[P]&&(v=!1);x=[];
let R=0;t:for(let P=0;P<A.length;P++){let W=Pr(A[P],t,e,n,s+1,o,i,!1);if(i.remaining<0)return g();for(let Y=0;Y<W.length;Y++){
let $=W[Y];if(!(v&&!$)){if(x.length>=t||R+$.length>e)break t;x.push($),R+=$.length}}}}let N=ve(l,h,x,t,e,d&&!f.post.length,
i);if(i.remaining<0)return g();if(l=N,!f.post.length)break;r=f.post,p=p.slice(f.end+1)}return l}var $e=r=>{if(typeof r!="string")throw new TypeError("invalid pattern");if(r.length>65536)throw new TypeError("pattern i\
s too long")};var ac={"[:alnum:]":["\\p{L}\\p{Nl}\\p{Nd}",!0],"[:alpha:]":["\\p{L}\\p{Nl}",!0],"[:ascii:]":["\\x00-\\x7f",!1],"[:blank\
:]":["\\p{Zs}\\t",!0],"[:cntrl:]":["\\p{Cc}",!0],"[:digit:]":["\\p{Nd}",!0],"[:graph:]":["\\p{Z}\\p{C}",!0,!0],"[:lower:\
]":["\\p{Ll}",!0],"[:print:]":["\\p{C}",!0],"[:punct:]":["\\p{P}",!0],"[:space:]":["\\p{Z}\\t\\r\\n\\v\\f",!0],"[:upper:\
]":["\\p{Lu}",!0],"[:word:]":["\\p{L}\\p{Nl}\\p{Nd}\\p{Pc}",!0],"[:xdigit:]":["A-Fa-f0-9",!1]},xe=r=>r.replace(/[[\]\\-]/g,
"\\$&"),lc=r=>r.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),Ra=r=>r.join(""),Pa=(r,t)=>{let e=t;if(r.charAt(e)!=="[")throw new Error(
"not in a brace expression");let n=[],s=[],o=e+1,i=!1,a=!1,l=!1,u=!1,d=e,c="";t:for(;o<r.length;){let g=r.charAt(o);if((g===
"!"||g==="^")&&o===e+1){u=!0,o++;continue}if(g==="]"&&i&&!l){d=o+1;break}if(i=!0,g==="\\"&&!l){l=!0,o++;continue}if(g===
"["&&!l){for(let[m,[y,w,k]]of Object.entries(ac))if(r.startsWith(m,o)){if(c)return["$.",!1,r.length-e,!0];o+=m.length,k?
s.push(y):n.push(y),a=a||w;continue t}}if(l=!1,c){g>c?n.push(xe(c)+"-"+xe(g)):g===c&&n.push(xe(g)),c="",o++;continue}if(r.
startsWith("-]",o+1)){n.push(xe(g+"-")),o+=2;continue}if(r.startsWith("-",o+1)){c=g,o+=2;continue}n.push(xe(g)),o++}if(d<
o)return["",!1,0,!1];if(!n.length&&!s.length)return["$.",!1,r.length-e,!0];if(s.length===0&&n.length===1&&/^\\?.$/.test(
n[0])&&!u){let g=n[0].length===2?n[0].slice(-1):n[0];return[lc(g),!1,d-e,!1]}let p="["+(u?"^":"")+Ra(n)+"]",f="["+(u?"":
"^")+Ra(s)+"]";return[n.length&&s.length?"("+p+"|"+f+")":n.length?p:f,a,d-e,!0]};var Lt=(r,{windowsPathsNoEscape:t=!1,magicalBraces:e=!0}={})=>e?t?r.replace(/\[([^/\\])\]/g,"$1"):r.replace(/((?!\\).|^)\[([^/\\])\]/g,
"$1$2").replace(/\\([^/])/g,"$1"):t?r.replace(/\[([^/\\{}])\]/g,"$1"):r.replace(/((?!\\).|^)\[([^/\\{}])\]/g,"$1$2").replace(
/\\([^/{}])/g,"$1");var gt,uc=new Set(["!","?","+","*","@"]),Or=r=>uc.has(r),Oa=r=>Or(r.type),cc=new Map([["!",["@"]],["?",["?","@"]],["@",[
"@"]],["*",["*","+","?","@"]],["+",["+","@"]]]),dc=new Map([["!",["?"]],["@",["?"]],["+",["?","*"]]]),fc=new Map([["!",[
"?","@"]],["?",["?","@"]],["@",["?","@"]],["*",["*","+","?","@"]],["+",["+","@","?","*"]]]),Aa=new Map([["!",new Map([["\
!","@"]])],["?",new Map([["*","*"],["+","*"]])],["@",new Map([["!","!"],["?","?"],["@","@"],["*","*"],["+","+"]])],["+",
new Map([["?","*"],["*","*"]])]]),pc="(?!(?:^|/)\\.\\.?(?:$|/))",Rn="(?!\\.)",hc=new Set(["[","."]),gc=new Set(["..","."]),
mc=new Set("().*{}+?[]^$\\!"),wc=r=>r.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),Ar="[^/]",Ea=Ar+"*?",Ta=Ar+"+?",yc=0,Bt=class{type;#t;#r;#n=!1;#e=[];#s;#i;#l;#o=!1;#u;#c;#d=!1;id=++yc;get depth(){
return(this.#s?.depth??-1)+1}[Symbol.for("nodejs.util.inspect.custom")](){return{"@@type":"AST",id:this.id,type:this.type,
root:this.#t.id,parent:this.#s?.id,depth:this.depth,partsLength:this.#e.length,parts:this.#e}}constructor(t,e,n={}){this.
type=t,t&&(this.#r=!0),this.#s=e,this.#t=this.#s?this.#s.#t:this,this.#u=this.#t===this?n:this.#t.#u,this.#l=this.#t===this?
[]:this.#t.#l,t==="!"&&!this.#t.#o&&this.#l.push(this),this.#i=this.#s?this.#s.#e.length:0}get hasMagic(){if(this.#r!==void 0)
return this.#r;for(let t of this.#e)if(typeof t!="string"&&(t.type||t.hasMagic))return this.#r=!0;return this.#r}toString(){
return this.#c!==void 0?this.#c:this.type?this.#c=this.type+"("+this.#e.map(t=>String(t)).join("|")+")":this.#c=this.#e.
map(t=>String(t)).join("")}#f(){if(this!==this.#t)throw new Error("should only call on root");if(this.#o)return this;this.
toString(),this.#o=!0;let t;for(;t=this.#l.pop();){if(t.type!=="!")continue;let e=t,n=e.#s;for(;n;){for(let s=e.#i+1;!n.
type&&s<n.#e.length;s++)for(let o of t.#e){if(typeof o=="string")throw new Error("string part in extglob AST??");o.copyIn(
n.#e[s])}e=n,n=e.#s}}return this}push(...t){for(let e of t)if(e!==""){if(typeof e!="string"&&!(e instanceof gt&&e.#s===this))
throw new Error("invalid part: "+e);this.#e.push(e)}}toJSON(){let t=this.type===null?this.#e.slice().map(e=>typeof e=="s\
tring"?e:e.toJSON()):[this.type,...this.#e.map(e=>e.toJSON())];return this.isStart()&&!this.type&&t.unshift([]),this.isEnd()&&
(this===this.#t||this.#t.#o&&this.#s?.type==="!")&&t.push({}),t}isStart(){if(this.#t===this)return!0;if(!this.#s?.isStart())
return!1;if(this.#i===0)return!0;let t=this.#s;for(let e=0;e<this.#i;e++){let n=t.#e[e];if(!(n instanceof gt&&n.type==="\
!"))return!1}return!0}isEnd(){if(this.#t===this||this.#s?.type==="!")return!0;if(!this.#s?.isEnd())return!1;if(!this.type)
return this.#s?.isEnd();let t=this.#s?this.#s.#e.length:0;return this.#i===t-1}copyIn(t){typeof t=="string"?this.push(t):
this.push(t.clone(this))}clone(t){let e=new gt(this.type,t);for(let n of this.#e)e.copyIn(n);return e}static#p(t,e,n,s,o){
let i=s.maxExtglobRecursion??2,a=!1,l=!1,u=-1,d=!1;if(e.type===null){let g=n,m="";for(;g<t.length;){let y=t.charAt(g++);
if(a||y==="\\"){a=!a,m+=y;continue}if(l){g===u+1?(y==="^"||y==="!")&&(d=!0):y==="]"&&!(g===u+2&&d)&&(l=!1),m+=y;continue}else if(y===
"["){l=!0,u=g,d=!1,m+=y;continue}if(!s.noext&&Or(y)&&t.charAt(g)==="("&&o<=i){e.push(m),m="";let k=new gt(y,e);g=gt.#p(t,
k,g,s,o+1),e.push(k);continue}m+=y}return e.push(m),g}let c=n+1,p=new gt(null,e),f=[],h="";for(;c<t.length;){let g=t.charAt(
c++);if(a||g==="\\"){a=!a,h+=g;continue}if(l){c===u+1?(g==="^"||g==="!")&&(d=!0):g==="]"&&!(c===u+2&&d)&&(l=!1),h+=g;continue}else if(g===
"["){l=!0,u=c,d=!1,h+=g;continue}if(!s.noext&&Or(g)&&t.charAt(c)==="("&&(o<=i||e&&e.#m(g))){let y=e&&e.#m(g)?0:1;p.push(
h),h="";let w=new gt(g,p);p.push(w),c=gt.#p(t,w,c,s,o+y);continue}if(g==="|"){p.push(h),h="",f.push(p),p=new gt(null,e);
continue}if(g===")")return h===""&&e.#e.length===0&&(e.#d=!0),p.push(h),h="",e.push(...f,p),c;h+=g}return e.type=null,e.#r=
void 0,e.#e=[t.substring(n-1)],c}#g(t){return this.#k(t,dc)}#k(t,e=cc){if(!t||typeof t!="object"||t.type!==null||t.#e.length!==
1||this.type===null)return!1;let n=t.#e[0];return!n||typeof n!="object"||n.type===null?!1:this.#m(n.type,e)}#m(t,e=fc){return!!e.
get(this.type)?.includes(t)}#E(t,e){let n=t.#e[0],s=new gt(null,n,this.options);s.#e.push(""),n.push(s),this.#y(t,e)}#y(t,e){
let n=t.#e[0];this.#e.splice(e,1,...n.#e);for(let s of n.#e)typeof s=="object"&&(s.#s=this);this.#c=void 0}#T(t){return!!Aa.
get(this.type)?.has(t)}#P(t){if(!t||typeof t!="object"||t.type!==null||t.#e.length!==1||this.type===null||this.#e.length!==
1)return!1;let e=t.#e[0];return!e||typeof e!="object"||e.type===null?!1:this.#T(e.type)}#b(t){let e=Aa.get(this.type),n=t.#e[0],
s=e?.get(n.type);if(!s)return!1;this.#e=n.#e;for(let o of this.#e)typeof o=="object"&&(o.#s=this);this.type=s,this.#c=void 0,
this.#d=!1}static fromGlob(t,e={}){let n=new gt(null,void 0,e);return gt.#p(t,n,0,e,0),n}toMMPattern(){if(this!==this.#t)
return this.#t.toMMPattern();let t=this.toString(),[e,n,s,o]=this.toRegExpSource();if(!(s||this.#r||this.#u.nocase&&!this.#u.
nocaseMagicOnly&&t.toUpperCase()!==t.toLowerCase()))return n;let a=(this.#u.nocase?"i":"")+(o?"u":"");return Object.assign(
new RegExp(`^${e}$`,a),{_src:e,_glob:t})}get options(){return this.#u}toRegExpSource(t){let e=t??!!this.#u.dot;if(this.#t===
this&&(this.#w(),this.#f()),!Oa(this)){let l=this.isStart()&&this.isEnd()&&!this.#e.some(f=>typeof f!="string"),u=this.#e.
map(f=>{let[h,g,m,y]=typeof f=="string"?gt.#v(f,this.#r,l):f.toRegExpSource(t);return this.#r=this.#r||m,this.#n=this.#n||
y,h}).join(""),d="";if(this.isStart()&&typeof this.#e[0]=="string"&&!(this.#e.length===1&&gc.has(this.#e[0]))){let h=hc,
g=e&&h.has(u.charAt(0))||u.startsWith("\\.")&&h.has(u.charAt(2))||u.startsWith("\\.\\.")&&h.has(u.charAt(4)),m=!e&&!t&&h.
has(u.charAt(0));d=g?pc:m?Rn:""}let c="";return this.isEnd()&&this.#t.#o&&this.#s?.type==="!"&&(c="(?:$|\\/)"),[d+u+c,Lt(
u),this.#r=!!this.#r,this.#n]}let n=this.type==="*"||this.type==="+",s=this.type==="!"?"(?:(?!(?:":"(?:",o=this.#S(e);if(this.
isStart()&&this.isEnd()&&!o&&this.type!=="!"){let l=this.toString(),u=this;return u.#e=[l],u.type=null,u.#r=void 0,[l,Lt(
this.toString()),!1,!1]}let i=!n||t||e||!Rn?"":this.#S(!0);i===o&&(i=""),i&&(o=`(?:${o})(?:${i})*?`);let a="";if(this.type===
"!"&&this.#d)a=(this.isStart()&&!e?Rn:"")+Ta;else{let l=this.type==="!"?"))"+(this.isStart()&&!e&&!t?Rn:"")+Ea+")":this.
type==="@"?")":this.type==="?"?")?":this.type==="+"&&i?")":this.type==="*"&&i?")?":`)${this.type}`;a=s+o+l}return[a,Lt(o),
this.#r=!!this.#r,this.#n]}#w(){if(Oa(this)){let t=0,e=!1;do{e=!0;for(let n=0;n<this.#e.length;n++){let s=this.#e[n];typeof s==
"object"&&(s.#w(),this.#k(s)?(e=!1,this.#y(s,n)):this.#g(s)?(e=!1,this.#E(s,n)):this.#P(s)&&(e=!1,this.#b(s)))}}while(!e&&
++t<10)}else for(let t of this.#e)typeof t=="object"&&t.#w();this.#c=void 0}#S(t){return this.#e.map(e=>{if(typeof e=="s\
tring")throw new Error("string type in extglob ast??");let[n,s,o,i]=e.toRegExpSource(t);return this.#n=this.#n||i,n}).filter(
e=>!(this.isStart()&&this.isEnd())||!!e).join("|")}static#v(t,e,n=!1){let s=!1,o="",i=!1,a=!1;for(let l=0;l<t.length;l++){
let u=t.charAt(l);if(s){s=!1,o+=(mc.has(u)?"\\":"")+u;continue}if(u==="*"){if(a)continue;a=!0,o+=n&&/^[*]+$/.test(t)?Ta:
Ea,e=!0;continue}else a=!1;if(u==="\\"){l===t.length-1?o+="\\\\":s=!0;continue}if(u==="["){let[d,c,p,f]=Pa(t,l);if(p){o+=
d,i=i||c,l+=p-1,e=e||f;continue}}if(u==="?"){o+=Ar,e=!0;continue}o+=wc(u)}return[o,Lt(t),!!e,i]}};gt=Bt;var Er=(r,{windowsPathsNoEscape:t=!1,magicalBraces:e=!1}={})=>e?t?r.replace(/[?*()[\]{}]/g,"[$&]"):r.replace(/[?*()[\]\\{}]/g,
"\\$&"):t?r.replace(/[?*()[\]]/g,"[$&]"):r.replace(/[?*()[\]\\]/g,"\\$&");var ht=(r,t,e={})=>($e(t),!e.nocomment&&t.charAt(0)==="#"?!1:new Mt(t,e).match(r)),bc=/^\*+([^+@!?*[(]*)$/,Sc=r=>t=>!t.startsWith(
".")&&t.endsWith(r),kc=r=>t=>t.endsWith(r),vc=r=>(r=r.toLowerCase(),t=>!t.startsWith(".")&&t.toLowerCase().endsWith(r)),
$c=r=>(r=r.toLowerCase(),t=>t.toLowerCase().endsWith(r)),xc=/^\*+\.\*+$/,Rc=r=>!r.startsWith(".")&&r.includes("."),Pc=r=>r!==
"."&&r!==".."&&r.includes("."),Oc=/^\.\*+$/,Ac=r=>r!=="."&&r!==".."&&r.startsWith("."),Ec=/^\*+$/,Tc=r=>r.length!==0&&!r.
startsWith("."),Nc=r=>r.length!==0&&r!=="."&&r!=="..",Cc=/^\?+([^+@!?*[(]*)?$/,_c=([r,t=""])=>{let e=_a([r]);return t?(t=
t.toLowerCase(),n=>e(n)&&n.toLowerCase().endsWith(t)):e},jc=([r,t=""])=>{let e=ja([r]);return t?(t=t.toLowerCase(),n=>e(
n)&&n.toLowerCase().endsWith(t)):e},Mc=([r,t=""])=>{let e=ja([r]);return t?n=>e(n)&&n.endsWith(t):e},Lc=([r,t=""])=>{let e=_a(
[r]);return t?n=>e(n)&&n.endsWith(t):e},_a=([r])=>{let t=r.length;return e=>e.length===t&&!e.startsWith(".")},ja=([r])=>{
let t=r.length;return e=>e.length===t&&e!=="."&&e!==".."},Ma=typeof process=="object"&&process?typeof process.env=="obje\
ct"&&process.env&&process.env.__MINIMATCH_TESTING_PLATFORM__||process.platform:"posix",Na={win32:{sep:"\\"},posix:{sep:"\
/"}},Fc=Ma==="win32"?Na.win32.sep:Na.posix.sep;ht.sep=Fc;var dt=Symbol("globstar **");ht.GLOBSTAR=dt;var Ic="[^/]",Dc=Ic+
"*?",Wc="(?:(?!(?:\\/|^)(?:\\.{1,2})($|\\/)).)*?",Uc="(?:(?!(?:\\/|^)\\.).)*?",Jc=(r,t={})=>e=>ht(e,r,t);ht.filter=Jc;var bt=(r,t={})=>Object.
assign({},r,t),Hc=r=>{if(!r||typeof r!="object"||!Object.keys(r).length)return ht;let t=ht;return Object.assign((n,s,o={})=>t(
n,s,bt(r,o)),{Minimatch:class extends t.Minimatch{constructor(s,o={}){super(s,bt(r,o))}static defaults(s){return t.defaults(
bt(r,s)).Minimatch}},AST:class extends t.AST{constructor(s,o,i={}){super(s,o,bt(r,i))}static fromGlob(s,o={}){return t.AST.
fromGlob(s,bt(r,o))}},unescape:(n,s={})=>t.unescape(n,bt(r,s)),escape:(n,s={})=>t.escape(n,bt(r,s)),filter:(n,s={})=>t.filter(
n,bt(r,s)),defaults:n=>t.defaults(bt(r,n)),makeRe:(n,s={})=>t.makeRe(n,bt(r,s)),braceExpand:(n,s={})=>t.braceExpand(n,bt(
r,s)),match:(n,s,o={})=>t.match(n,s,bt(r,o)),sep:t.sep,GLOBSTAR:dt})};ht.defaults=Hc;var La=(r,t={})=>($e(r),t.nobrace||
!/\{(?:(?!\{).)*\}/.test(r)?[r]:xa(r,{max:t.braceExpandMax}));ht.braceExpand=La;var Bc=(r,t={})=>new Mt(r,t).makeRe();ht.
makeRe=Bc;var Gc=(r,t,e={})=>{let n=new Mt(t,e);return r=r.filter(s=>n.match(s)),n.options.nonull&&!r.length&&r.push(t),
r};ht.match=Gc;var Ca=/[?*]|[+@!]\(.*?\)|\[|\]/,zc=r=>r.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),Mt=class{options;set;pattern;windowsPathsNoEscape;nonegate;negate;comment;empty;preserveMultipleSlashes;partial;globSet;globParts;nocase;isWindows;platform;windowsNoMagicRoot;maxGlobstarRecursion;regexp;constructor(t,e={}){
$e(t),e=e||{},this.options=e,this.maxGlobstarRecursion=e.maxGlobstarRecursion??200,this.pattern=t,this.platform=e.platform||
Ma,this.isWindows=this.platform==="win32";let n="allowWindowsEscape";this.windowsPathsNoEscape=!!e.windowsPathsNoEscape||
e[n]===!1,this.windowsPathsNoEscape&&(this.pattern=this.pattern.replace(/\\/g,"/")),this.preserveMultipleSlashes=!!e.preserveMultipleSlashes,
this.regexp=null,this.negate=!1,this.nonegate=!!e.nonegate,this.comment=!1,this.empty=!1,this.partial=!!e.partial,this.nocase=
!!this.options.nocase,this.windowsNoMagicRoot=e.windowsNoMagicRoot!==void 0?e.windowsNoMagicRoot:!!(this.isWindows&&this.
nocase),this.globSet=[],this.globParts=[],this.set=[],this.make()}hasMagic(){if(this.options.magicalBraces&&this.set.length>
1)return!0;for(let t of this.set)for(let e of t)if(typeof e!="string")return!0;return!1}debug(...t){}make(){let t=this.pattern,
e=this.options;if(!e.nocomment&&t.charAt(0)==="#"){this.comment=!0;return}if(!t){this.empty=!0;return}this.parseNegate(),
this.globSet=[...new Set(this.braceExpand())],e.debug&&(this.debug=(...o)=>console.error(...o)),this.debug(this.pattern,
this.globSet);let n=this.globSet.map(o=>this.slashSplit(o));this.globParts=this.preprocess(n),this.debug(this.pattern,this.
globParts);let s=this.globParts.map((o,i,a)=>{if(this.isWindows&&this.windowsNoMagicRoot){let l=o[0]===""&&o[1]===""&&(o[2]===
"?"||!Ca.test(o[2]))&&!Ca.test(o[3]),u=/^[a-z]:/i.test(o[0]);if(l)return[...o.slice(0,4),...o.slice(4).map(d=>this.parse(
d))];if(u)return[o[0],...o.slice(1).map(d=>this.parse(d))]}return o.map(l=>this.parse(l))});if(this.debug(this.pattern,s),
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
n.indexOf("**",s+1))!==-1;){let i=s;for(;n[i+1]==="**";)i++;i>s&&n.splice(s+1,i-s);let a=n[s+1],l=n[s+2],u=n[s+3];if(a!==
".."||!l||l==="."||l===".."||!u||u==="."||u==="..")continue;e=!0,n.splice(s,1);let d=n.slice(0);d[s]="**",t.push(d),s--}
if(!this.preserveMultipleSlashes){for(let i=1;i<n.length-1;i++){let a=n[i];i===1&&a===""&&n[0]===""||(a==="."||a==="")&&
(e=!0,n.splice(i,1),i--)}n[0]==="."&&n.length===2&&(n[1]==="."||n[1]==="")&&(e=!0,n.pop())}let o=0;for(;(o=n.indexOf("..",
o+1))!==-1;){let i=n[o-1];if(i&&i!=="."&&i!==".."&&i!=="**"){e=!0;let l=o===1&&n[o+1]==="**"?["."]:[];n.splice(o-1,2,...l),
n.length===0&&n.push(""),o-=2}}}}while(e);return t}secondPhasePreProcess(t){for(let e=0;e<t.length-1;e++)for(let n=e+1;n<
t.length;n++){let s=this.partsMatch(t[e],t[n],!this.preserveMultipleSlashes);if(s){t[e]=[],t[n]=s;break}}return t.filter(
e=>e.length)}partsMatch(t,e,n=!1){let s=0,o=0,i=[],a="";for(;s<t.length&&o<e.length;)if(t[s]===e[o])i.push(a==="b"?e[o]:
t[s]),s++,o++;else if(n&&t[s]==="**"&&e[o]===t[s+1])i.push(t[s]),s++;else if(n&&e[o]==="**"&&t[s]===e[o+1])i.push(e[o]),
o++;else if(t[s]==="*"&&e[o]&&(this.options.dot||!e[o].startsWith("."))&&e[o]!=="**"){if(a==="b")return!1;a="a",i.push(t[s]),
s++,o++}else if(e[o]==="*"&&t[s]&&(this.options.dot||!t[s].startsWith("."))&&t[s]!=="**"){if(a==="a")return!1;a="b",i.push(
e[o]),s++,o++}else return!1;return t.length===e.length&&i}parseNegate(){if(this.nonegate)return;let t=this.pattern,e=!1,
n=0;for(let s=0;s<t.length&&t.charAt(s)==="!";s++)e=!e,n++;n&&(this.pattern=t.slice(n)),this.negate=e}matchOne(t,e,n=!1){
let s=0,o=0;if(this.isWindows){let a=typeof t[0]=="string"&&/^[a-z]:$/i.test(t[0]),l=!a&&t[0]===""&&t[1]===""&&t[2]==="?"&&
/^[a-z]:$/i.test(t[3]),u=typeof e[0]=="string"&&/^[a-z]:$/i.test(e[0]),d=!u&&e[0]===""&&e[1]===""&&e[2]==="?"&&typeof e[3]==
"string"&&/^[a-z]:$/i.test(e[3]),c=l?3:a?0:void 0,p=d?3:u?0:void 0;if(typeof c=="number"&&typeof p=="number"){let[f,h]=[
t[c],e[p]];f.toLowerCase()===h.toLowerCase()&&(e[p]=f,o=p,s=c)}}let{optimizationLevel:i=1}=this.options;return i>=2&&(t=
this.levelTwoFileOptimize(t)),e.includes(dt)?this.#t(t,e,n,s,o):this.#n(t,e,n,s,o)}#t(t,e,n,s,o){let i=e.indexOf(dt,o),a=e.
lastIndexOf(dt),[l,u,d]=n?[e.slice(o,i),e.slice(i+1),[]]:[e.slice(o,i),e.slice(i+1,a),e.slice(a+1)];if(l.length){let w=t.
slice(s,s+l.length);if(!this.#n(w,l,n,0,0))return!1;s+=l.length,o+=l.length}let c=0;if(d.length){if(d.length+s>t.length)
return!1;let w=t.length-d.length;if(this.#n(t,d,n,w,0))c=d.length;else{if(t[t.length-1]!==""||s+d.length===t.length||(w--,
!this.#n(t,d,n,w,0)))return!1;c=d.length+1}}if(!u.length){let w=!!c;for(let k=s;k<t.length-c;k++){let x=String(t[k]);if(w=
!0,x==="."||x===".."||!this.options.dot&&x.startsWith("."))return!1}return n||w}let p=[[[],0]],f=p[0],h=0,g=[0];for(let w of u)
w===dt?(g.push(h),f=[[],0],p.push(f)):(f[0].push(w),h++);let m=p.length-1,y=t.length-c;for(let w of p)w[1]=y-(g[m--]+w[0].
length);return!!this.#r(t,p,s,0,n,0,!!c)}#r(t,e,n,s,o,i,a){let l=e[s];if(!l){for(let c=n;c<t.length;c++){a=!0;let p=t[c];
if(p==="."||p===".."||!this.options.dot&&p.startsWith("."))return!1}return a}let[u,d]=l;for(;n<=d;){if(this.#n(t.slice(0,
n+u.length),u,o,n,0)&&i<this.maxGlobstarRecursion){let f=this.#r(t,e,n+u.length,s+1,o,i+1,a);if(f!==!1)return f}let p=t[n];
if(p==="."||p===".."||!this.options.dot&&p.startsWith("."))return!1;n++}return o||null}#n(t,e,n,s,o){let i,a,l,u;for(i=s,
a=o,u=t.length,l=e.length;i<u&&a<l;i++,a++){this.debug("matchOne loop");let d=e[a],c=t[i];if(this.debug(e,d,c),d===!1||d===
dt)return!1;let p;if(typeof d=="string"?(p=c===d,this.debug("string match",d,c,p)):(p=d.test(c),this.debug("pattern matc\
h",d,c,p)),!p)return!1}if(i===u&&a===l)return!0;if(i===u)return n;if(a===l)return i===u-1&&t[i]==="";throw new Error("wt\
f?")}braceExpand(){return La(this.pattern,this.options)}parse(t){$e(t);let e=this.options;if(t==="**")return dt;if(t==="")
return"";let n,s=null;(n=t.match(Ec))?s=e.dot?Nc:Tc:(n=t.match(bc))?s=(e.nocase?e.dot?$c:vc:e.dot?kc:Sc)(n[1]):(n=t.match(
Cc))?s=(e.nocase?e.dot?jc:_c:e.dot?Mc:Lc)(n):(n=t.match(xc))?s=e.dot?Pc:Rc:(n=t.match(Oc))&&(s=Ac);let o=Bt.fromGlob(t,this.
options).toMMPattern();return s&&typeof o=="object"&&Reflect.defineProperty(o,"test",{value:s}),o}makeRe(){if(this.regexp||
this.regexp===!1)return this.regexp;let t=this.set;if(!t.length)return this.regexp=!1,this.regexp;let e=this.options,n=e.
noglobstar?Dc:e.dot?Wc:Uc,s=new Set(e.nocase?["i"]:[]),o=t.map(l=>{let u=l.map(c=>{if(c instanceof RegExp)for(let p of c.
flags.split(""))s.add(p);return typeof c=="string"?zc(c):c===dt?dt:c._src});u.forEach((c,p)=>{let f=u[p+1],h=u[p-1];c!==
dt||h===dt||(h===void 0?f!==void 0&&f!==dt?u[p+1]="(?:\\/|"+n+"\\/)?"+f:u[p]=n:f===void 0?u[p-1]=h+"(?:\\/|\\/"+n+")?":f!==
dt&&(u[p-1]=h+"(?:\\/|\\/"+n+"\\/)"+f,u[p+1]=dt))});let d=u.filter(c=>c!==dt);if(this.partial&&d.length>=1){let c=[];for(let p=1;p<=
d.length;p++)c.push(d.slice(0,p).join("/"));return"(?:"+c.join("|")+")"}return d.join("/")}).join("|"),[i,a]=t.length>1?
["(?:",")"]:["",""];o="^"+i+o+a+"$",this.partial&&(o="^(?:\\/|"+i+o.slice(1,-1)+a+")$"),this.negate&&(o="^(?!"+o+").+$");
try{this.regexp=new RegExp(o,[...s].join(""))}catch{this.regexp=!1}return this.regexp}slashSplit(t){return this.preserveMultipleSlashes?
t.split("/"):this.isWindows&&/^\/\/[^/]+/.test(t)?["",...t.split(/\/+/)]:t.split(/\/+/)}match(t,e=this.partial){if(this.
debug("match",t,this.pattern),this.comment)return!1;if(this.empty)return t==="";if(t==="/"&&e)return!0;let n=this.options;
this.isWindows&&(t=t.split("\\").join("/"));let s=this.slashSplit(t);this.debug(this.pattern,"split",s);let o=this.set;this.
debug(this.pattern,"set",o);let i=s[s.length-1];if(!i)for(let a=s.length-2;!i&&a>=0;a--)i=s[a];for(let a of o){let l=s;if(n.
matchBase&&a.length===1&&(l=[i]),this.matchOne(l,a,e))return n.flipNegate?!0:!this.negate}return n.flipNegate?!1:this.negate}static defaults(t){
return ht.defaults(t).Minimatch}};ht.AST=Bt;ht.Minimatch=Mt;ht.escape=Er;ht.unescape=Lt;var Ia="--follow-symbolic-links";function Da(r,t,e={}){let n=Cr(r),s=Yc(e.leaveOut??[]),o=Xc(t[0]),i=(o?t.slice(1):t).flatMap(
u=>u.split(`
`)).map(u=>u.trim()).filter(u=>u!==""&&!u.startsWith("#")).flatMap(u=>ed(Qc(n,u))),a=(0,Tr.createHash)("sha256"),l=0;for(let u of od(
i,o,s)){if(!u.startsWith(`${n}${Pn}`))continue;let d;try{if(s.any&&(0,mt.lstatSync)(u).isSymbolicLink()&&s.holds((0,mt.realpathSync)(
u)))continue;let c=(0,mt.statSync)(u);if(c.isDirectory())continue;if(!c.isFile())throw new S("hash-files-failed",`hashFi\
les() cannot hash ${u}: it is not a regular file (${Zc(c)})`);d=(0,mt.readFileSync)(u)}catch(c){throw c instanceof S?c:Nr(
u,c)}a.update((0,Tr.createHash)("sha256").update(d).digest()),l+=1}return l>0?a.digest("hex"):""}function Xc(r){if(r===void 0||
!r.startsWith("--"))return!1;if(r.toLowerCase()===Ia)return!0;throw new S("hash-files-failed",`hashFiles(): invalid glob\
 option ${r}: the one option is '${Ia}', as the first argument`)}function Yc(r){let t=new Set(r.map(n=>Cr(n)));for(let n of[
...t])try{t.add((0,mt.realpathSync)(n))}catch{}let e=[...t];return{any:e.length>0,holds:n=>e.some(s=>n===s||n.startsWith(
s.endsWith(Pn)?s:`${s}${Pn}`))}}function Nr(r,t){let e=t.code??String(t);return new S("hash-files-failed",`hashFiles() c\
ould not read ${r}: ${e}`)}function Zc(r){return r.isFIFO()?"a FIFO":r.isSocket()?"a socket":r.isCharacterDevice()||r.isBlockDevice()?
"a device":"not a file"}var Wa={dot:!0,nobrace:!0,nocase:process.platform==="win32",nocomment:!0,noext:!0,nonegate:!0};function Qc(r,t){
let e=!1,n=t;for(;n.startsWith("!");)e=!e,n=n.slice(1).trim();if(n==="")throw new S("hash-files-failed",`hashFiles(): th\
e pattern '${t}' is empty`);let s=Vc(n),o=n.endsWith("/"),i=n.split("/").filter(f=>f!==""),a=s?Pn:r;!s&&i[0]==="."?i.shift():
!s&&i[0]==="~"&&(a=Kc(),i.shift());let l=i.map(td);if(l.some(f=>f==="."||f===".."))throw new S("hash-files-failed",`hash\
Files(): invalid pattern '${t}': relative pathing '.' and '..' is not allowed`);let u=l.indexOf(null),d=u===-1?l:l.slice(
0,u),c=nd(a),p=i.length===0?c:`${c.endsWith("/")?c:`${c}/`}${i.join("/")}`;return{negate:e,directories:o,glob:p,matcher:new Mt(
p,Wa),searchPath:Cr(a,...d)}}function td(r){let t="";for(let e=0;e<r.length;e++){let n=r[e];if(n==="\\"&&e+1<r.length){e+=
1,t+=r[e];continue}if(n==="*"||n==="?")return null;if(n==="["&&e+1<r.length){let s="",o=-1;for(let i=e+1;i<r.length;i++){
let a=r[i];if(a==="\\"&&i+1<r.length)i+=1,s+=r[i];else if(a==="]"){o=i;break}else s+=a}if(o>=0){if(s.length>1)return null;
if(s!==""){t+=s,e=o;continue}}}t+=n}return t}function ed(r){if(r.glob.endsWith("/**")&&!r.directories)return[r];let t=`${r.
glob}/**`;return[r,{...r,directories:!1,glob:t,matcher:new Mt(t,Wa)}]}function nd(r){return r.replaceAll("\\","\\\\").replace(
/(\[)(?=[^/]+\])/g,"[[]").replace(/\?/g,"[?]").replace(/\*/g,"[*]")}var Re={none:0,directory:1,file:2,all:3};function rd(r,t){
let e=Re.none;for(let n of r){if(!n.matcher.match(t))continue;let s=n.directories?Re.directory:Re.all;e=n.negate?e&~s:e|
s}return e}function sd(r,t){return r.some(e=>!e.negate&&e.matcher.match(t,!0))}function*od(r,t,e){let n=r.filter(i=>!i.negate).
map(i=>i.searchPath),s=new Set(n),o=[];for(let i of n){if(o.includes(i))continue;let a=!1;for(let l=i,u=Fa(l);u!==l;l=u,
u=Fa(l))s.has(u)&&(a=!0);a||o.push(i)}for(let i of o){let a=[{path:i,chain:[]}];for(;a.length>0;){let l=a.pop();if(e.holds(
l.path))continue;let u=rd(r,l.path);if(!u&&!sd(r,l.path))continue;let d;try{d=t?(0,mt.statSync)(l.path):(0,mt.lstatSync)(
l.path)}catch(g){if(g.code==="ENOENT")continue;throw Nr(l.path,g)}if(!d.isDirectory()){u&Re.file&&(yield l.path);continue}
let c=l.path,p;try{if(t&&(c=(0,mt.realpathSync)(l.path)),l.chain.includes(c)||t&&e.holds(c))continue;p=(0,mt.readdirSync)(
l.path)}catch(g){throw Nr(l.path,g)}u&Re.directory&&(yield l.path);let f=[...l.chain,c],h=p.map(g=>({path:qc(l.path,g),chain:f}));
a.push(...h.reverse())}}}import{isAbsolute as id,resolve as ad}from"node:path";function Ua(r,t,e=st.agentOutputBytes){let n;try{n=xs(ad(t,r),e)}catch(s){let o=s.code,i=o==="EACCES"||o==="EPERM"?"perm\
ission denied":o??String(s);throw _r("agent-output-unreadable",`cannot read ${r}: ${i}`,s)}switch(n.kind){case"missing":
throw _r("agent-output-missing",`there is no file ${r}${id(r)?"":" in the workspace"}: give the file the agent's step wr\
ote its CLI's output to (\`codex exec --json \u2026 > codex.jsonl\`, or claude-code-action's \`execution_file\` output), relative\
 to the workspace or absolute, or leave ${tt.agentOutput} empty`);case"not-regular":throw _r("agent-output-unreadable",`${r}\
 is ${n.what}; give a regular file, the one the agent's step wrote its output to (links are never followed)`);case"file":{
let{bytes:s,size:o}=n,i=s.length<o?s.indexOf(10):-1,a=s.length<o?s.subarray(i===-1?s.length:i+1):s;return{path:r,text:Ne(
a),bytes:o,cut:o-a.length}}}}function _r(r,t,e){return new S(r,t,{where:tt.agentOutput,...e===void 0?{}:{cause:e}})}var Ja=64*1024,On=4096,ld=4096,jr=16,En=class{#t;#r;#n;#e="";#s="";#i=0;#l=!1;#o;#u;constructor(t,e,n={}){this.#t=t,this.#r=
e,this.#o=n.holdWhatMayGoOn??!1,this.#u=n.quietMs===void 0?void 0:new oe(n.quietMs,()=>this.flush());let s=n.hide;this.#n=
new se(o=>{this.#e+=s===void 0?o:s(o),this.#l=!0})}push(t,e){this.#l=!1,this.#n.push(t,e),this.#l&&this.#c(!1),this.#u?.
arm()}flush(){this.#c(!0)}stop(){this.#u?.stop()}end(){this.stop(),this.#n.end("stdout"),this.#n.end("stderr"),this.#e!==
""&&this.#p(this.#e.length)}#c(t){let e=this.#e;if(e==="")return;let n=t&&!(this.#o&&_s(this.#s+e,this.#t));if(!n&&e.length<
this.#i&&e.length<=Ja)return;let s=X(this.#s+e,this.#t),o=s.redactions.length>0,i=An(e,e.length-1);if(n&&An(e,e.length)===
e.length&&(!o||this.#f(s.text,i))){this.#p(e.length);return}let a=js(this.#s+e,this.#t)-this.#s.length,l=o||a>=-this.#s.
length?jr:1;for(let u=i;u>0&&l>0;l--,u=An(e,u-1))if(!(a>=-this.#s.length&&u>a)){if(!o||this.#f(s.text,u)){this.#p(u);break}
this.#i=e.length+Math.max(On,e.length>>2)}for(;this.#e.length>Ja;)this.#d()}#d(){let t=this.#e,e=X(this.#s+t,this.#t).text,
n=jr;for(let u=t.length-On;u>0&&n>0;u--)if(ud(t,u-1)&&(n--,this.#f(e,u))){this.#p(u);return}let s=De(this.#s+t,this.#t),
o=this.#s.length,i=t.length-On,a=0,l=s.length-1;for(n=jr;i>0&&n>0;i--){for(;l>=0&&s[l].start-o>=i;)l--;if(l>=0&&s[l].end-
o>i&&(i=s[l].start-o,i<=0))break;if(!cd(t.charCodeAt(i))&&(a||=i,n--,this.#f(e,i))){this.#p(i);return}}this.#p(a>0?a:t.length-
On)}#f(t,e){return We(this.#s+this.#e,this.#s.length+e,this.#t,t)}#p(t){let e=this.#e.slice(0,t);this.#e=this.#e.slice(t),
this.#i=0;let n=X(this.#s+e,this.#t).text,s=X(this.#s,this.#t).text,o=0;for(;o<s.length&&o<n.length&&n[o]===s[o];)o++;let i=n.
lastIndexOf(kt.markerPrefix,o-1);i>=0&&i<o&&n.indexOf(kt.markerSuffix,i)>=o&&(o=i);let a=n.slice(o),l=this.#s+e;this.#s=
l.slice(An(l,l.length-1)).slice(-ld),a!==""&&this.#r(a)}};function An(r,t){for(let e=Math.min(t,r.length)-1;e>=0;e--){let n=r.
charCodeAt(e);if(n===Mr||n===Ha&&r.charCodeAt(e+1)!==Mr)return e+1}return 0}var Mr=10,Ha=13;function ud(r,t){let e=r.charCodeAt(
t);if(dd(e)||e===27||e>=55296&&e<=56319)return!1;if(e!==32&&e!==9)return!0;let n=t;for(;n>0&&(r.charCodeAt(n-1)===32||r.
charCodeAt(n-1)===9);)n--;let s=r.charCodeAt(n-1);return s!==Mr&&s!==Ha}function cd(r){return r>=56320&&r<=57343}function dd(r){
return r>=48&&r<=57||r>=65&&r<=90||r>=97&&r<=122||r===43||r===47||r===61||r===95||r===45||r===46||r===37}var Ga=1024*1024,Ba=`[baton: this step printed more than ${Ga/(1024*1024)} MiB while it ran; the rest is written here wh\
en it ends, and its output is then kept as the runner keeps it: the last 1 MiB]
`,Tn=class{#t;#r;#n="";#e=0;#s=!1;#i=!1;constructor(t,e,n){this.#r=n,this.#t=new En(t,s=>this.#l(s),{holdWhatMayGoOn:!0,
hide:e,quietMs:500})}push(t,e){this.#i||this.#s||t===""||this.#t.push(t,e)}end(){return this.#i=!0,this.#t.stop(),this.#n}#l(t){
this.#i||this.#s||(this.#o(t),!(this.#e<=Ga)&&(this.#s=!0,this.#o(this.#n.endsWith(`
`)?Ba:`
${Ba}`)))}#o(t){this.#r(t),this.#n+=t,this.#e+=Buffer.byteLength(t)}};var kd="-event.json",vd={output:et.output,env:et.env,path:et.path,state:et.state,step_summary:et.stepSummary},Nn=class{#t;expressions;#r;#n;#e;#s=new Map;#i=Promise.
resolve();#l=[];#o=new Map;#u=new Map;#c=new Map;host;constructor(t){this.#t=t,this.expressions=t.expressions,this.host=
{hashFiles:e=>Da(t.workspace,e,{leaveOut:[t.storeDir]})},this.#e=t.now??(()=>new Date),this.#n=t.tempPlace??ze(t.tempDir),
this.#r=new so({root:t.workspace,tempDir:t.tempDir,privateTempDir:!0,tempPlace:this.#n,now:this.#e})}now(){return this.#e()}emit(t){
if(this.#t.emit(t),t.type==="step-finished"&&(t.outcome==="failure"||t.outcome==="cancelled")){this.#U.has(`${t.leg}\0${t.
step}`)||this.#F(t.leg,t.step,`\u2500\u2500 step ${t.step+1}: ${t.name}
`);let e=t.message??t.outcome;this.#R(t.leg,`${t.outcome==="cancelled"?"Cancelled":"Error"}: ${e}
`)}t.type==="job-finished"&&this.#K(t.leg)}summary(t,e,n){let s=Rt(this.#t.runDir,at.summary),o=X(`${Dr(t,e)}${n.trimEnd()}\


`,this.#t.secrets).text,i=Buffer.byteLength(o),a=this.#l?.at(-1);this.#l?.push({job:t,leg:e,offset:a?a.offset+a.bytes:0,
bytes:i}),this.#i=this.#i.then(()=>fd(s,o)).catch(l=>{this.#V({name:at.summary,what:"the step summaries",kind:"the step \
summaries",error:l}),this.#l=null})}summaryParts(){return this.#l}async settle(){let t=[];try{await this.#t.recordWrites?.
flush()}catch(s){t.push(yt(s))}let e=await this.drain();e!==null&&t.push(e);let n=this.#t.eventsFailure?.()??null;return n!==
null&&t.push(n),t.length===0?null:t.join(`
`)}async createStepFiles(){let t=Rt(this.#t.tempDir,"step-"),e=await hd(t).catch(o=>{throw Jt(this.#n,`${t}XXXXXX`,"a st\
ep's directory of file commands",o,{made:!0})}),n={output:Rt(e,"output"),env:Rt(e,"env"),path:Rt(e,"path"),state:Rt(e,"s\
tate"),step_summary:Rt(e,"summary")},s=Object.keys(n);return await Promise.all(s.map(o=>Ka(n[o],"",{flag:"wx",mode:384}))).
catch(o=>{let i=s.find(a=>n[a]===o.path)??"output";throw Jt(this.#n,n[i],`the step's ${vd[i]} file`,o)}),n}async runScript(t){
await this.#t.recordWrites?.settled(),this.#f(t.defaults.GITHUB_EVENT_PATH);let e=t.files??await this.createStepFiles();
try{let n={...this.#$(t),[et.output]:e.output,[et.env]:e.env,[et.path]:e.path,[et.state]:e.state,[et.stepSummary]:e.step_summary},
s=0,o=A=>{this.#N(A.slice(s)),s=A.length},i=new gn({allowUnsecureCommands:n.ACTIONS_ALLOW_UNSECURE_COMMANDS?.toLowerCase()===
"true",allowUnsecureStopCommandTokens:["true","1","$true"].includes(n.ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TOKENS?.toLowerCase()??
""),redact:(A,v)=>(o(v),X(A,this.#t.secrets).text)}),a=this.#I(t),l=`\u2500\u2500 step ${t.step+1}: ${t.name}
`,u=this.#F(t.leg,t.step,l),d=new Tn(this.#t.secrets,A=>gr(A,i.masks),A=>this.#_(t.leg,A)),c,p;try{c=await this.#D(t).run(
{script:t.script,shell:t.shell??No,cwd:this.#L(t.workingDirectory),env:n,signal:t.signal,stop:"interrupt",kill:t.kill,onOutput:(A,v)=>{
i.push(A,v),o(i.masks),a?.push(A,v),d.push(A,v)}})}finally{a?.end(),p=d.end()}let{masks:f,annotations:h,commands:g}=i.end();
o(f);let m=this.#C(gr(c.output,f));this.#h(t.leg,u+p,this.#C(l)+m);let[[y,w,k],{text:x,...N}]=await Promise.all([Promise.
all([e.output,e.env,e.path].map(A=>gd(A,"utf8"))),xd(e.step_summary)]);return{exitCode:c.exitCode,signal:c.signal,files:{
output:y??"",env:w??"",path:k??"",summary:x},...N,masks:f,annotations:h,commands:g,output:m}}finally{await za(yd(e.output),
{recursive:!0,force:!0})}}#d;eventPath(t){return`${t}${kd}`}#f(t){if(!(t===void 0||t===""))try{this.#g(t)}catch(e){throw Jt(
this.#n,t,"the event payload (GITHUB_EVENT_PATH)",e)}}#p(){return this.#d??=Buffer.from(JSON.stringify(this.#t.github.event,
null,2)),this.#d}#g(t){let e=this.#p(),n;try{n=(0,Z.openSync)(t,Z.constants.O_RDONLY|Z.constants.O_NOFOLLOW|Z.constants.
O_NONBLOCK);let o=(0,Z.fstatSync)(n);if(o.isFile()&&o.size===e.length&&(0,Z.readFileSync)(n).equals(e))return}catch(o){if(o.
code==="ENOENT"){(0,Z.writeFileSync)(t,e,{flag:"wx",mode:384});return}}finally{n!==void 0&&(0,Z.closeSync)(n)}let s=`${t}\
.${(0,Xa.randomUUID)()}`;(0,Z.writeFileSync)(s,e,{flag:"wx",mode:384});try{(0,Z.renameSync)(s,t)}catch{(0,Z.rmSync)(t,{recursive:!0,
force:!0}),(0,Z.renameSync)(s,t)}}#k=0;#m;legTemp={open:async t=>{let e=this.#m;this.#m=void 0;let n=(e&&await e)??this.#y();
return this.#m??=this.#T(),n},close:async t=>{Rd(t,this.#w.get(t)??[]),this.#w.delete(t);let e=this.#b(t);this.#P.add(e),
e.finally(()=>this.#P.delete(e))}};#E(){return this.#k+=1,Rt(this.#t.tempDir,`runner-temp-${this.#k}`)}#y(){let t=this.#E();
try{(0,Z.mkdirSync)(t,{mode:448})}catch(e){throw Jt(this.#n,t,"the job's temp dir (RUNNER_TEMP)",e,{made:!0})}return t}async#T(){
let t=this.#E();try{await pd(t,{mode:448})}catch{return null}try{return await Ka(this.eventPath(t),this.#p(),{flag:"wx",
mode:384}),t}catch{return await this.#b(t),null}}#P=new Set;async#b(t){try{await za(this.eventPath(t),{recursive:!0,force:!0}),
await md(t)}catch{await Ze(t)}}#w=new Map;#S=new Set;#v=null;pauseCommands(){if(this.#v!==null)return;let t=new Map;for(let[
n,s]of this.#w)for(let o of s)this.#S.has(o)||t.set(o,n);let e=[...this.#S,...Pd(t)];for(let n of e)Va(n,"SIGSTOP");this.#v=
e}resumeCommands(){let t=this.#v??[];this.#v=null;for(let e of t)Va(e,"SIGCONT")}#I(t){let e=this.#t.onOutput;if(e===void 0)
return;let n=new $n(()=>this.#t.secrets,o=>{let i=wn(o,qi);(i===null||i.form==="legacy"&&!mn.has(i.command))&&e({job:t.job,
leg:t.leg,line:o})}),s=new oe(500,()=>n.flush());return{push:(o,i)=>{n.push(o,i),s.arm()},end:()=>{s.stop(),n.end()}}}#D(t){
let e=t.defaults.RUNNER_TEMP;return{run:async n=>{let s;try{return await this.#t.runner.run({...n,onStart:o=>{if(s=o,this.#S.
add(o),e!==void 0){for(let[a,l]of this.#w)a!==e&&l.includes(o)&&this.#w.set(a,l.filter(u=>u!==o));let i=this.#w.get(e)??
[];i.push(o),this.#w.set(e,i)}n.onStart?.(o)}})}finally{s!==void 0&&this.#S.delete(s)}}}}async loadAction(t){let e=this.#t.
parseAction;if(!e)throw new S("action-invalid",`${t}: local actions cannot be read here`);return io(this.#t.workspace,t,
e)}async runAction(t){switch(this.#f(t.defaults.GITHUB_EVENT_PATH),t.action){case"stage":return this.#M(t);case"prepare":
return this.#H(t);case"capture":return this.#B(t);case"report":return this.#q(t)}}#W(t,e){let n=this.#t.workflow,o=n.jobs.
find(i=>i.id===t.job)?.steps[t.step]?.with[tt.prompt];return{mode:e,job:t.job,stageJob:t.stageJob,matrix:t.matrix,upstream:t.
upstream,...t.needsFacts===void 0?{}:{needsFacts:t.needsFacts},workflowJobs:t.jobIds,...t.workflowUnread===void 0?{}:{workflowUnread:t.
workflowUnread},github:this.#t.github,...this.#t.madeEvent===void 0?{}:{madeEvent:this.#t.madeEvent},...this.#t.madeEventRun===
void 0?{}:{madeEventRun:this.#t.madeEventRun},run:this.#t.run,parentRun:this.#t.parentRun??null,secrets:[...t.secrets,...He(
this.#$(t))],promptSource:`${o?rt(n.fileName,o.position):n.fileName} jobs.${t.job} prompt`,readFile:i=>oo(this.#t.workspace,
i,st.templateBytes),parseVars:Uo,parseDataSchema:Cs}}#$(t){let e={CI:"true",...this.#t.baseEnv,...t.env,...t.defaults};return e.
PATH=$d(t.path,e.PATH),e}async#M(t){let e;try{e=Ye(t.inputs,this.#W(t,"stage"))}catch(o){if(!(o instanceof S))throw o;return{
ok:!1,outputs:{...pi()},env:{},summary:"",recorded:[],message:yt(o)}}this.#G(t),this.#F(t.leg,t.step,`\u2500\u2500 step ${t.
step+1}: stage ${e.stage}
`);let n=this.#I(t),s;try{s=await Ti(e,{openRun:this.#t.openRun,store:this.#t.store,workspace:this.#r,runner:this.#D(t),
env:this.#$(t),signal:t.signal,reporter:this.#z(t),...n?{onOutput:(o,i)=>n.push(o,i)}:{}})}finally{n?.end()}return this.#R(
t.leg,`[baton] stage ${e.stage}: ${s.attempts.length} attempt(s), ${s.outcome.reason}; the agent's output is in ${cs.log}\
 of each attempt
`),{ok:s.ok,outputs:{...s.outputs},env:{},summary:Ir(s.final,e.redact,this.#t.secrets),recorded:s.attempts.map(Fr),message:s.
outcome.message}}async#H(t){let e=Ye(t.inputs,this.#W(t,"prepare"));this.#G(t);let n=await un(e,{openRun:this.#t.openRun,
store:this.#t.store,workspace:this.#r});if(n.kind==="refused")return{ok:!1,outputs:lr("prepare",n.result.outputs),env:{},
summary:Ir(n.result.final,e.redact,this.#t.secrets),recorded:n.result.attempts.map(Fr),message:n.result.outcome.message};
let{prepared:s}=n;for(let o of s.warnings)this.#O(t,"warning",o.message);return this.#s.set(`${t.leg}\0${e.stage}`,{prepared:s,
redact:or(t.inputs[tt.redact]??"")}),{ok:!0,outputs:{"prompt-path":s.promptPath,"handoff-path":s.handoffPath},env:{BATON_PROMPT_PATH:s.
promptPath,BATON_HANDOFF_PATH:s.handoffPath,BATON_STAGE:e.stage},summary:"",recorded:[],message:null}}async#B(t){let e=Ye(
t.inputs,this.#W(t,"capture")),n=`${t.leg}\0${e.stage}`,s=this.#s.get(n);if(!s)throw new S("capture-without-prepare",`st\
age ${e.stage}: no prepare step ran before this capture in job ${t.job}`);this.#s.delete(n);let{prepared:o}=s,i=new Set(
or(t.inputs[tt.redact]??"")),a=Io(s.redact.length,s.redact.filter(p=>i.has(p)).length);if(a)throw a;let l=Wo(t.inputs),u=Do(
e,o,l),d=l===null?void 0:Ua(l,this.#t.workspace),c=await ln(u,o,null,{store:this.#t.store,workspace:this.#r},{cancelled:t.
signal.aborted,...d===void 0?{}:{agentOutput:d}});return{ok:on(c.outcome.reason),outputs:lr("capture",c.outputs),env:{},
summary:Ir(c,e.redact,this.#t.secrets),recorded:[Fr(c)],message:c.outcome.message}}async#q(t){let e={name:this.#t.github.
event_name,payload:this.#t.github.event},n;try{n=nr(t.inputs,e)}catch(a){if(!(a instanceof S))throw a;if(a.code!=="issue\
-number-missing")return{ok:!1,outputs:{},env:{},summary:"",recorded:[],message:yt(a)};this.#O(t,"warning",`on GitHub thi\
s step fails: ${a.message}`),n={...nr({...t.inputs,[tt.mode]:"summary"},e),mode:Eo(t.inputs)}}let s=await Wr(this.#t.store),
o=a=>Ao(s,{fit:a,workflow:this.#t.workflow.name??this.#t.workflow.fileName,runId:this.#t.run.id,key:n.key,includeDetail:n.
includeDetail,recordsLocation:`\`${bd(this.#t.workspace,this.#t.runDir)||this.#t.runDir}\``,runUrl:null,secrets:t.secrets,
cancelled:this.#t.runCancelled?.()??!1,...n.run===null?{}:{run:n.run,skippedJobs:{runAttempt:this.#t.run.attempt,jobs:n.
run.skippedJobs}}});await Ge(Rt(this.#t.runDir,at.report),o("comment")),this.#O(t,"info",`report written to ${Rt(this.#t.
runDir,at.report)}; no comment is posted from a local run`);let i=n.mode==="comment"?"":o("job-summary");return{ok:!0,outputs:{},
env:{},summary:i,recorded:[],message:null}}#G(t){let e=t.inputs[tt.parentRun]?.trim();e&&this.#O(t,"warning",`${tt.parentRun}\
 ${JSON.stringify(e)} is not read by baton run: the parent run here is the one given with --parent <run-id|latest>${this.#t.
parentRun?` (${this.#t.parentRun})`:" (none)"}`)}#O(t,e,n){this.#t.emit({type:"notice",at:this.#e().toISOString(),level:e,
job:t.job,leg:t.leg,message:n})}#z(t){return{info:e=>this.#R(t.leg,`[baton] ${e}
`),warning:e=>this.#O(t,"warning",e),error:e=>this.#O(t,"error",e),group:(e,n)=>n()}}#L(t){return t?Sd(this.#t.workspace,
t):this.#t.workspace}#U=new Set;#F(t,e,n){return this.#U.add(`${t}\0${e}`),this.#R(t,n)}addSecrets(t){this.#N(t)}#N(t){for(let e of t)
this.#t.secrets.includes(e)||this.#t.secrets.push(e)}#R(t,e){let n=this.#C(e);return this.#_(t,n),n}#C(t){return X(t.endsWith(
`
`)||t===""?t:`${t}
`,this.#t.secrets).text}#h(t,e,n){if(n.startsWith(e)){n.length>e.length&&this.#_(t,n.slice(e.length));return}let s=Buffer.
byteLength(e);this.#J(t,async o=>{let{size:i}=await o.stat();if(i<s)throw new Error(`it holds ${i} bytes, fewer than the\
 ${s} written of the step`);await o.truncate(i-s),await o.writeFile(n)})}#_(t,e){this.#J(t,n=>n.writeFile(e))}#J(t,e){let n=this.#o.
get(t);if(n===void 0){let s=Rt(this.#t.runDir,le(t)),o=(this.#u.get(t)??Promise.resolve()).then(()=>Ya(s,"a",438));n=o.catch(
()=>{}),this.#o.set(t,n),this.#u.set(t,o.then(()=>{}))}this.#A(t,n,e)}#K(t){let e=this.#o.get(t);e!==void 0&&(this.#o.delete(
t),this.#A(t,e,async n=>{let{nlink:s}=await n.stat();if(await n.close(),s===0)throw Object.assign(new Error("ENOENT: the\
 file was removed while the run wrote it"),{code:"ENOENT"})}))}#A(t,e,n){let s=(this.#u.get(t)??Promise.resolve()).then(
async()=>{let o=await e;o!==void 0&&await n(o)}).catch(o=>{this.#V({name:le(t),what:`the job log of ${t}`,kind:"the job \
logs",error:o})});this.#u.set(t,s)}#V(t){this.#c.has(t.name)||this.#c.set(t.name,t)}async drain(){let t=await this.#m;this.#m=
void 0,t&&await this.#b(t),await Promise.all(this.#P),await this.#i;for(let e of[...this.#o.keys()])this.#K(e);return await Promise.
all(this.#u.values()),this.#c.size===0?null:wo(this.#t.runDir,[...this.#c.values()]).join(`
`)}};function Dr(r,t){return`## ${t===r?r:`${r} (${t})`}

`}function Fr(r){let{stage:t,attempt:e,status:n,outcome:s}=r.record;return{stage:t,attempt:e,status:lo(n,s.reason),warnings:hi(
r.record)}}function $d(r,t){return[...r,...t?[t]:[]].join(wd)}function Ir(r,t,e){let{record:n,handoff:s}=r,o=[...t,...e];
return wa(ma({record:n,handoff:s,secrets:o}),o)}async function xd(r){let t=await Ya(r,"r");try{let{size:e}=await t.stat();
return e>st.stepSummaryFileBytes?{text:"",summaryBytes:e}:{text:await t.readFile("utf8")}}finally{await t.close()}}async function Wr(r){
let t=await r.list();return(await Promise.all(t.map(n=>r.getAttempt(n.stage,n.attempt,n.runAttempt)))).filter(n=>n!==void 0)}
function Rd(r,t){let e=t.filter(o=>{try{return process.kill(-o,0),!0}catch{return!1}});if(e.length===0)return;let n=ge();
if(n===null){for(let o of e)qa(-o);return}let s=`RUNNER_TEMP=${r}`;for(let o of n)dr(o,s)&&qa(o)}function Pd(r){if(r.size===
0)return[];let t=new Set;for(let e of ge()??[]){let n=cn(e),s=n===null?void 0:r.get(n.group);n===null||s===void 0||n.state===
"Z"||t.has(n.group)||dr(e,`RUNNER_TEMP=${s}`)&&t.add(n.group)}return[...t]}function Va(r,t){try{process.kill(-r,t)}catch{}}
function qa(r){try{process.kill(r,"SIGKILL")}catch{}}import{lstat as Od}from"node:fs/promises";import{join as Ad}from"node:path";async function Qa(r,t,e,n){let s;try{s=await r.resolve(t)}catch(p){throw p instanceof S?new S(p.code,p.message,{where:e.
parent,details:p.details}):p}let o=`give ${e.parent} another run`,i=(p,f,h="parent-invalid")=>new S(h,`run ${s} ${p}`,{where:e.
parent,details:f}),a=r.runDir(s),l=Ad(a,Qt);if(await Od(l).then(()=>!1,p=>jt(p,"ENOENT")))throw i(`cannot be continued: \
it has no ${Qt}, so it holds no run (a run that could not start leaves such a directory)`,[`remove it (rmdir ${ho(a)}) i\
f it is empty, then start this run again; or ${o}`]);let u=await r.readSummary(s).catch(p=>{throw p instanceof S?i(`cann\
ot be continued: its ${Qt} cannot be read`,[...In(p),o]):p});if(tn(u)==="running"&&n.GITHUB_RUN_ID!==s){let p=en(u),f=p===
null?`run ${s} is still running`:nn(s,p);throw new S("parent-running",`${f}: its last records may not be stored yet, and\
 this run's hops count on from them`,{where:e.parent,details:[`wait for it to end${p===null?"":" there"}, then start thi\
s run again; a run started by one of its steps (GITHUB_RUN_ID names it) continues it while it runs`,...p===null?[]:[rn(p,
a,`give ${e.parent} another run, or remove it`)]]})}let{unreadable:d,notStored:c}=await Si(await r.open(s),u);if(c!==null){
let p=c.records.length;throw i(`cannot be continued: ${p===1?"a record":`${p} records`} of its jobs ${p===1?"was":"were"}\
 never stored, and this run's hops count on from them`,[...c.records.map(f=>f.reason),...d.map(f=>f.reason.split(`
`)[0]),c.fix,`then give ${e.parent} that run, or ${o}`])}if(d.length>0){let p=d.filter(m=>!ur(m.code)),f=[...new Set(p.flatMap(
m=>In(m.reason).slice(1)))],h=u.jobs.flatMap(m=>m.stages),g=[...new Set(d.filter(m=>ur(m.code)).map(m=>m.stage))].sort((m,y)=>Za(
h,m)-Za(h,y));if(g.length>0){let[m]=g,y=g.length===1;f.push(`put the ${y?"record of stage":"records of stages"} ${g.join(
", ")} back from a copy, or record ${y?"it":"them"} again in a new run and give ${e.parent} that run instead: ${e.replay(
s,m)}`)}throw i(`cannot be continued: ${d.length} of its records cannot be read, and this run's hops count on from them`,
[...d.map(m=>m.reason.split(`
`)[0]),...f,`then start this run again, or ${o}`])}return s}function Za(r,t){let e=r.indexOf(t);return e===-1?r.length:e}import{readFile as Ed}from"node:fs/promises";import{resolve as Td}from"node:path";async function tl(r,t,e,n,s,o){let i=`run ${e.run_id} of ${e.repository}`,a=e.workflow_run;if(a===void 0)throw new S("re\
play-refused",`run ${r} was pulled from GitHub (${e.url}) by an earlier baton, which did not read how GitHub ran it (its\
 workflow file, event and jobs), so it cannot be replayed`,{details:[`pull it again to replay it: rm -r ${t} && baton pu\
ll ${e.url}`]});let l=a.path,u=Td(n,l),d=await Ed(u,"utf8").catch(f=>{let h=f?.code==="ENOENT";throw new S("replay-refus\
ed",`${h?"there is no such file here":"cannot be read here"}: ${i} ran this workflow file on GitHub, and a replay of run\
 ${r} runs it from this checkout`,{where:l,cause:f,details:[`replay in the root of a checkout of ${e.repository} (where ${l}\
 is), or put the file back there: git show ${Ur(a.head_sha)}:${l} > ${l}`]})}),c=[],p=await ni(n,a.head_sha,l,st.workflowFileBytes*
2);return p===null?c.push({level:"info",message:`${l} may not be the file ${i} ran: its commit ${Ur(a.head_sha)} is not \
in this clone (git fetch to have it); this replay runs the file as it is here`}):p!==d&&c.push({level:"warning",message:`${l}\
 is not the file ${i} ran on GitHub (as at commit ${Ur(a.head_sha)}): this replay runs it as it is here`}),s||c.push({level:"\
info",message:`GitHub does not give ${i}'s event payload (${a.event}): this replay's github.event is baton's default pay\
load for ${a.event}, so a template or step reading github.event.* sees that default; pass the run's payload with ${o.withEvent}\
 <file.json>`}),{invocation:{workflow_path:l,job:null,inputs:{},event_name:a.event,event:{},vars:{},secrets:[],parent:null},
replay:{pulled:{...e,workflow_run:a},notices:c}}}async function el(r,t,e){let n=[];for(let s of await r.list()){let o=await r.
getAttempt(s.stage,s.attempt,s.runAttempt);o&&n.push(o)}return Ri(t,n,e.pulled.workflow_run.jobs,Ut)}function Ur(r){return r.
slice(0,12)}var Cd=r=>ks(Bn([ot(),ms(),It()],{error:t=>`${Ct(t.input)} is not ${r}: give a string, a finite number or true/false`}).
check(te(t=>typeof t!="number"||Number.isFinite(t),{error:t=>`${Ct(t.input)} is not ${r}: give a string, a finite number\
 or true/false`}),te(t=>typeof t!="number"||!Number.isInteger(t)||Number.isSafeInteger(t),{error:t=>`${Ct(t.input)} is p\
ast the integers a JavaScript number holds exactly: give it as a string`})),Ss(t=>String(t))),nl=(r,t,e)=>ue(ot(),Cd(e),
{error:n=>`takes an object of ${t} and their values (${r}), not ${vt(n.input)}`}),ie=()=>ot({error:r=>`takes a string, n\
ot ${vt(r.input)}`}),Jr=()=>ce(r=>typeof r=="function",{error:r=>`takes a function, not ${vt(r.input)}`}),rl=()=>ce(r=>r instanceof
AbortSignal,{error:r=>`takes an AbortSignal, not ${vt(r.input)}`}),sl=r=>It({error:t=>`takes a number of milliseconds, n\
ot ${vt(t.input)}`}).check(te(t=>Number.isFinite(t)&&(r==="from 0"?t>=0:t>0),{error:t=>`${Ct(t.input)} is not a number o\
f milliseconds ${r}`}));function ol(r){return Object.entries(r).find(([,t])=>t!==void 0&&typeof t!="string")}var _d=_t(ot(
{error:r=>`${Ct(r.input)} is not the name of an environment variable`}),{error:r=>{let t=JSON.stringify(typeof r.input==
"string"?[r.input]:r.input!==null&&typeof r.input=="object"?Object.keys(r.input).slice(0,2):["MY_TOKEN"]),e=r.input!==null&&
typeof r.input=="object"&&!Array.isArray(r.input);return`takes a list of the names of environment variables that hold th\
e secrets (secrets: ${t}), not ${vt(r.input)}${e?": set each in env and name it here":""}`}}),al=ys({cwd:G(ie()),job:G(ie()),
inputs:G(nl('{ issue: "42" }',"the inputs","an input value")),event:G(Bn([ot(),ue(ot(),ws())],{error:r=>`takes the path \
of a JSON file or the payload as an object, not ${vt(r.input)}`})),eventName:G(ie()),vars:G(nl('{ NAME: "value" }',"the \
variables","a variable value")),secrets:G(_d),env:G(ce(r=>r!==null&&typeof r=="object"&&!Array.isArray(r),{error:r=>`tak\
es an object of variables and their values, not ${vt(r.input)}`}).check(te(r=>ol(r)===void 0,{error:r=>{let[t,e]=ol(r.input);
return`${t}: ${Ct(e)} is not an environment variable's value: give a string`}}))),concurrency:G(It({error:r=>`${Ct(r.input)}\
 is not a whole number from 1`}).check(te(r=>Number.isSafeInteger(r)&&r>=1,{error:r=>`${Ct(r.input)} is not a whole numb\
er from 1`}))),onEvent:G(Jr()),onOutput:G(Jr()),signal:G(rl()),cancel:G(rl()),pausable:G(Jr()),killGraceMs:G(sl("from 0")),
minuteMs:G(sl("above 0")),storeDir:G(ie()),facts:G(ce(r=>r!==null&&typeof r=="object"&&!Array.isArray(r),{error:r=>`take\
s an object of facts about the checkout, not ${vt(r.input)}`})),repositoryRoot:G(ie()),parent:G(ie())},{error:r=>`takes \
an object of options, not ${vt(r.input)}`}),il=["job","inputs","eventName","vars"],jd=bs(al,{job:!0,inputs:!0,eventName:!0,
vars:!0});function Hr(r,t="runWorkflow"){let e=t==="runWorkflow"?al:jd,n=e.safeParse(r??{});if(n.success)return n.data;let s=Object.
keys(e.shape),o=n.error.issues.flatMap(l=>l.code==="unrecognized_keys"?l.keys.map(u=>({where:[...l.path,u],message:il.includes(
u)?`${t} has no such option: a replay is started as the run it replays was (its ${il.join(", ")})`:`${t} has no such opt\
ion${Me(u,s)}`})):[{where:l.path,message:l.message}]),[i,...a]=o.map(l=>({where:Md(l.where),message:l.message}));throw new S(
"usage",i.message,{where:i.where===""?t:i.where,details:a.map(l=>l.where===""?l.message:`${l.where}: ${l.message}`)})}function Md(r){
return r.map((t,e)=>typeof t=="number"?`[${t}]`:typeof t=="string"&&/^[A-Za-z_$][\w$-]*$/.test(t)?`${e===0?"":"."}${t}`:
`[${JSON.stringify(String(t))}]`).join("")}var ul=/^[A-Za-z_][A-Za-z0-9_]*$/,zd=_t(je({id:ot(),result:Yn,outputs:ue(ot(),ot()),stages:_t(ot()),legs:_t(ot()),withheld_outputs:G(
_t(ot())),leg_results:G(_t(je({leg:ot(),result:Yn,reason:G(ot())}))),skip_reason:G(ot()),summary_parts:G(_t(je({leg:ot(),
offset:It().check(Hn(),gs()),bytes:It().check(Hn(),hs())})))}));async function fw(r,t={}){return Kd(r,t,Vn)}async function Kd(r,t,e,n="\
clean-up"){df(r);let s=Hr(t),o=Kr(s.cwd),i=Gt(o,s.storeDir??Ce),a=await cl(i,n);return Gr(r,{...s,cwd:o,storeDir:i},{words:e,
replay:null,leftovers:a})}async function cl(r,t){return t==="clean-up"?li(new Qe(r)):[]}async function Gr(r,t,{words:e,replay:n,
leftovers:s}){let o=Kr(t.cwd);n===null&&Qd(t.vars??{},e);let i=t.env??process.env,a=nf(i,[...Wn,...t.secrets??[]]),l=Gt(
o,r),u=Gd(o,l)||r,d=await Pe(l,"utf8").catch(j=>{throw n?Zd(r,n.run,j,e):vo(o,r,j)}),c=t.facts??{},p=vi(o,i,c),f=ao(o),h=(j,pt,wt)=>Gs(
j,pt,wt,{ownAction:f}),g=await Bs(d,u,{ownAction:f}),m=await $i(Gt(o,t.repositoryRoot??"."),g,f),y=(0,Br.createHash)("sh\
a256").update(d).digest("hex"),w={};for(let[j,pt]of m)"unreadable"in pt||(w[j]=(0,Br.createHash)("sha256").update(pt.source).
digest("hex"));let k=null;if(typeof t.event=="string"){let j=t.event,pt=await Pe(Gt(o,j),"utf8").catch(wt=>{throw de(j,wt,
"event file")});k=Us(pt,j)}else t.event&&(Js(t.event,"event"),k=t.event);let x=tf(t.secrets??[],i,n&&{run:n.run,secrets:n.
invocation.secrets},e),N=[...Object.values(x),...Wn.map(j=>i[j]).filter(j=>j!==void 0&&j!==""),...He(i)],A=xi({cwd:o,known:c,
checkout:await p,payload:k,ownAction:f,calledWorkflows:m}),v=A.facts,R=rf(N,()=>Ko(g,Ut,{job:t.job,inputs:t.inputs,event:k,
eventName:t.eventName,vars:t.vars,secretValues:N,secretNames:Object.keys(x),words:e,...A})),P=ti(g,Ut,{called:m,expanded:R.
expanded}),W=pa(g,R.eventName,R.event,t.event===void 0,v.commit&&{sha:v.sha,message:v.commit.message}),Y=new Set(Object.
keys(x).map(j=>j.toUpperCase())),$=da(g,Ut,Y,new Set(Object.entries(t.vars??{}).filter(([,j])=>j!=="").map(([j])=>j.toUpperCase()))),
F=Gt(o,t.storeDir??Ce),q=new Qe(F),O=n?await of(q,F,g,R,n,{workflow:y,called:w},e):null,M=n?.invocation.event_made===!0,
J=t.event===void 0||M,D=t.parent===void 0?null:await Qa(q,t.parent,e,i),z=Vd(),H={where:`the run's temp dir, in ${z.place}`,
makeRoom:z.makeRoom,fewerJobs:e.fewerJobs},nt=new Date,b,C=(j,pt,wt,Ae=null,Vt=void 0)=>ne({workflow:g.name??u,workflow_path:u,
status:j,started_at:nt.toISOString(),finished_at:wt?wt.toISOString():null,duration_ms:wt?Math.max(0,wt.getTime()-nt.getTime()):
null,replay_of:O?O.run:null,...Ae===null?{}:{reason:Ae},...j==="running"?{process:{...sf(),...b===void 0?{}:{temp:b}}}:{},
jobs:pt,...Vt===void 0?{}:{unstored:Vt}},N),U=await q.createRun(C("running",[],null)),T=U.runDir,E=Bd(T),L,_=new So(T,{writeBehind:!0,
onUnstored:j=>L?.(j)}),K=new be(_),At,lt,V,ft;try{let j=new Map,pt={workflow_path:u,workflow_sha256:y,called_sha256:w,job:t.
job??null,inputs:t.inputs??{},event_name:R.eventName,event:R.event,...J?{event_made:!0}:{},vars:t.vars??{},secrets:t.secrets??
[],parent:D},wt=ne(pt,N),Ae=zr(pt).some(I=>Ie(I,N))||JSON.stringify([wt.inputs,wt.vars])!==JSON.stringify([pt.inputs,pt.
vars]);await ll(it(T,at.invocation),"how the run was started",`${JSON.stringify(Ae?{...wt,redacted:!0}:wt,null,2)}
`),O&&(await ff(O.store,U,O.stages),await pf(it(F,O.run),T,O.jobs.values())),b=await Id(it(z.dir,`baton-run-${E}-`)).catch(
I=>{throw new S("tempdir-invalid",`the run's temp dir could not be made there: ${Te(I,e.fewerJobs)}`,{where:z.where,cause:I,
...jt(I,"ENOSPC","EDQUOT")?{details:[z.makeRoom]}:{}})}),await q.writeSummary({id:E,...C("running",[],null)});let Vt=new AbortController,
es=(I,Q)=>{V===void 0&&(V={error:I},queueMicrotask(()=>Vt.abort(Q)))},ns=(I,Q)=>ut=>{if(!(V!==void 0||Q===void 0))try{let Et=Q(
ut);mf(Et)&&Promise.resolve(Et).catch(B=>es(B,`stopped because the promise the ${I} callback returned was rejected`))}catch(Et){
es(Et,`stopped because the ${I} callback threw`)}},fl=ns("onEvent",t.onEvent),jn=t.signal?AbortSignal.any([t.signal,Vt.signal]):
Vt.signal,Mn=new vn(it(T,at.events));At=Mn;let Ln=I=>{let Q=ne(I,N);if(Mn.write(Q),fl(Q),I.type==="run-started"){let ut=Object.
keys(x).filter(B=>x[B].length<kt.minSecretLength),Et=[...s.map(B=>({level:B.running.length>0||!B.removed||!B.looked?"war\
ning":"info",message:ui(B)})),...ei(P).map(B=>({level:"warning",message:B})),...R.notices,...W===null?[]:[{level:"warnin\
g",message:`${W} (it runs here as asked)`}],...$.filter(B=>!B.fallsBack).map(({name:B,where:Fn})=>({level:"warning",message:`${Fn}\
: secrets.${B} is read, but ${e.secretNotGiven(B)}: it is empty in this run, as on GitHub for a secret the repository do\
es not have (${e.giveSecret(B)} to set it)`})),...$.filter(B=>B.fallsBack).map(({name:B,where:Fn})=>({level:"info",message:`${Fn}\
: secrets.${B} is read, but ${e.secretNotGiven(B)}: each read of it falls back with || to another value, which this run \
takes (${e.giveSecret(B)} to set it)`})),...ut.map(B=>({level:"warning",message:`secret ${B} is shorter than ${kt.minSecretLength}\
 characters, so it is not redacted: it will appear wherever a step or agent prints it (a value that short would blank ou\
t ordinary words)`}))];for(let B of Et)qt(I.at,B.level,B.message);O?.whole&&qt(I.at,"info",O.whole)}if(I.type==="run-sta\
rted")for(let ut of n?.pulled?.notices??[])qt(I.at,ut.level,ut.message);if(I.type==="run-started"&&O!==null&&O.changed.length>
0){let ut=O.changed.map(Et=>Et===""?u:Et);qt(I.at,"warning",`${ut.join(" and ")} changed since run ${O.run}: this replay\
 runs ${ut.length===1?"the file":"the files"} as ${ut.length===1?"it is":"they are"} now`)}I.type==="run-started"&&O?.redactedStart&&
qt(I.at,"warning",O.redactedStart),I.type==="run-started"&&O!==null&&O.summaries===null&&O.jobs.size>0&&qt(I.at,"info",`\
the step summaries of the jobs reused from run ${O.run} cannot be told apart in its ${at.summary} (it was stored by an e\
arlier baton, could not write them all, or was edited since): this replay's ${at.summary} holds only those of the jobs i\
t runs`)};L=I=>{let Q=_.unstored()[0];Ln({type:"notice",at:new Date().toISOString(),level:"error",job:I.job,leg:null,message:`${re(
I)} was not stored after all: ${I.cause===void 0?`no record of this run after that of ${re(Q)} (job ${Q.job}) is stored`:
`its record could not be written: ${Xn(I.cause)}; no record of this run after it is stored`}`})};let qt=(I,Q,ut)=>Ln({type:"\
notice",at:I,level:Q,job:null,leg:null,message:ut}),Xt=Ws({eventName:R.eventName,payload:R.event,facts:v,runId:E,workflow:g,
workflowPath:u});if(lt=new Nn({workflow:R.workflow,expressions:Ut,parseAction:h,workspace:o,runDir:T,storeDir:F,tempDir:b,
tempPlace:H,store:K,recordWrites:_,runCancelled:()=>jn.aborted||t.cancel?.aborted===!0,runner:new dn({tempDir:b,reuseScripts:!0,
secrets:N,...t.killGraceMs===void 0?{}:{killGraceMs:t.killGraceMs},noPathHint:e.noPath,tempPlace:H,fewerJobs:e.fewerJobs}),
baseEnv:a,run:{id:E,attempt:1,workflow:g.name??u,repository:v.repository,event_name:R.eventName,sha:String(Xt.sha),ref:String(
Xt.ref)},github:{repository:v.repository,ref:String(Xt.ref),sha:String(Xt.sha),run_id:E,actor:String(Xt.actor),event_name:R.
eventName,event:R.event},...J?{madeEvent:R.eventName}:{},...M&&O?{madeEventRun:O.run}:{},secrets:N,parentRun:D,openRun:I=>{
let Q=j.get(I);return Q||(Q=q.open(I).then(ut=>new be(ut)),j.set(I,Q)),Q},emit:Ln,eventsFailure:()=>Mn.failure,...t.onOutput?
{onOutput:ns("onOutput",t.onOutput)}:{}}),t.pausable){let I=lt;for(let Q of[jn,t.cancel])Q?.addEventListener("abort",()=>I.
resumeCommands(),{once:!0});t.pausable({pause:()=>I.pauseCommands(),resume:()=>I.resumeCommands()})}for(let{job:I,leg:Q,
markdown:ut}of O?.summaries??[])lt.summary(I,Q,ut);ft=await ua(R,lt,{runId:E,concurrency:t.concurrency??Ud(),fewerJobs:e.
fewerJobs,signal:jn,cancel:t.cancel,secrets:x,github:Xt,runner:{os:process.platform==="darwin"?"macOS":process.platform===
"win32"?"Windows":"Linux",arch:process.arch==="arm64"?"ARM64":process.arch==="x64"?"X64":process.arch.toUpperCase(),temp:b,
toolCache:it(b,"tool-cache"),workspace:o,workspaceParent:Cn(o)},reuse:O?.jobs,minuteMs:t.minuteMs})}catch(j){ft={error:j}}
L=void 0,_.close();let[Oe]=await Promise.all([lt?.drain()??null,_.settled()]);At?.close(),b!==void 0&&await Ze(b);let St="\
error"in ft?null:ft,ae=[],Kt=j=>{j&&!ae.some(pt=>pt.includes(j))&&ae.push(j)};Kt(St?.reason),"error"in ft&&Kt(yt(ft.error));
for(let j of Oe?.split(`
`)??[])Kt(j);Kt(At?.failure);let Vr=_.unstored(),qr=St===null?[]:Xd(St.jobs,Vr),Xr=!1;if(St!==null)try{await ll(it(T,at.
jobs),"the jobs' results",`${JSON.stringify(ef(qr,N,lt?.summaryParts()??null),null,2)}
`),Xr=!0}catch(j){Kt(yt(j))}let Yr=Yd(Vr,{run:E,plan:R,jobs:St===null?"missing":Xr?"stored":"unwritten",workflowPath:u,words:e});
Kt(Yr?.fix);let Zr=St===null||St.status==="success"&&ae.length>0?"failure":St.status,_n=ae.length===0?null:X(ae.join(`
`),N).text,dl=qr.map(j=>({id:j.id,stages:j.stages,result:j.result,...O?.jobs.has(j.id)?{reused:!0}:{}}));try{await q.writeSummary(
{id:E,...C(Zr,dl,new Date,_n,Yr?.stored)})}catch(j){throw qd(T,j,_n)}if(V!==void 0)throw V.error;if("error"in ft)throw ft.
error;let Qr=await Wr(_.writeFailure?_:K),ts=oi(Qr);return{runId:E,runDir:T,status:Zr,reason:_n,records:Qr,chain:ts,finalStage:ii(
ts)}}function Vd(){let r=Hd(),t=!!process.env.TMPDIR,e=t?`TMPDIR ${r}`:`temp dir ${r}`,n=t?`TMPDIR ${Yt(r)}`:`${Yt(r)} (\
TMPDIR is not set)`,s=`make room in ${t?"TMPDIR":Yt(r)}, or set TMPDIR to a directory on another disk`,o;try{o=(0,zt.statSync)(
r)}catch(i){if(!jt(i,"ENOENT","ENOTDIR"))throw de(e,i)}if(o?.isDirectory()!==!0)throw new S("tempdir-invalid",`${o===void 0?
"no such directory":"is not a directory"}; baton run keeps each run's scratch files there`,{where:e,details:[`${o===void 0?
"create it, or ":""}set TMPDIR to a directory`]});return{dir:r,where:e,place:n,makeRoom:s}}async function ll(r,t,e){try{
await Ge(r,e)}catch(n){throw new S("run-write-failed",qn(t,n),{where:r,cause:n})}}function qd(r,t,e){let n=!(0,zt.existsSync)(
r),s=e===null||n?[]:[`the run failed: ${e.replaceAll(`
`,`
  `)}`];return new S("run-write-failed",n?"the run's directory was removed while it ran: nothing more of the run could b\
e stored":`its end could not be stored in ${Qt}: ${yt(t)}; baton runs shows it as interrupted`,{where:r,details:s,cause:t})}
function Xd(r,t){let e=new Set(t.filter(n=>n.attempt===1).map(n=>n.stage));return e.size===0?r:r.map(n=>({...n,stages:n.
stages.filter(s=>!e.has(s))}))}function Yd(r,t){let[e,...n]=r;if(e===void 0)return null;let{run:s,plan:o,jobs:i,workflowPath:a,
words:l}=t,u=i==="stored"?ca(o.jobs,r):null,d=[...new Set(r.map(p=>p.stage))],c=`${d.length===1?"stage":"stages"} ${ko(d)}`;
return{stored:{failed:{job:e.job,stage:e.stage,attempt:e.attempt,cause:Xn(e.cause)},after:n.map(({job:p,stage:f,attempt:h})=>({
job:p,stage:f,attempt:h})),replay_from:u},fix:bo({run:s,what:c,cause:e.cause,replayFrom:u,jobs:i,replay:l.replay,runAgain:`${l.
run(a)} with the same options`})}}function Zd(r,t,e,n){let s=de(r,e);return jt(e,"ENOENT")?new S(s.code,`${s.message}: r\
un ${t} ran this workflow file, and a replay runs it as it is now`,{...s.where===void 0?{}:{where:s.where},details:[`put\
 it back (from git, if it was committed) to replay run ${t}, or start a new run of another workflow with ${n.runCommand}`],
cause:e}):s}function Qd(r,t){let e=new Map;for(let n of Object.keys(r)){if(!ul.test(n)||n.toUpperCase().startsWith("GITH\
UB_"))throw new S("usage",`${JSON.stringify(n)} is not a name GitHub allows for a variable: letters, digits and _, not s\
tarting with a digit or with GITHUB_`,{where:t.vars});let s=e.get(n.toUpperCase());if(s!==void 0)throw new S("usage",`${JSON.
stringify(s)} and ${JSON.stringify(n)} are one variable on GitHub (names are not case-sensitive); give it once`,{where:t.
vars});e.set(n.toUpperCase(),n)}}function tf(r,t,e,n){let s=r.find(l=>!ul.test(l));if(s!==void 0)throw new S("usage",s.startsWith(
"-")&&n.flags?`takes the name of an environment variable after it (--secret NAME), not ${JSON.stringify(s)}`:`${JSON.stringify(
s)} is not the name of an environment variable (letters, digits and _, not starting with a digit)`,{where:n.secrets});let o={},
i=[],a=[];for(let l of r){let u=t[l];u===void 0?i.push(l):u===""?a.push(l):o[l]=u}if(i.length+a.length>0){let l=(c,p)=>c.
length===0?[]:[`${c.length===1?"secret":"secrets"} ${p}: ${c.join(", ")}`],u=e===null?"running":"replaying",d=(c,p="")=>e?.
secrets.includes(c)?`: run ${e.run} was started with ${n.passSecret(c)}`:`, or ${n.dropSecret(c)}${p}`;throw new S("secr\
et-missing",[...l(i,"not set in the environment"),...l(a,"set to the empty string")].join("; "),{details:[...i.map(c=>`${n.
setSecret(c)} before ${u}${d(c)}`),...a.map(c=>`${n.setSecret(c)} with its value before ${u}${d(c,": an empty secret is \
no secret (one not given is '' in the run, as on GitHub)")}`)]})}return o}function ef(r,t,e){return r.map(n=>{let s={},o=[
...n.withheldOutputs??[]];for(let[h,g]of Object.entries(n.outputs))X(g,t).redactions.length>0?o.push(h):s[h]=g;let i=(n.
legResults??[]).map(({leg:h,result:g,reason:m})=>({leg:h,result:g,...m===void 0?{}:{reason:m}})),a=(e??[]).filter(h=>h.job===
n.id).map(({leg:h,offset:g,bytes:m})=>({leg:h,offset:g,bytes:m})),{id:l,stages:u,legs:d,ends:c,skipped:p,summaryParts:f}=ne(
{id:n.id,stages:n.stages,legs:n.legs,ends:i,skipped:n.skipReason,summaryParts:a},t);return{id:l,result:n.result,outputs:s,
stages:u,legs:d,...o.length>0?{withheld_outputs:ne(o,t)}:{},...c.length>0?{leg_results:c}:{},...p===void 0?{}:{skip_reason:p},
...f.length>0?{summary_parts:f}:{}}})}function zr(r){return typeof r=="string"?[r]:Array.isArray(r)?r.flatMap(zr):r!==null&&
typeof r=="object"?Object.values(r).flatMap(zr):[]}function nf(r,t){let e=new Set(t),n={};for(let[s,o]of Object.entries(
r))o!==void 0&&!e.has(s)&&(n[s]=o);return n}function rf(r,t){try{return t()}catch(e){if(!(e instanceof S))throw e;let n=s=>X(
s,r).text;throw new S(e.code,n(e.message),{...e.where===void 0?{}:{where:n(e.where)},details:e.details.map(n),cause:e.cause})}}
function sf(){let r=si(process.pid);return{pid:process.pid,host:Jd(),...r?{start:r}:{}}}async function of(r,t,e,n,s,o,i){
let{run:a,invocation:l}=s,u=await r.readSummary(a),d=await r.open(a),{jobs:c,summaryParts:p}=s.pulled?{jobs:await el(d,n,
s.pulled),summaryParts:null}:await af(it(t,a),u,i.run(l.workflow_path)),f=[];l.workflow_sha256!==void 0&&l.workflow_sha256!==
o.workflow&&f.push("");let h=l.called_sha256;if(h!==void 0)for(let b of[...new Set([...Object.keys(h),...Object.keys(o.called)])].
sort())h[b]!==o.called[b]&&f.push(b);let g=[...new Set(c.flatMap(b=>b.stages))],m=c.map(b=>b.id),y=`stages: ${g.join(", ")||
"(none)"}; jobs: ${m.join(", ")||"(none)"}`;if(s.from.trim()==="")throw new S("usage",`is empty; name the stage or job o\
f run ${a} to run again from: ${y}`,{where:i.from});let w=u.unstored===void 0?[]:[u.unstored.failed,...u.unstored.after],
k=c.find(b=>b.id.includes("/")&&(b.stages.includes(s.from)||b.legs.includes(s.from)))?.id??c.find(b=>b.stages.includes(s.
from)||b.legs.includes(s.from))?.id??w.find(b=>b.stage===s.from)?.job??(await d.get(s.from))?.record.job??n.jobs.find(b=>b.
id===s.from)?.id,x=k?.split("/")[0];if(x===void 0)throw new S("stage-unknown",`run ${a} has no stage or job ${s.from}${Me(
s.from,[...g,...m])}; ${y}`,{where:i.from});let N=x===s.from?`job ${x}`:`${k===s.from?"job":"stage"} ${s.from} belongs t\
o job ${x}, which`;if(!e.jobs.some(b=>b.id===x)){let b=e.jobs.map(C=>C.id);throw new S("stage-unknown",`${N} is no longe\
r in ${e.fileName}: a replay runs the workflow file as it is now, not as run ${a} had it`,{where:i.from,details:[`its jo\
bs now: ${b.join(", ")||"(none)"}`]})}if(!n.jobs.some(b=>b.id===x))throw new S("stage-unknown",`${N} is not part of this\
 run${n.target===null?"":` (run ${a} was started with ${i.passJob(n.target)})`}`,{where:i.from});let A=new Set([x,...n.jobs.
filter(b=>b.upstream.includes(x)).map(b=>b.id)]);for(let b of n.jobs)b.calledBy!==null&&A.has(b.calledBy)&&A.add(b.id);let v=w.
find(b=>!A.has(b.job)&&!A.has(b.job.split("/")[0]));if(v!==void 0){let b=await ki(it(t,a),u,i),C=b?.records.find(U=>U.stage===
v.stage&&U.attempt===v.attempt);throw new S("replay-incomplete",`run ${a} never stored ${re({...v,runAttempt:1})} of job\
 ${v.job}, so replaying from ${s.from} cannot reuse that job`,{where:i.from,details:[...C===void 0?[]:[C.reason],...b?[b.
fix]:[]]})}let R=new Map,P=[],W=new Set;for(let b of n.jobs){if(A.has(b.id))continue;let C=c.find(U=>U.id===b.id);if(!C)
throw new S("replay-incomplete",`run ${a} has no result for job ${b.id}; run it again in full`,{where:i.from});if(s.pulled){
let{resultFrom:U,...T}=C;U==="unknown"&&W.add(b.id),R.set(b.id,T)}else R.set(b.id,C);P.push(...C.stages)}for(let b of n.
jobs){if(!A.has(b.id)||s.pulled===void 0)continue;let C=b.needs.find(T=>W.has(T));if(C===void 0)continue;let{pulled:U}=s.
pulled;throw new S("replay-incomplete",`job ${C}'s result is not known: it recorded no stage, and GitHub lists no job of\
 run ${U.run_id} by its name, so replaying from ${s.from} cannot give it to job ${b.id}`,{where:i.from,details:[`GitHub'\
s jobs of the run: ${U.workflow_run.jobs.map(T=>T.name).join(", ")||"(none)"}`,`replay from job ${C} to run it here too:\
 ${i.replay(a,C)}`]})}for(let b of n.jobs)if(A.has(b.id))for(let C of b.needs){let U=R.get(C)?.withheldOutputs??[];if(U.
length===0)continue;let T=U.join(", ");if(s.pulled){let{pulled:E}=s.pulled;throw new S("replay-incomplete",`job ${C}'s o\
utput${U.length===1?` ${T} was`:`s ${T} were`} set on GitHub and not pulled (baton pull brings the stages' records; an o\
utput a run: step writes, or one of a matrix job, is in none), so replaying from ${s.from} cannot give ${U.length===1?"i\
t":"them"} to job ${b.id}`,{where:i.from,details:[`replay from job ${C} to run it here too: ${i.replay(a,C)}`,`its value\
 on GitHub is in the job's log: ${E.url}`]})}throw new S("replay-incomplete",`job ${C}'s output${U.length===1?` ${T} was`:
`s ${T} were`} not stored (it may hold a secret), so replaying from ${s.from} cannot give it to job ${b.id}`,{where:i.from,
details:[`replay from the job that made it: ${i.replay(a,C)}`]})}let Y=new Map(e.jobs.map(b=>[b.id,b])),$=b=>(R.get(b)?.
result??"success")!=="success",F=Y.get(x);if(F?.if.text===null){let b=F.needs.map(C=>C.id).filter($);if(b.length>0){let C=b[0];
for(let U=0;R.get(C)?.result==="skipped"&&U<e.jobs.length;U++){let T=Y.get(C)?.needs.map(E=>E.id).find($);if(T===void 0)
break;C=T}throw new S("replay-skips",`job ${x} needs ${b.map(U=>`${U} (${R.get(U).result} in run ${a})`).join(", ")}, so\
 replaying from ${s.from} would skip it again`,{where:i.from,details:[`replay from the job that did not succeed: ${i.replay(
a,C)}`]})}}let q=new Set(P),O=await d.list(),M=P.find(b=>!O.some(C=>C.stage===b));if(M!==void 0)throw new S("replay-inco\
mplete",`run ${a} recorded stage ${M}, but its record is gone from ${it(t,a)}, so it cannot be reused`,{where:i.from,details:[
`replay from that stage, to run it again: ${i.replay(a,M)}`]});for(let b of O)if(q.has(b.stage))try{await d.getAttempt(b.
stage,b.attempt,b.runAttempt)}catch(C){throw C instanceof S?new S("replay-incomplete",`run ${a}'s record of stage ${b.stage}\
 (attempt ${b.attempt}) cannot be reused: ${yt(C)}`,{where:i.from,details:[`replay from that stage, to run it again: ${i.
replay(a,b.stage)}`]}):C}let J=c.find(b=>b.id===x),D=s.from===x?null:k!==void 0&&k!==x?`every job of its call (${c.filter(
b=>b.id.startsWith(`${x}/`)).map(b=>b.id).join(", ")})`:J&&J.legs.length>1?`every leg of its matrix (${J.legs.join(", ")}\
)`:J&&J.stages.length>1?`every stage of it (${J.stages.join(", ")})`:null,z=D===null?null:`${i.fromStage(s.from)}: job ${x}\
 runs again whole, ${D}`,H=fi(a,l,"replay",i),nt=await uf(it(t,a),p,new Set(R.keys()));return{run:a,store:d,jobs:R,stages:P,
changed:f,whole:z,redactedStart:H,summaries:nt}}async function af(r,t,e){let n=t.id,s=it(r,at.jobs),o=await Pe(s,"utf8").
catch(c=>{throw lf(t,s,c,e)}),i=ri(o,zd,s,{code:"replay-incomplete",what:"the jobs' results baton stores",fix:`run ${n} \
cannot be replayed; run it again in full`}),l=i.some(c=>c.legs.length>0||c.leg_results===void 0&&c.skip_reason===void 0)?
await cf(r):{legs:new Map,skips:new Map},u=i.some(c=>c.summary_parts!==void 0)?i.flatMap(c=>(c.summary_parts??[]).map(p=>({
job:c.id,...p}))):null;return{jobs:i.map(({withheld_outputs:c,leg_results:p,skip_reason:f,summary_parts:h,...g})=>{let m=l.
legs.get(g.id),y=x=>{let N=m?.get(x.leg);return{...x,...N?.durationMs===void 0?{}:{durationMs:N.durationMs},...N?.failedStep===
void 0?{}:{failedStep:N.failedStep}}},w=p?.map(y)??(m===void 0?void 0:g.legs.map(x=>m.get(x)??{leg:x,result:g.result})),
k=f??l.skips.get(g.id);return{...g,...c&&c.length>0?{withheldOutputs:c}:{},...w===void 0?{}:{legResults:w},...k===void 0?
{}:{skipReason:k}}}),summaryParts:u}}function lf(r,t,e,n){let s=r.id,o=`run it again in full: ${n} with the same options`;
if(fo(e)){let{why:u,details:d}=po(t,e,Cn(t),{dir:Cn(t),what:"the run"});return new S("replay-incomplete",`cannot be read\
: ${u}, so run ${s} cannot be replayed`,{where:t,cause:e,details:[...d,`or ${o}`]})}if(!jt(e,"ENOENT"))return new S("rep\
lay-incomplete",`${Rs(e)}, so run ${s} cannot be replayed`,{where:t,cause:e,details:[o]});let i=tn(r),a=en(r);if(a!==null)
return new S("replay-incomplete",`${nn(s,a)}, so it cannot be replayed yet: a replay takes the jobs' results of a finish\
ed run`,{details:["replay it once it has ended there",rn(a,Cn(t),`run it again in full (${n} with the same options), and\
 remove it`)]});if(i==="running")return new S("replay-incomplete",`run ${s} is still running, so it cannot be replayed y\
et: a replay takes the jobs' results of a finished run`,{details:["replay it once it has ended"]});if(i==="interrupted")
return new S("replay-incomplete",`run ${s} was interrupted (its process ended before the run did), so it cannot be repla\
yed: a replay takes the jobs' results of a finished run`,{details:[o]});let l=yo(r.reason,t);return l!==null?new S("repl\
ay-incomplete",`was never written, so run ${s} (${i}) cannot be replayed: a finished run keeps its jobs' results there`,
{where:t,details:[`the run ended with: ${l.slice(l.indexOf(`${at.jobs}: `)+at.jobs.length+2)}`,`${go(l)}${o}`]}):new S("\
replay-incomplete",`is missing, so run ${s} (${i}) cannot be replayed: a finished run keeps its jobs' results there`,{where:t,
details:[...r.reason===void 0?[]:[`the run ended with: ${r.reason.split(`
`)[0]}`],`put it back if you have a copy, or ${o}`]})}async function uf(r,t,e){let n=await Pe(it(r,at.summary)).catch(a=>jt(
a,"ENOENT")?Buffer.alloc(0):null);if(n===null)return null;if(n.length===0)return[];if(t===null)return null;let s=[...t].
sort((a,l)=>a.offset-l.offset),o=[],i=0;for(let a of s){if(a.offset!==i||a.offset+a.bytes>n.length)return null;i+=a.bytes;
let l=n.subarray(a.offset,a.offset+a.bytes).toString("utf8"),u=Dr(a.job,a.leg);if(!l.startsWith(u)||!l.endsWith(`

`))return null;e.has(a.job)&&o.push({job:a.job,leg:a.leg,markdown:l.slice(u.length,-2)})}return i===n.length?o:null}async function cf(r){
let t=await Pe(it(r,at.events),"utf8").catch(()=>""),e=new Map,n=new Map,s=new Map,o=new Map;for(let i of $o(t,["job-fin\
ished","job-skipped","step-finished","step-started","stage-recorded"])){if(i.type==="job-skipped"&&n.set(i.job,i.reason),
i.type==="step-started"&&o.set(`${i.job}\0${i.leg}`,[]),i.type==="stage-recorded"){let u=o.get(`${i.job}\0${i.leg}`);u!==
void 0&&!u.includes(i.stage)&&u.push(i.stage)}if(i.type==="step-finished"&&i.conclusion==="failure"){let u=`${i.job}\0${i.
leg}`,d=o.get(u)??[];s.has(u)||s.set(u,{step:i.step,name:i.name,message:i.message,...i.output_tail===void 0?{}:{output_tail:i.
output_tail},...d.length===0?{}:{stages:d}})}if(i.type!=="job-finished")continue;let a=e.get(i.job)??new Map,l=i.failed_step??
s.get(`${i.job}\0${i.leg}`);a.set(i.leg,{leg:i.leg,result:i.result,...i.reason===void 0?{}:{reason:i.reason},durationMs:i.
duration_ms,...l===void 0||i.result!=="failure"?{}:{failedStep:l}}),e.set(i.job,a)}return{legs:e,skips:n}}function Kr(r){
let t=Gt(r??process.cwd()),e;try{e=(0,zt.statSync)(t)}catch(n){if(!jt(n,"ENOENT","ENOTDIR"))throw de(t,n,"cwd")}if(e?.isDirectory()!==
!0)throw new S("usage",e===void 0?"no such directory":"is not a directory",{where:`cwd ${t}`});return t}function df(r){if(typeof r!=
"string"||r.trim()==="")throw Jn("runWorkflow","the workflow file's path as its first argument (runWorkflow('.github/wor\
kflows/ci.yml', \u2026))",_e(r))}async function ff(r,t,e){let n=new Set(e);for(let s of await r.list())n.has(s.stage)&&await t.
copyAttempt(r,s.stage,s.attempt,s.runAttempt)}async function pf(r,t,e){let n=new Set;for(let s of e)for(let o of[...s.legs,
...(s.legResults??[]).map(i=>i.leg)])n.add(o);for(let s of n){let o=le(s),i=it(r,o);if((await Fd(i).catch(()=>null))?.isFile()!==
!0)continue;let a=ro(t,at.jobLogPrefix);try{await Ld(i,a,zt.constants.COPYFILE_EXCL),await Dd(a,it(t,o))}catch(l){throw await Wd(
a,{force:!0}),new S("run-write-failed",qn(`the job log of ${s}`,l),{where:it(t,o),cause:l})}}}async function pw(r,t,e={}){
return hf(r,t,e,Vn)}async function hf(r,t,e,n,s="clean-up"){gf(r,t);let o=Hr(e,"replayWorkflow"),i=Kr(o.cwd),a=Gt(i,o.storeDir??
Ce),l=await cl(a,s),u=new Qe(a),d=await u.resolve(r),c=await u.readSummaryOrProblem(d),p=c instanceof S?void 0:c.pulled;
if(p){let{invocation:h,replay:g}=await tl(d,it(a,d),p,i,o.event!==void 0,n);return Gr(h.workflow_path,{...o,cwd:i,storeDir:a,
eventName:h.event_name},{words:n,replay:{run:d,from:t,invocation:h,pulled:g},leftovers:l})}if(o.event!==void 0)throw new S(
"usage",`is for a run pulled from GitHub (which does not keep its event payload); run ${d} was started here, and a repla\
y gives it the event it was started with`,{where:n.event,details:[`replay it without ${n.event}: ${n.replay(d,t)}`]});let f=await ci(
it(a,d),d);if(f.redacted)throw new S("replay-refused",`run ${d} was started with a secret (or text shaped like a token) \
in ${di(f,n)}, which was not stored, so it cannot be replayed`,{details:[`start it again in full: ${n.run(f.workflow_path)}\
 with the same options`]});return Gr(f.workflow_path,{...o,cwd:i,storeDir:a,...f.job?{job:f.job}:{},inputs:f.inputs,event:f.
event,eventName:f.event_name,vars:f.vars,secrets:[...new Set([...f.secrets,...o.secrets??[]])],...f.parent?{parent:f.parent}:
{}},{words:n,replay:{run:d,from:t,invocation:f},leftovers:l})}function gf(r,t){let e=[...typeof r=="string"&&r.trim()!==
""?[]:[{takes:"the stored run's id (or 'latest') as its first argument (replayWorkflow('latest', 'fix', \u2026))",given:_e(
r)}],...typeof t=="string"?[]:[{takes:"the stage or job to run again from as its second argument (replayWorkflow('latest\
', 'fix', \u2026))",given:_e(t)}]],[n,...s]=e;if(n!==void 0)throw Jn("replayWorkflow",n.takes,n.given,void 0,s.map(({takes:o,
given:i})=>ps(o,i)))}function mf(r){return(typeof r=="object"||typeof r=="function")&&r!==null&&typeof r.then=="function"}export{ln as a,un as b,Ti as c,Wl as d,dn as e,fw as f,Kd as g,pw as h,hf as i};

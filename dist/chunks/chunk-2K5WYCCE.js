import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{a as Vo,b as qo}from"./chunk-HVS4H4PP.js";import{a as Yo,b as gi,c as mi,d as wi}from"./chunk-EXVDPHFU.js";
import{a as ti,c as ei,d as ni,j as ui,k as ci,l as di,m as fi}from"./chunk-3DE62CAV.js";import{a as ir,b as si,c as oi,
d as ii,e as ai,g as li}from"./chunk-IETASWHI.js";import{a as Ht,e as Xo,h as or,i as on,j as Zo,k as Qo}from"./chunk-VWM5UDUK.js";
import{b as pi,c as hi,d as ar}from"./chunk-NUO6W4XM.js";import{a as Go,b as tn,d as en,e as nn,g as rn,h as sn,i as Ko,
k as ri}from"./chunk-SP2JV3ZD.js";import{a as Rs}from"./chunk-LTFBDF5K.js";import{a as Ts}from"./chunk-LRNZGWAP.js";
import{k as zo,l as Bo}from"./chunk-CTH7XT3Y.js";import{A as Ls,Aa as jo,B as Fs,Ba as Mo,E as Is,F as Ds,G as Ws,
Ga as Lo,Ha as Fo,Ja as Io,K as ge,L as Us,Ma as Do,N as Js,Na as Wo,O as Hs,Oa as sr,Pa as Uo,Qa as Jo,R as ze,Ra as Ho,
S as Ut,T as Bs,U as Gs,V as Ks,W as Vs,_ as co,a as Rt,aa as me,b as Ot,ba as tr,c as We,ca as mo,d as Wt,da as wo,ea as yo,
f as he,fa as bo,ga as So,ha as ko,ia as vo,ka as Xe,la as Ye,ma as nr,n as nt,na as $o,p as Ns,pa as Ze,q as _s,qa as Ro,
r as Cs,ra as Oo,sa as Po,w as Ue,y as js,z as Ms,za as Co}from"./chunk-HYSHZA5D.js";import{A as Ao,B as Eo,J as To,
L as No,M as _o,a as er,i as xo,z as Qe}from"./chunk-ETIGVOOY.js";import{b as Z,c as se,d as Ke,e as Ve,f as qe,g as Zn,
h as fo,i as po,k as ho,l as Jt,m as Qn,n as go}from"./chunk-JU6BSEBN.js";import{b as rr}from"./chunk-LS2NIP65.js";
import{B as re,C as to,D as eo,F as no,G as Xn,H as Yn,I as ro,J as so,K as oo,L as io,M as ao,N as lo,Q as uo,R as jt,a as He,
b as zs,m as qs,q as Xs,r as Ys,v as Zs,w as Be,x as Ge,y as Qs}from"./chunk-FFMDQTTX.js";import{a as Je}from"./chunk-RBL3FFHZ.js";
import{b as Es}from"./chunk-XNRD3O7X.js";import{f as Ps,g as As,h as De}from"./chunk-GRBFDW7V.js";import{b as vs,
c as xs,d as pe,e as $s,g as ne,i as Os,j as Ie}from"./chunk-YN25PATV.js";import{c as Yt}from"./chunk-FCWOFCWY.js";
import{a as _t,b as Le,c as $t,d as Gn,e as ds,g as qn,i as Fe,m as Ss,n as ks}from"./chunk-JYVLKM6Q.js";import{a as Ce,
b as je,d as S,e as It,f as bt,g as Wn,h as Un}from"./chunk-OKFZ7BVP.js";import{a as Zt}from"./chunk-5A7QKWCT.js";
import{B as W,Ba as bs,C as st,Ea as fe,Fa as ee,H as vt,I as us,O as et,P as ot,Q as ce,T as xt,U as cs,X as Bn,b as Jn,
d as rs,da as fs,e as ss,ea as ps,i as Lt,ia as rt,j as os,ja as Dt,k as is,ka as Kn,l as Hn,la as hs,m as zn,n as as,na as gs,
o as ls,oa as Ct,pa as te,q as Qt,qa as ms,r as Me,sa as ws,ta as Vn,va as de,x as lt,ya as ys,za as B}from"./chunk-6TGY3HYZ.js";
import{d as At}from"./chunk-3NR5HZ6E.js";var pf=Bn.stage;function lr(r,t){let e=Bn[r];return Object.fromEntries(Object.entries(t).filter(([n])=>e.includes(n)))}function an(r,t,e={}){
let n=r.problems.some(s=>s.code===vt.nextUnknownStage);return{[st.status]:r.status,[st.next]:t?.next&&!n?t.next.stage:"",
[st.present]:r.present?"true":"false",[st.data]:JSON.stringify(t?.data??{}),[st.sha256]:r.digests.handoff??"",[st.artifactId]:e.
artifactId??"",[st.promptPath]:e.promptPath??"",[st.handoffPath]:e.handoffPath??""}}function yi(){return{[st.status]:"fa\
ilure",[st.next]:"",[st.present]:"false",[st.data]:"{}",[st.sha256]:"",[st.artifactId]:"",[st.promptPath]:"",[st.handoffPath]:""}}var ll=new TextEncoder,ul=new TextDecoder("utf-8",{fatal:!0,ignoreBOM:!0}),cl=new TextDecoder("latin1");async function bi(r,t,e){
let n=[],s=[],o=new Set,i=lt.artifactBytes;for(let[a,l]of(t.artifacts??[]).entries()){let u=p=>s.push({code:vt.artifactRefused,
severity:"warning",path:ks(["artifacts",a,"path"]),message:`${l.path} ${p}; it was not kept`});if(l.path.includes(xt.markerPrefix)){
u("held a secret (its path was redacted)");continue}let d=Zs(l.path);if("refused"in d){u(d.refused);continue}if(o.has(d.
path))continue;let c=await e.readArtifact(r.workingDirectory,d.path,i);if(c.kind==="refused"){u(c.reason);continue}let f=dl(
c.bytes,r.redact,`${ls}/${d.path}`);if("refused"in f){u(f.refused);continue}if(f.bytes.length>i){u(`is ${f.bytes.length}\
 bytes once redacted, more than the ${i} bytes left of the ${lt.artifactBytes}-byte limit for one record's artifacts`);continue}
s.push(...f.problems),n.push({path:d.path,bytes:f.bytes}),o.add(d.path),i-=f.bytes.length}return{files:n,problems:s}}function dl(r,t,e){
let n;try{n=ul.decode(r)}catch{n=void 0}if(n!==void 0){let s=Ye(n,t,e);return s.problems.length===0?{bytes:r,problems:[]}:
{bytes:ll.encode(s.text),problems:s.problems}}return Z(cl.decode(r),t).redactions.length>0?{refused:"is not UTF-8 text a\
nd holds a secret, which cannot be redacted from a binary file"}:{bytes:r,problems:[]}}var fl=new Set(Object.values(us));function Si(r){return r.problems.filter(t=>t.severity==="warning"&&!fl.has(t.code))}var ln="baton: the command could not start: ";async function un(r,t,e,n,s={}){let o=r.agent?.kind==="preset"?r.agent.preset:null,i=e===null?s.agentOutput:void 0,a=o===
null?null:e?Ls(o,e.stdout):i?Fs(o,i.text):null,l=e?e.stdout:i?.text??null,u=o!==null&&i!==void 0?Ds(o,i.text):null,d=await yl(
r,t,l,a?.finalText??null,n),c=d.kind==="valid"?d.handoff:null,f=c?await bi(r,c,n.workspace):{files:[],problems:[]},p=[...t.
warnings,...d.problems,...f.problems,...a?.problems??[],...o!==null&&e===null?wl(o,i,a):[]],g=d.kind==="invalid",h=r.onInvalid===
"fail"||r.handoff==="required",w=null,m,x={reason:"cancelled",message:`the stage was cancelled while its agent ran${typeof s.
signal?.reason=="string"?`: ${s.signal.reason}`:""}`};if(s.cancelled||s.signal?.aborted)m=x;else if(e&&e.exitCode!==0){let k=r.
agent?.kind==="preset"?hl(r.agent.preset,e,r.redact):"";m={reason:"exit-nonzero",message:e.exitCode!==null?`the agent ex\
ited with code ${e.exitCode}${k}`:e.signal!==null?`the agent was ended by ${e.signal}`:`the agent could not start: ${e.output.
replace(ln,"").trim()}`,exitCode:e.exitCode,signal:e.signal}}else if(i&&u)m={reason:"exit-nonzero",message:`the agent's \
output (${i.path}) ends with an error result${gl(o,u,r.redact)}`,exitCode:null,signal:null};else if(g&&h){let k=d.problems.
filter(E=>E.severity==="error");m={reason:"handoff-invalid",message:`the handoff was refused (${kl(k.length,"problem")})\
: ${Sl(k)}`,problems:k}}else if(c===null&&r.handoff==="required"){let k=`no handoff: nothing at $${Lt.handoffPath} and n\
o block between the markers in the agent's output, and this stage requires one (handoff: required)`;p.push({code:vt.handoffMissing,
severity:"error",path:"$",message:k}),m={reason:"handoff-missing",message:k}}else if(s.verify){let k=await s.verify();w=
k.facts,p.push(...k.problems),m=s.signal?.aborted?{reason:"cancelled",message:"the stage was cancelled while verify ran"}:
w.exit_code===0?{reason:"completed",message:null}:{reason:"verify-failed",message:`verify failed with ${w.exit_code===null?
"no exit code (ended by a signal)":`exit code ${w.exit_code}`}`,exitCode:w.exit_code}}else m={reason:"completed",message:null};
let R=g&&!h?p.map(k=>({...k,severity:"warning"})):p,A=n.workspace.now(),P=await Xe(r,{attempt:t.attempt,repair:t.repair,
hop:t.hop,lineage:t.lineage,...t.parent?{parent:t.parent}:{},prompt:t.prompt,handoff:c,agent:e,startedAt:new Date(t.preparedAt),
finishedAt:A,usage:a?.usage??null,verify:w,outcome:m,problems:R,files:f.files},n),$=r.handoff==="required"&&(m.reason===
"handoff-invalid"||m.reason==="handoff-missing");return{...P,outputs:an(P.record,P.handoff,{artifactId:P.ref.id,promptPath:t.
promptPath,handoffPath:t.handoffPath}),repairProblems:$?P.record.problems.filter(k=>k.severity==="error"):[]}}var pl=300;
function hl(r,t,e){let n=Is(r,t.output);if(n===null)return"";let s=ki(n.text,e);return s===""?"":n.source==="cli"?`: ${r}\
 said "${s}"`:`: ${s}`}function ki(r,t){let e=Z(r,t).text;return ri(Yt(Ie(e).replace(/\s+/g," ").trim()),pl)}function gl(r,t,e){
let n=ki(t.text,e);return`${t.subtype!==null&&t.subtype!==n?` (${t.subtype})`:""}${n===""?"":`: ${r} said "${n}"`}`}var ml={
claude:"claude -p --output-format stream-json --verbose \u2026 > file, or claude-code-action\u2019s execution_file",codex:"\
codex exec --json \u2026 > file",gemini:"gemini --output-format json \u2026 > file",copilot:"copilot --output-format=jso\
n \u2026 > file; Copilot CLI 1.0.102 puts no token counts in it"};function wl(r,t,e){let n=`give ${W.agentOutput} the fi\
le the CLI\u2019s machine-readable output went to (${ml[r]})`,s=i=>[{code:vt.usageMissing,severity:"warning",path:"agent\
.usage",message:i}];if(t===void 0)return s(`${W.agent} is ${r} and ${W.agentOutput} is empty, so the record has no usage\
: ${n}`);if(e===null||e.usage!==null||e.problems.length>0)return[];let o=t.cut>0?` in its last ${t.bytes-t.cut} bytes (o\
f ${t.bytes}: only the end of a longer file is read)`:"";return s(`${W.agentOutput} ${t.path} holds no usage in ${r}\u2019s o\
utput format${o}, so the record has none: ${n}`)}async function yl(r,t,e,n,s){let o=await s.workspace.readHandoff(t.handoffPath),
i=[],a;if(o.kind!=="missing")a=o;else if(e!==null)for(let c of[n,e]){if(!c)continue;let f=Rs(c);if(i.push(...f.warnings),
f.json!==null){a=Ss(f.json);break}}if(a===void 0)return{kind:"missing",problems:bl(i)};if(a.kind==="invalid")return{kind:"\
invalid",problems:[...i,...a.problems]};if(r.dataSchema!==void 0){let c=Ps(a.handoff.data,r.dataSchema);if(c.length>0)return{
kind:"invalid",problems:[...i,...c]}}let l=ho(a.handoff,r.redact),u=[...i,...a.warnings,...l.problems],d=l.handoff.next?.
stage;if(d!==void 0&&r.workflowJobs!==null&&!r.workflowJobs.includes(d)){let c={code:vt.nextUnknownStage,severity:r.onInvalid===
"warn"?"warning":"error",path:"$.next.stage",message:`"${d}" names no job in this workflow; jobs: ${[...r.workflowJobs].
sort().join(", ")}`};if(r.onInvalid==="fail")return{kind:"invalid",problems:[...u,c]};u.push(c)}else d!==void 0&&r.workflowJobs===
null&&u.push({code:vt.nextUnchecked,severity:"warning",path:"$.next.stage",message:`"${d}" was not checked against the w\
orkflow's jobs, which are not known here: ${r.workflowUnread??"the workflow file was not read"}; the \`next\` output names\
 it as given, whether or not a job has that id`});return{kind:"valid",handoff:l.handoff,problems:u}}function bl(r){let t=new Set;
return r.filter(e=>{let n=`${e.code}\0${e.path}\0${e.message}`;return t.has(n)?!1:(t.add(n),!0)})}function Sl(r){let t=[
...r].sort((n,s)=>Number(qn(s.message))-Number(qn(n.message))),e=t.slice(0,3).map(ne).join("; ");return t.length>3?`${e}\
; and ${t.length-3} more`:e}function kl(r,t){return`${r} ${t}${r===1?"":"s"}`}function vi(r){let t=r.problems.filter(s=>s.severity==="error"),e=(t.length>0?t:r.problems).map(s=>`- ${ne(s).replace(/\s+/g,
" ")}`).join(`
`),n=JSON.stringify(Ts(),null,2);return[`# Your handoff for stage \`${r.stage}\` was not accepted`,"","Your last run fin\
ished, but baton could not accept its handoff:","",e,"",`Do not redo the work. Write the handoff again, as one JSON obje\
ct that follows the JSON Schema below, to the file named by the environment variable \`${Lt.handoffPath}\` (or print it a\
s the last thing you output, between a line \`${zn.start}\` and a line \`${zn.end}\`).`,"","## The handoff JSON Schema",
"",De(n,"json"),"",...r.dataSchema===void 0?[]:["## This stage's data-schema","","The handoff's `data` must also follow \
this JSON Schema (a pattern is an ECMAScript regular expression; lengths are in UTF-8 bytes):","",De(As(r.dataSchema),"j\
son"),""],"## The task you were given","",De(r.previousPrompt,"markdown"),""].join(`
`)}async function cn(r,t,e={}){let n=e.attempt??1,s=t.workspace.now();await $l(r,n,t.store);let o=e.upstream??await Rl(r,t.
store),i=e.parent!==void 0?e.parent:await Pl(r,t),a=o.filter(m=>m.stored!==void 0),l=a.map(m=>xi(m.stored)).sort((m,b)=>er(
m.stage,b.stage)),u=i?.deepest[0]?.record.hop??0,d=1+Math.max(u,...a.map(m=>m.stored.record.hop)),c=i?{run:i.run,lineage:i.
deepest.map(xi)}:void 0,f=async(m,b)=>{let x=await Xe(r,{attempt:n,repair:e.repair!==void 0,hop:d,lineage:l,...c?{parent:c}:
{},prompt:"",handoff:null,agent:null,startedAt:s,finishedAt:t.workspace.now(),usage:null,verify:null,outcome:m,problems:b},
t);return{kind:"refused",result:{stage:r.stage,ok:!1,outcome:x.outcome,attempts:[x],final:x,outputs:an(x.record,null,{artifactId:x.
ref.id})}}};if(d>r.maxHandoffs){let m=await Al(r,a,i,t),b=`stage ${r.stage} would be hop ${d}, more than max-handoffs ${r.
maxHandoffs}: ${Nl(m)}`;return f({reason:"max-handoffs",message:b,hop:d,limit:r.maxHandoffs,chain:m},[{code:vt.maxHandoffs,
severity:"error",path:"$",message:b}])}let p,g=[];if(e.repair)p=vi({stage:r.stage,...e.repair,...r.dataSchema===void 0?{}:
{dataSchema:r.dataSchema}});else try{({prompt:p,warnings:g}=await vl(r,o,e.attemptContext))}catch(m){if(!(m instanceof S))
throw m;let b={code:m.code,severity:"error",path:m.where??"$",message:m.message};return f({reason:"render-failed",message:bt(
m),problems:[b]},[b])}let h=await t.workspace.attemptPaths(r.stage,n);return r.agent?.kind==="preset"&&(p=`${p.trimEnd()}\


${Ws({handoffPath:h.handoffPath,...r.dataSchema===void 0?{}:{dataSchema:r.dataSchema}})}
`),await t.workspace.writePrompt(h.promptPath,p),{kind:"ready",prepared:{stage:r.stage,attempt:n,repair:e.repair!==void 0,
prompt:p,promptPath:h.promptPath,handoffPath:h.handoffPath,lineage:l,hop:d,...c?{parent:c}:{},warnings:g,preparedAt:s.toISOString(),
...r.agent?.kind==="preset"?{agent:r.agent.preset}:{}},upstream:o,parent:i}}async function vl(r,t,e){if(r.template===null)
throw new S("prompt-missing","this stage has no prompt template",{where:r.stage});let n={source:r.template.source,...r.maxPromptTokens===
null?{}:{maxPromptTokens:r.maxPromptTokens},...r.madeEvent===void 0?{}:{madeEventHint:ui(r.madeEvent,r.madeEventRun)},...r.
workflowUnread===void 0?{}:{notUpstreamHint:xl(r.workflowUnread,r.needs)}};await di(r.template.text,n);let s=xo({upstream:t,
inputs:r.inputs,github:r.github,...e?{attempt:e}:{},require:r.needs,analysis:ci(r.template.text)}),o=fi(r.template.text,
s.context,n);return{prompt:o.prompt,warnings:[...s.warnings,...o.warnings]}}function xl(r,t){return e=>{let n=[...new Set(
e.filter(i=>i.kind==="stage").map(i=>i.stage))],s=[...new Set([...t,...n])],o=n.length>0?`give the step \`${W.needs}: ${s.
join(", ")}\``:`give the step a \`${W.needs}\` input naming the stages of ${e.map(i=>`job ${i.stage}`).join(", ")}`;return`\
the workflow file was not read here (${r}), so the upstream stages are only those the \`${W.needs}\` input names (${t.length>
0?t.join(", "):"none"}) and the stages their records name: check out this repository before this step (actions/checkout \
with persist-credentials: false), or ${o}`}}async function $l(r,t,e){let n={stage:r.stage,attempt:t,runAttempt:r.run.attempt};
if((await e.list()).some(o=>Ge(o,n)===0))throw new S("record-exists",`${re(n)} already has a record in this run, so the \
agent was not run; records are immutable`,{where:`stage ${r.stage}`,details:[`another job of this run records stage ${r.
stage}: give each job its own stage id (the \`${W.stage}\` input)`]})}async function Rl(r,t){let e=r.upstream.filter(l=>l.
stage!==r.stage),n=await Promise.all(e.map(l=>t.get(l.stage))),s=new Map(e.map(l=>[l.stage,l])),o=(l,u)=>{let{job:d=null,
matrix:c,open:f,place:p}=s.get(l)??{};return{stage:l,job:d??u?.record.job??l,stored:u,...c===void 0?{}:{matrix:c},...f===
!0?{open:!0}:{},...p===void 0?{}:{place:p}}},i=new Map;for(let[l,u]of e.entries())i.set(u.stage,n[l]);if(r.expandLineage){
let l=[...i.values()].filter(u=>u!==void 0);for(let u=l.shift();u;u=l.shift())for(let d of u.record.lineage){if(d.stage===
r.stage||i.has(d.stage))continue;let c=await t.getAttempt(d.stage,d.attempt,d.run_attempt),f=c?.recordSha256===d.record_sha256?
c:void 0;i.set(d.stage,f),f&&l.push(f)}}let a=r.expandLineage?await Ol(r,i,t):new Map;return[...i].map(([l,u])=>{let d=a.
get(l);return{...o(l,u),...d?{recordedLike:d}:{}}})}async function Ol(r,t,e){let n=r.needs.filter(i=>t.has(i)&&t.get(i)===
void 0),s=new Map;if(n.length===0)return s;let o=[...new Set((await e.list()).map(i=>i.stage))].filter(i=>i!==r.stage).sort(
er);for(let i of n){let a=o.filter(l=>l.startsWith(`${i}-`));a.length>0&&s.set(i,a)}return s}async function Pl(r,t){if(r.
parentRun===null)return null;if(!t.openRun)throw new It(`stage ${r.stage}: a parent run is set but no way to open anothe\
r run was given`);let e=await t.openRun(r.parentRun),n=new Map;for(let i of await e.list())n.set(i.stage,Qs([i,n.get(i.stage)??
i]));let s=(await Promise.all([...n.values()].map(i=>e.getAttempt(i.stage,i.attempt,i.runAttempt)))).filter(i=>i!==void 0),
o=Math.max(0,...s.map(i=>i.record.hop));return{run:r.parentRun,store:e,deepest:s.filter(i=>i.record.hop===o)}}function xi(r){
let{stage:t,attempt:e,run:n}=r.record;return{stage:t,attempt:e,...n.attempt>1?{run_attempt:n.attempt}:{},record_sha256:r.
recordSha256}}async function Al(r,t,e,n){let s=r.maxHandoffs+1,o=new Map(t.map(p=>[p.stored.recordSha256,p.stored])),i=new Map;
e&&i.set(e.run,Promise.resolve(e.store));let a=p=>(!i.has(p)&&n.openRun&&i.set(p,n.openRun(p)),i.get(p)),l=p=>p.reduce((g,h)=>g===
void 0||h.stored.record.hop>g.stored.record.hop?h:g,void 0),u=async(p,g,h)=>{let w=[];for(let m of p){let b=(h===null?o.
get(m.record_sha256):void 0)??await g.getAttempt(m.stage,m.attempt,m.run_attempt);b?.recordSha256===m.record_sha256&&w.push(
{stored:b,store:g,run:h})}return w},d=[{stage:r.stage,run:null}],c=l([...t.map(p=>({stored:p.stored,store:n.store,run:null})),
...(e?.deepest??[]).map(p=>({stored:p,store:e.store,run:e.run}))]),f=!1;for(;c&&d.length<s+1;){d.unshift({stage:c.stored.
record.stage,run:c.run});let{record:p}=c.stored;if(p.hop<=1){f=!0;break}let g=await u(p.lineage,c.store,c.run);if(p.parent)
try{let h=await a(p.parent.run);h&&g.push(...await u(p.parent.lineage,h,p.parent.run))}catch{}c=l(g)}return El(d,f)}function El(r,t){
let e=r.some(o=>o.run!==null),n=t?[]:["\u2026"],s;for(let o of r)e&&o.run!==s&&n.push(Tl(o.run)),s=o.run,n.push(o.stage);
return n}function Tl(r){return r===null?"this run:":`run ${r}:`}function ur(r){return r.endsWith(":")}function Nl(r){let t=r.
filter(a=>!ur(a)&&a!=="\u2026").length,e=[],n,s=!1,o=0;for(let a of r)ur(a)?(n=a,s=!1):a==="\u2026"?e.push(a):(t<=12||o<
5||o>=t-5?(n!==void 0&&!s&&e.push(n),s=!0,e.push(a)):e.at(-1)!=="\u2026"&&e.push("\u2026"),o++);let i="";for(let[a,l]of e.
entries()){let u=e[a-1];i+=a===0?l:u!==void 0&&ur(u)?` ${l}`:` \u2192 ${l}`}return i}async function $i(r,t){if(r.agent===null)throw new It(`stage ${r.stage}: runStage needs an agent (run or agent); this sp\
ec is for a split stage`);let e=[],n,s,o={},i="",a=!1;for(let l=1;;l++){let u=await cn(r,t,{...o,attempt:l,...n?{upstream:n}:
{},...s!==void 0?{parent:s}:{}});if(u.kind==="refused")return t.reporter?.error(u.result.outcome.message??"",r.stage),{...u.
result,attempts:[...e,...u.result.attempts]};n=u.upstream,s=u.parent;let d=u.prepared;d.repair||(i=d.prompt);for(let h of d.
warnings)t.reporter?.warning(h.message,`${r.stage} ${h.path}`);let c=await Ml(r,d,t),f=await un(r,d,c,t,{...t.signal?{signal:t.
signal}:{},...r.verify===null?{}:{verify:()=>Ll(r,d,t,r.verify)}});e.push(f);let{outcome:p}=f,g=t.signal?.aborted===!0;if(f.
repairProblems.length>0&&!a&&!g){a=!0,t.reporter?.warning(`${p.message}; giving the agent one repair turn`,r.stage),o={repair:{
problems:f.repairProblems,previousPrompt:i}};continue}if(p.reason==="verify-failed"&&l<r.attempts&&!g){t.reporter?.warning(
`attempt ${l} of ${r.attempts}: ${p.message}; trying again`,r.stage),o={attemptContext:Cl(l+1,f.handoff,f.record.verify)};
continue}return p.reason==="cancelled"?t.reporter?.warning(p.message,r.stage):p.reason!=="completed"&&t.reporter?.error(
p.message,r.stage),_l(r,p,e,f.outputs)}}function _l(r,t,e,n){let s=e.at(-1);if(!s)throw new It(`stage ${r.stage}: no att\
empt was stored`);return{stage:r.stage,ok:t.reason==="completed",outcome:t,attempts:e,final:s,outputs:n}}function Cl(r,t,e){
return{number:r,previous:t,verify:e?{exit_code:e.exit_code,output:e.output_tail}:null}}function jl(r,t){let e={};for(let[
n,s]of Object.entries(r))os.includes(n)||is.some(o=>n.startsWith(o))||(e[n]=s);return{...e,...t}}function Ri(r,t,e,n={}){
return jl(e.env,{...n,[Lt.promptPath]:t.promptPath,[Lt.handoffPath]:t.handoffPath,[Lt.stage]:r.stage})}async function Ml(r,t,e){
let n=r.agent,s=n.kind==="preset"?{...Ms(n.preset),shell:"bash"}:{script:n.command,env:{},shell:r.shell};e.reporter?.info(
`${r.stage}: attempt ${t.attempt}${t.repair?" (repair turn)":""}, running the agent`);let o=e.guardAgentConfig;return Oi(
e,()=>{let i=Ri(r,t,e,s.env);return n.kind==="preset"&&js(i),{script:s.script,shell:s.shell,cwd:e.workspace.resolveDirectory(
r.workingDirectory),env:i}},n.kind==="preset"&&o?i=>o(n.preset,i):void 0)}async function Oi(r,t,e){let n=r.workspace.now();
try{let s=t(),o=e?await e(s.cwd):void 0;try{return await r.runner.run({...s,...r.onOutput?{onOutput:r.onOutput}:{},...r.
signal?{signal:r.signal}:{}})}finally{await o?.()}}catch(s){let o=`${ln}${bt(s)}
`;return r.onOutput?.(o,"stderr"),{exitCode:null,signal:null,startedAt:n,finishedAt:r.workspace.now(),output:o,stdout:""}}}
async function Ll(r,t,e,n){e.reporter?.info(`${r.stage}: attempt ${t.attempt}, running verify`);let s=await Oi(e,()=>({script:n,
shell:r.shell,cwd:e.workspace.resolveDirectory(r.workingDirectory),env:Ri(r,t,e)})),o=Ye(s.output,r.redact,"verify.outpu\
t_tail");return{facts:{command:n,exit_code:s.exitCode,output_tail:rs(o.text,lt.verifyOutputTailBytes),duration_ms:Math.max(
0,s.finishedAt.getTime()-s.startedAt.getTime())},problems:o.problems}}var Ni=At(Je(),1),zt=At(Zt(),1);import{spawn as Dl}from"node:child_process";import{tmpdir as Wl}from"node:os";import{join as Ul}from"node:path";
import{StringDecoder as Jl}from"node:string_decoder";var oe=class{#t;#r={stdout:"",stderr:""};#n=null;constructor(t){this.#t=t}push(t,e){let n=this.#r[e]+t,s=n.endsWith("\r")?
n.slice(0,-1):n,o=Math.max(s.lastIndexOf(`
`),s.lastIndexOf("\r"))+1;n.length-o>65536&&(o=n.length),this.#e(e,n.slice(0,o)),this.#r[e]=n.slice(o)}end(t){this.#e(t,
this.#r[t]),this.#r[t]=""}#e(t,e){e!==""&&(this.#n!==null&&!this.#n.ended&&this.#n.stream!==t&&this.#t(`
`,!0),this.#t(e,!1),this.#n={stream:t,ended:e.endsWith(`
`)||e.endsWith("\r")})}};var Fl=8;function Ai(r,t,e,n){let s=r+t,o=r.length,i=Ve(s,e),a=i.find(d=>d.start<o&&d.end>o),l=a?a.end-o:0;if(n&&(l=Pi(t,
l)),!s.includes("\x1B")&&i.every(d=>d.end<=o+l))return l;let u=Z(s,e).text;for(let d=0;l<t.length&&d<=Fl;d++){if(qe(s,o+
l,e,u))return l;l=n?Pi(t,l+1):Il(t,l+1)}return t.length}function Pi(r,t){if(t===0||r.charCodeAt(t-1)===Ei)return t;let e=r.
indexOf(`
`,t);return e===-1?r.length:e+1}function Il(r,t){for(let e=t;e<=r.length;e++){let n=r.charCodeAt(e-1);if(n===Ei||n===32||
n===9)return e}return r.length}var Ei=10;var we=At(Zt(),1);function ye(){try{return(0,we.readdirSync)("/proc").filter(r=>/^\d+$/.test(r)).map(Number).filter(r=>r!==
process.pid)}catch{return null}}function dn(r){let t;try{t=(0,we.readFileSync)(`/proc/${r}/stat`,"utf8")}catch{return null}
let[e="",,n]=t.slice(t.lastIndexOf(")")+2).split(" ");return{state:e,group:Number(n)}}function cr(r,t){try{return(0,we.readFileSync)(
`/proc/${r}/environ`,"utf8").split("\0").includes(t)}catch{return!1}}var dr={killGraceMs:5e3,maxOutputBytes:lt.agentOutputBytes,drainMs:1e3};function Hl(r){try{process.kill(-r,0)}catch{return!1}
let t=ye();return t===null?!0:t.some(e=>{let n=dn(e);return n!==null&&n.group===r&&n.state!=="Z"})}var fn=class{#t;#r;#n;#e;#s;#i;#l;#o;#u;#d;constructor(t={}){
this.#t=t.tempDir??Wl(),this.#r=t.killGraceMs??dr.killGraceMs,this.#n=t.maxOutputBytes??dr.maxOutputBytes,this.#e=t.drainMs??
dr.drainMs,this.#s=t.outputHook,this.#i=t.reuseScripts?new Map:void 0,this.#l=t.secrets??[],this.#o=t.noPathHint??"PATH \
is not set in its environment",this.#d=t.fewerJobs,this.#u=t.tempPlace??{...ze(this.#t),...t.fewerJobs===void 0?{}:{fewerJobs:t.
fewerJobs}}}async run(t){let e=So(t.shell);zl(t.cwd);let n=ko(e,t.script),s=this.#c(e.extension,n),o=s??Ul(this.#t,`bato\
n-step-${(0,Ni.randomUUID)()}${e.extension}`);if(s===void 0){try{(0,zt.writeFileSync)(o,n,{flag:"wx",mode:448})}catch(i){
throw i.code!=="EEXIST"&&(0,zt.rmSync)(o,{force:!0}),Ut(this.#u,o,"the command's script",i)}this.#i?.set(`${e.extension}\
\0${n}`,o)}this.#s?.begin?.();try{return await this.#f(e.file,vo(e,o),t)}finally{this.#s?.end?.(),this.#i===void 0&&(0,zt.rmSync)(
o,{force:!0})}}#c(t,e){let n=`${t}\0${e}`,s=this.#i?.get(n);if(s===void 0)return;let o=Buffer.from(e),i;try{i=vs(s,o.length)}catch{
i={kind:"missing"}}if(i.kind==="file"&&o.equals(i.bytes))return s;this.#i?.delete(n)}#f(t,e,n){return new Promise((s,o)=>{
let i=new Date,a=new pn(this.#n),l=new pn(this.#n),u=Dl(t,e,{cwd:n.cwd,env:n.env,stdio:["ignore","pipe","pipe"],detached:!0});
u.pid!==void 0&&n.onStart?.(u.pid);let d,c,f,p,g=!1,h=j=>{if(u.pid!==void 0)try{process.kill(-u.pid,j)}catch{}},w=()=>u.
pid!==void 0&&Hl(u.pid),m,b=!1,x,R=null,A,P=()=>{h("SIGKILL"),A=Date.now()},$=Number.POSITIVE_INFINITY,k=j=>{j>=$||($=j,
clearTimeout(d),d=setTimeout(P,Math.max(0,j-Date.now())),d.unref())},E=()=>{R!=="terminate"&&(R="terminate",clearTimeout(
c),h("SIGTERM"),k(Date.now()+this.#r))},U=()=>{if(n.stop!=="interrupt"||n.kill?.aborted)return E();R===null&&(R="interru\
pt",h("SIGINT"),c=setTimeout(()=>h("SIGTERM"),1.5*this.#r),c.unref(),k(Date.now()+2*this.#r))},Q=()=>{let j=w();return n.
kill?.aborted&&A===void 0&&j&&P(),j&&(A===void 0||Date.now()-A<2e3)?(m??=setInterval(v,100),!1):(clearInterval(m),b?!0:x===
void 0?(x=Date.now(),setTimeout(v,this.#e).unref(),!1):Date.now()-x>=this.#e)},v=()=>{g||p===void 0||R!==null&&!Q()||(clearInterval(
m),g=!0,clearTimeout(f),u.stdout?.destroy(),u.stderr?.destroy(),Y("stdout"),Y("stderr"),n.signal?.removeEventListener("a\
bort",U),n.kill?.removeEventListener("abort",E),clearTimeout(d),clearTimeout(c),s({exitCode:p.code,signal:p.signal,startedAt:i,
finishedAt:new Date,output:a.text(this.#l),stdout:l.text(this.#l)}))},L=new oe((j,V)=>V?a.insert(j):a.push(j)),Y=j=>L.end(
j),O=(j,V)=>{let D=new Jl("utf8"),G=H=>{L.push(H,V),H!==""&&(V==="stdout"&&l.push(H),this.#s?.chunk(H,V),n.onOutput?.(H,
V))};j.on("data",H=>{a.wrote(H.length),V==="stdout"&&l.wrote(H.length),G(D.write(H))}),j.on("end",()=>{G(D.end()),Y(V)})};
u.on("error",j=>{if(g)return;g=!0,n.signal?.removeEventListener("abort",U),n.kill?.removeEventListener("abort",E);let V=j.
code==="ENOENT"&&!t.includes("/")&&!n.env.PATH,D=Ce(j,this.#d);o(new S("shell-failed",`could not start ${JSON.stringify(
t)}: ${j.code??j.message}${D===null?"":` (${D})`}${V?`; ${this.#o}`:""}`,{where:"shell",cause:j}))}),u.stdout&&O(u.stdout,
"stdout"),u.stderr&&O(u.stderr,"stderr"),u.on("exit",(j,V)=>{p={code:j,signal:V},f=setTimeout(()=>{R===null&&(u.stdout?.
destroy(),u.stderr?.destroy()),v()},this.#e),f.unref()}),u.on("close",()=>{b=!0,v()}),n.kill?.aborted?E():n.kill?.addEventListener(
"abort",E,{once:!0}),n.signal&&(n.signal.aborted?U():n.signal.addEventListener("abort",U,{once:!0}))})}};function zl(r){
let t;try{t=(0,zt.statSync)(r)}catch{t=void 0}if(!t?.isDirectory())throw new S("working-directory-missing",`${r} is not \
a directory`,{where:"working-directory"})}var Ti=64*1024,Bl=`${["-----BEGIN","PRIVATE","KEY-----"].join(" ")}
`,Gl=128,pn=class{#t;#r=[];#n=0;#e=0;#s=0;#i=0;#l=!1;#o="";constructor(t){this.#t=t}wrote(t){this.#s+=t}insert(t){this.push(
t),this.#i+=Buffer.byteLength(t)}push(t){this.#r.push(t);let e=Buffer.byteLength(t);for(this.#n+=e,this.#e+=e;this.#r.length>
1&&this.#n-Buffer.byteLength(this.#r[0])>=this.#t+Ti;){let n=this.#r.shift();this.#n-=Buffer.byteLength(n),this.#u(n)}}#u(t){
let e=this.#o+t;this.#l=Jt(e,this.#l,this.#o.length),this.#o=e.slice(-Gl)}text(t=[]){let e=Buffer.from(this.#r.join(""));
if(e.length<=this.#t)return e.toString("utf8");let n=e.length-this.#t-1,s=e.indexOf(10,n),o=[e.indexOf(32,n),e.indexOf(9,
n)].filter(u=>u>=0),i=s>=0&&s<e.length-1?s:o.length>0?Math.min(...o):-1,a="";if(i>=0){let u=i+1,d=Math.max(0,u-Ti),c=d===
0?-1:e.indexOf(10,d-1);for(c>=0&&c+1<u&&(d=c+1);(e[d]&192)===128;)d++;let p=(Jt(this.#o+e.subarray(0,d).toString("utf8"),
this.#l,this.#o.length)?Bl:"")+e.subarray(d,u).toString("utf8"),g=e.subarray(u).toString("utf8");a=g.slice(Ai(p,g,t,e[i]===
10))}let l=a!==""?`the last ${this.#t} bytes at most are kept`:i===-1?"none of it is kept, as no line or space was left \
to start at":"none of it is kept, as all of it after the cut may be part of a secret the cut went through";return this.#e===
this.#s+this.#i?`[baton: the first ${this.#e-Buffer.byteLength(a)} bytes of this output were left out; ${l}]
${a}`:`[baton: this output was ${this.#s} bytes, not all of it UTF-8 text, and its start was left out; ${l}${a===""?"":"\
, as text (a byte that is not UTF-8 as \uFFFD)"}]
${a}`}};var Br=At(Je(),1),Kt=At(Zt(),1);import{copyFile as Td,lstat as Nd,mkdtemp as _d,readFile as Te,rename as Cd,rm as jd}from"node:fs/promises";
import{availableParallelism as Md,hostname as Ld,tmpdir as Fd}from"node:os";import{basename as Id,dirname as jn,join as it,
relative as Dd,resolve as Gt}from"node:path";import{setMaxListeners as yr}from"node:events";var _i=["repository","path","ref"];function Ci(r,t,e){let n=t.repository.trim(),s=n!==""&&n.toLowerCase()!==e.repository.
toLowerCase(),o=t.path.trim(),i=!Kl(o,e.workspace),a=t.ref.trim(),l=a!==""&&!e.refs.includes(a);if(!s&&!i&&!l)return null;
let u=s?`${n}${l?` at ${a}`:""} is not cloned`:l?`ref ${a}${i?" of this repository":""} is not checked out`:"this reposi\
tory is not checked out again";return`${r}: ${u}${i?` into ${o}`:""}: baton checks nothing out; the project directory is\
 used as it is`}function Kl(r,t){if(r==="")return!0;let e=r.replace(/\/+$/,"")||"/";return e==="."||e===(t.replace(/\/+$/,
"")||"/")}function Di(r){return`$${et.stepSummary} upload aborted, supports content up to a size of ${Math.floor(lt.stepSummaryFileBytes/
1024)}k, got ${Math.floor(r/1024)}k. For more information see: https://docs.github.com/actions/using-workflows/workflow-\
commands-for-github-actions#adding-a-markdown-summary`}var Wi=new Set(["NODE_OPTIONS"]);function pr(r,t){let e=[],n=r.split(
`
`).map(s=>s.replace(/\r$/,""));n.length>0&&n[n.length-1]===""&&n.pop();for(let s=0;s<n.length;s+=1){let o=n[s];if(o.trim()===
"")continue;let i=o.indexOf("<<"),a=o.indexOf("=");if(i>0&&(a<0||i<a)){let l=o.slice(0,i),u=o.slice(i+2);if(u==="")throw hn(
t,s+1,`"${l}<<" needs a delimiter`);let d=[],c=!1;for(s+=1;s<n.length;s+=1){if(n[s]===u){c=!0;break}d.push(n[s])}if(!c)throw hn(
t,s,`no line "${u}" ends the value of ${l}`);e.push([ji(l,t,s+1),d.join(`
`)]);continue}if(a>0){e.push([ji(o.slice(0,a),t,s+1),o.slice(a+1)]);continue}throw hn(t,s+1,"expected name=value or name\
<<DELIMITER")}return e}function Ui(r,t){let e=[],n=[];for(let s of pr(r,t))Wi.has(s[0].toUpperCase())?n.push(`can't stor\
e ${s[0]} using ${t}; it was left out`):e.push(s);return{pairs:e,refused:n}}function Ji(r){return r.split(`
`).map(t=>t.replace(/\r$/,"").trim()).filter(t=>t!=="").reverse()}function ji(r,t,e){if(r.trim()===""||r!==r.trim()||r.includes(
"\0"))throw hn(t,e,`"${r}" is not a valid name`);return r}function hn(r,t,e){return new S("file-command-invalid",`${r} l\
ine ${t}: ${e}`,{where:r})}var wn=new Set(["stop-commands","set-env","set-output","save-state","add-mask","add-path","ad\
d-matcher","remove-matcher","debug","warning","error","notice","group","endgroup","echo"]),Hi={has:()=>!0},zi="\\t\\n\\v\\f\\\
r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000",Vl=new RegExp(`^[${zi}]+`),Mi=new RegExp(`[${zi}\
]`);function gn(r){let t=0,e=r.length;for(;t<e&&Mi.test(r[t]);)t++;for(;e>t&&Mi.test(r[e-1]);)e--;return r.slice(t,e)}function yn(r,t=wn){
return!r.includes("::")&&!r.includes("##[")?null:ql(r,t)??Xl(r,t)}function ql(r,t){let e=r.replace(Vl,"");if(!e.startsWith(
"::"))return null;let n=e.indexOf("::",2);if(n<0)return null;let s=e.slice(2,n),o=s.indexOf(" "),i=(o<0?s:s.slice(0,o)).
toLowerCase();if(!t.has(i))return null;let a=o>0?Bi(gn(s.slice(o+1)),",",eu):new Map;return{command:i,properties:a,data:tu(
e.slice(n+2)),form:"v2"}}function Xl(r,t){let e=r.indexOf("##[");if(e<0)return null;let n=r.indexOf("]",e);if(n<0)return null;
let s=r.slice(e+3,n),o=s.indexOf(" "),i=(o<0?s:s.slice(0,o)).toLowerCase();if(!t.has(i))return null;let a=o>0?Bi(s.slice(
o+1),";",Fi):new Map;return{command:i,properties:a,data:Fi(r.slice(n+1)),form:"legacy"}}function Bi(r,t,e){let n=new Map;
for(let s of r.split(t)){let o=s.replace(/^=+/,""),i=o.indexOf("=");if(i<0)continue;let a=o.slice(i+1).replace(/^=+/,"");
a!==""&&n.set(o.slice(0,i).toLowerCase(),e(a))}return n}var be=class{#t=null;#r=new Set(wn);read(t){let e=yn(t,this.#r);
if(this.#t===null)return e;let n=this.#t.toLowerCase();return n===""||e?.command!==n?null:(this.#r.delete(n),this.#t=null,
"resumed")}refuses(t){return Yl(t,this.#r)}stop(t){this.#t=t,this.#r.add(t.toLowerCase())}};function Yl(r,t){let e=r.toLowerCase();
return e===""||e==="pause-logging"||t.has(e)}function Gi(r,t){return t===void 0?r:{...r,github:{...r.github,...t}}}var Zl=1024*
1024,Ql=6,fr=4e3,Li=50,tu=r=>r.replace(/%0D|%0A|%25/g,t=>({"%0D":"\r","%0A":`
`,"%25":"%"})[t]),eu=r=>r.replace(/%0D|%0A|%3A|%2C|%25/g,t=>({"%0D":"\r","%0A":`
`,"%3A":":","%2C":",","%25":"%"})[t]),Fi=r=>r.replace(/%3B|%0D|%0A|%5D|%25/g,t=>({"%3B":";","%0D":"\r","%0A":`
`,"%5D":"]","%25":"%"})[t]),mn=class{#t=[];#r=new Set;#n=[];#e={outputs:[],env:[],path:[],failures:[]};#s=new Set;#i;#l;#o;constructor(t={}){
this.#i=t.allowUnsecureCommands??!1,this.#l=t.allowUnsecureStopCommandTokens??!1,this.#o=t.redact??(e=>e)}#u=0;#d={stdout:{
partial:"",overlong:!1},stderr:{partial:"",overlong:!1}};#c=new be;push(t,e="stdout"){let n=this.#d[e],s=t.split(/\r\n|\r|\n/),
o=s.pop();for(let i of s)n.overlong||this.#p(n.partial+i),n.partial="",n.overlong=!1;n.overlong||(n.partial+=o,n.partial.
length>Zl&&(n.partial="",n.overlong=!0))}get masks(){return this.#t}end(){for(let i of Object.values(this.#d))!i.overlong&&
i.partial!==""&&this.#p(i.partial),i.partial="";let t=[...this.#n];this.#u>0&&t.push({level:"warning",message:`${this.#u}\
 more annotation${this.#u===1?"":"s"} of this step not shown (at most ${Li})`});let{outputs:e,env:n,path:s,failures:o}=this.#e;
return{masks:[...this.#t],annotations:t,commands:{outputs:[...e],env:[...n],path:[...s],failures:[...o]}}}#f(t){this.#r.
has(t)||(this.#r.add(t),this.#t.push(t))}#p(t){let e=this.#c.read(t);if(e===null||e==="resumed")return;let{command:n,properties:s,
data:o}=e;switch(n){case"stop-commands":{let i=o;if(this.#l||!this.#c.refuses(i)){this.#c.stop(i),i.length>Ql&&this.#f(i);
return}this.#e.failures.push(`unable to process ::stop-commands::: you cannot use an endToken that is an empty string, t\
he string 'pause-logging', or another workflow command (this one is ${i===""?"empty":JSON.stringify(i)}); use a token of\
 your own, such as a random one, or opt into insecure command execution by setting ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TO\
KENS to true (see https://docs.github.com/actions/learn-github-actions/workflow-commands-for-github-actions#example-stop\
ping-and-starting-workflow-commands)`);return}case"add-mask":{let i=gn(o);if(i==="")return;let a=i.split(/[\r\n]+/).map(
gn);for(let l of[i,...a])l!==""&&this.#f(l);return}case"error":case"warning":case"notice":this.#g(n,s,o);return;case"set\
-output":case"save-state":case"set-env":case"add-path":this.#h(n,s,o)}}#h(t,e,n){let s=a=>this.#e.failures.push(`unable \
to process ::${t}::: ${a}`);if((t==="set-env"||t==="add-path")&&!this.#i){s(`the \`${t}\` command is disabled; write to ${t===
"set-env"?et.env:et.path} instead, or set ACTIONS_ALLOW_UNSECURE_COMMANDS to true (see https://github.blog/changelog/202\
0-10-01-github-actions-deprecating-set-env-and-add-path-commands/)`);return}if(t==="add-path"){n===""?s("the path is emp\
ty"):this.#e.path.push(n);return}let o=e.get("name");if(o===void 0||o===""){s(`required field 'name' is missing in the ${t}\
 command`);return}if(t==="set-env"){if(Wi.has(o.toUpperCase())){this.#n.push({level:"error",message:`can't update ${o} u\
sing ::set-env::`});return}this.#e.env.push([o,n]);return}if(t==="set-output"&&this.#e.outputs.push([o,n]),this.#s.has(t))
return;this.#s.add(t);let i=t==="set-output"?et.output:et.state;this.#n.push({level:"warning",message:`the \`${t}\` comma\
nd is deprecated and will be disabled soon; write to ${i} instead (see https://github.blog/changelog/2022-10-11-github-a\
ctions-deprecating-save-state-and-set-output-commands/)`})}#g(t,e,n){if(this.#n.length>=Li){this.#u+=1;return}let s=e.get(
"line"),o=e.get("file")?[e.get("file"),s,s&&e.get("col")].filter(Boolean).join(":"):"",i=e.get("title"),a=c=>nu(this.#o(
c,this.#t).replace(/\r\n|\r|\n/g," ")),l=c=>c===void 0?null:a(c),u=c=>{let f=e.get(c)?.trim();return f!==void 0&&/^[1-9]\d{0,8}$/.
test(f)?Number(f):null},d=`${o?`${o}: `:""}${i?`${i}: `:""}${n}`;this.#n.push({level:t,message:a(d),place:{title:l(i),file:l(
e.get("file")),line:u("line"),end_line:u("endline"),col:u("col"),end_column:u("endcolumn")}})}};function hr(r,t){if(t.length===
0)return r;let e=new Set(t);return r.replace(/[^\r\n]+/g,n=>Ki(n,s=>e.has(gn(s))))}function gr(r){return Ki(r,()=>!0)}var Ii=/(?=::add-mask[ :]|##\[add-mask[ \]])/i;
function Ki(r,t){return Ii.test(r)?r.split(Ii).map(e=>{let n=yn(e);return n?.command!=="add-mask"||!t(n.data)?e:n.form===
"v2"?`${e.slice(0,10)}::***`:`${e.slice(0,11)}]***`}).join(""):r}function nu(r){return r.length>fr?`${r.slice(0,fr)}\u2026 (${r.
length-fr} more characters)`:r}function Vi(r,t){let e=[],n=mr(r.map(o=>qi(o.container)));n.length>0&&e.push({level:"warning",message:`container: ${n.join(
", ")} ${n.length===1?"is":"are"} not started: baton runs the job's steps on this machine, not in a container`});let s=mr(
r.flatMap(o=>ru(o.services)));if(s.length>0){let o=s.length===1;e.push({level:"warning",message:`services: ${s.join(", ")}\
 ${o?"is":"are"} not started: baton starts no containers, and the job's steps run on this machine without ${o?"it":"them"}`})}
for(let o of["Windows","macOS"]){if(o===t)continue;let i=mr(r.map(a=>su(a.runsOn)===o?wr(a.runsOn):null));i.length!==0&&
e.push(o==="Windows"?{level:"warning",message:`runs-on: ${i.join(", ")}: runs here, on ${t}, with this machine's shells \
(bash by default, where a Windows runner's is pwsh; shell: cmd and powershell fail here)`}:{level:"info",message:`runs-o\
n: ${i.join(", ")}: runs here, on ${t}, with this machine's shells and tools (bash by default, as on macOS)`})}return e}
function qi(r){let t=typeof r=="string"?r:Sn(r)&&typeof r.image=="string"?r.image:null;return t===null||t.trim()===""?null:
t}function ru(r){return typeof r=="string"?r.trim()===""?[]:[r]:Sn(r)?Object.entries(r).flatMap(([t,e])=>qi(e)===null?[]:
[t]):[]}function su(r){for(let t of Xi(r)){let e=t.trim().toLowerCase();if(e==="windows"||e.startsWith("windows-"))return"\
Windows";if(e==="macos"||e.startsWith("macos-"))return"macOS"}return null}function Xi(r){return typeof r=="string"?[r]:Array.
isArray(r)?r.filter(t=>typeof t=="string"):Sn(r)?Xi(r.labels):[]}function wr(r){return Array.isArray(r)?`[${r.map(wr).join(
", ")}]`:Sn(r)?`{ ${Object.entries(r).map(([t,e])=>`${t}: ${wr(e)}`).join(", ")} }`:String(r)}function bn(r){switch(r.kind){case"\
literal":return r.value;case"expression":return r.text;case"sequence":return r.items.map(bn);case"mapping":return Object.
fromEntries(r.entries.map(({key:t,value:e})=>[t,bn(e)]))}}function mr(r){return[...new Set(r.filter(t=>t!==null))]}function Sn(r){
return typeof r=="object"&&r!==null&&!Array.isArray(r)}var ou="ACTIONS_STEP_DEBUG";function Yi(r,t){let e=s=>Object.entries(s).find(([o])=>o.toUpperCase()===ou)?.[1];return(e(
r)??e(t))?.trim().toLowerCase()==="true"}function Zi(r,t){return{os:r.os,arch:r.arch,name:"baton-local",environment:"sel\
f-hosted",tool_cache:r.toolCache,temp:t,workspace:r.workspaceParent,...r.debug?{debug:"1"}:{}}}function Qi(r){return Object.
fromEntries(Object.entries(r).map(([t,e])=>[`RUNNER_${t.toUpperCase()}`,e]))}var Se=class{#t;#r=0;#n=[];constructor(t){this.#t=Math.max(1,Math.floor(t))}async acquire(){this.#r<this.#t?this.#r+=1:await new Promise(
e=>this.#n.push(e));let t=!1;return()=>{if(t)return;t=!0;let e=this.#n.shift();e?e():this.#r-=1}}async run(t){let e=await this.
acquire();try{return await t()}finally{e()}}get active(){return this.#r}};function ta(r,t,e="timeout-minutes"){let n=jo(r,e);if("problem"in n)throw new S("timeout-invalid",`${t}: ${n.problem}`);
return n.minutes}function ke(r){return`${r} minute${r===1?"":"s"}`}var iu=5,au=2**31-1,lu=6e4;function br(r,t,e){return setTimeout(
e,Math.min(r*t,au))}function kn(r,t,e){return{"fail-fast":r.failFast,"job-index":t,"job-total":e,"max-parallel":r.maxParallel??
e}}async function ra(r,t,e){if(!Lo(r))throw new It("executePlan accepts only a Plan made by buildPlan");return new Sr(r,
t,e).run()}var Sr=class{#t;#r;#n;#e;#s;#i;#l;#o=new Map;#u=[];#d;#c;#f;#p=new Map;#h;#g;#w;#k=new Map;#y=new Map;#v=new Map;#x=new Map;#b;#$=new Map;#R;#E=new Map;#J=new Map;constructor(t,e,n){
this.#t=t,this.#r=e,this.#n=e.expressions,this.#e=n,this.#s=new Se(n.concurrency),this.#i=AbortSignal.any(n.signal?[n.signal]:
[]),this.#l=AbortSignal.any(n.cancel?[n.cancel]:[]),yr(0,this.#i,this.#l),this.#d=t.workflow.jobs.map(s=>s.id),this.#c=new Map(
t.jobs.map(s=>[s.id,s])),this.#R=new Map(t.stageMatrices),this.#b=new Set(t.expanded.map(s=>s.id.toLowerCase()));for(let s of t.
legIds.values())for(let o of s)this.#b.add(o.toLowerCase());this.#h=Object.values(n.secrets).filter(s=>s!==""),this.#g=Yi(
n.secrets,t.vars),this.#w=n.minuteMs??lu,this.#f={inputs:t.inputs,secrets:n.secrets,env:{},envFailure:null,namePrefix:"",
cancel:this.#l}}async run(){let t=this.#r.now();this.#a({type:"run-started",run:this.#e.runId,workflow:this.#t.workflow.
name??this.#t.workflow.fileName,jobs:this.#t.jobs.map(o=>({id:o.id,needs:o.needs,legs:o.legs===null?null:o.instances===null?
this.#t.legIds.get(o.id)??null:o.instances.flatMap(i=>this.#t.legIds.get(i.id)??[])}))}),this.#f.envFailure=this.#O(),await this.#L(
this.#t.jobs.filter(o=>o.calledBy===null));let e=await this.#r.settle?.()??null;e!==null&&this.#a({type:"notice",level:"\
error",job:null,leg:null,message:e});let n=this.#t.jobs.map(o=>{let i=this.#J.get(o.id);return{...this.#o.get(o.id),legResults:this.#E.
get(o.id)??[],...i===void 0?{}:{skipReason:i}}}),s=this.#T()?"cancelled":e!==null||n.some(o=>o.result==="failure")?"fail\
ure":n.some(o=>o.result==="cancelled")?"cancelled":"success";return this.#a({type:"run-finished",run:this.#e.runId,status:s,
duration_ms:vn(t,this.#r.now())}),{status:s,reason:e,jobs:n,stages:this.#u}}#M(t){return ut(t,this.#e.fewerJobs)}#O(){try{
return this.#f.env=Ot(this.#n,this.#t.workflow.env,(t,e)=>({contexts:this.#C(null),where:this.#m(e,`env.${t}`)})),null}catch(t){
return ut(t)}}#P(t){return t?.calledBy?this.#p.get(t.calledBy)??this.#f:this.#f}#C(t){let e=this.#P(t);return{github:this.#e.
github,inputs:e.inputs,vars:this.#t.vars,secrets:e.secrets}}async#L(t){let e=new Map;for(let n of t)e.set(n.id,(async()=>{
await Promise.all(n.needs.map(s=>e.get(s))),this.#o.set(n.id,n.call===null?await this.#G(n):await this.#j(n))})());await Promise.
all(e.values())}async#j(t){let e=t.call;if(this.#e.reuse?.has(t.id)){for(let s of e.jobs){let o=this.#c.get(s);this.#o.set(
s,o.call===null?await this.#G(o):await this.#j(o))}return this.#G(t)}let n=await this.#H(t);return this.#y.has(t.id)||this.#D(
e.jobs,n),n}async#H(t){let e=this.#Y(t);if(!("contexts"in e))return this.#A(t,t.id,`its calling job ${t.id} did not run \
(${e.result})`),e;let{contexts:n}=e,s,o,i;try{s=t.legs??this.#tt(t,n),i=this.#et(t,n),o=this.#t.legIds.get(t.id)??tr(t.id,
s,this.#b),t.legs===null&&this.#F(t,o)}catch(a){let l=this.#K(t,ut(a));return this.#A(t,t.id,`its calling job ${t.id} fa\
iled before the call started`),l}return t.legs===null&&this.#a({type:"job-legs",job:t.id,legs:o}),this.#X(t,s,o,i,n,{pooled:!1,
outputsOf:a=>a.result==="success"},(a,l,u,d)=>this.#I(t,a,l,u,s.length,i,n,d))}#F(t,e){if(e.length<2)return;let n=s=>{for(let o of s){
let i=this.#c.get(o),a=i.instances===null?i.stages?.[0]:void 0;if(a!==void 0){let l=o.slice((this.#y.get(t.id)??t.id).length);
throw new S("stage-duplicate",`jobs.${t.job.id}: ${Jo(a,o,e.map(u=>`${u}${l}`))}`,{where:nt(t.workflow.fileName,t.job.position)})}
n(i.call?.jobs??[])}};n(this.#c.get(this.#y.get(t.id)??t.id)?.call?.jobs??[])}async#I(t,e,n,s,o,i,a,l){let u=t.call,d=u.
workflow.call,c=t.workflow.fileName,f=u.workflow.fileName,p=this.#r.now(),g=this.#P(t),h=Object.keys(e).length>0,w={...a,
matrix:me(e),strategy:kn(i,s,o)},m,b=null;try{if(g.envFailure)throw new S("expression-invalid",g.envFailure);let $=Js(this.#n,
t.job,d,(v,L)=>({contexts:{...w,secrets:{}},where:this.#m(L,`jobs.${t.job.id}.with.${v}`,c)})),k;try{k=Hs(d,$,u.path)}catch(v){
throw v instanceof S?new S(v.code,`jobs.${t.job.id}: ${v.message}`,{where:nt(c,t.job.uses?.position??t.job.position)}):v}
let E=t.job.secrets==="inherit"?g.secrets:Ot(this.#n,t.job.secrets,(v,L)=>({contexts:w,where:this.#m(L,`jobs.${t.job.id}\
.secrets.${v}`,c)})),U=[...new Set(Object.values(E))].filter(v=>v!==""&&!this.#h.includes(v));this.#h.push(...U),U.length>
0&&this.#r.addSecrets?.(U);for(let[v,L]of Object.entries(E))!U.includes(L)||L.length>=xt.minSecretLength||this.#a({type:"\
notice",level:"warning",job:t.id,leg:n,message:`secret ${v} passed to ${u.path} is shorter than ${xt.minSecretLength} ch\
aracters, so it is not redacted: it will appear wherever a step or agent prints it (a value that short would blank out o\
rdinary words)`});b=this.#at(t,h?e:null,w);let Q=b??`${g.namePrefix}${t.job.id}${h?ea(e):""}`;m={inputs:k,secrets:E,env:{},
envFailure:null,namePrefix:`${Q} / `,cancel:AbortSignal.any([g.cancel,l])},yr(0,m.cancel);try{m.env=Ot(this.#n,u.workflow.
env,(v,L)=>({contexts:{github:this.#e.github,inputs:k,vars:this.#t.vars,secrets:E},where:this.#m(L,`env.${v}`,f)}))}catch(v){
m.envFailure=ut(v)}}catch($){let k=this.#nt(t,n,ut($));return this.#A(t,n,`its calling job ${n} failed before the call s\
tarted`),k}this.#p.set(n,m),this.#a({type:"job-started",job:t.id,leg:n,name:b,matrix:h?e:null});let x=this.#z(t,n);await this.#L(
x);let R=x.map($=>this.#o.get($.id)).filter($=>$!==void 0),A=R.some($=>$.result==="failure")?"failure":R.some($=>$.result===
"cancelled")||this.#i.aborted?"cancelled":"success",P={};try{let $=Object.fromEntries(x.map(k=>{let E=this.#o.get(k.id);
return[ge(k.id),{result:E?.result??"skipped",outputs:E?.outputs??{}}]}));P=Ot(this.#n,d.outputs,(k,E)=>({contexts:{github:this.#e.
github,inputs:m.inputs,vars:this.#t.vars,jobs:$},where:this.#m(E,`on.workflow_call.outputs.${k}.value`,f)}))}catch($){A===
"success"&&(A="failure"),this.#a({type:"notice",level:"error",job:t.id,leg:n,message:ut($)})}return this.#W(P,t.id,n),this.#a(
{type:"job-finished",job:t.id,leg:n,result:A,duration_ms:vn(p,this.#r.now())}),{result:A,outputs:P,stages:R.flatMap($=>$.
stages)}}#z(t,e){let n=this.#y.get(t.id)??t.id,s=this.#x.get(t.id),o=`${n}/`,i=a=>a.startsWith(o)?`${e}/${a.slice(o.length)}`:
s?s(a):a;return(this.#c.get(n)?.call?.jobs??[]).map(a=>{let l=this.#c.get(a),u=i(a);if(this.#v.set(a,[...this.#v.get(a)??
[],u]),u===a)return l;let d={...l,id:u,calledBy:e,needs:l.needs.map(i),upstream:l.upstream.map(i),stageUpstream:l.stageUpstream.
map(i),call:l.call&&{...l.call,jobs:l.call.jobs.map(i)},stages:l.instances?.find(c=>c.id===u)?.stages??null};return this.#c.
set(u,d),this.#y.set(u,a),this.#x.set(u,i),d})}#A(t,e,n){for(let s of this.#z(t,e))this.#a({type:"job-skipped",job:s.id,
result:"skipped",reason:n}),this.#o.set(s.id,{id:s.id,result:"skipped",outputs:{},stages:[],legs:[]}),s.call!==null&&this.#A(
s,s.id,`its calling job ${s.id} did not run (skipped)`)}#D(t,e){for(let n of t){let s=this.#c.get(n),o=(this.#v.get(n)??
[]).map(i=>this.#o.get(i));if(o.length===0){let i=`its calling job ${s.calledBy} did not run (${e.result})`;this.#a({type:"\
job-skipped",job:n,result:"skipped",reason:i}),this.#o.set(n,{id:n,result:"skipped",outputs:{},stages:[],legs:[]})}else(o.
length>1||o[0]?.id!==n)&&this.#o.set(n,{id:n,result:or(o.map(i=>i.result)),outputs:{},stages:o.flatMap(i=>i.stages),legs:o.
flatMap(i=>i.legs)});s.call!==null&&this.#D(s.call.jobs,this.#o.get(n))}}#W(t,e,n){for(let[s,o]of Object.entries(t))Ke(o,
this.#h)&&(delete t[s],this.#a({type:"notice",level:"warning",job:e,leg:n,message:`skipped output ${s}, since it may con\
tain a secret (as GitHub does): needs.${ge(e)}.outputs.${s} is empty`}))}#T(t){return(t?this.#N(t):this.#l).aborted||this.#i.
aborted}#N(t){return this.#P(t).cancel}#B(t){let e=this.#N(t).reason;return this.#l.aborted||typeof e!="string"?"the run\
 was cancelled":e}#m(t,e,n=this.#t.workflow.fileName){return t?nt(n,t.position):e}async#G(t){let e=this.#e.reuse?.get(t.
id);if(e){for(let f of e.legs)this.#b.add(f.toLowerCase());this.#a({type:"notice",level:"info",job:t.id,leg:null,message:"\
reusing the stored result of this job"});let c=e.legResults??e.legs.map(f=>({leg:f,result:e.result}));c.length===0&&(e.result===
"skipped"||e.result==="cancelled")&&this.#a({type:"job-skipped",job:t.id,result:e.result,reason:e.skipReason??`${e.result}\
 in the run replayed`});for(let{leg:f,result:p,reason:g,durationMs:h,failedStep:w}of c)this.#a({type:"job-finished",job:t.
id,leg:f,result:p,duration_ms:h??0,...g===void 0?{}:{reason:g},reused:!0,...w===void 0?{}:{failed_step:w}});return e}let n=this.#Y(
t);if(!("contexts"in n))return n;let{needs:s,contexts:o}=n,i=c=>this.#K(t,c),a=this.#P(t).envFailure;if(a)return i(a);let l,
u;try{l=t.legs??this.#tt(t,o),u=this.#et(t,o)}catch(c){return i(ut(c))}let d=this.#t.legIds.get(t.id)??tr(t.id,l,this.#b);
t.legs===null&&(this.#a({type:"job-legs",job:t.id,legs:d}),this.#mt(t,l,o));for(let c of this.#lt(t,l,u,o))this.#U(t.id,
null,c.level,c.message);return this.#X(t,l,d,u,o,{pooled:!0,outputsOf:()=>!0},(c,f,p,g)=>this.#ft(t,c,f,p,l.length,u,s,g))}async#X(t,e,n,s,o,i,a){
let l=new AbortController;yr(0,l.signal);let u=this.#N(t),d=u.aborted,c,f=()=>{if(c===void 0)try{c=We(this.#n,t.job.if,{
contexts:o,status:this.#V(t),where:nt(t.workflow.fileName,t.job.if.position??t.job.position)})}catch{c=!1}return c},p=s.
maxParallel?new Se(s.maxParallel):null,g=[],h=await Promise.all(e.map(async(m,b)=>{let x=n[b],R=async()=>{if(this.#i.aborted||
u.aborted&&!d&&!f()||l.signal.aborted){let E=l.signal.aborted?"fail-fast: another leg of its matrix failed before it sta\
rted":`${this.#B(t)} before it started`;return this.#a({type:"job-finished",job:t.id,leg:x,result:"cancelled",duration_ms:0,
reason:E}),{result:"cancelled",outputs:{},stages:[]}}let $=await a(m,x,b,l.signal);if($.result!=="failure")return $;let k={
...o,matrix:me(m),strategy:kn(s,b,e.length)};return this.#q(t.job,k,t.id,x,!1,t.workflow.fileName)?{...$,result:this.#it(
t.id,x)}:(s.failFast&&e.length>1&&l.abort(`fail-fast: another leg of ${t.call===null?"its matrix":`the call ${t.id}`} fa\
iled`),$)},A=()=>p?p.run(R):R(),P=await(i.pooled?this.#s.run(A):A());return g.push(P),P})),w={};for(let m of g.filter(i.
outputsOf))for(let[b,x]of Object.entries(m.outputs))(x!==""||!(b in w))&&(w[b]=x);return{id:t.id,result:or(h.map(m=>m.result)),
outputs:w,stages:h.flatMap(m=>m.stages),legs:n}}#lt(t,e,n,s){let{runsOn:o,container:i,services:a}=t.job;if(o===null&&i===
null&&a===null)return[];let l=(d,c)=>{if(d===null)return null;try{return Wt(this.#n,d,{contexts:c})}catch{return bn(d)}},
u=e.map((d,c)=>{let f={...s,matrix:me(d),strategy:kn(n,c,e.length)};return{runsOn:l(o,f),container:l(i,f),services:l(a,f)}});
return Vi(u,this.#e.runner.os)}#U(t,e,n,s){let o=this.#_(t),i=this.#k.get(o)??new Set;this.#k.set(o,i),!i.has(s)&&(i.add(
s),this.#a({type:"notice",level:n,job:t,leg:e,message:s}))}#ut(){let t=this.#e.github;return{repository:typeof t.repository==
"string"?t.repository:"",refs:["sha","ref","ref_name","head_ref"].flatMap(e=>{let n=t[e];return typeof n=="string"&&n!==
""?[n]:[]}),workspace:this.#e.runner.workspace}}#ct(t,e){let n=a=>{let l=Object.entries(t.with).find(([u])=>u.toLowerCase()===
a);return l?Rt(this.#n,l[1],e(l[1],`with.${l[0]}`)):""},[s,o,i]=_i.map(n);return{repository:s,path:o,ref:i}}#Y(t){let e=(i,a)=>(this.#a(
{type:"job-skipped",job:t.id,result:i,reason:a}),{id:t.id,result:i,outputs:{},stages:[],legs:[]});if(this.#i.aborted)return e(
"cancelled","the run was cancelled");if(t.skip!==null)return e("skipped",t.skip);let n=this.#Z(t),s={...this.#C(t),needs:n},
o;try{o=We(this.#n,t.job.if,{contexts:s,status:this.#V(t),where:nt(t.workflow.fileName,t.job.if.position??t.job.position)})}catch(i){
return this.#K(t,ut(i))}if(!o&&this.#T(t))return e("cancelled",this.#B(t));if(!o){let i=t.job.if.text,l=(i===null||t.job.
if.implicitSuccess===!0)&&!this.#V(t).success([])?`${this.#dt(t)}${i===null?"":` (an if: without a status function, such\
 as if: ${i}, means success() && (\u2026))`}`:`if: ${i} was false`;return e("skipped",l)}return{needs:n,contexts:s}}#K(t,e){
this.#a({type:"notice",level:"error",job:t.id,leg:null,message:e}),this.#a({type:"job-finished",job:t.id,leg:t.id,result:"\
failure",duration_ms:0,reason:e});let n={...this.#C(t),needs:this.#Z(t)},s=this.#q(t.job,n,t.id,t.id,!1,t.workflow.fileName)?
this.#it(t.id,t.id):"failure";return{id:t.id,result:s,outputs:{},stages:[],legs:[t.id]}}#Z(t){let e={};for(let n of t.needs){
let s=this.#o.get(n);s&&(e[ge(n)]={result:s.result,outputs:s.outputs})}return e}#Q(t,e){let n=t.id.slice(0,t.id.length-t.
job.id.length);return Us(e.length>0?e.map(s=>`${n}${s}`):t.upstream,s=>this.#c.get(s)?.call)}#dt(t){let e={failure:"fail\
ed",skipped:"was skipped",cancelled:"was cancelled"},n=this.#Q(t,[]).flatMap(i=>{let a=this.#o.get(i)?.result;return a===
void 0||a==="success"?[]:[{id:i,said:`${i} ${e[a]}`}]});if(n.length===0)return"a job it needs did not succeed";let s=n.map(
i=>i.said).join(", "),o=new Set(t.needs);return n.every(i=>o.has(i.id))?`a job it needs did not succeed: ${s}`:`a job up\
stream did not succeed: ${s} (success() counts every job before this one, not only those in needs:)`}#V(t){let e=s=>this.#o.
get(s)?.result,n=s=>this.#Q(t,s);return{success:s=>!this.#T(t)&&n(s).every(o=>e(o)==="success"),failure:s=>n(s).some(o=>e(
o)==="failure"),cancelled:()=>this.#T(t)}}#tt(t,e){let n=Do(t.job.strategy);if(!n)return[{}];let s=i=>nt(t.workflow.fileName,
i),o=Wo(this.#n,n,e,s);return mo(t.id,o,s(n.position),this.#h,{recordsStages:t.recordsStages}),o}#et(t,e){let n=t.job.strategy;
if(n?.kind!=="mapping")return{failFast:!0,maxParallel:null};let s=nt(t.workflow.fileName,n.position),o=n.entries.find(u=>u.
key==="fail-fast")?.value,i=n.entries.find(u=>u.key==="max-parallel")?.value,a=o?Wt(this.#n,o,{contexts:e,where:s}):!0,l=i?
Number(Wt(this.#n,i,{contexts:e,where:s})):null;return{failFast:a!==!1&&a!=="false",maxParallel:l!==null&&Number.isFinite(
l)&&l>0?l:null}}#nt(t,e,n){return this.#a({type:"notice",level:"error",job:t.id,leg:e,message:n}),this.#a({type:"job-fin\
ished",job:t.id,leg:e,result:"failure",duration_ms:0,reason:n}),{result:"failure",outputs:{},stages:[]}}async#ft(...t){let e=this.#r.
legTemp,n;try{n=e?await e.open(t[2]):this.#e.runner.temp}catch(s){let[o,,i]=t;return this.#nt(o,i,this.#M(s))}try{return await this.#pt(
n,...t)}finally{await e?.close(n)}}async#pt(t,...[e,n,s,o,i,a,l,u]){let d=this.#r.now(),c=Object.keys(n).length>0,f=e.workflow,
p=f.fileName,g=new AbortController,h=AbortSignal.any([this.#i,g.signal]),w=null,m=[],b=iu,x={...this.#e.github,job:e.job.
id,...this.#r.eventPath?{event_path:this.#r.eventPath(t)}:{}},R=me(n),A=Zi({...this.#e.runner,debug:this.#g},t),P=fu(x,A,
this.#e.runner.workspace),$="success",k=e.job.stageWorkflow?{}:{...this.#P(e).env},E=[],U={},Q=[],v=()=>({...this.#C(e),
github:x,needs:l,matrix:R,strategy:kn(a,o,i),runner:A,env:k,steps:U,job:{status:$}});this.#a({type:"job-started",job:e.id,
leg:s,name:this.#at(e,c?n:null,v()),matrix:c?n:null});let L={success:()=>$==="success"&&!this.#i.aborted,failure:()=>$===
"failure",cancelled:()=>this.#i.aborted||$==="cancelled"},Y=null,O=new Set,j=M=>(O.add(M),()=>O.delete(M)),V=M=>{if(Y!==
null||h.aborted)return;Y=M,$="cancelled";let N=b;m.push(br(N,this.#w,()=>g.abort(`the job was cancelled (${M}) and its s\
teps did not finish within its cancel-timeout-minutes (${ke(N)})`))),w&&!this.#st(w.step,v(),L,e.id,s,p)&&w.abort.abort(
M);for(let K of[...O])K(M)},D=()=>V("fail-fast: another leg of its matrix failed"),G=this.#N(e),H=()=>V(this.#B(e)),y=null,
C={shell:null,workingDirectory:null,shellAt:null};try{k={...k,...Ot(this.#n,e.job.env,(at,q)=>({contexts:v(),where:this.#m(
q,`jobs.${e.job.id}.env.${at}`,p)}))};let[M,N]=e.job.defaults!==null?[e.job.defaults,`jobs.${e.job.id}.defaults.run`]:[f.
defaults,"defaults.run"],K=(at,q)=>{let ft=M?.[at]??null;if(ft===null)return null;let Ne=this.#m(ft,`${N}.${q}`,p),kt=Rt(
this.#n,ft,{contexts:v(),where:Ne});return kt===""?null:{text:kt,at:Ne}},Tt=K("shell","shell");if(C={shell:Tt?.text??null,
shellAt:Tt?.at??null,workingDirectory:K("workingDirectory","working-directory")?.text??null},e.job.cancelTimeoutMinutes&&
(b=ta(Wt(this.#n,e.job.cancelTimeoutMinutes,{contexts:v()}),nt(p,e.job.cancelTimeoutMinutes.position),"cancel-timeout-mi\
nutes")),e.job.timeoutMinutes){let at=nt(p,e.job.timeoutMinutes.position),q=ta(Wt(this.#n,e.job.timeoutMinutes,{contexts:v()}),
at);m.push(br(q,this.#w,()=>{let ft=`the job exceeded its timeout-minutes (${ke(q)})`;Y===null&&!h.aborted&&this.#a({type:"\
notice",level:"error",job:e.id,leg:s,message:`${at}: jobs.${e.id}${c?` (${s})`:""} was cancelled: ${ft}; steps whose if:\
 holds when a job is cancelled (always(), cancelled()) still run`}),V(ft)}))}}catch(M){y=ut(M)}if(y)$="failure",this.#a(
{type:"notice",level:"error",job:e.id,leg:s,message:y});else{u.aborted?D():u.addEventListener("abort",D,{once:!0}),G.aborted||
G.addEventListener("abort",H,{once:!0});for(let M of e.steps){if(h.aborted)break;let N=new AbortController;w={step:M.step,
abort:N};let K=await this.#rt(e,M,s,n,c,{contexts:v,stepStatus:L,defaults:P,env:()=>k,path:()=>E,signal:AbortSignal.any(
[h,N.signal]),kill:h,onCancel:j},{file:p,runDefaults:C,inComposite:null});w=null,K.envAdded&&(k={...k,...K.envAdded}),K.
pathAdded.length>0&&(E=[...K.pathAdded,...E]),M.step.id&&(U={...U,[M.step.id]:{outputs:K.outputs,outcome:K.outcome,conclusion:K.
conclusion}}),Q.push(...K.stages),K.conclusion==="failure"&&Y===null&&($="failure")}}u.removeEventListener("abort",D),G.
removeEventListener("abort",H);for(let M of m)clearTimeout(M);let J={},dt=null;try{J=Ot(this.#n,e.job.outputs,(M,N)=>({contexts:v(),
where:this.#m(N,`jobs.${e.job.id}.outputs.${M}`,p)}))}catch(M){$="failure",dt=ut(M),this.#a({type:"notice",level:"error",
job:e.id,leg:s,message:dt})}this.#W(J,e.id,s);let F=this.#i.aborted||g.signal.aborted?"cancelled":$,T=F==="failure"?y??dt:
null;return this.#a({type:"job-finished",job:e.id,leg:s,result:F,duration_ms:vn(d,this.#r.now()),...T===null?{}:{reason:T}}),
{result:F,outputs:J,stages:Q}}async#rt(t,e,n,s,o,i,a){let{step:l,action:u}=e,d=a.file,c=this.#r.now(),f=l.action??l.id??
"__run",p=D=>{let G=i.contexts();return{...G,github:{...G.github,action:f},env:D}},g={},h=null;try{g=Ot(this.#n,l.env,(D,G)=>({
contexts:p(i.env()),where:this.#m(G,`env.${D}`,d),...this.#S()}))}catch(D){h=ut(D)}let w=this.#wt(l,p({...i.env(),...g})),
m=a.inComposite?`${a.inComposite.name} \u203A ${w}`:w,b=a.inComposite?.index??l.index,x={job:t.id,leg:n,step:b,name:m},R=D=>{
a.inComposite||this.#a(D)},A=(D,G,H,y={})=>{let C=D==="failure"?y.outputTail??null:null;return R({type:"step-finished",...x,
outcome:D,conclusion:G,duration_ms:vn(c,this.#r.now()),message:H,...C===null?{}:{output_tail:C}}),{outcome:D,conclusion:G,
message:H,outputTail:C,outputs:y.outputs??{},envAdded:y.envAdded??null,pathAdded:y.pathAdded??[],stages:y.stages??[]}},P;
try{if(h!==null)throw new S("expression-invalid",h);P=this.#ot(l,p({...i.env(),...g}),i.stepStatus,d)}catch(D){return R(
{type:"step-started",...x}),{...A("failure","failure",ut(D)),notEvaluated:!0}}if(!P)return R({type:"step-finished",...x,
outcome:"skipped",conclusion:"skipped",duration_ms:0,message:null}),{outcome:"skipped",conclusion:"skipped",message:null,
outputTail:null,outputs:{},envAdded:null,pathAdded:[],stages:[]};R({type:"step-started",...x});let $="success",k=null,E=null,
U={},Q=null,v=[],L=[],Y={...i.defaults,GITHUB_ACTION:f},O=i.signal,j;try{let D={...i.env(),...g},G=()=>p(D),H=null,y=nt(
d,l.timeoutMinutes?.position??l.position);if(l.timeoutMinutes){let F=null;try{let T=Wt(this.#n,l.timeoutMinutes,{contexts:G(),
where:y,...this.#S()}),M=Mo(T);M===null?F=Co(T):H=M.minutes}catch(T){F=T instanceof S?T.message:ut(T)}F!==null&&this.#a(
{type:"notice",level:"warning",job:t.id,leg:n,message:`${y}: step ${b+1} (${m}): an error occurred when attempting to de\
termine the step timeout: ${F}; the step runs without a timeout, as on GitHub`})}if(H!==null){let F=new AbortController;
O=AbortSignal.any([i.signal,F.signal]);let T={minutes:H,up:!1,timer:void 0};T.timer=br(H,this.#w,()=>{O.aborted||(T.up=!0,
this.#a({type:"notice",level:"warning",job:t.id,leg:n,message:`${y}: step ${b+1} (${m}) exceeded its timeout-minutes (${ke(
H)}): stopping it`}),F.abort(`the step exceeded its timeout-minutes (${ke(H)})`))}),j=T}let C=u.kind==="run"?await this.#r.
createStepFiles?.():void 0,J=(F,T)=>({contexts:Gi(G(),C),where:this.#m(F,T,d),...this.#S()}),dt=l.workingDirectory!==null?
Rt(this.#n,l.workingDirectory,J(l.workingDirectory,"working-directory")):a.runDefaults.workingDirectory;switch(u.kind){case"\
run":{let F=Rt(this.#n,l.run,J(l.run,"run")),T=l.shell!==null?Rt(this.#n,l.shell,J(l.shell,"shell")):a.runDefaults.shell,
M=yo(T);if(M!==null&&this.#e.runner.os!=="Windows")throw new S("shell-unavailable",bo(M,this.#e.runner.os),{where:l.shell?
nt(d,l.shell.position):a.runDefaults.shellAt??d});let N=await this.#r.runScript({job:this.#_(t.id),leg:n,step:b,name:m,script:F,
shell:T,workingDirectory:dt,defaults:Y,env:D,path:i.path(),files:C,signal:O,kill:i.kill});for(let q of N.masks??[])this.#h.
includes(q)||this.#h.push(q);for(let q of N.annotations??[])this.#a({type:"notice",level:q.level==="notice"?"info":q.level,
job:t.id,leg:n,message:`step ${b+1}: ${q.message}`,...q.place?{annotation:{step:b+1,...q.place}}:{}});let K=N.commands??
{outputs:[],env:[],path:[],failures:[]};U=Object.fromEntries([...K.outputs,...pr(N.files.output,et.output)]);let Tt=Ui(N.
files.env,et.env);for(let q of Tt.refused)this.#a({type:"notice",level:"error",job:t.id,leg:n,message:`step ${b+1}: ${q}`});
let at=[...K.env,...Tt.pairs];at.length>0&&(Q=Object.fromEntries(at)),v=[...Ji(N.files.path),...[...K.path].reverse()],N.
summaryBytes!==void 0?this.#a({type:"notice",level:"error",job:t.id,leg:n,message:`step ${b+1}: ${Di(N.summaryBytes)}`}):
N.files.summary.trim()!==""&&this.#r.summary?.(this.#_(t.id),n,N.files.summary);for(let q of K.failures)this.#a({type:"n\
otice",level:"error",job:t.id,leg:n,message:`step ${b+1}: ${q}`});N.exitCode===0&&K.failures.length>0&&($="failure",k=K.
failures.join("; ")),N.exitCode!==0&&($=i.signal.aborted?"cancelled":"failure",k=N.exitCode===null?`ended by ${N.signal??
"a signal"}`:`exited with code ${N.exitCode}`,O.aborted&&typeof O.reason=="string"&&(k+=`: ${O.reason}`)),N.output!==void 0&&
(E=du(N.output));break}case"baton":{let F=Ot(this.#n,l.with,(M,N)=>J(N,`with.${M}`)),T=await this.#r.runAction({action:u.
action,job:this.#_(t.id),leg:n,step:b,stepId:l.id,matrix:o?s:null,inputs:F,defaults:Y,env:D,path:i.path(),workingDirectory:dt,
upstream:this.#gt(t),needsFacts:this.#t.needsFacts.get(t.id),jobIds:this.#d,secrets:this.#h,stageJob:ge(t.id),signal:O});
U=T.outputs,Object.keys(T.env).length>0&&(Q=T.env),T.summary.trim()!==""&&this.#r.summary?.(this.#_(t.id),n,T.summary);for(let{
warnings:M=[],...N}of T.recorded){this.#u.push({job:this.#_(t.id),leg:n,...N}),L.includes(N.stage)||L.push(N.stage),this.#a(
{type:"stage-recorded",job:t.id,leg:n,...N});for(let K of M)this.#a(pu(t.id,n,N,K))}T.ok||($=i.signal.aborted?"cancelled":
"failure",k=T.message);break}case"noop":{let F=u.action==="checkout"?Ci(l.uses?.text??"actions/checkout",this.#ct(l,J),this.#ut()):
null;F!==null&&this.#U(t.id,n,"warning",F),k=F??`${l.uses?.text}: no-op here (${u.reason})`;break}case"local":{let F=this.#r.
loadAction?await this.#r.loadAction(u.path):null;if(F?.kind!=="composite"){let M=`${u.path} ${F?`is a ${F.using} action,\
 which`:""} cannot run locally; step skipped`.replace("  "," ");return this.#U(t.id,n,"warning",M),A("skipped","skipped",
M)}let T=await this.#ht(t,n,s,o,F,{uses:u.path,depth:(a.inComposite?.depth??0)+1,index:b,name:m,with:Ot(this.#n,l.with,(M,N)=>J(
N,`with.${M}`)),contexts:G,stepStatus:i.stepStatus,defaults:Y,env:D,overrides:g,path:i.path(),signal:O,kill:i.kill,onCancel:i.
onCancel});U=T.outputs,Object.keys(T.envAdded).length>0&&(Q=T.envAdded),v=T.pathAdded,L.push(...T.stages),T.outcome!=="s\
uccess"&&($=T.outcome,k=T.message,E=T.outputTail);break}case"skip":return this.#U(t.id,n,"warning",u.notice),A("skipped",
"skipped",u.notice);default:Un(u,"step action")}}catch(D){$=i.signal.aborted?"cancelled":"failure",k=this.#M(D),!(D instanceof
S)&&Ce(D)===null&&this.#a({type:"notice",level:"error",job:t.id,leg:n,message:`internal error: ${k}`})}j&&(clearTimeout(
j.timer),j.up&&!i.signal.aborted&&($="failure",k=`${nt(d,l.timeoutMinutes?.position??l.position)}: the step timed out af\
ter ${ke(j.minutes)} (timeout-minutes)`));let V=$;return $==="failure"&&this.#q(l,i.contexts(),t.id,n,!0,d)&&(V="success"),
A($,V,k,{outputs:U,envAdded:Q,pathAdded:v,stages:L,outputTail:E})}async#ht(t,e,n,s,o,i){if(i.depth-1>sr)throw new S("act\
ion-invalid",`${i.uses}: composite action depth exceeded max depth ${sr}, as on GitHub (does it use itself?)`,{where:o.file});
let a=o.directory,l=i.contexts(),u={...l.github,action_path:a},d=Object.fromEntries(Object.entries(i.with).map(([v,L])=>[
v.toLowerCase(),L])),c={...d},f=new Set(o.inputs.map(v=>v.id.toLowerCase())),p=Object.keys(d).filter(v=>!f.has(v));p.length>
0&&this.#U(t.id,e,"warning",`step ${i.index+1}: unexpected input(s) ${p.map(v=>`'${v}'`).join(", ")} of ${i.uses}, valid\
 inputs are [${[...f].map(v=>`'${v}'`).join(", ")}]`);for(let v of o.inputs){let L=v.id.toLowerCase();Object.hasOwn(d,L)?
c[L]=d[L]:v.default?c[L]=Rt(this.#n,v.default,{contexts:{...l,github:u},where:this.#m(v.default,`inputs.${v.id}.default`,
o.file),...this.#S()}):c[L]=""}let g={...i.env},h=[...i.path],w={},m=[],b={},x=null,R=[],A=()=>({...i.contexts(),github:{
...u,action_status:x===null?"success":"failure"},inputs:c,steps:b,env:g}),P={success:()=>x===null&&!i.stepStatus.cancelled(),
failure:()=>x!==null,cancelled:()=>i.stepStatus.cancelled()},$={...i.defaults,GITHUB_ACTION_PATH:a};for(let v of o.steps){
if(i.signal.aborted)break;let L=new AbortController,Y=i.onCancel(j=>{this.#st(v,A(),P,t.id,e,o.file)||L.abort(j)}),O;try{
O=await this.#rt(t,{step:v,action:Cs(v)},e,n,s,{contexts:A,stepStatus:P,defaults:$,env:()=>g,path:()=>h,signal:AbortSignal.
any([i.signal,L.signal]),kill:i.kill,onCancel:i.onCancel},{file:o.file,runDefaults:{shell:null,workingDirectory:null,shellAt:null},
inComposite:{index:i.index,name:i.name,depth:i.depth}})}finally{Y()}if(O.envAdded&&(g={...g,...O.envAdded,...i.overrides},
Object.assign(w,O.envAdded)),O.pathAdded.length>0&&(h=[...O.pathAdded,...h],m.unshift(...O.pathAdded)),v.id&&(b={...b,[v.
id]:{outputs:O.outputs,outcome:O.outcome,conclusion:O.conclusion}}),R.push(...O.stages),O.conclusion!=="success"&&O.conclusion!==
"skipped"&&x===null&&(x=O),O.notEvaluated)break}let k={},E=null;try{k=Ot(this.#n,Object.fromEntries(o.outputs.flatMap(v=>v.
value?[[v.id,v.value]]:[])),(v,L)=>({contexts:A(),where:this.#m(L,`outputs.${v}.value`,o.file),...this.#S()}))}catch(v){
E=ut(v)}let U=i.signal.aborted?"cancelled":x!==null?x.conclusion:E!==null?"failure":"success",Q=x?`${i.uses}: ${x.message??
x.conclusion}`:E!==null?`${i.uses}: ${E}`:null;return{outcome:U,message:Q,outputTail:x?.outputTail??null,outputs:k,envAdded:w,
pathAdded:m,stages:R}}#st(t,e,n,s,o,i=this.#t.workflow.fileName){try{return this.#ot(t,e,n,i)}catch(a){return this.#a({type:"\
notice",level:"error",job:s,leg:o,message:`${ut(a)}; the step is stopped with its cancelled job`}),!1}}#ot(t,e,n,s=this.#t.
workflow.fileName){return We(this.#n,t.if,{contexts:e,status:n,where:nt(s,t.if.position??t.position),...this.#S()})}#S(){
return this.#r.host?{host:this.#r.host}:{}}#it(t,e){return this.#a({type:"notice",level:"warning",job:t,leg:e,message:"f\
ailed, and the job has continue-on-error: the jobs that need it see success, and the run does not fail for it"}),"succes\
s"}#q(t,e,n,s,o=!1,i=this.#t.workflow.fileName){let a=t.continueOnError;if(typeof a=="boolean")return a;let l;try{let u=Rt(
this.#n,a,{contexts:e,where:this.#m(a,"continue-on-error",i),...o?this.#S():{}});if(u==="true"||u==="false")return u==="\
true";l=`${this.#m(a,"continue-on-error",i)}: continue-on-error must be true or false, got ${JSON.stringify(u)}; the fai\
lure stands`}catch(u){l=`${ut(u)}; the failure stands (continue-on-error)`}return this.#a({type:"notice",level:"error",job:n,
leg:s,message:l}),!1}#gt(t){let e=this.#c;return Yo(t.stageUpstream,n=>(e.has(n)?Ho(e.get(n),e):[n]).flatMap(s=>[e.get(s)?.
stages,this.#$.get(s),this.#o.get(s)?.stages]),{shownJob:n=>this.#_(n),matrixOf:n=>this.#R.get(n),placeOf:Io(this.#t,t)})}#mt(t,e,n){
let s=Uo(this.#n,t,e,n,this.#h);if(s!==null){this.#$.set(t.id,s.map(({stage:o})=>o));for(let{stage:o,leg:i}of s)Object.keys(
i).length>0&&this.#R.set(o,i)}}#at(t,e,n){let s=t.job.name,o=t.calledBy===null?"":this.#P(t).namePrefix;if(!s&&o==="")return null;
let i=t.job.id,a=!1;if(s){try{i=Rt(this.#n,s,{contexts:n,...this.#S()})}catch{i=s.text}a=s.expression!==null&&this.#n.facts(
s.expression).paths.some(l=>l[0]==="matrix")}return e&&!a&&(i+=ea(e)),gr(`${o}${i}`)}#wt(t,e){return gr(this.#yt(t,e))}#yt(t,e){
if(t.name)try{return Rt(this.#n,t.name,{contexts:e,...this.#S()})}catch{return t.name.text}if(t.uses)return`Run ${t.uses.
text}`;let n=t.run?.text??"";if(t.run)try{n=Rt(this.#n,t.run,{contexts:e,...this.#S()})}catch{}return`Run ${n.trimStart().
split(/\r|\n/)[0]?.trim()??""}`}#a(t){let e=this.#r.now().toISOString(),n="job"in t&&t.job!==null?this.#y.get(t.job):void 0,
s;if(n===void 0)s={...t,at:e};else if(t.type==="job-skipped")s={...t,type:"job-finished",job:n,leg:t.job,duration_ms:0,at:e};else if(t.
type==="notice"&&t.leg===null)s={...t,job:n,leg:t.job,at:e};else if(t.type!=="job-legs")s={...t,job:n,at:e};else return;
if(s.type==="job-skipped")this.#J.set(s.job,s.reason);else if(s.type==="job-finished"){let o=this.#E.get(s.job)??[];o.push(
{leg:s.leg,result:s.result,...s.reason===void 0?{}:{reason:s.reason}}),this.#E.set(s.job,o)}this.#r.emit(s)}#_(t){return this.#y.
get(t)??t}};function uu(r){return typeof r=="string"?r:JSON.stringify(r)}function ea(r){return` (${Object.values(r).map(
uu).join(", ")})`}var na={lines:10,bytes:2048},cu=new Set(["error","warning","notice"]);function du(r){let t=[],e=new be;
for(let n of r.split(/\r?\n/)){let s=Os(n),o=e.read(s);if(o==="resumed")continue;if(o===null){t.push(s);continue}let{command:i,
data:a}=o;i==="stop-commands"?e.stop(a):cu.has(i)?t.push(`${i[0].toUpperCase()}${i.slice(1)}: ${a}`):i==="group"&&t.push(
a)}return ss(t.join(`
`),na.lines,na.bytes)}function fu(r,t,e){let n=o=>String(r[o]??""),s=o=>r[o]===void 0?{}:{[`GITHUB_${o.toUpperCase()}`]:n(
o)};return{...s("event_path"),...s("actor_id"),...s("repository_id"),...s("repository_owner_id"),...s("ref_protected"),...s(
"retention_days"),GITHUB_ACTIONS:"true",GITHUB_WORKFLOW:n("workflow"),GITHUB_WORKFLOW_REF:n("workflow_ref"),GITHUB_WORKFLOW_SHA:n(
"workflow_sha"),GITHUB_RUN_ID:n("run_id"),GITHUB_RUN_NUMBER:n("run_number"),GITHUB_RUN_ATTEMPT:n("run_attempt"),GITHUB_JOB:n(
"job"),GITHUB_REPOSITORY:n("repository"),GITHUB_REPOSITORY_OWNER:n("repository_owner"),GITHUB_SHA:n("sha"),GITHUB_REF:n(
"ref"),GITHUB_REF_NAME:n("ref_name"),GITHUB_REF_TYPE:n("ref_type"),GITHUB_HEAD_REF:n("head_ref"),GITHUB_BASE_REF:n("base\
_ref"),GITHUB_EVENT_NAME:n("event_name"),GITHUB_ACTOR:n("actor"),GITHUB_TRIGGERING_ACTOR:n("triggering_actor"),GITHUB_SERVER_URL:n(
"server_url"),GITHUB_API_URL:n("api_url"),GITHUB_GRAPHQL_URL:n("graphql_url"),GITHUB_WORKSPACE:e,...Qi(t)}}function pu(r,t,e,n){
let{stage:s,attempt:o}=e,i=`stage ${s}${o>1?` attempt ${o}`:""}`;return{type:"notice",level:"warning",job:r,leg:t,message:`${i}\
: ${n.path==="$"?n.message:ne(n)}`,problem:{stage:s,attempt:o,code:n.code,path:n.path}}}function ut(r,t){return r instanceof
S?r.where?`${r.where}: ${r.message}`:r.message:je(r,t)}function vn(r,t){return Math.max(0,Math.round(t.getTime()-r.getTime()))}function sa(r,t){let e=r.filter(i=>i.calledBy===null),n=new Set(t.map(i=>i.job.split("/")[0])),s=null;for(let i of e){let a=e.
filter(u=>u.upstream.includes(i.id)).map(u=>u.id),l=new Set([i.id,...a]);[...n].every(u=>l.has(u))&&(s===null||l.size<s.
rerun)&&(s={id:i.id,rerun:l.size})}if(s===null)return null;let o=s.id;return t.find(i=>i.job.split("/")[0]===o)?.stage??
o}function oa(r,t,e,n){let s=d=>d!==void 0&&d!=="*"&&d!=="GITHUB_TOKEN"&&!e.has(d),o=d=>{if(d[0]==="github")return d[1]===
"token"&&d.length===2;if(d[0]==="vars")return d[1]!==void 0&&d[1]!=="*"&&!n.has(d[1].toUpperCase());if(d[0]!=="secrets")
return!1;let c=d[1]?.toUpperCase();return c==="GITHUB_TOKEN"?!e.has(c):s(c)},i=d=>d==="other"||d.some(c=>!o(c)),a=new Map,
l=d=>{if(d===null||d.expression===null)return;let c=t.facts(d.expression);c.paths.forEach((f,p)=>{let g=f[0]==="secrets"?
f[1]?.toUpperCase():void 0;if(!s(g))return;let h=i(c.fallbacks[p]??[]),w=a.get(g);w===void 0?a.set(g,{name:g,where:nt(r.
fileName,d.position),fallsBack:h}):w.fallsBack&&!h&&a.set(g,{name:g,where:nt(r.fileName,d.position),fallsBack:h})})},u=d=>{
for(let c of Object.values(d))l(c)};u(r.env);for(let d of r.jobs){u(d.env),d.secrets!=="inherit"&&u(d.secrets);for(let c of d.
steps)u(c.env),u(c.with),l(c.run)}return[...a.values()]}var hu=["[skip ci]","[ci skip]","[no ci]","[skip actions]","[actions skip]"],gu=["skip-checks: true","skip-checks:true"],
mu=/^(?:[A-Za-z0-9][A-Za-z0-9-]*:|\s+\S)/;function ia(r){let t=hu.find(l=>r.includes(l));if(t!==void 0)return{kind:"inst\
ruction",text:t};let e=r.trimEnd().split(/\r?\n/),n=e.at(-1)??"",s=gu.find(l=>l===n);if(s===void 0)return null;let o=l=>l!==
void 0&&l.trim()==="",i=e.length-1;for(;i>0&&!o(e[i-1]);)i--;return e.slice(i).every(l=>mu.test(l))&&o(e[i-1])&&o(e[i-2])?
{kind:"trailer",text:s}:null}function aa(r,t,e,n=!1,s){return wu(r,t,e,n)??yu(r,t,e,s)}function wu(r,t,e,n){let s=r.on[t];if(s===null||typeof s!="obj\
ect"||Array.isArray(s))return null;let o=s,i=Qe(o.types),a=e.action;if(i!==null&&i.length>0&&typeof a=="string"&&!i.includes(
a))return`the event's action ${a} is none of on.${t}.types (${i.join(", ")}): GitHub would not run this workflow for it`;
if(t==="push"){let l=typeof e.ref=="string"?e.ref:"";return l.startsWith("refs/tags/")?kr(o,"push","tags","branches",l.slice(
10),"tag"):l.startsWith("refs/heads/")?kr(o,"push","branches","tags",l.slice(11),"branch"):null}if((t==="pull_request"||
t==="pull_request_target")&&!n){let l=e.pull_request?.base?.ref;return typeof l=="string"?kr(o,t,"branches",null,l,"base\
 branch"):null}return null}function yu(r,t,e,n){if(!Object.hasOwn(r.on,t))return null;let s,o;if(t==="push")s=e.head_commit?.
message,o="the push's head commit";else if(t==="pull_request"){let l=e.pull_request?.head?.sha;if(n===void 0||l!==n.sha)
return null;s=n.message,o=`the pull request's head commit (${n.sha.slice(0,7)}, HEAD here)`}else return null;let i=typeof s==
"string"?ia(s):null;if(i===null)return null;let a=i.kind==="trailer"?`ends with the trailer ${i.text}`:`holds ${i.text}`;
return`${o} message ${a}: GitHub would not run this workflow for it`}function kr(r,t,e,n,s,o){let i=Qe(r[e]),a=Qe(r[`${e}\
-ignore`]),l="GitHub would not run this workflow for it";return i!==null?Ao(s,i)?null:`the ${o} ${s} matches none of on.${t}\
.${e} (${i.join(", ")}): ${l}`:a!==null?Eo(s,a)?null:`the ${o} ${s} matches on.${t}.${e}-ignore (${a.join(", ")}): ${l}`:
n!==null&&(r[n]!==void 0||r[`${n}-ignore`]!==void 0)?`on.${t} filters ${n} only, so a push of a ${o} (${s}) does not sta\
rt it: ${l}`:null}var bu=new TextEncoder,Su=new TextDecoder("utf-8",{ignoreBOM:!0}),ve=class{#t;#r;#n;#e=new Map;constructor(t){this.#t=t}async put(t){
let e=await this.#l(),n=await this.#t.put(t),s={stage:n.stage,attempt:n.attempt,runAttempt:n.runAttempt},o=e.get(n.stage)??
[];o.some(a=>Be(a,s)===0)||o.push(s),o.sort(Be),e.set(n.stage,o);let i={record:JSON.parse(Xs(t.record)),prompt:Su.decode(
bu.encode(t.prompt)),handoff:JSON.parse(Ys(t.handoff)),recordSha256:n.recordSha256};return this.#e.set(la(s),Promise.resolve(
i)),n}get(t){return this.#s(e=>{let n=e.get(t)?.at(-1);return n===void 0?Promise.resolve(void 0):this.#i(n)})}getAttempt(t,e,n=1){
return this.#s(s=>{let o=s.get(t)?.find(i=>i.attempt===e&&i.runAttempt===n);return o?this.#i(o):Promise.resolve(void 0)})}#s(t){
return this.#n?t(this.#n):this.#l().then(t)}#i(t){let e=la(t),n=this.#e.get(e);return n||(n=this.#t.getAttempt(t.stage,t.
attempt,t.runAttempt),n.catch(()=>this.#e.delete(e)),this.#e.set(e,n)),n}async list(){return[...(await this.#l()).values()].
flat().sort(Ge)}#l(){return this.#r??=this.#t.list().then(t=>{let e=new Map;for(let{stage:n,attempt:s,runAttempt:o}of t)
e.set(n,[...e.get(n)??[],{stage:n,attempt:s,runAttempt:o}]);for(let n of e.values())n.sort(Be);return this.#n=e,e}),this.#r}};
function la(r){return`${r.stage}\0${r.runAttempt}\0${r.attempt}`}var Et=At(Zt(),1);var xn=class{path;#t;#r;#n=null;#e=!1;constructor(t){this.path=t,this.#t=(0,Et.openSync)(t,"a",420),this.#r=(0,Et.fstatSync)(
this.#t).size}write(t){if(this.#n!==null||this.#e)return;let e=Buffer.from(`${JSON.stringify(t)}
`);try{for(let n=0;n<e.length;)n+=(0,Et.writeSync)(this.#t,e,n,e.length-n);this.#r+=e.length}catch(n){try{(0,Et.ftruncateSync)(
this.#t,this.#r)}catch{}this.#n=so(this.path,"the run's events",n)}}get failure(){return this.#n}close(){this.#e||(this.#e=
!0,(0,Et.closeSync)(this.#t))}};var Ga=At(Je(),1),X=At(Zt(),1);import{appendFile as ud,mkdtemp as cd,open as Ka,readFile as dd,rm as fd,writeFile as pd}from"node:fs/promises";
import{delimiter as hd,dirname as gd,join as Pt,relative as md,resolve as wd}from"node:path";var ua=65536,xe=4096,vr=16,ku=/^\s*(?:[A-Za-z0-9+/=]*|[A-Za-z][A-Za-z0-9-]*: .*)\s*$/;function vu(r){let t=Ie(r);return!Qn(
r)&&!Qn(t)&&!ku.test(t)}var $n=class{#t;#r;#n=new Map;constructor(t,e){this.#t=t,this.#r=e}push(t,e="stdout"){let n=this.#e(
e),s=n.partial+t,o=s.endsWith("\r")?s.length-1:s.length,i=s.slice(0,o),a=i.includes("\r")?i.split(/\r\n|\r|\n/):i.split(
`
`);n.partial=(a.pop()??"")+s.slice(o);let l=this.#s(n,a);for(let u=0;u<a.length;u++)this.#l(n,a[u],l+u);n.known=void 0,n.
partial.length>ua&&(n.overlong||(this.#o(n,n.partial.slice(0,xe)),n.overlong=!0),n.inKey=Jt(n.partial,n.inKey),n.partial=
n.partial.slice(-xe))}flush(){for(let t of this.#n.values())t.overlong||this.#o(t,t.partial.replace(/\r$/,"").slice(0,xe))}end(){
for(let t of this.#n.values())t.partial!==""&&this.#l(t,t.partial),t.partial="",this.#o(t,"")}#e(t){let e=this.#n.get(t);
return e||(e={partial:"",held:null,previous:"",inKey:!1,overlong:!1,known:void 0},this.#n.set(t,e)),e}#s(t,e){let n=[t.previous,
...t.held===null?[]:[t.held],...e],s=n.length-e.length;if(e.length===0||n.length<3)return s;let o=[...this.#t()],i=new Uint8Array(
n.length);if(Zn(n.join(`
`),o))i.fill(1,1,n.length-1);else if(n.length>vr)for(let a=0;a<n.length-2;a+=vr-2){let l=Math.min(a+vr,n.length)-1;Zn(n.
slice(a,l+1).join(`
`),o)&&i.fill(1,a+1,l)}return t.known={lines:n,clean:i,secrets:o},s}#i(t,e,n,s){let o=t.known;if(o===void 0||s<2||o.clean[s-
1]!==1||o.lines[s-1]!==e||o.lines[s-2]!==t.previous||o.lines[s]!==n)return!1;let i=this.#t();if(i.length!==o.secrets.length)
return!1;for(let a=0;a<i.length;a++)if(i[a]!==o.secrets[a])return!1;return!0}#l(t,e,n=-1){if(e.length>ua&&!t.overlong&&(this.#o(
t,e.slice(0,xe)),t.overlong=!0),t.overlong){t.overlong=!1,t.inKey=Jt(e,t.inKey),t.previous=t.inKey?"":e.slice(-xe);return}
if(t.inKey&&vu(e)&&(t.inKey=!1),t.inKey||go(e)){t.inKey||this.#o(t,""),t.inKey=Jt(e,t.inKey),t.previous=t.inKey?"":e;return}
this.#o(t,e,n),t.held=e}#o(t,e,n=-1){let s=t.held;if(t.held=null,s===null)return;let o=s;if(!this.#i(t,s,e,n)){let i=Z(`${t.
previous}
${s}
${e}`,this.#t()),a=i.text.split(`
`);o=a.length===3?a[1]??"":cs(i.redactions[0]?.kind??"secret-value")}t.previous=s,o.trim()!==""&&this.#r(o)}};var ie=class{#t;#r;#n;constructor(t,e){this.#t=t,this.#r=e}arm(){clearTimeout(this.#n),this.#n=setTimeout(()=>this.#r(),
this.#t),this.#n.unref?.()}stop(){clearTimeout(this.#n),this.#n=void 0}};var xu=te({result:Ht}),$u=/^[A-Za-z_][A-Za-z0-9_-]*$/,Ru=`${Ht.options.slice(0,-1).join(", ")} or ${Ht.options.at(-1)}`;
function da(r){let t=(r??"").trim();if(t==="")return null;let e;try{e=JSON.parse(t)}catch{throw Rn("it is not JSON")}if(e===
null||typeof e!="object"||Array.isArray(e))throw Rn("it is JSON, but not an object of jobs");let n=Object.entries(e),s=[];
for(let[o,[i,a]]of n.entries()){let l=`entry ${o+1} of ${n.length}`;if(!$u.test(i))throw Rn(`${l} is not named by a job \
id`);let u=xu.safeParse(a);if(!u.success)throw Rn(`${l} has no result that is ${Ru}`);s.push({job:i,result:u.data.result})}
return s}function Rn(r){return new S("input-invalid",`must be the results of the jobs this job needs, as \`${W.needs}: \$\
{{ toJSON(needs) }}\` passes them; ${r}`,{where:W.needs})}function fa(r){if(r.length===0)return null;let t=r.filter(e=>e.
result==="failure").map(e=>e.job);return t.length>0?{status:"failure",failedJobs:t}:r.some(e=>e.result==="cancelled")?{status:"\
cancelled",failedJobs:t}:{status:"success",failedJobs:t}}var pa=["comment","summary","both"],Ou=/^[A-Za-z0-9_.-]{1,64}$/;function $r(r){let t=(r[W.mode]??"").trim()||"both";if(!pa.
includes(t))throw new S("input-invalid",`must be one of ${pa.join(", ")}; got "${t}"`,{where:W.mode});return t}function Rr(r,t){
let e=$r(r),n=(r[W.key]??"").trim()||ai;if(!Ou.test(n))throw new S("input-invalid",`must be 1 to 64 letters, digits, '.'\
, '_' or '-' (it names the sticky comment); got "${n}"`,{where:W.key});let s=Au(r[W.includeDetail]??"",W.includeDetail,!1),
o=da(r[W.needs]),i=o===null?null:fa(o),a=null;if(e!=="summary"){let l=(r[W.issueNumber]??"").trim();if(l!==""){if(!/^[1-9]\d{0,9}$/.
test(l))throw new S("input-invalid",`must be the number of an issue or pull request, like 42; got "${l}"`,{where:W.issueNumber});
a=Number(l)}else if(a=Pu(t.payload),a===null)throw new S("issue-number-missing",`there is no issue or pull request to co\
mment on: the triggering event (${t.name||"unknown"}) is not about one. Set the issue-number input, or use mode: summary`,
{where:W.issueNumber})}return{mode:e,key:n,includeDetail:s,issueNumber:a,run:i}}function Pu(r){let t=$e(r);if(!t)return null;
let e=xr($e(t.pull_request)?.number)??xr($e(t.issue)?.number);if(e!==null)return e;for(let n of["workflow_run","check_ru\
n","check_suite"]){let s=$e(t[n])?.pull_requests;if(Array.isArray(s)&&s.length===1){let o=xr($e(s[0])?.number);if(o!==null)
return o}}return null}function Au(r,t,e){let n=r.trim();if(n==="")return e;if(["true","True","TRUE"].includes(n))return!0;if(["false","False",
"FALSE"].includes(n))return!1;throw new S("input-invalid",`must be true or false; got "${n}"`,{where:t})}function $e(r){
return r!==null&&typeof r=="object"&&!Array.isArray(r)?r:null}function xr(r){return typeof r=="number"&&Number.isInteger(
r)&&r>0?r:null}var Eu={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\u274C"};function ha(r){let{record:t,handoff:e}=r,
n=a=>ii(a,r)||" ",s=[["status",`${t.status} (${t.outcome.reason})`],["attempt",String(t.attempt)],["exit code",t.agent.exit_code===
null?"none":String(t.agent.exit_code)],["duration",`${(t.agent.duration_ms/1e3).toFixed(1)} s`],["handoff",t.present&&t.
digests.handoff?`present, sha256 ${t.digests.handoff.slice(0,12)}`:"none"]];e?.next&&s.push(["next",e.next.stage]),r.notStored!==
void 0?s.push(["artifact","not stored"]):r.artifactName&&s.push(["artifact",r.artifactName]);let o=[];o.push([`### ${Eu[t.
status]} baton stage \`${t.stage}\``,"","| | |","|---|---|",...s.map(([a,l])=>`| ${a} | ${n(l)} |`)].join(`
`)),r.notStored!==void 0&&o.push(`${oi(Tu(r.notStored),r)}. No later stage can read this record or its handoff; it is sh\
own here only.`),t.outcome.message&&o.push(ir(t.outcome.message,r)),e&&o.push(["#### Summary","",ir(e.summary,r)].join(`\

`));let i=Object.entries(e?.data??{});return i.length>0&&o.push(["#### Data","","| key | value |","|---|---|",...i.map(([
a,l])=>`| ${n(a)} | ${n(l)} |`)].join(`
`)),t.problems.length>0&&o.push(["#### Problems","","| severity | code | where | message |","|---|---|---|---|",...t.problems.
map(a=>`| ${a.severity} | ${n(a.code)} | ${n(a.path)} | ${n(a.message)} |`)].join(`
`)),Nu(o,r.notStored===void 0?r.artifactName:void 0)}function Tu(r){return r.charAt(0).toUpperCase()+r.slice(1)}function Nu(r,t){
let e=`_Cut to fit the step summary; the full record is in ${t?`artifact ${t}`:"the stage record"}._`,n=lt.stepSummaryBytes-
Jn(e)-4,s=[],o=0;for(let i of r){let a=Jn(i)+2;if(o+a>n){s.push(e);break}s.push(i),o+=a}return`${s.join(`

`)}
`}function ga(r,t){return Z(r,t).redactions.length===0?r:`${si(r.trimEnd(),t)}
`}var _r=At(Je(),1),mt=At(Zt(),1);import{homedir as zc}from"node:os";import{dirname as Ma,isAbsolute as Bc,join as Gc,resolve as jr,
sep as An}from"node:path";var ma=(r,t,e)=>{let n,s,o,i,a,l=e.indexOf(r),u=e.indexOf(t,l+1),d=l;if(l>=0&&u>0){if(r===t)return[l,u];for(n=[],o=e.length;d>=
0&&!a;){if(d===l)n.push(d),l=e.indexOf(r,d+1);else if(n.length===1){let c=n.pop();c!==void 0&&(a=[c,u])}else s=n.pop(),s!==
void 0&&s<o&&(o=s,i=u),u=e.indexOf(t,d+1);d=l<u&&l>=0?l:u}n.length&&i!==void 0&&(a=[o,i])}return a};var wa="\0SLASH"+Math.random().toFixed(16)+"\0",ya="\0OPEN"+Math.random().toFixed(16)+"\0",On="\0CLOSE"+Math.random().toFixed(
16)+"\0",ba="\0COMMA"+Math.random().toFixed(16)+"\0",Sa="\0PERIOD"+Math.random().toFixed(16)+"\0",_u=new RegExp(wa,"g"),
Cu=new RegExp(ya,"g"),ju=new RegExp(On,"g"),Mu=new RegExp(ba,"g"),Lu=new RegExp(Sa,"g"),Fu=/\\\\/g,Iu=/\\{/g,Du=/\\}/g,Wu=/\\,/g,
Uu=/\\\./g,Ju=1e5,Hu=4e6,zu=1e3,Bu=1e3,Gu=2e7,Ku=16;function Or(r){return isNaN(r)?r.charCodeAt(0):parseInt(r,10)}function Vu(r){
return r.replace(Fu,wa).replace(Iu,ya).replace(Du,On).replace(Wu,ba).replace(Uu,Sa)}function qu(r){return r.replace(_u,"\
\\").replace(Cu,"{").replace(ju,"}").replace(Mu,",").replace(Lu,".")}function Pr(r,t){for(let e=0;e<t.length;e++)r.push(
t[e])}function ka(r,t,e){if(e.remaining<0)return;let n=ma("{","}",t),s=n!==void 0&&t.indexOf("{")<n[0];if(e.remaining-=n&&
!s?n[1]+1:r.length,!(!n||e.remaining<0))return{end:n[1],pre:r.slice(0,n[0]),body:r.slice(n[0]+1,n[1]),post:r.slice(n[1]+
1),unmatched:s}}function Xu(r,t){t.remaining-=r.length;let e=[];for(let o=0;o<r.length;o++){let i=r.charCodeAt(o);i===123?
e.push(o):i===125&&e.length&&e.pop()}let n="",s=0;for(let o=0;o<e.length;o++){let i=e[o];n+=r.slice(s,i)+"\0",s=i+1}return n+
r.slice(s)}function Yu(r,t){if(t.remaining-=r.length,t.remaining<0)return!1;let e=!1;for(let n=r.length-1;n>=0;n--){let s=r.
charCodeAt(n);if(s===125)e=!0;else if(s===10||s===13||s===8232||s===8233)e=!1;else if(s===44&&e&&r.charCodeAt(n+1)!==44)
return!0}return!1}function Zu(r,t){let e=[],n="";for(;;){let s=ka(r,r,t);if(t.remaining<0)return;if(!s){let u=r.split(",");
return u[0]=n+u[0],Pr(e,u),e}let{pre:o,body:i,post:a}=s,l=o.split(",");if(l[0]=n+l[0],l[l.length-1]+="{"+i+"}",!a.length)
return Pr(e,l),e;n=l.pop(),Pr(e,l),r=a}}function Re(r,t){return r===void 0||isNaN(r)?t:r}function va(r,t={}){if(!r)return[];
let e=Re(t.max,Ju),n=Re(t.maxLength,Hu),s=Re(t.maxDepth,zu),o=Re(t.maxRewrites,Bu),i=Re(t.maxSteps,Gu);return r.slice(0,
2)==="{}"&&(r="\\{\\}"+r.slice(2)),Ar(Vu(r),e,n,s,0,o,{remaining:i},!0).map(qu)}function Qu(r){return"{"+r+"}"}function tc(r){
return/^-?0\d/.test(r)}function ec(r,t){return r<=t}function nc(r,t){return r>=t}function Oe(r,t,e,n,s,o,i){let a=[],l=0,
u;t:for(let d=0;d<r.length;d++){let c=r[d]+t,f=e;o&&!c&&(u||(u=e.filter(p=>p)),f=u);for(let p=0;p<f.length;p++){if(a.length>=
n)break t;let g=c+f[p];if(l+g.length>s)break t;a.push(g),l+=g.length}}return i.remaining-=a.length,a}function rc(r,t,e,n,s){
let o=r.split(/\.\./),i=[];if(o[0]===void 0||o[1]===void 0)return i;let a=Or(o[0]),l=Or(o[1]),u=Math.max(o[0].length,o[1].
length),d=o.length===3&&o[2]!==void 0?Math.max(Math.abs(Or(o[2])),1):1,c=ec;l<a&&(d*=-1,c=nc);let p=o.some(tc),g=p?u:1,h=0;
for(let w=a;c(w,l)&&i.length<e;w+=d){if(s.remaining-=g,s.remaining<0)return;let m;if(t)m=String.fromCharCode(w),m==="\\"&&
(m="");else if(m=String(w),p){let b=u-m.length;if(b>0){let x=new Array(b+1).join("0");w<0?m="-"+x+m.slice(1):m=x+m}}if(h+
m.length>n)break;i.push(m),h+=m.length}return i}function Ar(r,t,e,n,s,o,i,a){if(i.remaining-=Ku,s>n)return[r];let l=[""],
u=0,d=!1,c=!0,f=r;for(;;){let p=ka(r,f,i);if(!p)return Oe(l,r,[""],t,e,d,i);p.unmatched&&(f=Xu(f,i));let g=p.pre,h=()=>Oe(
l,g+"{"+p.body+"}"+p.post,[""],t,e,d,i);if(/\$$/.test(g)){if(l=Oe(l,g+"{"+p.body+"}",[""],t,e,d&&!p.post.length,i),c=!1,
!p.post.length)break;r=p.post,f=f.slice(p.end+1);continue}let w=/^-?\d+\.\.-?\d+(?:\.\.-?\d+)?$/.test(p.body),m=/^[a-zA-Z]\.\.[a-zA-Z](?:\.\.-?\d+)?$/.
test(p.body),b=w||m,x=p.body.indexOf(",")>=0;if(!b&&!x){if(u<o&&Yu(p.post,i)){u++,r=p.pre+"{"+p.body+On+p.post,f=f.slice(
0,p.end)+On+f.slice(p.end+1),a=!0;continue}return h()}c&&(d=a&&!b,c=!1);let R;if(b){if(R=rc(p.body,m,t,e,i),!R)return h()}else{
let P=Zu(p.body,i);if(!P)return h();if(P.length===1&&P[0]!==void 0){if(P=Ar(P[0],t,e,n,s+1,o,i,!1).map(Qu),i.remaining<0)
return h();if(P.length===1){let E=Oe(l,g+P[0],[""],t,e,d&&!p.post.length,i);if(i.remaining<0)return h();if(l=E,!p.post.length)
break;r=p.post,f=f.slice(p.end+1);continue}}let $=d&&!p.post.length&&!g;for(let E=0;$&&E<l.length;E++)l[E]&&($=!1);R=[];
let k=0;t:for(let E=0;E<P.length;E++){let U=Ar(P[E],t,e,n,s+1,o,i,!1);if(i.remaining<0)return h();for(let Q=0;Q<U.length;Q++){
let v=U[Q];if(!($&&!v)){if(R.length>=t||k+v.length>e)break t;R.push(v),k+=v.length}}}}let A=Oe(l,g,R,t,e,d&&!p.post.length,
i);if(i.remaining<0)return h();if(l=A,!p.post.length)break;r=p.post,f=f.slice(p.end+1)}return l}var Pe=r=>{if(typeof r!="string")throw new TypeError("invalid pattern");if(r.length>65536)throw new TypeError("pattern i\
s too long")};var sc={"[:alnum:]":["\\p{L}\\p{Nl}\\p{Nd}",!0],"[:alpha:]":["\\p{L}\\p{Nl}",!0],"[:ascii:]":["\\x00-\\x7f",!1],"[:blank\
:]":["\\p{Zs}\\t",!0],"[:cntrl:]":["\\p{Cc}",!0],"[:digit:]":["\\p{Nd}",!0],"[:graph:]":["\\p{Z}\\p{C}",!0,!0],"[:lower:\
]":["\\p{Ll}",!0],"[:print:]":["\\p{C}",!0],"[:punct:]":["\\p{P}",!0],"[:space:]":["\\p{Z}\\t\\r\\n\\v\\f",!0],"[:upper:\
]":["\\p{Lu}",!0],"[:word:]":["\\p{L}\\p{Nl}\\p{Nd}\\p{Pc}",!0],"[:xdigit:]":["A-Fa-f0-9",!1]},Ae=r=>r.replace(/[[\]\\-]/g,
"\\$&"),oc=r=>r.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),xa=r=>r.join(""),$a=(r,t)=>{let e=t;if(r.charAt(e)!=="[")throw new Error(
"not in a brace expression");let n=[],s=[],o=e+1,i=!1,a=!1,l=!1,u=!1,d=e,c="";t:for(;o<r.length;){let h=r.charAt(o);if((h===
"!"||h==="^")&&o===e+1){u=!0,o++;continue}if(h==="]"&&i&&!l){d=o+1;break}if(i=!0,h==="\\"&&!l){l=!0,o++;continue}if(h===
"["&&!l){for(let[w,[m,b,x]]of Object.entries(sc))if(r.startsWith(w,o)){if(c)return["$.",!1,r.length-e,!0];o+=w.length,x?
s.push(m):n.push(m),a=a||b;continue t}}if(l=!1,c){h>c?n.push(Ae(c)+"-"+Ae(h)):h===c&&n.push(Ae(h)),c="",o++;continue}if(r.
startsWith("-]",o+1)){n.push(Ae(h+"-")),o+=2;continue}if(r.startsWith("-",o+1)){c=h,o+=2;continue}n.push(Ae(h)),o++}if(d<
o)return["",!1,0,!1];if(!n.length&&!s.length)return["$.",!1,r.length-e,!0];if(s.length===0&&n.length===1&&/^\\?.$/.test(
n[0])&&!u){let h=n[0].length===2?n[0].slice(-1):n[0];return[oc(h),!1,d-e,!1]}let f="["+(u?"^":"")+xa(n)+"]",p="["+(u?"":
"^")+xa(s)+"]";return[n.length&&s.length?"("+f+"|"+p+")":n.length?f:p,a,d-e,!0]};var Ft=(r,{windowsPathsNoEscape:t=!1,magicalBraces:e=!0}={})=>e?t?r.replace(/\[([^/\\])\]/g,"$1"):r.replace(/((?!\\).|^)\[([^/\\])\]/g,
"$1$2").replace(/\\([^/])/g,"$1"):t?r.replace(/\[([^/\\{}])\]/g,"$1"):r.replace(/((?!\\).|^)\[([^/\\{}])\]/g,"$1$2").replace(
/\\([^/{}])/g,"$1");var gt,ic=new Set(["!","?","+","*","@"]),Er=r=>ic.has(r),Ra=r=>Er(r.type),ac=new Map([["!",["@"]],["?",["?","@"]],["@",[
"@"]],["*",["*","+","?","@"]],["+",["+","@"]]]),lc=new Map([["!",["?"]],["@",["?"]],["+",["?","*"]]]),uc=new Map([["!",[
"?","@"]],["?",["?","@"]],["@",["?","@"]],["*",["*","+","?","@"]],["+",["+","@","?","*"]]]),Oa=new Map([["!",new Map([["\
!","@"]])],["?",new Map([["*","*"],["+","*"]])],["@",new Map([["!","!"],["?","?"],["@","@"],["*","*"],["+","+"]])],["+",
new Map([["?","*"],["*","*"]])]]),cc="(?!(?:^|/)\\.\\.?(?:$|/))",Pn="(?!\\.)",dc=new Set(["[","."]),fc=new Set(["..","."]),
pc=new Set("().*{}+?[]^$\\!"),hc=r=>r.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),Tr="[^/]",Pa=Tr+"*?",Aa=Tr+"+?",gc=0,Bt=class{type;#t;#r;#n=!1;#e=[];#s;#i;#l;#o=!1;#u;#d;#c=!1;id=++gc;get depth(){
return(this.#s?.depth??-1)+1}[Symbol.for("nodejs.util.inspect.custom")](){return{"@@type":"AST",id:this.id,type:this.type,
root:this.#t.id,parent:this.#s?.id,depth:this.depth,partsLength:this.#e.length,parts:this.#e}}constructor(t,e,n={}){this.
type=t,t&&(this.#r=!0),this.#s=e,this.#t=this.#s?this.#s.#t:this,this.#u=this.#t===this?n:this.#t.#u,this.#l=this.#t===this?
[]:this.#t.#l,t==="!"&&!this.#t.#o&&this.#l.push(this),this.#i=this.#s?this.#s.#e.length:0}get hasMagic(){if(this.#r!==void 0)
return this.#r;for(let t of this.#e)if(typeof t!="string"&&(t.type||t.hasMagic))return this.#r=!0;return this.#r}toString(){
return this.#d!==void 0?this.#d:this.type?this.#d=this.type+"("+this.#e.map(t=>String(t)).join("|")+")":this.#d=this.#e.
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
let i=s.maxExtglobRecursion??2,a=!1,l=!1,u=-1,d=!1;if(e.type===null){let h=n,w="";for(;h<t.length;){let m=t.charAt(h++);
if(a||m==="\\"){a=!a,w+=m;continue}if(l){h===u+1?(m==="^"||m==="!")&&(d=!0):m==="]"&&!(h===u+2&&d)&&(l=!1),w+=m;continue}else if(m===
"["){l=!0,u=h,d=!1,w+=m;continue}if(!s.noext&&Er(m)&&t.charAt(h)==="("&&o<=i){e.push(w),w="";let x=new gt(m,e);h=gt.#p(t,
x,h,s,o+1),e.push(x);continue}w+=m}return e.push(w),h}let c=n+1,f=new gt(null,e),p=[],g="";for(;c<t.length;){let h=t.charAt(
c++);if(a||h==="\\"){a=!a,g+=h;continue}if(l){c===u+1?(h==="^"||h==="!")&&(d=!0):h==="]"&&!(c===u+2&&d)&&(l=!1),g+=h;continue}else if(h===
"["){l=!0,u=c,d=!1,g+=h;continue}if(!s.noext&&Er(h)&&t.charAt(c)==="("&&(o<=i||e&&e.#w(h))){let m=e&&e.#w(h)?0:1;f.push(
g),g="";let b=new gt(h,f);f.push(b),c=gt.#p(t,b,c,s,o+m);continue}if(h==="|"){f.push(g),g="",p.push(f),f=new gt(null,e);
continue}if(h===")")return g===""&&e.#e.length===0&&(e.#c=!0),f.push(g),g="",e.push(...p,f),c;g+=h}return e.type=null,e.#r=
void 0,e.#e=[t.substring(n-1)],c}#h(t){return this.#g(t,lc)}#g(t,e=ac){if(!t||typeof t!="object"||t.type!==null||t.#e.length!==
1||this.type===null)return!1;let n=t.#e[0];return!n||typeof n!="object"||n.type===null?!1:this.#w(n.type,e)}#w(t,e=uc){return!!e.
get(this.type)?.includes(t)}#k(t,e){let n=t.#e[0],s=new gt(null,n,this.options);s.#e.push(""),n.push(s),this.#y(t,e)}#y(t,e){
let n=t.#e[0];this.#e.splice(e,1,...n.#e);for(let s of n.#e)typeof s=="object"&&(s.#s=this);this.#d=void 0}#v(t){return!!Oa.
get(this.type)?.has(t)}#x(t){if(!t||typeof t!="object"||t.type!==null||t.#e.length!==1||this.type===null||this.#e.length!==
1)return!1;let e=t.#e[0];return!e||typeof e!="object"||e.type===null?!1:this.#v(e.type)}#b(t){let e=Oa.get(this.type),n=t.#e[0],
s=e?.get(n.type);if(!s)return!1;this.#e=n.#e;for(let o of this.#e)typeof o=="object"&&(o.#s=this);this.type=s,this.#d=void 0,
this.#c=!1}static fromGlob(t,e={}){let n=new gt(null,void 0,e);return gt.#p(t,n,0,e,0),n}toMMPattern(){if(this!==this.#t)
return this.#t.toMMPattern();let t=this.toString(),[e,n,s,o]=this.toRegExpSource();if(!(s||this.#r||this.#u.nocase&&!this.#u.
nocaseMagicOnly&&t.toUpperCase()!==t.toLowerCase()))return n;let a=(this.#u.nocase?"i":"")+(o?"u":"");return Object.assign(
new RegExp(`^${e}$`,a),{_src:e,_glob:t})}get options(){return this.#u}toRegExpSource(t){let e=t??!!this.#u.dot;if(this.#t===
this&&(this.#$(),this.#f()),!Ra(this)){let l=this.isStart()&&this.isEnd()&&!this.#e.some(p=>typeof p!="string"),u=this.#e.
map(p=>{let[g,h,w,m]=typeof p=="string"?gt.#E(p,this.#r,l):p.toRegExpSource(t);return this.#r=this.#r||w,this.#n=this.#n||
m,g}).join(""),d="";if(this.isStart()&&typeof this.#e[0]=="string"&&!(this.#e.length===1&&fc.has(this.#e[0]))){let g=dc,
h=e&&g.has(u.charAt(0))||u.startsWith("\\.")&&g.has(u.charAt(2))||u.startsWith("\\.\\.")&&g.has(u.charAt(4)),w=!e&&!t&&g.
has(u.charAt(0));d=h?cc:w?Pn:""}let c="";return this.isEnd()&&this.#t.#o&&this.#s?.type==="!"&&(c="(?:$|\\/)"),[d+u+c,Ft(
u),this.#r=!!this.#r,this.#n]}let n=this.type==="*"||this.type==="+",s=this.type==="!"?"(?:(?!(?:":"(?:",o=this.#R(e);if(this.
isStart()&&this.isEnd()&&!o&&this.type!=="!"){let l=this.toString(),u=this;return u.#e=[l],u.type=null,u.#r=void 0,[l,Ft(
this.toString()),!1,!1]}let i=!n||t||e||!Pn?"":this.#R(!0);i===o&&(i=""),i&&(o=`(?:${o})(?:${i})*?`);let a="";if(this.type===
"!"&&this.#c)a=(this.isStart()&&!e?Pn:"")+Aa;else{let l=this.type==="!"?"))"+(this.isStart()&&!e&&!t?Pn:"")+Pa+")":this.
type==="@"?")":this.type==="?"?")?":this.type==="+"&&i?")":this.type==="*"&&i?")?":`)${this.type}`;a=s+o+l}return[a,Ft(o),
this.#r=!!this.#r,this.#n]}#$(){if(Ra(this)){let t=0,e=!1;do{e=!0;for(let n=0;n<this.#e.length;n++){let s=this.#e[n];typeof s==
"object"&&(s.#$(),this.#g(s)?(e=!1,this.#y(s,n)):this.#h(s)?(e=!1,this.#k(s,n)):this.#x(s)&&(e=!1,this.#b(s)))}}while(!e&&
++t<10)}else for(let t of this.#e)typeof t=="object"&&t.#$();this.#d=void 0}#R(t){return this.#e.map(e=>{if(typeof e=="s\
tring")throw new Error("string type in extglob ast??");let[n,s,o,i]=e.toRegExpSource(t);return this.#n=this.#n||i,n}).filter(
e=>!(this.isStart()&&this.isEnd())||!!e).join("|")}static#E(t,e,n=!1){let s=!1,o="",i=!1,a=!1;for(let l=0;l<t.length;l++){
let u=t.charAt(l);if(s){s=!1,o+=(pc.has(u)?"\\":"")+u;continue}if(u==="*"){if(a)continue;a=!0,o+=n&&/^[*]+$/.test(t)?Aa:
Pa,e=!0;continue}else a=!1;if(u==="\\"){l===t.length-1?o+="\\\\":s=!0;continue}if(u==="["){let[d,c,f,p]=$a(t,l);if(f){o+=
d,i=i||c,l+=f-1,e=e||p;continue}}if(u==="?"){o+=Tr,e=!0;continue}o+=hc(u)}return[o,Ft(t),!!e,i]}};gt=Bt;var Nr=(r,{windowsPathsNoEscape:t=!1,magicalBraces:e=!1}={})=>e?t?r.replace(/[?*()[\]{}]/g,"[$&]"):r.replace(/[?*()[\]\\{}]/g,
"\\$&"):t?r.replace(/[?*()[\]]/g,"[$&]"):r.replace(/[?*()[\]\\]/g,"\\$&");var ht=(r,t,e={})=>(Pe(t),!e.nocomment&&t.charAt(0)==="#"?!1:new Mt(t,e).match(r)),mc=/^\*+([^+@!?*[(]*)$/,wc=r=>t=>!t.startsWith(
".")&&t.endsWith(r),yc=r=>t=>t.endsWith(r),bc=r=>(r=r.toLowerCase(),t=>!t.startsWith(".")&&t.toLowerCase().endsWith(r)),
Sc=r=>(r=r.toLowerCase(),t=>t.toLowerCase().endsWith(r)),kc=/^\*+\.\*+$/,vc=r=>!r.startsWith(".")&&r.includes("."),xc=r=>r!==
"."&&r!==".."&&r.includes("."),$c=/^\.\*+$/,Rc=r=>r!=="."&&r!==".."&&r.startsWith("."),Oc=/^\*+$/,Pc=r=>r.length!==0&&!r.
startsWith("."),Ac=r=>r.length!==0&&r!=="."&&r!=="..",Ec=/^\?+([^+@!?*[(]*)?$/,Tc=([r,t=""])=>{let e=Na([r]);return t?(t=
t.toLowerCase(),n=>e(n)&&n.toLowerCase().endsWith(t)):e},Nc=([r,t=""])=>{let e=_a([r]);return t?(t=t.toLowerCase(),n=>e(
n)&&n.toLowerCase().endsWith(t)):e},_c=([r,t=""])=>{let e=_a([r]);return t?n=>e(n)&&n.endsWith(t):e},Cc=([r,t=""])=>{let e=Na(
[r]);return t?n=>e(n)&&n.endsWith(t):e},Na=([r])=>{let t=r.length;return e=>e.length===t&&!e.startsWith(".")},_a=([r])=>{
let t=r.length;return e=>e.length===t&&e!=="."&&e!==".."},Ca=typeof process=="object"&&process?typeof process.env=="obje\
ct"&&process.env&&process.env.__MINIMATCH_TESTING_PLATFORM__||process.platform:"posix",Ea={win32:{sep:"\\"},posix:{sep:"\
/"}},jc=Ca==="win32"?Ea.win32.sep:Ea.posix.sep;ht.sep=jc;var ct=Symbol("globstar **");ht.GLOBSTAR=ct;var Mc="[^/]",Lc=Mc+
"*?",Fc="(?:(?!(?:\\/|^)(?:\\.{1,2})($|\\/)).)*?",Ic="(?:(?!(?:\\/|^)\\.).)*?",Dc=(r,t={})=>e=>ht(e,r,t);ht.filter=Dc;var St=(r,t={})=>Object.
assign({},r,t),Wc=r=>{if(!r||typeof r!="object"||!Object.keys(r).length)return ht;let t=ht;return Object.assign((n,s,o={})=>t(
n,s,St(r,o)),{Minimatch:class extends t.Minimatch{constructor(s,o={}){super(s,St(r,o))}static defaults(s){return t.defaults(
St(r,s)).Minimatch}},AST:class extends t.AST{constructor(s,o,i={}){super(s,o,St(r,i))}static fromGlob(s,o={}){return t.AST.
fromGlob(s,St(r,o))}},unescape:(n,s={})=>t.unescape(n,St(r,s)),escape:(n,s={})=>t.escape(n,St(r,s)),filter:(n,s={})=>t.filter(
n,St(r,s)),defaults:n=>t.defaults(St(r,n)),makeRe:(n,s={})=>t.makeRe(n,St(r,s)),braceExpand:(n,s={})=>t.braceExpand(n,St(
r,s)),match:(n,s,o={})=>t.match(n,s,St(r,o)),sep:t.sep,GLOBSTAR:ct})};ht.defaults=Wc;var ja=(r,t={})=>(Pe(r),t.nobrace||
!/\{(?:(?!\{).)*\}/.test(r)?[r]:va(r,{max:t.braceExpandMax}));ht.braceExpand=ja;var Uc=(r,t={})=>new Mt(r,t).makeRe();ht.
makeRe=Uc;var Jc=(r,t,e={})=>{let n=new Mt(t,e);return r=r.filter(s=>n.match(s)),n.options.nonull&&!r.length&&r.push(t),
r};ht.match=Jc;var Ta=/[?*]|[+@!]\(.*?\)|\[|\]/,Hc=r=>r.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),Mt=class{options;set;pattern;windowsPathsNoEscape;nonegate;negate;comment;empty;preserveMultipleSlashes;partial;globSet;globParts;nocase;isWindows;platform;windowsNoMagicRoot;maxGlobstarRecursion;regexp;constructor(t,e={}){
Pe(t),e=e||{},this.options=e,this.maxGlobstarRecursion=e.maxGlobstarRecursion??200,this.pattern=t,this.platform=e.platform||
Ca,this.isWindows=this.platform==="win32";let n="allowWindowsEscape";this.windowsPathsNoEscape=!!e.windowsPathsNoEscape||
e[n]===!1,this.windowsPathsNoEscape&&(this.pattern=this.pattern.replace(/\\/g,"/")),this.preserveMultipleSlashes=!!e.preserveMultipleSlashes,
this.regexp=null,this.negate=!1,this.nonegate=!!e.nonegate,this.comment=!1,this.empty=!1,this.partial=!!e.partial,this.nocase=
!!this.options.nocase,this.windowsNoMagicRoot=e.windowsNoMagicRoot!==void 0?e.windowsNoMagicRoot:!!(this.isWindows&&this.
nocase),this.globSet=[],this.globParts=[],this.set=[],this.make()}hasMagic(){if(this.options.magicalBraces&&this.set.length>
1)return!0;for(let t of this.set)for(let e of t)if(typeof e!="string")return!0;return!1}debug(...t){}make(){let t=this.pattern,
e=this.options;if(!e.nocomment&&t.charAt(0)==="#"){this.comment=!0;return}if(!t){this.empty=!0;return}this.parseNegate(),
this.globSet=[...new Set(this.braceExpand())],e.debug&&(this.debug=(...o)=>console.error(...o)),this.debug(this.pattern,
this.globSet);let n=this.globSet.map(o=>this.slashSplit(o));this.globParts=this.preprocess(n),this.debug(this.pattern,this.
globParts);let s=this.globParts.map((o,i,a)=>{if(this.isWindows&&this.windowsNoMagicRoot){let l=o[0]===""&&o[1]===""&&(o[2]===
"?"||!Ta.test(o[2]))&&!Ta.test(o[3]),u=/^[a-z]:/i.test(o[0]);if(l)return[...o.slice(0,4),...o.slice(4).map(d=>this.parse(
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
"string"&&/^[a-z]:$/i.test(e[3]),c=l?3:a?0:void 0,f=d?3:u?0:void 0;if(typeof c=="number"&&typeof f=="number"){let[p,g]=[
t[c],e[f]];p.toLowerCase()===g.toLowerCase()&&(e[f]=p,o=f,s=c)}}let{optimizationLevel:i=1}=this.options;return i>=2&&(t=
this.levelTwoFileOptimize(t)),e.includes(ct)?this.#t(t,e,n,s,o):this.#n(t,e,n,s,o)}#t(t,e,n,s,o){let i=e.indexOf(ct,o),a=e.
lastIndexOf(ct),[l,u,d]=n?[e.slice(o,i),e.slice(i+1),[]]:[e.slice(o,i),e.slice(i+1,a),e.slice(a+1)];if(l.length){let b=t.
slice(s,s+l.length);if(!this.#n(b,l,n,0,0))return!1;s+=l.length,o+=l.length}let c=0;if(d.length){if(d.length+s>t.length)
return!1;let b=t.length-d.length;if(this.#n(t,d,n,b,0))c=d.length;else{if(t[t.length-1]!==""||s+d.length===t.length||(b--,
!this.#n(t,d,n,b,0)))return!1;c=d.length+1}}if(!u.length){let b=!!c;for(let x=s;x<t.length-c;x++){let R=String(t[x]);if(b=
!0,R==="."||R===".."||!this.options.dot&&R.startsWith("."))return!1}return n||b}let f=[[[],0]],p=f[0],g=0,h=[0];for(let b of u)
b===ct?(h.push(g),p=[[],0],f.push(p)):(p[0].push(b),g++);let w=f.length-1,m=t.length-c;for(let b of f)b[1]=m-(h[w--]+b[0].
length);return!!this.#r(t,f,s,0,n,0,!!c)}#r(t,e,n,s,o,i,a){let l=e[s];if(!l){for(let c=n;c<t.length;c++){a=!0;let f=t[c];
if(f==="."||f===".."||!this.options.dot&&f.startsWith("."))return!1}return a}let[u,d]=l;for(;n<=d;){if(this.#n(t.slice(0,
n+u.length),u,o,n,0)&&i<this.maxGlobstarRecursion){let p=this.#r(t,e,n+u.length,s+1,o,i+1,a);if(p!==!1)return p}let f=t[n];
if(f==="."||f===".."||!this.options.dot&&f.startsWith("."))return!1;n++}return o||null}#n(t,e,n,s,o){let i,a,l,u;for(i=s,
a=o,u=t.length,l=e.length;i<u&&a<l;i++,a++){this.debug("matchOne loop");let d=e[a],c=t[i];if(this.debug(e,d,c),d===!1||d===
ct)return!1;let f;if(typeof d=="string"?(f=c===d,this.debug("string match",d,c,f)):(f=d.test(c),this.debug("pattern matc\
h",d,c,f)),!f)return!1}if(i===u&&a===l)return!0;if(i===u)return n;if(a===l)return i===u-1&&t[i]==="";throw new Error("wt\
f?")}braceExpand(){return ja(this.pattern,this.options)}parse(t){Pe(t);let e=this.options;if(t==="**")return ct;if(t==="")
return"";let n,s=null;(n=t.match(Oc))?s=e.dot?Ac:Pc:(n=t.match(mc))?s=(e.nocase?e.dot?Sc:bc:e.dot?yc:wc)(n[1]):(n=t.match(
Ec))?s=(e.nocase?e.dot?Nc:Tc:e.dot?_c:Cc)(n):(n=t.match(kc))?s=e.dot?xc:vc:(n=t.match($c))&&(s=Rc);let o=Bt.fromGlob(t,this.
options).toMMPattern();return s&&typeof o=="object"&&Reflect.defineProperty(o,"test",{value:s}),o}makeRe(){if(this.regexp||
this.regexp===!1)return this.regexp;let t=this.set;if(!t.length)return this.regexp=!1,this.regexp;let e=this.options,n=e.
noglobstar?Lc:e.dot?Fc:Ic,s=new Set(e.nocase?["i"]:[]),o=t.map(l=>{let u=l.map(c=>{if(c instanceof RegExp)for(let f of c.
flags.split(""))s.add(f);return typeof c=="string"?Hc(c):c===ct?ct:c._src});u.forEach((c,f)=>{let p=u[f+1],g=u[f-1];c!==
ct||g===ct||(g===void 0?p!==void 0&&p!==ct?u[f+1]="(?:\\/|"+n+"\\/)?"+p:u[f]=n:p===void 0?u[f-1]=g+"(?:\\/|\\/"+n+")?":p!==
ct&&(u[f-1]=g+"(?:\\/|\\/"+n+"\\/)"+p,u[f+1]=ct))});let d=u.filter(c=>c!==ct);if(this.partial&&d.length>=1){let c=[];for(let f=1;f<=
d.length;f++)c.push(d.slice(0,f).join("/"));return"(?:"+c.join("|")+")"}return d.join("/")}).join("|"),[i,a]=t.length>1?
["(?:",")"]:["",""];o="^"+i+o+a+"$",this.partial&&(o="^(?:\\/|"+i+o.slice(1,-1)+a+")$"),this.negate&&(o="^(?!"+o+").+$");
try{this.regexp=new RegExp(o,[...s].join(""))}catch{this.regexp=!1}return this.regexp}slashSplit(t){return this.preserveMultipleSlashes?
t.split("/"):this.isWindows&&/^\/\/[^/]+/.test(t)?["",...t.split(/\/+/)]:t.split(/\/+/)}match(t,e=this.partial){if(this.
debug("match",t,this.pattern),this.comment)return!1;if(this.empty)return t==="";if(t==="/"&&e)return!0;let n=this.options;
this.isWindows&&(t=t.split("\\").join("/"));let s=this.slashSplit(t);this.debug(this.pattern,"split",s);let o=this.set;this.
debug(this.pattern,"set",o);let i=s[s.length-1];if(!i)for(let a=s.length-2;!i&&a>=0;a--)i=s[a];for(let a of o){let l=s;if(n.
matchBase&&a.length===1&&(l=[i]),this.matchOne(l,a,e))return n.flipNegate?!0:!this.negate}return n.flipNegate?!1:this.negate}static defaults(t){
return ht.defaults(t).Minimatch}};ht.AST=Bt;ht.Minimatch=Mt;ht.escape=Nr;ht.unescape=Ft;var La="--follow-symbolic-links";function Fa(r,t,e={}){let n=jr(r),s=Vc(e.leaveOut??[]),o=Kc(t[0]),i=(o?t.slice(1):t).flatMap(
u=>u.split(`
`)).map(u=>u.trim()).filter(u=>u!==""&&!u.startsWith("#")).flatMap(u=>Zc(Xc(n,u))),a=(0,_r.createHash)("sha256"),l=0;for(let u of nd(
i,o,s)){if(!u.startsWith(`${n}${An}`))continue;let d;try{if(s.any&&(0,mt.lstatSync)(u).isSymbolicLink()&&s.holds((0,mt.realpathSync)(
u)))continue;let c=(0,mt.statSync)(u);if(c.isDirectory())continue;if(!c.isFile())throw new S("hash-files-failed",`hashFi\
les() cannot hash ${u}: it is not a regular file (${qc(c)})`);d=(0,mt.readFileSync)(u)}catch(c){throw c instanceof S?c:Cr(
u,c)}a.update((0,_r.createHash)("sha256").update(d).digest()),l+=1}return l>0?a.digest("hex"):""}function Kc(r){if(r===void 0||
!r.startsWith("--"))return!1;if(r.toLowerCase()===La)return!0;throw new S("hash-files-failed",`hashFiles(): invalid glob\
 option ${r}: the one option is '${La}', as the first argument`)}function Vc(r){let t=new Set(r.map(n=>jr(n)));for(let n of[
...t])try{t.add((0,mt.realpathSync)(n))}catch{}let e=[...t];return{any:e.length>0,holds:n=>e.some(s=>n===s||n.startsWith(
s.endsWith(An)?s:`${s}${An}`))}}function Cr(r,t){let e=t.code??String(t);return new S("hash-files-failed",`hashFiles() c\
ould not read ${r}: ${e}`)}function qc(r){return r.isFIFO()?"a FIFO":r.isSocket()?"a socket":r.isCharacterDevice()||r.isBlockDevice()?
"a device":"not a file"}var Ia={dot:!0,nobrace:!0,nocase:process.platform==="win32",nocomment:!0,noext:!0,nonegate:!0};function Xc(r,t){
let e=!1,n=t;for(;n.startsWith("!");)e=!e,n=n.slice(1).trim();if(n==="")throw new S("hash-files-failed",`hashFiles(): th\
e pattern '${t}' is empty`);let s=Bc(n),o=n.endsWith("/"),i=n.split("/").filter(p=>p!==""),a=s?An:r;!s&&i[0]==="."?i.shift():
!s&&i[0]==="~"&&(a=zc(),i.shift());let l=i.map(Yc);if(l.some(p=>p==="."||p===".."))throw new S("hash-files-failed",`hash\
Files(): invalid pattern '${t}': relative pathing '.' and '..' is not allowed`);let u=l.indexOf(null),d=u===-1?l:l.slice(
0,u),c=Qc(a),f=i.length===0?c:`${c.endsWith("/")?c:`${c}/`}${i.join("/")}`;return{negate:e,directories:o,glob:f,matcher:new Mt(
f,Ia),searchPath:jr(a,...d)}}function Yc(r){let t="";for(let e=0;e<r.length;e++){let n=r[e];if(n==="\\"&&e+1<r.length){e+=
1,t+=r[e];continue}if(n==="*"||n==="?")return null;if(n==="["&&e+1<r.length){let s="",o=-1;for(let i=e+1;i<r.length;i++){
let a=r[i];if(a==="\\"&&i+1<r.length)i+=1,s+=r[i];else if(a==="]"){o=i;break}else s+=a}if(o>=0){if(s.length>1)return null;
if(s!==""){t+=s,e=o;continue}}}t+=n}return t}function Zc(r){if(r.glob.endsWith("/**")&&!r.directories)return[r];let t=`${r.
glob}/**`;return[r,{...r,directories:!1,glob:t,matcher:new Mt(t,Ia)}]}function Qc(r){return r.replaceAll("\\","\\\\").replace(
/(\[)(?=[^/]+\])/g,"[[]").replace(/\?/g,"[?]").replace(/\*/g,"[*]")}var Ee={none:0,directory:1,file:2,all:3};function td(r,t){
let e=Ee.none;for(let n of r){if(!n.matcher.match(t))continue;let s=n.directories?Ee.directory:Ee.all;e=n.negate?e&~s:e|
s}return e}function ed(r,t){return r.some(e=>!e.negate&&e.matcher.match(t,!0))}function*nd(r,t,e){let n=r.filter(i=>!i.negate).
map(i=>i.searchPath),s=new Set(n),o=[];for(let i of n){if(o.includes(i))continue;let a=!1;for(let l=i,u=Ma(l);u!==l;l=u,
u=Ma(l))s.has(u)&&(a=!0);a||o.push(i)}for(let i of o){let a=[{path:i,chain:[]}];for(;a.length>0;){let l=a.pop();if(e.holds(
l.path))continue;let u=td(r,l.path);if(!u&&!ed(r,l.path))continue;let d;try{d=t?(0,mt.statSync)(l.path):(0,mt.lstatSync)(
l.path)}catch(h){if(h.code==="ENOENT")continue;throw Cr(l.path,h)}if(!d.isDirectory()){u&Ee.file&&(yield l.path);continue}
let c=l.path,f;try{if(t&&(c=(0,mt.realpathSync)(l.path)),l.chain.includes(c)||t&&e.holds(c))continue;f=(0,mt.readdirSync)(
l.path)}catch(h){throw Cr(l.path,h)}u&Ee.directory&&(yield l.path);let p=[...l.chain,c],g=f.map(h=>({path:Gc(l.path,h),chain:p}));
a.push(...g.reverse())}}}import{isAbsolute as rd,resolve as sd}from"node:path";function Da(r,t,e=lt.agentOutputBytes){let n;try{n=xs(sd(t,r),e)}catch(s){let o=s.code,i=o==="EACCES"||o==="EPERM"?"perm\
ission denied":o??String(s);throw Mr("agent-output-unreadable",`cannot read ${r}: ${i}`,s)}switch(n.kind){case"missing":
throw Mr("agent-output-missing",`there is no file ${r}${rd(r)?"":" in the workspace"}: give the file the agent's step wr\
ote its CLI's output to (\`codex exec --json \u2026 > codex.jsonl\`, or claude-code-action's \`execution_file\` output), relative\
 to the workspace or absolute, or leave ${W.agentOutput} empty`);case"not-regular":throw Mr("agent-output-unreadable",`${r}\
 is ${n.what}; give a regular file, the one the agent's step wrote its output to (links are never followed)`);case"file":{
let{bytes:s,size:o}=n,i=s.length<o?s.indexOf(10):-1,a=s.length<o?s.subarray(i===-1?s.length:i+1):s;return{path:r,text:Buffer.
from(a.buffer,a.byteOffset,a.length).toString("utf8"),bytes:o,cut:o-a.length}}}}function Mr(r,t,e){return new S(r,t,{where:W.
agentOutput,...e===void 0?{}:{cause:e}})}var Wa=64*1024,En=4096,od=4096,Lr=16,Nn=class{#t;#r;#n;#e="";#s="";#i=0;#l=!1;#o;#u;constructor(t,e,n={}){this.#t=t,this.#r=
e,this.#o=n.holdWhatMayGoOn??!1,this.#u=n.quietMs===void 0?void 0:new ie(n.quietMs,()=>this.flush());let s=n.hide;this.#n=
new oe(o=>{this.#e+=s===void 0?o:s(o),this.#l=!0})}push(t,e){this.#l=!1,this.#n.push(t,e),this.#l&&this.#d(!1),this.#u?.
arm()}flush(){this.#d(!0)}stop(){this.#u?.stop()}end(){this.stop(),this.#n.end("stdout"),this.#n.end("stderr"),this.#e!==
""&&this.#p(this.#e.length)}#d(t){let e=this.#e;if(e==="")return;let n=t&&!(this.#o&&fo(this.#s+e,this.#t));if(!n&&e.length<
this.#i&&e.length<=Wa)return;let s=Z(this.#s+e,this.#t),o=s.redactions.length>0,i=Tn(e,e.length-1);if(n&&Tn(e,e.length)===
e.length&&(!o||this.#f(s.text,i))){this.#p(e.length);return}let a=po(this.#s+e,this.#t)-this.#s.length,l=o||a>=-this.#s.
length?Lr:1;for(let u=i;u>0&&l>0;l--,u=Tn(e,u-1))if(!(a>=-this.#s.length&&u>a)){if(!o||this.#f(s.text,u)){this.#p(u);break}
this.#i=e.length+Math.max(En,e.length>>2)}for(;this.#e.length>Wa;)this.#c()}#c(){let t=this.#e,e=Z(this.#s+t,this.#t).text,
n=Lr;for(let u=t.length-En;u>0&&n>0;u--)if(id(t,u-1)&&(n--,this.#f(e,u))){this.#p(u);return}let s=Ve(this.#s+t,this.#t),
o=this.#s.length,i=t.length-En,a=0,l=s.length-1;for(n=Lr;i>0&&n>0;i--){for(;l>=0&&s[l].start-o>=i;)l--;if(l>=0&&s[l].end-
o>i&&(i=s[l].start-o,i<=0))break;if(!ad(t.charCodeAt(i))&&(a||=i,n--,this.#f(e,i))){this.#p(i);return}}this.#p(a>0?a:t.length-
En)}#f(t,e){return qe(this.#s+this.#e,this.#s.length+e,this.#t,t)}#p(t){let e=this.#e.slice(0,t);this.#e=this.#e.slice(t),
this.#i=0;let n=Z(this.#s+e,this.#t).text,s=Z(this.#s,this.#t).text,o=0;for(;o<s.length&&o<n.length&&n[o]===s[o];)o++;let i=n.
lastIndexOf(xt.markerPrefix,o-1);i>=0&&i<o&&n.indexOf(xt.markerSuffix,i)>=o&&(o=i);let a=n.slice(o),l=this.#s+e;this.#s=
l.slice(Tn(l,l.length-1)).slice(-od),a!==""&&this.#r(a)}};function Tn(r,t){for(let e=Math.min(t,r.length)-1;e>=0;e--){let n=r.
charCodeAt(e);if(n===Fr||n===Ua&&r.charCodeAt(e+1)!==Fr)return e+1}return 0}var Fr=10,Ua=13;function id(r,t){let e=r.charCodeAt(
t);if(ld(e)||e===27||e>=55296&&e<=56319)return!1;if(e!==32&&e!==9)return!0;let n=t;for(;n>0&&(r.charCodeAt(n-1)===32||r.
charCodeAt(n-1)===9);)n--;let s=r.charCodeAt(n-1);return s!==Fr&&s!==Ua}function ad(r){return r>=56320&&r<=57343}function ld(r){
return r>=48&&r<=57||r>=65&&r<=90||r>=97&&r<=122||r===43||r===47||r===61||r===95||r===45||r===46||r===37}var Ha=1024*1024,Ja=`[baton: this step printed more than ${Ha/(1024*1024)} MiB while it ran; the rest is written here wh\
en it ends, and its output is then kept as the runner keeps it: the last 1 MiB]
`,_n=class{#t;#r;#n="";#e=0;#s=!1;#i=!1;constructor(t,e,n){this.#r=n,this.#t=new Nn(t,s=>this.#l(s),{holdWhatMayGoOn:!0,
hide:e,quietMs:500})}push(t,e){this.#i||this.#s||t===""||this.#t.push(t,e)}end(){return this.#i=!0,this.#t.stop(),this.#n}#l(t){
this.#i||this.#s||(this.#o(t),!(this.#e<=Ha)&&(this.#s=!0,this.#o(this.#n.endsWith(`
`)?Ja:`
${Ja}`)))}#o(t){this.#r(t),this.#n+=t,this.#e+=Buffer.byteLength(t)}};var yd="-event.json",bd={output:et.output,env:et.env,path:et.path,state:et.state,step_summary:et.stepSummary},Cn=class{#t;expressions;#r;#n;#e;#s=new Map;#i=Promise.
resolve();#l=[];#o=new Map;#u=new Map;#d=new Map;host;constructor(t){this.#t=t,this.expressions=t.expressions,this.host=
{hashFiles:e=>Fa(t.workspace,e,{leaveOut:[t.storeDir]})},this.#e=t.now??(()=>new Date),this.#n=t.tempPlace??ze(t.tempDir),
this.#r=new Bs({root:t.workspace,tempDir:t.tempDir,privateTempDir:!0,tempPlace:this.#n,now:this.#e})}now(){return this.#e()}emit(t){
if(this.#t.emit(t),t.type==="step-finished"&&(t.outcome==="failure"||t.outcome==="cancelled")){this.#L.has(`${t.leg}\0${t.
step}`)||this.#j(t.leg,t.step,`\u2500\u2500 step ${t.step+1}: ${t.name}
`);let e=t.message??t.outcome;this.#F(t.leg,`${t.outcome==="cancelled"?"Cancelled":"Error"}: ${e}
`)}t.type==="job-finished"&&this.#W(t.leg)}summary(t,e,n){let s=Pt(this.#t.runDir,ot.summary),o=Z(`${Ur(t,e)}${n.trimEnd()}\


`,this.#t.secrets).text,i=Buffer.byteLength(o),a=this.#l?.at(-1);this.#l?.push({job:t,leg:e,offset:a?a.offset+a.bytes:0,
bytes:i}),this.#i=this.#i.then(()=>ud(s,o)).catch(l=>{this.#N({name:ot.summary,what:"the step summaries",kind:"the step \
summaries",error:l}),this.#l=null})}summaryParts(){return this.#l}async settle(){let t=[];try{await this.#t.recordWrites?.
flush()}catch(s){t.push(bt(s))}let e=await this.drain();e!==null&&t.push(e);let n=this.#t.eventsFailure?.()??null;return n!==
null&&t.push(n),t.length===0?null:t.join(`
`)}async createStepFiles(){let t=Pt(this.#t.tempDir,"step-"),e=await cd(t).catch(o=>{throw Ut(this.#n,`${t}XXXXXX`,"a st\
ep's directory of file commands",o,{made:!0})}),n={output:Pt(e,"output"),env:Pt(e,"env"),path:Pt(e,"path"),state:Pt(e,"s\
tate"),step_summary:Pt(e,"summary")},s=Object.keys(n);return await Promise.all(s.map(o=>pd(n[o],"",{flag:"wx",mode:384}))).
catch(o=>{let i=s.find(a=>n[a]===o.path)??"output";throw Ut(this.#n,n[i],`the step's ${bd[i]} file`,o)}),n}async runScript(t){
await this.#t.recordWrites?.settled(),this.#f(t.defaults.GITHUB_EVENT_PATH);let e=t.files??await this.createStepFiles();
try{let n={...this.#b(t),[et.output]:e.output,[et.env]:e.env,[et.path]:e.path,[et.state]:e.state,[et.stepSummary]:e.step_summary},
s=0,o=P=>{this.#H(P.slice(s)),s=P.length},i=new mn({allowUnsecureCommands:n.ACTIONS_ALLOW_UNSECURE_COMMANDS?.toLowerCase()===
"true",allowUnsecureStopCommandTokens:["true","1","$true"].includes(n.ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TOKENS?.toLowerCase()??
""),redact:(P,$)=>(o($),Z(P,this.#t.secrets).text)}),a=this.#y(t),l=`\u2500\u2500 step ${t.step+1}: ${t.name}
`,u=this.#j(t.leg,t.step,l),d=new _n(this.#t.secrets,P=>hr(P,i.masks),P=>this.#A(t.leg,P)),c,f;try{c=await this.#v(t).run(
{script:t.script,shell:t.shell??wo,cwd:this.#C(t.workingDirectory),env:n,signal:t.signal,stop:"interrupt",kill:t.kill,onOutput:(P,$)=>{
i.push(P,$),o(i.masks),a?.push(P,$),d.push(P,$)}})}finally{a?.end(),f=d.end()}let{masks:p,annotations:g,commands:h}=i.end();
o(p);let w=this.#I(hr(c.output,p));this.#z(t.leg,u+f,this.#I(l)+w);let[[m,b,x],{text:R,...A}]=await Promise.all([Promise.
all([e.output,e.env,e.path].map(P=>dd(P,"utf8"))),kd(e.step_summary)]);return{exitCode:c.exitCode,signal:c.signal,files:{
output:m??"",env:b??"",path:x??"",summary:R},...A,masks:p,annotations:g,commands:h,output:w}}finally{await fd(gd(e.output),
{recursive:!0,force:!0})}}#c;eventPath(t){return`${t}${yd}`}#f(t){if(!(t===void 0||t===""))try{this.#p(t)}catch(e){throw Ut(
this.#n,t,"the event payload (GITHUB_EVENT_PATH)",e)}}#p(t){this.#c??=Buffer.from(JSON.stringify(this.#t.github.event,null,
2));let e=this.#c,n;try{n=(0,X.openSync)(t,X.constants.O_RDONLY|X.constants.O_NOFOLLOW|X.constants.O_NONBLOCK);let o=(0,X.fstatSync)(
n);if(o.isFile()&&o.size===e.length&&(0,X.readFileSync)(n).equals(e))return}catch(o){if(o.code==="ENOENT"){(0,X.writeFileSync)(
t,e,{flag:"wx",mode:384});return}}finally{n!==void 0&&(0,X.closeSync)(n)}let s=`${t}.${(0,Ga.randomUUID)()}`;(0,X.writeFileSync)(
s,e,{flag:"wx",mode:384});try{(0,X.renameSync)(s,t)}catch{(0,X.rmSync)(t,{recursive:!0,force:!0}),(0,X.renameSync)(s,t)}}#h=0;legTemp={
open:async t=>{this.#h+=1;let e=Pt(this.#t.tempDir,`runner-temp-${this.#h}`);try{(0,X.mkdirSync)(e,{mode:448})}catch(n){
throw Ut(this.#n,e,"the job's temp dir (RUNNER_TEMP)",n,{made:!0})}return e},close:async t=>{vd(t,this.#g.get(t)??[]),this.#g.
delete(t);try{(0,X.rmSync)(this.eventPath(t),{recursive:!0,force:!0}),(0,X.rmdirSync)(t);return}catch{await on(t)}}};#g=new Map;#w=new Set;#k=null;pauseCommands(){
if(this.#k!==null)return;let t=new Map;for(let[n,s]of this.#g)for(let o of s)this.#w.has(o)||t.set(o,n);let e=[...this.#w,
...xd(t)];for(let n of e)za(n,"SIGSTOP");this.#k=e}resumeCommands(){let t=this.#k??[];this.#k=null;for(let e of t)za(e,"\
SIGCONT")}#y(t){let e=this.#t.onOutput;if(e===void 0)return;let n=new $n(()=>this.#t.secrets,o=>{let i=yn(o,Hi);(i===null||
i.form==="legacy"&&!wn.has(i.command))&&e({job:t.job,leg:t.leg,line:o})}),s=new ie(500,()=>n.flush());return{push:(o,i)=>{
n.push(o,i),s.arm()},end:()=>{s.stop(),n.end()}}}#v(t){let e=t.defaults.RUNNER_TEMP;return{run:async n=>{let s;try{return await this.#t.
runner.run({...n,onStart:o=>{if(s=o,this.#w.add(o),e!==void 0){for(let[a,l]of this.#g)a!==e&&l.includes(o)&&this.#g.set(
a,l.filter(u=>u!==o));let i=this.#g.get(e)??[];i.push(o),this.#g.set(e,i)}n.onStart?.(o)}})}finally{s!==void 0&&this.#w.
delete(s)}}}}async loadAction(t){let e=this.#t.parseAction;if(!e)throw new S("action-invalid",`${t}: local actions canno\
t be read here`);return Ks(this.#t.workspace,t,e)}async runAction(t){switch(this.#f(t.defaults.GITHUB_EVENT_PATH),t.action){case"\
stage":return this.#$(t);case"prepare":return this.#R(t);case"capture":return this.#E(t);case"report":return this.#J(t)}}#x(t,e){
let n=this.#t.workflow,o=n.jobs.find(i=>i.id===t.job)?.steps[t.step]?.with[W.prompt];return{mode:e,job:t.job,stageJob:t.
stageJob,matrix:t.matrix,upstream:t.upstream,...t.needsFacts===void 0?{}:{needsFacts:t.needsFacts},workflowJobs:t.jobIds,
github:this.#t.github,...this.#t.madeEvent===void 0?{}:{madeEvent:this.#t.madeEvent},...this.#t.madeEventRun===void 0?{}:
{madeEventRun:this.#t.madeEventRun},run:this.#t.run,parentRun:this.#t.parentRun??null,secrets:[...t.secrets,...Ue(this.#b(
t))],promptSource:`${o?nt(n.fileName,o.position):n.fileName} jobs.${t.job} prompt`,readFile:i=>Gs(this.#t.workspace,i,lt.
templateBytes),parseVars:Po,parseDataSchema:Es}}#b(t){let e={CI:"true",...this.#t.baseEnv,...t.env,...t.defaults};return e.
PATH=Sd(t.path,e.PATH),e}async#$(t){let e;try{e=Ze(t.inputs,this.#x(t,"stage"))}catch(o){if(!(o instanceof S))throw o;return{
ok:!1,outputs:{...yi()},env:{},summary:"",recorded:[],message:bt(o)}}this.#M(t);let n=this.#y(t),s;try{s=await $i(e,{openRun:this.#t.
openRun,store:this.#t.store,workspace:this.#r,runner:this.#v(t),env:this.#b(t),signal:t.signal,reporter:this.#P(t),...n?
{onOutput:(o,i)=>n.push(o,i)}:{}})}finally{n?.end()}return this.#j(t.leg,t.step,`\u2500\u2500 step ${t.step+1}: stage ${e.
stage}: ${s.attempts.length} attempt(s), ${s.outcome.reason}; the agent's output is in ${as.log} of each attempt
`),{ok:s.ok,outputs:{...s.outputs},env:{},summary:Wr(s.final,e.redact,this.#t.secrets),recorded:s.attempts.map(Dr),message:s.
outcome.message}}async#R(t){let e=Ze(t.inputs,this.#x(t,"prepare"));this.#M(t);let n=await cn(e,{openRun:this.#t.openRun,
store:this.#t.store,workspace:this.#r});if(n.kind==="refused")return{ok:!1,outputs:lr("prepare",n.result.outputs),env:{},
summary:Wr(n.result.final,e.redact,this.#t.secrets),recorded:n.result.attempts.map(Dr),message:n.result.outcome.message};
let{prepared:s}=n;for(let o of s.warnings)this.#O(t,"warning",o.message);return this.#s.set(`${t.leg}\0${e.stage}`,{prepared:s,
redact:nr(t.inputs[W.redact]??"")}),{ok:!0,outputs:{"prompt-path":s.promptPath,"handoff-path":s.handoffPath},env:{BATON_PROMPT_PATH:s.
promptPath,BATON_HANDOFF_PATH:s.handoffPath,BATON_STAGE:e.stage},summary:"",recorded:[],message:null}}async#E(t){let e=Ze(
t.inputs,this.#x(t,"capture")),n=`${t.leg}\0${e.stage}`,s=this.#s.get(n);if(!s)throw new S("capture-without-prepare",`st\
age ${e.stage}: no prepare step ran before this capture in job ${t.job}`);this.#s.delete(n);let{prepared:o}=s,i=new Set(
nr(t.inputs[W.redact]??"")),a=$o(s.redact.length,s.redact.filter(f=>i.has(f)).length);if(a)throw a;let l=Oo(t.inputs),u=Ro(
e,o,l),d=l===null?void 0:Da(l,this.#t.workspace),c=await un(u,o,null,{store:this.#t.store,workspace:this.#r},{cancelled:t.
signal.aborted,...d===void 0?{}:{agentOutput:d}});return{ok:c.outcome.reason==="completed",outputs:lr("capture",c.outputs),
env:{},summary:Wr(c,e.redact,this.#t.secrets),recorded:[Dr(c)],message:c.outcome.message}}async#J(t){let e={name:this.#t.
github.event_name,payload:this.#t.github.event},n;try{n=Rr(t.inputs,e)}catch(a){if(!(a instanceof S))throw a;if(a.code!==
"issue-number-missing")return{ok:!1,outputs:{},env:{},summary:"",recorded:[],message:bt(a)};this.#O(t,"warning",`on GitH\
ub this step fails: ${a.message}`),n={...Rr({...t.inputs,[W.mode]:"summary"},e),mode:$r(t.inputs)}}let s=await Jr(this.#t.
store),o=li(s,{workflow:this.#t.workflow.name??this.#t.workflow.fileName,runId:this.#t.run.id,key:n.key,includeDetail:n.
includeDetail,recordsLocation:`\`${md(this.#t.workspace,this.#t.runDir)||this.#t.runDir}\``,runUrl:null,secrets:t.secrets,
cancelled:this.#t.runCancelled?.()??!1,...n.run===null?{}:{run:n.run}});await He(Pt(this.#t.runDir,ot.report),o),this.#O(
t,"info",`report written to ${Pt(this.#t.runDir,ot.report)}; no comment is posted from a local run`);let i=n.mode==="com\
ment"?"":o;return{ok:!0,outputs:{},env:{},summary:i,recorded:[],message:null}}#M(t){let e=t.inputs[W.parentRun]?.trim();
e&&this.#O(t,"warning",`${W.parentRun} ${JSON.stringify(e)} is not read by baton run: the parent run here is the one giv\
en with --parent <run-id|latest>${this.#t.parentRun?` (${this.#t.parentRun})`:" (none)"}`)}#O(t,e,n){this.#t.emit({type:"\
notice",at:this.#e().toISOString(),level:e,job:t.job,leg:t.leg,message:n})}#P(t){return{info:e=>this.#F(t.leg,`[baton] ${e}\

`),warning:e=>this.#O(t,"warning",e),error:e=>this.#O(t,"error",e),group:(e,n)=>n()}}#C(t){return t?wd(this.#t.workspace,
t):this.#t.workspace}#L=new Set;#j(t,e,n){return this.#L.add(`${t}\0${e}`),this.#F(t,n)}addSecrets(t){this.#H(t)}#H(t){for(let e of t)
this.#t.secrets.includes(e)||this.#t.secrets.push(e)}#F(t,e){let n=this.#I(e);return this.#A(t,n),n}#I(t){return Z(t.endsWith(
`
`)||t===""?t:`${t}
`,this.#t.secrets).text}#z(t,e,n){if(n.startsWith(e)){n.length>e.length&&this.#A(t,n.slice(e.length));return}let s=Buffer.
byteLength(e);this.#D(t,async o=>{let{size:i}=await o.stat();if(i<s)throw new Error(`it holds ${i} bytes, fewer than the\
 ${s} written of the step`);await o.truncate(i-s),await o.writeFile(n)})}#A(t,e){this.#D(t,n=>n.writeFile(e))}#D(t,e){let n=this.#o.
get(t);if(n===void 0){let s=Pt(this.#t.runDir,ce(t)),o=(this.#u.get(t)??Promise.resolve()).then(()=>Ka(s,"a",438));n=o.catch(
()=>{}),this.#o.set(t,n),this.#u.set(t,o.then(()=>{}))}this.#T(t,n,e)}#W(t){let e=this.#o.get(t);e!==void 0&&(this.#o.delete(
t),this.#T(t,e,async n=>{let{nlink:s}=await n.stat();if(await n.close(),s===0)throw Object.assign(new Error("ENOENT: the\
 file was removed while the run wrote it"),{code:"ENOENT"})}))}#T(t,e,n){let s=(this.#u.get(t)??Promise.resolve()).then(
async()=>{let o=await e;o!==void 0&&await n(o)}).catch(o=>{this.#N({name:ce(t),what:`the job log of ${t}`,kind:"the job \
logs",error:o})});this.#u.set(t,s)}#N(t){this.#d.has(t.name)||this.#d.set(t.name,t)}async drain(){await this.#i;for(let t of[
...this.#o.keys()])this.#W(t);return await Promise.all(this.#u.values()),this.#d.size===0?null:oo(this.#t.runDir,[...this.#d.
values()]).join(`
`)}};function Ur(r,t){return`## ${t===r?r:`${r} (${t})`}

`}function Dr(r){let{stage:t,attempt:e,status:n,outcome:s}=r.record;return{stage:t,attempt:e,status:qs(n,s.reason),warnings:Si(
r.record)}}function Sd(r,t){return[...r,...t?[t]:[]].join(hd)}function Wr(r,t,e){let{record:n,handoff:s}=r,o=[...t,...e];
return ga(ha({record:n,handoff:s,secrets:o}),o)}async function kd(r){let t=await Ka(r,"r");try{let{size:e}=await t.stat();
return e>lt.stepSummaryFileBytes?{text:"",summaryBytes:e}:{text:await t.readFile("utf8")}}finally{await t.close()}}async function Jr(r){
let t=await r.list();return(await Promise.all(t.map(n=>r.getAttempt(n.stage,n.attempt,n.runAttempt)))).filter(n=>n!==void 0)}
function vd(r,t){let e=t.filter(o=>{try{return process.kill(-o,0),!0}catch{return!1}});if(e.length===0)return;let n=ye();
if(n===null){for(let o of e)Ba(-o);return}let s=`RUNNER_TEMP=${r}`;for(let o of n)cr(o,s)&&Ba(o)}function xd(r){if(r.size===
0)return[];let t=new Set;for(let e of ye()??[]){let n=dn(e),s=n===null?void 0:r.get(n.group);n===null||s===void 0||n.state===
"Z"||t.has(n.group)||cr(e,`RUNNER_TEMP=${s}`)&&t.add(n.group)}return[...t]}function za(r,t){try{process.kill(-r,t)}catch{}}
function Ba(r){try{process.kill(r,"SIGKILL")}catch{}}import{lstat as $d}from"node:fs/promises";import{join as Rd}from"node:path";async function qa(r,t,e,n){let s;try{s=await r.resolve(t)}catch(f){throw f instanceof S?new S(f.code,f.message,{where:e.
parent,details:f.details}):f}let o=`give ${e.parent} another run`,i=(f,p,g="parent-invalid")=>new S(g,`run ${s} ${f}`,{where:e.
parent,details:p}),a=r.runDir(s),l=Rd(a,Qt);if(await $d(l).then(()=>!1,f=>jt(f,"ENOENT")))throw i(`cannot be continued: \
it has no ${Qt}, so it holds no run (a run that could not start leaves such a directory)`,[`remove it (rmdir ${no(a)}) i\
f it is empty, then start this run again; or ${o}`]);let u=await r.readSummary(s).catch(f=>{throw f instanceof S?i(`cann\
ot be continued: its ${Qt} cannot be read`,[...Wn(f),o]):f});if(en(u)==="running"&&n.GITHUB_RUN_ID!==s){let f=nn(u),p=f===
null?`run ${s} is still running`:rn(s,f);throw new S("parent-running",`${p}: its last records may not be stored yet, and\
 this run's hops count on from them`,{where:e.parent,details:[`wait for it to end${f===null?"":" there"}, then start thi\
s run again; a run started by one of its steps (GITHUB_RUN_ID names it) continues it while it runs`,...f===null?[]:[sn(f,
a,`give ${e.parent} another run, or remove it`)]]})}let{unreadable:d,notStored:c}=await pi(await r.open(s),u);if(c!==null){
let f=c.records.length;throw i(`cannot be continued: ${f===1?"a record":`${f} records`} of its jobs ${f===1?"was":"were"}\
 never stored, and this run's hops count on from them`,[...c.records.map(p=>p.reason),...d.map(p=>p.reason.split(`
`)[0]),c.fix,`then give ${e.parent} that run, or ${o}`])}if(d.length>0){let f=d.filter(w=>!ar(w.code)),p=[...new Set(f.flatMap(
w=>Wn(w.reason).slice(1)))],g=u.jobs.flatMap(w=>w.stages),h=[...new Set(d.filter(w=>ar(w.code)).map(w=>w.stage))].sort((w,m)=>Va(
g,w)-Va(g,m));if(h.length>0){let[w]=h,m=h.length===1;p.push(`put the ${m?"record of stage":"records of stages"} ${h.join(
", ")} back from a copy, or record ${m?"it":"them"} again in a new run and give ${e.parent} that run instead: ${e.replay(
s,w)}`)}throw i(`cannot be continued: ${d.length} of its records cannot be read, and this run's hops count on from them`,
[...d.map(w=>w.reason.split(`
`)[0]),...p,`then start this run again, or ${o}`])}return s}function Va(r,t){let e=r.indexOf(t);return e===-1?r.length:e}var Od=r=>bs(Vn([rt(),hs(),Dt()],{error:t=>`${_t(t.input)} is not ${r}: give a string, a finite number or true/false`}).
check(ee(t=>typeof t!="number"||Number.isFinite(t),{error:t=>`${_t(t.input)} is not ${r}: give a string, a finite number\
 or true/false`}),ee(t=>typeof t!="number"||!Number.isInteger(t)||Number.isSafeInteger(t),{error:t=>`${_t(t.input)} is p\
ast the integers a JavaScript number holds exactly: give it as a string`})),ys(t=>String(t))),Xa=(r,t,e)=>de(rt(),Od(e),
{error:n=>`takes an object of ${t} and their values (${r}), not ${$t(n.input)}`}),ae=()=>rt({error:r=>`takes a string, n\
ot ${$t(r.input)}`}),Hr=()=>fe(r=>typeof r=="function",{error:r=>`takes a function, not ${$t(r.input)}`}),Ya=()=>fe(r=>r instanceof
AbortSignal,{error:r=>`takes an AbortSignal, not ${$t(r.input)}`}),Za=r=>Dt({error:t=>`takes a number of milliseconds, n\
ot ${$t(t.input)}`}).check(ee(t=>Number.isFinite(t)&&(r==="from 0"?t>=0:t>0),{error:t=>`${_t(t.input)} is not a number o\
f milliseconds ${r}`}));function Qa(r){return Object.entries(r).find(([,t])=>t!==void 0&&typeof t!="string")}var Pd=Ct(rt(
{error:r=>`${_t(r.input)} is not the name of an environment variable`}),{error:r=>{let t=JSON.stringify(typeof r.input==
"string"?[r.input]:r.input!==null&&typeof r.input=="object"?Object.keys(r.input).slice(0,2):["MY_TOKEN"]),e=r.input!==null&&
typeof r.input=="object"&&!Array.isArray(r.input);return`takes a list of the names of environment variables that hold th\
e secrets (secrets: ${t}), not ${$t(r.input)}${e?": set each in env and name it here":""}`}}),el=ms({cwd:B(ae()),job:B(ae()),
inputs:B(Xa('{ issue: "42" }',"the inputs","an input value")),event:B(Vn([rt(),de(rt(),gs())],{error:r=>`takes the path \
of a JSON file or the payload as an object, not ${$t(r.input)}`})),eventName:B(ae()),vars:B(Xa('{ NAME: "value" }',"the \
variables","a variable value")),secrets:B(Pd),env:B(fe(r=>r!==null&&typeof r=="object"&&!Array.isArray(r),{error:r=>`tak\
es an object of variables and their values, not ${$t(r.input)}`}).check(ee(r=>Qa(r)===void 0,{error:r=>{let[t,e]=Qa(r.input);
return`${t}: ${_t(e)} is not an environment variable's value: give a string`}}))),concurrency:B(Dt({error:r=>`${_t(r.input)}\
 is not a whole number from 1`}).check(ee(r=>Number.isSafeInteger(r)&&r>=1,{error:r=>`${_t(r.input)} is not a whole numb\
er from 1`}))),onEvent:B(Hr()),onOutput:B(Hr()),signal:B(Ya()),cancel:B(Ya()),pausable:B(Hr()),killGraceMs:B(Za("from 0")),
minuteMs:B(Za("above 0")),storeDir:B(ae()),facts:B(fe(r=>r!==null&&typeof r=="object"&&!Array.isArray(r),{error:r=>`take\
s an object of facts about the checkout, not ${$t(r.input)}`})),repositoryRoot:B(ae()),parent:B(ae())},{error:r=>`takes \
an object of options, not ${$t(r.input)}`}),tl=["job","inputs","event","eventName","vars"],Ad=ws(el,{job:!0,inputs:!0,event:!0,
eventName:!0,vars:!0});function zr(r,t="runWorkflow"){let e=t==="runWorkflow"?el:Ad,n=e.safeParse(r??{});if(n.success)return n.
data;let s=Object.keys(e.shape),o=n.error.issues.flatMap(l=>l.code==="unrecognized_keys"?l.keys.map(u=>({where:[...l.path,
u],message:tl.includes(u)?`${t} has no such option: a replay is started as the run it replays was (its ${tl.join(", ")})`:
`${t} has no such option${Fe(u,s)}`})):[{where:l.path,message:l.message}]),[i,...a]=o.map(l=>({where:Ed(l.where),message:l.
message}));throw new S("usage",i.message,{where:i.where===""?t:i.where,details:a.map(l=>l.where===""?l.message:`${l.where}\
: ${l.message}`)})}function Ed(r){return r.map((t,e)=>typeof t=="number"?`[${t}]`:typeof t=="string"&&/^[A-Za-z_$][\w$-]*$/.
test(t)?`${e===0?"":"."}${t}`:`[${JSON.stringify(String(t))}]`).join("")}var rl=/^[A-Za-z_][A-Za-z0-9_]*$/,Wd=Ct(te({id:rt(),result:Ht,outputs:de(rt(),rt()),stages:Ct(rt()),legs:Ct(rt()),withheld_outputs:B(
Ct(rt())),leg_results:B(Ct(te({leg:rt(),result:Ht,reason:B(rt())}))),skip_reason:B(rt()),summary_parts:B(Ct(te({leg:rt(),
offset:Dt().check(Kn(),ps()),bytes:Dt().check(Kn(),fs())})))}));async function aw(r,t={}){return Ud(r,t,rr)}async function Ud(r,t,e,n="\
clean-up"){sf(r);let s=zr(t),o=Kr(s.cwd),i=Gt(o,s.storeDir??Me),a=await sl(i,n);return ol(r,{...s,cwd:o,storeDir:i},{words:e,
replay:null,leftovers:a})}async function sl(r,t){return t==="clean-up"?Zo(new tn(r)):[]}async function ol(r,t,{words:e,replay:n,
leftovers:s}){let o=Kr(t.cwd);n===null&&Kd(t.vars??{},e);let i=t.env??process.env,a=Xd(i,[...Hn,...t.secrets??[]]),l=Gt(
o,r),u=Dd(o,l)||r,d=await Te(l,"utf8").catch(_=>{throw n?Gd(r,n.run,_,e):co(o,r,_)}),c=t.facts??{},f=gi(o,i,c),p=Vs(o),g=(_,pt,wt)=>_s(
_,pt,wt,{ownAction:p}),h=await Ns(d,u,{ownAction:p}),w=await mi(Gt(o,t.repositoryRoot??"."),h,p),m=(0,Br.createHash)("sh\
a256").update(d).digest("hex"),b={};for(let[_,pt]of w)"unreadable"in pt||(b[_]=(0,Br.createHash)("sha256").update(pt.source).
digest("hex"));let x=null;if(typeof t.event=="string"){let _=t.event,pt=await Te(Gt(o,_),"utf8").catch(wt=>{throw pe(_,wt,
"event file")});x=No(pt,_)}else t.event&&(_o(t.event,"event"),x=t.event);let R=Vd(t.secrets??[],i,n&&{run:n.run,secrets:n.
invocation.secrets},e),A=[...Object.values(R),...Hn.map(_=>i[_]).filter(_=>_!==void 0&&_!==""),...Ue(i)],P=wi({cwd:o,known:c,
checkout:await f,payload:x,ownAction:p,calledWorkflows:w}),$=P.facts,k=Yd(A,()=>Fo(h,he,{job:t.job,inputs:t.inputs,event:x,
eventName:t.eventName,vars:t.vars,secretValues:A,secretNames:Object.keys(R),words:e,...P})),E=zo(h,he,{called:w,expanded:k.
expanded}),U=aa(h,k.eventName,k.event,t.event===void 0,$.commit&&{sha:$.sha,message:$.commit.message}),Q=new Set(Object.
keys(R).map(_=>_.toUpperCase())),v=oa(h,he,Q,new Set(Object.entries(t.vars??{}).filter(([,_])=>_!=="").map(([_])=>_.toUpperCase()))),
L=Gt(o,t.storeDir??Me),Y=new tn(L),O=n?await Qd(Y,L,h,k,n,{workflow:m,called:b},e):null,j=n?.invocation.event_made===!0,
V=t.event===void 0||j,D=t.parent===void 0?null:await qa(Y,t.parent,e,i),G=Jd(),H={where:`the run's temp dir, in ${G.place}`,
makeRoom:G.makeRoom,fewerJobs:e.fewerJobs},y=new Date,C,J=(_,pt,wt,_e=null,qt=void 0)=>se({workflow:h.name??u,workflow_path:u,
status:_,started_at:y.toISOString(),finished_at:wt?wt.toISOString():null,duration_ms:wt?Math.max(0,wt.getTime()-y.getTime()):
null,replay_of:O?O.run:null,..._e===null?{}:{reason:_e},..._==="running"?{process:{...Zd(),...C===void 0?{}:{temp:C}}}:{},
jobs:pt,...qt===void 0?{}:{unstored:qt}},A),dt=await Y.createRun(J("running",[],null)),F=dt.runDir,T=Id(F),M,N=new lo(F,
{writeBehind:!0,onUnstored:_=>M?.(_)}),K=new ve(N),Tt,at,q,ft;try{let _=new Map,pt={workflow_path:u,workflow_sha256:m,called_sha256:b,
job:t.job??null,inputs:t.inputs??{},event_name:k.eventName,event:k.event,...V?{event_made:!0}:{},vars:t.vars??{},secrets:t.
secrets??[],parent:D},wt=se(pt,A),_e=Gr(pt).some(I=>Ke(I,A))||JSON.stringify([wt.inputs,wt.vars])!==JSON.stringify([pt.inputs,
pt.vars]);await nl(it(F,ot.invocation),"how the run was started",`${JSON.stringify(_e?{...wt,redacted:!0}:wt,null,2)}
`),O&&(await of(O.store,dt,O.stages),await af(it(L,O.run),F,O.jobs.values())),C=await _d(it(G.dir,`baton-run-${T}-`)).catch(
I=>{throw new S("tempdir-invalid",`the run's temp dir could not be made there: ${je(I,e.fewerJobs)}`,{where:G.where,cause:I,
...jt(I,"ENOSPC","EDQUOT")?{details:[G.makeRoom]}:{}})}),await Y.writeSummary({id:T,...J("running",[],null)});let qt=new AbortController,
es=(I,tt)=>{q===void 0&&(q={error:I},queueMicrotask(()=>qt.abort(tt)))},ns=(I,tt)=>yt=>{if(!(q!==void 0||tt===void 0))try{
let Nt=tt(yt);df(Nt)&&Promise.resolve(Nt).catch(z=>es(z,`stopped because the promise the ${I} callback returned was reje\
cted`))}catch(Nt){es(Nt,`stopped because the ${I} callback threw`)}},al=ns("onEvent",t.onEvent),Ln=t.signal?AbortSignal.
any([t.signal,qt.signal]):qt.signal,Fn=new xn(it(F,ot.events));Tt=Fn;let In=I=>{let tt=se(I,A);if(Fn.write(tt),al(tt),I.
type==="run-started"){let yt=Object.keys(R).filter(z=>R[z].length<xt.minSecretLength),Nt=[...s.map(z=>({level:z.running.
length>0||!z.removed||!z.looked?"warning":"info",message:Qo(z)})),...Bo(E).map(z=>({level:"warning",message:z})),...k.notices,
...U===null?[]:[{level:"warning",message:`${U} (it runs here as asked)`}],...v.filter(z=>!z.fallsBack).map(({name:z,where:Dn})=>({
level:"warning",message:`${Dn}: secrets.${z} is read, but ${e.secretNotGiven(z)}: it is empty in this run, as on GitHub \
for a secret the repository does not have (${e.giveSecret(z)} to set it)`})),...v.filter(z=>z.fallsBack).map(({name:z,where:Dn})=>({
level:"info",message:`${Dn}: secrets.${z} is read, but ${e.secretNotGiven(z)}: each read of it falls back with || to ano\
ther value, which this run takes (${e.giveSecret(z)} to set it)`})),...yt.map(z=>({level:"warning",message:`secret ${z} \
is shorter than ${xt.minSecretLength} characters, so it is not redacted: it will appear wherever a step or agent prints \
it (a value that short would blank out ordinary words)`}))];for(let z of Nt)ue(I.at,z.level,z.message);O?.whole&&ue(I.at,
"info",O.whole)}if(I.type==="run-started"&&O!==null&&O.changed.length>0){let yt=O.changed.map(Nt=>Nt===""?u:Nt);ue(I.at,
"warning",`${yt.join(" and ")} changed since run ${O.run}: this replay runs ${yt.length===1?"the file":"the files"} as ${yt.
length===1?"it is":"they are"} now`)}I.type==="run-started"&&O?.redactedStart&&ue(I.at,"warning",O.redactedStart),I.type===
"run-started"&&O!==null&&O.summaries===null&&O.jobs.size>0&&ue(I.at,"info",`the step summaries of the jobs reused from r\
un ${O.run} cannot be told apart in its ${ot.summary} (it was stored by an earlier baton, could not write them all, or w\
as edited since): this replay's ${ot.summary} holds only those of the jobs it runs`)};M=I=>{let tt=N.unstored()[0];In({type:"\
notice",at:new Date().toISOString(),level:"error",job:I.job,leg:null,message:`${re(I)} was not stored after all: ${I.cause===
void 0?`no record of this run after that of ${re(tt)} (job ${tt.job}) is stored`:`its record could not be written: ${Yn(
I.cause)}; no record of this run after it is stored`}`})};let ue=(I,tt,yt)=>In({type:"notice",at:I,level:tt,job:null,leg:null,
message:yt}),Xt=To({eventName:k.eventName,payload:k.event,facts:$,runId:T,workflow:h,workflowPath:u});if(at=new Cn({workflow:k.
workflow,expressions:he,parseAction:g,workspace:o,runDir:F,storeDir:L,tempDir:C,tempPlace:H,store:K,recordWrites:N,runCancelled:()=>Ln.
aborted||t.cancel?.aborted===!0,runner:new fn({tempDir:C,reuseScripts:!0,secrets:A,...t.killGraceMs===void 0?{}:{killGraceMs:t.
killGraceMs},noPathHint:e.noPath,tempPlace:H,fewerJobs:e.fewerJobs}),baseEnv:a,run:{id:T,attempt:1,workflow:h.name??u,repository:$.
repository,event_name:k.eventName,sha:String(Xt.sha),ref:String(Xt.ref)},github:{repository:$.repository,ref:String(Xt.ref),
sha:String(Xt.sha),run_id:T,actor:String(Xt.actor),event_name:k.eventName,event:k.event},...V?{madeEvent:k.eventName}:{},
...j&&O?{madeEventRun:O.run}:{},secrets:A,parentRun:D,openRun:I=>{let tt=_.get(I);return tt||(tt=Y.open(I).then(yt=>new ve(
yt)),_.set(I,tt)),tt},emit:In,eventsFailure:()=>Fn.failure,...t.onOutput?{onOutput:ns("onOutput",t.onOutput)}:{}}),t.pausable){
let I=at;for(let tt of[Ln,t.cancel])tt?.addEventListener("abort",()=>I.resumeCommands(),{once:!0});t.pausable({pause:()=>I.
pauseCommands(),resume:()=>I.resumeCommands()})}for(let{job:I,leg:tt,markdown:yt}of O?.summaries??[])at.summary(I,tt,yt);
ft=await ra(k,at,{runId:T,concurrency:t.concurrency??Md(),fewerJobs:e.fewerJobs,signal:Ln,cancel:t.cancel,secrets:R,github:Xt,
runner:{os:process.platform==="darwin"?"macOS":process.platform==="win32"?"Windows":"Linux",arch:process.arch==="arm64"?
"ARM64":process.arch==="x64"?"X64":process.arch.toUpperCase(),temp:C,toolCache:it(C,"tool-cache"),workspace:o,workspaceParent:jn(
o)},reuse:O?.jobs,minuteMs:t.minuteMs})}catch(_){ft={error:_}}M=void 0,N.close();let[Ne]=await Promise.all([at?.drain()??
null,N.settled()]);Tt?.close(),C!==void 0&&await on(C);let kt="error"in ft?null:ft,le=[],Vt=_=>{_&&!le.some(pt=>pt.includes(
_))&&le.push(_)};Vt(kt?.reason),"error"in ft&&Vt(bt(ft.error));for(let _ of Ne?.split(`
`)??[])Vt(_);Vt(Tt?.failure);let Vr=N.unstored(),qr=kt===null?[]:zd(kt.jobs,Vr),Xr=!1;if(kt!==null)try{await nl(it(F,ot.
jobs),"the jobs' results",`${JSON.stringify(qd(qr,A,at?.summaryParts()??null),null,2)}
`),Xr=!0}catch(_){Vt(bt(_))}let Yr=Bd(Vr,{run:T,plan:k,jobs:kt===null?"missing":Xr?"stored":"unwritten",workflowPath:u,words:e});
Vt(Yr?.fix);let Zr=kt===null||kt.status==="success"&&le.length>0?"failure":kt.status,Mn=le.length===0?null:Z(le.join(`
`),A).text,il=qr.map(_=>({id:_.id,stages:_.stages,result:_.result,...O?.jobs.has(_.id)?{reused:!0}:{}}));try{await Y.writeSummary(
{id:T,...J(Zr,il,new Date,Mn,Yr?.stored)})}catch(_){throw Hd(F,_,Mn)}if(q!==void 0)throw q.error;if("error"in ft)throw ft.
error;let Qr=await Jr(N.writeFailure?N:K),ts=Vo(Qr);return{runId:T,runDir:F,status:Zr,reason:Mn,records:Qr,chain:ts,finalStage:qo(
ts)}}function Jd(){let r=Fd(),t=!!process.env.TMPDIR,e=t?`TMPDIR ${r}`:`temp dir ${r}`,n=t?`TMPDIR ${Yt(r)}`:`${Yt(r)} (\
TMPDIR is not set)`,s=`make room in ${t?"TMPDIR":Yt(r)}, or set TMPDIR to a directory on another disk`,o;try{o=(0,Kt.statSync)(
r)}catch(i){if(!jt(i,"ENOENT","ENOTDIR"))throw pe(e,i)}if(o?.isDirectory()!==!0)throw new S("tempdir-invalid",`${o===void 0?
"no such directory":"is not a directory"}; baton run keeps each run's scratch files there`,{where:e,details:[`${o===void 0?
"create it, or ":""}set TMPDIR to a directory`]});return{dir:r,where:e,place:n,makeRoom:s}}async function nl(r,t,e){try{
await He(r,e)}catch(n){throw new S("run-write-failed",Xn(t,n),{where:r,cause:n})}}function Hd(r,t,e){let n=!(0,Kt.existsSync)(
r),s=e===null||n?[]:[`the run failed: ${e.replaceAll(`
`,`
  `)}`];return new S("run-write-failed",n?"the run's directory was removed while it ran: nothing more of the run could b\
e stored":`its end could not be stored in ${Qt}: ${bt(t)}; baton runs shows it as interrupted`,{where:r,details:s,cause:t})}
function zd(r,t){let e=new Set(t.filter(n=>n.attempt===1).map(n=>n.stage));return e.size===0?r:r.map(n=>({...n,stages:n.
stages.filter(s=>!e.has(s))}))}function Bd(r,t){let[e,...n]=r;if(e===void 0)return null;let{run:s,plan:o,jobs:i,workflowPath:a,
words:l}=t,u=i==="stored"?sa(o.jobs,r):null,d=[...new Set(r.map(f=>f.stage))],c=`${d.length===1?"stage":"stages"} ${uo(d)}`;
return{stored:{failed:{job:e.job,stage:e.stage,attempt:e.attempt,cause:Yn(e.cause)},after:n.map(({job:f,stage:p,attempt:g})=>({
job:f,stage:p,attempt:g})),replay_from:u},fix:ao({run:s,what:c,cause:e.cause,replayFrom:u,jobs:i,replay:l.replay,runAgain:`${l.
run(a)} with the same options`})}}function Gd(r,t,e,n){let s=pe(r,e);return jt(e,"ENOENT")?new S(s.code,`${s.message}: r\
un ${t} ran this workflow file, and a replay runs it as it is now`,{...s.where===void 0?{}:{where:s.where},details:[`put\
 it back (from git, if it was committed) to replay run ${t}, or start a new run of another workflow with ${n.runCommand}`],
cause:e}):s}function Kd(r,t){let e=new Map;for(let n of Object.keys(r)){if(!rl.test(n)||n.toUpperCase().startsWith("GITH\
UB_"))throw new S("usage",`${JSON.stringify(n)} is not a name GitHub allows for a variable: letters, digits and _, not s\
tarting with a digit or with GITHUB_`,{where:t.vars});let s=e.get(n.toUpperCase());if(s!==void 0)throw new S("usage",`${JSON.
stringify(s)} and ${JSON.stringify(n)} are one variable on GitHub (names are not case-sensitive); give it once`,{where:t.
vars});e.set(n.toUpperCase(),n)}}function Vd(r,t,e,n){let s=r.find(l=>!rl.test(l));if(s!==void 0)throw new S("usage",s.startsWith(
"-")&&n.flags?`takes the name of an environment variable after it (--secret NAME), not ${JSON.stringify(s)}`:`${JSON.stringify(
s)} is not the name of an environment variable (letters, digits and _, not starting with a digit)`,{where:n.secrets});let o={},
i=[],a=[];for(let l of r){let u=t[l];u===void 0?i.push(l):u===""?a.push(l):o[l]=u}if(i.length+a.length>0){let l=(c,f)=>c.
length===0?[]:[`${c.length===1?"secret":"secrets"} ${f}: ${c.join(", ")}`],u=e===null?"running":"replaying",d=(c,f="")=>e?.
secrets.includes(c)?`: run ${e.run} was started with ${n.passSecret(c)}`:`, or ${n.dropSecret(c)}${f}`;throw new S("secr\
et-missing",[...l(i,"not set in the environment"),...l(a,"set to the empty string")].join("; "),{details:[...i.map(c=>`${n.
setSecret(c)} before ${u}${d(c)}`),...a.map(c=>`${n.setSecret(c)} with its value before ${u}${d(c,": an empty secret is \
no secret (one not given is '' in the run, as on GitHub)")}`)]})}return o}function qd(r,t,e){return r.map(n=>{let s={},o=[
...n.withheldOutputs??[]];for(let[g,h]of Object.entries(n.outputs))Z(h,t).redactions.length>0?o.push(g):s[g]=h;let i=(n.
legResults??[]).map(({leg:g,result:h,reason:w})=>({leg:g,result:h,...w===void 0?{}:{reason:w}})),a=(e??[]).filter(g=>g.job===
n.id).map(({leg:g,offset:h,bytes:w})=>({leg:g,offset:h,bytes:w})),{id:l,stages:u,legs:d,ends:c,skipped:f,summaryParts:p}=se(
{id:n.id,stages:n.stages,legs:n.legs,ends:i,skipped:n.skipReason,summaryParts:a},t);return{id:l,result:n.result,outputs:s,
stages:u,legs:d,...o.length>0?{withheld_outputs:se(o,t)}:{},...c.length>0?{leg_results:c}:{},...f===void 0?{}:{skip_reason:f},
...p.length>0?{summary_parts:p}:{}}})}function Gr(r){return typeof r=="string"?[r]:Array.isArray(r)?r.flatMap(Gr):r!==null&&
typeof r=="object"?Object.values(r).flatMap(Gr):[]}function Xd(r,t){let e=new Set(t),n={};for(let[s,o]of Object.entries(
r))o!==void 0&&!e.has(s)&&(n[s]=o);return n}function Yd(r,t){try{return t()}catch(e){if(!(e instanceof S))throw e;let n=s=>Z(
s,r).text;throw new S(e.code,n(e.message),{...e.where===void 0?{}:{where:n(e.where)},details:e.details.map(n),cause:e.cause})}}
function Zd(){let r=Ko(process.pid);return{pid:process.pid,host:Ld(),...r?{start:r}:{}}}async function Qd(r,t,e,n,s,o,i){
let{run:a,invocation:l}=s,u=await r.readSummary(a),d=await r.open(a),{jobs:c,summaryParts:f}=await tf(it(t,a),u,i.run(l.
workflow_path)),p=[];l.workflow_sha256!==void 0&&l.workflow_sha256!==o.workflow&&p.push("");let g=l.called_sha256;if(g!==
void 0)for(let y of[...new Set([...Object.keys(g),...Object.keys(o.called)])].sort())g[y]!==o.called[y]&&p.push(y);let h=[
...new Set(c.flatMap(y=>y.stages))],w=c.map(y=>y.id),m=`stages: ${h.join(", ")||"(none)"}; jobs: ${w.join(", ")||"(none)"}`;
if(s.from.trim()==="")throw new S("usage",`is empty; name the stage or job of run ${a} to run again from: ${m}`,{where:i.
from});let b=u.unstored===void 0?[]:[u.unstored.failed,...u.unstored.after],x=c.find(y=>y.id.includes("/")&&(y.stages.includes(
s.from)||y.legs.includes(s.from)))?.id??c.find(y=>y.stages.includes(s.from)||y.legs.includes(s.from))?.id??b.find(y=>y.stage===
s.from)?.job??(await d.get(s.from))?.record.job??n.jobs.find(y=>y.id===s.from)?.id,R=x?.split("/")[0];if(R===void 0)throw new S(
"stage-unknown",`run ${a} has no stage or job ${s.from}${Fe(s.from,[...h,...w])}; ${m}`,{where:i.from});let A=R===s.from?
`job ${R}`:`${x===s.from?"job":"stage"} ${s.from} belongs to job ${R}, which`;if(!e.jobs.some(y=>y.id===R)){let y=e.jobs.
map(C=>C.id);throw new S("stage-unknown",`${A} is no longer in ${e.fileName}: a replay runs the workflow file as it is n\
ow, not as run ${a} had it`,{where:i.from,details:[`its jobs now: ${y.join(", ")||"(none)"}`]})}if(!n.jobs.some(y=>y.id===
R))throw new S("stage-unknown",`${A} is not part of this run${n.target===null?"":` (run ${a} was started with ${i.passJob(
n.target)})`}`,{where:i.from});let P=new Set([R,...n.jobs.filter(y=>y.upstream.includes(R)).map(y=>y.id)]);for(let y of n.
jobs)y.calledBy!==null&&P.has(y.calledBy)&&P.add(y.id);let $=b.find(y=>!P.has(y.job)&&!P.has(y.job.split("/")[0]));if($!==
void 0){let y=await hi(it(t,a),u,i),C=y?.records.find(J=>J.stage===$.stage&&J.attempt===$.attempt);throw new S("replay-i\
ncomplete",`run ${a} never stored ${re({...$,runAttempt:1})} of job ${$.job}, so replaying from ${s.from} cannot reuse t\
hat job`,{where:i.from,details:[...C===void 0?[]:[C.reason],...y?[y.fix]:[]]})}let k=new Map,E=[];for(let y of n.jobs){if(P.
has(y.id))continue;let C=c.find(J=>J.id===y.id);if(!C)throw new S("replay-incomplete",`run ${a} has no result for job ${y.
id}; run it again in full`,{where:i.from});k.set(y.id,C),E.push(...C.stages)}for(let y of n.jobs)if(P.has(y.id))for(let C of y.
needs){let J=k.get(C)?.withheldOutputs??[];if(J.length===0)continue;let dt=J.join(", ");throw new S("replay-incomplete",
`job ${C}'s output${J.length===1?` ${dt} was`:`s ${dt} were`} not stored (it may hold a secret), so replaying from ${s.from}\
 cannot give it to job ${y.id}`,{where:i.from,details:[`replay from the job that made it: ${i.replay(a,C)}`]})}let U=new Map(
e.jobs.map(y=>[y.id,y])),Q=y=>(k.get(y)?.result??"success")!=="success",v=U.get(R);if(v?.if.text===null){let y=v.needs.map(
C=>C.id).filter(Q);if(y.length>0){let C=y[0];for(let J=0;k.get(C)?.result==="skipped"&&J<e.jobs.length;J++){let dt=U.get(
C)?.needs.map(F=>F.id).find(Q);if(dt===void 0)break;C=dt}throw new S("replay-skips",`job ${R} needs ${y.map(J=>`${J} (${k.
get(J).result} in run ${a})`).join(", ")}, so replaying from ${s.from} would skip it again`,{where:i.from,details:[`repl\
ay from the job that did not succeed: ${i.replay(a,C)}`]})}}let L=new Set(E),Y=await d.list(),O=E.find(y=>!Y.some(C=>C.stage===
y));if(O!==void 0)throw new S("replay-incomplete",`run ${a} recorded stage ${O}, but its record is gone from ${it(t,a)},\
 so it cannot be reused`,{where:i.from,details:[`replay from that stage, to run it again: ${i.replay(a,O)}`]});for(let y of Y)
if(L.has(y.stage))try{await d.getAttempt(y.stage,y.attempt,y.runAttempt)}catch(C){throw C instanceof S?new S("replay-inc\
omplete",`run ${a}'s record of stage ${y.stage} (attempt ${y.attempt}) cannot be reused: ${bt(C)}`,{where:i.from,details:[
`replay from that stage, to run it again: ${i.replay(a,y.stage)}`]}):C}let j=c.find(y=>y.id===R),V=s.from===R?null:x!==void 0&&
x!==R?`every job of its call (${c.filter(y=>y.id.startsWith(`${R}/`)).map(y=>y.id).join(", ")})`:j&&j.legs.length>1?`eve\
ry leg of its matrix (${j.legs.join(", ")})`:j&&j.stages.length>1?`every stage of it (${j.stages.join(", ")})`:null,D=V===
null?null:`${i.fromStage(s.from)}: job ${R} runs again whole, ${V}`,G=ni(a,l,"replay",i),H=await nf(it(t,a),f,new Set(k.
keys()));return{run:a,store:d,jobs:k,stages:E,changed:p,whole:D,redactedStart:G,summaries:H}}async function tf(r,t,e){let n=t.
id,s=it(r,ot.jobs),o=await Te(s,"utf8").catch(c=>{throw ef(t,s,c,e)}),i=Go(o,Wd,s,{code:"replay-incomplete",what:"the jo\
bs' results baton stores",fix:`run ${n} cannot be replayed; run it again in full`}),l=i.some(c=>c.legs.length>0||c.leg_results===
void 0&&c.skip_reason===void 0)?await rf(r):{legs:new Map,skips:new Map},u=i.some(c=>c.summary_parts!==void 0)?i.flatMap(
c=>(c.summary_parts??[]).map(f=>({job:c.id,...f}))):null;return{jobs:i.map(({withheld_outputs:c,leg_results:f,skip_reason:p,
summary_parts:g,...h})=>{let w=l.legs.get(h.id),m=R=>{let A=w?.get(R.leg);return{...R,...A?.durationMs===void 0?{}:{durationMs:A.
durationMs},...A?.failedStep===void 0?{}:{failedStep:A.failedStep}}},b=f?.map(m)??(w===void 0?void 0:h.legs.map(R=>w.get(
R)??{leg:R,result:h.result})),x=p??l.skips.get(h.id);return{...h,...c&&c.length>0?{withheldOutputs:c}:{},...b===void 0?{}:
{legResults:b},...x===void 0?{}:{skipReason:x}}}),summaryParts:u}}function ef(r,t,e,n){let s=r.id,o=`run it again in ful\
l: ${n} with the same options`;if(to(e)){let{why:u,details:d}=eo(t,e,jn(t),{dir:jn(t),what:"the run"});return new S("rep\
lay-incomplete",`cannot be read: ${u}, so run ${s} cannot be replayed`,{where:t,cause:e,details:[...d,`or ${o}`]})}if(!jt(
e,"ENOENT"))return new S("replay-incomplete",`${$s(e)}, so run ${s} cannot be replayed`,{where:t,cause:e,details:[o]});let i=en(
r),a=nn(r);if(a!==null)return new S("replay-incomplete",`${rn(s,a)}, so it cannot be replayed yet: a replay takes the jo\
bs' results of a finished run`,{details:["replay it once it has ended there",sn(a,jn(t),`run it again in full (${n} with\
 the same options), and remove it`)]});if(i==="running")return new S("replay-incomplete",`run ${s} is still running, so \
it cannot be replayed yet: a replay takes the jobs' results of a finished run`,{details:["replay it once it has ended"]});
if(i==="interrupted")return new S("replay-incomplete",`run ${s} was interrupted (its process ended before the run did), \
so it cannot be replayed: a replay takes the jobs' results of a finished run`,{details:[o]});let l=io(r.reason,t);return l!==
null?new S("replay-incomplete",`was never written, so run ${s} (${i}) cannot be replayed: a finished run keeps its jobs'\
 results there`,{where:t,details:[`the run ended with: ${l.slice(l.indexOf(`${ot.jobs}: `)+ot.jobs.length+2)}`,`${ro(l)}${o}`]}):
new S("replay-incomplete",`is missing, so run ${s} (${i}) cannot be replayed: a finished run keeps its jobs' results the\
re`,{where:t,details:[...r.reason===void 0?[]:[`the run ended with: ${r.reason.split(`
`)[0]}`],`put it back if you have a copy, or ${o}`]})}async function nf(r,t,e){let n=await Te(it(r,ot.summary)).catch(a=>jt(
a,"ENOENT")?Buffer.alloc(0):null);if(n===null)return null;if(n.length===0)return[];if(t===null)return null;let s=[...t].
sort((a,l)=>a.offset-l.offset),o=[],i=0;for(let a of s){if(a.offset!==i||a.offset+a.bytes>n.length)return null;i+=a.bytes;
let l=n.subarray(a.offset,a.offset+a.bytes).toString("utf8"),u=Ur(a.job,a.leg);if(!l.startsWith(u)||!l.endsWith(`

`))return null;e.has(a.job)&&o.push({job:a.job,leg:a.leg,markdown:l.slice(u.length,-2)})}return i===n.length?o:null}async function rf(r){
let t=await Te(it(r,ot.events),"utf8").catch(()=>""),e=new Map,n=new Map,s=new Map,o=new Map;for(let i of Xo(t,["job-fin\
ished","job-skipped","step-finished","step-started","stage-recorded"])){if(i.type==="job-skipped"&&n.set(i.job,i.reason),
i.type==="step-started"&&o.set(`${i.job}\0${i.leg}`,[]),i.type==="stage-recorded"){let u=o.get(`${i.job}\0${i.leg}`);u!==
void 0&&!u.includes(i.stage)&&u.push(i.stage)}if(i.type==="step-finished"&&i.conclusion==="failure"){let u=`${i.job}\0${i.
leg}`,d=o.get(u)??[];s.has(u)||s.set(u,{step:i.step,name:i.name,message:i.message,...i.output_tail===void 0?{}:{output_tail:i.
output_tail},...d.length===0?{}:{stages:d}})}if(i.type!=="job-finished")continue;let a=e.get(i.job)??new Map,l=i.failed_step??
s.get(`${i.job}\0${i.leg}`);a.set(i.leg,{leg:i.leg,result:i.result,...i.reason===void 0?{}:{reason:i.reason},durationMs:i.
duration_ms,...l===void 0||i.result!=="failure"?{}:{failedStep:l}}),e.set(i.job,a)}return{legs:e,skips:n}}function Kr(r){
let t=Gt(r??process.cwd()),e;try{e=(0,Kt.statSync)(t)}catch(n){if(!jt(n,"ENOENT","ENOTDIR"))throw pe(t,n,"cwd")}if(e?.isDirectory()!==
!0)throw new S("usage",e===void 0?"no such directory":"is not a directory",{where:`cwd ${t}`});return t}function sf(r){if(typeof r!=
"string"||r.trim()==="")throw Gn("runWorkflow","the workflow file's path as its first argument (runWorkflow('.github/wor\
kflows/ci.yml', \u2026))",Le(r))}async function of(r,t,e){let n=new Set(e);for(let s of await r.list())n.has(s.stage)&&await t.
copyAttempt(r,s.stage,s.attempt,s.runAttempt)}async function af(r,t,e){let n=new Set;for(let s of e)for(let o of[...s.legs,
...(s.legResults??[]).map(i=>i.leg)])n.add(o);for(let s of n){let o=ce(s),i=it(r,o);if((await Nd(i).catch(()=>null))?.isFile()!==
!0)continue;let a=zs(t,ot.jobLogPrefix);try{await Td(i,a,Kt.constants.COPYFILE_EXCL),await Cd(a,it(t,o))}catch(l){throw await jd(
a,{force:!0}),new S("run-write-failed",Xn(`the job log of ${s}`,l),{where:it(t,o),cause:l})}}}async function lw(r,t,e={}){
return lf(r,t,e,rr)}async function lf(r,t,e,n,s="clean-up"){cf(r,t);let o=zr(e,"replayWorkflow"),i=Kr(o.cwd),a=Gt(i,o.storeDir??
Me),l=await sl(a,s),u=new tn(a),d=await u.resolve(r);await uf(u,d,n);let c=await ti(it(a,d),d);if(c.redacted)throw new S(
"replay-refused",`run ${d} was started with a secret (or text shaped like a token) in ${ei(c,n)}, which was not stored, \
so it cannot be replayed`,{details:[`start it again in full: ${n.run(c.workflow_path)} with the same options`]});return ol(
c.workflow_path,{...o,cwd:i,storeDir:a,...c.job?{job:c.job}:{},inputs:c.inputs,event:c.event,eventName:c.event_name,vars:c.
vars,secrets:[...new Set([...c.secrets,...o.secrets??[]])],...c.parent?{parent:c.parent}:{}},{words:n,replay:{run:d,from:t,
invocation:c},leftovers:l})}async function uf(r,t,e){let n=await r.readSummaryOrProblem(t);if(n instanceof S||!n.pulled)
return;let{url:s}=n.pulled;throw new S("replay-refused",`run ${t} was pulled from GitHub (${s}), and a pulled run cannot\
 be replayed here: GitHub keeps its stages' records, not how the run was started (its event payload and inputs) nor its \
jobs' outputs, which a replay reuses`,{details:[`read what each stage got and handed on: baton show ${t} <stage> --promp\
t (or --handoff)`,`try a changed prompt against the pulled handoffs: baton render --run ${t} <template-file>`,`or run th\
e workflow here from the start: ${e.run("<workflow.yml>")}`]})}function cf(r,t){let e=[...typeof r=="string"&&r.trim()!==
""?[]:[{takes:"the stored run's id (or 'latest') as its first argument (replayWorkflow('latest', 'fix', \u2026))",given:Le(
r)}],...typeof t=="string"?[]:[{takes:"the stage or job to run again from as its second argument (replayWorkflow('latest\
', 'fix', \u2026))",given:Le(t)}]],[n,...s]=e;if(n!==void 0)throw Gn("replayWorkflow",n.takes,n.given,void 0,s.map(({takes:o,
given:i})=>ds(o,i)))}function df(r){return(typeof r=="object"||typeof r=="function")&&r!==null&&typeof r.then=="function"}export{pf as a,an as b,un as c,cn as d,$i as e,jl as f,fn as g,aw as h,Ud as i,lw as j,lf as k};

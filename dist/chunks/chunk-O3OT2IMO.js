import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{b as fr,c as on,d as wi,e as yi,f as an,g as ln,i as Ei}from"./chunk-7KRSI3AK.js";import{a as di,b as Pi,c as Oi,
d as Ai}from"./chunk-IIYMBSHU.js";import{a as hi,c as gi,d as mi,j as bi,k as Si,l as vi,m as ki,n as $i}from"./chunk-B5TGOCQ6.js";
import{k as si,l as oi}from"./chunk-FMDLLZHE.js";import{a as Jt,b as Vs,c as qs,e as Ke,f as Ht,g as lo,h as uo,i as co,
j as fo,n as Po}from"./chunk-SSAS2NZW.js";import{$ as he,Aa as Ko,B as Ge,Ba as Vo,Ca as qo,D as Ys,E as Zs,F as Qs,
G as to,Ga as Xo,Ha as Yo,J as eo,Ja as Zo,K as no,L as ro,Ma as Qo,Na as ti,Pa as cr,Q as pe,Qa as ei,R as so,Ra as ni,
Sa as ri,T as oo,U as io,Z as _o,_ as ir,b as $t,ba as ar,c as xt,ca as jo,d as He,da as Mo,e as Ut,ea as Lo,fa as Fo,ga as Io,
ha as Do,ia as Wo,ka as Xe,la as Ye,ma as ur,na as Jo,pa as Ze,qa as Ho,r as rt,ra as Go,sa as Bo,v as Xs,za as zo}from"./chunk-EVAYIPKD.js";
import{a as lr,i as Uo}from"./chunk-3QK4ULO3.js";import{a as or,b as Eo,c as To,d as No,g as Co}from"./chunk-TY27MA5Z.js";
import{d as ii}from"./chunk-MSOSO2OH.js";import{a as ui,b as ci}from"./chunk-6YD3D27Q.js";import{b as xi,c as Ri,
d as pr}from"./chunk-7U7R4STE.js";import{e as nr,f as rr,g as sr}from"./chunk-VWNF5BAH.js";import{c as dr}from"./chunk-MCSEASMA.js";
import{a as fi,b as pi}from"./chunk-FAXKKLPM.js";import{a as Qe,e as ai,f as tn,h as en,i as nn,k as rn,l as sn,m as li}from"./chunk-M6TCM7T7.js";
import{a as er,e as Oo}from"./chunk-CL5BW2X2.js";import{B as se,C as mo,D as wo,F as yo,G as Qn,H as tr,I as bo,J as So,
K as vo,L as ko,M as $o,N as xo,Q as Ro,R as _t,a as ze,b as ao,m as po,r as ho,v as go,w as Ve,x as qe}from"./chunk-XLGFJCL2.js";
import{a as Be}from"./chunk-RBL3FFHZ.js";import{b as Ao}from"./chunk-6RREDHNG.js";import{b as Ls}from"./chunk-XNMHRBVO.js";
import{f as js,g as Ms,h as Ie}from"./chunk-LEIL67MZ.js";import{a as Us}from"./chunk-VQYWOWE3.js";import{b as X,
c as re,d as De,e as We,f as Ue,g as Xn,h as Fs,i as Is,k as Ds,l as Wt,m as Yn,n as Ws}from"./chunk-YGNE4XJX.js";
import{a as Je,b as Js,c as Hs,l as Gs,n as Bs,o as zs}from"./chunk-4YBMJ3DZ.js";import{b as Zn}from"./chunk-LS2NIP65.js";
import{b as Os,c as As,d as fe,e as Es,g as ne}from"./chunk-4QUQEQJB.js";import{c as Ts,d as Ns,e as Cs}from"./chunk-N2Y6FUQU.js";
import{b as _s,c as Fe}from"./chunk-TR6ONM2E.js";import{c as Zt}from"./chunk-FCWOFCWY.js";import{a as Nt,b as je,
c as kt,d as zn,e as ws,j as Ps}from"./chunk-FHFCRF27.js";import{b as qn,d as Le}from"./chunk-YQXZOI2X.js";import{
a as Te,b as Ne,d as S,e as It,f as wt,g as Un,h as ls}from"./chunk-OKFZ7BVP.js";import{a as Ks}from"./chunk-WUUIHZ62.js";
import{a as Qt}from"./chunk-5A7QKWCT.js";import{A as Rs,D as de,E as ee,c as ys,d as bs,h as ot,i as Dt,j as Kn,k as Ss,
m as vs,n as Ct,o as Me,p as ks,r as $s,s as Vn,u as ce,x as xs,y as z}from"./chunk-LGNAKMKQ.js";import{D as st,H as tt,
N as Tt,U as et,V as at,W as ue,Z as vt,_ as ms,b as Jn,d as us,e as cs,j as Ce,l as ds,m as fs,n as Et,o as ps,p as hs,
q as Hn,r as Gn,t as Bn,u as gs,w as te,x as _e}from"./chunk-KP2FEYWF.js";import{d as Pt}from"./chunk-3NR5HZ6E.js";var yl=new TextEncoder,bl=new TextDecoder("utf-8",{fatal:!0,ignoreBOM:!0}),Sl=new TextDecoder("latin1");async function Ti(r,t,e){
let n=[],s=[],o=new Set,i=st.artifactBytes;for(let[a,l]of(t.artifacts??[]).entries()){let u=f=>s.push({code:Tt.artifactRefused,
severity:"warning",path:Ps(["artifacts",a,"path"]),message:`${l.path} ${f}; it was not kept`});if(l.path.includes(vt.markerPrefix)){
u("held a secret (its path was redacted)");continue}let d=go(l.path);if("refused"in d){u(d.refused);continue}if(o.has(d.
path))continue;let c=await e.readArtifact(r.workingDirectory,d.path,i);if(c.kind==="refused"){u(c.reason);continue}let p=vl(
c.bytes,r.redact,`${gs}/${d.path}`);if("refused"in p){u(p.refused);continue}if(p.bytes.length>i){u(`is ${p.bytes.length}\
 bytes once redacted, more than the ${i} bytes left of the ${st.artifactBytes}-byte limit for one record's artifacts`);continue}
s.push(...p.problems),n.push({path:d.path,bytes:p.bytes}),o.add(d.path),i-=p.bytes.length}return{files:n,problems:s}}function vl(r,t,e){
let n;try{n=bl.decode(r)}catch{n=void 0}if(n!==void 0){let s=Ye(n,t,e);return s.problems.length===0?{bytes:r,problems:[]}:
{bytes:yl.encode(s.text),problems:s.problems}}return X(Sl.decode(r),t).redactions.length>0?{refused:"is not UTF-8 text a\
nd holds a secret, which cannot be redacted from a binary file"}:{bytes:r,problems:[]}}async function un(r,t,e,n,s={}){let o=r.agent?.kind==="preset"?r.agent.preset:null,i=e===null?s.agentOutput:void 0,a=o===
null?null:e?Qs(o,e.stdout):i?to(o,i.text):null,l=e?e.stdout:i?.text??null,u=o!==null&&i!==void 0?no(o,i.text):null,d=e?"\
the agent's stdout":i?`${tt.agentOutput} ${i.path}`:"",c=await Ol(r,t,l,a?.finalText??null,d,n),p=c.kind==="valid"?c.handoff:
null,f=p?await Ti(r,p,n.workspace):{files:[],problems:[]},g=[...t.warnings,...c.problems,...f.problems,...a?.problems??[],
...o!==null&&e===null?Pl(o,i,a):[]],h=c.kind==="invalid",m=r.onInvalid==="fail"||r.handoff==="required",y=null,w,v=()=>typeof s.
signal?.reason=="string"?`: ${s.signal.reason}`:"",x={reason:"cancelled",message:`the stage was cancelled while its agen\
t ran${v()}`};if(s.cancelled||s.signal?.aborted)w=x;else if(e&&e.exitCode!==0){let P=r.agent?.kind==="preset"?$l(r.agent.
preset,e,r.redact):"";w={reason:"exit-nonzero",message:e.exitCode!==null?`the agent exited with code ${e.exitCode}${P}`:
e.signal!==null?`the agent was ended by ${e.signal}`:`the agent could not start: ${e.output.replace(ln,"").trim()}`,exitCode:e.
exitCode,signal:e.signal}}else if(i&&u)w={reason:"exit-nonzero",message:`the agent's output (${i.path}) ends with an err\
or result${xl(o,u,r.redact)}`,exitCode:null,signal:null};else if(h&&m){let P=c.problems.filter(U=>U.severity==="error");
w={reason:"handoff-invalid",message:`the handoff was refused (${Cl(P.length,"problem")}): ${Nl(P)}`,problems:P}}else if(p===
null&&r.handoff==="required"){let P=`no handoff: nothing at $${Et.handoffPath} and no block between the markers in the a\
gent's output${Al(c.problems)}, and this stage requires one (handoff: required)`;g.push({code:Tt.handoffMissing,severity:"\
error",path:"$",message:P}),w={reason:"handoff-missing",message:P}}else if(s.verify){let P=await s.verify();y=P.facts,g.
push(...P.problems),w=s.signal?.aborted?{reason:"cancelled",message:`the stage was cancelled while verify ran${v()}`}:y.
exit_code===0?{reason:"completed",message:null}:{reason:"verify-failed",message:`verify failed with ${y.exit_code===null?
"no exit code (ended by a signal)":`exit code ${y.exit_code}`}`,exitCode:y.exit_code}}else w={reason:"completed",message:null};
let T=h&&!m?g.map(P=>({...P,severity:"warning"})):g,A=n.workspace.now(),k=await Xe(r,{attempt:t.attempt,repair:t.repair,
hop:t.hop,lineage:t.lineage,...t.parent?{parent:t.parent}:{},prompt:t.prompt,handoff:p,agent:e,startedAt:new Date(t.preparedAt),
finishedAt:A,usage:a?.usage??null,verify:y,outcome:w,problems:T,files:f.files},n),R=r.handoff==="required"&&(w.reason===
"handoff-invalid"||w.reason==="handoff-missing");return{...k,outputs:on(k.record,k.handoff,{artifactId:k.ref.id,promptPath:t.
promptPath,handoffPath:t.handoffPath}),repairProblems:R?k.record.problems.filter(P=>P.severity==="error"):[]}}var kl=300;
function $l(r,t,e){let n=eo(r,t.output);if(n===null)return"";let s=Ni(n.text,e);return s===""?"":n.source==="cli"?`: ${r}\
 said "${s}"`:`: ${s}`}function Ni(r,t){let e=X(fs(r),t).text;return Ao(Zt(Fe(e).replace(/\s+/g," ").trim()),kl)}function xl(r,t,e){
let n=Ni(t.text,e);return`${t.subtype?.startsWith("error")===!0&&t.subtype!==n?` (${t.subtype})`:""}${n===""?"":`: ${r} \
said "${n}"`}`}var Rl={claude:"claude -p --output-format stream-json --verbose \u2026 > file, or claude-code-action\u2019s executi\
on_file",codex:"codex exec --json \u2026 > file",gemini:"gemini --output-format json \u2026 > file",copilot:"copilot --o\
utput-format=json \u2026 > file; Copilot CLI 1.0.102 puts no token counts in it"};function Pl(r,t,e){let n=`give ${tt.agentOutput}\
 the file the CLI\u2019s machine-readable output went to (${Rl[r]})`,s=i=>[{code:Tt.usageMissing,severity:"warning",path:"\
agent.usage",message:i}];if(t===void 0)return s(`${tt.agent} is ${r} and ${tt.agentOutput} is empty, so the record has n\
o usage: ${n}`);if(e===null||e.usage!==null||e.problems.length>0)return[];let o=t.cut>0?` in its last ${t.bytes-t.cut} b\
ytes (of ${t.bytes}: only the end of a longer file is read)`:"";return s(`${tt.agentOutput} ${t.path} holds no usage in ${r}\
\u2019s output format${o}, so the record has none: ${n}`)}async function Ol(r,t,e,n,s,o){let i=await o.workspace.readHandoff(
t.handoffPath),a=[],l;if(i.kind!=="missing")l=i;else if(e!==null){let p=Us({prompt:t.prompt,event:r.github.event},r.redact);
for(let[f,g]of[[n,`the final message in ${s}`],[e,s]]){if(!f)continue;let h=Ts(f,{foreign:p});if(a.push(...h.warnings),h.
json!==null){l=Cs(h.json,g);break}}}if(l===void 0)return{kind:"missing",problems:Tl(a)};if(l.kind==="invalid")return{kind:"\
invalid",problems:[...a,...l.problems]};if(r.dataSchema!==void 0){let p=js(l.handoff.data,r.dataSchema);if(p.length>0)return{
kind:"invalid",problems:[...a,...p]}}let u=Ds(l.handoff,r.redact),d=[...a,...l.warnings,...u.problems],c=u.handoff.next?.
stage;if(c!==void 0&&r.workflowJobs!==null&&!r.workflowJobs.includes(c)){let p={code:Tt.nextUnknownStage,severity:r.onInvalid===
"warn"?"warning":"error",path:"$.next.stage",message:`"${c}" names no job in this workflow; jobs: ${[...r.workflowJobs].
sort().join(", ")}`};if(r.onInvalid==="fail")return{kind:"invalid",problems:[...d,p]};d.push(p)}else c!==void 0&&r.workflowJobs===
null&&d.push({code:Tt.nextUnchecked,severity:"warning",path:"$.next.stage",message:`"${c}" was not checked against the w\
orkflow's jobs, which are not known here: ${r.workflowUnread??"the workflow file was not read"}; the \`next\` output names\
 it as given, whether or not a job has that id`});return{kind:"valid",handoff:u.handoff,problems:d}}function Al(r){let t=Ns(
r).map(s=>El[s]);if(t.length===0)return"";let[e,n]=t.length===1?["one that is","is"]:["ones that are","are"];return` but\
 ${e} also ${t.join(" and ")}, which ${n} not the agent's (a block the same as one there is never taken from the output,\
 wherever it is printed: write the handoff to the file at $${Et.handoffPath})`}var El={prompt:"in its prompt",event:"in \
the event that started the run"};function Tl(r){let t=new Set;return r.filter(e=>{let n=`${e.code}\0${e.path}\0${e.message}`;
return t.has(n)?!1:(t.add(n),!0)})}function Nl(r){let t=[...r].sort((n,s)=>Number(qn(s.message))-Number(qn(n.message))),
e=t.slice(0,3).map(ne).join("; ");return t.length>3?`${e}; and ${t.length-3} more`:e}function Cl(r,t){return`${r} ${t}${r===
1?"":"s"}`}function Ci(r){let t=r.problems.filter(s=>s.severity==="error"),e=(t.length>0?t:r.problems).map(s=>`- ${ne(s).replace(/\s+/g,
" ")}`).join(`
`),n=JSON.stringify(Ks(),null,2);return[`# Your handoff for stage \`${r.stage}\` was not accepted`,"","Your last run fin\
ished, but baton could not accept its handoff:","",e,"",`Do not redo the work. Write the handoff again, as one JSON obje\
ct that follows the JSON Schema below, to the file named by the environment variable \`${Et.handoffPath}\` (or print it a\
s the last thing you output, between a line \`${Gn.start}\` and a line \`${Gn.end}\`).`,"","## The handoff JSON Schema",
"",Ie(n,"json"),"",...r.dataSchema===void 0?[]:["## This stage's data-schema","","The handoff's `data` must also follow \
this JSON Schema (a pattern is an ECMAScript regular expression; lengths are in UTF-8 bytes):","",Ie(Ms(r.dataSchema),"j\
son"),""],"## The task you were given","",Ie(r.previousPrompt,"markdown"),""].join(`
`)}async function cn(r,t,e={}){let n=e.attempt??1,s=t.workspace.now(),o=await t.store.list();Ml(r,n,o);let i=e.upstream??await Ll(
r,t.store,o),a=e.parent!==void 0?e.parent:await Il(r,t),l=i.filter(w=>w.stored!==void 0),u=l.map(w=>_i(w.stored)).sort((w,v)=>lr(
w.stage,v.stage)),d=a?.deepest[0]?.record.hop??0,c=1+Math.max(d,...l.map(w=>w.stored.record.hop)),p=a?{run:a.run,lineage:a.
deepest.map(_i)}:void 0,f=async(w,v)=>{let x=await Xe(r,{attempt:n,repair:e.repair!==void 0,hop:c,lineage:u,...p?{parent:p}:
{},prompt:"",handoff:null,agent:null,startedAt:s,finishedAt:t.workspace.now(),usage:null,verify:null,outcome:w,problems:v},
t);return{kind:"refused",result:{stage:r.stage,ok:!1,outcome:x.outcome,attempts:[x],final:x,outputs:on(x.record,null,{artifactId:x.
ref.id})}}};if(c>r.maxHandoffs){let w=await Dl(r,l,a,t),v=`stage ${r.stage} would be hop ${c}, more than max-handoffs ${r.
maxHandoffs}: ${Jl(w)}`;return f({reason:"max-handoffs",message:v,hop:c,limit:r.maxHandoffs,chain:w},[{code:Tt.maxHandoffs,
severity:"error",path:"$",message:v}])}let g,h=[];if(e.repair)g=Ci({stage:r.stage,...e.repair,...r.dataSchema===void 0?{}:
{dataSchema:r.dataSchema}});else try{({prompt:g,warnings:h}=await _l(r,i,e.attemptContext))}catch(w){if(!(w instanceof S))
throw w;let v={code:w.code,severity:"error",path:w.where??"$",message:w.message};return f({reason:"render-failed",message:wt(
w),problems:[v]},[v])}let m=await t.workspace.attemptPaths(r.stage,n);return r.agent?.kind==="preset"&&(g=`${g.trimEnd()}\


${ro({handoffPath:m.handoffPath,...r.dataSchema===void 0?{}:{dataSchema:r.dataSchema}})}
`),await t.workspace.writePrompt(m.promptPath,g),{kind:"ready",prepared:{stage:r.stage,attempt:n,repair:e.repair!==void 0,
prompt:g,promptPath:m.promptPath,handoffPath:m.handoffPath,lineage:u,hop:c,...p?{parent:p}:{},warnings:h,preparedAt:s.toISOString(),
...r.agent?.kind==="preset"?{agent:r.agent.preset}:{}},upstream:i,parent:a}}async function _l(r,t,e){if(r.template===null)
throw new S("prompt-missing","this stage has no prompt template",{where:r.stage});let n={source:r.template.source,...r.maxPromptTokens===
null?{}:{maxPromptTokens:r.maxPromptTokens},...r.madeEvent===void 0?{}:{madeEventHint:bi(r.madeEvent,r.madeEventRun)},...r.
workflowUnread===void 0?{}:{notUpstreamHint:jl(r.workflowUnread,r.needs)}};await ki(r.template.text,n);let s=Uo({upstream:t,
inputs:r.inputs,github:r.github,...e?{attempt:e}:{},require:r.needs,analysis:vi(r.template.text)}),o=$i(r.template.text,
s.context,n);return{prompt:o.prompt,warnings:[...s.warnings,...o.warnings]}}function jl(r,t){return e=>{let n=[...new Set(
e.filter(i=>i.kind==="stage").map(i=>i.stage))],s=[...new Set([...t,...n])],o=n.length>0?`give the step \`${tt.needs}: ${s.
join(", ")}\``:`give the step a \`${tt.needs}\` input naming the stages of ${e.map(i=>`job ${i.stage}`).join(", ")}`;return`\
the workflow file was not read here (${r}), so the upstream stages are only those the \`${tt.needs}\` input names (${t.length>
0?t.join(", "):"none"}) and the stages their records name: check out this repository before this step (actions/checkout \
with persist-credentials: false), or ${o}`}}function Ml(r,t,e){let n={stage:r.stage,attempt:t,runAttempt:r.run.attempt};
if(e.some(o=>qe(o,n)===0))throw new S("record-exists",`${se(n)} already has a record in this run, so the agent was not r\
un; records are immutable`,{where:`stage ${r.stage}`,details:[`another job of this run records stage ${r.stage}: give ea\
ch job its own stage id (the \`${tt.stage}\` input)`]})}async function Ll(r,t,e){let n=r.upstream.filter(f=>f.stage!==r.
stage),s=await Promise.all(n.map(f=>t.get(f.stage))),o=nr(e),i=rr(o),a=new Map(n.map(f=>[f.stage,f])),l=(f,g)=>{let{job:h=null,
matrix:m,open:y,place:w}=a.get(f)??{};return{stage:f,job:h??g?.record.job??f,stored:g,...m===void 0?{}:{matrix:m},...y===
!0?{open:!0}:{},...w===void 0?{}:{place:w}}},u=new Map,d=new Map,c=(f,g)=>{let h=i&&g!==void 0?sr(g.record,o):void 0;h!==
void 0&&d.set(f,{stored:g,why:h}),u.set(f,h===void 0?g:void 0)};for(let[f,g]of n.entries())c(g.stage,s[f]);if(r.expandLineage){
let f=s.filter(g=>g!==void 0);for(let g=f.shift();g;g=f.shift()){let h=d.get(g.record.stage)?.stored===g;for(let m of g.
record.lineage){if(m.stage===r.stage||u.has(m.stage))continue;let y;if(h)y=await t.get(m.stage);else{let w=await t.getAttempt(
m.stage,m.attempt,m.run_attempt);y=w?.recordSha256===m.record_sha256?w:void 0}c(m.stage,y),y&&f.push(y)}}}let p=r.expandLineage?
Fl(r,u,d,e):new Map;return[...u].map(([f,g])=>{let h=p.get(f),m=d.get(f)?.why;return{...l(f,g),...h?{recordedLike:h}:{},
...m?{superseded:m}:{}}})}function Fl(r,t,e,n){let s=r.needs.filter(a=>t.has(a)&&t.get(a)===void 0&&!e.has(a)),o=new Map;
if(s.length===0)return o;let i=[...new Set(n.map(a=>a.stage))].filter(a=>a!==r.stage).sort(lr);for(let a of s){let l=i.filter(
u=>u.startsWith(`${a}-`));l.length>0&&o.set(a,l)}return o}async function Il(r,t){if(r.parentRun===null)return null;if(!t.
openRun)throw new It(`stage ${r.stage}: a parent run is set but no way to open another run was given`);let e=await t.openRun(
r.parentRun),n=nr(await e.list()),s=rr(n),o=(await Promise.all([...n.values()].map(a=>e.getAttempt(a.stage,a.attempt,a.runAttempt)))).
filter(a=>a!==void 0&&!(s&&sr(a.record,n)!==void 0)),i=Math.max(0,...o.map(a=>a.record.hop));return{run:r.parentRun,store:e,
deepest:o.filter(a=>a.record.hop===i)}}function _i(r){let{stage:t,attempt:e,run:n}=r.record;return{stage:t,attempt:e,...n.
attempt>1?{run_attempt:n.attempt}:{},record_sha256:r.recordSha256}}async function Dl(r,t,e,n){let s=r.maxHandoffs+1,o=new Map(
t.map(f=>[f.stored.recordSha256,f.stored])),i=new Map;e&&i.set(e.run,Promise.resolve(e.store));let a=f=>(!i.has(f)&&n.openRun&&
i.set(f,n.openRun(f)),i.get(f)),l=f=>f.reduce((g,h)=>g===void 0||h.stored.record.hop>g.stored.record.hop?h:g,void 0),u=async(f,g,h)=>{
let m=[];for(let y of f){let w=(h===null?o.get(y.record_sha256):void 0)??await g.getAttempt(y.stage,y.attempt,y.run_attempt);
w?.recordSha256===y.record_sha256&&m.push({stored:w,store:g,run:h})}return m},d=[{stage:r.stage,run:null}],c=l([...t.map(
f=>({stored:f.stored,store:n.store,run:null})),...(e?.deepest??[]).map(f=>({stored:f,store:e.store,run:e.run}))]),p=!1;for(;c&&
d.length<s+1;){d.unshift({stage:c.stored.record.stage,run:c.run});let{record:f}=c.stored;if(f.hop<=1){p=!0;break}let g=await u(
f.lineage,c.store,c.run);if(f.parent)try{let h=await a(f.parent.run);h&&g.push(...await u(f.parent.lineage,h,f.parent.run))}catch{}
c=l(g)}return Wl(d,p)}function Wl(r,t){let e=r.some(o=>o.run!==null),n=t?[]:["\u2026"],s;for(let o of r)e&&o.run!==s&&n.
push(Ul(o.run)),s=o.run,n.push(o.stage);return n}function Ul(r){return r===null?"this run:":`run ${r}:`}function hr(r){return r.
endsWith(":")}function Jl(r){let t=r.filter(a=>!hr(a)&&a!=="\u2026").length,e=[],n,s=!1,o=0;for(let a of r)hr(a)?(n=a,s=
!1):a==="\u2026"?e.push(a):(t<=12||o<5||o>=t-5?(n!==void 0&&!s&&e.push(n),s=!0,e.push(a)):e.at(-1)!=="\u2026"&&e.push("\u2026"),
o++);let i="";for(let[a,l]of e.entries()){let u=e[a-1];i+=a===0?l:u!==void 0&&hr(u)?` ${l}`:` \u2192 ${l}`}return i}async function ji(r,t){if(r.agent===null)throw new It(`stage ${r.stage}: runStage needs an agent (run or agent); this sp\
ec is for a split stage`);let e=[],n,s,o={},i="",a=!1;for(let l=1;;l++){let u=await cn(r,t,{...o,attempt:l,...n?{upstream:n}:
{},...s!==void 0?{parent:s}:{}});if(u.kind==="refused")return t.reporter?.error(u.result.outcome.message??"",r.stage),{...u.
result,attempts:[...e,...u.result.attempts]};n=u.upstream,s=u.parent;let d=u.prepared;d.repair||(i=d.prompt);for(let h of d.
warnings)t.reporter?.warning(h.message,`${r.stage} ${h.path}`);let c=await zl(r,d,t),p=await un(r,d,c,t,{...t.signal?{signal:t.
signal}:{},...r.verify===null?{}:{verify:()=>Kl(r,d,t,r.verify)}});e.push(p);let{outcome:f}=p,g=t.signal?.aborted===!0;if(p.
repairProblems.length>0&&!a&&!g){a=!0,t.reporter?.warning(`${f.message}; giving the agent one repair turn`,r.stage),o={repair:{
problems:p.repairProblems,previousPrompt:i}};continue}if(f.reason==="verify-failed"&&l<r.attempts&&!g){t.reporter?.warning(
`attempt ${l} of ${r.attempts}: ${f.message}; trying again`,r.stage),o={attemptContext:Gl(l+1,p.handoff,p.record.verify)};
continue}return f.reason==="cancelled"?t.reporter?.warning(f.message,r.stage):f.reason!=="completed"&&t.reporter?.error(
f.message,r.stage),Hl(r,f,e,p.outputs)}}function Hl(r,t,e,n){let s=e.at(-1);if(!s)throw new It(`stage ${r.stage}: no att\
empt was stored`);return{stage:r.stage,ok:an(t.reason),outcome:t,attempts:e,final:s,outputs:n}}function Gl(r,t,e){return{
number:r,previous:t,verify:e?{exit_code:e.exit_code,output:e.output_tail}:null}}function Bl(r,t){let e={};for(let[n,s]of Object.
entries(r))ps.includes(n)||hs.some(o=>n.startsWith(o))||(e[n]=s);return{...e,...t}}function Mi(r,t,e,n={}){return Bl(e.env,
{...n,[Et.promptPath]:t.promptPath,[Et.handoffPath]:t.handoffPath,[Et.stage]:r.stage})}async function zl(r,t,e){let n=r.
agent,s=n.kind==="preset"?{...Zs(n.preset),shell:"bash"}:{script:n.command,env:{},shell:r.shell};e.reporter?.info(`${r.stage}\
: attempt ${t.attempt}${t.repair?" (repair turn)":""}, running the agent`);let o=e.guardAgentConfig;return Li(e,()=>{let i=Mi(
r,t,e,s.env);return n.kind==="preset"&&Ys(i),{script:s.script,shell:s.shell,cwd:e.workspace.resolveDirectory(r.workingDirectory),
env:i}},n.kind==="preset"&&o?i=>o(n.preset,i):void 0)}async function Li(r,t,e){let n=r.workspace.now();try{let s=t(),o=e?
await e(s.cwd):void 0;try{let i=r.runner.run({...s,...r.onOutput?{onOutput:r.onOutput}:{},...r.signal?{signal:r.signal}:
{}});return Si(),await i}finally{await o?.()}}catch(s){let o=`${ln}${wt(s)}
`;return r.onOutput?.(o,"stderr"),{exitCode:null,signal:null,startedAt:n,finishedAt:r.workspace.now(),output:o,stdout:""}}}
async function Kl(r,t,e,n){e.reporter?.info(`${r.stage}: attempt ${t.attempt}, running verify`);let s=await Li(e,()=>({script:n,
shell:r.shell,cwd:e.workspace.resolveDirectory(r.workingDirectory),env:Mi(r,t,e)})),o=Ye(s.output,r.redact,"verify.outpu\
t_tail");return{facts:{command:n,exit_code:s.exitCode,output_tail:us(o.text,st.verifyOutputTailBytes),duration_ms:Math.max(
0,s.finishedAt.getTime()-s.startedAt.getTime())},problems:o.problems}}var Ji=Pt(Be(),1),Gt=Pt(Qt(),1);import{tmpdir as tu}from"node:os";import{join as eu}from"node:path";import{StringDecoder as nu}from"node:string_decoder";var oe=class{#t;#r={stdout:"",stderr:""};#e=null;constructor(t){this.#t=t}push(t,e){let n=this.#r[e]+t,s=n.endsWith("\r")?
n.slice(0,-1):n,o=Math.max(s.lastIndexOf(`
`),s.lastIndexOf("\r"))+1;n.length-o>65536&&(o=n.length),this.#n(e,n.slice(0,o)),this.#r[e]=n.slice(o)}end(t){this.#n(t,
this.#r[t]),this.#r[t]=""}#n(t,e){e!==""&&(this.#e!==null&&!this.#e.ended&&this.#e.stream!==t&&this.#t(`
`,!0),this.#t(e,!1),this.#e={stream:t,ended:e.endsWith(`
`)||e.endsWith("\r")})}};var Vl=8;function Ii(r,t,e,n){let s=r+t,o=r.length,i=We(s,e),a=i.find(d=>d.start<o&&d.end>o),l=a?a.end-o:0;if(n&&(l=Fi(t,
l)),!s.includes("\x1B")&&i.every(d=>d.end<=o+l))return l;let u=X(s,e).text;for(let d=0;l<t.length&&d<=Vl;d++){if(Ue(s,o+
l,e,u))return l;l=n?Fi(t,l+1):ql(t,l+1)}return t.length}function Fi(r,t){if(t===0||r.charCodeAt(t-1)===Di)return t;let e=r.
indexOf(`
`,t);return e===-1?r.length:e+1}function ql(r,t){for(let e=t;e<=r.length;e++){let n=r.charCodeAt(e-1);if(n===Di||n===32||
n===9)return e}return r.length}var Di=10;var ge=Pt(Qt(),1);function me(){try{return(0,ge.readdirSync)("/proc").filter(r=>/^\d+$/.test(r)).map(Number).filter(r=>r!==
process.pid)}catch{return null}}function dn(r){let t;try{t=(0,ge.readFileSync)(`/proc/${r}/stat`,"utf8")}catch{return null}
let[e="",,n]=t.slice(t.lastIndexOf(")")+2).split(" ");return{state:e,group:Number(n)}}function gr(r,t){try{return(0,ge.readFileSync)(
`/proc/${r}/environ`,"utf8").split("\0").includes(t)}catch{return!1}}import{spawn as Wi}from"node:child_process";import{EventEmitter as Xl}from"node:events";import{Readable as Yl}from"node:stream";
function Zl(){let r=process.versions;return process.release.name==="node"&&!r.electron&&!r.bun&&!r.deno}var fn=(r,t,{cwd:e,
env:n})=>Wi(r,t,{cwd:e,env:n,stdio:["ignore","pipe","pipe"],detached:!0}),Ql=`'use strict';
const { spawn } = require('node:child_process');
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT', 'SIGTSTP']) process.on(signal, () => {});
process.on('disconnect', () => process.exit(0));
const steps = new Map();
let queued = 0;
let paused = false;
const send = (message) => {
  queued++;
  const more = process.send(message, () => {
    queued--;
    if (paused && queued === 0) {
      paused = false;
      for (const child of steps.values()) { child.stdout && child.stdout.resume(); child.stderr && child.stderr.resume()\
; }
    }
  });
  if (!more && !paused) {
    paused = true;
    for (const child of steps.values()) { child.stdout && child.stdout.pause(); child.stderr && child.stderr.pause(); }
  }
};
const failed = (id, error) => send({ t: 'e', id, code: error.code, errno: error.errno, syscall: error.syscall, path: err\
or.path, message: String(error.message) });
process.on('message', (m) => {
  if (m.t === 'd') {
    const child = steps.get(m.id);
    if (child) { child.stdout && child.stdout.destroy(); child.stderr && child.stderr.destroy(); }
    return;
  }
  if (m.t !== 's') return;
  const id = m.id;
  let child;
  try {
    child = spawn(m.file, m.args, { cwd: m.cwd, env: m.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  } catch (error) {
    failed(id, error);
    return;
  }
  steps.set(id, child);
  if (child.pid !== undefined) send({ t: 'p', id, pid: child.pid });
  child.on('error', (error) => failed(id, error));
  child.stdout.on('data', (d) => send({ t: 'o', id, s: 1, d }));
  child.stderr.on('data', (d) => send({ t: 'o', id, s: 2, d }));
  if (paused) { child.stdout.pause(); child.stderr.pause(); }
  child.on('exit', (code, signal) => send({ t: 'x', id, code, signal }));
  child.on('close', () => { steps.delete(id); send({ t: 'c', id }); });
});
send({ t: 'r' });
`,mr=class extends Xl{pid;stdout;stderr;exited=!1;#t;constructor(t){super(),this.#t=t;let e=()=>new Yl({read(){},destroy:(n,s)=>{
this.#t(),s(n)}});this.stdout=e(),this.stderr=e()}adopt(t){this.#t=()=>{t.stdout.destroy(),t.stderr.destroy()},t.stdout.
on("data",e=>this.stdout.push(e)),t.stderr.on("data",e=>this.stderr.push(e)),t.on("error",e=>this.emit("error",e)),t.on(
"exit",(e,n)=>{this.exited=!0,this.emit("exit",e,n)}),t.on("close",()=>this.closeAfterStreams()),t.pid!==void 0&&(this.pid=
t.pid,this.emit("spawn"))}closeAfterStreams(){let t=0,e=()=>{--t===0&&this.emit("close",null,null)};for(let n of[this.stdout,
this.stderr])n.destroyed||n.readableEnded||(t++,n.once("close",e),n.push(null));t===0&&this.emit("close",null,null)}},pn=class{#t;#r=new Map;#e=[];#n=0;#s;#i;constructor(t=Zl()?
process.execPath:null){let e;try{if(t===null)throw new Error("not Node");e=Wi(t,["-e",Ql],{stdio:["ignore","ignore","ign\
ore","ipc"],env:{},serialization:"advanced"})}catch{e=void 0}if(this.#t=e,e===void 0||e.pid===void 0){this.#s={code:null,
signal:null},e?.on("error",()=>{}),this.#i=Promise.resolve();return}this.#i=new Promise(n=>e.once("exit",()=>n())),e.on(
"error",()=>{}),e.on("message",n=>this.#a(n)),e.once("exit",(n,s)=>this.#u({code:n,signal:s})),e.channel?.unref()}get pid(){
return this.#t?.pid}start=(t,e,{cwd:n,env:s})=>{let o=this.#t;if(o===void 0||this.#s!==void 0||!o.connected)return fn(t,
e,{cwd:n,env:s});let i=++this.#n,a=new mr(()=>{this.#r.has(i)&&o.connected&&o.send({t:"d",id:i},()=>{})});return this.#r.
set(i,a),o.channel?.ref(),this.#e===null?o.send({t:"s",id:i,file:t,args:e,cwd:n,env:s},()=>{}):this.#e.push({id:i,step:a,
file:t,args:e,cwd:n,env:s}),a};#a(t){if(t.t==="r"){let n=this.#e??[];this.#e=null;for(let{id:s,file:o,args:i,cwd:a,env:l}of n)
this.#t?.send({t:"s",id:s,file:o,args:i,cwd:a,env:l},()=>{});return}let e=this.#r.get(t.id);if(e!==void 0)switch(t.t){case"\
p":e.pid=t.pid,e.emit("spawn");return;case"e":{let{t:n,id:s,message:o,...i}=t;this.#o(t.id),e.emit("error",Object.assign(
new Error(o),i));return}case"o":(t.s===1?e.stdout:e.stderr).push(Buffer.from(t.d.buffer,t.d.byteOffset,t.d.byteLength));
return;case"x":e.exited=!0,e.emit("exit",t.code,t.signal);return;case"c":this.#o(t.id),e.closeAfterStreams();return}}#o(t){
this.#r.delete(t),this.#r.size===0&&this.#t?.channel?.unref()}#u(t){this.#s=t;for(let{id:s,step:o,file:i,args:a,cwd:l,env:u}of this.#e??
[]){this.#o(s);try{o.adopt(fn(i,a,{cwd:l,env:u}))}catch(d){o.emit("error",d)}}this.#e=null;let e=t.signal===null?`exited\
 with code ${t.code}`:`was killed by ${t.signal}`,n=`the process that started baton's steps (pid ${this.#t?.pid}) ${e}`;
for(let[s,o]of[...this.#r]){if(this.#o(s),o.pid===void 0){o.emit("error",new Error(n));continue}try{process.kill(-o.pid,
"SIGKILL")}catch{}o.stderr.push(`
baton: ${n}, so this step's output and exit could no longer be read: it was killed
`),o.exited||(o.exited=!0,o.emit("exit",null,"SIGKILL")),o.closeAfterStreams()}}async close(){this.#t?.connected&&this.#t.
disconnect(),await this.#i}};var wr={killGraceMs:5e3,maxOutputBytes:st.agentOutputBytes,drainMs:1e3};function ru(r){try{process.kill(-r,0)}catch{return!1}
let t=me();return t===null?!0:t.some(e=>{let n=dn(e);return n!==null&&n.group===r&&n.state!=="Z"})}var hn=class{#t;#r;#e;#n;#s;#i;#a;#o;#u;#c;#d;constructor(t={}){
this.#t=t.tempDir??tu(),this.#r=t.killGraceMs??wr.killGraceMs,this.#e=t.maxOutputBytes??wr.maxOutputBytes,this.#n=t.drainMs??
wr.drainMs,this.#s=t.outputHook,this.#i=t.reuseScripts?new Map:void 0,this.#a=t.secrets??[],this.#o=t.noPathHint??"PATH \
is not set in its environment",this.#c=t.fewerJobs,this.#d=t.start??fn,this.#u=t.tempPlace??{...Ke(this.#t),...t.fewerJobs===
void 0?{}:{fewerJobs:t.fewerJobs}}}async run(t){let e=Io(t.shell);su(t.cwd);let n=Do(e,t.script),s=this.#p(e.extension,n),
o=s??eu(this.#t,`baton-step-${(0,Ji.randomUUID)()}${e.extension}`);if(s===void 0){try{(0,Gt.writeFileSync)(o,n,{flag:"wx",
mode:448})}catch(i){throw i.code!=="EEXIST"&&(0,Gt.rmSync)(o,{force:!0}),Ht(this.#u,o,"the command's script",i)}this.#i?.
set(`${e.extension}\0${n}`,o)}this.#s?.begin?.();try{return await this.#f(e.file,Wo(e,o),t)}finally{this.#s?.end?.(),this.#i===
void 0&&(0,Gt.rmSync)(o,{force:!0})}}#p(t,e){let n=`${t}\0${e}`,s=this.#i?.get(n);if(s===void 0)return;let o=Buffer.from(
e),i;try{i=Os(s,o.length)}catch{i={kind:"missing"}}if(i.kind==="file"&&o.equals(i.bytes))return s;this.#i?.delete(n)}#f(t,e,n){
return new Promise((s,o)=>{let i=new Date,a=new gn(this.#e),l=new gn(this.#e,{decode:Ce,byteLength:ds}),u=this.#d(t,e,{cwd:n.
cwd,env:n.env}),d,c,p,f,g=!1,h=j=>{if(u.pid!==void 0)try{process.kill(-u.pid,j)}catch{}},m=()=>u.pid!==void 0&&ru(u.pid),
y,w=!1,v,x=null,T,A=()=>{h("SIGKILL"),T=Date.now()},k=Number.POSITIVE_INFINITY,R=j=>{j>=k||(k=j,clearTimeout(d),d=setTimeout(
A,Math.max(0,j-Date.now())),d.unref())},P=()=>{x!=="terminate"&&(x="terminate",clearTimeout(c),h("SIGTERM"),R(Date.now()+
this.#r))},U=()=>{if(n.stop!=="interrupt"||n.kill?.aborted)return P();x===null&&(x="interrupt",h("SIGINT"),c=setTimeout(
()=>h("SIGTERM"),1.5*this.#r),c.unref(),R(Date.now()+2*this.#r))},Y=()=>{let j=m();return n.kill?.aborted&&T===void 0&&j&&
A(),j&&(T===void 0||Date.now()-T<2e3)?(y??=setInterval($,100),!1):(clearInterval(y),w?!0:v===void 0?(v=Date.now(),setTimeout(
$,this.#n).unref(),!1):Date.now()-v>=this.#n)},$=()=>{g||f===void 0||x!==null&&!Y()||(clearInterval(y),g=!0,clearTimeout(
p),u.stdout?.destroy(),u.stderr?.destroy(),q("stdout"),q("stderr"),n.signal?.removeEventListener("abort",U),n.kill?.removeEventListener(
"abort",P),clearTimeout(d),clearTimeout(c),s({exitCode:f.code,signal:f.signal,startedAt:i,finishedAt:new Date,output:a.text(
this.#a),stdout:l.text(this.#a)}))},L=new oe((j,H)=>H?a.insert(j):a.push(j)),q=j=>L.end(j),O=(j,H)=>{let D=new nu("utf8"),
K=G=>{L.push(G,H),G!==""&&(this.#s?.chunk(G,H),n.onOutput?.(G,H))};j.on("data",G=>{a.wrote(G.length),H==="stdout"&&(l.wrote(
G.length),l.push(G)),K(D.write(G))}),j.on("end",()=>{K(D.end()),q(H)})};u.on("error",j=>{if(g)return;g=!0,n.signal?.removeEventListener(
"abort",U),n.kill?.removeEventListener("abort",P);let H=j.code==="ENOENT"&&!t.includes("/")&&!n.env.PATH,D=Te(j,this.#c);
o(new S("shell-failed",`could not start ${JSON.stringify(t)}: ${j.code??j.message}${D===null?"":` (${D})`}${H?`; ${this.#o}`:
""}`,{where:"shell",cause:j}))}),u.stdout&&O(u.stdout,"stdout"),u.stderr&&O(u.stderr,"stderr"),u.on("exit",(j,H)=>{f={code:j,
signal:H},p=setTimeout(()=>{x===null&&(u.stdout?.destroy(),u.stderr?.destroy()),$()},this.#n),p.unref()}),u.on("close",()=>{
w=!0,$()}),u.pid!==void 0?n.onStart?.(u.pid):u.once("spawn",()=>{u.pid!==void 0&&(n.onStart?.(u.pid),T!==void 0?h("SIGKI\
LL"):x==="terminate"?h("SIGTERM"):x==="interrupt"&&h("SIGINT"))}),n.kill?.aborted?P():n.kill?.addEventListener("abort",P,
{once:!0}),n.signal&&(n.signal.aborted?U():n.signal.addEventListener("abort",U,{once:!0}))})}};function su(r){let t;try{
t=(0,Gt.statSync)(r)}catch{t=void 0}if(!t?.isDirectory())throw new S("working-directory-missing",`${r} is not a director\
y`,{where:"working-directory"})}var Ui=64*1024,ou=`${["-----BEGIN","PRIVATE","KEY-----"].join(" ")}
`,iu=128,au={decode:r=>r.toString("utf8"),byteLength:r=>Buffer.byteLength(r)},gn=class{#t;#r;#e=[];#n=0;#s=0;#i=0;#a=0;#o=!1;#u="";constructor(t,e=au){
this.#t=t,this.#r=e}wrote(t){this.#i+=t}insert(t){this.push(t),this.#a+=Buffer.byteLength(t)}push(t){let e=typeof t=="st\
ring"?Buffer.from(t):t;for(this.#e.push(e),this.#n+=e.length,this.#s+=e.length;this.#e.length>1&&this.#n-this.#e[0].length>=
this.#t+Ui;){let n=this.#e.shift();this.#n-=n.length,this.#c(n.toString("utf8"))}}#c(t){let e=this.#u+t;this.#o=Wt(e,this.#o,
this.#u.length),this.#u=e.slice(-iu)}text(t=[]){let e=Buffer.concat(this.#e);if(e.length<=this.#t)return this.#r.decode(
e);let n=e.length-this.#t-1,s=e.indexOf(10,n),o=[e.indexOf(32,n),e.indexOf(9,n)].filter(u=>u>=0),i=s>=0&&s<e.length-1?s:
o.length>0?Math.min(...o):-1,a="";if(i>=0){let u=i+1,d=Math.max(0,u-Ui),c=d===0?-1:e.indexOf(10,d-1);for(c>=0&&c+1<u&&(d=
c+1);(e[d]&192)===128;)d++;let f=(Wt(this.#u+e.subarray(0,d).toString("utf8"),this.#o,this.#u.length)?ou:"")+e.subarray(
d,u).toString("utf8"),g=this.#r.decode(e.subarray(u));a=g.slice(Ii(f,g,t,e[i]===10))}let l=a!==""?`the last ${this.#t} b\
ytes at most are kept`:i===-1?"none of it is kept, as no line or space was left to start at":"none of it is kept, as all\
 of it after the cut may be part of a secret the cut went through";return this.#s===this.#i+this.#a?`[baton: the first ${this.#s-
this.#r.byteLength(a)} bytes of this output were left out; ${l}]
${a}`:`[baton: this output was ${this.#i} bytes, not all of it UTF-8 text, and its start was left out; ${l}${a===""?"":"\
, as text (a byte that is not UTF-8 as \uFFFD)"}]
${a}`}};var qr=Pt(Be(),1),Kt=Pt(Qt(),1);import{copyFile as Gd,lstat as Bd,mkdtemp as zd,readFile as Oe,rename as Kd,rm as Vd}from"node:fs/promises";
import{availableParallelism as qd,hostname as Xd,tmpdir as Yd}from"node:os";import{basename as Zd,dirname as Mn,join as it,
relative as Qd,resolve as zt}from"node:path";import{setMaxListeners as xr}from"node:events";var Hi=["repository","path","ref"];function Gi(r,t,e){let n=t.repository.trim(),s=n!==""&&n.toLowerCase()!==e.repository.
toLowerCase(),o=t.path.trim(),i=!lu(o,e.workspace),a=t.ref.trim(),l=a!==""&&!e.refs.includes(a);if(!s&&!i&&!l)return null;
let u=s?`${n}${l?` at ${a}`:""} is not cloned`:l?`ref ${a}${i?" of this repository":""} is not checked out`:"this reposi\
tory is not checked out again";return`${r}: ${u}${i?` into ${o}`:""}: baton checks nothing out; the project directory is\
 used as it is`}function lu(r,t){if(r==="")return!0;let e=r.replace(/\/+$/,"")||"/";return e==="."||e===(t.replace(/\/+$/,
"")||"/")}function Xi(r){return`$${et.stepSummary} upload aborted, supports content up to a size of ${Math.floor(st.stepSummaryFileBytes/
1024)}k, got ${Math.floor(r/1024)}k. For more information see: https://docs.github.com/actions/using-workflows/workflow-\
commands-for-github-actions#adding-a-markdown-summary`}var Yi=new Set(["NODE_OPTIONS"]);function br(r,t){let e=[],n=r.split(
`
`).map(s=>s.replace(/\r$/,""));n.length>0&&n[n.length-1]===""&&n.pop();for(let s=0;s<n.length;s+=1){let o=n[s];if(o.trim()===
"")continue;let i=o.indexOf("<<"),a=o.indexOf("=");if(i>0&&(a<0||i<a)){let l=o.slice(0,i),u=o.slice(i+2);if(u==="")throw mn(
t,s+1,`"${l}<<" needs a delimiter`);let d=[],c=!1;for(s+=1;s<n.length;s+=1){if(n[s]===u){c=!0;break}d.push(n[s])}if(!c)throw mn(
t,s,`no line "${u}" ends the value of ${l}`);e.push([Bi(l,t,s+1),d.join(`
`)]);continue}if(a>0){e.push([Bi(o.slice(0,a),t,s+1),o.slice(a+1)]);continue}throw mn(t,s+1,"expected name=value or name\
<<DELIMITER")}return e}function Zi(r,t){let e=[],n=[];for(let s of br(r,t))Yi.has(s[0].toUpperCase())?n.push(`can't stor\
e ${s[0]} using ${t}; it was left out`):e.push(s);return{pairs:e,refused:n}}function Qi(r){return r.split(`
`).map(t=>t.replace(/\r$/,"").trim()).filter(t=>t!=="").reverse()}function Bi(r,t,e){if(r.trim()===""||r!==r.trim()||r.includes(
"\0"))throw mn(t,e,`"${r}" is not a valid name`);return r}function mn(r,t,e){return new S("file-command-invalid",`${r} l\
ine ${t}: ${e}`,{where:r})}var bn=new Set(["stop-commands","set-env","set-output","save-state","add-mask","add-path","ad\
d-matcher","remove-matcher","debug","warning","error","notice","group","endgroup","echo"]),ta={has:()=>!0},ea="\\t\\n\\v\\f\\\
r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000",uu=new RegExp(`^[${ea}]+`),zi=new RegExp(`[${ea}\
]`);function wn(r){let t=0,e=r.length;for(;t<e&&zi.test(r[t]);)t++;for(;e>t&&zi.test(r[e-1]);)e--;return r.slice(t,e)}function Sn(r,t=bn){
return!r.includes("::")&&!r.includes("##[")?null:cu(r,t)??du(r,t)}function cu(r,t){let e=r.replace(uu,"");if(!e.startsWith(
"::"))return null;let n=e.indexOf("::",2);if(n<0)return null;let s=e.slice(2,n),o=s.indexOf(" "),i=(o<0?s:s.slice(0,o)).
toLowerCase();if(!t.has(i))return null;let a=o>0?na(wn(s.slice(o+1)),",",mu):new Map;return{command:i,properties:a,data:gu(
e.slice(n+2)),form:"v2"}}function du(r,t){let e=r.indexOf("##[");if(e<0)return null;let n=r.indexOf("]",e);if(n<0)return null;
let s=r.slice(e+3,n),o=s.indexOf(" "),i=(o<0?s:s.slice(0,o)).toLowerCase();if(!t.has(i))return null;let a=o>0?na(s.slice(
o+1),";",Vi):new Map;return{command:i,properties:a,data:Vi(r.slice(n+1)),form:"legacy"}}function na(r,t,e){let n=new Map;
for(let s of r.split(t)){let o=s.replace(/^=+/,""),i=o.indexOf("=");if(i<0)continue;let a=o.slice(i+1).replace(/^=+/,"");
a!==""&&n.set(o.slice(0,i).toLowerCase(),e(a))}return n}var we=class{#t=null;#r=new Set(bn);read(t){let e=Sn(t,this.#r);
if(this.#t===null)return e;let n=this.#t.toLowerCase();return n===""||e?.command!==n?null:(this.#r.delete(n),this.#t=null,
"resumed")}refuses(t){return fu(t,this.#r)}stop(t){this.#t=t,this.#r.add(t.toLowerCase())}};function fu(r,t){let e=r.toLowerCase();
return e===""||e==="pause-logging"||t.has(e)}function ra(r,t){return t===void 0?r:{...r,github:{...r.github,...t}}}var pu=1024*
1024,hu=6,yr=4e3,Ki=50,gu=r=>r.replace(/%0D|%0A|%25/g,t=>({"%0D":"\r","%0A":`
`,"%25":"%"})[t]),mu=r=>r.replace(/%0D|%0A|%3A|%2C|%25/g,t=>({"%0D":"\r","%0A":`
`,"%3A":":","%2C":",","%25":"%"})[t]),Vi=r=>r.replace(/%3B|%0D|%0A|%5D|%25/g,t=>({"%3B":";","%0D":"\r","%0A":`
`,"%5D":"]","%25":"%"})[t]),yn=class{#t=[];#r=new Set;#e=[];#n={outputs:[],env:[],path:[],failures:[]};#s=new Set;#i;#a;#o;constructor(t={}){
this.#i=t.allowUnsecureCommands??!1,this.#a=t.allowUnsecureStopCommandTokens??!1,this.#o=t.redact??(e=>e)}#u=0;#c={stdout:{
partial:"",overlong:!1},stderr:{partial:"",overlong:!1}};#d=new we;push(t,e="stdout"){let n=this.#c[e],s=t.split(/\r\n|\r|\n/),
o=s.pop();for(let i of s)n.overlong||this.#f(n.partial+i),n.partial="",n.overlong=!1;n.overlong||(n.partial+=o,n.partial.
length>pu&&(n.partial="",n.overlong=!0))}get masks(){return this.#t}end(){for(let i of Object.values(this.#c))!i.overlong&&
i.partial!==""&&this.#f(i.partial),i.partial="";let t=[...this.#e];this.#u>0&&t.push({level:"warning",message:`${this.#u}\
 more annotation${this.#u===1?"":"s"} of this step not shown (at most ${Ki})`});let{outputs:e,env:n,path:s,failures:o}=this.#n;
return{masks:[...this.#t],annotations:t,commands:{outputs:[...e],env:[...n],path:[...s],failures:[...o]}}}#p(t){this.#r.
has(t)||(this.#r.add(t),this.#t.push(t))}#f(t){let e=this.#d.read(t);if(e===null||e==="resumed")return;let{command:n,properties:s,
data:o}=e;switch(n){case"stop-commands":{let i=o;if(this.#a||!this.#d.refuses(i)){this.#d.stop(i),i.length>hu&&this.#p(i);
return}this.#n.failures.push(`unable to process ::stop-commands::: you cannot use an endToken that is an empty string, t\
he string 'pause-logging', or another workflow command (this one is ${i===""?"empty":JSON.stringify(i)}); use a token of\
 your own, such as a random one, or opt into insecure command execution by setting ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TO\
KENS to true (see https://docs.github.com/actions/learn-github-actions/workflow-commands-for-github-actions#example-stop\
ping-and-starting-workflow-commands)`);return}case"add-mask":{let i=wn(o);if(i==="")return;let a=i.split(/[\r\n]+/).map(
wn);for(let l of[i,...a])l!==""&&this.#p(l);return}case"error":case"warning":case"notice":this.#v(n,s,o);return;case"set\
-output":case"save-state":case"set-env":case"add-path":this.#g(n,s,o)}}#g(t,e,n){let s=a=>this.#n.failures.push(`unable \
to process ::${t}::: ${a}`);if((t==="set-env"||t==="add-path")&&!this.#i){s(`the \`${t}\` command is disabled; write to ${t===
"set-env"?et.env:et.path} instead, or set ACTIONS_ALLOW_UNSECURE_COMMANDS to true (see https://github.blog/changelog/202\
0-10-01-github-actions-deprecating-set-env-and-add-path-commands/)`);return}if(t==="add-path"){n===""?s("the path is emp\
ty"):this.#n.path.push(n);return}let o=e.get("name");if(o===void 0||o===""){s(`required field 'name' is missing in the ${t}\
 command`);return}if(t==="set-env"){if(Yi.has(o.toUpperCase())){this.#e.push({level:"error",message:`can't update ${o} u\
sing ::set-env::`});return}this.#n.env.push([o,n]);return}if(t==="set-output"&&this.#n.outputs.push([o,n]),this.#s.has(t))
return;this.#s.add(t);let i=t==="set-output"?et.output:et.state;this.#e.push({level:"warning",message:`the \`${t}\` comma\
nd is deprecated and will be disabled soon; write to ${i} instead (see https://github.blog/changelog/2022-10-11-github-a\
ctions-deprecating-save-state-and-set-output-commands/)`})}#v(t,e,n){if(this.#e.length>=Ki){this.#u+=1;return}let s=e.get(
"line"),o=e.get("file")?[e.get("file"),s,s&&e.get("col")].filter(Boolean).join(":"):"",i=e.get("title"),a=c=>wu(this.#o(
c,this.#t).replace(/\r\n|\r|\n/g," ")),l=c=>c===void 0?null:a(c),u=c=>{let p=e.get(c)?.trim();return p!==void 0&&/^[1-9]\d{0,8}$/.
test(p)?Number(p):null},d=`${o?`${o}: `:""}${i?`${i}: `:""}${n}`;this.#e.push({level:t,message:a(d),place:{title:l(i),file:l(
e.get("file")),line:u("line"),end_line:u("endline"),col:u("col"),end_column:u("endcolumn")}})}};function Sr(r,t){if(t.length===
0)return r;let e=new Set(t);return r.replace(/[^\r\n]+/g,n=>sa(n,s=>e.has(wn(s))))}function vr(r){return sa(r,()=>!0)}var qi=/(?=::add-mask[ :]|##\[add-mask[ \]])/i;
function sa(r,t){return qi.test(r)?r.split(qi).map(e=>{let n=Sn(e);return n?.command!=="add-mask"||!t(n.data)?e:n.form===
"v2"?`${e.slice(0,10)}::***`:`${e.slice(0,11)}]***`}).join(""):r}function wu(r){return r.length>yr?`${r.slice(0,yr)}\u2026 (${r.
length-yr} more characters)`:r}function oa(r,t){let e=[],n=kr(r.map(o=>ia(o.container)));n.length>0&&e.push({level:"warning",message:`container: ${n.join(
", ")} ${n.length===1?"is":"are"} not started: baton runs the job's steps on this machine, not in a container`});let s=kr(
r.flatMap(o=>yu(o.services)));if(s.length>0){let o=s.length===1;e.push({level:"warning",message:`services: ${s.join(", ")}\
 ${o?"is":"are"} not started: baton starts no containers, and the job's steps run on this machine without ${o?"it":"them"}`})}
for(let o of["Windows","macOS"]){if(o===t)continue;let i=kr(r.map(a=>bu(a.runsOn)===o?$r(a.runsOn):null));i.length!==0&&
e.push(o==="Windows"?{level:"warning",message:`runs-on: ${i.join(", ")}: runs here, on ${t}, with this machine's shells \
(bash by default, where a Windows runner's is pwsh; shell: cmd and powershell fail here)`}:{level:"info",message:`runs-o\
n: ${i.join(", ")}: runs here, on ${t}, with this machine's shells and tools (bash by default, as on macOS)`})}return e}
function ia(r){let t=typeof r=="string"?r:kn(r)&&typeof r.image=="string"?r.image:null;return t===null||t.trim()===""?null:
t}function yu(r){return typeof r=="string"?r.trim()===""?[]:[r]:kn(r)?Object.entries(r).flatMap(([t,e])=>ia(e)===null?[]:
[t]):[]}function bu(r){for(let t of aa(r)){let e=t.trim().toLowerCase();if(e==="windows"||e.startsWith("windows-"))return"\
Windows";if(e==="macos"||e.startsWith("macos-"))return"macOS"}return null}function aa(r){return typeof r=="string"?[r]:Array.
isArray(r)?r.filter(t=>typeof t=="string"):kn(r)?aa(r.labels):[]}function $r(r){return Array.isArray(r)?`[${r.map($r).join(
", ")}]`:kn(r)?`{ ${Object.entries(r).map(([t,e])=>`${t}: ${$r(e)}`).join(", ")} }`:String(r)}function vn(r){switch(r.kind){case"\
literal":return r.value;case"expression":return r.text;case"sequence":return r.items.map(vn);case"mapping":return Object.
fromEntries(r.entries.map(({key:t,value:e})=>[t,vn(e)]))}}function kr(r){return[...new Set(r.filter(t=>t!==null))]}function kn(r){
return typeof r=="object"&&r!==null&&!Array.isArray(r)}var Su="ACTIONS_STEP_DEBUG";function la(r,t){let e=s=>Object.entries(s).find(([o])=>o.toUpperCase()===Su)?.[1];return(e(
r)??e(t))?.trim().toLowerCase()==="true"}function ua(r,t){return{os:r.os,arch:r.arch,name:"baton-local",environment:"sel\
f-hosted",tool_cache:r.toolCache,temp:t,workspace:r.workspaceParent,...r.debug?{debug:"1"}:{}}}function ca(r){return Object.
fromEntries(Object.entries(r).map(([t,e])=>[`RUNNER_${t.toUpperCase()}`,e]))}var ye=class{#t;#r=0;#e=[];constructor(t){this.#t=Math.max(1,Math.floor(t))}async acquire(){this.#r<this.#t?this.#r+=1:await new Promise(
e=>this.#e.push(e));let t=!1;return()=>{if(t)return;t=!0;let e=this.#e.shift();e?e():this.#r-=1}}async run(t){let e=await this.
acquire();try{return await t()}finally{e()}}get active(){return this.#r}};function da(r,t,e="timeout-minutes"){let n=Ko(r,e);if("problem"in n)throw new S("timeout-invalid",`${t}: ${n.problem}`);
return n.minutes}function be(r){return`${r} minute${r===1?"":"s"}`}var vu=5,ku=2**31-1,$u=6e4;function Rr(r,t,e){return setTimeout(
e,Math.min(r*t,ku))}function $n(r,t,e){return{"fail-fast":r.failFast,"job-index":t,"job-total":e,"max-parallel":r.maxParallel??
e}}async function ha(r,t,e){if(!Xo(r))throw new It("executePlan accepts only a Plan made by buildPlan");return new Pr(r,
t,e).run()}var Pr=class{#t;#r;#e;#n;#s;#i;#a;#o=new Map;#u=[];#c;#d;#p;#f=new Map;#g;#v;#m;#E=new Map;#y=new Map;#T=new Map;#P=new Map;#b;#w=new Map;#S;#k=new Map;#I=new Map;constructor(t,e,n){
this.#t=t,this.#r=e,this.#e=e.expressions,this.#n=n,this.#s=new ye(n.concurrency),this.#i=AbortSignal.any(n.signal?[n.signal]:
[]),this.#a=AbortSignal.any(n.cancel?[n.cancel]:[]),xr(0,this.#i,this.#a),this.#c=t.workflow.jobs.map(s=>s.id),this.#d=new Map(
t.jobs.map(s=>[s.id,s])),this.#S=new Map(t.stageMatrices),this.#b=new Set(t.expanded.map(s=>s.id.toLowerCase()));for(let s of t.
legIds.values())for(let o of s)this.#b.add(o.toLowerCase());this.#g=Object.values(n.secrets).filter(s=>s!==""),this.#v=la(
n.secrets,t.vars),this.#m=n.minuteMs??$u,this.#p={inputs:t.inputs,secrets:n.secrets,env:{},envFailure:null,namePrefix:"",
cancel:this.#a}}async run(){let t=this.#r.now();this.#l({type:"run-started",run:this.#n.runId,workflow:this.#t.workflow.
name??this.#t.workflow.fileName,jobs:this.#t.jobs.map(o=>({id:o.id,needs:o.needs,legs:o.legs===null?null:o.instances===null?
this.#t.legIds.get(o.id)??null:o.instances.flatMap(i=>this.#t.legIds.get(i.id)??[])}))}),this.#p.envFailure=this.#W(),await this.#H(
this.#t.jobs.filter(o=>o.calledBy===null));let e=await this.#r.settle?.()??null;e!==null&&this.#l({type:"notice",level:"\
error",job:null,leg:null,message:e});let n=this.#t.jobs.map(o=>{let i=this.#I.get(o.id);return{...this.#o.get(o.id),legResults:this.#k.
get(o.id)??[],...i===void 0?{}:{skipReason:i}}}),s=this.#N()?"cancelled":e!==null||n.some(o=>o.result==="failure")?"fail\
ure":n.some(o=>o.result==="cancelled")?"cancelled":"success";return this.#l({type:"run-finished",run:this.#n.runId,status:s,
duration_ms:xn(t,this.#r.now())}),{status:s,reason:e,jobs:n,stages:this.#u}}#D(t){return ut(t,this.#n.fewerJobs)}#W(){try{
return this.#p.env=xt(this.#e,this.#t.workflow.env,(t,e)=>({contexts:this.#M(null),where:this.#h(e,`env.${t}`)})),null}catch(t){
return ut(t)}}#$(t){return t?.calledBy?this.#f.get(t.calledBy)??this.#p:this.#p}#M(t){let e=this.#$(t);return{github:this.#n.
github,inputs:e.inputs,vars:this.#t.vars,secrets:e.secrets}}async#H(t){let e=new Map;for(let n of t)e.set(n.id,(async()=>{
await Promise.all(n.needs.map(s=>e.get(s))),this.#o.set(n.id,n.call===null?await this.#_(n):await this.#G(n))})());await Promise.
all(e.values())}async#G(t){let e=t.call;if(this.#n.reuse?.has(t.id)){for(let s of e.jobs){let o=this.#d.get(s);this.#o.set(
s,o.call===null?await this.#_(o):await this.#G(o))}return this.#_(t)}let n=await this.#q(t);return this.#y.has(t.id)||this.#U(
e.jobs,n),n}async#q(t){let e=this.#Q(t);if(!("contexts"in e))return this.#L(t,t.id,`its calling job ${t.id} did not run \
(${e.result})`),e;let{contexts:n}=e,s,o,i;try{s=t.legs??this.#nt(t,n),i=this.#rt(t,n),o=this.#t.legIds.get(t.id)??ar(t.id,
s,this.#b),t.legs===null&&this.#B(t,o)}catch(a){let l=this.#X(t,ut(a));return this.#L(t,t.id,`its calling job ${t.id} fa\
iled before the call started`),l}return t.legs===null&&this.#l({type:"job-legs",job:t.id,legs:o}),this.#J(t,s,o,i,n,{pooled:!1,
outputsOf:a=>a.result==="success"},(a,l,u,d)=>this.#O(t,a,l,u,s.length,i,n,d))}#B(t,e){if(e.length<2)return;let n=s=>{for(let o of s){
let i=this.#d.get(o),a=i.instances===null?i.stages?.[0]:void 0;if(a!==void 0){let l=o.slice((this.#y.get(t.id)??t.id).length);
throw new S("stage-duplicate",`jobs.${t.job.id}: ${ni(a,o,e.map(u=>`${u}${l}`))}`,{where:rt(t.workflow.fileName,t.job.position)})}
n(i.call?.jobs??[])}};n(this.#d.get(this.#y.get(t.id)??t.id)?.call?.jobs??[])}async#O(t,e,n,s,o,i,a,l){let u=t.call,d=u.
workflow.call,c=t.workflow.fileName,p=u.workflow.fileName,f=this.#r.now(),g=this.#$(t),h=Object.keys(e).length>0,m={...a,
matrix:he(e),strategy:$n(i,s,o)},y,w=null;try{if(g.envFailure)throw new S("expression-invalid",g.envFailure);let k=oo(this.#e,
t.job,d,($,L)=>({contexts:{...m,secrets:{}},where:this.#h(L,`jobs.${t.job.id}.with.${$}`,c)})),R;try{R=io(d,k,u.path)}catch($){
throw $ instanceof S?new S($.code,`jobs.${t.job.id}: ${$.message}`,{where:rt(c,t.job.uses?.position??t.job.position)}):$}
let P=t.job.secrets==="inherit"?g.secrets:xt(this.#e,t.job.secrets,($,L)=>({contexts:m,where:this.#h(L,`jobs.${t.job.id}\
.secrets.${$}`,c)})),U=[...new Set(Object.values(P))].filter($=>$!==""&&!this.#g.includes($));this.#g.push(...U),U.length>
0&&this.#r.addSecrets?.(U);for(let[$,L]of Object.entries(P))!U.includes(L)||L.length>=vt.minSecretLength||this.#l({type:"\
notice",level:"warning",job:t.id,leg:n,message:`secret ${$} passed to ${u.path} is shorter than ${vt.minSecretLength} ch\
aracters, so it is not redacted: it will appear wherever a step or agent prints it (a value that short would blank out o\
rdinary words)`});w=this.#ut(t,h?e:null,m);let Y=w??`${g.namePrefix}${t.job.id}${h?fa(e):""}`;y={inputs:R,secrets:P,env:{},
envFailure:null,namePrefix:`${Y} / `,cancel:AbortSignal.any([g.cancel,l])},xr(0,y.cancel);try{y.env=xt(this.#e,u.workflow.
env,($,L)=>({contexts:{github:this.#n.github,inputs:R,vars:this.#t.vars,secrets:P},where:this.#h(L,`env.${$}`,p)}))}catch($){
y.envFailure=ut($)}}catch(k){let R=this.#st(t,n,ut(k));return this.#L(t,n,`its calling job ${n} failed before the call s\
tarted`),R}this.#f.set(n,y),this.#l({type:"job-started",job:t.id,leg:n,name:w,matrix:h?e:null});let v=this.#z(t,n);await this.#H(
v);let x=v.map(k=>this.#o.get(k.id)).filter(k=>k!==void 0),T=x.some(k=>k.result==="failure")?"failure":x.some(k=>k.result===
"cancelled")||this.#i.aborted?"cancelled":"success",A={};try{let k=Object.fromEntries(v.map(R=>{let P=this.#o.get(R.id);
return[pe(R.id),{result:P?.result??"skipped",outputs:P?.outputs??{}}]}));A=xt(this.#e,d.outputs,(R,P)=>({contexts:{github:this.#n.
github,inputs:y.inputs,vars:this.#t.vars,jobs:k},where:this.#h(P,`on.workflow_call.outputs.${R}.value`,p)}))}catch(k){T===
"success"&&(T="failure"),this.#l({type:"notice",level:"error",job:t.id,leg:n,message:ut(k)})}return this.#F(A,t.id,n),this.#l(
{type:"job-finished",job:t.id,leg:n,result:T,duration_ms:xn(f,this.#r.now())}),{result:T,outputs:A,stages:x.flatMap(k=>k.
stages)}}#z(t,e){let n=this.#y.get(t.id)??t.id,s=this.#P.get(t.id),o=`${n}/`,i=a=>a.startsWith(o)?`${e}/${a.slice(o.length)}`:
s?s(a):a;return(this.#d.get(n)?.call?.jobs??[]).map(a=>{let l=this.#d.get(a),u=i(a);if(this.#T.set(a,[...this.#T.get(a)??
[],u]),u===a)return l;let d={...l,id:u,calledBy:e,needs:l.needs.map(i),upstream:l.upstream.map(i),stageUpstream:l.stageUpstream.
map(i),call:l.call&&{...l.call,jobs:l.call.jobs.map(i)},stages:l.instances?.find(c=>c.id===u)?.stages??null};return this.#d.
set(u,d),this.#y.set(u,a),this.#P.set(u,i),d})}#L(t,e,n){for(let s of this.#z(t,e))this.#l({type:"job-skipped",job:s.id,
result:"skipped",reason:n}),this.#o.set(s.id,{id:s.id,result:"skipped",outputs:{},stages:[],legs:[]}),s.call!==null&&this.#L(
s,s.id,`its calling job ${s.id} did not run (skipped)`)}#U(t,e){for(let n of t){let s=this.#d.get(n),o=(this.#T.get(n)??
[]).map(i=>this.#o.get(i));if(o.length===0){let i=`its calling job ${s.calledBy} did not run (${e.result})`;this.#l({type:"\
job-skipped",job:n,result:"skipped",reason:i}),this.#o.set(n,{id:n,result:"skipped",outputs:{},stages:[],legs:[]})}else(o.
length>1||o[0]?.id!==n)&&this.#o.set(n,{id:n,result:dr(o.map(i=>i.result)),outputs:{},stages:o.flatMap(i=>i.stages),legs:o.
flatMap(i=>i.legs)});s.call!==null&&this.#U(s.call.jobs,this.#o.get(n))}}#F(t,e,n){for(let[s,o]of Object.entries(t))De(o,
this.#g)&&(delete t[s],this.#l({type:"notice",level:"warning",job:e,leg:n,message:`skipped output ${s}, since it may con\
tain a secret (as GitHub does): needs.${pe(e)}.outputs.${s} is empty`}))}#N(t){return(t?this.#R(t):this.#a).aborted||this.#i.
aborted}#R(t){return this.#$(t).cancel}#C(t){let e=this.#R(t).reason;return this.#a.aborted||typeof e!="string"?"the run\
 was cancelled":e}#h(t,e,n=this.#t.workflow.fileName){return t?rt(n,t.position):e}async#_(t){let e=this.#n.reuse?.get(t.
id);if(e){for(let p of e.legs)this.#b.add(p.toLowerCase());this.#l({type:"notice",level:"info",job:t.id,leg:null,message:"\
reusing the stored result of this job"});let c=e.legResults??e.legs.map(p=>({leg:p,result:e.result}));c.length===0&&(e.result===
"skipped"||e.result==="cancelled")&&this.#l({type:"job-skipped",job:t.id,result:e.result,reason:e.skipReason??`${e.result}\
 in the run replayed`});for(let{leg:p,result:f,reason:g,durationMs:h,failedStep:m}of c)this.#l({type:"job-finished",job:t.
id,leg:p,result:f,duration_ms:h??0,...g===void 0?{}:{reason:g},reused:!0,...m===void 0?{}:{failed_step:m}});return e}let n=this.#Q(
t);if(!("contexts"in n))return n;let{needs:s,contexts:o}=n,i=c=>this.#X(t,c),a=this.#$(t).envFailure;if(a)return i(a);let l,
u;try{l=t.legs??this.#nt(t,o),u=this.#rt(t,o)}catch(c){return i(ut(c))}let d=this.#t.legIds.get(t.id)??ar(t.id,l,this.#b);
t.legs===null&&(this.#l({type:"job-legs",job:t.id,legs:d}),this.#mt(t,l,o));for(let c of this.#K(t,l,u,o))this.#A(t.id,null,
c.level,c.message);return this.#J(t,l,d,u,o,{pooled:!0,outputsOf:()=>!0},(c,p,f,g)=>this.#ft(t,c,p,f,l.length,u,s,g))}async#J(t,e,n,s,o,i,a){
let l=new AbortController;xr(0,l.signal);let u=this.#R(t),d=u.aborted,c,p=()=>{if(c===void 0)try{c=He(this.#e,t.job.if,{
contexts:o,status:this.#Y(t),where:rt(t.workflow.fileName,t.job.if.position??t.job.position)})}catch{c=!1}return c},f=s.
maxParallel?new ye(s.maxParallel):null,g=[],h=await Promise.all(e.map(async(y,w)=>{let v=n[w],x=async()=>{if(this.#i.aborted||
u.aborted&&!d&&!p()||l.signal.aborted){let P=l.signal.aborted?"fail-fast: another leg of its matrix failed before it sta\
rted":`${this.#C(t)} before it started`;return this.#l({type:"job-finished",job:t.id,leg:v,result:"cancelled",duration_ms:0,
reason:P}),{result:"cancelled",outputs:{},stages:[]}}let k=await a(y,v,w,l.signal);if(k.result!=="failure")return k;let R={
...o,matrix:he(y),strategy:$n(s,w,e.length)};return this.#Z(t.job,R,t.id,v,!1,t.workflow.fileName)?{...k,result:this.#lt(
t.id,v)}:(s.failFast&&e.length>1&&l.abort(`fail-fast: another leg of ${t.call===null?"its matrix":`the call ${t.id}`} fa\
iled`),k)},T=()=>f?f.run(x):x(),A=await(i.pooled?this.#s.run(T):T());return g.push(A),A})),m={};for(let y of g.filter(i.
outputsOf))for(let[w,v]of Object.entries(y.outputs))(v!==""||!(w in m))&&(m[w]=v);return{id:t.id,result:dr(h.map(y=>y.result)),
outputs:m,stages:h.flatMap(y=>y.stages),legs:n}}#K(t,e,n,s){let{runsOn:o,container:i,services:a}=t.job;if(o===null&&i===
null&&a===null)return[];let l=(d,c)=>{if(d===null)return null;try{return Ut(this.#e,d,{contexts:c})}catch{return vn(d)}},
u=e.map((d,c)=>{let p={...s,matrix:he(d),strategy:$n(n,c,e.length)};return{runsOn:l(o,p),container:l(i,p),services:l(a,p)}});
return oa(u,this.#n.runner.os)}#A(t,e,n,s){let o=this.#j(t),i=this.#E.get(o)??new Set;this.#E.set(o,i),!i.has(s)&&(i.add(
s),this.#l({type:"notice",level:n,job:t,leg:e,message:s}))}#V(){let t=this.#n.github;return{repository:typeof t.repository==
"string"?t.repository:"",refs:["sha","ref","ref_name","head_ref"].flatMap(e=>{let n=t[e];return typeof n=="string"&&n!==
""?[n]:[]}),workspace:this.#n.runner.workspace}}#ct(t,e){let n=a=>{let l=Object.entries(t.with).find(([u])=>u.toLowerCase()===
a);return l?$t(this.#e,l[1],e(l[1],`with.${l[0]}`)):""},[s,o,i]=Hi.map(n);return{repository:s,path:o,ref:i}}#Q(t){let e=(i,a)=>(this.#l(
{type:"job-skipped",job:t.id,result:i,reason:a}),{id:t.id,result:i,outputs:{},stages:[],legs:[]});if(this.#i.aborted)return e(
"cancelled","the run was cancelled");if(t.skip!==null)return e("skipped",t.skip);let n=this.#tt(t),s={...this.#M(t),needs:n},
o;try{o=He(this.#e,t.job.if,{contexts:s,status:this.#Y(t),where:rt(t.workflow.fileName,t.job.if.position??t.job.position)})}catch(i){
return this.#X(t,ut(i))}if(!o&&this.#N(t))return e("cancelled",this.#C(t));if(!o){let i=t.job.if.text,l=(i===null||t.job.
if.implicitSuccess===!0)&&!this.#Y(t).success([])?`${this.#dt(t)}${i===null?"":` (an if: without a status function, such\
 as if: ${i}, means success() && (\u2026))`}`:`if: ${i} was false`;return e("skipped",l)}return{needs:n,contexts:s}}#X(t,e){
this.#l({type:"notice",level:"error",job:t.id,leg:null,message:e}),this.#l({type:"job-finished",job:t.id,leg:t.id,result:"\
failure",duration_ms:0,reason:e});let n={...this.#M(t),needs:this.#tt(t)},s=this.#Z(t.job,n,t.id,t.id,!1,t.workflow.fileName)?
this.#lt(t.id,t.id):"failure";return{id:t.id,result:s,outputs:{},stages:[],legs:[t.id]}}#tt(t){let e={};for(let n of t.needs){
let s=this.#o.get(n);s&&(e[pe(n)]={result:s.result,outputs:s.outputs})}return e}#et(t,e){let n=t.id.slice(0,t.id.length-
t.job.id.length);return so(e.length>0?e.map(s=>`${n}${s}`):t.upstream,s=>this.#d.get(s)?.call)}#dt(t){let e={failure:"fa\
iled",skipped:"was skipped",cancelled:"was cancelled"},n=this.#et(t,[]).flatMap(i=>{let a=this.#o.get(i)?.result;return a===
void 0||a==="success"?[]:[{id:i,said:`${i} ${e[a]}`}]});if(n.length===0)return"a job it needs did not succeed";let s=n.map(
i=>i.said).join(", "),o=new Set(t.needs);return n.every(i=>o.has(i.id))?`a job it needs did not succeed: ${s}`:`a job up\
stream did not succeed: ${s} (success() counts every job before this one, not only those in needs:)`}#Y(t){let e=s=>this.#o.
get(s)?.result,n=s=>this.#et(t,s);return{success:s=>!this.#N(t)&&n(s).every(o=>e(o)==="success"),failure:s=>n(s).some(o=>e(
o)==="failure"),cancelled:()=>this.#N(t)}}#nt(t,e){let n=Qo(t.job.strategy);if(!n)return[{}];let s=i=>rt(t.workflow.fileName,
i),o=ti(this.#e,n,e,s);return jo(t.id,o,s(n.position),this.#g,{recordsStages:t.recordsStages}),o}#rt(t,e){let n=t.job.strategy;
if(n?.kind!=="mapping")return{failFast:!0,maxParallel:null};let s=rt(t.workflow.fileName,n.position),o=n.entries.find(u=>u.
key==="fail-fast")?.value,i=n.entries.find(u=>u.key==="max-parallel")?.value,a=o?Ut(this.#e,o,{contexts:e,where:s}):!0,l=i?
Number(Ut(this.#e,i,{contexts:e,where:s})):null;return{failFast:a!==!1&&a!=="false",maxParallel:l!==null&&Number.isFinite(
l)&&l>0?l:null}}#st(t,e,n){return this.#l({type:"notice",level:"error",job:t.id,leg:e,message:n}),this.#l({type:"job-fin\
ished",job:t.id,leg:e,result:"failure",duration_ms:0,reason:n}),{result:"failure",outputs:{},stages:[]}}async#ft(...t){let e=this.#r.
legTemp,n;try{n=e?await e.open(t[2]):this.#n.runner.temp}catch(s){let[o,,i]=t;return this.#st(o,i,this.#D(s))}try{return await this.#pt(
n,...t)}finally{await e?.close(n)}}async#pt(t,...[e,n,s,o,i,a,l,u]){let d=this.#r.now(),c=Object.keys(n).length>0,p=e.workflow,
f=p.fileName,g=new AbortController,h=AbortSignal.any([this.#i,g.signal]),m=null,y=[],w=vu,v={...this.#n.github,job:e.job.
id,...this.#r.eventPath?{event_path:this.#r.eventPath(t)}:{}},x=he(n),T=ua({...this.#n.runner,debug:this.#v},t),A=Ou(v,T,
this.#n.runner.workspace),k="success",R=e.job.stageWorkflow?{}:{...this.#$(e).env},P=[],U={},Y=[],$=()=>({...this.#M(e),
github:v,needs:l,matrix:x,strategy:$n(a,o,i),runner:T,env:R,steps:U,job:{status:k}});this.#l({type:"job-started",job:e.id,
leg:s,name:this.#ut(e,c?n:null,$()),matrix:c?n:null});let L={success:()=>k==="success"&&!this.#i.aborted,failure:()=>k===
"failure",cancelled:()=>this.#i.aborted||k==="cancelled"},q=null,O=new Set,j=M=>(O.add(M),()=>O.delete(M)),H=M=>{if(q!==
null||h.aborted)return;q=M,k="cancelled";let F=w;y.push(Rr(F,this.#m,()=>g.abort(`the job was cancelled (${M}) and its s\
teps did not finish within its cancel-timeout-minutes (${be(F)})`))),m&&!this.#it(m.step,$(),L,e.id,s,f)&&m.abort.abort(
M);for(let W of[...O])W(M)},D=()=>H("fail-fast: another leg of its matrix failed"),K=this.#R(e),G=()=>H(this.#C(e)),nt=null,
b={shell:null,workingDirectory:null,shellAt:null};try{R={...R,...xt(this.#e,e.job.env,(gt,V)=>({contexts:$(),where:this.#h(
V,`jobs.${e.job.id}.env.${gt}`,f)}))};let[M,F]=e.job.defaults!==null?[e.job.defaults,`jobs.${e.job.id}.defaults.run`]:[p.
defaults,"defaults.run"],W=(gt,V)=>{let yt=M?.[gt]??null;if(yt===null)return null;let St=this.#h(yt,`${F}.${V}`,f),Ae=$t(
this.#e,yt,{contexts:$(),where:St});return Ae===""?null:{text:Ae,at:St}},Mt=W("shell","shell");if(b={shell:Mt?.text??null,
shellAt:Mt?.at??null,workingDirectory:W("workingDirectory","working-directory")?.text??null},e.job.cancelTimeoutMinutes&&
(w=da(Ut(this.#e,e.job.cancelTimeoutMinutes,{contexts:$()}),rt(f,e.job.cancelTimeoutMinutes.position),"cancel-timeout-mi\
nutes")),e.job.timeoutMinutes){let gt=rt(f,e.job.timeoutMinutes.position),V=da(Ut(this.#e,e.job.timeoutMinutes,{contexts:$()}),
gt);y.push(Rr(V,this.#m,()=>{let yt=`the job exceeded its timeout-minutes (${be(V)})`;q===null&&!h.aborted&&this.#l({type:"\
notice",level:"error",job:e.id,leg:s,message:`${gt}: jobs.${e.id}${c?` (${s})`:""} was cancelled: ${yt}; steps whose if:\
 holds when a job is cancelled (always(), cancelled()) still run`}),H(yt)}))}}catch(M){nt=ut(M)}if(nt)k="failure",this.#l(
{type:"notice",level:"error",job:e.id,leg:s,message:nt});else{u.aborted?D():u.addEventListener("abort",D,{once:!0}),K.aborted||
K.addEventListener("abort",G,{once:!0});for(let M of e.steps){if(h.aborted)break;let F=new AbortController;m={step:M.step,
abort:F};let W=await this.#ot(e,M,s,n,c,{contexts:$,stepStatus:L,defaults:A,env:()=>R,path:()=>P,signal:AbortSignal.any(
[h,F.signal]),kill:h,onCancel:j},{file:f,runDefaults:b,inComposite:null});m=null,W.envAdded&&(R={...R,...W.envAdded}),W.
pathAdded.length>0&&(P=[...W.pathAdded,...P]),M.step.id&&(U={...U,[M.step.id]:{outputs:W.outputs,outcome:W.outcome,conclusion:W.
conclusion}}),Y.push(...W.stages),W.conclusion==="failure"&&q===null&&(k="failure")}}u.removeEventListener("abort",D),K.
removeEventListener("abort",G);for(let M of y)clearTimeout(M);let C={},J=null;try{C=xt(this.#e,e.job.outputs,(M,F)=>({contexts:$(),
where:this.#h(F,`jobs.${e.job.id}.outputs.${M}`,f)}))}catch(M){k="failure",J=ut(M),this.#l({type:"notice",level:"error",
job:e.id,leg:s,message:J})}this.#F(C,e.id,s);let N=this.#i.aborted||g.signal.aborted?"cancelled":k,E=N==="failure"?nt??J:
null;return this.#l({type:"job-finished",job:e.id,leg:s,result:N,duration_ms:xn(d,this.#r.now()),...E===null?{}:{reason:E}}),
{result:N,outputs:C,stages:Y}}async#ot(t,e,n,s,o,i,a){let{step:l,action:u}=e,d=a.file,c=this.#r.now(),p=l.action??l.id??
"__run",f=D=>{let K=i.contexts();return{...K,github:{...K.github,action:p},env:D}},g={},h=null;try{g=xt(this.#e,l.env,(D,K)=>({
contexts:f(i.env()),where:this.#h(K,`env.${D}`,d),...this.#x()}))}catch(D){h=ut(D)}let m=this.#wt(l,f({...i.env(),...g})),
y=a.inComposite?`${a.inComposite.name} \u203A ${m}`:m,w=a.inComposite?.index??l.index,v={job:t.id,leg:n,step:w,name:y},x=D=>{
a.inComposite||this.#l(D)},T=(D,K,G,nt={})=>{let b=D==="failure"?nt.outputTail??null:null;return x({type:"step-finished",
...v,outcome:D,conclusion:K,duration_ms:xn(c,this.#r.now()),message:G,...b===null?{}:{output_tail:b}}),{outcome:D,conclusion:K,
message:G,outputTail:b,outputs:nt.outputs??{},envAdded:nt.envAdded??null,pathAdded:nt.pathAdded??[],stages:nt.stages??[]}},
A;try{if(h!==null)throw new S("expression-invalid",h);A=this.#at(l,f({...i.env(),...g}),i.stepStatus,d)}catch(D){return x(
{type:"step-started",...v}),{...T("failure","failure",ut(D)),notEvaluated:!0}}if(!A)return x({type:"step-finished",...v,
outcome:"skipped",conclusion:"skipped",duration_ms:0,message:null}),{outcome:"skipped",conclusion:"skipped",message:null,
outputTail:null,outputs:{},envAdded:null,pathAdded:[],stages:[]};x({type:"step-started",...v});let k="success",R=null,P=null,
U={},Y=null,$=[],L=[],q={...i.defaults,GITHUB_ACTION:p},O=i.signal,j;try{let D={...i.env(),...g},K=()=>f(D),G=null,nt=rt(
d,l.timeoutMinutes?.position??l.position);if(l.timeoutMinutes){let N=null;try{let E=Ut(this.#e,l.timeoutMinutes,{contexts:K(),
where:nt,...this.#x()}),M=Vo(E);M===null?N=zo(E):G=M.minutes}catch(E){N=E instanceof S?E.message:ut(E)}N!==null&&this.#l(
{type:"notice",level:"warning",job:t.id,leg:n,message:`${nt}: step ${w+1} (${y}): an error occurred when attempting to d\
etermine the step timeout: ${N}; the step runs without a timeout, as on GitHub`})}if(G!==null){let N=new AbortController;
O=AbortSignal.any([i.signal,N.signal]);let E={minutes:G,up:!1,timer:void 0};E.timer=Rr(G,this.#m,()=>{O.aborted||(E.up=!0,
this.#l({type:"notice",level:"warning",job:t.id,leg:n,message:`${nt}: step ${w+1} (${y}) exceeded its timeout-minutes (${be(
G)}): stopping it`}),N.abort(`the step exceeded its timeout-minutes (${be(G)})`))}),j=E}let b=u.kind==="run"?await this.#r.
createStepFiles?.():void 0,C=(N,E)=>({contexts:ra(K(),b),where:this.#h(N,E,d),...this.#x()}),J=l.workingDirectory!==null?
$t(this.#e,l.workingDirectory,C(l.workingDirectory,"working-directory")):a.runDefaults.workingDirectory;switch(u.kind){case"\
run":{let N=$t(this.#e,l.run,C(l.run,"run")),E=l.shell!==null?$t(this.#e,l.shell,C(l.shell,"shell")):a.runDefaults.shell,
M=Lo(E);if(M!==null&&this.#n.runner.os!=="Windows")throw new S("shell-unavailable",Fo(M,this.#n.runner.os),{where:l.shell?
rt(d,l.shell.position):a.runDefaults.shellAt??d});let F=await this.#r.runScript({job:this.#j(t.id),leg:n,step:w,name:y,script:N,
shell:E,workingDirectory:J,defaults:q,env:D,path:i.path(),files:b,signal:O,kill:i.kill});for(let V of F.masks??[])this.#g.
includes(V)||this.#g.push(V);for(let V of F.annotations??[])this.#l({type:"notice",level:V.level==="notice"?"info":V.level,
job:t.id,leg:n,message:`step ${w+1}: ${V.message}`,...V.place?{annotation:{step:w+1,...V.place}}:{}});let W=F.commands??
{outputs:[],env:[],path:[],failures:[]};U=Object.fromEntries([...W.outputs,...br(F.files.output,et.output)]);let Mt=Zi(F.
files.env,et.env);for(let V of Mt.refused)this.#l({type:"notice",level:"error",job:t.id,leg:n,message:`step ${w+1}: ${V}`});
let gt=[...W.env,...Mt.pairs];gt.length>0&&(Y=Object.fromEntries(gt)),$=[...Qi(F.files.path),...[...W.path].reverse()],F.
summaryBytes!==void 0?this.#l({type:"notice",level:"error",job:t.id,leg:n,message:`step ${w+1}: ${Xi(F.summaryBytes)}`}):
F.files.summary.trim()!==""&&this.#r.summary?.(this.#j(t.id),n,F.files.summary);for(let V of W.failures)this.#l({type:"n\
otice",level:"error",job:t.id,leg:n,message:`step ${w+1}: ${V}`});F.exitCode===0&&W.failures.length>0&&(k="failure",R=W.
failures.join("; ")),F.exitCode!==0&&(k=i.signal.aborted?"cancelled":"failure",R=F.exitCode===null?`ended by ${F.signal??
"a signal"}`:`exited with code ${F.exitCode}`,O.aborted&&typeof O.reason=="string"&&(R+=`: ${O.reason}`)),F.output!==void 0&&
(P=Pu(F.output));break}case"baton":{let N=xt(this.#e,l.with,(M,F)=>C(F,`with.${M}`)),E=await this.#r.runAction({action:u.
action,job:this.#j(t.id),leg:n,step:w,stepId:l.id,matrix:o?s:null,inputs:N,defaults:q,env:D,path:i.path(),workingDirectory:J,
upstream:this.#gt(t),needsFacts:this.#t.needsFacts.get(t.id),...this.#bt(t,l,a.inComposite!==null),secrets:this.#g,stageJob:pe(
t.id),signal:O});U=E.outputs,Object.keys(E.env).length>0&&(Y=E.env),E.summary.trim()!==""&&this.#r.summary?.(this.#j(t.id),
n,E.summary);for(let{warnings:M=[],...F}of E.recorded){this.#u.push({job:this.#j(t.id),leg:n,...F}),L.includes(F.stage)||
L.push(F.stage),this.#l({type:"stage-recorded",job:t.id,leg:n,...F});for(let W of M)this.#l(Au(t.id,n,F,W))}E.ok||(k=i.signal.
aborted?"cancelled":"failure",R=E.message);break}case"noop":{let N=u.action==="checkout"?Gi(l.uses?.text??"actions/check\
out",this.#ct(l,C),this.#V()):null;N!==null&&this.#A(t.id,n,"warning",N),R=N??`${l.uses?.text}: no-op here (${u.reason})`;
break}case"local":{let N=this.#r.loadAction?await this.#r.loadAction(u.path):null;if(N?.kind!=="composite"){let M=`${u.path}\
 ${N?`is a ${N.using} action, which`:""} cannot run locally; step skipped`.replace("  "," ");return this.#A(t.id,n,"warn\
ing",M),T("skipped","skipped",M)}let E=await this.#ht(t,n,s,o,N,{uses:u.path,depth:(a.inComposite?.depth??0)+1,index:w,name:y,
with:xt(this.#e,l.with,(M,F)=>C(F,`with.${M}`)),contexts:K,stepStatus:i.stepStatus,defaults:q,env:D,overrides:g,path:i.path(),
signal:O,kill:i.kill,onCancel:i.onCancel});U=E.outputs,Object.keys(E.envAdded).length>0&&(Y=E.envAdded),$=E.pathAdded,L.
push(...E.stages),E.outcome!=="success"&&(k=E.outcome,R=E.message,P=E.outputTail);break}case"skip":return this.#A(t.id,n,
"warning",u.notice),T("skipped","skipped",u.notice);default:ls(u,"step action")}}catch(D){k=i.signal.aborted?"cancelled":
"failure",R=this.#D(D),!(D instanceof S)&&Te(D)===null&&this.#l({type:"notice",level:"error",job:t.id,leg:n,message:`int\
ernal error: ${R}`})}j&&(clearTimeout(j.timer),j.up&&!i.signal.aborted&&(k="failure",R=`${rt(d,l.timeoutMinutes?.position??
l.position)}: the step timed out after ${be(j.minutes)} (timeout-minutes)`));let H=k;return k==="failure"&&this.#Z(l,i.contexts(),
t.id,n,!0,d)&&(H="success"),T(k,H,R,{outputs:U,envAdded:Y,pathAdded:$,stages:L,outputTail:P})}async#ht(t,e,n,s,o,i){if(i.
depth-1>cr)throw new S("action-invalid",`${i.uses}: composite action depth exceeded max depth ${cr}, as on GitHub (does \
it use itself?)`,{where:o.file});let a=o.directory,l=i.contexts(),u={...l.github,action_path:a},d=Object.fromEntries(Object.
entries(i.with).map(([$,L])=>[$.toLowerCase(),L])),c={...d},p=new Set(o.inputs.map($=>$.id.toLowerCase())),f=Object.keys(
d).filter($=>!p.has($));f.length>0&&this.#A(t.id,e,"warning",`step ${i.index+1}: unexpected input(s) ${f.map($=>`'${$}'`).
join(", ")} of ${i.uses}, valid inputs are [${[...p].map($=>`'${$}'`).join(", ")}]`);for(let $ of o.inputs){let L=$.id.toLowerCase();
Object.hasOwn(d,L)?c[L]=d[L]:$.default?c[L]=$t(this.#e,$.default,{contexts:{...l,github:u},where:this.#h($.default,`inpu\
ts.${$.id}.default`,o.file),...this.#x()}):c[L]=""}let g={...i.env},h=[...i.path],m={},y=[],w={},v=null,x=[],T=()=>({...i.
contexts(),github:{...u,action_status:v===null?"success":"failure"},inputs:c,steps:w,env:g}),A={success:()=>v===null&&!i.
stepStatus.cancelled(),failure:()=>v!==null,cancelled:()=>i.stepStatus.cancelled()},k={...i.defaults,GITHUB_ACTION_PATH:a};
for(let $ of o.steps){if(i.signal.aborted)break;let L=new AbortController,q=i.onCancel(j=>{this.#it($,T(),A,t.id,e,o.file)||
L.abort(j)}),O;try{O=await this.#ot(t,{step:$,action:Xs($)},e,n,s,{contexts:T,stepStatus:A,defaults:k,env:()=>g,path:()=>h,
signal:AbortSignal.any([i.signal,L.signal]),kill:i.kill,onCancel:i.onCancel},{file:o.file,runDefaults:{shell:null,workingDirectory:null,
shellAt:null},inComposite:{index:i.index,name:i.name,depth:i.depth}})}finally{q()}if(O.envAdded&&(g={...g,...O.envAdded,
...i.overrides},Object.assign(m,O.envAdded)),O.pathAdded.length>0&&(h=[...O.pathAdded,...h],y.unshift(...O.pathAdded)),$.
id&&(w={...w,[$.id]:{outputs:O.outputs,outcome:O.outcome,conclusion:O.conclusion}}),x.push(...O.stages),O.conclusion!=="\
success"&&O.conclusion!=="skipped"&&v===null&&(v=O),O.notEvaluated)break}let R={},P=null;try{R=xt(this.#e,Object.fromEntries(
o.outputs.flatMap($=>$.value?[[$.id,$.value]]:[])),($,L)=>({contexts:T(),where:this.#h(L,`outputs.${$}.value`,o.file),...this.#x()}))}catch($){
P=ut($)}let U=i.signal.aborted?"cancelled":v!==null?v.conclusion:P!==null?"failure":"success",Y=v?`${i.uses}: ${v.message??
v.conclusion}`:P!==null?`${i.uses}: ${P}`:null;return{outcome:U,message:Y,outputTail:v?.outputTail??null,outputs:R,envAdded:m,
pathAdded:y,stages:x}}#it(t,e,n,s,o,i=this.#t.workflow.fileName){try{return this.#at(t,e,n,i)}catch(a){return this.#l({type:"\
notice",level:"error",job:s,leg:o,message:`${ut(a)}; the step is stopped with its cancelled job`}),!1}}#at(t,e,n,s=this.#t.
workflow.fileName){return He(this.#e,t.if,{contexts:e,status:n,where:rt(s,t.if.position??t.position),...this.#x()})}#x(){
return this.#r.host?{host:this.#r.host}:{}}#lt(t,e){return this.#l({type:"notice",level:"warning",job:t,leg:e,forgiven:!0,
message:"failed, and the job has continue-on-error: the jobs that need it see success, and the run does not fail for it"}),
"success"}#Z(t,e,n,s,o=!1,i=this.#t.workflow.fileName){let a=t.continueOnError;if(typeof a=="boolean")return a;let l;try{
let u=$t(this.#e,a,{contexts:e,where:this.#h(a,"continue-on-error",i),...o?this.#x():{}});if(u==="true"||u==="false")return u===
"true";l=`${this.#h(a,"continue-on-error",i)}: continue-on-error must be true or false, got ${JSON.stringify(u)}; the fa\
ilure stands`}catch(u){l=`${ut(u)}; the failure stands (continue-on-error)`}return this.#l({type:"notice",level:"error",
job:n,leg:s,message:l}),!1}#gt(t){let e=this.#d;return di(t.stageUpstream,n=>(e.has(n)?ri(e.get(n),e):[n]).flatMap(s=>[e.
get(s)?.stages,this.#w.get(s),this.#o.get(s)?.stages]),{shownJob:n=>this.#j(n),matrixOf:n=>this.#S.get(n),placeOf:Zo(this.#t,
t)})}#mt(t,e,n){let s=ei(this.#e,t,e,n,this.#g);if(s!==null){this.#w.set(t.id,s.map(({stage:o})=>o));for(let{stage:o,leg:i}of s)
Object.keys(i).length>0&&this.#S.set(o,i)}}#ut(t,e,n){let s=t.job.name,o=t.calledBy===null?"":this.#$(t).namePrefix;if(!s&&
o==="")return null;let i=t.job.id,a=!1;if(s){try{i=$t(this.#e,s,{contexts:n,...this.#x()})}catch{i=s.text}a=s.expression!==
null&&this.#e.facts(s.expression).paths.some(l=>l[0]==="matrix")}return e&&!a&&(i+=fa(e)),vr(`${o}${i}`)}#wt(t,e){return vr(
this.#yt(t,e))}#yt(t,e){if(t.name)try{return $t(this.#e,t.name,{contexts:e,...this.#x()})}catch{return t.name.text}if(t.
uses)return`Run ${t.uses.text}`;let n=t.run?.text??"";if(t.run)try{n=$t(this.#e,t.run,{contexts:e,...this.#x()})}catch{}
return`Run ${n.trimStart().split(/\r|\n/)[0]?.trim()??""}`}#l(t){let e=this.#r.now().toISOString(),n="job"in t&&t.job!==
null?this.#y.get(t.job):void 0,s;if(n===void 0)s={...t,at:e};else if(t.type==="job-skipped")s={...t,type:"job-finished",
job:n,leg:t.job,duration_ms:0,at:e};else if(t.type==="notice"&&t.leg===null)s={...t,job:n,leg:t.job,at:e};else if(t.type!==
"job-legs")s={...t,job:n,at:e};else return;if(s.type==="job-skipped")this.#I.set(s.job,s.reason);else if(s.type==="job-f\
inished"){let o=this.#k.get(s.job)??[];o.push({leg:s.leg,result:s.result,...s.reason===void 0?{}:{reason:s.reason}}),this.#k.
set(s.job,o)}this.#r.emit(s)}#bt(t,e,n){let s={jobIds:this.#c};if(n||t.job.stageWorkflow===!0)return s;let o=qo(t.job.steps,
e.index);return o===null?s:{jobIds:null,workflowUnread:`on GitHub this step would not find the workflow file in the work\
space (${o})`}}#j(t){return this.#y.get(t)??t}};function xu(r){return typeof r=="string"?r:JSON.stringify(r)}function fa(r){
return` (${Object.values(r).map(xu).join(", ")})`}var pa={lines:10,bytes:2048},Ru=new Set(["error","warning","notice"]);
function Pu(r){let t=[],e=new we;for(let n of r.split(/\r?\n/)){let s=_s(n),o=e.read(s);if(o==="resumed")continue;if(o===
null){t.push(s);continue}let{command:i,data:a}=o;i==="stop-commands"?e.stop(a):Ru.has(i)?t.push(`${i[0].toUpperCase()}${i.
slice(1)}: ${a}`):i==="group"&&t.push(a)}return cs(t.join(`
`),pa.lines,pa.bytes)}function Ou(r,t,e){let n=o=>String(r[o]??""),s=o=>r[o]===void 0?{}:{[`GITHUB_${o.toUpperCase()}`]:n(
o)};return{...s("event_path"),...s("actor_id"),...s("repository_id"),...s("repository_owner_id"),...s("ref_protected"),...s(
"retention_days"),GITHUB_ACTIONS:"true",GITHUB_WORKFLOW:n("workflow"),GITHUB_WORKFLOW_REF:n("workflow_ref"),GITHUB_WORKFLOW_SHA:n(
"workflow_sha"),GITHUB_RUN_ID:n("run_id"),GITHUB_RUN_NUMBER:n("run_number"),GITHUB_RUN_ATTEMPT:n("run_attempt"),GITHUB_JOB:n(
"job"),GITHUB_REPOSITORY:n("repository"),GITHUB_REPOSITORY_OWNER:n("repository_owner"),GITHUB_SHA:n("sha"),GITHUB_REF:n(
"ref"),GITHUB_REF_NAME:n("ref_name"),GITHUB_REF_TYPE:n("ref_type"),GITHUB_HEAD_REF:n("head_ref"),GITHUB_BASE_REF:n("base\
_ref"),GITHUB_EVENT_NAME:n("event_name"),GITHUB_ACTOR:n("actor"),GITHUB_TRIGGERING_ACTOR:n("triggering_actor"),GITHUB_SERVER_URL:n(
"server_url"),GITHUB_API_URL:n("api_url"),GITHUB_GRAPHQL_URL:n("graphql_url"),GITHUB_WORKSPACE:e,...ca(t)}}function Au(r,t,e,n){
let{stage:s,attempt:o}=e,i=`stage ${s}${o>1?` attempt ${o}`:""}`;return{type:"notice",level:"warning",job:r,leg:t,message:`${i}\
: ${n.path==="$"?n.message:ne(n)}`,problem:{stage:s,attempt:o,code:n.code,path:n.path}}}function ut(r,t){return r instanceof
S?r.where?`${r.where}: ${r.message}`:r.message:Ne(r,t)}function xn(r,t){return Math.max(0,Math.round(t.getTime()-r.getTime()))}function ga(r,t){let e=r.filter(i=>i.calledBy===null),n=new Set(t.map(i=>i.job.split("/")[0])),s=null;for(let i of e){let a=e.
filter(u=>u.upstream.includes(i.id)).map(u=>u.id),l=new Set([i.id,...a]);[...n].every(u=>l.has(u))&&(s===null||l.size<s.
rerun)&&(s={id:i.id,rerun:l.size})}if(s===null)return null;let o=s.id;return t.find(i=>i.job.split("/")[0]===o)?.stage??
o}function ma(r,t,e,n){let s=d=>d!==void 0&&d!=="*"&&d!=="GITHUB_TOKEN"&&!e.has(d),o=d=>{if(d[0]==="github")return d[1]===
"token"&&d.length===2;if(d[0]==="vars")return d[1]!==void 0&&d[1]!=="*"&&!n.has(d[1].toUpperCase());if(d[0]!=="secrets")
return!1;let c=d[1]?.toUpperCase();return c==="GITHUB_TOKEN"?!e.has(c):s(c)},i=d=>d==="other"||d.some(c=>!o(c)),a=new Map,
l=d=>{if(d===null||d.expression===null)return;let c=t.facts(d.expression);c.paths.forEach((p,f)=>{let g=p[0]==="secrets"?
p[1]?.toUpperCase():void 0;if(!s(g))return;let h=i(c.fallbacks[f]??[]),m=a.get(g);m===void 0?a.set(g,{name:g,where:rt(r.
fileName,d.position),fallsBack:h}):m.fallsBack&&!h&&a.set(g,{name:g,where:rt(r.fileName,d.position),fallsBack:h})})},u=d=>{
for(let c of Object.values(d))l(c)};u(r.env);for(let d of r.jobs){u(d.env),d.secrets!=="inherit"&&u(d.secrets);for(let c of d.
steps)u(c.env),u(c.with),l(c.run)}return[...a.values()]}var Eu=["[skip ci]","[ci skip]","[no ci]","[skip actions]","[actions skip]"],Tu=["skip-checks: true","skip-checks:true"],
Nu=/^(?:[A-Za-z0-9][A-Za-z0-9-]*:|\s+\S)/;function wa(r){let t=Eu.find(l=>r.includes(l));if(t!==void 0)return{kind:"inst\
ruction",text:t};let e=r.trimEnd().split(/\r?\n/),n=e.at(-1)??"",s=Tu.find(l=>l===n);if(s===void 0)return null;let o=l=>l!==
void 0&&l.trim()==="",i=e.length-1;for(;i>0&&!o(e[i-1]);)i--;return e.slice(i).every(l=>Nu.test(l))&&o(e[i-1])&&o(e[i-2])?
{kind:"trailer",text:s}:null}function ya(r,t,e,n=!1,s){return Cu(r,t,e,n)??_u(r,t,e,s)}function Cu(r,t,e,n){let s=r.on[t];if(s===null||typeof s!="obj\
ect"||Array.isArray(s))return null;let o=s,i=Je(o.types),a=e.action;if(i!==null&&i.length>0&&typeof a=="string"&&!i.includes(
a))return`the event's action ${a} is none of on.${t}.types (${i.join(", ")}): GitHub would not run this workflow for it`;
if(t==="push"){let l=typeof e.ref=="string"?e.ref:"";return l.startsWith("refs/tags/")?Or(o,"push","tags","branches",l.slice(
10),"tag"):l.startsWith("refs/heads/")?Or(o,"push","branches","tags",l.slice(11),"branch"):null}if((t==="pull_request"||
t==="pull_request_target")&&!n){let l=e.pull_request?.base?.ref;return typeof l=="string"?Or(o,t,"branches",null,l,"base\
 branch"):null}return null}function _u(r,t,e,n){if(!Object.hasOwn(r.on,t))return null;let s,o;if(t==="push")s=e.head_commit?.
message,o="the push's head commit";else if(t==="pull_request"){let l=e.pull_request?.head?.sha;if(n===void 0||l!==n.sha)
return null;s=n.message,o=`the pull request's head commit (${n.sha.slice(0,7)}, HEAD here)`}else return null;let i=typeof s==
"string"?wa(s):null;if(i===null)return null;let a=i.kind==="trailer"?`ends with the trailer ${i.text}`:`holds ${i.text}`;
return`${o} message ${a}: GitHub would not run this workflow for it`}function Or(r,t,e,n,s,o){let i=Je(r[e]),a=Je(r[`${e}\
-ignore`]),l="GitHub would not run this workflow for it";return i!==null?Js(s,i)?null:`the ${o} ${s} matches none of on.${t}\
.${e} (${i.join(", ")}): ${l}`:a!==null?Hs(s,a)?null:`the ${o} ${s} matches on.${t}.${e}-ignore (${a.join(", ")}): ${l}`:
n!==null&&(r[n]!==void 0||r[`${n}-ignore`]!==void 0)?`on.${t} filters ${n} only, so a push of a ${o} (${s}) does not sta\
rt it: ${l}`:null}var ju=new TextEncoder,Mu=new TextDecoder("utf-8",{ignoreBOM:!0}),Se=class{#t;#r;#e;#n=new Map;constructor(t){this.#t=t}async put(t){
let e=await this.#a(),n=await this.#t.put(t),s={stage:n.stage,attempt:n.attempt,runAttempt:n.runAttempt},o=e.get(n.stage)??
[];o.some(a=>Ve(a,s)===0)||o.push(s),o.sort(Ve),e.set(n.stage,o);let i={record:Lu(t.record),prompt:Mu.decode(ju.encode(t.
prompt)),handoff:JSON.parse(ho(t.handoff)),recordSha256:n.recordSha256};return this.#n.set(ba(s),Promise.resolve(i)),n}get(t){
return this.#s(e=>{let n=e.get(t)?.at(-1);return n===void 0?Promise.resolve(void 0):this.#i(n)})}getAttempt(t,e,n=1){return this.#s(
s=>{let o=s.get(t)?.find(i=>i.attempt===e&&i.runAttempt===n);return o?this.#i(o):Promise.resolve(void 0)})}#s(t){return this.#e?
t(this.#e):this.#a().then(t)}#i(t){let e=ba(t),n=this.#n.get(e);return n||(n=this.#t.getAttempt(t.stage,t.attempt,t.runAttempt),
n.catch(()=>this.#n.delete(e)),this.#n.set(e,n)),n}async list(){return[...(await this.#a()).values()].flat().sort(qe)}#a(){
return this.#r??=this.#t.list().then(t=>{let e=new Map;for(let{stage:n,attempt:s,runAttempt:o}of t)e.set(n,[...e.get(n)??
[],{stage:n,attempt:s,runAttempt:o}]);for(let n of e.values())n.sort(Ve);return this.#e=e,e}),this.#r}};function ba(r){return`${r.
stage}\0${r.runAttempt}\0${r.attempt}`}function Lu(r){let t=JSON.parse(JSON.stringify({...r,lineage:[]}));return t.lineage=
r.lineage.map(Fu),t}function Fu(r){let t={};for(let[e,n]of Object.entries(r))n!==void 0&&(t[e]=n);return t}var Ot=Pt(Qt(),1);var Rn=class{path;#t;#r;#e=null;#n=!1;constructor(t){this.path=t,this.#t=(0,Ot.openSync)(t,"a",420),this.#r=(0,Ot.fstatSync)(
this.#t).size}write(t){if(this.#e!==null||this.#n)return;let e=Buffer.from(`${JSON.stringify(t)}
`);try{for(let n=0;n<e.length;)n+=(0,Ot.writeSync)(this.#t,e,n,e.length-n);this.#r+=e.length}catch(n){try{(0,Ot.ftruncateSync)(
this.#t,this.#r)}catch{}this.#e=So(this.path,"the run's events",n)}}get failure(){return this.#e}close(){this.#n||(this.#n=
!0,(0,Ot.closeSync)(this.#t))}};var el=Pt(Be(),1),Z=Pt(Qt(),1);import{appendFile as Sd,mkdir as vd,mkdtemp as kd,open as nl,readFile as $d,rm as Ya,rmdir as xd,
writeFile as Za}from"node:fs/promises";import{delimiter as Rd,dirname as Pd,join as Rt,relative as Od,resolve as Ad}from"node:path";var Sa=65536,ve=4096,Ar=16,Iu=/^\s*(?:[A-Za-z0-9+/=]*|[A-Za-z][A-Za-z0-9-]*: .*)\s*$/;function Du(r){let t=Fe(r);return!Yn(
r)&&!Yn(t)&&!Iu.test(t)}var Pn=class{#t;#r;#e=new Map;constructor(t,e){this.#t=t,this.#r=e}push(t,e="stdout"){let n=this.#n(
e),s=n.partial+t,o=s.endsWith("\r")?s.length-1:s.length,i=s.slice(0,o),a=i.includes("\r")?i.split(/\r\n|\r|\n/):i.split(
`
`);n.partial=(a.pop()??"")+s.slice(o);let l=this.#s(n,a);for(let u=0;u<a.length;u++)this.#a(n,a[u],l+u);n.known=void 0,n.
partial.length>Sa&&(n.overlong||(this.#o(n,n.partial.slice(0,ve)),n.overlong=!0),n.inKey=Wt(n.partial,n.inKey),n.partial=
n.partial.slice(-ve))}flush(){for(let t of this.#e.values())t.overlong||this.#o(t,t.partial.replace(/\r$/,"").slice(0,ve))}end(){
for(let t of this.#e.values())t.partial!==""&&this.#a(t,t.partial),t.partial="",this.#o(t,"")}#n(t){let e=this.#e.get(t);
return e||(e={partial:"",held:null,previous:"",inKey:!1,overlong:!1,known:void 0},this.#e.set(t,e)),e}#s(t,e){let n=[t.previous,
...t.held===null?[]:[t.held],...e],s=n.length-e.length;if(e.length===0||n.length<3)return s;let o=[...this.#t()],i=new Uint8Array(
n.length);if(Xn(n.join(`
`),o))i.fill(1,1,n.length-1);else if(n.length>Ar)for(let a=0;a<n.length-2;a+=Ar-2){let l=Math.min(a+Ar,n.length)-1;Xn(n.
slice(a,l+1).join(`
`),o)&&i.fill(1,a+1,l)}return t.known={lines:n,clean:i,secrets:o},s}#i(t,e,n,s){let o=t.known;if(o===void 0||s<2||o.clean[s-
1]!==1||o.lines[s-1]!==e||o.lines[s-2]!==t.previous||o.lines[s]!==n)return!1;let i=this.#t();if(i.length!==o.secrets.length)
return!1;for(let a=0;a<i.length;a++)if(i[a]!==o.secrets[a])return!1;return!0}#a(t,e,n=-1){if(e.length>Sa&&!t.overlong&&(this.#o(
t,e.slice(0,ve)),t.overlong=!0),t.overlong){t.overlong=!1,t.inKey=Wt(e,t.inKey),t.previous=t.inKey?"":e.slice(-ve);return}
if(t.inKey&&Du(e)&&(t.inKey=!1),t.inKey||Ws(e)){t.inKey||this.#o(t,""),t.inKey=Wt(e,t.inKey),t.previous=t.inKey?"":e;return}
this.#o(t,e,n),t.held=e}#o(t,e,n=-1){let s=t.held;if(t.held=null,s===null)return;let o=s;if(!this.#i(t,s,e,n)){let i=X(`${t.
previous}
${s}
${e}`,this.#t()),a=i.text.split(`
`);o=a.length===3?a[1]??"":ms(i.redactions[0]?.kind??"secret-value")}t.previous=s,o.trim()!==""&&this.#r(o)}};var ie=class{#t;#r;#e;constructor(t,e){this.#t=t,this.#r=e}arm(){clearTimeout(this.#e),this.#e=setTimeout(()=>this.#r(),
this.#t),this.#e.unref?.()}stop(){clearTimeout(this.#e),this.#e=void 0}};var Wu={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\u274C"};function va(r){let{record:t,handoff:e}=r,
n=a=>No(a,r)||" ",s=[["status",`${t.status} (${t.outcome.reason})`],["attempt",String(t.attempt)],["exit code",t.agent.exit_code===
null?"none":String(t.agent.exit_code)],["duration",`${(t.agent.duration_ms/1e3).toFixed(1)} s`],["handoff",t.present&&t.
digests.handoff?`present, sha256 ${t.digests.handoff.slice(0,12)}`:"none"]];e?.next&&s.push(["next",e.next.stage]),r.notStored!==
void 0?s.push(["artifact","not stored"]):r.artifactName&&s.push(["artifact",r.artifactName]);let o=[];o.push([`### ${Wu[t.
status]} baton stage \`${t.stage}\``,"","| | |","|---|---|",...s.map(([a,l])=>`| ${a} | ${n(l)} |`)].join(`
`)),r.notStored!==void 0&&o.push(`${To(Uu(r.notStored),r)}. No later stage can read this record or its handoff; it is sh\
own here only.`),t.outcome.message&&o.push(or(t.outcome.message,r)),e&&o.push(["#### Summary","",or(e.summary,r)].join(`\

`));let i=Object.entries(e?.data??{});return i.length>0&&o.push(["#### Data","","| key | value |","|---|---|",...i.map(([
a,l])=>`| ${n(a)} | ${n(l)} |`)].join(`
`)),t.problems.length>0&&o.push(["#### Problems","","| severity | code | where | message |","|---|---|---|---|",...t.problems.
map(a=>`| ${a.severity} | ${n(a.code)} | ${n(a.path)} | ${n(a.message)} |`)].join(`
`)),Ju(o,r.notStored===void 0?r.artifactName:void 0)}function Uu(r){return r.charAt(0).toUpperCase()+r.slice(1)}function Ju(r,t){
let e=`_Cut to fit the step summary; the full record is in ${t?`artifact ${t}`:"the stage record"}._`,n=st.stepSummaryBytes-
Jn(e)-4,s=[],o=0;for(let i of r){let a=Jn(i)+2;if(o+a>n){s.push(e);break}s.push(i),o+=a}return`${s.join(`

`)}
`}function ka(r,t){return X(r,t).redactions.length===0?r:`${Eo(r.trimEnd(),t)}
`}var Mr=Pt(Be(),1),ht=Pt(Qt(),1);import{homedir as ed}from"node:os";import{dirname as Ja,isAbsolute as nd,join as rd,resolve as Fr,
sep as En}from"node:path";var $a=(r,t,e)=>{let n,s,o,i,a,l=e.indexOf(r),u=e.indexOf(t,l+1),d=l;if(l>=0&&u>0){if(r===t)return[l,u];for(n=[],o=e.length;d>=
0&&!a;){if(d===l)n.push(d),l=e.indexOf(r,d+1);else if(n.length===1){let c=n.pop();c!==void 0&&(a=[c,u])}else s=n.pop(),s!==
void 0&&s<o&&(o=s,i=u),u=e.indexOf(t,d+1);d=l<u&&l>=0?l:u}n.length&&i!==void 0&&(a=[o,i])}return a};var xa="\0SLASH"+Math.random().toFixed(16)+"\0",Ra="\0OPEN"+Math.random().toFixed(16)+"\0",On="\0CLOSE"+Math.random().toFixed(
16)+"\0",Pa="\0COMMA"+Math.random().toFixed(16)+"\0",Oa="\0PERIOD"+Math.random().toFixed(16)+"\0",Hu=new RegExp(xa,"g"),
Gu=new RegExp(Ra,"g"),Bu=new RegExp(On,"g"),zu=new RegExp(Pa,"g"),Ku=new RegExp(Oa,"g"),Vu=/\\\\/g,qu=/\\{/g,Xu=/\\}/g,Yu=/\\,/g,
Zu=/\\\./g,Qu=1e5,tc=4e6,ec=1e3,nc=1e3,rc=2e7,sc=16;function Er(r){return isNaN(r)?r.charCodeAt(0):parseInt(r,10)}function oc(r){
return r.replace(Vu,xa).replace(qu,Ra).replace(Xu,On).replace(Yu,Pa).replace(Zu,Oa)}function ic(r){return r.replace(Hu,"\
\\").replace(Gu,"{").replace(Bu,"}").replace(zu,",").replace(Ku,".")}function Tr(r,t){for(let e=0;e<t.length;e++)r.push(
t[e])}function Aa(r,t,e){if(e.remaining<0)return;let n=$a("{","}",t),s=n!==void 0&&t.indexOf("{")<n[0];if(e.remaining-=n&&
!s?n[1]+1:r.length,!(!n||e.remaining<0))return{end:n[1],pre:r.slice(0,n[0]),body:r.slice(n[0]+1,n[1]),post:r.slice(n[1]+
1),unmatched:s}}function ac(r,t){t.remaining-=r.length;let e=[];for(let o=0;o<r.length;o++){let i=r.charCodeAt(o);i===123?
e.push(o):i===125&&e.length&&e.pop()}let n="",s=0;for(let o=0;o<e.length;o++){let i=e[o];n+=r.slice(s,i)+"\0",s=i+1}return n+
r.slice(s)}function lc(r,t){if(t.remaining-=r.length,t.remaining<0)return!1;let e=!1;for(let n=r.length-1;n>=0;n--){let s=r.
charCodeAt(n);if(s===125)e=!0;else if(s===10||s===13||s===8232||s===8233)e=!1;else if(s===44&&e&&r.charCodeAt(n+1)!==44)
return!0}return!1}function uc(r,t){let e=[],n="";for(;;){let s=Aa(r,r,t);if(t.remaining<0)return;if(!s){let u=r.split(",");
return u[0]=n+u[0],Tr(e,u),e}let{pre:o,body:i,post:a}=s,l=o.split(",");if(l[0]=n+l[0],l[l.length-1]+="{"+i+"}",!a.length)
return Tr(e,l),e;n=l.pop(),Tr(e,l),r=a}}function ke(r,t){return r===void 0||isNaN(r)?t:r}function Ea(r,t={}){if(!r)return[];
let e=ke(t.max,Qu),n=ke(t.maxLength,tc),s=ke(t.maxDepth,ec),o=ke(t.maxRewrites,nc),i=ke(t.maxSteps,rc);return r.slice(0,
2)==="{}"&&(r="\\{\\}"+r.slice(2)),Nr(oc(r),e,n,s,0,o,{remaining:i},!0).map(ic)}function cc(r){return"{"+r+"}"}function dc(r){
return/^-?0\d/.test(r)}function fc(r,t){return r<=t}function pc(r,t){return r>=t}function $e(r,t,e,n,s,o,i){let a=[],l=0,
u;t:for(let d=0;d<r.length;d++){let c=r[d]+t,p=e;o&&!c&&(u||(u=e.filter(f=>f)),p=u);for(let f=0;f<p.length;f++){if(a.length>=
n)break t;let g=c+p[f];if(l+g.length>s)break t;a.push(g),l+=g.length}}return i.remaining-=a.length,a}function hc(r,t,e,n,s){
let o=r.split(/\.\./),i=[];if(o[0]===void 0||o[1]===void 0)return i;let a=Er(o[0]),l=Er(o[1]),u=Math.max(o[0].length,o[1].
length),d=o.length===3&&o[2]!==void 0?Math.max(Math.abs(Er(o[2])),1):1,c=fc;l<a&&(d*=-1,c=pc);let f=o.some(dc),g=f?u:1,h=0;
for(let m=a;c(m,l)&&i.length<e;m+=d){if(s.remaining-=g,s.remaining<0)return;let y;if(t)y=String.fromCharCode(m),y==="\\"&&
(y="");else if(y=String(m),f){let w=u-y.length;if(w>0){let v=new Array(w+1).join("0");m<0?y="-"+v+y.slice(1):y=v+y}}if(h+
y.length>n)break;i.push(y),h+=y.length}return i}function Nr(r,t,e,n,s,o,i,a){if(i.remaining-=sc,s>n)return[r];let l=[""],
u=0,d=!1,c=!0,p=r;for(;;){let f=Aa(r,p,i);if(!f)return $e(l,r,[""],t,e,d,i);f.unmatched&&(p=ac(p,i));let g=f.pre,h=()=>$e(
l,g+"{"+f.body+"}"+f.post,[""],t,e,d,i);if(/\$$/.test(g)){if(l=$e(l,g+"{"+f.body+"}",[""],t,e,d&&!f.post.length,i),c=!1,
!f.post.length)break;r=f.post,p=p.slice(f.end+1);continue}let m=/^-?\d+\.\.-?\d+(?:\.\.-?\d+)?$/.test(f.body),y=/^[a-zA-Z]\.\.[a-zA-Z](?:\.\.-?\d+)?$/.
test(f.body),w=m||y,v=f.body.indexOf(",")>=0;if(!w&&!v){if(u<o&&lc(f.post,i)){u++,r=f.pre+"{"+f.body+On+f.post,p=p.slice(
0,f.end)+On+p.slice(f.end+1),a=!0;continue}return h()}c&&(d=a&&!w,c=!1);let x;if(w){if(x=hc(f.body,y,t,e,i),!x)return h()}else{
let A=uc(f.body,i);if(!A)return h();if(A.length===1&&A[0]!==void 0){if(A=Nr(A[0],t,e,n,s+1,o,i,!1).map(cc),i.remaining<0)
return h();if(A.length===1){let P=$e(l,g+A[0],[""],t,e,d&&!f.post.length,i);if(i.remaining<0)return h();if(l=P,!f.post.length)
break;r=f.post,p=p.slice(f.end+1);continue}}let k=d&&!f.post.length&&!g;for(let P=0;k&&P<l.length;P++)l[P]&&(k=!1);x=[];
let R=0;t:for(let P=0;P<A.length;P++){let U=Nr(A[P],t,e,n,s+1,o,i,!1);if(i.remaining<0)return h();for(let Y=0;Y<U.length;Y++){
let $=U[Y];if(!(k&&!$)){if(x.length>=t||R+$.length>e)break t;x.push($),R+=$.length}}}}let T=$e(l,g,x,t,e,d&&!f.post.length,
i);if(i.remaining<0)return h();if(l=T,!f.post.length)break;r=f.post,p=p.slice(f.end+1)}return l}var xe=r=>{if(typeof r!="string")throw new TypeError("invalid pattern");if(r.length>65536)throw new TypeError("pattern i\
s too long")};var gc={"[:alnum:]":["\\p{L}\\p{Nl}\\p{Nd}",!0],"[:alpha:]":["\\p{L}\\p{Nl}",!0],"[:ascii:]":["\\x00-\\x7f",!1],"[:blank\
:]":["\\p{Zs}\\t",!0],"[:cntrl:]":["\\p{Cc}",!0],"[:digit:]":["\\p{Nd}",!0],"[:graph:]":["\\p{Z}\\p{C}",!0,!0],"[:lower:\
]":["\\p{Ll}",!0],"[:print:]":["\\p{C}",!0],"[:punct:]":["\\p{P}",!0],"[:space:]":["\\p{Z}\\t\\r\\n\\v\\f",!0],"[:upper:\
]":["\\p{Lu}",!0],"[:word:]":["\\p{L}\\p{Nl}\\p{Nd}\\p{Pc}",!0],"[:xdigit:]":["A-Fa-f0-9",!1]},Re=r=>r.replace(/[[\]\\-]/g,
"\\$&"),mc=r=>r.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),Ta=r=>r.join(""),Na=(r,t)=>{let e=t;if(r.charAt(e)!=="[")throw new Error(
"not in a brace expression");let n=[],s=[],o=e+1,i=!1,a=!1,l=!1,u=!1,d=e,c="";t:for(;o<r.length;){let h=r.charAt(o);if((h===
"!"||h==="^")&&o===e+1){u=!0,o++;continue}if(h==="]"&&i&&!l){d=o+1;break}if(i=!0,h==="\\"&&!l){l=!0,o++;continue}if(h===
"["&&!l){for(let[m,[y,w,v]]of Object.entries(gc))if(r.startsWith(m,o)){if(c)return["$.",!1,r.length-e,!0];o+=m.length,v?
s.push(y):n.push(y),a=a||w;continue t}}if(l=!1,c){h>c?n.push(Re(c)+"-"+Re(h)):h===c&&n.push(Re(h)),c="",o++;continue}if(r.
startsWith("-]",o+1)){n.push(Re(h+"-")),o+=2;continue}if(r.startsWith("-",o+1)){c=h,o+=2;continue}n.push(Re(h)),o++}if(d<
o)return["",!1,0,!1];if(!n.length&&!s.length)return["$.",!1,r.length-e,!0];if(s.length===0&&n.length===1&&/^\\?.$/.test(
n[0])&&!u){let h=n[0].length===2?n[0].slice(-1):n[0];return[mc(h),!1,d-e,!1]}let p="["+(u?"^":"")+Ta(n)+"]",f="["+(u?"":
"^")+Ta(s)+"]";return[n.length&&s.length?"("+p+"|"+f+")":n.length?p:f,a,d-e,!0]};var Ft=(r,{windowsPathsNoEscape:t=!1,magicalBraces:e=!0}={})=>e?t?r.replace(/\[([^/\\])\]/g,"$1"):r.replace(/((?!\\).|^)\[([^/\\])\]/g,
"$1$2").replace(/\\([^/])/g,"$1"):t?r.replace(/\[([^/\\{}])\]/g,"$1"):r.replace(/((?!\\).|^)\[([^/\\{}])\]/g,"$1$2").replace(
/\\([^/{}])/g,"$1");var pt,wc=new Set(["!","?","+","*","@"]),Cr=r=>wc.has(r),Ca=r=>Cr(r.type),yc=new Map([["!",["@"]],["?",["?","@"]],["@",[
"@"]],["*",["*","+","?","@"]],["+",["+","@"]]]),bc=new Map([["!",["?"]],["@",["?"]],["+",["?","*"]]]),Sc=new Map([["!",[
"?","@"]],["?",["?","@"]],["@",["?","@"]],["*",["*","+","?","@"]],["+",["+","@","?","*"]]]),_a=new Map([["!",new Map([["\
!","@"]])],["?",new Map([["*","*"],["+","*"]])],["@",new Map([["!","!"],["?","?"],["@","@"],["*","*"],["+","+"]])],["+",
new Map([["?","*"],["*","*"]])]]),vc="(?!(?:^|/)\\.\\.?(?:$|/))",An="(?!\\.)",kc=new Set(["[","."]),$c=new Set(["..","."]),
xc=new Set("().*{}+?[]^$\\!"),Rc=r=>r.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),_r="[^/]",ja=_r+"*?",Ma=_r+"+?",Pc=0,Bt=class{type;#t;#r;#e=!1;#n=[];#s;#i;#a;#o=!1;#u;#c;#d=!1;id=++Pc;get depth(){
return(this.#s?.depth??-1)+1}[Symbol.for("nodejs.util.inspect.custom")](){return{"@@type":"AST",id:this.id,type:this.type,
root:this.#t.id,parent:this.#s?.id,depth:this.depth,partsLength:this.#n.length,parts:this.#n}}constructor(t,e,n={}){this.
type=t,t&&(this.#r=!0),this.#s=e,this.#t=this.#s?this.#s.#t:this,this.#u=this.#t===this?n:this.#t.#u,this.#a=this.#t===this?
[]:this.#t.#a,t==="!"&&!this.#t.#o&&this.#a.push(this),this.#i=this.#s?this.#s.#n.length:0}get hasMagic(){if(this.#r!==void 0)
return this.#r;for(let t of this.#n)if(typeof t!="string"&&(t.type||t.hasMagic))return this.#r=!0;return this.#r}toString(){
return this.#c!==void 0?this.#c:this.type?this.#c=this.type+"("+this.#n.map(t=>String(t)).join("|")+")":this.#c=this.#n.
map(t=>String(t)).join("")}#p(){if(this!==this.#t)throw new Error("should only call on root");if(this.#o)return this;this.
toString(),this.#o=!0;let t;for(;t=this.#a.pop();){if(t.type!=="!")continue;let e=t,n=e.#s;for(;n;){for(let s=e.#i+1;!n.
type&&s<n.#n.length;s++)for(let o of t.#n){if(typeof o=="string")throw new Error("string part in extglob AST??");o.copyIn(
n.#n[s])}e=n,n=e.#s}}return this}push(...t){for(let e of t)if(e!==""){if(typeof e!="string"&&!(e instanceof pt&&e.#s===this))
throw new Error("invalid part: "+e);this.#n.push(e)}}toJSON(){let t=this.type===null?this.#n.slice().map(e=>typeof e=="s\
tring"?e:e.toJSON()):[this.type,...this.#n.map(e=>e.toJSON())];return this.isStart()&&!this.type&&t.unshift([]),this.isEnd()&&
(this===this.#t||this.#t.#o&&this.#s?.type==="!")&&t.push({}),t}isStart(){if(this.#t===this)return!0;if(!this.#s?.isStart())
return!1;if(this.#i===0)return!0;let t=this.#s;for(let e=0;e<this.#i;e++){let n=t.#n[e];if(!(n instanceof pt&&n.type==="\
!"))return!1}return!0}isEnd(){if(this.#t===this||this.#s?.type==="!")return!0;if(!this.#s?.isEnd())return!1;if(!this.type)
return this.#s?.isEnd();let t=this.#s?this.#s.#n.length:0;return this.#i===t-1}copyIn(t){typeof t=="string"?this.push(t):
this.push(t.clone(this))}clone(t){let e=new pt(this.type,t);for(let n of this.#n)e.copyIn(n);return e}static#f(t,e,n,s,o){
let i=s.maxExtglobRecursion??2,a=!1,l=!1,u=-1,d=!1;if(e.type===null){let h=n,m="";for(;h<t.length;){let y=t.charAt(h++);
if(a||y==="\\"){a=!a,m+=y;continue}if(l){h===u+1?(y==="^"||y==="!")&&(d=!0):y==="]"&&!(h===u+2&&d)&&(l=!1),m+=y;continue}else if(y===
"["){l=!0,u=h,d=!1,m+=y;continue}if(!s.noext&&Cr(y)&&t.charAt(h)==="("&&o<=i){e.push(m),m="";let v=new pt(y,e);h=pt.#f(t,
v,h,s,o+1),e.push(v);continue}m+=y}return e.push(m),h}let c=n+1,p=new pt(null,e),f=[],g="";for(;c<t.length;){let h=t.charAt(
c++);if(a||h==="\\"){a=!a,g+=h;continue}if(l){c===u+1?(h==="^"||h==="!")&&(d=!0):h==="]"&&!(c===u+2&&d)&&(l=!1),g+=h;continue}else if(h===
"["){l=!0,u=c,d=!1,g+=h;continue}if(!s.noext&&Cr(h)&&t.charAt(c)==="("&&(o<=i||e&&e.#m(h))){let y=e&&e.#m(h)?0:1;p.push(
g),g="";let w=new pt(h,p);p.push(w),c=pt.#f(t,w,c,s,o+y);continue}if(h==="|"){p.push(g),g="",f.push(p),p=new pt(null,e);
continue}if(h===")")return g===""&&e.#n.length===0&&(e.#d=!0),p.push(g),g="",e.push(...f,p),c;g+=h}return e.type=null,e.#r=
void 0,e.#n=[t.substring(n-1)],c}#g(t){return this.#v(t,bc)}#v(t,e=yc){if(!t||typeof t!="object"||t.type!==null||t.#n.length!==
1||this.type===null)return!1;let n=t.#n[0];return!n||typeof n!="object"||n.type===null?!1:this.#m(n.type,e)}#m(t,e=Sc){return!!e.
get(this.type)?.includes(t)}#E(t,e){let n=t.#n[0],s=new pt(null,n,this.options);s.#n.push(""),n.push(s),this.#y(t,e)}#y(t,e){
let n=t.#n[0];this.#n.splice(e,1,...n.#n);for(let s of n.#n)typeof s=="object"&&(s.#s=this);this.#c=void 0}#T(t){return!!_a.
get(this.type)?.has(t)}#P(t){if(!t||typeof t!="object"||t.type!==null||t.#n.length!==1||this.type===null||this.#n.length!==
1)return!1;let e=t.#n[0];return!e||typeof e!="object"||e.type===null?!1:this.#T(e.type)}#b(t){let e=_a.get(this.type),n=t.#n[0],
s=e?.get(n.type);if(!s)return!1;this.#n=n.#n;for(let o of this.#n)typeof o=="object"&&(o.#s=this);this.type=s,this.#c=void 0,
this.#d=!1}static fromGlob(t,e={}){let n=new pt(null,void 0,e);return pt.#f(t,n,0,e,0),n}toMMPattern(){if(this!==this.#t)
return this.#t.toMMPattern();let t=this.toString(),[e,n,s,o]=this.toRegExpSource();if(!(s||this.#r||this.#u.nocase&&!this.#u.
nocaseMagicOnly&&t.toUpperCase()!==t.toLowerCase()))return n;let a=(this.#u.nocase?"i":"")+(o?"u":"");return Object.assign(
new RegExp(`^${e}$`,a),{_src:e,_glob:t})}get options(){return this.#u}toRegExpSource(t){let e=t??!!this.#u.dot;if(this.#t===
this&&(this.#w(),this.#p()),!Ca(this)){let l=this.isStart()&&this.isEnd()&&!this.#n.some(f=>typeof f!="string"),u=this.#n.
map(f=>{let[g,h,m,y]=typeof f=="string"?pt.#k(f,this.#r,l):f.toRegExpSource(t);return this.#r=this.#r||m,this.#e=this.#e||
y,g}).join(""),d="";if(this.isStart()&&typeof this.#n[0]=="string"&&!(this.#n.length===1&&$c.has(this.#n[0]))){let g=kc,
h=e&&g.has(u.charAt(0))||u.startsWith("\\.")&&g.has(u.charAt(2))||u.startsWith("\\.\\.")&&g.has(u.charAt(4)),m=!e&&!t&&g.
has(u.charAt(0));d=h?vc:m?An:""}let c="";return this.isEnd()&&this.#t.#o&&this.#s?.type==="!"&&(c="(?:$|\\/)"),[d+u+c,Ft(
u),this.#r=!!this.#r,this.#e]}let n=this.type==="*"||this.type==="+",s=this.type==="!"?"(?:(?!(?:":"(?:",o=this.#S(e);if(this.
isStart()&&this.isEnd()&&!o&&this.type!=="!"){let l=this.toString(),u=this;return u.#n=[l],u.type=null,u.#r=void 0,[l,Ft(
this.toString()),!1,!1]}let i=!n||t||e||!An?"":this.#S(!0);i===o&&(i=""),i&&(o=`(?:${o})(?:${i})*?`);let a="";if(this.type===
"!"&&this.#d)a=(this.isStart()&&!e?An:"")+Ma;else{let l=this.type==="!"?"))"+(this.isStart()&&!e&&!t?An:"")+ja+")":this.
type==="@"?")":this.type==="?"?")?":this.type==="+"&&i?")":this.type==="*"&&i?")?":`)${this.type}`;a=s+o+l}return[a,Ft(o),
this.#r=!!this.#r,this.#e]}#w(){if(Ca(this)){let t=0,e=!1;do{e=!0;for(let n=0;n<this.#n.length;n++){let s=this.#n[n];typeof s==
"object"&&(s.#w(),this.#v(s)?(e=!1,this.#y(s,n)):this.#g(s)?(e=!1,this.#E(s,n)):this.#P(s)&&(e=!1,this.#b(s)))}}while(!e&&
++t<10)}else for(let t of this.#n)typeof t=="object"&&t.#w();this.#c=void 0}#S(t){return this.#n.map(e=>{if(typeof e=="s\
tring")throw new Error("string type in extglob ast??");let[n,s,o,i]=e.toRegExpSource(t);return this.#e=this.#e||i,n}).filter(
e=>!(this.isStart()&&this.isEnd())||!!e).join("|")}static#k(t,e,n=!1){let s=!1,o="",i=!1,a=!1;for(let l=0;l<t.length;l++){
let u=t.charAt(l);if(s){s=!1,o+=(xc.has(u)?"\\":"")+u;continue}if(u==="*"){if(a)continue;a=!0,o+=n&&/^[*]+$/.test(t)?Ma:
ja,e=!0;continue}else a=!1;if(u==="\\"){l===t.length-1?o+="\\\\":s=!0;continue}if(u==="["){let[d,c,p,f]=Na(t,l);if(p){o+=
d,i=i||c,l+=p-1,e=e||f;continue}}if(u==="?"){o+=_r,e=!0;continue}o+=Rc(u)}return[o,Ft(t),!!e,i]}};pt=Bt;var jr=(r,{windowsPathsNoEscape:t=!1,magicalBraces:e=!1}={})=>e?t?r.replace(/[?*()[\]{}]/g,"[$&]"):r.replace(/[?*()[\]\\{}]/g,
"\\$&"):t?r.replace(/[?*()[\]]/g,"[$&]"):r.replace(/[?*()[\]\\]/g,"\\$&");var ft=(r,t,e={})=>(xe(t),!e.nocomment&&t.charAt(0)==="#"?!1:new jt(t,e).match(r)),Oc=/^\*+([^+@!?*[(]*)$/,Ac=r=>t=>!t.startsWith(
".")&&t.endsWith(r),Ec=r=>t=>t.endsWith(r),Tc=r=>(r=r.toLowerCase(),t=>!t.startsWith(".")&&t.toLowerCase().endsWith(r)),
Nc=r=>(r=r.toLowerCase(),t=>t.toLowerCase().endsWith(r)),Cc=/^\*+\.\*+$/,_c=r=>!r.startsWith(".")&&r.includes("."),jc=r=>r!==
"."&&r!==".."&&r.includes("."),Mc=/^\.\*+$/,Lc=r=>r!=="."&&r!==".."&&r.startsWith("."),Fc=/^\*+$/,Ic=r=>r.length!==0&&!r.
startsWith("."),Dc=r=>r.length!==0&&r!=="."&&r!=="..",Wc=/^\?+([^+@!?*[(]*)?$/,Uc=([r,t=""])=>{let e=Ia([r]);return t?(t=
t.toLowerCase(),n=>e(n)&&n.toLowerCase().endsWith(t)):e},Jc=([r,t=""])=>{let e=Da([r]);return t?(t=t.toLowerCase(),n=>e(
n)&&n.toLowerCase().endsWith(t)):e},Hc=([r,t=""])=>{let e=Da([r]);return t?n=>e(n)&&n.endsWith(t):e},Gc=([r,t=""])=>{let e=Ia(
[r]);return t?n=>e(n)&&n.endsWith(t):e},Ia=([r])=>{let t=r.length;return e=>e.length===t&&!e.startsWith(".")},Da=([r])=>{
let t=r.length;return e=>e.length===t&&e!=="."&&e!==".."},Wa=typeof process=="object"&&process?typeof process.env=="obje\
ct"&&process.env&&process.env.__MINIMATCH_TESTING_PLATFORM__||process.platform:"posix",La={win32:{sep:"\\"},posix:{sep:"\
/"}},Bc=Wa==="win32"?La.win32.sep:La.posix.sep;ft.sep=Bc;var ct=Symbol("globstar **");ft.GLOBSTAR=ct;var zc="[^/]",Kc=zc+
"*?",Vc="(?:(?!(?:\\/|^)(?:\\.{1,2})($|\\/)).)*?",qc="(?:(?!(?:\\/|^)\\.).)*?",Xc=(r,t={})=>e=>ft(e,r,t);ft.filter=Xc;var bt=(r,t={})=>Object.
assign({},r,t),Yc=r=>{if(!r||typeof r!="object"||!Object.keys(r).length)return ft;let t=ft;return Object.assign((n,s,o={})=>t(
n,s,bt(r,o)),{Minimatch:class extends t.Minimatch{constructor(s,o={}){super(s,bt(r,o))}static defaults(s){return t.defaults(
bt(r,s)).Minimatch}},AST:class extends t.AST{constructor(s,o,i={}){super(s,o,bt(r,i))}static fromGlob(s,o={}){return t.AST.
fromGlob(s,bt(r,o))}},unescape:(n,s={})=>t.unescape(n,bt(r,s)),escape:(n,s={})=>t.escape(n,bt(r,s)),filter:(n,s={})=>t.filter(
n,bt(r,s)),defaults:n=>t.defaults(bt(r,n)),makeRe:(n,s={})=>t.makeRe(n,bt(r,s)),braceExpand:(n,s={})=>t.braceExpand(n,bt(
r,s)),match:(n,s,o={})=>t.match(n,s,bt(r,o)),sep:t.sep,GLOBSTAR:ct})};ft.defaults=Yc;var Ua=(r,t={})=>(xe(r),t.nobrace||
!/\{(?:(?!\{).)*\}/.test(r)?[r]:Ea(r,{max:t.braceExpandMax}));ft.braceExpand=Ua;var Zc=(r,t={})=>new jt(r,t).makeRe();ft.
makeRe=Zc;var Qc=(r,t,e={})=>{let n=new jt(t,e);return r=r.filter(s=>n.match(s)),n.options.nonull&&!r.length&&r.push(t),
r};ft.match=Qc;var Fa=/[?*]|[+@!]\(.*?\)|\[|\]/,td=r=>r.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),jt=class{options;set;pattern;windowsPathsNoEscape;nonegate;negate;comment;empty;preserveMultipleSlashes;partial;globSet;globParts;nocase;isWindows;platform;windowsNoMagicRoot;maxGlobstarRecursion;regexp;constructor(t,e={}){
xe(t),e=e||{},this.options=e,this.maxGlobstarRecursion=e.maxGlobstarRecursion??200,this.pattern=t,this.platform=e.platform||
Wa,this.isWindows=this.platform==="win32";let n="allowWindowsEscape";this.windowsPathsNoEscape=!!e.windowsPathsNoEscape||
e[n]===!1,this.windowsPathsNoEscape&&(this.pattern=this.pattern.replace(/\\/g,"/")),this.preserveMultipleSlashes=!!e.preserveMultipleSlashes,
this.regexp=null,this.negate=!1,this.nonegate=!!e.nonegate,this.comment=!1,this.empty=!1,this.partial=!!e.partial,this.nocase=
!!this.options.nocase,this.windowsNoMagicRoot=e.windowsNoMagicRoot!==void 0?e.windowsNoMagicRoot:!!(this.isWindows&&this.
nocase),this.globSet=[],this.globParts=[],this.set=[],this.make()}hasMagic(){if(this.options.magicalBraces&&this.set.length>
1)return!0;for(let t of this.set)for(let e of t)if(typeof e!="string")return!0;return!1}debug(...t){}make(){let t=this.pattern,
e=this.options;if(!e.nocomment&&t.charAt(0)==="#"){this.comment=!0;return}if(!t){this.empty=!0;return}this.parseNegate(),
this.globSet=[...new Set(this.braceExpand())],e.debug&&(this.debug=(...o)=>console.error(...o)),this.debug(this.pattern,
this.globSet);let n=this.globSet.map(o=>this.slashSplit(o));this.globParts=this.preprocess(n),this.debug(this.pattern,this.
globParts);let s=this.globParts.map((o,i,a)=>{if(this.isWindows&&this.windowsNoMagicRoot){let l=o[0]===""&&o[1]===""&&(o[2]===
"?"||!Fa.test(o[2]))&&!Fa.test(o[3]),u=/^[a-z]:/i.test(o[0]);if(l)return[...o.slice(0,4),...o.slice(4).map(d=>this.parse(
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
"string"&&/^[a-z]:$/i.test(e[3]),c=l?3:a?0:void 0,p=d?3:u?0:void 0;if(typeof c=="number"&&typeof p=="number"){let[f,g]=[
t[c],e[p]];f.toLowerCase()===g.toLowerCase()&&(e[p]=f,o=p,s=c)}}let{optimizationLevel:i=1}=this.options;return i>=2&&(t=
this.levelTwoFileOptimize(t)),e.includes(ct)?this.#t(t,e,n,s,o):this.#e(t,e,n,s,o)}#t(t,e,n,s,o){let i=e.indexOf(ct,o),a=e.
lastIndexOf(ct),[l,u,d]=n?[e.slice(o,i),e.slice(i+1),[]]:[e.slice(o,i),e.slice(i+1,a),e.slice(a+1)];if(l.length){let w=t.
slice(s,s+l.length);if(!this.#e(w,l,n,0,0))return!1;s+=l.length,o+=l.length}let c=0;if(d.length){if(d.length+s>t.length)
return!1;let w=t.length-d.length;if(this.#e(t,d,n,w,0))c=d.length;else{if(t[t.length-1]!==""||s+d.length===t.length||(w--,
!this.#e(t,d,n,w,0)))return!1;c=d.length+1}}if(!u.length){let w=!!c;for(let v=s;v<t.length-c;v++){let x=String(t[v]);if(w=
!0,x==="."||x===".."||!this.options.dot&&x.startsWith("."))return!1}return n||w}let p=[[[],0]],f=p[0],g=0,h=[0];for(let w of u)
w===ct?(h.push(g),f=[[],0],p.push(f)):(f[0].push(w),g++);let m=p.length-1,y=t.length-c;for(let w of p)w[1]=y-(h[m--]+w[0].
length);return!!this.#r(t,p,s,0,n,0,!!c)}#r(t,e,n,s,o,i,a){let l=e[s];if(!l){for(let c=n;c<t.length;c++){a=!0;let p=t[c];
if(p==="."||p===".."||!this.options.dot&&p.startsWith("."))return!1}return a}let[u,d]=l;for(;n<=d;){if(this.#e(t.slice(0,
n+u.length),u,o,n,0)&&i<this.maxGlobstarRecursion){let f=this.#r(t,e,n+u.length,s+1,o,i+1,a);if(f!==!1)return f}let p=t[n];
if(p==="."||p===".."||!this.options.dot&&p.startsWith("."))return!1;n++}return o||null}#e(t,e,n,s,o){let i,a,l,u;for(i=s,
a=o,u=t.length,l=e.length;i<u&&a<l;i++,a++){this.debug("matchOne loop");let d=e[a],c=t[i];if(this.debug(e,d,c),d===!1||d===
ct)return!1;let p;if(typeof d=="string"?(p=c===d,this.debug("string match",d,c,p)):(p=d.test(c),this.debug("pattern matc\
h",d,c,p)),!p)return!1}if(i===u&&a===l)return!0;if(i===u)return n;if(a===l)return i===u-1&&t[i]==="";throw new Error("wt\
f?")}braceExpand(){return Ua(this.pattern,this.options)}parse(t){xe(t);let e=this.options;if(t==="**")return ct;if(t==="")
return"";let n,s=null;(n=t.match(Fc))?s=e.dot?Dc:Ic:(n=t.match(Oc))?s=(e.nocase?e.dot?Nc:Tc:e.dot?Ec:Ac)(n[1]):(n=t.match(
Wc))?s=(e.nocase?e.dot?Jc:Uc:e.dot?Hc:Gc)(n):(n=t.match(Cc))?s=e.dot?jc:_c:(n=t.match(Mc))&&(s=Lc);let o=Bt.fromGlob(t,this.
options).toMMPattern();return s&&typeof o=="object"&&Reflect.defineProperty(o,"test",{value:s}),o}makeRe(){if(this.regexp||
this.regexp===!1)return this.regexp;let t=this.set;if(!t.length)return this.regexp=!1,this.regexp;let e=this.options,n=e.
noglobstar?Kc:e.dot?Vc:qc,s=new Set(e.nocase?["i"]:[]),o=t.map(l=>{let u=l.map(c=>{if(c instanceof RegExp)for(let p of c.
flags.split(""))s.add(p);return typeof c=="string"?td(c):c===ct?ct:c._src});u.forEach((c,p)=>{let f=u[p+1],g=u[p-1];c!==
ct||g===ct||(g===void 0?f!==void 0&&f!==ct?u[p+1]="(?:\\/|"+n+"\\/)?"+f:u[p]=n:f===void 0?u[p-1]=g+"(?:\\/|\\/"+n+")?":f!==
ct&&(u[p-1]=g+"(?:\\/|\\/"+n+"\\/)"+f,u[p+1]=ct))});let d=u.filter(c=>c!==ct);if(this.partial&&d.length>=1){let c=[];for(let p=1;p<=
d.length;p++)c.push(d.slice(0,p).join("/"));return"(?:"+c.join("|")+")"}return d.join("/")}).join("|"),[i,a]=t.length>1?
["(?:",")"]:["",""];o="^"+i+o+a+"$",this.partial&&(o="^(?:\\/|"+i+o.slice(1,-1)+a+")$"),this.negate&&(o="^(?!"+o+").+$");
try{this.regexp=new RegExp(o,[...s].join(""))}catch{this.regexp=!1}return this.regexp}slashSplit(t){return this.preserveMultipleSlashes?
t.split("/"):this.isWindows&&/^\/\/[^/]+/.test(t)?["",...t.split(/\/+/)]:t.split(/\/+/)}match(t,e=this.partial){if(this.
debug("match",t,this.pattern),this.comment)return!1;if(this.empty)return t==="";if(t==="/"&&e)return!0;let n=this.options;
this.isWindows&&(t=t.split("\\").join("/"));let s=this.slashSplit(t);this.debug(this.pattern,"split",s);let o=this.set;this.
debug(this.pattern,"set",o);let i=s[s.length-1];if(!i)for(let a=s.length-2;!i&&a>=0;a--)i=s[a];for(let a of o){let l=s;if(n.
matchBase&&a.length===1&&(l=[i]),this.matchOne(l,a,e))return n.flipNegate?!0:!this.negate}return n.flipNegate?!1:this.negate}static defaults(t){
return ft.defaults(t).Minimatch}};ft.AST=Bt;ft.Minimatch=jt;ft.escape=jr;ft.unescape=Ft;var Ha="--follow-symbolic-links";function Ga(r,t,e={}){let n=Fr(r),s=od(e.leaveOut??[]),o=sd(t[0]),i=(o?t.slice(1):t).flatMap(
u=>u.split(`
`)).map(u=>u.trim()).filter(u=>u!==""&&!u.startsWith("#")).flatMap(u=>ud(ad(n,u))),a=(0,Mr.createHash)("sha256"),l=0;for(let u of pd(
i,o,s)){if(!u.startsWith(`${n}${En}`))continue;let d;try{if(s.any&&(0,ht.lstatSync)(u).isSymbolicLink()&&s.holds((0,ht.realpathSync)(
u)))continue;let c=(0,ht.statSync)(u);if(c.isDirectory())continue;if(!c.isFile())throw new S("hash-files-failed",`hashFi\
les() cannot hash ${u}: it is not a regular file (${id(c)})`);d=(0,ht.readFileSync)(u)}catch(c){throw c instanceof S?c:Lr(
u,c)}a.update((0,Mr.createHash)("sha256").update(d).digest()),l+=1}return l>0?a.digest("hex"):""}function sd(r){if(r===void 0||
!r.startsWith("--"))return!1;if(r.toLowerCase()===Ha)return!0;throw new S("hash-files-failed",`hashFiles(): invalid glob\
 option ${r}: the one option is '${Ha}', as the first argument`)}function od(r){let t=new Set(r.map(n=>Fr(n)));for(let n of[
...t])try{t.add((0,ht.realpathSync)(n))}catch{}let e=[...t];return{any:e.length>0,holds:n=>e.some(s=>n===s||n.startsWith(
s.endsWith(En)?s:`${s}${En}`))}}function Lr(r,t){let e=t.code??String(t);return new S("hash-files-failed",`hashFiles() c\
ould not read ${r}: ${e}`)}function id(r){return r.isFIFO()?"a FIFO":r.isSocket()?"a socket":r.isCharacterDevice()||r.isBlockDevice()?
"a device":"not a file"}var Ba={dot:!0,nobrace:!0,nocase:process.platform==="win32",nocomment:!0,noext:!0,nonegate:!0};function ad(r,t){
let e=!1,n=t;for(;n.startsWith("!");)e=!e,n=n.slice(1).trim();if(n==="")throw new S("hash-files-failed",`hashFiles(): th\
e pattern '${t}' is empty`);let s=nd(n),o=n.endsWith("/"),i=n.split("/").filter(f=>f!==""),a=s?En:r;!s&&i[0]==="."?i.shift():
!s&&i[0]==="~"&&(a=ed(),i.shift());let l=i.map(ld);if(l.some(f=>f==="."||f===".."))throw new S("hash-files-failed",`hash\
Files(): invalid pattern '${t}': relative pathing '.' and '..' is not allowed`);let u=l.indexOf(null),d=u===-1?l:l.slice(
0,u),c=cd(a),p=i.length===0?c:`${c.endsWith("/")?c:`${c}/`}${i.join("/")}`;return{negate:e,directories:o,glob:p,matcher:new jt(
p,Ba),searchPath:Fr(a,...d)}}function ld(r){let t="";for(let e=0;e<r.length;e++){let n=r[e];if(n==="\\"&&e+1<r.length){e+=
1,t+=r[e];continue}if(n==="*"||n==="?")return null;if(n==="["&&e+1<r.length){let s="",o=-1;for(let i=e+1;i<r.length;i++){
let a=r[i];if(a==="\\"&&i+1<r.length)i+=1,s+=r[i];else if(a==="]"){o=i;break}else s+=a}if(o>=0){if(s.length>1)return null;
if(s!==""){t+=s,e=o;continue}}}t+=n}return t}function ud(r){if(r.glob.endsWith("/**")&&!r.directories)return[r];let t=`${r.
glob}/**`;return[r,{...r,directories:!1,glob:t,matcher:new jt(t,Ba)}]}function cd(r){return r.replaceAll("\\","\\\\").replace(
/(\[)(?=[^/]+\])/g,"[[]").replace(/\?/g,"[?]").replace(/\*/g,"[*]")}var Pe={none:0,directory:1,file:2,all:3};function dd(r,t){
let e=Pe.none;for(let n of r){if(!n.matcher.match(t))continue;let s=n.directories?Pe.directory:Pe.all;e=n.negate?e&~s:e|
s}return e}function fd(r,t){return r.some(e=>!e.negate&&e.matcher.match(t,!0))}function*pd(r,t,e){let n=r.filter(i=>!i.negate).
map(i=>i.searchPath),s=new Set(n),o=[];for(let i of n){if(o.includes(i))continue;let a=!1;for(let l=i,u=Ja(l);u!==l;l=u,
u=Ja(l))s.has(u)&&(a=!0);a||o.push(i)}for(let i of o){let a=[{path:i,chain:[]}];for(;a.length>0;){let l=a.pop();if(e.holds(
l.path))continue;let u=dd(r,l.path);if(!u&&!fd(r,l.path))continue;let d;try{d=t?(0,ht.statSync)(l.path):(0,ht.lstatSync)(
l.path)}catch(h){if(h.code==="ENOENT")continue;throw Lr(l.path,h)}if(!d.isDirectory()){u&Pe.file&&(yield l.path);continue}
let c=l.path,p;try{if(t&&(c=(0,ht.realpathSync)(l.path)),l.chain.includes(c)||t&&e.holds(c))continue;p=(0,ht.readdirSync)(
l.path)}catch(h){throw Lr(l.path,h)}u&Pe.directory&&(yield l.path);let f=[...l.chain,c],g=p.map(h=>({path:rd(l.path,h),chain:f}));
a.push(...g.reverse())}}}import{isAbsolute as hd,resolve as gd}from"node:path";function za(r,t,e=st.agentOutputBytes){let n;try{n=As(gd(t,r),e)}catch(s){let o=s.code,i=o==="EACCES"||o==="EPERM"?"perm\
ission denied":o??String(s);throw Ir("agent-output-unreadable",`cannot read ${r}: ${i}`,s)}switch(n.kind){case"missing":
throw Ir("agent-output-missing",`there is no file ${r}${hd(r)?"":" in the workspace"}: give the file the agent's step wr\
ote its CLI's output to (\`codex exec --json \u2026 > codex.jsonl\`, or claude-code-action's \`execution_file\` output), relative\
 to the workspace or absolute, or leave ${tt.agentOutput} empty`);case"not-regular":throw Ir("agent-output-unreadable",`${r}\
 is ${n.what}; give a regular file, the one the agent's step wrote its output to (links are never followed)`);case"file":{
let{bytes:s,size:o}=n,i=s.length<o?s.indexOf(10):-1,a=s.length<o?s.subarray(i===-1?s.length:i+1):s;return{path:r,text:Ce(
a),bytes:o,cut:o-a.length}}}}function Ir(r,t,e){return new S(r,t,{where:tt.agentOutput,...e===void 0?{}:{cause:e}})}var Ka=64*1024,Tn=4096,md=4096,Dr=16,Cn=class{#t;#r;#e;#n="";#s="";#i=0;#a=!1;#o;#u;constructor(t,e,n={}){this.#t=t,this.#r=
e,this.#o=n.holdWhatMayGoOn??!1,this.#u=n.quietMs===void 0?void 0:new ie(n.quietMs,()=>this.flush());let s=n.hide;this.#e=
new oe(o=>{this.#n+=s===void 0?o:s(o),this.#a=!0})}push(t,e){this.#a=!1,this.#e.push(t,e),this.#a&&this.#c(!1),this.#u?.
arm()}flush(){this.#c(!0)}stop(){this.#u?.stop()}end(){this.stop(),this.#e.end("stdout"),this.#e.end("stderr"),this.#n!==
""&&this.#f(this.#n.length)}#c(t){let e=this.#n;if(e==="")return;let n=t&&!(this.#o&&Fs(this.#s+e,this.#t));if(!n&&e.length<
this.#i&&e.length<=Ka)return;let s=X(this.#s+e,this.#t),o=s.redactions.length>0,i=Nn(e,e.length-1);if(n&&Nn(e,e.length)===
e.length&&(!o||this.#p(s.text,i))){this.#f(e.length);return}let a=Is(this.#s+e,this.#t)-this.#s.length,l=o||a>=-this.#s.
length?Dr:1;for(let u=i;u>0&&l>0;l--,u=Nn(e,u-1))if(!(a>=-this.#s.length&&u>a)){if(!o||this.#p(s.text,u)){this.#f(u);break}
this.#i=e.length+Math.max(Tn,e.length>>2)}for(;this.#n.length>Ka;)this.#d()}#d(){let t=this.#n,e=X(this.#s+t,this.#t).text,
n=Dr;for(let u=t.length-Tn;u>0&&n>0;u--)if(wd(t,u-1)&&(n--,this.#p(e,u))){this.#f(u);return}let s=We(this.#s+t,this.#t),
o=this.#s.length,i=t.length-Tn,a=0,l=s.length-1;for(n=Dr;i>0&&n>0;i--){for(;l>=0&&s[l].start-o>=i;)l--;if(l>=0&&s[l].end-
o>i&&(i=s[l].start-o,i<=0))break;if(!yd(t.charCodeAt(i))&&(a||=i,n--,this.#p(e,i))){this.#f(i);return}}this.#f(a>0?a:t.length-
Tn)}#p(t,e){return Ue(this.#s+this.#n,this.#s.length+e,this.#t,t)}#f(t){let e=this.#n.slice(0,t);this.#n=this.#n.slice(t),
this.#i=0;let n=X(this.#s+e,this.#t).text,s=X(this.#s,this.#t).text,o=0;for(;o<s.length&&o<n.length&&n[o]===s[o];)o++;let i=n.
lastIndexOf(vt.markerPrefix,o-1);i>=0&&i<o&&n.indexOf(vt.markerSuffix,i)>=o&&(o=i);let a=n.slice(o),l=this.#s+e;this.#s=
l.slice(Nn(l,l.length-1)).slice(-md),a!==""&&this.#r(a)}};function Nn(r,t){for(let e=Math.min(t,r.length)-1;e>=0;e--){let n=r.
charCodeAt(e);if(n===Wr||n===Va&&r.charCodeAt(e+1)!==Wr)return e+1}return 0}var Wr=10,Va=13;function wd(r,t){let e=r.charCodeAt(
t);if(bd(e)||e===27||e>=55296&&e<=56319)return!1;if(e!==32&&e!==9)return!0;let n=t;for(;n>0&&(r.charCodeAt(n-1)===32||r.
charCodeAt(n-1)===9);)n--;let s=r.charCodeAt(n-1);return s!==Wr&&s!==Va}function yd(r){return r>=56320&&r<=57343}function bd(r){
return r>=48&&r<=57||r>=65&&r<=90||r>=97&&r<=122||r===43||r===47||r===61||r===95||r===45||r===46||r===37}var Xa=1024*1024,qa=`[baton: this step printed more than ${Xa/(1024*1024)} MiB while it ran; the rest is written here wh\
en it ends, and its output is then kept as the runner keeps it: the last 1 MiB]
`,_n=class{#t;#r;#e="";#n=0;#s=!1;#i=!1;constructor(t,e,n){this.#r=n,this.#t=new Cn(t,s=>this.#a(s),{holdWhatMayGoOn:!0,
hide:e,quietMs:500})}push(t,e){this.#i||this.#s||t===""||this.#t.push(t,e)}end(){return this.#i=!0,this.#t.stop(),this.#e}#a(t){
this.#i||this.#s||(this.#o(t),!(this.#n<=Xa)&&(this.#s=!0,this.#o(this.#e.endsWith(`
`)?qa:`
${qa}`)))}#o(t){this.#r(t),this.#e+=t,this.#n+=Buffer.byteLength(t)}};var Ed="-event.json",Td={output:et.output,env:et.env,path:et.path,state:et.state,step_summary:et.stepSummary},jn=class{#t;expressions;#r;#e;#n;#s=new Map;#i=Promise.
resolve();#a=[];#o=new Map;#u=new Map;#c=new Map;host;constructor(t){this.#t=t,this.expressions=t.expressions,this.host=
{hashFiles:e=>Ga(t.workspace,e,{leaveOut:[t.storeDir]})},this.#n=t.now??(()=>new Date),this.#e=t.tempPlace??Ke(t.tempDir),
this.#r=new lo({root:t.workspace,tempDir:t.tempDir,privateTempDir:!0,tempPlace:this.#e,now:this.#n})}now(){return this.#n()}emit(t){
if(this.#t.emit(t),t.type==="step-finished"&&(t.outcome==="failure"||t.outcome==="cancelled")){this.#U.has(`${t.leg}\0${t.
step}`)||this.#F(t.leg,t.step,`\u2500\u2500 step ${t.step+1}: ${t.name}
`);let e=t.message??t.outcome;this.#R(t.leg,`${t.outcome==="cancelled"?"Cancelled":"Error"}: ${e}
`)}t.type==="job-finished"&&this.#K(t.leg)}summary(t,e,n){let s=Rt(this.#t.runDir,at.summary),o=X(`${Gr(t,e)}${n.trimEnd()}\


`,this.#t.secrets).text,i=Buffer.byteLength(o),a=this.#a?.at(-1);this.#a?.push({job:t,leg:e,offset:a?a.offset+a.bytes:0,
bytes:i}),this.#i=this.#i.then(()=>Sd(s,o)).catch(l=>{this.#V({name:at.summary,what:"the step summaries",kind:"the step \
summaries",error:l}),this.#a=null})}summaryParts(){return this.#a}async settle(){let t=[];try{await this.#t.recordWrites?.
flush()}catch(s){t.push(wt(s))}let e=await this.drain();e!==null&&t.push(e);let n=this.#t.eventsFailure?.()??null;return n!==
null&&t.push(n),t.length===0?null:t.join(`
`)}async createStepFiles(){let t=Rt(this.#t.tempDir,"step-"),e=await kd(t).catch(o=>{throw Ht(this.#e,`${t}XXXXXX`,"a st\
ep's directory of file commands",o,{made:!0})}),n={output:Rt(e,"output"),env:Rt(e,"env"),path:Rt(e,"path"),state:Rt(e,"s\
tate"),step_summary:Rt(e,"summary")},s=Object.keys(n);return await Promise.all(s.map(o=>Za(n[o],"",{flag:"wx",mode:384}))).
catch(o=>{let i=s.find(a=>n[a]===o.path)??"output";throw Ht(this.#e,n[i],`the step's ${Td[i]} file`,o)}),n}async runScript(t){
await this.#t.recordWrites?.settled(),this.#p(t.defaults.GITHUB_EVENT_PATH);let e=t.files??await this.createStepFiles();
try{let n={...this.#$(t),[et.output]:e.output,[et.env]:e.env,[et.path]:e.path,[et.state]:e.state,[et.stepSummary]:e.step_summary},
s=0,o=A=>{this.#N(A.slice(s)),s=A.length},i=new yn({allowUnsecureCommands:n.ACTIONS_ALLOW_UNSECURE_COMMANDS?.toLowerCase()===
"true",allowUnsecureStopCommandTokens:["true","1","$true"].includes(n.ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TOKENS?.toLowerCase()??
""),redact:(A,k)=>(o(k),X(A,this.#t.secrets).text)}),a=this.#I(t),l=`\u2500\u2500 step ${t.step+1}: ${t.name}
`,u=this.#F(t.leg,t.step,l),d=new _n(this.#t.secrets,A=>Sr(A,i.masks),A=>this.#_(t.leg,A)),c,p;try{c=await this.#D(t).run(
{script:t.script,shell:t.shell??Mo,cwd:this.#L(t.workingDirectory),env:n,signal:t.signal,stop:"interrupt",kill:t.kill,onOutput:(A,k)=>{
i.push(A,k),o(i.masks),a?.push(A,k),d.push(A,k)}})}finally{a?.end(),p=d.end()}let{masks:f,annotations:g,commands:h}=i.end();
o(f);let m=this.#C(Sr(c.output,f));this.#h(t.leg,u+p,this.#C(l)+m);let[[y,w,v],{text:x,...T}]=await Promise.all([Promise.
all([e.output,e.env,e.path].map(A=>$d(A,"utf8"))),Cd(e.step_summary)]);return{exitCode:c.exitCode,signal:c.signal,files:{
output:y??"",env:w??"",path:v??"",summary:x},...T,masks:f,annotations:g,commands:h,output:m}}finally{await Ya(Pd(e.output),
{recursive:!0,force:!0})}}#d;eventPath(t){return`${t}${Ed}`}#p(t){if(!(t===void 0||t===""))try{this.#g(t)}catch(e){throw Ht(
this.#e,t,"the event payload (GITHUB_EVENT_PATH)",e)}}#f(){return this.#d??=Buffer.from(JSON.stringify(this.#t.github.event,
null,2)),this.#d}#g(t){let e=this.#f(),n;try{n=(0,Z.openSync)(t,Z.constants.O_RDONLY|Z.constants.O_NOFOLLOW|Z.constants.
O_NONBLOCK);let o=(0,Z.fstatSync)(n);if(o.isFile()&&o.size===e.length&&(0,Z.readFileSync)(n).equals(e))return}catch(o){if(o.
code==="ENOENT"){(0,Z.writeFileSync)(t,e,{flag:"wx",mode:384});return}}finally{n!==void 0&&(0,Z.closeSync)(n)}let s=`${t}\
.${(0,el.randomUUID)()}`;(0,Z.writeFileSync)(s,e,{flag:"wx",mode:384});try{(0,Z.renameSync)(s,t)}catch{(0,Z.rmSync)(t,{recursive:!0,
force:!0}),(0,Z.renameSync)(s,t)}}#v=0;#m;legTemp={open:async t=>{let e=this.#m;this.#m=void 0;let n=(e&&await e)??this.#y();
return this.#m??=this.#T(),n},close:async t=>{_d(t,this.#w.get(t)??[]),this.#w.delete(t);let e=this.#b(t);this.#P.add(e),
e.finally(()=>this.#P.delete(e))}};#E(){return this.#v+=1,Rt(this.#t.tempDir,`runner-temp-${this.#v}`)}#y(){let t=this.#E();
try{(0,Z.mkdirSync)(t,{mode:448})}catch(e){throw Ht(this.#e,t,"the job's temp dir (RUNNER_TEMP)",e,{made:!0})}return t}async#T(){
let t=this.#E();try{await vd(t,{mode:448})}catch{return null}try{return await Za(this.eventPath(t),this.#f(),{flag:"wx",
mode:384}),t}catch{return await this.#b(t),null}}#P=new Set;async#b(t){try{await Ya(this.eventPath(t),{recursive:!0,force:!0}),
await xd(t)}catch{await Qe(t)}}#w=new Map;#S=new Set;#k=null;pauseCommands(){if(this.#k!==null)return;let t=new Map;for(let[
n,s]of this.#w)for(let o of s)this.#S.has(o)||t.set(o,n);let e=[...this.#S,...jd(t)];for(let n of e)Qa(n,"SIGSTOP");this.#k=
e}resumeCommands(){let t=this.#k??[];this.#k=null;for(let e of t)Qa(e,"SIGCONT")}#I(t){let e=this.#t.onOutput;if(e===void 0)
return;let n=new Pn(()=>this.#t.secrets,o=>{let i=Sn(o,ta);(i===null||i.form==="legacy"&&!bn.has(i.command))&&e({job:t.job,
leg:t.leg,line:o})}),s=new ie(500,()=>n.flush());return{push:(o,i)=>{n.push(o,i),s.arm()},end:()=>{s.stop(),n.end()}}}#D(t){
let e=t.defaults.RUNNER_TEMP;return{run:async n=>{let s;try{return await this.#t.runner.run({...n,onStart:o=>{if(s=o,this.#S.
add(o),e!==void 0){for(let[a,l]of this.#w)a!==e&&l.includes(o)&&this.#w.set(a,l.filter(u=>u!==o));let i=this.#w.get(e)??
[];i.push(o),this.#w.set(e,i)}n.onStart?.(o)}})}finally{s!==void 0&&this.#S.delete(s)}}}}async loadAction(t){let e=this.#t.
parseAction;if(!e)throw new S("action-invalid",`${t}: local actions cannot be read here`);return co(this.#t.workspace,t,
e)}async runAction(t){switch(this.#p(t.defaults.GITHUB_EVENT_PATH),t.action){case"stage":return this.#M(t);case"prepare":
return this.#H(t);case"capture":return this.#G(t);case"report":return this.#q(t)}}#W(t,e){let n=this.#t.workflow,o=n.jobs.
find(i=>i.id===t.job)?.steps[t.step]?.with[tt.prompt];return{mode:e,job:t.job,stageJob:t.stageJob,matrix:t.matrix,upstream:t.
upstream,...t.needsFacts===void 0?{}:{needsFacts:t.needsFacts},workflowJobs:t.jobIds,...t.workflowUnread===void 0?{}:{workflowUnread:t.
workflowUnread},github:this.#t.github,...this.#t.madeEvent===void 0?{}:{madeEvent:this.#t.madeEvent},...this.#t.madeEventRun===
void 0?{}:{madeEventRun:this.#t.madeEventRun},run:this.#t.run,parentRun:this.#t.parentRun??null,secrets:[...t.secrets,...Ge(
this.#$(t))],promptSource:`${o?rt(n.fileName,o.position):n.fileName} jobs.${t.job} prompt`,readFile:i=>uo(this.#t.workspace,
i,st.templateBytes),parseVars:Bo,parseDataSchema:Ls}}#$(t){let e={CI:"true",...this.#t.baseEnv,...t.env,...t.defaults};return e.
PATH=Nd(t.path,e.PATH),e}async#M(t){let e;try{e=Ze(t.inputs,this.#W(t,"stage"))}catch(a){if(!(a instanceof S))throw a;return{
ok:!1,outputs:{...wi()},env:{},summary:"",recorded:[],message:wt(a)}}this.#B(t),this.#F(t.leg,t.step,`\u2500\u2500 step ${t.
step+1}: stage ${e.stage}
`);let n=this.#I(t),s;try{s=await ji(e,{openRun:this.#t.openRun,store:this.#t.store,workspace:this.#r,runner:this.#D(t),
env:this.#$(t),signal:t.signal,reporter:this.#z(t),...n?{onOutput:(a,l)=>n.push(a,l)}:{}})}finally{n?.end()}let o=s.attempts.
filter(a=>a.logged).map(a=>a.record.attempt),i=o.length===s.attempts.length?`the agent's output is in ${Bn.log} of each \
attempt`:o.length===0?"the agent did not run":`the agent's output is in ${Bn.log} of attempt ${o.join(", ")}`;return this.#R(
t.leg,`[baton] stage ${e.stage}: ${s.attempts.length} attempt(s), ${s.outcome.reason}; ${i}
`),{ok:s.ok,outputs:{...s.outputs},env:{},summary:Hr(s.final,e.redact,this.#t.secrets),recorded:s.attempts.map(Jr),message:s.
outcome.message}}async#H(t){let e=Ze(t.inputs,this.#W(t,"prepare"));this.#B(t);let n=await cn(e,{openRun:this.#t.openRun,
store:this.#t.store,workspace:this.#r});if(n.kind==="refused")return{ok:!1,outputs:fr("prepare",n.result.outputs),env:{},
summary:Hr(n.result.final,e.redact,this.#t.secrets),recorded:n.result.attempts.map(Jr),message:n.result.outcome.message};
let{prepared:s}=n;for(let o of s.warnings)this.#O(t,"warning",o.message);return this.#s.set(`${t.leg}\0${e.stage}`,{prepared:s,
redact:ur(t.inputs[tt.redact]??"")}),{ok:!0,outputs:{"prompt-path":s.promptPath,"handoff-path":s.handoffPath},env:{BATON_PROMPT_PATH:s.
promptPath,BATON_HANDOFF_PATH:s.handoffPath,BATON_STAGE:e.stage},summary:"",recorded:[],message:null}}async#G(t){let e=Ze(
t.inputs,this.#W(t,"capture")),n=`${t.leg}\0${e.stage}`,s=this.#s.get(n);if(!s)throw new S("capture-without-prepare",`st\
age ${e.stage}: no prepare step ran before this capture in job ${t.job}`);this.#s.delete(n);let{prepared:o}=s,i=new Set(
ur(t.inputs[tt.redact]??"")),a=Jo(s.redact.length,s.redact.filter(p=>i.has(p)).length);if(a)throw a;let l=Go(t.inputs),u=Ho(
e,o,l),d=l===null?void 0:za(l,this.#t.workspace),c=await un(u,o,null,{store:this.#t.store,workspace:this.#r},{cancelled:t.
signal.aborted,...d===void 0?{}:{agentOutput:d}});return{ok:an(c.outcome.reason),outputs:fr("capture",c.outputs),env:{},
summary:Hr(c,e.redact,this.#t.secrets),recorded:[Jr(c)],message:c.outcome.message}}async#q(t){let e={name:this.#t.github.
event_name,payload:this.#t.github.event},n;try{n=ir(t.inputs,e)}catch(a){if(!(a instanceof S))throw a;if(a.code!=="issue\
-number-missing")return{ok:!1,outputs:{},env:{},summary:"",recorded:[],message:wt(a)};this.#O(t,"warning",`on GitHub thi\
s step fails: ${a.message}`),n={...ir({...t.inputs,[tt.mode]:"summary"},e),mode:_o(t.inputs)}}let s=await Br(this.#t.store),
o=a=>Co(s,{fit:a,workflow:this.#t.workflow.name??this.#t.workflow.fileName,runId:this.#t.run.id,key:n.key,includeDetail:n.
includeDetail,recordsLocation:`\`${Od(this.#t.workspace,this.#t.runDir)||this.#t.runDir}\``,runUrl:null,secrets:t.secrets,
cancelled:this.#t.runCancelled?.()??!1,...n.run===null?{}:{run:n.run,skippedJobs:{runAttempt:this.#t.run.attempt,jobs:n.
run.skippedJobs}}});await ze(Rt(this.#t.runDir,at.report),o("comment")),this.#O(t,"info",`report written to ${Rt(this.#t.
runDir,at.report)}; no comment is posted from a local run`);let i=n.mode==="comment"?"":o("job-summary");return{ok:!0,outputs:{},
env:{},summary:i,recorded:[],message:null}}#B(t){let e=t.inputs[tt.parentRun]?.trim();e&&this.#O(t,"warning",`${tt.parentRun}\
 ${JSON.stringify(e)} is not read by baton run: the parent run here is the one given with --parent <run-id|latest>${this.#t.
parentRun?` (${this.#t.parentRun})`:" (none)"}`)}#O(t,e,n){this.#t.emit({type:"notice",at:this.#n().toISOString(),level:e,
job:t.job,leg:t.leg,message:n})}#z(t){return{info:e=>this.#R(t.leg,`[baton] ${e}
`),warning:e=>this.#O(t,"warning",e),error:e=>this.#O(t,"error",e),group:(e,n)=>n()}}#L(t){return t?Ad(this.#t.workspace,
t):this.#t.workspace}#U=new Set;#F(t,e,n){return this.#U.add(`${t}\0${e}`),this.#R(t,n)}addSecrets(t){this.#N(t)}#N(t){for(let e of t)
this.#t.secrets.includes(e)||this.#t.secrets.push(e)}#R(t,e){let n=this.#C(e);return this.#_(t,n),n}#C(t){return X(t.endsWith(
`
`)||t===""?t:`${t}
`,this.#t.secrets).text}#h(t,e,n){if(n.startsWith(e)){n.length>e.length&&this.#_(t,n.slice(e.length));return}let s=Buffer.
byteLength(e);this.#J(t,async o=>{let{size:i}=await o.stat();if(i<s)throw new Error(`it holds ${i} bytes, fewer than the\
 ${s} written of the step`);await o.truncate(i-s),await o.writeFile(n)})}#_(t,e){this.#J(t,n=>n.writeFile(e))}#J(t,e){let n=this.#o.
get(t);if(n===void 0){let s=Rt(this.#t.runDir,ue(t)),o=(this.#u.get(t)??Promise.resolve()).then(()=>nl(s,"a",438));n=o.catch(
()=>{}),this.#o.set(t,n),this.#u.set(t,o.then(()=>{}))}this.#A(t,n,e)}#K(t){let e=this.#o.get(t);e!==void 0&&(this.#o.delete(
t),this.#A(t,e,async n=>{let{nlink:s}=await n.stat();if(await n.close(),s===0)throw Object.assign(new Error("ENOENT: the\
 file was removed while the run wrote it"),{code:"ENOENT"})}))}#A(t,e,n){let s=(this.#u.get(t)??Promise.resolve()).then(
async()=>{let o=await e;o!==void 0&&await n(o)}).catch(o=>{this.#V({name:ue(t),what:`the job log of ${t}`,kind:"the job \
logs",error:o})});this.#u.set(t,s)}#V(t){this.#c.has(t.name)||this.#c.set(t.name,t)}async drain(){let t=await this.#m;this.#m=
void 0,t&&await this.#b(t),await Promise.all(this.#P),await this.#i;for(let e of[...this.#o.keys()])this.#K(e);return await Promise.
all(this.#u.values()),this.#c.size===0?null:vo(this.#t.runDir,[...this.#c.values()]).join(`
`)}};function Gr(r,t){return`## ${t===r?r:`${r} (${t})`}

`}function Jr(r){let{stage:t,attempt:e,status:n,outcome:s}=r.record;return{stage:t,attempt:e,status:po(n,s.reason),warnings:yi(
r.record)}}function Nd(r,t){return[...r,...t?[t]:[]].join(Rd)}function Hr(r,t,e){let{record:n,handoff:s}=r,o=[...t,...e];
return ka(va({record:n,handoff:s,secrets:o}),o)}async function Cd(r){let t=await nl(r,"r");try{let{size:e}=await t.stat();
return e>st.stepSummaryFileBytes?{text:"",summaryBytes:e}:{text:await t.readFile("utf8")}}finally{await t.close()}}async function Br(r){
let t=await r.list();return(await Promise.all(t.map(n=>r.getAttempt(n.stage,n.attempt,n.runAttempt)))).filter(n=>n!==void 0)}
function _d(r,t){let e=t.filter(o=>{try{return process.kill(-o,0),!0}catch{return!1}});if(e.length===0)return;let n=me();
if(n===null){for(let o of e)tl(-o);return}let s=`RUNNER_TEMP=${r}`;for(let o of n)gr(o,s)&&tl(o)}function jd(r){if(r.size===
0)return[];let t=new Set;for(let e of me()??[]){let n=dn(e),s=n===null?void 0:r.get(n.group);n===null||s===void 0||n.state===
"Z"||t.has(n.group)||gr(e,`RUNNER_TEMP=${s}`)&&t.add(n.group)}return[...t]}function Qa(r,t){try{process.kill(-r,t)}catch{}}
function tl(r){try{process.kill(r,"SIGKILL")}catch{}}import{lstat as Md}from"node:fs/promises";import{join as Ld}from"node:path";async function sl(r,t,e,n){let s;try{s=await r.resolve(t)}catch(p){throw p instanceof S?new S(p.code,p.message,{where:e.
parent,details:p.details}):p}let o=`give ${e.parent} another run`,i=(p,f,g="parent-invalid")=>new S(g,`run ${s} ${p}`,{where:e.
parent,details:f}),a=r.runDir(s),l=Ld(a,te);if(await Md(l).then(()=>!1,p=>_t(p,"ENOENT")))throw i(`cannot be continued: \
it has no ${te}, so it holds no run (a run that could not start leaves such a directory)`,[`remove it (rmdir ${yo(a)}) i\
f it is empty, then start this run again; or ${o}`]);let u=await r.readSummary(s).catch(p=>{throw p instanceof S?i(`cann\
ot be continued: its ${te} cannot be read`,[...Un(p),o]):p});if(en(u)==="running"&&n.GITHUB_RUN_ID!==s){let p=nn(u),f=p===
null?`run ${s} is still running`:rn(s,p);throw new S("parent-running",`${f}: its last records may not be stored yet, and\
 this run's hops count on from them`,{where:e.parent,details:[`wait for it to end${p===null?"":" there"}, then start thi\
s run again; a run started by one of its steps (GITHUB_RUN_ID names it) continues it while it runs`,...p===null?[]:[sn(p,
a,`give ${e.parent} another run, or remove it`)]]})}let{unreadable:d,notStored:c}=await xi(await r.open(s),u);if(c!==null){
let p=c.records.length;throw i(`cannot be continued: ${p===1?"a record":`${p} records`} of its jobs ${p===1?"was":"were"}\
 never stored, and this run's hops count on from them`,[...c.records.map(f=>f.reason),...d.map(f=>f.reason.split(`
`)[0]),c.fix,`then give ${e.parent} that run, or ${o}`])}if(d.length>0){let p=d.filter(m=>!pr(m.code)),f=[...new Set(p.flatMap(
m=>Un(m.reason).slice(1)))],g=u.jobs.flatMap(m=>m.stages),h=[...new Set(d.filter(m=>pr(m.code)).map(m=>m.stage))].sort((m,y)=>rl(
g,m)-rl(g,y));if(h.length>0){let[m]=h,y=h.length===1;f.push(`put the ${y?"record of stage":"records of stages"} ${h.join(
", ")} back from a copy, or record ${y?"it":"them"} again in a new run and give ${e.parent} that run instead: ${e.replay(
s,m)}`)}throw i(`cannot be continued: ${d.length} of its records cannot be read, and this run's hops count on from them`,
[...d.map(m=>m.reason.split(`
`)[0]),...f,`then start this run again, or ${o}`])}return s}function rl(r,t){let e=r.indexOf(t);return e===-1?r.length:e}import{readFile as Fd}from"node:fs/promises";import{resolve as Id}from"node:path";async function ol(r,t,e,n,s,o){let i=`run ${e.run_id} of ${e.repository}`,a=e.workflow_run;if(a===void 0)throw new S("re\
play-refused",`run ${r} was pulled from GitHub (${e.url}) by an earlier baton, which did not read how GitHub ran it (its\
 workflow file, event and jobs), so it cannot be replayed`,{details:[`pull it again to replay it: rm -r ${t} && baton pu\
ll ${e.url}`]});let l=a.path,u=Id(n,l),d=await Fd(u,"utf8").catch(f=>{let g=f?.code==="ENOENT";throw new S("replay-refus\
ed",`${g?"there is no such file here":"cannot be read here"}: ${i} ran this workflow file on GitHub, and a replay of run\
 ${r} runs it from this checkout`,{where:l,cause:f,details:[`replay in the root of a checkout of ${e.repository} (where ${l}\
 is), or put the file back there: git show ${zr(a.head_sha)}:${l} > ${l}`]})}),c=[],p=await ii(n,a.head_sha,l,st.workflowFileBytes*
2);return p===null?c.push({level:"info",message:`${l} may not be the file ${i} ran: its commit ${zr(a.head_sha)} is not \
in this clone (git fetch to have it); this replay runs the file as it is here`}):p!==d&&c.push({level:"warning",message:`${l}\
 is not the file ${i} ran on GitHub (as at commit ${zr(a.head_sha)}): this replay runs it as it is here`}),s||c.push({level:"\
info",message:`GitHub does not give ${i}'s event payload (${a.event}): this replay's github.event is baton's default pay\
load for ${a.event}, so a template or step reading github.event.* sees that default; pass the run's payload with ${o.withEvent}\
 <file.json>`}),{invocation:{workflow_path:l,job:null,inputs:{},event_name:a.event,event:{},vars:{},secrets:[],parent:null},
replay:{pulled:{...e,workflow_run:a},notices:c}}}async function il(r,t,e){let n=[];for(let s of await r.list()){let o=await r.
getAttempt(s.stage,s.attempt,s.runAttempt);o&&n.push(o)}return Ei(t,n,e.pulled.workflow_run.jobs,Jt)}function zr(r){return r.
slice(0,12)}var Wd=r=>Rs(Vn([ot(),Ss(),Dt()],{error:t=>`${Nt(t.input)} is not ${r}: give a string, a finite number or true/false`}).
check(ee(t=>typeof t!="number"||Number.isFinite(t),{error:t=>`${Nt(t.input)} is not ${r}: give a string, a finite number\
 or true/false`}),ee(t=>typeof t!="number"||!Number.isInteger(t)||Number.isSafeInteger(t),{error:t=>`${Nt(t.input)} is p\
ast the integers a JavaScript number holds exactly: give it as a string`})),xs(t=>String(t))),al=(r,t,e)=>ce(ot(),Wd(e),
{error:n=>`takes an object of ${t} and their values (${r}), not ${kt(n.input)}`}),ae=()=>ot({error:r=>`takes a string, n\
ot ${kt(r.input)}`}),Kr=()=>de(r=>typeof r=="function",{error:r=>`takes a function, not ${kt(r.input)}`}),ll=()=>de(r=>r instanceof
AbortSignal,{error:r=>`takes an AbortSignal, not ${kt(r.input)}`}),ul=r=>Dt({error:t=>`takes a number of milliseconds, n\
ot ${kt(t.input)}`}).check(ee(t=>Number.isFinite(t)&&(r==="from 0"?t>=0:t>0),{error:t=>`${Nt(t.input)} is not a number o\
f milliseconds ${r}`}));function cl(r){return Object.entries(r).find(([,t])=>t!==void 0&&typeof t!="string")}var Ud=Ct(ot(
{error:r=>`${Nt(r.input)} is not the name of an environment variable`}),{error:r=>{let t=JSON.stringify(typeof r.input==
"string"?[r.input]:r.input!==null&&typeof r.input=="object"?Object.keys(r.input).slice(0,2):["MY_TOKEN"]),e=r.input!==null&&
typeof r.input=="object"&&!Array.isArray(r.input);return`takes a list of the names of environment variables that hold th\
e secrets (secrets: ${t}), not ${kt(r.input)}${e?": set each in env and name it here":""}`}}),fl=ks({cwd:z(ae()),job:z(ae()),
inputs:z(al('{ issue: "42" }',"the inputs","an input value")),event:z(Vn([ot(),ce(ot(),vs())],{error:r=>`takes the path \
of a JSON file or the payload as an object, not ${kt(r.input)}`})),eventName:z(ae()),vars:z(al('{ NAME: "value" }',"the \
variables","a variable value")),secrets:z(Ud),env:z(de(r=>r!==null&&typeof r=="object"&&!Array.isArray(r),{error:r=>`tak\
es an object of variables and their values, not ${kt(r.input)}`}).check(ee(r=>cl(r)===void 0,{error:r=>{let[t,e]=cl(r.input);
return`${t}: ${Nt(e)} is not an environment variable's value: give a string`}}))),concurrency:z(Dt({error:r=>`${Nt(r.input)}\
 is not a whole number from 1`}).check(ee(r=>Number.isSafeInteger(r)&&r>=1,{error:r=>`${Nt(r.input)} is not a whole numb\
er from 1`}))),onEvent:z(Kr()),onOutput:z(Kr()),signal:z(ll()),cancel:z(ll()),pausable:z(Kr()),killGraceMs:z(ul("from 0")),
minuteMs:z(ul("above 0")),storeDir:z(ae()),facts:z(de(r=>r!==null&&typeof r=="object"&&!Array.isArray(r),{error:r=>`take\
s an object of facts about the checkout, not ${kt(r.input)}`})),repositoryRoot:z(ae()),parent:z(ae())},{error:r=>`takes \
an object of options, not ${kt(r.input)}`}),dl=["job","inputs","eventName","vars"],Jd=$s(fl,{job:!0,inputs:!0,eventName:!0,
vars:!0});function Vr(r,t="runWorkflow"){let e=t==="runWorkflow"?fl:Jd,n=e.safeParse(r??{});if(n.success)return n.data;let s=Object.
keys(e.shape),o=n.error.issues.flatMap(l=>l.code==="unrecognized_keys"?l.keys.map(u=>({where:[...l.path,u],message:dl.includes(
u)?`${t} has no such option: a replay is started as the run it replays was (its ${dl.join(", ")})`:`${t} has no such opt\
ion${Le(u,s)}`})):[{where:l.path,message:l.message}]),[i,...a]=o.map(l=>({where:Hd(l.where),message:l.message}));throw new S(
"usage",i.message,{where:i.where===""?t:i.where,details:a.map(l=>l.where===""?l.message:`${l.where}: ${l.message}`)})}function Hd(r){
return r.map((t,e)=>typeof t=="number"?`[${t}]`:typeof t=="string"&&/^[A-Za-z_$][\w$-]*$/.test(t)?`${e===0?"":"."}${t}`:
`[${JSON.stringify(String(t))}]`).join("")}var hl=/^[A-Za-z_][A-Za-z0-9_]*$/,tf=Ct(Me({id:ot(),result:er,outputs:ce(ot(),ot()),stages:Ct(ot()),legs:Ct(ot()),withheld_outputs:z(
Ct(ot())),leg_results:z(Ct(Me({leg:ot(),result:er,reason:z(ot())}))),skip_reason:z(ot()),summary_parts:z(Ct(Me({leg:ot(),
offset:Dt().check(Kn(),bs()),bytes:Dt().check(Kn(),ys())})))}));async function Rw(r,t={}){return ef(r,t,Zn)}async function ef(r,t,e,n="\
clean-up"){bf(r);let s=Vr(t),o=Zr(s.cwd),i=zt(o,s.storeDir??_e),a=await gl(i,n);return Xr(r,{...s,cwd:o,storeDir:i},{words:e,
replay:null,leftovers:a})}async function gl(r,t){return t==="clean-up"?fi(new tn(r)):[]}async function Xr(r,t,{words:e,replay:n,
leftovers:s}){let o=Zr(t.cwd);n===null&&lf(t.vars??{},e);let i=t.env??process.env,a=df(i,[...Hn,...t.secrets??[]]),l=zt(
o,r),u=Qd(o,l)||r,d=await Oe(l,"utf8").catch(_=>{throw n?af(r,n.run,_,e):Po(o,r,_)}),c=t.facts??{},p=Pi(o,i,c),f=fo(o),g=(_,dt,mt)=>qs(
_,dt,mt,{ownAction:f}),h=await Vs(d,u,{ownAction:f}),m=await Oi(zt(o,t.repositoryRoot??"."),h,f),y=(0,qr.createHash)("sh\
a256").update(d).digest("hex"),w={};for(let[_,dt]of m)"unreadable"in dt||(w[_]=(0,qr.createHash)("sha256").update(dt.source).
digest("hex"));let v=null;if(typeof t.event=="string"){let _=t.event,dt=await Oe(zt(o,_),"utf8").catch(mt=>{throw fe(_,mt,
"event file")});v=Bs(dt,_)}else t.event&&(zs(t.event,"event"),v=t.event);let x=uf(t.secrets??[],i,n&&{run:n.run,secrets:n.
invocation.secrets},e),T=[...Object.values(x),...Hn.map(_=>i[_]).filter(_=>_!==void 0&&_!==""),...Ge(i)],A=Ai({cwd:o,known:c,
checkout:await p,payload:v,ownAction:f,calledWorkflows:m}),k=A.facts,R=ff(T,()=>Yo(h,Jt,{job:t.job,inputs:t.inputs,event:v,
eventName:t.eventName,vars:t.vars,secretValues:T,secretNames:Object.keys(x),words:e,...A})),P=si(h,Jt,{called:m,expanded:R.
expanded}),U=ya(h,R.eventName,R.event,t.event===void 0,k.commit&&{sha:k.sha,message:k.commit.message}),Y=new Set(Object.
keys(x).map(_=>_.toUpperCase())),$=ma(h,Jt,Y,new Set(Object.entries(t.vars??{}).filter(([,_])=>_!=="").map(([_])=>_.toUpperCase()))),
L=zt(o,t.storeDir??_e),q=new tn(L),O=n?await hf(q,L,h,R,n,{workflow:y,called:w},e):null,j=n?.invocation.event_made===!0,
H=t.event===void 0||j,D=t.parent===void 0?null:await sl(q,t.parent,e,i),K=nf(),G={where:`the run's temp dir, in ${K.place}`,
makeRoom:K.makeRoom,fewerJobs:e.fewerJobs},nt=new Date,b,C=(_,dt,mt,Ee=null,qt=void 0)=>re({workflow:h.name??u,workflow_path:u,
status:_,started_at:nt.toISOString(),finished_at:mt?mt.toISOString():null,duration_ms:mt?Math.max(0,mt.getTime()-nt.getTime()):
null,replay_of:O?O.run:null,...Ee===null?{}:{reason:Ee},..._==="running"?{process:{...pf(),...b===void 0?{}:{temp:b}}}:{},
jobs:dt,...qt===void 0?{}:{unstored:qt}},T),J=await q.createRun(C("running",[],null)),N=J.runDir,E=Zd(N),M,F=new pn,W=new xo(
N,{writeBehind:!0,onUnstored:_=>M?.(_)}),Mt=new Se(W),gt,V,yt,St;try{let _=new Map,dt={workflow_path:u,workflow_sha256:y,
called_sha256:w,job:t.job??null,inputs:t.inputs??{},event_name:R.eventName,event:R.event,...H?{event_made:!0}:{},vars:t.
vars??{},secrets:t.secrets??[],parent:D},mt=re(dt,T),Ee=Yr(dt).some(I=>De(I,T))||JSON.stringify([mt.inputs,mt.vars])!==JSON.
stringify([dt.inputs,dt.vars]);await pl(it(N,at.invocation),"how the run was started",`${JSON.stringify(Ee?{...mt,redacted:!0}:
mt,null,2)}
`),O&&(await Sf(O.store,J,O.stages),await vf(it(L,O.run),N,O.jobs.values())),b=await zd(it(K.dir,`baton-run-${E}-`)).catch(
I=>{throw new S("tempdir-invalid",`the run's temp dir could not be made there: ${Ne(I,e.fewerJobs)}`,{where:K.where,cause:I,
..._t(I,"ENOSPC","EDQUOT")?{details:[K.makeRoom]}:{}})}),await q.writeSummary({id:E,...C("running",[],null)});let qt=new AbortController,
is=(I,Q)=>{yt===void 0&&(yt={error:I},queueMicrotask(()=>qt.abort(Q)))},as=(I,Q)=>lt=>{if(!(yt!==void 0||Q===void 0))try{
let At=Q(lt);xf(At)&&Promise.resolve(At).catch(B=>is(B,`stopped because the promise the ${I} callback returned was rejec\
ted`))}catch(At){is(At,`stopped because the ${I} callback threw`)}},wl=as("onEvent",t.onEvent),Fn=t.signal?AbortSignal.any(
[t.signal,qt.signal]):qt.signal,In=new Rn(it(N,at.events));gt=In;let Dn=I=>{let Q=re(I,T);if(In.write(Q),wl(Q),I.type===
"run-started"){let lt=Object.keys(x).filter(B=>x[B].length<vt.minSecretLength),At=[...s.map(B=>({level:B.running.length>
0||!B.removed||!B.looked?"warning":"info",message:pi(B)})),...oi(P).map(B=>({level:"warning",message:B})),...R.notices,...U===
null?[]:[{level:"warning",message:`${U} (it runs here as asked)`}],...$.filter(B=>!B.fallsBack).map(({name:B,where:Wn})=>({
level:"warning",message:`${Wn}: secrets.${B} is read, but ${e.secretNotGiven(B)}: it is empty in this run, as on GitHub \
for a secret the repository does not have (${e.giveSecret(B)} to set it)`})),...$.filter(B=>B.fallsBack).map(({name:B,where:Wn})=>({
level:"info",message:`${Wn}: secrets.${B} is read, but ${e.secretNotGiven(B)}: each read of it falls back with || to ano\
ther value, which this run takes (${e.giveSecret(B)} to set it)`})),...lt.map(B=>({level:"warning",message:`secret ${B} \
is shorter than ${vt.minSecretLength} characters, so it is not redacted: it will appear wherever a step or agent prints \
it (a value that short would blank out ordinary words)`}))];for(let B of At)Xt(I.at,B.level,B.message);O?.whole&&Xt(I.at,
"info",O.whole)}if(I.type==="run-started")for(let lt of n?.pulled?.notices??[])Xt(I.at,lt.level,lt.message);if(I.type===
"run-started"&&O!==null&&O.changed.length>0){let lt=O.changed.map(At=>At===""?u:At);Xt(I.at,"warning",`${lt.join(" and ")}\
 changed since run ${O.run}: this replay runs ${lt.length===1?"the file":"the files"} as ${lt.length===1?"it is":"they a\
re"} now`)}I.type==="run-started"&&O?.redactedStart&&Xt(I.at,"warning",O.redactedStart),I.type==="run-started"&&O!==null&&
O.summaries===null&&O.jobs.size>0&&Xt(I.at,"info",`the step summaries of the jobs reused from run ${O.run} cannot be tol\
d apart in its ${at.summary} (it was stored by an earlier baton, could not write them all, or was edited since): this re\
play's ${at.summary} holds only those of the jobs it runs`)};M=I=>{let Q=W.unstored()[0];Dn({type:"notice",at:new Date().
toISOString(),level:"error",job:I.job,leg:null,message:`${se(I)} was not stored after all: ${I.cause===void 0?`no record\
 of this run after that of ${se(Q)} (job ${Q.job}) is stored`:`its record could not be written: ${tr(I.cause)}; no recor\
d of this run after it is stored`}`})};let Xt=(I,Q,lt)=>Dn({type:"notice",at:I,level:Q,job:null,leg:null,message:lt}),Yt=Gs(
{eventName:R.eventName,payload:R.event,facts:k,runId:E,workflow:h,workflowPath:u});if(V=new jn({workflow:R.workflow,expressions:Jt,
parseAction:g,workspace:o,runDir:N,storeDir:L,tempDir:b,tempPlace:G,store:Mt,recordWrites:W,runCancelled:()=>Fn.aborted||
t.cancel?.aborted===!0,runner:new hn({tempDir:b,reuseScripts:!0,secrets:T,...t.killGraceMs===void 0?{}:{killGraceMs:t.killGraceMs},
noPathHint:e.noPath,tempPlace:G,fewerJobs:e.fewerJobs,start:F.start}),baseEnv:a,run:{id:E,attempt:1,workflow:h.name??u,repository:k.
repository,event_name:R.eventName,sha:String(Yt.sha),ref:String(Yt.ref)},github:{repository:k.repository,ref:String(Yt.ref),
sha:String(Yt.sha),run_id:E,actor:String(Yt.actor),event_name:R.eventName,event:R.event},...H?{madeEvent:R.eventName}:{},
...j&&O?{madeEventRun:O.run}:{},secrets:T,parentRun:D,openRun:I=>{let Q=_.get(I);return Q||(Q=q.open(I).then(lt=>new Se(
lt)),_.set(I,Q)),Q},emit:Dn,eventsFailure:()=>In.failure,...t.onOutput?{onOutput:as("onOutput",t.onOutput)}:{}}),t.pausable){
let I=V;for(let Q of[Fn,t.cancel])Q?.addEventListener("abort",()=>I.resumeCommands(),{once:!0});t.pausable({pause:()=>I.
pauseCommands(),resume:()=>I.resumeCommands()})}for(let{job:I,leg:Q,markdown:lt}of O?.summaries??[])V.summary(I,Q,lt);St=
await ha(R,V,{runId:E,concurrency:t.concurrency??qd(),fewerJobs:e.fewerJobs,signal:Fn,cancel:t.cancel,secrets:x,github:Yt,
runner:{os:process.platform==="darwin"?"macOS":process.platform==="win32"?"Windows":"Linux",arch:process.arch==="arm64"?
"ARM64":process.arch==="x64"?"X64":process.arch.toUpperCase(),temp:b,toolCache:it(b,"tool-cache"),workspace:o,workspaceParent:Mn(
o)},reuse:O?.jobs,minuteMs:t.minuteMs})}catch(_){St={error:_}}M=void 0,W.close();let[Ae]=await Promise.all([V?.drain()??
null,W.settled()]);await F.close(),gt?.close(),b!==void 0&&await Qe(b);let Lt="error"in St?null:St,le=[],Vt=_=>{_&&!le.some(
dt=>dt.includes(_))&&le.push(_)};Vt(Lt?.reason),"error"in St&&Vt(wt(St.error));for(let _ of Ae?.split(`
`)??[])Vt(_);Vt(gt?.failure);let Qr=W.unstored(),ts=Lt===null?[]:sf(Lt.jobs,Qr),es=!1;if(Lt!==null)try{await pl(it(N,at.
jobs),"the jobs' results",`${JSON.stringify(cf(ts,T,V?.summaryParts()??null),null,2)}
`),es=!0}catch(_){Vt(wt(_))}let ns=of(Qr,{run:E,plan:R,jobs:Lt===null?"missing":es?"stored":"unwritten",workflowPath:u,words:e});
Vt(ns?.fix);let rs=Lt===null||Lt.status==="success"&&le.length>0?"failure":Lt.status,Ln=le.length===0?null:X(le.join(`
`),T).text,ml=ts.map(_=>({id:_.id,stages:_.stages,result:_.result,...O?.jobs.has(_.id)?{reused:!0}:{}}));try{await q.writeSummary(
{id:E,...C(rs,ml,new Date,Ln,ns?.stored)})}catch(_){throw rf(N,_,Ln)}if(yt!==void 0)throw yt.error;if("error"in St)throw St.
error;let ss=await Br(W.writeFailure?W:Mt),os=ui(ss);return{runId:E,runDir:N,status:rs,reason:Ln,records:ss,chain:os,finalStage:ci(
os)}}function nf(){let r=Yd(),t=!!process.env.TMPDIR,e=t?`TMPDIR ${r}`:`temp dir ${r}`,n=t?`TMPDIR ${Zt(r)}`:`${Zt(r)} (\
TMPDIR is not set)`,s=`make room in ${t?"TMPDIR":Zt(r)}, or set TMPDIR to a directory on another disk`,o;try{o=(0,Kt.statSync)(
r)}catch(i){if(!_t(i,"ENOENT","ENOTDIR"))throw fe(e,i)}if(o?.isDirectory()!==!0)throw new S("tempdir-invalid",`${o===void 0?
"no such directory":"is not a directory"}; baton run keeps each run's scratch files there`,{where:e,details:[`${o===void 0?
"create it, or ":""}set TMPDIR to a directory`]});return{dir:r,where:e,place:n,makeRoom:s}}async function pl(r,t,e){try{
await ze(r,e)}catch(n){throw new S("run-write-failed",Qn(t,n),{where:r,cause:n})}}function rf(r,t,e){let n=!(0,Kt.existsSync)(
r),s=e===null||n?[]:[`the run failed: ${e.replaceAll(`
`,`
  `)}`];return new S("run-write-failed",n?"the run's directory was removed while it ran: nothing more of the run could b\
e stored":`its end could not be stored in ${te}: ${wt(t)}; baton runs shows it as interrupted`,{where:r,details:s,cause:t})}
function sf(r,t){let e=new Set(t.filter(n=>n.attempt===1).map(n=>n.stage));return e.size===0?r:r.map(n=>({...n,stages:n.
stages.filter(s=>!e.has(s))}))}function of(r,t){let[e,...n]=r;if(e===void 0)return null;let{run:s,plan:o,jobs:i,workflowPath:a,
words:l}=t,u=i==="stored"?ga(o.jobs,r):null,d=[...new Set(r.map(p=>p.stage))],c=`${d.length===1?"stage":"stages"} ${Ro(d)}`;
return{stored:{failed:{job:e.job,stage:e.stage,attempt:e.attempt,cause:tr(e.cause)},after:n.map(({job:p,stage:f,attempt:g})=>({
job:p,stage:f,attempt:g})),replay_from:u},fix:$o({run:s,what:c,cause:e.cause,replayFrom:u,jobs:i,replay:l.replay,runAgain:`${l.
run(a)} with the same options`})}}function af(r,t,e,n){let s=fe(r,e);return _t(e,"ENOENT")?new S(s.code,`${s.message}: r\
un ${t} ran this workflow file, and a replay runs it as it is now`,{...s.where===void 0?{}:{where:s.where},details:[`put\
 it back (from git, if it was committed) to replay run ${t}, or start a new run of another workflow with ${n.runCommand}`],
cause:e}):s}function lf(r,t){let e=new Map;for(let n of Object.keys(r)){if(!hl.test(n)||n.toUpperCase().startsWith("GITH\
UB_"))throw new S("usage",`${JSON.stringify(n)} is not a name GitHub allows for a variable: letters, digits and _, not s\
tarting with a digit or with GITHUB_`,{where:t.vars});let s=e.get(n.toUpperCase());if(s!==void 0)throw new S("usage",`${JSON.
stringify(s)} and ${JSON.stringify(n)} are one variable on GitHub (names are not case-sensitive); give it once`,{where:t.
vars});e.set(n.toUpperCase(),n)}}function uf(r,t,e,n){let s=r.find(l=>!hl.test(l));if(s!==void 0)throw new S("usage",s.startsWith(
"-")&&n.flags?`takes the name of an environment variable after it (--secret NAME), not ${JSON.stringify(s)}`:`${JSON.stringify(
s)} is not the name of an environment variable (letters, digits and _, not starting with a digit)`,{where:n.secrets});let o={},
i=[],a=[];for(let l of r){let u=t[l];u===void 0?i.push(l):u===""?a.push(l):o[l]=u}if(i.length+a.length>0){let l=(c,p)=>c.
length===0?[]:[`${c.length===1?"secret":"secrets"} ${p}: ${c.join(", ")}`],u=e===null?"running":"replaying",d=(c,p="")=>e?.
secrets.includes(c)?`: run ${e.run} was started with ${n.passSecret(c)}`:`, or ${n.dropSecret(c)}${p}`;throw new S("secr\
et-missing",[...l(i,"not set in the environment"),...l(a,"set to the empty string")].join("; "),{details:[...i.map(c=>`${n.
setSecret(c)} before ${u}${d(c)}`),...a.map(c=>`${n.setSecret(c)} with its value before ${u}${d(c,": an empty secret is \
no secret (one not given is '' in the run, as on GitHub)")}`)]})}return o}function cf(r,t,e){return r.map(n=>{let s={},o=[
...n.withheldOutputs??[]];for(let[g,h]of Object.entries(n.outputs))X(h,t).redactions.length>0?o.push(g):s[g]=h;let i=(n.
legResults??[]).map(({leg:g,result:h,reason:m})=>({leg:g,result:h,...m===void 0?{}:{reason:m}})),a=(e??[]).filter(g=>g.job===
n.id).map(({leg:g,offset:h,bytes:m})=>({leg:g,offset:h,bytes:m})),{id:l,stages:u,legs:d,ends:c,skipped:p,summaryParts:f}=re(
{id:n.id,stages:n.stages,legs:n.legs,ends:i,skipped:n.skipReason,summaryParts:a},t);return{id:l,result:n.result,outputs:s,
stages:u,legs:d,...o.length>0?{withheld_outputs:re(o,t)}:{},...c.length>0?{leg_results:c}:{},...p===void 0?{}:{skip_reason:p},
...f.length>0?{summary_parts:f}:{}}})}function Yr(r){return typeof r=="string"?[r]:Array.isArray(r)?r.flatMap(Yr):r!==null&&
typeof r=="object"?Object.values(r).flatMap(Yr):[]}function df(r,t){let e=new Set(t),n={};for(let[s,o]of Object.entries(
r))o!==void 0&&!e.has(s)&&(n[s]=o);return n}function ff(r,t){try{return t()}catch(e){if(!(e instanceof S))throw e;let n=s=>X(
s,r).text;throw new S(e.code,n(e.message),{...e.where===void 0?{}:{where:n(e.where)},details:e.details.map(n),cause:e.cause})}}
function pf(){let r=li(process.pid);return{pid:process.pid,host:Xd(),...r?{start:r}:{}}}async function hf(r,t,e,n,s,o,i){
let{run:a,invocation:l}=s,u=await r.readSummary(a),d=await r.open(a),{jobs:c,summaryParts:p}=s.pulled?{jobs:await il(d,n,
s.pulled),summaryParts:null}:await gf(it(t,a),u,i.run(l.workflow_path)),f=[];l.workflow_sha256!==void 0&&l.workflow_sha256!==
o.workflow&&f.push("");let g=l.called_sha256;if(g!==void 0)for(let b of[...new Set([...Object.keys(g),...Object.keys(o.called)])].
sort())g[b]!==o.called[b]&&f.push(b);let h=[...new Set(c.flatMap(b=>b.stages))],m=c.map(b=>b.id),y=`stages: ${h.join(", ")||
"(none)"}; jobs: ${m.join(", ")||"(none)"}`;if(s.from.trim()==="")throw new S("usage",`is empty; name the stage or job o\
f run ${a} to run again from: ${y}`,{where:i.from});let w=u.unstored===void 0?[]:[u.unstored.failed,...u.unstored.after],
v=c.find(b=>b.id.includes("/")&&(b.stages.includes(s.from)||b.legs.includes(s.from)))?.id??c.find(b=>b.stages.includes(s.
from)||b.legs.includes(s.from))?.id??w.find(b=>b.stage===s.from)?.job??(await d.get(s.from))?.record.job??n.jobs.find(b=>b.
id===s.from)?.id,x=v?.split("/")[0];if(x===void 0)throw new S("stage-unknown",`run ${a} has no stage or job ${s.from}${Le(
s.from,[...h,...m])}; ${y}`,{where:i.from});let T=x===s.from?`job ${x}`:`${v===s.from?"job":"stage"} ${s.from} belongs t\
o job ${x}, which`;if(!e.jobs.some(b=>b.id===x)){let b=e.jobs.map(C=>C.id);throw new S("stage-unknown",`${T} is no longe\
r in ${e.fileName}: a replay runs the workflow file as it is now, not as run ${a} had it`,{where:i.from,details:[`its jo\
bs now: ${b.join(", ")||"(none)"}`]})}if(!n.jobs.some(b=>b.id===x))throw new S("stage-unknown",`${T} is not part of this\
 run${n.target===null?"":` (run ${a} was started with ${i.passJob(n.target)})`}`,{where:i.from});let A=new Set([x,...n.jobs.
filter(b=>b.upstream.includes(x)).map(b=>b.id)]);for(let b of n.jobs)b.calledBy!==null&&A.has(b.calledBy)&&A.add(b.id);let k=w.
find(b=>!A.has(b.job)&&!A.has(b.job.split("/")[0]));if(k!==void 0){let b=await Ri(it(t,a),u,i),C=b?.records.find(J=>J.stage===
k.stage&&J.attempt===k.attempt);throw new S("replay-incomplete",`run ${a} never stored ${se({...k,runAttempt:1})} of job\
 ${k.job}, so replaying from ${s.from} cannot reuse that job`,{where:i.from,details:[...C===void 0?[]:[C.reason],...b?[b.
fix]:[]]})}let R=new Map,P=[],U=new Set;for(let b of n.jobs){if(A.has(b.id))continue;let C=c.find(J=>J.id===b.id);if(!C)
throw new S("replay-incomplete",`run ${a} has no result for job ${b.id}; run it again in full`,{where:i.from});if(s.pulled){
let{resultFrom:J,...N}=C;J==="unknown"&&U.add(b.id),R.set(b.id,N)}else R.set(b.id,C);P.push(...C.stages)}for(let b of n.
jobs){if(!A.has(b.id)||s.pulled===void 0)continue;let C=b.needs.find(N=>U.has(N));if(C===void 0)continue;let{pulled:J}=s.
pulled;throw new S("replay-incomplete",`job ${C}'s result is not known: it recorded no stage, and GitHub lists no job of\
 run ${J.run_id} by its name, so replaying from ${s.from} cannot give it to job ${b.id}`,{where:i.from,details:[`GitHub'\
s jobs of the run: ${J.workflow_run.jobs.map(N=>N.name).join(", ")||"(none)"}`,`replay from job ${C} to run it here too:\
 ${i.replay(a,C)}`]})}for(let b of n.jobs)if(A.has(b.id))for(let C of b.needs){let J=R.get(C)?.withheldOutputs??[];if(J.
length===0)continue;let N=J.join(", ");if(s.pulled){let{pulled:E}=s.pulled;throw new S("replay-incomplete",`job ${C}'s o\
utput${J.length===1?` ${N} was`:`s ${N} were`} set on GitHub and not pulled (baton pull brings the stages' records; an o\
utput a run: step writes, or one of a matrix job, is in none), so replaying from ${s.from} cannot give ${J.length===1?"i\
t":"them"} to job ${b.id}`,{where:i.from,details:[`replay from job ${C} to run it here too: ${i.replay(a,C)}`,`its value\
 on GitHub is in the job's log: ${E.url}`]})}throw new S("replay-incomplete",`job ${C}'s output${J.length===1?` ${N} was`:
`s ${N} were`} not stored (it may hold a secret), so replaying from ${s.from} cannot give it to job ${b.id}`,{where:i.from,
details:[`replay from the job that made it: ${i.replay(a,C)}`]})}let Y=new Map(e.jobs.map(b=>[b.id,b])),$=b=>(R.get(b)?.
result??"success")!=="success",L=Y.get(x);if(L?.if.text===null){let b=L.needs.map(C=>C.id).filter($);if(b.length>0){let C=b[0];
for(let J=0;R.get(C)?.result==="skipped"&&J<e.jobs.length;J++){let N=Y.get(C)?.needs.map(E=>E.id).find($);if(N===void 0)
break;C=N}throw new S("replay-skips",`job ${x} needs ${b.map(J=>`${J} (${R.get(J).result} in run ${a})`).join(", ")}, so\
 replaying from ${s.from} would skip it again`,{where:i.from,details:[`replay from the job that did not succeed: ${i.replay(
a,C)}`]})}}let q=new Set(P),O=await d.list(),j=P.find(b=>!O.some(C=>C.stage===b));if(j!==void 0)throw new S("replay-inco\
mplete",`run ${a} recorded stage ${j}, but its record is gone from ${it(t,a)}, so it cannot be reused`,{where:i.from,details:[
`replay from that stage, to run it again: ${i.replay(a,j)}`]});for(let b of O)if(q.has(b.stage))try{await d.getAttempt(b.
stage,b.attempt,b.runAttempt)}catch(C){throw C instanceof S?new S("replay-incomplete",`run ${a}'s record of stage ${b.stage}\
 (attempt ${b.attempt}) cannot be reused: ${wt(C)}`,{where:i.from,details:[`replay from that stage, to run it again: ${i.
replay(a,b.stage)}`]}):C}let H=c.find(b=>b.id===x),D=s.from===x?null:v!==void 0&&v!==x?`every job of its call (${c.filter(
b=>b.id.startsWith(`${x}/`)).map(b=>b.id).join(", ")})`:H&&H.legs.length>1?`every leg of its matrix (${H.legs.join(", ")}\
)`:H&&H.stages.length>1?`every stage of it (${H.stages.join(", ")})`:null,K=D===null?null:`${i.fromStage(s.from)}: job ${x}\
 runs again whole, ${D}`,G=mi(a,l,"replay",i),nt=await wf(it(t,a),p,new Set(R.keys()));return{run:a,store:d,jobs:R,stages:P,
changed:f,whole:K,redactedStart:G,summaries:nt}}async function gf(r,t,e){let n=t.id,s=it(r,at.jobs),o=await Oe(s,"utf8").
catch(c=>{throw mf(t,s,c,e)}),i=ai(o,tf,s,{code:"replay-incomplete",what:"the jobs' results baton stores",fix:`run ${n} \
cannot be replayed; run it again in full`}),l=i.some(c=>c.legs.length>0||c.leg_results===void 0&&c.skip_reason===void 0)?
await yf(r):{legs:new Map,skips:new Map},u=i.some(c=>c.summary_parts!==void 0)?i.flatMap(c=>(c.summary_parts??[]).map(p=>({
job:c.id,...p}))):null;return{jobs:i.map(({withheld_outputs:c,leg_results:p,skip_reason:f,summary_parts:g,...h})=>{let m=l.
legs.get(h.id),y=x=>{let T=m?.get(x.leg);return{...x,...T?.durationMs===void 0?{}:{durationMs:T.durationMs},...T?.failedStep===
void 0?{}:{failedStep:T.failedStep}}},w=p?.map(y)??(m===void 0?void 0:h.legs.map(x=>m.get(x)??{leg:x,result:h.result})),
v=f??l.skips.get(h.id);return{...h,...c&&c.length>0?{withheldOutputs:c}:{},...w===void 0?{}:{legResults:w},...v===void 0?
{}:{skipReason:v}}}),summaryParts:u}}function mf(r,t,e,n){let s=r.id,o=`run it again in full: ${n} with the same options`;
if(mo(e)){let{why:u,details:d}=wo(t,e,Mn(t),{dir:Mn(t),what:"the run"});return new S("replay-incomplete",`cannot be read\
: ${u}, so run ${s} cannot be replayed`,{where:t,cause:e,details:[...d,`or ${o}`]})}if(!_t(e,"ENOENT"))return new S("rep\
lay-incomplete",`${Es(e)}, so run ${s} cannot be replayed`,{where:t,cause:e,details:[o]});let i=en(r),a=nn(r);if(a!==null)
return new S("replay-incomplete",`${rn(s,a)}, so it cannot be replayed yet: a replay takes the jobs' results of a finish\
ed run`,{details:["replay it once it has ended there",sn(a,Mn(t),`run it again in full (${n} with the same options), and\
 remove it`)]});if(i==="running")return new S("replay-incomplete",`run ${s} is still running, so it cannot be replayed y\
et: a replay takes the jobs' results of a finished run`,{details:["replay it once it has ended"]});if(i==="interrupted")
return new S("replay-incomplete",`run ${s} was interrupted (its process ended before the run did), so it cannot be repla\
yed: a replay takes the jobs' results of a finished run`,{details:[o]});let l=ko(r.reason,t);return l!==null?new S("repl\
ay-incomplete",`was never written, so run ${s} (${i}) cannot be replayed: a finished run keeps its jobs' results there`,
{where:t,details:[`the run ended with: ${l.slice(l.indexOf(`${at.jobs}: `)+at.jobs.length+2)}`,`${bo(l)}${o}`]}):new S("\
replay-incomplete",`is missing, so run ${s} (${i}) cannot be replayed: a finished run keeps its jobs' results there`,{where:t,
details:[...r.reason===void 0?[]:[`the run ended with: ${r.reason.split(`
`)[0]}`],`put it back if you have a copy, or ${o}`]})}async function wf(r,t,e){let n=await Oe(it(r,at.summary)).catch(a=>_t(
a,"ENOENT")?Buffer.alloc(0):null);if(n===null)return null;if(n.length===0)return[];if(t===null)return null;let s=[...t].
sort((a,l)=>a.offset-l.offset),o=[],i=0;for(let a of s){if(a.offset!==i||a.offset+a.bytes>n.length)return null;i+=a.bytes;
let l=n.subarray(a.offset,a.offset+a.bytes).toString("utf8"),u=Gr(a.job,a.leg);if(!l.startsWith(u)||!l.endsWith(`

`))return null;e.has(a.job)&&o.push({job:a.job,leg:a.leg,markdown:l.slice(u.length,-2)})}return i===n.length?o:null}async function yf(r){
let t=await Oe(it(r,at.events),"utf8").catch(()=>""),e=new Map,n=new Map,s=new Map,o=new Map;for(let i of Oo(t,["job-fin\
ished","job-skipped","step-finished","step-started","stage-recorded"])){if(i.type==="job-skipped"&&n.set(i.job,i.reason),
i.type==="step-started"&&o.set(`${i.job}\0${i.leg}`,[]),i.type==="stage-recorded"){let u=o.get(`${i.job}\0${i.leg}`);u!==
void 0&&!u.includes(i.stage)&&u.push(i.stage)}if(i.type==="step-finished"&&i.conclusion==="failure"){let u=`${i.job}\0${i.
leg}`,d=o.get(u)??[];s.has(u)||s.set(u,{step:i.step,name:i.name,message:i.message,...i.output_tail===void 0?{}:{output_tail:i.
output_tail},...d.length===0?{}:{stages:d}})}if(i.type!=="job-finished")continue;let a=e.get(i.job)??new Map,l=i.failed_step??
s.get(`${i.job}\0${i.leg}`);a.set(i.leg,{leg:i.leg,result:i.result,...i.reason===void 0?{}:{reason:i.reason},durationMs:i.
duration_ms,...l===void 0||i.result!=="failure"?{}:{failedStep:l}}),e.set(i.job,a)}return{legs:e,skips:n}}function Zr(r){
let t=zt(r??process.cwd()),e;try{e=(0,Kt.statSync)(t)}catch(n){if(!_t(n,"ENOENT","ENOTDIR"))throw fe(t,n,"cwd")}if(e?.isDirectory()!==
!0)throw new S("usage",e===void 0?"no such directory":"is not a directory",{where:`cwd ${t}`});return t}function bf(r){if(typeof r!=
"string"||r.trim()==="")throw zn("runWorkflow","the workflow file's path as its first argument (runWorkflow('.github/wor\
kflows/ci.yml', \u2026))",je(r))}async function Sf(r,t,e){let n=new Set(e);for(let s of await r.list())n.has(s.stage)&&await t.
copyAttempt(r,s.stage,s.attempt,s.runAttempt)}async function vf(r,t,e){let n=new Set;for(let s of e)for(let o of[...s.legs,
...(s.legResults??[]).map(i=>i.leg)])n.add(o);for(let s of n){let o=ue(s),i=it(r,o);if((await Bd(i).catch(()=>null))?.isFile()!==
!0)continue;let a=ao(t,at.jobLogPrefix);try{await Gd(i,a,Kt.constants.COPYFILE_EXCL),await Kd(a,it(t,o))}catch(l){throw await Vd(
a,{force:!0}),new S("run-write-failed",Qn(`the job log of ${s}`,l),{where:it(t,o),cause:l})}}}async function Pw(r,t,e={}){
return kf(r,t,e,Zn)}async function kf(r,t,e,n,s="clean-up"){$f(r,t);let o=Vr(e,"replayWorkflow"),i=Zr(o.cwd),a=zt(i,o.storeDir??
_e),l=await gl(a,s),u=new tn(a),d=await u.resolve(r),c=await u.readSummaryOrProblem(d),p=c instanceof S?void 0:c.pulled;
if(p){let{invocation:g,replay:h}=await ol(d,it(a,d),p,i,o.event!==void 0,n);return Xr(g.workflow_path,{...o,cwd:i,storeDir:a,
eventName:g.event_name},{words:n,replay:{run:d,from:t,invocation:g,pulled:h},leftovers:l})}if(o.event!==void 0)throw new S(
"usage",`is for a run pulled from GitHub (which does not keep its event payload); run ${d} was started here, and a repla\
y gives it the event it was started with`,{where:n.event,details:[`replay it without ${n.event}: ${n.replay(d,t)}`]});let f=await hi(
it(a,d),d);if(f.redacted)throw new S("replay-refused",`run ${d} was started with a secret (or text shaped like a token) \
in ${gi(f,n)}, which was not stored, so it cannot be replayed`,{details:[`start it again in full: ${n.run(f.workflow_path)}\
 with the same options`]});return Xr(f.workflow_path,{...o,cwd:i,storeDir:a,...f.job?{job:f.job}:{},inputs:f.inputs,event:f.
event,eventName:f.event_name,vars:f.vars,secrets:[...new Set([...f.secrets,...o.secrets??[]])],...f.parent?{parent:f.parent}:
{}},{words:n,replay:{run:d,from:t,invocation:f},leftovers:l})}function $f(r,t){let e=[...typeof r=="string"&&r.trim()!==
""?[]:[{takes:"the stored run's id (or 'latest') as its first argument (replayWorkflow('latest', 'fix', \u2026))",given:je(
r)}],...typeof t=="string"?[]:[{takes:"the stage or job to run again from as its second argument (replayWorkflow('latest\
', 'fix', \u2026))",given:je(t)}]],[n,...s]=e;if(n!==void 0)throw zn("replayWorkflow",n.takes,n.given,void 0,s.map(({takes:o,
given:i})=>ws(o,i)))}function xf(r){return(typeof r=="object"||typeof r=="function")&&r!==null&&typeof r.then=="function"}export{un as a,cn as b,ji as c,Bl as d,hn as e,Rw as f,ef as g,Pw as h,kf as i};

import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{b as ir,c as an,d as hi,e as gi,f as ln,g as un,i as Ri}from"./chunk-VFUYIWOJ.js";import{a as Qo,b as ti}from"./chunk-AUIDJ6VR.js";
import{a as ni,b as vi,c as $i,d as xi}from"./chunk-C7LDDUVL.js";import{a as oi,c as ii,d as ai,j as mi,k as wi,l as yi,
m as bi}from"./chunk-YAGWQEGN.js";import{b as Xo}from"./chunk-XKXLJUWA.js";import{a as or,b as ui,c as ci,d as di,
e as fi,g as pi}from"./chunk-EQMIBNCR.js";import{a as Ht,e as ei,h as sr,i as on,j as ri,k as si}from"./chunk-2NNKE2JW.js";
import{b as Si,c as ki,d as ar}from"./chunk-SIUFVY2P.js";import{a as Yo,b as tn,d as en,e as nn,g as rn,h as sn,i as Zo}from"./chunk-7SZ2QCAW.js";
import{b as li}from"./chunk-6RREDHNG.js";import{a as Ps,b as As}from"./chunk-FL7IOKTP.js";import{a as Cs}from"./chunk-IKWILSW6.js";
import{k as Vo,l as qo}from"./chunk-7EMBPQ6D.js";import{a as Wt,b as js,c as Ms,e as Be,f as Ut,g as Vs,h as qs,i as Xs,
j as Ys,n as ho}from"./chunk-7NR32TES.js";import{$ as So,B as Ue,D as Fs,Da as Wo,E as Is,Ea as Uo,F as Ds,G as Ws,
Ga as Jo,J as Us,Ja as Ho,K as Js,Ka as Bo,L as Hs,Ma as rr,Na as Go,Oa as zo,Pa as Ko,Q as he,R as Bs,T as Gs,U as zs,X as ge,
Z as Qn,_ as bo,aa as ko,b as $t,ba as vo,c as xt,ca as $o,d as We,da as xo,e as Dt,ea as Ro,fa as Oo,ha as Xe,ia as Ye,
ja as er,ka as Ao,ma as Ze,na as Eo,oa as To,pa as No,r as rt,v as Ls,wa as Fo,xa as Io,ya as Do}from"./chunk-EXKCGBEU.js";
import{A as _o,B as Co,J as jo,L as Mo,M as Lo,a as tr,i as Po,z as Qe}from"./chunk-5N3ZANE4.js";import{b as Z,c as oe,
d as Ke,e as Ve,f as qe,g as Yn,h as go,i as mo,k as wo,l as Jt,m as Zn,n as yo}from"./chunk-PY6H47Q3.js";import{b as nr}from"./chunk-LS2NIP65.js";
import{B as se,C as ro,D as so,F as oo,G as qn,H as Xn,I as io,J as ao,K as lo,L as uo,M as co,N as fo,Q as po,R as Ct,a as He,
b as Ks,m as Zs,q as Qs,r as to,v as eo,w as Ge,x as ze,y as no}from"./chunk-QONJWPUT.js";import{a as Je}from"./chunk-RBL3FFHZ.js";
import{b as _s}from"./chunk-7KFGQS7P.js";import{f as Ts,g as Ns,h as De}from"./chunk-PITDU5S5.js";import{b as xs,
c as Rs,d as pe,e as Os,g as re,i as Es,j as Ie}from"./chunk-EDG7CDSE.js";import{c as Zt}from"./chunk-FCWOFCWY.js";
import{a as Nt,b as Le,c as vt,d as Gn,e as hs,g as Vn,i as Fe,n as $s}from"./chunk-YVIS2J2P.js";import{a as _e,b as Ce,
d as S,e as Ft,f as yt,g as Un,h as ss}from"./chunk-OKFZ7BVP.js";import{a as Qt}from"./chunk-5A7QKWCT.js";import{
Ba as de,D as st,Ea as ks,Fa as z,H as W,Ha as vs,Ka as fe,La as ne,N as Tt,U as et,V as at,W as ce,Z as kt,_ as ps,b as Jn,
d as os,e as is,j as je,ja as gs,ka as ms,l as as,m as ls,n as Mt,o as us,oa as ot,p as cs,pa as It,q as Hn,qa as zn,r as Bn,
ra as ws,t as ds,ta as ys,u as fs,ua as _t,va as ee,w as te,wa as bs,x as Me,ya as Ss,za as Kn}from"./chunk-VIRAYIUH.js";
import{d as Ot}from"./chunk-3NR5HZ6E.js";var gl=new TextEncoder,ml=new TextDecoder("utf-8",{fatal:!0,ignoreBOM:!0}),wl=new TextDecoder("latin1");async function Oi(r,t,e){
let n=[],s=[],o=new Set,i=st.artifactBytes;for(let[l,a]of(t.artifacts??[]).entries()){let u=p=>s.push({code:Tt.artifactRefused,
severity:"warning",path:$s(["artifacts",l,"path"]),message:`${a.path} ${p}; it was not kept`});if(a.path.includes(kt.markerPrefix)){
u("held a secret (its path was redacted)");continue}let d=eo(a.path);if("refused"in d){u(d.refused);continue}if(o.has(d.
path))continue;let c=await e.readArtifact(r.workingDirectory,d.path,i);if(c.kind==="refused"){u(c.reason);continue}let f=yl(
c.bytes,r.redact,`${fs}/${d.path}`);if("refused"in f){u(f.refused);continue}if(f.bytes.length>i){u(`is ${f.bytes.length}\
 bytes once redacted, more than the ${i} bytes left of the ${st.artifactBytes}-byte limit for one record's artifacts`);continue}
s.push(...f.problems),n.push({path:d.path,bytes:f.bytes}),o.add(d.path),i-=f.bytes.length}return{files:n,problems:s}}function yl(r,t,e){
let n;try{n=ml.decode(r)}catch{n=void 0}if(n!==void 0){let s=Ye(n,t,e);return s.problems.length===0?{bytes:r,problems:[]}:
{bytes:gl.encode(s.text),problems:s.problems}}return Z(wl.decode(r),t).redactions.length>0?{refused:"is not UTF-8 text a\
nd holds a secret, which cannot be redacted from a binary file"}:{bytes:r,problems:[]}}async function cn(r,t,e,n,s={}){let o=r.agent?.kind==="preset"?r.agent.preset:null,i=e===null?s.agentOutput:void 0,l=o===
null?null:e?Ds(o,e.stdout):i?Ws(o,i.text):null,a=e?e.stdout:i?.text??null,u=o!==null&&i!==void 0?Js(o,i.text):null,d=e?"\
the agent's stdout":i?`${W.agentOutput} ${i.path}`:"",c=await xl(r,t,a,l?.finalText??null,d,n),f=c.kind==="valid"?c.handoff:
null,p=f?await Oi(r,f,n.workspace):{files:[],problems:[]},g=[...t.warnings,...c.problems,...p.problems,...l?.problems??[],
...o!==null&&e===null?$l(o,i,l):[]],h=c.kind==="invalid",b=r.onInvalid==="fail"||r.handoff==="required",m=null,y,x={reason:"\
cancelled",message:`the stage was cancelled while its agent ran${typeof s.signal?.reason=="string"?`: ${s.signal.reason}`:
""}`};if(s.cancelled||s.signal?.aborted)y=x;else if(e&&e.exitCode!==0){let O=r.agent?.kind==="preset"?Sl(r.agent.preset,
e,r.redact):"";y={reason:"exit-nonzero",message:e.exitCode!==null?`the agent exited with code ${e.exitCode}${O}`:e.signal!==
null?`the agent was ended by ${e.signal}`:`the agent could not start: ${e.output.replace(un,"").trim()}`,exitCode:e.exitCode,
signal:e.signal}}else if(i&&u)y={reason:"exit-nonzero",message:`the agent's output (${i.path}) ends with an error result${kl(
o,u,r.redact)}`,exitCode:null,signal:null};else if(h&&b){let O=c.problems.filter(U=>U.severity==="error");y={reason:"han\
doff-invalid",message:`the handoff was refused (${Pl(O.length,"problem")}): ${Ol(O)}`,problems:O}}else if(f===null&&r.handoff===
"required"){let O=`no handoff: nothing at $${Mt.handoffPath} and no block between the markers in the agent's output, and\
 this stage requires one (handoff: required)`;g.push({code:Tt.handoffMissing,severity:"error",path:"$",message:O}),y={reason:"\
handoff-missing",message:O}}else if(s.verify){let O=await s.verify();m=O.facts,g.push(...O.problems),y=s.signal?.aborted?
{reason:"cancelled",message:"the stage was cancelled while verify ran"}:m.exit_code===0?{reason:"completed",message:null}:
{reason:"verify-failed",message:`verify failed with ${m.exit_code===null?"no exit code (ended by a signal)":`exit code ${m.
exit_code}`}`,exitCode:m.exit_code}}else y={reason:"completed",message:null};let N=h&&!b?g.map(O=>({...O,severity:"warni\
ng"})):g,A=n.workspace.now(),k=await Xe(r,{attempt:t.attempt,repair:t.repair,hop:t.hop,lineage:t.lineage,...t.parent?{parent:t.
parent}:{},prompt:t.prompt,handoff:f,agent:e,startedAt:new Date(t.preparedAt),finishedAt:A,usage:l?.usage??null,verify:m,
outcome:y,problems:N,files:p.files},n),R=r.handoff==="required"&&(y.reason==="handoff-invalid"||y.reason==="handoff-miss\
ing");return{...k,outputs:an(k.record,k.handoff,{artifactId:k.ref.id,promptPath:t.promptPath,handoffPath:t.handoffPath}),
repairProblems:R?k.record.problems.filter(O=>O.severity==="error"):[]}}var bl=300;function Sl(r,t,e){let n=Us(r,t.output);
if(n===null)return"";let s=Pi(n.text,e);return s===""?"":n.source==="cli"?`: ${r} said "${s}"`:`: ${s}`}function Pi(r,t){
let e=Z(ls(r),t).text;return li(Zt(Ie(e).replace(/\s+/g," ").trim()),bl)}function kl(r,t,e){let n=Pi(t.text,e);return`${t.
subtype?.startsWith("error")===!0&&t.subtype!==n?` (${t.subtype})`:""}${n===""?"":`: ${r} said "${n}"`}`}var vl={claude:"\
claude -p --output-format stream-json --verbose \u2026 > file, or claude-code-action\u2019s execution_file",codex:"codex\
 exec --json \u2026 > file",gemini:"gemini --output-format json \u2026 > file",copilot:"copilot --output-format=json \u2026 >\
 file; Copilot CLI 1.0.102 puts no token counts in it"};function $l(r,t,e){let n=`give ${W.agentOutput} the file the CLI\
\u2019s machine-readable output went to (${vl[r]})`,s=i=>[{code:Tt.usageMissing,severity:"warning",path:"agent.usage",message:i}];
if(t===void 0)return s(`${W.agent} is ${r} and ${W.agentOutput} is empty, so the record has no usage: ${n}`);if(e===null||
e.usage!==null||e.problems.length>0)return[];let o=t.cut>0?` in its last ${t.bytes-t.cut} bytes (of ${t.bytes}: only the\
 end of a longer file is read)`:"";return s(`${W.agentOutput} ${t.path} holds no usage in ${r}\u2019s output format${o},\
 so the record has none: ${n}`)}async function xl(r,t,e,n,s,o){let i=await o.workspace.readHandoff(t.handoffPath),l=[],a;
if(i.kind!=="missing")a=i;else if(e!==null)for(let[f,p]of[[n,`the final message in ${s}`],[e,s]]){if(!f)continue;let g=Ps(
f);if(l.push(...g.warnings),g.json!==null){a=As(g.json,p);break}}if(a===void 0)return{kind:"missing",problems:Rl(l)};if(a.
kind==="invalid")return{kind:"invalid",problems:[...l,...a.problems]};if(r.dataSchema!==void 0){let f=Ts(a.handoff.data,
r.dataSchema);if(f.length>0)return{kind:"invalid",problems:[...l,...f]}}let u=wo(a.handoff,r.redact),d=[...l,...a.warnings,
...u.problems],c=u.handoff.next?.stage;if(c!==void 0&&r.workflowJobs!==null&&!r.workflowJobs.includes(c)){let f={code:Tt.
nextUnknownStage,severity:r.onInvalid==="warn"?"warning":"error",path:"$.next.stage",message:`"${c}" names no job in thi\
s workflow; jobs: ${[...r.workflowJobs].sort().join(", ")}`};if(r.onInvalid==="fail")return{kind:"invalid",problems:[...d,
f]};d.push(f)}else c!==void 0&&r.workflowJobs===null&&d.push({code:Tt.nextUnchecked,severity:"warning",path:"$.next.stag\
e",message:`"${c}" was not checked against the workflow's jobs, which are not known here: ${r.workflowUnread??"the workf\
low file was not read"}; the \`next\` output names it as given, whether or not a job has that id`});return{kind:"valid",
handoff:u.handoff,problems:d}}function Rl(r){let t=new Set;return r.filter(e=>{let n=`${e.code}\0${e.path}\0${e.message}`;
return t.has(n)?!1:(t.add(n),!0)})}function Ol(r){let t=[...r].sort((n,s)=>Number(Vn(s.message))-Number(Vn(n.message))),
e=t.slice(0,3).map(re).join("; ");return t.length>3?`${e}; and ${t.length-3} more`:e}function Pl(r,t){return`${r} ${t}${r===
1?"":"s"}`}function Ai(r){let t=r.problems.filter(s=>s.severity==="error"),e=(t.length>0?t:r.problems).map(s=>`- ${re(s).replace(/\s+/g,
" ")}`).join(`
`),n=JSON.stringify(Cs(),null,2);return[`# Your handoff for stage \`${r.stage}\` was not accepted`,"","Your last run fin\
ished, but baton could not accept its handoff:","",e,"",`Do not redo the work. Write the handoff again, as one JSON obje\
ct that follows the JSON Schema below, to the file named by the environment variable \`${Mt.handoffPath}\` (or print it a\
s the last thing you output, between a line \`${Bn.start}\` and a line \`${Bn.end}\`).`,"","## The handoff JSON Schema",
"",De(n,"json"),"",...r.dataSchema===void 0?[]:["## This stage's data-schema","","The handoff's `data` must also follow \
this JSON Schema (a pattern is an ECMAScript regular expression; lengths are in UTF-8 bytes):","",De(Ns(r.dataSchema),"j\
son"),""],"## The task you were given","",De(r.previousPrompt,"markdown"),""].join(`
`)}async function dn(r,t,e={}){let n=e.attempt??1,s=t.workspace.now();await Tl(r,n,t.store);let o=e.upstream??await Nl(r,t.
store),i=e.parent!==void 0?e.parent:await Cl(r,t),l=o.filter(m=>m.stored!==void 0),a=l.map(m=>Ei(m.stored)).sort((m,y)=>tr(
m.stage,y.stage)),u=i?.deepest[0]?.record.hop??0,d=1+Math.max(u,...l.map(m=>m.stored.record.hop)),c=i?{run:i.run,lineage:i.
deepest.map(Ei)}:void 0,f=async(m,y)=>{let $=await Xe(r,{attempt:n,repair:e.repair!==void 0,hop:d,lineage:a,...c?{parent:c}:
{},prompt:"",handoff:null,agent:null,startedAt:s,finishedAt:t.workspace.now(),usage:null,verify:null,outcome:m,problems:y},
t);return{kind:"refused",result:{stage:r.stage,ok:!1,outcome:$.outcome,attempts:[$],final:$,outputs:an($.record,null,{artifactId:$.
ref.id})}}};if(d>r.maxHandoffs){let m=await jl(r,l,i,t),y=`stage ${r.stage} would be hop ${d}, more than max-handoffs ${r.
maxHandoffs}: ${Fl(m)}`;return f({reason:"max-handoffs",message:y,hop:d,limit:r.maxHandoffs,chain:m},[{code:Tt.maxHandoffs,
severity:"error",path:"$",message:y}])}let p,g=[];if(e.repair)p=Ai({stage:r.stage,...e.repair,...r.dataSchema===void 0?{}:
{dataSchema:r.dataSchema}});else try{({prompt:p,warnings:g}=await Al(r,o,e.attemptContext))}catch(m){if(!(m instanceof S))
throw m;let y={code:m.code,severity:"error",path:m.where??"$",message:m.message};return f({reason:"render-failed",message:yt(
m),problems:[y]},[y])}let h=await t.workspace.attemptPaths(r.stage,n);return r.agent?.kind==="preset"&&(p=`${p.trimEnd()}\


${Hs({handoffPath:h.handoffPath,...r.dataSchema===void 0?{}:{dataSchema:r.dataSchema}})}
`),await t.workspace.writePrompt(h.promptPath,p),{kind:"ready",prepared:{stage:r.stage,attempt:n,repair:e.repair!==void 0,
prompt:p,promptPath:h.promptPath,handoffPath:h.handoffPath,lineage:a,hop:d,...c?{parent:c}:{},warnings:g,preparedAt:s.toISOString(),
...r.agent?.kind==="preset"?{agent:r.agent.preset}:{}},upstream:o,parent:i}}async function Al(r,t,e){if(r.template===null)
throw new S("prompt-missing","this stage has no prompt template",{where:r.stage});let n={source:r.template.source,...r.maxPromptTokens===
null?{}:{maxPromptTokens:r.maxPromptTokens},...r.madeEvent===void 0?{}:{madeEventHint:mi(r.madeEvent,r.madeEventRun)},...r.
workflowUnread===void 0?{}:{notUpstreamHint:El(r.workflowUnread,r.needs)}};await yi(r.template.text,n);let s=Po({upstream:t,
inputs:r.inputs,github:r.github,...e?{attempt:e}:{},require:r.needs,analysis:wi(r.template.text)}),o=bi(r.template.text,
s.context,n);return{prompt:o.prompt,warnings:[...s.warnings,...o.warnings]}}function El(r,t){return e=>{let n=[...new Set(
e.filter(i=>i.kind==="stage").map(i=>i.stage))],s=[...new Set([...t,...n])],o=n.length>0?`give the step \`${W.needs}: ${s.
join(", ")}\``:`give the step a \`${W.needs}\` input naming the stages of ${e.map(i=>`job ${i.stage}`).join(", ")}`;return`\
the workflow file was not read here (${r}), so the upstream stages are only those the \`${W.needs}\` input names (${t.length>
0?t.join(", "):"none"}) and the stages their records name: check out this repository before this step (actions/checkout \
with persist-credentials: false), or ${o}`}}async function Tl(r,t,e){let n={stage:r.stage,attempt:t,runAttempt:r.run.attempt};
if((await e.list()).some(o=>ze(o,n)===0))throw new S("record-exists",`${se(n)} already has a record in this run, so the \
agent was not run; records are immutable`,{where:`stage ${r.stage}`,details:[`another job of this run records stage ${r.
stage}: give each job its own stage id (the \`${W.stage}\` input)`]})}async function Nl(r,t){let e=r.upstream.filter(a=>a.
stage!==r.stage),n=await Promise.all(e.map(a=>t.get(a.stage))),s=new Map(e.map(a=>[a.stage,a])),o=(a,u)=>{let{job:d=null,
matrix:c,open:f,place:p}=s.get(a)??{};return{stage:a,job:d??u?.record.job??a,stored:u,...c===void 0?{}:{matrix:c},...f===
!0?{open:!0}:{},...p===void 0?{}:{place:p}}},i=new Map;for(let[a,u]of e.entries())i.set(u.stage,n[a]);if(r.expandLineage){
let a=[...i.values()].filter(u=>u!==void 0);for(let u=a.shift();u;u=a.shift())for(let d of u.record.lineage){if(d.stage===
r.stage||i.has(d.stage))continue;let c=await t.getAttempt(d.stage,d.attempt,d.run_attempt),f=c?.recordSha256===d.record_sha256?
c:void 0;i.set(d.stage,f),f&&a.push(f)}}let l=r.expandLineage?await _l(r,i,t):new Map;return[...i].map(([a,u])=>{let d=l.
get(a);return{...o(a,u),...d?{recordedLike:d}:{}}})}async function _l(r,t,e){let n=r.needs.filter(i=>t.has(i)&&t.get(i)===
void 0),s=new Map;if(n.length===0)return s;let o=[...new Set((await e.list()).map(i=>i.stage))].filter(i=>i!==r.stage).sort(
tr);for(let i of n){let l=o.filter(a=>a.startsWith(`${i}-`));l.length>0&&s.set(i,l)}return s}async function Cl(r,t){if(r.
parentRun===null)return null;if(!t.openRun)throw new Ft(`stage ${r.stage}: a parent run is set but no way to open anothe\
r run was given`);let e=await t.openRun(r.parentRun),n=new Map;for(let i of await e.list())n.set(i.stage,no([i,n.get(i.stage)??
i]));let s=(await Promise.all([...n.values()].map(i=>e.getAttempt(i.stage,i.attempt,i.runAttempt)))).filter(i=>i!==void 0),
o=Math.max(0,...s.map(i=>i.record.hop));return{run:r.parentRun,store:e,deepest:s.filter(i=>i.record.hop===o)}}function Ei(r){
let{stage:t,attempt:e,run:n}=r.record;return{stage:t,attempt:e,...n.attempt>1?{run_attempt:n.attempt}:{},record_sha256:r.
recordSha256}}async function jl(r,t,e,n){let s=r.maxHandoffs+1,o=new Map(t.map(p=>[p.stored.recordSha256,p.stored])),i=new Map;
e&&i.set(e.run,Promise.resolve(e.store));let l=p=>(!i.has(p)&&n.openRun&&i.set(p,n.openRun(p)),i.get(p)),a=p=>p.reduce((g,h)=>g===
void 0||h.stored.record.hop>g.stored.record.hop?h:g,void 0),u=async(p,g,h)=>{let b=[];for(let m of p){let y=(h===null?o.
get(m.record_sha256):void 0)??await g.getAttempt(m.stage,m.attempt,m.run_attempt);y?.recordSha256===m.record_sha256&&b.push(
{stored:y,store:g,run:h})}return b},d=[{stage:r.stage,run:null}],c=a([...t.map(p=>({stored:p.stored,store:n.store,run:null})),
...(e?.deepest??[]).map(p=>({stored:p,store:e.store,run:e.run}))]),f=!1;for(;c&&d.length<s+1;){d.unshift({stage:c.stored.
record.stage,run:c.run});let{record:p}=c.stored;if(p.hop<=1){f=!0;break}let g=await u(p.lineage,c.store,c.run);if(p.parent)
try{let h=await l(p.parent.run);h&&g.push(...await u(p.parent.lineage,h,p.parent.run))}catch{}c=a(g)}return Ml(d,f)}function Ml(r,t){
let e=r.some(o=>o.run!==null),n=t?[]:["\u2026"],s;for(let o of r)e&&o.run!==s&&n.push(Ll(o.run)),s=o.run,n.push(o.stage);
return n}function Ll(r){return r===null?"this run:":`run ${r}:`}function lr(r){return r.endsWith(":")}function Fl(r){let t=r.
filter(l=>!lr(l)&&l!=="\u2026").length,e=[],n,s=!1,o=0;for(let l of r)lr(l)?(n=l,s=!1):l==="\u2026"?e.push(l):(t<=12||o<
5||o>=t-5?(n!==void 0&&!s&&e.push(n),s=!0,e.push(l)):e.at(-1)!=="\u2026"&&e.push("\u2026"),o++);let i="";for(let[l,a]of e.
entries()){let u=e[l-1];i+=l===0?a:u!==void 0&&lr(u)?` ${a}`:` \u2192 ${a}`}return i}async function Ti(r,t){if(r.agent===null)throw new Ft(`stage ${r.stage}: runStage needs an agent (run or agent); this sp\
ec is for a split stage`);let e=[],n,s,o={},i="",l=!1;for(let a=1;;a++){let u=await dn(r,t,{...o,attempt:a,...n?{upstream:n}:
{},...s!==void 0?{parent:s}:{}});if(u.kind==="refused")return t.reporter?.error(u.result.outcome.message??"",r.stage),{...u.
result,attempts:[...e,...u.result.attempts]};n=u.upstream,s=u.parent;let d=u.prepared;d.repair||(i=d.prompt);for(let h of d.
warnings)t.reporter?.warning(h.message,`${r.stage} ${h.path}`);let c=await Ul(r,d,t),f=await cn(r,d,c,t,{...t.signal?{signal:t.
signal}:{},...r.verify===null?{}:{verify:()=>Jl(r,d,t,r.verify)}});e.push(f);let{outcome:p}=f,g=t.signal?.aborted===!0;if(f.
repairProblems.length>0&&!l&&!g){l=!0,t.reporter?.warning(`${p.message}; giving the agent one repair turn`,r.stage),o={repair:{
problems:f.repairProblems,previousPrompt:i}};continue}if(p.reason==="verify-failed"&&a<r.attempts&&!g){t.reporter?.warning(
`attempt ${a} of ${r.attempts}: ${p.message}; trying again`,r.stage),o={attemptContext:Dl(a+1,f.handoff,f.record.verify)};
continue}return p.reason==="cancelled"?t.reporter?.warning(p.message,r.stage):p.reason!=="completed"&&t.reporter?.error(
p.message,r.stage),Il(r,p,e,f.outputs)}}function Il(r,t,e,n){let s=e.at(-1);if(!s)throw new Ft(`stage ${r.stage}: no att\
empt was stored`);return{stage:r.stage,ok:ln(t.reason),outcome:t,attempts:e,final:s,outputs:n}}function Dl(r,t,e){return{
number:r,previous:t,verify:e?{exit_code:e.exit_code,output:e.output_tail}:null}}function Wl(r,t){let e={};for(let[n,s]of Object.
entries(r))us.includes(n)||cs.some(o=>n.startsWith(o))||(e[n]=s);return{...e,...t}}function Ni(r,t,e,n={}){return Wl(e.env,
{...n,[Mt.promptPath]:t.promptPath,[Mt.handoffPath]:t.handoffPath,[Mt.stage]:r.stage})}async function Ul(r,t,e){let n=r.
agent,s=n.kind==="preset"?{...Is(n.preset),shell:"bash"}:{script:n.command,env:{},shell:r.shell};e.reporter?.info(`${r.stage}\
: attempt ${t.attempt}${t.repair?" (repair turn)":""}, running the agent`);let o=e.guardAgentConfig;return _i(e,()=>{let i=Ni(
r,t,e,s.env);return n.kind==="preset"&&Fs(i),{script:s.script,shell:s.shell,cwd:e.workspace.resolveDirectory(r.workingDirectory),
env:i}},n.kind==="preset"&&o?i=>o(n.preset,i):void 0)}async function _i(r,t,e){let n=r.workspace.now();try{let s=t(),o=e?
await e(s.cwd):void 0;try{return await r.runner.run({...s,...r.onOutput?{onOutput:r.onOutput}:{},...r.signal?{signal:r.signal}:
{}})}finally{await o?.()}}catch(s){let o=`${un}${yt(s)}
`;return r.onOutput?.(o,"stderr"),{exitCode:null,signal:null,startedAt:n,finishedAt:r.workspace.now(),output:o,stdout:""}}}
async function Jl(r,t,e,n){e.reporter?.info(`${r.stage}: attempt ${t.attempt}, running verify`);let s=await _i(e,()=>({script:n,
shell:r.shell,cwd:e.workspace.resolveDirectory(r.workingDirectory),env:Ni(r,t,e)})),o=Ye(s.output,r.redact,"verify.outpu\
t_tail");return{facts:{command:n,exit_code:s.exitCode,output_tail:os(o.text,st.verifyOutputTailBytes),duration_ms:Math.max(
0,s.finishedAt.getTime()-s.startedAt.getTime())},problems:o.problems}}var Fi=Ot(Je(),1),Bt=Ot(Qt(),1);import{spawn as Gl}from"node:child_process";import{tmpdir as zl}from"node:os";import{join as Kl}from"node:path";
import{StringDecoder as Vl}from"node:string_decoder";var ie=class{#t;#r={stdout:"",stderr:""};#n=null;constructor(t){this.#t=t}push(t,e){let n=this.#r[e]+t,s=n.endsWith("\r")?
n.slice(0,-1):n,o=Math.max(s.lastIndexOf(`
`),s.lastIndexOf("\r"))+1;n.length-o>65536&&(o=n.length),this.#e(e,n.slice(0,o)),this.#r[e]=n.slice(o)}end(t){this.#e(t,
this.#r[t]),this.#r[t]=""}#e(t,e){e!==""&&(this.#n!==null&&!this.#n.ended&&this.#n.stream!==t&&this.#t(`
`,!0),this.#t(e,!1),this.#n={stream:t,ended:e.endsWith(`
`)||e.endsWith("\r")})}};var Hl=8;function ji(r,t,e,n){let s=r+t,o=r.length,i=Ve(s,e),l=i.find(d=>d.start<o&&d.end>o),a=l?l.end-o:0;if(n&&(a=Ci(t,
a)),!s.includes("\x1B")&&i.every(d=>d.end<=o+a))return a;let u=Z(s,e).text;for(let d=0;a<t.length&&d<=Hl;d++){if(qe(s,o+
a,e,u))return a;a=n?Ci(t,a+1):Bl(t,a+1)}return t.length}function Ci(r,t){if(t===0||r.charCodeAt(t-1)===Mi)return t;let e=r.
indexOf(`
`,t);return e===-1?r.length:e+1}function Bl(r,t){for(let e=t;e<=r.length;e++){let n=r.charCodeAt(e-1);if(n===Mi||n===32||
n===9)return e}return r.length}var Mi=10;var me=Ot(Qt(),1);function we(){try{return(0,me.readdirSync)("/proc").filter(r=>/^\d+$/.test(r)).map(Number).filter(r=>r!==
process.pid)}catch{return null}}function fn(r){let t;try{t=(0,me.readFileSync)(`/proc/${r}/stat`,"utf8")}catch{return null}
let[e="",,n]=t.slice(t.lastIndexOf(")")+2).split(" ");return{state:e,group:Number(n)}}function ur(r,t){try{return(0,me.readFileSync)(
`/proc/${r}/environ`,"utf8").split("\0").includes(t)}catch{return!1}}var cr={killGraceMs:5e3,maxOutputBytes:st.agentOutputBytes,drainMs:1e3};function ql(r){try{process.kill(-r,0)}catch{return!1}
let t=we();return t===null?!0:t.some(e=>{let n=fn(e);return n!==null&&n.group===r&&n.state!=="Z"})}var pn=class{#t;#r;#n;#e;#s;#i;#l;#o;#u;#c;constructor(t={}){
this.#t=t.tempDir??zl(),this.#r=t.killGraceMs??cr.killGraceMs,this.#n=t.maxOutputBytes??cr.maxOutputBytes,this.#e=t.drainMs??
cr.drainMs,this.#s=t.outputHook,this.#i=t.reuseScripts?new Map:void 0,this.#l=t.secrets??[],this.#o=t.noPathHint??"PATH \
is not set in its environment",this.#c=t.fewerJobs,this.#u=t.tempPlace??{...Be(this.#t),...t.fewerJobs===void 0?{}:{fewerJobs:t.
fewerJobs}}}async run(t){let e=$o(t.shell);Xl(t.cwd);let n=xo(e,t.script),s=this.#d(e.extension,n),o=s??Kl(this.#t,`bato\
n-step-${(0,Fi.randomUUID)()}${e.extension}`);if(s===void 0){try{(0,Bt.writeFileSync)(o,n,{flag:"wx",mode:448})}catch(i){
throw i.code!=="EEXIST"&&(0,Bt.rmSync)(o,{force:!0}),Ut(this.#u,o,"the command's script",i)}this.#i?.set(`${e.extension}\
\0${n}`,o)}this.#s?.begin?.();try{return await this.#f(e.file,Ro(e,o),t)}finally{this.#s?.end?.(),this.#i===void 0&&(0,Bt.rmSync)(
o,{force:!0})}}#d(t,e){let n=`${t}\0${e}`,s=this.#i?.get(n);if(s===void 0)return;let o=Buffer.from(e),i;try{i=xs(s,o.length)}catch{
i={kind:"missing"}}if(i.kind==="file"&&o.equals(i.bytes))return s;this.#i?.delete(n)}#f(t,e,n){return new Promise((s,o)=>{
let i=new Date,l=new hn(this.#n),a=new hn(this.#n,{decode:je,byteLength:as}),u=Gl(t,e,{cwd:n.cwd,env:n.env,stdio:["ignor\
e","pipe","pipe"],detached:!0});u.pid!==void 0&&n.onStart?.(u.pid);let d,c,f,p,g=!1,h=M=>{if(u.pid!==void 0)try{process.
kill(-u.pid,M)}catch{}},b=()=>u.pid!==void 0&&ql(u.pid),m,y=!1,$,x=null,N,A=()=>{h("SIGKILL"),N=Date.now()},k=Number.POSITIVE_INFINITY,
R=M=>{M>=k||(k=M,clearTimeout(d),d=setTimeout(A,Math.max(0,M-Date.now())),d.unref())},O=()=>{x!=="terminate"&&(x="termin\
ate",clearTimeout(c),h("SIGTERM"),R(Date.now()+this.#r))},U=()=>{if(n.stop!=="interrupt"||n.kill?.aborted)return O();x===
null&&(x="interrupt",h("SIGINT"),c=setTimeout(()=>h("SIGTERM"),1.5*this.#r),c.unref(),R(Date.now()+2*this.#r))},Q=()=>{let M=b();
return n.kill?.aborted&&N===void 0&&M&&A(),M&&(N===void 0||Date.now()-N<2e3)?(m??=setInterval(v,100),!1):(clearInterval(
m),y?!0:$===void 0?($=Date.now(),setTimeout(v,this.#e).unref(),!1):Date.now()-$>=this.#e)},v=()=>{g||p===void 0||x!==null&&
!Q()||(clearInterval(m),g=!0,clearTimeout(f),u.stdout?.destroy(),u.stderr?.destroy(),Y("stdout"),Y("stderr"),n.signal?.removeEventListener(
"abort",U),n.kill?.removeEventListener("abort",O),clearTimeout(d),clearTimeout(c),s({exitCode:p.code,signal:p.signal,startedAt:i,
finishedAt:new Date,output:l.text(this.#l),stdout:a.text(this.#l)}))},F=new ie((M,H)=>H?l.insert(M):l.push(M)),Y=M=>F.end(
M),P=(M,H)=>{let D=new Vl("utf8"),K=B=>{F.push(B,H),B!==""&&(this.#s?.chunk(B,H),n.onOutput?.(B,H))};M.on("data",B=>{l.wrote(
B.length),H==="stdout"&&(a.wrote(B.length),a.push(B)),K(D.write(B))}),M.on("end",()=>{K(D.end()),Y(H)})};u.on("error",M=>{
if(g)return;g=!0,n.signal?.removeEventListener("abort",U),n.kill?.removeEventListener("abort",O);let H=M.code==="ENOENT"&&
!t.includes("/")&&!n.env.PATH,D=_e(M,this.#c);o(new S("shell-failed",`could not start ${JSON.stringify(t)}: ${M.code??M.
message}${D===null?"":` (${D})`}${H?`; ${this.#o}`:""}`,{where:"shell",cause:M}))}),u.stdout&&P(u.stdout,"stdout"),u.stderr&&
P(u.stderr,"stderr"),u.on("exit",(M,H)=>{p={code:M,signal:H},f=setTimeout(()=>{x===null&&(u.stdout?.destroy(),u.stderr?.
destroy()),v()},this.#e),f.unref()}),u.on("close",()=>{y=!0,v()}),n.kill?.aborted?O():n.kill?.addEventListener("abort",O,
{once:!0}),n.signal&&(n.signal.aborted?U():n.signal.addEventListener("abort",U,{once:!0}))})}};function Xl(r){let t;try{
t=(0,Bt.statSync)(r)}catch{t=void 0}if(!t?.isDirectory())throw new S("working-directory-missing",`${r} is not a director\
y`,{where:"working-directory"})}var Li=64*1024,Yl=`${["-----BEGIN","PRIVATE","KEY-----"].join(" ")}
`,Zl=128,Ql={decode:r=>r.toString("utf8"),byteLength:r=>Buffer.byteLength(r)},hn=class{#t;#r;#n=[];#e=0;#s=0;#i=0;#l=0;#o=!1;#u="";constructor(t,e=Ql){
this.#t=t,this.#r=e}wrote(t){this.#i+=t}insert(t){this.push(t),this.#l+=Buffer.byteLength(t)}push(t){let e=typeof t=="st\
ring"?Buffer.from(t):t;for(this.#n.push(e),this.#e+=e.length,this.#s+=e.length;this.#n.length>1&&this.#e-this.#n[0].length>=
this.#t+Li;){let n=this.#n.shift();this.#e-=n.length,this.#c(n.toString("utf8"))}}#c(t){let e=this.#u+t;this.#o=Jt(e,this.#o,
this.#u.length),this.#u=e.slice(-Zl)}text(t=[]){let e=Buffer.concat(this.#n);if(e.length<=this.#t)return this.#r.decode(
e);let n=e.length-this.#t-1,s=e.indexOf(10,n),o=[e.indexOf(32,n),e.indexOf(9,n)].filter(u=>u>=0),i=s>=0&&s<e.length-1?s:
o.length>0?Math.min(...o):-1,l="";if(i>=0){let u=i+1,d=Math.max(0,u-Li),c=d===0?-1:e.indexOf(10,d-1);for(c>=0&&c+1<u&&(d=
c+1);(e[d]&192)===128;)d++;let p=(Jt(this.#u+e.subarray(0,d).toString("utf8"),this.#o,this.#u.length)?Yl:"")+e.subarray(
d,u).toString("utf8"),g=this.#r.decode(e.subarray(u));l=g.slice(ji(p,g,t,e[i]===10))}let a=l!==""?`the last ${this.#t} b\
ytes at most are kept`:i===-1?"none of it is kept, as no line or space was left to start at":"none of it is kept, as all\
 of it after the cut may be part of a secret the cut went through";return this.#s===this.#i+this.#l?`[baton: the first ${this.#s-
this.#r.byteLength(l)} bytes of this output were left out; ${a}]
${l}`:`[baton: this output was ${this.#i} bytes, not all of it UTF-8 text, and its start was left out; ${a}${l===""?"":"\
, as text (a byte that is not UTF-8 as \uFFFD)"}]
${l}`}};var Gr=Ot(Je(),1),Kt=Ot(Qt(),1);import{copyFile as Id,lstat as Dd,mkdtemp as Wd,readFile as Ee,rename as Ud,rm as Jd}from"node:fs/promises";
import{availableParallelism as Hd,hostname as Bd,tmpdir as Gd}from"node:os";import{basename as zd,dirname as Mn,join as it,
relative as Kd,resolve as zt}from"node:path";import{setMaxListeners as wr}from"node:events";var Ii=["repository","path","ref"];function Di(r,t,e){let n=t.repository.trim(),s=n!==""&&n.toLowerCase()!==e.repository.
toLowerCase(),o=t.path.trim(),i=!tu(o,e.workspace),l=t.ref.trim(),a=l!==""&&!e.refs.includes(l);if(!s&&!i&&!a)return null;
let u=s?`${n}${a?` at ${l}`:""} is not cloned`:a?`ref ${l}${i?" of this repository":""} is not checked out`:"this reposi\
tory is not checked out again";return`${r}: ${u}${i?` into ${o}`:""}: baton checks nothing out; the project directory is\
 used as it is`}function tu(r,t){if(r==="")return!0;let e=r.replace(/\/+$/,"")||"/";return e==="."||e===(t.replace(/\/+$/,
"")||"/")}function Gi(r){return`$${et.stepSummary} upload aborted, supports content up to a size of ${Math.floor(st.stepSummaryFileBytes/
1024)}k, got ${Math.floor(r/1024)}k. For more information see: https://docs.github.com/actions/using-workflows/workflow-\
commands-for-github-actions#adding-a-markdown-summary`}var zi=new Set(["NODE_OPTIONS"]);function fr(r,t){let e=[],n=r.split(
`
`).map(s=>s.replace(/\r$/,""));n.length>0&&n[n.length-1]===""&&n.pop();for(let s=0;s<n.length;s+=1){let o=n[s];if(o.trim()===
"")continue;let i=o.indexOf("<<"),l=o.indexOf("=");if(i>0&&(l<0||i<l)){let a=o.slice(0,i),u=o.slice(i+2);if(u==="")throw gn(
t,s+1,`"${a}<<" needs a delimiter`);let d=[],c=!1;for(s+=1;s<n.length;s+=1){if(n[s]===u){c=!0;break}d.push(n[s])}if(!c)throw gn(
t,s,`no line "${u}" ends the value of ${a}`);e.push([Wi(a,t,s+1),d.join(`
`)]);continue}if(l>0){e.push([Wi(o.slice(0,l),t,s+1),o.slice(l+1)]);continue}throw gn(t,s+1,"expected name=value or name\
<<DELIMITER")}return e}function Ki(r,t){let e=[],n=[];for(let s of fr(r,t))zi.has(s[0].toUpperCase())?n.push(`can't stor\
e ${s[0]} using ${t}; it was left out`):e.push(s);return{pairs:e,refused:n}}function Vi(r){return r.split(`
`).map(t=>t.replace(/\r$/,"").trim()).filter(t=>t!=="").reverse()}function Wi(r,t,e){if(r.trim()===""||r!==r.trim()||r.includes(
"\0"))throw gn(t,e,`"${r}" is not a valid name`);return r}function gn(r,t,e){return new S("file-command-invalid",`${r} l\
ine ${t}: ${e}`,{where:r})}var yn=new Set(["stop-commands","set-env","set-output","save-state","add-mask","add-path","ad\
d-matcher","remove-matcher","debug","warning","error","notice","group","endgroup","echo"]),qi={has:()=>!0},Xi="\\t\\n\\v\\f\\\
r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000",eu=new RegExp(`^[${Xi}]+`),Ui=new RegExp(`[${Xi}\
]`);function mn(r){let t=0,e=r.length;for(;t<e&&Ui.test(r[t]);)t++;for(;e>t&&Ui.test(r[e-1]);)e--;return r.slice(t,e)}function bn(r,t=yn){
return!r.includes("::")&&!r.includes("##[")?null:nu(r,t)??ru(r,t)}function nu(r,t){let e=r.replace(eu,"");if(!e.startsWith(
"::"))return null;let n=e.indexOf("::",2);if(n<0)return null;let s=e.slice(2,n),o=s.indexOf(" "),i=(o<0?s:s.slice(0,o)).
toLowerCase();if(!t.has(i))return null;let l=o>0?Yi(mn(s.slice(o+1)),",",lu):new Map;return{command:i,properties:l,data:au(
e.slice(n+2)),form:"v2"}}function ru(r,t){let e=r.indexOf("##[");if(e<0)return null;let n=r.indexOf("]",e);if(n<0)return null;
let s=r.slice(e+3,n),o=s.indexOf(" "),i=(o<0?s:s.slice(0,o)).toLowerCase();if(!t.has(i))return null;let l=o>0?Yi(s.slice(
o+1),";",Hi):new Map;return{command:i,properties:l,data:Hi(r.slice(n+1)),form:"legacy"}}function Yi(r,t,e){let n=new Map;
for(let s of r.split(t)){let o=s.replace(/^=+/,""),i=o.indexOf("=");if(i<0)continue;let l=o.slice(i+1).replace(/^=+/,"");
l!==""&&n.set(o.slice(0,i).toLowerCase(),e(l))}return n}var ye=class{#t=null;#r=new Set(yn);read(t){let e=bn(t,this.#r);
if(this.#t===null)return e;let n=this.#t.toLowerCase();return n===""||e?.command!==n?null:(this.#r.delete(n),this.#t=null,
"resumed")}refuses(t){return su(t,this.#r)}stop(t){this.#t=t,this.#r.add(t.toLowerCase())}};function su(r,t){let e=r.toLowerCase();
return e===""||e==="pause-logging"||t.has(e)}function Zi(r,t){return t===void 0?r:{...r,github:{...r.github,...t}}}var ou=1024*
1024,iu=6,dr=4e3,Ji=50,au=r=>r.replace(/%0D|%0A|%25/g,t=>({"%0D":"\r","%0A":`
`,"%25":"%"})[t]),lu=r=>r.replace(/%0D|%0A|%3A|%2C|%25/g,t=>({"%0D":"\r","%0A":`
`,"%3A":":","%2C":",","%25":"%"})[t]),Hi=r=>r.replace(/%3B|%0D|%0A|%5D|%25/g,t=>({"%3B":";","%0D":"\r","%0A":`
`,"%5D":"]","%25":"%"})[t]),wn=class{#t=[];#r=new Set;#n=[];#e={outputs:[],env:[],path:[],failures:[]};#s=new Set;#i;#l;#o;constructor(t={}){
this.#i=t.allowUnsecureCommands??!1,this.#l=t.allowUnsecureStopCommandTokens??!1,this.#o=t.redact??(e=>e)}#u=0;#c={stdout:{
partial:"",overlong:!1},stderr:{partial:"",overlong:!1}};#d=new ye;push(t,e="stdout"){let n=this.#c[e],s=t.split(/\r\n|\r|\n/),
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
ping-and-starting-workflow-commands)`);return}case"add-mask":{let i=mn(o);if(i==="")return;let l=i.split(/[\r\n]+/).map(
mn);for(let a of[i,...l])a!==""&&this.#f(a);return}case"error":case"warning":case"notice":this.#g(n,s,o);return;case"set\
-output":case"save-state":case"set-env":case"add-path":this.#h(n,s,o)}}#h(t,e,n){let s=l=>this.#e.failures.push(`unable \
to process ::${t}::: ${l}`);if((t==="set-env"||t==="add-path")&&!this.#i){s(`the \`${t}\` command is disabled; write to ${t===
"set-env"?et.env:et.path} instead, or set ACTIONS_ALLOW_UNSECURE_COMMANDS to true (see https://github.blog/changelog/202\
0-10-01-github-actions-deprecating-set-env-and-add-path-commands/)`);return}if(t==="add-path"){n===""?s("the path is emp\
ty"):this.#e.path.push(n);return}let o=e.get("name");if(o===void 0||o===""){s(`required field 'name' is missing in the ${t}\
 command`);return}if(t==="set-env"){if(zi.has(o.toUpperCase())){this.#n.push({level:"error",message:`can't update ${o} u\
sing ::set-env::`});return}this.#e.env.push([o,n]);return}if(t==="set-output"&&this.#e.outputs.push([o,n]),this.#s.has(t))
return;this.#s.add(t);let i=t==="set-output"?et.output:et.state;this.#n.push({level:"warning",message:`the \`${t}\` comma\
nd is deprecated and will be disabled soon; write to ${i} instead (see https://github.blog/changelog/2022-10-11-github-a\
ctions-deprecating-save-state-and-set-output-commands/)`})}#g(t,e,n){if(this.#n.length>=Ji){this.#u+=1;return}let s=e.get(
"line"),o=e.get("file")?[e.get("file"),s,s&&e.get("col")].filter(Boolean).join(":"):"",i=e.get("title"),l=c=>uu(this.#o(
c,this.#t).replace(/\r\n|\r|\n/g," ")),a=c=>c===void 0?null:l(c),u=c=>{let f=e.get(c)?.trim();return f!==void 0&&/^[1-9]\d{0,8}$/.
test(f)?Number(f):null},d=`${o?`${o}: `:""}${i?`${i}: `:""}${n}`;this.#n.push({level:t,message:l(d),place:{title:a(i),file:a(
e.get("file")),line:u("line"),end_line:u("endline"),col:u("col"),end_column:u("endcolumn")}})}};function pr(r,t){if(t.length===
0)return r;let e=new Set(t);return r.replace(/[^\r\n]+/g,n=>Qi(n,s=>e.has(mn(s))))}function hr(r){return Qi(r,()=>!0)}var Bi=/(?=::add-mask[ :]|##\[add-mask[ \]])/i;
function Qi(r,t){return Bi.test(r)?r.split(Bi).map(e=>{let n=bn(e);return n?.command!=="add-mask"||!t(n.data)?e:n.form===
"v2"?`${e.slice(0,10)}::***`:`${e.slice(0,11)}]***`}).join(""):r}function uu(r){return r.length>dr?`${r.slice(0,dr)}\u2026 (${r.
length-dr} more characters)`:r}function ta(r,t){let e=[],n=gr(r.map(o=>ea(o.container)));n.length>0&&e.push({level:"warning",message:`container: ${n.join(
", ")} ${n.length===1?"is":"are"} not started: baton runs the job's steps on this machine, not in a container`});let s=gr(
r.flatMap(o=>cu(o.services)));if(s.length>0){let o=s.length===1;e.push({level:"warning",message:`services: ${s.join(", ")}\
 ${o?"is":"are"} not started: baton starts no containers, and the job's steps run on this machine without ${o?"it":"them"}`})}
for(let o of["Windows","macOS"]){if(o===t)continue;let i=gr(r.map(l=>du(l.runsOn)===o?mr(l.runsOn):null));i.length!==0&&
e.push(o==="Windows"?{level:"warning",message:`runs-on: ${i.join(", ")}: runs here, on ${t}, with this machine's shells \
(bash by default, where a Windows runner's is pwsh; shell: cmd and powershell fail here)`}:{level:"info",message:`runs-o\
n: ${i.join(", ")}: runs here, on ${t}, with this machine's shells and tools (bash by default, as on macOS)`})}return e}
function ea(r){let t=typeof r=="string"?r:kn(r)&&typeof r.image=="string"?r.image:null;return t===null||t.trim()===""?null:
t}function cu(r){return typeof r=="string"?r.trim()===""?[]:[r]:kn(r)?Object.entries(r).flatMap(([t,e])=>ea(e)===null?[]:
[t]):[]}function du(r){for(let t of na(r)){let e=t.trim().toLowerCase();if(e==="windows"||e.startsWith("windows-"))return"\
Windows";if(e==="macos"||e.startsWith("macos-"))return"macOS"}return null}function na(r){return typeof r=="string"?[r]:Array.
isArray(r)?r.filter(t=>typeof t=="string"):kn(r)?na(r.labels):[]}function mr(r){return Array.isArray(r)?`[${r.map(mr).join(
", ")}]`:kn(r)?`{ ${Object.entries(r).map(([t,e])=>`${t}: ${mr(e)}`).join(", ")} }`:String(r)}function Sn(r){switch(r.kind){case"\
literal":return r.value;case"expression":return r.text;case"sequence":return r.items.map(Sn);case"mapping":return Object.
fromEntries(r.entries.map(({key:t,value:e})=>[t,Sn(e)]))}}function gr(r){return[...new Set(r.filter(t=>t!==null))]}function kn(r){
return typeof r=="object"&&r!==null&&!Array.isArray(r)}var fu="ACTIONS_STEP_DEBUG";function ra(r,t){let e=s=>Object.entries(s).find(([o])=>o.toUpperCase()===fu)?.[1];return(e(
r)??e(t))?.trim().toLowerCase()==="true"}function sa(r,t){return{os:r.os,arch:r.arch,name:"baton-local",environment:"sel\
f-hosted",tool_cache:r.toolCache,temp:t,workspace:r.workspaceParent,...r.debug?{debug:"1"}:{}}}function oa(r){return Object.
fromEntries(Object.entries(r).map(([t,e])=>[`RUNNER_${t.toUpperCase()}`,e]))}var be=class{#t;#r=0;#n=[];constructor(t){this.#t=Math.max(1,Math.floor(t))}async acquire(){this.#r<this.#t?this.#r+=1:await new Promise(
e=>this.#n.push(e));let t=!1;return()=>{if(t)return;t=!0;let e=this.#n.shift();e?e():this.#r-=1}}async run(t){let e=await this.
acquire();try{return await t()}finally{e()}}get active(){return this.#r}};function ia(r,t,e="timeout-minutes"){let n=Io(r,e);if("problem"in n)throw new S("timeout-invalid",`${t}: ${n.problem}`);
return n.minutes}function Se(r){return`${r} minute${r===1?"":"s"}`}var pu=5,hu=2**31-1,gu=6e4;function yr(r,t,e){return setTimeout(
e,Math.min(r*t,hu))}function vn(r,t,e){return{"fail-fast":r.failFast,"job-index":t,"job-total":e,"max-parallel":r.maxParallel??
e}}async function ua(r,t,e){if(!Wo(r))throw new Ft("executePlan accepts only a Plan made by buildPlan");return new br(r,
t,e).run()}var br=class{#t;#r;#n;#e;#s;#i;#l;#o=new Map;#u=[];#c;#d;#f;#p=new Map;#h;#g;#w;#k=new Map;#y=new Map;#v=new Map;#$=new Map;#b;#x=new Map;#R;#E=new Map;#J=new Map;constructor(t,e,n){
this.#t=t,this.#r=e,this.#n=e.expressions,this.#e=n,this.#s=new be(n.concurrency),this.#i=AbortSignal.any(n.signal?[n.signal]:
[]),this.#l=AbortSignal.any(n.cancel?[n.cancel]:[]),wr(0,this.#i,this.#l),this.#c=t.workflow.jobs.map(s=>s.id),this.#d=new Map(
t.jobs.map(s=>[s.id,s])),this.#R=new Map(t.stageMatrices),this.#b=new Set(t.expanded.map(s=>s.id.toLowerCase()));for(let s of t.
legIds.values())for(let o of s)this.#b.add(o.toLowerCase());this.#h=Object.values(n.secrets).filter(s=>s!==""),this.#g=ra(
n.secrets,t.vars),this.#w=n.minuteMs??gu,this.#f={inputs:t.inputs,secrets:n.secrets,env:{},envFailure:null,namePrefix:"",
cancel:this.#l}}async run(){let t=this.#r.now();this.#a({type:"run-started",run:this.#e.runId,workflow:this.#t.workflow.
name??this.#t.workflow.fileName,jobs:this.#t.jobs.map(o=>({id:o.id,needs:o.needs,legs:o.legs===null?null:o.instances===null?
this.#t.legIds.get(o.id)??null:o.instances.flatMap(i=>this.#t.legIds.get(i.id)??[])}))}),this.#f.envFailure=this.#O(),await this.#L(
this.#t.jobs.filter(o=>o.calledBy===null));let e=await this.#r.settle?.()??null;e!==null&&this.#a({type:"notice",level:"\
error",job:null,leg:null,message:e});let n=this.#t.jobs.map(o=>{let i=this.#J.get(o.id);return{...this.#o.get(o.id),legResults:this.#E.
get(o.id)??[],...i===void 0?{}:{skipReason:i}}}),s=this.#T()?"cancelled":e!==null||n.some(o=>o.result==="failure")?"fail\
ure":n.some(o=>o.result==="cancelled")?"cancelled":"success";return this.#a({type:"run-finished",run:this.#e.runId,status:s,
duration_ms:$n(t,this.#r.now())}),{status:s,reason:e,jobs:n,stages:this.#u}}#M(t){return ct(t,this.#e.fewerJobs)}#O(){try{
return this.#f.env=xt(this.#n,this.#t.workflow.env,(t,e)=>({contexts:this.#C(null),where:this.#m(e,`env.${t}`)})),null}catch(t){
return ct(t)}}#P(t){return t?.calledBy?this.#p.get(t.calledBy)??this.#f:this.#f}#C(t){let e=this.#P(t);return{github:this.#e.
github,inputs:e.inputs,vars:this.#t.vars,secrets:e.secrets}}async#L(t){let e=new Map;for(let n of t)e.set(n.id,(async()=>{
await Promise.all(n.needs.map(s=>e.get(s))),this.#o.set(n.id,n.call===null?await this.#z(n):await this.#j(n))})());await Promise.
all(e.values())}async#j(t){let e=t.call;if(this.#e.reuse?.has(t.id)){for(let s of e.jobs){let o=this.#d.get(s);this.#o.set(
s,o.call===null?await this.#z(o):await this.#j(o))}return this.#z(t)}let n=await this.#H(t);return this.#y.has(t.id)||this.#D(
e.jobs,n),n}async#H(t){let e=this.#Y(t);if(!("contexts"in e))return this.#A(t,t.id,`its calling job ${t.id} did not run \
(${e.result})`),e;let{contexts:n}=e,s,o,i;try{s=t.legs??this.#tt(t,n),i=this.#et(t,n),o=this.#t.legIds.get(t.id)??Qn(t.id,
s,this.#b),t.legs===null&&this.#F(t,o)}catch(l){let a=this.#K(t,ct(l));return this.#A(t,t.id,`its calling job ${t.id} fa\
iled before the call started`),a}return t.legs===null&&this.#a({type:"job-legs",job:t.id,legs:o}),this.#X(t,s,o,i,n,{pooled:!1,
outputsOf:l=>l.result==="success"},(l,a,u,d)=>this.#I(t,l,a,u,s.length,i,n,d))}#F(t,e){if(e.length<2)return;let n=s=>{for(let o of s){
let i=this.#d.get(o),l=i.instances===null?i.stages?.[0]:void 0;if(l!==void 0){let a=o.slice((this.#y.get(t.id)??t.id).length);
throw new S("stage-duplicate",`jobs.${t.job.id}: ${zo(l,o,e.map(u=>`${u}${a}`))}`,{where:rt(t.workflow.fileName,t.job.position)})}
n(i.call?.jobs??[])}};n(this.#d.get(this.#y.get(t.id)??t.id)?.call?.jobs??[])}async#I(t,e,n,s,o,i,l,a){let u=t.call,d=u.
workflow.call,c=t.workflow.fileName,f=u.workflow.fileName,p=this.#r.now(),g=this.#P(t),h=Object.keys(e).length>0,b={...l,
matrix:ge(e),strategy:vn(i,s,o)},m,y=null;try{if(g.envFailure)throw new S("expression-invalid",g.envFailure);let k=Gs(this.#n,
t.job,d,(v,F)=>({contexts:{...b,secrets:{}},where:this.#m(F,`jobs.${t.job.id}.with.${v}`,c)})),R;try{R=zs(d,k,u.path)}catch(v){
throw v instanceof S?new S(v.code,`jobs.${t.job.id}: ${v.message}`,{where:rt(c,t.job.uses?.position??t.job.position)}):v}
let O=t.job.secrets==="inherit"?g.secrets:xt(this.#n,t.job.secrets,(v,F)=>({contexts:b,where:this.#m(F,`jobs.${t.job.id}\
.secrets.${v}`,c)})),U=[...new Set(Object.values(O))].filter(v=>v!==""&&!this.#h.includes(v));this.#h.push(...U),U.length>
0&&this.#r.addSecrets?.(U);for(let[v,F]of Object.entries(O))!U.includes(F)||F.length>=kt.minSecretLength||this.#a({type:"\
notice",level:"warning",job:t.id,leg:n,message:`secret ${v} passed to ${u.path} is shorter than ${kt.minSecretLength} ch\
aracters, so it is not redacted: it will appear wherever a step or agent prints it (a value that short would blank out o\
rdinary words)`});y=this.#at(t,h?e:null,b);let Q=y??`${g.namePrefix}${t.job.id}${h?aa(e):""}`;m={inputs:R,secrets:O,env:{},
envFailure:null,namePrefix:`${Q} / `,cancel:AbortSignal.any([g.cancel,a])},wr(0,m.cancel);try{m.env=xt(this.#n,u.workflow.
env,(v,F)=>({contexts:{github:this.#e.github,inputs:R,vars:this.#t.vars,secrets:O},where:this.#m(F,`env.${v}`,f)}))}catch(v){
m.envFailure=ct(v)}}catch(k){let R=this.#nt(t,n,ct(k));return this.#A(t,n,`its calling job ${n} failed before the call s\
tarted`),R}this.#p.set(n,m),this.#a({type:"job-started",job:t.id,leg:n,name:y,matrix:h?e:null});let $=this.#B(t,n);await this.#L(
$);let x=$.map(k=>this.#o.get(k.id)).filter(k=>k!==void 0),N=x.some(k=>k.result==="failure")?"failure":x.some(k=>k.result===
"cancelled")||this.#i.aborted?"cancelled":"success",A={};try{let k=Object.fromEntries($.map(R=>{let O=this.#o.get(R.id);
return[he(R.id),{result:O?.result??"skipped",outputs:O?.outputs??{}}]}));A=xt(this.#n,d.outputs,(R,O)=>({contexts:{github:this.#e.
github,inputs:m.inputs,vars:this.#t.vars,jobs:k},where:this.#m(O,`on.workflow_call.outputs.${R}.value`,f)}))}catch(k){N===
"success"&&(N="failure"),this.#a({type:"notice",level:"error",job:t.id,leg:n,message:ct(k)})}return this.#W(A,t.id,n),this.#a(
{type:"job-finished",job:t.id,leg:n,result:N,duration_ms:$n(p,this.#r.now())}),{result:N,outputs:A,stages:x.flatMap(k=>k.
stages)}}#B(t,e){let n=this.#y.get(t.id)??t.id,s=this.#$.get(t.id),o=`${n}/`,i=l=>l.startsWith(o)?`${e}/${l.slice(o.length)}`:
s?s(l):l;return(this.#d.get(n)?.call?.jobs??[]).map(l=>{let a=this.#d.get(l),u=i(l);if(this.#v.set(l,[...this.#v.get(l)??
[],u]),u===l)return a;let d={...a,id:u,calledBy:e,needs:a.needs.map(i),upstream:a.upstream.map(i),stageUpstream:a.stageUpstream.
map(i),call:a.call&&{...a.call,jobs:a.call.jobs.map(i)},stages:a.instances?.find(c=>c.id===u)?.stages??null};return this.#d.
set(u,d),this.#y.set(u,l),this.#$.set(u,i),d})}#A(t,e,n){for(let s of this.#B(t,e))this.#a({type:"job-skipped",job:s.id,
result:"skipped",reason:n}),this.#o.set(s.id,{id:s.id,result:"skipped",outputs:{},stages:[],legs:[]}),s.call!==null&&this.#A(
s,s.id,`its calling job ${s.id} did not run (skipped)`)}#D(t,e){for(let n of t){let s=this.#d.get(n),o=(this.#v.get(n)??
[]).map(i=>this.#o.get(i));if(o.length===0){let i=`its calling job ${s.calledBy} did not run (${e.result})`;this.#a({type:"\
job-skipped",job:n,result:"skipped",reason:i}),this.#o.set(n,{id:n,result:"skipped",outputs:{},stages:[],legs:[]})}else(o.
length>1||o[0]?.id!==n)&&this.#o.set(n,{id:n,result:sr(o.map(i=>i.result)),outputs:{},stages:o.flatMap(i=>i.stages),legs:o.
flatMap(i=>i.legs)});s.call!==null&&this.#D(s.call.jobs,this.#o.get(n))}}#W(t,e,n){for(let[s,o]of Object.entries(t))Ke(o,
this.#h)&&(delete t[s],this.#a({type:"notice",level:"warning",job:e,leg:n,message:`skipped output ${s}, since it may con\
tain a secret (as GitHub does): needs.${he(e)}.outputs.${s} is empty`}))}#T(t){return(t?this.#N(t):this.#l).aborted||this.#i.
aborted}#N(t){return this.#P(t).cancel}#G(t){let e=this.#N(t).reason;return this.#l.aborted||typeof e!="string"?"the run\
 was cancelled":e}#m(t,e,n=this.#t.workflow.fileName){return t?rt(n,t.position):e}async#z(t){let e=this.#e.reuse?.get(t.
id);if(e){for(let f of e.legs)this.#b.add(f.toLowerCase());this.#a({type:"notice",level:"info",job:t.id,leg:null,message:"\
reusing the stored result of this job"});let c=e.legResults??e.legs.map(f=>({leg:f,result:e.result}));c.length===0&&(e.result===
"skipped"||e.result==="cancelled")&&this.#a({type:"job-skipped",job:t.id,result:e.result,reason:e.skipReason??`${e.result}\
 in the run replayed`});for(let{leg:f,result:p,reason:g,durationMs:h,failedStep:b}of c)this.#a({type:"job-finished",job:t.
id,leg:f,result:p,duration_ms:h??0,...g===void 0?{}:{reason:g},reused:!0,...b===void 0?{}:{failed_step:b}});return e}let n=this.#Y(
t);if(!("contexts"in n))return n;let{needs:s,contexts:o}=n,i=c=>this.#K(t,c),l=this.#P(t).envFailure;if(l)return i(l);let a,
u;try{a=t.legs??this.#tt(t,o),u=this.#et(t,o)}catch(c){return i(ct(c))}let d=this.#t.legIds.get(t.id)??Qn(t.id,a,this.#b);
t.legs===null&&(this.#a({type:"job-legs",job:t.id,legs:d}),this.#mt(t,a,o));for(let c of this.#lt(t,a,u,o))this.#U(t.id,
null,c.level,c.message);return this.#X(t,a,d,u,o,{pooled:!0,outputsOf:()=>!0},(c,f,p,g)=>this.#ft(t,c,f,p,a.length,u,s,g))}async#X(t,e,n,s,o,i,l){
let a=new AbortController;wr(0,a.signal);let u=this.#N(t),d=u.aborted,c,f=()=>{if(c===void 0)try{c=We(this.#n,t.job.if,{
contexts:o,status:this.#V(t),where:rt(t.workflow.fileName,t.job.if.position??t.job.position)})}catch{c=!1}return c},p=s.
maxParallel?new be(s.maxParallel):null,g=[],h=await Promise.all(e.map(async(m,y)=>{let $=n[y],x=async()=>{if(this.#i.aborted||
u.aborted&&!d&&!f()||a.signal.aborted){let O=a.signal.aborted?"fail-fast: another leg of its matrix failed before it sta\
rted":`${this.#G(t)} before it started`;return this.#a({type:"job-finished",job:t.id,leg:$,result:"cancelled",duration_ms:0,
reason:O}),{result:"cancelled",outputs:{},stages:[]}}let k=await l(m,$,y,a.signal);if(k.result!=="failure")return k;let R={
...o,matrix:ge(m),strategy:vn(s,y,e.length)};return this.#q(t.job,R,t.id,$,!1,t.workflow.fileName)?{...k,result:this.#it(
t.id,$)}:(s.failFast&&e.length>1&&a.abort(`fail-fast: another leg of ${t.call===null?"its matrix":`the call ${t.id}`} fa\
iled`),k)},N=()=>p?p.run(x):x(),A=await(i.pooled?this.#s.run(N):N());return g.push(A),A})),b={};for(let m of g.filter(i.
outputsOf))for(let[y,$]of Object.entries(m.outputs))($!==""||!(y in b))&&(b[y]=$);return{id:t.id,result:sr(h.map(m=>m.result)),
outputs:b,stages:h.flatMap(m=>m.stages),legs:n}}#lt(t,e,n,s){let{runsOn:o,container:i,services:l}=t.job;if(o===null&&i===
null&&l===null)return[];let a=(d,c)=>{if(d===null)return null;try{return Dt(this.#n,d,{contexts:c})}catch{return Sn(d)}},
u=e.map((d,c)=>{let f={...s,matrix:ge(d),strategy:vn(n,c,e.length)};return{runsOn:a(o,f),container:a(i,f),services:a(l,f)}});
return ta(u,this.#e.runner.os)}#U(t,e,n,s){let o=this.#_(t),i=this.#k.get(o)??new Set;this.#k.set(o,i),!i.has(s)&&(i.add(
s),this.#a({type:"notice",level:n,job:t,leg:e,message:s}))}#ut(){let t=this.#e.github;return{repository:typeof t.repository==
"string"?t.repository:"",refs:["sha","ref","ref_name","head_ref"].flatMap(e=>{let n=t[e];return typeof n=="string"&&n!==
""?[n]:[]}),workspace:this.#e.runner.workspace}}#ct(t,e){let n=l=>{let a=Object.entries(t.with).find(([u])=>u.toLowerCase()===
l);return a?$t(this.#n,a[1],e(a[1],`with.${a[0]}`)):""},[s,o,i]=Ii.map(n);return{repository:s,path:o,ref:i}}#Y(t){let e=(i,l)=>(this.#a(
{type:"job-skipped",job:t.id,result:i,reason:l}),{id:t.id,result:i,outputs:{},stages:[],legs:[]});if(this.#i.aborted)return e(
"cancelled","the run was cancelled");if(t.skip!==null)return e("skipped",t.skip);let n=this.#Z(t),s={...this.#C(t),needs:n},
o;try{o=We(this.#n,t.job.if,{contexts:s,status:this.#V(t),where:rt(t.workflow.fileName,t.job.if.position??t.job.position)})}catch(i){
return this.#K(t,ct(i))}if(!o&&this.#T(t))return e("cancelled",this.#G(t));if(!o){let i=t.job.if.text,a=(i===null||t.job.
if.implicitSuccess===!0)&&!this.#V(t).success([])?`${this.#dt(t)}${i===null?"":` (an if: without a status function, such\
 as if: ${i}, means success() && (\u2026))`}`:`if: ${i} was false`;return e("skipped",a)}return{needs:n,contexts:s}}#K(t,e){
this.#a({type:"notice",level:"error",job:t.id,leg:null,message:e}),this.#a({type:"job-finished",job:t.id,leg:t.id,result:"\
failure",duration_ms:0,reason:e});let n={...this.#C(t),needs:this.#Z(t)},s=this.#q(t.job,n,t.id,t.id,!1,t.workflow.fileName)?
this.#it(t.id,t.id):"failure";return{id:t.id,result:s,outputs:{},stages:[],legs:[t.id]}}#Z(t){let e={};for(let n of t.needs){
let s=this.#o.get(n);s&&(e[he(n)]={result:s.result,outputs:s.outputs})}return e}#Q(t,e){let n=t.id.slice(0,t.id.length-t.
job.id.length);return Bs(e.length>0?e.map(s=>`${n}${s}`):t.upstream,s=>this.#d.get(s)?.call)}#dt(t){let e={failure:"fail\
ed",skipped:"was skipped",cancelled:"was cancelled"},n=this.#Q(t,[]).flatMap(i=>{let l=this.#o.get(i)?.result;return l===
void 0||l==="success"?[]:[{id:i,said:`${i} ${e[l]}`}]});if(n.length===0)return"a job it needs did not succeed";let s=n.map(
i=>i.said).join(", "),o=new Set(t.needs);return n.every(i=>o.has(i.id))?`a job it needs did not succeed: ${s}`:`a job up\
stream did not succeed: ${s} (success() counts every job before this one, not only those in needs:)`}#V(t){let e=s=>this.#o.
get(s)?.result,n=s=>this.#Q(t,s);return{success:s=>!this.#T(t)&&n(s).every(o=>e(o)==="success"),failure:s=>n(s).some(o=>e(
o)==="failure"),cancelled:()=>this.#T(t)}}#tt(t,e){let n=Ho(t.job.strategy);if(!n)return[{}];let s=i=>rt(t.workflow.fileName,
i),o=Bo(this.#n,n,e,s);return bo(t.id,o,s(n.position),this.#h,{recordsStages:t.recordsStages}),o}#et(t,e){let n=t.job.strategy;
if(n?.kind!=="mapping")return{failFast:!0,maxParallel:null};let s=rt(t.workflow.fileName,n.position),o=n.entries.find(u=>u.
key==="fail-fast")?.value,i=n.entries.find(u=>u.key==="max-parallel")?.value,l=o?Dt(this.#n,o,{contexts:e,where:s}):!0,a=i?
Number(Dt(this.#n,i,{contexts:e,where:s})):null;return{failFast:l!==!1&&l!=="false",maxParallel:a!==null&&Number.isFinite(
a)&&a>0?a:null}}#nt(t,e,n){return this.#a({type:"notice",level:"error",job:t.id,leg:e,message:n}),this.#a({type:"job-fin\
ished",job:t.id,leg:e,result:"failure",duration_ms:0,reason:n}),{result:"failure",outputs:{},stages:[]}}async#ft(...t){let e=this.#r.
legTemp,n;try{n=e?await e.open(t[2]):this.#e.runner.temp}catch(s){let[o,,i]=t;return this.#nt(o,i,this.#M(s))}try{return await this.#pt(
n,...t)}finally{await e?.close(n)}}async#pt(t,...[e,n,s,o,i,l,a,u]){let d=this.#r.now(),c=Object.keys(n).length>0,f=e.workflow,
p=f.fileName,g=new AbortController,h=AbortSignal.any([this.#i,g.signal]),b=null,m=[],y=pu,$={...this.#e.github,job:e.job.
id,...this.#r.eventPath?{event_path:this.#r.eventPath(t)}:{}},x=ge(n),N=sa({...this.#e.runner,debug:this.#g},t),A=bu($,N,
this.#e.runner.workspace),k="success",R=e.job.stageWorkflow?{}:{...this.#P(e).env},O=[],U={},Q=[],v=()=>({...this.#C(e),
github:$,needs:a,matrix:x,strategy:vn(l,o,i),runner:N,env:R,steps:U,job:{status:k}});this.#a({type:"job-started",job:e.id,
leg:s,name:this.#at(e,c?n:null,v()),matrix:c?n:null});let F={success:()=>k==="success"&&!this.#i.aborted,failure:()=>k===
"failure",cancelled:()=>this.#i.aborted||k==="cancelled"},Y=null,P=new Set,M=L=>(P.add(L),()=>P.delete(L)),H=L=>{if(Y!==
null||h.aborted)return;Y=L,k="cancelled";let C=y;m.push(yr(C,this.#w,()=>g.abort(`the job was cancelled (${L}) and its s\
teps did not finish within its cancel-timeout-minutes (${Se(C)})`))),b&&!this.#st(b.step,v(),F,e.id,s,p)&&b.abort.abort(
L);for(let V of[...P])V(L)},D=()=>H("fail-fast: another leg of its matrix failed"),K=this.#N(e),B=()=>H(this.#G(e)),nt=null,
w={shell:null,workingDirectory:null,shellAt:null};try{R={...R,...xt(this.#n,e.job.env,(lt,q)=>({contexts:v(),where:this.#m(
q,`jobs.${e.job.id}.env.${lt}`,p)}))};let[L,C]=e.job.defaults!==null?[e.job.defaults,`jobs.${e.job.id}.defaults.run`]:[f.
defaults,"defaults.run"],V=(lt,q)=>{let ft=L?.[lt]??null;if(ft===null)return null;let Te=this.#m(ft,`${C}.${q}`,p),St=$t(
this.#n,ft,{contexts:v(),where:Te});return St===""?null:{text:St,at:Te}},At=V("shell","shell");if(w={shell:At?.text??null,
shellAt:At?.at??null,workingDirectory:V("workingDirectory","working-directory")?.text??null},e.job.cancelTimeoutMinutes&&
(y=ia(Dt(this.#n,e.job.cancelTimeoutMinutes,{contexts:v()}),rt(p,e.job.cancelTimeoutMinutes.position),"cancel-timeout-mi\
nutes")),e.job.timeoutMinutes){let lt=rt(p,e.job.timeoutMinutes.position),q=ia(Dt(this.#n,e.job.timeoutMinutes,{contexts:v()}),
lt);m.push(yr(q,this.#w,()=>{let ft=`the job exceeded its timeout-minutes (${Se(q)})`;Y===null&&!h.aborted&&this.#a({type:"\
notice",level:"error",job:e.id,leg:s,message:`${lt}: jobs.${e.id}${c?` (${s})`:""} was cancelled: ${ft}; steps whose if:\
 holds when a job is cancelled (always(), cancelled()) still run`}),H(ft)}))}}catch(L){nt=ct(L)}if(nt)k="failure",this.#a(
{type:"notice",level:"error",job:e.id,leg:s,message:nt});else{u.aborted?D():u.addEventListener("abort",D,{once:!0}),K.aborted||
K.addEventListener("abort",B,{once:!0});for(let L of e.steps){if(h.aborted)break;let C=new AbortController;b={step:L.step,
abort:C};let V=await this.#rt(e,L,s,n,c,{contexts:v,stepStatus:F,defaults:A,env:()=>R,path:()=>O,signal:AbortSignal.any(
[h,C.signal]),kill:h,onCancel:M},{file:p,runDefaults:w,inComposite:null});b=null,V.envAdded&&(R={...R,...V.envAdded}),V.
pathAdded.length>0&&(O=[...V.pathAdded,...O]),L.step.id&&(U={...U,[L.step.id]:{outputs:V.outputs,outcome:V.outcome,conclusion:V.
conclusion}}),Q.push(...V.stages),V.conclusion==="failure"&&Y===null&&(k="failure")}}u.removeEventListener("abort",D),K.
removeEventListener("abort",B);for(let L of m)clearTimeout(L);let _={},J=null;try{_=xt(this.#n,e.job.outputs,(L,C)=>({contexts:v(),
where:this.#m(C,`jobs.${e.job.id}.outputs.${L}`,p)}))}catch(L){k="failure",J=ct(L),this.#a({type:"notice",level:"error",
job:e.id,leg:s,message:J})}this.#W(_,e.id,s);let T=this.#i.aborted||g.signal.aborted?"cancelled":k,E=T==="failure"?nt??J:
null;return this.#a({type:"job-finished",job:e.id,leg:s,result:T,duration_ms:$n(d,this.#r.now()),...E===null?{}:{reason:E}}),
{result:T,outputs:_,stages:Q}}async#rt(t,e,n,s,o,i,l){let{step:a,action:u}=e,d=l.file,c=this.#r.now(),f=a.action??a.id??
"__run",p=D=>{let K=i.contexts();return{...K,github:{...K.github,action:f},env:D}},g={},h=null;try{g=xt(this.#n,a.env,(D,K)=>({
contexts:p(i.env()),where:this.#m(K,`env.${D}`,d),...this.#S()}))}catch(D){h=ct(D)}let b=this.#wt(a,p({...i.env(),...g})),
m=l.inComposite?`${l.inComposite.name} \u203A ${b}`:b,y=l.inComposite?.index??a.index,$={job:t.id,leg:n,step:y,name:m},x=D=>{
l.inComposite||this.#a(D)},N=(D,K,B,nt={})=>{let w=D==="failure"?nt.outputTail??null:null;return x({type:"step-finished",
...$,outcome:D,conclusion:K,duration_ms:$n(c,this.#r.now()),message:B,...w===null?{}:{output_tail:w}}),{outcome:D,conclusion:K,
message:B,outputTail:w,outputs:nt.outputs??{},envAdded:nt.envAdded??null,pathAdded:nt.pathAdded??[],stages:nt.stages??[]}},
A;try{if(h!==null)throw new S("expression-invalid",h);A=this.#ot(a,p({...i.env(),...g}),i.stepStatus,d)}catch(D){return x(
{type:"step-started",...$}),{...N("failure","failure",ct(D)),notEvaluated:!0}}if(!A)return x({type:"step-finished",...$,
outcome:"skipped",conclusion:"skipped",duration_ms:0,message:null}),{outcome:"skipped",conclusion:"skipped",message:null,
outputTail:null,outputs:{},envAdded:null,pathAdded:[],stages:[]};x({type:"step-started",...$});let k="success",R=null,O=null,
U={},Q=null,v=[],F=[],Y={...i.defaults,GITHUB_ACTION:f},P=i.signal,M;try{let D={...i.env(),...g},K=()=>p(D),B=null,nt=rt(
d,a.timeoutMinutes?.position??a.position);if(a.timeoutMinutes){let T=null;try{let E=Dt(this.#n,a.timeoutMinutes,{contexts:K(),
where:nt,...this.#S()}),L=Do(E);L===null?T=Fo(E):B=L.minutes}catch(E){T=E instanceof S?E.message:ct(E)}T!==null&&this.#a(
{type:"notice",level:"warning",job:t.id,leg:n,message:`${nt}: step ${y+1} (${m}): an error occurred when attempting to d\
etermine the step timeout: ${T}; the step runs without a timeout, as on GitHub`})}if(B!==null){let T=new AbortController;
P=AbortSignal.any([i.signal,T.signal]);let E={minutes:B,up:!1,timer:void 0};E.timer=yr(B,this.#w,()=>{P.aborted||(E.up=!0,
this.#a({type:"notice",level:"warning",job:t.id,leg:n,message:`${nt}: step ${y+1} (${m}) exceeded its timeout-minutes (${Se(
B)}): stopping it`}),T.abort(`the step exceeded its timeout-minutes (${Se(B)})`))}),M=E}let w=u.kind==="run"?await this.#r.
createStepFiles?.():void 0,_=(T,E)=>({contexts:Zi(K(),w),where:this.#m(T,E,d),...this.#S()}),J=a.workingDirectory!==null?
$t(this.#n,a.workingDirectory,_(a.workingDirectory,"working-directory")):l.runDefaults.workingDirectory;switch(u.kind){case"\
run":{let T=$t(this.#n,a.run,_(a.run,"run")),E=a.shell!==null?$t(this.#n,a.shell,_(a.shell,"shell")):l.runDefaults.shell,
L=ko(E);if(L!==null&&this.#e.runner.os!=="Windows")throw new S("shell-unavailable",vo(L,this.#e.runner.os),{where:a.shell?
rt(d,a.shell.position):l.runDefaults.shellAt??d});let C=await this.#r.runScript({job:this.#_(t.id),leg:n,step:y,name:m,script:T,
shell:E,workingDirectory:J,defaults:Y,env:D,path:i.path(),files:w,signal:P,kill:i.kill});for(let q of C.masks??[])this.#h.
includes(q)||this.#h.push(q);for(let q of C.annotations??[])this.#a({type:"notice",level:q.level==="notice"?"info":q.level,
job:t.id,leg:n,message:`step ${y+1}: ${q.message}`,...q.place?{annotation:{step:y+1,...q.place}}:{}});let V=C.commands??
{outputs:[],env:[],path:[],failures:[]};U=Object.fromEntries([...V.outputs,...fr(C.files.output,et.output)]);let At=Ki(C.
files.env,et.env);for(let q of At.refused)this.#a({type:"notice",level:"error",job:t.id,leg:n,message:`step ${y+1}: ${q}`});
let lt=[...V.env,...At.pairs];lt.length>0&&(Q=Object.fromEntries(lt)),v=[...Vi(C.files.path),...[...V.path].reverse()],C.
summaryBytes!==void 0?this.#a({type:"notice",level:"error",job:t.id,leg:n,message:`step ${y+1}: ${Gi(C.summaryBytes)}`}):
C.files.summary.trim()!==""&&this.#r.summary?.(this.#_(t.id),n,C.files.summary);for(let q of V.failures)this.#a({type:"n\
otice",level:"error",job:t.id,leg:n,message:`step ${y+1}: ${q}`});C.exitCode===0&&V.failures.length>0&&(k="failure",R=V.
failures.join("; ")),C.exitCode!==0&&(k=i.signal.aborted?"cancelled":"failure",R=C.exitCode===null?`ended by ${C.signal??
"a signal"}`:`exited with code ${C.exitCode}`,P.aborted&&typeof P.reason=="string"&&(R+=`: ${P.reason}`)),C.output!==void 0&&
(O=yu(C.output));break}case"baton":{let T=xt(this.#n,a.with,(L,C)=>_(C,`with.${L}`)),E=await this.#r.runAction({action:u.
action,job:this.#_(t.id),leg:n,step:y,stepId:a.id,matrix:o?s:null,inputs:T,defaults:Y,env:D,path:i.path(),workingDirectory:J,
upstream:this.#gt(t),needsFacts:this.#t.needsFacts.get(t.id),jobIds:this.#c,secrets:this.#h,stageJob:he(t.id),signal:P});
U=E.outputs,Object.keys(E.env).length>0&&(Q=E.env),E.summary.trim()!==""&&this.#r.summary?.(this.#_(t.id),n,E.summary);for(let{
warnings:L=[],...C}of E.recorded){this.#u.push({job:this.#_(t.id),leg:n,...C}),F.includes(C.stage)||F.push(C.stage),this.#a(
{type:"stage-recorded",job:t.id,leg:n,...C});for(let V of L)this.#a(Su(t.id,n,C,V))}E.ok||(k=i.signal.aborted?"cancelled":
"failure",R=E.message);break}case"noop":{let T=u.action==="checkout"?Di(a.uses?.text??"actions/checkout",this.#ct(a,_),this.#ut()):
null;T!==null&&this.#U(t.id,n,"warning",T),R=T??`${a.uses?.text}: no-op here (${u.reason})`;break}case"local":{let T=this.#r.
loadAction?await this.#r.loadAction(u.path):null;if(T?.kind!=="composite"){let L=`${u.path} ${T?`is a ${T.using} action,\
 which`:""} cannot run locally; step skipped`.replace("  "," ");return this.#U(t.id,n,"warning",L),N("skipped","skipped",
L)}let E=await this.#ht(t,n,s,o,T,{uses:u.path,depth:(l.inComposite?.depth??0)+1,index:y,name:m,with:xt(this.#n,a.with,(L,C)=>_(
C,`with.${L}`)),contexts:K,stepStatus:i.stepStatus,defaults:Y,env:D,overrides:g,path:i.path(),signal:P,kill:i.kill,onCancel:i.
onCancel});U=E.outputs,Object.keys(E.envAdded).length>0&&(Q=E.envAdded),v=E.pathAdded,F.push(...E.stages),E.outcome!=="s\
uccess"&&(k=E.outcome,R=E.message,O=E.outputTail);break}case"skip":return this.#U(t.id,n,"warning",u.notice),N("skipped",
"skipped",u.notice);default:ss(u,"step action")}}catch(D){k=i.signal.aborted?"cancelled":"failure",R=this.#M(D),!(D instanceof
S)&&_e(D)===null&&this.#a({type:"notice",level:"error",job:t.id,leg:n,message:`internal error: ${R}`})}M&&(clearTimeout(
M.timer),M.up&&!i.signal.aborted&&(k="failure",R=`${rt(d,a.timeoutMinutes?.position??a.position)}: the step timed out af\
ter ${Se(M.minutes)} (timeout-minutes)`));let H=k;return k==="failure"&&this.#q(a,i.contexts(),t.id,n,!0,d)&&(H="success"),
N(k,H,R,{outputs:U,envAdded:Q,pathAdded:v,stages:F,outputTail:O})}async#ht(t,e,n,s,o,i){if(i.depth-1>rr)throw new S("act\
ion-invalid",`${i.uses}: composite action depth exceeded max depth ${rr}, as on GitHub (does it use itself?)`,{where:o.file});
let l=o.directory,a=i.contexts(),u={...a.github,action_path:l},d=Object.fromEntries(Object.entries(i.with).map(([v,F])=>[
v.toLowerCase(),F])),c={...d},f=new Set(o.inputs.map(v=>v.id.toLowerCase())),p=Object.keys(d).filter(v=>!f.has(v));p.length>
0&&this.#U(t.id,e,"warning",`step ${i.index+1}: unexpected input(s) ${p.map(v=>`'${v}'`).join(", ")} of ${i.uses}, valid\
 inputs are [${[...f].map(v=>`'${v}'`).join(", ")}]`);for(let v of o.inputs){let F=v.id.toLowerCase();Object.hasOwn(d,F)?
c[F]=d[F]:v.default?c[F]=$t(this.#n,v.default,{contexts:{...a,github:u},where:this.#m(v.default,`inputs.${v.id}.default`,
o.file),...this.#S()}):c[F]=""}let g={...i.env},h=[...i.path],b={},m=[],y={},$=null,x=[],N=()=>({...i.contexts(),github:{
...u,action_status:$===null?"success":"failure"},inputs:c,steps:y,env:g}),A={success:()=>$===null&&!i.stepStatus.cancelled(),
failure:()=>$!==null,cancelled:()=>i.stepStatus.cancelled()},k={...i.defaults,GITHUB_ACTION_PATH:l};for(let v of o.steps){
if(i.signal.aborted)break;let F=new AbortController,Y=i.onCancel(M=>{this.#st(v,N(),A,t.id,e,o.file)||F.abort(M)}),P;try{
P=await this.#rt(t,{step:v,action:Ls(v)},e,n,s,{contexts:N,stepStatus:A,defaults:k,env:()=>g,path:()=>h,signal:AbortSignal.
any([i.signal,F.signal]),kill:i.kill,onCancel:i.onCancel},{file:o.file,runDefaults:{shell:null,workingDirectory:null,shellAt:null},
inComposite:{index:i.index,name:i.name,depth:i.depth}})}finally{Y()}if(P.envAdded&&(g={...g,...P.envAdded,...i.overrides},
Object.assign(b,P.envAdded)),P.pathAdded.length>0&&(h=[...P.pathAdded,...h],m.unshift(...P.pathAdded)),v.id&&(y={...y,[v.
id]:{outputs:P.outputs,outcome:P.outcome,conclusion:P.conclusion}}),x.push(...P.stages),P.conclusion!=="success"&&P.conclusion!==
"skipped"&&$===null&&($=P),P.notEvaluated)break}let R={},O=null;try{R=xt(this.#n,Object.fromEntries(o.outputs.flatMap(v=>v.
value?[[v.id,v.value]]:[])),(v,F)=>({contexts:N(),where:this.#m(F,`outputs.${v}.value`,o.file),...this.#S()}))}catch(v){
O=ct(v)}let U=i.signal.aborted?"cancelled":$!==null?$.conclusion:O!==null?"failure":"success",Q=$?`${i.uses}: ${$.message??
$.conclusion}`:O!==null?`${i.uses}: ${O}`:null;return{outcome:U,message:Q,outputTail:$?.outputTail??null,outputs:R,envAdded:b,
pathAdded:m,stages:x}}#st(t,e,n,s,o,i=this.#t.workflow.fileName){try{return this.#ot(t,e,n,i)}catch(l){return this.#a({type:"\
notice",level:"error",job:s,leg:o,message:`${ct(l)}; the step is stopped with its cancelled job`}),!1}}#ot(t,e,n,s=this.#t.
workflow.fileName){return We(this.#n,t.if,{contexts:e,status:n,where:rt(s,t.if.position??t.position),...this.#S()})}#S(){
return this.#r.host?{host:this.#r.host}:{}}#it(t,e){return this.#a({type:"notice",level:"warning",job:t,leg:e,message:"f\
ailed, and the job has continue-on-error: the jobs that need it see success, and the run does not fail for it"}),"succes\
s"}#q(t,e,n,s,o=!1,i=this.#t.workflow.fileName){let l=t.continueOnError;if(typeof l=="boolean")return l;let a;try{let u=$t(
this.#n,l,{contexts:e,where:this.#m(l,"continue-on-error",i),...o?this.#S():{}});if(u==="true"||u==="false")return u==="\
true";a=`${this.#m(l,"continue-on-error",i)}: continue-on-error must be true or false, got ${JSON.stringify(u)}; the fai\
lure stands`}catch(u){a=`${ct(u)}; the failure stands (continue-on-error)`}return this.#a({type:"notice",level:"error",job:n,
leg:s,message:a}),!1}#gt(t){let e=this.#d;return ni(t.stageUpstream,n=>(e.has(n)?Ko(e.get(n),e):[n]).flatMap(s=>[e.get(s)?.
stages,this.#x.get(s),this.#o.get(s)?.stages]),{shownJob:n=>this.#_(n),matrixOf:n=>this.#R.get(n),placeOf:Jo(this.#t,t)})}#mt(t,e,n){
let s=Go(this.#n,t,e,n,this.#h);if(s!==null){this.#x.set(t.id,s.map(({stage:o})=>o));for(let{stage:o,leg:i}of s)Object.keys(
i).length>0&&this.#R.set(o,i)}}#at(t,e,n){let s=t.job.name,o=t.calledBy===null?"":this.#P(t).namePrefix;if(!s&&o==="")return null;
let i=t.job.id,l=!1;if(s){try{i=$t(this.#n,s,{contexts:n,...this.#S()})}catch{i=s.text}l=s.expression!==null&&this.#n.facts(
s.expression).paths.some(a=>a[0]==="matrix")}return e&&!l&&(i+=aa(e)),hr(`${o}${i}`)}#wt(t,e){return hr(this.#yt(t,e))}#yt(t,e){
if(t.name)try{return $t(this.#n,t.name,{contexts:e,...this.#S()})}catch{return t.name.text}if(t.uses)return`Run ${t.uses.
text}`;let n=t.run?.text??"";if(t.run)try{n=$t(this.#n,t.run,{contexts:e,...this.#S()})}catch{}return`Run ${n.trimStart().
split(/\r|\n/)[0]?.trim()??""}`}#a(t){let e=this.#r.now().toISOString(),n="job"in t&&t.job!==null?this.#y.get(t.job):void 0,
s;if(n===void 0)s={...t,at:e};else if(t.type==="job-skipped")s={...t,type:"job-finished",job:n,leg:t.job,duration_ms:0,at:e};else if(t.
type==="notice"&&t.leg===null)s={...t,job:n,leg:t.job,at:e};else if(t.type!=="job-legs")s={...t,job:n,at:e};else return;
if(s.type==="job-skipped")this.#J.set(s.job,s.reason);else if(s.type==="job-finished"){let o=this.#E.get(s.job)??[];o.push(
{leg:s.leg,result:s.result,...s.reason===void 0?{}:{reason:s.reason}}),this.#E.set(s.job,o)}this.#r.emit(s)}#_(t){return this.#y.
get(t)??t}};function mu(r){return typeof r=="string"?r:JSON.stringify(r)}function aa(r){return` (${Object.values(r).map(
mu).join(", ")})`}var la={lines:10,bytes:2048},wu=new Set(["error","warning","notice"]);function yu(r){let t=[],e=new ye;
for(let n of r.split(/\r?\n/)){let s=Es(n),o=e.read(s);if(o==="resumed")continue;if(o===null){t.push(s);continue}let{command:i,
data:l}=o;i==="stop-commands"?e.stop(l):wu.has(i)?t.push(`${i[0].toUpperCase()}${i.slice(1)}: ${l}`):i==="group"&&t.push(
l)}return is(t.join(`
`),la.lines,la.bytes)}function bu(r,t,e){let n=o=>String(r[o]??""),s=o=>r[o]===void 0?{}:{[`GITHUB_${o.toUpperCase()}`]:n(
o)};return{...s("event_path"),...s("actor_id"),...s("repository_id"),...s("repository_owner_id"),...s("ref_protected"),...s(
"retention_days"),GITHUB_ACTIONS:"true",GITHUB_WORKFLOW:n("workflow"),GITHUB_WORKFLOW_REF:n("workflow_ref"),GITHUB_WORKFLOW_SHA:n(
"workflow_sha"),GITHUB_RUN_ID:n("run_id"),GITHUB_RUN_NUMBER:n("run_number"),GITHUB_RUN_ATTEMPT:n("run_attempt"),GITHUB_JOB:n(
"job"),GITHUB_REPOSITORY:n("repository"),GITHUB_REPOSITORY_OWNER:n("repository_owner"),GITHUB_SHA:n("sha"),GITHUB_REF:n(
"ref"),GITHUB_REF_NAME:n("ref_name"),GITHUB_REF_TYPE:n("ref_type"),GITHUB_HEAD_REF:n("head_ref"),GITHUB_BASE_REF:n("base\
_ref"),GITHUB_EVENT_NAME:n("event_name"),GITHUB_ACTOR:n("actor"),GITHUB_TRIGGERING_ACTOR:n("triggering_actor"),GITHUB_SERVER_URL:n(
"server_url"),GITHUB_API_URL:n("api_url"),GITHUB_GRAPHQL_URL:n("graphql_url"),GITHUB_WORKSPACE:e,...oa(t)}}function Su(r,t,e,n){
let{stage:s,attempt:o}=e,i=`stage ${s}${o>1?` attempt ${o}`:""}`;return{type:"notice",level:"warning",job:r,leg:t,message:`${i}\
: ${n.path==="$"?n.message:re(n)}`,problem:{stage:s,attempt:o,code:n.code,path:n.path}}}function ct(r,t){return r instanceof
S?r.where?`${r.where}: ${r.message}`:r.message:Ce(r,t)}function $n(r,t){return Math.max(0,Math.round(t.getTime()-r.getTime()))}function ca(r,t){let e=r.filter(i=>i.calledBy===null),n=new Set(t.map(i=>i.job.split("/")[0])),s=null;for(let i of e){let l=e.
filter(u=>u.upstream.includes(i.id)).map(u=>u.id),a=new Set([i.id,...l]);[...n].every(u=>a.has(u))&&(s===null||a.size<s.
rerun)&&(s={id:i.id,rerun:a.size})}if(s===null)return null;let o=s.id;return t.find(i=>i.job.split("/")[0]===o)?.stage??
o}function da(r,t,e,n){let s=d=>d!==void 0&&d!=="*"&&d!=="GITHUB_TOKEN"&&!e.has(d),o=d=>{if(d[0]==="github")return d[1]===
"token"&&d.length===2;if(d[0]==="vars")return d[1]!==void 0&&d[1]!=="*"&&!n.has(d[1].toUpperCase());if(d[0]!=="secrets")
return!1;let c=d[1]?.toUpperCase();return c==="GITHUB_TOKEN"?!e.has(c):s(c)},i=d=>d==="other"||d.some(c=>!o(c)),l=new Map,
a=d=>{if(d===null||d.expression===null)return;let c=t.facts(d.expression);c.paths.forEach((f,p)=>{let g=f[0]==="secrets"?
f[1]?.toUpperCase():void 0;if(!s(g))return;let h=i(c.fallbacks[p]??[]),b=l.get(g);b===void 0?l.set(g,{name:g,where:rt(r.
fileName,d.position),fallsBack:h}):b.fallsBack&&!h&&l.set(g,{name:g,where:rt(r.fileName,d.position),fallsBack:h})})},u=d=>{
for(let c of Object.values(d))a(c)};u(r.env);for(let d of r.jobs){u(d.env),d.secrets!=="inherit"&&u(d.secrets);for(let c of d.
steps)u(c.env),u(c.with),a(c.run)}return[...l.values()]}var ku=["[skip ci]","[ci skip]","[no ci]","[skip actions]","[actions skip]"],vu=["skip-checks: true","skip-checks:true"],
$u=/^(?:[A-Za-z0-9][A-Za-z0-9-]*:|\s+\S)/;function fa(r){let t=ku.find(a=>r.includes(a));if(t!==void 0)return{kind:"inst\
ruction",text:t};let e=r.trimEnd().split(/\r?\n/),n=e.at(-1)??"",s=vu.find(a=>a===n);if(s===void 0)return null;let o=a=>a!==
void 0&&a.trim()==="",i=e.length-1;for(;i>0&&!o(e[i-1]);)i--;return e.slice(i).every(a=>$u.test(a))&&o(e[i-1])&&o(e[i-2])?
{kind:"trailer",text:s}:null}function pa(r,t,e,n=!1,s){return xu(r,t,e,n)??Ru(r,t,e,s)}function xu(r,t,e,n){let s=r.on[t];if(s===null||typeof s!="obj\
ect"||Array.isArray(s))return null;let o=s,i=Qe(o.types),l=e.action;if(i!==null&&i.length>0&&typeof l=="string"&&!i.includes(
l))return`the event's action ${l} is none of on.${t}.types (${i.join(", ")}): GitHub would not run this workflow for it`;
if(t==="push"){let a=typeof e.ref=="string"?e.ref:"";return a.startsWith("refs/tags/")?Sr(o,"push","tags","branches",a.slice(
10),"tag"):a.startsWith("refs/heads/")?Sr(o,"push","branches","tags",a.slice(11),"branch"):null}if((t==="pull_request"||
t==="pull_request_target")&&!n){let a=e.pull_request?.base?.ref;return typeof a=="string"?Sr(o,t,"branches",null,a,"base\
 branch"):null}return null}function Ru(r,t,e,n){if(!Object.hasOwn(r.on,t))return null;let s,o;if(t==="push")s=e.head_commit?.
message,o="the push's head commit";else if(t==="pull_request"){let a=e.pull_request?.head?.sha;if(n===void 0||a!==n.sha)
return null;s=n.message,o=`the pull request's head commit (${n.sha.slice(0,7)}, HEAD here)`}else return null;let i=typeof s==
"string"?fa(s):null;if(i===null)return null;let l=i.kind==="trailer"?`ends with the trailer ${i.text}`:`holds ${i.text}`;
return`${o} message ${l}: GitHub would not run this workflow for it`}function Sr(r,t,e,n,s,o){let i=Qe(r[e]),l=Qe(r[`${e}\
-ignore`]),a="GitHub would not run this workflow for it";return i!==null?_o(s,i)?null:`the ${o} ${s} matches none of on.${t}\
.${e} (${i.join(", ")}): ${a}`:l!==null?Co(s,l)?null:`the ${o} ${s} matches on.${t}.${e}-ignore (${l.join(", ")}): ${a}`:
n!==null&&(r[n]!==void 0||r[`${n}-ignore`]!==void 0)?`on.${t} filters ${n} only, so a push of a ${o} (${s}) does not sta\
rt it: ${a}`:null}var Ou=new TextEncoder,Pu=new TextDecoder("utf-8",{ignoreBOM:!0}),ke=class{#t;#r;#n;#e=new Map;constructor(t){this.#t=t}async put(t){
let e=await this.#l(),n=await this.#t.put(t),s={stage:n.stage,attempt:n.attempt,runAttempt:n.runAttempt},o=e.get(n.stage)??
[];o.some(l=>Ge(l,s)===0)||o.push(s),o.sort(Ge),e.set(n.stage,o);let i={record:JSON.parse(Qs(t.record)),prompt:Pu.decode(
Ou.encode(t.prompt)),handoff:JSON.parse(to(t.handoff)),recordSha256:n.recordSha256};return this.#e.set(ha(s),Promise.resolve(
i)),n}get(t){return this.#s(e=>{let n=e.get(t)?.at(-1);return n===void 0?Promise.resolve(void 0):this.#i(n)})}getAttempt(t,e,n=1){
return this.#s(s=>{let o=s.get(t)?.find(i=>i.attempt===e&&i.runAttempt===n);return o?this.#i(o):Promise.resolve(void 0)})}#s(t){
return this.#n?t(this.#n):this.#l().then(t)}#i(t){let e=ha(t),n=this.#e.get(e);return n||(n=this.#t.getAttempt(t.stage,t.
attempt,t.runAttempt),n.catch(()=>this.#e.delete(e)),this.#e.set(e,n)),n}async list(){return[...(await this.#l()).values()].
flat().sort(ze)}#l(){return this.#r??=this.#t.list().then(t=>{let e=new Map;for(let{stage:n,attempt:s,runAttempt:o}of t)
e.set(n,[...e.get(n)??[],{stage:n,attempt:s,runAttempt:o}]);for(let n of e.values())n.sort(Ge);return this.#n=e,e}),this.#r}};
function ha(r){return`${r.stage}\0${r.runAttempt}\0${r.attempt}`}var Pt=Ot(Qt(),1);var xn=class{path;#t;#r;#n=null;#e=!1;constructor(t){this.path=t,this.#t=(0,Pt.openSync)(t,"a",420),this.#r=(0,Pt.fstatSync)(
this.#t).size}write(t){if(this.#n!==null||this.#e)return;let e=Buffer.from(`${JSON.stringify(t)}
`);try{for(let n=0;n<e.length;)n+=(0,Pt.writeSync)(this.#t,e,n,e.length-n);this.#r+=e.length}catch(n){try{(0,Pt.ftruncateSync)(
this.#t,this.#r)}catch{}this.#n=ao(this.path,"the run's events",n)}}get failure(){return this.#n}close(){this.#e||(this.#e=
!0,(0,Pt.closeSync)(this.#t))}};var Za=Ot(Je(),1),X=Ot(Qt(),1);import{appendFile as gd,mkdtemp as md,open as Qa,readFile as wd,rm as yd,writeFile as bd}from"node:fs/promises";
import{delimiter as Sd,dirname as kd,join as Rt,relative as vd,resolve as $d}from"node:path";var ga=65536,ve=4096,kr=16,Au=/^\s*(?:[A-Za-z0-9+/=]*|[A-Za-z][A-Za-z0-9-]*: .*)\s*$/;function Eu(r){let t=Ie(r);return!Zn(
r)&&!Zn(t)&&!Au.test(t)}var Rn=class{#t;#r;#n=new Map;constructor(t,e){this.#t=t,this.#r=e}push(t,e="stdout"){let n=this.#e(
e),s=n.partial+t,o=s.endsWith("\r")?s.length-1:s.length,i=s.slice(0,o),l=i.includes("\r")?i.split(/\r\n|\r|\n/):i.split(
`
`);n.partial=(l.pop()??"")+s.slice(o);let a=this.#s(n,l);for(let u=0;u<l.length;u++)this.#l(n,l[u],a+u);n.known=void 0,n.
partial.length>ga&&(n.overlong||(this.#o(n,n.partial.slice(0,ve)),n.overlong=!0),n.inKey=Jt(n.partial,n.inKey),n.partial=
n.partial.slice(-ve))}flush(){for(let t of this.#n.values())t.overlong||this.#o(t,t.partial.replace(/\r$/,"").slice(0,ve))}end(){
for(let t of this.#n.values())t.partial!==""&&this.#l(t,t.partial),t.partial="",this.#o(t,"")}#e(t){let e=this.#n.get(t);
return e||(e={partial:"",held:null,previous:"",inKey:!1,overlong:!1,known:void 0},this.#n.set(t,e)),e}#s(t,e){let n=[t.previous,
...t.held===null?[]:[t.held],...e],s=n.length-e.length;if(e.length===0||n.length<3)return s;let o=[...this.#t()],i=new Uint8Array(
n.length);if(Yn(n.join(`
`),o))i.fill(1,1,n.length-1);else if(n.length>kr)for(let l=0;l<n.length-2;l+=kr-2){let a=Math.min(l+kr,n.length)-1;Yn(n.
slice(l,a+1).join(`
`),o)&&i.fill(1,l+1,a)}return t.known={lines:n,clean:i,secrets:o},s}#i(t,e,n,s){let o=t.known;if(o===void 0||s<2||o.clean[s-
1]!==1||o.lines[s-1]!==e||o.lines[s-2]!==t.previous||o.lines[s]!==n)return!1;let i=this.#t();if(i.length!==o.secrets.length)
return!1;for(let l=0;l<i.length;l++)if(i[l]!==o.secrets[l])return!1;return!0}#l(t,e,n=-1){if(e.length>ga&&!t.overlong&&(this.#o(
t,e.slice(0,ve)),t.overlong=!0),t.overlong){t.overlong=!1,t.inKey=Jt(e,t.inKey),t.previous=t.inKey?"":e.slice(-ve);return}
if(t.inKey&&Eu(e)&&(t.inKey=!1),t.inKey||yo(e)){t.inKey||this.#o(t,""),t.inKey=Jt(e,t.inKey),t.previous=t.inKey?"":e;return}
this.#o(t,e,n),t.held=e}#o(t,e,n=-1){let s=t.held;if(t.held=null,s===null)return;let o=s;if(!this.#i(t,s,e,n)){let i=Z(`${t.
previous}
${s}
${e}`,this.#t()),l=i.text.split(`
`);o=l.length===3?l[1]??"":ps(i.redactions[0]?.kind??"secret-value")}t.previous=s,o.trim()!==""&&this.#r(o)}};var ae=class{#t;#r;#n;constructor(t,e){this.#t=t,this.#r=e}arm(){clearTimeout(this.#n),this.#n=setTimeout(()=>this.#r(),
this.#t),this.#n.unref?.()}stop(){clearTimeout(this.#n),this.#n=void 0}};var Tu=ee({result:Ht}),Nu=/^[A-Za-z_][A-Za-z0-9_-]*$/,_u=`${Ht.options.slice(0,-1).join(", ")} or ${Ht.options.at(-1)}`;
function wa(r){let t=(r??"").trim();if(t==="")return null;let e;try{e=JSON.parse(t)}catch{throw On("it is not JSON")}if(e===
null||typeof e!="object"||Array.isArray(e))throw On("it is JSON, but not an object of jobs");let n=Object.entries(e),s=[];
for(let[o,[i,l]]of n.entries()){let a=`entry ${o+1} of ${n.length}`;if(!Nu.test(i))throw On(`${a} is not named by a job \
id`);let u=Tu.safeParse(l);if(!u.success)throw On(`${a} has no result that is ${_u}`);s.push({job:i,result:u.data.result})}
return s}function On(r){return new S("input-invalid",`must be the results of the jobs this job needs, as \`${W.needs}: \$\
{{ toJSON(needs) }}\` passes them; ${r}`,{where:W.needs})}function ya(r){if(r.length===0)return null;let t=r.filter(e=>e.
result==="failure").map(e=>e.job);return t.length>0?{status:"failure",failedJobs:t}:r.some(e=>e.result==="cancelled")?{status:"\
cancelled",failedJobs:t}:{status:"success",failedJobs:t}}var ba=["comment","summary","both"],Cu=/^[A-Za-z0-9_.-]{1,64}$/;function $r(r){let t=(r[W.mode]??"").trim()||"both";if(!ba.
includes(t))throw new S("input-invalid",`must be one of ${ba.join(", ")}; got "${t}"`,{where:W.mode});return t}function xr(r,t){
let e=$r(r),n=(r[W.key]??"").trim()||fi;if(!Cu.test(n))throw new S("input-invalid",`must be 1 to 64 letters, digits, '.'\
, '_' or '-' (it names the sticky comment); got "${n}"`,{where:W.key});let s=Oo(W.includeDetail,r[W.includeDetail],!1),o=wa(
r[W.needs]),i=o===null?null:ya(o),l=null;if(e!=="summary"){let a=(r[W.issueNumber]??"").trim();if(a!==""){if(!/^[1-9]\d{0,9}$/.
test(a))throw new S("input-invalid",`must be the number of an issue or pull request, like 42; got "${a}"`,{where:W.issueNumber});
l=Number(a)}else if(l=ju(t.payload),l===null)throw new S("issue-number-missing",`there is no issue or pull request to co\
mment on: the triggering event (${t.name||"unknown"}) is not about one. Set the issue-number input, or use mode: summary`,
{where:W.issueNumber})}return{mode:e,key:n,includeDetail:s,issueNumber:l,run:i}}function ju(r){let t=$e(r);if(!t)return null;
let e=vr($e(t.pull_request)?.number)??vr($e(t.issue)?.number);if(e!==null)return e;for(let n of["workflow_run","check_ru\
n","check_suite"]){let s=$e(t[n])?.pull_requests;if(Array.isArray(s)&&s.length===1){let o=vr($e(s[0])?.number);if(o!==null)
return o}}return null}function $e(r){return r!==null&&typeof r=="object"&&!Array.isArray(r)?r:null}function vr(r){return typeof r=="number"&&Number.
isInteger(r)&&r>0?r:null}var Mu={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\u274C"};function Sa(r){let{record:t,handoff:e}=r,
n=l=>di(l,r)||" ",s=[["status",`${t.status} (${t.outcome.reason})`],["attempt",String(t.attempt)],["exit code",t.agent.exit_code===
null?"none":String(t.agent.exit_code)],["duration",`${(t.agent.duration_ms/1e3).toFixed(1)} s`],["handoff",t.present&&t.
digests.handoff?`present, sha256 ${t.digests.handoff.slice(0,12)}`:"none"]];e?.next&&s.push(["next",e.next.stage]),r.notStored!==
void 0?s.push(["artifact","not stored"]):r.artifactName&&s.push(["artifact",r.artifactName]);let o=[];o.push([`### ${Mu[t.
status]} baton stage \`${t.stage}\``,"","| | |","|---|---|",...s.map(([l,a])=>`| ${l} | ${n(a)} |`)].join(`
`)),r.notStored!==void 0&&o.push(`${ci(Lu(r.notStored),r)}. No later stage can read this record or its handoff; it is sh\
own here only.`),t.outcome.message&&o.push(or(t.outcome.message,r)),e&&o.push(["#### Summary","",or(e.summary,r)].join(`\

`));let i=Object.entries(e?.data??{});return i.length>0&&o.push(["#### Data","","| key | value |","|---|---|",...i.map(([
l,a])=>`| ${n(l)} | ${n(a)} |`)].join(`
`)),t.problems.length>0&&o.push(["#### Problems","","| severity | code | where | message |","|---|---|---|---|",...t.problems.
map(l=>`| ${l.severity} | ${n(l.code)} | ${n(l.path)} | ${n(l.message)} |`)].join(`
`)),Fu(o,r.notStored===void 0?r.artifactName:void 0)}function Lu(r){return r.charAt(0).toUpperCase()+r.slice(1)}function Fu(r,t){
let e=`_Cut to fit the step summary; the full record is in ${t?`artifact ${t}`:"the stage record"}._`,n=st.stepSummaryBytes-
Jn(e)-4,s=[],o=0;for(let i of r){let l=Jn(i)+2;if(o+l>n){s.push(e);break}s.push(i),o+=l}return`${s.join(`

`)}
`}function ka(r,t){return Z(r,t).redactions.length===0?r:`${ui(r.trimEnd(),t)}
`}var Nr=Ot(Je(),1),mt=Ot(Qt(),1);import{homedir as Xc}from"node:os";import{dirname as Ua,isAbsolute as Yc,join as Zc,resolve as Cr,
sep as En}from"node:path";var va=(r,t,e)=>{let n,s,o,i,l,a=e.indexOf(r),u=e.indexOf(t,a+1),d=a;if(a>=0&&u>0){if(r===t)return[a,u];for(n=[],o=e.length;d>=
0&&!l;){if(d===a)n.push(d),a=e.indexOf(r,d+1);else if(n.length===1){let c=n.pop();c!==void 0&&(l=[c,u])}else s=n.pop(),s!==
void 0&&s<o&&(o=s,i=u),u=e.indexOf(t,d+1);d=a<u&&a>=0?a:u}n.length&&i!==void 0&&(l=[o,i])}return l};var $a="\0SLASH"+Math.random().toFixed(16)+"\0",xa="\0OPEN"+Math.random().toFixed(16)+"\0",Pn="\0CLOSE"+Math.random().toFixed(
16)+"\0",Ra="\0COMMA"+Math.random().toFixed(16)+"\0",Oa="\0PERIOD"+Math.random().toFixed(16)+"\0",Iu=new RegExp($a,"g"),
Du=new RegExp(xa,"g"),Wu=new RegExp(Pn,"g"),Uu=new RegExp(Ra,"g"),Ju=new RegExp(Oa,"g"),Hu=/\\\\/g,Bu=/\\{/g,Gu=/\\}/g,zu=/\\,/g,
Ku=/\\\./g,Vu=1e5,qu=4e6,Xu=1e3,Yu=1e3,Zu=2e7,Qu=16;function Rr(r){return isNaN(r)?r.charCodeAt(0):parseInt(r,10)}function tc(r){
return r.replace(Hu,$a).replace(Bu,xa).replace(Gu,Pn).replace(zu,Ra).replace(Ku,Oa)}function ec(r){return r.replace(Iu,"\
\\").replace(Du,"{").replace(Wu,"}").replace(Uu,",").replace(Ju,".")}function Or(r,t){for(let e=0;e<t.length;e++)r.push(
t[e])}function Pa(r,t,e){if(e.remaining<0)return;let n=va("{","}",t),s=n!==void 0&&t.indexOf("{")<n[0];if(e.remaining-=n&&
!s?n[1]+1:r.length,!(!n||e.remaining<0))return{end:n[1],pre:r.slice(0,n[0]),body:r.slice(n[0]+1,n[1]),post:r.slice(n[1]+
1),unmatched:s}}function nc(r,t){t.remaining-=r.length;let e=[];for(let o=0;o<r.length;o++){let i=r.charCodeAt(o);i===123?
e.push(o):i===125&&e.length&&e.pop()}let n="",s=0;for(let o=0;o<e.length;o++){let i=e[o];n+=r.slice(s,i)+"\0",s=i+1}return n+
r.slice(s)}function rc(r,t){if(t.remaining-=r.length,t.remaining<0)return!1;let e=!1;for(let n=r.length-1;n>=0;n--){let s=r.
charCodeAt(n);if(s===125)e=!0;else if(s===10||s===13||s===8232||s===8233)e=!1;else if(s===44&&e&&r.charCodeAt(n+1)!==44)
return!0}return!1}function sc(r,t){let e=[],n="";for(;;){let s=Pa(r,r,t);if(t.remaining<0)return;if(!s){let u=r.split(",");
return u[0]=n+u[0],Or(e,u),e}let{pre:o,body:i,post:l}=s,a=o.split(",");if(a[0]=n+a[0],a[a.length-1]+="{"+i+"}",!l.length)
return Or(e,a),e;n=a.pop(),Or(e,a),r=l}}function xe(r,t){return r===void 0||isNaN(r)?t:r}function Aa(r,t={}){if(!r)return[];
let e=xe(t.max,Vu),n=xe(t.maxLength,qu),s=xe(t.maxDepth,Xu),o=xe(t.maxRewrites,Yu),i=xe(t.maxSteps,Zu);return r.slice(0,
2)==="{}"&&(r="\\{\\}"+r.slice(2)),Pr(tc(r),e,n,s,0,o,{remaining:i},!0).map(ec)}function oc(r){return"{"+r+"}"}function ic(r){
return/^-?0\d/.test(r)}function ac(r,t){return r<=t}function lc(r,t){return r>=t}function Re(r,t,e,n,s,o,i){let l=[],a=0,
u;t:for(let d=0;d<r.length;d++){let c=r[d]+t,f=e;o&&!c&&(u||(u=e.filter(p=>p)),f=u);for(let p=0;p<f.length;p++){if(l.length>=
n)break t;let g=c+f[p];if(a+g.length>s)break t;l.push(g),a+=g.length}}return i.remaining-=l.length,l}function uc(r,t,e,n,s){
let o=r.split(/\.\./),i=[];if(o[0]===void 0||o[1]===void 0)return i;let l=Rr(o[0]),a=Rr(o[1]),u=Math.max(o[0].length,o[1].
length),d=o.length===3&&o[2]!==void 0?Math.max(Math.abs(Rr(o[2])),1):1,c=ac;a<l&&(d*=-1,c=lc);let p=o.some(ic),g=p?u:1,h=0;
for(let b=l;c(b,a)&&i.length<e;b+=d){if(s.remaining-=g,s.remaining<0)return;let m;if(t)m=String.fromCharCode(b),m==="\\"&&
(m="");else if(m=String(b),p){let y=u-m.length;if(y>0){let $=new Array(y+1).join("0");b<0?m="-"+$+m.slice(1):m=$+m}}if(h+
m.length>n)break;i.push(m),h+=m.length}return i}function Pr(r,t,e,n,s,o,i,l){if(i.remaining-=Qu,s>n)return[r];let a=[""],
u=0,d=!1,c=!0,f=r;for(;;){let p=Pa(r,f,i);if(!p)return Re(a,r,[""],t,e,d,i);p.unmatched&&(f=nc(f,i));let g=p.pre,h=()=>Re(
a,g+"{"+p.body+"}"+p.post,[""],t,e,d,i);if(/\$$/.test(g)){if(a=Re(a,g+"{"+p.body+"}",[""],t,e,d&&!p.post.length,i),c=!1,
!p.post.length)break;r=p.post,f=f.slice(p.end+1);continue}let b=/^-?\d+\.\.-?\d+(?:\.\.-?\d+)?$/.test(p.body),m=/^[a-zA-Z]\.\.[a-zA-Z](?:\.\.-?\d+)?$/.
test(p.body),y=b||m,$=p.body.indexOf(",")>=0;if(!y&&!$){if(u<o&&rc(p.post,i)){u++,r=p.pre+"{"+p.body+Pn+p.post,f=f.slice(
0,p.end)+Pn+f.slice(p.end+1),l=!0;continue}return h()}c&&(d=l&&!y,c=!1);let x;if(y){if(x=uc(p.body,m,t,e,i),!x)return h()}else{
let A=sc(p.body,i);if(!A)return h();if(A.length===1&&A[0]!==void 0){if(A=Pr(A[0],t,e,n,s+1,o,i,!1).map(oc),i.remaining<0)
return h();if(A.length===1){let O=Re(a,g+A[0],[""],t,e,d&&!p.post.length,i);if(i.remaining<0)return h();if(a=O,!p.post.length)
break;r=p.post,f=f.slice(p.end+1);continue}}let k=d&&!p.post.length&&!g;for(let O=0;k&&O<a.length;O++)a[O]&&(k=!1);x=[];
let R=0;t:for(let O=0;O<A.length;O++){let U=Pr(A[O],t,e,n,s+1,o,i,!1);if(i.remaining<0)return h();for(let Q=0;Q<U.length;Q++){
let v=U[Q];if(!(k&&!v)){if(x.length>=t||R+v.length>e)break t;x.push(v),R+=v.length}}}}let N=Re(a,g,x,t,e,d&&!p.post.length,
i);if(i.remaining<0)return h();if(a=N,!p.post.length)break;r=p.post,f=f.slice(p.end+1)}return a}var Oe=r=>{if(typeof r!="string")throw new TypeError("invalid pattern");if(r.length>65536)throw new TypeError("pattern i\
s too long")};var cc={"[:alnum:]":["\\p{L}\\p{Nl}\\p{Nd}",!0],"[:alpha:]":["\\p{L}\\p{Nl}",!0],"[:ascii:]":["\\x00-\\x7f",!1],"[:blank\
:]":["\\p{Zs}\\t",!0],"[:cntrl:]":["\\p{Cc}",!0],"[:digit:]":["\\p{Nd}",!0],"[:graph:]":["\\p{Z}\\p{C}",!0,!0],"[:lower:\
]":["\\p{Ll}",!0],"[:print:]":["\\p{C}",!0],"[:punct:]":["\\p{P}",!0],"[:space:]":["\\p{Z}\\t\\r\\n\\v\\f",!0],"[:upper:\
]":["\\p{Lu}",!0],"[:word:]":["\\p{L}\\p{Nl}\\p{Nd}\\p{Pc}",!0],"[:xdigit:]":["A-Fa-f0-9",!1]},Pe=r=>r.replace(/[[\]\\-]/g,
"\\$&"),dc=r=>r.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),Ea=r=>r.join(""),Ta=(r,t)=>{let e=t;if(r.charAt(e)!=="[")throw new Error(
"not in a brace expression");let n=[],s=[],o=e+1,i=!1,l=!1,a=!1,u=!1,d=e,c="";t:for(;o<r.length;){let h=r.charAt(o);if((h===
"!"||h==="^")&&o===e+1){u=!0,o++;continue}if(h==="]"&&i&&!a){d=o+1;break}if(i=!0,h==="\\"&&!a){a=!0,o++;continue}if(h===
"["&&!a){for(let[b,[m,y,$]]of Object.entries(cc))if(r.startsWith(b,o)){if(c)return["$.",!1,r.length-e,!0];o+=b.length,$?
s.push(m):n.push(m),l=l||y;continue t}}if(a=!1,c){h>c?n.push(Pe(c)+"-"+Pe(h)):h===c&&n.push(Pe(h)),c="",o++;continue}if(r.
startsWith("-]",o+1)){n.push(Pe(h+"-")),o+=2;continue}if(r.startsWith("-",o+1)){c=h,o+=2;continue}n.push(Pe(h)),o++}if(d<
o)return["",!1,0,!1];if(!n.length&&!s.length)return["$.",!1,r.length-e,!0];if(s.length===0&&n.length===1&&/^\\?.$/.test(
n[0])&&!u){let h=n[0].length===2?n[0].slice(-1):n[0];return[dc(h),!1,d-e,!1]}let f="["+(u?"^":"")+Ea(n)+"]",p="["+(u?"":
"^")+Ea(s)+"]";return[n.length&&s.length?"("+f+"|"+p+")":n.length?f:p,l,d-e,!0]};var Lt=(r,{windowsPathsNoEscape:t=!1,magicalBraces:e=!0}={})=>e?t?r.replace(/\[([^/\\])\]/g,"$1"):r.replace(/((?!\\).|^)\[([^/\\])\]/g,
"$1$2").replace(/\\([^/])/g,"$1"):t?r.replace(/\[([^/\\{}])\]/g,"$1"):r.replace(/((?!\\).|^)\[([^/\\{}])\]/g,"$1$2").replace(
/\\([^/{}])/g,"$1");var gt,fc=new Set(["!","?","+","*","@"]),Ar=r=>fc.has(r),Na=r=>Ar(r.type),pc=new Map([["!",["@"]],["?",["?","@"]],["@",[
"@"]],["*",["*","+","?","@"]],["+",["+","@"]]]),hc=new Map([["!",["?"]],["@",["?"]],["+",["?","*"]]]),gc=new Map([["!",[
"?","@"]],["?",["?","@"]],["@",["?","@"]],["*",["*","+","?","@"]],["+",["+","@","?","*"]]]),_a=new Map([["!",new Map([["\
!","@"]])],["?",new Map([["*","*"],["+","*"]])],["@",new Map([["!","!"],["?","?"],["@","@"],["*","*"],["+","+"]])],["+",
new Map([["?","*"],["*","*"]])]]),mc="(?!(?:^|/)\\.\\.?(?:$|/))",An="(?!\\.)",wc=new Set(["[","."]),yc=new Set(["..","."]),
bc=new Set("().*{}+?[]^$\\!"),Sc=r=>r.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),Er="[^/]",Ca=Er+"*?",ja=Er+"+?",kc=0,Gt=class{type;#t;#r;#n=!1;#e=[];#s;#i;#l;#o=!1;#u;#c;#d=!1;id=++kc;get depth(){
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
let i=s.maxExtglobRecursion??2,l=!1,a=!1,u=-1,d=!1;if(e.type===null){let h=n,b="";for(;h<t.length;){let m=t.charAt(h++);
if(l||m==="\\"){l=!l,b+=m;continue}if(a){h===u+1?(m==="^"||m==="!")&&(d=!0):m==="]"&&!(h===u+2&&d)&&(a=!1),b+=m;continue}else if(m===
"["){a=!0,u=h,d=!1,b+=m;continue}if(!s.noext&&Ar(m)&&t.charAt(h)==="("&&o<=i){e.push(b),b="";let $=new gt(m,e);h=gt.#p(t,
$,h,s,o+1),e.push($);continue}b+=m}return e.push(b),h}let c=n+1,f=new gt(null,e),p=[],g="";for(;c<t.length;){let h=t.charAt(
c++);if(l||h==="\\"){l=!l,g+=h;continue}if(a){c===u+1?(h==="^"||h==="!")&&(d=!0):h==="]"&&!(c===u+2&&d)&&(a=!1),g+=h;continue}else if(h===
"["){a=!0,u=c,d=!1,g+=h;continue}if(!s.noext&&Ar(h)&&t.charAt(c)==="("&&(o<=i||e&&e.#w(h))){let m=e&&e.#w(h)?0:1;f.push(
g),g="";let y=new gt(h,f);f.push(y),c=gt.#p(t,y,c,s,o+m);continue}if(h==="|"){f.push(g),g="",p.push(f),f=new gt(null,e);
continue}if(h===")")return g===""&&e.#e.length===0&&(e.#d=!0),f.push(g),g="",e.push(...p,f),c;g+=h}return e.type=null,e.#r=
void 0,e.#e=[t.substring(n-1)],c}#h(t){return this.#g(t,hc)}#g(t,e=pc){if(!t||typeof t!="object"||t.type!==null||t.#e.length!==
1||this.type===null)return!1;let n=t.#e[0];return!n||typeof n!="object"||n.type===null?!1:this.#w(n.type,e)}#w(t,e=gc){return!!e.
get(this.type)?.includes(t)}#k(t,e){let n=t.#e[0],s=new gt(null,n,this.options);s.#e.push(""),n.push(s),this.#y(t,e)}#y(t,e){
let n=t.#e[0];this.#e.splice(e,1,...n.#e);for(let s of n.#e)typeof s=="object"&&(s.#s=this);this.#c=void 0}#v(t){return!!_a.
get(this.type)?.has(t)}#$(t){if(!t||typeof t!="object"||t.type!==null||t.#e.length!==1||this.type===null||this.#e.length!==
1)return!1;let e=t.#e[0];return!e||typeof e!="object"||e.type===null?!1:this.#v(e.type)}#b(t){let e=_a.get(this.type),n=t.#e[0],
s=e?.get(n.type);if(!s)return!1;this.#e=n.#e;for(let o of this.#e)typeof o=="object"&&(o.#s=this);this.type=s,this.#c=void 0,
this.#d=!1}static fromGlob(t,e={}){let n=new gt(null,void 0,e);return gt.#p(t,n,0,e,0),n}toMMPattern(){if(this!==this.#t)
return this.#t.toMMPattern();let t=this.toString(),[e,n,s,o]=this.toRegExpSource();if(!(s||this.#r||this.#u.nocase&&!this.#u.
nocaseMagicOnly&&t.toUpperCase()!==t.toLowerCase()))return n;let l=(this.#u.nocase?"i":"")+(o?"u":"");return Object.assign(
new RegExp(`^${e}$`,l),{_src:e,_glob:t})}get options(){return this.#u}toRegExpSource(t){let e=t??!!this.#u.dot;if(this.#t===
this&&(this.#x(),this.#f()),!Na(this)){let a=this.isStart()&&this.isEnd()&&!this.#e.some(p=>typeof p!="string"),u=this.#e.
map(p=>{let[g,h,b,m]=typeof p=="string"?gt.#E(p,this.#r,a):p.toRegExpSource(t);return this.#r=this.#r||b,this.#n=this.#n||
m,g}).join(""),d="";if(this.isStart()&&typeof this.#e[0]=="string"&&!(this.#e.length===1&&yc.has(this.#e[0]))){let g=wc,
h=e&&g.has(u.charAt(0))||u.startsWith("\\.")&&g.has(u.charAt(2))||u.startsWith("\\.\\.")&&g.has(u.charAt(4)),b=!e&&!t&&g.
has(u.charAt(0));d=h?mc:b?An:""}let c="";return this.isEnd()&&this.#t.#o&&this.#s?.type==="!"&&(c="(?:$|\\/)"),[d+u+c,Lt(
u),this.#r=!!this.#r,this.#n]}let n=this.type==="*"||this.type==="+",s=this.type==="!"?"(?:(?!(?:":"(?:",o=this.#R(e);if(this.
isStart()&&this.isEnd()&&!o&&this.type!=="!"){let a=this.toString(),u=this;return u.#e=[a],u.type=null,u.#r=void 0,[a,Lt(
this.toString()),!1,!1]}let i=!n||t||e||!An?"":this.#R(!0);i===o&&(i=""),i&&(o=`(?:${o})(?:${i})*?`);let l="";if(this.type===
"!"&&this.#d)l=(this.isStart()&&!e?An:"")+ja;else{let a=this.type==="!"?"))"+(this.isStart()&&!e&&!t?An:"")+Ca+")":this.
type==="@"?")":this.type==="?"?")?":this.type==="+"&&i?")":this.type==="*"&&i?")?":`)${this.type}`;l=s+o+a}return[l,Lt(o),
this.#r=!!this.#r,this.#n]}#x(){if(Na(this)){let t=0,e=!1;do{e=!0;for(let n=0;n<this.#e.length;n++){let s=this.#e[n];typeof s==
"object"&&(s.#x(),this.#g(s)?(e=!1,this.#y(s,n)):this.#h(s)?(e=!1,this.#k(s,n)):this.#$(s)&&(e=!1,this.#b(s)))}}while(!e&&
++t<10)}else for(let t of this.#e)typeof t=="object"&&t.#x();this.#c=void 0}#R(t){return this.#e.map(e=>{if(typeof e=="s\
tring")throw new Error("string type in extglob ast??");let[n,s,o,i]=e.toRegExpSource(t);return this.#n=this.#n||i,n}).filter(
e=>!(this.isStart()&&this.isEnd())||!!e).join("|")}static#E(t,e,n=!1){let s=!1,o="",i=!1,l=!1;for(let a=0;a<t.length;a++){
let u=t.charAt(a);if(s){s=!1,o+=(bc.has(u)?"\\":"")+u;continue}if(u==="*"){if(l)continue;l=!0,o+=n&&/^[*]+$/.test(t)?ja:
Ca,e=!0;continue}else l=!1;if(u==="\\"){a===t.length-1?o+="\\\\":s=!0;continue}if(u==="["){let[d,c,f,p]=Ta(t,a);if(f){o+=
d,i=i||c,a+=f-1,e=e||p;continue}}if(u==="?"){o+=Er,e=!0;continue}o+=Sc(u)}return[o,Lt(t),!!e,i]}};gt=Gt;var Tr=(r,{windowsPathsNoEscape:t=!1,magicalBraces:e=!1}={})=>e?t?r.replace(/[?*()[\]{}]/g,"[$&]"):r.replace(/[?*()[\]\\{}]/g,
"\\$&"):t?r.replace(/[?*()[\]]/g,"[$&]"):r.replace(/[?*()[\]\\]/g,"\\$&");var ht=(r,t,e={})=>(Oe(t),!e.nocomment&&t.charAt(0)==="#"?!1:new jt(t,e).match(r)),vc=/^\*+([^+@!?*[(]*)$/,$c=r=>t=>!t.startsWith(
".")&&t.endsWith(r),xc=r=>t=>t.endsWith(r),Rc=r=>(r=r.toLowerCase(),t=>!t.startsWith(".")&&t.toLowerCase().endsWith(r)),
Oc=r=>(r=r.toLowerCase(),t=>t.toLowerCase().endsWith(r)),Pc=/^\*+\.\*+$/,Ac=r=>!r.startsWith(".")&&r.includes("."),Ec=r=>r!==
"."&&r!==".."&&r.includes("."),Tc=/^\.\*+$/,Nc=r=>r!=="."&&r!==".."&&r.startsWith("."),_c=/^\*+$/,Cc=r=>r.length!==0&&!r.
startsWith("."),jc=r=>r.length!==0&&r!=="."&&r!=="..",Mc=/^\?+([^+@!?*[(]*)?$/,Lc=([r,t=""])=>{let e=Fa([r]);return t?(t=
t.toLowerCase(),n=>e(n)&&n.toLowerCase().endsWith(t)):e},Fc=([r,t=""])=>{let e=Ia([r]);return t?(t=t.toLowerCase(),n=>e(
n)&&n.toLowerCase().endsWith(t)):e},Ic=([r,t=""])=>{let e=Ia([r]);return t?n=>e(n)&&n.endsWith(t):e},Dc=([r,t=""])=>{let e=Fa(
[r]);return t?n=>e(n)&&n.endsWith(t):e},Fa=([r])=>{let t=r.length;return e=>e.length===t&&!e.startsWith(".")},Ia=([r])=>{
let t=r.length;return e=>e.length===t&&e!=="."&&e!==".."},Da=typeof process=="object"&&process?typeof process.env=="obje\
ct"&&process.env&&process.env.__MINIMATCH_TESTING_PLATFORM__||process.platform:"posix",Ma={win32:{sep:"\\"},posix:{sep:"\
/"}},Wc=Da==="win32"?Ma.win32.sep:Ma.posix.sep;ht.sep=Wc;var dt=Symbol("globstar **");ht.GLOBSTAR=dt;var Uc="[^/]",Jc=Uc+
"*?",Hc="(?:(?!(?:\\/|^)(?:\\.{1,2})($|\\/)).)*?",Bc="(?:(?!(?:\\/|^)\\.).)*?",Gc=(r,t={})=>e=>ht(e,r,t);ht.filter=Gc;var bt=(r,t={})=>Object.
assign({},r,t),zc=r=>{if(!r||typeof r!="object"||!Object.keys(r).length)return ht;let t=ht;return Object.assign((n,s,o={})=>t(
n,s,bt(r,o)),{Minimatch:class extends t.Minimatch{constructor(s,o={}){super(s,bt(r,o))}static defaults(s){return t.defaults(
bt(r,s)).Minimatch}},AST:class extends t.AST{constructor(s,o,i={}){super(s,o,bt(r,i))}static fromGlob(s,o={}){return t.AST.
fromGlob(s,bt(r,o))}},unescape:(n,s={})=>t.unescape(n,bt(r,s)),escape:(n,s={})=>t.escape(n,bt(r,s)),filter:(n,s={})=>t.filter(
n,bt(r,s)),defaults:n=>t.defaults(bt(r,n)),makeRe:(n,s={})=>t.makeRe(n,bt(r,s)),braceExpand:(n,s={})=>t.braceExpand(n,bt(
r,s)),match:(n,s,o={})=>t.match(n,s,bt(r,o)),sep:t.sep,GLOBSTAR:dt})};ht.defaults=zc;var Wa=(r,t={})=>(Oe(r),t.nobrace||
!/\{(?:(?!\{).)*\}/.test(r)?[r]:Aa(r,{max:t.braceExpandMax}));ht.braceExpand=Wa;var Kc=(r,t={})=>new jt(r,t).makeRe();ht.
makeRe=Kc;var Vc=(r,t,e={})=>{let n=new jt(t,e);return r=r.filter(s=>n.match(s)),n.options.nonull&&!r.length&&r.push(t),
r};ht.match=Vc;var La=/[?*]|[+@!]\(.*?\)|\[|\]/,qc=r=>r.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),jt=class{options;set;pattern;windowsPathsNoEscape;nonegate;negate;comment;empty;preserveMultipleSlashes;partial;globSet;globParts;nocase;isWindows;platform;windowsNoMagicRoot;maxGlobstarRecursion;regexp;constructor(t,e={}){
Oe(t),e=e||{},this.options=e,this.maxGlobstarRecursion=e.maxGlobstarRecursion??200,this.pattern=t,this.platform=e.platform||
Da,this.isWindows=this.platform==="win32";let n="allowWindowsEscape";this.windowsPathsNoEscape=!!e.windowsPathsNoEscape||
e[n]===!1,this.windowsPathsNoEscape&&(this.pattern=this.pattern.replace(/\\/g,"/")),this.preserveMultipleSlashes=!!e.preserveMultipleSlashes,
this.regexp=null,this.negate=!1,this.nonegate=!!e.nonegate,this.comment=!1,this.empty=!1,this.partial=!!e.partial,this.nocase=
!!this.options.nocase,this.windowsNoMagicRoot=e.windowsNoMagicRoot!==void 0?e.windowsNoMagicRoot:!!(this.isWindows&&this.
nocase),this.globSet=[],this.globParts=[],this.set=[],this.make()}hasMagic(){if(this.options.magicalBraces&&this.set.length>
1)return!0;for(let t of this.set)for(let e of t)if(typeof e!="string")return!0;return!1}debug(...t){}make(){let t=this.pattern,
e=this.options;if(!e.nocomment&&t.charAt(0)==="#"){this.comment=!0;return}if(!t){this.empty=!0;return}this.parseNegate(),
this.globSet=[...new Set(this.braceExpand())],e.debug&&(this.debug=(...o)=>console.error(...o)),this.debug(this.pattern,
this.globSet);let n=this.globSet.map(o=>this.slashSplit(o));this.globParts=this.preprocess(n),this.debug(this.pattern,this.
globParts);let s=this.globParts.map((o,i,l)=>{if(this.isWindows&&this.windowsNoMagicRoot){let a=o[0]===""&&o[1]===""&&(o[2]===
"?"||!La.test(o[2]))&&!La.test(o[3]),u=/^[a-z]:/i.test(o[0]);if(a)return[...o.slice(0,4),...o.slice(4).map(d=>this.parse(
d))];if(u)return[o[0],...o.slice(1).map(d=>this.parse(d))]}return o.map(a=>this.parse(a))});if(this.debug(this.pattern,s),
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
".."||!a||a==="."||a===".."||!u||u==="."||u==="..")continue;e=!0,n.splice(s,1);let d=n.slice(0);d[s]="**",t.push(d),s--}
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
/^[a-z]:$/i.test(t[3]),u=typeof e[0]=="string"&&/^[a-z]:$/i.test(e[0]),d=!u&&e[0]===""&&e[1]===""&&e[2]==="?"&&typeof e[3]==
"string"&&/^[a-z]:$/i.test(e[3]),c=a?3:l?0:void 0,f=d?3:u?0:void 0;if(typeof c=="number"&&typeof f=="number"){let[p,g]=[
t[c],e[f]];p.toLowerCase()===g.toLowerCase()&&(e[f]=p,o=f,s=c)}}let{optimizationLevel:i=1}=this.options;return i>=2&&(t=
this.levelTwoFileOptimize(t)),e.includes(dt)?this.#t(t,e,n,s,o):this.#n(t,e,n,s,o)}#t(t,e,n,s,o){let i=e.indexOf(dt,o),l=e.
lastIndexOf(dt),[a,u,d]=n?[e.slice(o,i),e.slice(i+1),[]]:[e.slice(o,i),e.slice(i+1,l),e.slice(l+1)];if(a.length){let y=t.
slice(s,s+a.length);if(!this.#n(y,a,n,0,0))return!1;s+=a.length,o+=a.length}let c=0;if(d.length){if(d.length+s>t.length)
return!1;let y=t.length-d.length;if(this.#n(t,d,n,y,0))c=d.length;else{if(t[t.length-1]!==""||s+d.length===t.length||(y--,
!this.#n(t,d,n,y,0)))return!1;c=d.length+1}}if(!u.length){let y=!!c;for(let $=s;$<t.length-c;$++){let x=String(t[$]);if(y=
!0,x==="."||x===".."||!this.options.dot&&x.startsWith("."))return!1}return n||y}let f=[[[],0]],p=f[0],g=0,h=[0];for(let y of u)
y===dt?(h.push(g),p=[[],0],f.push(p)):(p[0].push(y),g++);let b=f.length-1,m=t.length-c;for(let y of f)y[1]=m-(h[b--]+y[0].
length);return!!this.#r(t,f,s,0,n,0,!!c)}#r(t,e,n,s,o,i,l){let a=e[s];if(!a){for(let c=n;c<t.length;c++){l=!0;let f=t[c];
if(f==="."||f===".."||!this.options.dot&&f.startsWith("."))return!1}return l}let[u,d]=a;for(;n<=d;){if(this.#n(t.slice(0,
n+u.length),u,o,n,0)&&i<this.maxGlobstarRecursion){let p=this.#r(t,e,n+u.length,s+1,o,i+1,l);if(p!==!1)return p}let f=t[n];
if(f==="."||f===".."||!this.options.dot&&f.startsWith("."))return!1;n++}return o||null}#n(t,e,n,s,o){let i,l,a,u;for(i=s,
l=o,u=t.length,a=e.length;i<u&&l<a;i++,l++){this.debug("matchOne loop");let d=e[l],c=t[i];if(this.debug(e,d,c),d===!1||d===
dt)return!1;let f;if(typeof d=="string"?(f=c===d,this.debug("string match",d,c,f)):(f=d.test(c),this.debug("pattern matc\
h",d,c,f)),!f)return!1}if(i===u&&l===a)return!0;if(i===u)return n;if(l===a)return i===u-1&&t[i]==="";throw new Error("wt\
f?")}braceExpand(){return Wa(this.pattern,this.options)}parse(t){Oe(t);let e=this.options;if(t==="**")return dt;if(t==="")
return"";let n,s=null;(n=t.match(_c))?s=e.dot?jc:Cc:(n=t.match(vc))?s=(e.nocase?e.dot?Oc:Rc:e.dot?xc:$c)(n[1]):(n=t.match(
Mc))?s=(e.nocase?e.dot?Fc:Lc:e.dot?Ic:Dc)(n):(n=t.match(Pc))?s=e.dot?Ec:Ac:(n=t.match(Tc))&&(s=Nc);let o=Gt.fromGlob(t,this.
options).toMMPattern();return s&&typeof o=="object"&&Reflect.defineProperty(o,"test",{value:s}),o}makeRe(){if(this.regexp||
this.regexp===!1)return this.regexp;let t=this.set;if(!t.length)return this.regexp=!1,this.regexp;let e=this.options,n=e.
noglobstar?Jc:e.dot?Hc:Bc,s=new Set(e.nocase?["i"]:[]),o=t.map(a=>{let u=a.map(c=>{if(c instanceof RegExp)for(let f of c.
flags.split(""))s.add(f);return typeof c=="string"?qc(c):c===dt?dt:c._src});u.forEach((c,f)=>{let p=u[f+1],g=u[f-1];c!==
dt||g===dt||(g===void 0?p!==void 0&&p!==dt?u[f+1]="(?:\\/|"+n+"\\/)?"+p:u[f]=n:p===void 0?u[f-1]=g+"(?:\\/|\\/"+n+")?":p!==
dt&&(u[f-1]=g+"(?:\\/|\\/"+n+"\\/)"+p,u[f+1]=dt))});let d=u.filter(c=>c!==dt);if(this.partial&&d.length>=1){let c=[];for(let f=1;f<=
d.length;f++)c.push(d.slice(0,f).join("/"));return"(?:"+c.join("|")+")"}return d.join("/")}).join("|"),[i,l]=t.length>1?
["(?:",")"]:["",""];o="^"+i+o+l+"$",this.partial&&(o="^(?:\\/|"+i+o.slice(1,-1)+l+")$"),this.negate&&(o="^(?!"+o+").+$");
try{this.regexp=new RegExp(o,[...s].join(""))}catch{this.regexp=!1}return this.regexp}slashSplit(t){return this.preserveMultipleSlashes?
t.split("/"):this.isWindows&&/^\/\/[^/]+/.test(t)?["",...t.split(/\/+/)]:t.split(/\/+/)}match(t,e=this.partial){if(this.
debug("match",t,this.pattern),this.comment)return!1;if(this.empty)return t==="";if(t==="/"&&e)return!0;let n=this.options;
this.isWindows&&(t=t.split("\\").join("/"));let s=this.slashSplit(t);this.debug(this.pattern,"split",s);let o=this.set;this.
debug(this.pattern,"set",o);let i=s[s.length-1];if(!i)for(let l=s.length-2;!i&&l>=0;l--)i=s[l];for(let l of o){let a=s;if(n.
matchBase&&l.length===1&&(a=[i]),this.matchOne(a,l,e))return n.flipNegate?!0:!this.negate}return n.flipNegate?!1:this.negate}static defaults(t){
return ht.defaults(t).Minimatch}};ht.AST=Gt;ht.Minimatch=jt;ht.escape=Tr;ht.unescape=Lt;var Ja="--follow-symbolic-links";function Ha(r,t,e={}){let n=Cr(r),s=td(e.leaveOut??[]),o=Qc(t[0]),i=(o?t.slice(1):t).flatMap(
u=>u.split(`
`)).map(u=>u.trim()).filter(u=>u!==""&&!u.startsWith("#")).flatMap(u=>sd(nd(n,u))),l=(0,Nr.createHash)("sha256"),a=0;for(let u of ld(
i,o,s)){if(!u.startsWith(`${n}${En}`))continue;let d;try{if(s.any&&(0,mt.lstatSync)(u).isSymbolicLink()&&s.holds((0,mt.realpathSync)(
u)))continue;let c=(0,mt.statSync)(u);if(c.isDirectory())continue;if(!c.isFile())throw new S("hash-files-failed",`hashFi\
les() cannot hash ${u}: it is not a regular file (${ed(c)})`);d=(0,mt.readFileSync)(u)}catch(c){throw c instanceof S?c:_r(
u,c)}l.update((0,Nr.createHash)("sha256").update(d).digest()),a+=1}return a>0?l.digest("hex"):""}function Qc(r){if(r===void 0||
!r.startsWith("--"))return!1;if(r.toLowerCase()===Ja)return!0;throw new S("hash-files-failed",`hashFiles(): invalid glob\
 option ${r}: the one option is '${Ja}', as the first argument`)}function td(r){let t=new Set(r.map(n=>Cr(n)));for(let n of[
...t])try{t.add((0,mt.realpathSync)(n))}catch{}let e=[...t];return{any:e.length>0,holds:n=>e.some(s=>n===s||n.startsWith(
s.endsWith(En)?s:`${s}${En}`))}}function _r(r,t){let e=t.code??String(t);return new S("hash-files-failed",`hashFiles() c\
ould not read ${r}: ${e}`)}function ed(r){return r.isFIFO()?"a FIFO":r.isSocket()?"a socket":r.isCharacterDevice()||r.isBlockDevice()?
"a device":"not a file"}var Ba={dot:!0,nobrace:!0,nocase:process.platform==="win32",nocomment:!0,noext:!0,nonegate:!0};function nd(r,t){
let e=!1,n=t;for(;n.startsWith("!");)e=!e,n=n.slice(1).trim();if(n==="")throw new S("hash-files-failed",`hashFiles(): th\
e pattern '${t}' is empty`);let s=Yc(n),o=n.endsWith("/"),i=n.split("/").filter(p=>p!==""),l=s?En:r;!s&&i[0]==="."?i.shift():
!s&&i[0]==="~"&&(l=Xc(),i.shift());let a=i.map(rd);if(a.some(p=>p==="."||p===".."))throw new S("hash-files-failed",`hash\
Files(): invalid pattern '${t}': relative pathing '.' and '..' is not allowed`);let u=a.indexOf(null),d=u===-1?a:a.slice(
0,u),c=od(l),f=i.length===0?c:`${c.endsWith("/")?c:`${c}/`}${i.join("/")}`;return{negate:e,directories:o,glob:f,matcher:new jt(
f,Ba),searchPath:Cr(l,...d)}}function rd(r){let t="";for(let e=0;e<r.length;e++){let n=r[e];if(n==="\\"&&e+1<r.length){e+=
1,t+=r[e];continue}if(n==="*"||n==="?")return null;if(n==="["&&e+1<r.length){let s="",o=-1;for(let i=e+1;i<r.length;i++){
let l=r[i];if(l==="\\"&&i+1<r.length)i+=1,s+=r[i];else if(l==="]"){o=i;break}else s+=l}if(o>=0){if(s.length>1)return null;
if(s!==""){t+=s,e=o;continue}}}t+=n}return t}function sd(r){if(r.glob.endsWith("/**")&&!r.directories)return[r];let t=`${r.
glob}/**`;return[r,{...r,directories:!1,glob:t,matcher:new jt(t,Ba)}]}function od(r){return r.replaceAll("\\","\\\\").replace(
/(\[)(?=[^/]+\])/g,"[[]").replace(/\?/g,"[?]").replace(/\*/g,"[*]")}var Ae={none:0,directory:1,file:2,all:3};function id(r,t){
let e=Ae.none;for(let n of r){if(!n.matcher.match(t))continue;let s=n.directories?Ae.directory:Ae.all;e=n.negate?e&~s:e|
s}return e}function ad(r,t){return r.some(e=>!e.negate&&e.matcher.match(t,!0))}function*ld(r,t,e){let n=r.filter(i=>!i.negate).
map(i=>i.searchPath),s=new Set(n),o=[];for(let i of n){if(o.includes(i))continue;let l=!1;for(let a=i,u=Ua(a);u!==a;a=u,
u=Ua(a))s.has(u)&&(l=!0);l||o.push(i)}for(let i of o){let l=[{path:i,chain:[]}];for(;l.length>0;){let a=l.pop();if(e.holds(
a.path))continue;let u=id(r,a.path);if(!u&&!ad(r,a.path))continue;let d;try{d=t?(0,mt.statSync)(a.path):(0,mt.lstatSync)(
a.path)}catch(h){if(h.code==="ENOENT")continue;throw _r(a.path,h)}if(!d.isDirectory()){u&Ae.file&&(yield a.path);continue}
let c=a.path,f;try{if(t&&(c=(0,mt.realpathSync)(a.path)),a.chain.includes(c)||t&&e.holds(c))continue;f=(0,mt.readdirSync)(
a.path)}catch(h){throw _r(a.path,h)}u&Ae.directory&&(yield a.path);let p=[...a.chain,c],g=f.map(h=>({path:Zc(a.path,h),chain:p}));
l.push(...g.reverse())}}}import{isAbsolute as ud,resolve as cd}from"node:path";function Ga(r,t,e=st.agentOutputBytes){let n;try{n=Rs(cd(t,r),e)}catch(s){let o=s.code,i=o==="EACCES"||o==="EPERM"?"perm\
ission denied":o??String(s);throw jr("agent-output-unreadable",`cannot read ${r}: ${i}`,s)}switch(n.kind){case"missing":
throw jr("agent-output-missing",`there is no file ${r}${ud(r)?"":" in the workspace"}: give the file the agent's step wr\
ote its CLI's output to (\`codex exec --json \u2026 > codex.jsonl\`, or claude-code-action's \`execution_file\` output), relative\
 to the workspace or absolute, or leave ${W.agentOutput} empty`);case"not-regular":throw jr("agent-output-unreadable",`${r}\
 is ${n.what}; give a regular file, the one the agent's step wrote its output to (links are never followed)`);case"file":{
let{bytes:s,size:o}=n,i=s.length<o?s.indexOf(10):-1,l=s.length<o?s.subarray(i===-1?s.length:i+1):s;return{path:r,text:je(
l),bytes:o,cut:o-l.length}}}}function jr(r,t,e){return new S(r,t,{where:W.agentOutput,...e===void 0?{}:{cause:e}})}var za=64*1024,Tn=4096,dd=4096,Mr=16,_n=class{#t;#r;#n;#e="";#s="";#i=0;#l=!1;#o;#u;constructor(t,e,n={}){this.#t=t,this.#r=
e,this.#o=n.holdWhatMayGoOn??!1,this.#u=n.quietMs===void 0?void 0:new ae(n.quietMs,()=>this.flush());let s=n.hide;this.#n=
new ie(o=>{this.#e+=s===void 0?o:s(o),this.#l=!0})}push(t,e){this.#l=!1,this.#n.push(t,e),this.#l&&this.#c(!1),this.#u?.
arm()}flush(){this.#c(!0)}stop(){this.#u?.stop()}end(){this.stop(),this.#n.end("stdout"),this.#n.end("stderr"),this.#e!==
""&&this.#p(this.#e.length)}#c(t){let e=this.#e;if(e==="")return;let n=t&&!(this.#o&&go(this.#s+e,this.#t));if(!n&&e.length<
this.#i&&e.length<=za)return;let s=Z(this.#s+e,this.#t),o=s.redactions.length>0,i=Nn(e,e.length-1);if(n&&Nn(e,e.length)===
e.length&&(!o||this.#f(s.text,i))){this.#p(e.length);return}let l=mo(this.#s+e,this.#t)-this.#s.length,a=o||l>=-this.#s.
length?Mr:1;for(let u=i;u>0&&a>0;a--,u=Nn(e,u-1))if(!(l>=-this.#s.length&&u>l)){if(!o||this.#f(s.text,u)){this.#p(u);break}
this.#i=e.length+Math.max(Tn,e.length>>2)}for(;this.#e.length>za;)this.#d()}#d(){let t=this.#e,e=Z(this.#s+t,this.#t).text,
n=Mr;for(let u=t.length-Tn;u>0&&n>0;u--)if(fd(t,u-1)&&(n--,this.#f(e,u))){this.#p(u);return}let s=Ve(this.#s+t,this.#t),
o=this.#s.length,i=t.length-Tn,l=0,a=s.length-1;for(n=Mr;i>0&&n>0;i--){for(;a>=0&&s[a].start-o>=i;)a--;if(a>=0&&s[a].end-
o>i&&(i=s[a].start-o,i<=0))break;if(!pd(t.charCodeAt(i))&&(l||=i,n--,this.#f(e,i))){this.#p(i);return}}this.#p(l>0?l:t.length-
Tn)}#f(t,e){return qe(this.#s+this.#e,this.#s.length+e,this.#t,t)}#p(t){let e=this.#e.slice(0,t);this.#e=this.#e.slice(t),
this.#i=0;let n=Z(this.#s+e,this.#t).text,s=Z(this.#s,this.#t).text,o=0;for(;o<s.length&&o<n.length&&n[o]===s[o];)o++;let i=n.
lastIndexOf(kt.markerPrefix,o-1);i>=0&&i<o&&n.indexOf(kt.markerSuffix,i)>=o&&(o=i);let l=n.slice(o),a=this.#s+e;this.#s=
a.slice(Nn(a,a.length-1)).slice(-dd),l!==""&&this.#r(l)}};function Nn(r,t){for(let e=Math.min(t,r.length)-1;e>=0;e--){let n=r.
charCodeAt(e);if(n===Lr||n===Ka&&r.charCodeAt(e+1)!==Lr)return e+1}return 0}var Lr=10,Ka=13;function fd(r,t){let e=r.charCodeAt(
t);if(hd(e)||e===27||e>=55296&&e<=56319)return!1;if(e!==32&&e!==9)return!0;let n=t;for(;n>0&&(r.charCodeAt(n-1)===32||r.
charCodeAt(n-1)===9);)n--;let s=r.charCodeAt(n-1);return s!==Lr&&s!==Ka}function pd(r){return r>=56320&&r<=57343}function hd(r){
return r>=48&&r<=57||r>=65&&r<=90||r>=97&&r<=122||r===43||r===47||r===61||r===95||r===45||r===46||r===37}var qa=1024*1024,Va=`[baton: this step printed more than ${qa/(1024*1024)} MiB while it ran; the rest is written here wh\
en it ends, and its output is then kept as the runner keeps it: the last 1 MiB]
`,Cn=class{#t;#r;#n="";#e=0;#s=!1;#i=!1;constructor(t,e,n){this.#r=n,this.#t=new _n(t,s=>this.#l(s),{holdWhatMayGoOn:!0,
hide:e,quietMs:500})}push(t,e){this.#i||this.#s||t===""||this.#t.push(t,e)}end(){return this.#i=!0,this.#t.stop(),this.#n}#l(t){
this.#i||this.#s||(this.#o(t),!(this.#e<=qa)&&(this.#s=!0,this.#o(this.#n.endsWith(`
`)?Va:`
${Va}`)))}#o(t){this.#r(t),this.#n+=t,this.#e+=Buffer.byteLength(t)}};var xd="-event.json",Rd={output:et.output,env:et.env,path:et.path,state:et.state,step_summary:et.stepSummary},jn=class{#t;expressions;#r;#n;#e;#s=new Map;#i=Promise.
resolve();#l=[];#o=new Map;#u=new Map;#c=new Map;host;constructor(t){this.#t=t,this.expressions=t.expressions,this.host=
{hashFiles:e=>Ha(t.workspace,e,{leaveOut:[t.storeDir]})},this.#e=t.now??(()=>new Date),this.#n=t.tempPlace??Be(t.tempDir),
this.#r=new Vs({root:t.workspace,tempDir:t.tempDir,privateTempDir:!0,tempPlace:this.#n,now:this.#e})}now(){return this.#e()}emit(t){
if(this.#t.emit(t),t.type==="step-finished"&&(t.outcome==="failure"||t.outcome==="cancelled")){this.#L.has(`${t.leg}\0${t.
step}`)||this.#j(t.leg,t.step,`\u2500\u2500 step ${t.step+1}: ${t.name}
`);let e=t.message??t.outcome;this.#F(t.leg,`${t.outcome==="cancelled"?"Cancelled":"Error"}: ${e}
`)}t.type==="job-finished"&&this.#W(t.leg)}summary(t,e,n){let s=Rt(this.#t.runDir,at.summary),o=Z(`${Wr(t,e)}${n.trimEnd()}\


`,this.#t.secrets).text,i=Buffer.byteLength(o),l=this.#l?.at(-1);this.#l?.push({job:t,leg:e,offset:l?l.offset+l.bytes:0,
bytes:i}),this.#i=this.#i.then(()=>gd(s,o)).catch(a=>{this.#N({name:at.summary,what:"the step summaries",kind:"the step \
summaries",error:a}),this.#l=null})}summaryParts(){return this.#l}async settle(){let t=[];try{await this.#t.recordWrites?.
flush()}catch(s){t.push(yt(s))}let e=await this.drain();e!==null&&t.push(e);let n=this.#t.eventsFailure?.()??null;return n!==
null&&t.push(n),t.length===0?null:t.join(`
`)}async createStepFiles(){let t=Rt(this.#t.tempDir,"step-"),e=await md(t).catch(o=>{throw Ut(this.#n,`${t}XXXXXX`,"a st\
ep's directory of file commands",o,{made:!0})}),n={output:Rt(e,"output"),env:Rt(e,"env"),path:Rt(e,"path"),state:Rt(e,"s\
tate"),step_summary:Rt(e,"summary")},s=Object.keys(n);return await Promise.all(s.map(o=>bd(n[o],"",{flag:"wx",mode:384}))).
catch(o=>{let i=s.find(l=>n[l]===o.path)??"output";throw Ut(this.#n,n[i],`the step's ${Rd[i]} file`,o)}),n}async runScript(t){
await this.#t.recordWrites?.settled(),this.#f(t.defaults.GITHUB_EVENT_PATH);let e=t.files??await this.createStepFiles();
try{let n={...this.#b(t),[et.output]:e.output,[et.env]:e.env,[et.path]:e.path,[et.state]:e.state,[et.stepSummary]:e.step_summary},
s=0,o=A=>{this.#H(A.slice(s)),s=A.length},i=new wn({allowUnsecureCommands:n.ACTIONS_ALLOW_UNSECURE_COMMANDS?.toLowerCase()===
"true",allowUnsecureStopCommandTokens:["true","1","$true"].includes(n.ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TOKENS?.toLowerCase()??
""),redact:(A,k)=>(o(k),Z(A,this.#t.secrets).text)}),l=this.#y(t),a=`\u2500\u2500 step ${t.step+1}: ${t.name}
`,u=this.#j(t.leg,t.step,a),d=new Cn(this.#t.secrets,A=>pr(A,i.masks),A=>this.#A(t.leg,A)),c,f;try{c=await this.#v(t).run(
{script:t.script,shell:t.shell??So,cwd:this.#C(t.workingDirectory),env:n,signal:t.signal,stop:"interrupt",kill:t.kill,onOutput:(A,k)=>{
i.push(A,k),o(i.masks),l?.push(A,k),d.push(A,k)}})}finally{l?.end(),f=d.end()}let{masks:p,annotations:g,commands:h}=i.end();
o(p);let b=this.#I(pr(c.output,p));this.#B(t.leg,u+f,this.#I(a)+b);let[[m,y,$],{text:x,...N}]=await Promise.all([Promise.
all([e.output,e.env,e.path].map(A=>wd(A,"utf8"))),Pd(e.step_summary)]);return{exitCode:c.exitCode,signal:c.signal,files:{
output:m??"",env:y??"",path:$??"",summary:x},...N,masks:p,annotations:g,commands:h,output:b}}finally{await yd(kd(e.output),
{recursive:!0,force:!0})}}#d;eventPath(t){return`${t}${xd}`}#f(t){if(!(t===void 0||t===""))try{this.#p(t)}catch(e){throw Ut(
this.#n,t,"the event payload (GITHUB_EVENT_PATH)",e)}}#p(t){this.#d??=Buffer.from(JSON.stringify(this.#t.github.event,null,
2));let e=this.#d,n;try{n=(0,X.openSync)(t,X.constants.O_RDONLY|X.constants.O_NOFOLLOW|X.constants.O_NONBLOCK);let o=(0,X.fstatSync)(
n);if(o.isFile()&&o.size===e.length&&(0,X.readFileSync)(n).equals(e))return}catch(o){if(o.code==="ENOENT"){(0,X.writeFileSync)(
t,e,{flag:"wx",mode:384});return}}finally{n!==void 0&&(0,X.closeSync)(n)}let s=`${t}.${(0,Za.randomUUID)()}`;(0,X.writeFileSync)(
s,e,{flag:"wx",mode:384});try{(0,X.renameSync)(s,t)}catch{(0,X.rmSync)(t,{recursive:!0,force:!0}),(0,X.renameSync)(s,t)}}#h=0;legTemp={
open:async t=>{this.#h+=1;let e=Rt(this.#t.tempDir,`runner-temp-${this.#h}`);try{(0,X.mkdirSync)(e,{mode:448})}catch(n){
throw Ut(this.#n,e,"the job's temp dir (RUNNER_TEMP)",n,{made:!0})}return e},close:async t=>{Ad(t,this.#g.get(t)??[]),this.#g.
delete(t);try{(0,X.rmSync)(this.eventPath(t),{recursive:!0,force:!0}),(0,X.rmdirSync)(t);return}catch{await on(t)}}};#g=new Map;#w=new Set;#k=null;pauseCommands(){
if(this.#k!==null)return;let t=new Map;for(let[n,s]of this.#g)for(let o of s)this.#w.has(o)||t.set(o,n);let e=[...this.#w,
...Ed(t)];for(let n of e)Xa(n,"SIGSTOP");this.#k=e}resumeCommands(){let t=this.#k??[];this.#k=null;for(let e of t)Xa(e,"\
SIGCONT")}#y(t){let e=this.#t.onOutput;if(e===void 0)return;let n=new Rn(()=>this.#t.secrets,o=>{let i=bn(o,qi);(i===null||
i.form==="legacy"&&!yn.has(i.command))&&e({job:t.job,leg:t.leg,line:o})}),s=new ae(500,()=>n.flush());return{push:(o,i)=>{
n.push(o,i),s.arm()},end:()=>{s.stop(),n.end()}}}#v(t){let e=t.defaults.RUNNER_TEMP;return{run:async n=>{let s;try{return await this.#t.
runner.run({...n,onStart:o=>{if(s=o,this.#w.add(o),e!==void 0){for(let[l,a]of this.#g)l!==e&&a.includes(o)&&this.#g.set(
l,a.filter(u=>u!==o));let i=this.#g.get(e)??[];i.push(o),this.#g.set(e,i)}n.onStart?.(o)}})}finally{s!==void 0&&this.#w.
delete(s)}}}}async loadAction(t){let e=this.#t.parseAction;if(!e)throw new S("action-invalid",`${t}: local actions canno\
t be read here`);return Xs(this.#t.workspace,t,e)}async runAction(t){switch(this.#f(t.defaults.GITHUB_EVENT_PATH),t.action){case"\
stage":return this.#x(t);case"prepare":return this.#R(t);case"capture":return this.#E(t);case"report":return this.#J(t)}}#$(t,e){
let n=this.#t.workflow,o=n.jobs.find(i=>i.id===t.job)?.steps[t.step]?.with[W.prompt];return{mode:e,job:t.job,stageJob:t.
stageJob,matrix:t.matrix,upstream:t.upstream,...t.needsFacts===void 0?{}:{needsFacts:t.needsFacts},workflowJobs:t.jobIds,
github:this.#t.github,...this.#t.madeEvent===void 0?{}:{madeEvent:this.#t.madeEvent},...this.#t.madeEventRun===void 0?{}:
{madeEventRun:this.#t.madeEventRun},run:this.#t.run,parentRun:this.#t.parentRun??null,secrets:[...t.secrets,...Ue(this.#b(
t))],promptSource:`${o?rt(n.fileName,o.position):n.fileName} jobs.${t.job} prompt`,readFile:i=>qs(this.#t.workspace,i,st.
templateBytes),parseVars:No,parseDataSchema:_s}}#b(t){let e={CI:"true",...this.#t.baseEnv,...t.env,...t.defaults};return e.
PATH=Od(t.path,e.PATH),e}async#x(t){let e;try{e=Ze(t.inputs,this.#$(t,"stage"))}catch(o){if(!(o instanceof S))throw o;return{
ok:!1,outputs:{...hi()},env:{},summary:"",recorded:[],message:yt(o)}}this.#M(t);let n=this.#y(t),s;try{s=await Ti(e,{openRun:this.#t.
openRun,store:this.#t.store,workspace:this.#r,runner:this.#v(t),env:this.#b(t),signal:t.signal,reporter:this.#P(t),...n?
{onOutput:(o,i)=>n.push(o,i)}:{}})}finally{n?.end()}return this.#j(t.leg,t.step,`\u2500\u2500 step ${t.step+1}: stage ${e.
stage}: ${s.attempts.length} attempt(s), ${s.outcome.reason}; the agent's output is in ${ds.log} of each attempt
`),{ok:s.ok,outputs:{...s.outputs},env:{},summary:Dr(s.final,e.redact,this.#t.secrets),recorded:s.attempts.map(Ir),message:s.
outcome.message}}async#R(t){let e=Ze(t.inputs,this.#$(t,"prepare"));this.#M(t);let n=await dn(e,{openRun:this.#t.openRun,
store:this.#t.store,workspace:this.#r});if(n.kind==="refused")return{ok:!1,outputs:ir("prepare",n.result.outputs),env:{},
summary:Dr(n.result.final,e.redact,this.#t.secrets),recorded:n.result.attempts.map(Ir),message:n.result.outcome.message};
let{prepared:s}=n;for(let o of s.warnings)this.#O(t,"warning",o.message);return this.#s.set(`${t.leg}\0${e.stage}`,{prepared:s,
redact:er(t.inputs[W.redact]??"")}),{ok:!0,outputs:{"prompt-path":s.promptPath,"handoff-path":s.handoffPath},env:{BATON_PROMPT_PATH:s.
promptPath,BATON_HANDOFF_PATH:s.handoffPath,BATON_STAGE:e.stage},summary:"",recorded:[],message:null}}async#E(t){let e=Ze(
t.inputs,this.#$(t,"capture")),n=`${t.leg}\0${e.stage}`,s=this.#s.get(n);if(!s)throw new S("capture-without-prepare",`st\
age ${e.stage}: no prepare step ran before this capture in job ${t.job}`);this.#s.delete(n);let{prepared:o}=s,i=new Set(
er(t.inputs[W.redact]??"")),l=Ao(s.redact.length,s.redact.filter(f=>i.has(f)).length);if(l)throw l;let a=To(t.inputs),u=Eo(
e,o,a),d=a===null?void 0:Ga(a,this.#t.workspace),c=await cn(u,o,null,{store:this.#t.store,workspace:this.#r},{cancelled:t.
signal.aborted,...d===void 0?{}:{agentOutput:d}});return{ok:ln(c.outcome.reason),outputs:ir("capture",c.outputs),env:{},
summary:Dr(c,e.redact,this.#t.secrets),recorded:[Ir(c)],message:c.outcome.message}}async#J(t){let e={name:this.#t.github.
event_name,payload:this.#t.github.event},n;try{n=xr(t.inputs,e)}catch(l){if(!(l instanceof S))throw l;if(l.code!=="issue\
-number-missing")return{ok:!1,outputs:{},env:{},summary:"",recorded:[],message:yt(l)};this.#O(t,"warning",`on GitHub thi\
s step fails: ${l.message}`),n={...xr({...t.inputs,[W.mode]:"summary"},e),mode:$r(t.inputs)}}let s=await Ur(this.#t.store),
o=l=>pi(s,{fit:l,workflow:this.#t.workflow.name??this.#t.workflow.fileName,runId:this.#t.run.id,key:n.key,includeDetail:n.
includeDetail,recordsLocation:`\`${vd(this.#t.workspace,this.#t.runDir)||this.#t.runDir}\``,runUrl:null,secrets:t.secrets,
cancelled:this.#t.runCancelled?.()??!1,...n.run===null?{}:{run:n.run}});await He(Rt(this.#t.runDir,at.report),o("comment")),
this.#O(t,"info",`report written to ${Rt(this.#t.runDir,at.report)}; no comment is posted from a local run`);let i=n.mode===
"comment"?"":o("job-summary");return{ok:!0,outputs:{},env:{},summary:i,recorded:[],message:null}}#M(t){let e=t.inputs[W.
parentRun]?.trim();e&&this.#O(t,"warning",`${W.parentRun} ${JSON.stringify(e)} is not read by baton run: the parent run \
here is the one given with --parent <run-id|latest>${this.#t.parentRun?` (${this.#t.parentRun})`:" (none)"}`)}#O(t,e,n){
this.#t.emit({type:"notice",at:this.#e().toISOString(),level:e,job:t.job,leg:t.leg,message:n})}#P(t){return{info:e=>this.#F(
t.leg,`[baton] ${e}
`),warning:e=>this.#O(t,"warning",e),error:e=>this.#O(t,"error",e),group:(e,n)=>n()}}#C(t){return t?$d(this.#t.workspace,
t):this.#t.workspace}#L=new Set;#j(t,e,n){return this.#L.add(`${t}\0${e}`),this.#F(t,n)}addSecrets(t){this.#H(t)}#H(t){for(let e of t)
this.#t.secrets.includes(e)||this.#t.secrets.push(e)}#F(t,e){let n=this.#I(e);return this.#A(t,n),n}#I(t){return Z(t.endsWith(
`
`)||t===""?t:`${t}
`,this.#t.secrets).text}#B(t,e,n){if(n.startsWith(e)){n.length>e.length&&this.#A(t,n.slice(e.length));return}let s=Buffer.
byteLength(e);this.#D(t,async o=>{let{size:i}=await o.stat();if(i<s)throw new Error(`it holds ${i} bytes, fewer than the\
 ${s} written of the step`);await o.truncate(i-s),await o.writeFile(n)})}#A(t,e){this.#D(t,n=>n.writeFile(e))}#D(t,e){let n=this.#o.
get(t);if(n===void 0){let s=Rt(this.#t.runDir,ce(t)),o=(this.#u.get(t)??Promise.resolve()).then(()=>Qa(s,"a",438));n=o.catch(
()=>{}),this.#o.set(t,n),this.#u.set(t,o.then(()=>{}))}this.#T(t,n,e)}#W(t){let e=this.#o.get(t);e!==void 0&&(this.#o.delete(
t),this.#T(t,e,async n=>{let{nlink:s}=await n.stat();if(await n.close(),s===0)throw Object.assign(new Error("ENOENT: the\
 file was removed while the run wrote it"),{code:"ENOENT"})}))}#T(t,e,n){let s=(this.#u.get(t)??Promise.resolve()).then(
async()=>{let o=await e;o!==void 0&&await n(o)}).catch(o=>{this.#N({name:ce(t),what:`the job log of ${t}`,kind:"the job \
logs",error:o})});this.#u.set(t,s)}#N(t){this.#c.has(t.name)||this.#c.set(t.name,t)}async drain(){await this.#i;for(let t of[
...this.#o.keys()])this.#W(t);return await Promise.all(this.#u.values()),this.#c.size===0?null:lo(this.#t.runDir,[...this.#c.
values()]).join(`
`)}};function Wr(r,t){return`## ${t===r?r:`${r} (${t})`}

`}function Ir(r){let{stage:t,attempt:e,status:n,outcome:s}=r.record;return{stage:t,attempt:e,status:Zs(n,s.reason),warnings:gi(
r.record)}}function Od(r,t){return[...r,...t?[t]:[]].join(Sd)}function Dr(r,t,e){let{record:n,handoff:s}=r,o=[...t,...e];
return ka(Sa({record:n,handoff:s,secrets:o}),o)}async function Pd(r){let t=await Qa(r,"r");try{let{size:e}=await t.stat();
return e>st.stepSummaryFileBytes?{text:"",summaryBytes:e}:{text:await t.readFile("utf8")}}finally{await t.close()}}async function Ur(r){
let t=await r.list();return(await Promise.all(t.map(n=>r.getAttempt(n.stage,n.attempt,n.runAttempt)))).filter(n=>n!==void 0)}
function Ad(r,t){let e=t.filter(o=>{try{return process.kill(-o,0),!0}catch{return!1}});if(e.length===0)return;let n=we();
if(n===null){for(let o of e)Ya(-o);return}let s=`RUNNER_TEMP=${r}`;for(let o of n)ur(o,s)&&Ya(o)}function Ed(r){if(r.size===
0)return[];let t=new Set;for(let e of we()??[]){let n=fn(e),s=n===null?void 0:r.get(n.group);n===null||s===void 0||n.state===
"Z"||t.has(n.group)||ur(e,`RUNNER_TEMP=${s}`)&&t.add(n.group)}return[...t]}function Xa(r,t){try{process.kill(-r,t)}catch{}}
function Ya(r){try{process.kill(r,"SIGKILL")}catch{}}import{lstat as Td}from"node:fs/promises";import{join as Nd}from"node:path";async function el(r,t,e,n){let s;try{s=await r.resolve(t)}catch(f){throw f instanceof S?new S(f.code,f.message,{where:e.
parent,details:f.details}):f}let o=`give ${e.parent} another run`,i=(f,p,g="parent-invalid")=>new S(g,`run ${s} ${f}`,{where:e.
parent,details:p}),l=r.runDir(s),a=Nd(l,te);if(await Td(a).then(()=>!1,f=>Ct(f,"ENOENT")))throw i(`cannot be continued: \
it has no ${te}, so it holds no run (a run that could not start leaves such a directory)`,[`remove it (rmdir ${oo(l)}) i\
f it is empty, then start this run again; or ${o}`]);let u=await r.readSummary(s).catch(f=>{throw f instanceof S?i(`cann\
ot be continued: its ${te} cannot be read`,[...Un(f),o]):f});if(en(u)==="running"&&n.GITHUB_RUN_ID!==s){let f=nn(u),p=f===
null?`run ${s} is still running`:rn(s,f);throw new S("parent-running",`${p}: its last records may not be stored yet, and\
 this run's hops count on from them`,{where:e.parent,details:[`wait for it to end${f===null?"":" there"}, then start thi\
s run again; a run started by one of its steps (GITHUB_RUN_ID names it) continues it while it runs`,...f===null?[]:[sn(f,
l,`give ${e.parent} another run, or remove it`)]]})}let{unreadable:d,notStored:c}=await Si(await r.open(s),u);if(c!==null){
let f=c.records.length;throw i(`cannot be continued: ${f===1?"a record":`${f} records`} of its jobs ${f===1?"was":"were"}\
 never stored, and this run's hops count on from them`,[...c.records.map(p=>p.reason),...d.map(p=>p.reason.split(`
`)[0]),c.fix,`then give ${e.parent} that run, or ${o}`])}if(d.length>0){let f=d.filter(b=>!ar(b.code)),p=[...new Set(f.flatMap(
b=>Un(b.reason).slice(1)))],g=u.jobs.flatMap(b=>b.stages),h=[...new Set(d.filter(b=>ar(b.code)).map(b=>b.stage))].sort((b,m)=>tl(
g,b)-tl(g,m));if(h.length>0){let[b]=h,m=h.length===1;p.push(`put the ${m?"record of stage":"records of stages"} ${h.join(
", ")} back from a copy, or record ${m?"it":"them"} again in a new run and give ${e.parent} that run instead: ${e.replay(
s,b)}`)}throw i(`cannot be continued: ${d.length} of its records cannot be read, and this run's hops count on from them`,
[...d.map(b=>b.reason.split(`
`)[0]),...p,`then start this run again, or ${o}`])}return s}function tl(r,t){let e=r.indexOf(t);return e===-1?r.length:e}import{readFile as _d}from"node:fs/promises";import{resolve as Cd}from"node:path";async function nl(r,t,e,n,s,o){let i=`run ${e.run_id} of ${e.repository}`,l=e.workflow_run;if(l===void 0)throw new S("re\
play-refused",`run ${r} was pulled from GitHub (${e.url}) by an earlier baton, which did not read how GitHub ran it (its\
 workflow file, event and jobs), so it cannot be replayed`,{details:[`pull it again to replay it: rm -r ${t} && baton pu\
ll ${e.url}`]});let a=l.path,u=Cd(n,a),d=await _d(u,"utf8").catch(p=>{let g=p?.code==="ENOENT";throw new S("replay-refus\
ed",`${g?"there is no such file here":"cannot be read here"}: ${i} ran this workflow file on GitHub, and a replay of run\
 ${r} runs it from this checkout`,{where:a,cause:p,details:[`replay in the root of a checkout of ${e.repository} (where ${a}\
 is), or put the file back there: git show ${Jr(l.head_sha)}:${a} > ${a}`]})}),c=[],f=await Xo(n,l.head_sha,a,st.workflowFileBytes*
2);return f===null?c.push({level:"info",message:`${a} may not be the file ${i} ran: its commit ${Jr(l.head_sha)} is not \
in this clone (git fetch to have it); this replay runs the file as it is here`}):f!==d&&c.push({level:"warning",message:`${a}\
 is not the file ${i} ran on GitHub (as at commit ${Jr(l.head_sha)}): this replay runs it as it is here`}),s||c.push({level:"\
info",message:`GitHub does not give ${i}'s event payload (${l.event}): this replay's github.event is baton's default pay\
load for ${l.event}, so a template or step reading github.event.* sees that default; pass the run's payload with ${o.withEvent}\
 <file.json>`}),{invocation:{workflow_path:a,job:null,inputs:{},event_name:l.event,event:{},vars:{},secrets:[],parent:null},
replay:{pulled:{...e,workflow_run:l},notices:c}}}async function rl(r,t,e){let n=[];for(let s of await r.list()){let o=await r.
getAttempt(s.stage,s.attempt,s.runAttempt);o&&n.push(o)}return Ri(t,n,e.pulled.workflow_run.jobs,Wt)}function Jr(r){return r.
slice(0,12)}var jd=r=>vs(Kn([ot(),ws(),It()],{error:t=>`${Nt(t.input)} is not ${r}: give a string, a finite number or true/false`}).
check(ne(t=>typeof t!="number"||Number.isFinite(t),{error:t=>`${Nt(t.input)} is not ${r}: give a string, a finite number\
 or true/false`}),ne(t=>typeof t!="number"||!Number.isInteger(t)||Number.isSafeInteger(t),{error:t=>`${Nt(t.input)} is p\
ast the integers a JavaScript number holds exactly: give it as a string`})),ks(t=>String(t))),sl=(r,t,e)=>de(ot(),jd(e),
{error:n=>`takes an object of ${t} and their values (${r}), not ${vt(n.input)}`}),le=()=>ot({error:r=>`takes a string, n\
ot ${vt(r.input)}`}),Hr=()=>fe(r=>typeof r=="function",{error:r=>`takes a function, not ${vt(r.input)}`}),ol=()=>fe(r=>r instanceof
AbortSignal,{error:r=>`takes an AbortSignal, not ${vt(r.input)}`}),il=r=>It({error:t=>`takes a number of milliseconds, n\
ot ${vt(t.input)}`}).check(ne(t=>Number.isFinite(t)&&(r==="from 0"?t>=0:t>0),{error:t=>`${Nt(t.input)} is not a number o\
f milliseconds ${r}`}));function al(r){return Object.entries(r).find(([,t])=>t!==void 0&&typeof t!="string")}var Md=_t(ot(
{error:r=>`${Nt(r.input)} is not the name of an environment variable`}),{error:r=>{let t=JSON.stringify(typeof r.input==
"string"?[r.input]:r.input!==null&&typeof r.input=="object"?Object.keys(r.input).slice(0,2):["MY_TOKEN"]),e=r.input!==null&&
typeof r.input=="object"&&!Array.isArray(r.input);return`takes a list of the names of environment variables that hold th\
e secrets (secrets: ${t}), not ${vt(r.input)}${e?": set each in env and name it here":""}`}}),ul=bs({cwd:z(le()),job:z(le()),
inputs:z(sl('{ issue: "42" }',"the inputs","an input value")),event:z(Kn([ot(),de(ot(),ys())],{error:r=>`takes the path \
of a JSON file or the payload as an object, not ${vt(r.input)}`})),eventName:z(le()),vars:z(sl('{ NAME: "value" }',"the \
variables","a variable value")),secrets:z(Md),env:z(fe(r=>r!==null&&typeof r=="object"&&!Array.isArray(r),{error:r=>`tak\
es an object of variables and their values, not ${vt(r.input)}`}).check(ne(r=>al(r)===void 0,{error:r=>{let[t,e]=al(r.input);
return`${t}: ${Nt(e)} is not an environment variable's value: give a string`}}))),concurrency:z(It({error:r=>`${Nt(r.input)}\
 is not a whole number from 1`}).check(ne(r=>Number.isSafeInteger(r)&&r>=1,{error:r=>`${Nt(r.input)} is not a whole numb\
er from 1`}))),onEvent:z(Hr()),onOutput:z(Hr()),signal:z(ol()),cancel:z(ol()),pausable:z(Hr()),killGraceMs:z(il("from 0")),
minuteMs:z(il("above 0")),storeDir:z(le()),facts:z(fe(r=>r!==null&&typeof r=="object"&&!Array.isArray(r),{error:r=>`take\
s an object of facts about the checkout, not ${vt(r.input)}`})),repositoryRoot:z(le()),parent:z(le())},{error:r=>`takes \
an object of options, not ${vt(r.input)}`}),ll=["job","inputs","eventName","vars"],Ld=Ss(ul,{job:!0,inputs:!0,eventName:!0,
vars:!0});function Br(r,t="runWorkflow"){let e=t==="runWorkflow"?ul:Ld,n=e.safeParse(r??{});if(n.success)return n.data;let s=Object.
keys(e.shape),o=n.error.issues.flatMap(a=>a.code==="unrecognized_keys"?a.keys.map(u=>({where:[...a.path,u],message:ll.includes(
u)?`${t} has no such option: a replay is started as the run it replays was (its ${ll.join(", ")})`:`${t} has no such opt\
ion${Fe(u,s)}`})):[{where:a.path,message:a.message}]),[i,...l]=o.map(a=>({where:Fd(a.where),message:a.message}));throw new S(
"usage",i.message,{where:i.where===""?t:i.where,details:l.map(a=>a.where===""?a.message:`${a.where}: ${a.message}`)})}function Fd(r){
return r.map((t,e)=>typeof t=="number"?`[${t}]`:typeof t=="string"&&/^[A-Za-z_$][\w$-]*$/.test(t)?`${e===0?"":"."}${t}`:
`[${JSON.stringify(String(t))}]`).join("")}var dl=/^[A-Za-z_][A-Za-z0-9_]*$/,Vd=_t(ee({id:ot(),result:Ht,outputs:de(ot(),ot()),stages:_t(ot()),legs:_t(ot()),withheld_outputs:z(
_t(ot())),leg_results:z(_t(ee({leg:ot(),result:Ht,reason:z(ot())}))),skip_reason:z(ot()),summary_parts:z(_t(ee({leg:ot(),
offset:It().check(zn(),ms()),bytes:It().check(zn(),gs())})))}));async function Sw(r,t={}){return qd(r,t,nr)}async function qd(r,t,e,n="\
clean-up"){pf(r);let s=Br(t),o=Vr(s.cwd),i=zt(o,s.storeDir??Me),l=await fl(i,n);return zr(r,{...s,cwd:o,storeDir:i},{words:e,
replay:null,leftovers:l})}async function fl(r,t){return t==="clean-up"?ri(new tn(r)):[]}async function zr(r,t,{words:e,replay:n,
leftovers:s}){let o=Vr(t.cwd);n===null&&ef(t.vars??{},e);let i=t.env??process.env,l=sf(i,[...Hn,...t.secrets??[]]),a=zt(
o,r),u=Kd(o,a)||r,d=await Ee(a,"utf8").catch(j=>{throw n?tf(r,n.run,j,e):ho(o,r,j)}),c=t.facts??{},f=vi(o,i,c),p=Ys(o),g=(j,pt,wt)=>Ms(
j,pt,wt,{ownAction:p}),h=await js(d,u,{ownAction:p}),b=await $i(zt(o,t.repositoryRoot??"."),h,p),m=(0,Gr.createHash)("sh\
a256").update(d).digest("hex"),y={};for(let[j,pt]of b)"unreadable"in pt||(y[j]=(0,Gr.createHash)("sha256").update(pt.source).
digest("hex"));let $=null;if(typeof t.event=="string"){let j=t.event,pt=await Ee(zt(o,j),"utf8").catch(wt=>{throw pe(j,wt,
"event file")});$=Mo(pt,j)}else t.event&&(Lo(t.event,"event"),$=t.event);let x=nf(t.secrets??[],i,n&&{run:n.run,secrets:n.
invocation.secrets},e),N=[...Object.values(x),...Hn.map(j=>i[j]).filter(j=>j!==void 0&&j!==""),...Ue(i)],A=xi({cwd:o,known:c,
checkout:await f,payload:$,ownAction:p,calledWorkflows:b}),k=A.facts,R=of(N,()=>Uo(h,Wt,{job:t.job,inputs:t.inputs,event:$,
eventName:t.eventName,vars:t.vars,secretValues:N,secretNames:Object.keys(x),words:e,...A})),O=Vo(h,Wt,{called:b,expanded:R.
expanded}),U=pa(h,R.eventName,R.event,t.event===void 0,k.commit&&{sha:k.sha,message:k.commit.message}),Q=new Set(Object.
keys(x).map(j=>j.toUpperCase())),v=da(h,Wt,Q,new Set(Object.entries(t.vars??{}).filter(([,j])=>j!=="").map(([j])=>j.toUpperCase()))),
F=zt(o,t.storeDir??Me),Y=new tn(F),P=n?await lf(Y,F,h,R,n,{workflow:m,called:y},e):null,M=n?.invocation.event_made===!0,
H=t.event===void 0||M,D=t.parent===void 0?null:await el(Y,t.parent,e,i),K=Xd(),B={where:`the run's temp dir, in ${K.place}`,
makeRoom:K.makeRoom,fewerJobs:e.fewerJobs},nt=new Date,w,_=(j,pt,wt,Ne=null,qt=void 0)=>oe({workflow:h.name??u,workflow_path:u,
status:j,started_at:nt.toISOString(),finished_at:wt?wt.toISOString():null,duration_ms:wt?Math.max(0,wt.getTime()-nt.getTime()):
null,replay_of:P?P.run:null,...Ne===null?{}:{reason:Ne},...j==="running"?{process:{...af(),...w===void 0?{}:{temp:w}}}:{},
jobs:pt,...qt===void 0?{}:{unstored:qt}},N),J=await Y.createRun(_("running",[],null)),T=J.runDir,E=zd(T),L,C=new fo(T,{writeBehind:!0,
onUnstored:j=>L?.(j)}),V=new ke(C),At,lt,q,ft;try{let j=new Map,pt={workflow_path:u,workflow_sha256:m,called_sha256:y,job:t.
job??null,inputs:t.inputs??{},event_name:R.eventName,event:R.event,...H?{event_made:!0}:{},vars:t.vars??{},secrets:t.secrets??
[],parent:D},wt=oe(pt,N),Ne=Kr(pt).some(I=>Ke(I,N))||JSON.stringify([wt.inputs,wt.vars])!==JSON.stringify([pt.inputs,pt.
vars]);await cl(it(T,at.invocation),"how the run was started",`${JSON.stringify(Ne?{...wt,redacted:!0}:wt,null,2)}
`),P&&(await hf(P.store,J,P.stages),await gf(it(F,P.run),T,P.jobs.values())),w=await Wd(it(K.dir,`baton-run-${E}-`)).catch(
I=>{throw new S("tempdir-invalid",`the run's temp dir could not be made there: ${Ce(I,e.fewerJobs)}`,{where:K.where,cause:I,
...Ct(I,"ENOSPC","EDQUOT")?{details:[K.makeRoom]}:{}})}),await Y.writeSummary({id:E,..._("running",[],null)});let qt=new AbortController,
ns=(I,tt)=>{q===void 0&&(q={error:I},queueMicrotask(()=>qt.abort(tt)))},rs=(I,tt)=>ut=>{if(!(q!==void 0||tt===void 0))try{
let Et=tt(ut);yf(Et)&&Promise.resolve(Et).catch(G=>ns(G,`stopped because the promise the ${I} callback returned was reje\
cted`))}catch(Et){ns(Et,`stopped because the ${I} callback threw`)}},hl=rs("onEvent",t.onEvent),Fn=t.signal?AbortSignal.
any([t.signal,qt.signal]):qt.signal,In=new xn(it(T,at.events));At=In;let Dn=I=>{let tt=oe(I,N);if(In.write(tt),hl(tt),I.
type==="run-started"){let ut=Object.keys(x).filter(G=>x[G].length<kt.minSecretLength),Et=[...s.map(G=>({level:G.running.
length>0||!G.removed||!G.looked?"warning":"info",message:si(G)})),...qo(O).map(G=>({level:"warning",message:G})),...R.notices,
...U===null?[]:[{level:"warning",message:`${U} (it runs here as asked)`}],...v.filter(G=>!G.fallsBack).map(({name:G,where:Wn})=>({
level:"warning",message:`${Wn}: secrets.${G} is read, but ${e.secretNotGiven(G)}: it is empty in this run, as on GitHub \
for a secret the repository does not have (${e.giveSecret(G)} to set it)`})),...v.filter(G=>G.fallsBack).map(({name:G,where:Wn})=>({
level:"info",message:`${Wn}: secrets.${G} is read, but ${e.secretNotGiven(G)}: each read of it falls back with || to ano\
ther value, which this run takes (${e.giveSecret(G)} to set it)`})),...ut.map(G=>({level:"warning",message:`secret ${G} \
is shorter than ${kt.minSecretLength} characters, so it is not redacted: it will appear wherever a step or agent prints \
it (a value that short would blank out ordinary words)`}))];for(let G of Et)Xt(I.at,G.level,G.message);P?.whole&&Xt(I.at,
"info",P.whole)}if(I.type==="run-started")for(let ut of n?.pulled?.notices??[])Xt(I.at,ut.level,ut.message);if(I.type===
"run-started"&&P!==null&&P.changed.length>0){let ut=P.changed.map(Et=>Et===""?u:Et);Xt(I.at,"warning",`${ut.join(" and ")}\
 changed since run ${P.run}: this replay runs ${ut.length===1?"the file":"the files"} as ${ut.length===1?"it is":"they a\
re"} now`)}I.type==="run-started"&&P?.redactedStart&&Xt(I.at,"warning",P.redactedStart),I.type==="run-started"&&P!==null&&
P.summaries===null&&P.jobs.size>0&&Xt(I.at,"info",`the step summaries of the jobs reused from run ${P.run} cannot be tol\
d apart in its ${at.summary} (it was stored by an earlier baton, could not write them all, or was edited since): this re\
play's ${at.summary} holds only those of the jobs it runs`)};L=I=>{let tt=C.unstored()[0];Dn({type:"notice",at:new Date().
toISOString(),level:"error",job:I.job,leg:null,message:`${se(I)} was not stored after all: ${I.cause===void 0?`no record\
 of this run after that of ${se(tt)} (job ${tt.job}) is stored`:`its record could not be written: ${Xn(I.cause)}; no rec\
ord of this run after it is stored`}`})};let Xt=(I,tt,ut)=>Dn({type:"notice",at:I,level:tt,job:null,leg:null,message:ut}),
Yt=jo({eventName:R.eventName,payload:R.event,facts:k,runId:E,workflow:h,workflowPath:u});if(lt=new jn({workflow:R.workflow,
expressions:Wt,parseAction:g,workspace:o,runDir:T,storeDir:F,tempDir:w,tempPlace:B,store:V,recordWrites:C,runCancelled:()=>Fn.
aborted||t.cancel?.aborted===!0,runner:new pn({tempDir:w,reuseScripts:!0,secrets:N,...t.killGraceMs===void 0?{}:{killGraceMs:t.
killGraceMs},noPathHint:e.noPath,tempPlace:B,fewerJobs:e.fewerJobs}),baseEnv:l,run:{id:E,attempt:1,workflow:h.name??u,repository:k.
repository,event_name:R.eventName,sha:String(Yt.sha),ref:String(Yt.ref)},github:{repository:k.repository,ref:String(Yt.ref),
sha:String(Yt.sha),run_id:E,actor:String(Yt.actor),event_name:R.eventName,event:R.event},...H?{madeEvent:R.eventName}:{},
...M&&P?{madeEventRun:P.run}:{},secrets:N,parentRun:D,openRun:I=>{let tt=j.get(I);return tt||(tt=Y.open(I).then(ut=>new ke(
ut)),j.set(I,tt)),tt},emit:Dn,eventsFailure:()=>In.failure,...t.onOutput?{onOutput:rs("onOutput",t.onOutput)}:{}}),t.pausable){
let I=lt;for(let tt of[Fn,t.cancel])tt?.addEventListener("abort",()=>I.resumeCommands(),{once:!0});t.pausable({pause:()=>I.
pauseCommands(),resume:()=>I.resumeCommands()})}for(let{job:I,leg:tt,markdown:ut}of P?.summaries??[])lt.summary(I,tt,ut);
ft=await ua(R,lt,{runId:E,concurrency:t.concurrency??Hd(),fewerJobs:e.fewerJobs,signal:Fn,cancel:t.cancel,secrets:x,github:Yt,
runner:{os:process.platform==="darwin"?"macOS":process.platform==="win32"?"Windows":"Linux",arch:process.arch==="arm64"?
"ARM64":process.arch==="x64"?"X64":process.arch.toUpperCase(),temp:w,toolCache:it(w,"tool-cache"),workspace:o,workspaceParent:Mn(
o)},reuse:P?.jobs,minuteMs:t.minuteMs})}catch(j){ft={error:j}}L=void 0,C.close();let[Te]=await Promise.all([lt?.drain()??
null,C.settled()]);At?.close(),w!==void 0&&await on(w);let St="error"in ft?null:ft,ue=[],Vt=j=>{j&&!ue.some(pt=>pt.includes(
j))&&ue.push(j)};Vt(St?.reason),"error"in ft&&Vt(yt(ft.error));for(let j of Te?.split(`
`)??[])Vt(j);Vt(At?.failure);let qr=C.unstored(),Xr=St===null?[]:Zd(St.jobs,qr),Yr=!1;if(St!==null)try{await cl(it(T,at.
jobs),"the jobs' results",`${JSON.stringify(rf(Xr,N,lt?.summaryParts()??null),null,2)}
`),Yr=!0}catch(j){Vt(yt(j))}let Zr=Qd(qr,{run:E,plan:R,jobs:St===null?"missing":Yr?"stored":"unwritten",workflowPath:u,words:e});
Vt(Zr?.fix);let Qr=St===null||St.status==="success"&&ue.length>0?"failure":St.status,Ln=ue.length===0?null:Z(ue.join(`
`),N).text,pl=Xr.map(j=>({id:j.id,stages:j.stages,result:j.result,...P?.jobs.has(j.id)?{reused:!0}:{}}));try{await Y.writeSummary(
{id:E,..._(Qr,pl,new Date,Ln,Zr?.stored)})}catch(j){throw Yd(T,j,Ln)}if(q!==void 0)throw q.error;if("error"in ft)throw ft.
error;let ts=await Ur(C.writeFailure?C:V),es=Qo(ts);return{runId:E,runDir:T,status:Qr,reason:Ln,records:ts,chain:es,finalStage:ti(
es)}}function Xd(){let r=Gd(),t=!!process.env.TMPDIR,e=t?`TMPDIR ${r}`:`temp dir ${r}`,n=t?`TMPDIR ${Zt(r)}`:`${Zt(r)} (\
TMPDIR is not set)`,s=`make room in ${t?"TMPDIR":Zt(r)}, or set TMPDIR to a directory on another disk`,o;try{o=(0,Kt.statSync)(
r)}catch(i){if(!Ct(i,"ENOENT","ENOTDIR"))throw pe(e,i)}if(o?.isDirectory()!==!0)throw new S("tempdir-invalid",`${o===void 0?
"no such directory":"is not a directory"}; baton run keeps each run's scratch files there`,{where:e,details:[`${o===void 0?
"create it, or ":""}set TMPDIR to a directory`]});return{dir:r,where:e,place:n,makeRoom:s}}async function cl(r,t,e){try{
await He(r,e)}catch(n){throw new S("run-write-failed",qn(t,n),{where:r,cause:n})}}function Yd(r,t,e){let n=!(0,Kt.existsSync)(
r),s=e===null||n?[]:[`the run failed: ${e.replaceAll(`
`,`
  `)}`];return new S("run-write-failed",n?"the run's directory was removed while it ran: nothing more of the run could b\
e stored":`its end could not be stored in ${te}: ${yt(t)}; baton runs shows it as interrupted`,{where:r,details:s,cause:t})}
function Zd(r,t){let e=new Set(t.filter(n=>n.attempt===1).map(n=>n.stage));return e.size===0?r:r.map(n=>({...n,stages:n.
stages.filter(s=>!e.has(s))}))}function Qd(r,t){let[e,...n]=r;if(e===void 0)return null;let{run:s,plan:o,jobs:i,workflowPath:l,
words:a}=t,u=i==="stored"?ca(o.jobs,r):null,d=[...new Set(r.map(f=>f.stage))],c=`${d.length===1?"stage":"stages"} ${po(d)}`;
return{stored:{failed:{job:e.job,stage:e.stage,attempt:e.attempt,cause:Xn(e.cause)},after:n.map(({job:f,stage:p,attempt:g})=>({
job:f,stage:p,attempt:g})),replay_from:u},fix:co({run:s,what:c,cause:e.cause,replayFrom:u,jobs:i,replay:a.replay,runAgain:`${a.
run(l)} with the same options`})}}function tf(r,t,e,n){let s=pe(r,e);return Ct(e,"ENOENT")?new S(s.code,`${s.message}: r\
un ${t} ran this workflow file, and a replay runs it as it is now`,{...s.where===void 0?{}:{where:s.where},details:[`put\
 it back (from git, if it was committed) to replay run ${t}, or start a new run of another workflow with ${n.runCommand}`],
cause:e}):s}function ef(r,t){let e=new Map;for(let n of Object.keys(r)){if(!dl.test(n)||n.toUpperCase().startsWith("GITH\
UB_"))throw new S("usage",`${JSON.stringify(n)} is not a name GitHub allows for a variable: letters, digits and _, not s\
tarting with a digit or with GITHUB_`,{where:t.vars});let s=e.get(n.toUpperCase());if(s!==void 0)throw new S("usage",`${JSON.
stringify(s)} and ${JSON.stringify(n)} are one variable on GitHub (names are not case-sensitive); give it once`,{where:t.
vars});e.set(n.toUpperCase(),n)}}function nf(r,t,e,n){let s=r.find(a=>!dl.test(a));if(s!==void 0)throw new S("usage",s.startsWith(
"-")&&n.flags?`takes the name of an environment variable after it (--secret NAME), not ${JSON.stringify(s)}`:`${JSON.stringify(
s)} is not the name of an environment variable (letters, digits and _, not starting with a digit)`,{where:n.secrets});let o={},
i=[],l=[];for(let a of r){let u=t[a];u===void 0?i.push(a):u===""?l.push(a):o[a]=u}if(i.length+l.length>0){let a=(c,f)=>c.
length===0?[]:[`${c.length===1?"secret":"secrets"} ${f}: ${c.join(", ")}`],u=e===null?"running":"replaying",d=(c,f="")=>e?.
secrets.includes(c)?`: run ${e.run} was started with ${n.passSecret(c)}`:`, or ${n.dropSecret(c)}${f}`;throw new S("secr\
et-missing",[...a(i,"not set in the environment"),...a(l,"set to the empty string")].join("; "),{details:[...i.map(c=>`${n.
setSecret(c)} before ${u}${d(c)}`),...l.map(c=>`${n.setSecret(c)} with its value before ${u}${d(c,": an empty secret is \
no secret (one not given is '' in the run, as on GitHub)")}`)]})}return o}function rf(r,t,e){return r.map(n=>{let s={},o=[
...n.withheldOutputs??[]];for(let[g,h]of Object.entries(n.outputs))Z(h,t).redactions.length>0?o.push(g):s[g]=h;let i=(n.
legResults??[]).map(({leg:g,result:h,reason:b})=>({leg:g,result:h,...b===void 0?{}:{reason:b}})),l=(e??[]).filter(g=>g.job===
n.id).map(({leg:g,offset:h,bytes:b})=>({leg:g,offset:h,bytes:b})),{id:a,stages:u,legs:d,ends:c,skipped:f,summaryParts:p}=oe(
{id:n.id,stages:n.stages,legs:n.legs,ends:i,skipped:n.skipReason,summaryParts:l},t);return{id:a,result:n.result,outputs:s,
stages:u,legs:d,...o.length>0?{withheld_outputs:oe(o,t)}:{},...c.length>0?{leg_results:c}:{},...f===void 0?{}:{skip_reason:f},
...p.length>0?{summary_parts:p}:{}}})}function Kr(r){return typeof r=="string"?[r]:Array.isArray(r)?r.flatMap(Kr):r!==null&&
typeof r=="object"?Object.values(r).flatMap(Kr):[]}function sf(r,t){let e=new Set(t),n={};for(let[s,o]of Object.entries(
r))o!==void 0&&!e.has(s)&&(n[s]=o);return n}function of(r,t){try{return t()}catch(e){if(!(e instanceof S))throw e;let n=s=>Z(
s,r).text;throw new S(e.code,n(e.message),{...e.where===void 0?{}:{where:n(e.where)},details:e.details.map(n),cause:e.cause})}}
function af(){let r=Zo(process.pid);return{pid:process.pid,host:Bd(),...r?{start:r}:{}}}async function lf(r,t,e,n,s,o,i){
let{run:l,invocation:a}=s,u=await r.readSummary(l),d=await r.open(l),{jobs:c,summaryParts:f}=s.pulled?{jobs:await rl(d,n,
s.pulled),summaryParts:null}:await uf(it(t,l),u,i.run(a.workflow_path)),p=[];a.workflow_sha256!==void 0&&a.workflow_sha256!==
o.workflow&&p.push("");let g=a.called_sha256;if(g!==void 0)for(let w of[...new Set([...Object.keys(g),...Object.keys(o.called)])].
sort())g[w]!==o.called[w]&&p.push(w);let h=[...new Set(c.flatMap(w=>w.stages))],b=c.map(w=>w.id),m=`stages: ${h.join(", ")||
"(none)"}; jobs: ${b.join(", ")||"(none)"}`;if(s.from.trim()==="")throw new S("usage",`is empty; name the stage or job o\
f run ${l} to run again from: ${m}`,{where:i.from});let y=u.unstored===void 0?[]:[u.unstored.failed,...u.unstored.after],
$=c.find(w=>w.id.includes("/")&&(w.stages.includes(s.from)||w.legs.includes(s.from)))?.id??c.find(w=>w.stages.includes(s.
from)||w.legs.includes(s.from))?.id??y.find(w=>w.stage===s.from)?.job??(await d.get(s.from))?.record.job??n.jobs.find(w=>w.
id===s.from)?.id,x=$?.split("/")[0];if(x===void 0)throw new S("stage-unknown",`run ${l} has no stage or job ${s.from}${Fe(
s.from,[...h,...b])}; ${m}`,{where:i.from});let N=x===s.from?`job ${x}`:`${$===s.from?"job":"stage"} ${s.from} belongs t\
o job ${x}, which`;if(!e.jobs.some(w=>w.id===x)){let w=e.jobs.map(_=>_.id);throw new S("stage-unknown",`${N} is no longe\
r in ${e.fileName}: a replay runs the workflow file as it is now, not as run ${l} had it`,{where:i.from,details:[`its jo\
bs now: ${w.join(", ")||"(none)"}`]})}if(!n.jobs.some(w=>w.id===x))throw new S("stage-unknown",`${N} is not part of this\
 run${n.target===null?"":` (run ${l} was started with ${i.passJob(n.target)})`}`,{where:i.from});let A=new Set([x,...n.jobs.
filter(w=>w.upstream.includes(x)).map(w=>w.id)]);for(let w of n.jobs)w.calledBy!==null&&A.has(w.calledBy)&&A.add(w.id);let k=y.
find(w=>!A.has(w.job)&&!A.has(w.job.split("/")[0]));if(k!==void 0){let w=await ki(it(t,l),u,i),_=w?.records.find(J=>J.stage===
k.stage&&J.attempt===k.attempt);throw new S("replay-incomplete",`run ${l} never stored ${se({...k,runAttempt:1})} of job\
 ${k.job}, so replaying from ${s.from} cannot reuse that job`,{where:i.from,details:[..._===void 0?[]:[_.reason],...w?[w.
fix]:[]]})}let R=new Map,O=[],U=new Set;for(let w of n.jobs){if(A.has(w.id))continue;let _=c.find(J=>J.id===w.id);if(!_)
throw new S("replay-incomplete",`run ${l} has no result for job ${w.id}; run it again in full`,{where:i.from});if(s.pulled){
let{resultFrom:J,...T}=_;J==="unknown"&&U.add(w.id),R.set(w.id,T)}else R.set(w.id,_);O.push(..._.stages)}for(let w of n.
jobs){if(!A.has(w.id)||s.pulled===void 0)continue;let _=w.needs.find(T=>U.has(T));if(_===void 0)continue;let{pulled:J}=s.
pulled;throw new S("replay-incomplete",`job ${_}'s result is not known: it recorded no stage, and GitHub lists no job of\
 run ${J.run_id} by its name, so replaying from ${s.from} cannot give it to job ${w.id}`,{where:i.from,details:[`GitHub'\
s jobs of the run: ${J.workflow_run.jobs.map(T=>T.name).join(", ")||"(none)"}`,`replay from job ${_} to run it here too:\
 ${i.replay(l,_)}`]})}for(let w of n.jobs)if(A.has(w.id))for(let _ of w.needs){let J=R.get(_)?.withheldOutputs??[];if(J.
length===0)continue;let T=J.join(", ");if(s.pulled){let{pulled:E}=s.pulled;throw new S("replay-incomplete",`job ${_}'s o\
utput${J.length===1?` ${T} was`:`s ${T} were`} set on GitHub and not pulled (baton pull brings the stages' records; an o\
utput a run: step writes, or one of a matrix job, is in none), so replaying from ${s.from} cannot give ${J.length===1?"i\
t":"them"} to job ${w.id}`,{where:i.from,details:[`replay from job ${_} to run it here too: ${i.replay(l,_)}`,`its value\
 on GitHub is in the job's log: ${E.url}`]})}throw new S("replay-incomplete",`job ${_}'s output${J.length===1?` ${T} was`:
`s ${T} were`} not stored (it may hold a secret), so replaying from ${s.from} cannot give it to job ${w.id}`,{where:i.from,
details:[`replay from the job that made it: ${i.replay(l,_)}`]})}let Q=new Map(e.jobs.map(w=>[w.id,w])),v=w=>(R.get(w)?.
result??"success")!=="success",F=Q.get(x);if(F?.if.text===null){let w=F.needs.map(_=>_.id).filter(v);if(w.length>0){let _=w[0];
for(let J=0;R.get(_)?.result==="skipped"&&J<e.jobs.length;J++){let T=Q.get(_)?.needs.map(E=>E.id).find(v);if(T===void 0)
break;_=T}throw new S("replay-skips",`job ${x} needs ${w.map(J=>`${J} (${R.get(J).result} in run ${l})`).join(", ")}, so\
 replaying from ${s.from} would skip it again`,{where:i.from,details:[`replay from the job that did not succeed: ${i.replay(
l,_)}`]})}}let Y=new Set(O),P=await d.list(),M=O.find(w=>!P.some(_=>_.stage===w));if(M!==void 0)throw new S("replay-inco\
mplete",`run ${l} recorded stage ${M}, but its record is gone from ${it(t,l)}, so it cannot be reused`,{where:i.from,details:[
`replay from that stage, to run it again: ${i.replay(l,M)}`]});for(let w of P)if(Y.has(w.stage))try{await d.getAttempt(w.
stage,w.attempt,w.runAttempt)}catch(_){throw _ instanceof S?new S("replay-incomplete",`run ${l}'s record of stage ${w.stage}\
 (attempt ${w.attempt}) cannot be reused: ${yt(_)}`,{where:i.from,details:[`replay from that stage, to run it again: ${i.
replay(l,w.stage)}`]}):_}let H=c.find(w=>w.id===x),D=s.from===x?null:$!==void 0&&$!==x?`every job of its call (${c.filter(
w=>w.id.startsWith(`${x}/`)).map(w=>w.id).join(", ")})`:H&&H.legs.length>1?`every leg of its matrix (${H.legs.join(", ")}\
)`:H&&H.stages.length>1?`every stage of it (${H.stages.join(", ")})`:null,K=D===null?null:`${i.fromStage(s.from)}: job ${x}\
 runs again whole, ${D}`,B=ai(l,a,"replay",i),nt=await df(it(t,l),f,new Set(R.keys()));return{run:l,store:d,jobs:R,stages:O,
changed:p,whole:K,redactedStart:B,summaries:nt}}async function uf(r,t,e){let n=t.id,s=it(r,at.jobs),o=await Ee(s,"utf8").
catch(c=>{throw cf(t,s,c,e)}),i=Yo(o,Vd,s,{code:"replay-incomplete",what:"the jobs' results baton stores",fix:`run ${n} \
cannot be replayed; run it again in full`}),a=i.some(c=>c.legs.length>0||c.leg_results===void 0&&c.skip_reason===void 0)?
await ff(r):{legs:new Map,skips:new Map},u=i.some(c=>c.summary_parts!==void 0)?i.flatMap(c=>(c.summary_parts??[]).map(f=>({
job:c.id,...f}))):null;return{jobs:i.map(({withheld_outputs:c,leg_results:f,skip_reason:p,summary_parts:g,...h})=>{let b=a.
legs.get(h.id),m=x=>{let N=b?.get(x.leg);return{...x,...N?.durationMs===void 0?{}:{durationMs:N.durationMs},...N?.failedStep===
void 0?{}:{failedStep:N.failedStep}}},y=f?.map(m)??(b===void 0?void 0:h.legs.map(x=>b.get(x)??{leg:x,result:h.result})),
$=p??a.skips.get(h.id);return{...h,...c&&c.length>0?{withheldOutputs:c}:{},...y===void 0?{}:{legResults:y},...$===void 0?
{}:{skipReason:$}}}),summaryParts:u}}function cf(r,t,e,n){let s=r.id,o=`run it again in full: ${n} with the same options`;
if(ro(e)){let{why:u,details:d}=so(t,e,Mn(t),{dir:Mn(t),what:"the run"});return new S("replay-incomplete",`cannot be read\
: ${u}, so run ${s} cannot be replayed`,{where:t,cause:e,details:[...d,`or ${o}`]})}if(!Ct(e,"ENOENT"))return new S("rep\
lay-incomplete",`${Os(e)}, so run ${s} cannot be replayed`,{where:t,cause:e,details:[o]});let i=en(r),l=nn(r);if(l!==null)
return new S("replay-incomplete",`${rn(s,l)}, so it cannot be replayed yet: a replay takes the jobs' results of a finish\
ed run`,{details:["replay it once it has ended there",sn(l,Mn(t),`run it again in full (${n} with the same options), and\
 remove it`)]});if(i==="running")return new S("replay-incomplete",`run ${s} is still running, so it cannot be replayed y\
et: a replay takes the jobs' results of a finished run`,{details:["replay it once it has ended"]});if(i==="interrupted")
return new S("replay-incomplete",`run ${s} was interrupted (its process ended before the run did), so it cannot be repla\
yed: a replay takes the jobs' results of a finished run`,{details:[o]});let a=uo(r.reason,t);return a!==null?new S("repl\
ay-incomplete",`was never written, so run ${s} (${i}) cannot be replayed: a finished run keeps its jobs' results there`,
{where:t,details:[`the run ended with: ${a.slice(a.indexOf(`${at.jobs}: `)+at.jobs.length+2)}`,`${io(a)}${o}`]}):new S("\
replay-incomplete",`is missing, so run ${s} (${i}) cannot be replayed: a finished run keeps its jobs' results there`,{where:t,
details:[...r.reason===void 0?[]:[`the run ended with: ${r.reason.split(`
`)[0]}`],`put it back if you have a copy, or ${o}`]})}async function df(r,t,e){let n=await Ee(it(r,at.summary)).catch(l=>Ct(
l,"ENOENT")?Buffer.alloc(0):null);if(n===null)return null;if(n.length===0)return[];if(t===null)return null;let s=[...t].
sort((l,a)=>l.offset-a.offset),o=[],i=0;for(let l of s){if(l.offset!==i||l.offset+l.bytes>n.length)return null;i+=l.bytes;
let a=n.subarray(l.offset,l.offset+l.bytes).toString("utf8"),u=Wr(l.job,l.leg);if(!a.startsWith(u)||!a.endsWith(`

`))return null;e.has(l.job)&&o.push({job:l.job,leg:l.leg,markdown:a.slice(u.length,-2)})}return i===n.length?o:null}async function ff(r){
let t=await Ee(it(r,at.events),"utf8").catch(()=>""),e=new Map,n=new Map,s=new Map,o=new Map;for(let i of ei(t,["job-fin\
ished","job-skipped","step-finished","step-started","stage-recorded"])){if(i.type==="job-skipped"&&n.set(i.job,i.reason),
i.type==="step-started"&&o.set(`${i.job}\0${i.leg}`,[]),i.type==="stage-recorded"){let u=o.get(`${i.job}\0${i.leg}`);u!==
void 0&&!u.includes(i.stage)&&u.push(i.stage)}if(i.type==="step-finished"&&i.conclusion==="failure"){let u=`${i.job}\0${i.
leg}`,d=o.get(u)??[];s.has(u)||s.set(u,{step:i.step,name:i.name,message:i.message,...i.output_tail===void 0?{}:{output_tail:i.
output_tail},...d.length===0?{}:{stages:d}})}if(i.type!=="job-finished")continue;let l=e.get(i.job)??new Map,a=i.failed_step??
s.get(`${i.job}\0${i.leg}`);l.set(i.leg,{leg:i.leg,result:i.result,...i.reason===void 0?{}:{reason:i.reason},durationMs:i.
duration_ms,...a===void 0||i.result!=="failure"?{}:{failedStep:a}}),e.set(i.job,l)}return{legs:e,skips:n}}function Vr(r){
let t=zt(r??process.cwd()),e;try{e=(0,Kt.statSync)(t)}catch(n){if(!Ct(n,"ENOENT","ENOTDIR"))throw pe(t,n,"cwd")}if(e?.isDirectory()!==
!0)throw new S("usage",e===void 0?"no such directory":"is not a directory",{where:`cwd ${t}`});return t}function pf(r){if(typeof r!=
"string"||r.trim()==="")throw Gn("runWorkflow","the workflow file's path as its first argument (runWorkflow('.github/wor\
kflows/ci.yml', \u2026))",Le(r))}async function hf(r,t,e){let n=new Set(e);for(let s of await r.list())n.has(s.stage)&&await t.
copyAttempt(r,s.stage,s.attempt,s.runAttempt)}async function gf(r,t,e){let n=new Set;for(let s of e)for(let o of[...s.legs,
...(s.legResults??[]).map(i=>i.leg)])n.add(o);for(let s of n){let o=ce(s),i=it(r,o);if((await Dd(i).catch(()=>null))?.isFile()!==
!0)continue;let l=Ks(t,at.jobLogPrefix);try{await Id(i,l,Kt.constants.COPYFILE_EXCL),await Ud(l,it(t,o))}catch(a){throw await Jd(
l,{force:!0}),new S("run-write-failed",qn(`the job log of ${s}`,a),{where:it(t,o),cause:a})}}}async function kw(r,t,e={}){
return mf(r,t,e,nr)}async function mf(r,t,e,n,s="clean-up"){wf(r,t);let o=Br(e,"replayWorkflow"),i=Vr(o.cwd),l=zt(i,o.storeDir??
Me),a=await fl(l,s),u=new tn(l),d=await u.resolve(r),c=await u.readSummaryOrProblem(d),f=c instanceof S?void 0:c.pulled;
if(f){let{invocation:g,replay:h}=await nl(d,it(l,d),f,i,o.event!==void 0,n);return zr(g.workflow_path,{...o,cwd:i,storeDir:l,
eventName:g.event_name},{words:n,replay:{run:d,from:t,invocation:g,pulled:h},leftovers:a})}if(o.event!==void 0)throw new S(
"usage",`is for a run pulled from GitHub (which does not keep its event payload); run ${d} was started here, and a repla\
y gives it the event it was started with`,{where:n.event,details:[`replay it without ${n.event}: ${n.replay(d,t)}`]});let p=await oi(
it(l,d),d);if(p.redacted)throw new S("replay-refused",`run ${d} was started with a secret (or text shaped like a token) \
in ${ii(p,n)}, which was not stored, so it cannot be replayed`,{details:[`start it again in full: ${n.run(p.workflow_path)}\
 with the same options`]});return zr(p.workflow_path,{...o,cwd:i,storeDir:l,...p.job?{job:p.job}:{},inputs:p.inputs,event:p.
event,eventName:p.event_name,vars:p.vars,secrets:[...new Set([...p.secrets,...o.secrets??[]])],...p.parent?{parent:p.parent}:
{}},{words:n,replay:{run:d,from:t,invocation:p},leftovers:a})}function wf(r,t){let e=[...typeof r=="string"&&r.trim()!==
""?[]:[{takes:"the stored run's id (or 'latest') as its first argument (replayWorkflow('latest', 'fix', \u2026))",given:Le(
r)}],...typeof t=="string"?[]:[{takes:"the stage or job to run again from as its second argument (replayWorkflow('latest\
', 'fix', \u2026))",given:Le(t)}]],[n,...s]=e;if(n!==void 0)throw Gn("replayWorkflow",n.takes,n.given,void 0,s.map(({takes:o,
given:i})=>hs(o,i)))}function yf(r){return(typeof r=="object"||typeof r=="function")&&r!==null&&typeof r.then=="function"}export{cn as a,dn as b,Ti as c,Wl as d,pn as e,Sw as f,qd as g,kw as h,mf as i};

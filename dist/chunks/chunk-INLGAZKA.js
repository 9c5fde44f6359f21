import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{b as sr,c as sn,d as ni,f as fi}from"./chunk-QGQIA7GF.js";import{a as Uo,b as Jo}from"./chunk-YHQU7V4H.js";
import{a as Go,b as ui,c as ci,d as di}from"./chunk-MUCWDERD.js";import{a as Ko,c as Vo,d as qo,j as ri,k as si,l as oi,
m as ii}from"./chunk-RY46JNT3.js";import{a as rr,b as Yo,c as Zo,d as Qo,e as ti,g as ei}from"./chunk-AS5Z7CAL.js";
import{b as ai,c as li,d as or}from"./chunk-CGK7UWFE.js";import{a as xs}from"./chunk-LSBRJ6JD.js";import{a as Os}from"./chunk-M3WD6POP.js";
import{k as Fo,l as Io}from"./chunk-2J5H6W7X.js";import{a as Wt,b as Ps,c as As,e as Je,f as Ut,g as Ds,h as Ws,i as Us,
j as Js,n as so}from"./chunk-Y5AAYERN.js";import{$ as fo,Aa as No,C as We,Da as _o,E as Ts,Ea as Co,F as Ns,G as _s,
Ga as er,Ha as jo,Ia as Mo,J as Cs,Ja as Lo,K as js,P as he,Q as Ms,S as Ls,T as Fs,W as me,Y as Yn,Z as uo,_ as co,aa as po,
b as xt,ba as ho,c as Rt,ca as go,d as De,da as mo,e as Dt,fa as Ve,ga as qe,ha as Qn,ia as yo,ka as Xe,la as bo,ma as So,
ra as Oo,s as rt,sa as Po,ta as Ao,w as Es,xa as Eo,ya as To}from"./chunk-6MSCN2E4.js";import{A as vo,B as ko,J as $o,
L as xo,M as Ro,a as Zn,i as wo,z as Ye}from"./chunk-M7HJS4M3.js";import{b as Z,c as oe,d as Be,e as ze,f as Ke,g as qn,
h as oo,i as io,k as ao,l as Jt,m as Xn,n as lo}from"./chunk-IMR3AT7B.js";import{b as tr}from"./chunk-LS2NIP65.js";
import{a as Ht,e as Ho,h as nr,i as rn,j as Bo,k as zo}from"./chunk-WQOLYL6Y.js";import{a as Do,b as Ze,d as Qe,e as tn,
g as en,h as nn,i as Wo}from"./chunk-EZR23E7B.js";import{b as Xo}from"./chunk-6RREDHNG.js";import{A as se,B as Vs,
C as qs,E as Xs,F as Kn,G as Vn,H as Ys,I as Zs,J as Qs,K as to,L as eo,M as no,P as ro,Q as Ct,a as Ue,b as Is,m as Hs,
p as Gs,q as Bs,u as zs,v as He,w as Ge,x as Ks}from"./chunk-BUDROWRH.js";import{a as ge}from"./chunk-RBL3FFHZ.js";
import{a as Nt,b as Le,c as $t,d as Hn,e as cs,g as zn,i as Fe,m as bs,n as Ss,p as vs,q as ks,r as pe,s as $s,u as re,w as Rs,
x as Ie}from"./chunk-SIVHNBVM.js";import{c as Zt}from"./chunk-FCWOFCWY.js";import{a as Ce,b as je,d as b,e as Ft,
f as yt,g as In,h as Dn}from"./chunk-OKFZ7BVP.js";import{B as W,Ba as ys,Ea as fe,Fa as ne,H as Tt,I as ls,O as et,
P as it,Q as ce,T as kt,U as us,b as Wn,d as ns,da as ds,e as rs,ea as fs,i as Mt,ia as st,j as ss,ja as It,k as os,ka as Gn,
l as Un,la as ps,m as Jn,n as is,na as hs,o as as,oa as _t,pa as ee,q as te,qa as gs,r as Me,sa as ms,ta as Bn,va as de,
x as ut,ya as ws,za as z}from"./chunk-WXLRAERB.js";import{a as Qt}from"./chunk-5A7QKWCT.js";import{d as vt}from"./chunk-3NR5HZ6E.js";var sl=new TextEncoder,ol=new TextDecoder("utf-8",{fatal:!0,ignoreBOM:!0}),il=new TextDecoder("latin1");async function pi(r,t,e){
let n=[],s=[],o=new Set,i=ut.artifactBytes;for(let[l,a]of(t.artifacts??[]).entries()){let u=p=>s.push({code:Tt.artifactRefused,
severity:"warning",path:Ss(["artifacts",l,"path"]),message:`${a.path} ${p}; it was not kept`});if(a.path.includes(kt.markerPrefix)){
u("held a secret (its path was redacted)");continue}let c=zs(a.path);if("refused"in c){u(c.refused);continue}if(o.has(c.
path))continue;let d=await e.readArtifact(r.workingDirectory,c.path,i);if(d.kind==="refused"){u(d.reason);continue}let f=al(
d.bytes,r.redact,`${as}/${c.path}`);if("refused"in f){u(f.refused);continue}if(f.bytes.length>i){u(`is ${f.bytes.length}\
 bytes once redacted, more than the ${i} bytes left of the ${ut.artifactBytes}-byte limit for one record's artifacts`);continue}
s.push(...f.problems),n.push({path:c.path,bytes:f.bytes}),o.add(c.path),i-=f.bytes.length}return{files:n,problems:s}}function al(r,t,e){
let n;try{n=ol.decode(r)}catch{n=void 0}if(n!==void 0){let s=qe(n,t,e);return s.problems.length===0?{bytes:r,problems:[]}:
{bytes:sl.encode(s.text),problems:s.problems}}return Z(il.decode(r),t).redactions.length>0?{refused:"is not UTF-8 text a\
nd holds a secret, which cannot be redacted from a binary file"}:{bytes:r,problems:[]}}var ll=new Set(Object.values(ls));function hi(r){return r.problems.filter(t=>t.severity==="warning"&&!ll.has(t.code))}var on="baton: the command could not start: ";async function an(r,t,e,n,s={}){let o=r.agent?.kind==="preset"?r.agent.preset:null,i=e===null?s.agentOutput:void 0,l=o===
null?null:e?Ns(o,e.stdout):i?_s(o,i.text):null,a=e?e.stdout:i?.text??null,u=await pl(r,t,a,l?.finalText??null,n),c=u.kind===
"valid"?u.handoff:null,d=c?await pi(r,c,n.workspace):{files:[],problems:[]},f=[...t.warnings,...u.problems,...d.problems,
...l?.problems??[],...o!==null&&e===null?fl(o,i,l):[]],p=u.kind==="invalid",g=r.onInvalid==="fail"||r.handoff==="require\
d",h=null,w,S={reason:"cancelled",message:`the stage was cancelled while its agent ran${typeof s.signal?.reason=="string"?
`: ${s.signal.reason}`:""}`};if(s.cancelled||s.signal?.aborted)w=S;else if(e&&e.exitCode!==0){let v=r.agent?.kind==="pre\
set"?cl(r.agent.preset,e,r.redact):"";w={reason:"exit-nonzero",message:e.exitCode!==null?`the agent exited with code ${e.
exitCode}${v}`:e.signal!==null?`the agent was ended by ${e.signal}`:`the agent could not start: ${e.output.replace(on,"").
trim()}`,exitCode:e.exitCode,signal:e.signal}}else if(p&&g){let v=u.problems.filter(R=>R.severity==="error");w={reason:"\
handoff-invalid",message:`the handoff was refused (${ml(v.length,"problem")}): ${gl(v)}`,problems:v}}else if(c===null&&r.
handoff==="required"){let v=`no handoff: nothing at $${Mt.handoffPath} and no block between the markers in the agent's o\
utput, and this stage requires one (handoff: required)`;f.push({code:Tt.handoffMissing,severity:"error",path:"$",message:v}),
w={reason:"handoff-missing",message:v}}else if(s.verify){let v=await s.verify();h=v.facts,f.push(...v.problems),w=s.signal?.
aborted?{reason:"cancelled",message:"the stage was cancelled while verify ran"}:h.exit_code===0?{reason:"completed",message:null}:
{reason:"verify-failed",message:`verify failed with ${h.exit_code===null?"no exit code (ended by a signal)":`exit code ${h.
exit_code}`}`,exitCode:h.exit_code}}else w={reason:"completed",message:null};let $=p&&!g?f.map(v=>({...v,severity:"warni\
ng"})):f,x=n.workspace.now(),A=await Ve(r,{attempt:t.attempt,repair:t.repair,hop:t.hop,lineage:t.lineage,...t.parent?{parent:t.
parent}:{},prompt:t.prompt,handoff:c,agent:e,startedAt:new Date(t.preparedAt),finishedAt:x,usage:l?.usage??null,verify:h,
outcome:w,problems:$,files:d.files},n),P=r.handoff==="required"&&(w.reason==="handoff-invalid"||w.reason==="handoff-miss\
ing");return{...A,outputs:sn(A.record,A.handoff,{artifactId:A.ref.id,promptPath:t.promptPath,handoffPath:t.handoffPath}),
repairProblems:P?A.record.problems.filter(v=>v.severity==="error"):[]}}var ul=300;function cl(r,t,e){let n=Cs(r,t.output);
if(n===null)return"";let s=Z(n.text,e).text,o=Xo(Zt(Ie(s).replace(/\s+/g," ").trim()),ul);return o===""?"":n.source==="c\
li"?`: ${r} said "${o}"`:`: ${o}`}var dl={claude:"claude -p --output-format stream-json --verbose \u2026 > file, or claude-co\
de-action\u2019s execution_file",codex:"codex exec --json \u2026 > file",gemini:"gemini --output-format json \u2026 > file",
copilot:"copilot --output-format=json \u2026 > file; Copilot CLI 1.0.102 puts no token counts in it"};function fl(r,t,e){
let n=`give ${W.agentOutput} the file the CLI\u2019s machine-readable output went to (${dl[r]})`,s=i=>[{code:Tt.usageMissing,
severity:"warning",path:"agent.usage",message:i}];if(t===void 0)return s(`${W.agent} is ${r} and ${W.agentOutput} is emp\
ty, so the record has no usage: ${n}`);if(e===null||e.usage!==null||e.problems.length>0)return[];let o=t.cut>0?` in its \
last ${t.bytes-t.cut} bytes (of ${t.bytes}: only the end of a longer file is read)`:"";return s(`${W.agentOutput} ${t.path}\
 holds no usage in ${r}\u2019s output format${o}, so the record has none: ${n}`)}async function pl(r,t,e,n,s){let o=await s.
workspace.readHandoff(t.handoffPath),i=[],l;if(o.kind!=="missing")l=o;else if(e!==null)for(let d of[n,e]){if(!d)continue;
let f=xs(d);if(i.push(...f.warnings),f.json!==null){l=bs(f.json);break}}if(l===void 0)return{kind:"missing",problems:hl(
i)};if(l.kind==="invalid")return{kind:"invalid",problems:[...i,...l.problems]};let a=ao(l.handoff,r.redact),u=[...i,...l.
warnings,...a.problems],c=a.handoff.next?.stage;if(c!==void 0&&r.workflowJobs!==null&&!r.workflowJobs.includes(c)){let d={
code:Tt.nextUnknownStage,severity:r.onInvalid==="warn"?"warning":"error",path:"$.next.stage",message:`"${c}" names no jo\
b in this workflow; jobs: ${[...r.workflowJobs].sort().join(", ")}`};if(r.onInvalid==="fail")return{kind:"invalid",problems:[
...u,d]};u.push(d)}else c!==void 0&&r.workflowJobs===null&&u.push({code:Tt.nextUnchecked,severity:"warning",path:"$.next\
.stage",message:`"${c}" was not checked against the workflow's jobs, which are not known here: ${r.workflowUnread??"the \
workflow file was not read"}; the \`next\` output names it as given, whether or not a job has that id`});return{kind:"va\
lid",handoff:a.handoff,problems:u}}function hl(r){let t=new Set;return r.filter(e=>{let n=`${e.code}\0${e.path}\0${e.message}`;
return t.has(n)?!1:(t.add(n),!0)})}function gl(r){let t=[...r].sort((n,s)=>Number(zn(s.message))-Number(zn(n.message))),
e=t.slice(0,3).map(re).join("; ");return t.length>3?`${e}; and ${t.length-3} more`:e}function ml(r,t){return`${r} ${t}${r===
1?"":"s"}`}function mi(r){let t=r.problems.filter(s=>s.severity==="error"),e=(t.length>0?t:r.problems).map(s=>`- ${re(s).replace(/\s+/g,
" ")}`).join(`
`),n=JSON.stringify(Os(),null,2);return[`# Your handoff for stage \`${r.stage}\` was not accepted`,"","Your last run fin\
ished, but baton could not accept its handoff:","",e,"",`Do not redo the work. Write the handoff again, as one JSON obje\
ct that follows the JSON Schema below, to the file named by the environment variable \`${Mt.handoffPath}\` (or print it a\
s the last thing you output, between a line \`${Jn.start}\` and a line \`${Jn.end}\`).`,"","## The handoff JSON Schema",
"",gi(n,"json"),"","## The task you were given","",gi(r.previousPrompt,"markdown"),""].join(`
`)}function gi(r,t){let e=Math.max(0,...Array.from(r.matchAll(/`+/g),s=>s[0].length)),n="`".repeat(Math.max(3,e+1));return`${n}${t}\

${r.replace(/\n$/,"")}
${n}`}async function ln(r,t,e={}){let n=e.attempt??1,s=t.workspace.now();await bl(r,n,t.store);let o=e.upstream??await Sl(r,t.
store),i=e.parent!==void 0?e.parent:await kl(r,t),l=o.filter(m=>m.stored!==void 0),a=l.map(m=>wi(m.stored)).sort((m,S)=>Zn(
m.stage,S.stage)),u=i?.deepest[0]?.record.hop??0,c=1+Math.max(u,...l.map(m=>m.stored.record.hop)),d=i?{run:i.run,lineage:i.
deepest.map(wi)}:void 0,f=async(m,S)=>{let $=await Ve(r,{attempt:n,repair:e.repair!==void 0,hop:c,lineage:a,...d?{parent:d}:
{},prompt:"",handoff:null,agent:null,startedAt:s,finishedAt:t.workspace.now(),usage:null,verify:null,outcome:m,problems:S},
t);return{kind:"refused",result:{stage:r.stage,ok:!1,outcome:$.outcome,attempts:[$],final:$,outputs:sn($.record,null,{artifactId:$.
ref.id})}}};if(c>r.maxHandoffs){let m=await $l(r,l,i,t),S=`stage ${r.stage} would be hop ${c}, more than max-handoffs ${r.
maxHandoffs}: ${Ol(m)}`;return f({reason:"max-handoffs",message:S,hop:c,limit:r.maxHandoffs,chain:m},[{code:Tt.maxHandoffs,
severity:"error",path:"$",message:S}])}let p,g=[];if(e.repair)p=mi({stage:r.stage,...e.repair});else try{({prompt:p,warnings:g}=
await wl(r,o,e.attemptContext))}catch(m){if(!(m instanceof b))throw m;let S={code:m.code,severity:"error",path:m.where??
"$",message:m.message};return f({reason:"render-failed",message:yt(m),problems:[S]},[S])}let h=await t.workspace.attemptPaths(
r.stage,n);return r.agent?.kind==="preset"&&(p=`${p.trimEnd()}

${js({handoffPath:h.handoffPath})}
`),await t.workspace.writePrompt(h.promptPath,p),{kind:"ready",prepared:{stage:r.stage,attempt:n,repair:e.repair!==void 0,
prompt:p,promptPath:h.promptPath,handoffPath:h.handoffPath,lineage:a,hop:c,...d?{parent:d}:{},warnings:g,preparedAt:s.toISOString()},
upstream:o,parent:i}}async function wl(r,t,e){if(r.template===null)throw new b("prompt-missing","this stage has no promp\
t template",{where:r.stage});let n={source:r.template.source,...r.maxPromptTokens===null?{}:{maxPromptTokens:r.maxPromptTokens},
...r.madeEvent===void 0?{}:{madeEventHint:ri(r.madeEvent,r.madeEventRun)},...r.workflowUnread===void 0?{}:{notUpstreamHint:yl(
r.workflowUnread,r.needs)}};await oi(r.template.text,n);let s=wo({upstream:t,inputs:r.inputs,github:r.github,...e?{attempt:e}:
{},require:r.needs,analysis:si(r.template.text)}),o=ii(r.template.text,s.context,n);return{prompt:o.prompt,warnings:[...s.
warnings,...o.warnings]}}function yl(r,t){return e=>{let n=[...new Set(e.filter(i=>i.kind==="stage").map(i=>i.stage))],s=[
...new Set([...t,...n])],o=n.length>0?`give the step \`${W.needs}: ${s.join(", ")}\``:`give the step a \`${W.needs}\` inp\
ut naming the stages of ${e.map(i=>`job ${i.stage}`).join(", ")}`;return`the workflow file was not read here (${r}), so \
the upstream stages are only those the \`${W.needs}\` input names (${t.length>0?t.join(", "):"none"}) and the stages the\
ir records name: check out this repository before this step (actions/checkout with persist-credentials: false), or ${o}`}}
async function bl(r,t,e){let n={stage:r.stage,attempt:t,runAttempt:r.run.attempt};if((await e.list()).some(o=>Ge(o,n)===
0))throw new b("record-exists",`${se(n)} already has a record in this run, so the agent was not run; records are immutab\
le`,{where:`stage ${r.stage}`,details:[`another job of this run records stage ${r.stage}: give each job its own stage id\
 (the \`${W.stage}\` input)`]})}async function Sl(r,t){let e=r.upstream.filter(a=>a.stage!==r.stage),n=await Promise.all(
e.map(a=>t.get(a.stage))),s=new Map(e.map(a=>[a.stage,a])),o=(a,u)=>{let{job:c=null,matrix:d,open:f,place:p}=s.get(a)??{};
return{stage:a,job:c??u?.record.job??a,stored:u,...d===void 0?{}:{matrix:d},...f===!0?{open:!0}:{},...p===void 0?{}:{place:p}}},
i=new Map;for(let[a,u]of e.entries())i.set(u.stage,n[a]);if(r.expandLineage){let a=[...i.values()].filter(u=>u!==void 0);
for(let u=a.shift();u;u=a.shift())for(let c of u.record.lineage){if(c.stage===r.stage||i.has(c.stage))continue;let d=await t.
getAttempt(c.stage,c.attempt,c.run_attempt),f=d?.recordSha256===c.record_sha256?d:void 0;i.set(c.stage,f),f&&a.push(f)}}
let l=r.expandLineage?await vl(r,i,t):new Map;return[...i].map(([a,u])=>{let c=l.get(a);return{...o(a,u),...c?{recordedLike:c}:
{}}})}async function vl(r,t,e){let n=r.needs.filter(i=>t.has(i)&&t.get(i)===void 0),s=new Map;if(n.length===0)return s;let o=[
...new Set((await e.list()).map(i=>i.stage))].filter(i=>i!==r.stage).sort(Zn);for(let i of n){let l=o.filter(a=>a.startsWith(
`${i}-`));l.length>0&&s.set(i,l)}return s}async function kl(r,t){if(r.parentRun===null)return null;if(!t.openRun)throw new Ft(
`stage ${r.stage}: a parent run is set but no way to open another run was given`);let e=await t.openRun(r.parentRun),n=new Map;
for(let i of await e.list())n.set(i.stage,Ks([i,n.get(i.stage)??i]));let s=(await Promise.all([...n.values()].map(i=>e.getAttempt(
i.stage,i.attempt,i.runAttempt)))).filter(i=>i!==void 0),o=Math.max(0,...s.map(i=>i.record.hop));return{run:r.parentRun,
store:e,deepest:s.filter(i=>i.record.hop===o)}}function wi(r){let{stage:t,attempt:e,run:n}=r.record;return{stage:t,attempt:e,
...n.attempt>1?{run_attempt:n.attempt}:{},record_sha256:r.recordSha256}}async function $l(r,t,e,n){let s=r.maxHandoffs+1,
o=new Map(t.map(p=>[p.stored.recordSha256,p.stored])),i=new Map;e&&i.set(e.run,Promise.resolve(e.store));let l=p=>(!i.has(
p)&&n.openRun&&i.set(p,n.openRun(p)),i.get(p)),a=p=>p.reduce((g,h)=>g===void 0||h.stored.record.hop>g.stored.record.hop?
h:g,void 0),u=async(p,g,h)=>{let w=[];for(let m of p){let S=(h===null?o.get(m.record_sha256):void 0)??await g.getAttempt(
m.stage,m.attempt,m.run_attempt);S?.recordSha256===m.record_sha256&&w.push({stored:S,store:g,run:h})}return w},c=[{stage:r.
stage,run:null}],d=a([...t.map(p=>({stored:p.stored,store:n.store,run:null})),...(e?.deepest??[]).map(p=>({stored:p,store:e.
store,run:e.run}))]),f=!1;for(;d&&c.length<s+1;){c.unshift({stage:d.stored.record.stage,run:d.run});let{record:p}=d.stored;
if(p.hop<=1){f=!0;break}let g=await u(p.lineage,d.store,d.run);if(p.parent)try{let h=await l(p.parent.run);h&&g.push(...await u(
p.parent.lineage,h,p.parent.run))}catch{}d=a(g)}return xl(c,f)}function xl(r,t){let e=r.some(o=>o.run!==null),n=t?[]:["\u2026"],
s;for(let o of r)e&&o.run!==s&&n.push(Rl(o.run)),s=o.run,n.push(o.stage);return n}function Rl(r){return r===null?"this r\
un:":`run ${r}:`}function ir(r){return r.endsWith(":")}function Ol(r){let t=r.filter(l=>!ir(l)&&l!=="\u2026").length,e=[],
n,s=!1,o=0;for(let l of r)ir(l)?(n=l,s=!1):l==="\u2026"?e.push(l):(t<=12||o<5||o>=t-5?(n!==void 0&&!s&&e.push(n),s=!0,e.
push(l)):e.at(-1)!=="\u2026"&&e.push("\u2026"),o++);let i="";for(let[l,a]of e.entries()){let u=e[l-1];i+=l===0?a:u!==void 0&&
ir(u)?` ${a}`:` \u2192 ${a}`}return i}async function yi(r,t){if(r.agent===null)throw new Ft(`stage ${r.stage}: runStage needs an agent (run or agent); this sp\
ec is for a split stage`);let e=[],n,s,o={},i="",l=!1;for(let a=1;;a++){let u=await ln(r,t,{...o,attempt:a,...n?{upstream:n}:
{},...s!==void 0?{parent:s}:{}});if(u.kind==="refused")return t.reporter?.error(u.result.outcome.message??"",r.stage),{...u.
result,attempts:[...e,...u.result.attempts]};n=u.upstream,s=u.parent;let c=u.prepared;c.repair||(i=c.prompt);for(let h of c.
warnings)t.reporter?.warning(h.message,`${r.stage} ${h.path}`);let d=await Tl(r,c,t),f=await an(r,c,d,t,{...t.signal?{signal:t.
signal}:{},...r.verify===null?{}:{verify:()=>Nl(r,c,t,r.verify)}});e.push(f);let{outcome:p}=f,g=t.signal?.aborted===!0;if(f.
repairProblems.length>0&&!l&&!g){l=!0,t.reporter?.warning(`${p.message}; giving the agent one repair turn`,r.stage),o={repair:{
problems:f.repairProblems,previousPrompt:i}};continue}if(p.reason==="verify-failed"&&a<r.attempts&&!g){t.reporter?.warning(
`attempt ${a} of ${r.attempts}: ${p.message}; trying again`,r.stage),o={attemptContext:Al(a+1,f.handoff,f.record.verify)};
continue}return p.reason==="cancelled"?t.reporter?.warning(p.message,r.stage):p.reason!=="completed"&&t.reporter?.error(
p.message,r.stage),Pl(r,p,e,f.outputs)}}function Pl(r,t,e,n){let s=e.at(-1);if(!s)throw new Ft(`stage ${r.stage}: no att\
empt was stored`);return{stage:r.stage,ok:t.reason==="completed",outcome:t,attempts:e,final:s,outputs:n}}function Al(r,t,e){
return{number:r,previous:t,verify:e?{exit_code:e.exit_code,output:e.output_tail}:null}}function El(r,t){let e={};for(let[
n,s]of Object.entries(r))ss.includes(n)||os.some(o=>n.startsWith(o))||(e[n]=s);return{...e,...t}}function bi(r,t,e,n={}){
return El(e.env,{...n,[Mt.promptPath]:t.promptPath,[Mt.handoffPath]:t.handoffPath,[Mt.stage]:r.stage})}async function Tl(r,t,e){
let n=r.agent,s=n.kind==="preset"?{...Ts(n.preset),shell:"bash"}:{script:n.command,env:{},shell:r.shell};e.reporter?.info(
`${r.stage}: attempt ${t.attempt}${t.repair?" (repair turn)":""}, running the agent`);let o=e.guardAgentConfig;return Si(
e,()=>({script:s.script,shell:s.shell,cwd:e.workspace.resolveDirectory(r.workingDirectory),env:bi(r,t,e,s.env)}),n.kind===
"preset"&&o?i=>o(n.preset,i):void 0)}async function Si(r,t,e){let n=r.workspace.now();try{let s=t(),o=e?await e(s.cwd):void 0;
try{return await r.runner.run({...s,...r.onOutput?{onOutput:r.onOutput}:{},...r.signal?{signal:r.signal}:{}})}finally{await o?.()}}catch(s){
let o=`${on}${yt(s)}
`;return r.onOutput?.(o,"stderr"),{exitCode:null,signal:null,startedAt:n,finishedAt:r.workspace.now(),output:o,stdout:""}}}
async function Nl(r,t,e,n){e.reporter?.info(`${r.stage}: attempt ${t.attempt}, running verify`);let s=await Si(e,()=>({script:n,
shell:r.shell,cwd:e.workspace.resolveDirectory(r.workingDirectory),env:bi(r,t,e)})),o=qe(s.output,r.redact,"verify.outpu\
t_tail");return{facts:{command:n,exit_code:s.exitCode,output_tail:ns(o.text,ut.verifyOutputTailBytes),duration_ms:Math.max(
0,s.finishedAt.getTime()-s.startedAt.getTime())},problems:o.problems}}var Ri=vt(ge(),1),Gt=vt(Qt(),1);import{spawn as jl}from"node:child_process";import{tmpdir as Ml}from"node:os";import{join as Ll}from"node:path";
import{StringDecoder as Fl}from"node:string_decoder";var ie=class{#t;#r={stdout:"",stderr:""};#n=null;constructor(t){this.#t=t}push(t,e){let n=this.#r[e]+t,s=n.endsWith("\r")?
n.slice(0,-1):n,o=Math.max(s.lastIndexOf(`
`),s.lastIndexOf("\r"))+1;n.length-o>65536&&(o=n.length),this.#e(e,n.slice(0,o)),this.#r[e]=n.slice(o)}end(t){this.#e(t,
this.#r[t]),this.#r[t]=""}#e(t,e){e!==""&&(this.#n!==null&&!this.#n.ended&&this.#n.stream!==t&&this.#t(`
`,!0),this.#t(e,!1),this.#n={stream:t,ended:e.endsWith(`
`)||e.endsWith("\r")})}};var _l=8;function ki(r,t,e,n){let s=r+t,o=r.length,i=ze(s,e),l=i.find(c=>c.start<o&&c.end>o),a=l?l.end-o:0;if(n&&(a=vi(t,
a)),!s.includes("\x1B")&&i.every(c=>c.end<=o+a))return a;let u=Z(s,e).text;for(let c=0;a<t.length&&c<=_l;c++){if(Ke(s,o+
a,e,u))return a;a=n?vi(t,a+1):Cl(t,a+1)}return t.length}function vi(r,t){if(t===0||r.charCodeAt(t-1)===$i)return t;let e=r.
indexOf(`
`,t);return e===-1?r.length:e+1}function Cl(r,t){for(let e=t;e<=r.length;e++){let n=r.charCodeAt(e-1);if(n===$i||n===32||
n===9)return e}return r.length}var $i=10;var we=vt(Qt(),1);function ye(){try{return(0,we.readdirSync)("/proc").filter(r=>/^\d+$/.test(r)).map(Number).filter(r=>r!==
process.pid)}catch{return null}}function un(r){let t;try{t=(0,we.readFileSync)(`/proc/${r}/stat`,"utf8")}catch{return null}
let[e="",,n]=t.slice(t.lastIndexOf(")")+2).split(" ");return{state:e,group:Number(n)}}function ar(r,t){try{return(0,we.readFileSync)(
`/proc/${r}/environ`,"utf8").split("\0").includes(t)}catch{return!1}}var lr={killGraceMs:5e3,maxOutputBytes:ut.agentOutputBytes,drainMs:1e3};function Il(r){try{process.kill(-r,0)}catch{return!1}
let t=ye();return t===null?!0:t.some(e=>{let n=un(e);return n!==null&&n.group===r&&n.state!=="Z"})}var cn=class{#t;#r;#n;#e;#s;#i;#l;#o;#u;#d;constructor(t={}){
this.#t=t.tempDir??Ml(),this.#r=t.killGraceMs??lr.killGraceMs,this.#n=t.maxOutputBytes??lr.maxOutputBytes,this.#e=t.drainMs??
lr.drainMs,this.#s=t.outputHook,this.#i=t.reuseScripts?new Map:void 0,this.#l=t.secrets??[],this.#o=t.noPathHint??"PATH \
is not set in its environment",this.#d=t.fewerJobs,this.#u=t.tempPlace??{...Je(this.#t),...t.fewerJobs===void 0?{}:{fewerJobs:t.
fewerJobs}}}async run(t){let e=ho(t.shell);Dl(t.cwd);let n=go(e,t.script),s=this.#c(e.extension,n),o=s??Ll(this.#t,`bato\
n-step-${(0,Ri.randomUUID)()}${e.extension}`);if(s===void 0){try{(0,Gt.writeFileSync)(o,n,{flag:"wx",mode:448})}catch(i){
throw i.code!=="EEXIST"&&(0,Gt.rmSync)(o,{force:!0}),Ut(this.#u,o,"the command's script",i)}this.#i?.set(`${e.extension}\
\0${n}`,o)}this.#s?.begin?.();try{return await this.#f(e.file,mo(e,o),t)}finally{this.#s?.end?.(),this.#i===void 0&&(0,Gt.rmSync)(
o,{force:!0})}}#c(t,e){let n=`${t}\0${e}`,s=this.#i?.get(n);if(s===void 0)return;let o=Buffer.from(e),i;try{i=vs(s,o.length)}catch{
i={kind:"missing"}}if(i.kind==="file"&&o.equals(i.bytes))return s;this.#i?.delete(n)}#f(t,e,n){return new Promise((s,o)=>{
let i=new Date,l=new dn(this.#n),a=new dn(this.#n),u=jl(t,e,{cwd:n.cwd,env:n.env,stdio:["ignore","pipe","pipe"],detached:!0});
u.pid!==void 0&&n.onStart?.(u.pid);let c,d,f,p,g=!1,h=M=>{if(u.pid!==void 0)try{process.kill(-u.pid,M)}catch{}},w=()=>u.
pid!==void 0&&Il(u.pid),m,S=!1,$,x=null,A,P=()=>{h("SIGKILL"),A=Date.now()},v=Number.POSITIVE_INFINITY,R=M=>{M>=v||(v=M,
clearTimeout(c),c=setTimeout(P,Math.max(0,M-Date.now())),c.unref())},_=()=>{x!=="terminate"&&(x="terminate",clearTimeout(
d),h("SIGTERM"),R(Date.now()+this.#r))},J=()=>{if(n.stop!=="interrupt"||n.kill?.aborted)return _();x===null&&(x="interru\
pt",h("SIGINT"),d=setTimeout(()=>h("SIGTERM"),1.5*this.#r),d.unref(),R(Date.now()+2*this.#r))},Q=()=>{let M=w();return n.
kill?.aborted&&A===void 0&&M&&P(),M&&(A===void 0||Date.now()-A<2e3)?(m??=setInterval(k,100),!1):(clearInterval(m),S?!0:$===
void 0?($=Date.now(),setTimeout(k,this.#e).unref(),!1):Date.now()-$>=this.#e)},k=()=>{g||p===void 0||x!==null&&!Q()||(clearInterval(
m),g=!0,clearTimeout(f),u.stdout?.destroy(),u.stderr?.destroy(),Y("stdout"),Y("stderr"),n.signal?.removeEventListener("a\
bort",J),n.kill?.removeEventListener("abort",_),clearTimeout(c),clearTimeout(d),s({exitCode:p.code,signal:p.signal,startedAt:i,
finishedAt:new Date,output:l.text(this.#l),stdout:a.text(this.#l)}))},F=new ie((M,H)=>H?l.insert(M):l.push(M)),Y=M=>F.end(
M),O=(M,H)=>{let D=new Fl("utf8"),K=G=>{F.push(G,H),G!==""&&(H==="stdout"&&a.push(G),this.#s?.chunk(G,H),n.onOutput?.(G,
H))};M.on("data",G=>{l.wrote(G.length),H==="stdout"&&a.wrote(G.length),K(D.write(G))}),M.on("end",()=>{K(D.end()),Y(H)})};
u.on("error",M=>{if(g)return;g=!0,n.signal?.removeEventListener("abort",J),n.kill?.removeEventListener("abort",_);let H=M.
code==="ENOENT"&&!t.includes("/")&&!n.env.PATH,D=Ce(M,this.#d);o(new b("shell-failed",`could not start ${JSON.stringify(
t)}: ${M.code??M.message}${D===null?"":` (${D})`}${H?`; ${this.#o}`:""}`,{where:"shell",cause:M}))}),u.stdout&&O(u.stdout,
"stdout"),u.stderr&&O(u.stderr,"stderr"),u.on("exit",(M,H)=>{p={code:M,signal:H},f=setTimeout(()=>{x===null&&(u.stdout?.
destroy(),u.stderr?.destroy()),k()},this.#e),f.unref()}),u.on("close",()=>{S=!0,k()}),n.kill?.aborted?_():n.kill?.addEventListener(
"abort",_,{once:!0}),n.signal&&(n.signal.aborted?J():n.signal.addEventListener("abort",J,{once:!0}))})}};function Dl(r){
let t;try{t=(0,Gt.statSync)(r)}catch{t=void 0}if(!t?.isDirectory())throw new b("working-directory-missing",`${r} is not \
a directory`,{where:"working-directory"})}var xi=64*1024,Wl=`${["-----BEGIN","PRIVATE","KEY-----"].join(" ")}
`,Ul=128,dn=class{#t;#r=[];#n=0;#e=0;#s=0;#i=0;#l=!1;#o="";constructor(t){this.#t=t}wrote(t){this.#s+=t}insert(t){this.push(
t),this.#i+=Buffer.byteLength(t)}push(t){this.#r.push(t);let e=Buffer.byteLength(t);for(this.#n+=e,this.#e+=e;this.#r.length>
1&&this.#n-Buffer.byteLength(this.#r[0])>=this.#t+xi;){let n=this.#r.shift();this.#n-=Buffer.byteLength(n),this.#u(n)}}#u(t){
let e=this.#o+t;this.#l=Jt(e,this.#l,this.#o.length),this.#o=e.slice(-Ul)}text(t=[]){let e=Buffer.from(this.#r.join(""));
if(e.length<=this.#t)return e.toString("utf8");let n=e.length-this.#t-1,s=e.indexOf(10,n),o=[e.indexOf(32,n),e.indexOf(9,
n)].filter(u=>u>=0),i=s>=0&&s<e.length-1?s:o.length>0?Math.min(...o):-1,l="";if(i>=0){let u=i+1,c=Math.max(0,u-xi),d=c===
0?-1:e.indexOf(10,c-1);for(d>=0&&d+1<u&&(c=d+1);(e[c]&192)===128;)c++;let p=(Jt(this.#o+e.subarray(0,c).toString("utf8"),
this.#l,this.#o.length)?Wl:"")+e.subarray(c,u).toString("utf8"),g=e.subarray(u).toString("utf8");l=g.slice(ki(p,g,t,e[i]===
10))}let a=l!==""?`the last ${this.#t} bytes at most are kept`:i===-1?"none of it is kept, as no line or space was left \
to start at":"none of it is kept, as all of it after the cut may be part of a secret the cut went through";return this.#e===
this.#s+this.#i?`[baton: the first ${this.#e-Buffer.byteLength(l)} bytes of this output were left out; ${a}]
${l}`:`[baton: this output was ${this.#s} bytes, not all of it UTF-8 text, and its start was left out; ${a}${l===""?"":"\
, as text (a byte that is not UTF-8 as \uFFFD)"}]
${l}`}};var Hr=vt(ge(),1),Kt=vt(Qt(),1);import{copyFile as Ed,lstat as Td,mkdtemp as Nd,readFile as Te,rename as _d,rm as Cd}from"node:fs/promises";
import{availableParallelism as jd,hostname as Md,tmpdir as Ld}from"node:os";import{basename as Fd,dirname as _n,join as ot,
relative as Id,resolve as zt}from"node:path";import{setMaxListeners as gr}from"node:events";var Oi=["repository","path","ref"];function Pi(r,t,e){let n=t.repository.trim(),s=n!==""&&n.toLowerCase()!==e.repository.
toLowerCase(),o=t.path.trim(),i=!Jl(o,e.workspace),l=t.ref.trim(),a=l!==""&&!e.refs.includes(l);if(!s&&!i&&!a)return null;
let u=s?`${n}${a?` at ${l}`:""} is not cloned`:a?`ref ${l}${i?" of this repository":""} is not checked out`:"this reposi\
tory is not checked out again";return`${r}: ${u}${i?` into ${o}`:""}: baton checks nothing out; the project directory is\
 used as it is`}function Jl(r,t){if(r==="")return!0;let e=r.replace(/\/+$/,"")||"/";return e==="."||e===(t.replace(/\/+$/,
"")||"/")}function Ci(r){return`$${et.stepSummary} upload aborted, supports content up to a size of ${Math.floor(ut.stepSummaryFileBytes/
1024)}k, got ${Math.floor(r/1024)}k. For more information see: https://docs.github.com/actions/using-workflows/workflow-\
commands-for-github-actions#adding-a-markdown-summary`}var ji=new Set(["NODE_OPTIONS"]);function cr(r,t){let e=[],n=r.split(
`
`).map(s=>s.replace(/\r$/,""));n.length>0&&n[n.length-1]===""&&n.pop();for(let s=0;s<n.length;s+=1){let o=n[s];if(o.trim()===
"")continue;let i=o.indexOf("<<"),l=o.indexOf("=");if(i>0&&(l<0||i<l)){let a=o.slice(0,i),u=o.slice(i+2);if(u==="")throw fn(
t,s+1,`"${a}<<" needs a delimiter`);let c=[],d=!1;for(s+=1;s<n.length;s+=1){if(n[s]===u){d=!0;break}c.push(n[s])}if(!d)throw fn(
t,s,`no line "${u}" ends the value of ${a}`);e.push([Ai(a,t,s+1),c.join(`
`)]);continue}if(l>0){e.push([Ai(o.slice(0,l),t,s+1),o.slice(l+1)]);continue}throw fn(t,s+1,"expected name=value or name\
<<DELIMITER")}return e}function Mi(r,t){let e=[],n=[];for(let s of cr(r,t))ji.has(s[0].toUpperCase())?n.push(`can't stor\
e ${s[0]} using ${t}; it was left out`):e.push(s);return{pairs:e,refused:n}}function Li(r){return r.split(`
`).map(t=>t.replace(/\r$/,"").trim()).filter(t=>t!=="").reverse()}function Ai(r,t,e){if(r.trim()===""||r!==r.trim()||r.includes(
"\0"))throw fn(t,e,`"${r}" is not a valid name`);return r}function fn(r,t,e){return new b("file-command-invalid",`${r} l\
ine ${t}: ${e}`,{where:r})}var gn=new Set(["stop-commands","set-env","set-output","save-state","add-mask","add-path","ad\
d-matcher","remove-matcher","debug","warning","error","notice","group","endgroup","echo"]),Fi={has:()=>!0},Ii="\\t\\n\\v\\f\\\
r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000",Hl=new RegExp(`^[${Ii}]+`),Ei=new RegExp(`[${Ii}\
]`);function pn(r){let t=0,e=r.length;for(;t<e&&Ei.test(r[t]);)t++;for(;e>t&&Ei.test(r[e-1]);)e--;return r.slice(t,e)}function mn(r,t=gn){
return!r.includes("::")&&!r.includes("##[")?null:Gl(r,t)??Bl(r,t)}function Gl(r,t){let e=r.replace(Hl,"");if(!e.startsWith(
"::"))return null;let n=e.indexOf("::",2);if(n<0)return null;let s=e.slice(2,n),o=s.indexOf(" "),i=(o<0?s:s.slice(0,o)).
toLowerCase();if(!t.has(i))return null;let l=o>0?Di(pn(s.slice(o+1)),",",Xl):new Map;return{command:i,properties:l,data:ql(
e.slice(n+2)),form:"v2"}}function Bl(r,t){let e=r.indexOf("##[");if(e<0)return null;let n=r.indexOf("]",e);if(n<0)return null;
let s=r.slice(e+3,n),o=s.indexOf(" "),i=(o<0?s:s.slice(0,o)).toLowerCase();if(!t.has(i))return null;let l=o>0?Di(s.slice(
o+1),";",Ni):new Map;return{command:i,properties:l,data:Ni(r.slice(n+1)),form:"legacy"}}function Di(r,t,e){let n=new Map;
for(let s of r.split(t)){let o=s.replace(/^=+/,""),i=o.indexOf("=");if(i<0)continue;let l=o.slice(i+1).replace(/^=+/,"");
l!==""&&n.set(o.slice(0,i).toLowerCase(),e(l))}return n}var be=class{#t=null;#r=new Set(gn);read(t){let e=mn(t,this.#r);
if(this.#t===null)return e;let n=this.#t.toLowerCase();return n===""||e?.command!==n?null:(this.#r.delete(n),this.#t=null,
"resumed")}refuses(t){return zl(t,this.#r)}stop(t){this.#t=t,this.#r.add(t.toLowerCase())}};function zl(r,t){let e=r.toLowerCase();
return e===""||e==="pause-logging"||t.has(e)}function Wi(r,t){return t===void 0?r:{...r,github:{...r.github,...t}}}var Kl=1024*
1024,Vl=6,ur=4e3,Ti=50,ql=r=>r.replace(/%0D|%0A|%25/g,t=>({"%0D":"\r","%0A":`
`,"%25":"%"})[t]),Xl=r=>r.replace(/%0D|%0A|%3A|%2C|%25/g,t=>({"%0D":"\r","%0A":`
`,"%3A":":","%2C":",","%25":"%"})[t]),Ni=r=>r.replace(/%3B|%0D|%0A|%5D|%25/g,t=>({"%3B":";","%0D":"\r","%0A":`
`,"%5D":"]","%25":"%"})[t]),hn=class{#t=[];#r=new Set;#n=[];#e={outputs:[],env:[],path:[],failures:[]};#s=new Set;#i;#l;#o;constructor(t={}){
this.#i=t.allowUnsecureCommands??!1,this.#l=t.allowUnsecureStopCommandTokens??!1,this.#o=t.redact??(e=>e)}#u=0;#d={stdout:{
partial:"",overlong:!1},stderr:{partial:"",overlong:!1}};#c=new be;push(t,e="stdout"){let n=this.#d[e],s=t.split(/\r\n|\r|\n/),
o=s.pop();for(let i of s)n.overlong||this.#p(n.partial+i),n.partial="",n.overlong=!1;n.overlong||(n.partial+=o,n.partial.
length>Kl&&(n.partial="",n.overlong=!0))}get masks(){return this.#t}end(){for(let i of Object.values(this.#d))!i.overlong&&
i.partial!==""&&this.#p(i.partial),i.partial="";let t=[...this.#n];this.#u>0&&t.push({level:"warning",message:`${this.#u}\
 more annotation${this.#u===1?"":"s"} of this step not shown (at most ${Ti})`});let{outputs:e,env:n,path:s,failures:o}=this.#e;
return{masks:[...this.#t],annotations:t,commands:{outputs:[...e],env:[...n],path:[...s],failures:[...o]}}}#f(t){this.#r.
has(t)||(this.#r.add(t),this.#t.push(t))}#p(t){let e=this.#c.read(t);if(e===null||e==="resumed")return;let{command:n,properties:s,
data:o}=e;switch(n){case"stop-commands":{let i=o;if(this.#l||!this.#c.refuses(i)){this.#c.stop(i),i.length>Vl&&this.#f(i);
return}this.#e.failures.push(`unable to process ::stop-commands::: you cannot use an endToken that is an empty string, t\
he string 'pause-logging', or another workflow command (this one is ${i===""?"empty":JSON.stringify(i)}); use a token of\
 your own, such as a random one, or opt into insecure command execution by setting ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TO\
KENS to true (see https://docs.github.com/actions/learn-github-actions/workflow-commands-for-github-actions#example-stop\
ping-and-starting-workflow-commands)`);return}case"add-mask":{let i=pn(o);if(i==="")return;let l=i.split(/[\r\n]+/).map(
pn);for(let a of[i,...l])a!==""&&this.#f(a);return}case"error":case"warning":case"notice":this.#g(n,s,o);return;case"set\
-output":case"save-state":case"set-env":case"add-path":this.#h(n,s,o)}}#h(t,e,n){let s=l=>this.#e.failures.push(`unable \
to process ::${t}::: ${l}`);if((t==="set-env"||t==="add-path")&&!this.#i){s(`the \`${t}\` command is disabled; write to ${t===
"set-env"?et.env:et.path} instead, or set ACTIONS_ALLOW_UNSECURE_COMMANDS to true (see https://github.blog/changelog/202\
0-10-01-github-actions-deprecating-set-env-and-add-path-commands/)`);return}if(t==="add-path"){n===""?s("the path is emp\
ty"):this.#e.path.push(n);return}let o=e.get("name");if(o===void 0||o===""){s(`required field 'name' is missing in the ${t}\
 command`);return}if(t==="set-env"){if(ji.has(o.toUpperCase())){this.#n.push({level:"error",message:`can't update ${o} u\
sing ::set-env::`});return}this.#e.env.push([o,n]);return}if(t==="set-output"&&this.#e.outputs.push([o,n]),this.#s.has(t))
return;this.#s.add(t);let i=t==="set-output"?et.output:et.state;this.#n.push({level:"warning",message:`the \`${t}\` comma\
nd is deprecated and will be disabled soon; write to ${i} instead (see https://github.blog/changelog/2022-10-11-github-a\
ctions-deprecating-save-state-and-set-output-commands/)`})}#g(t,e,n){if(this.#n.length>=Ti){this.#u+=1;return}let s=e.get(
"line"),o=e.get("file")?[e.get("file"),s,s&&e.get("col")].filter(Boolean).join(":"):"",i=e.get("title"),l=d=>Yl(this.#o(
d,this.#t).replace(/\r\n|\r|\n/g," ")),a=d=>d===void 0?null:l(d),u=d=>{let f=e.get(d)?.trim();return f!==void 0&&/^[1-9]\d{0,8}$/.
test(f)?Number(f):null},c=`${o?`${o}: `:""}${i?`${i}: `:""}${n}`;this.#n.push({level:t,message:l(c),place:{title:a(i),file:a(
e.get("file")),line:u("line"),end_line:u("endline"),col:u("col"),end_column:u("endcolumn")}})}};function dr(r,t){if(t.length===
0)return r;let e=new Set(t);return r.replace(/[^\r\n]+/g,n=>Ui(n,s=>e.has(pn(s))))}function fr(r){return Ui(r,()=>!0)}var _i=/(?=::add-mask[ :]|##\[add-mask[ \]])/i;
function Ui(r,t){return _i.test(r)?r.split(_i).map(e=>{let n=mn(e);return n?.command!=="add-mask"||!t(n.data)?e:n.form===
"v2"?`${e.slice(0,10)}::***`:`${e.slice(0,11)}]***`}).join(""):r}function Yl(r){return r.length>ur?`${r.slice(0,ur)}\u2026 (${r.
length-ur} more characters)`:r}function Ji(r,t){let e=[],n=pr(r.map(o=>Hi(o.container)));n.length>0&&e.push({level:"warning",message:`container: ${n.join(
", ")} ${n.length===1?"is":"are"} not started: baton runs the job's steps on this machine, not in a container`});let s=pr(
r.flatMap(o=>Zl(o.services)));if(s.length>0){let o=s.length===1;e.push({level:"warning",message:`services: ${s.join(", ")}\
 ${o?"is":"are"} not started: baton starts no containers, and the job's steps run on this machine without ${o?"it":"them"}`})}
for(let o of["Windows","macOS"]){if(o===t)continue;let i=pr(r.map(l=>Ql(l.runsOn)===o?hr(l.runsOn):null));i.length!==0&&
e.push(o==="Windows"?{level:"warning",message:`runs-on: ${i.join(", ")}: runs here, on ${t}, with this machine's shells \
(bash by default, where a Windows runner's is pwsh; shell: cmd and powershell fail here)`}:{level:"info",message:`runs-o\
n: ${i.join(", ")}: runs here, on ${t}, with this machine's shells and tools (bash by default, as on macOS)`})}return e}
function Hi(r){let t=typeof r=="string"?r:yn(r)&&typeof r.image=="string"?r.image:null;return t===null||t.trim()===""?null:
t}function Zl(r){return typeof r=="string"?r.trim()===""?[]:[r]:yn(r)?Object.entries(r).flatMap(([t,e])=>Hi(e)===null?[]:
[t]):[]}function Ql(r){for(let t of Gi(r)){let e=t.trim().toLowerCase();if(e==="windows"||e.startsWith("windows-"))return"\
Windows";if(e==="macos"||e.startsWith("macos-"))return"macOS"}return null}function Gi(r){return typeof r=="string"?[r]:Array.
isArray(r)?r.filter(t=>typeof t=="string"):yn(r)?Gi(r.labels):[]}function hr(r){return Array.isArray(r)?`[${r.map(hr).join(
", ")}]`:yn(r)?`{ ${Object.entries(r).map(([t,e])=>`${t}: ${hr(e)}`).join(", ")} }`:String(r)}function wn(r){switch(r.kind){case"\
literal":return r.value;case"expression":return r.text;case"sequence":return r.items.map(wn);case"mapping":return Object.
fromEntries(r.entries.map(({key:t,value:e})=>[t,wn(e)]))}}function pr(r){return[...new Set(r.filter(t=>t!==null))]}function yn(r){
return typeof r=="object"&&r!==null&&!Array.isArray(r)}var tu="ACTIONS_STEP_DEBUG";function Bi(r,t){let e=s=>Object.entries(s).find(([o])=>o.toUpperCase()===tu)?.[1];return(e(
r)??e(t))?.trim().toLowerCase()==="true"}function zi(r,t){return{os:r.os,arch:r.arch,name:"baton-local",environment:"sel\
f-hosted",tool_cache:r.toolCache,temp:t,workspace:r.workspaceParent,...r.debug?{debug:"1"}:{}}}function Ki(r){return Object.
fromEntries(Object.entries(r).map(([t,e])=>[`RUNNER_${t.toUpperCase()}`,e]))}var Se=class{#t;#r=0;#n=[];constructor(t){this.#t=Math.max(1,Math.floor(t))}async acquire(){this.#r<this.#t?this.#r+=1:await new Promise(
e=>this.#n.push(e));let t=!1;return()=>{if(t)return;t=!0;let e=this.#n.shift();e?e():this.#r-=1}}async run(t){let e=await this.
acquire();try{return await t()}finally{e()}}get active(){return this.#r}};function Vi(r,t,e="timeout-minutes"){let n=Po(r,e);if("problem"in n)throw new b("timeout-invalid",`${t}: ${n.problem}`);
return n.minutes}function ve(r){return`${r} minute${r===1?"":"s"}`}var eu=5,nu=2**31-1,ru=6e4;function mr(r,t,e){return setTimeout(
e,Math.min(r*t,nu))}function bn(r,t,e){return{"fail-fast":r.failFast,"job-index":t,"job-total":e,"max-parallel":r.maxParallel??
e}}async function Yi(r,t,e){if(!Eo(r))throw new Ft("executePlan accepts only a Plan made by buildPlan");return new wr(r,
t,e).run()}var wr=class{#t;#r;#n;#e;#s;#i;#l;#o=new Map;#u=[];#d;#c;#f;#p=new Map;#h;#g;#w;#v=new Map;#y=new Map;#k=new Map;#$=new Map;#b;#x=new Map;#R;#E=new Map;#J=new Map;constructor(t,e,n){
this.#t=t,this.#r=e,this.#n=e.expressions,this.#e=n,this.#s=new Se(n.concurrency),this.#i=AbortSignal.any(n.signal?[n.signal]:
[]),this.#l=AbortSignal.any(n.cancel?[n.cancel]:[]),gr(0,this.#i,this.#l),this.#d=t.workflow.jobs.map(s=>s.id),this.#c=new Map(
t.jobs.map(s=>[s.id,s])),this.#R=new Map(t.stageMatrices),this.#b=new Set(t.expanded.map(s=>s.id.toLowerCase()));for(let s of t.
legIds.values())for(let o of s)this.#b.add(o.toLowerCase());this.#h=Object.values(n.secrets).filter(s=>s!==""),this.#g=Bi(
n.secrets,t.vars),this.#w=n.minuteMs??ru,this.#f={inputs:t.inputs,secrets:n.secrets,env:{},envFailure:null,namePrefix:"",
cancel:this.#l}}async run(){let t=this.#r.now();this.#a({type:"run-started",run:this.#e.runId,workflow:this.#t.workflow.
name??this.#t.workflow.fileName,jobs:this.#t.jobs.map(o=>({id:o.id,needs:o.needs,legs:o.legs===null?null:o.instances===null?
this.#t.legIds.get(o.id)??null:o.instances.flatMap(i=>this.#t.legIds.get(i.id)??[])}))}),this.#f.envFailure=this.#O(),await this.#L(
this.#t.jobs.filter(o=>o.calledBy===null));let e=await this.#r.settle?.()??null;e!==null&&this.#a({type:"notice",level:"\
error",job:null,leg:null,message:e});let n=this.#t.jobs.map(o=>{let i=this.#J.get(o.id);return{...this.#o.get(o.id),legResults:this.#E.
get(o.id)??[],...i===void 0?{}:{skipReason:i}}}),s=this.#T()?"cancelled":e!==null||n.some(o=>o.result==="failure")?"fail\
ure":n.some(o=>o.result==="cancelled")?"cancelled":"success";return this.#a({type:"run-finished",run:this.#e.runId,status:s,
duration_ms:Sn(t,this.#r.now())}),{status:s,reason:e,jobs:n,stages:this.#u}}#M(t){return ct(t,this.#e.fewerJobs)}#O(){try{
return this.#f.env=Rt(this.#n,this.#t.workflow.env,(t,e)=>({contexts:this.#C(null),where:this.#m(e,`env.${t}`)})),null}catch(t){
return ct(t)}}#P(t){return t?.calledBy?this.#p.get(t.calledBy)??this.#f:this.#f}#C(t){let e=this.#P(t);return{github:this.#e.
github,inputs:e.inputs,vars:this.#t.vars,secrets:e.secrets}}async#L(t){let e=new Map;for(let n of t)e.set(n.id,(async()=>{
await Promise.all(n.needs.map(s=>e.get(s))),this.#o.set(n.id,n.call===null?await this.#z(n):await this.#j(n))})());await Promise.
all(e.values())}async#j(t){let e=t.call;if(this.#e.reuse?.has(t.id)){for(let s of e.jobs){let o=this.#c.get(s);this.#o.set(
s,o.call===null?await this.#z(o):await this.#j(o))}return this.#z(t)}let n=await this.#H(t);return this.#y.has(t.id)||this.#D(
e.jobs,n),n}async#H(t){let e=this.#Y(t);if(!("contexts"in e))return this.#A(t,t.id,`its calling job ${t.id} did not run \
(${e.result})`),e;let{contexts:n}=e,s,o,i;try{s=t.legs??this.#tt(t,n),i=this.#et(t,n),o=this.#t.legIds.get(t.id)??Yn(t.id,
s,this.#b),t.legs===null&&this.#F(t,o)}catch(l){let a=this.#K(t,ct(l));return this.#A(t,t.id,`its calling job ${t.id} fa\
iled before the call started`),a}return t.legs===null&&this.#a({type:"job-legs",job:t.id,legs:o}),this.#X(t,s,o,i,n,{pooled:!1,
outputsOf:l=>l.result==="success"},(l,a,u,c)=>this.#I(t,l,a,u,s.length,i,n,c))}#F(t,e){if(e.length<2)return;let n=s=>{for(let o of s){
let i=this.#c.get(o),l=i.instances===null?i.stages?.[0]:void 0;if(l!==void 0){let a=o.slice((this.#y.get(t.id)??t.id).length);
throw new b("stage-duplicate",`jobs.${t.job.id}: ${Mo(l,o,e.map(u=>`${u}${a}`))}`,{where:rt(t.workflow.fileName,t.job.position)})}
n(i.call?.jobs??[])}};n(this.#c.get(this.#y.get(t.id)??t.id)?.call?.jobs??[])}async#I(t,e,n,s,o,i,l,a){let u=t.call,c=u.
workflow.call,d=t.workflow.fileName,f=u.workflow.fileName,p=this.#r.now(),g=this.#P(t),h=Object.keys(e).length>0,w={...l,
matrix:me(e),strategy:bn(i,s,o)},m,S=null;try{if(g.envFailure)throw new b("expression-invalid",g.envFailure);let v=Ls(this.#n,
t.job,c,(k,F)=>({contexts:{...w,secrets:{}},where:this.#m(F,`jobs.${t.job.id}.with.${k}`,d)})),R;try{R=Fs(c,v,u.path)}catch(k){
throw k instanceof b?new b(k.code,`jobs.${t.job.id}: ${k.message}`,{where:rt(d,t.job.uses?.position??t.job.position)}):k}
let _=t.job.secrets==="inherit"?g.secrets:Rt(this.#n,t.job.secrets,(k,F)=>({contexts:w,where:this.#m(F,`jobs.${t.job.id}\
.secrets.${k}`,d)})),J=[...new Set(Object.values(_))].filter(k=>k!==""&&!this.#h.includes(k));this.#h.push(...J),J.length>
0&&this.#r.addSecrets?.(J);for(let[k,F]of Object.entries(_))!J.includes(F)||F.length>=kt.minSecretLength||this.#a({type:"\
notice",level:"warning",job:t.id,leg:n,message:`secret ${k} passed to ${u.path} is shorter than ${kt.minSecretLength} ch\
aracters, so it is not redacted: it will appear wherever a step or agent prints it (a value that short would blank out o\
rdinary words)`});S=this.#at(t,h?e:null,w);let Q=S??`${g.namePrefix}${t.job.id}${h?qi(e):""}`;m={inputs:R,secrets:_,env:{},
envFailure:null,namePrefix:`${Q} / `,cancel:AbortSignal.any([g.cancel,a])},gr(0,m.cancel);try{m.env=Rt(this.#n,u.workflow.
env,(k,F)=>({contexts:{github:this.#e.github,inputs:R,vars:this.#t.vars,secrets:_},where:this.#m(F,`env.${k}`,f)}))}catch(k){
m.envFailure=ct(k)}}catch(v){let R=this.#nt(t,n,ct(v));return this.#A(t,n,`its calling job ${n} failed before the call s\
tarted`),R}this.#p.set(n,m),this.#a({type:"job-started",job:t.id,leg:n,name:S,matrix:h?e:null});let $=this.#G(t,n);await this.#L(
$);let x=$.map(v=>this.#o.get(v.id)).filter(v=>v!==void 0),A=x.some(v=>v.result==="failure")?"failure":x.some(v=>v.result===
"cancelled")||this.#i.aborted?"cancelled":"success",P={};try{let v=Object.fromEntries($.map(R=>{let _=this.#o.get(R.id);
return[he(R.id),{result:_?.result??"skipped",outputs:_?.outputs??{}}]}));P=Rt(this.#n,c.outputs,(R,_)=>({contexts:{github:this.#e.
github,inputs:m.inputs,vars:this.#t.vars,jobs:v},where:this.#m(_,`on.workflow_call.outputs.${R}.value`,f)}))}catch(v){A===
"success"&&(A="failure"),this.#a({type:"notice",level:"error",job:t.id,leg:n,message:ct(v)})}return this.#W(P,t.id,n),this.#a(
{type:"job-finished",job:t.id,leg:n,result:A,duration_ms:Sn(p,this.#r.now())}),{result:A,outputs:P,stages:x.flatMap(v=>v.
stages)}}#G(t,e){let n=this.#y.get(t.id)??t.id,s=this.#$.get(t.id),o=`${n}/`,i=l=>l.startsWith(o)?`${e}/${l.slice(o.length)}`:
s?s(l):l;return(this.#c.get(n)?.call?.jobs??[]).map(l=>{let a=this.#c.get(l),u=i(l);if(this.#k.set(l,[...this.#k.get(l)??
[],u]),u===l)return a;let c={...a,id:u,calledBy:e,needs:a.needs.map(i),upstream:a.upstream.map(i),stageUpstream:a.stageUpstream.
map(i),call:a.call&&{...a.call,jobs:a.call.jobs.map(i)},stages:a.instances?.find(d=>d.id===u)?.stages??null};return this.#c.
set(u,c),this.#y.set(u,l),this.#$.set(u,i),c})}#A(t,e,n){for(let s of this.#G(t,e))this.#a({type:"job-skipped",job:s.id,
result:"skipped",reason:n}),this.#o.set(s.id,{id:s.id,result:"skipped",outputs:{},stages:[],legs:[]}),s.call!==null&&this.#A(
s,s.id,`its calling job ${s.id} did not run (skipped)`)}#D(t,e){for(let n of t){let s=this.#c.get(n),o=(this.#k.get(n)??
[]).map(i=>this.#o.get(i));if(o.length===0){let i=`its calling job ${s.calledBy} did not run (${e.result})`;this.#a({type:"\
job-skipped",job:n,result:"skipped",reason:i}),this.#o.set(n,{id:n,result:"skipped",outputs:{},stages:[],legs:[]})}else(o.
length>1||o[0]?.id!==n)&&this.#o.set(n,{id:n,result:nr(o.map(i=>i.result)),outputs:{},stages:o.flatMap(i=>i.stages),legs:o.
flatMap(i=>i.legs)});s.call!==null&&this.#D(s.call.jobs,this.#o.get(n))}}#W(t,e,n){for(let[s,o]of Object.entries(t))Be(o,
this.#h)&&(delete t[s],this.#a({type:"notice",level:"warning",job:e,leg:n,message:`skipped output ${s}, since it may con\
tain a secret (as GitHub does): needs.${he(e)}.outputs.${s} is empty`}))}#T(t){return(t?this.#N(t):this.#l).aborted||this.#i.
aborted}#N(t){return this.#P(t).cancel}#B(t){let e=this.#N(t).reason;return this.#l.aborted||typeof e!="string"?"the run\
 was cancelled":e}#m(t,e,n=this.#t.workflow.fileName){return t?rt(n,t.position):e}async#z(t){let e=this.#e.reuse?.get(t.
id);if(e){for(let f of e.legs)this.#b.add(f.toLowerCase());this.#a({type:"notice",level:"info",job:t.id,leg:null,message:"\
reusing the stored result of this job"});let d=e.legResults??e.legs.map(f=>({leg:f,result:e.result}));d.length===0&&(e.result===
"skipped"||e.result==="cancelled")&&this.#a({type:"job-skipped",job:t.id,result:e.result,reason:e.skipReason??`${e.result}\
 in the run replayed`});for(let{leg:f,result:p,reason:g,durationMs:h,failedStep:w}of d)this.#a({type:"job-finished",job:t.
id,leg:f,result:p,duration_ms:h??0,...g===void 0?{}:{reason:g},reused:!0,...w===void 0?{}:{failed_step:w}});return e}let n=this.#Y(
t);if(!("contexts"in n))return n;let{needs:s,contexts:o}=n,i=d=>this.#K(t,d),l=this.#P(t).envFailure;if(l)return i(l);let a,
u;try{a=t.legs??this.#tt(t,o),u=this.#et(t,o)}catch(d){return i(ct(d))}let c=this.#t.legIds.get(t.id)??Yn(t.id,a,this.#b);
t.legs===null&&(this.#a({type:"job-legs",job:t.id,legs:c}),this.#mt(t,a,o));for(let d of this.#lt(t,a,u,o))this.#U(t.id,
null,d.level,d.message);return this.#X(t,a,c,u,o,{pooled:!0,outputsOf:()=>!0},(d,f,p,g)=>this.#ft(t,d,f,p,a.length,u,s,g))}async#X(t,e,n,s,o,i,l){
let a=new AbortController;gr(0,a.signal);let u=this.#N(t),c=u.aborted,d,f=()=>{if(d===void 0)try{d=De(this.#n,t.job.if,{
contexts:o,status:this.#V(t),where:rt(t.workflow.fileName,t.job.if.position??t.job.position)})}catch{d=!1}return d},p=s.
maxParallel?new Se(s.maxParallel):null,g=[],h=await Promise.all(e.map(async(m,S)=>{let $=n[S],x=async()=>{if(this.#i.aborted||
u.aborted&&!c&&!f()||a.signal.aborted){let _=a.signal.aborted?"fail-fast: another leg of its matrix failed before it sta\
rted":`${this.#B(t)} before it started`;return this.#a({type:"job-finished",job:t.id,leg:$,result:"cancelled",duration_ms:0,
reason:_}),{result:"cancelled",outputs:{},stages:[]}}let v=await l(m,$,S,a.signal);if(v.result!=="failure")return v;let R={
...o,matrix:me(m),strategy:bn(s,S,e.length)};return this.#q(t.job,R,t.id,$,!1,t.workflow.fileName)?{...v,result:this.#it(
t.id,$)}:(s.failFast&&e.length>1&&a.abort(`fail-fast: another leg of ${t.call===null?"its matrix":`the call ${t.id}`} fa\
iled`),v)},A=()=>p?p.run(x):x(),P=await(i.pooled?this.#s.run(A):A());return g.push(P),P})),w={};for(let m of g.filter(i.
outputsOf))for(let[S,$]of Object.entries(m.outputs))($!==""||!(S in w))&&(w[S]=$);return{id:t.id,result:nr(h.map(m=>m.result)),
outputs:w,stages:h.flatMap(m=>m.stages),legs:n}}#lt(t,e,n,s){let{runsOn:o,container:i,services:l}=t.job;if(o===null&&i===
null&&l===null)return[];let a=(c,d)=>{if(c===null)return null;try{return Dt(this.#n,c,{contexts:d})}catch{return wn(c)}},
u=e.map((c,d)=>{let f={...s,matrix:me(c),strategy:bn(n,d,e.length)};return{runsOn:a(o,f),container:a(i,f),services:a(l,f)}});
return Ji(u,this.#e.runner.os)}#U(t,e,n,s){let o=this.#_(t),i=this.#v.get(o)??new Set;this.#v.set(o,i),!i.has(s)&&(i.add(
s),this.#a({type:"notice",level:n,job:t,leg:e,message:s}))}#ut(){let t=this.#e.github;return{repository:typeof t.repository==
"string"?t.repository:"",refs:["sha","ref","ref_name","head_ref"].flatMap(e=>{let n=t[e];return typeof n=="string"&&n!==
""?[n]:[]}),workspace:this.#e.runner.workspace}}#ct(t,e){let n=l=>{let a=Object.entries(t.with).find(([u])=>u.toLowerCase()===
l);return a?xt(this.#n,a[1],e(a[1],`with.${a[0]}`)):""},[s,o,i]=Oi.map(n);return{repository:s,path:o,ref:i}}#Y(t){let e=(i,l)=>(this.#a(
{type:"job-skipped",job:t.id,result:i,reason:l}),{id:t.id,result:i,outputs:{},stages:[],legs:[]});if(this.#i.aborted)return e(
"cancelled","the run was cancelled");if(t.skip!==null)return e("skipped",t.skip);let n=this.#Z(t),s={...this.#C(t),needs:n},
o;try{o=De(this.#n,t.job.if,{contexts:s,status:this.#V(t),where:rt(t.workflow.fileName,t.job.if.position??t.job.position)})}catch(i){
return this.#K(t,ct(i))}if(!o&&this.#T(t))return e("cancelled",this.#B(t));if(!o){let i=t.job.if.text,a=(i===null||t.job.
if.implicitSuccess===!0)&&!this.#V(t).success([])?`${this.#dt(t)}${i===null?"":` (an if: without a status function, such\
 as if: ${i}, means success() && (\u2026))`}`:`if: ${i} was false`;return e("skipped",a)}return{needs:n,contexts:s}}#K(t,e){
this.#a({type:"notice",level:"error",job:t.id,leg:null,message:e}),this.#a({type:"job-finished",job:t.id,leg:t.id,result:"\
failure",duration_ms:0,reason:e});let n={...this.#C(t),needs:this.#Z(t)},s=this.#q(t.job,n,t.id,t.id,!1,t.workflow.fileName)?
this.#it(t.id,t.id):"failure";return{id:t.id,result:s,outputs:{},stages:[],legs:[t.id]}}#Z(t){let e={};for(let n of t.needs){
let s=this.#o.get(n);s&&(e[he(n)]={result:s.result,outputs:s.outputs})}return e}#Q(t,e){let n=t.id.slice(0,t.id.length-t.
job.id.length);return Ms(e.length>0?e.map(s=>`${n}${s}`):t.upstream,s=>this.#c.get(s)?.call)}#dt(t){let e={failure:"fail\
ed",skipped:"was skipped",cancelled:"was cancelled"},n=this.#Q(t,[]).flatMap(i=>{let l=this.#o.get(i)?.result;return l===
void 0||l==="success"?[]:[{id:i,said:`${i} ${e[l]}`}]});if(n.length===0)return"a job it needs did not succeed";let s=n.map(
i=>i.said).join(", "),o=new Set(t.needs);return n.every(i=>o.has(i.id))?`a job it needs did not succeed: ${s}`:`a job up\
stream did not succeed: ${s} (success() counts every job before this one, not only those in needs:)`}#V(t){let e=s=>this.#o.
get(s)?.result,n=s=>this.#Q(t,s);return{success:s=>!this.#T(t)&&n(s).every(o=>e(o)==="success"),failure:s=>n(s).some(o=>e(
o)==="failure"),cancelled:()=>this.#T(t)}}#tt(t,e){let n=_o(t.job.strategy);if(!n)return[{}];let s=i=>rt(t.workflow.fileName,
i),o=Co(this.#n,n,e,s);return uo(t.id,o,s(n.position),this.#h,{recordsStages:t.recordsStages}),o}#et(t,e){let n=t.job.strategy;
if(n?.kind!=="mapping")return{failFast:!0,maxParallel:null};let s=rt(t.workflow.fileName,n.position),o=n.entries.find(u=>u.
key==="fail-fast")?.value,i=n.entries.find(u=>u.key==="max-parallel")?.value,l=o?Dt(this.#n,o,{contexts:e,where:s}):!0,a=i?
Number(Dt(this.#n,i,{contexts:e,where:s})):null;return{failFast:l!==!1&&l!=="false",maxParallel:a!==null&&Number.isFinite(
a)&&a>0?a:null}}#nt(t,e,n){return this.#a({type:"notice",level:"error",job:t.id,leg:e,message:n}),this.#a({type:"job-fin\
ished",job:t.id,leg:e,result:"failure",duration_ms:0,reason:n}),{result:"failure",outputs:{},stages:[]}}async#ft(...t){let e=this.#r.
legTemp,n;try{n=e?await e.open(t[2]):this.#e.runner.temp}catch(s){let[o,,i]=t;return this.#nt(o,i,this.#M(s))}try{return await this.#pt(
n,...t)}finally{await e?.close(n)}}async#pt(t,...[e,n,s,o,i,l,a,u]){let c=this.#r.now(),d=Object.keys(n).length>0,f=e.workflow,
p=f.fileName,g=new AbortController,h=AbortSignal.any([this.#i,g.signal]),w=null,m=[],S=eu,$={...this.#e.github,job:e.job.
id,...this.#r.eventPath?{event_path:this.#r.eventPath(t)}:{}},x=me(n),A=zi({...this.#e.runner,debug:this.#g},t),P=au($,A,
this.#e.runner.workspace),v="success",R=e.job.stageWorkflow?{}:{...this.#P(e).env},_=[],J={},Q=[],k=()=>({...this.#C(e),
github:$,needs:a,matrix:x,strategy:bn(l,o,i),runner:A,env:R,steps:J,job:{status:v}});this.#a({type:"job-started",job:e.id,
leg:s,name:this.#at(e,d?n:null,k()),matrix:d?n:null});let F={success:()=>v==="success"&&!this.#i.aborted,failure:()=>v===
"failure",cancelled:()=>this.#i.aborted||v==="cancelled"},Y=null,O=new Set,M=L=>(O.add(L),()=>O.delete(L)),H=L=>{if(Y!==
null||h.aborted)return;Y=L,v="cancelled";let C=S;m.push(mr(C,this.#w,()=>g.abort(`the job was cancelled (${L}) and its s\
teps did not finish within its cancel-timeout-minutes (${ve(C)})`))),w&&!this.#st(w.step,k(),F,e.id,s,p)&&w.abort.abort(
L);for(let V of[...O])V(L)},D=()=>H("fail-fast: another leg of its matrix failed"),K=this.#N(e),G=()=>H(this.#B(e)),nt=null,
y={shell:null,workingDirectory:null,shellAt:null};try{R={...R,...Rt(this.#n,e.job.env,(at,q)=>({contexts:k(),where:this.#m(
q,`jobs.${e.job.id}.env.${at}`,p)}))};let[L,C]=e.job.defaults!==null?[e.job.defaults,`jobs.${e.job.id}.defaults.run`]:[f.
defaults,"defaults.run"],V=(at,q)=>{let ft=L?.[at]??null;if(ft===null)return null;let Ne=this.#m(ft,`${C}.${q}`,p),St=xt(
this.#n,ft,{contexts:k(),where:Ne});return St===""?null:{text:St,at:Ne}},At=V("shell","shell");if(y={shell:At?.text??null,
shellAt:At?.at??null,workingDirectory:V("workingDirectory","working-directory")?.text??null},e.job.cancelTimeoutMinutes&&
(S=Vi(Dt(this.#n,e.job.cancelTimeoutMinutes,{contexts:k()}),rt(p,e.job.cancelTimeoutMinutes.position),"cancel-timeout-mi\
nutes")),e.job.timeoutMinutes){let at=rt(p,e.job.timeoutMinutes.position),q=Vi(Dt(this.#n,e.job.timeoutMinutes,{contexts:k()}),
at);m.push(mr(q,this.#w,()=>{let ft=`the job exceeded its timeout-minutes (${ve(q)})`;Y===null&&!h.aborted&&this.#a({type:"\
notice",level:"error",job:e.id,leg:s,message:`${at}: jobs.${e.id}${d?` (${s})`:""} was cancelled: ${ft}; steps whose if:\
 holds when a job is cancelled (always(), cancelled()) still run`}),H(ft)}))}}catch(L){nt=ct(L)}if(nt)v="failure",this.#a(
{type:"notice",level:"error",job:e.id,leg:s,message:nt});else{u.aborted?D():u.addEventListener("abort",D,{once:!0}),K.aborted||
K.addEventListener("abort",G,{once:!0});for(let L of e.steps){if(h.aborted)break;let C=new AbortController;w={step:L.step,
abort:C};let V=await this.#rt(e,L,s,n,d,{contexts:k,stepStatus:F,defaults:P,env:()=>R,path:()=>_,signal:AbortSignal.any(
[h,C.signal]),kill:h,onCancel:M},{file:p,runDefaults:y,inComposite:null});w=null,V.envAdded&&(R={...R,...V.envAdded}),V.
pathAdded.length>0&&(_=[...V.pathAdded,..._]),L.step.id&&(J={...J,[L.step.id]:{outputs:V.outputs,outcome:V.outcome,conclusion:V.
conclusion}}),Q.push(...V.stages),V.conclusion==="failure"&&Y===null&&(v="failure")}}u.removeEventListener("abort",D),K.
removeEventListener("abort",G);for(let L of m)clearTimeout(L);let N={},U=null;try{N=Rt(this.#n,e.job.outputs,(L,C)=>({contexts:k(),
where:this.#m(C,`jobs.${e.job.id}.outputs.${L}`,p)}))}catch(L){v="failure",U=ct(L),this.#a({type:"notice",level:"error",
job:e.id,leg:s,message:U})}this.#W(N,e.id,s);let T=this.#i.aborted||g.signal.aborted?"cancelled":v,E=T==="failure"?nt??U:
null;return this.#a({type:"job-finished",job:e.id,leg:s,result:T,duration_ms:Sn(c,this.#r.now()),...E===null?{}:{reason:E}}),
{result:T,outputs:N,stages:Q}}async#rt(t,e,n,s,o,i,l){let{step:a,action:u}=e,c=l.file,d=this.#r.now(),f=a.action??a.id??
"__run",p=D=>{let K=i.contexts();return{...K,github:{...K.github,action:f},env:D}},g={},h=null;try{g=Rt(this.#n,a.env,(D,K)=>({
contexts:p(i.env()),where:this.#m(K,`env.${D}`,c),...this.#S()}))}catch(D){h=ct(D)}let w=this.#wt(a,p({...i.env(),...g})),
m=l.inComposite?`${l.inComposite.name} \u203A ${w}`:w,S=l.inComposite?.index??a.index,$={job:t.id,leg:n,step:S,name:m},x=D=>{
l.inComposite||this.#a(D)},A=(D,K,G,nt={})=>{let y=D==="failure"?nt.outputTail??null:null;return x({type:"step-finished",
...$,outcome:D,conclusion:K,duration_ms:Sn(d,this.#r.now()),message:G,...y===null?{}:{output_tail:y}}),{outcome:D,conclusion:K,
message:G,outputTail:y,outputs:nt.outputs??{},envAdded:nt.envAdded??null,pathAdded:nt.pathAdded??[],stages:nt.stages??[]}},
P;try{if(h!==null)throw new b("expression-invalid",h);P=this.#ot(a,p({...i.env(),...g}),i.stepStatus,c)}catch(D){return x(
{type:"step-started",...$}),{...A("failure","failure",ct(D)),notEvaluated:!0}}if(!P)return x({type:"step-finished",...$,
outcome:"skipped",conclusion:"skipped",duration_ms:0,message:null}),{outcome:"skipped",conclusion:"skipped",message:null,
outputTail:null,outputs:{},envAdded:null,pathAdded:[],stages:[]};x({type:"step-started",...$});let v="success",R=null,_=null,
J={},Q=null,k=[],F=[],Y={...i.defaults,GITHUB_ACTION:f},O=i.signal,M;try{let D={...i.env(),...g},K=()=>p(D),G=null,nt=rt(
c,a.timeoutMinutes?.position??a.position);if(a.timeoutMinutes){let T=null;try{let E=Dt(this.#n,a.timeoutMinutes,{contexts:K(),
where:nt,...this.#S()}),L=Ao(E);L===null?T=Oo(E):G=L.minutes}catch(E){T=E instanceof b?E.message:ct(E)}T!==null&&this.#a(
{type:"notice",level:"warning",job:t.id,leg:n,message:`${nt}: step ${S+1} (${m}): an error occurred when attempting to d\
etermine the step timeout: ${T}; the step runs without a timeout, as on GitHub`})}if(G!==null){let T=new AbortController;
O=AbortSignal.any([i.signal,T.signal]);let E={minutes:G,up:!1,timer:void 0};E.timer=mr(G,this.#w,()=>{O.aborted||(E.up=!0,
this.#a({type:"notice",level:"warning",job:t.id,leg:n,message:`${nt}: step ${S+1} (${m}) exceeded its timeout-minutes (${ve(
G)}): stopping it`}),T.abort(`the step exceeded its timeout-minutes (${ve(G)})`))}),M=E}let y=u.kind==="run"?await this.#r.
createStepFiles?.():void 0,N=(T,E)=>({contexts:Wi(K(),y),where:this.#m(T,E,c),...this.#S()}),U=a.workingDirectory!==null?
xt(this.#n,a.workingDirectory,N(a.workingDirectory,"working-directory")):l.runDefaults.workingDirectory;switch(u.kind){case"\
run":{let T=xt(this.#n,a.run,N(a.run,"run")),E=a.shell!==null?xt(this.#n,a.shell,N(a.shell,"shell")):l.runDefaults.shell,
L=fo(E);if(L!==null&&this.#e.runner.os!=="Windows")throw new b("shell-unavailable",po(L,this.#e.runner.os),{where:a.shell?
rt(c,a.shell.position):l.runDefaults.shellAt??c});let C=await this.#r.runScript({job:this.#_(t.id),leg:n,step:S,name:m,script:T,
shell:E,workingDirectory:U,defaults:Y,env:D,path:i.path(),files:y,signal:O,kill:i.kill});for(let q of C.masks??[])this.#h.
includes(q)||this.#h.push(q);for(let q of C.annotations??[])this.#a({type:"notice",level:q.level==="notice"?"info":q.level,
job:t.id,leg:n,message:`step ${S+1}: ${q.message}`,...q.place?{annotation:{step:S+1,...q.place}}:{}});let V=C.commands??
{outputs:[],env:[],path:[],failures:[]};J=Object.fromEntries([...V.outputs,...cr(C.files.output,et.output)]);let At=Mi(C.
files.env,et.env);for(let q of At.refused)this.#a({type:"notice",level:"error",job:t.id,leg:n,message:`step ${S+1}: ${q}`});
let at=[...V.env,...At.pairs];at.length>0&&(Q=Object.fromEntries(at)),k=[...Li(C.files.path),...[...V.path].reverse()],C.
summaryBytes!==void 0?this.#a({type:"notice",level:"error",job:t.id,leg:n,message:`step ${S+1}: ${Ci(C.summaryBytes)}`}):
C.files.summary.trim()!==""&&this.#r.summary?.(this.#_(t.id),n,C.files.summary);for(let q of V.failures)this.#a({type:"n\
otice",level:"error",job:t.id,leg:n,message:`step ${S+1}: ${q}`});C.exitCode===0&&V.failures.length>0&&(v="failure",R=V.
failures.join("; ")),C.exitCode!==0&&(v=i.signal.aborted?"cancelled":"failure",R=C.exitCode===null?`ended by ${C.signal??
"a signal"}`:`exited with code ${C.exitCode}`,O.aborted&&typeof O.reason=="string"&&(R+=`: ${O.reason}`)),C.output!==void 0&&
(_=iu(C.output));break}case"baton":{let T=Rt(this.#n,a.with,(L,C)=>N(C,`with.${L}`)),E=await this.#r.runAction({action:u.
action,job:this.#_(t.id),leg:n,step:S,stepId:a.id,matrix:o?s:null,inputs:T,defaults:Y,env:D,path:i.path(),workingDirectory:U,
upstream:this.#gt(t),needsFacts:this.#t.needsFacts.get(t.id),jobIds:this.#d,secrets:this.#h,stageJob:he(t.id),signal:O});
J=E.outputs,Object.keys(E.env).length>0&&(Q=E.env),E.summary.trim()!==""&&this.#r.summary?.(this.#_(t.id),n,E.summary);for(let{
warnings:L=[],...C}of E.recorded){this.#u.push({job:this.#_(t.id),leg:n,...C}),F.includes(C.stage)||F.push(C.stage),this.#a(
{type:"stage-recorded",job:t.id,leg:n,...C});for(let V of L)this.#a(lu(t.id,n,C,V))}E.ok||(v=i.signal.aborted?"cancelled":
"failure",R=E.message);break}case"noop":{let T=u.action==="checkout"?Pi(a.uses?.text??"actions/checkout",this.#ct(a,N),this.#ut()):
null;T!==null&&this.#U(t.id,n,"warning",T),R=T??`${a.uses?.text}: no-op here (${u.reason})`;break}case"local":{let T=this.#r.
loadAction?await this.#r.loadAction(u.path):null;if(T?.kind!=="composite"){let L=`${u.path} ${T?`is a ${T.using} action,\
 which`:""} cannot run locally; step skipped`.replace("  "," ");return this.#U(t.id,n,"warning",L),A("skipped","skipped",
L)}let E=await this.#ht(t,n,s,o,T,{uses:u.path,depth:(l.inComposite?.depth??0)+1,index:S,name:m,with:Rt(this.#n,a.with,(L,C)=>N(
C,`with.${L}`)),contexts:K,stepStatus:i.stepStatus,defaults:Y,env:D,overrides:g,path:i.path(),signal:O,kill:i.kill,onCancel:i.
onCancel});J=E.outputs,Object.keys(E.envAdded).length>0&&(Q=E.envAdded),k=E.pathAdded,F.push(...E.stages),E.outcome!=="s\
uccess"&&(v=E.outcome,R=E.message,_=E.outputTail);break}case"skip":return this.#U(t.id,n,"warning",u.notice),A("skipped",
"skipped",u.notice);default:Dn(u,"step action")}}catch(D){v=i.signal.aborted?"cancelled":"failure",R=this.#M(D),!(D instanceof
b)&&Ce(D)===null&&this.#a({type:"notice",level:"error",job:t.id,leg:n,message:`internal error: ${R}`})}M&&(clearTimeout(
M.timer),M.up&&!i.signal.aborted&&(v="failure",R=`${rt(c,a.timeoutMinutes?.position??a.position)}: the step timed out af\
ter ${ve(M.minutes)} (timeout-minutes)`));let H=v;return v==="failure"&&this.#q(a,i.contexts(),t.id,n,!0,c)&&(H="success"),
A(v,H,R,{outputs:J,envAdded:Q,pathAdded:k,stages:F,outputTail:_})}async#ht(t,e,n,s,o,i){if(i.depth-1>er)throw new b("act\
ion-invalid",`${i.uses}: composite action depth exceeded max depth ${er}, as on GitHub (does it use itself?)`,{where:o.file});
let l=o.directory,a=i.contexts(),u={...a.github,action_path:l},c=Object.fromEntries(Object.entries(i.with).map(([k,F])=>[
k.toLowerCase(),F])),d={...c},f=new Set(o.inputs.map(k=>k.id.toLowerCase())),p=Object.keys(c).filter(k=>!f.has(k));p.length>
0&&this.#U(t.id,e,"warning",`step ${i.index+1}: unexpected input(s) ${p.map(k=>`'${k}'`).join(", ")} of ${i.uses}, valid\
 inputs are [${[...f].map(k=>`'${k}'`).join(", ")}]`);for(let k of o.inputs){let F=k.id.toLowerCase();Object.hasOwn(c,F)?
d[F]=c[F]:k.default?d[F]=xt(this.#n,k.default,{contexts:{...a,github:u},where:this.#m(k.default,`inputs.${k.id}.default`,
o.file),...this.#S()}):d[F]=""}let g={...i.env},h=[...i.path],w={},m=[],S={},$=null,x=[],A=()=>({...i.contexts(),github:{
...u,action_status:$===null?"success":"failure"},inputs:d,steps:S,env:g}),P={success:()=>$===null&&!i.stepStatus.cancelled(),
failure:()=>$!==null,cancelled:()=>i.stepStatus.cancelled()},v={...i.defaults,GITHUB_ACTION_PATH:l};for(let k of o.steps){
if(i.signal.aborted)break;let F=new AbortController,Y=i.onCancel(M=>{this.#st(k,A(),P,t.id,e,o.file)||F.abort(M)}),O;try{
O=await this.#rt(t,{step:k,action:Es(k)},e,n,s,{contexts:A,stepStatus:P,defaults:v,env:()=>g,path:()=>h,signal:AbortSignal.
any([i.signal,F.signal]),kill:i.kill,onCancel:i.onCancel},{file:o.file,runDefaults:{shell:null,workingDirectory:null,shellAt:null},
inComposite:{index:i.index,name:i.name,depth:i.depth}})}finally{Y()}if(O.envAdded&&(g={...g,...O.envAdded,...i.overrides},
Object.assign(w,O.envAdded)),O.pathAdded.length>0&&(h=[...O.pathAdded,...h],m.unshift(...O.pathAdded)),k.id&&(S={...S,[k.
id]:{outputs:O.outputs,outcome:O.outcome,conclusion:O.conclusion}}),x.push(...O.stages),O.conclusion!=="success"&&O.conclusion!==
"skipped"&&$===null&&($=O),O.notEvaluated)break}let R={},_=null;try{R=Rt(this.#n,Object.fromEntries(o.outputs.flatMap(k=>k.
value?[[k.id,k.value]]:[])),(k,F)=>({contexts:A(),where:this.#m(F,`outputs.${k}.value`,o.file),...this.#S()}))}catch(k){
_=ct(k)}let J=i.signal.aborted?"cancelled":$!==null?$.conclusion:_!==null?"failure":"success",Q=$?`${i.uses}: ${$.message??
$.conclusion}`:_!==null?`${i.uses}: ${_}`:null;return{outcome:J,message:Q,outputTail:$?.outputTail??null,outputs:R,envAdded:w,
pathAdded:m,stages:x}}#st(t,e,n,s,o,i=this.#t.workflow.fileName){try{return this.#ot(t,e,n,i)}catch(l){return this.#a({type:"\
notice",level:"error",job:s,leg:o,message:`${ct(l)}; the step is stopped with its cancelled job`}),!1}}#ot(t,e,n,s=this.#t.
workflow.fileName){return De(this.#n,t.if,{contexts:e,status:n,where:rt(s,t.if.position??t.position),...this.#S()})}#S(){
return this.#r.host?{host:this.#r.host}:{}}#it(t,e){return this.#a({type:"notice",level:"warning",job:t,leg:e,message:"f\
ailed, and the job has continue-on-error: the jobs that need it see success, and the run does not fail for it"}),"succes\
s"}#q(t,e,n,s,o=!1,i=this.#t.workflow.fileName){let l=t.continueOnError;if(typeof l=="boolean")return l;let a;try{let u=xt(
this.#n,l,{contexts:e,where:this.#m(l,"continue-on-error",i),...o?this.#S():{}});if(u==="true"||u==="false")return u==="\
true";a=`${this.#m(l,"continue-on-error",i)}: continue-on-error must be true or false, got ${JSON.stringify(u)}; the fai\
lure stands`}catch(u){a=`${ct(u)}; the failure stands (continue-on-error)`}return this.#a({type:"notice",level:"error",job:n,
leg:s,message:a}),!1}#gt(t){let e=this.#c;return Go(t.stageUpstream,n=>(e.has(n)?Lo(e.get(n),e):[n]).flatMap(s=>[e.get(s)?.
stages,this.#x.get(s),this.#o.get(s)?.stages]),{shownJob:n=>this.#_(n),matrixOf:n=>this.#R.get(n),placeOf:No(this.#t,t)})}#mt(t,e,n){
let s=jo(this.#n,t,e,n,this.#h);if(s!==null){this.#x.set(t.id,s.map(({stage:o})=>o));for(let{stage:o,leg:i}of s)Object.keys(
i).length>0&&this.#R.set(o,i)}}#at(t,e,n){let s=t.job.name,o=t.calledBy===null?"":this.#P(t).namePrefix;if(!s&&o==="")return null;
let i=t.job.id,l=!1;if(s){try{i=xt(this.#n,s,{contexts:n,...this.#S()})}catch{i=s.text}l=s.expression!==null&&this.#n.facts(
s.expression).paths.some(a=>a[0]==="matrix")}return e&&!l&&(i+=qi(e)),fr(`${o}${i}`)}#wt(t,e){return fr(this.#yt(t,e))}#yt(t,e){
if(t.name)try{return xt(this.#n,t.name,{contexts:e,...this.#S()})}catch{return t.name.text}if(t.uses)return`Run ${t.uses.
text}`;let n=t.run?.text??"";if(t.run)try{n=xt(this.#n,t.run,{contexts:e,...this.#S()})}catch{}return`Run ${n.trimStart().
split(/\r|\n/)[0]?.trim()??""}`}#a(t){let e=this.#r.now().toISOString(),n="job"in t&&t.job!==null?this.#y.get(t.job):void 0,
s;if(n===void 0)s={...t,at:e};else if(t.type==="job-skipped")s={...t,type:"job-finished",job:n,leg:t.job,duration_ms:0,at:e};else if(t.
type==="notice"&&t.leg===null)s={...t,job:n,leg:t.job,at:e};else if(t.type!=="job-legs")s={...t,job:n,at:e};else return;
if(s.type==="job-skipped")this.#J.set(s.job,s.reason);else if(s.type==="job-finished"){let o=this.#E.get(s.job)??[];o.push(
{leg:s.leg,result:s.result,...s.reason===void 0?{}:{reason:s.reason}}),this.#E.set(s.job,o)}this.#r.emit(s)}#_(t){return this.#y.
get(t)??t}};function su(r){return typeof r=="string"?r:JSON.stringify(r)}function qi(r){return` (${Object.values(r).map(
su).join(", ")})`}var Xi={lines:10,bytes:2048},ou=new Set(["error","warning","notice"]);function iu(r){let t=[],e=new be;
for(let n of r.split(/\r?\n/)){let s=Rs(n),o=e.read(s);if(o==="resumed")continue;if(o===null){t.push(s);continue}let{command:i,
data:l}=o;i==="stop-commands"?e.stop(l):ou.has(i)?t.push(`${i[0].toUpperCase()}${i.slice(1)}: ${l}`):i==="group"&&t.push(
l)}return rs(t.join(`
`),Xi.lines,Xi.bytes)}function au(r,t,e){let n=o=>String(r[o]??""),s=o=>r[o]===void 0?{}:{[`GITHUB_${o.toUpperCase()}`]:n(
o)};return{...s("event_path"),...s("actor_id"),...s("repository_id"),...s("repository_owner_id"),...s("ref_protected"),...s(
"retention_days"),GITHUB_ACTIONS:"true",GITHUB_WORKFLOW:n("workflow"),GITHUB_WORKFLOW_REF:n("workflow_ref"),GITHUB_WORKFLOW_SHA:n(
"workflow_sha"),GITHUB_RUN_ID:n("run_id"),GITHUB_RUN_NUMBER:n("run_number"),GITHUB_RUN_ATTEMPT:n("run_attempt"),GITHUB_JOB:n(
"job"),GITHUB_REPOSITORY:n("repository"),GITHUB_REPOSITORY_OWNER:n("repository_owner"),GITHUB_SHA:n("sha"),GITHUB_REF:n(
"ref"),GITHUB_REF_NAME:n("ref_name"),GITHUB_REF_TYPE:n("ref_type"),GITHUB_HEAD_REF:n("head_ref"),GITHUB_BASE_REF:n("base\
_ref"),GITHUB_EVENT_NAME:n("event_name"),GITHUB_ACTOR:n("actor"),GITHUB_TRIGGERING_ACTOR:n("triggering_actor"),GITHUB_SERVER_URL:n(
"server_url"),GITHUB_API_URL:n("api_url"),GITHUB_GRAPHQL_URL:n("graphql_url"),GITHUB_WORKSPACE:e,...Ki(t)}}function lu(r,t,e,n){
let{stage:s,attempt:o}=e,i=`stage ${s}${o>1?` attempt ${o}`:""}`;return{type:"notice",level:"warning",job:r,leg:t,message:`${i}\
: ${n.path==="$"?n.message:re(n)}`,problem:{stage:s,attempt:o,code:n.code,path:n.path}}}function ct(r,t){return r instanceof
b?r.where?`${r.where}: ${r.message}`:r.message:je(r,t)}function Sn(r,t){return Math.max(0,Math.round(t.getTime()-r.getTime()))}function Zi(r,t){let e=r.filter(i=>i.calledBy===null),n=new Set(t.map(i=>i.job.split("/")[0])),s=null;for(let i of e){let l=e.
filter(u=>u.upstream.includes(i.id)).map(u=>u.id),a=new Set([i.id,...l]);[...n].every(u=>a.has(u))&&(s===null||a.size<s.
rerun)&&(s={id:i.id,rerun:a.size})}if(s===null)return null;let o=s.id;return t.find(i=>i.job.split("/")[0]===o)?.stage??
o}function Qi(r,t,e,n){let s=c=>c!==void 0&&c!=="*"&&c!=="GITHUB_TOKEN"&&!e.has(c),o=c=>{if(c[0]==="github")return c[1]===
"token"&&c.length===2;if(c[0]==="vars")return c[1]!==void 0&&c[1]!=="*"&&!n.has(c[1].toUpperCase());if(c[0]!=="secrets")
return!1;let d=c[1]?.toUpperCase();return d==="GITHUB_TOKEN"?!e.has(d):s(d)},i=c=>c==="other"||c.some(d=>!o(d)),l=new Map,
a=c=>{if(c===null||c.expression===null)return;let d=t.facts(c.expression);d.paths.forEach((f,p)=>{let g=f[0]==="secrets"?
f[1]?.toUpperCase():void 0;if(!s(g))return;let h=i(d.fallbacks[p]??[]),w=l.get(g);w===void 0?l.set(g,{name:g,where:rt(r.
fileName,c.position),fallsBack:h}):w.fallsBack&&!h&&l.set(g,{name:g,where:rt(r.fileName,c.position),fallsBack:h})})},u=c=>{
for(let d of Object.values(c))a(d)};u(r.env);for(let c of r.jobs){u(c.env),c.secrets!=="inherit"&&u(c.secrets);for(let d of c.
steps)u(d.env),u(d.with),a(d.run)}return[...l.values()]}var uu=["[skip ci]","[ci skip]","[no ci]","[skip actions]","[actions skip]"],cu=["skip-checks: true","skip-checks:true"],
du=/^(?:[A-Za-z0-9][A-Za-z0-9-]*:|\s+\S)/;function ta(r){let t=uu.find(a=>r.includes(a));if(t!==void 0)return{kind:"inst\
ruction",text:t};let e=r.trimEnd().split(/\r?\n/),n=e.at(-1)??"",s=cu.find(a=>a===n);if(s===void 0)return null;let o=a=>a!==
void 0&&a.trim()==="",i=e.length-1;for(;i>0&&!o(e[i-1]);)i--;return e.slice(i).every(a=>du.test(a))&&o(e[i-1])&&o(e[i-2])?
{kind:"trailer",text:s}:null}function ea(r,t,e,n=!1,s){return fu(r,t,e,n)??pu(r,t,e,s)}function fu(r,t,e,n){let s=r.on[t];if(s===null||typeof s!="obj\
ect"||Array.isArray(s))return null;let o=s,i=Ye(o.types),l=e.action;if(i!==null&&i.length>0&&typeof l=="string"&&!i.includes(
l))return`the event's action ${l} is none of on.${t}.types (${i.join(", ")}): GitHub would not run this workflow for it`;
if(t==="push"){let a=typeof e.ref=="string"?e.ref:"";return a.startsWith("refs/tags/")?yr(o,"push","tags","branches",a.slice(
10),"tag"):a.startsWith("refs/heads/")?yr(o,"push","branches","tags",a.slice(11),"branch"):null}if((t==="pull_request"||
t==="pull_request_target")&&!n){let a=e.pull_request?.base?.ref;return typeof a=="string"?yr(o,t,"branches",null,a,"base\
 branch"):null}return null}function pu(r,t,e,n){if(!Object.hasOwn(r.on,t))return null;let s,o;if(t==="push")s=e.head_commit?.
message,o="the push's head commit";else if(t==="pull_request"){let a=e.pull_request?.head?.sha;if(n===void 0||a!==n.sha)
return null;s=n.message,o=`the pull request's head commit (${n.sha.slice(0,7)}, HEAD here)`}else return null;let i=typeof s==
"string"?ta(s):null;if(i===null)return null;let l=i.kind==="trailer"?`ends with the trailer ${i.text}`:`holds ${i.text}`;
return`${o} message ${l}: GitHub would not run this workflow for it`}function yr(r,t,e,n,s,o){let i=Ye(r[e]),l=Ye(r[`${e}\
-ignore`]),a="GitHub would not run this workflow for it";return i!==null?vo(s,i)?null:`the ${o} ${s} matches none of on.${t}\
.${e} (${i.join(", ")}): ${a}`:l!==null?ko(s,l)?null:`the ${o} ${s} matches on.${t}.${e}-ignore (${l.join(", ")}): ${a}`:
n!==null&&(r[n]!==void 0||r[`${n}-ignore`]!==void 0)?`on.${t} filters ${n} only, so a push of a ${o} (${s}) does not sta\
rt it: ${a}`:null}var hu=new TextEncoder,gu=new TextDecoder("utf-8",{ignoreBOM:!0}),ke=class{#t;#r;#n;#e=new Map;constructor(t){this.#t=t}async put(t){
let e=await this.#l(),n=await this.#t.put(t),s={stage:n.stage,attempt:n.attempt,runAttempt:n.runAttempt},o=e.get(n.stage)??
[];o.some(l=>He(l,s)===0)||o.push(s),o.sort(He),e.set(n.stage,o);let i={record:JSON.parse(Gs(t.record)),prompt:gu.decode(
hu.encode(t.prompt)),handoff:JSON.parse(Bs(t.handoff)),recordSha256:n.recordSha256};return this.#e.set(na(s),Promise.resolve(
i)),n}get(t){return this.#s(e=>{let n=e.get(t)?.at(-1);return n===void 0?Promise.resolve(void 0):this.#i(n)})}getAttempt(t,e,n=1){
return this.#s(s=>{let o=s.get(t)?.find(i=>i.attempt===e&&i.runAttempt===n);return o?this.#i(o):Promise.resolve(void 0)})}#s(t){
return this.#n?t(this.#n):this.#l().then(t)}#i(t){let e=na(t),n=this.#e.get(e);return n||(n=this.#t.getAttempt(t.stage,t.
attempt,t.runAttempt),n.catch(()=>this.#e.delete(e)),this.#e.set(e,n)),n}async list(){return[...(await this.#l()).values()].
flat().sort(Ge)}#l(){return this.#r??=this.#t.list().then(t=>{let e=new Map;for(let{stage:n,attempt:s,runAttempt:o}of t)
e.set(n,[...e.get(n)??[],{stage:n,attempt:s,runAttempt:o}]);for(let n of e.values())n.sort(He);return this.#n=e,e}),this.#r}};
function na(r){return`${r.stage}\0${r.runAttempt}\0${r.attempt}`}var Pt=vt(Qt(),1);var vn=class{path;#t;#r;#n=null;#e=!1;constructor(t){this.path=t,this.#t=(0,Pt.openSync)(t,"a",420),this.#r=(0,Pt.fstatSync)(
this.#t).size}write(t){if(this.#n!==null||this.#e)return;let e=Buffer.from(`${JSON.stringify(t)}
`);try{for(let n=0;n<e.length;)n+=(0,Pt.writeSync)(this.#t,e,n,e.length-n);this.#r+=e.length}catch(n){try{(0,Pt.ftruncateSync)(
this.#t,this.#r)}catch{}this.#n=Zs(this.path,"the run's events",n)}}get failure(){return this.#n}close(){this.#e||(this.#e=
!0,(0,Pt.closeSync)(this.#t))}};var Wa=vt(ge(),1),X=vt(Qt(),1);import{appendFile as sd,mkdtemp as od,open as Ua,readFile as id,rm as ad,writeFile as ld}from"node:fs/promises";
import{delimiter as ud,dirname as cd,join as Ot,relative as dd,resolve as fd}from"node:path";var ra=65536,$e=4096,br=16,mu=/^\s*(?:[A-Za-z0-9+/=]*|[A-Za-z][A-Za-z0-9-]*: .*)\s*$/;function wu(r){let t=Ie(r);return!Xn(
r)&&!Xn(t)&&!mu.test(t)}var kn=class{#t;#r;#n=new Map;constructor(t,e){this.#t=t,this.#r=e}push(t,e="stdout"){let n=this.#e(
e),s=n.partial+t,o=s.endsWith("\r")?s.length-1:s.length,i=s.slice(0,o),l=i.includes("\r")?i.split(/\r\n|\r|\n/):i.split(
`
`);n.partial=(l.pop()??"")+s.slice(o);let a=this.#s(n,l);for(let u=0;u<l.length;u++)this.#l(n,l[u],a+u);n.known=void 0,n.
partial.length>ra&&(n.overlong||(this.#o(n,n.partial.slice(0,$e)),n.overlong=!0),n.inKey=Jt(n.partial,n.inKey),n.partial=
n.partial.slice(-$e))}flush(){for(let t of this.#n.values())t.overlong||this.#o(t,t.partial.replace(/\r$/,"").slice(0,$e))}end(){
for(let t of this.#n.values())t.partial!==""&&this.#l(t,t.partial),t.partial="",this.#o(t,"")}#e(t){let e=this.#n.get(t);
return e||(e={partial:"",held:null,previous:"",inKey:!1,overlong:!1,known:void 0},this.#n.set(t,e)),e}#s(t,e){let n=[t.previous,
...t.held===null?[]:[t.held],...e],s=n.length-e.length;if(e.length===0||n.length<3)return s;let o=[...this.#t()],i=new Uint8Array(
n.length);if(qn(n.join(`
`),o))i.fill(1,1,n.length-1);else if(n.length>br)for(let l=0;l<n.length-2;l+=br-2){let a=Math.min(l+br,n.length)-1;qn(n.
slice(l,a+1).join(`
`),o)&&i.fill(1,l+1,a)}return t.known={lines:n,clean:i,secrets:o},s}#i(t,e,n,s){let o=t.known;if(o===void 0||s<2||o.clean[s-
1]!==1||o.lines[s-1]!==e||o.lines[s-2]!==t.previous||o.lines[s]!==n)return!1;let i=this.#t();if(i.length!==o.secrets.length)
return!1;for(let l=0;l<i.length;l++)if(i[l]!==o.secrets[l])return!1;return!0}#l(t,e,n=-1){if(e.length>ra&&!t.overlong&&(this.#o(
t,e.slice(0,$e)),t.overlong=!0),t.overlong){t.overlong=!1,t.inKey=Jt(e,t.inKey),t.previous=t.inKey?"":e.slice(-$e);return}
if(t.inKey&&wu(e)&&(t.inKey=!1),t.inKey||lo(e)){t.inKey||this.#o(t,""),t.inKey=Jt(e,t.inKey),t.previous=t.inKey?"":e;return}
this.#o(t,e,n),t.held=e}#o(t,e,n=-1){let s=t.held;if(t.held=null,s===null)return;let o=s;if(!this.#i(t,s,e,n)){let i=Z(`${t.
previous}
${s}
${e}`,this.#t()),l=i.text.split(`
`);o=l.length===3?l[1]??"":us(i.redactions[0]?.kind??"secret-value")}t.previous=s,o.trim()!==""&&this.#r(o)}};var ae=class{#t;#r;#n;constructor(t,e){this.#t=t,this.#r=e}arm(){clearTimeout(this.#n),this.#n=setTimeout(()=>this.#r(),
this.#t),this.#n.unref?.()}stop(){clearTimeout(this.#n),this.#n=void 0}};var yu=ee({result:Ht}),bu=/^[A-Za-z_][A-Za-z0-9_-]*$/,Su=`${Ht.options.slice(0,-1).join(", ")} or ${Ht.options.at(-1)}`;
function oa(r){let t=(r??"").trim();if(t==="")return null;let e;try{e=JSON.parse(t)}catch{throw $n("it is not JSON")}if(e===
null||typeof e!="object"||Array.isArray(e))throw $n("it is JSON, but not an object of jobs");let n=Object.entries(e),s=[];
for(let[o,[i,l]]of n.entries()){let a=`entry ${o+1} of ${n.length}`;if(!bu.test(i))throw $n(`${a} is not named by a job \
id`);let u=yu.safeParse(l);if(!u.success)throw $n(`${a} has no result that is ${Su}`);s.push({job:i,result:u.data.result})}
return s}function $n(r){return new b("input-invalid",`must be the results of the jobs this job needs, as \`${W.needs}: \$\
{{ toJSON(needs) }}\` passes them; ${r}`,{where:W.needs})}function ia(r){if(r.length===0)return null;let t=r.filter(e=>e.
result==="failure").map(e=>e.job);return t.length>0?{status:"failure",failedJobs:t}:r.some(e=>e.result==="cancelled")?{status:"\
cancelled",failedJobs:t}:{status:"success",failedJobs:t}}var aa=["comment","summary","both"],vu=/^[A-Za-z0-9_.-]{1,64}$/;function vr(r){let t=(r[W.mode]??"").trim()||"both";if(!aa.
includes(t))throw new b("input-invalid",`must be one of ${aa.join(", ")}; got "${t}"`,{where:W.mode});return t}function kr(r,t){
let e=vr(r),n=(r[W.key]??"").trim()||ti;if(!vu.test(n))throw new b("input-invalid",`must be 1 to 64 letters, digits, '.'\
, '_' or '-' (it names the sticky comment); got "${n}"`,{where:W.key});let s=$u(r[W.includeDetail]??"",W.includeDetail,!1),
o=oa(r[W.needs]),i=o===null?null:ia(o),l=null;if(e!=="summary"){let a=(r[W.issueNumber]??"").trim();if(a!==""){if(!/^[1-9]\d{0,9}$/.
test(a))throw new b("input-invalid",`must be the number of an issue or pull request, like 42; got "${a}"`,{where:W.issueNumber});
l=Number(a)}else if(l=ku(t.payload),l===null)throw new b("issue-number-missing",`there is no issue or pull request to co\
mment on: the triggering event (${t.name||"unknown"}) is not about one. Set the issue-number input, or use mode: summary`,
{where:W.issueNumber})}return{mode:e,key:n,includeDetail:s,issueNumber:l,run:i}}function ku(r){let t=xe(r);if(!t)return null;
let e=Sr(xe(t.pull_request)?.number)??Sr(xe(t.issue)?.number);if(e!==null)return e;for(let n of["workflow_run","check_ru\
n","check_suite"]){let s=xe(t[n])?.pull_requests;if(Array.isArray(s)&&s.length===1){let o=Sr(xe(s[0])?.number);if(o!==null)
return o}}return null}function $u(r,t,e){let n=r.trim();if(n==="")return e;if(["true","True","TRUE"].includes(n))return!0;if(["false","False",
"FALSE"].includes(n))return!1;throw new b("input-invalid",`must be true or false; got "${n}"`,{where:t})}function xe(r){
return r!==null&&typeof r=="object"&&!Array.isArray(r)?r:null}function Sr(r){return typeof r=="number"&&Number.isInteger(
r)&&r>0?r:null}var xu={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\u274C"};function la(r){let{record:t,handoff:e}=r,
n=l=>Qo(l,r)||" ",s=[["status",`${t.status} (${t.outcome.reason})`],["attempt",String(t.attempt)],["exit code",t.agent.exit_code===
null?"none":String(t.agent.exit_code)],["duration",`${(t.agent.duration_ms/1e3).toFixed(1)} s`],["handoff",t.present&&t.
digests.handoff?`present, sha256 ${t.digests.handoff.slice(0,12)}`:"none"]];e?.next&&s.push(["next",e.next.stage]),r.notStored!==
void 0?s.push(["artifact","not stored"]):r.artifactName&&s.push(["artifact",r.artifactName]);let o=[];o.push([`### ${xu[t.
status]} baton stage \`${t.stage}\``,"","| | |","|---|---|",...s.map(([l,a])=>`| ${l} | ${n(a)} |`)].join(`
`)),r.notStored!==void 0&&o.push(`${Zo(Ru(r.notStored),r)}. No later stage can read this record or its handoff; it is sh\
own here only.`),t.outcome.message&&o.push(rr(t.outcome.message,r)),e&&o.push(["#### Summary","",rr(e.summary,r)].join(`\

`));let i=Object.entries(e?.data??{});return i.length>0&&o.push(["#### Data","","| key | value |","|---|---|",...i.map(([
l,a])=>`| ${n(l)} | ${n(a)} |`)].join(`
`)),t.problems.length>0&&o.push(["#### Problems","","| severity | code | where | message |","|---|---|---|---|",...t.problems.
map(l=>`| ${l.severity} | ${n(l.code)} | ${n(l.path)} | ${n(l.message)} |`)].join(`
`)),Ou(o,r.notStored===void 0?r.artifactName:void 0)}function Ru(r){return r.charAt(0).toUpperCase()+r.slice(1)}function Ou(r,t){
let e=`_Cut to fit the step summary; the full record is in ${t?`artifact ${t}`:"the stage record"}._`,n=ut.stepSummaryBytes-
Wn(e)-4,s=[],o=0;for(let i of r){let l=Wn(i)+2;if(o+l>n){s.push(e);break}s.push(i),o+=l}return`${s.join(`

`)}
`}function ua(r,t){return Z(r,t).redactions.length===0?r:`${Yo(r.trimEnd(),t)}
`}var Er=vt(ge(),1),mt=vt(Qt(),1);import{homedir as Dc}from"node:os";import{dirname as Ea,isAbsolute as Wc,join as Uc,resolve as Nr,
sep as On}from"node:path";var ca=(r,t,e)=>{let n,s,o,i,l,a=e.indexOf(r),u=e.indexOf(t,a+1),c=a;if(a>=0&&u>0){if(r===t)return[a,u];for(n=[],o=e.length;c>=
0&&!l;){if(c===a)n.push(c),a=e.indexOf(r,c+1);else if(n.length===1){let d=n.pop();d!==void 0&&(l=[d,u])}else s=n.pop(),s!==
void 0&&s<o&&(o=s,i=u),u=e.indexOf(t,c+1);c=a<u&&a>=0?a:u}n.length&&i!==void 0&&(l=[o,i])}return l};var da="\0SLASH"+Math.random().toFixed(16)+"\0",fa="\0OPEN"+Math.random().toFixed(16)+"\0",xn="\0CLOSE"+Math.random().toFixed(
16)+"\0",pa="\0COMMA"+Math.random().toFixed(16)+"\0",ha="\0PERIOD"+Math.random().toFixed(16)+"\0",Pu=new RegExp(da,"g"),
Au=new RegExp(fa,"g"),Eu=new RegExp(xn,"g"),Tu=new RegExp(pa,"g"),Nu=new RegExp(ha,"g"),_u=/\\\\/g,Cu=/\\{/g,ju=/\\}/g,Mu=/\\,/g,
Lu=/\\\./g,Fu=1e5,Iu=4e6,Du=1e3,Wu=1e3,Uu=2e7,Ju=16;function $r(r){return isNaN(r)?r.charCodeAt(0):parseInt(r,10)}function Hu(r){
return r.replace(_u,da).replace(Cu,fa).replace(ju,xn).replace(Mu,pa).replace(Lu,ha)}function Gu(r){return r.replace(Pu,"\
\\").replace(Au,"{").replace(Eu,"}").replace(Tu,",").replace(Nu,".")}function xr(r,t){for(let e=0;e<t.length;e++)r.push(
t[e])}function ga(r,t,e){if(e.remaining<0)return;let n=ca("{","}",t),s=n!==void 0&&t.indexOf("{")<n[0];if(e.remaining-=n&&
!s?n[1]+1:r.length,!(!n||e.remaining<0))return{end:n[1],pre:r.slice(0,n[0]),body:r.slice(n[0]+1,n[1]),post:r.slice(n[1]+
1),unmatched:s}}function Bu(r,t){t.remaining-=r.length;let e=[];for(let o=0;o<r.length;o++){let i=r.charCodeAt(o);i===123?
e.push(o):i===125&&e.length&&e.pop()}let n="",s=0;for(let o=0;o<e.length;o++){let i=e[o];n+=r.slice(s,i)+"\0",s=i+1}return n+
r.slice(s)}function zu(r,t){if(t.remaining-=r.length,t.remaining<0)return!1;let e=!1;for(let n=r.length-1;n>=0;n--){let s=r.
charCodeAt(n);if(s===125)e=!0;else if(s===10||s===13||s===8232||s===8233)e=!1;else if(s===44&&e&&r.charCodeAt(n+1)!==44)
return!0}return!1}function Ku(r,t){let e=[],n="";for(;;){let s=ga(r,r,t);if(t.remaining<0)return;if(!s){let u=r.split(",");
return u[0]=n+u[0],xr(e,u),e}let{pre:o,body:i,post:l}=s,a=o.split(",");if(a[0]=n+a[0],a[a.length-1]+="{"+i+"}",!l.length)
return xr(e,a),e;n=a.pop(),xr(e,a),r=l}}function Re(r,t){return r===void 0||isNaN(r)?t:r}function ma(r,t={}){if(!r)return[];
let e=Re(t.max,Fu),n=Re(t.maxLength,Iu),s=Re(t.maxDepth,Du),o=Re(t.maxRewrites,Wu),i=Re(t.maxSteps,Uu);return r.slice(0,
2)==="{}"&&(r="\\{\\}"+r.slice(2)),Rr(Hu(r),e,n,s,0,o,{remaining:i},!0).map(Gu)}function Vu(r){return"{"+r+"}"}function qu(r){
return/^-?0\d/.test(r)}function Xu(r,t){return r<=t}function Yu(r,t){return r>=t}function Oe(r,t,e,n,s,o,i){let l=[],a=0,
u;t:for(let c=0;c<r.length;c++){let d=r[c]+t,f=e;o&&!d&&(u||(u=e.filter(p=>p)),f=u);for(let p=0;p<f.length;p++){if(l.length>=
n)break t;let g=d+f[p];if(a+g.length>s)break t;l.push(g),a+=g.length}}return i.remaining-=l.length,l}function Zu(r,t,e,n,s){
let o=r.split(/\.\./),i=[];if(o[0]===void 0||o[1]===void 0)return i;let l=$r(o[0]),a=$r(o[1]),u=Math.max(o[0].length,o[1].
length),c=o.length===3&&o[2]!==void 0?Math.max(Math.abs($r(o[2])),1):1,d=Xu;a<l&&(c*=-1,d=Yu);let p=o.some(qu),g=p?u:1,h=0;
for(let w=l;d(w,a)&&i.length<e;w+=c){if(s.remaining-=g,s.remaining<0)return;let m;if(t)m=String.fromCharCode(w),m==="\\"&&
(m="");else if(m=String(w),p){let S=u-m.length;if(S>0){let $=new Array(S+1).join("0");w<0?m="-"+$+m.slice(1):m=$+m}}if(h+
m.length>n)break;i.push(m),h+=m.length}return i}function Rr(r,t,e,n,s,o,i,l){if(i.remaining-=Ju,s>n)return[r];let a=[""],
u=0,c=!1,d=!0,f=r;for(;;){let p=ga(r,f,i);if(!p)return Oe(a,r,[""],t,e,c,i);p.unmatched&&(f=Bu(f,i));let g=p.pre,h=()=>Oe(
a,g+"{"+p.body+"}"+p.post,[""],t,e,c,i);if(/\$$/.test(g)){if(a=Oe(a,g+"{"+p.body+"}",[""],t,e,c&&!p.post.length,i),d=!1,
!p.post.length)break;r=p.post,f=f.slice(p.end+1);continue}let w=/^-?\d+\.\.-?\d+(?:\.\.-?\d+)?$/.test(p.body),m=/^[a-zA-Z]\.\.[a-zA-Z](?:\.\.-?\d+)?$/.
test(p.body),S=w||m,$=p.body.indexOf(",")>=0;if(!S&&!$){if(u<o&&zu(p.post,i)){u++,r=p.pre+"{"+p.body+xn+p.post,f=f.slice(
0,p.end)+xn+f.slice(p.end+1),l=!0;continue}return h()}d&&(c=l&&!S,d=!1);let x;if(S){if(x=Zu(p.body,m,t,e,i),!x)return h()}else{
let P=Ku(p.body,i);if(!P)return h();if(P.length===1&&P[0]!==void 0){if(P=Rr(P[0],t,e,n,s+1,o,i,!1).map(Vu),i.remaining<0)
return h();if(P.length===1){let _=Oe(a,g+P[0],[""],t,e,c&&!p.post.length,i);if(i.remaining<0)return h();if(a=_,!p.post.length)
break;r=p.post,f=f.slice(p.end+1);continue}}let v=c&&!p.post.length&&!g;for(let _=0;v&&_<a.length;_++)a[_]&&(v=!1);x=[];
let R=0;t:for(let _=0;_<P.length;_++){let J=Rr(P[_],t,e,n,s+1,o,i,!1);if(i.remaining<0)return h();for(let Q=0;Q<J.length;Q++){
let k=J[Q];if(!(v&&!k)){if(x.length>=t||R+k.length>e)break t;x.push(k),R+=k.length}}}}let A=Oe(a,g,x,t,e,c&&!p.post.length,
i);if(i.remaining<0)return h();if(a=A,!p.post.length)break;r=p.post,f=f.slice(p.end+1)}return a}var Pe=r=>{if(typeof r!="string")throw new TypeError("invalid pattern");if(r.length>65536)throw new TypeError("pattern i\
s too long")};var Qu={"[:alnum:]":["\\p{L}\\p{Nl}\\p{Nd}",!0],"[:alpha:]":["\\p{L}\\p{Nl}",!0],"[:ascii:]":["\\x00-\\x7f",!1],"[:blank\
:]":["\\p{Zs}\\t",!0],"[:cntrl:]":["\\p{Cc}",!0],"[:digit:]":["\\p{Nd}",!0],"[:graph:]":["\\p{Z}\\p{C}",!0,!0],"[:lower:\
]":["\\p{Ll}",!0],"[:print:]":["\\p{C}",!0],"[:punct:]":["\\p{P}",!0],"[:space:]":["\\p{Z}\\t\\r\\n\\v\\f",!0],"[:upper:\
]":["\\p{Lu}",!0],"[:word:]":["\\p{L}\\p{Nl}\\p{Nd}\\p{Pc}",!0],"[:xdigit:]":["A-Fa-f0-9",!1]},Ae=r=>r.replace(/[[\]\\-]/g,
"\\$&"),tc=r=>r.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),wa=r=>r.join(""),ya=(r,t)=>{let e=t;if(r.charAt(e)!=="[")throw new Error(
"not in a brace expression");let n=[],s=[],o=e+1,i=!1,l=!1,a=!1,u=!1,c=e,d="";t:for(;o<r.length;){let h=r.charAt(o);if((h===
"!"||h==="^")&&o===e+1){u=!0,o++;continue}if(h==="]"&&i&&!a){c=o+1;break}if(i=!0,h==="\\"&&!a){a=!0,o++;continue}if(h===
"["&&!a){for(let[w,[m,S,$]]of Object.entries(Qu))if(r.startsWith(w,o)){if(d)return["$.",!1,r.length-e,!0];o+=w.length,$?
s.push(m):n.push(m),l=l||S;continue t}}if(a=!1,d){h>d?n.push(Ae(d)+"-"+Ae(h)):h===d&&n.push(Ae(h)),d="",o++;continue}if(r.
startsWith("-]",o+1)){n.push(Ae(h+"-")),o+=2;continue}if(r.startsWith("-",o+1)){d=h,o+=2;continue}n.push(Ae(h)),o++}if(c<
o)return["",!1,0,!1];if(!n.length&&!s.length)return["$.",!1,r.length-e,!0];if(s.length===0&&n.length===1&&/^\\?.$/.test(
n[0])&&!u){let h=n[0].length===2?n[0].slice(-1):n[0];return[tc(h),!1,c-e,!1]}let f="["+(u?"^":"")+wa(n)+"]",p="["+(u?"":
"^")+wa(s)+"]";return[n.length&&s.length?"("+f+"|"+p+")":n.length?f:p,l,c-e,!0]};var Lt=(r,{windowsPathsNoEscape:t=!1,magicalBraces:e=!0}={})=>e?t?r.replace(/\[([^/\\])\]/g,"$1"):r.replace(/((?!\\).|^)\[([^/\\])\]/g,
"$1$2").replace(/\\([^/])/g,"$1"):t?r.replace(/\[([^/\\{}])\]/g,"$1"):r.replace(/((?!\\).|^)\[([^/\\{}])\]/g,"$1$2").replace(
/\\([^/{}])/g,"$1");var gt,ec=new Set(["!","?","+","*","@"]),Or=r=>ec.has(r),ba=r=>Or(r.type),nc=new Map([["!",["@"]],["?",["?","@"]],["@",[
"@"]],["*",["*","+","?","@"]],["+",["+","@"]]]),rc=new Map([["!",["?"]],["@",["?"]],["+",["?","*"]]]),sc=new Map([["!",[
"?","@"]],["?",["?","@"]],["@",["?","@"]],["*",["*","+","?","@"]],["+",["+","@","?","*"]]]),Sa=new Map([["!",new Map([["\
!","@"]])],["?",new Map([["*","*"],["+","*"]])],["@",new Map([["!","!"],["?","?"],["@","@"],["*","*"],["+","+"]])],["+",
new Map([["?","*"],["*","*"]])]]),oc="(?!(?:^|/)\\.\\.?(?:$|/))",Rn="(?!\\.)",ic=new Set(["[","."]),ac=new Set(["..","."]),
lc=new Set("().*{}+?[]^$\\!"),uc=r=>r.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),Pr="[^/]",va=Pr+"*?",ka=Pr+"+?",cc=0,Bt=class{type;#t;#r;#n=!1;#e=[];#s;#i;#l;#o=!1;#u;#d;#c=!1;id=++cc;get depth(){
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
let i=s.maxExtglobRecursion??2,l=!1,a=!1,u=-1,c=!1;if(e.type===null){let h=n,w="";for(;h<t.length;){let m=t.charAt(h++);
if(l||m==="\\"){l=!l,w+=m;continue}if(a){h===u+1?(m==="^"||m==="!")&&(c=!0):m==="]"&&!(h===u+2&&c)&&(a=!1),w+=m;continue}else if(m===
"["){a=!0,u=h,c=!1,w+=m;continue}if(!s.noext&&Or(m)&&t.charAt(h)==="("&&o<=i){e.push(w),w="";let $=new gt(m,e);h=gt.#p(t,
$,h,s,o+1),e.push($);continue}w+=m}return e.push(w),h}let d=n+1,f=new gt(null,e),p=[],g="";for(;d<t.length;){let h=t.charAt(
d++);if(l||h==="\\"){l=!l,g+=h;continue}if(a){d===u+1?(h==="^"||h==="!")&&(c=!0):h==="]"&&!(d===u+2&&c)&&(a=!1),g+=h;continue}else if(h===
"["){a=!0,u=d,c=!1,g+=h;continue}if(!s.noext&&Or(h)&&t.charAt(d)==="("&&(o<=i||e&&e.#w(h))){let m=e&&e.#w(h)?0:1;f.push(
g),g="";let S=new gt(h,f);f.push(S),d=gt.#p(t,S,d,s,o+m);continue}if(h==="|"){f.push(g),g="",p.push(f),f=new gt(null,e);
continue}if(h===")")return g===""&&e.#e.length===0&&(e.#c=!0),f.push(g),g="",e.push(...p,f),d;g+=h}return e.type=null,e.#r=
void 0,e.#e=[t.substring(n-1)],d}#h(t){return this.#g(t,rc)}#g(t,e=nc){if(!t||typeof t!="object"||t.type!==null||t.#e.length!==
1||this.type===null)return!1;let n=t.#e[0];return!n||typeof n!="object"||n.type===null?!1:this.#w(n.type,e)}#w(t,e=sc){return!!e.
get(this.type)?.includes(t)}#v(t,e){let n=t.#e[0],s=new gt(null,n,this.options);s.#e.push(""),n.push(s),this.#y(t,e)}#y(t,e){
let n=t.#e[0];this.#e.splice(e,1,...n.#e);for(let s of n.#e)typeof s=="object"&&(s.#s=this);this.#d=void 0}#k(t){return!!Sa.
get(this.type)?.has(t)}#$(t){if(!t||typeof t!="object"||t.type!==null||t.#e.length!==1||this.type===null||this.#e.length!==
1)return!1;let e=t.#e[0];return!e||typeof e!="object"||e.type===null?!1:this.#k(e.type)}#b(t){let e=Sa.get(this.type),n=t.#e[0],
s=e?.get(n.type);if(!s)return!1;this.#e=n.#e;for(let o of this.#e)typeof o=="object"&&(o.#s=this);this.type=s,this.#d=void 0,
this.#c=!1}static fromGlob(t,e={}){let n=new gt(null,void 0,e);return gt.#p(t,n,0,e,0),n}toMMPattern(){if(this!==this.#t)
return this.#t.toMMPattern();let t=this.toString(),[e,n,s,o]=this.toRegExpSource();if(!(s||this.#r||this.#u.nocase&&!this.#u.
nocaseMagicOnly&&t.toUpperCase()!==t.toLowerCase()))return n;let l=(this.#u.nocase?"i":"")+(o?"u":"");return Object.assign(
new RegExp(`^${e}$`,l),{_src:e,_glob:t})}get options(){return this.#u}toRegExpSource(t){let e=t??!!this.#u.dot;if(this.#t===
this&&(this.#x(),this.#f()),!ba(this)){let a=this.isStart()&&this.isEnd()&&!this.#e.some(p=>typeof p!="string"),u=this.#e.
map(p=>{let[g,h,w,m]=typeof p=="string"?gt.#E(p,this.#r,a):p.toRegExpSource(t);return this.#r=this.#r||w,this.#n=this.#n||
m,g}).join(""),c="";if(this.isStart()&&typeof this.#e[0]=="string"&&!(this.#e.length===1&&ac.has(this.#e[0]))){let g=ic,
h=e&&g.has(u.charAt(0))||u.startsWith("\\.")&&g.has(u.charAt(2))||u.startsWith("\\.\\.")&&g.has(u.charAt(4)),w=!e&&!t&&g.
has(u.charAt(0));c=h?oc:w?Rn:""}let d="";return this.isEnd()&&this.#t.#o&&this.#s?.type==="!"&&(d="(?:$|\\/)"),[c+u+d,Lt(
u),this.#r=!!this.#r,this.#n]}let n=this.type==="*"||this.type==="+",s=this.type==="!"?"(?:(?!(?:":"(?:",o=this.#R(e);if(this.
isStart()&&this.isEnd()&&!o&&this.type!=="!"){let a=this.toString(),u=this;return u.#e=[a],u.type=null,u.#r=void 0,[a,Lt(
this.toString()),!1,!1]}let i=!n||t||e||!Rn?"":this.#R(!0);i===o&&(i=""),i&&(o=`(?:${o})(?:${i})*?`);let l="";if(this.type===
"!"&&this.#c)l=(this.isStart()&&!e?Rn:"")+ka;else{let a=this.type==="!"?"))"+(this.isStart()&&!e&&!t?Rn:"")+va+")":this.
type==="@"?")":this.type==="?"?")?":this.type==="+"&&i?")":this.type==="*"&&i?")?":`)${this.type}`;l=s+o+a}return[l,Lt(o),
this.#r=!!this.#r,this.#n]}#x(){if(ba(this)){let t=0,e=!1;do{e=!0;for(let n=0;n<this.#e.length;n++){let s=this.#e[n];typeof s==
"object"&&(s.#x(),this.#g(s)?(e=!1,this.#y(s,n)):this.#h(s)?(e=!1,this.#v(s,n)):this.#$(s)&&(e=!1,this.#b(s)))}}while(!e&&
++t<10)}else for(let t of this.#e)typeof t=="object"&&t.#x();this.#d=void 0}#R(t){return this.#e.map(e=>{if(typeof e=="s\
tring")throw new Error("string type in extglob ast??");let[n,s,o,i]=e.toRegExpSource(t);return this.#n=this.#n||i,n}).filter(
e=>!(this.isStart()&&this.isEnd())||!!e).join("|")}static#E(t,e,n=!1){let s=!1,o="",i=!1,l=!1;for(let a=0;a<t.length;a++){
let u=t.charAt(a);if(s){s=!1,o+=(lc.has(u)?"\\":"")+u;continue}if(u==="*"){if(l)continue;l=!0,o+=n&&/^[*]+$/.test(t)?ka:
va,e=!0;continue}else l=!1;if(u==="\\"){a===t.length-1?o+="\\\\":s=!0;continue}if(u==="["){let[c,d,f,p]=ya(t,a);if(f){o+=
c,i=i||d,a+=f-1,e=e||p;continue}}if(u==="?"){o+=Pr,e=!0;continue}o+=uc(u)}return[o,Lt(t),!!e,i]}};gt=Bt;var Ar=(r,{windowsPathsNoEscape:t=!1,magicalBraces:e=!1}={})=>e?t?r.replace(/[?*()[\]{}]/g,"[$&]"):r.replace(/[?*()[\]\\{}]/g,
"\\$&"):t?r.replace(/[?*()[\]]/g,"[$&]"):r.replace(/[?*()[\]\\]/g,"\\$&");var ht=(r,t,e={})=>(Pe(t),!e.nocomment&&t.charAt(0)==="#"?!1:new jt(t,e).match(r)),dc=/^\*+([^+@!?*[(]*)$/,fc=r=>t=>!t.startsWith(
".")&&t.endsWith(r),pc=r=>t=>t.endsWith(r),hc=r=>(r=r.toLowerCase(),t=>!t.startsWith(".")&&t.toLowerCase().endsWith(r)),
gc=r=>(r=r.toLowerCase(),t=>t.toLowerCase().endsWith(r)),mc=/^\*+\.\*+$/,wc=r=>!r.startsWith(".")&&r.includes("."),yc=r=>r!==
"."&&r!==".."&&r.includes("."),bc=/^\.\*+$/,Sc=r=>r!=="."&&r!==".."&&r.startsWith("."),vc=/^\*+$/,kc=r=>r.length!==0&&!r.
startsWith("."),$c=r=>r.length!==0&&r!=="."&&r!=="..",xc=/^\?+([^+@!?*[(]*)?$/,Rc=([r,t=""])=>{let e=Ra([r]);return t?(t=
t.toLowerCase(),n=>e(n)&&n.toLowerCase().endsWith(t)):e},Oc=([r,t=""])=>{let e=Oa([r]);return t?(t=t.toLowerCase(),n=>e(
n)&&n.toLowerCase().endsWith(t)):e},Pc=([r,t=""])=>{let e=Oa([r]);return t?n=>e(n)&&n.endsWith(t):e},Ac=([r,t=""])=>{let e=Ra(
[r]);return t?n=>e(n)&&n.endsWith(t):e},Ra=([r])=>{let t=r.length;return e=>e.length===t&&!e.startsWith(".")},Oa=([r])=>{
let t=r.length;return e=>e.length===t&&e!=="."&&e!==".."},Pa=typeof process=="object"&&process?typeof process.env=="obje\
ct"&&process.env&&process.env.__MINIMATCH_TESTING_PLATFORM__||process.platform:"posix",$a={win32:{sep:"\\"},posix:{sep:"\
/"}},Ec=Pa==="win32"?$a.win32.sep:$a.posix.sep;ht.sep=Ec;var dt=Symbol("globstar **");ht.GLOBSTAR=dt;var Tc="[^/]",Nc=Tc+
"*?",_c="(?:(?!(?:\\/|^)(?:\\.{1,2})($|\\/)).)*?",Cc="(?:(?!(?:\\/|^)\\.).)*?",jc=(r,t={})=>e=>ht(e,r,t);ht.filter=jc;var bt=(r,t={})=>Object.
assign({},r,t),Mc=r=>{if(!r||typeof r!="object"||!Object.keys(r).length)return ht;let t=ht;return Object.assign((n,s,o={})=>t(
n,s,bt(r,o)),{Minimatch:class extends t.Minimatch{constructor(s,o={}){super(s,bt(r,o))}static defaults(s){return t.defaults(
bt(r,s)).Minimatch}},AST:class extends t.AST{constructor(s,o,i={}){super(s,o,bt(r,i))}static fromGlob(s,o={}){return t.AST.
fromGlob(s,bt(r,o))}},unescape:(n,s={})=>t.unescape(n,bt(r,s)),escape:(n,s={})=>t.escape(n,bt(r,s)),filter:(n,s={})=>t.filter(
n,bt(r,s)),defaults:n=>t.defaults(bt(r,n)),makeRe:(n,s={})=>t.makeRe(n,bt(r,s)),braceExpand:(n,s={})=>t.braceExpand(n,bt(
r,s)),match:(n,s,o={})=>t.match(n,s,bt(r,o)),sep:t.sep,GLOBSTAR:dt})};ht.defaults=Mc;var Aa=(r,t={})=>(Pe(r),t.nobrace||
!/\{(?:(?!\{).)*\}/.test(r)?[r]:ma(r,{max:t.braceExpandMax}));ht.braceExpand=Aa;var Lc=(r,t={})=>new jt(r,t).makeRe();ht.
makeRe=Lc;var Fc=(r,t,e={})=>{let n=new jt(t,e);return r=r.filter(s=>n.match(s)),n.options.nonull&&!r.length&&r.push(t),
r};ht.match=Fc;var xa=/[?*]|[+@!]\(.*?\)|\[|\]/,Ic=r=>r.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),jt=class{options;set;pattern;windowsPathsNoEscape;nonegate;negate;comment;empty;preserveMultipleSlashes;partial;globSet;globParts;nocase;isWindows;platform;windowsNoMagicRoot;maxGlobstarRecursion;regexp;constructor(t,e={}){
Pe(t),e=e||{},this.options=e,this.maxGlobstarRecursion=e.maxGlobstarRecursion??200,this.pattern=t,this.platform=e.platform||
Pa,this.isWindows=this.platform==="win32";let n="allowWindowsEscape";this.windowsPathsNoEscape=!!e.windowsPathsNoEscape||
e[n]===!1,this.windowsPathsNoEscape&&(this.pattern=this.pattern.replace(/\\/g,"/")),this.preserveMultipleSlashes=!!e.preserveMultipleSlashes,
this.regexp=null,this.negate=!1,this.nonegate=!!e.nonegate,this.comment=!1,this.empty=!1,this.partial=!!e.partial,this.nocase=
!!this.options.nocase,this.windowsNoMagicRoot=e.windowsNoMagicRoot!==void 0?e.windowsNoMagicRoot:!!(this.isWindows&&this.
nocase),this.globSet=[],this.globParts=[],this.set=[],this.make()}hasMagic(){if(this.options.magicalBraces&&this.set.length>
1)return!0;for(let t of this.set)for(let e of t)if(typeof e!="string")return!0;return!1}debug(...t){}make(){let t=this.pattern,
e=this.options;if(!e.nocomment&&t.charAt(0)==="#"){this.comment=!0;return}if(!t){this.empty=!0;return}this.parseNegate(),
this.globSet=[...new Set(this.braceExpand())],e.debug&&(this.debug=(...o)=>console.error(...o)),this.debug(this.pattern,
this.globSet);let n=this.globSet.map(o=>this.slashSplit(o));this.globParts=this.preprocess(n),this.debug(this.pattern,this.
globParts);let s=this.globParts.map((o,i,l)=>{if(this.isWindows&&this.windowsNoMagicRoot){let a=o[0]===""&&o[1]===""&&(o[2]===
"?"||!xa.test(o[2]))&&!xa.test(o[3]),u=/^[a-z]:/i.test(o[0]);if(a)return[...o.slice(0,4),...o.slice(4).map(c=>this.parse(
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
"string"&&/^[a-z]:$/i.test(e[3]),d=a?3:l?0:void 0,f=c?3:u?0:void 0;if(typeof d=="number"&&typeof f=="number"){let[p,g]=[
t[d],e[f]];p.toLowerCase()===g.toLowerCase()&&(e[f]=p,o=f,s=d)}}let{optimizationLevel:i=1}=this.options;return i>=2&&(t=
this.levelTwoFileOptimize(t)),e.includes(dt)?this.#t(t,e,n,s,o):this.#n(t,e,n,s,o)}#t(t,e,n,s,o){let i=e.indexOf(dt,o),l=e.
lastIndexOf(dt),[a,u,c]=n?[e.slice(o,i),e.slice(i+1),[]]:[e.slice(o,i),e.slice(i+1,l),e.slice(l+1)];if(a.length){let S=t.
slice(s,s+a.length);if(!this.#n(S,a,n,0,0))return!1;s+=a.length,o+=a.length}let d=0;if(c.length){if(c.length+s>t.length)
return!1;let S=t.length-c.length;if(this.#n(t,c,n,S,0))d=c.length;else{if(t[t.length-1]!==""||s+c.length===t.length||(S--,
!this.#n(t,c,n,S,0)))return!1;d=c.length+1}}if(!u.length){let S=!!d;for(let $=s;$<t.length-d;$++){let x=String(t[$]);if(S=
!0,x==="."||x===".."||!this.options.dot&&x.startsWith("."))return!1}return n||S}let f=[[[],0]],p=f[0],g=0,h=[0];for(let S of u)
S===dt?(h.push(g),p=[[],0],f.push(p)):(p[0].push(S),g++);let w=f.length-1,m=t.length-d;for(let S of f)S[1]=m-(h[w--]+S[0].
length);return!!this.#r(t,f,s,0,n,0,!!d)}#r(t,e,n,s,o,i,l){let a=e[s];if(!a){for(let d=n;d<t.length;d++){l=!0;let f=t[d];
if(f==="."||f===".."||!this.options.dot&&f.startsWith("."))return!1}return l}let[u,c]=a;for(;n<=c;){if(this.#n(t.slice(0,
n+u.length),u,o,n,0)&&i<this.maxGlobstarRecursion){let p=this.#r(t,e,n+u.length,s+1,o,i+1,l);if(p!==!1)return p}let f=t[n];
if(f==="."||f===".."||!this.options.dot&&f.startsWith("."))return!1;n++}return o||null}#n(t,e,n,s,o){let i,l,a,u;for(i=s,
l=o,u=t.length,a=e.length;i<u&&l<a;i++,l++){this.debug("matchOne loop");let c=e[l],d=t[i];if(this.debug(e,c,d),c===!1||c===
dt)return!1;let f;if(typeof c=="string"?(f=d===c,this.debug("string match",c,d,f)):(f=c.test(d),this.debug("pattern matc\
h",c,d,f)),!f)return!1}if(i===u&&l===a)return!0;if(i===u)return n;if(l===a)return i===u-1&&t[i]==="";throw new Error("wt\
f?")}braceExpand(){return Aa(this.pattern,this.options)}parse(t){Pe(t);let e=this.options;if(t==="**")return dt;if(t==="")
return"";let n,s=null;(n=t.match(vc))?s=e.dot?$c:kc:(n=t.match(dc))?s=(e.nocase?e.dot?gc:hc:e.dot?pc:fc)(n[1]):(n=t.match(
xc))?s=(e.nocase?e.dot?Oc:Rc:e.dot?Pc:Ac)(n):(n=t.match(mc))?s=e.dot?yc:wc:(n=t.match(bc))&&(s=Sc);let o=Bt.fromGlob(t,this.
options).toMMPattern();return s&&typeof o=="object"&&Reflect.defineProperty(o,"test",{value:s}),o}makeRe(){if(this.regexp||
this.regexp===!1)return this.regexp;let t=this.set;if(!t.length)return this.regexp=!1,this.regexp;let e=this.options,n=e.
noglobstar?Nc:e.dot?_c:Cc,s=new Set(e.nocase?["i"]:[]),o=t.map(a=>{let u=a.map(d=>{if(d instanceof RegExp)for(let f of d.
flags.split(""))s.add(f);return typeof d=="string"?Ic(d):d===dt?dt:d._src});u.forEach((d,f)=>{let p=u[f+1],g=u[f-1];d!==
dt||g===dt||(g===void 0?p!==void 0&&p!==dt?u[f+1]="(?:\\/|"+n+"\\/)?"+p:u[f]=n:p===void 0?u[f-1]=g+"(?:\\/|\\/"+n+")?":p!==
dt&&(u[f-1]=g+"(?:\\/|\\/"+n+"\\/)"+p,u[f+1]=dt))});let c=u.filter(d=>d!==dt);if(this.partial&&c.length>=1){let d=[];for(let f=1;f<=
c.length;f++)d.push(c.slice(0,f).join("/"));return"(?:"+d.join("|")+")"}return c.join("/")}).join("|"),[i,l]=t.length>1?
["(?:",")"]:["",""];o="^"+i+o+l+"$",this.partial&&(o="^(?:\\/|"+i+o.slice(1,-1)+l+")$"),this.negate&&(o="^(?!"+o+").+$");
try{this.regexp=new RegExp(o,[...s].join(""))}catch{this.regexp=!1}return this.regexp}slashSplit(t){return this.preserveMultipleSlashes?
t.split("/"):this.isWindows&&/^\/\/[^/]+/.test(t)?["",...t.split(/\/+/)]:t.split(/\/+/)}match(t,e=this.partial){if(this.
debug("match",t,this.pattern),this.comment)return!1;if(this.empty)return t==="";if(t==="/"&&e)return!0;let n=this.options;
this.isWindows&&(t=t.split("\\").join("/"));let s=this.slashSplit(t);this.debug(this.pattern,"split",s);let o=this.set;this.
debug(this.pattern,"set",o);let i=s[s.length-1];if(!i)for(let l=s.length-2;!i&&l>=0;l--)i=s[l];for(let l of o){let a=s;if(n.
matchBase&&l.length===1&&(a=[i]),this.matchOne(a,l,e))return n.flipNegate?!0:!this.negate}return n.flipNegate?!1:this.negate}static defaults(t){
return ht.defaults(t).Minimatch}};ht.AST=Bt;ht.Minimatch=jt;ht.escape=Ar;ht.unescape=Lt;var Ta="--follow-symbolic-links";function Na(r,t,e={}){let n=Nr(r),s=Hc(e.leaveOut??[]),o=Jc(t[0]),i=(o?t.slice(1):t).flatMap(
u=>u.split(`
`)).map(u=>u.trim()).filter(u=>u!==""&&!u.startsWith("#")).flatMap(u=>Kc(Bc(n,u))),l=(0,Er.createHash)("sha256"),a=0;for(let u of Yc(
i,o,s)){if(!u.startsWith(`${n}${On}`))continue;let c;try{if(s.any&&(0,mt.lstatSync)(u).isSymbolicLink()&&s.holds((0,mt.realpathSync)(
u)))continue;let d=(0,mt.statSync)(u);if(d.isDirectory())continue;if(!d.isFile())throw new b("hash-files-failed",`hashFi\
les() cannot hash ${u}: it is not a regular file (${Gc(d)})`);c=(0,mt.readFileSync)(u)}catch(d){throw d instanceof b?d:Tr(
u,d)}l.update((0,Er.createHash)("sha256").update(c).digest()),a+=1}return a>0?l.digest("hex"):""}function Jc(r){if(r===void 0||
!r.startsWith("--"))return!1;if(r.toLowerCase()===Ta)return!0;throw new b("hash-files-failed",`hashFiles(): invalid glob\
 option ${r}: the one option is '${Ta}', as the first argument`)}function Hc(r){let t=new Set(r.map(n=>Nr(n)));for(let n of[
...t])try{t.add((0,mt.realpathSync)(n))}catch{}let e=[...t];return{any:e.length>0,holds:n=>e.some(s=>n===s||n.startsWith(
s.endsWith(On)?s:`${s}${On}`))}}function Tr(r,t){let e=t.code??String(t);return new b("hash-files-failed",`hashFiles() c\
ould not read ${r}: ${e}`)}function Gc(r){return r.isFIFO()?"a FIFO":r.isSocket()?"a socket":r.isCharacterDevice()||r.isBlockDevice()?
"a device":"not a file"}var _a={dot:!0,nobrace:!0,nocase:process.platform==="win32",nocomment:!0,noext:!0,nonegate:!0};function Bc(r,t){
let e=!1,n=t;for(;n.startsWith("!");)e=!e,n=n.slice(1).trim();if(n==="")throw new b("hash-files-failed",`hashFiles(): th\
e pattern '${t}' is empty`);let s=Wc(n),o=n.endsWith("/"),i=n.split("/").filter(p=>p!==""),l=s?On:r;!s&&i[0]==="."?i.shift():
!s&&i[0]==="~"&&(l=Dc(),i.shift());let a=i.map(zc);if(a.some(p=>p==="."||p===".."))throw new b("hash-files-failed",`hash\
Files(): invalid pattern '${t}': relative pathing '.' and '..' is not allowed`);let u=a.indexOf(null),c=u===-1?a:a.slice(
0,u),d=Vc(l),f=i.length===0?d:`${d.endsWith("/")?d:`${d}/`}${i.join("/")}`;return{negate:e,directories:o,glob:f,matcher:new jt(
f,_a),searchPath:Nr(l,...c)}}function zc(r){let t="";for(let e=0;e<r.length;e++){let n=r[e];if(n==="\\"&&e+1<r.length){e+=
1,t+=r[e];continue}if(n==="*"||n==="?")return null;if(n==="["&&e+1<r.length){let s="",o=-1;for(let i=e+1;i<r.length;i++){
let l=r[i];if(l==="\\"&&i+1<r.length)i+=1,s+=r[i];else if(l==="]"){o=i;break}else s+=l}if(o>=0){if(s.length>1)return null;
if(s!==""){t+=s,e=o;continue}}}t+=n}return t}function Kc(r){if(r.glob.endsWith("/**")&&!r.directories)return[r];let t=`${r.
glob}/**`;return[r,{...r,directories:!1,glob:t,matcher:new jt(t,_a)}]}function Vc(r){return r.replaceAll("\\","\\\\").replace(
/(\[)(?=[^/]+\])/g,"[[]").replace(/\?/g,"[?]").replace(/\*/g,"[*]")}var Ee={none:0,directory:1,file:2,all:3};function qc(r,t){
let e=Ee.none;for(let n of r){if(!n.matcher.match(t))continue;let s=n.directories?Ee.directory:Ee.all;e=n.negate?e&~s:e|
s}return e}function Xc(r,t){return r.some(e=>!e.negate&&e.matcher.match(t,!0))}function*Yc(r,t,e){let n=r.filter(i=>!i.negate).
map(i=>i.searchPath),s=new Set(n),o=[];for(let i of n){if(o.includes(i))continue;let l=!1;for(let a=i,u=Ea(a);u!==a;a=u,
u=Ea(a))s.has(u)&&(l=!0);l||o.push(i)}for(let i of o){let l=[{path:i,chain:[]}];for(;l.length>0;){let a=l.pop();if(e.holds(
a.path))continue;let u=qc(r,a.path);if(!u&&!Xc(r,a.path))continue;let c;try{c=t?(0,mt.statSync)(a.path):(0,mt.lstatSync)(
a.path)}catch(h){if(h.code==="ENOENT")continue;throw Tr(a.path,h)}if(!c.isDirectory()){u&Ee.file&&(yield a.path);continue}
let d=a.path,f;try{if(t&&(d=(0,mt.realpathSync)(a.path)),a.chain.includes(d)||t&&e.holds(d))continue;f=(0,mt.readdirSync)(
a.path)}catch(h){throw Tr(a.path,h)}u&Ee.directory&&(yield a.path);let p=[...a.chain,d],g=f.map(h=>({path:Uc(a.path,h),chain:p}));
l.push(...g.reverse())}}}import{isAbsolute as Zc,resolve as Qc}from"node:path";function Ca(r,t,e=ut.agentOutputBytes){let n;try{n=ks(Qc(t,r),e)}catch(s){let o=s.code,i=o==="EACCES"||o==="EPERM"?"perm\
ission denied":o??String(s);throw _r("agent-output-unreadable",`cannot read ${r}: ${i}`,s)}switch(n.kind){case"missing":
throw _r("agent-output-missing",`there is no file ${r}${Zc(r)?"":" in the workspace"}: give the file the agent's step wr\
ote its CLI's output to (\`codex exec --json \u2026 > codex.jsonl\`, or claude-code-action's \`execution_file\` output), relative\
 to the workspace or absolute, or leave ${W.agentOutput} empty`);case"not-regular":throw _r("agent-output-unreadable",`${r}\
 is ${n.what}; give a regular file, the one the agent's step wrote its output to (links are never followed)`);case"file":{
let{bytes:s,size:o}=n,i=s.length<o?s.indexOf(10):-1,l=s.length<o?s.subarray(i===-1?s.length:i+1):s;return{path:r,text:Buffer.
from(l.buffer,l.byteOffset,l.length).toString("utf8"),bytes:o,cut:o-l.length}}}}function _r(r,t,e){return new b(r,t,{where:W.
agentOutput,...e===void 0?{}:{cause:e}})}var ja=64*1024,Pn=4096,td=4096,Cr=16,En=class{#t;#r;#n;#e="";#s="";#i=0;#l=!1;#o;#u;constructor(t,e,n={}){this.#t=t,this.#r=
e,this.#o=n.holdWhatMayGoOn??!1,this.#u=n.quietMs===void 0?void 0:new ae(n.quietMs,()=>this.flush());let s=n.hide;this.#n=
new ie(o=>{this.#e+=s===void 0?o:s(o),this.#l=!0})}push(t,e){this.#l=!1,this.#n.push(t,e),this.#l&&this.#d(!1),this.#u?.
arm()}flush(){this.#d(!0)}stop(){this.#u?.stop()}end(){this.stop(),this.#n.end("stdout"),this.#n.end("stderr"),this.#e!==
""&&this.#p(this.#e.length)}#d(t){let e=this.#e;if(e==="")return;let n=t&&!(this.#o&&oo(this.#s+e,this.#t));if(!n&&e.length<
this.#i&&e.length<=ja)return;let s=Z(this.#s+e,this.#t),o=s.redactions.length>0,i=An(e,e.length-1);if(n&&An(e,e.length)===
e.length&&(!o||this.#f(s.text,i))){this.#p(e.length);return}let l=io(this.#s+e,this.#t)-this.#s.length,a=o||l>=-this.#s.
length?Cr:1;for(let u=i;u>0&&a>0;a--,u=An(e,u-1))if(!(l>=-this.#s.length&&u>l)){if(!o||this.#f(s.text,u)){this.#p(u);break}
this.#i=e.length+Math.max(Pn,e.length>>2)}for(;this.#e.length>ja;)this.#c()}#c(){let t=this.#e,e=Z(this.#s+t,this.#t).text,
n=Cr;for(let u=t.length-Pn;u>0&&n>0;u--)if(ed(t,u-1)&&(n--,this.#f(e,u))){this.#p(u);return}let s=ze(this.#s+t,this.#t),
o=this.#s.length,i=t.length-Pn,l=0,a=s.length-1;for(n=Cr;i>0&&n>0;i--){for(;a>=0&&s[a].start-o>=i;)a--;if(a>=0&&s[a].end-
o>i&&(i=s[a].start-o,i<=0))break;if(!nd(t.charCodeAt(i))&&(l||=i,n--,this.#f(e,i))){this.#p(i);return}}this.#p(l>0?l:t.length-
Pn)}#f(t,e){return Ke(this.#s+this.#e,this.#s.length+e,this.#t,t)}#p(t){let e=this.#e.slice(0,t);this.#e=this.#e.slice(t),
this.#i=0;let n=Z(this.#s+e,this.#t).text,s=Z(this.#s,this.#t).text,o=0;for(;o<s.length&&o<n.length&&n[o]===s[o];)o++;let i=n.
lastIndexOf(kt.markerPrefix,o-1);i>=0&&i<o&&n.indexOf(kt.markerSuffix,i)>=o&&(o=i);let l=n.slice(o),a=this.#s+e;this.#s=
a.slice(An(a,a.length-1)).slice(-td),l!==""&&this.#r(l)}};function An(r,t){for(let e=Math.min(t,r.length)-1;e>=0;e--){let n=r.
charCodeAt(e);if(n===jr||n===Ma&&r.charCodeAt(e+1)!==jr)return e+1}return 0}var jr=10,Ma=13;function ed(r,t){let e=r.charCodeAt(
t);if(rd(e)||e===27||e>=55296&&e<=56319)return!1;if(e!==32&&e!==9)return!0;let n=t;for(;n>0&&(r.charCodeAt(n-1)===32||r.
charCodeAt(n-1)===9);)n--;let s=r.charCodeAt(n-1);return s!==jr&&s!==Ma}function nd(r){return r>=56320&&r<=57343}function rd(r){
return r>=48&&r<=57||r>=65&&r<=90||r>=97&&r<=122||r===43||r===47||r===61||r===95||r===45||r===46||r===37}var Fa=1024*1024,La=`[baton: this step printed more than ${Fa/(1024*1024)} MiB while it ran; the rest is written here wh\
en it ends, and its output is then kept as the runner keeps it: the last 1 MiB]
`,Tn=class{#t;#r;#n="";#e=0;#s=!1;#i=!1;constructor(t,e,n){this.#r=n,this.#t=new En(t,s=>this.#l(s),{holdWhatMayGoOn:!0,
hide:e,quietMs:500})}push(t,e){this.#i||this.#s||t===""||this.#t.push(t,e)}end(){return this.#i=!0,this.#t.stop(),this.#n}#l(t){
this.#i||this.#s||(this.#o(t),!(this.#e<=Fa)&&(this.#s=!0,this.#o(this.#n.endsWith(`
`)?La:`
${La}`)))}#o(t){this.#r(t),this.#n+=t,this.#e+=Buffer.byteLength(t)}};var pd="-event.json",hd={output:et.output,env:et.env,path:et.path,state:et.state,step_summary:et.stepSummary},Nn=class{#t;expressions;#r;#n;#e;#s=new Map;#i=Promise.
resolve();#l=[];#o=new Map;#u=new Map;#d=new Map;host;constructor(t){this.#t=t,this.expressions=t.expressions,this.host=
{hashFiles:e=>Na(t.workspace,e,{leaveOut:[t.storeDir]})},this.#e=t.now??(()=>new Date),this.#n=t.tempPlace??Je(t.tempDir),
this.#r=new Ds({root:t.workspace,tempDir:t.tempDir,privateTempDir:!0,tempPlace:this.#n,now:this.#e})}now(){return this.#e()}emit(t){
if(this.#t.emit(t),t.type==="step-finished"&&(t.outcome==="failure"||t.outcome==="cancelled")){this.#L.has(`${t.leg}\0${t.
step}`)||this.#j(t.leg,t.step,`\u2500\u2500 step ${t.step+1}: ${t.name}
`);let e=t.message??t.outcome;this.#F(t.leg,`${t.outcome==="cancelled"?"Cancelled":"Error"}: ${e}
`)}t.type==="job-finished"&&this.#W(t.leg)}summary(t,e,n){let s=Ot(this.#t.runDir,it.summary),o=Z(`${Ir(t,e)}${n.trimEnd()}\


`,this.#t.secrets).text,i=Buffer.byteLength(o),l=this.#l?.at(-1);this.#l?.push({job:t,leg:e,offset:l?l.offset+l.bytes:0,
bytes:i}),this.#i=this.#i.then(()=>sd(s,o)).catch(a=>{this.#N({name:it.summary,what:"the step summaries",kind:"the step \
summaries",error:a}),this.#l=null})}summaryParts(){return this.#l}async settle(){let t=[];try{await this.#t.recordWrites?.
flush()}catch(s){t.push(yt(s))}let e=await this.drain();e!==null&&t.push(e);let n=this.#t.eventsFailure?.()??null;return n!==
null&&t.push(n),t.length===0?null:t.join(`
`)}async createStepFiles(){let t=Ot(this.#t.tempDir,"step-"),e=await od(t).catch(o=>{throw Ut(this.#n,`${t}XXXXXX`,"a st\
ep's directory of file commands",o,{made:!0})}),n={output:Ot(e,"output"),env:Ot(e,"env"),path:Ot(e,"path"),state:Ot(e,"s\
tate"),step_summary:Ot(e,"summary")},s=Object.keys(n);return await Promise.all(s.map(o=>ld(n[o],"",{flag:"wx",mode:384}))).
catch(o=>{let i=s.find(l=>n[l]===o.path)??"output";throw Ut(this.#n,n[i],`the step's ${hd[i]} file`,o)}),n}async runScript(t){
await this.#t.recordWrites?.settled(),this.#f(t.defaults.GITHUB_EVENT_PATH);let e=t.files??await this.createStepFiles();
try{let n={...this.#b(t),[et.output]:e.output,[et.env]:e.env,[et.path]:e.path,[et.state]:e.state,[et.stepSummary]:e.step_summary},
s=0,o=P=>{this.#H(P.slice(s)),s=P.length},i=new hn({allowUnsecureCommands:n.ACTIONS_ALLOW_UNSECURE_COMMANDS?.toLowerCase()===
"true",allowUnsecureStopCommandTokens:["true","1","$true"].includes(n.ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TOKENS?.toLowerCase()??
""),redact:(P,v)=>(o(v),Z(P,this.#t.secrets).text)}),l=this.#y(t),a=`\u2500\u2500 step ${t.step+1}: ${t.name}
`,u=this.#j(t.leg,t.step,a),c=new Tn(this.#t.secrets,P=>dr(P,i.masks),P=>this.#A(t.leg,P)),d,f;try{d=await this.#k(t).run(
{script:t.script,shell:t.shell??co,cwd:this.#C(t.workingDirectory),env:n,signal:t.signal,stop:"interrupt",kill:t.kill,onOutput:(P,v)=>{
i.push(P,v),o(i.masks),l?.push(P,v),c.push(P,v)}})}finally{l?.end(),f=c.end()}let{masks:p,annotations:g,commands:h}=i.end();
o(p);let w=this.#I(dr(d.output,p));this.#G(t.leg,u+f,this.#I(a)+w);let[[m,S,$],{text:x,...A}]=await Promise.all([Promise.
all([e.output,e.env,e.path].map(P=>id(P,"utf8"))),md(e.step_summary)]);return{exitCode:d.exitCode,signal:d.signal,files:{
output:m??"",env:S??"",path:$??"",summary:x},...A,masks:p,annotations:g,commands:h,output:w}}finally{await ad(cd(e.output),
{recursive:!0,force:!0})}}#c;eventPath(t){return`${t}${pd}`}#f(t){if(!(t===void 0||t===""))try{this.#p(t)}catch(e){throw Ut(
this.#n,t,"the event payload (GITHUB_EVENT_PATH)",e)}}#p(t){this.#c??=Buffer.from(JSON.stringify(this.#t.github.event,null,
2));let e=this.#c,n;try{n=(0,X.openSync)(t,X.constants.O_RDONLY|X.constants.O_NOFOLLOW|X.constants.O_NONBLOCK);let o=(0,X.fstatSync)(
n);if(o.isFile()&&o.size===e.length&&(0,X.readFileSync)(n).equals(e))return}catch(o){if(o.code==="ENOENT"){(0,X.writeFileSync)(
t,e,{flag:"wx",mode:384});return}}finally{n!==void 0&&(0,X.closeSync)(n)}let s=`${t}.${(0,Wa.randomUUID)()}`;(0,X.writeFileSync)(
s,e,{flag:"wx",mode:384});try{(0,X.renameSync)(s,t)}catch{(0,X.rmSync)(t,{recursive:!0,force:!0}),(0,X.renameSync)(s,t)}}#h=0;legTemp={
open:async t=>{this.#h+=1;let e=Ot(this.#t.tempDir,`runner-temp-${this.#h}`);try{(0,X.mkdirSync)(e,{mode:448})}catch(n){
throw Ut(this.#n,e,"the job's temp dir (RUNNER_TEMP)",n,{made:!0})}return e},close:async t=>{wd(t,this.#g.get(t)??[]),this.#g.
delete(t);try{(0,X.rmSync)(this.eventPath(t),{recursive:!0,force:!0}),(0,X.rmdirSync)(t);return}catch{await rn(t)}}};#g=new Map;#w=new Set;#v=null;pauseCommands(){
if(this.#v!==null)return;let t=new Map;for(let[n,s]of this.#g)for(let o of s)this.#w.has(o)||t.set(o,n);let e=[...this.#w,
...yd(t)];for(let n of e)Ia(n,"SIGSTOP");this.#v=e}resumeCommands(){let t=this.#v??[];this.#v=null;for(let e of t)Ia(e,"\
SIGCONT")}#y(t){let e=this.#t.onOutput;if(e===void 0)return;let n=new kn(()=>this.#t.secrets,o=>{let i=mn(o,Fi);(i===null||
i.form==="legacy"&&!gn.has(i.command))&&e({job:t.job,leg:t.leg,line:o})}),s=new ae(500,()=>n.flush());return{push:(o,i)=>{
n.push(o,i),s.arm()},end:()=>{s.stop(),n.end()}}}#k(t){let e=t.defaults.RUNNER_TEMP;return{run:async n=>{let s;try{return await this.#t.
runner.run({...n,onStart:o=>{if(s=o,this.#w.add(o),e!==void 0){for(let[l,a]of this.#g)l!==e&&a.includes(o)&&this.#g.set(
l,a.filter(u=>u!==o));let i=this.#g.get(e)??[];i.push(o),this.#g.set(e,i)}n.onStart?.(o)}})}finally{s!==void 0&&this.#w.
delete(s)}}}}async loadAction(t){let e=this.#t.parseAction;if(!e)throw new b("action-invalid",`${t}: local actions canno\
t be read here`);return Us(this.#t.workspace,t,e)}async runAction(t){switch(this.#f(t.defaults.GITHUB_EVENT_PATH),t.action){case"\
stage":return this.#x(t);case"prepare":return this.#R(t);case"capture":return this.#E(t);case"report":return this.#J(t)}}#$(t,e){
let n=this.#t.workflow,o=n.jobs.find(i=>i.id===t.job)?.steps[t.step]?.with[W.prompt];return{mode:e,job:t.job,stageJob:t.
stageJob,matrix:t.matrix,upstream:t.upstream,...t.needsFacts===void 0?{}:{needsFacts:t.needsFacts},workflowJobs:t.jobIds,
github:this.#t.github,...this.#t.madeEvent===void 0?{}:{madeEvent:this.#t.madeEvent},...this.#t.madeEventRun===void 0?{}:
{madeEventRun:this.#t.madeEventRun},run:this.#t.run,parentRun:this.#t.parentRun??null,secrets:[...t.secrets,...We(this.#b(
t))],promptSource:`${o?rt(n.fileName,o.position):n.fileName} jobs.${t.job} prompt`,readFile:i=>Ws(this.#t.workspace,i,ut.
templateBytes),parseVars:So}}#b(t){let e={CI:"true",...this.#t.baseEnv,...t.env,...t.defaults};return e.PATH=gd(t.path,e.
PATH),e}async#x(t){let e;try{e=Xe(t.inputs,this.#$(t,"stage"))}catch(o){if(!(o instanceof b))throw o;return{ok:!1,outputs:{
...ni()},env:{},summary:"",recorded:[],message:yt(o)}}this.#M(t);let n=this.#y(t),s;try{s=await yi(e,{openRun:this.#t.openRun,
store:this.#t.store,workspace:this.#r,runner:this.#k(t),env:this.#b(t),signal:t.signal,reporter:this.#P(t),...n?{onOutput:(o,i)=>n.
push(o,i)}:{}})}finally{n?.end()}return this.#j(t.leg,t.step,`\u2500\u2500 step ${t.step+1}: stage ${e.stage}: ${s.attempts.
length} attempt(s), ${s.outcome.reason}; the agent's output is in ${is.log} of each attempt
`),{ok:s.ok,outputs:{...s.outputs},env:{},summary:Fr(s.final,e.redact,this.#t.secrets),recorded:s.attempts.map(Lr),message:s.
outcome.message}}async#R(t){let e=Xe(t.inputs,this.#$(t,"prepare"));this.#M(t);let n=await ln(e,{openRun:this.#t.openRun,
store:this.#t.store,workspace:this.#r});if(n.kind==="refused")return{ok:!1,outputs:sr("prepare",n.result.outputs),env:{},
summary:Fr(n.result.final,e.redact,this.#t.secrets),recorded:n.result.attempts.map(Lr),message:n.result.outcome.message};
let{prepared:s}=n;for(let o of s.warnings)this.#O(t,"warning",o.message);return this.#s.set(`${t.leg}\0${e.stage}`,{prepared:s,
redact:Qn(t.inputs[W.redact]??"")}),{ok:!0,outputs:{"prompt-path":s.promptPath,"handoff-path":s.handoffPath},env:{BATON_PROMPT_PATH:s.
promptPath,BATON_HANDOFF_PATH:s.handoffPath,BATON_STAGE:e.stage},summary:"",recorded:[],message:null}}async#E(t){let e=Xe(
t.inputs,this.#$(t,"capture")),n=`${t.leg}\0${e.stage}`,s=this.#s.get(n);if(!s)throw new b("capture-without-prepare",`st\
age ${e.stage}: no prepare step ran before this capture in job ${t.job}`);this.#s.delete(n);let{prepared:o}=s,i=new Set(
Qn(t.inputs[W.redact]??"")),l=yo(s.redact.length,s.redact.filter(d=>i.has(d)).length);if(l)throw l;let a=bo(t.inputs),u=a===
null?void 0:Ca(a,this.#t.workspace),c=await an(e,o,null,{store:this.#t.store,workspace:this.#r},{cancelled:t.signal.aborted,
...u===void 0?{}:{agentOutput:u}});return{ok:c.outcome.reason==="completed",outputs:sr("capture",c.outputs),env:{},summary:Fr(
c,e.redact,this.#t.secrets),recorded:[Lr(c)],message:c.outcome.message}}async#J(t){let e={name:this.#t.github.event_name,
payload:this.#t.github.event},n;try{n=kr(t.inputs,e)}catch(l){if(!(l instanceof b))throw l;if(l.code!=="issue-number-mis\
sing")return{ok:!1,outputs:{},env:{},summary:"",recorded:[],message:yt(l)};this.#O(t,"warning",`on GitHub this step fail\
s: ${l.message}`),n={...kr({...t.inputs,[W.mode]:"summary"},e),mode:vr(t.inputs)}}let s=await Dr(this.#t.store),o=ei(s,{
workflow:this.#t.workflow.name??this.#t.workflow.fileName,runId:this.#t.run.id,key:n.key,includeDetail:n.includeDetail,recordsLocation:`\
\`${dd(this.#t.workspace,this.#t.runDir)||this.#t.runDir}\``,runUrl:null,secrets:t.secrets,cancelled:this.#t.runCancelled?.()??
!1,...n.run===null?{}:{run:n.run}});await Ue(Ot(this.#t.runDir,it.report),o),this.#O(t,"info",`report written to ${Ot(this.#t.
runDir,it.report)}; no comment is posted from a local run`);let i=n.mode==="comment"?"":o;return{ok:!0,outputs:{},env:{},
summary:i,recorded:[],message:null}}#M(t){let e=t.inputs[W.parentRun]?.trim();e&&this.#O(t,"warning",`${W.parentRun} ${JSON.
stringify(e)} is not read by baton run: the parent run here is the one given with --parent <run-id|latest>${this.#t.parentRun?
` (${this.#t.parentRun})`:" (none)"}`)}#O(t,e,n){this.#t.emit({type:"notice",at:this.#e().toISOString(),level:e,job:t.job,
leg:t.leg,message:n})}#P(t){return{info:e=>this.#F(t.leg,`[baton] ${e}
`),warning:e=>this.#O(t,"warning",e),error:e=>this.#O(t,"error",e),group:(e,n)=>n()}}#C(t){return t?fd(this.#t.workspace,
t):this.#t.workspace}#L=new Set;#j(t,e,n){return this.#L.add(`${t}\0${e}`),this.#F(t,n)}addSecrets(t){this.#H(t)}#H(t){for(let e of t)
this.#t.secrets.includes(e)||this.#t.secrets.push(e)}#F(t,e){let n=this.#I(e);return this.#A(t,n),n}#I(t){return Z(t.endsWith(
`
`)||t===""?t:`${t}
`,this.#t.secrets).text}#G(t,e,n){if(n.startsWith(e)){n.length>e.length&&this.#A(t,n.slice(e.length));return}let s=Buffer.
byteLength(e);this.#D(t,async o=>{let{size:i}=await o.stat();if(i<s)throw new Error(`it holds ${i} bytes, fewer than the\
 ${s} written of the step`);await o.truncate(i-s),await o.writeFile(n)})}#A(t,e){this.#D(t,n=>n.writeFile(e))}#D(t,e){let n=this.#o.
get(t);if(n===void 0){let s=Ot(this.#t.runDir,ce(t)),o=(this.#u.get(t)??Promise.resolve()).then(()=>Ua(s,"a",438));n=o.catch(
()=>{}),this.#o.set(t,n),this.#u.set(t,o.then(()=>{}))}this.#T(t,n,e)}#W(t){let e=this.#o.get(t);e!==void 0&&(this.#o.delete(
t),this.#T(t,e,async n=>{let{nlink:s}=await n.stat();if(await n.close(),s===0)throw Object.assign(new Error("ENOENT: the\
 file was removed while the run wrote it"),{code:"ENOENT"})}))}#T(t,e,n){let s=(this.#u.get(t)??Promise.resolve()).then(
async()=>{let o=await e;o!==void 0&&await n(o)}).catch(o=>{this.#N({name:ce(t),what:`the job log of ${t}`,kind:"the job \
logs",error:o})});this.#u.set(t,s)}#N(t){this.#d.has(t.name)||this.#d.set(t.name,t)}async drain(){await this.#i;for(let t of[
...this.#o.keys()])this.#W(t);return await Promise.all(this.#u.values()),this.#d.size===0?null:Qs(this.#t.runDir,[...this.#d.
values()]).join(`
`)}};function Ir(r,t){return`## ${t===r?r:`${r} (${t})`}

`}function Lr(r){let{stage:t,attempt:e,status:n,outcome:s}=r.record;return{stage:t,attempt:e,status:Hs(n,s.reason),warnings:hi(
r.record)}}function gd(r,t){return[...r,...t?[t]:[]].join(ud)}function Fr(r,t,e){let{record:n,handoff:s}=r,o=[...t,...e];
return ua(la({record:n,handoff:s,secrets:o}),o)}async function md(r){let t=await Ua(r,"r");try{let{size:e}=await t.stat();
return e>ut.stepSummaryFileBytes?{text:"",summaryBytes:e}:{text:await t.readFile("utf8")}}finally{await t.close()}}async function Dr(r){
let t=await r.list();return(await Promise.all(t.map(n=>r.getAttempt(n.stage,n.attempt,n.runAttempt)))).filter(n=>n!==void 0)}
function wd(r,t){let e=t.filter(o=>{try{return process.kill(-o,0),!0}catch{return!1}});if(e.length===0)return;let n=ye();
if(n===null){for(let o of e)Da(-o);return}let s=`RUNNER_TEMP=${r}`;for(let o of n)ar(o,s)&&Da(o)}function yd(r){if(r.size===
0)return[];let t=new Set;for(let e of ye()??[]){let n=un(e),s=n===null?void 0:r.get(n.group);n===null||s===void 0||n.state===
"Z"||t.has(n.group)||ar(e,`RUNNER_TEMP=${s}`)&&t.add(n.group)}return[...t]}function Ia(r,t){try{process.kill(-r,t)}catch{}}
function Da(r){try{process.kill(r,"SIGKILL")}catch{}}import{lstat as bd}from"node:fs/promises";import{join as Sd}from"node:path";async function Ha(r,t,e,n){let s;try{s=await r.resolve(t)}catch(f){throw f instanceof b?new b(f.code,f.message,{where:e.
parent,details:f.details}):f}let o=`give ${e.parent} another run`,i=(f,p,g="parent-invalid")=>new b(g,`run ${s} ${f}`,{where:e.
parent,details:p}),l=r.runDir(s),a=Sd(l,te);if(await bd(a).then(()=>!1,f=>Ct(f,"ENOENT")))throw i(`cannot be continued: \
it has no ${te}, so it holds no run (a run that could not start leaves such a directory)`,[`remove it (rmdir ${Xs(l)}) i\
f it is empty, then start this run again; or ${o}`]);let u=await r.readSummary(s).catch(f=>{throw f instanceof b?i(`cann\
ot be continued: its ${te} cannot be read`,[...In(f),o]):f});if(Qe(u)==="running"&&n.GITHUB_RUN_ID!==s){let f=tn(u),p=f===
null?`run ${s} is still running`:en(s,f);throw new b("parent-running",`${p}: its last records may not be stored yet, and\
 this run's hops count on from them`,{where:e.parent,details:[`wait for it to end${f===null?"":" there"}, then start thi\
s run again; a run started by one of its steps (GITHUB_RUN_ID names it) continues it while it runs`,...f===null?[]:[nn(f,
l,`give ${e.parent} another run, or remove it`)]]})}let{unreadable:c,notStored:d}=await ai(await r.open(s),u);if(d!==null){
let f=d.records.length;throw i(`cannot be continued: ${f===1?"a record":`${f} records`} of its jobs ${f===1?"was":"were"}\
 never stored, and this run's hops count on from them`,[...d.records.map(p=>p.reason),...c.map(p=>p.reason.split(`
`)[0]),d.fix,`then give ${e.parent} that run, or ${o}`])}if(c.length>0){let f=c.filter(w=>!or(w.code)),p=[...new Set(f.flatMap(
w=>In(w.reason).slice(1)))],g=u.jobs.flatMap(w=>w.stages),h=[...new Set(c.filter(w=>or(w.code)).map(w=>w.stage))].sort((w,m)=>Ja(
g,w)-Ja(g,m));if(h.length>0){let[w]=h,m=h.length===1;p.push(`put the ${m?"record of stage":"records of stages"} ${h.join(
", ")} back from a copy, or record ${m?"it":"them"} again in a new run and give ${e.parent} that run instead: ${e.replay(
s,w)}`)}throw i(`cannot be continued: ${c.length} of its records cannot be read, and this run's hops count on from them`,
[...c.map(w=>w.reason.split(`
`)[0]),...p,`then start this run again, or ${o}`])}return s}function Ja(r,t){let e=r.indexOf(t);return e===-1?r.length:e}var Ga=vt(ge(),1);import{execFile as vd}from"node:child_process";import{readFile as kd}from"node:fs/promises";import{resolve as $d}from"node:path";async function Ba(r,t,e,n,s,o,i){let l=`run ${e.run_id} of ${e.repository}`,a=e.workflow_run;if(a===void 0)throw new b("\
replay-refused",`run ${r} was pulled from GitHub (${e.url}) by an earlier baton, which did not read how GitHub ran it (i\
ts workflow file, event and jobs), so it cannot be replayed`,{details:[`pull it again to replay it: rm -r ${t} && baton \
pull ${e.url}`]});let u=a.path,c=$d(n,u),d=await kd(c,"utf8").catch(h=>{let w=h?.code==="ENOENT";throw new b("replay-ref\
used",`${w?"there is no such file here":"cannot be read here"}: ${l} ran this workflow file on GitHub, and a replay of r\
un ${r} runs it from this checkout`,{where:u,cause:h,details:[`replay in the root of a checkout of ${e.repository} (wher\
e ${u} is), or put the file back there: git show ${Wr(a.head_sha)}:${u} > ${u}`]})}),f=[],p=await xd(n,s,a.head_sha,u),g=h=>(0,Ga.createHash)(
"sha256").update(h).digest("hex");return p===null?f.push({level:"info",message:`${u} may not be the file ${l} ran: its c\
ommit ${Wr(a.head_sha)} is not in this clone (git fetch to have it); this replay runs the file as it is here`}):g(p)!==g(
d)&&f.push({level:"warning",message:`${u} is not the file ${l} ran on GitHub (as at commit ${Wr(a.head_sha)}): this repl\
ay runs it as it is here`}),o||f.push({level:"info",message:`GitHub does not give ${l}'s event payload (${a.event}): thi\
s replay's github.event is baton's default payload for ${a.event}, so a template or step reading github.event.* sees tha\
t default; pass the run's payload with ${i.withEvent} <file.json>`}),{invocation:{workflow_path:u,job:null,inputs:{},event_name:a.
event,event:{},vars:{},secrets:[],parent:null},replay:{pulled:{...e,workflow_run:a},notices:f}}}async function za(r,t,e){
let n=[];for(let s of await r.list()){let o=await r.getAttempt(s.stage,s.attempt,s.runAttempt);o&&n.push(o)}return fi(t,
n,e.pulled.workflow_run.jobs,Wt)}function xd(r,t,e,n){return/^[0-9a-f]{7,64}$/i.test(e)?new Promise(s=>{vd("git",["show",
`${e}:./${n.replace(/^\.\/+/,"")}`],{cwd:r,env:{...t,GIT_TERMINAL_PROMPT:"0"},timeout:1e4,maxBuffer:16*1024*1024,windowsHide:!0,
encoding:"utf8"},(o,i)=>s(o?null:i))}):Promise.resolve(null)}function Wr(r){return r.slice(0,12)}var Rd=r=>ys(Bn([st(),ps(),It()],{error:t=>`${Nt(t.input)} is not ${r}: give a string, a finite number or true/false`}).
check(ne(t=>typeof t!="number"||Number.isFinite(t),{error:t=>`${Nt(t.input)} is not ${r}: give a string, a finite number\
 or true/false`}),ne(t=>typeof t!="number"||!Number.isInteger(t)||Number.isSafeInteger(t),{error:t=>`${Nt(t.input)} is p\
ast the integers a JavaScript number holds exactly: give it as a string`})),ws(t=>String(t))),Ka=(r,t,e)=>de(st(),Rd(e),
{error:n=>`takes an object of ${t} and their values (${r}), not ${$t(n.input)}`}),le=()=>st({error:r=>`takes a string, n\
ot ${$t(r.input)}`}),Ur=()=>fe(r=>typeof r=="function",{error:r=>`takes a function, not ${$t(r.input)}`}),Va=()=>fe(r=>r instanceof
AbortSignal,{error:r=>`takes an AbortSignal, not ${$t(r.input)}`}),qa=r=>It({error:t=>`takes a number of milliseconds, n\
ot ${$t(t.input)}`}).check(ne(t=>Number.isFinite(t)&&(r==="from 0"?t>=0:t>0),{error:t=>`${Nt(t.input)} is not a number o\
f milliseconds ${r}`}));function Xa(r){return Object.entries(r).find(([,t])=>t!==void 0&&typeof t!="string")}var Od=_t(st(
{error:r=>`${Nt(r.input)} is not the name of an environment variable`}),{error:r=>{let t=JSON.stringify(typeof r.input==
"string"?[r.input]:r.input!==null&&typeof r.input=="object"?Object.keys(r.input).slice(0,2):["MY_TOKEN"]),e=r.input!==null&&
typeof r.input=="object"&&!Array.isArray(r.input);return`takes a list of the names of environment variables that hold th\
e secrets (secrets: ${t}), not ${$t(r.input)}${e?": set each in env and name it here":""}`}}),Za=gs({cwd:z(le()),job:z(le()),
inputs:z(Ka('{ issue: "42" }',"the inputs","an input value")),event:z(Bn([st(),de(st(),hs())],{error:r=>`takes the path \
of a JSON file or the payload as an object, not ${$t(r.input)}`})),eventName:z(le()),vars:z(Ka('{ NAME: "value" }',"the \
variables","a variable value")),secrets:z(Od),env:z(fe(r=>r!==null&&typeof r=="object"&&!Array.isArray(r),{error:r=>`tak\
es an object of variables and their values, not ${$t(r.input)}`}).check(ne(r=>Xa(r)===void 0,{error:r=>{let[t,e]=Xa(r.input);
return`${t}: ${Nt(e)} is not an environment variable's value: give a string`}}))),concurrency:z(It({error:r=>`${Nt(r.input)}\
 is not a whole number from 1`}).check(ne(r=>Number.isSafeInteger(r)&&r>=1,{error:r=>`${Nt(r.input)} is not a whole numb\
er from 1`}))),onEvent:z(Ur()),onOutput:z(Ur()),signal:z(Va()),cancel:z(Va()),pausable:z(Ur()),killGraceMs:z(qa("from 0")),
minuteMs:z(qa("above 0")),storeDir:z(le()),facts:z(fe(r=>r!==null&&typeof r=="object"&&!Array.isArray(r),{error:r=>`take\
s an object of facts about the checkout, not ${$t(r.input)}`})),repositoryRoot:z(le()),parent:z(le())},{error:r=>`takes \
an object of options, not ${$t(r.input)}`}),Ya=["job","inputs","eventName","vars"],Pd=ms(Za,{job:!0,inputs:!0,eventName:!0,
vars:!0});function Jr(r,t="runWorkflow"){let e=t==="runWorkflow"?Za:Pd,n=e.safeParse(r??{});if(n.success)return n.data;let s=Object.
keys(e.shape),o=n.error.issues.flatMap(a=>a.code==="unrecognized_keys"?a.keys.map(u=>({where:[...a.path,u],message:Ya.includes(
u)?`${t} has no such option: a replay is started as the run it replays was (its ${Ya.join(", ")})`:`${t} has no such opt\
ion${Fe(u,s)}`})):[{where:a.path,message:a.message}]),[i,...l]=o.map(a=>({where:Ad(a.where),message:a.message}));throw new b(
"usage",i.message,{where:i.where===""?t:i.where,details:l.map(a=>a.where===""?a.message:`${a.where}: ${a.message}`)})}function Ad(r){
return r.map((t,e)=>typeof t=="number"?`[${t}]`:typeof t=="string"&&/^[A-Za-z_$][\w$-]*$/.test(t)?`${e===0?"":"."}${t}`:
`[${JSON.stringify(String(t))}]`).join("")}var tl=/^[A-Za-z_][A-Za-z0-9_]*$/,Dd=_t(ee({id:st(),result:Ht,outputs:de(st(),st()),stages:_t(st()),legs:_t(st()),withheld_outputs:z(
_t(st())),leg_results:z(_t(ee({leg:st(),result:Ht,reason:z(st())}))),skip_reason:z(st()),summary_parts:z(_t(ee({leg:st(),
offset:It().check(Gn(),fs()),bytes:It().check(Gn(),ds())})))}));async function aw(r,t={}){return Wd(r,t,tr)}async function Wd(r,t,e,n="\
clean-up"){rf(r);let s=Jr(t),o=zr(s.cwd),i=zt(o,s.storeDir??Me),l=await el(i,n);return Gr(r,{...s,cwd:o,storeDir:i},{words:e,
replay:null,leftovers:l})}async function el(r,t){return t==="clean-up"?Bo(new Ze(r)):[]}async function Gr(r,t,{words:e,replay:n,
leftovers:s}){let o=zr(t.cwd);n===null&&zd(t.vars??{},e);let i=t.env??process.env,l=qd(i,[...Un,...t.secrets??[]]),a=zt(
o,r),u=Id(o,a)||r,c=await Te(a,"utf8").catch(j=>{throw n?Bd(r,n.run,j,e):so(o,r,j)}),d=t.facts??{},f=ui(o,i,d),p=Js(o),g=(j,pt,wt)=>As(
j,pt,wt,{ownAction:p}),h=await Ps(c,u,{ownAction:p}),w=await ci(zt(o,t.repositoryRoot??"."),h,p),m=(0,Hr.createHash)("sh\
a256").update(c).digest("hex"),S={};for(let[j,pt]of w)"unreadable"in pt||(S[j]=(0,Hr.createHash)("sha256").update(pt.source).
digest("hex"));let $=null;if(typeof t.event=="string"){let j=t.event,pt=await Te(zt(o,j),"utf8").catch(wt=>{throw pe(j,wt,
"event file")});$=xo(pt,j)}else t.event&&(Ro(t.event,"event"),$=t.event);let x=Kd(t.secrets??[],i,n&&{run:n.run,secrets:n.
invocation.secrets},e),A=[...Object.values(x),...Un.map(j=>i[j]).filter(j=>j!==void 0&&j!==""),...We(i)],P=di({cwd:o,known:d,
checkout:await f,payload:$,ownAction:p,calledWorkflows:w}),v=P.facts,R=Xd(A,()=>To(h,Wt,{job:t.job,inputs:t.inputs,event:$,
eventName:t.eventName,vars:t.vars,secretValues:A,secretNames:Object.keys(x),words:e,...P})),_=Fo(h,Wt,{called:w,expanded:R.
expanded}),J=ea(h,R.eventName,R.event,t.event===void 0,v.commit&&{sha:v.sha,message:v.commit.message}),Q=new Set(Object.
keys(x).map(j=>j.toUpperCase())),k=Qi(h,Wt,Q,new Set(Object.entries(t.vars??{}).filter(([,j])=>j!=="").map(([j])=>j.toUpperCase()))),
F=zt(o,t.storeDir??Me),Y=new Ze(F),O=n?await Zd(Y,F,h,R,n,{workflow:m,called:S},e):null,M=n?.invocation.event_made===!0,
H=t.event===void 0||M,D=t.parent===void 0?null:await Ha(Y,t.parent,e,i),K=Ud(),G={where:`the run's temp dir, in ${K.place}`,
makeRoom:K.makeRoom,fewerJobs:e.fewerJobs},nt=new Date,y,N=(j,pt,wt,_e=null,qt=void 0)=>oe({workflow:h.name??u,workflow_path:u,
status:j,started_at:nt.toISOString(),finished_at:wt?wt.toISOString():null,duration_ms:wt?Math.max(0,wt.getTime()-nt.getTime()):
null,replay_of:O?O.run:null,..._e===null?{}:{reason:_e},...j==="running"?{process:{...Yd(),...y===void 0?{}:{temp:y}}}:{},
jobs:pt,...qt===void 0?{}:{unstored:qt}},A),U=await Y.createRun(N("running",[],null)),T=U.runDir,E=Fd(T),L,C=new no(T,{writeBehind:!0,
onUnstored:j=>L?.(j)}),V=new ke(C),At,at,q,ft;try{let j=new Map,pt={workflow_path:u,workflow_sha256:m,called_sha256:S,job:t.
job??null,inputs:t.inputs??{},event_name:R.eventName,event:R.event,...H?{event_made:!0}:{},vars:t.vars??{},secrets:t.secrets??
[],parent:D},wt=oe(pt,A),_e=Br(pt).some(I=>Be(I,A))||JSON.stringify([wt.inputs,wt.vars])!==JSON.stringify([pt.inputs,pt.
vars]);await Qa(ot(T,it.invocation),"how the run was started",`${JSON.stringify(_e?{...wt,redacted:!0}:wt,null,2)}
`),O&&(await sf(O.store,U,O.stages),await of(ot(F,O.run),T,O.jobs.values())),y=await Nd(ot(K.dir,`baton-run-${E}-`)).catch(
I=>{throw new b("tempdir-invalid",`the run's temp dir could not be made there: ${je(I,e.fewerJobs)}`,{where:K.where,cause:I,
...Ct(I,"ENOSPC","EDQUOT")?{details:[K.makeRoom]}:{}})}),await Y.writeSummary({id:E,...N("running",[],null)});let qt=new AbortController,
ts=(I,tt)=>{q===void 0&&(q={error:I},queueMicrotask(()=>qt.abort(tt)))},es=(I,tt)=>lt=>{if(!(q!==void 0||tt===void 0))try{
let Et=tt(lt);uf(Et)&&Promise.resolve(Et).catch(B=>ts(B,`stopped because the promise the ${I} callback returned was reje\
cted`))}catch(Et){ts(Et,`stopped because the ${I} callback threw`)}},rl=es("onEvent",t.onEvent),jn=t.signal?AbortSignal.
any([t.signal,qt.signal]):qt.signal,Mn=new vn(ot(T,it.events));At=Mn;let Ln=I=>{let tt=oe(I,A);if(Mn.write(tt),rl(tt),I.
type==="run-started"){let lt=Object.keys(x).filter(B=>x[B].length<kt.minSecretLength),Et=[...s.map(B=>({level:B.running.
length>0||!B.removed||!B.looked?"warning":"info",message:zo(B)})),...Io(_).map(B=>({level:"warning",message:B})),...R.notices,
...J===null?[]:[{level:"warning",message:`${J} (it runs here as asked)`}],...k.filter(B=>!B.fallsBack).map(({name:B,where:Fn})=>({
level:"warning",message:`${Fn}: secrets.${B} is read, but ${e.secretNotGiven(B)}: it is empty in this run, as on GitHub \
for a secret the repository does not have (${e.giveSecret(B)} to set it)`})),...k.filter(B=>B.fallsBack).map(({name:B,where:Fn})=>({
level:"info",message:`${Fn}: secrets.${B} is read, but ${e.secretNotGiven(B)}: each read of it falls back with || to ano\
ther value, which this run takes (${e.giveSecret(B)} to set it)`})),...lt.map(B=>({level:"warning",message:`secret ${B} \
is shorter than ${kt.minSecretLength} characters, so it is not redacted: it will appear wherever a step or agent prints \
it (a value that short would blank out ordinary words)`}))];for(let B of Et)Xt(I.at,B.level,B.message);O?.whole&&Xt(I.at,
"info",O.whole)}if(I.type==="run-started")for(let lt of n?.pulled?.notices??[])Xt(I.at,lt.level,lt.message);if(I.type===
"run-started"&&O!==null&&O.changed.length>0){let lt=O.changed.map(Et=>Et===""?u:Et);Xt(I.at,"warning",`${lt.join(" and ")}\
 changed since run ${O.run}: this replay runs ${lt.length===1?"the file":"the files"} as ${lt.length===1?"it is":"they a\
re"} now`)}I.type==="run-started"&&O?.redactedStart&&Xt(I.at,"warning",O.redactedStart),I.type==="run-started"&&O!==null&&
O.summaries===null&&O.jobs.size>0&&Xt(I.at,"info",`the step summaries of the jobs reused from run ${O.run} cannot be tol\
d apart in its ${it.summary} (it was stored by an earlier baton, could not write them all, or was edited since): this re\
play's ${it.summary} holds only those of the jobs it runs`)};L=I=>{let tt=C.unstored()[0];Ln({type:"notice",at:new Date().
toISOString(),level:"error",job:I.job,leg:null,message:`${se(I)} was not stored after all: ${I.cause===void 0?`no record\
 of this run after that of ${se(tt)} (job ${tt.job}) is stored`:`its record could not be written: ${Vn(I.cause)}; no rec\
ord of this run after it is stored`}`})};let Xt=(I,tt,lt)=>Ln({type:"notice",at:I,level:tt,job:null,leg:null,message:lt}),
Yt=$o({eventName:R.eventName,payload:R.event,facts:v,runId:E,workflow:h,workflowPath:u});if(at=new Nn({workflow:R.workflow,
expressions:Wt,parseAction:g,workspace:o,runDir:T,storeDir:F,tempDir:y,tempPlace:G,store:V,recordWrites:C,runCancelled:()=>jn.
aborted||t.cancel?.aborted===!0,runner:new cn({tempDir:y,reuseScripts:!0,secrets:A,...t.killGraceMs===void 0?{}:{killGraceMs:t.
killGraceMs},noPathHint:e.noPath,tempPlace:G,fewerJobs:e.fewerJobs}),baseEnv:l,run:{id:E,attempt:1,workflow:h.name??u,repository:v.
repository,event_name:R.eventName,sha:String(Yt.sha),ref:String(Yt.ref)},github:{repository:v.repository,ref:String(Yt.ref),
sha:String(Yt.sha),run_id:E,actor:String(Yt.actor),event_name:R.eventName,event:R.event},...H?{madeEvent:R.eventName}:{},
...M&&O?{madeEventRun:O.run}:{},secrets:A,parentRun:D,openRun:I=>{let tt=j.get(I);return tt||(tt=Y.open(I).then(lt=>new ke(
lt)),j.set(I,tt)),tt},emit:Ln,eventsFailure:()=>Mn.failure,...t.onOutput?{onOutput:es("onOutput",t.onOutput)}:{}}),t.pausable){
let I=at;for(let tt of[jn,t.cancel])tt?.addEventListener("abort",()=>I.resumeCommands(),{once:!0});t.pausable({pause:()=>I.
pauseCommands(),resume:()=>I.resumeCommands()})}for(let{job:I,leg:tt,markdown:lt}of O?.summaries??[])at.summary(I,tt,lt);
ft=await Yi(R,at,{runId:E,concurrency:t.concurrency??jd(),fewerJobs:e.fewerJobs,signal:jn,cancel:t.cancel,secrets:x,github:Yt,
runner:{os:process.platform==="darwin"?"macOS":process.platform==="win32"?"Windows":"Linux",arch:process.arch==="arm64"?
"ARM64":process.arch==="x64"?"X64":process.arch.toUpperCase(),temp:y,toolCache:ot(y,"tool-cache"),workspace:o,workspaceParent:_n(
o)},reuse:O?.jobs,minuteMs:t.minuteMs})}catch(j){ft={error:j}}L=void 0,C.close();let[Ne]=await Promise.all([at?.drain()??
null,C.settled()]);At?.close(),y!==void 0&&await rn(y);let St="error"in ft?null:ft,ue=[],Vt=j=>{j&&!ue.some(pt=>pt.includes(
j))&&ue.push(j)};Vt(St?.reason),"error"in ft&&Vt(yt(ft.error));for(let j of Ne?.split(`
`)??[])Vt(j);Vt(At?.failure);let Kr=C.unstored(),Vr=St===null?[]:Hd(St.jobs,Kr),qr=!1;if(St!==null)try{await Qa(ot(T,it.
jobs),"the jobs' results",`${JSON.stringify(Vd(Vr,A,at?.summaryParts()??null),null,2)}
`),qr=!0}catch(j){Vt(yt(j))}let Xr=Gd(Kr,{run:E,plan:R,jobs:St===null?"missing":qr?"stored":"unwritten",workflowPath:u,words:e});
Vt(Xr?.fix);let Yr=St===null||St.status==="success"&&ue.length>0?"failure":St.status,Cn=ue.length===0?null:Z(ue.join(`
`),A).text,nl=Vr.map(j=>({id:j.id,stages:j.stages,result:j.result,...O?.jobs.has(j.id)?{reused:!0}:{}}));try{await Y.writeSummary(
{id:E,...N(Yr,nl,new Date,Cn,Xr?.stored)})}catch(j){throw Jd(T,j,Cn)}if(q!==void 0)throw q.error;if("error"in ft)throw ft.
error;let Zr=await Dr(C.writeFailure?C:V),Qr=Uo(Zr);return{runId:E,runDir:T,status:Yr,reason:Cn,records:Zr,chain:Qr,finalStage:Jo(
Qr)}}function Ud(){let r=Ld(),t=!!process.env.TMPDIR,e=t?`TMPDIR ${r}`:`temp dir ${r}`,n=t?`TMPDIR ${Zt(r)}`:`${Zt(r)} (\
TMPDIR is not set)`,s=`make room in ${t?"TMPDIR":Zt(r)}, or set TMPDIR to a directory on another disk`,o;try{o=(0,Kt.statSync)(
r)}catch(i){if(!Ct(i,"ENOENT","ENOTDIR"))throw pe(e,i)}if(o?.isDirectory()!==!0)throw new b("tempdir-invalid",`${o===void 0?
"no such directory":"is not a directory"}; baton run keeps each run's scratch files there`,{where:e,details:[`${o===void 0?
"create it, or ":""}set TMPDIR to a directory`]});return{dir:r,where:e,place:n,makeRoom:s}}async function Qa(r,t,e){try{
await Ue(r,e)}catch(n){throw new b("run-write-failed",Kn(t,n),{where:r,cause:n})}}function Jd(r,t,e){let n=!(0,Kt.existsSync)(
r),s=e===null||n?[]:[`the run failed: ${e.replaceAll(`
`,`
  `)}`];return new b("run-write-failed",n?"the run's directory was removed while it ran: nothing more of the run could b\
e stored":`its end could not be stored in ${te}: ${yt(t)}; baton runs shows it as interrupted`,{where:r,details:s,cause:t})}
function Hd(r,t){let e=new Set(t.filter(n=>n.attempt===1).map(n=>n.stage));return e.size===0?r:r.map(n=>({...n,stages:n.
stages.filter(s=>!e.has(s))}))}function Gd(r,t){let[e,...n]=r;if(e===void 0)return null;let{run:s,plan:o,jobs:i,workflowPath:l,
words:a}=t,u=i==="stored"?Zi(o.jobs,r):null,c=[...new Set(r.map(f=>f.stage))],d=`${c.length===1?"stage":"stages"} ${ro(c)}`;
return{stored:{failed:{job:e.job,stage:e.stage,attempt:e.attempt,cause:Vn(e.cause)},after:n.map(({job:f,stage:p,attempt:g})=>({
job:f,stage:p,attempt:g})),replay_from:u},fix:eo({run:s,what:d,cause:e.cause,replayFrom:u,jobs:i,replay:a.replay,runAgain:`${a.
run(l)} with the same options`})}}function Bd(r,t,e,n){let s=pe(r,e);return Ct(e,"ENOENT")?new b(s.code,`${s.message}: r\
un ${t} ran this workflow file, and a replay runs it as it is now`,{...s.where===void 0?{}:{where:s.where},details:[`put\
 it back (from git, if it was committed) to replay run ${t}, or start a new run of another workflow with ${n.runCommand}`],
cause:e}):s}function zd(r,t){let e=new Map;for(let n of Object.keys(r)){if(!tl.test(n)||n.toUpperCase().startsWith("GITH\
UB_"))throw new b("usage",`${JSON.stringify(n)} is not a name GitHub allows for a variable: letters, digits and _, not s\
tarting with a digit or with GITHUB_`,{where:t.vars});let s=e.get(n.toUpperCase());if(s!==void 0)throw new b("usage",`${JSON.
stringify(s)} and ${JSON.stringify(n)} are one variable on GitHub (names are not case-sensitive); give it once`,{where:t.
vars});e.set(n.toUpperCase(),n)}}function Kd(r,t,e,n){let s=r.find(a=>!tl.test(a));if(s!==void 0)throw new b("usage",s.startsWith(
"-")&&n.flags?`takes the name of an environment variable after it (--secret NAME), not ${JSON.stringify(s)}`:`${JSON.stringify(
s)} is not the name of an environment variable (letters, digits and _, not starting with a digit)`,{where:n.secrets});let o={},
i=[],l=[];for(let a of r){let u=t[a];u===void 0?i.push(a):u===""?l.push(a):o[a]=u}if(i.length+l.length>0){let a=(d,f)=>d.
length===0?[]:[`${d.length===1?"secret":"secrets"} ${f}: ${d.join(", ")}`],u=e===null?"running":"replaying",c=(d,f="")=>e?.
secrets.includes(d)?`: run ${e.run} was started with ${n.passSecret(d)}`:`, or ${n.dropSecret(d)}${f}`;throw new b("secr\
et-missing",[...a(i,"not set in the environment"),...a(l,"set to the empty string")].join("; "),{details:[...i.map(d=>`${n.
setSecret(d)} before ${u}${c(d)}`),...l.map(d=>`${n.setSecret(d)} with its value before ${u}${c(d,": an empty secret is \
no secret (one not given is '' in the run, as on GitHub)")}`)]})}return o}function Vd(r,t,e){return r.map(n=>{let s={},o=[
...n.withheldOutputs??[]];for(let[g,h]of Object.entries(n.outputs))Z(h,t).redactions.length>0?o.push(g):s[g]=h;let i=(n.
legResults??[]).map(({leg:g,result:h,reason:w})=>({leg:g,result:h,...w===void 0?{}:{reason:w}})),l=(e??[]).filter(g=>g.job===
n.id).map(({leg:g,offset:h,bytes:w})=>({leg:g,offset:h,bytes:w})),{id:a,stages:u,legs:c,ends:d,skipped:f,summaryParts:p}=oe(
{id:n.id,stages:n.stages,legs:n.legs,ends:i,skipped:n.skipReason,summaryParts:l},t);return{id:a,result:n.result,outputs:s,
stages:u,legs:c,...o.length>0?{withheld_outputs:oe(o,t)}:{},...d.length>0?{leg_results:d}:{},...f===void 0?{}:{skip_reason:f},
...p.length>0?{summary_parts:p}:{}}})}function Br(r){return typeof r=="string"?[r]:Array.isArray(r)?r.flatMap(Br):r!==null&&
typeof r=="object"?Object.values(r).flatMap(Br):[]}function qd(r,t){let e=new Set(t),n={};for(let[s,o]of Object.entries(
r))o!==void 0&&!e.has(s)&&(n[s]=o);return n}function Xd(r,t){try{return t()}catch(e){if(!(e instanceof b))throw e;let n=s=>Z(
s,r).text;throw new b(e.code,n(e.message),{...e.where===void 0?{}:{where:n(e.where)},details:e.details.map(n),cause:e.cause})}}
function Yd(){let r=Wo(process.pid);return{pid:process.pid,host:Md(),...r?{start:r}:{}}}async function Zd(r,t,e,n,s,o,i){
let{run:l,invocation:a}=s,u=await r.readSummary(l),c=await r.open(l),{jobs:d,summaryParts:f}=s.pulled?{jobs:await za(c,n,
s.pulled),summaryParts:null}:await Qd(ot(t,l),u,i.run(a.workflow_path)),p=[];a.workflow_sha256!==void 0&&a.workflow_sha256!==
o.workflow&&p.push("");let g=a.called_sha256;if(g!==void 0)for(let y of[...new Set([...Object.keys(g),...Object.keys(o.called)])].
sort())g[y]!==o.called[y]&&p.push(y);let h=[...new Set(d.flatMap(y=>y.stages))],w=d.map(y=>y.id),m=`stages: ${h.join(", ")||
"(none)"}; jobs: ${w.join(", ")||"(none)"}`;if(s.from.trim()==="")throw new b("usage",`is empty; name the stage or job o\
f run ${l} to run again from: ${m}`,{where:i.from});let S=u.unstored===void 0?[]:[u.unstored.failed,...u.unstored.after],
$=d.find(y=>y.id.includes("/")&&(y.stages.includes(s.from)||y.legs.includes(s.from)))?.id??d.find(y=>y.stages.includes(s.
from)||y.legs.includes(s.from))?.id??S.find(y=>y.stage===s.from)?.job??(await c.get(s.from))?.record.job??n.jobs.find(y=>y.
id===s.from)?.id,x=$?.split("/")[0];if(x===void 0)throw new b("stage-unknown",`run ${l} has no stage or job ${s.from}${Fe(
s.from,[...h,...w])}; ${m}`,{where:i.from});let A=x===s.from?`job ${x}`:`${$===s.from?"job":"stage"} ${s.from} belongs t\
o job ${x}, which`;if(!e.jobs.some(y=>y.id===x)){let y=e.jobs.map(N=>N.id);throw new b("stage-unknown",`${A} is no longe\
r in ${e.fileName}: a replay runs the workflow file as it is now, not as run ${l} had it`,{where:i.from,details:[`its jo\
bs now: ${y.join(", ")||"(none)"}`]})}if(!n.jobs.some(y=>y.id===x))throw new b("stage-unknown",`${A} is not part of this\
 run${n.target===null?"":` (run ${l} was started with ${i.passJob(n.target)})`}`,{where:i.from});let P=new Set([x,...n.jobs.
filter(y=>y.upstream.includes(x)).map(y=>y.id)]);for(let y of n.jobs)y.calledBy!==null&&P.has(y.calledBy)&&P.add(y.id);let v=S.
find(y=>!P.has(y.job)&&!P.has(y.job.split("/")[0]));if(v!==void 0){let y=await li(ot(t,l),u,i),N=y?.records.find(U=>U.stage===
v.stage&&U.attempt===v.attempt);throw new b("replay-incomplete",`run ${l} never stored ${se({...v,runAttempt:1})} of job\
 ${v.job}, so replaying from ${s.from} cannot reuse that job`,{where:i.from,details:[...N===void 0?[]:[N.reason],...y?[y.
fix]:[]]})}let R=new Map,_=[],J=new Set;for(let y of n.jobs){if(P.has(y.id))continue;let N=d.find(U=>U.id===y.id);if(!N)
throw new b("replay-incomplete",`run ${l} has no result for job ${y.id}; run it again in full`,{where:i.from});if(s.pulled){
let{resultFrom:U,...T}=N;U==="unknown"&&J.add(y.id),R.set(y.id,T)}else R.set(y.id,N);_.push(...N.stages)}for(let y of n.
jobs){if(!P.has(y.id)||s.pulled===void 0)continue;let N=y.needs.find(T=>J.has(T));if(N===void 0)continue;let{pulled:U}=s.
pulled;throw new b("replay-incomplete",`job ${N}'s result is not known: it recorded no stage, and GitHub lists no job of\
 run ${U.run_id} by its name, so replaying from ${s.from} cannot give it to job ${y.id}`,{where:i.from,details:[`GitHub'\
s jobs of the run: ${U.workflow_run.jobs.map(T=>T.name).join(", ")||"(none)"}`,`replay from job ${N} to run it here too:\
 ${i.replay(l,N)}`]})}for(let y of n.jobs)if(P.has(y.id))for(let N of y.needs){let U=R.get(N)?.withheldOutputs??[];if(U.
length===0)continue;let T=U.join(", ");if(s.pulled){let{pulled:E}=s.pulled;throw new b("replay-incomplete",`job ${N}'s o\
utput${U.length===1?` ${T} was`:`s ${T} were`} set on GitHub and not pulled (baton pull brings the stages' records; an o\
utput a run: step writes, or one of a matrix job, is in none), so replaying from ${s.from} cannot give ${U.length===1?"i\
t":"them"} to job ${y.id}`,{where:i.from,details:[`replay from job ${N} to run it here too: ${i.replay(l,N)}`,`its value\
 on GitHub is in the job's log: ${E.url}`]})}throw new b("replay-incomplete",`job ${N}'s output${U.length===1?` ${T} was`:
`s ${T} were`} not stored (it may hold a secret), so replaying from ${s.from} cannot give it to job ${y.id}`,{where:i.from,
details:[`replay from the job that made it: ${i.replay(l,N)}`]})}let Q=new Map(e.jobs.map(y=>[y.id,y])),k=y=>(R.get(y)?.
result??"success")!=="success",F=Q.get(x);if(F?.if.text===null){let y=F.needs.map(N=>N.id).filter(k);if(y.length>0){let N=y[0];
for(let U=0;R.get(N)?.result==="skipped"&&U<e.jobs.length;U++){let T=Q.get(N)?.needs.map(E=>E.id).find(k);if(T===void 0)
break;N=T}throw new b("replay-skips",`job ${x} needs ${y.map(U=>`${U} (${R.get(U).result} in run ${l})`).join(", ")}, so\
 replaying from ${s.from} would skip it again`,{where:i.from,details:[`replay from the job that did not succeed: ${i.replay(
l,N)}`]})}}let Y=new Set(_),O=await c.list(),M=_.find(y=>!O.some(N=>N.stage===y));if(M!==void 0)throw new b("replay-inco\
mplete",`run ${l} recorded stage ${M}, but its record is gone from ${ot(t,l)}, so it cannot be reused`,{where:i.from,details:[
`replay from that stage, to run it again: ${i.replay(l,M)}`]});for(let y of O)if(Y.has(y.stage))try{await c.getAttempt(y.
stage,y.attempt,y.runAttempt)}catch(N){throw N instanceof b?new b("replay-incomplete",`run ${l}'s record of stage ${y.stage}\
 (attempt ${y.attempt}) cannot be reused: ${yt(N)}`,{where:i.from,details:[`replay from that stage, to run it again: ${i.
replay(l,y.stage)}`]}):N}let H=d.find(y=>y.id===x),D=s.from===x?null:$!==void 0&&$!==x?`every job of its call (${d.filter(
y=>y.id.startsWith(`${x}/`)).map(y=>y.id).join(", ")})`:H&&H.legs.length>1?`every leg of its matrix (${H.legs.join(", ")}\
)`:H&&H.stages.length>1?`every stage of it (${H.stages.join(", ")})`:null,K=D===null?null:`${i.fromStage(s.from)}: job ${x}\
 runs again whole, ${D}`,G=qo(l,a,"replay",i),nt=await ef(ot(t,l),f,new Set(R.keys()));return{run:l,store:c,jobs:R,stages:_,
changed:p,whole:K,redactedStart:G,summaries:nt}}async function Qd(r,t,e){let n=t.id,s=ot(r,it.jobs),o=await Te(s,"utf8").
catch(d=>{throw tf(t,s,d,e)}),i=Do(o,Dd,s,{code:"replay-incomplete",what:"the jobs' results baton stores",fix:`run ${n} \
cannot be replayed; run it again in full`}),a=i.some(d=>d.legs.length>0||d.leg_results===void 0&&d.skip_reason===void 0)?
await nf(r):{legs:new Map,skips:new Map},u=i.some(d=>d.summary_parts!==void 0)?i.flatMap(d=>(d.summary_parts??[]).map(f=>({
job:d.id,...f}))):null;return{jobs:i.map(({withheld_outputs:d,leg_results:f,skip_reason:p,summary_parts:g,...h})=>{let w=a.
legs.get(h.id),m=x=>{let A=w?.get(x.leg);return{...x,...A?.durationMs===void 0?{}:{durationMs:A.durationMs},...A?.failedStep===
void 0?{}:{failedStep:A.failedStep}}},S=f?.map(m)??(w===void 0?void 0:h.legs.map(x=>w.get(x)??{leg:x,result:h.result})),
$=p??a.skips.get(h.id);return{...h,...d&&d.length>0?{withheldOutputs:d}:{},...S===void 0?{}:{legResults:S},...$===void 0?
{}:{skipReason:$}}}),summaryParts:u}}function tf(r,t,e,n){let s=r.id,o=`run it again in full: ${n} with the same options`;
if(Vs(e)){let{why:u,details:c}=qs(t,e,_n(t),{dir:_n(t),what:"the run"});return new b("replay-incomplete",`cannot be read\
: ${u}, so run ${s} cannot be replayed`,{where:t,cause:e,details:[...c,`or ${o}`]})}if(!Ct(e,"ENOENT"))return new b("rep\
lay-incomplete",`${$s(e)}, so run ${s} cannot be replayed`,{where:t,cause:e,details:[o]});let i=Qe(r),l=tn(r);if(l!==null)
return new b("replay-incomplete",`${en(s,l)}, so it cannot be replayed yet: a replay takes the jobs' results of a finish\
ed run`,{details:["replay it once it has ended there",nn(l,_n(t),`run it again in full (${n} with the same options), and\
 remove it`)]});if(i==="running")return new b("replay-incomplete",`run ${s} is still running, so it cannot be replayed y\
et: a replay takes the jobs' results of a finished run`,{details:["replay it once it has ended"]});if(i==="interrupted")
return new b("replay-incomplete",`run ${s} was interrupted (its process ended before the run did), so it cannot be repla\
yed: a replay takes the jobs' results of a finished run`,{details:[o]});let a=to(r.reason,t);return a!==null?new b("repl\
ay-incomplete",`was never written, so run ${s} (${i}) cannot be replayed: a finished run keeps its jobs' results there`,
{where:t,details:[`the run ended with: ${a.slice(a.indexOf(`${it.jobs}: `)+it.jobs.length+2)}`,`${Ys(a)}${o}`]}):new b("\
replay-incomplete",`is missing, so run ${s} (${i}) cannot be replayed: a finished run keeps its jobs' results there`,{where:t,
details:[...r.reason===void 0?[]:[`the run ended with: ${r.reason.split(`
`)[0]}`],`put it back if you have a copy, or ${o}`]})}async function ef(r,t,e){let n=await Te(ot(r,it.summary)).catch(l=>Ct(
l,"ENOENT")?Buffer.alloc(0):null);if(n===null)return null;if(n.length===0)return[];if(t===null)return null;let s=[...t].
sort((l,a)=>l.offset-a.offset),o=[],i=0;for(let l of s){if(l.offset!==i||l.offset+l.bytes>n.length)return null;i+=l.bytes;
let a=n.subarray(l.offset,l.offset+l.bytes).toString("utf8"),u=Ir(l.job,l.leg);if(!a.startsWith(u)||!a.endsWith(`

`))return null;e.has(l.job)&&o.push({job:l.job,leg:l.leg,markdown:a.slice(u.length,-2)})}return i===n.length?o:null}async function nf(r){
let t=await Te(ot(r,it.events),"utf8").catch(()=>""),e=new Map,n=new Map,s=new Map,o=new Map;for(let i of Ho(t,["job-fin\
ished","job-skipped","step-finished","step-started","stage-recorded"])){if(i.type==="job-skipped"&&n.set(i.job,i.reason),
i.type==="step-started"&&o.set(`${i.job}\0${i.leg}`,[]),i.type==="stage-recorded"){let u=o.get(`${i.job}\0${i.leg}`);u!==
void 0&&!u.includes(i.stage)&&u.push(i.stage)}if(i.type==="step-finished"&&i.conclusion==="failure"){let u=`${i.job}\0${i.
leg}`,c=o.get(u)??[];s.has(u)||s.set(u,{step:i.step,name:i.name,message:i.message,...i.output_tail===void 0?{}:{output_tail:i.
output_tail},...c.length===0?{}:{stages:c}})}if(i.type!=="job-finished")continue;let l=e.get(i.job)??new Map,a=i.failed_step??
s.get(`${i.job}\0${i.leg}`);l.set(i.leg,{leg:i.leg,result:i.result,...i.reason===void 0?{}:{reason:i.reason},durationMs:i.
duration_ms,...a===void 0||i.result!=="failure"?{}:{failedStep:a}}),e.set(i.job,l)}return{legs:e,skips:n}}function zr(r){
let t=zt(r??process.cwd()),e;try{e=(0,Kt.statSync)(t)}catch(n){if(!Ct(n,"ENOENT","ENOTDIR"))throw pe(t,n,"cwd")}if(e?.isDirectory()!==
!0)throw new b("usage",e===void 0?"no such directory":"is not a directory",{where:`cwd ${t}`});return t}function rf(r){if(typeof r!=
"string"||r.trim()==="")throw Hn("runWorkflow","the workflow file's path as its first argument (runWorkflow('.github/wor\
kflows/ci.yml', \u2026))",Le(r))}async function sf(r,t,e){let n=new Set(e);for(let s of await r.list())n.has(s.stage)&&await t.
copyAttempt(r,s.stage,s.attempt,s.runAttempt)}async function of(r,t,e){let n=new Set;for(let s of e)for(let o of[...s.legs,
...(s.legResults??[]).map(i=>i.leg)])n.add(o);for(let s of n){let o=ce(s),i=ot(r,o);if((await Td(i).catch(()=>null))?.isFile()!==
!0)continue;let l=Is(t,it.jobLogPrefix);try{await Ed(i,l,Kt.constants.COPYFILE_EXCL),await _d(l,ot(t,o))}catch(a){throw await Cd(
l,{force:!0}),new b("run-write-failed",Kn(`the job log of ${s}`,a),{where:ot(t,o),cause:a})}}}async function lw(r,t,e={}){
return af(r,t,e,tr)}async function af(r,t,e,n,s="clean-up"){lf(r,t);let o=Jr(e,"replayWorkflow"),i=zr(o.cwd),l=zt(i,o.storeDir??
Me),a=await el(l,s),u=new Ze(l),c=await u.resolve(r),d=await u.readSummaryOrProblem(c),f=d instanceof b?void 0:d.pulled;
if(f){let{invocation:g,replay:h}=await Ba(c,ot(l,c),f,i,o.env??process.env,o.event!==void 0,n);return Gr(g.workflow_path,
{...o,cwd:i,storeDir:l,eventName:g.event_name},{words:n,replay:{run:c,from:t,invocation:g,pulled:h},leftovers:a})}if(o.event!==
void 0)throw new b("usage",`is for a run pulled from GitHub (which does not keep its event payload); run ${c} was starte\
d here, and a replay gives it the event it was started with`,{where:n.event,details:[`replay it without ${n.event}: ${n.
replay(c,t)}`]});let p=await Ko(ot(l,c),c);if(p.redacted)throw new b("replay-refused",`run ${c} was started with a secre\
t (or text shaped like a token) in ${Vo(p,n)}, which was not stored, so it cannot be replayed`,{details:[`start it again\
 in full: ${n.run(p.workflow_path)} with the same options`]});return Gr(p.workflow_path,{...o,cwd:i,storeDir:l,...p.job?
{job:p.job}:{},inputs:p.inputs,event:p.event,eventName:p.event_name,vars:p.vars,secrets:[...new Set([...p.secrets,...o.secrets??
[]])],...p.parent?{parent:p.parent}:{}},{words:n,replay:{run:c,from:t,invocation:p},leftovers:a})}function lf(r,t){let e=[
...typeof r=="string"&&r.trim()!==""?[]:[{takes:"the stored run's id (or 'latest') as its first argument (replayWorkflow\
('latest', 'fix', \u2026))",given:Le(r)}],...typeof t=="string"?[]:[{takes:"the stage or job to run again from as its se\
cond argument (replayWorkflow('latest', 'fix', \u2026))",given:Le(t)}]],[n,...s]=e;if(n!==void 0)throw Hn("replayWorkflo\
w",n.takes,n.given,void 0,s.map(({takes:o,given:i})=>cs(o,i)))}function uf(r){return(typeof r=="object"||typeof r=="func\
tion")&&r!==null&&typeof r.then=="function"}export{an as a,ln as b,yi as c,El as d,cn as e,aw as f,Wd as g,lw as h,af as i};

import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{a as gi,b as mi}from"./chunk-YHQU7V4H.js";import{a as yi,b as Ci,c as Mi,d as ji}from"./chunk-Y3MGFUMN.js";
import{a as bi,c as Si,d as ki,j as Ei,k as Ai,l as Ti,m as Ni}from"./chunk-DZHVBGAR.js";import{a as Xn,b as xi,c as $i,
d as Ri,e as Oi,g as Pi}from"./chunk-JODWQ2ZC.js";import{b as _i,c as Yn}from"./chunk-2XE6567J.js";import{a as or}from"./chunk-PRXBAZOW.js";
import{a as lr}from"./chunk-UYPQSWXX.js";import{k as di,l as fi}from"./chunk-DOMHY2EF.js";import{$ as Dr,Ba as oi,
C as hr,Ca as ai,D as gr,Da as zn,Ea as li,Fa as ui,Ga as ci,H as ce,I as mr,K as wr,L as yr,O as Fe,P as Ht,Q as Sr,R as kr,
S as vr,T as xr,X as Mr,Z as de,_ as Un,a as $t,aa as Wr,b as Rt,ba as Ur,c as Ce,ca as Hr,d as Ut,da as Jr,ea as Br,f as ue,
fa as zr,ha as Je,ia as Be,ja as Jn,ka as Kr,ma as ze,n as tt,na as Vr,p as ur,q as cr,r as dr,sa as ti,ta as ei,ua as ni,
va as si,w as Me,wa as ri,y as fr,ya as ii,z as pr}from"./chunk-UWBQFVWI.js";import{A as qr,B as Xr,J as Yr,L as Zr,
M as Qr,a as Hn,i as Gr,z as Ge}from"./chunk-ICH3CCON.js";import{b as q,c as Qt,d as We,e as Ue,f as He,g as jr,h as Lr,
j as Fr,k as Jt,l as Wn,m as Ir}from"./chunk-OYXZMEXX.js";import{b as Bn}from"./chunk-LS2NIP65.js";import{a as Vn,
e as wi,h as qn,i as Ye}from"./chunk-UXXJDIQ6.js";import{a as pi,b as Gn,c as fe,d as Kn,f as Ke,g as Ve,i as qe,j as Xe,
k as hi,m as vi}from"./chunk-ZHU3RJPK.js";import{A as _r,B as Cr,E as Ct,a as je,b as Le,c as br,m as $r,o as Rr,p as Or,
q as Pr,r as Ie,s as De,t as Er,w as Ar,x as Tr,y as Nr}from"./chunk-OTIZIJOI.js";import{a as Nt,b as Ae,c as xt,d as Ln,
e as Ks,g as Dn,i as Ne,m as nr,n as sr,p as rr,q as le,r as ir,t as Zt,v as ar,w as _e}from"./chunk-W3W44F6T.js";
import{a as Pe,b as Ee,d as x,e as Dt,f as mt,g as An,h as Tn,k as qt}from"./chunk-4X335366.js";import{Aa as er,B as Q,
C as nt,Da as ae,Ea as Yt,H as Pt,I as zs,O as Z,P as dt,Q as ie,T as vt,U as Gs,X as jn,b as Nn,ca as Vs,d as Ds,da as qs,
e as Ws,ha as et,i as Ft,ia as Wt,j as Us,ja as Fn,k as Hs,ka as Xs,l as _n,m as Cn,ma as Ys,n as Js,na as _t,o as Bs,oa as Te,
pa as Zs,q as Xt,r as Mn,ra as Qs,sa as In,ua as oe,x as yt,xa as tr,ya as G}from"./chunk-DFBKRPZ5.js";import{a as re}from"./chunk-5A7QKWCT.js";
import{d as Tt}from"./chunk-3NR5HZ6E.js";var hd=jn.stage;function Zn(s,t){let e=jn[s];return Object.fromEntries(Object.entries(t).filter(([n])=>e.includes(n)))}function Ze(s,t,e={}){
let n=s.problems.some(r=>r.code===Pt.nextUnknownStage);return{[nt.status]:s.status,[nt.next]:t?.next&&!n?t.next.stage:"",
[nt.present]:s.present?"true":"false",[nt.data]:JSON.stringify(t?.data??{}),[nt.sha256]:s.digests.handoff??"",[nt.artifactId]:e.
artifactId??"",[nt.promptPath]:e.promptPath??"",[nt.handoffPath]:e.handoffPath??""}}function Li(){return{[nt.status]:"fa\
ilure",[nt.next]:"",[nt.present]:"false",[nt.data]:"{}",[nt.sha256]:"",[nt.artifactId]:"",[nt.promptPath]:"",[nt.handoffPath]:""}}var va=new TextEncoder,xa=new TextDecoder("utf-8",{fatal:!0,ignoreBOM:!0}),$a=new TextDecoder("latin1");async function Fi(s,t,e){
let n=[],r=[],i=new Set,o=yt.artifactBytes;for(let[l,a]of(t.artifacts??[]).entries()){let u=f=>r.push({code:Pt.artifactRefused,
severity:"warning",path:sr(["artifacts",l,"path"]),message:`${a.path} ${f}; it was not kept`});if(a.path.includes(vt.markerPrefix)){
u("held a secret (its path was redacted)");continue}let d=Pr(a.path);if("refused"in d){u(d.refused);continue}if(i.has(d.
path))continue;let c=await e.readArtifact(s.workingDirectory,d.path,o);if(c.kind==="refused"){u(c.reason);continue}let p=Ra(
c.bytes,s.redact,`${Bs}/${d.path}`);if("refused"in p){u(p.refused);continue}if(p.bytes.length>o){u(`is ${p.bytes.length}\
 bytes once redacted, more than the ${o} bytes left of the ${yt.artifactBytes}-byte limit for one record's artifacts`);continue}
r.push(...p.problems),n.push({path:d.path,bytes:p.bytes}),i.add(d.path),o-=p.bytes.length}return{files:n,problems:r}}function Ra(s,t,e){
let n;try{n=xa.decode(s)}catch{n=void 0}if(n!==void 0){let r=Be(n,t,e);return r.problems.length===0?{bytes:s,problems:[]}:
{bytes:va.encode(r.text),problems:r.problems}}return q($a.decode(s),t).redactions.length>0?{refused:"is not UTF-8 text a\
nd holds a secret, which cannot be redacted from a binary file"}:{bytes:s,problems:[]}}var Oa=new Set(Object.values(zs));function Ii(s){return s.problems.filter(t=>t.severity==="warning"&&!Oa.has(t.code))}var Qe="baton: the command could not start: ";async function tn(s,t,e,n,r={}){let i=e&&s.agent?.kind==="preset"?pr(s.agent.preset,e.stdout):null,o=await Aa(s,t,e,i?.finalText??
null,n),l=o.kind==="valid"?o.handoff:null,a=l?await Fi(s,l,n.workspace):{files:[],problems:[]},u=[...t.warnings,...o.problems,
...a.problems,...i?.problems??[]],d=o.kind==="invalid",c=s.onInvalid==="fail"||s.handoff==="required",p=null,f,h={reason:"\
cancelled",message:`the stage was cancelled while its agent ran${typeof r.signal?.reason=="string"?`: ${r.signal.reason}`:
""}`};if(r.cancelled||r.signal?.aborted)f=h;else if(e&&e.exitCode!==0){let $=s.agent?.kind==="preset"?Ea(s.agent.preset,
e,s.redact):"";f={reason:"exit-nonzero",message:e.exitCode!==null?`the agent exited with code ${e.exitCode}${$}`:e.signal!==
null?`the agent was ended by ${e.signal}`:`the agent could not start: ${e.output.replace(Qe,"").trim()}`,exitCode:e.exitCode,
signal:e.signal}}else if(d&&c){let $=o.problems.filter(C=>C.severity==="error");f={reason:"handoff-invalid",message:`the\
 handoff was refused (${_a($.length,"problem")}): ${Na($)}`,problems:$}}else if(l===null&&s.handoff==="required"){let $=`\
no handoff: nothing at $${Ft.handoffPath} and no block between the markers in the agent's output, and this stage require\
s one (handoff: required)`;u.push({code:Pt.handoffMissing,severity:"error",path:"$",message:$}),f={reason:"handoff-missi\
ng",message:$}}else if(r.verify){let $=await r.verify();p=$.facts,u.push(...$.problems),f=r.signal?.aborted?{reason:"can\
celled",message:"the stage was cancelled while verify ran"}:p.exit_code===0?{reason:"completed",message:null}:{reason:"v\
erify-failed",message:`verify failed with ${p.exit_code===null?"no exit code (ended by a signal)":`exit code ${p.exit_code}`}`,
exitCode:p.exit_code}}else f={reason:"completed",message:null};let S=d&&!c?u.map($=>({...$,severity:"warning"})):u,m=n.workspace.
now(),w=await Je(s,{attempt:t.attempt,repair:t.repair,hop:t.hop,lineage:t.lineage,...t.parent?{parent:t.parent}:{},prompt:t.
prompt,handoff:l,agent:e,startedAt:new Date(t.preparedAt),finishedAt:m,usage:i?.usage??null,verify:p,outcome:f,problems:S,
files:a.files},n),b=s.handoff==="required"&&(f.reason==="handoff-invalid"||f.reason==="handoff-missing");return{...w,outputs:Ze(
w.record,w.handoff,{artifactId:w.ref.id,promptPath:t.promptPath,handoffPath:t.handoffPath}),repairProblems:b?w.record.problems.
filter($=>$.severity==="error"):[]}}var Pa=300;function Ea(s,t,e){let n=hr(s,t.output);if(n===null)return"";let r=q(n.text,
e).text,i=vi(qt(_e(r).replace(/\s+/g," ").trim()),Pa);return i===""?"":n.source==="cli"?`: ${s} said "${i}"`:`: ${i}`}async function Aa(s,t,e,n,r){
let i=await r.workspace.readHandoff(t.handoffPath),o=[],l;if(i.kind!=="missing")l=i;else if(e)for(let c of[n,e.stdout]){
if(!c)continue;let p=or(c);if(o.push(...p.warnings),p.json!==null){l=nr(p.json);break}}if(l===void 0)return{kind:"missin\
g",problems:Ta(o)};if(l.kind==="invalid")return{kind:"invalid",problems:[...o,...l.problems]};let a=Fr(l.handoff,s.redact),
u=[...o,...l.warnings,...a.problems],d=a.handoff.next?.stage;if(d!==void 0&&s.workflowJobs!==null&&!s.workflowJobs.includes(
d)){let c={code:Pt.nextUnknownStage,severity:s.onInvalid==="warn"?"warning":"error",path:"$.next.stage",message:`"${d}" \
names no job in this workflow; jobs: ${[...s.workflowJobs].sort().join(", ")}`};if(s.onInvalid==="fail")return{kind:"inv\
alid",problems:[...u,c]};u.push(c)}else d!==void 0&&s.workflowJobs===null&&u.push({code:Pt.nextUnchecked,severity:"warni\
ng",path:"$.next.stage",message:`"${d}" was not checked against the workflow's jobs, which are not known here: ${s.workflowUnread??
"the workflow file was not read"}; the \`next\` output names it as given, whether or not a job has that id`});return{kind:"\
valid",handoff:a.handoff,problems:u}}function Ta(s){let t=new Set;return s.filter(e=>{let n=`${e.code}\0${e.path}\0${e.message}`;
return t.has(n)?!1:(t.add(n),!0)})}function Na(s){let t=[...s].sort((n,r)=>Number(Dn(r.message))-Number(Dn(n.message))),
e=t.slice(0,3).map(Zt).join("; ");return t.length>3?`${e}; and ${t.length-3} more`:e}function _a(s,t){return`${s} ${t}${s===
1?"":"s"}`}function Wi(s){let t=s.problems.filter(r=>r.severity==="error"),e=(t.length>0?t:s.problems).map(r=>`- ${Zt(r).replace(/\s+/g,
" ")}`).join(`
`),n=JSON.stringify(lr(),null,2);return[`# Your handoff for stage \`${s.stage}\` was not accepted`,"","Your last run fin\
ished, but baton could not accept its handoff:","",e,"",`Do not redo the work. Write the handoff again, as one JSON obje\
ct that follows the JSON Schema below, to the file named by the environment variable \`${Ft.handoffPath}\` (or print it a\
s the last thing you output, between a line \`${Cn.start}\` and a line \`${Cn.end}\`).`,"","## The handoff JSON Schema",
"",Di(n,"json"),"","## The task you were given","",Di(s.previousPrompt,"markdown"),""].join(`
`)}function Di(s,t){let e=Math.max(0,...Array.from(s.matchAll(/`+/g),r=>r[0].length)),n="`".repeat(Math.max(3,e+1));return`${n}${t}\

${s.replace(/\n$/,"")}
${n}`}async function en(s,t,e={}){let n=e.attempt??1,r=t.workspace.now();await Ma(s,n,t.store);let i=e.upstream??await ja(s,t.
store),o=e.parent!==void 0?e.parent:await Fa(s,t),l=i.filter(m=>m.stored!==void 0),a=l.map(m=>Ui(m.stored)).sort((m,w)=>Hn(
m.stage,w.stage)),u=o?.deepest[0]?.record.hop??0,d=1+Math.max(u,...l.map(m=>m.stored.record.hop)),c=o?{run:o.run,lineage:o.
deepest.map(Ui)}:void 0,p=async(m,w)=>{let b=await Je(s,{attempt:n,repair:e.repair!==void 0,hop:d,lineage:a,...c?{parent:c}:
{},prompt:"",handoff:null,agent:null,startedAt:r,finishedAt:t.workspace.now(),usage:null,verify:null,outcome:m,problems:w},
t);return{kind:"refused",result:{stage:s.stage,ok:!1,outcome:b.outcome,attempts:[b],final:b,outputs:Ze(b.record,null,{artifactId:b.
ref.id})}}};if(d>s.maxHandoffs){let m=await Ia(s,l,o,t),w=`stage ${s.stage} would be hop ${d}, more than max-handoffs ${s.
maxHandoffs}: ${Ua(m)}`;return p({reason:"max-handoffs",message:w,hop:d,limit:s.maxHandoffs,chain:m},[{code:Pt.maxHandoffs,
severity:"error",path:"$",message:w}])}let f,g=[];if(e.repair)f=Wi({stage:s.stage,...e.repair});else try{({prompt:f,warnings:g}=
await Ca(s,i,e.attemptContext))}catch(m){if(!(m instanceof x))throw m;let w={code:m.code,severity:"error",path:m.where??
"$",message:m.message};return p({reason:"render-failed",message:mt(m),problems:[w]},[w])}let h=await t.workspace.attemptPaths(
s.stage,n);return s.agent?.kind==="preset"&&(f=`${f.trimEnd()}

${gr({handoffPath:h.handoffPath})}
`),await t.workspace.writePrompt(h.promptPath,f),{kind:"ready",prepared:{stage:s.stage,attempt:n,repair:e.repair!==void 0,
prompt:f,promptPath:h.promptPath,handoffPath:h.handoffPath,lineage:a,hop:d,...c?{parent:c}:{},warnings:g,preparedAt:r.toISOString()},
upstream:i,parent:o}}async function Ca(s,t,e){if(s.template===null)throw new x("prompt-missing","this stage has no promp\
t template",{where:s.stage});let n={source:s.template.source,...s.maxPromptTokens===null?{}:{maxPromptTokens:s.maxPromptTokens},
...s.madeEvent===void 0?{}:{madeEventHint:Ei(s.madeEvent,s.madeEventRun)}};await Ti(s.template.text,n);let r=Gr({upstream:t,
inputs:s.inputs,github:s.github,...e?{attempt:e}:{},require:s.needs,analysis:Ai(s.template.text)}),i=Ni(s.template.text,
r.context,n);return{prompt:i.prompt,warnings:[...r.warnings,...i.warnings]}}async function Ma(s,t,e){let n={stage:s.stage,
attempt:t,runAttempt:s.run.attempt};if((await e.list()).some(i=>De(i,n)===0))throw new x("record-exists",`${Ar(n)} alrea\
dy has a record in this run, so the agent was not run; records are immutable`,{where:`stage ${s.stage}`,details:[`anothe\
r job of this run records stage ${s.stage}: give each job its own stage id (the \`${Q.stage}\` input)`]})}async function ja(s,t){
let e=s.upstream.filter(a=>a.stage!==s.stage),n=await Promise.all(e.map(a=>t.get(a.stage))),r=new Map(e.map(a=>[a.stage,
a])),i=(a,u)=>{let{job:d=null,matrix:c,open:p,place:f}=r.get(a)??{};return{stage:a,job:d??u?.record.job??a,stored:u,...c===
void 0?{}:{matrix:c},...p===!0?{open:!0}:{},...f===void 0?{}:{place:f}}},o=new Map;for(let[a,u]of e.entries())o.set(u.stage,
n[a]);if(s.expandLineage){let a=[...o.values()].filter(u=>u!==void 0);for(let u=a.shift();u;u=a.shift())for(let d of u.record.
lineage){if(d.stage===s.stage||o.has(d.stage))continue;let c=await t.getAttempt(d.stage,d.attempt,d.run_attempt),p=c?.recordSha256===
d.record_sha256?c:void 0;o.set(d.stage,p),p&&a.push(p)}}let l=s.expandLineage?await La(s,o,t):new Map;return[...o].map(([
a,u])=>{let d=l.get(a);return{...i(a,u),...d?{recordedLike:d}:{}}})}async function La(s,t,e){let n=s.needs.filter(o=>t.has(
o)&&t.get(o)===void 0),r=new Map;if(n.length===0)return r;let i=[...new Set((await e.list()).map(o=>o.stage))].filter(o=>o!==
s.stage).sort(Hn);for(let o of n){let l=i.filter(a=>a.startsWith(`${o}-`));l.length>0&&r.set(o,l)}return r}async function Fa(s,t){
if(s.parentRun===null)return null;if(!t.openRun)throw new Dt(`stage ${s.stage}: a parent run is set but no way to open a\
nother run was given`);let e=await t.openRun(s.parentRun),n=new Map;for(let o of await e.list())n.set(o.stage,Er([o,n.get(
o.stage)??o]));let r=(await Promise.all([...n.values()].map(o=>e.getAttempt(o.stage,o.attempt,o.runAttempt)))).filter(o=>o!==
void 0),i=Math.max(0,...r.map(o=>o.record.hop));return{run:s.parentRun,store:e,deepest:r.filter(o=>o.record.hop===i)}}function Ui(s){
let{stage:t,attempt:e,run:n}=s.record;return{stage:t,attempt:e,...n.attempt>1?{run_attempt:n.attempt}:{},record_sha256:s.
recordSha256}}async function Ia(s,t,e,n){let r=s.maxHandoffs+1,i=new Map(t.map(f=>[f.stored.recordSha256,f.stored])),o=new Map;
e&&o.set(e.run,Promise.resolve(e.store));let l=f=>(!o.has(f)&&n.openRun&&o.set(f,n.openRun(f)),o.get(f)),a=f=>f.reduce((g,h)=>g===
void 0||h.stored.record.hop>g.stored.record.hop?h:g,void 0),u=async(f,g,h)=>{let S=[];for(let m of f){let w=(h===null?i.
get(m.record_sha256):void 0)??await g.getAttempt(m.stage,m.attempt,m.run_attempt);w?.recordSha256===m.record_sha256&&S.push(
{stored:w,store:g,run:h})}return S},d=[{stage:s.stage,run:null}],c=a([...t.map(f=>({stored:f.stored,store:n.store,run:null})),
...(e?.deepest??[]).map(f=>({stored:f,store:e.store,run:e.run}))]),p=!1;for(;c&&d.length<r+1;){d.unshift({stage:c.stored.
record.stage,run:c.run});let{record:f}=c.stored;if(f.hop<=1){p=!0;break}let g=await u(f.lineage,c.store,c.run);if(f.parent)
try{let h=await l(f.parent.run);h&&g.push(...await u(f.parent.lineage,h,f.parent.run))}catch{}c=a(g)}return Da(d,p)}function Da(s,t){
let e=s.some(i=>i.run!==null),n=t?[]:["\u2026"],r;for(let i of s)e&&i.run!==r&&n.push(Wa(i.run)),r=i.run,n.push(i.stage);
return n}function Wa(s){return s===null?"this run:":`run ${s}:`}function Qn(s){return s.endsWith(":")}function Ua(s){let t=s.
filter(l=>!Qn(l)&&l!=="\u2026").length,e=[],n,r=!1,i=0;for(let l of s)Qn(l)?(n=l,r=!1):l==="\u2026"?e.push(l):(t<=12||i<
5||i>=t-5?(n!==void 0&&!r&&e.push(n),r=!0,e.push(l)):e.at(-1)!=="\u2026"&&e.push("\u2026"),i++);let o="";for(let[l,a]of e.
entries()){let u=e[l-1];o+=l===0?a:u!==void 0&&Qn(u)?` ${a}`:` \u2192 ${a}`}return o}async function Hi(s,t){if(s.agent===null)throw new Dt(`stage ${s.stage}: runStage needs an agent (run or agent); this sp\
ec is for a split stage`);let e=[],n,r,i={},o="",l=!1;for(let a=1;;a++){let u=await en(s,t,{...i,attempt:a,...n?{upstream:n}:
{},...r!==void 0?{parent:r}:{}});if(u.kind==="refused")return t.reporter?.error(u.result.outcome.message??"",s.stage),{...u.
result,attempts:[...e,...u.result.attempts]};n=u.upstream,r=u.parent;let d=u.prepared;d.repair||(o=d.prompt);for(let h of d.
warnings)t.reporter?.warning(h.message,`${s.stage} ${h.path}`);let c=await za(s,d,t),p=await tn(s,d,c,t,{...t.signal?{signal:t.
signal}:{},...s.verify===null?{}:{verify:()=>Ga(s,d,t,s.verify)}});e.push(p);let{outcome:f}=p,g=t.signal?.aborted===!0;if(p.
repairProblems.length>0&&!l&&!g){l=!0,t.reporter?.warning(`${f.message}; giving the agent one repair turn`,s.stage),i={repair:{
problems:p.repairProblems,previousPrompt:o}};continue}if(f.reason==="verify-failed"&&a<s.attempts&&!g){t.reporter?.warning(
`attempt ${a} of ${s.attempts}: ${f.message}; trying again`,s.stage),i={attemptContext:Ja(a+1,p.handoff,p.record.verify)};
continue}return f.reason==="cancelled"?t.reporter?.warning(f.message,s.stage):f.reason!=="completed"&&t.reporter?.error(
f.message,s.stage),Ha(s,f,e,p.outputs)}}function Ha(s,t,e,n){let r=e.at(-1);if(!r)throw new Dt(`stage ${s.stage}: no att\
empt was stored`);return{stage:s.stage,ok:t.reason==="completed",outcome:t,attempts:e,final:r,outputs:n}}function Ja(s,t,e){
return{number:s,previous:t,verify:e?{exit_code:e.exit_code,output:e.output_tail}:null}}function Ba(s,t){let e={};for(let[
n,r]of Object.entries(s))Us.includes(n)||Hs.some(i=>n.startsWith(i))||(e[n]=r);return{...e,...t}}function Ji(s,t,e,n={}){
return Ba(e.env,{...n,[Ft.promptPath]:t.promptPath,[Ft.handoffPath]:t.handoffPath,[Ft.stage]:s.stage})}async function za(s,t,e){
let n=s.agent,r=n.kind==="preset"?{...fr(n.preset),shell:"bash"}:{script:n.command,env:{},shell:s.shell};return e.reporter?.
info(`${s.stage}: attempt ${t.attempt}${t.repair?" (repair turn)":""}, running the agent`),Bi(e,()=>({script:r.script,shell:r.
shell,cwd:e.workspace.resolveDirectory(s.workingDirectory),env:Ji(s,t,e,r.env)}))}async function Bi(s,t){let e=s.workspace.
now();try{return await s.runner.run({...t(),...s.onOutput?{onOutput:s.onOutput}:{},...s.signal?{signal:s.signal}:{}})}catch(n){
let r=`${Qe}${mt(n)}
`;return s.onOutput?.(r,"stderr"),{exitCode:null,signal:null,startedAt:e,finishedAt:s.workspace.now(),output:r,stdout:""}}}
async function Ga(s,t,e,n){e.reporter?.info(`${s.stage}: attempt ${t.attempt}, running verify`);let r=await Bi(e,()=>({script:n,
shell:s.shell,cwd:e.workspace.resolveDirectory(s.workingDirectory),env:Ji(s,t,e)})),i=Be(r.output,s.redact,"verify.outpu\
t_tail");return{facts:{command:n,exit_code:r.exitCode,output_tail:Ds(i.text,yt.verifyOutputTailBytes),duration_ms:Math.max(
0,r.finishedAt.getTime()-r.startedAt.getTime())},problems:i.problems}}var qi=Tt(je(),1),Ot=Tt(re(),1);import{spawn as qa}from"node:child_process";import{tmpdir as Xa}from"node:os";import{join as Ya}from"node:path";
import{StringDecoder as Za}from"node:string_decoder";var te=class{#t;#s={stdout:"",stderr:""};#n=null;constructor(t){this.#t=t}push(t,e){let n=this.#s[e]+t,r=n.endsWith("\r")?
n.slice(0,-1):n,i=Math.max(r.lastIndexOf(`
`),r.lastIndexOf("\r"))+1;n.length-i>65536&&(i=n.length),this.#e(e,n.slice(0,i)),this.#s[e]=n.slice(i)}end(t){this.#e(t,
this.#s[t]),this.#s[t]=""}#e(t,e){e!==""&&(this.#n!==null&&!this.#n.ended&&this.#n.stream!==t&&this.#t(`
`,!0),this.#t(e,!1),this.#n={stream:t,ended:e.endsWith(`
`)||e.endsWith("\r")})}};var Ka=8;function Gi(s,t,e,n){let r=s+t,i=s.length,o=Ue(r,e),l=o.find(d=>d.start<i&&d.end>i),a=l?l.end-i:0;if(n&&(a=zi(t,
a)),!r.includes("\x1B")&&o.every(d=>d.end<=i+a))return a;let u=q(r,e).text;for(let d=0;a<t.length&&d<=Ka;d++){if(He(r,i+
a,e,u))return a;a=n?zi(t,a+1):Va(t,a+1)}return t.length}function zi(s,t){if(t===0||s.charCodeAt(t-1)===Ki)return t;let e=s.
indexOf(`
`,t);return e===-1?s.length:e+1}function Va(s,t){for(let e=t;e<=s.length;e++){let n=s.charCodeAt(e-1);if(n===Ki||n===32||
n===9)return e}return s.length}var Ki=10;var ts={killGraceMs:5e3,maxOutputBytes:1024*1024,drainMs:1e3};function Qa(s){try{process.kill(-s,0)}catch{return!1}let t;
try{t=(0,Ot.readdirSync)("/proc")}catch{return!0}for(let e of t){if(!/^\d+$/.test(e))continue;let n;try{n=(0,Ot.readFileSync)(
`/proc/${e}/stat`,"utf8")}catch{continue}let[r,,i]=n.slice(n.lastIndexOf(")")+2).split(" ");if(Number(i)===s&&r!=="Z")return!0}
return!1}var nn=class{#t;#s;#n;#e;#r;#i;#l;#o;#u;#d;constructor(t={}){this.#t=t.tempDir??Xa(),this.#s=t.killGraceMs??ts.
killGraceMs,this.#n=t.maxOutputBytes??ts.maxOutputBytes,this.#e=t.drainMs??ts.drainMs,this.#r=t.outputHook,this.#i=t.reuseScripts?
new Map:void 0,this.#l=t.secrets??[],this.#o=t.noPathHint??"PATH is not set in its environment",this.#d=t.fewerJobs,this.#u=
t.tempPlace??{...Fe(this.#t),...t.fewerJobs===void 0?{}:{fewerJobs:t.fewerJobs}}}async run(t){let e=Jr(t.shell);tl(t.cwd);
let n=Br(e,t.script),r=this.#c(e.extension,n),i=r??Ya(this.#t,`baton-step-${(0,qi.randomUUID)()}${e.extension}`);if(r===
void 0){try{(0,Ot.writeFileSync)(i,n,{flag:"wx",mode:448})}catch(o){throw o.code!=="EEXIST"&&(0,Ot.rmSync)(i,{force:!0}),
Ht(this.#u,i,"the command's script",o)}this.#i?.set(`${e.extension}\0${n}`,i)}this.#r?.begin?.();try{return await this.#f(
e.file,zr(e,i),t)}finally{this.#r?.end?.(),this.#i===void 0&&(0,Ot.rmSync)(i,{force:!0})}}#c(t,e){let n=`${t}\0${e}`,r=this.#i?.
get(n);if(r===void 0)return;let i=Buffer.from(e),o;try{o=rr(r,i.length)}catch{o={kind:"missing"}}if(o.kind==="file"&&i.equals(
o.bytes))return r;this.#i?.delete(n)}#f(t,e,n){return new Promise((r,i)=>{let o=new Date,l=new sn(this.#n),a=new sn(this.#n),
u=qa(t,e,{cwd:n.cwd,env:n.env,stdio:["ignore","pipe","pipe"],detached:!0});u.pid!==void 0&&n.onStart?.(u.pid);let d,c,p,
f,g=!1,h=F=>{if(u.pid!==void 0)try{process.kill(-u.pid,F)}catch{}},S=()=>u.pid!==void 0&&Qa(u.pid),m,w=!1,b,$=null,C,R=()=>{
h("SIGKILL"),C=Date.now()},k=Number.POSITIVE_INFINITY,T=F=>{F>=k||(k=F,clearTimeout(d),d=setTimeout(R,Math.max(0,F-Date.
now())),d.unref())},P=()=>{$!=="terminate"&&($="terminate",clearTimeout(c),h("SIGTERM"),T(Date.now()+this.#s))},U=()=>{if(n.
stop!=="interrupt"||n.kill?.aborted)return P();$===null&&($="interrupt",h("SIGINT"),c=setTimeout(()=>h("SIGTERM"),1.5*this.#s),
c.unref(),T(Date.now()+2*this.#s))},X=()=>{let F=S();return n.kill?.aborted&&C===void 0&&F&&R(),F&&(C===void 0||Date.now()-
C<2e3)?(m??=setInterval(v,100),!1):(clearInterval(m),w?!0:b===void 0?(b=Date.now(),setTimeout(v,this.#e).unref(),!1):Date.
now()-b>=this.#e)},v=()=>{g||f===void 0||$!==null&&!X()||(clearInterval(m),g=!0,clearTimeout(p),u.stdout?.destroy(),u.stderr?.
destroy(),E("stdout"),E("stderr"),n.signal?.removeEventListener("abort",U),n.kill?.removeEventListener("abort",P),clearTimeout(
d),clearTimeout(c),r({exitCode:f.code,signal:f.signal,startedAt:o,finishedAt:new Date,output:l.text(this.#l),stdout:a.text(
this.#l)}))},M=new te((F,V)=>V?l.insert(F):l.push(F)),E=F=>M.end(F),I=(F,V)=>{let j=new Za("utf8"),y=O=>{M.push(O,V),O!==
""&&(V==="stdout"&&a.push(O),this.#r?.chunk(O,V),n.onOutput?.(O,V))};F.on("data",O=>{l.wrote(O.length),V==="stdout"&&a.wrote(
O.length),y(j.write(O))}),F.on("end",()=>{y(j.end()),E(V)})};u.on("error",F=>{if(g)return;g=!0,n.signal?.removeEventListener(
"abort",U),n.kill?.removeEventListener("abort",P);let V=F.code==="ENOENT"&&!t.includes("/")&&!n.env.PATH,j=Pe(F,this.#d);
i(new x("shell-failed",`could not start ${JSON.stringify(t)}: ${F.code??F.message}${j===null?"":` (${j})`}${V?`; ${this.#o}`:
""}`,{where:"shell",cause:F}))}),u.stdout&&I(u.stdout,"stdout"),u.stderr&&I(u.stderr,"stderr"),u.on("exit",(F,V)=>{f={code:F,
signal:V},p=setTimeout(()=>{$===null&&(u.stdout?.destroy(),u.stderr?.destroy()),v()},this.#e),p.unref()}),u.on("close",()=>{
w=!0,v()}),n.kill?.aborted?P():n.kill?.addEventListener("abort",P,{once:!0}),n.signal&&(n.signal.aborted?U():n.signal.addEventListener(
"abort",U,{once:!0}))})}};function tl(s){let t;try{t=(0,Ot.statSync)(s)}catch{t=void 0}if(!t?.isDirectory())throw new x(
"working-directory-missing",`${s} is not a directory`,{where:"working-directory"})}var Vi=64*1024,el=`${["-----BEGIN","P\
RIVATE","KEY-----"].join(" ")}
`,nl=128,sn=class{#t;#s=[];#n=0;#e=0;#r=0;#i=0;#l=!1;#o="";constructor(t){this.#t=t}wrote(t){this.#r+=t}insert(t){this.push(
t),this.#i+=Buffer.byteLength(t)}push(t){this.#s.push(t);let e=Buffer.byteLength(t);for(this.#n+=e,this.#e+=e;this.#s.length>
1&&this.#n-Buffer.byteLength(this.#s[0])>=this.#t+Vi;){let n=this.#s.shift();this.#n-=Buffer.byteLength(n),this.#u(n)}}#u(t){
let e=this.#o+t;this.#l=Jt(e,this.#l,this.#o.length),this.#o=e.slice(-nl)}text(t=[]){let e=Buffer.from(this.#s.join(""));
if(e.length<=this.#t)return e.toString("utf8");let n=e.length-this.#t-1,r=e.indexOf(10,n),i=[e.indexOf(32,n),e.indexOf(9,
n)].filter(u=>u>=0),o=r>=0&&r<e.length-1?r:i.length>0?Math.min(...i):-1,l="";if(o>=0){let u=o+1,d=Math.max(0,u-Vi),c=d===
0?-1:e.indexOf(10,d-1);for(c>=0&&c+1<u&&(d=c+1);(e[d]&192)===128;)d++;let f=(Jt(this.#o+e.subarray(0,d).toString("utf8"),
this.#l,this.#o.length)?el:"")+e.subarray(d,u).toString("utf8"),g=e.subarray(u).toString("utf8");l=g.slice(Gi(f,g,t,e[o]===
10))}let a=l!==""?`the last ${this.#t} bytes at most are kept`:o===-1?"none of it is kept, as no line or space was left \
to start at":"none of it is kept, as all of it after the cut may be part of a secret the cut went through";return this.#e===
this.#r+this.#i?`[baton: the first ${this.#e-Buffer.byteLength(l)} bytes of this output were left out; ${a}]
${l}`:`[baton: this output was ${this.#r} bytes, not all of it UTF-8 text, and its start was left out; ${a}${l===""?"":"\
, as text (a byte that is not UTF-8 as \uFFFD)"}]
${l}`}};var Ns=Tt(je(),1),zt=Tt(re(),1);import{copyFile as jc,lstat as Lc,mkdtemp as Fc,readFile as Re,rename as Ic,rm as Dc}from"node:fs/promises";
import{availableParallelism as Wc,hostname as Uc,tmpdir as Hc}from"node:os";import{basename as Jc,dirname as $n,join as ot,
relative as Bc,resolve as $e}from"node:path";import{setMaxListeners as as}from"node:events";var Xi=["repository","path","ref"];function Yi(s,t,e){let n=t.repository.trim(),r=n!==""&&n.toLowerCase()!==e.repository.
toLowerCase(),i=t.path.trim(),o=!sl(i,e.workspace),l=t.ref.trim(),a=l!==""&&!e.refs.includes(l);if(!r&&!o&&!a)return null;
let u=r?`${n}${a?` at ${l}`:""} is not cloned`:a?`ref ${l}${o?" of this repository":""} is not checked out`:"this reposi\
tory is not checked out again";return`${s}: ${u}${o?` into ${i}`:""}: baton checks nothing out; the project directory is\
 used as it is`}function sl(s,t){if(s==="")return!0;let e=s.replace(/\/+$/,"")||"/";return e==="."||e===(t.replace(/\/+$/,
"")||"/")}function so(s){return`$${Z.stepSummary} upload aborted, supports content up to a size of ${Math.floor(yt.stepSummaryFileBytes/
1024)}k, got ${Math.floor(s/1024)}k. For more information see: https://docs.github.com/actions/using-workflows/workflow-\
commands-for-github-actions#adding-a-markdown-summary`}var ro=new Set(["NODE_OPTIONS"]);function ns(s,t){let e=[],n=s.split(
`
`).map(r=>r.replace(/\r$/,""));n.length>0&&n[n.length-1]===""&&n.pop();for(let r=0;r<n.length;r+=1){let i=n[r];if(i.trim()===
"")continue;let o=i.indexOf("<<"),l=i.indexOf("=");if(o>0&&(l<0||o<l)){let a=i.slice(0,o),u=i.slice(o+2);if(u==="")throw rn(
t,r+1,`"${a}<<" needs a delimiter`);let d=[],c=!1;for(r+=1;r<n.length;r+=1){if(n[r]===u){c=!0;break}d.push(n[r])}if(!c)throw rn(
t,r,`no line "${u}" ends the value of ${a}`);e.push([Zi(a,t,r+1),d.join(`
`)]);continue}if(l>0){e.push([Zi(i.slice(0,l),t,r+1),i.slice(l+1)]);continue}throw rn(t,r+1,"expected name=value or name\
<<DELIMITER")}return e}function io(s,t){let e=[],n=[];for(let r of ns(s,t))ro.has(r[0].toUpperCase())?n.push(`can't stor\
e ${r[0]} using ${t}; it was left out`):e.push(r);return{pairs:e,refused:n}}function oo(s){return s.split(`
`).map(t=>t.replace(/\r$/,"").trim()).filter(t=>t!=="").reverse()}function Zi(s,t,e){if(s.trim()===""||s!==s.trim()||s.includes(
"\0"))throw rn(t,e,`"${s}" is not a valid name`);return s}function rn(s,t,e){return new x("file-command-invalid",`${s} l\
ine ${t}: ${e}`,{where:s})}var ln=new Set(["stop-commands","set-env","set-output","save-state","add-mask","add-path","ad\
d-matcher","remove-matcher","debug","warning","error","notice","group","endgroup","echo"]),ao={has:()=>!0},lo="\\t\\n\\v\\f\\\
r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000",rl=new RegExp(`^[${lo}]+`),Qi=new RegExp(`[${lo}\
]`);function on(s){let t=0,e=s.length;for(;t<e&&Qi.test(s[t]);)t++;for(;e>t&&Qi.test(s[e-1]);)e--;return s.slice(t,e)}function un(s,t=ln){
return il(s,t)??ol(s,t)}function il(s,t){let e=s.replace(rl,"");if(!e.startsWith("::"))return null;let n=e.indexOf("::",
2);if(n<0)return null;let r=e.slice(2,n),i=r.indexOf(" "),o=(i<0?r:r.slice(0,i)).toLowerCase();if(!t.has(o))return null;
let l=i>0?uo(on(r.slice(i+1)),",",dl):new Map;return{command:o,properties:l,data:cl(e.slice(n+2)),form:"v2"}}function ol(s,t){
let e=s.indexOf("##[");if(e<0)return null;let n=s.indexOf("]",e);if(n<0)return null;let r=s.slice(e+3,n),i=r.indexOf(" "),
o=(i<0?r:r.slice(0,i)).toLowerCase();if(!t.has(o))return null;let l=i>0?uo(r.slice(i+1),";",eo):new Map;return{command:o,
properties:l,data:eo(s.slice(n+1)),form:"legacy"}}function uo(s,t,e){let n=new Map;for(let r of s.split(t)){let i=r.replace(
/^=+/,""),o=i.indexOf("=");if(o<0)continue;let l=i.slice(o+1).replace(/^=+/,"");l!==""&&n.set(i.slice(0,o).toLowerCase(),
e(l))}return n}var pe=class{#t=null;#s=new Set(ln);read(t){let e=un(t,this.#s);if(this.#t===null)return e;let n=this.#t.
toLowerCase();return n===""||e?.command!==n?null:(this.#s.delete(n),this.#t=null,"resumed")}refuses(t){return al(t,this.#s)}stop(t){
this.#t=t,this.#s.add(t.toLowerCase())}};function al(s,t){let e=s.toLowerCase();return e===""||e==="pause-logging"||t.has(
e)}function co(s,t){return t===void 0?s:{...s,github:{...s.github,...t}}}var ll=1024*1024,ul=6,es=4e3,to=50,cl=s=>s.replace(
/%0D|%0A|%25/g,t=>({"%0D":"\r","%0A":`
`,"%25":"%"})[t]),dl=s=>s.replace(/%0D|%0A|%3A|%2C|%25/g,t=>({"%0D":"\r","%0A":`
`,"%3A":":","%2C":",","%25":"%"})[t]),eo=s=>s.replace(/%3B|%0D|%0A|%5D|%25/g,t=>({"%3B":";","%0D":"\r","%0A":`
`,"%5D":"]","%25":"%"})[t]),an=class{#t=[];#s=new Set;#n=[];#e={outputs:[],env:[],path:[],failures:[]};#r=new Set;#i;#l;#o;constructor(t={}){
this.#i=t.allowUnsecureCommands??!1,this.#l=t.allowUnsecureStopCommandTokens??!1,this.#o=t.redact??(e=>e)}#u=0;#d={stdout:{
partial:"",overlong:!1},stderr:{partial:"",overlong:!1}};#c=new pe;push(t,e="stdout"){let n=this.#d[e],r=t.split(/\r\n|\r|\n/),
i=r.pop();for(let o of r)n.overlong||this.#p(n.partial+o),n.partial="",n.overlong=!1;n.overlong||(n.partial+=i,n.partial.
length>ll&&(n.partial="",n.overlong=!0))}get masks(){return this.#t}end(){for(let o of Object.values(this.#d))!o.overlong&&
o.partial!==""&&this.#p(o.partial),o.partial="";let t=[...this.#n];this.#u>0&&t.push({level:"warning",message:`${this.#u}\
 more annotation${this.#u===1?"":"s"} of this step not shown (at most ${to})`});let{outputs:e,env:n,path:r,failures:i}=this.#e;
return{masks:[...this.#t],annotations:t,commands:{outputs:[...e],env:[...n],path:[...r],failures:[...i]}}}#f(t){this.#s.
has(t)||(this.#s.add(t),this.#t.push(t))}#p(t){let e=this.#c.read(t);if(e===null||e==="resumed")return;let{command:n,properties:r,
data:i}=e;switch(n){case"stop-commands":{let o=i;if(this.#l||!this.#c.refuses(o)){this.#c.stop(o),o.length>ul&&this.#f(o);
return}this.#e.failures.push(`unable to process ::stop-commands::: you cannot use an endToken that is an empty string, t\
he string 'pause-logging', or another workflow command (this one is ${o===""?"empty":JSON.stringify(o)}); use a token of\
 your own, such as a random one, or opt into insecure command execution by setting ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TO\
KENS to true (see https://docs.github.com/actions/learn-github-actions/workflow-commands-for-github-actions#example-stop\
ping-and-starting-workflow-commands)`);return}case"add-mask":{let o=on(i);if(o==="")return;let l=o.split(/[\r\n]+/).map(
on);for(let a of[o,...l])a!==""&&this.#f(a);return}case"error":case"warning":case"notice":this.#g(n,r,i);return;case"set\
-output":case"save-state":case"set-env":case"add-path":this.#h(n,r,i)}}#h(t,e,n){let r=l=>this.#e.failures.push(`unable \
to process ::${t}::: ${l}`);if((t==="set-env"||t==="add-path")&&!this.#i){r(`the \`${t}\` command is disabled; write to ${t===
"set-env"?Z.env:Z.path} instead, or set ACTIONS_ALLOW_UNSECURE_COMMANDS to true (see https://github.blog/changelog/2020-\
10-01-github-actions-deprecating-set-env-and-add-path-commands/)`);return}if(t==="add-path"){n===""?r("the path is empty"):
this.#e.path.push(n);return}let i=e.get("name");if(i===void 0||i===""){r(`required field 'name' is missing in the ${t} c\
ommand`);return}if(t==="set-env"){if(ro.has(i.toUpperCase())){this.#n.push({level:"error",message:`can't update ${i} usi\
ng ::set-env::`});return}this.#e.env.push([i,n]);return}if(t==="set-output"&&this.#e.outputs.push([i,n]),this.#r.has(t))
return;this.#r.add(t);let o=t==="set-output"?Z.output:Z.state;this.#n.push({level:"warning",message:`the \`${t}\` command\
 is deprecated and will be disabled soon; write to ${o} instead (see https://github.blog/changelog/2022-10-11-github-act\
ions-deprecating-save-state-and-set-output-commands/)`})}#g(t,e,n){if(this.#n.length>=to){this.#u+=1;return}let r=e.get(
"line"),i=e.get("file")?[e.get("file"),r,r&&e.get("col")].filter(Boolean).join(":"):"",o=e.get("title"),l=c=>fl(this.#o(
c,this.#t).replace(/\r\n|\r|\n/g," ")),a=c=>c===void 0?null:l(c),u=c=>{let p=e.get(c)?.trim();return p!==void 0&&/^[1-9]\d{0,8}$/.
test(p)?Number(p):null},d=`${i?`${i}: `:""}${o?`${o}: `:""}${n}`;this.#n.push({level:t,message:l(d),place:{title:a(o),file:a(
e.get("file")),line:u("line"),end_line:u("endline"),col:u("col"),end_column:u("endcolumn")}})}};function ss(s,t){if(t.length===
0)return s;let e=new Set(t);return s.replace(/[^\r\n]+/g,n=>fo(n,r=>e.has(on(r))))}function rs(s){return fo(s,()=>!0)}var no=/(?=::add-mask[ :]|##\[add-mask[ \]])/i;
function fo(s,t){return no.test(s)?s.split(no).map(e=>{let n=un(e);return n?.command!=="add-mask"||!t(n.data)?e:n.form===
"v2"?`${e.slice(0,10)}::***`:`${e.slice(0,11)}]***`}).join(""):s}function fl(s){return s.length>es?`${s.slice(0,es)}\u2026 (${s.
length-es} more characters)`:s}function po(s,t){let e=[],n=is(s.map(i=>ho(i.container)));n.length>0&&e.push({level:"warning",message:`container: ${n.join(
", ")} ${n.length===1?"is":"are"} not started: baton runs the job's steps on this machine, not in a container`});let r=is(
s.flatMap(i=>pl(i.services)));if(r.length>0){let i=r.length===1;e.push({level:"warning",message:`services: ${r.join(", ")}\
 ${i?"is":"are"} not started: baton starts no containers, and the job's steps run on this machine without ${i?"it":"them"}`})}
for(let i of["Windows","macOS"]){if(i===t)continue;let o=is(s.map(l=>hl(l.runsOn)===i?os(l.runsOn):null));o.length!==0&&
e.push(i==="Windows"?{level:"warning",message:`runs-on: ${o.join(", ")}: runs here, on ${t}, with this machine's shells \
(bash by default, where a Windows runner's is pwsh; shell: cmd and powershell fail here)`}:{level:"info",message:`runs-o\
n: ${o.join(", ")}: runs here, on ${t}, with this machine's shells and tools (bash by default, as on macOS)`})}return e}
function ho(s){let t=typeof s=="string"?s:dn(s)&&typeof s.image=="string"?s.image:null;return t===null||t.trim()===""?null:
t}function pl(s){return typeof s=="string"?s.trim()===""?[]:[s]:dn(s)?Object.entries(s).flatMap(([t,e])=>ho(e)===null?[]:
[t]):[]}function hl(s){for(let t of go(s)){let e=t.trim().toLowerCase();if(e==="windows"||e.startsWith("windows-"))return"\
Windows";if(e==="macos"||e.startsWith("macos-"))return"macOS"}return null}function go(s){return typeof s=="string"?[s]:Array.
isArray(s)?s.filter(t=>typeof t=="string"):dn(s)?go(s.labels):[]}function os(s){return Array.isArray(s)?`[${s.map(os).join(
", ")}]`:dn(s)?`{ ${Object.entries(s).map(([t,e])=>`${t}: ${os(e)}`).join(", ")} }`:String(s)}function cn(s){switch(s.kind){case"\
literal":return s.value;case"expression":return s.text;case"sequence":return s.items.map(cn);case"mapping":return Object.
fromEntries(s.entries.map(({key:t,value:e})=>[t,cn(e)]))}}function is(s){return[...new Set(s.filter(t=>t!==null))]}function dn(s){
return typeof s=="object"&&s!==null&&!Array.isArray(s)}var gl="ACTIONS_STEP_DEBUG";function mo(s,t){let e=r=>Object.entries(r).find(([i])=>i.toUpperCase()===gl)?.[1];return(e(
s)??e(t))?.trim().toLowerCase()==="true"}function wo(s,t){return{os:s.os,arch:s.arch,name:"baton-local",environment:"sel\
f-hosted",tool_cache:s.toolCache,temp:t,workspace:s.workspaceParent,...s.debug?{debug:"1"}:{}}}function yo(s){return Object.
fromEntries(Object.entries(s).map(([t,e])=>[`RUNNER_${t.toUpperCase()}`,e]))}var he=class{#t;#s=0;#n=[];constructor(t){this.#t=Math.max(1,Math.floor(t))}async acquire(){this.#s<this.#t?this.#s+=1:await new Promise(
e=>this.#n.push(e));let t=!1;return()=>{if(t)return;t=!0;let e=this.#n.shift();e?e():this.#s-=1}}async run(t){let e=await this.
acquire();try{return await t()}finally{e()}}get active(){return this.#s}};function bo(s,t,e="timeout-minutes"){let n=ei(s,e);if("problem"in n)throw new x("timeout-invalid",`${t}: ${n.problem}`);
return n.minutes}function ge(s){return`${s} minute${s===1?"":"s"}`}var ml=5,wl=2**31-1,yl=6e4;function ls(s,t,e){return setTimeout(
e,Math.min(s*t,wl))}function fn(s,t,e){return{"fail-fast":s.failFast,"job-index":t,"job-total":e,"max-parallel":s.maxParallel??
e}}async function vo(s,t,e){if(!si(s))throw new Dt("executePlan accepts only a Plan made by buildPlan");return new us(s,
t,e).run()}var us=class{#t;#s;#n;#e;#r;#i;#l;#o=new Map;#u=[];#d;#c;#f;#p=new Map;#h;#g;#y;#E=new Map;#m=new Map;#S=new Map;#N=new Map;#k;#$=new Map;#R;#O=new Map;#v=new Map;constructor(t,e,n){
this.#t=t,this.#s=e,this.#n=e.expressions,this.#e=n,this.#r=new he(n.concurrency),this.#i=n.signal??new AbortController().
signal,this.#l=n.cancel??new AbortController().signal,as(0,this.#i,this.#l),this.#d=t.workflow.jobs.map(r=>r.id),this.#c=
new Map(t.jobs.map(r=>[r.id,r])),this.#R=new Map(t.stageMatrices),this.#k=new Set(t.expanded.map(r=>r.id.toLowerCase()));
for(let r of t.legIds.values())for(let i of r)this.#k.add(i.toLowerCase());this.#h=Object.values(n.secrets).filter(r=>r!==
""),this.#g=mo(n.secrets,t.vars),this.#y=n.minuteMs??yl,this.#f={inputs:t.inputs,secrets:n.secrets,env:{},envFailure:null,
namePrefix:"",cancel:this.#l}}async run(){let t=this.#s.now();this.#a({type:"run-started",run:this.#e.runId,workflow:this.#t.
workflow.name??this.#t.workflow.fileName,jobs:this.#t.jobs.map(i=>({id:i.id,needs:i.needs,legs:i.legs===null?null:i.instances===
null?this.#t.legIds.get(i.id)??null:i.instances.flatMap(o=>this.#t.legIds.get(o.id)??[])}))}),this.#f.envFailure=this.#H(),
await this.#C(this.#t.jobs.filter(i=>i.calledBy===null));let e=await this.#s.settle?.()??null;e!==null&&this.#a({type:"n\
otice",level:"error",job:null,leg:null,message:e});let n=this.#t.jobs.map(i=>{let o=this.#v.get(i.id);return{...this.#o.
get(i.id),legResults:this.#O.get(i.id)??[],...o===void 0?{}:{skipReason:o}}}),r=this.#W()?"cancelled":e!==null||n.some(i=>i.
result==="failure")?"failure":n.some(i=>i.result==="cancelled")?"cancelled":"success";return this.#a({type:"run-finished",
run:this.#e.runId,status:r,duration_ms:pn(t,this.#s.now())}),{status:r,reason:e,jobs:n,stages:this.#u}}#D(t){return rt(t,
this.#e.fewerJobs)}#H(){try{return this.#f.env=Rt(this.#n,this.#t.workflow.env,(t,e)=>({contexts:this.#P(null),where:this.#w(
e,`env.${t}`)})),null}catch(t){return rt(t)}}#x(t){return t?.calledBy?this.#p.get(t.calledBy)??this.#f:this.#f}#P(t){let e=this.#x(
t);return{github:this.#e.github,inputs:e.inputs,vars:this.#t.vars,secrets:e.secrets}}async#C(t){let e=new Map;for(let n of t)
e.set(n.id,(async()=>{await Promise.all(n.needs.map(r=>e.get(r))),this.#o.set(n.id,n.call===null?await this.#z(n):await this.#_(
n))})());await Promise.all(e.values())}async#_(t){let e=t.call;if(this.#e.reuse?.has(t.id)){for(let r of e.jobs){let i=this.#c.
get(r);this.#o.set(r,i.call===null?await this.#z(i):await this.#_(i))}return this.#z(t)}let n=await this.#M(t);return this.#m.
has(t.id)||this.#F(e.jobs,n),n}async#M(t){let e=this.#Y(t);if(!("contexts"in e))return this.#A(t,t.id,`its calling job ${t.
id} did not run (${e.result})`),e;let{contexts:n}=e,r,i,o;try{r=t.legs??this.#tt(t,n),o=this.#et(t,n),i=this.#t.legIds.get(
t.id)??Un(t.id,r,this.#k),t.legs===null&&this.#J(t,i)}catch(l){let a=this.#G(t,rt(l));return this.#A(t,t.id,`its calling\
 job ${t.id} failed before the call started`),a}return t.legs===null&&this.#a({type:"job-legs",job:t.id,legs:i}),this.#X(
t,r,i,o,n,{pooled:!1,outputsOf:l=>l.result==="success"},(l,a,u,d)=>this.#j(t,l,a,u,r.length,o,n,d))}#J(t,e){if(e.length<
2)return;let n=r=>{for(let i of r){let o=this.#c.get(i),l=o.instances===null?o.stages?.[0]:void 0;if(l!==void 0){let a=i.
slice((this.#m.get(t.id)??t.id).length);throw new x("stage-duplicate",`jobs.${t.job.id}: ${ui(l,i,e.map(u=>`${u}${a}`))}`,
{where:tt(t.workflow.fileName,t.job.position)})}n(o.call?.jobs??[])}};n(this.#c.get(this.#m.get(t.id)??t.id)?.call?.jobs??
[])}async#j(t,e,n,r,i,o,l,a){let u=t.call,d=u.workflow.call,c=t.workflow.fileName,p=u.workflow.fileName,f=this.#s.now(),
g=this.#x(t),h=Object.keys(e).length>0,S={...l,matrix:de(e),strategy:fn(o,r,i)},m,w=null;try{if(g.envFailure)throw new x(
"expression-invalid",g.envFailure);let k=wr(this.#n,t.job,d,(v,M)=>({contexts:{...S,secrets:{}},where:this.#w(M,`jobs.${t.
job.id}.with.${v}`,c)})),T;try{T=yr(d,k,u.path)}catch(v){throw v instanceof x?new x(v.code,`jobs.${t.job.id}: ${v.message}`,
{where:tt(c,t.job.uses?.position??t.job.position)}):v}let P=t.job.secrets==="inherit"?g.secrets:Rt(this.#n,t.job.secrets,
(v,M)=>({contexts:S,where:this.#w(M,`jobs.${t.job.id}.secrets.${v}`,c)})),U=[...new Set(Object.values(P))].filter(v=>v!==
""&&!this.#h.includes(v));this.#h.push(...U),U.length>0&&this.#s.addSecrets?.(U);for(let[v,M]of Object.entries(P))!U.includes(
M)||M.length>=vt.minSecretLength||this.#a({type:"notice",level:"warning",job:t.id,leg:n,message:`secret ${v} passed to ${u.
path} is shorter than ${vt.minSecretLength} characters, so it is not redacted: it will appear wherever a step or agent p\
rints it (a value that short would blank out ordinary words)`});w=this.#ot(t,h?e:null,S);let X=w??`${g.namePrefix}${t.job.
id}${h?So(e):""}`;m={inputs:T,secrets:P,env:{},envFailure:null,namePrefix:`${X} / `,cancel:AbortSignal.any([g.cancel,a])},
as(0,m.cancel);try{m.env=Rt(this.#n,u.workflow.env,(v,M)=>({contexts:{github:this.#e.github,inputs:T,vars:this.#t.vars,secrets:P},
where:this.#w(M,`env.${v}`,p)}))}catch(v){m.envFailure=rt(v)}}catch(k){let T=rt(k);return this.#a({type:"notice",level:"\
error",job:t.id,leg:n,message:T}),this.#a({type:"job-finished",job:t.id,leg:n,result:"failure",duration_ms:0,reason:T}),
this.#A(t,n,`its calling job ${n} failed before the call started`),{result:"failure",outputs:{},stages:[]}}this.#p.set(n,
m),this.#a({type:"job-started",job:t.id,leg:n,name:w,matrix:h?e:null});let b=this.#L(t,n);await this.#C(b);let $=b.map(k=>this.#o.
get(k.id)).filter(k=>k!==void 0),C=$.some(k=>k.result==="failure")?"failure":$.some(k=>k.result==="cancelled")||this.#i.
aborted?"cancelled":"success",R={};try{let k=Object.fromEntries(b.map(T=>{let P=this.#o.get(T.id);return[ce(T.id),{result:P?.
result??"skipped",outputs:P?.outputs??{}}]}));R=Rt(this.#n,d.outputs,(T,P)=>({contexts:{github:this.#e.github,inputs:m.inputs,
vars:this.#t.vars,jobs:k},where:this.#w(P,`on.workflow_call.outputs.${T}.value`,p)}))}catch(k){C==="success"&&(C="failur\
e"),this.#a({type:"notice",level:"error",job:t.id,leg:n,message:rt(k)})}return this.#q(R,t.id,n),this.#a({type:"job-fini\
shed",job:t.id,leg:n,result:C,duration_ms:pn(f,this.#s.now())}),{result:C,outputs:R,stages:$.flatMap(k=>k.stages)}}#L(t,e){
let n=this.#m.get(t.id)??t.id,r=this.#N.get(t.id),i=`${n}/`,o=l=>l.startsWith(i)?`${e}/${l.slice(i.length)}`:r?r(l):l;return(this.#c.
get(n)?.call?.jobs??[]).map(l=>{let a=this.#c.get(l),u=o(l);if(this.#S.set(l,[...this.#S.get(l)??[],u]),u===l)return a;let d={
...a,id:u,calledBy:e,needs:a.needs.map(o),upstream:a.upstream.map(o),stageUpstream:a.stageUpstream.map(o),call:a.call&&{
...a.call,jobs:a.call.jobs.map(o)},stages:a.instances?.find(c=>c.id===u)?.stages??null};return this.#c.set(u,d),this.#m.
set(u,l),this.#N.set(u,o),d})}#A(t,e,n){for(let r of this.#L(t,e))this.#a({type:"job-skipped",job:r.id,result:"skipped",
reason:n}),this.#o.set(r.id,{id:r.id,result:"skipped",outputs:{},stages:[],legs:[]}),r.call!==null&&this.#A(r,r.id,`its \
calling job ${r.id} did not run (skipped)`)}#F(t,e){for(let n of t){let r=this.#c.get(n),i=(this.#S.get(n)??[]).map(o=>this.#o.
get(o));if(i.length===0){let o=`its calling job ${r.calledBy} did not run (${e.result})`;this.#a({type:"job-skipped",job:n,
result:"skipped",reason:o}),this.#o.set(n,{id:n,result:"skipped",outputs:{},stages:[],legs:[]})}else(i.length>1||i[0]?.id!==
n)&&this.#o.set(n,{id:n,result:qn(i.map(o=>o.result)),outputs:{},stages:i.flatMap(o=>o.stages),legs:i.flatMap(o=>o.legs)});
r.call!==null&&this.#F(r.call.jobs,this.#o.get(n))}}#q(t,e,n){for(let[r,i]of Object.entries(t))We(i,this.#h)&&(delete t[r],
this.#a({type:"notice",level:"warning",job:e,leg:n,message:`skipped output ${r}, since it may contain a secret (as GitHu\
b does): needs.${ce(e)}.outputs.${r} is empty`}))}#W(t){return(t?this.#U(t):this.#l).aborted||this.#i.aborted}#U(t){return this.#x(
t).cancel}#B(t){let e=this.#U(t).reason;return this.#l.aborted||typeof e!="string"?"the run was cancelled":e}#w(t,e,n=this.#t.
workflow.fileName){return t?tt(n,t.position):e}async#z(t){let e=this.#e.reuse?.get(t.id);if(e){for(let p of e.legs)this.#k.
add(p.toLowerCase());this.#a({type:"notice",level:"info",job:t.id,leg:null,message:"reusing the stored result of this jo\
b"});let c=e.legResults??e.legs.map(p=>({leg:p,result:e.result}));c.length===0&&(e.result==="skipped"||e.result==="cance\
lled")&&this.#a({type:"job-skipped",job:t.id,result:e.result,reason:e.skipReason??`${e.result} in the run replayed`});for(let{
leg:p,result:f,reason:g,durationMs:h,failedStep:S}of c)this.#a({type:"job-finished",job:t.id,leg:p,result:f,duration_ms:h??
0,...g===void 0?{}:{reason:g},reused:!0,...S===void 0?{}:{failed_step:S}});return e}let n=this.#Y(t);if(!("contexts"in n))
return n;let{needs:r,contexts:i}=n,o=c=>this.#G(t,c),l=this.#x(t).envFailure;if(l)return o(l);let a,u;try{a=t.legs??this.#tt(
t,i),u=this.#et(t,i)}catch(c){return o(rt(c))}let d=this.#t.legIds.get(t.id)??Un(t.id,a,this.#k);t.legs===null&&(this.#a(
{type:"job-legs",job:t.id,legs:d}),this.#gt(t,a,i));for(let c of this.#at(t,a,u,i))this.#I(t.id,null,c.level,c.message);
return this.#X(t,a,d,u,i,{pooled:!0,outputsOf:()=>!0},(c,p,f,g)=>this.#dt(t,c,p,f,a.length,u,r,g))}async#X(t,e,n,r,i,o,l){
let a=new AbortController;as(0,a.signal);let u=this.#U(t),d=u.aborted,c,p=()=>{if(c===void 0)try{c=Ce(this.#n,t.job.if,{
contexts:i,status:this.#K(t),where:tt(t.workflow.fileName,t.job.if.position??t.job.position)})}catch{c=!1}return c},f=r.
maxParallel?new he(r.maxParallel):null,g=[],h=await Promise.all(e.map(async(m,w)=>{let b=n[w],$=async()=>{if(this.#i.aborted||
u.aborted&&!d&&!p()||a.signal.aborted){let P=a.signal.aborted?"fail-fast: another leg of its matrix failed before it sta\
rted":`${this.#B(t)} before it started`;return this.#a({type:"job-finished",job:t.id,leg:b,result:"cancelled",duration_ms:0,
reason:P}),{result:"cancelled",outputs:{},stages:[]}}let k=await l(m,b,w,a.signal);if(k.result!=="failure")return k;let T={
...i,matrix:de(m),strategy:fn(r,w,e.length)};return this.#V(t.job,T,t.id,b,!1,t.workflow.fileName)?{...k,result:this.#it(
t.id,b)}:(r.failFast&&e.length>1&&a.abort(`fail-fast: another leg of ${t.call===null?"its matrix":`the call ${t.id}`} fa\
iled`),k)},C=()=>f?f.run($):$(),R=await(o.pooled?this.#r.run(C):C());return g.push(R),R})),S={};for(let m of g.filter(o.
outputsOf))for(let[w,b]of Object.entries(m.outputs))(b!==""||!(w in S))&&(S[w]=b);return{id:t.id,result:qn(h.map(m=>m.result)),
outputs:S,stages:h.flatMap(m=>m.stages),legs:n}}#at(t,e,n,r){let{runsOn:i,container:o,services:l}=t.job;if(i===null&&o===
null&&l===null)return[];let a=(d,c)=>{if(d===null)return null;try{return Ut(this.#n,d,{contexts:c})}catch{return cn(d)}},
u=e.map((d,c)=>{let p={...r,matrix:de(d),strategy:fn(n,c,e.length)};return{runsOn:a(i,p),container:a(o,p),services:a(l,p)}});
return po(u,this.#e.runner.os)}#I(t,e,n,r){let i=this.#T(t),o=this.#E.get(i)??new Set;this.#E.set(i,o),!o.has(r)&&(o.add(
r),this.#a({type:"notice",level:n,job:t,leg:e,message:r}))}#lt(){let t=this.#e.github;return{repository:typeof t.repository==
"string"?t.repository:"",refs:["sha","ref","ref_name","head_ref"].flatMap(e=>{let n=t[e];return typeof n=="string"&&n!==
""?[n]:[]}),workspace:this.#e.runner.workspace}}#ut(t,e){let n=l=>{let a=Object.entries(t.with).find(([u])=>u.toLowerCase()===
l);return a?$t(this.#n,a[1],e(a[1],`with.${a[0]}`)):""},[r,i,o]=Xi.map(n);return{repository:r,path:i,ref:o}}#Y(t){let e=(o,l)=>(this.#a(
{type:"job-skipped",job:t.id,result:o,reason:l}),{id:t.id,result:o,outputs:{},stages:[],legs:[]});if(this.#i.aborted)return e(
"cancelled","the run was cancelled");if(t.skip!==null)return e("skipped",t.skip);let n=this.#Z(t),r={...this.#P(t),needs:n},
i;try{i=Ce(this.#n,t.job.if,{contexts:r,status:this.#K(t),where:tt(t.workflow.fileName,t.job.if.position??t.job.position)})}catch(o){
return this.#G(t,rt(o))}if(!i&&this.#W(t))return e("cancelled",this.#B(t));if(!i){let o=t.job.if.text,a=(o===null||t.job.
if.implicitSuccess===!0)&&!this.#K(t).success([])?`${this.#ct(t)}${o===null?"":` (an if: without a status function, such\
 as if: ${o}, means success() && (\u2026))`}`:`if: ${o} was false`;return e("skipped",a)}return{needs:n,contexts:r}}#G(t,e){
this.#a({type:"notice",level:"error",job:t.id,leg:null,message:e}),this.#a({type:"job-finished",job:t.id,leg:t.id,result:"\
failure",duration_ms:0,reason:e});let n={...this.#P(t),needs:this.#Z(t)},r=this.#V(t.job,n,t.id,t.id,!1,t.workflow.fileName)?
this.#it(t.id,t.id):"failure";return{id:t.id,result:r,outputs:{},stages:[],legs:[t.id]}}#Z(t){let e={};for(let n of t.needs){
let r=this.#o.get(n);r&&(e[ce(n)]={result:r.result,outputs:r.outputs})}return e}#Q(t,e){let n=t.id.slice(0,t.id.length-t.
job.id.length);return mr(e.length>0?e.map(r=>`${n}${r}`):t.upstream,r=>this.#c.get(r)?.call)}#ct(t){let e={failure:"fail\
ed",skipped:"was skipped",cancelled:"was cancelled"},n=this.#Q(t,[]).flatMap(o=>{let l=this.#o.get(o)?.result;return l===
void 0||l==="success"?[]:[{id:o,said:`${o} ${e[l]}`}]});if(n.length===0)return"a job it needs did not succeed";let r=n.map(
o=>o.said).join(", "),i=new Set(t.needs);return n.every(o=>i.has(o.id))?`a job it needs did not succeed: ${r}`:`a job up\
stream did not succeed: ${r} (success() counts every job before this one, not only those in needs:)`}#K(t){let e=r=>this.#o.
get(r)?.result,n=r=>this.#Q(t,r);return{success:r=>!this.#W(t)&&n(r).every(i=>e(i)==="success"),failure:r=>n(r).some(i=>e(
i)==="failure"),cancelled:()=>this.#W(t)}}#tt(t,e){let n=oi(t.job.strategy);if(!n)return[{}];let r=o=>tt(t.workflow.fileName,
o),i=ai(this.#n,n,e,r);return Dr(t.id,i,r(n.position),this.#h,{recordsStages:t.recordsStages}),i}#et(t,e){let n=t.job.strategy;
if(n?.kind!=="mapping")return{failFast:!0,maxParallel:null};let r=tt(t.workflow.fileName,n.position),i=n.entries.find(u=>u.
key==="fail-fast")?.value,o=n.entries.find(u=>u.key==="max-parallel")?.value,l=i?Ut(this.#n,i,{contexts:e,where:r}):!0,a=o?
Number(Ut(this.#n,o,{contexts:e,where:r})):null;return{failFast:l!==!1&&l!=="false",maxParallel:a!==null&&Number.isFinite(
a)&&a>0?a:null}}async#dt(...t){let e=this.#s.legTemp,n;try{n=e?await e.open(t[2]):this.#e.runner.temp}catch(r){let[i,,o]=t,
l=this.#D(r);return this.#a({type:"notice",level:"error",job:i.id,leg:o,message:l}),this.#a({type:"job-finished",job:i.id,
leg:o,result:"failure",duration_ms:0,reason:l}),{result:"failure",outputs:{},stages:[]}}try{return await this.#ft(n,...t)}finally{
await e?.close(n)}}async#ft(t,...[e,n,r,i,o,l,a,u]){let d=this.#s.now(),c=Object.keys(n).length>0,p=e.workflow,f=p.fileName,
g=new AbortController,h=AbortSignal.any([this.#i,g.signal]),S=null,m=[],w=ml,b={...this.#e.github,job:e.job.id,...this.#s.
eventPath?{event_path:this.#s.eventPath(t)}:{}},$=de(n),C=wo({...this.#e.runner,debug:this.#g},t),R=vl(b,C,this.#e.runner.
workspace),k="success",T=e.job.stageWorkflow?{}:{...this.#x(e).env},P=[],U={},X=[],v=()=>({...this.#P(e),github:b,needs:a,
matrix:$,strategy:fn(l,i,o),runner:C,env:T,steps:U,job:{status:k}});this.#a({type:"job-started",job:e.id,leg:r,name:this.#ot(
e,c?n:null,v()),matrix:c?n:null});let M={success:()=>k==="success"&&!this.#i.aborted,failure:()=>k==="failure",cancelled:()=>this.#i.
aborted||k==="cancelled"},E=null,I=new Set,F=_=>(I.add(_),()=>I.delete(_)),V=_=>{if(E!==null||h.aborted)return;E=_,k="ca\
ncelled";let L=w;m.push(ls(L,this.#y,()=>g.abort(`the job was cancelled (${_}) and its steps did not finish within its c\
ancel-timeout-minutes (${ge(L)})`))),S&&!this.#st(S.step,v(),M,e.id,r,f)&&S.abort.abort(_);for(let B of[...I])B(_)},j=()=>V(
"fail-fast: another leg of its matrix failed"),y=this.#U(e),O=()=>V(this.#B(e)),W=null,K={shell:null,workingDirectory:null,
shellAt:null};try{T={...T,...Rt(this.#n,e.job.env,(ut,H)=>({contexts:v(),where:this.#w(H,`jobs.${e.job.id}.env.${ut}`,f)}))};
let[_,L]=e.job.defaults!==null?[e.job.defaults,`jobs.${e.job.id}.defaults.run`]:[p.defaults,"defaults.run"],B=(ut,H)=>{let jt=_?.[ut]??
null;if(jt===null)return null;let wt=this.#w(jt,`${L}.${H}`,f),Lt=$t(this.#n,jt,{contexts:v(),where:wt});return Lt===""?
null:{text:Lt,at:wt}},kt=B("shell","shell");if(K={shell:kt?.text??null,shellAt:kt?.at??null,workingDirectory:B("workingD\
irectory","working-directory")?.text??null},e.job.cancelTimeoutMinutes&&(w=bo(Ut(this.#n,e.job.cancelTimeoutMinutes,{contexts:v()}),
tt(f,e.job.cancelTimeoutMinutes.position),"cancel-timeout-minutes")),e.job.timeoutMinutes){let ut=tt(f,e.job.timeoutMinutes.
position),H=bo(Ut(this.#n,e.job.timeoutMinutes,{contexts:v()}),ut);m.push(ls(H,this.#y,()=>{let jt=`the job exceeded its\
 timeout-minutes (${ge(H)})`;E===null&&!h.aborted&&this.#a({type:"notice",level:"error",job:e.id,leg:r,message:`${ut}: j\
obs.${e.id}${c?` (${r})`:""} was cancelled: ${jt}; steps whose if: holds when a job is cancelled (always(), cancelled())\
 still run`}),V(jt)}))}}catch(_){W=rt(_)}if(W)k="failure",this.#a({type:"notice",level:"error",job:e.id,leg:r,message:W});else{
u.aborted?j():u.addEventListener("abort",j,{once:!0}),y.aborted||y.addEventListener("abort",O,{once:!0});for(let _ of e.
steps){if(h.aborted)break;let L=new AbortController;S={step:_.step,abort:L};let B=await this.#nt(e,_,r,n,c,{contexts:v,stepStatus:M,
defaults:R,env:()=>T,path:()=>P,signal:AbortSignal.any([h,L.signal]),kill:h,onCancel:F},{file:f,runDefaults:K,inComposite:null});
S=null,B.envAdded&&(T={...T,...B.envAdded}),B.pathAdded.length>0&&(P=[...B.pathAdded,...P]),_.step.id&&(U={...U,[_.step.
id]:{outputs:B.outputs,outcome:B.outcome,conclusion:B.conclusion}}),X.push(...B.stages),B.conclusion==="failure"&&E===null&&
(k="failure")}}u.removeEventListener("abort",j),y.removeEventListener("abort",O);for(let _ of m)clearTimeout(_);let st={},
At=null;try{st=Rt(this.#n,e.job.outputs,(_,L)=>({contexts:v(),where:this.#w(L,`jobs.${e.job.id}.outputs.${_}`,f)}))}catch(_){
k="failure",At=rt(_),this.#a({type:"notice",level:"error",job:e.id,leg:r,message:At})}this.#q(st,e.id,r);let D=this.#i.aborted||
g.signal.aborted?"cancelled":k,A=D==="failure"?W??At:null;return this.#a({type:"job-finished",job:e.id,leg:r,result:D,duration_ms:pn(
d,this.#s.now()),...A===null?{}:{reason:A}}),{result:D,outputs:st,stages:X}}async#nt(t,e,n,r,i,o,l){let{step:a,action:u}=e,
d=l.file,c=this.#s.now(),p=a.action??a.id??"__run",f=j=>{let y=o.contexts();return{...y,github:{...y.github,action:p},env:j}},
g={},h=null;try{g=Rt(this.#n,a.env,(j,y)=>({contexts:f(o.env()),where:this.#w(y,`env.${j}`,d),...this.#b()}))}catch(j){h=
rt(j)}let S=this.#mt(a,f({...o.env(),...g})),m=l.inComposite?`${l.inComposite.name} \u203A ${S}`:S,w=l.inComposite?.index??
a.index,b={job:t.id,leg:n,step:w,name:m},$=j=>{l.inComposite||this.#a(j)},C=(j,y,O,W={})=>{let K=j==="failure"?W.outputTail??
null:null;return $({type:"step-finished",...b,outcome:j,conclusion:y,duration_ms:pn(c,this.#s.now()),message:O,...K===null?
{}:{output_tail:K}}),{outcome:j,conclusion:y,message:O,outputTail:K,outputs:W.outputs??{},envAdded:W.envAdded??null,pathAdded:W.
pathAdded??[],stages:W.stages??[]}},R;try{if(h!==null)throw new x("expression-invalid",h);R=this.#rt(a,f({...o.env(),...g}),
o.stepStatus,d)}catch(j){return $({type:"step-started",...b}),{...C("failure","failure",rt(j)),notEvaluated:!0}}if(!R)return $(
{type:"step-finished",...b,outcome:"skipped",conclusion:"skipped",duration_ms:0,message:null}),{outcome:"skipped",conclusion:"\
skipped",message:null,outputTail:null,outputs:{},envAdded:null,pathAdded:[],stages:[]};$({type:"step-started",...b});let k="\
success",T=null,P=null,U={},X=null,v=[],M=[],E={...o.defaults,GITHUB_ACTION:p},I=o.signal,F;try{let j={...o.env(),...g},
y=()=>f(j),O=null,W=tt(d,a.timeoutMinutes?.position??a.position);if(a.timeoutMinutes){let D=null;try{let A=Ut(this.#n,a.
timeoutMinutes,{contexts:y(),where:W,...this.#b()}),_=ni(A);_===null?D=ti(A):O=_.minutes}catch(A){D=A instanceof x?A.message:
rt(A)}D!==null&&this.#a({type:"notice",level:"warning",job:t.id,leg:n,message:`${W}: step ${w+1} (${m}): an error occurr\
ed when attempting to determine the step timeout: ${D}; the step runs without a timeout, as on GitHub`})}if(O!==null){let D=new AbortController;
I=AbortSignal.any([o.signal,D.signal]);let A={minutes:O,up:!1,timer:void 0};A.timer=ls(O,this.#y,()=>{I.aborted||(A.up=!0,
this.#a({type:"notice",level:"warning",job:t.id,leg:n,message:`${W}: step ${w+1} (${m}) exceeded its timeout-minutes (${ge(
O)}): stopping it`}),D.abort(`the step exceeded its timeout-minutes (${ge(O)})`))}),F=A}let K=u.kind==="run"?await this.#s.
createStepFiles?.():void 0,st=(D,A)=>({contexts:co(y(),K),where:this.#w(D,A,d),...this.#b()}),At=a.workingDirectory!==null?
$t(this.#n,a.workingDirectory,st(a.workingDirectory,"working-directory")):l.runDefaults.workingDirectory;switch(u.kind){case"\
run":{let D=$t(this.#n,a.run,st(a.run,"run")),A=a.shell!==null?$t(this.#n,a.shell,st(a.shell,"shell")):l.runDefaults.shell,
_=Ur(A);if(_!==null&&this.#e.runner.os!=="Windows")throw new x("shell-unavailable",Hr(_,this.#e.runner.os),{where:a.shell?
tt(d,a.shell.position):l.runDefaults.shellAt??d});let L=await this.#s.runScript({job:this.#T(t.id),leg:n,step:w,name:m,script:D,
shell:A,workingDirectory:At,defaults:E,env:j,path:o.path(),files:K,signal:I,kill:o.kill});for(let H of L.masks??[])this.#h.
includes(H)||this.#h.push(H);for(let H of L.annotations??[])this.#a({type:"notice",level:H.level==="notice"?"info":H.level,
job:t.id,leg:n,message:`step ${w+1}: ${H.message}`,...H.place?{annotation:{step:w+1,...H.place}}:{}});let B=L.commands??
{outputs:[],env:[],path:[],failures:[]};U=Object.fromEntries([...B.outputs,...ns(L.files.output,Z.output)]);let kt=io(L.
files.env,Z.env);for(let H of kt.refused)this.#a({type:"notice",level:"error",job:t.id,leg:n,message:`step ${w+1}: ${H}`});
let ut=[...B.env,...kt.pairs];ut.length>0&&(X=Object.fromEntries(ut)),v=[...oo(L.files.path),...[...B.path].reverse()],L.
summaryBytes!==void 0?this.#a({type:"notice",level:"error",job:t.id,leg:n,message:`step ${w+1}: ${so(L.summaryBytes)}`}):
L.files.summary.trim()!==""&&this.#s.summary?.(this.#T(t.id),n,L.files.summary);for(let H of B.failures)this.#a({type:"n\
otice",level:"error",job:t.id,leg:n,message:`step ${w+1}: ${H}`});L.exitCode===0&&B.failures.length>0&&(k="failure",T=B.
failures.join("; ")),L.exitCode!==0&&(k=o.signal.aborted?"cancelled":"failure",T=L.exitCode===null?`ended by ${L.signal??
"a signal"}`:`exited with code ${L.exitCode}`,I.aborted&&typeof I.reason=="string"&&(T+=`: ${I.reason}`)),L.output!==void 0&&
(P=kl(L.output));break}case"baton":{let D=Rt(this.#n,a.with,(_,L)=>st(L,`with.${_}`)),A=await this.#s.runAction({action:u.
action,job:this.#T(t.id),leg:n,step:w,stepId:a.id,matrix:i?r:null,inputs:D,defaults:E,env:j,path:o.path(),workingDirectory:At,
upstream:this.#ht(t),needsFacts:this.#t.needsFacts.get(t.id),jobIds:this.#d,secrets:this.#h,stageJob:ce(t.id),signal:I});
U=A.outputs,Object.keys(A.env).length>0&&(X=A.env),A.summary.trim()!==""&&this.#s.summary?.(this.#T(t.id),n,A.summary);for(let{
warnings:_=[],...L}of A.recorded){this.#u.push({job:this.#T(t.id),leg:n,...L}),M.includes(L.stage)||M.push(L.stage),this.#a(
{type:"stage-recorded",job:t.id,leg:n,...L});for(let B of _)this.#a(xl(t.id,n,L,B))}A.ok||(k=o.signal.aborted?"cancelled":
"failure",T=A.message);break}case"noop":{let D=u.action==="checkout"?Yi(a.uses?.text??"actions/checkout",this.#ut(a,st),
this.#lt()):null;D!==null&&this.#I(t.id,n,"warning",D),T=D??`${a.uses?.text}: no-op here (${u.reason})`;break}case"local":{
let D=this.#s.loadAction?await this.#s.loadAction(u.path):null;if(D?.kind!=="composite"){let _=`${u.path} ${D?`is a ${D.
using} action, which`:""} cannot run locally; step skipped`.replace("  "," ");return this.#I(t.id,n,"warning",_),C("skip\
ped","skipped",_)}let A=await this.#pt(t,n,r,i,D,{uses:u.path,depth:(l.inComposite?.depth??0)+1,index:w,name:m,with:Rt(this.#n,
a.with,(_,L)=>st(L,`with.${_}`)),contexts:y,stepStatus:o.stepStatus,defaults:E,env:j,overrides:g,path:o.path(),signal:I,
kill:o.kill,onCancel:o.onCancel});U=A.outputs,Object.keys(A.envAdded).length>0&&(X=A.envAdded),v=A.pathAdded,M.push(...A.
stages),A.outcome!=="success"&&(k=A.outcome,T=A.message,P=A.outputTail);break}case"skip":return this.#I(t.id,n,"warning",
u.notice),C("skipped","skipped",u.notice);default:Tn(u,"step action")}}catch(j){k=o.signal.aborted?"cancelled":"failure",
T=this.#D(j),!(j instanceof x)&&Pe(j)===null&&this.#a({type:"notice",level:"error",job:t.id,leg:n,message:`internal erro\
r: ${T}`})}F&&(clearTimeout(F.timer),F.up&&!o.signal.aborted&&(k="failure",T=`${tt(d,a.timeoutMinutes?.position??a.position)}\
: the step timed out after ${ge(F.minutes)} (timeout-minutes)`));let V=k;return k==="failure"&&this.#V(a,o.contexts(),t.
id,n,!0,d)&&(V="success"),C(k,V,T,{outputs:U,envAdded:X,pathAdded:v,stages:M,outputTail:P})}async#pt(t,e,n,r,i,o){if(o.depth-
1>zn)throw new x("action-invalid",`${o.uses}: composite action depth exceeded max depth ${zn}, as on GitHub (does it use\
 itself?)`,{where:i.file});let l=i.directory,a=o.contexts(),u={...a.github,action_path:l},d=Object.fromEntries(Object.entries(
o.with).map(([v,M])=>[v.toLowerCase(),M])),c={...d},p=new Set(i.inputs.map(v=>v.id.toLowerCase())),f=Object.keys(d).filter(
v=>!p.has(v));f.length>0&&this.#I(t.id,e,"warning",`step ${o.index+1}: unexpected input(s) ${f.map(v=>`'${v}'`).join(", ")}\
 of ${o.uses}, valid inputs are [${[...p].map(v=>`'${v}'`).join(", ")}]`);for(let v of i.inputs){let M=v.id.toLowerCase();
Object.hasOwn(d,M)?c[M]=d[M]:v.default?c[M]=$t(this.#n,v.default,{contexts:{...a,github:u},where:this.#w(v.default,`inpu\
ts.${v.id}.default`,i.file),...this.#b()}):c[M]=""}let g={...o.env},h=[...o.path],S={},m=[],w={},b=null,$=[],C=()=>({...o.
contexts(),github:{...u,action_status:b===null?"success":"failure"},inputs:c,steps:w,env:g}),R={success:()=>b===null&&!o.
stepStatus.cancelled(),failure:()=>b!==null,cancelled:()=>o.stepStatus.cancelled()},k={...o.defaults,GITHUB_ACTION_PATH:l};
for(let v of i.steps){if(o.signal.aborted)break;let M=new AbortController,E=o.onCancel(F=>{this.#st(v,C(),R,t.id,e,i.file)||
M.abort(F)}),I;try{I=await this.#nt(t,{step:v,action:dr(v)},e,n,r,{contexts:C,stepStatus:R,defaults:k,env:()=>g,path:()=>h,
signal:AbortSignal.any([o.signal,M.signal]),kill:o.kill,onCancel:o.onCancel},{file:i.file,runDefaults:{shell:null,workingDirectory:null,
shellAt:null},inComposite:{index:o.index,name:o.name,depth:o.depth}})}finally{E()}if(I.envAdded&&(g={...g,...I.envAdded,
...o.overrides},Object.assign(S,I.envAdded)),I.pathAdded.length>0&&(h=[...I.pathAdded,...h],m.unshift(...I.pathAdded)),v.
id&&(w={...w,[v.id]:{outputs:I.outputs,outcome:I.outcome,conclusion:I.conclusion}}),$.push(...I.stages),I.conclusion!=="\
success"&&I.conclusion!=="skipped"&&b===null&&(b=I),I.notEvaluated)break}let T={},P=null;try{T=Rt(this.#n,Object.fromEntries(
i.outputs.flatMap(v=>v.value?[[v.id,v.value]]:[])),(v,M)=>({contexts:C(),where:this.#w(M,`outputs.${v}.value`,i.file),...this.#b()}))}catch(v){
P=rt(v)}let U=o.signal.aborted?"cancelled":b!==null?b.conclusion:P!==null?"failure":"success",X=b?`${o.uses}: ${b.message??
b.conclusion}`:P!==null?`${o.uses}: ${P}`:null;return{outcome:U,message:X,outputTail:b?.outputTail??null,outputs:T,envAdded:S,
pathAdded:m,stages:$}}#st(t,e,n,r,i,o=this.#t.workflow.fileName){try{return this.#rt(t,e,n,o)}catch(l){return this.#a({type:"\
notice",level:"error",job:r,leg:i,message:`${rt(l)}; the step is stopped with its cancelled job`}),!1}}#rt(t,e,n,r=this.#t.
workflow.fileName){return Ce(this.#n,t.if,{contexts:e,status:n,where:tt(r,t.if.position??t.position),...this.#b()})}#b(){
return this.#s.host?{host:this.#s.host}:{}}#it(t,e){return this.#a({type:"notice",level:"warning",job:t,leg:e,message:"f\
ailed, and the job has continue-on-error: the jobs that need it see success, and the run does not fail for it"}),"succes\
s"}#V(t,e,n,r,i=!1,o=this.#t.workflow.fileName){let l=t.continueOnError;if(typeof l=="boolean")return l;let a;try{let u=$t(
this.#n,l,{contexts:e,where:this.#w(l,"continue-on-error",o),...i?this.#b():{}});if(u==="true"||u==="false")return u==="\
true";a=`${this.#w(l,"continue-on-error",o)}: continue-on-error must be true or false, got ${JSON.stringify(u)}; the fai\
lure stands`}catch(u){a=`${rt(u)}; the failure stands (continue-on-error)`}return this.#a({type:"notice",level:"error",job:n,
leg:r,message:a}),!1}#ht(t){let e=this.#c;return yi(t.stageUpstream,n=>(e.has(n)?ci(e.get(n),e):[n]).flatMap(r=>[e.get(r)?.
stages,this.#$.get(r),this.#o.get(r)?.stages]),{shownJob:n=>this.#T(n),matrixOf:n=>this.#R.get(n),placeOf:ii(this.#t,t)})}#gt(t,e,n){
let r=li(this.#n,t,e,n,this.#h);if(r!==null){this.#$.set(t.id,r.map(({stage:i})=>i));for(let{stage:i,leg:o}of r)Object.keys(
o).length>0&&this.#R.set(i,o)}}#ot(t,e,n){let r=t.job.name,i=t.calledBy===null?"":this.#x(t).namePrefix;if(!r&&i==="")return null;
let o=t.job.id,l=!1;if(r){try{o=$t(this.#n,r,{contexts:n,...this.#b()})}catch{o=r.text}l=r.expression!==null&&this.#n.facts(
r.expression).paths.some(a=>a[0]==="matrix")}return e&&!l&&(o+=So(e)),rs(`${i}${o}`)}#mt(t,e){return rs(this.#wt(t,e))}#wt(t,e){
if(t.name)try{return $t(this.#n,t.name,{contexts:e,...this.#b()})}catch{return t.name.text}if(t.uses)return`Run ${t.uses.
text}`;let n=t.run?.text??"";if(t.run)try{n=$t(this.#n,t.run,{contexts:e,...this.#b()})}catch{}return`Run ${n.trimStart().
split(/\r|\n/)[0]?.trim()??""}`}#a(t){let e=this.#s.now().toISOString(),n="job"in t&&t.job!==null?this.#m.get(t.job):void 0,
r;if(n===void 0)r={...t,at:e};else if(t.type==="job-skipped")r={...t,type:"job-finished",job:n,leg:t.job,duration_ms:0,at:e};else if(t.
type==="notice"&&t.leg===null)r={...t,job:n,leg:t.job,at:e};else if(t.type!=="job-legs")r={...t,job:n,at:e};else return;
if(r.type==="job-skipped")this.#v.set(r.job,r.reason);else if(r.type==="job-finished"){let i=this.#O.get(r.job)??[];i.push(
{leg:r.leg,result:r.result,...r.reason===void 0?{}:{reason:r.reason}}),this.#O.set(r.job,i)}this.#s.emit(r)}#T(t){return this.#m.
get(t)??t}};function bl(s){return typeof s=="string"?s:JSON.stringify(s)}function So(s){return` (${Object.values(s).map(
bl).join(", ")})`}var ko={lines:10,bytes:2048},Sl=new Set(["error","warning","notice"]);function kl(s){let t=[],e=new pe;
for(let n of s.split(/\r?\n/)){let r=ar(n),i=e.read(r);if(i==="resumed")continue;if(i===null){t.push(r);continue}let{command:o,
data:l}=i;o==="stop-commands"?e.stop(l):Sl.has(o)?t.push(`${o[0].toUpperCase()}${o.slice(1)}: ${l}`):o==="group"&&t.push(
l)}return Ws(t.join(`
`),ko.lines,ko.bytes)}function vl(s,t,e){let n=i=>String(s[i]??""),r=i=>s[i]===void 0?{}:{[`GITHUB_${i.toUpperCase()}`]:n(
i)};return{...r("event_path"),...r("actor_id"),...r("repository_id"),...r("repository_owner_id"),...r("ref_protected"),...r(
"retention_days"),GITHUB_ACTIONS:"true",GITHUB_WORKFLOW:n("workflow"),GITHUB_WORKFLOW_REF:n("workflow_ref"),GITHUB_WORKFLOW_SHA:n(
"workflow_sha"),GITHUB_RUN_ID:n("run_id"),GITHUB_RUN_NUMBER:n("run_number"),GITHUB_RUN_ATTEMPT:n("run_attempt"),GITHUB_JOB:n(
"job"),GITHUB_REPOSITORY:n("repository"),GITHUB_REPOSITORY_OWNER:n("repository_owner"),GITHUB_SHA:n("sha"),GITHUB_REF:n(
"ref"),GITHUB_REF_NAME:n("ref_name"),GITHUB_REF_TYPE:n("ref_type"),GITHUB_HEAD_REF:n("head_ref"),GITHUB_BASE_REF:n("base\
_ref"),GITHUB_EVENT_NAME:n("event_name"),GITHUB_ACTOR:n("actor"),GITHUB_TRIGGERING_ACTOR:n("triggering_actor"),GITHUB_SERVER_URL:n(
"server_url"),GITHUB_API_URL:n("api_url"),GITHUB_GRAPHQL_URL:n("graphql_url"),GITHUB_WORKSPACE:e,...yo(t)}}function xl(s,t,e,n){
let{stage:r,attempt:i}=e,o=`stage ${r}${i>1?` attempt ${i}`:""}`;return{type:"notice",level:"warning",job:s,leg:t,message:`${o}\
: ${n.path==="$"?n.message:Zt(n)}`,problem:{stage:r,attempt:i,code:n.code,path:n.path}}}function rt(s,t){return s instanceof
x?s.where?`${s.where}: ${s.message}`:s.message:Ee(s,t)}function pn(s,t){return Math.max(0,Math.round(t.getTime()-s.getTime()))}function xo(s,t,e,n){let r=d=>d!==void 0&&d!=="*"&&d!=="GITHUB_TOKEN"&&!e.has(d),i=d=>{if(d[0]==="github")return d[1]===
"token"&&d.length===2;if(d[0]==="vars")return d[1]!==void 0&&d[1]!=="*"&&!n.has(d[1].toUpperCase());if(d[0]!=="secrets")
return!1;let c=d[1]?.toUpperCase();return c==="GITHUB_TOKEN"?!e.has(c):r(c)},o=d=>d==="other"||d.some(c=>!i(c)),l=new Map,
a=d=>{if(d===null||d.expression===null)return;let c=t.facts(d.expression);c.paths.forEach((p,f)=>{let g=p[0]==="secrets"?
p[1]?.toUpperCase():void 0;if(!r(g))return;let h=o(c.fallbacks[f]??[]),S=l.get(g);S===void 0?l.set(g,{name:g,where:tt(s.
fileName,d.position),fallsBack:h}):S.fallsBack&&!h&&l.set(g,{name:g,where:tt(s.fileName,d.position),fallsBack:h})})},u=d=>{
for(let c of Object.values(d))a(c)};u(s.env);for(let d of s.jobs){u(d.env),d.secrets!=="inherit"&&u(d.secrets);for(let c of d.
steps)u(c.env),u(c.with),a(c.run)}return[...l.values()]}var $l=["[skip ci]","[ci skip]","[no ci]","[skip actions]","[actions skip]"],Rl=["skip-checks: true","skip-checks:true"],
Ol=/^(?:[A-Za-z0-9][A-Za-z0-9-]*:|\s+\S)/;function $o(s){let t=$l.find(a=>s.includes(a));if(t!==void 0)return{kind:"inst\
ruction",text:t};let e=s.trimEnd().split(/\r?\n/),n=e.at(-1)??"",r=Rl.find(a=>a===n);if(r===void 0)return null;let i=a=>a!==
void 0&&a.trim()==="",o=e.length-1;for(;o>0&&!i(e[o-1]);)o--;return e.slice(o).every(a=>Ol.test(a))&&i(e[o-1])&&i(e[o-2])?
{kind:"trailer",text:r}:null}function Ro(s,t,e,n=!1,r){return Pl(s,t,e,n)??El(s,t,e,r)}function Pl(s,t,e,n){let r=s.on[t];if(r===null||typeof r!="obj\
ect"||Array.isArray(r))return null;let i=r,o=Ge(i.types),l=e.action;if(o!==null&&o.length>0&&typeof l=="string"&&!o.includes(
l))return`the event's action ${l} is none of on.${t}.types (${o.join(", ")}): GitHub would not run this workflow for it`;
if(t==="push"){let a=typeof e.ref=="string"?e.ref:"";return a.startsWith("refs/tags/")?cs(i,"push","tags","branches",a.slice(
10),"tag"):a.startsWith("refs/heads/")?cs(i,"push","branches","tags",a.slice(11),"branch"):null}if((t==="pull_request"||
t==="pull_request_target")&&!n){let a=e.pull_request?.base?.ref;return typeof a=="string"?cs(i,t,"branches",null,a,"base\
 branch"):null}return null}function El(s,t,e,n){if(!Object.hasOwn(s.on,t))return null;let r,i;if(t==="push")r=e.head_commit?.
message,i="the push's head commit";else if(t==="pull_request"){let a=e.pull_request?.head?.sha;if(n===void 0||a!==n.sha)
return null;r=n.message,i=`the pull request's head commit (${n.sha.slice(0,7)}, HEAD here)`}else return null;let o=typeof r==
"string"?$o(r):null;if(o===null)return null;let l=o.kind==="trailer"?`ends with the trailer ${o.text}`:`holds ${o.text}`;
return`${i} message ${l}: GitHub would not run this workflow for it`}function cs(s,t,e,n,r,i){let o=Ge(s[e]),l=Ge(s[`${e}\
-ignore`]),a="GitHub would not run this workflow for it";return o!==null?qr(r,o)?null:`the ${i} ${r} matches none of on.${t}\
.${e} (${o.join(", ")}): ${a}`:l!==null?Xr(r,l)?null:`the ${i} ${r} matches on.${t}.${e}-ignore (${l.join(", ")}): ${a}`:
n!==null&&(s[n]!==void 0||s[`${n}-ignore`]!==void 0)?`on.${t} filters ${n} only, so a push of a ${i} (${r}) does not sta\
rt it: ${a}`:null}var Al=new TextEncoder,Tl=new TextDecoder("utf-8",{ignoreBOM:!0}),me=class{#t;#s;#n;#e=new Map;constructor(t){this.#t=t}async put(t){
let e=await this.#l(),n=await this.#t.put(t),r={stage:n.stage,attempt:n.attempt,runAttempt:n.runAttempt},i=e.get(n.stage)??
[];i.some(l=>Ie(l,r)===0)||i.push(r),i.sort(Ie),e.set(n.stage,i);let o={record:JSON.parse(Rr(t.record)),prompt:Tl.decode(
Al.encode(t.prompt)),handoff:JSON.parse(Or(t.handoff)),recordSha256:n.recordSha256};return this.#e.set(Oo(r),Promise.resolve(
o)),n}get(t){return this.#r(e=>{let n=e.get(t)?.at(-1);return n===void 0?Promise.resolve(void 0):this.#i(n)})}getAttempt(t,e,n=1){
return this.#r(r=>{let i=r.get(t)?.find(o=>o.attempt===e&&o.runAttempt===n);return i?this.#i(i):Promise.resolve(void 0)})}#r(t){
return this.#n?t(this.#n):this.#l().then(t)}#i(t){let e=Oo(t),n=this.#e.get(e);return n||(n=this.#t.getAttempt(t.stage,t.
attempt,t.runAttempt),n.catch(()=>this.#e.delete(e)),this.#e.set(e,n)),n}async list(){return[...(await this.#l()).values()].
flat().sort(De)}#l(){return this.#s??=this.#t.list().then(t=>{let e=new Map;for(let{stage:n,attempt:r,runAttempt:i}of t)
e.set(n,[...e.get(n)??[],{stage:n,attempt:r,runAttempt:i}]);for(let n of e.values())n.sort(Ie);return this.#n=e,e}),this.#s}};
function Oo(s){return`${s.stage}\0${s.runAttempt}\0${s.attempt}`}var Et=Tt(re(),1);var hn=class{path;#t;#s;#n=null;#e=!1;constructor(t){this.path=t,this.#t=(0,Et.openSync)(t,"a",420),this.#s=(0,Et.fstatSync)(
this.#t).size}write(t){if(this.#n!==null||this.#e)return;let e=Buffer.from(`${JSON.stringify(t)}
`);try{for(let n=0;n<e.length;)n+=(0,Et.writeSync)(this.#t,e,n,e.length-n);this.#s+=e.length}catch(n){try{(0,Et.ftruncateSync)(
this.#t,this.#s)}catch{}this.#n=fe(this.path,"the run's events",n)}}get failure(){return this.#n}close(){this.#e||(this.#e=
!0,(0,Et.closeSync)(this.#t))}};var ia=Tt(je(),1),J=Tt(re(),1);import{appendFile as hc,mkdtemp as gc,open as oa,readFile as mc,rm as wc,writeFile as yc}from"node:fs/promises";
import{delimiter as bc,dirname as Sc,join as St,relative as kc,resolve as vc}from"node:path";var Po=65536,we=4096,Nl=/^\s*(?:[A-Za-z0-9+/=]*|[A-Za-z][A-Za-z0-9-]*: .*)\s*$/;function _l(s){let t=_e(s);return!Wn(s)&&
!Wn(t)&&!Nl.test(t)}var gn=class{#t;#s;#n=new Map;constructor(t,e){this.#t=t,this.#s=e}push(t,e="stdout"){let n=this.#e(
e),r=n.partial+t,i=r.endsWith("\r")?r.length-1:r.length,o=r.slice(0,i).split(/\r\n|\r|\n/);n.partial=(o.pop()??"")+r.slice(
i);for(let l of o)this.#r(n,l);n.partial.length>Po&&(n.overlong||(this.#i(n,n.partial.slice(0,we)),n.overlong=!0),n.inKey=
Jt(n.partial,n.inKey),n.partial=n.partial.slice(-we))}flush(){for(let t of this.#n.values())t.overlong||this.#i(t,t.partial.
replace(/\r$/,"").slice(0,we))}end(){for(let t of this.#n.values())t.partial!==""&&this.#r(t,t.partial),t.partial="",this.#i(
t,"")}#e(t){let e=this.#n.get(t);return e||(e={partial:"",held:null,previous:"",inKey:!1,overlong:!1},this.#n.set(t,e)),
e}#r(t,e){if(e.length>Po&&!t.overlong&&(this.#i(t,e.slice(0,we)),t.overlong=!0),t.overlong){t.overlong=!1,t.inKey=Jt(e,t.
inKey),t.previous=t.inKey?"":e.slice(-we);return}if(t.inKey&&_l(e)&&(t.inKey=!1),t.inKey||Ir(e)){t.inKey||this.#i(t,""),
t.inKey=Jt(e,t.inKey),t.previous=t.inKey?"":e;return}this.#i(t,e),t.held=e}#i(t,e){let n=t.held;if(t.held=null,n===null)
return;let r=q(`${t.previous}
${n}
${e}`,this.#t()),i=r.text.split(`
`),o=i.length===3?i[1]??"":Gs(r.redactions[0]?.kind??"secret-value");t.previous=n,o.trim()!==""&&this.#s(o)}};var ee=class{#t;#s;#n;constructor(t,e){this.#t=t,this.#s=e}arm(){clearTimeout(this.#n),this.#n=setTimeout(()=>this.#s(),
this.#t),this.#n.unref?.()}stop(){clearTimeout(this.#n),this.#n=void 0}};var Eo=["comment","summary","both"],Cl=/^[A-Za-z0-9_.-]{1,64}$/;function fs(s){let t=(s[Q.mode]??"").trim()||"both";if(!Eo.
includes(t))throw new x("input-invalid",`must be one of ${Eo.join(", ")}; got "${t}"`,{where:Q.mode});return t}function ps(s,t){
let e=fs(s),n=(s[Q.key]??"").trim()||Oi;if(!Cl.test(n))throw new x("input-invalid",`must be 1 to 64 letters, digits, '.'\
, '_' or '-' (it names the sticky comment); got "${n}"`,{where:Q.key});let r=jl(s[Q.includeDetail]??"",Q.includeDetail,!1),
i=null;if(e!=="summary"){let o=(s[Q.issueNumber]??"").trim();if(o!==""){if(!/^[1-9]\d{0,9}$/.test(o))throw new x("input-\
invalid",`must be the number of an issue or pull request, like 42; got "${o}"`,{where:Q.issueNumber});i=Number(o)}else if(i=
Ml(t.payload),i===null)throw new x("issue-number-missing",`there is no issue or pull request to comment on: the triggeri\
ng event (${t.name||"unknown"}) is not about one. Set the issue-number input, or use mode: summary`,{where:Q.issueNumber})}
return{mode:e,key:n,includeDetail:r,issueNumber:i}}function Ml(s){let t=ye(s);if(!t)return null;let e=ds(ye(t.pull_request)?.
number)??ds(ye(t.issue)?.number);if(e!==null)return e;for(let n of["workflow_run","check_run","check_suite"]){let r=ye(t[n])?.
pull_requests;if(Array.isArray(r)&&r.length===1){let i=ds(ye(r[0])?.number);if(i!==null)return i}}return null}function jl(s,t,e){let n=s.trim();if(n==="")return e;if(["true","True","TRUE"].includes(n))return!0;if(["false","False",
"FALSE"].includes(n))return!1;throw new x("input-invalid",`must be true or false; got "${n}"`,{where:t})}function ye(s){
return s!==null&&typeof s=="object"&&!Array.isArray(s)?s:null}function ds(s){return typeof s=="number"&&Number.isInteger(
s)&&s>0?s:null}var Ll={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\u274C"};function Ao(s){let{record:t,handoff:e}=s,
n=l=>Ri(l,s)||" ",r=[["status",`${t.status} (${t.outcome.reason})`],["attempt",String(t.attempt)],["exit code",t.agent.exit_code===
null?"none":String(t.agent.exit_code)],["duration",`${(t.agent.duration_ms/1e3).toFixed(1)} s`],["handoff",t.present&&t.
digests.handoff?`present, sha256 ${t.digests.handoff.slice(0,12)}`:"none"]];e?.next&&r.push(["next",e.next.stage]),s.notStored!==
void 0?r.push(["artifact","not stored"]):s.artifactName&&r.push(["artifact",s.artifactName]);let i=[];i.push([`### ${Ll[t.
status]} baton stage \`${t.stage}\``,"","| | |","|---|---|",...r.map(([l,a])=>`| ${l} | ${n(a)} |`)].join(`
`)),s.notStored!==void 0&&i.push(`${$i(Fl(s.notStored),s)}. No later stage can read this record or its handoff; it is sh\
own here only.`),t.outcome.message&&i.push(Xn(t.outcome.message,s)),e&&i.push(["#### Summary","",Xn(e.summary,s)].join(`\

`));let o=Object.entries(e?.data??{});return o.length>0&&i.push(["#### Data","","| key | value |","|---|---|",...o.map(([
l,a])=>`| ${n(l)} | ${n(a)} |`)].join(`
`)),t.problems.length>0&&i.push(["#### Problems","","| severity | code | where | message |","|---|---|---|---|",...t.problems.
map(l=>`| ${l.severity} | ${n(l.code)} | ${n(l.path)} | ${n(l.message)} |`)].join(`
`)),Il(i,s.notStored===void 0?s.artifactName:void 0)}function Fl(s){return s.charAt(0).toUpperCase()+s.slice(1)}function Il(s,t){
let e=`_Cut to fit the step summary; the full record is in ${t?`artifact ${t}`:"the stage record"}._`,n=yt.stepSummaryBytes-
Nn(e)-4,r=[],i=0;for(let o of s){let l=Nn(o)+2;if(i+l>n){r.push(e);break}r.push(o),i+=l}return`${r.join(`

`)}
`}function To(s,t){return q(s,t).redactions.length===0?s:`${xi(s.trimEnd(),t)}
`}var Ss=Tt(je(),1),pt=Tt(re(),1);import{homedir as Yu}from"node:os";import{dirname as Xo,isAbsolute as Zu,join as Qu,resolve as vs,
sep as yn}from"node:path";var No=(s,t,e)=>{let n,r,i,o,l,a=e.indexOf(s),u=e.indexOf(t,a+1),d=a;if(a>=0&&u>0){if(s===t)return[a,u];for(n=[],i=e.length;d>=
0&&!l;){if(d===a)n.push(d),a=e.indexOf(s,d+1);else if(n.length===1){let c=n.pop();c!==void 0&&(l=[c,u])}else r=n.pop(),r!==
void 0&&r<i&&(i=r,o=u),u=e.indexOf(t,d+1);d=a<u&&a>=0?a:u}n.length&&o!==void 0&&(l=[i,o])}return l};var _o="\0SLASH"+Math.random().toFixed(16)+"\0",Co="\0OPEN"+Math.random().toFixed(16)+"\0",mn="\0CLOSE"+Math.random().toFixed(
16)+"\0",Mo="\0COMMA"+Math.random().toFixed(16)+"\0",jo="\0PERIOD"+Math.random().toFixed(16)+"\0",Dl=new RegExp(_o,"g"),
Wl=new RegExp(Co,"g"),Ul=new RegExp(mn,"g"),Hl=new RegExp(Mo,"g"),Jl=new RegExp(jo,"g"),Bl=/\\\\/g,zl=/\\{/g,Gl=/\\}/g,Kl=/\\,/g,
Vl=/\\\./g,ql=1e5,Xl=4e6,Yl=1e3,Zl=1e3,Ql=2e7,tu=16;function hs(s){return isNaN(s)?s.charCodeAt(0):parseInt(s,10)}function eu(s){
return s.replace(Bl,_o).replace(zl,Co).replace(Gl,mn).replace(Kl,Mo).replace(Vl,jo)}function nu(s){return s.replace(Dl,"\
\\").replace(Wl,"{").replace(Ul,"}").replace(Hl,",").replace(Jl,".")}function gs(s,t){for(let e=0;e<t.length;e++)s.push(
t[e])}function Lo(s,t,e){if(e.remaining<0)return;let n=No("{","}",t),r=n!==void 0&&t.indexOf("{")<n[0];if(e.remaining-=n&&
!r?n[1]+1:s.length,!(!n||e.remaining<0))return{end:n[1],pre:s.slice(0,n[0]),body:s.slice(n[0]+1,n[1]),post:s.slice(n[1]+
1),unmatched:r}}function su(s,t){t.remaining-=s.length;let e=[];for(let i=0;i<s.length;i++){let o=s.charCodeAt(i);o===123?
e.push(i):o===125&&e.length&&e.pop()}let n="",r=0;for(let i=0;i<e.length;i++){let o=e[i];n+=s.slice(r,o)+"\0",r=o+1}return n+
s.slice(r)}function ru(s,t){if(t.remaining-=s.length,t.remaining<0)return!1;let e=!1;for(let n=s.length-1;n>=0;n--){let r=s.
charCodeAt(n);if(r===125)e=!0;else if(r===10||r===13||r===8232||r===8233)e=!1;else if(r===44&&e&&s.charCodeAt(n+1)!==44)
return!0}return!1}function iu(s,t){let e=[],n="";for(;;){let r=Lo(s,s,t);if(t.remaining<0)return;if(!r){let u=s.split(",");
return u[0]=n+u[0],gs(e,u),e}let{pre:i,body:o,post:l}=r,a=i.split(",");if(a[0]=n+a[0],a[a.length-1]+="{"+o+"}",!l.length)
return gs(e,a),e;n=a.pop(),gs(e,a),s=l}}function be(s,t){return s===void 0||isNaN(s)?t:s}function Fo(s,t={}){if(!s)return[];
let e=be(t.max,ql),n=be(t.maxLength,Xl),r=be(t.maxDepth,Yl),i=be(t.maxRewrites,Zl),o=be(t.maxSteps,Ql);return s.slice(0,
2)==="{}"&&(s="\\{\\}"+s.slice(2)),ms(eu(s),e,n,r,0,i,{remaining:o},!0).map(nu)}function ou(s){return"{"+s+"}"}function au(s){
return/^-?0\d/.test(s)}function lu(s,t){return s<=t}function uu(s,t){return s>=t}function Se(s,t,e,n,r,i,o){let l=[],a=0,
u;t:for(let d=0;d<s.length;d++){let c=s[d]+t,p=e;i&&!c&&(u||(u=e.filter(f=>f)),p=u);for(let f=0;f<p.length;f++){if(l.length>=
n)break t;let g=c+p[f];if(a+g.length>r)break t;l.push(g),a+=g.length}}return o.remaining-=l.length,l}function cu(s,t,e,n,r){
let i=s.split(/\.\./),o=[];if(i[0]===void 0||i[1]===void 0)return o;let l=hs(i[0]),a=hs(i[1]),u=Math.max(i[0].length,i[1].
length),d=i.length===3&&i[2]!==void 0?Math.max(Math.abs(hs(i[2])),1):1,c=lu;a<l&&(d*=-1,c=uu);let f=i.some(au),g=f?u:1,h=0;
for(let S=l;c(S,a)&&o.length<e;S+=d){if(r.remaining-=g,r.remaining<0)return;let m;if(t)m=String.fromCharCode(S),m==="\\"&&
(m="");else if(m=String(S),f){let w=u-m.length;if(w>0){let b=new Array(w+1).join("0");S<0?m="-"+b+m.slice(1):m=b+m}}if(h+
m.length>n)break;o.push(m),h+=m.length}return o}function ms(s,t,e,n,r,i,o,l){if(o.remaining-=tu,r>n)return[s];let a=[""],
u=0,d=!1,c=!0,p=s;for(;;){let f=Lo(s,p,o);if(!f)return Se(a,s,[""],t,e,d,o);f.unmatched&&(p=su(p,o));let g=f.pre,h=()=>Se(
a,g+"{"+f.body+"}"+f.post,[""],t,e,d,o);if(/\$$/.test(g)){if(a=Se(a,g+"{"+f.body+"}",[""],t,e,d&&!f.post.length,o),c=!1,
!f.post.length)break;s=f.post,p=p.slice(f.end+1);continue}let S=/^-?\d+\.\.-?\d+(?:\.\.-?\d+)?$/.test(f.body),m=/^[a-zA-Z]\.\.[a-zA-Z](?:\.\.-?\d+)?$/.
test(f.body),w=S||m,b=f.body.indexOf(",")>=0;if(!w&&!b){if(u<i&&ru(f.post,o)){u++,s=f.pre+"{"+f.body+mn+f.post,p=p.slice(
0,f.end)+mn+p.slice(f.end+1),l=!0;continue}return h()}c&&(d=l&&!w,c=!1);let $;if(w){if($=cu(f.body,m,t,e,o),!$)return h()}else{
let R=iu(f.body,o);if(!R)return h();if(R.length===1&&R[0]!==void 0){if(R=ms(R[0],t,e,n,r+1,i,o,!1).map(ou),o.remaining<0)
return h();if(R.length===1){let P=Se(a,g+R[0],[""],t,e,d&&!f.post.length,o);if(o.remaining<0)return h();if(a=P,!f.post.length)
break;s=f.post,p=p.slice(f.end+1);continue}}let k=d&&!f.post.length&&!g;for(let P=0;k&&P<a.length;P++)a[P]&&(k=!1);$=[];
let T=0;t:for(let P=0;P<R.length;P++){let U=ms(R[P],t,e,n,r+1,i,o,!1);if(o.remaining<0)return h();for(let X=0;X<U.length;X++){
let v=U[X];if(!(k&&!v)){if($.length>=t||T+v.length>e)break t;$.push(v),T+=v.length}}}}let C=Se(a,g,$,t,e,d&&!f.post.length,
o);if(o.remaining<0)return h();if(a=C,!f.post.length)break;s=f.post,p=p.slice(f.end+1)}return a}var ke=s=>{if(typeof s!="string")throw new TypeError("invalid pattern");if(s.length>65536)throw new TypeError("pattern i\
s too long")};var du={"[:alnum:]":["\\p{L}\\p{Nl}\\p{Nd}",!0],"[:alpha:]":["\\p{L}\\p{Nl}",!0],"[:ascii:]":["\\x00-\\x7f",!1],"[:blank\
:]":["\\p{Zs}\\t",!0],"[:cntrl:]":["\\p{Cc}",!0],"[:digit:]":["\\p{Nd}",!0],"[:graph:]":["\\p{Z}\\p{C}",!0,!0],"[:lower:\
]":["\\p{Ll}",!0],"[:print:]":["\\p{C}",!0],"[:punct:]":["\\p{P}",!0],"[:space:]":["\\p{Z}\\t\\r\\n\\v\\f",!0],"[:upper:\
]":["\\p{Lu}",!0],"[:word:]":["\\p{L}\\p{Nl}\\p{Nd}\\p{Pc}",!0],"[:xdigit:]":["A-Fa-f0-9",!1]},ve=s=>s.replace(/[[\]\\-]/g,
"\\$&"),fu=s=>s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),Io=s=>s.join(""),Do=(s,t)=>{let e=t;if(s.charAt(e)!=="[")throw new Error(
"not in a brace expression");let n=[],r=[],i=e+1,o=!1,l=!1,a=!1,u=!1,d=e,c="";t:for(;i<s.length;){let h=s.charAt(i);if((h===
"!"||h==="^")&&i===e+1){u=!0,i++;continue}if(h==="]"&&o&&!a){d=i+1;break}if(o=!0,h==="\\"&&!a){a=!0,i++;continue}if(h===
"["&&!a){for(let[S,[m,w,b]]of Object.entries(du))if(s.startsWith(S,i)){if(c)return["$.",!1,s.length-e,!0];i+=S.length,b?
r.push(m):n.push(m),l=l||w;continue t}}if(a=!1,c){h>c?n.push(ve(c)+"-"+ve(h)):h===c&&n.push(ve(h)),c="",i++;continue}if(s.
startsWith("-]",i+1)){n.push(ve(h+"-")),i+=2;continue}if(s.startsWith("-",i+1)){c=h,i+=2;continue}n.push(ve(h)),i++}if(d<
i)return["",!1,0,!1];if(!n.length&&!r.length)return["$.",!1,s.length-e,!0];if(r.length===0&&n.length===1&&/^\\?.$/.test(
n[0])&&!u){let h=n[0].length===2?n[0].slice(-1):n[0];return[fu(h),!1,d-e,!1]}let p="["+(u?"^":"")+Io(n)+"]",f="["+(u?"":
"^")+Io(r)+"]";return[n.length&&r.length?"("+p+"|"+f+")":n.length?p:f,l,d-e,!0]};var It=(s,{windowsPathsNoEscape:t=!1,magicalBraces:e=!0}={})=>e?t?s.replace(/\[([^/\\])\]/g,"$1"):s.replace(/((?!\\).|^)\[([^/\\])\]/g,
"$1$2").replace(/\\([^/])/g,"$1"):t?s.replace(/\[([^/\\{}])\]/g,"$1"):s.replace(/((?!\\).|^)\[([^/\\{}])\]/g,"$1$2").replace(
/\\([^/{}])/g,"$1");var ft,pu=new Set(["!","?","+","*","@"]),ws=s=>pu.has(s),Wo=s=>ws(s.type),hu=new Map([["!",["@"]],["?",["?","@"]],["@",[
"@"]],["*",["*","+","?","@"]],["+",["+","@"]]]),gu=new Map([["!",["?"]],["@",["?"]],["+",["?","*"]]]),mu=new Map([["!",[
"?","@"]],["?",["?","@"]],["@",["?","@"]],["*",["*","+","?","@"]],["+",["+","@","?","*"]]]),Uo=new Map([["!",new Map([["\
!","@"]])],["?",new Map([["*","*"],["+","*"]])],["@",new Map([["!","!"],["?","?"],["@","@"],["*","*"],["+","+"]])],["+",
new Map([["?","*"],["*","*"]])]]),wu="(?!(?:^|/)\\.\\.?(?:$|/))",wn="(?!\\.)",yu=new Set(["[","."]),bu=new Set(["..","."]),
Su=new Set("().*{}+?[]^$\\!"),ku=s=>s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),ys="[^/]",Ho=ys+"*?",Jo=ys+"+?",vu=0,Bt=class{type;#t;#s;#n=!1;#e=[];#r;#i;#l;#o=!1;#u;#d;#c=!1;id=++vu;get depth(){
return(this.#r?.depth??-1)+1}[Symbol.for("nodejs.util.inspect.custom")](){return{"@@type":"AST",id:this.id,type:this.type,
root:this.#t.id,parent:this.#r?.id,depth:this.depth,partsLength:this.#e.length,parts:this.#e}}constructor(t,e,n={}){this.
type=t,t&&(this.#s=!0),this.#r=e,this.#t=this.#r?this.#r.#t:this,this.#u=this.#t===this?n:this.#t.#u,this.#l=this.#t===this?
[]:this.#t.#l,t==="!"&&!this.#t.#o&&this.#l.push(this),this.#i=this.#r?this.#r.#e.length:0}get hasMagic(){if(this.#s!==void 0)
return this.#s;for(let t of this.#e)if(typeof t!="string"&&(t.type||t.hasMagic))return this.#s=!0;return this.#s}toString(){
return this.#d!==void 0?this.#d:this.type?this.#d=this.type+"("+this.#e.map(t=>String(t)).join("|")+")":this.#d=this.#e.
map(t=>String(t)).join("")}#f(){if(this!==this.#t)throw new Error("should only call on root");if(this.#o)return this;this.
toString(),this.#o=!0;let t;for(;t=this.#l.pop();){if(t.type!=="!")continue;let e=t,n=e.#r;for(;n;){for(let r=e.#i+1;!n.
type&&r<n.#e.length;r++)for(let i of t.#e){if(typeof i=="string")throw new Error("string part in extglob AST??");i.copyIn(
n.#e[r])}e=n,n=e.#r}}return this}push(...t){for(let e of t)if(e!==""){if(typeof e!="string"&&!(e instanceof ft&&e.#r===this))
throw new Error("invalid part: "+e);this.#e.push(e)}}toJSON(){let t=this.type===null?this.#e.slice().map(e=>typeof e=="s\
tring"?e:e.toJSON()):[this.type,...this.#e.map(e=>e.toJSON())];return this.isStart()&&!this.type&&t.unshift([]),this.isEnd()&&
(this===this.#t||this.#t.#o&&this.#r?.type==="!")&&t.push({}),t}isStart(){if(this.#t===this)return!0;if(!this.#r?.isStart())
return!1;if(this.#i===0)return!0;let t=this.#r;for(let e=0;e<this.#i;e++){let n=t.#e[e];if(!(n instanceof ft&&n.type==="\
!"))return!1}return!0}isEnd(){if(this.#t===this||this.#r?.type==="!")return!0;if(!this.#r?.isEnd())return!1;if(!this.type)
return this.#r?.isEnd();let t=this.#r?this.#r.#e.length:0;return this.#i===t-1}copyIn(t){typeof t=="string"?this.push(t):
this.push(t.clone(this))}clone(t){let e=new ft(this.type,t);for(let n of this.#e)e.copyIn(n);return e}static#p(t,e,n,r,i){
let o=r.maxExtglobRecursion??2,l=!1,a=!1,u=-1,d=!1;if(e.type===null){let h=n,S="";for(;h<t.length;){let m=t.charAt(h++);
if(l||m==="\\"){l=!l,S+=m;continue}if(a){h===u+1?(m==="^"||m==="!")&&(d=!0):m==="]"&&!(h===u+2&&d)&&(a=!1),S+=m;continue}else if(m===
"["){a=!0,u=h,d=!1,S+=m;continue}if(!r.noext&&ws(m)&&t.charAt(h)==="("&&i<=o){e.push(S),S="";let b=new ft(m,e);h=ft.#p(t,
b,h,r,i+1),e.push(b);continue}S+=m}return e.push(S),h}let c=n+1,p=new ft(null,e),f=[],g="";for(;c<t.length;){let h=t.charAt(
c++);if(l||h==="\\"){l=!l,g+=h;continue}if(a){c===u+1?(h==="^"||h==="!")&&(d=!0):h==="]"&&!(c===u+2&&d)&&(a=!1),g+=h;continue}else if(h===
"["){a=!0,u=c,d=!1,g+=h;continue}if(!r.noext&&ws(h)&&t.charAt(c)==="("&&(i<=o||e&&e.#y(h))){let m=e&&e.#y(h)?0:1;p.push(
g),g="";let w=new ft(h,p);p.push(w),c=ft.#p(t,w,c,r,i+m);continue}if(h==="|"){p.push(g),g="",f.push(p),p=new ft(null,e);
continue}if(h===")")return g===""&&e.#e.length===0&&(e.#c=!0),p.push(g),g="",e.push(...f,p),c;g+=h}return e.type=null,e.#s=
void 0,e.#e=[t.substring(n-1)],c}#h(t){return this.#g(t,gu)}#g(t,e=hu){if(!t||typeof t!="object"||t.type!==null||t.#e.length!==
1||this.type===null)return!1;let n=t.#e[0];return!n||typeof n!="object"||n.type===null?!1:this.#y(n.type,e)}#y(t,e=mu){return!!e.
get(this.type)?.includes(t)}#E(t,e){let n=t.#e[0],r=new ft(null,n,this.options);r.#e.push(""),n.push(r),this.#m(t,e)}#m(t,e){
let n=t.#e[0];this.#e.splice(e,1,...n.#e);for(let r of n.#e)typeof r=="object"&&(r.#r=this);this.#d=void 0}#S(t){return!!Uo.
get(this.type)?.has(t)}#N(t){if(!t||typeof t!="object"||t.type!==null||t.#e.length!==1||this.type===null||this.#e.length!==
1)return!1;let e=t.#e[0];return!e||typeof e!="object"||e.type===null?!1:this.#S(e.type)}#k(t){let e=Uo.get(this.type),n=t.#e[0],
r=e?.get(n.type);if(!r)return!1;this.#e=n.#e;for(let i of this.#e)typeof i=="object"&&(i.#r=this);this.type=r,this.#d=void 0,
this.#c=!1}static fromGlob(t,e={}){let n=new ft(null,void 0,e);return ft.#p(t,n,0,e,0),n}toMMPattern(){if(this!==this.#t)
return this.#t.toMMPattern();let t=this.toString(),[e,n,r,i]=this.toRegExpSource();if(!(r||this.#s||this.#u.nocase&&!this.#u.
nocaseMagicOnly&&t.toUpperCase()!==t.toLowerCase()))return n;let l=(this.#u.nocase?"i":"")+(i?"u":"");return Object.assign(
new RegExp(`^${e}$`,l),{_src:e,_glob:t})}get options(){return this.#u}toRegExpSource(t){let e=t??!!this.#u.dot;if(this.#t===
this&&(this.#$(),this.#f()),!Wo(this)){let a=this.isStart()&&this.isEnd()&&!this.#e.some(f=>typeof f!="string"),u=this.#e.
map(f=>{let[g,h,S,m]=typeof f=="string"?ft.#O(f,this.#s,a):f.toRegExpSource(t);return this.#s=this.#s||S,this.#n=this.#n||
m,g}).join(""),d="";if(this.isStart()&&typeof this.#e[0]=="string"&&!(this.#e.length===1&&bu.has(this.#e[0]))){let g=yu,
h=e&&g.has(u.charAt(0))||u.startsWith("\\.")&&g.has(u.charAt(2))||u.startsWith("\\.\\.")&&g.has(u.charAt(4)),S=!e&&!t&&g.
has(u.charAt(0));d=h?wu:S?wn:""}let c="";return this.isEnd()&&this.#t.#o&&this.#r?.type==="!"&&(c="(?:$|\\/)"),[d+u+c,It(
u),this.#s=!!this.#s,this.#n]}let n=this.type==="*"||this.type==="+",r=this.type==="!"?"(?:(?!(?:":"(?:",i=this.#R(e);if(this.
isStart()&&this.isEnd()&&!i&&this.type!=="!"){let a=this.toString(),u=this;return u.#e=[a],u.type=null,u.#s=void 0,[a,It(
this.toString()),!1,!1]}let o=!n||t||e||!wn?"":this.#R(!0);o===i&&(o=""),o&&(i=`(?:${i})(?:${o})*?`);let l="";if(this.type===
"!"&&this.#c)l=(this.isStart()&&!e?wn:"")+Jo;else{let a=this.type==="!"?"))"+(this.isStart()&&!e&&!t?wn:"")+Ho+")":this.
type==="@"?")":this.type==="?"?")?":this.type==="+"&&o?")":this.type==="*"&&o?")?":`)${this.type}`;l=r+i+a}return[l,It(i),
this.#s=!!this.#s,this.#n]}#$(){if(Wo(this)){let t=0,e=!1;do{e=!0;for(let n=0;n<this.#e.length;n++){let r=this.#e[n];typeof r==
"object"&&(r.#$(),this.#g(r)?(e=!1,this.#m(r,n)):this.#h(r)?(e=!1,this.#E(r,n)):this.#N(r)&&(e=!1,this.#k(r)))}}while(!e&&
++t<10)}else for(let t of this.#e)typeof t=="object"&&t.#$();this.#d=void 0}#R(t){return this.#e.map(e=>{if(typeof e=="s\
tring")throw new Error("string type in extglob ast??");let[n,r,i,o]=e.toRegExpSource(t);return this.#n=this.#n||o,n}).filter(
e=>!(this.isStart()&&this.isEnd())||!!e).join("|")}static#O(t,e,n=!1){let r=!1,i="",o=!1,l=!1;for(let a=0;a<t.length;a++){
let u=t.charAt(a);if(r){r=!1,i+=(Su.has(u)?"\\":"")+u;continue}if(u==="*"){if(l)continue;l=!0,i+=n&&/^[*]+$/.test(t)?Jo:
Ho,e=!0;continue}else l=!1;if(u==="\\"){a===t.length-1?i+="\\\\":r=!0;continue}if(u==="["){let[d,c,p,f]=Do(t,a);if(p){i+=
d,o=o||c,a+=p-1,e=e||f;continue}}if(u==="?"){i+=ys,e=!0;continue}i+=ku(u)}return[i,It(t),!!e,o]}};ft=Bt;var bs=(s,{windowsPathsNoEscape:t=!1,magicalBraces:e=!1}={})=>e?t?s.replace(/[?*()[\]{}]/g,"[$&]"):s.replace(/[?*()[\]\\{}]/g,
"\\$&"):t?s.replace(/[?*()[\]]/g,"[$&]"):s.replace(/[?*()[\]\\]/g,"\\$&");var lt=(s,t,e={})=>(ke(t),!e.nocomment&&t.charAt(0)==="#"?!1:new Mt(t,e).match(s)),xu=/^\*+([^+@!?*[(]*)$/,$u=s=>t=>!t.startsWith(
".")&&t.endsWith(s),Ru=s=>t=>t.endsWith(s),Ou=s=>(s=s.toLowerCase(),t=>!t.startsWith(".")&&t.toLowerCase().endsWith(s)),
Pu=s=>(s=s.toLowerCase(),t=>t.toLowerCase().endsWith(s)),Eu=/^\*+\.\*+$/,Au=s=>!s.startsWith(".")&&s.includes("."),Tu=s=>s!==
"."&&s!==".."&&s.includes("."),Nu=/^\.\*+$/,_u=s=>s!=="."&&s!==".."&&s.startsWith("."),Cu=/^\*+$/,Mu=s=>s.length!==0&&!s.
startsWith("."),ju=s=>s.length!==0&&s!=="."&&s!=="..",Lu=/^\?+([^+@!?*[(]*)?$/,Fu=([s,t=""])=>{let e=Go([s]);return t?(t=
t.toLowerCase(),n=>e(n)&&n.toLowerCase().endsWith(t)):e},Iu=([s,t=""])=>{let e=Ko([s]);return t?(t=t.toLowerCase(),n=>e(
n)&&n.toLowerCase().endsWith(t)):e},Du=([s,t=""])=>{let e=Ko([s]);return t?n=>e(n)&&n.endsWith(t):e},Wu=([s,t=""])=>{let e=Go(
[s]);return t?n=>e(n)&&n.endsWith(t):e},Go=([s])=>{let t=s.length;return e=>e.length===t&&!e.startsWith(".")},Ko=([s])=>{
let t=s.length;return e=>e.length===t&&e!=="."&&e!==".."},Vo=typeof process=="object"&&process?typeof process.env=="obje\
ct"&&process.env&&process.env.__MINIMATCH_TESTING_PLATFORM__||process.platform:"posix",Bo={win32:{sep:"\\"},posix:{sep:"\
/"}},Uu=Vo==="win32"?Bo.win32.sep:Bo.posix.sep;lt.sep=Uu;var it=Symbol("globstar **");lt.GLOBSTAR=it;var Hu="[^/]",Ju=Hu+
"*?",Bu="(?:(?!(?:\\/|^)(?:\\.{1,2})($|\\/)).)*?",zu="(?:(?!(?:\\/|^)\\.).)*?",Gu=(s,t={})=>e=>lt(e,s,t);lt.filter=Gu;var bt=(s,t={})=>Object.
assign({},s,t),Ku=s=>{if(!s||typeof s!="object"||!Object.keys(s).length)return lt;let t=lt;return Object.assign((n,r,i={})=>t(
n,r,bt(s,i)),{Minimatch:class extends t.Minimatch{constructor(r,i={}){super(r,bt(s,i))}static defaults(r){return t.defaults(
bt(s,r)).Minimatch}},AST:class extends t.AST{constructor(r,i,o={}){super(r,i,bt(s,o))}static fromGlob(r,i={}){return t.AST.
fromGlob(r,bt(s,i))}},unescape:(n,r={})=>t.unescape(n,bt(s,r)),escape:(n,r={})=>t.escape(n,bt(s,r)),filter:(n,r={})=>t.filter(
n,bt(s,r)),defaults:n=>t.defaults(bt(s,n)),makeRe:(n,r={})=>t.makeRe(n,bt(s,r)),braceExpand:(n,r={})=>t.braceExpand(n,bt(
s,r)),match:(n,r,i={})=>t.match(n,r,bt(s,i)),sep:t.sep,GLOBSTAR:it})};lt.defaults=Ku;var qo=(s,t={})=>(ke(s),t.nobrace||
!/\{(?:(?!\{).)*\}/.test(s)?[s]:Fo(s,{max:t.braceExpandMax}));lt.braceExpand=qo;var Vu=(s,t={})=>new Mt(s,t).makeRe();lt.
makeRe=Vu;var qu=(s,t,e={})=>{let n=new Mt(t,e);return s=s.filter(r=>n.match(r)),n.options.nonull&&!s.length&&s.push(t),
s};lt.match=qu;var zo=/[?*]|[+@!]\(.*?\)|\[|\]/,Xu=s=>s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),Mt=class{options;set;pattern;windowsPathsNoEscape;nonegate;negate;comment;empty;preserveMultipleSlashes;partial;globSet;globParts;nocase;isWindows;platform;windowsNoMagicRoot;maxGlobstarRecursion;regexp;constructor(t,e={}){
ke(t),e=e||{},this.options=e,this.maxGlobstarRecursion=e.maxGlobstarRecursion??200,this.pattern=t,this.platform=e.platform||
Vo,this.isWindows=this.platform==="win32";let n="allowWindowsEscape";this.windowsPathsNoEscape=!!e.windowsPathsNoEscape||
e[n]===!1,this.windowsPathsNoEscape&&(this.pattern=this.pattern.replace(/\\/g,"/")),this.preserveMultipleSlashes=!!e.preserveMultipleSlashes,
this.regexp=null,this.negate=!1,this.nonegate=!!e.nonegate,this.comment=!1,this.empty=!1,this.partial=!!e.partial,this.nocase=
!!this.options.nocase,this.windowsNoMagicRoot=e.windowsNoMagicRoot!==void 0?e.windowsNoMagicRoot:!!(this.isWindows&&this.
nocase),this.globSet=[],this.globParts=[],this.set=[],this.make()}hasMagic(){if(this.options.magicalBraces&&this.set.length>
1)return!0;for(let t of this.set)for(let e of t)if(typeof e!="string")return!0;return!1}debug(...t){}make(){let t=this.pattern,
e=this.options;if(!e.nocomment&&t.charAt(0)==="#"){this.comment=!0;return}if(!t){this.empty=!0;return}this.parseNegate(),
this.globSet=[...new Set(this.braceExpand())],e.debug&&(this.debug=(...i)=>console.error(...i)),this.debug(this.pattern,
this.globSet);let n=this.globSet.map(i=>this.slashSplit(i));this.globParts=this.preprocess(n),this.debug(this.pattern,this.
globParts);let r=this.globParts.map((i,o,l)=>{if(this.isWindows&&this.windowsNoMagicRoot){let a=i[0]===""&&i[1]===""&&(i[2]===
"?"||!zo.test(i[2]))&&!zo.test(i[3]),u=/^[a-z]:/i.test(i[0]);if(a)return[...i.slice(0,4),...i.slice(4).map(d=>this.parse(
d))];if(u)return[i[0],...i.slice(1).map(d=>this.parse(d))]}return i.map(a=>this.parse(a))});if(this.debug(this.pattern,r),
this.set=r.filter(i=>i.indexOf(!1)===-1),this.isWindows)for(let i=0;i<this.set.length;i++){let o=this.set[i];o[0]===""&&
o[1]===""&&this.globParts[i][2]==="?"&&typeof o[3]=="string"&&/^[a-z]:$/i.test(o[3])&&(o[2]="?")}this.debug(this.pattern,
this.set)}preprocess(t){if(this.options.noglobstar)for(let n of t)for(let r=0;r<n.length;r++)n[r]==="**"&&(n[r]="*");let{
optimizationLevel:e=1}=this.options;return e>=2?(t=this.firstPhasePreProcess(t),t=this.secondPhasePreProcess(t)):e>=1?t=
this.levelOneOptimize(t):t=this.adjascentGlobstarOptimize(t),t}adjascentGlobstarOptimize(t){return t.map(e=>{let n=-1;for(;(n=
e.indexOf("**",n+1))!==-1;){let r=n;for(;e[r+1]==="**";)r++;r!==n&&e.splice(n,r-n)}return e})}levelOneOptimize(t){return t.
map(e=>(e=e.reduce((n,r)=>{let i=n[n.length-1];return r==="**"&&i==="**"?n:r===".."&&i&&i!==".."&&i!=="."&&i!=="**"?(n.pop(),
n):(n.push(r),n)},[]),e.length===0?[""]:e))}levelTwoFileOptimize(t){Array.isArray(t)||(t=this.slashSplit(t));let e=!1;do{
if(e=!1,!this.preserveMultipleSlashes){for(let r=1;r<t.length-1;r++){let i=t[r];r===1&&i===""&&t[0]===""||(i==="."||i===
"")&&(e=!0,t.splice(r,1),r--)}t[0]==="."&&t.length===2&&(t[1]==="."||t[1]==="")&&(e=!0,t.pop())}let n=0;for(;(n=t.indexOf(
"..",n+1))!==-1;){let r=t[n-1];r&&r!=="."&&r!==".."&&r!=="**"&&!(this.isWindows&&/^[a-z]:$/i.test(r))&&(e=!0,t.splice(n-
1,2),n-=2)}}while(e);return t.length===0?[""]:t}firstPhasePreProcess(t){let e=!1;do{e=!1;for(let n of t){let r=-1;for(;(r=
n.indexOf("**",r+1))!==-1;){let o=r;for(;n[o+1]==="**";)o++;o>r&&n.splice(r+1,o-r);let l=n[r+1],a=n[r+2],u=n[r+3];if(l!==
".."||!a||a==="."||a===".."||!u||u==="."||u==="..")continue;e=!0,n.splice(r,1);let d=n.slice(0);d[r]="**",t.push(d),r--}
if(!this.preserveMultipleSlashes){for(let o=1;o<n.length-1;o++){let l=n[o];o===1&&l===""&&n[0]===""||(l==="."||l==="")&&
(e=!0,n.splice(o,1),o--)}n[0]==="."&&n.length===2&&(n[1]==="."||n[1]==="")&&(e=!0,n.pop())}let i=0;for(;(i=n.indexOf("..",
i+1))!==-1;){let o=n[i-1];if(o&&o!=="."&&o!==".."&&o!=="**"){e=!0;let a=i===1&&n[i+1]==="**"?["."]:[];n.splice(i-1,2,...a),
n.length===0&&n.push(""),i-=2}}}}while(e);return t}secondPhasePreProcess(t){for(let e=0;e<t.length-1;e++)for(let n=e+1;n<
t.length;n++){let r=this.partsMatch(t[e],t[n],!this.preserveMultipleSlashes);if(r){t[e]=[],t[n]=r;break}}return t.filter(
e=>e.length)}partsMatch(t,e,n=!1){let r=0,i=0,o=[],l="";for(;r<t.length&&i<e.length;)if(t[r]===e[i])o.push(l==="b"?e[i]:
t[r]),r++,i++;else if(n&&t[r]==="**"&&e[i]===t[r+1])o.push(t[r]),r++;else if(n&&e[i]==="**"&&t[r]===e[i+1])o.push(e[i]),
i++;else if(t[r]==="*"&&e[i]&&(this.options.dot||!e[i].startsWith("."))&&e[i]!=="**"){if(l==="b")return!1;l="a",o.push(t[r]),
r++,i++}else if(e[i]==="*"&&t[r]&&(this.options.dot||!t[r].startsWith("."))&&t[r]!=="**"){if(l==="a")return!1;l="b",o.push(
e[i]),r++,i++}else return!1;return t.length===e.length&&o}parseNegate(){if(this.nonegate)return;let t=this.pattern,e=!1,
n=0;for(let r=0;r<t.length&&t.charAt(r)==="!";r++)e=!e,n++;n&&(this.pattern=t.slice(n)),this.negate=e}matchOne(t,e,n=!1){
let r=0,i=0;if(this.isWindows){let l=typeof t[0]=="string"&&/^[a-z]:$/i.test(t[0]),a=!l&&t[0]===""&&t[1]===""&&t[2]==="?"&&
/^[a-z]:$/i.test(t[3]),u=typeof e[0]=="string"&&/^[a-z]:$/i.test(e[0]),d=!u&&e[0]===""&&e[1]===""&&e[2]==="?"&&typeof e[3]==
"string"&&/^[a-z]:$/i.test(e[3]),c=a?3:l?0:void 0,p=d?3:u?0:void 0;if(typeof c=="number"&&typeof p=="number"){let[f,g]=[
t[c],e[p]];f.toLowerCase()===g.toLowerCase()&&(e[p]=f,i=p,r=c)}}let{optimizationLevel:o=1}=this.options;return o>=2&&(t=
this.levelTwoFileOptimize(t)),e.includes(it)?this.#t(t,e,n,r,i):this.#n(t,e,n,r,i)}#t(t,e,n,r,i){let o=e.indexOf(it,i),l=e.
lastIndexOf(it),[a,u,d]=n?[e.slice(i,o),e.slice(o+1),[]]:[e.slice(i,o),e.slice(o+1,l),e.slice(l+1)];if(a.length){let w=t.
slice(r,r+a.length);if(!this.#n(w,a,n,0,0))return!1;r+=a.length,i+=a.length}let c=0;if(d.length){if(d.length+r>t.length)
return!1;let w=t.length-d.length;if(this.#n(t,d,n,w,0))c=d.length;else{if(t[t.length-1]!==""||r+d.length===t.length||(w--,
!this.#n(t,d,n,w,0)))return!1;c=d.length+1}}if(!u.length){let w=!!c;for(let b=r;b<t.length-c;b++){let $=String(t[b]);if(w=
!0,$==="."||$===".."||!this.options.dot&&$.startsWith("."))return!1}return n||w}let p=[[[],0]],f=p[0],g=0,h=[0];for(let w of u)
w===it?(h.push(g),f=[[],0],p.push(f)):(f[0].push(w),g++);let S=p.length-1,m=t.length-c;for(let w of p)w[1]=m-(h[S--]+w[0].
length);return!!this.#s(t,p,r,0,n,0,!!c)}#s(t,e,n,r,i,o,l){let a=e[r];if(!a){for(let c=n;c<t.length;c++){l=!0;let p=t[c];
if(p==="."||p===".."||!this.options.dot&&p.startsWith("."))return!1}return l}let[u,d]=a;for(;n<=d;){if(this.#n(t.slice(0,
n+u.length),u,i,n,0)&&o<this.maxGlobstarRecursion){let f=this.#s(t,e,n+u.length,r+1,i,o+1,l);if(f!==!1)return f}let p=t[n];
if(p==="."||p===".."||!this.options.dot&&p.startsWith("."))return!1;n++}return i||null}#n(t,e,n,r,i){let o,l,a,u;for(o=r,
l=i,u=t.length,a=e.length;o<u&&l<a;o++,l++){this.debug("matchOne loop");let d=e[l],c=t[o];if(this.debug(e,d,c),d===!1||d===
it)return!1;let p;if(typeof d=="string"?(p=c===d,this.debug("string match",d,c,p)):(p=d.test(c),this.debug("pattern matc\
h",d,c,p)),!p)return!1}if(o===u&&l===a)return!0;if(o===u)return n;if(l===a)return o===u-1&&t[o]==="";throw new Error("wt\
f?")}braceExpand(){return qo(this.pattern,this.options)}parse(t){ke(t);let e=this.options;if(t==="**")return it;if(t==="")
return"";let n,r=null;(n=t.match(Cu))?r=e.dot?ju:Mu:(n=t.match(xu))?r=(e.nocase?e.dot?Pu:Ou:e.dot?Ru:$u)(n[1]):(n=t.match(
Lu))?r=(e.nocase?e.dot?Iu:Fu:e.dot?Du:Wu)(n):(n=t.match(Eu))?r=e.dot?Tu:Au:(n=t.match(Nu))&&(r=_u);let i=Bt.fromGlob(t,this.
options).toMMPattern();return r&&typeof i=="object"&&Reflect.defineProperty(i,"test",{value:r}),i}makeRe(){if(this.regexp||
this.regexp===!1)return this.regexp;let t=this.set;if(!t.length)return this.regexp=!1,this.regexp;let e=this.options,n=e.
noglobstar?Ju:e.dot?Bu:zu,r=new Set(e.nocase?["i"]:[]),i=t.map(a=>{let u=a.map(c=>{if(c instanceof RegExp)for(let p of c.
flags.split(""))r.add(p);return typeof c=="string"?Xu(c):c===it?it:c._src});u.forEach((c,p)=>{let f=u[p+1],g=u[p-1];c!==
it||g===it||(g===void 0?f!==void 0&&f!==it?u[p+1]="(?:\\/|"+n+"\\/)?"+f:u[p]=n:f===void 0?u[p-1]=g+"(?:\\/|\\/"+n+")?":f!==
it&&(u[p-1]=g+"(?:\\/|\\/"+n+"\\/)"+f,u[p+1]=it))});let d=u.filter(c=>c!==it);if(this.partial&&d.length>=1){let c=[];for(let p=1;p<=
d.length;p++)c.push(d.slice(0,p).join("/"));return"(?:"+c.join("|")+")"}return d.join("/")}).join("|"),[o,l]=t.length>1?
["(?:",")"]:["",""];i="^"+o+i+l+"$",this.partial&&(i="^(?:\\/|"+o+i.slice(1,-1)+l+")$"),this.negate&&(i="^(?!"+i+").+$");
try{this.regexp=new RegExp(i,[...r].join(""))}catch{this.regexp=!1}return this.regexp}slashSplit(t){return this.preserveMultipleSlashes?
t.split("/"):this.isWindows&&/^\/\/[^/]+/.test(t)?["",...t.split(/\/+/)]:t.split(/\/+/)}match(t,e=this.partial){if(this.
debug("match",t,this.pattern),this.comment)return!1;if(this.empty)return t==="";if(t==="/"&&e)return!0;let n=this.options;
this.isWindows&&(t=t.split("\\").join("/"));let r=this.slashSplit(t);this.debug(this.pattern,"split",r);let i=this.set;this.
debug(this.pattern,"set",i);let o=r[r.length-1];if(!o)for(let l=r.length-2;!o&&l>=0;l--)o=r[l];for(let l of i){let a=r;if(n.
matchBase&&l.length===1&&(a=[o]),this.matchOne(a,l,e))return n.flipNegate?!0:!this.negate}return n.flipNegate?!1:this.negate}static defaults(t){
return lt.defaults(t).Minimatch}};lt.AST=Bt;lt.Minimatch=Mt;lt.escape=bs;lt.unescape=It;var Yo="--follow-symbolic-links";function Zo(s,t,e={}){let n=vs(s),r=ec(e.leaveOut??[]),i=tc(t[0]),o=(i?t.slice(1):t).flatMap(
u=>u.split(`
`)).map(u=>u.trim()).filter(u=>u!==""&&!u.startsWith("#")).flatMap(u=>ic(sc(n,u))),l=(0,Ss.createHash)("sha256"),a=0;for(let u of uc(
o,i,r)){if(!u.startsWith(`${n}${yn}`))continue;let d;try{if(r.any&&(0,pt.lstatSync)(u).isSymbolicLink()&&r.holds((0,pt.realpathSync)(
u)))continue;let c=(0,pt.statSync)(u);if(c.isDirectory())continue;if(!c.isFile())throw new x("hash-files-failed",`hashFi\
les() cannot hash ${u}: it is not a regular file (${nc(c)})`);d=(0,pt.readFileSync)(u)}catch(c){throw c instanceof x?c:ks(
u,c)}l.update((0,Ss.createHash)("sha256").update(d).digest()),a+=1}return a>0?l.digest("hex"):""}function tc(s){if(s===void 0||
!s.startsWith("--"))return!1;if(s.toLowerCase()===Yo)return!0;throw new x("hash-files-failed",`hashFiles(): invalid glob\
 option ${s}: the one option is '${Yo}', as the first argument`)}function ec(s){let t=new Set(s.map(n=>vs(n)));for(let n of[
...t])try{t.add((0,pt.realpathSync)(n))}catch{}let e=[...t];return{any:e.length>0,holds:n=>e.some(r=>n===r||n.startsWith(
r.endsWith(yn)?r:`${r}${yn}`))}}function ks(s,t){let e=t.code??String(t);return new x("hash-files-failed",`hashFiles() c\
ould not read ${s}: ${e}`)}function nc(s){return s.isFIFO()?"a FIFO":s.isSocket()?"a socket":s.isCharacterDevice()||s.isBlockDevice()?
"a device":"not a file"}var Qo={dot:!0,nobrace:!0,nocase:process.platform==="win32",nocomment:!0,noext:!0,nonegate:!0};function sc(s,t){
let e=!1,n=t;for(;n.startsWith("!");)e=!e,n=n.slice(1).trim();if(n==="")throw new x("hash-files-failed",`hashFiles(): th\
e pattern '${t}' is empty`);let r=Zu(n),i=n.endsWith("/"),o=n.split("/").filter(f=>f!==""),l=r?yn:s;!r&&o[0]==="."?o.shift():
!r&&o[0]==="~"&&(l=Yu(),o.shift());let a=o.map(rc);if(a.some(f=>f==="."||f===".."))throw new x("hash-files-failed",`hash\
Files(): invalid pattern '${t}': relative pathing '.' and '..' is not allowed`);let u=a.indexOf(null),d=u===-1?a:a.slice(
0,u),c=oc(l),p=o.length===0?c:`${c.endsWith("/")?c:`${c}/`}${o.join("/")}`;return{negate:e,directories:i,glob:p,matcher:new Mt(
p,Qo),searchPath:vs(l,...d)}}function rc(s){let t="";for(let e=0;e<s.length;e++){let n=s[e];if(n==="\\"&&e+1<s.length){e+=
1,t+=s[e];continue}if(n==="*"||n==="?")return null;if(n==="["&&e+1<s.length){let r="",i=-1;for(let o=e+1;o<s.length;o++){
let l=s[o];if(l==="\\"&&o+1<s.length)o+=1,r+=s[o];else if(l==="]"){i=o;break}else r+=l}if(i>=0){if(r.length>1)return null;
if(r!==""){t+=r,e=i;continue}}}t+=n}return t}function ic(s){if(s.glob.endsWith("/**")&&!s.directories)return[s];let t=`${s.
glob}/**`;return[s,{...s,directories:!1,glob:t,matcher:new Mt(t,Qo)}]}function oc(s){return s.replaceAll("\\","\\\\").replace(
/(\[)(?=[^/]+\])/g,"[[]").replace(/\?/g,"[?]").replace(/\*/g,"[*]")}var xe={none:0,directory:1,file:2,all:3};function ac(s,t){
let e=xe.none;for(let n of s){if(!n.matcher.match(t))continue;let r=n.directories?xe.directory:xe.all;e=n.negate?e&~r:e|
r}return e}function lc(s,t){return s.some(e=>!e.negate&&e.matcher.match(t,!0))}function*uc(s,t,e){let n=s.filter(o=>!o.negate).
map(o=>o.searchPath),r=new Set(n),i=[];for(let o of n){if(i.includes(o))continue;let l=!1;for(let a=o,u=Xo(a);u!==a;a=u,
u=Xo(a))r.has(u)&&(l=!0);l||i.push(o)}for(let o of i){let l=[{path:o,chain:[]}];for(;l.length>0;){let a=l.pop();if(e.holds(
a.path))continue;let u=ac(s,a.path);if(!u&&!lc(s,a.path))continue;let d;try{d=t?(0,pt.statSync)(a.path):(0,pt.lstatSync)(
a.path)}catch(h){if(h.code==="ENOENT")continue;throw ks(a.path,h)}if(!d.isDirectory()){u&xe.file&&(yield a.path);continue}
let c=a.path,p;try{if(t&&(c=(0,pt.realpathSync)(a.path)),a.chain.includes(c)||t&&e.holds(c))continue;p=(0,pt.readdirSync)(
a.path)}catch(h){throw ks(a.path,h)}u&xe.directory&&(yield a.path);let f=[...a.chain,c],g=p.map(h=>({path:Qu(a.path,h),chain:f}));
l.push(...g.reverse())}}}var ta=64*1024,bn=4096,cc=4096,xs=16,kn=class{#t;#s;#n;#e="";#r="";#i=0;#l=!1;#o;#u;constructor(t,e,n={}){this.#t=t,this.#s=
e,this.#o=n.holdWhatMayGoOn??!1,this.#u=n.quietMs===void 0?void 0:new ee(n.quietMs,()=>this.flush());let r=n.hide;this.#n=
new te(i=>{this.#e+=r===void 0?i:r(i),this.#l=!0})}push(t,e){this.#l=!1,this.#n.push(t,e),this.#l&&this.#d(!1),this.#u?.
arm()}flush(){this.#d(!0)}stop(){this.#u?.stop()}end(){this.stop(),this.#n.end("stdout"),this.#n.end("stderr"),this.#e!==
""&&this.#p(this.#e.length)}#d(t){let e=this.#e;if(e==="")return;let n=t&&!(this.#o&&jr(this.#r+e,this.#t));if(!n&&e.length<
this.#i&&e.length<=ta)return;let r=q(this.#r+e,this.#t),i=r.redactions.length>0,o=Sn(e,e.length-1);if(n&&Sn(e,e.length)===
e.length&&(!i||this.#f(r.text,o))){this.#p(e.length);return}let l=Lr(this.#r+e,this.#t)-this.#r.length,a=i||l>=-this.#r.
length?xs:1;for(let u=o;u>0&&a>0;a--,u=Sn(e,u-1))if(!(l>=-this.#r.length&&u>l)){if(!i||this.#f(r.text,u)){this.#p(u);break}
this.#i=e.length+Math.max(bn,e.length>>2)}for(;this.#e.length>ta;)this.#c()}#c(){let t=this.#e,e=q(this.#r+t,this.#t).text,
n=xs;for(let u=t.length-bn;u>0&&n>0;u--)if(dc(t,u-1)&&(n--,this.#f(e,u))){this.#p(u);return}let r=Ue(this.#r+t,this.#t),
i=this.#r.length,o=t.length-bn,l=0,a=r.length-1;for(n=xs;o>0&&n>0;o--){for(;a>=0&&r[a].start-i>=o;)a--;if(a>=0&&r[a].end-
i>o&&(o=r[a].start-i,o<=0))break;if(!fc(t.charCodeAt(o))&&(l||=o,n--,this.#f(e,o))){this.#p(o);return}}this.#p(l>0?l:t.length-
bn)}#f(t,e){return He(this.#r+this.#e,this.#r.length+e,this.#t,t)}#p(t){let e=this.#e.slice(0,t);this.#e=this.#e.slice(t),
this.#i=0;let n=q(this.#r+e,this.#t).text,r=q(this.#r,this.#t).text,i=0;for(;i<r.length&&i<n.length&&n[i]===r[i];)i++;let o=n.
lastIndexOf(vt.markerPrefix,i-1);o>=0&&o<i&&n.indexOf(vt.markerSuffix,o)>=i&&(i=o);let l=n.slice(i),a=this.#r+e;this.#r=
a.slice(Sn(a,a.length-1)).slice(-cc),l!==""&&this.#s(l)}};function Sn(s,t){for(let e=Math.min(t,s.length)-1;e>=0;e--){let n=s.
charCodeAt(e);if(n===$s||n===ea&&s.charCodeAt(e+1)!==$s)return e+1}return 0}var $s=10,ea=13;function dc(s,t){let e=s.charCodeAt(
t);if(pc(e)||e===27||e>=55296&&e<=56319)return!1;if(e!==32&&e!==9)return!0;let n=t;for(;n>0&&(s.charCodeAt(n-1)===32||s.
charCodeAt(n-1)===9);)n--;let r=s.charCodeAt(n-1);return r!==$s&&r!==ea}function fc(s){return s>=56320&&s<=57343}function pc(s){
return s>=48&&s<=57||s>=65&&s<=90||s>=97&&s<=122||s===43||s===47||s===61||s===95||s===45||s===46||s===37}var sa=1024*1024,na=`[baton: this step printed more than ${sa/(1024*1024)} MiB while it ran; the rest is written here wh\
en it ends, and its output is then kept as the runner keeps it: the last 1 MiB]
`,vn=class{#t;#s;#n="";#e=0;#r=!1;#i=!1;constructor(t,e,n){this.#s=n,this.#t=new kn(t,r=>this.#l(r),{holdWhatMayGoOn:!0,
hide:e,quietMs:500})}push(t,e){this.#i||this.#r||t===""||this.#t.push(t,e)}end(){return this.#i=!0,this.#t.stop(),this.#n}#l(t){
this.#i||this.#r||(this.#o(t),!(this.#e<=sa)&&(this.#r=!0,this.#o(this.#n.endsWith(`
`)?na:`
${na}`)))}#o(t){this.#s(t),this.#n+=t,this.#e+=Buffer.byteLength(t)}};var xc="-event.json",$c={output:Z.output,env:Z.env,path:Z.path,state:Z.state,step_summary:Z.stepSummary},xn=class{#t;expressions;#s;#n;#e;#r=new Map;#i=Promise.
resolve();#l=[];#o=new Map;#u=new Map;#d;host;constructor(t){this.#t=t,this.expressions=t.expressions,this.host={hashFiles:e=>Zo(
t.workspace,e,{leaveOut:[t.storeDir]})},this.#e=t.now??(()=>new Date),this.#n=t.tempPlace??Fe(t.tempDir),this.#s=new Sr(
{root:t.workspace,tempDir:t.tempDir,privateTempDir:!0,tempPlace:this.#n,now:this.#e})}now(){return this.#e()}emit(t){if(this.#t.
emit(t),t.type==="step-finished"&&(t.outcome==="failure"||t.outcome==="cancelled")){this.#x.has(`${t.leg}\0${t.step}`)||
this.#P(t.leg,t.step,`\u2500\u2500 step ${t.step+1}: ${t.name}
`);let e=t.message??t.outcome;this.#_(t.leg,`${t.outcome==="cancelled"?"Cancelled":"Error"}: ${e}
`)}t.type==="job-finished"&&this.#A(t.leg)}summary(t,e,n){let r=St(this.#t.runDir,dt.summary),i=q(`${Es(t,e)}${n.trimEnd()}\


`,this.#t.secrets).text,o=Buffer.byteLength(i),l=this.#l?.at(-1);this.#l?.push({job:t,leg:e,offset:l?l.offset+l.bytes:0,
bytes:o}),this.#i=this.#i.then(()=>hc(r,i)).catch(a=>{this.#d??=fe(r,"the step summaries",a),this.#l=null})}summaryParts(){
return this.#l}async settle(){let t=[];try{await this.#t.recordWrites?.flush()}catch(r){t.push(mt(r))}let e=await this.drain();
e!==null&&t.push(e);let n=this.#t.eventsFailure?.()??null;return n!==null&&t.push(n),t.length===0?null:t.join(`
`)}async createStepFiles(){let t=St(this.#t.tempDir,"step-"),e=await gc(t).catch(i=>{throw Ht(this.#n,`${t}XXXXXX`,"a st\
ep's directory of file commands",i,{made:!0})}),n={output:St(e,"output"),env:St(e,"env"),path:St(e,"path"),state:St(e,"s\
tate"),step_summary:St(e,"summary")},r=Object.keys(n);return await Promise.all(r.map(i=>yc(n[i],"",{flag:"wx",mode:384}))).
catch(i=>{let o=r.find(l=>n[l]===i.path)??"output";throw Ht(this.#n,n[o],`the step's ${$c[o]} file`,i)}),n}async runScript(t){
await this.#t.recordWrites?.settled(),this.#f(t.defaults.GITHUB_EVENT_PATH);let e=t.files??await this.createStepFiles();
try{let n={...this.#S(t),[Z.output]:e.output,[Z.env]:e.env,[Z.path]:e.path,[Z.state]:e.state,[Z.stepSummary]:e.step_summary},
r=0,i=R=>{this.#C(R.slice(r)),r=R.length},o=new an({allowUnsecureCommands:n.ACTIONS_ALLOW_UNSECURE_COMMANDS?.toLowerCase()===
"true",allowUnsecureStopCommandTokens:["true","1","$true"].includes(n.ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TOKENS?.toLowerCase()??
""),redact:(R,k)=>(i(k),q(R,this.#t.secrets).text)}),l=this.#y(t),a=`\u2500\u2500 step ${t.step+1}: ${t.name}
`,u=this.#P(t.leg,t.step,a),d=new vn(this.#t.secrets,R=>ss(R,o.masks),R=>this.#j(t.leg,R)),c,p;try{c=await this.#E(t).run(
{script:t.script,shell:t.shell??Wr,cwd:this.#H(t.workingDirectory),env:n,signal:t.signal,stop:"interrupt",kill:t.kill,onOutput:(R,k)=>{
o.push(R,k),i(o.masks),l?.push(R,k),d.push(R,k)}})}finally{l?.end(),p=d.end()}let{masks:f,annotations:g,commands:h}=o.end();
i(f);let S=this.#M(ss(c.output,f));this.#J(t.leg,u+p,this.#M(a)+S);let[[m,w,b],{text:$,...C}]=await Promise.all([Promise.
all([e.output,e.env,e.path].map(R=>mc(R,"utf8"))),Oc(e.step_summary)]);return{exitCode:c.exitCode,signal:c.signal,files:{
output:m??"",env:w??"",path:b??"",summary:$},...C,masks:f,annotations:g,commands:h,output:S}}finally{await wc(Sc(e.output),
{recursive:!0,force:!0})}}#c;eventPath(t){return`${t}${xc}`}#f(t){if(!(t===void 0||t===""))try{this.#p(t)}catch(e){throw Ht(
this.#n,t,"the event payload (GITHUB_EVENT_PATH)",e)}}#p(t){this.#c??=Buffer.from(JSON.stringify(this.#t.github.event,null,
2));let e=this.#c,n;try{n=(0,J.openSync)(t,J.constants.O_RDONLY|J.constants.O_NOFOLLOW|J.constants.O_NONBLOCK);let i=(0,J.fstatSync)(
n);if(i.isFile()&&i.size===e.length&&(0,J.readFileSync)(n).equals(e))return}catch(i){if(i.code==="ENOENT"){(0,J.writeFileSync)(
t,e,{flag:"wx",mode:384});return}}finally{n!==void 0&&(0,J.closeSync)(n)}let r=`${t}.${(0,ia.randomUUID)()}`;(0,J.writeFileSync)(
r,e,{flag:"wx",mode:384});try{(0,J.renameSync)(r,t)}catch{(0,J.rmSync)(t,{recursive:!0,force:!0}),(0,J.renameSync)(r,t)}}#h=0;legTemp={
open:async t=>{this.#h+=1;let e=St(this.#t.tempDir,`runner-temp-${this.#h}`);try{(0,J.mkdirSync)(e,{mode:448})}catch(n){
throw Ht(this.#n,e,"the job's temp dir (RUNNER_TEMP)",n,{made:!0})}return e},close:async t=>{Pc(t,this.#g.get(t)??[]),this.#g.
delete(t);try{(0,J.rmSync)(this.eventPath(t),{recursive:!0,force:!0}),(0,J.rmdirSync)(t);return}catch{await Ye(t)}}};#g=new Map;#y(t){
let e=this.#t.onOutput;if(e===void 0)return;let n=new gn(()=>this.#t.secrets,i=>{let o=un(i,ao);(o===null||o.form==="leg\
acy"&&!ln.has(o.command))&&e({job:t.job,leg:t.leg,line:i})}),r=new ee(500,()=>n.flush());return{push:(i,o)=>{n.push(i,o),
r.arm()},end:()=>{r.stop(),n.end()}}}#E(t){let e=t.defaults.RUNNER_TEMP;return e===void 0?this.#t.runner:{run:n=>this.#t.
runner.run({...n,onStart:r=>{for(let[o,l]of this.#g)o!==e&&l.includes(r)&&this.#g.set(o,l.filter(a=>a!==r));let i=this.#g.
get(e)??[];i.push(r),this.#g.set(e,i),n.onStart?.(r)}})}}async loadAction(t){let e=this.#t.parseAction;if(!e)throw new x(
"action-invalid",`${t}: local actions cannot be read here`);return vr(this.#t.workspace,t,e)}async runAction(t){switch(this.#f(
t.defaults.GITHUB_EVENT_PATH),t.action){case"stage":return this.#N(t);case"prepare":return this.#k(t);case"capture":return this.#$(
t);case"report":return this.#R(t)}}#m(t,e){let n=this.#t.workflow,i=n.jobs.find(o=>o.id===t.job)?.steps[t.step]?.with[Q.
prompt];return{mode:e,job:t.job,stageJob:t.stageJob,matrix:t.matrix,upstream:t.upstream,...t.needsFacts===void 0?{}:{needsFacts:t.
needsFacts},workflowJobs:t.jobIds,github:this.#t.github,...this.#t.madeEvent===void 0?{}:{madeEvent:this.#t.madeEvent},...this.#t.
madeEventRun===void 0?{}:{madeEventRun:this.#t.madeEventRun},run:this.#t.run,parentRun:this.#t.parentRun??null,secrets:[
...t.secrets,...Me(this.#S(t))],promptSource:`${i?tt(n.fileName,i.position):n.fileName} jobs.${t.job} prompt`,readFile:o=>kr(
this.#t.workspace,o,yt.templateBytes),parseVars:Vr}}#S(t){let e={CI:"true",...this.#t.baseEnv,...t.env,...t.defaults};return e.
PATH=Rc(t.path,e.PATH),e}async#N(t){let e;try{e=ze(t.inputs,this.#m(t,"stage"))}catch(i){if(!(i instanceof x))throw i;return{
ok:!1,outputs:{...Li()},env:{},summary:"",recorded:[],message:mt(i)}}this.#O(t);let n=this.#y(t),r;try{r=await Hi(e,{openRun:this.#t.
openRun,store:this.#t.store,workspace:this.#s,runner:this.#E(t),env:this.#S(t),signal:t.signal,reporter:this.#D(t),...n?
{onOutput:(i,o)=>n.push(i,o)}:{}})}finally{n?.end()}return this.#P(t.leg,t.step,`\u2500\u2500 step ${t.step+1}: stage ${e.
stage}: ${r.attempts.length} attempt(s), ${r.outcome.reason}; the agent's output is in ${Js.log} of each attempt
`),{ok:r.ok,outputs:{...r.outputs},env:{},summary:Ps(r.final,e.redact,this.#t.secrets),recorded:r.attempts.map(Os),message:r.
outcome.message}}async#k(t){let e=ze(t.inputs,this.#m(t,"prepare"));this.#O(t);let n=await en(e,{openRun:this.#t.openRun,
store:this.#t.store,workspace:this.#s});if(n.kind==="refused")return{ok:!1,outputs:Zn("prepare",n.result.outputs),env:{},
summary:Ps(n.result.final,e.redact,this.#t.secrets),recorded:n.result.attempts.map(Os),message:n.result.outcome.message};
let{prepared:r}=n;for(let i of r.warnings)this.#v(t,"warning",i.message);return this.#r.set(`${t.leg}\0${e.stage}`,{prepared:r,
redact:Jn(t.inputs[Q.redact]??"")}),{ok:!0,outputs:{"prompt-path":r.promptPath,"handoff-path":r.handoffPath},env:{BATON_PROMPT_PATH:r.
promptPath,BATON_HANDOFF_PATH:r.handoffPath,BATON_STAGE:e.stage},summary:"",recorded:[],message:null}}async#$(t){let e=ze(
t.inputs,this.#m(t,"capture")),n=`${t.leg}\0${e.stage}`,r=this.#r.get(n);if(!r)throw new x("capture-without-prepare",`st\
age ${e.stage}: no prepare step ran before this capture in job ${t.job}`);this.#r.delete(n);let{prepared:i}=r,o=new Set(
Jn(t.inputs[Q.redact]??"")),l=Kr(r.redact.length,r.redact.filter(u=>o.has(u)).length);if(l)throw l;let a=await tn(e,i,null,
{store:this.#t.store,workspace:this.#s},{cancelled:t.signal.aborted});return{ok:a.outcome.reason==="completed",outputs:Zn(
"capture",a.outputs),env:{},summary:Ps(a,e.redact,this.#t.secrets),recorded:[Os(a)],message:a.outcome.message}}async#R(t){
let e={name:this.#t.github.event_name,payload:this.#t.github.event},n;try{n=ps(t.inputs,e)}catch(l){if(!(l instanceof x))
throw l;if(l.code!=="issue-number-missing")return{ok:!1,outputs:{},env:{},summary:"",recorded:[],message:mt(l)};this.#v(
t,"warning",`on GitHub this step fails: ${l.message}`),n={...ps({...t.inputs,[Q.mode]:"summary"},e),mode:fs(t.inputs)}}let r=await As(
this.#t.store),i=Pi(r,{workflow:this.#t.workflow.name??this.#t.workflow.fileName,runId:this.#t.run.id,key:n.key,includeDetail:n.
includeDetail,recordsLocation:`\`${kc(this.#t.workspace,this.#t.runDir)||this.#t.runDir}\``,runUrl:null,secrets:t.secrets,
cancelled:this.#t.runCancelled?.()??!1});await Le(St(this.#t.runDir,dt.report),i),this.#v(t,"info",`report written to ${St(
this.#t.runDir,dt.report)}; no comment is posted from a local run`);let o=n.mode==="comment"?"":i;return{ok:!0,outputs:{},
env:{},summary:o,recorded:[],message:null}}#O(t){let e=t.inputs[Q.parentRun]?.trim();e&&this.#v(t,"warning",`${Q.parentRun}\
 ${JSON.stringify(e)} is not read by baton run: the parent run here is the one given with --parent <run-id|latest>${this.#t.
parentRun?` (${this.#t.parentRun})`:" (none)"}`)}#v(t,e,n){this.#t.emit({type:"notice",at:this.#e().toISOString(),level:e,
job:t.job,leg:t.leg,message:n})}#D(t){return{info:e=>this.#_(t.leg,`[baton] ${e}
`),warning:e=>this.#v(t,"warning",e),error:e=>this.#v(t,"error",e),group:(e,n)=>n()}}#H(t){return t?vc(this.#t.workspace,
t):this.#t.workspace}#x=new Set;#P(t,e,n){return this.#x.add(`${t}\0${e}`),this.#_(t,n)}addSecrets(t){this.#C(t)}#C(t){for(let e of t)
this.#t.secrets.includes(e)||this.#t.secrets.push(e)}#_(t,e){let n=this.#M(e);return this.#j(t,n),n}#M(t){return q(t.endsWith(
`
`)||t===""?t:`${t}
`,this.#t.secrets).text}#J(t,e,n){if(n.startsWith(e)){n.length>e.length&&this.#j(t,n.slice(e.length));return}let r=Buffer.
byteLength(e);this.#L(t,async i=>{let{size:o}=await i.stat();if(o<r)throw new Error(`it holds ${o} bytes, fewer than the\
 ${r} written of the step`);await i.truncate(o-r),await i.writeFile(n)})}#j(t,e){this.#L(t,n=>n.writeFile(e))}#L(t,e){let n=this.#o.
get(t);if(n===void 0){let r=St(this.#t.runDir,ie(t)),i=(this.#u.get(t)??Promise.resolve()).then(()=>oa(r,"a",438));n=i.catch(
()=>{}),this.#o.set(t,n),this.#u.set(t,i.then(()=>{}))}this.#F(t,n,e)}#A(t){let e=this.#o.get(t);e!==void 0&&(this.#o.delete(
t),this.#F(t,e,async n=>{let{nlink:r}=await n.stat();if(await n.close(),r===0)throw Object.assign(new Error("ENOENT: the\
 file was removed while the run wrote it"),{code:"ENOENT"})}))}#F(t,e,n){let r=(this.#u.get(t)??Promise.resolve()).then(
async()=>{let i=await e;i!==void 0&&await n(i)}).catch(i=>{this.#d??=fe(St(this.#t.runDir,ie(t)),`the job log of ${t}`,i)});
this.#u.set(t,r)}async drain(){await this.#i;for(let t of[...this.#o.keys()])this.#A(t);return await Promise.all(this.#u.
values()),this.#d??null}};function Es(s,t){return`## ${t===s?s:`${s} (${t})`}

`}function Os(s){let{stage:t,attempt:e,status:n,outcome:r}=s.record;return{stage:t,attempt:e,status:$r(n,r.reason),warnings:Ii(
s.record)}}function Rc(s,t){return[...s,...t?[t]:[]].join(bc)}function Ps(s,t,e){let{record:n,handoff:r}=s,i=[...t,...e];
return To(Ao({record:n,handoff:r,secrets:i}),i)}async function Oc(s){let t=await oa(s,"r");try{let{size:e}=await t.stat();
return e>yt.stepSummaryFileBytes?{text:"",summaryBytes:e}:{text:await t.readFile("utf8")}}finally{await t.close()}}async function As(s){
let t=await s.list();return(await Promise.all(t.map(n=>s.getAttempt(n.stage,n.attempt,n.runAttempt)))).filter(n=>n!==void 0)}
function Pc(s,t){let e=t.filter(i=>{try{return process.kill(-i,0),!0}catch{return!1}});if(e.length===0)return;let n;try{
n=(0,J.readdirSync)("/proc").filter(i=>/^\d+$/.test(i)&&Number(i)!==process.pid)}catch{for(let i of e)ra(-i);return}let r=`\
RUNNER_TEMP=${s}`;for(let i of n){let o;try{o=(0,J.readFileSync)(`/proc/${i}/environ`,"utf8")}catch{continue}o.split("\0").
includes(r)&&ra(Number(i))}}function ra(s){try{process.kill(s,"SIGKILL")}catch{}}import{lstat as Ec}from"node:fs/promises";import{join as Ac}from"node:path";async function la(s,t,e,n){let r;try{r=await s.resolve(t)}catch(c){throw c instanceof x?new x(c.code,c.message,{where:e.
parent,details:c.details}):c}let i=`give ${e.parent} another run`,o=(c,p,f="parent-invalid")=>new x(f,`run ${r} ${c}`,{where:e.
parent,details:p}),l=s.runDir(r),a=Ac(l,Xt);if(await Ec(a).then(()=>!1,c=>Ct(c,"ENOENT")))throw o(`cannot be continued: \
it has no ${Xt}, so it holds no run (a run that could not start leaves such a directory)`,[`remove it (rmdir ${_r(l)}) i\
f it is empty, then start this run again; or ${i}`]);let u=await s.readSummary(r).catch(c=>{throw c instanceof x?o(`cann\
ot be continued: its ${Xt} cannot be read`,[...An(c),i]):c});if(Ke(u)==="running"&&n.GITHUB_RUN_ID!==r){let c=Ve(u),p=c===
null?`run ${r} is still running`:qe(r,c);throw new x("parent-running",`${p}: its last records may not be stored yet, and\
 this run's hops count on from them`,{where:e.parent,details:[`wait for it to end${c===null?"":" there"}, then start thi\
s run again; a run started by one of its steps (GITHUB_RUN_ID names it) continues it while it runs`,...c===null?[]:[Xe(c,
l,`give ${e.parent} another run, or remove it`)]]})}let{unreadable:d}=await _i(await s.open(r),u.jobs);if(d.length>0){let c=d.
filter(h=>!Yn(h.code)),p=[...new Set(c.flatMap(h=>An(h.reason).slice(1)))],f=u.jobs.flatMap(h=>h.stages),g=[...new Set(d.
filter(h=>Yn(h.code)).map(h=>h.stage))].sort((h,S)=>aa(f,h)-aa(f,S));if(g.length>0){let[h]=g,S=g.length===1;p.push(`put \
the ${S?"record of stage":"records of stages"} ${g.join(", ")} back from a copy, or record ${S?"it":"them"} again in a n\
ew run and give ${e.parent} that run instead: ${e.replay(r,h)}`)}throw o(`cannot be continued: ${d.length} of its record\
s cannot be read, and this run's hops count on from them`,[...d.map(h=>h.reason.split(`
`)[0]),...p,`then start this run again, or ${i}`])}return r}function aa(s,t){let e=s.indexOf(t);return e===-1?s.length:e}var Nc=s=>er(In([et(),Xs(),Wt()],{error:t=>`${Nt(t.input)} is not ${s}: give a string, a finite number or true/false`}).
check(Yt(t=>typeof t!="number"||Number.isFinite(t),{error:t=>`${Nt(t.input)} is not ${s}: give a string, a finite number\
 or true/false`}),Yt(t=>typeof t!="number"||!Number.isInteger(t)||Number.isSafeInteger(t),{error:t=>`${Nt(t.input)} is p\
ast the integers a JavaScript number holds exactly: give it as a string`})),tr(t=>String(t))),ua=(s,t,e)=>oe(et(),Nc(e),
{error:n=>`takes an object of ${t} and their values (${s}), not ${xt(n.input)}`}),ne=()=>et({error:s=>`takes a string, n\
ot ${xt(s.input)}`}),ca=()=>ae(s=>typeof s=="function",{error:s=>`takes a function, not ${xt(s.input)}`}),da=()=>ae(s=>s instanceof
AbortSignal,{error:s=>`takes an AbortSignal, not ${xt(s.input)}`}),fa=s=>Wt({error:t=>`takes a number of milliseconds, n\
ot ${xt(t.input)}`}).check(Yt(t=>Number.isFinite(t)&&(s==="from 0"?t>=0:t>0),{error:t=>`${Nt(t.input)} is not a number o\
f milliseconds ${s}`}));function pa(s){return Object.entries(s).find(([,t])=>t!==void 0&&typeof t!="string")}var _c=_t(et(
{error:s=>`${Nt(s.input)} is not the name of an environment variable`}),{error:s=>{let t=JSON.stringify(typeof s.input==
"string"?[s.input]:s.input!==null&&typeof s.input=="object"?Object.keys(s.input).slice(0,2):["MY_TOKEN"]),e=s.input!==null&&
typeof s.input=="object"&&!Array.isArray(s.input);return`takes a list of the names of environment variables that hold th\
e secrets (secrets: ${t}), not ${xt(s.input)}${e?": set each in env and name it here":""}`}}),ga=Zs({cwd:G(ne()),job:G(ne()),
inputs:G(ua('{ issue: "42" }',"the inputs","an input value")),event:G(In([et(),oe(et(),Ys())],{error:s=>`takes the path \
of a JSON file or the payload as an object, not ${xt(s.input)}`})),eventName:G(ne()),vars:G(ua('{ NAME: "value" }',"the \
variables","a variable value")),secrets:G(_c),env:G(ae(s=>s!==null&&typeof s=="object"&&!Array.isArray(s),{error:s=>`tak\
es an object of variables and their values, not ${xt(s.input)}`}).check(Yt(s=>pa(s)===void 0,{error:s=>{let[t,e]=pa(s.input);
return`${t}: ${Nt(e)} is not an environment variable's value: give a string`}}))),concurrency:G(Wt({error:s=>`${Nt(s.input)}\
 is not a whole number from 1`}).check(Yt(s=>Number.isSafeInteger(s)&&s>=1,{error:s=>`${Nt(s.input)} is not a whole numb\
er from 1`}))),onEvent:G(ca()),onOutput:G(ca()),signal:G(da()),cancel:G(da()),killGraceMs:G(fa("from 0")),minuteMs:G(fa(
"above 0")),storeDir:G(ne()),facts:G(ae(s=>s!==null&&typeof s=="object"&&!Array.isArray(s),{error:s=>`takes an object of\
 facts about the checkout, not ${xt(s.input)}`})),repositoryRoot:G(ne()),parent:G(ne())},{error:s=>`takes an object of o\
ptions, not ${xt(s.input)}`}),ha=["job","inputs","event","eventName","vars"],Cc=Qs(ga,{job:!0,inputs:!0,event:!0,eventName:!0,
vars:!0});function Ts(s,t="runWorkflow"){let e=t==="runWorkflow"?ga:Cc,n=e.safeParse(s??{});if(n.success)return n.data;let r=Object.
keys(e.shape),i=n.error.issues.flatMap(a=>a.code==="unrecognized_keys"?a.keys.map(u=>({where:[...a.path,u],message:ha.includes(
u)?`${t} has no such option: a replay is started as the run it replays was (its ${ha.join(", ")})`:`${t} has no such opt\
ion${Ne(u,r)}`})):[{where:a.path,message:a.message}]),[o,...l]=i.map(a=>({where:Mc(a.where),message:a.message}));throw new x(
"usage",o.message,{where:o.where===""?t:o.where,details:l.map(a=>a.where===""?a.message:`${a.where}: ${a.message}`)})}function Mc(s){
return s.map((t,e)=>typeof t=="number"?`[${t}]`:typeof t=="string"&&/^[A-Za-z_$][\w$-]*$/.test(t)?`${e===0?"":"."}${t}`:
`[${JSON.stringify(String(t))}]`).join("")}var wa=/^[A-Za-z_][A-Za-z0-9_]*$/,zc=_t(Te({id:et(),result:Vn,outputs:oe(et(),et()),stages:_t(et()),legs:_t(et()),withheld_outputs:G(
_t(et())),leg_results:G(_t(Te({leg:et(),result:Vn,reason:G(et())}))),skip_reason:G(et()),summary_parts:G(_t(Te({leg:et(),
offset:Wt().check(Fn(),qs()),bytes:Wt().check(Fn(),Vs())})))}));async function Wg(s,t={}){return Gc(s,t,Bn)}async function Gc(s,t,e){
return ld(s),ya(s,Ts(t),{words:e,replay:null})}async function ya(s,t,{words:e,replay:n}){let r=ba(t.cwd);n===null&&Yc(t.
vars??{},e);let i=t.env??process.env,o=td(i,[..._n,...t.secrets??[]]),l=$e(r,s),a=Bc(r,l)||s,u=await Re(l,"utf8").catch(
N=>{throw n?Xc(s,n.run,N,e):Mr(r,s,N)}),d=t.facts??{},c=Ci(r,i,d),p=xr(r),f=(N,at,ht)=>cr(N,at,ht,{ownAction:p}),g=await ur(
u,a,{ownAction:p}),h=await Mi(t.repositoryRoot??r,g,p),S=(0,Ns.createHash)("sha256").update(u).digest("hex"),m={};for(let[
N,at]of h)"unreadable"in at||(m[N]=(0,Ns.createHash)("sha256").update(at.source).digest("hex"));let w=null;if(typeof t.event==
"string"){let N=t.event,at=await Re($e(r,N),"utf8").catch(ht=>{throw le(N,ht,"event file")});w=Zr(at,N)}else t.event&&(Qr(
t.event,"event"),w=t.event);let b=Zc(t.secrets??[],i,n&&{run:n.run,secrets:n.invocation.secrets},e),$=[...Object.values(
b),..._n.map(N=>i[N]).filter(N=>N!==void 0&&N!==""),...Me(i)],C=ji({cwd:r,known:d,checkout:await c,payload:w,ownAction:p,
calledWorkflows:h}),R=C.facts,k=ed($,()=>ri(g,ue,{job:t.job,inputs:t.inputs,event:w,eventName:t.eventName,vars:t.vars,secretValues:$,
secretNames:Object.keys(b),words:e,...C})),T=di(g,ue,{called:h,expanded:k.expanded}),P=Ro(g,k.eventName,k.event,t.event===
void 0,R.commit&&{sha:R.sha,message:R.commit.message}),U=new Set(Object.keys(b).map(N=>N.toUpperCase())),X=xo(g,ue,U,new Set(
Object.entries(t.vars??{}).filter(([,N])=>N!=="").map(([N])=>N.toUpperCase()))),v=$e(r,t.storeDir??Mn),M=new Kn(v),E=n?await sd(
M,v,g,k,n,{workflow:S,called:m},e):null,I=n?.invocation.event_made===!0,F=t.event===void 0||I,V=t.parent===void 0?null:await la(
M,t.parent,e,i),j=Kc(),y=[],O={where:`the run's temp dir, in ${j.place}`,makeRoom:j.makeRoom,fewerJobs:e.fewerJobs,failed:N=>{
y.includes(N)||y.push(N)}},W=new Date,K,st=(N,at,ht,Oe=null)=>Qt({workflow:g.name??a,workflow_path:a,status:N,started_at:W.
toISOString(),finished_at:ht?ht.toISOString():null,duration_ms:ht?Math.max(0,ht.getTime()-W.getTime()):null,replay_of:E?
E.run:null,...Oe===null?{}:{reason:Oe},...N==="running"?{process:{...nd(),...K===void 0?{}:{temp:K}}}:{},jobs:at},$),At=await M.
createRun(st("running",[],null)),D=At.runDir,A=Jc(D),_=new Cr(D,{writeBehind:!0}),L=new me(_),B,kt,ut,H;try{let N=new Map,
at={workflow_path:a,workflow_sha256:S,called_sha256:m,job:t.job??null,inputs:t.inputs??{},event_name:k.eventName,event:k.
event,...F?{event_made:!0}:{},vars:t.vars??{},secrets:t.secrets??[],parent:V},ht=Qt(at,$),Oe=_s(at).some(z=>We(z,$))||JSON.
stringify([ht.inputs,ht.vars])!==JSON.stringify([at.inputs,at.vars]);await ma(ot(D,dt.invocation),"how the run was start\
ed",`${JSON.stringify(Oe?{...ht,redacted:!0}:ht,null,2)}
`),E&&(await ud(E.store,At,E.stages),await cd(ot(v,E.run),D,E.jobs.values())),K=await Fc(ot(j.dir,`baton-run-${A}-`)).catch(
z=>{throw new x("tempdir-invalid",`the run's temp dir could not be made there: ${Ee(z,e.fewerJobs)}`,{where:j.where,cause:z,
...Ct(z,"ENOSPC","EDQUOT")?{details:[j.makeRoom]}:{}})}),await M.writeSummary({id:A,...st("running",[],null)});let On=new AbortController,
Ls=(z,ct)=>gt=>{if(!(ut!==void 0||ct===void 0))try{ct(gt)}catch(Vt){ut={error:Vt},queueMicrotask(()=>On.abort(`stopped b\
ecause the ${z} callback threw`))}},ka=Ls("onEvent",t.onEvent),Fs=t.signal?AbortSignal.any([t.signal,On.signal]):On.signal,
Pn=new hn(ot(D,dt.events));B=Pn;let Is=z=>{let ct=Qt(z,$);if(Pn.write(ct),ka(ct),z.type==="run-started"){let gt=Object.keys(
b).filter(Y=>b[Y].length<vt.minSecretLength),Vt=[...fi(T).map(Y=>({level:"warning",message:Y})),...k.notices,...P===null?
[]:[{level:"warning",message:`${P} (it runs here as asked)`}],...X.filter(Y=>!Y.fallsBack).map(({name:Y,where:En})=>({level:"\
warning",message:`${En}: secrets.${Y} is read, but ${e.secretNotGiven(Y)}: it is empty in this run, as on GitHub for a s\
ecret the repository does not have (${e.giveSecret(Y)} to set it)`})),...X.filter(Y=>Y.fallsBack).map(({name:Y,where:En})=>({
level:"info",message:`${En}: secrets.${Y} is read, but ${e.secretNotGiven(Y)}: each read of it falls back with || to ano\
ther value, which this run takes (${e.giveSecret(Y)} to set it)`})),...gt.map(Y=>({level:"warning",message:`secret ${Y} \
is shorter than ${vt.minSecretLength} characters, so it is not redacted: it will appear wherever a step or agent prints \
it (a value that short would blank out ordinary words)`}))];for(let Y of Vt)se(z.at,Y.level,Y.message);E?.whole&&se(z.at,
"info",E.whole)}if(z.type==="run-started"&&E!==null&&E.changed.length>0){let gt=E.changed.map(Vt=>Vt===""?a:Vt);se(z.at,
"warning",`${gt.join(" and ")} changed since run ${E.run}: this replay runs ${gt.length===1?"the file":"the files"} as ${gt.
length===1?"it is":"they are"} now`)}z.type==="run-started"&&E?.redactedStart&&se(z.at,"warning",E.redactedStart),z.type===
"run-started"&&E!==null&&E.summaries===null&&E.jobs.size>0&&se(z.at,"info",`the step summaries of the jobs reused from r\
un ${E.run} cannot be told apart in its ${dt.summary} (it was stored by an earlier baton, could not write them all, or w\
as edited since): this replay's ${dt.summary} holds only those of the jobs it runs`)},se=(z,ct,gt)=>Is({type:"notice",at:z,
level:ct,job:null,leg:null,message:gt}),Kt=Yr({eventName:k.eventName,payload:k.event,facts:R,runId:A,workflow:g,workflowPath:a});
kt=new xn({workflow:k.workflow,expressions:ue,parseAction:f,workspace:r,runDir:D,storeDir:v,tempDir:K,tempPlace:O,store:L,
recordWrites:_,runCancelled:()=>Fs.aborted||t.cancel?.aborted===!0,runner:new nn({tempDir:K,reuseScripts:!0,secrets:$,...t.
killGraceMs===void 0?{}:{killGraceMs:t.killGraceMs},noPathHint:e.noPath,tempPlace:O,fewerJobs:e.fewerJobs}),baseEnv:o,run:{
id:A,attempt:1,workflow:g.name??a,repository:R.repository,event_name:k.eventName,sha:String(Kt.sha),ref:String(Kt.ref)},
github:{repository:R.repository,ref:String(Kt.ref),sha:String(Kt.sha),run_id:A,actor:String(Kt.actor),event_name:k.eventName,
event:k.event},...F?{madeEvent:k.eventName}:{},...I&&E?{madeEventRun:E.run}:{},secrets:$,parentRun:V,openRun:z=>{let ct=N.
get(z);return ct||(ct=M.open(z).then(gt=>new me(gt)),N.set(z,ct)),ct},emit:Is,eventsFailure:()=>Pn.failure,...t.onOutput?
{onOutput:Ls("onOutput",t.onOutput)}:{}});for(let{job:z,leg:ct,markdown:gt}of E?.summaries??[])kt.summary(z,ct,gt);H=await vo(
k,kt,{runId:A,concurrency:t.concurrency??Wc(),fewerJobs:e.fewerJobs,signal:Fs,cancel:t.cancel,secrets:b,github:Kt,runner:{
os:process.platform==="darwin"?"macOS":process.platform==="win32"?"Windows":"Linux",arch:process.arch==="arm64"?"ARM64":
process.arch==="x64"?"X64":process.arch.toUpperCase(),temp:K,toolCache:ot(K,"tool-cache"),workspace:r,workspaceParent:$n(
r)},reuse:E?.jobs,minuteMs:t.minuteMs})}catch(N){H={error:N}}_.close();let[jt]=await Promise.all([kt?.drain()??null,_.settled()]);
B?.close(),K!==void 0&&await Ye(K);let wt="error"in H?null:H,Lt=[],Gt=N=>{N&&!Lt.some(at=>at.includes(N))&&Lt.push(N)};if((wt===
null||wt.status==="failure")&&Gt(Vc(y)),Gt(wt?.reason),"error"in H&&Gt(mt(H.error)),Gt(jt),Gt(B?.failure),wt!==null)try{
await ma(ot(D,dt.jobs),"the jobs' results",`${JSON.stringify(Qc(wt.jobs,$,kt?.summaryParts()??null),null,2)}
`)}catch(N){Gt(mt(N))}let Cs=wt===null||wt.status==="success"&&Lt.length>0?"failure":wt.status,Rn=Lt.length===0?null:q(Lt.
join(`
`),$).text,Sa=(wt?.jobs??[]).map(N=>({id:N.id,stages:N.stages,result:N.result,...E?.jobs.has(N.id)?{reused:!0}:{}}));try{
await M.writeSummary({id:A,...st(Cs,Sa,new Date,Rn)})}catch(N){throw qc(D,N,Rn)}if(ut!==void 0)throw ut.error;if("error"in
H)throw H.error;let Ms=await As(_.writeFailure?_:L),js=gi(Ms);return{runId:A,runDir:D,status:Cs,reason:Rn,records:Ms,chain:js,
finalStage:mi(js)}}function Kc(){let s=Hc(),t=!!process.env.TMPDIR,e=t?`TMPDIR ${s}`:`temp dir ${s}`,n=t?`TMPDIR ${qt(s)}`:
`${qt(s)} (TMPDIR is not set)`,r=`make room in ${t?"TMPDIR":qt(s)}, or set TMPDIR to a directory on another disk`,i;try{
i=(0,zt.statSync)(s)}catch(o){if(!Ct(o,"ENOENT","ENOTDIR"))throw le(e,o)}if(i?.isDirectory()!==!0)throw new x("tempdir-i\
nvalid",`${i===void 0?"no such directory":"is not a directory"}; baton run keeps each run's scratch files there`,{where:e,
details:[`${i===void 0?"create it, or ":""}set TMPDIR to a directory`]});return{dir:s,where:e,place:n,makeRoom:r}}function Vc(s){
let[t]=s;if(t===void 0)return null;let e=s.length-1;return e===0?t:`${t}
and ${e} more ${e===1?"file":"files"} in the run's temp dir could not be written either`}async function ma(s,t,e){try{await Le(
s,e)}catch(n){throw new x("run-write-failed",Gn(t,n),{where:s,cause:n})}}function qc(s,t,e){let n=!(0,zt.existsSync)(s),
r=e===null||n?[]:[`the run failed: ${e.replaceAll(`
`,`
  `)}`];return new x("run-write-failed",n?"the run's directory was removed while it ran: nothing more of the run could b\
e stored":`its end could not be stored in ${Xt}: ${mt(t)}; baton runs shows it as interrupted`,{where:s,details:r,cause:t})}
function Xc(s,t,e,n){let r=le(s,e);return Ct(e,"ENOENT")?new x(r.code,`${r.message}: run ${t} ran this workflow file, an\
d a replay runs it as it is now`,{...r.where===void 0?{}:{where:r.where},details:[`put it back (from git, if it was comm\
itted) to replay run ${t}, or start a new run of another workflow with ${n.runCommand}`],cause:e}):r}function Yc(s,t){let e=new Map;
for(let n of Object.keys(s)){if(!wa.test(n)||n.toUpperCase().startsWith("GITHUB_"))throw new x("usage",`${JSON.stringify(
n)} is not a name GitHub allows for a variable: letters, digits and _, not starting with a digit or with GITHUB_`,{where:t.
vars});let r=e.get(n.toUpperCase());if(r!==void 0)throw new x("usage",`${JSON.stringify(r)} and ${JSON.stringify(n)} are\
 one variable on GitHub (names are not case-sensitive); give it once`,{where:t.vars});e.set(n.toUpperCase(),n)}}function Zc(s,t,e,n){
let r=s.find(a=>!wa.test(a));if(r!==void 0)throw new x("usage",r.startsWith("-")&&n.flags?`takes the name of an environm\
ent variable after it (--secret NAME), not ${JSON.stringify(r)}`:`${JSON.stringify(r)} is not the name of an environment\
 variable (letters, digits and _, not starting with a digit)`,{where:n.secrets});let i={},o=[],l=[];for(let a of s){let u=t[a];
u===void 0?o.push(a):u===""?l.push(a):i[a]=u}if(o.length+l.length>0){let a=(c,p)=>c.length===0?[]:[`${c.length===1?"secr\
et":"secrets"} ${p}: ${c.join(", ")}`],u=e===null?"running":"replaying",d=(c,p="")=>e?.secrets.includes(c)?`: run ${e.run}\
 was started with ${n.passSecret(c)}`:`, or ${n.dropSecret(c)}${p}`;throw new x("secret-missing",[...a(o,"not set in the\
 environment"),...a(l,"set to the empty string")].join("; "),{details:[...o.map(c=>`${n.setSecret(c)} before ${u}${d(c)}`),
...l.map(c=>`${n.setSecret(c)} with its value before ${u}${d(c,": an empty secret is no secret (one not given is '' in t\
he run, as on GitHub)")}`)]})}return i}function Qc(s,t,e){return s.map(n=>{let r={},i=[...n.withheldOutputs??[]];for(let[
g,h]of Object.entries(n.outputs))q(h,t).redactions.length>0?i.push(g):r[g]=h;let o=(n.legResults??[]).map(({leg:g,result:h,
reason:S})=>({leg:g,result:h,...S===void 0?{}:{reason:S}})),l=(e??[]).filter(g=>g.job===n.id).map(({leg:g,offset:h,bytes:S})=>({
leg:g,offset:h,bytes:S})),{id:a,stages:u,legs:d,ends:c,skipped:p,summaryParts:f}=Qt({id:n.id,stages:n.stages,legs:n.legs,
ends:o,skipped:n.skipReason,summaryParts:l},t);return{id:a,result:n.result,outputs:r,stages:u,legs:d,...i.length>0?{withheld_outputs:Qt(
i,t)}:{},...c.length>0?{leg_results:c}:{},...p===void 0?{}:{skip_reason:p},...f.length>0?{summary_parts:f}:{}}})}function _s(s){
return typeof s=="string"?[s]:Array.isArray(s)?s.flatMap(_s):s!==null&&typeof s=="object"?Object.values(s).flatMap(_s):[]}
function td(s,t){let e=new Set(t),n={};for(let[r,i]of Object.entries(s))i!==void 0&&!e.has(r)&&(n[r]=i);return n}function ed(s,t){
try{return t()}catch(e){if(!(e instanceof x))throw e;let n=r=>q(r,s).text;throw new x(e.code,n(e.message),{...e.where===
void 0?{}:{where:n(e.where)},details:e.details.map(n),cause:e.cause})}}function nd(){let s=hi(process.pid);return{pid:process.
pid,host:Uc(),...s?{start:s}:{}}}async function sd(s,t,e,n,r,i,o){let{run:l,invocation:a}=r,u=await s.readSummary(l),d=await s.
open(l),{jobs:c,summaryParts:p}=await rd(ot(t,l),u,o.run(a.workflow_path)),f=[];a.workflow_sha256!==void 0&&a.workflow_sha256!==
i.workflow&&f.push("");let g=a.called_sha256;if(g!==void 0)for(let y of[...new Set([...Object.keys(g),...Object.keys(i.called)])].
sort())g[y]!==i.called[y]&&f.push(y);let h=[...new Set(c.flatMap(y=>y.stages))],S=c.map(y=>y.id),m=`stages: ${h.join(", ")||
"(none)"}; jobs: ${S.join(", ")||"(none)"}`;if(r.from.trim()==="")throw new x("usage",`is empty; name the stage or job o\
f run ${l} to run again from: ${m}`,{where:o.from});let w=c.find(y=>y.id.includes("/")&&(y.stages.includes(r.from)||y.legs.
includes(r.from)))?.id??c.find(y=>y.stages.includes(r.from)||y.legs.includes(r.from))?.id??(await d.get(r.from))?.record.
job??n.jobs.find(y=>y.id===r.from)?.id,b=w?.split("/")[0];if(b===void 0)throw new x("stage-unknown",`run ${l} has no sta\
ge or job ${r.from}${Ne(r.from,[...h,...S])}; ${m}`,{where:o.from});let $=b===r.from?`job ${b}`:`${w===r.from?"job":"sta\
ge"} ${r.from} belongs to job ${b}, which`;if(!e.jobs.some(y=>y.id===b)){let y=e.jobs.map(O=>O.id);throw new x("stage-un\
known",`${$} is no longer in ${e.fileName}: a replay runs the workflow file as it is now, not as run ${l} had it`,{where:o.
from,details:[`its jobs now: ${y.join(", ")||"(none)"}`]})}if(!n.jobs.some(y=>y.id===b))throw new x("stage-unknown",`${$}\
 is not part of this run${n.target===null?"":` (run ${l} was started with ${o.passJob(n.target)})`}`,{where:o.from});let C=new Set(
[b,...n.jobs.filter(y=>y.upstream.includes(b)).map(y=>y.id)]);for(let y of n.jobs)y.calledBy!==null&&C.has(y.calledBy)&&
C.add(y.id);let R=new Map,k=[];for(let y of n.jobs){if(C.has(y.id))continue;let O=c.find(W=>W.id===y.id);if(!O)throw new x(
"replay-incomplete",`run ${l} has no result for job ${y.id}; run it again in full`,{where:o.from});R.set(y.id,O),k.push(
...O.stages)}for(let y of n.jobs)if(C.has(y.id))for(let O of y.needs){let W=R.get(O)?.withheldOutputs??[];if(W.length===
0)continue;let K=W.join(", ");throw new x("replay-incomplete",`job ${O}'s output${W.length===1?` ${K} was`:`s ${K} were`}\
 not stored (it may hold a secret), so replaying from ${r.from} cannot give it to job ${y.id}`,{where:o.from,details:[`r\
eplay from the job that made it: ${o.replay(l,O)}`]})}let T=new Map(e.jobs.map(y=>[y.id,y])),P=y=>(R.get(y)?.result??"su\
ccess")!=="success",U=T.get(b);if(U?.if.text===null){let y=U.needs.map(O=>O.id).filter(P);if(y.length>0){let O=y[0];for(let W=0;R.
get(O)?.result==="skipped"&&W<e.jobs.length;W++){let K=T.get(O)?.needs.map(st=>st.id).find(P);if(K===void 0)break;O=K}throw new x(
"replay-skips",`job ${b} needs ${y.map(W=>`${W} (${R.get(W).result} in run ${l})`).join(", ")}, so replaying from ${r.from}\
 would skip it again`,{where:o.from,details:[`replay from the job that did not succeed: ${o.replay(l,O)}`]})}}let X=new Set(
k),v=await d.list(),M=k.find(y=>!v.some(O=>O.stage===y));if(M!==void 0)throw new x("replay-incomplete",`run ${l} recorde\
d stage ${M}, but its record is gone from ${ot(t,l)}, so it cannot be reused`,{where:o.from,details:[`replay from that s\
tage, to run it again: ${o.replay(l,M)}`]});for(let y of v)if(X.has(y.stage))try{await d.getAttempt(y.stage,y.attempt,y.
runAttempt)}catch(O){throw O instanceof x?new x("replay-incomplete",`run ${l}'s record of stage ${y.stage} (attempt ${y.
attempt}) cannot be reused: ${mt(O)}`,{where:o.from,details:[`replay from that stage, to run it again: ${o.replay(l,y.stage)}`]}):
O}let E=c.find(y=>y.id===b),I=r.from===b?null:w!==void 0&&w!==b?`every job of its call (${c.filter(y=>y.id.startsWith(`${b}\
/`)).map(y=>y.id).join(", ")})`:E&&E.legs.length>1?`every leg of its matrix (${E.legs.join(", ")})`:E&&E.stages.length>1?
`every stage of it (${E.stages.join(", ")})`:null,F=I===null?null:`${o.fromStage(r.from)}: job ${b} runs again whole, ${I}`,
V=ki(l,a,"replay",o),j=await od(ot(t,l),p,new Set(R.keys()));return{run:l,store:d,jobs:R,stages:k,changed:f,whole:F,redactedStart:V,
summaries:j}}async function rd(s,t,e){let n=t.id,r=ot(s,dt.jobs),i=await Re(r,"utf8").catch(c=>{throw id(t,r,c,e)}),o=pi(
i,zc,r,{code:"replay-incomplete",what:"the jobs' results baton stores",fix:`run ${n} cannot be replayed; run it again in\
 full`}),a=o.some(c=>c.legs.length>0||c.leg_results===void 0&&c.skip_reason===void 0)?await ad(s):{legs:new Map,skips:new Map},
u=o.some(c=>c.summary_parts!==void 0)?o.flatMap(c=>(c.summary_parts??[]).map(p=>({job:c.id,...p}))):null;return{jobs:o.map(
({withheld_outputs:c,leg_results:p,skip_reason:f,summary_parts:g,...h})=>{let S=a.legs.get(h.id),m=$=>{let C=S?.get($.leg);
return{...$,...C?.durationMs===void 0?{}:{durationMs:C.durationMs},...C?.failedStep===void 0?{}:{failedStep:C.failedStep}}},
w=p?.map(m)??(S===void 0?void 0:h.legs.map($=>S.get($)??{leg:$,result:h.result})),b=f??a.skips.get(h.id);return{...h,...c&&
c.length>0?{withheldOutputs:c}:{},...w===void 0?{}:{legResults:w},...b===void 0?{}:{skipReason:b}}}),summaryParts:u}}function id(s,t,e,n){
let r=s.id,i=`run it again in full: ${n} with the same options`;if(Tr(e)){let{why:a,details:u}=Nr(t,e,$n(t),{dir:$n(t),what:"\
the run"});return new x("replay-incomplete",`cannot be read: ${a}, so run ${r} cannot be replayed`,{where:t,cause:e,details:[
...u,`or ${i}`]})}if(!Ct(e,"ENOENT"))return new x("replay-incomplete",`${ir(e)}, so run ${r} cannot be replayed`,{where:t,
cause:e,details:[i]});let o=Ke(s),l=Ve(s);return l!==null?new x("replay-incomplete",`${qe(r,l)}, so it cannot be replaye\
d yet: a replay takes the jobs' results of a finished run`,{details:["replay it once it has ended there",Xe(l,$n(t),`run\
 it again in full (${n} with the same options), and remove it`)]}):o==="running"?new x("replay-incomplete",`run ${r} is \
still running, so it cannot be replayed yet: a replay takes the jobs' results of a finished run`,{details:["replay it on\
ce it has ended"]}):o==="interrupted"?new x("replay-incomplete",`run ${r} was interrupted (its process ended before the \
run did), so it cannot be replayed: a replay takes the jobs' results of a finished run`,{details:[i]}):new x("replay-inc\
omplete",`is missing, so run ${r} (${o}) cannot be replayed: a finished run keeps its jobs' results there`,{where:t,details:[
...s.reason===void 0?[]:[`the run ended with: ${s.reason.split(`
`)[0]}`],`put it back if you have a copy, or ${i}`]})}async function od(s,t,e){let n=await Re(ot(s,dt.summary)).catch(l=>Ct(
l,"ENOENT")?Buffer.alloc(0):null);if(n===null)return null;if(n.length===0)return[];if(t===null)return null;let r=[...t].
sort((l,a)=>l.offset-a.offset),i=[],o=0;for(let l of r){if(l.offset!==o||l.offset+l.bytes>n.length)return null;o+=l.bytes;
let a=n.subarray(l.offset,l.offset+l.bytes).toString("utf8"),u=Es(l.job,l.leg);if(!a.startsWith(u)||!a.endsWith(`

`))return null;e.has(l.job)&&i.push({job:l.job,leg:l.leg,markdown:a.slice(u.length,-2)})}return o===n.length?i:null}async function ad(s){
let t=await Re(ot(s,dt.events),"utf8").catch(()=>""),e=new Map,n=new Map,r=new Map,i=new Map;for(let o of wi(t,["job-fin\
ished","job-skipped","step-finished","step-started","stage-recorded"])){if(o.type==="job-skipped"&&n.set(o.job,o.reason),
o.type==="step-started"&&i.set(`${o.job}\0${o.leg}`,[]),o.type==="stage-recorded"){let u=i.get(`${o.job}\0${o.leg}`);u!==
void 0&&!u.includes(o.stage)&&u.push(o.stage)}if(o.type==="step-finished"&&o.conclusion==="failure"){let u=`${o.job}\0${o.
leg}`,d=i.get(u)??[];r.has(u)||r.set(u,{step:o.step,name:o.name,message:o.message,...o.output_tail===void 0?{}:{output_tail:o.
output_tail},...d.length===0?{}:{stages:d}})}if(o.type!=="job-finished")continue;let l=e.get(o.job)??new Map,a=o.failed_step??
r.get(`${o.job}\0${o.leg}`);l.set(o.leg,{leg:o.leg,result:o.result,...o.reason===void 0?{}:{reason:o.reason},durationMs:o.
duration_ms,...a===void 0||o.result!=="failure"?{}:{failedStep:a}}),e.set(o.job,l)}return{legs:e,skips:n}}function ba(s){
let t=$e(s??process.cwd()),e;try{e=(0,zt.statSync)(t)}catch(n){if(!Ct(n,"ENOENT","ENOTDIR"))throw le(t,n,"cwd")}if(e?.isDirectory()!==
!0)throw new x("usage",e===void 0?"no such directory":"is not a directory",{where:`cwd ${t}`});return t}function ld(s){if(typeof s!=
"string"||s.trim()==="")throw Ln("runWorkflow","the workflow file's path as its first argument (runWorkflow('.github/wor\
kflows/ci.yml', \u2026))",Ae(s))}async function ud(s,t,e){let n=new Set(e);for(let r of await s.list())n.has(r.stage)&&await t.
copyAttempt(s,r.stage,r.attempt,r.runAttempt)}async function cd(s,t,e){let n=new Set;for(let r of e)for(let i of[...r.legs,
...(r.legResults??[]).map(o=>o.leg)])n.add(i);for(let r of n){let i=ie(r),o=ot(s,i);if((await Lc(o).catch(()=>null))?.isFile()!==
!0)continue;let l=br(t,dt.jobLogPrefix);try{await jc(o,l,zt.constants.COPYFILE_EXCL),await Ic(l,ot(t,i))}catch(a){throw await Dc(
l,{force:!0}),new x("run-write-failed",Gn(`the job log of ${r}`,a),{where:ot(t,i),cause:a})}}}async function Ug(s,t,e={}){
return dd(s,t,e,Bn)}async function dd(s,t,e,n){fd(s,t);let r=Ts(e,"replayWorkflow"),i=ba(r.cwd),o=$e(i,r.storeDir??Mn),l=await new Kn(
o).resolve(s),a=await bi(ot(o,l),l);if(a.redacted)throw new x("replay-refused",`run ${l} was started with a secret (or t\
ext shaped like a token) in ${Si(a,n)}, which was not stored, so it cannot be replayed`,{details:[`start it again in ful\
l: ${n.run(a.workflow_path)} with the same options`]});return ya(a.workflow_path,{...r,cwd:i,storeDir:o,...a.job?{job:a.
job}:{},inputs:a.inputs,event:a.event,eventName:a.event_name,vars:a.vars,secrets:[...new Set([...a.secrets,...r.secrets??
[]])],...a.parent?{parent:a.parent}:{}},{words:n,replay:{run:l,from:t,invocation:a}})}function fd(s,t){let e=[...typeof s==
"string"&&s.trim()!==""?[]:[{takes:"the stored run's id (or 'latest') as its first argument (replayWorkflow('latest', 'f\
ix', \u2026))",given:Ae(s)}],...typeof t=="string"?[]:[{takes:"the stage or job to run again from as its second argument\
 (replayWorkflow('latest', 'fix', \u2026))",given:Ae(t)}]],[n,...r]=e;if(n!==void 0)throw Ln("replayWorkflow",n.takes,n.
given,void 0,r.map(({takes:i,given:o})=>Ks(i,o)))}export{hd as a,Ze as b,tn as c,en as d,Hi as e,Ba as f,nn as g,Wg as h,Gc as i,Ug as j,dd as k};

import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{a as So,b as ko}from"./chunk-YHQU7V4H.js";import{a as xo,b as Wo,c as Uo,d as Ho}from"./chunk-R4X2YKDK.js";
import{a as Oo,c as Po,d as Eo,j as jo,k as Lo,l as Fo,m as Io}from"./chunk-DZHVBGAR.js";import{a as Zn,b as To,c as No,
d as _o,e as Co,g as Mo}from"./chunk-JODWQ2ZC.js";import{b as Do,c as Qn}from"./chunk-2XE6567J.js";import{a as cr}from"./chunk-PRXBAZOW.js";
import{a as fr}from"./chunk-UYPQSWXX.js";import{k as mo,l as wo}from"./chunk-F5PI23CI.js";import{$ as Jr,Ba as co,
C as yr,Ca as fo,D as br,Da as Vn,Ea as po,Fa as ho,Ga as go,H as de,I as Sr,K as kr,L as vr,O as De,P as Ht,Q as $r,R as Rr,
S as Or,T as Pr,X as Ir,Z as fe,_ as Bn,a as $t,aa as Br,b as Rt,ba as zr,c as je,ca as Gr,d as Ut,da as Kr,ea as Vr,f as ce,
fa as qr,ha as ze,ia as Ge,ja as Gn,ka as Yr,ma as Ke,n as tt,na as Zr,p as pr,q as hr,r as gr,sa as ro,ta as oo,ua as io,
va as ao,w as Le,wa as lo,y as mr,ya as uo,z as wr}from"./chunk-JLUPRWYP.js";import{A as Qr,B as to,J as eo,L as no,
M as so,a as zn,i as Xr,z as Ve}from"./chunk-ICH3CCON.js";import{b as q,c as Qt,d as He,e as Je,f as Be,g as Dr,h as Wr,
j as Ur,k as Jt,l as Jn,m as Hr}from"./chunk-OYXZMEXX.js";import{b as Kn}from"./chunk-LS2NIP65.js";import{a as Xn,
e as vo,h as Yn,i as tn,j as $o,k as Ro}from"./chunk-6AQFCHUG.js";import{a as yo,b as qn,c as pe,d as qe,f as Xe,g as Ye,
i as Ze,j as Qe,k as bo,m as Ao}from"./chunk-ZHU3RJPK.js";import{A as Lr,B as Fr,E as jt,a as Fe,b as Ie,c as xr,m as Er,
o as Ar,p as Tr,q as Nr,r as We,s as Ue,t as _r,w as Cr,x as Mr,y as jr}from"./chunk-OTIZIJOI.js";import{a as Ct,b as Ne,
c as xt,d as Dn,e as Ys,g as Hn,i as Ce,m as ir,n as ar,p as lr,q as ue,r as ur,t as Zt,v as dr,w as Me}from"./chunk-W3W44F6T.js";
import{a as Ee,b as Ae,d as k,e as Dt,f as wt,g as Cn,h as Mn,k as qt}from"./chunk-4X335366.js";import{Aa as or,B as Q,
C as rt,Da as le,Ea as Yt,H as Et,I as qs,O as Z,P as ft,Q as ie,T as vt,U as Xs,X as In,b as jn,ca as Zs,d as Js,da as Qs,
e as Bs,ha as st,i as Ft,ia as Wt,j as zs,ja as Wn,k as Gs,ka as tr,l as Ln,m as Fn,ma as er,n as Ks,na as Mt,o as Vs,oa as _e,
pa as nr,q as Xt,r as Te,ra as sr,sa as Un,ua as ae,x as bt,xa as rr,ya as z}from"./chunk-DFBKRPZ5.js";import{a as oe}from"./chunk-5A7QKWCT.js";
import{d as _t}from"./chunk-3NR5HZ6E.js";var vd=In.stage;function ts(s,t){let e=In[s];return Object.fromEntries(Object.entries(t).filter(([n])=>e.includes(n)))}function en(s,t,e={}){
let n=s.problems.some(r=>r.code===Et.nextUnknownStage);return{[rt.status]:s.status,[rt.next]:t?.next&&!n?t.next.stage:"",
[rt.present]:s.present?"true":"false",[rt.data]:JSON.stringify(t?.data??{}),[rt.sha256]:s.digests.handoff??"",[rt.artifactId]:e.
artifactId??"",[rt.promptPath]:e.promptPath??"",[rt.handoffPath]:e.handoffPath??""}}function Jo(){return{[rt.status]:"fa\
ilure",[rt.next]:"",[rt.present]:"false",[rt.data]:"{}",[rt.sha256]:"",[rt.artifactId]:"",[rt.promptPath]:"",[rt.handoffPath]:""}}var Ea=new TextEncoder,Aa=new TextDecoder("utf-8",{fatal:!0,ignoreBOM:!0}),Ta=new TextDecoder("latin1");async function Bo(s,t,e){
let n=[],r=[],o=new Set,i=bt.artifactBytes;for(let[l,a]of(t.artifacts??[]).entries()){let u=f=>r.push({code:Et.artifactRefused,
severity:"warning",path:ar(["artifacts",l,"path"]),message:`${a.path} ${f}; it was not kept`});if(a.path.includes(vt.markerPrefix)){
u("held a secret (its path was redacted)");continue}let d=Nr(a.path);if("refused"in d){u(d.refused);continue}if(o.has(d.
path))continue;let c=await e.readArtifact(s.workingDirectory,d.path,i);if(c.kind==="refused"){u(c.reason);continue}let p=Na(
c.bytes,s.redact,`${Vs}/${d.path}`);if("refused"in p){u(p.refused);continue}if(p.bytes.length>i){u(`is ${p.bytes.length}\
 bytes once redacted, more than the ${i} bytes left of the ${bt.artifactBytes}-byte limit for one record's artifacts`);continue}
r.push(...p.problems),n.push({path:d.path,bytes:p.bytes}),o.add(d.path),i-=p.bytes.length}return{files:n,problems:r}}function Na(s,t,e){
let n;try{n=Aa.decode(s)}catch{n=void 0}if(n!==void 0){let r=Ge(n,t,e);return r.problems.length===0?{bytes:s,problems:[]}:
{bytes:Ea.encode(r.text),problems:r.problems}}return q(Ta.decode(s),t).redactions.length>0?{refused:"is not UTF-8 text a\
nd holds a secret, which cannot be redacted from a binary file"}:{bytes:s,problems:[]}}var _a=new Set(Object.values(qs));function zo(s){return s.problems.filter(t=>t.severity==="warning"&&!_a.has(t.code))}var nn="baton: the command could not start: ";async function sn(s,t,e,n,r={}){let o=e&&s.agent?.kind==="preset"?wr(s.agent.preset,e.stdout):null,i=await ja(s,t,e,o?.finalText??
null,n),l=i.kind==="valid"?i.handoff:null,a=l?await Bo(s,l,n.workspace):{files:[],problems:[]},u=[...t.warnings,...i.problems,
...a.problems,...o?.problems??[]],d=i.kind==="invalid",c=s.onInvalid==="fail"||s.handoff==="required",p=null,f,h={reason:"\
cancelled",message:`the stage was cancelled while its agent ran${typeof r.signal?.reason=="string"?`: ${r.signal.reason}`:
""}`};if(r.cancelled||r.signal?.aborted)f=h;else if(e&&e.exitCode!==0){let $=s.agent?.kind==="preset"?Ma(s.agent.preset,
e,s.redact):"";f={reason:"exit-nonzero",message:e.exitCode!==null?`the agent exited with code ${e.exitCode}${$}`:e.signal!==
null?`the agent was ended by ${e.signal}`:`the agent could not start: ${e.output.replace(nn,"").trim()}`,exitCode:e.exitCode,
signal:e.signal}}else if(d&&c){let $=i.problems.filter(E=>E.severity==="error");f={reason:"handoff-invalid",message:`the\
 handoff was refused (${Ia($.length,"problem")}): ${Fa($)}`,problems:$}}else if(l===null&&s.handoff==="required"){let $=`\
no handoff: nothing at $${Ft.handoffPath} and no block between the markers in the agent's output, and this stage require\
s one (handoff: required)`;u.push({code:Et.handoffMissing,severity:"error",path:"$",message:$}),f={reason:"handoff-missi\
ng",message:$}}else if(r.verify){let $=await r.verify();p=$.facts,u.push(...$.problems),f=r.signal?.aborted?{reason:"can\
celled",message:"the stage was cancelled while verify ran"}:p.exit_code===0?{reason:"completed",message:null}:{reason:"v\
erify-failed",message:`verify failed with ${p.exit_code===null?"no exit code (ended by a signal)":`exit code ${p.exit_code}`}`,
exitCode:p.exit_code}}else f={reason:"completed",message:null};let b=d&&!c?u.map($=>({...$,severity:"warning"})):u,m=n.workspace.
now(),w=await ze(s,{attempt:t.attempt,repair:t.repair,hop:t.hop,lineage:t.lineage,...t.parent?{parent:t.parent}:{},prompt:t.
prompt,handoff:l,agent:e,startedAt:new Date(t.preparedAt),finishedAt:m,usage:o?.usage??null,verify:p,outcome:f,problems:b,
files:a.files},n),S=s.handoff==="required"&&(f.reason==="handoff-invalid"||f.reason==="handoff-missing");return{...w,outputs:en(
w.record,w.handoff,{artifactId:w.ref.id,promptPath:t.promptPath,handoffPath:t.handoffPath}),repairProblems:S?w.record.problems.
filter($=>$.severity==="error"):[]}}var Ca=300;function Ma(s,t,e){let n=yr(s,t.output);if(n===null)return"";let r=q(n.text,
e).text,o=Ao(qt(Me(r).replace(/\s+/g," ").trim()),Ca);return o===""?"":n.source==="cli"?`: ${s} said "${o}"`:`: ${o}`}async function ja(s,t,e,n,r){
let o=await r.workspace.readHandoff(t.handoffPath),i=[],l;if(o.kind!=="missing")l=o;else if(e)for(let c of[n,e.stdout]){
if(!c)continue;let p=cr(c);if(i.push(...p.warnings),p.json!==null){l=ir(p.json);break}}if(l===void 0)return{kind:"missin\
g",problems:La(i)};if(l.kind==="invalid")return{kind:"invalid",problems:[...i,...l.problems]};let a=Ur(l.handoff,s.redact),
u=[...i,...l.warnings,...a.problems],d=a.handoff.next?.stage;if(d!==void 0&&s.workflowJobs!==null&&!s.workflowJobs.includes(
d)){let c={code:Et.nextUnknownStage,severity:s.onInvalid==="warn"?"warning":"error",path:"$.next.stage",message:`"${d}" \
names no job in this workflow; jobs: ${[...s.workflowJobs].sort().join(", ")}`};if(s.onInvalid==="fail")return{kind:"inv\
alid",problems:[...u,c]};u.push(c)}else d!==void 0&&s.workflowJobs===null&&u.push({code:Et.nextUnchecked,severity:"warni\
ng",path:"$.next.stage",message:`"${d}" was not checked against the workflow's jobs, which are not known here: ${s.workflowUnread??
"the workflow file was not read"}; the \`next\` output names it as given, whether or not a job has that id`});return{kind:"\
valid",handoff:a.handoff,problems:u}}function La(s){let t=new Set;return s.filter(e=>{let n=`${e.code}\0${e.path}\0${e.message}`;
return t.has(n)?!1:(t.add(n),!0)})}function Fa(s){let t=[...s].sort((n,r)=>Number(Hn(r.message))-Number(Hn(n.message))),
e=t.slice(0,3).map(Zt).join("; ");return t.length>3?`${e}; and ${t.length-3} more`:e}function Ia(s,t){return`${s} ${t}${s===
1?"":"s"}`}function Ko(s){let t=s.problems.filter(r=>r.severity==="error"),e=(t.length>0?t:s.problems).map(r=>`- ${Zt(r).replace(/\s+/g,
" ")}`).join(`
`),n=JSON.stringify(fr(),null,2);return[`# Your handoff for stage \`${s.stage}\` was not accepted`,"","Your last run fin\
ished, but baton could not accept its handoff:","",e,"",`Do not redo the work. Write the handoff again, as one JSON obje\
ct that follows the JSON Schema below, to the file named by the environment variable \`${Ft.handoffPath}\` (or print it a\
s the last thing you output, between a line \`${Fn.start}\` and a line \`${Fn.end}\`).`,"","## The handoff JSON Schema",
"",Go(n,"json"),"","## The task you were given","",Go(s.previousPrompt,"markdown"),""].join(`
`)}function Go(s,t){let e=Math.max(0,...Array.from(s.matchAll(/`+/g),r=>r[0].length)),n="`".repeat(Math.max(3,e+1));return`${n}${t}\

${s.replace(/\n$/,"")}
${n}`}async function rn(s,t,e={}){let n=e.attempt??1,r=t.workspace.now();await Wa(s,n,t.store);let o=e.upstream??await Ua(s,t.
store),i=e.parent!==void 0?e.parent:await Ja(s,t),l=o.filter(m=>m.stored!==void 0),a=l.map(m=>Vo(m.stored)).sort((m,w)=>zn(
m.stage,w.stage)),u=i?.deepest[0]?.record.hop??0,d=1+Math.max(u,...l.map(m=>m.stored.record.hop)),c=i?{run:i.run,lineage:i.
deepest.map(Vo)}:void 0,p=async(m,w)=>{let S=await ze(s,{attempt:n,repair:e.repair!==void 0,hop:d,lineage:a,...c?{parent:c}:
{},prompt:"",handoff:null,agent:null,startedAt:r,finishedAt:t.workspace.now(),usage:null,verify:null,outcome:m,problems:w},
t);return{kind:"refused",result:{stage:s.stage,ok:!1,outcome:S.outcome,attempts:[S],final:S,outputs:en(S.record,null,{artifactId:S.
ref.id})}}};if(d>s.maxHandoffs){let m=await Ba(s,l,i,t),w=`stage ${s.stage} would be hop ${d}, more than max-handoffs ${s.
maxHandoffs}: ${Ka(m)}`;return p({reason:"max-handoffs",message:w,hop:d,limit:s.maxHandoffs,chain:m},[{code:Et.maxHandoffs,
severity:"error",path:"$",message:w}])}let f,g=[];if(e.repair)f=Ko({stage:s.stage,...e.repair});else try{({prompt:f,warnings:g}=
await Da(s,o,e.attemptContext))}catch(m){if(!(m instanceof k))throw m;let w={code:m.code,severity:"error",path:m.where??
"$",message:m.message};return p({reason:"render-failed",message:wt(m),problems:[w]},[w])}let h=await t.workspace.attemptPaths(
s.stage,n);return s.agent?.kind==="preset"&&(f=`${f.trimEnd()}

${br({handoffPath:h.handoffPath})}
`),await t.workspace.writePrompt(h.promptPath,f),{kind:"ready",prepared:{stage:s.stage,attempt:n,repair:e.repair!==void 0,
prompt:f,promptPath:h.promptPath,handoffPath:h.handoffPath,lineage:a,hop:d,...c?{parent:c}:{},warnings:g,preparedAt:r.toISOString()},
upstream:o,parent:i}}async function Da(s,t,e){if(s.template===null)throw new k("prompt-missing","this stage has no promp\
t template",{where:s.stage});let n={source:s.template.source,...s.maxPromptTokens===null?{}:{maxPromptTokens:s.maxPromptTokens},
...s.madeEvent===void 0?{}:{madeEventHint:jo(s.madeEvent,s.madeEventRun)}};await Fo(s.template.text,n);let r=Xr({upstream:t,
inputs:s.inputs,github:s.github,...e?{attempt:e}:{},require:s.needs,analysis:Lo(s.template.text)}),o=Io(s.template.text,
r.context,n);return{prompt:o.prompt,warnings:[...r.warnings,...o.warnings]}}async function Wa(s,t,e){let n={stage:s.stage,
attempt:t,runAttempt:s.run.attempt};if((await e.list()).some(o=>Ue(o,n)===0))throw new k("record-exists",`${Cr(n)} alrea\
dy has a record in this run, so the agent was not run; records are immutable`,{where:`stage ${s.stage}`,details:[`anothe\
r job of this run records stage ${s.stage}: give each job its own stage id (the \`${Q.stage}\` input)`]})}async function Ua(s,t){
let e=s.upstream.filter(a=>a.stage!==s.stage),n=await Promise.all(e.map(a=>t.get(a.stage))),r=new Map(e.map(a=>[a.stage,
a])),o=(a,u)=>{let{job:d=null,matrix:c,open:p,place:f}=r.get(a)??{};return{stage:a,job:d??u?.record.job??a,stored:u,...c===
void 0?{}:{matrix:c},...p===!0?{open:!0}:{},...f===void 0?{}:{place:f}}},i=new Map;for(let[a,u]of e.entries())i.set(u.stage,
n[a]);if(s.expandLineage){let a=[...i.values()].filter(u=>u!==void 0);for(let u=a.shift();u;u=a.shift())for(let d of u.record.
lineage){if(d.stage===s.stage||i.has(d.stage))continue;let c=await t.getAttempt(d.stage,d.attempt,d.run_attempt),p=c?.recordSha256===
d.record_sha256?c:void 0;i.set(d.stage,p),p&&a.push(p)}}let l=s.expandLineage?await Ha(s,i,t):new Map;return[...i].map(([
a,u])=>{let d=l.get(a);return{...o(a,u),...d?{recordedLike:d}:{}}})}async function Ha(s,t,e){let n=s.needs.filter(i=>t.has(
i)&&t.get(i)===void 0),r=new Map;if(n.length===0)return r;let o=[...new Set((await e.list()).map(i=>i.stage))].filter(i=>i!==
s.stage).sort(zn);for(let i of n){let l=o.filter(a=>a.startsWith(`${i}-`));l.length>0&&r.set(i,l)}return r}async function Ja(s,t){
if(s.parentRun===null)return null;if(!t.openRun)throw new Dt(`stage ${s.stage}: a parent run is set but no way to open a\
nother run was given`);let e=await t.openRun(s.parentRun),n=new Map;for(let i of await e.list())n.set(i.stage,_r([i,n.get(
i.stage)??i]));let r=(await Promise.all([...n.values()].map(i=>e.getAttempt(i.stage,i.attempt,i.runAttempt)))).filter(i=>i!==
void 0),o=Math.max(0,...r.map(i=>i.record.hop));return{run:s.parentRun,store:e,deepest:r.filter(i=>i.record.hop===o)}}function Vo(s){
let{stage:t,attempt:e,run:n}=s.record;return{stage:t,attempt:e,...n.attempt>1?{run_attempt:n.attempt}:{},record_sha256:s.
recordSha256}}async function Ba(s,t,e,n){let r=s.maxHandoffs+1,o=new Map(t.map(f=>[f.stored.recordSha256,f.stored])),i=new Map;
e&&i.set(e.run,Promise.resolve(e.store));let l=f=>(!i.has(f)&&n.openRun&&i.set(f,n.openRun(f)),i.get(f)),a=f=>f.reduce((g,h)=>g===
void 0||h.stored.record.hop>g.stored.record.hop?h:g,void 0),u=async(f,g,h)=>{let b=[];for(let m of f){let w=(h===null?o.
get(m.record_sha256):void 0)??await g.getAttempt(m.stage,m.attempt,m.run_attempt);w?.recordSha256===m.record_sha256&&b.push(
{stored:w,store:g,run:h})}return b},d=[{stage:s.stage,run:null}],c=a([...t.map(f=>({stored:f.stored,store:n.store,run:null})),
...(e?.deepest??[]).map(f=>({stored:f,store:e.store,run:e.run}))]),p=!1;for(;c&&d.length<r+1;){d.unshift({stage:c.stored.
record.stage,run:c.run});let{record:f}=c.stored;if(f.hop<=1){p=!0;break}let g=await u(f.lineage,c.store,c.run);if(f.parent)
try{let h=await l(f.parent.run);h&&g.push(...await u(f.parent.lineage,h,f.parent.run))}catch{}c=a(g)}return za(d,p)}function za(s,t){
let e=s.some(o=>o.run!==null),n=t?[]:["\u2026"],r;for(let o of s)e&&o.run!==r&&n.push(Ga(o.run)),r=o.run,n.push(o.stage);
return n}function Ga(s){return s===null?"this run:":`run ${s}:`}function es(s){return s.endsWith(":")}function Ka(s){let t=s.
filter(l=>!es(l)&&l!=="\u2026").length,e=[],n,r=!1,o=0;for(let l of s)es(l)?(n=l,r=!1):l==="\u2026"?e.push(l):(t<=12||o<
5||o>=t-5?(n!==void 0&&!r&&e.push(n),r=!0,e.push(l)):e.at(-1)!=="\u2026"&&e.push("\u2026"),o++);let i="";for(let[l,a]of e.
entries()){let u=e[l-1];i+=l===0?a:u!==void 0&&es(u)?` ${a}`:` \u2192 ${a}`}return i}async function qo(s,t){if(s.agent===null)throw new Dt(`stage ${s.stage}: runStage needs an agent (run or agent); this sp\
ec is for a split stage`);let e=[],n,r,o={},i="",l=!1;for(let a=1;;a++){let u=await rn(s,t,{...o,attempt:a,...n?{upstream:n}:
{},...r!==void 0?{parent:r}:{}});if(u.kind==="refused")return t.reporter?.error(u.result.outcome.message??"",s.stage),{...u.
result,attempts:[...e,...u.result.attempts]};n=u.upstream,r=u.parent;let d=u.prepared;d.repair||(i=d.prompt);for(let h of d.
warnings)t.reporter?.warning(h.message,`${s.stage} ${h.path}`);let c=await Ya(s,d,t),p=await sn(s,d,c,t,{...t.signal?{signal:t.
signal}:{},...s.verify===null?{}:{verify:()=>Za(s,d,t,s.verify)}});e.push(p);let{outcome:f}=p,g=t.signal?.aborted===!0;if(p.
repairProblems.length>0&&!l&&!g){l=!0,t.reporter?.warning(`${f.message}; giving the agent one repair turn`,s.stage),o={repair:{
problems:p.repairProblems,previousPrompt:i}};continue}if(f.reason==="verify-failed"&&a<s.attempts&&!g){t.reporter?.warning(
`attempt ${a} of ${s.attempts}: ${f.message}; trying again`,s.stage),o={attemptContext:qa(a+1,p.handoff,p.record.verify)};
continue}return f.reason==="cancelled"?t.reporter?.warning(f.message,s.stage):f.reason!=="completed"&&t.reporter?.error(
f.message,s.stage),Va(s,f,e,p.outputs)}}function Va(s,t,e,n){let r=e.at(-1);if(!r)throw new Dt(`stage ${s.stage}: no att\
empt was stored`);return{stage:s.stage,ok:t.reason==="completed",outcome:t,attempts:e,final:r,outputs:n}}function qa(s,t,e){
return{number:s,previous:t,verify:e?{exit_code:e.exit_code,output:e.output_tail}:null}}function Xa(s,t){let e={};for(let[
n,r]of Object.entries(s))zs.includes(n)||Gs.some(o=>n.startsWith(o))||(e[n]=r);return{...e,...t}}function Xo(s,t,e,n={}){
return Xa(e.env,{...n,[Ft.promptPath]:t.promptPath,[Ft.handoffPath]:t.handoffPath,[Ft.stage]:s.stage})}async function Ya(s,t,e){
let n=s.agent,r=n.kind==="preset"?{...mr(n.preset),shell:"bash"}:{script:n.command,env:{},shell:s.shell};return e.reporter?.
info(`${s.stage}: attempt ${t.attempt}${t.repair?" (repair turn)":""}, running the agent`),Yo(e,()=>({script:r.script,shell:r.
shell,cwd:e.workspace.resolveDirectory(s.workingDirectory),env:Xo(s,t,e,r.env)}))}async function Yo(s,t){let e=s.workspace.
now();try{return await s.runner.run({...t(),...s.onOutput?{onOutput:s.onOutput}:{},...s.signal?{signal:s.signal}:{}})}catch(n){
let r=`${nn}${wt(n)}
`;return s.onOutput?.(r,"stderr"),{exitCode:null,signal:null,startedAt:e,finishedAt:s.workspace.now(),output:r,stdout:""}}}
async function Za(s,t,e,n){e.reporter?.info(`${s.stage}: attempt ${t.attempt}, running verify`);let r=await Yo(e,()=>({script:n,
shell:s.shell,cwd:e.workspace.resolveDirectory(s.workingDirectory),env:Xo(s,t,e)})),o=Ge(r.output,s.redact,"verify.outpu\
t_tail");return{facts:{command:n,exit_code:r.exitCode,output_tail:Js(o.text,bt.verifyOutputTailBytes),duration_ms:Math.max(
0,r.finishedAt.getTime()-r.startedAt.getTime())},problems:o.problems}}var ni=_t(Fe(),1),Ot=_t(oe(),1);import{spawn as el}from"node:child_process";import{tmpdir as nl}from"node:os";import{join as sl}from"node:path";
import{StringDecoder as rl}from"node:string_decoder";var te=class{#t;#s={stdout:"",stderr:""};#n=null;constructor(t){this.#t=t}push(t,e){let n=this.#s[e]+t,r=n.endsWith("\r")?
n.slice(0,-1):n,o=Math.max(r.lastIndexOf(`
`),r.lastIndexOf("\r"))+1;n.length-o>65536&&(o=n.length),this.#e(e,n.slice(0,o)),this.#s[e]=n.slice(o)}end(t){this.#e(t,
this.#s[t]),this.#s[t]=""}#e(t,e){e!==""&&(this.#n!==null&&!this.#n.ended&&this.#n.stream!==t&&this.#t(`
`,!0),this.#t(e,!1),this.#n={stream:t,ended:e.endsWith(`
`)||e.endsWith("\r")})}};var Qa=8;function Qo(s,t,e,n){let r=s+t,o=s.length,i=Je(r,e),l=i.find(d=>d.start<o&&d.end>o),a=l?l.end-o:0;if(n&&(a=Zo(t,
a)),!r.includes("\x1B")&&i.every(d=>d.end<=o+a))return a;let u=q(r,e).text;for(let d=0;a<t.length&&d<=Qa;d++){if(Be(r,o+
a,e,u))return a;a=n?Zo(t,a+1):tl(t,a+1)}return t.length}function Zo(s,t){if(t===0||s.charCodeAt(t-1)===ti)return t;let e=s.
indexOf(`
`,t);return e===-1?s.length:e+1}function tl(s,t){for(let e=t;e<=s.length;e++){let n=s.charCodeAt(e-1);if(n===ti||n===32||
n===9)return e}return s.length}var ti=10;var ns={killGraceMs:5e3,maxOutputBytes:1024*1024,drainMs:1e3};function ol(s){try{process.kill(-s,0)}catch{return!1}let t;
try{t=(0,Ot.readdirSync)("/proc")}catch{return!0}for(let e of t){if(!/^\d+$/.test(e))continue;let n;try{n=(0,Ot.readFileSync)(
`/proc/${e}/stat`,"utf8")}catch{continue}let[r,,o]=n.slice(n.lastIndexOf(")")+2).split(" ");if(Number(o)===s&&r!=="Z")return!0}
return!1}var on=class{#t;#s;#n;#e;#r;#o;#l;#i;#u;#d;constructor(t={}){this.#t=t.tempDir??nl(),this.#s=t.killGraceMs??ns.
killGraceMs,this.#n=t.maxOutputBytes??ns.maxOutputBytes,this.#e=t.drainMs??ns.drainMs,this.#r=t.outputHook,this.#o=t.reuseScripts?
new Map:void 0,this.#l=t.secrets??[],this.#i=t.noPathHint??"PATH is not set in its environment",this.#d=t.fewerJobs,this.#u=
t.tempPlace??{...De(this.#t),...t.fewerJobs===void 0?{}:{fewerJobs:t.fewerJobs}}}async run(t){let e=Kr(t.shell);il(t.cwd);
let n=Vr(e,t.script),r=this.#c(e.extension,n),o=r??sl(this.#t,`baton-step-${(0,ni.randomUUID)()}${e.extension}`);if(r===
void 0){try{(0,Ot.writeFileSync)(o,n,{flag:"wx",mode:448})}catch(i){throw i.code!=="EEXIST"&&(0,Ot.rmSync)(o,{force:!0}),
Ht(this.#u,o,"the command's script",i)}this.#o?.set(`${e.extension}\0${n}`,o)}this.#r?.begin?.();try{return await this.#f(
e.file,qr(e,o),t)}finally{this.#r?.end?.(),this.#o===void 0&&(0,Ot.rmSync)(o,{force:!0})}}#c(t,e){let n=`${t}\0${e}`,r=this.#o?.
get(n);if(r===void 0)return;let o=Buffer.from(e),i;try{i=lr(r,o.length)}catch{i={kind:"missing"}}if(i.kind==="file"&&o.equals(
i.bytes))return r;this.#o?.delete(n)}#f(t,e,n){return new Promise((r,o)=>{let i=new Date,l=new an(this.#n),a=new an(this.#n),
u=el(t,e,{cwd:n.cwd,env:n.env,stdio:["ignore","pipe","pipe"],detached:!0});u.pid!==void 0&&n.onStart?.(u.pid);let d,c,p,
f,g=!1,h=L=>{if(u.pid!==void 0)try{process.kill(-u.pid,L)}catch{}},b=()=>u.pid!==void 0&&ol(u.pid),m,w=!1,S,$=null,E,P=()=>{
h("SIGKILL"),E=Date.now()},x=Number.POSITIVE_INFINITY,R=L=>{L>=x||(x=L,clearTimeout(d),d=setTimeout(P,Math.max(0,L-Date.
now())),d.unref())},_=()=>{$!=="terminate"&&($="terminate",clearTimeout(c),h("SIGTERM"),R(Date.now()+this.#s))},W=()=>{if(n.
stop!=="interrupt"||n.kill?.aborted)return _();$===null&&($="interrupt",h("SIGINT"),c=setTimeout(()=>h("SIGTERM"),1.5*this.#s),
c.unref(),R(Date.now()+2*this.#s))},Y=()=>{let L=b();return n.kill?.aborted&&E===void 0&&L&&P(),L&&(E===void 0||Date.now()-
E<2e3)?(m??=setInterval(v,100),!1):(clearInterval(m),w?!0:S===void 0?(S=Date.now(),setTimeout(v,this.#e).unref(),!1):Date.
now()-S>=this.#e)},v=()=>{g||f===void 0||$!==null&&!Y()||(clearInterval(m),g=!0,clearTimeout(p),u.stdout?.destroy(),u.stderr?.
destroy(),J("stdout"),J("stderr"),n.signal?.removeEventListener("abort",W),n.kill?.removeEventListener("abort",_),clearTimeout(
d),clearTimeout(c),r({exitCode:f.code,signal:f.signal,startedAt:i,finishedAt:new Date,output:l.text(this.#l),stdout:a.text(
this.#l)}))},j=new te((L,V)=>V?l.insert(L):l.push(L)),J=L=>j.end(L),O=(L,V)=>{let F=new rl("utf8"),y=A=>{j.push(A,V),A!==
""&&(V==="stdout"&&a.push(A),this.#r?.chunk(A,V),n.onOutput?.(A,V))};L.on("data",A=>{l.wrote(A.length),V==="stdout"&&a.wrote(
A.length),y(F.write(A))}),L.on("end",()=>{y(F.end()),J(V)})};u.on("error",L=>{if(g)return;g=!0,n.signal?.removeEventListener(
"abort",W),n.kill?.removeEventListener("abort",_);let V=L.code==="ENOENT"&&!t.includes("/")&&!n.env.PATH,F=Ee(L,this.#d);
o(new k("shell-failed",`could not start ${JSON.stringify(t)}: ${L.code??L.message}${F===null?"":` (${F})`}${V?`; ${this.#i}`:
""}`,{where:"shell",cause:L}))}),u.stdout&&O(u.stdout,"stdout"),u.stderr&&O(u.stderr,"stderr"),u.on("exit",(L,V)=>{f={code:L,
signal:V},p=setTimeout(()=>{$===null&&(u.stdout?.destroy(),u.stderr?.destroy()),v()},this.#e),p.unref()}),u.on("close",()=>{
w=!0,v()}),n.kill?.aborted?_():n.kill?.addEventListener("abort",_,{once:!0}),n.signal&&(n.signal.aborted?W():n.signal.addEventListener(
"abort",W,{once:!0}))})}};function il(s){let t;try{t=(0,Ot.statSync)(s)}catch{t=void 0}if(!t?.isDirectory())throw new k(
"working-directory-missing",`${s} is not a directory`,{where:"working-directory"})}var ei=64*1024,al=`${["-----BEGIN","P\
RIVATE","KEY-----"].join(" ")}
`,ll=128,an=class{#t;#s=[];#n=0;#e=0;#r=0;#o=0;#l=!1;#i="";constructor(t){this.#t=t}wrote(t){this.#r+=t}insert(t){this.push(
t),this.#o+=Buffer.byteLength(t)}push(t){this.#s.push(t);let e=Buffer.byteLength(t);for(this.#n+=e,this.#e+=e;this.#s.length>
1&&this.#n-Buffer.byteLength(this.#s[0])>=this.#t+ei;){let n=this.#s.shift();this.#n-=Buffer.byteLength(n),this.#u(n)}}#u(t){
let e=this.#i+t;this.#l=Jt(e,this.#l,this.#i.length),this.#i=e.slice(-ll)}text(t=[]){let e=Buffer.from(this.#s.join(""));
if(e.length<=this.#t)return e.toString("utf8");let n=e.length-this.#t-1,r=e.indexOf(10,n),o=[e.indexOf(32,n),e.indexOf(9,
n)].filter(u=>u>=0),i=r>=0&&r<e.length-1?r:o.length>0?Math.min(...o):-1,l="";if(i>=0){let u=i+1,d=Math.max(0,u-ei),c=d===
0?-1:e.indexOf(10,d-1);for(c>=0&&c+1<u&&(d=c+1);(e[d]&192)===128;)d++;let f=(Jt(this.#i+e.subarray(0,d).toString("utf8"),
this.#l,this.#i.length)?al:"")+e.subarray(d,u).toString("utf8"),g=e.subarray(u).toString("utf8");l=g.slice(Qo(f,g,t,e[i]===
10))}let a=l!==""?`the last ${this.#t} bytes at most are kept`:i===-1?"none of it is kept, as no line or space was left \
to start at":"none of it is kept, as all of it after the cut may be part of a secret the cut went through";return this.#e===
this.#r+this.#o?`[baton: the first ${this.#e-Buffer.byteLength(l)} bytes of this output were left out; ${a}]
${l}`:`[baton: this output was ${this.#r} bytes, not all of it UTF-8 text, and its start was left out; ${a}${l===""?"":"\
, as text (a byte that is not UTF-8 as \uFFFD)"}]
${l}`}};var Ms=_t(Fe(),1),Gt=_t(oe(),1);import{copyFile as Hc,lstat as Jc,mkdtemp as Bc,readFile as Re,rename as zc,rm as Gc}from"node:fs/promises";
import{availableParallelism as Kc,hostname as Vc,tmpdir as qc}from"node:os";import{basename as Xc,dirname as Pn,join as lt,
relative as Yc,resolve as zt}from"node:path";import{setMaxListeners as us}from"node:events";var si=["repository","path","ref"];function ri(s,t,e){let n=t.repository.trim(),r=n!==""&&n.toLowerCase()!==e.repository.
toLowerCase(),o=t.path.trim(),i=!ul(o,e.workspace),l=t.ref.trim(),a=l!==""&&!e.refs.includes(l);if(!r&&!i&&!a)return null;
let u=r?`${n}${a?` at ${l}`:""} is not cloned`:a?`ref ${l}${i?" of this repository":""} is not checked out`:"this reposi\
tory is not checked out again";return`${s}: ${u}${i?` into ${o}`:""}: baton checks nothing out; the project directory is\
 used as it is`}function ul(s,t){if(s==="")return!0;let e=s.replace(/\/+$/,"")||"/";return e==="."||e===(t.replace(/\/+$/,
"")||"/")}function ci(s){return`$${Z.stepSummary} upload aborted, supports content up to a size of ${Math.floor(bt.stepSummaryFileBytes/
1024)}k, got ${Math.floor(s/1024)}k. For more information see: https://docs.github.com/actions/using-workflows/workflow-\
commands-for-github-actions#adding-a-markdown-summary`}var di=new Set(["NODE_OPTIONS"]);function rs(s,t){let e=[],n=s.split(
`
`).map(r=>r.replace(/\r$/,""));n.length>0&&n[n.length-1]===""&&n.pop();for(let r=0;r<n.length;r+=1){let o=n[r];if(o.trim()===
"")continue;let i=o.indexOf("<<"),l=o.indexOf("=");if(i>0&&(l<0||i<l)){let a=o.slice(0,i),u=o.slice(i+2);if(u==="")throw ln(
t,r+1,`"${a}<<" needs a delimiter`);let d=[],c=!1;for(r+=1;r<n.length;r+=1){if(n[r]===u){c=!0;break}d.push(n[r])}if(!c)throw ln(
t,r,`no line "${u}" ends the value of ${a}`);e.push([oi(a,t,r+1),d.join(`
`)]);continue}if(l>0){e.push([oi(o.slice(0,l),t,r+1),o.slice(l+1)]);continue}throw ln(t,r+1,"expected name=value or name\
<<DELIMITER")}return e}function fi(s,t){let e=[],n=[];for(let r of rs(s,t))di.has(r[0].toUpperCase())?n.push(`can't stor\
e ${r[0]} using ${t}; it was left out`):e.push(r);return{pairs:e,refused:n}}function pi(s){return s.split(`
`).map(t=>t.replace(/\r$/,"").trim()).filter(t=>t!=="").reverse()}function oi(s,t,e){if(s.trim()===""||s!==s.trim()||s.includes(
"\0"))throw ln(t,e,`"${s}" is not a valid name`);return s}function ln(s,t,e){return new k("file-command-invalid",`${s} l\
ine ${t}: ${e}`,{where:s})}var dn=new Set(["stop-commands","set-env","set-output","save-state","add-mask","add-path","ad\
d-matcher","remove-matcher","debug","warning","error","notice","group","endgroup","echo"]),hi={has:()=>!0},gi="\\t\\n\\v\\f\\\
r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000",cl=new RegExp(`^[${gi}]+`),ii=new RegExp(`[${gi}\
]`);function un(s){let t=0,e=s.length;for(;t<e&&ii.test(s[t]);)t++;for(;e>t&&ii.test(s[e-1]);)e--;return s.slice(t,e)}function fn(s,t=dn){
return dl(s,t)??fl(s,t)}function dl(s,t){let e=s.replace(cl,"");if(!e.startsWith("::"))return null;let n=e.indexOf("::",
2);if(n<0)return null;let r=e.slice(2,n),o=r.indexOf(" "),i=(o<0?r:r.slice(0,o)).toLowerCase();if(!t.has(i))return null;
let l=o>0?mi(un(r.slice(o+1)),",",wl):new Map;return{command:i,properties:l,data:ml(e.slice(n+2)),form:"v2"}}function fl(s,t){
let e=s.indexOf("##[");if(e<0)return null;let n=s.indexOf("]",e);if(n<0)return null;let r=s.slice(e+3,n),o=r.indexOf(" "),
i=(o<0?r:r.slice(0,o)).toLowerCase();if(!t.has(i))return null;let l=o>0?mi(r.slice(o+1),";",li):new Map;return{command:i,
properties:l,data:li(s.slice(n+1)),form:"legacy"}}function mi(s,t,e){let n=new Map;for(let r of s.split(t)){let o=r.replace(
/^=+/,""),i=o.indexOf("=");if(i<0)continue;let l=o.slice(i+1).replace(/^=+/,"");l!==""&&n.set(o.slice(0,i).toLowerCase(),
e(l))}return n}var he=class{#t=null;#s=new Set(dn);read(t){let e=fn(t,this.#s);if(this.#t===null)return e;let n=this.#t.
toLowerCase();return n===""||e?.command!==n?null:(this.#s.delete(n),this.#t=null,"resumed")}refuses(t){return pl(t,this.#s)}stop(t){
this.#t=t,this.#s.add(t.toLowerCase())}};function pl(s,t){let e=s.toLowerCase();return e===""||e==="pause-logging"||t.has(
e)}function wi(s,t){return t===void 0?s:{...s,github:{...s.github,...t}}}var hl=1024*1024,gl=6,ss=4e3,ai=50,ml=s=>s.replace(
/%0D|%0A|%25/g,t=>({"%0D":"\r","%0A":`
`,"%25":"%"})[t]),wl=s=>s.replace(/%0D|%0A|%3A|%2C|%25/g,t=>({"%0D":"\r","%0A":`
`,"%3A":":","%2C":",","%25":"%"})[t]),li=s=>s.replace(/%3B|%0D|%0A|%5D|%25/g,t=>({"%3B":";","%0D":"\r","%0A":`
`,"%5D":"]","%25":"%"})[t]),cn=class{#t=[];#s=new Set;#n=[];#e={outputs:[],env:[],path:[],failures:[]};#r=new Set;#o;#l;#i;constructor(t={}){
this.#o=t.allowUnsecureCommands??!1,this.#l=t.allowUnsecureStopCommandTokens??!1,this.#i=t.redact??(e=>e)}#u=0;#d={stdout:{
partial:"",overlong:!1},stderr:{partial:"",overlong:!1}};#c=new he;push(t,e="stdout"){let n=this.#d[e],r=t.split(/\r\n|\r|\n/),
o=r.pop();for(let i of r)n.overlong||this.#p(n.partial+i),n.partial="",n.overlong=!1;n.overlong||(n.partial+=o,n.partial.
length>hl&&(n.partial="",n.overlong=!0))}get masks(){return this.#t}end(){for(let i of Object.values(this.#d))!i.overlong&&
i.partial!==""&&this.#p(i.partial),i.partial="";let t=[...this.#n];this.#u>0&&t.push({level:"warning",message:`${this.#u}\
 more annotation${this.#u===1?"":"s"} of this step not shown (at most ${ai})`});let{outputs:e,env:n,path:r,failures:o}=this.#e;
return{masks:[...this.#t],annotations:t,commands:{outputs:[...e],env:[...n],path:[...r],failures:[...o]}}}#f(t){this.#s.
has(t)||(this.#s.add(t),this.#t.push(t))}#p(t){let e=this.#c.read(t);if(e===null||e==="resumed")return;let{command:n,properties:r,
data:o}=e;switch(n){case"stop-commands":{let i=o;if(this.#l||!this.#c.refuses(i)){this.#c.stop(i),i.length>gl&&this.#f(i);
return}this.#e.failures.push(`unable to process ::stop-commands::: you cannot use an endToken that is an empty string, t\
he string 'pause-logging', or another workflow command (this one is ${i===""?"empty":JSON.stringify(i)}); use a token of\
 your own, such as a random one, or opt into insecure command execution by setting ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TO\
KENS to true (see https://docs.github.com/actions/learn-github-actions/workflow-commands-for-github-actions#example-stop\
ping-and-starting-workflow-commands)`);return}case"add-mask":{let i=un(o);if(i==="")return;let l=i.split(/[\r\n]+/).map(
un);for(let a of[i,...l])a!==""&&this.#f(a);return}case"error":case"warning":case"notice":this.#g(n,r,o);return;case"set\
-output":case"save-state":case"set-env":case"add-path":this.#h(n,r,o)}}#h(t,e,n){let r=l=>this.#e.failures.push(`unable \
to process ::${t}::: ${l}`);if((t==="set-env"||t==="add-path")&&!this.#o){r(`the \`${t}\` command is disabled; write to ${t===
"set-env"?Z.env:Z.path} instead, or set ACTIONS_ALLOW_UNSECURE_COMMANDS to true (see https://github.blog/changelog/2020-\
10-01-github-actions-deprecating-set-env-and-add-path-commands/)`);return}if(t==="add-path"){n===""?r("the path is empty"):
this.#e.path.push(n);return}let o=e.get("name");if(o===void 0||o===""){r(`required field 'name' is missing in the ${t} c\
ommand`);return}if(t==="set-env"){if(di.has(o.toUpperCase())){this.#n.push({level:"error",message:`can't update ${o} usi\
ng ::set-env::`});return}this.#e.env.push([o,n]);return}if(t==="set-output"&&this.#e.outputs.push([o,n]),this.#r.has(t))
return;this.#r.add(t);let i=t==="set-output"?Z.output:Z.state;this.#n.push({level:"warning",message:`the \`${t}\` command\
 is deprecated and will be disabled soon; write to ${i} instead (see https://github.blog/changelog/2022-10-11-github-act\
ions-deprecating-save-state-and-set-output-commands/)`})}#g(t,e,n){if(this.#n.length>=ai){this.#u+=1;return}let r=e.get(
"line"),o=e.get("file")?[e.get("file"),r,r&&e.get("col")].filter(Boolean).join(":"):"",i=e.get("title"),l=c=>yl(this.#i(
c,this.#t).replace(/\r\n|\r|\n/g," ")),a=c=>c===void 0?null:l(c),u=c=>{let p=e.get(c)?.trim();return p!==void 0&&/^[1-9]\d{0,8}$/.
test(p)?Number(p):null},d=`${o?`${o}: `:""}${i?`${i}: `:""}${n}`;this.#n.push({level:t,message:l(d),place:{title:a(i),file:a(
e.get("file")),line:u("line"),end_line:u("endline"),col:u("col"),end_column:u("endcolumn")}})}};function os(s,t){if(t.length===
0)return s;let e=new Set(t);return s.replace(/[^\r\n]+/g,n=>yi(n,r=>e.has(un(r))))}function is(s){return yi(s,()=>!0)}var ui=/(?=::add-mask[ :]|##\[add-mask[ \]])/i;
function yi(s,t){return ui.test(s)?s.split(ui).map(e=>{let n=fn(e);return n?.command!=="add-mask"||!t(n.data)?e:n.form===
"v2"?`${e.slice(0,10)}::***`:`${e.slice(0,11)}]***`}).join(""):s}function yl(s){return s.length>ss?`${s.slice(0,ss)}\u2026 (${s.
length-ss} more characters)`:s}function bi(s,t){let e=[],n=as(s.map(o=>Si(o.container)));n.length>0&&e.push({level:"warning",message:`container: ${n.join(
", ")} ${n.length===1?"is":"are"} not started: baton runs the job's steps on this machine, not in a container`});let r=as(
s.flatMap(o=>bl(o.services)));if(r.length>0){let o=r.length===1;e.push({level:"warning",message:`services: ${r.join(", ")}\
 ${o?"is":"are"} not started: baton starts no containers, and the job's steps run on this machine without ${o?"it":"them"}`})}
for(let o of["Windows","macOS"]){if(o===t)continue;let i=as(s.map(l=>Sl(l.runsOn)===o?ls(l.runsOn):null));i.length!==0&&
e.push(o==="Windows"?{level:"warning",message:`runs-on: ${i.join(", ")}: runs here, on ${t}, with this machine's shells \
(bash by default, where a Windows runner's is pwsh; shell: cmd and powershell fail here)`}:{level:"info",message:`runs-o\
n: ${i.join(", ")}: runs here, on ${t}, with this machine's shells and tools (bash by default, as on macOS)`})}return e}
function Si(s){let t=typeof s=="string"?s:hn(s)&&typeof s.image=="string"?s.image:null;return t===null||t.trim()===""?null:
t}function bl(s){return typeof s=="string"?s.trim()===""?[]:[s]:hn(s)?Object.entries(s).flatMap(([t,e])=>Si(e)===null?[]:
[t]):[]}function Sl(s){for(let t of ki(s)){let e=t.trim().toLowerCase();if(e==="windows"||e.startsWith("windows-"))return"\
Windows";if(e==="macos"||e.startsWith("macos-"))return"macOS"}return null}function ki(s){return typeof s=="string"?[s]:Array.
isArray(s)?s.filter(t=>typeof t=="string"):hn(s)?ki(s.labels):[]}function ls(s){return Array.isArray(s)?`[${s.map(ls).join(
", ")}]`:hn(s)?`{ ${Object.entries(s).map(([t,e])=>`${t}: ${ls(e)}`).join(", ")} }`:String(s)}function pn(s){switch(s.kind){case"\
literal":return s.value;case"expression":return s.text;case"sequence":return s.items.map(pn);case"mapping":return Object.
fromEntries(s.entries.map(({key:t,value:e})=>[t,pn(e)]))}}function as(s){return[...new Set(s.filter(t=>t!==null))]}function hn(s){
return typeof s=="object"&&s!==null&&!Array.isArray(s)}var kl="ACTIONS_STEP_DEBUG";function vi(s,t){let e=r=>Object.entries(r).find(([o])=>o.toUpperCase()===kl)?.[1];return(e(
s)??e(t))?.trim().toLowerCase()==="true"}function xi(s,t){return{os:s.os,arch:s.arch,name:"baton-local",environment:"sel\
f-hosted",tool_cache:s.toolCache,temp:t,workspace:s.workspaceParent,...s.debug?{debug:"1"}:{}}}function $i(s){return Object.
fromEntries(Object.entries(s).map(([t,e])=>[`RUNNER_${t.toUpperCase()}`,e]))}var ge=class{#t;#s=0;#n=[];constructor(t){this.#t=Math.max(1,Math.floor(t))}async acquire(){this.#s<this.#t?this.#s+=1:await new Promise(
e=>this.#n.push(e));let t=!1;return()=>{if(t)return;t=!0;let e=this.#n.shift();e?e():this.#s-=1}}async run(t){let e=await this.
acquire();try{return await t()}finally{e()}}get active(){return this.#s}};function Ri(s,t,e="timeout-minutes"){let n=oo(s,e);if("problem"in n)throw new k("timeout-invalid",`${t}: ${n.problem}`);
return n.minutes}function me(s){return`${s} minute${s===1?"":"s"}`}var vl=5,xl=2**31-1,$l=6e4;function cs(s,t,e){return setTimeout(
e,Math.min(s*t,xl))}function gn(s,t,e){return{"fail-fast":s.failFast,"job-index":t,"job-total":e,"max-parallel":s.maxParallel??
e}}async function Ei(s,t,e){if(!ao(s))throw new Dt("executePlan accepts only a Plan made by buildPlan");return new ds(s,
t,e).run()}var ds=class{#t;#s;#n;#e;#r;#o;#l;#i=new Map;#u=[];#d;#c;#f;#p=new Map;#h;#g;#w;#k=new Map;#y=new Map;#v=new Map;#x=new Map;#b;#$=new Map;#R;#A=new Map;#U=new Map;constructor(t,e,n){
this.#t=t,this.#s=e,this.#n=e.expressions,this.#e=n,this.#r=new ge(n.concurrency),this.#o=AbortSignal.any(n.signal?[n.signal]:
[]),this.#l=AbortSignal.any(n.cancel?[n.cancel]:[]),us(0,this.#o,this.#l),this.#d=t.workflow.jobs.map(r=>r.id),this.#c=new Map(
t.jobs.map(r=>[r.id,r])),this.#R=new Map(t.stageMatrices),this.#b=new Set(t.expanded.map(r=>r.id.toLowerCase()));for(let r of t.
legIds.values())for(let o of r)this.#b.add(o.toLowerCase());this.#h=Object.values(n.secrets).filter(r=>r!==""),this.#g=vi(
n.secrets,t.vars),this.#w=n.minuteMs??$l,this.#f={inputs:t.inputs,secrets:n.secrets,env:{},envFailure:null,namePrefix:"",
cancel:this.#l}}async run(){let t=this.#s.now();this.#a({type:"run-started",run:this.#e.runId,workflow:this.#t.workflow.
name??this.#t.workflow.fileName,jobs:this.#t.jobs.map(o=>({id:o.id,needs:o.needs,legs:o.legs===null?null:o.instances===null?
this.#t.legIds.get(o.id)??null:o.instances.flatMap(i=>this.#t.legIds.get(i.id)??[])}))}),this.#f.envFailure=this.#O(),await this.#j(
this.#t.jobs.filter(o=>o.calledBy===null));let e=await this.#s.settle?.()??null;e!==null&&this.#a({type:"notice",level:"\
error",job:null,leg:null,message:e});let n=this.#t.jobs.map(o=>{let i=this.#U.get(o.id);return{...this.#i.get(o.id),legResults:this.#A.
get(o.id)??[],...i===void 0?{}:{skipReason:i}}}),r=this.#T()?"cancelled":e!==null||n.some(o=>o.result==="failure")?"fail\
ure":n.some(o=>o.result==="cancelled")?"cancelled":"success";return this.#a({type:"run-finished",run:this.#e.runId,status:r,
duration_ms:mn(t,this.#s.now())}),{status:r,reason:e,jobs:n,stages:this.#u}}#M(t){return it(t,this.#e.fewerJobs)}#O(){try{
return this.#f.env=Rt(this.#n,this.#t.workflow.env,(t,e)=>({contexts:this.#_(null),where:this.#m(e,`env.${t}`)})),null}catch(t){
return it(t)}}#P(t){return t?.calledBy?this.#p.get(t.calledBy)??this.#f:this.#f}#_(t){let e=this.#P(t);return{github:this.#e.
github,inputs:e.inputs,vars:this.#t.vars,secrets:e.secrets}}async#j(t){let e=new Map;for(let n of t)e.set(n.id,(async()=>{
await Promise.all(n.needs.map(r=>e.get(r))),this.#i.set(n.id,n.call===null?await this.#G(n):await this.#C(n))})());await Promise.
all(e.values())}async#C(t){let e=t.call;if(this.#e.reuse?.has(t.id)){for(let r of e.jobs){let o=this.#c.get(r);this.#i.set(
r,o.call===null?await this.#G(o):await this.#C(o))}return this.#G(t)}let n=await this.#H(t);return this.#y.has(t.id)||this.#I(
e.jobs,n),n}async#H(t){let e=this.#Y(t);if(!("contexts"in e))return this.#E(t,t.id,`its calling job ${t.id} did not run \
(${e.result})`),e;let{contexts:n}=e,r,o,i;try{r=t.legs??this.#tt(t,n),i=this.#et(t,n),o=this.#t.legIds.get(t.id)??Bn(t.id,
r,this.#b),t.legs===null&&this.#L(t,o)}catch(l){let a=this.#K(t,it(l));return this.#E(t,t.id,`its calling job ${t.id} fa\
iled before the call started`),a}return t.legs===null&&this.#a({type:"job-legs",job:t.id,legs:o}),this.#X(t,r,o,i,n,{pooled:!1,
outputsOf:l=>l.result==="success"},(l,a,u,d)=>this.#F(t,l,a,u,r.length,i,n,d))}#L(t,e){if(e.length<2)return;let n=r=>{for(let o of r){
let i=this.#c.get(o),l=i.instances===null?i.stages?.[0]:void 0;if(l!==void 0){let a=o.slice((this.#y.get(t.id)??t.id).length);
throw new k("stage-duplicate",`jobs.${t.job.id}: ${ho(l,o,e.map(u=>`${u}${a}`))}`,{where:tt(t.workflow.fileName,t.job.position)})}
n(i.call?.jobs??[])}};n(this.#c.get(this.#y.get(t.id)??t.id)?.call?.jobs??[])}async#F(t,e,n,r,o,i,l,a){let u=t.call,d=u.
workflow.call,c=t.workflow.fileName,p=u.workflow.fileName,f=this.#s.now(),g=this.#P(t),h=Object.keys(e).length>0,b={...l,
matrix:fe(e),strategy:gn(i,r,o)},m,w=null;try{if(g.envFailure)throw new k("expression-invalid",g.envFailure);let x=kr(this.#n,
t.job,d,(v,j)=>({contexts:{...b,secrets:{}},where:this.#m(j,`jobs.${t.job.id}.with.${v}`,c)})),R;try{R=vr(d,x,u.path)}catch(v){
throw v instanceof k?new k(v.code,`jobs.${t.job.id}: ${v.message}`,{where:tt(c,t.job.uses?.position??t.job.position)}):v}
let _=t.job.secrets==="inherit"?g.secrets:Rt(this.#n,t.job.secrets,(v,j)=>({contexts:b,where:this.#m(j,`jobs.${t.job.id}\
.secrets.${v}`,c)})),W=[...new Set(Object.values(_))].filter(v=>v!==""&&!this.#h.includes(v));this.#h.push(...W),W.length>
0&&this.#s.addSecrets?.(W);for(let[v,j]of Object.entries(_))!W.includes(j)||j.length>=vt.minSecretLength||this.#a({type:"\
notice",level:"warning",job:t.id,leg:n,message:`secret ${v} passed to ${u.path} is shorter than ${vt.minSecretLength} ch\
aracters, so it is not redacted: it will appear wherever a step or agent prints it (a value that short would blank out o\
rdinary words)`});w=this.#it(t,h?e:null,b);let Y=w??`${g.namePrefix}${t.job.id}${h?Oi(e):""}`;m={inputs:R,secrets:_,env:{},
envFailure:null,namePrefix:`${Y} / `,cancel:AbortSignal.any([g.cancel,a])},us(0,m.cancel);try{m.env=Rt(this.#n,u.workflow.
env,(v,j)=>({contexts:{github:this.#e.github,inputs:R,vars:this.#t.vars,secrets:_},where:this.#m(j,`env.${v}`,p)}))}catch(v){
m.envFailure=it(v)}}catch(x){let R=it(x);return this.#a({type:"notice",level:"error",job:t.id,leg:n,message:R}),this.#a(
{type:"job-finished",job:t.id,leg:n,result:"failure",duration_ms:0,reason:R}),this.#E(t,n,`its calling job ${n} failed b\
efore the call started`),{result:"failure",outputs:{},stages:[]}}this.#p.set(n,m),this.#a({type:"job-started",job:t.id,leg:n,
name:w,matrix:h?e:null});let S=this.#J(t,n);await this.#j(S);let $=S.map(x=>this.#i.get(x.id)).filter(x=>x!==void 0),E=$.
some(x=>x.result==="failure")?"failure":$.some(x=>x.result==="cancelled")||this.#o.aborted?"cancelled":"success",P={};try{
let x=Object.fromEntries(S.map(R=>{let _=this.#i.get(R.id);return[de(R.id),{result:_?.result??"skipped",outputs:_?.outputs??
{}}]}));P=Rt(this.#n,d.outputs,(R,_)=>({contexts:{github:this.#e.github,inputs:m.inputs,vars:this.#t.vars,jobs:x},where:this.#m(
_,`on.workflow_call.outputs.${R}.value`,p)}))}catch(x){E==="success"&&(E="failure"),this.#a({type:"notice",level:"error",
job:t.id,leg:n,message:it(x)})}return this.#D(P,t.id,n),this.#a({type:"job-finished",job:t.id,leg:n,result:E,duration_ms:mn(
f,this.#s.now())}),{result:E,outputs:P,stages:$.flatMap(x=>x.stages)}}#J(t,e){let n=this.#y.get(t.id)??t.id,r=this.#x.get(
t.id),o=`${n}/`,i=l=>l.startsWith(o)?`${e}/${l.slice(o.length)}`:r?r(l):l;return(this.#c.get(n)?.call?.jobs??[]).map(l=>{
let a=this.#c.get(l),u=i(l);if(this.#v.set(l,[...this.#v.get(l)??[],u]),u===l)return a;let d={...a,id:u,calledBy:e,needs:a.
needs.map(i),upstream:a.upstream.map(i),stageUpstream:a.stageUpstream.map(i),call:a.call&&{...a.call,jobs:a.call.jobs.map(
i)},stages:a.instances?.find(c=>c.id===u)?.stages??null};return this.#c.set(u,d),this.#y.set(u,l),this.#x.set(u,i),d})}#E(t,e,n){
for(let r of this.#J(t,e))this.#a({type:"job-skipped",job:r.id,result:"skipped",reason:n}),this.#i.set(r.id,{id:r.id,result:"\
skipped",outputs:{},stages:[],legs:[]}),r.call!==null&&this.#E(r,r.id,`its calling job ${r.id} did not run (skipped)`)}#I(t,e){
for(let n of t){let r=this.#c.get(n),o=(this.#v.get(n)??[]).map(i=>this.#i.get(i));if(o.length===0){let i=`its calling j\
ob ${r.calledBy} did not run (${e.result})`;this.#a({type:"job-skipped",job:n,result:"skipped",reason:i}),this.#i.set(n,
{id:n,result:"skipped",outputs:{},stages:[],legs:[]})}else(o.length>1||o[0]?.id!==n)&&this.#i.set(n,{id:n,result:Yn(o.map(
i=>i.result)),outputs:{},stages:o.flatMap(i=>i.stages),legs:o.flatMap(i=>i.legs)});r.call!==null&&this.#I(r.call.jobs,this.#i.
get(n))}}#D(t,e,n){for(let[r,o]of Object.entries(t))He(o,this.#h)&&(delete t[r],this.#a({type:"notice",level:"warning",job:e,
leg:n,message:`skipped output ${r}, since it may contain a secret (as GitHub does): needs.${de(e)}.outputs.${r} is empty`}))}#T(t){
return(t?this.#B(t):this.#l).aborted||this.#o.aborted}#B(t){return this.#P(t).cancel}#z(t){let e=this.#B(t).reason;return this.#l.
aborted||typeof e!="string"?"the run was cancelled":e}#m(t,e,n=this.#t.workflow.fileName){return t?tt(n,t.position):e}async#G(t){
let e=this.#e.reuse?.get(t.id);if(e){for(let p of e.legs)this.#b.add(p.toLowerCase());this.#a({type:"notice",level:"info",
job:t.id,leg:null,message:"reusing the stored result of this job"});let c=e.legResults??e.legs.map(p=>({leg:p,result:e.result}));
c.length===0&&(e.result==="skipped"||e.result==="cancelled")&&this.#a({type:"job-skipped",job:t.id,result:e.result,reason:e.
skipReason??`${e.result} in the run replayed`});for(let{leg:p,result:f,reason:g,durationMs:h,failedStep:b}of c)this.#a({
type:"job-finished",job:t.id,leg:p,result:f,duration_ms:h??0,...g===void 0?{}:{reason:g},reused:!0,...b===void 0?{}:{failed_step:b}});
return e}let n=this.#Y(t);if(!("contexts"in n))return n;let{needs:r,contexts:o}=n,i=c=>this.#K(t,c),l=this.#P(t).envFailure;
if(l)return i(l);let a,u;try{a=t.legs??this.#tt(t,o),u=this.#et(t,o)}catch(c){return i(it(c))}let d=this.#t.legIds.get(t.
id)??Bn(t.id,a,this.#b);t.legs===null&&(this.#a({type:"job-legs",job:t.id,legs:d}),this.#gt(t,a,o));for(let c of this.#at(
t,a,u,o))this.#W(t.id,null,c.level,c.message);return this.#X(t,a,d,u,o,{pooled:!0,outputsOf:()=>!0},(c,p,f,g)=>this.#dt(
t,c,p,f,a.length,u,r,g))}async#X(t,e,n,r,o,i,l){let a=new AbortController;us(0,a.signal);let u=this.#B(t),d=u.aborted,c,
p=()=>{if(c===void 0)try{c=je(this.#n,t.job.if,{contexts:o,status:this.#V(t),where:tt(t.workflow.fileName,t.job.if.position??
t.job.position)})}catch{c=!1}return c},f=r.maxParallel?new ge(r.maxParallel):null,g=[],h=await Promise.all(e.map(async(m,w)=>{
let S=n[w],$=async()=>{if(this.#o.aborted||u.aborted&&!d&&!p()||a.signal.aborted){let _=a.signal.aborted?"fail-fast: ano\
ther leg of its matrix failed before it started":`${this.#z(t)} before it started`;return this.#a({type:"job-finished",job:t.
id,leg:S,result:"cancelled",duration_ms:0,reason:_}),{result:"cancelled",outputs:{},stages:[]}}let x=await l(m,S,w,a.signal);
if(x.result!=="failure")return x;let R={...o,matrix:fe(m),strategy:gn(r,w,e.length)};return this.#q(t.job,R,t.id,S,!1,t.
workflow.fileName)?{...x,result:this.#ot(t.id,S)}:(r.failFast&&e.length>1&&a.abort(`fail-fast: another leg of ${t.call===
null?"its matrix":`the call ${t.id}`} failed`),x)},E=()=>f?f.run($):$(),P=await(i.pooled?this.#r.run(E):E());return g.push(
P),P})),b={};for(let m of g.filter(i.outputsOf))for(let[w,S]of Object.entries(m.outputs))(S!==""||!(w in b))&&(b[w]=S);return{
id:t.id,result:Yn(h.map(m=>m.result)),outputs:b,stages:h.flatMap(m=>m.stages),legs:n}}#at(t,e,n,r){let{runsOn:o,container:i,
services:l}=t.job;if(o===null&&i===null&&l===null)return[];let a=(d,c)=>{if(d===null)return null;try{return Ut(this.#n,d,
{contexts:c})}catch{return pn(d)}},u=e.map((d,c)=>{let p={...r,matrix:fe(d),strategy:gn(n,c,e.length)};return{runsOn:a(o,
p),container:a(i,p),services:a(l,p)}});return bi(u,this.#e.runner.os)}#W(t,e,n,r){let o=this.#N(t),i=this.#k.get(o)??new Set;
this.#k.set(o,i),!i.has(r)&&(i.add(r),this.#a({type:"notice",level:n,job:t,leg:e,message:r}))}#lt(){let t=this.#e.github;
return{repository:typeof t.repository=="string"?t.repository:"",refs:["sha","ref","ref_name","head_ref"].flatMap(e=>{let n=t[e];
return typeof n=="string"&&n!==""?[n]:[]}),workspace:this.#e.runner.workspace}}#ut(t,e){let n=l=>{let a=Object.entries(t.
with).find(([u])=>u.toLowerCase()===l);return a?$t(this.#n,a[1],e(a[1],`with.${a[0]}`)):""},[r,o,i]=si.map(n);return{repository:r,
path:o,ref:i}}#Y(t){let e=(i,l)=>(this.#a({type:"job-skipped",job:t.id,result:i,reason:l}),{id:t.id,result:i,outputs:{},
stages:[],legs:[]});if(this.#o.aborted)return e("cancelled","the run was cancelled");if(t.skip!==null)return e("skipped",
t.skip);let n=this.#Z(t),r={...this.#_(t),needs:n},o;try{o=je(this.#n,t.job.if,{contexts:r,status:this.#V(t),where:tt(t.
workflow.fileName,t.job.if.position??t.job.position)})}catch(i){return this.#K(t,it(i))}if(!o&&this.#T(t))return e("canc\
elled",this.#z(t));if(!o){let i=t.job.if.text,a=(i===null||t.job.if.implicitSuccess===!0)&&!this.#V(t).success([])?`${this.#ct(
t)}${i===null?"":` (an if: without a status function, such as if: ${i}, means success() && (\u2026))`}`:`if: ${i} was fa\
lse`;return e("skipped",a)}return{needs:n,contexts:r}}#K(t,e){this.#a({type:"notice",level:"error",job:t.id,leg:null,message:e}),
this.#a({type:"job-finished",job:t.id,leg:t.id,result:"failure",duration_ms:0,reason:e});let n={...this.#_(t),needs:this.#Z(
t)},r=this.#q(t.job,n,t.id,t.id,!1,t.workflow.fileName)?this.#ot(t.id,t.id):"failure";return{id:t.id,result:r,outputs:{},
stages:[],legs:[t.id]}}#Z(t){let e={};for(let n of t.needs){let r=this.#i.get(n);r&&(e[de(n)]={result:r.result,outputs:r.
outputs})}return e}#Q(t,e){let n=t.id.slice(0,t.id.length-t.job.id.length);return Sr(e.length>0?e.map(r=>`${n}${r}`):t.upstream,
r=>this.#c.get(r)?.call)}#ct(t){let e={failure:"failed",skipped:"was skipped",cancelled:"was cancelled"},n=this.#Q(t,[]).
flatMap(i=>{let l=this.#i.get(i)?.result;return l===void 0||l==="success"?[]:[{id:i,said:`${i} ${e[l]}`}]});if(n.length===
0)return"a job it needs did not succeed";let r=n.map(i=>i.said).join(", "),o=new Set(t.needs);return n.every(i=>o.has(i.
id))?`a job it needs did not succeed: ${r}`:`a job upstream did not succeed: ${r} (success() counts every job before thi\
s one, not only those in needs:)`}#V(t){let e=r=>this.#i.get(r)?.result,n=r=>this.#Q(t,r);return{success:r=>!this.#T(t)&&
n(r).every(o=>e(o)==="success"),failure:r=>n(r).some(o=>e(o)==="failure"),cancelled:()=>this.#T(t)}}#tt(t,e){let n=co(t.
job.strategy);if(!n)return[{}];let r=i=>tt(t.workflow.fileName,i),o=fo(this.#n,n,e,r);return Jr(t.id,o,r(n.position),this.#h,
{recordsStages:t.recordsStages}),o}#et(t,e){let n=t.job.strategy;if(n?.kind!=="mapping")return{failFast:!0,maxParallel:null};
let r=tt(t.workflow.fileName,n.position),o=n.entries.find(u=>u.key==="fail-fast")?.value,i=n.entries.find(u=>u.key==="ma\
x-parallel")?.value,l=o?Ut(this.#n,o,{contexts:e,where:r}):!0,a=i?Number(Ut(this.#n,i,{contexts:e,where:r})):null;return{
failFast:l!==!1&&l!=="false",maxParallel:a!==null&&Number.isFinite(a)&&a>0?a:null}}async#dt(...t){let e=this.#s.legTemp,
n;try{n=e?await e.open(t[2]):this.#e.runner.temp}catch(r){let[o,,i]=t,l=this.#M(r);return this.#a({type:"notice",level:"\
error",job:o.id,leg:i,message:l}),this.#a({type:"job-finished",job:o.id,leg:i,result:"failure",duration_ms:0,reason:l}),
{result:"failure",outputs:{},stages:[]}}try{return await this.#ft(n,...t)}finally{await e?.close(n)}}async#ft(t,...[e,n,
r,o,i,l,a,u]){let d=this.#s.now(),c=Object.keys(n).length>0,p=e.workflow,f=p.fileName,g=new AbortController,h=AbortSignal.
any([this.#o,g.signal]),b=null,m=[],w=vl,S={...this.#e.github,job:e.job.id,...this.#s.eventPath?{event_path:this.#s.eventPath(
t)}:{}},$=fe(n),E=xi({...this.#e.runner,debug:this.#g},t),P=El(S,E,this.#e.runner.workspace),x="success",R=e.job.stageWorkflow?
{}:{...this.#P(e).env},_=[],W={},Y=[],v=()=>({...this.#_(e),github:S,needs:a,matrix:$,strategy:gn(l,o,i),runner:E,env:R,
steps:W,job:{status:x}});this.#a({type:"job-started",job:e.id,leg:r,name:this.#it(e,c?n:null,v()),matrix:c?n:null});let j={
success:()=>x==="success"&&!this.#o.aborted,failure:()=>x==="failure",cancelled:()=>this.#o.aborted||x==="cancelled"},J=null,
O=new Set,L=N=>(O.add(N),()=>O.delete(N)),V=N=>{if(J!==null||h.aborted)return;J=N,x="cancelled";let M=w;m.push(cs(M,this.#w,
()=>g.abort(`the job was cancelled (${N}) and its steps did not finish within its cancel-timeout-minutes (${me(M)})`))),
b&&!this.#st(b.step,v(),j,e.id,r,f)&&b.abort.abort(N);for(let G of[...O])G(N)},F=()=>V("fail-fast: another leg of its ma\
trix failed"),y=this.#B(e),A=()=>V(this.#z(e)),U=null,et={shell:null,workingDirectory:null,shellAt:null};try{R={...R,...Rt(
this.#n,e.job.env,(ot,K)=>({contexts:v(),where:this.#m(K,`jobs.${e.job.id}.env.${ot}`,f)}))};let[N,M]=e.job.defaults!==null?
[e.job.defaults,`jobs.${e.job.id}.defaults.run`]:[p.defaults,"defaults.run"],G=(ot,K)=>{let ut=N?.[ot]??null;if(ut===null)
return null;let Oe=this.#m(ut,`${M}.${K}`,f),yt=$t(this.#n,ut,{contexts:v(),where:Oe});return yt===""?null:{text:yt,at:Oe}},
Tt=G("shell","shell");if(et={shell:Tt?.text??null,shellAt:Tt?.at??null,workingDirectory:G("workingDirectory","working-di\
rectory")?.text??null},e.job.cancelTimeoutMinutes&&(w=Ri(Ut(this.#n,e.job.cancelTimeoutMinutes,{contexts:v()}),tt(f,e.job.
cancelTimeoutMinutes.position),"cancel-timeout-minutes")),e.job.timeoutMinutes){let ot=tt(f,e.job.timeoutMinutes.position),
K=Ri(Ut(this.#n,e.job.timeoutMinutes,{contexts:v()}),ot);m.push(cs(K,this.#w,()=>{let ut=`the job exceeded its timeout-m\
inutes (${me(K)})`;J===null&&!h.aborted&&this.#a({type:"notice",level:"error",job:e.id,leg:r,message:`${ot}: jobs.${e.id}${c?
` (${r})`:""} was cancelled: ${ut}; steps whose if: holds when a job is cancelled (always(), cancelled()) still run`}),V(
ut)}))}}catch(N){U=it(N)}if(U)x="failure",this.#a({type:"notice",level:"error",job:e.id,leg:r,message:U});else{u.aborted?
F():u.addEventListener("abort",F,{once:!0}),y.aborted||y.addEventListener("abort",A,{once:!0});for(let N of e.steps){if(h.
aborted)break;let M=new AbortController;b={step:N.step,abort:M};let G=await this.#nt(e,N,r,n,c,{contexts:v,stepStatus:j,
defaults:P,env:()=>R,path:()=>_,signal:AbortSignal.any([h,M.signal]),kill:h,onCancel:L},{file:f,runDefaults:et,inComposite:null});
b=null,G.envAdded&&(R={...R,...G.envAdded}),G.pathAdded.length>0&&(_=[...G.pathAdded,..._]),N.step.id&&(W={...W,[N.step.
id]:{outputs:G.outputs,outcome:G.outcome,conclusion:G.conclusion}}),Y.push(...G.stages),G.conclusion==="failure"&&J===null&&
(x="failure")}}u.removeEventListener("abort",F),y.removeEventListener("abort",A);for(let N of m)clearTimeout(N);let X={},
Pt=null;try{X=Rt(this.#n,e.job.outputs,(N,M)=>({contexts:v(),where:this.#m(M,`jobs.${e.job.id}.outputs.${N}`,f)}))}catch(N){
x="failure",Pt=it(N),this.#a({type:"notice",level:"error",job:e.id,leg:r,message:Pt})}this.#D(X,e.id,r);let H=this.#o.aborted||
g.signal.aborted?"cancelled":x,T=H==="failure"?U??Pt:null;return this.#a({type:"job-finished",job:e.id,leg:r,result:H,duration_ms:mn(
d,this.#s.now()),...T===null?{}:{reason:T}}),{result:H,outputs:X,stages:Y}}async#nt(t,e,n,r,o,i,l){let{step:a,action:u}=e,
d=l.file,c=this.#s.now(),p=a.action??a.id??"__run",f=F=>{let y=i.contexts();return{...y,github:{...y.github,action:p},env:F}},
g={},h=null;try{g=Rt(this.#n,a.env,(F,y)=>({contexts:f(i.env()),where:this.#m(y,`env.${F}`,d),...this.#S()}))}catch(F){h=
it(F)}let b=this.#mt(a,f({...i.env(),...g})),m=l.inComposite?`${l.inComposite.name} \u203A ${b}`:b,w=l.inComposite?.index??
a.index,S={job:t.id,leg:n,step:w,name:m},$=F=>{l.inComposite||this.#a(F)},E=(F,y,A,U={})=>{let et=F==="failure"?U.outputTail??
null:null;return $({type:"step-finished",...S,outcome:F,conclusion:y,duration_ms:mn(c,this.#s.now()),message:A,...et===null?
{}:{output_tail:et}}),{outcome:F,conclusion:y,message:A,outputTail:et,outputs:U.outputs??{},envAdded:U.envAdded??null,pathAdded:U.
pathAdded??[],stages:U.stages??[]}},P;try{if(h!==null)throw new k("expression-invalid",h);P=this.#rt(a,f({...i.env(),...g}),
i.stepStatus,d)}catch(F){return $({type:"step-started",...S}),{...E("failure","failure",it(F)),notEvaluated:!0}}if(!P)return $(
{type:"step-finished",...S,outcome:"skipped",conclusion:"skipped",duration_ms:0,message:null}),{outcome:"skipped",conclusion:"\
skipped",message:null,outputTail:null,outputs:{},envAdded:null,pathAdded:[],stages:[]};$({type:"step-started",...S});let x="\
success",R=null,_=null,W={},Y=null,v=[],j=[],J={...i.defaults,GITHUB_ACTION:p},O=i.signal,L;try{let F={...i.env(),...g},
y=()=>f(F),A=null,U=tt(d,a.timeoutMinutes?.position??a.position);if(a.timeoutMinutes){let H=null;try{let T=Ut(this.#n,a.
timeoutMinutes,{contexts:y(),where:U,...this.#S()}),N=io(T);N===null?H=ro(T):A=N.minutes}catch(T){H=T instanceof k?T.message:
it(T)}H!==null&&this.#a({type:"notice",level:"warning",job:t.id,leg:n,message:`${U}: step ${w+1} (${m}): an error occurr\
ed when attempting to determine the step timeout: ${H}; the step runs without a timeout, as on GitHub`})}if(A!==null){let H=new AbortController;
O=AbortSignal.any([i.signal,H.signal]);let T={minutes:A,up:!1,timer:void 0};T.timer=cs(A,this.#w,()=>{O.aborted||(T.up=!0,
this.#a({type:"notice",level:"warning",job:t.id,leg:n,message:`${U}: step ${w+1} (${m}) exceeded its timeout-minutes (${me(
A)}): stopping it`}),H.abort(`the step exceeded its timeout-minutes (${me(A)})`))}),L=T}let et=u.kind==="run"?await this.#s.
createStepFiles?.():void 0,X=(H,T)=>({contexts:wi(y(),et),where:this.#m(H,T,d),...this.#S()}),Pt=a.workingDirectory!==null?
$t(this.#n,a.workingDirectory,X(a.workingDirectory,"working-directory")):l.runDefaults.workingDirectory;switch(u.kind){case"\
run":{let H=$t(this.#n,a.run,X(a.run,"run")),T=a.shell!==null?$t(this.#n,a.shell,X(a.shell,"shell")):l.runDefaults.shell,
N=zr(T);if(N!==null&&this.#e.runner.os!=="Windows")throw new k("shell-unavailable",Gr(N,this.#e.runner.os),{where:a.shell?
tt(d,a.shell.position):l.runDefaults.shellAt??d});let M=await this.#s.runScript({job:this.#N(t.id),leg:n,step:w,name:m,script:H,
shell:T,workingDirectory:Pt,defaults:J,env:F,path:i.path(),files:et,signal:O,kill:i.kill});for(let K of M.masks??[])this.#h.
includes(K)||this.#h.push(K);for(let K of M.annotations??[])this.#a({type:"notice",level:K.level==="notice"?"info":K.level,
job:t.id,leg:n,message:`step ${w+1}: ${K.message}`,...K.place?{annotation:{step:w+1,...K.place}}:{}});let G=M.commands??
{outputs:[],env:[],path:[],failures:[]};W=Object.fromEntries([...G.outputs,...rs(M.files.output,Z.output)]);let Tt=fi(M.
files.env,Z.env);for(let K of Tt.refused)this.#a({type:"notice",level:"error",job:t.id,leg:n,message:`step ${w+1}: ${K}`});
let ot=[...G.env,...Tt.pairs];ot.length>0&&(Y=Object.fromEntries(ot)),v=[...pi(M.files.path),...[...G.path].reverse()],M.
summaryBytes!==void 0?this.#a({type:"notice",level:"error",job:t.id,leg:n,message:`step ${w+1}: ${ci(M.summaryBytes)}`}):
M.files.summary.trim()!==""&&this.#s.summary?.(this.#N(t.id),n,M.files.summary);for(let K of G.failures)this.#a({type:"n\
otice",level:"error",job:t.id,leg:n,message:`step ${w+1}: ${K}`});M.exitCode===0&&G.failures.length>0&&(x="failure",R=G.
failures.join("; ")),M.exitCode!==0&&(x=i.signal.aborted?"cancelled":"failure",R=M.exitCode===null?`ended by ${M.signal??
"a signal"}`:`exited with code ${M.exitCode}`,O.aborted&&typeof O.reason=="string"&&(R+=`: ${O.reason}`)),M.output!==void 0&&
(_=Pl(M.output));break}case"baton":{let H=Rt(this.#n,a.with,(N,M)=>X(M,`with.${N}`)),T=await this.#s.runAction({action:u.
action,job:this.#N(t.id),leg:n,step:w,stepId:a.id,matrix:o?r:null,inputs:H,defaults:J,env:F,path:i.path(),workingDirectory:Pt,
upstream:this.#ht(t),needsFacts:this.#t.needsFacts.get(t.id),jobIds:this.#d,secrets:this.#h,stageJob:de(t.id),signal:O});
W=T.outputs,Object.keys(T.env).length>0&&(Y=T.env),T.summary.trim()!==""&&this.#s.summary?.(this.#N(t.id),n,T.summary);for(let{
warnings:N=[],...M}of T.recorded){this.#u.push({job:this.#N(t.id),leg:n,...M}),j.includes(M.stage)||j.push(M.stage),this.#a(
{type:"stage-recorded",job:t.id,leg:n,...M});for(let G of N)this.#a(Al(t.id,n,M,G))}T.ok||(x=i.signal.aborted?"cancelled":
"failure",R=T.message);break}case"noop":{let H=u.action==="checkout"?ri(a.uses?.text??"actions/checkout",this.#ut(a,X),this.#lt()):
null;H!==null&&this.#W(t.id,n,"warning",H),R=H??`${a.uses?.text}: no-op here (${u.reason})`;break}case"local":{let H=this.#s.
loadAction?await this.#s.loadAction(u.path):null;if(H?.kind!=="composite"){let N=`${u.path} ${H?`is a ${H.using} action,\
 which`:""} cannot run locally; step skipped`.replace("  "," ");return this.#W(t.id,n,"warning",N),E("skipped","skipped",
N)}let T=await this.#pt(t,n,r,o,H,{uses:u.path,depth:(l.inComposite?.depth??0)+1,index:w,name:m,with:Rt(this.#n,a.with,(N,M)=>X(
M,`with.${N}`)),contexts:y,stepStatus:i.stepStatus,defaults:J,env:F,overrides:g,path:i.path(),signal:O,kill:i.kill,onCancel:i.
onCancel});W=T.outputs,Object.keys(T.envAdded).length>0&&(Y=T.envAdded),v=T.pathAdded,j.push(...T.stages),T.outcome!=="s\
uccess"&&(x=T.outcome,R=T.message,_=T.outputTail);break}case"skip":return this.#W(t.id,n,"warning",u.notice),E("skipped",
"skipped",u.notice);default:Mn(u,"step action")}}catch(F){x=i.signal.aborted?"cancelled":"failure",R=this.#M(F),!(F instanceof
k)&&Ee(F)===null&&this.#a({type:"notice",level:"error",job:t.id,leg:n,message:`internal error: ${R}`})}L&&(clearTimeout(
L.timer),L.up&&!i.signal.aborted&&(x="failure",R=`${tt(d,a.timeoutMinutes?.position??a.position)}: the step timed out af\
ter ${me(L.minutes)} (timeout-minutes)`));let V=x;return x==="failure"&&this.#q(a,i.contexts(),t.id,n,!0,d)&&(V="success"),
E(x,V,R,{outputs:W,envAdded:Y,pathAdded:v,stages:j,outputTail:_})}async#pt(t,e,n,r,o,i){if(i.depth-1>Vn)throw new k("act\
ion-invalid",`${i.uses}: composite action depth exceeded max depth ${Vn}, as on GitHub (does it use itself?)`,{where:o.file});
let l=o.directory,a=i.contexts(),u={...a.github,action_path:l},d=Object.fromEntries(Object.entries(i.with).map(([v,j])=>[
v.toLowerCase(),j])),c={...d},p=new Set(o.inputs.map(v=>v.id.toLowerCase())),f=Object.keys(d).filter(v=>!p.has(v));f.length>
0&&this.#W(t.id,e,"warning",`step ${i.index+1}: unexpected input(s) ${f.map(v=>`'${v}'`).join(", ")} of ${i.uses}, valid\
 inputs are [${[...p].map(v=>`'${v}'`).join(", ")}]`);for(let v of o.inputs){let j=v.id.toLowerCase();Object.hasOwn(d,j)?
c[j]=d[j]:v.default?c[j]=$t(this.#n,v.default,{contexts:{...a,github:u},where:this.#m(v.default,`inputs.${v.id}.default`,
o.file),...this.#S()}):c[j]=""}let g={...i.env},h=[...i.path],b={},m=[],w={},S=null,$=[],E=()=>({...i.contexts(),github:{
...u,action_status:S===null?"success":"failure"},inputs:c,steps:w,env:g}),P={success:()=>S===null&&!i.stepStatus.cancelled(),
failure:()=>S!==null,cancelled:()=>i.stepStatus.cancelled()},x={...i.defaults,GITHUB_ACTION_PATH:l};for(let v of o.steps){
if(i.signal.aborted)break;let j=new AbortController,J=i.onCancel(L=>{this.#st(v,E(),P,t.id,e,o.file)||j.abort(L)}),O;try{
O=await this.#nt(t,{step:v,action:gr(v)},e,n,r,{contexts:E,stepStatus:P,defaults:x,env:()=>g,path:()=>h,signal:AbortSignal.
any([i.signal,j.signal]),kill:i.kill,onCancel:i.onCancel},{file:o.file,runDefaults:{shell:null,workingDirectory:null,shellAt:null},
inComposite:{index:i.index,name:i.name,depth:i.depth}})}finally{J()}if(O.envAdded&&(g={...g,...O.envAdded,...i.overrides},
Object.assign(b,O.envAdded)),O.pathAdded.length>0&&(h=[...O.pathAdded,...h],m.unshift(...O.pathAdded)),v.id&&(w={...w,[v.
id]:{outputs:O.outputs,outcome:O.outcome,conclusion:O.conclusion}}),$.push(...O.stages),O.conclusion!=="success"&&O.conclusion!==
"skipped"&&S===null&&(S=O),O.notEvaluated)break}let R={},_=null;try{R=Rt(this.#n,Object.fromEntries(o.outputs.flatMap(v=>v.
value?[[v.id,v.value]]:[])),(v,j)=>({contexts:E(),where:this.#m(j,`outputs.${v}.value`,o.file),...this.#S()}))}catch(v){
_=it(v)}let W=i.signal.aborted?"cancelled":S!==null?S.conclusion:_!==null?"failure":"success",Y=S?`${i.uses}: ${S.message??
S.conclusion}`:_!==null?`${i.uses}: ${_}`:null;return{outcome:W,message:Y,outputTail:S?.outputTail??null,outputs:R,envAdded:b,
pathAdded:m,stages:$}}#st(t,e,n,r,o,i=this.#t.workflow.fileName){try{return this.#rt(t,e,n,i)}catch(l){return this.#a({type:"\
notice",level:"error",job:r,leg:o,message:`${it(l)}; the step is stopped with its cancelled job`}),!1}}#rt(t,e,n,r=this.#t.
workflow.fileName){return je(this.#n,t.if,{contexts:e,status:n,where:tt(r,t.if.position??t.position),...this.#S()})}#S(){
return this.#s.host?{host:this.#s.host}:{}}#ot(t,e){return this.#a({type:"notice",level:"warning",job:t,leg:e,message:"f\
ailed, and the job has continue-on-error: the jobs that need it see success, and the run does not fail for it"}),"succes\
s"}#q(t,e,n,r,o=!1,i=this.#t.workflow.fileName){let l=t.continueOnError;if(typeof l=="boolean")return l;let a;try{let u=$t(
this.#n,l,{contexts:e,where:this.#m(l,"continue-on-error",i),...o?this.#S():{}});if(u==="true"||u==="false")return u==="\
true";a=`${this.#m(l,"continue-on-error",i)}: continue-on-error must be true or false, got ${JSON.stringify(u)}; the fai\
lure stands`}catch(u){a=`${it(u)}; the failure stands (continue-on-error)`}return this.#a({type:"notice",level:"error",job:n,
leg:r,message:a}),!1}#ht(t){let e=this.#c;return xo(t.stageUpstream,n=>(e.has(n)?go(e.get(n),e):[n]).flatMap(r=>[e.get(r)?.
stages,this.#$.get(r),this.#i.get(r)?.stages]),{shownJob:n=>this.#N(n),matrixOf:n=>this.#R.get(n),placeOf:uo(this.#t,t)})}#gt(t,e,n){
let r=po(this.#n,t,e,n,this.#h);if(r!==null){this.#$.set(t.id,r.map(({stage:o})=>o));for(let{stage:o,leg:i}of r)Object.keys(
i).length>0&&this.#R.set(o,i)}}#it(t,e,n){let r=t.job.name,o=t.calledBy===null?"":this.#P(t).namePrefix;if(!r&&o==="")return null;
let i=t.job.id,l=!1;if(r){try{i=$t(this.#n,r,{contexts:n,...this.#S()})}catch{i=r.text}l=r.expression!==null&&this.#n.facts(
r.expression).paths.some(a=>a[0]==="matrix")}return e&&!l&&(i+=Oi(e)),is(`${o}${i}`)}#mt(t,e){return is(this.#wt(t,e))}#wt(t,e){
if(t.name)try{return $t(this.#n,t.name,{contexts:e,...this.#S()})}catch{return t.name.text}if(t.uses)return`Run ${t.uses.
text}`;let n=t.run?.text??"";if(t.run)try{n=$t(this.#n,t.run,{contexts:e,...this.#S()})}catch{}return`Run ${n.trimStart().
split(/\r|\n/)[0]?.trim()??""}`}#a(t){let e=this.#s.now().toISOString(),n="job"in t&&t.job!==null?this.#y.get(t.job):void 0,
r;if(n===void 0)r={...t,at:e};else if(t.type==="job-skipped")r={...t,type:"job-finished",job:n,leg:t.job,duration_ms:0,at:e};else if(t.
type==="notice"&&t.leg===null)r={...t,job:n,leg:t.job,at:e};else if(t.type!=="job-legs")r={...t,job:n,at:e};else return;
if(r.type==="job-skipped")this.#U.set(r.job,r.reason);else if(r.type==="job-finished"){let o=this.#A.get(r.job)??[];o.push(
{leg:r.leg,result:r.result,...r.reason===void 0?{}:{reason:r.reason}}),this.#A.set(r.job,o)}this.#s.emit(r)}#N(t){return this.#y.
get(t)??t}};function Rl(s){return typeof s=="string"?s:JSON.stringify(s)}function Oi(s){return` (${Object.values(s).map(
Rl).join(", ")})`}var Pi={lines:10,bytes:2048},Ol=new Set(["error","warning","notice"]);function Pl(s){let t=[],e=new he;
for(let n of s.split(/\r?\n/)){let r=dr(n),o=e.read(r);if(o==="resumed")continue;if(o===null){t.push(r);continue}let{command:i,
data:l}=o;i==="stop-commands"?e.stop(l):Ol.has(i)?t.push(`${i[0].toUpperCase()}${i.slice(1)}: ${l}`):i==="group"&&t.push(
l)}return Bs(t.join(`
`),Pi.lines,Pi.bytes)}function El(s,t,e){let n=o=>String(s[o]??""),r=o=>s[o]===void 0?{}:{[`GITHUB_${o.toUpperCase()}`]:n(
o)};return{...r("event_path"),...r("actor_id"),...r("repository_id"),...r("repository_owner_id"),...r("ref_protected"),...r(
"retention_days"),GITHUB_ACTIONS:"true",GITHUB_WORKFLOW:n("workflow"),GITHUB_WORKFLOW_REF:n("workflow_ref"),GITHUB_WORKFLOW_SHA:n(
"workflow_sha"),GITHUB_RUN_ID:n("run_id"),GITHUB_RUN_NUMBER:n("run_number"),GITHUB_RUN_ATTEMPT:n("run_attempt"),GITHUB_JOB:n(
"job"),GITHUB_REPOSITORY:n("repository"),GITHUB_REPOSITORY_OWNER:n("repository_owner"),GITHUB_SHA:n("sha"),GITHUB_REF:n(
"ref"),GITHUB_REF_NAME:n("ref_name"),GITHUB_REF_TYPE:n("ref_type"),GITHUB_HEAD_REF:n("head_ref"),GITHUB_BASE_REF:n("base\
_ref"),GITHUB_EVENT_NAME:n("event_name"),GITHUB_ACTOR:n("actor"),GITHUB_TRIGGERING_ACTOR:n("triggering_actor"),GITHUB_SERVER_URL:n(
"server_url"),GITHUB_API_URL:n("api_url"),GITHUB_GRAPHQL_URL:n("graphql_url"),GITHUB_WORKSPACE:e,...$i(t)}}function Al(s,t,e,n){
let{stage:r,attempt:o}=e,i=`stage ${r}${o>1?` attempt ${o}`:""}`;return{type:"notice",level:"warning",job:s,leg:t,message:`${i}\
: ${n.path==="$"?n.message:Zt(n)}`,problem:{stage:r,attempt:o,code:n.code,path:n.path}}}function it(s,t){return s instanceof
k?s.where?`${s.where}: ${s.message}`:s.message:Ae(s,t)}function mn(s,t){return Math.max(0,Math.round(t.getTime()-s.getTime()))}function Ai(s,t,e,n){let r=d=>d!==void 0&&d!=="*"&&d!=="GITHUB_TOKEN"&&!e.has(d),o=d=>{if(d[0]==="github")return d[1]===
"token"&&d.length===2;if(d[0]==="vars")return d[1]!==void 0&&d[1]!=="*"&&!n.has(d[1].toUpperCase());if(d[0]!=="secrets")
return!1;let c=d[1]?.toUpperCase();return c==="GITHUB_TOKEN"?!e.has(c):r(c)},i=d=>d==="other"||d.some(c=>!o(c)),l=new Map,
a=d=>{if(d===null||d.expression===null)return;let c=t.facts(d.expression);c.paths.forEach((p,f)=>{let g=p[0]==="secrets"?
p[1]?.toUpperCase():void 0;if(!r(g))return;let h=i(c.fallbacks[f]??[]),b=l.get(g);b===void 0?l.set(g,{name:g,where:tt(s.
fileName,d.position),fallsBack:h}):b.fallsBack&&!h&&l.set(g,{name:g,where:tt(s.fileName,d.position),fallsBack:h})})},u=d=>{
for(let c of Object.values(d))a(c)};u(s.env);for(let d of s.jobs){u(d.env),d.secrets!=="inherit"&&u(d.secrets);for(let c of d.
steps)u(c.env),u(c.with),a(c.run)}return[...l.values()]}var Tl=["[skip ci]","[ci skip]","[no ci]","[skip actions]","[actions skip]"],Nl=["skip-checks: true","skip-checks:true"],
_l=/^(?:[A-Za-z0-9][A-Za-z0-9-]*:|\s+\S)/;function Ti(s){let t=Tl.find(a=>s.includes(a));if(t!==void 0)return{kind:"inst\
ruction",text:t};let e=s.trimEnd().split(/\r?\n/),n=e.at(-1)??"",r=Nl.find(a=>a===n);if(r===void 0)return null;let o=a=>a!==
void 0&&a.trim()==="",i=e.length-1;for(;i>0&&!o(e[i-1]);)i--;return e.slice(i).every(a=>_l.test(a))&&o(e[i-1])&&o(e[i-2])?
{kind:"trailer",text:r}:null}function Ni(s,t,e,n=!1,r){return Cl(s,t,e,n)??Ml(s,t,e,r)}function Cl(s,t,e,n){let r=s.on[t];if(r===null||typeof r!="obj\
ect"||Array.isArray(r))return null;let o=r,i=Ve(o.types),l=e.action;if(i!==null&&i.length>0&&typeof l=="string"&&!i.includes(
l))return`the event's action ${l} is none of on.${t}.types (${i.join(", ")}): GitHub would not run this workflow for it`;
if(t==="push"){let a=typeof e.ref=="string"?e.ref:"";return a.startsWith("refs/tags/")?fs(o,"push","tags","branches",a.slice(
10),"tag"):a.startsWith("refs/heads/")?fs(o,"push","branches","tags",a.slice(11),"branch"):null}if((t==="pull_request"||
t==="pull_request_target")&&!n){let a=e.pull_request?.base?.ref;return typeof a=="string"?fs(o,t,"branches",null,a,"base\
 branch"):null}return null}function Ml(s,t,e,n){if(!Object.hasOwn(s.on,t))return null;let r,o;if(t==="push")r=e.head_commit?.
message,o="the push's head commit";else if(t==="pull_request"){let a=e.pull_request?.head?.sha;if(n===void 0||a!==n.sha)
return null;r=n.message,o=`the pull request's head commit (${n.sha.slice(0,7)}, HEAD here)`}else return null;let i=typeof r==
"string"?Ti(r):null;if(i===null)return null;let l=i.kind==="trailer"?`ends with the trailer ${i.text}`:`holds ${i.text}`;
return`${o} message ${l}: GitHub would not run this workflow for it`}function fs(s,t,e,n,r,o){let i=Ve(s[e]),l=Ve(s[`${e}\
-ignore`]),a="GitHub would not run this workflow for it";return i!==null?Qr(r,i)?null:`the ${o} ${r} matches none of on.${t}\
.${e} (${i.join(", ")}): ${a}`:l!==null?to(r,l)?null:`the ${o} ${r} matches on.${t}.${e}-ignore (${l.join(", ")}): ${a}`:
n!==null&&(s[n]!==void 0||s[`${n}-ignore`]!==void 0)?`on.${t} filters ${n} only, so a push of a ${o} (${r}) does not sta\
rt it: ${a}`:null}var jl=new TextEncoder,Ll=new TextDecoder("utf-8",{ignoreBOM:!0}),we=class{#t;#s;#n;#e=new Map;constructor(t){this.#t=t}async put(t){
let e=await this.#l(),n=await this.#t.put(t),r={stage:n.stage,attempt:n.attempt,runAttempt:n.runAttempt},o=e.get(n.stage)??
[];o.some(l=>We(l,r)===0)||o.push(r),o.sort(We),e.set(n.stage,o);let i={record:JSON.parse(Ar(t.record)),prompt:Ll.decode(
jl.encode(t.prompt)),handoff:JSON.parse(Tr(t.handoff)),recordSha256:n.recordSha256};return this.#e.set(_i(r),Promise.resolve(
i)),n}get(t){return this.#r(e=>{let n=e.get(t)?.at(-1);return n===void 0?Promise.resolve(void 0):this.#o(n)})}getAttempt(t,e,n=1){
return this.#r(r=>{let o=r.get(t)?.find(i=>i.attempt===e&&i.runAttempt===n);return o?this.#o(o):Promise.resolve(void 0)})}#r(t){
return this.#n?t(this.#n):this.#l().then(t)}#o(t){let e=_i(t),n=this.#e.get(e);return n||(n=this.#t.getAttempt(t.stage,t.
attempt,t.runAttempt),n.catch(()=>this.#e.delete(e)),this.#e.set(e,n)),n}async list(){return[...(await this.#l()).values()].
flat().sort(Ue)}#l(){return this.#s??=this.#t.list().then(t=>{let e=new Map;for(let{stage:n,attempt:r,runAttempt:o}of t)
e.set(n,[...e.get(n)??[],{stage:n,attempt:r,runAttempt:o}]);for(let n of e.values())n.sort(We);return this.#n=e,e}),this.#s}};
function _i(s){return`${s.stage}\0${s.runAttempt}\0${s.attempt}`}var At=_t(oe(),1);var wn=class{path;#t;#s;#n=null;#e=!1;constructor(t){this.path=t,this.#t=(0,At.openSync)(t,"a",420),this.#s=(0,At.fstatSync)(
this.#t).size}write(t){if(this.#n!==null||this.#e)return;let e=Buffer.from(`${JSON.stringify(t)}
`);try{for(let n=0;n<e.length;)n+=(0,At.writeSync)(this.#t,e,n,e.length-n);this.#s+=e.length}catch(n){try{(0,At.ftruncateSync)(
this.#t,this.#s)}catch{}this.#n=pe(this.path,"the run's events",n)}}get failure(){return this.#n}close(){this.#e||(this.#e=
!0,(0,At.closeSync)(this.#t))}};var fa=_t(Fe(),1),D=_t(oe(),1);import{appendFile as Sc,mkdtemp as kc,open as pa,readFile as vc,rm as xc,writeFile as $c}from"node:fs/promises";
import{delimiter as Rc,dirname as Oc,join as kt,relative as Pc,resolve as Ec}from"node:path";var Ci=65536,ye=4096,Fl=/^\s*(?:[A-Za-z0-9+/=]*|[A-Za-z][A-Za-z0-9-]*: .*)\s*$/;function Il(s){let t=Me(s);return!Jn(s)&&
!Jn(t)&&!Fl.test(t)}var yn=class{#t;#s;#n=new Map;constructor(t,e){this.#t=t,this.#s=e}push(t,e="stdout"){let n=this.#e(
e),r=n.partial+t,o=r.endsWith("\r")?r.length-1:r.length,i=r.slice(0,o).split(/\r\n|\r|\n/);n.partial=(i.pop()??"")+r.slice(
o);for(let l of i)this.#r(n,l);n.partial.length>Ci&&(n.overlong||(this.#o(n,n.partial.slice(0,ye)),n.overlong=!0),n.inKey=
Jt(n.partial,n.inKey),n.partial=n.partial.slice(-ye))}flush(){for(let t of this.#n.values())t.overlong||this.#o(t,t.partial.
replace(/\r$/,"").slice(0,ye))}end(){for(let t of this.#n.values())t.partial!==""&&this.#r(t,t.partial),t.partial="",this.#o(
t,"")}#e(t){let e=this.#n.get(t);return e||(e={partial:"",held:null,previous:"",inKey:!1,overlong:!1},this.#n.set(t,e)),
e}#r(t,e){if(e.length>Ci&&!t.overlong&&(this.#o(t,e.slice(0,ye)),t.overlong=!0),t.overlong){t.overlong=!1,t.inKey=Jt(e,t.
inKey),t.previous=t.inKey?"":e.slice(-ye);return}if(t.inKey&&Il(e)&&(t.inKey=!1),t.inKey||Hr(e)){t.inKey||this.#o(t,""),
t.inKey=Jt(e,t.inKey),t.previous=t.inKey?"":e;return}this.#o(t,e),t.held=e}#o(t,e){let n=t.held;if(t.held=null,n===null)
return;let r=q(`${t.previous}
${n}
${e}`,this.#t()),o=r.text.split(`
`),i=o.length===3?o[1]??"":Xs(r.redactions[0]?.kind??"secret-value");t.previous=n,i.trim()!==""&&this.#s(i)}};var ee=class{#t;#s;#n;constructor(t,e){this.#t=t,this.#s=e}arm(){clearTimeout(this.#n),this.#n=setTimeout(()=>this.#s(),
this.#t),this.#n.unref?.()}stop(){clearTimeout(this.#n),this.#n=void 0}};var Mi=["comment","summary","both"],Dl=/^[A-Za-z0-9_.-]{1,64}$/;function hs(s){let t=(s[Q.mode]??"").trim()||"both";if(!Mi.
includes(t))throw new k("input-invalid",`must be one of ${Mi.join(", ")}; got "${t}"`,{where:Q.mode});return t}function gs(s,t){
let e=hs(s),n=(s[Q.key]??"").trim()||Co;if(!Dl.test(n))throw new k("input-invalid",`must be 1 to 64 letters, digits, '.'\
, '_' or '-' (it names the sticky comment); got "${n}"`,{where:Q.key});let r=Ul(s[Q.includeDetail]??"",Q.includeDetail,!1),
o=null;if(e!=="summary"){let i=(s[Q.issueNumber]??"").trim();if(i!==""){if(!/^[1-9]\d{0,9}$/.test(i))throw new k("input-\
invalid",`must be the number of an issue or pull request, like 42; got "${i}"`,{where:Q.issueNumber});o=Number(i)}else if(o=
Wl(t.payload),o===null)throw new k("issue-number-missing",`there is no issue or pull request to comment on: the triggeri\
ng event (${t.name||"unknown"}) is not about one. Set the issue-number input, or use mode: summary`,{where:Q.issueNumber})}
return{mode:e,key:n,includeDetail:r,issueNumber:o}}function Wl(s){let t=be(s);if(!t)return null;let e=ps(be(t.pull_request)?.
number)??ps(be(t.issue)?.number);if(e!==null)return e;for(let n of["workflow_run","check_run","check_suite"]){let r=be(t[n])?.
pull_requests;if(Array.isArray(r)&&r.length===1){let o=ps(be(r[0])?.number);if(o!==null)return o}}return null}function Ul(s,t,e){let n=s.trim();if(n==="")return e;if(["true","True","TRUE"].includes(n))return!0;if(["false","False",
"FALSE"].includes(n))return!1;throw new k("input-invalid",`must be true or false; got "${n}"`,{where:t})}function be(s){
return s!==null&&typeof s=="object"&&!Array.isArray(s)?s:null}function ps(s){return typeof s=="number"&&Number.isInteger(
s)&&s>0?s:null}var Hl={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\u274C"};function ji(s){let{record:t,handoff:e}=s,
n=l=>_o(l,s)||" ",r=[["status",`${t.status} (${t.outcome.reason})`],["attempt",String(t.attempt)],["exit code",t.agent.exit_code===
null?"none":String(t.agent.exit_code)],["duration",`${(t.agent.duration_ms/1e3).toFixed(1)} s`],["handoff",t.present&&t.
digests.handoff?`present, sha256 ${t.digests.handoff.slice(0,12)}`:"none"]];e?.next&&r.push(["next",e.next.stage]),s.notStored!==
void 0?r.push(["artifact","not stored"]):s.artifactName&&r.push(["artifact",s.artifactName]);let o=[];o.push([`### ${Hl[t.
status]} baton stage \`${t.stage}\``,"","| | |","|---|---|",...r.map(([l,a])=>`| ${l} | ${n(a)} |`)].join(`
`)),s.notStored!==void 0&&o.push(`${No(Jl(s.notStored),s)}. No later stage can read this record or its handoff; it is sh\
own here only.`),t.outcome.message&&o.push(Zn(t.outcome.message,s)),e&&o.push(["#### Summary","",Zn(e.summary,s)].join(`\

`));let i=Object.entries(e?.data??{});return i.length>0&&o.push(["#### Data","","| key | value |","|---|---|",...i.map(([
l,a])=>`| ${n(l)} | ${n(a)} |`)].join(`
`)),t.problems.length>0&&o.push(["#### Problems","","| severity | code | where | message |","|---|---|---|---|",...t.problems.
map(l=>`| ${l.severity} | ${n(l.code)} | ${n(l.path)} | ${n(l.message)} |`)].join(`
`)),Bl(o,s.notStored===void 0?s.artifactName:void 0)}function Jl(s){return s.charAt(0).toUpperCase()+s.slice(1)}function Bl(s,t){
let e=`_Cut to fit the step summary; the full record is in ${t?`artifact ${t}`:"the stage record"}._`,n=bt.stepSummaryBytes-
jn(e)-4,r=[],o=0;for(let i of s){let l=jn(i)+2;if(o+l>n){r.push(e);break}r.push(i),o+=l}return`${r.join(`

`)}
`}function Li(s,t){return q(s,t).redactions.length===0?s:`${To(s.trimEnd(),t)}
`}var vs=_t(Fe(),1),ht=_t(oe(),1);import{homedir as sc}from"node:os";import{dirname as na,isAbsolute as rc,join as oc,resolve as $s,
sep as kn}from"node:path";var Fi=(s,t,e)=>{let n,r,o,i,l,a=e.indexOf(s),u=e.indexOf(t,a+1),d=a;if(a>=0&&u>0){if(s===t)return[a,u];for(n=[],o=e.length;d>=
0&&!l;){if(d===a)n.push(d),a=e.indexOf(s,d+1);else if(n.length===1){let c=n.pop();c!==void 0&&(l=[c,u])}else r=n.pop(),r!==
void 0&&r<o&&(o=r,i=u),u=e.indexOf(t,d+1);d=a<u&&a>=0?a:u}n.length&&i!==void 0&&(l=[o,i])}return l};var Ii="\0SLASH"+Math.random().toFixed(16)+"\0",Di="\0OPEN"+Math.random().toFixed(16)+"\0",bn="\0CLOSE"+Math.random().toFixed(
16)+"\0",Wi="\0COMMA"+Math.random().toFixed(16)+"\0",Ui="\0PERIOD"+Math.random().toFixed(16)+"\0",zl=new RegExp(Ii,"g"),
Gl=new RegExp(Di,"g"),Kl=new RegExp(bn,"g"),Vl=new RegExp(Wi,"g"),ql=new RegExp(Ui,"g"),Xl=/\\\\/g,Yl=/\\{/g,Zl=/\\}/g,Ql=/\\,/g,
tu=/\\\./g,eu=1e5,nu=4e6,su=1e3,ru=1e3,ou=2e7,iu=16;function ms(s){return isNaN(s)?s.charCodeAt(0):parseInt(s,10)}function au(s){
return s.replace(Xl,Ii).replace(Yl,Di).replace(Zl,bn).replace(Ql,Wi).replace(tu,Ui)}function lu(s){return s.replace(zl,"\
\\").replace(Gl,"{").replace(Kl,"}").replace(Vl,",").replace(ql,".")}function ws(s,t){for(let e=0;e<t.length;e++)s.push(
t[e])}function Hi(s,t,e){if(e.remaining<0)return;let n=Fi("{","}",t),r=n!==void 0&&t.indexOf("{")<n[0];if(e.remaining-=n&&
!r?n[1]+1:s.length,!(!n||e.remaining<0))return{end:n[1],pre:s.slice(0,n[0]),body:s.slice(n[0]+1,n[1]),post:s.slice(n[1]+
1),unmatched:r}}function uu(s,t){t.remaining-=s.length;let e=[];for(let o=0;o<s.length;o++){let i=s.charCodeAt(o);i===123?
e.push(o):i===125&&e.length&&e.pop()}let n="",r=0;for(let o=0;o<e.length;o++){let i=e[o];n+=s.slice(r,i)+"\0",r=i+1}return n+
s.slice(r)}function cu(s,t){if(t.remaining-=s.length,t.remaining<0)return!1;let e=!1;for(let n=s.length-1;n>=0;n--){let r=s.
charCodeAt(n);if(r===125)e=!0;else if(r===10||r===13||r===8232||r===8233)e=!1;else if(r===44&&e&&s.charCodeAt(n+1)!==44)
return!0}return!1}function du(s,t){let e=[],n="";for(;;){let r=Hi(s,s,t);if(t.remaining<0)return;if(!r){let u=s.split(",");
return u[0]=n+u[0],ws(e,u),e}let{pre:o,body:i,post:l}=r,a=o.split(",");if(a[0]=n+a[0],a[a.length-1]+="{"+i+"}",!l.length)
return ws(e,a),e;n=a.pop(),ws(e,a),s=l}}function Se(s,t){return s===void 0||isNaN(s)?t:s}function Ji(s,t={}){if(!s)return[];
let e=Se(t.max,eu),n=Se(t.maxLength,nu),r=Se(t.maxDepth,su),o=Se(t.maxRewrites,ru),i=Se(t.maxSteps,ou);return s.slice(0,
2)==="{}"&&(s="\\{\\}"+s.slice(2)),ys(au(s),e,n,r,0,o,{remaining:i},!0).map(lu)}function fu(s){return"{"+s+"}"}function pu(s){
return/^-?0\d/.test(s)}function hu(s,t){return s<=t}function gu(s,t){return s>=t}function ke(s,t,e,n,r,o,i){let l=[],a=0,
u;t:for(let d=0;d<s.length;d++){let c=s[d]+t,p=e;o&&!c&&(u||(u=e.filter(f=>f)),p=u);for(let f=0;f<p.length;f++){if(l.length>=
n)break t;let g=c+p[f];if(a+g.length>r)break t;l.push(g),a+=g.length}}return i.remaining-=l.length,l}function mu(s,t,e,n,r){
let o=s.split(/\.\./),i=[];if(o[0]===void 0||o[1]===void 0)return i;let l=ms(o[0]),a=ms(o[1]),u=Math.max(o[0].length,o[1].
length),d=o.length===3&&o[2]!==void 0?Math.max(Math.abs(ms(o[2])),1):1,c=hu;a<l&&(d*=-1,c=gu);let f=o.some(pu),g=f?u:1,h=0;
for(let b=l;c(b,a)&&i.length<e;b+=d){if(r.remaining-=g,r.remaining<0)return;let m;if(t)m=String.fromCharCode(b),m==="\\"&&
(m="");else if(m=String(b),f){let w=u-m.length;if(w>0){let S=new Array(w+1).join("0");b<0?m="-"+S+m.slice(1):m=S+m}}if(h+
m.length>n)break;i.push(m),h+=m.length}return i}function ys(s,t,e,n,r,o,i,l){if(i.remaining-=iu,r>n)return[s];let a=[""],
u=0,d=!1,c=!0,p=s;for(;;){let f=Hi(s,p,i);if(!f)return ke(a,s,[""],t,e,d,i);f.unmatched&&(p=uu(p,i));let g=f.pre,h=()=>ke(
a,g+"{"+f.body+"}"+f.post,[""],t,e,d,i);if(/\$$/.test(g)){if(a=ke(a,g+"{"+f.body+"}",[""],t,e,d&&!f.post.length,i),c=!1,
!f.post.length)break;s=f.post,p=p.slice(f.end+1);continue}let b=/^-?\d+\.\.-?\d+(?:\.\.-?\d+)?$/.test(f.body),m=/^[a-zA-Z]\.\.[a-zA-Z](?:\.\.-?\d+)?$/.
test(f.body),w=b||m,S=f.body.indexOf(",")>=0;if(!w&&!S){if(u<o&&cu(f.post,i)){u++,s=f.pre+"{"+f.body+bn+f.post,p=p.slice(
0,f.end)+bn+p.slice(f.end+1),l=!0;continue}return h()}c&&(d=l&&!w,c=!1);let $;if(w){if($=mu(f.body,m,t,e,i),!$)return h()}else{
let P=du(f.body,i);if(!P)return h();if(P.length===1&&P[0]!==void 0){if(P=ys(P[0],t,e,n,r+1,o,i,!1).map(fu),i.remaining<0)
return h();if(P.length===1){let _=ke(a,g+P[0],[""],t,e,d&&!f.post.length,i);if(i.remaining<0)return h();if(a=_,!f.post.length)
break;s=f.post,p=p.slice(f.end+1);continue}}let x=d&&!f.post.length&&!g;for(let _=0;x&&_<a.length;_++)a[_]&&(x=!1);$=[];
let R=0;t:for(let _=0;_<P.length;_++){let W=ys(P[_],t,e,n,r+1,o,i,!1);if(i.remaining<0)return h();for(let Y=0;Y<W.length;Y++){
let v=W[Y];if(!(x&&!v)){if($.length>=t||R+v.length>e)break t;$.push(v),R+=v.length}}}}let E=ke(a,g,$,t,e,d&&!f.post.length,
i);if(i.remaining<0)return h();if(a=E,!f.post.length)break;s=f.post,p=p.slice(f.end+1)}return a}var ve=s=>{if(typeof s!="string")throw new TypeError("invalid pattern");if(s.length>65536)throw new TypeError("pattern i\
s too long")};var wu={"[:alnum:]":["\\p{L}\\p{Nl}\\p{Nd}",!0],"[:alpha:]":["\\p{L}\\p{Nl}",!0],"[:ascii:]":["\\x00-\\x7f",!1],"[:blank\
:]":["\\p{Zs}\\t",!0],"[:cntrl:]":["\\p{Cc}",!0],"[:digit:]":["\\p{Nd}",!0],"[:graph:]":["\\p{Z}\\p{C}",!0,!0],"[:lower:\
]":["\\p{Ll}",!0],"[:print:]":["\\p{C}",!0],"[:punct:]":["\\p{P}",!0],"[:space:]":["\\p{Z}\\t\\r\\n\\v\\f",!0],"[:upper:\
]":["\\p{Lu}",!0],"[:word:]":["\\p{L}\\p{Nl}\\p{Nd}\\p{Pc}",!0],"[:xdigit:]":["A-Fa-f0-9",!1]},xe=s=>s.replace(/[[\]\\-]/g,
"\\$&"),yu=s=>s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),Bi=s=>s.join(""),zi=(s,t)=>{let e=t;if(s.charAt(e)!=="[")throw new Error(
"not in a brace expression");let n=[],r=[],o=e+1,i=!1,l=!1,a=!1,u=!1,d=e,c="";t:for(;o<s.length;){let h=s.charAt(o);if((h===
"!"||h==="^")&&o===e+1){u=!0,o++;continue}if(h==="]"&&i&&!a){d=o+1;break}if(i=!0,h==="\\"&&!a){a=!0,o++;continue}if(h===
"["&&!a){for(let[b,[m,w,S]]of Object.entries(wu))if(s.startsWith(b,o)){if(c)return["$.",!1,s.length-e,!0];o+=b.length,S?
r.push(m):n.push(m),l=l||w;continue t}}if(a=!1,c){h>c?n.push(xe(c)+"-"+xe(h)):h===c&&n.push(xe(h)),c="",o++;continue}if(s.
startsWith("-]",o+1)){n.push(xe(h+"-")),o+=2;continue}if(s.startsWith("-",o+1)){c=h,o+=2;continue}n.push(xe(h)),o++}if(d<
o)return["",!1,0,!1];if(!n.length&&!r.length)return["$.",!1,s.length-e,!0];if(r.length===0&&n.length===1&&/^\\?.$/.test(
n[0])&&!u){let h=n[0].length===2?n[0].slice(-1):n[0];return[yu(h),!1,d-e,!1]}let p="["+(u?"^":"")+Bi(n)+"]",f="["+(u?"":
"^")+Bi(r)+"]";return[n.length&&r.length?"("+p+"|"+f+")":n.length?p:f,l,d-e,!0]};var It=(s,{windowsPathsNoEscape:t=!1,magicalBraces:e=!0}={})=>e?t?s.replace(/\[([^/\\])\]/g,"$1"):s.replace(/((?!\\).|^)\[([^/\\])\]/g,
"$1$2").replace(/\\([^/])/g,"$1"):t?s.replace(/\[([^/\\{}])\]/g,"$1"):s.replace(/((?!\\).|^)\[([^/\\{}])\]/g,"$1$2").replace(
/\\([^/{}])/g,"$1");var pt,bu=new Set(["!","?","+","*","@"]),bs=s=>bu.has(s),Gi=s=>bs(s.type),Su=new Map([["!",["@"]],["?",["?","@"]],["@",[
"@"]],["*",["*","+","?","@"]],["+",["+","@"]]]),ku=new Map([["!",["?"]],["@",["?"]],["+",["?","*"]]]),vu=new Map([["!",[
"?","@"]],["?",["?","@"]],["@",["?","@"]],["*",["*","+","?","@"]],["+",["+","@","?","*"]]]),Ki=new Map([["!",new Map([["\
!","@"]])],["?",new Map([["*","*"],["+","*"]])],["@",new Map([["!","!"],["?","?"],["@","@"],["*","*"],["+","+"]])],["+",
new Map([["?","*"],["*","*"]])]]),xu="(?!(?:^|/)\\.\\.?(?:$|/))",Sn="(?!\\.)",$u=new Set(["[","."]),Ru=new Set(["..","."]),
Ou=new Set("().*{}+?[]^$\\!"),Pu=s=>s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),Ss="[^/]",Vi=Ss+"*?",qi=Ss+"+?",Eu=0,Bt=class{type;#t;#s;#n=!1;#e=[];#r;#o;#l;#i=!1;#u;#d;#c=!1;id=++Eu;get depth(){
return(this.#r?.depth??-1)+1}[Symbol.for("nodejs.util.inspect.custom")](){return{"@@type":"AST",id:this.id,type:this.type,
root:this.#t.id,parent:this.#r?.id,depth:this.depth,partsLength:this.#e.length,parts:this.#e}}constructor(t,e,n={}){this.
type=t,t&&(this.#s=!0),this.#r=e,this.#t=this.#r?this.#r.#t:this,this.#u=this.#t===this?n:this.#t.#u,this.#l=this.#t===this?
[]:this.#t.#l,t==="!"&&!this.#t.#i&&this.#l.push(this),this.#o=this.#r?this.#r.#e.length:0}get hasMagic(){if(this.#s!==void 0)
return this.#s;for(let t of this.#e)if(typeof t!="string"&&(t.type||t.hasMagic))return this.#s=!0;return this.#s}toString(){
return this.#d!==void 0?this.#d:this.type?this.#d=this.type+"("+this.#e.map(t=>String(t)).join("|")+")":this.#d=this.#e.
map(t=>String(t)).join("")}#f(){if(this!==this.#t)throw new Error("should only call on root");if(this.#i)return this;this.
toString(),this.#i=!0;let t;for(;t=this.#l.pop();){if(t.type!=="!")continue;let e=t,n=e.#r;for(;n;){for(let r=e.#o+1;!n.
type&&r<n.#e.length;r++)for(let o of t.#e){if(typeof o=="string")throw new Error("string part in extglob AST??");o.copyIn(
n.#e[r])}e=n,n=e.#r}}return this}push(...t){for(let e of t)if(e!==""){if(typeof e!="string"&&!(e instanceof pt&&e.#r===this))
throw new Error("invalid part: "+e);this.#e.push(e)}}toJSON(){let t=this.type===null?this.#e.slice().map(e=>typeof e=="s\
tring"?e:e.toJSON()):[this.type,...this.#e.map(e=>e.toJSON())];return this.isStart()&&!this.type&&t.unshift([]),this.isEnd()&&
(this===this.#t||this.#t.#i&&this.#r?.type==="!")&&t.push({}),t}isStart(){if(this.#t===this)return!0;if(!this.#r?.isStart())
return!1;if(this.#o===0)return!0;let t=this.#r;for(let e=0;e<this.#o;e++){let n=t.#e[e];if(!(n instanceof pt&&n.type==="\
!"))return!1}return!0}isEnd(){if(this.#t===this||this.#r?.type==="!")return!0;if(!this.#r?.isEnd())return!1;if(!this.type)
return this.#r?.isEnd();let t=this.#r?this.#r.#e.length:0;return this.#o===t-1}copyIn(t){typeof t=="string"?this.push(t):
this.push(t.clone(this))}clone(t){let e=new pt(this.type,t);for(let n of this.#e)e.copyIn(n);return e}static#p(t,e,n,r,o){
let i=r.maxExtglobRecursion??2,l=!1,a=!1,u=-1,d=!1;if(e.type===null){let h=n,b="";for(;h<t.length;){let m=t.charAt(h++);
if(l||m==="\\"){l=!l,b+=m;continue}if(a){h===u+1?(m==="^"||m==="!")&&(d=!0):m==="]"&&!(h===u+2&&d)&&(a=!1),b+=m;continue}else if(m===
"["){a=!0,u=h,d=!1,b+=m;continue}if(!r.noext&&bs(m)&&t.charAt(h)==="("&&o<=i){e.push(b),b="";let S=new pt(m,e);h=pt.#p(t,
S,h,r,o+1),e.push(S);continue}b+=m}return e.push(b),h}let c=n+1,p=new pt(null,e),f=[],g="";for(;c<t.length;){let h=t.charAt(
c++);if(l||h==="\\"){l=!l,g+=h;continue}if(a){c===u+1?(h==="^"||h==="!")&&(d=!0):h==="]"&&!(c===u+2&&d)&&(a=!1),g+=h;continue}else if(h===
"["){a=!0,u=c,d=!1,g+=h;continue}if(!r.noext&&bs(h)&&t.charAt(c)==="("&&(o<=i||e&&e.#w(h))){let m=e&&e.#w(h)?0:1;p.push(
g),g="";let w=new pt(h,p);p.push(w),c=pt.#p(t,w,c,r,o+m);continue}if(h==="|"){p.push(g),g="",f.push(p),p=new pt(null,e);
continue}if(h===")")return g===""&&e.#e.length===0&&(e.#c=!0),p.push(g),g="",e.push(...f,p),c;g+=h}return e.type=null,e.#s=
void 0,e.#e=[t.substring(n-1)],c}#h(t){return this.#g(t,ku)}#g(t,e=Su){if(!t||typeof t!="object"||t.type!==null||t.#e.length!==
1||this.type===null)return!1;let n=t.#e[0];return!n||typeof n!="object"||n.type===null?!1:this.#w(n.type,e)}#w(t,e=vu){return!!e.
get(this.type)?.includes(t)}#k(t,e){let n=t.#e[0],r=new pt(null,n,this.options);r.#e.push(""),n.push(r),this.#y(t,e)}#y(t,e){
let n=t.#e[0];this.#e.splice(e,1,...n.#e);for(let r of n.#e)typeof r=="object"&&(r.#r=this);this.#d=void 0}#v(t){return!!Ki.
get(this.type)?.has(t)}#x(t){if(!t||typeof t!="object"||t.type!==null||t.#e.length!==1||this.type===null||this.#e.length!==
1)return!1;let e=t.#e[0];return!e||typeof e!="object"||e.type===null?!1:this.#v(e.type)}#b(t){let e=Ki.get(this.type),n=t.#e[0],
r=e?.get(n.type);if(!r)return!1;this.#e=n.#e;for(let o of this.#e)typeof o=="object"&&(o.#r=this);this.type=r,this.#d=void 0,
this.#c=!1}static fromGlob(t,e={}){let n=new pt(null,void 0,e);return pt.#p(t,n,0,e,0),n}toMMPattern(){if(this!==this.#t)
return this.#t.toMMPattern();let t=this.toString(),[e,n,r,o]=this.toRegExpSource();if(!(r||this.#s||this.#u.nocase&&!this.#u.
nocaseMagicOnly&&t.toUpperCase()!==t.toLowerCase()))return n;let l=(this.#u.nocase?"i":"")+(o?"u":"");return Object.assign(
new RegExp(`^${e}$`,l),{_src:e,_glob:t})}get options(){return this.#u}toRegExpSource(t){let e=t??!!this.#u.dot;if(this.#t===
this&&(this.#$(),this.#f()),!Gi(this)){let a=this.isStart()&&this.isEnd()&&!this.#e.some(f=>typeof f!="string"),u=this.#e.
map(f=>{let[g,h,b,m]=typeof f=="string"?pt.#A(f,this.#s,a):f.toRegExpSource(t);return this.#s=this.#s||b,this.#n=this.#n||
m,g}).join(""),d="";if(this.isStart()&&typeof this.#e[0]=="string"&&!(this.#e.length===1&&Ru.has(this.#e[0]))){let g=$u,
h=e&&g.has(u.charAt(0))||u.startsWith("\\.")&&g.has(u.charAt(2))||u.startsWith("\\.\\.")&&g.has(u.charAt(4)),b=!e&&!t&&g.
has(u.charAt(0));d=h?xu:b?Sn:""}let c="";return this.isEnd()&&this.#t.#i&&this.#r?.type==="!"&&(c="(?:$|\\/)"),[d+u+c,It(
u),this.#s=!!this.#s,this.#n]}let n=this.type==="*"||this.type==="+",r=this.type==="!"?"(?:(?!(?:":"(?:",o=this.#R(e);if(this.
isStart()&&this.isEnd()&&!o&&this.type!=="!"){let a=this.toString(),u=this;return u.#e=[a],u.type=null,u.#s=void 0,[a,It(
this.toString()),!1,!1]}let i=!n||t||e||!Sn?"":this.#R(!0);i===o&&(i=""),i&&(o=`(?:${o})(?:${i})*?`);let l="";if(this.type===
"!"&&this.#c)l=(this.isStart()&&!e?Sn:"")+qi;else{let a=this.type==="!"?"))"+(this.isStart()&&!e&&!t?Sn:"")+Vi+")":this.
type==="@"?")":this.type==="?"?")?":this.type==="+"&&i?")":this.type==="*"&&i?")?":`)${this.type}`;l=r+o+a}return[l,It(o),
this.#s=!!this.#s,this.#n]}#$(){if(Gi(this)){let t=0,e=!1;do{e=!0;for(let n=0;n<this.#e.length;n++){let r=this.#e[n];typeof r==
"object"&&(r.#$(),this.#g(r)?(e=!1,this.#y(r,n)):this.#h(r)?(e=!1,this.#k(r,n)):this.#x(r)&&(e=!1,this.#b(r)))}}while(!e&&
++t<10)}else for(let t of this.#e)typeof t=="object"&&t.#$();this.#d=void 0}#R(t){return this.#e.map(e=>{if(typeof e=="s\
tring")throw new Error("string type in extglob ast??");let[n,r,o,i]=e.toRegExpSource(t);return this.#n=this.#n||i,n}).filter(
e=>!(this.isStart()&&this.isEnd())||!!e).join("|")}static#A(t,e,n=!1){let r=!1,o="",i=!1,l=!1;for(let a=0;a<t.length;a++){
let u=t.charAt(a);if(r){r=!1,o+=(Ou.has(u)?"\\":"")+u;continue}if(u==="*"){if(l)continue;l=!0,o+=n&&/^[*]+$/.test(t)?qi:
Vi,e=!0;continue}else l=!1;if(u==="\\"){a===t.length-1?o+="\\\\":r=!0;continue}if(u==="["){let[d,c,p,f]=zi(t,a);if(p){o+=
d,i=i||c,a+=p-1,e=e||f;continue}}if(u==="?"){o+=Ss,e=!0;continue}o+=Pu(u)}return[o,It(t),!!e,i]}};pt=Bt;var ks=(s,{windowsPathsNoEscape:t=!1,magicalBraces:e=!1}={})=>e?t?s.replace(/[?*()[\]{}]/g,"[$&]"):s.replace(/[?*()[\]\\{}]/g,
"\\$&"):t?s.replace(/[?*()[\]]/g,"[$&]"):s.replace(/[?*()[\]\\]/g,"\\$&");var dt=(s,t,e={})=>(ve(t),!e.nocomment&&t.charAt(0)==="#"?!1:new Lt(t,e).match(s)),Au=/^\*+([^+@!?*[(]*)$/,Tu=s=>t=>!t.startsWith(
".")&&t.endsWith(s),Nu=s=>t=>t.endsWith(s),_u=s=>(s=s.toLowerCase(),t=>!t.startsWith(".")&&t.toLowerCase().endsWith(s)),
Cu=s=>(s=s.toLowerCase(),t=>t.toLowerCase().endsWith(s)),Mu=/^\*+\.\*+$/,ju=s=>!s.startsWith(".")&&s.includes("."),Lu=s=>s!==
"."&&s!==".."&&s.includes("."),Fu=/^\.\*+$/,Iu=s=>s!=="."&&s!==".."&&s.startsWith("."),Du=/^\*+$/,Wu=s=>s.length!==0&&!s.
startsWith("."),Uu=s=>s.length!==0&&s!=="."&&s!=="..",Hu=/^\?+([^+@!?*[(]*)?$/,Ju=([s,t=""])=>{let e=Zi([s]);return t?(t=
t.toLowerCase(),n=>e(n)&&n.toLowerCase().endsWith(t)):e},Bu=([s,t=""])=>{let e=Qi([s]);return t?(t=t.toLowerCase(),n=>e(
n)&&n.toLowerCase().endsWith(t)):e},zu=([s,t=""])=>{let e=Qi([s]);return t?n=>e(n)&&n.endsWith(t):e},Gu=([s,t=""])=>{let e=Zi(
[s]);return t?n=>e(n)&&n.endsWith(t):e},Zi=([s])=>{let t=s.length;return e=>e.length===t&&!e.startsWith(".")},Qi=([s])=>{
let t=s.length;return e=>e.length===t&&e!=="."&&e!==".."},ta=typeof process=="object"&&process?typeof process.env=="obje\
ct"&&process.env&&process.env.__MINIMATCH_TESTING_PLATFORM__||process.platform:"posix",Xi={win32:{sep:"\\"},posix:{sep:"\
/"}},Ku=ta==="win32"?Xi.win32.sep:Xi.posix.sep;dt.sep=Ku;var at=Symbol("globstar **");dt.GLOBSTAR=at;var Vu="[^/]",qu=Vu+
"*?",Xu="(?:(?!(?:\\/|^)(?:\\.{1,2})($|\\/)).)*?",Yu="(?:(?!(?:\\/|^)\\.).)*?",Zu=(s,t={})=>e=>dt(e,s,t);dt.filter=Zu;var St=(s,t={})=>Object.
assign({},s,t),Qu=s=>{if(!s||typeof s!="object"||!Object.keys(s).length)return dt;let t=dt;return Object.assign((n,r,o={})=>t(
n,r,St(s,o)),{Minimatch:class extends t.Minimatch{constructor(r,o={}){super(r,St(s,o))}static defaults(r){return t.defaults(
St(s,r)).Minimatch}},AST:class extends t.AST{constructor(r,o,i={}){super(r,o,St(s,i))}static fromGlob(r,o={}){return t.AST.
fromGlob(r,St(s,o))}},unescape:(n,r={})=>t.unescape(n,St(s,r)),escape:(n,r={})=>t.escape(n,St(s,r)),filter:(n,r={})=>t.filter(
n,St(s,r)),defaults:n=>t.defaults(St(s,n)),makeRe:(n,r={})=>t.makeRe(n,St(s,r)),braceExpand:(n,r={})=>t.braceExpand(n,St(
s,r)),match:(n,r,o={})=>t.match(n,r,St(s,o)),sep:t.sep,GLOBSTAR:at})};dt.defaults=Qu;var ea=(s,t={})=>(ve(s),t.nobrace||
!/\{(?:(?!\{).)*\}/.test(s)?[s]:Ji(s,{max:t.braceExpandMax}));dt.braceExpand=ea;var tc=(s,t={})=>new Lt(s,t).makeRe();dt.
makeRe=tc;var ec=(s,t,e={})=>{let n=new Lt(t,e);return s=s.filter(r=>n.match(r)),n.options.nonull&&!s.length&&s.push(t),
s};dt.match=ec;var Yi=/[?*]|[+@!]\(.*?\)|\[|\]/,nc=s=>s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),Lt=class{options;set;pattern;windowsPathsNoEscape;nonegate;negate;comment;empty;preserveMultipleSlashes;partial;globSet;globParts;nocase;isWindows;platform;windowsNoMagicRoot;maxGlobstarRecursion;regexp;constructor(t,e={}){
ve(t),e=e||{},this.options=e,this.maxGlobstarRecursion=e.maxGlobstarRecursion??200,this.pattern=t,this.platform=e.platform||
ta,this.isWindows=this.platform==="win32";let n="allowWindowsEscape";this.windowsPathsNoEscape=!!e.windowsPathsNoEscape||
e[n]===!1,this.windowsPathsNoEscape&&(this.pattern=this.pattern.replace(/\\/g,"/")),this.preserveMultipleSlashes=!!e.preserveMultipleSlashes,
this.regexp=null,this.negate=!1,this.nonegate=!!e.nonegate,this.comment=!1,this.empty=!1,this.partial=!!e.partial,this.nocase=
!!this.options.nocase,this.windowsNoMagicRoot=e.windowsNoMagicRoot!==void 0?e.windowsNoMagicRoot:!!(this.isWindows&&this.
nocase),this.globSet=[],this.globParts=[],this.set=[],this.make()}hasMagic(){if(this.options.magicalBraces&&this.set.length>
1)return!0;for(let t of this.set)for(let e of t)if(typeof e!="string")return!0;return!1}debug(...t){}make(){let t=this.pattern,
e=this.options;if(!e.nocomment&&t.charAt(0)==="#"){this.comment=!0;return}if(!t){this.empty=!0;return}this.parseNegate(),
this.globSet=[...new Set(this.braceExpand())],e.debug&&(this.debug=(...o)=>console.error(...o)),this.debug(this.pattern,
this.globSet);let n=this.globSet.map(o=>this.slashSplit(o));this.globParts=this.preprocess(n),this.debug(this.pattern,this.
globParts);let r=this.globParts.map((o,i,l)=>{if(this.isWindows&&this.windowsNoMagicRoot){let a=o[0]===""&&o[1]===""&&(o[2]===
"?"||!Yi.test(o[2]))&&!Yi.test(o[3]),u=/^[a-z]:/i.test(o[0]);if(a)return[...o.slice(0,4),...o.slice(4).map(d=>this.parse(
d))];if(u)return[o[0],...o.slice(1).map(d=>this.parse(d))]}return o.map(a=>this.parse(a))});if(this.debug(this.pattern,r),
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
".."||!a||a==="."||a===".."||!u||u==="."||u==="..")continue;e=!0,n.splice(r,1);let d=n.slice(0);d[r]="**",t.push(d),r--}
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
/^[a-z]:$/i.test(t[3]),u=typeof e[0]=="string"&&/^[a-z]:$/i.test(e[0]),d=!u&&e[0]===""&&e[1]===""&&e[2]==="?"&&typeof e[3]==
"string"&&/^[a-z]:$/i.test(e[3]),c=a?3:l?0:void 0,p=d?3:u?0:void 0;if(typeof c=="number"&&typeof p=="number"){let[f,g]=[
t[c],e[p]];f.toLowerCase()===g.toLowerCase()&&(e[p]=f,o=p,r=c)}}let{optimizationLevel:i=1}=this.options;return i>=2&&(t=
this.levelTwoFileOptimize(t)),e.includes(at)?this.#t(t,e,n,r,o):this.#n(t,e,n,r,o)}#t(t,e,n,r,o){let i=e.indexOf(at,o),l=e.
lastIndexOf(at),[a,u,d]=n?[e.slice(o,i),e.slice(i+1),[]]:[e.slice(o,i),e.slice(i+1,l),e.slice(l+1)];if(a.length){let w=t.
slice(r,r+a.length);if(!this.#n(w,a,n,0,0))return!1;r+=a.length,o+=a.length}let c=0;if(d.length){if(d.length+r>t.length)
return!1;let w=t.length-d.length;if(this.#n(t,d,n,w,0))c=d.length;else{if(t[t.length-1]!==""||r+d.length===t.length||(w--,
!this.#n(t,d,n,w,0)))return!1;c=d.length+1}}if(!u.length){let w=!!c;for(let S=r;S<t.length-c;S++){let $=String(t[S]);if(w=
!0,$==="."||$===".."||!this.options.dot&&$.startsWith("."))return!1}return n||w}let p=[[[],0]],f=p[0],g=0,h=[0];for(let w of u)
w===at?(h.push(g),f=[[],0],p.push(f)):(f[0].push(w),g++);let b=p.length-1,m=t.length-c;for(let w of p)w[1]=m-(h[b--]+w[0].
length);return!!this.#s(t,p,r,0,n,0,!!c)}#s(t,e,n,r,o,i,l){let a=e[r];if(!a){for(let c=n;c<t.length;c++){l=!0;let p=t[c];
if(p==="."||p===".."||!this.options.dot&&p.startsWith("."))return!1}return l}let[u,d]=a;for(;n<=d;){if(this.#n(t.slice(0,
n+u.length),u,o,n,0)&&i<this.maxGlobstarRecursion){let f=this.#s(t,e,n+u.length,r+1,o,i+1,l);if(f!==!1)return f}let p=t[n];
if(p==="."||p===".."||!this.options.dot&&p.startsWith("."))return!1;n++}return o||null}#n(t,e,n,r,o){let i,l,a,u;for(i=r,
l=o,u=t.length,a=e.length;i<u&&l<a;i++,l++){this.debug("matchOne loop");let d=e[l],c=t[i];if(this.debug(e,d,c),d===!1||d===
at)return!1;let p;if(typeof d=="string"?(p=c===d,this.debug("string match",d,c,p)):(p=d.test(c),this.debug("pattern matc\
h",d,c,p)),!p)return!1}if(i===u&&l===a)return!0;if(i===u)return n;if(l===a)return i===u-1&&t[i]==="";throw new Error("wt\
f?")}braceExpand(){return ea(this.pattern,this.options)}parse(t){ve(t);let e=this.options;if(t==="**")return at;if(t==="")
return"";let n,r=null;(n=t.match(Du))?r=e.dot?Uu:Wu:(n=t.match(Au))?r=(e.nocase?e.dot?Cu:_u:e.dot?Nu:Tu)(n[1]):(n=t.match(
Hu))?r=(e.nocase?e.dot?Bu:Ju:e.dot?zu:Gu)(n):(n=t.match(Mu))?r=e.dot?Lu:ju:(n=t.match(Fu))&&(r=Iu);let o=Bt.fromGlob(t,this.
options).toMMPattern();return r&&typeof o=="object"&&Reflect.defineProperty(o,"test",{value:r}),o}makeRe(){if(this.regexp||
this.regexp===!1)return this.regexp;let t=this.set;if(!t.length)return this.regexp=!1,this.regexp;let e=this.options,n=e.
noglobstar?qu:e.dot?Xu:Yu,r=new Set(e.nocase?["i"]:[]),o=t.map(a=>{let u=a.map(c=>{if(c instanceof RegExp)for(let p of c.
flags.split(""))r.add(p);return typeof c=="string"?nc(c):c===at?at:c._src});u.forEach((c,p)=>{let f=u[p+1],g=u[p-1];c!==
at||g===at||(g===void 0?f!==void 0&&f!==at?u[p+1]="(?:\\/|"+n+"\\/)?"+f:u[p]=n:f===void 0?u[p-1]=g+"(?:\\/|\\/"+n+")?":f!==
at&&(u[p-1]=g+"(?:\\/|\\/"+n+"\\/)"+f,u[p+1]=at))});let d=u.filter(c=>c!==at);if(this.partial&&d.length>=1){let c=[];for(let p=1;p<=
d.length;p++)c.push(d.slice(0,p).join("/"));return"(?:"+c.join("|")+")"}return d.join("/")}).join("|"),[i,l]=t.length>1?
["(?:",")"]:["",""];o="^"+i+o+l+"$",this.partial&&(o="^(?:\\/|"+i+o.slice(1,-1)+l+")$"),this.negate&&(o="^(?!"+o+").+$");
try{this.regexp=new RegExp(o,[...r].join(""))}catch{this.regexp=!1}return this.regexp}slashSplit(t){return this.preserveMultipleSlashes?
t.split("/"):this.isWindows&&/^\/\/[^/]+/.test(t)?["",...t.split(/\/+/)]:t.split(/\/+/)}match(t,e=this.partial){if(this.
debug("match",t,this.pattern),this.comment)return!1;if(this.empty)return t==="";if(t==="/"&&e)return!0;let n=this.options;
this.isWindows&&(t=t.split("\\").join("/"));let r=this.slashSplit(t);this.debug(this.pattern,"split",r);let o=this.set;this.
debug(this.pattern,"set",o);let i=r[r.length-1];if(!i)for(let l=r.length-2;!i&&l>=0;l--)i=r[l];for(let l of o){let a=r;if(n.
matchBase&&l.length===1&&(a=[i]),this.matchOne(a,l,e))return n.flipNegate?!0:!this.negate}return n.flipNegate?!1:this.negate}static defaults(t){
return dt.defaults(t).Minimatch}};dt.AST=Bt;dt.Minimatch=Lt;dt.escape=ks;dt.unescape=It;var sa="--follow-symbolic-links";function ra(s,t,e={}){let n=$s(s),r=ac(e.leaveOut??[]),o=ic(t[0]),i=(o?t.slice(1):t).flatMap(
u=>u.split(`
`)).map(u=>u.trim()).filter(u=>u!==""&&!u.startsWith("#")).flatMap(u=>dc(uc(n,u))),l=(0,vs.createHash)("sha256"),a=0;for(let u of gc(
i,o,r)){if(!u.startsWith(`${n}${kn}`))continue;let d;try{if(r.any&&(0,ht.lstatSync)(u).isSymbolicLink()&&r.holds((0,ht.realpathSync)(
u)))continue;let c=(0,ht.statSync)(u);if(c.isDirectory())continue;if(!c.isFile())throw new k("hash-files-failed",`hashFi\
les() cannot hash ${u}: it is not a regular file (${lc(c)})`);d=(0,ht.readFileSync)(u)}catch(c){throw c instanceof k?c:xs(
u,c)}l.update((0,vs.createHash)("sha256").update(d).digest()),a+=1}return a>0?l.digest("hex"):""}function ic(s){if(s===void 0||
!s.startsWith("--"))return!1;if(s.toLowerCase()===sa)return!0;throw new k("hash-files-failed",`hashFiles(): invalid glob\
 option ${s}: the one option is '${sa}', as the first argument`)}function ac(s){let t=new Set(s.map(n=>$s(n)));for(let n of[
...t])try{t.add((0,ht.realpathSync)(n))}catch{}let e=[...t];return{any:e.length>0,holds:n=>e.some(r=>n===r||n.startsWith(
r.endsWith(kn)?r:`${r}${kn}`))}}function xs(s,t){let e=t.code??String(t);return new k("hash-files-failed",`hashFiles() c\
ould not read ${s}: ${e}`)}function lc(s){return s.isFIFO()?"a FIFO":s.isSocket()?"a socket":s.isCharacterDevice()||s.isBlockDevice()?
"a device":"not a file"}var oa={dot:!0,nobrace:!0,nocase:process.platform==="win32",nocomment:!0,noext:!0,nonegate:!0};function uc(s,t){
let e=!1,n=t;for(;n.startsWith("!");)e=!e,n=n.slice(1).trim();if(n==="")throw new k("hash-files-failed",`hashFiles(): th\
e pattern '${t}' is empty`);let r=rc(n),o=n.endsWith("/"),i=n.split("/").filter(f=>f!==""),l=r?kn:s;!r&&i[0]==="."?i.shift():
!r&&i[0]==="~"&&(l=sc(),i.shift());let a=i.map(cc);if(a.some(f=>f==="."||f===".."))throw new k("hash-files-failed",`hash\
Files(): invalid pattern '${t}': relative pathing '.' and '..' is not allowed`);let u=a.indexOf(null),d=u===-1?a:a.slice(
0,u),c=fc(l),p=i.length===0?c:`${c.endsWith("/")?c:`${c}/`}${i.join("/")}`;return{negate:e,directories:o,glob:p,matcher:new Lt(
p,oa),searchPath:$s(l,...d)}}function cc(s){let t="";for(let e=0;e<s.length;e++){let n=s[e];if(n==="\\"&&e+1<s.length){e+=
1,t+=s[e];continue}if(n==="*"||n==="?")return null;if(n==="["&&e+1<s.length){let r="",o=-1;for(let i=e+1;i<s.length;i++){
let l=s[i];if(l==="\\"&&i+1<s.length)i+=1,r+=s[i];else if(l==="]"){o=i;break}else r+=l}if(o>=0){if(r.length>1)return null;
if(r!==""){t+=r,e=o;continue}}}t+=n}return t}function dc(s){if(s.glob.endsWith("/**")&&!s.directories)return[s];let t=`${s.
glob}/**`;return[s,{...s,directories:!1,glob:t,matcher:new Lt(t,oa)}]}function fc(s){return s.replaceAll("\\","\\\\").replace(
/(\[)(?=[^/]+\])/g,"[[]").replace(/\?/g,"[?]").replace(/\*/g,"[*]")}var $e={none:0,directory:1,file:2,all:3};function pc(s,t){
let e=$e.none;for(let n of s){if(!n.matcher.match(t))continue;let r=n.directories?$e.directory:$e.all;e=n.negate?e&~r:e|
r}return e}function hc(s,t){return s.some(e=>!e.negate&&e.matcher.match(t,!0))}function*gc(s,t,e){let n=s.filter(i=>!i.negate).
map(i=>i.searchPath),r=new Set(n),o=[];for(let i of n){if(o.includes(i))continue;let l=!1;for(let a=i,u=na(a);u!==a;a=u,
u=na(a))r.has(u)&&(l=!0);l||o.push(i)}for(let i of o){let l=[{path:i,chain:[]}];for(;l.length>0;){let a=l.pop();if(e.holds(
a.path))continue;let u=pc(s,a.path);if(!u&&!hc(s,a.path))continue;let d;try{d=t?(0,ht.statSync)(a.path):(0,ht.lstatSync)(
a.path)}catch(h){if(h.code==="ENOENT")continue;throw xs(a.path,h)}if(!d.isDirectory()){u&$e.file&&(yield a.path);continue}
let c=a.path,p;try{if(t&&(c=(0,ht.realpathSync)(a.path)),a.chain.includes(c)||t&&e.holds(c))continue;p=(0,ht.readdirSync)(
a.path)}catch(h){throw xs(a.path,h)}u&$e.directory&&(yield a.path);let f=[...a.chain,c],g=p.map(h=>({path:oc(a.path,h),chain:f}));
l.push(...g.reverse())}}}var ia=64*1024,vn=4096,mc=4096,Rs=16,$n=class{#t;#s;#n;#e="";#r="";#o=0;#l=!1;#i;#u;constructor(t,e,n={}){this.#t=t,this.#s=
e,this.#i=n.holdWhatMayGoOn??!1,this.#u=n.quietMs===void 0?void 0:new ee(n.quietMs,()=>this.flush());let r=n.hide;this.#n=
new te(o=>{this.#e+=r===void 0?o:r(o),this.#l=!0})}push(t,e){this.#l=!1,this.#n.push(t,e),this.#l&&this.#d(!1),this.#u?.
arm()}flush(){this.#d(!0)}stop(){this.#u?.stop()}end(){this.stop(),this.#n.end("stdout"),this.#n.end("stderr"),this.#e!==
""&&this.#p(this.#e.length)}#d(t){let e=this.#e;if(e==="")return;let n=t&&!(this.#i&&Dr(this.#r+e,this.#t));if(!n&&e.length<
this.#o&&e.length<=ia)return;let r=q(this.#r+e,this.#t),o=r.redactions.length>0,i=xn(e,e.length-1);if(n&&xn(e,e.length)===
e.length&&(!o||this.#f(r.text,i))){this.#p(e.length);return}let l=Wr(this.#r+e,this.#t)-this.#r.length,a=o||l>=-this.#r.
length?Rs:1;for(let u=i;u>0&&a>0;a--,u=xn(e,u-1))if(!(l>=-this.#r.length&&u>l)){if(!o||this.#f(r.text,u)){this.#p(u);break}
this.#o=e.length+Math.max(vn,e.length>>2)}for(;this.#e.length>ia;)this.#c()}#c(){let t=this.#e,e=q(this.#r+t,this.#t).text,
n=Rs;for(let u=t.length-vn;u>0&&n>0;u--)if(wc(t,u-1)&&(n--,this.#f(e,u))){this.#p(u);return}let r=Je(this.#r+t,this.#t),
o=this.#r.length,i=t.length-vn,l=0,a=r.length-1;for(n=Rs;i>0&&n>0;i--){for(;a>=0&&r[a].start-o>=i;)a--;if(a>=0&&r[a].end-
o>i&&(i=r[a].start-o,i<=0))break;if(!yc(t.charCodeAt(i))&&(l||=i,n--,this.#f(e,i))){this.#p(i);return}}this.#p(l>0?l:t.length-
vn)}#f(t,e){return Be(this.#r+this.#e,this.#r.length+e,this.#t,t)}#p(t){let e=this.#e.slice(0,t);this.#e=this.#e.slice(t),
this.#o=0;let n=q(this.#r+e,this.#t).text,r=q(this.#r,this.#t).text,o=0;for(;o<r.length&&o<n.length&&n[o]===r[o];)o++;let i=n.
lastIndexOf(vt.markerPrefix,o-1);i>=0&&i<o&&n.indexOf(vt.markerSuffix,i)>=o&&(o=i);let l=n.slice(o),a=this.#r+e;this.#r=
a.slice(xn(a,a.length-1)).slice(-mc),l!==""&&this.#s(l)}};function xn(s,t){for(let e=Math.min(t,s.length)-1;e>=0;e--){let n=s.
charCodeAt(e);if(n===Os||n===aa&&s.charCodeAt(e+1)!==Os)return e+1}return 0}var Os=10,aa=13;function wc(s,t){let e=s.charCodeAt(
t);if(bc(e)||e===27||e>=55296&&e<=56319)return!1;if(e!==32&&e!==9)return!0;let n=t;for(;n>0&&(s.charCodeAt(n-1)===32||s.
charCodeAt(n-1)===9);)n--;let r=s.charCodeAt(n-1);return r!==Os&&r!==aa}function yc(s){return s>=56320&&s<=57343}function bc(s){
return s>=48&&s<=57||s>=65&&s<=90||s>=97&&s<=122||s===43||s===47||s===61||s===95||s===45||s===46||s===37}var ua=1024*1024,la=`[baton: this step printed more than ${ua/(1024*1024)} MiB while it ran; the rest is written here wh\
en it ends, and its output is then kept as the runner keeps it: the last 1 MiB]
`,Rn=class{#t;#s;#n="";#e=0;#r=!1;#o=!1;constructor(t,e,n){this.#s=n,this.#t=new $n(t,r=>this.#l(r),{holdWhatMayGoOn:!0,
hide:e,quietMs:500})}push(t,e){this.#o||this.#r||t===""||this.#t.push(t,e)}end(){return this.#o=!0,this.#t.stop(),this.#n}#l(t){
this.#o||this.#r||(this.#i(t),!(this.#e<=ua)&&(this.#r=!0,this.#i(this.#n.endsWith(`
`)?la:`
${la}`)))}#i(t){this.#s(t),this.#n+=t,this.#e+=Buffer.byteLength(t)}};var Ac="-event.json",Tc={output:Z.output,env:Z.env,path:Z.path,state:Z.state,step_summary:Z.stepSummary},On=class{#t;expressions;#s;#n;#e;#r=new Map;#o=Promise.
resolve();#l=[];#i=new Map;#u=new Map;#d;host;constructor(t){this.#t=t,this.expressions=t.expressions,this.host={hashFiles:e=>ra(
t.workspace,e,{leaveOut:[t.storeDir]})},this.#e=t.now??(()=>new Date),this.#n=t.tempPlace??De(t.tempDir),this.#s=new $r(
{root:t.workspace,tempDir:t.tempDir,privateTempDir:!0,tempPlace:this.#n,now:this.#e})}now(){return this.#e()}emit(t){if(this.#t.
emit(t),t.type==="step-finished"&&(t.outcome==="failure"||t.outcome==="cancelled")){this.#j.has(`${t.leg}\0${t.step}`)||
this.#C(t.leg,t.step,`\u2500\u2500 step ${t.step+1}: ${t.name}
`);let e=t.message??t.outcome;this.#L(t.leg,`${t.outcome==="cancelled"?"Cancelled":"Error"}: ${e}
`)}t.type==="job-finished"&&this.#D(t.leg)}summary(t,e,n){let r=kt(this.#t.runDir,ft.summary),o=q(`${Ts(t,e)}${n.trimEnd()}\


`,this.#t.secrets).text,i=Buffer.byteLength(o),l=this.#l?.at(-1);this.#l?.push({job:t,leg:e,offset:l?l.offset+l.bytes:0,
bytes:i}),this.#o=this.#o.then(()=>Sc(r,o)).catch(a=>{this.#d??=pe(r,"the step summaries",a),this.#l=null})}summaryParts(){
return this.#l}async settle(){let t=[];try{await this.#t.recordWrites?.flush()}catch(r){t.push(wt(r))}let e=await this.drain();
e!==null&&t.push(e);let n=this.#t.eventsFailure?.()??null;return n!==null&&t.push(n),t.length===0?null:t.join(`
`)}async createStepFiles(){let t=kt(this.#t.tempDir,"step-"),e=await kc(t).catch(o=>{throw Ht(this.#n,`${t}XXXXXX`,"a st\
ep's directory of file commands",o,{made:!0})}),n={output:kt(e,"output"),env:kt(e,"env"),path:kt(e,"path"),state:kt(e,"s\
tate"),step_summary:kt(e,"summary")},r=Object.keys(n);return await Promise.all(r.map(o=>$c(n[o],"",{flag:"wx",mode:384}))).
catch(o=>{let i=r.find(l=>n[l]===o.path)??"output";throw Ht(this.#n,n[i],`the step's ${Tc[i]} file`,o)}),n}async runScript(t){
await this.#t.recordWrites?.settled(),this.#f(t.defaults.GITHUB_EVENT_PATH);let e=t.files??await this.createStepFiles();
try{let n={...this.#b(t),[Z.output]:e.output,[Z.env]:e.env,[Z.path]:e.path,[Z.state]:e.state,[Z.stepSummary]:e.step_summary},
r=0,o=P=>{this.#H(P.slice(r)),r=P.length},i=new cn({allowUnsecureCommands:n.ACTIONS_ALLOW_UNSECURE_COMMANDS?.toLowerCase()===
"true",allowUnsecureStopCommandTokens:["true","1","$true"].includes(n.ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TOKENS?.toLowerCase()??
""),redact:(P,x)=>(o(x),q(P,this.#t.secrets).text)}),l=this.#y(t),a=`\u2500\u2500 step ${t.step+1}: ${t.name}
`,u=this.#C(t.leg,t.step,a),d=new Rn(this.#t.secrets,P=>os(P,i.masks),P=>this.#E(t.leg,P)),c,p;try{c=await this.#v(t).run(
{script:t.script,shell:t.shell??Br,cwd:this.#_(t.workingDirectory),env:n,signal:t.signal,stop:"interrupt",kill:t.kill,onOutput:(P,x)=>{
i.push(P,x),o(i.masks),l?.push(P,x),d.push(P,x)}})}finally{l?.end(),p=d.end()}let{masks:f,annotations:g,commands:h}=i.end();
o(f);let b=this.#F(os(c.output,f));this.#J(t.leg,u+p,this.#F(a)+b);let[[m,w,S],{text:$,...E}]=await Promise.all([Promise.
all([e.output,e.env,e.path].map(P=>vc(P,"utf8"))),_c(e.step_summary)]);return{exitCode:c.exitCode,signal:c.signal,files:{
output:m??"",env:w??"",path:S??"",summary:$},...E,masks:f,annotations:g,commands:h,output:b}}finally{await xc(Oc(e.output),
{recursive:!0,force:!0})}}#c;eventPath(t){return`${t}${Ac}`}#f(t){if(!(t===void 0||t===""))try{this.#p(t)}catch(e){throw Ht(
this.#n,t,"the event payload (GITHUB_EVENT_PATH)",e)}}#p(t){this.#c??=Buffer.from(JSON.stringify(this.#t.github.event,null,
2));let e=this.#c,n;try{n=(0,D.openSync)(t,D.constants.O_RDONLY|D.constants.O_NOFOLLOW|D.constants.O_NONBLOCK);let o=(0,D.fstatSync)(
n);if(o.isFile()&&o.size===e.length&&(0,D.readFileSync)(n).equals(e))return}catch(o){if(o.code==="ENOENT"){(0,D.writeFileSync)(
t,e,{flag:"wx",mode:384});return}}finally{n!==void 0&&(0,D.closeSync)(n)}let r=`${t}.${(0,fa.randomUUID)()}`;(0,D.writeFileSync)(
r,e,{flag:"wx",mode:384});try{(0,D.renameSync)(r,t)}catch{(0,D.rmSync)(t,{recursive:!0,force:!0}),(0,D.renameSync)(r,t)}}#h=0;legTemp={
open:async t=>{this.#h+=1;let e=kt(this.#t.tempDir,`runner-temp-${this.#h}`);try{(0,D.mkdirSync)(e,{mode:448})}catch(n){
throw Ht(this.#n,e,"the job's temp dir (RUNNER_TEMP)",n,{made:!0})}return e},close:async t=>{Cc(t,this.#g.get(t)??[]),this.#g.
delete(t);try{(0,D.rmSync)(this.eventPath(t),{recursive:!0,force:!0}),(0,D.rmdirSync)(t);return}catch{await tn(t)}}};#g=new Map;#w=new Set;#k=null;pauseCommands(){
if(this.#k!==null)return;let t=new Map;for(let[n,r]of this.#g)for(let o of r)this.#w.has(o)||t.set(o,n);let e=[...this.#w,
...Mc(t)];for(let n of e)ca(n,"SIGSTOP");this.#k=e}resumeCommands(){let t=this.#k??[];this.#k=null;for(let e of t)ca(e,"\
SIGCONT")}#y(t){let e=this.#t.onOutput;if(e===void 0)return;let n=new yn(()=>this.#t.secrets,o=>{let i=fn(o,hi);(i===null||
i.form==="legacy"&&!dn.has(i.command))&&e({job:t.job,leg:t.leg,line:o})}),r=new ee(500,()=>n.flush());return{push:(o,i)=>{
n.push(o,i),r.arm()},end:()=>{r.stop(),n.end()}}}#v(t){let e=t.defaults.RUNNER_TEMP;return{run:async n=>{let r;try{return await this.#t.
runner.run({...n,onStart:o=>{if(r=o,this.#w.add(o),e!==void 0){for(let[l,a]of this.#g)l!==e&&a.includes(o)&&this.#g.set(
l,a.filter(u=>u!==o));let i=this.#g.get(e)??[];i.push(o),this.#g.set(e,i)}n.onStart?.(o)}})}finally{r!==void 0&&this.#w.
delete(r)}}}}async loadAction(t){let e=this.#t.parseAction;if(!e)throw new k("action-invalid",`${t}: local actions canno\
t be read here`);return Or(this.#t.workspace,t,e)}async runAction(t){switch(this.#f(t.defaults.GITHUB_EVENT_PATH),t.action){case"\
stage":return this.#$(t);case"prepare":return this.#R(t);case"capture":return this.#A(t);case"report":return this.#U(t)}}#x(t,e){
let n=this.#t.workflow,o=n.jobs.find(i=>i.id===t.job)?.steps[t.step]?.with[Q.prompt];return{mode:e,job:t.job,stageJob:t.
stageJob,matrix:t.matrix,upstream:t.upstream,...t.needsFacts===void 0?{}:{needsFacts:t.needsFacts},workflowJobs:t.jobIds,
github:this.#t.github,...this.#t.madeEvent===void 0?{}:{madeEvent:this.#t.madeEvent},...this.#t.madeEventRun===void 0?{}:
{madeEventRun:this.#t.madeEventRun},run:this.#t.run,parentRun:this.#t.parentRun??null,secrets:[...t.secrets,...Le(this.#b(
t))],promptSource:`${o?tt(n.fileName,o.position):n.fileName} jobs.${t.job} prompt`,readFile:i=>Rr(this.#t.workspace,i,bt.
templateBytes),parseVars:Zr}}#b(t){let e={CI:"true",...this.#t.baseEnv,...t.env,...t.defaults};return e.PATH=Nc(t.path,e.
PATH),e}async#$(t){let e;try{e=Ke(t.inputs,this.#x(t,"stage"))}catch(o){if(!(o instanceof k))throw o;return{ok:!1,outputs:{
...Jo()},env:{},summary:"",recorded:[],message:wt(o)}}this.#M(t);let n=this.#y(t),r;try{r=await qo(e,{openRun:this.#t.openRun,
store:this.#t.store,workspace:this.#s,runner:this.#v(t),env:this.#b(t),signal:t.signal,reporter:this.#P(t),...n?{onOutput:(o,i)=>n.
push(o,i)}:{}})}finally{n?.end()}return this.#C(t.leg,t.step,`\u2500\u2500 step ${t.step+1}: stage ${e.stage}: ${r.attempts.
length} attempt(s), ${r.outcome.reason}; the agent's output is in ${Ks.log} of each attempt
`),{ok:r.ok,outputs:{...r.outputs},env:{},summary:As(r.final,e.redact,this.#t.secrets),recorded:r.attempts.map(Es),message:r.
outcome.message}}async#R(t){let e=Ke(t.inputs,this.#x(t,"prepare"));this.#M(t);let n=await rn(e,{openRun:this.#t.openRun,
store:this.#t.store,workspace:this.#s});if(n.kind==="refused")return{ok:!1,outputs:ts("prepare",n.result.outputs),env:{},
summary:As(n.result.final,e.redact,this.#t.secrets),recorded:n.result.attempts.map(Es),message:n.result.outcome.message};
let{prepared:r}=n;for(let o of r.warnings)this.#O(t,"warning",o.message);return this.#r.set(`${t.leg}\0${e.stage}`,{prepared:r,
redact:Gn(t.inputs[Q.redact]??"")}),{ok:!0,outputs:{"prompt-path":r.promptPath,"handoff-path":r.handoffPath},env:{BATON_PROMPT_PATH:r.
promptPath,BATON_HANDOFF_PATH:r.handoffPath,BATON_STAGE:e.stage},summary:"",recorded:[],message:null}}async#A(t){let e=Ke(
t.inputs,this.#x(t,"capture")),n=`${t.leg}\0${e.stage}`,r=this.#r.get(n);if(!r)throw new k("capture-without-prepare",`st\
age ${e.stage}: no prepare step ran before this capture in job ${t.job}`);this.#r.delete(n);let{prepared:o}=r,i=new Set(
Gn(t.inputs[Q.redact]??"")),l=Yr(r.redact.length,r.redact.filter(u=>i.has(u)).length);if(l)throw l;let a=await sn(e,o,null,
{store:this.#t.store,workspace:this.#s},{cancelled:t.signal.aborted});return{ok:a.outcome.reason==="completed",outputs:ts(
"capture",a.outputs),env:{},summary:As(a,e.redact,this.#t.secrets),recorded:[Es(a)],message:a.outcome.message}}async#U(t){
let e={name:this.#t.github.event_name,payload:this.#t.github.event},n;try{n=gs(t.inputs,e)}catch(l){if(!(l instanceof k))
throw l;if(l.code!=="issue-number-missing")return{ok:!1,outputs:{},env:{},summary:"",recorded:[],message:wt(l)};this.#O(
t,"warning",`on GitHub this step fails: ${l.message}`),n={...gs({...t.inputs,[Q.mode]:"summary"},e),mode:hs(t.inputs)}}let r=await Ns(
this.#t.store),o=Mo(r,{workflow:this.#t.workflow.name??this.#t.workflow.fileName,runId:this.#t.run.id,key:n.key,includeDetail:n.
includeDetail,recordsLocation:`\`${Pc(this.#t.workspace,this.#t.runDir)||this.#t.runDir}\``,runUrl:null,secrets:t.secrets,
cancelled:this.#t.runCancelled?.()??!1});await Ie(kt(this.#t.runDir,ft.report),o),this.#O(t,"info",`report written to ${kt(
this.#t.runDir,ft.report)}; no comment is posted from a local run`);let i=n.mode==="comment"?"":o;return{ok:!0,outputs:{},
env:{},summary:i,recorded:[],message:null}}#M(t){let e=t.inputs[Q.parentRun]?.trim();e&&this.#O(t,"warning",`${Q.parentRun}\
 ${JSON.stringify(e)} is not read by baton run: the parent run here is the one given with --parent <run-id|latest>${this.#t.
parentRun?` (${this.#t.parentRun})`:" (none)"}`)}#O(t,e,n){this.#t.emit({type:"notice",at:this.#e().toISOString(),level:e,
job:t.job,leg:t.leg,message:n})}#P(t){return{info:e=>this.#L(t.leg,`[baton] ${e}
`),warning:e=>this.#O(t,"warning",e),error:e=>this.#O(t,"error",e),group:(e,n)=>n()}}#_(t){return t?Ec(this.#t.workspace,
t):this.#t.workspace}#j=new Set;#C(t,e,n){return this.#j.add(`${t}\0${e}`),this.#L(t,n)}addSecrets(t){this.#H(t)}#H(t){for(let e of t)
this.#t.secrets.includes(e)||this.#t.secrets.push(e)}#L(t,e){let n=this.#F(e);return this.#E(t,n),n}#F(t){return q(t.endsWith(
`
`)||t===""?t:`${t}
`,this.#t.secrets).text}#J(t,e,n){if(n.startsWith(e)){n.length>e.length&&this.#E(t,n.slice(e.length));return}let r=Buffer.
byteLength(e);this.#I(t,async o=>{let{size:i}=await o.stat();if(i<r)throw new Error(`it holds ${i} bytes, fewer than the\
 ${r} written of the step`);await o.truncate(i-r),await o.writeFile(n)})}#E(t,e){this.#I(t,n=>n.writeFile(e))}#I(t,e){let n=this.#i.
get(t);if(n===void 0){let r=kt(this.#t.runDir,ie(t)),o=(this.#u.get(t)??Promise.resolve()).then(()=>pa(r,"a",438));n=o.catch(
()=>{}),this.#i.set(t,n),this.#u.set(t,o.then(()=>{}))}this.#T(t,n,e)}#D(t){let e=this.#i.get(t);e!==void 0&&(this.#i.delete(
t),this.#T(t,e,async n=>{let{nlink:r}=await n.stat();if(await n.close(),r===0)throw Object.assign(new Error("ENOENT: the\
 file was removed while the run wrote it"),{code:"ENOENT"})}))}#T(t,e,n){let r=(this.#u.get(t)??Promise.resolve()).then(
async()=>{let o=await e;o!==void 0&&await n(o)}).catch(o=>{this.#d??=pe(kt(this.#t.runDir,ie(t)),`the job log of ${t}`,o)});
this.#u.set(t,r)}async drain(){await this.#o;for(let t of[...this.#i.keys()])this.#D(t);return await Promise.all(this.#u.
values()),this.#d??null}};function Ts(s,t){return`## ${t===s?s:`${s} (${t})`}

`}function Es(s){let{stage:t,attempt:e,status:n,outcome:r}=s.record;return{stage:t,attempt:e,status:Er(n,r.reason),warnings:zo(
s.record)}}function Nc(s,t){return[...s,...t?[t]:[]].join(Rc)}function As(s,t,e){let{record:n,handoff:r}=s,o=[...t,...e];
return Li(ji({record:n,handoff:r,secrets:o}),o)}async function _c(s){let t=await pa(s,"r");try{let{size:e}=await t.stat();
return e>bt.stepSummaryFileBytes?{text:"",summaryBytes:e}:{text:await t.readFile("utf8")}}finally{await t.close()}}async function Ns(s){
let t=await s.list();return(await Promise.all(t.map(n=>s.getAttempt(n.stage,n.attempt,n.runAttempt)))).filter(n=>n!==void 0)}
function Cc(s,t){let e=t.filter(o=>{try{return process.kill(-o,0),!0}catch{return!1}});if(e.length===0)return;let n;try{
n=(0,D.readdirSync)("/proc").filter(o=>/^\d+$/.test(o)&&Number(o)!==process.pid)}catch{for(let o of e)da(-o);return}let r=`\
RUNNER_TEMP=${s}`;for(let o of n){let i;try{i=(0,D.readFileSync)(`/proc/${o}/environ`,"utf8")}catch{continue}i.split("\0").
includes(r)&&da(Number(o))}}function Mc(s){if(s.size===0)return[];let t;try{t=(0,D.readdirSync)("/proc").filter(n=>/^\d+$/.
test(n)&&Number(n)!==process.pid)}catch{return[]}let e=new Set;for(let n of t){let r;try{r=(0,D.readFileSync)(`/proc/${n}\
/stat`,"utf8")}catch{continue}let[o,,i]=r.slice(r.lastIndexOf(")")+2).split(" "),l=Number(i),a=s.get(l);if(a===void 0||o===
"Z"||e.has(l))continue;let u;try{u=(0,D.readFileSync)(`/proc/${n}/environ`,"utf8")}catch{continue}u.split("\0").includes(
`RUNNER_TEMP=${a}`)&&e.add(l)}return[...e]}function ca(s,t){try{process.kill(-s,t)}catch{}}function da(s){try{process.kill(
s,"SIGKILL")}catch{}}import{lstat as jc}from"node:fs/promises";import{join as Lc}from"node:path";async function ga(s,t,e,n){let r;try{r=await s.resolve(t)}catch(c){throw c instanceof k?new k(c.code,c.message,{where:e.
parent,details:c.details}):c}let o=`give ${e.parent} another run`,i=(c,p,f="parent-invalid")=>new k(f,`run ${r} ${c}`,{where:e.
parent,details:p}),l=s.runDir(r),a=Lc(l,Xt);if(await jc(a).then(()=>!1,c=>jt(c,"ENOENT")))throw i(`cannot be continued: \
it has no ${Xt}, so it holds no run (a run that could not start leaves such a directory)`,[`remove it (rmdir ${Lr(l)}) i\
f it is empty, then start this run again; or ${o}`]);let u=await s.readSummary(r).catch(c=>{throw c instanceof k?i(`cann\
ot be continued: its ${Xt} cannot be read`,[...Cn(c),o]):c});if(Xe(u)==="running"&&n.GITHUB_RUN_ID!==r){let c=Ye(u),p=c===
null?`run ${r} is still running`:Ze(r,c);throw new k("parent-running",`${p}: its last records may not be stored yet, and\
 this run's hops count on from them`,{where:e.parent,details:[`wait for it to end${c===null?"":" there"}, then start thi\
s run again; a run started by one of its steps (GITHUB_RUN_ID names it) continues it while it runs`,...c===null?[]:[Qe(c,
l,`give ${e.parent} another run, or remove it`)]]})}let{unreadable:d}=await Do(await s.open(r),u.jobs);if(d.length>0){let c=d.
filter(h=>!Qn(h.code)),p=[...new Set(c.flatMap(h=>Cn(h.reason).slice(1)))],f=u.jobs.flatMap(h=>h.stages),g=[...new Set(d.
filter(h=>Qn(h.code)).map(h=>h.stage))].sort((h,b)=>ha(f,h)-ha(f,b));if(g.length>0){let[h]=g,b=g.length===1;p.push(`put \
the ${b?"record of stage":"records of stages"} ${g.join(", ")} back from a copy, or record ${b?"it":"them"} again in a n\
ew run and give ${e.parent} that run instead: ${e.replay(r,h)}`)}throw i(`cannot be continued: ${d.length} of its record\
s cannot be read, and this run's hops count on from them`,[...d.map(h=>h.reason.split(`
`)[0]),...p,`then start this run again, or ${o}`])}return r}function ha(s,t){let e=s.indexOf(t);return e===-1?s.length:e}var Ic=s=>or(Un([st(),tr(),Wt()],{error:t=>`${Ct(t.input)} is not ${s}: give a string, a finite number or true/false`}).
check(Yt(t=>typeof t!="number"||Number.isFinite(t),{error:t=>`${Ct(t.input)} is not ${s}: give a string, a finite number\
 or true/false`}),Yt(t=>typeof t!="number"||!Number.isInteger(t)||Number.isSafeInteger(t),{error:t=>`${Ct(t.input)} is p\
ast the integers a JavaScript number holds exactly: give it as a string`})),rr(t=>String(t))),ma=(s,t,e)=>ae(st(),Ic(e),
{error:n=>`takes an object of ${t} and their values (${s}), not ${xt(n.input)}`}),ne=()=>st({error:s=>`takes a string, n\
ot ${xt(s.input)}`}),_s=()=>le(s=>typeof s=="function",{error:s=>`takes a function, not ${xt(s.input)}`}),wa=()=>le(s=>s instanceof
AbortSignal,{error:s=>`takes an AbortSignal, not ${xt(s.input)}`}),ya=s=>Wt({error:t=>`takes a number of milliseconds, n\
ot ${xt(t.input)}`}).check(Yt(t=>Number.isFinite(t)&&(s==="from 0"?t>=0:t>0),{error:t=>`${Ct(t.input)} is not a number o\
f milliseconds ${s}`}));function ba(s){return Object.entries(s).find(([,t])=>t!==void 0&&typeof t!="string")}var Dc=Mt(st(
{error:s=>`${Ct(s.input)} is not the name of an environment variable`}),{error:s=>{let t=JSON.stringify(typeof s.input==
"string"?[s.input]:s.input!==null&&typeof s.input=="object"?Object.keys(s.input).slice(0,2):["MY_TOKEN"]),e=s.input!==null&&
typeof s.input=="object"&&!Array.isArray(s.input);return`takes a list of the names of environment variables that hold th\
e secrets (secrets: ${t}), not ${xt(s.input)}${e?": set each in env and name it here":""}`}}),ka=nr({cwd:z(ne()),job:z(ne()),
inputs:z(ma('{ issue: "42" }',"the inputs","an input value")),event:z(Un([st(),ae(st(),er())],{error:s=>`takes the path \
of a JSON file or the payload as an object, not ${xt(s.input)}`})),eventName:z(ne()),vars:z(ma('{ NAME: "value" }',"the \
variables","a variable value")),secrets:z(Dc),env:z(le(s=>s!==null&&typeof s=="object"&&!Array.isArray(s),{error:s=>`tak\
es an object of variables and their values, not ${xt(s.input)}`}).check(Yt(s=>ba(s)===void 0,{error:s=>{let[t,e]=ba(s.input);
return`${t}: ${Ct(e)} is not an environment variable's value: give a string`}}))),concurrency:z(Wt({error:s=>`${Ct(s.input)}\
 is not a whole number from 1`}).check(Yt(s=>Number.isSafeInteger(s)&&s>=1,{error:s=>`${Ct(s.input)} is not a whole numb\
er from 1`}))),onEvent:z(_s()),onOutput:z(_s()),signal:z(wa()),cancel:z(wa()),pausable:z(_s()),killGraceMs:z(ya("from 0")),
minuteMs:z(ya("above 0")),storeDir:z(ne()),facts:z(le(s=>s!==null&&typeof s=="object"&&!Array.isArray(s),{error:s=>`take\
s an object of facts about the checkout, not ${xt(s.input)}`})),repositoryRoot:z(ne()),parent:z(ne())},{error:s=>`takes \
an object of options, not ${xt(s.input)}`}),Sa=["job","inputs","event","eventName","vars"],Wc=sr(ka,{job:!0,inputs:!0,event:!0,
eventName:!0,vars:!0});function Cs(s,t="runWorkflow"){let e=t==="runWorkflow"?ka:Wc,n=e.safeParse(s??{});if(n.success)return n.
data;let r=Object.keys(e.shape),o=n.error.issues.flatMap(a=>a.code==="unrecognized_keys"?a.keys.map(u=>({where:[...a.path,
u],message:Sa.includes(u)?`${t} has no such option: a replay is started as the run it replays was (its ${Sa.join(", ")})`:
`${t} has no such option${Ce(u,r)}`})):[{where:a.path,message:a.message}]),[i,...l]=o.map(a=>({where:Uc(a.where),message:a.
message}));throw new k("usage",i.message,{where:i.where===""?t:i.where,details:l.map(a=>a.where===""?a.message:`${a.where}\
: ${a.message}`)})}function Uc(s){return s.map((t,e)=>typeof t=="number"?`[${t}]`:typeof t=="string"&&/^[A-Za-z_$][\w$-]*$/.
test(t)?`${e===0?"":"."}${t}`:`[${JSON.stringify(String(t))}]`).join("")}var xa=/^[A-Za-z_][A-Za-z0-9_]*$/,Zc=Mt(_e({id:st(),result:Xn,outputs:ae(st(),st()),stages:Mt(st()),legs:Mt(st()),withheld_outputs:z(
Mt(st())),leg_results:z(Mt(_e({leg:st(),result:Xn,reason:z(st())}))),skip_reason:z(st()),summary_parts:z(Mt(_e({leg:st(),
offset:Wt().check(Wn(),Qs()),bytes:Wt().check(Wn(),Zs())})))}));async function qg(s,t={}){return Qc(s,t,Kn)}async function Qc(s,t,e,n="\
clean-up"){gd(s);let r=Cs(t),o=Ls(r.cwd),i=zt(o,r.storeDir??Te),l=await $a(i,n);return Ra(s,{...r,cwd:o,storeDir:i},{words:e,
replay:null,leftovers:l})}async function $a(s,t){return t==="clean-up"?$o(new qe(s)):[]}async function Ra(s,t,{words:e,replay:n,
leftovers:r}){let o=Ls(t.cwd);n===null&&rd(t.vars??{},e);let i=t.env??process.env,l=ad(i,[...Ln,...t.secrets??[]]),a=zt(
o,s),u=Yc(o,a)||s,d=await Re(a,"utf8").catch(C=>{throw n?sd(s,n.run,C,e):Ir(o,s,C)}),c=t.facts??{},p=Wo(o,i,c),f=Pr(o),g=(C,ct,gt)=>hr(
C,ct,gt,{ownAction:f}),h=await pr(d,u,{ownAction:f}),b=await Uo(zt(o,t.repositoryRoot??"."),h,f),m=(0,Ms.createHash)("sh\
a256").update(d).digest("hex"),w={};for(let[C,ct]of b)"unreadable"in ct||(w[C]=(0,Ms.createHash)("sha256").update(ct.source).
digest("hex"));let S=null;if(typeof t.event=="string"){let C=t.event,ct=await Re(zt(o,C),"utf8").catch(gt=>{throw ue(C,gt,
"event file")});S=no(ct,C)}else t.event&&(so(t.event,"event"),S=t.event);let $=od(t.secrets??[],i,n&&{run:n.run,secrets:n.
invocation.secrets},e),E=[...Object.values($),...Ln.map(C=>i[C]).filter(C=>C!==void 0&&C!==""),...Le(i)],P=Ho({cwd:o,known:c,
checkout:await p,payload:S,ownAction:f,calledWorkflows:b}),x=P.facts,R=ld(E,()=>lo(h,ce,{job:t.job,inputs:t.inputs,event:S,
eventName:t.eventName,vars:t.vars,secretValues:E,secretNames:Object.keys($),words:e,...P})),_=mo(h,ce,{called:b,expanded:R.
expanded}),W=Ni(h,R.eventName,R.event,t.event===void 0,x.commit&&{sha:x.sha,message:x.commit.message}),Y=new Set(Object.
keys($).map(C=>C.toUpperCase())),v=Ai(h,ce,Y,new Set(Object.entries(t.vars??{}).filter(([,C])=>C!=="").map(([C])=>C.toUpperCase()))),
j=zt(o,t.storeDir??Te),J=new qe(j),O=n?await cd(J,j,h,R,n,{workflow:m,called:w},e):null,L=n?.invocation.event_made===!0,
V=t.event===void 0||L,F=t.parent===void 0?null:await ga(J,t.parent,e,i),y=td(),A=[],U={where:`the run's temp dir, in ${y.
place}`,makeRoom:y.makeRoom,fewerJobs:e.fewerJobs,failed:C=>{A.includes(C)||A.push(C)}},et=new Date,X,Pt=(C,ct,gt,Pe=null)=>Qt(
{workflow:h.name??u,workflow_path:u,status:C,started_at:et.toISOString(),finished_at:gt?gt.toISOString():null,duration_ms:gt?
Math.max(0,gt.getTime()-et.getTime()):null,replay_of:O?O.run:null,...Pe===null?{}:{reason:Pe},...C==="running"?{process:{
...ud(),...X===void 0?{}:{temp:X}}}:{},jobs:ct},E),H=await J.createRun(Pt("running",[],null)),T=H.runDir,N=Xc(T),M=new Fr(
T,{writeBehind:!0}),G=new we(M),Tt,ot,K,ut;try{let C=new Map,ct={workflow_path:u,workflow_sha256:m,called_sha256:w,job:t.
job??null,inputs:t.inputs??{},event_name:R.eventName,event:R.event,...V?{event_made:!0}:{},vars:t.vars??{},secrets:t.secrets??
[],parent:F},gt=Qt(ct,E),Pe=js(ct).some(I=>He(I,E))||JSON.stringify([gt.inputs,gt.vars])!==JSON.stringify([ct.inputs,ct.
vars]);await va(lt(T,ft.invocation),"how the run was started",`${JSON.stringify(Pe?{...gt,redacted:!0}:gt,null,2)}
`),O&&(await md(O.store,H,O.stages),await wd(lt(j,O.run),T,O.jobs.values())),X=await Bc(lt(y.dir,`baton-run-${N}-`)).catch(
I=>{throw new k("tempdir-invalid",`the run's temp dir could not be made there: ${Ae(I,e.fewerJobs)}`,{where:y.where,cause:I,
...jt(I,"ENOSPC","EDQUOT")?{details:[y.makeRoom]}:{}})}),await J.writeSummary({id:N,...Pt("running",[],null)});let An=new AbortController,
Ws=(I,nt)=>{K===void 0&&(K={error:I},queueMicrotask(()=>An.abort(nt)))},Us=(I,nt)=>mt=>{if(!(K!==void 0||nt===void 0))try{
let Nt=nt(mt);Sd(Nt)&&Promise.resolve(Nt).catch(B=>Ws(B,`stopped because the promise the ${I} callback returned was reje\
cted`))}catch(Nt){Ws(Nt,`stopped because the ${I} callback threw`)}},Pa=Us("onEvent",t.onEvent),Tn=t.signal?AbortSignal.
any([t.signal,An.signal]):An.signal,Nn=new wn(lt(T,ft.events));Tt=Nn;let Hs=I=>{let nt=Qt(I,E);if(Nn.write(nt),Pa(nt),I.
type==="run-started"){let mt=Object.keys($).filter(B=>$[B].length<vt.minSecretLength),Nt=[...r.map(B=>({level:B.running.
length>0||!B.removed||!B.looked?"warning":"info",message:Ro(B)})),...wo(_).map(B=>({level:"warning",message:B})),...R.notices,
...W===null?[]:[{level:"warning",message:`${W} (it runs here as asked)`}],...v.filter(B=>!B.fallsBack).map(({name:B,where:_n})=>({
level:"warning",message:`${_n}: secrets.${B} is read, but ${e.secretNotGiven(B)}: it is empty in this run, as on GitHub \
for a secret the repository does not have (${e.giveSecret(B)} to set it)`})),...v.filter(B=>B.fallsBack).map(({name:B,where:_n})=>({
level:"info",message:`${_n}: secrets.${B} is read, but ${e.secretNotGiven(B)}: each read of it falls back with || to ano\
ther value, which this run takes (${e.giveSecret(B)} to set it)`})),...mt.map(B=>({level:"warning",message:`secret ${B} \
is shorter than ${vt.minSecretLength} characters, so it is not redacted: it will appear wherever a step or agent prints \
it (a value that short would blank out ordinary words)`}))];for(let B of Nt)re(I.at,B.level,B.message);O?.whole&&re(I.at,
"info",O.whole)}if(I.type==="run-started"&&O!==null&&O.changed.length>0){let mt=O.changed.map(Nt=>Nt===""?u:Nt);re(I.at,
"warning",`${mt.join(" and ")} changed since run ${O.run}: this replay runs ${mt.length===1?"the file":"the files"} as ${mt.
length===1?"it is":"they are"} now`)}I.type==="run-started"&&O?.redactedStart&&re(I.at,"warning",O.redactedStart),I.type===
"run-started"&&O!==null&&O.summaries===null&&O.jobs.size>0&&re(I.at,"info",`the step summaries of the jobs reused from r\
un ${O.run} cannot be told apart in its ${ft.summary} (it was stored by an earlier baton, could not write them all, or w\
as edited since): this replay's ${ft.summary} holds only those of the jobs it runs`)},re=(I,nt,mt)=>Hs({type:"notice",at:I,
level:nt,job:null,leg:null,message:mt}),Vt=eo({eventName:R.eventName,payload:R.event,facts:x,runId:N,workflow:h,workflowPath:u});
if(ot=new On({workflow:R.workflow,expressions:ce,parseAction:g,workspace:o,runDir:T,storeDir:j,tempDir:X,tempPlace:U,store:G,
recordWrites:M,runCancelled:()=>Tn.aborted||t.cancel?.aborted===!0,runner:new on({tempDir:X,reuseScripts:!0,secrets:E,...t.
killGraceMs===void 0?{}:{killGraceMs:t.killGraceMs},noPathHint:e.noPath,tempPlace:U,fewerJobs:e.fewerJobs}),baseEnv:l,run:{
id:N,attempt:1,workflow:h.name??u,repository:x.repository,event_name:R.eventName,sha:String(Vt.sha),ref:String(Vt.ref)},
github:{repository:x.repository,ref:String(Vt.ref),sha:String(Vt.sha),run_id:N,actor:String(Vt.actor),event_name:R.eventName,
event:R.event},...V?{madeEvent:R.eventName}:{},...L&&O?{madeEventRun:O.run}:{},secrets:E,parentRun:F,openRun:I=>{let nt=C.
get(I);return nt||(nt=J.open(I).then(mt=>new we(mt)),C.set(I,nt)),nt},emit:Hs,eventsFailure:()=>Nn.failure,...t.onOutput?
{onOutput:Us("onOutput",t.onOutput)}:{}}),t.pausable){let I=ot;for(let nt of[Tn,t.cancel])nt?.addEventListener("abort",()=>I.
resumeCommands(),{once:!0});t.pausable({pause:()=>I.pauseCommands(),resume:()=>I.resumeCommands()})}for(let{job:I,leg:nt,
markdown:mt}of O?.summaries??[])ot.summary(I,nt,mt);ut=await Ei(R,ot,{runId:N,concurrency:t.concurrency??Kc(),fewerJobs:e.
fewerJobs,signal:Tn,cancel:t.cancel,secrets:$,github:Vt,runner:{os:process.platform==="darwin"?"macOS":process.platform===
"win32"?"Windows":"Linux",arch:process.arch==="arm64"?"ARM64":process.arch==="x64"?"X64":process.arch.toUpperCase(),temp:X,
toolCache:lt(X,"tool-cache"),workspace:o,workspaceParent:Pn(o)},reuse:O?.jobs,minuteMs:t.minuteMs})}catch(C){ut={error:C}}
M.close();let[Oe]=await Promise.all([ot?.drain()??null,M.settled()]);Tt?.close(),X!==void 0&&await tn(X);let yt="error"in
ut?null:ut,se=[],Kt=C=>{C&&!se.some(ct=>ct.includes(C))&&se.push(C)};if((yt===null||yt.status==="failure")&&Kt(ed(A)),Kt(
yt?.reason),"error"in ut&&Kt(wt(ut.error)),Kt(Oe),Kt(Tt?.failure),yt!==null)try{await va(lt(T,ft.jobs),"the jobs' result\
s",`${JSON.stringify(id(yt.jobs,E,ot?.summaryParts()??null),null,2)}
`)}catch(C){Kt(wt(C))}let Fs=yt===null||yt.status==="success"&&se.length>0?"failure":yt.status,En=se.length===0?null:q(se.
join(`
`),E).text,Oa=(yt?.jobs??[]).map(C=>({id:C.id,stages:C.stages,result:C.result,...O?.jobs.has(C.id)?{reused:!0}:{}}));try{
await J.writeSummary({id:N,...Pt(Fs,Oa,new Date,En)})}catch(C){throw nd(T,C,En)}if(K!==void 0)throw K.error;if("error"in
ut)throw ut.error;let Is=await Ns(M.writeFailure?M:G),Ds=So(Is);return{runId:N,runDir:T,status:Fs,reason:En,records:Is,chain:Ds,
finalStage:ko(Ds)}}function td(){let s=qc(),t=!!process.env.TMPDIR,e=t?`TMPDIR ${s}`:`temp dir ${s}`,n=t?`TMPDIR ${qt(s)}`:
`${qt(s)} (TMPDIR is not set)`,r=`make room in ${t?"TMPDIR":qt(s)}, or set TMPDIR to a directory on another disk`,o;try{
o=(0,Gt.statSync)(s)}catch(i){if(!jt(i,"ENOENT","ENOTDIR"))throw ue(e,i)}if(o?.isDirectory()!==!0)throw new k("tempdir-i\
nvalid",`${o===void 0?"no such directory":"is not a directory"}; baton run keeps each run's scratch files there`,{where:e,
details:[`${o===void 0?"create it, or ":""}set TMPDIR to a directory`]});return{dir:s,where:e,place:n,makeRoom:r}}function ed(s){
let[t]=s;if(t===void 0)return null;let e=s.length-1;return e===0?t:`${t}
and ${e} more ${e===1?"file":"files"} in the run's temp dir could not be written either`}async function va(s,t,e){try{await Ie(
s,e)}catch(n){throw new k("run-write-failed",qn(t,n),{where:s,cause:n})}}function nd(s,t,e){let n=!(0,Gt.existsSync)(s),
r=e===null||n?[]:[`the run failed: ${e.replaceAll(`
`,`
  `)}`];return new k("run-write-failed",n?"the run's directory was removed while it ran: nothing more of the run could b\
e stored":`its end could not be stored in ${Xt}: ${wt(t)}; baton runs shows it as interrupted`,{where:s,details:r,cause:t})}
function sd(s,t,e,n){let r=ue(s,e);return jt(e,"ENOENT")?new k(r.code,`${r.message}: run ${t} ran this workflow file, an\
d a replay runs it as it is now`,{...r.where===void 0?{}:{where:r.where},details:[`put it back (from git, if it was comm\
itted) to replay run ${t}, or start a new run of another workflow with ${n.runCommand}`],cause:e}):r}function rd(s,t){let e=new Map;
for(let n of Object.keys(s)){if(!xa.test(n)||n.toUpperCase().startsWith("GITHUB_"))throw new k("usage",`${JSON.stringify(
n)} is not a name GitHub allows for a variable: letters, digits and _, not starting with a digit or with GITHUB_`,{where:t.
vars});let r=e.get(n.toUpperCase());if(r!==void 0)throw new k("usage",`${JSON.stringify(r)} and ${JSON.stringify(n)} are\
 one variable on GitHub (names are not case-sensitive); give it once`,{where:t.vars});e.set(n.toUpperCase(),n)}}function od(s,t,e,n){
let r=s.find(a=>!xa.test(a));if(r!==void 0)throw new k("usage",r.startsWith("-")&&n.flags?`takes the name of an environm\
ent variable after it (--secret NAME), not ${JSON.stringify(r)}`:`${JSON.stringify(r)} is not the name of an environment\
 variable (letters, digits and _, not starting with a digit)`,{where:n.secrets});let o={},i=[],l=[];for(let a of s){let u=t[a];
u===void 0?i.push(a):u===""?l.push(a):o[a]=u}if(i.length+l.length>0){let a=(c,p)=>c.length===0?[]:[`${c.length===1?"secr\
et":"secrets"} ${p}: ${c.join(", ")}`],u=e===null?"running":"replaying",d=(c,p="")=>e?.secrets.includes(c)?`: run ${e.run}\
 was started with ${n.passSecret(c)}`:`, or ${n.dropSecret(c)}${p}`;throw new k("secret-missing",[...a(i,"not set in the\
 environment"),...a(l,"set to the empty string")].join("; "),{details:[...i.map(c=>`${n.setSecret(c)} before ${u}${d(c)}`),
...l.map(c=>`${n.setSecret(c)} with its value before ${u}${d(c,": an empty secret is no secret (one not given is '' in t\
he run, as on GitHub)")}`)]})}return o}function id(s,t,e){return s.map(n=>{let r={},o=[...n.withheldOutputs??[]];for(let[
g,h]of Object.entries(n.outputs))q(h,t).redactions.length>0?o.push(g):r[g]=h;let i=(n.legResults??[]).map(({leg:g,result:h,
reason:b})=>({leg:g,result:h,...b===void 0?{}:{reason:b}})),l=(e??[]).filter(g=>g.job===n.id).map(({leg:g,offset:h,bytes:b})=>({
leg:g,offset:h,bytes:b})),{id:a,stages:u,legs:d,ends:c,skipped:p,summaryParts:f}=Qt({id:n.id,stages:n.stages,legs:n.legs,
ends:i,skipped:n.skipReason,summaryParts:l},t);return{id:a,result:n.result,outputs:r,stages:u,legs:d,...o.length>0?{withheld_outputs:Qt(
o,t)}:{},...c.length>0?{leg_results:c}:{},...p===void 0?{}:{skip_reason:p},...f.length>0?{summary_parts:f}:{}}})}function js(s){
return typeof s=="string"?[s]:Array.isArray(s)?s.flatMap(js):s!==null&&typeof s=="object"?Object.values(s).flatMap(js):[]}
function ad(s,t){let e=new Set(t),n={};for(let[r,o]of Object.entries(s))o!==void 0&&!e.has(r)&&(n[r]=o);return n}function ld(s,t){
try{return t()}catch(e){if(!(e instanceof k))throw e;let n=r=>q(r,s).text;throw new k(e.code,n(e.message),{...e.where===
void 0?{}:{where:n(e.where)},details:e.details.map(n),cause:e.cause})}}function ud(){let s=bo(process.pid);return{pid:process.
pid,host:Vc(),...s?{start:s}:{}}}async function cd(s,t,e,n,r,o,i){let{run:l,invocation:a}=r,u=await s.readSummary(l),d=await s.
open(l),{jobs:c,summaryParts:p}=await dd(lt(t,l),u,i.run(a.workflow_path)),f=[];a.workflow_sha256!==void 0&&a.workflow_sha256!==
o.workflow&&f.push("");let g=a.called_sha256;if(g!==void 0)for(let y of[...new Set([...Object.keys(g),...Object.keys(o.called)])].
sort())g[y]!==o.called[y]&&f.push(y);let h=[...new Set(c.flatMap(y=>y.stages))],b=c.map(y=>y.id),m=`stages: ${h.join(", ")||
"(none)"}; jobs: ${b.join(", ")||"(none)"}`;if(r.from.trim()==="")throw new k("usage",`is empty; name the stage or job o\
f run ${l} to run again from: ${m}`,{where:i.from});let w=c.find(y=>y.id.includes("/")&&(y.stages.includes(r.from)||y.legs.
includes(r.from)))?.id??c.find(y=>y.stages.includes(r.from)||y.legs.includes(r.from))?.id??(await d.get(r.from))?.record.
job??n.jobs.find(y=>y.id===r.from)?.id,S=w?.split("/")[0];if(S===void 0)throw new k("stage-unknown",`run ${l} has no sta\
ge or job ${r.from}${Ce(r.from,[...h,...b])}; ${m}`,{where:i.from});let $=S===r.from?`job ${S}`:`${w===r.from?"job":"sta\
ge"} ${r.from} belongs to job ${S}, which`;if(!e.jobs.some(y=>y.id===S)){let y=e.jobs.map(A=>A.id);throw new k("stage-un\
known",`${$} is no longer in ${e.fileName}: a replay runs the workflow file as it is now, not as run ${l} had it`,{where:i.
from,details:[`its jobs now: ${y.join(", ")||"(none)"}`]})}if(!n.jobs.some(y=>y.id===S))throw new k("stage-unknown",`${$}\
 is not part of this run${n.target===null?"":` (run ${l} was started with ${i.passJob(n.target)})`}`,{where:i.from});let E=new Set(
[S,...n.jobs.filter(y=>y.upstream.includes(S)).map(y=>y.id)]);for(let y of n.jobs)y.calledBy!==null&&E.has(y.calledBy)&&
E.add(y.id);let P=new Map,x=[];for(let y of n.jobs){if(E.has(y.id))continue;let A=c.find(U=>U.id===y.id);if(!A)throw new k(
"replay-incomplete",`run ${l} has no result for job ${y.id}; run it again in full`,{where:i.from});P.set(y.id,A),x.push(
...A.stages)}for(let y of n.jobs)if(E.has(y.id))for(let A of y.needs){let U=P.get(A)?.withheldOutputs??[];if(U.length===
0)continue;let et=U.join(", ");throw new k("replay-incomplete",`job ${A}'s output${U.length===1?` ${et} was`:`s ${et} we\
re`} not stored (it may hold a secret), so replaying from ${r.from} cannot give it to job ${y.id}`,{where:i.from,details:[
`replay from the job that made it: ${i.replay(l,A)}`]})}let R=new Map(e.jobs.map(y=>[y.id,y])),_=y=>(P.get(y)?.result??"\
success")!=="success",W=R.get(S);if(W?.if.text===null){let y=W.needs.map(A=>A.id).filter(_);if(y.length>0){let A=y[0];for(let U=0;P.
get(A)?.result==="skipped"&&U<e.jobs.length;U++){let et=R.get(A)?.needs.map(X=>X.id).find(_);if(et===void 0)break;A=et}throw new k(
"replay-skips",`job ${S} needs ${y.map(U=>`${U} (${P.get(U).result} in run ${l})`).join(", ")}, so replaying from ${r.from}\
 would skip it again`,{where:i.from,details:[`replay from the job that did not succeed: ${i.replay(l,A)}`]})}}let Y=new Set(
x),v=await d.list(),j=x.find(y=>!v.some(A=>A.stage===y));if(j!==void 0)throw new k("replay-incomplete",`run ${l} recorde\
d stage ${j}, but its record is gone from ${lt(t,l)}, so it cannot be reused`,{where:i.from,details:[`replay from that s\
tage, to run it again: ${i.replay(l,j)}`]});for(let y of v)if(Y.has(y.stage))try{await d.getAttempt(y.stage,y.attempt,y.
runAttempt)}catch(A){throw A instanceof k?new k("replay-incomplete",`run ${l}'s record of stage ${y.stage} (attempt ${y.
attempt}) cannot be reused: ${wt(A)}`,{where:i.from,details:[`replay from that stage, to run it again: ${i.replay(l,y.stage)}`]}):
A}let J=c.find(y=>y.id===S),O=r.from===S?null:w!==void 0&&w!==S?`every job of its call (${c.filter(y=>y.id.startsWith(`${S}\
/`)).map(y=>y.id).join(", ")})`:J&&J.legs.length>1?`every leg of its matrix (${J.legs.join(", ")})`:J&&J.stages.length>1?
`every stage of it (${J.stages.join(", ")})`:null,L=O===null?null:`${i.fromStage(r.from)}: job ${S} runs again whole, ${O}`,
V=Eo(l,a,"replay",i),F=await pd(lt(t,l),p,new Set(P.keys()));return{run:l,store:d,jobs:P,stages:x,changed:f,whole:L,redactedStart:V,
summaries:F}}async function dd(s,t,e){let n=t.id,r=lt(s,ft.jobs),o=await Re(r,"utf8").catch(c=>{throw fd(t,r,c,e)}),i=yo(
o,Zc,r,{code:"replay-incomplete",what:"the jobs' results baton stores",fix:`run ${n} cannot be replayed; run it again in\
 full`}),a=i.some(c=>c.legs.length>0||c.leg_results===void 0&&c.skip_reason===void 0)?await hd(s):{legs:new Map,skips:new Map},
u=i.some(c=>c.summary_parts!==void 0)?i.flatMap(c=>(c.summary_parts??[]).map(p=>({job:c.id,...p}))):null;return{jobs:i.map(
({withheld_outputs:c,leg_results:p,skip_reason:f,summary_parts:g,...h})=>{let b=a.legs.get(h.id),m=$=>{let E=b?.get($.leg);
return{...$,...E?.durationMs===void 0?{}:{durationMs:E.durationMs},...E?.failedStep===void 0?{}:{failedStep:E.failedStep}}},
w=p?.map(m)??(b===void 0?void 0:h.legs.map($=>b.get($)??{leg:$,result:h.result})),S=f??a.skips.get(h.id);return{...h,...c&&
c.length>0?{withheldOutputs:c}:{},...w===void 0?{}:{legResults:w},...S===void 0?{}:{skipReason:S}}}),summaryParts:u}}function fd(s,t,e,n){
let r=s.id,o=`run it again in full: ${n} with the same options`;if(Mr(e)){let{why:a,details:u}=jr(t,e,Pn(t),{dir:Pn(t),what:"\
the run"});return new k("replay-incomplete",`cannot be read: ${a}, so run ${r} cannot be replayed`,{where:t,cause:e,details:[
...u,`or ${o}`]})}if(!jt(e,"ENOENT"))return new k("replay-incomplete",`${ur(e)}, so run ${r} cannot be replayed`,{where:t,
cause:e,details:[o]});let i=Xe(s),l=Ye(s);return l!==null?new k("replay-incomplete",`${Ze(r,l)}, so it cannot be replaye\
d yet: a replay takes the jobs' results of a finished run`,{details:["replay it once it has ended there",Qe(l,Pn(t),`run\
 it again in full (${n} with the same options), and remove it`)]}):i==="running"?new k("replay-incomplete",`run ${r} is \
still running, so it cannot be replayed yet: a replay takes the jobs' results of a finished run`,{details:["replay it on\
ce it has ended"]}):i==="interrupted"?new k("replay-incomplete",`run ${r} was interrupted (its process ended before the \
run did), so it cannot be replayed: a replay takes the jobs' results of a finished run`,{details:[o]}):new k("replay-inc\
omplete",`is missing, so run ${r} (${i}) cannot be replayed: a finished run keeps its jobs' results there`,{where:t,details:[
...s.reason===void 0?[]:[`the run ended with: ${s.reason.split(`
`)[0]}`],`put it back if you have a copy, or ${o}`]})}async function pd(s,t,e){let n=await Re(lt(s,ft.summary)).catch(l=>jt(
l,"ENOENT")?Buffer.alloc(0):null);if(n===null)return null;if(n.length===0)return[];if(t===null)return null;let r=[...t].
sort((l,a)=>l.offset-a.offset),o=[],i=0;for(let l of r){if(l.offset!==i||l.offset+l.bytes>n.length)return null;i+=l.bytes;
let a=n.subarray(l.offset,l.offset+l.bytes).toString("utf8"),u=Ts(l.job,l.leg);if(!a.startsWith(u)||!a.endsWith(`

`))return null;e.has(l.job)&&o.push({job:l.job,leg:l.leg,markdown:a.slice(u.length,-2)})}return i===n.length?o:null}async function hd(s){
let t=await Re(lt(s,ft.events),"utf8").catch(()=>""),e=new Map,n=new Map,r=new Map,o=new Map;for(let i of vo(t,["job-fin\
ished","job-skipped","step-finished","step-started","stage-recorded"])){if(i.type==="job-skipped"&&n.set(i.job,i.reason),
i.type==="step-started"&&o.set(`${i.job}\0${i.leg}`,[]),i.type==="stage-recorded"){let u=o.get(`${i.job}\0${i.leg}`);u!==
void 0&&!u.includes(i.stage)&&u.push(i.stage)}if(i.type==="step-finished"&&i.conclusion==="failure"){let u=`${i.job}\0${i.
leg}`,d=o.get(u)??[];r.has(u)||r.set(u,{step:i.step,name:i.name,message:i.message,...i.output_tail===void 0?{}:{output_tail:i.
output_tail},...d.length===0?{}:{stages:d}})}if(i.type!=="job-finished")continue;let l=e.get(i.job)??new Map,a=i.failed_step??
r.get(`${i.job}\0${i.leg}`);l.set(i.leg,{leg:i.leg,result:i.result,...i.reason===void 0?{}:{reason:i.reason},durationMs:i.
duration_ms,...a===void 0||i.result!=="failure"?{}:{failedStep:a}}),e.set(i.job,l)}return{legs:e,skips:n}}function Ls(s){
let t=zt(s??process.cwd()),e;try{e=(0,Gt.statSync)(t)}catch(n){if(!jt(n,"ENOENT","ENOTDIR"))throw ue(t,n,"cwd")}if(e?.isDirectory()!==
!0)throw new k("usage",e===void 0?"no such directory":"is not a directory",{where:`cwd ${t}`});return t}function gd(s){if(typeof s!=
"string"||s.trim()==="")throw Dn("runWorkflow","the workflow file's path as its first argument (runWorkflow('.github/wor\
kflows/ci.yml', \u2026))",Ne(s))}async function md(s,t,e){let n=new Set(e);for(let r of await s.list())n.has(r.stage)&&await t.
copyAttempt(s,r.stage,r.attempt,r.runAttempt)}async function wd(s,t,e){let n=new Set;for(let r of e)for(let o of[...r.legs,
...(r.legResults??[]).map(i=>i.leg)])n.add(o);for(let r of n){let o=ie(r),i=lt(s,o);if((await Jc(i).catch(()=>null))?.isFile()!==
!0)continue;let l=xr(t,ft.jobLogPrefix);try{await Hc(i,l,Gt.constants.COPYFILE_EXCL),await zc(l,lt(t,o))}catch(a){throw await Gc(
l,{force:!0}),new k("run-write-failed",qn(`the job log of ${r}`,a),{where:lt(t,o),cause:a})}}}async function Xg(s,t,e={}){
return yd(s,t,e,Kn)}async function yd(s,t,e,n,r="clean-up"){bd(s,t);let o=Cs(e,"replayWorkflow"),i=Ls(o.cwd),l=zt(i,o.storeDir??
Te),a=await $a(l,r),u=await new qe(l).resolve(s),d=await Oo(lt(l,u),u);if(d.redacted)throw new k("replay-refused",`run ${u}\
 was started with a secret (or text shaped like a token) in ${Po(d,n)}, which was not stored, so it cannot be replayed`,
{details:[`start it again in full: ${n.run(d.workflow_path)} with the same options`]});return Ra(d.workflow_path,{...o,cwd:i,
storeDir:l,...d.job?{job:d.job}:{},inputs:d.inputs,event:d.event,eventName:d.event_name,vars:d.vars,secrets:[...new Set(
[...d.secrets,...o.secrets??[]])],...d.parent?{parent:d.parent}:{}},{words:n,replay:{run:u,from:t,invocation:d},leftovers:a})}
function bd(s,t){let e=[...typeof s=="string"&&s.trim()!==""?[]:[{takes:"the stored run's id (or 'latest') as its first \
argument (replayWorkflow('latest', 'fix', \u2026))",given:Ne(s)}],...typeof t=="string"?[]:[{takes:"the stage or job to \
run again from as its second argument (replayWorkflow('latest', 'fix', \u2026))",given:Ne(t)}]],[n,...r]=e;if(n!==void 0)
throw Dn("replayWorkflow",n.takes,n.given,void 0,r.map(({takes:o,given:i})=>Ys(o,i)))}function Sd(s){return(typeof s=="o\
bject"||typeof s=="function")&&s!==null&&typeof s.then=="function"}export{vd as a,en as b,sn as c,rn as d,qo as e,Xa as f,on as g,qg as h,Qc as i,Xg as j,yd as k};

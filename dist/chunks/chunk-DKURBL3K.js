import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{a as co,b as fo}from"./chunk-YHQU7V4H.js";import{a as ho,b as Ao,c as To,d as No}from"./chunk-6O25AWXI.js";
import{a as go,c as mo,d as wo,j as $o,k as Ro,l as Oo,m as Po}from"./chunk-77QD4S7P.js";import{a as zn,b as bo,c as So,
d as vo,e as ko,g as xo}from"./chunk-YAJWP6JN.js";import{b as Eo,c as Gn}from"./chunk-HMERRAE2.js";import{a as er}from"./chunk-PRXBAZOW.js";
import{a as sr}from"./chunk-UYPQSWXX.js";import{k as io,l as ao}from"./chunk-X45RWPKT.js";import{$ as Lr,Aa as no,
Ba as Wn,C as ur,Ca as so,D as cr,Da as ro,Ea as oo,H as ae,I as dr,K as fr,L as pr,O as gr,P as mr,Q as wr,R as yr,V as Ar,
X as le,Y as Ln,Z as Mr,_ as jr,a as Rt,aa as Fr,b as Ot,ba as Ir,c as Ee,ca as Dr,d as Wt,da as Wr,f as ie,fa as Fe,ga as Ie,
ha as In,ia as Hr,ka as De,la as Jr,n as Q,p as rr,q as or,qa as qr,r as ir,ra as Xr,sa as Yr,ta as Zr,ua as Qr,w as Ae,
wa as to,y as ar,z as lr,za as eo}from"./chunk-7ANSEADQ.js";import{A as Br,B as zr,J as Gr,L as Kr,M as Vr,a as Fn,
i as Ur,z as We}from"./chunk-Y7BRFJWP.js";import{b as V,c as qt,d as Me,e as je,f as Le,g as Tr,h as Nr,j as _r,k as Ut,
l as jn,m as Cr}from"./chunk-KJNOXUWW.js";import{b as Dn}from"./chunk-RVKJOE2S.js";import{a as Jn,e as po,h as Bn,
i as ze}from"./chunk-UXXJDIQ6.js";import{a as lo,b as Un,c as ue,d as Hn,f as Ue,g as He,i as Je,j as Be,k as uo,m as yo}from"./chunk-RR7GE6VZ.js";
import{A as Pr,B as Er,E as Lt,a as Te,b as Ne,c as hr,m as br,o as Sr,p as vr,q as kr,r as _e,s as Ce,t as xr,w as $r,x as Rr,
y as Or}from"./chunk-KCTSY3G6.js";import{a as Nt,b as $e,c as $t,d as Nn,e as Hs,g as Mn,i as Oe,m as Ys,n as Zs,p as Qs,
q as oe,r as tr,t as Vt,v as nr,w as Pe}from"./chunk-VQUK3X66.js";import{b as x,c as It,d as wt,e as $n,f as Rn,i as Cs}from"./chunk-DLONVVOM.js";
import{Aa as Xs,B as Z,C as nt,Da as re,Ea as Kt,H as Pt,I as Ws,O as ut,P as ft,Q as ne,T as xt,U as Us,X as Tn,b as On,
ca as Js,d as Ms,da as Bs,e as js,ha as et,i as jt,ia as Dt,j as Ls,ja as _n,k as Fs,ka as zs,l as Pn,m as En,ma as Gs,n as Is,
na as _t,o as Ds,oa as Re,pa as Ks,q as Gt,r as An,ra as Vs,sa as Cn,ua as se,x as bt,xa as qs,ya as G}from"./chunk-DFBKRPZ5.js";
import{a as ee}from"./chunk-5A7QKWCT.js";import{d as Tt}from"./chunk-3NR5HZ6E.js";var ld=Tn.stage;function Kn(s,t){let e=Tn[s];return Object.fromEntries(Object.entries(t).filter(([n])=>e.includes(n)))}function Ge(s,t,e={}){
let n=s.problems.some(r=>r.code===Pt.nextUnknownStage);return{[nt.status]:s.status,[nt.next]:t?.next&&!n?t.next.stage:"",
[nt.present]:s.present?"true":"false",[nt.data]:JSON.stringify(t?.data??{}),[nt.sha256]:s.digests.handoff??"",[nt.artifactId]:e.
artifactId??"",[nt.promptPath]:e.promptPath??"",[nt.handoffPath]:e.handoffPath??""}}function _o(){return{[nt.status]:"fa\
ilure",[nt.next]:"",[nt.present]:"false",[nt.data]:"{}",[nt.sha256]:"",[nt.artifactId]:"",[nt.promptPath]:"",[nt.handoffPath]:""}}var wa=new TextEncoder,ya=new TextDecoder("utf-8",{fatal:!0,ignoreBOM:!0}),ba=new TextDecoder("latin1");async function Co(s,t,e){
let n=[],r=[],o=new Set,i=bt.artifactBytes;for(let[l,a]of(t.artifacts??[]).entries()){let u=f=>r.push({code:Pt.artifactRefused,
severity:"warning",path:Zs(["artifacts",l,"path"]),message:`${a.path} ${f}; it was not kept`});if(a.path.includes(xt.markerPrefix)){
u("held a secret (its path was redacted)");continue}let d=kr(a.path);if("refused"in d){u(d.refused);continue}if(o.has(d.
path))continue;let c=await e.readArtifact(s.workingDirectory,d.path,i);if(c.kind==="refused"){u(c.reason);continue}let p=Sa(
c.bytes,s.redact,`${Ds}/${d.path}`);if("refused"in p){u(p.refused);continue}if(p.bytes.length>i){u(`is ${p.bytes.length}\
 bytes once redacted, more than the ${i} bytes left of the ${bt.artifactBytes}-byte limit for one record's artifacts`);continue}
r.push(...p.problems),n.push({path:d.path,bytes:p.bytes}),o.add(d.path),i-=p.bytes.length}return{files:n,problems:r}}function Sa(s,t,e){
let n;try{n=ya.decode(s)}catch{n=void 0}if(n!==void 0){let r=Ie(n,t,e);return r.problems.length===0?{bytes:s,problems:[]}:
{bytes:wa.encode(r.text),problems:r.problems}}return V(ba.decode(s),t).redactions.length>0?{refused:"is not UTF-8 text a\
nd holds a secret, which cannot be redacted from a binary file"}:{bytes:s,problems:[]}}var va=new Set(Object.values(Ws));function Mo(s){return s.problems.filter(t=>t.severity==="warning"&&!va.has(t.code))}var Ke="baton: the command could not start: ";async function Ve(s,t,e,n,r={}){let o=e&&s.agent?.kind==="preset"?lr(s.agent.preset,e.stdout):null,i=await $a(s,t,e,o?.finalText??
null,n),l=i.kind==="valid"?i.handoff:null,a=l?await Co(s,l,n.workspace):{files:[],problems:[]},u=[...t.warnings,...i.problems,
...a.problems,...o?.problems??[]],d=i.kind==="invalid",c=s.onInvalid==="fail"||s.handoff==="required",p=null,f,h={reason:"\
cancelled",message:`the stage was cancelled while its agent ran${typeof r.signal?.reason=="string"?`: ${r.signal.reason}`:
""}`};if(r.cancelled||r.signal?.aborted)f=h;else if(e&&e.exitCode!==0){let $=s.agent?.kind==="preset"?xa(s.agent.preset,
e,s.redact):"";f={reason:"exit-nonzero",message:e.exitCode!==null?`the agent exited with code ${e.exitCode}${$}`:e.signal!==
null?`the agent was ended by ${e.signal}`:`the agent could not start: ${e.output.replace(Ke,"").trim()}`,exitCode:e.exitCode,
signal:e.signal}}else if(d&&c){let $=i.problems.filter(N=>N.severity==="error");f={reason:"handoff-invalid",message:`the\
 handoff was refused (${Pa($.length,"problem")}): ${Oa($)}`,problems:$}}else if(l===null&&s.handoff==="required"){let $=`\
no handoff: nothing at $${jt.handoffPath} and no block between the markers in the agent's output, and this stage require\
s one (handoff: required)`;u.push({code:Pt.handoffMissing,severity:"error",path:"$",message:$}),f={reason:"handoff-missi\
ng",message:$}}else if(r.verify){let $=await r.verify();p=$.facts,u.push(...$.problems),f=r.signal?.aborted?{reason:"can\
celled",message:"the stage was cancelled while verify ran"}:p.exit_code===0?{reason:"completed",message:null}:{reason:"v\
erify-failed",message:`verify failed with ${p.exit_code===null?"no exit code (ended by a signal)":`exit code ${p.exit_code}`}`,
exitCode:p.exit_code}}else f={reason:"completed",message:null};let S=d&&!c?u.map($=>({...$,severity:"warning"})):u,m=n.workspace.
now(),w=await Fe(s,{attempt:t.attempt,repair:t.repair,hop:t.hop,lineage:t.lineage,...t.parent?{parent:t.parent}:{},prompt:t.
prompt,handoff:l,agent:e,startedAt:new Date(t.preparedAt),finishedAt:m,usage:o?.usage??null,verify:p,outcome:f,problems:S,
files:a.files},n),b=s.handoff==="required"&&(f.reason==="handoff-invalid"||f.reason==="handoff-missing");return{...w,outputs:Ge(
w.record,w.handoff,{artifactId:w.ref.id,promptPath:t.promptPath,handoffPath:t.handoffPath}),repairProblems:b?w.record.problems.
filter($=>$.severity==="error"):[]}}var ka=300;function xa(s,t,e){let n=ur(s,t.output);if(n===null)return"";let r=V(n.text,
e).text,o=yo(Cs(Pe(r).replace(/\s+/g," ").trim()),ka);return o===""?"":n.source==="cli"?`: ${s} said "${o}"`:`: ${o}`}async function $a(s,t,e,n,r){
let o=await r.workspace.readHandoff(t.handoffPath),i=[],l;if(o.kind!=="missing")l=o;else if(e)for(let c of[n,e.stdout]){
if(!c)continue;let p=er(c);if(i.push(...p.warnings),p.json!==null){l=Ys(p.json);break}}if(l===void 0)return{kind:"missin\
g",problems:Ra(i)};if(l.kind==="invalid")return{kind:"invalid",problems:[...i,...l.problems]};let a=_r(l.handoff,s.redact),
u=[...i,...l.warnings,...a.problems],d=a.handoff.next?.stage;if(d!==void 0&&s.workflowJobs!==null&&!s.workflowJobs.includes(
d)){let c={code:Pt.nextUnknownStage,severity:s.onInvalid==="warn"?"warning":"error",path:"$.next.stage",message:`"${d}" \
names no job in this workflow; jobs: ${[...s.workflowJobs].sort().join(", ")}`};if(s.onInvalid==="fail")return{kind:"inv\
alid",problems:[...u,c]};u.push(c)}else d!==void 0&&s.workflowJobs===null&&u.push({code:Pt.nextUnchecked,severity:"warni\
ng",path:"$.next.stage",message:`"${d}" was not checked against the workflow's jobs, which are not known here: ${s.workflowUnread??
"the workflow file was not read"}; the \`next\` output names it as given, whether or not a job has that id`});return{kind:"\
valid",handoff:a.handoff,problems:u}}function Ra(s){let t=new Set;return s.filter(e=>{let n=`${e.code}\0${e.path}\0${e.message}`;
return t.has(n)?!1:(t.add(n),!0)})}function Oa(s){let t=[...s].sort((n,r)=>Number(Mn(r.message))-Number(Mn(n.message))),
e=t.slice(0,3).map(Vt).join("; ");return t.length>3?`${e}; and ${t.length-3} more`:e}function Pa(s,t){return`${s} ${t}${s===
1?"":"s"}`}function Lo(s){let t=s.problems.filter(r=>r.severity==="error"),e=(t.length>0?t:s.problems).map(r=>`- ${Vt(r).replace(/\s+/g,
" ")}`).join(`
`),n=JSON.stringify(sr(),null,2);return[`# Your handoff for stage \`${s.stage}\` was not accepted`,"","Your last run fin\
ished, but baton could not accept its handoff:","",e,"",`Do not redo the work. Write the handoff again, as one JSON obje\
ct that follows the JSON Schema below, to the file named by the environment variable \`${jt.handoffPath}\` (or print it a\
s the last thing you output, between a line \`${En.start}\` and a line \`${En.end}\`).`,"","## The handoff JSON Schema",
"",jo(n,"json"),"","## The task you were given","",jo(s.previousPrompt,"markdown"),""].join(`
`)}function jo(s,t){let e=Math.max(0,...Array.from(s.matchAll(/`+/g),r=>r[0].length)),n="`".repeat(Math.max(3,e+1));return`${n}${t}\

${s.replace(/\n$/,"")}
${n}`}async function qe(s,t,e={}){let n=e.attempt??1,r=t.workspace.now();await Aa(s,n,t.store);let o=e.upstream??await Ta(s,t.
store),i=e.parent!==void 0?e.parent:await _a(s,t),l=o.filter(m=>m.stored!==void 0),a=l.map(m=>Fo(m.stored)).sort((m,w)=>Fn(
m.stage,w.stage)),u=i?.deepest[0]?.record.hop??0,d=1+Math.max(u,...l.map(m=>m.stored.record.hop)),c=i?{run:i.run,lineage:i.
deepest.map(Fo)}:void 0,p=async(m,w)=>{let b=await Fe(s,{attempt:n,repair:e.repair!==void 0,hop:d,lineage:a,...c?{parent:c}:
{},prompt:"",handoff:null,agent:null,startedAt:r,finishedAt:t.workspace.now(),usage:null,verify:null,outcome:m,problems:w},
t);return{kind:"refused",result:{stage:s.stage,ok:!1,outcome:b.outcome,attempts:[b],final:b,outputs:Ge(b.record,null,{artifactId:b.
ref.id})}}};if(d>s.maxHandoffs){let m=await Ca(s,l,i,t),w=`stage ${s.stage} would be hop ${d}, more than max-handoffs ${s.
maxHandoffs}: ${La(m)}`;return p({reason:"max-handoffs",message:w,hop:d,limit:s.maxHandoffs,chain:m},[{code:Pt.maxHandoffs,
severity:"error",path:"$",message:w}])}let f,g=[];if(e.repair)f=Lo({stage:s.stage,...e.repair});else try{({prompt:f,warnings:g}=
await Ea(s,o,e.attemptContext))}catch(m){if(!(m instanceof x))throw m;let w={code:m.code,severity:"error",path:m.where??
"$",message:m.message};return p({reason:"render-failed",message:wt(m),problems:[w]},[w])}let h=await t.workspace.attemptPaths(
s.stage,n);return s.agent?.kind==="preset"&&(f=`${f.trimEnd()}

${cr({handoffPath:h.handoffPath})}
`),await t.workspace.writePrompt(h.promptPath,f),{kind:"ready",prepared:{stage:s.stage,attempt:n,repair:e.repair!==void 0,
prompt:f,promptPath:h.promptPath,handoffPath:h.handoffPath,lineage:a,hop:d,...c?{parent:c}:{},warnings:g,preparedAt:r.toISOString()},
upstream:o,parent:i}}async function Ea(s,t,e){if(s.template===null)throw new x("prompt-missing","this stage has no promp\
t template",{where:s.stage});let n={source:s.template.source,...s.maxPromptTokens===null?{}:{maxPromptTokens:s.maxPromptTokens},
...s.madeEvent===void 0?{}:{madeEventHint:$o(s.madeEvent,s.madeEventRun)}};await Oo(s.template.text,n);let r=Ur({upstream:t,
inputs:s.inputs,github:s.github,...e?{attempt:e}:{},require:s.needs,analysis:Ro(s.template.text)}),o=Po(s.template.text,
r.context,n);return{prompt:o.prompt,warnings:[...r.warnings,...o.warnings]}}async function Aa(s,t,e){let n={stage:s.stage,
attempt:t,runAttempt:s.run.attempt};if((await e.list()).some(o=>Ce(o,n)===0))throw new x("record-exists",`${$r(n)} alrea\
dy has a record in this run, so the agent was not run; records are immutable`,{where:`stage ${s.stage}`,details:[`anothe\
r job of this run records stage ${s.stage}: give each job its own stage id (the \`${Z.stage}\` input)`]})}async function Ta(s,t){
let e=s.upstream.filter(a=>a.stage!==s.stage),n=await Promise.all(e.map(a=>t.get(a.stage))),r=new Map(e.map(a=>[a.stage,
a])),o=(a,u)=>{let{job:d=null,matrix:c,open:p,place:f}=r.get(a)??{};return{stage:a,job:d??u?.record.job??a,stored:u,...c===
void 0?{}:{matrix:c},...p===!0?{open:!0}:{},...f===void 0?{}:{place:f}}},i=new Map;for(let[a,u]of e.entries())i.set(u.stage,
n[a]);if(s.expandLineage){let a=[...i.values()].filter(u=>u!==void 0);for(let u=a.shift();u;u=a.shift())for(let d of u.record.
lineage){if(d.stage===s.stage||i.has(d.stage))continue;let c=await t.getAttempt(d.stage,d.attempt,d.run_attempt),p=c?.recordSha256===
d.record_sha256?c:void 0;i.set(d.stage,p),p&&a.push(p)}}let l=s.expandLineage?await Na(s,i,t):new Map;return[...i].map(([
a,u])=>{let d=l.get(a);return{...o(a,u),...d?{recordedLike:d}:{}}})}async function Na(s,t,e){let n=s.needs.filter(i=>t.has(
i)&&t.get(i)===void 0),r=new Map;if(n.length===0)return r;let o=[...new Set((await e.list()).map(i=>i.stage))].filter(i=>i!==
s.stage).sort(Fn);for(let i of n){let l=o.filter(a=>a.startsWith(`${i}-`));l.length>0&&r.set(i,l)}return r}async function _a(s,t){
if(s.parentRun===null)return null;if(!t.openRun)throw new It(`stage ${s.stage}: a parent run is set but no way to open a\
nother run was given`);let e=await t.openRun(s.parentRun),n=new Map;for(let i of await e.list())n.set(i.stage,xr([i,n.get(
i.stage)??i]));let r=(await Promise.all([...n.values()].map(i=>e.getAttempt(i.stage,i.attempt,i.runAttempt)))).filter(i=>i!==
void 0),o=Math.max(0,...r.map(i=>i.record.hop));return{run:s.parentRun,store:e,deepest:r.filter(i=>i.record.hop===o)}}function Fo(s){
let{stage:t,attempt:e,run:n}=s.record;return{stage:t,attempt:e,...n.attempt>1?{run_attempt:n.attempt}:{},record_sha256:s.
recordSha256}}async function Ca(s,t,e,n){let r=s.maxHandoffs+1,o=new Map(t.map(f=>[f.stored.recordSha256,f.stored])),i=new Map;
e&&i.set(e.run,Promise.resolve(e.store));let l=f=>(!i.has(f)&&n.openRun&&i.set(f,n.openRun(f)),i.get(f)),a=f=>f.reduce((g,h)=>g===
void 0||h.stored.record.hop>g.stored.record.hop?h:g,void 0),u=async(f,g,h)=>{let S=[];for(let m of f){let w=(h===null?o.
get(m.record_sha256):void 0)??await g.getAttempt(m.stage,m.attempt,m.run_attempt);w?.recordSha256===m.record_sha256&&S.push(
{stored:w,store:g,run:h})}return S},d=[{stage:s.stage,run:null}],c=a([...t.map(f=>({stored:f.stored,store:n.store,run:null})),
...(e?.deepest??[]).map(f=>({stored:f,store:e.store,run:e.run}))]),p=!1;for(;c&&d.length<r+1;){d.unshift({stage:c.stored.
record.stage,run:c.run});let{record:f}=c.stored;if(f.hop<=1){p=!0;break}let g=await u(f.lineage,c.store,c.run);if(f.parent)
try{let h=await l(f.parent.run);h&&g.push(...await u(f.parent.lineage,h,f.parent.run))}catch{}c=a(g)}return Ma(d,p)}function Ma(s,t){
let e=s.some(o=>o.run!==null),n=t?[]:["\u2026"],r;for(let o of s)e&&o.run!==r&&n.push(ja(o.run)),r=o.run,n.push(o.stage);
return n}function ja(s){return s===null?"this run:":`run ${s}:`}function Vn(s){return s.endsWith(":")}function La(s){let t=s.
filter(l=>!Vn(l)&&l!=="\u2026").length,e=[],n,r=!1,o=0;for(let l of s)Vn(l)?(n=l,r=!1):l==="\u2026"?e.push(l):(t<=12||o<
5||o>=t-5?(n!==void 0&&!r&&e.push(n),r=!0,e.push(l)):e.at(-1)!=="\u2026"&&e.push("\u2026"),o++);let i="";for(let[l,a]of e.
entries()){let u=e[l-1];i+=l===0?a:u!==void 0&&Vn(u)?` ${a}`:` \u2192 ${a}`}return i}async function Io(s,t){if(s.agent===null)throw new It(`stage ${s.stage}: runStage needs an agent (run or agent); this sp\
ec is for a split stage`);let e=[],n,r,o={},i="",l=!1;for(let a=1;;a++){let u=await qe(s,t,{...o,attempt:a,...n?{upstream:n}:
{},...r!==void 0?{parent:r}:{}});if(u.kind==="refused")return t.reporter?.error(u.result.outcome.message??"",s.stage),{...u.
result,attempts:[...e,...u.result.attempts]};n=u.upstream,r=u.parent;let d=u.prepared;d.repair||(i=d.prompt);for(let h of d.
warnings)t.reporter?.warning(h.message,`${s.stage} ${h.path}`);let c=await Wa(s,d,t),p=await Ve(s,d,c,t,{...t.signal?{signal:t.
signal}:{},...s.verify===null?{}:{verify:()=>Ua(s,d,t,s.verify)}});e.push(p);let{outcome:f}=p,g=t.signal?.aborted===!0;if(p.
repairProblems.length>0&&!l&&!g){l=!0,t.reporter?.warning(`${f.message}; giving the agent one repair turn`,s.stage),o={repair:{
problems:p.repairProblems,previousPrompt:i}};continue}if(f.reason==="verify-failed"&&a<s.attempts&&!g){t.reporter?.warning(
`attempt ${a} of ${s.attempts}: ${f.message}; trying again`,s.stage),o={attemptContext:Ia(a+1,p.handoff,p.record.verify)};
continue}return f.reason==="cancelled"?t.reporter?.warning(f.message,s.stage):f.reason!=="completed"&&t.reporter?.error(
f.message,s.stage),Fa(s,f,e,p.outputs)}}function Fa(s,t,e,n){let r=e.at(-1);if(!r)throw new It(`stage ${s.stage}: no att\
empt was stored`);return{stage:s.stage,ok:t.reason==="completed",outcome:t,attempts:e,final:r,outputs:n}}function Ia(s,t,e){
return{number:s,previous:t,verify:e?{exit_code:e.exit_code,output:e.output_tail}:null}}function Da(s,t){let e={};for(let[
n,r]of Object.entries(s))Ls.includes(n)||Fs.some(o=>n.startsWith(o))||(e[n]=r);return{...e,...t}}function Do(s,t,e,n={}){
return Da(e.env,{...n,[jt.promptPath]:t.promptPath,[jt.handoffPath]:t.handoffPath,[jt.stage]:s.stage})}async function Wa(s,t,e){
let n=s.agent,r=n.kind==="preset"?{...ar(n.preset),shell:"bash"}:{script:n.command,env:{},shell:s.shell};return e.reporter?.
info(`${s.stage}: attempt ${t.attempt}${t.repair?" (repair turn)":""}, running the agent`),Wo(e,()=>({script:r.script,shell:r.
shell,cwd:e.workspace.resolveDirectory(s.workingDirectory),env:Do(s,t,e,r.env)}))}async function Wo(s,t){let e=s.workspace.
now();try{return await s.runner.run({...t(),...s.onOutput?{onOutput:s.onOutput}:{},...s.signal?{signal:s.signal}:{}})}catch(n){
let r=`${Ke}${wt(n)}
`;return s.onOutput?.(r,"stderr"),{exitCode:null,signal:null,startedAt:e,finishedAt:s.workspace.now(),output:r,stdout:""}}}
async function Ua(s,t,e,n){e.reporter?.info(`${s.stage}: attempt ${t.attempt}, running verify`);let r=await Wo(e,()=>({script:n,
shell:s.shell,cwd:e.workspace.resolveDirectory(s.workingDirectory),env:Do(s,t,e)})),o=Ie(r.output,s.redact,"verify.outpu\
t_tail");return{facts:{command:n,exit_code:r.exitCode,output_tail:Ms(o.text,bt.verifyOutputTailBytes),duration_ms:Math.max(
0,r.finishedAt.getTime()-r.startedAt.getTime())},problems:o.problems}}var zo=Tt(Te(),1),Et=Tt(ee(),1);import{spawn as Ba}from"node:child_process";import{tmpdir as za}from"node:os";import{join as Ga}from"node:path";
import{StringDecoder as Ka}from"node:string_decoder";var Xt=class{#t;#s={stdout:"",stderr:""};#n=null;constructor(t){this.#t=t}push(t,e){let n=this.#s[e]+t,r=n.endsWith("\r")?
n.slice(0,-1):n,o=Math.max(r.lastIndexOf(`
`),r.lastIndexOf("\r"))+1;n.length-o>65536&&(o=n.length),this.#e(e,n.slice(0,o)),this.#s[e]=n.slice(o)}end(t){this.#e(t,
this.#s[t]),this.#s[t]=""}#e(t,e){e!==""&&(this.#n!==null&&!this.#n.ended&&this.#n.stream!==t&&this.#t(`
`,!0),this.#t(e,!1),this.#n={stream:t,ended:e.endsWith(`
`)||e.endsWith("\r")})}};var Ha=8;function Ho(s,t,e,n){let r=s+t,o=s.length,i=je(r,e),l=i.find(d=>d.start<o&&d.end>o),a=l?l.end-o:0;if(n&&(a=Uo(t,
a)),!r.includes("\x1B")&&i.every(d=>d.end<=o+a))return a;let u=V(r,e).text;for(let d=0;a<t.length&&d<=Ha;d++){if(Le(r,o+
a,e,u))return a;a=n?Uo(t,a+1):Ja(t,a+1)}return t.length}function Uo(s,t){if(t===0||s.charCodeAt(t-1)===Jo)return t;let e=s.
indexOf(`
`,t);return e===-1?s.length:e+1}function Ja(s,t){for(let e=t;e<=s.length;e++){let n=s.charCodeAt(e-1);if(n===Jo||n===32||
n===9)return e}return s.length}var Jo=10;var qn={killGraceMs:5e3,maxOutputBytes:1024*1024,drainMs:1e3};function Va(s){try{process.kill(-s,0)}catch{return!1}let t;
try{t=(0,Et.readdirSync)("/proc")}catch{return!0}for(let e of t){if(!/^\d+$/.test(e))continue;let n;try{n=(0,Et.readFileSync)(
`/proc/${e}/stat`,"utf8")}catch{continue}let[r,,o]=n.slice(n.lastIndexOf(")")+2).split(" ");if(Number(o)===s&&r!=="Z")return!0}
return!1}var Xe=class{#t;#s;#n;#e;#r;#o;#l;#i;constructor(t={}){this.#t=t.tempDir??za(),this.#s=t.killGraceMs??qn.killGraceMs,
this.#n=t.maxOutputBytes??qn.maxOutputBytes,this.#e=t.drainMs??qn.drainMs,this.#r=t.outputHook,this.#o=t.reuseScripts?new Map:
void 0,this.#l=t.secrets??[],this.#i=t.noPathHint??"PATH is not set in its environment"}async run(t){let e=Ir(t.shell);qa(
t.cwd);let n=Dr(e,t.script),r=this.#u(e.extension,n),o=r??Ga(this.#t,`baton-step-${(0,zo.randomUUID)()}${e.extension}`);
r===void 0&&((0,Et.writeFileSync)(o,n,{flag:"wx",mode:448}),this.#o?.set(`${e.extension}\0${n}`,o)),this.#r?.begin?.();try{
return await this.#f(e.file,Wr(e,o),t)}finally{this.#r?.end?.(),this.#o===void 0&&(0,Et.rmSync)(o,{force:!0})}}#u(t,e){let n=`${t}\
\0${e}`,r=this.#o?.get(n);if(r===void 0)return;let o=Buffer.from(e),i;try{i=Qs(r,o.length)}catch{i={kind:"missing"}}if(i.
kind==="file"&&o.equals(i.bytes))return r;this.#o?.delete(n)}#f(t,e,n){return new Promise((r,o)=>{let i=new Date,l=new Ye(
this.#n),a=new Ye(this.#n),u=Ba(t,e,{cwd:n.cwd,env:n.env,stdio:["ignore","pipe","pipe"],detached:!0});u.pid!==void 0&&n.
onStart?.(u.pid);let d,c,p,f,g=!1,h=L=>{if(u.pid!==void 0)try{process.kill(-u.pid,L)}catch{}},S=()=>u.pid!==void 0&&Va(u.
pid),m,w=!1,b,$=null,N,R=()=>{h("SIGKILL"),N=Date.now()},v=Number.POSITIVE_INFINITY,A=L=>{L>=v||(v=L,clearTimeout(d),d=setTimeout(
R,Math.max(0,L-Date.now())),d.unref())},P=()=>{$!=="terminate"&&($="terminate",clearTimeout(c),h("SIGTERM"),A(Date.now()+
this.#s))},J=()=>{if(n.stop!=="interrupt"||n.kill?.aborted)return P();$===null&&($="interrupt",h("SIGINT"),c=setTimeout(
()=>h("SIGTERM"),1.5*this.#s),c.unref(),A(Date.now()+2*this.#s))},q=()=>{let L=S();return n.kill?.aborted&&N===void 0&&L&&
R(),L&&(N===void 0||Date.now()-N<2e3)?(m??=setInterval(k,100),!1):(clearInterval(m),w?!0:b===void 0?(b=Date.now(),setTimeout(
k,this.#e).unref(),!1):Date.now()-b>=this.#e)},k=()=>{g||f===void 0||$!==null&&!q()||(clearInterval(m),g=!0,clearTimeout(
p),u.stdout?.destroy(),u.stderr?.destroy(),E("stdout"),E("stderr"),n.signal?.removeEventListener("abort",J),n.kill?.removeEventListener(
"abort",P),clearTimeout(d),clearTimeout(c),r({exitCode:f.code,signal:f.signal,startedAt:i,finishedAt:new Date,output:l.text(
this.#l),stdout:a.text(this.#l)}))},_=new Xt((L,K)=>K?l.insert(L):l.push(L)),E=L=>_.end(L),F=(L,K)=>{let I=new Ka("utf8"),
y=O=>{_.push(O,K),O!==""&&(K==="stdout"&&a.push(O),this.#r?.chunk(O,K),n.onOutput?.(O,K))};L.on("data",O=>{l.wrote(O.length),
K==="stdout"&&a.wrote(O.length),y(I.write(O))}),L.on("end",()=>{y(I.end()),E(K)})};F(u.stdout,"stdout"),F(u.stderr,"stde\
rr"),u.on("error",L=>{if(g)return;g=!0,n.signal?.removeEventListener("abort",J),n.kill?.removeEventListener("abort",P);let K=L.
code==="ENOENT"&&!t.includes("/")&&!n.env.PATH;o(new x("shell-failed",`could not start ${JSON.stringify(t)}: ${L.code??L.
message}${K?`; ${this.#i}`:""}`,{where:"shell",cause:L}))}),u.on("exit",(L,K)=>{f={code:L,signal:K},p=setTimeout(()=>{$===
null&&(u.stdout?.destroy(),u.stderr?.destroy()),k()},this.#e),p.unref()}),u.on("close",()=>{w=!0,k()}),n.kill?.aborted?P():
n.kill?.addEventListener("abort",P,{once:!0}),n.signal&&(n.signal.aborted?J():n.signal.addEventListener("abort",J,{once:!0}))})}};
function qa(s){let t;try{t=(0,Et.statSync)(s)}catch{t=void 0}if(!t?.isDirectory())throw new x("working-directory-missing",
`${s} is not a directory`,{where:"working-directory"})}var Bo=64*1024,Xa=`${["-----BEGIN","PRIVATE","KEY-----"].join(" ")}\

`,Ya=128,Ye=class{#t;#s=[];#n=0;#e=0;#r=0;#o=0;#l=!1;#i="";constructor(t){this.#t=t}wrote(t){this.#r+=t}insert(t){this.push(
t),this.#o+=Buffer.byteLength(t)}push(t){this.#s.push(t);let e=Buffer.byteLength(t);for(this.#n+=e,this.#e+=e;this.#s.length>
1&&this.#n-Buffer.byteLength(this.#s[0])>=this.#t+Bo;){let n=this.#s.shift();this.#n-=Buffer.byteLength(n),this.#u(n)}}#u(t){
let e=this.#i+t;this.#l=Ut(e,this.#l,this.#i.length),this.#i=e.slice(-Ya)}text(t=[]){let e=Buffer.from(this.#s.join(""));
if(e.length<=this.#t)return e.toString("utf8");let n=e.length-this.#t-1,r=e.indexOf(10,n),o=[e.indexOf(32,n),e.indexOf(9,
n)].filter(u=>u>=0),i=r>=0&&r<e.length-1?r:o.length>0?Math.min(...o):-1,l="";if(i>=0){let u=i+1,d=Math.max(0,u-Bo),c=d===
0?-1:e.indexOf(10,d-1);for(c>=0&&c+1<u&&(d=c+1);(e[d]&192)===128;)d++;let f=(Ut(this.#i+e.subarray(0,d).toString("utf8"),
this.#l,this.#i.length)?Xa:"")+e.subarray(d,u).toString("utf8"),g=e.subarray(u).toString("utf8");l=g.slice(Ho(f,g,t,e[i]===
10))}let a=l!==""?`the last ${this.#t} bytes at most are kept`:i===-1?"none of it is kept, as no line or space was left \
to start at":"none of it is kept, as all of it after the cut may be part of a secret the cut went through";return this.#e===
this.#r+this.#o?`[baton: the first ${this.#e-Buffer.byteLength(l)} bytes of this output were left out; ${a}]
${l}`:`[baton: this output was ${this.#r} bytes, not all of it UTF-8 text, and its start was left out; ${a}${l===""?"":"\
, as text (a byte that is not UTF-8 as \uFFFD)"}]
${l}`}};var Ps=Tt(Te(),1),Jt=Tt(ee(),1);import{copyFile as Tc,lstat as Nc,mkdtemp as _c,readFile as ke,rename as Cc,rm as Mc}from"node:fs/promises";
import{availableParallelism as jc,hostname as Lc,tmpdir as Fc}from"node:os";import{basename as Ic,dirname as yn,join as it,
relative as Dc,resolve as ve}from"node:path";import{setMaxListeners as ns}from"node:events";var Go=["repository","path","ref"];function Ko(s,t,e){let n=t.repository.trim(),r=n!==""&&n.toLowerCase()!==e.repository.
toLowerCase(),o=t.path.trim(),i=!Za(o,e.workspace),l=t.ref.trim(),a=l!==""&&!e.refs.includes(l);if(!r&&!i&&!a)return null;
let u=r?`${n}${a?` at ${l}`:""} is not cloned`:a?`ref ${l}${i?" of this repository":""} is not checked out`:"this reposi\
tory is not checked out again";return`${s}: ${u}${i?` into ${o}`:""}: baton checks nothing out; the project directory is\
 used as it is`}function Za(s,t){if(s==="")return!0;let e=s.replace(/\/+$/,"")||"/";return e==="."||e===(t.replace(/\/+$/,
"")||"/")}function Qo(s){return`$${ut.stepSummary} upload aborted, supports content up to a size of ${Math.floor(bt.stepSummaryFileBytes/
1024)}k, got ${Math.floor(s/1024)}k. For more information see: https://docs.github.com/actions/using-workflows/workflow-\
commands-for-github-actions#adding-a-markdown-summary`}var ti=new Set(["NODE_OPTIONS"]);function Yn(s,t){let e=[],n=s.split(
`
`).map(r=>r.replace(/\r$/,""));n.length>0&&n[n.length-1]===""&&n.pop();for(let r=0;r<n.length;r+=1){let o=n[r];if(o.trim()===
"")continue;let i=o.indexOf("<<"),l=o.indexOf("=");if(i>0&&(l<0||i<l)){let a=o.slice(0,i),u=o.slice(i+2);if(u==="")throw Ze(
t,r+1,`"${a}<<" needs a delimiter`);let d=[],c=!1;for(r+=1;r<n.length;r+=1){if(n[r]===u){c=!0;break}d.push(n[r])}if(!c)throw Ze(
t,r,`no line "${u}" ends the value of ${a}`);e.push([Vo(a,t,r+1),d.join(`
`)]);continue}if(l>0){e.push([Vo(o.slice(0,l),t,r+1),o.slice(l+1)]);continue}throw Ze(t,r+1,"expected name=value or name\
<<DELIMITER")}return e}function ei(s,t){let e=[],n=[];for(let r of Yn(s,t))ti.has(r[0].toUpperCase())?n.push(`can't stor\
e ${r[0]} using ${t}; it was left out`):e.push(r);return{pairs:e,refused:n}}function ni(s){return s.split(`
`).map(t=>t.replace(/\r$/,"").trim()).filter(t=>t!=="").reverse()}function Vo(s,t,e){if(s.trim()===""||s!==s.trim()||s.includes(
"\0"))throw Ze(t,e,`"${s}" is not a valid name`);return s}function Ze(s,t,e){return new x("file-command-invalid",`${s} l\
ine ${t}: ${e}`,{where:s})}var en=new Set(["stop-commands","set-env","set-output","save-state","add-mask","add-path","ad\
d-matcher","remove-matcher","debug","warning","error","notice","group","endgroup","echo"]),si={has:()=>!0},ri="\\t\\n\\v\\f\\\
r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000",Qa=new RegExp(`^[${ri}]+`),qo=new RegExp(`[${ri}\
]`);function Qe(s){let t=0,e=s.length;for(;t<e&&qo.test(s[t]);)t++;for(;e>t&&qo.test(s[e-1]);)e--;return s.slice(t,e)}function nn(s,t=en){
return tl(s,t)??el(s,t)}function tl(s,t){let e=s.replace(Qa,"");if(!e.startsWith("::"))return null;let n=e.indexOf("::",
2);if(n<0)return null;let r=e.slice(2,n),o=r.indexOf(" "),i=(o<0?r:r.slice(0,o)).toLowerCase();if(!t.has(i))return null;
let l=o>0?oi(Qe(r.slice(o+1)),",",il):new Map;return{command:i,properties:l,data:ol(e.slice(n+2)),form:"v2"}}function el(s,t){
let e=s.indexOf("##[");if(e<0)return null;let n=s.indexOf("]",e);if(n<0)return null;let r=s.slice(e+3,n),o=r.indexOf(" "),
i=(o<0?r:r.slice(0,o)).toLowerCase();if(!t.has(i))return null;let l=o>0?oi(r.slice(o+1),";",Yo):new Map;return{command:i,
properties:l,data:Yo(s.slice(n+1)),form:"legacy"}}function oi(s,t,e){let n=new Map;for(let r of s.split(t)){let o=r.replace(
/^=+/,""),i=o.indexOf("=");if(i<0)continue;let l=o.slice(i+1).replace(/^=+/,"");l!==""&&n.set(o.slice(0,i).toLowerCase(),
e(l))}return n}var ce=class{#t=null;#s=new Set(en);read(t){let e=nn(t,this.#s);if(this.#t===null)return e;let n=this.#t.
toLowerCase();return n===""||e?.command!==n?null:(this.#s.delete(n),this.#t=null,"resumed")}refuses(t){return nl(t,this.#s)}stop(t){
this.#t=t,this.#s.add(t.toLowerCase())}};function nl(s,t){let e=s.toLowerCase();return e===""||e==="pause-logging"||t.has(
e)}function ii(s,t){return t===void 0?s:{...s,github:{...s.github,...t}}}var sl=1024*1024,rl=6,Xn=4e3,Xo=50,ol=s=>s.replace(
/%0D|%0A|%25/g,t=>({"%0D":"\r","%0A":`
`,"%25":"%"})[t]),il=s=>s.replace(/%0D|%0A|%3A|%2C|%25/g,t=>({"%0D":"\r","%0A":`
`,"%3A":":","%2C":",","%25":"%"})[t]),Yo=s=>s.replace(/%3B|%0D|%0A|%5D|%25/g,t=>({"%3B":";","%0D":"\r","%0A":`
`,"%5D":"]","%25":"%"})[t]),tn=class{#t=[];#s=new Set;#n=[];#e={outputs:[],env:[],path:[],failures:[]};#r=new Set;#o;#l;#i;constructor(t={}){
this.#o=t.allowUnsecureCommands??!1,this.#l=t.allowUnsecureStopCommandTokens??!1,this.#i=t.redact??(e=>e)}#u=0;#f={stdout:{
partial:"",overlong:!1},stderr:{partial:"",overlong:!1}};#d=new ce;push(t,e="stdout"){let n=this.#f[e],r=t.split(/\r\n|\r|\n/),
o=r.pop();for(let i of r)n.overlong||this.#c(n.partial+i),n.partial="",n.overlong=!1;n.overlong||(n.partial+=o,n.partial.
length>sl&&(n.partial="",n.overlong=!0))}get masks(){return this.#t}end(){for(let i of Object.values(this.#f))!i.overlong&&
i.partial!==""&&this.#c(i.partial),i.partial="";let t=[...this.#n];this.#u>0&&t.push({level:"warning",message:`${this.#u}\
 more annotation${this.#u===1?"":"s"} of this step not shown (at most ${Xo})`});let{outputs:e,env:n,path:r,failures:o}=this.#e;
return{masks:[...this.#t],annotations:t,commands:{outputs:[...e],env:[...n],path:[...r],failures:[...o]}}}#p(t){this.#s.
has(t)||(this.#s.add(t),this.#t.push(t))}#c(t){let e=this.#d.read(t);if(e===null||e==="resumed")return;let{command:n,properties:r,
data:o}=e;switch(n){case"stop-commands":{let i=o;if(this.#l||!this.#d.refuses(i)){this.#d.stop(i),i.length>rl&&this.#p(i);
return}this.#e.failures.push(`unable to process ::stop-commands::: you cannot use an endToken that is an empty string, t\
he string 'pause-logging', or another workflow command (this one is ${i===""?"empty":JSON.stringify(i)}); use a token of\
 your own, such as a random one, or opt into insecure command execution by setting ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TO\
KENS to true (see https://docs.github.com/actions/learn-github-actions/workflow-commands-for-github-actions#example-stop\
ping-and-starting-workflow-commands)`);return}case"add-mask":{let i=Qe(o);if(i==="")return;let l=i.split(/[\r\n]+/).map(
Qe);for(let a of[i,...l])a!==""&&this.#p(a);return}case"error":case"warning":case"notice":this.#w(n,r,o);return;case"set\
-output":case"save-state":case"set-env":case"add-path":this.#h(n,r,o)}}#h(t,e,n){let r=l=>this.#e.failures.push(`unable \
to process ::${t}::: ${l}`);if((t==="set-env"||t==="add-path")&&!this.#o){r(`the \`${t}\` command is disabled; write to ${t===
"set-env"?ut.env:ut.path} instead, or set ACTIONS_ALLOW_UNSECURE_COMMANDS to true (see https://github.blog/changelog/202\
0-10-01-github-actions-deprecating-set-env-and-add-path-commands/)`);return}if(t==="add-path"){n===""?r("the path is emp\
ty"):this.#e.path.push(n);return}let o=e.get("name");if(o===void 0||o===""){r(`required field 'name' is missing in the ${t}\
 command`);return}if(t==="set-env"){if(ti.has(o.toUpperCase())){this.#n.push({level:"error",message:`can't update ${o} u\
sing ::set-env::`});return}this.#e.env.push([o,n]);return}if(t==="set-output"&&this.#e.outputs.push([o,n]),this.#r.has(t))
return;this.#r.add(t);let i=t==="set-output"?ut.output:ut.state;this.#n.push({level:"warning",message:`the \`${t}\` comma\
nd is deprecated and will be disabled soon; write to ${i} instead (see https://github.blog/changelog/2022-10-11-github-a\
ctions-deprecating-save-state-and-set-output-commands/)`})}#w(t,e,n){if(this.#n.length>=Xo){this.#u+=1;return}let r=e.get(
"line"),o=e.get("file")?[e.get("file"),r,r&&e.get("col")].filter(Boolean).join(":"):"",i=e.get("title"),l=c=>al(this.#i(
c,this.#t).replace(/\r\n|\r|\n/g," ")),a=c=>c===void 0?null:l(c),u=c=>{let p=e.get(c)?.trim();return p!==void 0&&/^[1-9]\d{0,8}$/.
test(p)?Number(p):null},d=`${o?`${o}: `:""}${i?`${i}: `:""}${n}`;this.#n.push({level:t,message:l(d),place:{title:a(i),file:a(
e.get("file")),line:u("line"),end_line:u("endline"),col:u("col"),end_column:u("endcolumn")}})}};function Zn(s,t){if(t.length===
0)return s;let e=new Set(t);return s.replace(/[^\r\n]+/g,n=>ai(n,r=>e.has(Qe(r))))}function Qn(s){return ai(s,()=>!0)}var Zo=/(?=::add-mask[ :]|##\[add-mask[ \]])/i;
function ai(s,t){return Zo.test(s)?s.split(Zo).map(e=>{let n=nn(e);return n?.command!=="add-mask"||!t(n.data)?e:n.form===
"v2"?`${e.slice(0,10)}::***`:`${e.slice(0,11)}]***`}).join(""):s}function al(s){return s.length>Xn?`${s.slice(0,Xn)}\u2026 (${s.
length-Xn} more characters)`:s}function li(s,t){let e=[],n=ts(s.map(o=>ui(o.container)));n.length>0&&e.push({level:"warning",message:`container: ${n.join(
", ")} ${n.length===1?"is":"are"} not started: baton runs the job's steps on this machine, not in a container`});let r=ts(
s.flatMap(o=>ll(o.services)));if(r.length>0){let o=r.length===1;e.push({level:"warning",message:`services: ${r.join(", ")}\
 ${o?"is":"are"} not started: baton starts no containers, and the job's steps run on this machine without ${o?"it":"them"}`})}
for(let o of["Windows","macOS"]){if(o===t)continue;let i=ts(s.map(l=>ul(l.runsOn)===o?es(l.runsOn):null));i.length!==0&&
e.push(o==="Windows"?{level:"warning",message:`runs-on: ${i.join(", ")}: runs here, on ${t}, with this machine's shells \
(bash by default, where a Windows runner's is pwsh; shell: cmd and powershell fail here)`}:{level:"info",message:`runs-o\
n: ${i.join(", ")}: runs here, on ${t}, with this machine's shells and tools (bash by default, as on macOS)`})}return e}
function ui(s){let t=typeof s=="string"?s:rn(s)&&typeof s.image=="string"?s.image:null;return t===null||t.trim()===""?null:
t}function ll(s){return typeof s=="string"?s.trim()===""?[]:[s]:rn(s)?Object.entries(s).flatMap(([t,e])=>ui(e)===null?[]:
[t]):[]}function ul(s){for(let t of ci(s)){let e=t.trim().toLowerCase();if(e==="windows"||e.startsWith("windows-"))return"\
Windows";if(e==="macos"||e.startsWith("macos-"))return"macOS"}return null}function ci(s){return typeof s=="string"?[s]:Array.
isArray(s)?s.filter(t=>typeof t=="string"):rn(s)?ci(s.labels):[]}function es(s){return Array.isArray(s)?`[${s.map(es).join(
", ")}]`:rn(s)?`{ ${Object.entries(s).map(([t,e])=>`${t}: ${es(e)}`).join(", ")} }`:String(s)}function sn(s){switch(s.kind){case"\
literal":return s.value;case"expression":return s.text;case"sequence":return s.items.map(sn);case"mapping":return Object.
fromEntries(s.entries.map(({key:t,value:e})=>[t,sn(e)]))}}function ts(s){return[...new Set(s.filter(t=>t!==null))]}function rn(s){
return typeof s=="object"&&s!==null&&!Array.isArray(s)}var cl="ACTIONS_STEP_DEBUG";function di(s,t){let e=r=>Object.entries(r).find(([o])=>o.toUpperCase()===cl)?.[1];return(e(
s)??e(t))?.trim().toLowerCase()==="true"}function fi(s,t){return{os:s.os,arch:s.arch,name:"baton-local",environment:"sel\
f-hosted",tool_cache:s.toolCache,temp:t,workspace:s.workspaceParent,...s.debug?{debug:"1"}:{}}}function pi(s){return Object.
fromEntries(Object.entries(s).map(([t,e])=>[`RUNNER_${t.toUpperCase()}`,e]))}var de=class{#t;#s=0;#n=[];constructor(t){this.#t=Math.max(1,Math.floor(t))}async acquire(){this.#s<this.#t?this.#s+=1:await new Promise(
e=>this.#n.push(e));let t=!1;return()=>{if(t)return;t=!0;let e=this.#n.shift();e?e():this.#s-=1}}async run(t){let e=await this.
acquire();try{return await t()}finally{e()}}get active(){return this.#s}};function hi(s,t,e="timeout-minutes"){let n=Xr(s,e);if("problem"in n)throw new x("timeout-invalid",`${t}: ${n.problem}`);
return n.minutes}function fe(s){return`${s} minute${s===1?"":"s"}`}var dl=5,fl=2**31-1,pl=6e4;function ss(s,t,e){return setTimeout(
e,Math.min(s*t,fl))}function on(s,t,e){return{"fail-fast":s.failFast,"job-index":t,"job-total":e,"max-parallel":s.maxParallel??
e}}async function wi(s,t,e){if(!Zr(s))throw new It("executePlan accepts only a Plan made by buildPlan");return new rs(s,
t,e).run()}var rs=class{#t;#s;#n;#e;#r;#o;#l;#i=new Map;#u=[];#f;#d;#p;#c=new Map;#h;#w;#y;#P=new Map;#g=new Map;#S=new Map;#N=new Map;#v;#x=new Map;#$;#R=new Map;#k=new Map;constructor(t,e,n){
this.#t=t,this.#s=e,this.#n=e.expressions,this.#e=n,this.#r=new de(n.concurrency),this.#o=n.signal??new AbortController().
signal,this.#l=n.cancel??new AbortController().signal,ns(0,this.#o,this.#l),this.#f=t.workflow.jobs.map(r=>r.id),this.#d=
new Map(t.jobs.map(r=>[r.id,r])),this.#$=new Map(t.stageMatrices),this.#v=new Set(t.expanded.map(r=>r.id.toLowerCase()));
for(let r of t.legIds.values())for(let o of r)this.#v.add(o.toLowerCase());this.#h=Object.values(n.secrets).filter(r=>r!==
""),this.#w=di(n.secrets,t.vars),this.#y=n.minuteMs??pl,this.#p={inputs:t.inputs,secrets:n.secrets,env:{},envFailure:null,
namePrefix:"",cancel:this.#l}}async run(){let t=this.#s.now();this.#a({type:"run-started",run:this.#e.runId,workflow:this.#t.
workflow.name??this.#t.workflow.fileName,jobs:this.#t.jobs.map(o=>({id:o.id,needs:o.needs,legs:o.legs===null?null:o.instances===
null?this.#t.legIds.get(o.id)??null:o.instances.flatMap(i=>this.#t.legIds.get(i.id)??[])}))}),this.#p.envFailure=this.#H(),
await this.#_(this.#t.jobs.filter(o=>o.calledBy===null));let e=await this.#s.settle?.()??null;e!==null&&this.#a({type:"n\
otice",level:"error",job:null,leg:null,message:e});let n=this.#t.jobs.map(o=>{let i=this.#k.get(o.id);return{...this.#i.
get(o.id),legResults:this.#R.get(o.id)??[],...i===void 0?{}:{skipReason:i}}}),r=this.#W()?"cancelled":e!==null||n.some(o=>o.
result==="failure")?"failure":n.some(o=>o.result==="cancelled")?"cancelled":"success";return this.#a({type:"run-finished",
run:this.#e.runId,status:r,duration_ms:an(t,this.#s.now())}),{status:r,reason:e,jobs:n,stages:this.#u}}#H(){try{return this.#p.
env=Ot(this.#n,this.#t.workflow.env,(t,e)=>({contexts:this.#E(null),where:this.#m(e,`env.${t}`)})),null}catch(t){return rt(
t)}}#O(t){return t?.calledBy?this.#c.get(t.calledBy)??this.#p:this.#p}#E(t){let e=this.#O(t);return{github:this.#e.github,
inputs:e.inputs,vars:this.#t.vars,secrets:e.secrets}}async#_(t){let e=new Map;for(let n of t)e.set(n.id,(async()=>{await Promise.
all(n.needs.map(r=>e.get(r))),this.#i.set(n.id,n.call===null?await this.#z(n):await this.#M(n))})());await Promise.all(e.
values())}async#M(t){let e=t.call;if(this.#e.reuse?.has(t.id)){for(let r of e.jobs){let o=this.#d.get(r);this.#i.set(r,o.
call===null?await this.#z(o):await this.#M(o))}return this.#z(t)}let n=await this.#j(t);return this.#g.has(t.id)||this.#F(
e.jobs,n),n}async#j(t){let e=this.#X(t);if(!("contexts"in e))return this.#A(t,t.id,`its calling job ${t.id} did not run \
(${e.result})`),e;let{contexts:n}=e,r,o,i;try{r=t.legs??this.#Q(t,n),i=this.#tt(t,n),o=this.#t.legIds.get(t.id)??Ln(t.id,
r,this.#v),t.legs===null&&this.#L(t,o)}catch(l){let a=this.#G(t,rt(l));return this.#A(t,t.id,`its calling job ${t.id} fa\
iled before the call started`),a}return t.legs===null&&this.#a({type:"job-legs",job:t.id,legs:o}),this.#q(t,r,o,i,n,{pooled:!1,
outputsOf:l=>l.result==="success"},(l,a,u,d)=>this.#J(t,l,a,u,r.length,i,n,d))}#L(t,e){if(e.length<2)return;let n=r=>{for(let o of r){
let i=this.#d.get(o),l=i.instances===null?i.stages?.[0]:void 0;if(l!==void 0){let a=o.slice((this.#g.get(t.id)??t.id).length);
throw new x("stage-duplicate",`jobs.${t.job.id}: ${ro(l,o,e.map(u=>`${u}${a}`))}`,{where:Q(t.workflow.fileName,t.job.position)})}
n(i.call?.jobs??[])}};n(this.#d.get(this.#g.get(t.id)??t.id)?.call?.jobs??[])}async#J(t,e,n,r,o,i,l,a){let u=t.call,d=u.
workflow.call,c=t.workflow.fileName,p=u.workflow.fileName,f=this.#s.now(),g=this.#O(t),h=Object.keys(e).length>0,S={...l,
matrix:le(e),strategy:on(i,r,o)},m,w=null;try{if(g.envFailure)throw new x("expression-invalid",g.envFailure);let v=fr(this.#n,
t.job,d,(k,_)=>({contexts:{...S,secrets:{}},where:this.#m(_,`jobs.${t.job.id}.with.${k}`,c)})),A;try{A=pr(d,v,u.path)}catch(k){
throw k instanceof x?new x(k.code,`jobs.${t.job.id}: ${k.message}`,{where:Q(c,t.job.uses?.position??t.job.position)}):k}
let P=t.job.secrets==="inherit"?g.secrets:Ot(this.#n,t.job.secrets,(k,_)=>({contexts:S,where:this.#m(_,`jobs.${t.job.id}\
.secrets.${k}`,c)})),J=[...new Set(Object.values(P))].filter(k=>k!==""&&!this.#h.includes(k));this.#h.push(...J),J.length>
0&&this.#s.addSecrets?.(J);for(let[k,_]of Object.entries(P))!J.includes(_)||_.length>=xt.minSecretLength||this.#a({type:"\
notice",level:"warning",job:t.id,leg:n,message:`secret ${k} passed to ${u.path} is shorter than ${xt.minSecretLength} ch\
aracters, so it is not redacted: it will appear wherever a step or agent prints it (a value that short would blank out o\
rdinary words)`});w=this.#ot(t,h?e:null,S);let q=w??`${g.namePrefix}${t.job.id}${h?gi(e):""}`;m={inputs:A,secrets:P,env:{},
envFailure:null,namePrefix:`${q} / `,cancel:AbortSignal.any([g.cancel,a])},ns(0,m.cancel);try{m.env=Ot(this.#n,u.workflow.
env,(k,_)=>({contexts:{github:this.#e.github,inputs:A,vars:this.#t.vars,secrets:P},where:this.#m(_,`env.${k}`,p)}))}catch(k){
m.envFailure=rt(k)}}catch(v){let A=rt(v);return this.#a({type:"notice",level:"error",job:t.id,leg:n,message:A}),this.#a(
{type:"job-finished",job:t.id,leg:n,result:"failure",duration_ms:0,reason:A}),this.#A(t,n,`its calling job ${n} failed b\
efore the call started`),{result:"failure",outputs:{},stages:[]}}this.#c.set(n,m),this.#a({type:"job-started",job:t.id,leg:n,
name:w,matrix:h?e:null});let b=this.#C(t,n);await this.#_(b);let $=b.map(v=>this.#i.get(v.id)).filter(v=>v!==void 0),N=$.
some(v=>v.result==="failure")?"failure":$.some(v=>v.result==="cancelled")||this.#o.aborted?"cancelled":"success",R={};try{
let v=Object.fromEntries(b.map(A=>{let P=this.#i.get(A.id);return[ae(A.id),{result:P?.result??"skipped",outputs:P?.outputs??
{}}]}));R=Ot(this.#n,d.outputs,(A,P)=>({contexts:{github:this.#e.github,inputs:m.inputs,vars:this.#t.vars,jobs:v},where:this.#m(
P,`on.workflow_call.outputs.${A}.value`,p)}))}catch(v){N==="success"&&(N="failure"),this.#a({type:"notice",level:"error",
job:t.id,leg:n,message:rt(v)})}return this.#I(R,t.id,n),this.#a({type:"job-finished",job:t.id,leg:n,result:N,duration_ms:an(
f,this.#s.now())}),{result:N,outputs:R,stages:$.flatMap(v=>v.stages)}}#C(t,e){let n=this.#g.get(t.id)??t.id,r=this.#N.get(
t.id),o=`${n}/`,i=l=>l.startsWith(o)?`${e}/${l.slice(o.length)}`:r?r(l):l;return(this.#d.get(n)?.call?.jobs??[]).map(l=>{
let a=this.#d.get(l),u=i(l);if(this.#S.set(l,[...this.#S.get(l)??[],u]),u===l)return a;let d={...a,id:u,calledBy:e,needs:a.
needs.map(i),upstream:a.upstream.map(i),stageUpstream:a.stageUpstream.map(i),call:a.call&&{...a.call,jobs:a.call.jobs.map(
i)},stages:a.instances?.find(c=>c.id===u)?.stages??null};return this.#d.set(u,d),this.#g.set(u,l),this.#N.set(u,i),d})}#A(t,e,n){
for(let r of this.#C(t,e))this.#a({type:"job-skipped",job:r.id,result:"skipped",reason:n}),this.#i.set(r.id,{id:r.id,result:"\
skipped",outputs:{},stages:[],legs:[]}),r.call!==null&&this.#A(r,r.id,`its calling job ${r.id} did not run (skipped)`)}#F(t,e){
for(let n of t){let r=this.#d.get(n),o=(this.#S.get(n)??[]).map(i=>this.#i.get(i));if(o.length===0){let i=`its calling j\
ob ${r.calledBy} did not run (${e.result})`;this.#a({type:"job-skipped",job:n,result:"skipped",reason:i}),this.#i.set(n,
{id:n,result:"skipped",outputs:{},stages:[],legs:[]})}else(o.length>1||o[0]?.id!==n)&&this.#i.set(n,{id:n,result:Bn(o.map(
i=>i.result)),outputs:{},stages:o.flatMap(i=>i.stages),legs:o.flatMap(i=>i.legs)});r.call!==null&&this.#F(r.call.jobs,this.#i.
get(n))}}#I(t,e,n){for(let[r,o]of Object.entries(t))Me(o,this.#h)&&(delete t[r],this.#a({type:"notice",level:"warning",job:e,
leg:n,message:`skipped output ${r}, since it may contain a secret (as GitHub does): needs.${ae(e)}.outputs.${r} is empty`}))}#W(t){
return(t?this.#U(t):this.#l).aborted||this.#o.aborted}#U(t){return this.#O(t).cancel}#B(t){let e=this.#U(t).reason;return this.#l.
aborted||typeof e!="string"?"the run was cancelled":e}#m(t,e,n=this.#t.workflow.fileName){return t?Q(n,t.position):e}async#z(t){
let e=this.#e.reuse?.get(t.id);if(e){for(let p of e.legs)this.#v.add(p.toLowerCase());this.#a({type:"notice",level:"info",
job:t.id,leg:null,message:"reusing the stored result of this job"});let c=e.legResults??e.legs.map(p=>({leg:p,result:e.result}));
c.length===0&&(e.result==="skipped"||e.result==="cancelled")&&this.#a({type:"job-skipped",job:t.id,result:e.result,reason:e.
skipReason??`${e.result} in the run replayed`});for(let{leg:p,result:f,reason:g,durationMs:h,failedStep:S}of c)this.#a({
type:"job-finished",job:t.id,leg:p,result:f,duration_ms:h??0,...g===void 0?{}:{reason:g},reused:!0,...S===void 0?{}:{failed_step:S}});
return e}let n=this.#X(t);if(!("contexts"in n))return n;let{needs:r,contexts:o}=n,i=c=>this.#G(t,c),l=this.#O(t).envFailure;
if(l)return i(l);let a,u;try{a=t.legs??this.#Q(t,o),u=this.#tt(t,o)}catch(c){return i(rt(c))}let d=this.#t.legIds.get(t.
id)??Ln(t.id,a,this.#v);t.legs===null&&(this.#a({type:"job-legs",job:t.id,legs:d}),this.#ht(t,a,o));for(let c of this.#it(
t,a,u,o))this.#D(t.id,null,c.level,c.message);return this.#q(t,a,d,u,o,{pooled:!0,outputsOf:()=>!0},(c,p,f,g)=>this.#ct(
t,c,p,f,a.length,u,r,g))}async#q(t,e,n,r,o,i,l){let a=new AbortController;ns(0,a.signal);let u=this.#U(t),d=u.aborted,c,
p=()=>{if(c===void 0)try{c=Ee(this.#n,t.job.if,{contexts:o,status:this.#K(t),where:Q(t.workflow.fileName,t.job.if.position??
t.job.position)})}catch{c=!1}return c},f=r.maxParallel?new de(r.maxParallel):null,g=[],h=await Promise.all(e.map(async(m,w)=>{
let b=n[w],$=async()=>{if(this.#o.aborted||u.aborted&&!d&&!p()||a.signal.aborted){let P=a.signal.aborted?"fail-fast: ano\
ther leg of its matrix failed before it started":`${this.#B(t)} before it started`;return this.#a({type:"job-finished",job:t.
id,leg:b,result:"cancelled",duration_ms:0,reason:P}),{result:"cancelled",outputs:{},stages:[]}}let v=await l(m,b,w,a.signal);
if(v.result!=="failure")return v;let A={...o,matrix:le(m),strategy:on(r,w,e.length)};return this.#V(t.job,A,t.id,b,!1,t.
workflow.fileName)?{...v,result:this.#rt(t.id,b)}:(r.failFast&&e.length>1&&a.abort(`fail-fast: another leg of ${t.call===
null?"its matrix":`the call ${t.id}`} failed`),v)},N=()=>f?f.run($):$(),R=await(i.pooled?this.#r.run(N):N());return g.push(
R),R})),S={};for(let m of g.filter(i.outputsOf))for(let[w,b]of Object.entries(m.outputs))(b!==""||!(w in S))&&(S[w]=b);return{
id:t.id,result:Bn(h.map(m=>m.result)),outputs:S,stages:h.flatMap(m=>m.stages),legs:n}}#it(t,e,n,r){let{runsOn:o,container:i,
services:l}=t.job;if(o===null&&i===null&&l===null)return[];let a=(d,c)=>{if(d===null)return null;try{return Wt(this.#n,d,
{contexts:c})}catch{return sn(d)}},u=e.map((d,c)=>{let p={...r,matrix:le(d),strategy:on(n,c,e.length)};return{runsOn:a(o,
p),container:a(i,p),services:a(l,p)}});return li(u,this.#e.runner.os)}#D(t,e,n,r){let o=this.#T(t),i=this.#P.get(o)??new Set;
this.#P.set(o,i),!i.has(r)&&(i.add(r),this.#a({type:"notice",level:n,job:t,leg:e,message:r}))}#at(){let t=this.#e.github;
return{repository:typeof t.repository=="string"?t.repository:"",refs:["sha","ref","ref_name","head_ref"].flatMap(e=>{let n=t[e];
return typeof n=="string"&&n!==""?[n]:[]}),workspace:this.#e.runner.workspace}}#lt(t,e){let n=l=>{let a=Object.entries(t.
with).find(([u])=>u.toLowerCase()===l);return a?Rt(this.#n,a[1],e(a[1],`with.${a[0]}`)):""},[r,o,i]=Go.map(n);return{repository:r,
path:o,ref:i}}#X(t){let e=(i,l)=>(this.#a({type:"job-skipped",job:t.id,result:i,reason:l}),{id:t.id,result:i,outputs:{},
stages:[],legs:[]});if(this.#o.aborted)return e("cancelled","the run was cancelled");if(t.skip!==null)return e("skipped",
t.skip);let n=this.#Y(t),r={...this.#E(t),needs:n},o;try{o=Ee(this.#n,t.job.if,{contexts:r,status:this.#K(t),where:Q(t.workflow.
fileName,t.job.if.position??t.job.position)})}catch(i){return this.#G(t,rt(i))}if(!o&&this.#W(t))return e("cancelled",this.#B(
t));if(!o){let i=t.job.if.text,a=(i===null||t.job.if.implicitSuccess===!0)&&!this.#K(t).success([])?`${this.#ut(t)}${i===
null?"":` (an if: without a status function, such as if: ${i}, means success() && (\u2026))`}`:`if: ${i} was false`;return e(
"skipped",a)}return{needs:n,contexts:r}}#G(t,e){this.#a({type:"notice",level:"error",job:t.id,leg:null,message:e}),this.#a(
{type:"job-finished",job:t.id,leg:t.id,result:"failure",duration_ms:0,reason:e});let n={...this.#E(t),needs:this.#Y(t)},
r=this.#V(t.job,n,t.id,t.id,!1,t.workflow.fileName)?this.#rt(t.id,t.id):"failure";return{id:t.id,result:r,outputs:{},stages:[],
legs:[t.id]}}#Y(t){let e={};for(let n of t.needs){let r=this.#i.get(n);r&&(e[ae(n)]={result:r.result,outputs:r.outputs})}
return e}#Z(t,e){let n=t.id.slice(0,t.id.length-t.job.id.length);return dr(e.length>0?e.map(r=>`${n}${r}`):t.upstream,r=>this.#d.
get(r)?.call)}#ut(t){let e={failure:"failed",skipped:"was skipped",cancelled:"was cancelled"},n=this.#Z(t,[]).flatMap(i=>{
let l=this.#i.get(i)?.result;return l===void 0||l==="success"?[]:[{id:i,said:`${i} ${e[l]}`}]});if(n.length===0)return"a\
 job it needs did not succeed";let r=n.map(i=>i.said).join(", "),o=new Set(t.needs);return n.every(i=>o.has(i.id))?`a jo\
b it needs did not succeed: ${r}`:`a job upstream did not succeed: ${r} (success() counts every job before this one, not\
 only those in needs:)`}#K(t){let e=r=>this.#i.get(r)?.result,n=r=>this.#Z(t,r);return{success:r=>!this.#W(t)&&n(r).every(
o=>e(o)==="success"),failure:r=>n(r).some(o=>e(o)==="failure"),cancelled:()=>this.#W(t)}}#Q(t,e){let n=eo(t.job.strategy);
if(!n)return[{}];let r=i=>Q(t.workflow.fileName,i),o=no(this.#n,n,e,r);return Mr(t.id,o,r(n.position),this.#h,{recordsStages:t.
recordsStages}),o}#tt(t,e){let n=t.job.strategy;if(n?.kind!=="mapping")return{failFast:!0,maxParallel:null};let r=Q(t.workflow.
fileName,n.position),o=n.entries.find(u=>u.key==="fail-fast")?.value,i=n.entries.find(u=>u.key==="max-parallel")?.value,
l=o?Wt(this.#n,o,{contexts:e,where:r}):!0,a=i?Number(Wt(this.#n,i,{contexts:e,where:r})):null;return{failFast:l!==!1&&l!==
"false",maxParallel:a!==null&&Number.isFinite(a)&&a>0?a:null}}async#ct(...t){let e=this.#s.legTemp,n=e?await e.open(t[2]):
this.#e.runner.temp;try{return await this.#dt(n,...t)}finally{await e?.close(n)}}async#dt(t,...[e,n,r,o,i,l,a,u]){let d=this.#s.
now(),c=Object.keys(n).length>0,p=e.workflow,f=p.fileName,g=new AbortController,h=AbortSignal.any([this.#o,g.signal]),S=null,
m=[],w=dl,b={...this.#e.github,job:e.job.id,...this.#s.eventPath?{event_path:this.#s.eventPath(t)}:{}},$=le(n),N=fi({...this.#e.
runner,debug:this.#w},t),R=wl(b,N,this.#e.runner.workspace),v="success",A=e.job.stageWorkflow?{}:{...this.#O(e).env},P=[],
J={},q=[],k=()=>({...this.#E(e),github:b,needs:a,matrix:$,strategy:on(l,o,i),runner:N,env:A,steps:J,job:{status:v}});this.#a(
{type:"job-started",job:e.id,leg:r,name:this.#ot(e,c?n:null,k()),matrix:c?n:null});let _={success:()=>v==="success"&&!this.#o.
aborted,failure:()=>v==="failure",cancelled:()=>this.#o.aborted||v==="cancelled"},E=null,F=new Set,L=M=>(F.add(M),()=>F.
delete(M)),K=M=>{if(E!==null||h.aborted)return;E=M,v="cancelled";let T=w;m.push(ss(T,this.#y,()=>g.abort(`the job was ca\
ncelled (${M}) and its steps did not finish within its cancel-timeout-minutes (${fe(T)})`))),S&&!this.#nt(S.step,k(),_,e.
id,r,f)&&S.abort.abort(M);for(let B of[...F])B(M)},I=()=>K("fail-fast: another leg of its matrix failed"),y=this.#U(e),O=()=>K(
this.#B(e)),H=null,tt={shell:null,workingDirectory:null,shellAt:null};try{A={...A,...Ot(this.#n,e.job.env,(kt,z)=>({contexts:k(),
where:this.#m(z,`jobs.${e.job.id}.env.${kt}`,f)}))};let[M,T]=e.job.defaults!==null?[e.job.defaults,`jobs.${e.job.id}.def\
aults.run`]:[p.defaults,"defaults.run"],B=(kt,z)=>{let yt=M?.[kt]??null;if(yt===null)return null;let Mt=this.#m(yt,`${T}\
.${z}`,f),Qt=Rt(this.#n,yt,{contexts:k(),where:Mt});return Qt===""?null:{text:Qt,at:Mt}},dt=B("shell","shell");if(tt={shell:dt?.
text??null,shellAt:dt?.at??null,workingDirectory:B("workingDirectory","working-directory")?.text??null},e.job.cancelTimeoutMinutes&&
(w=hi(Wt(this.#n,e.job.cancelTimeoutMinutes,{contexts:k()}),Q(f,e.job.cancelTimeoutMinutes.position),"cancel-timeout-min\
utes")),e.job.timeoutMinutes){let kt=Q(f,e.job.timeoutMinutes.position),z=hi(Wt(this.#n,e.job.timeoutMinutes,{contexts:k()}),
kt);m.push(ss(z,this.#y,()=>{let yt=`the job exceeded its timeout-minutes (${fe(z)})`;E===null&&!h.aborted&&this.#a({type:"\
notice",level:"error",job:e.id,leg:r,message:`${kt}: jobs.${e.id}${c?` (${r})`:""} was cancelled: ${yt}; steps whose if:\
 holds when a job is cancelled (always(), cancelled()) still run`}),K(yt)}))}}catch(M){H=rt(M)}if(H)v="failure",this.#a(
{type:"notice",level:"error",job:e.id,leg:r,message:H});else{u.aborted?I():u.addEventListener("abort",I,{once:!0}),y.aborted||
y.addEventListener("abort",O,{once:!0});for(let M of e.steps){if(h.aborted)break;let T=new AbortController;S={step:M.step,
abort:T};let B=await this.#et(e,M,r,n,c,{contexts:k,stepStatus:_,defaults:R,env:()=>A,path:()=>P,signal:AbortSignal.any(
[h,T.signal]),kill:h,onCancel:L},{file:f,runDefaults:tt,inComposite:null});S=null,B.envAdded&&(A={...A,...B.envAdded}),B.
pathAdded.length>0&&(P=[...B.pathAdded,...P]),M.step.id&&(J={...J,[M.step.id]:{outputs:B.outputs,outcome:B.outcome,conclusion:B.
conclusion}}),q.push(...B.stages),B.conclusion==="failure"&&E===null&&(v="failure")}}u.removeEventListener("abort",I),y.
removeEventListener("abort",O);for(let M of m)clearTimeout(M);let X={},at=null;try{X=Ot(this.#n,e.job.outputs,(M,T)=>({contexts:k(),
where:this.#m(T,`jobs.${e.job.id}.outputs.${M}`,f)}))}catch(M){v="failure",at=rt(M),this.#a({type:"notice",level:"error",
job:e.id,leg:r,message:at})}this.#I(X,e.id,r);let D=this.#o.aborted||g.signal.aborted?"cancelled":v,j=D==="failure"?H??at:
null;return this.#a({type:"job-finished",job:e.id,leg:r,result:D,duration_ms:an(d,this.#s.now()),...j===null?{}:{reason:j}}),
{result:D,outputs:X,stages:q}}async#et(t,e,n,r,o,i,l){let{step:a,action:u}=e,d=l.file,c=this.#s.now(),p=a.action??a.id??
"__run",f=I=>{let y=i.contexts();return{...y,github:{...y.github,action:p},env:I}},g={},h=null;try{g=Ot(this.#n,a.env,(I,y)=>({
contexts:f(i.env()),where:this.#m(y,`env.${I}`,d),...this.#b()}))}catch(I){h=rt(I)}let S=this.#gt(a,f({...i.env(),...g})),
m=l.inComposite?`${l.inComposite.name} \u203A ${S}`:S,w=l.inComposite?.index??a.index,b={job:t.id,leg:n,step:w,name:m},$=I=>{
l.inComposite||this.#a(I)},N=(I,y,O,H={})=>{let tt=I==="failure"?H.outputTail??null:null;return $({type:"step-finished",
...b,outcome:I,conclusion:y,duration_ms:an(c,this.#s.now()),message:O,...tt===null?{}:{output_tail:tt}}),{outcome:I,conclusion:y,
message:O,outputTail:tt,outputs:H.outputs??{},envAdded:H.envAdded??null,pathAdded:H.pathAdded??[],stages:H.stages??[]}},
R;try{if(h!==null)throw new x("expression-invalid",h);R=this.#st(a,f({...i.env(),...g}),i.stepStatus,d)}catch(I){return $(
{type:"step-started",...b}),{...N("failure","failure",rt(I)),notEvaluated:!0}}if(!R)return $({type:"step-finished",...b,
outcome:"skipped",conclusion:"skipped",duration_ms:0,message:null}),{outcome:"skipped",conclusion:"skipped",message:null,
outputTail:null,outputs:{},envAdded:null,pathAdded:[],stages:[]};$({type:"step-started",...b});let v="success",A=null,P=null,
J={},q=null,k=[],_=[],E={...i.defaults,GITHUB_ACTION:p},F=i.signal,L;try{let I={...i.env(),...g},y=()=>f(I),O=null,H=Q(d,
a.timeoutMinutes?.position??a.position);if(a.timeoutMinutes){let D=null;try{let j=Wt(this.#n,a.timeoutMinutes,{contexts:y(),
where:H,...this.#b()}),M=Yr(j);M===null?D=qr(j):O=M.minutes}catch(j){D=j instanceof x?j.message:rt(j)}D!==null&&this.#a(
{type:"notice",level:"warning",job:t.id,leg:n,message:`${H}: step ${w+1} (${m}): an error occurred when attempting to de\
termine the step timeout: ${D}; the step runs without a timeout, as on GitHub`})}if(O!==null){let D=new AbortController;
F=AbortSignal.any([i.signal,D.signal]);let j={minutes:O,up:!1,timer:void 0};j.timer=ss(O,this.#y,()=>{F.aborted||(j.up=!0,
this.#a({type:"notice",level:"warning",job:t.id,leg:n,message:`${H}: step ${w+1} (${m}) exceeded its timeout-minutes (${fe(
O)}): stopping it`}),D.abort(`the step exceeded its timeout-minutes (${fe(O)})`))}),L=j}let tt=u.kind==="run"?await this.#s.
createStepFiles?.():void 0,X=(D,j)=>({contexts:ii(y(),tt),where:this.#m(D,j,d),...this.#b()}),at=a.workingDirectory!==null?
Rt(this.#n,a.workingDirectory,X(a.workingDirectory,"working-directory")):l.runDefaults.workingDirectory;switch(u.kind){case"\
run":{let D=Rt(this.#n,a.run,X(a.run,"run")),j=a.shell!==null?Rt(this.#n,a.shell,X(a.shell,"shell")):l.runDefaults.shell,
M=Lr(j);if(M!==null&&this.#e.runner.os!=="Windows")throw new x("shell-unavailable",Fr(M,this.#e.runner.os),{where:a.shell?
Q(d,a.shell.position):l.runDefaults.shellAt??d});let T=await this.#s.runScript({job:this.#T(t.id),leg:n,step:w,name:m,script:D,
shell:j,workingDirectory:at,defaults:E,env:I,path:i.path(),files:tt,signal:F,kill:i.kill});for(let z of T.masks??[])this.#h.
includes(z)||this.#h.push(z);for(let z of T.annotations??[])this.#a({type:"notice",level:z.level==="notice"?"info":z.level,
job:t.id,leg:n,message:`step ${w+1}: ${z.message}`,...z.place?{annotation:{step:w+1,...z.place}}:{}});let B=T.commands??
{outputs:[],env:[],path:[],failures:[]};J=Object.fromEntries([...B.outputs,...Yn(T.files.output,ut.output)]);let dt=ei(T.
files.env,ut.env);for(let z of dt.refused)this.#a({type:"notice",level:"error",job:t.id,leg:n,message:`step ${w+1}: ${z}`});
let kt=[...B.env,...dt.pairs];kt.length>0&&(q=Object.fromEntries(kt)),k=[...ni(T.files.path),...[...B.path].reverse()],T.
summaryBytes!==void 0?this.#a({type:"notice",level:"error",job:t.id,leg:n,message:`step ${w+1}: ${Qo(T.summaryBytes)}`}):
T.files.summary.trim()!==""&&this.#s.summary?.(this.#T(t.id),n,T.files.summary);for(let z of B.failures)this.#a({type:"n\
otice",level:"error",job:t.id,leg:n,message:`step ${w+1}: ${z}`});T.exitCode===0&&B.failures.length>0&&(v="failure",A=B.
failures.join("; ")),T.exitCode!==0&&(v=i.signal.aborted?"cancelled":"failure",A=T.exitCode===null?`ended by ${T.signal??
"a signal"}`:`exited with code ${T.exitCode}`,F.aborted&&typeof F.reason=="string"&&(A+=`: ${F.reason}`)),T.output!==void 0&&
(P=ml(T.output));break}case"baton":{let D=Ot(this.#n,a.with,(M,T)=>X(T,`with.${M}`)),j=await this.#s.runAction({action:u.
action,job:this.#T(t.id),leg:n,step:w,stepId:a.id,matrix:o?r:null,inputs:D,defaults:E,env:I,path:i.path(),workingDirectory:at,
upstream:this.#pt(t),needsFacts:this.#t.needsFacts.get(t.id),jobIds:this.#f,secrets:this.#h,stageJob:ae(t.id),signal:F});
J=j.outputs,Object.keys(j.env).length>0&&(q=j.env),j.summary.trim()!==""&&this.#s.summary?.(this.#T(t.id),n,j.summary);for(let{
warnings:M=[],...T}of j.recorded){this.#u.push({job:this.#T(t.id),leg:n,...T}),_.includes(T.stage)||_.push(T.stage),this.#a(
{type:"stage-recorded",job:t.id,leg:n,...T});for(let B of M)this.#a(yl(t.id,n,T,B))}j.ok||(v=i.signal.aborted?"cancelled":
"failure",A=j.message);break}case"noop":{let D=u.action==="checkout"?Ko(a.uses?.text??"actions/checkout",this.#lt(a,X),this.#at()):
null;D!==null&&this.#D(t.id,n,"warning",D),A=D??`${a.uses?.text}: no-op here (${u.reason})`;break}case"local":{let D=this.#s.
loadAction?await this.#s.loadAction(u.path):null;if(D?.kind!=="composite"){let M=`${u.path} ${D?`is a ${D.using} action,\
 which`:""} cannot run locally; step skipped`.replace("  "," ");return this.#D(t.id,n,"warning",M),N("skipped","skipped",
M)}let j=await this.#ft(t,n,r,o,D,{uses:u.path,depth:(l.inComposite?.depth??0)+1,index:w,name:m,with:Ot(this.#n,a.with,(M,T)=>X(
T,`with.${M}`)),contexts:y,stepStatus:i.stepStatus,defaults:E,env:I,overrides:g,path:i.path(),signal:F,kill:i.kill,onCancel:i.
onCancel});J=j.outputs,Object.keys(j.envAdded).length>0&&(q=j.envAdded),k=j.pathAdded,_.push(...j.stages),j.outcome!=="s\
uccess"&&(v=j.outcome,A=j.message,P=j.outputTail);break}case"skip":return this.#D(t.id,n,"warning",u.notice),N("skipped",
"skipped",u.notice);default:Rn(u,"step action")}}catch(I){v=i.signal.aborted?"cancelled":"failure",A=rt(I),I instanceof x||
this.#a({type:"notice",level:"error",job:t.id,leg:n,message:`internal error: ${A}`})}L&&(clearTimeout(L.timer),L.up&&!i.
signal.aborted&&(v="failure",A=`${Q(d,a.timeoutMinutes?.position??a.position)}: the step timed out after ${fe(L.minutes)}\
 (timeout-minutes)`));let K=v;return v==="failure"&&this.#V(a,i.contexts(),t.id,n,!0,d)&&(K="success"),N(v,K,A,{outputs:J,
envAdded:q,pathAdded:k,stages:_,outputTail:P})}async#ft(t,e,n,r,o,i){if(i.depth-1>Wn)throw new x("action-invalid",`${i.uses}\
: composite action depth exceeded max depth ${Wn}, as on GitHub (does it use itself?)`,{where:o.file});let l=o.directory,
a=i.contexts(),u={...a.github,action_path:l},d=Object.fromEntries(Object.entries(i.with).map(([k,_])=>[k.toLowerCase(),_])),
c={...d},p=new Set(o.inputs.map(k=>k.id.toLowerCase())),f=Object.keys(d).filter(k=>!p.has(k));f.length>0&&this.#D(t.id,e,
"warning",`step ${i.index+1}: unexpected input(s) ${f.map(k=>`'${k}'`).join(", ")} of ${i.uses}, valid inputs are [${[...p].
map(k=>`'${k}'`).join(", ")}]`);for(let k of o.inputs){let _=k.id.toLowerCase();Object.hasOwn(d,_)?c[_]=d[_]:k.default?c[_]=
Rt(this.#n,k.default,{contexts:{...a,github:u},where:this.#m(k.default,`inputs.${k.id}.default`,o.file),...this.#b()}):c[_]=
""}let g={...i.env},h=[...i.path],S={},m=[],w={},b=null,$=[],N=()=>({...i.contexts(),github:{...u,action_status:b===null?
"success":"failure"},inputs:c,steps:w,env:g}),R={success:()=>b===null&&!i.stepStatus.cancelled(),failure:()=>b!==null,cancelled:()=>i.
stepStatus.cancelled()},v={...i.defaults,GITHUB_ACTION_PATH:l};for(let k of o.steps){if(i.signal.aborted)break;let _=new AbortController,
E=i.onCancel(L=>{this.#nt(k,N(),R,t.id,e,o.file)||_.abort(L)}),F;try{F=await this.#et(t,{step:k,action:ir(k)},e,n,r,{contexts:N,
stepStatus:R,defaults:v,env:()=>g,path:()=>h,signal:AbortSignal.any([i.signal,_.signal]),kill:i.kill,onCancel:i.onCancel},
{file:o.file,runDefaults:{shell:null,workingDirectory:null,shellAt:null},inComposite:{index:i.index,name:i.name,depth:i.
depth}})}finally{E()}if(F.envAdded&&(g={...g,...F.envAdded,...i.overrides},Object.assign(S,F.envAdded)),F.pathAdded.length>
0&&(h=[...F.pathAdded,...h],m.unshift(...F.pathAdded)),k.id&&(w={...w,[k.id]:{outputs:F.outputs,outcome:F.outcome,conclusion:F.
conclusion}}),$.push(...F.stages),F.conclusion!=="success"&&F.conclusion!=="skipped"&&b===null&&(b=F),F.notEvaluated)break}
let A={},P=null;try{A=Ot(this.#n,Object.fromEntries(o.outputs.flatMap(k=>k.value?[[k.id,k.value]]:[])),(k,_)=>({contexts:N(),
where:this.#m(_,`outputs.${k}.value`,o.file),...this.#b()}))}catch(k){P=rt(k)}let J=i.signal.aborted?"cancelled":b!==null?
b.conclusion:P!==null?"failure":"success",q=b?`${i.uses}: ${b.message??b.conclusion}`:P!==null?`${i.uses}: ${P}`:null;return{
outcome:J,message:q,outputTail:b?.outputTail??null,outputs:A,envAdded:S,pathAdded:m,stages:$}}#nt(t,e,n,r,o,i=this.#t.workflow.
fileName){try{return this.#st(t,e,n,i)}catch(l){return this.#a({type:"notice",level:"error",job:r,leg:o,message:`${rt(l)}\
; the step is stopped with its cancelled job`}),!1}}#st(t,e,n,r=this.#t.workflow.fileName){return Ee(this.#n,t.if,{contexts:e,
status:n,where:Q(r,t.if.position??t.position),...this.#b()})}#b(){return this.#s.host?{host:this.#s.host}:{}}#rt(t,e){return this.#a(
{type:"notice",level:"warning",job:t,leg:e,message:"failed, and the job has continue-on-error: the jobs that need it see\
 success, and the run does not fail for it"}),"success"}#V(t,e,n,r,o=!1,i=this.#t.workflow.fileName){let l=t.continueOnError;
if(typeof l=="boolean")return l;let a;try{let u=Rt(this.#n,l,{contexts:e,where:this.#m(l,"continue-on-error",i),...o?this.#b():
{}});if(u==="true"||u==="false")return u==="true";a=`${this.#m(l,"continue-on-error",i)}: continue-on-error must be true\
 or false, got ${JSON.stringify(u)}; the failure stands`}catch(u){a=`${rt(u)}; the failure stands (continue-on-error)`}return this.#a(
{type:"notice",level:"error",job:n,leg:r,message:a}),!1}#pt(t){let e=this.#d;return ho(t.stageUpstream,n=>(e.has(n)?oo(e.
get(n),e):[n]).flatMap(r=>[e.get(r)?.stages,this.#x.get(r),this.#i.get(r)?.stages]),{shownJob:n=>this.#T(n),matrixOf:n=>this.#$.
get(n),placeOf:to(this.#t,t)})}#ht(t,e,n){let r=so(this.#n,t,e,n,this.#h);if(r!==null){this.#x.set(t.id,r.map(({stage:o})=>o));
for(let{stage:o,leg:i}of r)Object.keys(i).length>0&&this.#$.set(o,i)}}#ot(t,e,n){let r=t.job.name,o=t.calledBy===null?"":
this.#O(t).namePrefix;if(!r&&o==="")return null;let i=t.job.id,l=!1;if(r){try{i=Rt(this.#n,r,{contexts:n,...this.#b()})}catch{
i=r.text}l=r.expression!==null&&this.#n.facts(r.expression).paths.some(a=>a[0]==="matrix")}return e&&!l&&(i+=gi(e)),Qn(`${o}${i}`)}#gt(t,e){
return Qn(this.#mt(t,e))}#mt(t,e){if(t.name)try{return Rt(this.#n,t.name,{contexts:e,...this.#b()})}catch{return t.name.
text}if(t.uses)return`Run ${t.uses.text}`;let n=t.run?.text??"";if(t.run)try{n=Rt(this.#n,t.run,{contexts:e,...this.#b()})}catch{}
return`Run ${n.trimStart().split(/\r|\n/)[0]?.trim()??""}`}#a(t){let e=this.#s.now().toISOString(),n="job"in t&&t.job!==
null?this.#g.get(t.job):void 0,r;if(n===void 0)r={...t,at:e};else if(t.type==="job-skipped")r={...t,type:"job-finished",
job:n,leg:t.job,duration_ms:0,at:e};else if(t.type==="notice"&&t.leg===null)r={...t,job:n,leg:t.job,at:e};else if(t.type!==
"job-legs")r={...t,job:n,at:e};else return;if(r.type==="job-skipped")this.#k.set(r.job,r.reason);else if(r.type==="job-f\
inished"){let o=this.#R.get(r.job)??[];o.push({leg:r.leg,result:r.result,...r.reason===void 0?{}:{reason:r.reason}}),this.#R.
set(r.job,o)}this.#s.emit(r)}#T(t){return this.#g.get(t)??t}};function hl(s){return typeof s=="string"?s:JSON.stringify(
s)}function gi(s){return` (${Object.values(s).map(hl).join(", ")})`}var mi={lines:10,bytes:2048},gl=new Set(["error","wa\
rning","notice"]);function ml(s){let t=[],e=new ce;for(let n of s.split(/\r?\n/)){let r=nr(n),o=e.read(r);if(o==="resume\
d")continue;if(o===null){t.push(r);continue}let{command:i,data:l}=o;i==="stop-commands"?e.stop(l):gl.has(i)?t.push(`${i[0].
toUpperCase()}${i.slice(1)}: ${l}`):i==="group"&&t.push(l)}return js(t.join(`
`),mi.lines,mi.bytes)}function wl(s,t,e){let n=o=>String(s[o]??""),r=o=>s[o]===void 0?{}:{[`GITHUB_${o.toUpperCase()}`]:n(
o)};return{...r("event_path"),...r("actor_id"),...r("repository_id"),...r("repository_owner_id"),...r("ref_protected"),...r(
"retention_days"),GITHUB_ACTIONS:"true",GITHUB_WORKFLOW:n("workflow"),GITHUB_WORKFLOW_REF:n("workflow_ref"),GITHUB_WORKFLOW_SHA:n(
"workflow_sha"),GITHUB_RUN_ID:n("run_id"),GITHUB_RUN_NUMBER:n("run_number"),GITHUB_RUN_ATTEMPT:n("run_attempt"),GITHUB_JOB:n(
"job"),GITHUB_REPOSITORY:n("repository"),GITHUB_REPOSITORY_OWNER:n("repository_owner"),GITHUB_SHA:n("sha"),GITHUB_REF:n(
"ref"),GITHUB_REF_NAME:n("ref_name"),GITHUB_REF_TYPE:n("ref_type"),GITHUB_HEAD_REF:n("head_ref"),GITHUB_BASE_REF:n("base\
_ref"),GITHUB_EVENT_NAME:n("event_name"),GITHUB_ACTOR:n("actor"),GITHUB_TRIGGERING_ACTOR:n("triggering_actor"),GITHUB_SERVER_URL:n(
"server_url"),GITHUB_API_URL:n("api_url"),GITHUB_GRAPHQL_URL:n("graphql_url"),GITHUB_WORKSPACE:e,...pi(t)}}function yl(s,t,e,n){
let{stage:r,attempt:o}=e,i=`stage ${r}${o>1?` attempt ${o}`:""}`;return{type:"notice",level:"warning",job:s,leg:t,message:`${i}\
: ${n.path==="$"?n.message:Vt(n)}`,problem:{stage:r,attempt:o,code:n.code,path:n.path}}}function rt(s){return s instanceof
x?s.where?`${s.where}: ${s.message}`:s.message:s instanceof Error?s.message:String(s)}function an(s,t){return Math.max(0,
Math.round(t.getTime()-s.getTime()))}function yi(s,t,e,n){let r=d=>d!==void 0&&d!=="*"&&d!=="GITHUB_TOKEN"&&!e.has(d),o=d=>{if(d[0]==="github")return d[1]===
"token"&&d.length===2;if(d[0]==="vars")return d[1]!==void 0&&d[1]!=="*"&&!n.has(d[1].toUpperCase());if(d[0]!=="secrets")
return!1;let c=d[1]?.toUpperCase();return c==="GITHUB_TOKEN"?!e.has(c):r(c)},i=d=>d==="other"||d.some(c=>!o(c)),l=new Map,
a=d=>{if(d===null||d.expression===null)return;let c=t.facts(d.expression);c.paths.forEach((p,f)=>{let g=p[0]==="secrets"?
p[1]?.toUpperCase():void 0;if(!r(g))return;let h=i(c.fallbacks[f]??[]),S=l.get(g);S===void 0?l.set(g,{name:g,where:Q(s.fileName,
d.position),fallsBack:h}):S.fallsBack&&!h&&l.set(g,{name:g,where:Q(s.fileName,d.position),fallsBack:h})})},u=d=>{for(let c of Object.
values(d))a(c)};u(s.env);for(let d of s.jobs){u(d.env),d.secrets!=="inherit"&&u(d.secrets);for(let c of d.steps)u(c.env),
u(c.with),a(c.run)}return[...l.values()]}var bl=["[skip ci]","[ci skip]","[no ci]","[skip actions]","[actions skip]"],Sl=["skip-checks: true","skip-checks:true"],
vl=/^(?:[A-Za-z0-9][A-Za-z0-9-]*:|\s+\S)/;function bi(s){let t=bl.find(a=>s.includes(a));if(t!==void 0)return{kind:"inst\
ruction",text:t};let e=s.trimEnd().split(/\r?\n/),n=e.at(-1)??"",r=Sl.find(a=>a===n);if(r===void 0)return null;let o=a=>a!==
void 0&&a.trim()==="",i=e.length-1;for(;i>0&&!o(e[i-1]);)i--;return e.slice(i).every(a=>vl.test(a))&&o(e[i-1])&&o(e[i-2])?
{kind:"trailer",text:r}:null}function Si(s,t,e,n=!1,r){return kl(s,t,e,n)??xl(s,t,e,r)}function kl(s,t,e,n){let r=s.on[t];if(r===null||typeof r!="obj\
ect"||Array.isArray(r))return null;let o=r,i=We(o.types),l=e.action;if(i!==null&&i.length>0&&typeof l=="string"&&!i.includes(
l))return`the event's action ${l} is none of on.${t}.types (${i.join(", ")}): GitHub would not run this workflow for it`;
if(t==="push"){let a=typeof e.ref=="string"?e.ref:"";return a.startsWith("refs/tags/")?os(o,"push","tags","branches",a.slice(
10),"tag"):a.startsWith("refs/heads/")?os(o,"push","branches","tags",a.slice(11),"branch"):null}if((t==="pull_request"||
t==="pull_request_target")&&!n){let a=e.pull_request?.base?.ref;return typeof a=="string"?os(o,t,"branches",null,a,"base\
 branch"):null}return null}function xl(s,t,e,n){if(!Object.hasOwn(s.on,t))return null;let r,o;if(t==="push")r=e.head_commit?.
message,o="the push's head commit";else if(t==="pull_request"){let a=e.pull_request?.head?.sha;if(n===void 0||a!==n.sha)
return null;r=n.message,o=`the pull request's head commit (${n.sha.slice(0,7)}, HEAD here)`}else return null;let i=typeof r==
"string"?bi(r):null;if(i===null)return null;let l=i.kind==="trailer"?`ends with the trailer ${i.text}`:`holds ${i.text}`;
return`${o} message ${l}: GitHub would not run this workflow for it`}function os(s,t,e,n,r,o){let i=We(s[e]),l=We(s[`${e}\
-ignore`]),a="GitHub would not run this workflow for it";return i!==null?Br(r,i)?null:`the ${o} ${r} matches none of on.${t}\
.${e} (${i.join(", ")}): ${a}`:l!==null?zr(r,l)?null:`the ${o} ${r} matches on.${t}.${e}-ignore (${l.join(", ")}): ${a}`:
n!==null&&(s[n]!==void 0||s[`${n}-ignore`]!==void 0)?`on.${t} filters ${n} only, so a push of a ${o} (${r}) does not sta\
rt it: ${a}`:null}var $l=new TextEncoder,Rl=new TextDecoder("utf-8",{ignoreBOM:!0}),pe=class{#t;#s;#n;#e=new Map;constructor(t){this.#t=t}async put(t){
let e=await this.#l(),n=await this.#t.put(t),r={stage:n.stage,attempt:n.attempt,runAttempt:n.runAttempt},o=e.get(n.stage)??
[];o.some(l=>_e(l,r)===0)||o.push(r),o.sort(_e),e.set(n.stage,o);let i={record:JSON.parse(Sr(t.record)),prompt:Rl.decode(
$l.encode(t.prompt)),handoff:JSON.parse(vr(t.handoff)),recordSha256:n.recordSha256};return this.#e.set(vi(r),Promise.resolve(
i)),n}get(t){return this.#r(e=>{let n=e.get(t)?.at(-1);return n===void 0?Promise.resolve(void 0):this.#o(n)})}getAttempt(t,e,n=1){
return this.#r(r=>{let o=r.get(t)?.find(i=>i.attempt===e&&i.runAttempt===n);return o?this.#o(o):Promise.resolve(void 0)})}#r(t){
return this.#n?t(this.#n):this.#l().then(t)}#o(t){let e=vi(t),n=this.#e.get(e);return n||(n=this.#t.getAttempt(t.stage,t.
attempt,t.runAttempt),n.catch(()=>this.#e.delete(e)),this.#e.set(e,n)),n}async list(){return[...(await this.#l()).values()].
flat().sort(Ce)}#l(){return this.#s??=this.#t.list().then(t=>{let e=new Map;for(let{stage:n,attempt:r,runAttempt:o}of t)
e.set(n,[...e.get(n)??[],{stage:n,attempt:r,runAttempt:o}]);for(let n of e.values())n.sort(_e);return this.#n=e,e}),this.#s}};
function vi(s){return`${s.stage}\0${s.runAttempt}\0${s.attempt}`}var At=Tt(ee(),1);var ln=class{path;#t;#s;#n=null;#e=!1;constructor(t){this.path=t,this.#t=(0,At.openSync)(t,"a",420),this.#s=(0,At.fstatSync)(
this.#t).size}write(t){if(this.#n!==null||this.#e)return;let e=Buffer.from(`${JSON.stringify(t)}
`);try{for(let n=0;n<e.length;)n+=(0,At.writeSync)(this.#t,e,n,e.length-n);this.#s+=e.length}catch(n){try{(0,At.ftruncateSync)(
this.#t,this.#s)}catch{}this.#n=ue(this.path,"the run's events",n)}}get failure(){return this.#n}close(){this.#e||(this.#e=
!0,(0,At.closeSync)(this.#t))}};var ea=Tt(Te(),1),U=Tt(ee(),1);import{appendFile as uc,mkdtemp as cc,open as na,readFile as dc,rm as fc,writeFile as pc}from"node:fs/promises";
import{delimiter as hc,dirname as gc,join as vt,relative as mc,resolve as wc}from"node:path";var ki=65536,he=4096,Ol=/^\s*(?:[A-Za-z0-9+/=]*|[A-Za-z][A-Za-z0-9-]*: .*)\s*$/;function Pl(s){let t=Pe(s);return!jn(s)&&
!jn(t)&&!Ol.test(t)}var un=class{#t;#s;#n=new Map;constructor(t,e){this.#t=t,this.#s=e}push(t,e="stdout"){let n=this.#e(
e),r=n.partial+t,o=r.endsWith("\r")?r.length-1:r.length,i=r.slice(0,o).split(/\r\n|\r|\n/);n.partial=(i.pop()??"")+r.slice(
o);for(let l of i)this.#r(n,l);n.partial.length>ki&&(n.overlong||(this.#o(n,n.partial.slice(0,he)),n.overlong=!0),n.inKey=
Ut(n.partial,n.inKey),n.partial=n.partial.slice(-he))}flush(){for(let t of this.#n.values())t.overlong||this.#o(t,t.partial.
replace(/\r$/,"").slice(0,he))}end(){for(let t of this.#n.values())t.partial!==""&&this.#r(t,t.partial),t.partial="",this.#o(
t,"")}#e(t){let e=this.#n.get(t);return e||(e={partial:"",held:null,previous:"",inKey:!1,overlong:!1},this.#n.set(t,e)),
e}#r(t,e){if(e.length>ki&&!t.overlong&&(this.#o(t,e.slice(0,he)),t.overlong=!0),t.overlong){t.overlong=!1,t.inKey=Ut(e,t.
inKey),t.previous=t.inKey?"":e.slice(-he);return}if(t.inKey&&Pl(e)&&(t.inKey=!1),t.inKey||Cr(e)){t.inKey||this.#o(t,""),
t.inKey=Ut(e,t.inKey),t.previous=t.inKey?"":e;return}this.#o(t,e),t.held=e}#o(t,e){let n=t.held;if(t.held=null,n===null)
return;let r=V(`${t.previous}
${n}
${e}`,this.#t()),o=r.text.split(`
`),i=o.length===3?o[1]??"":Us(r.redactions[0]?.kind??"secret-value");t.previous=n,i.trim()!==""&&this.#s(i)}};var Yt=class{#t;#s;#n;constructor(t,e){this.#t=t,this.#s=e}arm(){clearTimeout(this.#n),this.#n=setTimeout(()=>this.#s(),
this.#t),this.#n.unref?.()}stop(){clearTimeout(this.#n),this.#n=void 0}};var xi=["comment","summary","both"],El=/^[A-Za-z0-9_.-]{1,64}$/;function as(s){let t=(s[Z.mode]??"").trim()||"both";if(!xi.
includes(t))throw new x("input-invalid",`must be one of ${xi.join(", ")}; got "${t}"`,{where:Z.mode});return t}function ls(s,t){
let e=as(s),n=(s[Z.key]??"").trim()||ko;if(!El.test(n))throw new x("input-invalid",`must be 1 to 64 letters, digits, '.'\
, '_' or '-' (it names the sticky comment); got "${n}"`,{where:Z.key});let r=Tl(s[Z.includeDetail]??"",Z.includeDetail,!1),
o=null;if(e!=="summary"){let i=(s[Z.issueNumber]??"").trim();if(i!==""){if(!/^[1-9]\d{0,9}$/.test(i))throw new x("input-\
invalid",`must be the number of an issue or pull request, like 42; got "${i}"`,{where:Z.issueNumber});o=Number(i)}else if(o=
Al(t.payload),o===null)throw new x("issue-number-missing",`there is no issue or pull request to comment on: the triggeri\
ng event (${t.name||"unknown"}) is not about one. Set the issue-number input, or use mode: summary`,{where:Z.issueNumber})}
return{mode:e,key:n,includeDetail:r,issueNumber:o}}function Al(s){let t=ge(s);if(!t)return null;let e=is(ge(t.pull_request)?.
number)??is(ge(t.issue)?.number);if(e!==null)return e;for(let n of["workflow_run","check_run","check_suite"]){let r=ge(t[n])?.
pull_requests;if(Array.isArray(r)&&r.length===1){let o=is(ge(r[0])?.number);if(o!==null)return o}}return null}function Tl(s,t,e){let n=s.trim();if(n==="")return e;if(["true","True","TRUE"].includes(n))return!0;if(["false","False",
"FALSE"].includes(n))return!1;throw new x("input-invalid",`must be true or false; got "${n}"`,{where:t})}function ge(s){
return s!==null&&typeof s=="object"&&!Array.isArray(s)?s:null}function is(s){return typeof s=="number"&&Number.isInteger(
s)&&s>0?s:null}var Nl={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\u274C"};function $i(s){let{record:t,handoff:e}=s,
n=l=>vo(l,s)||" ",r=[["status",`${t.status} (${t.outcome.reason})`],["attempt",String(t.attempt)],["exit code",t.agent.exit_code===
null?"none":String(t.agent.exit_code)],["duration",`${(t.agent.duration_ms/1e3).toFixed(1)} s`],["handoff",t.present&&t.
digests.handoff?`present, sha256 ${t.digests.handoff.slice(0,12)}`:"none"]];e?.next&&r.push(["next",e.next.stage]),s.notStored!==
void 0?r.push(["artifact","not stored"]):s.artifactName&&r.push(["artifact",s.artifactName]);let o=[];o.push([`### ${Nl[t.
status]} baton stage \`${t.stage}\``,"","| | |","|---|---|",...r.map(([l,a])=>`| ${l} | ${n(a)} |`)].join(`
`)),s.notStored!==void 0&&o.push(`${So(_l(s.notStored),s)}. No later stage can read this record or its handoff; it is sh\
own here only.`),t.outcome.message&&o.push(zn(t.outcome.message,s)),e&&o.push(["#### Summary","",zn(e.summary,s)].join(`\

`));let i=Object.entries(e?.data??{});return i.length>0&&o.push(["#### Data","","| key | value |","|---|---|",...i.map(([
l,a])=>`| ${n(l)} | ${n(a)} |`)].join(`
`)),t.problems.length>0&&o.push(["#### Problems","","| severity | code | where | message |","|---|---|---|---|",...t.problems.
map(l=>`| ${l.severity} | ${n(l.code)} | ${n(l.path)} | ${n(l.message)} |`)].join(`
`)),Cl(o,s.notStored===void 0?s.artifactName:void 0)}function _l(s){return s.charAt(0).toUpperCase()+s.slice(1)}function Cl(s,t){
let e=`_Cut to fit the step summary; the full record is in ${t?`artifact ${t}`:"the stage record"}._`,n=bt.stepSummaryBytes-
On(e)-4,r=[],o=0;for(let i of s){let l=On(i)+2;if(o+l>n){r.push(e);break}r.push(i),o+=l}return`${r.join(`

`)}
`}function Ri(s,t){return V(s,t).redactions.length===0?s:`${bo(s.trimEnd(),t)}
`}var gs=Tt(Te(),1),ht=Tt(ee(),1);import{homedir as Gu}from"node:os";import{dirname as zi,isAbsolute as Ku,join as Vu,resolve as ws,
sep as fn}from"node:path";var Oi=(s,t,e)=>{let n,r,o,i,l,a=e.indexOf(s),u=e.indexOf(t,a+1),d=a;if(a>=0&&u>0){if(s===t)return[a,u];for(n=[],o=e.length;d>=
0&&!l;){if(d===a)n.push(d),a=e.indexOf(s,d+1);else if(n.length===1){let c=n.pop();c!==void 0&&(l=[c,u])}else r=n.pop(),r!==
void 0&&r<o&&(o=r,i=u),u=e.indexOf(t,d+1);d=a<u&&a>=0?a:u}n.length&&i!==void 0&&(l=[o,i])}return l};var Pi="\0SLASH"+Math.random().toFixed(16)+"\0",Ei="\0OPEN"+Math.random().toFixed(16)+"\0",cn="\0CLOSE"+Math.random().toFixed(
16)+"\0",Ai="\0COMMA"+Math.random().toFixed(16)+"\0",Ti="\0PERIOD"+Math.random().toFixed(16)+"\0",Ml=new RegExp(Pi,"g"),
jl=new RegExp(Ei,"g"),Ll=new RegExp(cn,"g"),Fl=new RegExp(Ai,"g"),Il=new RegExp(Ti,"g"),Dl=/\\\\/g,Wl=/\\{/g,Ul=/\\}/g,Hl=/\\,/g,
Jl=/\\\./g,Bl=1e5,zl=4e6,Gl=1e3,Kl=1e3,Vl=2e7,ql=16;function us(s){return isNaN(s)?s.charCodeAt(0):parseInt(s,10)}function Xl(s){
return s.replace(Dl,Pi).replace(Wl,Ei).replace(Ul,cn).replace(Hl,Ai).replace(Jl,Ti)}function Yl(s){return s.replace(Ml,"\
\\").replace(jl,"{").replace(Ll,"}").replace(Fl,",").replace(Il,".")}function cs(s,t){for(let e=0;e<t.length;e++)s.push(
t[e])}function Ni(s,t,e){if(e.remaining<0)return;let n=Oi("{","}",t),r=n!==void 0&&t.indexOf("{")<n[0];if(e.remaining-=n&&
!r?n[1]+1:s.length,!(!n||e.remaining<0))return{end:n[1],pre:s.slice(0,n[0]),body:s.slice(n[0]+1,n[1]),post:s.slice(n[1]+
1),unmatched:r}}function Zl(s,t){t.remaining-=s.length;let e=[];for(let o=0;o<s.length;o++){let i=s.charCodeAt(o);i===123?
e.push(o):i===125&&e.length&&e.pop()}let n="",r=0;for(let o=0;o<e.length;o++){let i=e[o];n+=s.slice(r,i)+"\0",r=i+1}return n+
s.slice(r)}function Ql(s,t){if(t.remaining-=s.length,t.remaining<0)return!1;let e=!1;for(let n=s.length-1;n>=0;n--){let r=s.
charCodeAt(n);if(r===125)e=!0;else if(r===10||r===13||r===8232||r===8233)e=!1;else if(r===44&&e&&s.charCodeAt(n+1)!==44)
return!0}return!1}function tu(s,t){let e=[],n="";for(;;){let r=Ni(s,s,t);if(t.remaining<0)return;if(!r){let u=s.split(",");
return u[0]=n+u[0],cs(e,u),e}let{pre:o,body:i,post:l}=r,a=o.split(",");if(a[0]=n+a[0],a[a.length-1]+="{"+i+"}",!l.length)
return cs(e,a),e;n=a.pop(),cs(e,a),s=l}}function me(s,t){return s===void 0||isNaN(s)?t:s}function _i(s,t={}){if(!s)return[];
let e=me(t.max,Bl),n=me(t.maxLength,zl),r=me(t.maxDepth,Gl),o=me(t.maxRewrites,Kl),i=me(t.maxSteps,Vl);return s.slice(0,
2)==="{}"&&(s="\\{\\}"+s.slice(2)),ds(Xl(s),e,n,r,0,o,{remaining:i},!0).map(Yl)}function eu(s){return"{"+s+"}"}function nu(s){
return/^-?0\d/.test(s)}function su(s,t){return s<=t}function ru(s,t){return s>=t}function we(s,t,e,n,r,o,i){let l=[],a=0,
u;t:for(let d=0;d<s.length;d++){let c=s[d]+t,p=e;o&&!c&&(u||(u=e.filter(f=>f)),p=u);for(let f=0;f<p.length;f++){if(l.length>=
n)break t;let g=c+p[f];if(a+g.length>r)break t;l.push(g),a+=g.length}}return i.remaining-=l.length,l}function ou(s,t,e,n,r){
let o=s.split(/\.\./),i=[];if(o[0]===void 0||o[1]===void 0)return i;let l=us(o[0]),a=us(o[1]),u=Math.max(o[0].length,o[1].
length),d=o.length===3&&o[2]!==void 0?Math.max(Math.abs(us(o[2])),1):1,c=su;a<l&&(d*=-1,c=ru);let f=o.some(nu),g=f?u:1,h=0;
for(let S=l;c(S,a)&&i.length<e;S+=d){if(r.remaining-=g,r.remaining<0)return;let m;if(t)m=String.fromCharCode(S),m==="\\"&&
(m="");else if(m=String(S),f){let w=u-m.length;if(w>0){let b=new Array(w+1).join("0");S<0?m="-"+b+m.slice(1):m=b+m}}if(h+
m.length>n)break;i.push(m),h+=m.length}return i}function ds(s,t,e,n,r,o,i,l){if(i.remaining-=ql,r>n)return[s];let a=[""],
u=0,d=!1,c=!0,p=s;for(;;){let f=Ni(s,p,i);if(!f)return we(a,s,[""],t,e,d,i);f.unmatched&&(p=Zl(p,i));let g=f.pre,h=()=>we(
a,g+"{"+f.body+"}"+f.post,[""],t,e,d,i);if(/\$$/.test(g)){if(a=we(a,g+"{"+f.body+"}",[""],t,e,d&&!f.post.length,i),c=!1,
!f.post.length)break;s=f.post,p=p.slice(f.end+1);continue}let S=/^-?\d+\.\.-?\d+(?:\.\.-?\d+)?$/.test(f.body),m=/^[a-zA-Z]\.\.[a-zA-Z](?:\.\.-?\d+)?$/.
test(f.body),w=S||m,b=f.body.indexOf(",")>=0;if(!w&&!b){if(u<o&&Ql(f.post,i)){u++,s=f.pre+"{"+f.body+cn+f.post,p=p.slice(
0,f.end)+cn+p.slice(f.end+1),l=!0;continue}return h()}c&&(d=l&&!w,c=!1);let $;if(w){if($=ou(f.body,m,t,e,i),!$)return h()}else{
let R=tu(f.body,i);if(!R)return h();if(R.length===1&&R[0]!==void 0){if(R=ds(R[0],t,e,n,r+1,o,i,!1).map(eu),i.remaining<0)
return h();if(R.length===1){let P=we(a,g+R[0],[""],t,e,d&&!f.post.length,i);if(i.remaining<0)return h();if(a=P,!f.post.length)
break;s=f.post,p=p.slice(f.end+1);continue}}let v=d&&!f.post.length&&!g;for(let P=0;v&&P<a.length;P++)a[P]&&(v=!1);$=[];
let A=0;t:for(let P=0;P<R.length;P++){let J=ds(R[P],t,e,n,r+1,o,i,!1);if(i.remaining<0)return h();for(let q=0;q<J.length;q++){
let k=J[q];if(!(v&&!k)){if($.length>=t||A+k.length>e)break t;$.push(k),A+=k.length}}}}let N=we(a,g,$,t,e,d&&!f.post.length,
i);if(i.remaining<0)return h();if(a=N,!f.post.length)break;s=f.post,p=p.slice(f.end+1)}return a}var ye=s=>{if(typeof s!="string")throw new TypeError("invalid pattern");if(s.length>65536)throw new TypeError("pattern i\
s too long")};var iu={"[:alnum:]":["\\p{L}\\p{Nl}\\p{Nd}",!0],"[:alpha:]":["\\p{L}\\p{Nl}",!0],"[:ascii:]":["\\x00-\\x7f",!1],"[:blank\
:]":["\\p{Zs}\\t",!0],"[:cntrl:]":["\\p{Cc}",!0],"[:digit:]":["\\p{Nd}",!0],"[:graph:]":["\\p{Z}\\p{C}",!0,!0],"[:lower:\
]":["\\p{Ll}",!0],"[:print:]":["\\p{C}",!0],"[:punct:]":["\\p{P}",!0],"[:space:]":["\\p{Z}\\t\\r\\n\\v\\f",!0],"[:upper:\
]":["\\p{Lu}",!0],"[:word:]":["\\p{L}\\p{Nl}\\p{Nd}\\p{Pc}",!0],"[:xdigit:]":["A-Fa-f0-9",!1]},be=s=>s.replace(/[[\]\\-]/g,
"\\$&"),au=s=>s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),Ci=s=>s.join(""),Mi=(s,t)=>{let e=t;if(s.charAt(e)!=="[")throw new Error(
"not in a brace expression");let n=[],r=[],o=e+1,i=!1,l=!1,a=!1,u=!1,d=e,c="";t:for(;o<s.length;){let h=s.charAt(o);if((h===
"!"||h==="^")&&o===e+1){u=!0,o++;continue}if(h==="]"&&i&&!a){d=o+1;break}if(i=!0,h==="\\"&&!a){a=!0,o++;continue}if(h===
"["&&!a){for(let[S,[m,w,b]]of Object.entries(iu))if(s.startsWith(S,o)){if(c)return["$.",!1,s.length-e,!0];o+=S.length,b?
r.push(m):n.push(m),l=l||w;continue t}}if(a=!1,c){h>c?n.push(be(c)+"-"+be(h)):h===c&&n.push(be(h)),c="",o++;continue}if(s.
startsWith("-]",o+1)){n.push(be(h+"-")),o+=2;continue}if(s.startsWith("-",o+1)){c=h,o+=2;continue}n.push(be(h)),o++}if(d<
o)return["",!1,0,!1];if(!n.length&&!r.length)return["$.",!1,s.length-e,!0];if(r.length===0&&n.length===1&&/^\\?.$/.test(
n[0])&&!u){let h=n[0].length===2?n[0].slice(-1):n[0];return[au(h),!1,d-e,!1]}let p="["+(u?"^":"")+Ci(n)+"]",f="["+(u?"":
"^")+Ci(r)+"]";return[n.length&&r.length?"("+p+"|"+f+")":n.length?p:f,l,d-e,!0]};var Ft=(s,{windowsPathsNoEscape:t=!1,magicalBraces:e=!0}={})=>e?t?s.replace(/\[([^/\\])\]/g,"$1"):s.replace(/((?!\\).|^)\[([^/\\])\]/g,
"$1$2").replace(/\\([^/])/g,"$1"):t?s.replace(/\[([^/\\{}])\]/g,"$1"):s.replace(/((?!\\).|^)\[([^/\\{}])\]/g,"$1$2").replace(
/\\([^/{}])/g,"$1");var pt,lu=new Set(["!","?","+","*","@"]),fs=s=>lu.has(s),ji=s=>fs(s.type),uu=new Map([["!",["@"]],["?",["?","@"]],["@",[
"@"]],["*",["*","+","?","@"]],["+",["+","@"]]]),cu=new Map([["!",["?"]],["@",["?"]],["+",["?","*"]]]),du=new Map([["!",[
"?","@"]],["?",["?","@"]],["@",["?","@"]],["*",["*","+","?","@"]],["+",["+","@","?","*"]]]),Li=new Map([["!",new Map([["\
!","@"]])],["?",new Map([["*","*"],["+","*"]])],["@",new Map([["!","!"],["?","?"],["@","@"],["*","*"],["+","+"]])],["+",
new Map([["?","*"],["*","*"]])]]),fu="(?!(?:^|/)\\.\\.?(?:$|/))",dn="(?!\\.)",pu=new Set(["[","."]),hu=new Set(["..","."]),
gu=new Set("().*{}+?[]^$\\!"),mu=s=>s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),ps="[^/]",Fi=ps+"*?",Ii=ps+"+?",wu=0,Ht=class{type;#t;#s;#n=!1;#e=[];#r;#o;#l;#i=!1;#u;#f;#d=!1;id=++wu;get depth(){
return(this.#r?.depth??-1)+1}[Symbol.for("nodejs.util.inspect.custom")](){return{"@@type":"AST",id:this.id,type:this.type,
root:this.#t.id,parent:this.#r?.id,depth:this.depth,partsLength:this.#e.length,parts:this.#e}}constructor(t,e,n={}){this.
type=t,t&&(this.#s=!0),this.#r=e,this.#t=this.#r?this.#r.#t:this,this.#u=this.#t===this?n:this.#t.#u,this.#l=this.#t===this?
[]:this.#t.#l,t==="!"&&!this.#t.#i&&this.#l.push(this),this.#o=this.#r?this.#r.#e.length:0}get hasMagic(){if(this.#s!==void 0)
return this.#s;for(let t of this.#e)if(typeof t!="string"&&(t.type||t.hasMagic))return this.#s=!0;return this.#s}toString(){
return this.#f!==void 0?this.#f:this.type?this.#f=this.type+"("+this.#e.map(t=>String(t)).join("|")+")":this.#f=this.#e.
map(t=>String(t)).join("")}#p(){if(this!==this.#t)throw new Error("should only call on root");if(this.#i)return this;this.
toString(),this.#i=!0;let t;for(;t=this.#l.pop();){if(t.type!=="!")continue;let e=t,n=e.#r;for(;n;){for(let r=e.#o+1;!n.
type&&r<n.#e.length;r++)for(let o of t.#e){if(typeof o=="string")throw new Error("string part in extglob AST??");o.copyIn(
n.#e[r])}e=n,n=e.#r}}return this}push(...t){for(let e of t)if(e!==""){if(typeof e!="string"&&!(e instanceof pt&&e.#r===this))
throw new Error("invalid part: "+e);this.#e.push(e)}}toJSON(){let t=this.type===null?this.#e.slice().map(e=>typeof e=="s\
tring"?e:e.toJSON()):[this.type,...this.#e.map(e=>e.toJSON())];return this.isStart()&&!this.type&&t.unshift([]),this.isEnd()&&
(this===this.#t||this.#t.#i&&this.#r?.type==="!")&&t.push({}),t}isStart(){if(this.#t===this)return!0;if(!this.#r?.isStart())
return!1;if(this.#o===0)return!0;let t=this.#r;for(let e=0;e<this.#o;e++){let n=t.#e[e];if(!(n instanceof pt&&n.type==="\
!"))return!1}return!0}isEnd(){if(this.#t===this||this.#r?.type==="!")return!0;if(!this.#r?.isEnd())return!1;if(!this.type)
return this.#r?.isEnd();let t=this.#r?this.#r.#e.length:0;return this.#o===t-1}copyIn(t){typeof t=="string"?this.push(t):
this.push(t.clone(this))}clone(t){let e=new pt(this.type,t);for(let n of this.#e)e.copyIn(n);return e}static#c(t,e,n,r,o){
let i=r.maxExtglobRecursion??2,l=!1,a=!1,u=-1,d=!1;if(e.type===null){let h=n,S="";for(;h<t.length;){let m=t.charAt(h++);
if(l||m==="\\"){l=!l,S+=m;continue}if(a){h===u+1?(m==="^"||m==="!")&&(d=!0):m==="]"&&!(h===u+2&&d)&&(a=!1),S+=m;continue}else if(m===
"["){a=!0,u=h,d=!1,S+=m;continue}if(!r.noext&&fs(m)&&t.charAt(h)==="("&&o<=i){e.push(S),S="";let b=new pt(m,e);h=pt.#c(t,
b,h,r,o+1),e.push(b);continue}S+=m}return e.push(S),h}let c=n+1,p=new pt(null,e),f=[],g="";for(;c<t.length;){let h=t.charAt(
c++);if(l||h==="\\"){l=!l,g+=h;continue}if(a){c===u+1?(h==="^"||h==="!")&&(d=!0):h==="]"&&!(c===u+2&&d)&&(a=!1),g+=h;continue}else if(h===
"["){a=!0,u=c,d=!1,g+=h;continue}if(!r.noext&&fs(h)&&t.charAt(c)==="("&&(o<=i||e&&e.#y(h))){let m=e&&e.#y(h)?0:1;p.push(
g),g="";let w=new pt(h,p);p.push(w),c=pt.#c(t,w,c,r,o+m);continue}if(h==="|"){p.push(g),g="",f.push(p),p=new pt(null,e);
continue}if(h===")")return g===""&&e.#e.length===0&&(e.#d=!0),p.push(g),g="",e.push(...f,p),c;g+=h}return e.type=null,e.#s=
void 0,e.#e=[t.substring(n-1)],c}#h(t){return this.#w(t,cu)}#w(t,e=uu){if(!t||typeof t!="object"||t.type!==null||t.#e.length!==
1||this.type===null)return!1;let n=t.#e[0];return!n||typeof n!="object"||n.type===null?!1:this.#y(n.type,e)}#y(t,e=du){return!!e.
get(this.type)?.includes(t)}#P(t,e){let n=t.#e[0],r=new pt(null,n,this.options);r.#e.push(""),n.push(r),this.#g(t,e)}#g(t,e){
let n=t.#e[0];this.#e.splice(e,1,...n.#e);for(let r of n.#e)typeof r=="object"&&(r.#r=this);this.#f=void 0}#S(t){return!!Li.
get(this.type)?.has(t)}#N(t){if(!t||typeof t!="object"||t.type!==null||t.#e.length!==1||this.type===null||this.#e.length!==
1)return!1;let e=t.#e[0];return!e||typeof e!="object"||e.type===null?!1:this.#S(e.type)}#v(t){let e=Li.get(this.type),n=t.#e[0],
r=e?.get(n.type);if(!r)return!1;this.#e=n.#e;for(let o of this.#e)typeof o=="object"&&(o.#r=this);this.type=r,this.#f=void 0,
this.#d=!1}static fromGlob(t,e={}){let n=new pt(null,void 0,e);return pt.#c(t,n,0,e,0),n}toMMPattern(){if(this!==this.#t)
return this.#t.toMMPattern();let t=this.toString(),[e,n,r,o]=this.toRegExpSource();if(!(r||this.#s||this.#u.nocase&&!this.#u.
nocaseMagicOnly&&t.toUpperCase()!==t.toLowerCase()))return n;let l=(this.#u.nocase?"i":"")+(o?"u":"");return Object.assign(
new RegExp(`^${e}$`,l),{_src:e,_glob:t})}get options(){return this.#u}toRegExpSource(t){let e=t??!!this.#u.dot;if(this.#t===
this&&(this.#x(),this.#p()),!ji(this)){let a=this.isStart()&&this.isEnd()&&!this.#e.some(f=>typeof f!="string"),u=this.#e.
map(f=>{let[g,h,S,m]=typeof f=="string"?pt.#R(f,this.#s,a):f.toRegExpSource(t);return this.#s=this.#s||S,this.#n=this.#n||
m,g}).join(""),d="";if(this.isStart()&&typeof this.#e[0]=="string"&&!(this.#e.length===1&&hu.has(this.#e[0]))){let g=pu,
h=e&&g.has(u.charAt(0))||u.startsWith("\\.")&&g.has(u.charAt(2))||u.startsWith("\\.\\.")&&g.has(u.charAt(4)),S=!e&&!t&&g.
has(u.charAt(0));d=h?fu:S?dn:""}let c="";return this.isEnd()&&this.#t.#i&&this.#r?.type==="!"&&(c="(?:$|\\/)"),[d+u+c,Ft(
u),this.#s=!!this.#s,this.#n]}let n=this.type==="*"||this.type==="+",r=this.type==="!"?"(?:(?!(?:":"(?:",o=this.#$(e);if(this.
isStart()&&this.isEnd()&&!o&&this.type!=="!"){let a=this.toString(),u=this;return u.#e=[a],u.type=null,u.#s=void 0,[a,Ft(
this.toString()),!1,!1]}let i=!n||t||e||!dn?"":this.#$(!0);i===o&&(i=""),i&&(o=`(?:${o})(?:${i})*?`);let l="";if(this.type===
"!"&&this.#d)l=(this.isStart()&&!e?dn:"")+Ii;else{let a=this.type==="!"?"))"+(this.isStart()&&!e&&!t?dn:"")+Fi+")":this.
type==="@"?")":this.type==="?"?")?":this.type==="+"&&i?")":this.type==="*"&&i?")?":`)${this.type}`;l=r+o+a}return[l,Ft(o),
this.#s=!!this.#s,this.#n]}#x(){if(ji(this)){let t=0,e=!1;do{e=!0;for(let n=0;n<this.#e.length;n++){let r=this.#e[n];typeof r==
"object"&&(r.#x(),this.#w(r)?(e=!1,this.#g(r,n)):this.#h(r)?(e=!1,this.#P(r,n)):this.#N(r)&&(e=!1,this.#v(r)))}}while(!e&&
++t<10)}else for(let t of this.#e)typeof t=="object"&&t.#x();this.#f=void 0}#$(t){return this.#e.map(e=>{if(typeof e=="s\
tring")throw new Error("string type in extglob ast??");let[n,r,o,i]=e.toRegExpSource(t);return this.#n=this.#n||i,n}).filter(
e=>!(this.isStart()&&this.isEnd())||!!e).join("|")}static#R(t,e,n=!1){let r=!1,o="",i=!1,l=!1;for(let a=0;a<t.length;a++){
let u=t.charAt(a);if(r){r=!1,o+=(gu.has(u)?"\\":"")+u;continue}if(u==="*"){if(l)continue;l=!0,o+=n&&/^[*]+$/.test(t)?Ii:
Fi,e=!0;continue}else l=!1;if(u==="\\"){a===t.length-1?o+="\\\\":r=!0;continue}if(u==="["){let[d,c,p,f]=Mi(t,a);if(p){o+=
d,i=i||c,a+=p-1,e=e||f;continue}}if(u==="?"){o+=ps,e=!0;continue}o+=mu(u)}return[o,Ft(t),!!e,i]}};pt=Ht;var hs=(s,{windowsPathsNoEscape:t=!1,magicalBraces:e=!1}={})=>e?t?s.replace(/[?*()[\]{}]/g,"[$&]"):s.replace(/[?*()[\]\\{}]/g,
"\\$&"):t?s.replace(/[?*()[\]]/g,"[$&]"):s.replace(/[?*()[\]\\]/g,"\\$&");var ct=(s,t,e={})=>(ye(t),!e.nocomment&&t.charAt(0)==="#"?!1:new Ct(t,e).match(s)),yu=/^\*+([^+@!?*[(]*)$/,bu=s=>t=>!t.startsWith(
".")&&t.endsWith(s),Su=s=>t=>t.endsWith(s),vu=s=>(s=s.toLowerCase(),t=>!t.startsWith(".")&&t.toLowerCase().endsWith(s)),
ku=s=>(s=s.toLowerCase(),t=>t.toLowerCase().endsWith(s)),xu=/^\*+\.\*+$/,$u=s=>!s.startsWith(".")&&s.includes("."),Ru=s=>s!==
"."&&s!==".."&&s.includes("."),Ou=/^\.\*+$/,Pu=s=>s!=="."&&s!==".."&&s.startsWith("."),Eu=/^\*+$/,Au=s=>s.length!==0&&!s.
startsWith("."),Tu=s=>s.length!==0&&s!=="."&&s!=="..",Nu=/^\?+([^+@!?*[(]*)?$/,_u=([s,t=""])=>{let e=Ui([s]);return t?(t=
t.toLowerCase(),n=>e(n)&&n.toLowerCase().endsWith(t)):e},Cu=([s,t=""])=>{let e=Hi([s]);return t?(t=t.toLowerCase(),n=>e(
n)&&n.toLowerCase().endsWith(t)):e},Mu=([s,t=""])=>{let e=Hi([s]);return t?n=>e(n)&&n.endsWith(t):e},ju=([s,t=""])=>{let e=Ui(
[s]);return t?n=>e(n)&&n.endsWith(t):e},Ui=([s])=>{let t=s.length;return e=>e.length===t&&!e.startsWith(".")},Hi=([s])=>{
let t=s.length;return e=>e.length===t&&e!=="."&&e!==".."},Ji=typeof process=="object"&&process?typeof process.env=="obje\
ct"&&process.env&&process.env.__MINIMATCH_TESTING_PLATFORM__||process.platform:"posix",Di={win32:{sep:"\\"},posix:{sep:"\
/"}},Lu=Ji==="win32"?Di.win32.sep:Di.posix.sep;ct.sep=Lu;var ot=Symbol("globstar **");ct.GLOBSTAR=ot;var Fu="[^/]",Iu=Fu+
"*?",Du="(?:(?!(?:\\/|^)(?:\\.{1,2})($|\\/)).)*?",Wu="(?:(?!(?:\\/|^)\\.).)*?",Uu=(s,t={})=>e=>ct(e,s,t);ct.filter=Uu;var St=(s,t={})=>Object.
assign({},s,t),Hu=s=>{if(!s||typeof s!="object"||!Object.keys(s).length)return ct;let t=ct;return Object.assign((n,r,o={})=>t(
n,r,St(s,o)),{Minimatch:class extends t.Minimatch{constructor(r,o={}){super(r,St(s,o))}static defaults(r){return t.defaults(
St(s,r)).Minimatch}},AST:class extends t.AST{constructor(r,o,i={}){super(r,o,St(s,i))}static fromGlob(r,o={}){return t.AST.
fromGlob(r,St(s,o))}},unescape:(n,r={})=>t.unescape(n,St(s,r)),escape:(n,r={})=>t.escape(n,St(s,r)),filter:(n,r={})=>t.filter(
n,St(s,r)),defaults:n=>t.defaults(St(s,n)),makeRe:(n,r={})=>t.makeRe(n,St(s,r)),braceExpand:(n,r={})=>t.braceExpand(n,St(
s,r)),match:(n,r,o={})=>t.match(n,r,St(s,o)),sep:t.sep,GLOBSTAR:ot})};ct.defaults=Hu;var Bi=(s,t={})=>(ye(s),t.nobrace||
!/\{(?:(?!\{).)*\}/.test(s)?[s]:_i(s,{max:t.braceExpandMax}));ct.braceExpand=Bi;var Ju=(s,t={})=>new Ct(s,t).makeRe();ct.
makeRe=Ju;var Bu=(s,t,e={})=>{let n=new Ct(t,e);return s=s.filter(r=>n.match(r)),n.options.nonull&&!s.length&&s.push(t),
s};ct.match=Bu;var Wi=/[?*]|[+@!]\(.*?\)|\[|\]/,zu=s=>s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),Ct=class{options;set;pattern;windowsPathsNoEscape;nonegate;negate;comment;empty;preserveMultipleSlashes;partial;globSet;globParts;nocase;isWindows;platform;windowsNoMagicRoot;maxGlobstarRecursion;regexp;constructor(t,e={}){
ye(t),e=e||{},this.options=e,this.maxGlobstarRecursion=e.maxGlobstarRecursion??200,this.pattern=t,this.platform=e.platform||
Ji,this.isWindows=this.platform==="win32";let n="allowWindowsEscape";this.windowsPathsNoEscape=!!e.windowsPathsNoEscape||
e[n]===!1,this.windowsPathsNoEscape&&(this.pattern=this.pattern.replace(/\\/g,"/")),this.preserveMultipleSlashes=!!e.preserveMultipleSlashes,
this.regexp=null,this.negate=!1,this.nonegate=!!e.nonegate,this.comment=!1,this.empty=!1,this.partial=!!e.partial,this.nocase=
!!this.options.nocase,this.windowsNoMagicRoot=e.windowsNoMagicRoot!==void 0?e.windowsNoMagicRoot:!!(this.isWindows&&this.
nocase),this.globSet=[],this.globParts=[],this.set=[],this.make()}hasMagic(){if(this.options.magicalBraces&&this.set.length>
1)return!0;for(let t of this.set)for(let e of t)if(typeof e!="string")return!0;return!1}debug(...t){}make(){let t=this.pattern,
e=this.options;if(!e.nocomment&&t.charAt(0)==="#"){this.comment=!0;return}if(!t){this.empty=!0;return}this.parseNegate(),
this.globSet=[...new Set(this.braceExpand())],e.debug&&(this.debug=(...o)=>console.error(...o)),this.debug(this.pattern,
this.globSet);let n=this.globSet.map(o=>this.slashSplit(o));this.globParts=this.preprocess(n),this.debug(this.pattern,this.
globParts);let r=this.globParts.map((o,i,l)=>{if(this.isWindows&&this.windowsNoMagicRoot){let a=o[0]===""&&o[1]===""&&(o[2]===
"?"||!Wi.test(o[2]))&&!Wi.test(o[3]),u=/^[a-z]:/i.test(o[0]);if(a)return[...o.slice(0,4),...o.slice(4).map(d=>this.parse(
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
this.levelTwoFileOptimize(t)),e.includes(ot)?this.#t(t,e,n,r,o):this.#n(t,e,n,r,o)}#t(t,e,n,r,o){let i=e.indexOf(ot,o),l=e.
lastIndexOf(ot),[a,u,d]=n?[e.slice(o,i),e.slice(i+1),[]]:[e.slice(o,i),e.slice(i+1,l),e.slice(l+1)];if(a.length){let w=t.
slice(r,r+a.length);if(!this.#n(w,a,n,0,0))return!1;r+=a.length,o+=a.length}let c=0;if(d.length){if(d.length+r>t.length)
return!1;let w=t.length-d.length;if(this.#n(t,d,n,w,0))c=d.length;else{if(t[t.length-1]!==""||r+d.length===t.length||(w--,
!this.#n(t,d,n,w,0)))return!1;c=d.length+1}}if(!u.length){let w=!!c;for(let b=r;b<t.length-c;b++){let $=String(t[b]);if(w=
!0,$==="."||$===".."||!this.options.dot&&$.startsWith("."))return!1}return n||w}let p=[[[],0]],f=p[0],g=0,h=[0];for(let w of u)
w===ot?(h.push(g),f=[[],0],p.push(f)):(f[0].push(w),g++);let S=p.length-1,m=t.length-c;for(let w of p)w[1]=m-(h[S--]+w[0].
length);return!!this.#s(t,p,r,0,n,0,!!c)}#s(t,e,n,r,o,i,l){let a=e[r];if(!a){for(let c=n;c<t.length;c++){l=!0;let p=t[c];
if(p==="."||p===".."||!this.options.dot&&p.startsWith("."))return!1}return l}let[u,d]=a;for(;n<=d;){if(this.#n(t.slice(0,
n+u.length),u,o,n,0)&&i<this.maxGlobstarRecursion){let f=this.#s(t,e,n+u.length,r+1,o,i+1,l);if(f!==!1)return f}let p=t[n];
if(p==="."||p===".."||!this.options.dot&&p.startsWith("."))return!1;n++}return o||null}#n(t,e,n,r,o){let i,l,a,u;for(i=r,
l=o,u=t.length,a=e.length;i<u&&l<a;i++,l++){this.debug("matchOne loop");let d=e[l],c=t[i];if(this.debug(e,d,c),d===!1||d===
ot)return!1;let p;if(typeof d=="string"?(p=c===d,this.debug("string match",d,c,p)):(p=d.test(c),this.debug("pattern matc\
h",d,c,p)),!p)return!1}if(i===u&&l===a)return!0;if(i===u)return n;if(l===a)return i===u-1&&t[i]==="";throw new Error("wt\
f?")}braceExpand(){return Bi(this.pattern,this.options)}parse(t){ye(t);let e=this.options;if(t==="**")return ot;if(t==="")
return"";let n,r=null;(n=t.match(Eu))?r=e.dot?Tu:Au:(n=t.match(yu))?r=(e.nocase?e.dot?ku:vu:e.dot?Su:bu)(n[1]):(n=t.match(
Nu))?r=(e.nocase?e.dot?Cu:_u:e.dot?Mu:ju)(n):(n=t.match(xu))?r=e.dot?Ru:$u:(n=t.match(Ou))&&(r=Pu);let o=Ht.fromGlob(t,this.
options).toMMPattern();return r&&typeof o=="object"&&Reflect.defineProperty(o,"test",{value:r}),o}makeRe(){if(this.regexp||
this.regexp===!1)return this.regexp;let t=this.set;if(!t.length)return this.regexp=!1,this.regexp;let e=this.options,n=e.
noglobstar?Iu:e.dot?Du:Wu,r=new Set(e.nocase?["i"]:[]),o=t.map(a=>{let u=a.map(c=>{if(c instanceof RegExp)for(let p of c.
flags.split(""))r.add(p);return typeof c=="string"?zu(c):c===ot?ot:c._src});u.forEach((c,p)=>{let f=u[p+1],g=u[p-1];c!==
ot||g===ot||(g===void 0?f!==void 0&&f!==ot?u[p+1]="(?:\\/|"+n+"\\/)?"+f:u[p]=n:f===void 0?u[p-1]=g+"(?:\\/|\\/"+n+")?":f!==
ot&&(u[p-1]=g+"(?:\\/|\\/"+n+"\\/)"+f,u[p+1]=ot))});let d=u.filter(c=>c!==ot);if(this.partial&&d.length>=1){let c=[];for(let p=1;p<=
d.length;p++)c.push(d.slice(0,p).join("/"));return"(?:"+c.join("|")+")"}return d.join("/")}).join("|"),[i,l]=t.length>1?
["(?:",")"]:["",""];o="^"+i+o+l+"$",this.partial&&(o="^(?:\\/|"+i+o.slice(1,-1)+l+")$"),this.negate&&(o="^(?!"+o+").+$");
try{this.regexp=new RegExp(o,[...r].join(""))}catch{this.regexp=!1}return this.regexp}slashSplit(t){return this.preserveMultipleSlashes?
t.split("/"):this.isWindows&&/^\/\/[^/]+/.test(t)?["",...t.split(/\/+/)]:t.split(/\/+/)}match(t,e=this.partial){if(this.
debug("match",t,this.pattern),this.comment)return!1;if(this.empty)return t==="";if(t==="/"&&e)return!0;let n=this.options;
this.isWindows&&(t=t.split("\\").join("/"));let r=this.slashSplit(t);this.debug(this.pattern,"split",r);let o=this.set;this.
debug(this.pattern,"set",o);let i=r[r.length-1];if(!i)for(let l=r.length-2;!i&&l>=0;l--)i=r[l];for(let l of o){let a=r;if(n.
matchBase&&l.length===1&&(a=[i]),this.matchOne(a,l,e))return n.flipNegate?!0:!this.negate}return n.flipNegate?!1:this.negate}static defaults(t){
return ct.defaults(t).Minimatch}};ct.AST=Ht;ct.Minimatch=Ct;ct.escape=hs;ct.unescape=Ft;var Gi="--follow-symbolic-links";function Ki(s,t,e={}){let n=ws(s),r=Xu(e.leaveOut??[]),o=qu(t[0]),i=(o?t.slice(1):t).flatMap(
u=>u.split(`
`)).map(u=>u.trim()).filter(u=>u!==""&&!u.startsWith("#")).flatMap(u=>tc(Zu(n,u))),l=(0,gs.createHash)("sha256"),a=0;for(let u of rc(
i,o,r)){if(!u.startsWith(`${n}${fn}`))continue;let d;try{if(r.any&&(0,ht.lstatSync)(u).isSymbolicLink()&&r.holds((0,ht.realpathSync)(
u)))continue;let c=(0,ht.statSync)(u);if(c.isDirectory())continue;if(!c.isFile())throw new x("hash-files-failed",`hashFi\
les() cannot hash ${u}: it is not a regular file (${Yu(c)})`);d=(0,ht.readFileSync)(u)}catch(c){throw c instanceof x?c:ms(
u,c)}l.update((0,gs.createHash)("sha256").update(d).digest()),a+=1}return a>0?l.digest("hex"):""}function qu(s){if(s===void 0||
!s.startsWith("--"))return!1;if(s.toLowerCase()===Gi)return!0;throw new x("hash-files-failed",`hashFiles(): invalid glob\
 option ${s}: the one option is '${Gi}', as the first argument`)}function Xu(s){let t=new Set(s.map(n=>ws(n)));for(let n of[
...t])try{t.add((0,ht.realpathSync)(n))}catch{}let e=[...t];return{any:e.length>0,holds:n=>e.some(r=>n===r||n.startsWith(
r.endsWith(fn)?r:`${r}${fn}`))}}function ms(s,t){let e=t.code??String(t);return new x("hash-files-failed",`hashFiles() c\
ould not read ${s}: ${e}`)}function Yu(s){return s.isFIFO()?"a FIFO":s.isSocket()?"a socket":s.isCharacterDevice()||s.isBlockDevice()?
"a device":"not a file"}var Vi={dot:!0,nobrace:!0,nocase:process.platform==="win32",nocomment:!0,noext:!0,nonegate:!0};function Zu(s,t){
let e=!1,n=t;for(;n.startsWith("!");)e=!e,n=n.slice(1).trim();if(n==="")throw new x("hash-files-failed",`hashFiles(): th\
e pattern '${t}' is empty`);let r=Ku(n),o=n.endsWith("/"),i=n.split("/").filter(f=>f!==""),l=r?fn:s;!r&&i[0]==="."?i.shift():
!r&&i[0]==="~"&&(l=Gu(),i.shift());let a=i.map(Qu);if(a.some(f=>f==="."||f===".."))throw new x("hash-files-failed",`hash\
Files(): invalid pattern '${t}': relative pathing '.' and '..' is not allowed`);let u=a.indexOf(null),d=u===-1?a:a.slice(
0,u),c=ec(l),p=i.length===0?c:`${c.endsWith("/")?c:`${c}/`}${i.join("/")}`;return{negate:e,directories:o,glob:p,matcher:new Ct(
p,Vi),searchPath:ws(l,...d)}}function Qu(s){let t="";for(let e=0;e<s.length;e++){let n=s[e];if(n==="\\"&&e+1<s.length){e+=
1,t+=s[e];continue}if(n==="*"||n==="?")return null;if(n==="["&&e+1<s.length){let r="",o=-1;for(let i=e+1;i<s.length;i++){
let l=s[i];if(l==="\\"&&i+1<s.length)i+=1,r+=s[i];else if(l==="]"){o=i;break}else r+=l}if(o>=0){if(r.length>1)return null;
if(r!==""){t+=r,e=o;continue}}}t+=n}return t}function tc(s){if(s.glob.endsWith("/**")&&!s.directories)return[s];let t=`${s.
glob}/**`;return[s,{...s,directories:!1,glob:t,matcher:new Ct(t,Vi)}]}function ec(s){return s.replaceAll("\\","\\\\").replace(
/(\[)(?=[^/]+\])/g,"[[]").replace(/\?/g,"[?]").replace(/\*/g,"[*]")}var Se={none:0,directory:1,file:2,all:3};function nc(s,t){
let e=Se.none;for(let n of s){if(!n.matcher.match(t))continue;let r=n.directories?Se.directory:Se.all;e=n.negate?e&~r:e|
r}return e}function sc(s,t){return s.some(e=>!e.negate&&e.matcher.match(t,!0))}function*rc(s,t,e){let n=s.filter(i=>!i.negate).
map(i=>i.searchPath),r=new Set(n),o=[];for(let i of n){if(o.includes(i))continue;let l=!1;for(let a=i,u=zi(a);u!==a;a=u,
u=zi(a))r.has(u)&&(l=!0);l||o.push(i)}for(let i of o){let l=[{path:i,chain:[]}];for(;l.length>0;){let a=l.pop();if(e.holds(
a.path))continue;let u=nc(s,a.path);if(!u&&!sc(s,a.path))continue;let d;try{d=t?(0,ht.statSync)(a.path):(0,ht.lstatSync)(
a.path)}catch(h){if(h.code==="ENOENT")continue;throw ms(a.path,h)}if(!d.isDirectory()){u&Se.file&&(yield a.path);continue}
let c=a.path,p;try{if(t&&(c=(0,ht.realpathSync)(a.path)),a.chain.includes(c)||t&&e.holds(c))continue;p=(0,ht.readdirSync)(
a.path)}catch(h){throw ms(a.path,h)}u&Se.directory&&(yield a.path);let f=[...a.chain,c],g=p.map(h=>({path:Vu(a.path,h),chain:f}));
l.push(...g.reverse())}}}var qi=64*1024,pn=4096,oc=4096,ys=16,gn=class{#t;#s;#n;#e="";#r="";#o=0;#l=!1;#i;#u;constructor(t,e,n={}){this.#t=t,this.#s=
e,this.#i=n.holdWhatMayGoOn??!1,this.#u=n.quietMs===void 0?void 0:new Yt(n.quietMs,()=>this.flush());let r=n.hide;this.#n=
new Xt(o=>{this.#e+=r===void 0?o:r(o),this.#l=!0})}push(t,e){this.#l=!1,this.#n.push(t,e),this.#l&&this.#f(!1),this.#u?.
arm()}flush(){this.#f(!0)}stop(){this.#u?.stop()}end(){this.stop(),this.#n.end("stdout"),this.#n.end("stderr"),this.#e!==
""&&this.#c(this.#e.length)}#f(t){let e=this.#e;if(e==="")return;let n=t&&!(this.#i&&Tr(this.#r+e,this.#t));if(!n&&e.length<
this.#o&&e.length<=qi)return;let r=V(this.#r+e,this.#t),o=r.redactions.length>0,i=hn(e,e.length-1);if(n&&hn(e,e.length)===
e.length&&(!o||this.#p(r.text,i))){this.#c(e.length);return}let l=Nr(this.#r+e,this.#t)-this.#r.length,a=o||l>=-this.#r.
length?ys:1;for(let u=i;u>0&&a>0;a--,u=hn(e,u-1))if(!(l>=-this.#r.length&&u>l)){if(!o||this.#p(r.text,u)){this.#c(u);break}
this.#o=e.length+Math.max(pn,e.length>>2)}for(;this.#e.length>qi;)this.#d()}#d(){let t=this.#e,e=V(this.#r+t,this.#t).text,
n=ys;for(let u=t.length-pn;u>0&&n>0;u--)if(ic(t,u-1)&&(n--,this.#p(e,u))){this.#c(u);return}let r=je(this.#r+t,this.#t),
o=this.#r.length,i=t.length-pn,l=0,a=r.length-1;for(n=ys;i>0&&n>0;i--){for(;a>=0&&r[a].start-o>=i;)a--;if(a>=0&&r[a].end-
o>i&&(i=r[a].start-o,i<=0))break;if(!ac(t.charCodeAt(i))&&(l||=i,n--,this.#p(e,i))){this.#c(i);return}}this.#c(l>0?l:t.length-
pn)}#p(t,e){return Le(this.#r+this.#e,this.#r.length+e,this.#t,t)}#c(t){let e=this.#e.slice(0,t);this.#e=this.#e.slice(t),
this.#o=0;let n=V(this.#r+e,this.#t).text,r=V(this.#r,this.#t).text,o=0;for(;o<r.length&&o<n.length&&n[o]===r[o];)o++;let i=n.
lastIndexOf(xt.markerPrefix,o-1);i>=0&&i<o&&n.indexOf(xt.markerSuffix,i)>=o&&(o=i);let l=n.slice(o),a=this.#r+e;this.#r=
a.slice(hn(a,a.length-1)).slice(-oc),l!==""&&this.#s(l)}};function hn(s,t){for(let e=Math.min(t,s.length)-1;e>=0;e--){let n=s.
charCodeAt(e);if(n===bs||n===Xi&&s.charCodeAt(e+1)!==bs)return e+1}return 0}var bs=10,Xi=13;function ic(s,t){let e=s.charCodeAt(
t);if(lc(e)||e===27||e>=55296&&e<=56319)return!1;if(e!==32&&e!==9)return!0;let n=t;for(;n>0&&(s.charCodeAt(n-1)===32||s.
charCodeAt(n-1)===9);)n--;let r=s.charCodeAt(n-1);return r!==bs&&r!==Xi}function ac(s){return s>=56320&&s<=57343}function lc(s){
return s>=48&&s<=57||s>=65&&s<=90||s>=97&&s<=122||s===43||s===47||s===61||s===95||s===45||s===46||s===37}var Zi=1024*1024,Yi=`[baton: this step printed more than ${Zi/(1024*1024)} MiB while it ran; the rest is written here wh\
en it ends, and its output is then kept as the runner keeps it: the last 1 MiB]
`,mn=class{#t;#s;#n="";#e=0;#r=!1;#o=!1;constructor(t,e,n){this.#s=n,this.#t=new gn(t,r=>this.#l(r),{holdWhatMayGoOn:!0,
hide:e,quietMs:500})}push(t,e){this.#o||this.#r||t===""||this.#t.push(t,e)}end(){return this.#o=!0,this.#t.stop(),this.#n}#l(t){
this.#o||this.#r||(this.#i(t),!(this.#e<=Zi)&&(this.#r=!0,this.#i(this.#n.endsWith(`
`)?Yi:`
${Yi}`)))}#i(t){this.#s(t),this.#n+=t,this.#e+=Buffer.byteLength(t)}};var yc="-event.json",wn=class{#t;expressions;#s;#n;#e=new Map;#r=Promise.resolve();#o=[];#l=new Map;#i=new Map;#u;host;constructor(t){
this.#t=t,this.expressions=t.expressions,this.host={hashFiles:e=>Ki(t.workspace,e,{leaveOut:[t.storeDir]})},this.#n=t.now??
(()=>new Date),this.#s=new gr({root:t.workspace,tempDir:t.tempDir,privateTempDir:!0,now:this.#n})}now(){return this.#n()}emit(t){
if(this.#t.emit(t),t.type==="step-finished"&&(t.outcome==="failure"||t.outcome==="cancelled")){this.#E.has(`${t.leg}\0${t.
step}`)||this.#_(t.leg,t.step,`\u2500\u2500 step ${t.step+1}: ${t.name}
`);let e=t.message??t.outcome;this.#j(t.leg,`${t.outcome==="cancelled"?"Cancelled":"Error"}: ${e}
`)}t.type==="job-finished"&&this.#F(t.leg)}summary(t,e,n){let r=vt(this.#t.runDir,ft.summary),o=V(`${xs(t,e)}${n.trimEnd()}\


`,this.#t.secrets).text,i=Buffer.byteLength(o),l=this.#o?.at(-1);this.#o?.push({job:t,leg:e,offset:l?l.offset+l.bytes:0,
bytes:i}),this.#r=this.#r.then(()=>uc(r,o)).catch(a=>{this.#u??=ue(r,"the step summaries",a),this.#o=null})}summaryParts(){
return this.#o}async settle(){let t=[];try{await this.#t.recordWrites?.flush()}catch(r){t.push(wt(r))}let e=await this.drain();
e!==null&&t.push(e);let n=this.#t.eventsFailure?.()??null;return n!==null&&t.push(n),t.length===0?null:t.join(`
`)}async createStepFiles(){let t=await cc(vt(this.#t.tempDir,"step-")),e={output:vt(t,"output"),env:vt(t,"env"),path:vt(
t,"path"),state:vt(t,"state"),step_summary:vt(t,"summary")};return await Promise.all(Object.values(e).map(n=>pc(n,"",{flag:"\
wx",mode:384}))),e}async runScript(t){await this.#t.recordWrites?.settled(),this.#d(t.defaults.GITHUB_EVENT_PATH);let e=t.
files??await this.createStepFiles();try{let n={...this.#S(t),[ut.output]:e.output,[ut.env]:e.env,[ut.path]:e.path,[ut.state]:e.
state,[ut.stepSummary]:e.step_summary},r=0,o=R=>{this.#M(R.slice(r)),r=R.length},i=new tn({allowUnsecureCommands:n.ACTIONS_ALLOW_UNSECURE_COMMANDS?.
toLowerCase()==="true",allowUnsecureStopCommandTokens:["true","1","$true"].includes(n.ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TOKENS?.
toLowerCase()??""),redact:(R,v)=>(o(v),V(R,this.#t.secrets).text)}),l=this.#y(t),a=`\u2500\u2500 step ${t.step+1}: ${t.name}\

`,u=this.#_(t.leg,t.step,a),d=new mn(this.#t.secrets,R=>Zn(R,i.masks),R=>this.#C(t.leg,R)),c,p;try{c=await this.#P(t).run(
{script:t.script,shell:t.shell??jr,cwd:this.#O(t.workingDirectory),env:n,signal:t.signal,stop:"interrupt",kill:t.kill,onOutput:(R,v)=>{
i.push(R,v),o(i.masks),l?.push(R,v),d.push(R,v)}})}finally{l?.end(),p=d.end()}let{masks:f,annotations:g,commands:h}=i.end();
o(f);let S=this.#L(Zn(c.output,f));this.#J(t.leg,u+p,this.#L(a)+S);let[[m,w,b],{text:$,...N}]=await Promise.all([Promise.
all([e.output,e.env,e.path].map(R=>dc(R,"utf8"))),Sc(e.step_summary)]);return{exitCode:c.exitCode,signal:c.signal,files:{
output:m??"",env:w??"",path:b??"",summary:$},...N,masks:f,annotations:g,commands:h,output:S}}finally{await fc(gc(e.output),
{recursive:!0,force:!0})}}#f;eventPath(t){return`${t}${yc}`}#d(t){if(t===void 0||t==="")return;this.#f??=Buffer.from(JSON.
stringify(this.#t.github.event,null,2));let e=this.#f,n;try{n=(0,U.openSync)(t,U.constants.O_RDONLY|U.constants.O_NOFOLLOW|
U.constants.O_NONBLOCK);let o=(0,U.fstatSync)(n);if(o.isFile()&&o.size===e.length&&(0,U.readFileSync)(n).equals(e))return}catch(o){
if(o.code==="ENOENT"){(0,U.writeFileSync)(t,e,{flag:"wx",mode:384});return}}finally{n!==void 0&&(0,U.closeSync)(n)}let r=`${t}\
.${(0,ea.randomUUID)()}`;(0,U.writeFileSync)(r,e,{flag:"wx",mode:384});try{(0,U.renameSync)(r,t)}catch{(0,U.rmSync)(t,{recursive:!0,
force:!0}),(0,U.renameSync)(r,t)}}#p=0;legTemp={open:async t=>{this.#p+=1;let e=vt(this.#t.tempDir,`runner-temp-${this.#p}`);
return(0,U.mkdirSync)(e,{mode:448}),e},close:async t=>{vc(t,this.#c.get(t)??[]),this.#c.delete(t);try{(0,U.rmSync)(this.
eventPath(t),{recursive:!0,force:!0}),(0,U.rmdirSync)(t);return}catch{await ze(t)}}};#c=new Map;#h=new Set;#w=null;pauseCommands(){
if(this.#w!==null)return;let t=new Map;for(let[n,r]of this.#c)for(let o of r)this.#h.has(o)||t.set(o,n);let e=[...this.#h,
...kc(t)];for(let n of e)Qi(n,"SIGSTOP");this.#w=e}resumeCommands(){let t=this.#w??[];this.#w=null;for(let e of t)Qi(e,"\
SIGCONT")}#y(t){let e=this.#t.onOutput;if(e===void 0)return;let n=new un(()=>this.#t.secrets,o=>{let i=nn(o,si);(i===null||
i.form==="legacy"&&!en.has(i.command))&&e({job:t.job,leg:t.leg,line:o})}),r=new Yt(500,()=>n.flush());return{push:(o,i)=>{
n.push(o,i),r.arm()},end:()=>{r.stop(),n.end()}}}#P(t){let e=t.defaults.RUNNER_TEMP;return{run:async n=>{let r;try{return await this.#t.
runner.run({...n,onStart:o=>{if(r=o,this.#h.add(o),e!==void 0){for(let[l,a]of this.#c)l!==e&&a.includes(o)&&this.#c.set(
l,a.filter(u=>u!==o));let i=this.#c.get(e)??[];i.push(o),this.#c.set(e,i)}n.onStart?.(o)}})}finally{r!==void 0&&this.#h.
delete(r)}}}}async loadAction(t){let e=this.#t.parseAction;if(!e)throw new x("action-invalid",`${t}: local actions canno\
t be read here`);return wr(this.#t.workspace,t,e)}async runAction(t){switch(this.#d(t.defaults.GITHUB_EVENT_PATH),t.action){case"\
stage":return this.#N(t);case"prepare":return this.#v(t);case"capture":return this.#x(t);case"report":return this.#$(t)}}#g(t,e){
let n=this.#t.workflow,o=n.jobs.find(i=>i.id===t.job)?.steps[t.step]?.with[Z.prompt];return{mode:e,job:t.job,stageJob:t.
stageJob,matrix:t.matrix,upstream:t.upstream,...t.needsFacts===void 0?{}:{needsFacts:t.needsFacts},workflowJobs:t.jobIds,
github:this.#t.github,...this.#t.madeEvent===void 0?{}:{madeEvent:this.#t.madeEvent},...this.#t.madeEventRun===void 0?{}:
{madeEventRun:this.#t.madeEventRun},run:this.#t.run,parentRun:this.#t.parentRun??null,secrets:[...t.secrets,...Ae(this.#S(
t))],promptSource:`${o?Q(n.fileName,o.position):n.fileName} jobs.${t.job} prompt`,readFile:i=>mr(this.#t.workspace,i,bt.
templateBytes),parseVars:Jr}}#S(t){let e={CI:"true",...this.#t.baseEnv,...t.env,...t.defaults};return e.PATH=bc(t.path,e.
PATH),e}async#N(t){let e;try{e=De(t.inputs,this.#g(t,"stage"))}catch(o){if(!(o instanceof x))throw o;return{ok:!1,outputs:{
..._o()},env:{},summary:"",recorded:[],message:wt(o)}}this.#R(t);let n=this.#y(t),r;try{r=await Io(e,{openRun:this.#t.openRun,
store:this.#t.store,workspace:this.#s,runner:this.#P(t),env:this.#S(t),signal:t.signal,reporter:this.#H(t),...n?{onOutput:(o,i)=>n.
push(o,i)}:{}})}finally{n?.end()}return this.#_(t.leg,t.step,`\u2500\u2500 step ${t.step+1}: stage ${e.stage}: ${r.attempts.
length} attempt(s), ${r.outcome.reason}; the agent's output is in ${Is.log} of each attempt
`),{ok:r.ok,outputs:{...r.outputs},env:{},summary:ks(r.final,e.redact,this.#t.secrets),recorded:r.attempts.map(vs),message:r.
outcome.message}}async#v(t){let e=De(t.inputs,this.#g(t,"prepare"));this.#R(t);let n=await qe(e,{openRun:this.#t.openRun,
store:this.#t.store,workspace:this.#s});if(n.kind==="refused")return{ok:!1,outputs:Kn("prepare",n.result.outputs),env:{},
summary:ks(n.result.final,e.redact,this.#t.secrets),recorded:n.result.attempts.map(vs),message:n.result.outcome.message};
let{prepared:r}=n;for(let o of r.warnings)this.#k(t,"warning",o.message);return this.#e.set(`${t.leg}\0${e.stage}`,{prepared:r,
redact:In(t.inputs[Z.redact]??"")}),{ok:!0,outputs:{"prompt-path":r.promptPath,"handoff-path":r.handoffPath},env:{BATON_PROMPT_PATH:r.
promptPath,BATON_HANDOFF_PATH:r.handoffPath,BATON_STAGE:e.stage},summary:"",recorded:[],message:null}}async#x(t){let e=De(
t.inputs,this.#g(t,"capture")),n=`${t.leg}\0${e.stage}`,r=this.#e.get(n);if(!r)throw new x("capture-without-prepare",`st\
age ${e.stage}: no prepare step ran before this capture in job ${t.job}`);this.#e.delete(n);let{prepared:o}=r,i=new Set(
In(t.inputs[Z.redact]??"")),l=Hr(r.redact.length,r.redact.filter(u=>i.has(u)).length);if(l)throw l;let a=await Ve(e,o,null,
{store:this.#t.store,workspace:this.#s},{cancelled:t.signal.aborted});return{ok:a.outcome.reason==="completed",outputs:Kn(
"capture",a.outputs),env:{},summary:ks(a,e.redact,this.#t.secrets),recorded:[vs(a)],message:a.outcome.message}}async#$(t){
let e={name:this.#t.github.event_name,payload:this.#t.github.event},n;try{n=ls(t.inputs,e)}catch(l){if(!(l instanceof x))
throw l;if(l.code!=="issue-number-missing")return{ok:!1,outputs:{},env:{},summary:"",recorded:[],message:wt(l)};this.#k(
t,"warning",`on GitHub this step fails: ${l.message}`),n={...ls({...t.inputs,[Z.mode]:"summary"},e),mode:as(t.inputs)}}let r=await $s(
this.#t.store),o=xo(r,{workflow:this.#t.workflow.name??this.#t.workflow.fileName,runId:this.#t.run.id,key:n.key,includeDetail:n.
includeDetail,recordsLocation:`\`${mc(this.#t.workspace,this.#t.runDir)||this.#t.runDir}\``,runUrl:null,secrets:t.secrets,
cancelled:this.#t.runCancelled?.()??!1});await Ne(vt(this.#t.runDir,ft.report),o),this.#k(t,"info",`report written to ${vt(
this.#t.runDir,ft.report)}; no comment is posted from a local run`);let i=n.mode==="comment"?"":o;return{ok:!0,outputs:{},
env:{},summary:i,recorded:[],message:null}}#R(t){let e=t.inputs[Z.parentRun]?.trim();e&&this.#k(t,"warning",`${Z.parentRun}\
 ${JSON.stringify(e)} is not read by baton run: the parent run here is the one given with --parent <run-id|latest>${this.#t.
parentRun?` (${this.#t.parentRun})`:" (none)"}`)}#k(t,e,n){this.#t.emit({type:"notice",at:this.#n().toISOString(),level:e,
job:t.job,leg:t.leg,message:n})}#H(t){return{info:e=>this.#j(t.leg,`[baton] ${e}
`),warning:e=>this.#k(t,"warning",e),error:e=>this.#k(t,"error",e),group:(e,n)=>n()}}#O(t){return t?wc(this.#t.workspace,
t):this.#t.workspace}#E=new Set;#_(t,e,n){return this.#E.add(`${t}\0${e}`),this.#j(t,n)}addSecrets(t){this.#M(t)}#M(t){for(let e of t)
this.#t.secrets.includes(e)||this.#t.secrets.push(e)}#j(t,e){let n=this.#L(e);return this.#C(t,n),n}#L(t){return V(t.endsWith(
`
`)||t===""?t:`${t}
`,this.#t.secrets).text}#J(t,e,n){if(n.startsWith(e)){n.length>e.length&&this.#C(t,n.slice(e.length));return}let r=Buffer.
byteLength(e);this.#A(t,async o=>{let{size:i}=await o.stat();if(i<r)throw new Error(`it holds ${i} bytes, fewer than the\
 ${r} written of the step`);await o.truncate(i-r),await o.writeFile(n)})}#C(t,e){this.#A(t,n=>n.writeFile(e))}#A(t,e){let n=this.#l.
get(t);if(n===void 0){let r=vt(this.#t.runDir,ne(t)),o=(this.#i.get(t)??Promise.resolve()).then(()=>na(r,"a",438));n=o.catch(
()=>{}),this.#l.set(t,n),this.#i.set(t,o.then(()=>{}))}this.#I(t,n,e)}#F(t){let e=this.#l.get(t);e!==void 0&&(this.#l.delete(
t),this.#I(t,e,async n=>{let{nlink:r}=await n.stat();if(await n.close(),r===0)throw Object.assign(new Error("ENOENT: the\
 file was removed while the run wrote it"),{code:"ENOENT"})}))}#I(t,e,n){let r=(this.#i.get(t)??Promise.resolve()).then(
async()=>{let o=await e;o!==void 0&&await n(o)}).catch(o=>{this.#u??=ue(vt(this.#t.runDir,ne(t)),`the job log of ${t}`,o)});
this.#i.set(t,r)}async drain(){await this.#r;for(let t of[...this.#l.keys()])this.#F(t);return await Promise.all(this.#i.
values()),this.#u??null}};function xs(s,t){return`## ${t===s?s:`${s} (${t})`}

`}function vs(s){let{stage:t,attempt:e,status:n,outcome:r}=s.record;return{stage:t,attempt:e,status:br(n,r.reason),warnings:Mo(
s.record)}}function bc(s,t){return[...s,...t?[t]:[]].join(hc)}function ks(s,t,e){let{record:n,handoff:r}=s,o=[...t,...e];
return Ri($i({record:n,handoff:r,secrets:o}),o)}async function Sc(s){let t=await na(s,"r");try{let{size:e}=await t.stat();
return e>bt.stepSummaryFileBytes?{text:"",summaryBytes:e}:{text:await t.readFile("utf8")}}finally{await t.close()}}async function $s(s){
let t=await s.list();return(await Promise.all(t.map(n=>s.getAttempt(n.stage,n.attempt,n.runAttempt)))).filter(n=>n!==void 0)}
function vc(s,t){let e=t.filter(o=>{try{return process.kill(-o,0),!0}catch{return!1}});if(e.length===0)return;let n;try{
n=(0,U.readdirSync)("/proc").filter(o=>/^\d+$/.test(o)&&Number(o)!==process.pid)}catch{for(let o of e)ta(-o);return}let r=`\
RUNNER_TEMP=${s}`;for(let o of n){let i;try{i=(0,U.readFileSync)(`/proc/${o}/environ`,"utf8")}catch{continue}i.split("\0").
includes(r)&&ta(Number(o))}}function kc(s){if(s.size===0)return[];let t;try{t=(0,U.readdirSync)("/proc").filter(n=>/^\d+$/.
test(n)&&Number(n)!==process.pid)}catch{return[]}let e=new Set;for(let n of t){let r;try{r=(0,U.readFileSync)(`/proc/${n}\
/stat`,"utf8")}catch{continue}let[o,,i]=r.slice(r.lastIndexOf(")")+2).split(" "),l=Number(i),a=s.get(l);if(a===void 0||o===
"Z"||e.has(l))continue;let u;try{u=(0,U.readFileSync)(`/proc/${n}/environ`,"utf8")}catch{continue}u.split("\0").includes(
`RUNNER_TEMP=${a}`)&&e.add(l)}return[...e]}function Qi(s,t){try{process.kill(-s,t)}catch{}}function ta(s){try{process.kill(
s,"SIGKILL")}catch{}}import{lstat as xc}from"node:fs/promises";import{join as $c}from"node:path";async function ra(s,t,e,n){let r;try{r=await s.resolve(t)}catch(c){throw c instanceof x?new x(c.code,c.message,{where:e.
parent,details:c.details}):c}let o=`give ${e.parent} another run`,i=(c,p,f="parent-invalid")=>new x(f,`run ${r} ${c}`,{where:e.
parent,details:p}),l=s.runDir(r),a=$c(l,Gt);if(await xc(a).then(()=>!1,c=>Lt(c,"ENOENT")))throw i(`cannot be continued: \
it has no ${Gt}, so it holds no run (a run that could not start leaves such a directory)`,[`remove it (rmdir ${Pr(l)}) i\
f it is empty, then start this run again; or ${o}`]);let u=await s.readSummary(r).catch(c=>{throw c instanceof x?i(`cann\
ot be continued: its ${Gt} cannot be read`,[...$n(c),o]):c});if(Ue(u)==="running"&&n.GITHUB_RUN_ID!==r){let c=He(u),p=c===
null?`run ${r} is still running`:Je(r,c);throw new x("parent-running",`${p}: its last records may not be stored yet, and\
 this run's hops count on from them`,{where:e.parent,details:[`wait for it to end${c===null?"":" there"}, then start thi\
s run again; a run started by one of its steps (GITHUB_RUN_ID names it) continues it while it runs`,...c===null?[]:[Be(c,
l,`give ${e.parent} another run, or remove it`)]]})}let{unreadable:d}=await Eo(await s.open(r),u.jobs);if(d.length>0){let c=d.
filter(h=>!Gn(h.code)),p=[...new Set(c.flatMap(h=>$n(h.reason).slice(1)))],f=u.jobs.flatMap(h=>h.stages),g=[...new Set(d.
filter(h=>Gn(h.code)).map(h=>h.stage))].sort((h,S)=>sa(f,h)-sa(f,S));if(g.length>0){let[h]=g,S=g.length===1;p.push(`put \
the ${S?"record of stage":"records of stages"} ${g.join(", ")} back from a copy, or record ${S?"it":"them"} again in a n\
ew run and give ${e.parent} that run instead: ${e.replay(r,h)}`)}throw i(`cannot be continued: ${d.length} of its record\
s cannot be read, and this run's hops count on from them`,[...d.map(h=>h.reason.split(`
`)[0]),...p,`then start this run again, or ${o}`])}return r}function sa(s,t){let e=s.indexOf(t);return e===-1?s.length:e}var Oc=s=>Xs(Cn([et(),zs(),Dt()],{error:t=>`${Nt(t.input)} is not ${s}: give a string, a finite number or true/false`}).
check(Kt(t=>typeof t!="number"||Number.isFinite(t),{error:t=>`${Nt(t.input)} is not ${s}: give a string, a finite number\
 or true/false`}),Kt(t=>typeof t!="number"||!Number.isInteger(t)||Number.isSafeInteger(t),{error:t=>`${Nt(t.input)} is p\
ast the integers a JavaScript number holds exactly: give it as a string`})),qs(t=>String(t))),oa=(s,t,e)=>se(et(),Oc(e),
{error:n=>`takes an object of ${t} and their values (${s}), not ${$t(n.input)}`}),Zt=()=>et({error:s=>`takes a string, n\
ot ${$t(s.input)}`}),Rs=()=>re(s=>typeof s=="function",{error:s=>`takes a function, not ${$t(s.input)}`}),ia=()=>re(s=>s instanceof
AbortSignal,{error:s=>`takes an AbortSignal, not ${$t(s.input)}`}),aa=s=>Dt({error:t=>`takes a number of milliseconds, n\
ot ${$t(t.input)}`}).check(Kt(t=>Number.isFinite(t)&&(s==="from 0"?t>=0:t>0),{error:t=>`${Nt(t.input)} is not a number o\
f milliseconds ${s}`}));function la(s){return Object.entries(s).find(([,t])=>t!==void 0&&typeof t!="string")}var Pc=_t(et(
{error:s=>`${Nt(s.input)} is not the name of an environment variable`}),{error:s=>{let t=JSON.stringify(typeof s.input==
"string"?[s.input]:s.input!==null&&typeof s.input=="object"?Object.keys(s.input).slice(0,2):["MY_TOKEN"]),e=s.input!==null&&
typeof s.input=="object"&&!Array.isArray(s.input);return`takes a list of the names of environment variables that hold th\
e secrets (secrets: ${t}), not ${$t(s.input)}${e?": set each in env and name it here":""}`}}),ca=Ks({cwd:G(Zt()),job:G(Zt()),
inputs:G(oa('{ issue: "42" }',"the inputs","an input value")),event:G(Cn([et(),se(et(),Gs())],{error:s=>`takes the path \
of a JSON file or the payload as an object, not ${$t(s.input)}`})),eventName:G(Zt()),vars:G(oa('{ NAME: "value" }',"the \
variables","a variable value")),secrets:G(Pc),env:G(re(s=>s!==null&&typeof s=="object"&&!Array.isArray(s),{error:s=>`tak\
es an object of variables and their values, not ${$t(s.input)}`}).check(Kt(s=>la(s)===void 0,{error:s=>{let[t,e]=la(s.input);
return`${t}: ${Nt(e)} is not an environment variable's value: give a string`}}))),concurrency:G(Dt({error:s=>`${Nt(s.input)}\
 is not a whole number from 1`}).check(Kt(s=>Number.isSafeInteger(s)&&s>=1,{error:s=>`${Nt(s.input)} is not a whole numb\
er from 1`}))),onEvent:G(Rs()),onOutput:G(Rs()),signal:G(ia()),cancel:G(ia()),pausable:G(Rs()),killGraceMs:G(aa("from 0")),
minuteMs:G(aa("above 0")),storeDir:G(Zt()),facts:G(re(s=>s!==null&&typeof s=="object"&&!Array.isArray(s),{error:s=>`take\
s an object of facts about the checkout, not ${$t(s.input)}`})),repositoryRoot:G(Zt()),parent:G(Zt())},{error:s=>`takes \
an object of options, not ${$t(s.input)}`}),ua=["job","inputs","event","eventName","vars"],Ec=Vs(ca,{job:!0,inputs:!0,event:!0,
eventName:!0,vars:!0});function Os(s,t="runWorkflow"){let e=t==="runWorkflow"?ca:Ec,n=e.safeParse(s??{});if(n.success)return n.
data;let r=Object.keys(e.shape),o=n.error.issues.flatMap(a=>a.code==="unrecognized_keys"?a.keys.map(u=>({where:[...a.path,
u],message:ua.includes(u)?`${t} has no such option: a replay is started as the run it replays was (its ${ua.join(", ")})`:
`${t} has no such option${Oe(u,r)}`})):[{where:a.path,message:a.message}]),[i,...l]=o.map(a=>({where:Ac(a.where),message:a.
message}));throw new x("usage",i.message,{where:i.where===""?t:i.where,details:l.map(a=>a.where===""?a.message:`${a.where}\
: ${a.message}`)})}function Ac(s){return s.map((t,e)=>typeof t=="number"?`[${t}]`:typeof t=="string"&&/^[A-Za-z_$][\w$-]*$/.
test(t)?`${e===0?"":"."}${t}`:`[${JSON.stringify(String(t))}]`).join("")}var fa=/^[A-Za-z_][A-Za-z0-9_]*$/,Wc=_t(Re({id:et(),result:Jn,outputs:se(et(),et()),stages:_t(et()),legs:_t(et()),withheld_outputs:G(
_t(et())),leg_results:G(_t(Re({leg:et(),result:Jn,reason:G(et())}))),skip_reason:G(et()),summary_parts:G(_t(Re({leg:et(),
offset:Dt().check(_n(),Bs()),bytes:Dt().check(_n(),Js())})))}));async function Eg(s,t={}){return Uc(s,t,Dn)}async function Uc(s,t,e){
return nd(s),pa(s,Os(t),{words:e,replay:null})}async function pa(s,t,{words:e,replay:n}){let r=ha(t.cwd);n===null&&zc(t.
vars??{},e);let o=t.env??process.env,i=Vc(o,[...Pn,...t.secrets??[]]),l=ve(r,s),a=Dc(r,l)||s,u=await ke(l,"utf8").catch(
C=>{throw n?Bc(s,n.run,C,e):Ar(r,s,C)}),d=t.facts??{},c=Ao(r,o,d),p=yr(r),f=(C,lt,gt)=>or(C,lt,gt,{ownAction:p}),g=await rr(
u,a,{ownAction:p}),h=await To(t.repositoryRoot??r,g,p),S=(0,Ps.createHash)("sha256").update(u).digest("hex"),m={};for(let[
C,lt]of h)"unreadable"in lt||(m[C]=(0,Ps.createHash)("sha256").update(lt.source).digest("hex"));let w=null;if(typeof t.event==
"string"){let C=t.event,lt=await ke(ve(r,C),"utf8").catch(gt=>{throw oe(C,gt,"event file")});w=Kr(lt,C)}else t.event&&(Vr(
t.event,"event"),w=t.event);let b=Gc(t.secrets??[],o,n&&{run:n.run,secrets:n.invocation.secrets},e),$=[...Object.values(
b),...Pn.map(C=>o[C]).filter(C=>C!==void 0&&C!==""),...Ae(o)],N=No({cwd:r,known:d,checkout:await c,payload:w,ownAction:p,
calledWorkflows:h}),R=N.facts,v=qc($,()=>Qr(g,ie,{job:t.job,inputs:t.inputs,event:w,eventName:t.eventName,vars:t.vars,secretValues:$,
secretNames:Object.keys(b),words:e,...N})),A=io(g,ie,{called:h,expanded:v.expanded}),P=Si(g,v.eventName,v.event,t.event===
void 0,R.commit&&{sha:R.sha,message:R.commit.message}),J=new Set(Object.keys(b).map(C=>C.toUpperCase())),q=yi(g,ie,J,new Set(
Object.entries(t.vars??{}).filter(([,C])=>C!=="").map(([C])=>C.toUpperCase()))),k=ve(r,t.storeDir??An),_=new Hn(k),E=n?await Yc(
_,k,g,v,n,{workflow:S,called:m},e):null,F=n?.invocation.event_made===!0,L=t.event===void 0||F,K=t.parent===void 0?null:await ra(
_,t.parent,e,o),I=Hc(),y=new Date,O,H=(C,lt,gt,xe=null)=>qt({workflow:g.name??a,workflow_path:a,status:C,started_at:y.toISOString(),
finished_at:gt?gt.toISOString():null,duration_ms:gt?Math.max(0,gt.getTime()-y.getTime()):null,replay_of:E?E.run:null,...xe===
null?{}:{reason:xe},...C==="running"?{process:{...Xc(),...O===void 0?{}:{temp:O}}}:{},jobs:lt},$),tt=await _.createRun(H(
"running",[],null)),X=tt.runDir,at=Ic(X),D=new Er(X,{writeBehind:!0}),j=new pe(D),M,T,B,dt;try{let C=new Map,lt={workflow_path:a,
workflow_sha256:S,called_sha256:m,job:t.job??null,inputs:t.inputs??{},event_name:v.eventName,event:v.event,...L?{event_made:!0}:
{},vars:t.vars??{},secrets:t.secrets??[],parent:K},gt=qt(lt,$),xe=Es(lt).some(W=>Me(W,$))||JSON.stringify([gt.inputs,gt.
vars])!==JSON.stringify([lt.inputs,lt.vars]);await da(it(X,ft.invocation),"how the run was started",`${JSON.stringify(xe?
{...gt,redacted:!0}:gt,null,2)}
`),E&&(await sd(E.store,tt,E.stages),await rd(it(k,E.run),X,E.jobs.values())),O=await _c(it(I.dir,`baton-run-${at}-`)).catch(
W=>{throw new x("tempdir-invalid",`the run's temp dir could not be made there: ${W instanceof Error?W.message:String(W)}`,
{where:I.where,cause:W})}),await _.writeSummary({id:at,...H("running",[],null)});let Sn=new AbortController,Ns=(W,st)=>mt=>{
if(!(B!==void 0||st===void 0))try{st(mt)}catch(zt){B={error:zt},queueMicrotask(()=>Sn.abort(`stopped because the ${W} ca\
llback threw`))}},ma=Ns("onEvent",t.onEvent),vn=t.signal?AbortSignal.any([t.signal,Sn.signal]):Sn.signal,kn=new ln(it(X,
ft.events));M=kn;let _s=W=>{let st=qt(W,$);if(kn.write(st),ma(st),W.type==="run-started"){let mt=Object.keys(b).filter(Y=>b[Y].
length<xt.minSecretLength),zt=[...ao(A).map(Y=>({level:"warning",message:Y})),...v.notices,...P===null?[]:[{level:"warni\
ng",message:`${P} (it runs here as asked)`}],...q.filter(Y=>!Y.fallsBack).map(({name:Y,where:xn})=>({level:"warning",message:`${xn}\
: secrets.${Y} is read, but ${e.secretNotGiven(Y)}: it is empty in this run, as on GitHub for a secret the repository do\
es not have (${e.giveSecret(Y)} to set it)`})),...q.filter(Y=>Y.fallsBack).map(({name:Y,where:xn})=>({level:"info",message:`${xn}\
: secrets.${Y} is read, but ${e.secretNotGiven(Y)}: each read of it falls back with || to another value, which this run \
takes (${e.giveSecret(Y)} to set it)`})),...mt.map(Y=>({level:"warning",message:`secret ${Y} is shorter than ${xt.minSecretLength}\
 characters, so it is not redacted: it will appear wherever a step or agent prints it (a value that short would blank ou\
t ordinary words)`}))];for(let Y of zt)te(W.at,Y.level,Y.message);E?.whole&&te(W.at,"info",E.whole)}if(W.type==="run-sta\
rted"&&E!==null&&E.changed.length>0){let mt=E.changed.map(zt=>zt===""?a:zt);te(W.at,"warning",`${mt.join(" and ")} chang\
ed since run ${E.run}: this replay runs ${mt.length===1?"the file":"the files"} as ${mt.length===1?"it is":"they are"} n\
ow`)}W.type==="run-started"&&E?.redactedStart&&te(W.at,"warning",E.redactedStart),W.type==="run-started"&&E!==null&&E.summaries===
null&&E.jobs.size>0&&te(W.at,"info",`the step summaries of the jobs reused from run ${E.run} cannot be told apart in its\
 ${ft.summary} (it was stored by an earlier baton, could not write them all, or was edited since): this replay's ${ft.summary}\
 holds only those of the jobs it runs`)},te=(W,st,mt)=>_s({type:"notice",at:W,level:st,job:null,leg:null,message:mt}),Bt=Gr(
{eventName:v.eventName,payload:v.event,facts:R,runId:at,workflow:g,workflowPath:a});if(T=new wn({workflow:v.workflow,expressions:ie,
parseAction:f,workspace:r,runDir:X,storeDir:k,tempDir:O,store:j,recordWrites:D,runCancelled:()=>vn.aborted||t.cancel?.aborted===
!0,runner:new Xe({tempDir:O,reuseScripts:!0,secrets:$,...t.killGraceMs===void 0?{}:{killGraceMs:t.killGraceMs},noPathHint:e.
noPath}),baseEnv:i,run:{id:at,attempt:1,workflow:g.name??a,repository:R.repository,event_name:v.eventName,sha:String(Bt.
sha),ref:String(Bt.ref)},github:{repository:R.repository,ref:String(Bt.ref),sha:String(Bt.sha),run_id:at,actor:String(Bt.
actor),event_name:v.eventName,event:v.event},...L?{madeEvent:v.eventName}:{},...F&&E?{madeEventRun:E.run}:{},secrets:$,parentRun:K,
openRun:W=>{let st=C.get(W);return st||(st=_.open(W).then(mt=>new pe(mt)),C.set(W,st)),st},emit:_s,eventsFailure:()=>kn.
failure,...t.onOutput?{onOutput:Ns("onOutput",t.onOutput)}:{}}),t.pausable){let W=T;for(let st of[vn,t.cancel])st?.addEventListener(
"abort",()=>W.resumeCommands(),{once:!0});t.pausable({pause:()=>W.pauseCommands(),resume:()=>W.resumeCommands()})}for(let{
job:W,leg:st,markdown:mt}of E?.summaries??[])T.summary(W,st,mt);dt=await wi(v,T,{runId:at,concurrency:t.concurrency??jc(),
signal:vn,cancel:t.cancel,secrets:b,github:Bt,runner:{os:process.platform==="darwin"?"macOS":process.platform==="win32"?
"Windows":"Linux",arch:process.arch==="arm64"?"ARM64":process.arch==="x64"?"X64":process.arch.toUpperCase(),temp:O,toolCache:it(
O,"tool-cache"),workspace:r,workspaceParent:yn(r)},reuse:E?.jobs,minuteMs:t.minuteMs})}catch(C){dt={error:C}}D.close();let[
kt]=await Promise.all([T?.drain()??null,D.settled()]);M?.close(),O!==void 0&&await ze(O);let z="error"in dt?null:dt,yt=[],
Mt=C=>{C&&!yt.some(lt=>lt.includes(C))&&yt.push(C)};if(Mt(z?.reason),"error"in dt&&Mt(wt(dt.error)),Mt(kt),Mt(M?.failure),
z!==null)try{await da(it(X,ft.jobs),"the jobs' results",`${JSON.stringify(Kc(z.jobs,$,T?.summaryParts()??null),null,2)}
`)}catch(C){Mt(wt(C))}let Qt=z===null||z.status==="success"&&yt.length>0?"failure":z.status,bn=yt.length===0?null:V(yt.join(
`
`),$).text,ga=(z?.jobs??[]).map(C=>({id:C.id,stages:C.stages,result:C.result,...E?.jobs.has(C.id)?{reused:!0}:{}}));try{
await _.writeSummary({id:at,...H(Qt,ga,new Date,bn)})}catch(C){throw Jc(X,C,bn)}if(B!==void 0)throw B.error;if("error"in
dt)throw dt.error;let As=await $s(D.writeFailure?D:j),Ts=co(As);return{runId:at,runDir:X,status:Qt,reason:bn,records:As,
chain:Ts,finalStage:fo(Ts)}}function Hc(){let s=Fc(),t=process.env.TMPDIR?`TMPDIR ${s}`:`temp dir ${s}`,e;try{e=(0,Jt.statSync)(
s)}catch(n){if(!Lt(n,"ENOENT","ENOTDIR"))throw oe(t,n)}if(e?.isDirectory()!==!0)throw new x("tempdir-invalid",`${e===void 0?
"no such directory":"is not a directory"}; baton run keeps each run's scratch files there`,{where:t,details:[`${e===void 0?
"create it, or ":""}set TMPDIR to a directory`]});return{dir:s,where:t}}async function da(s,t,e){try{await Ne(s,e)}catch(n){
throw new x("run-write-failed",Un(t,n),{where:s,cause:n})}}function Jc(s,t,e){let n=!(0,Jt.existsSync)(s),r=e===null||n?
[]:[`the run failed: ${e.replaceAll(`
`,`
  `)}`];return new x("run-write-failed",n?"the run's directory was removed while it ran: nothing more of the run could b\
e stored":`its end could not be stored in ${Gt}: ${wt(t)}; baton runs shows it as interrupted`,{where:s,details:r,cause:t})}
function Bc(s,t,e,n){let r=oe(s,e);return Lt(e,"ENOENT")?new x(r.code,`${r.message}: run ${t} ran this workflow file, an\
d a replay runs it as it is now`,{...r.where===void 0?{}:{where:r.where},details:[`put it back (from git, if it was comm\
itted) to replay run ${t}, or start a new run of another workflow with ${n.runCommand}`],cause:e}):r}function zc(s,t){let e=new Map;
for(let n of Object.keys(s)){if(!fa.test(n)||n.toUpperCase().startsWith("GITHUB_"))throw new x("usage",`${JSON.stringify(
n)} is not a name GitHub allows for a variable: letters, digits and _, not starting with a digit or with GITHUB_`,{where:t.
vars});let r=e.get(n.toUpperCase());if(r!==void 0)throw new x("usage",`${JSON.stringify(r)} and ${JSON.stringify(n)} are\
 one variable on GitHub (names are not case-sensitive); give it once`,{where:t.vars});e.set(n.toUpperCase(),n)}}function Gc(s,t,e,n){
let r=s.find(a=>!fa.test(a));if(r!==void 0)throw new x("usage",r.startsWith("-")&&n.flags?`takes the name of an environm\
ent variable after it (--secret NAME), not ${JSON.stringify(r)}`:`${JSON.stringify(r)} is not the name of an environment\
 variable (letters, digits and _, not starting with a digit)`,{where:n.secrets});let o={},i=[],l=[];for(let a of s){let u=t[a];
u===void 0?i.push(a):u===""?l.push(a):o[a]=u}if(i.length+l.length>0){let a=(c,p)=>c.length===0?[]:[`${c.length===1?"secr\
et":"secrets"} ${p}: ${c.join(", ")}`],u=e===null?"running":"replaying",d=(c,p="")=>e?.secrets.includes(c)?`: run ${e.run}\
 was started with ${n.passSecret(c)}`:`, or ${n.dropSecret(c)}${p}`;throw new x("secret-missing",[...a(i,"not set in the\
 environment"),...a(l,"set to the empty string")].join("; "),{details:[...i.map(c=>`${n.setSecret(c)} before ${u}${d(c)}`),
...l.map(c=>`${n.setSecret(c)} with its value before ${u}${d(c,": an empty secret is no secret (one not given is '' in t\
he run, as on GitHub)")}`)]})}return o}function Kc(s,t,e){return s.map(n=>{let r={},o=[...n.withheldOutputs??[]];for(let[
g,h]of Object.entries(n.outputs))V(h,t).redactions.length>0?o.push(g):r[g]=h;let i=(n.legResults??[]).map(({leg:g,result:h,
reason:S})=>({leg:g,result:h,...S===void 0?{}:{reason:S}})),l=(e??[]).filter(g=>g.job===n.id).map(({leg:g,offset:h,bytes:S})=>({
leg:g,offset:h,bytes:S})),{id:a,stages:u,legs:d,ends:c,skipped:p,summaryParts:f}=qt({id:n.id,stages:n.stages,legs:n.legs,
ends:i,skipped:n.skipReason,summaryParts:l},t);return{id:a,result:n.result,outputs:r,stages:u,legs:d,...o.length>0?{withheld_outputs:qt(
o,t)}:{},...c.length>0?{leg_results:c}:{},...p===void 0?{}:{skip_reason:p},...f.length>0?{summary_parts:f}:{}}})}function Es(s){
return typeof s=="string"?[s]:Array.isArray(s)?s.flatMap(Es):s!==null&&typeof s=="object"?Object.values(s).flatMap(Es):[]}
function Vc(s,t){let e=new Set(t),n={};for(let[r,o]of Object.entries(s))o!==void 0&&!e.has(r)&&(n[r]=o);return n}function qc(s,t){
try{return t()}catch(e){if(!(e instanceof x))throw e;let n=r=>V(r,s).text;throw new x(e.code,n(e.message),{...e.where===
void 0?{}:{where:n(e.where)},details:e.details.map(n),cause:e.cause})}}function Xc(){let s=uo(process.pid);return{pid:process.
pid,host:Lc(),...s?{start:s}:{}}}async function Yc(s,t,e,n,r,o,i){let{run:l,invocation:a}=r,u=await s.readSummary(l),d=await s.
open(l),{jobs:c,summaryParts:p}=await Zc(it(t,l),u,i.run(a.workflow_path)),f=[];a.workflow_sha256!==void 0&&a.workflow_sha256!==
o.workflow&&f.push("");let g=a.called_sha256;if(g!==void 0)for(let y of[...new Set([...Object.keys(g),...Object.keys(o.called)])].
sort())g[y]!==o.called[y]&&f.push(y);let h=[...new Set(c.flatMap(y=>y.stages))],S=c.map(y=>y.id),m=`stages: ${h.join(", ")||
"(none)"}; jobs: ${S.join(", ")||"(none)"}`;if(r.from.trim()==="")throw new x("usage",`is empty; name the stage or job o\
f run ${l} to run again from: ${m}`,{where:i.from});let w=c.find(y=>y.id.includes("/")&&(y.stages.includes(r.from)||y.legs.
includes(r.from)))?.id??c.find(y=>y.stages.includes(r.from)||y.legs.includes(r.from))?.id??(await d.get(r.from))?.record.
job??n.jobs.find(y=>y.id===r.from)?.id,b=w?.split("/")[0];if(b===void 0)throw new x("stage-unknown",`run ${l} has no sta\
ge or job ${r.from}${Oe(r.from,[...h,...S])}; ${m}`,{where:i.from});let $=b===r.from?`job ${b}`:`${w===r.from?"job":"sta\
ge"} ${r.from} belongs to job ${b}, which`;if(!e.jobs.some(y=>y.id===b)){let y=e.jobs.map(O=>O.id);throw new x("stage-un\
known",`${$} is no longer in ${e.fileName}: a replay runs the workflow file as it is now, not as run ${l} had it`,{where:i.
from,details:[`its jobs now: ${y.join(", ")||"(none)"}`]})}if(!n.jobs.some(y=>y.id===b))throw new x("stage-unknown",`${$}\
 is not part of this run${n.target===null?"":` (run ${l} was started with ${i.passJob(n.target)})`}`,{where:i.from});let N=new Set(
[b,...n.jobs.filter(y=>y.upstream.includes(b)).map(y=>y.id)]);for(let y of n.jobs)y.calledBy!==null&&N.has(y.calledBy)&&
N.add(y.id);let R=new Map,v=[];for(let y of n.jobs){if(N.has(y.id))continue;let O=c.find(H=>H.id===y.id);if(!O)throw new x(
"replay-incomplete",`run ${l} has no result for job ${y.id}; run it again in full`,{where:i.from});R.set(y.id,O),v.push(
...O.stages)}for(let y of n.jobs)if(N.has(y.id))for(let O of y.needs){let H=R.get(O)?.withheldOutputs??[];if(H.length===
0)continue;let tt=H.join(", ");throw new x("replay-incomplete",`job ${O}'s output${H.length===1?` ${tt} was`:`s ${tt} we\
re`} not stored (it may hold a secret), so replaying from ${r.from} cannot give it to job ${y.id}`,{where:i.from,details:[
`replay from the job that made it: ${i.replay(l,O)}`]})}let A=new Map(e.jobs.map(y=>[y.id,y])),P=y=>(R.get(y)?.result??"\
success")!=="success",J=A.get(b);if(J?.if.text===null){let y=J.needs.map(O=>O.id).filter(P);if(y.length>0){let O=y[0];for(let H=0;R.
get(O)?.result==="skipped"&&H<e.jobs.length;H++){let tt=A.get(O)?.needs.map(X=>X.id).find(P);if(tt===void 0)break;O=tt}throw new x(
"replay-skips",`job ${b} needs ${y.map(H=>`${H} (${R.get(H).result} in run ${l})`).join(", ")}, so replaying from ${r.from}\
 would skip it again`,{where:i.from,details:[`replay from the job that did not succeed: ${i.replay(l,O)}`]})}}let q=new Set(
v),k=await d.list(),_=v.find(y=>!k.some(O=>O.stage===y));if(_!==void 0)throw new x("replay-incomplete",`run ${l} recorde\
d stage ${_}, but its record is gone from ${it(t,l)}, so it cannot be reused`,{where:i.from,details:[`replay from that s\
tage, to run it again: ${i.replay(l,_)}`]});for(let y of k)if(q.has(y.stage))try{await d.getAttempt(y.stage,y.attempt,y.
runAttempt)}catch(O){throw O instanceof x?new x("replay-incomplete",`run ${l}'s record of stage ${y.stage} (attempt ${y.
attempt}) cannot be reused: ${wt(O)}`,{where:i.from,details:[`replay from that stage, to run it again: ${i.replay(l,y.stage)}`]}):
O}let E=c.find(y=>y.id===b),F=r.from===b?null:w!==void 0&&w!==b?`every job of its call (${c.filter(y=>y.id.startsWith(`${b}\
/`)).map(y=>y.id).join(", ")})`:E&&E.legs.length>1?`every leg of its matrix (${E.legs.join(", ")})`:E&&E.stages.length>1?
`every stage of it (${E.stages.join(", ")})`:null,L=F===null?null:`${i.fromStage(r.from)}: job ${b} runs again whole, ${F}`,
K=wo(l,a,"replay",i),I=await td(it(t,l),p,new Set(R.keys()));return{run:l,store:d,jobs:R,stages:v,changed:f,whole:L,redactedStart:K,
summaries:I}}async function Zc(s,t,e){let n=t.id,r=it(s,ft.jobs),o=await ke(r,"utf8").catch(c=>{throw Qc(t,r,c,e)}),i=lo(
o,Wc,r,{code:"replay-incomplete",what:"the jobs' results baton stores",fix:`run ${n} cannot be replayed; run it again in\
 full`}),a=i.some(c=>c.legs.length>0||c.leg_results===void 0&&c.skip_reason===void 0)?await ed(s):{legs:new Map,skips:new Map},
u=i.some(c=>c.summary_parts!==void 0)?i.flatMap(c=>(c.summary_parts??[]).map(p=>({job:c.id,...p}))):null;return{jobs:i.map(
({withheld_outputs:c,leg_results:p,skip_reason:f,summary_parts:g,...h})=>{let S=a.legs.get(h.id),m=$=>{let N=S?.get($.leg);
return{...$,...N?.durationMs===void 0?{}:{durationMs:N.durationMs},...N?.failedStep===void 0?{}:{failedStep:N.failedStep}}},
w=p?.map(m)??(S===void 0?void 0:h.legs.map($=>S.get($)??{leg:$,result:h.result})),b=f??a.skips.get(h.id);return{...h,...c&&
c.length>0?{withheldOutputs:c}:{},...w===void 0?{}:{legResults:w},...b===void 0?{}:{skipReason:b}}}),summaryParts:u}}function Qc(s,t,e,n){
let r=s.id,o=`run it again in full: ${n} with the same options`;if(Rr(e)){let{why:a,details:u}=Or(t,e,yn(t),{dir:yn(t),what:"\
the run"});return new x("replay-incomplete",`cannot be read: ${a}, so run ${r} cannot be replayed`,{where:t,cause:e,details:[
...u,`or ${o}`]})}if(!Lt(e,"ENOENT"))return new x("replay-incomplete",`${tr(e)}, so run ${r} cannot be replayed`,{where:t,
cause:e,details:[o]});let i=Ue(s),l=He(s);return l!==null?new x("replay-incomplete",`${Je(r,l)}, so it cannot be replaye\
d yet: a replay takes the jobs' results of a finished run`,{details:["replay it once it has ended there",Be(l,yn(t),`run\
 it again in full (${n} with the same options), and remove it`)]}):i==="running"?new x("replay-incomplete",`run ${r} is \
still running, so it cannot be replayed yet: a replay takes the jobs' results of a finished run`,{details:["replay it on\
ce it has ended"]}):i==="interrupted"?new x("replay-incomplete",`run ${r} was interrupted (its process ended before the \
run did), so it cannot be replayed: a replay takes the jobs' results of a finished run`,{details:[o]}):new x("replay-inc\
omplete",`is missing, so run ${r} (${i}) cannot be replayed: a finished run keeps its jobs' results there`,{where:t,details:[
...s.reason===void 0?[]:[`the run ended with: ${s.reason.split(`
`)[0]}`],`put it back if you have a copy, or ${o}`]})}async function td(s,t,e){let n=await ke(it(s,ft.summary)).catch(l=>Lt(
l,"ENOENT")?Buffer.alloc(0):null);if(n===null)return null;if(n.length===0)return[];if(t===null)return null;let r=[...t].
sort((l,a)=>l.offset-a.offset),o=[],i=0;for(let l of r){if(l.offset!==i||l.offset+l.bytes>n.length)return null;i+=l.bytes;
let a=n.subarray(l.offset,l.offset+l.bytes).toString("utf8"),u=xs(l.job,l.leg);if(!a.startsWith(u)||!a.endsWith(`

`))return null;e.has(l.job)&&o.push({job:l.job,leg:l.leg,markdown:a.slice(u.length,-2)})}return i===n.length?o:null}async function ed(s){
let t=await ke(it(s,ft.events),"utf8").catch(()=>""),e=new Map,n=new Map,r=new Map,o=new Map;for(let i of po(t,["job-fin\
ished","job-skipped","step-finished","step-started","stage-recorded"])){if(i.type==="job-skipped"&&n.set(i.job,i.reason),
i.type==="step-started"&&o.set(`${i.job}\0${i.leg}`,[]),i.type==="stage-recorded"){let u=o.get(`${i.job}\0${i.leg}`);u!==
void 0&&!u.includes(i.stage)&&u.push(i.stage)}if(i.type==="step-finished"&&i.conclusion==="failure"){let u=`${i.job}\0${i.
leg}`,d=o.get(u)??[];r.has(u)||r.set(u,{step:i.step,name:i.name,message:i.message,...i.output_tail===void 0?{}:{output_tail:i.
output_tail},...d.length===0?{}:{stages:d}})}if(i.type!=="job-finished")continue;let l=e.get(i.job)??new Map,a=i.failed_step??
r.get(`${i.job}\0${i.leg}`);l.set(i.leg,{leg:i.leg,result:i.result,...i.reason===void 0?{}:{reason:i.reason},durationMs:i.
duration_ms,...a===void 0||i.result!=="failure"?{}:{failedStep:a}}),e.set(i.job,l)}return{legs:e,skips:n}}function ha(s){
let t=ve(s??process.cwd()),e;try{e=(0,Jt.statSync)(t)}catch(n){if(!Lt(n,"ENOENT","ENOTDIR"))throw oe(t,n,"cwd")}if(e?.isDirectory()!==
!0)throw new x("usage",e===void 0?"no such directory":"is not a directory",{where:`cwd ${t}`});return t}function nd(s){if(typeof s!=
"string"||s.trim()==="")throw Nn("runWorkflow","the workflow file's path as its first argument (runWorkflow('.github/wor\
kflows/ci.yml', \u2026))",$e(s))}async function sd(s,t,e){let n=new Set(e);for(let r of await s.list())n.has(r.stage)&&await t.
copyAttempt(s,r.stage,r.attempt,r.runAttempt)}async function rd(s,t,e){let n=new Set;for(let r of e)for(let o of[...r.legs,
...(r.legResults??[]).map(i=>i.leg)])n.add(o);for(let r of n){let o=ne(r),i=it(s,o);if((await Nc(i).catch(()=>null))?.isFile()!==
!0)continue;let l=hr(t,ft.jobLogPrefix);try{await Tc(i,l,Jt.constants.COPYFILE_EXCL),await Cc(l,it(t,o))}catch(a){throw await Mc(
l,{force:!0}),new x("run-write-failed",Un(`the job log of ${r}`,a),{where:it(t,o),cause:a})}}}async function Ag(s,t,e={}){
return od(s,t,e,Dn)}async function od(s,t,e,n){id(s,t);let r=Os(e,"replayWorkflow"),o=ha(r.cwd),i=ve(o,r.storeDir??An),l=await new Hn(
i).resolve(s),a=await go(it(i,l),l);if(a.redacted)throw new x("replay-refused",`run ${l} was started with a secret (or t\
ext shaped like a token) in ${mo(a,n)}, which was not stored, so it cannot be replayed`,{details:[`start it again in ful\
l: ${n.run(a.workflow_path)} with the same options`]});return pa(a.workflow_path,{...r,cwd:o,storeDir:i,...a.job?{job:a.
job}:{},inputs:a.inputs,event:a.event,eventName:a.event_name,vars:a.vars,secrets:[...new Set([...a.secrets,...r.secrets??
[]])],...a.parent?{parent:a.parent}:{}},{words:n,replay:{run:l,from:t,invocation:a}})}function id(s,t){let e=[...typeof s==
"string"&&s.trim()!==""?[]:[{takes:"the stored run's id (or 'latest') as its first argument (replayWorkflow('latest', 'f\
ix', \u2026))",given:$e(s)}],...typeof t=="string"?[]:[{takes:"the stage or job to run again from as its second argument\
 (replayWorkflow('latest', 'fix', \u2026))",given:$e(t)}]],[n,...r]=e;if(n!==void 0)throw Nn("replayWorkflow",n.takes,n.
given,void 0,r.map(({takes:o,given:i})=>Hs(o,i)))}export{ld as a,Ge as b,Ve as c,qe as d,Io as e,Da as f,Xe as g,Eg as h,Uc as i,Ag as j,od as k};

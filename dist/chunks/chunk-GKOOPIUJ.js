import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{a as Br,b as Gr}from"./chunk-YHQU7V4H.js";import{a as Vr,b as uo,c as co,d as fo}from"./chunk-E6XKDKEC.js";
import{a as qr,b as Xr,d as Yr,e as Zr,k as ro,l as oo,m as io,n as ao}from"./chunk-PRJMJFEF.js";import{a as Cn,b as Qr,
c as to,d as eo,e as no,g as so}from"./chunk-CVGOTKLZ.js";import{b as lo,c as Mn}from"./chunk-FVLN7ZUZ.js";import{
a as Is}from"./chunk-PRXBAZOW.js";import{a as Us}from"./chunk-UYPQSWXX.js";import{k as Hr,l as Jr}from"./chunk-ZNKYQQRM.js";
import{$ as br,Aa as En,Ba as Dr,C as Ks,Ca as Wr,Da as Ur,G as oe,H as Vs,J as qs,K as Xs,N as Ys,O as Zs,P as Qs,Q as tr,
U as dr,W as ie,X as $n,Y as mr,Z as wr,_ as yr,a as $t,aa as Sr,b as Rt,ba as kr,c as Oe,ca as vr,d as Wt,ea as Ce,f as re,
fa as Me,ga as On,ha as $r,ja as je,ka as Rr,n as Z,p as Hs,pa as _r,q as Js,qa as Nr,r as zs,ra as Cr,sa as Mr,ta as jr,
va as Lr,w as Pe,y as Bs,ya as Fr,z as Gs,za as Ir}from"./chunk-U573ETET.js";import{A as Or,B as Pr,J as Er,L as Ar,
M as Tr,a as Rn,i as xr,z as Le}from"./chunk-4633VGSI.js";import{b as st,c as qt,d as Ne,e as fr,f as pr,h as hr,i as Ut,
j as xn,k as gr}from"./chunk-7JLEUX7I.js";import{b as Pn}from"./chunk-RVKJOE2S.js";import{a as _n,d as Kr,f as Nn,
g as Ie}from"./chunk-6JOVG55H.js";import{a as An,b as ae,c as Tn,e as Fe,f as zr}from"./chunk-4CY3VLXA.js";import{
B as Lt,a as Ee,b as Ae,k as er,m as nr,n as sr,o as rr,p as Te,q as _e,r as or,u as ir,v as ar,w as lr,y as ur,z as cr}from"./chunk-RDWP7FPM.js";
import{a as Tt,b as xe,c as xt,d as bn,e as Rs,g as vn,i as Re,m as Ms,n as js,p as Ls,q as se,r as Fs,t as Vt,v as Ds,w as Ws}from"./chunk-VQUK3X66.js";
import{b as v,c as It,d as wt,e as fn,f as pn}from"./chunk-DLONVVOM.js";import{Aa as Cs,B as Y,C as et,Da as ne,Ea as Kt,
H as Ot,I as xs,O as lt,P as ft,Q as te,T as jt,U as $s,X as yn,b as hn,ca as Os,d as ws,da as Ps,e as ys,ha as tt,i as Mt,
ia as Dt,j as bs,ja as Sn,k as Ss,ka as Es,l as gn,m as mn,ma as As,n as ks,na as _t,o as vs,oa as $e,pa as Ts,q as Gt,r as wn,
ra as _s,sa as kn,ua as ee,x as bt,xa as Ns,ya as G}from"./chunk-DFBKRPZ5.js";import{a as Qt}from"./chunk-5A7QKWCT.js";
import{d as At}from"./chunk-3NR5HZ6E.js";var Mc=yn.stage;function jn(s,t){let e=yn[s];return Object.fromEntries(Object.entries(t).filter(([n])=>e.includes(n)))}function De(s,t,e={}){
let n=s.problems.some(r=>r.code===Ot.nextUnknownStage);return{[et.status]:s.status,[et.next]:t?.next&&!n?t.next.stage:"",
[et.present]:s.present?"true":"false",[et.data]:JSON.stringify(t?.data??{}),[et.sha256]:s.digests.handoff??"",[et.artifactId]:e.
artifactId??"",[et.promptPath]:e.promptPath??"",[et.handoffPath]:e.handoffPath??""}}function po(){return{[et.status]:"fa\
ilure",[et.next]:"",[et.present]:"false",[et.data]:"{}",[et.sha256]:"",[et.artifactId]:"",[et.promptPath]:"",[et.handoffPath]:""}}var Xi=new TextEncoder,Yi=new TextDecoder("utf-8",{fatal:!0,ignoreBOM:!0}),Zi=new TextDecoder("latin1");async function ho(s,t,e){
let n=[],r=[],o=new Set,i=bt.artifactBytes;for(let[l,a]of(t.artifacts??[]).entries()){let u=f=>r.push({code:Ot.artifactRefused,
severity:"warning",path:js(["artifacts",l,"path"]),message:`${a.path} ${f}; it was not kept`});if(a.path.includes(jt.markerPrefix)){
u("held a secret (its path was redacted)");continue}let d=rr(a.path);if("refused"in d){u(d.refused);continue}if(o.has(d.
path))continue;let c=await e.readArtifact(s.workingDirectory,d.path,i);if(c.kind==="refused"){u(c.reason);continue}let p=Qi(
c.bytes,s.redact,`${vs}/${d.path}`);if("refused"in p){u(p.refused);continue}if(p.bytes.length>i){u(`is ${p.bytes.length}\
 bytes once redacted, more than the ${i} bytes left of the ${bt.artifactBytes}-byte limit for one record's artifacts`);continue}
r.push(...p.problems),n.push({path:d.path,bytes:p.bytes}),o.add(d.path),i-=p.bytes.length}return{files:n,problems:r}}function Qi(s,t,e){
let n;try{n=Yi.decode(s)}catch{n=void 0}if(n!==void 0){let r=Me(n,t,e);return r.problems.length===0?{bytes:s,problems:[]}:
{bytes:Xi.encode(r.text),problems:r.problems}}return st(Zi.decode(s),t).redactions.length>0?{refused:"is not UTF-8 text \
and holds a secret, which cannot be redacted from a binary file"}:{bytes:s,problems:[]}}var ta=new Set(Object.values(xs));function go(s){return s.problems.filter(t=>t.severity==="warning"&&!ta.has(t.code))}var We="baton: the command could not start: ";async function Ue(s,t,e,n,r={}){let o=e&&s.agent?.kind==="preset"?Gs(s.agent.preset,e.stdout):null,i=await ea(s,t,e,o?.finalText??
null,n),l=i.kind==="valid"?i.handoff:null,a=l?await ho(s,l,n.workspace):{files:[],problems:[]},u=[...t.warnings,...i.problems,
...a.problems,...o?.problems??[]],d=i.kind==="invalid",c=s.onInvalid==="fail"||s.handoff==="required",p=null,f,h={reason:"\
cancelled",message:`the stage was cancelled while its agent ran${typeof r.signal?.reason=="string"?`: ${r.signal.reason}`:
""}`};if(r.cancelled||r.signal?.aborted)f=h;else if(e&&e.exitCode!==0)f={reason:"exit-nonzero",message:e.exitCode!==null?
`the agent exited with code ${e.exitCode}`:e.signal!==null?`the agent was ended by ${e.signal}`:`the agent could not sta\
rt: ${e.output.replace(We,"").trim()}`,exitCode:e.exitCode,signal:e.signal};else if(d&&c){let $=i.problems.filter(C=>C.severity===
"error");f={reason:"handoff-invalid",message:`the handoff was refused (${ra($.length,"problem")}): ${sa($)}`,problems:$}}else if(l===
null&&s.handoff==="required"){let $=`no handoff: nothing at $${Mt.handoffPath} and no block between the markers in the a\
gent's output, and this stage requires one (handoff: required)`;u.push({code:Ot.handoffMissing,severity:"error",path:"$",
message:$}),f={reason:"handoff-missing",message:$}}else if(r.verify){let $=await r.verify();p=$.facts,u.push(...$.problems),
f=r.signal?.aborted?{reason:"cancelled",message:"the stage was cancelled while verify ran"}:p.exit_code===0?{reason:"com\
pleted",message:null}:{reason:"verify-failed",message:`verify failed with ${p.exit_code===null?"no exit code (ended by a\
 signal)":`exit code ${p.exit_code}`}`,exitCode:p.exit_code}}else f={reason:"completed",message:null};let S=d&&!c?u.map(
$=>({...$,severity:"warning"})):u,m=n.workspace.now(),w=await Ce(s,{attempt:t.attempt,repair:t.repair,hop:t.hop,lineage:t.
lineage,...t.parent?{parent:t.parent}:{},prompt:t.prompt,handoff:l,agent:e,startedAt:new Date(t.preparedAt),finishedAt:m,
usage:o?.usage??null,verify:p,outcome:f,problems:S,files:a.files},n),y=s.handoff==="required"&&(f.reason==="handoff-inva\
lid"||f.reason==="handoff-missing");return{...w,outputs:De(w.record,w.handoff,{artifactId:w.ref.id,promptPath:t.promptPath,
handoffPath:t.handoffPath}),repairProblems:y?w.record.problems.filter($=>$.severity==="error"):[]}}async function ea(s,t,e,n,r){
let o=await r.workspace.readHandoff(t.handoffPath),i=[],l;if(o.kind!=="missing")l=o;else if(e)for(let c of[n,e.stdout]){
if(!c)continue;let p=Is(c);if(i.push(...p.warnings),p.json!==null){l=Ms(p.json);break}}if(l===void 0)return{kind:"missin\
g",problems:na(i)};if(l.kind==="invalid")return{kind:"invalid",problems:[...i,...l.problems]};let a=hr(l.handoff,s.redact),
u=[...i,...l.warnings,...a.problems],d=a.handoff.next?.stage;if(d!==void 0&&s.workflowJobs!==null&&!s.workflowJobs.includes(
d)){let c={code:Ot.nextUnknownStage,severity:s.onInvalid==="warn"?"warning":"error",path:"$.next.stage",message:`"${d}" \
names no job in this workflow; jobs: ${[...s.workflowJobs].sort().join(", ")}`};if(s.onInvalid==="fail")return{kind:"inv\
alid",problems:[...u,c]};u.push(c)}else d!==void 0&&s.workflowJobs===null&&u.push({code:Ot.nextUnchecked,severity:"warni\
ng",path:"$.next.stage",message:`"${d}" was not checked against the workflow's jobs, which are not known here: ${s.workflowUnread??
"the workflow file was not read"}; the \`next\` output names it as given, whether or not a job has that id`});return{kind:"\
valid",handoff:a.handoff,problems:u}}function na(s){let t=new Set;return s.filter(e=>{let n=`${e.code}\0${e.path}\0${e.message}`;
return t.has(n)?!1:(t.add(n),!0)})}function sa(s){let t=[...s].sort((n,r)=>Number(vn(r.message))-Number(vn(n.message))),
e=t.slice(0,3).map(Vt).join("; ");return t.length>3?`${e}; and ${t.length-3} more`:e}function ra(s,t){return`${s} ${t}${s===
1?"":"s"}`}function wo(s){let t=s.problems.filter(r=>r.severity==="error"),e=(t.length>0?t:s.problems).map(r=>`- ${Vt(r).replace(/\s+/g,
" ")}`).join(`
`),n=JSON.stringify(Us(),null,2);return[`# Your handoff for stage \`${s.stage}\` was not accepted`,"","Your last run fin\
ished, but baton could not accept its handoff:","",e,"",`Do not redo the work. Write the handoff again, as one JSON obje\
ct that follows the JSON Schema below, to the file named by the environment variable \`${Mt.handoffPath}\` (or print it a\
s the last thing you output, between a line \`${mn.start}\` and a line \`${mn.end}\`).`,"","## The handoff JSON Schema",
"",mo(n,"json"),"","## The task you were given","",mo(s.previousPrompt,"markdown"),""].join(`
`)}function mo(s,t){let e=Math.max(0,...Array.from(s.matchAll(/`+/g),r=>r[0].length)),n="`".repeat(Math.max(3,e+1));return`${n}${t}\

${s.replace(/\n$/,"")}
${n}`}async function He(s,t,e={}){let n=e.attempt??1,r=t.workspace.now();await ia(s,n,t.store);let o=e.upstream??await aa(s,t.
store),i=e.parent!==void 0?e.parent:await ua(s,t),l=o.filter(m=>m.stored!==void 0),a=l.map(m=>yo(m.stored)).sort((m,w)=>Rn(
m.stage,w.stage)),u=i?.deepest[0]?.record.hop??0,d=1+Math.max(u,...l.map(m=>m.stored.record.hop)),c=i?{run:i.run,lineage:i.
deepest.map(yo)}:void 0,p=async(m,w)=>{let y=await Ce(s,{attempt:n,repair:e.repair!==void 0,hop:d,lineage:a,...c?{parent:c}:
{},prompt:"",handoff:null,agent:null,startedAt:r,finishedAt:t.workspace.now(),usage:null,verify:null,outcome:m,problems:w},
t);return{kind:"refused",result:{stage:s.stage,ok:!1,outcome:y.outcome,attempts:[y],final:y,outputs:De(y.record,null,{artifactId:y.
ref.id})}}};if(d>s.maxHandoffs){let m=await ca(s,l,i,t),w=`stage ${s.stage} would be hop ${d}, more than max-handoffs ${s.
maxHandoffs}: ${pa(m)}`;return p({reason:"max-handoffs",message:w,hop:d,limit:s.maxHandoffs,chain:m},[{code:Ot.maxHandoffs,
severity:"error",path:"$",message:w}])}let f,g=[];if(e.repair)f=wo({stage:s.stage,...e.repair});else try{({prompt:f,warnings:g}=
await oa(s,o,e.attemptContext))}catch(m){if(!(m instanceof v))throw m;let w={code:m.code,severity:"error",path:m.where??
"$",message:m.message};return p({reason:"render-failed",message:wt(m),problems:[w]},[w])}let h=await t.workspace.attemptPaths(
s.stage,n);return s.agent?.kind==="preset"&&(f=`${f.trimEnd()}

${Ks({handoffPath:h.handoffPath})}
`),await t.workspace.writePrompt(h.promptPath,f),{kind:"ready",prepared:{stage:s.stage,attempt:n,repair:e.repair!==void 0,
prompt:f,promptPath:h.promptPath,handoffPath:h.handoffPath,lineage:a,hop:d,...c?{parent:c}:{},warnings:g,preparedAt:r.toISOString()},
upstream:o,parent:i}}async function oa(s,t,e){if(s.template===null)throw new v("prompt-missing","this stage has no promp\
t template",{where:s.stage});let n={source:s.template.source,...s.maxPromptTokens===null?{}:{maxPromptTokens:s.maxPromptTokens},
...s.madeEvent===void 0?{}:{madeEventHint:ro(s.madeEvent,s.madeEventRun)}};await io(s.template.text,n);let r=xr({upstream:t,
inputs:s.inputs,github:s.github,...e?{attempt:e}:{},require:s.needs,analysis:oo(s.template.text)}),o=ao(s.template.text,
r.context,n);return{prompt:o.prompt,warnings:[...r.warnings,...o.warnings]}}async function ia(s,t,e){let n={stage:s.stage,
attempt:t,runAttempt:s.run.attempt};if((await e.list()).some(o=>_e(o,n)===0))throw new v("record-exists",`${ir(n)} alrea\
dy has a record in this run, so the agent was not run; records are immutable`,{where:`stage ${s.stage}`,details:[`anothe\
r job of this run records stage ${s.stage}: give each job its own stage id (the \`${Y.stage}\` input)`]})}async function aa(s,t){
let e=s.upstream.filter(a=>a.stage!==s.stage),n=await Promise.all(e.map(a=>t.get(a.stage))),r=new Map(e.map(a=>[a.stage,
a])),o=(a,u)=>{let{job:d=null,matrix:c,open:p,place:f}=r.get(a)??{};return{stage:a,job:d??u?.record.job??a,stored:u,...c===
void 0?{}:{matrix:c},...p===!0?{open:!0}:{},...f===void 0?{}:{place:f}}},i=new Map;for(let[a,u]of e.entries())i.set(u.stage,
n[a]);if(s.expandLineage){let a=[...i.values()].filter(u=>u!==void 0);for(let u=a.shift();u;u=a.shift())for(let d of u.record.
lineage){if(d.stage===s.stage||i.has(d.stage))continue;let c=await t.getAttempt(d.stage,d.attempt,d.run_attempt),p=c?.recordSha256===
d.record_sha256?c:void 0;i.set(d.stage,p),p&&a.push(p)}}let l=s.expandLineage?await la(s,i,t):new Map;return[...i].map(([
a,u])=>{let d=l.get(a);return{...o(a,u),...d?{recordedLike:d}:{}}})}async function la(s,t,e){let n=s.needs.filter(i=>t.has(
i)&&t.get(i)===void 0),r=new Map;if(n.length===0)return r;let o=[...new Set((await e.list()).map(i=>i.stage))].filter(i=>i!==
s.stage).sort(Rn);for(let i of n){let l=o.filter(a=>a.startsWith(`${i}-`));l.length>0&&r.set(i,l)}return r}async function ua(s,t){
if(s.parentRun===null)return null;if(!t.openRun)throw new It(`stage ${s.stage}: a parent run is set but no way to open a\
nother run was given`);let e=await t.openRun(s.parentRun),n=new Map;for(let i of await e.list())n.set(i.stage,or([i,n.get(
i.stage)??i]));let r=(await Promise.all([...n.values()].map(i=>e.getAttempt(i.stage,i.attempt,i.runAttempt)))).filter(i=>i!==
void 0),o=Math.max(0,...r.map(i=>i.record.hop));return{run:s.parentRun,store:e,deepest:r.filter(i=>i.record.hop===o)}}function yo(s){
let{stage:t,attempt:e,run:n}=s.record;return{stage:t,attempt:e,...n.attempt>1?{run_attempt:n.attempt}:{},record_sha256:s.
recordSha256}}async function ca(s,t,e,n){let r=s.maxHandoffs+1,o=new Map(t.map(f=>[f.stored.recordSha256,f.stored])),i=new Map;
e&&i.set(e.run,Promise.resolve(e.store));let l=f=>(!i.has(f)&&n.openRun&&i.set(f,n.openRun(f)),i.get(f)),a=f=>f.reduce((g,h)=>g===
void 0||h.stored.record.hop>g.stored.record.hop?h:g,void 0),u=async(f,g,h)=>{let S=[];for(let m of f){let w=(h===null?o.
get(m.record_sha256):void 0)??await g.getAttempt(m.stage,m.attempt,m.run_attempt);w?.recordSha256===m.record_sha256&&S.push(
{stored:w,store:g,run:h})}return S},d=[{stage:s.stage,run:null}],c=a([...t.map(f=>({stored:f.stored,store:n.store,run:null})),
...(e?.deepest??[]).map(f=>({stored:f,store:e.store,run:e.run}))]),p=!1;for(;c&&d.length<r+1;){d.unshift({stage:c.stored.
record.stage,run:c.run});let{record:f}=c.stored;if(f.hop<=1){p=!0;break}let g=await u(f.lineage,c.store,c.run);if(f.parent)
try{let h=await l(f.parent.run);h&&g.push(...await u(f.parent.lineage,h,f.parent.run))}catch{}c=a(g)}return da(d,p)}function da(s,t){
let e=s.some(o=>o.run!==null),n=t?[]:["\u2026"],r;for(let o of s)e&&o.run!==r&&n.push(fa(o.run)),r=o.run,n.push(o.stage);
return n}function fa(s){return s===null?"this run:":`run ${s}:`}function Ln(s){return s.endsWith(":")}function pa(s){let t=s.
filter(l=>!Ln(l)&&l!=="\u2026").length,e=[],n,r=!1,o=0;for(let l of s)Ln(l)?(n=l,r=!1):l==="\u2026"?e.push(l):(t<=12||o<
5||o>=t-5?(n!==void 0&&!r&&e.push(n),r=!0,e.push(l)):e.at(-1)!=="\u2026"&&e.push("\u2026"),o++);let i="";for(let[l,a]of e.
entries()){let u=e[l-1];i+=l===0?a:u!==void 0&&Ln(u)?` ${a}`:` \u2192 ${a}`}return i}async function bo(s,t){if(s.agent===null)throw new It(`stage ${s.stage}: runStage needs an agent (run or agent); this sp\
ec is for a split stage`);let e=[],n,r,o={},i="",l=!1;for(let a=1;;a++){let u=await He(s,t,{...o,attempt:a,...n?{upstream:n}:
{},...r!==void 0?{parent:r}:{}});if(u.kind==="refused")return t.reporter?.error(u.result.outcome.message??"",s.stage),{...u.
result,attempts:[...e,...u.result.attempts]};n=u.upstream,r=u.parent;let d=u.prepared;d.repair||(i=d.prompt);for(let h of d.
warnings)t.reporter?.warning(h.message,`${s.stage} ${h.path}`);let c=await wa(s,d,t),p=await Ue(s,d,c,t,{...t.signal?{signal:t.
signal}:{},...s.verify===null?{}:{verify:()=>ya(s,d,t,s.verify)}});e.push(p);let{outcome:f}=p,g=t.signal?.aborted===!0;if(p.
repairProblems.length>0&&!l&&!g){l=!0,t.reporter?.warning(`${f.message}; giving the agent one repair turn`,s.stage),o={repair:{
problems:p.repairProblems,previousPrompt:i}};continue}if(f.reason==="verify-failed"&&a<s.attempts&&!g){t.reporter?.warning(
`attempt ${a} of ${s.attempts}: ${f.message}; trying again`,s.stage),o={attemptContext:ga(a+1,p.handoff,p.record.verify)};
continue}return f.reason==="cancelled"?t.reporter?.warning(f.message,s.stage):f.reason!=="completed"&&t.reporter?.error(
f.message,s.stage),ha(s,f,e,p.outputs)}}function ha(s,t,e,n){let r=e.at(-1);if(!r)throw new It(`stage ${s.stage}: no att\
empt was stored`);return{stage:s.stage,ok:t.reason==="completed",outcome:t,attempts:e,final:r,outputs:n}}function ga(s,t,e){
return{number:s,previous:t,verify:e?{exit_code:e.exit_code,output:e.output_tail}:null}}function ma(s,t){let e={};for(let[
n,r]of Object.entries(s))bs.includes(n)||Ss.some(o=>n.startsWith(o))||(e[n]=r);return{...e,...t}}function So(s,t,e,n={}){
return ma(e.env,{...n,[Mt.promptPath]:t.promptPath,[Mt.handoffPath]:t.handoffPath,[Mt.stage]:s.stage})}async function wa(s,t,e){
let n=s.agent,r=n.kind==="preset"?{...Bs(n.preset),shell:"bash"}:{script:n.command,env:{},shell:s.shell};return e.reporter?.
info(`${s.stage}: attempt ${t.attempt}${t.repair?" (repair turn)":""}, running the agent`),ko(e,()=>({script:r.script,shell:r.
shell,cwd:e.workspace.resolveDirectory(s.workingDirectory),env:So(s,t,e,r.env)}))}async function ko(s,t){let e=s.workspace.
now();try{return await s.runner.run({...t(),...s.onOutput?{onOutput:s.onOutput}:{},...s.signal?{signal:s.signal}:{}})}catch(n){
let r=`${We}${wt(n)}
`;return s.onOutput?.(r,"stderr"),{exitCode:null,signal:null,startedAt:e,finishedAt:s.workspace.now(),output:r,stdout:""}}}
async function ya(s,t,e,n){e.reporter?.info(`${s.stage}: attempt ${t.attempt}, running verify`);let r=await ko(e,()=>({script:n,
shell:s.shell,cwd:e.workspace.resolveDirectory(s.workingDirectory),env:So(s,t,e)})),o=Me(r.output,s.redact,"verify.outpu\
t_tail");return{facts:{command:n,exit_code:r.exitCode,output_tail:ws(o.text,bt.verifyOutputTailBytes),duration_ms:Math.max(
0,r.finishedAt.getTime()-r.startedAt.getTime())},problems:o.problems}}var Oo=At(Ee(),1),Pt=At(Qt(),1);import{spawn as ka}from"node:child_process";import{tmpdir as va}from"node:os";import{join as xa}from"node:path";
import{StringDecoder as $a}from"node:string_decoder";var Je=class{#t;#n={stdout:"",stderr:""};#s=null;constructor(t){this.#t=t}push(t,e){let n=this.#n[e]+t,r=n.endsWith("\r")?
n.slice(0,-1):n,o=Math.max(r.lastIndexOf(`
`),r.lastIndexOf("\r"))+1;n.length-o>65536&&(o=n.length),this.#e(e,n.slice(0,o)),this.#n[e]=n.slice(o)}end(t){this.#e(t,
this.#n[t]),this.#n[t]=""}#e(t,e){e!==""&&(this.#s!==null&&!this.#s.ended&&this.#s.stream!==t&&this.#t(`
`,!0),this.#t(e,!1),this.#s={stream:t,ended:e.endsWith(`
`)||e.endsWith("\r")})}};var ba=8;function xo(s,t,e,n){let r=s+t,o=s.length,i=fr(r,e),l=i.find(d=>d.start<o&&d.end>o),a=l?l.end-o:0;if(n&&(a=vo(t,
a)),!r.includes("\x1B")&&i.every(d=>d.end<=o+a))return a;let u=st(r,e).text;for(let d=0;a<t.length&&d<=ba;d++){if(pr(r,o+
a,e,u))return a;a=n?vo(t,a+1):Sa(t,a+1)}return t.length}function vo(s,t){if(t===0||s.charCodeAt(t-1)===$o)return t;let e=s.
indexOf(`
`,t);return e===-1?s.length:e+1}function Sa(s,t){for(let e=t;e<=s.length;e++){let n=s.charCodeAt(e-1);if(n===$o||n===32||
n===9)return e}return s.length}var $o=10;var Fn={killGraceMs:5e3,maxOutputBytes:1024*1024,drainMs:1e3};function Ra(s){try{process.kill(-s,0)}catch{return!1}let t;
try{t=(0,Pt.readdirSync)("/proc")}catch{return!0}for(let e of t){if(!/^\d+$/.test(e))continue;let n;try{n=(0,Pt.readFileSync)(
`/proc/${e}/stat`,"utf8")}catch{continue}let[r,,o]=n.slice(n.lastIndexOf(")")+2).split(" ");if(Number(o)===s&&r!=="Z")return!0}
return!1}var ze=class{#t;#n;#s;#e;#r;#o;#l;#a;constructor(t={}){this.#t=t.tempDir??va(),this.#n=t.killGraceMs??Fn.killGraceMs,
this.#s=t.maxOutputBytes??Fn.maxOutputBytes,this.#e=t.drainMs??Fn.drainMs,this.#r=t.outputHook,this.#o=t.reuseScripts?new Map:
void 0,this.#l=t.secrets??[],this.#a=t.noPathHint??"PATH is not set in its environment"}async run(t){let e=Sr(t.shell);Oa(
t.cwd);let n=kr(e,t.script),r=this.#u(e.extension,n),o=r??xa(this.#t,`baton-step-${(0,Oo.randomUUID)()}${e.extension}`);
r===void 0&&((0,Pt.writeFileSync)(o,n,{flag:"wx",mode:448}),this.#o?.set(`${e.extension}\0${n}`,o)),this.#r?.begin?.();try{
return await this.#d(e.file,vr(e,o),t)}finally{this.#r?.end?.(),this.#o===void 0&&(0,Pt.rmSync)(o,{force:!0})}}#u(t,e){let n=`${t}\
\0${e}`,r=this.#o?.get(n);if(r===void 0)return;let o=Buffer.from(e),i;try{i=Ls(r,o.length)}catch{i={kind:"missing"}}if(i.
kind==="file"&&o.equals(i.bytes))return r;this.#o?.delete(n)}#d(t,e,n){return new Promise((r,o)=>{let i=new Date,l=new Be(
this.#s),a=new Be(this.#s),u=ka(t,e,{cwd:n.cwd,env:n.env,stdio:["ignore","pipe","pipe"],detached:!0});u.pid!==void 0&&n.
onStart?.(u.pid);let d,c,p,f,g=!1,h=L=>{if(u.pid!==void 0)try{process.kill(-u.pid,L)}catch{}},S=()=>u.pid!==void 0&&Ra(u.
pid),m,w=!1,y,$=null,C,_=()=>{h("SIGKILL"),C=Date.now()},x=Number.POSITIVE_INFINITY,E=L=>{L>=x||(x=L,clearTimeout(d),d=setTimeout(
_,Math.max(0,L-Date.now())),d.unref())},O=()=>{$!=="terminate"&&($="terminate",clearTimeout(c),h("SIGTERM"),E(Date.now()+
this.#n))},U=()=>{if(n.stop!=="interrupt"||n.kill?.aborted)return O();$===null&&($="interrupt",h("SIGINT"),c=setTimeout(
()=>h("SIGTERM"),1.5*this.#n),c.unref(),E(Date.now()+2*this.#n))},V=()=>{let L=S();return n.kill?.aborted&&C===void 0&&L&&
_(),L&&(C===void 0||Date.now()-C<2e3)?(m??=setInterval(k,100),!1):(clearInterval(m),w?!0:y===void 0?(y=Date.now(),setTimeout(
k,this.#e).unref(),!1):Date.now()-y>=this.#e)},k=()=>{g||f===void 0||$!==null&&!V()||(clearInterval(m),g=!0,clearTimeout(
p),u.stdout?.destroy(),u.stderr?.destroy(),P("stdout"),P("stderr"),n.signal?.removeEventListener("abort",U),n.kill?.removeEventListener(
"abort",O),clearTimeout(d),clearTimeout(c),r({exitCode:f.code,signal:f.signal,startedAt:i,finishedAt:new Date,output:l.text(
this.#l),stdout:a.text(this.#l)}))},A=new Je((L,K)=>K?l.insert(L):l.push(L)),P=L=>A.end(L),F=(L,K)=>{let I=new $a("utf8"),
b=R=>{A.push(R,K),R!==""&&(K==="stdout"&&a.push(R),this.#r?.chunk(R,K),n.onOutput?.(R,K))};L.on("data",R=>{l.wrote(R.length),
K==="stdout"&&a.wrote(R.length),b(I.write(R))}),L.on("end",()=>{b(I.end()),P(K)})};F(u.stdout,"stdout"),F(u.stderr,"stde\
rr"),u.on("error",L=>{if(g)return;g=!0,n.signal?.removeEventListener("abort",U),n.kill?.removeEventListener("abort",O);let K=L.
code==="ENOENT"&&!t.includes("/")&&!n.env.PATH;o(new v("shell-failed",`could not start ${JSON.stringify(t)}: ${L.code??L.
message}${K?`; ${this.#a}`:""}`,{where:"shell",cause:L}))}),u.on("exit",(L,K)=>{f={code:L,signal:K},p=setTimeout(()=>{$===
null&&(u.stdout?.destroy(),u.stderr?.destroy()),k()},this.#e),p.unref()}),u.on("close",()=>{w=!0,k()}),n.kill?.aborted?O():
n.kill?.addEventListener("abort",O,{once:!0}),n.signal&&(n.signal.aborted?U():n.signal.addEventListener("abort",U,{once:!0}))})}};
function Oa(s){let t;try{t=(0,Pt.statSync)(s)}catch{t=void 0}if(!t?.isDirectory())throw new v("working-directory-missing",
`${s} is not a directory`,{where:"working-directory"})}var Ro=64*1024,Pa=`${["-----BEGIN","PRIVATE","KEY-----"].join(" ")}\

`,Ea=128,Be=class{#t;#n=[];#s=0;#e=0;#r=0;#o=0;#l=!1;#a="";constructor(t){this.#t=t}wrote(t){this.#r+=t}insert(t){this.push(
t),this.#o+=Buffer.byteLength(t)}push(t){this.#n.push(t);let e=Buffer.byteLength(t);for(this.#s+=e,this.#e+=e;this.#n.length>
1&&this.#s-Buffer.byteLength(this.#n[0])>=this.#t+Ro;){let n=this.#n.shift();this.#s-=Buffer.byteLength(n),this.#u(n)}}#u(t){
let e=this.#a+t;this.#l=Ut(e,this.#l,this.#a.length),this.#a=e.slice(-Ea)}text(t=[]){let e=Buffer.from(this.#n.join(""));
if(e.length<=this.#t)return e.toString("utf8");let n=e.length-this.#t-1,r=e.indexOf(10,n),o=[e.indexOf(32,n),e.indexOf(9,
n)].filter(u=>u>=0),i=r>=0&&r<e.length-1?r:o.length>0?Math.min(...o):-1,l="";if(i>=0){let u=i+1,d=Math.max(0,u-Ro),c=d===
0?-1:e.indexOf(10,d-1);for(c>=0&&c+1<u&&(d=c+1);(e[d]&192)===128;)d++;let f=(Ut(this.#a+e.subarray(0,d).toString("utf8"),
this.#l,this.#a.length)?Pa:"")+e.subarray(d,u).toString("utf8"),g=e.subarray(u).toString("utf8");l=g.slice(xo(f,g,t,e[i]===
10))}let a=l!==""?`the last ${this.#t} bytes at most are kept`:i===-1?"none of it is kept, as no line or space was left \
to start at":"none of it is kept, as all of it after the cut may be part of a secret the cut went through";return this.#e===
this.#r+this.#o?`[baton: the first ${this.#e-Buffer.byteLength(l)} bytes of this output were left out; ${a}]
${l}`:`[baton: this output was ${this.#r} bytes, not all of it UTF-8 text, and its start was left out; ${a}${l===""?"":"\
, as text (a byte that is not UTF-8 as \uFFFD)"}]
${l}`}};var Se=At(Ee(),1),Jt=At(Qt(),1);import{copyFile as nc,lstat as sc,mkdtemp as rc,readFile as ke,rename as oc,rm as ic}from"node:fs/promises";
import{availableParallelism as ac,hostname as lc,tmpdir as uc}from"node:os";import{basename as cc,dirname as cs,join as nt,
relative as dc,resolve as be}from"node:path";import{setMaxListeners as Jn}from"node:events";var Po=["repository","path","ref"];function Eo(s,t,e){let n=t.repository.trim(),r=n!==""&&n.toLowerCase()!==e.repository.
toLowerCase(),o=t.path.trim(),i=!Aa(o,e.workspace),l=t.ref.trim(),a=l!==""&&!e.refs.includes(l);if(!r&&!i&&!a)return null;
let u=r?`${n}${a?` at ${l}`:""} is not cloned`:a?`ref ${l}${i?" of this repository":""} is not checked out`:"this reposi\
tory is not checked out again";return`${s}: ${u}${i?` into ${o}`:""}: baton checks nothing out; the project directory is\
 used as it is`}function Aa(s,t){if(s==="")return!0;let e=s.replace(/\/+$/,"")||"/";return e==="."||e===(t.replace(/\/+$/,
"")||"/")}function Mo(s){return`$${lt.stepSummary} upload aborted, supports content up to a size of ${Math.floor(bt.stepSummaryFileBytes/
1024)}k, got ${Math.floor(s/1024)}k. For more information see: https://docs.github.com/actions/using-workflows/workflow-\
commands-for-github-actions#adding-a-markdown-summary`}var jo=new Set(["NODE_OPTIONS"]);function Dn(s,t){let e=[],n=s.split(
`
`).map(r=>r.replace(/\r$/,""));n.length>0&&n[n.length-1]===""&&n.pop();for(let r=0;r<n.length;r+=1){let o=n[r];if(o.trim()===
"")continue;let i=o.indexOf("<<"),l=o.indexOf("=");if(i>0&&(l<0||i<l)){let a=o.slice(0,i),u=o.slice(i+2);if(u==="")throw Ge(
t,r+1,`"${a}<<" needs a delimiter`);let d=[],c=!1;for(r+=1;r<n.length;r+=1){if(n[r]===u){c=!0;break}d.push(n[r])}if(!c)throw Ge(
t,r,`no line "${u}" ends the value of ${a}`);e.push([Ao(a,t,r+1),d.join(`
`)]);continue}if(l>0){e.push([Ao(o.slice(0,l),t,r+1),o.slice(l+1)]);continue}throw Ge(t,r+1,"expected name=value or name\
<<DELIMITER")}return e}function Lo(s,t){let e=[],n=[];for(let r of Dn(s,t))jo.has(r[0].toUpperCase())?n.push(`can't stor\
e ${r[0]} using ${t}; it was left out`):e.push(r);return{pairs:e,refused:n}}function Fo(s){return s.split(`
`).map(t=>t.replace(/\r$/,"").trim()).filter(t=>t!=="").reverse()}function Ao(s,t,e){if(s.trim()===""||s!==s.trim()||s.includes(
"\0"))throw Ge(t,e,`"${s}" is not a valid name`);return s}function Ge(s,t,e){return new v("file-command-invalid",`${s} l\
ine ${t}: ${e}`,{where:s})}var qe=new Set(["stop-commands","set-env","set-output","save-state","add-mask","add-path","ad\
d-matcher","remove-matcher","debug","warning","error","notice","group","endgroup","echo"]),Io={has:()=>!0},Do="\\t\\n\\v\\f\\\
r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000",Ta=new RegExp(`^[${Do}]+`),To=new RegExp(`[${Do}\
]`);function Ke(s){let t=0,e=s.length;for(;t<e&&To.test(s[t]);)t++;for(;e>t&&To.test(s[e-1]);)e--;return s.slice(t,e)}function Xe(s,t=qe){
return _a(s,t)??Na(s,t)}function _a(s,t){let e=s.replace(Ta,"");if(!e.startsWith("::"))return null;let n=e.indexOf("::",
2);if(n<0)return null;let r=e.slice(2,n),o=r.indexOf(" "),i=(o<0?r:r.slice(0,o)).toLowerCase();if(!t.has(i))return null;
let l=o>0?Wo(Ke(r.slice(o+1)),",",Fa):new Map;return{command:i,properties:l,data:La(e.slice(n+2)),form:"v2"}}function Na(s,t){
let e=s.indexOf("##[");if(e<0)return null;let n=s.indexOf("]",e);if(n<0)return null;let r=s.slice(e+3,n),o=r.indexOf(" "),
i=(o<0?r:r.slice(0,o)).toLowerCase();if(!t.has(i))return null;let l=o>0?Wo(r.slice(o+1),";",No):new Map;return{command:i,
properties:l,data:No(s.slice(n+1)),form:"legacy"}}function Wo(s,t,e){let n=new Map;for(let r of s.split(t)){let o=r.replace(
/^=+/,""),i=o.indexOf("=");if(i<0)continue;let l=o.slice(i+1).replace(/^=+/,"");l!==""&&n.set(o.slice(0,i).toLowerCase(),
e(l))}return n}var le=class{#t=null;#n=new Set(qe);read(t){let e=Xe(t,this.#n);if(this.#t===null)return e;let n=this.#t.
toLowerCase();return n===""||e?.command!==n?null:(this.#n.delete(n),this.#t=null,"resumed")}refuses(t){return Ca(t,this.#n)}stop(t){
this.#t=t,this.#n.add(t.toLowerCase())}};function Ca(s,t){let e=s.toLowerCase();return e===""||e==="pause-logging"||t.has(
e)}function Uo(s,t){return t===void 0?s:{...s,github:{...s.github,...t}}}var Ma=1024*1024,ja=6,In=4e3,_o=50,La=s=>s.replace(
/%0D|%0A|%25/g,t=>({"%0D":"\r","%0A":`
`,"%25":"%"})[t]),Fa=s=>s.replace(/%0D|%0A|%3A|%2C|%25/g,t=>({"%0D":"\r","%0A":`
`,"%3A":":","%2C":",","%25":"%"})[t]),No=s=>s.replace(/%3B|%0D|%0A|%5D|%25/g,t=>({"%3B":";","%0D":"\r","%0A":`
`,"%5D":"]","%25":"%"})[t]),Ve=class{#t=[];#n=new Set;#s=[];#e={outputs:[],env:[],path:[],failures:[]};#r=new Set;#o;#l;#a;constructor(t={}){
this.#o=t.allowUnsecureCommands??!1,this.#l=t.allowUnsecureStopCommandTokens??!1,this.#a=t.redact??(e=>e)}#u=0;#d={stdout:{
partial:"",overlong:!1},stderr:{partial:"",overlong:!1}};#c=new le;push(t,e="stdout"){let n=this.#d[e],r=t.split(/\r\n|\r|\n/),
o=r.pop();for(let i of r)n.overlong||this.#f(n.partial+i),n.partial="",n.overlong=!1;n.overlong||(n.partial+=o,n.partial.
length>Ma&&(n.partial="",n.overlong=!0))}get masks(){return this.#t}end(){for(let i of Object.values(this.#d))!i.overlong&&
i.partial!==""&&this.#f(i.partial),i.partial="";let t=[...this.#s];this.#u>0&&t.push({level:"warning",message:`${this.#u}\
 more annotation${this.#u===1?"":"s"} of this step not shown (at most ${_o})`});let{outputs:e,env:n,path:r,failures:o}=this.#e;
return{masks:[...this.#t],annotations:t,commands:{outputs:[...e],env:[...n],path:[...r],failures:[...o]}}}#g(t){this.#n.
has(t)||(this.#n.add(t),this.#t.push(t))}#f(t){let e=this.#c.read(t);if(e===null||e==="resumed")return;let{command:n,properties:r,
data:o}=e;switch(n){case"stop-commands":{let i=o;if(this.#l||!this.#c.refuses(i)){this.#c.stop(i),i.length>ja&&this.#g(i);
return}this.#e.failures.push(`unable to process ::stop-commands::: you cannot use an endToken that is an empty string, t\
he string 'pause-logging', or another workflow command (this one is ${i===""?"empty":JSON.stringify(i)}); use a token of\
 your own, such as a random one, or opt into insecure command execution by setting ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TO\
KENS to true (see https://docs.github.com/actions/learn-github-actions/workflow-commands-for-github-actions#example-stop\
ping-and-starting-workflow-commands)`);return}case"add-mask":{let i=Ke(o);if(i==="")return;let l=i.split(/[\r\n]+/).map(
Ke);for(let a of[i,...l])a!==""&&this.#g(a);return}case"error":case"warning":case"notice":this.#b(n,r,o);return;case"set\
-output":case"save-state":case"set-env":case"add-path":this.#p(n,r,o)}}#p(t,e,n){let r=l=>this.#e.failures.push(`unable \
to process ::${t}::: ${l}`);if((t==="set-env"||t==="add-path")&&!this.#o){r(`the \`${t}\` command is disabled; write to ${t===
"set-env"?lt.env:lt.path} instead, or set ACTIONS_ALLOW_UNSECURE_COMMANDS to true (see https://github.blog/changelog/202\
0-10-01-github-actions-deprecating-set-env-and-add-path-commands/)`);return}if(t==="add-path"){n===""?r("the path is emp\
ty"):this.#e.path.push(n);return}let o=e.get("name");if(o===void 0||o===""){r(`required field 'name' is missing in the ${t}\
 command`);return}if(t==="set-env"){if(jo.has(o.toUpperCase())){this.#s.push({level:"error",message:`can't update ${o} u\
sing ::set-env::`});return}this.#e.env.push([o,n]);return}if(t==="set-output"&&this.#e.outputs.push([o,n]),this.#r.has(t))
return;this.#r.add(t);let i=t==="set-output"?lt.output:lt.state;this.#s.push({level:"warning",message:`the \`${t}\` comma\
nd is deprecated and will be disabled soon; write to ${i} instead (see https://github.blog/changelog/2022-10-11-github-a\
ctions-deprecating-save-state-and-set-output-commands/)`})}#b(t,e,n){if(this.#s.length>=_o){this.#u+=1;return}let r=e.get(
"line"),o=e.get("file")?[e.get("file"),r,r&&e.get("col")].filter(Boolean).join(":"):"",i=e.get("title"),l=c=>Ia(this.#a(
c,this.#t).replace(/\r\n|\r|\n/g," ")),a=c=>c===void 0?null:l(c),u=c=>{let p=e.get(c)?.trim();return p!==void 0&&/^[1-9]\d{0,8}$/.
test(p)?Number(p):null},d=`${o?`${o}: `:""}${i?`${i}: `:""}${n}`;this.#s.push({level:t,message:l(d),place:{title:a(i),file:a(
e.get("file")),line:u("line"),end_line:u("endline"),col:u("col"),end_column:u("endcolumn")}})}};function Ho(s,t){if(t.length===
0)return s;let e=new Set(t);return s.replace(/[^\r\n]+/g,n=>Jo(n,r=>e.has(Ke(r))))}function Wn(s){return Jo(s,()=>!0)}var Co=/(?=::add-mask[ :]|##\[add-mask[ \]])/i;
function Jo(s,t){return Co.test(s)?s.split(Co).map(e=>{let n=Xe(e);return n?.command!=="add-mask"||!t(n.data)?e:n.form===
"v2"?`${e.slice(0,10)}::***`:`${e.slice(0,11)}]***`}).join(""):s}function Ia(s){return s.length>In?`${s.slice(0,In)}\u2026 (${s.
length-In} more characters)`:s}function zo(s,t){let e=[],n=Un(s.map(o=>Bo(o.container)));n.length>0&&e.push({level:"warning",message:`container: ${n.join(
", ")} ${n.length===1?"is":"are"} not started: baton runs the job's steps on this machine, not in a container`});let r=Un(
s.flatMap(o=>Da(o.services)));if(r.length>0){let o=r.length===1;e.push({level:"warning",message:`services: ${r.join(", ")}\
 ${o?"is":"are"} not started: baton starts no containers, and the job's steps run on this machine without ${o?"it":"them"}`})}
for(let o of["Windows","macOS"]){if(o===t)continue;let i=Un(s.map(l=>Wa(l.runsOn)===o?Hn(l.runsOn):null));i.length!==0&&
e.push(o==="Windows"?{level:"warning",message:`runs-on: ${i.join(", ")}: runs here, on ${t}, with this machine's shells \
(bash by default, where a Windows runner's is pwsh; shell: cmd and powershell fail here)`}:{level:"info",message:`runs-o\
n: ${i.join(", ")}: runs here, on ${t}, with this machine's shells and tools (bash by default, as on macOS)`})}return e}
function Bo(s){let t=typeof s=="string"?s:Ze(s)&&typeof s.image=="string"?s.image:null;return t===null||t.trim()===""?null:
t}function Da(s){return typeof s=="string"?s.trim()===""?[]:[s]:Ze(s)?Object.entries(s).flatMap(([t,e])=>Bo(e)===null?[]:
[t]):[]}function Wa(s){for(let t of Go(s)){let e=t.trim().toLowerCase();if(e==="windows"||e.startsWith("windows-"))return"\
Windows";if(e==="macos"||e.startsWith("macos-"))return"macOS"}return null}function Go(s){return typeof s=="string"?[s]:Array.
isArray(s)?s.filter(t=>typeof t=="string"):Ze(s)?Go(s.labels):[]}function Hn(s){return Array.isArray(s)?`[${s.map(Hn).join(
", ")}]`:Ze(s)?`{ ${Object.entries(s).map(([t,e])=>`${t}: ${Hn(e)}`).join(", ")} }`:String(s)}function Ye(s){switch(s.kind){case"\
literal":return s.value;case"expression":return s.text;case"sequence":return s.items.map(Ye);case"mapping":return Object.
fromEntries(s.entries.map(({key:t,value:e})=>[t,Ye(e)]))}}function Un(s){return[...new Set(s.filter(t=>t!==null))]}function Ze(s){
return typeof s=="object"&&s!==null&&!Array.isArray(s)}var Ua="ACTIONS_STEP_DEBUG";function Ko(s,t){let e=r=>Object.entries(r).find(([o])=>o.toUpperCase()===Ua)?.[1];return(e(
s)??e(t))?.trim().toLowerCase()==="true"}function Vo(s,t){return{os:s.os,arch:s.arch,name:"baton-local",environment:"sel\
f-hosted",tool_cache:s.toolCache,temp:t,workspace:s.workspaceParent,...s.debug?{debug:"1"}:{}}}function qo(s){return Object.
fromEntries(Object.entries(s).map(([t,e])=>[`RUNNER_${t.toUpperCase()}`,e]))}var ue=class{#t;#n=0;#s=[];constructor(t){this.#t=Math.max(1,Math.floor(t))}async acquire(){this.#n<this.#t?this.#n+=1:await new Promise(
e=>this.#s.push(e));let t=!1;return()=>{if(t)return;t=!0;let e=this.#s.shift();e?e():this.#n-=1}}async run(t){let e=await this.
acquire();try{return await t()}finally{e()}}get active(){return this.#n}};function Xo(s,t,e="timeout-minutes"){let n=Nr(s,e);if("problem"in n)throw new v("timeout-invalid",`${t}: ${n.problem}`);
return n.minutes}function ce(s){return`${s} minute${s===1?"":"s"}`}var Ha=5,Ja=2**31-1,za=6e4;function zn(s,t,e){return setTimeout(
e,Math.min(s*t,Ja))}function Qe(s,t,e){return{"fail-fast":s.failFast,"job-index":t,"job-total":e,"max-parallel":s.maxParallel??
e}}async function Qo(s,t,e){if(!Mr(s))throw new It("executePlan accepts only a Plan made by buildPlan");return new Bn(s,
t,e).run()}var Bn=class{#t;#n;#s;#e;#r;#o;#l;#a=new Map;#u=[];#d;#c;#g;#f=new Map;#p;#b;#w;#$=new Map;#y=new Map;#R=new Map;#T=new Map;#v;#x=new Map;#m;#O=new Map;#C=new Map;constructor(t,e,n){
this.#t=t,this.#n=e,this.#s=e.expressions,this.#e=n,this.#r=new ue(n.concurrency),this.#o=n.signal??new AbortController().
signal,this.#l=n.cancel??new AbortController().signal,Jn(0,this.#o,this.#l),this.#d=t.workflow.jobs.map(r=>r.id),this.#c=
new Map(t.jobs.map(r=>[r.id,r])),this.#m=new Map(t.stageMatrices),this.#v=new Set(t.expanded.map(r=>r.id.toLowerCase()));
for(let r of t.legIds.values())for(let o of r)this.#v.add(o.toLowerCase());this.#p=Object.values(n.secrets).filter(r=>r!==
""),this.#b=Ko(n.secrets,t.vars),this.#w=n.minuteMs??za,this.#g={inputs:t.inputs,secrets:n.secrets,env:{},envFailure:null,
namePrefix:"",cancel:this.#l}}async run(){let t=this.#n.now();this.#i({type:"run-started",run:this.#e.runId,workflow:this.#t.
workflow.name??this.#t.workflow.fileName,jobs:this.#t.jobs.map(o=>({id:o.id,needs:o.needs,legs:o.legs===null?null:o.instances===
null?this.#t.legIds.get(o.id)??null:o.instances.flatMap(i=>this.#t.legIds.get(i.id)??[])}))}),this.#g.envFailure=this.#M(),
await this.#E(this.#t.jobs.filter(o=>o.calledBy===null));let e=await this.#n.settle?.()??null;e!==null&&this.#i({type:"n\
otice",level:"error",job:null,leg:null,message:e});let n=this.#t.jobs.map(o=>{let i=this.#C.get(o.id);return{...this.#a.
get(o.id),legResults:this.#O.get(o.id)??[],...i===void 0?{}:{skipReason:i}}}),r=this.#F()?"cancelled":e!==null||n.some(o=>o.
result==="failure")?"failure":n.some(o=>o.result==="cancelled")?"cancelled":"success";return this.#i({type:"run-finished",
run:this.#e.runId,status:r,duration_ms:tn(t,this.#n.now())}),{status:r,reason:e,jobs:n,stages:this.#u}}#M(){try{return this.#g.
env=Rt(this.#s,this.#t.workflow.env,(t,e)=>({contexts:this.#P(null),where:this.#h(e,`env.${t}`)})),null}catch(t){return rt(
t)}}#S(t){return t?.calledBy?this.#f.get(t.calledBy)??this.#g:this.#g}#P(t){let e=this.#S(t);return{github:this.#e.github,
inputs:e.inputs,vars:this.#t.vars,secrets:e.secrets}}async#E(t){let e=new Map;for(let n of t)e.set(n.id,(async()=>{await Promise.
all(n.needs.map(r=>e.get(r))),this.#a.set(n.id,n.call===null?await this.#W(n):await this.#_(n))})());await Promise.all(e.
values())}async#_(t){let e=t.call;if(this.#e.reuse?.has(t.id)){for(let r of e.jobs){let o=this.#c.get(r);this.#a.set(r,o.
call===null?await this.#W(o):await this.#_(o))}return this.#W(t)}let n=await this.#j(t);return this.#y.has(t.id)||this.#B(
e.jobs,n),n}async#j(t){let e=this.#V(t);if(!("contexts"in e))return this.#L(t,t.id,`its calling job ${t.id} did not run \
(${e.result})`),e;let{contexts:n}=e,r,o,i;try{r=t.legs??this.#Y(t,n),i=this.#Z(t,n),o=this.#t.legIds.get(t.id)??$n(t.id,
r,this.#v),t.legs===null&&this.#rt(t,o)}catch(l){let a=this.#U(t,rt(l));return this.#L(t,t.id,`its calling job ${t.id} f\
ailed before the call started`),a}return t.legs===null&&this.#i({type:"job-legs",job:t.id,legs:o}),this.#K(t,r,o,i,n,{pooled:!1,
outputsOf:l=>l.result==="success"},(l,a,u,d)=>this.#ot(t,l,a,u,r.length,i,n,d))}#rt(t,e){if(e.length<2)return;let n=r=>{
for(let o of r){let i=this.#c.get(o),l=i.instances===null?i.stages?.[0]:void 0;if(l!==void 0){let a=o.slice((this.#y.get(
t.id)??t.id).length);throw new v("stage-duplicate",`jobs.${t.job.id}: ${Wr(l,o,e.map(u=>`${u}${a}`))}`,{where:Z(t.workflow.
fileName,t.job.position)})}n(i.call?.jobs??[])}};n(this.#c.get(this.#y.get(t.id)??t.id)?.call?.jobs??[])}async#ot(t,e,n,r,o,i,l,a){
let u=t.call,d=u.workflow.call,c=t.workflow.fileName,p=u.workflow.fileName,f=this.#n.now(),g=this.#S(t),h=Object.keys(e).
length>0,S={...l,matrix:ie(e),strategy:Qe(i,r,o)},m,w=null;try{if(g.envFailure)throw new v("expression-invalid",g.envFailure);
let x=qs(this.#s,t.job,d,(k,A)=>({contexts:{...S,secrets:{}},where:this.#h(A,`jobs.${t.job.id}.with.${k}`,c)})),E;try{E=
Xs(d,x,u.path)}catch(k){throw k instanceof v?new v(k.code,`jobs.${t.job.id}: ${k.message}`,{where:Z(c,t.job.uses?.position??
t.job.position)}):k}let O=t.job.secrets==="inherit"?g.secrets:Rt(this.#s,t.job.secrets,(k,A)=>({contexts:S,where:this.#h(
A,`jobs.${t.job.id}.secrets.${k}`,c)})),U=[...new Set(Object.values(O))].filter(k=>k!==""&&!this.#p.includes(k));this.#p.
push(...U),U.length>0&&this.#n.addSecrets?.(U);for(let[k,A]of Object.entries(O))!U.includes(A)||A.length>=jt.minSecretLength||
this.#i({type:"notice",level:"warning",job:t.id,leg:n,message:`secret ${k} passed to ${u.path} is shorter than ${jt.minSecretLength}\
 characters, so it is not redacted: it will appear wherever a step or agent prints it (a value that short would blank ou\
t ordinary words)`});w=this.#st(t,h?e:null,S);let V=w??`${g.namePrefix}${t.job.id}${h?Yo(e):""}`;m={inputs:E,secrets:O,env:{},
envFailure:null,namePrefix:`${V} / `,cancel:AbortSignal.any([g.cancel,a])},Jn(0,m.cancel);try{m.env=Rt(this.#s,u.workflow.
env,(k,A)=>({contexts:{github:this.#e.github,inputs:E,vars:this.#t.vars,secrets:O},where:this.#h(A,`env.${k}`,p)}))}catch(k){
m.envFailure=rt(k)}}catch(x){let E=rt(x);return this.#i({type:"notice",level:"error",job:t.id,leg:n,message:E}),this.#i(
{type:"job-finished",job:t.id,leg:n,result:"failure",duration_ms:0,reason:E}),this.#L(t,n,`its calling job ${n} failed b\
efore the call started`),{result:"failure",outputs:{},stages:[]}}this.#f.set(n,m),this.#i({type:"job-started",job:t.id,leg:n,
name:w,matrix:h?e:null});let y=this.#z(t,n);await this.#E(y);let $=y.map(x=>this.#a.get(x.id)).filter(x=>x!==void 0),C=$.
some(x=>x.result==="failure")?"failure":$.some(x=>x.result==="cancelled")||this.#o.aborted?"cancelled":"success",_={};try{
let x=Object.fromEntries(y.map(E=>{let O=this.#a.get(E.id);return[oe(E.id),{result:O?.result??"skipped",outputs:O?.outputs??
{}}]}));_=Rt(this.#s,d.outputs,(E,O)=>({contexts:{github:this.#e.github,inputs:m.inputs,vars:this.#t.vars,jobs:x},where:this.#h(
O,`on.workflow_call.outputs.${E}.value`,p)}))}catch(x){C==="success"&&(C="failure"),this.#i({type:"notice",level:"error",
job:t.id,leg:n,message:rt(x)})}return this.#G(_,t.id,n),this.#i({type:"job-finished",job:t.id,leg:n,result:C,duration_ms:tn(
f,this.#n.now())}),{result:C,outputs:_,stages:$.flatMap(x=>x.stages)}}#z(t,e){let n=this.#y.get(t.id)??t.id,r=this.#T.get(
t.id),o=`${n}/`,i=l=>l.startsWith(o)?`${e}/${l.slice(o.length)}`:r?r(l):l;return(this.#c.get(n)?.call?.jobs??[]).map(l=>{
let a=this.#c.get(l),u=i(l);if(this.#R.set(l,[...this.#R.get(l)??[],u]),u===l)return a;let d={...a,id:u,calledBy:e,needs:a.
needs.map(i),upstream:a.upstream.map(i),stageUpstream:a.stageUpstream.map(i),call:a.call&&{...a.call,jobs:a.call.jobs.map(
i)},stages:a.instances?.find(c=>c.id===u)?.stages??null};return this.#c.set(u,d),this.#y.set(u,l),this.#T.set(u,i),d})}#L(t,e,n){
for(let r of this.#z(t,e))this.#i({type:"job-skipped",job:r.id,result:"skipped",reason:n}),this.#a.set(r.id,{id:r.id,result:"\
skipped",outputs:{},stages:[],legs:[]}),r.call!==null&&this.#L(r,r.id,`its calling job ${r.id} did not run (skipped)`)}#B(t,e){
for(let n of t){let r=this.#c.get(n),o=(this.#R.get(n)??[]).map(i=>this.#a.get(i));if(o.length===0){let i=`its calling j\
ob ${r.calledBy} did not run (${e.result})`;this.#i({type:"job-skipped",job:n,result:"skipped",reason:i}),this.#a.set(n,
{id:n,result:"skipped",outputs:{},stages:[],legs:[]})}else(o.length>1||o[0]?.id!==n)&&this.#a.set(n,{id:n,result:Nn(o.map(
i=>i.result)),outputs:{},stages:o.flatMap(i=>i.stages),legs:o.flatMap(i=>i.legs)});r.call!==null&&this.#B(r.call.jobs,this.#a.
get(n))}}#G(t,e,n){for(let[r,o]of Object.entries(t))Ne(o,this.#p)&&(delete t[r],this.#i({type:"notice",level:"warning",job:e,
leg:n,message:`skipped output ${r}, since it may contain a secret (as GitHub does): needs.${oe(e)}.outputs.${r} is empty`}))}#F(t){
return(t?this.#I(t):this.#l).aborted||this.#o.aborted}#I(t){return this.#S(t).cancel}#D(t){let e=this.#I(t).reason;return this.#l.
aborted||typeof e!="string"?"the run was cancelled":e}#h(t,e,n=this.#t.workflow.fileName){return t?Z(n,t.position):e}async#W(t){
let e=this.#e.reuse?.get(t.id);if(e){for(let p of e.legs)this.#v.add(p.toLowerCase());this.#i({type:"notice",level:"info",
job:t.id,leg:null,message:"reusing the stored result of this job"});let c=e.legResults??e.legs.map(p=>({leg:p,result:e.result}));
c.length===0&&(e.result==="skipped"||e.result==="cancelled")&&this.#i({type:"job-skipped",job:t.id,result:e.result,reason:e.
skipReason??`${e.result} in the run replayed`});for(let{leg:p,result:f,reason:g,durationMs:h,failedStep:S}of c)this.#i({
type:"job-finished",job:t.id,leg:p,result:f,duration_ms:h??0,...g===void 0?{}:{reason:g},reused:!0,...S===void 0?{}:{failed_step:S}});
return e}let n=this.#V(t);if(!("contexts"in n))return n;let{needs:r,contexts:o}=n,i=c=>this.#U(t,c),l=this.#S(t).envFailure;
if(l)return i(l);let a,u;try{a=t.legs??this.#Y(t,o),u=this.#Z(t,o)}catch(c){return i(rt(c))}let d=this.#t.legIds.get(t.id)??
$n(t.id,a,this.#v);t.legs===null&&(this.#i({type:"job-legs",job:t.id,legs:d}),this.#ht(t,a,o));for(let c of this.#it(t,a,
u,o))this.#N(t.id,null,c.level,c.message);return this.#K(t,a,d,u,o,{pooled:!0,outputsOf:()=>!0},(c,p,f,g)=>this.#ct(t,c,
p,f,a.length,u,r,g))}async#K(t,e,n,r,o,i,l){let a=new AbortController;Jn(0,a.signal);let u=this.#I(t),d=u.aborted,c,p=()=>{
if(c===void 0)try{c=Oe(this.#s,t.job.if,{contexts:o,status:this.#H(t),where:Z(t.workflow.fileName,t.job.if.position??t.job.
position)})}catch{c=!1}return c},f=r.maxParallel?new ue(r.maxParallel):null,g=[],h=await Promise.all(e.map(async(m,w)=>{
let y=n[w],$=async()=>{if(this.#o.aborted||u.aborted&&!d&&!p()||a.signal.aborted){let O=a.signal.aborted?"fail-fast: ano\
ther leg of its matrix failed before it started":`${this.#D(t)} before it started`;return this.#i({type:"job-finished",job:t.
id,leg:y,result:"cancelled",duration_ms:0,reason:O}),{result:"cancelled",outputs:{},stages:[]}}let x=await l(m,y,w,a.signal);
if(x.result!=="failure")return x;let E={...o,matrix:ie(m),strategy:Qe(r,w,e.length)};return this.#J(t.job,E,t.id,y,!1,t.
workflow.fileName)?{...x,result:this.#nt(t.id,y)}:(r.failFast&&e.length>1&&a.abort(`fail-fast: another leg of ${t.call===
null?"its matrix":`the call ${t.id}`} failed`),x)},C=()=>f?f.run($):$(),_=await(i.pooled?this.#r.run(C):C());return g.push(
_),_})),S={};for(let m of g.filter(i.outputsOf))for(let[w,y]of Object.entries(m.outputs))(y!==""||!(w in S))&&(S[w]=y);return{
id:t.id,result:Nn(h.map(m=>m.result)),outputs:S,stages:h.flatMap(m=>m.stages),legs:n}}#it(t,e,n,r){let{runsOn:o,container:i,
services:l}=t.job;if(o===null&&i===null&&l===null)return[];let a=(d,c)=>{if(d===null)return null;try{return Wt(this.#s,d,
{contexts:c})}catch{return Ye(d)}},u=e.map((d,c)=>{let p={...r,matrix:ie(d),strategy:Qe(n,c,e.length)};return{runsOn:a(o,
p),container:a(i,p),services:a(l,p)}});return zo(u,this.#e.runner.os)}#N(t,e,n,r){let o=this.#A(t),i=this.#$.get(o)??new Set;
this.#$.set(o,i),!i.has(r)&&(i.add(r),this.#i({type:"notice",level:n,job:t,leg:e,message:r}))}#at(){let t=this.#e.github;
return{repository:typeof t.repository=="string"?t.repository:"",refs:["sha","ref","ref_name","head_ref"].flatMap(e=>{let n=t[e];
return typeof n=="string"&&n!==""?[n]:[]}),workspace:this.#e.runner.workspace}}#lt(t,e){let n=l=>{let a=Object.entries(t.
with).find(([u])=>u.toLowerCase()===l);return a?$t(this.#s,a[1],e(a[1],`with.${a[0]}`)):""},[r,o,i]=Po.map(n);return{repository:r,
path:o,ref:i}}#V(t){let e=(i,l)=>(this.#i({type:"job-skipped",job:t.id,result:i,reason:l}),{id:t.id,result:i,outputs:{},
stages:[],legs:[]});if(this.#o.aborted)return e("cancelled","the run was cancelled");if(t.skip!==null)return e("skipped",
t.skip);let n=this.#q(t),r={...this.#P(t),needs:n},o;try{o=Oe(this.#s,t.job.if,{contexts:r,status:this.#H(t),where:Z(t.workflow.
fileName,t.job.if.position??t.job.position)})}catch(i){return this.#U(t,rt(i))}if(!o&&this.#F(t))return e("cancelled",this.#D(
t));if(!o){let i=t.job.if.text,a=(i===null||t.job.if.implicitSuccess===!0)&&!this.#H(t).success([])?`${this.#ut(t)}${i===
null?"":` (an if: without a status function, such as if: ${i}, means success() && (\u2026))`}`:`if: ${i} was false`;return e(
"skipped",a)}return{needs:n,contexts:r}}#U(t,e){this.#i({type:"notice",level:"error",job:t.id,leg:null,message:e}),this.#i(
{type:"job-finished",job:t.id,leg:t.id,result:"failure",duration_ms:0,reason:e});let n={...this.#P(t),needs:this.#q(t)},
r=this.#J(t.job,n,t.id,t.id,!1,t.workflow.fileName)?this.#nt(t.id,t.id):"failure";return{id:t.id,result:r,outputs:{},stages:[],
legs:[t.id]}}#q(t){let e={};for(let n of t.needs){let r=this.#a.get(n);r&&(e[oe(n)]={result:r.result,outputs:r.outputs})}
return e}#X(t,e){let n=t.id.slice(0,t.id.length-t.job.id.length);return Vs(e.length>0?e.map(r=>`${n}${r}`):t.upstream,r=>this.#c.
get(r)?.call)}#ut(t){let e={failure:"failed",skipped:"was skipped",cancelled:"was cancelled"},n=this.#X(t,[]).flatMap(i=>{
let l=this.#a.get(i)?.result;return l===void 0||l==="success"?[]:[{id:i,said:`${i} ${e[l]}`}]});if(n.length===0)return"a\
 job it needs did not succeed";let r=n.map(i=>i.said).join(", "),o=new Set(t.needs);return n.every(i=>o.has(i.id))?`a jo\
b it needs did not succeed: ${r}`:`a job upstream did not succeed: ${r} (success() counts every job before this one, not\
 only those in needs:)`}#H(t){let e=r=>this.#a.get(r)?.result,n=r=>this.#X(t,r);return{success:r=>!this.#F(t)&&n(r).every(
o=>e(o)==="success"),failure:r=>n(r).some(o=>e(o)==="failure"),cancelled:()=>this.#F(t)}}#Y(t,e){let n=Fr(t.job.strategy);
if(!n)return[{}];let r=i=>Z(t.workflow.fileName,i),o=Ir(this.#s,n,e,r);return mr(t.id,o,r(n.position),this.#p,{recordsStages:t.
recordsStages}),o}#Z(t,e){let n=t.job.strategy;if(n?.kind!=="mapping")return{failFast:!0,maxParallel:null};let r=Z(t.workflow.
fileName,n.position),o=n.entries.find(u=>u.key==="fail-fast")?.value,i=n.entries.find(u=>u.key==="max-parallel")?.value,
l=o?Wt(this.#s,o,{contexts:e,where:r}):!0,a=i?Number(Wt(this.#s,i,{contexts:e,where:r})):null;return{failFast:l!==!1&&l!==
"false",maxParallel:a!==null&&Number.isFinite(a)&&a>0?a:null}}async#ct(...t){let e=this.#n.legTemp,n=e?await e.open(t[2]):
this.#e.runner.temp;try{return await this.#dt(n,...t)}finally{await e?.close(n)}}async#dt(t,...[e,n,r,o,i,l,a,u]){let d=this.#n.
now(),c=Object.keys(n).length>0,p=e.workflow,f=p.fileName,g=new AbortController,h=AbortSignal.any([this.#o,g.signal]),S=null,
m=[],w=Ha,y={...this.#e.github,job:e.job.id,...this.#n.eventPath?{event_path:this.#n.eventPath(t)}:{}},$=ie(n),C=Vo({...this.#e.
runner,debug:this.#b},t),_=Va(y,C,this.#e.runner.workspace),x="success",E=e.job.stageWorkflow?{}:{...this.#S(e).env},O=[],
U={},V=[],k=()=>({...this.#P(e),github:y,needs:a,matrix:$,strategy:Qe(l,o,i),runner:C,env:E,steps:U,job:{status:x}});this.#i(
{type:"job-started",job:e.id,leg:r,name:this.#st(e,c?n:null,k()),matrix:c?n:null});let A={success:()=>x==="success"&&!this.#o.
aborted,failure:()=>x==="failure",cancelled:()=>this.#o.aborted||x==="cancelled"},P=null,F=new Set,L=M=>(F.add(M),()=>F.
delete(M)),K=M=>{if(P!==null||h.aborted)return;P=M,x="cancelled";let T=w;m.push(zn(T,this.#w,()=>g.abort(`the job was ca\
ncelled (${M}) and its steps did not finish within its cancel-timeout-minutes (${ce(T)})`))),S&&!this.#tt(S.step,k(),A,e.
id,r,f)&&S.abort.abort(M);for(let H of[...F])H(M)},I=()=>K("fail-fast: another leg of its matrix failed"),b=this.#I(e),R=()=>K(
this.#D(e)),W=null,Q={shell:null,workingDirectory:null,shellAt:null};try{E={...E,...Rt(this.#s,e.job.env,(vt,z)=>({contexts:k(),
where:this.#h(z,`jobs.${e.job.id}.env.${vt}`,f)}))};let[M,T]=e.job.defaults!==null?[e.job.defaults,`jobs.${e.job.id}.def\
aults.run`]:[p.defaults,"defaults.run"],H=(vt,z)=>{let yt=M?.[vt]??null;if(yt===null)return null;let Ct=this.#h(yt,`${T}\
.${z}`,f),Yt=$t(this.#s,yt,{contexts:k(),where:Ct});return Yt===""?null:{text:Yt,at:Ct}},ct=H("shell","shell");if(Q={shell:ct?.
text??null,shellAt:ct?.at??null,workingDirectory:H("workingDirectory","working-directory")?.text??null},e.job.cancelTimeoutMinutes&&
(w=Xo(Wt(this.#s,e.job.cancelTimeoutMinutes,{contexts:k()}),Z(f,e.job.cancelTimeoutMinutes.position),"cancel-timeout-min\
utes")),e.job.timeoutMinutes){let vt=Z(f,e.job.timeoutMinutes.position),z=Xo(Wt(this.#s,e.job.timeoutMinutes,{contexts:k()}),
vt);m.push(zn(z,this.#w,()=>{let yt=`the job exceeded its timeout-minutes (${ce(z)})`;P===null&&!h.aborted&&this.#i({type:"\
notice",level:"error",job:e.id,leg:r,message:`${vt}: jobs.${e.id}${c?` (${r})`:""} was cancelled: ${yt}; steps whose if:\
 holds when a job is cancelled (always(), cancelled()) still run`}),K(yt)}))}}catch(M){W=rt(M)}if(W)x="failure",this.#i(
{type:"notice",level:"error",job:e.id,leg:r,message:W});else{u.aborted?I():u.addEventListener("abort",I,{once:!0}),b.aborted||
b.addEventListener("abort",R,{once:!0});for(let M of e.steps){if(h.aborted)break;let T=new AbortController;S={step:M.step,
abort:T};let H=await this.#Q(e,M,r,n,c,{contexts:k,stepStatus:A,defaults:_,env:()=>E,path:()=>O,signal:AbortSignal.any([
h,T.signal]),kill:h,onCancel:L},{file:f,runDefaults:Q,inComposite:null});S=null,H.envAdded&&(E={...E,...H.envAdded}),H.pathAdded.
length>0&&(O=[...H.pathAdded,...O]),M.step.id&&(U={...U,[M.step.id]:{outputs:H.outputs,outcome:H.outcome,conclusion:H.conclusion}}),
V.push(...H.stages),H.conclusion==="failure"&&P===null&&(x="failure")}}u.removeEventListener("abort",I),b.removeEventListener(
"abort",R);for(let M of m)clearTimeout(M);let q={},it=null;try{q=Rt(this.#s,e.job.outputs,(M,T)=>({contexts:k(),where:this.#h(
T,`jobs.${e.job.id}.outputs.${M}`,f)}))}catch(M){x="failure",it=rt(M),this.#i({type:"notice",level:"error",job:e.id,leg:r,
message:it})}this.#G(q,e.id,r);let D=this.#o.aborted||g.signal.aborted?"cancelled":x,j=D==="failure"?W??it:null;return this.#i(
{type:"job-finished",job:e.id,leg:r,result:D,duration_ms:tn(d,this.#n.now()),...j===null?{}:{reason:j}}),{result:D,outputs:q,
stages:V}}async#Q(t,e,n,r,o,i,l){let{step:a,action:u}=e,d=l.file,c=this.#n.now(),p=a.action??a.id??"__run",f=I=>{let b=i.
contexts();return{...b,github:{...b.github,action:p},env:I}},g={},h=null;try{g=Rt(this.#s,a.env,(I,b)=>({contexts:f(i.env()),
where:this.#h(b,`env.${I}`,d),...this.#k()}))}catch(I){h=rt(I)}let S=this.#gt(a,f({...i.env(),...g})),m=l.inComposite?`${l.
inComposite.name} \u203A ${S}`:S,w=l.inComposite?.index??a.index,y={job:t.id,leg:n,step:w,name:m},$=I=>{l.inComposite||this.#i(
I)},C=(I,b,R,W={})=>{let Q=I==="failure"?W.outputTail??null:null;return $({type:"step-finished",...y,outcome:I,conclusion:b,
duration_ms:tn(c,this.#n.now()),message:R,...Q===null?{}:{output_tail:Q}}),{outcome:I,conclusion:b,message:R,outputTail:Q,
outputs:W.outputs??{},envAdded:W.envAdded??null,pathAdded:W.pathAdded??[],stages:W.stages??[]}},_;try{if(h!==null)throw new v(
"expression-invalid",h);_=this.#et(a,f({...i.env(),...g}),i.stepStatus,d)}catch(I){return $({type:"step-started",...y}),
{...C("failure","failure",rt(I)),notEvaluated:!0}}if(!_)return $({type:"step-finished",...y,outcome:"skipped",conclusion:"\
skipped",duration_ms:0,message:null}),{outcome:"skipped",conclusion:"skipped",message:null,outputTail:null,outputs:{},envAdded:null,
pathAdded:[],stages:[]};$({type:"step-started",...y});let x="success",E=null,O=null,U={},V=null,k=[],A=[],P={...i.defaults,
GITHUB_ACTION:p},F=i.signal,L;try{let I={...i.env(),...g},b=()=>f(I),R=null,W=Z(d,a.timeoutMinutes?.position??a.position);
if(a.timeoutMinutes){let D=null;try{let j=Wt(this.#s,a.timeoutMinutes,{contexts:b(),where:W,...this.#k()}),M=Cr(j);M===null?
D=_r(j):R=M.minutes}catch(j){D=j instanceof v?j.message:rt(j)}D!==null&&this.#i({type:"notice",level:"warning",job:t.id,
leg:n,message:`${W}: step ${w+1} (${m}): an error occurred when attempting to determine the step timeout: ${D}; the step\
 runs without a timeout, as on GitHub`})}if(R!==null){let D=new AbortController;F=AbortSignal.any([i.signal,D.signal]);let j={
minutes:R,up:!1,timer:void 0};j.timer=zn(R,this.#w,()=>{F.aborted||(j.up=!0,this.#i({type:"notice",level:"warning",job:t.
id,leg:n,message:`${W}: step ${w+1} (${m}) exceeded its timeout-minutes (${ce(R)}): stopping it`}),D.abort(`the step exc\
eeded its timeout-minutes (${ce(R)})`))}),L=j}let Q=u.kind==="run"?await this.#n.createStepFiles?.():void 0,q=(D,j)=>({contexts:Uo(
b(),Q),where:this.#h(D,j,d),...this.#k()}),it=a.workingDirectory!==null?$t(this.#s,a.workingDirectory,q(a.workingDirectory,
"working-directory")):l.runDefaults.workingDirectory;switch(u.kind){case"run":{let D=$t(this.#s,a.run,q(a.run,"run")),j=a.
shell!==null?$t(this.#s,a.shell,q(a.shell,"shell")):l.runDefaults.shell,M=yr(j);if(M!==null&&this.#e.runner.os!=="Window\
s")throw new v("shell-unavailable",br(M,this.#e.runner.os),{where:a.shell?Z(d,a.shell.position):l.runDefaults.shellAt??d});
let T=await this.#n.runScript({job:this.#A(t.id),leg:n,step:w,name:m,script:D,shell:j,workingDirectory:it,defaults:P,env:I,
path:i.path(),files:Q,signal:F,kill:i.kill});for(let z of T.masks??[])this.#p.includes(z)||this.#p.push(z);for(let z of T.
annotations??[])this.#i({type:"notice",level:z.level==="notice"?"info":z.level,job:t.id,leg:n,message:`step ${w+1}: ${z.
message}`,...z.place?{annotation:{step:w+1,...z.place}}:{}});let H=T.commands??{outputs:[],env:[],path:[],failures:[]};U=
Object.fromEntries([...H.outputs,...Dn(T.files.output,lt.output)]);let ct=Lo(T.files.env,lt.env);for(let z of ct.refused)
this.#i({type:"notice",level:"error",job:t.id,leg:n,message:`step ${w+1}: ${z}`});let vt=[...H.env,...ct.pairs];vt.length>
0&&(V=Object.fromEntries(vt)),k=[...Fo(T.files.path),...[...H.path].reverse()],T.summaryBytes!==void 0?this.#i({type:"no\
tice",level:"error",job:t.id,leg:n,message:`step ${w+1}: ${Mo(T.summaryBytes)}`}):T.files.summary.trim()!==""&&this.#n.summary?.(
this.#A(t.id),n,T.files.summary);for(let z of H.failures)this.#i({type:"notice",level:"error",job:t.id,leg:n,message:`st\
ep ${w+1}: ${z}`});T.exitCode===0&&H.failures.length>0&&(x="failure",E=H.failures.join("; ")),T.exitCode!==0&&(x=i.signal.
aborted?"cancelled":"failure",E=T.exitCode===null?`ended by ${T.signal??"a signal"}`:`exited with code ${T.exitCode}`,F.
aborted&&typeof F.reason=="string"&&(E+=`: ${F.reason}`)),T.output!==void 0&&(O=Ka(T.output));break}case"baton":{let D=Rt(
this.#s,a.with,(M,T)=>q(T,`with.${M}`)),j=await this.#n.runAction({action:u.action,job:this.#A(t.id),leg:n,step:w,stepId:a.
id,matrix:o?r:null,inputs:D,defaults:P,env:I,path:i.path(),workingDirectory:it,upstream:this.#pt(t),needsFacts:this.#t.needsFacts.
get(t.id),jobIds:this.#d,secrets:this.#p,stageJob:oe(t.id),signal:F});U=j.outputs,Object.keys(j.env).length>0&&(V=j.env),
j.summary.trim()!==""&&this.#n.summary?.(this.#A(t.id),n,j.summary);for(let{warnings:M=[],...T}of j.recorded){this.#u.push(
{job:this.#A(t.id),leg:n,...T}),A.includes(T.stage)||A.push(T.stage),this.#i({type:"stage-recorded",job:t.id,leg:n,...T});
for(let H of M)this.#i(qa(t.id,n,T,H))}j.ok||(x=i.signal.aborted?"cancelled":"failure",E=j.message);break}case"noop":{let D=u.
action==="checkout"?Eo(a.uses?.text??"actions/checkout",this.#lt(a,q),this.#at()):null;D!==null&&this.#N(t.id,n,"warning",
D),E=D??`${a.uses?.text}: no-op here (${u.reason})`;break}case"local":{let D=this.#n.loadAction?await this.#n.loadAction(
u.path):null;if(D?.kind!=="composite"){let M=`${u.path} ${D?`is a ${D.using} action, which`:""} cannot run locally; step\
 skipped`.replace("  "," ");return this.#N(t.id,n,"warning",M),C("skipped","skipped",M)}let j=await this.#ft(t,n,r,o,D,{
uses:u.path,depth:(l.inComposite?.depth??0)+1,index:w,name:m,with:Rt(this.#s,a.with,(M,T)=>q(T,`with.${M}`)),contexts:b,
stepStatus:i.stepStatus,defaults:P,env:I,overrides:g,path:i.path(),signal:F,kill:i.kill,onCancel:i.onCancel});U=j.outputs,
Object.keys(j.envAdded).length>0&&(V=j.envAdded),k=j.pathAdded,A.push(...j.stages),j.outcome!=="success"&&(x=j.outcome,E=
j.message,O=j.outputTail);break}case"skip":return this.#N(t.id,n,"warning",u.notice),C("skipped","skipped",u.notice);default:
pn(u,"step action")}}catch(I){x=i.signal.aborted?"cancelled":"failure",E=rt(I),I instanceof v||this.#i({type:"notice",level:"\
error",job:t.id,leg:n,message:`internal error: ${E}`})}L&&(clearTimeout(L.timer),L.up&&!i.signal.aborted&&(x="failure",E=
`${Z(d,a.timeoutMinutes?.position??a.position)}: the step timed out after ${ce(L.minutes)} (timeout-minutes)`));let K=x;
return x==="failure"&&this.#J(a,i.contexts(),t.id,n,!0,d)&&(K="success"),C(x,K,E,{outputs:U,envAdded:V,pathAdded:k,stages:A,
outputTail:O})}async#ft(t,e,n,r,o,i){if(i.depth-1>En)throw new v("action-invalid",`${i.uses}: composite action depth exc\
eeded max depth ${En}, as on GitHub (does it use itself?)`,{where:o.file});let l=o.directory,a=i.contexts(),u={...a.github,
action_path:l},d=Object.fromEntries(Object.entries(i.with).map(([k,A])=>[k.toLowerCase(),A])),c={...d},p=new Set(o.inputs.
map(k=>k.id.toLowerCase())),f=Object.keys(d).filter(k=>!p.has(k));f.length>0&&this.#N(t.id,e,"warning",`step ${i.index+1}\
: unexpected input(s) ${f.map(k=>`'${k}'`).join(", ")} of ${i.uses}, valid inputs are [${[...p].map(k=>`'${k}'`).join(",\
 ")}]`);for(let k of o.inputs){let A=k.id.toLowerCase();Object.hasOwn(d,A)?c[A]=d[A]:k.default?c[A]=$t(this.#s,k.default,
{contexts:{...a,github:u},where:this.#h(k.default,`inputs.${k.id}.default`,o.file),...this.#k()}):c[A]=""}let g={...i.env},
h=[...i.path],S={},m=[],w={},y=null,$=[],C=()=>({...i.contexts(),github:{...u,action_status:y===null?"success":"failure"},
inputs:c,steps:w,env:g}),_={success:()=>y===null&&!i.stepStatus.cancelled(),failure:()=>y!==null,cancelled:()=>i.stepStatus.
cancelled()},x={...i.defaults,GITHUB_ACTION_PATH:l};for(let k of o.steps){if(i.signal.aborted)break;let A=new AbortController,
P=i.onCancel(L=>{this.#tt(k,C(),_,t.id,e,o.file)||A.abort(L)}),F;try{F=await this.#Q(t,{step:k,action:zs(k)},e,n,r,{contexts:C,
stepStatus:_,defaults:x,env:()=>g,path:()=>h,signal:AbortSignal.any([i.signal,A.signal]),kill:i.kill,onCancel:i.onCancel},
{file:o.file,runDefaults:{shell:null,workingDirectory:null,shellAt:null},inComposite:{index:i.index,name:i.name,depth:i.
depth}})}finally{P()}if(F.envAdded&&(g={...g,...F.envAdded,...i.overrides},Object.assign(S,F.envAdded)),F.pathAdded.length>
0&&(h=[...F.pathAdded,...h],m.unshift(...F.pathAdded)),k.id&&(w={...w,[k.id]:{outputs:F.outputs,outcome:F.outcome,conclusion:F.
conclusion}}),$.push(...F.stages),F.conclusion!=="success"&&F.conclusion!=="skipped"&&y===null&&(y=F),F.notEvaluated)break}
let E={},O=null;try{E=Rt(this.#s,Object.fromEntries(o.outputs.flatMap(k=>k.value?[[k.id,k.value]]:[])),(k,A)=>({contexts:C(),
where:this.#h(A,`outputs.${k}.value`,o.file),...this.#k()}))}catch(k){O=rt(k)}let U=i.signal.aborted?"cancelled":y!==null?
y.conclusion:O!==null?"failure":"success",V=y?`${i.uses}: ${y.message??y.conclusion}`:O!==null?`${i.uses}: ${O}`:null;return{
outcome:U,message:V,outputTail:y?.outputTail??null,outputs:E,envAdded:S,pathAdded:m,stages:$}}#tt(t,e,n,r,o,i=this.#t.workflow.
fileName){try{return this.#et(t,e,n,i)}catch(l){return this.#i({type:"notice",level:"error",job:r,leg:o,message:`${rt(l)}\
; the step is stopped with its cancelled job`}),!1}}#et(t,e,n,r=this.#t.workflow.fileName){return Oe(this.#s,t.if,{contexts:e,
status:n,where:Z(r,t.if.position??t.position),...this.#k()})}#k(){return this.#n.host?{host:this.#n.host}:{}}#nt(t,e){return this.#i(
{type:"notice",level:"warning",job:t,leg:e,message:"failed, and the job has continue-on-error: the jobs that need it see\
 success, and the run does not fail for it"}),"success"}#J(t,e,n,r,o=!1,i=this.#t.workflow.fileName){let l=t.continueOnError;
if(typeof l=="boolean")return l;let a;try{let u=$t(this.#s,l,{contexts:e,where:this.#h(l,"continue-on-error",i),...o?this.#k():
{}});if(u==="true"||u==="false")return u==="true";a=`${this.#h(l,"continue-on-error",i)}: continue-on-error must be true\
 or false, got ${JSON.stringify(u)}; the failure stands`}catch(u){a=`${rt(u)}; the failure stands (continue-on-error)`}return this.#i(
{type:"notice",level:"error",job:n,leg:r,message:a}),!1}#pt(t){let e=this.#c;return Vr(t.stageUpstream,n=>(e.has(n)?Ur(e.
get(n),e):[n]).flatMap(r=>[e.get(r)?.stages,this.#x.get(r),this.#a.get(r)?.stages]),{shownJob:n=>this.#A(n),matrixOf:n=>this.#m.
get(n),placeOf:Lr(this.#t,t)})}#ht(t,e,n){let r=Dr(this.#s,t,e,n,this.#p);if(r!==null){this.#x.set(t.id,r.map(({stage:o})=>o));
for(let{stage:o,leg:i}of r)Object.keys(i).length>0&&this.#m.set(o,i)}}#st(t,e,n){let r=t.job.name,o=t.calledBy===null?"":
this.#S(t).namePrefix;if(!r&&o==="")return null;let i=t.job.id,l=!1;if(r){try{i=$t(this.#s,r,{contexts:n,...this.#k()})}catch{
i=r.text}l=r.expression!==null&&this.#s.facts(r.expression).paths.some(a=>a[0]==="matrix")}return e&&!l&&(i+=Yo(e)),Wn(`${o}${i}`)}#gt(t,e){
return Wn(this.#mt(t,e))}#mt(t,e){if(t.name)try{return $t(this.#s,t.name,{contexts:e,...this.#k()})}catch{return t.name.
text}if(t.uses)return`Run ${t.uses.text}`;let n=t.run?.text??"";if(t.run)try{n=$t(this.#s,t.run,{contexts:e,...this.#k()})}catch{}
return`Run ${n.trimStart().split(/\r|\n/)[0]?.trim()??""}`}#i(t){let e=this.#n.now().toISOString(),n="job"in t&&t.job!==
null?this.#y.get(t.job):void 0,r;if(n===void 0)r={...t,at:e};else if(t.type==="job-skipped")r={...t,type:"job-finished",
job:n,leg:t.job,duration_ms:0,at:e};else if(t.type==="notice"&&t.leg===null)r={...t,job:n,leg:t.job,at:e};else if(t.type!==
"job-legs")r={...t,job:n,at:e};else return;if(r.type==="job-skipped")this.#C.set(r.job,r.reason);else if(r.type==="job-f\
inished"){let o=this.#O.get(r.job)??[];o.push({leg:r.leg,result:r.result,...r.reason===void 0?{}:{reason:r.reason}}),this.#O.
set(r.job,o)}this.#n.emit(r)}#A(t){return this.#y.get(t)??t}};function Ba(s){return typeof s=="string"?s:JSON.stringify(
s)}function Yo(s){return` (${Object.values(s).map(Ba).join(", ")})`}var Zo={lines:10,bytes:2048},Ga=new Set(["error","wa\
rning","notice"]);function Ka(s){let t=[],e=new le;for(let n of s.split(/\r?\n/)){let r=Ds(n),o=e.read(r);if(o==="resume\
d")continue;if(o===null){t.push(r);continue}let{command:i,data:l}=o;i==="stop-commands"?e.stop(l):Ga.has(i)?t.push(`${i[0].
toUpperCase()}${i.slice(1)}: ${l}`):i==="group"&&t.push(l)}return ys(t.join(`
`),Zo.lines,Zo.bytes)}function Va(s,t,e){let n=o=>String(s[o]??""),r=o=>s[o]===void 0?{}:{[`GITHUB_${o.toUpperCase()}`]:n(
o)};return{...r("event_path"),...r("actor_id"),...r("repository_id"),...r("repository_owner_id"),...r("ref_protected"),...r(
"retention_days"),GITHUB_ACTIONS:"true",GITHUB_WORKFLOW:n("workflow"),GITHUB_WORKFLOW_REF:n("workflow_ref"),GITHUB_WORKFLOW_SHA:n(
"workflow_sha"),GITHUB_RUN_ID:n("run_id"),GITHUB_RUN_NUMBER:n("run_number"),GITHUB_RUN_ATTEMPT:n("run_attempt"),GITHUB_JOB:n(
"job"),GITHUB_REPOSITORY:n("repository"),GITHUB_REPOSITORY_OWNER:n("repository_owner"),GITHUB_SHA:n("sha"),GITHUB_REF:n(
"ref"),GITHUB_REF_NAME:n("ref_name"),GITHUB_REF_TYPE:n("ref_type"),GITHUB_HEAD_REF:n("head_ref"),GITHUB_BASE_REF:n("base\
_ref"),GITHUB_EVENT_NAME:n("event_name"),GITHUB_ACTOR:n("actor"),GITHUB_TRIGGERING_ACTOR:n("triggering_actor"),GITHUB_SERVER_URL:n(
"server_url"),GITHUB_API_URL:n("api_url"),GITHUB_GRAPHQL_URL:n("graphql_url"),GITHUB_WORKSPACE:e,...qo(t)}}function qa(s,t,e,n){
let{stage:r,attempt:o}=e,i=`stage ${r}${o>1?` attempt ${o}`:""}`;return{type:"notice",level:"warning",job:s,leg:t,message:`${i}\
: ${n.path==="$"?n.message:Vt(n)}`,problem:{stage:r,attempt:o,code:n.code,path:n.path}}}function rt(s){return s instanceof
v?s.where?`${s.where}: ${s.message}`:s.message:s instanceof Error?s.message:String(s)}function tn(s,t){return Math.max(0,
Math.round(t.getTime()-s.getTime()))}function ti(s,t,e,n){let r=d=>d!==void 0&&d!=="*"&&d!=="GITHUB_TOKEN"&&!e.has(d),o=d=>{if(d[0]==="github")return d[1]===
"token"&&d.length===2;if(d[0]==="vars")return d[1]!==void 0&&d[1]!=="*"&&!n.has(d[1].toUpperCase());if(d[0]!=="secrets")
return!1;let c=d[1]?.toUpperCase();return c==="GITHUB_TOKEN"?!e.has(c):r(c)},i=d=>d==="other"||d.some(c=>!o(c)),l=new Map,
a=d=>{if(d===null||d.expression===null)return;let c=t.facts(d.expression);c.paths.forEach((p,f)=>{let g=p[0]==="secrets"?
p[1]?.toUpperCase():void 0;if(!r(g))return;let h=i(c.fallbacks[f]??[]),S=l.get(g);S===void 0?l.set(g,{name:g,where:Z(s.fileName,
d.position),fallsBack:h}):S.fallsBack&&!h&&l.set(g,{name:g,where:Z(s.fileName,d.position),fallsBack:h})})},u=d=>{for(let c of Object.
values(d))a(c)};u(s.env);for(let d of s.jobs){u(d.env),d.secrets!=="inherit"&&u(d.secrets);for(let c of d.steps)u(c.env),
u(c.with),a(c.run)}return[...l.values()]}var Xa=["[skip ci]","[ci skip]","[no ci]","[skip actions]","[actions skip]"],Ya=["skip-checks: true","skip-checks:true"],
Za=/^(?:[A-Za-z0-9][A-Za-z0-9-]*:|\s+\S)/;function ei(s){let t=Xa.find(a=>s.includes(a));if(t!==void 0)return{kind:"inst\
ruction",text:t};let e=s.trimEnd().split(/\r?\n/),n=e.at(-1)??"",r=Ya.find(a=>a===n);if(r===void 0)return null;let o=a=>a!==
void 0&&a.trim()==="",i=e.length-1;for(;i>0&&!o(e[i-1]);)i--;return e.slice(i).every(a=>Za.test(a))&&o(e[i-1])&&o(e[i-2])?
{kind:"trailer",text:r}:null}function ni(s,t,e,n=!1,r){return Qa(s,t,e,n)??tl(s,t,e,r)}function Qa(s,t,e,n){let r=s.on[t];if(r===null||typeof r!="obj\
ect"||Array.isArray(r))return null;let o=r,i=Le(o.types),l=e.action;if(i!==null&&i.length>0&&typeof l=="string"&&!i.includes(
l))return`the event's action ${l} is none of on.${t}.types (${i.join(", ")}): GitHub would not run this workflow for it`;
if(t==="push"){let a=typeof e.ref=="string"?e.ref:"";return a.startsWith("refs/tags/")?Gn(o,"push","tags","branches",a.slice(
10),"tag"):a.startsWith("refs/heads/")?Gn(o,"push","branches","tags",a.slice(11),"branch"):null}if((t==="pull_request"||
t==="pull_request_target")&&!n){let a=e.pull_request?.base?.ref;return typeof a=="string"?Gn(o,t,"branches",null,a,"base\
 branch"):null}return null}function tl(s,t,e,n){if(!Object.hasOwn(s.on,t))return null;let r,o;if(t==="push")r=e.head_commit?.
message,o="the push's head commit";else if(t==="pull_request"){let a=e.pull_request?.head?.sha;if(n===void 0||a!==n.sha)
return null;r=n.message,o=`the pull request's head commit (${n.sha.slice(0,7)}, HEAD here)`}else return null;let i=typeof r==
"string"?ei(r):null;if(i===null)return null;let l=i.kind==="trailer"?`ends with the trailer ${i.text}`:`holds ${i.text}`;
return`${o} message ${l}: GitHub would not run this workflow for it`}function Gn(s,t,e,n,r,o){let i=Le(s[e]),l=Le(s[`${e}\
-ignore`]),a="GitHub would not run this workflow for it";return i!==null?Or(r,i)?null:`the ${o} ${r} matches none of on.${t}\
.${e} (${i.join(", ")}): ${a}`:l!==null?Pr(r,l)?null:`the ${o} ${r} matches on.${t}.${e}-ignore (${l.join(", ")}): ${a}`:
n!==null&&(s[n]!==void 0||s[`${n}-ignore`]!==void 0)?`on.${t} filters ${n} only, so a push of a ${o} (${r}) does not sta\
rt it: ${a}`:null}var el=new TextEncoder,nl=new TextDecoder("utf-8",{ignoreBOM:!0}),de=class{#t;#n;#s;#e=new Map;constructor(t){this.#t=t}async put(t){
let e=await this.#l(),n=await this.#t.put(t),r={stage:n.stage,attempt:n.attempt,runAttempt:n.runAttempt},o=e.get(n.stage)??
[];o.some(l=>Te(l,r)===0)||o.push(r),o.sort(Te),e.set(n.stage,o);let i={record:JSON.parse(nr(t.record)),prompt:nl.decode(
el.encode(t.prompt)),handoff:JSON.parse(sr(t.handoff)),recordSha256:n.recordSha256};return this.#e.set(si(r),Promise.resolve(
i)),n}get(t){return this.#r(e=>{let n=e.get(t)?.at(-1);return n===void 0?Promise.resolve(void 0):this.#o(n)})}getAttempt(t,e,n=1){
return this.#r(r=>{let o=r.get(t)?.find(i=>i.attempt===e&&i.runAttempt===n);return o?this.#o(o):Promise.resolve(void 0)})}#r(t){
return this.#s?t(this.#s):this.#l().then(t)}#o(t){let e=si(t),n=this.#e.get(e);return n||(n=this.#t.getAttempt(t.stage,t.
attempt,t.runAttempt),n.catch(()=>this.#e.delete(e)),this.#e.set(e,n)),n}async list(){return[...(await this.#l()).values()].
flat().sort(_e)}#l(){return this.#n??=this.#t.list().then(t=>{let e=new Map;for(let{stage:n,attempt:r,runAttempt:o}of t)
e.set(n,[...e.get(n)??[],{stage:n,attempt:r,runAttempt:o}]);for(let n of e.values())n.sort(Te);return this.#s=e,e}),this.#n}};
function si(s){return`${s.stage}\0${s.runAttempt}\0${s.attempt}`}var Et=At(Qt(),1);var en=class{path;#t;#n;#s=null;#e=!1;constructor(t){this.path=t,this.#t=(0,Et.openSync)(t,"a",420),this.#n=(0,Et.fstatSync)(
this.#t).size}write(t){if(this.#s!==null||this.#e)return;let e=Buffer.from(`${JSON.stringify(t)}
`);try{for(let n=0;n<e.length;)n+=(0,Et.writeSync)(this.#t,e,n,e.length-n);this.#n+=e.length}catch(n){try{(0,Et.ftruncateSync)(
this.#t,this.#n)}catch{}this.#s=ae(this.path,"the run's events",n)}}get failure(){return this.#s}close(){this.#e||(this.#e=
!0,(0,Et.closeSync)(this.#t))}};var Ni=At(Ee(),1),J=At(Qt(),1);import{appendFile as Lu,mkdtemp as Fu,open as Ci,readFile as Iu,rm as Du,writeFile as Wu}from"node:fs/promises";
import{delimiter as Uu,dirname as Hu,join as kt,relative as Ju,resolve as zu}from"node:path";var ri=65536,fe=4096,sl=/^\s*(?:[A-Za-z0-9+/=]*|[A-Za-z][A-Za-z0-9-]*: .*)\s*$/;function rl(s){let t=Ws(s);return!xn(s)&&
!xn(t)&&!sl.test(t)}var nn=class{#t;#n;#s=new Map;constructor(t,e){this.#t=t,this.#n=e}push(t,e="stdout"){let n=this.#e(
e),r=n.partial+t,o=r.endsWith("\r")?r.length-1:r.length,i=r.slice(0,o).split(/\r\n|\r|\n/);n.partial=(i.pop()??"")+r.slice(
o);for(let l of i)this.#r(n,l);n.partial.length>ri&&(n.overlong||(this.#o(n,n.partial.slice(0,fe)),n.overlong=!0),n.inKey=
Ut(n.partial,n.inKey),n.partial=n.partial.slice(-fe))}flush(){for(let t of this.#s.values())t.overlong||this.#o(t,t.partial.
replace(/\r$/,"").slice(0,fe))}end(){for(let t of this.#s.values())t.partial!==""&&this.#r(t,t.partial),t.partial="",this.#o(
t,"")}#e(t){let e=this.#s.get(t);return e||(e={partial:"",held:null,previous:"",inKey:!1,overlong:!1},this.#s.set(t,e)),
e}#r(t,e){if(e.length>ri&&!t.overlong&&(this.#o(t,e.slice(0,fe)),t.overlong=!0),t.overlong){t.overlong=!1,t.inKey=Ut(e,t.
inKey),t.previous=t.inKey?"":e.slice(-fe);return}if(t.inKey&&rl(e)&&(t.inKey=!1),t.inKey||gr(e)){t.inKey||this.#o(t,""),
t.inKey=Ut(e,t.inKey),t.previous=t.inKey?"":e;return}this.#o(t,e),t.held=e}#o(t,e){let n=t.held;if(t.held=null,n===null)
return;let r=st(`${t.previous}
${n}
${e}`,this.#t()),o=r.text.split(`
`),i=o.length===3?o[1]??"":$s(r.redactions[0]?.kind??"secret-value");t.previous=n,i.trim()!==""&&this.#n(i)}};var oi=["comment","summary","both"],ol=/^[A-Za-z0-9_.-]{1,64}$/;function Vn(s){let t=(s[Y.mode]??"").trim()||"both";if(!oi.
includes(t))throw new v("input-invalid",`must be one of ${oi.join(", ")}; got "${t}"`,{where:Y.mode});return t}function qn(s,t){
let e=Vn(s),n=(s[Y.key]??"").trim()||no;if(!ol.test(n))throw new v("input-invalid",`must be 1 to 64 letters, digits, '.'\
, '_' or '-' (it names the sticky comment); got "${n}"`,{where:Y.key});let r=al(s[Y.includeDetail]??"",Y.includeDetail,!1),
o=null;if(e!=="summary"){let i=(s[Y.issueNumber]??"").trim();if(i!==""){if(!/^[1-9]\d{0,9}$/.test(i))throw new v("input-\
invalid",`must be the number of an issue or pull request, like 42; got "${i}"`,{where:Y.issueNumber});o=Number(i)}else if(o=
il(t.payload),o===null)throw new v("issue-number-missing",`there is no issue or pull request to comment on: the triggeri\
ng event (${t.name||"unknown"}) is not about one. Set the issue-number input, or use mode: summary`,{where:Y.issueNumber})}
return{mode:e,key:n,includeDetail:r,issueNumber:o}}function il(s){let t=pe(s);if(!t)return null;let e=Kn(pe(t.pull_request)?.
number)??Kn(pe(t.issue)?.number);if(e!==null)return e;for(let n of["workflow_run","check_run","check_suite"]){let r=pe(t[n])?.
pull_requests;if(Array.isArray(r)&&r.length===1){let o=Kn(pe(r[0])?.number);if(o!==null)return o}}return null}function al(s,t,e){let n=s.trim();if(n==="")return e;if(["true","True","TRUE"].includes(n))return!0;if(["false","False",
"FALSE"].includes(n))return!1;throw new v("input-invalid",`must be true or false; got "${n}"`,{where:t})}function pe(s){
return s!==null&&typeof s=="object"&&!Array.isArray(s)?s:null}function Kn(s){return typeof s=="number"&&Number.isInteger(
s)&&s>0?s:null}var ll={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\u274C"};function ii(s){let{record:t,handoff:e}=s,
n=l=>eo(l,s)||" ",r=[["status",`${t.status} (${t.outcome.reason})`],["attempt",String(t.attempt)],["exit code",t.agent.exit_code===
null?"none":String(t.agent.exit_code)],["duration",`${(t.agent.duration_ms/1e3).toFixed(1)} s`],["handoff",t.present&&t.
digests.handoff?`present, sha256 ${t.digests.handoff.slice(0,12)}`:"none"]];e?.next&&r.push(["next",e.next.stage]),s.notStored!==
void 0?r.push(["artifact","not stored"]):s.artifactName&&r.push(["artifact",s.artifactName]);let o=[];o.push([`### ${ll[t.
status]} baton stage \`${t.stage}\``,"","| | |","|---|---|",...r.map(([l,a])=>`| ${l} | ${n(a)} |`)].join(`
`)),s.notStored!==void 0&&o.push(`${to(ul(s.notStored),s)}. No later stage can read this record or its handoff; it is sh\
own here only.`),t.outcome.message&&o.push(Cn(t.outcome.message,s)),e&&o.push(["#### Summary","",Cn(e.summary,s)].join(`\

`));let i=Object.entries(e?.data??{});return i.length>0&&o.push(["#### Data","","| key | value |","|---|---|",...i.map(([
l,a])=>`| ${n(l)} | ${n(a)} |`)].join(`
`)),t.problems.length>0&&o.push(["#### Problems","","| severity | code | where | message |","|---|---|---|---|",...t.problems.
map(l=>`| ${l.severity} | ${n(l.code)} | ${n(l.path)} | ${n(l.message)} |`)].join(`
`)),cl(o,s.notStored===void 0?s.artifactName:void 0)}function ul(s){return s.charAt(0).toUpperCase()+s.slice(1)}function cl(s,t){
let e=`_Cut to fit the step summary; the full record is in ${t?`artifact ${t}`:"the stage record"}._`,n=bt.stepSummaryBytes-
hn(e)-4,r=[],o=0;for(let i of s){let l=hn(i)+2;if(o+l>n){r.push(e);break}r.push(i),o+=l}return`${r.join(`

`)}
`}function ai(s,t){return st(s,t).redactions.length===0?s:`${Qr(s.trimEnd(),t)}
`}var ns=At(Ee(),1),ht=At(Qt(),1);import{homedir as xu}from"node:os";import{dirname as Pi,isAbsolute as $u,join as Ru,resolve as rs,
sep as on}from"node:path";var li=(s,t,e)=>{let n,r,o,i,l,a=e.indexOf(s),u=e.indexOf(t,a+1),d=a;if(a>=0&&u>0){if(s===t)return[a,u];for(n=[],o=e.length;d>=
0&&!l;){if(d===a)n.push(d),a=e.indexOf(s,d+1);else if(n.length===1){let c=n.pop();c!==void 0&&(l=[c,u])}else r=n.pop(),r!==
void 0&&r<o&&(o=r,i=u),u=e.indexOf(t,d+1);d=a<u&&a>=0?a:u}n.length&&i!==void 0&&(l=[o,i])}return l};var ui="\0SLASH"+Math.random().toFixed(16)+"\0",ci="\0OPEN"+Math.random().toFixed(16)+"\0",sn="\0CLOSE"+Math.random().toFixed(
16)+"\0",di="\0COMMA"+Math.random().toFixed(16)+"\0",fi="\0PERIOD"+Math.random().toFixed(16)+"\0",dl=new RegExp(ui,"g"),
fl=new RegExp(ci,"g"),pl=new RegExp(sn,"g"),hl=new RegExp(di,"g"),gl=new RegExp(fi,"g"),ml=/\\\\/g,wl=/\\{/g,yl=/\\}/g,bl=/\\,/g,
Sl=/\\\./g,kl=1e5,vl=4e6,xl=1e3,$l=1e3,Rl=2e7,Ol=16;function Xn(s){return isNaN(s)?s.charCodeAt(0):parseInt(s,10)}function Pl(s){
return s.replace(ml,ui).replace(wl,ci).replace(yl,sn).replace(bl,di).replace(Sl,fi)}function El(s){return s.replace(dl,"\
\\").replace(fl,"{").replace(pl,"}").replace(hl,",").replace(gl,".")}function Yn(s,t){for(let e=0;e<t.length;e++)s.push(
t[e])}function pi(s,t,e){if(e.remaining<0)return;let n=li("{","}",t),r=n!==void 0&&t.indexOf("{")<n[0];if(e.remaining-=n&&
!r?n[1]+1:s.length,!(!n||e.remaining<0))return{end:n[1],pre:s.slice(0,n[0]),body:s.slice(n[0]+1,n[1]),post:s.slice(n[1]+
1),unmatched:r}}function Al(s,t){t.remaining-=s.length;let e=[];for(let o=0;o<s.length;o++){let i=s.charCodeAt(o);i===123?
e.push(o):i===125&&e.length&&e.pop()}let n="",r=0;for(let o=0;o<e.length;o++){let i=e[o];n+=s.slice(r,i)+"\0",r=i+1}return n+
s.slice(r)}function Tl(s,t){if(t.remaining-=s.length,t.remaining<0)return!1;let e=!1;for(let n=s.length-1;n>=0;n--){let r=s.
charCodeAt(n);if(r===125)e=!0;else if(r===10||r===13||r===8232||r===8233)e=!1;else if(r===44&&e&&s.charCodeAt(n+1)!==44)
return!0}return!1}function _l(s,t){let e=[],n="";for(;;){let r=pi(s,s,t);if(t.remaining<0)return;if(!r){let u=s.split(",");
return u[0]=n+u[0],Yn(e,u),e}let{pre:o,body:i,post:l}=r,a=o.split(",");if(a[0]=n+a[0],a[a.length-1]+="{"+i+"}",!l.length)
return Yn(e,a),e;n=a.pop(),Yn(e,a),s=l}}function he(s,t){return s===void 0||isNaN(s)?t:s}function hi(s,t={}){if(!s)return[];
let e=he(t.max,kl),n=he(t.maxLength,vl),r=he(t.maxDepth,xl),o=he(t.maxRewrites,$l),i=he(t.maxSteps,Rl);return s.slice(0,
2)==="{}"&&(s="\\{\\}"+s.slice(2)),Zn(Pl(s),e,n,r,0,o,{remaining:i},!0).map(El)}function Nl(s){return"{"+s+"}"}function Cl(s){
return/^-?0\d/.test(s)}function Ml(s,t){return s<=t}function jl(s,t){return s>=t}function ge(s,t,e,n,r,o,i){let l=[],a=0,
u;t:for(let d=0;d<s.length;d++){let c=s[d]+t,p=e;o&&!c&&(u||(u=e.filter(f=>f)),p=u);for(let f=0;f<p.length;f++){if(l.length>=
n)break t;let g=c+p[f];if(a+g.length>r)break t;l.push(g),a+=g.length}}return i.remaining-=l.length,l}function Ll(s,t,e,n,r){
let o=s.split(/\.\./),i=[];if(o[0]===void 0||o[1]===void 0)return i;let l=Xn(o[0]),a=Xn(o[1]),u=Math.max(o[0].length,o[1].
length),d=o.length===3&&o[2]!==void 0?Math.max(Math.abs(Xn(o[2])),1):1,c=Ml;a<l&&(d*=-1,c=jl);let f=o.some(Cl),g=f?u:1,h=0;
for(let S=l;c(S,a)&&i.length<e;S+=d){if(r.remaining-=g,r.remaining<0)return;let m;if(t)m=String.fromCharCode(S),m==="\\"&&
(m="");else if(m=String(S),f){let w=u-m.length;if(w>0){let y=new Array(w+1).join("0");S<0?m="-"+y+m.slice(1):m=y+m}}if(h+
m.length>n)break;i.push(m),h+=m.length}return i}function Zn(s,t,e,n,r,o,i,l){if(i.remaining-=Ol,r>n)return[s];let a=[""],
u=0,d=!1,c=!0,p=s;for(;;){let f=pi(s,p,i);if(!f)return ge(a,s,[""],t,e,d,i);f.unmatched&&(p=Al(p,i));let g=f.pre,h=()=>ge(
a,g+"{"+f.body+"}"+f.post,[""],t,e,d,i);if(/\$$/.test(g)){if(a=ge(a,g+"{"+f.body+"}",[""],t,e,d&&!f.post.length,i),c=!1,
!f.post.length)break;s=f.post,p=p.slice(f.end+1);continue}let S=/^-?\d+\.\.-?\d+(?:\.\.-?\d+)?$/.test(f.body),m=/^[a-zA-Z]\.\.[a-zA-Z](?:\.\.-?\d+)?$/.
test(f.body),w=S||m,y=f.body.indexOf(",")>=0;if(!w&&!y){if(u<o&&Tl(f.post,i)){u++,s=f.pre+"{"+f.body+sn+f.post,p=p.slice(
0,f.end)+sn+p.slice(f.end+1),l=!0;continue}return h()}c&&(d=l&&!w,c=!1);let $;if(w){if($=Ll(f.body,m,t,e,i),!$)return h()}else{
let _=_l(f.body,i);if(!_)return h();if(_.length===1&&_[0]!==void 0){if(_=Zn(_[0],t,e,n,r+1,o,i,!1).map(Nl),i.remaining<0)
return h();if(_.length===1){let O=ge(a,g+_[0],[""],t,e,d&&!f.post.length,i);if(i.remaining<0)return h();if(a=O,!f.post.length)
break;s=f.post,p=p.slice(f.end+1);continue}}let x=d&&!f.post.length&&!g;for(let O=0;x&&O<a.length;O++)a[O]&&(x=!1);$=[];
let E=0;t:for(let O=0;O<_.length;O++){let U=Zn(_[O],t,e,n,r+1,o,i,!1);if(i.remaining<0)return h();for(let V=0;V<U.length;V++){
let k=U[V];if(!(x&&!k)){if($.length>=t||E+k.length>e)break t;$.push(k),E+=k.length}}}}let C=ge(a,g,$,t,e,d&&!f.post.length,
i);if(i.remaining<0)return h();if(a=C,!f.post.length)break;s=f.post,p=p.slice(f.end+1)}return a}var me=s=>{if(typeof s!="string")throw new TypeError("invalid pattern");if(s.length>65536)throw new TypeError("pattern i\
s too long")};var Fl={"[:alnum:]":["\\p{L}\\p{Nl}\\p{Nd}",!0],"[:alpha:]":["\\p{L}\\p{Nl}",!0],"[:ascii:]":["\\x00-\\x7f",!1],"[:blank\
:]":["\\p{Zs}\\t",!0],"[:cntrl:]":["\\p{Cc}",!0],"[:digit:]":["\\p{Nd}",!0],"[:graph:]":["\\p{Z}\\p{C}",!0,!0],"[:lower:\
]":["\\p{Ll}",!0],"[:print:]":["\\p{C}",!0],"[:punct:]":["\\p{P}",!0],"[:space:]":["\\p{Z}\\t\\r\\n\\v\\f",!0],"[:upper:\
]":["\\p{Lu}",!0],"[:word:]":["\\p{L}\\p{Nl}\\p{Nd}\\p{Pc}",!0],"[:xdigit:]":["A-Fa-f0-9",!1]},we=s=>s.replace(/[[\]\\-]/g,
"\\$&"),Il=s=>s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),gi=s=>s.join(""),mi=(s,t)=>{let e=t;if(s.charAt(e)!=="[")throw new Error(
"not in a brace expression");let n=[],r=[],o=e+1,i=!1,l=!1,a=!1,u=!1,d=e,c="";t:for(;o<s.length;){let h=s.charAt(o);if((h===
"!"||h==="^")&&o===e+1){u=!0,o++;continue}if(h==="]"&&i&&!a){d=o+1;break}if(i=!0,h==="\\"&&!a){a=!0,o++;continue}if(h===
"["&&!a){for(let[S,[m,w,y]]of Object.entries(Fl))if(s.startsWith(S,o)){if(c)return["$.",!1,s.length-e,!0];o+=S.length,y?
r.push(m):n.push(m),l=l||w;continue t}}if(a=!1,c){h>c?n.push(we(c)+"-"+we(h)):h===c&&n.push(we(h)),c="",o++;continue}if(s.
startsWith("-]",o+1)){n.push(we(h+"-")),o+=2;continue}if(s.startsWith("-",o+1)){c=h,o+=2;continue}n.push(we(h)),o++}if(d<
o)return["",!1,0,!1];if(!n.length&&!r.length)return["$.",!1,s.length-e,!0];if(r.length===0&&n.length===1&&/^\\?.$/.test(
n[0])&&!u){let h=n[0].length===2?n[0].slice(-1):n[0];return[Il(h),!1,d-e,!1]}let p="["+(u?"^":"")+gi(n)+"]",f="["+(u?"":
"^")+gi(r)+"]";return[n.length&&r.length?"("+p+"|"+f+")":n.length?p:f,l,d-e,!0]};var Ft=(s,{windowsPathsNoEscape:t=!1,magicalBraces:e=!0}={})=>e?t?s.replace(/\[([^/\\])\]/g,"$1"):s.replace(/((?!\\).|^)\[([^/\\])\]/g,
"$1$2").replace(/\\([^/])/g,"$1"):t?s.replace(/\[([^/\\{}])\]/g,"$1"):s.replace(/((?!\\).|^)\[([^/\\{}])\]/g,"$1$2").replace(
/\\([^/{}])/g,"$1");var pt,Dl=new Set(["!","?","+","*","@"]),Qn=s=>Dl.has(s),wi=s=>Qn(s.type),Wl=new Map([["!",["@"]],["?",["?","@"]],["@",[
"@"]],["*",["*","+","?","@"]],["+",["+","@"]]]),Ul=new Map([["!",["?"]],["@",["?"]],["+",["?","*"]]]),Hl=new Map([["!",[
"?","@"]],["?",["?","@"]],["@",["?","@"]],["*",["*","+","?","@"]],["+",["+","@","?","*"]]]),yi=new Map([["!",new Map([["\
!","@"]])],["?",new Map([["*","*"],["+","*"]])],["@",new Map([["!","!"],["?","?"],["@","@"],["*","*"],["+","+"]])],["+",
new Map([["?","*"],["*","*"]])]]),Jl="(?!(?:^|/)\\.\\.?(?:$|/))",rn="(?!\\.)",zl=new Set(["[","."]),Bl=new Set(["..","."]),
Gl=new Set("().*{}+?[]^$\\!"),Kl=s=>s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),ts="[^/]",bi=ts+"*?",Si=ts+"+?",Vl=0,Ht=class{type;#t;#n;#s=!1;#e=[];#r;#o;#l;#a=!1;#u;#d;#c=!1;id=++Vl;get depth(){
return(this.#r?.depth??-1)+1}[Symbol.for("nodejs.util.inspect.custom")](){return{"@@type":"AST",id:this.id,type:this.type,
root:this.#t.id,parent:this.#r?.id,depth:this.depth,partsLength:this.#e.length,parts:this.#e}}constructor(t,e,n={}){this.
type=t,t&&(this.#n=!0),this.#r=e,this.#t=this.#r?this.#r.#t:this,this.#u=this.#t===this?n:this.#t.#u,this.#l=this.#t===this?
[]:this.#t.#l,t==="!"&&!this.#t.#a&&this.#l.push(this),this.#o=this.#r?this.#r.#e.length:0}get hasMagic(){if(this.#n!==void 0)
return this.#n;for(let t of this.#e)if(typeof t!="string"&&(t.type||t.hasMagic))return this.#n=!0;return this.#n}toString(){
return this.#d!==void 0?this.#d:this.type?this.#d=this.type+"("+this.#e.map(t=>String(t)).join("|")+")":this.#d=this.#e.
map(t=>String(t)).join("")}#g(){if(this!==this.#t)throw new Error("should only call on root");if(this.#a)return this;this.
toString(),this.#a=!0;let t;for(;t=this.#l.pop();){if(t.type!=="!")continue;let e=t,n=e.#r;for(;n;){for(let r=e.#o+1;!n.
type&&r<n.#e.length;r++)for(let o of t.#e){if(typeof o=="string")throw new Error("string part in extglob AST??");o.copyIn(
n.#e[r])}e=n,n=e.#r}}return this}push(...t){for(let e of t)if(e!==""){if(typeof e!="string"&&!(e instanceof pt&&e.#r===this))
throw new Error("invalid part: "+e);this.#e.push(e)}}toJSON(){let t=this.type===null?this.#e.slice().map(e=>typeof e=="s\
tring"?e:e.toJSON()):[this.type,...this.#e.map(e=>e.toJSON())];return this.isStart()&&!this.type&&t.unshift([]),this.isEnd()&&
(this===this.#t||this.#t.#a&&this.#r?.type==="!")&&t.push({}),t}isStart(){if(this.#t===this)return!0;if(!this.#r?.isStart())
return!1;if(this.#o===0)return!0;let t=this.#r;for(let e=0;e<this.#o;e++){let n=t.#e[e];if(!(n instanceof pt&&n.type==="\
!"))return!1}return!0}isEnd(){if(this.#t===this||this.#r?.type==="!")return!0;if(!this.#r?.isEnd())return!1;if(!this.type)
return this.#r?.isEnd();let t=this.#r?this.#r.#e.length:0;return this.#o===t-1}copyIn(t){typeof t=="string"?this.push(t):
this.push(t.clone(this))}clone(t){let e=new pt(this.type,t);for(let n of this.#e)e.copyIn(n);return e}static#f(t,e,n,r,o){
let i=r.maxExtglobRecursion??2,l=!1,a=!1,u=-1,d=!1;if(e.type===null){let h=n,S="";for(;h<t.length;){let m=t.charAt(h++);
if(l||m==="\\"){l=!l,S+=m;continue}if(a){h===u+1?(m==="^"||m==="!")&&(d=!0):m==="]"&&!(h===u+2&&d)&&(a=!1),S+=m;continue}else if(m===
"["){a=!0,u=h,d=!1,S+=m;continue}if(!r.noext&&Qn(m)&&t.charAt(h)==="("&&o<=i){e.push(S),S="";let y=new pt(m,e);h=pt.#f(t,
y,h,r,o+1),e.push(y);continue}S+=m}return e.push(S),h}let c=n+1,p=new pt(null,e),f=[],g="";for(;c<t.length;){let h=t.charAt(
c++);if(l||h==="\\"){l=!l,g+=h;continue}if(a){c===u+1?(h==="^"||h==="!")&&(d=!0):h==="]"&&!(c===u+2&&d)&&(a=!1),g+=h;continue}else if(h===
"["){a=!0,u=c,d=!1,g+=h;continue}if(!r.noext&&Qn(h)&&t.charAt(c)==="("&&(o<=i||e&&e.#w(h))){let m=e&&e.#w(h)?0:1;p.push(
g),g="";let w=new pt(h,p);p.push(w),c=pt.#f(t,w,c,r,o+m);continue}if(h==="|"){p.push(g),g="",f.push(p),p=new pt(null,e);
continue}if(h===")")return g===""&&e.#e.length===0&&(e.#c=!0),p.push(g),g="",e.push(...f,p),c;g+=h}return e.type=null,e.#n=
void 0,e.#e=[t.substring(n-1)],c}#p(t){return this.#b(t,Ul)}#b(t,e=Wl){if(!t||typeof t!="object"||t.type!==null||t.#e.length!==
1||this.type===null)return!1;let n=t.#e[0];return!n||typeof n!="object"||n.type===null?!1:this.#w(n.type,e)}#w(t,e=Hl){return!!e.
get(this.type)?.includes(t)}#$(t,e){let n=t.#e[0],r=new pt(null,n,this.options);r.#e.push(""),n.push(r),this.#y(t,e)}#y(t,e){
let n=t.#e[0];this.#e.splice(e,1,...n.#e);for(let r of n.#e)typeof r=="object"&&(r.#r=this);this.#d=void 0}#R(t){return!!yi.
get(this.type)?.has(t)}#T(t){if(!t||typeof t!="object"||t.type!==null||t.#e.length!==1||this.type===null||this.#e.length!==
1)return!1;let e=t.#e[0];return!e||typeof e!="object"||e.type===null?!1:this.#R(e.type)}#v(t){let e=yi.get(this.type),n=t.#e[0],
r=e?.get(n.type);if(!r)return!1;this.#e=n.#e;for(let o of this.#e)typeof o=="object"&&(o.#r=this);this.type=r,this.#d=void 0,
this.#c=!1}static fromGlob(t,e={}){let n=new pt(null,void 0,e);return pt.#f(t,n,0,e,0),n}toMMPattern(){if(this!==this.#t)
return this.#t.toMMPattern();let t=this.toString(),[e,n,r,o]=this.toRegExpSource();if(!(r||this.#n||this.#u.nocase&&!this.#u.
nocaseMagicOnly&&t.toUpperCase()!==t.toLowerCase()))return n;let l=(this.#u.nocase?"i":"")+(o?"u":"");return Object.assign(
new RegExp(`^${e}$`,l),{_src:e,_glob:t})}get options(){return this.#u}toRegExpSource(t){let e=t??!!this.#u.dot;if(this.#t===
this&&(this.#x(),this.#g()),!wi(this)){let a=this.isStart()&&this.isEnd()&&!this.#e.some(f=>typeof f!="string"),u=this.#e.
map(f=>{let[g,h,S,m]=typeof f=="string"?pt.#O(f,this.#n,a):f.toRegExpSource(t);return this.#n=this.#n||S,this.#s=this.#s||
m,g}).join(""),d="";if(this.isStart()&&typeof this.#e[0]=="string"&&!(this.#e.length===1&&Bl.has(this.#e[0]))){let g=zl,
h=e&&g.has(u.charAt(0))||u.startsWith("\\.")&&g.has(u.charAt(2))||u.startsWith("\\.\\.")&&g.has(u.charAt(4)),S=!e&&!t&&g.
has(u.charAt(0));d=h?Jl:S?rn:""}let c="";return this.isEnd()&&this.#t.#a&&this.#r?.type==="!"&&(c="(?:$|\\/)"),[d+u+c,Ft(
u),this.#n=!!this.#n,this.#s]}let n=this.type==="*"||this.type==="+",r=this.type==="!"?"(?:(?!(?:":"(?:",o=this.#m(e);if(this.
isStart()&&this.isEnd()&&!o&&this.type!=="!"){let a=this.toString(),u=this;return u.#e=[a],u.type=null,u.#n=void 0,[a,Ft(
this.toString()),!1,!1]}let i=!n||t||e||!rn?"":this.#m(!0);i===o&&(i=""),i&&(o=`(?:${o})(?:${i})*?`);let l="";if(this.type===
"!"&&this.#c)l=(this.isStart()&&!e?rn:"")+Si;else{let a=this.type==="!"?"))"+(this.isStart()&&!e&&!t?rn:"")+bi+")":this.
type==="@"?")":this.type==="?"?")?":this.type==="+"&&i?")":this.type==="*"&&i?")?":`)${this.type}`;l=r+o+a}return[l,Ft(o),
this.#n=!!this.#n,this.#s]}#x(){if(wi(this)){let t=0,e=!1;do{e=!0;for(let n=0;n<this.#e.length;n++){let r=this.#e[n];typeof r==
"object"&&(r.#x(),this.#b(r)?(e=!1,this.#y(r,n)):this.#p(r)?(e=!1,this.#$(r,n)):this.#T(r)&&(e=!1,this.#v(r)))}}while(!e&&
++t<10)}else for(let t of this.#e)typeof t=="object"&&t.#x();this.#d=void 0}#m(t){return this.#e.map(e=>{if(typeof e=="s\
tring")throw new Error("string type in extglob ast??");let[n,r,o,i]=e.toRegExpSource(t);return this.#s=this.#s||i,n}).filter(
e=>!(this.isStart()&&this.isEnd())||!!e).join("|")}static#O(t,e,n=!1){let r=!1,o="",i=!1,l=!1;for(let a=0;a<t.length;a++){
let u=t.charAt(a);if(r){r=!1,o+=(Gl.has(u)?"\\":"")+u;continue}if(u==="*"){if(l)continue;l=!0,o+=n&&/^[*]+$/.test(t)?Si:
bi,e=!0;continue}else l=!1;if(u==="\\"){a===t.length-1?o+="\\\\":r=!0;continue}if(u==="["){let[d,c,p,f]=mi(t,a);if(p){o+=
d,i=i||c,a+=p-1,e=e||f;continue}}if(u==="?"){o+=ts,e=!0;continue}o+=Kl(u)}return[o,Ft(t),!!e,i]}};pt=Ht;var es=(s,{windowsPathsNoEscape:t=!1,magicalBraces:e=!1}={})=>e?t?s.replace(/[?*()[\]{}]/g,"[$&]"):s.replace(/[?*()[\]\\{}]/g,
"\\$&"):t?s.replace(/[?*()[\]]/g,"[$&]"):s.replace(/[?*()[\]\\]/g,"\\$&");var ut=(s,t,e={})=>(me(t),!e.nocomment&&t.charAt(0)==="#"?!1:new Nt(t,e).match(s)),ql=/^\*+([^+@!?*[(]*)$/,Xl=s=>t=>!t.startsWith(
".")&&t.endsWith(s),Yl=s=>t=>t.endsWith(s),Zl=s=>(s=s.toLowerCase(),t=>!t.startsWith(".")&&t.toLowerCase().endsWith(s)),
Ql=s=>(s=s.toLowerCase(),t=>t.toLowerCase().endsWith(s)),tu=/^\*+\.\*+$/,eu=s=>!s.startsWith(".")&&s.includes("."),nu=s=>s!==
"."&&s!==".."&&s.includes("."),su=/^\.\*+$/,ru=s=>s!=="."&&s!==".."&&s.startsWith("."),ou=/^\*+$/,iu=s=>s.length!==0&&!s.
startsWith("."),au=s=>s.length!==0&&s!=="."&&s!=="..",lu=/^\?+([^+@!?*[(]*)?$/,uu=([s,t=""])=>{let e=xi([s]);return t?(t=
t.toLowerCase(),n=>e(n)&&n.toLowerCase().endsWith(t)):e},cu=([s,t=""])=>{let e=$i([s]);return t?(t=t.toLowerCase(),n=>e(
n)&&n.toLowerCase().endsWith(t)):e},du=([s,t=""])=>{let e=$i([s]);return t?n=>e(n)&&n.endsWith(t):e},fu=([s,t=""])=>{let e=xi(
[s]);return t?n=>e(n)&&n.endsWith(t):e},xi=([s])=>{let t=s.length;return e=>e.length===t&&!e.startsWith(".")},$i=([s])=>{
let t=s.length;return e=>e.length===t&&e!=="."&&e!==".."},Ri=typeof process=="object"&&process?typeof process.env=="obje\
ct"&&process.env&&process.env.__MINIMATCH_TESTING_PLATFORM__||process.platform:"posix",ki={win32:{sep:"\\"},posix:{sep:"\
/"}},pu=Ri==="win32"?ki.win32.sep:ki.posix.sep;ut.sep=pu;var ot=Symbol("globstar **");ut.GLOBSTAR=ot;var hu="[^/]",gu=hu+
"*?",mu="(?:(?!(?:\\/|^)(?:\\.{1,2})($|\\/)).)*?",wu="(?:(?!(?:\\/|^)\\.).)*?",yu=(s,t={})=>e=>ut(e,s,t);ut.filter=yu;var St=(s,t={})=>Object.
assign({},s,t),bu=s=>{if(!s||typeof s!="object"||!Object.keys(s).length)return ut;let t=ut;return Object.assign((n,r,o={})=>t(
n,r,St(s,o)),{Minimatch:class extends t.Minimatch{constructor(r,o={}){super(r,St(s,o))}static defaults(r){return t.defaults(
St(s,r)).Minimatch}},AST:class extends t.AST{constructor(r,o,i={}){super(r,o,St(s,i))}static fromGlob(r,o={}){return t.AST.
fromGlob(r,St(s,o))}},unescape:(n,r={})=>t.unescape(n,St(s,r)),escape:(n,r={})=>t.escape(n,St(s,r)),filter:(n,r={})=>t.filter(
n,St(s,r)),defaults:n=>t.defaults(St(s,n)),makeRe:(n,r={})=>t.makeRe(n,St(s,r)),braceExpand:(n,r={})=>t.braceExpand(n,St(
s,r)),match:(n,r,o={})=>t.match(n,r,St(s,o)),sep:t.sep,GLOBSTAR:ot})};ut.defaults=bu;var Oi=(s,t={})=>(me(s),t.nobrace||
!/\{(?:(?!\{).)*\}/.test(s)?[s]:hi(s,{max:t.braceExpandMax}));ut.braceExpand=Oi;var Su=(s,t={})=>new Nt(s,t).makeRe();ut.
makeRe=Su;var ku=(s,t,e={})=>{let n=new Nt(t,e);return s=s.filter(r=>n.match(r)),n.options.nonull&&!s.length&&s.push(t),
s};ut.match=ku;var vi=/[?*]|[+@!]\(.*?\)|\[|\]/,vu=s=>s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),Nt=class{options;set;pattern;windowsPathsNoEscape;nonegate;negate;comment;empty;preserveMultipleSlashes;partial;globSet;globParts;nocase;isWindows;platform;windowsNoMagicRoot;maxGlobstarRecursion;regexp;constructor(t,e={}){
me(t),e=e||{},this.options=e,this.maxGlobstarRecursion=e.maxGlobstarRecursion??200,this.pattern=t,this.platform=e.platform||
Ri,this.isWindows=this.platform==="win32";let n="allowWindowsEscape";this.windowsPathsNoEscape=!!e.windowsPathsNoEscape||
e[n]===!1,this.windowsPathsNoEscape&&(this.pattern=this.pattern.replace(/\\/g,"/")),this.preserveMultipleSlashes=!!e.preserveMultipleSlashes,
this.regexp=null,this.negate=!1,this.nonegate=!!e.nonegate,this.comment=!1,this.empty=!1,this.partial=!!e.partial,this.nocase=
!!this.options.nocase,this.windowsNoMagicRoot=e.windowsNoMagicRoot!==void 0?e.windowsNoMagicRoot:!!(this.isWindows&&this.
nocase),this.globSet=[],this.globParts=[],this.set=[],this.make()}hasMagic(){if(this.options.magicalBraces&&this.set.length>
1)return!0;for(let t of this.set)for(let e of t)if(typeof e!="string")return!0;return!1}debug(...t){}make(){let t=this.pattern,
e=this.options;if(!e.nocomment&&t.charAt(0)==="#"){this.comment=!0;return}if(!t){this.empty=!0;return}this.parseNegate(),
this.globSet=[...new Set(this.braceExpand())],e.debug&&(this.debug=(...o)=>console.error(...o)),this.debug(this.pattern,
this.globSet);let n=this.globSet.map(o=>this.slashSplit(o));this.globParts=this.preprocess(n),this.debug(this.pattern,this.
globParts);let r=this.globParts.map((o,i,l)=>{if(this.isWindows&&this.windowsNoMagicRoot){let a=o[0]===""&&o[1]===""&&(o[2]===
"?"||!vi.test(o[2]))&&!vi.test(o[3]),u=/^[a-z]:/i.test(o[0]);if(a)return[...o.slice(0,4),...o.slice(4).map(d=>this.parse(
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
this.levelTwoFileOptimize(t)),e.includes(ot)?this.#t(t,e,n,r,o):this.#s(t,e,n,r,o)}#t(t,e,n,r,o){let i=e.indexOf(ot,o),l=e.
lastIndexOf(ot),[a,u,d]=n?[e.slice(o,i),e.slice(i+1),[]]:[e.slice(o,i),e.slice(i+1,l),e.slice(l+1)];if(a.length){let w=t.
slice(r,r+a.length);if(!this.#s(w,a,n,0,0))return!1;r+=a.length,o+=a.length}let c=0;if(d.length){if(d.length+r>t.length)
return!1;let w=t.length-d.length;if(this.#s(t,d,n,w,0))c=d.length;else{if(t[t.length-1]!==""||r+d.length===t.length||(w--,
!this.#s(t,d,n,w,0)))return!1;c=d.length+1}}if(!u.length){let w=!!c;for(let y=r;y<t.length-c;y++){let $=String(t[y]);if(w=
!0,$==="."||$===".."||!this.options.dot&&$.startsWith("."))return!1}return n||w}let p=[[[],0]],f=p[0],g=0,h=[0];for(let w of u)
w===ot?(h.push(g),f=[[],0],p.push(f)):(f[0].push(w),g++);let S=p.length-1,m=t.length-c;for(let w of p)w[1]=m-(h[S--]+w[0].
length);return!!this.#n(t,p,r,0,n,0,!!c)}#n(t,e,n,r,o,i,l){let a=e[r];if(!a){for(let c=n;c<t.length;c++){l=!0;let p=t[c];
if(p==="."||p===".."||!this.options.dot&&p.startsWith("."))return!1}return l}let[u,d]=a;for(;n<=d;){if(this.#s(t.slice(0,
n+u.length),u,o,n,0)&&i<this.maxGlobstarRecursion){let f=this.#n(t,e,n+u.length,r+1,o,i+1,l);if(f!==!1)return f}let p=t[n];
if(p==="."||p===".."||!this.options.dot&&p.startsWith("."))return!1;n++}return o||null}#s(t,e,n,r,o){let i,l,a,u;for(i=r,
l=o,u=t.length,a=e.length;i<u&&l<a;i++,l++){this.debug("matchOne loop");let d=e[l],c=t[i];if(this.debug(e,d,c),d===!1||d===
ot)return!1;let p;if(typeof d=="string"?(p=c===d,this.debug("string match",d,c,p)):(p=d.test(c),this.debug("pattern matc\
h",d,c,p)),!p)return!1}if(i===u&&l===a)return!0;if(i===u)return n;if(l===a)return i===u-1&&t[i]==="";throw new Error("wt\
f?")}braceExpand(){return Oi(this.pattern,this.options)}parse(t){me(t);let e=this.options;if(t==="**")return ot;if(t==="")
return"";let n,r=null;(n=t.match(ou))?r=e.dot?au:iu:(n=t.match(ql))?r=(e.nocase?e.dot?Ql:Zl:e.dot?Yl:Xl)(n[1]):(n=t.match(
lu))?r=(e.nocase?e.dot?cu:uu:e.dot?du:fu)(n):(n=t.match(tu))?r=e.dot?nu:eu:(n=t.match(su))&&(r=ru);let o=Ht.fromGlob(t,this.
options).toMMPattern();return r&&typeof o=="object"&&Reflect.defineProperty(o,"test",{value:r}),o}makeRe(){if(this.regexp||
this.regexp===!1)return this.regexp;let t=this.set;if(!t.length)return this.regexp=!1,this.regexp;let e=this.options,n=e.
noglobstar?gu:e.dot?mu:wu,r=new Set(e.nocase?["i"]:[]),o=t.map(a=>{let u=a.map(c=>{if(c instanceof RegExp)for(let p of c.
flags.split(""))r.add(p);return typeof c=="string"?vu(c):c===ot?ot:c._src});u.forEach((c,p)=>{let f=u[p+1],g=u[p-1];c!==
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
return ut.defaults(t).Minimatch}};ut.AST=Ht;ut.Minimatch=Nt;ut.escape=es;ut.unescape=Ft;var Ei="--follow-symbolic-links";function Ai(s,t,e={}){let n=rs(s),r=Pu(e.leaveOut??[]),o=Ou(t[0]),i=(o?t.slice(1):t).flatMap(
u=>u.split(`
`)).map(u=>u.trim()).filter(u=>u!==""&&!u.startsWith("#")).flatMap(u=>_u(Au(n,u))),l=(0,ns.createHash)("sha256"),a=0;for(let u of ju(
i,o,r)){if(!u.startsWith(`${n}${on}`))continue;let d;try{if(r.any&&(0,ht.lstatSync)(u).isSymbolicLink()&&r.holds((0,ht.realpathSync)(
u)))continue;let c=(0,ht.statSync)(u);if(c.isDirectory())continue;if(!c.isFile())throw new v("hash-files-failed",`hashFi\
les() cannot hash ${u}: it is not a regular file (${Eu(c)})`);d=(0,ht.readFileSync)(u)}catch(c){throw c instanceof v?c:ss(
u,c)}l.update((0,ns.createHash)("sha256").update(d).digest()),a+=1}return a>0?l.digest("hex"):""}function Ou(s){if(s===void 0||
!s.startsWith("--"))return!1;if(s.toLowerCase()===Ei)return!0;throw new v("hash-files-failed",`hashFiles(): invalid glob\
 option ${s}: the one option is '${Ei}', as the first argument`)}function Pu(s){let t=new Set(s.map(n=>rs(n)));for(let n of[
...t])try{t.add((0,ht.realpathSync)(n))}catch{}let e=[...t];return{any:e.length>0,holds:n=>e.some(r=>n===r||n.startsWith(
r.endsWith(on)?r:`${r}${on}`))}}function ss(s,t){let e=t.code??String(t);return new v("hash-files-failed",`hashFiles() c\
ould not read ${s}: ${e}`)}function Eu(s){return s.isFIFO()?"a FIFO":s.isSocket()?"a socket":s.isCharacterDevice()||s.isBlockDevice()?
"a device":"not a file"}var Ti={dot:!0,nobrace:!0,nocase:process.platform==="win32",nocomment:!0,noext:!0,nonegate:!0};function Au(s,t){
let e=!1,n=t;for(;n.startsWith("!");)e=!e,n=n.slice(1).trim();if(n==="")throw new v("hash-files-failed",`hashFiles(): th\
e pattern '${t}' is empty`);let r=$u(n),o=n.endsWith("/"),i=n.split("/").filter(f=>f!==""),l=r?on:s;!r&&i[0]==="."?i.shift():
!r&&i[0]==="~"&&(l=xu(),i.shift());let a=i.map(Tu);if(a.some(f=>f==="."||f===".."))throw new v("hash-files-failed",`hash\
Files(): invalid pattern '${t}': relative pathing '.' and '..' is not allowed`);let u=a.indexOf(null),d=u===-1?a:a.slice(
0,u),c=Nu(l),p=i.length===0?c:`${c.endsWith("/")?c:`${c}/`}${i.join("/")}`;return{negate:e,directories:o,glob:p,matcher:new Nt(
p,Ti),searchPath:rs(l,...d)}}function Tu(s){let t="";for(let e=0;e<s.length;e++){let n=s[e];if(n==="\\"&&e+1<s.length){e+=
1,t+=s[e];continue}if(n==="*"||n==="?")return null;if(n==="["&&e+1<s.length){let r="",o=-1;for(let i=e+1;i<s.length;i++){
let l=s[i];if(l==="\\"&&i+1<s.length)i+=1,r+=s[i];else if(l==="]"){o=i;break}else r+=l}if(o>=0){if(r.length>1)return null;
if(r!==""){t+=r,e=o;continue}}}t+=n}return t}function _u(s){if(s.glob.endsWith("/**")&&!s.directories)return[s];let t=`${s.
glob}/**`;return[s,{...s,directories:!1,glob:t,matcher:new Nt(t,Ti)}]}function Nu(s){return s.replaceAll("\\","\\\\").replace(
/(\[)(?=[^/]+\])/g,"[[]").replace(/\?/g,"[?]").replace(/\*/g,"[*]")}var ye={none:0,directory:1,file:2,all:3};function Cu(s,t){
let e=ye.none;for(let n of s){if(!n.matcher.match(t))continue;let r=n.directories?ye.directory:ye.all;e=n.negate?e&~r:e|
r}return e}function Mu(s,t){return s.some(e=>!e.negate&&e.matcher.match(t,!0))}function*ju(s,t,e){let n=s.filter(i=>!i.negate).
map(i=>i.searchPath),r=new Set(n),o=[];for(let i of n){if(o.includes(i))continue;let l=!1;for(let a=i,u=Pi(a);u!==a;a=u,
u=Pi(a))r.has(u)&&(l=!0);l||o.push(i)}for(let i of o){let l=[{path:i,chain:[]}];for(;l.length>0;){let a=l.pop();if(e.holds(
a.path))continue;let u=Cu(s,a.path);if(!u&&!Mu(s,a.path))continue;let d;try{d=t?(0,ht.statSync)(a.path):(0,ht.lstatSync)(
a.path)}catch(h){if(h.code==="ENOENT")continue;throw ss(a.path,h)}if(!d.isDirectory()){u&ye.file&&(yield a.path);continue}
let c=a.path,p;try{if(t&&(c=(0,ht.realpathSync)(a.path)),a.chain.includes(c)||t&&e.holds(c))continue;p=(0,ht.readdirSync)(
a.path)}catch(h){throw ss(a.path,h)}u&ye.directory&&(yield a.path);let f=[...a.chain,c],g=p.map(h=>({path:Ru(a.path,h),chain:f}));
l.push(...g.reverse())}}}var Bu="-event.json",an=class{#t;expressions;#n;#s;#e=new Map;#r=Promise.resolve();#o=[];#l=new Map;#a=new Map;#u;host;constructor(t){
this.#t=t,this.expressions=t.expressions,this.host={hashFiles:e=>Ai(t.workspace,e,{leaveOut:[t.storeDir]})},this.#s=t.now??
(()=>new Date),this.#n=new Ys({root:t.workspace,tempDir:t.tempDir,privateTempDir:!0,now:this.#s})}now(){return this.#s()}emit(t){
if(this.#t.emit(t),t.type==="step-finished"&&(t.outcome==="failure"||t.outcome==="cancelled")){this.#M.has(`${t.leg}\0${t.
step}`)||this.#S(t.leg,t.step,`\u2500\u2500 step ${t.step+1}: ${t.name}
`);let e=t.message??t.outcome;this.#E(t.leg,`${t.outcome==="cancelled"?"Cancelled":"Error"}: ${e}
`)}t.type==="job-finished"&&this.#_(t.leg)}summary(t,e,n){let r=kt(this.#t.runDir,ft.summary),o=st(`${as(t,e)}${n.trimEnd()}\


`,this.#t.secrets).text,i=Buffer.byteLength(o),l=this.#o?.at(-1);this.#o?.push({job:t,leg:e,offset:l?l.offset+l.bytes:0,
bytes:i}),this.#r=this.#r.then(()=>Lu(r,o)).catch(a=>{this.#u??=ae(r,"the step summaries",a),this.#o=null})}summaryParts(){
return this.#o}async settle(){let t=[];try{await this.#t.recordWrites?.flush()}catch(r){t.push(wt(r))}let e=await this.drain();
e!==null&&t.push(e);let n=this.#t.eventsFailure?.()??null;return n!==null&&t.push(n),t.length===0?null:t.join(`
`)}async createStepFiles(){let t=await Fu(kt(this.#t.tempDir,"step-")),e={output:kt(t,"output"),env:kt(t,"env"),path:kt(
t,"path"),state:kt(t,"state"),step_summary:kt(t,"summary")};return await Promise.all(Object.values(e).map(n=>Wu(n,"",{flag:"\
wx",mode:384}))),e}async runScript(t){await this.#t.recordWrites?.settled(),this.#c(t.defaults.GITHUB_EVENT_PATH);let e=t.
files??await this.createStepFiles();try{let n={...this.#$(t),[lt.output]:e.output,[lt.env]:e.env,[lt.path]:e.path,[lt.state]:e.
state,[lt.stepSummary]:e.step_summary},r=0,o=w=>{this.#P(w.slice(r)),r=w.length},i=new Ve({allowUnsecureCommands:n.ACTIONS_ALLOW_UNSECURE_COMMANDS?.
toLowerCase()==="true",allowUnsecureStopCommandTokens:["true","1","$true"].includes(n.ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TOKENS?.
toLowerCase()??""),redact:(w,y)=>(o(y),st(w,this.#t.secrets).text)}),l=this.#p(t),a;try{a=await this.#b(t).run({script:t.
script,shell:t.shell??wr,cwd:this.#C(t.workingDirectory),env:n,signal:t.signal,stop:"interrupt",kill:t.kill,onOutput:(w,y)=>{
i.push(w,y),o(i.masks),l?.push(w,y)}})}finally{l?.end()}let{masks:u,annotations:d,commands:c}=i.end();o(u),this.#S(t.leg,
t.step,`\u2500\u2500 step ${t.step+1}: ${t.name}
`);let p=this.#E(t.leg,Ho(a.output,u)),[[f,g,h],{text:S,...m}]=await Promise.all([Promise.all([e.output,e.env,e.path].map(
w=>Iu(w,"utf8"))),Vu(e.step_summary)]);return{exitCode:a.exitCode,signal:a.signal,files:{output:f??"",env:g??"",path:h??
"",summary:S},...m,masks:u,annotations:d,commands:c,output:p}}finally{await Du(Hu(e.output),{recursive:!0,force:!0})}}#d;eventPath(t){
return`${t}${Bu}`}#c(t){if(t===void 0||t==="")return;this.#d??=Buffer.from(JSON.stringify(this.#t.github.event,null,2));
let e=this.#d,n;try{n=(0,J.openSync)(t,J.constants.O_RDONLY|J.constants.O_NOFOLLOW|J.constants.O_NONBLOCK);let o=(0,J.fstatSync)(
n);if(o.isFile()&&o.size===e.length&&(0,J.readFileSync)(n).equals(e))return}catch(o){if(o.code==="ENOENT"){(0,J.writeFileSync)(
t,e,{flag:"wx",mode:384});return}}finally{n!==void 0&&(0,J.closeSync)(n)}let r=`${t}.${(0,Ni.randomUUID)()}`;(0,J.writeFileSync)(
r,e,{flag:"wx",mode:384});try{(0,J.renameSync)(r,t)}catch{(0,J.rmSync)(t,{recursive:!0,force:!0}),(0,J.renameSync)(r,t)}}#g=0;legTemp={
open:async t=>{this.#g+=1;let e=kt(this.#t.tempDir,`runner-temp-${this.#g}`);return(0,J.mkdirSync)(e,{mode:448}),e},close:async t=>{
qu(t,this.#f.get(t)??[]),this.#f.delete(t);try{(0,J.rmSync)(this.eventPath(t),{recursive:!0,force:!0}),(0,J.rmdirSync)(t);
return}catch{await Ie(t)}}};#f=new Map;#p(t){let e=this.#t.onOutput;if(e===void 0)return;let n=new nn(()=>this.#t.secrets,
o=>{let i=Xe(o,Io);(i===null||i.form==="legacy"&&!qe.has(i.command))&&e({job:t.job,leg:t.leg,line:o})}),r;return{push:(o,i)=>{
n.push(o,i),clearTimeout(r),r=setTimeout(()=>n.flush(),Gu),r.unref()},end:()=>{clearTimeout(r),n.end()}}}#b(t){let e=t.defaults.
RUNNER_TEMP;return e===void 0?this.#t.runner:{run:n=>this.#t.runner.run({...n,onStart:r=>{for(let[i,l]of this.#f)i!==e&&
l.includes(r)&&this.#f.set(i,l.filter(a=>a!==r));let o=this.#f.get(e)??[];o.push(r),this.#f.set(e,o),n.onStart?.(r)}})}}async loadAction(t){
let e=this.#t.parseAction;if(!e)throw new v("action-invalid",`${t}: local actions cannot be read here`);return Qs(this.#t.
workspace,t,e)}async runAction(t){switch(this.#c(t.defaults.GITHUB_EVENT_PATH),t.action){case"stage":return this.#y(t);case"\
prepare":return this.#R(t);case"capture":return this.#T(t);case"report":return this.#v(t)}}#w(t,e){let n=this.#t.workflow,
o=n.jobs.find(i=>i.id===t.job)?.steps[t.step]?.with[Y.prompt];return{mode:e,job:t.job,stageJob:t.stageJob,matrix:t.matrix,
upstream:t.upstream,...t.needsFacts===void 0?{}:{needsFacts:t.needsFacts},workflowJobs:t.jobIds,github:this.#t.github,...this.#t.
madeEvent===void 0?{}:{madeEvent:this.#t.madeEvent},...this.#t.madeEventRun===void 0?{}:{madeEventRun:this.#t.madeEventRun},
run:this.#t.run,parentRun:this.#t.parentRun??null,secrets:[...t.secrets,...Pe(this.#$(t))],promptSource:`${o?Z(n.fileName,
o.position):n.fileName} jobs.${t.job} prompt`,readFile:i=>Zs(this.#t.workspace,i,bt.templateBytes),parseVars:Rr}}#$(t){let e={
CI:"true",...this.#t.baseEnv,...t.env,...t.defaults};return e.PATH=Ku(t.path,e.PATH),e}async#y(t){let e;try{e=je(t.inputs,
this.#w(t,"stage"))}catch(o){if(!(o instanceof v))throw o;return{ok:!1,outputs:{...po()},env:{},summary:"",recorded:[],message:wt(
o)}}this.#x(t);let n=this.#p(t),r;try{r=await bo(e,{openRun:this.#t.openRun,store:this.#t.store,workspace:this.#n,runner:this.#b(
t),env:this.#$(t),signal:t.signal,reporter:this.#O(t),...n?{onOutput:(o,i)=>n.push(o,i)}:{}})}finally{n?.end()}return this.#S(
t.leg,t.step,`\u2500\u2500 step ${t.step+1}: stage ${e.stage}: ${r.attempts.length} attempt(s), ${r.outcome.reason}; the\
 agent's output is in ${ks.log} of each attempt
`),{ok:r.ok,outputs:{...r.outputs},env:{},summary:is(r.final,e.redact,this.#t.secrets),recorded:r.attempts.map(os),message:r.
outcome.message}}async#R(t){let e=je(t.inputs,this.#w(t,"prepare"));this.#x(t);let n=await He(e,{openRun:this.#t.openRun,
store:this.#t.store,workspace:this.#n});if(n.kind==="refused")return{ok:!1,outputs:jn("prepare",n.result.outputs),env:{},
summary:is(n.result.final,e.redact,this.#t.secrets),recorded:n.result.attempts.map(os),message:n.result.outcome.message};
let{prepared:r}=n;for(let o of r.warnings)this.#m(t,"warning",o.message);return this.#e.set(`${t.leg}\0${e.stage}`,{prepared:r,
redact:On(t.inputs[Y.redact]??"")}),{ok:!0,outputs:{"prompt-path":r.promptPath,"handoff-path":r.handoffPath},env:{BATON_PROMPT_PATH:r.
promptPath,BATON_HANDOFF_PATH:r.handoffPath,BATON_STAGE:e.stage},summary:"",recorded:[],message:null}}async#T(t){let e=je(
t.inputs,this.#w(t,"capture")),n=`${t.leg}\0${e.stage}`,r=this.#e.get(n);if(!r)throw new v("capture-without-prepare",`st\
age ${e.stage}: no prepare step ran before this capture in job ${t.job}`);this.#e.delete(n);let{prepared:o}=r,i=new Set(
On(t.inputs[Y.redact]??"")),l=$r(r.redact.length,r.redact.filter(u=>i.has(u)).length);if(l)throw l;let a=await Ue(e,o,null,
{store:this.#t.store,workspace:this.#n},{cancelled:t.signal.aborted});return{ok:a.outcome.reason==="completed",outputs:jn(
"capture",a.outputs),env:{},summary:is(a,e.redact,this.#t.secrets),recorded:[os(a)],message:a.outcome.message}}async#v(t){
let e={name:this.#t.github.event_name,payload:this.#t.github.event},n;try{n=qn(t.inputs,e)}catch(l){if(!(l instanceof v))
throw l;if(l.code!=="issue-number-missing")return{ok:!1,outputs:{},env:{},summary:"",recorded:[],message:wt(l)};this.#m(
t,"warning",`on GitHub this step fails: ${l.message}`),n={...qn({...t.inputs,[Y.mode]:"summary"},e),mode:Vn(t.inputs)}}let r=await ls(
this.#t.store),o=so(r,{workflow:this.#t.workflow.name??this.#t.workflow.fileName,runId:this.#t.run.id,key:n.key,includeDetail:n.
includeDetail,recordsLocation:`\`${Ju(this.#t.workspace,this.#t.runDir)||this.#t.runDir}\``,runUrl:null,secrets:t.secrets,
cancelled:this.#t.runCancelled?.()??!1});await Ae(kt(this.#t.runDir,ft.report),o),this.#m(t,"info",`report written to ${kt(
this.#t.runDir,ft.report)}; no comment is posted from a local run`);let i=n.mode==="comment"?"":o;return{ok:!0,outputs:{},
env:{},summary:i,recorded:[],message:null}}#x(t){let e=t.inputs[Y.parentRun]?.trim();e&&this.#m(t,"warning",`${Y.parentRun}\
 ${JSON.stringify(e)} is not read by baton run: the parent run here is the one given with --parent <run-id|latest>${this.#t.
parentRun?` (${this.#t.parentRun})`:" (none)"}`)}#m(t,e,n){this.#t.emit({type:"notice",at:this.#s().toISOString(),level:e,
job:t.job,leg:t.leg,message:n})}#O(t){return{info:e=>this.#E(t.leg,`[baton] ${e}
`),warning:e=>this.#m(t,"warning",e),error:e=>this.#m(t,"error",e),group:(e,n)=>n()}}#C(t){return t?zu(this.#t.workspace,
t):this.#t.workspace}#M=new Set;#S(t,e,n){this.#M.add(`${t}\0${e}`),this.#E(t,n)}addSecrets(t){this.#P(t)}#P(t){for(let e of t)
this.#t.secrets.includes(e)||this.#t.secrets.push(e)}#E(t,e){let n=st(e.endsWith(`
`)||e===""?e:`${e}
`,this.#t.secrets).text,r=this.#l.get(t);if(r===void 0){let o=kt(this.#t.runDir,te(t)),i=(this.#a.get(t)??Promise.resolve()).
then(()=>Ci(o,"a",438));r=i.catch(()=>{}),this.#l.set(t,r),this.#a.set(t,i.then(()=>{}))}return this.#j(t,r,o=>o.writeFile(
n)),n}#_(t){let e=this.#l.get(t);e!==void 0&&(this.#l.delete(t),this.#j(t,e,n=>n.close()))}#j(t,e,n){let r=(this.#a.get(
t)??Promise.resolve()).then(async()=>{let o=await e;o!==void 0&&await n(o)}).catch(o=>{this.#u??=ae(kt(this.#t.runDir,te(
t)),`the job log of ${t}`,o)});this.#a.set(t,r)}async drain(){await this.#r;for(let t of[...this.#l.keys()])this.#_(t);return await Promise.
all(this.#a.values()),this.#u??null}};function as(s,t){return`## ${t===s?s:`${s} (${t})`}

`}var Gu=500;function os(s){let{stage:t,attempt:e,status:n,outcome:r}=s.record;return{stage:t,attempt:e,status:er(n,r.reason),
warnings:go(s.record)}}function Ku(s,t){return[...s,...t?[t]:[]].join(Uu)}function is(s,t,e){let{record:n,handoff:r}=s,o=[
...t,...e];return ai(ii({record:n,handoff:r,secrets:o}),o)}async function Vu(s){let t=await Ci(s,"r");try{let{size:e}=await t.
stat();return e>bt.stepSummaryFileBytes?{text:"",summaryBytes:e}:{text:await t.readFile("utf8")}}finally{await t.close()}}
async function ls(s){let t=await s.list();return(await Promise.all(t.map(n=>s.getAttempt(n.stage,n.attempt,n.runAttempt)))).
filter(n=>n!==void 0)}function qu(s,t){let e=t.filter(o=>{try{return process.kill(-o,0),!0}catch{return!1}});if(e.length===
0)return;let n;try{n=(0,J.readdirSync)("/proc").filter(o=>/^\d+$/.test(o)&&Number(o)!==process.pid)}catch{for(let o of e)
_i(-o);return}let r=`RUNNER_TEMP=${s}`;for(let o of n){let i;try{i=(0,J.readFileSync)(`/proc/${o}/environ`,"utf8")}catch{
continue}i.split("\0").includes(r)&&_i(Number(o))}}function _i(s){try{process.kill(s,"SIGKILL")}catch{}}import{lstat as Xu}from"node:fs/promises";import{join as Mi}from"node:path";async function Li(s,t,e,n){let r;try{r=await s.resolve(t)}catch(c){throw c instanceof v?new v(c.code,c.message,{where:e.
parent,details:c.details}):c}let o=`give ${e.parent} another run`,i=(c,p,f="parent-invalid")=>new v(f,`run ${r} ${c}`,{where:e.
parent,details:p}),l=Mi(s.rootDir,r),a=Mi(l,Gt);if(await Xu(a).then(()=>!1,c=>Lt(c,"ENOENT")))throw i(`cannot be continu\
ed: it has no ${Gt}, so it holds no run (a run that could not start leaves such a directory)`,[`remove it (rmdir ${ur(l)}\
) if it is empty, then start this run again; or ${o}`]);let u=await s.readSummary(r).catch(c=>{throw c instanceof v?i(`c\
annot be continued: its ${Gt} cannot be read`,[...fn(c),o]):c});if(Fe(u)==="running"&&n.GITHUB_RUN_ID!==r)throw i("is st\
ill running: its last records may not be stored yet, and this run's hops count on from them",["wait for it to end, then \
start this run again; a run started by one of its steps (GITHUB_RUN_ID names it) continues it while it runs"],"parent-ru\
nning");let{unreadable:d}=await lo(await s.open(r),u.jobs);if(d.length>0){let c=d.filter(h=>!Mn(h.code)),p=[...new Set(c.
flatMap(h=>fn(h.reason).slice(1)))],f=u.jobs.flatMap(h=>h.stages),g=[...new Set(d.filter(h=>Mn(h.code)).map(h=>h.stage))].
sort((h,S)=>ji(f,h)-ji(f,S));if(g.length>0){let[h]=g,S=g.length===1;p.push(`put the ${S?"record of stage":"records of st\
ages"} ${g.join(", ")} back from a copy, or record ${S?"it":"them"} again in a new run and give ${e.parent} that run ins\
tead: ${e.replay(r,h)}`)}throw i(`cannot be continued: ${d.length} of its records cannot be read, and this run's hops co\
unt on from them`,[...d.map(h=>h.reason.split(`
`)[0]),...p,`then start this run again, or ${o}`])}return r}function ji(s,t){let e=s.indexOf(t);return e===-1?s.length:e}var Zu=s=>Cs(kn([tt(),Es(),Dt()],{error:t=>`${Tt(t.input)} is not ${s}: give a string, a finite number or true/false`}).
check(Kt(t=>typeof t!="number"||Number.isFinite(t),{error:t=>`${Tt(t.input)} is not ${s}: give a string, a finite number\
 or true/false`}),Kt(t=>typeof t!="number"||!Number.isInteger(t)||Number.isSafeInteger(t),{error:t=>`${Tt(t.input)} is p\
ast the integers a JavaScript number holds exactly: give it as a string`})),Ns(t=>String(t))),Fi=(s,t,e)=>ee(tt(),Zu(e),
{error:n=>`takes an object of ${t} and their values (${s}), not ${xt(n.input)}`}),Xt=()=>tt({error:s=>`takes a string, n\
ot ${xt(s.input)}`}),Ii=()=>ne(s=>typeof s=="function",{error:s=>`takes a function, not ${xt(s.input)}`}),Di=()=>ne(s=>s instanceof
AbortSignal,{error:s=>`takes an AbortSignal, not ${xt(s.input)}`}),Wi=s=>Dt({error:t=>`takes a number of milliseconds, n\
ot ${xt(t.input)}`}).check(Kt(t=>Number.isFinite(t)&&(s==="from 0"?t>=0:t>0),{error:t=>`${Tt(t.input)} is not a number o\
f milliseconds ${s}`}));function Ui(s){return Object.entries(s).find(([,t])=>t!==void 0&&typeof t!="string")}var Qu=_t(tt(
{error:s=>`${Tt(s.input)} is not the name of an environment variable`}),{error:s=>{let t=JSON.stringify(typeof s.input==
"string"?[s.input]:s.input!==null&&typeof s.input=="object"?Object.keys(s.input).slice(0,2):["MY_TOKEN"]),e=s.input!==null&&
typeof s.input=="object"&&!Array.isArray(s.input);return`takes a list of the names of environment variables that hold th\
e secrets (secrets: ${t}), not ${xt(s.input)}${e?": set each in env and name it here":""}`}}),Ji=Ts({cwd:G(Xt()),job:G(Xt()),
inputs:G(Fi('{ issue: "42" }',"the inputs","an input value")),event:G(kn([tt(),ee(tt(),As())],{error:s=>`takes the path \
of a JSON file or the payload as an object, not ${xt(s.input)}`})),eventName:G(Xt()),vars:G(Fi('{ NAME: "value" }',"the \
variables","a variable value")),secrets:G(Qu),env:G(ne(s=>s!==null&&typeof s=="object"&&!Array.isArray(s),{error:s=>`tak\
es an object of variables and their values, not ${xt(s.input)}`}).check(Kt(s=>Ui(s)===void 0,{error:s=>{let[t,e]=Ui(s.input);
return`${t}: ${Tt(e)} is not an environment variable's value: give a string`}}))),concurrency:G(Dt({error:s=>`${Tt(s.input)}\
 is not a whole number from 1`}).check(Kt(s=>Number.isSafeInteger(s)&&s>=1,{error:s=>`${Tt(s.input)} is not a whole numb\
er from 1`}))),onEvent:G(Ii()),onOutput:G(Ii()),signal:G(Di()),cancel:G(Di()),killGraceMs:G(Wi("from 0")),minuteMs:G(Wi(
"above 0")),storeDir:G(Xt()),facts:G(ne(s=>s!==null&&typeof s=="object"&&!Array.isArray(s),{error:s=>`takes an object of\
 facts about the checkout, not ${xt(s.input)}`})),repositoryRoot:G(Xt()),parent:G(Xt())},{error:s=>`takes an object of o\
ptions, not ${xt(s.input)}`}),Hi=["job","inputs","event","eventName","vars"],tc=_s(Ji,{job:!0,inputs:!0,event:!0,eventName:!0,
vars:!0});function us(s,t="runWorkflow"){let e=t==="runWorkflow"?Ji:tc,n=e.safeParse(s??{});if(n.success)return n.data;let r=Object.
keys(e.shape),o=n.error.issues.flatMap(a=>a.code==="unrecognized_keys"?a.keys.map(u=>({where:[...a.path,u],message:Hi.includes(
u)?`${t} has no such option: a replay is started as the run it replays was (its ${Hi.join(", ")})`:`${t} has no such opt\
ion${Re(u,r)}`})):[{where:a.path,message:a.message}]),[i,...l]=o.map(a=>({where:ec(a.where),message:a.message}));throw new v(
"usage",i.message,{where:i.where===""?t:i.where,details:l.map(a=>a.where===""?a.message:`${a.where}: ${a.message}`)})}function ec(s){
return s.map((t,e)=>typeof t=="number"?`[${t}]`:typeof t=="string"&&/^[A-Za-z_$][\w$-]*$/.test(t)?`${e===0?"":"."}${t}`:
`[${JSON.stringify(String(t))}]`).join("")}var Bi=/^[A-Za-z_][A-Za-z0-9_]*$/,fc=_t($e({id:tt(),result:_n,outputs:ee(tt(),tt()),stages:_t(tt()),legs:_t(tt()),withheld_outputs:G(
_t(tt())),leg_results:G(_t($e({leg:tt(),result:_n,reason:G(tt())}))),skip_reason:G(tt()),summary_parts:G(_t($e({leg:tt(),
offset:Dt().check(Sn(),Ps()),bytes:Dt().check(Sn(),Os())})))}));async function Wh(s,t={}){return pc(s,t,Pn)}async function pc(s,t,e){
return Ec(s),Gi(s,us(t),{words:e,replay:null})}async function Gi(s,t,{words:e,replay:n}){let r=Ki(t.cwd);n===null&&wc(t.
vars??{},e);let o=t.env??process.env,i=Sc(o,[...gn,...t.secrets??[]]),l=be(r,s),a=dc(r,l)||s,u=await ke(l,"utf8").catch(
N=>{throw n?mc(s,n.run,N,e):dr(r,s,N)}),d=t.facts??{},c=uo(r,o,d),p=tr(r),f=(N,at,gt)=>Js(N,at,gt,{ownAction:p}),g=await Hs(
u,a,{ownAction:p}),h=await co(t.repositoryRoot??r,g,p),S=(0,Se.createHash)("sha256").update(u).digest("hex"),m={};for(let[
N,at]of h)"unreadable"in at||(m[N]=(0,Se.createHash)("sha256").update(at.source).digest("hex"));let w=null;if(typeof t.event==
"string"){let N=t.event,at=await ke(be(r,N),"utf8").catch(gt=>{throw se(N,gt,"event file")});w=Ar(at,N)}else t.event&&(Tr(
t.event,"event"),w=t.event);let y=yc(t.secrets??[],o,n&&{run:n.run,secrets:n.invocation.secrets},e),$=[...Object.values(
y),...gn.map(N=>o[N]).filter(N=>N!==void 0&&N!==""),...Pe(o)],C=fo({cwd:r,known:d,checkout:await c,payload:w,ownAction:p,
calledWorkflows:h}),_=C.facts,x=kc($,()=>jr(g,re,{job:t.job,inputs:t.inputs,event:w,eventName:t.eventName,vars:t.vars,secretValues:$,
secretNames:Object.keys(y),words:e,...C})),E=Hr(g,re,{called:h,expanded:x.expanded}),O=ni(g,x.eventName,x.event,t.event===
void 0,_.commit&&{sha:_.sha,message:_.commit.message}),U=new Set(Object.keys(y).map(N=>N.toUpperCase())),V=ti(g,re,U,new Set(
Object.entries(t.vars??{}).filter(([,N])=>N!=="").map(([N])=>N.toUpperCase()))),k=be(r,t.storeDir??wn),A=new Tn(k),P=n?await xc(
A,k,g,x,n,{workflow:S,called:m},e):null,F=n?.invocation.event_made===!0,L=t.event===void 0||F,K=t.parent===void 0?null:await Li(
A,t.parent,e,o),I=hc(),b=new Date,R,W=(N,at,gt,ve=null)=>qt({workflow:g.name??a,workflow_path:a,status:N,started_at:b.toISOString(),
finished_at:gt?gt.toISOString():null,duration_ms:gt?Math.max(0,gt.getTime()-b.getTime()):null,replay_of:P?P.run:null,...ve===
null?{}:{reason:ve},...N==="running"?{process:{...vc(),...R===void 0?{}:{temp:R}}}:{},jobs:at},$),Q=await A.createRun(W(
"running",[],null)),q=Q.runDir,it=cc(q),D=new cr(q,{writeBehind:!0}),j=new de(D),M,T,H,ct;try{let N=new Map,at={workflow_path:a,
workflow_sha256:S,called_sha256:m,job:t.job??null,inputs:t.inputs??{},event_name:x.eventName,event:x.event,...L?{event_made:!0}:
{},vars:t.vars??{},secrets:t.secrets??[],parent:K},gt=qt(at,$),ve=ds(at).some(B=>Ne(B,$))||JSON.stringify([gt.inputs,gt.
vars])!==JSON.stringify([at.inputs,at.vars]);await zi(nt(q,ft.invocation),"how the run was started",`${JSON.stringify(ve?
{...gt,redacted:!0}:gt,null,2)}
`),P&&(await Ac(P.store,Q,P.stages),await Tc(nt(k,P.run),q,P.jobs.values())),R=await rc(nt(I.dir,`baton-run-${it}-`)).catch(
B=>{throw new v("tempdir-invalid",`the run's temp dir could not be made there: ${B instanceof Error?B.message:String(B)}`,
{where:I.where,cause:B})}),await A.writeSummary({id:it,...W("running",[],null)});let un=new AbortController,hs=(B,dt)=>mt=>{
if(!(H!==void 0||dt===void 0))try{dt(mt)}catch(Bt){H={error:Bt},queueMicrotask(()=>un.abort(`stopped because the ${B} ca\
llback threw`))}},qi=hs("onEvent",t.onEvent),gs=t.signal?AbortSignal.any([t.signal,un.signal]):un.signal,cn=new en(nt(q,
ft.events));M=cn;let ms=B=>{let dt=qt(B,$);if(cn.write(dt),qi(dt),B.type==="run-started"){let mt=Object.keys(y).filter(X=>y[X].
length<jt.minSecretLength),Bt=[...Jr(E).map(X=>({level:"warning",message:X})),...x.notices,...O===null?[]:[{level:"warni\
ng",message:`${O} (it runs here as asked)`}],...V.filter(X=>!X.fallsBack).map(({name:X,where:dn})=>({level:"warning",message:`${dn}\
: secrets.${X} is read, but ${e.secretNotGiven(X)}: it is empty in this run, as on GitHub for a secret the repository do\
es not have (${e.giveSecret(X)} to set it)`})),...V.filter(X=>X.fallsBack).map(({name:X,where:dn})=>({level:"info",message:`${dn}\
: secrets.${X} is read, but ${e.secretNotGiven(X)}: each read of it falls back with || to another value, which this run \
takes (${e.giveSecret(X)} to set it)`})),...mt.map(X=>({level:"warning",message:`secret ${X} is shorter than ${jt.minSecretLength}\
 characters, so it is not redacted: it will appear wherever a step or agent prints it (a value that short would blank ou\
t ordinary words)`}))];for(let X of Bt)Zt(B.at,X.level,X.message);P?.whole&&Zt(B.at,"info",P.whole)}if(B.type==="run-sta\
rted"&&P!==null&&P.changed.length>0){let mt=P.changed.map(Bt=>Bt===""?a:Bt);Zt(B.at,"warning",`${mt.join(" and ")} chang\
ed since run ${P.run}: this replay runs ${mt.length===1?"the file":"the files"} as ${mt.length===1?"it is":"they are"} n\
ow`)}B.type==="run-started"&&P?.redactedStart&&Zt(B.at,"warning",P.redactedStart),B.type==="run-started"&&P!==null&&P.summaries===
null&&P.jobs.size>0&&Zt(B.at,"info",`the step summaries of the jobs reused from run ${P.run} cannot be told apart in its\
 ${ft.summary} (it was stored by an earlier baton, could not write them all, or was edited since): this replay's ${ft.summary}\
 holds only those of the jobs it runs`)},Zt=(B,dt,mt)=>ms({type:"notice",at:B,level:dt,job:null,leg:null,message:mt}),zt=Er(
{eventName:x.eventName,payload:x.event,facts:_,runId:it,workflow:g,workflowPath:a});T=new an({workflow:x.workflow,expressions:re,
parseAction:f,workspace:r,runDir:q,storeDir:k,tempDir:R,store:j,recordWrites:D,runCancelled:()=>gs.aborted||t.cancel?.aborted===
!0,runner:new ze({tempDir:R,reuseScripts:!0,secrets:$,...t.killGraceMs===void 0?{}:{killGraceMs:t.killGraceMs},noPathHint:e.
noPath}),baseEnv:i,run:{id:it,attempt:1,workflow:g.name??a,repository:_.repository,event_name:x.eventName,sha:String(zt.
sha),ref:String(zt.ref)},github:{repository:_.repository,ref:String(zt.ref),sha:String(zt.sha),run_id:it,actor:String(zt.
actor),event_name:x.eventName,event:x.event},...L?{madeEvent:x.eventName}:{},...F&&P?{madeEventRun:P.run}:{},secrets:$,parentRun:K,
openRun:B=>{let dt=N.get(B);return dt||(dt=A.open(B).then(mt=>new de(mt)),N.set(B,dt)),dt},emit:ms,eventsFailure:()=>cn.
failure,...t.onOutput?{onOutput:hs("onOutput",t.onOutput)}:{}});for(let{job:B,leg:dt,markdown:mt}of P?.summaries??[])T.summary(
B,dt,mt);ct=await Qo(x,T,{runId:it,concurrency:t.concurrency??ac(),signal:gs,cancel:t.cancel,secrets:y,github:zt,runner:{
os:process.platform==="darwin"?"macOS":process.platform==="win32"?"Windows":"Linux",arch:process.arch==="arm64"?"ARM64":
process.arch==="x64"?"X64":process.arch.toUpperCase(),temp:R,toolCache:nt(R,"tool-cache"),workspace:r,workspaceParent:cs(
r)},reuse:P?.jobs,minuteMs:t.minuteMs})}catch(N){ct={error:N}}D.close();let[vt]=await Promise.all([T?.drain()??null,D.settled()]);
M?.close(),R!==void 0&&await Ie(R);let z="error"in ct?null:ct,yt=[],Ct=N=>{N&&!yt.some(at=>at.includes(N))&&yt.push(N)};
if(Ct(z?.reason),"error"in ct&&Ct(wt(ct.error)),Ct(vt),Ct(M?.failure),z!==null)try{await zi(nt(q,ft.jobs),"the jobs' res\
ults",`${JSON.stringify(bc(z.jobs,$,T?.summaryParts()??null),null,2)}
`)}catch(N){Ct(wt(N))}let Yt=z===null||z.status==="success"&&yt.length>0?"failure":z.status,ln=yt.length===0?null:st(yt.
join(`
`),$).text,Vi=(z?.jobs??[]).map(N=>({id:N.id,stages:N.stages,result:N.result,...P?.jobs.has(N.id)?{reused:!0}:{}}));try{
await A.writeSummary({id:it,...W(Yt,Vi,new Date,ln)})}catch(N){throw gc(q,N,ln)}if(H!==void 0)throw H.error;if("error"in
ct)throw ct.error;let fs=await ls(D.writeFailure?D:j),ps=Br(fs);return{runId:it,runDir:q,status:Yt,reason:ln,records:fs,
chain:ps,finalStage:Gr(ps)}}function hc(){let s=uc(),t=process.env.TMPDIR?`TMPDIR ${s}`:`temp dir ${s}`,e;try{e=(0,Jt.statSync)(
s)}catch(n){if(!Lt(n,"ENOENT","ENOTDIR"))throw se(t,n)}if(e?.isDirectory()!==!0)throw new v("tempdir-invalid",`${e===void 0?
"no such directory":"is not a directory"}; baton run keeps each run's scratch files there`,{where:t,details:[`${e===void 0?
"create it, or ":""}set TMPDIR to a directory`]});return{dir:s,where:t}}async function zi(s,t,e){try{await Ae(s,e)}catch(n){
throw new v("run-write-failed",An(t,n),{where:s,cause:n})}}function gc(s,t,e){let n=!(0,Jt.existsSync)(s),r=e===null||n?
[]:[`the run failed: ${e.replaceAll(`
`,`
  `)}`];return new v("run-write-failed",n?"the run's directory was removed while it ran: nothing more of the run could b\
e stored":`its end could not be stored in ${Gt}: ${wt(t)}; baton runs shows it as interrupted`,{where:s,details:r,cause:t})}
function mc(s,t,e,n){let r=se(s,e);return Lt(e,"ENOENT")?new v(r.code,`${r.message}: run ${t} ran this workflow file, an\
d a replay runs it as it is now`,{...r.where===void 0?{}:{where:r.where},details:[`put it back (from git, if it was comm\
itted) to replay run ${t}, or start a new run of another workflow with ${n.runCommand}`],cause:e}):r}function wc(s,t){let e=new Map;
for(let n of Object.keys(s)){if(!Bi.test(n)||n.toUpperCase().startsWith("GITHUB_"))throw new v("usage",`${JSON.stringify(
n)} is not a name GitHub allows for a variable: letters, digits and _, not starting with a digit or with GITHUB_`,{where:t.
vars});let r=e.get(n.toUpperCase());if(r!==void 0)throw new v("usage",`${JSON.stringify(r)} and ${JSON.stringify(n)} are\
 one variable on GitHub (names are not case-sensitive); give it once`,{where:t.vars});e.set(n.toUpperCase(),n)}}function yc(s,t,e,n){
let r=s.find(a=>!Bi.test(a));if(r!==void 0)throw new v("usage",r.startsWith("-")&&n.flags?`takes the name of an environm\
ent variable after it (--secret NAME), not ${JSON.stringify(r)}`:`${JSON.stringify(r)} is not the name of an environment\
 variable (letters, digits and _, not starting with a digit)`,{where:n.secrets});let o={},i=[],l=[];for(let a of s){let u=t[a];
u===void 0?i.push(a):u===""?l.push(a):o[a]=u}if(i.length+l.length>0){let a=(c,p)=>c.length===0?[]:[`${c.length===1?"secr\
et":"secrets"} ${p}: ${c.join(", ")}`],u=e===null?"running":"replaying",d=c=>e?.secrets.includes(c)?`: run ${e.run} was \
started with ${n.passSecret(c)}`:`, or ${n.dropSecret(c)}`;throw new v("secret-missing",[...a(i,"not set in the environm\
ent"),...a(l,"set to the empty string")].join("; "),{details:[...i.map(c=>`${n.setSecret(c)} before ${u}${d(c)}`),...l.map(
c=>e?.secrets.includes(c)?`${n.setSecret(c)} with its value before ${u}${d(c)}`:`${n.setSecret(c)} with its value before\
 ${u}${d(c)}: an empty secret is no secret (one not given is '' in the run, as on GitHub)`)]})}return o}function bc(s,t,e){
return s.map(n=>{let r={},o=[...n.withheldOutputs??[]];for(let[g,h]of Object.entries(n.outputs))st(h,t).redactions.length>
0?o.push(g):r[g]=h;let i=(n.legResults??[]).map(({leg:g,result:h,reason:S})=>({leg:g,result:h,...S===void 0?{}:{reason:S}})),
l=(e??[]).filter(g=>g.job===n.id).map(({leg:g,offset:h,bytes:S})=>({leg:g,offset:h,bytes:S})),{id:a,stages:u,legs:d,ends:c,
skipped:p,summaryParts:f}=qt({id:n.id,stages:n.stages,legs:n.legs,ends:i,skipped:n.skipReason,summaryParts:l},t);return{
id:a,result:n.result,outputs:r,stages:u,legs:d,...o.length>0?{withheld_outputs:qt(o,t)}:{},...c.length>0?{leg_results:c}:
{},...p===void 0?{}:{skip_reason:p},...f.length>0?{summary_parts:f}:{}}})}function ds(s){return typeof s=="string"?[s]:Array.
isArray(s)?s.flatMap(ds):s!==null&&typeof s=="object"?Object.values(s).flatMap(ds):[]}function Sc(s,t){let e=new Set(t),
n={};for(let[r,o]of Object.entries(s))o!==void 0&&!e.has(r)&&(n[r]=o);return n}function kc(s,t){try{return t()}catch(e){
if(!(e instanceof v))throw e;let n=r=>st(r,s).text;throw new v(e.code,n(e.message),{...e.where===void 0?{}:{where:n(e.where)},
details:e.details.map(n),cause:e.cause})}}function vc(){let s=zr(process.pid);return{pid:process.pid,host:lc(),...s?{start:s}:
{}}}async function xc(s,t,e,n,r,o,i){let{run:l,invocation:a}=r,u=await s.readSummary(l),d=await s.open(l),{jobs:c,summaryParts:p}=await $c(
nt(t,l),u,i.run(a.workflow_path)),f=[];a.workflow_sha256!==void 0&&a.workflow_sha256!==o.workflow&&f.push("");let g=a.called_sha256;
if(g!==void 0)for(let b of[...new Set([...Object.keys(g),...Object.keys(o.called)])].sort())g[b]!==o.called[b]&&f.push(b);
let h=[...new Set(c.flatMap(b=>b.stages))],S=c.map(b=>b.id),m=`stages: ${h.join(", ")||"(none)"}; jobs: ${S.join(", ")||
"(none)"}`;if(r.from.trim()==="")throw new v("usage",`is empty; name the stage or job of run ${l} to run again from: ${m}`,
{where:i.from});let w=c.find(b=>b.id.includes("/")&&(b.stages.includes(r.from)||b.legs.includes(r.from)))?.id??c.find(b=>b.
stages.includes(r.from)||b.legs.includes(r.from))?.id??(await d.get(r.from))?.record.job??n.jobs.find(b=>b.id===r.from)?.
id,y=w?.split("/")[0];if(y===void 0)throw new v("stage-unknown",`run ${l} has no stage or job ${r.from}${Re(r.from,[...h,
...S])}; ${m}`,{where:i.from});let $=y===r.from?`job ${y}`:`${w===r.from?"job":"stage"} ${r.from} belongs to job ${y}, w\
hich`;if(!e.jobs.some(b=>b.id===y)){let b=e.jobs.map(R=>R.id);throw new v("stage-unknown",`${$} is no longer in ${e.fileName}\
: a replay runs the workflow file as it is now, not as run ${l} had it`,{where:i.from,details:[`its jobs now: ${b.join("\
, ")||"(none)"}`]})}if(!n.jobs.some(b=>b.id===y))throw new v("stage-unknown",`${$} is not part of this run${n.target===null?
"":` (run ${l} was started with ${i.passJob(n.target)})`}`,{where:i.from});let C=new Set([y,...n.jobs.filter(b=>b.upstream.
includes(y)).map(b=>b.id)]);for(let b of n.jobs)b.calledBy!==null&&C.has(b.calledBy)&&C.add(b.id);let _=new Map,x=[];for(let b of n.
jobs){if(C.has(b.id))continue;let R=c.find(W=>W.id===b.id);if(!R)throw new v("replay-incomplete",`run ${l} has no result\
 for job ${b.id}; run it again in full`,{where:i.from});_.set(b.id,R),x.push(...R.stages)}for(let b of n.jobs)if(C.has(b.
id))for(let R of b.needs){let W=_.get(R)?.withheldOutputs??[];if(W.length===0)continue;let Q=W.join(", ");throw new v("r\
eplay-incomplete",`job ${R}'s output${W.length===1?` ${Q} was`:`s ${Q} were`} not stored (it may hold a secret), so repl\
aying from ${r.from} cannot give it to job ${b.id}`,{where:i.from,details:[`replay from the job that made it: ${i.replay(
l,R)}`]})}let E=new Map(e.jobs.map(b=>[b.id,b])),O=b=>(_.get(b)?.result??"success")!=="success",U=E.get(y);if(U?.if.text===
null){let b=U.needs.map(R=>R.id).filter(O);if(b.length>0){let R=b[0];for(let W=0;_.get(R)?.result==="skipped"&&W<e.jobs.
length;W++){let Q=E.get(R)?.needs.map(q=>q.id).find(O);if(Q===void 0)break;R=Q}throw new v("replay-skips",`job ${y} need\
s ${b.map(W=>`${W} (${_.get(W).result} in run ${l})`).join(", ")}, so replaying from ${r.from} would skip it again`,{where:i.
from,details:[`replay from the job that did not succeed: ${i.replay(l,R)}`]})}}let V=new Set(x),k=await d.list(),A=x.find(
b=>!k.some(R=>R.stage===b));if(A!==void 0)throw new v("replay-incomplete",`run ${l} recorded stage ${A}, but its record \
is gone from ${nt(t,l)}, so it cannot be reused`,{where:i.from,details:[`replay from that stage, to run it again: ${i.replay(
l,A)}`]});for(let b of k)if(V.has(b.stage))try{await d.getAttempt(b.stage,b.attempt,b.runAttempt)}catch(R){throw R instanceof
v?new v("replay-incomplete",`run ${l}'s record of stage ${b.stage} (attempt ${b.attempt}) cannot be reused: ${wt(R)}`,{where:i.
from,details:[`replay from that stage, to run it again: ${i.replay(l,b.stage)}`]}):R}let P=c.find(b=>b.id===y),F=r.from===
y?null:w!==void 0&&w!==y?`every job of its call (${c.filter(b=>b.id.startsWith(`${y}/`)).map(b=>b.id).join(", ")})`:P&&P.
legs.length>1?`every leg of its matrix (${P.legs.join(", ")})`:P&&P.stages.length>1?`every stage of it (${P.stages.join(
", ")})`:null,L=F===null?null:`${i.fromStage(r.from)}: job ${y} runs again whole, ${F}`,K=Zr(l,a,"replay",i),I=await Oc(
nt(t,l),p,new Set(_.keys()));return{run:l,store:d,jobs:_,stages:x,changed:f,whole:L,redactedStart:K,summaries:I}}async function $c(s,t,e){
let n=t.id,r=nt(s,ft.jobs),o=await ke(r,"utf8").catch(c=>{throw Rc(t,r,c,e)}),i=qr(o,fc,r,{code:"replay-incomplete",what:"\
the jobs' results baton stores",fix:`run ${n} cannot be replayed; run it again in full`}),a=i.some(c=>c.legs.length>0||c.
leg_results===void 0&&c.skip_reason===void 0)?await Pc(s):{legs:new Map,skips:new Map},u=i.some(c=>c.summary_parts!==void 0)?
i.flatMap(c=>(c.summary_parts??[]).map(p=>({job:c.id,...p}))):null;return{jobs:i.map(({withheld_outputs:c,leg_results:p,
skip_reason:f,summary_parts:g,...h})=>{let S=a.legs.get(h.id),m=$=>{let C=S?.get($.leg);return{...$,...C?.durationMs===void 0?
{}:{durationMs:C.durationMs},...C?.failedStep===void 0?{}:{failedStep:C.failedStep}}},w=p?.map(m)??(S===void 0?void 0:h.
legs.map($=>S.get($)??{leg:$,result:h.result})),y=f??a.skips.get(h.id);return{...h,...c&&c.length>0?{withheldOutputs:c}:
{},...w===void 0?{}:{legResults:w},...y===void 0?{}:{skipReason:y}}}),summaryParts:u}}function Rc(s,t,e,n){let r=s.id,o=`\
run it again in full: ${n} with the same options`;if(ar(e)){let{why:l,details:a}=lr(t,e,cs(t),{dir:cs(t),what:"the run"});
return new v("replay-incomplete",`cannot be read: ${l}, so run ${r} cannot be replayed`,{where:t,cause:e,details:[...a,`\
or ${o}`]})}if(!Lt(e,"ENOENT"))return new v("replay-incomplete",`${Fs(e)}, so run ${r} cannot be replayed`,{where:t,cause:e,
details:[o]});let i=Fe(s);return i==="running"?new v("replay-incomplete",`run ${r} is still running, so it cannot be rep\
layed yet: a replay takes the jobs' results of a finished run`,{details:["replay it once it has ended"]}):i==="interrupt\
ed"?new v("replay-incomplete",`run ${r} was interrupted (its process ended before the run did), so it cannot be replayed\
: a replay takes the jobs' results of a finished run`,{details:[o]}):new v("replay-incomplete",`is missing, so run ${r} \
(${i}) cannot be replayed: a finished run keeps its jobs' results there`,{where:t,details:[...s.reason===void 0?[]:[`the\
 run ended with: ${s.reason.split(`
`)[0]}`],`put it back if you have a copy, or ${o}`]})}async function Oc(s,t,e){let n=await ke(nt(s,ft.summary)).catch(l=>Lt(
l,"ENOENT")?Buffer.alloc(0):null);if(n===null)return null;if(n.length===0)return[];if(t===null)return null;let r=[...t].
sort((l,a)=>l.offset-a.offset),o=[],i=0;for(let l of r){if(l.offset!==i||l.offset+l.bytes>n.length)return null;i+=l.bytes;
let a=n.subarray(l.offset,l.offset+l.bytes).toString("utf8"),u=as(l.job,l.leg);if(!a.startsWith(u)||!a.endsWith(`

`))return null;e.has(l.job)&&o.push({job:l.job,leg:l.leg,markdown:a.slice(u.length,-2)})}return i===n.length?o:null}async function Pc(s){
let t=await ke(nt(s,ft.events),"utf8").catch(()=>""),e=new Map,n=new Map,r=new Map,o=new Map;for(let i of t.split(`
`)){if(!/"type":"(job-finished|job-skipped|step-finished|step-started|stage-recorded)"/.test(i))continue;let l;try{l=Kr.
safeParse(JSON.parse(i)).data}catch{continue}if(l?.type==="job-skipped"&&n.set(l.job,l.reason),l?.type==="step-started"&&
o.set(`${l.job}\0${l.leg}`,[]),l?.type==="stage-recorded"){let d=o.get(`${l.job}\0${l.leg}`);d!==void 0&&!d.includes(l.stage)&&
d.push(l.stage)}if(l?.type==="step-finished"&&l.conclusion==="failure"){let d=`${l.job}\0${l.leg}`,c=o.get(d)??[];r.has(
d)||r.set(d,{step:l.step,name:l.name,message:l.message,...l.output_tail===void 0?{}:{output_tail:l.output_tail},...c.length===
0?{}:{stages:c}})}if(l?.type!=="job-finished")continue;let a=e.get(l.job)??new Map,u=l.failed_step??r.get(`${l.job}\0${l.
leg}`);a.set(l.leg,{leg:l.leg,result:l.result,...l.reason===void 0?{}:{reason:l.reason},durationMs:l.duration_ms,...u===
void 0||l.result!=="failure"?{}:{failedStep:u}}),e.set(l.job,a)}return{legs:e,skips:n}}function Ki(s){let t=be(s??process.
cwd()),e;try{e=(0,Jt.statSync)(t)}catch(n){if(!Lt(n,"ENOENT","ENOTDIR"))throw se(t,n,"cwd")}if(e?.isDirectory()!==!0)throw new v(
"usage",e===void 0?"no such directory":"is not a directory",{where:`cwd ${t}`});return t}function Ec(s){if(typeof s!="st\
ring"||s.trim()==="")throw bn("runWorkflow","the workflow file's path as its first argument (runWorkflow('.github/workfl\
ows/ci.yml', \u2026))",xe(s))}async function Ac(s,t,e){let n=new Set(e);for(let r of await s.list())n.has(r.stage)&&await t.
copyAttempt(s,r.stage,r.attempt,r.runAttempt)}async function Tc(s,t,e){let n=new Set;for(let r of e)for(let o of[...r.legs,
...(r.legResults??[]).map(i=>i.leg)])n.add(o);for(let r of n){let o=te(r),i=nt(s,o);if((await sc(i).catch(()=>null))?.isFile()!==
!0)continue;let l=nt(t,`.${ft.jobLogPrefix}${(0,Se.randomBytes)(6).toString("hex")}.tmp`);try{await nc(i,l,Jt.constants.
COPYFILE_EXCL),await oc(l,nt(t,o))}catch(a){throw await ic(l,{force:!0}),new v("run-write-failed",An(`the job log of ${r}`,
a),{where:nt(t,o),cause:a})}}}async function Uh(s,t,e={}){return _c(s,t,e,Pn)}async function _c(s,t,e,n){Nc(s,t);let r=us(
e,"replayWorkflow"),o=Ki(r.cwd),i=be(o,r.storeDir??wn),l=await new Tn(i).resolve(s),a=await Xr(nt(i,l),l);if(a.redacted)
throw new v("replay-refused",`run ${l} was started with a secret (or text shaped like a token) in ${Yr(a,n)}, which was \
not stored, so it cannot be replayed`,{details:[`start it again in full: ${n.run(a.workflow_path)} with the same options`]});
return Gi(a.workflow_path,{...r,cwd:o,storeDir:i,...a.job?{job:a.job}:{},inputs:a.inputs,event:a.event,eventName:a.event_name,
vars:a.vars,secrets:[...new Set([...a.secrets,...r.secrets??[]])],...a.parent?{parent:a.parent}:{}},{words:n,replay:{run:l,
from:t,invocation:a}})}function Nc(s,t){let e=[...typeof s=="string"&&s.trim()!==""?[]:[{takes:"the stored run's id (or \
'latest') as its first argument (replayWorkflow('latest', 'fix', \u2026))",given:xe(s)}],...typeof t=="string"?[]:[{takes:"\
the stage or job to run again from as its second argument (replayWorkflow('latest', 'fix', \u2026))",given:xe(t)}]],[n,...r]=e;
if(n!==void 0)throw bn("replayWorkflow",n.takes,n.given,void 0,r.map(({takes:o,given:i})=>Rs(o,i)))}export{Mc as a,De as b,Ue as c,He as d,bo as e,ma as f,ze as g,Wh as h,pc as i,Uh as j,_c as k};

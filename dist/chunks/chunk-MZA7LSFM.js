import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{a as Ws,b as Us}from"./chunk-YHQU7V4H.js";import{a as Js,b as ro,c as so,d as oo}from"./chunk-SSD5W2YP.js";
import{a as zs,b as Bs,d as Gs,j as Zs,k as Qs,l as to,m as eo}from"./chunk-OP5KRDWW.js";import{a as Nn,b as Ks,c as Vs,
d as qs,e as Xs,g as Ys}from"./chunk-MCCHOH3M.js";import{a as Tn,d as Hs,f as _n}from"./chunk-GISEFCVM.js";import{
a as no}from"./chunk-WGA56SI7.js";import{a as jr}from"./chunk-GWIR7DIQ.js";import{a as Ir}from"./chunk-7FV423P5.js";
import{k as Fs,l as Is}from"./chunk-MG3MGYW7.js";import{$ as hs,Aa as Pn,Ba as Ms,C as zr,Ca as js,Da as Ls,G as oe,
H as Br,J as Gr,K as Kr,N as Vr,O as qr,P as Xr,Q as Yr,U as is,W as ie,X as xn,Y as ds,Z as fs,_ as ps,a as $t,aa as gs,
b as Rt,ba as ms,c as Oe,ca as ws,d as Wt,ea as Ce,f as se,fa as Me,ga as Rn,ha as bs,ja as je,ka as Ss,n as Z,p as Dr,pa as Os,
q as Wr,qa as Ps,r as Ur,ra as Es,sa as As,ta as Ts,va as _s,w as Pe,y as Hr,ya as Ns,z as Jr,za as Cs}from"./chunk-NCQ7QKOA.js";
import{A as On,B as Le,C as ks,D as vs,L as xs,N as $s,O as Rs,a as $n,i as ys}from"./chunk-DM4VZQ3E.js";import{b as rt,
c as qt,d as Ne,e as as,f as ls,h as us,i as Ut,j as vn,k as cs}from"./chunk-RWP7FG45.js";import{a as Ie}from"./chunk-ICEQMEMO.js";
import{a as En,b as ae,c as An,d as Fe,e as Ds}from"./chunk-EEGIKDNE.js";import{A as Nt,a as Ee,b as Ae,k as Zr,m as Qr,
n as ts,o as es,p as Te,q as _e,r as ns,u as rs,x as ss,y as os}from"./chunk-PNZ5KYMB.js";import{a as Tt,b as xe,c as xt,
d as yn,e as vr,g as kn,i as Re,m as _r,n as Nr,p as Cr,q as re,r as Mr,t as Vt,v as Lr,w as Fr}from"./chunk-22N64GVF.js";
import{b as v,c as It,d as lt,e as fn}from"./chunk-BXL4BL7Z.js";import{Aa as Tr,B as Y,C as et,Da as ne,Ea as Kt,H as Ot,
I as Sr,O as ut,P as pt,Q as te,T as Lt,U as kr,X as wn,b as pn,ca as xr,d as hr,da as $r,e as gr,ha as tt,i as jt,ia as Dt,
j as mr,ja as bn,k as wr,ka as Rr,l as hn,m as gn,ma as Or,n as yr,na as _t,o as br,oa as $e,pa as Pr,q as Gt,r as mn,ra as Er,
sa as Sn,ua as ee,x as bt,xa as Ar,ya as G}from"./chunk-JZBPCCZQ.js";import{a as Qt}from"./chunk-5A7QKWCT.js";
import{d as At}from"./chunk-3NR5HZ6E.js";var Ac=wn.stage;function Cn(r,t){let e=wn[r];return Object.fromEntries(Object.entries(t).filter(([n])=>e.includes(n)))}function De(r,t,e={}){
let n=r.problems.some(s=>s.code===Ot.nextUnknownStage);return{[et.status]:r.status,[et.next]:t?.next&&!n?t.next.stage:"",
[et.present]:r.present?"true":"false",[et.data]:JSON.stringify(t?.data??{}),[et.sha256]:r.digests.handoff??"",[et.artifactId]:e.
artifactId??"",[et.promptPath]:e.promptPath??"",[et.handoffPath]:e.handoffPath??""}}function io(){return{[et.status]:"fa\
ilure",[et.next]:"",[et.present]:"false",[et.data]:"{}",[et.sha256]:"",[et.artifactId]:"",[et.promptPath]:"",[et.handoffPath]:""}}var Ji=new TextEncoder,zi=new TextDecoder("utf-8",{fatal:!0,ignoreBOM:!0}),Bi=new TextDecoder("latin1");async function ao(r,t,e){
let n=[],s=[],o=new Set,i=bt.artifactBytes;for(let[l,a]of(t.artifacts??[]).entries()){let u=f=>s.push({code:Ot.artifactRefused,
severity:"warning",path:Nr(["artifacts",l,"path"]),message:`${a.path} ${f}; it was not kept`});if(a.path.includes(Lt.markerPrefix)){
u("held a secret (its path was redacted)");continue}let c=es(a.path);if("refused"in c){u(c.refused);continue}if(o.has(c.
path))continue;let d=await e.readArtifact(r.workingDirectory,c.path,i);if(d.kind==="refused"){u(d.reason);continue}let p=Gi(
d.bytes,r.redact,`${br}/${c.path}`);if("refused"in p){u(p.refused);continue}if(p.bytes.length>i){u(`is ${p.bytes.length}\
 bytes once redacted, more than the ${i} bytes left of the ${bt.artifactBytes}-byte limit for one record's artifacts`);continue}
s.push(...p.problems),n.push({path:c.path,bytes:p.bytes}),o.add(c.path),i-=p.bytes.length}return{files:n,problems:s}}function Gi(r,t,e){
let n;try{n=zi.decode(r)}catch{n=void 0}if(n!==void 0){let s=Me(n,t,e);return s.problems.length===0?{bytes:r,problems:[]}:
{bytes:Ji.encode(s.text),problems:s.problems}}return rt(Bi.decode(r),t).redactions.length>0?{refused:"is not UTF-8 text \
and holds a secret, which cannot be redacted from a binary file"}:{bytes:r,problems:[]}}var Ki=new Set(Object.values(Sr));function lo(r){return r.problems.filter(t=>t.severity==="warning"&&!Ki.has(t.code))}var We="baton: the command could not start: ";async function Ue(r,t,e,n,s={}){let o=e&&r.agent?.kind==="preset"?Jr(r.agent.preset,e.stdout):null,i=await Vi(r,t,e,o?.finalText??
null,n),l=i.kind==="valid"?i.handoff:null,a=l?await ao(r,l,n.workspace):{files:[],problems:[]},u=[...t.warnings,...i.problems,
...a.problems,...o?.problems??[]],c=i.kind==="invalid",d=r.onInvalid==="fail"||r.handoff==="required",p=null,f,h={reason:"\
cancelled",message:`the stage was cancelled while its agent ran${typeof s.signal?.reason=="string"?`: ${s.signal.reason}`:
""}`};if(s.cancelled||s.signal?.aborted)f=h;else if(e&&e.exitCode!==0)f={reason:"exit-nonzero",message:e.exitCode!==null?
`the agent exited with code ${e.exitCode}`:e.signal!==null?`the agent was ended by ${e.signal}`:`the agent could not sta\
rt: ${e.output.replace(We,"").trim()}`,exitCode:e.exitCode,signal:e.signal};else if(c&&d){let $=i.problems.filter(C=>C.severity===
"error");f={reason:"handoff-invalid",message:`the handoff was refused (${Yi($.length,"problem")}): ${Xi($)}`,problems:$}}else if(l===
null&&r.handoff==="required"){let $=`no handoff: nothing at $${jt.handoffPath} and no block between the markers in the a\
gent's output, and this stage requires one (handoff: required)`;u.push({code:Ot.handoffMissing,severity:"error",path:"$",
message:$}),f={reason:"handoff-missing",message:$}}else if(s.verify){let $=await s.verify();p=$.facts,u.push(...$.problems),
f=s.signal?.aborted?{reason:"cancelled",message:"the stage was cancelled while verify ran"}:p.exit_code===0?{reason:"com\
pleted",message:null}:{reason:"verify-failed",message:`verify failed with ${p.exit_code===null?"no exit code (ended by a\
 signal)":`exit code ${p.exit_code}`}`,exitCode:p.exit_code}}else f={reason:"completed",message:null};let k=c&&!d?u.map(
$=>({...$,severity:"warning"})):u,m=n.workspace.now(),w=await Ce(r,{attempt:t.attempt,repair:t.repair,hop:t.hop,lineage:t.
lineage,...t.parent?{parent:t.parent}:{},prompt:t.prompt,handoff:l,agent:e,startedAt:new Date(t.preparedAt),finishedAt:m,
usage:o?.usage??null,verify:p,outcome:f,problems:k,files:a.files},n),y=r.handoff==="required"&&(f.reason==="handoff-inva\
lid"||f.reason==="handoff-missing");return{...w,outputs:De(w.record,w.handoff,{artifactId:w.ref.id,promptPath:t.promptPath,
handoffPath:t.handoffPath}),repairProblems:y?w.record.problems.filter($=>$.severity==="error"):[]}}async function Vi(r,t,e,n,s){
let o=await s.workspace.readHandoff(t.handoffPath),i=[],l;if(o.kind!=="missing")l=o;else if(e)for(let d of[n,e.stdout]){
if(!d)continue;let p=jr(d);if(i.push(...p.warnings),p.json!==null){l=_r(p.json);break}}if(l===void 0)return{kind:"missin\
g",problems:qi(i)};if(l.kind==="invalid")return{kind:"invalid",problems:[...i,...l.problems]};let a=us(l.handoff,r.redact),
u=[...i,...l.warnings,...a.problems],c=a.handoff.next?.stage;if(c!==void 0&&r.workflowJobs!==null&&!r.workflowJobs.includes(
c)){let d={code:Ot.nextUnknownStage,severity:r.onInvalid==="warn"?"warning":"error",path:"$.next.stage",message:`"${c}" \
names no job in this workflow; jobs: ${[...r.workflowJobs].sort().join(", ")}`};if(r.onInvalid==="fail")return{kind:"inv\
alid",problems:[...u,d]};u.push(d)}else c!==void 0&&r.workflowJobs===null&&u.push({code:Ot.nextUnchecked,severity:"warni\
ng",path:"$.next.stage",message:`"${c}" was not checked against the workflow's jobs, which are not known here: ${r.workflowUnread??
"the workflow file was not read"}; the \`next\` output names it as given, whether or not a job has that id`});return{kind:"\
valid",handoff:a.handoff,problems:u}}function qi(r){let t=new Set;return r.filter(e=>{let n=`${e.code}\0${e.path}\0${e.message}`;
return t.has(n)?!1:(t.add(n),!0)})}function Xi(r){let t=[...r].sort((n,s)=>Number(kn(s.message))-Number(kn(n.message))),
e=t.slice(0,3).map(Vt).join("; ");return t.length>3?`${e}; and ${t.length-3} more`:e}function Yi(r,t){return`${r} ${t}${r===
1?"":"s"}`}function co(r){let t=r.problems.filter(s=>s.severity==="error"),e=(t.length>0?t:r.problems).map(s=>`- ${Vt(s).replace(/\s+/g,
" ")}`).join(`
`),n=JSON.stringify(Ir(),null,2);return[`# Your handoff for stage \`${r.stage}\` was not accepted`,"","Your last run fin\
ished, but baton could not accept its handoff:","",e,"",`Do not redo the work. Write the handoff again, as one JSON obje\
ct that follows the JSON Schema below, to the file named by the environment variable \`${jt.handoffPath}\` (or print it a\
s the last thing you output, between a line \`${gn.start}\` and a line \`${gn.end}\`).`,"","## The handoff JSON Schema",
"",uo(n,"json"),"","## The task you were given","",uo(r.previousPrompt,"markdown"),""].join(`
`)}function uo(r,t){let e=Math.max(0,...Array.from(r.matchAll(/`+/g),s=>s[0].length)),n="`".repeat(Math.max(3,e+1));return`${n}${t}\

${r.replace(/\n$/,"")}
${n}`}async function He(r,t,e={}){let n=e.attempt??1,s=t.workspace.now();await Qi(r,n,t.store);let o=e.upstream??await ta(r,t.
store),i=e.parent!==void 0?e.parent:await na(r,t),l=o.filter(m=>m.stored!==void 0),a=l.map(m=>fo(m.stored)).sort((m,w)=>$n(
m.stage,w.stage)),u=i?.deepest[0]?.record.hop??0,c=1+Math.max(u,...l.map(m=>m.stored.record.hop)),d=i?{run:i.run,lineage:i.
deepest.map(fo)}:void 0,p=async(m,w)=>{let y=await Ce(r,{attempt:n,repair:e.repair!==void 0,hop:c,lineage:a,...d?{parent:d}:
{},prompt:"",handoff:null,agent:null,startedAt:s,finishedAt:t.workspace.now(),usage:null,verify:null,outcome:m,problems:w},
t);return{kind:"refused",result:{stage:r.stage,ok:!1,outcome:y.outcome,attempts:[y],final:y,outputs:De(y.record,null,{artifactId:y.
ref.id})}}};if(c>r.maxHandoffs){let m=await ra(r,l,i,t),w=`stage ${r.stage} would be hop ${c}, more than max-handoffs ${r.
maxHandoffs}: ${ia(m)}`;return p({reason:"max-handoffs",message:w,hop:c,limit:r.maxHandoffs,chain:m},[{code:Ot.maxHandoffs,
severity:"error",path:"$",message:w}])}let f,g=[];if(e.repair)f=co({stage:r.stage,...e.repair});else try{({prompt:f,warnings:g}=
await Zi(r,o,e.attemptContext))}catch(m){if(!(m instanceof v))throw m;let w={code:m.code,severity:"error",path:m.where??
"$",message:m.message};return p({reason:"render-failed",message:lt(m),problems:[w]},[w])}let h=await t.workspace.attemptPaths(
r.stage,n);return r.agent?.kind==="preset"&&(f=`${f.trimEnd()}

${zr({handoffPath:h.handoffPath})}
`),await t.workspace.writePrompt(h.promptPath,f),{kind:"ready",prepared:{stage:r.stage,attempt:n,repair:e.repair!==void 0,
prompt:f,promptPath:h.promptPath,handoffPath:h.handoffPath,lineage:a,hop:c,...d?{parent:d}:{},warnings:g,preparedAt:s.toISOString()},
upstream:o,parent:i}}async function Zi(r,t,e){if(r.template===null)throw new v("prompt-missing","this stage has no promp\
t template",{where:r.stage});let n={source:r.template.source,...r.maxPromptTokens===null?{}:{maxPromptTokens:r.maxPromptTokens},
...r.madeEvent===void 0?{}:{madeEventHint:Zs(r.madeEvent,r.madeEventRun)}};await to(r.template.text,n);let s=ys({upstream:t,
inputs:r.inputs,github:r.github,...e?{attempt:e}:{},require:r.needs,analysis:Qs(r.template.text)}),o=eo(r.template.text,
s.context,n);return{prompt:o.prompt,warnings:[...s.warnings,...o.warnings]}}async function Qi(r,t,e){let n={stage:r.stage,
attempt:t,runAttempt:r.run.attempt};if((await e.list()).some(o=>_e(o,n)===0))throw new v("record-exists",`${rs(n)} alrea\
dy has a record in this run, so the agent was not run; records are immutable`,{where:`stage ${r.stage}`,details:[`anothe\
r job of this run records stage ${r.stage}: give each job its own stage id (the \`${Y.stage}\` input)`]})}async function ta(r,t){
let e=r.upstream.filter(a=>a.stage!==r.stage),n=await Promise.all(e.map(a=>t.get(a.stage))),s=new Map(e.map(a=>[a.stage,
a])),o=(a,u)=>{let{job:c=null,matrix:d,open:p,place:f}=s.get(a)??{};return{stage:a,job:c??u?.record.job??a,stored:u,...d===
void 0?{}:{matrix:d},...p===!0?{open:!0}:{},...f===void 0?{}:{place:f}}},i=new Map;for(let[a,u]of e.entries())i.set(u.stage,
n[a]);if(r.expandLineage){let a=[...i.values()].filter(u=>u!==void 0);for(let u=a.shift();u;u=a.shift())for(let c of u.record.
lineage){if(c.stage===r.stage||i.has(c.stage))continue;let d=await t.getAttempt(c.stage,c.attempt,c.run_attempt),p=d?.recordSha256===
c.record_sha256?d:void 0;i.set(c.stage,p),p&&a.push(p)}}let l=r.expandLineage?await ea(r,i,t):new Map;return[...i].map(([
a,u])=>{let c=l.get(a);return{...o(a,u),...c?{recordedLike:c}:{}}})}async function ea(r,t,e){let n=r.needs.filter(i=>t.has(
i)&&t.get(i)===void 0),s=new Map;if(n.length===0)return s;let o=[...new Set((await e.list()).map(i=>i.stage))].filter(i=>i!==
r.stage).sort($n);for(let i of n){let l=o.filter(a=>a.startsWith(`${i}-`));l.length>0&&s.set(i,l)}return s}async function na(r,t){
if(r.parentRun===null)return null;if(!t.openRun)throw new It(`stage ${r.stage}: a parent run is set but no way to open a\
nother run was given`);let e=await t.openRun(r.parentRun),n=new Map;for(let i of await e.list())n.set(i.stage,ns([i,n.get(
i.stage)??i]));let s=(await Promise.all([...n.values()].map(i=>e.getAttempt(i.stage,i.attempt,i.runAttempt)))).filter(i=>i!==
void 0),o=Math.max(0,...s.map(i=>i.record.hop));return{run:r.parentRun,store:e,deepest:s.filter(i=>i.record.hop===o)}}function fo(r){
let{stage:t,attempt:e,run:n}=r.record;return{stage:t,attempt:e,...n.attempt>1?{run_attempt:n.attempt}:{},record_sha256:r.
recordSha256}}async function ra(r,t,e,n){let s=r.maxHandoffs+1,o=new Map(t.map(f=>[f.stored.recordSha256,f.stored])),i=new Map;
e&&i.set(e.run,Promise.resolve(e.store));let l=f=>(!i.has(f)&&n.openRun&&i.set(f,n.openRun(f)),i.get(f)),a=f=>f.reduce((g,h)=>g===
void 0||h.stored.record.hop>g.stored.record.hop?h:g,void 0),u=async(f,g,h)=>{let k=[];for(let m of f){let w=(h===null?o.
get(m.record_sha256):void 0)??await g.getAttempt(m.stage,m.attempt,m.run_attempt);w?.recordSha256===m.record_sha256&&k.push(
{stored:w,store:g,run:h})}return k},c=[{stage:r.stage,run:null}],d=a([...t.map(f=>({stored:f.stored,store:n.store,run:null})),
...(e?.deepest??[]).map(f=>({stored:f,store:e.store,run:e.run}))]),p=!1;for(;d&&c.length<s+1;){c.unshift({stage:d.stored.
record.stage,run:d.run});let{record:f}=d.stored;if(f.hop<=1){p=!0;break}let g=await u(f.lineage,d.store,d.run);if(f.parent)
try{let h=await l(f.parent.run);h&&g.push(...await u(f.parent.lineage,h,f.parent.run))}catch{}d=a(g)}return sa(c,p)}function sa(r,t){
let e=r.some(o=>o.run!==null),n=t?[]:["\u2026"],s;for(let o of r)e&&o.run!==s&&n.push(oa(o.run)),s=o.run,n.push(o.stage);
return n}function oa(r){return r===null?"this run:":`run ${r}:`}function Mn(r){return r.endsWith(":")}function ia(r){let t=r.
filter(l=>!Mn(l)&&l!=="\u2026").length,e=[],n,s=!1,o=0;for(let l of r)Mn(l)?(n=l,s=!1):l==="\u2026"?e.push(l):(t<=12||o<
5||o>=t-5?(n!==void 0&&!s&&e.push(n),s=!0,e.push(l)):e.at(-1)!=="\u2026"&&e.push("\u2026"),o++);let i="";for(let[l,a]of e.
entries()){let u=e[l-1];i+=l===0?a:u!==void 0&&Mn(u)?` ${a}`:` \u2192 ${a}`}return i}async function po(r,t){if(r.agent===null)throw new It(`stage ${r.stage}: runStage needs an agent (run or agent); this sp\
ec is for a split stage`);let e=[],n,s,o={},i="",l=!1;for(let a=1;;a++){let u=await He(r,t,{...o,attempt:a,...n?{upstream:n}:
{},...s!==void 0?{parent:s}:{}});if(u.kind==="refused")return t.reporter?.error(u.result.outcome.message??"",r.stage),{...u.
result,attempts:[...e,...u.result.attempts]};n=u.upstream,s=u.parent;let c=u.prepared;c.repair||(i=c.prompt);for(let h of c.
warnings)t.reporter?.warning(h.message,`${r.stage} ${h.path}`);let d=await ca(r,c,t),p=await Ue(r,c,d,t,{...t.signal?{signal:t.
signal}:{},...r.verify===null?{}:{verify:()=>da(r,c,t,r.verify)}});e.push(p);let{outcome:f}=p,g=t.signal?.aborted===!0;if(p.
repairProblems.length>0&&!l&&!g){l=!0,t.reporter?.warning(`${f.message}; giving the agent one repair turn`,r.stage),o={repair:{
problems:p.repairProblems,previousPrompt:i}};continue}if(f.reason==="verify-failed"&&a<r.attempts&&!g){t.reporter?.warning(
`attempt ${a} of ${r.attempts}: ${f.message}; trying again`,r.stage),o={attemptContext:la(a+1,p.handoff,p.record.verify)};
continue}return f.reason==="cancelled"?t.reporter?.warning(f.message,r.stage):f.reason!=="completed"&&t.reporter?.error(
f.message,r.stage),aa(r,f,e,p.outputs)}}function aa(r,t,e,n){let s=e.at(-1);if(!s)throw new It(`stage ${r.stage}: no att\
empt was stored`);return{stage:r.stage,ok:t.reason==="completed",outcome:t,attempts:e,final:s,outputs:n}}function la(r,t,e){
return{number:r,previous:t,verify:e?{exit_code:e.exit_code,output:e.output_tail}:null}}function ua(r,t){let e={};for(let[
n,s]of Object.entries(r))mr.includes(n)||wr.some(o=>n.startsWith(o))||(e[n]=s);return{...e,...t}}function ho(r,t,e,n={}){
return ua(e.env,{...n,[jt.promptPath]:t.promptPath,[jt.handoffPath]:t.handoffPath,[jt.stage]:r.stage})}async function ca(r,t,e){
let n=r.agent,s=n.kind==="preset"?{...Hr(n.preset),shell:"bash"}:{script:n.command,env:{},shell:r.shell};return e.reporter?.
info(`${r.stage}: attempt ${t.attempt}${t.repair?" (repair turn)":""}, running the agent`),go(e,()=>({script:s.script,shell:s.
shell,cwd:e.workspace.resolveDirectory(r.workingDirectory),env:ho(r,t,e,s.env)}))}async function go(r,t){let e=r.workspace.
now();try{return await r.runner.run({...t(),...r.onOutput?{onOutput:r.onOutput}:{},...r.signal?{signal:r.signal}:{}})}catch(n){
let s=`${We}${lt(n)}
`;return r.onOutput?.(s,"stderr"),{exitCode:null,signal:null,startedAt:e,finishedAt:r.workspace.now(),output:s,stdout:""}}}
async function da(r,t,e,n){e.reporter?.info(`${r.stage}: attempt ${t.attempt}, running verify`);let s=await go(e,()=>({script:n,
shell:r.shell,cwd:e.workspace.resolveDirectory(r.workingDirectory),env:ho(r,t,e)})),o=Me(s.output,r.redact,"verify.outpu\
t_tail");return{facts:{command:n,exit_code:s.exitCode,output_tail:hr(o.text,bt.verifyOutputTailBytes),duration_ms:Math.max(
0,s.finishedAt.getTime()-s.startedAt.getTime())},problems:o.problems}}var So=At(Ee(),1),Pt=At(Qt(),1);import{spawn as ha}from"node:child_process";import{tmpdir as ga}from"node:os";import{join as ma}from"node:path";
import{StringDecoder as wa}from"node:string_decoder";var Je=class{#t;#n={stdout:"",stderr:""};#r=null;constructor(t){this.#t=t}push(t,e){let n=this.#n[e]+t,s=n.endsWith("\r")?
n.slice(0,-1):n,o=Math.max(s.lastIndexOf(`
`),s.lastIndexOf("\r"))+1;n.length-o>65536&&(o=n.length),this.#e(e,n.slice(0,o)),this.#n[e]=n.slice(o)}end(t){this.#e(t,
this.#n[t]),this.#n[t]=""}#e(t,e){e!==""&&(this.#r!==null&&!this.#r.ended&&this.#r.stream!==t&&this.#t(`
`,!0),this.#t(e,!1),this.#r={stream:t,ended:e.endsWith(`
`)||e.endsWith("\r")})}};var fa=8;function wo(r,t,e,n){let s=r+t,o=r.length,i=as(s,e),l=i.find(c=>c.start<o&&c.end>o),a=l?l.end-o:0;if(n&&(a=mo(t,
a)),!s.includes("\x1B")&&i.every(c=>c.end<=o+a))return a;let u=rt(s,e).text;for(let c=0;a<t.length&&c<=fa;c++){if(ls(s,o+
a,e,u))return a;a=n?mo(t,a+1):pa(t,a+1)}return t.length}function mo(r,t){if(t===0||r.charCodeAt(t-1)===yo)return t;let e=r.
indexOf(`
`,t);return e===-1?r.length:e+1}function pa(r,t){for(let e=t;e<=r.length;e++){let n=r.charCodeAt(e-1);if(n===yo||n===32||
n===9)return e}return r.length}var yo=10;var jn={killGraceMs:5e3,maxOutputBytes:1024*1024,drainMs:1e3};function ya(r){try{process.kill(-r,0)}catch{return!1}let t;
try{t=(0,Pt.readdirSync)("/proc")}catch{return!0}for(let e of t){if(!/^\d+$/.test(e))continue;let n;try{n=(0,Pt.readFileSync)(
`/proc/${e}/stat`,"utf8")}catch{continue}let[s,,o]=n.slice(n.lastIndexOf(")")+2).split(" ");if(Number(o)===r&&s!=="Z")return!0}
return!1}var ze=class{#t;#n;#r;#e;#s;#o;#l;#a;constructor(t={}){this.#t=t.tempDir??ga(),this.#n=t.killGraceMs??jn.killGraceMs,
this.#r=t.maxOutputBytes??jn.maxOutputBytes,this.#e=t.drainMs??jn.drainMs,this.#s=t.outputHook,this.#o=t.reuseScripts?new Map:
void 0,this.#l=t.secrets??[],this.#a=t.noPathHint??"PATH is not set in its environment"}async run(t){let e=gs(t.shell);ba(
t.cwd);let n=ms(e,t.script),s=this.#u(e.extension,n),o=s??ma(this.#t,`baton-step-${(0,So.randomUUID)()}${e.extension}`);
s===void 0&&((0,Pt.writeFileSync)(o,n,{flag:"wx",mode:448}),this.#o?.set(`${e.extension}\0${n}`,o)),this.#s?.begin?.();try{
return await this.#d(e.file,ws(e,o),t)}finally{this.#s?.end?.(),this.#o===void 0&&(0,Pt.rmSync)(o,{force:!0})}}#u(t,e){let n=`${t}\
\0${e}`,s=this.#o?.get(n);if(s===void 0)return;let o=Buffer.from(e),i;try{i=Cr(s,o.length)}catch{i={kind:"missing"}}if(i.
kind==="file"&&o.equals(i.bytes))return s;this.#o?.delete(n)}#d(t,e,n){return new Promise((s,o)=>{let i=new Date,l=new Be(
this.#r),a=new Be(this.#r),u=ha(t,e,{cwd:n.cwd,env:n.env,stdio:["ignore","pipe","pipe"],detached:!0});u.pid!==void 0&&n.
onStart?.(u.pid);let c,d,p,f,g=!1,h=L=>{if(u.pid!==void 0)try{process.kill(-u.pid,L)}catch{}},k=()=>u.pid!==void 0&&ya(u.
pid),m,w=!1,y,$=null,C,_=()=>{h("SIGKILL"),C=Date.now()},x=Number.POSITIVE_INFINITY,E=L=>{L>=x||(x=L,clearTimeout(c),c=setTimeout(
_,Math.max(0,L-Date.now())),c.unref())},O=()=>{$!=="terminate"&&($="terminate",clearTimeout(d),h("SIGTERM"),E(Date.now()+
this.#n))},U=()=>{if(n.stop!=="interrupt"||n.kill?.aborted)return O();$===null&&($="interrupt",h("SIGINT"),d=setTimeout(
()=>h("SIGTERM"),1.5*this.#n),d.unref(),E(Date.now()+2*this.#n))},V=()=>{let L=k();return n.kill?.aborted&&C===void 0&&L&&
_(),L&&(C===void 0||Date.now()-C<2e3)?(m??=setInterval(S,100),!1):(clearInterval(m),w?!0:y===void 0?(y=Date.now(),setTimeout(
S,this.#e).unref(),!1):Date.now()-y>=this.#e)},S=()=>{g||f===void 0||$!==null&&!V()||(clearInterval(m),g=!0,clearTimeout(
p),u.stdout?.destroy(),u.stderr?.destroy(),P("stdout"),P("stderr"),n.signal?.removeEventListener("abort",U),n.kill?.removeEventListener(
"abort",O),clearTimeout(c),clearTimeout(d),s({exitCode:f.code,signal:f.signal,startedAt:i,finishedAt:new Date,output:l.text(
this.#l),stdout:a.text(this.#l)}))},A=new Je((L,K)=>K?l.insert(L):l.push(L)),P=L=>A.end(L),F=(L,K)=>{let I=new wa("utf8"),
b=R=>{A.push(R,K),R!==""&&(K==="stdout"&&a.push(R),this.#s?.chunk(R,K),n.onOutput?.(R,K))};L.on("data",R=>{l.wrote(R.length),
K==="stdout"&&a.wrote(R.length),b(I.write(R))}),L.on("end",()=>{b(I.end()),P(K)})};F(u.stdout,"stdout"),F(u.stderr,"stde\
rr"),u.on("error",L=>{if(g)return;g=!0,n.signal?.removeEventListener("abort",U),n.kill?.removeEventListener("abort",O);let K=L.
code==="ENOENT"&&!t.includes("/")&&!n.env.PATH;o(new v("shell-failed",`could not start ${JSON.stringify(t)}: ${L.code??L.
message}${K?`; ${this.#a}`:""}`,{where:"shell",cause:L}))}),u.on("exit",(L,K)=>{f={code:L,signal:K},p=setTimeout(()=>{$===
null&&(u.stdout?.destroy(),u.stderr?.destroy()),S()},this.#e),p.unref()}),u.on("close",()=>{w=!0,S()}),n.kill?.aborted?O():
n.kill?.addEventListener("abort",O,{once:!0}),n.signal&&(n.signal.aborted?U():n.signal.addEventListener("abort",U,{once:!0}))})}};
function ba(r){let t;try{t=(0,Pt.statSync)(r)}catch{t=void 0}if(!t?.isDirectory())throw new v("working-directory-missing",
`${r} is not a directory`,{where:"working-directory"})}var bo=64*1024,Sa=`${["-----BEGIN","PRIVATE","KEY-----"].join(" ")}\

`,ka=128,Be=class{#t;#n=[];#r=0;#e=0;#s=0;#o=0;#l=!1;#a="";constructor(t){this.#t=t}wrote(t){this.#s+=t}insert(t){this.push(
t),this.#o+=Buffer.byteLength(t)}push(t){this.#n.push(t);let e=Buffer.byteLength(t);for(this.#r+=e,this.#e+=e;this.#n.length>
1&&this.#r-Buffer.byteLength(this.#n[0])>=this.#t+bo;){let n=this.#n.shift();this.#r-=Buffer.byteLength(n),this.#u(n)}}#u(t){
let e=this.#a+t;this.#l=Ut(e,this.#l,this.#a.length),this.#a=e.slice(-ka)}text(t=[]){let e=Buffer.from(this.#n.join(""));
if(e.length<=this.#t)return e.toString("utf8");let n=e.length-this.#t-1,s=e.indexOf(10,n),o=[e.indexOf(32,n),e.indexOf(9,
n)].filter(u=>u>=0),i=s>=0&&s<e.length-1?s:o.length>0?Math.min(...o):-1,l="";if(i>=0){let u=i+1,c=Math.max(0,u-bo),d=c===
0?-1:e.indexOf(10,c-1);for(d>=0&&d+1<u&&(c=d+1);(e[c]&192)===128;)c++;let f=(Ut(this.#a+e.subarray(0,c).toString("utf8"),
this.#l,this.#a.length)?Sa:"")+e.subarray(c,u).toString("utf8"),g=e.subarray(u).toString("utf8");l=g.slice(wo(f,g,t,e[i]===
10))}let a=l!==""?`the last ${this.#t} bytes at most are kept`:i===-1?"none of it is kept, as no line or space was left \
to start at":"none of it is kept, as all of it after the cut may be part of a secret the cut went through";return this.#e===
this.#s+this.#o?`[baton: the first ${this.#e-Buffer.byteLength(l)} bytes of this output were left out; ${a}]
${l}`:`[baton: this output was ${this.#s} bytes, not all of it UTF-8 text, and its start was left out; ${a}${l===""?"":"\
, as text (a byte that is not UTF-8 as \uFFFD)"}]
${l}`}};var Se=At(Ee(),1),Jt=At(Qt(),1);import{copyFile as Xu,lstat as Yu,mkdtemp as Zu,readFile as ke,rename as Qu,rm as tc}from"node:fs/promises";
import{availableParallelism as ec,hostname as nc,tmpdir as rc}from"node:os";import{basename as sc,dirname as oc,join as nt,
relative as ic,resolve as be}from"node:path";import{setMaxListeners as Un}from"node:events";var ko=["repository","path","ref"];function vo(r,t,e){let n=t.repository.trim(),s=n!==""&&n.toLowerCase()!==e.repository.
toLowerCase(),o=t.path.trim(),i=!va(o,e.workspace),l=t.ref.trim(),a=l!==""&&!e.refs.includes(l);if(!s&&!i&&!a)return null;
let u=s?`${n}${a?` at ${l}`:""} is not cloned`:a?`ref ${l}${i?" of this repository":""} is not checked out`:"this reposi\
tory is not checked out again";return`${r}: ${u}${i?` into ${o}`:""}: baton checks nothing out; the project directory is\
 used as it is`}function va(r,t){if(r==="")return!0;let e=r.replace(/\/+$/,"")||"/";return e==="."||e===(t.replace(/\/+$/,
"")||"/")}function Eo(r){return`$${ut.stepSummary} upload aborted, supports content up to a size of ${Math.floor(bt.stepSummaryFileBytes/
1024)}k, got ${Math.floor(r/1024)}k. For more information see: https://docs.github.com/actions/using-workflows/workflow-\
commands-for-github-actions#adding-a-markdown-summary`}var Ao=new Set(["NODE_OPTIONS"]);function Fn(r,t){let e=[],n=r.split(
`
`).map(s=>s.replace(/\r$/,""));n.length>0&&n[n.length-1]===""&&n.pop();for(let s=0;s<n.length;s+=1){let o=n[s];if(o.trim()===
"")continue;let i=o.indexOf("<<"),l=o.indexOf("=");if(i>0&&(l<0||i<l)){let a=o.slice(0,i),u=o.slice(i+2);if(u==="")throw Ge(
t,s+1,`"${a}<<" needs a delimiter`);let c=[],d=!1;for(s+=1;s<n.length;s+=1){if(n[s]===u){d=!0;break}c.push(n[s])}if(!d)throw Ge(
t,s,`no line "${u}" ends the value of ${a}`);e.push([xo(a,t,s+1),c.join(`
`)]);continue}if(l>0){e.push([xo(o.slice(0,l),t,s+1),o.slice(l+1)]);continue}throw Ge(t,s+1,"expected name=value or name\
<<DELIMITER")}return e}function To(r,t){let e=[],n=[];for(let s of Fn(r,t))Ao.has(s[0].toUpperCase())?n.push(`can't stor\
e ${s[0]} using ${t}; it was left out`):e.push(s);return{pairs:e,refused:n}}function _o(r){return r.split(`
`).map(t=>t.replace(/\r$/,"").trim()).filter(t=>t!=="").reverse()}function xo(r,t,e){if(r.trim()===""||r!==r.trim()||r.includes(
"\0"))throw Ge(t,e,`"${r}" is not a valid name`);return r}function Ge(r,t,e){return new v("file-command-invalid",`${r} l\
ine ${t}: ${e}`,{where:r})}var qe=new Set(["stop-commands","set-env","set-output","save-state","add-mask","add-path","ad\
d-matcher","remove-matcher","debug","warning","error","notice","group","endgroup","echo"]),No={has:()=>!0},Co="\\t\\n\\v\\f\\\
r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000",xa=new RegExp(`^[${Co}]+`),$o=new RegExp(`[${Co}\
]`);function Ke(r){let t=0,e=r.length;for(;t<e&&$o.test(r[t]);)t++;for(;e>t&&$o.test(r[e-1]);)e--;return r.slice(t,e)}function Xe(r,t=qe){
return $a(r,t)??Ra(r,t)}function $a(r,t){let e=r.replace(xa,"");if(!e.startsWith("::"))return null;let n=e.indexOf("::",
2);if(n<0)return null;let s=e.slice(2,n),o=s.indexOf(" "),i=(o<0?s:s.slice(0,o)).toLowerCase();if(!t.has(i))return null;
let l=o>0?Mo(Ke(s.slice(o+1)),",",Ta):new Map;return{command:i,properties:l,data:Aa(e.slice(n+2)),form:"v2"}}function Ra(r,t){
let e=r.indexOf("##[");if(e<0)return null;let n=r.indexOf("]",e);if(n<0)return null;let s=r.slice(e+3,n),o=s.indexOf(" "),
i=(o<0?s:s.slice(0,o)).toLowerCase();if(!t.has(i))return null;let l=o>0?Mo(s.slice(o+1),";",Oo):new Map;return{command:i,
properties:l,data:Oo(r.slice(n+1)),form:"legacy"}}function Mo(r,t,e){let n=new Map;for(let s of r.split(t)){let o=s.replace(
/^=+/,""),i=o.indexOf("=");if(i<0)continue;let l=o.slice(i+1).replace(/^=+/,"");l!==""&&n.set(o.slice(0,i).toLowerCase(),
e(l))}return n}var le=class{#t=null;#n=new Set(qe);read(t){let e=Xe(t,this.#n);if(this.#t===null)return e;let n=this.#t.
toLowerCase();return n===""||e?.command!==n?null:(this.#n.delete(n),this.#t=null,"resumed")}refuses(t){return Oa(t,this.#n)}stop(t){
this.#t=t,this.#n.add(t.toLowerCase())}};function Oa(r,t){let e=r.toLowerCase();return e===""||e==="pause-logging"||t.has(
e)}function jo(r,t){return t===void 0?r:{...r,github:{...r.github,...t}}}var Pa=1024*1024,Ea=6,Ln=4e3,Ro=50,Aa=r=>r.replace(
/%0D|%0A|%25/g,t=>({"%0D":"\r","%0A":`
`,"%25":"%"})[t]),Ta=r=>r.replace(/%0D|%0A|%3A|%2C|%25/g,t=>({"%0D":"\r","%0A":`
`,"%3A":":","%2C":",","%25":"%"})[t]),Oo=r=>r.replace(/%3B|%0D|%0A|%5D|%25/g,t=>({"%3B":";","%0D":"\r","%0A":`
`,"%5D":"]","%25":"%"})[t]),Ve=class{#t=[];#n=new Set;#r=[];#e={outputs:[],env:[],path:[],failures:[]};#s=new Set;#o;#l;#a;constructor(t={}){
this.#o=t.allowUnsecureCommands??!1,this.#l=t.allowUnsecureStopCommandTokens??!1,this.#a=t.redact??(e=>e)}#u=0;#d={stdout:{
partial:"",overlong:!1},stderr:{partial:"",overlong:!1}};#c=new le;push(t,e="stdout"){let n=this.#d[e],s=t.split(/\r\n|\r|\n/),
o=s.pop();for(let i of s)n.overlong||this.#f(n.partial+i),n.partial="",n.overlong=!1;n.overlong||(n.partial+=o,n.partial.
length>Pa&&(n.partial="",n.overlong=!0))}get masks(){return this.#t}end(){for(let i of Object.values(this.#d))!i.overlong&&
i.partial!==""&&this.#f(i.partial),i.partial="";let t=[...this.#r];this.#u>0&&t.push({level:"warning",message:`${this.#u}\
 more annotation${this.#u===1?"":"s"} of this step not shown (at most ${Ro})`});let{outputs:e,env:n,path:s,failures:o}=this.#e;
return{masks:[...this.#t],annotations:t,commands:{outputs:[...e],env:[...n],path:[...s],failures:[...o]}}}#g(t){this.#n.
has(t)||(this.#n.add(t),this.#t.push(t))}#f(t){let e=this.#c.read(t);if(e===null||e==="resumed")return;let{command:n,properties:s,
data:o}=e;switch(n){case"stop-commands":{let i=o;if(this.#l||!this.#c.refuses(i)){this.#c.stop(i),i.length>Ea&&this.#g(i);
return}this.#e.failures.push(`unable to process ::stop-commands::: you cannot use an endToken that is an empty string, t\
he string 'pause-logging', or another workflow command (this one is ${i===""?"empty":JSON.stringify(i)}); use a token of\
 your own, such as a random one, or opt into insecure command execution by setting ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TO\
KENS to true (see https://docs.github.com/actions/learn-github-actions/workflow-commands-for-github-actions#example-stop\
ping-and-starting-workflow-commands)`);return}case"add-mask":{let i=Ke(o);if(i==="")return;let l=i.split(/[\r\n]+/).map(
Ke);for(let a of[i,...l])a!==""&&this.#g(a);return}case"error":case"warning":case"notice":this.#b(n,s,o);return;case"set\
-output":case"save-state":case"set-env":case"add-path":this.#p(n,s,o)}}#p(t,e,n){let s=l=>this.#e.failures.push(`unable \
to process ::${t}::: ${l}`);if((t==="set-env"||t==="add-path")&&!this.#o){s(`the \`${t}\` command is disabled; write to ${t===
"set-env"?ut.env:ut.path} instead, or set ACTIONS_ALLOW_UNSECURE_COMMANDS to true (see https://github.blog/changelog/202\
0-10-01-github-actions-deprecating-set-env-and-add-path-commands/)`);return}if(t==="add-path"){n===""?s("the path is emp\
ty"):this.#e.path.push(n);return}let o=e.get("name");if(o===void 0||o===""){s(`required field 'name' is missing in the ${t}\
 command`);return}if(t==="set-env"){if(Ao.has(o.toUpperCase())){this.#r.push({level:"error",message:`can't update ${o} u\
sing ::set-env::`});return}this.#e.env.push([o,n]);return}if(t==="set-output"&&this.#e.outputs.push([o,n]),this.#s.has(t))
return;this.#s.add(t);let i=t==="set-output"?ut.output:ut.state;this.#r.push({level:"warning",message:`the \`${t}\` comma\
nd is deprecated and will be disabled soon; write to ${i} instead (see https://github.blog/changelog/2022-10-11-github-a\
ctions-deprecating-save-state-and-set-output-commands/)`})}#b(t,e,n){if(this.#r.length>=Ro){this.#u+=1;return}let s=e.get(
"line"),o=e.get("file")?[e.get("file"),s,s&&e.get("col")].filter(Boolean).join(":"):"",i=e.get("title"),l=d=>_a(this.#a(
d,this.#t).replace(/\r\n|\r|\n/g," ")),a=d=>d===void 0?null:l(d),u=d=>{let p=e.get(d)?.trim();return p!==void 0&&/^[1-9]\d{0,8}$/.
test(p)?Number(p):null},c=`${o?`${o}: `:""}${i?`${i}: `:""}${n}`;this.#r.push({level:t,message:l(c),place:{title:a(i),file:a(
e.get("file")),line:u("line"),end_line:u("endline"),col:u("col"),end_column:u("endcolumn")}})}};function Lo(r,t){if(t.length===
0)return r;let e=new Set(t);return r.replace(/[^\r\n]+/g,n=>Fo(n,s=>e.has(Ke(s))))}function In(r){return Fo(r,()=>!0)}var Po=/(?=::add-mask[ :]|##\[add-mask[ \]])/i;
function Fo(r,t){return Po.test(r)?r.split(Po).map(e=>{let n=Xe(e);return n?.command!=="add-mask"||!t(n.data)?e:n.form===
"v2"?`${e.slice(0,10)}::***`:`${e.slice(0,11)}]***`}).join(""):r}function _a(r){return r.length>Ln?`${r.slice(0,Ln)}\u2026 (${r.
length-Ln} more characters)`:r}function Io(r,t){let e=[],n=Dn(r.map(o=>Do(o.container)));n.length>0&&e.push({level:"warning",message:`container: ${n.join(
", ")} ${n.length===1?"is":"are"} not started: baton runs the job's steps on this machine, not in a container`});let s=Dn(
r.flatMap(o=>Na(o.services)));if(s.length>0){let o=s.length===1;e.push({level:"warning",message:`services: ${s.join(", ")}\
 ${o?"is":"are"} not started: baton starts no containers, and the job's steps run on this machine without ${o?"it":"them"}`})}
for(let o of["Windows","macOS"]){if(o===t)continue;let i=Dn(r.map(l=>Ca(l.runsOn)===o?Wn(l.runsOn):null));i.length!==0&&
e.push(o==="Windows"?{level:"warning",message:`runs-on: ${i.join(", ")}: runs here, on ${t}, with this machine's shells \
(bash by default, where a Windows runner's is pwsh; shell: cmd and powershell fail here)`}:{level:"info",message:`runs-o\
n: ${i.join(", ")}: runs here, on ${t}, with this machine's shells and tools (bash by default, as on macOS)`})}return e}
function Do(r){let t=typeof r=="string"?r:Ze(r)&&typeof r.image=="string"?r.image:null;return t===null||t.trim()===""?null:
t}function Na(r){return typeof r=="string"?r.trim()===""?[]:[r]:Ze(r)?Object.entries(r).flatMap(([t,e])=>Do(e)===null?[]:
[t]):[]}function Ca(r){for(let t of Wo(r)){let e=t.trim().toLowerCase();if(e==="windows"||e.startsWith("windows-"))return"\
Windows";if(e==="macos"||e.startsWith("macos-"))return"macOS"}return null}function Wo(r){return typeof r=="string"?[r]:Array.
isArray(r)?r.filter(t=>typeof t=="string"):Ze(r)?Wo(r.labels):[]}function Wn(r){return Array.isArray(r)?`[${r.map(Wn).join(
", ")}]`:Ze(r)?`{ ${Object.entries(r).map(([t,e])=>`${t}: ${Wn(e)}`).join(", ")} }`:String(r)}function Ye(r){switch(r.kind){case"\
literal":return r.value;case"expression":return r.text;case"sequence":return r.items.map(Ye);case"mapping":return Object.
fromEntries(r.entries.map(({key:t,value:e})=>[t,Ye(e)]))}}function Dn(r){return[...new Set(r.filter(t=>t!==null))]}function Ze(r){
return typeof r=="object"&&r!==null&&!Array.isArray(r)}var Ma="ACTIONS_STEP_DEBUG";function Uo(r,t){let e=s=>Object.entries(s).find(([o])=>o.toUpperCase()===Ma)?.[1];return(e(
r)??e(t))?.trim().toLowerCase()==="true"}function Ho(r,t){return{os:r.os,arch:r.arch,name:"baton-local",environment:"sel\
f-hosted",tool_cache:r.toolCache,temp:t,workspace:r.workspaceParent,...r.debug?{debug:"1"}:{}}}function Jo(r){return Object.
fromEntries(Object.entries(r).map(([t,e])=>[`RUNNER_${t.toUpperCase()}`,e]))}var ue=class{#t;#n=0;#r=[];constructor(t){this.#t=Math.max(1,Math.floor(t))}async acquire(){this.#n<this.#t?this.#n+=1:await new Promise(
e=>this.#r.push(e));let t=!1;return()=>{if(t)return;t=!0;let e=this.#r.shift();e?e():this.#n-=1}}async run(t){let e=await this.
acquire();try{return await t()}finally{e()}}get active(){return this.#n}};function zo(r,t,e="timeout-minutes"){let n=Ps(r,e);if("problem"in n)throw new v("timeout-invalid",`${t}: ${n.problem}`);
return n.minutes}function ce(r){return`${r} minute${r===1?"":"s"}`}var ja=5,La=2**31-1,Fa=6e4;function Hn(r,t,e){return setTimeout(
e,Math.min(r*t,La))}function Qe(r,t,e){return{"fail-fast":r.failFast,"job-index":t,"job-total":e,"max-parallel":r.maxParallel??
e}}async function Ko(r,t,e){if(!As(r))throw new It("executePlan accepts only a Plan made by buildPlan");return new Jn(r,
t,e).run()}var Jn=class{#t;#n;#r;#e;#s;#o;#l;#a=new Map;#u=[];#d;#c;#g;#f=new Map;#p;#b;#w;#$=new Map;#y=new Map;#R=new Map;#T=new Map;#v;#x=new Map;#m;#O=new Map;#C=new Map;constructor(t,e,n){
this.#t=t,this.#n=e,this.#r=e.expressions,this.#e=n,this.#s=new ue(n.concurrency),this.#o=n.signal??new AbortController().
signal,this.#l=n.cancel??new AbortController().signal,Un(0,this.#o,this.#l),this.#d=t.workflow.jobs.map(s=>s.id),this.#c=
new Map(t.jobs.map(s=>[s.id,s])),this.#m=new Map(t.stageMatrices),this.#v=new Set(t.expanded.map(s=>s.id.toLowerCase()));
for(let s of t.legIds.values())for(let o of s)this.#v.add(o.toLowerCase());this.#p=Object.values(n.secrets).filter(s=>s!==
""),this.#b=Uo(n.secrets,t.vars),this.#w=n.minuteMs??Fa,this.#g={inputs:t.inputs,secrets:n.secrets,env:{},envFailure:null,
namePrefix:"",cancel:this.#l}}async run(){let t=this.#n.now();this.#i({type:"run-started",run:this.#e.runId,workflow:this.#t.
workflow.name??this.#t.workflow.fileName,jobs:this.#t.jobs.map(o=>({id:o.id,needs:o.needs,legs:o.legs===null?null:o.instances===
null?this.#t.legIds.get(o.id)??null:o.instances.flatMap(i=>this.#t.legIds.get(i.id)??[])}))}),this.#g.envFailure=this.#M(),
await this.#E(this.#t.jobs.filter(o=>o.calledBy===null));let e=await this.#n.settle?.()??null;e!==null&&this.#i({type:"n\
otice",level:"error",job:null,leg:null,message:e});let n=this.#t.jobs.map(o=>{let i=this.#C.get(o.id);return{...this.#a.
get(o.id),legResults:this.#O.get(o.id)??[],...i===void 0?{}:{skipReason:i}}}),s=this.#F()?"cancelled":e!==null||n.some(o=>o.
result==="failure")?"failure":n.some(o=>o.result==="cancelled")?"cancelled":"success";return this.#i({type:"run-finished",
run:this.#e.runId,status:s,duration_ms:tn(t,this.#n.now())}),{status:s,reason:e,jobs:n,stages:this.#u}}#M(){try{return this.#g.
env=Rt(this.#r,this.#t.workflow.env,(t,e)=>({contexts:this.#P(null),where:this.#h(e,`env.${t}`)})),null}catch(t){return st(
t)}}#S(t){return t?.calledBy?this.#f.get(t.calledBy)??this.#g:this.#g}#P(t){let e=this.#S(t);return{github:this.#e.github,
inputs:e.inputs,vars:this.#t.vars,secrets:e.secrets}}async#E(t){let e=new Map;for(let n of t)e.set(n.id,(async()=>{await Promise.
all(n.needs.map(s=>e.get(s))),this.#a.set(n.id,n.call===null?await this.#W(n):await this.#_(n))})());await Promise.all(e.
values())}async#_(t){let e=t.call;if(this.#e.reuse?.has(t.id)){for(let s of e.jobs){let o=this.#c.get(s);this.#a.set(s,o.
call===null?await this.#W(o):await this.#_(o))}return this.#W(t)}let n=await this.#j(t);return this.#y.has(t.id)||this.#B(
e.jobs,n),n}async#j(t){let e=this.#V(t);if(!("contexts"in e))return this.#L(t,t.id,`its calling job ${t.id} did not run \
(${e.result})`),e;let{contexts:n}=e,s,o,i;try{s=t.legs??this.#Y(t,n),i=this.#Z(t,n),o=this.#t.legIds.get(t.id)??xn(t.id,
s,this.#v),t.legs===null&&this.#st(t,o)}catch(l){let a=this.#U(t,st(l));return this.#L(t,t.id,`its calling job ${t.id} f\
ailed before the call started`),a}return t.legs===null&&this.#i({type:"job-legs",job:t.id,legs:o}),this.#K(t,s,o,i,n,{pooled:!1,
outputsOf:l=>l.result==="success"},(l,a,u,c)=>this.#ot(t,l,a,u,s.length,i,n,c))}#st(t,e){if(e.length<2)return;let n=s=>{
for(let o of s){let i=this.#c.get(o),l=i.instances===null?i.stages?.[0]:void 0;if(l!==void 0){let a=o.slice((this.#y.get(
t.id)??t.id).length);throw new v("stage-duplicate",`jobs.${t.job.id}: ${js(l,o,e.map(u=>`${u}${a}`))}`,{where:Z(t.workflow.
fileName,t.job.position)})}n(i.call?.jobs??[])}};n(this.#c.get(this.#y.get(t.id)??t.id)?.call?.jobs??[])}async#ot(t,e,n,s,o,i,l,a){
let u=t.call,c=u.workflow.call,d=t.workflow.fileName,p=u.workflow.fileName,f=this.#n.now(),g=this.#S(t),h=Object.keys(e).
length>0,k={...l,matrix:ie(e),strategy:Qe(i,s,o)},m,w=null;try{if(g.envFailure)throw new v("expression-invalid",g.envFailure);
let x=Gr(this.#r,t.job,c,(S,A)=>({contexts:{...k,secrets:{}},where:this.#h(A,`jobs.${t.job.id}.with.${S}`,d)})),E;try{E=
Kr(c,x,u.path)}catch(S){throw S instanceof v?new v(S.code,`jobs.${t.job.id}: ${S.message}`,{where:Z(d,t.job.uses?.position??
t.job.position)}):S}let O=t.job.secrets==="inherit"?g.secrets:Rt(this.#r,t.job.secrets,(S,A)=>({contexts:k,where:this.#h(
A,`jobs.${t.job.id}.secrets.${S}`,d)})),U=[...new Set(Object.values(O))].filter(S=>S!==""&&!this.#p.includes(S));this.#p.
push(...U),U.length>0&&this.#n.addSecrets?.(U);for(let[S,A]of Object.entries(O))!U.includes(A)||A.length>=Lt.minSecretLength||
this.#i({type:"notice",level:"warning",job:t.id,leg:n,message:`secret ${S} passed to ${u.path} is shorter than ${Lt.minSecretLength}\
 characters, so it is not redacted: it will appear wherever a step or agent prints it (a value that short would blank ou\
t ordinary words)`});w=this.#rt(t,h?e:null,k);let V=w??`${g.namePrefix}${t.job.id}${h?Bo(e):""}`;m={inputs:E,secrets:O,env:{},
envFailure:null,namePrefix:`${V} / `,cancel:AbortSignal.any([g.cancel,a])},Un(0,m.cancel);try{m.env=Rt(this.#r,u.workflow.
env,(S,A)=>({contexts:{github:this.#e.github,inputs:E,vars:this.#t.vars,secrets:O},where:this.#h(A,`env.${S}`,p)}))}catch(S){
m.envFailure=st(S)}}catch(x){let E=st(x);return this.#i({type:"notice",level:"error",job:t.id,leg:n,message:E}),this.#i(
{type:"job-finished",job:t.id,leg:n,result:"failure",duration_ms:0,reason:E}),this.#L(t,n,`its calling job ${n} failed b\
efore the call started`),{result:"failure",outputs:{},stages:[]}}this.#f.set(n,m),this.#i({type:"job-started",job:t.id,leg:n,
name:w,matrix:h?e:null});let y=this.#z(t,n);await this.#E(y);let $=y.map(x=>this.#a.get(x.id)).filter(x=>x!==void 0),C=$.
some(x=>x.result==="failure")?"failure":$.some(x=>x.result==="cancelled")||this.#o.aborted?"cancelled":"success",_={};try{
let x=Object.fromEntries(y.map(E=>{let O=this.#a.get(E.id);return[oe(E.id),{result:O?.result??"skipped",outputs:O?.outputs??
{}}]}));_=Rt(this.#r,c.outputs,(E,O)=>({contexts:{github:this.#e.github,inputs:m.inputs,vars:this.#t.vars,jobs:x},where:this.#h(
O,`on.workflow_call.outputs.${E}.value`,p)}))}catch(x){C==="success"&&(C="failure"),this.#i({type:"notice",level:"error",
job:t.id,leg:n,message:st(x)})}return this.#G(_,t.id,n),this.#i({type:"job-finished",job:t.id,leg:n,result:C,duration_ms:tn(
f,this.#n.now())}),{result:C,outputs:_,stages:$.flatMap(x=>x.stages)}}#z(t,e){let n=this.#y.get(t.id)??t.id,s=this.#T.get(
t.id),o=`${n}/`,i=l=>l.startsWith(o)?`${e}/${l.slice(o.length)}`:s?s(l):l;return(this.#c.get(n)?.call?.jobs??[]).map(l=>{
let a=this.#c.get(l),u=i(l);if(this.#R.set(l,[...this.#R.get(l)??[],u]),u===l)return a;let c={...a,id:u,calledBy:e,needs:a.
needs.map(i),upstream:a.upstream.map(i),stageUpstream:a.stageUpstream.map(i),call:a.call&&{...a.call,jobs:a.call.jobs.map(
i)},stages:a.instances?.find(d=>d.id===u)?.stages??null};return this.#c.set(u,c),this.#y.set(u,l),this.#T.set(u,i),c})}#L(t,e,n){
for(let s of this.#z(t,e))this.#i({type:"job-skipped",job:s.id,result:"skipped",reason:n}),this.#a.set(s.id,{id:s.id,result:"\
skipped",outputs:{},stages:[],legs:[]}),s.call!==null&&this.#L(s,s.id,`its calling job ${s.id} did not run (skipped)`)}#B(t,e){
for(let n of t){let s=this.#c.get(n),o=(this.#R.get(n)??[]).map(i=>this.#a.get(i));if(o.length===0){let i=`its calling j\
ob ${s.calledBy} did not run (${e.result})`;this.#i({type:"job-skipped",job:n,result:"skipped",reason:i}),this.#a.set(n,
{id:n,result:"skipped",outputs:{},stages:[],legs:[]})}else(o.length>1||o[0]?.id!==n)&&this.#a.set(n,{id:n,result:_n(o.map(
i=>i.result)),outputs:{},stages:o.flatMap(i=>i.stages),legs:o.flatMap(i=>i.legs)});s.call!==null&&this.#B(s.call.jobs,this.#a.
get(n))}}#G(t,e,n){for(let[s,o]of Object.entries(t))Ne(o,this.#p)&&(delete t[s],this.#i({type:"notice",level:"warning",job:e,
leg:n,message:`skipped output ${s}, since it may contain a secret (as GitHub does): needs.${oe(e)}.outputs.${s} is empty`}))}#F(t){
return(t?this.#I(t):this.#l).aborted||this.#o.aborted}#I(t){return this.#S(t).cancel}#D(t){let e=this.#I(t).reason;return this.#l.
aborted||typeof e!="string"?"the run was cancelled":e}#h(t,e,n=this.#t.workflow.fileName){return t?Z(n,t.position):e}async#W(t){
let e=this.#e.reuse?.get(t.id);if(e){for(let p of e.legs)this.#v.add(p.toLowerCase());this.#i({type:"notice",level:"info",
job:t.id,leg:null,message:"reusing the stored result of this job"});let d=e.legResults??e.legs.map(p=>({leg:p,result:e.result}));
d.length===0&&(e.result==="skipped"||e.result==="cancelled")&&this.#i({type:"job-skipped",job:t.id,result:e.result,reason:e.
skipReason??`${e.result} in the run replayed`});for(let{leg:p,result:f,reason:g,durationMs:h,failedStep:k}of d)this.#i({
type:"job-finished",job:t.id,leg:p,result:f,duration_ms:h??0,...g===void 0?{}:{reason:g},reused:!0,...k===void 0?{}:{failed_step:k}});
return e}let n=this.#V(t);if(!("contexts"in n))return n;let{needs:s,contexts:o}=n,i=d=>this.#U(t,d),l=this.#S(t).envFailure;
if(l)return i(l);let a,u;try{a=t.legs??this.#Y(t,o),u=this.#Z(t,o)}catch(d){return i(st(d))}let c=this.#t.legIds.get(t.id)??
xn(t.id,a,this.#v);t.legs===null&&(this.#i({type:"job-legs",job:t.id,legs:c}),this.#ht(t,a,o));for(let d of this.#it(t,a,
u,o))this.#N(t.id,null,d.level,d.message);return this.#K(t,a,c,u,o,{pooled:!0,outputsOf:()=>!0},(d,p,f,g)=>this.#ct(t,d,
p,f,a.length,u,s,g))}async#K(t,e,n,s,o,i,l){let a=new AbortController;Un(0,a.signal);let u=this.#I(t),c=u.aborted,d,p=()=>{
if(d===void 0)try{d=Oe(this.#r,t.job.if,{contexts:o,status:this.#H(t),where:Z(t.workflow.fileName,t.job.if.position??t.job.
position)})}catch{d=!1}return d},f=s.maxParallel?new ue(s.maxParallel):null,g=[],h=await Promise.all(e.map(async(m,w)=>{
let y=n[w],$=async()=>{if(this.#o.aborted||u.aborted&&!c&&!p()||a.signal.aborted){let O=a.signal.aborted?"fail-fast: ano\
ther leg of its matrix failed before it started":`${this.#D(t)} before it started`;return this.#i({type:"job-finished",job:t.
id,leg:y,result:"cancelled",duration_ms:0,reason:O}),{result:"cancelled",outputs:{},stages:[]}}let x=await l(m,y,w,a.signal);
if(x.result!=="failure")return x;let E={...o,matrix:ie(m),strategy:Qe(s,w,e.length)};return this.#J(t.job,E,t.id,y,!1,t.
workflow.fileName)?{...x,result:this.#nt(t.id,y)}:(s.failFast&&e.length>1&&a.abort(`fail-fast: another leg of ${t.call===
null?"its matrix":`the call ${t.id}`} failed`),x)},C=()=>f?f.run($):$(),_=await(i.pooled?this.#s.run(C):C());return g.push(
_),_})),k={};for(let m of g.filter(i.outputsOf))for(let[w,y]of Object.entries(m.outputs))(y!==""||!(w in k))&&(k[w]=y);return{
id:t.id,result:_n(h.map(m=>m.result)),outputs:k,stages:h.flatMap(m=>m.stages),legs:n}}#it(t,e,n,s){let{runsOn:o,container:i,
services:l}=t.job;if(o===null&&i===null&&l===null)return[];let a=(c,d)=>{if(c===null)return null;try{return Wt(this.#r,c,
{contexts:d})}catch{return Ye(c)}},u=e.map((c,d)=>{let p={...s,matrix:ie(c),strategy:Qe(n,d,e.length)};return{runsOn:a(o,
p),container:a(i,p),services:a(l,p)}});return Io(u,this.#e.runner.os)}#N(t,e,n,s){let o=this.#A(t),i=this.#$.get(o)??new Set;
this.#$.set(o,i),!i.has(s)&&(i.add(s),this.#i({type:"notice",level:n,job:t,leg:e,message:s}))}#at(){let t=this.#e.github;
return{repository:typeof t.repository=="string"?t.repository:"",refs:["sha","ref","ref_name","head_ref"].flatMap(e=>{let n=t[e];
return typeof n=="string"&&n!==""?[n]:[]}),workspace:this.#e.runner.workspace}}#lt(t,e){let n=l=>{let a=Object.entries(t.
with).find(([u])=>u.toLowerCase()===l);return a?$t(this.#r,a[1],e(a[1],`with.${a[0]}`)):""},[s,o,i]=ko.map(n);return{repository:s,
path:o,ref:i}}#V(t){let e=(i,l)=>(this.#i({type:"job-skipped",job:t.id,result:i,reason:l}),{id:t.id,result:i,outputs:{},
stages:[],legs:[]});if(this.#o.aborted)return e("cancelled","the run was cancelled");if(t.skip!==null)return e("skipped",
t.skip);let n=this.#q(t),s={...this.#P(t),needs:n},o;try{o=Oe(this.#r,t.job.if,{contexts:s,status:this.#H(t),where:Z(t.workflow.
fileName,t.job.if.position??t.job.position)})}catch(i){return this.#U(t,st(i))}if(!o&&this.#F(t))return e("cancelled",this.#D(
t));if(!o){let i=t.job.if.text,a=(i===null||t.job.if.implicitSuccess===!0)&&!this.#H(t).success([])?`${this.#ut(t)}${i===
null?"":` (an if: without a status function, such as if: ${i}, means success() && (\u2026))`}`:`if: ${i} was false`;return e(
"skipped",a)}return{needs:n,contexts:s}}#U(t,e){this.#i({type:"notice",level:"error",job:t.id,leg:null,message:e}),this.#i(
{type:"job-finished",job:t.id,leg:t.id,result:"failure",duration_ms:0,reason:e});let n={...this.#P(t),needs:this.#q(t)},
s=this.#J(t.job,n,t.id,t.id,!1,t.workflow.fileName)?this.#nt(t.id,t.id):"failure";return{id:t.id,result:s,outputs:{},stages:[],
legs:[t.id]}}#q(t){let e={};for(let n of t.needs){let s=this.#a.get(n);s&&(e[oe(n)]={result:s.result,outputs:s.outputs})}
return e}#X(t,e){let n=t.id.slice(0,t.id.length-t.job.id.length);return Br(e.length>0?e.map(s=>`${n}${s}`):t.upstream,s=>this.#c.
get(s)?.call)}#ut(t){let e={failure:"failed",skipped:"was skipped",cancelled:"was cancelled"},n=this.#X(t,[]).flatMap(i=>{
let l=this.#a.get(i)?.result;return l===void 0||l==="success"?[]:[{id:i,said:`${i} ${e[l]}`}]});if(n.length===0)return"a\
 job it needs did not succeed";let s=n.map(i=>i.said).join(", "),o=new Set(t.needs);return n.every(i=>o.has(i.id))?`a jo\
b it needs did not succeed: ${s}`:`a job upstream did not succeed: ${s} (success() counts every job before this one, not\
 only those in needs:)`}#H(t){let e=s=>this.#a.get(s)?.result,n=s=>this.#X(t,s);return{success:s=>!this.#F(t)&&n(s).every(
o=>e(o)==="success"),failure:s=>n(s).some(o=>e(o)==="failure"),cancelled:()=>this.#F(t)}}#Y(t,e){let n=Ns(t.job.strategy);
if(!n)return[{}];let s=i=>Z(t.workflow.fileName,i),o=Cs(this.#r,n,e,s);return ds(t.id,o,s(n.position),this.#p,{recordsStages:t.
recordsStages}),o}#Z(t,e){let n=t.job.strategy;if(n?.kind!=="mapping")return{failFast:!0,maxParallel:null};let s=Z(t.workflow.
fileName,n.position),o=n.entries.find(u=>u.key==="fail-fast")?.value,i=n.entries.find(u=>u.key==="max-parallel")?.value,
l=o?Wt(this.#r,o,{contexts:e,where:s}):!0,a=i?Number(Wt(this.#r,i,{contexts:e,where:s})):null;return{failFast:l!==!1&&l!==
"false",maxParallel:a!==null&&Number.isFinite(a)&&a>0?a:null}}async#ct(...t){let e=this.#n.legTemp,n=e?await e.open(t[2]):
this.#e.runner.temp;try{return await this.#dt(n,...t)}finally{await e?.close(n)}}async#dt(t,...[e,n,s,o,i,l,a,u]){let c=this.#n.
now(),d=Object.keys(n).length>0,p=e.workflow,f=p.fileName,g=new AbortController,h=AbortSignal.any([this.#o,g.signal]),k=null,
m=[],w=ja,y={...this.#e.github,job:e.job.id,...this.#n.eventPath?{event_path:this.#n.eventPath(t)}:{}},$=ie(n),C=Ho({...this.#e.
runner,debug:this.#b},t),_=Ua(y,C,this.#e.runner.workspace),x="success",E=e.job.stageWorkflow?{}:{...this.#S(e).env},O=[],
U={},V=[],S=()=>({...this.#P(e),github:y,needs:a,matrix:$,strategy:Qe(l,o,i),runner:C,env:E,steps:U,job:{status:x}});this.#i(
{type:"job-started",job:e.id,leg:s,name:this.#rt(e,d?n:null,S()),matrix:d?n:null});let A={success:()=>x==="success"&&!this.#o.
aborted,failure:()=>x==="failure",cancelled:()=>this.#o.aborted||x==="cancelled"},P=null,F=new Set,L=M=>(F.add(M),()=>F.
delete(M)),K=M=>{if(P!==null||h.aborted)return;P=M,x="cancelled";let T=w;m.push(Hn(T,this.#w,()=>g.abort(`the job was ca\
ncelled (${M}) and its steps did not finish within its cancel-timeout-minutes (${ce(T)})`))),k&&!this.#tt(k.step,S(),A,e.
id,s,f)&&k.abort.abort(M);for(let H of[...F])H(M)},I=()=>K("fail-fast: another leg of its matrix failed"),b=this.#I(e),R=()=>K(
this.#D(e)),W=null,Q={shell:null,workingDirectory:null,shellAt:null};try{E={...E,...Rt(this.#r,e.job.env,(vt,z)=>({contexts:S(),
where:this.#h(z,`jobs.${e.job.id}.env.${vt}`,f)}))};let[M,T]=e.job.defaults!==null?[e.job.defaults,`jobs.${e.job.id}.def\
aults.run`]:[p.defaults,"defaults.run"],H=(vt,z)=>{let yt=M?.[vt]??null;if(yt===null)return null;let Mt=this.#h(yt,`${T}\
.${z}`,f),Yt=$t(this.#r,yt,{contexts:S(),where:Mt});return Yt===""?null:{text:Yt,at:Mt}},dt=H("shell","shell");if(Q={shell:dt?.
text??null,shellAt:dt?.at??null,workingDirectory:H("workingDirectory","working-directory")?.text??null},e.job.cancelTimeoutMinutes&&
(w=zo(Wt(this.#r,e.job.cancelTimeoutMinutes,{contexts:S()}),Z(f,e.job.cancelTimeoutMinutes.position),"cancel-timeout-min\
utes")),e.job.timeoutMinutes){let vt=Z(f,e.job.timeoutMinutes.position),z=zo(Wt(this.#r,e.job.timeoutMinutes,{contexts:S()}),
vt);m.push(Hn(z,this.#w,()=>{let yt=`the job exceeded its timeout-minutes (${ce(z)})`;P===null&&!h.aborted&&this.#i({type:"\
notice",level:"error",job:e.id,leg:s,message:`${vt}: jobs.${e.id}${d?` (${s})`:""} was cancelled: ${yt}; steps whose if:\
 holds when a job is cancelled (always(), cancelled()) still run`}),K(yt)}))}}catch(M){W=st(M)}if(W)x="failure",this.#i(
{type:"notice",level:"error",job:e.id,leg:s,message:W});else{u.aborted?I():u.addEventListener("abort",I,{once:!0}),b.aborted||
b.addEventListener("abort",R,{once:!0});for(let M of e.steps){if(h.aborted)break;let T=new AbortController;k={step:M.step,
abort:T};let H=await this.#Q(e,M,s,n,d,{contexts:S,stepStatus:A,defaults:_,env:()=>E,path:()=>O,signal:AbortSignal.any([
h,T.signal]),kill:h,onCancel:L},{file:f,runDefaults:Q,inComposite:null});k=null,H.envAdded&&(E={...E,...H.envAdded}),H.pathAdded.
length>0&&(O=[...H.pathAdded,...O]),M.step.id&&(U={...U,[M.step.id]:{outputs:H.outputs,outcome:H.outcome,conclusion:H.conclusion}}),
V.push(...H.stages),H.conclusion==="failure"&&P===null&&(x="failure")}}u.removeEventListener("abort",I),b.removeEventListener(
"abort",R);for(let M of m)clearTimeout(M);let q={},it=null;try{q=Rt(this.#r,e.job.outputs,(M,T)=>({contexts:S(),where:this.#h(
T,`jobs.${e.job.id}.outputs.${M}`,f)}))}catch(M){x="failure",it=st(M),this.#i({type:"notice",level:"error",job:e.id,leg:s,
message:it})}this.#G(q,e.id,s);let D=this.#o.aborted||g.signal.aborted?"cancelled":x,j=D==="failure"?W??it:null;return this.#i(
{type:"job-finished",job:e.id,leg:s,result:D,duration_ms:tn(c,this.#n.now()),...j===null?{}:{reason:j}}),{result:D,outputs:q,
stages:V}}async#Q(t,e,n,s,o,i,l){let{step:a,action:u}=e,c=l.file,d=this.#n.now(),p=a.action??a.id??"__run",f=I=>{let b=i.
contexts();return{...b,github:{...b.github,action:p},env:I}},g={},h=null;try{g=Rt(this.#r,a.env,(I,b)=>({contexts:f(i.env()),
where:this.#h(b,`env.${I}`,c),...this.#k()}))}catch(I){h=st(I)}let k=this.#gt(a,f({...i.env(),...g})),m=l.inComposite?`${l.
inComposite.name} \u203A ${k}`:k,w=l.inComposite?.index??a.index,y={job:t.id,leg:n,step:w,name:m},$=I=>{l.inComposite||this.#i(
I)},C=(I,b,R,W={})=>{let Q=I==="failure"?W.outputTail??null:null;return $({type:"step-finished",...y,outcome:I,conclusion:b,
duration_ms:tn(d,this.#n.now()),message:R,...Q===null?{}:{output_tail:Q}}),{outcome:I,conclusion:b,message:R,outputTail:Q,
outputs:W.outputs??{},envAdded:W.envAdded??null,pathAdded:W.pathAdded??[],stages:W.stages??[]}},_;try{if(h!==null)throw new v(
"expression-invalid",h);_=this.#et(a,f({...i.env(),...g}),i.stepStatus,c)}catch(I){return $({type:"step-started",...y}),
{...C("failure","failure",st(I)),notEvaluated:!0}}if(!_)return $({type:"step-finished",...y,outcome:"skipped",conclusion:"\
skipped",duration_ms:0,message:null}),{outcome:"skipped",conclusion:"skipped",message:null,outputTail:null,outputs:{},envAdded:null,
pathAdded:[],stages:[]};$({type:"step-started",...y});let x="success",E=null,O=null,U={},V=null,S=[],A=[],P={...i.defaults,
GITHUB_ACTION:p},F=i.signal,L;try{let I={...i.env(),...g},b=()=>f(I),R=null,W=Z(c,a.timeoutMinutes?.position??a.position);
if(a.timeoutMinutes){let D=null;try{let j=Wt(this.#r,a.timeoutMinutes,{contexts:b(),where:W,...this.#k()}),M=Es(j);M===null?
D=Os(j):R=M.minutes}catch(j){D=j instanceof v?j.message:st(j)}D!==null&&this.#i({type:"notice",level:"warning",job:t.id,
leg:n,message:`${W}: step ${w+1} (${m}): an error occurred when attempting to determine the step timeout: ${D}; the step\
 runs without a timeout, as on GitHub`})}if(R!==null){let D=new AbortController;F=AbortSignal.any([i.signal,D.signal]);let j={
minutes:R,up:!1,timer:void 0};j.timer=Hn(R,this.#w,()=>{F.aborted||(j.up=!0,this.#i({type:"notice",level:"warning",job:t.
id,leg:n,message:`${W}: step ${w+1} (${m}) exceeded its timeout-minutes (${ce(R)}): stopping it`}),D.abort(`the step exc\
eeded its timeout-minutes (${ce(R)})`))}),L=j}let Q=u.kind==="run"?await this.#n.createStepFiles?.():void 0,q=(D,j)=>({contexts:jo(
b(),Q),where:this.#h(D,j,c),...this.#k()}),it=a.workingDirectory!==null?$t(this.#r,a.workingDirectory,q(a.workingDirectory,
"working-directory")):l.runDefaults.workingDirectory;switch(u.kind){case"run":{let D=$t(this.#r,a.run,q(a.run,"run")),j=a.
shell!==null?$t(this.#r,a.shell,q(a.shell,"shell")):l.runDefaults.shell,M=ps(j);if(M!==null&&this.#e.runner.os!=="Window\
s")throw new v("shell-unavailable",hs(M,this.#e.runner.os),{where:a.shell?Z(c,a.shell.position):l.runDefaults.shellAt??c});
let T=await this.#n.runScript({job:this.#A(t.id),leg:n,step:w,name:m,script:D,shell:j,workingDirectory:it,defaults:P,env:I,
path:i.path(),files:Q,signal:F,kill:i.kill});for(let z of T.masks??[])this.#p.includes(z)||this.#p.push(z);for(let z of T.
annotations??[])this.#i({type:"notice",level:z.level==="notice"?"info":z.level,job:t.id,leg:n,message:`step ${w+1}: ${z.
message}`,...z.place?{annotation:{step:w+1,...z.place}}:{}});let H=T.commands??{outputs:[],env:[],path:[],failures:[]};U=
Object.fromEntries([...H.outputs,...Fn(T.files.output,ut.output)]);let dt=To(T.files.env,ut.env);for(let z of dt.refused)
this.#i({type:"notice",level:"error",job:t.id,leg:n,message:`step ${w+1}: ${z}`});let vt=[...H.env,...dt.pairs];vt.length>
0&&(V=Object.fromEntries(vt)),S=[..._o(T.files.path),...[...H.path].reverse()],T.summaryBytes!==void 0?this.#i({type:"no\
tice",level:"error",job:t.id,leg:n,message:`step ${w+1}: ${Eo(T.summaryBytes)}`}):T.files.summary.trim()!==""&&this.#n.summary?.(
this.#A(t.id),n,T.files.summary);for(let z of H.failures)this.#i({type:"notice",level:"error",job:t.id,leg:n,message:`st\
ep ${w+1}: ${z}`});T.exitCode===0&&H.failures.length>0&&(x="failure",E=H.failures.join("; ")),T.exitCode!==0&&(x=i.signal.
aborted?"cancelled":"failure",E=T.exitCode===null?`ended by ${T.signal??"a signal"}`:`exited with code ${T.exitCode}`,F.
aborted&&typeof F.reason=="string"&&(E+=`: ${F.reason}`)),T.output!==void 0&&(O=Wa(T.output));break}case"baton":{let D=Rt(
this.#r,a.with,(M,T)=>q(T,`with.${M}`)),j=await this.#n.runAction({action:u.action,job:this.#A(t.id),leg:n,step:w,stepId:a.
id,matrix:o?s:null,inputs:D,defaults:P,env:I,path:i.path(),workingDirectory:it,upstream:this.#pt(t),needsFacts:this.#t.needsFacts.
get(t.id),jobIds:this.#d,secrets:this.#p,stageJob:oe(t.id),signal:F});U=j.outputs,Object.keys(j.env).length>0&&(V=j.env),
j.summary.trim()!==""&&this.#n.summary?.(this.#A(t.id),n,j.summary);for(let{warnings:M=[],...T}of j.recorded){this.#u.push(
{job:this.#A(t.id),leg:n,...T}),A.includes(T.stage)||A.push(T.stage),this.#i({type:"stage-recorded",job:t.id,leg:n,...T});
for(let H of M)this.#i(Ha(t.id,n,T,H))}j.ok||(x=i.signal.aborted?"cancelled":"failure",E=j.message);break}case"noop":{let D=u.
action==="checkout"?vo(a.uses?.text??"actions/checkout",this.#lt(a,q),this.#at()):null;D!==null&&this.#N(t.id,n,"warning",
D),E=D??`${a.uses?.text}: no-op here (${u.reason})`;break}case"local":{let D=this.#n.loadAction?await this.#n.loadAction(
u.path):null;if(D?.kind!=="composite"){let M=`${u.path} ${D?`is a ${D.using} action, which`:""} cannot run locally; step\
 skipped`.replace("  "," ");return this.#N(t.id,n,"warning",M),C("skipped","skipped",M)}let j=await this.#ft(t,n,s,o,D,{
uses:u.path,depth:(l.inComposite?.depth??0)+1,index:w,name:m,with:Rt(this.#r,a.with,(M,T)=>q(T,`with.${M}`)),contexts:b,
stepStatus:i.stepStatus,defaults:P,env:I,overrides:g,path:i.path(),signal:F,kill:i.kill,onCancel:i.onCancel});U=j.outputs,
Object.keys(j.envAdded).length>0&&(V=j.envAdded),S=j.pathAdded,A.push(...j.stages),j.outcome!=="success"&&(x=j.outcome,E=
j.message,O=j.outputTail);break}case"skip":return this.#N(t.id,n,"warning",u.notice),C("skipped","skipped",u.notice);default:
fn(u,"step action")}}catch(I){x=i.signal.aborted?"cancelled":"failure",E=st(I),I instanceof v||this.#i({type:"notice",level:"\
error",job:t.id,leg:n,message:`internal error: ${E}`})}L&&(clearTimeout(L.timer),L.up&&!i.signal.aborted&&(x="failure",E=
`${Z(c,a.timeoutMinutes?.position??a.position)}: the step timed out after ${ce(L.minutes)} (timeout-minutes)`));let K=x;
return x==="failure"&&this.#J(a,i.contexts(),t.id,n,!0,c)&&(K="success"),C(x,K,E,{outputs:U,envAdded:V,pathAdded:S,stages:A,
outputTail:O})}async#ft(t,e,n,s,o,i){if(i.depth-1>Pn)throw new v("action-invalid",`${i.uses}: composite action depth exc\
eeded max depth ${Pn}, as on GitHub (does it use itself?)`,{where:o.file});let l=o.directory,a=i.contexts(),u={...a.github,
action_path:l},c=Object.fromEntries(Object.entries(i.with).map(([S,A])=>[S.toLowerCase(),A])),d={...c},p=new Set(o.inputs.
map(S=>S.id.toLowerCase())),f=Object.keys(c).filter(S=>!p.has(S));f.length>0&&this.#N(t.id,e,"warning",`step ${i.index+1}\
: unexpected input(s) ${f.map(S=>`'${S}'`).join(", ")} of ${i.uses}, valid inputs are [${[...p].map(S=>`'${S}'`).join(",\
 ")}]`);for(let S of o.inputs){let A=S.id.toLowerCase();Object.hasOwn(c,A)?d[A]=c[A]:S.default?d[A]=$t(this.#r,S.default,
{contexts:{...a,github:u},where:this.#h(S.default,`inputs.${S.id}.default`,o.file),...this.#k()}):d[A]=""}let g={...i.env},
h=[...i.path],k={},m=[],w={},y=null,$=[],C=()=>({...i.contexts(),github:{...u,action_status:y===null?"success":"failure"},
inputs:d,steps:w,env:g}),_={success:()=>y===null&&!i.stepStatus.cancelled(),failure:()=>y!==null,cancelled:()=>i.stepStatus.
cancelled()},x={...i.defaults,GITHUB_ACTION_PATH:l};for(let S of o.steps){if(i.signal.aborted)break;let A=new AbortController,
P=i.onCancel(L=>{this.#tt(S,C(),_,t.id,e,o.file)||A.abort(L)}),F;try{F=await this.#Q(t,{step:S,action:Ur(S)},e,n,s,{contexts:C,
stepStatus:_,defaults:x,env:()=>g,path:()=>h,signal:AbortSignal.any([i.signal,A.signal]),kill:i.kill,onCancel:i.onCancel},
{file:o.file,runDefaults:{shell:null,workingDirectory:null,shellAt:null},inComposite:{index:i.index,name:i.name,depth:i.
depth}})}finally{P()}if(F.envAdded&&(g={...g,...F.envAdded,...i.overrides},Object.assign(k,F.envAdded)),F.pathAdded.length>
0&&(h=[...F.pathAdded,...h],m.unshift(...F.pathAdded)),S.id&&(w={...w,[S.id]:{outputs:F.outputs,outcome:F.outcome,conclusion:F.
conclusion}}),$.push(...F.stages),F.conclusion!=="success"&&F.conclusion!=="skipped"&&y===null&&(y=F),F.notEvaluated)break}
let E={},O=null;try{E=Rt(this.#r,Object.fromEntries(o.outputs.flatMap(S=>S.value?[[S.id,S.value]]:[])),(S,A)=>({contexts:C(),
where:this.#h(A,`outputs.${S}.value`,o.file),...this.#k()}))}catch(S){O=st(S)}let U=i.signal.aborted?"cancelled":y!==null?
y.conclusion:O!==null?"failure":"success",V=y?`${i.uses}: ${y.message??y.conclusion}`:O!==null?`${i.uses}: ${O}`:null;return{
outcome:U,message:V,outputTail:y?.outputTail??null,outputs:E,envAdded:k,pathAdded:m,stages:$}}#tt(t,e,n,s,o,i=this.#t.workflow.
fileName){try{return this.#et(t,e,n,i)}catch(l){return this.#i({type:"notice",level:"error",job:s,leg:o,message:`${st(l)}\
; the step is stopped with its cancelled job`}),!1}}#et(t,e,n,s=this.#t.workflow.fileName){return Oe(this.#r,t.if,{contexts:e,
status:n,where:Z(s,t.if.position??t.position),...this.#k()})}#k(){return this.#n.host?{host:this.#n.host}:{}}#nt(t,e){return this.#i(
{type:"notice",level:"warning",job:t,leg:e,message:"failed, and the job has continue-on-error: the jobs that need it see\
 success, and the run does not fail for it"}),"success"}#J(t,e,n,s,o=!1,i=this.#t.workflow.fileName){let l=t.continueOnError;
if(typeof l=="boolean")return l;let a;try{let u=$t(this.#r,l,{contexts:e,where:this.#h(l,"continue-on-error",i),...o?this.#k():
{}});if(u==="true"||u==="false")return u==="true";a=`${this.#h(l,"continue-on-error",i)}: continue-on-error must be true\
 or false, got ${JSON.stringify(u)}; the failure stands`}catch(u){a=`${st(u)}; the failure stands (continue-on-error)`}return this.#i(
{type:"notice",level:"error",job:n,leg:s,message:a}),!1}#pt(t){let e=this.#c;return Js(t.stageUpstream,n=>(e.has(n)?Ls(e.
get(n),e):[n]).flatMap(s=>[e.get(s)?.stages,this.#x.get(s),this.#a.get(s)?.stages]),{shownJob:n=>this.#A(n),matrixOf:n=>this.#m.
get(n),placeOf:_s(this.#t,t)})}#ht(t,e,n){let s=Ms(this.#r,t,e,n,this.#p);if(s!==null){this.#x.set(t.id,s.map(({stage:o})=>o));
for(let{stage:o,leg:i}of s)Object.keys(i).length>0&&this.#m.set(o,i)}}#rt(t,e,n){let s=t.job.name,o=t.calledBy===null?"":
this.#S(t).namePrefix;if(!s&&o==="")return null;let i=t.job.id,l=!1;if(s){try{i=$t(this.#r,s,{contexts:n,...this.#k()})}catch{
i=s.text}l=s.expression!==null&&this.#r.facts(s.expression).paths.some(a=>a[0]==="matrix")}return e&&!l&&(i+=Bo(e)),In(`${o}${i}`)}#gt(t,e){
return In(this.#mt(t,e))}#mt(t,e){if(t.name)try{return $t(this.#r,t.name,{contexts:e,...this.#k()})}catch{return t.name.
text}if(t.uses)return`Run ${t.uses.text}`;let n=t.run?.text??"";if(t.run)try{n=$t(this.#r,t.run,{contexts:e,...this.#k()})}catch{}
return`Run ${n.trimStart().split(/\r|\n/)[0]?.trim()??""}`}#i(t){let e=this.#n.now().toISOString(),n="job"in t&&t.job!==
null?this.#y.get(t.job):void 0,s;if(n===void 0)s={...t,at:e};else if(t.type==="job-skipped")s={...t,type:"job-finished",
job:n,leg:t.job,duration_ms:0,at:e};else if(t.type==="notice"&&t.leg===null)s={...t,job:n,leg:t.job,at:e};else if(t.type!==
"job-legs")s={...t,job:n,at:e};else return;if(s.type==="job-skipped")this.#C.set(s.job,s.reason);else if(s.type==="job-f\
inished"){let o=this.#O.get(s.job)??[];o.push({leg:s.leg,result:s.result,...s.reason===void 0?{}:{reason:s.reason}}),this.#O.
set(s.job,o)}this.#n.emit(s)}#A(t){return this.#y.get(t)??t}};function Ia(r){return typeof r=="string"?r:JSON.stringify(
r)}function Bo(r){return` (${Object.values(r).map(Ia).join(", ")})`}var Go={lines:10,bytes:2048},Da=new Set(["error","wa\
rning","notice"]);function Wa(r){let t=[],e=new le;for(let n of r.split(/\r?\n/)){let s=Lr(n),o=e.read(s);if(o==="resume\
d")continue;if(o===null){t.push(s);continue}let{command:i,data:l}=o;i==="stop-commands"?e.stop(l):Da.has(i)?t.push(`${i[0].
toUpperCase()}${i.slice(1)}: ${l}`):i==="group"&&t.push(l)}return gr(t.join(`
`),Go.lines,Go.bytes)}function Ua(r,t,e){let n=o=>String(r[o]??""),s=o=>r[o]===void 0?{}:{[`GITHUB_${o.toUpperCase()}`]:n(
o)};return{...s("event_path"),...s("actor_id"),...s("repository_id"),...s("repository_owner_id"),...s("ref_protected"),...s(
"retention_days"),GITHUB_ACTIONS:"true",GITHUB_WORKFLOW:n("workflow"),GITHUB_WORKFLOW_REF:n("workflow_ref"),GITHUB_WORKFLOW_SHA:n(
"workflow_sha"),GITHUB_RUN_ID:n("run_id"),GITHUB_RUN_NUMBER:n("run_number"),GITHUB_RUN_ATTEMPT:n("run_attempt"),GITHUB_JOB:n(
"job"),GITHUB_REPOSITORY:n("repository"),GITHUB_REPOSITORY_OWNER:n("repository_owner"),GITHUB_SHA:n("sha"),GITHUB_REF:n(
"ref"),GITHUB_REF_NAME:n("ref_name"),GITHUB_REF_TYPE:n("ref_type"),GITHUB_HEAD_REF:n("head_ref"),GITHUB_BASE_REF:n("base\
_ref"),GITHUB_EVENT_NAME:n("event_name"),GITHUB_ACTOR:n("actor"),GITHUB_TRIGGERING_ACTOR:n("triggering_actor"),GITHUB_SERVER_URL:n(
"server_url"),GITHUB_API_URL:n("api_url"),GITHUB_GRAPHQL_URL:n("graphql_url"),GITHUB_WORKSPACE:e,...Jo(t)}}function Ha(r,t,e,n){
let{stage:s,attempt:o}=e,i=`stage ${s}${o>1?` attempt ${o}`:""}`;return{type:"notice",level:"warning",job:r,leg:t,message:`${i}\
: ${n.path==="$"?n.message:Vt(n)}`,problem:{stage:s,attempt:o,code:n.code,path:n.path}}}function st(r){return r instanceof
v?r.where?`${r.where}: ${r.message}`:r.message:r instanceof Error?r.message:String(r)}function tn(r,t){return Math.max(0,
Math.round(t.getTime()-r.getTime()))}function Vo(r,t,e,n){let s=c=>c!==void 0&&c!=="*"&&c!=="GITHUB_TOKEN"&&!e.has(c),o=c=>{if(c[0]==="github")return c[1]===
"token"&&c.length===2;if(c[0]==="vars")return c[1]!==void 0&&c[1]!=="*"&&!n.has(c[1].toUpperCase());if(c[0]!=="secrets")
return!1;let d=c[1]?.toUpperCase();return d==="GITHUB_TOKEN"?!e.has(d):s(d)},i=c=>c==="other"||c.some(d=>!o(d)),l=new Map,
a=c=>{if(c===null||c.expression===null)return;let d=t.facts(c.expression);d.paths.forEach((p,f)=>{let g=p[0]==="secrets"?
p[1]?.toUpperCase():void 0;if(!s(g))return;let h=i(d.fallbacks[f]??[]),k=l.get(g);k===void 0?l.set(g,{name:g,where:Z(r.fileName,
c.position),fallsBack:h}):k.fallsBack&&!h&&l.set(g,{name:g,where:Z(r.fileName,c.position),fallsBack:h})})},u=c=>{for(let d of Object.
values(c))a(d)};u(r.env);for(let c of r.jobs){u(c.env),c.secrets!=="inherit"&&u(c.secrets);for(let d of c.steps)u(d.env),
u(d.with),a(d.run)}return[...l.values()]}var Ja=["[skip ci]","[ci skip]","[no ci]","[skip actions]","[actions skip]"],za=["skip-checks: true","skip-checks:true"],
Ba=/^(?:[A-Za-z0-9][A-Za-z0-9-]*:|\s+\S)/;function qo(r){let t=Ja.find(a=>r.includes(a));if(t!==void 0)return{kind:"inst\
ruction",text:t};let e=r.trimEnd().split(/\r?\n/),n=e.at(-1)??"",s=za.find(a=>a===n);if(s===void 0)return null;let o=a=>a!==
void 0&&a.trim()==="",i=e.length-1;for(;i>0&&!o(e[i-1]);)i--;return e.slice(i).every(a=>Ba.test(a))&&o(e[i-1])&&o(e[i-2])?
{kind:"trailer",text:s}:null}function Xo(r,t,e,n=!1,s){return Ga(r,t,e,n)??Ka(r,t,e,s)}function Ga(r,t,e,n){let s=r.on[t];if(s===null||typeof s!="obj\
ect"||Array.isArray(s))return null;let o=s,i=Le(o.types),l=e.action;if(i!==null&&i.length>0&&typeof l=="string"&&!i.includes(
l))return`the event's action ${l} is none of on.${t}.types (${i.join(", ")}): GitHub would not run this workflow for it`;
if(t==="push"){let a=typeof e.ref=="string"?e.ref:"";return a.startsWith("refs/tags/")?zn(o,"push","tags","branches",a.slice(
10),"tag"):a.startsWith("refs/heads/")?zn(o,"push","branches","tags",a.slice(11),"branch"):null}if((t==="pull_request"||
t==="pull_request_target")&&!n){let a=e.pull_request?.base?.ref;return typeof a=="string"?zn(o,t,"branches",null,a,"base\
 branch"):null}return null}function Ka(r,t,e,n){if(!Object.hasOwn(r.on,t))return null;let s,o;if(t==="push")s=e.head_commit?.
message,o="the push's head commit";else if(t==="pull_request"){let a=e.pull_request?.head?.sha;if(n===void 0||a!==n.sha)
return null;s=n.message,o=`the pull request's head commit (${n.sha.slice(0,7)}, HEAD here)`}else return null;let i=typeof s==
"string"?qo(s):null;if(i===null)return null;let l=i.kind==="trailer"?`ends with the trailer ${i.text}`:`holds ${i.text}`;
return`${o} message ${l}: GitHub would not run this workflow for it`}function zn(r,t,e,n,s,o){let i=Le(r[e]),l=Le(r[`${e}\
-ignore`]),a="GitHub would not run this workflow for it";return i!==null?ks(s,i)?null:`the ${o} ${s} matches none of on.${t}\
.${e} (${i.join(", ")}): ${a}`:l!==null?vs(s,l)?null:`the ${o} ${s} matches on.${t}.${e}-ignore (${l.join(", ")}): ${a}`:
n!==null&&(r[n]!==void 0||r[`${n}-ignore`]!==void 0)?`on.${t} filters ${n} only, so a push of a ${o} (${s}) does not sta\
rt it: ${a}`:null}var Va=new TextEncoder,qa=new TextDecoder("utf-8",{ignoreBOM:!0}),de=class{#t;#n;#r;#e=new Map;constructor(t){this.#t=t}async put(t){
let e=await this.#l(),n=await this.#t.put(t),s={stage:n.stage,attempt:n.attempt,runAttempt:n.runAttempt},o=e.get(n.stage)??
[];o.some(l=>Te(l,s)===0)||o.push(s),o.sort(Te),e.set(n.stage,o);let i={record:JSON.parse(Qr(t.record)),prompt:qa.decode(
Va.encode(t.prompt)),handoff:JSON.parse(ts(t.handoff)),recordSha256:n.recordSha256};return this.#e.set(Yo(s),Promise.resolve(
i)),n}get(t){return this.#s(e=>{let n=e.get(t)?.at(-1);return n===void 0?Promise.resolve(void 0):this.#o(n)})}getAttempt(t,e,n=1){
return this.#s(s=>{let o=s.get(t)?.find(i=>i.attempt===e&&i.runAttempt===n);return o?this.#o(o):Promise.resolve(void 0)})}#s(t){
return this.#r?t(this.#r):this.#l().then(t)}#o(t){let e=Yo(t),n=this.#e.get(e);return n||(n=this.#t.getAttempt(t.stage,t.
attempt,t.runAttempt),n.catch(()=>this.#e.delete(e)),this.#e.set(e,n)),n}async list(){return[...(await this.#l()).values()].
flat().sort(_e)}#l(){return this.#n??=this.#t.list().then(t=>{let e=new Map;for(let{stage:n,attempt:s,runAttempt:o}of t)
e.set(n,[...e.get(n)??[],{stage:n,attempt:s,runAttempt:o}]);for(let n of e.values())n.sort(Te);return this.#r=e,e}),this.#n}};
function Yo(r){return`${r.stage}\0${r.runAttempt}\0${r.attempt}`}var Et=At(Qt(),1);var en=class{path;#t;#n;#r=null;#e=!1;constructor(t){this.path=t,this.#t=(0,Et.openSync)(t,"a",420),this.#n=(0,Et.fstatSync)(
this.#t).size}write(t){if(this.#r!==null||this.#e)return;let e=Buffer.from(`${JSON.stringify(t)}
`);try{for(let n=0;n<e.length;)n+=(0,Et.writeSync)(this.#t,e,n,e.length-n);this.#n+=e.length}catch(n){try{(0,Et.ftruncateSync)(
this.#t,this.#n)}catch{}this.#r=ae(this.path,"the run's events",n)}}get failure(){return this.#r}close(){this.#e||(this.#e=
!0,(0,Et.closeSync)(this.#t))}};var Oi=At(Ee(),1),J=At(Qt(),1);import{appendFile as Au,mkdtemp as Tu,open as Pi,readFile as _u,rm as Nu,writeFile as Cu}from"node:fs/promises";
import{delimiter as Mu,dirname as ju,join as kt,relative as Lu,resolve as Fu}from"node:path";var Zo=65536,fe=4096,Xa=/^\s*(?:[A-Za-z0-9+/=]*|[A-Za-z][A-Za-z0-9-]*: .*)\s*$/;function Ya(r){let t=Fr(r);return!vn(r)&&
!vn(t)&&!Xa.test(t)}var nn=class{#t;#n;#r=new Map;constructor(t,e){this.#t=t,this.#n=e}push(t,e="stdout"){let n=this.#e(
e),s=n.partial+t,o=s.endsWith("\r")?s.length-1:s.length,i=s.slice(0,o).split(/\r\n|\r|\n/);n.partial=(i.pop()??"")+s.slice(
o);for(let l of i)this.#s(n,l);n.partial.length>Zo&&(n.overlong||(this.#o(n,n.partial.slice(0,fe)),n.overlong=!0),n.inKey=
Ut(n.partial,n.inKey),n.partial=n.partial.slice(-fe))}flush(){for(let t of this.#r.values())t.overlong||this.#o(t,t.partial.
replace(/\r$/,"").slice(0,fe))}end(){for(let t of this.#r.values())t.partial!==""&&this.#s(t,t.partial),t.partial="",this.#o(
t,"")}#e(t){let e=this.#r.get(t);return e||(e={partial:"",held:null,previous:"",inKey:!1,overlong:!1},this.#r.set(t,e)),
e}#s(t,e){if(e.length>Zo&&!t.overlong&&(this.#o(t,e.slice(0,fe)),t.overlong=!0),t.overlong){t.overlong=!1,t.inKey=Ut(e,t.
inKey),t.previous=t.inKey?"":e.slice(-fe);return}if(t.inKey&&Ya(e)&&(t.inKey=!1),t.inKey||cs(e)){t.inKey||this.#o(t,""),
t.inKey=Ut(e,t.inKey),t.previous=t.inKey?"":e;return}this.#o(t,e),t.held=e}#o(t,e){let n=t.held;if(t.held=null,n===null)
return;let s=rt(`${t.previous}
${n}
${e}`,this.#t()),o=s.text.split(`
`),i=o.length===3?o[1]??"":kr(s.redactions[0]?.kind??"secret-value");t.previous=n,i.trim()!==""&&this.#n(i)}};var Qo=["comment","summary","both"],Za=/^[A-Za-z0-9_.-]{1,64}$/;function Gn(r){let t=(r[Y.mode]??"").trim()||"both";if(!Qo.
includes(t))throw new v("input-invalid",`must be one of ${Qo.join(", ")}; got "${t}"`,{where:Y.mode});return t}function Kn(r,t){
let e=Gn(r),n=(r[Y.key]??"").trim()||Xs;if(!Za.test(n))throw new v("input-invalid",`must be 1 to 64 letters, digits, '.'\
, '_' or '-' (it names the sticky comment); got "${n}"`,{where:Y.key});let s=tl(r[Y.includeDetail]??"",Y.includeDetail,!1),
o=null;if(e!=="summary"){let i=(r[Y.issueNumber]??"").trim();if(i!==""){if(!/^[1-9]\d{0,9}$/.test(i))throw new v("input-\
invalid",`must be the number of an issue or pull request, like 42; got "${i}"`,{where:Y.issueNumber});o=Number(i)}else if(o=
Qa(t.payload),o===null)throw new v("issue-number-missing",`there is no issue or pull request to comment on: the triggeri\
ng event (${t.name||"unknown"}) is not about one. Set the issue-number input, or use mode: summary`,{where:Y.issueNumber})}
return{mode:e,key:n,includeDetail:s,issueNumber:o}}function Qa(r){let t=pe(r);if(!t)return null;let e=Bn(pe(t.pull_request)?.
number)??Bn(pe(t.issue)?.number);if(e!==null)return e;for(let n of["workflow_run","check_run","check_suite"]){let s=pe(t[n])?.
pull_requests;if(Array.isArray(s)&&s.length===1){let o=Bn(pe(s[0])?.number);if(o!==null)return o}}return null}function tl(r,t,e){let n=r.trim();if(n==="")return e;if(["true","True","TRUE"].includes(n))return!0;if(["false","False",
"FALSE"].includes(n))return!1;throw new v("input-invalid",`must be true or false; got "${n}"`,{where:t})}function pe(r){
return r!==null&&typeof r=="object"&&!Array.isArray(r)?r:null}function Bn(r){return typeof r=="number"&&Number.isInteger(
r)&&r>0?r:null}var el={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\u274C"};function ti(r){let{record:t,handoff:e}=r,
n=l=>qs(l,r)||" ",s=[["status",`${t.status} (${t.outcome.reason})`],["attempt",String(t.attempt)],["exit code",t.agent.exit_code===
null?"none":String(t.agent.exit_code)],["duration",`${(t.agent.duration_ms/1e3).toFixed(1)} s`],["handoff",t.present&&t.
digests.handoff?`present, sha256 ${t.digests.handoff.slice(0,12)}`:"none"]];e?.next&&s.push(["next",e.next.stage]),r.notStored!==
void 0?s.push(["artifact","not stored"]):r.artifactName&&s.push(["artifact",r.artifactName]);let o=[];o.push([`### ${el[t.
status]} baton stage \`${t.stage}\``,"","| | |","|---|---|",...s.map(([l,a])=>`| ${l} | ${n(a)} |`)].join(`
`)),r.notStored!==void 0&&o.push(`${Vs(nl(r.notStored),r)}. No later stage can read this record or its handoff; it is sh\
own here only.`),t.outcome.message&&o.push(Nn(t.outcome.message,r)),e&&o.push(["#### Summary","",Nn(e.summary,r)].join(`\

`));let i=Object.entries(e?.data??{});return i.length>0&&o.push(["#### Data","","| key | value |","|---|---|",...i.map(([
l,a])=>`| ${n(l)} | ${n(a)} |`)].join(`
`)),t.problems.length>0&&o.push(["#### Problems","","| severity | code | where | message |","|---|---|---|---|",...t.problems.
map(l=>`| ${l.severity} | ${n(l.code)} | ${n(l.path)} | ${n(l.message)} |`)].join(`
`)),rl(o,r.notStored===void 0?r.artifactName:void 0)}function nl(r){return r.charAt(0).toUpperCase()+r.slice(1)}function rl(r,t){
let e=`_Cut to fit the step summary; the full record is in ${t?`artifact ${t}`:"the stage record"}._`,n=bt.stepSummaryBytes-
pn(e)-4,s=[],o=0;for(let i of r){let l=pn(i)+2;if(o+l>n){s.push(e);break}s.push(i),o+=l}return`${s.join(`

`)}
`}function ei(r,t){return rt(r,t).redactions.length===0?r:`${Ks(r.trimEnd(),t)}
`}var tr=At(Ee(),1),gt=At(Qt(),1);import{homedir as mu}from"node:os";import{dirname as ki,isAbsolute as wu,join as yu,resolve as nr,
sep as on}from"node:path";var ni=(r,t,e)=>{let n,s,o,i,l,a=e.indexOf(r),u=e.indexOf(t,a+1),c=a;if(a>=0&&u>0){if(r===t)return[a,u];for(n=[],o=e.length;c>=
0&&!l;){if(c===a)n.push(c),a=e.indexOf(r,c+1);else if(n.length===1){let d=n.pop();d!==void 0&&(l=[d,u])}else s=n.pop(),s!==
void 0&&s<o&&(o=s,i=u),u=e.indexOf(t,c+1);c=a<u&&a>=0?a:u}n.length&&i!==void 0&&(l=[o,i])}return l};var ri="\0SLASH"+Math.random().toFixed(16)+"\0",si="\0OPEN"+Math.random().toFixed(16)+"\0",rn="\0CLOSE"+Math.random().toFixed(
16)+"\0",oi="\0COMMA"+Math.random().toFixed(16)+"\0",ii="\0PERIOD"+Math.random().toFixed(16)+"\0",sl=new RegExp(ri,"g"),
ol=new RegExp(si,"g"),il=new RegExp(rn,"g"),al=new RegExp(oi,"g"),ll=new RegExp(ii,"g"),ul=/\\\\/g,cl=/\\{/g,dl=/\\}/g,fl=/\\,/g,
pl=/\\\./g,hl=1e5,gl=4e6,ml=1e3,wl=1e3,yl=2e7,bl=16;function Vn(r){return isNaN(r)?r.charCodeAt(0):parseInt(r,10)}function Sl(r){
return r.replace(ul,ri).replace(cl,si).replace(dl,rn).replace(fl,oi).replace(pl,ii)}function kl(r){return r.replace(sl,"\
\\").replace(ol,"{").replace(il,"}").replace(al,",").replace(ll,".")}function qn(r,t){for(let e=0;e<t.length;e++)r.push(
t[e])}function ai(r,t,e){if(e.remaining<0)return;let n=ni("{","}",t),s=n!==void 0&&t.indexOf("{")<n[0];if(e.remaining-=n&&
!s?n[1]+1:r.length,!(!n||e.remaining<0))return{end:n[1],pre:r.slice(0,n[0]),body:r.slice(n[0]+1,n[1]),post:r.slice(n[1]+
1),unmatched:s}}function vl(r,t){t.remaining-=r.length;let e=[];for(let o=0;o<r.length;o++){let i=r.charCodeAt(o);i===123?
e.push(o):i===125&&e.length&&e.pop()}let n="",s=0;for(let o=0;o<e.length;o++){let i=e[o];n+=r.slice(s,i)+"\0",s=i+1}return n+
r.slice(s)}function xl(r,t){if(t.remaining-=r.length,t.remaining<0)return!1;let e=!1;for(let n=r.length-1;n>=0;n--){let s=r.
charCodeAt(n);if(s===125)e=!0;else if(s===10||s===13||s===8232||s===8233)e=!1;else if(s===44&&e&&r.charCodeAt(n+1)!==44)
return!0}return!1}function $l(r,t){let e=[],n="";for(;;){let s=ai(r,r,t);if(t.remaining<0)return;if(!s){let u=r.split(",");
return u[0]=n+u[0],qn(e,u),e}let{pre:o,body:i,post:l}=s,a=o.split(",");if(a[0]=n+a[0],a[a.length-1]+="{"+i+"}",!l.length)
return qn(e,a),e;n=a.pop(),qn(e,a),r=l}}function he(r,t){return r===void 0||isNaN(r)?t:r}function li(r,t={}){if(!r)return[];
let e=he(t.max,hl),n=he(t.maxLength,gl),s=he(t.maxDepth,ml),o=he(t.maxRewrites,wl),i=he(t.maxSteps,yl);return r.slice(0,
2)==="{}"&&(r="\\{\\}"+r.slice(2)),Xn(Sl(r),e,n,s,0,o,{remaining:i},!0).map(kl)}function Rl(r){return"{"+r+"}"}function Ol(r){
return/^-?0\d/.test(r)}function Pl(r,t){return r<=t}function El(r,t){return r>=t}function ge(r,t,e,n,s,o,i){let l=[],a=0,
u;t:for(let c=0;c<r.length;c++){let d=r[c]+t,p=e;o&&!d&&(u||(u=e.filter(f=>f)),p=u);for(let f=0;f<p.length;f++){if(l.length>=
n)break t;let g=d+p[f];if(a+g.length>s)break t;l.push(g),a+=g.length}}return i.remaining-=l.length,l}function Al(r,t,e,n,s){
let o=r.split(/\.\./),i=[];if(o[0]===void 0||o[1]===void 0)return i;let l=Vn(o[0]),a=Vn(o[1]),u=Math.max(o[0].length,o[1].
length),c=o.length===3&&o[2]!==void 0?Math.max(Math.abs(Vn(o[2])),1):1,d=Pl;a<l&&(c*=-1,d=El);let f=o.some(Ol),g=f?u:1,h=0;
for(let k=l;d(k,a)&&i.length<e;k+=c){if(s.remaining-=g,s.remaining<0)return;let m;if(t)m=String.fromCharCode(k),m==="\\"&&
(m="");else if(m=String(k),f){let w=u-m.length;if(w>0){let y=new Array(w+1).join("0");k<0?m="-"+y+m.slice(1):m=y+m}}if(h+
m.length>n)break;i.push(m),h+=m.length}return i}function Xn(r,t,e,n,s,o,i,l){if(i.remaining-=bl,s>n)return[r];let a=[""],
u=0,c=!1,d=!0,p=r;for(;;){let f=ai(r,p,i);if(!f)return ge(a,r,[""],t,e,c,i);f.unmatched&&(p=vl(p,i));let g=f.pre,h=()=>ge(
a,g+"{"+f.body+"}"+f.post,[""],t,e,c,i);if(/\$$/.test(g)){if(a=ge(a,g+"{"+f.body+"}",[""],t,e,c&&!f.post.length,i),d=!1,
!f.post.length)break;r=f.post,p=p.slice(f.end+1);continue}let k=/^-?\d+\.\.-?\d+(?:\.\.-?\d+)?$/.test(f.body),m=/^[a-zA-Z]\.\.[a-zA-Z](?:\.\.-?\d+)?$/.
test(f.body),w=k||m,y=f.body.indexOf(",")>=0;if(!w&&!y){if(u<o&&xl(f.post,i)){u++,r=f.pre+"{"+f.body+rn+f.post,p=p.slice(
0,f.end)+rn+p.slice(f.end+1),l=!0;continue}return h()}d&&(c=l&&!w,d=!1);let $;if(w){if($=Al(f.body,m,t,e,i),!$)return h()}else{
let _=$l(f.body,i);if(!_)return h();if(_.length===1&&_[0]!==void 0){if(_=Xn(_[0],t,e,n,s+1,o,i,!1).map(Rl),i.remaining<0)
return h();if(_.length===1){let O=ge(a,g+_[0],[""],t,e,c&&!f.post.length,i);if(i.remaining<0)return h();if(a=O,!f.post.length)
break;r=f.post,p=p.slice(f.end+1);continue}}let x=c&&!f.post.length&&!g;for(let O=0;x&&O<a.length;O++)a[O]&&(x=!1);$=[];
let E=0;t:for(let O=0;O<_.length;O++){let U=Xn(_[O],t,e,n,s+1,o,i,!1);if(i.remaining<0)return h();for(let V=0;V<U.length;V++){
let S=U[V];if(!(x&&!S)){if($.length>=t||E+S.length>e)break t;$.push(S),E+=S.length}}}}let C=ge(a,g,$,t,e,c&&!f.post.length,
i);if(i.remaining<0)return h();if(a=C,!f.post.length)break;r=f.post,p=p.slice(f.end+1)}return a}var me=r=>{if(typeof r!="string")throw new TypeError("invalid pattern");if(r.length>65536)throw new TypeError("pattern i\
s too long")};var Tl={"[:alnum:]":["\\p{L}\\p{Nl}\\p{Nd}",!0],"[:alpha:]":["\\p{L}\\p{Nl}",!0],"[:ascii:]":["\\x00-\\x7f",!1],"[:blank\
:]":["\\p{Zs}\\t",!0],"[:cntrl:]":["\\p{Cc}",!0],"[:digit:]":["\\p{Nd}",!0],"[:graph:]":["\\p{Z}\\p{C}",!0,!0],"[:lower:\
]":["\\p{Ll}",!0],"[:print:]":["\\p{C}",!0],"[:punct:]":["\\p{P}",!0],"[:space:]":["\\p{Z}\\t\\r\\n\\v\\f",!0],"[:upper:\
]":["\\p{Lu}",!0],"[:word:]":["\\p{L}\\p{Nl}\\p{Nd}\\p{Pc}",!0],"[:xdigit:]":["A-Fa-f0-9",!1]},we=r=>r.replace(/[[\]\\-]/g,
"\\$&"),_l=r=>r.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),ui=r=>r.join(""),ci=(r,t)=>{let e=t;if(r.charAt(e)!=="[")throw new Error(
"not in a brace expression");let n=[],s=[],o=e+1,i=!1,l=!1,a=!1,u=!1,c=e,d="";t:for(;o<r.length;){let h=r.charAt(o);if((h===
"!"||h==="^")&&o===e+1){u=!0,o++;continue}if(h==="]"&&i&&!a){c=o+1;break}if(i=!0,h==="\\"&&!a){a=!0,o++;continue}if(h===
"["&&!a){for(let[k,[m,w,y]]of Object.entries(Tl))if(r.startsWith(k,o)){if(d)return["$.",!1,r.length-e,!0];o+=k.length,y?
s.push(m):n.push(m),l=l||w;continue t}}if(a=!1,d){h>d?n.push(we(d)+"-"+we(h)):h===d&&n.push(we(h)),d="",o++;continue}if(r.
startsWith("-]",o+1)){n.push(we(h+"-")),o+=2;continue}if(r.startsWith("-",o+1)){d=h,o+=2;continue}n.push(we(h)),o++}if(c<
o)return["",!1,0,!1];if(!n.length&&!s.length)return["$.",!1,r.length-e,!0];if(s.length===0&&n.length===1&&/^\\?.$/.test(
n[0])&&!u){let h=n[0].length===2?n[0].slice(-1):n[0];return[_l(h),!1,c-e,!1]}let p="["+(u?"^":"")+ui(n)+"]",f="["+(u?"":
"^")+ui(s)+"]";return[n.length&&s.length?"("+p+"|"+f+")":n.length?p:f,l,c-e,!0]};var Ft=(r,{windowsPathsNoEscape:t=!1,magicalBraces:e=!0}={})=>e?t?r.replace(/\[([^/\\])\]/g,"$1"):r.replace(/((?!\\).|^)\[([^/\\])\]/g,
"$1$2").replace(/\\([^/])/g,"$1"):t?r.replace(/\[([^/\\{}])\]/g,"$1"):r.replace(/((?!\\).|^)\[([^/\\{}])\]/g,"$1$2").replace(
/\\([^/{}])/g,"$1");var ht,Nl=new Set(["!","?","+","*","@"]),Yn=r=>Nl.has(r),di=r=>Yn(r.type),Cl=new Map([["!",["@"]],["?",["?","@"]],["@",[
"@"]],["*",["*","+","?","@"]],["+",["+","@"]]]),Ml=new Map([["!",["?"]],["@",["?"]],["+",["?","*"]]]),jl=new Map([["!",[
"?","@"]],["?",["?","@"]],["@",["?","@"]],["*",["*","+","?","@"]],["+",["+","@","?","*"]]]),fi=new Map([["!",new Map([["\
!","@"]])],["?",new Map([["*","*"],["+","*"]])],["@",new Map([["!","!"],["?","?"],["@","@"],["*","*"],["+","+"]])],["+",
new Map([["?","*"],["*","*"]])]]),Ll="(?!(?:^|/)\\.\\.?(?:$|/))",sn="(?!\\.)",Fl=new Set(["[","."]),Il=new Set(["..","."]),
Dl=new Set("().*{}+?[]^$\\!"),Wl=r=>r.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),Zn="[^/]",pi=Zn+"*?",hi=Zn+"+?",Ul=0,Ht=class{type;#t;#n;#r=!1;#e=[];#s;#o;#l;#a=!1;#u;#d;#c=!1;id=++Ul;get depth(){
return(this.#s?.depth??-1)+1}[Symbol.for("nodejs.util.inspect.custom")](){return{"@@type":"AST",id:this.id,type:this.type,
root:this.#t.id,parent:this.#s?.id,depth:this.depth,partsLength:this.#e.length,parts:this.#e}}constructor(t,e,n={}){this.
type=t,t&&(this.#n=!0),this.#s=e,this.#t=this.#s?this.#s.#t:this,this.#u=this.#t===this?n:this.#t.#u,this.#l=this.#t===this?
[]:this.#t.#l,t==="!"&&!this.#t.#a&&this.#l.push(this),this.#o=this.#s?this.#s.#e.length:0}get hasMagic(){if(this.#n!==void 0)
return this.#n;for(let t of this.#e)if(typeof t!="string"&&(t.type||t.hasMagic))return this.#n=!0;return this.#n}toString(){
return this.#d!==void 0?this.#d:this.type?this.#d=this.type+"("+this.#e.map(t=>String(t)).join("|")+")":this.#d=this.#e.
map(t=>String(t)).join("")}#g(){if(this!==this.#t)throw new Error("should only call on root");if(this.#a)return this;this.
toString(),this.#a=!0;let t;for(;t=this.#l.pop();){if(t.type!=="!")continue;let e=t,n=e.#s;for(;n;){for(let s=e.#o+1;!n.
type&&s<n.#e.length;s++)for(let o of t.#e){if(typeof o=="string")throw new Error("string part in extglob AST??");o.copyIn(
n.#e[s])}e=n,n=e.#s}}return this}push(...t){for(let e of t)if(e!==""){if(typeof e!="string"&&!(e instanceof ht&&e.#s===this))
throw new Error("invalid part: "+e);this.#e.push(e)}}toJSON(){let t=this.type===null?this.#e.slice().map(e=>typeof e=="s\
tring"?e:e.toJSON()):[this.type,...this.#e.map(e=>e.toJSON())];return this.isStart()&&!this.type&&t.unshift([]),this.isEnd()&&
(this===this.#t||this.#t.#a&&this.#s?.type==="!")&&t.push({}),t}isStart(){if(this.#t===this)return!0;if(!this.#s?.isStart())
return!1;if(this.#o===0)return!0;let t=this.#s;for(let e=0;e<this.#o;e++){let n=t.#e[e];if(!(n instanceof ht&&n.type==="\
!"))return!1}return!0}isEnd(){if(this.#t===this||this.#s?.type==="!")return!0;if(!this.#s?.isEnd())return!1;if(!this.type)
return this.#s?.isEnd();let t=this.#s?this.#s.#e.length:0;return this.#o===t-1}copyIn(t){typeof t=="string"?this.push(t):
this.push(t.clone(this))}clone(t){let e=new ht(this.type,t);for(let n of this.#e)e.copyIn(n);return e}static#f(t,e,n,s,o){
let i=s.maxExtglobRecursion??2,l=!1,a=!1,u=-1,c=!1;if(e.type===null){let h=n,k="";for(;h<t.length;){let m=t.charAt(h++);
if(l||m==="\\"){l=!l,k+=m;continue}if(a){h===u+1?(m==="^"||m==="!")&&(c=!0):m==="]"&&!(h===u+2&&c)&&(a=!1),k+=m;continue}else if(m===
"["){a=!0,u=h,c=!1,k+=m;continue}if(!s.noext&&Yn(m)&&t.charAt(h)==="("&&o<=i){e.push(k),k="";let y=new ht(m,e);h=ht.#f(t,
y,h,s,o+1),e.push(y);continue}k+=m}return e.push(k),h}let d=n+1,p=new ht(null,e),f=[],g="";for(;d<t.length;){let h=t.charAt(
d++);if(l||h==="\\"){l=!l,g+=h;continue}if(a){d===u+1?(h==="^"||h==="!")&&(c=!0):h==="]"&&!(d===u+2&&c)&&(a=!1),g+=h;continue}else if(h===
"["){a=!0,u=d,c=!1,g+=h;continue}if(!s.noext&&Yn(h)&&t.charAt(d)==="("&&(o<=i||e&&e.#w(h))){let m=e&&e.#w(h)?0:1;p.push(
g),g="";let w=new ht(h,p);p.push(w),d=ht.#f(t,w,d,s,o+m);continue}if(h==="|"){p.push(g),g="",f.push(p),p=new ht(null,e);
continue}if(h===")")return g===""&&e.#e.length===0&&(e.#c=!0),p.push(g),g="",e.push(...f,p),d;g+=h}return e.type=null,e.#n=
void 0,e.#e=[t.substring(n-1)],d}#p(t){return this.#b(t,Ml)}#b(t,e=Cl){if(!t||typeof t!="object"||t.type!==null||t.#e.length!==
1||this.type===null)return!1;let n=t.#e[0];return!n||typeof n!="object"||n.type===null?!1:this.#w(n.type,e)}#w(t,e=jl){return!!e.
get(this.type)?.includes(t)}#$(t,e){let n=t.#e[0],s=new ht(null,n,this.options);s.#e.push(""),n.push(s),this.#y(t,e)}#y(t,e){
let n=t.#e[0];this.#e.splice(e,1,...n.#e);for(let s of n.#e)typeof s=="object"&&(s.#s=this);this.#d=void 0}#R(t){return!!fi.
get(this.type)?.has(t)}#T(t){if(!t||typeof t!="object"||t.type!==null||t.#e.length!==1||this.type===null||this.#e.length!==
1)return!1;let e=t.#e[0];return!e||typeof e!="object"||e.type===null?!1:this.#R(e.type)}#v(t){let e=fi.get(this.type),n=t.#e[0],
s=e?.get(n.type);if(!s)return!1;this.#e=n.#e;for(let o of this.#e)typeof o=="object"&&(o.#s=this);this.type=s,this.#d=void 0,
this.#c=!1}static fromGlob(t,e={}){let n=new ht(null,void 0,e);return ht.#f(t,n,0,e,0),n}toMMPattern(){if(this!==this.#t)
return this.#t.toMMPattern();let t=this.toString(),[e,n,s,o]=this.toRegExpSource();if(!(s||this.#n||this.#u.nocase&&!this.#u.
nocaseMagicOnly&&t.toUpperCase()!==t.toLowerCase()))return n;let l=(this.#u.nocase?"i":"")+(o?"u":"");return Object.assign(
new RegExp(`^${e}$`,l),{_src:e,_glob:t})}get options(){return this.#u}toRegExpSource(t){let e=t??!!this.#u.dot;if(this.#t===
this&&(this.#x(),this.#g()),!di(this)){let a=this.isStart()&&this.isEnd()&&!this.#e.some(f=>typeof f!="string"),u=this.#e.
map(f=>{let[g,h,k,m]=typeof f=="string"?ht.#O(f,this.#n,a):f.toRegExpSource(t);return this.#n=this.#n||k,this.#r=this.#r||
m,g}).join(""),c="";if(this.isStart()&&typeof this.#e[0]=="string"&&!(this.#e.length===1&&Il.has(this.#e[0]))){let g=Fl,
h=e&&g.has(u.charAt(0))||u.startsWith("\\.")&&g.has(u.charAt(2))||u.startsWith("\\.\\.")&&g.has(u.charAt(4)),k=!e&&!t&&g.
has(u.charAt(0));c=h?Ll:k?sn:""}let d="";return this.isEnd()&&this.#t.#a&&this.#s?.type==="!"&&(d="(?:$|\\/)"),[c+u+d,Ft(
u),this.#n=!!this.#n,this.#r]}let n=this.type==="*"||this.type==="+",s=this.type==="!"?"(?:(?!(?:":"(?:",o=this.#m(e);if(this.
isStart()&&this.isEnd()&&!o&&this.type!=="!"){let a=this.toString(),u=this;return u.#e=[a],u.type=null,u.#n=void 0,[a,Ft(
this.toString()),!1,!1]}let i=!n||t||e||!sn?"":this.#m(!0);i===o&&(i=""),i&&(o=`(?:${o})(?:${i})*?`);let l="";if(this.type===
"!"&&this.#c)l=(this.isStart()&&!e?sn:"")+hi;else{let a=this.type==="!"?"))"+(this.isStart()&&!e&&!t?sn:"")+pi+")":this.
type==="@"?")":this.type==="?"?")?":this.type==="+"&&i?")":this.type==="*"&&i?")?":`)${this.type}`;l=s+o+a}return[l,Ft(o),
this.#n=!!this.#n,this.#r]}#x(){if(di(this)){let t=0,e=!1;do{e=!0;for(let n=0;n<this.#e.length;n++){let s=this.#e[n];typeof s==
"object"&&(s.#x(),this.#b(s)?(e=!1,this.#y(s,n)):this.#p(s)?(e=!1,this.#$(s,n)):this.#T(s)&&(e=!1,this.#v(s)))}}while(!e&&
++t<10)}else for(let t of this.#e)typeof t=="object"&&t.#x();this.#d=void 0}#m(t){return this.#e.map(e=>{if(typeof e=="s\
tring")throw new Error("string type in extglob ast??");let[n,s,o,i]=e.toRegExpSource(t);return this.#r=this.#r||i,n}).filter(
e=>!(this.isStart()&&this.isEnd())||!!e).join("|")}static#O(t,e,n=!1){let s=!1,o="",i=!1,l=!1;for(let a=0;a<t.length;a++){
let u=t.charAt(a);if(s){s=!1,o+=(Dl.has(u)?"\\":"")+u;continue}if(u==="*"){if(l)continue;l=!0,o+=n&&/^[*]+$/.test(t)?hi:
pi,e=!0;continue}else l=!1;if(u==="\\"){a===t.length-1?o+="\\\\":s=!0;continue}if(u==="["){let[c,d,p,f]=ci(t,a);if(p){o+=
c,i=i||d,a+=p-1,e=e||f;continue}}if(u==="?"){o+=Zn,e=!0;continue}o+=Wl(u)}return[o,Ft(t),!!e,i]}};ht=Ht;var Qn=(r,{windowsPathsNoEscape:t=!1,magicalBraces:e=!1}={})=>e?t?r.replace(/[?*()[\]{}]/g,"[$&]"):r.replace(/[?*()[\]\\{}]/g,
"\\$&"):t?r.replace(/[?*()[\]]/g,"[$&]"):r.replace(/[?*()[\]\\]/g,"\\$&");var ct=(r,t,e={})=>(me(t),!e.nocomment&&t.charAt(0)==="#"?!1:new Ct(t,e).match(r)),Hl=/^\*+([^+@!?*[(]*)$/,Jl=r=>t=>!t.startsWith(
".")&&t.endsWith(r),zl=r=>t=>t.endsWith(r),Bl=r=>(r=r.toLowerCase(),t=>!t.startsWith(".")&&t.toLowerCase().endsWith(r)),
Gl=r=>(r=r.toLowerCase(),t=>t.toLowerCase().endsWith(r)),Kl=/^\*+\.\*+$/,Vl=r=>!r.startsWith(".")&&r.includes("."),ql=r=>r!==
"."&&r!==".."&&r.includes("."),Xl=/^\.\*+$/,Yl=r=>r!=="."&&r!==".."&&r.startsWith("."),Zl=/^\*+$/,Ql=r=>r.length!==0&&!r.
startsWith("."),tu=r=>r.length!==0&&r!=="."&&r!=="..",eu=/^\?+([^+@!?*[(]*)?$/,nu=([r,t=""])=>{let e=wi([r]);return t?(t=
t.toLowerCase(),n=>e(n)&&n.toLowerCase().endsWith(t)):e},ru=([r,t=""])=>{let e=yi([r]);return t?(t=t.toLowerCase(),n=>e(
n)&&n.toLowerCase().endsWith(t)):e},su=([r,t=""])=>{let e=yi([r]);return t?n=>e(n)&&n.endsWith(t):e},ou=([r,t=""])=>{let e=wi(
[r]);return t?n=>e(n)&&n.endsWith(t):e},wi=([r])=>{let t=r.length;return e=>e.length===t&&!e.startsWith(".")},yi=([r])=>{
let t=r.length;return e=>e.length===t&&e!=="."&&e!==".."},bi=typeof process=="object"&&process?typeof process.env=="obje\
ct"&&process.env&&process.env.__MINIMATCH_TESTING_PLATFORM__||process.platform:"posix",gi={win32:{sep:"\\"},posix:{sep:"\
/"}},iu=bi==="win32"?gi.win32.sep:gi.posix.sep;ct.sep=iu;var ot=Symbol("globstar **");ct.GLOBSTAR=ot;var au="[^/]",lu=au+
"*?",uu="(?:(?!(?:\\/|^)(?:\\.{1,2})($|\\/)).)*?",cu="(?:(?!(?:\\/|^)\\.).)*?",du=(r,t={})=>e=>ct(e,r,t);ct.filter=du;var St=(r,t={})=>Object.
assign({},r,t),fu=r=>{if(!r||typeof r!="object"||!Object.keys(r).length)return ct;let t=ct;return Object.assign((n,s,o={})=>t(
n,s,St(r,o)),{Minimatch:class extends t.Minimatch{constructor(s,o={}){super(s,St(r,o))}static defaults(s){return t.defaults(
St(r,s)).Minimatch}},AST:class extends t.AST{constructor(s,o,i={}){super(s,o,St(r,i))}static fromGlob(s,o={}){return t.AST.
fromGlob(s,St(r,o))}},unescape:(n,s={})=>t.unescape(n,St(r,s)),escape:(n,s={})=>t.escape(n,St(r,s)),filter:(n,s={})=>t.filter(
n,St(r,s)),defaults:n=>t.defaults(St(r,n)),makeRe:(n,s={})=>t.makeRe(n,St(r,s)),braceExpand:(n,s={})=>t.braceExpand(n,St(
r,s)),match:(n,s,o={})=>t.match(n,s,St(r,o)),sep:t.sep,GLOBSTAR:ot})};ct.defaults=fu;var Si=(r,t={})=>(me(r),t.nobrace||
!/\{(?:(?!\{).)*\}/.test(r)?[r]:li(r,{max:t.braceExpandMax}));ct.braceExpand=Si;var pu=(r,t={})=>new Ct(r,t).makeRe();ct.
makeRe=pu;var hu=(r,t,e={})=>{let n=new Ct(t,e);return r=r.filter(s=>n.match(s)),n.options.nonull&&!r.length&&r.push(t),
r};ct.match=hu;var mi=/[?*]|[+@!]\(.*?\)|\[|\]/,gu=r=>r.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),Ct=class{options;set;pattern;windowsPathsNoEscape;nonegate;negate;comment;empty;preserveMultipleSlashes;partial;globSet;globParts;nocase;isWindows;platform;windowsNoMagicRoot;maxGlobstarRecursion;regexp;constructor(t,e={}){
me(t),e=e||{},this.options=e,this.maxGlobstarRecursion=e.maxGlobstarRecursion??200,this.pattern=t,this.platform=e.platform||
bi,this.isWindows=this.platform==="win32";let n="allowWindowsEscape";this.windowsPathsNoEscape=!!e.windowsPathsNoEscape||
e[n]===!1,this.windowsPathsNoEscape&&(this.pattern=this.pattern.replace(/\\/g,"/")),this.preserveMultipleSlashes=!!e.preserveMultipleSlashes,
this.regexp=null,this.negate=!1,this.nonegate=!!e.nonegate,this.comment=!1,this.empty=!1,this.partial=!!e.partial,this.nocase=
!!this.options.nocase,this.windowsNoMagicRoot=e.windowsNoMagicRoot!==void 0?e.windowsNoMagicRoot:!!(this.isWindows&&this.
nocase),this.globSet=[],this.globParts=[],this.set=[],this.make()}hasMagic(){if(this.options.magicalBraces&&this.set.length>
1)return!0;for(let t of this.set)for(let e of t)if(typeof e!="string")return!0;return!1}debug(...t){}make(){let t=this.pattern,
e=this.options;if(!e.nocomment&&t.charAt(0)==="#"){this.comment=!0;return}if(!t){this.empty=!0;return}this.parseNegate(),
this.globSet=[...new Set(this.braceExpand())],e.debug&&(this.debug=(...o)=>console.error(...o)),this.debug(this.pattern,
this.globSet);let n=this.globSet.map(o=>this.slashSplit(o));this.globParts=this.preprocess(n),this.debug(this.pattern,this.
globParts);let s=this.globParts.map((o,i,l)=>{if(this.isWindows&&this.windowsNoMagicRoot){let a=o[0]===""&&o[1]===""&&(o[2]===
"?"||!mi.test(o[2]))&&!mi.test(o[3]),u=/^[a-z]:/i.test(o[0]);if(a)return[...o.slice(0,4),...o.slice(4).map(c=>this.parse(
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
"string"&&/^[a-z]:$/i.test(e[3]),d=a?3:l?0:void 0,p=c?3:u?0:void 0;if(typeof d=="number"&&typeof p=="number"){let[f,g]=[
t[d],e[p]];f.toLowerCase()===g.toLowerCase()&&(e[p]=f,o=p,s=d)}}let{optimizationLevel:i=1}=this.options;return i>=2&&(t=
this.levelTwoFileOptimize(t)),e.includes(ot)?this.#t(t,e,n,s,o):this.#r(t,e,n,s,o)}#t(t,e,n,s,o){let i=e.indexOf(ot,o),l=e.
lastIndexOf(ot),[a,u,c]=n?[e.slice(o,i),e.slice(i+1),[]]:[e.slice(o,i),e.slice(i+1,l),e.slice(l+1)];if(a.length){let w=t.
slice(s,s+a.length);if(!this.#r(w,a,n,0,0))return!1;s+=a.length,o+=a.length}let d=0;if(c.length){if(c.length+s>t.length)
return!1;let w=t.length-c.length;if(this.#r(t,c,n,w,0))d=c.length;else{if(t[t.length-1]!==""||s+c.length===t.length||(w--,
!this.#r(t,c,n,w,0)))return!1;d=c.length+1}}if(!u.length){let w=!!d;for(let y=s;y<t.length-d;y++){let $=String(t[y]);if(w=
!0,$==="."||$===".."||!this.options.dot&&$.startsWith("."))return!1}return n||w}let p=[[[],0]],f=p[0],g=0,h=[0];for(let w of u)
w===ot?(h.push(g),f=[[],0],p.push(f)):(f[0].push(w),g++);let k=p.length-1,m=t.length-d;for(let w of p)w[1]=m-(h[k--]+w[0].
length);return!!this.#n(t,p,s,0,n,0,!!d)}#n(t,e,n,s,o,i,l){let a=e[s];if(!a){for(let d=n;d<t.length;d++){l=!0;let p=t[d];
if(p==="."||p===".."||!this.options.dot&&p.startsWith("."))return!1}return l}let[u,c]=a;for(;n<=c;){if(this.#r(t.slice(0,
n+u.length),u,o,n,0)&&i<this.maxGlobstarRecursion){let f=this.#n(t,e,n+u.length,s+1,o,i+1,l);if(f!==!1)return f}let p=t[n];
if(p==="."||p===".."||!this.options.dot&&p.startsWith("."))return!1;n++}return o||null}#r(t,e,n,s,o){let i,l,a,u;for(i=s,
l=o,u=t.length,a=e.length;i<u&&l<a;i++,l++){this.debug("matchOne loop");let c=e[l],d=t[i];if(this.debug(e,c,d),c===!1||c===
ot)return!1;let p;if(typeof c=="string"?(p=d===c,this.debug("string match",c,d,p)):(p=c.test(d),this.debug("pattern matc\
h",c,d,p)),!p)return!1}if(i===u&&l===a)return!0;if(i===u)return n;if(l===a)return i===u-1&&t[i]==="";throw new Error("wt\
f?")}braceExpand(){return Si(this.pattern,this.options)}parse(t){me(t);let e=this.options;if(t==="**")return ot;if(t==="")
return"";let n,s=null;(n=t.match(Zl))?s=e.dot?tu:Ql:(n=t.match(Hl))?s=(e.nocase?e.dot?Gl:Bl:e.dot?zl:Jl)(n[1]):(n=t.match(
eu))?s=(e.nocase?e.dot?ru:nu:e.dot?su:ou)(n):(n=t.match(Kl))?s=e.dot?ql:Vl:(n=t.match(Xl))&&(s=Yl);let o=Ht.fromGlob(t,this.
options).toMMPattern();return s&&typeof o=="object"&&Reflect.defineProperty(o,"test",{value:s}),o}makeRe(){if(this.regexp||
this.regexp===!1)return this.regexp;let t=this.set;if(!t.length)return this.regexp=!1,this.regexp;let e=this.options,n=e.
noglobstar?lu:e.dot?uu:cu,s=new Set(e.nocase?["i"]:[]),o=t.map(a=>{let u=a.map(d=>{if(d instanceof RegExp)for(let p of d.
flags.split(""))s.add(p);return typeof d=="string"?gu(d):d===ot?ot:d._src});u.forEach((d,p)=>{let f=u[p+1],g=u[p-1];d!==
ot||g===ot||(g===void 0?f!==void 0&&f!==ot?u[p+1]="(?:\\/|"+n+"\\/)?"+f:u[p]=n:f===void 0?u[p-1]=g+"(?:\\/|\\/"+n+")?":f!==
ot&&(u[p-1]=g+"(?:\\/|\\/"+n+"\\/)"+f,u[p+1]=ot))});let c=u.filter(d=>d!==ot);if(this.partial&&c.length>=1){let d=[];for(let p=1;p<=
c.length;p++)d.push(c.slice(0,p).join("/"));return"(?:"+d.join("|")+")"}return c.join("/")}).join("|"),[i,l]=t.length>1?
["(?:",")"]:["",""];o="^"+i+o+l+"$",this.partial&&(o="^(?:\\/|"+i+o.slice(1,-1)+l+")$"),this.negate&&(o="^(?!"+o+").+$");
try{this.regexp=new RegExp(o,[...s].join(""))}catch{this.regexp=!1}return this.regexp}slashSplit(t){return this.preserveMultipleSlashes?
t.split("/"):this.isWindows&&/^\/\/[^/]+/.test(t)?["",...t.split(/\/+/)]:t.split(/\/+/)}match(t,e=this.partial){if(this.
debug("match",t,this.pattern),this.comment)return!1;if(this.empty)return t==="";if(t==="/"&&e)return!0;let n=this.options;
this.isWindows&&(t=t.split("\\").join("/"));let s=this.slashSplit(t);this.debug(this.pattern,"split",s);let o=this.set;this.
debug(this.pattern,"set",o);let i=s[s.length-1];if(!i)for(let l=s.length-2;!i&&l>=0;l--)i=s[l];for(let l of o){let a=s;if(n.
matchBase&&l.length===1&&(a=[i]),this.matchOne(a,l,e))return n.flipNegate?!0:!this.negate}return n.flipNegate?!1:this.negate}static defaults(t){
return ct.defaults(t).Minimatch}};ct.AST=Ht;ct.Minimatch=Ct;ct.escape=Qn;ct.unescape=Ft;var vi="--follow-symbolic-links";function xi(r,t,e={}){let n=nr(r),s=Su(e.leaveOut??[]),o=bu(t[0]),i=(o?t.slice(1):t).flatMap(
u=>u.split(`
`)).map(u=>u.trim()).filter(u=>u!==""&&!u.startsWith("#")).flatMap(u=>$u(vu(n,u))),l=(0,tr.createHash)("sha256"),a=0;for(let u of Eu(
i,o,s)){if(!u.startsWith(`${n}${on}`))continue;let c;try{if(s.any&&(0,gt.lstatSync)(u).isSymbolicLink()&&s.holds((0,gt.realpathSync)(
u)))continue;let d=(0,gt.statSync)(u);if(d.isDirectory())continue;if(!d.isFile())throw new v("hash-files-failed",`hashFi\
les() cannot hash ${u}: it is not a regular file (${ku(d)})`);c=(0,gt.readFileSync)(u)}catch(d){throw d instanceof v?d:er(
u,d)}l.update((0,tr.createHash)("sha256").update(c).digest()),a+=1}return a>0?l.digest("hex"):""}function bu(r){if(r===void 0||
!r.startsWith("--"))return!1;if(r.toLowerCase()===vi)return!0;throw new v("hash-files-failed",`hashFiles(): invalid glob\
 option ${r}: the one option is '${vi}', as the first argument`)}function Su(r){let t=new Set(r.map(n=>nr(n)));for(let n of[
...t])try{t.add((0,gt.realpathSync)(n))}catch{}let e=[...t];return{any:e.length>0,holds:n=>e.some(s=>n===s||n.startsWith(
s.endsWith(on)?s:`${s}${on}`))}}function er(r,t){let e=t.code??String(t);return new v("hash-files-failed",`hashFiles() c\
ould not read ${r}: ${e}`)}function ku(r){return r.isFIFO()?"a FIFO":r.isSocket()?"a socket":r.isCharacterDevice()||r.isBlockDevice()?
"a device":"not a file"}var $i={dot:!0,nobrace:!0,nocase:process.platform==="win32",nocomment:!0,noext:!0,nonegate:!0};function vu(r,t){
let e=!1,n=t;for(;n.startsWith("!");)e=!e,n=n.slice(1).trim();if(n==="")throw new v("hash-files-failed",`hashFiles(): th\
e pattern '${t}' is empty`);let s=wu(n),o=n.endsWith("/"),i=n.split("/").filter(f=>f!==""),l=s?on:r;!s&&i[0]==="."?i.shift():
!s&&i[0]==="~"&&(l=mu(),i.shift());let a=i.map(xu);if(a.some(f=>f==="."||f===".."))throw new v("hash-files-failed",`hash\
Files(): invalid pattern '${t}': relative pathing '.' and '..' is not allowed`);let u=a.indexOf(null),c=u===-1?a:a.slice(
0,u),d=Ru(l),p=i.length===0?d:`${d.endsWith("/")?d:`${d}/`}${i.join("/")}`;return{negate:e,directories:o,glob:p,matcher:new Ct(
p,$i),searchPath:nr(l,...c)}}function xu(r){let t="";for(let e=0;e<r.length;e++){let n=r[e];if(n==="\\"&&e+1<r.length){e+=
1,t+=r[e];continue}if(n==="*"||n==="?")return null;if(n==="["&&e+1<r.length){let s="",o=-1;for(let i=e+1;i<r.length;i++){
let l=r[i];if(l==="\\"&&i+1<r.length)i+=1,s+=r[i];else if(l==="]"){o=i;break}else s+=l}if(o>=0){if(s.length>1)return null;
if(s!==""){t+=s,e=o;continue}}}t+=n}return t}function $u(r){if(r.glob.endsWith("/**")&&!r.directories)return[r];let t=`${r.
glob}/**`;return[r,{...r,directories:!1,glob:t,matcher:new Ct(t,$i)}]}function Ru(r){return r.replaceAll("\\","\\\\").replace(
/(\[)(?=[^/]+\])/g,"[[]").replace(/\?/g,"[?]").replace(/\*/g,"[*]")}var ye={none:0,directory:1,file:2,all:3};function Ou(r,t){
let e=ye.none;for(let n of r){if(!n.matcher.match(t))continue;let s=n.directories?ye.directory:ye.all;e=n.negate?e&~s:e|
s}return e}function Pu(r,t){return r.some(e=>!e.negate&&e.matcher.match(t,!0))}function*Eu(r,t,e){let n=r.filter(i=>!i.negate).
map(i=>i.searchPath),s=new Set(n),o=[];for(let i of n){if(o.includes(i))continue;let l=!1;for(let a=i,u=ki(a);u!==a;a=u,
u=ki(a))s.has(u)&&(l=!0);l||o.push(i)}for(let i of o){let l=[{path:i,chain:[]}];for(;l.length>0;){let a=l.pop();if(e.holds(
a.path))continue;let u=Ou(r,a.path);if(!u&&!Pu(r,a.path))continue;let c;try{c=t?(0,gt.statSync)(a.path):(0,gt.lstatSync)(
a.path)}catch(h){if(h.code==="ENOENT")continue;throw er(a.path,h)}if(!c.isDirectory()){u&ye.file&&(yield a.path);continue}
let d=a.path,p;try{if(t&&(d=(0,gt.realpathSync)(a.path)),a.chain.includes(d)||t&&e.holds(d))continue;p=(0,gt.readdirSync)(
a.path)}catch(h){throw er(a.path,h)}u&ye.directory&&(yield a.path);let f=[...a.chain,d],g=p.map(h=>({path:yu(a.path,h),chain:f}));
l.push(...g.reverse())}}}var Iu="-event.json",an=class{#t;expressions;#n;#r;#e=new Map;#s=Promise.resolve();#o=[];#l=new Map;#a=new Map;#u;host;constructor(t){
this.#t=t,this.expressions=t.expressions,this.host={hashFiles:e=>xi(t.workspace,e,{leaveOut:[t.storeDir]})},this.#r=t.now??
(()=>new Date),this.#n=new Vr({root:t.workspace,tempDir:t.tempDir,privateTempDir:!0,now:this.#r})}now(){return this.#r()}emit(t){
if(this.#t.emit(t),t.type==="step-finished"&&(t.outcome==="failure"||t.outcome==="cancelled")){this.#M.has(`${t.leg}\0${t.
step}`)||this.#S(t.leg,t.step,`\u2500\u2500 step ${t.step+1}: ${t.name}
`);let e=t.message??t.outcome;this.#E(t.leg,`${t.outcome==="cancelled"?"Cancelled":"Error"}: ${e}
`)}t.type==="job-finished"&&this.#_(t.leg)}summary(t,e,n){let s=kt(this.#t.runDir,pt.summary),o=rt(`${or(t,e)}${n.trimEnd()}\


`,this.#t.secrets).text,i=Buffer.byteLength(o),l=this.#o?.at(-1);this.#o?.push({job:t,leg:e,offset:l?l.offset+l.bytes:0,
bytes:i}),this.#s=this.#s.then(()=>Au(s,o)).catch(a=>{this.#u??=ae(s,"the step summaries",a),this.#o=null})}summaryParts(){
return this.#o}async settle(){let t=[];try{await this.#t.recordWrites?.flush()}catch(s){t.push(lt(s))}let e=await this.drain();
e!==null&&t.push(e);let n=this.#t.eventsFailure?.()??null;return n!==null&&t.push(n),t.length===0?null:t.join(`
`)}async createStepFiles(){let t=await Tu(kt(this.#t.tempDir,"step-")),e={output:kt(t,"output"),env:kt(t,"env"),path:kt(
t,"path"),state:kt(t,"state"),step_summary:kt(t,"summary")};return await Promise.all(Object.values(e).map(n=>Cu(n,"",{flag:"\
wx",mode:384}))),e}async runScript(t){await this.#t.recordWrites?.settled(),this.#c(t.defaults.GITHUB_EVENT_PATH);let e=t.
files??await this.createStepFiles();try{let n={...this.#$(t),[ut.output]:e.output,[ut.env]:e.env,[ut.path]:e.path,[ut.state]:e.
state,[ut.stepSummary]:e.step_summary},s=0,o=w=>{this.#P(w.slice(s)),s=w.length},i=new Ve({allowUnsecureCommands:n.ACTIONS_ALLOW_UNSECURE_COMMANDS?.
toLowerCase()==="true",allowUnsecureStopCommandTokens:["true","1","$true"].includes(n.ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TOKENS?.
toLowerCase()??""),redact:(w,y)=>(o(y),rt(w,this.#t.secrets).text)}),l=this.#p(t),a;try{a=await this.#b(t).run({script:t.
script,shell:t.shell??fs,cwd:this.#C(t.workingDirectory),env:n,signal:t.signal,stop:"interrupt",kill:t.kill,onOutput:(w,y)=>{
i.push(w,y),o(i.masks),l?.push(w,y)}})}finally{l?.end()}let{masks:u,annotations:c,commands:d}=i.end();o(u),this.#S(t.leg,
t.step,`\u2500\u2500 step ${t.step+1}: ${t.name}
`);let p=this.#E(t.leg,Lo(a.output,u)),[[f,g,h],{text:k,...m}]=await Promise.all([Promise.all([e.output,e.env,e.path].map(
w=>_u(w,"utf8"))),Uu(e.step_summary)]);return{exitCode:a.exitCode,signal:a.signal,files:{output:f??"",env:g??"",path:h??
"",summary:k},...m,masks:u,annotations:c,commands:d,output:p}}finally{await Nu(ju(e.output),{recursive:!0,force:!0})}}#d;eventPath(t){
return`${t}${Iu}`}#c(t){if(t===void 0||t==="")return;this.#d??=Buffer.from(JSON.stringify(this.#t.github.event,null,2));
let e=this.#d,n;try{n=(0,J.openSync)(t,J.constants.O_RDONLY|J.constants.O_NOFOLLOW|J.constants.O_NONBLOCK);let o=(0,J.fstatSync)(
n);if(o.isFile()&&o.size===e.length&&(0,J.readFileSync)(n).equals(e))return}catch(o){if(o.code==="ENOENT"){(0,J.writeFileSync)(
t,e,{flag:"wx",mode:384});return}}finally{n!==void 0&&(0,J.closeSync)(n)}let s=`${t}.${(0,Oi.randomUUID)()}`;(0,J.writeFileSync)(
s,e,{flag:"wx",mode:384});try{(0,J.renameSync)(s,t)}catch{(0,J.rmSync)(t,{recursive:!0,force:!0}),(0,J.renameSync)(s,t)}}#g=0;legTemp={
open:async t=>{this.#g+=1;let e=kt(this.#t.tempDir,`runner-temp-${this.#g}`);return(0,J.mkdirSync)(e,{mode:448}),e},close:async t=>{
Hu(t,this.#f.get(t)??[]),this.#f.delete(t);try{(0,J.rmSync)(this.eventPath(t),{recursive:!0,force:!0}),(0,J.rmdirSync)(t);
return}catch{await Ie(t)}}};#f=new Map;#p(t){let e=this.#t.onOutput;if(e===void 0)return;let n=new nn(()=>this.#t.secrets,
o=>{let i=Xe(o,No);(i===null||i.form==="legacy"&&!qe.has(i.command))&&e({job:t.job,leg:t.leg,line:o})}),s;return{push:(o,i)=>{
n.push(o,i),clearTimeout(s),s=setTimeout(()=>n.flush(),Du),s.unref()},end:()=>{clearTimeout(s),n.end()}}}#b(t){let e=t.defaults.
RUNNER_TEMP;return e===void 0?this.#t.runner:{run:n=>this.#t.runner.run({...n,onStart:s=>{for(let[i,l]of this.#f)i!==e&&
l.includes(s)&&this.#f.set(i,l.filter(a=>a!==s));let o=this.#f.get(e)??[];o.push(s),this.#f.set(e,o),n.onStart?.(s)}})}}async loadAction(t){
let e=this.#t.parseAction;if(!e)throw new v("action-invalid",`${t}: local actions cannot be read here`);return Xr(this.#t.
workspace,t,e)}async runAction(t){switch(this.#c(t.defaults.GITHUB_EVENT_PATH),t.action){case"stage":return this.#y(t);case"\
prepare":return this.#R(t);case"capture":return this.#T(t);case"report":return this.#v(t)}}#w(t,e){let n=this.#t.workflow,
o=n.jobs.find(i=>i.id===t.job)?.steps[t.step]?.with[Y.prompt];return{mode:e,job:t.job,stageJob:t.stageJob,matrix:t.matrix,
upstream:t.upstream,...t.needsFacts===void 0?{}:{needsFacts:t.needsFacts},workflowJobs:t.jobIds,github:this.#t.github,...this.#t.
madeEvent===void 0?{}:{madeEvent:this.#t.madeEvent},...this.#t.madeEventRun===void 0?{}:{madeEventRun:this.#t.madeEventRun},
run:this.#t.run,parentRun:this.#t.parentRun??null,secrets:[...t.secrets,...Pe(this.#$(t))],promptSource:`${o?Z(n.fileName,
o.position):n.fileName} jobs.${t.job} prompt`,readFile:i=>qr(this.#t.workspace,i,bt.templateBytes),parseVars:Ss}}#$(t){let e={
CI:"true",...this.#t.baseEnv,...t.env,...t.defaults};return e.PATH=Wu(t.path,e.PATH),e}async#y(t){let e;try{e=je(t.inputs,
this.#w(t,"stage"))}catch(o){if(!(o instanceof v))throw o;return{ok:!1,outputs:{...io()},env:{},summary:"",recorded:[],message:lt(
o)}}this.#x(t);let n=this.#p(t),s;try{s=await po(e,{openRun:this.#t.openRun,store:this.#t.store,workspace:this.#n,runner:this.#b(
t),env:this.#$(t),signal:t.signal,reporter:this.#O(t),...n?{onOutput:(o,i)=>n.push(o,i)}:{}})}finally{n?.end()}return this.#S(
t.leg,t.step,`\u2500\u2500 step ${t.step+1}: stage ${e.stage}: ${s.attempts.length} attempt(s), ${s.outcome.reason}; the\
 agent's output is in ${yr.log} of each attempt
`),{ok:s.ok,outputs:{...s.outputs},env:{},summary:sr(s.final,e.redact,this.#t.secrets),recorded:s.attempts.map(rr),message:s.
outcome.message}}async#R(t){let e=je(t.inputs,this.#w(t,"prepare"));this.#x(t);let n=await He(e,{openRun:this.#t.openRun,
store:this.#t.store,workspace:this.#n});if(n.kind==="refused")return{ok:!1,outputs:Cn("prepare",n.result.outputs),env:{},
summary:sr(n.result.final,e.redact,this.#t.secrets),recorded:n.result.attempts.map(rr),message:n.result.outcome.message};
let{prepared:s}=n;for(let o of s.warnings)this.#m(t,"warning",o.message);return this.#e.set(`${t.leg}\0${e.stage}`,{prepared:s,
redact:Rn(t.inputs[Y.redact]??"")}),{ok:!0,outputs:{"prompt-path":s.promptPath,"handoff-path":s.handoffPath},env:{BATON_PROMPT_PATH:s.
promptPath,BATON_HANDOFF_PATH:s.handoffPath,BATON_STAGE:e.stage},summary:"",recorded:[],message:null}}async#T(t){let e=je(
t.inputs,this.#w(t,"capture")),n=`${t.leg}\0${e.stage}`,s=this.#e.get(n);if(!s)throw new v("capture-without-prepare",`st\
age ${e.stage}: no prepare step ran before this capture in job ${t.job}`);this.#e.delete(n);let{prepared:o}=s,i=new Set(
Rn(t.inputs[Y.redact]??"")),l=bs(s.redact.length,s.redact.filter(u=>i.has(u)).length);if(l)throw l;let a=await Ue(e,o,null,
{store:this.#t.store,workspace:this.#n},{cancelled:t.signal.aborted});return{ok:a.outcome.reason==="completed",outputs:Cn(
"capture",a.outputs),env:{},summary:sr(a,e.redact,this.#t.secrets),recorded:[rr(a)],message:a.outcome.message}}async#v(t){
let e={name:this.#t.github.event_name,payload:this.#t.github.event},n;try{n=Kn(t.inputs,e)}catch(l){if(!(l instanceof v))
throw l;if(l.code!=="issue-number-missing")return{ok:!1,outputs:{},env:{},summary:"",recorded:[],message:lt(l)};this.#m(
t,"warning",`on GitHub this step fails: ${l.message}`),n={...Kn({...t.inputs,[Y.mode]:"summary"},e),mode:Gn(t.inputs)}}let s=await ir(
this.#t.store),o=Ys(s,{workflow:this.#t.workflow.name??this.#t.workflow.fileName,key:n.key,includeDetail:n.includeDetail,
recordsLocation:`\`${Lu(this.#t.workspace,this.#t.runDir)||this.#t.runDir}\``,runUrl:null,secrets:t.secrets,cancelled:this.#t.
runCancelled?.()??!1});await Ae(kt(this.#t.runDir,pt.report),o),this.#m(t,"info",`report written to ${kt(this.#t.runDir,
pt.report)}; no comment is posted from a local run`);let i=n.mode==="comment"?"":o;return{ok:!0,outputs:{},env:{},summary:i,
recorded:[],message:null}}#x(t){let e=t.inputs[Y.parentRun]?.trim();e&&this.#m(t,"warning",`${Y.parentRun} ${JSON.stringify(
e)} is not read by baton run: the parent run here is the one given with --parent <run-id|latest>${this.#t.parentRun?` (${this.#t.
parentRun})`:" (none)"}`)}#m(t,e,n){this.#t.emit({type:"notice",at:this.#r().toISOString(),level:e,job:t.job,leg:t.leg,message:n})}#O(t){
return{info:e=>this.#E(t.leg,`[baton] ${e}
`),warning:e=>this.#m(t,"warning",e),error:e=>this.#m(t,"error",e),group:(e,n)=>n()}}#C(t){return t?Fu(this.#t.workspace,
t):this.#t.workspace}#M=new Set;#S(t,e,n){this.#M.add(`${t}\0${e}`),this.#E(t,n)}addSecrets(t){this.#P(t)}#P(t){for(let e of t)
this.#t.secrets.includes(e)||this.#t.secrets.push(e)}#E(t,e){let n=rt(e.endsWith(`
`)||e===""?e:`${e}
`,this.#t.secrets).text,s=this.#l.get(t);if(s===void 0){let o=kt(this.#t.runDir,te(t)),i=(this.#a.get(t)??Promise.resolve()).
then(()=>Pi(o,"a",438));s=i.catch(()=>{}),this.#l.set(t,s),this.#a.set(t,i.then(()=>{}))}return this.#j(t,s,o=>o.writeFile(
n)),n}#_(t){let e=this.#l.get(t);e!==void 0&&(this.#l.delete(t),this.#j(t,e,n=>n.close()))}#j(t,e,n){let s=(this.#a.get(
t)??Promise.resolve()).then(async()=>{let o=await e;o!==void 0&&await n(o)}).catch(o=>{this.#u??=ae(kt(this.#t.runDir,te(
t)),`the job log of ${t}`,o)});this.#a.set(t,s)}async drain(){await this.#s;for(let t of[...this.#l.keys()])this.#_(t);return await Promise.
all(this.#a.values()),this.#u??null}};function or(r,t){return`## ${t===r?r:`${r} (${t})`}

`}var Du=500;function rr(r){let{stage:t,attempt:e,status:n,outcome:s}=r.record;return{stage:t,attempt:e,status:Zr(n,s.reason),
warnings:lo(r.record)}}function Wu(r,t){return[...r,...t?[t]:[]].join(Mu)}function sr(r,t,e){let{record:n,handoff:s}=r,o=[
...t,...e];return ei(ti({record:n,handoff:s,secrets:o}),o)}async function Uu(r){let t=await Pi(r,"r");try{let{size:e}=await t.
stat();return e>bt.stepSummaryFileBytes?{text:"",summaryBytes:e}:{text:await t.readFile("utf8")}}finally{await t.close()}}
async function ir(r){let t=await r.list();return(await Promise.all(t.map(n=>r.getAttempt(n.stage,n.attempt,n.runAttempt)))).
filter(n=>n!==void 0)}function Hu(r,t){let e=t.filter(o=>{try{return process.kill(-o,0),!0}catch{return!1}});if(e.length===
0)return;let n;try{n=(0,J.readdirSync)("/proc").filter(o=>/^\d+$/.test(o)&&Number(o)!==process.pid)}catch{for(let o of e)
Ri(-o);return}let s=`RUNNER_TEMP=${r}`;for(let o of n){let i;try{i=(0,J.readFileSync)(`/proc/${o}/environ`,"utf8")}catch{
continue}i.split("\0").includes(s)&&Ri(Number(o))}}function Ri(r){try{process.kill(r,"SIGKILL")}catch{}}import{lstat as Ju}from"node:fs/promises";import{join as Ei}from"node:path";async function Ai(r,t,e,n){let s;try{s=await r.resolve(t)}catch(d){throw d instanceof v?new v(d.code,d.message,{where:e.
parent,details:d.details}):d}let o=`give ${e.parent} another run`,i=(d,p,f="parent-invalid")=>new v(f,`run ${s} ${d}`,{where:e.
parent,details:p}),l=Ei(r.rootDir,s),a=Ei(l,Gt);if(await Ju(a).then(()=>!1,d=>Nt(d,"ENOENT")))throw i(`cannot be continu\
ed: it has no ${Gt}, so it holds no run (a run that could not start leaves such a directory)`,[`remove it (rmdir ${ss(l)}\
) if it is empty, then start this run again; or ${o}`]);let u=await r.readSummary(s).catch(d=>{throw d instanceof v?i(`c\
annot be continued: its ${Gt} cannot be read`,[...zu(d),o]):d});if(Fe(u)==="running"&&n.GITHUB_RUN_ID!==s)throw i("is st\
ill running: its last records may not be stored yet, and this run's hops count on from them",["wait for it to end, then \
start this run again; a run started by one of its steps (GITHUB_RUN_ID names it) continues it while it runs"],"parent-ru\
nning");let{unreadable:c}=await no(await r.open(s));if(c.length>0){let d=c.map(f=>f.reason.split(`
`)),p=[...new Set(d.flatMap(([,...f])=>f.map(g=>g.replace(/^ {2}/,""))))];throw i(`cannot be continued: ${c.length} of i\
ts records cannot be read, and this run's hops count on from them`,[...d.map(([f])=>f),...p,`then start this run again, \
or ${o}`])}return s}function zu(r){return lt(r).split(`
`).map(t=>t.replace(/^ {2}/,""))}var Gu=r=>Tr(Sn([tt(),Rr(),Dt()],{error:t=>`${Tt(t.input)} is not ${r}: give a string, a finite number or true/false`}).
check(Kt(t=>typeof t!="number"||Number.isFinite(t),{error:t=>`${Tt(t.input)} is not ${r}: give a string, a finite number\
 or true/false`}),Kt(t=>typeof t!="number"||!Number.isInteger(t)||Number.isSafeInteger(t),{error:t=>`${Tt(t.input)} is p\
ast the integers a JavaScript number holds exactly: give it as a string`})),Ar(t=>String(t))),Ti=(r,t,e)=>ee(tt(),Gu(e),
{error:n=>`takes an object of ${t} and their values (${r}), not ${xt(n.input)}`}),Xt=()=>tt({error:r=>`takes a string, n\
ot ${xt(r.input)}`}),_i=()=>ne(r=>typeof r=="function",{error:r=>`takes a function, not ${xt(r.input)}`}),Ni=()=>ne(r=>r instanceof
AbortSignal,{error:r=>`takes an AbortSignal, not ${xt(r.input)}`}),Ci=r=>Dt({error:t=>`takes a number of milliseconds, n\
ot ${xt(t.input)}`}).check(Kt(t=>Number.isFinite(t)&&(r==="from 0"?t>=0:t>0),{error:t=>`${Tt(t.input)} is not a number o\
f milliseconds ${r}`}));function Mi(r){return Object.entries(r).find(([,t])=>t!==void 0&&typeof t!="string")}var Ku=_t(tt(
{error:r=>`${Tt(r.input)} is not the name of an environment variable`}),{error:r=>{let t=JSON.stringify(typeof r.input==
"string"?[r.input]:r.input!==null&&typeof r.input=="object"?Object.keys(r.input).slice(0,2):["MY_TOKEN"]),e=r.input!==null&&
typeof r.input=="object"&&!Array.isArray(r.input);return`takes a list of the names of environment variables that hold th\
e secrets (secrets: ${t}), not ${xt(r.input)}${e?": set each in env and name it here":""}`}}),Li=Pr({cwd:G(Xt()),job:G(Xt()),
inputs:G(Ti('{ issue: "42" }',"the inputs","an input value")),event:G(Sn([tt(),ee(tt(),Or())],{error:r=>`takes the path \
of a JSON file or the payload as an object, not ${xt(r.input)}`})),eventName:G(Xt()),vars:G(Ti('{ NAME: "value" }',"the \
variables","a variable value")),secrets:G(Ku),env:G(ne(r=>r!==null&&typeof r=="object"&&!Array.isArray(r),{error:r=>`tak\
es an object of variables and their values, not ${xt(r.input)}`}).check(Kt(r=>Mi(r)===void 0,{error:r=>{let[t,e]=Mi(r.input);
return`${t}: ${Tt(e)} is not an environment variable's value: give a string`}}))),concurrency:G(Dt({error:r=>`${Tt(r.input)}\
 is not a whole number from 1`}).check(Kt(r=>Number.isSafeInteger(r)&&r>=1,{error:r=>`${Tt(r.input)} is not a whole numb\
er from 1`}))),onEvent:G(_i()),onOutput:G(_i()),signal:G(Ni()),cancel:G(Ni()),killGraceMs:G(Ci("from 0")),minuteMs:G(Ci(
"above 0")),storeDir:G(Xt()),facts:G(ne(r=>r!==null&&typeof r=="object"&&!Array.isArray(r),{error:r=>`takes an object of\
 facts about the checkout, not ${xt(r.input)}`})),repositoryRoot:G(Xt()),parent:G(Xt())},{error:r=>`takes an object of o\
ptions, not ${xt(r.input)}`}),ji=["job","inputs","event","eventName","vars"],Vu=Er(Li,{job:!0,inputs:!0,event:!0,eventName:!0,
vars:!0});function ar(r,t="runWorkflow"){let e=t==="runWorkflow"?Li:Vu,n=e.safeParse(r??{});if(n.success)return n.data;let s=Object.
keys(e.shape),o=n.error.issues.flatMap(a=>a.code==="unrecognized_keys"?a.keys.map(u=>({where:[...a.path,u],message:ji.includes(
u)?`${t} has no such option: a replay is started as the run it replays was (its ${ji.join(", ")})`:`${t} has no such opt\
ion${Re(u,s)}`})):[{where:a.path,message:a.message}]),[i,...l]=o.map(a=>({where:qu(a.where),message:a.message}));throw new v(
"usage",i.message,{where:i.where===""?t:i.where,details:l.map(a=>a.where===""?a.message:`${a.where}: ${a.message}`)})}function qu(r){
return r.map((t,e)=>typeof t=="number"?`[${t}]`:typeof t=="string"&&/^[A-Za-z_$][\w$-]*$/.test(t)?`${e===0?"":"."}${t}`:
`[${JSON.stringify(String(t))}]`).join("")}var Ii=/^[A-Za-z_][A-Za-z0-9_]*$/,ac=_t($e({id:tt(),result:Tn,outputs:ee(tt(),tt()),stages:_t(tt()),legs:_t(tt()),withheld_outputs:G(
_t(tt())),leg_results:G(_t($e({leg:tt(),result:Tn,reason:G(tt())}))),skip_reason:G(tt()),summary_parts:G(_t($e({leg:tt(),
offset:Dt().check(bn(),$r()),bytes:Dt().check(bn(),xr())})))}));async function Mh(r,t={}){return lc(r,t,On)}async function lc(r,t,e){
return xc(r),Di(r,ar(t),{words:e,replay:null})}async function Di(r,t,{words:e,replay:n}){let s=Wi(t.cwd);n===null&&fc(t.
vars??{},e);let o=t.env??process.env,i=gc(o,[...hn,...t.secrets??[]]),l=be(s,r),a=ic(s,l)||r,u=await ke(l,"utf8").catch(
N=>{throw n?dc(r,n.run,N,e):is(s,r,N)}),c=t.facts??{},d=ro(s,o,c),p=Yr(s),f=(N,at,mt)=>Wr(N,at,mt,{ownAction:p}),g=await Dr(
u,a,{ownAction:p}),h=await so(t.repositoryRoot??s,g,p),k=(0,Se.createHash)("sha256").update(u).digest("hex"),m={};for(let[
N,at]of h)"unreadable"in at||(m[N]=(0,Se.createHash)("sha256").update(at.source).digest("hex"));let w=null;if(typeof t.event==
"string"){let N=t.event,at=await ke(be(s,N),"utf8").catch(mt=>{throw re(N,mt,"event file")});w=$s(at,N)}else t.event&&(Rs(
t.event,"event"),w=t.event);let y=pc(t.secrets??[],o,n?.run??null,e),$=[...Object.values(y),...hn.map(N=>o[N]).filter(N=>N!==
void 0&&N!==""),...Pe(o)],C=oo({cwd:s,known:c,checkout:await d,payload:w,ownAction:p,calledWorkflows:h}),_=C.facts,x=mc(
$,()=>Ts(g,se,{job:t.job,inputs:t.inputs,event:w,eventName:t.eventName,vars:t.vars,secretValues:$,secretNames:Object.keys(
y),words:e,...C})),E=Fs(g,se,{called:h,expanded:x.expanded}),O=Xo(g,x.eventName,x.event,t.event===void 0,_.commit&&{sha:_.
sha,message:_.commit.message}),U=new Set(Object.keys(y).map(N=>N.toUpperCase())),V=Vo(g,se,U,new Set(Object.entries(t.vars??
{}).filter(([,N])=>N!=="").map(([N])=>N.toUpperCase()))),S=be(s,t.storeDir??mn),A=new An(S),P=n?await yc(A,S,g,x,n,{workflow:k,
called:m},e):null,F=n?.invocation.event_made===!0,L=t.event===void 0||F,K=t.parent===void 0?null:await Ai(A,t.parent,e,o),
I=uc(),b=new Date,R,W=(N,at,mt,ve=null)=>qt({workflow:g.name??a,workflow_path:a,status:N,started_at:b.toISOString(),finished_at:mt?
mt.toISOString():null,duration_ms:mt?Math.max(0,mt.getTime()-b.getTime()):null,replay_of:P?P.run:null,...ve===null?{}:{reason:ve},
...N==="running"?{process:{...wc(),...R===void 0?{}:{temp:R}}}:{},jobs:at},$),Q=await A.createRun(W("running",[],null)),
q=Q.runDir,it=sc(q),D=new os(q,{writeBehind:!0}),j=new de(D),M,T,H,dt;try{let N=new Map,at={workflow_path:a,workflow_sha256:k,
called_sha256:m,job:t.job??null,inputs:t.inputs??{},event_name:x.eventName,event:x.event,...L?{event_made:!0}:{},vars:t.
vars??{},secrets:t.secrets??[],parent:K},mt=qt(at,$),ve=lr(at).some(B=>Ne(B,$))||JSON.stringify([mt.inputs,mt.vars])!==JSON.
stringify([at.inputs,at.vars]);await Fi(nt(q,pt.invocation),"how the run was started",`${JSON.stringify(ve?{...mt,redacted:!0}:
mt,null,2)}
`),P&&(await $c(P.store,Q,P.stages),await Rc(nt(S,P.run),q,P.jobs.values())),R=await Zu(nt(I.dir,`baton-run-${it}-`)).catch(
B=>{throw new v("tempdir-invalid",`the run's temp dir could not be made there: ${B instanceof Error?B.message:String(B)}`,
{where:I.where,cause:B})}),await A.writeSummary({id:it,...W("running",[],null)});let un=new AbortController,dr=(B,ft)=>wt=>{
if(!(H!==void 0||ft===void 0))try{ft(wt)}catch(Bt){H={error:Bt},queueMicrotask(()=>un.abort(`stopped because the ${B} ca\
llback threw`))}},Hi=dr("onEvent",t.onEvent),fr=t.signal?AbortSignal.any([t.signal,un.signal]):un.signal,cn=new en(nt(q,
pt.events));M=cn;let pr=B=>{let ft=qt(B,$);if(cn.write(ft),Hi(ft),B.type==="run-started"){let wt=Object.keys(y).filter(X=>y[X].
length<Lt.minSecretLength),Bt=[...Is(E).map(X=>({level:"warning",message:X})),...x.notices,...O===null?[]:[{level:"warni\
ng",message:`${O} (it runs here as asked)`}],...V.filter(X=>!X.fallsBack).map(({name:X,where:dn})=>({level:"warning",message:`${dn}\
: secrets.${X} is read, but ${e.secretNotGiven(X)}: it is empty in this run, as on GitHub for a secret the repository do\
es not have (${e.giveSecret(X)} to set it)`})),...V.filter(X=>X.fallsBack).map(({name:X,where:dn})=>({level:"info",message:`${dn}\
: secrets.${X} is read, but ${e.secretNotGiven(X)}: each read of it falls back with || to another value, which this run \
takes (${e.giveSecret(X)} to set it)`})),...wt.map(X=>({level:"warning",message:`secret ${X} is shorter than ${Lt.minSecretLength}\
 characters, so it is not redacted: it will appear wherever a step or agent prints it (a value that short would blank ou\
t ordinary words)`}))];for(let X of Bt)Zt(B.at,X.level,X.message);P?.whole&&Zt(B.at,"info",P.whole)}if(B.type==="run-sta\
rted"&&P!==null&&P.changed.length>0){let wt=P.changed.map(Bt=>Bt===""?a:Bt);Zt(B.at,"warning",`${wt.join(" and ")} chang\
ed since run ${P.run}: this replay runs ${wt.length===1?"the file":"the files"} as ${wt.length===1?"it is":"they are"} n\
ow`)}B.type==="run-started"&&P?.redactedStart&&Zt(B.at,"warning",P.redactedStart),B.type==="run-started"&&P!==null&&P.summaries===
null&&P.jobs.size>0&&Zt(B.at,"info",`the step summaries of the jobs reused from run ${P.run} cannot be told apart in its\
 ${pt.summary} (it was stored by an earlier baton, could not write them all, or was edited since): this replay's ${pt.summary}\
 holds only those of the jobs it runs`)},Zt=(B,ft,wt)=>pr({type:"notice",at:B,level:ft,job:null,leg:null,message:wt}),zt=xs(
{eventName:x.eventName,payload:x.event,facts:_,runId:it,workflow:g,workflowPath:a});T=new an({workflow:x.workflow,expressions:se,
parseAction:f,workspace:s,runDir:q,storeDir:S,tempDir:R,store:j,recordWrites:D,runCancelled:()=>fr.aborted||t.cancel?.aborted===
!0,runner:new ze({tempDir:R,reuseScripts:!0,secrets:$,...t.killGraceMs===void 0?{}:{killGraceMs:t.killGraceMs},noPathHint:e.
noPath}),baseEnv:i,run:{id:it,attempt:1,workflow:g.name??a,repository:_.repository,event_name:x.eventName,sha:String(zt.
sha),ref:String(zt.ref)},github:{repository:_.repository,ref:String(zt.ref),sha:String(zt.sha),run_id:it,actor:String(zt.
actor),event_name:x.eventName,event:x.event},...L?{madeEvent:x.eventName}:{},...F&&P?{madeEventRun:P.run}:{},secrets:$,parentRun:K,
openRun:B=>{let ft=N.get(B);return ft||(ft=A.open(B).then(wt=>new de(wt)),N.set(B,ft)),ft},emit:pr,eventsFailure:()=>cn.
failure,...t.onOutput?{onOutput:dr("onOutput",t.onOutput)}:{}});for(let{job:B,leg:ft,markdown:wt}of P?.summaries??[])T.summary(
B,ft,wt);dt=await Ko(x,T,{runId:it,concurrency:t.concurrency??ec(),signal:fr,cancel:t.cancel,secrets:y,github:zt,runner:{
os:process.platform==="darwin"?"macOS":process.platform==="win32"?"Windows":"Linux",arch:process.arch==="arm64"?"ARM64":
process.arch==="x64"?"X64":process.arch.toUpperCase(),temp:R,toolCache:nt(R,"tool-cache"),workspace:s,workspaceParent:oc(
s)},reuse:P?.jobs,minuteMs:t.minuteMs})}catch(N){dt={error:N}}D.close();let[vt]=await Promise.all([T?.drain()??null,D.settled()]);
M?.close(),R!==void 0&&await Ie(R);let z="error"in dt?null:dt,yt=[],Mt=N=>{N&&!yt.some(at=>at.includes(N))&&yt.push(N)};
if(Mt(z?.reason),"error"in dt&&Mt(lt(dt.error)),Mt(vt),Mt(M?.failure),z!==null)try{await Fi(nt(q,pt.jobs),"the jobs' res\
ults",`${JSON.stringify(hc(z.jobs,$,T?.summaryParts()??null),null,2)}
`)}catch(N){Mt(lt(N))}let Yt=z===null||z.status==="success"&&yt.length>0?"failure":z.status,ln=yt.length===0?null:rt(yt.
join(`
`),$).text,Ui=(z?.jobs??[]).map(N=>({id:N.id,stages:N.stages,result:N.result,...P?.jobs.has(N.id)?{reused:!0}:{}}));try{
await A.writeSummary({id:it,...W(Yt,Ui,new Date,ln)})}catch(N){throw cc(q,N,ln)}if(H!==void 0)throw H.error;if("error"in
dt)throw dt.error;let ur=await ir(D.writeFailure?D:j),cr=Ws(ur);return{runId:it,runDir:q,status:Yt,reason:ln,records:ur,
chain:cr,finalStage:Us(cr)}}function uc(){let r=rc(),t=process.env.TMPDIR?`TMPDIR ${r}`:`temp dir ${r}`,e;try{e=(0,Jt.statSync)(
r)}catch(n){if(!Nt(n,"ENOENT","ENOTDIR"))throw re(t,n)}if(e?.isDirectory()!==!0)throw new v("tempdir-invalid",`${e===void 0?
"no such directory":"is not a directory"}; baton run keeps each run's scratch files there`,{where:t,details:[`${e===void 0?
"create it, or ":""}set TMPDIR to a directory`]});return{dir:r,where:t}}async function Fi(r,t,e){try{await Ae(r,e)}catch(n){
throw new v("run-write-failed",En(t,n),{where:r,cause:n})}}function cc(r,t,e){let n=!(0,Jt.existsSync)(r),s=e===null||n?
[]:[`the run failed: ${e.replaceAll(`
`,`
  `)}`];return new v("run-write-failed",n?"the run's directory was removed while it ran: nothing more of the run could b\
e stored":`its end could not be stored in ${Gt}: ${lt(t)}; baton runs shows it as interrupted`,{where:r,details:s,cause:t})}
function dc(r,t,e,n){let s=re(r,e);return Nt(e,"ENOENT")?new v(s.code,`${s.message}: run ${t} ran this workflow file, an\
d a replay runs it as it is now`,{...s.where===void 0?{}:{where:s.where},details:[`put it back (from git, if it was comm\
itted) to replay run ${t}, or start a new run of another workflow with ${n.runCommand}`],cause:e}):s}function fc(r,t){let e=new Map;
for(let n of Object.keys(r)){if(!Ii.test(n)||n.toUpperCase().startsWith("GITHUB_"))throw new v("usage",`${JSON.stringify(
n)} is not a name GitHub allows for a variable: letters, digits and _, not starting with a digit or with GITHUB_`,{where:t.
vars});let s=e.get(n.toUpperCase());if(s!==void 0)throw new v("usage",`${JSON.stringify(s)} and ${JSON.stringify(n)} are\
 one variable on GitHub (names are not case-sensitive); give it once`,{where:t.vars});e.set(n.toUpperCase(),n)}}function pc(r,t,e,n){
let s=r.find(a=>!Ii.test(a));if(s!==void 0)throw new v("usage",s.startsWith("-")&&n.flags?`takes the name of an environm\
ent variable after it (--secret NAME), not ${JSON.stringify(s)}`:`${JSON.stringify(s)} is not the name of an environment\
 variable (letters, digits and _, not starting with a digit)`,{where:n.secrets});let o={},i=[],l=[];for(let a of r){let u=t[a];
u===void 0?i.push(a):u===""?l.push(a):o[a]=u}if(i.length+l.length>0){let a=(c,d)=>c.length===0?[]:[`${c.length===1?"secr\
et":"secrets"} ${d}: ${c.join(", ")}`],u=c=>`run ${e} was started with ${n.passSecret(c)}`;throw new v("secret-missing",
[...a(i,"not set in the environment"),...a(l,"set to the empty string")].join("; "),{details:[...i.map(c=>e===null?`${n.
setSecret(c)} before running, or ${n.dropSecret(c)}`:`${n.setSecret(c)} before replaying: ${u(c)}`),...l.map(c=>e===null?
`${n.setSecret(c)} with its value before running, or ${n.dropSecret(c)}: an empty secret is no secret (one not given is \
'' in the run, as on GitHub)`:`${n.setSecret(c)} with its value before replaying: ${u(c)}`)]})}return o}function hc(r,t,e){
return r.map(n=>{let s={},o=[...n.withheldOutputs??[]];for(let[g,h]of Object.entries(n.outputs))rt(h,t).redactions.length>
0?o.push(g):s[g]=h;let i=(n.legResults??[]).map(({leg:g,result:h,reason:k})=>({leg:g,result:h,...k===void 0?{}:{reason:k}})),
l=(e??[]).filter(g=>g.job===n.id).map(({leg:g,offset:h,bytes:k})=>({leg:g,offset:h,bytes:k})),{id:a,stages:u,legs:c,ends:d,
skipped:p,summaryParts:f}=qt({id:n.id,stages:n.stages,legs:n.legs,ends:i,skipped:n.skipReason,summaryParts:l},t);return{
id:a,result:n.result,outputs:s,stages:u,legs:c,...o.length>0?{withheld_outputs:qt(o,t)}:{},...d.length>0?{leg_results:d}:
{},...p===void 0?{}:{skip_reason:p},...f.length>0?{summary_parts:f}:{}}})}function lr(r){return typeof r=="string"?[r]:Array.
isArray(r)?r.flatMap(lr):r!==null&&typeof r=="object"?Object.values(r).flatMap(lr):[]}function gc(r,t){let e=new Set(t),
n={};for(let[s,o]of Object.entries(r))o!==void 0&&!e.has(s)&&(n[s]=o);return n}function mc(r,t){try{return t()}catch(e){
if(!(e instanceof v))throw e;let n=s=>rt(s,r).text;throw new v(e.code,n(e.message),{...e.where===void 0?{}:{where:n(e.where)},
details:e.details.map(n),cause:e.cause})}}function wc(){let r=Ds(process.pid);return{pid:process.pid,host:nc(),...r?{start:r}:
{}}}async function yc(r,t,e,n,s,o,i){let{run:l,invocation:a}=s,u=await r.readSummary(l),c=await r.open(l),{jobs:d,summaryParts:p}=await bc(
nt(t,l),u,i.run(a.workflow_path)),f=[];a.workflow_sha256!==void 0&&a.workflow_sha256!==o.workflow&&f.push("");let g=a.called_sha256;
if(g!==void 0)for(let b of[...new Set([...Object.keys(g),...Object.keys(o.called)])].sort())g[b]!==o.called[b]&&f.push(b);
let h=[...new Set(d.flatMap(b=>b.stages))],k=d.map(b=>b.id),m=`stages: ${h.join(", ")||"(none)"}; jobs: ${k.join(", ")||
"(none)"}`;if(s.from.trim()==="")throw new v("usage",`is empty; name the stage or job of run ${l} to run again from: ${m}`,
{where:i.from});let w=d.find(b=>b.id.includes("/")&&(b.stages.includes(s.from)||b.legs.includes(s.from)))?.id??d.find(b=>b.
stages.includes(s.from)||b.legs.includes(s.from))?.id??(await c.get(s.from))?.record.job??n.jobs.find(b=>b.id===s.from)?.
id,y=w?.split("/")[0];if(y===void 0)throw new v("stage-unknown",`run ${l} has no stage or job ${s.from}${Re(s.from,[...h,
...k])}; ${m}`,{where:i.from});let $=y===s.from?`job ${y}`:`${w===s.from?"job":"stage"} ${s.from} belongs to job ${y}, w\
hich`;if(!e.jobs.some(b=>b.id===y)){let b=e.jobs.map(R=>R.id);throw new v("stage-unknown",`${$} is no longer in ${e.fileName}\
: a replay runs the workflow file as it is now, not as run ${l} had it`,{where:i.from,details:[`its jobs now: ${b.join("\
, ")||"(none)"}`]})}if(!n.jobs.some(b=>b.id===y))throw new v("stage-unknown",`${$} is not part of this run${n.target===null?
"":` (run ${l} was started with ${i.passJob(n.target)})`}`,{where:i.from});let C=new Set([y,...n.jobs.filter(b=>b.upstream.
includes(y)).map(b=>b.id)]);for(let b of n.jobs)b.calledBy!==null&&C.has(b.calledBy)&&C.add(b.id);let _=new Map,x=[];for(let b of n.
jobs){if(C.has(b.id))continue;let R=d.find(W=>W.id===b.id);if(!R)throw new v("replay-incomplete",`run ${l} has no result\
 for job ${b.id}; run it again in full`,{where:i.from});_.set(b.id,R),x.push(...R.stages)}for(let b of n.jobs)if(C.has(b.
id))for(let R of b.needs){let W=_.get(R)?.withheldOutputs??[];if(W.length===0)continue;let Q=W.join(", ");throw new v("r\
eplay-incomplete",`job ${R}'s output${W.length===1?` ${Q} was`:`s ${Q} were`} not stored (it may hold a secret), so repl\
aying from ${s.from} cannot give it to job ${b.id}`,{where:i.from,details:[`replay from the job that made it: ${i.replay(
l,R)}`]})}let E=new Map(e.jobs.map(b=>[b.id,b])),O=b=>(_.get(b)?.result??"success")!=="success",U=E.get(y);if(U?.if.text===
null){let b=U.needs.map(R=>R.id).filter(O);if(b.length>0){let R=b[0];for(let W=0;_.get(R)?.result==="skipped"&&W<e.jobs.
length;W++){let Q=E.get(R)?.needs.map(q=>q.id).find(O);if(Q===void 0)break;R=Q}throw new v("replay-skips",`job ${y} need\
s ${b.map(W=>`${W} (${_.get(W).result} in run ${l})`).join(", ")}, so replaying from ${s.from} would skip it again`,{where:i.
from,details:[`replay from the job that did not succeed: ${i.replay(l,R)}`]})}}let V=new Set(x),S=await c.list(),A=x.find(
b=>!S.some(R=>R.stage===b));if(A!==void 0)throw new v("replay-incomplete",`run ${l} recorded stage ${A}, but its record \
is gone from ${nt(t,l)}, so it cannot be reused`,{where:i.from,details:[`replay from that stage, to run it again: ${i.replay(
l,A)}`]});for(let b of S)if(V.has(b.stage))try{await c.getAttempt(b.stage,b.attempt,b.runAttempt)}catch(R){throw R instanceof
v?new v("replay-incomplete",`run ${l}'s record of stage ${b.stage} (attempt ${b.attempt}) cannot be reused: ${lt(R)}`,{where:i.
from,details:[`replay from that stage, to run it again: ${i.replay(l,b.stage)}`]}):R}let P=d.find(b=>b.id===y),F=s.from===
y?null:w!==void 0&&w!==y?`every job of its call (${d.filter(b=>b.id.startsWith(`${y}/`)).map(b=>b.id).join(", ")})`:P&&P.
legs.length>1?`every leg of its matrix (${P.legs.join(", ")})`:P&&P.stages.length>1?`every stage of it (${P.stages.join(
", ")})`:null,L=F===null?null:`${i.fromStage(s.from)}: job ${y} runs again whole, ${F}`,K=Gs(l,a,"replay",i),I=await kc(
nt(t,l),p,new Set(_.keys()));return{run:l,store:c,jobs:_,stages:x,changed:f,whole:L,redactedStart:K,summaries:I}}async function bc(r,t,e){
let n=t.id,s=nt(r,pt.jobs),o=await ke(s,"utf8").catch(d=>{throw Sc(t,s,d,e)}),i=zs(o,ac,s,{code:"replay-incomplete",what:"\
the jobs' results baton stores",fix:`run ${n} cannot be replayed; run it again in full`}),a=i.some(d=>d.legs.length>0||d.
leg_results===void 0&&d.skip_reason===void 0)?await vc(r):{legs:new Map,skips:new Map},u=i.some(d=>d.summary_parts!==void 0)?
i.flatMap(d=>(d.summary_parts??[]).map(p=>({job:d.id,...p}))):null;return{jobs:i.map(({withheld_outputs:d,leg_results:p,
skip_reason:f,summary_parts:g,...h})=>{let k=a.legs.get(h.id),m=$=>{let C=k?.get($.leg);return{...$,...C?.durationMs===void 0?
{}:{durationMs:C.durationMs},...C?.failedStep===void 0?{}:{failedStep:C.failedStep}}},w=p?.map(m)??(k===void 0?void 0:h.
legs.map($=>k.get($)??{leg:$,result:h.result})),y=f??a.skips.get(h.id);return{...h,...d&&d.length>0?{withheldOutputs:d}:
{},...w===void 0?{}:{legResults:w},...y===void 0?{}:{skipReason:y}}}),summaryParts:u}}function Sc(r,t,e,n){let s=r.id,o=`\
run it again in full: ${n} with the same options`;if(!Nt(e,"ENOENT"))return new v("replay-incomplete",`${Mr(e)}, so run ${s}\
 cannot be replayed`,{where:t,cause:e,details:[Nt(e,"EACCES","EPERM")?`make it readable (chmod u+r ${t}), or ${o}`:o]});
let i=Fe(r);return i==="running"?new v("replay-incomplete",`run ${s} is still running, so it cannot be replayed yet: a r\
eplay takes the jobs' results of a finished run`,{details:["replay it once it has ended"]}):i==="interrupted"?new v("rep\
lay-incomplete",`run ${s} was interrupted (its process ended before the run did), so it cannot be replayed: a replay tak\
es the jobs' results of a finished run`,{details:[o]}):new v("replay-incomplete",`is missing, so run ${s} (${i}) cannot \
be replayed: a finished run keeps its jobs' results there`,{where:t,details:[...r.reason===void 0?[]:[`the run ended wit\
h: ${r.reason.split(`
`)[0]}`],`put it back if you have a copy, or ${o}`]})}async function kc(r,t,e){let n=await ke(nt(r,pt.summary)).catch(l=>Nt(
l,"ENOENT")?Buffer.alloc(0):null);if(n===null)return null;if(n.length===0)return[];if(t===null)return null;let s=[...t].
sort((l,a)=>l.offset-a.offset),o=[],i=0;for(let l of s){if(l.offset!==i||l.offset+l.bytes>n.length)return null;i+=l.bytes;
let a=n.subarray(l.offset,l.offset+l.bytes).toString("utf8"),u=or(l.job,l.leg);if(!a.startsWith(u)||!a.endsWith(`

`))return null;e.has(l.job)&&o.push({job:l.job,leg:l.leg,markdown:a.slice(u.length,-2)})}return i===n.length?o:null}async function vc(r){
let t=await ke(nt(r,pt.events),"utf8").catch(()=>""),e=new Map,n=new Map,s=new Map,o=new Map;for(let i of t.split(`
`)){if(!/"type":"(job-finished|job-skipped|step-finished|step-started|stage-recorded)"/.test(i))continue;let l;try{l=Hs.
safeParse(JSON.parse(i)).data}catch{continue}if(l?.type==="job-skipped"&&n.set(l.job,l.reason),l?.type==="step-started"&&
o.set(`${l.job}\0${l.leg}`,[]),l?.type==="stage-recorded"){let c=o.get(`${l.job}\0${l.leg}`);c!==void 0&&!c.includes(l.stage)&&
c.push(l.stage)}if(l?.type==="step-finished"&&l.conclusion==="failure"){let c=`${l.job}\0${l.leg}`,d=o.get(c)??[];s.has(
c)||s.set(c,{step:l.step,name:l.name,message:l.message,...l.output_tail===void 0?{}:{output_tail:l.output_tail},...d.length===
0?{}:{stages:d}})}if(l?.type!=="job-finished")continue;let a=e.get(l.job)??new Map,u=l.failed_step??s.get(`${l.job}\0${l.
leg}`);a.set(l.leg,{leg:l.leg,result:l.result,...l.reason===void 0?{}:{reason:l.reason},durationMs:l.duration_ms,...u===
void 0||l.result!=="failure"?{}:{failedStep:u}}),e.set(l.job,a)}return{legs:e,skips:n}}function Wi(r){let t=be(r??process.
cwd()),e;try{e=(0,Jt.statSync)(t)}catch(n){if(!Nt(n,"ENOENT","ENOTDIR"))throw re(t,n,"cwd")}if(e?.isDirectory()!==!0)throw new v(
"usage",e===void 0?"no such directory":"is not a directory",{where:`cwd ${t}`});return t}function xc(r){if(typeof r!="st\
ring"||r.trim()==="")throw yn("runWorkflow","the workflow file's path as its first argument (runWorkflow('.github/workfl\
ows/ci.yml', \u2026))",xe(r))}async function $c(r,t,e){let n=new Set(e);for(let s of await r.list())n.has(s.stage)&&await t.
copyAttempt(r,s.stage,s.attempt,s.runAttempt)}async function Rc(r,t,e){let n=new Set;for(let s of e)for(let o of[...s.legs,
...(s.legResults??[]).map(i=>i.leg)])n.add(o);for(let s of n){let o=te(s),i=nt(r,o);if((await Yu(i).catch(()=>null))?.isFile()!==
!0)continue;let l=nt(t,`.${pt.jobLogPrefix}${(0,Se.randomBytes)(6).toString("hex")}.tmp`);try{await Xu(i,l,Jt.constants.
COPYFILE_EXCL),await Qu(l,nt(t,o))}catch(a){throw await tc(l,{force:!0}),new v("run-write-failed",En(`the job log of ${s}`,
a),{where:nt(t,o),cause:a})}}}async function jh(r,t,e={}){return Oc(r,t,e,On)}async function Oc(r,t,e,n){Pc(r,t);let s=ar(
e,"replayWorkflow"),o=Wi(s.cwd),i=be(o,s.storeDir??mn),l=await new An(i).resolve(r),a=await Bs(nt(i,l),l);if(a.redacted)
throw new v("replay-refused",`run ${l} was started with a secret (or text shaped like a token) in ${n.typedValues}, whic\
h was not stored, so it cannot be replayed`,{details:[`start it again in full: ${n.run(a.workflow_path)} with the same o\
ptions`]});return Di(a.workflow_path,{...s,cwd:o,storeDir:i,...a.job?{job:a.job}:{},inputs:a.inputs,event:a.event,eventName:a.
event_name,vars:a.vars,secrets:s.secrets??a.secrets,...a.parent?{parent:a.parent}:{}},{words:n,replay:{run:l,from:t,invocation:a}})}
function Pc(r,t){let e=[...typeof r=="string"&&r.trim()!==""?[]:[{takes:"the stored run's id (or 'latest') as its first \
argument (replayWorkflow('latest', 'fix', \u2026))",given:xe(r)}],...typeof t=="string"?[]:[{takes:"the stage or job to \
run again from as its second argument (replayWorkflow('latest', 'fix', \u2026))",given:xe(t)}]],[n,...s]=e;if(n!==void 0)
throw yn("replayWorkflow",n.takes,n.given,void 0,s.map(({takes:o,given:i})=>vr(o,i)))}export{Ac as a,De as b,Ue as c,He as d,po as e,ua as f,ze as g,Mh as h,lc as i,jh as j,Oc as k};

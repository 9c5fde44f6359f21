import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{a as hi,b as gi}from"./chunk-YHQU7V4H.js";import{a as wi,b as Mi,c as ji,d as Li}from"./chunk-L5ZSFPPQ.js";
import{a as Si,c as ki,d as vi,j as Ei,k as Ti,l as _i,m as Ni}from"./chunk-BBACO5TO.js";import{a as zn,b as $i,c as Ri,
d as Oi,e as Pi,g as Ai}from"./chunk-NK7ESTS7.js";import{b as Ci,c as Gn}from"./chunk-HMERRAE2.js";import{a as ir}from"./chunk-PRXBAZOW.js";
import{a as ar}from"./chunk-UYPQSWXX.js";import{k as ci,l as di}from"./chunk-IF2SXIUH.js";import{$ as Wr,Aa as oi,
Ba as Un,C as pr,Ca as ai,D as hr,Da as li,Ea as ui,H as le,I as gr,K as mr,L as wr,O as br,P as Sr,Q as kr,R as vr,V as Cr,
X as ue,Y as Fn,Z as Ir,_ as Dr,a as Rt,aa as Ur,b as Ot,ba as Hr,c as Ee,ca as Jr,d as Ht,da as Br,f as ae,fa as Ie,ga as De,
ha as Dn,ia as Gr,ka as We,la as Kr,n as Q,p as lr,q as ur,qa as Qr,r as cr,ra as ti,sa as ei,ta as ni,ua as si,w as Te,
wa as ri,y as dr,z as fr,za as ii}from"./chunk-7SJ64JUW.js";import{A as Vr,B as qr,J as Xr,L as Yr,M as Zr,a as In,
i as zr,z as Ue}from"./chunk-Y7BRFJWP.js";import{b as V,c as Yt,d as je,e as Le,f as Fe,g as jn,h as Mr,i as jr,k as Lr,
l as Jt,m as Ln,n as Fr}from"./chunk-I6NX5EGJ.js";import{b as Wn}from"./chunk-RVKJOE2S.js";import{a as Jn,e as mi,
h as Bn,i as Ke,j as yi,k as bi}from"./chunk-YPWA4IKD.js";import{a as fi,b as Hn,c as ce,d as He,f as Je,g as Be,i as ze,
j as Ge,k as pi,m as xi}from"./chunk-RR7GE6VZ.js";import{A as _r,B as Nr,E as It,a as _e,b as Ne,c as yr,m as xr,o as $r,
p as Rr,q as Or,r as Ce,s as Me,t as Pr,w as Ar,x as Er,y as Tr}from"./chunk-KCTSY3G6.js";import{a as Nt,b as Re,c as $t,
d as _n,e as Gs,g as Mn,i as Pe,m as er,n as nr,p as sr,q as oe,r as rr,t as Xt,v as or,w as Ae}from"./chunk-VQUK3X66.js";
import{b as k,c as Wt,d as yt,e as Rn,f as On,i as Fs}from"./chunk-DLONVVOM.js";import{Aa as tr,B as Z,C as nt,Da as ie,
Ea as qt,H as Pt,I as Bs,O as ct,P as pt,Q as se,T as xt,U as zs,X as Tn,b as Pn,ca as Ks,d as Is,da as Vs,e as Ds,ha as et,
i as Ft,ia as Ut,j as Ws,ja as Nn,k as Us,ka as qs,l as An,m as En,ma as Xs,n as Hs,na as Ct,o as Js,oa as Oe,pa as Ys,q as Vt,
r as $e,ra as Zs,sa as Cn,ua as re,x as bt,xa as Qs,ya as G}from"./chunk-DFBKRPZ5.js";import{a as ne}from"./chunk-5A7QKWCT.js";
import{d as _t}from"./chunk-3NR5HZ6E.js";var hd=Tn.stage;function Kn(s,t){let e=Tn[s];return Object.fromEntries(Object.entries(t).filter(([n])=>e.includes(n)))}function Ve(s,t,e={}){
let n=s.problems.some(r=>r.code===Pt.nextUnknownStage);return{[nt.status]:s.status,[nt.next]:t?.next&&!n?t.next.stage:"",
[nt.present]:s.present?"true":"false",[nt.data]:JSON.stringify(t?.data??{}),[nt.sha256]:s.digests.handoff??"",[nt.artifactId]:e.
artifactId??"",[nt.promptPath]:e.promptPath??"",[nt.handoffPath]:e.handoffPath??""}}function Fi(){return{[nt.status]:"fa\
ilure",[nt.next]:"",[nt.present]:"false",[nt.data]:"{}",[nt.sha256]:"",[nt.artifactId]:"",[nt.promptPath]:"",[nt.handoffPath]:""}}var xa=new TextEncoder,$a=new TextDecoder("utf-8",{fatal:!0,ignoreBOM:!0}),Ra=new TextDecoder("latin1");async function Ii(s,t,e){
let n=[],r=[],i=new Set,o=bt.artifactBytes;for(let[l,a]of(t.artifacts??[]).entries()){let u=f=>r.push({code:Pt.artifactRefused,
severity:"warning",path:nr(["artifacts",l,"path"]),message:`${a.path} ${f}; it was not kept`});if(a.path.includes(xt.markerPrefix)){
u("held a secret (its path was redacted)");continue}let d=Or(a.path);if("refused"in d){u(d.refused);continue}if(i.has(d.
path))continue;let c=await e.readArtifact(s.workingDirectory,d.path,o);if(c.kind==="refused"){u(c.reason);continue}let p=Oa(
c.bytes,s.redact,`${Js}/${d.path}`);if("refused"in p){u(p.refused);continue}if(p.bytes.length>o){u(`is ${p.bytes.length}\
 bytes once redacted, more than the ${o} bytes left of the ${bt.artifactBytes}-byte limit for one record's artifacts`);continue}
r.push(...p.problems),n.push({path:d.path,bytes:p.bytes}),i.add(d.path),o-=p.bytes.length}return{files:n,problems:r}}function Oa(s,t,e){
let n;try{n=$a.decode(s)}catch{n=void 0}if(n!==void 0){let r=De(n,t,e);return r.problems.length===0?{bytes:s,problems:[]}:
{bytes:xa.encode(r.text),problems:r.problems}}return V(Ra.decode(s),t).redactions.length>0?{refused:"is not UTF-8 text a\
nd holds a secret, which cannot be redacted from a binary file"}:{bytes:s,problems:[]}}var Pa=new Set(Object.values(Bs));function Di(s){return s.problems.filter(t=>t.severity==="warning"&&!Pa.has(t.code))}var qe="baton: the command could not start: ";async function Xe(s,t,e,n,r={}){let i=e&&s.agent?.kind==="preset"?fr(s.agent.preset,e.stdout):null,o=await Ta(s,t,e,i?.finalText??
null,n),l=o.kind==="valid"?o.handoff:null,a=l?await Ii(s,l,n.workspace):{files:[],problems:[]},u=[...t.warnings,...o.problems,
...a.problems,...i?.problems??[]],d=o.kind==="invalid",c=s.onInvalid==="fail"||s.handoff==="required",p=null,f,h={reason:"\
cancelled",message:`the stage was cancelled while its agent ran${typeof r.signal?.reason=="string"?`: ${r.signal.reason}`:
""}`};if(r.cancelled||r.signal?.aborted)f=h;else if(e&&e.exitCode!==0){let $=s.agent?.kind==="preset"?Ea(s.agent.preset,
e,s.redact):"";f={reason:"exit-nonzero",message:e.exitCode!==null?`the agent exited with code ${e.exitCode}${$}`:e.signal!==
null?`the agent was ended by ${e.signal}`:`the agent could not start: ${e.output.replace(qe,"").trim()}`,exitCode:e.exitCode,
signal:e.signal}}else if(d&&c){let $=o.problems.filter(A=>A.severity==="error");f={reason:"handoff-invalid",message:`the\
 handoff was refused (${Ca($.length,"problem")}): ${Na($)}`,problems:$}}else if(l===null&&s.handoff==="required"){let $=`\
no handoff: nothing at $${Ft.handoffPath} and no block between the markers in the agent's output, and this stage require\
s one (handoff: required)`;u.push({code:Pt.handoffMissing,severity:"error",path:"$",message:$}),f={reason:"handoff-missi\
ng",message:$}}else if(r.verify){let $=await r.verify();p=$.facts,u.push(...$.problems),f=r.signal?.aborted?{reason:"can\
celled",message:"the stage was cancelled while verify ran"}:p.exit_code===0?{reason:"completed",message:null}:{reason:"v\
erify-failed",message:`verify failed with ${p.exit_code===null?"no exit code (ended by a signal)":`exit code ${p.exit_code}`}`,
exitCode:p.exit_code}}else f={reason:"completed",message:null};let b=d&&!c?u.map($=>({...$,severity:"warning"})):u,m=n.workspace.
now(),w=await Ie(s,{attempt:t.attempt,repair:t.repair,hop:t.hop,lineage:t.lineage,...t.parent?{parent:t.parent}:{},prompt:t.
prompt,handoff:l,agent:e,startedAt:new Date(t.preparedAt),finishedAt:m,usage:i?.usage??null,verify:p,outcome:f,problems:b,
files:a.files},n),S=s.handoff==="required"&&(f.reason==="handoff-invalid"||f.reason==="handoff-missing");return{...w,outputs:Ve(
w.record,w.handoff,{artifactId:w.ref.id,promptPath:t.promptPath,handoffPath:t.handoffPath}),repairProblems:S?w.record.problems.
filter($=>$.severity==="error"):[]}}var Aa=300;function Ea(s,t,e){let n=pr(s,t.output);if(n===null)return"";let r=V(n.text,
e).text,i=xi(Fs(Ae(r).replace(/\s+/g," ").trim()),Aa);return i===""?"":n.source==="cli"?`: ${s} said "${i}"`:`: ${i}`}async function Ta(s,t,e,n,r){
let i=await r.workspace.readHandoff(t.handoffPath),o=[],l;if(i.kind!=="missing")l=i;else if(e)for(let c of[n,e.stdout]){
if(!c)continue;let p=ir(c);if(o.push(...p.warnings),p.json!==null){l=er(p.json);break}}if(l===void 0)return{kind:"missin\
g",problems:_a(o)};if(l.kind==="invalid")return{kind:"invalid",problems:[...o,...l.problems]};let a=Lr(l.handoff,s.redact),
u=[...o,...l.warnings,...a.problems],d=a.handoff.next?.stage;if(d!==void 0&&s.workflowJobs!==null&&!s.workflowJobs.includes(
d)){let c={code:Pt.nextUnknownStage,severity:s.onInvalid==="warn"?"warning":"error",path:"$.next.stage",message:`"${d}" \
names no job in this workflow; jobs: ${[...s.workflowJobs].sort().join(", ")}`};if(s.onInvalid==="fail")return{kind:"inv\
alid",problems:[...u,c]};u.push(c)}else d!==void 0&&s.workflowJobs===null&&u.push({code:Pt.nextUnchecked,severity:"warni\
ng",path:"$.next.stage",message:`"${d}" was not checked against the workflow's jobs, which are not known here: ${s.workflowUnread??
"the workflow file was not read"}; the \`next\` output names it as given, whether or not a job has that id`});return{kind:"\
valid",handoff:a.handoff,problems:u}}function _a(s){let t=new Set;return s.filter(e=>{let n=`${e.code}\0${e.path}\0${e.message}`;
return t.has(n)?!1:(t.add(n),!0)})}function Na(s){let t=[...s].sort((n,r)=>Number(Mn(r.message))-Number(Mn(n.message))),
e=t.slice(0,3).map(Xt).join("; ");return t.length>3?`${e}; and ${t.length-3} more`:e}function Ca(s,t){return`${s} ${t}${s===
1?"":"s"}`}function Ui(s){let t=s.problems.filter(r=>r.severity==="error"),e=(t.length>0?t:s.problems).map(r=>`- ${Xt(r).replace(/\s+/g,
" ")}`).join(`
`),n=JSON.stringify(ar(),null,2);return[`# Your handoff for stage \`${s.stage}\` was not accepted`,"","Your last run fin\
ished, but baton could not accept its handoff:","",e,"",`Do not redo the work. Write the handoff again, as one JSON obje\
ct that follows the JSON Schema below, to the file named by the environment variable \`${Ft.handoffPath}\` (or print it a\
s the last thing you output, between a line \`${En.start}\` and a line \`${En.end}\`).`,"","## The handoff JSON Schema",
"",Wi(n,"json"),"","## The task you were given","",Wi(s.previousPrompt,"markdown"),""].join(`
`)}function Wi(s,t){let e=Math.max(0,...Array.from(s.matchAll(/`+/g),r=>r[0].length)),n="`".repeat(Math.max(3,e+1));return`${n}${t}\

${s.replace(/\n$/,"")}
${n}`}async function Ye(s,t,e={}){let n=e.attempt??1,r=t.workspace.now();await ja(s,n,t.store);let i=e.upstream??await La(s,t.
store),o=e.parent!==void 0?e.parent:await Ia(s,t),l=i.filter(m=>m.stored!==void 0),a=l.map(m=>Hi(m.stored)).sort((m,w)=>In(
m.stage,w.stage)),u=o?.deepest[0]?.record.hop??0,d=1+Math.max(u,...l.map(m=>m.stored.record.hop)),c=o?{run:o.run,lineage:o.
deepest.map(Hi)}:void 0,p=async(m,w)=>{let S=await Ie(s,{attempt:n,repair:e.repair!==void 0,hop:d,lineage:a,...c?{parent:c}:
{},prompt:"",handoff:null,agent:null,startedAt:r,finishedAt:t.workspace.now(),usage:null,verify:null,outcome:m,problems:w},
t);return{kind:"refused",result:{stage:s.stage,ok:!1,outcome:S.outcome,attempts:[S],final:S,outputs:Ve(S.record,null,{artifactId:S.
ref.id})}}};if(d>s.maxHandoffs){let m=await Da(s,l,o,t),w=`stage ${s.stage} would be hop ${d}, more than max-handoffs ${s.
maxHandoffs}: ${Ha(m)}`;return p({reason:"max-handoffs",message:w,hop:d,limit:s.maxHandoffs,chain:m},[{code:Pt.maxHandoffs,
severity:"error",path:"$",message:w}])}let f,g=[];if(e.repair)f=Ui({stage:s.stage,...e.repair});else try{({prompt:f,warnings:g}=
await Ma(s,i,e.attemptContext))}catch(m){if(!(m instanceof k))throw m;let w={code:m.code,severity:"error",path:m.where??
"$",message:m.message};return p({reason:"render-failed",message:yt(m),problems:[w]},[w])}let h=await t.workspace.attemptPaths(
s.stage,n);return s.agent?.kind==="preset"&&(f=`${f.trimEnd()}

${hr({handoffPath:h.handoffPath})}
`),await t.workspace.writePrompt(h.promptPath,f),{kind:"ready",prepared:{stage:s.stage,attempt:n,repair:e.repair!==void 0,
prompt:f,promptPath:h.promptPath,handoffPath:h.handoffPath,lineage:a,hop:d,...c?{parent:c}:{},warnings:g,preparedAt:r.toISOString()},
upstream:i,parent:o}}async function Ma(s,t,e){if(s.template===null)throw new k("prompt-missing","this stage has no promp\
t template",{where:s.stage});let n={source:s.template.source,...s.maxPromptTokens===null?{}:{maxPromptTokens:s.maxPromptTokens},
...s.madeEvent===void 0?{}:{madeEventHint:Ei(s.madeEvent,s.madeEventRun)}};await _i(s.template.text,n);let r=zr({upstream:t,
inputs:s.inputs,github:s.github,...e?{attempt:e}:{},require:s.needs,analysis:Ti(s.template.text)}),i=Ni(s.template.text,
r.context,n);return{prompt:i.prompt,warnings:[...r.warnings,...i.warnings]}}async function ja(s,t,e){let n={stage:s.stage,
attempt:t,runAttempt:s.run.attempt};if((await e.list()).some(i=>Me(i,n)===0))throw new k("record-exists",`${Ar(n)} alrea\
dy has a record in this run, so the agent was not run; records are immutable`,{where:`stage ${s.stage}`,details:[`anothe\
r job of this run records stage ${s.stage}: give each job its own stage id (the \`${Z.stage}\` input)`]})}async function La(s,t){
let e=s.upstream.filter(a=>a.stage!==s.stage),n=await Promise.all(e.map(a=>t.get(a.stage))),r=new Map(e.map(a=>[a.stage,
a])),i=(a,u)=>{let{job:d=null,matrix:c,open:p,place:f}=r.get(a)??{};return{stage:a,job:d??u?.record.job??a,stored:u,...c===
void 0?{}:{matrix:c},...p===!0?{open:!0}:{},...f===void 0?{}:{place:f}}},o=new Map;for(let[a,u]of e.entries())o.set(u.stage,
n[a]);if(s.expandLineage){let a=[...o.values()].filter(u=>u!==void 0);for(let u=a.shift();u;u=a.shift())for(let d of u.record.
lineage){if(d.stage===s.stage||o.has(d.stage))continue;let c=await t.getAttempt(d.stage,d.attempt,d.run_attempt),p=c?.recordSha256===
d.record_sha256?c:void 0;o.set(d.stage,p),p&&a.push(p)}}let l=s.expandLineage?await Fa(s,o,t):new Map;return[...o].map(([
a,u])=>{let d=l.get(a);return{...i(a,u),...d?{recordedLike:d}:{}}})}async function Fa(s,t,e){let n=s.needs.filter(o=>t.has(
o)&&t.get(o)===void 0),r=new Map;if(n.length===0)return r;let i=[...new Set((await e.list()).map(o=>o.stage))].filter(o=>o!==
s.stage).sort(In);for(let o of n){let l=i.filter(a=>a.startsWith(`${o}-`));l.length>0&&r.set(o,l)}return r}async function Ia(s,t){
if(s.parentRun===null)return null;if(!t.openRun)throw new Wt(`stage ${s.stage}: a parent run is set but no way to open a\
nother run was given`);let e=await t.openRun(s.parentRun),n=new Map;for(let o of await e.list())n.set(o.stage,Pr([o,n.get(
o.stage)??o]));let r=(await Promise.all([...n.values()].map(o=>e.getAttempt(o.stage,o.attempt,o.runAttempt)))).filter(o=>o!==
void 0),i=Math.max(0,...r.map(o=>o.record.hop));return{run:s.parentRun,store:e,deepest:r.filter(o=>o.record.hop===i)}}function Hi(s){
let{stage:t,attempt:e,run:n}=s.record;return{stage:t,attempt:e,...n.attempt>1?{run_attempt:n.attempt}:{},record_sha256:s.
recordSha256}}async function Da(s,t,e,n){let r=s.maxHandoffs+1,i=new Map(t.map(f=>[f.stored.recordSha256,f.stored])),o=new Map;
e&&o.set(e.run,Promise.resolve(e.store));let l=f=>(!o.has(f)&&n.openRun&&o.set(f,n.openRun(f)),o.get(f)),a=f=>f.reduce((g,h)=>g===
void 0||h.stored.record.hop>g.stored.record.hop?h:g,void 0),u=async(f,g,h)=>{let b=[];for(let m of f){let w=(h===null?i.
get(m.record_sha256):void 0)??await g.getAttempt(m.stage,m.attempt,m.run_attempt);w?.recordSha256===m.record_sha256&&b.push(
{stored:w,store:g,run:h})}return b},d=[{stage:s.stage,run:null}],c=a([...t.map(f=>({stored:f.stored,store:n.store,run:null})),
...(e?.deepest??[]).map(f=>({stored:f,store:e.store,run:e.run}))]),p=!1;for(;c&&d.length<r+1;){d.unshift({stage:c.stored.
record.stage,run:c.run});let{record:f}=c.stored;if(f.hop<=1){p=!0;break}let g=await u(f.lineage,c.store,c.run);if(f.parent)
try{let h=await l(f.parent.run);h&&g.push(...await u(f.parent.lineage,h,f.parent.run))}catch{}c=a(g)}return Wa(d,p)}function Wa(s,t){
let e=s.some(i=>i.run!==null),n=t?[]:["\u2026"],r;for(let i of s)e&&i.run!==r&&n.push(Ua(i.run)),r=i.run,n.push(i.stage);
return n}function Ua(s){return s===null?"this run:":`run ${s}:`}function Vn(s){return s.endsWith(":")}function Ha(s){let t=s.
filter(l=>!Vn(l)&&l!=="\u2026").length,e=[],n,r=!1,i=0;for(let l of s)Vn(l)?(n=l,r=!1):l==="\u2026"?e.push(l):(t<=12||i<
5||i>=t-5?(n!==void 0&&!r&&e.push(n),r=!0,e.push(l)):e.at(-1)!=="\u2026"&&e.push("\u2026"),i++);let o="";for(let[l,a]of e.
entries()){let u=e[l-1];o+=l===0?a:u!==void 0&&Vn(u)?` ${a}`:` \u2192 ${a}`}return o}async function Ji(s,t){if(s.agent===null)throw new Wt(`stage ${s.stage}: runStage needs an agent (run or agent); this sp\
ec is for a split stage`);let e=[],n,r,i={},o="",l=!1;for(let a=1;;a++){let u=await Ye(s,t,{...i,attempt:a,...n?{upstream:n}:
{},...r!==void 0?{parent:r}:{}});if(u.kind==="refused")return t.reporter?.error(u.result.outcome.message??"",s.stage),{...u.
result,attempts:[...e,...u.result.attempts]};n=u.upstream,r=u.parent;let d=u.prepared;d.repair||(o=d.prompt);for(let h of d.
warnings)t.reporter?.warning(h.message,`${s.stage} ${h.path}`);let c=await Ga(s,d,t),p=await Xe(s,d,c,t,{...t.signal?{signal:t.
signal}:{},...s.verify===null?{}:{verify:()=>Ka(s,d,t,s.verify)}});e.push(p);let{outcome:f}=p,g=t.signal?.aborted===!0;if(p.
repairProblems.length>0&&!l&&!g){l=!0,t.reporter?.warning(`${f.message}; giving the agent one repair turn`,s.stage),i={repair:{
problems:p.repairProblems,previousPrompt:o}};continue}if(f.reason==="verify-failed"&&a<s.attempts&&!g){t.reporter?.warning(
`attempt ${a} of ${s.attempts}: ${f.message}; trying again`,s.stage),i={attemptContext:Ba(a+1,p.handoff,p.record.verify)};
continue}return f.reason==="cancelled"?t.reporter?.warning(f.message,s.stage):f.reason!=="completed"&&t.reporter?.error(
f.message,s.stage),Ja(s,f,e,p.outputs)}}function Ja(s,t,e,n){let r=e.at(-1);if(!r)throw new Wt(`stage ${s.stage}: no att\
empt was stored`);return{stage:s.stage,ok:t.reason==="completed",outcome:t,attempts:e,final:r,outputs:n}}function Ba(s,t,e){
return{number:s,previous:t,verify:e?{exit_code:e.exit_code,output:e.output_tail}:null}}function za(s,t){let e={};for(let[
n,r]of Object.entries(s))Ws.includes(n)||Us.some(i=>n.startsWith(i))||(e[n]=r);return{...e,...t}}function Bi(s,t,e,n={}){
return za(e.env,{...n,[Ft.promptPath]:t.promptPath,[Ft.handoffPath]:t.handoffPath,[Ft.stage]:s.stage})}async function Ga(s,t,e){
let n=s.agent,r=n.kind==="preset"?{...dr(n.preset),shell:"bash"}:{script:n.command,env:{},shell:s.shell};return e.reporter?.
info(`${s.stage}: attempt ${t.attempt}${t.repair?" (repair turn)":""}, running the agent`),zi(e,()=>({script:r.script,shell:r.
shell,cwd:e.workspace.resolveDirectory(s.workingDirectory),env:Bi(s,t,e,r.env)}))}async function zi(s,t){let e=s.workspace.
now();try{return await s.runner.run({...t(),...s.onOutput?{onOutput:s.onOutput}:{},...s.signal?{signal:s.signal}:{}})}catch(n){
let r=`${qe}${yt(n)}
`;return s.onOutput?.(r,"stderr"),{exitCode:null,signal:null,startedAt:e,finishedAt:s.workspace.now(),output:r,stdout:""}}}
async function Ka(s,t,e,n){e.reporter?.info(`${s.stage}: attempt ${t.attempt}, running verify`);let r=await zi(e,()=>({script:n,
shell:s.shell,cwd:e.workspace.resolveDirectory(s.workingDirectory),env:Bi(s,t,e)})),i=De(r.output,s.redact,"verify.outpu\
t_tail");return{facts:{command:n,exit_code:r.exitCode,output_tail:Is(i.text,bt.verifyOutputTailBytes),duration_ms:Math.max(
0,r.finishedAt.getTime()-r.startedAt.getTime())},problems:i.problems}}var Xi=_t(_e(),1),At=_t(ne(),1);import{spawn as Xa}from"node:child_process";import{tmpdir as Ya}from"node:os";import{join as Za}from"node:path";
import{StringDecoder as Qa}from"node:string_decoder";var Zt=class{#t;#s={stdout:"",stderr:""};#n=null;constructor(t){this.#t=t}push(t,e){let n=this.#s[e]+t,r=n.endsWith("\r")?
n.slice(0,-1):n,i=Math.max(r.lastIndexOf(`
`),r.lastIndexOf("\r"))+1;n.length-i>65536&&(i=n.length),this.#e(e,n.slice(0,i)),this.#s[e]=n.slice(i)}end(t){this.#e(t,
this.#s[t]),this.#s[t]=""}#e(t,e){e!==""&&(this.#n!==null&&!this.#n.ended&&this.#n.stream!==t&&this.#t(`
`,!0),this.#t(e,!1),this.#n={stream:t,ended:e.endsWith(`
`)||e.endsWith("\r")})}};var Va=8;function Ki(s,t,e,n){let r=s+t,i=s.length,o=Le(r,e),l=o.find(d=>d.start<i&&d.end>i),a=l?l.end-i:0;if(n&&(a=Gi(t,
a)),!r.includes("\x1B")&&o.every(d=>d.end<=i+a))return a;let u=V(r,e).text;for(let d=0;a<t.length&&d<=Va;d++){if(Fe(r,i+
a,e,u))return a;a=n?Gi(t,a+1):qa(t,a+1)}return t.length}function Gi(s,t){if(t===0||s.charCodeAt(t-1)===Vi)return t;let e=s.
indexOf(`
`,t);return e===-1?s.length:e+1}function qa(s,t){for(let e=t;e<=s.length;e++){let n=s.charCodeAt(e-1);if(n===Vi||n===32||
n===9)return e}return s.length}var Vi=10;var qn={killGraceMs:5e3,maxOutputBytes:1024*1024,drainMs:1e3};function tl(s){try{process.kill(-s,0)}catch{return!1}let t;
try{t=(0,At.readdirSync)("/proc")}catch{return!0}for(let e of t){if(!/^\d+$/.test(e))continue;let n;try{n=(0,At.readFileSync)(
`/proc/${e}/stat`,"utf8")}catch{continue}let[r,,i]=n.slice(n.lastIndexOf(")")+2).split(" ");if(Number(i)===s&&r!=="Z")return!0}
return!1}var Ze=class{#t;#s;#n;#e;#r;#o;#a;#i;constructor(t={}){this.#t=t.tempDir??Ya(),this.#s=t.killGraceMs??qn.killGraceMs,
this.#n=t.maxOutputBytes??qn.maxOutputBytes,this.#e=t.drainMs??qn.drainMs,this.#r=t.outputHook,this.#o=t.reuseScripts?new Map:
void 0,this.#a=t.secrets??[],this.#i=t.noPathHint??"PATH is not set in its environment"}async run(t){let e=Hr(t.shell);el(
t.cwd);let n=Jr(e,t.script),r=this.#u(e.extension,n),i=r??Za(this.#t,`baton-step-${(0,Xi.randomUUID)()}${e.extension}`);
r===void 0&&((0,At.writeFileSync)(i,n,{flag:"wx",mode:448}),this.#o?.set(`${e.extension}\0${n}`,i)),this.#r?.begin?.();try{
return await this.#f(e.file,Br(e,i),t)}finally{this.#r?.end?.(),this.#o===void 0&&(0,At.rmSync)(i,{force:!0})}}#u(t,e){let n=`${t}\
\0${e}`,r=this.#o?.get(n);if(r===void 0)return;let i=Buffer.from(e),o;try{o=sr(r,i.length)}catch{o={kind:"missing"}}if(o.
kind==="file"&&i.equals(o.bytes))return r;this.#o?.delete(n)}#f(t,e,n){return new Promise((r,i)=>{let o=new Date,l=new Qe(
this.#n),a=new Qe(this.#n),u=Xa(t,e,{cwd:n.cwd,env:n.env,stdio:["ignore","pipe","pipe"],detached:!0});u.pid!==void 0&&n.
onStart?.(u.pid);let d,c,p,f,g=!1,h=L=>{if(u.pid!==void 0)try{process.kill(-u.pid,L)}catch{}},b=()=>u.pid!==void 0&&tl(u.
pid),m,w=!1,S,$=null,A,P=()=>{h("SIGKILL"),A=Date.now()},x=Number.POSITIVE_INFINITY,R=L=>{L>=x||(x=L,clearTimeout(d),d=setTimeout(
P,Math.max(0,L-Date.now())),d.unref())},T=()=>{$!=="terminate"&&($="terminate",clearTimeout(c),h("SIGTERM"),R(Date.now()+
this.#s))},U=()=>{if(n.stop!=="interrupt"||n.kill?.aborted)return T();$===null&&($="interrupt",h("SIGINT"),c=setTimeout(
()=>h("SIGTERM"),1.5*this.#s),c.unref(),R(Date.now()+2*this.#s))},q=()=>{let L=b();return n.kill?.aborted&&A===void 0&&L&&
P(),L&&(A===void 0||Date.now()-A<2e3)?(m??=setInterval(v,100),!1):(clearInterval(m),w?!0:S===void 0?(S=Date.now(),setTimeout(
v,this.#e).unref(),!1):Date.now()-S>=this.#e)},v=()=>{g||f===void 0||$!==null&&!q()||(clearInterval(m),g=!0,clearTimeout(
p),u.stdout?.destroy(),u.stderr?.destroy(),J("stdout"),J("stderr"),n.signal?.removeEventListener("abort",U),n.kill?.removeEventListener(
"abort",T),clearTimeout(d),clearTimeout(c),r({exitCode:f.code,signal:f.signal,startedAt:o,finishedAt:new Date,output:l.text(
this.#a),stdout:a.text(this.#a)}))},C=new Zt((L,K)=>K?l.insert(L):l.push(L)),J=L=>C.end(L),O=(L,K)=>{let D=new Qa("utf8"),
y=E=>{C.push(E,K),E!==""&&(K==="stdout"&&a.push(E),this.#r?.chunk(E,K),n.onOutput?.(E,K))};L.on("data",E=>{l.wrote(E.length),
K==="stdout"&&a.wrote(E.length),y(D.write(E))}),L.on("end",()=>{y(D.end()),J(K)})};O(u.stdout,"stdout"),O(u.stderr,"stde\
rr"),u.on("error",L=>{if(g)return;g=!0,n.signal?.removeEventListener("abort",U),n.kill?.removeEventListener("abort",T);let K=L.
code==="ENOENT"&&!t.includes("/")&&!n.env.PATH;i(new k("shell-failed",`could not start ${JSON.stringify(t)}: ${L.code??L.
message}${K?`; ${this.#i}`:""}`,{where:"shell",cause:L}))}),u.on("exit",(L,K)=>{f={code:L,signal:K},p=setTimeout(()=>{$===
null&&(u.stdout?.destroy(),u.stderr?.destroy()),v()},this.#e),p.unref()}),u.on("close",()=>{w=!0,v()}),n.kill?.aborted?T():
n.kill?.addEventListener("abort",T,{once:!0}),n.signal&&(n.signal.aborted?U():n.signal.addEventListener("abort",U,{once:!0}))})}};
function el(s){let t;try{t=(0,At.statSync)(s)}catch{t=void 0}if(!t?.isDirectory())throw new k("working-directory-missing",
`${s} is not a directory`,{where:"working-directory"})}var qi=64*1024,nl=`${["-----BEGIN","PRIVATE","KEY-----"].join(" ")}\

`,sl=128,Qe=class{#t;#s=[];#n=0;#e=0;#r=0;#o=0;#a=!1;#i="";constructor(t){this.#t=t}wrote(t){this.#r+=t}insert(t){this.push(
t),this.#o+=Buffer.byteLength(t)}push(t){this.#s.push(t);let e=Buffer.byteLength(t);for(this.#n+=e,this.#e+=e;this.#s.length>
1&&this.#n-Buffer.byteLength(this.#s[0])>=this.#t+qi;){let n=this.#s.shift();this.#n-=Buffer.byteLength(n),this.#u(n)}}#u(t){
let e=this.#i+t;this.#a=Jt(e,this.#a,this.#i.length),this.#i=e.slice(-sl)}text(t=[]){let e=Buffer.from(this.#s.join(""));
if(e.length<=this.#t)return e.toString("utf8");let n=e.length-this.#t-1,r=e.indexOf(10,n),i=[e.indexOf(32,n),e.indexOf(9,
n)].filter(u=>u>=0),o=r>=0&&r<e.length-1?r:i.length>0?Math.min(...i):-1,l="";if(o>=0){let u=o+1,d=Math.max(0,u-qi),c=d===
0?-1:e.indexOf(10,d-1);for(c>=0&&c+1<u&&(d=c+1);(e[d]&192)===128;)d++;let f=(Jt(this.#i+e.subarray(0,d).toString("utf8"),
this.#a,this.#i.length)?nl:"")+e.subarray(d,u).toString("utf8"),g=e.subarray(u).toString("utf8");l=g.slice(Ki(f,g,t,e[o]===
10))}let a=l!==""?`the last ${this.#t} bytes at most are kept`:o===-1?"none of it is kept, as no line or space was left \
to start at":"none of it is kept, as all of it after the cut may be part of a secret the cut went through";return this.#e===
this.#r+this.#o?`[baton: the first ${this.#e-Buffer.byteLength(l)} bytes of this output were left out; ${a}]
${l}`:`[baton: this output was ${this.#r} bytes, not all of it UTF-8 text, and its start was left out; ${a}${l===""?"":"\
, as text (a byte that is not UTF-8 as \uFFFD)"}]
${l}`}};var Ps=_t(_e(),1),Gt=_t(ne(),1);import{copyFile as jc,lstat as Lc,mkdtemp as Fc,readFile as ve,rename as Ic,rm as Dc}from"node:fs/promises";
import{availableParallelism as Wc,hostname as Uc,tmpdir as Hc}from"node:os";import{basename as Jc,dirname as Sn,join as at,
relative as Bc,resolve as zt}from"node:path";import{setMaxListeners as ns}from"node:events";var Yi=["repository","path","ref"];function Zi(s,t,e){let n=t.repository.trim(),r=n!==""&&n.toLowerCase()!==e.repository.
toLowerCase(),i=t.path.trim(),o=!rl(i,e.workspace),l=t.ref.trim(),a=l!==""&&!e.refs.includes(l);if(!r&&!o&&!a)return null;
let u=r?`${n}${a?` at ${l}`:""} is not cloned`:a?`ref ${l}${o?" of this repository":""} is not checked out`:"this reposi\
tory is not checked out again";return`${s}: ${u}${o?` into ${i}`:""}: baton checks nothing out; the project directory is\
 used as it is`}function rl(s,t){if(s==="")return!0;let e=s.replace(/\/+$/,"")||"/";return e==="."||e===(t.replace(/\/+$/,
"")||"/")}function ro(s){return`$${ct.stepSummary} upload aborted, supports content up to a size of ${Math.floor(bt.stepSummaryFileBytes/
1024)}k, got ${Math.floor(s/1024)}k. For more information see: https://docs.github.com/actions/using-workflows/workflow-\
commands-for-github-actions#adding-a-markdown-summary`}var io=new Set(["NODE_OPTIONS"]);function Yn(s,t){let e=[],n=s.split(
`
`).map(r=>r.replace(/\r$/,""));n.length>0&&n[n.length-1]===""&&n.pop();for(let r=0;r<n.length;r+=1){let i=n[r];if(i.trim()===
"")continue;let o=i.indexOf("<<"),l=i.indexOf("=");if(o>0&&(l<0||o<l)){let a=i.slice(0,o),u=i.slice(o+2);if(u==="")throw tn(
t,r+1,`"${a}<<" needs a delimiter`);let d=[],c=!1;for(r+=1;r<n.length;r+=1){if(n[r]===u){c=!0;break}d.push(n[r])}if(!c)throw tn(
t,r,`no line "${u}" ends the value of ${a}`);e.push([Qi(a,t,r+1),d.join(`
`)]);continue}if(l>0){e.push([Qi(i.slice(0,l),t,r+1),i.slice(l+1)]);continue}throw tn(t,r+1,"expected name=value or name\
<<DELIMITER")}return e}function oo(s,t){let e=[],n=[];for(let r of Yn(s,t))io.has(r[0].toUpperCase())?n.push(`can't stor\
e ${r[0]} using ${t}; it was left out`):e.push(r);return{pairs:e,refused:n}}function ao(s){return s.split(`
`).map(t=>t.replace(/\r$/,"").trim()).filter(t=>t!=="").reverse()}function Qi(s,t,e){if(s.trim()===""||s!==s.trim()||s.includes(
"\0"))throw tn(t,e,`"${s}" is not a valid name`);return s}function tn(s,t,e){return new k("file-command-invalid",`${s} l\
ine ${t}: ${e}`,{where:s})}var sn=new Set(["stop-commands","set-env","set-output","save-state","add-mask","add-path","ad\
d-matcher","remove-matcher","debug","warning","error","notice","group","endgroup","echo"]),lo={has:()=>!0},uo="\\t\\n\\v\\f\\\
r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000",il=new RegExp(`^[${uo}]+`),to=new RegExp(`[${uo}\
]`);function en(s){let t=0,e=s.length;for(;t<e&&to.test(s[t]);)t++;for(;e>t&&to.test(s[e-1]);)e--;return s.slice(t,e)}function rn(s,t=sn){
return!s.includes("::")&&!s.includes("##[")?null:ol(s,t)??al(s,t)}function ol(s,t){let e=s.replace(il,"");if(!e.startsWith(
"::"))return null;let n=e.indexOf("::",2);if(n<0)return null;let r=e.slice(2,n),i=r.indexOf(" "),o=(i<0?r:r.slice(0,i)).
toLowerCase();if(!t.has(o))return null;let l=i>0?co(en(r.slice(i+1)),",",fl):new Map;return{command:o,properties:l,data:dl(
e.slice(n+2)),form:"v2"}}function al(s,t){let e=s.indexOf("##[");if(e<0)return null;let n=s.indexOf("]",e);if(n<0)return null;
let r=s.slice(e+3,n),i=r.indexOf(" "),o=(i<0?r:r.slice(0,i)).toLowerCase();if(!t.has(o))return null;let l=i>0?co(r.slice(
i+1),";",no):new Map;return{command:o,properties:l,data:no(s.slice(n+1)),form:"legacy"}}function co(s,t,e){let n=new Map;
for(let r of s.split(t)){let i=r.replace(/^=+/,""),o=i.indexOf("=");if(o<0)continue;let l=i.slice(o+1).replace(/^=+/,"");
l!==""&&n.set(i.slice(0,o).toLowerCase(),e(l))}return n}var de=class{#t=null;#s=new Set(sn);read(t){let e=rn(t,this.#s);
if(this.#t===null)return e;let n=this.#t.toLowerCase();return n===""||e?.command!==n?null:(this.#s.delete(n),this.#t=null,
"resumed")}refuses(t){return ll(t,this.#s)}stop(t){this.#t=t,this.#s.add(t.toLowerCase())}};function ll(s,t){let e=s.toLowerCase();
return e===""||e==="pause-logging"||t.has(e)}function fo(s,t){return t===void 0?s:{...s,github:{...s.github,...t}}}var ul=1024*
1024,cl=6,Xn=4e3,eo=50,dl=s=>s.replace(/%0D|%0A|%25/g,t=>({"%0D":"\r","%0A":`
`,"%25":"%"})[t]),fl=s=>s.replace(/%0D|%0A|%3A|%2C|%25/g,t=>({"%0D":"\r","%0A":`
`,"%3A":":","%2C":",","%25":"%"})[t]),no=s=>s.replace(/%3B|%0D|%0A|%5D|%25/g,t=>({"%3B":";","%0D":"\r","%0A":`
`,"%5D":"]","%25":"%"})[t]),nn=class{#t=[];#s=new Set;#n=[];#e={outputs:[],env:[],path:[],failures:[]};#r=new Set;#o;#a;#i;constructor(t={}){
this.#o=t.allowUnsecureCommands??!1,this.#a=t.allowUnsecureStopCommandTokens??!1,this.#i=t.redact??(e=>e)}#u=0;#f={stdout:{
partial:"",overlong:!1},stderr:{partial:"",overlong:!1}};#c=new de;push(t,e="stdout"){let n=this.#f[e],r=t.split(/\r\n|\r|\n/),
i=r.pop();for(let o of r)n.overlong||this.#d(n.partial+o),n.partial="",n.overlong=!1;n.overlong||(n.partial+=i,n.partial.
length>ul&&(n.partial="",n.overlong=!0))}get masks(){return this.#t}end(){for(let o of Object.values(this.#f))!o.overlong&&
o.partial!==""&&this.#d(o.partial),o.partial="";let t=[...this.#n];this.#u>0&&t.push({level:"warning",message:`${this.#u}\
 more annotation${this.#u===1?"":"s"} of this step not shown (at most ${eo})`});let{outputs:e,env:n,path:r,failures:i}=this.#e;
return{masks:[...this.#t],annotations:t,commands:{outputs:[...e],env:[...n],path:[...r],failures:[...i]}}}#p(t){this.#s.
has(t)||(this.#s.add(t),this.#t.push(t))}#d(t){let e=this.#c.read(t);if(e===null||e==="resumed")return;let{command:n,properties:r,
data:i}=e;switch(n){case"stop-commands":{let o=i;if(this.#a||!this.#c.refuses(o)){this.#c.stop(o),o.length>cl&&this.#p(o);
return}this.#e.failures.push(`unable to process ::stop-commands::: you cannot use an endToken that is an empty string, t\
he string 'pause-logging', or another workflow command (this one is ${o===""?"empty":JSON.stringify(o)}); use a token of\
 your own, such as a random one, or opt into insecure command execution by setting ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TO\
KENS to true (see https://docs.github.com/actions/learn-github-actions/workflow-commands-for-github-actions#example-stop\
ping-and-starting-workflow-commands)`);return}case"add-mask":{let o=en(i);if(o==="")return;let l=o.split(/[\r\n]+/).map(
en);for(let a of[o,...l])a!==""&&this.#p(a);return}case"error":case"warning":case"notice":this.#b(n,r,i);return;case"set\
-output":case"save-state":case"set-env":case"add-path":this.#h(n,r,i)}}#h(t,e,n){let r=l=>this.#e.failures.push(`unable \
to process ::${t}::: ${l}`);if((t==="set-env"||t==="add-path")&&!this.#o){r(`the \`${t}\` command is disabled; write to ${t===
"set-env"?ct.env:ct.path} instead, or set ACTIONS_ALLOW_UNSECURE_COMMANDS to true (see https://github.blog/changelog/202\
0-10-01-github-actions-deprecating-set-env-and-add-path-commands/)`);return}if(t==="add-path"){n===""?r("the path is emp\
ty"):this.#e.path.push(n);return}let i=e.get("name");if(i===void 0||i===""){r(`required field 'name' is missing in the ${t}\
 command`);return}if(t==="set-env"){if(io.has(i.toUpperCase())){this.#n.push({level:"error",message:`can't update ${i} u\
sing ::set-env::`});return}this.#e.env.push([i,n]);return}if(t==="set-output"&&this.#e.outputs.push([i,n]),this.#r.has(t))
return;this.#r.add(t);let o=t==="set-output"?ct.output:ct.state;this.#n.push({level:"warning",message:`the \`${t}\` comma\
nd is deprecated and will be disabled soon; write to ${o} instead (see https://github.blog/changelog/2022-10-11-github-a\
ctions-deprecating-save-state-and-set-output-commands/)`})}#b(t,e,n){if(this.#n.length>=eo){this.#u+=1;return}let r=e.get(
"line"),i=e.get("file")?[e.get("file"),r,r&&e.get("col")].filter(Boolean).join(":"):"",o=e.get("title"),l=c=>pl(this.#i(
c,this.#t).replace(/\r\n|\r|\n/g," ")),a=c=>c===void 0?null:l(c),u=c=>{let p=e.get(c)?.trim();return p!==void 0&&/^[1-9]\d{0,8}$/.
test(p)?Number(p):null},d=`${i?`${i}: `:""}${o?`${o}: `:""}${n}`;this.#n.push({level:t,message:l(d),place:{title:a(o),file:a(
e.get("file")),line:u("line"),end_line:u("endline"),col:u("col"),end_column:u("endcolumn")}})}};function Zn(s,t){if(t.length===
0)return s;let e=new Set(t);return s.replace(/[^\r\n]+/g,n=>po(n,r=>e.has(en(r))))}function Qn(s){return po(s,()=>!0)}var so=/(?=::add-mask[ :]|##\[add-mask[ \]])/i;
function po(s,t){return so.test(s)?s.split(so).map(e=>{let n=rn(e);return n?.command!=="add-mask"||!t(n.data)?e:n.form===
"v2"?`${e.slice(0,10)}::***`:`${e.slice(0,11)}]***`}).join(""):s}function pl(s){return s.length>Xn?`${s.slice(0,Xn)}\u2026 (${s.
length-Xn} more characters)`:s}function ho(s,t){let e=[],n=ts(s.map(i=>go(i.container)));n.length>0&&e.push({level:"warning",message:`container: ${n.join(
", ")} ${n.length===1?"is":"are"} not started: baton runs the job's steps on this machine, not in a container`});let r=ts(
s.flatMap(i=>hl(i.services)));if(r.length>0){let i=r.length===1;e.push({level:"warning",message:`services: ${r.join(", ")}\
 ${i?"is":"are"} not started: baton starts no containers, and the job's steps run on this machine without ${i?"it":"them"}`})}
for(let i of["Windows","macOS"]){if(i===t)continue;let o=ts(s.map(l=>gl(l.runsOn)===i?es(l.runsOn):null));o.length!==0&&
e.push(i==="Windows"?{level:"warning",message:`runs-on: ${o.join(", ")}: runs here, on ${t}, with this machine's shells \
(bash by default, where a Windows runner's is pwsh; shell: cmd and powershell fail here)`}:{level:"info",message:`runs-o\
n: ${o.join(", ")}: runs here, on ${t}, with this machine's shells and tools (bash by default, as on macOS)`})}return e}
function go(s){let t=typeof s=="string"?s:an(s)&&typeof s.image=="string"?s.image:null;return t===null||t.trim()===""?null:
t}function hl(s){return typeof s=="string"?s.trim()===""?[]:[s]:an(s)?Object.entries(s).flatMap(([t,e])=>go(e)===null?[]:
[t]):[]}function gl(s){for(let t of mo(s)){let e=t.trim().toLowerCase();if(e==="windows"||e.startsWith("windows-"))return"\
Windows";if(e==="macos"||e.startsWith("macos-"))return"macOS"}return null}function mo(s){return typeof s=="string"?[s]:Array.
isArray(s)?s.filter(t=>typeof t=="string"):an(s)?mo(s.labels):[]}function es(s){return Array.isArray(s)?`[${s.map(es).join(
", ")}]`:an(s)?`{ ${Object.entries(s).map(([t,e])=>`${t}: ${es(e)}`).join(", ")} }`:String(s)}function on(s){switch(s.kind){case"\
literal":return s.value;case"expression":return s.text;case"sequence":return s.items.map(on);case"mapping":return Object.
fromEntries(s.entries.map(({key:t,value:e})=>[t,on(e)]))}}function ts(s){return[...new Set(s.filter(t=>t!==null))]}function an(s){
return typeof s=="object"&&s!==null&&!Array.isArray(s)}var ml="ACTIONS_STEP_DEBUG";function wo(s,t){let e=r=>Object.entries(r).find(([i])=>i.toUpperCase()===ml)?.[1];return(e(
s)??e(t))?.trim().toLowerCase()==="true"}function yo(s,t){return{os:s.os,arch:s.arch,name:"baton-local",environment:"sel\
f-hosted",tool_cache:s.toolCache,temp:t,workspace:s.workspaceParent,...s.debug?{debug:"1"}:{}}}function bo(s){return Object.
fromEntries(Object.entries(s).map(([t,e])=>[`RUNNER_${t.toUpperCase()}`,e]))}var fe=class{#t;#s=0;#n=[];constructor(t){this.#t=Math.max(1,Math.floor(t))}async acquire(){this.#s<this.#t?this.#s+=1:await new Promise(
e=>this.#n.push(e));let t=!1;return()=>{if(t)return;t=!0;let e=this.#n.shift();e?e():this.#s-=1}}async run(t){let e=await this.
acquire();try{return await t()}finally{e()}}get active(){return this.#s}};function So(s,t,e="timeout-minutes"){let n=ti(s,e);if("problem"in n)throw new k("timeout-invalid",`${t}: ${n.problem}`);
return n.minutes}function pe(s){return`${s} minute${s===1?"":"s"}`}var wl=5,yl=2**31-1,bl=6e4;function ss(s,t,e){return setTimeout(
e,Math.min(s*t,yl))}function ln(s,t,e){return{"fail-fast":s.failFast,"job-index":t,"job-total":e,"max-parallel":s.maxParallel??
e}}async function xo(s,t,e){if(!ni(s))throw new Wt("executePlan accepts only a Plan made by buildPlan");return new rs(s,
t,e).run()}var rs=class{#t;#s;#n;#e;#r;#o;#a;#i=new Map;#u=[];#f;#c;#p;#d=new Map;#h;#b;#w;#$=new Map;#y=new Map;#R=new Map;#T=new Map;#v;#x=new Map;#m;#O=new Map;#L=new Map;constructor(t,e,n){
this.#t=t,this.#s=e,this.#n=e.expressions,this.#e=n,this.#r=new fe(n.concurrency),this.#o=AbortSignal.any(n.signal?[n.signal]:
[]),this.#a=AbortSignal.any(n.cancel?[n.cancel]:[]),ns(0,this.#o,this.#a),this.#f=t.workflow.jobs.map(r=>r.id),this.#c=new Map(
t.jobs.map(r=>[r.id,r])),this.#m=new Map(t.stageMatrices),this.#v=new Set(t.expanded.map(r=>r.id.toLowerCase()));for(let r of t.
legIds.values())for(let i of r)this.#v.add(i.toLowerCase());this.#h=Object.values(n.secrets).filter(r=>r!==""),this.#b=wo(
n.secrets,t.vars),this.#w=n.minuteMs??bl,this.#p={inputs:t.inputs,secrets:n.secrets,env:{},envFailure:null,namePrefix:"",
cancel:this.#a}}async run(){let t=this.#s.now();this.#l({type:"run-started",run:this.#e.runId,workflow:this.#t.workflow.
name??this.#t.workflow.fileName,jobs:this.#t.jobs.map(i=>({id:i.id,needs:i.needs,legs:i.legs===null?null:i.instances===null?
this.#t.legIds.get(i.id)??null:i.instances.flatMap(o=>this.#t.legIds.get(o.id)??[])}))}),this.#p.envFailure=this.#F(),await this.#_(
this.#t.jobs.filter(i=>i.calledBy===null));let e=await this.#s.settle?.()??null;e!==null&&this.#l({type:"notice",level:"\
error",job:null,leg:null,message:e});let n=this.#t.jobs.map(i=>{let o=this.#L.get(i.id);return{...this.#i.get(i.id),legResults:this.#O.
get(i.id)??[],...o===void 0?{}:{skipReason:o}}}),r=this.#D()?"cancelled":e!==null||n.some(i=>i.result==="failure")?"fail\
ure":n.some(i=>i.result==="cancelled")?"cancelled":"success";return this.#l({type:"run-finished",run:this.#e.runId,status:r,
duration_ms:un(t,this.#s.now())}),{status:r,reason:e,jobs:n,stages:this.#u}}#F(){try{return this.#p.env=Ot(this.#n,this.#t.
workflow.env,(t,e)=>({contexts:this.#P(null),where:this.#g(e,`env.${t}`)})),null}catch(t){return it(t)}}#S(t){return t?.
calledBy?this.#d.get(t.calledBy)??this.#p:this.#p}#P(t){let e=this.#S(t);return{github:this.#e.github,inputs:e.inputs,vars:this.#t.
vars,secrets:e.secrets}}async#_(t){let e=new Map;for(let n of t)e.set(n.id,(async()=>{await Promise.all(n.needs.map(r=>e.
get(r))),this.#i.set(n.id,n.call===null?await this.#J(n):await this.#N(n))})());await Promise.all(e.values())}async#N(t){
let e=t.call;if(this.#e.reuse?.has(t.id)){for(let r of e.jobs){let i=this.#c.get(r);this.#i.set(r,i.call===null?await this.#J(
i):await this.#N(i))}return this.#J(t)}let n=await this.#U(t);return this.#y.has(t.id)||this.#K(e.jobs,n),n}async#U(t){let e=this.#X(
t);if(!("contexts"in e))return this.#A(t,t.id,`its calling job ${t.id} did not run (${e.result})`),e;let{contexts:n}=e,r,
i,o;try{r=t.legs??this.#Q(t,n),o=this.#tt(t,n),i=this.#t.legIds.get(t.id)??Fn(t.id,r,this.#v),t.legs===null&&this.#C(t,i)}catch(l){
let a=this.#B(t,it(l));return this.#A(t,t.id,`its calling job ${t.id} failed before the call started`),a}return t.legs===
null&&this.#l({type:"job-legs",job:t.id,legs:i}),this.#q(t,r,i,o,n,{pooled:!1,outputsOf:l=>l.result==="success"},(l,a,u,d)=>this.#I(
t,l,a,u,r.length,o,n,d))}#C(t,e){if(e.length<2)return;let n=r=>{for(let i of r){let o=this.#c.get(i),l=o.instances===null?
o.stages?.[0]:void 0;if(l!==void 0){let a=i.slice((this.#y.get(t.id)??t.id).length);throw new k("stage-duplicate",`jobs.${t.
job.id}: ${li(l,i,e.map(u=>`${u}${a}`))}`,{where:Q(t.workflow.fileName,t.job.position)})}n(o.call?.jobs??[])}};n(this.#c.
get(this.#y.get(t.id)??t.id)?.call?.jobs??[])}async#I(t,e,n,r,i,o,l,a){let u=t.call,d=u.workflow.call,c=t.workflow.fileName,
p=u.workflow.fileName,f=this.#s.now(),g=this.#S(t),h=Object.keys(e).length>0,b={...l,matrix:ue(e),strategy:ln(o,r,i)},m,
w=null;try{if(g.envFailure)throw new k("expression-invalid",g.envFailure);let x=mr(this.#n,t.job,d,(v,C)=>({contexts:{...b,
secrets:{}},where:this.#g(C,`jobs.${t.job.id}.with.${v}`,c)})),R;try{R=wr(d,x,u.path)}catch(v){throw v instanceof k?new k(
v.code,`jobs.${t.job.id}: ${v.message}`,{where:Q(c,t.job.uses?.position??t.job.position)}):v}let T=t.job.secrets==="inhe\
rit"?g.secrets:Ot(this.#n,t.job.secrets,(v,C)=>({contexts:b,where:this.#g(C,`jobs.${t.job.id}.secrets.${v}`,c)})),U=[...new Set(
Object.values(T))].filter(v=>v!==""&&!this.#h.includes(v));this.#h.push(...U),U.length>0&&this.#s.addSecrets?.(U);for(let[
v,C]of Object.entries(T))!U.includes(C)||C.length>=xt.minSecretLength||this.#l({type:"notice",level:"warning",job:t.id,leg:n,
message:`secret ${v} passed to ${u.path} is shorter than ${xt.minSecretLength} characters, so it is not redacted: it wil\
l appear wherever a step or agent prints it (a value that short would blank out ordinary words)`});w=this.#it(t,h?e:null,
b);let q=w??`${g.namePrefix}${t.job.id}${h?ko(e):""}`;m={inputs:R,secrets:T,env:{},envFailure:null,namePrefix:`${q} / `,
cancel:AbortSignal.any([g.cancel,a])},ns(0,m.cancel);try{m.env=Ot(this.#n,u.workflow.env,(v,C)=>({contexts:{github:this.#e.
github,inputs:R,vars:this.#t.vars,secrets:T},where:this.#g(C,`env.${v}`,p)}))}catch(v){m.envFailure=it(v)}}catch(x){let R=it(
x);return this.#l({type:"notice",level:"error",job:t.id,leg:n,message:R}),this.#l({type:"job-finished",job:t.id,leg:n,result:"\
failure",duration_ms:0,reason:R}),this.#A(t,n,`its calling job ${n} failed before the call started`),{result:"failure",outputs:{},
stages:[]}}this.#d.set(n,m),this.#l({type:"job-started",job:t.id,leg:n,name:w,matrix:h?e:null});let S=this.#M(t,n);await this.#_(
S);let $=S.map(x=>this.#i.get(x.id)).filter(x=>x!==void 0),A=$.some(x=>x.result==="failure")?"failure":$.some(x=>x.result===
"cancelled")||this.#o.aborted?"cancelled":"success",P={};try{let x=Object.fromEntries(S.map(R=>{let T=this.#i.get(R.id);
return[le(R.id),{result:T?.result??"skipped",outputs:T?.outputs??{}}]}));P=Ot(this.#n,d.outputs,(R,T)=>({contexts:{github:this.#e.
github,inputs:m.inputs,vars:this.#t.vars,jobs:x},where:this.#g(T,`on.workflow_call.outputs.${R}.value`,p)}))}catch(x){A===
"success"&&(A="failure"),this.#l({type:"notice",level:"error",job:t.id,leg:n,message:it(x)})}return this.#V(P,t.id,n),this.#l(
{type:"job-finished",job:t.id,leg:n,result:A,duration_ms:un(f,this.#s.now())}),{result:A,outputs:P,stages:$.flatMap(x=>x.
stages)}}#M(t,e){let n=this.#y.get(t.id)??t.id,r=this.#T.get(t.id),i=`${n}/`,o=l=>l.startsWith(i)?`${e}/${l.slice(i.length)}`:
r?r(l):l;return(this.#c.get(n)?.call?.jobs??[]).map(l=>{let a=this.#c.get(l),u=o(l);if(this.#R.set(l,[...this.#R.get(l)??
[],u]),u===l)return a;let d={...a,id:u,calledBy:e,needs:a.needs.map(o),upstream:a.upstream.map(o),stageUpstream:a.stageUpstream.
map(o),call:a.call&&{...a.call,jobs:a.call.jobs.map(o)},stages:a.instances?.find(c=>c.id===u)?.stages??null};return this.#c.
set(u,d),this.#y.set(u,l),this.#T.set(u,o),d})}#A(t,e,n){for(let r of this.#M(t,e))this.#l({type:"job-skipped",job:r.id,
result:"skipped",reason:n}),this.#i.set(r.id,{id:r.id,result:"skipped",outputs:{},stages:[],legs:[]}),r.call!==null&&this.#A(
r,r.id,`its calling job ${r.id} did not run (skipped)`)}#K(t,e){for(let n of t){let r=this.#c.get(n),i=(this.#R.get(n)??
[]).map(o=>this.#i.get(o));if(i.length===0){let o=`its calling job ${r.calledBy} did not run (${e.result})`;this.#l({type:"\
job-skipped",job:n,result:"skipped",reason:o}),this.#i.set(n,{id:n,result:"skipped",outputs:{},stages:[],legs:[]})}else(i.
length>1||i[0]?.id!==n)&&this.#i.set(n,{id:n,result:Bn(i.map(o=>o.result)),outputs:{},stages:i.flatMap(o=>o.stages),legs:i.
flatMap(o=>o.legs)});r.call!==null&&this.#K(r.call.jobs,this.#i.get(n))}}#V(t,e,n){for(let[r,i]of Object.entries(t))je(i,
this.#h)&&(delete t[r],this.#l({type:"notice",level:"warning",job:e,leg:n,message:`skipped output ${r}, since it may con\
tain a secret (as GitHub does): needs.${le(e)}.outputs.${r} is empty`}))}#D(t){return(t?this.#W(t):this.#a).aborted||this.#o.
aborted}#W(t){return this.#S(t).cancel}#H(t){let e=this.#W(t).reason;return this.#a.aborted||typeof e!="string"?"the run\
 was cancelled":e}#g(t,e,n=this.#t.workflow.fileName){return t?Q(n,t.position):e}async#J(t){let e=this.#e.reuse?.get(t.id);
if(e){for(let p of e.legs)this.#v.add(p.toLowerCase());this.#l({type:"notice",level:"info",job:t.id,leg:null,message:"re\
using the stored result of this job"});let c=e.legResults??e.legs.map(p=>({leg:p,result:e.result}));c.length===0&&(e.result===
"skipped"||e.result==="cancelled")&&this.#l({type:"job-skipped",job:t.id,result:e.result,reason:e.skipReason??`${e.result}\
 in the run replayed`});for(let{leg:p,result:f,reason:g,durationMs:h,failedStep:b}of c)this.#l({type:"job-finished",job:t.
id,leg:p,result:f,duration_ms:h??0,...g===void 0?{}:{reason:g},reused:!0,...b===void 0?{}:{failed_step:b}});return e}let n=this.#X(
t);if(!("contexts"in n))return n;let{needs:r,contexts:i}=n,o=c=>this.#B(t,c),l=this.#S(t).envFailure;if(l)return o(l);let a,
u;try{a=t.legs??this.#Q(t,i),u=this.#tt(t,i)}catch(c){return o(it(c))}let d=this.#t.legIds.get(t.id)??Fn(t.id,a,this.#v);
t.legs===null&&(this.#l({type:"job-legs",job:t.id,legs:d}),this.#ht(t,a,i));for(let c of this.#ot(t,a,u,i))this.#j(t.id,
null,c.level,c.message);return this.#q(t,a,d,u,i,{pooled:!0,outputsOf:()=>!0},(c,p,f,g)=>this.#ct(t,c,p,f,a.length,u,r,g))}async#q(t,e,n,r,i,o,l){
let a=new AbortController;ns(0,a.signal);let u=this.#W(t),d=u.aborted,c,p=()=>{if(c===void 0)try{c=Ee(this.#n,t.job.if,{
contexts:i,status:this.#z(t),where:Q(t.workflow.fileName,t.job.if.position??t.job.position)})}catch{c=!1}return c},f=r.maxParallel?
new fe(r.maxParallel):null,g=[],h=await Promise.all(e.map(async(m,w)=>{let S=n[w],$=async()=>{if(this.#o.aborted||u.aborted&&
!d&&!p()||a.signal.aborted){let T=a.signal.aborted?"fail-fast: another leg of its matrix failed before it started":`${this.#H(
t)} before it started`;return this.#l({type:"job-finished",job:t.id,leg:S,result:"cancelled",duration_ms:0,reason:T}),{result:"\
cancelled",outputs:{},stages:[]}}let x=await l(m,S,w,a.signal);if(x.result!=="failure")return x;let R={...i,matrix:ue(m),
strategy:ln(r,w,e.length)};return this.#G(t.job,R,t.id,S,!1,t.workflow.fileName)?{...x,result:this.#rt(t.id,S)}:(r.failFast&&
e.length>1&&a.abort(`fail-fast: another leg of ${t.call===null?"its matrix":`the call ${t.id}`} failed`),x)},A=()=>f?f.run(
$):$(),P=await(o.pooled?this.#r.run(A):A());return g.push(P),P})),b={};for(let m of g.filter(o.outputsOf))for(let[w,S]of Object.
entries(m.outputs))(S!==""||!(w in b))&&(b[w]=S);return{id:t.id,result:Bn(h.map(m=>m.result)),outputs:b,stages:h.flatMap(
m=>m.stages),legs:n}}#ot(t,e,n,r){let{runsOn:i,container:o,services:l}=t.job;if(i===null&&o===null&&l===null)return[];let a=(d,c)=>{
if(d===null)return null;try{return Ht(this.#n,d,{contexts:c})}catch{return on(d)}},u=e.map((d,c)=>{let p={...r,matrix:ue(
d),strategy:ln(n,c,e.length)};return{runsOn:a(i,p),container:a(o,p),services:a(l,p)}});return ho(u,this.#e.runner.os)}#j(t,e,n,r){
let i=this.#E(t),o=this.#$.get(i)??new Set;this.#$.set(i,o),!o.has(r)&&(o.add(r),this.#l({type:"notice",level:n,job:t,leg:e,
message:r}))}#at(){let t=this.#e.github;return{repository:typeof t.repository=="string"?t.repository:"",refs:["sha","ref",
"ref_name","head_ref"].flatMap(e=>{let n=t[e];return typeof n=="string"&&n!==""?[n]:[]}),workspace:this.#e.runner.workspace}}#lt(t,e){
let n=l=>{let a=Object.entries(t.with).find(([u])=>u.toLowerCase()===l);return a?Rt(this.#n,a[1],e(a[1],`with.${a[0]}`)):
""},[r,i,o]=Yi.map(n);return{repository:r,path:i,ref:o}}#X(t){let e=(o,l)=>(this.#l({type:"job-skipped",job:t.id,result:o,
reason:l}),{id:t.id,result:o,outputs:{},stages:[],legs:[]});if(this.#o.aborted)return e("cancelled","the run was cancell\
ed");if(t.skip!==null)return e("skipped",t.skip);let n=this.#Y(t),r={...this.#P(t),needs:n},i;try{i=Ee(this.#n,t.job.if,
{contexts:r,status:this.#z(t),where:Q(t.workflow.fileName,t.job.if.position??t.job.position)})}catch(o){return this.#B(t,
it(o))}if(!i&&this.#D(t))return e("cancelled",this.#H(t));if(!i){let o=t.job.if.text,a=(o===null||t.job.if.implicitSuccess===
!0)&&!this.#z(t).success([])?`${this.#ut(t)}${o===null?"":` (an if: without a status function, such as if: ${o}, means s\
uccess() && (\u2026))`}`:`if: ${o} was false`;return e("skipped",a)}return{needs:n,contexts:r}}#B(t,e){this.#l({type:"no\
tice",level:"error",job:t.id,leg:null,message:e}),this.#l({type:"job-finished",job:t.id,leg:t.id,result:"failure",duration_ms:0,
reason:e});let n={...this.#P(t),needs:this.#Y(t)},r=this.#G(t.job,n,t.id,t.id,!1,t.workflow.fileName)?this.#rt(t.id,t.id):
"failure";return{id:t.id,result:r,outputs:{},stages:[],legs:[t.id]}}#Y(t){let e={};for(let n of t.needs){let r=this.#i.get(
n);r&&(e[le(n)]={result:r.result,outputs:r.outputs})}return e}#Z(t,e){let n=t.id.slice(0,t.id.length-t.job.id.length);return gr(
e.length>0?e.map(r=>`${n}${r}`):t.upstream,r=>this.#c.get(r)?.call)}#ut(t){let e={failure:"failed",skipped:"was skipped",
cancelled:"was cancelled"},n=this.#Z(t,[]).flatMap(o=>{let l=this.#i.get(o)?.result;return l===void 0||l==="success"?[]:
[{id:o,said:`${o} ${e[l]}`}]});if(n.length===0)return"a job it needs did not succeed";let r=n.map(o=>o.said).join(", "),
i=new Set(t.needs);return n.every(o=>i.has(o.id))?`a job it needs did not succeed: ${r}`:`a job upstream did not succeed\
: ${r} (success() counts every job before this one, not only those in needs:)`}#z(t){let e=r=>this.#i.get(r)?.result,n=r=>this.#Z(
t,r);return{success:r=>!this.#D(t)&&n(r).every(i=>e(i)==="success"),failure:r=>n(r).some(i=>e(i)==="failure"),cancelled:()=>this.#D(
t)}}#Q(t,e){let n=ii(t.job.strategy);if(!n)return[{}];let r=o=>Q(t.workflow.fileName,o),i=oi(this.#n,n,e,r);return Ir(t.
id,i,r(n.position),this.#h,{recordsStages:t.recordsStages}),i}#tt(t,e){let n=t.job.strategy;if(n?.kind!=="mapping")return{
failFast:!0,maxParallel:null};let r=Q(t.workflow.fileName,n.position),i=n.entries.find(u=>u.key==="fail-fast")?.value,o=n.
entries.find(u=>u.key==="max-parallel")?.value,l=i?Ht(this.#n,i,{contexts:e,where:r}):!0,a=o?Number(Ht(this.#n,o,{contexts:e,
where:r})):null;return{failFast:l!==!1&&l!=="false",maxParallel:a!==null&&Number.isFinite(a)&&a>0?a:null}}async#ct(...t){
let e=this.#s.legTemp,n=e?await e.open(t[2]):this.#e.runner.temp;try{return await this.#dt(n,...t)}finally{await e?.close(
n)}}async#dt(t,...[e,n,r,i,o,l,a,u]){let d=this.#s.now(),c=Object.keys(n).length>0,p=e.workflow,f=p.fileName,g=new AbortController,
h=AbortSignal.any([this.#o,g.signal]),b=null,m=[],w=wl,S={...this.#e.github,job:e.job.id,...this.#s.eventPath?{event_path:this.#s.
eventPath(t)}:{}},$=ue(n),A=yo({...this.#e.runner,debug:this.#b},t),P=xl(S,A,this.#e.runner.workspace),x="success",R=e.job.
stageWorkflow?{}:{...this.#S(e).env},T=[],U={},q=[],v=()=>({...this.#P(e),github:S,needs:a,matrix:$,strategy:ln(l,i,o),runner:A,
env:R,steps:U,job:{status:x}});this.#l({type:"job-started",job:e.id,leg:r,name:this.#it(e,c?n:null,v()),matrix:c?n:null});
let C={success:()=>x==="success"&&!this.#o.aborted,failure:()=>x==="failure",cancelled:()=>this.#o.aborted||x==="cancell\
ed"},J=null,O=new Set,L=j=>(O.add(j),()=>O.delete(j)),K=j=>{if(J!==null||h.aborted)return;J=j,x="cancelled";let M=w;m.push(
ss(M,this.#w,()=>g.abort(`the job was cancelled (${j}) and its steps did not finish within its cancel-timeout-minutes (${pe(
M)})`))),b&&!this.#nt(b.step,v(),C,e.id,r,f)&&b.abort.abort(j);for(let H of[...O])H(j)},D=()=>K("fail-fast: another leg \
of its matrix failed"),y=this.#W(e),E=()=>K(this.#H(e)),F=null,Y={shell:null,workingDirectory:null,shellAt:null};try{R={
...R,...Ot(this.#n,e.job.env,(tt,X)=>({contexts:v(),where:this.#g(X,`jobs.${e.job.id}.env.${tt}`,f)}))};let[j,M]=e.job.defaults!==
null?[e.job.defaults,`jobs.${e.job.id}.defaults.run`]:[p.defaults,"defaults.run"],H=(tt,X)=>{let ft=j?.[tt]??null;if(ft===
null)return null;let jt=this.#g(ft,`${M}.${X}`,f),Lt=Rt(this.#n,ft,{contexts:v(),where:jt});return Lt===""?null:{text:Lt,
at:jt}},vt=H("shell","shell");if(Y={shell:vt?.text??null,shellAt:vt?.at??null,workingDirectory:H("workingDirectory","wor\
king-directory")?.text??null},e.job.cancelTimeoutMinutes&&(w=So(Ht(this.#n,e.job.cancelTimeoutMinutes,{contexts:v()}),Q(
f,e.job.cancelTimeoutMinutes.position),"cancel-timeout-minutes")),e.job.timeoutMinutes){let tt=Q(f,e.job.timeoutMinutes.
position),X=So(Ht(this.#n,e.job.timeoutMinutes,{contexts:v()}),tt);m.push(ss(X,this.#w,()=>{let ft=`the job exceeded its\
 timeout-minutes (${pe(X)})`;J===null&&!h.aborted&&this.#l({type:"notice",level:"error",job:e.id,leg:r,message:`${tt}: j\
obs.${e.id}${c?` (${r})`:""} was cancelled: ${ft}; steps whose if: holds when a job is cancelled (always(), cancelled())\
 still run`}),K(ft)}))}}catch(j){F=it(j)}if(F)x="failure",this.#l({type:"notice",level:"error",job:e.id,leg:r,message:F});else{
u.aborted?D():u.addEventListener("abort",D,{once:!0}),y.aborted||y.addEventListener("abort",E,{once:!0});for(let j of e.
steps){if(h.aborted)break;let M=new AbortController;b={step:j.step,abort:M};let H=await this.#et(e,j,r,n,c,{contexts:v,stepStatus:C,
defaults:P,env:()=>R,path:()=>T,signal:AbortSignal.any([h,M.signal]),kill:h,onCancel:L},{file:f,runDefaults:Y,inComposite:null});
b=null,H.envAdded&&(R={...R,...H.envAdded}),H.pathAdded.length>0&&(T=[...H.pathAdded,...T]),j.step.id&&(U={...U,[j.step.
id]:{outputs:H.outputs,outcome:H.outcome,conclusion:H.conclusion}}),q.push(...H.stages),H.conclusion==="failure"&&J===null&&
(x="failure")}}u.removeEventListener("abort",D),y.removeEventListener("abort",E);for(let j of m)clearTimeout(j);let lt={},
st=null;try{lt=Ot(this.#n,e.job.outputs,(j,M)=>({contexts:v(),where:this.#g(M,`jobs.${e.job.id}.outputs.${j}`,f)}))}catch(j){
x="failure",st=it(j),this.#l({type:"notice",level:"error",job:e.id,leg:r,message:st})}this.#V(lt,e.id,r);let I=this.#o.aborted||
g.signal.aborted?"cancelled":x,_=I==="failure"?F??st:null;return this.#l({type:"job-finished",job:e.id,leg:r,result:I,duration_ms:un(
d,this.#s.now()),..._===null?{}:{reason:_}}),{result:I,outputs:lt,stages:q}}async#et(t,e,n,r,i,o,l){let{step:a,action:u}=e,
d=l.file,c=this.#s.now(),p=a.action??a.id??"__run",f=D=>{let y=o.contexts();return{...y,github:{...y.github,action:p},env:D}},
g={},h=null;try{g=Ot(this.#n,a.env,(D,y)=>({contexts:f(o.env()),where:this.#g(y,`env.${D}`,d),...this.#k()}))}catch(D){h=
it(D)}let b=this.#gt(a,f({...o.env(),...g})),m=l.inComposite?`${l.inComposite.name} \u203A ${b}`:b,w=l.inComposite?.index??
a.index,S={job:t.id,leg:n,step:w,name:m},$=D=>{l.inComposite||this.#l(D)},A=(D,y,E,F={})=>{let Y=D==="failure"?F.outputTail??
null:null;return $({type:"step-finished",...S,outcome:D,conclusion:y,duration_ms:un(c,this.#s.now()),message:E,...Y===null?
{}:{output_tail:Y}}),{outcome:D,conclusion:y,message:E,outputTail:Y,outputs:F.outputs??{},envAdded:F.envAdded??null,pathAdded:F.
pathAdded??[],stages:F.stages??[]}},P;try{if(h!==null)throw new k("expression-invalid",h);P=this.#st(a,f({...o.env(),...g}),
o.stepStatus,d)}catch(D){return $({type:"step-started",...S}),{...A("failure","failure",it(D)),notEvaluated:!0}}if(!P)return $(
{type:"step-finished",...S,outcome:"skipped",conclusion:"skipped",duration_ms:0,message:null}),{outcome:"skipped",conclusion:"\
skipped",message:null,outputTail:null,outputs:{},envAdded:null,pathAdded:[],stages:[]};$({type:"step-started",...S});let x="\
success",R=null,T=null,U={},q=null,v=[],C=[],J={...o.defaults,GITHUB_ACTION:p},O=o.signal,L;try{let D={...o.env(),...g},
y=()=>f(D),E=null,F=Q(d,a.timeoutMinutes?.position??a.position);if(a.timeoutMinutes){let I=null;try{let _=Ht(this.#n,a.timeoutMinutes,
{contexts:y(),where:F,...this.#k()}),j=ei(_);j===null?I=Qr(_):E=j.minutes}catch(_){I=_ instanceof k?_.message:it(_)}I!==
null&&this.#l({type:"notice",level:"warning",job:t.id,leg:n,message:`${F}: step ${w+1} (${m}): an error occurred when at\
tempting to determine the step timeout: ${I}; the step runs without a timeout, as on GitHub`})}if(E!==null){let I=new AbortController;
O=AbortSignal.any([o.signal,I.signal]);let _={minutes:E,up:!1,timer:void 0};_.timer=ss(E,this.#w,()=>{O.aborted||(_.up=!0,
this.#l({type:"notice",level:"warning",job:t.id,leg:n,message:`${F}: step ${w+1} (${m}) exceeded its timeout-minutes (${pe(
E)}): stopping it`}),I.abort(`the step exceeded its timeout-minutes (${pe(E)})`))}),L=_}let Y=u.kind==="run"?await this.#s.
createStepFiles?.():void 0,lt=(I,_)=>({contexts:fo(y(),Y),where:this.#g(I,_,d),...this.#k()}),st=a.workingDirectory!==null?
Rt(this.#n,a.workingDirectory,lt(a.workingDirectory,"working-directory")):l.runDefaults.workingDirectory;switch(u.kind){case"\
run":{let I=Rt(this.#n,a.run,lt(a.run,"run")),_=a.shell!==null?Rt(this.#n,a.shell,lt(a.shell,"shell")):l.runDefaults.shell,
j=Wr(_);if(j!==null&&this.#e.runner.os!=="Windows")throw new k("shell-unavailable",Ur(j,this.#e.runner.os),{where:a.shell?
Q(d,a.shell.position):l.runDefaults.shellAt??d});let M=await this.#s.runScript({job:this.#E(t.id),leg:n,step:w,name:m,script:I,
shell:_,workingDirectory:st,defaults:J,env:D,path:o.path(),files:Y,signal:O,kill:o.kill});for(let X of M.masks??[])this.#h.
includes(X)||this.#h.push(X);for(let X of M.annotations??[])this.#l({type:"notice",level:X.level==="notice"?"info":X.level,
job:t.id,leg:n,message:`step ${w+1}: ${X.message}`,...X.place?{annotation:{step:w+1,...X.place}}:{}});let H=M.commands??
{outputs:[],env:[],path:[],failures:[]};U=Object.fromEntries([...H.outputs,...Yn(M.files.output,ct.output)]);let vt=oo(M.
files.env,ct.env);for(let X of vt.refused)this.#l({type:"notice",level:"error",job:t.id,leg:n,message:`step ${w+1}: ${X}`});
let tt=[...H.env,...vt.pairs];tt.length>0&&(q=Object.fromEntries(tt)),v=[...ao(M.files.path),...[...H.path].reverse()],M.
summaryBytes!==void 0?this.#l({type:"notice",level:"error",job:t.id,leg:n,message:`step ${w+1}: ${ro(M.summaryBytes)}`}):
M.files.summary.trim()!==""&&this.#s.summary?.(this.#E(t.id),n,M.files.summary);for(let X of H.failures)this.#l({type:"n\
otice",level:"error",job:t.id,leg:n,message:`step ${w+1}: ${X}`});M.exitCode===0&&H.failures.length>0&&(x="failure",R=H.
failures.join("; ")),M.exitCode!==0&&(x=o.signal.aborted?"cancelled":"failure",R=M.exitCode===null?`ended by ${M.signal??
"a signal"}`:`exited with code ${M.exitCode}`,O.aborted&&typeof O.reason=="string"&&(R+=`: ${O.reason}`)),M.output!==void 0&&
(T=vl(M.output));break}case"baton":{let I=Ot(this.#n,a.with,(j,M)=>lt(M,`with.${j}`)),_=await this.#s.runAction({action:u.
action,job:this.#E(t.id),leg:n,step:w,stepId:a.id,matrix:i?r:null,inputs:I,defaults:J,env:D,path:o.path(),workingDirectory:st,
upstream:this.#pt(t),needsFacts:this.#t.needsFacts.get(t.id),jobIds:this.#f,secrets:this.#h,stageJob:le(t.id),signal:O});
U=_.outputs,Object.keys(_.env).length>0&&(q=_.env),_.summary.trim()!==""&&this.#s.summary?.(this.#E(t.id),n,_.summary);for(let{
warnings:j=[],...M}of _.recorded){this.#u.push({job:this.#E(t.id),leg:n,...M}),C.includes(M.stage)||C.push(M.stage),this.#l(
{type:"stage-recorded",job:t.id,leg:n,...M});for(let H of j)this.#l($l(t.id,n,M,H))}_.ok||(x=o.signal.aborted?"cancelled":
"failure",R=_.message);break}case"noop":{let I=u.action==="checkout"?Zi(a.uses?.text??"actions/checkout",this.#lt(a,lt),
this.#at()):null;I!==null&&this.#j(t.id,n,"warning",I),R=I??`${a.uses?.text}: no-op here (${u.reason})`;break}case"local":{
let I=this.#s.loadAction?await this.#s.loadAction(u.path):null;if(I?.kind!=="composite"){let j=`${u.path} ${I?`is a ${I.
using} action, which`:""} cannot run locally; step skipped`.replace("  "," ");return this.#j(t.id,n,"warning",j),A("skip\
ped","skipped",j)}let _=await this.#ft(t,n,r,i,I,{uses:u.path,depth:(l.inComposite?.depth??0)+1,index:w,name:m,with:Ot(this.#n,
a.with,(j,M)=>lt(M,`with.${j}`)),contexts:y,stepStatus:o.stepStatus,defaults:J,env:D,overrides:g,path:o.path(),signal:O,
kill:o.kill,onCancel:o.onCancel});U=_.outputs,Object.keys(_.envAdded).length>0&&(q=_.envAdded),v=_.pathAdded,C.push(..._.
stages),_.outcome!=="success"&&(x=_.outcome,R=_.message,T=_.outputTail);break}case"skip":return this.#j(t.id,n,"warning",
u.notice),A("skipped","skipped",u.notice);default:On(u,"step action")}}catch(D){x=o.signal.aborted?"cancelled":"failure",
R=it(D),D instanceof k||this.#l({type:"notice",level:"error",job:t.id,leg:n,message:`internal error: ${R}`})}L&&(clearTimeout(
L.timer),L.up&&!o.signal.aborted&&(x="failure",R=`${Q(d,a.timeoutMinutes?.position??a.position)}: the step timed out aft\
er ${pe(L.minutes)} (timeout-minutes)`));let K=x;return x==="failure"&&this.#G(a,o.contexts(),t.id,n,!0,d)&&(K="success"),
A(x,K,R,{outputs:U,envAdded:q,pathAdded:v,stages:C,outputTail:T})}async#ft(t,e,n,r,i,o){if(o.depth-1>Un)throw new k("act\
ion-invalid",`${o.uses}: composite action depth exceeded max depth ${Un}, as on GitHub (does it use itself?)`,{where:i.file});
let l=i.directory,a=o.contexts(),u={...a.github,action_path:l},d=Object.fromEntries(Object.entries(o.with).map(([v,C])=>[
v.toLowerCase(),C])),c={...d},p=new Set(i.inputs.map(v=>v.id.toLowerCase())),f=Object.keys(d).filter(v=>!p.has(v));f.length>
0&&this.#j(t.id,e,"warning",`step ${o.index+1}: unexpected input(s) ${f.map(v=>`'${v}'`).join(", ")} of ${o.uses}, valid\
 inputs are [${[...p].map(v=>`'${v}'`).join(", ")}]`);for(let v of i.inputs){let C=v.id.toLowerCase();Object.hasOwn(d,C)?
c[C]=d[C]:v.default?c[C]=Rt(this.#n,v.default,{contexts:{...a,github:u},where:this.#g(v.default,`inputs.${v.id}.default`,
i.file),...this.#k()}):c[C]=""}let g={...o.env},h=[...o.path],b={},m=[],w={},S=null,$=[],A=()=>({...o.contexts(),github:{
...u,action_status:S===null?"success":"failure"},inputs:c,steps:w,env:g}),P={success:()=>S===null&&!o.stepStatus.cancelled(),
failure:()=>S!==null,cancelled:()=>o.stepStatus.cancelled()},x={...o.defaults,GITHUB_ACTION_PATH:l};for(let v of i.steps){
if(o.signal.aborted)break;let C=new AbortController,J=o.onCancel(L=>{this.#nt(v,A(),P,t.id,e,i.file)||C.abort(L)}),O;try{
O=await this.#et(t,{step:v,action:cr(v)},e,n,r,{contexts:A,stepStatus:P,defaults:x,env:()=>g,path:()=>h,signal:AbortSignal.
any([o.signal,C.signal]),kill:o.kill,onCancel:o.onCancel},{file:i.file,runDefaults:{shell:null,workingDirectory:null,shellAt:null},
inComposite:{index:o.index,name:o.name,depth:o.depth}})}finally{J()}if(O.envAdded&&(g={...g,...O.envAdded,...o.overrides},
Object.assign(b,O.envAdded)),O.pathAdded.length>0&&(h=[...O.pathAdded,...h],m.unshift(...O.pathAdded)),v.id&&(w={...w,[v.
id]:{outputs:O.outputs,outcome:O.outcome,conclusion:O.conclusion}}),$.push(...O.stages),O.conclusion!=="success"&&O.conclusion!==
"skipped"&&S===null&&(S=O),O.notEvaluated)break}let R={},T=null;try{R=Ot(this.#n,Object.fromEntries(i.outputs.flatMap(v=>v.
value?[[v.id,v.value]]:[])),(v,C)=>({contexts:A(),where:this.#g(C,`outputs.${v}.value`,i.file),...this.#k()}))}catch(v){
T=it(v)}let U=o.signal.aborted?"cancelled":S!==null?S.conclusion:T!==null?"failure":"success",q=S?`${o.uses}: ${S.message??
S.conclusion}`:T!==null?`${o.uses}: ${T}`:null;return{outcome:U,message:q,outputTail:S?.outputTail??null,outputs:R,envAdded:b,
pathAdded:m,stages:$}}#nt(t,e,n,r,i,o=this.#t.workflow.fileName){try{return this.#st(t,e,n,o)}catch(l){return this.#l({type:"\
notice",level:"error",job:r,leg:i,message:`${it(l)}; the step is stopped with its cancelled job`}),!1}}#st(t,e,n,r=this.#t.
workflow.fileName){return Ee(this.#n,t.if,{contexts:e,status:n,where:Q(r,t.if.position??t.position),...this.#k()})}#k(){
return this.#s.host?{host:this.#s.host}:{}}#rt(t,e){return this.#l({type:"notice",level:"warning",job:t,leg:e,message:"f\
ailed, and the job has continue-on-error: the jobs that need it see success, and the run does not fail for it"}),"succes\
s"}#G(t,e,n,r,i=!1,o=this.#t.workflow.fileName){let l=t.continueOnError;if(typeof l=="boolean")return l;let a;try{let u=Rt(
this.#n,l,{contexts:e,where:this.#g(l,"continue-on-error",o),...i?this.#k():{}});if(u==="true"||u==="false")return u==="\
true";a=`${this.#g(l,"continue-on-error",o)}: continue-on-error must be true or false, got ${JSON.stringify(u)}; the fai\
lure stands`}catch(u){a=`${it(u)}; the failure stands (continue-on-error)`}return this.#l({type:"notice",level:"error",job:n,
leg:r,message:a}),!1}#pt(t){let e=this.#c;return wi(t.stageUpstream,n=>(e.has(n)?ui(e.get(n),e):[n]).flatMap(r=>[e.get(r)?.
stages,this.#x.get(r),this.#i.get(r)?.stages]),{shownJob:n=>this.#E(n),matrixOf:n=>this.#m.get(n),placeOf:ri(this.#t,t)})}#ht(t,e,n){
let r=ai(this.#n,t,e,n,this.#h);if(r!==null){this.#x.set(t.id,r.map(({stage:i})=>i));for(let{stage:i,leg:o}of r)Object.keys(
o).length>0&&this.#m.set(i,o)}}#it(t,e,n){let r=t.job.name,i=t.calledBy===null?"":this.#S(t).namePrefix;if(!r&&i==="")return null;
let o=t.job.id,l=!1;if(r){try{o=Rt(this.#n,r,{contexts:n,...this.#k()})}catch{o=r.text}l=r.expression!==null&&this.#n.facts(
r.expression).paths.some(a=>a[0]==="matrix")}return e&&!l&&(o+=ko(e)),Qn(`${i}${o}`)}#gt(t,e){return Qn(this.#mt(t,e))}#mt(t,e){
if(t.name)try{return Rt(this.#n,t.name,{contexts:e,...this.#k()})}catch{return t.name.text}if(t.uses)return`Run ${t.uses.
text}`;let n=t.run?.text??"";if(t.run)try{n=Rt(this.#n,t.run,{contexts:e,...this.#k()})}catch{}return`Run ${n.trimStart().
split(/\r|\n/)[0]?.trim()??""}`}#l(t){let e=this.#s.now().toISOString(),n="job"in t&&t.job!==null?this.#y.get(t.job):void 0,
r;if(n===void 0)r={...t,at:e};else if(t.type==="job-skipped")r={...t,type:"job-finished",job:n,leg:t.job,duration_ms:0,at:e};else if(t.
type==="notice"&&t.leg===null)r={...t,job:n,leg:t.job,at:e};else if(t.type!=="job-legs")r={...t,job:n,at:e};else return;
if(r.type==="job-skipped")this.#L.set(r.job,r.reason);else if(r.type==="job-finished"){let i=this.#O.get(r.job)??[];i.push(
{leg:r.leg,result:r.result,...r.reason===void 0?{}:{reason:r.reason}}),this.#O.set(r.job,i)}this.#s.emit(r)}#E(t){return this.#y.
get(t)??t}};function Sl(s){return typeof s=="string"?s:JSON.stringify(s)}function ko(s){return` (${Object.values(s).map(
Sl).join(", ")})`}var vo={lines:10,bytes:2048},kl=new Set(["error","warning","notice"]);function vl(s){let t=[],e=new de;
for(let n of s.split(/\r?\n/)){let r=or(n),i=e.read(r);if(i==="resumed")continue;if(i===null){t.push(r);continue}let{command:o,
data:l}=i;o==="stop-commands"?e.stop(l):kl.has(o)?t.push(`${o[0].toUpperCase()}${o.slice(1)}: ${l}`):o==="group"&&t.push(
l)}return Ds(t.join(`
`),vo.lines,vo.bytes)}function xl(s,t,e){let n=i=>String(s[i]??""),r=i=>s[i]===void 0?{}:{[`GITHUB_${i.toUpperCase()}`]:n(
i)};return{...r("event_path"),...r("actor_id"),...r("repository_id"),...r("repository_owner_id"),...r("ref_protected"),...r(
"retention_days"),GITHUB_ACTIONS:"true",GITHUB_WORKFLOW:n("workflow"),GITHUB_WORKFLOW_REF:n("workflow_ref"),GITHUB_WORKFLOW_SHA:n(
"workflow_sha"),GITHUB_RUN_ID:n("run_id"),GITHUB_RUN_NUMBER:n("run_number"),GITHUB_RUN_ATTEMPT:n("run_attempt"),GITHUB_JOB:n(
"job"),GITHUB_REPOSITORY:n("repository"),GITHUB_REPOSITORY_OWNER:n("repository_owner"),GITHUB_SHA:n("sha"),GITHUB_REF:n(
"ref"),GITHUB_REF_NAME:n("ref_name"),GITHUB_REF_TYPE:n("ref_type"),GITHUB_HEAD_REF:n("head_ref"),GITHUB_BASE_REF:n("base\
_ref"),GITHUB_EVENT_NAME:n("event_name"),GITHUB_ACTOR:n("actor"),GITHUB_TRIGGERING_ACTOR:n("triggering_actor"),GITHUB_SERVER_URL:n(
"server_url"),GITHUB_API_URL:n("api_url"),GITHUB_GRAPHQL_URL:n("graphql_url"),GITHUB_WORKSPACE:e,...bo(t)}}function $l(s,t,e,n){
let{stage:r,attempt:i}=e,o=`stage ${r}${i>1?` attempt ${i}`:""}`;return{type:"notice",level:"warning",job:s,leg:t,message:`${o}\
: ${n.path==="$"?n.message:Xt(n)}`,problem:{stage:r,attempt:i,code:n.code,path:n.path}}}function it(s){return s instanceof
k?s.where?`${s.where}: ${s.message}`:s.message:s instanceof Error?s.message:String(s)}function un(s,t){return Math.max(0,
Math.round(t.getTime()-s.getTime()))}function $o(s,t,e,n){let r=d=>d!==void 0&&d!=="*"&&d!=="GITHUB_TOKEN"&&!e.has(d),i=d=>{if(d[0]==="github")return d[1]===
"token"&&d.length===2;if(d[0]==="vars")return d[1]!==void 0&&d[1]!=="*"&&!n.has(d[1].toUpperCase());if(d[0]!=="secrets")
return!1;let c=d[1]?.toUpperCase();return c==="GITHUB_TOKEN"?!e.has(c):r(c)},o=d=>d==="other"||d.some(c=>!i(c)),l=new Map,
a=d=>{if(d===null||d.expression===null)return;let c=t.facts(d.expression);c.paths.forEach((p,f)=>{let g=p[0]==="secrets"?
p[1]?.toUpperCase():void 0;if(!r(g))return;let h=o(c.fallbacks[f]??[]),b=l.get(g);b===void 0?l.set(g,{name:g,where:Q(s.fileName,
d.position),fallsBack:h}):b.fallsBack&&!h&&l.set(g,{name:g,where:Q(s.fileName,d.position),fallsBack:h})})},u=d=>{for(let c of Object.
values(d))a(c)};u(s.env);for(let d of s.jobs){u(d.env),d.secrets!=="inherit"&&u(d.secrets);for(let c of d.steps)u(c.env),
u(c.with),a(c.run)}return[...l.values()]}var Rl=["[skip ci]","[ci skip]","[no ci]","[skip actions]","[actions skip]"],Ol=["skip-checks: true","skip-checks:true"],
Pl=/^(?:[A-Za-z0-9][A-Za-z0-9-]*:|\s+\S)/;function Ro(s){let t=Rl.find(a=>s.includes(a));if(t!==void 0)return{kind:"inst\
ruction",text:t};let e=s.trimEnd().split(/\r?\n/),n=e.at(-1)??"",r=Ol.find(a=>a===n);if(r===void 0)return null;let i=a=>a!==
void 0&&a.trim()==="",o=e.length-1;for(;o>0&&!i(e[o-1]);)o--;return e.slice(o).every(a=>Pl.test(a))&&i(e[o-1])&&i(e[o-2])?
{kind:"trailer",text:r}:null}function Oo(s,t,e,n=!1,r){return Al(s,t,e,n)??El(s,t,e,r)}function Al(s,t,e,n){let r=s.on[t];if(r===null||typeof r!="obj\
ect"||Array.isArray(r))return null;let i=r,o=Ue(i.types),l=e.action;if(o!==null&&o.length>0&&typeof l=="string"&&!o.includes(
l))return`the event's action ${l} is none of on.${t}.types (${o.join(", ")}): GitHub would not run this workflow for it`;
if(t==="push"){let a=typeof e.ref=="string"?e.ref:"";return a.startsWith("refs/tags/")?is(i,"push","tags","branches",a.slice(
10),"tag"):a.startsWith("refs/heads/")?is(i,"push","branches","tags",a.slice(11),"branch"):null}if((t==="pull_request"||
t==="pull_request_target")&&!n){let a=e.pull_request?.base?.ref;return typeof a=="string"?is(i,t,"branches",null,a,"base\
 branch"):null}return null}function El(s,t,e,n){if(!Object.hasOwn(s.on,t))return null;let r,i;if(t==="push")r=e.head_commit?.
message,i="the push's head commit";else if(t==="pull_request"){let a=e.pull_request?.head?.sha;if(n===void 0||a!==n.sha)
return null;r=n.message,i=`the pull request's head commit (${n.sha.slice(0,7)}, HEAD here)`}else return null;let o=typeof r==
"string"?Ro(r):null;if(o===null)return null;let l=o.kind==="trailer"?`ends with the trailer ${o.text}`:`holds ${o.text}`;
return`${i} message ${l}: GitHub would not run this workflow for it`}function is(s,t,e,n,r,i){let o=Ue(s[e]),l=Ue(s[`${e}\
-ignore`]),a="GitHub would not run this workflow for it";return o!==null?Vr(r,o)?null:`the ${i} ${r} matches none of on.${t}\
.${e} (${o.join(", ")}): ${a}`:l!==null?qr(r,l)?null:`the ${i} ${r} matches on.${t}.${e}-ignore (${l.join(", ")}): ${a}`:
n!==null&&(s[n]!==void 0||s[`${n}-ignore`]!==void 0)?`on.${t} filters ${n} only, so a push of a ${i} (${r}) does not sta\
rt it: ${a}`:null}var Tl=new TextEncoder,_l=new TextDecoder("utf-8",{ignoreBOM:!0}),he=class{#t;#s;#n;#e=new Map;constructor(t){this.#t=t}async put(t){
let e=await this.#a(),n=await this.#t.put(t),r={stage:n.stage,attempt:n.attempt,runAttempt:n.runAttempt},i=e.get(n.stage)??
[];i.some(l=>Ce(l,r)===0)||i.push(r),i.sort(Ce),e.set(n.stage,i);let o={record:JSON.parse($r(t.record)),prompt:_l.decode(
Tl.encode(t.prompt)),handoff:JSON.parse(Rr(t.handoff)),recordSha256:n.recordSha256};return this.#e.set(Po(r),Promise.resolve(
o)),n}get(t){return this.#r(e=>{let n=e.get(t)?.at(-1);return n===void 0?Promise.resolve(void 0):this.#o(n)})}getAttempt(t,e,n=1){
return this.#r(r=>{let i=r.get(t)?.find(o=>o.attempt===e&&o.runAttempt===n);return i?this.#o(i):Promise.resolve(void 0)})}#r(t){
return this.#n?t(this.#n):this.#a().then(t)}#o(t){let e=Po(t),n=this.#e.get(e);return n||(n=this.#t.getAttempt(t.stage,t.
attempt,t.runAttempt),n.catch(()=>this.#e.delete(e)),this.#e.set(e,n)),n}async list(){return[...(await this.#a()).values()].
flat().sort(Me)}#a(){return this.#s??=this.#t.list().then(t=>{let e=new Map;for(let{stage:n,attempt:r,runAttempt:i}of t)
e.set(n,[...e.get(n)??[],{stage:n,attempt:r,runAttempt:i}]);for(let n of e.values())n.sort(Ce);return this.#n=e,e}),this.#s}};
function Po(s){return`${s.stage}\0${s.runAttempt}\0${s.attempt}`}var Et=_t(ne(),1);var cn=class{path;#t;#s;#n=null;#e=!1;constructor(t){this.path=t,this.#t=(0,Et.openSync)(t,"a",420),this.#s=(0,Et.fstatSync)(
this.#t).size}write(t){if(this.#n!==null||this.#e)return;let e=Buffer.from(`${JSON.stringify(t)}
`);try{for(let n=0;n<e.length;)n+=(0,Et.writeSync)(this.#t,e,n,e.length-n);this.#s+=e.length}catch(n){try{(0,Et.ftruncateSync)(
this.#t,this.#s)}catch{}this.#n=ce(this.path,"the run's events",n)}}get failure(){return this.#n}close(){this.#e||(this.#e=
!0,(0,Et.closeSync)(this.#t))}};var oa=_t(_e(),1),B=_t(ne(),1);import{appendFile as gc,mkdtemp as mc,open as aa,readFile as wc,rm as yc,writeFile as bc}from"node:fs/promises";
import{delimiter as Sc,dirname as kc,join as kt,relative as vc,resolve as xc}from"node:path";var Ao=65536,ge=4096,os=16,Nl=/^\s*(?:[A-Za-z0-9+/=]*|[A-Za-z][A-Za-z0-9-]*: .*)\s*$/;function Cl(s){let t=Ae(s);return!Ln(
s)&&!Ln(t)&&!Nl.test(t)}var dn=class{#t;#s;#n=new Map;constructor(t,e){this.#t=t,this.#s=e}push(t,e="stdout"){let n=this.#e(
e),r=n.partial+t,i=r.endsWith("\r")?r.length-1:r.length,o=r.slice(0,i),l=o.includes("\r")?o.split(/\r\n|\r|\n/):o.split(
`
`);n.partial=(l.pop()??"")+r.slice(i);let a=this.#r(n,l);for(let u=0;u<l.length;u++)this.#a(n,l[u],a+u);n.known=void 0,n.
partial.length>Ao&&(n.overlong||(this.#i(n,n.partial.slice(0,ge)),n.overlong=!0),n.inKey=Jt(n.partial,n.inKey),n.partial=
n.partial.slice(-ge))}flush(){for(let t of this.#n.values())t.overlong||this.#i(t,t.partial.replace(/\r$/,"").slice(0,ge))}end(){
for(let t of this.#n.values())t.partial!==""&&this.#a(t,t.partial),t.partial="",this.#i(t,"")}#e(t){let e=this.#n.get(t);
return e||(e={partial:"",held:null,previous:"",inKey:!1,overlong:!1,known:void 0},this.#n.set(t,e)),e}#r(t,e){let n=[t.previous,
...t.held===null?[]:[t.held],...e],r=n.length-e.length;if(e.length===0||n.length<3)return r;let i=[...this.#t()],o=new Uint8Array(
n.length);if(jn(n.join(`
`),i))o.fill(1,1,n.length-1);else if(n.length>os)for(let l=0;l<n.length-2;l+=os-2){let a=Math.min(l+os,n.length)-1;jn(n.
slice(l,a+1).join(`
`),i)&&o.fill(1,l+1,a)}return t.known={lines:n,clean:o,secrets:i},r}#o(t,e,n,r){let i=t.known;if(i===void 0||r<2||i.clean[r-
1]!==1||i.lines[r-1]!==e||i.lines[r-2]!==t.previous||i.lines[r]!==n)return!1;let o=this.#t();if(o.length!==i.secrets.length)
return!1;for(let l=0;l<o.length;l++)if(o[l]!==i.secrets[l])return!1;return!0}#a(t,e,n=-1){if(e.length>Ao&&!t.overlong&&(this.#i(
t,e.slice(0,ge)),t.overlong=!0),t.overlong){t.overlong=!1,t.inKey=Jt(e,t.inKey),t.previous=t.inKey?"":e.slice(-ge);return}
if(t.inKey&&Cl(e)&&(t.inKey=!1),t.inKey||Fr(e)){t.inKey||this.#i(t,""),t.inKey=Jt(e,t.inKey),t.previous=t.inKey?"":e;return}
this.#i(t,e,n),t.held=e}#i(t,e,n=-1){let r=t.held;if(t.held=null,r===null)return;let i=r;if(!this.#o(t,r,e,n)){let o=V(`${t.
previous}
${r}
${e}`,this.#t()),l=o.text.split(`
`);i=l.length===3?l[1]??"":zs(o.redactions[0]?.kind??"secret-value")}t.previous=r,i.trim()!==""&&this.#s(i)}};var Qt=class{#t;#s;#n;constructor(t,e){this.#t=t,this.#s=e}arm(){clearTimeout(this.#n),this.#n=setTimeout(()=>this.#s(),
this.#t),this.#n.unref?.()}stop(){clearTimeout(this.#n),this.#n=void 0}};var Eo=["comment","summary","both"],Ml=/^[A-Za-z0-9_.-]{1,64}$/;function ls(s){let t=(s[Z.mode]??"").trim()||"both";if(!Eo.
includes(t))throw new k("input-invalid",`must be one of ${Eo.join(", ")}; got "${t}"`,{where:Z.mode});return t}function us(s,t){
let e=ls(s),n=(s[Z.key]??"").trim()||Pi;if(!Ml.test(n))throw new k("input-invalid",`must be 1 to 64 letters, digits, '.'\
, '_' or '-' (it names the sticky comment); got "${n}"`,{where:Z.key});let r=Ll(s[Z.includeDetail]??"",Z.includeDetail,!1),
i=null;if(e!=="summary"){let o=(s[Z.issueNumber]??"").trim();if(o!==""){if(!/^[1-9]\d{0,9}$/.test(o))throw new k("input-\
invalid",`must be the number of an issue or pull request, like 42; got "${o}"`,{where:Z.issueNumber});i=Number(o)}else if(i=
jl(t.payload),i===null)throw new k("issue-number-missing",`there is no issue or pull request to comment on: the triggeri\
ng event (${t.name||"unknown"}) is not about one. Set the issue-number input, or use mode: summary`,{where:Z.issueNumber})}
return{mode:e,key:n,includeDetail:r,issueNumber:i}}function jl(s){let t=me(s);if(!t)return null;let e=as(me(t.pull_request)?.
number)??as(me(t.issue)?.number);if(e!==null)return e;for(let n of["workflow_run","check_run","check_suite"]){let r=me(t[n])?.
pull_requests;if(Array.isArray(r)&&r.length===1){let i=as(me(r[0])?.number);if(i!==null)return i}}return null}function Ll(s,t,e){let n=s.trim();if(n==="")return e;if(["true","True","TRUE"].includes(n))return!0;if(["false","False",
"FALSE"].includes(n))return!1;throw new k("input-invalid",`must be true or false; got "${n}"`,{where:t})}function me(s){
return s!==null&&typeof s=="object"&&!Array.isArray(s)?s:null}function as(s){return typeof s=="number"&&Number.isInteger(
s)&&s>0?s:null}var Fl={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\u274C"};function To(s){let{record:t,handoff:e}=s,
n=l=>Oi(l,s)||" ",r=[["status",`${t.status} (${t.outcome.reason})`],["attempt",String(t.attempt)],["exit code",t.agent.exit_code===
null?"none":String(t.agent.exit_code)],["duration",`${(t.agent.duration_ms/1e3).toFixed(1)} s`],["handoff",t.present&&t.
digests.handoff?`present, sha256 ${t.digests.handoff.slice(0,12)}`:"none"]];e?.next&&r.push(["next",e.next.stage]),s.notStored!==
void 0?r.push(["artifact","not stored"]):s.artifactName&&r.push(["artifact",s.artifactName]);let i=[];i.push([`### ${Fl[t.
status]} baton stage \`${t.stage}\``,"","| | |","|---|---|",...r.map(([l,a])=>`| ${l} | ${n(a)} |`)].join(`
`)),s.notStored!==void 0&&i.push(`${Ri(Il(s.notStored),s)}. No later stage can read this record or its handoff; it is sh\
own here only.`),t.outcome.message&&i.push(zn(t.outcome.message,s)),e&&i.push(["#### Summary","",zn(e.summary,s)].join(`\

`));let o=Object.entries(e?.data??{});return o.length>0&&i.push(["#### Data","","| key | value |","|---|---|",...o.map(([
l,a])=>`| ${n(l)} | ${n(a)} |`)].join(`
`)),t.problems.length>0&&i.push(["#### Problems","","| severity | code | where | message |","|---|---|---|---|",...t.problems.
map(l=>`| ${l.severity} | ${n(l.code)} | ${n(l.path)} | ${n(l.message)} |`)].join(`
`)),Dl(i,s.notStored===void 0?s.artifactName:void 0)}function Il(s){return s.charAt(0).toUpperCase()+s.slice(1)}function Dl(s,t){
let e=`_Cut to fit the step summary; the full record is in ${t?`artifact ${t}`:"the stage record"}._`,n=bt.stepSummaryBytes-
Pn(e)-4,r=[],i=0;for(let o of s){let l=Pn(o)+2;if(i+l>n){r.push(e);break}r.push(o),i+=l}return`${r.join(`

`)}
`}function _o(s,t){return V(s,t).redactions.length===0?s:`${$i(s.trimEnd(),t)}
`}var ms=_t(_e(),1),gt=_t(ne(),1);import{homedir as Zu}from"node:os";import{dirname as Yo,isAbsolute as Qu,join as tc,resolve as ys,
sep as hn}from"node:path";var No=(s,t,e)=>{let n,r,i,o,l,a=e.indexOf(s),u=e.indexOf(t,a+1),d=a;if(a>=0&&u>0){if(s===t)return[a,u];for(n=[],i=e.length;d>=
0&&!l;){if(d===a)n.push(d),a=e.indexOf(s,d+1);else if(n.length===1){let c=n.pop();c!==void 0&&(l=[c,u])}else r=n.pop(),r!==
void 0&&r<i&&(i=r,o=u),u=e.indexOf(t,d+1);d=a<u&&a>=0?a:u}n.length&&o!==void 0&&(l=[i,o])}return l};var Co="\0SLASH"+Math.random().toFixed(16)+"\0",Mo="\0OPEN"+Math.random().toFixed(16)+"\0",fn="\0CLOSE"+Math.random().toFixed(
16)+"\0",jo="\0COMMA"+Math.random().toFixed(16)+"\0",Lo="\0PERIOD"+Math.random().toFixed(16)+"\0",Wl=new RegExp(Co,"g"),
Ul=new RegExp(Mo,"g"),Hl=new RegExp(fn,"g"),Jl=new RegExp(jo,"g"),Bl=new RegExp(Lo,"g"),zl=/\\\\/g,Gl=/\\{/g,Kl=/\\}/g,Vl=/\\,/g,
ql=/\\\./g,Xl=1e5,Yl=4e6,Zl=1e3,Ql=1e3,tu=2e7,eu=16;function cs(s){return isNaN(s)?s.charCodeAt(0):parseInt(s,10)}function nu(s){
return s.replace(zl,Co).replace(Gl,Mo).replace(Kl,fn).replace(Vl,jo).replace(ql,Lo)}function su(s){return s.replace(Wl,"\
\\").replace(Ul,"{").replace(Hl,"}").replace(Jl,",").replace(Bl,".")}function ds(s,t){for(let e=0;e<t.length;e++)s.push(
t[e])}function Fo(s,t,e){if(e.remaining<0)return;let n=No("{","}",t),r=n!==void 0&&t.indexOf("{")<n[0];if(e.remaining-=n&&
!r?n[1]+1:s.length,!(!n||e.remaining<0))return{end:n[1],pre:s.slice(0,n[0]),body:s.slice(n[0]+1,n[1]),post:s.slice(n[1]+
1),unmatched:r}}function ru(s,t){t.remaining-=s.length;let e=[];for(let i=0;i<s.length;i++){let o=s.charCodeAt(i);o===123?
e.push(i):o===125&&e.length&&e.pop()}let n="",r=0;for(let i=0;i<e.length;i++){let o=e[i];n+=s.slice(r,o)+"\0",r=o+1}return n+
s.slice(r)}function iu(s,t){if(t.remaining-=s.length,t.remaining<0)return!1;let e=!1;for(let n=s.length-1;n>=0;n--){let r=s.
charCodeAt(n);if(r===125)e=!0;else if(r===10||r===13||r===8232||r===8233)e=!1;else if(r===44&&e&&s.charCodeAt(n+1)!==44)
return!0}return!1}function ou(s,t){let e=[],n="";for(;;){let r=Fo(s,s,t);if(t.remaining<0)return;if(!r){let u=s.split(",");
return u[0]=n+u[0],ds(e,u),e}let{pre:i,body:o,post:l}=r,a=i.split(",");if(a[0]=n+a[0],a[a.length-1]+="{"+o+"}",!l.length)
return ds(e,a),e;n=a.pop(),ds(e,a),s=l}}function we(s,t){return s===void 0||isNaN(s)?t:s}function Io(s,t={}){if(!s)return[];
let e=we(t.max,Xl),n=we(t.maxLength,Yl),r=we(t.maxDepth,Zl),i=we(t.maxRewrites,Ql),o=we(t.maxSteps,tu);return s.slice(0,
2)==="{}"&&(s="\\{\\}"+s.slice(2)),fs(nu(s),e,n,r,0,i,{remaining:o},!0).map(su)}function au(s){return"{"+s+"}"}function lu(s){
return/^-?0\d/.test(s)}function uu(s,t){return s<=t}function cu(s,t){return s>=t}function ye(s,t,e,n,r,i,o){let l=[],a=0,
u;t:for(let d=0;d<s.length;d++){let c=s[d]+t,p=e;i&&!c&&(u||(u=e.filter(f=>f)),p=u);for(let f=0;f<p.length;f++){if(l.length>=
n)break t;let g=c+p[f];if(a+g.length>r)break t;l.push(g),a+=g.length}}return o.remaining-=l.length,l}function du(s,t,e,n,r){
let i=s.split(/\.\./),o=[];if(i[0]===void 0||i[1]===void 0)return o;let l=cs(i[0]),a=cs(i[1]),u=Math.max(i[0].length,i[1].
length),d=i.length===3&&i[2]!==void 0?Math.max(Math.abs(cs(i[2])),1):1,c=uu;a<l&&(d*=-1,c=cu);let f=i.some(lu),g=f?u:1,h=0;
for(let b=l;c(b,a)&&o.length<e;b+=d){if(r.remaining-=g,r.remaining<0)return;let m;if(t)m=String.fromCharCode(b),m==="\\"&&
(m="");else if(m=String(b),f){let w=u-m.length;if(w>0){let S=new Array(w+1).join("0");b<0?m="-"+S+m.slice(1):m=S+m}}if(h+
m.length>n)break;o.push(m),h+=m.length}return o}function fs(s,t,e,n,r,i,o,l){if(o.remaining-=eu,r>n)return[s];let a=[""],
u=0,d=!1,c=!0,p=s;for(;;){let f=Fo(s,p,o);if(!f)return ye(a,s,[""],t,e,d,o);f.unmatched&&(p=ru(p,o));let g=f.pre,h=()=>ye(
a,g+"{"+f.body+"}"+f.post,[""],t,e,d,o);if(/\$$/.test(g)){if(a=ye(a,g+"{"+f.body+"}",[""],t,e,d&&!f.post.length,o),c=!1,
!f.post.length)break;s=f.post,p=p.slice(f.end+1);continue}let b=/^-?\d+\.\.-?\d+(?:\.\.-?\d+)?$/.test(f.body),m=/^[a-zA-Z]\.\.[a-zA-Z](?:\.\.-?\d+)?$/.
test(f.body),w=b||m,S=f.body.indexOf(",")>=0;if(!w&&!S){if(u<i&&iu(f.post,o)){u++,s=f.pre+"{"+f.body+fn+f.post,p=p.slice(
0,f.end)+fn+p.slice(f.end+1),l=!0;continue}return h()}c&&(d=l&&!w,c=!1);let $;if(w){if($=du(f.body,m,t,e,o),!$)return h()}else{
let P=ou(f.body,o);if(!P)return h();if(P.length===1&&P[0]!==void 0){if(P=fs(P[0],t,e,n,r+1,i,o,!1).map(au),o.remaining<0)
return h();if(P.length===1){let T=ye(a,g+P[0],[""],t,e,d&&!f.post.length,o);if(o.remaining<0)return h();if(a=T,!f.post.length)
break;s=f.post,p=p.slice(f.end+1);continue}}let x=d&&!f.post.length&&!g;for(let T=0;x&&T<a.length;T++)a[T]&&(x=!1);$=[];
let R=0;t:for(let T=0;T<P.length;T++){let U=fs(P[T],t,e,n,r+1,i,o,!1);if(o.remaining<0)return h();for(let q=0;q<U.length;q++){
let v=U[q];if(!(x&&!v)){if($.length>=t||R+v.length>e)break t;$.push(v),R+=v.length}}}}let A=ye(a,g,$,t,e,d&&!f.post.length,
o);if(o.remaining<0)return h();if(a=A,!f.post.length)break;s=f.post,p=p.slice(f.end+1)}return a}var be=s=>{if(typeof s!="string")throw new TypeError("invalid pattern");if(s.length>65536)throw new TypeError("pattern i\
s too long")};var fu={"[:alnum:]":["\\p{L}\\p{Nl}\\p{Nd}",!0],"[:alpha:]":["\\p{L}\\p{Nl}",!0],"[:ascii:]":["\\x00-\\x7f",!1],"[:blank\
:]":["\\p{Zs}\\t",!0],"[:cntrl:]":["\\p{Cc}",!0],"[:digit:]":["\\p{Nd}",!0],"[:graph:]":["\\p{Z}\\p{C}",!0,!0],"[:lower:\
]":["\\p{Ll}",!0],"[:print:]":["\\p{C}",!0],"[:punct:]":["\\p{P}",!0],"[:space:]":["\\p{Z}\\t\\r\\n\\v\\f",!0],"[:upper:\
]":["\\p{Lu}",!0],"[:word:]":["\\p{L}\\p{Nl}\\p{Nd}\\p{Pc}",!0],"[:xdigit:]":["A-Fa-f0-9",!1]},Se=s=>s.replace(/[[\]\\-]/g,
"\\$&"),pu=s=>s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),Do=s=>s.join(""),Wo=(s,t)=>{let e=t;if(s.charAt(e)!=="[")throw new Error(
"not in a brace expression");let n=[],r=[],i=e+1,o=!1,l=!1,a=!1,u=!1,d=e,c="";t:for(;i<s.length;){let h=s.charAt(i);if((h===
"!"||h==="^")&&i===e+1){u=!0,i++;continue}if(h==="]"&&o&&!a){d=i+1;break}if(o=!0,h==="\\"&&!a){a=!0,i++;continue}if(h===
"["&&!a){for(let[b,[m,w,S]]of Object.entries(fu))if(s.startsWith(b,i)){if(c)return["$.",!1,s.length-e,!0];i+=b.length,S?
r.push(m):n.push(m),l=l||w;continue t}}if(a=!1,c){h>c?n.push(Se(c)+"-"+Se(h)):h===c&&n.push(Se(h)),c="",i++;continue}if(s.
startsWith("-]",i+1)){n.push(Se(h+"-")),i+=2;continue}if(s.startsWith("-",i+1)){c=h,i+=2;continue}n.push(Se(h)),i++}if(d<
i)return["",!1,0,!1];if(!n.length&&!r.length)return["$.",!1,s.length-e,!0];if(r.length===0&&n.length===1&&/^\\?.$/.test(
n[0])&&!u){let h=n[0].length===2?n[0].slice(-1):n[0];return[pu(h),!1,d-e,!1]}let p="["+(u?"^":"")+Do(n)+"]",f="["+(u?"":
"^")+Do(r)+"]";return[n.length&&r.length?"("+p+"|"+f+")":n.length?p:f,l,d-e,!0]};var Dt=(s,{windowsPathsNoEscape:t=!1,magicalBraces:e=!0}={})=>e?t?s.replace(/\[([^/\\])\]/g,"$1"):s.replace(/((?!\\).|^)\[([^/\\])\]/g,
"$1$2").replace(/\\([^/])/g,"$1"):t?s.replace(/\[([^/\\{}])\]/g,"$1"):s.replace(/((?!\\).|^)\[([^/\\{}])\]/g,"$1$2").replace(
/\\([^/{}])/g,"$1");var ht,hu=new Set(["!","?","+","*","@"]),ps=s=>hu.has(s),Uo=s=>ps(s.type),gu=new Map([["!",["@"]],["?",["?","@"]],["@",[
"@"]],["*",["*","+","?","@"]],["+",["+","@"]]]),mu=new Map([["!",["?"]],["@",["?"]],["+",["?","*"]]]),wu=new Map([["!",[
"?","@"]],["?",["?","@"]],["@",["?","@"]],["*",["*","+","?","@"]],["+",["+","@","?","*"]]]),Ho=new Map([["!",new Map([["\
!","@"]])],["?",new Map([["*","*"],["+","*"]])],["@",new Map([["!","!"],["?","?"],["@","@"],["*","*"],["+","+"]])],["+",
new Map([["?","*"],["*","*"]])]]),yu="(?!(?:^|/)\\.\\.?(?:$|/))",pn="(?!\\.)",bu=new Set(["[","."]),Su=new Set(["..","."]),
ku=new Set("().*{}+?[]^$\\!"),vu=s=>s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),hs="[^/]",Jo=hs+"*?",Bo=hs+"+?",xu=0,Bt=class{type;#t;#s;#n=!1;#e=[];#r;#o;#a;#i=!1;#u;#f;#c=!1;id=++xu;get depth(){
return(this.#r?.depth??-1)+1}[Symbol.for("nodejs.util.inspect.custom")](){return{"@@type":"AST",id:this.id,type:this.type,
root:this.#t.id,parent:this.#r?.id,depth:this.depth,partsLength:this.#e.length,parts:this.#e}}constructor(t,e,n={}){this.
type=t,t&&(this.#s=!0),this.#r=e,this.#t=this.#r?this.#r.#t:this,this.#u=this.#t===this?n:this.#t.#u,this.#a=this.#t===this?
[]:this.#t.#a,t==="!"&&!this.#t.#i&&this.#a.push(this),this.#o=this.#r?this.#r.#e.length:0}get hasMagic(){if(this.#s!==void 0)
return this.#s;for(let t of this.#e)if(typeof t!="string"&&(t.type||t.hasMagic))return this.#s=!0;return this.#s}toString(){
return this.#f!==void 0?this.#f:this.type?this.#f=this.type+"("+this.#e.map(t=>String(t)).join("|")+")":this.#f=this.#e.
map(t=>String(t)).join("")}#p(){if(this!==this.#t)throw new Error("should only call on root");if(this.#i)return this;this.
toString(),this.#i=!0;let t;for(;t=this.#a.pop();){if(t.type!=="!")continue;let e=t,n=e.#r;for(;n;){for(let r=e.#o+1;!n.
type&&r<n.#e.length;r++)for(let i of t.#e){if(typeof i=="string")throw new Error("string part in extglob AST??");i.copyIn(
n.#e[r])}e=n,n=e.#r}}return this}push(...t){for(let e of t)if(e!==""){if(typeof e!="string"&&!(e instanceof ht&&e.#r===this))
throw new Error("invalid part: "+e);this.#e.push(e)}}toJSON(){let t=this.type===null?this.#e.slice().map(e=>typeof e=="s\
tring"?e:e.toJSON()):[this.type,...this.#e.map(e=>e.toJSON())];return this.isStart()&&!this.type&&t.unshift([]),this.isEnd()&&
(this===this.#t||this.#t.#i&&this.#r?.type==="!")&&t.push({}),t}isStart(){if(this.#t===this)return!0;if(!this.#r?.isStart())
return!1;if(this.#o===0)return!0;let t=this.#r;for(let e=0;e<this.#o;e++){let n=t.#e[e];if(!(n instanceof ht&&n.type==="\
!"))return!1}return!0}isEnd(){if(this.#t===this||this.#r?.type==="!")return!0;if(!this.#r?.isEnd())return!1;if(!this.type)
return this.#r?.isEnd();let t=this.#r?this.#r.#e.length:0;return this.#o===t-1}copyIn(t){typeof t=="string"?this.push(t):
this.push(t.clone(this))}clone(t){let e=new ht(this.type,t);for(let n of this.#e)e.copyIn(n);return e}static#d(t,e,n,r,i){
let o=r.maxExtglobRecursion??2,l=!1,a=!1,u=-1,d=!1;if(e.type===null){let h=n,b="";for(;h<t.length;){let m=t.charAt(h++);
if(l||m==="\\"){l=!l,b+=m;continue}if(a){h===u+1?(m==="^"||m==="!")&&(d=!0):m==="]"&&!(h===u+2&&d)&&(a=!1),b+=m;continue}else if(m===
"["){a=!0,u=h,d=!1,b+=m;continue}if(!r.noext&&ps(m)&&t.charAt(h)==="("&&i<=o){e.push(b),b="";let S=new ht(m,e);h=ht.#d(t,
S,h,r,i+1),e.push(S);continue}b+=m}return e.push(b),h}let c=n+1,p=new ht(null,e),f=[],g="";for(;c<t.length;){let h=t.charAt(
c++);if(l||h==="\\"){l=!l,g+=h;continue}if(a){c===u+1?(h==="^"||h==="!")&&(d=!0):h==="]"&&!(c===u+2&&d)&&(a=!1),g+=h;continue}else if(h===
"["){a=!0,u=c,d=!1,g+=h;continue}if(!r.noext&&ps(h)&&t.charAt(c)==="("&&(i<=o||e&&e.#w(h))){let m=e&&e.#w(h)?0:1;p.push(
g),g="";let w=new ht(h,p);p.push(w),c=ht.#d(t,w,c,r,i+m);continue}if(h==="|"){p.push(g),g="",f.push(p),p=new ht(null,e);
continue}if(h===")")return g===""&&e.#e.length===0&&(e.#c=!0),p.push(g),g="",e.push(...f,p),c;g+=h}return e.type=null,e.#s=
void 0,e.#e=[t.substring(n-1)],c}#h(t){return this.#b(t,mu)}#b(t,e=gu){if(!t||typeof t!="object"||t.type!==null||t.#e.length!==
1||this.type===null)return!1;let n=t.#e[0];return!n||typeof n!="object"||n.type===null?!1:this.#w(n.type,e)}#w(t,e=wu){return!!e.
get(this.type)?.includes(t)}#$(t,e){let n=t.#e[0],r=new ht(null,n,this.options);r.#e.push(""),n.push(r),this.#y(t,e)}#y(t,e){
let n=t.#e[0];this.#e.splice(e,1,...n.#e);for(let r of n.#e)typeof r=="object"&&(r.#r=this);this.#f=void 0}#R(t){return!!Ho.
get(this.type)?.has(t)}#T(t){if(!t||typeof t!="object"||t.type!==null||t.#e.length!==1||this.type===null||this.#e.length!==
1)return!1;let e=t.#e[0];return!e||typeof e!="object"||e.type===null?!1:this.#R(e.type)}#v(t){let e=Ho.get(this.type),n=t.#e[0],
r=e?.get(n.type);if(!r)return!1;this.#e=n.#e;for(let i of this.#e)typeof i=="object"&&(i.#r=this);this.type=r,this.#f=void 0,
this.#c=!1}static fromGlob(t,e={}){let n=new ht(null,void 0,e);return ht.#d(t,n,0,e,0),n}toMMPattern(){if(this!==this.#t)
return this.#t.toMMPattern();let t=this.toString(),[e,n,r,i]=this.toRegExpSource();if(!(r||this.#s||this.#u.nocase&&!this.#u.
nocaseMagicOnly&&t.toUpperCase()!==t.toLowerCase()))return n;let l=(this.#u.nocase?"i":"")+(i?"u":"");return Object.assign(
new RegExp(`^${e}$`,l),{_src:e,_glob:t})}get options(){return this.#u}toRegExpSource(t){let e=t??!!this.#u.dot;if(this.#t===
this&&(this.#x(),this.#p()),!Uo(this)){let a=this.isStart()&&this.isEnd()&&!this.#e.some(f=>typeof f!="string"),u=this.#e.
map(f=>{let[g,h,b,m]=typeof f=="string"?ht.#O(f,this.#s,a):f.toRegExpSource(t);return this.#s=this.#s||b,this.#n=this.#n||
m,g}).join(""),d="";if(this.isStart()&&typeof this.#e[0]=="string"&&!(this.#e.length===1&&Su.has(this.#e[0]))){let g=bu,
h=e&&g.has(u.charAt(0))||u.startsWith("\\.")&&g.has(u.charAt(2))||u.startsWith("\\.\\.")&&g.has(u.charAt(4)),b=!e&&!t&&g.
has(u.charAt(0));d=h?yu:b?pn:""}let c="";return this.isEnd()&&this.#t.#i&&this.#r?.type==="!"&&(c="(?:$|\\/)"),[d+u+c,Dt(
u),this.#s=!!this.#s,this.#n]}let n=this.type==="*"||this.type==="+",r=this.type==="!"?"(?:(?!(?:":"(?:",i=this.#m(e);if(this.
isStart()&&this.isEnd()&&!i&&this.type!=="!"){let a=this.toString(),u=this;return u.#e=[a],u.type=null,u.#s=void 0,[a,Dt(
this.toString()),!1,!1]}let o=!n||t||e||!pn?"":this.#m(!0);o===i&&(o=""),o&&(i=`(?:${i})(?:${o})*?`);let l="";if(this.type===
"!"&&this.#c)l=(this.isStart()&&!e?pn:"")+Bo;else{let a=this.type==="!"?"))"+(this.isStart()&&!e&&!t?pn:"")+Jo+")":this.
type==="@"?")":this.type==="?"?")?":this.type==="+"&&o?")":this.type==="*"&&o?")?":`)${this.type}`;l=r+i+a}return[l,Dt(i),
this.#s=!!this.#s,this.#n]}#x(){if(Uo(this)){let t=0,e=!1;do{e=!0;for(let n=0;n<this.#e.length;n++){let r=this.#e[n];typeof r==
"object"&&(r.#x(),this.#b(r)?(e=!1,this.#y(r,n)):this.#h(r)?(e=!1,this.#$(r,n)):this.#T(r)&&(e=!1,this.#v(r)))}}while(!e&&
++t<10)}else for(let t of this.#e)typeof t=="object"&&t.#x();this.#f=void 0}#m(t){return this.#e.map(e=>{if(typeof e=="s\
tring")throw new Error("string type in extglob ast??");let[n,r,i,o]=e.toRegExpSource(t);return this.#n=this.#n||o,n}).filter(
e=>!(this.isStart()&&this.isEnd())||!!e).join("|")}static#O(t,e,n=!1){let r=!1,i="",o=!1,l=!1;for(let a=0;a<t.length;a++){
let u=t.charAt(a);if(r){r=!1,i+=(ku.has(u)?"\\":"")+u;continue}if(u==="*"){if(l)continue;l=!0,i+=n&&/^[*]+$/.test(t)?Bo:
Jo,e=!0;continue}else l=!1;if(u==="\\"){a===t.length-1?i+="\\\\":r=!0;continue}if(u==="["){let[d,c,p,f]=Wo(t,a);if(p){i+=
d,o=o||c,a+=p-1,e=e||f;continue}}if(u==="?"){i+=hs,e=!0;continue}i+=vu(u)}return[i,Dt(t),!!e,o]}};ht=Bt;var gs=(s,{windowsPathsNoEscape:t=!1,magicalBraces:e=!1}={})=>e?t?s.replace(/[?*()[\]{}]/g,"[$&]"):s.replace(/[?*()[\]\\{}]/g,
"\\$&"):t?s.replace(/[?*()[\]]/g,"[$&]"):s.replace(/[?*()[\]\\]/g,"\\$&");var dt=(s,t,e={})=>(be(t),!e.nocomment&&t.charAt(0)==="#"?!1:new Mt(t,e).match(s)),$u=/^\*+([^+@!?*[(]*)$/,Ru=s=>t=>!t.startsWith(
".")&&t.endsWith(s),Ou=s=>t=>t.endsWith(s),Pu=s=>(s=s.toLowerCase(),t=>!t.startsWith(".")&&t.toLowerCase().endsWith(s)),
Au=s=>(s=s.toLowerCase(),t=>t.toLowerCase().endsWith(s)),Eu=/^\*+\.\*+$/,Tu=s=>!s.startsWith(".")&&s.includes("."),_u=s=>s!==
"."&&s!==".."&&s.includes("."),Nu=/^\.\*+$/,Cu=s=>s!=="."&&s!==".."&&s.startsWith("."),Mu=/^\*+$/,ju=s=>s.length!==0&&!s.
startsWith("."),Lu=s=>s.length!==0&&s!=="."&&s!=="..",Fu=/^\?+([^+@!?*[(]*)?$/,Iu=([s,t=""])=>{let e=Ko([s]);return t?(t=
t.toLowerCase(),n=>e(n)&&n.toLowerCase().endsWith(t)):e},Du=([s,t=""])=>{let e=Vo([s]);return t?(t=t.toLowerCase(),n=>e(
n)&&n.toLowerCase().endsWith(t)):e},Wu=([s,t=""])=>{let e=Vo([s]);return t?n=>e(n)&&n.endsWith(t):e},Uu=([s,t=""])=>{let e=Ko(
[s]);return t?n=>e(n)&&n.endsWith(t):e},Ko=([s])=>{let t=s.length;return e=>e.length===t&&!e.startsWith(".")},Vo=([s])=>{
let t=s.length;return e=>e.length===t&&e!=="."&&e!==".."},qo=typeof process=="object"&&process?typeof process.env=="obje\
ct"&&process.env&&process.env.__MINIMATCH_TESTING_PLATFORM__||process.platform:"posix",zo={win32:{sep:"\\"},posix:{sep:"\
/"}},Hu=qo==="win32"?zo.win32.sep:zo.posix.sep;dt.sep=Hu;var ot=Symbol("globstar **");dt.GLOBSTAR=ot;var Ju="[^/]",Bu=Ju+
"*?",zu="(?:(?!(?:\\/|^)(?:\\.{1,2})($|\\/)).)*?",Gu="(?:(?!(?:\\/|^)\\.).)*?",Ku=(s,t={})=>e=>dt(e,s,t);dt.filter=Ku;var St=(s,t={})=>Object.
assign({},s,t),Vu=s=>{if(!s||typeof s!="object"||!Object.keys(s).length)return dt;let t=dt;return Object.assign((n,r,i={})=>t(
n,r,St(s,i)),{Minimatch:class extends t.Minimatch{constructor(r,i={}){super(r,St(s,i))}static defaults(r){return t.defaults(
St(s,r)).Minimatch}},AST:class extends t.AST{constructor(r,i,o={}){super(r,i,St(s,o))}static fromGlob(r,i={}){return t.AST.
fromGlob(r,St(s,i))}},unescape:(n,r={})=>t.unescape(n,St(s,r)),escape:(n,r={})=>t.escape(n,St(s,r)),filter:(n,r={})=>t.filter(
n,St(s,r)),defaults:n=>t.defaults(St(s,n)),makeRe:(n,r={})=>t.makeRe(n,St(s,r)),braceExpand:(n,r={})=>t.braceExpand(n,St(
s,r)),match:(n,r,i={})=>t.match(n,r,St(s,i)),sep:t.sep,GLOBSTAR:ot})};dt.defaults=Vu;var Xo=(s,t={})=>(be(s),t.nobrace||
!/\{(?:(?!\{).)*\}/.test(s)?[s]:Io(s,{max:t.braceExpandMax}));dt.braceExpand=Xo;var qu=(s,t={})=>new Mt(s,t).makeRe();dt.
makeRe=qu;var Xu=(s,t,e={})=>{let n=new Mt(t,e);return s=s.filter(r=>n.match(r)),n.options.nonull&&!s.length&&s.push(t),
s};dt.match=Xu;var Go=/[?*]|[+@!]\(.*?\)|\[|\]/,Yu=s=>s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),Mt=class{options;set;pattern;windowsPathsNoEscape;nonegate;negate;comment;empty;preserveMultipleSlashes;partial;globSet;globParts;nocase;isWindows;platform;windowsNoMagicRoot;maxGlobstarRecursion;regexp;constructor(t,e={}){
be(t),e=e||{},this.options=e,this.maxGlobstarRecursion=e.maxGlobstarRecursion??200,this.pattern=t,this.platform=e.platform||
qo,this.isWindows=this.platform==="win32";let n="allowWindowsEscape";this.windowsPathsNoEscape=!!e.windowsPathsNoEscape||
e[n]===!1,this.windowsPathsNoEscape&&(this.pattern=this.pattern.replace(/\\/g,"/")),this.preserveMultipleSlashes=!!e.preserveMultipleSlashes,
this.regexp=null,this.negate=!1,this.nonegate=!!e.nonegate,this.comment=!1,this.empty=!1,this.partial=!!e.partial,this.nocase=
!!this.options.nocase,this.windowsNoMagicRoot=e.windowsNoMagicRoot!==void 0?e.windowsNoMagicRoot:!!(this.isWindows&&this.
nocase),this.globSet=[],this.globParts=[],this.set=[],this.make()}hasMagic(){if(this.options.magicalBraces&&this.set.length>
1)return!0;for(let t of this.set)for(let e of t)if(typeof e!="string")return!0;return!1}debug(...t){}make(){let t=this.pattern,
e=this.options;if(!e.nocomment&&t.charAt(0)==="#"){this.comment=!0;return}if(!t){this.empty=!0;return}this.parseNegate(),
this.globSet=[...new Set(this.braceExpand())],e.debug&&(this.debug=(...i)=>console.error(...i)),this.debug(this.pattern,
this.globSet);let n=this.globSet.map(i=>this.slashSplit(i));this.globParts=this.preprocess(n),this.debug(this.pattern,this.
globParts);let r=this.globParts.map((i,o,l)=>{if(this.isWindows&&this.windowsNoMagicRoot){let a=i[0]===""&&i[1]===""&&(i[2]===
"?"||!Go.test(i[2]))&&!Go.test(i[3]),u=/^[a-z]:/i.test(i[0]);if(a)return[...i.slice(0,4),...i.slice(4).map(d=>this.parse(
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
this.levelTwoFileOptimize(t)),e.includes(ot)?this.#t(t,e,n,r,i):this.#n(t,e,n,r,i)}#t(t,e,n,r,i){let o=e.indexOf(ot,i),l=e.
lastIndexOf(ot),[a,u,d]=n?[e.slice(i,o),e.slice(o+1),[]]:[e.slice(i,o),e.slice(o+1,l),e.slice(l+1)];if(a.length){let w=t.
slice(r,r+a.length);if(!this.#n(w,a,n,0,0))return!1;r+=a.length,i+=a.length}let c=0;if(d.length){if(d.length+r>t.length)
return!1;let w=t.length-d.length;if(this.#n(t,d,n,w,0))c=d.length;else{if(t[t.length-1]!==""||r+d.length===t.length||(w--,
!this.#n(t,d,n,w,0)))return!1;c=d.length+1}}if(!u.length){let w=!!c;for(let S=r;S<t.length-c;S++){let $=String(t[S]);if(w=
!0,$==="."||$===".."||!this.options.dot&&$.startsWith("."))return!1}return n||w}let p=[[[],0]],f=p[0],g=0,h=[0];for(let w of u)
w===ot?(h.push(g),f=[[],0],p.push(f)):(f[0].push(w),g++);let b=p.length-1,m=t.length-c;for(let w of p)w[1]=m-(h[b--]+w[0].
length);return!!this.#s(t,p,r,0,n,0,!!c)}#s(t,e,n,r,i,o,l){let a=e[r];if(!a){for(let c=n;c<t.length;c++){l=!0;let p=t[c];
if(p==="."||p===".."||!this.options.dot&&p.startsWith("."))return!1}return l}let[u,d]=a;for(;n<=d;){if(this.#n(t.slice(0,
n+u.length),u,i,n,0)&&o<this.maxGlobstarRecursion){let f=this.#s(t,e,n+u.length,r+1,i,o+1,l);if(f!==!1)return f}let p=t[n];
if(p==="."||p===".."||!this.options.dot&&p.startsWith("."))return!1;n++}return i||null}#n(t,e,n,r,i){let o,l,a,u;for(o=r,
l=i,u=t.length,a=e.length;o<u&&l<a;o++,l++){this.debug("matchOne loop");let d=e[l],c=t[o];if(this.debug(e,d,c),d===!1||d===
ot)return!1;let p;if(typeof d=="string"?(p=c===d,this.debug("string match",d,c,p)):(p=d.test(c),this.debug("pattern matc\
h",d,c,p)),!p)return!1}if(o===u&&l===a)return!0;if(o===u)return n;if(l===a)return o===u-1&&t[o]==="";throw new Error("wt\
f?")}braceExpand(){return Xo(this.pattern,this.options)}parse(t){be(t);let e=this.options;if(t==="**")return ot;if(t==="")
return"";let n,r=null;(n=t.match(Mu))?r=e.dot?Lu:ju:(n=t.match($u))?r=(e.nocase?e.dot?Au:Pu:e.dot?Ou:Ru)(n[1]):(n=t.match(
Fu))?r=(e.nocase?e.dot?Du:Iu:e.dot?Wu:Uu)(n):(n=t.match(Eu))?r=e.dot?_u:Tu:(n=t.match(Nu))&&(r=Cu);let i=Bt.fromGlob(t,this.
options).toMMPattern();return r&&typeof i=="object"&&Reflect.defineProperty(i,"test",{value:r}),i}makeRe(){if(this.regexp||
this.regexp===!1)return this.regexp;let t=this.set;if(!t.length)return this.regexp=!1,this.regexp;let e=this.options,n=e.
noglobstar?Bu:e.dot?zu:Gu,r=new Set(e.nocase?["i"]:[]),i=t.map(a=>{let u=a.map(c=>{if(c instanceof RegExp)for(let p of c.
flags.split(""))r.add(p);return typeof c=="string"?Yu(c):c===ot?ot:c._src});u.forEach((c,p)=>{let f=u[p+1],g=u[p-1];c!==
ot||g===ot||(g===void 0?f!==void 0&&f!==ot?u[p+1]="(?:\\/|"+n+"\\/)?"+f:u[p]=n:f===void 0?u[p-1]=g+"(?:\\/|\\/"+n+")?":f!==
ot&&(u[p-1]=g+"(?:\\/|\\/"+n+"\\/)"+f,u[p+1]=ot))});let d=u.filter(c=>c!==ot);if(this.partial&&d.length>=1){let c=[];for(let p=1;p<=
d.length;p++)c.push(d.slice(0,p).join("/"));return"(?:"+c.join("|")+")"}return d.join("/")}).join("|"),[o,l]=t.length>1?
["(?:",")"]:["",""];i="^"+o+i+l+"$",this.partial&&(i="^(?:\\/|"+o+i.slice(1,-1)+l+")$"),this.negate&&(i="^(?!"+i+").+$");
try{this.regexp=new RegExp(i,[...r].join(""))}catch{this.regexp=!1}return this.regexp}slashSplit(t){return this.preserveMultipleSlashes?
t.split("/"):this.isWindows&&/^\/\/[^/]+/.test(t)?["",...t.split(/\/+/)]:t.split(/\/+/)}match(t,e=this.partial){if(this.
debug("match",t,this.pattern),this.comment)return!1;if(this.empty)return t==="";if(t==="/"&&e)return!0;let n=this.options;
this.isWindows&&(t=t.split("\\").join("/"));let r=this.slashSplit(t);this.debug(this.pattern,"split",r);let i=this.set;this.
debug(this.pattern,"set",i);let o=r[r.length-1];if(!o)for(let l=r.length-2;!o&&l>=0;l--)o=r[l];for(let l of i){let a=r;if(n.
matchBase&&l.length===1&&(a=[o]),this.matchOne(a,l,e))return n.flipNegate?!0:!this.negate}return n.flipNegate?!1:this.negate}static defaults(t){
return dt.defaults(t).Minimatch}};dt.AST=Bt;dt.Minimatch=Mt;dt.escape=gs;dt.unescape=Dt;var Zo="--follow-symbolic-links";function Qo(s,t,e={}){let n=ys(s),r=nc(e.leaveOut??[]),i=ec(t[0]),o=(i?t.slice(1):t).flatMap(
u=>u.split(`
`)).map(u=>u.trim()).filter(u=>u!==""&&!u.startsWith("#")).flatMap(u=>oc(rc(n,u))),l=(0,ms.createHash)("sha256"),a=0;for(let u of cc(
o,i,r)){if(!u.startsWith(`${n}${hn}`))continue;let d;try{if(r.any&&(0,gt.lstatSync)(u).isSymbolicLink()&&r.holds((0,gt.realpathSync)(
u)))continue;let c=(0,gt.statSync)(u);if(c.isDirectory())continue;if(!c.isFile())throw new k("hash-files-failed",`hashFi\
les() cannot hash ${u}: it is not a regular file (${sc(c)})`);d=(0,gt.readFileSync)(u)}catch(c){throw c instanceof k?c:ws(
u,c)}l.update((0,ms.createHash)("sha256").update(d).digest()),a+=1}return a>0?l.digest("hex"):""}function ec(s){if(s===void 0||
!s.startsWith("--"))return!1;if(s.toLowerCase()===Zo)return!0;throw new k("hash-files-failed",`hashFiles(): invalid glob\
 option ${s}: the one option is '${Zo}', as the first argument`)}function nc(s){let t=new Set(s.map(n=>ys(n)));for(let n of[
...t])try{t.add((0,gt.realpathSync)(n))}catch{}let e=[...t];return{any:e.length>0,holds:n=>e.some(r=>n===r||n.startsWith(
r.endsWith(hn)?r:`${r}${hn}`))}}function ws(s,t){let e=t.code??String(t);return new k("hash-files-failed",`hashFiles() c\
ould not read ${s}: ${e}`)}function sc(s){return s.isFIFO()?"a FIFO":s.isSocket()?"a socket":s.isCharacterDevice()||s.isBlockDevice()?
"a device":"not a file"}var ta={dot:!0,nobrace:!0,nocase:process.platform==="win32",nocomment:!0,noext:!0,nonegate:!0};function rc(s,t){
let e=!1,n=t;for(;n.startsWith("!");)e=!e,n=n.slice(1).trim();if(n==="")throw new k("hash-files-failed",`hashFiles(): th\
e pattern '${t}' is empty`);let r=Qu(n),i=n.endsWith("/"),o=n.split("/").filter(f=>f!==""),l=r?hn:s;!r&&o[0]==="."?o.shift():
!r&&o[0]==="~"&&(l=Zu(),o.shift());let a=o.map(ic);if(a.some(f=>f==="."||f===".."))throw new k("hash-files-failed",`hash\
Files(): invalid pattern '${t}': relative pathing '.' and '..' is not allowed`);let u=a.indexOf(null),d=u===-1?a:a.slice(
0,u),c=ac(l),p=o.length===0?c:`${c.endsWith("/")?c:`${c}/`}${o.join("/")}`;return{negate:e,directories:i,glob:p,matcher:new Mt(
p,ta),searchPath:ys(l,...d)}}function ic(s){let t="";for(let e=0;e<s.length;e++){let n=s[e];if(n==="\\"&&e+1<s.length){e+=
1,t+=s[e];continue}if(n==="*"||n==="?")return null;if(n==="["&&e+1<s.length){let r="",i=-1;for(let o=e+1;o<s.length;o++){
let l=s[o];if(l==="\\"&&o+1<s.length)o+=1,r+=s[o];else if(l==="]"){i=o;break}else r+=l}if(i>=0){if(r.length>1)return null;
if(r!==""){t+=r,e=i;continue}}}t+=n}return t}function oc(s){if(s.glob.endsWith("/**")&&!s.directories)return[s];let t=`${s.
glob}/**`;return[s,{...s,directories:!1,glob:t,matcher:new Mt(t,ta)}]}function ac(s){return s.replaceAll("\\","\\\\").replace(
/(\[)(?=[^/]+\])/g,"[[]").replace(/\?/g,"[?]").replace(/\*/g,"[*]")}var ke={none:0,directory:1,file:2,all:3};function lc(s,t){
let e=ke.none;for(let n of s){if(!n.matcher.match(t))continue;let r=n.directories?ke.directory:ke.all;e=n.negate?e&~r:e|
r}return e}function uc(s,t){return s.some(e=>!e.negate&&e.matcher.match(t,!0))}function*cc(s,t,e){let n=s.filter(o=>!o.negate).
map(o=>o.searchPath),r=new Set(n),i=[];for(let o of n){if(i.includes(o))continue;let l=!1;for(let a=o,u=Yo(a);u!==a;a=u,
u=Yo(a))r.has(u)&&(l=!0);l||i.push(o)}for(let o of i){let l=[{path:o,chain:[]}];for(;l.length>0;){let a=l.pop();if(e.holds(
a.path))continue;let u=lc(s,a.path);if(!u&&!uc(s,a.path))continue;let d;try{d=t?(0,gt.statSync)(a.path):(0,gt.lstatSync)(
a.path)}catch(h){if(h.code==="ENOENT")continue;throw ws(a.path,h)}if(!d.isDirectory()){u&ke.file&&(yield a.path);continue}
let c=a.path,p;try{if(t&&(c=(0,gt.realpathSync)(a.path)),a.chain.includes(c)||t&&e.holds(c))continue;p=(0,gt.readdirSync)(
a.path)}catch(h){throw ws(a.path,h)}u&ke.directory&&(yield a.path);let f=[...a.chain,c],g=p.map(h=>({path:tc(a.path,h),chain:f}));
l.push(...g.reverse())}}}var ea=64*1024,gn=4096,dc=4096,bs=16,wn=class{#t;#s;#n;#e="";#r="";#o=0;#a=!1;#i;#u;constructor(t,e,n={}){this.#t=t,this.#s=
e,this.#i=n.holdWhatMayGoOn??!1,this.#u=n.quietMs===void 0?void 0:new Qt(n.quietMs,()=>this.flush());let r=n.hide;this.#n=
new Zt(i=>{this.#e+=r===void 0?i:r(i),this.#a=!0})}push(t,e){this.#a=!1,this.#n.push(t,e),this.#a&&this.#f(!1),this.#u?.
arm()}flush(){this.#f(!0)}stop(){this.#u?.stop()}end(){this.stop(),this.#n.end("stdout"),this.#n.end("stderr"),this.#e!==
""&&this.#d(this.#e.length)}#f(t){let e=this.#e;if(e==="")return;let n=t&&!(this.#i&&Mr(this.#r+e,this.#t));if(!n&&e.length<
this.#o&&e.length<=ea)return;let r=V(this.#r+e,this.#t),i=r.redactions.length>0,o=mn(e,e.length-1);if(n&&mn(e,e.length)===
e.length&&(!i||this.#p(r.text,o))){this.#d(e.length);return}let l=jr(this.#r+e,this.#t)-this.#r.length,a=i||l>=-this.#r.
length?bs:1;for(let u=o;u>0&&a>0;a--,u=mn(e,u-1))if(!(l>=-this.#r.length&&u>l)){if(!i||this.#p(r.text,u)){this.#d(u);break}
this.#o=e.length+Math.max(gn,e.length>>2)}for(;this.#e.length>ea;)this.#c()}#c(){let t=this.#e,e=V(this.#r+t,this.#t).text,
n=bs;for(let u=t.length-gn;u>0&&n>0;u--)if(fc(t,u-1)&&(n--,this.#p(e,u))){this.#d(u);return}let r=Le(this.#r+t,this.#t),
i=this.#r.length,o=t.length-gn,l=0,a=r.length-1;for(n=bs;o>0&&n>0;o--){for(;a>=0&&r[a].start-i>=o;)a--;if(a>=0&&r[a].end-
i>o&&(o=r[a].start-i,o<=0))break;if(!pc(t.charCodeAt(o))&&(l||=o,n--,this.#p(e,o))){this.#d(o);return}}this.#d(l>0?l:t.length-
gn)}#p(t,e){return Fe(this.#r+this.#e,this.#r.length+e,this.#t,t)}#d(t){let e=this.#e.slice(0,t);this.#e=this.#e.slice(t),
this.#o=0;let n=V(this.#r+e,this.#t).text,r=V(this.#r,this.#t).text,i=0;for(;i<r.length&&i<n.length&&n[i]===r[i];)i++;let o=n.
lastIndexOf(xt.markerPrefix,i-1);o>=0&&o<i&&n.indexOf(xt.markerSuffix,o)>=i&&(i=o);let l=n.slice(i),a=this.#r+e;this.#r=
a.slice(mn(a,a.length-1)).slice(-dc),l!==""&&this.#s(l)}};function mn(s,t){for(let e=Math.min(t,s.length)-1;e>=0;e--){let n=s.
charCodeAt(e);if(n===Ss||n===na&&s.charCodeAt(e+1)!==Ss)return e+1}return 0}var Ss=10,na=13;function fc(s,t){let e=s.charCodeAt(
t);if(hc(e)||e===27||e>=55296&&e<=56319)return!1;if(e!==32&&e!==9)return!0;let n=t;for(;n>0&&(s.charCodeAt(n-1)===32||s.
charCodeAt(n-1)===9);)n--;let r=s.charCodeAt(n-1);return r!==Ss&&r!==na}function pc(s){return s>=56320&&s<=57343}function hc(s){
return s>=48&&s<=57||s>=65&&s<=90||s>=97&&s<=122||s===43||s===47||s===61||s===95||s===45||s===46||s===37}var ra=1024*1024,sa=`[baton: this step printed more than ${ra/(1024*1024)} MiB while it ran; the rest is written here wh\
en it ends, and its output is then kept as the runner keeps it: the last 1 MiB]
`,yn=class{#t;#s;#n="";#e=0;#r=!1;#o=!1;constructor(t,e,n){this.#s=n,this.#t=new wn(t,r=>this.#a(r),{holdWhatMayGoOn:!0,
hide:e,quietMs:500})}push(t,e){this.#o||this.#r||t===""||this.#t.push(t,e)}end(){return this.#o=!0,this.#t.stop(),this.#n}#a(t){
this.#o||this.#r||(this.#i(t),!(this.#e<=ra)&&(this.#r=!0,this.#i(this.#n.endsWith(`
`)?sa:`
${sa}`)))}#i(t){this.#s(t),this.#n+=t,this.#e+=Buffer.byteLength(t)}};var $c="-event.json",bn=class{#t;expressions;#s;#n;#e=new Map;#r=Promise.resolve();#o=[];#a=new Map;#i=new Map;#u;host;constructor(t){
this.#t=t,this.expressions=t.expressions,this.host={hashFiles:e=>Qo(t.workspace,e,{leaveOut:[t.storeDir]})},this.#n=t.now??
(()=>new Date),this.#s=new br({root:t.workspace,tempDir:t.tempDir,privateTempDir:!0,now:this.#n})}now(){return this.#n()}emit(t){
if(this.#t.emit(t),t.type==="step-finished"&&(t.outcome==="failure"||t.outcome==="cancelled")){this.#F.has(`${t.leg}\0${t.
step}`)||this.#S(t.leg,t.step,`\u2500\u2500 step ${t.step+1}: ${t.name}
`);let e=t.message??t.outcome;this.#_(t.leg,`${t.outcome==="cancelled"?"Cancelled":"Error"}: ${e}
`)}t.type==="job-finished"&&this.#M(t.leg)}summary(t,e,n){let r=kt(this.#t.runDir,pt.summary),i=V(`${$s(t,e)}${n.trimEnd()}\


`,this.#t.secrets).text,o=Buffer.byteLength(i),l=this.#o?.at(-1);this.#o?.push({job:t,leg:e,offset:l?l.offset+l.bytes:0,
bytes:o}),this.#r=this.#r.then(()=>gc(r,i)).catch(a=>{this.#u??=ce(r,"the step summaries",a),this.#o=null})}summaryParts(){
return this.#o}async settle(){let t=[];try{await this.#t.recordWrites?.flush()}catch(r){t.push(yt(r))}let e=await this.drain();
e!==null&&t.push(e);let n=this.#t.eventsFailure?.()??null;return n!==null&&t.push(n),t.length===0?null:t.join(`
`)}async createStepFiles(){let t=await mc(kt(this.#t.tempDir,"step-")),e={output:kt(t,"output"),env:kt(t,"env"),path:kt(
t,"path"),state:kt(t,"state"),step_summary:kt(t,"summary")};return await Promise.all(Object.values(e).map(n=>bc(n,"",{flag:"\
wx",mode:384}))),e}async runScript(t){await this.#t.recordWrites?.settled(),this.#c(t.defaults.GITHUB_EVENT_PATH);let e=t.
files??await this.createStepFiles();try{let n={...this.#$(t),[ct.output]:e.output,[ct.env]:e.env,[ct.path]:e.path,[ct.state]:e.
state,[ct.stepSummary]:e.step_summary},r=0,i=P=>{this.#P(P.slice(r)),r=P.length},o=new nn({allowUnsecureCommands:n.ACTIONS_ALLOW_UNSECURE_COMMANDS?.
toLowerCase()==="true",allowUnsecureStopCommandTokens:["true","1","$true"].includes(n.ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TOKENS?.
toLowerCase()??""),redact:(P,x)=>(i(x),V(P,this.#t.secrets).text)}),l=this.#h(t),a=`\u2500\u2500 step ${t.step+1}: ${t.name}\

`,u=this.#S(t.leg,t.step,a),d=new yn(this.#t.secrets,P=>Zn(P,o.masks),P=>this.#C(t.leg,P)),c,p;try{c=await this.#b(t).run(
{script:t.script,shell:t.shell??Dr,cwd:this.#L(t.workingDirectory),env:n,signal:t.signal,stop:"interrupt",kill:t.kill,onOutput:(P,x)=>{
o.push(P,x),i(o.masks),l?.push(P,x),d.push(P,x)}})}finally{l?.end(),p=d.end()}let{masks:f,annotations:g,commands:h}=o.end();
i(f);let b=this.#N(Zn(c.output,f));this.#U(t.leg,u+p,this.#N(a)+b);let[[m,w,S],{text:$,...A}]=await Promise.all([Promise.
all([e.output,e.env,e.path].map(P=>wc(P,"utf8"))),Oc(e.step_summary)]);return{exitCode:c.exitCode,signal:c.signal,files:{
output:m??"",env:w??"",path:S??"",summary:$},...A,masks:f,annotations:g,commands:h,output:b}}finally{await yc(kc(e.output),
{recursive:!0,force:!0})}}#f;eventPath(t){return`${t}${$c}`}#c(t){if(t===void 0||t==="")return;this.#f??=Buffer.from(JSON.
stringify(this.#t.github.event,null,2));let e=this.#f,n;try{n=(0,B.openSync)(t,B.constants.O_RDONLY|B.constants.O_NOFOLLOW|
B.constants.O_NONBLOCK);let i=(0,B.fstatSync)(n);if(i.isFile()&&i.size===e.length&&(0,B.readFileSync)(n).equals(e))return}catch(i){
if(i.code==="ENOENT"){(0,B.writeFileSync)(t,e,{flag:"wx",mode:384});return}}finally{n!==void 0&&(0,B.closeSync)(n)}let r=`${t}\
.${(0,oa.randomUUID)()}`;(0,B.writeFileSync)(r,e,{flag:"wx",mode:384});try{(0,B.renameSync)(r,t)}catch{(0,B.rmSync)(t,{recursive:!0,
force:!0}),(0,B.renameSync)(r,t)}}#p=0;legTemp={open:async t=>{this.#p+=1;let e=kt(this.#t.tempDir,`runner-temp-${this.#p}`);
return(0,B.mkdirSync)(e,{mode:448}),e},close:async t=>{Pc(t,this.#d.get(t)??[]),this.#d.delete(t);try{(0,B.rmSync)(this.
eventPath(t),{recursive:!0,force:!0}),(0,B.rmdirSync)(t);return}catch{await Ke(t)}}};#d=new Map;#h(t){let e=this.#t.onOutput;
if(e===void 0)return;let n=new dn(()=>this.#t.secrets,i=>{let o=rn(i,lo);(o===null||o.form==="legacy"&&!sn.has(o.command))&&
e({job:t.job,leg:t.leg,line:i})}),r=new Qt(500,()=>n.flush());return{push:(i,o)=>{n.push(i,o),r.arm()},end:()=>{r.stop(),
n.end()}}}#b(t){let e=t.defaults.RUNNER_TEMP;return e===void 0?this.#t.runner:{run:n=>this.#t.runner.run({...n,onStart:r=>{
for(let[o,l]of this.#d)o!==e&&l.includes(r)&&this.#d.set(o,l.filter(a=>a!==r));let i=this.#d.get(e)??[];i.push(r),this.#d.
set(e,i),n.onStart?.(r)}})}}async loadAction(t){let e=this.#t.parseAction;if(!e)throw new k("action-invalid",`${t}: loca\
l actions cannot be read here`);return kr(this.#t.workspace,t,e)}async runAction(t){switch(this.#c(t.defaults.GITHUB_EVENT_PATH),
t.action){case"stage":return this.#y(t);case"prepare":return this.#R(t);case"capture":return this.#T(t);case"report":return this.#v(
t)}}#w(t,e){let n=this.#t.workflow,i=n.jobs.find(o=>o.id===t.job)?.steps[t.step]?.with[Z.prompt];return{mode:e,job:t.job,
stageJob:t.stageJob,matrix:t.matrix,upstream:t.upstream,...t.needsFacts===void 0?{}:{needsFacts:t.needsFacts},workflowJobs:t.
jobIds,github:this.#t.github,...this.#t.madeEvent===void 0?{}:{madeEvent:this.#t.madeEvent},...this.#t.madeEventRun===void 0?
{}:{madeEventRun:this.#t.madeEventRun},run:this.#t.run,parentRun:this.#t.parentRun??null,secrets:[...t.secrets,...Te(this.#$(
t))],promptSource:`${i?Q(n.fileName,i.position):n.fileName} jobs.${t.job} prompt`,readFile:o=>Sr(this.#t.workspace,o,bt.
templateBytes),parseVars:Kr}}#$(t){let e={CI:"true",...this.#t.baseEnv,...t.env,...t.defaults};return e.PATH=Rc(t.path,e.
PATH),e}async#y(t){let e;try{e=We(t.inputs,this.#w(t,"stage"))}catch(i){if(!(i instanceof k))throw i;return{ok:!1,outputs:{
...Fi()},env:{},summary:"",recorded:[],message:yt(i)}}this.#x(t);let n=this.#h(t),r;try{r=await Ji(e,{openRun:this.#t.openRun,
store:this.#t.store,workspace:this.#s,runner:this.#b(t),env:this.#$(t),signal:t.signal,reporter:this.#O(t),...n?{onOutput:(i,o)=>n.
push(i,o)}:{}})}finally{n?.end()}return this.#S(t.leg,t.step,`\u2500\u2500 step ${t.step+1}: stage ${e.stage}: ${r.attempts.
length} attempt(s), ${r.outcome.reason}; the agent's output is in ${Hs.log} of each attempt
`),{ok:r.ok,outputs:{...r.outputs},env:{},summary:xs(r.final,e.redact,this.#t.secrets),recorded:r.attempts.map(vs),message:r.
outcome.message}}async#R(t){let e=We(t.inputs,this.#w(t,"prepare"));this.#x(t);let n=await Ye(e,{openRun:this.#t.openRun,
store:this.#t.store,workspace:this.#s});if(n.kind==="refused")return{ok:!1,outputs:Kn("prepare",n.result.outputs),env:{},
summary:xs(n.result.final,e.redact,this.#t.secrets),recorded:n.result.attempts.map(vs),message:n.result.outcome.message};
let{prepared:r}=n;for(let i of r.warnings)this.#m(t,"warning",i.message);return this.#e.set(`${t.leg}\0${e.stage}`,{prepared:r,
redact:Dn(t.inputs[Z.redact]??"")}),{ok:!0,outputs:{"prompt-path":r.promptPath,"handoff-path":r.handoffPath},env:{BATON_PROMPT_PATH:r.
promptPath,BATON_HANDOFF_PATH:r.handoffPath,BATON_STAGE:e.stage},summary:"",recorded:[],message:null}}async#T(t){let e=We(
t.inputs,this.#w(t,"capture")),n=`${t.leg}\0${e.stage}`,r=this.#e.get(n);if(!r)throw new k("capture-without-prepare",`st\
age ${e.stage}: no prepare step ran before this capture in job ${t.job}`);this.#e.delete(n);let{prepared:i}=r,o=new Set(
Dn(t.inputs[Z.redact]??"")),l=Gr(r.redact.length,r.redact.filter(u=>o.has(u)).length);if(l)throw l;let a=await Xe(e,i,null,
{store:this.#t.store,workspace:this.#s},{cancelled:t.signal.aborted});return{ok:a.outcome.reason==="completed",outputs:Kn(
"capture",a.outputs),env:{},summary:xs(a,e.redact,this.#t.secrets),recorded:[vs(a)],message:a.outcome.message}}async#v(t){
let e={name:this.#t.github.event_name,payload:this.#t.github.event},n;try{n=us(t.inputs,e)}catch(l){if(!(l instanceof k))
throw l;if(l.code!=="issue-number-missing")return{ok:!1,outputs:{},env:{},summary:"",recorded:[],message:yt(l)};this.#m(
t,"warning",`on GitHub this step fails: ${l.message}`),n={...us({...t.inputs,[Z.mode]:"summary"},e),mode:ls(t.inputs)}}let r=await Rs(
this.#t.store),i=Ai(r,{workflow:this.#t.workflow.name??this.#t.workflow.fileName,runId:this.#t.run.id,key:n.key,includeDetail:n.
includeDetail,recordsLocation:`\`${vc(this.#t.workspace,this.#t.runDir)||this.#t.runDir}\``,runUrl:null,secrets:t.secrets,
cancelled:this.#t.runCancelled?.()??!1});await Ne(kt(this.#t.runDir,pt.report),i),this.#m(t,"info",`report written to ${kt(
this.#t.runDir,pt.report)}; no comment is posted from a local run`);let o=n.mode==="comment"?"":i;return{ok:!0,outputs:{},
env:{},summary:o,recorded:[],message:null}}#x(t){let e=t.inputs[Z.parentRun]?.trim();e&&this.#m(t,"warning",`${Z.parentRun}\
 ${JSON.stringify(e)} is not read by baton run: the parent run here is the one given with --parent <run-id|latest>${this.#t.
parentRun?` (${this.#t.parentRun})`:" (none)"}`)}#m(t,e,n){this.#t.emit({type:"notice",at:this.#n().toISOString(),level:e,
job:t.job,leg:t.leg,message:n})}#O(t){return{info:e=>this.#_(t.leg,`[baton] ${e}
`),warning:e=>this.#m(t,"warning",e),error:e=>this.#m(t,"error",e),group:(e,n)=>n()}}#L(t){return t?xc(this.#t.workspace,
t):this.#t.workspace}#F=new Set;#S(t,e,n){return this.#F.add(`${t}\0${e}`),this.#_(t,n)}addSecrets(t){this.#P(t)}#P(t){for(let e of t)
this.#t.secrets.includes(e)||this.#t.secrets.push(e)}#_(t,e){let n=this.#N(e);return this.#C(t,n),n}#N(t){return V(t.endsWith(
`
`)||t===""?t:`${t}
`,this.#t.secrets).text}#U(t,e,n){if(n.startsWith(e)){n.length>e.length&&this.#C(t,n.slice(e.length));return}let r=Buffer.
byteLength(e);this.#I(t,async i=>{let{size:o}=await i.stat();if(o<r)throw new Error(`it holds ${o} bytes, fewer than the\
 ${r} written of the step`);await i.truncate(o-r),await i.writeFile(n)})}#C(t,e){this.#I(t,n=>n.writeFile(e))}#I(t,e){let n=this.#a.
get(t);if(n===void 0){let r=kt(this.#t.runDir,se(t)),i=(this.#i.get(t)??Promise.resolve()).then(()=>aa(r,"a",438));n=i.catch(
()=>{}),this.#a.set(t,n),this.#i.set(t,i.then(()=>{}))}this.#A(t,n,e)}#M(t){let e=this.#a.get(t);e!==void 0&&(this.#a.delete(
t),this.#A(t,e,async n=>{let{nlink:r}=await n.stat();if(await n.close(),r===0)throw Object.assign(new Error("ENOENT: the\
 file was removed while the run wrote it"),{code:"ENOENT"})}))}#A(t,e,n){let r=(this.#i.get(t)??Promise.resolve()).then(
async()=>{let i=await e;i!==void 0&&await n(i)}).catch(i=>{this.#u??=ce(kt(this.#t.runDir,se(t)),`the job log of ${t}`,i)});
this.#i.set(t,r)}async drain(){await this.#r;for(let t of[...this.#a.keys()])this.#M(t);return await Promise.all(this.#i.
values()),this.#u??null}};function $s(s,t){return`## ${t===s?s:`${s} (${t})`}

`}function vs(s){let{stage:t,attempt:e,status:n,outcome:r}=s.record;return{stage:t,attempt:e,status:xr(n,r.reason),warnings:Di(
s.record)}}function Rc(s,t){return[...s,...t?[t]:[]].join(Sc)}function xs(s,t,e){let{record:n,handoff:r}=s,i=[...t,...e];
return _o(To({record:n,handoff:r,secrets:i}),i)}async function Oc(s){let t=await aa(s,"r");try{let{size:e}=await t.stat();
return e>bt.stepSummaryFileBytes?{text:"",summaryBytes:e}:{text:await t.readFile("utf8")}}finally{await t.close()}}async function Rs(s){
let t=await s.list();return(await Promise.all(t.map(n=>s.getAttempt(n.stage,n.attempt,n.runAttempt)))).filter(n=>n!==void 0)}
function Pc(s,t){let e=t.filter(i=>{try{return process.kill(-i,0),!0}catch{return!1}});if(e.length===0)return;let n;try{
n=(0,B.readdirSync)("/proc").filter(i=>/^\d+$/.test(i)&&Number(i)!==process.pid)}catch{for(let i of e)ia(-i);return}let r=`\
RUNNER_TEMP=${s}`;for(let i of n){let o;try{o=(0,B.readFileSync)(`/proc/${i}/environ`,"utf8")}catch{continue}o.split("\0").
includes(r)&&ia(Number(i))}}function ia(s){try{process.kill(s,"SIGKILL")}catch{}}import{lstat as Ac}from"node:fs/promises";import{join as Ec}from"node:path";async function ua(s,t,e,n){let r;try{r=await s.resolve(t)}catch(c){throw c instanceof k?new k(c.code,c.message,{where:e.
parent,details:c.details}):c}let i=`give ${e.parent} another run`,o=(c,p,f="parent-invalid")=>new k(f,`run ${r} ${c}`,{where:e.
parent,details:p}),l=s.runDir(r),a=Ec(l,Vt);if(await Ac(a).then(()=>!1,c=>It(c,"ENOENT")))throw o(`cannot be continued: \
it has no ${Vt}, so it holds no run (a run that could not start leaves such a directory)`,[`remove it (rmdir ${_r(l)}) i\
f it is empty, then start this run again; or ${i}`]);let u=await s.readSummary(r).catch(c=>{throw c instanceof k?o(`cann\
ot be continued: its ${Vt} cannot be read`,[...Rn(c),i]):c});if(Je(u)==="running"&&n.GITHUB_RUN_ID!==r){let c=Be(u),p=c===
null?`run ${r} is still running`:ze(r,c);throw new k("parent-running",`${p}: its last records may not be stored yet, and\
 this run's hops count on from them`,{where:e.parent,details:[`wait for it to end${c===null?"":" there"}, then start thi\
s run again; a run started by one of its steps (GITHUB_RUN_ID names it) continues it while it runs`,...c===null?[]:[Ge(c,
l,`give ${e.parent} another run, or remove it`)]]})}let{unreadable:d}=await Ci(await s.open(r),u.jobs);if(d.length>0){let c=d.
filter(h=>!Gn(h.code)),p=[...new Set(c.flatMap(h=>Rn(h.reason).slice(1)))],f=u.jobs.flatMap(h=>h.stages),g=[...new Set(d.
filter(h=>Gn(h.code)).map(h=>h.stage))].sort((h,b)=>la(f,h)-la(f,b));if(g.length>0){let[h]=g,b=g.length===1;p.push(`put \
the ${b?"record of stage":"records of stages"} ${g.join(", ")} back from a copy, or record ${b?"it":"them"} again in a n\
ew run and give ${e.parent} that run instead: ${e.replay(r,h)}`)}throw o(`cannot be continued: ${d.length} of its record\
s cannot be read, and this run's hops count on from them`,[...d.map(h=>h.reason.split(`
`)[0]),...p,`then start this run again, or ${i}`])}return r}function la(s,t){let e=s.indexOf(t);return e===-1?s.length:e}var _c=s=>tr(Cn([et(),qs(),Ut()],{error:t=>`${Nt(t.input)} is not ${s}: give a string, a finite number or true/false`}).
check(qt(t=>typeof t!="number"||Number.isFinite(t),{error:t=>`${Nt(t.input)} is not ${s}: give a string, a finite number\
 or true/false`}),qt(t=>typeof t!="number"||!Number.isInteger(t)||Number.isSafeInteger(t),{error:t=>`${Nt(t.input)} is p\
ast the integers a JavaScript number holds exactly: give it as a string`})),Qs(t=>String(t))),ca=(s,t,e)=>re(et(),_c(e),
{error:n=>`takes an object of ${t} and their values (${s}), not ${$t(n.input)}`}),te=()=>et({error:s=>`takes a string, n\
ot ${$t(s.input)}`}),da=()=>ie(s=>typeof s=="function",{error:s=>`takes a function, not ${$t(s.input)}`}),fa=()=>ie(s=>s instanceof
AbortSignal,{error:s=>`takes an AbortSignal, not ${$t(s.input)}`}),pa=s=>Ut({error:t=>`takes a number of milliseconds, n\
ot ${$t(t.input)}`}).check(qt(t=>Number.isFinite(t)&&(s==="from 0"?t>=0:t>0),{error:t=>`${Nt(t.input)} is not a number o\
f milliseconds ${s}`}));function ha(s){return Object.entries(s).find(([,t])=>t!==void 0&&typeof t!="string")}var Nc=Ct(et(
{error:s=>`${Nt(s.input)} is not the name of an environment variable`}),{error:s=>{let t=JSON.stringify(typeof s.input==
"string"?[s.input]:s.input!==null&&typeof s.input=="object"?Object.keys(s.input).slice(0,2):["MY_TOKEN"]),e=s.input!==null&&
typeof s.input=="object"&&!Array.isArray(s.input);return`takes a list of the names of environment variables that hold th\
e secrets (secrets: ${t}), not ${$t(s.input)}${e?": set each in env and name it here":""}`}}),ma=Ys({cwd:G(te()),job:G(te()),
inputs:G(ca('{ issue: "42" }',"the inputs","an input value")),event:G(Cn([et(),re(et(),Xs())],{error:s=>`takes the path \
of a JSON file or the payload as an object, not ${$t(s.input)}`})),eventName:G(te()),vars:G(ca('{ NAME: "value" }',"the \
variables","a variable value")),secrets:G(Nc),env:G(ie(s=>s!==null&&typeof s=="object"&&!Array.isArray(s),{error:s=>`tak\
es an object of variables and their values, not ${$t(s.input)}`}).check(qt(s=>ha(s)===void 0,{error:s=>{let[t,e]=ha(s.input);
return`${t}: ${Nt(e)} is not an environment variable's value: give a string`}}))),concurrency:G(Ut({error:s=>`${Nt(s.input)}\
 is not a whole number from 1`}).check(qt(s=>Number.isSafeInteger(s)&&s>=1,{error:s=>`${Nt(s.input)} is not a whole numb\
er from 1`}))),onEvent:G(da()),onOutput:G(da()),signal:G(fa()),cancel:G(fa()),killGraceMs:G(pa("from 0")),minuteMs:G(pa(
"above 0")),storeDir:G(te()),facts:G(ie(s=>s!==null&&typeof s=="object"&&!Array.isArray(s),{error:s=>`takes an object of\
 facts about the checkout, not ${$t(s.input)}`})),repositoryRoot:G(te()),parent:G(te())},{error:s=>`takes an object of o\
ptions, not ${$t(s.input)}`}),ga=["job","inputs","event","eventName","vars"],Cc=Zs(ma,{job:!0,inputs:!0,event:!0,eventName:!0,
vars:!0});function Os(s,t="runWorkflow"){let e=t==="runWorkflow"?ma:Cc,n=e.safeParse(s??{});if(n.success)return n.data;let r=Object.
keys(e.shape),i=n.error.issues.flatMap(a=>a.code==="unrecognized_keys"?a.keys.map(u=>({where:[...a.path,u],message:ga.includes(
u)?`${t} has no such option: a replay is started as the run it replays was (its ${ga.join(", ")})`:`${t} has no such opt\
ion${Pe(u,r)}`})):[{where:a.path,message:a.message}]),[o,...l]=i.map(a=>({where:Mc(a.where),message:a.message}));throw new k(
"usage",o.message,{where:o.where===""?t:o.where,details:l.map(a=>a.where===""?a.message:`${a.where}: ${a.message}`)})}function Mc(s){
return s.map((t,e)=>typeof t=="number"?`[${t}]`:typeof t=="string"&&/^[A-Za-z_$][\w$-]*$/.test(t)?`${e===0?"":"."}${t}`:
`[${JSON.stringify(String(t))}]`).join("")}var ya=/^[A-Za-z_][A-Za-z0-9_]*$/,zc=Ct(Oe({id:et(),result:Jn,outputs:re(et(),et()),stages:Ct(et()),legs:Ct(et()),withheld_outputs:G(
Ct(et())),leg_results:G(Ct(Oe({leg:et(),result:Jn,reason:G(et())}))),skip_reason:G(et()),summary_parts:G(Ct(Oe({leg:et(),
offset:Ut().check(Nn(),Vs()),bytes:Ut().check(Nn(),Ks())})))}));async function jg(s,t={}){return Gc(s,t,Wn)}async function Gc(s,t,e,n="\
clean-up"){ad(s);let r=Os(t),i=Es(r.cwd),o=zt(i,r.storeDir??$e),l=await ba(o,n);return Sa(s,{...r,cwd:i,storeDir:o},{words:e,
replay:null,leftovers:l})}async function ba(s,t){return t==="clean-up"?yi(new He(s)):[]}async function Sa(s,t,{words:e,replay:n,
leftovers:r}){let i=Es(t.cwd);n===null&&Xc(t.vars??{},e);let o=t.env??process.env,l=Qc(o,[...An,...t.secrets??[]]),a=zt(
i,s),u=Bc(i,a)||s,d=await ve(a,"utf8").catch(N=>{throw n?qc(s,n.run,N,e):Cr(i,s,N)}),c=t.facts??{},p=Mi(i,o,c),f=vr(i),g=(N,ut,mt)=>ur(
N,ut,mt,{ownAction:f}),h=await lr(d,u,{ownAction:f}),b=await ji(zt(i,t.repositoryRoot??"."),h,f),m=(0,Ps.createHash)("sh\
a256").update(d).digest("hex"),w={};for(let[N,ut]of b)"unreadable"in ut||(w[N]=(0,Ps.createHash)("sha256").update(ut.source).
digest("hex"));let S=null;if(typeof t.event=="string"){let N=t.event,ut=await ve(zt(i,N),"utf8").catch(mt=>{throw oe(N,mt,
"event file")});S=Yr(ut,N)}else t.event&&(Zr(t.event,"event"),S=t.event);let $=Yc(t.secrets??[],o,n&&{run:n.run,secrets:n.
invocation.secrets},e),A=[...Object.values($),...An.map(N=>o[N]).filter(N=>N!==void 0&&N!==""),...Te(o)],P=Li({cwd:i,known:c,
checkout:await p,payload:S,ownAction:f,calledWorkflows:b}),x=P.facts,R=td(A,()=>si(h,ae,{job:t.job,inputs:t.inputs,event:S,
eventName:t.eventName,vars:t.vars,secretValues:A,secretNames:Object.keys($),words:e,...P})),T=ci(h,ae,{called:b,expanded:R.
expanded}),U=Oo(h,R.eventName,R.event,t.event===void 0,x.commit&&{sha:x.sha,message:x.commit.message}),q=new Set(Object.
keys($).map(N=>N.toUpperCase())),v=$o(h,ae,q,new Set(Object.entries(t.vars??{}).filter(([,N])=>N!=="").map(([N])=>N.toUpperCase()))),
C=zt(i,t.storeDir??$e),J=new He(C),O=n?await nd(J,C,h,R,n,{workflow:m,called:w},e):null,L=n?.invocation.event_made===!0,
K=t.event===void 0||L,D=t.parent===void 0?null:await ua(J,t.parent,e,o),y=Kc(),E=new Date,F,Y=(N,ut,mt,xe=null)=>Yt({workflow:h.
name??u,workflow_path:u,status:N,started_at:E.toISOString(),finished_at:mt?mt.toISOString():null,duration_ms:mt?Math.max(
0,mt.getTime()-E.getTime()):null,replay_of:O?O.run:null,...xe===null?{}:{reason:xe},...N==="running"?{process:{...ed(),...F===
void 0?{}:{temp:F}}}:{},jobs:ut},A),lt=await J.createRun(Y("running",[],null)),st=lt.runDir,I=Jc(st),_=new Nr(st,{writeBehind:!0}),
j=new he(_),M,H,vt,tt;try{let N=new Map,ut={workflow_path:u,workflow_sha256:m,called_sha256:w,job:t.job??null,inputs:t.inputs??
{},event_name:R.eventName,event:R.event,...K?{event_made:!0}:{},vars:t.vars??{},secrets:t.secrets??[],parent:D},mt=Yt(ut,
A),xe=As(ut).some(W=>je(W,A))||JSON.stringify([mt.inputs,mt.vars])!==JSON.stringify([ut.inputs,ut.vars]);await wa(at(st,
pt.invocation),"how the run was started",`${JSON.stringify(xe?{...mt,redacted:!0}:mt,null,2)}
`),O&&(await ld(O.store,lt,O.stages),await ud(at(C,O.run),st,O.jobs.values())),F=await Fc(at(y.dir,`baton-run-${I}-`)).catch(
W=>{throw new k("tempdir-invalid",`the run's temp dir could not be made there: ${W instanceof Error?W.message:String(W)}`,
{where:y.where,cause:W})}),await J.writeSummary({id:I,...Y("running",[],null)});let vn=new AbortController,Cs=(W,rt)=>{vt===
void 0&&(vt={error:W},queueMicrotask(()=>vn.abort(rt)))},Ms=(W,rt)=>wt=>{if(!(vt!==void 0||rt===void 0))try{let Tt=rt(wt);
fd(Tt)&&Promise.resolve(Tt).catch(z=>Cs(z,`stopped because the promise the ${W} callback returned was rejected`))}catch(Tt){
Cs(Tt,`stopped because the ${W} callback threw`)}},va=Ms("onEvent",t.onEvent),js=t.signal?AbortSignal.any([t.signal,vn.signal]):
vn.signal,xn=new cn(at(st,pt.events));M=xn;let Ls=W=>{let rt=Yt(W,A);if(xn.write(rt),va(rt),W.type==="run-started"){let wt=Object.
keys($).filter(z=>$[z].length<xt.minSecretLength),Tt=[...r.map(z=>({level:z.running.length>0||!z.removed||!z.looked?"war\
ning":"info",message:bi(z)})),...di(T).map(z=>({level:"warning",message:z})),...R.notices,...U===null?[]:[{level:"warnin\
g",message:`${U} (it runs here as asked)`}],...v.filter(z=>!z.fallsBack).map(({name:z,where:$n})=>({level:"warning",message:`${$n}\
: secrets.${z} is read, but ${e.secretNotGiven(z)}: it is empty in this run, as on GitHub for a secret the repository do\
es not have (${e.giveSecret(z)} to set it)`})),...v.filter(z=>z.fallsBack).map(({name:z,where:$n})=>({level:"info",message:`${$n}\
: secrets.${z} is read, but ${e.secretNotGiven(z)}: each read of it falls back with || to another value, which this run \
takes (${e.giveSecret(z)} to set it)`})),...wt.map(z=>({level:"warning",message:`secret ${z} is shorter than ${xt.minSecretLength}\
 characters, so it is not redacted: it will appear wherever a step or agent prints it (a value that short would blank ou\
t ordinary words)`}))];for(let z of Tt)ee(W.at,z.level,z.message);O?.whole&&ee(W.at,"info",O.whole)}if(W.type==="run-sta\
rted"&&O!==null&&O.changed.length>0){let wt=O.changed.map(Tt=>Tt===""?u:Tt);ee(W.at,"warning",`${wt.join(" and ")} chang\
ed since run ${O.run}: this replay runs ${wt.length===1?"the file":"the files"} as ${wt.length===1?"it is":"they are"} n\
ow`)}W.type==="run-started"&&O?.redactedStart&&ee(W.at,"warning",O.redactedStart),W.type==="run-started"&&O!==null&&O.summaries===
null&&O.jobs.size>0&&ee(W.at,"info",`the step summaries of the jobs reused from run ${O.run} cannot be told apart in its\
 ${pt.summary} (it was stored by an earlier baton, could not write them all, or was edited since): this replay's ${pt.summary}\
 holds only those of the jobs it runs`)},ee=(W,rt,wt)=>Ls({type:"notice",at:W,level:rt,job:null,leg:null,message:wt}),Kt=Xr(
{eventName:R.eventName,payload:R.event,facts:x,runId:I,workflow:h,workflowPath:u});H=new bn({workflow:R.workflow,expressions:ae,
parseAction:g,workspace:i,runDir:st,storeDir:C,tempDir:F,store:j,recordWrites:_,runCancelled:()=>js.aborted||t.cancel?.aborted===
!0,runner:new Ze({tempDir:F,reuseScripts:!0,secrets:A,...t.killGraceMs===void 0?{}:{killGraceMs:t.killGraceMs},noPathHint:e.
noPath}),baseEnv:l,run:{id:I,attempt:1,workflow:h.name??u,repository:x.repository,event_name:R.eventName,sha:String(Kt.sha),
ref:String(Kt.ref)},github:{repository:x.repository,ref:String(Kt.ref),sha:String(Kt.sha),run_id:I,actor:String(Kt.actor),
event_name:R.eventName,event:R.event},...K?{madeEvent:R.eventName}:{},...L&&O?{madeEventRun:O.run}:{},secrets:A,parentRun:D,
openRun:W=>{let rt=N.get(W);return rt||(rt=J.open(W).then(wt=>new he(wt)),N.set(W,rt)),rt},emit:Ls,eventsFailure:()=>xn.
failure,...t.onOutput?{onOutput:Ms("onOutput",t.onOutput)}:{}});for(let{job:W,leg:rt,markdown:wt}of O?.summaries??[])H.summary(
W,rt,wt);tt=await xo(R,H,{runId:I,concurrency:t.concurrency??Wc(),signal:js,cancel:t.cancel,secrets:$,github:Kt,runner:{
os:process.platform==="darwin"?"macOS":process.platform==="win32"?"Windows":"Linux",arch:process.arch==="arm64"?"ARM64":
process.arch==="x64"?"X64":process.arch.toUpperCase(),temp:F,toolCache:at(F,"tool-cache"),workspace:i,workspaceParent:Sn(
i)},reuse:O?.jobs,minuteMs:t.minuteMs})}catch(N){tt={error:N}}_.close();let[X]=await Promise.all([H?.drain()??null,_.settled()]);
M?.close(),F!==void 0&&await Ke(F);let ft="error"in tt?null:tt,jt=[],Lt=N=>{N&&!jt.some(ut=>ut.includes(N))&&jt.push(N)};
if(Lt(ft?.reason),"error"in tt&&Lt(yt(tt.error)),Lt(X),Lt(M?.failure),ft!==null)try{await wa(at(st,pt.jobs),"the jobs' r\
esults",`${JSON.stringify(Zc(ft.jobs,A,H?.summaryParts()??null),null,2)}
`)}catch(N){Lt(yt(N))}let Ts=ft===null||ft.status==="success"&&jt.length>0?"failure":ft.status,kn=jt.length===0?null:V(jt.
join(`
`),A).text,ka=(ft?.jobs??[]).map(N=>({id:N.id,stages:N.stages,result:N.result,...O?.jobs.has(N.id)?{reused:!0}:{}}));try{
await J.writeSummary({id:I,...Y(Ts,ka,new Date,kn)})}catch(N){throw Vc(st,N,kn)}if(vt!==void 0)throw vt.error;if("error"in
tt)throw tt.error;let _s=await Rs(_.writeFailure?_:j),Ns=hi(_s);return{runId:I,runDir:st,status:Ts,reason:kn,records:_s,
chain:Ns,finalStage:gi(Ns)}}function Kc(){let s=Hc(),t=process.env.TMPDIR?`TMPDIR ${s}`:`temp dir ${s}`,e;try{e=(0,Gt.statSync)(
s)}catch(n){if(!It(n,"ENOENT","ENOTDIR"))throw oe(t,n)}if(e?.isDirectory()!==!0)throw new k("tempdir-invalid",`${e===void 0?
"no such directory":"is not a directory"}; baton run keeps each run's scratch files there`,{where:t,details:[`${e===void 0?
"create it, or ":""}set TMPDIR to a directory`]});return{dir:s,where:t}}async function wa(s,t,e){try{await Ne(s,e)}catch(n){
throw new k("run-write-failed",Hn(t,n),{where:s,cause:n})}}function Vc(s,t,e){let n=!(0,Gt.existsSync)(s),r=e===null||n?
[]:[`the run failed: ${e.replaceAll(`
`,`
  `)}`];return new k("run-write-failed",n?"the run's directory was removed while it ran: nothing more of the run could b\
e stored":`its end could not be stored in ${Vt}: ${yt(t)}; baton runs shows it as interrupted`,{where:s,details:r,cause:t})}
function qc(s,t,e,n){let r=oe(s,e);return It(e,"ENOENT")?new k(r.code,`${r.message}: run ${t} ran this workflow file, an\
d a replay runs it as it is now`,{...r.where===void 0?{}:{where:r.where},details:[`put it back (from git, if it was comm\
itted) to replay run ${t}, or start a new run of another workflow with ${n.runCommand}`],cause:e}):r}function Xc(s,t){let e=new Map;
for(let n of Object.keys(s)){if(!ya.test(n)||n.toUpperCase().startsWith("GITHUB_"))throw new k("usage",`${JSON.stringify(
n)} is not a name GitHub allows for a variable: letters, digits and _, not starting with a digit or with GITHUB_`,{where:t.
vars});let r=e.get(n.toUpperCase());if(r!==void 0)throw new k("usage",`${JSON.stringify(r)} and ${JSON.stringify(n)} are\
 one variable on GitHub (names are not case-sensitive); give it once`,{where:t.vars});e.set(n.toUpperCase(),n)}}function Yc(s,t,e,n){
let r=s.find(a=>!ya.test(a));if(r!==void 0)throw new k("usage",r.startsWith("-")&&n.flags?`takes the name of an environm\
ent variable after it (--secret NAME), not ${JSON.stringify(r)}`:`${JSON.stringify(r)} is not the name of an environment\
 variable (letters, digits and _, not starting with a digit)`,{where:n.secrets});let i={},o=[],l=[];for(let a of s){let u=t[a];
u===void 0?o.push(a):u===""?l.push(a):i[a]=u}if(o.length+l.length>0){let a=(c,p)=>c.length===0?[]:[`${c.length===1?"secr\
et":"secrets"} ${p}: ${c.join(", ")}`],u=e===null?"running":"replaying",d=(c,p="")=>e?.secrets.includes(c)?`: run ${e.run}\
 was started with ${n.passSecret(c)}`:`, or ${n.dropSecret(c)}${p}`;throw new k("secret-missing",[...a(o,"not set in the\
 environment"),...a(l,"set to the empty string")].join("; "),{details:[...o.map(c=>`${n.setSecret(c)} before ${u}${d(c)}`),
...l.map(c=>`${n.setSecret(c)} with its value before ${u}${d(c,": an empty secret is no secret (one not given is '' in t\
he run, as on GitHub)")}`)]})}return i}function Zc(s,t,e){return s.map(n=>{let r={},i=[...n.withheldOutputs??[]];for(let[
g,h]of Object.entries(n.outputs))V(h,t).redactions.length>0?i.push(g):r[g]=h;let o=(n.legResults??[]).map(({leg:g,result:h,
reason:b})=>({leg:g,result:h,...b===void 0?{}:{reason:b}})),l=(e??[]).filter(g=>g.job===n.id).map(({leg:g,offset:h,bytes:b})=>({
leg:g,offset:h,bytes:b})),{id:a,stages:u,legs:d,ends:c,skipped:p,summaryParts:f}=Yt({id:n.id,stages:n.stages,legs:n.legs,
ends:o,skipped:n.skipReason,summaryParts:l},t);return{id:a,result:n.result,outputs:r,stages:u,legs:d,...i.length>0?{withheld_outputs:Yt(
i,t)}:{},...c.length>0?{leg_results:c}:{},...p===void 0?{}:{skip_reason:p},...f.length>0?{summary_parts:f}:{}}})}function As(s){
return typeof s=="string"?[s]:Array.isArray(s)?s.flatMap(As):s!==null&&typeof s=="object"?Object.values(s).flatMap(As):[]}
function Qc(s,t){let e=new Set(t),n={};for(let[r,i]of Object.entries(s))i!==void 0&&!e.has(r)&&(n[r]=i);return n}function td(s,t){
try{return t()}catch(e){if(!(e instanceof k))throw e;let n=r=>V(r,s).text;throw new k(e.code,n(e.message),{...e.where===
void 0?{}:{where:n(e.where)},details:e.details.map(n),cause:e.cause})}}function ed(){let s=pi(process.pid);return{pid:process.
pid,host:Uc(),...s?{start:s}:{}}}async function nd(s,t,e,n,r,i,o){let{run:l,invocation:a}=r,u=await s.readSummary(l),d=await s.
open(l),{jobs:c,summaryParts:p}=await sd(at(t,l),u,o.run(a.workflow_path)),f=[];a.workflow_sha256!==void 0&&a.workflow_sha256!==
i.workflow&&f.push("");let g=a.called_sha256;if(g!==void 0)for(let y of[...new Set([...Object.keys(g),...Object.keys(i.called)])].
sort())g[y]!==i.called[y]&&f.push(y);let h=[...new Set(c.flatMap(y=>y.stages))],b=c.map(y=>y.id),m=`stages: ${h.join(", ")||
"(none)"}; jobs: ${b.join(", ")||"(none)"}`;if(r.from.trim()==="")throw new k("usage",`is empty; name the stage or job o\
f run ${l} to run again from: ${m}`,{where:o.from});let w=c.find(y=>y.id.includes("/")&&(y.stages.includes(r.from)||y.legs.
includes(r.from)))?.id??c.find(y=>y.stages.includes(r.from)||y.legs.includes(r.from))?.id??(await d.get(r.from))?.record.
job??n.jobs.find(y=>y.id===r.from)?.id,S=w?.split("/")[0];if(S===void 0)throw new k("stage-unknown",`run ${l} has no sta\
ge or job ${r.from}${Pe(r.from,[...h,...b])}; ${m}`,{where:o.from});let $=S===r.from?`job ${S}`:`${w===r.from?"job":"sta\
ge"} ${r.from} belongs to job ${S}, which`;if(!e.jobs.some(y=>y.id===S)){let y=e.jobs.map(E=>E.id);throw new k("stage-un\
known",`${$} is no longer in ${e.fileName}: a replay runs the workflow file as it is now, not as run ${l} had it`,{where:o.
from,details:[`its jobs now: ${y.join(", ")||"(none)"}`]})}if(!n.jobs.some(y=>y.id===S))throw new k("stage-unknown",`${$}\
 is not part of this run${n.target===null?"":` (run ${l} was started with ${o.passJob(n.target)})`}`,{where:o.from});let A=new Set(
[S,...n.jobs.filter(y=>y.upstream.includes(S)).map(y=>y.id)]);for(let y of n.jobs)y.calledBy!==null&&A.has(y.calledBy)&&
A.add(y.id);let P=new Map,x=[];for(let y of n.jobs){if(A.has(y.id))continue;let E=c.find(F=>F.id===y.id);if(!E)throw new k(
"replay-incomplete",`run ${l} has no result for job ${y.id}; run it again in full`,{where:o.from});P.set(y.id,E),x.push(
...E.stages)}for(let y of n.jobs)if(A.has(y.id))for(let E of y.needs){let F=P.get(E)?.withheldOutputs??[];if(F.length===
0)continue;let Y=F.join(", ");throw new k("replay-incomplete",`job ${E}'s output${F.length===1?` ${Y} was`:`s ${Y} were`}\
 not stored (it may hold a secret), so replaying from ${r.from} cannot give it to job ${y.id}`,{where:o.from,details:[`r\
eplay from the job that made it: ${o.replay(l,E)}`]})}let R=new Map(e.jobs.map(y=>[y.id,y])),T=y=>(P.get(y)?.result??"su\
ccess")!=="success",U=R.get(S);if(U?.if.text===null){let y=U.needs.map(E=>E.id).filter(T);if(y.length>0){let E=y[0];for(let F=0;P.
get(E)?.result==="skipped"&&F<e.jobs.length;F++){let Y=R.get(E)?.needs.map(lt=>lt.id).find(T);if(Y===void 0)break;E=Y}throw new k(
"replay-skips",`job ${S} needs ${y.map(F=>`${F} (${P.get(F).result} in run ${l})`).join(", ")}, so replaying from ${r.from}\
 would skip it again`,{where:o.from,details:[`replay from the job that did not succeed: ${o.replay(l,E)}`]})}}let q=new Set(
x),v=await d.list(),C=x.find(y=>!v.some(E=>E.stage===y));if(C!==void 0)throw new k("replay-incomplete",`run ${l} recorde\
d stage ${C}, but its record is gone from ${at(t,l)}, so it cannot be reused`,{where:o.from,details:[`replay from that s\
tage, to run it again: ${o.replay(l,C)}`]});for(let y of v)if(q.has(y.stage))try{await d.getAttempt(y.stage,y.attempt,y.
runAttempt)}catch(E){throw E instanceof k?new k("replay-incomplete",`run ${l}'s record of stage ${y.stage} (attempt ${y.
attempt}) cannot be reused: ${yt(E)}`,{where:o.from,details:[`replay from that stage, to run it again: ${o.replay(l,y.stage)}`]}):
E}let J=c.find(y=>y.id===S),O=r.from===S?null:w!==void 0&&w!==S?`every job of its call (${c.filter(y=>y.id.startsWith(`${S}\
/`)).map(y=>y.id).join(", ")})`:J&&J.legs.length>1?`every leg of its matrix (${J.legs.join(", ")})`:J&&J.stages.length>1?
`every stage of it (${J.stages.join(", ")})`:null,L=O===null?null:`${o.fromStage(r.from)}: job ${S} runs again whole, ${O}`,
K=vi(l,a,"replay",o),D=await id(at(t,l),p,new Set(P.keys()));return{run:l,store:d,jobs:P,stages:x,changed:f,whole:L,redactedStart:K,
summaries:D}}async function sd(s,t,e){let n=t.id,r=at(s,pt.jobs),i=await ve(r,"utf8").catch(c=>{throw rd(t,r,c,e)}),o=fi(
i,zc,r,{code:"replay-incomplete",what:"the jobs' results baton stores",fix:`run ${n} cannot be replayed; run it again in\
 full`}),a=o.some(c=>c.legs.length>0||c.leg_results===void 0&&c.skip_reason===void 0)?await od(s):{legs:new Map,skips:new Map},
u=o.some(c=>c.summary_parts!==void 0)?o.flatMap(c=>(c.summary_parts??[]).map(p=>({job:c.id,...p}))):null;return{jobs:o.map(
({withheld_outputs:c,leg_results:p,skip_reason:f,summary_parts:g,...h})=>{let b=a.legs.get(h.id),m=$=>{let A=b?.get($.leg);
return{...$,...A?.durationMs===void 0?{}:{durationMs:A.durationMs},...A?.failedStep===void 0?{}:{failedStep:A.failedStep}}},
w=p?.map(m)??(b===void 0?void 0:h.legs.map($=>b.get($)??{leg:$,result:h.result})),S=f??a.skips.get(h.id);return{...h,...c&&
c.length>0?{withheldOutputs:c}:{},...w===void 0?{}:{legResults:w},...S===void 0?{}:{skipReason:S}}}),summaryParts:u}}function rd(s,t,e,n){
let r=s.id,i=`run it again in full: ${n} with the same options`;if(Er(e)){let{why:a,details:u}=Tr(t,e,Sn(t),{dir:Sn(t),what:"\
the run"});return new k("replay-incomplete",`cannot be read: ${a}, so run ${r} cannot be replayed`,{where:t,cause:e,details:[
...u,`or ${i}`]})}if(!It(e,"ENOENT"))return new k("replay-incomplete",`${rr(e)}, so run ${r} cannot be replayed`,{where:t,
cause:e,details:[i]});let o=Je(s),l=Be(s);return l!==null?new k("replay-incomplete",`${ze(r,l)}, so it cannot be replaye\
d yet: a replay takes the jobs' results of a finished run`,{details:["replay it once it has ended there",Ge(l,Sn(t),`run\
 it again in full (${n} with the same options), and remove it`)]}):o==="running"?new k("replay-incomplete",`run ${r} is \
still running, so it cannot be replayed yet: a replay takes the jobs' results of a finished run`,{details:["replay it on\
ce it has ended"]}):o==="interrupted"?new k("replay-incomplete",`run ${r} was interrupted (its process ended before the \
run did), so it cannot be replayed: a replay takes the jobs' results of a finished run`,{details:[i]}):new k("replay-inc\
omplete",`is missing, so run ${r} (${o}) cannot be replayed: a finished run keeps its jobs' results there`,{where:t,details:[
...s.reason===void 0?[]:[`the run ended with: ${s.reason.split(`
`)[0]}`],`put it back if you have a copy, or ${i}`]})}async function id(s,t,e){let n=await ve(at(s,pt.summary)).catch(l=>It(
l,"ENOENT")?Buffer.alloc(0):null);if(n===null)return null;if(n.length===0)return[];if(t===null)return null;let r=[...t].
sort((l,a)=>l.offset-a.offset),i=[],o=0;for(let l of r){if(l.offset!==o||l.offset+l.bytes>n.length)return null;o+=l.bytes;
let a=n.subarray(l.offset,l.offset+l.bytes).toString("utf8"),u=$s(l.job,l.leg);if(!a.startsWith(u)||!a.endsWith(`

`))return null;e.has(l.job)&&i.push({job:l.job,leg:l.leg,markdown:a.slice(u.length,-2)})}return o===n.length?i:null}async function od(s){
let t=await ve(at(s,pt.events),"utf8").catch(()=>""),e=new Map,n=new Map,r=new Map,i=new Map;for(let o of mi(t,["job-fin\
ished","job-skipped","step-finished","step-started","stage-recorded"])){if(o.type==="job-skipped"&&n.set(o.job,o.reason),
o.type==="step-started"&&i.set(`${o.job}\0${o.leg}`,[]),o.type==="stage-recorded"){let u=i.get(`${o.job}\0${o.leg}`);u!==
void 0&&!u.includes(o.stage)&&u.push(o.stage)}if(o.type==="step-finished"&&o.conclusion==="failure"){let u=`${o.job}\0${o.
leg}`,d=i.get(u)??[];r.has(u)||r.set(u,{step:o.step,name:o.name,message:o.message,...o.output_tail===void 0?{}:{output_tail:o.
output_tail},...d.length===0?{}:{stages:d}})}if(o.type!=="job-finished")continue;let l=e.get(o.job)??new Map,a=o.failed_step??
r.get(`${o.job}\0${o.leg}`);l.set(o.leg,{leg:o.leg,result:o.result,...o.reason===void 0?{}:{reason:o.reason},durationMs:o.
duration_ms,...a===void 0||o.result!=="failure"?{}:{failedStep:a}}),e.set(o.job,l)}return{legs:e,skips:n}}function Es(s){
let t=zt(s??process.cwd()),e;try{e=(0,Gt.statSync)(t)}catch(n){if(!It(n,"ENOENT","ENOTDIR"))throw oe(t,n,"cwd")}if(e?.isDirectory()!==
!0)throw new k("usage",e===void 0?"no such directory":"is not a directory",{where:`cwd ${t}`});return t}function ad(s){if(typeof s!=
"string"||s.trim()==="")throw _n("runWorkflow","the workflow file's path as its first argument (runWorkflow('.github/wor\
kflows/ci.yml', \u2026))",Re(s))}async function ld(s,t,e){let n=new Set(e);for(let r of await s.list())n.has(r.stage)&&await t.
copyAttempt(s,r.stage,r.attempt,r.runAttempt)}async function ud(s,t,e){let n=new Set;for(let r of e)for(let i of[...r.legs,
...(r.legResults??[]).map(o=>o.leg)])n.add(i);for(let r of n){let i=se(r),o=at(s,i);if((await Lc(o).catch(()=>null))?.isFile()!==
!0)continue;let l=yr(t,pt.jobLogPrefix);try{await jc(o,l,Gt.constants.COPYFILE_EXCL),await Ic(l,at(t,i))}catch(a){throw await Dc(
l,{force:!0}),new k("run-write-failed",Hn(`the job log of ${r}`,a),{where:at(t,i),cause:a})}}}async function Lg(s,t,e={}){
return cd(s,t,e,Wn)}async function cd(s,t,e,n,r="clean-up"){dd(s,t);let i=Os(e,"replayWorkflow"),o=Es(i.cwd),l=zt(o,i.storeDir??
$e),a=await ba(l,r),u=await new He(l).resolve(s),d=await Si(at(l,u),u);if(d.redacted)throw new k("replay-refused",`run ${u}\
 was started with a secret (or text shaped like a token) in ${ki(d,n)}, which was not stored, so it cannot be replayed`,
{details:[`start it again in full: ${n.run(d.workflow_path)} with the same options`]});return Sa(d.workflow_path,{...i,cwd:o,
storeDir:l,...d.job?{job:d.job}:{},inputs:d.inputs,event:d.event,eventName:d.event_name,vars:d.vars,secrets:[...new Set(
[...d.secrets,...i.secrets??[]])],...d.parent?{parent:d.parent}:{}},{words:n,replay:{run:u,from:t,invocation:d},leftovers:a})}
function dd(s,t){let e=[...typeof s=="string"&&s.trim()!==""?[]:[{takes:"the stored run's id (or 'latest') as its first \
argument (replayWorkflow('latest', 'fix', \u2026))",given:Re(s)}],...typeof t=="string"?[]:[{takes:"the stage or job to \
run again from as its second argument (replayWorkflow('latest', 'fix', \u2026))",given:Re(t)}]],[n,...r]=e;if(n!==void 0)
throw _n("replayWorkflow",n.takes,n.given,void 0,r.map(({takes:i,given:o})=>Gs(i,o)))}function fd(s){return(typeof s=="o\
bject"||typeof s=="function")&&s!==null&&typeof s.then=="function"}export{hd as a,Ve as b,Xe as c,Ye as d,Ji as e,za as f,Ze as g,jg as h,Gc as i,Lg as j,cd as k};

import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{a as vo,b as ko}from"./chunk-YHQU7V4H.js";import{a as $o,b as Wo,c as Uo,d as Ho}from"./chunk-TLKVFRPJ.js";
import{a as Ro,c as Oo,d as Po,j as Mo,k as jo,l as Lo,m as Fo}from"./chunk-5GTEMJ4P.js";import{a as Gn,b as Eo,c as To,
d as No,e as _o,g as Co}from"./chunk-ILKR6SSS.js";import{b as Io,c as Do,d as Kn}from"./chunk-IAIBEMYH.js";import{
a as ir}from"./chunk-PRXBAZOW.js";import{a as lr}from"./chunk-UYPQSWXX.js";import{k as wo,l as yo}from"./chunk-B562D3AU.js";
import{$ as Gr,Aa as po,Ba as Hn,C as hr,Ca as ho,D as gr,Da as go,Ea as mo,H as ue,I as mr,K as wr,L as yr,O as Sr,P as vr,
Q as kr,R as xr,V as Dr,X as ce,Y as In,Z as Br,_ as zr,a as xt,aa as Kr,b as $t,ba as Vr,c as Ee,ca as qr,d as Ut,da as Xr,
f as le,fa as Ie,ga as De,ha as Wn,ia as Zr,ka as We,la as Qr,n as et,p as ur,q as cr,qa as oo,r as dr,ra as io,sa as ao,
ta as lo,ua as uo,w as Te,wa as co,y as fr,z as pr,za as fo}from"./chunk-T2OLNHZL.js";import{A as to,B as eo,J as no,
L as so,M as ro,a as Dn,i as Yr,z as Ue}from"./chunk-PDZI5A72.js";import{b as X,c as Zt,d as je,e as Le,f as Fe,g as Wr,
h as Ur,j as Hr,k as Ht,l as Fn,m as Jr}from"./chunk-KJNOXUWW.js";import{b as Un}from"./chunk-RVKJOE2S.js";import{
a as Bn,e as xo,h as zn,i as Ge}from"./chunk-UXXJDIQ6.js";import{a as bo,b as Jn,d as He,e as Je,g as Be,h as ze,i as So,
k as Ao}from"./chunk-BSZZZBWH.js";import{A as Nr,B as jn,C as Ln,D as _r,E as Cr,F as Mr,G as jr,H as Lr,I as Fr,L as Ir,
M as Ft,a as Ne,b as _e,c as br,m as $r,o as Rr,p as Or,q as Pr,r as Ce,s as Me,t as Ar,w as Yt,x as Er,y as Tr}from"./chunk-4BDN2CUM.js";
import{a as _t,b as Re,c as kt,d as Nn,e as Ks,g as Mn,i as Pe,m as nr,n as sr,p as rr,q as ae,r as or,t as Xt,v as ar,w as Ae}from"./chunk-VQUK3X66.js";
import{b as k,c as Dt,d as yt,e as $n,f as Rn,i as Is}from"./chunk-DLONVVOM.js";import{Aa as er,B as tt,C as ot,Da as ie,
Ea as qt,H as Pt,I as zs,O as ft,P as it,Q as re,T as vt,U as Gs,X as Tn,b as On,ca as Vs,d as Ds,da as qs,e as Ws,ha as st,
i as Lt,ia as Wt,j as Us,ja as _n,k as Hs,ka as Xs,l as Pn,m as An,ma as Ys,n as Js,na as Ct,o as Bs,oa as Oe,pa as Zs,q as Vt,
r as En,ra as Qs,sa as Cn,ua as oe,x as bt,xa as tr,ya as G}from"./chunk-DFBKRPZ5.js";import{a as se}from"./chunk-5A7QKWCT.js";
import{d as Nt}from"./chunk-3NR5HZ6E.js";var vd=Tn.stage;function Vn(s,t){let e=Tn[s];return Object.fromEntries(Object.entries(t).filter(([n])=>e.includes(n)))}function Ke(s,t,e={}){
let n=s.problems.some(r=>r.code===Pt.nextUnknownStage);return{[ot.status]:s.status,[ot.next]:t?.next&&!n?t.next.stage:"",
[ot.present]:s.present?"true":"false",[ot.data]:JSON.stringify(t?.data??{}),[ot.sha256]:s.digests.handoff??"",[ot.artifactId]:e.
artifactId??"",[ot.promptPath]:e.promptPath??"",[ot.handoffPath]:e.handoffPath??""}}function Jo(){return{[ot.status]:"fa\
ilure",[ot.next]:"",[ot.present]:"false",[ot.data]:"{}",[ot.sha256]:"",[ot.artifactId]:"",[ot.promptPath]:"",[ot.handoffPath]:""}}var Ea=new TextEncoder,Ta=new TextDecoder("utf-8",{fatal:!0,ignoreBOM:!0}),Na=new TextDecoder("latin1");async function Bo(s,t,e){
let n=[],r=[],o=new Set,i=bt.artifactBytes;for(let[l,a]of(t.artifacts??[]).entries()){let u=p=>r.push({code:Pt.artifactRefused,
severity:"warning",path:sr(["artifacts",l,"path"]),message:`${a.path} ${p}; it was not kept`});if(a.path.includes(vt.markerPrefix)){
u("held a secret (its path was redacted)");continue}let c=Pr(a.path);if("refused"in c){u(c.refused);continue}if(o.has(c.
path))continue;let d=await e.readArtifact(s.workingDirectory,c.path,i);if(d.kind==="refused"){u(d.reason);continue}let f=_a(
d.bytes,s.redact,`${Bs}/${c.path}`);if("refused"in f){u(f.refused);continue}if(f.bytes.length>i){u(`is ${f.bytes.length}\
 bytes once redacted, more than the ${i} bytes left of the ${bt.artifactBytes}-byte limit for one record's artifacts`);continue}
r.push(...f.problems),n.push({path:c.path,bytes:f.bytes}),o.add(c.path),i-=f.bytes.length}return{files:n,problems:r}}function _a(s,t,e){
let n;try{n=Ta.decode(s)}catch{n=void 0}if(n!==void 0){let r=De(n,t,e);return r.problems.length===0?{bytes:s,problems:[]}:
{bytes:Ea.encode(r.text),problems:r.problems}}return X(Na.decode(s),t).redactions.length>0?{refused:"is not UTF-8 text a\
nd holds a secret, which cannot be redacted from a binary file"}:{bytes:s,problems:[]}}var Ca=new Set(Object.values(zs));function zo(s){return s.problems.filter(t=>t.severity==="warning"&&!Ca.has(t.code))}var Ve="baton: the command could not start: ";async function qe(s,t,e,n,r={}){let o=e&&s.agent?.kind==="preset"?pr(s.agent.preset,e.stdout):null,i=await La(s,t,e,o?.finalText??
null,n),l=i.kind==="valid"?i.handoff:null,a=l?await Bo(s,l,n.workspace):{files:[],problems:[]},u=[...t.warnings,...i.problems,
...a.problems,...o?.problems??[]],c=i.kind==="invalid",d=s.onInvalid==="fail"||s.handoff==="required",f=null,p,h={reason:"\
cancelled",message:`the stage was cancelled while its agent ran${typeof r.signal?.reason=="string"?`: ${r.signal.reason}`:
""}`};if(r.cancelled||r.signal?.aborted)p=h;else if(e&&e.exitCode!==0){let S=s.agent?.kind==="preset"?ja(s.agent.preset,
e,s.redact):"";p={reason:"exit-nonzero",message:e.exitCode!==null?`the agent exited with code ${e.exitCode}${S}`:e.signal!==
null?`the agent was ended by ${e.signal}`:`the agent could not start: ${e.output.replace(Ve,"").trim()}`,exitCode:e.exitCode,
signal:e.signal}}else if(c&&d){let S=i.problems.filter(_=>_.severity==="error");p={reason:"handoff-invalid",message:`the\
 handoff was refused (${Da(S.length,"problem")}): ${Ia(S)}`,problems:S}}else if(l===null&&s.handoff==="required"){let S=`\
no handoff: nothing at $${Lt.handoffPath} and no block between the markers in the agent's output, and this stage require\
s one (handoff: required)`;u.push({code:Pt.handoffMissing,severity:"error",path:"$",message:S}),p={reason:"handoff-missi\
ng",message:S}}else if(r.verify){let S=await r.verify();f=S.facts,u.push(...S.problems),p=r.signal?.aborted?{reason:"can\
celled",message:"the stage was cancelled while verify ran"}:f.exit_code===0?{reason:"completed",message:null}:{reason:"v\
erify-failed",message:`verify failed with ${f.exit_code===null?"no exit code (ended by a signal)":`exit code ${f.exit_code}`}`,
exitCode:f.exit_code}}else p={reason:"completed",message:null};let w=c&&!d?u.map(S=>({...S,severity:"warning"})):u,m=n.workspace.
now(),y=await Ie(s,{attempt:t.attempt,repair:t.repair,hop:t.hop,lineage:t.lineage,...t.parent?{parent:t.parent}:{},prompt:t.
prompt,handoff:l,agent:e,startedAt:new Date(t.preparedAt),finishedAt:m,usage:o?.usage??null,verify:f,outcome:p,problems:w,
files:a.files},n),$=s.handoff==="required"&&(p.reason==="handoff-invalid"||p.reason==="handoff-missing");return{...y,outputs:Ke(
y.record,y.handoff,{artifactId:y.ref.id,promptPath:t.promptPath,handoffPath:t.handoffPath}),repairProblems:$?y.record.problems.
filter(S=>S.severity==="error"):[]}}var Ma=300;function ja(s,t,e){let n=hr(s,t.output);if(n===null)return"";let r=X(n.text,
e).text,o=Ao(Is(Ae(r).replace(/\s+/g," ").trim()),Ma);return o===""?"":n.source==="cli"?`: ${s} said "${o}"`:`: ${o}`}async function La(s,t,e,n,r){
let o=await r.workspace.readHandoff(t.handoffPath),i=[],l;if(o.kind!=="missing")l=o;else if(e)for(let d of[n,e.stdout]){
if(!d)continue;let f=ir(d);if(i.push(...f.warnings),f.json!==null){l=nr(f.json);break}}if(l===void 0)return{kind:"missin\
g",problems:Fa(i)};if(l.kind==="invalid")return{kind:"invalid",problems:[...i,...l.problems]};let a=Hr(l.handoff,s.redact),
u=[...i,...l.warnings,...a.problems],c=a.handoff.next?.stage;if(c!==void 0&&s.workflowJobs!==null&&!s.workflowJobs.includes(
c)){let d={code:Pt.nextUnknownStage,severity:s.onInvalid==="warn"?"warning":"error",path:"$.next.stage",message:`"${c}" \
names no job in this workflow; jobs: ${[...s.workflowJobs].sort().join(", ")}`};if(s.onInvalid==="fail")return{kind:"inv\
alid",problems:[...u,d]};u.push(d)}else c!==void 0&&s.workflowJobs===null&&u.push({code:Pt.nextUnchecked,severity:"warni\
ng",path:"$.next.stage",message:`"${c}" was not checked against the workflow's jobs, which are not known here: ${s.workflowUnread??
"the workflow file was not read"}; the \`next\` output names it as given, whether or not a job has that id`});return{kind:"\
valid",handoff:a.handoff,problems:u}}function Fa(s){let t=new Set;return s.filter(e=>{let n=`${e.code}\0${e.path}\0${e.message}`;
return t.has(n)?!1:(t.add(n),!0)})}function Ia(s){let t=[...s].sort((n,r)=>Number(Mn(r.message))-Number(Mn(n.message))),
e=t.slice(0,3).map(Xt).join("; ");return t.length>3?`${e}; and ${t.length-3} more`:e}function Da(s,t){return`${s} ${t}${s===
1?"":"s"}`}function Ko(s){let t=s.problems.filter(r=>r.severity==="error"),e=(t.length>0?t:s.problems).map(r=>`- ${Xt(r).replace(/\s+/g,
" ")}`).join(`
`),n=JSON.stringify(lr(),null,2);return[`# Your handoff for stage \`${s.stage}\` was not accepted`,"","Your last run fin\
ished, but baton could not accept its handoff:","",e,"",`Do not redo the work. Write the handoff again, as one JSON obje\
ct that follows the JSON Schema below, to the file named by the environment variable \`${Lt.handoffPath}\` (or print it a\
s the last thing you output, between a line \`${An.start}\` and a line \`${An.end}\`).`,"","## The handoff JSON Schema",
"",Go(n,"json"),"","## The task you were given","",Go(s.previousPrompt,"markdown"),""].join(`
`)}function Go(s,t){let e=Math.max(0,...Array.from(s.matchAll(/`+/g),r=>r[0].length)),n="`".repeat(Math.max(3,e+1));return`${n}${t}\

${s.replace(/\n$/,"")}
${n}`}async function Xe(s,t,e={}){let n=e.attempt??1,r=t.workspace.now();await Ua(s,n,t.store);let o=e.upstream??await Ha(s,t.
store),i=e.parent!==void 0?e.parent:await Ba(s,t),l=o.filter(m=>m.stored!==void 0),a=l.map(m=>Vo(m.stored)).sort((m,y)=>Dn(
m.stage,y.stage)),u=i?.deepest[0]?.record.hop??0,c=1+Math.max(u,...l.map(m=>m.stored.record.hop)),d=i?{run:i.run,lineage:i.
deepest.map(Vo)}:void 0,f=async(m,y)=>{let $=await Ie(s,{attempt:n,repair:e.repair!==void 0,hop:c,lineage:a,...d?{parent:d}:
{},prompt:"",handoff:null,agent:null,startedAt:r,finishedAt:t.workspace.now(),usage:null,verify:null,outcome:m,problems:y},
t);return{kind:"refused",result:{stage:s.stage,ok:!1,outcome:$.outcome,attempts:[$],final:$,outputs:Ke($.record,null,{artifactId:$.
ref.id})}}};if(c>s.maxHandoffs){let m=await za(s,l,i,t),y=`stage ${s.stage} would be hop ${c}, more than max-handoffs ${s.
maxHandoffs}: ${Va(m)}`;return f({reason:"max-handoffs",message:y,hop:c,limit:s.maxHandoffs,chain:m},[{code:Pt.maxHandoffs,
severity:"error",path:"$",message:y}])}let p,g=[];if(e.repair)p=Ko({stage:s.stage,...e.repair});else try{({prompt:p,warnings:g}=
await Wa(s,o,e.attemptContext))}catch(m){if(!(m instanceof k))throw m;let y={code:m.code,severity:"error",path:m.where??
"$",message:m.message};return f({reason:"render-failed",message:yt(m),problems:[y]},[y])}let h=await t.workspace.attemptPaths(
s.stage,n);return s.agent?.kind==="preset"&&(p=`${p.trimEnd()}

${gr({handoffPath:h.handoffPath})}
`),await t.workspace.writePrompt(h.promptPath,p),{kind:"ready",prepared:{stage:s.stage,attempt:n,repair:e.repair!==void 0,
prompt:p,promptPath:h.promptPath,handoffPath:h.handoffPath,lineage:a,hop:c,...d?{parent:d}:{},warnings:g,preparedAt:r.toISOString()},
upstream:o,parent:i}}async function Wa(s,t,e){if(s.template===null)throw new k("prompt-missing","this stage has no promp\
t template",{where:s.stage});let n={source:s.template.source,...s.maxPromptTokens===null?{}:{maxPromptTokens:s.maxPromptTokens},
...s.madeEvent===void 0?{}:{madeEventHint:Mo(s.madeEvent,s.madeEventRun)}};await Lo(s.template.text,n);let r=Yr({upstream:t,
inputs:s.inputs,github:s.github,...e?{attempt:e}:{},require:s.needs,analysis:jo(s.template.text)}),o=Fo(s.template.text,
r.context,n);return{prompt:o.prompt,warnings:[...r.warnings,...o.warnings]}}async function Ua(s,t,e){let n={stage:s.stage,
attempt:t,runAttempt:s.run.attempt};if((await e.list()).some(o=>Me(o,n)===0))throw new k("record-exists",`${Yt(n)} alrea\
dy has a record in this run, so the agent was not run; records are immutable`,{where:`stage ${s.stage}`,details:[`anothe\
r job of this run records stage ${s.stage}: give each job its own stage id (the \`${tt.stage}\` input)`]})}async function Ha(s,t){
let e=s.upstream.filter(a=>a.stage!==s.stage),n=await Promise.all(e.map(a=>t.get(a.stage))),r=new Map(e.map(a=>[a.stage,
a])),o=(a,u)=>{let{job:c=null,matrix:d,open:f,place:p}=r.get(a)??{};return{stage:a,job:c??u?.record.job??a,stored:u,...d===
void 0?{}:{matrix:d},...f===!0?{open:!0}:{},...p===void 0?{}:{place:p}}},i=new Map;for(let[a,u]of e.entries())i.set(u.stage,
n[a]);if(s.expandLineage){let a=[...i.values()].filter(u=>u!==void 0);for(let u=a.shift();u;u=a.shift())for(let c of u.record.
lineage){if(c.stage===s.stage||i.has(c.stage))continue;let d=await t.getAttempt(c.stage,c.attempt,c.run_attempt),f=d?.recordSha256===
c.record_sha256?d:void 0;i.set(c.stage,f),f&&a.push(f)}}let l=s.expandLineage?await Ja(s,i,t):new Map;return[...i].map(([
a,u])=>{let c=l.get(a);return{...o(a,u),...c?{recordedLike:c}:{}}})}async function Ja(s,t,e){let n=s.needs.filter(i=>t.has(
i)&&t.get(i)===void 0),r=new Map;if(n.length===0)return r;let o=[...new Set((await e.list()).map(i=>i.stage))].filter(i=>i!==
s.stage).sort(Dn);for(let i of n){let l=o.filter(a=>a.startsWith(`${i}-`));l.length>0&&r.set(i,l)}return r}async function Ba(s,t){
if(s.parentRun===null)return null;if(!t.openRun)throw new Dt(`stage ${s.stage}: a parent run is set but no way to open a\
nother run was given`);let e=await t.openRun(s.parentRun),n=new Map;for(let i of await e.list())n.set(i.stage,Ar([i,n.get(
i.stage)??i]));let r=(await Promise.all([...n.values()].map(i=>e.getAttempt(i.stage,i.attempt,i.runAttempt)))).filter(i=>i!==
void 0),o=Math.max(0,...r.map(i=>i.record.hop));return{run:s.parentRun,store:e,deepest:r.filter(i=>i.record.hop===o)}}function Vo(s){
let{stage:t,attempt:e,run:n}=s.record;return{stage:t,attempt:e,...n.attempt>1?{run_attempt:n.attempt}:{},record_sha256:s.
recordSha256}}async function za(s,t,e,n){let r=s.maxHandoffs+1,o=new Map(t.map(p=>[p.stored.recordSha256,p.stored])),i=new Map;
e&&i.set(e.run,Promise.resolve(e.store));let l=p=>(!i.has(p)&&n.openRun&&i.set(p,n.openRun(p)),i.get(p)),a=p=>p.reduce((g,h)=>g===
void 0||h.stored.record.hop>g.stored.record.hop?h:g,void 0),u=async(p,g,h)=>{let w=[];for(let m of p){let y=(h===null?o.
get(m.record_sha256):void 0)??await g.getAttempt(m.stage,m.attempt,m.run_attempt);y?.recordSha256===m.record_sha256&&w.push(
{stored:y,store:g,run:h})}return w},c=[{stage:s.stage,run:null}],d=a([...t.map(p=>({stored:p.stored,store:n.store,run:null})),
...(e?.deepest??[]).map(p=>({stored:p,store:e.store,run:e.run}))]),f=!1;for(;d&&c.length<r+1;){c.unshift({stage:d.stored.
record.stage,run:d.run});let{record:p}=d.stored;if(p.hop<=1){f=!0;break}let g=await u(p.lineage,d.store,d.run);if(p.parent)
try{let h=await l(p.parent.run);h&&g.push(...await u(p.parent.lineage,h,p.parent.run))}catch{}d=a(g)}return Ga(c,f)}function Ga(s,t){
let e=s.some(o=>o.run!==null),n=t?[]:["\u2026"],r;for(let o of s)e&&o.run!==r&&n.push(Ka(o.run)),r=o.run,n.push(o.stage);
return n}function Ka(s){return s===null?"this run:":`run ${s}:`}function qn(s){return s.endsWith(":")}function Va(s){let t=s.
filter(l=>!qn(l)&&l!=="\u2026").length,e=[],n,r=!1,o=0;for(let l of s)qn(l)?(n=l,r=!1):l==="\u2026"?e.push(l):(t<=12||o<
5||o>=t-5?(n!==void 0&&!r&&e.push(n),r=!0,e.push(l)):e.at(-1)!=="\u2026"&&e.push("\u2026"),o++);let i="";for(let[l,a]of e.
entries()){let u=e[l-1];i+=l===0?a:u!==void 0&&qn(u)?` ${a}`:` \u2192 ${a}`}return i}async function qo(s,t){if(s.agent===null)throw new Dt(`stage ${s.stage}: runStage needs an agent (run or agent); this sp\
ec is for a split stage`);let e=[],n,r,o={},i="",l=!1;for(let a=1;;a++){let u=await Xe(s,t,{...o,attempt:a,...n?{upstream:n}:
{},...r!==void 0?{parent:r}:{}});if(u.kind==="refused")return t.reporter?.error(u.result.outcome.message??"",s.stage),{...u.
result,attempts:[...e,...u.result.attempts]};n=u.upstream,r=u.parent;let c=u.prepared;c.repair||(i=c.prompt);for(let h of c.
warnings)t.reporter?.warning(h.message,`${s.stage} ${h.path}`);let d=await Za(s,c,t),f=await qe(s,c,d,t,{...t.signal?{signal:t.
signal}:{},...s.verify===null?{}:{verify:()=>Qa(s,c,t,s.verify)}});e.push(f);let{outcome:p}=f,g=t.signal?.aborted===!0;if(f.
repairProblems.length>0&&!l&&!g){l=!0,t.reporter?.warning(`${p.message}; giving the agent one repair turn`,s.stage),o={repair:{
problems:f.repairProblems,previousPrompt:i}};continue}if(p.reason==="verify-failed"&&a<s.attempts&&!g){t.reporter?.warning(
`attempt ${a} of ${s.attempts}: ${p.message}; trying again`,s.stage),o={attemptContext:Xa(a+1,f.handoff,f.record.verify)};
continue}return p.reason==="cancelled"?t.reporter?.warning(p.message,s.stage):p.reason!=="completed"&&t.reporter?.error(
p.message,s.stage),qa(s,p,e,f.outputs)}}function qa(s,t,e,n){let r=e.at(-1);if(!r)throw new Dt(`stage ${s.stage}: no att\
empt was stored`);return{stage:s.stage,ok:t.reason==="completed",outcome:t,attempts:e,final:r,outputs:n}}function Xa(s,t,e){
return{number:s,previous:t,verify:e?{exit_code:e.exit_code,output:e.output_tail}:null}}function Ya(s,t){let e={};for(let[
n,r]of Object.entries(s))Us.includes(n)||Hs.some(o=>n.startsWith(o))||(e[n]=r);return{...e,...t}}function Xo(s,t,e,n={}){
return Ya(e.env,{...n,[Lt.promptPath]:t.promptPath,[Lt.handoffPath]:t.handoffPath,[Lt.stage]:s.stage})}async function Za(s,t,e){
let n=s.agent,r=n.kind==="preset"?{...fr(n.preset),shell:"bash"}:{script:n.command,env:{},shell:s.shell};return e.reporter?.
info(`${s.stage}: attempt ${t.attempt}${t.repair?" (repair turn)":""}, running the agent`),Yo(e,()=>({script:r.script,shell:r.
shell,cwd:e.workspace.resolveDirectory(s.workingDirectory),env:Xo(s,t,e,r.env)}))}async function Yo(s,t){let e=s.workspace.
now();try{return await s.runner.run({...t(),...s.onOutput?{onOutput:s.onOutput}:{},...s.signal?{signal:s.signal}:{}})}catch(n){
let r=`${Ve}${yt(n)}
`;return s.onOutput?.(r,"stderr"),{exitCode:null,signal:null,startedAt:e,finishedAt:s.workspace.now(),output:r,stdout:""}}}
async function Qa(s,t,e,n){e.reporter?.info(`${s.stage}: attempt ${t.attempt}, running verify`);let r=await Yo(e,()=>({script:n,
shell:s.shell,cwd:e.workspace.resolveDirectory(s.workingDirectory),env:Xo(s,t,e)})),o=De(r.output,s.redact,"verify.outpu\
t_tail");return{facts:{command:n,exit_code:r.exitCode,output_tail:Ds(o.text,bt.verifyOutputTailBytes),duration_ms:Math.max(
0,r.finishedAt.getTime()-r.startedAt.getTime())},problems:o.problems}}var ni=Nt(Ne(),1),At=Nt(se(),1);import{spawn as nl}from"node:child_process";import{tmpdir as sl}from"node:os";import{join as rl}from"node:path";
import{StringDecoder as ol}from"node:string_decoder";var Qt=class{#t;#s={stdout:"",stderr:""};#n=null;constructor(t){this.#t=t}push(t,e){let n=this.#s[e]+t,r=n.endsWith("\r")?
n.slice(0,-1):n,o=Math.max(r.lastIndexOf(`
`),r.lastIndexOf("\r"))+1;n.length-o>65536&&(o=n.length),this.#e(e,n.slice(0,o)),this.#s[e]=n.slice(o)}end(t){this.#e(t,
this.#s[t]),this.#s[t]=""}#e(t,e){e!==""&&(this.#n!==null&&!this.#n.ended&&this.#n.stream!==t&&this.#t(`
`,!0),this.#t(e,!1),this.#n={stream:t,ended:e.endsWith(`
`)||e.endsWith("\r")})}};var tl=8;function Qo(s,t,e,n){let r=s+t,o=s.length,i=Le(r,e),l=i.find(c=>c.start<o&&c.end>o),a=l?l.end-o:0;if(n&&(a=Zo(t,
a)),!r.includes("\x1B")&&i.every(c=>c.end<=o+a))return a;let u=X(r,e).text;for(let c=0;a<t.length&&c<=tl;c++){if(Fe(r,o+
a,e,u))return a;a=n?Zo(t,a+1):el(t,a+1)}return t.length}function Zo(s,t){if(t===0||s.charCodeAt(t-1)===ti)return t;let e=s.
indexOf(`
`,t);return e===-1?s.length:e+1}function el(s,t){for(let e=t;e<=s.length;e++){let n=s.charCodeAt(e-1);if(n===ti||n===32||
n===9)return e}return s.length}var ti=10;var Xn={killGraceMs:5e3,maxOutputBytes:1024*1024,drainMs:1e3};function il(s){try{process.kill(-s,0)}catch{return!1}let t;
try{t=(0,At.readdirSync)("/proc")}catch{return!0}for(let e of t){if(!/^\d+$/.test(e))continue;let n;try{n=(0,At.readFileSync)(
`/proc/${e}/stat`,"utf8")}catch{continue}let[r,,o]=n.slice(n.lastIndexOf(")")+2).split(" ");if(Number(o)===s&&r!=="Z")return!0}
return!1}var Ye=class{#t;#s;#n;#e;#r;#o;#l;#i;constructor(t={}){this.#t=t.tempDir??sl(),this.#s=t.killGraceMs??Xn.killGraceMs,
this.#n=t.maxOutputBytes??Xn.maxOutputBytes,this.#e=t.drainMs??Xn.drainMs,this.#r=t.outputHook,this.#o=t.reuseScripts?new Map:
void 0,this.#l=t.secrets??[],this.#i=t.noPathHint??"PATH is not set in its environment"}async run(t){let e=Vr(t.shell);al(
t.cwd);let n=qr(e,t.script),r=this.#u(e.extension,n),o=r??rl(this.#t,`baton-step-${(0,ni.randomUUID)()}${e.extension}`);
r===void 0&&((0,At.writeFileSync)(o,n,{flag:"wx",mode:448}),this.#o?.set(`${e.extension}\0${n}`,o)),this.#r?.begin?.();try{
return await this.#f(e.file,Xr(e,o),t)}finally{this.#r?.end?.(),this.#o===void 0&&(0,At.rmSync)(o,{force:!0})}}#u(t,e){let n=`${t}\
\0${e}`,r=this.#o?.get(n);if(r===void 0)return;let o=Buffer.from(e),i;try{i=rr(r,o.length)}catch{i={kind:"missing"}}if(i.
kind==="file"&&o.equals(i.bytes))return r;this.#o?.delete(n)}#f(t,e,n){return new Promise((r,o)=>{let i=new Date,l=new Ze(
this.#n),a=new Ze(this.#n),u=nl(t,e,{cwd:n.cwd,env:n.env,stdio:["ignore","pipe","pipe"],detached:!0});u.pid!==void 0&&n.
onStart?.(u.pid);let c,d,f,p,g=!1,h=T=>{if(u.pid!==void 0)try{process.kill(-u.pid,T)}catch{}},w=()=>u.pid!==void 0&&il(u.
pid),m,y=!1,$,S=null,_,R=()=>{h("SIGKILL"),_=Date.now()},v=Number.POSITIVE_INFINITY,O=T=>{T>=v||(v=T,clearTimeout(c),c=setTimeout(
R,Math.max(0,T-Date.now())),c.unref())},P=()=>{S!=="terminate"&&(S="terminate",clearTimeout(d),h("SIGTERM"),O(Date.now()+
this.#s))},B=()=>{if(n.stop!=="interrupt"||n.kill?.aborted)return P();S===null&&(S="interrupt",h("SIGINT"),d=setTimeout(
()=>h("SIGTERM"),1.5*this.#s),d.unref(),O(Date.now()+2*this.#s))},V=()=>{let T=w();return n.kill?.aborted&&_===void 0&&T&&
R(),T&&(_===void 0||Date.now()-_<2e3)?(m??=setInterval(x,100),!1):(clearInterval(m),y?!0:$===void 0?($=Date.now(),setTimeout(
x,this.#e).unref(),!1):Date.now()-$>=this.#e)},x=()=>{g||p===void 0||S!==null&&!V()||(clearInterval(m),g=!0,clearTimeout(
f),u.stdout?.destroy(),u.stderr?.destroy(),N("stdout"),N("stderr"),n.signal?.removeEventListener("abort",B),n.kill?.removeEventListener(
"abort",P),clearTimeout(c),clearTimeout(d),r({exitCode:p.code,signal:p.signal,startedAt:i,finishedAt:new Date,output:l.text(
this.#l),stdout:a.text(this.#l)}))},C=new Qt((T,K)=>K?l.insert(T):l.push(T)),N=T=>C.end(T),L=(T,K)=>{let W=new ol("utf8"),
q=D=>{C.push(D,K),D!==""&&(K==="stdout"&&a.push(D),this.#r?.chunk(D,K),n.onOutput?.(D,K))};T.on("data",D=>{l.wrote(D.length),
K==="stdout"&&a.wrote(D.length),q(W.write(D))}),T.on("end",()=>{q(W.end()),N(K)})};L(u.stdout,"stdout"),L(u.stderr,"stde\
rr"),u.on("error",T=>{if(g)return;g=!0,n.signal?.removeEventListener("abort",B),n.kill?.removeEventListener("abort",P);let K=T.
code==="ENOENT"&&!t.includes("/")&&!n.env.PATH;o(new k("shell-failed",`could not start ${JSON.stringify(t)}: ${T.code??T.
message}${K?`; ${this.#i}`:""}`,{where:"shell",cause:T}))}),u.on("exit",(T,K)=>{p={code:T,signal:K},f=setTimeout(()=>{S===
null&&(u.stdout?.destroy(),u.stderr?.destroy()),x()},this.#e),f.unref()}),u.on("close",()=>{y=!0,x()}),n.kill?.aborted?P():
n.kill?.addEventListener("abort",P,{once:!0}),n.signal&&(n.signal.aborted?B():n.signal.addEventListener("abort",B,{once:!0}))})}};
function al(s){let t;try{t=(0,At.statSync)(s)}catch{t=void 0}if(!t?.isDirectory())throw new k("working-directory-missing",
`${s} is not a directory`,{where:"working-directory"})}var ei=64*1024,ll=`${["-----BEGIN","PRIVATE","KEY-----"].join(" ")}\

`,ul=128,Ze=class{#t;#s=[];#n=0;#e=0;#r=0;#o=0;#l=!1;#i="";constructor(t){this.#t=t}wrote(t){this.#r+=t}insert(t){this.push(
t),this.#o+=Buffer.byteLength(t)}push(t){this.#s.push(t);let e=Buffer.byteLength(t);for(this.#n+=e,this.#e+=e;this.#s.length>
1&&this.#n-Buffer.byteLength(this.#s[0])>=this.#t+ei;){let n=this.#s.shift();this.#n-=Buffer.byteLength(n),this.#u(n)}}#u(t){
let e=this.#i+t;this.#l=Ht(e,this.#l,this.#i.length),this.#i=e.slice(-ul)}text(t=[]){let e=Buffer.from(this.#s.join(""));
if(e.length<=this.#t)return e.toString("utf8");let n=e.length-this.#t-1,r=e.indexOf(10,n),o=[e.indexOf(32,n),e.indexOf(9,
n)].filter(u=>u>=0),i=r>=0&&r<e.length-1?r:o.length>0?Math.min(...o):-1,l="";if(i>=0){let u=i+1,c=Math.max(0,u-ei),d=c===
0?-1:e.indexOf(10,c-1);for(d>=0&&d+1<u&&(c=d+1);(e[c]&192)===128;)c++;let p=(Ht(this.#i+e.subarray(0,c).toString("utf8"),
this.#l,this.#i.length)?ll:"")+e.subarray(c,u).toString("utf8"),g=e.subarray(u).toString("utf8");l=g.slice(Qo(p,g,t,e[i]===
10))}let a=l!==""?`the last ${this.#t} bytes at most are kept`:i===-1?"none of it is kept, as no line or space was left \
to start at":"none of it is kept, as all of it after the cut may be part of a secret the cut went through";return this.#e===
this.#r+this.#o?`[baton: the first ${this.#e-Buffer.byteLength(l)} bytes of this output were left out; ${a}]
${l}`:`[baton: this output was ${this.#r} bytes, not all of it UTF-8 text, and its start was left out; ${a}${l===""?"":"\
, as text (a byte that is not UTF-8 as \uFFFD)"}]
${l}`}};var Ps=Nt(Ne(),1),Bt=Nt(se(),1);import{copyFile as Uc,lstat as Hc,mkdtemp as Jc,readFile as xe,rename as Bc,rm as zc}from"node:fs/promises";
import{availableParallelism as Gc,hostname as Kc,tmpdir as Vc}from"node:os";import{basename as qc,dirname as bn,join as at,
relative as Xc,resolve as ke}from"node:path";import{setMaxListeners as ss}from"node:events";var si=["repository","path","ref"];function ri(s,t,e){let n=t.repository.trim(),r=n!==""&&n.toLowerCase()!==e.repository.
toLowerCase(),o=t.path.trim(),i=!cl(o,e.workspace),l=t.ref.trim(),a=l!==""&&!e.refs.includes(l);if(!r&&!i&&!a)return null;
let u=r?`${n}${a?` at ${l}`:""} is not cloned`:a?`ref ${l}${i?" of this repository":""} is not checked out`:"this reposi\
tory is not checked out again";return`${s}: ${u}${i?` into ${o}`:""}: baton checks nothing out; the project directory is\
 used as it is`}function cl(s,t){if(s==="")return!0;let e=s.replace(/\/+$/,"")||"/";return e==="."||e===(t.replace(/\/+$/,
"")||"/")}function ci(s){return`$${ft.stepSummary} upload aborted, supports content up to a size of ${Math.floor(bt.stepSummaryFileBytes/
1024)}k, got ${Math.floor(s/1024)}k. For more information see: https://docs.github.com/actions/using-workflows/workflow-\
commands-for-github-actions#adding-a-markdown-summary`}var di=new Set(["NODE_OPTIONS"]);function Zn(s,t){let e=[],n=s.split(
`
`).map(r=>r.replace(/\r$/,""));n.length>0&&n[n.length-1]===""&&n.pop();for(let r=0;r<n.length;r+=1){let o=n[r];if(o.trim()===
"")continue;let i=o.indexOf("<<"),l=o.indexOf("=");if(i>0&&(l<0||i<l)){let a=o.slice(0,i),u=o.slice(i+2);if(u==="")throw Qe(
t,r+1,`"${a}<<" needs a delimiter`);let c=[],d=!1;for(r+=1;r<n.length;r+=1){if(n[r]===u){d=!0;break}c.push(n[r])}if(!d)throw Qe(
t,r,`no line "${u}" ends the value of ${a}`);e.push([oi(a,t,r+1),c.join(`
`)]);continue}if(l>0){e.push([oi(o.slice(0,l),t,r+1),o.slice(l+1)]);continue}throw Qe(t,r+1,"expected name=value or name\
<<DELIMITER")}return e}function fi(s,t){let e=[],n=[];for(let r of Zn(s,t))di.has(r[0].toUpperCase())?n.push(`can't stor\
e ${r[0]} using ${t}; it was left out`):e.push(r);return{pairs:e,refused:n}}function pi(s){return s.split(`
`).map(t=>t.replace(/\r$/,"").trim()).filter(t=>t!=="").reverse()}function oi(s,t,e){if(s.trim()===""||s!==s.trim()||s.includes(
"\0"))throw Qe(t,e,`"${s}" is not a valid name`);return s}function Qe(s,t,e){return new k("file-command-invalid",`${s} l\
ine ${t}: ${e}`,{where:s})}var nn=new Set(["stop-commands","set-env","set-output","save-state","add-mask","add-path","ad\
d-matcher","remove-matcher","debug","warning","error","notice","group","endgroup","echo"]),hi={has:()=>!0},gi="\\t\\n\\v\\f\\\
r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000",dl=new RegExp(`^[${gi}]+`),ii=new RegExp(`[${gi}\
]`);function tn(s){let t=0,e=s.length;for(;t<e&&ii.test(s[t]);)t++;for(;e>t&&ii.test(s[e-1]);)e--;return s.slice(t,e)}function sn(s,t=nn){
return fl(s,t)??pl(s,t)}function fl(s,t){let e=s.replace(dl,"");if(!e.startsWith("::"))return null;let n=e.indexOf("::",
2);if(n<0)return null;let r=e.slice(2,n),o=r.indexOf(" "),i=(o<0?r:r.slice(0,o)).toLowerCase();if(!t.has(i))return null;
let l=o>0?mi(tn(r.slice(o+1)),",",yl):new Map;return{command:i,properties:l,data:wl(e.slice(n+2)),form:"v2"}}function pl(s,t){
let e=s.indexOf("##[");if(e<0)return null;let n=s.indexOf("]",e);if(n<0)return null;let r=s.slice(e+3,n),o=r.indexOf(" "),
i=(o<0?r:r.slice(0,o)).toLowerCase();if(!t.has(i))return null;let l=o>0?mi(r.slice(o+1),";",li):new Map;return{command:i,
properties:l,data:li(s.slice(n+1)),form:"legacy"}}function mi(s,t,e){let n=new Map;for(let r of s.split(t)){let o=r.replace(
/^=+/,""),i=o.indexOf("=");if(i<0)continue;let l=o.slice(i+1).replace(/^=+/,"");l!==""&&n.set(o.slice(0,i).toLowerCase(),
e(l))}return n}var de=class{#t=null;#s=new Set(nn);read(t){let e=sn(t,this.#s);if(this.#t===null)return e;let n=this.#t.
toLowerCase();return n===""||e?.command!==n?null:(this.#s.delete(n),this.#t=null,"resumed")}refuses(t){return hl(t,this.#s)}stop(t){
this.#t=t,this.#s.add(t.toLowerCase())}};function hl(s,t){let e=s.toLowerCase();return e===""||e==="pause-logging"||t.has(
e)}function wi(s,t){return t===void 0?s:{...s,github:{...s.github,...t}}}var gl=1024*1024,ml=6,Yn=4e3,ai=50,wl=s=>s.replace(
/%0D|%0A|%25/g,t=>({"%0D":"\r","%0A":`
`,"%25":"%"})[t]),yl=s=>s.replace(/%0D|%0A|%3A|%2C|%25/g,t=>({"%0D":"\r","%0A":`
`,"%3A":":","%2C":",","%25":"%"})[t]),li=s=>s.replace(/%3B|%0D|%0A|%5D|%25/g,t=>({"%3B":";","%0D":"\r","%0A":`
`,"%5D":"]","%25":"%"})[t]),en=class{#t=[];#s=new Set;#n=[];#e={outputs:[],env:[],path:[],failures:[]};#r=new Set;#o;#l;#i;constructor(t={}){
this.#o=t.allowUnsecureCommands??!1,this.#l=t.allowUnsecureStopCommandTokens??!1,this.#i=t.redact??(e=>e)}#u=0;#f={stdout:{
partial:"",overlong:!1},stderr:{partial:"",overlong:!1}};#c=new de;push(t,e="stdout"){let n=this.#f[e],r=t.split(/\r\n|\r|\n/),
o=r.pop();for(let i of r)n.overlong||this.#d(n.partial+i),n.partial="",n.overlong=!1;n.overlong||(n.partial+=o,n.partial.
length>gl&&(n.partial="",n.overlong=!0))}get masks(){return this.#t}end(){for(let i of Object.values(this.#f))!i.overlong&&
i.partial!==""&&this.#d(i.partial),i.partial="";let t=[...this.#n];this.#u>0&&t.push({level:"warning",message:`${this.#u}\
 more annotation${this.#u===1?"":"s"} of this step not shown (at most ${ai})`});let{outputs:e,env:n,path:r,failures:o}=this.#e;
return{masks:[...this.#t],annotations:t,commands:{outputs:[...e],env:[...n],path:[...r],failures:[...o]}}}#p(t){this.#s.
has(t)||(this.#s.add(t),this.#t.push(t))}#d(t){let e=this.#c.read(t);if(e===null||e==="resumed")return;let{command:n,properties:r,
data:o}=e;switch(n){case"stop-commands":{let i=o;if(this.#l||!this.#c.refuses(i)){this.#c.stop(i),i.length>ml&&this.#p(i);
return}this.#e.failures.push(`unable to process ::stop-commands::: you cannot use an endToken that is an empty string, t\
he string 'pause-logging', or another workflow command (this one is ${i===""?"empty":JSON.stringify(i)}); use a token of\
 your own, such as a random one, or opt into insecure command execution by setting ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TO\
KENS to true (see https://docs.github.com/actions/learn-github-actions/workflow-commands-for-github-actions#example-stop\
ping-and-starting-workflow-commands)`);return}case"add-mask":{let i=tn(o);if(i==="")return;let l=i.split(/[\r\n]+/).map(
tn);for(let a of[i,...l])a!==""&&this.#p(a);return}case"error":case"warning":case"notice":this.#b(n,r,o);return;case"set\
-output":case"save-state":case"set-env":case"add-path":this.#h(n,r,o)}}#h(t,e,n){let r=l=>this.#e.failures.push(`unable \
to process ::${t}::: ${l}`);if((t==="set-env"||t==="add-path")&&!this.#o){r(`the \`${t}\` command is disabled; write to ${t===
"set-env"?ft.env:ft.path} instead, or set ACTIONS_ALLOW_UNSECURE_COMMANDS to true (see https://github.blog/changelog/202\
0-10-01-github-actions-deprecating-set-env-and-add-path-commands/)`);return}if(t==="add-path"){n===""?r("the path is emp\
ty"):this.#e.path.push(n);return}let o=e.get("name");if(o===void 0||o===""){r(`required field 'name' is missing in the ${t}\
 command`);return}if(t==="set-env"){if(di.has(o.toUpperCase())){this.#n.push({level:"error",message:`can't update ${o} u\
sing ::set-env::`});return}this.#e.env.push([o,n]);return}if(t==="set-output"&&this.#e.outputs.push([o,n]),this.#r.has(t))
return;this.#r.add(t);let i=t==="set-output"?ft.output:ft.state;this.#n.push({level:"warning",message:`the \`${t}\` comma\
nd is deprecated and will be disabled soon; write to ${i} instead (see https://github.blog/changelog/2022-10-11-github-a\
ctions-deprecating-save-state-and-set-output-commands/)`})}#b(t,e,n){if(this.#n.length>=ai){this.#u+=1;return}let r=e.get(
"line"),o=e.get("file")?[e.get("file"),r,r&&e.get("col")].filter(Boolean).join(":"):"",i=e.get("title"),l=d=>bl(this.#i(
d,this.#t).replace(/\r\n|\r|\n/g," ")),a=d=>d===void 0?null:l(d),u=d=>{let f=e.get(d)?.trim();return f!==void 0&&/^[1-9]\d{0,8}$/.
test(f)?Number(f):null},c=`${o?`${o}: `:""}${i?`${i}: `:""}${n}`;this.#n.push({level:t,message:l(c),place:{title:a(i),file:a(
e.get("file")),line:u("line"),end_line:u("endline"),col:u("col"),end_column:u("endcolumn")}})}};function Qn(s,t){if(t.length===
0)return s;let e=new Set(t);return s.replace(/[^\r\n]+/g,n=>yi(n,r=>e.has(tn(r))))}function ts(s){return yi(s,()=>!0)}var ui=/(?=::add-mask[ :]|##\[add-mask[ \]])/i;
function yi(s,t){return ui.test(s)?s.split(ui).map(e=>{let n=sn(e);return n?.command!=="add-mask"||!t(n.data)?e:n.form===
"v2"?`${e.slice(0,10)}::***`:`${e.slice(0,11)}]***`}).join(""):s}function bl(s){return s.length>Yn?`${s.slice(0,Yn)}\u2026 (${s.
length-Yn} more characters)`:s}function bi(s,t){let e=[],n=es(s.map(o=>Si(o.container)));n.length>0&&e.push({level:"warning",message:`container: ${n.join(
", ")} ${n.length===1?"is":"are"} not started: baton runs the job's steps on this machine, not in a container`});let r=es(
s.flatMap(o=>Sl(o.services)));if(r.length>0){let o=r.length===1;e.push({level:"warning",message:`services: ${r.join(", ")}\
 ${o?"is":"are"} not started: baton starts no containers, and the job's steps run on this machine without ${o?"it":"them"}`})}
for(let o of["Windows","macOS"]){if(o===t)continue;let i=es(s.map(l=>vl(l.runsOn)===o?ns(l.runsOn):null));i.length!==0&&
e.push(o==="Windows"?{level:"warning",message:`runs-on: ${i.join(", ")}: runs here, on ${t}, with this machine's shells \
(bash by default, where a Windows runner's is pwsh; shell: cmd and powershell fail here)`}:{level:"info",message:`runs-o\
n: ${i.join(", ")}: runs here, on ${t}, with this machine's shells and tools (bash by default, as on macOS)`})}return e}
function Si(s){let t=typeof s=="string"?s:on(s)&&typeof s.image=="string"?s.image:null;return t===null||t.trim()===""?null:
t}function Sl(s){return typeof s=="string"?s.trim()===""?[]:[s]:on(s)?Object.entries(s).flatMap(([t,e])=>Si(e)===null?[]:
[t]):[]}function vl(s){for(let t of vi(s)){let e=t.trim().toLowerCase();if(e==="windows"||e.startsWith("windows-"))return"\
Windows";if(e==="macos"||e.startsWith("macos-"))return"macOS"}return null}function vi(s){return typeof s=="string"?[s]:Array.
isArray(s)?s.filter(t=>typeof t=="string"):on(s)?vi(s.labels):[]}function ns(s){return Array.isArray(s)?`[${s.map(ns).join(
", ")}]`:on(s)?`{ ${Object.entries(s).map(([t,e])=>`${t}: ${ns(e)}`).join(", ")} }`:String(s)}function rn(s){switch(s.kind){case"\
literal":return s.value;case"expression":return s.text;case"sequence":return s.items.map(rn);case"mapping":return Object.
fromEntries(s.entries.map(({key:t,value:e})=>[t,rn(e)]))}}function es(s){return[...new Set(s.filter(t=>t!==null))]}function on(s){
return typeof s=="object"&&s!==null&&!Array.isArray(s)}var kl="ACTIONS_STEP_DEBUG";function ki(s,t){let e=r=>Object.entries(r).find(([o])=>o.toUpperCase()===kl)?.[1];return(e(
s)??e(t))?.trim().toLowerCase()==="true"}function xi(s,t){return{os:s.os,arch:s.arch,name:"baton-local",environment:"sel\
f-hosted",tool_cache:s.toolCache,temp:t,workspace:s.workspaceParent,...s.debug?{debug:"1"}:{}}}function $i(s){return Object.
fromEntries(Object.entries(s).map(([t,e])=>[`RUNNER_${t.toUpperCase()}`,e]))}var fe=class{#t;#s=0;#n=[];constructor(t){this.#t=Math.max(1,Math.floor(t))}async acquire(){this.#s<this.#t?this.#s+=1:await new Promise(
e=>this.#n.push(e));let t=!1;return()=>{if(t)return;t=!0;let e=this.#n.shift();e?e():this.#s-=1}}async run(t){let e=await this.
acquire();try{return await t()}finally{e()}}get active(){return this.#s}};function Ri(s,t,e="timeout-minutes"){let n=io(s,e);if("problem"in n)throw new k("timeout-invalid",`${t}: ${n.problem}`);
return n.minutes}function pe(s){return`${s} minute${s===1?"":"s"}`}var xl=5,$l=2**31-1,Rl=6e4;function rs(s,t,e){return setTimeout(
e,Math.min(s*t,$l))}function an(s,t,e){return{"fail-fast":s.failFast,"job-index":t,"job-total":e,"max-parallel":s.maxParallel??
e}}async function Ai(s,t,e){if(!lo(s))throw new Dt("executePlan accepts only a Plan made by buildPlan");return new os(s,
t,e).run()}var os=class{#t;#s;#n;#e;#r;#o;#l;#i=new Map;#u=[];#f;#c;#p;#d=new Map;#h;#b;#w;#$=new Map;#y=new Map;#R=new Map;#T=new Map;#k;#x=new Map;#m;#O=new Map;#F=new Map;constructor(t,e,n){
this.#t=t,this.#s=e,this.#n=e.expressions,this.#e=n,this.#r=new fe(n.concurrency),this.#o=n.signal??new AbortController().
signal,this.#l=n.cancel??new AbortController().signal,ss(0,this.#o,this.#l),this.#f=t.workflow.jobs.map(r=>r.id),this.#c=
new Map(t.jobs.map(r=>[r.id,r])),this.#m=new Map(t.stageMatrices),this.#k=new Set(t.expanded.map(r=>r.id.toLowerCase()));
for(let r of t.legIds.values())for(let o of r)this.#k.add(o.toLowerCase());this.#h=Object.values(n.secrets).filter(r=>r!==
""),this.#b=ki(n.secrets,t.vars),this.#w=n.minuteMs??Rl,this.#p={inputs:t.inputs,secrets:n.secrets,env:{},envFailure:null,
namePrefix:"",cancel:this.#l}}async run(){let t=this.#s.now();this.#a({type:"run-started",run:this.#e.runId,workflow:this.#t.
workflow.name??this.#t.workflow.fileName,jobs:this.#t.jobs.map(o=>({id:o.id,needs:o.needs,legs:o.legs===null?null:o.instances===
null?this.#t.legIds.get(o.id)??null:o.instances.flatMap(i=>this.#t.legIds.get(i.id)??[])}))}),this.#p.envFailure=this.#I(),
await this.#N(this.#t.jobs.filter(o=>o.calledBy===null));let e=await this.#s.settle?.()??null;e!==null&&this.#a({type:"n\
otice",level:"error",job:null,leg:null,message:e});let n=this.#t.jobs.map(o=>{let i=this.#F.get(o.id);return{...this.#i.
get(o.id),legResults:this.#O.get(o.id)??[],...i===void 0?{}:{skipReason:i}}}),r=this.#W()?"cancelled":e!==null||n.some(o=>o.
result==="failure")?"failure":n.some(o=>o.result==="cancelled")?"cancelled":"success";return this.#a({type:"run-finished",
run:this.#e.runId,status:r,duration_ms:ln(t,this.#s.now())}),{status:r,reason:e,jobs:n,stages:this.#u}}#I(){try{return this.#p.
env=$t(this.#n,this.#t.workflow.env,(t,e)=>({contexts:this.#P(null),where:this.#g(e,`env.${t}`)})),null}catch(t){return lt(
t)}}#S(t){return t?.calledBy?this.#d.get(t.calledBy)??this.#p:this.#p}#P(t){let e=this.#S(t);return{github:this.#e.github,
inputs:e.inputs,vars:this.#t.vars,secrets:e.secrets}}async#N(t){let e=new Map;for(let n of t)e.set(n.id,(async()=>{await Promise.
all(n.needs.map(r=>e.get(r))),this.#i.set(n.id,n.call===null?await this.#B(n):await this.#_(n))})());await Promise.all(e.
values())}async#_(t){let e=t.call;if(this.#e.reuse?.has(t.id)){for(let r of e.jobs){let o=this.#c.get(r);this.#i.set(r,o.
call===null?await this.#B(o):await this.#_(o))}return this.#B(t)}let n=await this.#H(t);return this.#y.has(t.id)||this.#j(
e.jobs,n),n}async#H(t){let e=this.#X(t);if(!("contexts"in e))return this.#A(t,t.id,`its calling job ${t.id} did not run \
(${e.result})`),e;let{contexts:n}=e,r,o,i;try{r=t.legs??this.#Q(t,n),i=this.#tt(t,n),o=this.#t.legIds.get(t.id)??In(t.id,
r,this.#k),t.legs===null&&this.#C(t,o)}catch(l){let a=this.#z(t,lt(l));return this.#A(t,t.id,`its calling job ${t.id} fa\
iled before the call started`),a}return t.legs===null&&this.#a({type:"job-legs",job:t.id,legs:o}),this.#q(t,r,o,i,n,{pooled:!1,
outputsOf:l=>l.result==="success"},(l,a,u,c)=>this.#D(t,l,a,u,r.length,i,n,c))}#C(t,e){if(e.length<2)return;let n=r=>{for(let o of r){
let i=this.#c.get(o),l=i.instances===null?i.stages?.[0]:void 0;if(l!==void 0){let a=o.slice((this.#y.get(t.id)??t.id).length);
throw new k("stage-duplicate",`jobs.${t.job.id}: ${go(l,o,e.map(u=>`${u}${a}`))}`,{where:et(t.workflow.fileName,t.job.position)})}
n(i.call?.jobs??[])}};n(this.#c.get(this.#y.get(t.id)??t.id)?.call?.jobs??[])}async#D(t,e,n,r,o,i,l,a){let u=t.call,c=u.
workflow.call,d=t.workflow.fileName,f=u.workflow.fileName,p=this.#s.now(),g=this.#S(t),h=Object.keys(e).length>0,w={...l,
matrix:ce(e),strategy:an(i,r,o)},m,y=null;try{if(g.envFailure)throw new k("expression-invalid",g.envFailure);let v=wr(this.#n,
t.job,c,(x,C)=>({contexts:{...w,secrets:{}},where:this.#g(C,`jobs.${t.job.id}.with.${x}`,d)})),O;try{O=yr(c,v,u.path)}catch(x){
throw x instanceof k?new k(x.code,`jobs.${t.job.id}: ${x.message}`,{where:et(d,t.job.uses?.position??t.job.position)}):x}
let P=t.job.secrets==="inherit"?g.secrets:$t(this.#n,t.job.secrets,(x,C)=>({contexts:w,where:this.#g(C,`jobs.${t.job.id}\
.secrets.${x}`,d)})),B=[...new Set(Object.values(P))].filter(x=>x!==""&&!this.#h.includes(x));this.#h.push(...B),B.length>
0&&this.#s.addSecrets?.(B);for(let[x,C]of Object.entries(P))!B.includes(C)||C.length>=vt.minSecretLength||this.#a({type:"\
notice",level:"warning",job:t.id,leg:n,message:`secret ${x} passed to ${u.path} is shorter than ${vt.minSecretLength} ch\
aracters, so it is not redacted: it will appear wherever a step or agent prints it (a value that short would blank out o\
rdinary words)`});y=this.#ot(t,h?e:null,w);let V=y??`${g.namePrefix}${t.job.id}${h?Oi(e):""}`;m={inputs:O,secrets:P,env:{},
envFailure:null,namePrefix:`${V} / `,cancel:AbortSignal.any([g.cancel,a])},ss(0,m.cancel);try{m.env=$t(this.#n,u.workflow.
env,(x,C)=>({contexts:{github:this.#e.github,inputs:O,vars:this.#t.vars,secrets:P},where:this.#g(C,`env.${x}`,f)}))}catch(x){
m.envFailure=lt(x)}}catch(v){let O=lt(v);return this.#a({type:"notice",level:"error",job:t.id,leg:n,message:O}),this.#a(
{type:"job-finished",job:t.id,leg:n,result:"failure",duration_ms:0,reason:O}),this.#A(t,n,`its calling job ${n} failed b\
efore the call started`),{result:"failure",outputs:{},stages:[]}}this.#d.set(n,m),this.#a({type:"job-started",job:t.id,leg:n,
name:y,matrix:h?e:null});let $=this.#M(t,n);await this.#N($);let S=$.map(v=>this.#i.get(v.id)).filter(v=>v!==void 0),_=S.
some(v=>v.result==="failure")?"failure":S.some(v=>v.result==="cancelled")||this.#o.aborted?"cancelled":"success",R={};try{
let v=Object.fromEntries($.map(O=>{let P=this.#i.get(O.id);return[ue(O.id),{result:P?.result??"skipped",outputs:P?.outputs??
{}}]}));R=$t(this.#n,c.outputs,(O,P)=>({contexts:{github:this.#e.github,inputs:m.inputs,vars:this.#t.vars,jobs:v},where:this.#g(
P,`on.workflow_call.outputs.${O}.value`,f)}))}catch(v){_==="success"&&(_="failure"),this.#a({type:"notice",level:"error",
job:t.id,leg:n,message:lt(v)})}return this.#V(R,t.id,n),this.#a({type:"job-finished",job:t.id,leg:n,result:_,duration_ms:ln(
p,this.#s.now())}),{result:_,outputs:R,stages:S.flatMap(v=>v.stages)}}#M(t,e){let n=this.#y.get(t.id)??t.id,r=this.#T.get(
t.id),o=`${n}/`,i=l=>l.startsWith(o)?`${e}/${l.slice(o.length)}`:r?r(l):l;return(this.#c.get(n)?.call?.jobs??[]).map(l=>{
let a=this.#c.get(l),u=i(l);if(this.#R.set(l,[...this.#R.get(l)??[],u]),u===l)return a;let c={...a,id:u,calledBy:e,needs:a.
needs.map(i),upstream:a.upstream.map(i),stageUpstream:a.stageUpstream.map(i),call:a.call&&{...a.call,jobs:a.call.jobs.map(
i)},stages:a.instances?.find(d=>d.id===u)?.stages??null};return this.#c.set(u,c),this.#y.set(u,l),this.#T.set(u,i),c})}#A(t,e,n){
for(let r of this.#M(t,e))this.#a({type:"job-skipped",job:r.id,result:"skipped",reason:n}),this.#i.set(r.id,{id:r.id,result:"\
skipped",outputs:{},stages:[],legs:[]}),r.call!==null&&this.#A(r,r.id,`its calling job ${r.id} did not run (skipped)`)}#j(t,e){
for(let n of t){let r=this.#c.get(n),o=(this.#R.get(n)??[]).map(i=>this.#i.get(i));if(o.length===0){let i=`its calling j\
ob ${r.calledBy} did not run (${e.result})`;this.#a({type:"job-skipped",job:n,result:"skipped",reason:i}),this.#i.set(n,
{id:n,result:"skipped",outputs:{},stages:[],legs:[]})}else(o.length>1||o[0]?.id!==n)&&this.#i.set(n,{id:n,result:zn(o.map(
i=>i.result)),outputs:{},stages:o.flatMap(i=>i.stages),legs:o.flatMap(i=>i.legs)});r.call!==null&&this.#j(r.call.jobs,this.#i.
get(n))}}#V(t,e,n){for(let[r,o]of Object.entries(t))je(o,this.#h)&&(delete t[r],this.#a({type:"notice",level:"warning",job:e,
leg:n,message:`skipped output ${r}, since it may contain a secret (as GitHub does): needs.${ue(e)}.outputs.${r} is empty`}))}#W(t){
return(t?this.#U(t):this.#l).aborted||this.#o.aborted}#U(t){return this.#S(t).cancel}#J(t){let e=this.#U(t).reason;return this.#l.
aborted||typeof e!="string"?"the run was cancelled":e}#g(t,e,n=this.#t.workflow.fileName){return t?et(n,t.position):e}async#B(t){
let e=this.#e.reuse?.get(t.id);if(e){for(let f of e.legs)this.#k.add(f.toLowerCase());this.#a({type:"notice",level:"info",
job:t.id,leg:null,message:"reusing the stored result of this job"});let d=e.legResults??e.legs.map(f=>({leg:f,result:e.result}));
d.length===0&&(e.result==="skipped"||e.result==="cancelled")&&this.#a({type:"job-skipped",job:t.id,result:e.result,reason:e.
skipReason??`${e.result} in the run replayed`});for(let{leg:f,result:p,reason:g,durationMs:h,failedStep:w}of d)this.#a({
type:"job-finished",job:t.id,leg:f,result:p,duration_ms:h??0,...g===void 0?{}:{reason:g},reused:!0,...w===void 0?{}:{failed_step:w}});
return e}let n=this.#X(t);if(!("contexts"in n))return n;let{needs:r,contexts:o}=n,i=d=>this.#z(t,d),l=this.#S(t).envFailure;
if(l)return i(l);let a,u;try{a=t.legs??this.#Q(t,o),u=this.#tt(t,o)}catch(d){return i(lt(d))}let c=this.#t.legIds.get(t.
id)??In(t.id,a,this.#k);t.legs===null&&(this.#a({type:"job-legs",job:t.id,legs:c}),this.#ht(t,a,o));for(let d of this.#it(
t,a,u,o))this.#L(t.id,null,d.level,d.message);return this.#q(t,a,c,u,o,{pooled:!0,outputsOf:()=>!0},(d,f,p,g)=>this.#ct(
t,d,f,p,a.length,u,r,g))}async#q(t,e,n,r,o,i,l){let a=new AbortController;ss(0,a.signal);let u=this.#U(t),c=u.aborted,d,
f=()=>{if(d===void 0)try{d=Ee(this.#n,t.job.if,{contexts:o,status:this.#G(t),where:et(t.workflow.fileName,t.job.if.position??
t.job.position)})}catch{d=!1}return d},p=r.maxParallel?new fe(r.maxParallel):null,g=[],h=await Promise.all(e.map(async(m,y)=>{
let $=n[y],S=async()=>{if(this.#o.aborted||u.aborted&&!c&&!f()||a.signal.aborted){let P=a.signal.aborted?"fail-fast: ano\
ther leg of its matrix failed before it started":`${this.#J(t)} before it started`;return this.#a({type:"job-finished",job:t.
id,leg:$,result:"cancelled",duration_ms:0,reason:P}),{result:"cancelled",outputs:{},stages:[]}}let v=await l(m,$,y,a.signal);
if(v.result!=="failure")return v;let O={...o,matrix:ce(m),strategy:an(r,y,e.length)};return this.#K(t.job,O,t.id,$,!1,t.
workflow.fileName)?{...v,result:this.#rt(t.id,$)}:(r.failFast&&e.length>1&&a.abort(`fail-fast: another leg of ${t.call===
null?"its matrix":`the call ${t.id}`} failed`),v)},_=()=>p?p.run(S):S(),R=await(i.pooled?this.#r.run(_):_());return g.push(
R),R})),w={};for(let m of g.filter(i.outputsOf))for(let[y,$]of Object.entries(m.outputs))($!==""||!(y in w))&&(w[y]=$);return{
id:t.id,result:zn(h.map(m=>m.result)),outputs:w,stages:h.flatMap(m=>m.stages),legs:n}}#it(t,e,n,r){let{runsOn:o,container:i,
services:l}=t.job;if(o===null&&i===null&&l===null)return[];let a=(c,d)=>{if(c===null)return null;try{return Ut(this.#n,c,
{contexts:d})}catch{return rn(c)}},u=e.map((c,d)=>{let f={...r,matrix:ce(c),strategy:an(n,d,e.length)};return{runsOn:a(o,
f),container:a(i,f),services:a(l,f)}});return bi(u,this.#e.runner.os)}#L(t,e,n,r){let o=this.#E(t),i=this.#$.get(o)??new Set;
this.#$.set(o,i),!i.has(r)&&(i.add(r),this.#a({type:"notice",level:n,job:t,leg:e,message:r}))}#at(){let t=this.#e.github;
return{repository:typeof t.repository=="string"?t.repository:"",refs:["sha","ref","ref_name","head_ref"].flatMap(e=>{let n=t[e];
return typeof n=="string"&&n!==""?[n]:[]}),workspace:this.#e.runner.workspace}}#lt(t,e){let n=l=>{let a=Object.entries(t.
with).find(([u])=>u.toLowerCase()===l);return a?xt(this.#n,a[1],e(a[1],`with.${a[0]}`)):""},[r,o,i]=si.map(n);return{repository:r,
path:o,ref:i}}#X(t){let e=(i,l)=>(this.#a({type:"job-skipped",job:t.id,result:i,reason:l}),{id:t.id,result:i,outputs:{},
stages:[],legs:[]});if(this.#o.aborted)return e("cancelled","the run was cancelled");if(t.skip!==null)return e("skipped",
t.skip);let n=this.#Y(t),r={...this.#P(t),needs:n},o;try{o=Ee(this.#n,t.job.if,{contexts:r,status:this.#G(t),where:et(t.
workflow.fileName,t.job.if.position??t.job.position)})}catch(i){return this.#z(t,lt(i))}if(!o&&this.#W(t))return e("canc\
elled",this.#J(t));if(!o){let i=t.job.if.text,a=(i===null||t.job.if.implicitSuccess===!0)&&!this.#G(t).success([])?`${this.#ut(
t)}${i===null?"":` (an if: without a status function, such as if: ${i}, means success() && (\u2026))`}`:`if: ${i} was fa\
lse`;return e("skipped",a)}return{needs:n,contexts:r}}#z(t,e){this.#a({type:"notice",level:"error",job:t.id,leg:null,message:e}),
this.#a({type:"job-finished",job:t.id,leg:t.id,result:"failure",duration_ms:0,reason:e});let n={...this.#P(t),needs:this.#Y(
t)},r=this.#K(t.job,n,t.id,t.id,!1,t.workflow.fileName)?this.#rt(t.id,t.id):"failure";return{id:t.id,result:r,outputs:{},
stages:[],legs:[t.id]}}#Y(t){let e={};for(let n of t.needs){let r=this.#i.get(n);r&&(e[ue(n)]={result:r.result,outputs:r.
outputs})}return e}#Z(t,e){let n=t.id.slice(0,t.id.length-t.job.id.length);return mr(e.length>0?e.map(r=>`${n}${r}`):t.upstream,
r=>this.#c.get(r)?.call)}#ut(t){let e={failure:"failed",skipped:"was skipped",cancelled:"was cancelled"},n=this.#Z(t,[]).
flatMap(i=>{let l=this.#i.get(i)?.result;return l===void 0||l==="success"?[]:[{id:i,said:`${i} ${e[l]}`}]});if(n.length===
0)return"a job it needs did not succeed";let r=n.map(i=>i.said).join(", "),o=new Set(t.needs);return n.every(i=>o.has(i.
id))?`a job it needs did not succeed: ${r}`:`a job upstream did not succeed: ${r} (success() counts every job before thi\
s one, not only those in needs:)`}#G(t){let e=r=>this.#i.get(r)?.result,n=r=>this.#Z(t,r);return{success:r=>!this.#W(t)&&
n(r).every(o=>e(o)==="success"),failure:r=>n(r).some(o=>e(o)==="failure"),cancelled:()=>this.#W(t)}}#Q(t,e){let n=fo(t.job.
strategy);if(!n)return[{}];let r=i=>et(t.workflow.fileName,i),o=po(this.#n,n,e,r);return Br(t.id,o,r(n.position),this.#h,
{recordsStages:t.recordsStages}),o}#tt(t,e){let n=t.job.strategy;if(n?.kind!=="mapping")return{failFast:!0,maxParallel:null};
let r=et(t.workflow.fileName,n.position),o=n.entries.find(u=>u.key==="fail-fast")?.value,i=n.entries.find(u=>u.key==="ma\
x-parallel")?.value,l=o?Ut(this.#n,o,{contexts:e,where:r}):!0,a=i?Number(Ut(this.#n,i,{contexts:e,where:r})):null;return{
failFast:l!==!1&&l!=="false",maxParallel:a!==null&&Number.isFinite(a)&&a>0?a:null}}async#ct(...t){let e=this.#s.legTemp,
n=e?await e.open(t[2]):this.#e.runner.temp;try{return await this.#dt(n,...t)}finally{await e?.close(n)}}async#dt(t,...[e,
n,r,o,i,l,a,u]){let c=this.#s.now(),d=Object.keys(n).length>0,f=e.workflow,p=f.fileName,g=new AbortController,h=AbortSignal.
any([this.#o,g.signal]),w=null,m=[],y=xl,$={...this.#e.github,job:e.job.id,...this.#s.eventPath?{event_path:this.#s.eventPath(
t)}:{}},S=ce(n),_=xi({...this.#e.runner,debug:this.#b},t),R=El($,_,this.#e.runner.workspace),v="success",O=e.job.stageWorkflow?
{}:{...this.#S(e).env},P=[],B={},V=[],x=()=>({...this.#P(e),github:$,needs:a,matrix:S,strategy:an(l,o,i),runner:_,env:O,
steps:B,job:{status:v}});this.#a({type:"job-started",job:e.id,leg:r,name:this.#ot(e,d?n:null,x()),matrix:d?n:null});let C={
success:()=>v==="success"&&!this.#o.aborted,failure:()=>v==="failure",cancelled:()=>this.#o.aborted||v==="cancelled"},N=null,
L=new Set,T=j=>(L.add(j),()=>L.delete(j)),K=j=>{if(N!==null||h.aborted)return;N=j,v="cancelled";let M=y;m.push(rs(M,this.#w,
()=>g.abort(`the job was cancelled (${j}) and its steps did not finish within its cancel-timeout-minutes (${pe(M)})`))),
w&&!this.#nt(w.step,x(),C,e.id,r,p)&&w.abort.abort(j);for(let J of[...L])J(j)},W=()=>K("fail-fast: another leg of its ma\
trix failed"),q=this.#U(e),D=()=>K(this.#J(e)),b=null,F={shell:null,workingDirectory:null,shellAt:null};try{O={...O,...$t(
this.#n,e.job.env,(nt,Z)=>({contexts:x(),where:this.#g(Z,`jobs.${e.job.id}.env.${nt}`,p)}))};let[j,M]=e.job.defaults!==null?
[e.job.defaults,`jobs.${e.job.id}.defaults.run`]:[f.defaults,"defaults.run"],J=(nt,Z)=>{let ct=j?.[nt]??null;if(ct===null)
return null;let jt=this.#g(ct,`${M}.${Z}`,p),Tt=xt(this.#n,ct,{contexts:x(),where:jt});return Tt===""?null:{text:Tt,at:jt}},
Ot=J("shell","shell");if(F={shell:Ot?.text??null,shellAt:Ot?.at??null,workingDirectory:J("workingDirectory","working-dir\
ectory")?.text??null},e.job.cancelTimeoutMinutes&&(y=Ri(Ut(this.#n,e.job.cancelTimeoutMinutes,{contexts:x()}),et(p,e.job.
cancelTimeoutMinutes.position),"cancel-timeout-minutes")),e.job.timeoutMinutes){let nt=et(p,e.job.timeoutMinutes.position),
Z=Ri(Ut(this.#n,e.job.timeoutMinutes,{contexts:x()}),nt);m.push(rs(Z,this.#w,()=>{let ct=`the job exceeded its timeout-m\
inutes (${pe(Z)})`;N===null&&!h.aborted&&this.#a({type:"notice",level:"error",job:e.id,leg:r,message:`${nt}: jobs.${e.id}${d?
` (${r})`:""} was cancelled: ${ct}; steps whose if: holds when a job is cancelled (always(), cancelled()) still run`}),K(
ct)}))}}catch(j){b=lt(j)}if(b)v="failure",this.#a({type:"notice",level:"error",job:e.id,leg:r,message:b});else{u.aborted?
W():u.addEventListener("abort",W,{once:!0}),q.aborted||q.addEventListener("abort",D,{once:!0});for(let j of e.steps){if(h.
aborted)break;let M=new AbortController;w={step:j.step,abort:M};let J=await this.#et(e,j,r,n,d,{contexts:x,stepStatus:C,
defaults:R,env:()=>O,path:()=>P,signal:AbortSignal.any([h,M.signal]),kill:h,onCancel:T},{file:p,runDefaults:F,inComposite:null});
w=null,J.envAdded&&(O={...O,...J.envAdded}),J.pathAdded.length>0&&(P=[...J.pathAdded,...P]),j.step.id&&(B={...B,[j.step.
id]:{outputs:J.outputs,outcome:J.outcome,conclusion:J.conclusion}}),V.push(...J.stages),J.conclusion==="failure"&&N===null&&
(v="failure")}}u.removeEventListener("abort",W),q.removeEventListener("abort",D);for(let j of m)clearTimeout(j);let I={},
Y=null;try{I=$t(this.#n,e.job.outputs,(j,M)=>({contexts:x(),where:this.#g(M,`jobs.${e.job.id}.outputs.${j}`,p)}))}catch(j){
v="failure",Y=lt(j),this.#a({type:"notice",level:"error",job:e.id,leg:r,message:Y})}this.#V(I,e.id,r);let U=this.#o.aborted||
g.signal.aborted?"cancelled":v,A=U==="failure"?b??Y:null;return this.#a({type:"job-finished",job:e.id,leg:r,result:U,duration_ms:ln(
c,this.#s.now()),...A===null?{}:{reason:A}}),{result:U,outputs:I,stages:V}}async#et(t,e,n,r,o,i,l){let{step:a,action:u}=e,
c=l.file,d=this.#s.now(),f=a.action??a.id??"__run",p=W=>{let q=i.contexts();return{...q,github:{...q.github,action:f},env:W}},
g={},h=null;try{g=$t(this.#n,a.env,(W,q)=>({contexts:p(i.env()),where:this.#g(q,`env.${W}`,c),...this.#v()}))}catch(W){h=
lt(W)}let w=this.#gt(a,p({...i.env(),...g})),m=l.inComposite?`${l.inComposite.name} \u203A ${w}`:w,y=l.inComposite?.index??
a.index,$={job:t.id,leg:n,step:y,name:m},S=W=>{l.inComposite||this.#a(W)},_=(W,q,D,b={})=>{let F=W==="failure"?b.outputTail??
null:null;return S({type:"step-finished",...$,outcome:W,conclusion:q,duration_ms:ln(d,this.#s.now()),message:D,...F===null?
{}:{output_tail:F}}),{outcome:W,conclusion:q,message:D,outputTail:F,outputs:b.outputs??{},envAdded:b.envAdded??null,pathAdded:b.
pathAdded??[],stages:b.stages??[]}},R;try{if(h!==null)throw new k("expression-invalid",h);R=this.#st(a,p({...i.env(),...g}),
i.stepStatus,c)}catch(W){return S({type:"step-started",...$}),{..._("failure","failure",lt(W)),notEvaluated:!0}}if(!R)return S(
{type:"step-finished",...$,outcome:"skipped",conclusion:"skipped",duration_ms:0,message:null}),{outcome:"skipped",conclusion:"\
skipped",message:null,outputTail:null,outputs:{},envAdded:null,pathAdded:[],stages:[]};S({type:"step-started",...$});let v="\
success",O=null,P=null,B={},V=null,x=[],C=[],N={...i.defaults,GITHUB_ACTION:f},L=i.signal,T;try{let W={...i.env(),...g},
q=()=>p(W),D=null,b=et(c,a.timeoutMinutes?.position??a.position);if(a.timeoutMinutes){let U=null;try{let A=Ut(this.#n,a.
timeoutMinutes,{contexts:q(),where:b,...this.#v()}),j=ao(A);j===null?U=oo(A):D=j.minutes}catch(A){U=A instanceof k?A.message:
lt(A)}U!==null&&this.#a({type:"notice",level:"warning",job:t.id,leg:n,message:`${b}: step ${y+1} (${m}): an error occurr\
ed when attempting to determine the step timeout: ${U}; the step runs without a timeout, as on GitHub`})}if(D!==null){let U=new AbortController;
L=AbortSignal.any([i.signal,U.signal]);let A={minutes:D,up:!1,timer:void 0};A.timer=rs(D,this.#w,()=>{L.aborted||(A.up=!0,
this.#a({type:"notice",level:"warning",job:t.id,leg:n,message:`${b}: step ${y+1} (${m}) exceeded its timeout-minutes (${pe(
D)}): stopping it`}),U.abort(`the step exceeded its timeout-minutes (${pe(D)})`))}),T=A}let F=u.kind==="run"?await this.#s.
createStepFiles?.():void 0,I=(U,A)=>({contexts:wi(q(),F),where:this.#g(U,A,c),...this.#v()}),Y=a.workingDirectory!==null?
xt(this.#n,a.workingDirectory,I(a.workingDirectory,"working-directory")):l.runDefaults.workingDirectory;switch(u.kind){case"\
run":{let U=xt(this.#n,a.run,I(a.run,"run")),A=a.shell!==null?xt(this.#n,a.shell,I(a.shell,"shell")):l.runDefaults.shell,
j=Gr(A);if(j!==null&&this.#e.runner.os!=="Windows")throw new k("shell-unavailable",Kr(j,this.#e.runner.os),{where:a.shell?
et(c,a.shell.position):l.runDefaults.shellAt??c});let M=await this.#s.runScript({job:this.#E(t.id),leg:n,step:y,name:m,script:U,
shell:A,workingDirectory:Y,defaults:N,env:W,path:i.path(),files:F,signal:L,kill:i.kill});for(let Z of M.masks??[])this.#h.
includes(Z)||this.#h.push(Z);for(let Z of M.annotations??[])this.#a({type:"notice",level:Z.level==="notice"?"info":Z.level,
job:t.id,leg:n,message:`step ${y+1}: ${Z.message}`,...Z.place?{annotation:{step:y+1,...Z.place}}:{}});let J=M.commands??
{outputs:[],env:[],path:[],failures:[]};B=Object.fromEntries([...J.outputs,...Zn(M.files.output,ft.output)]);let Ot=fi(M.
files.env,ft.env);for(let Z of Ot.refused)this.#a({type:"notice",level:"error",job:t.id,leg:n,message:`step ${y+1}: ${Z}`});
let nt=[...J.env,...Ot.pairs];nt.length>0&&(V=Object.fromEntries(nt)),x=[...pi(M.files.path),...[...J.path].reverse()],M.
summaryBytes!==void 0?this.#a({type:"notice",level:"error",job:t.id,leg:n,message:`step ${y+1}: ${ci(M.summaryBytes)}`}):
M.files.summary.trim()!==""&&this.#s.summary?.(this.#E(t.id),n,M.files.summary);for(let Z of J.failures)this.#a({type:"n\
otice",level:"error",job:t.id,leg:n,message:`step ${y+1}: ${Z}`});M.exitCode===0&&J.failures.length>0&&(v="failure",O=J.
failures.join("; ")),M.exitCode!==0&&(v=i.signal.aborted?"cancelled":"failure",O=M.exitCode===null?`ended by ${M.signal??
"a signal"}`:`exited with code ${M.exitCode}`,L.aborted&&typeof L.reason=="string"&&(O+=`: ${L.reason}`)),M.output!==void 0&&
(P=Al(M.output));break}case"baton":{let U=$t(this.#n,a.with,(j,M)=>I(M,`with.${j}`)),A=await this.#s.runAction({action:u.
action,job:this.#E(t.id),leg:n,step:y,stepId:a.id,matrix:o?r:null,inputs:U,defaults:N,env:W,path:i.path(),workingDirectory:Y,
upstream:this.#pt(t),needsFacts:this.#t.needsFacts.get(t.id),jobIds:this.#f,secrets:this.#h,stageJob:ue(t.id),signal:L});
B=A.outputs,Object.keys(A.env).length>0&&(V=A.env),A.summary.trim()!==""&&this.#s.summary?.(this.#E(t.id),n,A.summary);for(let{
warnings:j=[],...M}of A.recorded){this.#u.push({job:this.#E(t.id),leg:n,...M}),C.includes(M.stage)||C.push(M.stage),this.#a(
{type:"stage-recorded",job:t.id,leg:n,...M});for(let J of j)this.#a(Tl(t.id,n,M,J))}A.ok||(v=i.signal.aborted?"cancelled":
"failure",O=A.message);break}case"noop":{let U=u.action==="checkout"?ri(a.uses?.text??"actions/checkout",this.#lt(a,I),this.#at()):
null;U!==null&&this.#L(t.id,n,"warning",U),O=U??`${a.uses?.text}: no-op here (${u.reason})`;break}case"local":{let U=this.#s.
loadAction?await this.#s.loadAction(u.path):null;if(U?.kind!=="composite"){let j=`${u.path} ${U?`is a ${U.using} action,\
 which`:""} cannot run locally; step skipped`.replace("  "," ");return this.#L(t.id,n,"warning",j),_("skipped","skipped",
j)}let A=await this.#ft(t,n,r,o,U,{uses:u.path,depth:(l.inComposite?.depth??0)+1,index:y,name:m,with:$t(this.#n,a.with,(j,M)=>I(
M,`with.${j}`)),contexts:q,stepStatus:i.stepStatus,defaults:N,env:W,overrides:g,path:i.path(),signal:L,kill:i.kill,onCancel:i.
onCancel});B=A.outputs,Object.keys(A.envAdded).length>0&&(V=A.envAdded),x=A.pathAdded,C.push(...A.stages),A.outcome!=="s\
uccess"&&(v=A.outcome,O=A.message,P=A.outputTail);break}case"skip":return this.#L(t.id,n,"warning",u.notice),_("skipped",
"skipped",u.notice);default:Rn(u,"step action")}}catch(W){v=i.signal.aborted?"cancelled":"failure",O=lt(W),W instanceof k||
this.#a({type:"notice",level:"error",job:t.id,leg:n,message:`internal error: ${O}`})}T&&(clearTimeout(T.timer),T.up&&!i.
signal.aborted&&(v="failure",O=`${et(c,a.timeoutMinutes?.position??a.position)}: the step timed out after ${pe(T.minutes)}\
 (timeout-minutes)`));let K=v;return v==="failure"&&this.#K(a,i.contexts(),t.id,n,!0,c)&&(K="success"),_(v,K,O,{outputs:B,
envAdded:V,pathAdded:x,stages:C,outputTail:P})}async#ft(t,e,n,r,o,i){if(i.depth-1>Hn)throw new k("action-invalid",`${i.uses}\
: composite action depth exceeded max depth ${Hn}, as on GitHub (does it use itself?)`,{where:o.file});let l=o.directory,
a=i.contexts(),u={...a.github,action_path:l},c=Object.fromEntries(Object.entries(i.with).map(([x,C])=>[x.toLowerCase(),C])),
d={...c},f=new Set(o.inputs.map(x=>x.id.toLowerCase())),p=Object.keys(c).filter(x=>!f.has(x));p.length>0&&this.#L(t.id,e,
"warning",`step ${i.index+1}: unexpected input(s) ${p.map(x=>`'${x}'`).join(", ")} of ${i.uses}, valid inputs are [${[...f].
map(x=>`'${x}'`).join(", ")}]`);for(let x of o.inputs){let C=x.id.toLowerCase();Object.hasOwn(c,C)?d[C]=c[C]:x.default?d[C]=
xt(this.#n,x.default,{contexts:{...a,github:u},where:this.#g(x.default,`inputs.${x.id}.default`,o.file),...this.#v()}):d[C]=
""}let g={...i.env},h=[...i.path],w={},m=[],y={},$=null,S=[],_=()=>({...i.contexts(),github:{...u,action_status:$===null?
"success":"failure"},inputs:d,steps:y,env:g}),R={success:()=>$===null&&!i.stepStatus.cancelled(),failure:()=>$!==null,cancelled:()=>i.
stepStatus.cancelled()},v={...i.defaults,GITHUB_ACTION_PATH:l};for(let x of o.steps){if(i.signal.aborted)break;let C=new AbortController,
N=i.onCancel(T=>{this.#nt(x,_(),R,t.id,e,o.file)||C.abort(T)}),L;try{L=await this.#et(t,{step:x,action:dr(x)},e,n,r,{contexts:_,
stepStatus:R,defaults:v,env:()=>g,path:()=>h,signal:AbortSignal.any([i.signal,C.signal]),kill:i.kill,onCancel:i.onCancel},
{file:o.file,runDefaults:{shell:null,workingDirectory:null,shellAt:null},inComposite:{index:i.index,name:i.name,depth:i.
depth}})}finally{N()}if(L.envAdded&&(g={...g,...L.envAdded,...i.overrides},Object.assign(w,L.envAdded)),L.pathAdded.length>
0&&(h=[...L.pathAdded,...h],m.unshift(...L.pathAdded)),x.id&&(y={...y,[x.id]:{outputs:L.outputs,outcome:L.outcome,conclusion:L.
conclusion}}),S.push(...L.stages),L.conclusion!=="success"&&L.conclusion!=="skipped"&&$===null&&($=L),L.notEvaluated)break}
let O={},P=null;try{O=$t(this.#n,Object.fromEntries(o.outputs.flatMap(x=>x.value?[[x.id,x.value]]:[])),(x,C)=>({contexts:_(),
where:this.#g(C,`outputs.${x}.value`,o.file),...this.#v()}))}catch(x){P=lt(x)}let B=i.signal.aborted?"cancelled":$!==null?
$.conclusion:P!==null?"failure":"success",V=$?`${i.uses}: ${$.message??$.conclusion}`:P!==null?`${i.uses}: ${P}`:null;return{
outcome:B,message:V,outputTail:$?.outputTail??null,outputs:O,envAdded:w,pathAdded:m,stages:S}}#nt(t,e,n,r,o,i=this.#t.workflow.
fileName){try{return this.#st(t,e,n,i)}catch(l){return this.#a({type:"notice",level:"error",job:r,leg:o,message:`${lt(l)}\
; the step is stopped with its cancelled job`}),!1}}#st(t,e,n,r=this.#t.workflow.fileName){return Ee(this.#n,t.if,{contexts:e,
status:n,where:et(r,t.if.position??t.position),...this.#v()})}#v(){return this.#s.host?{host:this.#s.host}:{}}#rt(t,e){return this.#a(
{type:"notice",level:"warning",job:t,leg:e,message:"failed, and the job has continue-on-error: the jobs that need it see\
 success, and the run does not fail for it"}),"success"}#K(t,e,n,r,o=!1,i=this.#t.workflow.fileName){let l=t.continueOnError;
if(typeof l=="boolean")return l;let a;try{let u=xt(this.#n,l,{contexts:e,where:this.#g(l,"continue-on-error",i),...o?this.#v():
{}});if(u==="true"||u==="false")return u==="true";a=`${this.#g(l,"continue-on-error",i)}: continue-on-error must be true\
 or false, got ${JSON.stringify(u)}; the failure stands`}catch(u){a=`${lt(u)}; the failure stands (continue-on-error)`}return this.#a(
{type:"notice",level:"error",job:n,leg:r,message:a}),!1}#pt(t){let e=this.#c;return $o(t.stageUpstream,n=>(e.has(n)?mo(e.
get(n),e):[n]).flatMap(r=>[e.get(r)?.stages,this.#x.get(r),this.#i.get(r)?.stages]),{shownJob:n=>this.#E(n),matrixOf:n=>this.#m.
get(n),placeOf:co(this.#t,t)})}#ht(t,e,n){let r=ho(this.#n,t,e,n,this.#h);if(r!==null){this.#x.set(t.id,r.map(({stage:o})=>o));
for(let{stage:o,leg:i}of r)Object.keys(i).length>0&&this.#m.set(o,i)}}#ot(t,e,n){let r=t.job.name,o=t.calledBy===null?"":
this.#S(t).namePrefix;if(!r&&o==="")return null;let i=t.job.id,l=!1;if(r){try{i=xt(this.#n,r,{contexts:n,...this.#v()})}catch{
i=r.text}l=r.expression!==null&&this.#n.facts(r.expression).paths.some(a=>a[0]==="matrix")}return e&&!l&&(i+=Oi(e)),ts(`${o}${i}`)}#gt(t,e){
return ts(this.#mt(t,e))}#mt(t,e){if(t.name)try{return xt(this.#n,t.name,{contexts:e,...this.#v()})}catch{return t.name.
text}if(t.uses)return`Run ${t.uses.text}`;let n=t.run?.text??"";if(t.run)try{n=xt(this.#n,t.run,{contexts:e,...this.#v()})}catch{}
return`Run ${n.trimStart().split(/\r|\n/)[0]?.trim()??""}`}#a(t){let e=this.#s.now().toISOString(),n="job"in t&&t.job!==
null?this.#y.get(t.job):void 0,r;if(n===void 0)r={...t,at:e};else if(t.type==="job-skipped")r={...t,type:"job-finished",
job:n,leg:t.job,duration_ms:0,at:e};else if(t.type==="notice"&&t.leg===null)r={...t,job:n,leg:t.job,at:e};else if(t.type!==
"job-legs")r={...t,job:n,at:e};else return;if(r.type==="job-skipped")this.#F.set(r.job,r.reason);else if(r.type==="job-f\
inished"){let o=this.#O.get(r.job)??[];o.push({leg:r.leg,result:r.result,...r.reason===void 0?{}:{reason:r.reason}}),this.#O.
set(r.job,o)}this.#s.emit(r)}#E(t){return this.#y.get(t)??t}};function Ol(s){return typeof s=="string"?s:JSON.stringify(
s)}function Oi(s){return` (${Object.values(s).map(Ol).join(", ")})`}var Pi={lines:10,bytes:2048},Pl=new Set(["error","wa\
rning","notice"]);function Al(s){let t=[],e=new de;for(let n of s.split(/\r?\n/)){let r=ar(n),o=e.read(r);if(o==="resume\
d")continue;if(o===null){t.push(r);continue}let{command:i,data:l}=o;i==="stop-commands"?e.stop(l):Pl.has(i)?t.push(`${i[0].
toUpperCase()}${i.slice(1)}: ${l}`):i==="group"&&t.push(l)}return Ws(t.join(`
`),Pi.lines,Pi.bytes)}function El(s,t,e){let n=o=>String(s[o]??""),r=o=>s[o]===void 0?{}:{[`GITHUB_${o.toUpperCase()}`]:n(
o)};return{...r("event_path"),...r("actor_id"),...r("repository_id"),...r("repository_owner_id"),...r("ref_protected"),...r(
"retention_days"),GITHUB_ACTIONS:"true",GITHUB_WORKFLOW:n("workflow"),GITHUB_WORKFLOW_REF:n("workflow_ref"),GITHUB_WORKFLOW_SHA:n(
"workflow_sha"),GITHUB_RUN_ID:n("run_id"),GITHUB_RUN_NUMBER:n("run_number"),GITHUB_RUN_ATTEMPT:n("run_attempt"),GITHUB_JOB:n(
"job"),GITHUB_REPOSITORY:n("repository"),GITHUB_REPOSITORY_OWNER:n("repository_owner"),GITHUB_SHA:n("sha"),GITHUB_REF:n(
"ref"),GITHUB_REF_NAME:n("ref_name"),GITHUB_REF_TYPE:n("ref_type"),GITHUB_HEAD_REF:n("head_ref"),GITHUB_BASE_REF:n("base\
_ref"),GITHUB_EVENT_NAME:n("event_name"),GITHUB_ACTOR:n("actor"),GITHUB_TRIGGERING_ACTOR:n("triggering_actor"),GITHUB_SERVER_URL:n(
"server_url"),GITHUB_API_URL:n("api_url"),GITHUB_GRAPHQL_URL:n("graphql_url"),GITHUB_WORKSPACE:e,...$i(t)}}function Tl(s,t,e,n){
let{stage:r,attempt:o}=e,i=`stage ${r}${o>1?` attempt ${o}`:""}`;return{type:"notice",level:"warning",job:s,leg:t,message:`${i}\
: ${n.path==="$"?n.message:Xt(n)}`,problem:{stage:r,attempt:o,code:n.code,path:n.path}}}function lt(s){return s instanceof
k?s.where?`${s.where}: ${s.message}`:s.message:s instanceof Error?s.message:String(s)}function ln(s,t){return Math.max(0,
Math.round(t.getTime()-s.getTime()))}function Ei(s,t){let e=s.filter(i=>i.calledBy===null),n=new Set(t.map(i=>i.job.split("/")[0])),r=null;for(let i of e){let l=e.
filter(u=>u.upstream.includes(i.id)).map(u=>u.id),a=new Set([i.id,...l]);[...n].every(u=>a.has(u))&&(r===null||a.size<r.
rerun)&&(r={id:i.id,rerun:a.size})}if(r===null)return null;let o=r.id;return t.find(i=>i.job.split("/")[0]===o)?.stage??
o}function Ti(s,t,e,n){let r=c=>c!==void 0&&c!=="*"&&c!=="GITHUB_TOKEN"&&!e.has(c),o=c=>{if(c[0]==="github")return c[1]===
"token"&&c.length===2;if(c[0]==="vars")return c[1]!==void 0&&c[1]!=="*"&&!n.has(c[1].toUpperCase());if(c[0]!=="secrets")
return!1;let d=c[1]?.toUpperCase();return d==="GITHUB_TOKEN"?!e.has(d):r(d)},i=c=>c==="other"||c.some(d=>!o(d)),l=new Map,
a=c=>{if(c===null||c.expression===null)return;let d=t.facts(c.expression);d.paths.forEach((f,p)=>{let g=f[0]==="secrets"?
f[1]?.toUpperCase():void 0;if(!r(g))return;let h=i(d.fallbacks[p]??[]),w=l.get(g);w===void 0?l.set(g,{name:g,where:et(s.
fileName,c.position),fallsBack:h}):w.fallsBack&&!h&&l.set(g,{name:g,where:et(s.fileName,c.position),fallsBack:h})})},u=c=>{
for(let d of Object.values(c))a(d)};u(s.env);for(let c of s.jobs){u(c.env),c.secrets!=="inherit"&&u(c.secrets);for(let d of c.
steps)u(d.env),u(d.with),a(d.run)}return[...l.values()]}var Nl=["[skip ci]","[ci skip]","[no ci]","[skip actions]","[actions skip]"],_l=["skip-checks: true","skip-checks:true"],
Cl=/^(?:[A-Za-z0-9][A-Za-z0-9-]*:|\s+\S)/;function Ni(s){let t=Nl.find(a=>s.includes(a));if(t!==void 0)return{kind:"inst\
ruction",text:t};let e=s.trimEnd().split(/\r?\n/),n=e.at(-1)??"",r=_l.find(a=>a===n);if(r===void 0)return null;let o=a=>a!==
void 0&&a.trim()==="",i=e.length-1;for(;i>0&&!o(e[i-1]);)i--;return e.slice(i).every(a=>Cl.test(a))&&o(e[i-1])&&o(e[i-2])?
{kind:"trailer",text:r}:null}function _i(s,t,e,n=!1,r){return Ml(s,t,e,n)??jl(s,t,e,r)}function Ml(s,t,e,n){let r=s.on[t];if(r===null||typeof r!="obj\
ect"||Array.isArray(r))return null;let o=r,i=Ue(o.types),l=e.action;if(i!==null&&i.length>0&&typeof l=="string"&&!i.includes(
l))return`the event's action ${l} is none of on.${t}.types (${i.join(", ")}): GitHub would not run this workflow for it`;
if(t==="push"){let a=typeof e.ref=="string"?e.ref:"";return a.startsWith("refs/tags/")?is(o,"push","tags","branches",a.slice(
10),"tag"):a.startsWith("refs/heads/")?is(o,"push","branches","tags",a.slice(11),"branch"):null}if((t==="pull_request"||
t==="pull_request_target")&&!n){let a=e.pull_request?.base?.ref;return typeof a=="string"?is(o,t,"branches",null,a,"base\
 branch"):null}return null}function jl(s,t,e,n){if(!Object.hasOwn(s.on,t))return null;let r,o;if(t==="push")r=e.head_commit?.
message,o="the push's head commit";else if(t==="pull_request"){let a=e.pull_request?.head?.sha;if(n===void 0||a!==n.sha)
return null;r=n.message,o=`the pull request's head commit (${n.sha.slice(0,7)}, HEAD here)`}else return null;let i=typeof r==
"string"?Ni(r):null;if(i===null)return null;let l=i.kind==="trailer"?`ends with the trailer ${i.text}`:`holds ${i.text}`;
return`${o} message ${l}: GitHub would not run this workflow for it`}function is(s,t,e,n,r,o){let i=Ue(s[e]),l=Ue(s[`${e}\
-ignore`]),a="GitHub would not run this workflow for it";return i!==null?to(r,i)?null:`the ${o} ${r} matches none of on.${t}\
.${e} (${i.join(", ")}): ${a}`:l!==null?eo(r,l)?null:`the ${o} ${r} matches on.${t}.${e}-ignore (${l.join(", ")}): ${a}`:
n!==null&&(s[n]!==void 0||s[`${n}-ignore`]!==void 0)?`on.${t} filters ${n} only, so a push of a ${o} (${r}) does not sta\
rt it: ${a}`:null}var Ll=new TextEncoder,Fl=new TextDecoder("utf-8",{ignoreBOM:!0}),he=class{#t;#s;#n;#e=new Map;constructor(t){this.#t=t}async put(t){
let e=await this.#l(),n=await this.#t.put(t),r={stage:n.stage,attempt:n.attempt,runAttempt:n.runAttempt},o=e.get(n.stage)??
[];o.some(l=>Ce(l,r)===0)||o.push(r),o.sort(Ce),e.set(n.stage,o);let i={record:JSON.parse(Rr(t.record)),prompt:Fl.decode(
Ll.encode(t.prompt)),handoff:JSON.parse(Or(t.handoff)),recordSha256:n.recordSha256};return this.#e.set(Ci(r),Promise.resolve(
i)),n}get(t){return this.#r(e=>{let n=e.get(t)?.at(-1);return n===void 0?Promise.resolve(void 0):this.#o(n)})}getAttempt(t,e,n=1){
return this.#r(r=>{let o=r.get(t)?.find(i=>i.attempt===e&&i.runAttempt===n);return o?this.#o(o):Promise.resolve(void 0)})}#r(t){
return this.#n?t(this.#n):this.#l().then(t)}#o(t){let e=Ci(t),n=this.#e.get(e);return n||(n=this.#t.getAttempt(t.stage,t.
attempt,t.runAttempt),n.catch(()=>this.#e.delete(e)),this.#e.set(e,n)),n}async list(){return[...(await this.#l()).values()].
flat().sort(Me)}#l(){return this.#s??=this.#t.list().then(t=>{let e=new Map;for(let{stage:n,attempt:r,runAttempt:o}of t)
e.set(n,[...e.get(n)??[],{stage:n,attempt:r,runAttempt:o}]);for(let n of e.values())n.sort(Ce);return this.#n=e,e}),this.#s}};
function Ci(s){return`${s.stage}\0${s.runAttempt}\0${s.attempt}`}var Et=Nt(se(),1);var un=class{path;#t;#s;#n=null;#e=!1;constructor(t){this.path=t,this.#t=(0,Et.openSync)(t,"a",420),this.#s=(0,Et.fstatSync)(
this.#t).size}write(t){if(this.#n!==null||this.#e)return;let e=Buffer.from(`${JSON.stringify(t)}
`);try{for(let n=0;n<e.length;)n+=(0,Et.writeSync)(this.#t,e,n,e.length-n);this.#s+=e.length}catch(n){try{(0,Et.ftruncateSync)(
this.#t,this.#s)}catch{}this.#n=Cr(this.path,"the run's events",n)}}get failure(){return this.#n}close(){this.#e||(this.#e=
!0,(0,Et.closeSync)(this.#t))}};var fa=Nt(Ne(),1),z=Nt(se(),1);import{appendFile as vc,mkdtemp as kc,open as pa,readFile as xc,rm as $c,writeFile as Rc}from"node:fs/promises";
import{delimiter as Oc,dirname as Pc,join as Rt,relative as Ac,resolve as Ec}from"node:path";var Mi=65536,ge=4096,Il=/^\s*(?:[A-Za-z0-9+/=]*|[A-Za-z][A-Za-z0-9-]*: .*)\s*$/;function Dl(s){let t=Ae(s);return!Fn(s)&&
!Fn(t)&&!Il.test(t)}var cn=class{#t;#s;#n=new Map;constructor(t,e){this.#t=t,this.#s=e}push(t,e="stdout"){let n=this.#e(
e),r=n.partial+t,o=r.endsWith("\r")?r.length-1:r.length,i=r.slice(0,o).split(/\r\n|\r|\n/);n.partial=(i.pop()??"")+r.slice(
o);for(let l of i)this.#r(n,l);n.partial.length>Mi&&(n.overlong||(this.#o(n,n.partial.slice(0,ge)),n.overlong=!0),n.inKey=
Ht(n.partial,n.inKey),n.partial=n.partial.slice(-ge))}flush(){for(let t of this.#n.values())t.overlong||this.#o(t,t.partial.
replace(/\r$/,"").slice(0,ge))}end(){for(let t of this.#n.values())t.partial!==""&&this.#r(t,t.partial),t.partial="",this.#o(
t,"")}#e(t){let e=this.#n.get(t);return e||(e={partial:"",held:null,previous:"",inKey:!1,overlong:!1},this.#n.set(t,e)),
e}#r(t,e){if(e.length>Mi&&!t.overlong&&(this.#o(t,e.slice(0,ge)),t.overlong=!0),t.overlong){t.overlong=!1,t.inKey=Ht(e,t.
inKey),t.previous=t.inKey?"":e.slice(-ge);return}if(t.inKey&&Dl(e)&&(t.inKey=!1),t.inKey||Jr(e)){t.inKey||this.#o(t,""),
t.inKey=Ht(e,t.inKey),t.previous=t.inKey?"":e;return}this.#o(t,e),t.held=e}#o(t,e){let n=t.held;if(t.held=null,n===null)
return;let r=X(`${t.previous}
${n}
${e}`,this.#t()),o=r.text.split(`
`),i=o.length===3?o[1]??"":Gs(r.redactions[0]?.kind??"secret-value");t.previous=n,i.trim()!==""&&this.#s(i)}};var te=class{#t;#s;#n;constructor(t,e){this.#t=t,this.#s=e}arm(){clearTimeout(this.#n),this.#n=setTimeout(()=>this.#s(),
this.#t),this.#n.unref?.()}stop(){clearTimeout(this.#n),this.#n=void 0}};var ji=["comment","summary","both"],Wl=/^[A-Za-z0-9_.-]{1,64}$/;function ls(s){let t=(s[tt.mode]??"").trim()||"both";if(!ji.
includes(t))throw new k("input-invalid",`must be one of ${ji.join(", ")}; got "${t}"`,{where:tt.mode});return t}function us(s,t){
let e=ls(s),n=(s[tt.key]??"").trim()||_o;if(!Wl.test(n))throw new k("input-invalid",`must be 1 to 64 letters, digits, '.\
', '_' or '-' (it names the sticky comment); got "${n}"`,{where:tt.key});let r=Hl(s[tt.includeDetail]??"",tt.includeDetail,
!1),o=null;if(e!=="summary"){let i=(s[tt.issueNumber]??"").trim();if(i!==""){if(!/^[1-9]\d{0,9}$/.test(i))throw new k("i\
nput-invalid",`must be the number of an issue or pull request, like 42; got "${i}"`,{where:tt.issueNumber});o=Number(i)}else if(o=
Ul(t.payload),o===null)throw new k("issue-number-missing",`there is no issue or pull request to comment on: the triggeri\
ng event (${t.name||"unknown"}) is not about one. Set the issue-number input, or use mode: summary`,{where:tt.issueNumber})}
return{mode:e,key:n,includeDetail:r,issueNumber:o}}function Ul(s){let t=me(s);if(!t)return null;let e=as(me(t.pull_request)?.
number)??as(me(t.issue)?.number);if(e!==null)return e;for(let n of["workflow_run","check_run","check_suite"]){let r=me(t[n])?.
pull_requests;if(Array.isArray(r)&&r.length===1){let o=as(me(r[0])?.number);if(o!==null)return o}}return null}function Hl(s,t,e){let n=s.trim();if(n==="")return e;if(["true","True","TRUE"].includes(n))return!0;if(["false","False",
"FALSE"].includes(n))return!1;throw new k("input-invalid",`must be true or false; got "${n}"`,{where:t})}function me(s){
return s!==null&&typeof s=="object"&&!Array.isArray(s)?s:null}function as(s){return typeof s=="number"&&Number.isInteger(
s)&&s>0?s:null}var Jl={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\u274C"};function Li(s){let{record:t,handoff:e}=s,
n=l=>No(l,s)||" ",r=[["status",`${t.status} (${t.outcome.reason})`],["attempt",String(t.attempt)],["exit code",t.agent.exit_code===
null?"none":String(t.agent.exit_code)],["duration",`${(t.agent.duration_ms/1e3).toFixed(1)} s`],["handoff",t.present&&t.
digests.handoff?`present, sha256 ${t.digests.handoff.slice(0,12)}`:"none"]];e?.next&&r.push(["next",e.next.stage]),s.notStored!==
void 0?r.push(["artifact","not stored"]):s.artifactName&&r.push(["artifact",s.artifactName]);let o=[];o.push([`### ${Jl[t.
status]} baton stage \`${t.stage}\``,"","| | |","|---|---|",...r.map(([l,a])=>`| ${l} | ${n(a)} |`)].join(`
`)),s.notStored!==void 0&&o.push(`${To(Bl(s.notStored),s)}. No later stage can read this record or its handoff; it is sh\
own here only.`),t.outcome.message&&o.push(Gn(t.outcome.message,s)),e&&o.push(["#### Summary","",Gn(e.summary,s)].join(`\

`));let i=Object.entries(e?.data??{});return i.length>0&&o.push(["#### Data","","| key | value |","|---|---|",...i.map(([
l,a])=>`| ${n(l)} | ${n(a)} |`)].join(`
`)),t.problems.length>0&&o.push(["#### Problems","","| severity | code | where | message |","|---|---|---|---|",...t.problems.
map(l=>`| ${l.severity} | ${n(l.code)} | ${n(l.path)} | ${n(l.message)} |`)].join(`
`)),zl(o,s.notStored===void 0?s.artifactName:void 0)}function Bl(s){return s.charAt(0).toUpperCase()+s.slice(1)}function zl(s,t){
let e=`_Cut to fit the step summary; the full record is in ${t?`artifact ${t}`:"the stage record"}._`,n=bt.stepSummaryBytes-
On(e)-4,r=[],o=0;for(let i of s){let l=On(i)+2;if(o+l>n){r.push(e);break}r.push(i),o+=l}return`${r.join(`

`)}
`}function Fi(s,t){return X(s,t).redactions.length===0?s:`${Eo(s.trimEnd(),t)}
`}var ms=Nt(Ne(),1),gt=Nt(se(),1);import{homedir as rc}from"node:os";import{dirname as sa,isAbsolute as oc,join as ic,resolve as ys,
sep as pn}from"node:path";var Ii=(s,t,e)=>{let n,r,o,i,l,a=e.indexOf(s),u=e.indexOf(t,a+1),c=a;if(a>=0&&u>0){if(s===t)return[a,u];for(n=[],o=e.length;c>=
0&&!l;){if(c===a)n.push(c),a=e.indexOf(s,c+1);else if(n.length===1){let d=n.pop();d!==void 0&&(l=[d,u])}else r=n.pop(),r!==
void 0&&r<o&&(o=r,i=u),u=e.indexOf(t,c+1);c=a<u&&a>=0?a:u}n.length&&i!==void 0&&(l=[o,i])}return l};var Di="\0SLASH"+Math.random().toFixed(16)+"\0",Wi="\0OPEN"+Math.random().toFixed(16)+"\0",dn="\0CLOSE"+Math.random().toFixed(
16)+"\0",Ui="\0COMMA"+Math.random().toFixed(16)+"\0",Hi="\0PERIOD"+Math.random().toFixed(16)+"\0",Gl=new RegExp(Di,"g"),
Kl=new RegExp(Wi,"g"),Vl=new RegExp(dn,"g"),ql=new RegExp(Ui,"g"),Xl=new RegExp(Hi,"g"),Yl=/\\\\/g,Zl=/\\{/g,Ql=/\\}/g,tu=/\\,/g,
eu=/\\\./g,nu=1e5,su=4e6,ru=1e3,ou=1e3,iu=2e7,au=16;function cs(s){return isNaN(s)?s.charCodeAt(0):parseInt(s,10)}function lu(s){
return s.replace(Yl,Di).replace(Zl,Wi).replace(Ql,dn).replace(tu,Ui).replace(eu,Hi)}function uu(s){return s.replace(Gl,"\
\\").replace(Kl,"{").replace(Vl,"}").replace(ql,",").replace(Xl,".")}function ds(s,t){for(let e=0;e<t.length;e++)s.push(
t[e])}function Ji(s,t,e){if(e.remaining<0)return;let n=Ii("{","}",t),r=n!==void 0&&t.indexOf("{")<n[0];if(e.remaining-=n&&
!r?n[1]+1:s.length,!(!n||e.remaining<0))return{end:n[1],pre:s.slice(0,n[0]),body:s.slice(n[0]+1,n[1]),post:s.slice(n[1]+
1),unmatched:r}}function cu(s,t){t.remaining-=s.length;let e=[];for(let o=0;o<s.length;o++){let i=s.charCodeAt(o);i===123?
e.push(o):i===125&&e.length&&e.pop()}let n="",r=0;for(let o=0;o<e.length;o++){let i=e[o];n+=s.slice(r,i)+"\0",r=i+1}return n+
s.slice(r)}function du(s,t){if(t.remaining-=s.length,t.remaining<0)return!1;let e=!1;for(let n=s.length-1;n>=0;n--){let r=s.
charCodeAt(n);if(r===125)e=!0;else if(r===10||r===13||r===8232||r===8233)e=!1;else if(r===44&&e&&s.charCodeAt(n+1)!==44)
return!0}return!1}function fu(s,t){let e=[],n="";for(;;){let r=Ji(s,s,t);if(t.remaining<0)return;if(!r){let u=s.split(",");
return u[0]=n+u[0],ds(e,u),e}let{pre:o,body:i,post:l}=r,a=o.split(",");if(a[0]=n+a[0],a[a.length-1]+="{"+i+"}",!l.length)
return ds(e,a),e;n=a.pop(),ds(e,a),s=l}}function we(s,t){return s===void 0||isNaN(s)?t:s}function Bi(s,t={}){if(!s)return[];
let e=we(t.max,nu),n=we(t.maxLength,su),r=we(t.maxDepth,ru),o=we(t.maxRewrites,ou),i=we(t.maxSteps,iu);return s.slice(0,
2)==="{}"&&(s="\\{\\}"+s.slice(2)),fs(lu(s),e,n,r,0,o,{remaining:i},!0).map(uu)}function pu(s){return"{"+s+"}"}function hu(s){
return/^-?0\d/.test(s)}function gu(s,t){return s<=t}function mu(s,t){return s>=t}function ye(s,t,e,n,r,o,i){let l=[],a=0,
u;t:for(let c=0;c<s.length;c++){let d=s[c]+t,f=e;o&&!d&&(u||(u=e.filter(p=>p)),f=u);for(let p=0;p<f.length;p++){if(l.length>=
n)break t;let g=d+f[p];if(a+g.length>r)break t;l.push(g),a+=g.length}}return i.remaining-=l.length,l}function wu(s,t,e,n,r){
let o=s.split(/\.\./),i=[];if(o[0]===void 0||o[1]===void 0)return i;let l=cs(o[0]),a=cs(o[1]),u=Math.max(o[0].length,o[1].
length),c=o.length===3&&o[2]!==void 0?Math.max(Math.abs(cs(o[2])),1):1,d=gu;a<l&&(c*=-1,d=mu);let p=o.some(hu),g=p?u:1,h=0;
for(let w=l;d(w,a)&&i.length<e;w+=c){if(r.remaining-=g,r.remaining<0)return;let m;if(t)m=String.fromCharCode(w),m==="\\"&&
(m="");else if(m=String(w),p){let y=u-m.length;if(y>0){let $=new Array(y+1).join("0");w<0?m="-"+$+m.slice(1):m=$+m}}if(h+
m.length>n)break;i.push(m),h+=m.length}return i}function fs(s,t,e,n,r,o,i,l){if(i.remaining-=au,r>n)return[s];let a=[""],
u=0,c=!1,d=!0,f=s;for(;;){let p=Ji(s,f,i);if(!p)return ye(a,s,[""],t,e,c,i);p.unmatched&&(f=cu(f,i));let g=p.pre,h=()=>ye(
a,g+"{"+p.body+"}"+p.post,[""],t,e,c,i);if(/\$$/.test(g)){if(a=ye(a,g+"{"+p.body+"}",[""],t,e,c&&!p.post.length,i),d=!1,
!p.post.length)break;s=p.post,f=f.slice(p.end+1);continue}let w=/^-?\d+\.\.-?\d+(?:\.\.-?\d+)?$/.test(p.body),m=/^[a-zA-Z]\.\.[a-zA-Z](?:\.\.-?\d+)?$/.
test(p.body),y=w||m,$=p.body.indexOf(",")>=0;if(!y&&!$){if(u<o&&du(p.post,i)){u++,s=p.pre+"{"+p.body+dn+p.post,f=f.slice(
0,p.end)+dn+f.slice(p.end+1),l=!0;continue}return h()}d&&(c=l&&!y,d=!1);let S;if(y){if(S=wu(p.body,m,t,e,i),!S)return h()}else{
let R=fu(p.body,i);if(!R)return h();if(R.length===1&&R[0]!==void 0){if(R=fs(R[0],t,e,n,r+1,o,i,!1).map(pu),i.remaining<0)
return h();if(R.length===1){let P=ye(a,g+R[0],[""],t,e,c&&!p.post.length,i);if(i.remaining<0)return h();if(a=P,!p.post.length)
break;s=p.post,f=f.slice(p.end+1);continue}}let v=c&&!p.post.length&&!g;for(let P=0;v&&P<a.length;P++)a[P]&&(v=!1);S=[];
let O=0;t:for(let P=0;P<R.length;P++){let B=fs(R[P],t,e,n,r+1,o,i,!1);if(i.remaining<0)return h();for(let V=0;V<B.length;V++){
let x=B[V];if(!(v&&!x)){if(S.length>=t||O+x.length>e)break t;S.push(x),O+=x.length}}}}let _=ye(a,g,S,t,e,c&&!p.post.length,
i);if(i.remaining<0)return h();if(a=_,!p.post.length)break;s=p.post,f=f.slice(p.end+1)}return a}var be=s=>{if(typeof s!="string")throw new TypeError("invalid pattern");if(s.length>65536)throw new TypeError("pattern i\
s too long")};var yu={"[:alnum:]":["\\p{L}\\p{Nl}\\p{Nd}",!0],"[:alpha:]":["\\p{L}\\p{Nl}",!0],"[:ascii:]":["\\x00-\\x7f",!1],"[:blank\
:]":["\\p{Zs}\\t",!0],"[:cntrl:]":["\\p{Cc}",!0],"[:digit:]":["\\p{Nd}",!0],"[:graph:]":["\\p{Z}\\p{C}",!0,!0],"[:lower:\
]":["\\p{Ll}",!0],"[:print:]":["\\p{C}",!0],"[:punct:]":["\\p{P}",!0],"[:space:]":["\\p{Z}\\t\\r\\n\\v\\f",!0],"[:upper:\
]":["\\p{Lu}",!0],"[:word:]":["\\p{L}\\p{Nl}\\p{Nd}\\p{Pc}",!0],"[:xdigit:]":["A-Fa-f0-9",!1]},Se=s=>s.replace(/[[\]\\-]/g,
"\\$&"),bu=s=>s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),zi=s=>s.join(""),Gi=(s,t)=>{let e=t;if(s.charAt(e)!=="[")throw new Error(
"not in a brace expression");let n=[],r=[],o=e+1,i=!1,l=!1,a=!1,u=!1,c=e,d="";t:for(;o<s.length;){let h=s.charAt(o);if((h===
"!"||h==="^")&&o===e+1){u=!0,o++;continue}if(h==="]"&&i&&!a){c=o+1;break}if(i=!0,h==="\\"&&!a){a=!0,o++;continue}if(h===
"["&&!a){for(let[w,[m,y,$]]of Object.entries(yu))if(s.startsWith(w,o)){if(d)return["$.",!1,s.length-e,!0];o+=w.length,$?
r.push(m):n.push(m),l=l||y;continue t}}if(a=!1,d){h>d?n.push(Se(d)+"-"+Se(h)):h===d&&n.push(Se(h)),d="",o++;continue}if(s.
startsWith("-]",o+1)){n.push(Se(h+"-")),o+=2;continue}if(s.startsWith("-",o+1)){d=h,o+=2;continue}n.push(Se(h)),o++}if(c<
o)return["",!1,0,!1];if(!n.length&&!r.length)return["$.",!1,s.length-e,!0];if(r.length===0&&n.length===1&&/^\\?.$/.test(
n[0])&&!u){let h=n[0].length===2?n[0].slice(-1):n[0];return[bu(h),!1,c-e,!1]}let f="["+(u?"^":"")+zi(n)+"]",p="["+(u?"":
"^")+zi(r)+"]";return[n.length&&r.length?"("+f+"|"+p+")":n.length?f:p,l,c-e,!0]};var It=(s,{windowsPathsNoEscape:t=!1,magicalBraces:e=!0}={})=>e?t?s.replace(/\[([^/\\])\]/g,"$1"):s.replace(/((?!\\).|^)\[([^/\\])\]/g,
"$1$2").replace(/\\([^/])/g,"$1"):t?s.replace(/\[([^/\\{}])\]/g,"$1"):s.replace(/((?!\\).|^)\[([^/\\{}])\]/g,"$1$2").replace(
/\\([^/{}])/g,"$1");var ht,Su=new Set(["!","?","+","*","@"]),ps=s=>Su.has(s),Ki=s=>ps(s.type),vu=new Map([["!",["@"]],["?",["?","@"]],["@",[
"@"]],["*",["*","+","?","@"]],["+",["+","@"]]]),ku=new Map([["!",["?"]],["@",["?"]],["+",["?","*"]]]),xu=new Map([["!",[
"?","@"]],["?",["?","@"]],["@",["?","@"]],["*",["*","+","?","@"]],["+",["+","@","?","*"]]]),Vi=new Map([["!",new Map([["\
!","@"]])],["?",new Map([["*","*"],["+","*"]])],["@",new Map([["!","!"],["?","?"],["@","@"],["*","*"],["+","+"]])],["+",
new Map([["?","*"],["*","*"]])]]),$u="(?!(?:^|/)\\.\\.?(?:$|/))",fn="(?!\\.)",Ru=new Set(["[","."]),Ou=new Set(["..","."]),
Pu=new Set("().*{}+?[]^$\\!"),Au=s=>s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),hs="[^/]",qi=hs+"*?",Xi=hs+"+?",Eu=0,Jt=class{type;#t;#s;#n=!1;#e=[];#r;#o;#l;#i=!1;#u;#f;#c=!1;id=++Eu;get depth(){
return(this.#r?.depth??-1)+1}[Symbol.for("nodejs.util.inspect.custom")](){return{"@@type":"AST",id:this.id,type:this.type,
root:this.#t.id,parent:this.#r?.id,depth:this.depth,partsLength:this.#e.length,parts:this.#e}}constructor(t,e,n={}){this.
type=t,t&&(this.#s=!0),this.#r=e,this.#t=this.#r?this.#r.#t:this,this.#u=this.#t===this?n:this.#t.#u,this.#l=this.#t===this?
[]:this.#t.#l,t==="!"&&!this.#t.#i&&this.#l.push(this),this.#o=this.#r?this.#r.#e.length:0}get hasMagic(){if(this.#s!==void 0)
return this.#s;for(let t of this.#e)if(typeof t!="string"&&(t.type||t.hasMagic))return this.#s=!0;return this.#s}toString(){
return this.#f!==void 0?this.#f:this.type?this.#f=this.type+"("+this.#e.map(t=>String(t)).join("|")+")":this.#f=this.#e.
map(t=>String(t)).join("")}#p(){if(this!==this.#t)throw new Error("should only call on root");if(this.#i)return this;this.
toString(),this.#i=!0;let t;for(;t=this.#l.pop();){if(t.type!=="!")continue;let e=t,n=e.#r;for(;n;){for(let r=e.#o+1;!n.
type&&r<n.#e.length;r++)for(let o of t.#e){if(typeof o=="string")throw new Error("string part in extglob AST??");o.copyIn(
n.#e[r])}e=n,n=e.#r}}return this}push(...t){for(let e of t)if(e!==""){if(typeof e!="string"&&!(e instanceof ht&&e.#r===this))
throw new Error("invalid part: "+e);this.#e.push(e)}}toJSON(){let t=this.type===null?this.#e.slice().map(e=>typeof e=="s\
tring"?e:e.toJSON()):[this.type,...this.#e.map(e=>e.toJSON())];return this.isStart()&&!this.type&&t.unshift([]),this.isEnd()&&
(this===this.#t||this.#t.#i&&this.#r?.type==="!")&&t.push({}),t}isStart(){if(this.#t===this)return!0;if(!this.#r?.isStart())
return!1;if(this.#o===0)return!0;let t=this.#r;for(let e=0;e<this.#o;e++){let n=t.#e[e];if(!(n instanceof ht&&n.type==="\
!"))return!1}return!0}isEnd(){if(this.#t===this||this.#r?.type==="!")return!0;if(!this.#r?.isEnd())return!1;if(!this.type)
return this.#r?.isEnd();let t=this.#r?this.#r.#e.length:0;return this.#o===t-1}copyIn(t){typeof t=="string"?this.push(t):
this.push(t.clone(this))}clone(t){let e=new ht(this.type,t);for(let n of this.#e)e.copyIn(n);return e}static#d(t,e,n,r,o){
let i=r.maxExtglobRecursion??2,l=!1,a=!1,u=-1,c=!1;if(e.type===null){let h=n,w="";for(;h<t.length;){let m=t.charAt(h++);
if(l||m==="\\"){l=!l,w+=m;continue}if(a){h===u+1?(m==="^"||m==="!")&&(c=!0):m==="]"&&!(h===u+2&&c)&&(a=!1),w+=m;continue}else if(m===
"["){a=!0,u=h,c=!1,w+=m;continue}if(!r.noext&&ps(m)&&t.charAt(h)==="("&&o<=i){e.push(w),w="";let $=new ht(m,e);h=ht.#d(t,
$,h,r,o+1),e.push($);continue}w+=m}return e.push(w),h}let d=n+1,f=new ht(null,e),p=[],g="";for(;d<t.length;){let h=t.charAt(
d++);if(l||h==="\\"){l=!l,g+=h;continue}if(a){d===u+1?(h==="^"||h==="!")&&(c=!0):h==="]"&&!(d===u+2&&c)&&(a=!1),g+=h;continue}else if(h===
"["){a=!0,u=d,c=!1,g+=h;continue}if(!r.noext&&ps(h)&&t.charAt(d)==="("&&(o<=i||e&&e.#w(h))){let m=e&&e.#w(h)?0:1;f.push(
g),g="";let y=new ht(h,f);f.push(y),d=ht.#d(t,y,d,r,o+m);continue}if(h==="|"){f.push(g),g="",p.push(f),f=new ht(null,e);
continue}if(h===")")return g===""&&e.#e.length===0&&(e.#c=!0),f.push(g),g="",e.push(...p,f),d;g+=h}return e.type=null,e.#s=
void 0,e.#e=[t.substring(n-1)],d}#h(t){return this.#b(t,ku)}#b(t,e=vu){if(!t||typeof t!="object"||t.type!==null||t.#e.length!==
1||this.type===null)return!1;let n=t.#e[0];return!n||typeof n!="object"||n.type===null?!1:this.#w(n.type,e)}#w(t,e=xu){return!!e.
get(this.type)?.includes(t)}#$(t,e){let n=t.#e[0],r=new ht(null,n,this.options);r.#e.push(""),n.push(r),this.#y(t,e)}#y(t,e){
let n=t.#e[0];this.#e.splice(e,1,...n.#e);for(let r of n.#e)typeof r=="object"&&(r.#r=this);this.#f=void 0}#R(t){return!!Vi.
get(this.type)?.has(t)}#T(t){if(!t||typeof t!="object"||t.type!==null||t.#e.length!==1||this.type===null||this.#e.length!==
1)return!1;let e=t.#e[0];return!e||typeof e!="object"||e.type===null?!1:this.#R(e.type)}#k(t){let e=Vi.get(this.type),n=t.#e[0],
r=e?.get(n.type);if(!r)return!1;this.#e=n.#e;for(let o of this.#e)typeof o=="object"&&(o.#r=this);this.type=r,this.#f=void 0,
this.#c=!1}static fromGlob(t,e={}){let n=new ht(null,void 0,e);return ht.#d(t,n,0,e,0),n}toMMPattern(){if(this!==this.#t)
return this.#t.toMMPattern();let t=this.toString(),[e,n,r,o]=this.toRegExpSource();if(!(r||this.#s||this.#u.nocase&&!this.#u.
nocaseMagicOnly&&t.toUpperCase()!==t.toLowerCase()))return n;let l=(this.#u.nocase?"i":"")+(o?"u":"");return Object.assign(
new RegExp(`^${e}$`,l),{_src:e,_glob:t})}get options(){return this.#u}toRegExpSource(t){let e=t??!!this.#u.dot;if(this.#t===
this&&(this.#x(),this.#p()),!Ki(this)){let a=this.isStart()&&this.isEnd()&&!this.#e.some(p=>typeof p!="string"),u=this.#e.
map(p=>{let[g,h,w,m]=typeof p=="string"?ht.#O(p,this.#s,a):p.toRegExpSource(t);return this.#s=this.#s||w,this.#n=this.#n||
m,g}).join(""),c="";if(this.isStart()&&typeof this.#e[0]=="string"&&!(this.#e.length===1&&Ou.has(this.#e[0]))){let g=Ru,
h=e&&g.has(u.charAt(0))||u.startsWith("\\.")&&g.has(u.charAt(2))||u.startsWith("\\.\\.")&&g.has(u.charAt(4)),w=!e&&!t&&g.
has(u.charAt(0));c=h?$u:w?fn:""}let d="";return this.isEnd()&&this.#t.#i&&this.#r?.type==="!"&&(d="(?:$|\\/)"),[c+u+d,It(
u),this.#s=!!this.#s,this.#n]}let n=this.type==="*"||this.type==="+",r=this.type==="!"?"(?:(?!(?:":"(?:",o=this.#m(e);if(this.
isStart()&&this.isEnd()&&!o&&this.type!=="!"){let a=this.toString(),u=this;return u.#e=[a],u.type=null,u.#s=void 0,[a,It(
this.toString()),!1,!1]}let i=!n||t||e||!fn?"":this.#m(!0);i===o&&(i=""),i&&(o=`(?:${o})(?:${i})*?`);let l="";if(this.type===
"!"&&this.#c)l=(this.isStart()&&!e?fn:"")+Xi;else{let a=this.type==="!"?"))"+(this.isStart()&&!e&&!t?fn:"")+qi+")":this.
type==="@"?")":this.type==="?"?")?":this.type==="+"&&i?")":this.type==="*"&&i?")?":`)${this.type}`;l=r+o+a}return[l,It(o),
this.#s=!!this.#s,this.#n]}#x(){if(Ki(this)){let t=0,e=!1;do{e=!0;for(let n=0;n<this.#e.length;n++){let r=this.#e[n];typeof r==
"object"&&(r.#x(),this.#b(r)?(e=!1,this.#y(r,n)):this.#h(r)?(e=!1,this.#$(r,n)):this.#T(r)&&(e=!1,this.#k(r)))}}while(!e&&
++t<10)}else for(let t of this.#e)typeof t=="object"&&t.#x();this.#f=void 0}#m(t){return this.#e.map(e=>{if(typeof e=="s\
tring")throw new Error("string type in extglob ast??");let[n,r,o,i]=e.toRegExpSource(t);return this.#n=this.#n||i,n}).filter(
e=>!(this.isStart()&&this.isEnd())||!!e).join("|")}static#O(t,e,n=!1){let r=!1,o="",i=!1,l=!1;for(let a=0;a<t.length;a++){
let u=t.charAt(a);if(r){r=!1,o+=(Pu.has(u)?"\\":"")+u;continue}if(u==="*"){if(l)continue;l=!0,o+=n&&/^[*]+$/.test(t)?Xi:
qi,e=!0;continue}else l=!1;if(u==="\\"){a===t.length-1?o+="\\\\":r=!0;continue}if(u==="["){let[c,d,f,p]=Gi(t,a);if(f){o+=
c,i=i||d,a+=f-1,e=e||p;continue}}if(u==="?"){o+=hs,e=!0;continue}o+=Au(u)}return[o,It(t),!!e,i]}};ht=Jt;var gs=(s,{windowsPathsNoEscape:t=!1,magicalBraces:e=!1}={})=>e?t?s.replace(/[?*()[\]{}]/g,"[$&]"):s.replace(/[?*()[\]\\{}]/g,
"\\$&"):t?s.replace(/[?*()[\]]/g,"[$&]"):s.replace(/[?*()[\]\\]/g,"\\$&");var pt=(s,t,e={})=>(be(t),!e.nocomment&&t.charAt(0)==="#"?!1:new Mt(t,e).match(s)),Tu=/^\*+([^+@!?*[(]*)$/,Nu=s=>t=>!t.startsWith(
".")&&t.endsWith(s),_u=s=>t=>t.endsWith(s),Cu=s=>(s=s.toLowerCase(),t=>!t.startsWith(".")&&t.toLowerCase().endsWith(s)),
Mu=s=>(s=s.toLowerCase(),t=>t.toLowerCase().endsWith(s)),ju=/^\*+\.\*+$/,Lu=s=>!s.startsWith(".")&&s.includes("."),Fu=s=>s!==
"."&&s!==".."&&s.includes("."),Iu=/^\.\*+$/,Du=s=>s!=="."&&s!==".."&&s.startsWith("."),Wu=/^\*+$/,Uu=s=>s.length!==0&&!s.
startsWith("."),Hu=s=>s.length!==0&&s!=="."&&s!=="..",Ju=/^\?+([^+@!?*[(]*)?$/,Bu=([s,t=""])=>{let e=Qi([s]);return t?(t=
t.toLowerCase(),n=>e(n)&&n.toLowerCase().endsWith(t)):e},zu=([s,t=""])=>{let e=ta([s]);return t?(t=t.toLowerCase(),n=>e(
n)&&n.toLowerCase().endsWith(t)):e},Gu=([s,t=""])=>{let e=ta([s]);return t?n=>e(n)&&n.endsWith(t):e},Ku=([s,t=""])=>{let e=Qi(
[s]);return t?n=>e(n)&&n.endsWith(t):e},Qi=([s])=>{let t=s.length;return e=>e.length===t&&!e.startsWith(".")},ta=([s])=>{
let t=s.length;return e=>e.length===t&&e!=="."&&e!==".."},ea=typeof process=="object"&&process?typeof process.env=="obje\
ct"&&process.env&&process.env.__MINIMATCH_TESTING_PLATFORM__||process.platform:"posix",Yi={win32:{sep:"\\"},posix:{sep:"\
/"}},Vu=ea==="win32"?Yi.win32.sep:Yi.posix.sep;pt.sep=Vu;var ut=Symbol("globstar **");pt.GLOBSTAR=ut;var qu="[^/]",Xu=qu+
"*?",Yu="(?:(?!(?:\\/|^)(?:\\.{1,2})($|\\/)).)*?",Zu="(?:(?!(?:\\/|^)\\.).)*?",Qu=(s,t={})=>e=>pt(e,s,t);pt.filter=Qu;var St=(s,t={})=>Object.
assign({},s,t),tc=s=>{if(!s||typeof s!="object"||!Object.keys(s).length)return pt;let t=pt;return Object.assign((n,r,o={})=>t(
n,r,St(s,o)),{Minimatch:class extends t.Minimatch{constructor(r,o={}){super(r,St(s,o))}static defaults(r){return t.defaults(
St(s,r)).Minimatch}},AST:class extends t.AST{constructor(r,o,i={}){super(r,o,St(s,i))}static fromGlob(r,o={}){return t.AST.
fromGlob(r,St(s,o))}},unescape:(n,r={})=>t.unescape(n,St(s,r)),escape:(n,r={})=>t.escape(n,St(s,r)),filter:(n,r={})=>t.filter(
n,St(s,r)),defaults:n=>t.defaults(St(s,n)),makeRe:(n,r={})=>t.makeRe(n,St(s,r)),braceExpand:(n,r={})=>t.braceExpand(n,St(
s,r)),match:(n,r,o={})=>t.match(n,r,St(s,o)),sep:t.sep,GLOBSTAR:ut})};pt.defaults=tc;var na=(s,t={})=>(be(s),t.nobrace||
!/\{(?:(?!\{).)*\}/.test(s)?[s]:Bi(s,{max:t.braceExpandMax}));pt.braceExpand=na;var ec=(s,t={})=>new Mt(s,t).makeRe();pt.
makeRe=ec;var nc=(s,t,e={})=>{let n=new Mt(t,e);return s=s.filter(r=>n.match(r)),n.options.nonull&&!s.length&&s.push(t),
s};pt.match=nc;var Zi=/[?*]|[+@!]\(.*?\)|\[|\]/,sc=s=>s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),Mt=class{options;set;pattern;windowsPathsNoEscape;nonegate;negate;comment;empty;preserveMultipleSlashes;partial;globSet;globParts;nocase;isWindows;platform;windowsNoMagicRoot;maxGlobstarRecursion;regexp;constructor(t,e={}){
be(t),e=e||{},this.options=e,this.maxGlobstarRecursion=e.maxGlobstarRecursion??200,this.pattern=t,this.platform=e.platform||
ea,this.isWindows=this.platform==="win32";let n="allowWindowsEscape";this.windowsPathsNoEscape=!!e.windowsPathsNoEscape||
e[n]===!1,this.windowsPathsNoEscape&&(this.pattern=this.pattern.replace(/\\/g,"/")),this.preserveMultipleSlashes=!!e.preserveMultipleSlashes,
this.regexp=null,this.negate=!1,this.nonegate=!!e.nonegate,this.comment=!1,this.empty=!1,this.partial=!!e.partial,this.nocase=
!!this.options.nocase,this.windowsNoMagicRoot=e.windowsNoMagicRoot!==void 0?e.windowsNoMagicRoot:!!(this.isWindows&&this.
nocase),this.globSet=[],this.globParts=[],this.set=[],this.make()}hasMagic(){if(this.options.magicalBraces&&this.set.length>
1)return!0;for(let t of this.set)for(let e of t)if(typeof e!="string")return!0;return!1}debug(...t){}make(){let t=this.pattern,
e=this.options;if(!e.nocomment&&t.charAt(0)==="#"){this.comment=!0;return}if(!t){this.empty=!0;return}this.parseNegate(),
this.globSet=[...new Set(this.braceExpand())],e.debug&&(this.debug=(...o)=>console.error(...o)),this.debug(this.pattern,
this.globSet);let n=this.globSet.map(o=>this.slashSplit(o));this.globParts=this.preprocess(n),this.debug(this.pattern,this.
globParts);let r=this.globParts.map((o,i,l)=>{if(this.isWindows&&this.windowsNoMagicRoot){let a=o[0]===""&&o[1]===""&&(o[2]===
"?"||!Zi.test(o[2]))&&!Zi.test(o[3]),u=/^[a-z]:/i.test(o[0]);if(a)return[...o.slice(0,4),...o.slice(4).map(c=>this.parse(
c))];if(u)return[o[0],...o.slice(1).map(c=>this.parse(c))]}return o.map(a=>this.parse(a))});if(this.debug(this.pattern,r),
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
".."||!a||a==="."||a===".."||!u||u==="."||u==="..")continue;e=!0,n.splice(r,1);let c=n.slice(0);c[r]="**",t.push(c),r--}
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
/^[a-z]:$/i.test(t[3]),u=typeof e[0]=="string"&&/^[a-z]:$/i.test(e[0]),c=!u&&e[0]===""&&e[1]===""&&e[2]==="?"&&typeof e[3]==
"string"&&/^[a-z]:$/i.test(e[3]),d=a?3:l?0:void 0,f=c?3:u?0:void 0;if(typeof d=="number"&&typeof f=="number"){let[p,g]=[
t[d],e[f]];p.toLowerCase()===g.toLowerCase()&&(e[f]=p,o=f,r=d)}}let{optimizationLevel:i=1}=this.options;return i>=2&&(t=
this.levelTwoFileOptimize(t)),e.includes(ut)?this.#t(t,e,n,r,o):this.#n(t,e,n,r,o)}#t(t,e,n,r,o){let i=e.indexOf(ut,o),l=e.
lastIndexOf(ut),[a,u,c]=n?[e.slice(o,i),e.slice(i+1),[]]:[e.slice(o,i),e.slice(i+1,l),e.slice(l+1)];if(a.length){let y=t.
slice(r,r+a.length);if(!this.#n(y,a,n,0,0))return!1;r+=a.length,o+=a.length}let d=0;if(c.length){if(c.length+r>t.length)
return!1;let y=t.length-c.length;if(this.#n(t,c,n,y,0))d=c.length;else{if(t[t.length-1]!==""||r+c.length===t.length||(y--,
!this.#n(t,c,n,y,0)))return!1;d=c.length+1}}if(!u.length){let y=!!d;for(let $=r;$<t.length-d;$++){let S=String(t[$]);if(y=
!0,S==="."||S===".."||!this.options.dot&&S.startsWith("."))return!1}return n||y}let f=[[[],0]],p=f[0],g=0,h=[0];for(let y of u)
y===ut?(h.push(g),p=[[],0],f.push(p)):(p[0].push(y),g++);let w=f.length-1,m=t.length-d;for(let y of f)y[1]=m-(h[w--]+y[0].
length);return!!this.#s(t,f,r,0,n,0,!!d)}#s(t,e,n,r,o,i,l){let a=e[r];if(!a){for(let d=n;d<t.length;d++){l=!0;let f=t[d];
if(f==="."||f===".."||!this.options.dot&&f.startsWith("."))return!1}return l}let[u,c]=a;for(;n<=c;){if(this.#n(t.slice(0,
n+u.length),u,o,n,0)&&i<this.maxGlobstarRecursion){let p=this.#s(t,e,n+u.length,r+1,o,i+1,l);if(p!==!1)return p}let f=t[n];
if(f==="."||f===".."||!this.options.dot&&f.startsWith("."))return!1;n++}return o||null}#n(t,e,n,r,o){let i,l,a,u;for(i=r,
l=o,u=t.length,a=e.length;i<u&&l<a;i++,l++){this.debug("matchOne loop");let c=e[l],d=t[i];if(this.debug(e,c,d),c===!1||c===
ut)return!1;let f;if(typeof c=="string"?(f=d===c,this.debug("string match",c,d,f)):(f=c.test(d),this.debug("pattern matc\
h",c,d,f)),!f)return!1}if(i===u&&l===a)return!0;if(i===u)return n;if(l===a)return i===u-1&&t[i]==="";throw new Error("wt\
f?")}braceExpand(){return na(this.pattern,this.options)}parse(t){be(t);let e=this.options;if(t==="**")return ut;if(t==="")
return"";let n,r=null;(n=t.match(Wu))?r=e.dot?Hu:Uu:(n=t.match(Tu))?r=(e.nocase?e.dot?Mu:Cu:e.dot?_u:Nu)(n[1]):(n=t.match(
Ju))?r=(e.nocase?e.dot?zu:Bu:e.dot?Gu:Ku)(n):(n=t.match(ju))?r=e.dot?Fu:Lu:(n=t.match(Iu))&&(r=Du);let o=Jt.fromGlob(t,this.
options).toMMPattern();return r&&typeof o=="object"&&Reflect.defineProperty(o,"test",{value:r}),o}makeRe(){if(this.regexp||
this.regexp===!1)return this.regexp;let t=this.set;if(!t.length)return this.regexp=!1,this.regexp;let e=this.options,n=e.
noglobstar?Xu:e.dot?Yu:Zu,r=new Set(e.nocase?["i"]:[]),o=t.map(a=>{let u=a.map(d=>{if(d instanceof RegExp)for(let f of d.
flags.split(""))r.add(f);return typeof d=="string"?sc(d):d===ut?ut:d._src});u.forEach((d,f)=>{let p=u[f+1],g=u[f-1];d!==
ut||g===ut||(g===void 0?p!==void 0&&p!==ut?u[f+1]="(?:\\/|"+n+"\\/)?"+p:u[f]=n:p===void 0?u[f-1]=g+"(?:\\/|\\/"+n+")?":p!==
ut&&(u[f-1]=g+"(?:\\/|\\/"+n+"\\/)"+p,u[f+1]=ut))});let c=u.filter(d=>d!==ut);if(this.partial&&c.length>=1){let d=[];for(let f=1;f<=
c.length;f++)d.push(c.slice(0,f).join("/"));return"(?:"+d.join("|")+")"}return c.join("/")}).join("|"),[i,l]=t.length>1?
["(?:",")"]:["",""];o="^"+i+o+l+"$",this.partial&&(o="^(?:\\/|"+i+o.slice(1,-1)+l+")$"),this.negate&&(o="^(?!"+o+").+$");
try{this.regexp=new RegExp(o,[...r].join(""))}catch{this.regexp=!1}return this.regexp}slashSplit(t){return this.preserveMultipleSlashes?
t.split("/"):this.isWindows&&/^\/\/[^/]+/.test(t)?["",...t.split(/\/+/)]:t.split(/\/+/)}match(t,e=this.partial){if(this.
debug("match",t,this.pattern),this.comment)return!1;if(this.empty)return t==="";if(t==="/"&&e)return!0;let n=this.options;
this.isWindows&&(t=t.split("\\").join("/"));let r=this.slashSplit(t);this.debug(this.pattern,"split",r);let o=this.set;this.
debug(this.pattern,"set",o);let i=r[r.length-1];if(!i)for(let l=r.length-2;!i&&l>=0;l--)i=r[l];for(let l of o){let a=r;if(n.
matchBase&&l.length===1&&(a=[i]),this.matchOne(a,l,e))return n.flipNegate?!0:!this.negate}return n.flipNegate?!1:this.negate}static defaults(t){
return pt.defaults(t).Minimatch}};pt.AST=Jt;pt.Minimatch=Mt;pt.escape=gs;pt.unescape=It;var ra="--follow-symbolic-links";function oa(s,t,e={}){let n=ys(s),r=lc(e.leaveOut??[]),o=ac(t[0]),i=(o?t.slice(1):t).flatMap(
u=>u.split(`
`)).map(u=>u.trim()).filter(u=>u!==""&&!u.startsWith("#")).flatMap(u=>fc(cc(n,u))),l=(0,ms.createHash)("sha256"),a=0;for(let u of mc(
i,o,r)){if(!u.startsWith(`${n}${pn}`))continue;let c;try{if(r.any&&(0,gt.lstatSync)(u).isSymbolicLink()&&r.holds((0,gt.realpathSync)(
u)))continue;let d=(0,gt.statSync)(u);if(d.isDirectory())continue;if(!d.isFile())throw new k("hash-files-failed",`hashFi\
les() cannot hash ${u}: it is not a regular file (${uc(d)})`);c=(0,gt.readFileSync)(u)}catch(d){throw d instanceof k?d:ws(
u,d)}l.update((0,ms.createHash)("sha256").update(c).digest()),a+=1}return a>0?l.digest("hex"):""}function ac(s){if(s===void 0||
!s.startsWith("--"))return!1;if(s.toLowerCase()===ra)return!0;throw new k("hash-files-failed",`hashFiles(): invalid glob\
 option ${s}: the one option is '${ra}', as the first argument`)}function lc(s){let t=new Set(s.map(n=>ys(n)));for(let n of[
...t])try{t.add((0,gt.realpathSync)(n))}catch{}let e=[...t];return{any:e.length>0,holds:n=>e.some(r=>n===r||n.startsWith(
r.endsWith(pn)?r:`${r}${pn}`))}}function ws(s,t){let e=t.code??String(t);return new k("hash-files-failed",`hashFiles() c\
ould not read ${s}: ${e}`)}function uc(s){return s.isFIFO()?"a FIFO":s.isSocket()?"a socket":s.isCharacterDevice()||s.isBlockDevice()?
"a device":"not a file"}var ia={dot:!0,nobrace:!0,nocase:process.platform==="win32",nocomment:!0,noext:!0,nonegate:!0};function cc(s,t){
let e=!1,n=t;for(;n.startsWith("!");)e=!e,n=n.slice(1).trim();if(n==="")throw new k("hash-files-failed",`hashFiles(): th\
e pattern '${t}' is empty`);let r=oc(n),o=n.endsWith("/"),i=n.split("/").filter(p=>p!==""),l=r?pn:s;!r&&i[0]==="."?i.shift():
!r&&i[0]==="~"&&(l=rc(),i.shift());let a=i.map(dc);if(a.some(p=>p==="."||p===".."))throw new k("hash-files-failed",`hash\
Files(): invalid pattern '${t}': relative pathing '.' and '..' is not allowed`);let u=a.indexOf(null),c=u===-1?a:a.slice(
0,u),d=pc(l),f=i.length===0?d:`${d.endsWith("/")?d:`${d}/`}${i.join("/")}`;return{negate:e,directories:o,glob:f,matcher:new Mt(
f,ia),searchPath:ys(l,...c)}}function dc(s){let t="";for(let e=0;e<s.length;e++){let n=s[e];if(n==="\\"&&e+1<s.length){e+=
1,t+=s[e];continue}if(n==="*"||n==="?")return null;if(n==="["&&e+1<s.length){let r="",o=-1;for(let i=e+1;i<s.length;i++){
let l=s[i];if(l==="\\"&&i+1<s.length)i+=1,r+=s[i];else if(l==="]"){o=i;break}else r+=l}if(o>=0){if(r.length>1)return null;
if(r!==""){t+=r,e=o;continue}}}t+=n}return t}function fc(s){if(s.glob.endsWith("/**")&&!s.directories)return[s];let t=`${s.
glob}/**`;return[s,{...s,directories:!1,glob:t,matcher:new Mt(t,ia)}]}function pc(s){return s.replaceAll("\\","\\\\").replace(
/(\[)(?=[^/]+\])/g,"[[]").replace(/\?/g,"[?]").replace(/\*/g,"[*]")}var ve={none:0,directory:1,file:2,all:3};function hc(s,t){
let e=ve.none;for(let n of s){if(!n.matcher.match(t))continue;let r=n.directories?ve.directory:ve.all;e=n.negate?e&~r:e|
r}return e}function gc(s,t){return s.some(e=>!e.negate&&e.matcher.match(t,!0))}function*mc(s,t,e){let n=s.filter(i=>!i.negate).
map(i=>i.searchPath),r=new Set(n),o=[];for(let i of n){if(o.includes(i))continue;let l=!1;for(let a=i,u=sa(a);u!==a;a=u,
u=sa(a))r.has(u)&&(l=!0);l||o.push(i)}for(let i of o){let l=[{path:i,chain:[]}];for(;l.length>0;){let a=l.pop();if(e.holds(
a.path))continue;let u=hc(s,a.path);if(!u&&!gc(s,a.path))continue;let c;try{c=t?(0,gt.statSync)(a.path):(0,gt.lstatSync)(
a.path)}catch(h){if(h.code==="ENOENT")continue;throw ws(a.path,h)}if(!c.isDirectory()){u&ve.file&&(yield a.path);continue}
let d=a.path,f;try{if(t&&(d=(0,gt.realpathSync)(a.path)),a.chain.includes(d)||t&&e.holds(d))continue;f=(0,gt.readdirSync)(
a.path)}catch(h){throw ws(a.path,h)}u&ve.directory&&(yield a.path);let p=[...a.chain,d],g=f.map(h=>({path:ic(a.path,h),chain:p}));
l.push(...g.reverse())}}}var aa=64*1024,hn=4096,wc=4096,bs=16,mn=class{#t;#s;#n;#e="";#r="";#o=0;#l=!1;#i;#u;constructor(t,e,n={}){this.#t=t,this.#s=
e,this.#i=n.holdWhatMayGoOn??!1,this.#u=n.quietMs===void 0?void 0:new te(n.quietMs,()=>this.flush());let r=n.hide;this.#n=
new Qt(o=>{this.#e+=r===void 0?o:r(o),this.#l=!0})}push(t,e){this.#l=!1,this.#n.push(t,e),this.#l&&this.#f(!1),this.#u?.
arm()}flush(){this.#f(!0)}stop(){this.#u?.stop()}end(){this.stop(),this.#n.end("stdout"),this.#n.end("stderr"),this.#e!==
""&&this.#d(this.#e.length)}#f(t){let e=this.#e;if(e==="")return;let n=t&&!(this.#i&&Wr(this.#r+e,this.#t));if(!n&&e.length<
this.#o&&e.length<=aa)return;let r=X(this.#r+e,this.#t),o=r.redactions.length>0,i=gn(e,e.length-1);if(n&&gn(e,e.length)===
e.length&&(!o||this.#p(r.text,i))){this.#d(e.length);return}let l=Ur(this.#r+e,this.#t)-this.#r.length,a=o||l>=-this.#r.
length?bs:1;for(let u=i;u>0&&a>0;a--,u=gn(e,u-1))if(!(l>=-this.#r.length&&u>l)){if(!o||this.#p(r.text,u)){this.#d(u);break}
this.#o=e.length+Math.max(hn,e.length>>2)}for(;this.#e.length>aa;)this.#c()}#c(){let t=this.#e,e=X(this.#r+t,this.#t).text,
n=bs;for(let u=t.length-hn;u>0&&n>0;u--)if(yc(t,u-1)&&(n--,this.#p(e,u))){this.#d(u);return}let r=Le(this.#r+t,this.#t),
o=this.#r.length,i=t.length-hn,l=0,a=r.length-1;for(n=bs;i>0&&n>0;i--){for(;a>=0&&r[a].start-o>=i;)a--;if(a>=0&&r[a].end-
o>i&&(i=r[a].start-o,i<=0))break;if(!bc(t.charCodeAt(i))&&(l||=i,n--,this.#p(e,i))){this.#d(i);return}}this.#d(l>0?l:t.length-
hn)}#p(t,e){return Fe(this.#r+this.#e,this.#r.length+e,this.#t,t)}#d(t){let e=this.#e.slice(0,t);this.#e=this.#e.slice(t),
this.#o=0;let n=X(this.#r+e,this.#t).text,r=X(this.#r,this.#t).text,o=0;for(;o<r.length&&o<n.length&&n[o]===r[o];)o++;let i=n.
lastIndexOf(vt.markerPrefix,o-1);i>=0&&i<o&&n.indexOf(vt.markerSuffix,i)>=o&&(o=i);let l=n.slice(o),a=this.#r+e;this.#r=
a.slice(gn(a,a.length-1)).slice(-wc),l!==""&&this.#s(l)}};function gn(s,t){for(let e=Math.min(t,s.length)-1;e>=0;e--){let n=s.
charCodeAt(e);if(n===Ss||n===la&&s.charCodeAt(e+1)!==Ss)return e+1}return 0}var Ss=10,la=13;function yc(s,t){let e=s.charCodeAt(
t);if(Sc(e)||e===27||e>=55296&&e<=56319)return!1;if(e!==32&&e!==9)return!0;let n=t;for(;n>0&&(s.charCodeAt(n-1)===32||s.
charCodeAt(n-1)===9);)n--;let r=s.charCodeAt(n-1);return r!==Ss&&r!==la}function bc(s){return s>=56320&&s<=57343}function Sc(s){
return s>=48&&s<=57||s>=65&&s<=90||s>=97&&s<=122||s===43||s===47||s===61||s===95||s===45||s===46||s===37}var ca=1024*1024,ua=`[baton: this step printed more than ${ca/(1024*1024)} MiB while it ran; the rest is written here wh\
en it ends, and its output is then kept as the runner keeps it: the last 1 MiB]
`,wn=class{#t;#s;#n="";#e=0;#r=!1;#o=!1;constructor(t,e,n){this.#s=n,this.#t=new mn(t,r=>this.#l(r),{holdWhatMayGoOn:!0,
hide:e,quietMs:500})}push(t,e){this.#o||this.#r||t===""||this.#t.push(t,e)}end(){return this.#o=!0,this.#t.stop(),this.#n}#l(t){
this.#o||this.#r||(this.#i(t),!(this.#e<=ca)&&(this.#r=!0,this.#i(this.#n.endsWith(`
`)?ua:`
${ua}`)))}#i(t){this.#s(t),this.#n+=t,this.#e+=Buffer.byteLength(t)}};var Tc="-event.json",yn=class{#t;expressions;#s;#n;#e=new Map;#r=Promise.resolve();#o=[];#l=new Map;#i=new Map;#u=new Map;host;constructor(t){
this.#t=t,this.expressions=t.expressions,this.host={hashFiles:e=>oa(t.workspace,e,{leaveOut:[t.storeDir]})},this.#n=t.now??
(()=>new Date),this.#s=new Sr({root:t.workspace,tempDir:t.tempDir,privateTempDir:!0,now:this.#n})}now(){return this.#n()}emit(t){
if(this.#t.emit(t),t.type==="step-finished"&&(t.outcome==="failure"||t.outcome==="cancelled")){this.#I.has(`${t.leg}\0${t.
step}`)||this.#S(t.leg,t.step,`\u2500\u2500 step ${t.step+1}: ${t.name}
`);let e=t.message??t.outcome;this.#N(t.leg,`${t.outcome==="cancelled"?"Cancelled":"Error"}: ${e}
`)}t.type==="job-finished"&&this.#M(t.leg)}summary(t,e,n){let r=Rt(this.#t.runDir,it.summary),o=X(`${$s(t,e)}${n.trimEnd()}\


`,this.#t.secrets).text,i=Buffer.byteLength(o),l=this.#o?.at(-1);this.#o?.push({job:t,leg:e,offset:l?l.offset+l.bytes:0,
bytes:i}),this.#r=this.#r.then(()=>vc(r,o)).catch(a=>{this.#j({name:it.summary,what:"the step summaries",kind:"the step \
summaries",error:a}),this.#o=null})}summaryParts(){return this.#o}async settle(){let t=[];try{await this.#t.recordWrites?.
flush()}catch(r){t.push(yt(r))}let e=await this.drain();e!==null&&t.push(e);let n=this.#t.eventsFailure?.()??null;return n!==
null&&t.push(n),t.length===0?null:t.join(`
`)}async createStepFiles(){let t=await kc(Rt(this.#t.tempDir,"step-")),e={output:Rt(t,"output"),env:Rt(t,"env"),path:Rt(
t,"path"),state:Rt(t,"state"),step_summary:Rt(t,"summary")};return await Promise.all(Object.values(e).map(n=>Rc(n,"",{flag:"\
wx",mode:384}))),e}async runScript(t){await this.#t.recordWrites?.settled(),this.#c(t.defaults.GITHUB_EVENT_PATH);let e=t.
files??await this.createStepFiles();try{let n={...this.#$(t),[ft.output]:e.output,[ft.env]:e.env,[ft.path]:e.path,[ft.state]:e.
state,[ft.stepSummary]:e.step_summary},r=0,o=R=>{this.#P(R.slice(r)),r=R.length},i=new en({allowUnsecureCommands:n.ACTIONS_ALLOW_UNSECURE_COMMANDS?.
toLowerCase()==="true",allowUnsecureStopCommandTokens:["true","1","$true"].includes(n.ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TOKENS?.
toLowerCase()??""),redact:(R,v)=>(o(v),X(R,this.#t.secrets).text)}),l=this.#h(t),a=`\u2500\u2500 step ${t.step+1}: ${t.name}\

`,u=this.#S(t.leg,t.step,a),c=new wn(this.#t.secrets,R=>Qn(R,i.masks),R=>this.#C(t.leg,R)),d,f;try{d=await this.#b(t).run(
{script:t.script,shell:t.shell??zr,cwd:this.#F(t.workingDirectory),env:n,signal:t.signal,stop:"interrupt",kill:t.kill,onOutput:(R,v)=>{
i.push(R,v),o(i.masks),l?.push(R,v),c.push(R,v)}})}finally{l?.end(),f=c.end()}let{masks:p,annotations:g,commands:h}=i.end();
o(p);let w=this.#_(Qn(d.output,p));this.#H(t.leg,u+f,this.#_(a)+w);let[[m,y,$],{text:S,..._}]=await Promise.all([Promise.
all([e.output,e.env,e.path].map(R=>xc(R,"utf8"))),_c(e.step_summary)]);return{exitCode:d.exitCode,signal:d.signal,files:{
output:m??"",env:y??"",path:$??"",summary:S},..._,masks:p,annotations:g,commands:h,output:w}}finally{await $c(Pc(e.output),
{recursive:!0,force:!0})}}#f;eventPath(t){return`${t}${Tc}`}#c(t){if(t===void 0||t==="")return;this.#f??=Buffer.from(JSON.
stringify(this.#t.github.event,null,2));let e=this.#f,n;try{n=(0,z.openSync)(t,z.constants.O_RDONLY|z.constants.O_NOFOLLOW|
z.constants.O_NONBLOCK);let o=(0,z.fstatSync)(n);if(o.isFile()&&o.size===e.length&&(0,z.readFileSync)(n).equals(e))return}catch(o){
if(o.code==="ENOENT"){(0,z.writeFileSync)(t,e,{flag:"wx",mode:384});return}}finally{n!==void 0&&(0,z.closeSync)(n)}let r=`${t}\
.${(0,fa.randomUUID)()}`;(0,z.writeFileSync)(r,e,{flag:"wx",mode:384});try{(0,z.renameSync)(r,t)}catch{(0,z.rmSync)(t,{recursive:!0,
force:!0}),(0,z.renameSync)(r,t)}}#p=0;legTemp={open:async t=>{this.#p+=1;let e=Rt(this.#t.tempDir,`runner-temp-${this.#p}`);
return(0,z.mkdirSync)(e,{mode:448}),e},close:async t=>{Cc(t,this.#d.get(t)??[]),this.#d.delete(t);try{(0,z.rmSync)(this.
eventPath(t),{recursive:!0,force:!0}),(0,z.rmdirSync)(t);return}catch{await Ge(t)}}};#d=new Map;#h(t){let e=this.#t.onOutput;
if(e===void 0)return;let n=new cn(()=>this.#t.secrets,o=>{let i=sn(o,hi);(i===null||i.form==="legacy"&&!nn.has(i.command))&&
e({job:t.job,leg:t.leg,line:o})}),r=new te(500,()=>n.flush());return{push:(o,i)=>{n.push(o,i),r.arm()},end:()=>{r.stop(),
n.end()}}}#b(t){let e=t.defaults.RUNNER_TEMP;return e===void 0?this.#t.runner:{run:n=>this.#t.runner.run({...n,onStart:r=>{
for(let[i,l]of this.#d)i!==e&&l.includes(r)&&this.#d.set(i,l.filter(a=>a!==r));let o=this.#d.get(e)??[];o.push(r),this.#d.
set(e,o),n.onStart?.(r)}})}}async loadAction(t){let e=this.#t.parseAction;if(!e)throw new k("action-invalid",`${t}: loca\
l actions cannot be read here`);return kr(this.#t.workspace,t,e)}async runAction(t){switch(this.#c(t.defaults.GITHUB_EVENT_PATH),
t.action){case"stage":return this.#y(t);case"prepare":return this.#R(t);case"capture":return this.#T(t);case"report":return this.#k(
t)}}#w(t,e){let n=this.#t.workflow,o=n.jobs.find(i=>i.id===t.job)?.steps[t.step]?.with[tt.prompt];return{mode:e,job:t.job,
stageJob:t.stageJob,matrix:t.matrix,upstream:t.upstream,...t.needsFacts===void 0?{}:{needsFacts:t.needsFacts},workflowJobs:t.
jobIds,github:this.#t.github,...this.#t.madeEvent===void 0?{}:{madeEvent:this.#t.madeEvent},...this.#t.madeEventRun===void 0?
{}:{madeEventRun:this.#t.madeEventRun},run:this.#t.run,parentRun:this.#t.parentRun??null,secrets:[...t.secrets,...Te(this.#$(
t))],promptSource:`${o?et(n.fileName,o.position):n.fileName} jobs.${t.job} prompt`,readFile:i=>vr(this.#t.workspace,i,bt.
templateBytes),parseVars:Qr}}#$(t){let e={CI:"true",...this.#t.baseEnv,...t.env,...t.defaults};return e.PATH=Nc(t.path,e.
PATH),e}async#y(t){let e;try{e=We(t.inputs,this.#w(t,"stage"))}catch(o){if(!(o instanceof k))throw o;return{ok:!1,outputs:{
...Jo()},env:{},summary:"",recorded:[],message:yt(o)}}this.#x(t);let n=this.#h(t),r;try{r=await qo(e,{openRun:this.#t.openRun,
store:this.#t.store,workspace:this.#s,runner:this.#b(t),env:this.#$(t),signal:t.signal,reporter:this.#O(t),...n?{onOutput:(o,i)=>n.
push(o,i)}:{}})}finally{n?.end()}return this.#S(t.leg,t.step,`\u2500\u2500 step ${t.step+1}: stage ${e.stage}: ${r.attempts.
length} attempt(s), ${r.outcome.reason}; the agent's output is in ${Js.log} of each attempt
`),{ok:r.ok,outputs:{...r.outputs},env:{},summary:xs(r.final,e.redact,this.#t.secrets),recorded:r.attempts.map(ks),message:r.
outcome.message}}async#R(t){let e=We(t.inputs,this.#w(t,"prepare"));this.#x(t);let n=await Xe(e,{openRun:this.#t.openRun,
store:this.#t.store,workspace:this.#s});if(n.kind==="refused")return{ok:!1,outputs:Vn("prepare",n.result.outputs),env:{},
summary:xs(n.result.final,e.redact,this.#t.secrets),recorded:n.result.attempts.map(ks),message:n.result.outcome.message};
let{prepared:r}=n;for(let o of r.warnings)this.#m(t,"warning",o.message);return this.#e.set(`${t.leg}\0${e.stage}`,{prepared:r,
redact:Wn(t.inputs[tt.redact]??"")}),{ok:!0,outputs:{"prompt-path":r.promptPath,"handoff-path":r.handoffPath},env:{BATON_PROMPT_PATH:r.
promptPath,BATON_HANDOFF_PATH:r.handoffPath,BATON_STAGE:e.stage},summary:"",recorded:[],message:null}}async#T(t){let e=We(
t.inputs,this.#w(t,"capture")),n=`${t.leg}\0${e.stage}`,r=this.#e.get(n);if(!r)throw new k("capture-without-prepare",`st\
age ${e.stage}: no prepare step ran before this capture in job ${t.job}`);this.#e.delete(n);let{prepared:o}=r,i=new Set(
Wn(t.inputs[tt.redact]??"")),l=Zr(r.redact.length,r.redact.filter(u=>i.has(u)).length);if(l)throw l;let a=await qe(e,o,null,
{store:this.#t.store,workspace:this.#s},{cancelled:t.signal.aborted});return{ok:a.outcome.reason==="completed",outputs:Vn(
"capture",a.outputs),env:{},summary:xs(a,e.redact,this.#t.secrets),recorded:[ks(a)],message:a.outcome.message}}async#k(t){
let e={name:this.#t.github.event_name,payload:this.#t.github.event},n;try{n=us(t.inputs,e)}catch(l){if(!(l instanceof k))
throw l;if(l.code!=="issue-number-missing")return{ok:!1,outputs:{},env:{},summary:"",recorded:[],message:yt(l)};this.#m(
t,"warning",`on GitHub this step fails: ${l.message}`),n={...us({...t.inputs,[tt.mode]:"summary"},e),mode:ls(t.inputs)}}
let r=await Rs(this.#t.store),o=Co(r,{workflow:this.#t.workflow.name??this.#t.workflow.fileName,runId:this.#t.run.id,key:n.
key,includeDetail:n.includeDetail,recordsLocation:`\`${Ac(this.#t.workspace,this.#t.runDir)||this.#t.runDir}\``,runUrl:null,
secrets:t.secrets,cancelled:this.#t.runCancelled?.()??!1});await _e(Rt(this.#t.runDir,it.report),o),this.#m(t,"info",`re\
port written to ${Rt(this.#t.runDir,it.report)}; no comment is posted from a local run`);let i=n.mode==="comment"?"":o;return{
ok:!0,outputs:{},env:{},summary:i,recorded:[],message:null}}#x(t){let e=t.inputs[tt.parentRun]?.trim();e&&this.#m(t,"war\
ning",`${tt.parentRun} ${JSON.stringify(e)} is not read by baton run: the parent run here is the one given with --parent\
 <run-id|latest>${this.#t.parentRun?` (${this.#t.parentRun})`:" (none)"}`)}#m(t,e,n){this.#t.emit({type:"notice",at:this.#n().
toISOString(),level:e,job:t.job,leg:t.leg,message:n})}#O(t){return{info:e=>this.#N(t.leg,`[baton] ${e}
`),warning:e=>this.#m(t,"warning",e),error:e=>this.#m(t,"error",e),group:(e,n)=>n()}}#F(t){return t?Ec(this.#t.workspace,
t):this.#t.workspace}#I=new Set;#S(t,e,n){return this.#I.add(`${t}\0${e}`),this.#N(t,n)}addSecrets(t){this.#P(t)}#P(t){for(let e of t)
this.#t.secrets.includes(e)||this.#t.secrets.push(e)}#N(t,e){let n=this.#_(e);return this.#C(t,n),n}#_(t){return X(t.endsWith(
`
`)||t===""?t:`${t}
`,this.#t.secrets).text}#H(t,e,n){if(n.startsWith(e)){n.length>e.length&&this.#C(t,n.slice(e.length));return}let r=Buffer.
byteLength(e);this.#D(t,async o=>{let{size:i}=await o.stat();if(i<r)throw new Error(`it holds ${i} bytes, fewer than the\
 ${r} written of the step`);await o.truncate(i-r),await o.writeFile(n)})}#C(t,e){this.#D(t,n=>n.writeFile(e))}#D(t,e){let n=this.#l.
get(t);if(n===void 0){let r=Rt(this.#t.runDir,re(t)),o=(this.#i.get(t)??Promise.resolve()).then(()=>pa(r,"a",438));n=o.catch(
()=>{}),this.#l.set(t,n),this.#i.set(t,o.then(()=>{}))}this.#A(t,n,e)}#M(t){let e=this.#l.get(t);e!==void 0&&(this.#l.delete(
t),this.#A(t,e,async n=>{let{nlink:r}=await n.stat();if(await n.close(),r===0)throw Object.assign(new Error("ENOENT: the\
 file was removed while the run wrote it"),{code:"ENOENT"})}))}#A(t,e,n){let r=(this.#i.get(t)??Promise.resolve()).then(
async()=>{let o=await e;o!==void 0&&await n(o)}).catch(o=>{this.#j({name:re(t),what:`the job log of ${t}`,kind:"the job \
logs",error:o})});this.#i.set(t,r)}#j(t){this.#u.has(t.name)||this.#u.set(t.name,t)}async drain(){await this.#r;for(let t of[
...this.#l.keys()])this.#M(t);return await Promise.all(this.#i.values()),this.#u.size===0?null:Mr(this.#t.runDir,[...this.#u.
values()]).join(`
`)}};function $s(s,t){return`## ${t===s?s:`${s} (${t})`}

`}function ks(s){let{stage:t,attempt:e,status:n,outcome:r}=s.record;return{stage:t,attempt:e,status:$r(n,r.reason),warnings:zo(
s.record)}}function Nc(s,t){return[...s,...t?[t]:[]].join(Oc)}function xs(s,t,e){let{record:n,handoff:r}=s,o=[...t,...e];
return Fi(Li({record:n,handoff:r,secrets:o}),o)}async function _c(s){let t=await pa(s,"r");try{let{size:e}=await t.stat();
return e>bt.stepSummaryFileBytes?{text:"",summaryBytes:e}:{text:await t.readFile("utf8")}}finally{await t.close()}}async function Rs(s){
let t=await s.list();return(await Promise.all(t.map(n=>s.getAttempt(n.stage,n.attempt,n.runAttempt)))).filter(n=>n!==void 0)}
function Cc(s,t){let e=t.filter(o=>{try{return process.kill(-o,0),!0}catch{return!1}});if(e.length===0)return;let n;try{
n=(0,z.readdirSync)("/proc").filter(o=>/^\d+$/.test(o)&&Number(o)!==process.pid)}catch{for(let o of e)da(-o);return}let r=`\
RUNNER_TEMP=${s}`;for(let o of n){let i;try{i=(0,z.readFileSync)(`/proc/${o}/environ`,"utf8")}catch{continue}i.split("\0").
includes(r)&&da(Number(o))}}function da(s){try{process.kill(s,"SIGKILL")}catch{}}import{lstat as Mc}from"node:fs/promises";import{join as jc}from"node:path";async function ga(s,t,e,n){let r;try{r=await s.resolve(t)}catch(f){throw f instanceof k?new k(f.code,f.message,{where:e.
parent,details:f.details}):f}let o=`give ${e.parent} another run`,i=(f,p,g="parent-invalid")=>new k(g,`run ${r} ${f}`,{where:e.
parent,details:p}),l=s.runDir(r),a=jc(l,Vt);if(await Mc(a).then(()=>!1,f=>Ft(f,"ENOENT")))throw i(`cannot be continued: \
it has no ${Vt}, so it holds no run (a run that could not start leaves such a directory)`,[`remove it (rmdir ${Nr(l)}) i\
f it is empty, then start this run again; or ${o}`]);let u=await s.readSummary(r).catch(f=>{throw f instanceof k?i(`cann\
ot be continued: its ${Vt} cannot be read`,[...$n(f),o]):f});if(He(u)==="running"&&n.GITHUB_RUN_ID!==r){let f=Je(u),p=f===
null?`run ${r} is still running`:Be(r,f);throw new k("parent-running",`${p}: its last records may not be stored yet, and\
 this run's hops count on from them`,{where:e.parent,details:[`wait for it to end${f===null?"":" there"}, then start thi\
s run again; a run started by one of its steps (GITHUB_RUN_ID names it) continues it while it runs`,...f===null?[]:[ze(f,
l,`give ${e.parent} another run, or remove it`)]]})}let{unreadable:c,notStored:d}=await Io(await s.open(r),u);if(d!==null){
let f=d.records.length;throw i(`cannot be continued: ${f===1?"a record":`${f} records`} of its jobs ${f===1?"was":"were"}\
 never stored, and this run's hops count on from them`,[...d.records.map(p=>p.reason),...c.map(p=>p.reason.split(`
`)[0]),d.fix,`then give ${e.parent} that run, or ${o}`])}if(c.length>0){let f=c.filter(w=>!Kn(w.code)),p=[...new Set(f.flatMap(
w=>$n(w.reason).slice(1)))],g=u.jobs.flatMap(w=>w.stages),h=[...new Set(c.filter(w=>Kn(w.code)).map(w=>w.stage))].sort((w,m)=>ha(
g,w)-ha(g,m));if(h.length>0){let[w]=h,m=h.length===1;p.push(`put the ${m?"record of stage":"records of stages"} ${h.join(
", ")} back from a copy, or record ${m?"it":"them"} again in a new run and give ${e.parent} that run instead: ${e.replay(
r,w)}`)}throw i(`cannot be continued: ${c.length} of its records cannot be read, and this run's hops count on from them`,
[...c.map(w=>w.reason.split(`
`)[0]),...p,`then start this run again, or ${o}`])}return r}function ha(s,t){let e=s.indexOf(t);return e===-1?s.length:e}var Fc=s=>er(Cn([st(),Xs(),Wt()],{error:t=>`${_t(t.input)} is not ${s}: give a string, a finite number or true/false`}).
check(qt(t=>typeof t!="number"||Number.isFinite(t),{error:t=>`${_t(t.input)} is not ${s}: give a string, a finite number\
 or true/false`}),qt(t=>typeof t!="number"||!Number.isInteger(t)||Number.isSafeInteger(t),{error:t=>`${_t(t.input)} is p\
ast the integers a JavaScript number holds exactly: give it as a string`})),tr(t=>String(t))),ma=(s,t,e)=>oe(st(),Fc(e),
{error:n=>`takes an object of ${t} and their values (${s}), not ${kt(n.input)}`}),ee=()=>st({error:s=>`takes a string, n\
ot ${kt(s.input)}`}),wa=()=>ie(s=>typeof s=="function",{error:s=>`takes a function, not ${kt(s.input)}`}),ya=()=>ie(s=>s instanceof
AbortSignal,{error:s=>`takes an AbortSignal, not ${kt(s.input)}`}),ba=s=>Wt({error:t=>`takes a number of milliseconds, n\
ot ${kt(t.input)}`}).check(qt(t=>Number.isFinite(t)&&(s==="from 0"?t>=0:t>0),{error:t=>`${_t(t.input)} is not a number o\
f milliseconds ${s}`}));function Sa(s){return Object.entries(s).find(([,t])=>t!==void 0&&typeof t!="string")}var Ic=Ct(st(
{error:s=>`${_t(s.input)} is not the name of an environment variable`}),{error:s=>{let t=JSON.stringify(typeof s.input==
"string"?[s.input]:s.input!==null&&typeof s.input=="object"?Object.keys(s.input).slice(0,2):["MY_TOKEN"]),e=s.input!==null&&
typeof s.input=="object"&&!Array.isArray(s.input);return`takes a list of the names of environment variables that hold th\
e secrets (secrets: ${t}), not ${kt(s.input)}${e?": set each in env and name it here":""}`}}),ka=Zs({cwd:G(ee()),job:G(ee()),
inputs:G(ma('{ issue: "42" }',"the inputs","an input value")),event:G(Cn([st(),oe(st(),Ys())],{error:s=>`takes the path \
of a JSON file or the payload as an object, not ${kt(s.input)}`})),eventName:G(ee()),vars:G(ma('{ NAME: "value" }',"the \
variables","a variable value")),secrets:G(Ic),env:G(ie(s=>s!==null&&typeof s=="object"&&!Array.isArray(s),{error:s=>`tak\
es an object of variables and their values, not ${kt(s.input)}`}).check(qt(s=>Sa(s)===void 0,{error:s=>{let[t,e]=Sa(s.input);
return`${t}: ${_t(e)} is not an environment variable's value: give a string`}}))),concurrency:G(Wt({error:s=>`${_t(s.input)}\
 is not a whole number from 1`}).check(qt(s=>Number.isSafeInteger(s)&&s>=1,{error:s=>`${_t(s.input)} is not a whole numb\
er from 1`}))),onEvent:G(wa()),onOutput:G(wa()),signal:G(ya()),cancel:G(ya()),killGraceMs:G(ba("from 0")),minuteMs:G(ba(
"above 0")),storeDir:G(ee()),facts:G(ie(s=>s!==null&&typeof s=="object"&&!Array.isArray(s),{error:s=>`takes an object of\
 facts about the checkout, not ${kt(s.input)}`})),repositoryRoot:G(ee()),parent:G(ee())},{error:s=>`takes an object of o\
ptions, not ${kt(s.input)}`}),va=["job","inputs","event","eventName","vars"],Dc=Qs(ka,{job:!0,inputs:!0,event:!0,eventName:!0,
vars:!0});function Os(s,t="runWorkflow"){let e=t==="runWorkflow"?ka:Dc,n=e.safeParse(s??{});if(n.success)return n.data;let r=Object.
keys(e.shape),o=n.error.issues.flatMap(a=>a.code==="unrecognized_keys"?a.keys.map(u=>({where:[...a.path,u],message:va.includes(
u)?`${t} has no such option: a replay is started as the run it replays was (its ${va.join(", ")})`:`${t} has no such opt\
ion${Pe(u,r)}`})):[{where:a.path,message:a.message}]),[i,...l]=o.map(a=>({where:Wc(a.where),message:a.message}));throw new k(
"usage",i.message,{where:i.where===""?t:i.where,details:l.map(a=>a.where===""?a.message:`${a.where}: ${a.message}`)})}function Wc(s){
return s.map((t,e)=>typeof t=="number"?`[${t}]`:typeof t=="string"&&/^[A-Za-z_$][\w$-]*$/.test(t)?`${e===0?"":"."}${t}`:
`[${JSON.stringify(String(t))}]`).join("")}var $a=/^[A-Za-z_][A-Za-z0-9_]*$/,Yc=Ct(Oe({id:st(),result:Bn,outputs:oe(st(),st()),stages:Ct(st()),legs:Ct(st()),withheld_outputs:G(
Ct(st())),leg_results:G(Ct(Oe({leg:st(),result:Bn,reason:G(st())}))),skip_reason:G(st()),summary_parts:G(Ct(Oe({leg:st(),
offset:Wt().check(_n(),qs()),bytes:Wt().check(_n(),Vs())})))}));async function zg(s,t={}){return Zc(s,t,Un)}async function Zc(s,t,e){
return gd(s),Ra(s,Os(t),{words:e,replay:null})}async function Ra(s,t,{words:e,replay:n}){let r=Oa(t.cwd);n===null&&rd(t.
vars??{},e);let o=t.env??process.env,i=ad(o,[...Pn,...t.secrets??[]]),l=ke(r,s),a=Xc(r,l)||s,u=await xe(l,"utf8").catch(
E=>{throw n?sd(s,n.run,E,e):Dr(r,s,E)}),c=t.facts??{},d=Wo(r,o,c),f=xr(r),p=(E,dt,mt)=>cr(E,dt,mt,{ownAction:f}),g=await ur(
u,a,{ownAction:f}),h=await Uo(t.repositoryRoot??r,g,f),w=(0,Ps.createHash)("sha256").update(u).digest("hex"),m={};for(let[
E,dt]of h)"unreadable"in dt||(m[E]=(0,Ps.createHash)("sha256").update(dt.source).digest("hex"));let y=null;if(typeof t.event==
"string"){let E=t.event,dt=await xe(ke(r,E),"utf8").catch(mt=>{throw ae(E,mt,"event file")});y=so(dt,E)}else t.event&&(ro(
t.event,"event"),y=t.event);let $=od(t.secrets??[],o,n&&{run:n.run,secrets:n.invocation.secrets},e),S=[...Object.values(
$),...Pn.map(E=>o[E]).filter(E=>E!==void 0&&E!==""),...Te(o)],_=Ho({cwd:r,known:c,checkout:await d,payload:y,ownAction:f,
calledWorkflows:h}),R=_.facts,v=ld(S,()=>uo(g,le,{job:t.job,inputs:t.inputs,event:y,eventName:t.eventName,vars:t.vars,secretValues:S,
secretNames:Object.keys($),words:e,..._})),O=wo(g,le,{called:h,expanded:v.expanded}),P=_i(g,v.eventName,v.event,t.event===
void 0,R.commit&&{sha:R.sha,message:R.commit.message}),B=new Set(Object.keys($).map(E=>E.toUpperCase())),V=Ti(g,le,B,new Set(
Object.entries(t.vars??{}).filter(([,E])=>E!=="").map(([E])=>E.toUpperCase()))),x=ke(r,t.storeDir??En),C=new Jn(x),N=n?await cd(
C,x,g,v,n,{workflow:w,called:m},e):null,L=n?.invocation.event_made===!0,T=t.event===void 0||L,K=t.parent===void 0?null:await ga(
C,t.parent,e,o),W=Qc(),q=new Date,D,b=(E,dt,mt,$e=null,zt=void 0)=>Zt({workflow:g.name??a,workflow_path:a,status:E,started_at:q.
toISOString(),finished_at:mt?mt.toISOString():null,duration_ms:mt?Math.max(0,mt.getTime()-q.getTime()):null,replay_of:N?
N.run:null,...$e===null?{}:{reason:$e},...E==="running"?{process:{...ud(),...D===void 0?{}:{temp:D}}}:{},jobs:dt,...zt===
void 0?{}:{unstored:zt}},S),F=await C.createRun(b("running",[],null)),I=F.runDir,Y=qc(I),U,A=new Fr(I,{writeBehind:!0,onUnstored:E=>U?.(
E)}),j=new he(A),M,J,Ot,nt;try{let E=new Map,dt={workflow_path:a,workflow_sha256:w,called_sha256:m,job:t.job??null,inputs:t.
inputs??{},event_name:v.eventName,event:v.event,...T?{event_made:!0}:{},vars:t.vars??{},secrets:t.secrets??[],parent:K},
mt=Zt(dt,S),$e=As(dt).some(H=>je(H,S))||JSON.stringify([mt.inputs,mt.vars])!==JSON.stringify([dt.inputs,dt.vars]);await xa(
at(I,it.invocation),"how the run was started",`${JSON.stringify($e?{...mt,redacted:!0}:mt,null,2)}
`),N&&(await md(N.store,F,N.stages),await wd(at(x,N.run),I,N.jobs.values())),D=await Jc(at(W.dir,`baton-run-${Y}-`)).catch(
H=>{throw new k("tempdir-invalid",`the run's temp dir could not be made there: ${H instanceof Error?H.message:String(H)}`,
{where:W.where,cause:H})}),await C.writeSummary({id:Y,...b("running",[],null)});let zt=new AbortController,Ls=(H,rt)=>wt=>{
if(!(Ot!==void 0||rt===void 0))try{rt(wt)}catch(Kt){Ot={error:Kt},queueMicrotask(()=>zt.abort(`stopped because the ${H} \
callback threw`))}},Aa=Ls("onEvent",t.onEvent),Fs=t.signal?AbortSignal.any([t.signal,zt.signal]):zt.signal,vn=new un(at(
I,it.events));M=vn;let kn=H=>{let rt=Zt(H,S);if(vn.write(rt),Aa(rt),H.type==="run-started"){let wt=Object.keys($).filter(
Q=>$[Q].length<vt.minSecretLength),Kt=[...yo(O).map(Q=>({level:"warning",message:Q})),...v.notices,...P===null?[]:[{level:"\
warning",message:`${P} (it runs here as asked)`}],...V.filter(Q=>!Q.fallsBack).map(({name:Q,where:xn})=>({level:"warning",
message:`${xn}: secrets.${Q} is read, but ${e.secretNotGiven(Q)}: it is empty in this run, as on GitHub for a secret the\
 repository does not have (${e.giveSecret(Q)} to set it)`})),...V.filter(Q=>Q.fallsBack).map(({name:Q,where:xn})=>({level:"\
info",message:`${xn}: secrets.${Q} is read, but ${e.secretNotGiven(Q)}: each read of it falls back with || to another va\
lue, which this run takes (${e.giveSecret(Q)} to set it)`})),...wt.map(Q=>({level:"warning",message:`secret ${Q} is shor\
ter than ${vt.minSecretLength} characters, so it is not redacted: it will appear wherever a step or agent prints it (a v\
alue that short would blank out ordinary words)`}))];for(let Q of Kt)ne(H.at,Q.level,Q.message);N?.whole&&ne(H.at,"info",
N.whole)}if(H.type==="run-started"&&N!==null&&N.changed.length>0){let wt=N.changed.map(Kt=>Kt===""?a:Kt);ne(H.at,"warnin\
g",`${wt.join(" and ")} changed since run ${N.run}: this replay runs ${wt.length===1?"the file":"the files"} as ${wt.length===
1?"it is":"they are"} now`)}H.type==="run-started"&&N?.redactedStart&&ne(H.at,"warning",N.redactedStart),H.type==="run-s\
tarted"&&N!==null&&N.summaries===null&&N.jobs.size>0&&ne(H.at,"info",`the step summaries of the jobs reused from run ${N.
run} cannot be told apart in its ${it.summary} (it was stored by an earlier baton, could not write them all, or was edit\
ed since): this replay's ${it.summary} holds only those of the jobs it runs`)};U=H=>{let rt=A.unstored()[0];kn({type:"no\
tice",at:new Date().toISOString(),level:"error",job:H.job,leg:null,message:`${Yt(H)} was not stored after all: ${H.cause===
void 0?`no record of this run after that of ${Yt(rt)} (job ${rt.job}) is stored`:`its record could not be written: ${Ln(
H.cause)}; no record of this run after it is stored`}`})};let ne=(H,rt,wt)=>kn({type:"notice",at:H,level:rt,job:null,leg:null,
message:wt}),Gt=no({eventName:v.eventName,payload:v.event,facts:R,runId:Y,workflow:g,workflowPath:a});J=new yn({workflow:v.
workflow,expressions:le,parseAction:p,workspace:r,runDir:I,storeDir:x,tempDir:D,store:j,recordWrites:A,runCancelled:()=>Fs.
aborted||t.cancel?.aborted===!0,runner:new Ye({tempDir:D,reuseScripts:!0,secrets:S,...t.killGraceMs===void 0?{}:{killGraceMs:t.
killGraceMs},noPathHint:e.noPath}),baseEnv:i,run:{id:Y,attempt:1,workflow:g.name??a,repository:R.repository,event_name:v.
eventName,sha:String(Gt.sha),ref:String(Gt.ref)},github:{repository:R.repository,ref:String(Gt.ref),sha:String(Gt.sha),run_id:Y,
actor:String(Gt.actor),event_name:v.eventName,event:v.event},...T?{madeEvent:v.eventName}:{},...L&&N?{madeEventRun:N.run}:
{},secrets:S,parentRun:K,openRun:H=>{let rt=E.get(H);return rt||(rt=C.open(H).then(wt=>new he(wt)),E.set(H,rt)),rt},emit:kn,
eventsFailure:()=>vn.failure,...t.onOutput?{onOutput:Ls("onOutput",t.onOutput)}:{}});for(let{job:H,leg:rt,markdown:wt}of N?.
summaries??[])J.summary(H,rt,wt);nt=await Ai(v,J,{runId:Y,concurrency:t.concurrency??Gc(),signal:Fs,cancel:t.cancel,secrets:$,
github:Gt,runner:{os:process.platform==="darwin"?"macOS":process.platform==="win32"?"Windows":"Linux",arch:process.arch===
"arm64"?"ARM64":process.arch==="x64"?"X64":process.arch.toUpperCase(),temp:D,toolCache:at(D,"tool-cache"),workspace:r,workspaceParent:bn(
r)},reuse:N?.jobs,minuteMs:t.minuteMs})}catch(E){nt={error:E}}U=void 0,A.close();let[Z]=await Promise.all([J?.drain()??null,
A.settled()]);M?.close(),D!==void 0&&await Ge(D);let ct="error"in nt?null:nt,jt=[],Tt=E=>{E&&!jt.some(dt=>dt.includes(E))&&
jt.push(E)};Tt(ct?.reason),"error"in nt&&Tt(yt(nt.error));for(let E of Z?.split(`
`)??[])Tt(E);Tt(M?.failure);let Es=A.unstored(),Ts=ct===null?[]:ed(ct.jobs,Es),Ns=!1;if(ct!==null)try{await xa(at(I,it.jobs),
"the jobs' results",`${JSON.stringify(id(Ts,S,J?.summaryParts()??null),null,2)}
`),Ns=!0}catch(E){Tt(yt(E))}let _s=nd(Es,{run:Y,plan:v,jobs:ct===null?"missing":Ns?"stored":"unwritten",workflowPath:a,words:e});
Tt(_s?.fix);let Cs=ct===null||ct.status==="success"&&jt.length>0?"failure":ct.status,Sn=jt.length===0?null:X(jt.join(`
`),S).text,Pa=Ts.map(E=>({id:E.id,stages:E.stages,result:E.result,...N?.jobs.has(E.id)?{reused:!0}:{}}));try{await C.writeSummary(
{id:Y,...b(Cs,Pa,new Date,Sn,_s?.stored)})}catch(E){throw td(I,E,Sn)}if(Ot!==void 0)throw Ot.error;if("error"in nt)throw nt.
error;let Ms=await Rs(A.writeFailure?A:j),js=vo(Ms);return{runId:Y,runDir:I,status:Cs,reason:Sn,records:Ms,chain:js,finalStage:ko(
js)}}function Qc(){let s=Vc(),t=process.env.TMPDIR?`TMPDIR ${s}`:`temp dir ${s}`,e;try{e=(0,Bt.statSync)(s)}catch(n){if(!Ft(
n,"ENOENT","ENOTDIR"))throw ae(t,n)}if(e?.isDirectory()!==!0)throw new k("tempdir-invalid",`${e===void 0?"no such direct\
ory":"is not a directory"}; baton run keeps each run's scratch files there`,{where:t,details:[`${e===void 0?"create it, \
or ":""}set TMPDIR to a directory`]});return{dir:s,where:t}}async function xa(s,t,e){try{await _e(s,e)}catch(n){throw new k(
"run-write-failed",jn(t,n),{where:s,cause:n})}}function td(s,t,e){let n=!(0,Bt.existsSync)(s),r=e===null||n?[]:[`the run\
 failed: ${e.replaceAll(`
`,`
  `)}`];return new k("run-write-failed",n?"the run's directory was removed while it ran: nothing more of the run could b\
e stored":`its end could not be stored in ${Vt}: ${yt(t)}; baton runs shows it as interrupted`,{where:s,details:r,cause:t})}
function ed(s,t){let e=new Set(t.filter(n=>n.attempt===1).map(n=>n.stage));return e.size===0?s:s.map(n=>({...n,stages:n.
stages.filter(r=>!e.has(r))}))}function nd(s,t){let[e,...n]=s;if(e===void 0)return null;let{run:r,plan:o,jobs:i,workflowPath:l,
words:a}=t,u=i==="stored"?Ei(o.jobs,s):null,c=[...new Set(s.map(f=>f.stage))],d=`${c.length===1?"stage":"stages"} ${Ir(c)}`;
return{stored:{failed:{job:e.job,stage:e.stage,attempt:e.attempt,cause:Ln(e.cause)},after:n.map(({job:f,stage:p,attempt:g})=>({
job:f,stage:p,attempt:g})),replay_from:u},fix:Lr({run:r,what:d,cause:e.cause,replayFrom:u,jobs:i,replay:a.replay,runAgain:`${a.
run(l)} with the same options`})}}function sd(s,t,e,n){let r=ae(s,e);return Ft(e,"ENOENT")?new k(r.code,`${r.message}: r\
un ${t} ran this workflow file, and a replay runs it as it is now`,{...r.where===void 0?{}:{where:r.where},details:[`put\
 it back (from git, if it was committed) to replay run ${t}, or start a new run of another workflow with ${n.runCommand}`],
cause:e}):r}function rd(s,t){let e=new Map;for(let n of Object.keys(s)){if(!$a.test(n)||n.toUpperCase().startsWith("GITH\
UB_"))throw new k("usage",`${JSON.stringify(n)} is not a name GitHub allows for a variable: letters, digits and _, not s\
tarting with a digit or with GITHUB_`,{where:t.vars});let r=e.get(n.toUpperCase());if(r!==void 0)throw new k("usage",`${JSON.
stringify(r)} and ${JSON.stringify(n)} are one variable on GitHub (names are not case-sensitive); give it once`,{where:t.
vars});e.set(n.toUpperCase(),n)}}function od(s,t,e,n){let r=s.find(a=>!$a.test(a));if(r!==void 0)throw new k("usage",r.startsWith(
"-")&&n.flags?`takes the name of an environment variable after it (--secret NAME), not ${JSON.stringify(r)}`:`${JSON.stringify(
r)} is not the name of an environment variable (letters, digits and _, not starting with a digit)`,{where:n.secrets});let o={},
i=[],l=[];for(let a of s){let u=t[a];u===void 0?i.push(a):u===""?l.push(a):o[a]=u}if(i.length+l.length>0){let a=(d,f)=>d.
length===0?[]:[`${d.length===1?"secret":"secrets"} ${f}: ${d.join(", ")}`],u=e===null?"running":"replaying",c=(d,f="")=>e?.
secrets.includes(d)?`: run ${e.run} was started with ${n.passSecret(d)}`:`, or ${n.dropSecret(d)}${f}`;throw new k("secr\
et-missing",[...a(i,"not set in the environment"),...a(l,"set to the empty string")].join("; "),{details:[...i.map(d=>`${n.
setSecret(d)} before ${u}${c(d)}`),...l.map(d=>`${n.setSecret(d)} with its value before ${u}${c(d,": an empty secret is \
no secret (one not given is '' in the run, as on GitHub)")}`)]})}return o}function id(s,t,e){return s.map(n=>{let r={},o=[
...n.withheldOutputs??[]];for(let[g,h]of Object.entries(n.outputs))X(h,t).redactions.length>0?o.push(g):r[g]=h;let i=(n.
legResults??[]).map(({leg:g,result:h,reason:w})=>({leg:g,result:h,...w===void 0?{}:{reason:w}})),l=(e??[]).filter(g=>g.job===
n.id).map(({leg:g,offset:h,bytes:w})=>({leg:g,offset:h,bytes:w})),{id:a,stages:u,legs:c,ends:d,skipped:f,summaryParts:p}=Zt(
{id:n.id,stages:n.stages,legs:n.legs,ends:i,skipped:n.skipReason,summaryParts:l},t);return{id:a,result:n.result,outputs:r,
stages:u,legs:c,...o.length>0?{withheld_outputs:Zt(o,t)}:{},...d.length>0?{leg_results:d}:{},...f===void 0?{}:{skip_reason:f},
...p.length>0?{summary_parts:p}:{}}})}function As(s){return typeof s=="string"?[s]:Array.isArray(s)?s.flatMap(As):s!==null&&
typeof s=="object"?Object.values(s).flatMap(As):[]}function ad(s,t){let e=new Set(t),n={};for(let[r,o]of Object.entries(
s))o!==void 0&&!e.has(r)&&(n[r]=o);return n}function ld(s,t){try{return t()}catch(e){if(!(e instanceof k))throw e;let n=r=>X(
r,s).text;throw new k(e.code,n(e.message),{...e.where===void 0?{}:{where:n(e.where)},details:e.details.map(n),cause:e.cause})}}
function ud(){let s=So(process.pid);return{pid:process.pid,host:Kc(),...s?{start:s}:{}}}async function cd(s,t,e,n,r,o,i){
let{run:l,invocation:a}=r,u=await s.readSummary(l),c=await s.open(l),{jobs:d,summaryParts:f}=await dd(at(t,l),u,i.run(a.
workflow_path)),p=[];a.workflow_sha256!==void 0&&a.workflow_sha256!==o.workflow&&p.push("");let g=a.called_sha256;if(g!==
void 0)for(let b of[...new Set([...Object.keys(g),...Object.keys(o.called)])].sort())g[b]!==o.called[b]&&p.push(b);let h=[
...new Set(d.flatMap(b=>b.stages))],w=d.map(b=>b.id),m=`stages: ${h.join(", ")||"(none)"}; jobs: ${w.join(", ")||"(none)"}`;
if(r.from.trim()==="")throw new k("usage",`is empty; name the stage or job of run ${l} to run again from: ${m}`,{where:i.
from});let y=u.unstored===void 0?[]:[u.unstored.failed,...u.unstored.after],$=d.find(b=>b.id.includes("/")&&(b.stages.includes(
r.from)||b.legs.includes(r.from)))?.id??d.find(b=>b.stages.includes(r.from)||b.legs.includes(r.from))?.id??y.find(b=>b.stage===
r.from)?.job??(await c.get(r.from))?.record.job??n.jobs.find(b=>b.id===r.from)?.id,S=$?.split("/")[0];if(S===void 0)throw new k(
"stage-unknown",`run ${l} has no stage or job ${r.from}${Pe(r.from,[...h,...w])}; ${m}`,{where:i.from});let _=S===r.from?
`job ${S}`:`${$===r.from?"job":"stage"} ${r.from} belongs to job ${S}, which`;if(!e.jobs.some(b=>b.id===S)){let b=e.jobs.
map(F=>F.id);throw new k("stage-unknown",`${_} is no longer in ${e.fileName}: a replay runs the workflow file as it is n\
ow, not as run ${l} had it`,{where:i.from,details:[`its jobs now: ${b.join(", ")||"(none)"}`]})}if(!n.jobs.some(b=>b.id===
S))throw new k("stage-unknown",`${_} is not part of this run${n.target===null?"":` (run ${l} was started with ${i.passJob(
n.target)})`}`,{where:i.from});let R=new Set([S,...n.jobs.filter(b=>b.upstream.includes(S)).map(b=>b.id)]);for(let b of n.
jobs)b.calledBy!==null&&R.has(b.calledBy)&&R.add(b.id);let v=y.find(b=>!R.has(b.job)&&!R.has(b.job.split("/")[0]));if(v!==
void 0){let b=await Do(at(t,l),u,i),F=b?.records.find(I=>I.stage===v.stage&&I.attempt===v.attempt);throw new k("replay-i\
ncomplete",`run ${l} never stored ${Yt({...v,runAttempt:1})} of job ${v.job}, so replaying from ${r.from} cannot reuse t\
hat job`,{where:i.from,details:[...F===void 0?[]:[F.reason],...b?[b.fix]:[]]})}let O=new Map,P=[];for(let b of n.jobs){if(R.
has(b.id))continue;let F=d.find(I=>I.id===b.id);if(!F)throw new k("replay-incomplete",`run ${l} has no result for job ${b.
id}; run it again in full`,{where:i.from});O.set(b.id,F),P.push(...F.stages)}for(let b of n.jobs)if(R.has(b.id))for(let F of b.
needs){let I=O.get(F)?.withheldOutputs??[];if(I.length===0)continue;let Y=I.join(", ");throw new k("replay-incomplete",`\
job ${F}'s output${I.length===1?` ${Y} was`:`s ${Y} were`} not stored (it may hold a secret), so replaying from ${r.from}\
 cannot give it to job ${b.id}`,{where:i.from,details:[`replay from the job that made it: ${i.replay(l,F)}`]})}let B=new Map(
e.jobs.map(b=>[b.id,b])),V=b=>(O.get(b)?.result??"success")!=="success",x=B.get(S);if(x?.if.text===null){let b=x.needs.map(
F=>F.id).filter(V);if(b.length>0){let F=b[0];for(let I=0;O.get(F)?.result==="skipped"&&I<e.jobs.length;I++){let Y=B.get(
F)?.needs.map(U=>U.id).find(V);if(Y===void 0)break;F=Y}throw new k("replay-skips",`job ${S} needs ${b.map(I=>`${I} (${O.
get(I).result} in run ${l})`).join(", ")}, so replaying from ${r.from} would skip it again`,{where:i.from,details:[`repl\
ay from the job that did not succeed: ${i.replay(l,F)}`]})}}let C=new Set(P),N=await c.list(),L=P.find(b=>!N.some(F=>F.stage===
b));if(L!==void 0)throw new k("replay-incomplete",`run ${l} recorded stage ${L}, but its record is gone from ${at(t,l)},\
 so it cannot be reused`,{where:i.from,details:[`replay from that stage, to run it again: ${i.replay(l,L)}`]});for(let b of N)
if(C.has(b.stage))try{await c.getAttempt(b.stage,b.attempt,b.runAttempt)}catch(F){throw F instanceof k?new k("replay-inc\
omplete",`run ${l}'s record of stage ${b.stage} (attempt ${b.attempt}) cannot be reused: ${yt(F)}`,{where:i.from,details:[
`replay from that stage, to run it again: ${i.replay(l,b.stage)}`]}):F}let T=d.find(b=>b.id===S),K=r.from===S?null:$!==void 0&&
$!==S?`every job of its call (${d.filter(b=>b.id.startsWith(`${S}/`)).map(b=>b.id).join(", ")})`:T&&T.legs.length>1?`eve\
ry leg of its matrix (${T.legs.join(", ")})`:T&&T.stages.length>1?`every stage of it (${T.stages.join(", ")})`:null,W=K===
null?null:`${i.fromStage(r.from)}: job ${S} runs again whole, ${K}`,q=Po(l,a,"replay",i),D=await pd(at(t,l),f,new Set(O.
keys()));return{run:l,store:c,jobs:O,stages:P,changed:p,whole:W,redactedStart:q,summaries:D}}async function dd(s,t,e){let n=t.
id,r=at(s,it.jobs),o=await xe(r,"utf8").catch(d=>{throw fd(t,r,d,e)}),i=bo(o,Yc,r,{code:"replay-incomplete",what:"the jo\
bs' results baton stores",fix:`run ${n} cannot be replayed; run it again in full`}),a=i.some(d=>d.legs.length>0||d.leg_results===
void 0&&d.skip_reason===void 0)?await hd(s):{legs:new Map,skips:new Map},u=i.some(d=>d.summary_parts!==void 0)?i.flatMap(
d=>(d.summary_parts??[]).map(f=>({job:d.id,...f}))):null;return{jobs:i.map(({withheld_outputs:d,leg_results:f,skip_reason:p,
summary_parts:g,...h})=>{let w=a.legs.get(h.id),m=S=>{let _=w?.get(S.leg);return{...S,..._?.durationMs===void 0?{}:{durationMs:_.
durationMs},..._?.failedStep===void 0?{}:{failedStep:_.failedStep}}},y=f?.map(m)??(w===void 0?void 0:h.legs.map(S=>w.get(
S)??{leg:S,result:h.result})),$=p??a.skips.get(h.id);return{...h,...d&&d.length>0?{withheldOutputs:d}:{},...y===void 0?{}:
{legResults:y},...$===void 0?{}:{skipReason:$}}}),summaryParts:u}}function fd(s,t,e,n){let r=s.id,o=`run it again in ful\
l: ${n} with the same options`;if(Er(e)){let{why:u,details:c}=Tr(t,e,bn(t),{dir:bn(t),what:"the run"});return new k("rep\
lay-incomplete",`cannot be read: ${u}, so run ${r} cannot be replayed`,{where:t,cause:e,details:[...c,`or ${o}`]})}if(!Ft(
e,"ENOENT"))return new k("replay-incomplete",`${or(e)}, so run ${r} cannot be replayed`,{where:t,cause:e,details:[o]});let i=He(
s),l=Je(s);if(l!==null)return new k("replay-incomplete",`${Be(r,l)}, so it cannot be replayed yet: a replay takes the jo\
bs' results of a finished run`,{details:["replay it once it has ended there",ze(l,bn(t),`run it again in full (${n} with\
 the same options), and remove it`)]});if(i==="running")return new k("replay-incomplete",`run ${r} is still running, so \
it cannot be replayed yet: a replay takes the jobs' results of a finished run`,{details:["replay it once it has ended"]});
if(i==="interrupted")return new k("replay-incomplete",`run ${r} was interrupted (its process ended before the run did), \
so it cannot be replayed: a replay takes the jobs' results of a finished run`,{details:[o]});let a=jr(s.reason,t);return a!==
null?new k("replay-incomplete",`was never written, so run ${r} (${i}) cannot be replayed: a finished run keeps its jobs'\
 results there`,{where:t,details:[`the run ended with: ${a.slice(a.indexOf(`${it.jobs}: `)+it.jobs.length+2)}`,`${_r(a)}${o}`]}):
new k("replay-incomplete",`is missing, so run ${r} (${i}) cannot be replayed: a finished run keeps its jobs' results the\
re`,{where:t,details:[...s.reason===void 0?[]:[`the run ended with: ${s.reason.split(`
`)[0]}`],`put it back if you have a copy, or ${o}`]})}async function pd(s,t,e){let n=await xe(at(s,it.summary)).catch(l=>Ft(
l,"ENOENT")?Buffer.alloc(0):null);if(n===null)return null;if(n.length===0)return[];if(t===null)return null;let r=[...t].
sort((l,a)=>l.offset-a.offset),o=[],i=0;for(let l of r){if(l.offset!==i||l.offset+l.bytes>n.length)return null;i+=l.bytes;
let a=n.subarray(l.offset,l.offset+l.bytes).toString("utf8"),u=$s(l.job,l.leg);if(!a.startsWith(u)||!a.endsWith(`

`))return null;e.has(l.job)&&o.push({job:l.job,leg:l.leg,markdown:a.slice(u.length,-2)})}return i===n.length?o:null}async function hd(s){
let t=await xe(at(s,it.events),"utf8").catch(()=>""),e=new Map,n=new Map,r=new Map,o=new Map;for(let i of xo(t,["job-fin\
ished","job-skipped","step-finished","step-started","stage-recorded"])){if(i.type==="job-skipped"&&n.set(i.job,i.reason),
i.type==="step-started"&&o.set(`${i.job}\0${i.leg}`,[]),i.type==="stage-recorded"){let u=o.get(`${i.job}\0${i.leg}`);u!==
void 0&&!u.includes(i.stage)&&u.push(i.stage)}if(i.type==="step-finished"&&i.conclusion==="failure"){let u=`${i.job}\0${i.
leg}`,c=o.get(u)??[];r.has(u)||r.set(u,{step:i.step,name:i.name,message:i.message,...i.output_tail===void 0?{}:{output_tail:i.
output_tail},...c.length===0?{}:{stages:c}})}if(i.type!=="job-finished")continue;let l=e.get(i.job)??new Map,a=i.failed_step??
r.get(`${i.job}\0${i.leg}`);l.set(i.leg,{leg:i.leg,result:i.result,...i.reason===void 0?{}:{reason:i.reason},durationMs:i.
duration_ms,...a===void 0||i.result!=="failure"?{}:{failedStep:a}}),e.set(i.job,l)}return{legs:e,skips:n}}function Oa(s){
let t=ke(s??process.cwd()),e;try{e=(0,Bt.statSync)(t)}catch(n){if(!Ft(n,"ENOENT","ENOTDIR"))throw ae(t,n,"cwd")}if(e?.isDirectory()!==
!0)throw new k("usage",e===void 0?"no such directory":"is not a directory",{where:`cwd ${t}`});return t}function gd(s){if(typeof s!=
"string"||s.trim()==="")throw Nn("runWorkflow","the workflow file's path as its first argument (runWorkflow('.github/wor\
kflows/ci.yml', \u2026))",Re(s))}async function md(s,t,e){let n=new Set(e);for(let r of await s.list())n.has(r.stage)&&await t.
copyAttempt(s,r.stage,r.attempt,r.runAttempt)}async function wd(s,t,e){let n=new Set;for(let r of e)for(let o of[...r.legs,
...(r.legResults??[]).map(i=>i.leg)])n.add(o);for(let r of n){let o=re(r),i=at(s,o);if((await Hc(i).catch(()=>null))?.isFile()!==
!0)continue;let l=br(t,it.jobLogPrefix);try{await Uc(i,l,Bt.constants.COPYFILE_EXCL),await Bc(l,at(t,o))}catch(a){throw await zc(
l,{force:!0}),new k("run-write-failed",jn(`the job log of ${r}`,a),{where:at(t,o),cause:a})}}}async function Gg(s,t,e={}){
return yd(s,t,e,Un)}async function yd(s,t,e,n){bd(s,t);let r=Os(e,"replayWorkflow"),o=Oa(r.cwd),i=ke(o,r.storeDir??En),l=await new Jn(
i).resolve(s),a=await Ro(at(i,l),l);if(a.redacted)throw new k("replay-refused",`run ${l} was started with a secret (or t\
ext shaped like a token) in ${Oo(a,n)}, which was not stored, so it cannot be replayed`,{details:[`start it again in ful\
l: ${n.run(a.workflow_path)} with the same options`]});return Ra(a.workflow_path,{...r,cwd:o,storeDir:i,...a.job?{job:a.
job}:{},inputs:a.inputs,event:a.event,eventName:a.event_name,vars:a.vars,secrets:[...new Set([...a.secrets,...r.secrets??
[]])],...a.parent?{parent:a.parent}:{}},{words:n,replay:{run:l,from:t,invocation:a}})}function bd(s,t){let e=[...typeof s==
"string"&&s.trim()!==""?[]:[{takes:"the stored run's id (or 'latest') as its first argument (replayWorkflow('latest', 'f\
ix', \u2026))",given:Re(s)}],...typeof t=="string"?[]:[{takes:"the stage or job to run again from as its second argument\
 (replayWorkflow('latest', 'fix', \u2026))",given:Re(t)}]],[n,...r]=e;if(n!==void 0)throw Nn("replayWorkflow",n.takes,n.
given,void 0,r.map(({takes:o,given:i})=>Ks(o,i)))}export{vd as a,Ke as b,qe as c,Xe as d,qo as e,Ya as f,Ye as g,zg as h,Zc as i,Gg as j,yd as k};

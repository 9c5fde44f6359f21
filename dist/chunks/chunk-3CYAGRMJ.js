import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{a as Lr,b as zr}from"./chunk-YHQU7V4H.js";import{a as Fr,b as Xr,c as Yr,d as Zr}from"./chunk-OGLWX4FW.js";
import{a as Ir,b as _n,c as Dr,i as Gr,j as Kr,k as Vr,l as qr}from"./chunk-QG3ODFFU.js";import{a as Cn,b as Wr,c as Ur,
d as Jr,e as Hr,g as Br}from"./chunk-TNIJOYBQ.js";import{a as Ls}from"./chunk-YAZBJAPW.js";import{a as Fs}from"./chunk-F5ZMDEDD.js";
import{k as Mr,l as jr}from"./chunk-DKLNGPE6.js";import{$ as dr,Aa as Nn,Ba as Nr,C as Hs,Ca as _r,Da as Cr,G as ie,
H as Bs,J as Gs,K as Ks,N as Vs,O as qs,P as Xs,Q as Ys,U as or,W as ae,X as Pn,Y as lr,Z as ur,_ as cr,a as Pt,aa as fr,
b as Et,ba as pr,c as Ae,ca as hr,d as Ht,ea as ze,f as oe,fa as Fe,ga as An,ha as mr,ja as Ie,ka as wr,n as Z,p as Is,pa as vr,
q as Ds,qa as Rr,r as Ws,ra as $r,sa as Or,ta as Pr,va as Er,w as Te,y as Us,ya as Ar,z as Js,za as Tr}from"./chunk-XBW5QCXD.js";
import{A as Tn,B as De,C as yr,D as br,L as Sr,N as kr,O as xr,a as En,i as gr}from"./chunk-46VPHU45.js";import{b as Q,
c as Qt,d as Le,f as ir,g as ar}from"./chunk-26MPJXLR.js";import{b as re}from"./chunk-CGAZNJKX.js";import{c as Mn,
e as Qr}from"./chunk-ANRPTTLN.js";import{a as Ne,b as _e,k as Zs,m as Qs,n as tr,o as er,p as Ce,q as Me,r as nr,u as sr,
v as rr,x as je}from"./chunk-DMID3UGC.js";import{a as zt,b as Ot,e as $n,g as Ee,k as Cs,l as Ms,n as js,p as Zt,r as zs,
s as On}from"./chunk-DDQVLXQ6.js";import{b as S,c as Ut,d as wt,e as yn}from"./chunk-BXL4BL7Z.js";import{A as Y,
B as tt,Ba as se,Ca as Yt,Da as _s,G as At,H as Rs,N as lt,O as kt,P as ne,S as Dt,T as $s,W as vn,aa as $e,b as bn,ba as Oe,
c as ws,d as ys,fa as $,ga as dt,h as It,ha as Tt,i as bs,ia as Os,j as Ss,k as Sn,ka as Pe,l as kn,la as yt,m as ks,ma as et,
n as xs,na as Ps,p as vs,pa as Es,q as xn,qa as Rn,ra as As,sa as Jt,ta as Xt,ua as xt,va as Ts,w as St,wa as D,xa as Nt,
ya as Ns}from"./chunk-V4AZJBV5.js";import{a as ee}from"./chunk-5A7QKWCT.js";import{d as Lt}from"./chunk-3NR5HZ6E.js";var Ue=Xt(["success","failure","cancelled","skipped"]),to=Xt(["success","failure","cancelled","skipped"]),Ii=Xt(["succes\
s","failure","cancelled"]),_t=_s.datetime(),We=Nt(dt().check(Tt(),$e())),Di=et({step:dt().check(Tt(),$e()),title:Nt($()),
file:Nt($()),line:We,end_line:We,col:We,end_column:We}),no=As("type",[et({type:xt("run-started"),at:_t,run:$(),workflow:$(),
jobs:yt(et({id:$(),needs:yt($()),legs:Nt(yt($()))}))}),et({type:xt("job-legs"),at:_t,job:$(),legs:yt($())}),et({type:xt(
"job-started"),at:_t,job:$(),leg:$(),name:Nt($()),matrix:Nt(Jt($(),Pe()))}),et({type:xt("step-started"),at:_t,job:$(),leg:$(),
step:dt().check(Tt()),name:$()}),et({type:xt("step-finished"),at:_t,job:$(),leg:$(),step:dt().check(Tt()),name:$(),outcome:to,
conclusion:to,duration_ms:dt().check(Tt(),Oe()),message:Nt($()),output_tail:D($())}),et({type:xt("job-finished"),at:_t,job:$(),
leg:$(),result:Ue,duration_ms:dt().check(Tt(),Oe()),reason:D($()),reused:D(xt(!0))}),et({type:xt("job-skipped"),at:_t,job:$(),
result:Xt(["skipped","cancelled"]),reason:$()}),et({type:xt("notice"),at:_t,level:Xt(["info","warning","error"]),job:Nt(
$()),leg:Nt($()),message:$(),annotation:D(Di),problem:D(et({stage:$(),attempt:dt().check(Tt(),$e()),code:$(),path:$()}))}),
et({type:xt("stage-recorded"),at:_t,job:$(),leg:$(),stage:$(),attempt:dt().check(Tt()),status:$()}),et({type:xt("run-fin\
ished"),at:_t,run:$(),status:Ii,duration_ms:dt().check(Tt(),Oe())})]);var Rc=vn.stage;function jn(s,t){let e=vn[s];return Object.fromEntries(Object.entries(t).filter(([n])=>e.includes(n)))}function Je(s,t,e={}){
let n=s.problems.some(r=>r.code===At.nextUnknownStage);return{[tt.status]:s.status,[tt.next]:t?.next&&!n?t.next.stage:"",
[tt.present]:s.present?"true":"false",[tt.data]:JSON.stringify(t?.data??{}),[tt.sha256]:s.digests.handoff??"",[tt.artifactId]:e.
artifactId??"",[tt.promptPath]:e.promptPath??"",[tt.handoffPath]:e.handoffPath??""}}function so(){return{[tt.status]:"fa\
ilure",[tt.next]:"",[tt.present]:"false",[tt.data]:"{}",[tt.sha256]:"",[tt.artifactId]:"",[tt.promptPath]:"",[tt.handoffPath]:""}}var Wi=new TextEncoder,Ui=new TextDecoder("utf-8",{fatal:!0,ignoreBOM:!0}),Ji=new TextDecoder("latin1");async function ro(s,t,e){
let n=[],r=[],o=new Set,i=St.artifactBytes;for(let[l,a]of(t.artifacts??[]).entries()){let u=f=>r.push({code:At.artifactRefused,
severity:"warning",path:Ms(["artifacts",l,"path"]),message:`${a.path} ${f}; it was not kept`});if(a.path.includes(Dt.markerPrefix)){
u("held a secret (its path was redacted)");continue}let c=er(a.path);if("refused"in c){u(c.refused);continue}if(o.has(c.
path))continue;let d=await e.readArtifact(s.workingDirectory,c.path,i);if(d.kind==="refused"){u(d.reason);continue}let p=Hi(
d.bytes,s.redact,`${xs}/${c.path}`);if("refused"in p){u(p.refused);continue}if(p.bytes.length>i){u(`is ${p.bytes.length}\
 bytes once redacted, more than the ${i} bytes left of the ${St.artifactBytes}-byte limit for one record's artifacts`);continue}
r.push(...p.problems),n.push({path:c.path,bytes:p.bytes}),o.add(c.path),i-=p.bytes.length}return{files:n,problems:r}}function Hi(s,t,e){
let n;try{n=Ui.decode(s)}catch{n=void 0}if(n!==void 0){let r=Fe(n,t,e);return r.problems.length===0?{bytes:s,problems:[]}:
{bytes:Wi.encode(r.text),problems:r.problems}}return Q(Ji.decode(s),t).redactions.length>0?{refused:"is not UTF-8 text a\
nd holds a secret, which cannot be redacted from a binary file"}:{bytes:s,problems:[]}}var Bi=new Set(Object.values(Rs));function oo(s){return s.problems.filter(t=>t.severity==="warning"&&!Bi.has(t.code))}var He="baton: the command could not start: ";async function Be(s,t,e,n,r={}){let o=e&&s.agent?.kind==="preset"?Js(s.agent.preset,e.stdout):null,i=await Gi(s,t,e,o?.finalText??
null,n),l=i.kind==="valid"?i.handoff:null,a=l?await ro(s,l,n.workspace):{files:[],problems:[]},u=[...t.warnings,...i.problems,
...a.problems,...o?.problems??[]],c=i.kind==="invalid",d=s.onInvalid==="fail"||s.handoff==="required",p=null,f,h={reason:"\
cancelled",message:`the stage was cancelled while its agent ran${typeof r.signal?.reason=="string"?`: ${r.signal.reason}`:
""}`};if(r.cancelled||r.signal?.aborted)f=h;else if(e&&e.exitCode!==0)f={reason:"exit-nonzero",message:e.exitCode!==null?
`the agent exited with code ${e.exitCode}`:e.signal!==null?`the agent was ended by ${e.signal}`:`the agent could not sta\
rt: ${e.output.replace(He,"").trim()}`,exitCode:e.exitCode,signal:e.signal};else if(c&&d){let R=i.problems.filter(L=>L.severity===
"error");f={reason:"handoff-invalid",message:`the handoff was refused (${qi(R.length,"problem")}): ${Vi(R)}`,problems:R}}else if(l===
null&&s.handoff==="required"){let R=`no handoff: nothing at $${It.handoffPath} and no block between the markers in the a\
gent's output, and this stage requires one (handoff: required)`;u.push({code:At.handoffMissing,severity:"error",path:"$",
message:R}),f={reason:"handoff-missing",message:R}}else if(r.verify){let R=await r.verify();p=R.facts,u.push(...R.problems),
f=r.signal?.aborted?{reason:"cancelled",message:"the stage was cancelled while verify ran"}:p.exit_code===0?{reason:"com\
pleted",message:null}:{reason:"verify-failed",message:`verify failed with ${p.exit_code===null?"no exit code (ended by a\
 signal)":`exit code ${p.exit_code}`}`,exitCode:p.exit_code}}else f={reason:"completed",message:null};let v=c&&!d?u.map(
R=>({...R,severity:"warning"})):u,g=n.workspace.now(),y=await ze(s,{attempt:t.attempt,repair:t.repair,hop:t.hop,lineage:t.
lineage,...t.parent?{parent:t.parent}:{},prompt:t.prompt,handoff:l,agent:e,startedAt:new Date(t.preparedAt),finishedAt:g,
usage:o?.usage??null,verify:p,outcome:f,problems:v,files:a.files},n),x=s.handoff==="required"&&(f.reason==="handoff-inva\
lid"||f.reason==="handoff-missing");return{...y,outputs:Je(y.record,y.handoff,{artifactId:y.ref.id,promptPath:t.promptPath,
handoffPath:t.handoffPath}),repairProblems:x?y.record.problems.filter(R=>R.severity==="error"):[]}}async function Gi(s,t,e,n,r){
let o=await r.workspace.readHandoff(t.handoffPath),i=[],l;if(o.kind!=="missing")l=o;else if(e)for(let d of[n,e.stdout]){
if(!d)continue;let p=Ls(d);if(i.push(...p.warnings),p.json!==null){l=Cs(p.json);break}}if(l===void 0)return{kind:"missin\
g",problems:Ki(i)};if(l.kind==="invalid")return{kind:"invalid",problems:[...i,...l.problems]};let a=ir(l.handoff,s.redact),
u=[...i,...l.warnings,...a.problems],c=a.handoff.next?.stage;if(c!==void 0&&s.workflowJobs!==null&&!s.workflowJobs.includes(
c)){let d={code:At.nextUnknownStage,severity:s.onInvalid==="warn"?"warning":"error",path:"$.next.stage",message:`"${c}" \
names no job in this workflow; jobs: ${[...s.workflowJobs].sort().join(", ")}`};if(s.onInvalid==="fail")return{kind:"inv\
alid",problems:[...u,d]};u.push(d)}else c!==void 0&&s.workflowJobs===null&&u.push({code:At.nextUnchecked,severity:"warni\
ng",path:"$.next.stage",message:`"${c}" was not checked against the workflow's jobs, which are not known here: ${s.workflowUnread??
"the workflow file was not read"}; the \`next\` output names it as given, whether or not a job has that id`});return{kind:"\
valid",handoff:a.handoff,problems:u}}function Ki(s){let t=new Set;return s.filter(e=>{let n=`${e.code}\0${e.path}\0${e.message}`;
return t.has(n)?!1:(t.add(n),!0)})}function Vi(s){let t=[...s].sort((n,r)=>Number($n(r.message))-Number($n(n.message))),
e=t.slice(0,3).map(Zt).join("; ");return t.length>3?`${e}; and ${t.length-3} more`:e}function qi(s,t){return`${s} ${t}${s===
1?"":"s"}`}function ao(s){let t=s.problems.filter(r=>r.severity==="error"),e=(t.length>0?t:s.problems).map(r=>`- ${Zt(r).replace(/\s+/g,
" ")}`).join(`
`),n=JSON.stringify(Fs(),null,2);return[`# Your handoff for stage \`${s.stage}\` was not accepted`,"","Your last run fin\
ished, but baton could not accept its handoff:","",e,"",`Do not redo the work. Write the handoff again, as one JSON obje\
ct that follows the JSON Schema below, to the file named by the environment variable \`${It.handoffPath}\` (or print it a\
s the last thing you output, between a line \`${kn.start}\` and a line \`${kn.end}\`).`,"","## The handoff JSON Schema",
"",io(n,"json"),"","## The task you were given","",io(s.previousPrompt,"markdown"),""].join(`
`)}function io(s,t){let e=Math.max(0,...Array.from(s.matchAll(/`+/g),r=>r[0].length)),n="`".repeat(Math.max(3,e+1));return`${n}${t}\

${s.replace(/\n$/,"")}
${n}`}async function Ge(s,t,e={}){let n=e.attempt??1,r=t.workspace.now();await Yi(s,n,t.store);let o=e.upstream??await Zi(s,t.
store),i=e.parent!==void 0?e.parent:await ta(s,t),l=o.filter(g=>g.stored!==void 0),a=l.map(g=>lo(g.stored)).sort((g,y)=>En(
g.stage,y.stage)),u=i?.deepest[0]?.record.hop??0,c=1+Math.max(u,...l.map(g=>g.stored.record.hop)),d=i?{run:i.run,lineage:i.
deepest.map(lo)}:void 0,p=async(g,y)=>{let x=await ze(s,{attempt:n,repair:e.repair!==void 0,hop:c,lineage:a,...d?{parent:d}:
{},prompt:"",handoff:null,agent:null,startedAt:r,finishedAt:t.workspace.now(),usage:null,verify:null,outcome:g,problems:y},
t);return{kind:"refused",result:{stage:s.stage,ok:!1,outcome:x.outcome,attempts:[x],final:x,outputs:Je(x.record,null,{artifactId:x.
ref.id})}}};if(c>s.maxHandoffs){let g=await ea(s,l,i,t),y=`stage ${s.stage} would be hop ${c}, more than max-handoffs ${s.
maxHandoffs}: ${ra(g)}`;return p({reason:"max-handoffs",message:y,hop:c,limit:s.maxHandoffs,chain:g},[{code:At.maxHandoffs,
severity:"error",path:"$",message:y}])}let f,m=[];if(e.repair)f=ao({stage:s.stage,...e.repair});else try{({prompt:f,warnings:m}=
await Xi(s,o,e.attemptContext))}catch(g){if(!(g instanceof S))throw g;let y={code:g.code,severity:"error",path:g.where??
"$",message:g.message};return p({reason:"render-failed",message:wt(g),problems:[y]},[y])}let h=await t.workspace.attemptPaths(
s.stage,n);return s.agent?.kind==="preset"&&(f=`${f.trimEnd()}

${Hs({handoffPath:h.handoffPath})}
`),await t.workspace.writePrompt(h.promptPath,f),{kind:"ready",prepared:{stage:s.stage,attempt:n,repair:e.repair!==void 0,
prompt:f,promptPath:h.promptPath,handoffPath:h.handoffPath,lineage:a,hop:c,...d?{parent:d}:{},warnings:m,preparedAt:r.toISOString()},
upstream:o,parent:i}}async function Xi(s,t,e){if(s.template===null)throw new S("prompt-missing","this stage has no promp\
t template",{where:s.stage});let n={source:s.template.source,...s.maxPromptTokens===null?{}:{maxPromptTokens:s.maxPromptTokens},
...s.madeEvent===void 0?{}:{madeEventHint:Gr(s.madeEvent)}};await Vr(s.template.text,n);let r=gr({upstream:t,inputs:s.inputs,
github:s.github,...e?{attempt:e}:{},require:s.needs,analysis:Kr(s.template.text)}),o=qr(s.template.text,r.context,n);return{
prompt:o.prompt,warnings:[...r.warnings,...o.warnings]}}async function Yi(s,t,e){let n={stage:s.stage,attempt:t,runAttempt:s.
run.attempt};if((await e.list()).some(o=>Me(o,n)===0))throw new S("record-exists",`${sr(n)} already has a record in this\
 run, so the agent was not run; records are immutable`,{where:`stage ${s.stage}`,details:[`another job of this run recor\
ds stage ${s.stage}: give each job its own stage id (the \`${Y.stage}\` input)`]})}async function Zi(s,t){let e=s.upstream.
filter(a=>a.stage!==s.stage),n=await Promise.all(e.map(a=>t.get(a.stage))),r=new Map(e.map(a=>[a.stage,a])),o=(a,u)=>{let{
job:c=null,matrix:d,open:p,place:f}=r.get(a)??{};return{stage:a,job:c??u?.record.job??a,stored:u,...d===void 0?{}:{matrix:d},
...p===!0?{open:!0}:{},...f===void 0?{}:{place:f}}},i=new Map;for(let[a,u]of e.entries())i.set(u.stage,n[a]);if(s.expandLineage){
let a=[...i.values()].filter(u=>u!==void 0);for(let u=a.shift();u;u=a.shift())for(let c of u.record.lineage){if(c.stage===
s.stage||i.has(c.stage))continue;let d=await t.getAttempt(c.stage,c.attempt,c.run_attempt),p=d?.recordSha256===c.record_sha256?
d:void 0;i.set(c.stage,p),p&&a.push(p)}}let l=s.expandLineage?await Qi(s,i,t):new Map;return[...i].map(([a,u])=>{let c=l.
get(a);return{...o(a,u),...c?{recordedLike:c}:{}}})}async function Qi(s,t,e){let n=s.needs.filter(i=>t.has(i)&&t.get(i)===
void 0),r=new Map;if(n.length===0)return r;let o=[...new Set((await e.list()).map(i=>i.stage))].filter(i=>i!==s.stage).sort(
En);for(let i of n){let l=o.filter(a=>a.startsWith(`${i}-`));l.length>0&&r.set(i,l)}return r}async function ta(s,t){if(s.
parentRun===null)return null;if(!t.openRun)throw new Ut(`stage ${s.stage}: a parent run is set but no way to open anothe\
r run was given`);let e=await t.openRun(s.parentRun),n=new Map;for(let i of await e.list())n.set(i.stage,nr([i,n.get(i.stage)??
i]));let r=(await Promise.all([...n.values()].map(i=>e.getAttempt(i.stage,i.attempt,i.runAttempt)))).filter(i=>i!==void 0),
o=Math.max(0,...r.map(i=>i.record.hop));return{run:s.parentRun,store:e,deepest:r.filter(i=>i.record.hop===o)}}function lo(s){
let{stage:t,attempt:e,run:n}=s.record;return{stage:t,attempt:e,...n.attempt>1?{run_attempt:n.attempt}:{},record_sha256:s.
recordSha256}}async function ea(s,t,e,n){let r=s.maxHandoffs+1,o=new Map(t.map(f=>[f.stored.recordSha256,f.stored])),i=new Map;
e&&i.set(e.run,Promise.resolve(e.store));let l=f=>(!i.has(f)&&n.openRun&&i.set(f,n.openRun(f)),i.get(f)),a=f=>f.reduce((m,h)=>m===
void 0||h.stored.record.hop>m.stored.record.hop?h:m,void 0),u=async(f,m,h)=>{let v=[];for(let g of f){let y=(h===null?o.
get(g.record_sha256):void 0)??await m.getAttempt(g.stage,g.attempt,g.run_attempt);y?.recordSha256===g.record_sha256&&v.push(
{stored:y,store:m,run:h})}return v},c=[{stage:s.stage,run:null}],d=a([...t.map(f=>({stored:f.stored,store:n.store,run:null})),
...(e?.deepest??[]).map(f=>({stored:f,store:e.store,run:e.run}))]),p=!1;for(;d&&c.length<r+1;){c.unshift({stage:d.stored.
record.stage,run:d.run});let{record:f}=d.stored;if(f.hop<=1){p=!0;break}let m=await u(f.lineage,d.store,d.run);if(f.parent)
try{let h=await l(f.parent.run);h&&m.push(...await u(f.parent.lineage,h,f.parent.run))}catch{}d=a(m)}return na(c,p)}function na(s,t){
let e=s.some(o=>o.run!==null),n=t?[]:["\u2026"],r;for(let o of s)e&&o.run!==r&&n.push(sa(o.run)),r=o.run,n.push(o.stage);
return n}function sa(s){return s===null?"this run:":`run ${s}:`}function Ln(s){return s.endsWith(":")}function ra(s){let t=s.
filter(l=>!Ln(l)&&l!=="\u2026").length,e=[],n,r=!1,o=0;for(let l of s)Ln(l)?(n=l,r=!1):l==="\u2026"?e.push(l):(t<=12||o<
5||o>=t-5?(n!==void 0&&!r&&e.push(n),r=!0,e.push(l)):e.at(-1)!=="\u2026"&&e.push("\u2026"),o++);let i="";for(let[l,a]of e.
entries()){let u=e[l-1];i+=l===0?a:u!==void 0&&Ln(u)?` ${a}`:` \u2192 ${a}`}return i}async function uo(s,t){if(s.agent===null)throw new Ut(`stage ${s.stage}: runStage needs an agent (run or agent); this sp\
ec is for a split stage`);let e=[],n,r,o={},i="",l=!1;for(let a=1;;a++){let u=await Ge(s,t,{...o,attempt:a,...n?{upstream:n}:
{},...r!==void 0?{parent:r}:{}});if(u.kind==="refused")return t.reporter?.error(u.result.outcome.message??"",s.stage),{...u.
result,attempts:[...e,...u.result.attempts]};n=u.upstream,r=u.parent;let c=u.prepared;c.repair||(i=c.prompt);for(let h of c.
warnings)t.reporter?.warning(h.message,`${s.stage} ${h.path}`);let d=await la(s,c,t),p=await Be(s,c,d,t,{...t.signal?{signal:t.
signal}:{},...s.verify===null?{}:{verify:()=>ua(s,c,t,s.verify)}});e.push(p);let{outcome:f}=p,m=t.signal?.aborted===!0;if(p.
repairProblems.length>0&&!l&&!m){l=!0,t.reporter?.warning(`${f.message}; giving the agent one repair turn`,s.stage),o={repair:{
problems:p.repairProblems,previousPrompt:i}};continue}if(f.reason==="verify-failed"&&a<s.attempts&&!m){t.reporter?.warning(
`attempt ${a} of ${s.attempts}: ${f.message}; trying again`,s.stage),o={attemptContext:ia(a+1,p.handoff,p.record.verify)};
continue}return f.reason==="cancelled"?t.reporter?.warning(f.message,s.stage):f.reason!=="completed"&&t.reporter?.error(
f.message,s.stage),oa(s,f,e,p.outputs)}}function oa(s,t,e,n){let r=e.at(-1);if(!r)throw new Ut(`stage ${s.stage}: no att\
empt was stored`);return{stage:s.stage,ok:t.reason==="completed",outcome:t,attempts:e,final:r,outputs:n}}function ia(s,t,e){
return{number:s,previous:t,verify:e?{exit_code:e.exit_code,output:e.output_tail}:null}}function aa(s,t){let e={};for(let[
n,r]of Object.entries(s))bs.includes(n)||Ss.some(o=>n.startsWith(o))||(e[n]=r);return{...e,...t}}function co(s,t,e,n={}){
return aa(e.env,{...n,[It.promptPath]:t.promptPath,[It.handoffPath]:t.handoffPath,[It.stage]:s.stage})}async function la(s,t,e){
let n=s.agent,r=n.kind==="preset"?{...Us(n.preset),shell:"bash"}:{script:n.command,env:{},shell:s.shell};return e.reporter?.
info(`${s.stage}: attempt ${t.attempt}${t.repair?" (repair turn)":""}, running the agent`),fo(e,()=>({script:r.script,shell:r.
shell,cwd:e.workspace.resolveDirectory(s.workingDirectory),env:co(s,t,e,r.env)}))}async function fo(s,t){let e=s.workspace.
now();try{return await s.runner.run({...t(),...s.onOutput?{onOutput:s.onOutput}:{},...s.signal?{signal:s.signal}:{}})}catch(n){
let r=`${He}${wt(n)}
`;return s.onOutput?.(r,"stderr"),{exitCode:null,signal:null,startedAt:e,finishedAt:s.workspace.now(),output:r,stdout:""}}}
async function ua(s,t,e,n){e.reporter?.info(`${s.stage}: attempt ${t.attempt}, running verify`);let r=await fo(e,()=>({script:n,
shell:s.shell,cwd:e.workspace.resolveDirectory(s.workingDirectory),env:co(s,t,e)})),o=Fe(r.output,s.redact,"verify.outpu\
t_tail");return{facts:{command:n,exit_code:r.exitCode,output_tail:ws(o.text,St.verifyOutputTailBytes),duration_ms:Math.max(
0,r.finishedAt.getTime()-r.startedAt.getTime())},problems:o.problems}}var go=Lt(Ne(),1),Ct=Lt(ee(),1);import{spawn as ca}from"node:child_process";import{tmpdir as da}from"node:os";import{join as fa}from"node:path";
import{StringDecoder as pa}from"node:string_decoder";var Ke=class{#t;#e={stdout:"",stderr:""};#s=null;constructor(t){this.#t=t}push(t,e){let n=this.#e[e]+t,r=n.endsWith("\r")?
n.slice(0,-1):n,o=Math.max(r.lastIndexOf(`
`),r.lastIndexOf("\r"))+1;n.length-o>65536&&(o=n.length),this.#n(e,n.slice(0,o)),this.#e[e]=n.slice(o)}end(t){this.#n(t,
this.#e[t]),this.#e[t]=""}#n(t,e){e!==""&&(this.#s!==null&&!this.#s.ended&&this.#s.stream!==t&&this.#t(`
`,!0),this.#t(e,!1),this.#s={stream:t,ended:e.endsWith(`
`)||e.endsWith("\r")})}};var zn={killGraceMs:5e3,maxOutputBytes:1024*1024,drainMs:1e3};function ha(s){try{process.kill(-s,0)}catch{return!1}let t;
try{t=(0,Ct.readdirSync)("/proc")}catch{return!0}for(let e of t){if(!/^\d+$/.test(e))continue;let n;try{n=(0,Ct.readFileSync)(
`/proc/${e}/stat`,"utf8")}catch{continue}let[r,,o]=n.slice(n.lastIndexOf(")")+2).split(" ");if(Number(o)===s&&r!=="Z")return!0}
return!1}var Ve=class{#t;#e;#s;#n;#r;#o;#l;#a;constructor(t={}){this.#t=t.tempDir??da(),this.#e=t.killGraceMs??zn.killGraceMs,
this.#s=t.maxOutputBytes??zn.maxOutputBytes,this.#n=t.drainMs??zn.drainMs,this.#r=t.outputHook,this.#o=t.reuseScripts?new Map:
void 0,this.#l=t.secrets??[],this.#a=t.noPathHint??"PATH is not set in its environment"}async run(t){let e=fr(t.shell);ga(
t.cwd);let n=pr(e,t.script),r=this.#d(e.extension,n),o=r??fa(this.#t,`baton-step-${(0,go.randomUUID)()}${e.extension}`);
r===void 0&&((0,Ct.writeFileSync)(o,n,{flag:"wx",mode:448}),this.#o?.set(`${e.extension}\0${n}`,o)),this.#r?.begin?.();try{
return await this.#c(e.file,hr(e,o),t)}finally{this.#r?.end?.(),this.#o===void 0&&(0,Ct.rmSync)(o,{force:!0})}}#d(t,e){let n=`${t}\
\0${e}`,r=this.#o?.get(n);if(r===void 0)return;let o=Buffer.from(e),i;try{i=js(r,o.length)}catch{i={kind:"missing"}}if(i.
kind==="file"&&o.equals(i.bytes))return r;this.#o?.delete(n)}#c(t,e,n){return new Promise((r,o)=>{let i=new Date,l=new qe(
this.#s),a=new qe(this.#s),u=ca(t,e,{cwd:n.cwd,env:n.env,stdio:["ignore","pipe","pipe"],detached:!0});u.pid!==void 0&&n.
onStart?.(u.pid);let c,d,p,f,m=!1,h=w=>{if(u.pid!==void 0)try{process.kill(-u.pid,w)}catch{}},v=()=>u.pid!==void 0&&ha(u.
pid),g,y=!1,x,R=null,L,j=()=>{h("SIGKILL"),L=Date.now()},k=Number.POSITIVE_INFINITY,P=w=>{w>=k||(k=w,clearTimeout(c),c=setTimeout(
j,Math.max(0,w-Date.now())),c.unref())},E=()=>{R!=="terminate"&&(R="terminate",clearTimeout(d),h("SIGTERM"),P(Date.now()+
this.#e))},U=()=>{if(n.stop!=="interrupt"||n.kill?.aborted)return E();R===null&&(R="interrupt",h("SIGINT"),d=setTimeout(
()=>h("SIGTERM"),1.5*this.#e),d.unref(),P(Date.now()+2*this.#e))},K=()=>{let w=v();return n.kill?.aborted&&L===void 0&&w&&
j(),w&&(L===void 0||Date.now()-L<2e3)?(g??=setInterval(b,100),!1):(clearInterval(g),y?!0:x===void 0?(x=Date.now(),setTimeout(
b,this.#n).unref(),!1):Date.now()-x>=this.#n)},b=()=>{m||f===void 0||R!==null&&!K()||(clearInterval(g),m=!0,clearTimeout(
p),u.stdout?.destroy(),u.stderr?.destroy(),I("stdout"),I("stderr"),n.signal?.removeEventListener("abort",U),n.kill?.removeEventListener(
"abort",E),clearTimeout(c),clearTimeout(d),r({exitCode:f.code,signal:f.signal,startedAt:i,finishedAt:new Date,output:l.text(
this.#l),stdout:a.text(this.#l)}))},_=new Ke((w,A)=>A?l.insert(w):l.push(w)),I=w=>_.end(w),z=(w,A)=>{let T=new pa("utf8"),
H=F=>{_.push(F,A),F!==""&&(A==="stdout"&&a.push(F),this.#r?.chunk(F,A),n.onOutput?.(F,A))};w.on("data",F=>{l.wrote(F.length),
A==="stdout"&&a.wrote(F.length),H(T.write(F))}),w.on("end",()=>{H(T.end()),I(A)})};z(u.stdout,"stdout"),z(u.stderr,"stde\
rr"),u.on("error",w=>{if(m)return;m=!0,n.signal?.removeEventListener("abort",U),n.kill?.removeEventListener("abort",E);let A=w.
code==="ENOENT"&&!t.includes("/")&&!n.env.PATH;o(new S("shell-failed",`could not start ${JSON.stringify(t)}: ${w.code??w.
message}${A?`; ${this.#a}`:""}`,{where:"shell",cause:w}))}),u.on("exit",(w,A)=>{f={code:w,signal:A},p=setTimeout(()=>{R===
null&&(u.stdout?.destroy(),u.stderr?.destroy()),b()},this.#n),p.unref()}),u.on("close",()=>{y=!0,b()}),n.kill?.aborted?E():
n.kill?.addEventListener("abort",E,{once:!0}),n.signal&&(n.signal.aborted?U():n.signal.addEventListener("abort",U,{once:!0}))})}};
function ga(s){let t;try{t=(0,Ct.statSync)(s)}catch{t=void 0}if(!t?.isDirectory())throw new S("working-directory-missing",
`${s} is not a directory`,{where:"working-directory"})}var po=4,ho=4096,ma=4,qe=class{#t;#e=[];#s=0;#n=0;#r=0;#o=0;constructor(t){
this.#t=t}wrote(t){this.#r+=t}insert(t){this.push(t),this.#o+=Buffer.byteLength(t)}push(t){this.#e.push(t);let e=Buffer.
byteLength(t);for(this.#s+=e,this.#n+=e;this.#e.length>1&&this.#s-Buffer.byteLength(this.#e[0])>=this.#t;)this.#s-=Buffer.
byteLength(this.#e.shift())}text(t=[]){let e=Buffer.from(this.#e.join(""));if(e.length<=this.#t)return e.toString("utf8");
let n=e.length-this.#t-1,r=e.indexOf(10,n),o=[e.indexOf(32,n),e.indexOf(9,n)].filter(p=>p>=0),i=r>=0&&r<e.length-1?r:o.length>
0?Math.min(...o):-1,l=i===-1?"":e.subarray(i+1).toString("utf8"),a=0;for(let p=0;p<po&&(l[a]===" "||l[a]==="	");p++){let f=l.
indexOf(`
`,a);a=f===-1?l.length:f+1}let u=e.subarray(Math.max(0,i+1-ho),i+1).toString("utf8");u+=l.slice(0,a),l=l.slice(a);for(let p=0;p<
po&&l!==""&&e[i]===10;p++){let f=l.indexOf(`
`),m=(f===-1?l:l.slice(0,f+1)).slice(0,ho),h=u.slice(u.lastIndexOf(`
`,u.length-2)+1);if(Q(h+m,t).text===Q(h,t).text+Q(m,t).text)break;u=h+m,l=f===-1?"":l.slice(f+1)}for(let p of t)for(let f=p.
length-1;f>=ma;f--)if(l.startsWith(p.slice(p.length-f))){l=l.slice(f);break}let c=ar(l);if(c&&!l.slice(0,c.start).includes(
"-----BEGIN ")){let p=l.indexOf(`
`,c.end);l=p===-1?"":l.slice(p+1)}let d=l===""?"none of it is kept, as no line or space was left to start at":`the last ${this.#t}\
 bytes at most are kept`;return this.#n===this.#r+this.#o?`[baton: the first ${this.#n-Buffer.byteLength(l)} bytes of th\
is output were left out; ${d}]
${l}`:`[baton: this output was ${this.#r} bytes, not all of it UTF-8 text, and its start was left out; ${d}${l===""?"":"\
, as text (a byte that is not UTF-8 as \uFFFD)"}]
${l}`}};var ke=Lt(Ne(),1),Gt=Lt(ee(),1);import{copyFile as Bu,lstat as Gu,mkdtemp as Ku,readFile as hn,rename as Vu,rm as qu}from"node:fs/promises";
import{availableParallelism as Xu,hostname as Yu,tmpdir as Zu}from"node:os";import{basename as Qu,dirname as tc,join as nt,
relative as ec,resolve as Se}from"node:path";import{setMaxListeners as Jn}from"node:events";var mo=["repository","path","ref"];function wo(s,t,e){let n=t.repository.trim(),r=n!==""&&n.toLowerCase()!==e.repository.
toLowerCase(),o=t.path.trim(),i=!wa(o,e.workspace),l=t.ref.trim(),a=l!==""&&!e.refs.includes(l);if(!r&&!i&&!a)return null;
let u=r?`${n}${a?` at ${l}`:""} is not cloned`:a?`ref ${l}${i?" of this repository":""} is not checked out`:"this reposi\
tory is not checked out again";return`${s}: ${u}${i?` into ${o}`:""}: baton checks nothing out; the project directory is\
 used as it is`}function wa(s,t){if(s==="")return!0;let e=s.replace(/\/+$/,"")||"/";return e==="."||e===(t.replace(/\/+$/,
"")||"/")}function vo(s){return`$${lt.stepSummary} upload aborted, supports content up to a size of ${Math.floor(St.stepSummaryFileBytes/
1024)}k, got ${Math.floor(s/1024)}k. For more information see: https://docs.github.com/actions/using-workflows/workflow-\
commands-for-github-actions#adding-a-markdown-summary`}var Ro=new Set(["NODE_OPTIONS"]);function In(s,t){let e=[],n=s.split(
`
`).map(r=>r.replace(/\r$/,""));n.length>0&&n[n.length-1]===""&&n.pop();for(let r=0;r<n.length;r+=1){let o=n[r];if(o.trim()===
"")continue;let i=o.indexOf("<<"),l=o.indexOf("=");if(i>0&&(l<0||i<l)){let a=o.slice(0,i),u=o.slice(i+2);if(u==="")throw Xe(
t,r+1,`"${a}<<" needs a delimiter`);let c=[],d=!1;for(r+=1;r<n.length;r+=1){if(n[r]===u){d=!0;break}c.push(n[r])}if(!d)throw Xe(
t,r,`no line "${u}" ends the value of ${a}`);e.push([yo(a,t,r+1),c.join(`
`)]);continue}if(l>0){e.push([yo(o.slice(0,l),t,r+1),o.slice(l+1)]);continue}throw Xe(t,r+1,"expected name=value or name\
<<DELIMITER")}return e}function $o(s,t){let e=[],n=[];for(let r of In(s,t))Ro.has(r[0].toUpperCase())?n.push(`can't stor\
e ${r[0]} using ${t}; it was left out`):e.push(r);return{pairs:e,refused:n}}function Oo(s){return s.split(`
`).map(t=>t.replace(/\r$/,"").trim()).filter(t=>t!=="").reverse()}function yo(s,t,e){if(s.trim()===""||s!==s.trim()||s.includes(
"\0"))throw Xe(t,e,`"${s}" is not a valid name`);return s}function Xe(s,t,e){return new S("file-command-invalid",`${s} l\
ine ${t}: ${e}`,{where:s})}var Qe=new Set(["stop-commands","set-env","set-output","save-state","add-mask","add-path","ad\
d-matcher","remove-matcher","debug","warning","error","notice","group","endgroup","echo"]),Po={has:()=>!0},Eo="\\t\\n\\v\\f\\\
r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000",ya=new RegExp(`^[${Eo}]+`),bo=new RegExp(`[${Eo}\
]`);function Ye(s){let t=0,e=s.length;for(;t<e&&bo.test(s[t]);)t++;for(;e>t&&bo.test(s[e-1]);)e--;return s.slice(t,e)}function tn(s,t=Qe){
return ba(s,t)??Sa(s,t)}function ba(s,t){let e=s.replace(ya,"");if(!e.startsWith("::"))return null;let n=e.indexOf("::",
2);if(n<0)return null;let r=e.slice(2,n),o=r.indexOf(" "),i=(o<0?r:r.slice(0,o)).toLowerCase();if(!t.has(i))return null;
let l=o>0?Ao(Ye(r.slice(o+1)),",",$a):new Map;return{command:i,properties:l,data:Ra(e.slice(n+2)),form:"v2"}}function Sa(s,t){
let e=s.indexOf("##[");if(e<0)return null;let n=s.indexOf("]",e);if(n<0)return null;let r=s.slice(e+3,n),o=r.indexOf(" "),
i=(o<0?r:r.slice(0,o)).toLowerCase();if(!t.has(i))return null;let l=o>0?Ao(r.slice(o+1),";",ko):new Map;return{command:i,
properties:l,data:ko(s.slice(n+1)),form:"legacy"}}function Ao(s,t,e){let n=new Map;for(let r of s.split(t)){let o=r.replace(
/^=+/,""),i=o.indexOf("=");if(i<0)continue;let l=o.slice(i+1).replace(/^=+/,"");l!==""&&n.set(o.slice(0,i).toLowerCase(),
e(l))}return n}var le=class{#t=null;#e=new Set(Qe);read(t){let e=tn(t,this.#e);if(this.#t===null)return e;let n=this.#t.
toLowerCase();return n===""||e?.command!==n?null:(this.#e.delete(n),this.#t=null,"resumed")}refuses(t){return ka(t,this.#e)}stop(t){
this.#t=t,this.#e.add(t.toLowerCase())}};function ka(s,t){let e=s.toLowerCase();return e===""||e==="pause-logging"||t.has(
e)}function To(s,t){return t===void 0?s:{...s,github:{...s.github,...t}}}var xa=1024*1024,va=6,Fn=4e3,So=50,Ra=s=>s.replace(
/%0D|%0A|%25/g,t=>({"%0D":"\r","%0A":`
`,"%25":"%"})[t]),$a=s=>s.replace(/%0D|%0A|%3A|%2C|%25/g,t=>({"%0D":"\r","%0A":`
`,"%3A":":","%2C":",","%25":"%"})[t]),ko=s=>s.replace(/%3B|%0D|%0A|%5D|%25/g,t=>({"%3B":";","%0D":"\r","%0A":`
`,"%5D":"]","%25":"%"})[t]),Ze=class{#t=[];#e=[];#s={outputs:[],env:[],path:[],failures:[]};#n=new Set;#r;#o;#l;constructor(t={}){
this.#r=t.allowUnsecureCommands??!1,this.#o=t.allowUnsecureStopCommandTokens??!1,this.#l=t.redact??(e=>e)}#a=0;#d={stdout:{
partial:"",overlong:!1},stderr:{partial:"",overlong:!1}};#c=new le;push(t,e="stdout"){let n=this.#d[e],r=t.split(/\r\n|\r|\n/),
o=r.pop();for(let i of r)n.overlong||this.#u(n.partial+i),n.partial="",n.overlong=!1;n.overlong||(n.partial+=o,n.partial.
length>xa&&(n.partial="",n.overlong=!0))}get masks(){return this.#t}end(){for(let i of Object.values(this.#d))!i.overlong&&
i.partial!==""&&this.#u(i.partial),i.partial="";let t=[...this.#e];this.#a>0&&t.push({level:"warning",message:`${this.#a}\
 more annotation${this.#a===1?"":"s"} of this step not shown (at most ${So})`});let{outputs:e,env:n,path:r,failures:o}=this.#s;
return{masks:[...this.#t],annotations:t,commands:{outputs:[...e],env:[...n],path:[...r],failures:[...o]}}}#u(t){let e=this.#c.
read(t);if(e===null||e==="resumed")return;let{command:n,properties:r,data:o}=e;switch(n){case"stop-commands":{let i=o;if(this.#o||
!this.#c.refuses(i)){this.#c.stop(i),i.length>va&&!this.#t.includes(i)&&this.#t.push(i);return}this.#s.failures.push(`un\
able to process ::stop-commands::: you cannot use an endToken that is an empty string, the string 'pause-logging', or an\
other workflow command (this one is ${i===""?"empty":JSON.stringify(i)}); use a token of your own, such as a random one,\
 or opt into insecure command execution by setting ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TOKENS to true (see https://docs.g\
ithub.com/actions/learn-github-actions/workflow-commands-for-github-actions#example-stopping-and-starting-workflow-comma\
nds)`);return}case"add-mask":{let i=Ye(o);if(i==="")return;let l=i.split(/[\r\n]+/).map(Ye);for(let a of[i,...l])a!==""&&
!this.#t.includes(a)&&this.#t.push(a);return}case"error":case"warning":case"notice":this.#y(n,r,o);return;case"set-outpu\
t":case"save-state":case"set-env":case"add-path":this.#f(n,r,o)}}#f(t,e,n){let r=l=>this.#s.failures.push(`unable to pro\
cess ::${t}::: ${l}`);if((t==="set-env"||t==="add-path")&&!this.#r){r(`the \`${t}\` command is disabled; write to ${t===
"set-env"?lt.env:lt.path} instead, or set ACTIONS_ALLOW_UNSECURE_COMMANDS to true (see https://github.blog/changelog/202\
0-10-01-github-actions-deprecating-set-env-and-add-path-commands/)`);return}if(t==="add-path"){n===""?r("the path is emp\
ty"):this.#s.path.push(n);return}let o=e.get("name");if(o===void 0||o===""){r(`required field 'name' is missing in the ${t}\
 command`);return}if(t==="set-env"){if(Ro.has(o.toUpperCase())){this.#e.push({level:"error",message:`can't update ${o} u\
sing ::set-env::`});return}this.#s.env.push([o,n]);return}if(t==="set-output"&&this.#s.outputs.push([o,n]),this.#n.has(t))
return;this.#n.add(t);let i=t==="set-output"?lt.output:lt.state;this.#e.push({level:"warning",message:`the \`${t}\` comma\
nd is deprecated and will be disabled soon; write to ${i} instead (see https://github.blog/changelog/2022-10-11-github-a\
ctions-deprecating-save-state-and-set-output-commands/)`})}#y(t,e,n){if(this.#e.length>=So){this.#a+=1;return}let r=e.get(
"line"),o=e.get("file")?[e.get("file"),r,r&&e.get("col")].filter(Boolean).join(":"):"",i=e.get("title"),l=d=>Oa(this.#l(
d,this.#t).replace(/\r\n|\r|\n/g," ")),a=d=>d===void 0?null:l(d),u=d=>{let p=e.get(d)?.trim();return p!==void 0&&/^[1-9]\d{0,8}$/.
test(p)?Number(p):null},c=`${o?`${o}: `:""}${i?`${i}: `:""}${n}`;this.#e.push({level:t,message:l(c),place:{title:a(i),file:a(
e.get("file")),line:u("line"),end_line:u("endline"),col:u("col"),end_column:u("endcolumn")}})}};function No(s,t){return t.
length===0?s:s.replace(/[^\r\n]+/g,e=>_o(e,n=>t.includes(Ye(n))))}function Dn(s){return _o(s,()=>!0)}var xo=/(?=::add-mask[ :]|##\[add-mask[ \]])/i;
function _o(s,t){return xo.test(s)?s.split(xo).map(e=>{let n=tn(e);return n?.command!=="add-mask"||!t(n.data)?e:n.form===
"v2"?`${e.slice(0,10)}::***`:`${e.slice(0,11)}]***`}).join(""):s}function Oa(s){return s.length>Fn?`${s.slice(0,Fn)}\u2026 (${s.
length-Fn} more characters)`:s}function Co(s,t){let e=[],n=Wn(s.map(o=>Mo(o.container)));n.length>0&&e.push({level:"warning",message:`container: ${n.join(
", ")} ${n.length===1?"is":"are"} not started: baton runs the job's steps on this machine, not in a container`});let r=Wn(
s.flatMap(o=>Pa(o.services)));if(r.length>0){let o=r.length===1;e.push({level:"warning",message:`services: ${r.join(", ")}\
 ${o?"is":"are"} not started: baton starts no containers, and the job's steps run on this machine without ${o?"it":"them"}`})}
for(let o of["Windows","macOS"]){if(o===t)continue;let i=Wn(s.map(l=>Ea(l.runsOn)===o?Un(l.runsOn):null));i.length!==0&&
e.push(o==="Windows"?{level:"warning",message:`runs-on: ${i.join(", ")}: runs here, on ${t}, with this machine's shells \
(bash by default, where a Windows runner's is pwsh; shell: cmd and powershell fail here)`}:{level:"info",message:`runs-o\
n: ${i.join(", ")}: runs here, on ${t}, with this machine's shells and tools (bash by default, as on macOS)`})}return e}
function Mo(s){let t=typeof s=="string"?s:nn(s)&&typeof s.image=="string"?s.image:null;return t===null||t.trim()===""?null:
t}function Pa(s){return typeof s=="string"?s.trim()===""?[]:[s]:nn(s)?Object.entries(s).flatMap(([t,e])=>Mo(e)===null?[]:
[t]):[]}function Ea(s){for(let t of jo(s)){let e=t.trim().toLowerCase();if(e==="windows"||e.startsWith("windows-"))return"\
Windows";if(e==="macos"||e.startsWith("macos-"))return"macOS"}return null}function jo(s){return typeof s=="string"?[s]:Array.
isArray(s)?s.filter(t=>typeof t=="string"):nn(s)?jo(s.labels):[]}function Un(s){return Array.isArray(s)?`[${s.map(Un).join(
", ")}]`:nn(s)?`{ ${Object.entries(s).map(([t,e])=>`${t}: ${Un(e)}`).join(", ")} }`:String(s)}function en(s){switch(s.kind){case"\
literal":return s.value;case"expression":return s.text;case"sequence":return s.items.map(en);case"mapping":return Object.
fromEntries(s.entries.map(({key:t,value:e})=>[t,en(e)]))}}function Wn(s){return[...new Set(s.filter(t=>t!==null))]}function nn(s){
return typeof s=="object"&&s!==null&&!Array.isArray(s)}var Aa="ACTIONS_STEP_DEBUG";function Lo(s,t){let e=r=>Object.entries(r).find(([o])=>o.toUpperCase()===Aa)?.[1];return(e(
s)??e(t))?.trim().toLowerCase()==="true"}function zo(s,t){return{os:s.os,arch:s.arch,name:"baton-local",environment:"sel\
f-hosted",tool_cache:s.toolCache,temp:t,workspace:s.workspaceParent,...s.debug?{debug:"1"}:{}}}function Fo(s){return Object.
fromEntries(Object.entries(s).map(([t,e])=>[`RUNNER_${t.toUpperCase()}`,e]))}var ue=class{#t;#e=0;#s=[];constructor(t){this.#t=Math.max(1,Math.floor(t))}async acquire(){this.#e<this.#t?this.#e+=1:await new Promise(
e=>this.#s.push(e));let t=!1;return()=>{if(t)return;t=!0;let e=this.#s.shift();e?e():this.#e-=1}}async run(t){let e=await this.
acquire();try{return await t()}finally{e()}}get active(){return this.#e}};function Io(s,t,e="timeout-minutes"){let n=Rr(s,e);if("problem"in n)throw new S("timeout-invalid",`${t}: ${n.problem}`);
return n.minutes}function ce(s){return`${s} minute${s===1?"":"s"}`}var Ta=5,Na=2**31-1,_a=6e4;function Hn(s,t,e){return setTimeout(
e,Math.min(s*t,Na))}function sn(s,t,e){return{"fail-fast":s.failFast,"job-index":t,"job-total":e,"max-parallel":s.maxParallel??
e}}async function Jo(s,t,e){if(!Or(s))throw new Ut("executePlan accepts only a Plan made by buildPlan");return new Bn(s,
t,e).run()}var Bn=class{#t;#e;#s;#n;#r;#o;#l;#a=new Map;#d=[];#c;#u;#f;#y=new Map;#p;#x;#m;#E=new Map;#w=new Map;#$=new Map;#A=new Map;#b;#g=new Map;#R;#O=new Map;#T=new Map;constructor(t,e,n){
this.#t=t,this.#e=e,this.#s=e.expressions,this.#n=n,this.#r=new ue(n.concurrency),this.#o=n.signal??new AbortController().
signal,this.#l=n.cancel??new AbortController().signal,Jn(0,this.#o,this.#l),this.#c=t.workflow.jobs.map(r=>r.id),this.#u=
new Map(t.jobs.map(r=>[r.id,r])),this.#R=new Map(t.stageMatrices),this.#b=new Set(t.expanded.map(r=>r.id.toLowerCase()));
for(let r of t.legIds.values())for(let o of r)this.#b.add(o.toLowerCase());this.#p=Object.values(n.secrets).filter(r=>r!==
""),this.#x=Lo(n.secrets,t.vars),this.#m=n.minuteMs??_a,this.#f={inputs:t.inputs,secrets:n.secrets,env:{},envFailure:null,
namePrefix:"",cancel:this.#l}}async run(){let t=this.#e.now();this.#i({type:"run-started",run:this.#n.runId,workflow:this.#t.
workflow.name??this.#t.workflow.fileName,jobs:this.#t.jobs.map(o=>({id:o.id,needs:o.needs,legs:o.legs===null?null:o.instances===
null?this.#t.legIds.get(o.id)??null:o.instances.flatMap(i=>this.#t.legIds.get(i.id)??[])}))}),this.#f.envFailure=this.#N(),
await this.#_(this.#t.jobs.filter(o=>o.calledBy===null));let e=await this.#e.settle?.()??null;e!==null&&this.#i({type:"n\
otice",level:"error",job:null,leg:null,message:e});let n=this.#t.jobs.map(o=>{let i=this.#T.get(o.id);return{...this.#a.
get(o.id),legResults:this.#O.get(o.id)??[],...i===void 0?{}:{skipReason:i}}}),r=this.#L()?"cancelled":e!==null||n.some(o=>o.
result==="failure")?"failure":n.some(o=>o.result==="cancelled")?"cancelled":"success";return this.#i({type:"run-finished",
run:this.#n.runId,status:r,duration_ms:rn(t,this.#e.now())}),{status:r,reason:e,jobs:n,stages:this.#d}}#N(){try{return this.#f.
env=Et(this.#s,this.#t.workflow.env,(t,e)=>({contexts:this.#v(null),where:this.#h(e,`env.${t}`)})),null}catch(t){return rt(
t)}}#S(t){return t?.calledBy?this.#y.get(t.calledBy)??this.#f:this.#f}#v(t){let e=this.#S(t);return{github:this.#n.github,
inputs:e.inputs,vars:this.#t.vars,secrets:e.secrets}}async#_(t){let e=new Map;for(let n of t)e.set(n.id,(async()=>{await Promise.
all(n.needs.map(r=>e.get(r))),this.#a.set(n.id,n.call===null?await this.#I(n):await this.#C(n))})());await Promise.all(e.
values())}async#C(t){let e=t.call;if(this.#n.reuse?.has(t.id)){for(let r of e.jobs){let o=this.#u.get(r);this.#a.set(r,o.
call===null?await this.#I(o):await this.#C(o))}return this.#I(t)}let n=await this.#st(t);return this.#w.has(t.id)||this.#H(
e.jobs,n),n}async#st(t){let e=this.#K(t);if(!("contexts"in e))return this.#j(t,t.id,`its calling job ${t.id} did not run\
 (${e.result})`),e;let{contexts:n}=e,r,o,i;try{r=t.legs??this.#X(t,n),i=this.#Y(t,n),o=this.#t.legIds.get(t.id)??Pn(t.id,
r,this.#b),t.legs===null&&this.#rt(t,o)}catch(l){let a=this.#D(t,rt(l));return this.#j(t,t.id,`its calling job ${t.id} f\
ailed before the call started`),a}return t.legs===null&&this.#i({type:"job-legs",job:t.id,legs:o}),this.#G(t,r,o,i,n,{pooled:!1,
outputsOf:l=>l.result==="success"},(l,a,u,c)=>this.#ot(t,l,a,u,r.length,i,n,c))}#rt(t,e){if(e.length<2)return;let n=r=>{
for(let o of r){let i=this.#u.get(o),l=i.instances===null?i.stages?.[0]:void 0;if(l!==void 0){let a=o.slice((this.#w.get(
t.id)??t.id).length);throw new S("stage-duplicate",`jobs.${t.job.id}: ${_r(l,o,e.map(u=>`${u}${a}`))}`,{where:Z(t.workflow.
fileName,t.job.position)})}n(i.call?.jobs??[])}};n(this.#u.get(this.#w.get(t.id)??t.id)?.call?.jobs??[])}async#ot(t,e,n,r,o,i,l,a){
let u=t.call,c=u.workflow.call,d=t.workflow.fileName,p=u.workflow.fileName,f=this.#e.now(),m=this.#S(t),h=Object.keys(e).
length>0,v={...l,matrix:ae(e),strategy:sn(i,r,o)},g,y=null;try{if(m.envFailure)throw new S("expression-invalid",m.envFailure);
let k=Gs(this.#s,t.job,c,(b,_)=>({contexts:{...v,secrets:{}},where:this.#h(_,`jobs.${t.job.id}.with.${b}`,d)})),P;try{P=
Ks(c,k,u.path)}catch(b){throw b instanceof S?new S(b.code,`jobs.${t.job.id}: ${b.message}`,{where:Z(d,t.job.uses?.position??
t.job.position)}):b}let E=t.job.secrets==="inherit"?m.secrets:Et(this.#s,t.job.secrets,(b,_)=>({contexts:v,where:this.#h(
_,`jobs.${t.job.id}.secrets.${b}`,d)})),U=[...new Set(Object.values(E))].filter(b=>b!==""&&!this.#p.includes(b));this.#p.
push(...U),U.length>0&&this.#e.addSecrets?.(U);for(let[b,_]of Object.entries(E))!U.includes(_)||_.length>=Dt.minSecretLength||
this.#i({type:"notice",level:"warning",job:t.id,leg:n,message:`secret ${b} passed to ${u.path} is shorter than ${Dt.minSecretLength}\
 characters, so it is not redacted: it will appear wherever a step or agent prints it (a value that short would blank ou\
t ordinary words)`});y=this.#nt(t,h?e:null,v);let K=y??`${m.namePrefix}${t.job.id}${h?Do(e):""}`;g={inputs:P,secrets:E,env:{},
envFailure:null,namePrefix:`${K} / `,cancel:AbortSignal.any([m.cancel,a])},Jn(0,g.cancel);try{g.env=Et(this.#s,u.workflow.
env,(b,_)=>({contexts:{github:this.#n.github,inputs:P,vars:this.#t.vars,secrets:E},where:this.#h(_,`env.${b}`,p)}))}catch(b){
g.envFailure=rt(b)}}catch(k){let P=rt(k);return this.#i({type:"notice",level:"error",job:t.id,leg:n,message:P}),this.#i(
{type:"job-finished",job:t.id,leg:n,result:"failure",duration_ms:0,reason:P}),this.#j(t,n,`its calling job ${n} failed b\
efore the call started`),{result:"failure",outputs:{},stages:[]}}this.#y.set(n,g),this.#i({type:"job-started",job:t.id,leg:n,
name:y,matrix:h?e:null});let x=this.#J(t,n);await this.#_(x);let R=x.map(k=>this.#a.get(k.id)).filter(k=>k!==void 0),L=R.
some(k=>k.result==="failure")?"failure":R.some(k=>k.result==="cancelled")||this.#o.aborted?"cancelled":"success",j={};try{
let k=Object.fromEntries(x.map(P=>{let E=this.#a.get(P.id);return[ie(P.id),{result:E?.result??"skipped",outputs:E?.outputs??
{}}]}));j=Et(this.#s,c.outputs,(P,E)=>({contexts:{github:this.#n.github,inputs:g.inputs,vars:this.#t.vars,jobs:k},where:this.#h(
E,`on.workflow_call.outputs.${P}.value`,p)}))}catch(k){L==="success"&&(L="failure"),this.#i({type:"notice",level:"error",
job:t.id,leg:n,message:rt(k)})}return this.#B(j,t.id,n),this.#i({type:"job-finished",job:t.id,leg:n,result:L,duration_ms:rn(
f,this.#e.now())}),{result:L,outputs:j,stages:R.flatMap(k=>k.stages)}}#J(t,e){let n=this.#w.get(t.id)??t.id,r=this.#A.get(
t.id),o=`${n}/`,i=l=>l.startsWith(o)?`${e}/${l.slice(o.length)}`:r?r(l):l;return(this.#u.get(n)?.call?.jobs??[]).map(l=>{
let a=this.#u.get(l),u=i(l);if(this.#$.set(l,[...this.#$.get(l)??[],u]),u===l)return a;let c={...a,id:u,calledBy:e,needs:a.
needs.map(i),upstream:a.upstream.map(i),stageUpstream:a.stageUpstream.map(i),call:a.call&&{...a.call,jobs:a.call.jobs.map(
i)},stages:a.instances?.find(d=>d.id===u)?.stages??null};return this.#u.set(u,c),this.#w.set(u,l),this.#A.set(u,i),c})}#j(t,e,n){
for(let r of this.#J(t,e))this.#i({type:"job-skipped",job:r.id,result:"skipped",reason:n}),this.#a.set(r.id,{id:r.id,result:"\
skipped",outputs:{},stages:[],legs:[]}),r.call!==null&&this.#j(r,r.id,`its calling job ${r.id} did not run (skipped)`)}#H(t,e){
for(let n of t){let r=this.#u.get(n),o=(this.#$.get(n)??[]).map(i=>this.#a.get(i));if(o.length===0){let i=`its calling j\
ob ${r.calledBy} did not run (${e.result})`;this.#i({type:"job-skipped",job:n,result:"skipped",reason:i}),this.#a.set(n,
{id:n,result:"skipped",outputs:{},stages:[],legs:[]})}else(o.length>1||o[0]?.id!==n)&&this.#a.set(n,{id:n,result:Wo(o.map(
i=>i.result)),outputs:{},stages:o.flatMap(i=>i.stages),legs:o.flatMap(i=>i.legs)});r.call!==null&&this.#H(r.call.jobs,this.#a.
get(n))}}#B(t,e,n){for(let[r,o]of Object.entries(t))Le(o,this.#p)&&(delete t[r],this.#i({type:"notice",level:"warning",job:e,
leg:n,message:`skipped output ${r}, since it may contain a secret (as GitHub does): needs.${ie(e)}.outputs.${r} is empty`}))}#L(t){
return(t?this.#z(t):this.#l).aborted||this.#o.aborted}#z(t){return this.#S(t).cancel}#F(t){let e=this.#z(t).reason;return this.#l.
aborted||typeof e!="string"?"the run was cancelled":e}#h(t,e,n=this.#t.workflow.fileName){return t?Z(n,t.position):e}async#I(t){
let e=this.#n.reuse?.get(t.id);if(e){for(let p of e.legs)this.#b.add(p.toLowerCase());this.#i({type:"notice",level:"info",
job:t.id,leg:null,message:"reusing the stored result of this job"});let d=e.legResults??e.legs.map(p=>({leg:p,result:e.result}));
d.length===0&&(e.result==="skipped"||e.result==="cancelled")&&this.#i({type:"job-skipped",job:t.id,result:e.result,reason:e.
skipReason??`${e.result} in the run replayed`});for(let{leg:p,result:f,reason:m}of d)this.#i({type:"job-finished",job:t.
id,leg:p,result:f,duration_ms:0,...m===void 0?{}:{reason:m},reused:!0});return e}let n=this.#K(t);if(!("contexts"in n))return n;
let{needs:r,contexts:o}=n,i=d=>this.#D(t,d),l=this.#S(t).envFailure;if(l)return i(l);let a,u;try{a=t.legs??this.#X(t,o),
u=this.#Y(t,o)}catch(d){return i(rt(d))}let c=this.#t.legIds.get(t.id)??Pn(t.id,a,this.#b);t.legs===null&&(this.#i({type:"\
job-legs",job:t.id,legs:c}),this.#ht(t,a,o));for(let d of this.#it(t,a,u,o))this.#M(t.id,null,d.level,d.message);return this.#G(
t,a,c,u,o,{pooled:!0,outputsOf:()=>!0},(d,p,f,m)=>this.#ct(t,d,p,f,a.length,u,r,m))}async#G(t,e,n,r,o,i,l){let a=new AbortController;
Jn(0,a.signal);let u=this.#z(t),c=u.aborted,d,p=()=>{if(d===void 0)try{d=Ae(this.#s,t.job.if,{contexts:o,status:this.#W(
t),where:Z(t.workflow.fileName,t.job.if.position??t.job.position)})}catch{d=!1}return d},f=r.maxParallel?new ue(r.maxParallel):
null,m=[],h=await Promise.all(e.map(async(g,y)=>{let x=n[y],R=async()=>{if(this.#o.aborted||u.aborted&&!c&&!p()||a.signal.
aborted){let E=a.signal.aborted?"fail-fast: another leg of its matrix failed before it started":`${this.#F(t)} before it\
 started`;return this.#i({type:"job-finished",job:t.id,leg:x,result:"cancelled",duration_ms:0,reason:E}),{result:"cancel\
led",outputs:{},stages:[]}}let k=await l(g,x,y,a.signal);if(k.result!=="failure")return k;let P={...o,matrix:ae(g),strategy:sn(
r,y,e.length)};return this.#U(t.job,P,t.id,x,!1,t.workflow.fileName)?{...k,result:this.#et(t.id,x)}:(r.failFast&&e.length>
1&&a.abort(`fail-fast: another leg of ${t.call===null?"its matrix":`the call ${t.id}`} failed`),k)},L=()=>f?f.run(R):R(),
j=await(i.pooled?this.#r.run(L):L());return m.push(j),j})),v={};for(let g of m.filter(i.outputsOf))for(let[y,x]of Object.
entries(g.outputs))(x!==""||!(y in v))&&(v[y]=x);return{id:t.id,result:Wo(h.map(g=>g.result)),outputs:v,stages:h.flatMap(
g=>g.stages),legs:n}}#it(t,e,n,r){let{runsOn:o,container:i,services:l}=t.job;if(o===null&&i===null&&l===null)return[];let a=(c,d)=>{
if(c===null)return null;try{return Ht(this.#s,c,{contexts:d})}catch{return en(c)}},u=e.map((c,d)=>{let p={...r,matrix:ae(
c),strategy:sn(n,d,e.length)};return{runsOn:a(o,p),container:a(i,p),services:a(l,p)}});return Co(u,this.#n.runner.os)}#M(t,e,n,r){
let o=this.#P(t),i=this.#E.get(o)??new Set;this.#E.set(o,i),!i.has(r)&&(i.add(r),this.#i({type:"notice",level:n,job:t,leg:e,
message:r}))}#at(){let t=this.#n.github;return{repository:typeof t.repository=="string"?t.repository:"",refs:["sha","ref",
"ref_name","head_ref"].flatMap(e=>{let n=t[e];return typeof n=="string"&&n!==""?[n]:[]}),workspace:this.#n.runner.workspace}}#lt(t,e){
let n=l=>{let a=Object.entries(t.with).find(([u])=>u.toLowerCase()===l);return a?Pt(this.#s,a[1],e(a[1],`with.${a[0]}`)):
""},[r,o,i]=mo.map(n);return{repository:r,path:o,ref:i}}#K(t){let e=(i,l)=>(this.#i({type:"job-skipped",job:t.id,result:i,
reason:l}),{id:t.id,result:i,outputs:{},stages:[],legs:[]});if(this.#o.aborted)return e("cancelled","the run was cancell\
ed");if(t.skip!==null)return e("skipped",t.skip);let n=this.#V(t),r={...this.#v(t),needs:n},o;try{o=Ae(this.#s,t.job.if,
{contexts:r,status:this.#W(t),where:Z(t.workflow.fileName,t.job.if.position??t.job.position)})}catch(i){return this.#D(t,
rt(i))}if(!o&&this.#L(t))return e("cancelled",this.#F(t));if(!o){let i=t.job.if.text,a=(i===null||t.job.if.implicitSuccess===
!0)&&!this.#W(t).success([])?`${this.#ut(t)}${i===null?"":` (an if: without a status function, such as if: ${i}, means s\
uccess() && (\u2026))`}`:`if: ${i} was false`;return e("skipped",a)}return{needs:n,contexts:r}}#D(t,e){this.#i({type:"no\
tice",level:"error",job:t.id,leg:null,message:e}),this.#i({type:"job-finished",job:t.id,leg:t.id,result:"failure",duration_ms:0,
reason:e});let n={...this.#v(t),needs:this.#V(t)},r=this.#U(t.job,n,t.id,t.id,!1,t.workflow.fileName)?this.#et(t.id,t.id):
"failure";return{id:t.id,result:r,outputs:{},stages:[],legs:[t.id]}}#V(t){let e={};for(let n of t.needs){let r=this.#a.get(
n);r&&(e[ie(n)]={result:r.result,outputs:r.outputs})}return e}#q(t,e){let n=t.id.slice(0,t.id.length-t.job.id.length);return Bs(
e.length>0?e.map(r=>`${n}${r}`):t.upstream,r=>this.#u.get(r)?.call)}#ut(t){let e={failure:"failed",skipped:"was skipped",
cancelled:"was cancelled"},n=this.#q(t,[]).flatMap(i=>{let l=this.#a.get(i)?.result;return l===void 0||l==="success"?[]:
[{id:i,said:`${i} ${e[l]}`}]});if(n.length===0)return"a job it needs did not succeed";let r=n.map(i=>i.said).join(", "),
o=new Set(t.needs);return n.every(i=>o.has(i.id))?`a job it needs did not succeed: ${r}`:`a job upstream did not succeed\
: ${r} (success() counts every job before this one, not only those in needs:)`}#W(t){let e=r=>this.#a.get(r)?.result,n=r=>this.#q(
t,r);return{success:r=>!this.#L(t)&&n(r).every(o=>e(o)==="success"),failure:r=>n(r).some(o=>e(o)==="failure"),cancelled:()=>this.#L(
t)}}#X(t,e){let n=Ar(t.job.strategy);if(!n)return[{}];let r=i=>Z(t.workflow.fileName,i),o=Tr(this.#s,n,e,r);return lr(t.
id,o,r(n.position),this.#p,{recordsStages:t.recordsStages}),o}#Y(t,e){let n=t.job.strategy;if(n?.kind!=="mapping")return{
failFast:!0,maxParallel:null};let r=Z(t.workflow.fileName,n.position),o=n.entries.find(u=>u.key==="fail-fast")?.value,i=n.
entries.find(u=>u.key==="max-parallel")?.value,l=o?Ht(this.#s,o,{contexts:e,where:r}):!0,a=i?Number(Ht(this.#s,i,{contexts:e,
where:r})):null;return{failFast:l!==!1&&l!=="false",maxParallel:a!==null&&Number.isFinite(a)&&a>0?a:null}}async#ct(...t){
let e=this.#e.legTemp,n=e?await e.open(t[2]):this.#n.runner.temp;try{return await this.#dt(n,...t)}finally{await e?.close(
n)}}async#dt(t,...[e,n,r,o,i,l,a,u]){let c=this.#e.now(),d=Object.keys(n).length>0,p=e.workflow,f=p.fileName,m=new AbortController,
h=AbortSignal.any([this.#o,m.signal]),v=null,g=[],y=Ta,x={...this.#n.github,job:e.job.id,...this.#e.eventPath?{event_path:this.#e.
eventPath(t)}:{}},R=ae(n),L=zo({...this.#n.runner,debug:this.#x},t),j=La(x,L,this.#n.runner.workspace),k="success",P=e.job.
stageWorkflow?{}:{...this.#S(e).env},E=[],U={},K=[],b=()=>({...this.#v(e),github:x,needs:a,matrix:R,strategy:sn(l,o,i),runner:L,
env:P,steps:U,job:{status:k}});this.#i({type:"job-started",job:e.id,leg:r,name:this.#nt(e,d?n:null,b()),matrix:d?n:null});
let _={success:()=>k==="success"&&!this.#o.aborted,failure:()=>k==="failure",cancelled:()=>this.#o.aborted||k==="cancell\
ed"},I=null,z=new Set,w=N=>(z.add(N),()=>z.delete(N)),A=N=>{if(I!==null||h.aborted)return;I=N,k="cancelled";let O=y;g.push(
Hn(O,this.#m,()=>m.abort(`the job was cancelled (${N}) and its steps did not finish within its cancel-timeout-minutes (${ce(
O)})`))),v&&!this.#Q(v.step,b(),_,e.id,r,f)&&v.abort.abort(N);for(let B of[...z])B(N)},T=()=>A("fail-fast: another leg o\
f its matrix failed"),H=this.#z(e),F=()=>A(this.#F(e)),q=null,st={shell:null,workingDirectory:null,shellAt:null};try{P={
...P,...Et(this.#s,e.job.env,(it,G)=>({contexts:b(),where:this.#h(G,`jobs.${e.job.id}.env.${it}`,f)}))};let[N,O]=e.job.defaults!==
null?[e.job.defaults,`jobs.${e.job.id}.defaults.run`]:[p.defaults,"defaults.run"],B=(it,G)=>{let jt=N?.[it]??null;if(jt===
null)return null;let Kt=this.#h(jt,`${O}.${G}`,f),xe=Pt(this.#s,jt,{contexts:b(),where:Kt});return xe===""?null:{text:xe,
at:Kt}},gt=B("shell","shell");if(st={shell:gt?.text??null,shellAt:gt?.at??null,workingDirectory:B("workingDirectory","wo\
rking-directory")?.text??null},e.job.cancelTimeoutMinutes&&(y=Io(Ht(this.#s,e.job.cancelTimeoutMinutes,{contexts:b()}),Z(
f,e.job.cancelTimeoutMinutes.position),"cancel-timeout-minutes")),e.job.timeoutMinutes){let it=Z(f,e.job.timeoutMinutes.
position),G=Io(Ht(this.#s,e.job.timeoutMinutes,{contexts:b()}),it);g.push(Hn(G,this.#m,()=>{let jt=`the job exceeded its\
 timeout-minutes (${ce(G)})`;I===null&&!h.aborted&&this.#i({type:"notice",level:"error",job:e.id,leg:r,message:`${it}: j\
obs.${e.id}${d?` (${r})`:""} was cancelled: ${jt}; steps whose if: holds when a job is cancelled (always(), cancelled())\
 still run`}),A(jt)}))}}catch(N){q=rt(N)}if(q)k="failure",this.#i({type:"notice",level:"error",job:e.id,leg:r,message:q});else{
u.aborted?T():u.addEventListener("abort",T,{once:!0}),H.aborted||H.addEventListener("abort",F,{once:!0});for(let N of e.
steps){if(h.aborted)break;let O=new AbortController;v={step:N.step,abort:O};let B=await this.#Z(e,N,r,n,d,{contexts:b,stepStatus:_,
defaults:j,env:()=>P,path:()=>E,signal:AbortSignal.any([h,O.signal]),kill:h,onCancel:w},{file:f,runDefaults:st,inComposite:null});
v=null,B.envAdded&&(P={...P,...B.envAdded}),B.pathAdded.length>0&&(E=[...B.pathAdded,...E]),N.step.id&&(U={...U,[N.step.
id]:{outputs:B.outputs,outcome:B.outcome,conclusion:B.conclusion}}),K.push(...B.stages),B.conclusion==="failure"&&I===null&&
(k="failure")}}u.removeEventListener("abort",T),H.removeEventListener("abort",F);for(let N of g)clearTimeout(N);let ht={},
ct=null;try{ht=Et(this.#s,e.job.outputs,(N,O)=>({contexts:b(),where:this.#h(O,`jobs.${e.job.id}.outputs.${N}`,f)}))}catch(N){
k="failure",ct=rt(N),this.#i({type:"notice",level:"error",job:e.id,leg:r,message:ct})}this.#B(ht,e.id,r);let W=this.#o.aborted||
m.signal.aborted?"cancelled":k,C=W==="failure"?q??ct:null;return this.#i({type:"job-finished",job:e.id,leg:r,result:W,duration_ms:rn(
c,this.#e.now()),...C===null?{}:{reason:C}}),{result:W,outputs:ht,stages:K}}async#Z(t,e,n,r,o,i,l){let{step:a,action:u}=e,
c=l.file,d=this.#e.now(),p=a.action??a.id??"__run",f=T=>{let H=i.contexts();return{...H,github:{...H.github,action:p},env:T}},
m={},h=null;try{m=Et(this.#s,a.env,(T,H)=>({contexts:f(i.env()),where:this.#h(H,`env.${T}`,c),...this.#k()}))}catch(T){h=
rt(T)}let v=this.#gt(a,f({...i.env(),...m})),g=l.inComposite?`${l.inComposite.name} \u203A ${v}`:v,y=l.inComposite?.index??
a.index,x={job:t.id,leg:n,step:y,name:g},R=T=>{l.inComposite||this.#i(T)},L=(T,H,F,q={})=>{let st=T==="failure"?q.outputTail??
null:null;return R({type:"step-finished",...x,outcome:T,conclusion:H,duration_ms:rn(d,this.#e.now()),message:F,...st===null?
{}:{output_tail:st}}),{outcome:T,conclusion:H,message:F,outputTail:st,outputs:q.outputs??{},envAdded:q.envAdded??null,pathAdded:q.
pathAdded??[],stages:q.stages??[]}},j;try{if(h!==null)throw new S("expression-invalid",h);j=this.#tt(a,f({...i.env(),...m}),
i.stepStatus,c)}catch(T){return R({type:"step-started",...x}),{...L("failure","failure",rt(T)),notEvaluated:!0}}if(!j)return R(
{type:"step-finished",...x,outcome:"skipped",conclusion:"skipped",duration_ms:0,message:null}),{outcome:"skipped",conclusion:"\
skipped",message:null,outputTail:null,outputs:{},envAdded:null,pathAdded:[],stages:[]};R({type:"step-started",...x});let k="\
success",P=null,E=null,U={},K=null,b=[],_=[],I={...i.defaults,GITHUB_ACTION:p},z=i.signal,w;try{let T={...i.env(),...m},
H=()=>f(T),F=null,q=Z(c,a.timeoutMinutes?.position??a.position);if(a.timeoutMinutes){let W=null;try{let C=Ht(this.#s,a.timeoutMinutes,
{contexts:H(),where:q,...this.#k()}),N=$r(C);N===null?W=vr(C):F=N.minutes}catch(C){W=C instanceof S?C.message:rt(C)}W!==
null&&this.#i({type:"notice",level:"warning",job:t.id,leg:n,message:`${q}: step ${y+1} (${g}): an error occurred when at\
tempting to determine the step timeout: ${W}; the step runs without a timeout, as on GitHub`})}if(F!==null){let W=new AbortController;
z=AbortSignal.any([i.signal,W.signal]);let C={minutes:F,up:!1,timer:void 0};C.timer=Hn(F,this.#m,()=>{z.aborted||(C.up=!0,
this.#i({type:"notice",level:"warning",job:t.id,leg:n,message:`${q}: step ${y+1} (${g}) exceeded its timeout-minutes (${ce(
F)}): stopping it`}),W.abort(`the step exceeded its timeout-minutes (${ce(F)})`))}),w=C}let st=u.kind==="run"?await this.#e.
createStepFiles?.():void 0,ht=(W,C)=>({contexts:To(H(),st),where:this.#h(W,C,c),...this.#k()}),ct=a.workingDirectory!==null?
Pt(this.#s,a.workingDirectory,ht(a.workingDirectory,"working-directory")):l.runDefaults.workingDirectory;switch(u.kind){case"\
run":{let W=Pt(this.#s,a.run,ht(a.run,"run")),C=a.shell!==null?Pt(this.#s,a.shell,ht(a.shell,"shell")):l.runDefaults.shell,
N=cr(C);if(N!==null&&this.#n.runner.os!=="Windows")throw new S("shell-unavailable",dr(N,this.#n.runner.os),{where:a.shell?
Z(c,a.shell.position):l.runDefaults.shellAt??c});let O=await this.#e.runScript({job:this.#P(t.id),leg:n,step:y,name:g,script:W,
shell:C,workingDirectory:ct,defaults:I,env:T,path:i.path(),files:st,signal:z,kill:i.kill});for(let G of O.masks??[])this.#p.
includes(G)||this.#p.push(G);for(let G of O.annotations??[])this.#i({type:"notice",level:G.level==="notice"?"info":G.level,
job:t.id,leg:n,message:`step ${y+1}: ${G.message}`,...G.place?{annotation:{step:y+1,...G.place}}:{}});let B=O.commands??
{outputs:[],env:[],path:[],failures:[]};U=Object.fromEntries([...B.outputs,...In(O.files.output,lt.output)]);let gt=$o(O.
files.env,lt.env);for(let G of gt.refused)this.#i({type:"notice",level:"error",job:t.id,leg:n,message:`step ${y+1}: ${G}`});
let it=[...B.env,...gt.pairs];it.length>0&&(K=Object.fromEntries(it)),b=[...Oo(O.files.path),...[...B.path].reverse()],O.
summaryBytes!==void 0?this.#i({type:"notice",level:"error",job:t.id,leg:n,message:`step ${y+1}: ${vo(O.summaryBytes)}`}):
O.files.summary.trim()!==""&&this.#e.summary?.(this.#P(t.id),n,O.files.summary);for(let G of B.failures)this.#i({type:"n\
otice",level:"error",job:t.id,leg:n,message:`step ${y+1}: ${G}`});O.exitCode===0&&B.failures.length>0&&(k="failure",P=B.
failures.join("; ")),O.exitCode!==0&&(k=i.signal.aborted?"cancelled":"failure",P=O.exitCode===null?`ended by ${O.signal??
"a signal"}`:`exited with code ${O.exitCode}`,z.aborted&&typeof z.reason=="string"&&(P+=`: ${z.reason}`)),O.output!==void 0&&
(E=ja(O.output));break}case"baton":{let W=Et(this.#s,a.with,(N,O)=>ht(O,`with.${N}`)),C=await this.#e.runAction({action:u.
action,job:this.#P(t.id),leg:n,step:y,stepId:a.id,matrix:o?r:null,inputs:W,defaults:I,env:T,path:i.path(),workingDirectory:ct,
upstream:this.#pt(t),needsFacts:this.#t.needsFacts.get(t.id),jobIds:this.#c,secrets:this.#p,stageJob:ie(t.id),signal:z});
U=C.outputs,Object.keys(C.env).length>0&&(K=C.env),C.summary.trim()!==""&&this.#e.summary?.(this.#P(t.id),n,C.summary);for(let{
warnings:N=[],...O}of C.recorded){this.#d.push({job:this.#P(t.id),leg:n,...O}),_.includes(O.stage)||_.push(O.stage),this.#i(
{type:"stage-recorded",job:t.id,leg:n,...O});for(let B of N)this.#i(za(t.id,n,O,B))}C.ok||(k=i.signal.aborted?"cancelled":
"failure",P=C.message);break}case"noop":{let W=u.action==="checkout"?wo(a.uses?.text??"actions/checkout",this.#lt(a,ht),
this.#at()):null;W!==null&&this.#M(t.id,n,"warning",W),P=W??`${a.uses?.text}: no-op here (${u.reason})`;break}case"local":{
let W=this.#e.loadAction?await this.#e.loadAction(u.path):null;if(W?.kind!=="composite"){let N=`${u.path} ${W?`is a ${W.
using} action, which`:""} cannot run locally; step skipped`.replace("  "," ");return this.#M(t.id,n,"warning",N),L("skip\
ped","skipped",N)}let C=await this.#ft(t,n,r,o,W,{uses:u.path,depth:(l.inComposite?.depth??0)+1,index:y,name:g,with:Et(this.#s,
a.with,(N,O)=>ht(O,`with.${N}`)),contexts:H,stepStatus:i.stepStatus,defaults:I,env:T,overrides:m,path:i.path(),signal:z,
kill:i.kill,onCancel:i.onCancel});U=C.outputs,Object.keys(C.envAdded).length>0&&(K=C.envAdded),b=C.pathAdded,_.push(...C.
stages),C.outcome!=="success"&&(k=C.outcome,P=C.message,E=C.outputTail);break}case"skip":return this.#M(t.id,n,"warning",
u.notice),L("skipped","skipped",u.notice);default:yn(u,"step action")}}catch(T){k=i.signal.aborted?"cancelled":"failure",
P=rt(T),T instanceof S||this.#i({type:"notice",level:"error",job:t.id,leg:n,message:`internal error: ${P}`})}w&&(clearTimeout(
w.timer),w.up&&!i.signal.aborted&&(k="failure",P=`${Z(c,a.timeoutMinutes?.position??a.position)}: the step timed out aft\
er ${ce(w.minutes)} (timeout-minutes)`));let A=k;return k==="failure"&&this.#U(a,i.contexts(),t.id,n,!0,c)&&(A="success"),
L(k,A,P,{outputs:U,envAdded:K,pathAdded:b,stages:_,outputTail:E})}async#ft(t,e,n,r,o,i){if(i.depth-1>Nn)throw new S("act\
ion-invalid",`${i.uses}: composite action depth exceeded max depth ${Nn}, as on GitHub (does it use itself?)`,{where:o.file});
let l=o.directory,a=i.contexts(),u={...a.github,action_path:l},c=Object.fromEntries(Object.entries(i.with).map(([b,_])=>[
b.toLowerCase(),_])),d={...c},p=new Set(o.inputs.map(b=>b.id.toLowerCase())),f=Object.keys(c).filter(b=>!p.has(b));f.length>
0&&this.#M(t.id,e,"warning",`step ${i.index+1}: unexpected input(s) ${f.map(b=>`'${b}'`).join(", ")} of ${i.uses}, valid\
 inputs are [${[...p].map(b=>`'${b}'`).join(", ")}]`);for(let b of o.inputs){let _=b.id.toLowerCase();Object.hasOwn(c,_)?
d[_]=c[_]:b.default?d[_]=Pt(this.#s,b.default,{contexts:{...a,github:u},where:this.#h(b.default,`inputs.${b.id}.default`,
o.file),...this.#k()}):d[_]=""}let m={...i.env},h=[...i.path],v={},g=[],y={},x=null,R=[],L=()=>({...i.contexts(),github:{
...u,action_status:x===null?"success":"failure"},inputs:d,steps:y,env:m}),j={success:()=>x===null&&!i.stepStatus.cancelled(),
failure:()=>x!==null,cancelled:()=>i.stepStatus.cancelled()},k={...i.defaults,GITHUB_ACTION_PATH:l};for(let b of o.steps){
if(i.signal.aborted)break;let _=new AbortController,I=i.onCancel(w=>{this.#Q(b,L(),j,t.id,e,o.file)||_.abort(w)}),z;try{
z=await this.#Z(t,{step:b,action:Ws(b)},e,n,r,{contexts:L,stepStatus:j,defaults:k,env:()=>m,path:()=>h,signal:AbortSignal.
any([i.signal,_.signal]),kill:i.kill,onCancel:i.onCancel},{file:o.file,runDefaults:{shell:null,workingDirectory:null,shellAt:null},
inComposite:{index:i.index,name:i.name,depth:i.depth}})}finally{I()}if(z.envAdded&&(m={...m,...z.envAdded,...i.overrides},
Object.assign(v,z.envAdded)),z.pathAdded.length>0&&(h=[...z.pathAdded,...h],g.unshift(...z.pathAdded)),b.id&&(y={...y,[b.
id]:{outputs:z.outputs,outcome:z.outcome,conclusion:z.conclusion}}),R.push(...z.stages),z.conclusion!=="success"&&z.conclusion!==
"skipped"&&x===null&&(x=z),z.notEvaluated)break}let P={},E=null;try{P=Et(this.#s,Object.fromEntries(o.outputs.flatMap(b=>b.
value?[[b.id,b.value]]:[])),(b,_)=>({contexts:L(),where:this.#h(_,`outputs.${b}.value`,o.file),...this.#k()}))}catch(b){
E=rt(b)}let U=i.signal.aborted?"cancelled":x!==null?x.conclusion:E!==null?"failure":"success",K=x?`${i.uses}: ${x.message??
x.conclusion}`:E!==null?`${i.uses}: ${E}`:null;return{outcome:U,message:K,outputTail:x?.outputTail??null,outputs:P,envAdded:v,
pathAdded:g,stages:R}}#Q(t,e,n,r,o,i=this.#t.workflow.fileName){try{return this.#tt(t,e,n,i)}catch(l){return this.#i({type:"\
notice",level:"error",job:r,leg:o,message:`${rt(l)}; the step is stopped with its cancelled job`}),!1}}#tt(t,e,n,r=this.#t.
workflow.fileName){return Ae(this.#s,t.if,{contexts:e,status:n,where:Z(r,t.if.position??t.position),...this.#k()})}#k(){
return this.#e.host?{host:this.#e.host}:{}}#et(t,e){return this.#i({type:"notice",level:"warning",job:t,leg:e,message:"f\
ailed, and the job has continue-on-error: the jobs that need it see success, and the run does not fail for it"}),"succes\
s"}#U(t,e,n,r,o=!1,i=this.#t.workflow.fileName){let l=t.continueOnError;if(typeof l=="boolean")return l;let a;try{let u=Pt(
this.#s,l,{contexts:e,where:this.#h(l,"continue-on-error",i),...o?this.#k():{}});if(u==="true"||u==="false")return u==="\
true";a=`${this.#h(l,"continue-on-error",i)}: continue-on-error must be true or false, got ${JSON.stringify(u)}; the fai\
lure stands`}catch(u){a=`${rt(u)}; the failure stands (continue-on-error)`}return this.#i({type:"notice",level:"error",job:n,
leg:r,message:a}),!1}#pt(t){let e=this.#u;return Fr(t.stageUpstream,n=>(e.has(n)?Cr(e.get(n),e):[n]).flatMap(r=>[e.get(r)?.
stages,this.#g.get(r),this.#a.get(r)?.stages]),{shownJob:n=>this.#P(n),matrixOf:n=>this.#R.get(n),placeOf:Er(this.#t,t)})}#ht(t,e,n){
let r=Nr(this.#s,t,e,n,this.#p);if(r!==null){this.#g.set(t.id,r.map(({stage:o})=>o));for(let{stage:o,leg:i}of r)Object.keys(
i).length>0&&this.#R.set(o,i)}}#nt(t,e,n){let r=t.job.name,o=t.calledBy===null?"":this.#S(t).namePrefix;if(!r&&o==="")return null;
let i=t.job.id,l=!1;if(r){try{i=Pt(this.#s,r,{contexts:n,...this.#k()})}catch{i=r.text}l=r.expression!==null&&this.#s.facts(
r.expression).paths.some(a=>a[0]==="matrix")}return e&&!l&&(i+=Do(e)),Dn(`${o}${i}`)}#gt(t,e){return Dn(this.#mt(t,e))}#mt(t,e){
if(t.name)try{return Pt(this.#s,t.name,{contexts:e,...this.#k()})}catch{return t.name.text}if(t.uses)return`Run ${t.uses.
text}`;let n=t.run?.text??"";if(t.run)try{n=Pt(this.#s,t.run,{contexts:e,...this.#k()})}catch{}return`Run ${n.trimStart().
split(/\r|\n/)[0]?.trim()??""}`}#i(t){let e=this.#e.now().toISOString(),n="job"in t&&t.job!==null?this.#w.get(t.job):void 0,
r;if(n===void 0)r={...t,at:e};else if(t.type==="job-skipped")r={...t,type:"job-finished",job:n,leg:t.job,duration_ms:0,at:e};else if(t.
type==="notice"&&t.leg===null)r={...t,job:n,leg:t.job,at:e};else if(t.type!=="job-legs")r={...t,job:n,at:e};else return;
if(r.type==="job-skipped")this.#T.set(r.job,r.reason);else if(r.type==="job-finished"){let o=this.#O.get(r.job)??[];o.push(
{leg:r.leg,result:r.result,...r.reason===void 0?{}:{reason:r.reason}}),this.#O.set(r.job,o)}this.#e.emit(r)}#P(t){return this.#w.
get(t)??t}};function Ca(s){return typeof s=="string"?s:JSON.stringify(s)}function Do(s){return` (${Object.values(s).map(
Ca).join(", ")})`}function Wo(s){return s.includes("failure")?"failure":s.includes("cancelled")?"cancelled":s.every(t=>t===
"skipped")?"skipped":"success"}var Uo={lines:10,bytes:2048},Ma=new Set(["error","warning","notice"]);function ja(s){let t=[],
e=new le;for(let n of s.split(/\r?\n/)){let r=zs(n),o=e.read(r);if(o==="resumed")continue;if(o===null){t.push(r);continue}
let{command:i,data:l}=o;i==="stop-commands"?e.stop(l):Ma.has(i)?t.push(`${i[0].toUpperCase()}${i.slice(1)}: ${l}`):i==="\
group"&&t.push(l)}return ys(t.join(`
`),Uo.lines,Uo.bytes)}function La(s,t,e){let n=o=>String(s[o]??""),r=o=>s[o]===void 0?{}:{[`GITHUB_${o.toUpperCase()}`]:n(
o)};return{...r("event_path"),...r("actor_id"),...r("repository_id"),...r("repository_owner_id"),...r("ref_protected"),...r(
"retention_days"),GITHUB_ACTIONS:"true",GITHUB_WORKFLOW:n("workflow"),GITHUB_WORKFLOW_REF:n("workflow_ref"),GITHUB_WORKFLOW_SHA:n(
"workflow_sha"),GITHUB_RUN_ID:n("run_id"),GITHUB_RUN_NUMBER:n("run_number"),GITHUB_RUN_ATTEMPT:n("run_attempt"),GITHUB_JOB:n(
"job"),GITHUB_REPOSITORY:n("repository"),GITHUB_REPOSITORY_OWNER:n("repository_owner"),GITHUB_SHA:n("sha"),GITHUB_REF:n(
"ref"),GITHUB_REF_NAME:n("ref_name"),GITHUB_REF_TYPE:n("ref_type"),GITHUB_HEAD_REF:n("head_ref"),GITHUB_BASE_REF:n("base\
_ref"),GITHUB_EVENT_NAME:n("event_name"),GITHUB_ACTOR:n("actor"),GITHUB_TRIGGERING_ACTOR:n("triggering_actor"),GITHUB_SERVER_URL:n(
"server_url"),GITHUB_API_URL:n("api_url"),GITHUB_GRAPHQL_URL:n("graphql_url"),GITHUB_WORKSPACE:e,...Fo(t)}}function za(s,t,e,n){
let{stage:r,attempt:o}=e,i=`stage ${r}${o>1?` attempt ${o}`:""}`;return{type:"notice",level:"warning",job:s,leg:t,message:`${i}\
: ${n.path==="$"?n.message:Zt(n)}`,problem:{stage:r,attempt:o,code:n.code,path:n.path}}}function rt(s){return s instanceof
S?s.where?`${s.where}: ${s.message}`:s.message:s instanceof Error?s.message:String(s)}function rn(s,t){return Math.max(0,
Math.round(t.getTime()-s.getTime()))}function Ho(s,t,e,n){let r=c=>c!==void 0&&c!=="*"&&c!=="GITHUB_TOKEN"&&!e.has(c),o=c=>{if(c[0]==="github")return c[1]===
"token"&&c.length===2;if(c[0]==="vars")return c[1]!==void 0&&c[1]!=="*"&&!n.has(c[1].toUpperCase());if(c[0]!=="secrets")
return!1;let d=c[1]?.toUpperCase();return d==="GITHUB_TOKEN"?!e.has(d):r(d)},i=c=>c==="other"||c.some(d=>!o(d)),l=new Map,
a=c=>{if(c===null||c.expression===null)return;let d=t.facts(c.expression);d.paths.forEach((p,f)=>{let m=p[0]==="secrets"?
p[1]?.toUpperCase():void 0;if(!r(m))return;let h=i(d.fallbacks[f]??[]),v=l.get(m);v===void 0?l.set(m,{name:m,where:Z(s.fileName,
c.position),fallsBack:h}):v.fallsBack&&!h&&l.set(m,{name:m,where:Z(s.fileName,c.position),fallsBack:h})})},u=c=>{for(let d of Object.
values(c))a(d)};u(s.env);for(let c of s.jobs){u(c.env),c.secrets!=="inherit"&&u(c.secrets);for(let d of c.steps)u(d.env),
u(d.with),a(d.run)}return[...l.values()]}var Fa=["[skip ci]","[ci skip]","[no ci]","[skip actions]","[actions skip]"],Ia=["skip-checks: true","skip-checks:true"],
Da=/^(?:[A-Za-z0-9][A-Za-z0-9-]*:|\s+\S)/;function Bo(s){let t=Fa.find(a=>s.includes(a));if(t!==void 0)return{kind:"inst\
ruction",text:t};let e=s.trimEnd().split(/\r?\n/),n=e.at(-1)??"",r=Ia.find(a=>a===n);if(r===void 0)return null;let o=a=>a!==
void 0&&a.trim()==="",i=e.length-1;for(;i>0&&!o(e[i-1]);)i--;return e.slice(i).every(a=>Da.test(a))&&o(e[i-1])&&o(e[i-2])?
{kind:"trailer",text:r}:null}function Go(s,t,e,n=!1,r){return Wa(s,t,e,n)??Ua(s,t,e,r)}function Wa(s,t,e,n){let r=s.on[t];if(r===null||typeof r!="obj\
ect"||Array.isArray(r))return null;let o=r,i=De(o.types),l=e.action;if(i!==null&&i.length>0&&typeof l=="string"&&!i.includes(
l))return`the event's action ${l} is none of on.${t}.types (${i.join(", ")}): GitHub would not run this workflow for it`;
if(t==="push"){let a=typeof e.ref=="string"?e.ref:"";return a.startsWith("refs/tags/")?Gn(o,"push","tags","branches",a.slice(
10),"tag"):a.startsWith("refs/heads/")?Gn(o,"push","branches","tags",a.slice(11),"branch"):null}if((t==="pull_request"||
t==="pull_request_target")&&!n){let a=e.pull_request?.base?.ref;return typeof a=="string"?Gn(o,t,"branches",null,a,"base\
 branch"):null}return null}function Ua(s,t,e,n){if(!Object.hasOwn(s.on,t))return null;let r,o;if(t==="push")r=e.head_commit?.
message,o="the push's head commit";else if(t==="pull_request"){let a=e.pull_request?.head?.sha;if(n===void 0||a!==n.sha)
return null;r=n.message,o=`the pull request's head commit (${n.sha.slice(0,7)}, HEAD here)`}else return null;let i=typeof r==
"string"?Bo(r):null;if(i===null)return null;let l=i.kind==="trailer"?`ends with the trailer ${i.text}`:`holds ${i.text}`;
return`${o} message ${l}: GitHub would not run this workflow for it`}function Gn(s,t,e,n,r,o){let i=De(s[e]),l=De(s[`${e}\
-ignore`]),a="GitHub would not run this workflow for it";return i!==null?yr(r,i)?null:`the ${o} ${r} matches none of on.${t}\
.${e} (${i.join(", ")}): ${a}`:l!==null?br(r,l)?null:`the ${o} ${r} matches on.${t}.${e}-ignore (${l.join(", ")}): ${a}`:
n!==null&&(s[n]!==void 0||s[`${n}-ignore`]!==void 0)?`on.${t} filters ${n} only, so a push of a ${o} (${r}) does not sta\
rt it: ${a}`:null}var Ja=new TextEncoder,Ha=new TextDecoder("utf-8",{ignoreBOM:!0}),de=class{#t;#e;#s;#n=new Map;constructor(t){this.#t=t}async put(t){
let e=await this.#l(),n=await this.#t.put(t),r={stage:n.stage,attempt:n.attempt,runAttempt:n.runAttempt},o=e.get(n.stage)??
[];o.some(l=>Ce(l,r)===0)||o.push(r),o.sort(Ce),e.set(n.stage,o);let i={record:JSON.parse(Qs(t.record)),prompt:Ha.decode(
Ja.encode(t.prompt)),handoff:JSON.parse(tr(t.handoff)),recordSha256:n.recordSha256};return this.#n.set(Ko(r),Promise.resolve(
i)),n}get(t){return this.#r(e=>{let n=e.get(t)?.at(-1);return n===void 0?Promise.resolve(void 0):this.#o(n)})}getAttempt(t,e,n=1){
return this.#r(r=>{let o=r.get(t)?.find(i=>i.attempt===e&&i.runAttempt===n);return o?this.#o(o):Promise.resolve(void 0)})}#r(t){
return this.#s?t(this.#s):this.#l().then(t)}#o(t){let e=Ko(t),n=this.#n.get(e);return n||(n=this.#t.getAttempt(t.stage,t.
attempt,t.runAttempt),n.catch(()=>this.#n.delete(e)),this.#n.set(e,n)),n}async list(){return[...(await this.#l()).values()].
flat().sort(Me)}#l(){return this.#e??=this.#t.list().then(t=>{let e=new Map;for(let{stage:n,attempt:r,runAttempt:o}of t)
e.set(n,[...e.get(n)??[],{stage:n,attempt:r,runAttempt:o}]);for(let n of e.values())n.sort(Ce);return this.#s=e,e}),this.#e}};
function Ko(s){return`${s.stage}\0${s.runAttempt}\0${s.attempt}`}var Mt=Lt(ee(),1);function on(s,t){let e=t?.code,n=e==="ENOSPC"?" (the disk is full)":e==="EDQUOT"?" (over the disk quota)":e==="EFBIG"?" \
(over the file size limit: see ulimit -f)":e==="ENOENT"?" (the run's directory was removed while it ran)":"";return`${s}\
 could not be written: ${t instanceof Error?t.message:String(t)}${n}`}function fe(s,t,e){return`${s}: ${on(t,e)}; what c\
ame after is not in it`}var an=class{path;#t;#e;#s=null;#n=!1;constructor(t){this.path=t,this.#t=(0,Mt.openSync)(t,"a",420),this.#e=(0,Mt.fstatSync)(
this.#t).size}write(t){if(this.#s!==null||this.#n)return;let e=Buffer.from(`${JSON.stringify(t)}
`);try{for(let n=0;n<e.length;)n+=(0,Mt.writeSync)(this.#t,e,n,e.length-n);this.#e+=e.length}catch(n){try{(0,Mt.ftruncateSync)(
this.#t,this.#e)}catch{}this.#s=fe(this.path,"the run's events",n)}}get failure(){return this.#s}close(){this.#n||(this.#n=
!0,(0,Mt.closeSync)(this.#t))}};var $i=Lt(Ne(),1),J=Lt(ee(),1);import{appendFile as Pu,mkdtemp as Eu,open as Oi,readFile as Au,rm as Tu,writeFile as Nu}from"node:fs/promises";
import{delimiter as _u,dirname as Cu,join as Rt,relative as Mu,resolve as ju}from"node:path";var Vo=65536,pe=4096,qo=/-----BEGIN [A-Z0-9 ]{0,64}PRIVATE KEY(?: BLOCK)?-----/,Ba=/-----(BEGIN|END) [A-Z0-9 ]{0,64}PRIVATE KEY(?: BLOCK)?-----/g;
function Kn(s,t){let e=n=>{let r=t;for(let o of n.matchAll(Ba))r=o[1]==="BEGIN";return r};return e(s)||e(On(s))}function Ga(s){
return qo.test(s)||qo.test(On(s))}var ln=class{#t;#e;#s=new Map;constructor(t,e){this.#t=t,this.#e=e}push(t,e="stdout"){
let n=this.#n(e),r=n.partial+t,o=r.endsWith("\r")?r.length-1:r.length,i=r.slice(0,o).split(/\r\n|\r|\n/);n.partial=(i.pop()??
"")+r.slice(o);for(let l of i)this.#r(n,l);n.partial.length>Vo&&(n.overlong||(this.#o(n,n.partial.slice(0,pe)),n.overlong=
!0),n.inKey=Kn(n.partial,n.inKey),n.partial=n.partial.slice(-pe))}flush(){for(let t of this.#s.values())t.overlong||this.#o(
t,t.partial.replace(/\r$/,"").slice(0,pe))}end(){for(let t of this.#s.values())t.partial!==""&&this.#r(t,t.partial),t.partial=
"",this.#o(t,"")}#n(t){let e=this.#s.get(t);return e||(e={partial:"",held:null,previous:"",inKey:!1,overlong:!1},this.#s.
set(t,e)),e}#r(t,e){if(e.length>Vo&&!t.overlong&&(this.#o(t,e.slice(0,pe)),t.overlong=!0),t.overlong){t.overlong=!1,t.inKey=
Kn(e,t.inKey),t.previous=t.inKey?"":e.slice(-pe);return}if(t.inKey||Ga(e)){t.inKey||this.#o(t,""),t.inKey=Kn(e,t.inKey),
t.previous=t.inKey?"":e;return}this.#o(t,e),t.held=e}#o(t,e){let n=t.held;if(t.held=null,n===null)return;let r=Q(`${t.previous}\

${n}
${e}`,this.#t()),o=r.text.split(`
`),i=o.length===3?o[1]??"":$s(r.redactions[0]?.kind??"secret-value");t.previous=n,i.trim()!==""&&this.#e(i)}};var Xo=["comment","summary","both"],Ka=/^[A-Za-z0-9_.-]{1,64}$/;function qn(s){let t=(s[Y.mode]??"").trim()||"both";if(!Xo.
includes(t))throw new S("input-invalid",`must be one of ${Xo.join(", ")}; got "${t}"`,{where:Y.mode});return t}function Xn(s,t){
let e=qn(s),n=(s[Y.key]??"").trim()||Hr;if(!Ka.test(n))throw new S("input-invalid",`must be 1 to 64 letters, digits, '.'\
, '_' or '-' (it names the sticky comment); got "${n}"`,{where:Y.key});let r=qa(s[Y.includeDetail]??"",Y.includeDetail,!1),
o=null;if(e!=="summary"){let i=(s[Y.issueNumber]??"").trim();if(i!==""){if(!/^[1-9]\d{0,9}$/.test(i))throw new S("input-\
invalid",`must be the number of an issue or pull request, like 42; got "${i}"`,{where:Y.issueNumber});o=Number(i)}else if(o=
Va(t.payload),o===null)throw new S("issue-number-missing",`there is no issue or pull request to comment on: the triggeri\
ng event (${t.name||"unknown"}) is not about one. Set the issue-number input, or use mode: summary`,{where:Y.issueNumber})}
return{mode:e,key:n,includeDetail:r,issueNumber:o}}function Va(s){let t=he(s);if(!t)return null;let e=Vn(he(t.pull_request)?.
number)??Vn(he(t.issue)?.number);if(e!==null)return e;for(let n of["workflow_run","check_run","check_suite"]){let r=he(t[n])?.
pull_requests;if(Array.isArray(r)&&r.length===1){let o=Vn(he(r[0])?.number);if(o!==null)return o}}return null}function qa(s,t,e){let n=s.trim();if(n==="")return e;if(["true","True","TRUE"].includes(n))return!0;if(["false","False",
"FALSE"].includes(n))return!1;throw new S("input-invalid",`must be true or false; got "${n}"`,{where:t})}function he(s){
return s!==null&&typeof s=="object"&&!Array.isArray(s)?s:null}function Vn(s){return typeof s=="number"&&Number.isInteger(
s)&&s>0?s:null}var Xa={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\u274C"};function Yo(s){let{record:t,handoff:e,secrets:n}=s,
r=a=>Jr(a,n)||" ",o=[["status",`${t.status} (${t.outcome.reason})`],["attempt",String(t.attempt)],["exit code",t.agent.exit_code===
null?"none":String(t.agent.exit_code)],["duration",`${(t.agent.duration_ms/1e3).toFixed(1)} s`],["handoff",t.present&&t.
digests.handoff?`present, sha256 ${t.digests.handoff.slice(0,12)}`:"none"]];e?.next&&o.push(["next",e.next.stage]),s.notStored!==
void 0?o.push(["artifact","not stored"]):s.artifactName&&o.push(["artifact",s.artifactName]);let i=[];i.push([`### ${Xa[t.
status]} baton stage \`${t.stage}\``,"","| | |","|---|---|",...o.map(([a,u])=>`| ${a} | ${r(u)} |`)].join(`
`)),s.notStored!==void 0&&i.push(`${Ur(Ya(s.notStored),n)}. No later stage can read this record or its handoff; it is sh\
own here only.`),t.outcome.message&&i.push(Cn(t.outcome.message,n)),e&&i.push(["#### Summary","",Cn(e.summary,n)].join(`\

`));let l=Object.entries(e?.data??{});return l.length>0&&i.push(["#### Data","","| key | value |","|---|---|",...l.map(([
a,u])=>`| ${r(a)} | ${r(u)} |`)].join(`
`)),t.problems.length>0&&i.push(["#### Problems","","| severity | code | where | message |","|---|---|---|---|",...t.problems.
map(a=>`| ${a.severity} | ${r(a.code)} | ${r(a.path)} | ${r(a.message)} |`)].join(`
`)),Za(i,s.notStored===void 0?s.artifactName:void 0)}function Ya(s){return s.charAt(0).toUpperCase()+s.slice(1)}function Za(s,t){
let e=`_Cut to fit the step summary; the full record is in ${t?`artifact ${t}`:"the stage record"}._`,n=St.stepSummaryBytes-
bn(e)-4,r=[],o=0;for(let i of s){let l=bn(i)+2;if(o+l>n){r.push(e);break}r.push(i),o+=l}return`${r.join(`

`)}
`}function Zo(s,t){return Q(s,t).redactions.length===0?s:`${Wr(s.trimEnd(),t)}
`}var ss=Lt(Ne(),1),pt=Lt(ee(),1);import{homedir as du}from"node:os";import{dirname as yi,isAbsolute as fu,join as pu,resolve as os,
sep as dn}from"node:path";var Qo=(s,t,e)=>{let n,r,o,i,l,a=e.indexOf(s),u=e.indexOf(t,a+1),c=a;if(a>=0&&u>0){if(s===t)return[a,u];for(n=[],o=e.length;c>=
0&&!l;){if(c===a)n.push(c),a=e.indexOf(s,c+1);else if(n.length===1){let d=n.pop();d!==void 0&&(l=[d,u])}else r=n.pop(),r!==
void 0&&r<o&&(o=r,i=u),u=e.indexOf(t,c+1);c=a<u&&a>=0?a:u}n.length&&i!==void 0&&(l=[o,i])}return l};var ti="\0SLASH"+Math.random().toFixed(16)+"\0",ei="\0OPEN"+Math.random().toFixed(16)+"\0",un="\0CLOSE"+Math.random().toFixed(
16)+"\0",ni="\0COMMA"+Math.random().toFixed(16)+"\0",si="\0PERIOD"+Math.random().toFixed(16)+"\0",Qa=new RegExp(ti,"g"),
tl=new RegExp(ei,"g"),el=new RegExp(un,"g"),nl=new RegExp(ni,"g"),sl=new RegExp(si,"g"),rl=/\\\\/g,ol=/\\{/g,il=/\\}/g,al=/\\,/g,
ll=/\\\./g,ul=1e5,cl=4e6,dl=1e3,fl=1e3,pl=2e7,hl=16;function Yn(s){return isNaN(s)?s.charCodeAt(0):parseInt(s,10)}function gl(s){
return s.replace(rl,ti).replace(ol,ei).replace(il,un).replace(al,ni).replace(ll,si)}function ml(s){return s.replace(Qa,"\
\\").replace(tl,"{").replace(el,"}").replace(nl,",").replace(sl,".")}function Zn(s,t){for(let e=0;e<t.length;e++)s.push(
t[e])}function ri(s,t,e){if(e.remaining<0)return;let n=Qo("{","}",t),r=n!==void 0&&t.indexOf("{")<n[0];if(e.remaining-=n&&
!r?n[1]+1:s.length,!(!n||e.remaining<0))return{end:n[1],pre:s.slice(0,n[0]),body:s.slice(n[0]+1,n[1]),post:s.slice(n[1]+
1),unmatched:r}}function wl(s,t){t.remaining-=s.length;let e=[];for(let o=0;o<s.length;o++){let i=s.charCodeAt(o);i===123?
e.push(o):i===125&&e.length&&e.pop()}let n="",r=0;for(let o=0;o<e.length;o++){let i=e[o];n+=s.slice(r,i)+"\0",r=i+1}return n+
s.slice(r)}function yl(s,t){if(t.remaining-=s.length,t.remaining<0)return!1;let e=!1;for(let n=s.length-1;n>=0;n--){let r=s.
charCodeAt(n);if(r===125)e=!0;else if(r===10||r===13||r===8232||r===8233)e=!1;else if(r===44&&e&&s.charCodeAt(n+1)!==44)
return!0}return!1}function bl(s,t){let e=[],n="";for(;;){let r=ri(s,s,t);if(t.remaining<0)return;if(!r){let u=s.split(",");
return u[0]=n+u[0],Zn(e,u),e}let{pre:o,body:i,post:l}=r,a=o.split(",");if(a[0]=n+a[0],a[a.length-1]+="{"+i+"}",!l.length)
return Zn(e,a),e;n=a.pop(),Zn(e,a),s=l}}function ge(s,t){return s===void 0||isNaN(s)?t:s}function oi(s,t={}){if(!s)return[];
let e=ge(t.max,ul),n=ge(t.maxLength,cl),r=ge(t.maxDepth,dl),o=ge(t.maxRewrites,fl),i=ge(t.maxSteps,pl);return s.slice(0,
2)==="{}"&&(s="\\{\\}"+s.slice(2)),Qn(gl(s),e,n,r,0,o,{remaining:i},!0).map(ml)}function Sl(s){return"{"+s+"}"}function kl(s){
return/^-?0\d/.test(s)}function xl(s,t){return s<=t}function vl(s,t){return s>=t}function me(s,t,e,n,r,o,i){let l=[],a=0,
u;t:for(let c=0;c<s.length;c++){let d=s[c]+t,p=e;o&&!d&&(u||(u=e.filter(f=>f)),p=u);for(let f=0;f<p.length;f++){if(l.length>=
n)break t;let m=d+p[f];if(a+m.length>r)break t;l.push(m),a+=m.length}}return i.remaining-=l.length,l}function Rl(s,t,e,n,r){
let o=s.split(/\.\./),i=[];if(o[0]===void 0||o[1]===void 0)return i;let l=Yn(o[0]),a=Yn(o[1]),u=Math.max(o[0].length,o[1].
length),c=o.length===3&&o[2]!==void 0?Math.max(Math.abs(Yn(o[2])),1):1,d=xl;a<l&&(c*=-1,d=vl);let f=o.some(kl),m=f?u:1,h=0;
for(let v=l;d(v,a)&&i.length<e;v+=c){if(r.remaining-=m,r.remaining<0)return;let g;if(t)g=String.fromCharCode(v),g==="\\"&&
(g="");else if(g=String(v),f){let y=u-g.length;if(y>0){let x=new Array(y+1).join("0");v<0?g="-"+x+g.slice(1):g=x+g}}if(h+
g.length>n)break;i.push(g),h+=g.length}return i}function Qn(s,t,e,n,r,o,i,l){if(i.remaining-=hl,r>n)return[s];let a=[""],
u=0,c=!1,d=!0,p=s;for(;;){let f=ri(s,p,i);if(!f)return me(a,s,[""],t,e,c,i);f.unmatched&&(p=wl(p,i));let m=f.pre,h=()=>me(
a,m+"{"+f.body+"}"+f.post,[""],t,e,c,i);if(/\$$/.test(m)){if(a=me(a,m+"{"+f.body+"}",[""],t,e,c&&!f.post.length,i),d=!1,
!f.post.length)break;s=f.post,p=p.slice(f.end+1);continue}let v=/^-?\d+\.\.-?\d+(?:\.\.-?\d+)?$/.test(f.body),g=/^[a-zA-Z]\.\.[a-zA-Z](?:\.\.-?\d+)?$/.
test(f.body),y=v||g,x=f.body.indexOf(",")>=0;if(!y&&!x){if(u<o&&yl(f.post,i)){u++,s=f.pre+"{"+f.body+un+f.post,p=p.slice(
0,f.end)+un+p.slice(f.end+1),l=!0;continue}return h()}d&&(c=l&&!y,d=!1);let R;if(y){if(R=Rl(f.body,g,t,e,i),!R)return h()}else{
let j=bl(f.body,i);if(!j)return h();if(j.length===1&&j[0]!==void 0){if(j=Qn(j[0],t,e,n,r+1,o,i,!1).map(Sl),i.remaining<0)
return h();if(j.length===1){let E=me(a,m+j[0],[""],t,e,c&&!f.post.length,i);if(i.remaining<0)return h();if(a=E,!f.post.length)
break;s=f.post,p=p.slice(f.end+1);continue}}let k=c&&!f.post.length&&!m;for(let E=0;k&&E<a.length;E++)a[E]&&(k=!1);R=[];
let P=0;t:for(let E=0;E<j.length;E++){let U=Qn(j[E],t,e,n,r+1,o,i,!1);if(i.remaining<0)return h();for(let K=0;K<U.length;K++){
let b=U[K];if(!(k&&!b)){if(R.length>=t||P+b.length>e)break t;R.push(b),P+=b.length}}}}let L=me(a,m,R,t,e,c&&!f.post.length,
i);if(i.remaining<0)return h();if(a=L,!f.post.length)break;s=f.post,p=p.slice(f.end+1)}return a}var we=s=>{if(typeof s!="string")throw new TypeError("invalid pattern");if(s.length>65536)throw new TypeError("pattern i\
s too long")};var $l={"[:alnum:]":["\\p{L}\\p{Nl}\\p{Nd}",!0],"[:alpha:]":["\\p{L}\\p{Nl}",!0],"[:ascii:]":["\\x00-\\x7f",!1],"[:blank\
:]":["\\p{Zs}\\t",!0],"[:cntrl:]":["\\p{Cc}",!0],"[:digit:]":["\\p{Nd}",!0],"[:graph:]":["\\p{Z}\\p{C}",!0,!0],"[:lower:\
]":["\\p{Ll}",!0],"[:print:]":["\\p{C}",!0],"[:punct:]":["\\p{P}",!0],"[:space:]":["\\p{Z}\\t\\r\\n\\v\\f",!0],"[:upper:\
]":["\\p{Lu}",!0],"[:word:]":["\\p{L}\\p{Nl}\\p{Nd}\\p{Pc}",!0],"[:xdigit:]":["A-Fa-f0-9",!1]},ye=s=>s.replace(/[[\]\\-]/g,
"\\$&"),Ol=s=>s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),ii=s=>s.join(""),ai=(s,t)=>{let e=t;if(s.charAt(e)!=="[")throw new Error(
"not in a brace expression");let n=[],r=[],o=e+1,i=!1,l=!1,a=!1,u=!1,c=e,d="";t:for(;o<s.length;){let h=s.charAt(o);if((h===
"!"||h==="^")&&o===e+1){u=!0,o++;continue}if(h==="]"&&i&&!a){c=o+1;break}if(i=!0,h==="\\"&&!a){a=!0,o++;continue}if(h===
"["&&!a){for(let[v,[g,y,x]]of Object.entries($l))if(s.startsWith(v,o)){if(d)return["$.",!1,s.length-e,!0];o+=v.length,x?
r.push(g):n.push(g),l=l||y;continue t}}if(a=!1,d){h>d?n.push(ye(d)+"-"+ye(h)):h===d&&n.push(ye(h)),d="",o++;continue}if(s.
startsWith("-]",o+1)){n.push(ye(h+"-")),o+=2;continue}if(s.startsWith("-",o+1)){d=h,o+=2;continue}n.push(ye(h)),o++}if(c<
o)return["",!1,0,!1];if(!n.length&&!r.length)return["$.",!1,s.length-e,!0];if(r.length===0&&n.length===1&&/^\\?.$/.test(
n[0])&&!u){let h=n[0].length===2?n[0].slice(-1):n[0];return[Ol(h),!1,c-e,!1]}let p="["+(u?"^":"")+ii(n)+"]",f="["+(u?"":
"^")+ii(r)+"]";return[n.length&&r.length?"("+p+"|"+f+")":n.length?p:f,l,c-e,!0]};var Wt=(s,{windowsPathsNoEscape:t=!1,magicalBraces:e=!0}={})=>e?t?s.replace(/\[([^/\\])\]/g,"$1"):s.replace(/((?!\\).|^)\[([^/\\])\]/g,
"$1$2").replace(/\\([^/])/g,"$1"):t?s.replace(/\[([^/\\{}])\]/g,"$1"):s.replace(/((?!\\).|^)\[([^/\\{}])\]/g,"$1$2").replace(
/\\([^/{}])/g,"$1");var ft,Pl=new Set(["!","?","+","*","@"]),ts=s=>Pl.has(s),li=s=>ts(s.type),El=new Map([["!",["@"]],["?",["?","@"]],["@",[
"@"]],["*",["*","+","?","@"]],["+",["+","@"]]]),Al=new Map([["!",["?"]],["@",["?"]],["+",["?","*"]]]),Tl=new Map([["!",[
"?","@"]],["?",["?","@"]],["@",["?","@"]],["*",["*","+","?","@"]],["+",["+","@","?","*"]]]),ui=new Map([["!",new Map([["\
!","@"]])],["?",new Map([["*","*"],["+","*"]])],["@",new Map([["!","!"],["?","?"],["@","@"],["*","*"],["+","+"]])],["+",
new Map([["?","*"],["*","*"]])]]),Nl="(?!(?:^|/)\\.\\.?(?:$|/))",cn="(?!\\.)",_l=new Set(["[","."]),Cl=new Set(["..","."]),
Ml=new Set("().*{}+?[]^$\\!"),jl=s=>s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),es="[^/]",ci=es+"*?",di=es+"+?",Ll=0,Bt=class{type;#t;#e;#s=!1;#n=[];#r;#o;#l;#a=!1;#d;#c;#u=!1;id=++Ll;get depth(){
return(this.#r?.depth??-1)+1}[Symbol.for("nodejs.util.inspect.custom")](){return{"@@type":"AST",id:this.id,type:this.type,
root:this.#t.id,parent:this.#r?.id,depth:this.depth,partsLength:this.#n.length,parts:this.#n}}constructor(t,e,n={}){this.
type=t,t&&(this.#e=!0),this.#r=e,this.#t=this.#r?this.#r.#t:this,this.#d=this.#t===this?n:this.#t.#d,this.#l=this.#t===this?
[]:this.#t.#l,t==="!"&&!this.#t.#a&&this.#l.push(this),this.#o=this.#r?this.#r.#n.length:0}get hasMagic(){if(this.#e!==void 0)
return this.#e;for(let t of this.#n)if(typeof t!="string"&&(t.type||t.hasMagic))return this.#e=!0;return this.#e}toString(){
return this.#c!==void 0?this.#c:this.type?this.#c=this.type+"("+this.#n.map(t=>String(t)).join("|")+")":this.#c=this.#n.
map(t=>String(t)).join("")}#f(){if(this!==this.#t)throw new Error("should only call on root");if(this.#a)return this;this.
toString(),this.#a=!0;let t;for(;t=this.#l.pop();){if(t.type!=="!")continue;let e=t,n=e.#r;for(;n;){for(let r=e.#o+1;!n.
type&&r<n.#n.length;r++)for(let o of t.#n){if(typeof o=="string")throw new Error("string part in extglob AST??");o.copyIn(
n.#n[r])}e=n,n=e.#r}}return this}push(...t){for(let e of t)if(e!==""){if(typeof e!="string"&&!(e instanceof ft&&e.#r===this))
throw new Error("invalid part: "+e);this.#n.push(e)}}toJSON(){let t=this.type===null?this.#n.slice().map(e=>typeof e=="s\
tring"?e:e.toJSON()):[this.type,...this.#n.map(e=>e.toJSON())];return this.isStart()&&!this.type&&t.unshift([]),this.isEnd()&&
(this===this.#t||this.#t.#a&&this.#r?.type==="!")&&t.push({}),t}isStart(){if(this.#t===this)return!0;if(!this.#r?.isStart())
return!1;if(this.#o===0)return!0;let t=this.#r;for(let e=0;e<this.#o;e++){let n=t.#n[e];if(!(n instanceof ft&&n.type==="\
!"))return!1}return!0}isEnd(){if(this.#t===this||this.#r?.type==="!")return!0;if(!this.#r?.isEnd())return!1;if(!this.type)
return this.#r?.isEnd();let t=this.#r?this.#r.#n.length:0;return this.#o===t-1}copyIn(t){typeof t=="string"?this.push(t):
this.push(t.clone(this))}clone(t){let e=new ft(this.type,t);for(let n of this.#n)e.copyIn(n);return e}static#y(t,e,n,r,o){
let i=r.maxExtglobRecursion??2,l=!1,a=!1,u=-1,c=!1;if(e.type===null){let h=n,v="";for(;h<t.length;){let g=t.charAt(h++);
if(l||g==="\\"){l=!l,v+=g;continue}if(a){h===u+1?(g==="^"||g==="!")&&(c=!0):g==="]"&&!(h===u+2&&c)&&(a=!1),v+=g;continue}else if(g===
"["){a=!0,u=h,c=!1,v+=g;continue}if(!r.noext&&ts(g)&&t.charAt(h)==="("&&o<=i){e.push(v),v="";let x=new ft(g,e);h=ft.#y(t,
x,h,r,o+1),e.push(x);continue}v+=g}return e.push(v),h}let d=n+1,p=new ft(null,e),f=[],m="";for(;d<t.length;){let h=t.charAt(
d++);if(l||h==="\\"){l=!l,m+=h;continue}if(a){d===u+1?(h==="^"||h==="!")&&(c=!0):h==="]"&&!(d===u+2&&c)&&(a=!1),m+=h;continue}else if(h===
"["){a=!0,u=d,c=!1,m+=h;continue}if(!r.noext&&ts(h)&&t.charAt(d)==="("&&(o<=i||e&&e.#m(h))){let g=e&&e.#m(h)?0:1;p.push(
m),m="";let y=new ft(h,p);p.push(y),d=ft.#y(t,y,d,r,o+g);continue}if(h==="|"){p.push(m),m="",f.push(p),p=new ft(null,e);
continue}if(h===")")return m===""&&e.#n.length===0&&(e.#u=!0),p.push(m),m="",e.push(...f,p),d;m+=h}return e.type=null,e.#e=
void 0,e.#n=[t.substring(n-1)],d}#p(t){return this.#x(t,Al)}#x(t,e=El){if(!t||typeof t!="object"||t.type!==null||t.#n.length!==
1||this.type===null)return!1;let n=t.#n[0];return!n||typeof n!="object"||n.type===null?!1:this.#m(n.type,e)}#m(t,e=Tl){return!!e.
get(this.type)?.includes(t)}#E(t,e){let n=t.#n[0],r=new ft(null,n,this.options);r.#n.push(""),n.push(r),this.#w(t,e)}#w(t,e){
let n=t.#n[0];this.#n.splice(e,1,...n.#n);for(let r of n.#n)typeof r=="object"&&(r.#r=this);this.#c=void 0}#$(t){return!!ui.
get(this.type)?.has(t)}#A(t){if(!t||typeof t!="object"||t.type!==null||t.#n.length!==1||this.type===null||this.#n.length!==
1)return!1;let e=t.#n[0];return!e||typeof e!="object"||e.type===null?!1:this.#$(e.type)}#b(t){let e=ui.get(this.type),n=t.#n[0],
r=e?.get(n.type);if(!r)return!1;this.#n=n.#n;for(let o of this.#n)typeof o=="object"&&(o.#r=this);this.type=r,this.#c=void 0,
this.#u=!1}static fromGlob(t,e={}){let n=new ft(null,void 0,e);return ft.#y(t,n,0,e,0),n}toMMPattern(){if(this!==this.#t)
return this.#t.toMMPattern();let t=this.toString(),[e,n,r,o]=this.toRegExpSource();if(!(r||this.#e||this.#d.nocase&&!this.#d.
nocaseMagicOnly&&t.toUpperCase()!==t.toLowerCase()))return n;let l=(this.#d.nocase?"i":"")+(o?"u":"");return Object.assign(
new RegExp(`^${e}$`,l),{_src:e,_glob:t})}get options(){return this.#d}toRegExpSource(t){let e=t??!!this.#d.dot;if(this.#t===
this&&(this.#g(),this.#f()),!li(this)){let a=this.isStart()&&this.isEnd()&&!this.#n.some(f=>typeof f!="string"),u=this.#n.
map(f=>{let[m,h,v,g]=typeof f=="string"?ft.#O(f,this.#e,a):f.toRegExpSource(t);return this.#e=this.#e||v,this.#s=this.#s||
g,m}).join(""),c="";if(this.isStart()&&typeof this.#n[0]=="string"&&!(this.#n.length===1&&Cl.has(this.#n[0]))){let m=_l,
h=e&&m.has(u.charAt(0))||u.startsWith("\\.")&&m.has(u.charAt(2))||u.startsWith("\\.\\.")&&m.has(u.charAt(4)),v=!e&&!t&&m.
has(u.charAt(0));c=h?Nl:v?cn:""}let d="";return this.isEnd()&&this.#t.#a&&this.#r?.type==="!"&&(d="(?:$|\\/)"),[c+u+d,Wt(
u),this.#e=!!this.#e,this.#s]}let n=this.type==="*"||this.type==="+",r=this.type==="!"?"(?:(?!(?:":"(?:",o=this.#R(e);if(this.
isStart()&&this.isEnd()&&!o&&this.type!=="!"){let a=this.toString(),u=this;return u.#n=[a],u.type=null,u.#e=void 0,[a,Wt(
this.toString()),!1,!1]}let i=!n||t||e||!cn?"":this.#R(!0);i===o&&(i=""),i&&(o=`(?:${o})(?:${i})*?`);let l="";if(this.type===
"!"&&this.#u)l=(this.isStart()&&!e?cn:"")+di;else{let a=this.type==="!"?"))"+(this.isStart()&&!e&&!t?cn:"")+ci+")":this.
type==="@"?")":this.type==="?"?")?":this.type==="+"&&i?")":this.type==="*"&&i?")?":`)${this.type}`;l=r+o+a}return[l,Wt(o),
this.#e=!!this.#e,this.#s]}#g(){if(li(this)){let t=0,e=!1;do{e=!0;for(let n=0;n<this.#n.length;n++){let r=this.#n[n];typeof r==
"object"&&(r.#g(),this.#x(r)?(e=!1,this.#w(r,n)):this.#p(r)?(e=!1,this.#E(r,n)):this.#A(r)&&(e=!1,this.#b(r)))}}while(!e&&
++t<10)}else for(let t of this.#n)typeof t=="object"&&t.#g();this.#c=void 0}#R(t){return this.#n.map(e=>{if(typeof e=="s\
tring")throw new Error("string type in extglob ast??");let[n,r,o,i]=e.toRegExpSource(t);return this.#s=this.#s||i,n}).filter(
e=>!(this.isStart()&&this.isEnd())||!!e).join("|")}static#O(t,e,n=!1){let r=!1,o="",i=!1,l=!1;for(let a=0;a<t.length;a++){
let u=t.charAt(a);if(r){r=!1,o+=(Ml.has(u)?"\\":"")+u;continue}if(u==="*"){if(l)continue;l=!0,o+=n&&/^[*]+$/.test(t)?di:
ci,e=!0;continue}else l=!1;if(u==="\\"){a===t.length-1?o+="\\\\":r=!0;continue}if(u==="["){let[c,d,p,f]=ai(t,a);if(p){o+=
c,i=i||d,a+=p-1,e=e||f;continue}}if(u==="?"){o+=es,e=!0;continue}o+=jl(u)}return[o,Wt(t),!!e,i]}};ft=Bt;var ns=(s,{windowsPathsNoEscape:t=!1,magicalBraces:e=!1}={})=>e?t?s.replace(/[?*()[\]{}]/g,"[$&]"):s.replace(/[?*()[\]\\{}]/g,
"\\$&"):t?s.replace(/[?*()[\]]/g,"[$&]"):s.replace(/[?*()[\]\\]/g,"\\$&");var ut=(s,t,e={})=>(we(t),!e.nocomment&&t.charAt(0)==="#"?!1:new Ft(t,e).match(s)),zl=/^\*+([^+@!?*[(]*)$/,Fl=s=>t=>!t.startsWith(
".")&&t.endsWith(s),Il=s=>t=>t.endsWith(s),Dl=s=>(s=s.toLowerCase(),t=>!t.startsWith(".")&&t.toLowerCase().endsWith(s)),
Wl=s=>(s=s.toLowerCase(),t=>t.toLowerCase().endsWith(s)),Ul=/^\*+\.\*+$/,Jl=s=>!s.startsWith(".")&&s.includes("."),Hl=s=>s!==
"."&&s!==".."&&s.includes("."),Bl=/^\.\*+$/,Gl=s=>s!=="."&&s!==".."&&s.startsWith("."),Kl=/^\*+$/,Vl=s=>s.length!==0&&!s.
startsWith("."),ql=s=>s.length!==0&&s!=="."&&s!=="..",Xl=/^\?+([^+@!?*[(]*)?$/,Yl=([s,t=""])=>{let e=hi([s]);return t?(t=
t.toLowerCase(),n=>e(n)&&n.toLowerCase().endsWith(t)):e},Zl=([s,t=""])=>{let e=gi([s]);return t?(t=t.toLowerCase(),n=>e(
n)&&n.toLowerCase().endsWith(t)):e},Ql=([s,t=""])=>{let e=gi([s]);return t?n=>e(n)&&n.endsWith(t):e},tu=([s,t=""])=>{let e=hi(
[s]);return t?n=>e(n)&&n.endsWith(t):e},hi=([s])=>{let t=s.length;return e=>e.length===t&&!e.startsWith(".")},gi=([s])=>{
let t=s.length;return e=>e.length===t&&e!=="."&&e!==".."},mi=typeof process=="object"&&process?typeof process.env=="obje\
ct"&&process.env&&process.env.__MINIMATCH_TESTING_PLATFORM__||process.platform:"posix",fi={win32:{sep:"\\"},posix:{sep:"\
/"}},eu=mi==="win32"?fi.win32.sep:fi.posix.sep;ut.sep=eu;var ot=Symbol("globstar **");ut.GLOBSTAR=ot;var nu="[^/]",su=nu+
"*?",ru="(?:(?!(?:\\/|^)(?:\\.{1,2})($|\\/)).)*?",ou="(?:(?!(?:\\/|^)\\.).)*?",iu=(s,t={})=>e=>ut(e,s,t);ut.filter=iu;var vt=(s,t={})=>Object.
assign({},s,t),au=s=>{if(!s||typeof s!="object"||!Object.keys(s).length)return ut;let t=ut;return Object.assign((n,r,o={})=>t(
n,r,vt(s,o)),{Minimatch:class extends t.Minimatch{constructor(r,o={}){super(r,vt(s,o))}static defaults(r){return t.defaults(
vt(s,r)).Minimatch}},AST:class extends t.AST{constructor(r,o,i={}){super(r,o,vt(s,i))}static fromGlob(r,o={}){return t.AST.
fromGlob(r,vt(s,o))}},unescape:(n,r={})=>t.unescape(n,vt(s,r)),escape:(n,r={})=>t.escape(n,vt(s,r)),filter:(n,r={})=>t.filter(
n,vt(s,r)),defaults:n=>t.defaults(vt(s,n)),makeRe:(n,r={})=>t.makeRe(n,vt(s,r)),braceExpand:(n,r={})=>t.braceExpand(n,vt(
s,r)),match:(n,r,o={})=>t.match(n,r,vt(s,o)),sep:t.sep,GLOBSTAR:ot})};ut.defaults=au;var wi=(s,t={})=>(we(s),t.nobrace||
!/\{(?:(?!\{).)*\}/.test(s)?[s]:oi(s,{max:t.braceExpandMax}));ut.braceExpand=wi;var lu=(s,t={})=>new Ft(s,t).makeRe();ut.
makeRe=lu;var uu=(s,t,e={})=>{let n=new Ft(t,e);return s=s.filter(r=>n.match(r)),n.options.nonull&&!s.length&&s.push(t),
s};ut.match=uu;var pi=/[?*]|[+@!]\(.*?\)|\[|\]/,cu=s=>s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),Ft=class{options;set;pattern;windowsPathsNoEscape;nonegate;negate;comment;empty;preserveMultipleSlashes;partial;globSet;globParts;nocase;isWindows;platform;windowsNoMagicRoot;maxGlobstarRecursion;regexp;constructor(t,e={}){
we(t),e=e||{},this.options=e,this.maxGlobstarRecursion=e.maxGlobstarRecursion??200,this.pattern=t,this.platform=e.platform||
mi,this.isWindows=this.platform==="win32";let n="allowWindowsEscape";this.windowsPathsNoEscape=!!e.windowsPathsNoEscape||
e[n]===!1,this.windowsPathsNoEscape&&(this.pattern=this.pattern.replace(/\\/g,"/")),this.preserveMultipleSlashes=!!e.preserveMultipleSlashes,
this.regexp=null,this.negate=!1,this.nonegate=!!e.nonegate,this.comment=!1,this.empty=!1,this.partial=!!e.partial,this.nocase=
!!this.options.nocase,this.windowsNoMagicRoot=e.windowsNoMagicRoot!==void 0?e.windowsNoMagicRoot:!!(this.isWindows&&this.
nocase),this.globSet=[],this.globParts=[],this.set=[],this.make()}hasMagic(){if(this.options.magicalBraces&&this.set.length>
1)return!0;for(let t of this.set)for(let e of t)if(typeof e!="string")return!0;return!1}debug(...t){}make(){let t=this.pattern,
e=this.options;if(!e.nocomment&&t.charAt(0)==="#"){this.comment=!0;return}if(!t){this.empty=!0;return}this.parseNegate(),
this.globSet=[...new Set(this.braceExpand())],e.debug&&(this.debug=(...o)=>console.error(...o)),this.debug(this.pattern,
this.globSet);let n=this.globSet.map(o=>this.slashSplit(o));this.globParts=this.preprocess(n),this.debug(this.pattern,this.
globParts);let r=this.globParts.map((o,i,l)=>{if(this.isWindows&&this.windowsNoMagicRoot){let a=o[0]===""&&o[1]===""&&(o[2]===
"?"||!pi.test(o[2]))&&!pi.test(o[3]),u=/^[a-z]:/i.test(o[0]);if(a)return[...o.slice(0,4),...o.slice(4).map(c=>this.parse(
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
"string"&&/^[a-z]:$/i.test(e[3]),d=a?3:l?0:void 0,p=c?3:u?0:void 0;if(typeof d=="number"&&typeof p=="number"){let[f,m]=[
t[d],e[p]];f.toLowerCase()===m.toLowerCase()&&(e[p]=f,o=p,r=d)}}let{optimizationLevel:i=1}=this.options;return i>=2&&(t=
this.levelTwoFileOptimize(t)),e.includes(ot)?this.#t(t,e,n,r,o):this.#s(t,e,n,r,o)}#t(t,e,n,r,o){let i=e.indexOf(ot,o),l=e.
lastIndexOf(ot),[a,u,c]=n?[e.slice(o,i),e.slice(i+1),[]]:[e.slice(o,i),e.slice(i+1,l),e.slice(l+1)];if(a.length){let y=t.
slice(r,r+a.length);if(!this.#s(y,a,n,0,0))return!1;r+=a.length,o+=a.length}let d=0;if(c.length){if(c.length+r>t.length)
return!1;let y=t.length-c.length;if(this.#s(t,c,n,y,0))d=c.length;else{if(t[t.length-1]!==""||r+c.length===t.length||(y--,
!this.#s(t,c,n,y,0)))return!1;d=c.length+1}}if(!u.length){let y=!!d;for(let x=r;x<t.length-d;x++){let R=String(t[x]);if(y=
!0,R==="."||R===".."||!this.options.dot&&R.startsWith("."))return!1}return n||y}let p=[[[],0]],f=p[0],m=0,h=[0];for(let y of u)
y===ot?(h.push(m),f=[[],0],p.push(f)):(f[0].push(y),m++);let v=p.length-1,g=t.length-d;for(let y of p)y[1]=g-(h[v--]+y[0].
length);return!!this.#e(t,p,r,0,n,0,!!d)}#e(t,e,n,r,o,i,l){let a=e[r];if(!a){for(let d=n;d<t.length;d++){l=!0;let p=t[d];
if(p==="."||p===".."||!this.options.dot&&p.startsWith("."))return!1}return l}let[u,c]=a;for(;n<=c;){if(this.#s(t.slice(0,
n+u.length),u,o,n,0)&&i<this.maxGlobstarRecursion){let f=this.#e(t,e,n+u.length,r+1,o,i+1,l);if(f!==!1)return f}let p=t[n];
if(p==="."||p===".."||!this.options.dot&&p.startsWith("."))return!1;n++}return o||null}#s(t,e,n,r,o){let i,l,a,u;for(i=r,
l=o,u=t.length,a=e.length;i<u&&l<a;i++,l++){this.debug("matchOne loop");let c=e[l],d=t[i];if(this.debug(e,c,d),c===!1||c===
ot)return!1;let p;if(typeof c=="string"?(p=d===c,this.debug("string match",c,d,p)):(p=c.test(d),this.debug("pattern matc\
h",c,d,p)),!p)return!1}if(i===u&&l===a)return!0;if(i===u)return n;if(l===a)return i===u-1&&t[i]==="";throw new Error("wt\
f?")}braceExpand(){return wi(this.pattern,this.options)}parse(t){we(t);let e=this.options;if(t==="**")return ot;if(t==="")
return"";let n,r=null;(n=t.match(Kl))?r=e.dot?ql:Vl:(n=t.match(zl))?r=(e.nocase?e.dot?Wl:Dl:e.dot?Il:Fl)(n[1]):(n=t.match(
Xl))?r=(e.nocase?e.dot?Zl:Yl:e.dot?Ql:tu)(n):(n=t.match(Ul))?r=e.dot?Hl:Jl:(n=t.match(Bl))&&(r=Gl);let o=Bt.fromGlob(t,this.
options).toMMPattern();return r&&typeof o=="object"&&Reflect.defineProperty(o,"test",{value:r}),o}makeRe(){if(this.regexp||
this.regexp===!1)return this.regexp;let t=this.set;if(!t.length)return this.regexp=!1,this.regexp;let e=this.options,n=e.
noglobstar?su:e.dot?ru:ou,r=new Set(e.nocase?["i"]:[]),o=t.map(a=>{let u=a.map(d=>{if(d instanceof RegExp)for(let p of d.
flags.split(""))r.add(p);return typeof d=="string"?cu(d):d===ot?ot:d._src});u.forEach((d,p)=>{let f=u[p+1],m=u[p-1];d!==
ot||m===ot||(m===void 0?f!==void 0&&f!==ot?u[p+1]="(?:\\/|"+n+"\\/)?"+f:u[p]=n:f===void 0?u[p-1]=m+"(?:\\/|\\/"+n+")?":f!==
ot&&(u[p-1]=m+"(?:\\/|\\/"+n+"\\/)"+f,u[p+1]=ot))});let c=u.filter(d=>d!==ot);if(this.partial&&c.length>=1){let d=[];for(let p=1;p<=
c.length;p++)d.push(c.slice(0,p).join("/"));return"(?:"+d.join("|")+")"}return c.join("/")}).join("|"),[i,l]=t.length>1?
["(?:",")"]:["",""];o="^"+i+o+l+"$",this.partial&&(o="^(?:\\/|"+i+o.slice(1,-1)+l+")$"),this.negate&&(o="^(?!"+o+").+$");
try{this.regexp=new RegExp(o,[...r].join(""))}catch{this.regexp=!1}return this.regexp}slashSplit(t){return this.preserveMultipleSlashes?
t.split("/"):this.isWindows&&/^\/\/[^/]+/.test(t)?["",...t.split(/\/+/)]:t.split(/\/+/)}match(t,e=this.partial){if(this.
debug("match",t,this.pattern),this.comment)return!1;if(this.empty)return t==="";if(t==="/"&&e)return!0;let n=this.options;
this.isWindows&&(t=t.split("\\").join("/"));let r=this.slashSplit(t);this.debug(this.pattern,"split",r);let o=this.set;this.
debug(this.pattern,"set",o);let i=r[r.length-1];if(!i)for(let l=r.length-2;!i&&l>=0;l--)i=r[l];for(let l of o){let a=r;if(n.
matchBase&&l.length===1&&(a=[i]),this.matchOne(a,l,e))return n.flipNegate?!0:!this.negate}return n.flipNegate?!1:this.negate}static defaults(t){
return ut.defaults(t).Minimatch}};ut.AST=Bt;ut.Minimatch=Ft;ut.escape=ns;ut.unescape=Wt;var bi="--follow-symbolic-links";function Si(s,t,e={}){let n=os(s),r=gu(e.leaveOut??[]),o=hu(t[0]),i=(o?t.slice(1):t).flatMap(
u=>u.split(`
`)).map(u=>u.trim()).filter(u=>u!==""&&!u.startsWith("#")).flatMap(u=>bu(wu(n,u))),l=(0,ss.createHash)("sha256"),a=0;for(let u of vu(
i,o,r)){if(!u.startsWith(`${n}${dn}`))continue;let c;try{if(r.any&&(0,pt.lstatSync)(u).isSymbolicLink()&&r.holds((0,pt.realpathSync)(
u)))continue;let d=(0,pt.statSync)(u);if(d.isDirectory())continue;if(!d.isFile())throw new S("hash-files-failed",`hashFi\
les() cannot hash ${u}: it is not a regular file (${mu(d)})`);c=(0,pt.readFileSync)(u)}catch(d){throw d instanceof S?d:rs(
u,d)}l.update((0,ss.createHash)("sha256").update(c).digest()),a+=1}return a>0?l.digest("hex"):""}function hu(s){if(s===void 0||
!s.startsWith("--"))return!1;if(s.toLowerCase()===bi)return!0;throw new S("hash-files-failed",`hashFiles(): invalid glob\
 option ${s}: the one option is '${bi}', as the first argument`)}function gu(s){let t=new Set(s.map(n=>os(n)));for(let n of[
...t])try{t.add((0,pt.realpathSync)(n))}catch{}let e=[...t];return{any:e.length>0,holds:n=>e.some(r=>n===r||n.startsWith(
r.endsWith(dn)?r:`${r}${dn}`))}}function rs(s,t){let e=t.code??String(t);return new S("hash-files-failed",`hashFiles() c\
ould not read ${s}: ${e}`)}function mu(s){return s.isFIFO()?"a FIFO":s.isSocket()?"a socket":s.isCharacterDevice()||s.isBlockDevice()?
"a device":"not a file"}var ki={dot:!0,nobrace:!0,nocase:process.platform==="win32",nocomment:!0,noext:!0,nonegate:!0};function wu(s,t){
let e=!1,n=t;for(;n.startsWith("!");)e=!e,n=n.slice(1).trim();if(n==="")throw new S("hash-files-failed",`hashFiles(): th\
e pattern '${t}' is empty`);let r=fu(n),o=n.endsWith("/"),i=n.split("/").filter(f=>f!==""),l=r?dn:s;!r&&i[0]==="."?i.shift():
!r&&i[0]==="~"&&(l=du(),i.shift());let a=i.map(yu);if(a.some(f=>f==="."||f===".."))throw new S("hash-files-failed",`hash\
Files(): invalid pattern '${t}': relative pathing '.' and '..' is not allowed`);let u=a.indexOf(null),c=u===-1?a:a.slice(
0,u),d=Su(l),p=i.length===0?d:`${d.endsWith("/")?d:`${d}/`}${i.join("/")}`;return{negate:e,directories:o,glob:p,matcher:new Ft(
p,ki),searchPath:os(l,...c)}}function yu(s){let t="";for(let e=0;e<s.length;e++){let n=s[e];if(n==="\\"&&e+1<s.length){e+=
1,t+=s[e];continue}if(n==="*"||n==="?")return null;if(n==="["&&e+1<s.length){let r="",o=-1;for(let i=e+1;i<s.length;i++){
let l=s[i];if(l==="\\"&&i+1<s.length)i+=1,r+=s[i];else if(l==="]"){o=i;break}else r+=l}if(o>=0){if(r.length>1)return null;
if(r!==""){t+=r,e=o;continue}}}t+=n}return t}function bu(s){if(s.glob.endsWith("/**")&&!s.directories)return[s];let t=`${s.
glob}/**`;return[s,{...s,directories:!1,glob:t,matcher:new Ft(t,ki)}]}function Su(s){return s.replaceAll("\\","\\\\").replace(
/(\[)(?=[^/]+\])/g,"[[]").replace(/\?/g,"[?]").replace(/\*/g,"[*]")}var be={none:0,directory:1,file:2,all:3};function ku(s,t){
let e=be.none;for(let n of s){if(!n.matcher.match(t))continue;let r=n.directories?be.directory:be.all;e=n.negate?e&~r:e|
r}return e}function xu(s,t){return s.some(e=>!e.negate&&e.matcher.match(t,!0))}function*vu(s,t,e){let n=s.filter(i=>!i.negate).
map(i=>i.searchPath),r=new Set(n),o=[];for(let i of n){if(o.includes(i))continue;let l=!1;for(let a=i,u=yi(a);u!==a;a=u,
u=yi(a))r.has(u)&&(l=!0);l||o.push(i)}for(let i of o){let l=[{path:i,chain:[]}];for(;l.length>0;){let a=l.pop();if(e.holds(
a.path))continue;let u=ku(s,a.path);if(!u&&!xu(s,a.path))continue;let c;try{c=t?(0,pt.statSync)(a.path):(0,pt.lstatSync)(
a.path)}catch(h){if(h.code==="ENOENT")continue;throw rs(a.path,h)}if(!c.isDirectory()){u&be.file&&(yield a.path);continue}
let d=a.path,p;try{if(t&&(d=(0,pt.realpathSync)(a.path)),a.chain.includes(d)||t&&e.holds(d))continue;p=(0,pt.readdirSync)(
a.path)}catch(h){throw rs(a.path,h)}u&be.directory&&(yield a.path);let f=[...a.chain,d],m=p.map(h=>({path:pu(a.path,h),chain:f}));
l.push(...m.reverse())}}}import{chmod as Ru,readdir as $u,rm as xi}from"node:fs/promises";import{join as Ou}from"node:path";async function fn(s){
try{return await xi(s,{recursive:!0,force:!0}),!0}catch{await vi(s).catch(()=>{});try{return await xi(s,{recursive:!0,force:!0}),
!0}catch{return!1}}}async function vi(s){await Ru(s,448);for(let t of await $u(s,{withFileTypes:!0}))t.isDirectory()&&await vi(
Ou(s,t.name)).catch(()=>{})}var Lu="-event.json",pn=class{#t;expressions;#e;#s;#n=new Map;#r=Promise.resolve();#o=new Map;#l=new Map;#a;host;constructor(t){
this.#t=t,this.expressions=t.expressions,this.host={hashFiles:e=>Si(t.workspace,e,{leaveOut:[t.storeDir]})},this.#s=t.now??
(()=>new Date),this.#e=new Vs({root:t.workspace,tempDir:t.tempDir,privateTempDir:!0,now:this.#s})}now(){return this.#s()}emit(t){
if(this.#t.emit(t),t.type==="step-finished"&&(t.outcome==="failure"||t.outcome==="cancelled")){this.#T.has(`${t.leg}\0${t.
step}`)||this.#N(t.leg,t.step,`\u2500\u2500 step ${t.step+1}: ${t.name}
`);let e=t.message??t.outcome;this.#v(t.leg,`${t.outcome==="cancelled"?"Cancelled":"Error"}: ${e}
`)}t.type==="job-finished"&&this.#_(t.leg)}summary(t,e,n){let r=e===t?t:`${t} (${e})`,o=Rt(this.#t.runDir,kt.summary),i=Q(
`## ${r}

${n.trimEnd()}

`,this.#t.secrets).text;this.#r=this.#r.then(()=>Pu(o,i)).catch(l=>{this.#a??=fe(o,"the step summaries",l)})}async settle(){
let t=[];try{await this.#t.recordWrites?.flush()}catch(r){t.push(wt(r))}let e=await this.drain();e!==null&&t.push(e);let n=this.#t.
eventsFailure?.()??null;return n!==null&&t.push(n),t.length===0?null:t.join(`
`)}async createStepFiles(){let t=await Eu(Rt(this.#t.tempDir,"step-")),e={output:Rt(t,"output"),env:Rt(t,"env"),path:Rt(
t,"path"),state:Rt(t,"state"),step_summary:Rt(t,"summary")};return await Promise.all(Object.values(e).map(n=>Nu(n,"",{flag:"\
wx",mode:384}))),e}async runScript(t){await this.#t.recordWrites?.settled(),this.#c(t.defaults.GITHUB_EVENT_PATH);let e=t.
files??await this.createStepFiles();try{let n={...this.#m(t),[lt.output]:e.output,[lt.env]:e.env,[lt.path]:e.path,[lt.state]:e.
state,[lt.stepSummary]:e.step_summary},r=new Ze({allowUnsecureCommands:n.ACTIONS_ALLOW_UNSECURE_COMMANDS?.toLowerCase()===
"true",allowUnsecureStopCommandTokens:["true","1","$true"].includes(n.ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TOKENS?.toLowerCase()??
""),redact:(g,y)=>Q(g,[...this.#t.secrets,...y]).text}),o=this.#y(t),i=0,l;try{l=await this.#p(t).run({script:t.script,shell:t.
shell??ur,cwd:this.#O(t.workingDirectory),env:n,signal:t.signal,stop:"interrupt",kill:t.kill,onOutput:(g,y)=>{r.push(g,y),
this.#S(r.masks.slice(i)),i=r.masks.length,o?.push(g,y)}})}finally{o?.end()}let{masks:a,annotations:u,commands:c}=r.end();
this.#S(a),this.#N(t.leg,t.step,`\u2500\u2500 step ${t.step+1}: ${t.name}
`);let d=this.#v(t.leg,No(l.output,a)),[[p,f,m],{text:h,...v}]=await Promise.all([Promise.all([e.output,e.env,e.path].map(
g=>Au(g,"utf8"))),Iu(e.step_summary)]);return{exitCode:l.exitCode,signal:l.signal,files:{output:p??"",env:f??"",path:m??
"",summary:h},...v,masks:a,annotations:u,commands:c,output:d}}finally{await Tu(Cu(e.output),{recursive:!0,force:!0})}}#d;eventPath(t){
return`${t}${Lu}`}#c(t){if(t===void 0||t==="")return;this.#d??=Buffer.from(JSON.stringify(this.#t.github.event,null,2));
let e=this.#d,n;try{n=(0,J.openSync)(t,J.constants.O_RDONLY|J.constants.O_NOFOLLOW|J.constants.O_NONBLOCK);let o=(0,J.fstatSync)(
n);if(o.isFile()&&o.size===e.length&&(0,J.readFileSync)(n).equals(e))return}catch(o){if(o.code==="ENOENT"){(0,J.writeFileSync)(
t,e,{flag:"wx",mode:384});return}}finally{n!==void 0&&(0,J.closeSync)(n)}let r=`${t}.${(0,$i.randomUUID)()}`;(0,J.writeFileSync)(
r,e,{flag:"wx",mode:384});try{(0,J.renameSync)(r,t)}catch{(0,J.rmSync)(t,{recursive:!0,force:!0}),(0,J.renameSync)(r,t)}}#u=0;legTemp={
open:async t=>{this.#u+=1;let e=Rt(this.#t.tempDir,`runner-temp-${this.#u}`);return(0,J.mkdirSync)(e,{mode:448}),e},close:async t=>{
Du(t,this.#f.get(t)??[]),this.#f.delete(t);try{(0,J.rmSync)(this.eventPath(t),{recursive:!0,force:!0}),(0,J.rmdirSync)(t);
return}catch{await fn(t)}}};#f=new Map;#y(t){let e=this.#t.onOutput;if(e===void 0)return;let n=new ln(()=>this.#t.secrets,
o=>{let i=tn(o,Po);(i===null||i.form==="legacy"&&!Qe.has(i.command))&&e({job:t.job,leg:t.leg,line:o})}),r;return{push:(o,i)=>{
n.push(o,i),clearTimeout(r),r=setTimeout(()=>n.flush(),zu),r.unref()},end:()=>{clearTimeout(r),n.end()}}}#p(t){let e=t.defaults.
RUNNER_TEMP;return e===void 0?this.#t.runner:{run:n=>this.#t.runner.run({...n,onStart:r=>{for(let[i,l]of this.#f)i!==e&&
l.includes(r)&&this.#f.set(i,l.filter(a=>a!==r));let o=this.#f.get(e)??[];o.push(r),this.#f.set(e,o),n.onStart?.(r)}})}}async loadAction(t){
let e=this.#t.parseAction;if(!e)throw new S("action-invalid",`${t}: local actions cannot be read here`);return Xs(this.#t.
workspace,t,e)}async runAction(t){switch(this.#c(t.defaults.GITHUB_EVENT_PATH),t.action){case"stage":return this.#E(t);case"\
prepare":return this.#w(t);case"capture":return this.#$(t);case"report":return this.#A(t)}}#x(t,e){let n=this.#t.workflow,
o=n.jobs.find(i=>i.id===t.job)?.steps[t.step]?.with[Y.prompt];return{mode:e,job:t.job,stageJob:t.stageJob,matrix:t.matrix,
upstream:t.upstream,...t.needsFacts===void 0?{}:{needsFacts:t.needsFacts},workflowJobs:t.jobIds,github:this.#t.github,...this.#t.
madeEvent===void 0?{}:{madeEvent:this.#t.madeEvent},run:this.#t.run,parentRun:this.#t.parentRun??null,secrets:[...t.secrets,
...Te(this.#m(t))],promptSource:`${o?Z(n.fileName,o.position):n.fileName} jobs.${t.job} prompt`,readFile:i=>qs(this.#t.workspace,
i,St.templateBytes),parseVars:wr}}#m(t){let e={CI:"true",...this.#t.baseEnv,...t.env,...t.defaults};return e.PATH=Fu(t.path,
e.PATH),e}async#E(t){let e;try{e=Ie(t.inputs,this.#x(t,"stage"))}catch(o){if(!(o instanceof S))throw o;return{ok:!1,outputs:{
...so()},env:{},summary:"",recorded:[],message:wt(o)}}this.#b(t);let n=this.#y(t),r;try{r=await uo(e,{openRun:this.#t.openRun,
store:this.#t.store,workspace:this.#e,runner:this.#p(t),env:this.#m(t),signal:t.signal,reporter:this.#R(t),...n?{onOutput:(o,i)=>n.
push(o,i)}:{}})}finally{n?.end()}return this.#N(t.leg,t.step,`\u2500\u2500 step ${t.step+1}: stage ${e.stage}: ${r.attempts.
length} attempt(s), ${r.outcome.reason}; the agent's output is in ${ks.log} of each attempt
`),{ok:r.ok,outputs:{...r.outputs},env:{},summary:as(r.final,e.redact,this.#t.secrets),recorded:r.attempts.map(is),message:r.
outcome.message}}async#w(t){let e=Ie(t.inputs,this.#x(t,"prepare"));this.#b(t);let n=await Ge(e,{openRun:this.#t.openRun,
store:this.#t.store,workspace:this.#e});if(n.kind==="refused")return{ok:!1,outputs:jn("prepare",n.result.outputs),env:{},
summary:as(n.result.final,e.redact,this.#t.secrets),recorded:n.result.attempts.map(is),message:n.result.outcome.message};
let{prepared:r}=n;for(let o of r.warnings)this.#g(t,"warning",o.message);return this.#n.set(`${t.leg}\0${e.stage}`,{prepared:r,
redact:An(t.inputs[Y.redact]??"")}),{ok:!0,outputs:{"prompt-path":r.promptPath,"handoff-path":r.handoffPath},env:{BATON_PROMPT_PATH:r.
promptPath,BATON_HANDOFF_PATH:r.handoffPath,BATON_STAGE:e.stage},summary:"",recorded:[],message:null}}async#$(t){let e=Ie(
t.inputs,this.#x(t,"capture")),n=`${t.leg}\0${e.stage}`,r=this.#n.get(n);if(!r)throw new S("capture-without-prepare",`st\
age ${e.stage}: no prepare step ran before this capture in job ${t.job}`);this.#n.delete(n);let{prepared:o}=r,i=new Set(
An(t.inputs[Y.redact]??"")),l=mr(r.redact.length,r.redact.filter(u=>i.has(u)).length);if(l)throw l;let a=await Be(e,o,null,
{store:this.#t.store,workspace:this.#e},{cancelled:t.signal.aborted});return{ok:a.outcome.reason==="completed",outputs:jn(
"capture",a.outputs),env:{},summary:as(a,e.redact,this.#t.secrets),recorded:[is(a)],message:a.outcome.message}}async#A(t){
let e={name:this.#t.github.event_name,payload:this.#t.github.event},n;try{n=Xn(t.inputs,e)}catch(l){if(!(l instanceof S))
throw l;if(l.code!=="issue-number-missing")return{ok:!1,outputs:{},env:{},summary:"",recorded:[],message:wt(l)};this.#g(
t,"warning",`on GitHub this step fails: ${l.message}`),n={...Xn({...t.inputs,[Y.mode]:"summary"},e),mode:qn(t.inputs)}}let r=await ls(
this.#t.store),o=Br(r,{workflow:this.#t.workflow.name??this.#t.workflow.fileName,key:n.key,includeDetail:n.includeDetail,
recordsLocation:`\`${Mu(this.#t.workspace,this.#t.runDir)||this.#t.runDir}\``,runUrl:null,secrets:t.secrets,cancelled:this.#t.
runCancelled?.()??!1});await _e(Rt(this.#t.runDir,kt.report),o),this.#g(t,"info",`report written to ${Rt(this.#t.runDir,
kt.report)}; no comment is posted from a local run`);let i=n.mode==="comment"?"":o;return{ok:!0,outputs:{},env:{},summary:i,
recorded:[],message:null}}#b(t){let e=t.inputs[Y.parentRun]?.trim();e&&this.#g(t,"warning",`${Y.parentRun} ${JSON.stringify(
e)} is not read by baton run: the parent run here is the one given with --parent <run-id|latest>${this.#t.parentRun?` (${this.#t.
parentRun})`:" (none)"}`)}#g(t,e,n){this.#t.emit({type:"notice",at:this.#s().toISOString(),level:e,job:t.job,leg:t.leg,message:n})}#R(t){
return{info:e=>this.#v(t.leg,`[baton] ${e}
`),warning:e=>this.#g(t,"warning",e),error:e=>this.#g(t,"error",e),group:(e,n)=>n()}}#O(t){return t?ju(this.#t.workspace,
t):this.#t.workspace}#T=new Set;#N(t,e,n){this.#T.add(`${t}\0${e}`),this.#v(t,n)}addSecrets(t){this.#S(t)}#S(t){for(let e of t)
this.#t.secrets.includes(e)||this.#t.secrets.push(e)}#v(t,e){let n=Q(e.endsWith(`
`)||e===""?e:`${e}
`,this.#t.secrets).text,r=this.#o.get(t);if(r===void 0){let o=Rt(this.#t.runDir,ne(t)),i=(this.#l.get(t)??Promise.resolve()).
then(()=>Oi(o,"a",438));r=i.catch(()=>{}),this.#o.set(t,r),this.#l.set(t,i.then(()=>{}))}return this.#C(t,r,o=>o.writeFile(
n)),n}#_(t){let e=this.#o.get(t);e!==void 0&&(this.#o.delete(t),this.#C(t,e,n=>n.close()))}#C(t,e,n){let r=(this.#l.get(
t)??Promise.resolve()).then(async()=>{let o=await e;o!==void 0&&await n(o)}).catch(o=>{this.#a??=fe(Rt(this.#t.runDir,ne(
t)),`the job log of ${t}`,o)});this.#l.set(t,r)}async drain(){await this.#r;for(let t of[...this.#o.keys()])this.#_(t);return await Promise.
all(this.#l.values()),this.#a??null}},zu=500;function is(s){let{stage:t,attempt:e,status:n,outcome:r}=s.record;return{stage:t,
attempt:e,status:Zs(n,r.reason),warnings:oo(s.record)}}function Fu(s,t){return[...s,...t?[t]:[]].join(_u)}function as(s,t,e){
let{record:n,handoff:r}=s,o=[...t,...e];return Zo(Yo({record:n,handoff:r,secrets:o}),o)}async function Iu(s){let t=await Oi(
s,"r");try{let{size:e}=await t.stat();return e>St.stepSummaryFileBytes?{text:"",summaryBytes:e}:{text:await t.readFile("\
utf8")}}finally{await t.close()}}async function ls(s){let t=await s.list();return(await Promise.all(t.map(n=>s.getAttempt(
n.stage,n.attempt,n.runAttempt)))).filter(n=>n!==void 0)}function Du(s,t){let e=t.filter(o=>{try{return process.kill(-o,
0),!0}catch{return!1}});if(e.length===0)return;let n;try{n=(0,J.readdirSync)("/proc").filter(o=>/^\d+$/.test(o)&&Number(
o)!==process.pid)}catch{for(let o of e)Ri(-o);return}let r=`RUNNER_TEMP=${s}`;for(let o of n){let i;try{i=(0,J.readFileSync)(
`/proc/${o}/environ`,"utf8")}catch{continue}i.split("\0").includes(r)&&Ri(Number(o))}}function Ri(s){try{process.kill(s,
"SIGKILL")}catch{}}var Wu=s=>Ns(Rn([$(),Os(),dt()],{error:t=>`${zt(t.input)} is not ${s}: give a string, a finite number or true/false`}).check(
Yt(t=>typeof t!="number"||Number.isFinite(t),{error:t=>`${zt(t.input)} is not ${s}: give a string, a finite number or tr\
ue/false`}),Yt(t=>typeof t!="number"||!Number.isInteger(t)||Number.isSafeInteger(t),{error:t=>`${zt(t.input)} is past th\
e integers a JavaScript number holds exactly: give it as a string`})),Ts(t=>String(t))),Pi=(s,t,e)=>Jt($(),Wu(e),{error:n=>`\
takes an object of ${t} and their values (${s}), not ${Ot(n.input)}`}),te=()=>$({error:s=>`takes a string, not ${Ot(s.input)}`}),
Ei=()=>se(s=>typeof s=="function",{error:s=>`takes a function, not ${Ot(s.input)}`}),Ai=()=>se(s=>s instanceof AbortSignal,
{error:s=>`takes an AbortSignal, not ${Ot(s.input)}`}),Ti=s=>dt({error:t=>`takes a number of milliseconds, not ${Ot(t.input)}`}).
check(Yt(t=>Number.isFinite(t)&&(s==="from 0"?t>=0:t>0),{error:t=>`${zt(t.input)} is not a number of milliseconds ${s}`}));
function Ni(s){return Object.entries(s).find(([,t])=>t!==void 0&&typeof t!="string")}var Uu=yt($({error:s=>`${zt(s.input)}\
 is not the name of an environment variable`}),{error:s=>{let t=JSON.stringify(typeof s.input=="string"?[s.input]:s.input!==
null&&typeof s.input=="object"?Object.keys(s.input).slice(0,2):["MY_TOKEN"]),e=s.input!==null&&typeof s.input=="object"&&
!Array.isArray(s.input);return`takes a list of the names of environment variables that hold the secrets (secrets: ${t}),\
 not ${Ot(s.input)}${e?": set each in env and name it here":""}`}}),Ci=Ps({cwd:D(te()),job:D(te()),inputs:D(Pi('{ issue:\
 "42" }',"the inputs","an input value")),event:D(Rn([$(),Jt($(),Pe())],{error:s=>`takes the path of a JSON file or the p\
ayload as an object, not ${Ot(s.input)}`})),eventName:D(te()),vars:D(Pi('{ NAME: "value" }',"the variables","a variable \
value")),secrets:D(Uu),env:D(se(s=>s!==null&&typeof s=="object"&&!Array.isArray(s),{error:s=>`takes an object of variabl\
es and their values, not ${Ot(s.input)}`}).check(Yt(s=>Ni(s)===void 0,{error:s=>{let[t,e]=Ni(s.input);return`${t}: ${zt(
e)} is not an environment variable's value: give a string`}}))),concurrency:D(dt({error:s=>`${zt(s.input)} is not a whol\
e number from 1`}).check(Yt(s=>Number.isSafeInteger(s)&&s>=1,{error:s=>`${zt(s.input)} is not a whole number from 1`}))),
onEvent:D(Ei()),onOutput:D(Ei()),signal:D(Ai()),cancel:D(Ai()),killGraceMs:D(Ti("from 0")),minuteMs:D(Ti("above 0")),storeDir:D(
te()),facts:D(se(s=>s!==null&&typeof s=="object"&&!Array.isArray(s),{error:s=>`takes an object of facts about the checko\
ut, not ${Ot(s.input)}`})),repositoryRoot:D(te()),parent:D(te())},{error:s=>`takes an object of options, not ${Ot(s.input)}`}),
_i=["job","inputs","event","eventName","vars"],Ju=Es(Ci,{job:!0,inputs:!0,event:!0,eventName:!0,vars:!0});function us(s,t="\
runWorkflow"){let e=t==="runWorkflow"?Ci:Ju,n=e.safeParse(s??{});if(n.success)return n.data;let r=Object.keys(e.shape),o=n.
error.issues.flatMap(a=>a.code==="unrecognized_keys"?a.keys.map(u=>({where:[...a.path,u],message:_i.includes(u)?`${t} ha\
s no such option: a replay is started as the run it replays was (its ${_i.join(", ")})`:`${t} has no such option${Ee(u,r)}`})):
[{where:a.path,message:a.message}]),[i,...l]=o.map(a=>({where:Hu(a.where),message:a.message}));throw new S("usage",i.message,
{where:i.where===""?t:i.where,details:l.map(a=>a.where===""?a.message:`${a.where}: ${a.message}`)})}function Hu(s){return s.
map((t,e)=>typeof t=="number"?`[${t}]`:typeof t=="string"&&/^[A-Za-z_$][\w$-]*$/.test(t)?`${e===0?"":"."}${t}`:`[${JSON.
stringify(String(t))}]`).join("")}var ji=/^[A-Za-z_][A-Za-z0-9_]*$/,nc=yt(et({id:$(),result:Ue,outputs:Jt($(),$()),stages:yt($()),legs:yt($()),withheld_outputs:D(
yt($())),leg_results:D(yt(et({leg:$(),result:Ue,reason:D($())}))),skip_reason:D($())}));async function yh(s,t={}){return sc(
s,t,Tn)}async function sc(s,t,e){return wc(s),Li(s,us(t),{words:e,replay:null})}async function Li(s,t,{words:e,replay:n}){
let r=zi(t.cwd);n===null&&lc(t.vars??{},e);let o=t.env??process.env,i=dc(o,[...Sn,...t.secrets??[]]),l=Se(r,s),a=ec(r,l)||
s,u=await hn(l,"utf8").catch(M=>{throw n?ic(s,n.run,M,e):or(r,s,M)}),c=t.facts??{},d=Xr(r,o,c),p=Ys(r),f=(M,at,mt)=>Ds(M,
at,mt,{ownAction:p}),m=await Is(u,a,{ownAction:p}),h=await Yr(t.repositoryRoot??r,m,p),v=(0,ke.createHash)("sha256").update(
u).digest("hex"),g={};for(let[M,at]of h)"unreadable"in at||(g[M]=(0,ke.createHash)("sha256").update(at.source).digest("h\
ex"));let y=null;if(typeof t.event=="string"){let M=t.event,at=await hn(Se(r,M),"utf8").catch(mt=>{throw re(M,mt,"event \
file")});y=kr(at,M)}else t.event&&(xr(t.event,"event"),y=t.event);let x=uc(t.secrets??[],o,n?.run??null,e),R=[...Object.
values(x),...Sn.map(M=>o[M]).filter(M=>M!==void 0&&M!==""),...Te(o)],L=Zr({cwd:r,known:c,checkout:await d,payload:y,ownAction:p,
calledWorkflows:h}),j=L.facts,k=fc(R,()=>Pr(m,oe,{job:t.job,inputs:t.inputs,event:y,eventName:t.eventName,vars:t.vars,secretValues:R,
secretNames:Object.keys(x),words:e,...L})),P=Mr(m,oe,{called:h,expanded:k.expanded}),E=Go(m,k.eventName,k.event,t.event===
void 0,j.commit&&{sha:j.sha,message:j.commit.message}),U=new Set(Object.keys(x).map(M=>M.toUpperCase())),K=Ho(m,oe,U,new Set(
Object.entries(t.vars??{}).filter(([,M])=>M!=="").map(([M])=>M.toUpperCase()))),b=Se(r,t.storeDir??xn),_=new Mn(b),I=n?await hc(
_,b,m,k,n,{workflow:v,called:g},e):null,z=t.parent===void 0?null:await ac(_,t.parent,e),w=rc(),A=new Date,T=(M,at,mt,ve=null)=>Qt(
{workflow:m.name??a,workflow_path:a,status:M,started_at:A.toISOString(),finished_at:mt?mt.toISOString():null,duration_ms:mt?
Math.max(0,mt.getTime()-A.getTime()):null,replay_of:I?I.run:null,...ve===null?{}:{reason:ve},...M==="running"?{process:pc()}:
{},jobs:at},R),H=await _.createRun(T("running",[],null)),F=H.runDir,q=Qu(F),st=new rr(F,{writeBehind:!0}),ht=new de(st),
ct,W,C,N,O;try{let M=new Map,at={workflow_path:a,workflow_sha256:v,called_sha256:g,job:t.job??null,inputs:t.inputs??{},event_name:k.
eventName,event:k.event,vars:t.vars??{},secrets:t.secrets??[],parent:z},mt=Qt(at,R),ve=cs(at).some(V=>Le(V,R))||JSON.stringify(
[mt.inputs,mt.vars])!==JSON.stringify([at.inputs,at.vars]);await Mi(nt(F,kt.invocation),"how the run was started",`${JSON.
stringify(ve?{...mt,redacted:!0}:mt,null,2)}
`),I&&(await yc(I.store,H,I.stages),await bc(nt(b,I.run),F,I.jobs.values())),ct=await Ku(nt(w.dir,`baton-run-${q}-`)).catch(
V=>{throw new S("tempdir-invalid",`the run's temp dir could not be made there: ${V instanceof Error?V.message:String(V)}`,
{where:w.where,cause:V})});let gn=new AbortController,hs=(V,bt)=>$t=>{if(!(N!==void 0||bt===void 0))try{bt($t)}catch(qt){
N={error:qt},queueMicrotask(()=>gn.abort(`stopped because the ${V} callback threw`))}},Fi=hs("onEvent",t.onEvent),gs=t.signal?
AbortSignal.any([t.signal,gn.signal]):gn.signal,mn=new an(nt(F,kt.events));W=mn;let ms=V=>{let bt=Qt(V,R);if(mn.write(bt),
Fi(bt),V.type==="run-started"){let $t=Object.keys(x).filter(X=>x[X].length<Dt.minSecretLength),qt=[...jr(P).map(X=>({level:"\
warning",message:X})),...k.notices,...E===null?[]:[{level:"warning",message:`${E} (it runs here as asked)`}],...K.filter(
X=>!X.fallsBack).map(({name:X,where:wn})=>({level:"warning",message:`${wn}: secrets.${X} is read, but ${e.secretNotGiven(
X)}: it is empty in this run, as on GitHub for a secret the repository does not have (${e.giveSecret(X)} to set it)`})),
...K.filter(X=>X.fallsBack).map(({name:X,where:wn})=>({level:"info",message:`${wn}: secrets.${X} is read, but ${e.secretNotGiven(
X)}: each read of it falls back with || to another value, which this run takes (${e.giveSecret(X)} to set it)`})),...$t.
map(X=>({level:"warning",message:`secret ${X} is shorter than ${Dt.minSecretLength} characters, so it is not redacted: i\
t will appear wherever a step or agent prints it (a value that short would blank out ordinary words)`}))];for(let X of qt)
Re(V.at,X.level,X.message);I?.whole&&Re(V.at,"info",I.whole)}if(V.type==="run-started"&&I!==null&&I.changed.length>0){let $t=I.
changed.map(qt=>qt===""?a:qt);Re(V.at,"warning",`${$t.join(" and ")} changed since run ${I.run}: this replay runs ${$t.length===
1?"the file":"the files"} as ${$t.length===1?"it is":"they are"} now`)}V.type==="run-started"&&I?.redactedStart&&Re(V.at,
"warning",I.redactedStart)},Re=(V,bt,$t)=>ms({type:"notice",at:V,level:bt,job:null,leg:null,message:$t}),Vt=Sr({eventName:k.
eventName,payload:k.event,facts:j,runId:q,workflow:m,workflowPath:a});C=new pn({workflow:k.workflow,expressions:oe,parseAction:f,
workspace:r,runDir:F,storeDir:b,tempDir:ct,store:ht,recordWrites:st,runCancelled:()=>gs.aborted||t.cancel?.aborted===!0,
runner:new Ve({tempDir:ct,reuseScripts:!0,secrets:R,...t.killGraceMs===void 0?{}:{killGraceMs:t.killGraceMs},noPathHint:e.
noPath}),baseEnv:i,run:{id:q,attempt:1,workflow:m.name??a,repository:j.repository,event_name:k.eventName,sha:String(Vt.sha),
ref:String(Vt.ref)},github:{repository:j.repository,ref:String(Vt.ref),sha:String(Vt.sha),run_id:q,actor:String(Vt.actor),
event_name:k.eventName,event:k.event},...t.event===void 0?{madeEvent:k.eventName}:{},secrets:R,parentRun:z,openRun:V=>{let bt=M.
get(V);return bt||(bt=_.open(V).then($t=>new de($t)),M.set(V,bt)),bt},emit:ms,eventsFailure:()=>mn.failure,...t.onOutput?
{onOutput:hs("onOutput",t.onOutput)}:{}}),O=await Jo(k,C,{runId:q,concurrency:t.concurrency??Xu(),signal:gs,cancel:t.cancel,
secrets:x,github:Vt,runner:{os:process.platform==="darwin"?"macOS":process.platform==="win32"?"Windows":"Linux",arch:process.
arch==="arm64"?"ARM64":process.arch==="x64"?"X64":process.arch.toUpperCase(),temp:ct,toolCache:nt(ct,"tool-cache"),workspace:r,
workspaceParent:tc(r)},reuse:I?.jobs,minuteMs:t.minuteMs})}catch(M){O={error:M}}st.close();let[B]=await Promise.all([C?.
drain()??null,st.settled()]);W?.close(),ct!==void 0&&await fn(ct);let gt="error"in O?null:O,it=[],G=M=>{M&&!it.some(at=>at.
includes(M))&&it.push(M)};if(G(gt?.reason),"error"in O&&G(wt(O.error)),G(B),G(W?.failure),gt!==null)try{await Mi(nt(F,kt.
jobs),"the jobs' results",`${JSON.stringify(cc(gt.jobs,R),null,2)}
`)}catch(M){G(wt(M))}let jt=gt===null||gt.status==="success"&&it.length>0?"failure":gt.status,Kt=it.length===0?null:Q(it.
join(`
`),R).text,xe=(gt?.jobs??[]).map(M=>({id:M.id,stages:M.stages,result:M.result}));try{await _.writeSummary({id:q,...T(jt,
xe,new Date,Kt)})}catch(M){throw oc(F,M,Kt)}if(N!==void 0)throw N.error;if("error"in O)throw O.error;let fs=await ls(st.
writeFailure?st:ht),ps=Lr(fs);return{runId:q,runDir:F,status:jt,reason:Kt,records:fs,chain:ps,finalStage:zr(ps)}}function rc(){
let s=Zu(),t=process.env.TMPDIR?`TMPDIR ${s}`:`temp dir ${s}`,e;try{e=(0,Gt.statSync)(s)}catch(n){if(!je(n,"ENOENT","ENO\
TDIR"))throw re(t,n)}if(e?.isDirectory()!==!0)throw new S("tempdir-invalid",`${e===void 0?"no such directory":"is not a \
directory"}; baton run keeps each run's scratch files there`,{where:t,details:[`${e===void 0?"create it, or ":""}set TMP\
DIR to a directory`]});return{dir:s,where:t}}async function Mi(s,t,e){try{await _e(s,e)}catch(n){throw new S("run-write-\
failed",on(t,n),{where:s,cause:n})}}function oc(s,t,e){let n=!(0,Gt.existsSync)(s),r=e===null||n?[]:[`the run failed: ${e.
replaceAll(`
`,`
  `)}`];return new S("run-write-failed",n?"the run's directory was removed while it ran: nothing more of the run could b\
e stored":`its end could not be stored in ${vs}: ${wt(t)}; baton runs shows it as interrupted`,{where:s,details:r,cause:t})}
function ic(s,t,e,n){let r=re(s,e);return je(e,"ENOENT")?new S(r.code,`${r.message}: run ${t} ran this workflow file, an\
d a replay runs it as it is now`,{...r.where===void 0?{}:{where:r.where},details:[`put it back (from git, if it was comm\
itted) to replay run ${t}, or start a new run of another workflow with ${n.runCommand}`],cause:e}):r}async function ac(s,t,e){
try{return await s.resolve(t)}catch(n){throw n instanceof S?new S(n.code,n.message,{where:e.parent,details:n.details}):n}}
function lc(s,t){let e=new Map;for(let n of Object.keys(s)){if(!ji.test(n)||n.toUpperCase().startsWith("GITHUB_"))throw new S(
"usage",`${JSON.stringify(n)} is not a name GitHub allows for a variable: letters, digits and _, not starting with a dig\
it or with GITHUB_`,{where:t.vars});let r=e.get(n.toUpperCase());if(r!==void 0)throw new S("usage",`${JSON.stringify(r)}\
 and ${JSON.stringify(n)} are one variable on GitHub (names are not case-sensitive); give it once`,{where:t.vars});e.set(
n.toUpperCase(),n)}}function uc(s,t,e,n){let r=s.find(a=>!ji.test(a));if(r!==void 0)throw new S("usage",r.startsWith("-")&&
n.flags?`takes the name of an environment variable after it (--secret NAME), not ${JSON.stringify(r)}`:`${JSON.stringify(
r)} is not the name of an environment variable (letters, digits and _, not starting with a digit)`,{where:n.secrets});let o={},
i=[],l=[];for(let a of s){let u=t[a];u===void 0?i.push(a):u===""?l.push(a):o[a]=u}if(i.length+l.length>0){let a=(c,d)=>c.
length===0?[]:[`${c.length===1?"secret":"secrets"} ${d}: ${c.join(", ")}`],u=c=>`run ${e} was started with ${n.passSecret(
c)}`;throw new S("secret-missing",[...a(i,"not set in the environment"),...a(l,"set to the empty string")].join("; "),{details:[
...i.map(c=>e===null?`${n.setSecret(c)} before running, or ${n.dropSecret(c)}`:`${n.setSecret(c)} before replaying: ${u(
c)}`),...l.map(c=>e===null?`${n.setSecret(c)} with its value before running, or ${n.dropSecret(c)}: an empty secret is n\
o secret (one not given is '' in the run, as on GitHub)`:`${n.setSecret(c)} with its value before replaying: ${u(c)}`)]})}
return o}function cc(s,t){return s.map(e=>{let n={},r=[...e.withheldOutputs??[]];for(let[c,d]of Object.entries(e.outputs))
Q(d,t).redactions.length>0?r.push(c):n[c]=d;let{id:o,stages:i,legs:l,ends:a,skipped:u}=Qt({id:e.id,stages:e.stages,legs:e.
legs,ends:e.legResults??[],skipped:e.skipReason},t);return{id:o,result:e.result,outputs:n,stages:i,legs:l,...r.length>0?
{withheld_outputs:Qt(r,t)}:{},...a.length>0?{leg_results:a}:{},...u===void 0?{}:{skip_reason:u}}})}function cs(s){return typeof s==
"string"?[s]:Array.isArray(s)?s.flatMap(cs):s!==null&&typeof s=="object"?Object.values(s).flatMap(cs):[]}function dc(s,t){
let e=new Set(t),n={};for(let[r,o]of Object.entries(s))o!==void 0&&!e.has(r)&&(n[r]=o);return n}function fc(s,t){try{return t()}catch(e){
if(!(e instanceof S))throw e;let n=r=>Q(r,s).text;throw new S(e.code,n(e.message),{...e.where===void 0?{}:{where:n(e.where)},
details:e.details.map(n),cause:e.cause})}}function pc(){let s=Qr(process.pid);return{pid:process.pid,host:Yu(),...s?{start:s}:
{}}}async function hc(s,t,e,n,r,o,i){let l=await s.resolve(r.run);await s.readSummary(l);let a=await s.open(l),u=await gc(
nt(t,l),l),c=await _n(nt(t,l),l).catch(()=>null),d=[];c?.workflow_sha256!==void 0&&c.workflow_sha256!==o.workflow&&d.push(
"");let p=c?.called_sha256;if(p!==void 0)for(let w of[...new Set([...Object.keys(p),...Object.keys(o.called)])].sort())p[w]!==
o.called[w]&&d.push(w);let f=[...new Set(u.flatMap(w=>w.stages))],m=u.map(w=>w.id),h=`stages: ${f.join(", ")||"(none)"};\
 jobs: ${m.join(", ")||"(none)"}`;if(r.from.trim()==="")throw new S("usage",`is empty; name the stage or job of run ${l}\
 to run again from: ${h}`,{where:i.from});let v=u.find(w=>w.id.includes("/")&&(w.stages.includes(r.from)||w.legs.includes(
r.from)))?.id??u.find(w=>w.stages.includes(r.from)||w.legs.includes(r.from))?.id??(await a.get(r.from))?.record.job??n.jobs.
find(w=>w.id===r.from)?.id,g=v?.split("/")[0];if(g===void 0)throw new S("stage-unknown",`run ${l} has no stage or job ${r.
from}${Ee(r.from,[...f,...m])}; ${h}`,{where:i.from});let y=g===r.from?`job ${g}`:`${v===r.from?"job":"stage"} ${r.from}\
 belongs to job ${g}, which`;if(!e.jobs.some(w=>w.id===g)){let w=e.jobs.map(A=>A.id);throw new S("stage-unknown",`${y} i\
s no longer in ${e.fileName}: a replay runs the workflow file as it is now, not as run ${l} had it`,{where:i.from,details:[
`its jobs now: ${w.join(", ")||"(none)"}`]})}if(!n.jobs.some(w=>w.id===g))throw new S("stage-unknown",`${y} is not part \
of this run${n.target===null?"":` (run ${l} was started with ${i.passJob(n.target)})`}`,{where:i.from});let x=new Set([g,
...n.jobs.filter(w=>w.upstream.includes(g)).map(w=>w.id)]);for(let w of n.jobs)w.calledBy!==null&&x.has(w.calledBy)&&x.add(
w.id);let R=new Map,L=[];for(let w of n.jobs){if(x.has(w.id))continue;let A=u.find(T=>T.id===w.id);if(!A)throw new S("re\
play-incomplete",`run ${l} has no result for job ${w.id}; run it again in full`,{where:i.from});R.set(w.id,A),L.push(...A.
stages)}for(let w of n.jobs)if(x.has(w.id))for(let A of w.needs){let T=R.get(A)?.withheldOutputs??[];if(T.length===0)continue;
let H=T.join(", ");throw new S("replay-incomplete",`job ${A}'s output${T.length===1?` ${H} was`:`s ${H} were`} not store\
d (it may hold a secret), so replaying from ${r.from} cannot give it to job ${w.id}`,{where:i.from,details:[`replay from\
 the job that made it: ${i.replay(l,A)}`]})}let j=new Map(e.jobs.map(w=>[w.id,w])),k=w=>(R.get(w)?.result??"success")!==
"success",P=j.get(g);if(P?.if.text===null){let w=P.needs.map(A=>A.id).filter(k);if(w.length>0){let A=w[0];for(let T=0;R.
get(A)?.result==="skipped"&&T<e.jobs.length;T++){let H=j.get(A)?.needs.map(F=>F.id).find(k);if(H===void 0)break;A=H}throw new S(
"replay-skips",`job ${g} needs ${w.map(T=>`${T} (${R.get(T).result} in run ${l})`).join(", ")}, so replaying from ${r.from}\
 would skip it again`,{where:i.from,details:[`replay from the job that did not succeed: ${i.replay(l,A)}`]})}}let E=new Set(
L),U=await a.list(),K=L.find(w=>!U.some(A=>A.stage===w));if(K!==void 0)throw new S("replay-incomplete",`run ${l} recorde\
d stage ${K}, but its record is gone from ${nt(t,l)}, so it cannot be reused`,{where:i.from,details:[`replay from that s\
tage, to run it again: ${i.replay(l,K)}`]});for(let w of U)if(E.has(w.stage))try{await a.getAttempt(w.stage,w.attempt,w.
runAttempt)}catch(A){throw A instanceof S?new S("replay-incomplete",`run ${l}'s record of stage ${w.stage} (attempt ${w.
attempt}) cannot be reused: ${wt(A)}`,{where:i.from,details:[`replay from that stage, to run it again: ${i.replay(l,w.stage)}`]}):
A}let b=u.find(w=>w.id===g),_=r.from===g?null:v!==void 0&&v!==g?`every job of its call (${u.filter(w=>w.id.startsWith(`${g}\
/`)).map(w=>w.id).join(", ")})`:b&&b.legs.length>1?`every leg of its matrix (${b.legs.join(", ")})`:b&&b.stages.length>1?
`every stage of it (${b.stages.join(", ")})`:null,I=_===null?null:`${i.fromStage(r.from)}: job ${g} runs again whole, ${_}`,
z=c===null?null:Dr(l,c,"replay",i);return{run:l,store:a,jobs:R,stages:L,changed:d,whole:I,redactedStart:z}}async function gc(s,t){
let e=await hn(nt(s,kt.jobs),"utf8").catch(()=>{throw new S("replay-incomplete",`run ${t} did not finish, so it cannot b\
e replayed`,{where:t})}),n=Ir(e,nc,nt(s,kt.jobs),{code:"replay-incomplete",what:"the jobs' results baton stores",fix:`ru\
n ${t} cannot be replayed; run it again in full`}),o=n.some(i=>i.leg_results===void 0&&(i.legs.length>0||i.skip_reason===
void 0))?await mc(s):{legs:new Map,skips:new Map};return n.map(({withheld_outputs:i,leg_results:l,skip_reason:a,...u})=>{
let c=o.legs.get(u.id),d=l??(c===void 0?void 0:u.legs.map(f=>c.get(f)??{leg:f,result:u.result})),p=a??o.skips.get(u.id);
return{...u,...i&&i.length>0?{withheldOutputs:i}:{},...d===void 0?{}:{legResults:d},...p===void 0?{}:{skipReason:p}}})}async function mc(s){
let t=await hn(nt(s,kt.events),"utf8").catch(()=>""),e=new Map,n=new Map;for(let r of t.split(`
`)){if(!/"type":"job-(finished|skipped)"/.test(r))continue;let o;try{o=no.safeParse(JSON.parse(r)).data}catch{continue}if(o?.
type==="job-skipped"&&n.set(o.job,o.reason),o?.type!=="job-finished")continue;let i=e.get(o.job)??new Map;i.set(o.leg,{leg:o.
leg,result:o.result,...o.reason===void 0?{}:{reason:o.reason}}),e.set(o.job,i)}return{legs:e,skips:n}}function zi(s){let t=Se(
s??process.cwd()),e;try{e=(0,Gt.statSync)(t)}catch(n){if(!je(n,"ENOENT","ENOTDIR"))throw re(t,n,"cwd")}if(e?.isDirectory()!==
!0)throw new S("usage",e===void 0?"no such directory":"is not a directory",{where:`cwd ${t}`});return t}function wc(s){if(typeof s!=
"string"||s.trim()==="")throw new S("usage",`takes the workflow file's path as its first argument (runWorkflow('.github/\
workflows/ci.yml', \u2026)), not ${ds(s)}`,{where:"runWorkflow"})}async function yc(s,t,e){let n=new Set(e);for(let r of await s.
list())n.has(r.stage)&&await t.copyAttempt(s,r.stage,r.attempt,r.runAttempt)}async function bc(s,t,e){let n=new Set;for(let r of e)
for(let o of[...r.legs,...(r.legResults??[]).map(i=>i.leg)])n.add(o);for(let r of n){let o=ne(r),i=nt(s,o);if((await Gu(
i).catch(()=>null))?.isFile()!==!0)continue;let l=nt(t,`.${kt.jobLogPrefix}${(0,ke.randomBytes)(6).toString("hex")}.tmp`);
try{await Bu(i,l,Gt.constants.COPYFILE_EXCL),await Vu(l,nt(t,o))}catch(a){throw await qu(l,{force:!0}),new S("run-write-\
failed",on(`the job log of ${r}`,a),{where:nt(t,o),cause:a})}}}async function bh(s,t,e={}){return Sc(s,t,e,Tn)}async function Sc(s,t,e,n){
kc(s,t);let r=us(e,"replayWorkflow"),o=zi(r.cwd),i=Se(o,r.storeDir??xn),l=await new Mn(i).resolve(s),a=await _n(nt(i,l),
l);if(a.redacted)throw new S("replay-refused",`run ${l} was started with a secret (or text shaped like a token) in ${n.typedValues}\
, which was not stored, so it cannot be replayed`,{details:[`start it again in full: ${n.run(a.workflow_path)} with the \
same options`]});return Li(a.workflow_path,{...r,cwd:o,storeDir:i,...a.job?{job:a.job}:{},inputs:a.inputs,event:a.event,
eventName:a.event_name,vars:a.vars,secrets:r.secrets??a.secrets,...a.parent?{parent:a.parent}:{}},{words:n,replay:{run:l,
from:t}})}function kc(s,t){let e=[...typeof s=="string"&&s.trim()!==""?[]:[`takes the stored run's id (or 'latest') as i\
ts first argument (replayWorkflow('latest', 'fix', \u2026)), not ${ds(s)}`],...typeof t=="string"?[]:[`takes the stage o\
r job to run again from as its second argument (replayWorkflow('latest', 'fix', \u2026)), not ${ds(t)}`]];if(e.length>0)
throw new S("usage",e[0],{where:"replayWorkflow",details:e.slice(1)})}function ds(s){return typeof s=="string"?"an empty\
 string":JSON.stringify(s)??String(s)}export{Ue as a,Ii as b,no as c,Rc as d,Je as e,Be as f,Ge as g,uo as h,aa as i,Ve as j,yh as k,sc as l,bh as m,Sc as n};

import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{b as fs,c as rn,d as Si,e as vi,f as on,g as an,i as Ci}from"./chunk-D3MX4B4K.js";import{a as hi,b as Ei,c as Ti,
d as Ni}from"./chunk-FWCAF2Q3.js";import{a as wi,c as yi,d as bi,j as ki,k as $i,l as xi,m as Ri,n as Pi}from"./chunk-FBNXGRL4.js";
import{k as ai,l as li}from"./chunk-QXCWXY4M.js";import{a as Ht,b as Yr,c as Zr,e as ze,f as Gt,g as fo,h as po,i as ho,
j as go,n as Eo}from"./chunk-Z4BKAIT6.js";import{$ as he,Aa as Xo,B as He,Ba as Yo,Ca as Zo,D as to,E as eo,F as no,
G as so,Ga as Qo,Ha as ti,J as ro,K as oo,Ka as ei,L as io,Na as ni,Oa as si,Q as pe,Qa as cs,R as ao,Ra as ri,Sa as oi,
T as lo,Ta as ii,U as uo,Z as Lo,_ as is,b as xt,ba as as,c as Rt,ca as Fo,d as Je,da as Io,e as Jt,ea as Do,fa as Wo,ga as Uo,
ha as Jo,ia as Ho,ka as qe,la as Xe,ma as us,na as Bo,pa as Ye,qa as zo,r as st,ra as Ko,sa as Vo,v as Qr,za as qo}from"./chunk-FSG5ZC6J.js";
import{a as ls,i as Go}from"./chunk-VEJBZX2Q.js";import{a as os,b as Co,c as _o,d as Mo,g as jo}from"./chunk-JLRMRLJ3.js";
import{d as ui}from"./chunk-MSOSO2OH.js";import{a as fi,b as pi}from"./chunk-PAB2L2FK.js";import{b as Oi,c as Ai,
d as ps}from"./chunk-RL3MLW7I.js";import{e as ns,f as ss,g as rs}from"./chunk-FKQNWEK2.js";import{c as ds}from"./chunk-XUTR3HVW.js";
import{a as gi,b as mi}from"./chunk-EXJPGJCY.js";import{a as Ze,e as ci,f as Qe,h as tn,i as en,k as nn,l as sn,m as di}from"./chunk-NVUCVQM3.js";
import{a as es,e as To}from"./chunk-4O2PI65S.js";import{B as oe,C as bo,D as So,F as vo,G as Qn,H as ts,I as ko,J as $o,
K as xo,L as Ro,M as Po,N as Oo,Q as Ao,R as Mt,a as Be,b as co,m as mo,r as wo,v as yo,w as Ke,x as Ve}from"./chunk-FPHKCJVG.js";
import{a as Ge}from"./chunk-RBL3FFHZ.js";import{b as No}from"./chunk-6RREDHNG.js";import{b as Dr}from"./chunk-4CJRKZYO.js";
import{f as Fr,g as Ir,h as Fe}from"./chunk-L52GCVQB.js";import{a as Gr}from"./chunk-KPJVIX65.js";import{b as q,
c as re,d as Ie,e as De,f as We,g as Xn,h as Wr,i as Ur,k as Jr,l as Ut,m as Yn,n as Hr}from"./chunk-TTL53LJI.js";
import{a as Ue,b as Br,c as zr,l as Kr,n as Vr,o as qr}from"./chunk-U5HZIWHA.js";import{b as Zn}from"./chunk-LS2NIP65.js";
import{b as Cr}from"./chunk-7K7IBSX3.js";import{c as Er,e as Tr,f as je,g as Nr,i as se}from"./chunk-56XQEZWE.js";
import{c as _r,d as Mr,e as jr}from"./chunk-2XNDWZYB.js";import{b as Lr,c as Le}from"./chunk-TR6ONM2E.js";import{
c as te}from"./chunk-FCWOFCWY.js";import{a as Ct,b as Ce,c as $t,d as zn,e as br,j as Ar}from"./chunk-DA5X62VC.js";
import{b as qn,d as Me}from"./chunk-TIXFR75A.js";import{a as Ae,b as Ee,d as S,e as Dt,f as wt,g as Un,h as cr}from"./chunk-OKFZ7BVP.js";
import{a as Xr}from"./chunk-T4Y4YH2X.js";import{a as Qt}from"./chunk-5A7QKWCT.js";import{A as Or,D as fe,E as ne,
c as Sr,d as vr,h as ot,i as Wt,j as Kn,k as kr,m as $r,n as _t,o as _e,p as xr,r as Rr,s as Vn,u as de,x as Pr,y as z}from"./chunk-X3WXZ7VZ.js";
import{D as rt,H as Q,N as Nt,U as et,V as at,W as ce,Z as kt,_ as yr,b as Jn,d as dr,e as fr,j as Te,l as pr,m as hr,n as Tt,
o as gr,p as mr,q as Hn,r as Gn,t as Bn,u as wr,w as ee,x as Ne}from"./chunk-VTCVQFHR.js";import{d as Ot}from"./chunk-3NR5HZ6E.js";var kl=new TextEncoder,$l=new TextDecoder("utf-8",{fatal:!0,ignoreBOM:!0}),xl=new TextDecoder("latin1");async function _i(s,t,e){
let n=[],r=[],o=new Set,i=rt.artifactBytes;for(let[a,l]of(t.artifacts??[]).entries()){let u=f=>r.push({code:Nt.artifactRefused,
severity:"warning",path:Ar(["artifacts",a,"path"]),message:`${l.path} ${f}; it was not kept`});if(l.path.includes(kt.markerPrefix)){
u("held a secret (its path was redacted)");continue}let d=yo(l.path);if("refused"in d){u(d.refused);continue}if(o.has(d.
path))continue;let c=await e.readArtifact(s.workingDirectory,d.path,i);if(c.kind==="refused"){u(c.reason);continue}let p=Rl(
c.bytes,s.redact,`${wr}/${d.path}`);if("refused"in p){u(p.refused);continue}if(p.bytes.length>i){u(`is ${p.bytes.length}\
 bytes once redacted, more than the ${i} bytes left of the ${rt.artifactBytes}-byte limit for one record's artifacts`);continue}
r.push(...p.problems),n.push({path:d.path,bytes:p.bytes}),o.add(d.path),i-=p.bytes.length}return{files:n,problems:r}}function Rl(s,t,e){
let n;try{n=$l.decode(s)}catch{n=void 0}if(n!==void 0){let r=Xe(n,t,e);return r.problems.length===0?{bytes:s,problems:[]}:
{bytes:kl.encode(r.text),problems:r.problems}}return q(xl.decode(s),t).redactions.length>0?{refused:"is not UTF-8 text a\
nd holds a secret, which cannot be redacted from a binary file"}:{bytes:s,problems:[]}}async function ln(s,t,e,n,r={}){let o=s.agent?.kind==="preset"?s.agent.preset:null,i=e===null?r.agentOutput:void 0,a=o===
null?null:e?no(o,e.stdout):i?so(o,i.text):null,l=e?e.stdout:i?.text??null,u=o!==null&&i!==void 0?oo(o,i.text):null,d=e?"\
the agent's stdout":i?`${Q.agentOutput} ${i.path}`:"",c=await Nl(s,t,l,a?.finalText??null,d,n),p=c.kind==="valid"?c.handoff:
null,f=p?await _i(s,p,n.workspace):{files:[],problems:[]},h=[...t.warnings,...c.problems,...f.problems,...a?.problems??[],
...o!==null&&e===null?Tl(o,i,a):[]],g=c.kind==="invalid",m=s.onInvalid==="fail"||s.handoff==="required",y=null,w,v=()=>typeof r.
signal?.reason=="string"?`: ${r.signal.reason}`:"",$={reason:"cancelled",message:`the stage was cancelled while its agen\
t ran${v()}`};if(r.cancelled||r.signal?.aborted)w=$;else if(e&&e.exitCode!==0){let P=s.agent?.kind==="preset"?Ol(s.agent.
preset,e,s.redact):"";w={reason:"exit-nonzero",message:e.exitCode!==null?`the agent exited with code ${e.exitCode}${P}`:
e.signal!==null?`the agent was ended by ${e.signal}`:`the agent could not start: ${e.output.replace(an,"").trim()}`,exitCode:e.
exitCode,signal:e.signal}}else if(i&&u)w={reason:"exit-nonzero",message:`the agent's output (${i.path}) ends with an err\
or result${Al(o,u,s.redact)}`,exitCode:null,signal:null};else if(g&&m){let P=c.problems.filter(U=>U.severity==="error");
w={reason:"handoff-invalid",message:`the handoff was refused (${Ll(P.length,"problem")}): ${jl(P)}`,problems:P}}else if(p===
null&&s.handoff==="required"){let P=`no handoff: nothing at $${Tt.handoffPath} and no block between the markers in the a\
gent's output${Cl(c.problems)}, and this stage requires one (handoff: required)`;h.push({code:Nt.handoffMissing,severity:"\
error",path:"$",message:P}),w={reason:"handoff-missing",message:P}}else if(r.verify){let P=await r.verify();y=P.facts,h.
push(...P.problems),w=r.signal?.aborted?{reason:"cancelled",message:`the stage was cancelled while verify ran${v()}`}:y.
exit_code===0?{reason:"completed",message:null}:{reason:"verify-failed",message:`verify failed with ${y.exit_code===null?
"no exit code (ended by a signal)":`exit code ${y.exit_code}`}`,exitCode:y.exit_code}}else w={reason:"completed",message:null};
let E=g&&!m?h.map(P=>({...P,severity:"warning"})):h,A=n.workspace.now(),k=await qe(s,{attempt:t.attempt,repair:t.repair,
hop:t.hop,lineage:t.lineage,...t.parent?{parent:t.parent}:{},prompt:t.prompt,handoff:p,agent:e,startedAt:new Date(t.preparedAt),
finishedAt:A,usage:a?.usage??null,verify:y,outcome:w,problems:E,files:f.files},n),R=s.handoff==="required"&&(w.reason===
"handoff-invalid"||w.reason==="handoff-missing");return{...k,outputs:rn(k.record,k.handoff,{artifactId:k.ref.id,promptPath:t.
promptPath,handoffPath:t.handoffPath}),repairProblems:R?k.record.problems.filter(P=>P.severity==="error"):[]}}var Pl=300;
function Ol(s,t,e){let n=ro(s,t.output);if(n===null)return"";let r=Mi(n.text,e);return r===""?"":n.source==="cli"?`: ${s}\
 said "${r}"`:`: ${r}`}function Mi(s,t){let e=q(hr(s),t).text;return No(te(Le(e).replace(/\s+/g," ").trim()),Pl)}function Al(s,t,e){
let n=Mi(t.text,e);return`${t.subtype?.startsWith("error")===!0&&t.subtype!==n?` (${t.subtype})`:""}${n===""?"":`: ${s} \
said "${n}"`}`}var El={claude:"claude -p --output-format stream-json --verbose \u2026 > file, or claude-code-action\u2019s executi\
on_file",codex:"codex exec --json \u2026 > file",gemini:"gemini --output-format json \u2026 > file",copilot:"copilot --o\
utput-format=json \u2026 > file; Copilot CLI 1.0.102 puts no token counts in it"};function Tl(s,t,e){let n=`give ${Q.agentOutput}\
 the file the CLI\u2019s machine-readable output went to (${El[s]})`,r=i=>[{code:Nt.usageMissing,severity:"warning",path:"\
agent.usage",message:i}];if(t===void 0)return r(`${Q.agent} is ${s} and ${Q.agentOutput} is empty, so the record has no \
usage: ${n}`);if(e===null||e.usage!==null||e.problems.length>0)return[];let o=t.cut>0?` in its last ${t.bytes-t.cut} byt\
es (of ${t.bytes}: only the end of a longer file is read)`:"";return r(`${Q.agentOutput} ${t.path} holds no usage in ${s}\
\u2019s output format${o}, so the record has none: ${n}`)}async function Nl(s,t,e,n,r,o){let i=await o.workspace.readHandoff(
t.handoffPath),a=[],l;if(i.kind!=="missing")l=i;else if(e!==null){let p=Gr({prompt:t.prompt,event:s.github.event},s.redact);
for(let[f,h]of[[n,`the final message in ${r}`],[e,r]]){if(!f)continue;let g=_r(f,{foreign:p});if(a.push(...g.warnings),g.
json!==null){l=jr(g.json,h);break}}}if(l===void 0)return{kind:"missing",problems:Ml(a)};if(l.kind==="invalid")return{kind:"\
invalid",problems:[...a,...l.problems]};if(s.dataSchema!==void 0){let p=Fr(l.handoff.data,s.dataSchema);if(p.length>0)return{
kind:"invalid",problems:[...a,...p]}}let u=Jr(l.handoff,s.redact),d=[...a,...l.warnings,...u.problems],c=u.handoff.next?.
stage;if(c!==void 0&&s.workflowJobs!==null&&!s.workflowJobs.includes(c)){let p={code:Nt.nextUnknownStage,severity:s.onInvalid===
"warn"?"warning":"error",path:"$.next.stage",message:`"${c}" names no job in this workflow; jobs: ${[...s.workflowJobs].
sort().join(", ")}`};if(s.onInvalid==="fail")return{kind:"invalid",problems:[...d,p]};d.push(p)}else c!==void 0&&s.workflowJobs===
null&&d.push({code:Nt.nextUnchecked,severity:"warning",path:"$.next.stage",message:`"${c}" was not checked against the w\
orkflow's jobs, which are not known here: ${s.workflowUnread??"the workflow file was not read"}; the \`next\` output names\
 it as given, whether or not a job has that id`});return{kind:"valid",handoff:u.handoff,problems:d}}function Cl(s){let t=Mr(
s).map(r=>_l[r]);if(t.length===0)return"";let[e,n]=t.length===1?["one that is","is"]:["ones that are","are"];return` but\
 ${e} also ${t.join(" and ")}, which ${n} not the agent's (a block the same as one there is never taken from the output,\
 wherever it is printed: write the handoff to the file at $${Tt.handoffPath})`}var _l={prompt:"in its prompt",event:"in \
the event that started the run"};function Ml(s){let t=new Set;return s.filter(e=>{let n=`${e.code}\0${e.path}\0${e.message}`;
return t.has(n)?!1:(t.add(n),!0)})}function jl(s){let t=[...s].sort((n,r)=>Number(qn(r.message))-Number(qn(n.message))),
e=t.slice(0,3).map(se).join("; ");return t.length>3?`${e}; and ${t.length-3} more`:e}function Ll(s,t){return`${s} ${t}${s===
1?"":"s"}`}function ji(s){let t=s.problems.filter(r=>r.severity==="error"),e=(t.length>0?t:s.problems).map(r=>`- ${se(r).replace(/\s+/g,
" ")}`).join(`
`),n=JSON.stringify(Xr(),null,2);return[`# Your handoff for stage \`${s.stage}\` was not accepted`,"","Your last run fin\
ished, but baton could not accept its handoff:","",e,"",`Do not redo the work. Write the handoff again, as one JSON obje\
ct that follows the JSON Schema below, to the file named by the environment variable \`${Tt.handoffPath}\` (or print it a\
s the last thing you output, between a line \`${Gn.start}\` and a line \`${Gn.end}\`).`,"","## The handoff JSON Schema",
"",Fe(n,"json"),"",...s.dataSchema===void 0?[]:["## This stage's data-schema","","The handoff's `data` must also follow \
this JSON Schema (a pattern is an ECMAScript regular expression; lengths are in UTF-8 bytes):","",Fe(Ir(s.dataSchema),"j\
son"),""],"## The task you were given","",Fe(s.previousPrompt,"markdown"),""].join(`
`)}async function un(s,t,e={}){let n=e.attempt??1,r=t.workspace.now(),o=await t.store.list();Dl(s,n,o);let i=e.upstream??await Wl(
s,t.store,o),a=e.parent!==void 0?e.parent:await Jl(s,t),l=i.filter(w=>w.stored!==void 0),u=l.map(w=>Li(w.stored)).sort((w,v)=>ls(
w.stage,v.stage)),d=a?.deepest[0]?.record.hop??0,c=1+Math.max(d,...l.map(w=>w.stored.record.hop)),p=a?{run:a.run,lineage:a.
deepest.map(Li)}:void 0,f=async(w,v)=>{let $=await qe(s,{attempt:n,repair:e.repair!==void 0,hop:c,lineage:u,...p?{parent:p}:
{},prompt:"",handoff:null,agent:null,startedAt:r,finishedAt:t.workspace.now(),usage:null,verify:null,outcome:w,problems:v},
t);return{kind:"refused",result:{stage:s.stage,ok:!1,outcome:$.outcome,attempts:[$],final:$,outputs:rn($.record,null,{artifactId:$.
ref.id})}}};if(c>s.maxHandoffs){let w=await Hl(s,l,a,t),v=`stage ${s.stage} would be hop ${c}, more than max-handoffs ${s.
maxHandoffs}: ${zl(w)}`;return f({reason:"max-handoffs",message:v,hop:c,limit:s.maxHandoffs,chain:w},[{code:Nt.maxHandoffs,
severity:"error",path:"$",message:v}])}let h,g=[];if(e.repair)h=ji({stage:s.stage,...e.repair,...s.dataSchema===void 0?{}:
{dataSchema:s.dataSchema}});else try{({prompt:h,warnings:g}=await Fl(s,i,e.attemptContext))}catch(w){if(!(w instanceof S))
throw w;let v={code:w.code,severity:"error",path:w.where??"$",message:w.message};return f({reason:"render-failed",message:wt(
w),problems:[v]},[v])}let m=await t.workspace.attemptPaths(s.stage,n);return s.agent?.kind==="preset"&&(h=`${h.trimEnd()}\


${io({handoffPath:m.handoffPath,...s.dataSchema===void 0?{}:{dataSchema:s.dataSchema}})}
`),await t.workspace.writePrompt(m.promptPath,h),{kind:"ready",prepared:{stage:s.stage,attempt:n,repair:e.repair!==void 0,
prompt:h,promptPath:m.promptPath,handoffPath:m.handoffPath,lineage:u,hop:c,...p?{parent:p}:{},warnings:g,preparedAt:r.toISOString(),
...s.agent?.kind==="preset"?{agent:s.agent.preset}:{}},upstream:i,parent:a}}async function Fl(s,t,e){if(s.template===null)
throw new S("prompt-missing","this stage has no prompt template",{where:s.stage});let n={source:s.template.source,...s.maxPromptTokens===
null?{}:{maxPromptTokens:s.maxPromptTokens},...s.madeEvent===void 0?{}:{madeEventHint:ki(s.madeEvent,s.madeEventRun)},...s.
workflowUnread===void 0?{}:{notUpstreamHint:Il(s.workflowUnread,s.needs)}};await Ri(s.template.text,n);let r=Go({upstream:t,
inputs:s.inputs,github:s.github,...e?{attempt:e}:{},require:s.needs,analysis:xi(s.template.text)}),o=Pi(s.template.text,
r.context,n);return{prompt:o.prompt,warnings:[...r.warnings,...o.warnings]}}function Il(s,t){return e=>{let n=[...new Set(
e.filter(i=>i.kind==="stage").map(i=>i.stage))],r=[...new Set([...t,...n])],o=n.length>0?`give the step \`${Q.needs}: ${r.
join(", ")}\``:`give the step a \`${Q.needs}\` input naming the stages of ${e.map(i=>`job ${i.stage}`).join(", ")}`;return`\
the workflow file was not read here (${s}), so the upstream stages are only those the \`${Q.needs}\` input names (${t.length>
0?t.join(", "):"none"}) and the stages their records name: check out this repository before this step (actions/checkout \
with persist-credentials: false), or ${o}`}}function Dl(s,t,e){let n={stage:s.stage,attempt:t,runAttempt:s.run.attempt};
if(e.some(o=>Ve(o,n)===0))throw new S("record-exists",`${oe(n)} already has a record in this run, so the agent was not r\
un; records are immutable`,{where:`stage ${s.stage}`,details:[`another job of this run records stage ${s.stage}: give ea\
ch job its own stage id (the \`${Q.stage}\` input)`]})}async function Wl(s,t,e){let n=s.upstream.filter(f=>f.stage!==s.stage),
r=await Promise.all(n.map(f=>t.get(f.stage))),o=ns(e),i=ss(o),a=new Map(n.map(f=>[f.stage,f])),l=(f,h)=>{let{job:g=null,
matrix:m,open:y,place:w}=a.get(f)??{};return{stage:f,job:g??h?.record.job??f,stored:h,...m===void 0?{}:{matrix:m},...y===
!0?{open:!0}:{},...w===void 0?{}:{place:w}}},u=new Map,d=new Map,c=(f,h)=>{let g=i&&h!==void 0?rs(h.record,o):void 0;g!==
void 0&&d.set(f,{stored:h,why:g}),u.set(f,g===void 0?h:void 0)};for(let[f,h]of n.entries())c(h.stage,r[f]);if(s.expandLineage){
let f=r.filter(h=>h!==void 0);for(let h=f.shift();h;h=f.shift()){let g=d.get(h.record.stage)?.stored===h;for(let m of h.
record.lineage){if(m.stage===s.stage||u.has(m.stage))continue;let y;if(g)y=await t.get(m.stage);else{let w=await t.getAttempt(
m.stage,m.attempt,m.run_attempt);y=w?.recordSha256===m.record_sha256?w:void 0}c(m.stage,y),y&&f.push(y)}}}let p=s.expandLineage?
Ul(s,u,d,e):new Map;return[...u].map(([f,h])=>{let g=p.get(f),m=d.get(f)?.why;return{...l(f,h),...g?{recordedLike:g}:{},
...m?{superseded:m}:{}}})}function Ul(s,t,e,n){let r=s.needs.filter(a=>t.has(a)&&t.get(a)===void 0&&!e.has(a)),o=new Map;
if(r.length===0)return o;let i=[...new Set(n.map(a=>a.stage))].filter(a=>a!==s.stage).sort(ls);for(let a of r){let l=i.filter(
u=>u.startsWith(`${a}-`));l.length>0&&o.set(a,l)}return o}async function Jl(s,t){if(s.parentRun===null)return null;if(!t.
openRun)throw new Dt(`stage ${s.stage}: a parent run is set but no way to open another run was given`);let e=await t.openRun(
s.parentRun),n=ns(await e.list()),r=ss(n),o=(await Promise.all([...n.values()].map(a=>e.getAttempt(a.stage,a.attempt,a.runAttempt)))).
filter(a=>a!==void 0&&!(r&&rs(a.record,n)!==void 0)),i=Math.max(0,...o.map(a=>a.record.hop));return{run:s.parentRun,store:e,
deepest:o.filter(a=>a.record.hop===i)}}function Li(s){let{stage:t,attempt:e,run:n}=s.record;return{stage:t,attempt:e,...n.
attempt>1?{run_attempt:n.attempt}:{},record_sha256:s.recordSha256}}async function Hl(s,t,e,n){let r=s.maxHandoffs+1,o=new Map(
t.map(f=>[f.stored.recordSha256,f.stored])),i=new Map;e&&i.set(e.run,Promise.resolve(e.store));let a=f=>(!i.has(f)&&n.openRun&&
i.set(f,n.openRun(f)),i.get(f)),l=f=>f.reduce((h,g)=>h===void 0||g.stored.record.hop>h.stored.record.hop?g:h,void 0),u=async(f,h,g)=>{
let m=[];for(let y of f){let w=(g===null?o.get(y.record_sha256):void 0)??await h.getAttempt(y.stage,y.attempt,y.run_attempt);
w?.recordSha256===y.record_sha256&&m.push({stored:w,store:h,run:g})}return m},d=[{stage:s.stage,run:null}],c=l([...t.map(
f=>({stored:f.stored,store:n.store,run:null})),...(e?.deepest??[]).map(f=>({stored:f,store:e.store,run:e.run}))]),p=!1;for(;c&&
d.length<r+1;){d.unshift({stage:c.stored.record.stage,run:c.run});let{record:f}=c.stored;if(f.hop<=1){p=!0;break}let h=await u(
f.lineage,c.store,c.run);if(f.parent)try{let g=await a(f.parent.run);g&&h.push(...await u(f.parent.lineage,g,f.parent.run))}catch{}
c=l(h)}return Gl(d,p)}function Gl(s,t){let e=s.some(o=>o.run!==null),n=t?[]:["\u2026"],r;for(let o of s)e&&o.run!==r&&n.
push(Bl(o.run)),r=o.run,n.push(o.stage);return n}function Bl(s){return s===null?"this run:":`run ${s}:`}function hs(s){return s.
endsWith(":")}function zl(s){let t=s.filter(a=>!hs(a)&&a!=="\u2026").length,e=[],n,r=!1,o=0;for(let a of s)hs(a)?(n=a,r=
!1):a==="\u2026"?e.push(a):(t<=12||o<5||o>=t-5?(n!==void 0&&!r&&e.push(n),r=!0,e.push(a)):e.at(-1)!=="\u2026"&&e.push("\u2026"),
o++);let i="";for(let[a,l]of e.entries()){let u=e[a-1];i+=a===0?l:u!==void 0&&hs(u)?` ${l}`:` \u2192 ${l}`}return i}async function Fi(s,t){if(s.agent===null)throw new Dt(`stage ${s.stage}: runStage needs an agent (run or agent); this sp\
ec is for a split stage`);let e=[],n,r,o={},i="",a=!1;for(let l=1;;l++){let u=await un(s,t,{...o,attempt:l,...n?{upstream:n}:
{},...r!==void 0?{parent:r}:{}});if(u.kind==="refused")return t.reporter?.error(u.result.outcome.message??"",s.stage),{...u.
result,attempts:[...e,...u.result.attempts]};n=u.upstream,r=u.parent;let d=u.prepared;d.repair||(i=d.prompt);for(let g of d.
warnings)t.reporter?.warning(g.message,`${s.stage} ${g.path}`);let c=await Xl(s,d,t),p=await ln(s,d,c,t,{...t.signal?{signal:t.
signal}:{},...s.verify===null?{}:{verify:()=>Yl(s,d,t,s.verify)}});e.push(p);let{outcome:f}=p,h=t.signal?.aborted===!0;if(p.
repairProblems.length>0&&!a&&!h){a=!0,t.reporter?.warning(`${f.message}; giving the agent one repair turn`,s.stage),o={repair:{
problems:p.repairProblems,previousPrompt:i}};continue}if(f.reason==="verify-failed"&&l<s.attempts&&!h){t.reporter?.warning(
`attempt ${l} of ${s.attempts}: ${f.message}; trying again`,s.stage),o={attemptContext:Vl(l+1,p.handoff,p.record.verify)};
continue}return f.reason==="cancelled"?t.reporter?.warning(f.message,s.stage):f.reason!=="completed"&&t.reporter?.error(
f.message,s.stage),Kl(s,f,e,p.outputs)}}function Kl(s,t,e,n){let r=e.at(-1);if(!r)throw new Dt(`stage ${s.stage}: no att\
empt was stored`);return{stage:s.stage,ok:on(t.reason),outcome:t,attempts:e,final:r,outputs:n}}function Vl(s,t,e){return{
number:s,previous:t,verify:e?{exit_code:e.exit_code,output:e.output_tail}:null}}function ql(s,t){let e={};for(let[n,r]of Object.
entries(s))gr.includes(n)||mr.some(o=>n.startsWith(o))||(e[n]=r);return{...e,...t}}function Ii(s,t,e,n={}){return ql(e.env,
{...n,[Tt.promptPath]:t.promptPath,[Tt.handoffPath]:t.handoffPath,[Tt.stage]:s.stage})}async function Xl(s,t,e){let n=s.
agent,r=n.kind==="preset"?{...eo(n.preset),shell:"bash"}:{script:n.command,env:{},shell:s.shell};e.reporter?.info(`${s.stage}\
: attempt ${t.attempt}${t.repair?" (repair turn)":""}, running the agent`);let o=e.guardAgentConfig;return Di(e,()=>{let i=Ii(
s,t,e,r.env);return n.kind==="preset"&&to(i),{script:r.script,shell:r.shell,cwd:e.workspace.resolveDirectory(s.workingDirectory),
env:i}},n.kind==="preset"&&o?i=>o(n.preset,i):void 0)}async function Di(s,t,e){let n=s.workspace.now();try{let r=t(),o=e?
await e(r.cwd):void 0;try{let i=s.runner.run({...r,...s.onOutput?{onOutput:s.onOutput}:{},...s.signal?{signal:s.signal}:
{}});return $i(),await i}finally{await o?.()}}catch(r){let o=`${an}${wt(r)}
`;return s.onOutput?.(o,"stderr"),{exitCode:null,signal:null,startedAt:n,finishedAt:s.workspace.now(),output:o,stdout:""}}}
async function Yl(s,t,e,n){e.reporter?.info(`${s.stage}: attempt ${t.attempt}, running verify`);let r=await Di(e,()=>({script:n,
shell:s.shell,cwd:e.workspace.resolveDirectory(s.workingDirectory),env:Ii(s,t,e)})),o=Xe(r.output,s.redact,"verify.outpu\
t_tail");return{facts:{command:n,exit_code:r.exitCode,output_tail:dr(o.text,rt.verifyOutputTailBytes),duration_ms:Math.max(
0,r.finishedAt.getTime()-r.startedAt.getTime())},problems:o.problems}}var zi=Ot(Ge(),1),Bt=Ot(Qt(),1);import{tmpdir as ru}from"node:os";import{join as ou}from"node:path";import{StringDecoder as iu}from"node:string_decoder";var ie=class{#t;#s={stdout:"",stderr:""};#e=null;constructor(t){this.#t=t}push(t,e){let n=this.#s[e]+t,r=n.endsWith("\r")?
n.slice(0,-1):n,o=Math.max(r.lastIndexOf(`
`),r.lastIndexOf("\r"))+1;n.length-o>65536&&(o=n.length),this.#n(e,n.slice(0,o)),this.#s[e]=n.slice(o)}end(t){this.#n(t,
this.#s[t]),this.#s[t]=""}#n(t,e){e!==""&&(this.#e!==null&&!this.#e.ended&&this.#e.stream!==t&&this.#t(`
`,!0),this.#t(e,!1),this.#e={stream:t,ended:e.endsWith(`
`)||e.endsWith("\r")})}};var Zl=8;function Ui(s,t,e,n){let r=s+t,o=s.length,i=De(r,e),a=i.find(d=>d.start<o&&d.end>o),l=a?a.end-o:0;if(n&&(l=Wi(t,
l)),!r.includes("\x1B")&&i.every(d=>d.end<=o+l))return l;let u=q(r,e).text;for(let d=0;l<t.length&&d<=Zl;d++){if(We(r,o+
l,e,u))return l;l=n?Wi(t,l+1):Ql(t,l+1)}return t.length}function Wi(s,t){if(t===0||s.charCodeAt(t-1)===Ji)return t;let e=s.
indexOf(`
`,t);return e===-1?s.length:e+1}function Ql(s,t){for(let e=t;e<=s.length;e++){let n=s.charCodeAt(e-1);if(n===Ji||n===32||
n===9)return e}return s.length}var Ji=10;var ge=Ot(Qt(),1);function me(){try{return(0,ge.readdirSync)("/proc").filter(s=>/^\d+$/.test(s)).map(Number).filter(s=>s!==
process.pid)}catch{return null}}function cn(s){let t;try{t=(0,ge.readFileSync)(`/proc/${s}/stat`,"utf8")}catch{return null}
let[e="",,n]=t.slice(t.lastIndexOf(")")+2).split(" ");return{state:e,group:Number(n)}}function gs(s,t){try{return(0,ge.readFileSync)(
`/proc/${s}/environ`,"utf8").split("\0").includes(t)}catch{return!1}}import{spawn as Hi}from"node:child_process";import{EventEmitter as tu}from"node:events";import{Readable as eu}from"node:stream";
function nu(){let s=process.versions;return process.release.name==="node"&&!s.electron&&!s.bun&&!s.deno}var dn=(s,t,{cwd:e,
env:n})=>Hi(s,t,{cwd:e,env:n,stdio:["ignore","pipe","pipe"],detached:!0}),su=`'use strict';
const { spawn } = require('node:child_process');
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT', 'SIGTSTP']) process.on(signal, () => {});
process.on('disconnect', () => process.exit(0));
const steps = new Map();
let queued = 0;
let paused = false;
const send = (message) => {
  queued++;
  const more = process.send(message, () => {
    queued--;
    if (paused && queued === 0) {
      paused = false;
      for (const child of steps.values()) { child.stdout && child.stdout.resume(); child.stderr && child.stderr.resume()\
; }
    }
  });
  if (!more && !paused) {
    paused = true;
    for (const child of steps.values()) { child.stdout && child.stdout.pause(); child.stderr && child.stderr.pause(); }
  }
};
const failed = (id, error) => send({ t: 'e', id, code: error.code, errno: error.errno, syscall: error.syscall, path: err\
or.path, message: String(error.message) });
const start = (m) => {
  const id = m.id;
  const child = spawn(m.file, m.args, { cwd: m.cwd, env: m.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  // Before anything else: a start that failed (out of descriptors, it has no pipes either) is said, not thrown.
  child.on('error', (error) => { steps.delete(id); failed(id, error); });
  if (child.pid === undefined) return;
  steps.set(id, child);
  send({ t: 'p', id, pid: child.pid });
  for (const [s, stream] of [[1, child.stdout], [2, child.stderr]]) {
    if (!stream) continue;
    stream.on('data', (d) => send({ t: 'o', id, s, d }));
    if (paused) stream.pause();
  }
  child.on('exit', (code, signal) => send({ t: 'x', id, code, signal }));
  child.on('close', () => { steps.delete(id); send({ t: 'c', id }); });
};
process.on('message', (m) => {
  try {
    if (m.t === 's') start(m);
    else if (m.t === 'd') {
      const child = steps.get(m.id);
      if (child) { child.stdout && child.stdout.destroy(); child.stderr && child.stderr.destroy(); }
    }
  } catch (error) {
    // One step that cannot be started never ends the others.
    if (m.t === 's') failed(m.id, error);
  }
});
send({ t: 'r' });
`,ms=class extends tu{pid;stdout;stderr;exited=!1;#t;constructor(t){super(),this.#t=t;let e=()=>new eu({read(){},destroy:(n,r)=>{
this.#t(),r(n)}});this.stdout=e(),this.stderr=e()}adopt(t){t.on("error",e=>this.emit("error",e)),this.#t=()=>{t.stdout?.
destroy(),t.stderr?.destroy()},t.stdout?.on("data",e=>this.stdout.push(e)),t.stderr?.on("data",e=>this.stderr.push(e)),t.
on("exit",(e,n)=>{this.exited=!0,this.emit("exit",e,n)}),t.on("close",()=>this.closeAfterStreams()),t.pid!==void 0&&(this.
pid=t.pid,this.emit("spawn"))}closeAfterStreams(){let t=0,e=()=>{--t===0&&this.emit("close",null,null)};for(let n of[this.
stdout,this.stderr])n.destroyed||n.readableEnded||(t++,n.once("close",e),n.push(null));t===0&&this.emit("close",null,null)}},
fn=class{#t;#s=new Map;#e=[];#n=0;#r;#i;constructor(t=nu()?process.execPath:null){let e;if(t!==null)try{e=Hi(t,["-e",su],
{stdio:["ignore","ignore","ignore","ipc"],env:{},serialization:"advanced"})}catch{e=void 0}if(this.#t=e,e===void 0||e.pid===
void 0){this.#r={code:null,signal:null},e?.on("error",()=>{}),this.#i=Promise.resolve();return}this.#i=new Promise(o=>e.
once("exit",()=>o())),e.on("error",()=>{}),e.on("message",o=>this.#a(o));let n,r=!1;e.once("exit",(o,i)=>{n={code:o,signal:i},
this.#r=n,r&&this.#u(n)}),e.once("disconnect",()=>{r=!0,n&&this.#u(n)}),e.unref(),e.channel?.unref()}get pid(){return this.#t?.
pid}start=(t,e,{cwd:n,env:r})=>{let o=this.#t;if(o===void 0||this.#r!==void 0||!o.connected)return dn(t,e,{cwd:n,env:r});
let i=++this.#n,a=new ms(()=>{this.#s.has(i)&&o.connected&&o.send({t:"d",id:i},()=>{})});return this.#s.set(i,a),o.ref(),
o.channel?.ref(),this.#e===null?o.send({t:"s",id:i,file:t,args:e,cwd:n,env:r},()=>{}):this.#e.push({id:i,step:a,file:t,args:e,
cwd:n,env:r}),a};#a(t){if(t.t==="r"){let n=this.#e??[];this.#e=null;for(let{id:r,file:o,args:i,cwd:a,env:l}of n)this.#t?.
send({t:"s",id:r,file:o,args:i,cwd:a,env:l},()=>{});return}let e=this.#s.get(t.id);if(e!==void 0)switch(t.t){case"p":e.pid=
t.pid,e.emit("spawn");return;case"e":{let{t:n,id:r,message:o,...i}=t;this.#o(t.id),e.emit("error",Object.assign(new Error(
o),i));return}case"o":(t.s===1?e.stdout:e.stderr).push(Buffer.from(t.d.buffer,t.d.byteOffset,t.d.byteLength));return;case"\
x":e.exited=!0,e.emit("exit",t.code,t.signal);return;case"c":this.#o(t.id),e.closeAfterStreams();return}}#o(t){this.#s.delete(
t),!(this.#s.size>0)&&(this.#t?.unref(),this.#t?.channel?.unref())}#u(t){for(let{id:r,step:o,file:i,args:a,cwd:l,env:u}of this.#e??
[]){this.#o(r);try{o.adopt(dn(i,a,{cwd:l,env:u}))}catch(d){o.emit("error",d)}}this.#e=null;let e=t.signal===null?`exited\
 with code ${t.code}`:`was killed by ${t.signal}`,n=`the process that started baton's steps (pid ${this.#t?.pid}) ${e}`;
for(let[r,o]of[...this.#s]){if(this.#o(r),o.pid===void 0){o.emit("error",new Error(n));continue}try{process.kill(-o.pid,
"SIGKILL")}catch{}o.stderr.push(`
baton: ${n}, so this step's output and exit could no longer be read: it was killed
`),o.exited||(o.exited=!0,o.emit("exit",null,"SIGKILL")),o.closeAfterStreams()}}async close(){this.#t?.ref(),this.#t?.connected&&
this.#t.disconnect(),await this.#i}};var Gi={SIGINT:1,SIGTERM:2,SIGKILL:3},ws={killGraceMs:5e3,maxOutputBytes:rt.agentOutputBytes,drainMs:1e3};function au(s){
try{process.kill(-s,0)}catch{return!1}let t=me();return t===null?!0:t.some(e=>{let n=cn(e);return n!==null&&n.group===s&&
n.state!=="Z"})}var pn=class{#t;#s;#e;#n;#r;#i;#a;#o;#u;#c;#d;constructor(t={}){this.#t=t.tempDir??ru(),this.#s=t.killGraceMs??
ws.killGraceMs,this.#e=t.maxOutputBytes??ws.maxOutputBytes,this.#n=t.drainMs??ws.drainMs,this.#r=t.outputHook,this.#i=t.
reuseScripts?new Map:void 0,this.#a=t.secrets??[],this.#o=t.noPathHint??"PATH is not set in its environment",this.#c=t.fewerJobs,
this.#d=t.start??dn,this.#u=t.tempPlace??{...ze(this.#t),...t.fewerJobs===void 0?{}:{fewerJobs:t.fewerJobs}}}async run(t){
let e=Uo(t.shell);lu(t.cwd);let n=Jo(e,t.script),r=this.#p(e.extension,n),o=r??ou(this.#t,`baton-step-${(0,zi.randomUUID)()}${e.
extension}`);if(r===void 0){try{(0,Bt.writeFileSync)(o,n,{flag:"wx",mode:448})}catch(i){throw i.code!=="EEXIST"&&(0,Bt.rmSync)(
o,{force:!0}),Gt(this.#u,o,"the command's script",i)}this.#i?.set(`${e.extension}\0${n}`,o)}this.#r?.begin?.();try{return await this.#f(
e.file,Ho(e,o),t)}finally{this.#r?.end?.(),this.#i===void 0&&(0,Bt.rmSync)(o,{force:!0})}}#p(t,e){let n=`${t}\0${e}`,r=this.#i?.
get(n);if(r===void 0)return;let o=Buffer.from(e),i;try{i=Er(r,o.length)}catch{i={kind:"missing"}}if(i.kind==="file"&&o.equals(
i.bytes))return r;this.#i?.delete(n)}#f(t,e,n){return new Promise((r,o)=>{let i=new Date,a=new hn(this.#e),l=new hn(this.#e,
{decode:Te,byteLength:pr}),u=this.#d(t,e,{cwd:n.cwd,env:n.env}),d,c,p,f,h=!1,g,m=j=>{if(u.pid===void 0){(g===void 0||Gi[j]>
Gi[g])&&(g=j);return}try{process.kill(-u.pid,j)}catch{}},y=()=>u.pid!==void 0&&au(u.pid),w,v=!1,$,E=null,A,k=()=>{m("SIG\
KILL"),A=Date.now()},R=Number.POSITIVE_INFINITY,P=j=>{j>=R||(R=j,clearTimeout(d),d=setTimeout(k,Math.max(0,j-Date.now())),
d.unref())},U=()=>{E!=="terminate"&&(E="terminate",clearTimeout(c),m("SIGTERM"),P(Date.now()+this.#s))},K=()=>{if(n.stop!==
"interrupt"||n.kill?.aborted)return U();E===null&&(E="interrupt",m("SIGINT"),c=setTimeout(()=>m("SIGTERM"),1.5*this.#s),
c.unref(),P(Date.now()+2*this.#s))},x=()=>{let j=y();return n.kill?.aborted&&A===void 0&&j&&k(),j&&(A===void 0||Date.now()-
A<2e3)?(w??=setInterval(F,100),!1):(clearInterval(w),v?!0:$===void 0?($=Date.now(),setTimeout(F,this.#n).unref(),!1):Date.
now()-$>=this.#n)},F=()=>{h||f===void 0||E!==null&&!x()||(clearInterval(w),h=!0,clearTimeout(p),u.stdout?.destroy(),u.stderr?.
destroy(),O("stdout"),O("stderr"),n.signal?.removeEventListener("abort",K),n.kill?.removeEventListener("abort",U),clearTimeout(
d),clearTimeout(c),r({exitCode:f.code,signal:f.signal,startedAt:i,finishedAt:new Date,output:a.text(this.#a),stdout:l.text(
this.#a)}))},X=new ie((j,M)=>M?a.insert(j):a.push(j)),O=j=>X.end(j),nt=(j,M)=>{let H=new iu("utf8"),tt=G=>{X.push(G,M),G!==
""&&(this.#r?.chunk(G,M),n.onOutput?.(G,M))};j.on("data",G=>{a.wrote(G.length),M==="stdout"&&(l.wrote(G.length),l.push(G)),
tt(H.write(G))}),j.on("end",()=>{tt(H.end()),O(M)})};u.on("error",j=>{if(h)return;h=!0,n.signal?.removeEventListener("ab\
ort",K),n.kill?.removeEventListener("abort",U);let M=j.code==="ENOENT"&&!t.includes("/")&&!n.env.PATH,H=Ae(j,this.#c);o(
new S("shell-failed",`could not start ${JSON.stringify(t)}: ${j.code??j.message}${H===null?"":` (${H})`}${M?`; ${this.#o}`:
""}`,{where:"shell",cause:j}))}),u.stdout&&nt(u.stdout,"stdout"),u.stderr&&nt(u.stderr,"stderr"),u.on("exit",(j,M)=>{f={
code:j,signal:M},p=setTimeout(()=>{E===null&&(u.stdout?.destroy(),u.stderr?.destroy()),F()},this.#n),p.unref()}),u.on("c\
lose",()=>{v=!0,F()}),u.pid!==void 0?n.onStart?.(u.pid):u.once("spawn",()=>{u.pid!==void 0&&(n.onStart?.(u.pid),g!==void 0&&
m(g))}),n.kill?.aborted?U():n.kill?.addEventListener("abort",U,{once:!0}),n.signal&&(n.signal.aborted?K():n.signal.addEventListener(
"abort",K,{once:!0}))})}};function lu(s){let t;try{t=(0,Bt.statSync)(s)}catch{t=void 0}if(!t?.isDirectory())throw new S(
"working-directory-missing",`${s} is not a directory`,{where:"working-directory"})}var Bi=64*1024,uu=`${["-----BEGIN","P\
RIVATE","KEY-----"].join(" ")}
`,cu=128,du={decode:s=>s.toString("utf8"),byteLength:s=>Buffer.byteLength(s)},hn=class{#t;#s;#e=[];#n=0;#r=0;#i=0;#a=0;#o=!1;#u="";constructor(t,e=du){
this.#t=t,this.#s=e}wrote(t){this.#i+=t}insert(t){this.push(t),this.#a+=Buffer.byteLength(t)}push(t){let e=typeof t=="st\
ring"?Buffer.from(t):t;for(this.#e.push(e),this.#n+=e.length,this.#r+=e.length;this.#e.length>1&&this.#n-this.#e[0].length>=
this.#t+Bi;){let n=this.#e.shift();this.#n-=n.length,this.#c(n.toString("utf8"))}}#c(t){let e=this.#u+t;this.#o=Ut(e,this.#o,
this.#u.length),this.#u=e.slice(-cu)}text(t=[]){let e=Buffer.concat(this.#e);if(e.length<=this.#t)return this.#s.decode(
e);let n=e.length-this.#t-1,r=e.indexOf(10,n),o=[e.indexOf(32,n),e.indexOf(9,n)].filter(u=>u>=0),i=r>=0&&r<e.length-1?r:
o.length>0?Math.min(...o):-1,a="";if(i>=0){let u=i+1,d=Math.max(0,u-Bi),c=d===0?-1:e.indexOf(10,d-1);for(c>=0&&c+1<u&&(d=
c+1);(e[d]&192)===128;)d++;let f=(Ut(this.#u+e.subarray(0,d).toString("utf8"),this.#o,this.#u.length)?uu:"")+e.subarray(
d,u).toString("utf8"),h=this.#s.decode(e.subarray(u));a=h.slice(Ui(f,h,t,e[i]===10))}let l=a!==""?`the last ${this.#t} b\
ytes at most are kept`:i===-1?"none of it is kept, as no line or space was left to start at":"none of it is kept, as all\
 of it after the cut may be part of a secret the cut went through";return this.#r===this.#i+this.#a?`[baton: the first ${this.#r-
this.#s.byteLength(a)} bytes of this output were left out; ${l}]
${a}`:`[baton: this output was ${this.#i} bytes, not all of it UTF-8 text, and its start was left out; ${l}${a===""?"":"\
, as text (a byte that is not UTF-8 as \uFFFD)"}]
${a}`}};var Ys=Ot(Ge(),1),Vt=Ot(Qt(),1);import{copyFile as Vd,lstat as qd,mkdtemp as Xd,readFile as jn,rename as Yd,rm as Zd}from"node:fs/promises";
import{availableParallelism as Qd,hostname as tf,tmpdir as ef}from"node:os";import{basename as nf,dirname as Mn,join as it,
relative as sf,resolve as Kt}from"node:path";import{setMaxListeners as Rs}from"node:events";var Ki=["repository","path","ref"];function Vi(s,t,e){let n=t.repository.trim(),r=n!==""&&n.toLowerCase()!==e.repository.
toLowerCase(),o=t.path.trim(),i=!fu(o,e.workspace),a=t.ref.trim(),l=a!==""&&!e.refs.includes(a);if(!r&&!i&&!l)return null;
let u=r?`${n}${l?` at ${a}`:""} is not cloned`:l?`ref ${a}${i?" of this repository":""} is not checked out`:"this reposi\
tory is not checked out again";return`${s}: ${u}${i?` into ${o}`:""}: baton checks nothing out; the project directory is\
 used as it is`}function fu(s,t){if(s==="")return!0;let e=s.replace(/\/+$/,"")||"/";return e==="."||e===(t.replace(/\/+$/,
"")||"/")}function ta(s){return`$${et.stepSummary} upload aborted, supports content up to a size of ${Math.floor(rt.stepSummaryFileBytes/
1024)}k, got ${Math.floor(s/1024)}k. For more information see: https://docs.github.com/actions/using-workflows/workflow-\
commands-for-github-actions#adding-a-markdown-summary`}var ea=new Set(["NODE_OPTIONS"]);function bs(s,t){let e=[],n=s.split(
`
`).map(r=>r.replace(/\r$/,""));n.length>0&&n[n.length-1]===""&&n.pop();for(let r=0;r<n.length;r+=1){let o=n[r];if(o.trim()===
"")continue;let i=o.indexOf("<<"),a=o.indexOf("=");if(i>0&&(a<0||i<a)){let l=o.slice(0,i),u=o.slice(i+2);if(u==="")throw gn(
t,r+1,`"${l}<<" needs a delimiter`);let d=[],c=!1;for(r+=1;r<n.length;r+=1){if(n[r]===u){c=!0;break}d.push(n[r])}if(!c)throw gn(
t,r,`no line "${u}" ends the value of ${l}`);e.push([qi(l,t,r+1),d.join(`
`)]);continue}if(a>0){e.push([qi(o.slice(0,a),t,r+1),o.slice(a+1)]);continue}throw gn(t,r+1,"expected name=value or name\
<<DELIMITER")}return e}function na(s,t){let e=[],n=[];for(let r of bs(s,t))ea.has(r[0].toUpperCase())?n.push(`can't stor\
e ${r[0]} using ${t}; it was left out`):e.push(r);return{pairs:e,refused:n}}function sa(s){return s.split(`
`).map(t=>t.replace(/\r$/,"").trim()).filter(t=>t!=="").reverse()}function qi(s,t,e){if(s.trim()===""||s!==s.trim()||s.includes(
"\0"))throw gn(t,e,`"${s}" is not a valid name`);return s}function gn(s,t,e){return new S("file-command-invalid",`${s} l\
ine ${t}: ${e}`,{where:s})}var yn=new Set(["stop-commands","set-env","set-output","save-state","add-mask","add-path","ad\
d-matcher","remove-matcher","debug","warning","error","notice","group","endgroup","echo"]),ra={has:()=>!0},oa="\\t\\n\\v\\f\\\
r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000",pu=new RegExp(`^[${oa}]+`),Xi=new RegExp(`[${oa}\
]`);function mn(s){let t=0,e=s.length;for(;t<e&&Xi.test(s[t]);)t++;for(;e>t&&Xi.test(s[e-1]);)e--;return s.slice(t,e)}function bn(s,t=yn){
return!s.includes("::")&&!s.includes("##[")?null:hu(s,t)??gu(s,t)}function hu(s,t){let e=s.replace(pu,"");if(!e.startsWith(
"::"))return null;let n=e.indexOf("::",2);if(n<0)return null;let r=e.slice(2,n),o=r.indexOf(" "),i=(o<0?r:r.slice(0,o)).
toLowerCase();if(!t.has(i))return null;let a=o>0?ia(mn(r.slice(o+1)),",",Su):new Map;return{command:i,properties:a,data:bu(
e.slice(n+2)),form:"v2"}}function gu(s,t){let e=s.indexOf("##[");if(e<0)return null;let n=s.indexOf("]",e);if(n<0)return null;
let r=s.slice(e+3,n),o=r.indexOf(" "),i=(o<0?r:r.slice(0,o)).toLowerCase();if(!t.has(i))return null;let a=o>0?ia(r.slice(
o+1),";",Zi):new Map;return{command:i,properties:a,data:Zi(s.slice(n+1)),form:"legacy"}}function ia(s,t,e){let n=new Map;
for(let r of s.split(t)){let o=r.replace(/^=+/,""),i=o.indexOf("=");if(i<0)continue;let a=o.slice(i+1).replace(/^=+/,"");
a!==""&&n.set(o.slice(0,i).toLowerCase(),e(a))}return n}var we=class{#t=null;#s=new Set(yn);read(t){let e=bn(t,this.#s);
if(this.#t===null)return e;let n=this.#t.toLowerCase();return n===""||e?.command!==n?null:(this.#s.delete(n),this.#t=null,
"resumed")}refuses(t){return mu(t,this.#s)}stop(t){this.#t=t,this.#s.add(t.toLowerCase())}};function mu(s,t){let e=s.toLowerCase();
return e===""||e==="pause-logging"||t.has(e)}function aa(s,t){return t===void 0?s:{...s,github:{...s.github,...t}}}var wu=1024*
1024,yu=6,ys=4e3,Yi=50,bu=s=>s.replace(/%0D|%0A|%25/g,t=>({"%0D":"\r","%0A":`
`,"%25":"%"})[t]),Su=s=>s.replace(/%0D|%0A|%3A|%2C|%25/g,t=>({"%0D":"\r","%0A":`
`,"%3A":":","%2C":",","%25":"%"})[t]),Zi=s=>s.replace(/%3B|%0D|%0A|%5D|%25/g,t=>({"%3B":";","%0D":"\r","%0A":`
`,"%5D":"]","%25":"%"})[t]),wn=class{#t=[];#s=new Set;#e=[];#n={outputs:[],env:[],path:[],failures:[]};#r=new Set;#i;#a;#o;constructor(t={}){
this.#i=t.allowUnsecureCommands??!1,this.#a=t.allowUnsecureStopCommandTokens??!1,this.#o=t.redact??(e=>e)}#u=0;#c={stdout:{
partial:"",overlong:!1},stderr:{partial:"",overlong:!1}};#d=new we;push(t,e="stdout"){let n=this.#c[e],r=t.split(/\r\n|\r|\n/),
o=r.pop();for(let i of r)n.overlong||this.#f(n.partial+i),n.partial="",n.overlong=!1;n.overlong||(n.partial+=o,n.partial.
length>wu&&(n.partial="",n.overlong=!0))}get masks(){return this.#t}end(){for(let i of Object.values(this.#c))!i.overlong&&
i.partial!==""&&this.#f(i.partial),i.partial="";let t=[...this.#e];this.#u>0&&t.push({level:"warning",message:`${this.#u}\
 more annotation${this.#u===1?"":"s"} of this step not shown (at most ${Yi})`});let{outputs:e,env:n,path:r,failures:o}=this.#n;
return{masks:[...this.#t],annotations:t,commands:{outputs:[...e],env:[...n],path:[...r],failures:[...o]}}}#p(t){this.#s.
has(t)||(this.#s.add(t),this.#t.push(t))}#f(t){let e=this.#d.read(t);if(e===null||e==="resumed")return;let{command:n,properties:r,
data:o}=e;switch(n){case"stop-commands":{let i=o;if(this.#a||!this.#d.refuses(i)){this.#d.stop(i),i.length>yu&&this.#p(i);
return}this.#n.failures.push(`unable to process ::stop-commands::: you cannot use an endToken that is an empty string, t\
he string 'pause-logging', or another workflow command (this one is ${i===""?"empty":JSON.stringify(i)}); use a token of\
 your own, such as a random one, or opt into insecure command execution by setting ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TO\
KENS to true (see https://docs.github.com/actions/learn-github-actions/workflow-commands-for-github-actions#example-stop\
ping-and-starting-workflow-commands)`);return}case"add-mask":{for(let i of Ss(o))this.#p(i);return}case"error":case"warn\
ing":case"notice":this.#k(n,r,o);return;case"set-output":case"save-state":case"set-env":case"add-path":this.#w(n,r,o)}}#w(t,e,n){
let r=a=>this.#n.failures.push(`unable to process ::${t}::: ${a}`);if((t==="set-env"||t==="add-path")&&!this.#i){r(`the \
\`${t}\` command is disabled; write to ${t==="set-env"?et.env:et.path} instead, or set ACTIONS_ALLOW_UNSECURE_COMMANDS t\
o true (see https://github.blog/changelog/2020-10-01-github-actions-deprecating-set-env-and-add-path-commands/)`);return}
if(t==="add-path"){n===""?r("the path is empty"):this.#n.path.push(n);return}let o=e.get("name");if(o===void 0||o===""){
r(`required field 'name' is missing in the ${t} command`);return}if(t==="set-env"){if(ea.has(o.toUpperCase())){this.#e.push(
{level:"error",message:`can't update ${o} using ::set-env::`});return}this.#n.env.push([o,n]);return}if(t==="set-output"&&
this.#n.outputs.push([o,n]),this.#r.has(t))return;this.#r.add(t);let i=t==="set-output"?et.output:et.state;this.#e.push(
{level:"warning",message:`the \`${t}\` command is deprecated and will be disabled soon; write to ${i} instead (see https\
://github.blog/changelog/2022-10-11-github-actions-deprecating-save-state-and-set-output-commands/)`})}#k(t,e,n){if(this.#e.
length>=Yi){this.#u+=1;return}let r=e.get("line"),o=e.get("file")?[e.get("file"),r,r&&e.get("col")].filter(Boolean).join(
":"):"",i=e.get("title"),a=c=>vu(this.#o(c,this.#t).replace(/\r\n|\r|\n/g," ")),l=c=>c===void 0?null:a(c),u=c=>{let p=e.
get(c)?.trim();return p!==void 0&&/^[1-9]\d{0,8}$/.test(p)?Number(p):null},d=`${o?`${o}: `:""}${i?`${i}: `:""}${n}`;this.#e.
push({level:t,message:a(d),place:{title:l(i),file:l(e.get("file")),line:u("line"),end_line:u("endline"),col:u("col"),end_column:u(
"endcolumn")}})}};function Ss(s){let t=mn(s);if(t==="")return[];let e=t.split(/[\r\n]+/).map(mn);return[t,...e].filter(n=>n!==
"")}function vs(s,t){if(t.length===0)return s;let e=new Set(t);return s.replace(/[^\r\n]+/g,n=>la(n,r=>e.has(mn(r))))}function ks(s){
return la(s,()=>!0)}var Qi=/(?=::add-mask[ :]|##\[add-mask[ \]])/i;function la(s,t){return Qi.test(s)?s.split(Qi).map(e=>{
let n=bn(e);return n?.command!=="add-mask"||!t(n.data)?e:n.form==="v2"?`${e.slice(0,10)}::***`:`${e.slice(0,11)}]***`}).
join(""):s}function vu(s){return s.length>ys?`${s.slice(0,ys)}\u2026 (${s.length-ys} more characters)`:s}function ua(s,t){let e=[],n=$s(s.map(o=>ca(o.container)));n.length>0&&e.push({level:"warning",message:`container: ${n.join(
", ")} ${n.length===1?"is":"are"} not started: baton runs the job's steps on this machine, not in a container`});let r=$s(
s.flatMap(o=>ku(o.services)));if(r.length>0){let o=r.length===1;e.push({level:"warning",message:`services: ${r.join(", ")}\
 ${o?"is":"are"} not started: baton starts no containers, and the job's steps run on this machine without ${o?"it":"them"}`})}
for(let o of["Windows","macOS"]){if(o===t)continue;let i=$s(s.map(a=>$u(a.runsOn)===o?xs(a.runsOn):null));i.length!==0&&
e.push(o==="Windows"?{level:"warning",message:`runs-on: ${i.join(", ")}: runs here, on ${t}, with this machine's shells \
(bash by default, where a Windows runner's is pwsh; shell: cmd and powershell fail here)`}:{level:"info",message:`runs-o\
n: ${i.join(", ")}: runs here, on ${t}, with this machine's shells and tools (bash by default, as on macOS)`})}return e}
function ca(s){let t=typeof s=="string"?s:vn(s)&&typeof s.image=="string"?s.image:null;return t===null||t.trim()===""?null:
t}function ku(s){return typeof s=="string"?s.trim()===""?[]:[s]:vn(s)?Object.entries(s).flatMap(([t,e])=>ca(e)===null?[]:
[t]):[]}function $u(s){for(let t of da(s)){let e=t.trim().toLowerCase();if(e==="windows"||e.startsWith("windows-"))return"\
Windows";if(e==="macos"||e.startsWith("macos-"))return"macOS"}return null}function da(s){return typeof s=="string"?[s]:Array.
isArray(s)?s.filter(t=>typeof t=="string"):vn(s)?da(s.labels):[]}function xs(s){return Array.isArray(s)?`[${s.map(xs).join(
", ")}]`:vn(s)?`{ ${Object.entries(s).map(([t,e])=>`${t}: ${xs(e)}`).join(", ")} }`:String(s)}function Sn(s){switch(s.kind){case"\
literal":return s.value;case"expression":return s.text;case"sequence":return s.items.map(Sn);case"mapping":return Object.
fromEntries(s.entries.map(({key:t,value:e})=>[t,Sn(e)]))}}function $s(s){return[...new Set(s.filter(t=>t!==null))]}function vn(s){
return typeof s=="object"&&s!==null&&!Array.isArray(s)}var xu="ACTIONS_STEP_DEBUG";function fa(s,t){let e=r=>Object.entries(r).find(([o])=>o.toUpperCase()===xu)?.[1];return(e(
s)??e(t))?.trim().toLowerCase()==="true"}function pa(s,t){return{os:s.os,arch:s.arch,name:"baton-local",environment:"sel\
f-hosted",tool_cache:s.toolCache,temp:t,workspace:s.workspaceParent,...s.debug?{debug:"1"}:{}}}function ha(s){return Object.
fromEntries(Object.entries(s).map(([t,e])=>[`RUNNER_${t.toUpperCase()}`,e]))}var ye=class{#t;#s=0;#e=[];constructor(t){this.#t=Math.max(1,Math.floor(t))}async acquire(){this.#s<this.#t?this.#s+=1:await new Promise(
e=>this.#e.push(e));let t=!1;return()=>{if(t)return;t=!0;let e=this.#e.shift();e?e():this.#s-=1}}async run(t){let e=await this.
acquire();try{return await t()}finally{e()}}get active(){return this.#s}};function ga(s,t,e="timeout-minutes"){let n=Xo(s,e);if("problem"in n)throw new S("timeout-invalid",`${t}: ${n.problem}`);
return n.minutes}function be(s){return`${s} minute${s===1?"":"s"}`}var Ru=5,Pu=2**31-1,Ou=6e4;function Ps(s,t,e){return setTimeout(
e,Math.min(s*t,Pu))}function kn(s,t,e){return{"fail-fast":s.failFast,"job-index":t,"job-total":e,"max-parallel":s.maxParallel??
e}}async function ya(s,t,e){if(!Qo(s))throw new Dt("executePlan accepts only a Plan made by buildPlan");return new Os(s,
t,e).run()}var Os=class{#t;#s;#e;#n;#r;#i;#a;#o=new Map;#u=[];#c;#d;#p;#f=new Map;#w;#k;#g;#T=new Map;#y=new Map;#N=new Map;#R=new Map;#S;#m=new Map;#v;#b=new Map;#U=new Map;constructor(t,e,n){
this.#t=t,this.#s=e,this.#e=e.expressions,this.#n=n,this.#r=new ye(n.concurrency),this.#i=AbortSignal.any(n.signal?[n.signal]:
[]),this.#a=AbortSignal.any(n.cancel?[n.cancel]:[]),Rs(0,this.#i,this.#a),this.#c=t.workflow.jobs.map(r=>r.id),this.#d=new Map(
t.jobs.map(r=>[r.id,r])),this.#v=new Map(t.stageMatrices),this.#S=new Set(t.expanded.map(r=>r.id.toLowerCase()));for(let r of t.
legIds.values())for(let o of r)this.#S.add(o.toLowerCase());this.#w=Object.values(n.secrets).filter(r=>r!==""),this.#k=fa(
n.secrets,t.vars),this.#g=n.minuteMs??Ou,this.#p={inputs:t.inputs,secrets:n.secrets,env:{},envFailure:null,namePrefix:"",
cancel:this.#a}}async run(){let t=this.#s.now();this.#l({type:"run-started",run:this.#n.runId,workflow:this.#t.workflow.
name??this.#t.workflow.fileName,jobs:this.#t.jobs.map(o=>({id:o.id,needs:o.needs,legs:o.legs===null?null:o.instances===null?
this.#t.legIds.get(o.id)??null:o.instances.flatMap(i=>this.#t.legIds.get(i.id)??[])}))}),this.#p.envFailure=this.#J(),await this.#G(
this.#t.jobs.filter(o=>o.calledBy===null));let e=await this.#s.settle?.()??null;e!==null&&this.#l({type:"notice",level:"\
error",job:null,leg:null,message:e});let n=this.#t.jobs.map(o=>{let i=this.#U.get(o.id);return{...this.#o.get(o.id),legResults:this.#b.
get(o.id)??[],...i===void 0?{}:{skipReason:i}}}),r=this.#A()?"cancelled":e!==null||n.some(o=>o.result==="failure")?"fail\
ure":n.some(o=>o.result==="cancelled")?"cancelled":"success";return this.#l({type:"run-finished",run:this.#n.runId,status:r,
duration_ms:$n(t,this.#s.now())}),{status:r,reason:e,jobs:n,stages:this.#u}}#L(t){let e=[...new Set(t)].filter(n=>n!==""&&
!this.#w.includes(n));return this.#w.push(...e),e}#F(t){return ct(t,this.#n.fewerJobs)}#J(){try{return this.#p.env=Rt(this.#e,
this.#t.workflow.env,(t,e)=>({contexts:this.#I(null),where:this.#h(e,`env.${t}`)})),null}catch(t){return ct(t)}}#P(t){return t?.
calledBy?this.#f.get(t.calledBy)??this.#p:this.#p}#I(t){let e=this.#P(t);return{github:this.#n.github,inputs:e.inputs,vars:this.#t.
vars,secrets:e.secrets}}async#G(t){let e=new Map;for(let n of t)e.set(n.id,(async()=>{await Promise.all(n.needs.map(r=>e.
get(r))),this.#o.set(n.id,n.call===null?await this.#M(n):await this.#B(n))})());await Promise.all(e.values())}async#B(t){
let e=t.call;if(this.#n.reuse?.has(t.id)){for(let r of e.jobs){let o=this.#d.get(r);this.#o.set(r,o.call===null?await this.#M(
o):await this.#B(o))}return this.#M(t)}let n=await this.#z(t);return this.#y.has(t.id)||this.#D(e.jobs,n),n}async#z(t){let e=this.#tt(
t);if(!("contexts"in e))return this.#C(t,t.id,`its calling job ${t.id} did not run (${e.result})`),e;let{contexts:n}=e,r,
o,i;try{r=t.legs??this.#st(t,n),i=this.#rt(t,n),o=this.#t.legIds.get(t.id)??as(t.id,r,this.#S),t.legs===null&&this.#O(t,
o)}catch(a){let l=this.#Y(t,ct(a));return this.#C(t,t.id,`its calling job ${t.id} failed before the call started`),l}return t.
legs===null&&this.#l({type:"job-legs",job:t.id,legs:o}),this.#H(t,r,o,i,n,{pooled:!1,outputsOf:a=>a.result==="success"},
(a,l,u,d)=>this.#X(t,a,l,u,r.length,i,n,d))}#O(t,e){if(e.length<2)return;let n=r=>{for(let o of r){let i=this.#d.get(o),
a=i.instances===null?i.stages?.[0]:void 0;if(a!==void 0){let l=o.slice((this.#y.get(t.id)??t.id).length);throw new S("st\
age-duplicate",`jobs.${t.job.id}: ${oi(a,o,e.map(u=>`${u}${l}`))}`,{where:st(t.workflow.fileName,t.job.position)})}n(i.call?.
jobs??[])}};n(this.#d.get(this.#y.get(t.id)??t.id)?.call?.jobs??[])}async#X(t,e,n,r,o,i,a,l){let u=t.call,d=u.workflow.call,
c=t.workflow.fileName,p=u.workflow.fileName,f=this.#s.now(),h=this.#P(t),g=Object.keys(e).length>0,m={...a,matrix:he(e),
strategy:kn(i,r,o)},y,w=null;try{if(h.envFailure)throw new S("expression-invalid",h.envFailure);let k=lo(this.#e,t.job,d,
(x,F)=>({contexts:{...m,secrets:{}},where:this.#h(F,`jobs.${t.job.id}.with.${x}`,c)})),R;try{R=uo(d,k,u.path)}catch(x){throw x instanceof
S?new S(x.code,`jobs.${t.job.id}: ${x.message}`,{where:st(c,t.job.uses?.position??t.job.position)}):x}let P=t.job.secrets===
"inherit"?h.secrets:Rt(this.#e,t.job.secrets,(x,F)=>({contexts:m,where:this.#h(F,`jobs.${t.job.id}.secrets.${x}`,c)})),U=this.#L(
Object.values(P));U.length>0&&this.#s.addSecrets?.(U);for(let[x,F]of Object.entries(P))!U.includes(F)||F.length>=kt.minSecretLength||
this.#l({type:"notice",level:"warning",job:t.id,leg:n,message:`secret ${x} passed to ${u.path} is shorter than ${kt.minSecretLength}\
 characters, so it is not redacted: it will appear wherever a step or agent prints it (a value that short would blank ou\
t ordinary words)`});w=this.#ct(t,g?e:null,m);let K=w??`${h.namePrefix}${t.job.id}${g?ma(e):""}`;y={inputs:R,secrets:P,env:{},
envFailure:null,namePrefix:`${K} / `,cancel:AbortSignal.any([h.cancel,l])},Rs(0,y.cancel);try{y.env=Rt(this.#e,u.workflow.
env,(x,F)=>({contexts:{github:this.#n.github,inputs:R,vars:this.#t.vars,secrets:P},where:this.#h(F,`env.${x}`,p)}))}catch(x){
y.envFailure=ct(x)}}catch(k){let R=this.#ot(t,n,ct(k));return this.#C(t,n,`its calling job ${n} failed before the call s\
tarted`),R}this.#f.set(n,y),this.#l({type:"job-started",job:t.id,leg:n,name:w,matrix:g?e:null});let v=this.#K(t,n);await this.#G(
v);let $=v.map(k=>this.#o.get(k.id)).filter(k=>k!==void 0),E=$.some(k=>k.result==="failure")?"failure":$.some(k=>k.result===
"cancelled")||this.#i.aborted?"cancelled":"success",A={};try{let k=Object.fromEntries(v.map(R=>{let P=this.#o.get(R.id);
return[pe(R.id),{result:P?.result??"skipped",outputs:P?.outputs??{}}]}));A=Rt(this.#e,d.outputs,(R,P)=>({contexts:{github:this.#n.
github,inputs:y.inputs,vars:this.#t.vars,jobs:k},where:this.#h(P,`on.workflow_call.outputs.${R}.value`,p)}))}catch(k){E===
"success"&&(E="failure"),this.#l({type:"notice",level:"error",job:t.id,leg:n,message:ct(k)})}return this.#W(A,t.id,n),this.#l(
{type:"job-finished",job:t.id,leg:n,result:E,duration_ms:$n(f,this.#s.now())}),{result:E,outputs:A,stages:$.flatMap(k=>k.
stages)}}#K(t,e){let n=this.#y.get(t.id)??t.id,r=this.#R.get(t.id),o=`${n}/`,i=a=>a.startsWith(o)?`${e}/${a.slice(o.length)}`:
r?r(a):a;return(this.#d.get(n)?.call?.jobs??[]).map(a=>{let l=this.#d.get(a),u=i(a);if(this.#N.set(a,[...this.#N.get(a)??
[],u]),u===a)return l;let d={...l,id:u,calledBy:e,needs:l.needs.map(i),upstream:l.upstream.map(i),stageUpstream:l.stageUpstream.
map(i),call:l.call&&{...l.call,jobs:l.call.jobs.map(i)},stages:l.instances?.find(c=>c.id===u)?.stages??null};return this.#d.
set(u,d),this.#y.set(u,a),this.#R.set(u,i),d})}#C(t,e,n){for(let r of this.#K(t,e))this.#l({type:"job-skipped",job:r.id,
result:"skipped",reason:n}),this.#o.set(r.id,{id:r.id,result:"skipped",outputs:{},stages:[],legs:[]}),r.call!==null&&this.#C(
r,r.id,`its calling job ${r.id} did not run (skipped)`)}#D(t,e){for(let n of t){let r=this.#d.get(n),o=(this.#N.get(n)??
[]).map(i=>this.#o.get(i));if(o.length===0){let i=`its calling job ${r.calledBy} did not run (${e.result})`;this.#l({type:"\
job-skipped",job:n,result:"skipped",reason:i}),this.#o.set(n,{id:n,result:"skipped",outputs:{},stages:[],legs:[]})}else(o.
length>1||o[0]?.id!==n)&&this.#o.set(n,{id:n,result:ds(o.map(i=>i.result)),outputs:{},stages:o.flatMap(i=>i.stages),legs:o.
flatMap(i=>i.legs)});r.call!==null&&this.#D(r.call.jobs,this.#o.get(n))}}#W(t,e,n){for(let[r,o]of Object.entries(t))Ie(o,
this.#w)&&(delete t[r],this.#l({type:"notice",level:"warning",job:e,leg:n,message:`skipped output ${r}, since it may con\
tain a secret (as GitHub does): needs.${pe(e)}.outputs.${r} is empty`}))}#A(t){return(t?this.#x(t):this.#a).aborted||this.#i.
aborted}#x(t){return this.#P(t).cancel}#_(t){let e=this.#x(t).reason;return this.#a.aborted||typeof e!="string"?"the run\
 was cancelled":e}#h(t,e,n=this.#t.workflow.fileName){return t?st(n,t.position):e}async#M(t){let e=this.#n.reuse?.get(t.
id);if(e){for(let p of e.legs)this.#S.add(p.toLowerCase());this.#l({type:"notice",level:"info",job:t.id,leg:null,message:"\
reusing the stored result of this job"});let c=e.legResults??e.legs.map(p=>({leg:p,result:e.result}));c.length===0&&(e.result===
"skipped"||e.result==="cancelled")&&this.#l({type:"job-skipped",job:t.id,result:e.result,reason:e.skipReason??`${e.result}\
 in the run replayed`});for(let{leg:p,result:f,reason:h,durationMs:g,failedStep:m}of c)this.#l({type:"job-finished",job:t.
id,leg:p,result:f,duration_ms:g??0,...h===void 0?{}:{reason:h},reused:!0,...m===void 0?{}:{failed_step:m}});return e}let n=this.#tt(
t);if(!("contexts"in n))return n;let{needs:r,contexts:o}=n,i=c=>this.#Y(t,c),a=this.#P(t).envFailure;if(a)return i(a);let l,
u;try{l=t.legs??this.#st(t,o),u=this.#rt(t,o)}catch(c){return i(ct(c))}let d=this.#t.legIds.get(t.id)??as(t.id,l,this.#S);
t.legs===null&&(this.#l({type:"job-legs",job:t.id,legs:d}),this.#wt(t,l,o));for(let c of this.#V(t,l,u,o))this.#E(t.id,null,
c.level,c.message);return this.#H(t,l,d,u,o,{pooled:!0,outputsOf:()=>!0},(c,p,f,h)=>this.#pt(t,c,p,f,l.length,u,r,h))}async#H(t,e,n,r,o,i,a){
let l=new AbortController;Rs(0,l.signal);let u=this.#x(t),d=u.aborted,c,p=()=>{if(c===void 0)try{c=Je(this.#e,t.job.if,{
contexts:o,status:this.#Z(t),where:st(t.workflow.fileName,t.job.if.position??t.job.position)})}catch{c=!1}return c},f=r.
maxParallel?new ye(r.maxParallel):null,h=[],g=await Promise.all(e.map(async(y,w)=>{let v=n[w],$=async()=>{if(this.#i.aborted||
u.aborted&&!d&&!p()||l.signal.aborted){let P=l.signal.aborted?"fail-fast: another leg of its matrix failed before it sta\
rted":`${this.#_(t)} before it started`;return this.#l({type:"job-finished",job:t.id,leg:v,result:"cancelled",duration_ms:0,
reason:P}),{result:"cancelled",outputs:{},stages:[]}}let k=await a(y,v,w,l.signal);if(k.result!=="failure")return k;let R={
...o,matrix:he(y),strategy:kn(r,w,e.length)};return this.#Q(t.job,R,t.id,v,!1,t.workflow.fileName)?{...k,result:this.#ut(
t.id,v)}:(r.failFast&&e.length>1&&l.abort(`fail-fast: another leg of ${t.call===null?"its matrix":`the call ${t.id}`} fa\
iled`),k)},E=()=>f?f.run($):$(),A=await(i.pooled?this.#r.run(E):E());return h.push(A),A})),m={};for(let y of h.filter(i.
outputsOf))for(let[w,v]of Object.entries(y.outputs))(v!==""||!(w in m))&&(m[w]=v);return{id:t.id,result:ds(g.map(y=>y.result)),
outputs:m,stages:g.flatMap(y=>y.stages),legs:n}}#V(t,e,n,r){let{runsOn:o,container:i,services:a}=t.job;if(o===null&&i===
null&&a===null)return[];let l=(d,c)=>{if(d===null)return null;try{return Jt(this.#e,d,{contexts:c})}catch{return Sn(d)}},
u=e.map((d,c)=>{let p={...r,matrix:he(d),strategy:kn(n,c,e.length)};return{runsOn:l(o,p),container:l(i,p),services:l(a,p)}});
return ua(u,this.#n.runner.os)}#E(t,e,n,r){let o=this.#j(t),i=this.#T.get(o)??new Set;this.#T.set(o,i),!i.has(r)&&(i.add(
r),this.#l({type:"notice",level:n,job:t,leg:e,message:r}))}#q(){let t=this.#n.github;return{repository:typeof t.repository==
"string"?t.repository:"",refs:["sha","ref","ref_name","head_ref"].flatMap(e=>{let n=t[e];return typeof n=="string"&&n!==
""?[n]:[]}),workspace:this.#n.runner.workspace}}#dt(t,e){let n=a=>{let l=Object.entries(t.with).find(([u])=>u.toLowerCase()===
a);return l?xt(this.#e,l[1],e(l[1],`with.${l[0]}`)):""},[r,o,i]=Ki.map(n);return{repository:r,path:o,ref:i}}#tt(t){let e=(i,a)=>(this.#l(
{type:"job-skipped",job:t.id,result:i,reason:a}),{id:t.id,result:i,outputs:{},stages:[],legs:[]});if(this.#i.aborted)return e(
"cancelled","the run was cancelled");if(t.skip!==null)return e("skipped",t.skip);let n=this.#et(t),r={...this.#I(t),needs:n},
o;try{o=Je(this.#e,t.job.if,{contexts:r,status:this.#Z(t),where:st(t.workflow.fileName,t.job.if.position??t.job.position)})}catch(i){
return this.#Y(t,ct(i))}if(!o&&this.#A(t))return e("cancelled",this.#_(t));if(!o){let i=t.job.if.text,l=(i===null||t.job.
if.implicitSuccess===!0)&&!this.#Z(t).success([])?`${this.#ft(t)}${i===null?"":` (an if: without a status function, such\
 as if: ${i}, means success() && (\u2026))`}`:`if: ${i} was false`;return e("skipped",l)}return{needs:n,contexts:r}}#Y(t,e){
this.#l({type:"notice",level:"error",job:t.id,leg:null,message:e}),this.#l({type:"job-finished",job:t.id,leg:t.id,result:"\
failure",duration_ms:0,reason:e});let n={...this.#I(t),needs:this.#et(t)},r=this.#Q(t.job,n,t.id,t.id,!1,t.workflow.fileName)?
this.#ut(t.id,t.id):"failure";return{id:t.id,result:r,outputs:{},stages:[],legs:[t.id]}}#et(t){let e={};for(let n of t.needs){
let r=this.#o.get(n);r&&(e[pe(n)]={result:r.result,outputs:r.outputs})}return e}#nt(t,e){let n=t.id.slice(0,t.id.length-
t.job.id.length);return ao(e.length>0?e.map(r=>`${n}${r}`):t.upstream,r=>this.#d.get(r)?.call)}#ft(t){let e={failure:"fa\
iled",skipped:"was skipped",cancelled:"was cancelled"},n=this.#nt(t,[]).flatMap(i=>{let a=this.#o.get(i)?.result;return a===
void 0||a==="success"?[]:[{id:i,said:`${i} ${e[a]}`}]});if(n.length===0)return"a job it needs did not succeed";let r=n.map(
i=>i.said).join(", "),o=new Set(t.needs);return n.every(i=>o.has(i.id))?`a job it needs did not succeed: ${r}`:`a job up\
stream did not succeed: ${r} (success() counts every job before this one, not only those in needs:)`}#Z(t){let e=r=>this.#o.
get(r)?.result,n=r=>this.#nt(t,r);return{success:r=>!this.#A(t)&&n(r).every(o=>e(o)==="success"),failure:r=>n(r).some(o=>e(
o)==="failure"),cancelled:()=>this.#A(t)}}#st(t,e){let n=ni(t.job.strategy);if(!n)return[{}];let r=i=>st(t.workflow.fileName,
i),o=si(this.#e,n,e,r);return Fo(t.id,o,r(n.position),this.#w,{recordsStages:t.recordsStages}),o}#rt(t,e){let n=t.job.strategy;
if(n?.kind!=="mapping")return{failFast:!0,maxParallel:null};let r=st(t.workflow.fileName,n.position),o=n.entries.find(u=>u.
key==="fail-fast")?.value,i=n.entries.find(u=>u.key==="max-parallel")?.value,a=o?Jt(this.#e,o,{contexts:e,where:r}):!0,l=i?
Number(Jt(this.#e,i,{contexts:e,where:r})):null;return{failFast:a!==!1&&a!=="false",maxParallel:l!==null&&Number.isFinite(
l)&&l>0?l:null}}#ot(t,e,n){return this.#l({type:"notice",level:"error",job:t.id,leg:e,message:n}),this.#l({type:"job-fin\
ished",job:t.id,leg:e,result:"failure",duration_ms:0,reason:n}),{result:"failure",outputs:{},stages:[]}}async#pt(...t){let e=this.#s.
legTemp,n;try{n=e?await e.open(t[2]):this.#n.runner.temp}catch(r){let[o,,i]=t;return this.#ot(o,i,this.#F(r))}try{return await this.#ht(
n,...t)}finally{await e?.close(n)}}async#ht(t,...[e,n,r,o,i,a,l,u]){let d=this.#s.now(),c=Object.keys(n).length>0,p=e.workflow,
f=p.fileName,h=new AbortController,g=AbortSignal.any([this.#i,h.signal]),m=null,y=[],w=Ru,v={...this.#n.github,job:e.job.
id,...this.#s.eventPath?{event_path:this.#s.eventPath(t)}:{}},$=he(n),E=pa({...this.#n.runner,debug:this.#k},t),A=Nu(v,E,
this.#n.runner.workspace),k="success",R=e.job.stageWorkflow?{}:{...this.#P(e).env},P=[],U={},K=[],x=()=>({...this.#I(e),
github:v,needs:l,matrix:$,strategy:kn(a,o,i),runner:E,env:R,steps:U,job:{status:k}});this.#l({type:"job-started",job:e.id,
leg:r,name:this.#ct(e,c?n:null,x()),matrix:c?n:null});let F={success:()=>k==="success"&&!this.#i.aborted,failure:()=>k===
"failure",cancelled:()=>this.#i.aborted||k==="cancelled"},X=null,O=new Set,nt=L=>(O.add(L),()=>O.delete(L)),j=L=>{if(X!==
null||g.aborted)return;X=L,k="cancelled";let I=w;y.push(Ps(I,this.#g,()=>h.abort(`the job was cancelled (${L}) and its s\
teps did not finish within its cancel-timeout-minutes (${be(I)})`))),m&&!this.#at(m.step,x(),F,e.id,r,f)&&m.abort.abort(
L);for(let W of[...O])W(L)},M=()=>j("fail-fast: another leg of its matrix failed"),H=this.#x(e),tt=()=>j(this.#_(e)),G=null,
b={shell:null,workingDirectory:null,shellAt:null};try{R={...R,...Rt(this.#e,e.job.env,(mt,V)=>({contexts:x(),where:this.#h(
V,`jobs.${e.job.id}.env.${mt}`,f)}))};let[L,I]=e.job.defaults!==null?[e.job.defaults,`jobs.${e.job.id}.defaults.run`]:[p.
defaults,"defaults.run"],W=(mt,V)=>{let yt=L?.[mt]??null;if(yt===null)return null;let St=this.#h(yt,`${I}.${V}`,f),Oe=xt(
this.#e,yt,{contexts:x(),where:St});return Oe===""?null:{text:Oe,at:St}},Lt=W("shell","shell");if(b={shell:Lt?.text??null,
shellAt:Lt?.at??null,workingDirectory:W("workingDirectory","working-directory")?.text??null},e.job.cancelTimeoutMinutes&&
(w=ga(Jt(this.#e,e.job.cancelTimeoutMinutes,{contexts:x()}),st(f,e.job.cancelTimeoutMinutes.position),"cancel-timeout-mi\
nutes")),e.job.timeoutMinutes){let mt=st(f,e.job.timeoutMinutes.position),V=ga(Jt(this.#e,e.job.timeoutMinutes,{contexts:x()}),
mt);y.push(Ps(V,this.#g,()=>{let yt=`the job exceeded its timeout-minutes (${be(V)})`;X===null&&!g.aborted&&this.#l({type:"\
notice",level:"error",job:e.id,leg:r,message:`${mt}: jobs.${e.id}${c?` (${r})`:""} was cancelled: ${yt}; steps whose if:\
 holds when a job is cancelled (always(), cancelled()) still run`}),j(yt)}))}}catch(L){G=ct(L)}if(G)k="failure",this.#l(
{type:"notice",level:"error",job:e.id,leg:r,message:G});else{u.aborted?M():u.addEventListener("abort",M,{once:!0}),H.aborted||
H.addEventListener("abort",tt,{once:!0});for(let L of e.steps){if(g.aborted)break;let I=new AbortController;m={step:L.step,
abort:I};let W=await this.#it(e,L,r,n,c,{contexts:x,stepStatus:F,defaults:A,env:()=>R,path:()=>P,signal:AbortSignal.any(
[g,I.signal]),kill:g,onCancel:nt},{file:f,runDefaults:b,inComposite:null});m=null,W.envAdded&&(R={...R,...W.envAdded}),W.
pathAdded.length>0&&(P=[...W.pathAdded,...P]),L.step.id&&(U={...U,[L.step.id]:{outputs:W.outputs,outcome:W.outcome,conclusion:W.
conclusion}}),K.push(...W.stages),W.conclusion==="failure"&&X===null&&(k="failure")}}u.removeEventListener("abort",M),H.
removeEventListener("abort",tt);for(let L of y)clearTimeout(L);let C={},J=null;try{C=Rt(this.#e,e.job.outputs,(L,I)=>({contexts:x(),
where:this.#h(I,`jobs.${e.job.id}.outputs.${L}`,f)}))}catch(L){k="failure",J=ct(L),this.#l({type:"notice",level:"error",
job:e.id,leg:r,message:J})}this.#W(C,e.id,r);let N=this.#i.aborted||h.signal.aborted?"cancelled":k,T=N==="failure"?G??J:
null;return this.#l({type:"job-finished",job:e.id,leg:r,result:N,duration_ms:$n(d,this.#s.now()),...T===null?{}:{reason:T}}),
{result:N,outputs:C,stages:K}}async#it(t,e,n,r,o,i,a){let{step:l,action:u}=e,d=a.file,c=this.#s.now(),p=l.action??l.id??
"__run",f=M=>{let H=i.contexts();return{...H,github:{...H.github,action:p},env:M}},h={},g=null;try{h=Rt(this.#e,l.env,(M,H)=>({
contexts:f(i.env()),where:this.#h(H,`env.${M}`,d),...this.#$()}))}catch(M){g=ct(M)}let m=this.#yt(l,f({...i.env(),...h})),
y=a.inComposite?`${a.inComposite.name} \u203A ${m}`:m,w=a.inComposite?.index??l.index,v={job:t.id,leg:n,step:w,name:y},$=M=>{
a.inComposite||this.#l(M)},E=(M,H,tt,G={})=>{let b=M==="failure"?G.outputTail??null:null;return $({type:"step-finished",
...v,outcome:M,conclusion:H,duration_ms:$n(c,this.#s.now()),message:tt,...b===null?{}:{output_tail:b}}),{outcome:M,conclusion:H,
message:tt,outputTail:b,outputs:G.outputs??{},envAdded:G.envAdded??null,pathAdded:G.pathAdded??[],stages:G.stages??[]}},
A;try{if(g!==null)throw new S("expression-invalid",g);A=this.#lt(l,f({...i.env(),...h}),i.stepStatus,d)}catch(M){return $(
{type:"step-started",...v}),{...E("failure","failure",ct(M)),notEvaluated:!0}}if(!A)return $({type:"step-finished",...v,
outcome:"skipped",conclusion:"skipped",duration_ms:0,message:null}),{outcome:"skipped",conclusion:"skipped",message:null,
outputTail:null,outputs:{},envAdded:null,pathAdded:[],stages:[]};$({type:"step-started",...v});let k="success",R=null,P=null,
U={},K=null,x=[],F=[],X={...i.defaults,GITHUB_ACTION:p},O=i.signal,nt;try{let M={...i.env(),...h},H=()=>f(M),tt=null,G=st(
d,l.timeoutMinutes?.position??l.position);if(l.timeoutMinutes){let N=null;try{let T=Jt(this.#e,l.timeoutMinutes,{contexts:H(),
where:G,...this.#$()}),L=Yo(T);L===null?N=qo(T):tt=L.minutes}catch(T){N=T instanceof S?T.message:ct(T)}N!==null&&this.#l(
{type:"notice",level:"warning",job:t.id,leg:n,message:`${G}: step ${w+1} (${y}): an error occurred when attempting to de\
termine the step timeout: ${N}; the step runs without a timeout, as on GitHub`})}if(tt!==null){let N=new AbortController;
O=AbortSignal.any([i.signal,N.signal]);let T={minutes:tt,up:!1,timer:void 0};T.timer=Ps(tt,this.#g,()=>{O.aborted||(T.up=
!0,this.#l({type:"notice",level:"warning",job:t.id,leg:n,message:`${G}: step ${w+1} (${y}) exceeded its timeout-minutes \
(${be(tt)}): stopping it`}),N.abort(`the step exceeded its timeout-minutes (${be(tt)})`))}),nt=T}let b=u.kind==="run"?await this.#s.
createStepFiles?.():void 0,C=(N,T)=>({contexts:aa(H(),b),where:this.#h(N,T,d),...this.#$()}),J=l.workingDirectory!==null?
xt(this.#e,l.workingDirectory,C(l.workingDirectory,"working-directory")):a.runDefaults.workingDirectory;switch(u.kind){case"\
run":{let N=xt(this.#e,l.run,C(l.run,"run")),T=l.shell!==null?xt(this.#e,l.shell,C(l.shell,"shell")):a.runDefaults.shell,
L=Do(T);if(L!==null&&this.#n.runner.os!=="Windows")throw new S("shell-unavailable",Wo(L,this.#n.runner.os),{where:l.shell?
st(d,l.shell.position):a.runDefaults.shellAt??d});let I=await this.#s.runScript({job:this.#j(t.id),leg:n,step:w,name:y,script:N,
shell:T,workingDirectory:J,defaults:X,env:M,path:i.path(),files:b,signal:O,kill:i.kill});this.#L(I.masks??[]);for(let V of I.
annotations??[])this.#l({type:"notice",level:V.level==="notice"?"info":V.level,job:t.id,leg:n,message:`step ${w+1}: ${V.
message}`,...V.place?{annotation:{step:w+1,...V.place}}:{}});let W=I.commands??{outputs:[],env:[],path:[],failures:[]};U=
Object.fromEntries([...W.outputs,...bs(I.files.output,et.output)]);let Lt=na(I.files.env,et.env);for(let V of Lt.refused)
this.#l({type:"notice",level:"error",job:t.id,leg:n,message:`step ${w+1}: ${V}`});let mt=[...W.env,...Lt.pairs];mt.length>
0&&(K=Object.fromEntries(mt)),x=[...sa(I.files.path),...[...W.path].reverse()],I.summaryBytes!==void 0?this.#l({type:"no\
tice",level:"error",job:t.id,leg:n,message:`step ${w+1}: ${ta(I.summaryBytes)}`}):I.files.summary.trim()!==""&&this.#s.summary?.(
this.#j(t.id),n,I.files.summary);for(let V of W.failures)this.#l({type:"notice",level:"error",job:t.id,leg:n,message:`st\
ep ${w+1}: ${V}`});I.exitCode===0&&W.failures.length>0&&(k="failure",R=W.failures.join("; ")),I.exitCode!==0&&(k=i.signal.
aborted?"cancelled":"failure",R=I.exitCode===null?`ended by ${I.signal??"a signal"}`:`exited with code ${I.exitCode}`,O.
aborted&&typeof O.reason=="string"&&(R+=`: ${O.reason}`)),I.output!==void 0&&(P=Tu(I.output));break}case"baton":{let N=Rt(
this.#e,l.with,(L,I)=>C(I,`with.${L}`)),T=await this.#s.runAction({action:u.action,job:this.#j(t.id),leg:n,step:w,stepId:l.
id,matrix:o?r:null,inputs:N,defaults:X,env:M,path:i.path(),workingDirectory:J,upstream:this.#mt(t),needsFacts:this.#t.needsFacts.
get(t.id),...this.#St(t,l,a.inComposite!==null),secrets:this.#w,addMasks:L=>this.#L(L),stageJob:pe(t.id),signal:O});U=T.
outputs,Object.keys(T.env).length>0&&(K=T.env),T.summary.trim()!==""&&this.#s.summary?.(this.#j(t.id),n,T.summary);for(let{
warnings:L=[],...I}of T.recorded){this.#u.push({job:this.#j(t.id),leg:n,...I}),F.includes(I.stage)||F.push(I.stage),this.#l(
{type:"stage-recorded",job:t.id,leg:n,...I});for(let W of L)this.#l(Cu(t.id,n,I,W))}T.ok||(k=i.signal.aborted?"cancelled":
"failure",R=T.message);break}case"noop":{let N=u.action==="checkout"?Vi(l.uses?.text??"actions/checkout",this.#dt(l,C),this.#q()):
null;N!==null&&this.#E(t.id,n,"warning",N),R=N??`${l.uses?.text}: no-op here (${u.reason})`;break}case"local":{let N=this.#s.
loadAction?await this.#s.loadAction(u.path):null;if(N?.kind!=="composite"){let L=`${u.path} ${N?`is a ${N.using} action,\
 which`:""} cannot run locally; step skipped`.replace("  "," ");return this.#E(t.id,n,"warning",L),E("skipped","skipped",
L)}let T=await this.#gt(t,n,r,o,N,{uses:u.path,depth:(a.inComposite?.depth??0)+1,index:w,name:y,with:Rt(this.#e,l.with,(L,I)=>C(
I,`with.${L}`)),contexts:H,stepStatus:i.stepStatus,defaults:X,env:M,overrides:h,path:i.path(),signal:O,kill:i.kill,onCancel:i.
onCancel});U=T.outputs,Object.keys(T.envAdded).length>0&&(K=T.envAdded),x=T.pathAdded,F.push(...T.stages),T.outcome!=="s\
uccess"&&(k=T.outcome,R=T.message,P=T.outputTail);break}case"skip":return this.#E(t.id,n,"warning",u.notice),E("skipped",
"skipped",u.notice);default:cr(u,"step action")}}catch(M){k=i.signal.aborted?"cancelled":"failure",R=this.#F(M),!(M instanceof
S)&&Ae(M)===null&&this.#l({type:"notice",level:"error",job:t.id,leg:n,message:`internal error: ${R}`})}nt&&(clearTimeout(
nt.timer),nt.up&&!i.signal.aborted&&(k="failure",R=`${st(d,l.timeoutMinutes?.position??l.position)}: the step timed out \
after ${be(nt.minutes)} (timeout-minutes)`));let j=k;return k==="failure"&&this.#Q(l,i.contexts(),t.id,n,!0,d)&&(j="succ\
ess"),E(k,j,R,{outputs:U,envAdded:K,pathAdded:x,stages:F,outputTail:P})}async#gt(t,e,n,r,o,i){if(i.depth-1>cs)throw new S(
"action-invalid",`${i.uses}: composite action depth exceeded max depth ${cs}, as on GitHub (does it use itself?)`,{where:o.
file});let a=o.directory,l=i.contexts(),u={...l.github,action_path:a},d=Object.fromEntries(Object.entries(i.with).map(([
x,F])=>[x.toLowerCase(),F])),c={...d},p=new Set(o.inputs.map(x=>x.id.toLowerCase())),f=Object.keys(d).filter(x=>!p.has(x));
f.length>0&&this.#E(t.id,e,"warning",`step ${i.index+1}: unexpected input(s) ${f.map(x=>`'${x}'`).join(", ")} of ${i.uses}\
, valid inputs are [${[...p].map(x=>`'${x}'`).join(", ")}]`);for(let x of o.inputs){let F=x.id.toLowerCase();Object.hasOwn(
d,F)?c[F]=d[F]:x.default?c[F]=xt(this.#e,x.default,{contexts:{...l,github:u},where:this.#h(x.default,`inputs.${x.id}.def\
ault`,o.file),...this.#$()}):c[F]=""}let h={...i.env},g=[...i.path],m={},y=[],w={},v=null,$=[],E=()=>({...i.contexts(),github:{
...u,action_status:v===null?"success":"failure"},inputs:c,steps:w,env:h}),A={success:()=>v===null&&!i.stepStatus.cancelled(),
failure:()=>v!==null,cancelled:()=>i.stepStatus.cancelled()},k={...i.defaults,GITHUB_ACTION_PATH:a};for(let x of o.steps){
if(i.signal.aborted)break;let F=new AbortController,X=i.onCancel(nt=>{this.#at(x,E(),A,t.id,e,o.file)||F.abort(nt)}),O;try{
O=await this.#it(t,{step:x,action:Qr(x)},e,n,r,{contexts:E,stepStatus:A,defaults:k,env:()=>h,path:()=>g,signal:AbortSignal.
any([i.signal,F.signal]),kill:i.kill,onCancel:i.onCancel},{file:o.file,runDefaults:{shell:null,workingDirectory:null,shellAt:null},
inComposite:{index:i.index,name:i.name,depth:i.depth}})}finally{X()}if(O.envAdded&&(h={...h,...O.envAdded,...i.overrides},
Object.assign(m,O.envAdded)),O.pathAdded.length>0&&(g=[...O.pathAdded,...g],y.unshift(...O.pathAdded)),x.id&&(w={...w,[x.
id]:{outputs:O.outputs,outcome:O.outcome,conclusion:O.conclusion}}),$.push(...O.stages),O.conclusion!=="success"&&O.conclusion!==
"skipped"&&v===null&&(v=O),O.notEvaluated)break}let R={},P=null;try{R=Rt(this.#e,Object.fromEntries(o.outputs.flatMap(x=>x.
value?[[x.id,x.value]]:[])),(x,F)=>({contexts:E(),where:this.#h(F,`outputs.${x}.value`,o.file),...this.#$()}))}catch(x){
P=ct(x)}let U=i.signal.aborted?"cancelled":v!==null?v.conclusion:P!==null?"failure":"success",K=v?`${i.uses}: ${v.message??
v.conclusion}`:P!==null?`${i.uses}: ${P}`:null;return{outcome:U,message:K,outputTail:v?.outputTail??null,outputs:R,envAdded:m,
pathAdded:y,stages:$}}#at(t,e,n,r,o,i=this.#t.workflow.fileName){try{return this.#lt(t,e,n,i)}catch(a){return this.#l({type:"\
notice",level:"error",job:r,leg:o,message:`${ct(a)}; the step is stopped with its cancelled job`}),!1}}#lt(t,e,n,r=this.#t.
workflow.fileName){return Je(this.#e,t.if,{contexts:e,status:n,where:st(r,t.if.position??t.position),...this.#$()})}#$(){
return this.#s.host?{host:this.#s.host}:{}}#ut(t,e){return this.#l({type:"notice",level:"warning",job:t,leg:e,forgiven:!0,
message:"failed, and the job has continue-on-error: the jobs that need it see success, and the run does not fail for it"}),
"success"}#Q(t,e,n,r,o=!1,i=this.#t.workflow.fileName){let a=t.continueOnError;if(typeof a=="boolean")return a;let l;try{
let u=xt(this.#e,a,{contexts:e,where:this.#h(a,"continue-on-error",i),...o?this.#$():{}});if(u==="true"||u==="false")return u===
"true";l=`${this.#h(a,"continue-on-error",i)}: continue-on-error must be true or false, got ${JSON.stringify(u)}; the fa\
ilure stands`}catch(u){l=`${ct(u)}; the failure stands (continue-on-error)`}return this.#l({type:"notice",level:"error",
job:n,leg:r,message:l}),!1}#mt(t){let e=this.#d;return hi(t.stageUpstream,n=>(e.has(n)?ii(e.get(n),e):[n]).flatMap(r=>[e.
get(r)?.stages,this.#m.get(r),this.#o.get(r)?.stages]),{shownJob:n=>this.#j(n),matrixOf:n=>this.#v.get(n),placeOf:ei(this.#t,
t)})}#wt(t,e,n){let r=ri(this.#e,t,e,n,this.#w);if(r!==null){this.#m.set(t.id,r.map(({stage:o})=>o));for(let{stage:o,leg:i}of r)
Object.keys(i).length>0&&this.#v.set(o,i)}}#ct(t,e,n){let r=t.job.name,o=t.calledBy===null?"":this.#P(t).namePrefix;if(!r&&
o==="")return null;let i=t.job.id,a=!1;if(r){try{i=xt(this.#e,r,{contexts:n,...this.#$()})}catch{i=r.text}a=r.expression!==
null&&this.#e.facts(r.expression).paths.some(l=>l[0]==="matrix")}return e&&!a&&(i+=ma(e)),ks(`${o}${i}`)}#yt(t,e){return ks(
this.#bt(t,e))}#bt(t,e){if(t.name)try{return xt(this.#e,t.name,{contexts:e,...this.#$()})}catch{return t.name.text}if(t.
uses)return`Run ${t.uses.text}`;let n=t.run?.text??"";if(t.run)try{n=xt(this.#e,t.run,{contexts:e,...this.#$()})}catch{}
return`Run ${n.trimStart().split(/\r|\n/)[0]?.trim()??""}`}#l(t){let e=this.#s.now().toISOString(),n="job"in t&&t.job!==
null?this.#y.get(t.job):void 0,r;if(n===void 0)r={...t,at:e};else if(t.type==="job-skipped")r={...t,type:"job-finished",
job:n,leg:t.job,duration_ms:0,at:e};else if(t.type==="notice"&&t.leg===null)r={...t,job:n,leg:t.job,at:e};else if(t.type!==
"job-legs")r={...t,job:n,at:e};else return;if(r.type==="job-skipped")this.#U.set(r.job,r.reason);else if(r.type==="job-f\
inished"){let o=this.#b.get(r.job)??[];o.push({leg:r.leg,result:r.result,...r.reason===void 0?{}:{reason:r.reason}}),this.#b.
set(r.job,o)}this.#s.emit(r)}#St(t,e,n){let r={jobIds:this.#c};if(n||t.job.stageWorkflow===!0)return r;let o=Zo(t.job.steps,
e.index);return o===null?r:{jobIds:null,workflowUnread:`on GitHub this step would not find the workflow file in the work\
space (${o})`}}#j(t){return this.#y.get(t)??t}};function Au(s){return typeof s=="string"?s:JSON.stringify(s)}function ma(s){
return` (${Object.values(s).map(Au).join(", ")})`}var wa={lines:10,bytes:2048},Eu=new Set(["error","warning","notice"]);
function Tu(s){let t=[],e=new we;for(let n of s.split(/\r?\n/)){let r=Lr(n),o=e.read(r);if(o==="resumed")continue;if(o===
null){t.push(r);continue}let{command:i,data:a}=o;i==="stop-commands"?e.stop(a):Eu.has(i)?t.push(`${i[0].toUpperCase()}${i.
slice(1)}: ${a}`):i==="group"&&t.push(a)}return fr(t.join(`
`),wa.lines,wa.bytes)}function Nu(s,t,e){let n=o=>String(s[o]??""),r=o=>s[o]===void 0?{}:{[`GITHUB_${o.toUpperCase()}`]:n(
o)};return{...r("event_path"),...r("actor_id"),...r("repository_id"),...r("repository_owner_id"),...r("ref_protected"),...r(
"retention_days"),GITHUB_ACTIONS:"true",GITHUB_WORKFLOW:n("workflow"),GITHUB_WORKFLOW_REF:n("workflow_ref"),GITHUB_WORKFLOW_SHA:n(
"workflow_sha"),GITHUB_RUN_ID:n("run_id"),GITHUB_RUN_NUMBER:n("run_number"),GITHUB_RUN_ATTEMPT:n("run_attempt"),GITHUB_JOB:n(
"job"),GITHUB_REPOSITORY:n("repository"),GITHUB_REPOSITORY_OWNER:n("repository_owner"),GITHUB_SHA:n("sha"),GITHUB_REF:n(
"ref"),GITHUB_REF_NAME:n("ref_name"),GITHUB_REF_TYPE:n("ref_type"),GITHUB_HEAD_REF:n("head_ref"),GITHUB_BASE_REF:n("base\
_ref"),GITHUB_EVENT_NAME:n("event_name"),GITHUB_ACTOR:n("actor"),GITHUB_TRIGGERING_ACTOR:n("triggering_actor"),GITHUB_SERVER_URL:n(
"server_url"),GITHUB_API_URL:n("api_url"),GITHUB_GRAPHQL_URL:n("graphql_url"),GITHUB_WORKSPACE:e,...ha(t)}}function Cu(s,t,e,n){
let{stage:r,attempt:o}=e,i=`stage ${r}${o>1?` attempt ${o}`:""}`;return{type:"notice",level:"warning",job:s,leg:t,message:`${i}\
: ${n.path==="$"?n.message:se(n)}`,problem:{stage:r,attempt:o,code:n.code,path:n.path}}}function ct(s,t){return s instanceof
S?s.where?`${s.where}: ${s.message}`:s.message:Ee(s,t)}function $n(s,t){return Math.max(0,Math.round(t.getTime()-s.getTime()))}function ba(s,t){let e=s.filter(i=>i.calledBy===null),n=new Set(t.map(i=>i.job.split("/")[0])),r=null;for(let i of e){let a=e.
filter(u=>u.upstream.includes(i.id)).map(u=>u.id),l=new Set([i.id,...a]);[...n].every(u=>l.has(u))&&(r===null||l.size<r.
rerun)&&(r={id:i.id,rerun:l.size})}if(r===null)return null;let o=r.id;return t.find(i=>i.job.split("/")[0]===o)?.stage??
o}function Sa(s,t,e,n){let r=d=>d!==void 0&&d!=="*"&&d!=="GITHUB_TOKEN"&&!e.has(d),o=d=>{if(d[0]==="github")return d[1]===
"token"&&d.length===2;if(d[0]==="vars")return d[1]!==void 0&&d[1]!=="*"&&!n.has(d[1].toUpperCase());if(d[0]!=="secrets")
return!1;let c=d[1]?.toUpperCase();return c==="GITHUB_TOKEN"?!e.has(c):r(c)},i=d=>d==="other"||d.some(c=>!o(c)),a=new Map,
l=d=>{if(d===null||d.expression===null)return;let c=t.facts(d.expression);c.paths.forEach((p,f)=>{let h=p[0]==="secrets"?
p[1]?.toUpperCase():void 0;if(!r(h))return;let g=i(c.fallbacks[f]??[]),m=a.get(h);m===void 0?a.set(h,{name:h,where:st(s.
fileName,d.position),fallsBack:g}):m.fallsBack&&!g&&a.set(h,{name:h,where:st(s.fileName,d.position),fallsBack:g})})},u=d=>{
for(let c of Object.values(d))l(c)};u(s.env);for(let d of s.jobs){u(d.env),d.secrets!=="inherit"&&u(d.secrets);for(let c of d.
steps)u(c.env),u(c.with),l(c.run)}return[...a.values()]}var _u=["[skip ci]","[ci skip]","[no ci]","[skip actions]","[actions skip]"],Mu=["skip-checks: true","skip-checks:true"],
ju=/^(?:[A-Za-z0-9][A-Za-z0-9-]*:|\s+\S)/;function va(s){let t=_u.find(l=>s.includes(l));if(t!==void 0)return{kind:"inst\
ruction",text:t};let e=s.trimEnd().split(/\r?\n/),n=e.at(-1)??"",r=Mu.find(l=>l===n);if(r===void 0)return null;let o=l=>l!==
void 0&&l.trim()==="",i=e.length-1;for(;i>0&&!o(e[i-1]);)i--;return e.slice(i).every(l=>ju.test(l))&&o(e[i-1])&&o(e[i-2])?
{kind:"trailer",text:r}:null}function ka(s,t,e,n=!1,r){return Lu(s,t,e,n)??Fu(s,t,e,r)}function Lu(s,t,e,n){let r=s.on[t];if(r===null||typeof r!="obj\
ect"||Array.isArray(r))return null;let o=r,i=Ue(o.types),a=e.action;if(i!==null&&i.length>0&&typeof a=="string"&&!i.includes(
a))return`the event's action ${a} is none of on.${t}.types (${i.join(", ")}): GitHub would not run this workflow for it`;
if(t==="push"){let l=typeof e.ref=="string"?e.ref:"";return l.startsWith("refs/tags/")?As(o,"push","tags","branches",l.slice(
10),"tag"):l.startsWith("refs/heads/")?As(o,"push","branches","tags",l.slice(11),"branch"):null}if((t==="pull_request"||
t==="pull_request_target")&&!n){let l=e.pull_request?.base?.ref;return typeof l=="string"?As(o,t,"branches",null,l,"base\
 branch"):null}return null}function Fu(s,t,e,n){if(!Object.hasOwn(s.on,t))return null;let r,o;if(t==="push")r=e.head_commit?.
message,o="the push's head commit";else if(t==="pull_request"){let l=e.pull_request?.head?.sha;if(n===void 0||l!==n.sha)
return null;r=n.message,o=`the pull request's head commit (${n.sha.slice(0,7)}, HEAD here)`}else return null;let i=typeof r==
"string"?va(r):null;if(i===null)return null;let a=i.kind==="trailer"?`ends with the trailer ${i.text}`:`holds ${i.text}`;
return`${o} message ${a}: GitHub would not run this workflow for it`}function As(s,t,e,n,r,o){let i=Ue(s[e]),a=Ue(s[`${e}\
-ignore`]),l="GitHub would not run this workflow for it";return i!==null?Br(r,i)?null:`the ${o} ${r} matches none of on.${t}\
.${e} (${i.join(", ")}): ${l}`:a!==null?zr(r,a)?null:`the ${o} ${r} matches on.${t}.${e}-ignore (${a.join(", ")}): ${l}`:
n!==null&&(s[n]!==void 0||s[`${n}-ignore`]!==void 0)?`on.${t} filters ${n} only, so a push of a ${o} (${r}) does not sta\
rt it: ${l}`:null}var Iu=new TextEncoder,Du=new TextDecoder("utf-8",{ignoreBOM:!0}),Se=class{#t;#s;#e;#n=new Map;constructor(t){this.#t=t}async put(t){
let e=await this.#a(),n=await this.#t.put(t),r={stage:n.stage,attempt:n.attempt,runAttempt:n.runAttempt},o=e.get(n.stage)??
[];o.some(a=>Ke(a,r)===0)||o.push(r),o.sort(Ke),e.set(n.stage,o);let i={record:Wu(t.record),prompt:Du.decode(Iu.encode(t.
prompt)),handoff:JSON.parse(wo(t.handoff)),recordSha256:n.recordSha256};return this.#n.set($a(r),Promise.resolve(i)),n}get(t){
return this.#r(e=>{let n=e.get(t)?.at(-1);return n===void 0?Promise.resolve(void 0):this.#i(n)})}getAttempt(t,e,n=1){return this.#r(
r=>{let o=r.get(t)?.find(i=>i.attempt===e&&i.runAttempt===n);return o?this.#i(o):Promise.resolve(void 0)})}#r(t){return this.#e?
t(this.#e):this.#a().then(t)}#i(t){let e=$a(t),n=this.#n.get(e);return n||(n=this.#t.getAttempt(t.stage,t.attempt,t.runAttempt),
n.catch(()=>this.#n.delete(e)),this.#n.set(e,n)),n}async list(){return[...(await this.#a()).values()].flat().sort(Ve)}#a(){
return this.#s??=this.#t.list().then(t=>{let e=new Map;for(let{stage:n,attempt:r,runAttempt:o}of t)e.set(n,[...e.get(n)??
[],{stage:n,attempt:r,runAttempt:o}]);for(let n of e.values())n.sort(Ke);return this.#e=e,e}),this.#s}};function $a(s){return`${s.
stage}\0${s.runAttempt}\0${s.attempt}`}function Wu(s){let t=JSON.parse(JSON.stringify({...s,lineage:[]}));return t.lineage=
s.lineage.map(Uu),t}function Uu(s){let t={};for(let[e,n]of Object.entries(s))n!==void 0&&(t[e]=n);return t}var At=Ot(Qt(),1);var xn=class{path;#t;#s;#e=null;#n=!1;constructor(t){this.path=t,this.#t=(0,At.openSync)(t,"a",420),this.#s=(0,At.fstatSync)(
this.#t).size}write(t){if(this.#e!==null||this.#n)return;let e=Buffer.from(`${JSON.stringify(t)}
`);try{for(let n=0;n<e.length;)n+=(0,At.writeSync)(this.#t,e,n,e.length-n);this.#s+=e.length}catch(n){try{(0,At.ftruncateSync)(
this.#t,this.#s)}catch{}this.#e=$o(this.path,"the run's events",n)}}get failure(){return this.#e}close(){this.#n||(this.#n=
!0,(0,At.closeSync)(this.#t))}};var ol=Ot(Ge(),1),Y=Ot(Qt(),1);import{appendFile as xd,mkdir as Rd,mkdtemp as Pd,open as il,readFile as Od,rm as nl,rmdir as Ad,
writeFile as sl}from"node:fs/promises";import{delimiter as Ed,dirname as Td,join as Pt,relative as Nd,resolve as Cd}from"node:path";var xa=65536,ve=4096,Es=16,Ju=/^\s*(?:[A-Za-z0-9+/=]*|[A-Za-z][A-Za-z0-9-]*: .*)\s*$/;function Hu(s){let t=Le(s);return!Yn(
s)&&!Yn(t)&&!Ju.test(t)}var Rn=class{#t;#s;#e=new Map;constructor(t,e){this.#t=t,this.#s=e}push(t,e="stdout"){let n=this.#n(
e),r=n.partial+t,o=r.endsWith("\r")?r.length-1:r.length,i=r.slice(0,o),a=i.includes("\r")?i.split(/\r\n|\r|\n/):i.split(
`
`);n.partial=(a.pop()??"")+r.slice(o);let l=this.#r(n,a);for(let u=0;u<a.length;u++)this.#a(n,a[u],l+u);n.known=void 0,n.
partial.length>xa&&(n.overlong||(this.#o(n,n.partial.slice(0,ve)),n.overlong=!0),n.inKey=Ut(n.partial,n.inKey),n.partial=
n.partial.slice(-ve))}flush(){for(let t of this.#e.values())t.overlong||this.#o(t,t.partial.replace(/\r$/,"").slice(0,ve))}end(){
for(let t of this.#e.values())t.partial!==""&&this.#a(t,t.partial),t.partial="",this.#o(t,"")}#n(t){let e=this.#e.get(t);
return e||(e={partial:"",held:null,previous:"",inKey:!1,overlong:!1,known:void 0},this.#e.set(t,e)),e}#r(t,e){let n=[t.previous,
...t.held===null?[]:[t.held],...e],r=n.length-e.length;if(e.length===0||n.length<3)return r;let o=[...this.#t()],i=new Uint8Array(
n.length);if(Xn(n.join(`
`),o))i.fill(1,1,n.length-1);else if(n.length>Es)for(let a=0;a<n.length-2;a+=Es-2){let l=Math.min(a+Es,n.length)-1;Xn(n.
slice(a,l+1).join(`
`),o)&&i.fill(1,a+1,l)}return t.known={lines:n,clean:i,secrets:o},r}#i(t,e,n,r){let o=t.known;if(o===void 0||r<2||o.clean[r-
1]!==1||o.lines[r-1]!==e||o.lines[r-2]!==t.previous||o.lines[r]!==n)return!1;let i=this.#t();if(i.length!==o.secrets.length)
return!1;for(let a=0;a<i.length;a++)if(i[a]!==o.secrets[a])return!1;return!0}#a(t,e,n=-1){if(e.length>xa&&!t.overlong&&(this.#o(
t,e.slice(0,ve)),t.overlong=!0),t.overlong){t.overlong=!1,t.inKey=Ut(e,t.inKey),t.previous=t.inKey?"":e.slice(-ve);return}
if(t.inKey&&Hu(e)&&(t.inKey=!1),t.inKey||Hr(e)){t.inKey||this.#o(t,""),t.inKey=Ut(e,t.inKey),t.previous=t.inKey?"":e;return}
this.#o(t,e,n),t.held=e}#o(t,e,n=-1){let r=t.held;if(t.held=null,r===null)return;let o=r;if(!this.#i(t,r,e,n)){let i=q(`${t.
previous}
${r}
${e}`,this.#t()),a=i.text.split(`
`);o=a.length===3?a[1]??"":yr(i.redactions[0]?.kind??"secret-value")}t.previous=r,o.trim()!==""&&this.#s(o)}};var ae=class{#t;#s;#e;constructor(t,e){this.#t=t,this.#s=e}arm(){clearTimeout(this.#e),this.#e=setTimeout(()=>this.#s(),
this.#t),this.#e.unref?.()}stop(){clearTimeout(this.#e),this.#e=void 0}};var Gu={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\u274C"};function Ra(s){let{record:t,handoff:e}=s,
n=a=>Mo(a,s)||" ",r=[["status",`${t.status} (${t.outcome.reason})`],["attempt",String(t.attempt)],["exit code",t.agent.exit_code===
null?"none":String(t.agent.exit_code)],["duration",`${(t.agent.duration_ms/1e3).toFixed(1)} s`],["handoff",t.present&&t.
digests.handoff?`present, sha256 ${t.digests.handoff.slice(0,12)}`:"none"]];e?.next&&r.push(["next",e.next.stage]),s.notStored!==
void 0?r.push(["artifact","not stored"]):s.artifactName&&r.push(["artifact",s.artifactName]);let o=[];o.push([`### ${Gu[t.
status]} baton stage \`${t.stage}\``,"","| | |","|---|---|",...r.map(([a,l])=>`| ${a} | ${n(l)} |`)].join(`
`)),s.notStored!==void 0&&o.push(`${_o(Bu(s.notStored),s)}. No later stage can read this record or its handoff; it is sh\
own here only.`),t.outcome.message&&o.push(os(t.outcome.message,s)),e&&o.push(["#### Summary","",os(e.summary,s)].join(`\

`));let i=Object.entries(e?.data??{});return i.length>0&&o.push(["#### Data","","| key | value |","|---|---|",...i.map(([
a,l])=>`| ${n(a)} | ${n(l)} |`)].join(`
`)),t.problems.length>0&&o.push(["#### Problems","","| severity | code | where | message |","|---|---|---|---|",...t.problems.
map(a=>`| ${a.severity} | ${n(a.code)} | ${n(a.path)} | ${n(a.message)} |`)].join(`
`)),zu(o,s.notStored===void 0?s.artifactName:void 0)}function Bu(s){return s.charAt(0).toUpperCase()+s.slice(1)}function zu(s,t){
let e=`_Cut to fit the step summary; the full record is in ${t?`artifact ${t}`:"the stage record"}._`,n=rt.stepSummaryBytes-
Jn(e)-4,r=[],o=0;for(let i of s){let a=Jn(i)+2;if(o+a>n){r.push(e);break}r.push(i),o+=a}return`${r.join(`

`)}
`}function Pa(s,t){return q(s,t).redactions.length===0?s:`${Co(s.trimEnd(),t)}
`}function Oa(s){let t=[];for(let e of s)for(let n of e.split(/\r?\n/))n.trim().length>=4&&t.push(n);return t}var Ls=Ot(Ge(),1),gt=Ot(Qt(),1);import{homedir as od}from"node:os";import{dirname as Ka,isAbsolute as id,join as ad,resolve as Is,
sep as An}from"node:path";var Aa=(s,t,e)=>{let n,r,o,i,a,l=e.indexOf(s),u=e.indexOf(t,l+1),d=l;if(l>=0&&u>0){if(s===t)return[l,u];for(n=[],o=e.length;d>=
0&&!a;){if(d===l)n.push(d),l=e.indexOf(s,d+1);else if(n.length===1){let c=n.pop();c!==void 0&&(a=[c,u])}else r=n.pop(),r!==
void 0&&r<o&&(o=r,i=u),u=e.indexOf(t,d+1);d=l<u&&l>=0?l:u}n.length&&i!==void 0&&(a=[o,i])}return a};var Ea="\0SLASH"+Math.random().toFixed(16)+"\0",Ta="\0OPEN"+Math.random().toFixed(16)+"\0",Pn="\0CLOSE"+Math.random().toFixed(
16)+"\0",Na="\0COMMA"+Math.random().toFixed(16)+"\0",Ca="\0PERIOD"+Math.random().toFixed(16)+"\0",Ku=new RegExp(Ea,"g"),
Vu=new RegExp(Ta,"g"),qu=new RegExp(Pn,"g"),Xu=new RegExp(Na,"g"),Yu=new RegExp(Ca,"g"),Zu=/\\\\/g,Qu=/\\{/g,tc=/\\}/g,ec=/\\,/g,
nc=/\\\./g,sc=1e5,rc=4e6,oc=1e3,ic=1e3,ac=2e7,lc=16;function Ts(s){return isNaN(s)?s.charCodeAt(0):parseInt(s,10)}function uc(s){
return s.replace(Zu,Ea).replace(Qu,Ta).replace(tc,Pn).replace(ec,Na).replace(nc,Ca)}function cc(s){return s.replace(Ku,"\
\\").replace(Vu,"{").replace(qu,"}").replace(Xu,",").replace(Yu,".")}function Ns(s,t){for(let e=0;e<t.length;e++)s.push(
t[e])}function _a(s,t,e){if(e.remaining<0)return;let n=Aa("{","}",t),r=n!==void 0&&t.indexOf("{")<n[0];if(e.remaining-=n&&
!r?n[1]+1:s.length,!(!n||e.remaining<0))return{end:n[1],pre:s.slice(0,n[0]),body:s.slice(n[0]+1,n[1]),post:s.slice(n[1]+
1),unmatched:r}}function dc(s,t){t.remaining-=s.length;let e=[];for(let o=0;o<s.length;o++){let i=s.charCodeAt(o);i===123?
e.push(o):i===125&&e.length&&e.pop()}let n="",r=0;for(let o=0;o<e.length;o++){let i=e[o];n+=s.slice(r,i)+"\0",r=i+1}return n+
s.slice(r)}function fc(s,t){if(t.remaining-=s.length,t.remaining<0)return!1;let e=!1;for(let n=s.length-1;n>=0;n--){let r=s.
charCodeAt(n);if(r===125)e=!0;else if(r===10||r===13||r===8232||r===8233)e=!1;else if(r===44&&e&&s.charCodeAt(n+1)!==44)
return!0}return!1}function pc(s,t){let e=[],n="";for(;;){let r=_a(s,s,t);if(t.remaining<0)return;if(!r){let u=s.split(",");
return u[0]=n+u[0],Ns(e,u),e}let{pre:o,body:i,post:a}=r,l=o.split(",");if(l[0]=n+l[0],l[l.length-1]+="{"+i+"}",!a.length)
return Ns(e,l),e;n=l.pop(),Ns(e,l),s=a}}function ke(s,t){return s===void 0||isNaN(s)?t:s}function Ma(s,t={}){if(!s)return[];
let e=ke(t.max,sc),n=ke(t.maxLength,rc),r=ke(t.maxDepth,oc),o=ke(t.maxRewrites,ic),i=ke(t.maxSteps,ac);return s.slice(0,
2)==="{}"&&(s="\\{\\}"+s.slice(2)),Cs(uc(s),e,n,r,0,o,{remaining:i},!0).map(cc)}function hc(s){return"{"+s+"}"}function gc(s){
return/^-?0\d/.test(s)}function mc(s,t){return s<=t}function wc(s,t){return s>=t}function $e(s,t,e,n,r,o,i){let a=[],l=0,
u;t:for(let d=0;d<s.length;d++){let c=s[d]+t,p=e;o&&!c&&(u||(u=e.filter(f=>f)),p=u);for(let f=0;f<p.length;f++){if(a.length>=
n)break t;let h=c+p[f];if(l+h.length>r)break t;a.push(h),l+=h.length}}return i.remaining-=a.length,a}function yc(s,t,e,n,r){
let o=s.split(/\.\./),i=[];if(o[0]===void 0||o[1]===void 0)return i;let a=Ts(o[0]),l=Ts(o[1]),u=Math.max(o[0].length,o[1].
length),d=o.length===3&&o[2]!==void 0?Math.max(Math.abs(Ts(o[2])),1):1,c=mc;l<a&&(d*=-1,c=wc);let f=o.some(gc),h=f?u:1,g=0;
for(let m=a;c(m,l)&&i.length<e;m+=d){if(r.remaining-=h,r.remaining<0)return;let y;if(t)y=String.fromCharCode(m),y==="\\"&&
(y="");else if(y=String(m),f){let w=u-y.length;if(w>0){let v=new Array(w+1).join("0");m<0?y="-"+v+y.slice(1):y=v+y}}if(g+
y.length>n)break;i.push(y),g+=y.length}return i}function Cs(s,t,e,n,r,o,i,a){if(i.remaining-=lc,r>n)return[s];let l=[""],
u=0,d=!1,c=!0,p=s;for(;;){let f=_a(s,p,i);if(!f)return $e(l,s,[""],t,e,d,i);f.unmatched&&(p=dc(p,i));let h=f.pre,g=()=>$e(
l,h+"{"+f.body+"}"+f.post,[""],t,e,d,i);if(/\$$/.test(h)){if(l=$e(l,h+"{"+f.body+"}",[""],t,e,d&&!f.post.length,i),c=!1,
!f.post.length)break;s=f.post,p=p.slice(f.end+1);continue}let m=/^-?\d+\.\.-?\d+(?:\.\.-?\d+)?$/.test(f.body),y=/^[a-zA-Z]\.\.[a-zA-Z](?:\.\.-?\d+)?$/.
test(f.body),w=m||y,v=f.body.indexOf(",")>=0;if(!w&&!v){if(u<o&&fc(f.post,i)){u++,s=f.pre+"{"+f.body+Pn+f.post,p=p.slice(
0,f.end)+Pn+p.slice(f.end+1),a=!0;continue}return g()}c&&(d=a&&!w,c=!1);let $;if(w){if($=yc(f.body,y,t,e,i),!$)return g()}else{
let A=pc(f.body,i);if(!A)return g();if(A.length===1&&A[0]!==void 0){if(A=Cs(A[0],t,e,n,r+1,o,i,!1).map(hc),i.remaining<0)
return g();if(A.length===1){let P=$e(l,h+A[0],[""],t,e,d&&!f.post.length,i);if(i.remaining<0)return g();if(l=P,!f.post.length)
break;s=f.post,p=p.slice(f.end+1);continue}}let k=d&&!f.post.length&&!h;for(let P=0;k&&P<l.length;P++)l[P]&&(k=!1);$=[];
let R=0;t:for(let P=0;P<A.length;P++){let U=Cs(A[P],t,e,n,r+1,o,i,!1);if(i.remaining<0)return g();for(let K=0;K<U.length;K++){
let x=U[K];if(!(k&&!x)){if($.length>=t||R+x.length>e)break t;$.push(x),R+=x.length}}}}let E=$e(l,h,$,t,e,d&&!f.post.length,
i);if(i.remaining<0)return g();if(l=E,!f.post.length)break;s=f.post,p=p.slice(f.end+1)}return l}var xe=s=>{if(typeof s!="string")throw new TypeError("invalid pattern");if(s.length>65536)throw new TypeError("pattern i\
s too long")};var bc={"[:alnum:]":["\\p{L}\\p{Nl}\\p{Nd}",!0],"[:alpha:]":["\\p{L}\\p{Nl}",!0],"[:ascii:]":["\\x00-\\x7f",!1],"[:blank\
:]":["\\p{Zs}\\t",!0],"[:cntrl:]":["\\p{Cc}",!0],"[:digit:]":["\\p{Nd}",!0],"[:graph:]":["\\p{Z}\\p{C}",!0,!0],"[:lower:\
]":["\\p{Ll}",!0],"[:print:]":["\\p{C}",!0],"[:punct:]":["\\p{P}",!0],"[:space:]":["\\p{Z}\\t\\r\\n\\v\\f",!0],"[:upper:\
]":["\\p{Lu}",!0],"[:word:]":["\\p{L}\\p{Nl}\\p{Nd}\\p{Pc}",!0],"[:xdigit:]":["A-Fa-f0-9",!1]},Re=s=>s.replace(/[[\]\\-]/g,
"\\$&"),Sc=s=>s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),ja=s=>s.join(""),La=(s,t)=>{let e=t;if(s.charAt(e)!=="[")throw new Error(
"not in a brace expression");let n=[],r=[],o=e+1,i=!1,a=!1,l=!1,u=!1,d=e,c="";t:for(;o<s.length;){let g=s.charAt(o);if((g===
"!"||g==="^")&&o===e+1){u=!0,o++;continue}if(g==="]"&&i&&!l){d=o+1;break}if(i=!0,g==="\\"&&!l){l=!0,o++;continue}if(g===
"["&&!l){for(let[m,[y,w,v]]of Object.entries(bc))if(s.startsWith(m,o)){if(c)return["$.",!1,s.length-e,!0];o+=m.length,v?
r.push(y):n.push(y),a=a||w;continue t}}if(l=!1,c){g>c?n.push(Re(c)+"-"+Re(g)):g===c&&n.push(Re(g)),c="",o++;continue}if(s.
startsWith("-]",o+1)){n.push(Re(g+"-")),o+=2;continue}if(s.startsWith("-",o+1)){c=g,o+=2;continue}n.push(Re(g)),o++}if(d<
o)return["",!1,0,!1];if(!n.length&&!r.length)return["$.",!1,s.length-e,!0];if(r.length===0&&n.length===1&&/^\\?.$/.test(
n[0])&&!u){let g=n[0].length===2?n[0].slice(-1):n[0];return[Sc(g),!1,d-e,!1]}let p="["+(u?"^":"")+ja(n)+"]",f="["+(u?"":
"^")+ja(r)+"]";return[n.length&&r.length?"("+p+"|"+f+")":n.length?p:f,a,d-e,!0]};var It=(s,{windowsPathsNoEscape:t=!1,magicalBraces:e=!0}={})=>e?t?s.replace(/\[([^/\\])\]/g,"$1"):s.replace(/((?!\\).|^)\[([^/\\])\]/g,
"$1$2").replace(/\\([^/])/g,"$1"):t?s.replace(/\[([^/\\{}])\]/g,"$1"):s.replace(/((?!\\).|^)\[([^/\\{}])\]/g,"$1$2").replace(
/\\([^/{}])/g,"$1");var ht,vc=new Set(["!","?","+","*","@"]),_s=s=>vc.has(s),Fa=s=>_s(s.type),kc=new Map([["!",["@"]],["?",["?","@"]],["@",[
"@"]],["*",["*","+","?","@"]],["+",["+","@"]]]),$c=new Map([["!",["?"]],["@",["?"]],["+",["?","*"]]]),xc=new Map([["!",[
"?","@"]],["?",["?","@"]],["@",["?","@"]],["*",["*","+","?","@"]],["+",["+","@","?","*"]]]),Ia=new Map([["!",new Map([["\
!","@"]])],["?",new Map([["*","*"],["+","*"]])],["@",new Map([["!","!"],["?","?"],["@","@"],["*","*"],["+","+"]])],["+",
new Map([["?","*"],["*","*"]])]]),Rc="(?!(?:^|/)\\.\\.?(?:$|/))",On="(?!\\.)",Pc=new Set(["[","."]),Oc=new Set(["..","."]),
Ac=new Set("().*{}+?[]^$\\!"),Ec=s=>s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),Ms="[^/]",Da=Ms+"*?",Wa=Ms+"+?",Tc=0,zt=class{type;#t;#s;#e=!1;#n=[];#r;#i;#a;#o=!1;#u;#c;#d=!1;id=++Tc;get depth(){
return(this.#r?.depth??-1)+1}[Symbol.for("nodejs.util.inspect.custom")](){return{"@@type":"AST",id:this.id,type:this.type,
root:this.#t.id,parent:this.#r?.id,depth:this.depth,partsLength:this.#n.length,parts:this.#n}}constructor(t,e,n={}){this.
type=t,t&&(this.#s=!0),this.#r=e,this.#t=this.#r?this.#r.#t:this,this.#u=this.#t===this?n:this.#t.#u,this.#a=this.#t===this?
[]:this.#t.#a,t==="!"&&!this.#t.#o&&this.#a.push(this),this.#i=this.#r?this.#r.#n.length:0}get hasMagic(){if(this.#s!==void 0)
return this.#s;for(let t of this.#n)if(typeof t!="string"&&(t.type||t.hasMagic))return this.#s=!0;return this.#s}toString(){
return this.#c!==void 0?this.#c:this.type?this.#c=this.type+"("+this.#n.map(t=>String(t)).join("|")+")":this.#c=this.#n.
map(t=>String(t)).join("")}#p(){if(this!==this.#t)throw new Error("should only call on root");if(this.#o)return this;this.
toString(),this.#o=!0;let t;for(;t=this.#a.pop();){if(t.type!=="!")continue;let e=t,n=e.#r;for(;n;){for(let r=e.#i+1;!n.
type&&r<n.#n.length;r++)for(let o of t.#n){if(typeof o=="string")throw new Error("string part in extglob AST??");o.copyIn(
n.#n[r])}e=n,n=e.#r}}return this}push(...t){for(let e of t)if(e!==""){if(typeof e!="string"&&!(e instanceof ht&&e.#r===this))
throw new Error("invalid part: "+e);this.#n.push(e)}}toJSON(){let t=this.type===null?this.#n.slice().map(e=>typeof e=="s\
tring"?e:e.toJSON()):[this.type,...this.#n.map(e=>e.toJSON())];return this.isStart()&&!this.type&&t.unshift([]),this.isEnd()&&
(this===this.#t||this.#t.#o&&this.#r?.type==="!")&&t.push({}),t}isStart(){if(this.#t===this)return!0;if(!this.#r?.isStart())
return!1;if(this.#i===0)return!0;let t=this.#r;for(let e=0;e<this.#i;e++){let n=t.#n[e];if(!(n instanceof ht&&n.type==="\
!"))return!1}return!0}isEnd(){if(this.#t===this||this.#r?.type==="!")return!0;if(!this.#r?.isEnd())return!1;if(!this.type)
return this.#r?.isEnd();let t=this.#r?this.#r.#n.length:0;return this.#i===t-1}copyIn(t){typeof t=="string"?this.push(t):
this.push(t.clone(this))}clone(t){let e=new ht(this.type,t);for(let n of this.#n)e.copyIn(n);return e}static#f(t,e,n,r,o){
let i=r.maxExtglobRecursion??2,a=!1,l=!1,u=-1,d=!1;if(e.type===null){let g=n,m="";for(;g<t.length;){let y=t.charAt(g++);
if(a||y==="\\"){a=!a,m+=y;continue}if(l){g===u+1?(y==="^"||y==="!")&&(d=!0):y==="]"&&!(g===u+2&&d)&&(l=!1),m+=y;continue}else if(y===
"["){l=!0,u=g,d=!1,m+=y;continue}if(!r.noext&&_s(y)&&t.charAt(g)==="("&&o<=i){e.push(m),m="";let v=new ht(y,e);g=ht.#f(t,
v,g,r,o+1),e.push(v);continue}m+=y}return e.push(m),g}let c=n+1,p=new ht(null,e),f=[],h="";for(;c<t.length;){let g=t.charAt(
c++);if(a||g==="\\"){a=!a,h+=g;continue}if(l){c===u+1?(g==="^"||g==="!")&&(d=!0):g==="]"&&!(c===u+2&&d)&&(l=!1),h+=g;continue}else if(g===
"["){l=!0,u=c,d=!1,h+=g;continue}if(!r.noext&&_s(g)&&t.charAt(c)==="("&&(o<=i||e&&e.#g(g))){let y=e&&e.#g(g)?0:1;p.push(
h),h="";let w=new ht(g,p);p.push(w),c=ht.#f(t,w,c,r,o+y);continue}if(g==="|"){p.push(h),h="",f.push(p),p=new ht(null,e);
continue}if(g===")")return h===""&&e.#n.length===0&&(e.#d=!0),p.push(h),h="",e.push(...f,p),c;h+=g}return e.type=null,e.#s=
void 0,e.#n=[t.substring(n-1)],c}#w(t){return this.#k(t,$c)}#k(t,e=kc){if(!t||typeof t!="object"||t.type!==null||t.#n.length!==
1||this.type===null)return!1;let n=t.#n[0];return!n||typeof n!="object"||n.type===null?!1:this.#g(n.type,e)}#g(t,e=xc){return!!e.
get(this.type)?.includes(t)}#T(t,e){let n=t.#n[0],r=new ht(null,n,this.options);r.#n.push(""),n.push(r),this.#y(t,e)}#y(t,e){
let n=t.#n[0];this.#n.splice(e,1,...n.#n);for(let r of n.#n)typeof r=="object"&&(r.#r=this);this.#c=void 0}#N(t){return!!Ia.
get(this.type)?.has(t)}#R(t){if(!t||typeof t!="object"||t.type!==null||t.#n.length!==1||this.type===null||this.#n.length!==
1)return!1;let e=t.#n[0];return!e||typeof e!="object"||e.type===null?!1:this.#N(e.type)}#S(t){let e=Ia.get(this.type),n=t.#n[0],
r=e?.get(n.type);if(!r)return!1;this.#n=n.#n;for(let o of this.#n)typeof o=="object"&&(o.#r=this);this.type=r,this.#c=void 0,
this.#d=!1}static fromGlob(t,e={}){let n=new ht(null,void 0,e);return ht.#f(t,n,0,e,0),n}toMMPattern(){if(this!==this.#t)
return this.#t.toMMPattern();let t=this.toString(),[e,n,r,o]=this.toRegExpSource();if(!(r||this.#s||this.#u.nocase&&!this.#u.
nocaseMagicOnly&&t.toUpperCase()!==t.toLowerCase()))return n;let a=(this.#u.nocase?"i":"")+(o?"u":"");return Object.assign(
new RegExp(`^${e}$`,a),{_src:e,_glob:t})}get options(){return this.#u}toRegExpSource(t){let e=t??!!this.#u.dot;if(this.#t===
this&&(this.#m(),this.#p()),!Fa(this)){let l=this.isStart()&&this.isEnd()&&!this.#n.some(f=>typeof f!="string"),u=this.#n.
map(f=>{let[h,g,m,y]=typeof f=="string"?ht.#b(f,this.#s,l):f.toRegExpSource(t);return this.#s=this.#s||m,this.#e=this.#e||
y,h}).join(""),d="";if(this.isStart()&&typeof this.#n[0]=="string"&&!(this.#n.length===1&&Oc.has(this.#n[0]))){let h=Pc,
g=e&&h.has(u.charAt(0))||u.startsWith("\\.")&&h.has(u.charAt(2))||u.startsWith("\\.\\.")&&h.has(u.charAt(4)),m=!e&&!t&&h.
has(u.charAt(0));d=g?Rc:m?On:""}let c="";return this.isEnd()&&this.#t.#o&&this.#r?.type==="!"&&(c="(?:$|\\/)"),[d+u+c,It(
u),this.#s=!!this.#s,this.#e]}let n=this.type==="*"||this.type==="+",r=this.type==="!"?"(?:(?!(?:":"(?:",o=this.#v(e);if(this.
isStart()&&this.isEnd()&&!o&&this.type!=="!"){let l=this.toString(),u=this;return u.#n=[l],u.type=null,u.#s=void 0,[l,It(
this.toString()),!1,!1]}let i=!n||t||e||!On?"":this.#v(!0);i===o&&(i=""),i&&(o=`(?:${o})(?:${i})*?`);let a="";if(this.type===
"!"&&this.#d)a=(this.isStart()&&!e?On:"")+Wa;else{let l=this.type==="!"?"))"+(this.isStart()&&!e&&!t?On:"")+Da+")":this.
type==="@"?")":this.type==="?"?")?":this.type==="+"&&i?")":this.type==="*"&&i?")?":`)${this.type}`;a=r+o+l}return[a,It(o),
this.#s=!!this.#s,this.#e]}#m(){if(Fa(this)){let t=0,e=!1;do{e=!0;for(let n=0;n<this.#n.length;n++){let r=this.#n[n];typeof r==
"object"&&(r.#m(),this.#k(r)?(e=!1,this.#y(r,n)):this.#w(r)?(e=!1,this.#T(r,n)):this.#R(r)&&(e=!1,this.#S(r)))}}while(!e&&
++t<10)}else for(let t of this.#n)typeof t=="object"&&t.#m();this.#c=void 0}#v(t){return this.#n.map(e=>{if(typeof e=="s\
tring")throw new Error("string type in extglob ast??");let[n,r,o,i]=e.toRegExpSource(t);return this.#e=this.#e||i,n}).filter(
e=>!(this.isStart()&&this.isEnd())||!!e).join("|")}static#b(t,e,n=!1){let r=!1,o="",i=!1,a=!1;for(let l=0;l<t.length;l++){
let u=t.charAt(l);if(r){r=!1,o+=(Ac.has(u)?"\\":"")+u;continue}if(u==="*"){if(a)continue;a=!0,o+=n&&/^[*]+$/.test(t)?Wa:
Da,e=!0;continue}else a=!1;if(u==="\\"){l===t.length-1?o+="\\\\":r=!0;continue}if(u==="["){let[d,c,p,f]=La(t,l);if(p){o+=
d,i=i||c,l+=p-1,e=e||f;continue}}if(u==="?"){o+=Ms,e=!0;continue}o+=Ec(u)}return[o,It(t),!!e,i]}};ht=zt;var js=(s,{windowsPathsNoEscape:t=!1,magicalBraces:e=!1}={})=>e?t?s.replace(/[?*()[\]{}]/g,"[$&]"):s.replace(/[?*()[\]\\{}]/g,
"\\$&"):t?s.replace(/[?*()[\]]/g,"[$&]"):s.replace(/[?*()[\]\\]/g,"\\$&");var pt=(s,t,e={})=>(xe(t),!e.nocomment&&t.charAt(0)==="#"?!1:new jt(t,e).match(s)),Nc=/^\*+([^+@!?*[(]*)$/,Cc=s=>t=>!t.startsWith(
".")&&t.endsWith(s),_c=s=>t=>t.endsWith(s),Mc=s=>(s=s.toLowerCase(),t=>!t.startsWith(".")&&t.toLowerCase().endsWith(s)),
jc=s=>(s=s.toLowerCase(),t=>t.toLowerCase().endsWith(s)),Lc=/^\*+\.\*+$/,Fc=s=>!s.startsWith(".")&&s.includes("."),Ic=s=>s!==
"."&&s!==".."&&s.includes("."),Dc=/^\.\*+$/,Wc=s=>s!=="."&&s!==".."&&s.startsWith("."),Uc=/^\*+$/,Jc=s=>s.length!==0&&!s.
startsWith("."),Hc=s=>s.length!==0&&s!=="."&&s!=="..",Gc=/^\?+([^+@!?*[(]*)?$/,Bc=([s,t=""])=>{let e=Ha([s]);return t?(t=
t.toLowerCase(),n=>e(n)&&n.toLowerCase().endsWith(t)):e},zc=([s,t=""])=>{let e=Ga([s]);return t?(t=t.toLowerCase(),n=>e(
n)&&n.toLowerCase().endsWith(t)):e},Kc=([s,t=""])=>{let e=Ga([s]);return t?n=>e(n)&&n.endsWith(t):e},Vc=([s,t=""])=>{let e=Ha(
[s]);return t?n=>e(n)&&n.endsWith(t):e},Ha=([s])=>{let t=s.length;return e=>e.length===t&&!e.startsWith(".")},Ga=([s])=>{
let t=s.length;return e=>e.length===t&&e!=="."&&e!==".."},Ba=typeof process=="object"&&process?typeof process.env=="obje\
ct"&&process.env&&process.env.__MINIMATCH_TESTING_PLATFORM__||process.platform:"posix",Ua={win32:{sep:"\\"},posix:{sep:"\
/"}},qc=Ba==="win32"?Ua.win32.sep:Ua.posix.sep;pt.sep=qc;var dt=Symbol("globstar **");pt.GLOBSTAR=dt;var Xc="[^/]",Yc=Xc+
"*?",Zc="(?:(?!(?:\\/|^)(?:\\.{1,2})($|\\/)).)*?",Qc="(?:(?!(?:\\/|^)\\.).)*?",td=(s,t={})=>e=>pt(e,s,t);pt.filter=td;var bt=(s,t={})=>Object.
assign({},s,t),ed=s=>{if(!s||typeof s!="object"||!Object.keys(s).length)return pt;let t=pt;return Object.assign((n,r,o={})=>t(
n,r,bt(s,o)),{Minimatch:class extends t.Minimatch{constructor(r,o={}){super(r,bt(s,o))}static defaults(r){return t.defaults(
bt(s,r)).Minimatch}},AST:class extends t.AST{constructor(r,o,i={}){super(r,o,bt(s,i))}static fromGlob(r,o={}){return t.AST.
fromGlob(r,bt(s,o))}},unescape:(n,r={})=>t.unescape(n,bt(s,r)),escape:(n,r={})=>t.escape(n,bt(s,r)),filter:(n,r={})=>t.filter(
n,bt(s,r)),defaults:n=>t.defaults(bt(s,n)),makeRe:(n,r={})=>t.makeRe(n,bt(s,r)),braceExpand:(n,r={})=>t.braceExpand(n,bt(
s,r)),match:(n,r,o={})=>t.match(n,r,bt(s,o)),sep:t.sep,GLOBSTAR:dt})};pt.defaults=ed;var za=(s,t={})=>(xe(s),t.nobrace||
!/\{(?:(?!\{).)*\}/.test(s)?[s]:Ma(s,{max:t.braceExpandMax}));pt.braceExpand=za;var nd=(s,t={})=>new jt(s,t).makeRe();pt.
makeRe=nd;var sd=(s,t,e={})=>{let n=new jt(t,e);return s=s.filter(r=>n.match(r)),n.options.nonull&&!s.length&&s.push(t),
s};pt.match=sd;var Ja=/[?*]|[+@!]\(.*?\)|\[|\]/,rd=s=>s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),jt=class{options;set;pattern;windowsPathsNoEscape;nonegate;negate;comment;empty;preserveMultipleSlashes;partial;globSet;globParts;nocase;isWindows;platform;windowsNoMagicRoot;maxGlobstarRecursion;regexp;constructor(t,e={}){
xe(t),e=e||{},this.options=e,this.maxGlobstarRecursion=e.maxGlobstarRecursion??200,this.pattern=t,this.platform=e.platform||
Ba,this.isWindows=this.platform==="win32";let n="allowWindowsEscape";this.windowsPathsNoEscape=!!e.windowsPathsNoEscape||
e[n]===!1,this.windowsPathsNoEscape&&(this.pattern=this.pattern.replace(/\\/g,"/")),this.preserveMultipleSlashes=!!e.preserveMultipleSlashes,
this.regexp=null,this.negate=!1,this.nonegate=!!e.nonegate,this.comment=!1,this.empty=!1,this.partial=!!e.partial,this.nocase=
!!this.options.nocase,this.windowsNoMagicRoot=e.windowsNoMagicRoot!==void 0?e.windowsNoMagicRoot:!!(this.isWindows&&this.
nocase),this.globSet=[],this.globParts=[],this.set=[],this.make()}hasMagic(){if(this.options.magicalBraces&&this.set.length>
1)return!0;for(let t of this.set)for(let e of t)if(typeof e!="string")return!0;return!1}debug(...t){}make(){let t=this.pattern,
e=this.options;if(!e.nocomment&&t.charAt(0)==="#"){this.comment=!0;return}if(!t){this.empty=!0;return}this.parseNegate(),
this.globSet=[...new Set(this.braceExpand())],e.debug&&(this.debug=(...o)=>console.error(...o)),this.debug(this.pattern,
this.globSet);let n=this.globSet.map(o=>this.slashSplit(o));this.globParts=this.preprocess(n),this.debug(this.pattern,this.
globParts);let r=this.globParts.map((o,i,a)=>{if(this.isWindows&&this.windowsNoMagicRoot){let l=o[0]===""&&o[1]===""&&(o[2]===
"?"||!Ja.test(o[2]))&&!Ja.test(o[3]),u=/^[a-z]:/i.test(o[0]);if(l)return[...o.slice(0,4),...o.slice(4).map(d=>this.parse(
d))];if(u)return[o[0],...o.slice(1).map(d=>this.parse(d))]}return o.map(l=>this.parse(l))});if(this.debug(this.pattern,r),
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
n.indexOf("**",r+1))!==-1;){let i=r;for(;n[i+1]==="**";)i++;i>r&&n.splice(r+1,i-r);let a=n[r+1],l=n[r+2],u=n[r+3];if(a!==
".."||!l||l==="."||l===".."||!u||u==="."||u==="..")continue;e=!0,n.splice(r,1);let d=n.slice(0);d[r]="**",t.push(d),r--}
if(!this.preserveMultipleSlashes){for(let i=1;i<n.length-1;i++){let a=n[i];i===1&&a===""&&n[0]===""||(a==="."||a==="")&&
(e=!0,n.splice(i,1),i--)}n[0]==="."&&n.length===2&&(n[1]==="."||n[1]==="")&&(e=!0,n.pop())}let o=0;for(;(o=n.indexOf("..",
o+1))!==-1;){let i=n[o-1];if(i&&i!=="."&&i!==".."&&i!=="**"){e=!0;let l=o===1&&n[o+1]==="**"?["."]:[];n.splice(o-1,2,...l),
n.length===0&&n.push(""),o-=2}}}}while(e);return t}secondPhasePreProcess(t){for(let e=0;e<t.length-1;e++)for(let n=e+1;n<
t.length;n++){let r=this.partsMatch(t[e],t[n],!this.preserveMultipleSlashes);if(r){t[e]=[],t[n]=r;break}}return t.filter(
e=>e.length)}partsMatch(t,e,n=!1){let r=0,o=0,i=[],a="";for(;r<t.length&&o<e.length;)if(t[r]===e[o])i.push(a==="b"?e[o]:
t[r]),r++,o++;else if(n&&t[r]==="**"&&e[o]===t[r+1])i.push(t[r]),r++;else if(n&&e[o]==="**"&&t[r]===e[o+1])i.push(e[o]),
o++;else if(t[r]==="*"&&e[o]&&(this.options.dot||!e[o].startsWith("."))&&e[o]!=="**"){if(a==="b")return!1;a="a",i.push(t[r]),
r++,o++}else if(e[o]==="*"&&t[r]&&(this.options.dot||!t[r].startsWith("."))&&t[r]!=="**"){if(a==="a")return!1;a="b",i.push(
e[o]),r++,o++}else return!1;return t.length===e.length&&i}parseNegate(){if(this.nonegate)return;let t=this.pattern,e=!1,
n=0;for(let r=0;r<t.length&&t.charAt(r)==="!";r++)e=!e,n++;n&&(this.pattern=t.slice(n)),this.negate=e}matchOne(t,e,n=!1){
let r=0,o=0;if(this.isWindows){let a=typeof t[0]=="string"&&/^[a-z]:$/i.test(t[0]),l=!a&&t[0]===""&&t[1]===""&&t[2]==="?"&&
/^[a-z]:$/i.test(t[3]),u=typeof e[0]=="string"&&/^[a-z]:$/i.test(e[0]),d=!u&&e[0]===""&&e[1]===""&&e[2]==="?"&&typeof e[3]==
"string"&&/^[a-z]:$/i.test(e[3]),c=l?3:a?0:void 0,p=d?3:u?0:void 0;if(typeof c=="number"&&typeof p=="number"){let[f,h]=[
t[c],e[p]];f.toLowerCase()===h.toLowerCase()&&(e[p]=f,o=p,r=c)}}let{optimizationLevel:i=1}=this.options;return i>=2&&(t=
this.levelTwoFileOptimize(t)),e.includes(dt)?this.#t(t,e,n,r,o):this.#e(t,e,n,r,o)}#t(t,e,n,r,o){let i=e.indexOf(dt,o),a=e.
lastIndexOf(dt),[l,u,d]=n?[e.slice(o,i),e.slice(i+1),[]]:[e.slice(o,i),e.slice(i+1,a),e.slice(a+1)];if(l.length){let w=t.
slice(r,r+l.length);if(!this.#e(w,l,n,0,0))return!1;r+=l.length,o+=l.length}let c=0;if(d.length){if(d.length+r>t.length)
return!1;let w=t.length-d.length;if(this.#e(t,d,n,w,0))c=d.length;else{if(t[t.length-1]!==""||r+d.length===t.length||(w--,
!this.#e(t,d,n,w,0)))return!1;c=d.length+1}}if(!u.length){let w=!!c;for(let v=r;v<t.length-c;v++){let $=String(t[v]);if(w=
!0,$==="."||$===".."||!this.options.dot&&$.startsWith("."))return!1}return n||w}let p=[[[],0]],f=p[0],h=0,g=[0];for(let w of u)
w===dt?(g.push(h),f=[[],0],p.push(f)):(f[0].push(w),h++);let m=p.length-1,y=t.length-c;for(let w of p)w[1]=y-(g[m--]+w[0].
length);return!!this.#s(t,p,r,0,n,0,!!c)}#s(t,e,n,r,o,i,a){let l=e[r];if(!l){for(let c=n;c<t.length;c++){a=!0;let p=t[c];
if(p==="."||p===".."||!this.options.dot&&p.startsWith("."))return!1}return a}let[u,d]=l;for(;n<=d;){if(this.#e(t.slice(0,
n+u.length),u,o,n,0)&&i<this.maxGlobstarRecursion){let f=this.#s(t,e,n+u.length,r+1,o,i+1,a);if(f!==!1)return f}let p=t[n];
if(p==="."||p===".."||!this.options.dot&&p.startsWith("."))return!1;n++}return o||null}#e(t,e,n,r,o){let i,a,l,u;for(i=r,
a=o,u=t.length,l=e.length;i<u&&a<l;i++,a++){this.debug("matchOne loop");let d=e[a],c=t[i];if(this.debug(e,d,c),d===!1||d===
dt)return!1;let p;if(typeof d=="string"?(p=c===d,this.debug("string match",d,c,p)):(p=d.test(c),this.debug("pattern matc\
h",d,c,p)),!p)return!1}if(i===u&&a===l)return!0;if(i===u)return n;if(a===l)return i===u-1&&t[i]==="";throw new Error("wt\
f?")}braceExpand(){return za(this.pattern,this.options)}parse(t){xe(t);let e=this.options;if(t==="**")return dt;if(t==="")
return"";let n,r=null;(n=t.match(Uc))?r=e.dot?Hc:Jc:(n=t.match(Nc))?r=(e.nocase?e.dot?jc:Mc:e.dot?_c:Cc)(n[1]):(n=t.match(
Gc))?r=(e.nocase?e.dot?zc:Bc:e.dot?Kc:Vc)(n):(n=t.match(Lc))?r=e.dot?Ic:Fc:(n=t.match(Dc))&&(r=Wc);let o=zt.fromGlob(t,this.
options).toMMPattern();return r&&typeof o=="object"&&Reflect.defineProperty(o,"test",{value:r}),o}makeRe(){if(this.regexp||
this.regexp===!1)return this.regexp;let t=this.set;if(!t.length)return this.regexp=!1,this.regexp;let e=this.options,n=e.
noglobstar?Yc:e.dot?Zc:Qc,r=new Set(e.nocase?["i"]:[]),o=t.map(l=>{let u=l.map(c=>{if(c instanceof RegExp)for(let p of c.
flags.split(""))r.add(p);return typeof c=="string"?rd(c):c===dt?dt:c._src});u.forEach((c,p)=>{let f=u[p+1],h=u[p-1];c!==
dt||h===dt||(h===void 0?f!==void 0&&f!==dt?u[p+1]="(?:\\/|"+n+"\\/)?"+f:u[p]=n:f===void 0?u[p-1]=h+"(?:\\/|\\/"+n+")?":f!==
dt&&(u[p-1]=h+"(?:\\/|\\/"+n+"\\/)"+f,u[p+1]=dt))});let d=u.filter(c=>c!==dt);if(this.partial&&d.length>=1){let c=[];for(let p=1;p<=
d.length;p++)c.push(d.slice(0,p).join("/"));return"(?:"+c.join("|")+")"}return d.join("/")}).join("|"),[i,a]=t.length>1?
["(?:",")"]:["",""];o="^"+i+o+a+"$",this.partial&&(o="^(?:\\/|"+i+o.slice(1,-1)+a+")$"),this.negate&&(o="^(?!"+o+").+$");
try{this.regexp=new RegExp(o,[...r].join(""))}catch{this.regexp=!1}return this.regexp}slashSplit(t){return this.preserveMultipleSlashes?
t.split("/"):this.isWindows&&/^\/\/[^/]+/.test(t)?["",...t.split(/\/+/)]:t.split(/\/+/)}match(t,e=this.partial){if(this.
debug("match",t,this.pattern),this.comment)return!1;if(this.empty)return t==="";if(t==="/"&&e)return!0;let n=this.options;
this.isWindows&&(t=t.split("\\").join("/"));let r=this.slashSplit(t);this.debug(this.pattern,"split",r);let o=this.set;this.
debug(this.pattern,"set",o);let i=r[r.length-1];if(!i)for(let a=r.length-2;!i&&a>=0;a--)i=r[a];for(let a of o){let l=r;if(n.
matchBase&&a.length===1&&(l=[i]),this.matchOne(l,a,e))return n.flipNegate?!0:!this.negate}return n.flipNegate?!1:this.negate}static defaults(t){
return pt.defaults(t).Minimatch}};pt.AST=zt;pt.Minimatch=jt;pt.escape=js;pt.unescape=It;var Va="--follow-symbolic-links";function qa(s,t,e={}){let n=Is(s),r=ud(e.leaveOut??[]),o=ld(t[0]),i=(o?t.slice(1):t).flatMap(
u=>u.split(`
`)).map(u=>u.trim()).filter(u=>u!==""&&!u.startsWith("#")).flatMap(u=>pd(dd(n,u))),a=(0,Ls.createHash)("sha256"),l=0;for(let u of wd(
i,o,r)){if(!u.startsWith(`${n}${An}`))continue;let d;try{if(r.any&&(0,gt.lstatSync)(u).isSymbolicLink()&&r.holds((0,gt.realpathSync)(
u)))continue;let c=(0,gt.statSync)(u);if(c.isDirectory())continue;if(!c.isFile())throw new S("hash-files-failed",`hashFi\
les() cannot hash ${u}: it is not a regular file (${cd(c)})`);d=(0,gt.readFileSync)(u)}catch(c){throw c instanceof S?c:Fs(
u,c)}a.update((0,Ls.createHash)("sha256").update(d).digest()),l+=1}return l>0?a.digest("hex"):""}function ld(s){if(s===void 0||
!s.startsWith("--"))return!1;if(s.toLowerCase()===Va)return!0;throw new S("hash-files-failed",`hashFiles(): invalid glob\
 option ${s}: the one option is '${Va}', as the first argument`)}function ud(s){let t=new Set(s.map(n=>Is(n)));for(let n of[
...t])try{t.add((0,gt.realpathSync)(n))}catch{}let e=[...t];return{any:e.length>0,holds:n=>e.some(r=>n===r||n.startsWith(
r.endsWith(An)?r:`${r}${An}`))}}function Fs(s,t){let e=t.code??String(t);return new S("hash-files-failed",`hashFiles() c\
ould not read ${s}: ${e}`)}function cd(s){return s.isFIFO()?"a FIFO":s.isSocket()?"a socket":s.isCharacterDevice()||s.isBlockDevice()?
"a device":"not a file"}var Xa={dot:!0,nobrace:!0,nocase:process.platform==="win32",nocomment:!0,noext:!0,nonegate:!0};function dd(s,t){
let e=!1,n=t;for(;n.startsWith("!");)e=!e,n=n.slice(1).trim();if(n==="")throw new S("hash-files-failed",`hashFiles(): th\
e pattern '${t}' is empty`);let r=id(n),o=n.endsWith("/"),i=n.split("/").filter(f=>f!==""),a=r?An:s;!r&&i[0]==="."?i.shift():
!r&&i[0]==="~"&&(a=od(),i.shift());let l=i.map(fd);if(l.some(f=>f==="."||f===".."))throw new S("hash-files-failed",`hash\
Files(): invalid pattern '${t}': relative pathing '.' and '..' is not allowed`);let u=l.indexOf(null),d=u===-1?l:l.slice(
0,u),c=hd(a),p=i.length===0?c:`${c.endsWith("/")?c:`${c}/`}${i.join("/")}`;return{negate:e,directories:o,glob:p,matcher:new jt(
p,Xa),searchPath:Is(a,...d)}}function fd(s){let t="";for(let e=0;e<s.length;e++){let n=s[e];if(n==="\\"&&e+1<s.length){e+=
1,t+=s[e];continue}if(n==="*"||n==="?")return null;if(n==="["&&e+1<s.length){let r="",o=-1;for(let i=e+1;i<s.length;i++){
let a=s[i];if(a==="\\"&&i+1<s.length)i+=1,r+=s[i];else if(a==="]"){o=i;break}else r+=a}if(o>=0){if(r.length>1)return null;
if(r!==""){t+=r,e=o;continue}}}t+=n}return t}function pd(s){if(s.glob.endsWith("/**")&&!s.directories)return[s];let t=`${s.
glob}/**`;return[s,{...s,directories:!1,glob:t,matcher:new jt(t,Xa)}]}function hd(s){return s.replaceAll("\\","\\\\").replace(
/(\[)(?=[^/]+\])/g,"[[]").replace(/\?/g,"[?]").replace(/\*/g,"[*]")}var Pe={none:0,directory:1,file:2,all:3};function gd(s,t){
let e=Pe.none;for(let n of s){if(!n.matcher.match(t))continue;let r=n.directories?Pe.directory:Pe.all;e=n.negate?e&~r:e|
r}return e}function md(s,t){return s.some(e=>!e.negate&&e.matcher.match(t,!0))}function*wd(s,t,e){let n=s.filter(i=>!i.negate).
map(i=>i.searchPath),r=new Set(n),o=[];for(let i of n){if(o.includes(i))continue;let a=!1;for(let l=i,u=Ka(l);u!==l;l=u,
u=Ka(l))r.has(u)&&(a=!0);a||o.push(i)}for(let i of o){let a=[{path:i,chain:[]}];for(;a.length>0;){let l=a.pop();if(e.holds(
l.path))continue;let u=gd(s,l.path);if(!u&&!md(s,l.path))continue;let d;try{d=t?(0,gt.statSync)(l.path):(0,gt.lstatSync)(
l.path)}catch(g){if(g.code==="ENOENT")continue;throw Fs(l.path,g)}if(!d.isDirectory()){u&Pe.file&&(yield l.path);continue}
let c=l.path,p;try{if(t&&(c=(0,gt.realpathSync)(l.path)),l.chain.includes(c)||t&&e.holds(c))continue;p=(0,gt.readdirSync)(
l.path)}catch(g){throw Fs(l.path,g)}u&Pe.directory&&(yield l.path);let f=[...l.chain,c],h=p.map(g=>({path:ad(l.path,g),chain:f}));
a.push(...h.reverse())}}}import{isAbsolute as yd,resolve as bd}from"node:path";function Ya(s,t,e=rt.agentOutputBytes){let n;try{n=Tr(bd(t,s),e)}catch(r){let o=r.code,i=o==="EACCES"||o==="EPERM"?"perm\
ission denied":o??String(r);throw Ds("agent-output-unreadable",`cannot read ${s}: ${i}`,r)}switch(n.kind){case"missing":
throw Ds("agent-output-missing",`there is no file ${s}${yd(s)?"":" in the workspace"}: give the file the agent's step wr\
ote its CLI's output to (\`codex exec --json \u2026 > codex.jsonl\`, or claude-code-action's \`execution_file\` output), relative\
 to the workspace or absolute, or leave ${Q.agentOutput} empty`);case"not-regular":throw Ds("agent-output-unreadable",`${s}\
 is ${n.what}; give a regular file, the one the agent's step wrote its output to (links are never followed)`);case"file":{
let{bytes:r,size:o}=n,i=r.length<o?r.indexOf(10):-1,a=r.length<o?r.subarray(i===-1?r.length:i+1):r;return{path:s,text:Te(
a),bytes:o,cut:o-a.length}}}}function Ds(s,t,e){return new S(s,t,{where:Q.agentOutput,...e===void 0?{}:{cause:e}})}var Za=64*1024,En=4096,Sd=4096,Ws=16,Nn=class{#t;#s;#e;#n="";#r="";#i=0;#a=!1;#o;#u;constructor(t,e,n={}){this.#t=t,this.#s=
e,this.#o=n.holdWhatMayGoOn??!1,this.#u=n.quietMs===void 0?void 0:new ae(n.quietMs,()=>this.flush());let r=n.hide;this.#e=
new ie(o=>{this.#n+=r===void 0?o:r(o),this.#a=!0})}push(t,e){this.#a=!1,this.#e.push(t,e),this.#a&&this.#c(!1),this.#u?.
arm()}flush(){this.#c(!0)}stop(){this.#u?.stop()}end(){this.stop(),this.#e.end("stdout"),this.#e.end("stderr"),this.#n!==
""&&this.#f(this.#n.length)}#c(t){let e=this.#n;if(e==="")return;let n=t&&!(this.#o&&Wr(this.#r+e,this.#t));if(!n&&e.length<
this.#i&&e.length<=Za)return;let r=q(this.#r+e,this.#t),o=r.redactions.length>0,i=Tn(e,e.length-1);if(n&&Tn(e,e.length)===
e.length&&(!o||this.#p(r.text,i))){this.#f(e.length);return}let a=Ur(this.#r+e,this.#t)-this.#r.length,l=o||a>=-this.#r.
length?Ws:1;for(let u=i;u>0&&l>0;l--,u=Tn(e,u-1))if(!(a>=-this.#r.length&&u>a)){if(!o||this.#p(r.text,u)){this.#f(u);break}
this.#i=e.length+Math.max(En,e.length>>2)}for(;this.#n.length>Za;)this.#d()}#d(){let t=this.#n,e=q(this.#r+t,this.#t).text,
n=Ws;for(let u=t.length-En;u>0&&n>0;u--)if(vd(t,u-1)&&(n--,this.#p(e,u))){this.#f(u);return}let r=De(this.#r+t,this.#t),
o=this.#r.length,i=t.length-En,a=0,l=r.length-1;for(n=Ws;i>0&&n>0;i--){for(;l>=0&&r[l].start-o>=i;)l--;if(l>=0&&r[l].end-
o>i&&(i=r[l].start-o,i<=0))break;if(!kd(t.charCodeAt(i))&&(a||=i,n--,this.#p(e,i))){this.#f(i);return}}this.#f(a>0?a:t.length-
En)}#p(t,e){return We(this.#r+this.#n,this.#r.length+e,this.#t,t)}#f(t){let e=this.#n.slice(0,t);this.#n=this.#n.slice(t),
this.#i=0;let n=q(this.#r+e,this.#t).text,r=q(this.#r,this.#t).text,o=0;for(;o<r.length&&o<n.length&&n[o]===r[o];)o++;let i=n.
lastIndexOf(kt.markerPrefix,o-1);i>=0&&i<o&&n.indexOf(kt.markerSuffix,i)>=o&&(o=i);let a=n.slice(o),l=this.#r+e;this.#r=
l.slice(Tn(l,l.length-1)).slice(-Sd),a!==""&&this.#s(a)}};function Tn(s,t){for(let e=Math.min(t,s.length)-1;e>=0;e--){let n=s.
charCodeAt(e);if(n===Us||n===Qa&&s.charCodeAt(e+1)!==Us)return e+1}return 0}var Us=10,Qa=13;function vd(s,t){let e=s.charCodeAt(
t);if($d(e)||e===27||e>=55296&&e<=56319)return!1;if(e!==32&&e!==9)return!0;let n=t;for(;n>0&&(s.charCodeAt(n-1)===32||s.
charCodeAt(n-1)===9);)n--;let r=s.charCodeAt(n-1);return r!==Us&&r!==Qa}function kd(s){return s>=56320&&s<=57343}function $d(s){
return s>=48&&s<=57||s>=65&&s<=90||s>=97&&s<=122||s===43||s===47||s===61||s===95||s===45||s===46||s===37}var el=1024*1024,tl=`[baton: this step printed more than ${el/(1024*1024)} MiB while it ran; the rest is written here wh\
en it ends, and its output is then kept as the runner keeps it: the last 1 MiB]
`,Cn=class{#t;#s;#e="";#n=0;#r=!1;#i=!1;constructor(t,e,n){this.#s=n,this.#t=new Nn(t,r=>this.#a(r),{holdWhatMayGoOn:!0,
hide:e,quietMs:500})}push(t,e){this.#i||this.#r||t===""||this.#t.push(t,e)}end(){return this.#i=!0,this.#t.stop(),this.#e}#a(t){
this.#i||this.#r||(this.#o(t),!(this.#n<=el)&&(this.#r=!0,this.#o(this.#e.endsWith(`
`)?tl:`
${tl}`)))}#o(t){this.#s(t),this.#e+=t,this.#n+=Buffer.byteLength(t)}};var _d="-event.json",Md={output:et.output,env:et.env,path:et.path,state:et.state,step_summary:et.stepSummary},_n=class{#t;expressions;#s;#e;#n;#r=new Map;#i=Promise.
resolve();#a=[];#o=new Map;#u=new Map;#c=new Map;host;constructor(t){this.#t=t,this.expressions=t.expressions,this.host=
{hashFiles:e=>qa(t.workspace,e,{leaveOut:[t.storeDir]})},this.#n=t.now??(()=>new Date),this.#e=t.tempPlace??ze(t.tempDir),
this.#s=new fo({root:t.workspace,tempDir:t.tempDir,privateTempDir:!0,tempPlace:this.#e,now:this.#n})}now(){return this.#n()}emit(t){
if(this.#t.emit(t),t.type==="step-finished"&&(t.outcome==="failure"||t.outcome==="cancelled")){this.#C.has(`${t.leg}\0${t.
step}`)||this.#D(t.leg,t.step,`\u2500\u2500 step ${t.step+1}: ${t.name}
`);let e=t.message??t.outcome;this.#x(t.leg,`${t.outcome==="cancelled"?"Cancelled":"Error"}: ${e}
`)}t.type==="job-finished"&&this.#V(t.leg)}summary(t,e,n){let r=Pt(this.#t.runDir,at.summary),o=q(`${zs(t,e)}${n.trimEnd()}\


`,this.#t.secrets).text,i=Buffer.byteLength(o),a=this.#a?.at(-1);this.#a?.push({job:t,leg:e,offset:a?a.offset+a.bytes:0,
bytes:i}),this.#i=this.#i.then(()=>xd(r,o)).catch(l=>{this.#q({name:at.summary,what:"the step summaries",kind:"the step \
summaries",error:l}),this.#a=null})}summaryParts(){return this.#a}async settle(){let t=[];try{await this.#t.recordWrites?.
flush()}catch(r){t.push(wt(r))}let e=await this.drain();e!==null&&t.push(e);let n=this.#t.eventsFailure?.()??null;return n!==
null&&t.push(n),t.length===0?null:t.join(`
`)}async createStepFiles(){let t=Pt(this.#t.tempDir,"step-"),e=await Pd(t).catch(o=>{throw Gt(this.#e,`${t}XXXXXX`,"a st\
ep's directory of file commands",o,{made:!0})}),n={output:Pt(e,"output"),env:Pt(e,"env"),path:Pt(e,"path"),state:Pt(e,"s\
tate"),step_summary:Pt(e,"summary")},r=Object.keys(n);return await Promise.all(r.map(o=>sl(n[o],"",{flag:"wx",mode:384}))).
catch(o=>{let i=r.find(a=>n[a]===o.path)??"output";throw Gt(this.#e,n[i],`the step's ${Md[i]} file`,o)}),n}async runScript(t){
await this.#t.recordWrites?.settled(),this.#p(t.defaults.GITHUB_EVENT_PATH);let e=t.files??await this.createStepFiles();
try{let n={...this.#J(t),[et.output]:e.output,[et.env]:e.env,[et.path]:e.path,[et.state]:e.state,[et.stepSummary]:e.step_summary},
r=0,o=A=>{this.#A(A.slice(r)),r=A.length},i=new wn({allowUnsecureCommands:n.ACTIONS_ALLOW_UNSECURE_COMMANDS?.toLowerCase()===
"true",allowUnsecureStopCommandTokens:["true","1","$true"].includes(n.ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TOKENS?.toLowerCase()??
""),redact:(A,k)=>(o(k),q(A,this.#t.secrets).text)}),a=this.#U(t),l=`\u2500\u2500 step ${t.step+1}: ${t.name}
`,u=this.#D(t.leg,t.step,l),d=new Cn(this.#t.secrets,A=>vs(A,i.masks),A=>this.#M(t.leg,A)),c,p;try{c=await this.#L(t).run(
{script:t.script,shell:t.shell??Io,cwd:this.#K(t.workingDirectory),env:n,signal:t.signal,stop:"interrupt",kill:t.kill,onOutput:(A,k)=>{
i.push(A,k),o(i.masks),a?.push(A,k),d.push(A,k)}})}finally{a?.end(),p=d.end()}let{masks:f,annotations:h,commands:g}=i.end();
o(f);let m=this.#_(vs(c.output,f));this.#h(t.leg,u+p,this.#_(l)+m);let[[y,w,v],{text:$,...E}]=await Promise.all([Promise.
all([e.output,e.env,e.path].map(A=>Od(A,"utf8"))),Ld(e.step_summary)]);return{exitCode:c.exitCode,signal:c.signal,files:{
output:y??"",env:w??"",path:v??"",summary:$},...E,masks:f,annotations:h,commands:g,output:m}}finally{await nl(Td(e.output),
{recursive:!0,force:!0})}}#d;eventPath(t){return`${t}${_d}`}#p(t){if(!(t===void 0||t===""))try{this.#w(t)}catch(e){throw Gt(
this.#e,t,"the event payload (GITHUB_EVENT_PATH)",e)}}#f(){return this.#d??=Buffer.from(JSON.stringify(this.#t.github.event,
null,2)),this.#d}#w(t){let e=this.#f(),n;try{n=(0,Y.openSync)(t,Y.constants.O_RDONLY|Y.constants.O_NOFOLLOW|Y.constants.
O_NONBLOCK);let o=(0,Y.fstatSync)(n);if(o.isFile()&&o.size===e.length&&(0,Y.readFileSync)(n).equals(e))return}catch(o){if(o.
code==="ENOENT"){(0,Y.writeFileSync)(t,e,{flag:"wx",mode:384});return}}finally{n!==void 0&&(0,Y.closeSync)(n)}let r=`${t}\
.${(0,ol.randomUUID)()}`;(0,Y.writeFileSync)(r,e,{flag:"wx",mode:384});try{(0,Y.renameSync)(r,t)}catch{(0,Y.rmSync)(t,{recursive:!0,
force:!0}),(0,Y.renameSync)(r,t)}}#k=0;#g;legTemp={open:async t=>{let e=this.#g;this.#g=void 0;let n=(e&&await e)??this.#y();
return this.#g??=this.#N(),n},close:async t=>{Fd(t,this.#m.get(t)??[]),this.#m.delete(t);let e=this.#S(t);this.#R.add(e),
e.finally(()=>this.#R.delete(e))}};#T(){return this.#k+=1,Pt(this.#t.tempDir,`runner-temp-${this.#k}`)}#y(){let t=this.#T();
try{(0,Y.mkdirSync)(t,{mode:448})}catch(e){throw Gt(this.#e,t,"the job's temp dir (RUNNER_TEMP)",e,{made:!0})}return t}async#N(){
let t=this.#T();try{await Rd(t,{mode:448})}catch{return null}try{return await sl(this.eventPath(t),this.#f(),{flag:"wx",
mode:384}),t}catch{return await this.#S(t),null}}#R=new Set;async#S(t){try{await nl(this.eventPath(t),{recursive:!0,force:!0}),
await Ad(t)}catch{await Ze(t)}}#m=new Map;#v=new Set;#b=null;pauseCommands(){if(this.#b!==null)return;let t=new Map;for(let[
n,r]of this.#m)for(let o of r)this.#v.has(o)||t.set(o,n);let e=[...this.#v,...Id(t)];for(let n of e)Bs(n,"SIGSTOP");this.#b=
e}resumeCommands(){let t=this.#b??[];this.#b=null;for(let e of t)Bs(e,"SIGCONT")}#U(t){let e=this.#t.onOutput;if(e===void 0)
return;let n=new Rn(()=>this.#t.secrets,o=>{let i=bn(o,ra);(i===null||i.form==="legacy"&&!yn.has(i.command))&&e({job:t.job,
leg:t.leg,line:o})}),r=new ae(500,()=>n.flush());return{push:(o,i)=>{n.push(o,i),r.arm()},end:()=>{r.stop(),n.end()}}}#L(t){
let e=t.defaults.RUNNER_TEMP;return{run:async n=>{let r;try{return await this.#t.runner.run({...n,onStart:o=>{if(r=o,this.#v.
add(o),this.#b!==null&&(Bs(o,"SIGSTOP"),this.#b.push(o)),e!==void 0){for(let[a,l]of this.#m)a!==e&&l.includes(o)&&this.#m.
set(a,l.filter(u=>u!==o));let i=this.#m.get(e)??[];i.push(o),this.#m.set(e,i)}n.onStart?.(o)}})}finally{r!==void 0&&this.#v.
delete(r)}}}}async loadAction(t){let e=this.#t.parseAction;if(!e)throw new S("action-invalid",`${t}: local actions canno\
t be read here`);return ho(this.#t.workspace,t,e)}async runAction(t){switch(this.#p(t.defaults.GITHUB_EVENT_PATH),t.action){case"\
stage":return this.#P(t);case"prepare":return this.#I(t);case"capture":return this.#G(t);case"report":return this.#B(t)}}#F(t,e){
let n=this.#t.workflow,o=n.jobs.find(i=>i.id===t.job)?.steps[t.step]?.with[Q.prompt];return{mode:e,job:t.job,stageJob:t.
stageJob,matrix:t.matrix,upstream:t.upstream,...t.needsFacts===void 0?{}:{needsFacts:t.needsFacts},workflowJobs:t.jobIds,
...t.workflowUnread===void 0?{}:{workflowUnread:t.workflowUnread},github:this.#t.github,...this.#t.madeEvent===void 0?{}:
{madeEvent:this.#t.madeEvent},...this.#t.madeEventRun===void 0?{}:{madeEventRun:this.#t.madeEventRun},run:this.#t.run,parentRun:this.#t.
parentRun??null,secrets:[...t.secrets,...He(this.#J(t))],promptSource:`${o?st(n.fileName,o.position):n.fileName} jobs.${t.
job} prompt`,readFile:i=>po(this.#t.workspace,i,rt.templateBytes),parseVars:Vo,parseDataSchema:Dr}}#J(t){let e={CI:"true",
...this.#t.baseEnv,...t.env,...t.defaults};return e.PATH=jd(t.path,e.PATH),e}async#P(t){let e;try{e=Ye(t.inputs,this.#F(
t,"stage"))}catch(a){if(!(a instanceof S))throw a;return{ok:!1,outputs:{...Si()},env:{},summary:"",recorded:[],message:wt(
a)}}this.#W(t,e.redact),this.#z(t),this.#D(t.leg,t.step,`\u2500\u2500 step ${t.step+1}: stage ${e.stage}
`);let n=this.#U(t),r;try{r=await Fi(e,{openRun:this.#t.openRun,store:this.#t.store,workspace:this.#s,runner:this.#L(t),
env:this.#J(t),signal:t.signal,reporter:this.#X(t),...n?{onOutput:(a,l)=>n.push(a,l)}:{}})}finally{n?.end()}let o=r.attempts.
filter(a=>a.logged).map(a=>a.record.attempt),i=o.length===r.attempts.length?`the agent's output is in ${Bn.log} of each \
attempt`:o.length===0?"the agent did not run":`the agent's output is in ${Bn.log} of attempt ${o.join(", ")}`;return this.#x(
t.leg,`[baton] stage ${e.stage}: ${r.attempts.length} attempt(s), ${r.outcome.reason}; ${i}
`),{ok:r.ok,outputs:{...r.outputs},env:{},summary:Gs(r.final,e.redact,this.#t.secrets),recorded:r.attempts.map(Hs),message:r.
outcome.message}}async#I(t){let e=Ye(t.inputs,this.#F(t,"prepare"));this.#W(t,e.redact),this.#z(t);let n=await un(e,{openRun:this.#t.
openRun,store:this.#t.store,workspace:this.#s});if(n.kind==="refused")return{ok:!1,outputs:fs("prepare",n.result.outputs),
env:{},summary:Gs(n.result.final,e.redact,this.#t.secrets),recorded:n.result.attempts.map(Hs),message:n.result.outcome.message};
let{prepared:r}=n;for(let o of r.warnings)this.#O(t,"warning",o.message);return this.#r.set(`${t.leg}\0${e.stage}`,{prepared:r,
redact:us(t.inputs[Q.redact]??"")}),{ok:!0,outputs:{"prompt-path":r.promptPath,"handoff-path":r.handoffPath},env:{BATON_PROMPT_PATH:r.
promptPath,BATON_HANDOFF_PATH:r.handoffPath,BATON_STAGE:e.stage},summary:"",recorded:[],message:null}}async#G(t){let e=Ye(
t.inputs,this.#F(t,"capture"));this.#W(t,e.redact);let n=`${t.leg}\0${e.stage}`,r=this.#r.get(n);if(!r)throw new S("capt\
ure-without-prepare",`stage ${e.stage}: no prepare step ran before this capture in job ${t.job}`);this.#r.delete(n);let{
prepared:o}=r,i=new Set(us(t.inputs[Q.redact]??"")),a=Bo(r.redact.length,r.redact.filter(p=>i.has(p)).length);if(a)throw a;
let l=Ko(t.inputs),u=zo(e,o,l),d=l===null?void 0:Ya(l,this.#t.workspace),c=await ln(u,o,null,{store:this.#t.store,workspace:this.#s},
{cancelled:t.signal.aborted,...d===void 0?{}:{agentOutput:d}});return{ok:on(c.outcome.reason),outputs:fs("capture",c.outputs),
env:{},summary:Gs(c,e.redact,this.#t.secrets),recorded:[Hs(c)],message:c.outcome.message}}async#B(t){let e={name:this.#t.
github.event_name,payload:this.#t.github.event},n;try{n=is(t.inputs,e)}catch(a){if(!(a instanceof S))throw a;if(a.code!==
"issue-number-missing")return{ok:!1,outputs:{},env:{},summary:"",recorded:[],message:wt(a)};this.#O(t,"warning",`on GitH\
ub this step fails: ${a.message}`),n={...is({...t.inputs,[Q.mode]:"summary"},e),mode:Lo(t.inputs)}}let r=await Ks(this.#t.
store),o=a=>jo(r,{fit:a,workflow:this.#t.workflow.name??this.#t.workflow.fileName,runId:this.#t.run.id,key:n.key,includeDetail:n.
includeDetail,recordsLocation:`\`${Nd(this.#t.workspace,this.#t.runDir)||this.#t.runDir}\``,runUrl:null,secrets:t.secrets,
cancelled:this.#t.runCancelled?.()??!1,...n.run===null?{}:{run:n.run,skippedJobs:{runAttempt:this.#t.run.attempt,jobs:n.
run.skippedJobs}}});await Be(Pt(this.#t.runDir,at.report),o("comment")),this.#O(t,"info",`report written to ${Pt(this.#t.
runDir,at.report)}; no comment is posted from a local run`);let i=n.mode==="comment"?"":o("job-summary");return{ok:!0,outputs:{},
env:{},summary:i,recorded:[],message:null}}#z(t){let e=t.inputs[Q.parentRun]?.trim();e&&this.#O(t,"warning",`${Q.parentRun}\
 ${JSON.stringify(e)} is not read by baton run: the parent run here is the one given with --parent <run-id|latest>${this.#t.
parentRun?` (${this.#t.parentRun})`:" (none)"}`)}#O(t,e,n){this.#t.emit({type:"notice",at:this.#n().toISOString(),level:e,
job:t.job,leg:t.leg,message:n})}#X(t){return{info:e=>this.#x(t.leg,`[baton] ${e}
`),warning:e=>this.#O(t,"warning",e),error:e=>this.#O(t,"error",e),group:(e,n)=>n()}}#K(t){return t?Cd(this.#t.workspace,
t):this.#t.workspace}#C=new Set;#D(t,e,n){return this.#C.add(`${t}\0${e}`),this.#x(t,n)}addSecrets(t){this.#A(t)}#W(t,e){
let n=Oa(e).flatMap(Ss);this.#A(n),t.addMasks(n)}#A(t){for(let e of t)this.#t.secrets.includes(e)||this.#t.secrets.push(
e)}#x(t,e){let n=this.#_(e);return this.#M(t,n),n}#_(t){return q(t.endsWith(`
`)||t===""?t:`${t}
`,this.#t.secrets).text}#h(t,e,n){if(n.startsWith(e)){n.length>e.length&&this.#M(t,n.slice(e.length));return}let r=Buffer.
byteLength(e);this.#H(t,async o=>{let{size:i}=await o.stat();if(i<r)throw new Error(`it holds ${i} bytes, fewer than the\
 ${r} written of the step`);await o.truncate(i-r),await o.writeFile(n)})}#M(t,e){this.#H(t,n=>n.writeFile(e))}#H(t,e){let n=this.#o.
get(t);if(n===void 0){let r=Pt(this.#t.runDir,ce(t)),o=(this.#u.get(t)??Promise.resolve()).then(()=>il(r,"a",438));n=o.catch(
()=>{}),this.#o.set(t,n),this.#u.set(t,o.then(()=>{}))}this.#E(t,n,e)}#V(t){let e=this.#o.get(t);e!==void 0&&(this.#o.delete(
t),this.#E(t,e,async n=>{let{nlink:r}=await n.stat();if(await n.close(),r===0)throw Object.assign(new Error("ENOENT: the\
 file was removed while the run wrote it"),{code:"ENOENT"})}))}#E(t,e,n){let r=(this.#u.get(t)??Promise.resolve()).then(
async()=>{let o=await e;o!==void 0&&await n(o)}).catch(o=>{this.#q({name:ce(t),what:`the job log of ${t}`,kind:"the job \
logs",error:o})});this.#u.set(t,r)}#q(t){this.#c.has(t.name)||this.#c.set(t.name,t)}async drain(){let t=await this.#g;this.#g=
void 0,t&&await this.#S(t),await Promise.all(this.#R),await this.#i;for(let e of[...this.#o.keys()])this.#V(e);return await Promise.
all(this.#u.values()),this.#c.size===0?null:xo(this.#t.runDir,[...this.#c.values()]).join(`
`)}};function zs(s,t){return`## ${t===s?s:`${s} (${t})`}

`}function Hs(s){let{stage:t,attempt:e,status:n,outcome:r}=s.record;return{stage:t,attempt:e,status:mo(n,r.reason),warnings:vi(
s.record)}}function jd(s,t){return[...s,...t?[t]:[]].join(Ed)}function Gs(s,t,e){let{record:n,handoff:r}=s,o=[...t,...e];
return Pa(Ra({record:n,handoff:r,secrets:o}),o)}async function Ld(s){let t=await il(s,"r");try{let{size:e}=await t.stat();
return e>rt.stepSummaryFileBytes?{text:"",summaryBytes:e}:{text:await t.readFile("utf8")}}finally{await t.close()}}async function Ks(s){
let t=await s.list();return(await Promise.all(t.map(n=>s.getAttempt(n.stage,n.attempt,n.runAttempt)))).filter(n=>n!==void 0)}
function Fd(s,t){let e=t.filter(o=>{try{return process.kill(-o,0),!0}catch{return!1}});if(e.length===0)return;let n=me();
if(n===null){for(let o of e)rl(-o);return}let r=`RUNNER_TEMP=${s}`;for(let o of n)gs(o,r)&&rl(o)}function Id(s){if(s.size===
0)return[];let t=new Set;for(let e of me()??[]){let n=cn(e),r=n===null?void 0:s.get(n.group);n===null||r===void 0||n.state===
"Z"||t.has(n.group)||gs(e,`RUNNER_TEMP=${r}`)&&t.add(n.group)}return[...t]}function Bs(s,t){try{process.kill(-s,t)}catch{}}
function rl(s){try{process.kill(s,"SIGKILL")}catch{}}import{lstat as Dd}from"node:fs/promises";import{join as Wd}from"node:path";async function ll(s,t,e,n){let r;try{r=await s.resolve(t)}catch(p){throw p instanceof S?new S(p.code,p.message,{where:e.
parent,details:p.details}):p}let o=`give ${e.parent} another run`,i=(p,f,h="parent-invalid")=>new S(h,`run ${r} ${p}`,{where:e.
parent,details:f}),a=s.runDir(r),l=Wd(a,ee);if(await Dd(l).then(()=>!1,p=>Mt(p,"ENOENT")))throw i(`cannot be continued: \
it has no ${ee}, so it holds no run (a run that could not start leaves such a directory)`,[`remove it (rmdir ${vo(a)}) i\
f it is empty, then start this run again; or ${o}`]);let u=await s.readSummary(r).catch(p=>{throw p instanceof S?i(`cann\
ot be continued: its ${ee} cannot be read`,[...Un(p),o]):p});if(tn(u)==="running"&&n.GITHUB_RUN_ID!==r){let p=en(u),f=p===
null?`run ${r} is still running`:nn(r,p);throw new S("parent-running",`${f}: its last records may not be stored yet, and\
 this run's hops count on from them`,{where:e.parent,details:[`wait for it to end${p===null?"":" there"}, then start thi\
s run again; a run started by one of its steps (GITHUB_RUN_ID names it) continues it while it runs`,...p===null?[]:[sn(p,
a,`give ${e.parent} another run, or remove it`)]]})}let{unreadable:d,notStored:c}=await Oi(await s.open(r),u);if(c!==null){
let p=c.records.length;throw i(`cannot be continued: ${p===1?"a record":`${p} records`} of its jobs ${p===1?"was":"were"}\
 never stored, and this run's hops count on from them`,[...c.records.map(f=>f.reason),...d.map(f=>f.reason.split(`
`)[0]),c.fix,`then give ${e.parent} that run, or ${o}`])}if(d.length>0){let p=d.filter(m=>!ps(m.code)),f=[...new Set(p.flatMap(
m=>Un(m.reason).slice(1)))],h=u.jobs.flatMap(m=>m.stages),g=[...new Set(d.filter(m=>ps(m.code)).map(m=>m.stage))].sort((m,y)=>al(
h,m)-al(h,y));if(g.length>0){let[m]=g,y=g.length===1;f.push(`put the ${y?"record of stage":"records of stages"} ${g.join(
", ")} back from a copy, or record ${y?"it":"them"} again in a new run and give ${e.parent} that run instead: ${e.replay(
r,m)}`)}throw i(`cannot be continued: ${d.length} of its records cannot be read, and this run's hops count on from them`,
[...d.map(m=>m.reason.split(`
`)[0]),...f,`then start this run again, or ${o}`])}return r}function al(s,t){let e=s.indexOf(t);return e===-1?s.length:e}import{readFile as Ud}from"node:fs/promises";import{resolve as Jd}from"node:path";async function ul(s,t,e,n,r,o){let i=`run ${e.run_id} of ${e.repository}`,a=e.workflow_run;if(a===void 0)throw new S("re\
play-refused",`run ${s} was pulled from GitHub (${e.url}) by an earlier baton, which did not read how GitHub ran it (its\
 workflow file, event and jobs), so it cannot be replayed`,{details:[`pull it again to replay it: rm -r ${t} && baton pu\
ll ${e.url}`]});let l=a.path,u=Jd(n,l),d=await Ud(u,"utf8").catch(f=>{let h=f?.code==="ENOENT";throw new S("replay-refus\
ed",`${h?"there is no such file here":"cannot be read here"}: ${i} ran this workflow file on GitHub, and a replay of run\
 ${s} runs it from this checkout`,{where:l,cause:f,details:[`replay in the root of a checkout of ${e.repository} (where ${l}\
 is), or put the file back there: git show ${Vs(a.head_sha)}:${l} > ${l}`]})}),c=[],p=await ui(n,a.head_sha,l,rt.workflowFileBytes*
2);return p===null?c.push({level:"info",message:`${l} may not be the file ${i} ran: its commit ${Vs(a.head_sha)} is not \
in this clone (git fetch to have it); this replay runs the file as it is here`}):p!==d&&c.push({level:"warning",message:`${l}\
 is not the file ${i} ran on GitHub (as at commit ${Vs(a.head_sha)}): this replay runs it as it is here`}),r||c.push({level:"\
info",message:`GitHub does not give ${i}'s event payload (${a.event}): this replay's github.event is baton's default pay\
load for ${a.event}, so a template or step reading github.event.* sees that default; pass the run's payload with ${o.withEvent}\
 <file.json>`}),{invocation:{workflow_path:l,job:null,inputs:{},event_name:a.event,event:{},vars:{},secrets:[],parent:null},
replay:{pulled:{...e,workflow_run:a},notices:c}}}async function cl(s,t,e){let n=[];for(let r of await s.list()){let o=await s.
getAttempt(r.stage,r.attempt,r.runAttempt);o&&n.push(o)}return Ci(t,n,e.pulled.workflow_run.jobs,Ht)}function Vs(s){return s.
slice(0,12)}var Gd=s=>Or(Vn([ot(),kr(),Wt()],{error:t=>`${Ct(t.input)} is not ${s}: give a string, a finite number or true/false`}).
check(ne(t=>typeof t!="number"||Number.isFinite(t),{error:t=>`${Ct(t.input)} is not ${s}: give a string, a finite number\
 or true/false`}),ne(t=>typeof t!="number"||!Number.isInteger(t)||Number.isSafeInteger(t),{error:t=>`${Ct(t.input)} is p\
ast the integers a JavaScript number holds exactly: give it as a string`})),Pr(t=>String(t))),dl=(s,t,e)=>de(ot(),Gd(e),
{error:n=>`takes an object of ${t} and their values (${s}), not ${$t(n.input)}`}),le=()=>ot({error:s=>`takes a string, n\
ot ${$t(s.input)}`}),qs=()=>fe(s=>typeof s=="function",{error:s=>`takes a function, not ${$t(s.input)}`}),fl=()=>fe(s=>s instanceof
AbortSignal,{error:s=>`takes an AbortSignal, not ${$t(s.input)}`}),pl=s=>Wt({error:t=>`takes a number of milliseconds, n\
ot ${$t(t.input)}`}).check(ne(t=>Number.isFinite(t)&&(s==="from 0"?t>=0:t>0),{error:t=>`${Ct(t.input)} is not a number o\
f milliseconds ${s}`}));function hl(s){return Object.entries(s).find(([,t])=>t!==void 0&&typeof t!="string")}var Bd=_t(ot(
{error:s=>`${Ct(s.input)} is not the name of an environment variable`}),{error:s=>{let t=JSON.stringify(typeof s.input==
"string"?[s.input]:s.input!==null&&typeof s.input=="object"?Object.keys(s.input).slice(0,2):["MY_TOKEN"]),e=s.input!==null&&
typeof s.input=="object"&&!Array.isArray(s.input);return`takes a list of the names of environment variables that hold th\
e secrets (secrets: ${t}), not ${$t(s.input)}${e?": set each in env and name it here":""}`}}),ml=xr({cwd:z(le()),job:z(le()),
inputs:z(dl('{ issue: "42" }',"the inputs","an input value")),event:z(Vn([ot(),de(ot(),$r())],{error:s=>`takes the path \
of a JSON file or the payload as an object, not ${$t(s.input)}`})),eventName:z(le()),vars:z(dl('{ NAME: "value" }',"the \
variables","a variable value")),secrets:z(Bd),env:z(fe(s=>s!==null&&typeof s=="object"&&!Array.isArray(s),{error:s=>`tak\
es an object of variables and their values, not ${$t(s.input)}`}).check(ne(s=>hl(s)===void 0,{error:s=>{let[t,e]=hl(s.input);
return`${t}: ${Ct(e)} is not an environment variable's value: give a string`}}))),concurrency:z(Wt({error:s=>`${Ct(s.input)}\
 is not a whole number from 1`}).check(ne(s=>Number.isSafeInteger(s)&&s>=1,{error:s=>`${Ct(s.input)} is not a whole numb\
er from 1`}))),onEvent:z(qs()),onOutput:z(qs()),signal:z(fl()),cancel:z(fl()),pausable:z(qs()),killGraceMs:z(pl("from 0")),
minuteMs:z(pl("above 0")),storeDir:z(le()),facts:z(fe(s=>s!==null&&typeof s=="object"&&!Array.isArray(s),{error:s=>`take\
s an object of facts about the checkout, not ${$t(s.input)}`})),repositoryRoot:z(le()),parent:z(le())},{error:s=>`takes \
an object of options, not ${$t(s.input)}`}),gl=["job","inputs","eventName","vars"],zd=Rr(ml,{job:!0,inputs:!0,eventName:!0,
vars:!0});function Xs(s,t="runWorkflow"){let e=t==="runWorkflow"?ml:zd,n=e.safeParse(s??{});if(n.success)return n.data;let r=Object.
keys(e.shape),o=n.error.issues.flatMap(l=>l.code==="unrecognized_keys"?l.keys.map(u=>({where:[...l.path,u],message:gl.includes(
u)?`${t} has no such option: a replay is started as the run it replays was (its ${gl.join(", ")})`:`${t} has no such opt\
ion${Me(u,r)}`})):[{where:l.path,message:l.message}]),[i,...a]=o.map(l=>({where:Kd(l.where),message:l.message}));throw new S(
"usage",i.message,{where:i.where===""?t:i.where,details:a.map(l=>l.where===""?l.message:`${l.where}: ${l.message}`)})}function Kd(s){
return s.map((t,e)=>typeof t=="number"?`[${t}]`:typeof t=="string"&&/^[A-Za-z_$][\w$-]*$/.test(t)?`${e===0?"":"."}${t}`:
`[${JSON.stringify(String(t))}]`).join("")}var yl=/^[A-Za-z_][A-Za-z0-9_]*$/,rf=_t(_e({id:ot(),result:es,outputs:de(ot(),ot()),stages:_t(ot()),legs:_t(ot()),withheld_outputs:z(
_t(ot())),leg_results:z(_t(_e({leg:ot(),result:es,reason:z(ot())}))),skip_reason:z(ot()),summary_parts:z(_t(_e({leg:ot(),
offset:Wt().check(Kn(),vr()),bytes:Wt().check(Kn(),Sr())})))}));async function Cw(s,t={}){return of(s,t,Zn)}async function of(s,t,e,n="\
clean-up"){$f(s);let r=Xs(t),o=tr(r.cwd),i=Kt(o,r.storeDir??Ne),a=await bl(i,n);return Zs(s,{...r,cwd:o,storeDir:i},{words:e,
replay:null,leftovers:a})}async function bl(s,t){return t==="clean-up"?gi(new Qe(s)):[]}async function Zs(s,t,{words:e,replay:n,
leftovers:r}){let o=tr(t.cwd);n===null&&ff(t.vars??{},e);let i=t.env??process.env,a=gf(i,[...Hn,...t.secrets??[]]),l=Kt(
o,s),u=sf(o,l)||s,d=await jn(l,"utf8").catch(_=>{throw n?df(s,n.run,_,e):Eo(o,s,_)}),c=t.facts??{},p=Ei(o,i,c),f=go(o),h=(_,lt,ft)=>Zr(
_,lt,ft,{ownAction:f}),g=await Yr(d,u,{ownAction:f}),m=await Ti(Kt(o,t.repositoryRoot??"."),g,f),y=(0,Ys.createHash)("sh\
a256").update(d).digest("hex"),w={};for(let[_,lt]of m)"unreadable"in lt||(w[_]=(0,Ys.createHash)("sha256").update(lt.source).
digest("hex"));let v=null;if(typeof t.event=="string"){let _=t.event,lt=[t.signal,t.cancel].filter(vt=>vt!==void 0),ft=lt.
length===0?void 0:AbortSignal.any(lt),Xt=await Cr(Kt(o,_),_,ft).catch(vt=>{throw!ft?.aborted||vt!==ft.reason?vt:new S("c\
ancelled","event file: cancelled while waiting for the pipe to be written and closed; no run was started",{where:_,details:[
"give a file, or a pipe whose writer is running: --event <(command)"]})});v=Vr(Xt.toString("utf8"),_)}else t.event&&(qr(
t.event,"event"),v=t.event);let $=pf(t.secrets??[],i,n&&{run:n.run,secrets:n.invocation.secrets},e),E=[...Object.values(
$),...Hn.map(_=>i[_]).filter(_=>_!==void 0&&_!==""),...He(i)],A=Ni({cwd:o,known:c,checkout:await p,payload:v,ownAction:f,
calledWorkflows:m}),k=A.facts,R=mf(E,()=>ti(g,Ht,{job:t.job,inputs:t.inputs,event:v,eventName:t.eventName,vars:t.vars,secretValues:E,
secretNames:Object.keys($),words:e,...A})),P=ai(g,Ht,{called:m,expanded:R.expanded}),U=ka(g,R.eventName,R.event,t.event===
void 0,k.commit&&{sha:k.sha,message:k.commit.message}),K=new Set(Object.keys($).map(_=>_.toUpperCase())),x=Sa(g,Ht,K,new Set(
Object.entries(t.vars??{}).filter(([,_])=>_!=="").map(([_])=>_.toUpperCase()))),F=Kt(o,t.storeDir??Ne),X=new Qe(F),O=n?await yf(
X,F,g,R,n,{workflow:y,called:w},e):null,nt=n?.invocation.event_made===!0,j=t.event===void 0||nt,M=t.parent===void 0?null:
await ll(X,t.parent,e,i),H=af(),tt={where:`the run's temp dir, in ${H.place}`,makeRoom:H.makeRoom,fewerJobs:e.fewerJobs},
G=new Date,b,C=(_,lt,ft,Xt=null,vt=void 0)=>re({workflow:g.name??u,workflow_path:u,status:_,started_at:G.toISOString(),finished_at:ft?
ft.toISOString():null,duration_ms:ft?Math.max(0,ft.getTime()-G.getTime()):null,replay_of:O?O.run:null,...Xt===null?{}:{reason:Xt},
..._==="running"?{process:{...wf(),...b===void 0?{}:{temp:b}}}:{},jobs:lt,...vt===void 0?{}:{unstored:vt}},E),J=await X.
createRun(C("running",[],null)),N=J.runDir,T=nf(N),L,I=new fn,W=new Oo(N,{writeBehind:!0,onUnstored:_=>L?.(_)}),Lt=new Se(
W),mt,V,yt,St;try{let _=new Map,lt={workflow_path:u,workflow_sha256:y,called_sha256:w,job:t.job??null,inputs:t.inputs??{},
event_name:R.eventName,event:R.event,...j?{event_made:!0}:{},vars:t.vars??{},secrets:t.secrets??[],parent:M},ft=re(lt,E),
Xt=Qs(lt).some(D=>Ie(D,E))||JSON.stringify([ft.inputs,ft.vars])!==JSON.stringify([lt.inputs,lt.vars]);await wl(it(N,at.invocation),
"how the run was started",`${JSON.stringify(Xt?{...ft,redacted:!0}:ft,null,2)}
`),O&&(await xf(O.store,J,O.stages),await Rf(it(F,O.run),N,O.jobs.values())),b=await Xd(it(H.dir,`baton-run-${T}-`)).catch(
D=>{throw new S("tempdir-invalid",`the run's temp dir could not be made there: ${Ee(D,e.fewerJobs)}`,{where:H.where,cause:D,
...Mt(D,"ENOSPC","EDQUOT")?{details:[H.makeRoom]}:{}})}),await X.writeSummary({id:T,...C("running",[],null)});let vt=new AbortController,
lr=(D,Z)=>{yt===void 0&&(yt={error:D},queueMicrotask(()=>vt.abort(Z)))},ur=(D,Z)=>ut=>{if(!(yt!==void 0||Z===void 0))try{
let Et=Z(ut);Af(Et)&&Promise.resolve(Et).catch(B=>lr(B,`stopped because the promise the ${D} callback returned was rejec\
ted`))}catch(Et){lr(Et,`stopped because the ${D} callback threw`)}},vl=ur("onEvent",t.onEvent),Fn=t.signal?AbortSignal.any(
[t.signal,vt.signal]):vt.signal,In=new xn(it(N,at.events));mt=In;let Dn=D=>{let Z=re(D,E);if(In.write(Z),vl(Z),D.type===
"run-started"){let ut=Object.keys($).filter(B=>$[B].length<kt.minSecretLength),Et=[...r.map(B=>({level:B.running.length>
0||!B.removed||!B.looked?"warning":"info",message:mi(B)})),...li(P).map(B=>({level:"warning",message:B})),...R.notices,...U===
null?[]:[{level:"warning",message:`${U} (it runs here as asked)`}],...x.filter(B=>!B.fallsBack).map(({name:B,where:Wn})=>({
level:"warning",message:`${Wn}: secrets.${B} is read, but ${e.secretNotGiven(B)}: it is empty in this run, as on GitHub \
for a secret the repository does not have (${e.giveSecret(B)} to set it)`})),...x.filter(B=>B.fallsBack).map(({name:B,where:Wn})=>({
level:"info",message:`${Wn}: secrets.${B} is read, but ${e.secretNotGiven(B)}: each read of it falls back with || to ano\
ther value, which this run takes (${e.giveSecret(B)} to set it)`})),...ut.map(B=>({level:"warning",message:`secret ${B} \
is shorter than ${kt.minSecretLength} characters, so it is not redacted: it will appear wherever a step or agent prints \
it (a value that short would blank out ordinary words)`}))];for(let B of Et)Yt(D.at,B.level,B.message);O?.whole&&Yt(D.at,
"info",O.whole)}if(D.type==="run-started")for(let ut of n?.pulled?.notices??[])Yt(D.at,ut.level,ut.message);if(D.type===
"run-started"&&O!==null&&O.changed.length>0){let ut=O.changed.map(Et=>Et===""?u:Et);Yt(D.at,"warning",`${ut.join(" and ")}\
 changed since run ${O.run}: this replay runs ${ut.length===1?"the file":"the files"} as ${ut.length===1?"it is":"they a\
re"} now`)}D.type==="run-started"&&O?.redactedStart&&Yt(D.at,"warning",O.redactedStart),D.type==="run-started"&&O!==null&&
O.summaries===null&&O.jobs.size>0&&Yt(D.at,"info",`the step summaries of the jobs reused from run ${O.run} cannot be tol\
d apart in its ${at.summary} (it was stored by an earlier baton, could not write them all, or was edited since): this re\
play's ${at.summary} holds only those of the jobs it runs`)};L=D=>{let Z=W.unstored()[0];Dn({type:"notice",at:new Date().
toISOString(),level:"error",job:D.job,leg:null,message:`${oe(D)} was not stored after all: ${D.cause===void 0?`no record\
 of this run after that of ${oe(Z)} (job ${Z.job}) is stored`:`its record could not be written: ${ts(D.cause)}; no recor\
d of this run after it is stored`}`})};let Yt=(D,Z,ut)=>Dn({type:"notice",at:D,level:Z,job:null,leg:null,message:ut}),Zt=Kr(
{eventName:R.eventName,payload:R.event,facts:k,runId:T,workflow:g,workflowPath:u});if(V=new _n({workflow:R.workflow,expressions:Ht,
parseAction:h,workspace:o,runDir:N,storeDir:F,tempDir:b,tempPlace:tt,store:Lt,recordWrites:W,runCancelled:()=>Fn.aborted||
t.cancel?.aborted===!0,runner:new pn({tempDir:b,reuseScripts:!0,secrets:E,...t.killGraceMs===void 0?{}:{killGraceMs:t.killGraceMs},
noPathHint:e.noPath,tempPlace:tt,fewerJobs:e.fewerJobs,start:I.start}),baseEnv:a,run:{id:T,attempt:1,workflow:g.name??u,
repository:k.repository,event_name:R.eventName,sha:String(Zt.sha),ref:String(Zt.ref)},github:{repository:k.repository,ref:String(
Zt.ref),sha:String(Zt.sha),run_id:T,actor:String(Zt.actor),event_name:R.eventName,event:R.event},...j?{madeEvent:R.eventName}:
{},...nt&&O?{madeEventRun:O.run}:{},secrets:E,parentRun:M,openRun:D=>{let Z=_.get(D);return Z||(Z=X.open(D).then(ut=>new Se(
ut)),_.set(D,Z)),Z},emit:Dn,eventsFailure:()=>In.failure,...t.onOutput?{onOutput:ur("onOutput",t.onOutput)}:{}}),t.pausable){
let D=V;for(let Z of[Fn,t.cancel])Z?.addEventListener("abort",()=>D.resumeCommands(),{once:!0});t.pausable({pause:()=>D.
pauseCommands(),resume:()=>D.resumeCommands()})}for(let{job:D,leg:Z,markdown:ut}of O?.summaries??[])V.summary(D,Z,ut);St=
await ya(R,V,{runId:T,concurrency:t.concurrency??Qd(),fewerJobs:e.fewerJobs,signal:Fn,cancel:t.cancel,secrets:$,github:Zt,
runner:{os:process.platform==="darwin"?"macOS":process.platform==="win32"?"Windows":"Linux",arch:process.arch==="arm64"?
"ARM64":process.arch==="x64"?"X64":process.arch.toUpperCase(),temp:b,toolCache:it(b,"tool-cache"),workspace:o,workspaceParent:Mn(
o)},reuse:O?.jobs,minuteMs:t.minuteMs})}catch(_){St={error:_}}L=void 0,W.close();let[Oe]=await Promise.all([V?.drain()??
null,W.settled()]).finally(()=>I.close());mt?.close(),b!==void 0&&await Ze(b);let Ft="error"in St?null:St,ue=[],qt=_=>{_&&
!ue.some(lt=>lt.includes(_))&&ue.push(_)};qt(Ft?.reason),"error"in St&&qt(wt(St.error));for(let _ of Oe?.split(`
`)??[])qt(_);qt(mt?.failure);let er=W.unstored(),nr=Ft===null?[]:uf(Ft.jobs,er),sr=!1;if(Ft!==null)try{await wl(it(N,at.
jobs),"the jobs' results",`${JSON.stringify(hf(nr,E,V?.summaryParts()??null),null,2)}
`),sr=!0}catch(_){qt(wt(_))}let rr=cf(er,{run:T,plan:R,jobs:Ft===null?"missing":sr?"stored":"unwritten",workflowPath:u,words:e});
qt(rr?.fix);let or=Ft===null||Ft.status==="success"&&ue.length>0?"failure":Ft.status,Ln=ue.length===0?null:q(ue.join(`
`),E).text,Sl=nr.map(_=>({id:_.id,stages:_.stages,result:_.result,...O?.jobs.has(_.id)?{reused:!0}:{}}));try{await X.writeSummary(
{id:T,...C(or,Sl,new Date,Ln,rr?.stored)})}catch(_){throw lf(N,_,Ln)}if(yt!==void 0)throw yt.error;if("error"in St)throw St.
error;let ir=await Ks(W.writeFailure?W:Lt),ar=fi(ir);return{runId:T,runDir:N,status:or,reason:Ln,records:ir,chain:ar,finalStage:pi(
ar)}}function af(){let s=ef(),t=!!process.env.TMPDIR,e=t?`TMPDIR ${s}`:`temp dir ${s}`,n=t?`TMPDIR ${te(s)}`:`${te(s)} (\
TMPDIR is not set)`,r=`make room in ${t?"TMPDIR":te(s)}, or set TMPDIR to a directory on another disk`,o;try{o=(0,Vt.statSync)(
s)}catch(i){if(!Mt(i,"ENOENT","ENOTDIR"))throw je(e,i)}if(o?.isDirectory()!==!0)throw new S("tempdir-invalid",`${o===void 0?
"no such directory":"is not a directory"}; baton run keeps each run's scratch files there`,{where:e,details:[`${o===void 0?
"create it, or ":""}set TMPDIR to a directory`]});return{dir:s,where:e,place:n,makeRoom:r}}async function wl(s,t,e){try{
await Be(s,e)}catch(n){throw new S("run-write-failed",Qn(t,n),{where:s,cause:n})}}function lf(s,t,e){let n=!(0,Vt.existsSync)(
s),r=e===null||n?[]:[`the run failed: ${e.replaceAll(`
`,`
  `)}`];return new S("run-write-failed",n?"the run's directory was removed while it ran: nothing more of the run could b\
e stored":`its end could not be stored in ${ee}: ${wt(t)}; baton runs shows it as interrupted`,{where:s,details:r,cause:t})}
function uf(s,t){let e=new Set(t.filter(n=>n.attempt===1).map(n=>n.stage));return e.size===0?s:s.map(n=>({...n,stages:n.
stages.filter(r=>!e.has(r))}))}function cf(s,t){let[e,...n]=s;if(e===void 0)return null;let{run:r,plan:o,jobs:i,workflowPath:a,
words:l}=t,u=i==="stored"?ba(o.jobs,s):null,d=[...new Set(s.map(p=>p.stage))],c=`${d.length===1?"stage":"stages"} ${Ao(d)}`;
return{stored:{failed:{job:e.job,stage:e.stage,attempt:e.attempt,cause:ts(e.cause)},after:n.map(({job:p,stage:f,attempt:h})=>({
job:p,stage:f,attempt:h})),replay_from:u},fix:Po({run:r,what:c,cause:e.cause,replayFrom:u,jobs:i,replay:l.replay,runAgain:`${l.
run(a)} with the same options`})}}function df(s,t,e,n){let r=je(s,e);return Mt(e,"ENOENT")?new S(r.code,`${r.message}: r\
un ${t} ran this workflow file, and a replay runs it as it is now`,{...r.where===void 0?{}:{where:r.where},details:[`put\
 it back (from git, if it was committed) to replay run ${t}, or start a new run of another workflow with ${n.runCommand}`],
cause:e}):r}function ff(s,t){let e=new Map;for(let n of Object.keys(s)){if(!yl.test(n)||n.toUpperCase().startsWith("GITH\
UB_"))throw new S("usage",`${JSON.stringify(n)} is not a name GitHub allows for a variable: letters, digits and _, not s\
tarting with a digit or with GITHUB_`,{where:t.vars});let r=e.get(n.toUpperCase());if(r!==void 0)throw new S("usage",`${JSON.
stringify(r)} and ${JSON.stringify(n)} are one variable on GitHub (names are not case-sensitive); give it once`,{where:t.
vars});e.set(n.toUpperCase(),n)}}function pf(s,t,e,n){let r=s.find(l=>!yl.test(l));if(r!==void 0)throw new S("usage",r.startsWith(
"-")&&n.flags?`takes the name of an environment variable after it (--secret NAME), not ${JSON.stringify(r)}`:`${JSON.stringify(
r)} is not the name of an environment variable (letters, digits and _, not starting with a digit)`,{where:n.secrets});let o={},
i=[],a=[];for(let l of s){let u=t[l];u===void 0?i.push(l):u===""?a.push(l):o[l]=u}if(i.length+a.length>0){let l=(c,p)=>c.
length===0?[]:[`${c.length===1?"secret":"secrets"} ${p}: ${c.join(", ")}`],u=e===null?"running":"replaying",d=(c,p="")=>e?.
secrets.includes(c)?`: run ${e.run} was started with ${n.passSecret(c)}`:`, or ${n.dropSecret(c)}${p}`;throw new S("secr\
et-missing",[...l(i,"not set in the environment"),...l(a,"set to the empty string")].join("; "),{details:[...i.map(c=>`${n.
setSecret(c)} before ${u}${d(c)}`),...a.map(c=>`${n.setSecret(c)} with its value before ${u}${d(c,": an empty secret is \
no secret (one not given is '' in the run, as on GitHub)")}`)]})}return o}function hf(s,t,e){return s.map(n=>{let r={},o=[
...n.withheldOutputs??[]];for(let[h,g]of Object.entries(n.outputs))q(g,t).redactions.length>0?o.push(h):r[h]=g;let i=(n.
legResults??[]).map(({leg:h,result:g,reason:m})=>({leg:h,result:g,...m===void 0?{}:{reason:m}})),a=(e??[]).filter(h=>h.job===
n.id).map(({leg:h,offset:g,bytes:m})=>({leg:h,offset:g,bytes:m})),{id:l,stages:u,legs:d,ends:c,skipped:p,summaryParts:f}=re(
{id:n.id,stages:n.stages,legs:n.legs,ends:i,skipped:n.skipReason,summaryParts:a},t);return{id:l,result:n.result,outputs:r,
stages:u,legs:d,...o.length>0?{withheld_outputs:re(o,t)}:{},...c.length>0?{leg_results:c}:{},...p===void 0?{}:{skip_reason:p},
...f.length>0?{summary_parts:f}:{}}})}function Qs(s){return typeof s=="string"?[s]:Array.isArray(s)?s.flatMap(Qs):s!==null&&
typeof s=="object"?Object.values(s).flatMap(Qs):[]}function gf(s,t){let e=new Set(t),n={};for(let[r,o]of Object.entries(
s))o!==void 0&&!e.has(r)&&(n[r]=o);return n}function mf(s,t){try{return t()}catch(e){if(!(e instanceof S))throw e;let n=r=>q(
r,s).text;throw new S(e.code,n(e.message),{...e.where===void 0?{}:{where:n(e.where)},details:e.details.map(n),cause:e.cause})}}
function wf(){let s=di(process.pid);return{pid:process.pid,host:tf(),...s?{start:s}:{}}}async function yf(s,t,e,n,r,o,i){
let{run:a,invocation:l}=r,u=await s.readSummary(a),d=await s.open(a),{jobs:c,summaryParts:p}=r.pulled?{jobs:await cl(d,n,
r.pulled),summaryParts:null}:await bf(it(t,a),u,i.run(l.workflow_path)),f=[];l.workflow_sha256!==void 0&&l.workflow_sha256!==
o.workflow&&f.push("");let h=l.called_sha256;if(h!==void 0)for(let b of[...new Set([...Object.keys(h),...Object.keys(o.called)])].
sort())h[b]!==o.called[b]&&f.push(b);let g=[...new Set(c.flatMap(b=>b.stages))],m=c.map(b=>b.id),y=`stages: ${g.join(", ")||
"(none)"}; jobs: ${m.join(", ")||"(none)"}`;if(r.from.trim()==="")throw new S("usage",`is empty; name the stage or job o\
f run ${a} to run again from: ${y}`,{where:i.from});let w=u.unstored===void 0?[]:[u.unstored.failed,...u.unstored.after],
v=c.find(b=>b.id.includes("/")&&(b.stages.includes(r.from)||b.legs.includes(r.from)))?.id??c.find(b=>b.stages.includes(r.
from)||b.legs.includes(r.from))?.id??w.find(b=>b.stage===r.from)?.job??(await d.get(r.from))?.record.job??n.jobs.find(b=>b.
id===r.from)?.id,$=v?.split("/")[0];if($===void 0)throw new S("stage-unknown",`run ${a} has no stage or job ${r.from}${Me(
r.from,[...g,...m])}; ${y}`,{where:i.from});let E=$===r.from?`job ${$}`:`${v===r.from?"job":"stage"} ${r.from} belongs t\
o job ${$}, which`;if(!e.jobs.some(b=>b.id===$)){let b=e.jobs.map(C=>C.id);throw new S("stage-unknown",`${E} is no longe\
r in ${e.fileName}: a replay runs the workflow file as it is now, not as run ${a} had it`,{where:i.from,details:[`its jo\
bs now: ${b.join(", ")||"(none)"}`]})}if(!n.jobs.some(b=>b.id===$))throw new S("stage-unknown",`${E} is not part of this\
 run${n.target===null?"":` (run ${a} was started with ${i.passJob(n.target)})`}`,{where:i.from});let A=new Set([$,...n.jobs.
filter(b=>b.upstream.includes($)).map(b=>b.id)]);for(let b of n.jobs)b.calledBy!==null&&A.has(b.calledBy)&&A.add(b.id);let k=w.
find(b=>!A.has(b.job)&&!A.has(b.job.split("/")[0]));if(k!==void 0){let b=await Ai(it(t,a),u,i),C=b?.records.find(J=>J.stage===
k.stage&&J.attempt===k.attempt);throw new S("replay-incomplete",`run ${a} never stored ${oe({...k,runAttempt:1})} of job\
 ${k.job}, so replaying from ${r.from} cannot reuse that job`,{where:i.from,details:[...C===void 0?[]:[C.reason],...b?[b.
fix]:[]]})}let R=new Map,P=[],U=new Set;for(let b of n.jobs){if(A.has(b.id))continue;let C=c.find(J=>J.id===b.id);if(!C)
throw new S("replay-incomplete",`run ${a} has no result for job ${b.id}; run it again in full`,{where:i.from});if(r.pulled){
let{resultFrom:J,...N}=C;J==="unknown"&&U.add(b.id),R.set(b.id,N)}else R.set(b.id,C);P.push(...C.stages)}for(let b of n.
jobs){if(!A.has(b.id)||r.pulled===void 0)continue;let C=b.needs.find(N=>U.has(N));if(C===void 0)continue;let{pulled:J}=r.
pulled;throw new S("replay-incomplete",`job ${C}'s result is not known: it recorded no stage, and GitHub lists no job of\
 run ${J.run_id} by its name, so replaying from ${r.from} cannot give it to job ${b.id}`,{where:i.from,details:[`GitHub'\
s jobs of the run: ${J.workflow_run.jobs.map(N=>N.name).join(", ")||"(none)"}`,`replay from job ${C} to run it here too:\
 ${i.replay(a,C)}`]})}for(let b of n.jobs)if(A.has(b.id))for(let C of b.needs){let J=R.get(C)?.withheldOutputs??[];if(J.
length===0)continue;let N=J.join(", ");if(r.pulled){let{pulled:T}=r.pulled;throw new S("replay-incomplete",`job ${C}'s o\
utput${J.length===1?` ${N} was`:`s ${N} were`} set on GitHub and not pulled (baton pull brings the stages' records; an o\
utput a run: step writes, or one of a matrix job, is in none), so replaying from ${r.from} cannot give ${J.length===1?"i\
t":"them"} to job ${b.id}`,{where:i.from,details:[`replay from job ${C} to run it here too: ${i.replay(a,C)}`,`its value\
 on GitHub is in the job's log: ${T.url}`]})}throw new S("replay-incomplete",`job ${C}'s output${J.length===1?` ${N} was`:
`s ${N} were`} not stored (it may hold a secret), so replaying from ${r.from} cannot give it to job ${b.id}`,{where:i.from,
details:[`replay from the job that made it: ${i.replay(a,C)}`]})}let K=new Map(e.jobs.map(b=>[b.id,b])),x=b=>(R.get(b)?.
result??"success")!=="success",F=K.get($);if(F?.if.text===null){let b=F.needs.map(C=>C.id).filter(x);if(b.length>0){let C=b[0];
for(let J=0;R.get(C)?.result==="skipped"&&J<e.jobs.length;J++){let N=K.get(C)?.needs.map(T=>T.id).find(x);if(N===void 0)
break;C=N}throw new S("replay-skips",`job ${$} needs ${b.map(J=>`${J} (${R.get(J).result} in run ${a})`).join(", ")}, so\
 replaying from ${r.from} would skip it again`,{where:i.from,details:[`replay from the job that did not succeed: ${i.replay(
a,C)}`]})}}let X=new Set(P),O=await d.list(),nt=P.find(b=>!O.some(C=>C.stage===b));if(nt!==void 0)throw new S("replay-in\
complete",`run ${a} recorded stage ${nt}, but its record is gone from ${it(t,a)}, so it cannot be reused`,{where:i.from,
details:[`replay from that stage, to run it again: ${i.replay(a,nt)}`]});for(let b of O)if(X.has(b.stage))try{await d.getAttempt(
b.stage,b.attempt,b.runAttempt)}catch(C){throw C instanceof S?new S("replay-incomplete",`run ${a}'s record of stage ${b.
stage} (attempt ${b.attempt}) cannot be reused: ${wt(C)}`,{where:i.from,details:[`replay from that stage, to run it agai\
n: ${i.replay(a,b.stage)}`]}):C}let j=c.find(b=>b.id===$),M=r.from===$?null:v!==void 0&&v!==$?`every job of its call (${c.
filter(b=>b.id.startsWith(`${$}/`)).map(b=>b.id).join(", ")})`:j&&j.legs.length>1?`every leg of its matrix (${j.legs.join(
", ")})`:j&&j.stages.length>1?`every stage of it (${j.stages.join(", ")})`:null,H=M===null?null:`${i.fromStage(r.from)}:\
 job ${$} runs again whole, ${M}`,tt=bi(a,l,"replay",i),G=await vf(it(t,a),p,new Set(R.keys()));return{run:a,store:d,jobs:R,
stages:P,changed:f,whole:H,redactedStart:tt,summaries:G}}async function bf(s,t,e){let n=t.id,r=it(s,at.jobs),o=await jn(
r,"utf8").catch(c=>{throw Sf(t,r,c,e)}),i=ci(o,rf,r,{code:"replay-incomplete",what:"the jobs' results baton stores",fix:`\
run ${n} cannot be replayed; run it again in full`}),l=i.some(c=>c.legs.length>0||c.leg_results===void 0&&c.skip_reason===
void 0)?await kf(s):{legs:new Map,skips:new Map},u=i.some(c=>c.summary_parts!==void 0)?i.flatMap(c=>(c.summary_parts??[]).
map(p=>({job:c.id,...p}))):null;return{jobs:i.map(({withheld_outputs:c,leg_results:p,skip_reason:f,summary_parts:h,...g})=>{
let m=l.legs.get(g.id),y=$=>{let E=m?.get($.leg);return{...$,...E?.durationMs===void 0?{}:{durationMs:E.durationMs},...E?.
failedStep===void 0?{}:{failedStep:E.failedStep}}},w=p?.map(y)??(m===void 0?void 0:g.legs.map($=>m.get($)??{leg:$,result:g.
result})),v=f??l.skips.get(g.id);return{...g,...c&&c.length>0?{withheldOutputs:c}:{},...w===void 0?{}:{legResults:w},...v===
void 0?{}:{skipReason:v}}}),summaryParts:u}}function Sf(s,t,e,n){let r=s.id,o=`run it again in full: ${n} with the same \
options`;if(bo(e)){let{why:u,details:d}=So(t,e,Mn(t),{dir:Mn(t),what:"the run"});return new S("replay-incomplete",`canno\
t be read: ${u}, so run ${r} cannot be replayed`,{where:t,cause:e,details:[...d,`or ${o}`]})}if(!Mt(e,"ENOENT"))return new S(
"replay-incomplete",`${Nr(e)}, so run ${r} cannot be replayed`,{where:t,cause:e,details:[o]});let i=tn(s),a=en(s);if(a!==
null)return new S("replay-incomplete",`${nn(r,a)}, so it cannot be replayed yet: a replay takes the jobs' results of a f\
inished run`,{details:["replay it once it has ended there",sn(a,Mn(t),`run it again in full (${n} with the same options)\
, and remove it`)]});if(i==="running")return new S("replay-incomplete",`run ${r} is still running, so it cannot be repla\
yed yet: a replay takes the jobs' results of a finished run`,{details:["replay it once it has ended"]});if(i==="interrup\
ted")return new S("replay-incomplete",`run ${r} was interrupted (its process ended before the run did), so it cannot be \
replayed: a replay takes the jobs' results of a finished run`,{details:[o]});let l=Ro(s.reason,t);return l!==null?new S(
"replay-incomplete",`was never written, so run ${r} (${i}) cannot be replayed: a finished run keeps its jobs' results th\
ere`,{where:t,details:[`the run ended with: ${l.slice(l.indexOf(`${at.jobs}: `)+at.jobs.length+2)}`,`${ko(l)}${o}`]}):new S(
"replay-incomplete",`is missing, so run ${r} (${i}) cannot be replayed: a finished run keeps its jobs' results there`,{where:t,
details:[...s.reason===void 0?[]:[`the run ended with: ${s.reason.split(`
`)[0]}`],`put it back if you have a copy, or ${o}`]})}async function vf(s,t,e){let n=await jn(it(s,at.summary)).catch(a=>Mt(
a,"ENOENT")?Buffer.alloc(0):null);if(n===null)return null;if(n.length===0)return[];if(t===null)return null;let r=[...t].
sort((a,l)=>a.offset-l.offset),o=[],i=0;for(let a of r){if(a.offset!==i||a.offset+a.bytes>n.length)return null;i+=a.bytes;
let l=n.subarray(a.offset,a.offset+a.bytes).toString("utf8"),u=zs(a.job,a.leg);if(!l.startsWith(u)||!l.endsWith(`

`))return null;e.has(a.job)&&o.push({job:a.job,leg:a.leg,markdown:l.slice(u.length,-2)})}return i===n.length?o:null}async function kf(s){
let t=await jn(it(s,at.events),"utf8").catch(()=>""),e=new Map,n=new Map,r=new Map,o=new Map;for(let i of To(t,["job-fin\
ished","job-skipped","step-finished","step-started","stage-recorded"])){if(i.type==="job-skipped"&&n.set(i.job,i.reason),
i.type==="step-started"&&o.set(`${i.job}\0${i.leg}`,[]),i.type==="stage-recorded"){let u=o.get(`${i.job}\0${i.leg}`);u!==
void 0&&!u.includes(i.stage)&&u.push(i.stage)}if(i.type==="step-finished"&&i.conclusion==="failure"){let u=`${i.job}\0${i.
leg}`,d=o.get(u)??[];r.has(u)||r.set(u,{step:i.step,name:i.name,message:i.message,...i.output_tail===void 0?{}:{output_tail:i.
output_tail},...d.length===0?{}:{stages:d}})}if(i.type!=="job-finished")continue;let a=e.get(i.job)??new Map,l=i.failed_step??
r.get(`${i.job}\0${i.leg}`);a.set(i.leg,{leg:i.leg,result:i.result,...i.reason===void 0?{}:{reason:i.reason},durationMs:i.
duration_ms,...l===void 0||i.result!=="failure"?{}:{failedStep:l}}),e.set(i.job,a)}return{legs:e,skips:n}}function tr(s){
let t=Kt(s??process.cwd()),e;try{e=(0,Vt.statSync)(t)}catch(n){if(!Mt(n,"ENOENT","ENOTDIR"))throw je(t,n,"cwd")}if(e?.isDirectory()!==
!0)throw new S("usage",e===void 0?"no such directory":"is not a directory",{where:`cwd ${t}`});return t}function $f(s){if(typeof s!=
"string"||s.trim()==="")throw zn("runWorkflow","the workflow file's path as its first argument (runWorkflow('.github/wor\
kflows/ci.yml', \u2026))",Ce(s))}async function xf(s,t,e){let n=new Set(e);for(let r of await s.list())n.has(r.stage)&&await t.
copyAttempt(s,r.stage,r.attempt,r.runAttempt)}async function Rf(s,t,e){let n=new Set;for(let r of e)for(let o of[...r.legs,
...(r.legResults??[]).map(i=>i.leg)])n.add(o);for(let r of n){let o=ce(r),i=it(s,o);if((await qd(i).catch(()=>null))?.isFile()!==
!0)continue;let a=co(t,at.jobLogPrefix);try{await Vd(i,a,Vt.constants.COPYFILE_EXCL),await Yd(a,it(t,o))}catch(l){throw await Zd(
a,{force:!0}),new S("run-write-failed",Qn(`the job log of ${r}`,l),{where:it(t,o),cause:l})}}}async function _w(s,t,e={}){
return Pf(s,t,e,Zn)}async function Pf(s,t,e,n,r="clean-up"){Of(s,t);let o=Xs(e,"replayWorkflow"),i=tr(o.cwd),a=Kt(i,o.storeDir??
Ne),l=await bl(a,r),u=new Qe(a),d=await u.resolve(s),c=await u.readSummaryOrProblem(d),p=c instanceof S?void 0:c.pulled;
if(p){let{invocation:h,replay:g}=await ul(d,it(a,d),p,i,o.event!==void 0,n);return Zs(h.workflow_path,{...o,cwd:i,storeDir:a,
eventName:h.event_name},{words:n,replay:{run:d,from:t,invocation:h,pulled:g},leftovers:l})}if(o.event!==void 0)throw new S(
"usage",`is for a run pulled from GitHub (which does not keep its event payload); run ${d} was started here, and a repla\
y gives it the event it was started with`,{where:n.event,details:[`replay it without ${n.event}: ${n.replay(d,t)}`]});let f=await wi(
it(a,d),d);if(f.redacted)throw new S("replay-refused",`run ${d} was started with a secret (or text shaped like a token) \
in ${yi(f,n)}, which was not stored, so it cannot be replayed`,{details:[`start it again in full: ${n.run(f.workflow_path)}\
 with the same options`]});return Zs(f.workflow_path,{...o,cwd:i,storeDir:a,...f.job?{job:f.job}:{},inputs:f.inputs,event:f.
event,eventName:f.event_name,vars:f.vars,secrets:[...new Set([...f.secrets,...o.secrets??[]])],...f.parent?{parent:f.parent}:
{}},{words:n,replay:{run:d,from:t,invocation:f},leftovers:l})}function Of(s,t){let e=[...typeof s=="string"&&s.trim()!==
""?[]:[{takes:"the stored run's id (or 'latest') as its first argument (replayWorkflow('latest', 'fix', \u2026))",given:Ce(
s)}],...typeof t=="string"?[]:[{takes:"the stage or job to run again from as its second argument (replayWorkflow('latest\
', 'fix', \u2026))",given:Ce(t)}]],[n,...r]=e;if(n!==void 0)throw zn("replayWorkflow",n.takes,n.given,void 0,r.map(({takes:o,
given:i})=>br(o,i)))}function Af(s){return(typeof s=="object"||typeof s=="function")&&s!==null&&typeof s.then=="function"}export{ln as a,un as b,Fi as c,ql as d,pn as e,Cw as f,of as g,_w as h,Pf as i};

import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{b as ws,c as ln,d as Ci,e as Mi,f as un,g as cn,i as Bi}from"./chunk-UBZPH6B2.js";import{a as Pi,b as Hi,c as Ji,
d as Gi}from"./chunk-ROOTWFYX.js";import{a as Ti,c as Ni,d as _i,j as ji,k as Li,l as Fi,m as Ii,n as Wi}from"./chunk-JOHY2KO3.js";
import{k as Si,l as ki}from"./chunk-F4NU273L.js";import{a as Gt,b as uo,c as co,e as qe,f as Bt,g as xo,h as Ro,i as Oo,
j as Po}from"./chunk-NUJQ5MB4.js";import{$ as Ko,C as ze,Da as ii,E as po,Ea as ai,F as ho,Fa as li,G as go,Ga as ui,
H as mo,K as wo,Ka as ci,L as yo,La as di,M as bo,Oa as fi,Qa as pi,R as ae,S as So,Sa as hi,Ta as gi,U as ko,V as vo,Va as gs,
Wa as mi,Xa as wi,Ya as yi,Za as bi,aa as ds,b as Rt,ba as me,c as Ot,d as Be,da as fs,e as Jt,ea as Vo,fa as qo,ga as Xo,
ha as Yo,ia as Zo,ja as Qo,ka as ti,ma as Qe,na as we,oa as hs,pa as ni,ra as tn,s as ot,sa as si,ta as ri,ua as oi,w as fo}from"./chunk-D7GU7ZB6.js";
import{c as Ze}from"./chunk-3AEQ2PYJ.js";import{a as ps,i as ei}from"./chunk-3CJ365NI.js";import{a as cs,b as Jo,
c as Go,d as Bo,g as zo}from"./chunk-YQLCREPZ.js";import{d as vi}from"./chunk-U6G3BVZI.js";import{a as Ri,b as Oi}from"./chunk-7YHKUFFB.js";
import{b as Di,c as Ui,d as ys}from"./chunk-LI62HDKS.js";import{e as as,f as ls,g as us}from"./chunk-M6PCGQAN.js";
import{c as ms}from"./chunk-MF4L3K4G.js";import{a as Ai,b as Ei}from"./chunk-URU3H7ZW.js";import{a as en,e as $i,
f as nn,h as sn,i as rn,k as on,l as an,m as xi}from"./chunk-CQFXWFSA.js";import{a as is,e as Uo}from"./chunk-672GVUQV.js";
import{a as No,b as _o,d as Co,e as rs,f as os,g as Mo,h as jo,i as Lo,j as Fo,k as Io,l as Wo,o as Do,p as Lt}from"./chunk-YW23EYA3.js";
import{C as le,a as Ve,b as $o,n as Ao,s as Eo,w as To,x as Xe,y as Ye}from"./chunk-LZYN5DKP.js";import{a as Ke}from"./chunk-RBL3FFHZ.js";
import{b as Ho}from"./chunk-6RREDHNG.js";import{a as qr}from"./chunk-AG2SH75Z.js";import{f as Kr,g as Vr,h as De}from"./chunk-MYVF2C32.js";
import{a as to}from"./chunk-XFERVBZB.js";import{b as Z,c as ie,d as Ue,e as He,f as Je,g as ts,h as Xr,i as Yr,k as Zr,
l as Ht,m as es,n as Qr}from"./chunk-YEKP4IAG.js";import{a as Ge,b as eo,c as no,d as so,e as ro,f as ss,o as oo,q as io,
r as ao}from"./chunk-T7W5VX65.js";import{b as ns}from"./chunk-LS2NIP65.js";import{b as Hr,d as ge}from"./chunk-JFRZY623.js";
import{c as Wr,e as Dr,f as Ie,g as Ur,i as oe}from"./chunk-X6MVMOSM.js";import{c as Jr,d as Gr,e as Br}from"./chunk-OTYAPETV.js";
import{b as zr,c as We}from"./chunk-TR6ONM2E.js";import{c as ee}from"./chunk-FCWOFCWY.js";import{a as mt,b as Le,
c as ht,d as Xn,e as Er,j as Ir}from"./chunk-LYVVWMII.js";import{a as Fr,b as Qn,d as re}from"./chunk-TIXFR75A.js";
import{a as _e,b as Ce,d as S,e as Dt,f as bt,g as Gn,h as wr}from"./chunk-OKFZ7BVP.js";import{a as lo}from"./chunk-FTXZAJHZ.js";
import{a as te}from"./chunk-5A7QKWCT.js";import{A as Lr,D as jt,E as se,c as Tr,d as Nr,h as at,i as Ut,j as Yn,k as _r,
m as Cr,n as Tt,o as Fe,p as pe,r as Mr,s as Zn,u as he,x as jr,y as D}from"./chunk-FJ7SBSSN.js";import{A as je,G as it,
K as Y,Q as Et,X as Pr,Y as st,Z as ut,_ as fe,b as Bn,ba as xt,ca as Ar,d as yr,e as br,j as Me,l as Sr,m as kr,n as vr,
o as zn,p as $r,q as Mt,r as xr,s as Rr,t as Kn,u as Vn,w as qn,x as Or,z as ne}from"./chunk-C33NMHQG.js";import{d as At}from"./chunk-3NR5HZ6E.js";var Ul=new TextEncoder,Hl=new TextDecoder("utf-8",{fatal:!0,ignoreBOM:!0}),Jl=new TextDecoder("latin1");async function zi(s,t,e){
let n=[],r=[],o=new Set,i=it.artifactBytes;for(let[a,l]of(t.artifacts??[]).entries()){let u=f=>r.push({code:Et.artifactRefused,
severity:"warning",path:Ir(["artifacts",a,"path"]),message:`${l.path} ${f}; it was not kept`});if(l.path.includes(xt.markerPrefix)){
u("held a secret (its path was redacted)");continue}let c=To(l.path);if("refused"in c){u(c.refused);continue}if(o.has(c.
path))continue;let d=await e.readArtifact(s.workingDirectory,c.path,i);if(d.kind==="refused"){u(d.reason);continue}let p=Gl(
d.bytes,s.redact,`${Or}/${c.path}`);if("refused"in p){u(p.refused);continue}if(p.bytes.length>i){u(`is ${p.bytes.length}\
 bytes once redacted, more than the ${i} bytes left of the ${it.artifactBytes}-byte limit for one record's artifacts`);continue}
r.push(...p.problems),n.push({path:c.path,bytes:p.bytes}),o.add(c.path),i-=p.bytes.length}return{files:n,problems:r}}function Gl(s,t,e){
let n=vr(s),r={bytes:s,problems:[]},o=null;if(n!==null){o="UTF-16";let i=we(zn(s,n),t,e);if(i.problems.length>0){let a=$r(
i.text,n),l=s.length%2===1?s.subarray(s.length-1):new Uint8Array(0),u=new Uint8Array(a.length+l.length);u.set(a),u.set(l,
a.length),r={bytes:u,problems:i.problems}}}else{let i;try{i=Hl.decode(s)}catch{i=void 0}if(i!==void 0){o="UTF-8";let a=we(
i,t,e);a.problems.length>0&&(r={bytes:Ul.encode(a.text),problems:a.problems})}}return Bl(r.bytes,t,o)?{refused:o===null?
"is not UTF-8 or UTF-16 text and holds a secret, which cannot be redacted from a binary file":`is ${o} text holding a se\
cret encoded otherwise (as ${o==="UTF-8"?"UTF-16":"single bytes or UTF-16 of the other byte order"}), which cannot be re\
dacted`}:r}function Bl(s,t,e){let r=s.includes(0)||t.some(o=>/^[^\u0000-\u00ff]+$/u.test(o))?[0,1].flatMap(o=>["little-e\
ndian","big-endian"].map(i=>()=>zn(s.subarray(o),i))):[];return e!=="UTF-8"&&r.push(()=>Jl.decode(s)),r.some(o=>Z(o(),t).
redactions.length>0)}async function dn(s,t,e,n,r={}){let o=s.agent?.kind==="preset"?s.agent.preset:null,i=e===null?r.agentOutput:void 0,a=o===
null?null:e?go(o,e.stdout):i?mo(o,i.text):null,l=e?e.stdout:i?.text??null,u=o!==null&&i!==void 0?yo(o,i.text):null,c=e?"\
the agent's stdout":i?`${Y.agentOutput} ${i.path}`:"",d=await Yl(s,t,l,a?.finalText??null,c,n),p=d.kind==="valid"?d.handoff:
null,f=p?await zi(s,p,n.workspace):{files:[],problems:[]},h=[...t.warnings,...d.problems,...f.problems,...a?.problems??[],
...o!==null&&e===null?Xl(o,i,a):[]],g=d.kind==="invalid",m=s.onInvalid==="fail"||s.handoff==="required",y=null,w,v=()=>typeof r.
signal?.reason=="string"?`: ${r.signal.reason}`:"",$={reason:"cancelled",message:`the stage was cancelled while its agen\
t ran${v()}`};if(r.cancelled||r.signal?.aborted)w=$;else if(e&&e.exitCode!==0){let O=s.agent?.kind==="preset"?Kl(s.agent.
preset,e,s.redact):"";w={reason:"exit-nonzero",message:e.exitCode!==null?`the agent exited with code ${e.exitCode}${O}`:
e.signal!==null?`the agent was ended by ${e.signal}`:`the agent could not start: ${e.output.replace(cn,"").trim()}`,exitCode:e.
exitCode,signal:e.signal}}else if(i&&u)w={reason:"exit-nonzero",message:`the agent's output (${i.path}) ends with an err\
or result${Vl(o,u,s.redact)}`,exitCode:null,signal:null};else if(g&&m){let O=d.problems.filter(H=>H.severity==="error");
w={reason:"handoff-invalid",message:`the handoff was refused (${nu(O.length,"problem")}): ${eu(O)}`,problems:O}}else if(p===
null&&s.handoff==="required"){let O=`no handoff: nothing at $${Mt.handoffPath} and no block between the markers in the a\
gent's output${Zl(d.problems)}, and this stage requires one (handoff: required)`;h.push({code:Et.handoffMissing,severity:"\
error",path:"$",message:O}),w={reason:"handoff-missing",message:O}}else if(r.verify){let O=await r.verify();y=O.facts,h.
push(...O.problems),w=r.signal?.aborted?{reason:"cancelled",message:`the stage was cancelled while verify ran${v()}`}:y.
exit_code===0?{reason:"completed",message:null}:{reason:"verify-failed",message:`verify failed with ${y.exit_code===null?
"no exit code (ended by a signal)":`exit code ${y.exit_code}`}`,exitCode:y.exit_code}}else w={reason:"completed",message:null};
let T=g&&!m?h.map(O=>({...O,severity:"warning"})):h,A=n.workspace.now(),k=await Qe(s,{attempt:t.attempt,repair:t.repair,
hop:t.hop,lineage:t.lineage,...t.parent?{parent:t.parent}:{},prompt:t.prompt,handoff:p,agent:e,startedAt:new Date(t.preparedAt),
finishedAt:A,usage:a?.usage??null,verify:y,outcome:w,problems:T,files:f.files},n),R=s.handoff==="required"&&(w.reason===
"handoff-invalid"||w.reason==="handoff-missing");return{...k,outputs:ln(k.record,k.handoff,{artifactId:k.ref.id,promptPath:t.
promptPath,handoffPath:t.handoffPath}),repairProblems:R?k.record.problems.filter(O=>O.severity==="error"):[]}}var zl=300;
function Kl(s,t,e){let n=wo(s,t.output);if(n===null)return"";let r=Ki(n.text,e);return r===""?"":n.source==="cli"?`: ${s}\
 said "${r}"`:`: ${r}`}function Ki(s,t){let e=Z(kr(s),t).text;return Ho(ee(We(e).replace(/\s+/g," ").trim()),zl)}function Vl(s,t,e){
let n=Ki(t.text,e);return`${t.subtype?.startsWith("error")===!0&&t.subtype!==n?` (${t.subtype})`:""}${n===""?"":`: ${s} \
said "${n}"`}`}var ql={claude:"claude -p --output-format stream-json --verbose \u2026 > file, or claude-code-action\u2019s executi\
on_file",codex:"codex exec --json \u2026 > file",gemini:"gemini --output-format json \u2026 > file",copilot:"copilot --o\
utput-format=json \u2026 > file; Copilot CLI 1.0.102 puts no token counts in it"};function Xl(s,t,e){let n=`give ${Y.agentOutput}\
 the file the CLI\u2019s machine-readable output went to (${ql[s]})`,r=i=>[{code:Et.usageMissing,severity:"warning",path:"\
agent.usage",message:i}];if(t===void 0)return r(`${Y.agent} is ${s} and ${Y.agentOutput} is empty, so the record has no \
usage: ${n}`);if(e===null||e.usage!==null||e.problems.length>0)return[];let o=t.cut>0?` in its last ${t.bytes-t.cut} byt\
es (of ${t.bytes}: only the end of a longer file is read)`:"";return r(`${Y.agentOutput} ${t.path} holds no usage in ${s}\
\u2019s output format${o}, so the record has none: ${n}`)}async function Yl(s,t,e,n,r,o){let i=await o.workspace.readHandoff(
t.handoffPath),a=[],l;if(i.kind!=="missing")l=i;else if(e!==null){let p=to({prompt:t.prompt,event:s.github.event},s.redact);
for(let[f,h]of[[n,`the final message in ${r}`],[e,r]]){if(!f)continue;let g=Jr(f,{foreign:p});if(a.push(...g.warnings),g.
json!==null){l=Br(g.json,h);break}}}if(l===void 0)return{kind:"missing",problems:tu(a)};if(l.kind==="invalid")return{kind:"\
invalid",problems:[...a,...l.problems]};if(s.dataSchema!==void 0){let p=Kr(l.handoff.data,s.dataSchema);if(p.length>0)return{
kind:"invalid",problems:[...a,...p]}}let u=Zr(l.handoff,s.redact),c=[...a,...l.warnings,...u.problems],d=u.handoff.next?.
stage;if(d!==void 0&&s.workflowJobs!==null&&!s.workflowJobs.includes(d)){let p={code:Et.nextUnknownStage,severity:s.onInvalid===
"warn"?"warning":"error",path:"$.next.stage",message:`"${d}" names no job in this workflow; jobs: ${[...s.workflowJobs].
sort().join(", ")}`};if(s.onInvalid==="fail")return{kind:"invalid",problems:[...c,p]};c.push(p)}else d!==void 0&&s.workflowJobs===
null&&c.push({code:Et.nextUnchecked,severity:"warning",path:"$.next.stage",message:`"${d}" was not checked against the w\
orkflow's jobs, which are not known here: ${s.workflowUnread??"the workflow file was not read"}; the \`next\` output names\
 it as given, whether or not a job has that id`});return{kind:"valid",handoff:u.handoff,problems:c}}function Zl(s){let t=Gr(
s).map(r=>Ql[r]);if(t.length===0)return"";let[e,n]=t.length===1?["one that is","is"]:["ones that are","are"];return` but\
 ${e} also ${t.join(" and ")}, which ${n} not the agent's (a block the same as one there is never taken from the output,\
 wherever it is printed: write the handoff to the file at $${Mt.handoffPath})`}var Ql={prompt:"in its prompt",event:"in \
the event that started the run"};function tu(s){let t=new Set;return s.filter(e=>{let n=`${e.code}\0${e.path}\0${e.message}`;
return t.has(n)?!1:(t.add(n),!0)})}function eu(s){let t=[...s].sort((n,r)=>Number(Qn(r.message))-Number(Qn(n.message))),
e=t.slice(0,3).map(oe).join("; ");return t.length>3?`${e}; and ${t.length-3} more`:e}function nu(s,t){return`${s} ${t}${s===
1?"":"s"}`}function Vi(s){let t=s.problems.filter(r=>r.severity==="error"),e=(t.length>0?t:s.problems).map(r=>`- ${oe(r).replace(/\s+/g,
" ")}`).join(`
`),n=JSON.stringify(lo(),null,2);return[`# Your handoff for stage \`${s.stage}\` was not accepted`,"","Your last run fin\
ished, but baton could not accept its handoff:","",e,"",`Do not redo the work. Write the handoff again, as one JSON obje\
ct that follows the JSON Schema below, to the file named by the environment variable \`${Mt.handoffPath}\` (or print it a\
s the last thing you output, between a line \`${Vn.start}\` and a line \`${Vn.end}\`).`,"","## The handoff JSON Schema",
"",De(n,"json"),"",...s.dataSchema===void 0?[]:["## This stage's data-schema","","The handoff's `data` must also follow \
this JSON Schema (a pattern is an ECMAScript regular expression; lengths are in UTF-8 bytes):","",De(Vr(s.dataSchema),"j\
son"),""],"## The task you were given","",De(s.previousPrompt,"markdown"),""].join(`
`)}async function fn(s,t,e={}){let n=e.attempt??1,r=t.workspace.now(),o=await t.store.list();ou(s,n,o);let i=e.upstream??await iu(
s,t.store,o),a=e.parent!==void 0?e.parent:await lu(s,t),l=i.filter(w=>w.stored!==void 0),u=l.map(w=>qi(w.stored)).sort((w,v)=>ps(
w.stage,v.stage)),c=a?.deepest[0]?.record.hop??0,d=1+Math.max(c,...l.map(w=>w.stored.record.hop)),p=a?{run:a.run,lineage:a.
deepest.map(qi)}:void 0,f=async(w,v)=>{let $=await Qe(s,{attempt:n,repair:e.repair!==void 0,hop:d,lineage:u,...p?{parent:p}:
{},prompt:"",handoff:null,agent:null,startedAt:r,finishedAt:t.workspace.now(),usage:null,verify:null,outcome:w,problems:v},
t);return{kind:"refused",result:{stage:s.stage,ok:!1,outcome:$.outcome,attempts:[$],final:$,outputs:ln($.record,null,{artifactId:$.
ref.id})}}};if(d>s.maxHandoffs){let w=await uu(s,l,a,t),v=`stage ${s.stage} would be hop ${d}, more than max-handoffs ${s.
maxHandoffs}: ${fu(w)}`;return f({reason:"max-handoffs",message:v,hop:d,limit:s.maxHandoffs,chain:w},[{code:Et.maxHandoffs,
severity:"error",path:"$",message:v}])}let h,g=[];if(e.repair)h=Vi({stage:s.stage,...e.repair,...s.dataSchema===void 0?{}:
{dataSchema:s.dataSchema}});else try{({prompt:h,warnings:g}=await su(s,i,e.attemptContext))}catch(w){if(!(w instanceof S))
throw w;let v={code:w.code,severity:"error",path:w.where??"$",message:w.message};return f({reason:"render-failed",message:bt(
w),problems:[v]},[v])}let m=await t.workspace.attemptPaths(s.stage,n);return s.agent?.kind==="preset"&&(h=`${h.trimEnd()}\


${bo({handoffPath:m.handoffPath,...s.dataSchema===void 0?{}:{dataSchema:s.dataSchema}})}
`),await t.workspace.writePrompt(m.promptPath,h),{kind:"ready",prepared:{stage:s.stage,attempt:n,repair:e.repair!==void 0,
prompt:h,promptPath:m.promptPath,handoffPath:m.handoffPath,lineage:u,hop:d,...p?{parent:p}:{},warnings:g,preparedAt:r.toISOString(),
...s.agent?.kind==="preset"?{agent:s.agent.preset}:{}},upstream:i,parent:a}}async function su(s,t,e){if(s.template===null)
throw new S("prompt-missing","this stage has no prompt template",{where:s.stage});let n={source:s.template.source,...s.maxPromptTokens===
null?{}:{maxPromptTokens:s.maxPromptTokens},...s.madeEvent===void 0?{}:{madeEventHint:ji(s.madeEvent,s.madeEventRun)},...s.
workflowUnread===void 0?{}:{notUpstreamHint:ru(s.workflowUnread,s.needs)}};await Ii(s.template.text,n);let r=ei({upstream:t,
inputs:s.inputs,github:s.github,...e?{attempt:e}:{},require:s.needs,analysis:Fi(s.template.text)}),o=Wi(s.template.text,
r.context,n),i=s.template.namesFile===void 0?[]:[{code:Et.promptNamesFile,severity:"warning",path:Y.prompt,message:`is t\
he path of a file of the repository (${JSON.stringify(s.template.namesFile)}), so the agent gets that path as its whole \
prompt; to render the file as the prompt, give it as \`${Y.promptFile}: ${s.template.namesFile}\` instead`}];return{prompt:o.
prompt,warnings:[...i,...r.warnings,...o.warnings]}}function ru(s,t){return e=>{let n=[...new Set(e.filter(a=>a.kind==="\
stage").map(a=>a.stage))],r=[...new Set([...t,...n])],o=n.length>0?`give the step \`${Y.needs}: ${r.join(", ")}\``:`give\
 the step a \`${Y.needs}\` input naming the stages of ${e.map(a=>`job ${a.stage}`).join(", ")}`,i=/ has no job /.test(s)?
"":"check out this repository before this step (actions/checkout with persist-credentials: false), or ";return`the workf\
low file was not read here (${s}), so the upstream stages are only those the \`${Y.needs}\` input names (${t.length>0?t.
join(", "):"none"}) and the stages their records name: ${i}${o}`}}function ou(s,t,e){let n={stage:s.stage,attempt:t,runAttempt:s.
run.attempt};if(e.some(o=>Ye(o,n)===0))throw new S("record-exists",`${le(n)} already has a record in this run, so the ag\
ent was not run; records are immutable`,{where:`stage ${s.stage}`,details:[`another job of this run records stage ${s.stage}\
: give each job its own stage id (the \`${Y.stage}\` input)`]})}async function iu(s,t,e){let n=s.upstream.filter(f=>f.stage!==
s.stage),r=await Promise.all(n.map(f=>t.get(f.stage))),o=as(e),i=ls(o),a=new Map(n.map(f=>[f.stage,f])),l=(f,h)=>{let{job:g=null,
matrix:m,open:y,place:w}=a.get(f)??{};return{stage:f,job:g??(h===void 0?f:h.record.job.slice(h.record.job.lastIndexOf("/")+
1)),stored:h,...m===void 0?{}:{matrix:m},...y===!0?{open:!0}:{},...w===void 0?{}:{place:w}}},u=new Map,c=new Map,d=(f,h)=>{
let g=i&&h!==void 0?us(h.record,o):void 0;g!==void 0&&c.set(f,{stored:h,why:g}),u.set(f,g===void 0?h:void 0)};for(let[f,
h]of n.entries())d(h.stage,r[f]);if(s.expandLineage){let f=r.filter(h=>h!==void 0);for(let h=f.shift();h;h=f.shift()){let g=c.
get(h.record.stage)?.stored===h;for(let m of h.record.lineage){if(m.stage===s.stage||u.has(m.stage))continue;let y;if(g)
y=await t.get(m.stage);else{let w=await t.getAttempt(m.stage,m.attempt,m.run_attempt);y=w?.recordSha256===m.record_sha256?
w:void 0}d(m.stage,y),y&&f.push(y)}}}let p=s.expandLineage?au(s,u,c,e):new Map;return[...u].map(([f,h])=>{let g=p.get(f),
m=c.get(f)?.why;return{...l(f,h),...g&&g.like.length>0?{recordedLike:g.like}:{},...g?.meant===void 0?{}:{meant:g.meant},
...m?{superseded:m}:{}}})}function au(s,t,e,n){let r=s.needs.filter(a=>t.has(a)&&t.get(a)===void 0&&!e.has(a)),o=new Map;
if(r.length===0)return o;let i=[...new Set(n.map(a=>a.stage))].filter(a=>a!==s.stage).sort(ps);for(let a of r){let l=i.filter(
c=>c.startsWith(`${a}-`)),u=l.length>0?void 0:Fr(a,i.filter(c=>!s.needs.includes(c)));(l.length>0||u!==void 0)&&o.set(a,
{like:l,...u===void 0?{}:{meant:u}})}return o}async function lu(s,t){if(s.parentRun===null)return null;if(!t.openRun)throw new Dt(
`stage ${s.stage}: a parent run is set but no way to open another run was given`);let e=await t.openRun(s.parentRun),n=as(
await e.list()),r=ls(n),o=(await Promise.all([...n.values()].map(a=>e.getAttempt(a.stage,a.attempt,a.runAttempt)))).filter(
a=>a!==void 0&&!(r&&us(a.record,n)!==void 0)),i=Math.max(0,...o.map(a=>a.record.hop));return{run:s.parentRun,store:e,deepest:o.
filter(a=>a.record.hop===i)}}function qi(s){let{stage:t,attempt:e,run:n}=s.record;return{stage:t,attempt:e,...n.attempt>
1?{run_attempt:n.attempt}:{},record_sha256:s.recordSha256}}async function uu(s,t,e,n){let r=s.maxHandoffs+1,o=new Map(t.
map(f=>[f.stored.recordSha256,f.stored])),i=new Map;e&&i.set(e.run,Promise.resolve(e.store));let a=f=>(!i.has(f)&&n.openRun&&
i.set(f,n.openRun(f)),i.get(f)),l=f=>f.reduce((h,g)=>h===void 0||g.stored.record.hop>h.stored.record.hop?g:h,void 0),u=async(f,h,g)=>{
let m=[];for(let y of f){let w=(g===null?o.get(y.record_sha256):void 0)??await h.getAttempt(y.stage,y.attempt,y.run_attempt);
w?.recordSha256===y.record_sha256&&m.push({stored:w,store:h,run:g})}return m},c=[{stage:s.stage,run:null}],d=l([...t.map(
f=>({stored:f.stored,store:n.store,run:null})),...(e?.deepest??[]).map(f=>({stored:f,store:e.store,run:e.run}))]),p=!1;for(;d&&
c.length<r+1;){c.unshift({stage:d.stored.record.stage,run:d.run});let{record:f}=d.stored;if(f.hop<=1){p=!0;break}let h=await u(
f.lineage,d.store,d.run);if(f.parent)try{let g=await a(f.parent.run);g&&h.push(...await u(f.parent.lineage,g,f.parent.run))}catch{}
d=l(h)}return cu(c,p)}function cu(s,t){let e=s.some(o=>o.run!==null),n=t?[]:["\u2026"],r;for(let o of s)e&&o.run!==r&&n.
push(du(o.run)),r=o.run,n.push(o.stage);return n}function du(s){return s===null?"this run:":`run ${s}:`}function bs(s){return s.
endsWith(":")}function fu(s){let t=s.filter(a=>!bs(a)&&a!=="\u2026").length,e=[],n,r=!1,o=0;for(let a of s)bs(a)?(n=a,r=
!1):a==="\u2026"?e.push(a):(t<=12||o<5||o>=t-5?(n!==void 0&&!r&&e.push(n),r=!0,e.push(a)):e.at(-1)!=="\u2026"&&e.push("\u2026"),
o++);let i="";for(let[a,l]of e.entries()){let u=e[a-1];i+=a===0?l:u!==void 0&&bs(u)?` ${l}`:` \u2192 ${l}`}return i}async function Xi(s,t){if(s.agent===null)throw new Dt(`stage ${s.stage}: runStage needs an agent (run or agent); this sp\
ec is for a split stage`);let e=[],n,r,o={},i="",a=!1;for(let l=1;;l++){let u=await fn(s,t,{...o,attempt:l,...n?{upstream:n}:
{},...r!==void 0?{parent:r}:{}});if(u.kind==="refused")return t.reporter?.error(u.result.outcome.message??"",s.stage),{...u.
result,attempts:[...e,...u.result.attempts]};n=u.upstream,r=u.parent;let c=u.prepared;c.repair||(i=c.prompt);for(let g of c.
warnings)t.reporter?.warning(g.message,`${s.stage} ${g.path}`);let d=await mu(s,c,t),p=await dn(s,c,d,t,{...t.signal?{signal:t.
signal}:{},...s.verify===null?{}:{verify:()=>wu(s,c,t,s.verify)}});e.push(p);let{outcome:f}=p,h=t.signal?.aborted===!0;if(p.
repairProblems.length>0&&!a&&!h){a=!0,t.reporter?.warning(`${f.message}; giving the agent one repair turn`,s.stage),o={repair:{
problems:p.repairProblems,previousPrompt:i}};continue}if(f.reason==="verify-failed"&&l<s.attempts&&!h){t.reporter?.warning(
`attempt ${l} of ${s.attempts}: ${f.message}; trying again`,s.stage),o={attemptContext:hu(l+1,p.handoff,p.record.verify)};
continue}return f.reason==="cancelled"?t.reporter?.warning(f.message,s.stage):f.reason!=="completed"&&t.reporter?.error(
f.message,s.stage),pu(s,f,e,p.outputs)}}function pu(s,t,e,n){let r=e.at(-1);if(!r)throw new Dt(`stage ${s.stage}: no att\
empt was stored`);return{stage:s.stage,ok:un(t.reason),outcome:t,attempts:e,final:r,outputs:n}}function hu(s,t,e){return{
number:s,previous:t,verify:e?{exit_code:e.exit_code,output:e.output_tail}:null}}function gu(s,t){let e={};for(let[n,r]of Object.
entries(s))xr.includes(n)||Rr.some(o=>n.startsWith(o))||(e[n]=r);return{...e,...t}}function Yi(s,t,e,n={}){return gu(e.env,
{...n,[Mt.promptPath]:t.promptPath,[Mt.handoffPath]:t.handoffPath,[Mt.stage]:s.stage})}async function mu(s,t,e){let n=s.
agent,r=n.kind==="preset"?{...ho(n.preset),shell:"bash"}:{script:n.command,env:{},shell:s.shell};e.reporter?.info(`${s.stage}\
: attempt ${t.attempt}${t.repair?" (repair turn)":""}, running the agent`);let o=e.guardAgentConfig;return Zi(e,()=>{let i=Yi(
s,t,e,r.env);return n.kind==="preset"&&po(i),{script:r.script,shell:r.shell,cwd:e.workspace.resolveDirectory(s.workingDirectory),
env:i}},n.kind==="preset"&&o?i=>o(n.preset,i):void 0)}async function Zi(s,t,e){let n=s.workspace.now();try{let r=t(),o=e?
await e(r.cwd):void 0;try{let i=s.runner.run({...r,...s.onOutput?{onOutput:s.onOutput}:{},...s.signal?{signal:s.signal}:
{}});return Li(),await i}finally{await o?.()}}catch(r){let o=`${cn}${bt(r)}
`;return s.onOutput?.(o,"stderr"),{exitCode:null,signal:null,startedAt:n,finishedAt:s.workspace.now(),output:o,stdout:""}}}
async function wu(s,t,e,n){e.reporter?.info(`${s.stage}: attempt ${t.attempt}, running verify`);let r=await Zi(e,()=>({script:n,
shell:s.shell,cwd:e.workspace.resolveDirectory(s.workingDirectory),env:Yi(s,t,e)})),o=we(r.output,s.redact,"verify.outpu\
t_tail");return{facts:{command:n,exit_code:r.exitCode,output_tail:yr(o.text,it.verifyOutputTailBytes),duration_ms:Math.max(
0,r.finishedAt.getTime()-r.startedAt.getTime())},problems:o.problems}}var oa=At(Ke(),1),zt=At(te(),1);import{tmpdir as xu}from"node:os";import{join as Ru}from"node:path";import{StringDecoder as Ou}from"node:string_decoder";var ue=class{#t;#s={stdout:"",stderr:""};#e=null;constructor(t){this.#t=t}push(t,e){let n=this.#s[e]+t,r=n.endsWith("\r")?
n.slice(0,-1):n,o=Math.max(r.lastIndexOf(`
`),r.lastIndexOf("\r"))+1;n.length-o>65536&&(o=n.length),this.#n(e,n.slice(0,o)),this.#s[e]=n.slice(o)}end(t){this.#n(t,
this.#s[t]),this.#s[t]=""}#n(t,e){e!==""&&(this.#e!==null&&!this.#e.ended&&this.#e.stream!==t&&this.#t(`
`,!0),this.#t(e,!1),this.#e={stream:t,ended:e.endsWith(`
`)||e.endsWith("\r")})}};var yu=8;function ta(s,t,e,n){let r=s+t,o=s.length,i=He(r,e),a=i.find(c=>c.start<o&&c.end>o),l=a?a.end-o:0;if(n&&(l=Qi(t,
l)),!r.includes("\x1B")&&i.every(c=>c.end<=o+l))return l;let u=Z(r,e).text;for(let c=0;l<t.length&&c<=yu;c++){if(Je(r,o+
l,e,u))return l;l=n?Qi(t,l+1):bu(t,l+1)}return t.length}function Qi(s,t){if(t===0||s.charCodeAt(t-1)===ea)return t;let e=s.
indexOf(`
`,t);return e===-1?s.length:e+1}function bu(s,t){for(let e=t;e<=s.length;e++){let n=s.charCodeAt(e-1);if(n===ea||n===32||
n===9)return e}return s.length}var ea=10;var ye=At(te(),1);function be(){try{return(0,ye.readdirSync)("/proc").filter(s=>/^\d+$/.test(s)).map(Number).filter(s=>s!==
process.pid)}catch{return null}}function pn(s){let t;try{t=(0,ye.readFileSync)(`/proc/${s}/stat`,"utf8")}catch{return null}
let[e="",,n]=t.slice(t.lastIndexOf(")")+2).split(" ");return{state:e,group:Number(n)}}function Ss(s,t){try{return(0,ye.readFileSync)(
`/proc/${s}/environ`,"utf8").split("\0").includes(t)}catch{return!1}}import{spawn as na}from"node:child_process";import{EventEmitter as Su}from"node:events";import{Readable as ku}from"node:stream";
function vu(){let s=process.versions;return process.release.name==="node"&&!s.electron&&!s.bun&&!s.deno}var hn=(s,t,{cwd:e,
env:n})=>na(s,t,{cwd:e,env:n,stdio:["ignore","pipe","pipe"],detached:!0}),$u=`'use strict';
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
`,ks=class extends Su{pid;stdout;stderr;exited=!1;#t;constructor(t){super(),this.#t=t;let e=()=>new ku({read(){},destroy:(n,r)=>{
this.#t(),r(n)}});this.stdout=e(),this.stderr=e()}adopt(t){t.on("error",e=>this.emit("error",e)),this.#t=()=>{t.stdout?.
destroy(),t.stderr?.destroy()},t.stdout?.on("data",e=>this.stdout.push(e)),t.stderr?.on("data",e=>this.stderr.push(e)),t.
on("exit",(e,n)=>{this.exited=!0,this.emit("exit",e,n)}),t.on("close",()=>this.closeAfterStreams()),t.pid!==void 0&&(this.
pid=t.pid,this.emit("spawn"))}closeAfterStreams(){let t=0,e=()=>{--t===0&&this.emit("close",null,null)};for(let n of[this.
stdout,this.stderr])n.destroyed||n.readableEnded||(t++,n.once("close",e),n.push(null));t===0&&this.emit("close",null,null)}},
gn=class{#t;#s=new Map;#e=[];#n=0;#r;#i;constructor(t=vu()?process.execPath:null){let e;if(t!==null)try{e=na(t,["-e",$u],
{stdio:["ignore","ignore","ignore","ipc"],env:{},serialization:"advanced"})}catch{e=void 0}if(this.#t=e,e===void 0||e.pid===
void 0){this.#r={code:null,signal:null},e?.on("error",()=>{}),this.#i=Promise.resolve();return}this.#i=new Promise(o=>e.
once("exit",()=>o())),e.on("error",()=>{}),e.on("message",o=>this.#a(o));let n,r=!1;e.once("exit",(o,i)=>{n={code:o,signal:i},
this.#r=n,r&&this.#u(n)}),e.once("disconnect",()=>{r=!0,n&&this.#u(n)}),e.unref(),e.channel?.unref()}get pid(){return this.#t?.
pid}start=(t,e,{cwd:n,env:r})=>{let o=this.#t;if(o===void 0||this.#r!==void 0||!o.connected)return hn(t,e,{cwd:n,env:r});
let i=++this.#n,a=new ks(()=>{this.#s.has(i)&&o.connected&&o.send({t:"d",id:i},()=>{})});return this.#s.set(i,a),o.ref(),
o.channel?.ref(),this.#e===null?o.send({t:"s",id:i,file:t,args:e,cwd:n,env:r},()=>{}):this.#e.push({id:i,step:a,file:t,args:e,
cwd:n,env:r}),a};#a(t){if(t.t==="r"){let n=this.#e??[];this.#e=null;for(let{id:r,file:o,args:i,cwd:a,env:l}of n)this.#t?.
send({t:"s",id:r,file:o,args:i,cwd:a,env:l},()=>{});return}let e=this.#s.get(t.id);if(e!==void 0)switch(t.t){case"p":e.pid=
t.pid,e.emit("spawn");return;case"e":{let{t:n,id:r,message:o,...i}=t;this.#o(t.id),e.emit("error",Object.assign(new Error(
o),i));return}case"o":(t.s===1?e.stdout:e.stderr).push(Buffer.from(t.d.buffer,t.d.byteOffset,t.d.byteLength));return;case"\
x":e.exited=!0,e.emit("exit",t.code,t.signal);return;case"c":this.#o(t.id),e.closeAfterStreams();return}}#o(t){this.#s.delete(
t),!(this.#s.size>0)&&(this.#t?.unref(),this.#t?.channel?.unref())}#u(t){for(let{id:r,step:o,file:i,args:a,cwd:l,env:u}of this.#e??
[]){this.#o(r);try{o.adopt(hn(i,a,{cwd:l,env:u}))}catch(c){o.emit("error",c)}}this.#e=null;let e=t.signal===null?`exited\
 with code ${t.code}`:`was killed by ${t.signal}`,n=`the process that started baton's steps (pid ${this.#t?.pid}) ${e}`;
for(let[r,o]of[...this.#s]){if(this.#o(r),o.pid===void 0){o.emit("error",new Error(n));continue}try{process.kill(-o.pid,
"SIGKILL")}catch{}o.stderr.push(`
baton: ${n}, so this step's output and exit could no longer be read: it was killed
`),o.exited||(o.exited=!0,o.emit("exit",null,"SIGKILL")),o.closeAfterStreams()}}async close(){this.#t?.ref(),this.#t?.connected&&
this.#t.disconnect(),await this.#i}};var sa={SIGINT:1,SIGTERM:2,SIGKILL:3},vs={killGraceMs:5e3,maxOutputBytes:it.agentOutputBytes,drainMs:1e3};function Pu(s){
try{process.kill(-s,0)}catch{return!1}let t=be();return t===null?!0:t.some(e=>{let n=pn(e);return n!==null&&n.group===s&&
n.state!=="Z"})}var mn=class{#t;#s;#e;#n;#r;#i;#a;#o;#u;#c;#d;constructor(t={}){this.#t=t.tempDir??xu(),this.#s=t.killGraceMs??
vs.killGraceMs,this.#e=t.maxOutputBytes??vs.maxOutputBytes,this.#n=t.drainMs??vs.drainMs,this.#r=t.outputHook,this.#i=t.
reuseScripts?new Map:void 0,this.#a=t.secrets??[],this.#o=t.noPathHint??"PATH is not set in its environment",this.#c=t.fewerJobs,
this.#d=t.start??hn,this.#u=t.tempPlace??{...qe(this.#t),...t.fewerJobs===void 0?{}:{fewerJobs:t.fewerJobs}}}async run(t){
let e=Zo(t.shell);Au(t.cwd);let n=Qo(e,t.script),r=this.#p(e.extension,n),o=r??Ru(this.#t,`baton-step-${(0,oa.randomUUID)()}${e.
extension}`);if(r===void 0){try{(0,zt.writeFileSync)(o,n,{flag:"wx",mode:448})}catch(i){throw i.code!=="EEXIST"&&(0,zt.rmSync)(
o,{force:!0}),Bt(this.#u,o,"the command's script",i)}this.#i?.set(`${e.extension}\0${n}`,o)}this.#r?.begin?.();try{return await this.#f(
e.file,ti(e,o),t)}finally{this.#r?.end?.(),this.#i===void 0&&(0,zt.rmSync)(o,{force:!0})}}#p(t,e){let n=`${t}\0${e}`,r=this.#i?.
get(n);if(r===void 0)return;let o=Buffer.from(e),i;try{i=Wr(r,o.length)}catch{i={kind:"missing"}}if(i.kind==="file"&&o.equals(
i.bytes))return r;this.#i?.delete(n)}#f(t,e,n){return new Promise((r,o)=>{let i=new Date,a=new wn(this.#e),l=new wn(this.#e,
{decode:Me,byteLength:Sr}),u=this.#d(t,e,{cwd:n.cwd,env:n.env}),c,d,p,f,h=!1,g,m=j=>{if(u.pid===void 0){(g===void 0||sa[j]>
sa[g])&&(g=j);return}try{process.kill(-u.pid,j)}catch{}},y=()=>u.pid!==void 0&&Pu(u.pid),w,v=!1,$,T=null,A,k=()=>{m("SIG\
KILL"),A=Date.now()},R=Number.POSITIVE_INFINITY,O=j=>{j>=R||(R=j,clearTimeout(c),c=setTimeout(k,Math.max(0,j-Date.now())),
c.unref())},H=()=>{T!=="terminate"&&(T="terminate",clearTimeout(d),m("SIGTERM"),O(Date.now()+this.#s))},V=()=>{if(n.stop!==
"interrupt"||n.kill?.aborted)return H();T===null&&(T="interrupt",m("SIGINT"),d=setTimeout(()=>m("SIGTERM"),1.5*this.#s),
d.unref(),O(Date.now()+2*this.#s))},x=()=>{let j=y();return n.kill?.aborted&&A===void 0&&j&&k(),j&&(A===void 0||Date.now()-
A<2e3)?(w??=setInterval(L,100),!1):(clearInterval(w),v?!0:$===void 0?($=Date.now(),setTimeout(L,this.#n).unref(),!1):Date.
now()-$>=this.#n)},L=()=>{h||f===void 0||T!==null&&!x()||(clearInterval(w),h=!0,clearTimeout(p),u.stdout?.destroy(),u.stderr?.
destroy(),P("stdout"),P("stderr"),n.signal?.removeEventListener("abort",V),n.kill?.removeEventListener("abort",H),clearTimeout(
c),clearTimeout(d),r({exitCode:f.code,signal:f.signal,startedAt:i,finishedAt:new Date,output:a.text(this.#a),stdout:l.text(
this.#a)}))},Q=new ue((j,M)=>M?a.insert(j):a.push(j)),P=j=>Q.end(j),rt=(j,M)=>{let G=new Ou("utf8"),nt=B=>{Q.push(B,M),B!==
""&&(this.#r?.chunk(B,M),n.onOutput?.(B,M))};j.on("data",B=>{a.wrote(B.length),M==="stdout"&&(l.wrote(B.length),l.push(B)),
nt(G.write(B))}),j.on("end",()=>{nt(G.end()),P(M)})};u.on("error",j=>{if(h)return;h=!0,n.signal?.removeEventListener("ab\
ort",V),n.kill?.removeEventListener("abort",H);let M=j.code==="ENOENT"&&!t.includes("/")&&!n.env.PATH,G=_e(j,this.#c);o(
new S("shell-failed",`could not start ${JSON.stringify(t)}: ${j.code??j.message}${G===null?"":` (${G})`}${M?`; ${this.#o}`:
""}`,{where:"shell",cause:j}))}),u.stdout&&rt(u.stdout,"stdout"),u.stderr&&rt(u.stderr,"stderr"),u.on("exit",(j,M)=>{f={
code:j,signal:M},p=setTimeout(()=>{T===null&&(u.stdout?.destroy(),u.stderr?.destroy()),L()},this.#n),p.unref()}),u.on("c\
lose",()=>{v=!0,L()}),u.pid!==void 0?n.onStart?.(u.pid):u.once("spawn",()=>{u.pid!==void 0&&(n.onStart?.(u.pid),g!==void 0&&
m(g))}),n.kill?.aborted?H():n.kill?.addEventListener("abort",H,{once:!0}),n.signal&&(n.signal.aborted?V():n.signal.addEventListener(
"abort",V,{once:!0}))})}};function Au(s){let t;try{t=(0,zt.statSync)(s)}catch{t=void 0}if(!t?.isDirectory())throw new S(
"working-directory-missing",`${s} is not a directory`,{where:"working-directory"})}var ra=64*1024,Eu=`${["-----BEGIN","P\
RIVATE","KEY-----"].join(" ")}
`,Tu=128,Nu={decode:s=>s.toString("utf8"),byteLength:s=>Buffer.byteLength(s)},wn=class{#t;#s;#e=[];#n=0;#r=0;#i=0;#a=0;#o=!1;#u="";constructor(t,e=Nu){
this.#t=t,this.#s=e}wrote(t){this.#i+=t}insert(t){this.push(t),this.#a+=Buffer.byteLength(t)}push(t){let e=typeof t=="st\
ring"?Buffer.from(t):t;for(this.#e.push(e),this.#n+=e.length,this.#r+=e.length;this.#e.length>1&&this.#n-this.#e[0].length>=
this.#t+ra;){let n=this.#e.shift();this.#n-=n.length,this.#c(n.toString("utf8"))}}#c(t){let e=this.#u+t;this.#o=Ht(e,this.#o,
this.#u.length),this.#u=e.slice(-Tu)}text(t=[]){let e=Buffer.concat(this.#e);if(e.length<=this.#t)return this.#s.decode(
e);let n=e.length-this.#t-1,r=e.indexOf(10,n),o=[e.indexOf(32,n),e.indexOf(9,n)].filter(u=>u>=0),i=r>=0&&r<e.length-1?r:
o.length>0?Math.min(...o):-1,a="";if(i>=0){let u=i+1,c=Math.max(0,u-ra),d=c===0?-1:e.indexOf(10,c-1);for(d>=0&&d+1<u&&(c=
d+1);(e[c]&192)===128;)c++;let f=(Ht(this.#u+e.subarray(0,c).toString("utf8"),this.#o,this.#u.length)?Eu:"")+e.subarray(
c,u).toString("utf8"),h=this.#s.decode(e.subarray(u));a=h.slice(ta(f,h,t,e[i]===10))}let l=a!==""?`the last ${this.#t} b\
ytes at most are kept`:i===-1?"none of it is kept, as no line or space was left to start at":"none of it is kept, as all\
 of it after the cut may be part of a secret the cut went through";return this.#r===this.#i+this.#a?`[baton: the first ${this.#r-
this.#s.byteLength(a)} bytes of this output were left out; ${l}]
${a}`:`[baton: this output was ${this.#i} bytes, not all of it UTF-8 text, and its start was left out; ${l}${a===""?"":"\
, as text (a byte that is not UTF-8 as \uFFFD)"}]
${a}`}};var sr=At(Ke(),1),qt=At(te(),1);import{copyFile as hf,lstat as gf,mkdtemp as mf,readFile as ir,rename as wf,rm as yf}from"node:fs/promises";
import{availableParallelism as bf,hostname as Sf,tmpdir as kf}from"node:os";import{basename as vf,dirname as In,isAbsolute as Ml,
join as lt,relative as $f,resolve as Vt,sep as xf}from"node:path";import{setMaxListeners as Ts}from"node:events";var ia=["repository","path","ref"];function aa(s,t,e){let n=t.repository.trim(),r=n!==""&&n.toLowerCase()!==e.repository.
toLowerCase(),o=t.path.trim(),i=!_u(o,e.workspace),a=t.ref.trim(),l=a!==""&&!e.refs.includes(a);if(!r&&!i&&!l)return null;
let u=r?`${n}${l?` at ${a}`:""} is not cloned`:l?`ref ${a}${i?" of this repository":""} is not checked out`:"this reposi\
tory is not checked out again";return`${s}: ${u}${i?` into ${o}`:""}: baton checks nothing out; the project directory is\
 used as it is`}function _u(s,t){if(s==="")return!0;let e=s.replace(/\/+$/,"")||"/";return e==="."||e===(t.replace(/\/+$/,
"")||"/")}function pa(s){return`$${st.stepSummary} upload aborted, supports content up to a size of ${Math.floor(it.stepSummaryFileBytes/
1024)}k, got ${Math.floor(s/1024)}k. For more information see: https://docs.github.com/actions/using-workflows/workflow-\
commands-for-github-actions#adding-a-markdown-summary`}var ha=new Set(["NODE_OPTIONS"]);function xs(s,t){let e=[],n=s.split(
`
`).map(r=>r.replace(/\r$/,""));n.length>0&&n[n.length-1]===""&&n.pop();for(let r=0;r<n.length;r+=1){let o=n[r];if(o.trim()===
"")continue;let i=o.indexOf("<<"),a=o.indexOf("=");if(i>0&&(a<0||i<a)){let l=o.slice(0,i),u=o.slice(i+2);if(u==="")throw yn(
t,r+1,`"${l}<<" needs a delimiter`);let c=[],d=!1;for(r+=1;r<n.length;r+=1){if(n[r]===u){d=!0;break}c.push(n[r])}if(!d)throw yn(
t,r,`no line "${u}" ends the value of ${l}`);e.push([la(l,t,r+1),c.join(`
`)]);continue}if(a>0){e.push([la(o.slice(0,a),t,r+1),o.slice(a+1)]);continue}throw yn(t,r+1,"expected name=value or name\
<<DELIMITER")}return e}function ga(s,t){let e=[],n=[];for(let r of xs(s,t))ha.has(r[0].toUpperCase())?n.push(`can't stor\
e ${r[0]} using ${t}; it was left out`):e.push(r);return{pairs:e,refused:n}}function ma(s){return s.split(`
`).map(t=>t.replace(/\r$/,"").trim()).filter(t=>t!=="").reverse()}function la(s,t,e){if(s.trim()===""||s!==s.trim()||s.includes(
"\0"))throw yn(t,e,`"${s}" is not a valid name`);return s}function yn(s,t,e){return new S("file-command-invalid",`${s} l\
ine ${t}: ${e}`,{where:s})}var kn=new Set(["stop-commands","set-env","set-output","save-state","add-mask","add-path","ad\
d-matcher","remove-matcher","debug","warning","error","notice","group","endgroup","echo"]),wa={has:()=>!0},ya="\\t\\n\\v\\f\\\
r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000",Cu=new RegExp(`^[${ya}]+`),ua=new RegExp(`[${ya}\
]`);function bn(s){let t=0,e=s.length;for(;t<e&&ua.test(s[t]);)t++;for(;e>t&&ua.test(s[e-1]);)e--;return s.slice(t,e)}function vn(s,t=kn){
return!s.includes("::")&&!s.includes("##[")?null:Mu(s,t)??ju(s,t)}function Mu(s,t){let e=s.replace(Cu,"");if(!e.startsWith(
"::"))return null;let n=e.indexOf("::",2);if(n<0)return null;let r=e.slice(2,n),o=r.indexOf(" "),i=(o<0?r:r.slice(0,o)).
toLowerCase();if(!t.has(i))return null;let a=o>0?ba(bn(r.slice(o+1)),",",Du):new Map;return{command:i,properties:a,data:Wu(
e.slice(n+2)),form:"v2"}}function ju(s,t){let e=s.indexOf("##[");if(e<0)return null;let n=s.indexOf("]",e);if(n<0)return null;
let r=s.slice(e+3,n),o=r.indexOf(" "),i=(o<0?r:r.slice(0,o)).toLowerCase();if(!t.has(i))return null;let a=o>0?ba(r.slice(
o+1),";",da):new Map;return{command:i,properties:a,data:da(s.slice(n+1)),form:"legacy"}}function ba(s,t,e){let n=new Map;
for(let r of s.split(t)){let o=r.replace(/^=+/,""),i=o.indexOf("=");if(i<0)continue;let a=o.slice(i+1).replace(/^=+/,"");
a!==""&&n.set(o.slice(0,i).toLowerCase(),e(a))}return n}var Se=class{#t=null;#s=new Set(kn);read(t){let e=vn(t,this.#s);
if(this.#t===null)return e;let n=this.#t.toLowerCase();return n===""||e?.command!==n?null:(this.#s.delete(n),this.#t=null,
"resumed")}refuses(t){return Lu(t,this.#s)}stop(t){this.#t=t,this.#s.add(t.toLowerCase())}};function Lu(s,t){let e=s.toLowerCase();
return e===""||e==="pause-logging"||t.has(e)}function Sa(s,t){return t===void 0?s:{...s,github:{...s.github,...t}}}var Fu=1024*
1024,Iu=6,$s=4e3,ca=50,Wu=s=>s.replace(/%0D|%0A|%25/g,t=>({"%0D":"\r","%0A":`
`,"%25":"%"})[t]),Du=s=>s.replace(/%0D|%0A|%3A|%2C|%25/g,t=>({"%0D":"\r","%0A":`
`,"%3A":":","%2C":",","%25":"%"})[t]),da=s=>s.replace(/%3B|%0D|%0A|%5D|%25/g,t=>({"%3B":";","%0D":"\r","%0A":`
`,"%5D":"]","%25":"%"})[t]),Sn=class{#t=[];#s=new Set;#e=[];#n={outputs:[],env:[],path:[],failures:[]};#r=new Set;#i;#a;#o;constructor(t={}){
this.#i=t.allowUnsecureCommands??!1,this.#a=t.allowUnsecureStopCommandTokens??!1,this.#o=t.redact??(e=>e)}#u=0;#c={stdout:{
partial:"",overlong:!1},stderr:{partial:"",overlong:!1}};#d=new Se;push(t,e="stdout"){let n=this.#c[e],r=t.split(/\r\n|\r|\n/),
o=r.pop();for(let i of r)n.overlong||this.#f(n.partial+i),n.partial="",n.overlong=!1;n.overlong||(n.partial+=o,n.partial.
length>Fu&&(n.partial="",n.overlong=!0))}get masks(){return this.#t}end(){for(let i of Object.values(this.#c))!i.overlong&&
i.partial!==""&&this.#f(i.partial),i.partial="";let t=[...this.#e];this.#u>0&&t.push({level:"warning",message:`${this.#u}\
 more annotation${this.#u===1?"":"s"} of this step not shown (at most ${ca})`});let{outputs:e,env:n,path:r,failures:o}=this.#n;
return{masks:[...this.#t],annotations:t,commands:{outputs:[...e],env:[...n],path:[...r],failures:[...o]}}}#p(t){this.#s.
has(t)||(this.#s.add(t),this.#t.push(t))}#f(t){let e=this.#d.read(t);if(e===null||e==="resumed")return;let{command:n,properties:r,
data:o}=e;switch(n){case"stop-commands":{let i=o;if(this.#a||!this.#d.refuses(i)){this.#d.stop(i),i.length>Iu&&this.#p(i);
return}this.#n.failures.push(`unable to process ::stop-commands::: you cannot use an endToken that is an empty string, t\
he string 'pause-logging', or another workflow command (this one is ${i===""?"empty":JSON.stringify(i)}); use a token of\
 your own, such as a random one, or opt into insecure command execution by setting ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TO\
KENS to true (see https://docs.github.com/actions/learn-github-actions/workflow-commands-for-github-actions#example-stop\
ping-and-starting-workflow-commands)`);return}case"add-mask":{for(let i of Rs(o))this.#p(i);return}case"error":case"warn\
ing":case"notice":this.#v(n,r,o);return;case"set-output":case"save-state":case"set-env":case"add-path":this.#w(n,r,o)}}#w(t,e,n){
let r=a=>this.#n.failures.push(`unable to process ::${t}::: ${a}`);if((t==="set-env"||t==="add-path")&&!this.#i){r(`the \
\`${t}\` command is disabled; write to ${t==="set-env"?st.env:st.path} instead, or set ACTIONS_ALLOW_UNSECURE_COMMANDS t\
o true (see https://github.blog/changelog/2020-10-01-github-actions-deprecating-set-env-and-add-path-commands/)`);return}
if(t==="add-path"){n===""?r("the path is empty"):this.#n.path.push(n);return}let o=e.get("name");if(o===void 0||o===""){
r(`required field 'name' is missing in the ${t} command`);return}if(t==="set-env"){if(ha.has(o.toUpperCase())){this.#e.push(
{level:"error",message:`can't update ${o} using ::set-env::`});return}this.#n.env.push([o,n]);return}if(t==="set-output"&&
this.#n.outputs.push([o,n]),this.#r.has(t))return;this.#r.add(t);let i=t==="set-output"?st.output:st.state;this.#e.push(
{level:"warning",message:`the \`${t}\` command is deprecated and will be disabled soon; write to ${i} instead (see https\
://github.blog/changelog/2022-10-11-github-actions-deprecating-save-state-and-set-output-commands/)`})}#v(t,e,n){if(this.#e.
length>=ca){this.#u+=1;return}let r=e.get("line"),o=e.get("file")?[e.get("file"),r,r&&e.get("col")].filter(Boolean).join(
":"):"",i=e.get("title"),a=d=>Uu(this.#o(d,this.#t).replace(/\r\n|\r|\n/g," ")),l=d=>d===void 0?null:a(d),u=d=>{let p=e.
get(d)?.trim();return p!==void 0&&/^[1-9]\d{0,8}$/.test(p)?Number(p):null},c=`${o?`${o}: `:""}${i?`${i}: `:""}${n}`;this.#e.
push({level:t,message:a(c),place:{title:l(i),file:l(e.get("file")),line:u("line"),end_line:u("endline"),col:u("col"),end_column:u(
"endcolumn")}})}};function Rs(s){let t=bn(s);if(t==="")return[];let e=t.split(/[\r\n]+/).map(bn);return[t,...e].filter(n=>n!==
"")}function Os(s,t){if(t.length===0)return s;let e=new Set(t);return s.replace(/[^\r\n]+/g,n=>ka(n,r=>e.has(bn(r))))}function Ps(s){
return ka(s,()=>!0)}var fa=/(?=::add-mask[ :]|##\[add-mask[ \]])/i;function ka(s,t){return fa.test(s)?s.split(fa).map(e=>{
let n=vn(e);return n?.command!=="add-mask"||!t(n.data)?e:n.form==="v2"?`${e.slice(0,10)}::***`:`${e.slice(0,11)}]***`}).
join(""):s}function Uu(s){return s.length>$s?`${s.slice(0,$s)}\u2026 (${s.length-$s} more characters)`:s}function va(s,t){let e=[],n=As(s.map(o=>$a(o.container)));n.length>0&&e.push({level:"warning",message:`container: ${n.join(
", ")} ${n.length===1?"is":"are"} not started: baton runs the job's steps on this machine, not in a container`});let r=As(
s.flatMap(o=>Hu(o.services)));if(r.length>0){let o=r.length===1;e.push({level:"warning",message:`services: ${r.join(", ")}\
 ${o?"is":"are"} not started: baton starts no containers, and the job's steps run on this machine without ${o?"it":"them"}`})}
for(let o of["Windows","macOS"]){if(o===t)continue;let i=As(s.map(a=>Ju(a.runsOn)===o?Es(a.runsOn):null));i.length!==0&&
e.push(o==="Windows"?{level:"warning",message:`runs-on: ${i.join(", ")}: runs here, on ${t}, with this machine's shells \
(bash by default, where a Windows runner's is pwsh; shell: cmd and powershell fail here)`}:{level:"info",message:`runs-o\
n: ${i.join(", ")}: runs here, on ${t}, with this machine's shells and tools (bash by default, as on macOS)`})}return e}
function $a(s){let t=typeof s=="string"?s:xn(s)&&typeof s.image=="string"?s.image:null;return t===null||t.trim()===""?null:
t}function Hu(s){return typeof s=="string"?s.trim()===""?[]:[s]:xn(s)?Object.entries(s).flatMap(([t,e])=>$a(e)===null?[]:
[t]):[]}function Ju(s){for(let t of xa(s)){let e=t.trim().toLowerCase();if(e==="windows"||e.startsWith("windows-"))return"\
Windows";if(e==="macos"||e.startsWith("macos-"))return"macOS"}return null}function xa(s){return typeof s=="string"?[s]:Array.
isArray(s)?s.filter(t=>typeof t=="string"):xn(s)?xa(s.labels):[]}function Es(s){return Array.isArray(s)?`[${s.map(Es).join(
", ")}]`:xn(s)?`{ ${Object.entries(s).map(([t,e])=>`${t}: ${Es(e)}`).join(", ")} }`:String(s)}function $n(s){switch(s.kind){case"\
literal":return s.value;case"expression":return s.text;case"sequence":return s.items.map($n);case"mapping":return Object.
fromEntries(s.entries.map(({key:t,value:e})=>[t,$n(e)]))}}function As(s){return[...new Set(s.filter(t=>t!==null))]}function xn(s){
return typeof s=="object"&&s!==null&&!Array.isArray(s)}var Gu="ACTIONS_STEP_DEBUG";function Ra(s,t){let e=r=>Object.entries(r).find(([o])=>o.toUpperCase()===Gu)?.[1];return(e(
s)??e(t))?.trim().toLowerCase()==="true"}function Oa(s,t){return{os:s.os,arch:s.arch,name:"baton-local",environment:"sel\
f-hosted",tool_cache:s.toolCache,temp:t,workspace:s.workspaceParent,...s.debug?{debug:"1"}:{}}}function Pa(s){return Object.
fromEntries(Object.entries(s).map(([t,e])=>[`RUNNER_${t.toUpperCase()}`,e]))}var ke=class{#t;#s=0;#e=[];constructor(t){this.#t=Math.max(1,Math.floor(t))}async acquire(){this.#s<this.#t?this.#s+=1:await new Promise(
e=>this.#e.push(e));let t=!1;return()=>{if(t)return;t=!0;let e=this.#e.shift();e?e():this.#s-=1}}async run(t){let e=await this.
acquire();try{return await t()}finally{e()}}get active(){return this.#s}};function Aa(s,t,e="timeout-minutes"){let n=ai(s,e);if("problem"in n)throw new S("timeout-invalid",`${t}: ${n.problem}`);
return n.minutes}function ve(s){return`${s} minute${s===1?"":"s"}`}var Bu=5,zu=2**31-1,Ku=6e4;function Ns(s,t,e){return setTimeout(
e,Math.min(s*t,zu))}function Rn(s,t,e){return{"fail-fast":s.failFast,"job-index":t,"job-total":e,"max-parallel":s.maxParallel??
e}}async function Na(s,t,e){if(!ci(s))throw new Dt("executePlan accepts only a Plan made by buildPlan");return new _s(s,
t,e).run()}var _s=class{#t;#s;#e;#n;#r;#i;#a;#o=new Map;#u=[];#c;#d;#p;#f=new Map;#w;#v;#g;#N=new Map;#y=new Map;#_=new Map;#R=new Map;#S;#m=new Map;#k;#b=new Map;#U=new Map;constructor(t,e,n){
this.#t=t,this.#s=e,this.#e=e.expressions,this.#n=n,this.#r=new ke(n.concurrency),this.#i=AbortSignal.any(n.signal?[n.signal]:
[]),this.#a=AbortSignal.any(n.cancel?[n.cancel]:[]),Ts(0,this.#i,this.#a),this.#c=t.workflow.jobs.map(r=>r.id),this.#d=new Map(
t.jobs.map(r=>[r.id,r])),this.#k=new Map(t.stageMatrices),this.#S=new Set(t.expanded.map(r=>r.id.toLowerCase()));for(let r of t.
legIds.values())for(let o of r)this.#S.add(o.toLowerCase());this.#w=Object.values(n.secrets).filter(r=>r!==""),this.#v=Ra(
n.secrets,t.vars),this.#g=n.minuteMs??Ku,this.#p={inputs:t.inputs,secrets:n.secrets,env:{},envFailure:null,namePrefix:"",
cancel:this.#a}}async run(){let t=this.#s.now();this.#l({type:"run-started",run:this.#n.runId,workflow:this.#t.workflow.
name??this.#t.workflow.fileName,jobs:this.#t.jobs.map(o=>({id:o.id,needs:o.needs,legs:o.legs===null?null:o.instances===null?
this.#t.legIds.get(o.id)??null:o.instances.flatMap(i=>this.#t.legIds.get(i.id)??[]),...o.stageSteps===null||o.job.uses!==
null||o.job.stageWorkflow===!0?{}:{stage_steps:o.stageSteps.length>0}}))}),this.#p.envFailure=this.#H(),await this.#G(this.#t.
jobs.filter(o=>o.calledBy===null));let e=await this.#s.settle?.()??null;e!==null&&this.#l({type:"notice",level:"error",job:null,
leg:null,message:e});let n=this.#t.jobs.map(o=>{let i=this.#U.get(o.id);return{...this.#o.get(o.id),legResults:this.#b.get(
o.id)??[],...i===void 0?{}:{skipReason:i}}}),r=this.#A()?"cancelled":e!==null||n.some(o=>o.result==="failure")?"failure":
n.some(o=>o.result==="cancelled")?"cancelled":"success";return this.#l({type:"run-finished",run:this.#n.runId,status:r,duration_ms:On(
t,this.#s.now())}),{status:r,reason:e,jobs:n,stages:this.#u}}#L(t){let e=[...new Set(t)].filter(n=>n!==""&&!this.#w.includes(
n));return this.#w.push(...e),e}#F(t){return dt(t,this.#n.fewerJobs)}#H(){try{return this.#p.env=Ot(this.#e,this.#t.workflow.
env,(t,e)=>({contexts:this.#I(null),where:this.#h(e,`env.${t}`)})),null}catch(t){return dt(t)}}#O(t){return t?.calledBy?
this.#f.get(t.calledBy)??this.#p:this.#p}#I(t){let e=this.#O(t);return{github:this.#n.github,inputs:e.inputs,vars:this.#t.
vars,secrets:e.secrets}}async#G(t){let e=new Map;for(let n of t)e.set(n.id,(async()=>{await Promise.all(n.needs.map(r=>e.
get(r))),this.#o.set(n.id,n.call===null?await this.#j(n):await this.#B(n))})());await Promise.all(e.values())}async#B(t){
let e=t.call;if(this.#n.reuse?.has(t.id)){for(let r of e.jobs){let o=this.#d.get(r);this.#o.set(r,o.call===null?await this.#j(
o):await this.#B(o))}return this.#j(t)}let n=await this.#z(t);return this.#y.has(t.id)||this.#W(e.jobs,n),n}async#z(t){let e=this.#tt(
t);if(!("contexts"in e))return this.#C(t,t.id,`its calling job ${t.id} did not run (${e.result})`),e;let{contexts:n}=e,r,
o,i;try{r=t.legs??this.#st(t,n),i=this.#rt(t,n),o=this.#t.legIds.get(t.id)??fs(t.id,r,this.#S),t.legs===null&&this.#P(t,
o)}catch(a){let l=this.#Y(t,dt(a));return this.#C(t,t.id,`its calling job ${t.id} failed before the call started`),l}return t.
legs===null&&this.#l({type:"job-legs",job:t.id,legs:o}),this.#J(t,r,o,i,n,{pooled:!1,outputsOf:a=>a.result==="success"},
(a,l,u,c)=>this.#X(t,a,l,u,r.length,i,n,c))}#P(t,e){if(e.length<2)return;let n=r=>{for(let o of r){let i=this.#d.get(o),
a=i.instances===null?i.stages?.[0]:void 0;if(a!==void 0){let l=o.slice((this.#y.get(t.id)??t.id).length);throw new S("st\
age-duplicate",`jobs.${t.job.id}: ${wi(a,o,e.map(u=>`${u}${l}`))}`,{where:ot(t.workflow.fileName,t.job.position)})}n(i.call?.
jobs??[])}};n(this.#d.get(this.#y.get(t.id)??t.id)?.call?.jobs??[])}async#X(t,e,n,r,o,i,a,l){let u=t.call,c=u.workflow.call,
d=t.workflow.fileName,p=u.workflow.fileName,f=this.#s.now(),h=this.#O(t),g=Object.keys(e).length>0,m={...a,matrix:me(e),
strategy:Rn(i,r,o)},y,w=null;try{if(h.envFailure)throw new S("expression-invalid",h.envFailure);let k=ko(this.#e,t.job,c,
(x,L)=>({contexts:{...m,secrets:{}},where:this.#h(L,`jobs.${t.job.id}.with.${x}`,d)})),R;try{R=vo(c,k,u.path)}catch(x){throw x instanceof
S?new S(x.code,`jobs.${t.job.id}: ${x.message}`,{where:ot(d,t.job.uses?.position??t.job.position)}):x}let O=t.job.secrets===
"inherit"?h.secrets:Ot(this.#e,t.job.secrets,(x,L)=>({contexts:m,where:this.#h(L,`jobs.${t.job.id}.secrets.${x}`,d)})),H=this.#L(
Object.values(O));H.length>0&&this.#s.addSecrets?.(H);for(let[x,L]of Object.entries(O))!H.includes(L)||L.length>=xt.minSecretLength||
this.#l({type:"notice",level:"warning",job:t.id,leg:n,message:`secret ${x} passed to ${u.path} is shorter than ${xt.minSecretLength}\
 characters, so it is not redacted: it will appear wherever a step or agent prints it (a value that short would blank ou\
t ordinary words)`});w=this.#ct(t,g?e:null,m);let V=w??`${h.namePrefix}${t.job.id}${g?Ea(e):""}`;y={inputs:R,secrets:O,env:{},
envFailure:null,namePrefix:`${V} / `,cancel:AbortSignal.any([h.cancel,l])},Ts(0,y.cancel);try{y.env=Ot(this.#e,u.workflow.
env,(x,L)=>({contexts:{github:this.#n.github,inputs:R,vars:this.#t.vars,secrets:O},where:this.#h(L,`env.${x}`,p)}))}catch(x){
y.envFailure=dt(x)}}catch(k){let R=this.#ot(t,n,dt(k));return this.#C(t,n,`its calling job ${n} failed before the call s\
tarted`),R}this.#f.set(n,y),this.#l({type:"job-started",job:t.id,leg:n,name:w,matrix:g?e:null});let v=this.#K(t,n);await this.#G(
v);let $=v.map(k=>this.#o.get(k.id)).filter(k=>k!==void 0),T=$.some(k=>k.result==="failure")?"failure":$.some(k=>k.result===
"cancelled")||this.#i.aborted?"cancelled":"success",A={};try{let k=Object.fromEntries(v.map(R=>{let O=this.#o.get(R.id);
return[ae(R.id),{result:O?.result??"skipped",outputs:O?.outputs??{}}]}));A=Ot(this.#e,c.outputs,(R,O)=>({contexts:{github:this.#n.
github,inputs:y.inputs,vars:this.#t.vars,jobs:k},where:this.#h(O,`on.workflow_call.outputs.${R}.value`,p)}))}catch(k){T===
"success"&&(T="failure"),this.#l({type:"notice",level:"error",job:t.id,leg:n,message:dt(k)})}return this.#D(A,t.id,n),this.#l(
{type:"job-finished",job:t.id,leg:n,result:T,duration_ms:On(f,this.#s.now())}),{result:T,outputs:A,stages:$.flatMap(k=>k.
stages)}}#K(t,e){let n=this.#y.get(t.id)??t.id,r=this.#R.get(t.id),o=`${n}/`,i=a=>a.startsWith(o)?`${e}/${a.slice(o.length)}`:
r?r(a):a;return(this.#d.get(n)?.call?.jobs??[]).map(a=>{let l=this.#d.get(a),u=i(a);if(this.#_.set(a,[...this.#_.get(a)??
[],u]),u===a)return l;let c={...l,id:u,calledBy:e,needs:l.needs.map(i),upstream:l.upstream.map(i),stageUpstream:l.stageUpstream.
map(i),call:l.call&&{...l.call,jobs:l.call.jobs.map(i)},stages:l.instances?.find(d=>d.id===u)?.stages??null};return this.#d.
set(u,c),this.#y.set(u,a),this.#R.set(u,i),c})}#C(t,e,n){for(let r of this.#K(t,e))this.#l({type:"job-skipped",job:r.id,
result:"skipped",reason:n}),this.#o.set(r.id,{id:r.id,result:"skipped",outputs:{},stages:[],legs:[]}),r.call!==null&&this.#C(
r,r.id,`its calling job ${r.id} did not run (skipped)`)}#W(t,e){for(let n of t){let r=this.#d.get(n),o=(this.#_.get(n)??
[]).map(i=>this.#o.get(i));if(o.length===0){let i=`its calling job ${r.calledBy} did not run (${e.result})`;this.#l({type:"\
job-skipped",job:n,result:"skipped",reason:i}),this.#o.set(n,{id:n,result:"skipped",outputs:{},stages:[],legs:[]})}else(o.
length>1||o[0]?.id!==n)&&this.#o.set(n,{id:n,result:ms(o.map(i=>i.result)),outputs:{},stages:o.flatMap(i=>i.stages),legs:o.
flatMap(i=>i.legs)});r.call!==null&&this.#W(r.call.jobs,this.#o.get(n))}}#D(t,e,n){for(let[r,o]of Object.entries(t))Ue(o,
this.#w)&&(delete t[r],this.#l({type:"notice",level:"warning",job:e,leg:n,message:`skipped output ${r}, since it may con\
tain a secret (as GitHub does): needs.${ae(e)}.outputs.${r} is empty`}))}#A(t){return(t?this.#x(t):this.#a).aborted||this.#i.
aborted}#x(t){return this.#O(t).cancel}#M(t){let e=this.#x(t).reason;return this.#a.aborted||typeof e!="string"?"the run\
 was cancelled":e}#h(t,e,n=this.#t.workflow.fileName){return t?ot(n,t.position):e}async#j(t){let e=this.#n.reuse?.get(t.
id);if(e){for(let p of e.legs)this.#S.add(p.toLowerCase());this.#l({type:"notice",level:"info",job:t.id,leg:null,message:"\
reusing the stored result of this job"});let d=e.legResults??e.legs.map(p=>({leg:p,result:e.result}));d.length===0&&(e.result===
"skipped"||e.result==="cancelled")&&this.#l({type:"job-skipped",job:t.id,result:e.result,reason:e.skipReason??`${e.result}\
 in the run replayed`});for(let{leg:p,result:f,reason:h,durationMs:g,failedStep:m}of d)this.#l({type:"job-finished",job:t.
id,leg:p,result:f,duration_ms:g??0,...h===void 0?{}:{reason:h},reused:!0,...m===void 0?{}:{failed_step:m}});return e}let n=this.#tt(
t);if(!("contexts"in n))return n;let{needs:r,contexts:o}=n,i=d=>this.#Y(t,d),a=this.#O(t).envFailure;if(a)return i(a);let l,
u;try{l=t.legs??this.#st(t,o),u=this.#rt(t,o)}catch(d){return i(dt(d))}let c=this.#t.legIds.get(t.id)??fs(t.id,l,this.#S);
t.legs===null&&(this.#l({type:"job-legs",job:t.id,legs:c}),this.#wt(t,l,o));for(let d of this.#V(t,l,u,o))this.#E(t.id,null,
d.level,d.message);return this.#J(t,l,c,u,o,{pooled:!0,outputsOf:()=>!0},(d,p,f,h)=>this.#pt(t,d,p,f,l.length,u,r,h))}async#J(t,e,n,r,o,i,a){
let l=new AbortController;Ts(0,l.signal);let u=this.#x(t),c=u.aborted,d,p=()=>{if(d===void 0)try{d=Be(this.#e,t.job.if,{
contexts:o,status:this.#Z(t),where:ot(t.workflow.fileName,t.job.if.position??t.job.position)})}catch{d=!1}return d},f=r.
maxParallel?new ke(r.maxParallel):null,h=[],g=await Promise.all(e.map(async(y,w)=>{let v=n[w],$=async()=>{if(this.#i.aborted||
u.aborted&&!c&&!p()||l.signal.aborted){let O=l.signal.aborted?"fail-fast: another leg of its matrix failed before it sta\
rted":`${this.#M(t)} before it started`;return this.#l({type:"job-finished",job:t.id,leg:v,result:"cancelled",duration_ms:0,
reason:O}),{result:"cancelled",outputs:{},stages:[]}}let k=await a(y,v,w,l.signal);if(k.result!=="failure")return k;let R={
...o,matrix:me(y),strategy:Rn(r,w,e.length)};return this.#Q(t.job,R,t.id,v,!1,t.workflow.fileName)?{...k,result:this.#ut(
t.id,v)}:(r.failFast&&e.length>1&&l.abort(`fail-fast: another leg of ${t.call===null?"its matrix":`the call ${t.id}`} fa\
iled`),k)},T=()=>f?f.run($):$(),A=await(i.pooled?this.#r.run(T):T());return h.push(A),A})),m={};for(let y of h.filter(i.
outputsOf))for(let[w,v]of Object.entries(y.outputs))(v!==""||!(w in m))&&(m[w]=v);return{id:t.id,result:ms(g.map(y=>y.result)),
outputs:m,stages:g.flatMap(y=>y.stages),legs:n}}#V(t,e,n,r){let{runsOn:o,container:i,services:a}=t.job;if(o===null&&i===
null&&a===null)return[];let l=(c,d)=>{if(c===null)return null;try{return Jt(this.#e,c,{contexts:d})}catch{return $n(c)}},
u=e.map((c,d)=>{let p={...r,matrix:me(c),strategy:Rn(n,d,e.length)};return{runsOn:l(o,p),container:l(i,p),services:l(a,p)}});
return va(u,this.#n.runner.os)}#E(t,e,n,r){let o=this.#T(t),i=this.#N.get(o)??new Set;this.#N.set(o,i),!i.has(r)&&(i.add(
r),this.#l({type:"notice",level:n,job:t,leg:e,message:r}))}#q(){let t=this.#n.github;return{repository:typeof t.repository==
"string"?t.repository:"",refs:["sha","ref","ref_name","head_ref"].flatMap(e=>{let n=t[e];return typeof n=="string"&&n!==
""?[n]:[]}),workspace:this.#n.runner.workspace}}#dt(t,e){let n=a=>{let l=Object.entries(t.with).find(([u])=>u.toLowerCase()===
a);return l?Rt(this.#e,l[1],e(l[1],`with.${l[0]}`)):""},[r,o,i]=ia.map(n);return{repository:r,path:o,ref:i}}#tt(t){let e=(i,a)=>(this.#l(
{type:"job-skipped",job:t.id,result:i,reason:a}),{id:t.id,result:i,outputs:{},stages:[],legs:[]});if(this.#i.aborted)return e(
"cancelled","the run was cancelled");if(t.skip!==null)return e("skipped",t.skip);let n=this.#et(t),r={...this.#I(t),needs:n},
o;try{o=Be(this.#e,t.job.if,{contexts:r,status:this.#Z(t),where:ot(t.workflow.fileName,t.job.if.position??t.job.position)})}catch(i){
return this.#Y(t,dt(i))}if(!o&&this.#A(t))return e("cancelled",this.#M(t));if(!o){let i=t.job.if.text,l=(i===null||t.job.
if.implicitSuccess===!0)&&!this.#Z(t).success([])?`${this.#ft(t)}${i===null?"":` (an if: without a status function, such\
 as if: ${i}, means success() && (\u2026))`}`:`if: ${i} was false`;return e("skipped",l)}return{needs:n,contexts:r}}#Y(t,e){
this.#l({type:"notice",level:"error",job:t.id,leg:null,message:e}),this.#l({type:"job-finished",job:t.id,leg:t.id,result:"\
failure",duration_ms:0,reason:e});let n={...this.#I(t),needs:this.#et(t)},r=this.#Q(t.job,n,t.id,t.id,!1,t.workflow.fileName)?
this.#ut(t.id,t.id):"failure";return{id:t.id,result:r,outputs:{},stages:[],legs:[t.id]}}#et(t){let e={};for(let n of t.needs){
let r=this.#o.get(n);r&&(e[ae(n)]={result:r.result,outputs:r.outputs})}return e}#nt(t,e){let n=t.id.slice(0,t.id.length-
t.job.id.length);return So(e.length>0?e.map(r=>`${n}${r}`):t.upstream,r=>this.#d.get(r)?.call)}#ft(t){let e={failure:"fa\
iled",skipped:"was skipped",cancelled:"was cancelled"},n=this.#nt(t,[]).flatMap(i=>{let a=this.#o.get(i)?.result;return a===
void 0||a==="success"?[]:[{id:i,said:`${i} ${e[a]}`}]});if(n.length===0)return"a job it needs did not succeed";let r=n.map(
i=>i.said).join(", "),o=new Set(t.needs);return n.every(i=>o.has(i.id))?`a job it needs did not succeed: ${r}`:`a job up\
stream did not succeed: ${r} (success() counts every job before this one, not only those in needs:)`}#Z(t){let e=r=>this.#o.
get(r)?.result,n=r=>this.#nt(t,r);return{success:r=>!this.#A(t)&&n(r).every(o=>e(o)==="success"),failure:r=>n(r).some(o=>e(
o)==="failure"),cancelled:()=>this.#A(t)}}#st(t,e){let n=hi(t.job.strategy);if(!n)return[{}];let r=i=>ot(t.workflow.fileName,
i),o=gi(this.#e,n,e,r);return Vo(t.id,o,r(n.position),this.#w,{recordsStages:t.recordsStages}),o}#rt(t,e){let n=t.job.strategy;
if(n?.kind!=="mapping")return{failFast:!0,maxParallel:null};let r=ot(t.workflow.fileName,n.position),o=n.entries.find(u=>u.
key==="fail-fast")?.value,i=n.entries.find(u=>u.key==="max-parallel")?.value,a=o?Jt(this.#e,o,{contexts:e,where:r}):!0,l=i?
Number(Jt(this.#e,i,{contexts:e,where:r})):null;return{failFast:a!==!1&&a!=="false",maxParallel:l!==null&&Number.isFinite(
l)&&l>0?l:null}}#ot(t,e,n){return this.#l({type:"notice",level:"error",job:t.id,leg:e,message:n}),this.#l({type:"job-fin\
ished",job:t.id,leg:e,result:"failure",duration_ms:0,reason:n}),{result:"failure",outputs:{},stages:[]}}async#pt(...t){let e=this.#s.
legTemp,n;try{n=e?await e.open(t[2]):this.#n.runner.temp}catch(r){let[o,,i]=t;return this.#ot(o,i,this.#F(r))}try{return await this.#ht(
n,...t)}finally{await e?.close(n)}}async#ht(t,...[e,n,r,o,i,a,l,u]){let c=this.#s.now(),d=Object.keys(n).length>0,p=e.workflow,
f=p.fileName,h=new AbortController,g=AbortSignal.any([this.#i,h.signal]),m=null,y=[],w=Bu,v={...this.#n.github,job:e.job.
id,...this.#s.eventPath?{event_path:this.#s.eventPath(t)}:{}},$=me(n),T=Oa({...this.#n.runner,debug:this.#v},t),A=Yu(v,T,
this.#n.runner.workspace),k="success",R=e.job.stageWorkflow?{}:{...this.#O(e).env},O=[],H={},V=[],x=()=>({...this.#I(e),
github:v,needs:l,matrix:$,strategy:Rn(a,o,i),runner:T,env:R,steps:H,job:{status:k}});this.#l({type:"job-started",job:e.id,
leg:r,name:this.#ct(e,d?n:null,x()),matrix:d?n:null});let L={success:()=>k==="success"&&!this.#i.aborted,failure:()=>k===
"failure",cancelled:()=>this.#i.aborted||k==="cancelled"},Q=null,P=new Set,rt=I=>(P.add(I),()=>P.delete(I)),j=I=>{if(Q!==
null||g.aborted)return;Q=I,k="cancelled";let W=w;y.push(Ns(W,this.#g,()=>h.abort(`the job was cancelled (${I}) and its s\
teps did not finish within its cancel-timeout-minutes (${ve(W)})`))),m&&!this.#at(m.step,x(),L,e.id,r,f)&&m.abort.abort(
I);for(let U of[...P])U(I)},M=()=>j("fail-fast: another leg of its matrix failed"),G=this.#x(e),nt=()=>j(this.#M(e)),B=null,
b={shell:null,workingDirectory:null,shellAt:null};try{R={...R,...Ot(this.#e,e.job.env,(X,q)=>({contexts:x(),where:this.#h(
q,`jobs.${e.job.id}.env.${X}`,f)}))};let[I,W]=e.job.defaults!==null?[e.job.defaults,`jobs.${e.job.id}.defaults.run`]:[p.
defaults,"defaults.run"],U=(X,q)=>{let St=I?.[X]??null;if(St===null)return null;let vt=this.#h(St,`${W}.${q}`,f),Te=Rt(this.#e,
St,{contexts:x(),where:vt});return Te===""?null:{text:Te,at:vt}},z=U("shell","shell");if(b={shell:z?.text??null,shellAt:z?.
at??null,workingDirectory:U("workingDirectory","working-directory")?.text??null},e.job.cancelTimeoutMinutes&&(w=Aa(Jt(this.#e,
e.job.cancelTimeoutMinutes,{contexts:x()}),ot(f,e.job.cancelTimeoutMinutes.position),"cancel-timeout-minutes")),e.job.timeoutMinutes){
let X=ot(f,e.job.timeoutMinutes.position),q=Aa(Jt(this.#e,e.job.timeoutMinutes,{contexts:x()}),X);y.push(Ns(q,this.#g,()=>{
let St=`the job exceeded its timeout-minutes (${ve(q)})`;Q===null&&!g.aborted&&this.#l({type:"notice",level:"error",job:e.
id,leg:r,message:`${X}: jobs.${e.id}${d?` (${r})`:""} was cancelled: ${St}; steps whose if: holds when a job is cancelle\
d (always(), cancelled()) still run`}),j(St)}))}}catch(I){B=dt(I)}if(B)k="failure",this.#l({type:"notice",level:"error",
job:e.id,leg:r,message:B});else{u.aborted?M():u.addEventListener("abort",M,{once:!0}),G.aborted||G.addEventListener("abo\
rt",nt,{once:!0});let I=new Map;for(let W of e.steps){if(g.aborted)break;let U=new AbortController;m={step:W.step,abort:U};
let z=await this.#it(e,W,r,n,d,{contexts:x,stepStatus:L,defaults:A,env:()=>R,path:()=>O,signal:AbortSignal.any([g,U.signal]),
kill:g,onCancel:rt,outcomeOf:X=>I.get(X)},{file:f,runDefaults:b,inComposite:null});m=null,I.set(W.step.index,z.outcome),
z.envAdded&&(R={...R,...z.envAdded}),z.pathAdded.length>0&&(O=[...z.pathAdded,...O]),W.step.id&&(H={...H,[W.step.id]:{outputs:z.
outputs,outcome:z.outcome,conclusion:z.conclusion}}),V.push(...z.stages),z.conclusion==="failure"&&Q===null&&(k="failure")}}
u.removeEventListener("abort",M),G.removeEventListener("abort",nt);for(let I of y)clearTimeout(I);let N={},J=null;try{N=
Ot(this.#e,e.job.outputs,(I,W)=>({contexts:x(),where:this.#h(W,`jobs.${e.job.id}.outputs.${I}`,f)}))}catch(I){k="failure",
J=dt(I),this.#l({type:"notice",level:"error",job:e.id,leg:r,message:J})}this.#D(N,e.id,r);let E=this.#i.aborted||h.signal.
aborted?"cancelled":k,_=E==="failure"?B??J:null;return this.#l({type:"job-finished",job:e.id,leg:r,result:E,duration_ms:On(
c,this.#s.now()),..._===null?{}:{reason:_}}),{result:E,outputs:N,stages:V}}async#it(t,e,n,r,o,i,a){let{step:l,action:u}=e,
c=a.file,d=this.#s.now(),p=l.action??l.id??"__run",f=M=>{let G=i.contexts();return{...G,github:{...G.github,action:p},env:M}},
h={},g=null;try{h=Ot(this.#e,l.env,(M,G)=>({contexts:f(i.env()),where:this.#h(G,`env.${M}`,c),...this.#$()}))}catch(M){g=
dt(M)}let m=this.#yt(l,f({...i.env(),...h})),y=a.inComposite?`${a.inComposite.name} \u203A ${m}`:m,w=a.inComposite?.index??
l.index,v={job:t.id,leg:n,step:w,name:y},$=M=>{a.inComposite||this.#l(M)},T=(M,G,nt,B={})=>{let b=M==="failure"?B.outputTail??
null:null;return $({type:"step-finished",...v,outcome:M,conclusion:G,duration_ms:On(d,this.#s.now()),message:nt,...b===null?
{}:{output_tail:b}}),{outcome:M,conclusion:G,message:nt,outputTail:b,outputs:B.outputs??{},envAdded:B.envAdded??null,pathAdded:B.
pathAdded??[],stages:B.stages??[]}},A;try{if(g!==null)throw new S("expression-invalid",g);A=this.#lt(l,f({...i.env(),...h}),
i.stepStatus,c)}catch(M){return $({type:"step-started",...v}),{...T("failure","failure",dt(M)),notEvaluated:!0}}if(!A)return $(
{type:"step-finished",...v,outcome:"skipped",conclusion:"skipped",duration_ms:0,message:null}),{outcome:"skipped",conclusion:"\
skipped",message:null,outputTail:null,outputs:{},envAdded:null,pathAdded:[],stages:[]};$({type:"step-started",...v});let k="\
success",R=null,O=null,H={},V=null,x=[],L=[],Q={...i.defaults,GITHUB_ACTION:p},P=i.signal,rt;try{let M={...i.env(),...h},
G=()=>f(M),nt=null,B=ot(c,l.timeoutMinutes?.position??l.position);if(l.timeoutMinutes){let E=null;try{let _=Jt(this.#e,l.
timeoutMinutes,{contexts:G(),where:B,...this.#$()}),I=li(_);I===null?E=ii(_):nt=I.minutes}catch(_){E=_ instanceof S?_.message:
dt(_)}E!==null&&this.#l({type:"notice",level:"warning",job:t.id,leg:n,message:`${B}: step ${w+1} (${y}): an error occurr\
ed when attempting to determine the step timeout: ${E}; the step runs without a timeout, as on GitHub`})}if(nt!==null){let E=new AbortController;
P=AbortSignal.any([i.signal,E.signal]);let _={minutes:nt,up:!1,timer:void 0};_.timer=Ns(nt,this.#g,()=>{P.aborted||(_.up=
!0,this.#l({type:"notice",level:"warning",job:t.id,leg:n,message:`${B}: step ${w+1} (${y}) exceeded its timeout-minutes \
(${ve(nt)}): stopping it`}),E.abort(`the step exceeded its timeout-minutes (${ve(nt)})`))}),rt=_}let b=u.kind==="run"?await this.#s.
createStepFiles?.():void 0,N=(E,_)=>({contexts:Sa(G(),b),where:this.#h(E,_,c),...this.#$()}),J=l.workingDirectory!==null?
Rt(this.#e,l.workingDirectory,N(l.workingDirectory,"working-directory")):a.runDefaults.workingDirectory;switch(u.kind){case"\
run":{let E=Rt(this.#e,l.run,N(l.run,"run")),_=l.shell!==null?Rt(this.#e,l.shell,N(l.shell,"shell")):a.runDefaults.shell,
I=Xo(_);if(I!==null&&this.#n.runner.os!=="Windows")throw new S("shell-unavailable",Yo(I,this.#n.runner.os),{where:l.shell?
ot(c,l.shell.position):a.runDefaults.shellAt??c});let W=await this.#s.runScript({job:this.#T(t.id),leg:n,step:w,name:y,script:E,
shell:_,workingDirectory:J,defaults:Q,env:M,path:i.path(),files:b,signal:P,kill:i.kill});this.#L(W.masks??[]);for(let q of W.
annotations??[])this.#l({type:"notice",level:q.level==="notice"?"info":q.level,job:t.id,leg:n,message:`step ${w+1}: ${q.
message}`,...q.place?{annotation:{step:w+1,...q.place}}:{}});let U=W.commands??{outputs:[],env:[],path:[],failures:[]};H=
Object.fromEntries([...U.outputs,...xs(W.files.output,st.output)]);let z=ga(W.files.env,st.env);for(let q of z.refused)this.#l(
{type:"notice",level:"error",job:t.id,leg:n,message:`step ${w+1}: ${q}`});let X=[...U.env,...z.pairs];X.length>0&&(V=Object.
fromEntries(X)),x=[...ma(W.files.path),...[...U.path].reverse()],W.summaryBytes!==void 0?this.#l({type:"notice",level:"e\
rror",job:t.id,leg:n,message:`step ${w+1}: ${pa(W.summaryBytes)}`}):W.files.summary.trim()!==""&&this.#s.summary?.(this.#T(
t.id),n,W.files.summary);for(let q of U.failures)this.#l({type:"notice",level:"error",job:t.id,leg:n,message:`step ${w+1}\
: ${q}`});W.exitCode===0&&U.failures.length>0&&(k="failure",R=U.failures.join("; ")),W.exitCode!==0&&(k=i.signal.aborted?
"cancelled":"failure",R=W.exitCode===null?`ended by ${W.signal??"a signal"}`:`exited with code ${W.exitCode}`,P.aborted&&
typeof P.reason=="string"&&(R+=`: ${P.reason}`)),W.output!==void 0&&(O=Xu(W.output));break}case"baton":{let E=a.inComposite!==
null||t.job.stageWorkflow===!0?null:ui(t.job.steps,l.index,i.outcomeOf),_=E===null?this.#kt(t):null,I=E===null?void 0:this.#t.
checkoutNeeded.get(t.id)?.get(l.index);if(E!==null&&I!==void 0){let z=yi(c,this.#T(t.id),l,I,E);k="failure",R=`${z.path}\
: ${z.message}`;break}let W=Ot(this.#e,l.with,(z,X)=>N(X,`with.${z}`)),U=await this.#s.runAction({action:u.action,job:this.#T(
t.id),leg:n,step:w,stepId:l.id,matrix:o?r:null,inputs:W,defaults:Q,env:M,path:i.path(),workingDirectory:J,upstream:E===null&&
_===null?this.#mt(t):void 0,needsFacts:E===null&&_===null?this.#t.needsFacts.get(t.id):void 0,...this.#St(_??(E===null?null:
`on GitHub this step would not find the workflow file in the workspace (${E.why})`)),secrets:this.#w,addMasks:z=>this.#L(
z),stageJob:ae(t.id),signal:P});H=U.outputs,Object.keys(U.env).length>0&&(V=U.env),U.summary.trim()!==""&&this.#s.summary?.(
this.#T(t.id),n,U.summary);for(let{warnings:z=[],...X}of U.recorded){this.#u.push({job:this.#T(t.id),leg:n,...X}),L.includes(
X.stage)||L.push(X.stage),this.#l({type:"stage-recorded",job:t.id,leg:n,...X});for(let q of z)this.#l(Zu(t.id,n,X,q))}U.
ok||(k=i.signal.aborted?"cancelled":"failure",R=U.message);break}case"noop":{let E=u.action==="checkout"?aa(l.uses?.text??
"actions/checkout",this.#dt(l,N),this.#q()):null;E!==null&&this.#E(t.id,n,"warning",E),R=E??`${l.uses?.text}: no-op here\
 (${u.reason})`;break}case"local":{let E=this.#s.loadAction?await this.#s.loadAction(u.path):null;if(E?.kind!=="composit\
e"){let I=`${u.path} ${E?`is a ${E.using} action, which`:""} cannot run locally; step skipped`.replace("  "," ");return this.#E(
t.id,n,"warning",I),T("skipped","skipped",I)}let _=await this.#gt(t,n,r,o,E,{uses:u.path,depth:(a.inComposite?.depth??0)+
1,index:w,name:y,with:Ot(this.#e,l.with,(I,W)=>N(W,`with.${I}`)),contexts:G,stepStatus:i.stepStatus,defaults:Q,env:M,overrides:h,
path:i.path(),signal:P,kill:i.kill,onCancel:i.onCancel});H=_.outputs,Object.keys(_.envAdded).length>0&&(V=_.envAdded),x=
_.pathAdded,L.push(..._.stages),_.outcome!=="success"&&(k=_.outcome,R=_.message,O=_.outputTail);break}case"skip":return this.#E(
t.id,n,"warning",u.notice),T("skipped","skipped",u.notice);default:wr(u,"step action")}}catch(M){k=i.signal.aborted?"can\
celled":"failure",R=this.#F(M),!(M instanceof S)&&_e(M)===null&&this.#l({type:"notice",level:"error",job:t.id,leg:n,message:`\
internal error: ${R}`})}rt&&(clearTimeout(rt.timer),rt.up&&!i.signal.aborted&&(k="failure",R=`${ot(c,l.timeoutMinutes?.position??
l.position)}: the step timed out after ${ve(rt.minutes)} (timeout-minutes)`));let j=k;return k==="failure"&&this.#Q(l,i.
contexts(),t.id,n,!0,c)&&(j="success"),T(k,j,R,{outputs:H,envAdded:V,pathAdded:x,stages:L,outputTail:O})}async#gt(t,e,n,r,o,i){
if(i.depth-1>gs)throw new S("action-invalid",`${i.uses}: composite action depth exceeded max depth ${gs}, as on GitHub (\
does it use itself?)`,{where:o.file});let a=o.directory,l=i.contexts(),u={...l.github,action_path:a},c=Object.fromEntries(
Object.entries(i.with).map(([x,L])=>[x.toLowerCase(),L])),d={...c},p=new Set(o.inputs.map(x=>x.id.toLowerCase())),f=Object.
keys(c).filter(x=>!p.has(x));f.length>0&&this.#E(t.id,e,"warning",`step ${i.index+1}: unexpected input(s) ${f.map(x=>`'${x}\
'`).join(", ")} of ${i.uses}, valid inputs are [${[...p].map(x=>`'${x}'`).join(", ")}]`);for(let x of o.inputs){let L=x.
id.toLowerCase();Object.hasOwn(c,L)?d[L]=c[L]:x.default?d[L]=Rt(this.#e,x.default,{contexts:{...l,github:u},where:this.#h(
x.default,`inputs.${x.id}.default`,o.file),...this.#$()}):d[L]=""}let h={...i.env},g=[...i.path],m={},y=[],w={},v=null,$=[],
T=()=>({...i.contexts(),github:{...u,action_status:v===null?"success":"failure"},inputs:d,steps:w,env:h}),A={success:()=>v===
null&&!i.stepStatus.cancelled(),failure:()=>v!==null,cancelled:()=>i.stepStatus.cancelled()},k={...i.defaults,GITHUB_ACTION_PATH:a};
for(let x of o.steps){if(i.signal.aborted)break;let L=new AbortController,Q=i.onCancel(rt=>{this.#at(x,T(),A,t.id,e,o.file)||
L.abort(rt)}),P;try{P=await this.#it(t,{step:x,action:fo(x)},e,n,r,{contexts:T,stepStatus:A,defaults:k,env:()=>h,path:()=>g,
signal:AbortSignal.any([i.signal,L.signal]),kill:i.kill,onCancel:i.onCancel},{file:o.file,runDefaults:{shell:null,workingDirectory:null,
shellAt:null},inComposite:{index:i.index,name:i.name,depth:i.depth}})}finally{Q()}if(P.envAdded&&(h={...h,...P.envAdded,
...i.overrides},Object.assign(m,P.envAdded)),P.pathAdded.length>0&&(g=[...P.pathAdded,...g],y.unshift(...P.pathAdded)),x.
id&&(w={...w,[x.id]:{outputs:P.outputs,outcome:P.outcome,conclusion:P.conclusion}}),$.push(...P.stages),P.conclusion!=="\
success"&&P.conclusion!=="skipped"&&v===null&&(v=P),P.notEvaluated)break}let R={},O=null;try{R=Ot(this.#e,Object.fromEntries(
o.outputs.flatMap(x=>x.value?[[x.id,x.value]]:[])),(x,L)=>({contexts:T(),where:this.#h(L,`outputs.${x}.value`,o.file),...this.#$()}))}catch(x){
O=dt(x)}let H=i.signal.aborted?"cancelled":v!==null?v.conclusion:O!==null?"failure":"success",V=v?`${i.uses}: ${v.message??
v.conclusion}`:O!==null?`${i.uses}: ${O}`:null;return{outcome:H,message:V,outputTail:v?.outputTail??null,outputs:R,envAdded:m,
pathAdded:y,stages:$}}#at(t,e,n,r,o,i=this.#t.workflow.fileName){try{return this.#lt(t,e,n,i)}catch(a){return this.#l({type:"\
notice",level:"error",job:r,leg:o,message:`${dt(a)}; the step is stopped with its cancelled job`}),!1}}#lt(t,e,n,r=this.#t.
workflow.fileName){return Be(this.#e,t.if,{contexts:e,status:n,where:ot(r,t.if.position??t.position),...this.#$()})}#$(){
return this.#s.host?{host:this.#s.host}:{}}#ut(t,e){return this.#l({type:"notice",level:"warning",job:t,leg:e,forgiven:!0,
message:"failed, and the job has continue-on-error: the jobs that need it see success, and the run does not fail for it"}),
"success"}#Q(t,e,n,r,o=!1,i=this.#t.workflow.fileName){let a=t.continueOnError;if(typeof a=="boolean")return a;let l;try{
let u=Rt(this.#e,a,{contexts:e,where:this.#h(a,"continue-on-error",i),...o?this.#$():{}});if(u==="true"||u==="false")return u===
"true";l=`${this.#h(a,"continue-on-error",i)}: continue-on-error must be true or false, got ${JSON.stringify(u)}; the fa\
ilure stands`}catch(u){l=`${dt(u)}; the failure stands (continue-on-error)`}return this.#l({type:"notice",level:"error",
job:n,leg:r,message:l}),!1}#mt(t){let e=this.#d;return Pi(t.stageUpstream,n=>(e.has(n)?bi(e.get(n),e):[n]).flatMap(r=>[e.
get(r)?.stages,this.#m.get(r),this.#o.get(r)?.stages]),{shownJob:n=>this.#T(n),matrixOf:n=>this.#k.get(n),placeOf:fi(this.#t,
t)})}#wt(t,e,n){let r=mi(this.#e,t,e,n,this.#w);if(r!==null){this.#m.set(t.id,r.map(({stage:o})=>o));for(let{stage:o,leg:i}of r)
Object.keys(i).length>0&&this.#k.set(o,i)}}#ct(t,e,n){let r=t.job.name,o=t.calledBy===null?"":this.#O(t).namePrefix;if(!r&&
o==="")return null;let i=t.job.id,a=!1;if(r){try{i=Rt(this.#e,r,{contexts:n,...this.#$()})}catch{i=r.text}a=r.expression!==
null&&this.#e.facts(r.expression).paths.some(l=>l[0]==="matrix")}return e&&!a&&(i+=Ea(e)),Ps(`${o}${i}`)}#yt(t,e){return Ps(
this.#bt(t,e))}#bt(t,e){if(t.name)try{return Rt(this.#e,t.name,{contexts:e,...this.#$()})}catch{return t.name.text}if(t.
uses)return`Run ${t.uses.text}`;let n=t.run?.text??"";if(t.run)try{n=Rt(this.#e,t.run,{contexts:e,...this.#$()})}catch{}
return`Run ${n.trimStart().split(/\r|\n/)[0]?.trim()??""}`}#l(t){let e=this.#s.now().toISOString(),n="job"in t&&t.job!==
null?this.#y.get(t.job):void 0,r;if(n===void 0)r={...t,at:e};else if(t.type==="job-skipped")r={...t,type:"job-finished",
job:n,leg:t.job,duration_ms:0,at:e};else if(t.type==="notice"&&t.leg===null)r={...t,job:n,leg:t.job,at:e};else if(t.type!==
"job-legs")r={...t,job:n,at:e};else return;if(r.type==="job-skipped")this.#U.set(r.job,r.reason);else if(r.type==="job-f\
inished"){let o=this.#b.get(r.job)??[];o.push({leg:r.leg,result:r.result,...r.reason===void 0?{}:{reason:r.reason}}),this.#b.
set(r.job,o)}this.#s.emit(r)}#St(t){return t===null?{jobIds:this.#c}:{jobIds:null,workflowUnread:t}}#kt(t){let e=this.#t.
eventName==="workflow_call"||pi(this.#t.workflow);if(t.calledBy===null&&t.job.stageWorkflow!==!0&&!e)return null;let n=t.
job.stageWorkflow===!0?Pr:ae(t.id);return e?`on GitHub this step reads the file of the workflow that calls this one, whi\
ch has no job ${n}`:this.#c.includes(n)?null:`${this.#t.workflow.fileName} has no job ${n}: on GitHub a step in a called\
 workflow reads the file of the workflow that calls it`}#T(t){return this.#y.get(t)??t}};function Vu(s){return typeof s==
"string"?s:JSON.stringify(s)}function Ea(s){return` (${Object.values(s).map(Vu).join(", ")})`}var Ta={lines:10,bytes:2048},
qu=new Set(["error","warning","notice"]);function Xu(s){let t=[],e=new Se;for(let n of s.split(/\r?\n/)){let r=zr(n),o=e.
read(r);if(o==="resumed")continue;if(o===null){t.push(r);continue}let{command:i,data:a}=o;i==="stop-commands"?e.stop(a):
qu.has(i)?t.push(`${i[0].toUpperCase()}${i.slice(1)}: ${a}`):i==="group"&&t.push(a)}return br(t.join(`
`),Ta.lines,Ta.bytes)}function Yu(s,t,e){let n=o=>String(s[o]??""),r=o=>s[o]===void 0?{}:{[`GITHUB_${o.toUpperCase()}`]:n(
o)};return{...r("event_path"),...r("actor_id"),...r("repository_id"),...r("repository_owner_id"),...r("ref_protected"),...r(
"retention_days"),GITHUB_ACTIONS:"true",GITHUB_WORKFLOW:n("workflow"),GITHUB_WORKFLOW_REF:n("workflow_ref"),GITHUB_WORKFLOW_SHA:n(
"workflow_sha"),GITHUB_RUN_ID:n("run_id"),GITHUB_RUN_NUMBER:n("run_number"),GITHUB_RUN_ATTEMPT:n("run_attempt"),GITHUB_JOB:n(
"job"),GITHUB_REPOSITORY:n("repository"),GITHUB_REPOSITORY_OWNER:n("repository_owner"),GITHUB_SHA:n("sha"),GITHUB_REF:n(
"ref"),GITHUB_REF_NAME:n("ref_name"),GITHUB_REF_TYPE:n("ref_type"),GITHUB_HEAD_REF:n("head_ref"),GITHUB_BASE_REF:n("base\
_ref"),GITHUB_EVENT_NAME:n("event_name"),GITHUB_ACTOR:n("actor"),GITHUB_TRIGGERING_ACTOR:n("triggering_actor"),GITHUB_SERVER_URL:n(
"server_url"),GITHUB_API_URL:n("api_url"),GITHUB_GRAPHQL_URL:n("graphql_url"),GITHUB_WORKSPACE:e,...Pa(t)}}function Zu(s,t,e,n){
let{stage:r,attempt:o}=e,i=`stage ${r}${o>1?` attempt ${o}`:""}`;return{type:"notice",level:"warning",job:s,leg:t,message:`${i}\
: ${n.path==="$"?n.message:oe(n)}`,problem:{stage:r,attempt:o,code:n.code,path:n.path}}}function dt(s,t){return s instanceof
S?s.where?`${s.where}: ${s.message}`:s.message:Ce(s,t)}function On(s,t){return Math.max(0,Math.round(t.getTime()-s.getTime()))}function _a(s,t){let e=s.filter(i=>i.calledBy===null),n=new Set(t.map(i=>i.job.split("/")[0])),r=null;for(let i of e){let a=e.
filter(u=>u.upstream.includes(i.id)).map(u=>u.id),l=new Set([i.id,...a]);[...n].every(u=>l.has(u))&&(r===null||l.size<r.
rerun)&&(r={id:i.id,rerun:l.size})}if(r===null)return null;let o=r.id;return t.find(i=>i.job.split("/")[0]===o)?.stage??
o}function Ca(s,t,e,n){let r=c=>c!==void 0&&c!=="*"&&c!=="GITHUB_TOKEN"&&!e.has(c),o=c=>{if(c[0]==="github")return c[1]===
"token"&&c.length===2;if(c[0]==="vars")return c[1]!==void 0&&c[1]!=="*"&&!n.has(c[1].toUpperCase());if(c[0]!=="secrets")
return!1;let d=c[1]?.toUpperCase();return d==="GITHUB_TOKEN"?!e.has(d):r(d)},i=c=>c==="other"||c.some(d=>!o(d)),a=new Map,
l=c=>{if(c===null||c.expression===null)return;let d=t.facts(c.expression);d.paths.forEach((p,f)=>{let h=p[0]==="secrets"?
p[1]?.toUpperCase():void 0;if(!r(h))return;let g=i(d.fallbacks[f]??[]),m=a.get(h);m===void 0?a.set(h,{name:h,where:ot(s.
fileName,c.position),fallsBack:g}):m.fallsBack&&!g&&a.set(h,{name:h,where:ot(s.fileName,c.position),fallsBack:g})})},u=c=>{
for(let d of Object.values(c))l(d)};u(s.env);for(let c of s.jobs){u(c.env),c.secrets!=="inherit"&&u(c.secrets);for(let d of c.
steps)u(d.env),u(d.with),l(d.run)}return[...a.values()]}var Qu=["[skip ci]","[ci skip]","[no ci]","[skip actions]","[actions skip]"],tc=["skip-checks: true","skip-checks:true"],
ec=/^(?:[A-Za-z0-9][A-Za-z0-9-]*:|\s+\S)/;function Ma(s){let t=Qu.find(l=>s.includes(l));if(t!==void 0)return{kind:"inst\
ruction",text:t};let e=s.trimEnd().split(/\r?\n/),n=e.at(-1)??"",r=tc.find(l=>l===n);if(r===void 0)return null;let o=l=>l!==
void 0&&l.trim()==="",i=e.length-1;for(;i>0&&!o(e[i-1]);)i--;return e.slice(i).every(l=>ec.test(l))&&o(e[i-1])&&o(e[i-2])?
{kind:"trailer",text:r}:null}function ja(s,t,e,n=!1,r){return nc(s,t,e,n)??sc(s,t,e,r)}function nc(s,t,e,n){let r=s.on[t];if(r===null||typeof r!="obj\
ect"||Array.isArray(r))return null;let o=r,i=Ge(o.types),a=e.action;if(i!==null&&i.length>0&&typeof a=="string"&&!i.includes(
a))return`the event's action ${a} is none of on.${t}.types (${i.join(", ")}): GitHub would not run this workflow for it`;
if(t==="push"){let l=typeof e.ref=="string"?e.ref:"";return l.startsWith("refs/tags/")?Cs(o,"push","tags","branches",l.slice(
10),"tag"):l.startsWith("refs/heads/")?Cs(o,"push","branches","tags",l.slice(11),"branch"):null}if((t==="pull_request"||
t==="pull_request_target")&&!n){let l=e.pull_request?.base?.ref;return typeof l=="string"?Cs(o,t,"branches",null,l,"base\
 branch"):null}return null}function sc(s,t,e,n){if(!Object.hasOwn(s.on,t))return null;let r,o;if(t==="push")r=e.head_commit?.
message,o="the push's head commit";else if(t==="pull_request"){let l=e.pull_request?.head?.sha;if(n===void 0||l!==n.sha)
return null;r=n.message,o=`the pull request's head commit (${n.sha.slice(0,7)}, HEAD here)`}else return null;let i=typeof r==
"string"?Ma(r):null;if(i===null)return null;let a=i.kind==="trailer"?`ends with the trailer ${i.text}`:`holds ${i.text}`;
return`${o} message ${a}: GitHub would not run this workflow for it`}function Cs(s,t,e,n,r,o){let i=Ge(s[e]),a=Ge(s[`${e}\
-ignore`]),l="GitHub would not run this workflow for it";return i!==null?eo(r,i)?null:`the ${o} ${r} matches none of on.${t}\
.${e} (${i.join(", ")}): ${l}`:a!==null?no(r,a)?null:`the ${o} ${r} matches on.${t}.${e}-ignore (${a.join(", ")}): ${l}`:
n!==null&&(s[n]!==void 0||s[`${n}-ignore`]!==void 0)?`on.${t} filters ${n} only, so a push of a ${o} (${r}) does not sta\
rt it: ${l}`:null}var rc=new TextEncoder,oc=new TextDecoder("utf-8",{ignoreBOM:!0}),$e=class{#t;#s;#e;#n=new Map;constructor(t){this.#t=t}async put(t){
let e=await this.#a(),n=await this.#t.put(t),r={stage:n.stage,attempt:n.attempt,runAttempt:n.runAttempt},o=e.get(n.stage)??
[];o.some(a=>Xe(a,r)===0)||o.push(r),o.sort(Xe),e.set(n.stage,o);let i={record:ic(t.record),prompt:oc.decode(rc.encode(t.
prompt)),handoff:JSON.parse(Eo(t.handoff)),recordSha256:n.recordSha256};return this.#n.set(La(r),Promise.resolve(i)),n}get(t){
return this.#r(e=>{let n=e.get(t)?.at(-1);return n===void 0?Promise.resolve(void 0):this.#i(n)})}getAttempt(t,e,n=1){return this.#r(
r=>{let o=r.get(t)?.find(i=>i.attempt===e&&i.runAttempt===n);return o?this.#i(o):Promise.resolve(void 0)})}#r(t){return this.#e?
t(this.#e):this.#a().then(t)}#i(t){let e=La(t),n=this.#n.get(e);return n||(n=this.#t.getAttempt(t.stage,t.attempt,t.runAttempt),
n.catch(()=>this.#n.delete(e)),this.#n.set(e,n)),n}async list(){return[...(await this.#a()).values()].flat().sort(Ye)}#a(){
return this.#s??=this.#t.list().then(t=>{let e=new Map;for(let{stage:n,attempt:r,runAttempt:o}of t)e.set(n,[...e.get(n)??
[],{stage:n,attempt:r,runAttempt:o}]);for(let n of e.values())n.sort(Xe);return this.#e=e,e}),this.#s}};function La(s){return`${s.
stage}\0${s.runAttempt}\0${s.attempt}`}function ic(s){let t=JSON.parse(JSON.stringify({...s,lineage:[]}));return t.lineage=
s.lineage.map(ac),t}function ac(s){let t={};for(let[e,n]of Object.entries(s))n!==void 0&&(t[e]=n);return t}var Nt=At(te(),1);var Pn=class{path;#t;#s;#e=null;#n=!1;constructor(t){this.path=t,this.#t=(0,Nt.openSync)(t,"a",420),this.#s=(0,Nt.fstatSync)(
this.#t).size}write(t){if(this.#e!==null||this.#n)return;let e=Buffer.from(`${JSON.stringify(t)}
`);try{for(let n=0;n<e.length;)n+=(0,Nt.writeSync)(this.#t,e,n,e.length-n);this.#s+=e.length}catch(n){try{(0,Nt.ftruncateSync)(
this.#t,this.#s)}catch{}this.#e=jo(this.path,"the run's events",n)}}get failure(){return this.#e}close(){this.#n||(this.#n=
!0,(0,Nt.closeSync)(this.#t))}};var yl=At(Ke(),1),tt=At(te(),1);import{appendFile as Gd,mkdir as Bd,mkdtemp as zd,open as bl,readFile as Kd,rm as gl,rmdir as Vd,
writeFile as ml}from"node:fs/promises";import{delimiter as qd,dirname as Xd,join as Pt,relative as Yd,resolve as Zd}from"node:path";var Fa=65536,xe=4096,Ms=16,lc=/^\s*(?:[A-Za-z0-9+/=]*|[A-Za-z][A-Za-z0-9-]*: .*)\s*$/;function uc(s){let t=We(s);return!es(
s)&&!es(t)&&!lc.test(t)}var An=class{#t;#s;#e=new Map;constructor(t,e){this.#t=t,this.#s=e}push(t,e="stdout"){let n=this.#n(
e),r=n.partial+t,o=r.endsWith("\r")?r.length-1:r.length,i=r.slice(0,o),a=i.includes("\r")?i.split(/\r\n|\r|\n/):i.split(
`
`);n.partial=(a.pop()??"")+r.slice(o);let l=this.#r(n,a);for(let u=0;u<a.length;u++)this.#a(n,a[u],l+u);n.known=void 0,n.
partial.length>Fa&&(n.overlong||(this.#o(n,n.partial.slice(0,xe)),n.overlong=!0),n.inKey=Ht(n.partial,n.inKey),n.partial=
n.partial.slice(-xe))}flush(){for(let t of this.#e.values())t.overlong||this.#o(t,t.partial.replace(/\r$/,"").slice(0,xe))}end(){
for(let t of this.#e.values())t.partial!==""&&this.#a(t,t.partial),t.partial="",this.#o(t,"")}#n(t){let e=this.#e.get(t);
return e||(e={partial:"",held:null,previous:"",inKey:!1,overlong:!1,known:void 0},this.#e.set(t,e)),e}#r(t,e){let n=[t.previous,
...t.held===null?[]:[t.held],...e],r=n.length-e.length;if(e.length===0||n.length<3)return r;let o=[...this.#t()],i=new Uint8Array(
n.length);if(ts(n.join(`
`),o))i.fill(1,1,n.length-1);else if(n.length>Ms)for(let a=0;a<n.length-2;a+=Ms-2){let l=Math.min(a+Ms,n.length)-1;ts(n.
slice(a,l+1).join(`
`),o)&&i.fill(1,a+1,l)}return t.known={lines:n,clean:i,secrets:o},r}#i(t,e,n,r){let o=t.known;if(o===void 0||r<2||o.clean[r-
1]!==1||o.lines[r-1]!==e||o.lines[r-2]!==t.previous||o.lines[r]!==n)return!1;let i=this.#t();if(i.length!==o.secrets.length)
return!1;for(let a=0;a<i.length;a++)if(i[a]!==o.secrets[a])return!1;return!0}#a(t,e,n=-1){if(e.length>Fa&&!t.overlong&&(this.#o(
t,e.slice(0,xe)),t.overlong=!0),t.overlong){t.overlong=!1,t.inKey=Ht(e,t.inKey),t.previous=t.inKey?"":e.slice(-xe);return}
if(t.inKey&&uc(e)&&(t.inKey=!1),t.inKey||Qr(e)){t.inKey||this.#o(t,""),t.inKey=Ht(e,t.inKey),t.previous=t.inKey?"":e;return}
this.#o(t,e,n),t.held=e}#o(t,e,n=-1){let r=t.held;if(t.held=null,r===null)return;let o=r;if(!this.#i(t,r,e,n)){let i=Z(`${t.
previous}
${r}
${e}`,this.#t()),a=i.text.split(`
`);o=a.length===3?a[1]??"":Ar(i.redactions[0]?.kind??"secret-value")}t.previous=r,o.trim()!==""&&this.#s(o)}};var ce=class{#t;#s;#e;constructor(t,e){this.#t=t,this.#s=e}arm(){clearTimeout(this.#e),this.#e=setTimeout(()=>this.#s(),
this.#t),this.#e.unref?.()}stop(){clearTimeout(this.#e),this.#e=void 0}};var cc={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\u274C"};function Ia(s){let{record:t,handoff:e}=s,
n=a=>Bo(a,s)||" ",r=[["status",`${t.status} (${t.outcome.reason})`],["attempt",String(t.attempt)],["exit code",t.agent.exit_code===
null?"none":String(t.agent.exit_code)],["duration",`${(t.agent.duration_ms/1e3).toFixed(1)} s`],["handoff",t.present&&t.
digests.handoff?`present, sha256 ${t.digests.handoff.slice(0,12)}`:"none"]];e?.next&&r.push(["next",e.next.stage]),s.notStored!==
void 0?r.push(["artifact","not stored"]):s.artifactName&&r.push(["artifact",s.artifactName]);let o=[];o.push([`### ${cc[t.
status]} baton stage \`${t.stage}\``,"","| | |","|---|---|",...r.map(([a,l])=>`| ${a} | ${n(l)} |`)].join(`
`)),s.notStored!==void 0&&o.push(`${Go(dc(s.notStored),s)}. No later stage can read this record or its handoff; it is sh\
own here only.`),t.outcome.message&&o.push(cs(t.outcome.message,s)),e&&o.push(["#### Summary","",cs(e.summary,s)].join(`\

`));let i=Object.entries(e?.data??{});return i.length>0&&o.push(["#### Data","","| key | value |","|---|---|",...i.map(([
a,l])=>`| ${n(a)} | ${n(l)} |`)].join(`
`)),t.problems.length>0&&o.push(["#### Problems","","| severity | code | where | message |","|---|---|---|---|",...t.problems.
map(a=>`| ${a.severity} | ${n(a.code)} | ${n(a.path)} | ${n(a.message)} |`)].join(`
`)),fc(o,s.notStored===void 0?s.artifactName:void 0)}function dc(s){return s.charAt(0).toUpperCase()+s.slice(1)}function fc(s,t){
let e=`_Cut to fit the step summary; the full record is in ${t?`artifact ${t}`:"the stage record"}._`,n=it.stepSummaryBytes-
Bn(e)-4,r=[],o=0;for(let i of s){let a=Bn(i)+2;if(o+a>n){r.push(e);break}r.push(i),o+=a}return`${r.join(`

`)}
`}function Wa(s,t){return Z(s,t).redactions.length===0?s:`${Jo(s.trimEnd(),t)}
`}function Da(s){let t=[];for(let e of s)for(let n of e.split(/\r?\n/))n.trim().length>=4&&t.push(n);return t}var Us=At(Ke(),1),yt=At(te(),1);import{homedir as Rd}from"node:os";import{dirname as il,isAbsolute as Od,join as Pd,resolve as Js,
sep as Nn}from"node:path";var Ua=(s,t,e)=>{let n,r,o,i,a,l=e.indexOf(s),u=e.indexOf(t,l+1),c=l;if(l>=0&&u>0){if(s===t)return[l,u];for(n=[],o=e.length;c>=
0&&!a;){if(c===l)n.push(c),l=e.indexOf(s,c+1);else if(n.length===1){let d=n.pop();d!==void 0&&(a=[d,u])}else r=n.pop(),r!==
void 0&&r<o&&(o=r,i=u),u=e.indexOf(t,c+1);c=l<u&&l>=0?l:u}n.length&&i!==void 0&&(a=[o,i])}return a};var Ha="\0SLASH"+Math.random().toFixed(16)+"\0",Ja="\0OPEN"+Math.random().toFixed(16)+"\0",En="\0CLOSE"+Math.random().toFixed(
16)+"\0",Ga="\0COMMA"+Math.random().toFixed(16)+"\0",Ba="\0PERIOD"+Math.random().toFixed(16)+"\0",pc=new RegExp(Ha,"g"),
hc=new RegExp(Ja,"g"),gc=new RegExp(En,"g"),mc=new RegExp(Ga,"g"),wc=new RegExp(Ba,"g"),yc=/\\\\/g,bc=/\\{/g,Sc=/\\}/g,kc=/\\,/g,
vc=/\\\./g,$c=1e5,xc=4e6,Rc=1e3,Oc=1e3,Pc=2e7,Ac=16;function js(s){return isNaN(s)?s.charCodeAt(0):parseInt(s,10)}function Ec(s){
return s.replace(yc,Ha).replace(bc,Ja).replace(Sc,En).replace(kc,Ga).replace(vc,Ba)}function Tc(s){return s.replace(pc,"\
\\").replace(hc,"{").replace(gc,"}").replace(mc,",").replace(wc,".")}function Ls(s,t){for(let e=0;e<t.length;e++)s.push(
t[e])}function za(s,t,e){if(e.remaining<0)return;let n=Ua("{","}",t),r=n!==void 0&&t.indexOf("{")<n[0];if(e.remaining-=n&&
!r?n[1]+1:s.length,!(!n||e.remaining<0))return{end:n[1],pre:s.slice(0,n[0]),body:s.slice(n[0]+1,n[1]),post:s.slice(n[1]+
1),unmatched:r}}function Nc(s,t){t.remaining-=s.length;let e=[];for(let o=0;o<s.length;o++){let i=s.charCodeAt(o);i===123?
e.push(o):i===125&&e.length&&e.pop()}let n="",r=0;for(let o=0;o<e.length;o++){let i=e[o];n+=s.slice(r,i)+"\0",r=i+1}return n+
s.slice(r)}function _c(s,t){if(t.remaining-=s.length,t.remaining<0)return!1;let e=!1;for(let n=s.length-1;n>=0;n--){let r=s.
charCodeAt(n);if(r===125)e=!0;else if(r===10||r===13||r===8232||r===8233)e=!1;else if(r===44&&e&&s.charCodeAt(n+1)!==44)
return!0}return!1}function Cc(s,t){let e=[],n="";for(;;){let r=za(s,s,t);if(t.remaining<0)return;if(!r){let u=s.split(",");
return u[0]=n+u[0],Ls(e,u),e}let{pre:o,body:i,post:a}=r,l=o.split(",");if(l[0]=n+l[0],l[l.length-1]+="{"+i+"}",!a.length)
return Ls(e,l),e;n=l.pop(),Ls(e,l),s=a}}function Re(s,t){return s===void 0||isNaN(s)?t:s}function Ka(s,t={}){if(!s)return[];
let e=Re(t.max,$c),n=Re(t.maxLength,xc),r=Re(t.maxDepth,Rc),o=Re(t.maxRewrites,Oc),i=Re(t.maxSteps,Pc);return s.slice(0,
2)==="{}"&&(s="\\{\\}"+s.slice(2)),Fs(Ec(s),e,n,r,0,o,{remaining:i},!0).map(Tc)}function Mc(s){return"{"+s+"}"}function jc(s){
return/^-?0\d/.test(s)}function Lc(s,t){return s<=t}function Fc(s,t){return s>=t}function Oe(s,t,e,n,r,o,i){let a=[],l=0,
u;t:for(let c=0;c<s.length;c++){let d=s[c]+t,p=e;o&&!d&&(u||(u=e.filter(f=>f)),p=u);for(let f=0;f<p.length;f++){if(a.length>=
n)break t;let h=d+p[f];if(l+h.length>r)break t;a.push(h),l+=h.length}}return i.remaining-=a.length,a}function Ic(s,t,e,n,r){
let o=s.split(/\.\./),i=[];if(o[0]===void 0||o[1]===void 0)return i;let a=js(o[0]),l=js(o[1]),u=Math.max(o[0].length,o[1].
length),c=o.length===3&&o[2]!==void 0?Math.max(Math.abs(js(o[2])),1):1,d=Lc;l<a&&(c*=-1,d=Fc);let f=o.some(jc),h=f?u:1,g=0;
for(let m=a;d(m,l)&&i.length<e;m+=c){if(r.remaining-=h,r.remaining<0)return;let y;if(t)y=String.fromCharCode(m),y==="\\"&&
(y="");else if(y=String(m),f){let w=u-y.length;if(w>0){let v=new Array(w+1).join("0");m<0?y="-"+v+y.slice(1):y=v+y}}if(g+
y.length>n)break;i.push(y),g+=y.length}return i}function Fs(s,t,e,n,r,o,i,a){if(i.remaining-=Ac,r>n)return[s];let l=[""],
u=0,c=!1,d=!0,p=s;for(;;){let f=za(s,p,i);if(!f)return Oe(l,s,[""],t,e,c,i);f.unmatched&&(p=Nc(p,i));let h=f.pre,g=()=>Oe(
l,h+"{"+f.body+"}"+f.post,[""],t,e,c,i);if(/\$$/.test(h)){if(l=Oe(l,h+"{"+f.body+"}",[""],t,e,c&&!f.post.length,i),d=!1,
!f.post.length)break;s=f.post,p=p.slice(f.end+1);continue}let m=/^-?\d+\.\.-?\d+(?:\.\.-?\d+)?$/.test(f.body),y=/^[a-zA-Z]\.\.[a-zA-Z](?:\.\.-?\d+)?$/.
test(f.body),w=m||y,v=f.body.indexOf(",")>=0;if(!w&&!v){if(u<o&&_c(f.post,i)){u++,s=f.pre+"{"+f.body+En+f.post,p=p.slice(
0,f.end)+En+p.slice(f.end+1),a=!0;continue}return g()}d&&(c=a&&!w,d=!1);let $;if(w){if($=Ic(f.body,y,t,e,i),!$)return g()}else{
let A=Cc(f.body,i);if(!A)return g();if(A.length===1&&A[0]!==void 0){if(A=Fs(A[0],t,e,n,r+1,o,i,!1).map(Mc),i.remaining<0)
return g();if(A.length===1){let O=Oe(l,h+A[0],[""],t,e,c&&!f.post.length,i);if(i.remaining<0)return g();if(l=O,!f.post.length)
break;s=f.post,p=p.slice(f.end+1);continue}}let k=c&&!f.post.length&&!h;for(let O=0;k&&O<l.length;O++)l[O]&&(k=!1);$=[];
let R=0;t:for(let O=0;O<A.length;O++){let H=Fs(A[O],t,e,n,r+1,o,i,!1);if(i.remaining<0)return g();for(let V=0;V<H.length;V++){
let x=H[V];if(!(k&&!x)){if($.length>=t||R+x.length>e)break t;$.push(x),R+=x.length}}}}let T=Oe(l,h,$,t,e,c&&!f.post.length,
i);if(i.remaining<0)return g();if(l=T,!f.post.length)break;s=f.post,p=p.slice(f.end+1)}return l}var Pe=s=>{if(typeof s!="string")throw new TypeError("invalid pattern");if(s.length>65536)throw new TypeError("pattern i\
s too long")};var Wc={"[:alnum:]":["\\p{L}\\p{Nl}\\p{Nd}",!0],"[:alpha:]":["\\p{L}\\p{Nl}",!0],"[:ascii:]":["\\x00-\\x7f",!1],"[:blank\
:]":["\\p{Zs}\\t",!0],"[:cntrl:]":["\\p{Cc}",!0],"[:digit:]":["\\p{Nd}",!0],"[:graph:]":["\\p{Z}\\p{C}",!0,!0],"[:lower:\
]":["\\p{Ll}",!0],"[:print:]":["\\p{C}",!0],"[:punct:]":["\\p{P}",!0],"[:space:]":["\\p{Z}\\t\\r\\n\\v\\f",!0],"[:upper:\
]":["\\p{Lu}",!0],"[:word:]":["\\p{L}\\p{Nl}\\p{Nd}\\p{Pc}",!0],"[:xdigit:]":["A-Fa-f0-9",!1]},Ae=s=>s.replace(/[[\]\\-]/g,
"\\$&"),Dc=s=>s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),Va=s=>s.join(""),qa=(s,t)=>{let e=t;if(s.charAt(e)!=="[")throw new Error(
"not in a brace expression");let n=[],r=[],o=e+1,i=!1,a=!1,l=!1,u=!1,c=e,d="";t:for(;o<s.length;){let g=s.charAt(o);if((g===
"!"||g==="^")&&o===e+1){u=!0,o++;continue}if(g==="]"&&i&&!l){c=o+1;break}if(i=!0,g==="\\"&&!l){l=!0,o++;continue}if(g===
"["&&!l){for(let[m,[y,w,v]]of Object.entries(Wc))if(s.startsWith(m,o)){if(d)return["$.",!1,s.length-e,!0];o+=m.length,v?
r.push(y):n.push(y),a=a||w;continue t}}if(l=!1,d){g>d?n.push(Ae(d)+"-"+Ae(g)):g===d&&n.push(Ae(g)),d="",o++;continue}if(s.
startsWith("-]",o+1)){n.push(Ae(g+"-")),o+=2;continue}if(s.startsWith("-",o+1)){d=g,o+=2;continue}n.push(Ae(g)),o++}if(c<
o)return["",!1,0,!1];if(!n.length&&!r.length)return["$.",!1,s.length-e,!0];if(r.length===0&&n.length===1&&/^\\?.$/.test(
n[0])&&!u){let g=n[0].length===2?n[0].slice(-1):n[0];return[Dc(g),!1,c-e,!1]}let p="["+(u?"^":"")+Va(n)+"]",f="["+(u?"":
"^")+Va(r)+"]";return[n.length&&r.length?"("+p+"|"+f+")":n.length?p:f,a,c-e,!0]};var Wt=(s,{windowsPathsNoEscape:t=!1,magicalBraces:e=!0}={})=>e?t?s.replace(/\[([^/\\])\]/g,"$1"):s.replace(/((?!\\).|^)\[([^/\\])\]/g,
"$1$2").replace(/\\([^/])/g,"$1"):t?s.replace(/\[([^/\\{}])\]/g,"$1"):s.replace(/((?!\\).|^)\[([^/\\{}])\]/g,"$1$2").replace(
/\\([^/{}])/g,"$1");var wt,Uc=new Set(["!","?","+","*","@"]),Is=s=>Uc.has(s),Xa=s=>Is(s.type),Hc=new Map([["!",["@"]],["?",["?","@"]],["@",[
"@"]],["*",["*","+","?","@"]],["+",["+","@"]]]),Jc=new Map([["!",["?"]],["@",["?"]],["+",["?","*"]]]),Gc=new Map([["!",[
"?","@"]],["?",["?","@"]],["@",["?","@"]],["*",["*","+","?","@"]],["+",["+","@","?","*"]]]),Ya=new Map([["!",new Map([["\
!","@"]])],["?",new Map([["*","*"],["+","*"]])],["@",new Map([["!","!"],["?","?"],["@","@"],["*","*"],["+","+"]])],["+",
new Map([["?","*"],["*","*"]])]]),Bc="(?!(?:^|/)\\.\\.?(?:$|/))",Tn="(?!\\.)",zc=new Set(["[","."]),Kc=new Set(["..","."]),
Vc=new Set("().*{}+?[]^$\\!"),qc=s=>s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),Ws="[^/]",Za=Ws+"*?",Qa=Ws+"+?",Xc=0,Kt=class{type;#t;#s;#e=!1;#n=[];#r;#i;#a;#o=!1;#u;#c;#d=!1;id=++Xc;get depth(){
return(this.#r?.depth??-1)+1}[Symbol.for("nodejs.util.inspect.custom")](){return{"@@type":"AST",id:this.id,type:this.type,
root:this.#t.id,parent:this.#r?.id,depth:this.depth,partsLength:this.#n.length,parts:this.#n}}constructor(t,e,n={}){this.
type=t,t&&(this.#s=!0),this.#r=e,this.#t=this.#r?this.#r.#t:this,this.#u=this.#t===this?n:this.#t.#u,this.#a=this.#t===this?
[]:this.#t.#a,t==="!"&&!this.#t.#o&&this.#a.push(this),this.#i=this.#r?this.#r.#n.length:0}get hasMagic(){if(this.#s!==void 0)
return this.#s;for(let t of this.#n)if(typeof t!="string"&&(t.type||t.hasMagic))return this.#s=!0;return this.#s}toString(){
return this.#c!==void 0?this.#c:this.type?this.#c=this.type+"("+this.#n.map(t=>String(t)).join("|")+")":this.#c=this.#n.
map(t=>String(t)).join("")}#p(){if(this!==this.#t)throw new Error("should only call on root");if(this.#o)return this;this.
toString(),this.#o=!0;let t;for(;t=this.#a.pop();){if(t.type!=="!")continue;let e=t,n=e.#r;for(;n;){for(let r=e.#i+1;!n.
type&&r<n.#n.length;r++)for(let o of t.#n){if(typeof o=="string")throw new Error("string part in extglob AST??");o.copyIn(
n.#n[r])}e=n,n=e.#r}}return this}push(...t){for(let e of t)if(e!==""){if(typeof e!="string"&&!(e instanceof wt&&e.#r===this))
throw new Error("invalid part: "+e);this.#n.push(e)}}toJSON(){let t=this.type===null?this.#n.slice().map(e=>typeof e=="s\
tring"?e:e.toJSON()):[this.type,...this.#n.map(e=>e.toJSON())];return this.isStart()&&!this.type&&t.unshift([]),this.isEnd()&&
(this===this.#t||this.#t.#o&&this.#r?.type==="!")&&t.push({}),t}isStart(){if(this.#t===this)return!0;if(!this.#r?.isStart())
return!1;if(this.#i===0)return!0;let t=this.#r;for(let e=0;e<this.#i;e++){let n=t.#n[e];if(!(n instanceof wt&&n.type==="\
!"))return!1}return!0}isEnd(){if(this.#t===this||this.#r?.type==="!")return!0;if(!this.#r?.isEnd())return!1;if(!this.type)
return this.#r?.isEnd();let t=this.#r?this.#r.#n.length:0;return this.#i===t-1}copyIn(t){typeof t=="string"?this.push(t):
this.push(t.clone(this))}clone(t){let e=new wt(this.type,t);for(let n of this.#n)e.copyIn(n);return e}static#f(t,e,n,r,o){
let i=r.maxExtglobRecursion??2,a=!1,l=!1,u=-1,c=!1;if(e.type===null){let g=n,m="";for(;g<t.length;){let y=t.charAt(g++);
if(a||y==="\\"){a=!a,m+=y;continue}if(l){g===u+1?(y==="^"||y==="!")&&(c=!0):y==="]"&&!(g===u+2&&c)&&(l=!1),m+=y;continue}else if(y===
"["){l=!0,u=g,c=!1,m+=y;continue}if(!r.noext&&Is(y)&&t.charAt(g)==="("&&o<=i){e.push(m),m="";let v=new wt(y,e);g=wt.#f(t,
v,g,r,o+1),e.push(v);continue}m+=y}return e.push(m),g}let d=n+1,p=new wt(null,e),f=[],h="";for(;d<t.length;){let g=t.charAt(
d++);if(a||g==="\\"){a=!a,h+=g;continue}if(l){d===u+1?(g==="^"||g==="!")&&(c=!0):g==="]"&&!(d===u+2&&c)&&(l=!1),h+=g;continue}else if(g===
"["){l=!0,u=d,c=!1,h+=g;continue}if(!r.noext&&Is(g)&&t.charAt(d)==="("&&(o<=i||e&&e.#g(g))){let y=e&&e.#g(g)?0:1;p.push(
h),h="";let w=new wt(g,p);p.push(w),d=wt.#f(t,w,d,r,o+y);continue}if(g==="|"){p.push(h),h="",f.push(p),p=new wt(null,e);
continue}if(g===")")return h===""&&e.#n.length===0&&(e.#d=!0),p.push(h),h="",e.push(...f,p),d;h+=g}return e.type=null,e.#s=
void 0,e.#n=[t.substring(n-1)],d}#w(t){return this.#v(t,Jc)}#v(t,e=Hc){if(!t||typeof t!="object"||t.type!==null||t.#n.length!==
1||this.type===null)return!1;let n=t.#n[0];return!n||typeof n!="object"||n.type===null?!1:this.#g(n.type,e)}#g(t,e=Gc){return!!e.
get(this.type)?.includes(t)}#N(t,e){let n=t.#n[0],r=new wt(null,n,this.options);r.#n.push(""),n.push(r),this.#y(t,e)}#y(t,e){
let n=t.#n[0];this.#n.splice(e,1,...n.#n);for(let r of n.#n)typeof r=="object"&&(r.#r=this);this.#c=void 0}#_(t){return!!Ya.
get(this.type)?.has(t)}#R(t){if(!t||typeof t!="object"||t.type!==null||t.#n.length!==1||this.type===null||this.#n.length!==
1)return!1;let e=t.#n[0];return!e||typeof e!="object"||e.type===null?!1:this.#_(e.type)}#S(t){let e=Ya.get(this.type),n=t.#n[0],
r=e?.get(n.type);if(!r)return!1;this.#n=n.#n;for(let o of this.#n)typeof o=="object"&&(o.#r=this);this.type=r,this.#c=void 0,
this.#d=!1}static fromGlob(t,e={}){let n=new wt(null,void 0,e);return wt.#f(t,n,0,e,0),n}toMMPattern(){if(this!==this.#t)
return this.#t.toMMPattern();let t=this.toString(),[e,n,r,o]=this.toRegExpSource();if(!(r||this.#s||this.#u.nocase&&!this.#u.
nocaseMagicOnly&&t.toUpperCase()!==t.toLowerCase()))return n;let a=(this.#u.nocase?"i":"")+(o?"u":"");return Object.assign(
new RegExp(`^${e}$`,a),{_src:e,_glob:t})}get options(){return this.#u}toRegExpSource(t){let e=t??!!this.#u.dot;if(this.#t===
this&&(this.#m(),this.#p()),!Xa(this)){let l=this.isStart()&&this.isEnd()&&!this.#n.some(f=>typeof f!="string"),u=this.#n.
map(f=>{let[h,g,m,y]=typeof f=="string"?wt.#b(f,this.#s,l):f.toRegExpSource(t);return this.#s=this.#s||m,this.#e=this.#e||
y,h}).join(""),c="";if(this.isStart()&&typeof this.#n[0]=="string"&&!(this.#n.length===1&&Kc.has(this.#n[0]))){let h=zc,
g=e&&h.has(u.charAt(0))||u.startsWith("\\.")&&h.has(u.charAt(2))||u.startsWith("\\.\\.")&&h.has(u.charAt(4)),m=!e&&!t&&h.
has(u.charAt(0));c=g?Bc:m?Tn:""}let d="";return this.isEnd()&&this.#t.#o&&this.#r?.type==="!"&&(d="(?:$|\\/)"),[c+u+d,Wt(
u),this.#s=!!this.#s,this.#e]}let n=this.type==="*"||this.type==="+",r=this.type==="!"?"(?:(?!(?:":"(?:",o=this.#k(e);if(this.
isStart()&&this.isEnd()&&!o&&this.type!=="!"){let l=this.toString(),u=this;return u.#n=[l],u.type=null,u.#s=void 0,[l,Wt(
this.toString()),!1,!1]}let i=!n||t||e||!Tn?"":this.#k(!0);i===o&&(i=""),i&&(o=`(?:${o})(?:${i})*?`);let a="";if(this.type===
"!"&&this.#d)a=(this.isStart()&&!e?Tn:"")+Qa;else{let l=this.type==="!"?"))"+(this.isStart()&&!e&&!t?Tn:"")+Za+")":this.
type==="@"?")":this.type==="?"?")?":this.type==="+"&&i?")":this.type==="*"&&i?")?":`)${this.type}`;a=r+o+l}return[a,Wt(o),
this.#s=!!this.#s,this.#e]}#m(){if(Xa(this)){let t=0,e=!1;do{e=!0;for(let n=0;n<this.#n.length;n++){let r=this.#n[n];typeof r==
"object"&&(r.#m(),this.#v(r)?(e=!1,this.#y(r,n)):this.#w(r)?(e=!1,this.#N(r,n)):this.#R(r)&&(e=!1,this.#S(r)))}}while(!e&&
++t<10)}else for(let t of this.#n)typeof t=="object"&&t.#m();this.#c=void 0}#k(t){return this.#n.map(e=>{if(typeof e=="s\
tring")throw new Error("string type in extglob ast??");let[n,r,o,i]=e.toRegExpSource(t);return this.#e=this.#e||i,n}).filter(
e=>!(this.isStart()&&this.isEnd())||!!e).join("|")}static#b(t,e,n=!1){let r=!1,o="",i=!1,a=!1;for(let l=0;l<t.length;l++){
let u=t.charAt(l);if(r){r=!1,o+=(Vc.has(u)?"\\":"")+u;continue}if(u==="*"){if(a)continue;a=!0,o+=n&&/^[*]+$/.test(t)?Qa:
Za,e=!0;continue}else a=!1;if(u==="\\"){l===t.length-1?o+="\\\\":r=!0;continue}if(u==="["){let[c,d,p,f]=qa(t,l);if(p){o+=
c,i=i||d,l+=p-1,e=e||f;continue}}if(u==="?"){o+=Ws,e=!0;continue}o+=qc(u)}return[o,Wt(t),!!e,i]}};wt=Kt;var Ds=(s,{windowsPathsNoEscape:t=!1,magicalBraces:e=!1}={})=>e?t?s.replace(/[?*()[\]{}]/g,"[$&]"):s.replace(/[?*()[\]\\{}]/g,
"\\$&"):t?s.replace(/[?*()[\]]/g,"[$&]"):s.replace(/[?*()[\]\\]/g,"\\$&");var gt=(s,t,e={})=>(Pe(t),!e.nocomment&&t.charAt(0)==="#"?!1:new Ft(t,e).match(s)),Yc=/^\*+([^+@!?*[(]*)$/,Zc=s=>t=>!t.startsWith(
".")&&t.endsWith(s),Qc=s=>t=>t.endsWith(s),td=s=>(s=s.toLowerCase(),t=>!t.startsWith(".")&&t.toLowerCase().endsWith(s)),
ed=s=>(s=s.toLowerCase(),t=>t.toLowerCase().endsWith(s)),nd=/^\*+\.\*+$/,sd=s=>!s.startsWith(".")&&s.includes("."),rd=s=>s!==
"."&&s!==".."&&s.includes("."),od=/^\.\*+$/,id=s=>s!=="."&&s!==".."&&s.startsWith("."),ad=/^\*+$/,ld=s=>s.length!==0&&!s.
startsWith("."),ud=s=>s.length!==0&&s!=="."&&s!=="..",cd=/^\?+([^+@!?*[(]*)?$/,dd=([s,t=""])=>{let e=nl([s]);return t?(t=
t.toLowerCase(),n=>e(n)&&n.toLowerCase().endsWith(t)):e},fd=([s,t=""])=>{let e=sl([s]);return t?(t=t.toLowerCase(),n=>e(
n)&&n.toLowerCase().endsWith(t)):e},pd=([s,t=""])=>{let e=sl([s]);return t?n=>e(n)&&n.endsWith(t):e},hd=([s,t=""])=>{let e=nl(
[s]);return t?n=>e(n)&&n.endsWith(t):e},nl=([s])=>{let t=s.length;return e=>e.length===t&&!e.startsWith(".")},sl=([s])=>{
let t=s.length;return e=>e.length===t&&e!=="."&&e!==".."},rl=typeof process=="object"&&process?typeof process.env=="obje\
ct"&&process.env&&process.env.__MINIMATCH_TESTING_PLATFORM__||process.platform:"posix",tl={win32:{sep:"\\"},posix:{sep:"\
/"}},gd=rl==="win32"?tl.win32.sep:tl.posix.sep;gt.sep=gd;var ft=Symbol("globstar **");gt.GLOBSTAR=ft;var md="[^/]",wd=md+
"*?",yd="(?:(?!(?:\\/|^)(?:\\.{1,2})($|\\/)).)*?",bd="(?:(?!(?:\\/|^)\\.).)*?",Sd=(s,t={})=>e=>gt(e,s,t);gt.filter=Sd;var kt=(s,t={})=>Object.
assign({},s,t),kd=s=>{if(!s||typeof s!="object"||!Object.keys(s).length)return gt;let t=gt;return Object.assign((n,r,o={})=>t(
n,r,kt(s,o)),{Minimatch:class extends t.Minimatch{constructor(r,o={}){super(r,kt(s,o))}static defaults(r){return t.defaults(
kt(s,r)).Minimatch}},AST:class extends t.AST{constructor(r,o,i={}){super(r,o,kt(s,i))}static fromGlob(r,o={}){return t.AST.
fromGlob(r,kt(s,o))}},unescape:(n,r={})=>t.unescape(n,kt(s,r)),escape:(n,r={})=>t.escape(n,kt(s,r)),filter:(n,r={})=>t.filter(
n,kt(s,r)),defaults:n=>t.defaults(kt(s,n)),makeRe:(n,r={})=>t.makeRe(n,kt(s,r)),braceExpand:(n,r={})=>t.braceExpand(n,kt(
s,r)),match:(n,r,o={})=>t.match(n,r,kt(s,o)),sep:t.sep,GLOBSTAR:ft})};gt.defaults=kd;var ol=(s,t={})=>(Pe(s),t.nobrace||
!/\{(?:(?!\{).)*\}/.test(s)?[s]:Ka(s,{max:t.braceExpandMax}));gt.braceExpand=ol;var vd=(s,t={})=>new Ft(s,t).makeRe();gt.
makeRe=vd;var $d=(s,t,e={})=>{let n=new Ft(t,e);return s=s.filter(r=>n.match(r)),n.options.nonull&&!s.length&&s.push(t),
s};gt.match=$d;var el=/[?*]|[+@!]\(.*?\)|\[|\]/,xd=s=>s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g,"\\$&"),Ft=class{options;set;pattern;windowsPathsNoEscape;nonegate;negate;comment;empty;preserveMultipleSlashes;partial;globSet;globParts;nocase;isWindows;platform;windowsNoMagicRoot;maxGlobstarRecursion;regexp;constructor(t,e={}){
Pe(t),e=e||{},this.options=e,this.maxGlobstarRecursion=e.maxGlobstarRecursion??200,this.pattern=t,this.platform=e.platform||
rl,this.isWindows=this.platform==="win32";let n="allowWindowsEscape";this.windowsPathsNoEscape=!!e.windowsPathsNoEscape||
e[n]===!1,this.windowsPathsNoEscape&&(this.pattern=this.pattern.replace(/\\/g,"/")),this.preserveMultipleSlashes=!!e.preserveMultipleSlashes,
this.regexp=null,this.negate=!1,this.nonegate=!!e.nonegate,this.comment=!1,this.empty=!1,this.partial=!!e.partial,this.nocase=
!!this.options.nocase,this.windowsNoMagicRoot=e.windowsNoMagicRoot!==void 0?e.windowsNoMagicRoot:!!(this.isWindows&&this.
nocase),this.globSet=[],this.globParts=[],this.set=[],this.make()}hasMagic(){if(this.options.magicalBraces&&this.set.length>
1)return!0;for(let t of this.set)for(let e of t)if(typeof e!="string")return!0;return!1}debug(...t){}make(){let t=this.pattern,
e=this.options;if(!e.nocomment&&t.charAt(0)==="#"){this.comment=!0;return}if(!t){this.empty=!0;return}this.parseNegate(),
this.globSet=[...new Set(this.braceExpand())],e.debug&&(this.debug=(...o)=>console.error(...o)),this.debug(this.pattern,
this.globSet);let n=this.globSet.map(o=>this.slashSplit(o));this.globParts=this.preprocess(n),this.debug(this.pattern,this.
globParts);let r=this.globParts.map((o,i,a)=>{if(this.isWindows&&this.windowsNoMagicRoot){let l=o[0]===""&&o[1]===""&&(o[2]===
"?"||!el.test(o[2]))&&!el.test(o[3]),u=/^[a-z]:/i.test(o[0]);if(l)return[...o.slice(0,4),...o.slice(4).map(c=>this.parse(
c))];if(u)return[o[0],...o.slice(1).map(c=>this.parse(c))]}return o.map(l=>this.parse(l))});if(this.debug(this.pattern,r),
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
".."||!l||l==="."||l===".."||!u||u==="."||u==="..")continue;e=!0,n.splice(r,1);let c=n.slice(0);c[r]="**",t.push(c),r--}
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
/^[a-z]:$/i.test(t[3]),u=typeof e[0]=="string"&&/^[a-z]:$/i.test(e[0]),c=!u&&e[0]===""&&e[1]===""&&e[2]==="?"&&typeof e[3]==
"string"&&/^[a-z]:$/i.test(e[3]),d=l?3:a?0:void 0,p=c?3:u?0:void 0;if(typeof d=="number"&&typeof p=="number"){let[f,h]=[
t[d],e[p]];f.toLowerCase()===h.toLowerCase()&&(e[p]=f,o=p,r=d)}}let{optimizationLevel:i=1}=this.options;return i>=2&&(t=
this.levelTwoFileOptimize(t)),e.includes(ft)?this.#t(t,e,n,r,o):this.#e(t,e,n,r,o)}#t(t,e,n,r,o){let i=e.indexOf(ft,o),a=e.
lastIndexOf(ft),[l,u,c]=n?[e.slice(o,i),e.slice(i+1),[]]:[e.slice(o,i),e.slice(i+1,a),e.slice(a+1)];if(l.length){let w=t.
slice(r,r+l.length);if(!this.#e(w,l,n,0,0))return!1;r+=l.length,o+=l.length}let d=0;if(c.length){if(c.length+r>t.length)
return!1;let w=t.length-c.length;if(this.#e(t,c,n,w,0))d=c.length;else{if(t[t.length-1]!==""||r+c.length===t.length||(w--,
!this.#e(t,c,n,w,0)))return!1;d=c.length+1}}if(!u.length){let w=!!d;for(let v=r;v<t.length-d;v++){let $=String(t[v]);if(w=
!0,$==="."||$===".."||!this.options.dot&&$.startsWith("."))return!1}return n||w}let p=[[[],0]],f=p[0],h=0,g=[0];for(let w of u)
w===ft?(g.push(h),f=[[],0],p.push(f)):(f[0].push(w),h++);let m=p.length-1,y=t.length-d;for(let w of p)w[1]=y-(g[m--]+w[0].
length);return!!this.#s(t,p,r,0,n,0,!!d)}#s(t,e,n,r,o,i,a){let l=e[r];if(!l){for(let d=n;d<t.length;d++){a=!0;let p=t[d];
if(p==="."||p===".."||!this.options.dot&&p.startsWith("."))return!1}return a}let[u,c]=l;for(;n<=c;){if(this.#e(t.slice(0,
n+u.length),u,o,n,0)&&i<this.maxGlobstarRecursion){let f=this.#s(t,e,n+u.length,r+1,o,i+1,a);if(f!==!1)return f}let p=t[n];
if(p==="."||p===".."||!this.options.dot&&p.startsWith("."))return!1;n++}return o||null}#e(t,e,n,r,o){let i,a,l,u;for(i=r,
a=o,u=t.length,l=e.length;i<u&&a<l;i++,a++){this.debug("matchOne loop");let c=e[a],d=t[i];if(this.debug(e,c,d),c===!1||c===
ft)return!1;let p;if(typeof c=="string"?(p=d===c,this.debug("string match",c,d,p)):(p=c.test(d),this.debug("pattern matc\
h",c,d,p)),!p)return!1}if(i===u&&a===l)return!0;if(i===u)return n;if(a===l)return i===u-1&&t[i]==="";throw new Error("wt\
f?")}braceExpand(){return ol(this.pattern,this.options)}parse(t){Pe(t);let e=this.options;if(t==="**")return ft;if(t==="")
return"";let n,r=null;(n=t.match(ad))?r=e.dot?ud:ld:(n=t.match(Yc))?r=(e.nocase?e.dot?ed:td:e.dot?Qc:Zc)(n[1]):(n=t.match(
cd))?r=(e.nocase?e.dot?fd:dd:e.dot?pd:hd)(n):(n=t.match(nd))?r=e.dot?rd:sd:(n=t.match(od))&&(r=id);let o=Kt.fromGlob(t,this.
options).toMMPattern();return r&&typeof o=="object"&&Reflect.defineProperty(o,"test",{value:r}),o}makeRe(){if(this.regexp||
this.regexp===!1)return this.regexp;let t=this.set;if(!t.length)return this.regexp=!1,this.regexp;let e=this.options,n=e.
noglobstar?wd:e.dot?yd:bd,r=new Set(e.nocase?["i"]:[]),o=t.map(l=>{let u=l.map(d=>{if(d instanceof RegExp)for(let p of d.
flags.split(""))r.add(p);return typeof d=="string"?xd(d):d===ft?ft:d._src});u.forEach((d,p)=>{let f=u[p+1],h=u[p-1];d!==
ft||h===ft||(h===void 0?f!==void 0&&f!==ft?u[p+1]="(?:\\/|"+n+"\\/)?"+f:u[p]=n:f===void 0?u[p-1]=h+"(?:\\/|\\/"+n+")?":f!==
ft&&(u[p-1]=h+"(?:\\/|\\/"+n+"\\/)"+f,u[p+1]=ft))});let c=u.filter(d=>d!==ft);if(this.partial&&c.length>=1){let d=[];for(let p=1;p<=
c.length;p++)d.push(c.slice(0,p).join("/"));return"(?:"+d.join("|")+")"}return c.join("/")}).join("|"),[i,a]=t.length>1?
["(?:",")"]:["",""];o="^"+i+o+a+"$",this.partial&&(o="^(?:\\/|"+i+o.slice(1,-1)+a+")$"),this.negate&&(o="^(?!"+o+").+$");
try{this.regexp=new RegExp(o,[...r].join(""))}catch{this.regexp=!1}return this.regexp}slashSplit(t){return this.preserveMultipleSlashes?
t.split("/"):this.isWindows&&/^\/\/[^/]+/.test(t)?["",...t.split(/\/+/)]:t.split(/\/+/)}match(t,e=this.partial){if(this.
debug("match",t,this.pattern),this.comment)return!1;if(this.empty)return t==="";if(t==="/"&&e)return!0;let n=this.options;
this.isWindows&&(t=t.split("\\").join("/"));let r=this.slashSplit(t);this.debug(this.pattern,"split",r);let o=this.set;this.
debug(this.pattern,"set",o);let i=r[r.length-1];if(!i)for(let a=r.length-2;!i&&a>=0;a--)i=r[a];for(let a of o){let l=r;if(n.
matchBase&&a.length===1&&(l=[i]),this.matchOne(l,a,e))return n.flipNegate?!0:!this.negate}return n.flipNegate?!1:this.negate}static defaults(t){
return gt.defaults(t).Minimatch}};gt.AST=Kt;gt.Minimatch=Ft;gt.escape=Ds;gt.unescape=Wt;var al="--follow-symbolic-links";function ll(s,t,e={}){let n=Js(s),r=Ed(e.leaveOut??[]),o=Ad(t[0]),i=(o?t.slice(1):t).flatMap(
u=>u.split(`
`)).map(u=>u.trim()).filter(u=>u!==""&&!u.startsWith("#")).flatMap(u=>Cd(Nd(n,u))),a=(0,Us.createHash)("sha256"),l=0;for(let u of Fd(
i,o,r)){if(!u.startsWith(`${n}${Nn}`))continue;let c;try{if(r.any&&(0,yt.lstatSync)(u).isSymbolicLink()&&r.holds((0,yt.realpathSync)(
u)))continue;let d=(0,yt.statSync)(u);if(d.isDirectory())continue;if(!d.isFile())throw new S("hash-files-failed",`hashFi\
les() cannot hash ${u}: it is not a regular file (${Td(d)})`);c=(0,yt.readFileSync)(u)}catch(d){throw d instanceof S?d:Hs(
u,d)}a.update((0,Us.createHash)("sha256").update(c).digest()),l+=1}return l>0?a.digest("hex"):""}function Ad(s){if(s===void 0||
!s.startsWith("--"))return!1;if(s.toLowerCase()===al)return!0;throw new S("hash-files-failed",`hashFiles(): invalid glob\
 option ${s}: the one option is '${al}', as the first argument`)}function Ed(s){let t=new Set(s.map(n=>Js(n)));for(let n of[
...t])try{t.add((0,yt.realpathSync)(n))}catch{}let e=[...t];return{any:e.length>0,holds:n=>e.some(r=>n===r||n.startsWith(
r.endsWith(Nn)?r:`${r}${Nn}`))}}function Hs(s,t){let e=t.code??String(t);return new S("hash-files-failed",`hashFiles() c\
ould not read ${s}: ${e}`)}function Td(s){return s.isFIFO()?"a FIFO":s.isSocket()?"a socket":s.isCharacterDevice()||s.isBlockDevice()?
"a device":"not a file"}var ul={dot:!0,nobrace:!0,nocase:process.platform==="win32",nocomment:!0,noext:!0,nonegate:!0};function Nd(s,t){
let e=!1,n=t;for(;n.startsWith("!");)e=!e,n=n.slice(1).trim();if(n==="")throw new S("hash-files-failed",`hashFiles(): th\
e pattern '${t}' is empty`);let r=Od(n),o=n.endsWith("/"),i=n.split("/").filter(f=>f!==""),a=r?Nn:s;!r&&i[0]==="."?i.shift():
!r&&i[0]==="~"&&(a=Rd(),i.shift());let l=i.map(_d);if(l.some(f=>f==="."||f===".."))throw new S("hash-files-failed",`hash\
Files(): invalid pattern '${t}': relative pathing '.' and '..' is not allowed`);let u=l.indexOf(null),c=u===-1?l:l.slice(
0,u),d=Md(a),p=i.length===0?d:`${d.endsWith("/")?d:`${d}/`}${i.join("/")}`;return{negate:e,directories:o,glob:p,matcher:new Ft(
p,ul),searchPath:Js(a,...c)}}function _d(s){let t="";for(let e=0;e<s.length;e++){let n=s[e];if(n==="\\"&&e+1<s.length){e+=
1,t+=s[e];continue}if(n==="*"||n==="?")return null;if(n==="["&&e+1<s.length){let r="",o=-1;for(let i=e+1;i<s.length;i++){
let a=s[i];if(a==="\\"&&i+1<s.length)i+=1,r+=s[i];else if(a==="]"){o=i;break}else r+=a}if(o>=0){if(r.length>1)return null;
if(r!==""){t+=r,e=o;continue}}}t+=n}return t}function Cd(s){if(s.glob.endsWith("/**")&&!s.directories)return[s];let t=`${s.
glob}/**`;return[s,{...s,directories:!1,glob:t,matcher:new Ft(t,ul)}]}function Md(s){return s.replaceAll("\\","\\\\").replace(
/(\[)(?=[^/]+\])/g,"[[]").replace(/\?/g,"[?]").replace(/\*/g,"[*]")}var Ee={none:0,directory:1,file:2,all:3};function jd(s,t){
let e=Ee.none;for(let n of s){if(!n.matcher.match(t))continue;let r=n.directories?Ee.directory:Ee.all;e=n.negate?e&~r:e|
r}return e}function Ld(s,t){return s.some(e=>!e.negate&&e.matcher.match(t,!0))}function*Fd(s,t,e){let n=s.filter(i=>!i.negate).
map(i=>i.searchPath),r=new Set(n),o=[];for(let i of n){if(o.includes(i))continue;let a=!1;for(let l=i,u=il(l);u!==l;l=u,
u=il(l))r.has(u)&&(a=!0);a||o.push(i)}for(let i of o){let a=[{path:i,chain:[]}];for(;a.length>0;){let l=a.pop();if(e.holds(
l.path))continue;let u=jd(s,l.path);if(!u&&!Ld(s,l.path))continue;let c;try{c=t?(0,yt.statSync)(l.path):(0,yt.lstatSync)(
l.path)}catch(g){if(g.code==="ENOENT")continue;throw Hs(l.path,g)}if(!c.isDirectory()){u&Ee.file&&(yield l.path);continue}
let d=l.path,p;try{if(t&&(d=(0,yt.realpathSync)(l.path)),l.chain.includes(d)||t&&e.holds(d))continue;p=(0,yt.readdirSync)(
l.path)}catch(g){throw Hs(l.path,g)}u&Ee.directory&&(yield l.path);let f=[...l.chain,d],h=p.map(g=>({path:Pd(l.path,g),chain:f}));
a.push(...h.reverse())}}}import{isAbsolute as Id,resolve as Wd}from"node:path";function cl(s,t,e=it.agentOutputBytes){let n;try{n=Dr(Wd(t,s),e)}catch(r){let o=r.code,i=o==="EACCES"||o==="EPERM"?"perm\
ission denied":o??String(r);throw Gs("agent-output-unreadable",`cannot read ${s}: ${i}`,r)}switch(n.kind){case"missing":
throw Gs("agent-output-missing",`there is no file ${s}${Id(s)?"":" in the workspace"}: give the file the agent's step wr\
ote its CLI's output to (\`codex exec --json \u2026 > codex.jsonl\`, or claude-code-action's \`execution_file\` output), relative\
 to the workspace or absolute, or leave ${Y.agentOutput} empty`);case"not-regular":throw Gs("agent-output-unreadable",`${s}\
 is ${n.what}; give a regular file, the one the agent's step wrote its output to (links are never followed)`);case"file":{
let{bytes:r,size:o}=n,i=r.length<o?r.indexOf(10):-1,a=r.length<o?r.subarray(i===-1?r.length:i+1):r;return{path:s,text:Me(
a),bytes:o,cut:o-a.length}}}}function Gs(s,t,e){return new S(s,t,{where:Y.agentOutput,...e===void 0?{}:{cause:e}})}var dl=64*1024,_n=4096,Dd=4096,Bs=16,Mn=class{#t;#s;#e;#n="";#r="";#i=0;#a=!1;#o;#u;constructor(t,e,n={}){this.#t=t,this.#s=
e,this.#o=n.holdWhatMayGoOn??!1,this.#u=n.quietMs===void 0?void 0:new ce(n.quietMs,()=>this.flush());let r=n.hide;this.#e=
new ue(o=>{this.#n+=r===void 0?o:r(o),this.#a=!0})}push(t,e){this.#a=!1,this.#e.push(t,e),this.#a&&this.#c(!1),this.#u?.
arm()}flush(){this.#c(!0)}stop(){this.#u?.stop()}end(){this.stop(),this.#e.end("stdout"),this.#e.end("stderr"),this.#n!==
""&&this.#f(this.#n.length)}#c(t){let e=this.#n;if(e==="")return;let n=t&&!(this.#o&&Xr(this.#r+e,this.#t));if(!n&&e.length<
this.#i&&e.length<=dl)return;let r=Z(this.#r+e,this.#t),o=r.redactions.length>0,i=Cn(e,e.length-1);if(n&&Cn(e,e.length)===
e.length&&(!o||this.#p(r.text,i))){this.#f(e.length);return}let a=Yr(this.#r+e,this.#t)-this.#r.length,l=o||a>=-this.#r.
length?Bs:1;for(let u=i;u>0&&l>0;l--,u=Cn(e,u-1))if(!(a>=-this.#r.length&&u>a)){if(!o||this.#p(r.text,u)){this.#f(u);break}
this.#i=e.length+Math.max(_n,e.length>>2)}for(;this.#n.length>dl;)this.#d()}#d(){let t=this.#n,e=Z(this.#r+t,this.#t).text,
n=Bs;for(let u=t.length-_n;u>0&&n>0;u--)if(Ud(t,u-1)&&(n--,this.#p(e,u))){this.#f(u);return}let r=He(this.#r+t,this.#t),
o=this.#r.length,i=t.length-_n,a=0,l=r.length-1;for(n=Bs;i>0&&n>0;i--){for(;l>=0&&r[l].start-o>=i;)l--;if(l>=0&&r[l].end-
o>i&&(i=r[l].start-o,i<=0))break;if(!Hd(t.charCodeAt(i))&&(a||=i,n--,this.#p(e,i))){this.#f(i);return}}this.#f(a>0?a:t.length-
_n)}#p(t,e){return Je(this.#r+this.#n,this.#r.length+e,this.#t,t)}#f(t){let e=this.#n.slice(0,t);this.#n=this.#n.slice(t),
this.#i=0;let n=Z(this.#r+e,this.#t).text,r=Z(this.#r,this.#t).text,o=0;for(;o<r.length&&o<n.length&&n[o]===r[o];)o++;let i=n.
lastIndexOf(xt.markerPrefix,o-1);i>=0&&i<o&&n.indexOf(xt.markerSuffix,i)>=o&&(o=i);let a=n.slice(o),l=this.#r+e;this.#r=
l.slice(Cn(l,l.length-1)).slice(-Dd),a!==""&&this.#s(a)}};function Cn(s,t){for(let e=Math.min(t,s.length)-1;e>=0;e--){let n=s.
charCodeAt(e);if(n===zs||n===fl&&s.charCodeAt(e+1)!==zs)return e+1}return 0}var zs=10,fl=13;function Ud(s,t){let e=s.charCodeAt(
t);if(Jd(e)||e===27||e>=55296&&e<=56319)return!1;if(e!==32&&e!==9)return!0;let n=t;for(;n>0&&(s.charCodeAt(n-1)===32||s.
charCodeAt(n-1)===9);)n--;let r=s.charCodeAt(n-1);return r!==zs&&r!==fl}function Hd(s){return s>=56320&&s<=57343}function Jd(s){
return s>=48&&s<=57||s>=65&&s<=90||s>=97&&s<=122||s===43||s===47||s===61||s===95||s===45||s===46||s===37}var hl=1024*1024,pl=`[baton: this step printed more than ${hl/(1024*1024)} MiB while it ran; the rest is written here wh\
en it ends, and its output is then kept as the runner keeps it: the last 1 MiB]
`,jn=class{#t;#s;#e="";#n=0;#r=!1;#i=!1;constructor(t,e,n){this.#s=n,this.#t=new Mn(t,r=>this.#a(r),{holdWhatMayGoOn:!0,
hide:e,quietMs:500})}push(t,e){this.#i||this.#r||t===""||this.#t.push(t,e)}end(){return this.#i=!0,this.#t.stop(),this.#e}#a(t){
this.#i||this.#r||(this.#o(t),!(this.#n<=hl)&&(this.#r=!0,this.#o(this.#e.endsWith(`
`)?pl:`
${pl}`)))}#o(t){this.#s(t),this.#e+=t,this.#n+=Buffer.byteLength(t)}};var Qd="-event.json",tf={output:st.output,env:st.env,path:st.path,state:st.state,step_summary:st.stepSummary},Ln=class{#t;expressions;#s;#e;#n;#r=new Map;#i=Promise.
resolve();#a=[];#o=new Map;#u=new Map;#c=new Map;host;constructor(t){this.#t=t,this.expressions=t.expressions,this.host=
{hashFiles:e=>ll(t.workspace,e,{leaveOut:[t.storeDir]})},this.#n=t.now??(()=>new Date),this.#e=t.tempPlace??qe(t.tempDir),
this.#s=new xo({root:t.workspace,tempDir:t.tempDir,privateTempDir:!0,tempPlace:this.#e,now:this.#n})}now(){return this.#n()}emit(t){
if(this.#t.emit(t),t.type==="step-finished"&&(t.outcome==="failure"||t.outcome==="cancelled")){this.#C.has(`${t.leg}\0${t.
step}`)||this.#W(t.leg,t.step,`\u2500\u2500 step ${t.step+1}: ${t.name}
`);let e=t.message??t.outcome;this.#x(t.leg,`${t.outcome==="cancelled"?"Cancelled":"Error"}: ${e}
`)}t.type==="job-finished"&&this.#V(t.leg)}summary(t,e,n){let r=Pt(this.#t.runDir,ut.summary),o=Z(`${Ys(t,e)}${n.trimEnd()}\


`,this.#t.secrets).text,i=Buffer.byteLength(o),a=this.#a?.at(-1);this.#a?.push({job:t,leg:e,offset:a?a.offset+a.bytes:0,
bytes:i}),this.#i=this.#i.then(()=>Gd(r,o)).catch(l=>{this.#q({name:ut.summary,what:"the step summaries",kind:"the step \
summaries",error:l}),this.#a=null})}summaryParts(){return this.#a}async settle(){let t=[];try{await this.#t.recordWrites?.
flush()}catch(r){t.push(bt(r))}let e=await this.drain();e!==null&&t.push(e);let n=this.#t.eventsFailure?.()??null;return n!==
null&&t.push(n),t.length===0?null:t.join(`
`)}async createStepFiles(){let t=Pt(this.#t.tempDir,"step-"),e=await zd(t).catch(o=>{throw Bt(this.#e,`${t}XXXXXX`,"a st\
ep's directory of file commands",o,{made:!0})}),n={output:Pt(e,"output"),env:Pt(e,"env"),path:Pt(e,"path"),state:Pt(e,"s\
tate"),step_summary:Pt(e,"summary")},r=Object.keys(n);return await Promise.all(r.map(o=>ml(n[o],"",{flag:"wx",mode:384}))).
catch(o=>{let i=r.find(a=>n[a]===o.path)??"output";throw Bt(this.#e,n[i],`the step's ${tf[i]} file`,o)}),n}async runScript(t){
await this.#t.recordWrites?.settled(),this.#p(t.defaults.GITHUB_EVENT_PATH);let e=t.files??await this.createStepFiles();
try{let n={...this.#H(t),[st.output]:e.output,[st.env]:e.env,[st.path]:e.path,[st.state]:e.state,[st.stepSummary]:e.step_summary},
r=0,o=A=>{this.#A(A.slice(r)),r=A.length},i=new Sn({allowUnsecureCommands:n.ACTIONS_ALLOW_UNSECURE_COMMANDS?.toLowerCase()===
"true",allowUnsecureStopCommandTokens:["true","1","$true"].includes(n.ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TOKENS?.toLowerCase()??
""),redact:(A,k)=>(o(k),Z(A,this.#t.secrets).text)}),a=this.#U(t),l=`\u2500\u2500 step ${t.step+1}: ${t.name}
`,u=this.#W(t.leg,t.step,l),c=new jn(this.#t.secrets,A=>Os(A,i.masks),A=>this.#j(t.leg,A)),d,p;try{d=await this.#L(t).run(
{script:t.script,shell:t.shell??qo,cwd:this.#K(t.workingDirectory),env:n,signal:t.signal,stop:"interrupt",kill:t.kill,onOutput:(A,k)=>{
i.push(A,k),o(i.masks),a?.push(A,k),c.push(A,k)}})}finally{a?.end(),p=c.end()}let{masks:f,annotations:h,commands:g}=i.end();
o(f);let m=this.#M(Os(d.output,f));this.#h(t.leg,u+p,this.#M(l)+m);let[[y,w,v],{text:$,...T}]=await Promise.all([Promise.
all([e.output,e.env,e.path].map(A=>Kd(A,"utf8"))),nf(e.step_summary)]);return{exitCode:d.exitCode,signal:d.signal,files:{
output:y??"",env:w??"",path:v??"",summary:$},...T,masks:f,annotations:h,commands:g,output:m}}finally{await gl(Xd(e.output),
{recursive:!0,force:!0})}}#d;eventPath(t){return`${t}${Qd}`}#p(t){if(!(t===void 0||t===""))try{this.#w(t)}catch(e){throw Bt(
this.#e,t,"the event payload (GITHUB_EVENT_PATH)",e)}}#f(){return this.#d??=Buffer.from(JSON.stringify(this.#t.github.event,
null,2)),this.#d}#w(t){let e=this.#f(),n;try{n=(0,tt.openSync)(t,tt.constants.O_RDONLY|tt.constants.O_NOFOLLOW|tt.constants.
O_NONBLOCK);let o=(0,tt.fstatSync)(n);if(o.isFile()&&o.size===e.length&&(0,tt.readFileSync)(n).equals(e))return}catch(o){
if(o.code==="ENOENT"){(0,tt.writeFileSync)(t,e,{flag:"wx",mode:384});return}}finally{n!==void 0&&(0,tt.closeSync)(n)}let r=`${t}\
.${(0,yl.randomUUID)()}`;(0,tt.writeFileSync)(r,e,{flag:"wx",mode:384});try{(0,tt.renameSync)(r,t)}catch{(0,tt.rmSync)(t,
{recursive:!0,force:!0}),(0,tt.renameSync)(r,t)}}#v=0;#g;legTemp={open:async t=>{let e=this.#g;this.#g=void 0;let n=(e&&
await e)??this.#y();return this.#g??=this.#_(),n},close:async t=>{sf(t,this.#m.get(t)??[]),this.#m.delete(t);let e=this.#S(
t);this.#R.add(e),e.finally(()=>this.#R.delete(e))}};#N(){return this.#v+=1,Pt(this.#t.tempDir,`runner-temp-${this.#v}`)}#y(){
let t=this.#N();try{(0,tt.mkdirSync)(t,{mode:448})}catch(e){throw Bt(this.#e,t,"the job's temp dir (RUNNER_TEMP)",e,{made:!0})}
return t}async#_(){let t=this.#N();try{await Bd(t,{mode:448})}catch{return null}try{return await ml(this.eventPath(t),this.#f(),
{flag:"wx",mode:384}),t}catch{return await this.#S(t),null}}#R=new Set;async#S(t){try{await gl(this.eventPath(t),{recursive:!0,
force:!0}),await Vd(t)}catch{await en(t)}}#m=new Map;#k=new Set;#b=null;pauseCommands(){if(this.#b!==null)return;let t=new Map;
for(let[n,r]of this.#m)for(let o of r)this.#k.has(o)||t.set(o,n);let e=[...this.#k,...rf(t)];for(let n of e)Xs(n,"SIGSTO\
P");this.#b=e}resumeCommands(){let t=this.#b??[];this.#b=null;for(let e of t)Xs(e,"SIGCONT")}#U(t){let e=this.#t.onOutput;
if(e===void 0)return;let n=new An(()=>this.#t.secrets,o=>{let i=vn(o,wa);(i===null||i.form==="legacy"&&!kn.has(i.command))&&
e({job:t.job,leg:t.leg,line:o})}),r=new ce(500,()=>n.flush());return{push:(o,i)=>{n.push(o,i),r.arm()},end:()=>{r.stop(),
n.end()}}}#L(t){let e=t.defaults.RUNNER_TEMP;return{run:async n=>{let r;try{return await this.#t.runner.run({...n,onStart:o=>{
if(r=o,this.#k.add(o),this.#b!==null&&(Xs(o,"SIGSTOP"),this.#b.push(o)),e!==void 0){for(let[a,l]of this.#m)a!==e&&l.includes(
o)&&this.#m.set(a,l.filter(u=>u!==o));let i=this.#m.get(e)??[];i.push(o),this.#m.set(e,i)}n.onStart?.(o)}})}finally{r!==
void 0&&this.#k.delete(r)}}}}async loadAction(t){let e=this.#t.parseAction;if(!e)throw new S("action-invalid",`${t}: loc\
al actions cannot be read here`);return Oo(this.#t.workspace,t,e)}async runAction(t){switch(this.#p(t.defaults.GITHUB_EVENT_PATH),
t.action){case"stage":return this.#O(t);case"prepare":return this.#I(t);case"capture":return this.#G(t);case"report":return this.#B(
t)}}#F(t,e){let n=this.#t.workflow,o=n.jobs.find(i=>i.id===t.job)?.steps[t.step]?.with[Y.prompt];return{mode:e,job:t.job,
stageJob:t.stageJob,matrix:t.matrix,...t.upstream===void 0?{}:{upstream:t.upstream},...t.needsFacts===void 0?{}:{needsFacts:t.
needsFacts},workflowJobs:t.jobIds,...t.workflowUnread===void 0?{}:{workflowUnread:t.workflowUnread},github:this.#t.github,
...this.#t.madeEvent===void 0?{}:{madeEvent:this.#t.madeEvent},...this.#t.madeEventRun===void 0?{}:{madeEventRun:this.#t.
madeEventRun},run:this.#t.run,parentRun:this.#t.parentRun??null,secrets:[...t.secrets,...ze(this.#H(t))],promptSource:`${o?
ot(n.fileName,o.position):n.fileName} jobs.${t.job} prompt`,readFile:i=>Ro(this.#t.workspace,i,it.templateBytes),parseVars:oi,
parseDataSchema:qr}}#H(t){let e={CI:"true",...this.#t.baseEnv,...t.env,...t.defaults};return e.PATH=ef(t.path,e.PATH),e}async#O(t){
let e;try{e=tn(t.inputs,this.#F(t,"stage"))}catch(a){if(!(a instanceof S))throw a;return{ok:!1,outputs:{...Ci()},env:{},
summary:"",recorded:[],message:bt(a)}}this.#D(t,e.redact),this.#z(t),this.#W(t.leg,t.step,`\u2500\u2500 step ${t.step+1}\
: stage ${e.stage}
`);let n=this.#U(t),r;try{r=await Xi(e,{openRun:this.#t.openRun,store:this.#t.store,workspace:this.#s,runner:this.#L(t),
env:this.#H(t),signal:t.signal,reporter:this.#X(t),...n?{onOutput:(a,l)=>n.push(a,l)}:{}})}finally{n?.end()}let o=r.attempts.
filter(a=>a.logged).map(a=>a.record.attempt),i=o.length===r.attempts.length?`the agent's output is in ${qn.log} of each \
attempt`:o.length===0?"the agent did not run":`the agent's output is in ${qn.log} of attempt ${o.join(", ")}`;return this.#x(
t.leg,`[baton] stage ${e.stage}: ${r.attempts.length} attempt(s), ${r.outcome.reason}; ${i}
`),{ok:r.ok,outputs:{...r.outputs},env:{},summary:qs(r.final,e.redact,this.#t.secrets),recorded:r.attempts.map(Vs),message:r.
outcome.message}}async#I(t){let e=tn(t.inputs,this.#F(t,"prepare"));this.#D(t,e.redact),this.#z(t);let n=await fn(e,{openRun:this.#t.
openRun,store:this.#t.store,workspace:this.#s});if(n.kind==="refused")return{ok:!1,outputs:ws("prepare",n.result.outputs),
env:{},summary:qs(n.result.final,e.redact,this.#t.secrets),recorded:n.result.attempts.map(Vs),message:n.result.outcome.message};
let{prepared:r}=n;for(let o of r.warnings)this.#P(t,"warning",o.message);return this.#r.set(`${t.leg}\0${e.stage}`,{prepared:r,
redact:hs(t.inputs[Y.redact]??"")}),{ok:!0,outputs:{"prompt-path":r.promptPath,"handoff-path":r.handoffPath},env:{BATON_PROMPT_PATH:r.
promptPath,BATON_HANDOFF_PATH:r.handoffPath,BATON_STAGE:e.stage},summary:"",recorded:[],message:null}}async#G(t){let e=tn(
t.inputs,this.#F(t,"capture"));this.#D(t,e.redact);let n=`${t.leg}\0${e.stage}`,r=this.#r.get(n);if(!r)throw new S("capt\
ure-without-prepare",`stage ${e.stage}: no prepare step ran before this capture in job ${t.job}`);this.#r.delete(n);let{
prepared:o}=r,i=new Set(hs(t.inputs[Y.redact]??"")),a=ni(r.redact.length,r.redact.filter(p=>i.has(p)).length);if(a)throw a;
let l=ri(t.inputs),u=si(e,o,l),c=l===null?void 0:cl(l,this.#t.workspace),d=await dn(u,o,null,{store:this.#t.store,workspace:this.#s},
{cancelled:t.signal.aborted,...c===void 0?{}:{agentOutput:c}});return{ok:un(d.outcome.reason),outputs:ws("capture",d.outputs),
env:{},summary:qs(d,e.redact,this.#t.secrets),recorded:[Vs(d)],message:d.outcome.message}}async#B(t){let e={name:this.#t.
github.event_name,payload:this.#t.github.event},n;try{n=ds(t.inputs,e)}catch(a){if(!(a instanceof S))throw a;if(a.code!==
"issue-number-missing")return{ok:!1,outputs:{},env:{},summary:"",recorded:[],message:bt(a)};this.#P(t,"warning",`on GitH\
ub this step fails: ${a.message}`),n={...ds({...t.inputs,[Y.mode]:"summary"},e),mode:Ko(t.inputs)}}let r=await Zs(this.#t.
store),o=a=>zo(r,{fit:a,workflow:this.#t.workflow.name??this.#t.workflow.fileName,runId:this.#t.run.id,key:n.key,includeDetail:n.
includeDetail,recordsLocation:`\`${Yd(this.#t.workspace,this.#t.runDir)||this.#t.runDir}\``,runUrl:null,secrets:t.secrets,
cancelled:this.#t.runCancelled?.()??!1,...n.run===null?{}:{run:n.run,skippedJobs:{runAttempt:this.#t.run.attempt,jobs:n.
run.skippedJobs}}});await Ve(Pt(this.#t.runDir,ut.report),o("comment")),this.#P(t,"info",`report written to ${Pt(this.#t.
runDir,ut.report)}; no comment is posted from a local run`);let i=n.mode==="comment"?"":o("job-summary");return{ok:!0,outputs:{},
env:{},summary:i,recorded:[],message:null}}#z(t){let e=t.inputs[Y.parentRun]?.trim();e&&this.#P(t,"warning",`${Y.parentRun}\
 ${JSON.stringify(e)} is not read by baton run: the parent run here is the one given with --parent <run-id|latest>${this.#t.
parentRun?` (${this.#t.parentRun})`:" (none)"}`)}#P(t,e,n){this.#t.emit({type:"notice",at:this.#n().toISOString(),level:e,
job:t.job,leg:t.leg,message:n})}#X(t){return{info:e=>this.#x(t.leg,`[baton] ${e}
`),warning:e=>this.#P(t,"warning",e),error:e=>this.#P(t,"error",e),group:(e,n)=>n()}}#K(t){return t?Zd(this.#t.workspace,
t):this.#t.workspace}#C=new Set;#W(t,e,n){return this.#C.add(`${t}\0${e}`),this.#x(t,n)}addSecrets(t){this.#A(t)}#D(t,e){
let n=Da(e).flatMap(Rs);this.#A(n),t.addMasks(n)}#A(t){for(let e of t)this.#t.secrets.includes(e)||this.#t.secrets.push(
e)}#x(t,e){let n=this.#M(e);return this.#j(t,n),n}#M(t){return Z(t.endsWith(`
`)||t===""?t:`${t}
`,this.#t.secrets).text}#h(t,e,n){if(n.startsWith(e)){n.length>e.length&&this.#j(t,n.slice(e.length));return}let r=Buffer.
byteLength(e);this.#J(t,async o=>{let{size:i}=await o.stat();if(i<r)throw new Error(`it holds ${i} bytes, fewer than the\
 ${r} written of the step`);await o.truncate(i-r),await o.writeFile(n)})}#j(t,e){this.#J(t,n=>n.writeFile(e))}#J(t,e){let n=this.#o.
get(t);if(n===void 0){let r=Pt(this.#t.runDir,fe(t)),o=(this.#u.get(t)??Promise.resolve()).then(()=>bl(r,"a",438));n=o.catch(
()=>{}),this.#o.set(t,n),this.#u.set(t,o.then(()=>{}))}this.#E(t,n,e)}#V(t){let e=this.#o.get(t);e!==void 0&&(this.#o.delete(
t),this.#E(t,e,async n=>{let{nlink:r}=await n.stat();if(await n.close(),r===0)throw Object.assign(new Error("ENOENT: the\
 file was removed while the run wrote it"),{code:"ENOENT"})}))}#E(t,e,n){let r=(this.#u.get(t)??Promise.resolve()).then(
async()=>{let o=await e;o!==void 0&&await n(o)}).catch(o=>{this.#q({name:fe(t),what:`the job log of ${t}`,kind:"the job \
logs",error:o})});this.#u.set(t,r)}#q(t){this.#c.has(t.name)||this.#c.set(t.name,t)}async drain(){let t=await this.#g;this.#g=
void 0,t&&await this.#S(t),await Promise.all(this.#R),await this.#i;for(let e of[...this.#o.keys()])this.#V(e);return await Promise.
all(this.#u.values()),this.#c.size===0?null:Lo(this.#t.runDir,[...this.#c.values()]).join(`
`)}};function Ys(s,t){return`## ${t===s?s:`${s} (${t})`}

`}function Vs(s){let{stage:t,attempt:e,status:n,outcome:r}=s.record;return{stage:t,attempt:e,status:Ao(n,r.reason),warnings:Mi(
s.record)}}function ef(s,t){return[...s,...t?[t]:[]].join(qd)}function qs(s,t,e){let{record:n,handoff:r}=s,o=[...t,...e];
return Wa(Ia({record:n,handoff:r,secrets:o}),o)}async function nf(s){let t=await bl(s,"r");try{let{size:e}=await t.stat();
return e>it.stepSummaryFileBytes?{text:"",summaryBytes:e}:{text:await t.readFile("utf8")}}finally{await t.close()}}async function Zs(s){
let t=await s.list();return(await Promise.all(t.map(n=>s.getAttempt(n.stage,n.attempt,n.runAttempt)))).filter(n=>n!==void 0)}
function sf(s,t){let e=t.filter(o=>{try{return process.kill(-o,0),!0}catch{return!1}});if(e.length===0)return;let n=be();
if(n===null){for(let o of e)wl(-o);return}let r=`RUNNER_TEMP=${s}`;for(let o of n)Ss(o,r)&&wl(o)}function rf(s){if(s.size===
0)return[];let t=new Set;for(let e of be()??[]){let n=pn(e),r=n===null?void 0:s.get(n.group);n===null||r===void 0||n.state===
"Z"||t.has(n.group)||Ss(e,`RUNNER_TEMP=${r}`)&&t.add(n.group)}return[...t]}function Xs(s,t){try{process.kill(-s,t)}catch{}}
function wl(s){try{process.kill(s,"SIGKILL")}catch{}}import{lstat as of}from"node:fs/promises";import{join as af}from"node:path";async function kl(s,t,e,n){let r;try{r=await s.resolve(t)}catch(p){throw p instanceof S?new S(p.code,p.message,{where:e.
parent,details:p.details}):p}let o=`give ${e.parent} another run`,i=(p,f,h="parent-invalid")=>new S(h,`run ${r} ${p}`,{where:e.
parent,details:f}),a=s.runDir(r),l=af(a,ne);if(await of(l).then(()=>!1,p=>Lt(p,"ENOENT")))throw i(`cannot be continued: \
it has no ${ne}, so it holds no run (a run that could not start leaves such a directory)`,[`remove it (rmdir ${Co(a)}) i\
f it is empty, then start this run again; or ${o}`]);let u=await s.readSummary(r).catch(p=>{throw p instanceof S?i(`cann\
ot be continued: its ${ne} cannot be read`,[...Gn(p),o]):p});if(sn(u)==="running"&&n.GITHUB_RUN_ID!==r){let p=rn(u),f=p===
null?`run ${r} is still running`:on(r,p);throw new S("parent-running",`${f}: its last records may not be stored yet, and\
 this run's hops count on from them`,{where:e.parent,details:[`wait for it to end${p===null?"":" there"}, then start thi\
s run again; a run started by one of its steps (GITHUB_RUN_ID names it) continues it while it runs`,...p===null?[]:[an(p,
a,`give ${e.parent} another run, or remove it`)]]})}let{unreadable:c,notStored:d}=await Di(await s.open(r),u);if(d!==null){
let p=d.records.length;throw i(`cannot be continued: ${p===1?"a record":`${p} records`} of its jobs ${p===1?"was":"were"}\
 never stored, and this run's hops count on from them`,[...d.records.map(f=>f.reason),...c.map(f=>f.reason.split(`
`)[0]),d.fix,`then give ${e.parent} that run, or ${o}`])}if(c.length>0){let p=c.filter(m=>!ys(m.code)),f=[...new Set(p.flatMap(
m=>Gn(m.reason).slice(1)))],h=u.jobs.flatMap(m=>m.stages),g=[...new Set(c.filter(m=>ys(m.code)).map(m=>m.stage))].sort((m,y)=>Sl(
h,m)-Sl(h,y));if(g.length>0){let[m]=g,y=g.length===1;f.push(`put the ${y?"record of stage":"records of stages"} ${g.join(
", ")} back from a copy, or record ${y?"it":"them"} again in a new run and give ${e.parent} that run instead: ${e.replay(
r,m)}`)}throw i(`cannot be continued: ${c.length} of its records cannot be read, and this run's hops count on from them`,
[...c.map(m=>m.reason.split(`
`)[0]),...f,`then start this run again, or ${o}`])}return r}function Sl(s,t){let e=s.indexOf(t);return e===-1?s.length:e}async function vl(s,t,e,n,r,o,i,a){let l=`run ${e.run_id} of ${e.repository}`,u=e.workflow_run;if(u===void 0)throw new S(
"replay-refused",`run ${s} was pulled from GitHub (${e.url}) by an earlier baton, which did not read how GitHub ran it (\
its workflow file, event and jobs), so it cannot be replayed`,{details:[`pull it again to replay it: rm -r ${t} && baton\
 pull ${e.url}`]});let c=u.path,d=u.head_sha,f=await ge(Ze(n,c,{...a===void 0?{}:{signal:a},unreadable:m=>{let y=m?.code===
"ENOENT";return new S("replay-refused",`${y?"there is no such file here":"cannot be read here"}: ${l} ran this workflow \
file on GitHub, and a replay of run ${s} runs it from this checkout`,{where:c,cause:m,details:[`replay in the root of a \
checkout of ${e.repository} (where ${c} is), or put the file back there: git show ${Qs(d)}:${c} > ${c}`]})}}),a,{file:c,
what:"workflow file",after:"; no run was started",give:c}),h=[],g=await vi(n,r,u.head_sha,c,it.workflowFileBytes*2);return g===
null?h.push({level:"info",message:`${c} may not be the file ${l} ran: its commit ${Qs(u.head_sha)} is not in this clone \
(git fetch to have it); this replay runs the file as it is here`}):g!==f&&h.push({level:"warning",message:`${c} is not t\
he file ${l} ran on GitHub (as at commit ${Qs(u.head_sha)}): this replay runs it as it is here`}),o||h.push({level:"info",
message:`GitHub does not give ${l}'s event payload (${u.event}): this replay's github.event is baton's default payload f\
or ${u.event}, so a template or step reading github.event.* sees that default; pass the run's payload with ${i.withEvent}\
 <file.json>`}),{invocation:{workflow_path:c,job:null,inputs:{},event_name:u.event,event:{},vars:{},secrets:[],parent:null},
replay:{pulled:{...e,workflow_run:u},notices:h}}}async function $l(s,t,e){let n=[];for(let r of await s.list()){let o=await s.
getAttempt(r.stage,r.attempt,r.runAttempt);o&&n.push(o)}return Bi(t,n,e.pulled.workflow_run.jobs,Gt)}function Qs(s){return s.
slice(0,12)}var uf=s=>Lr(Zn([at(),_r(),Ut()],{error:t=>`${mt(t.input)} is not ${s}: give a string, a finite number or true/false`}).
check(se(t=>typeof t!="number"||Number.isFinite(t),{error:t=>`${mt(t.input)} is not ${s}: give a string, a finite number\
 or true/false`}),se(t=>typeof t!="number"||!Number.isInteger(t)||Number.isSafeInteger(t),{error:t=>`${mt(t.input)} is p\
ast the integers a JavaScript number holds exactly: give it as a string`})),jr(t=>String(t))),xl=(s,t,e)=>he(at(),uf(e),
{error:n=>`takes an object of ${t} and their values (${s}), not ${ht(n.input)}`}),_t=()=>at({error:s=>`takes a string, n\
ot ${ht(s.input)}`}),tr=()=>jt(s=>typeof s=="function",{error:s=>`takes a function, not ${ht(s.input)}`}),Rl=()=>jt(s=>s instanceof
AbortSignal,{error:s=>`takes an AbortSignal, not ${ht(s.input)}`}),Ol=s=>Ut({error:t=>`takes a number of milliseconds, n\
ot ${ht(t.input)}`}).check(se(t=>Number.isFinite(t)&&(s==="from 0"?t>=0:t>0),{error:t=>`${mt(t.input)} is not a number o\
f milliseconds ${s}`}));function Pl(s){return Object.entries(s).find(([,t])=>t!==void 0&&typeof t!="string")}var er=()=>jt(
s=>typeof s=="string"&&ro.test(s),{error:s=>`${mt(s.input)} is not a commit's sha: give its 40 hexadecimal digits, lower\
 case (64 in a SHA-256 repository)`}),Al=s=>jt(t=>typeof t=="string"&&t!=="",{error:t=>`takes ${s}, not ${t.input===""?"\
an empty string":ht(t.input)}`}),Fn=pe({name:_t(),email:_t()},{error:s=>`takes { name, email }, not ${ht(s.input)}`}),Tl=pe(
{tree:er(),message:_t(),timestamp:_t(),author:Fn,committer:Fn},{error:s=>`takes HEAD's commit as { tree, message, timest\
amp, author, committer }, not ${ht(s.input)}`}),Nl=pe({repository:D(jt(s=>typeof s=="string"&&so.test(s),{error:s=>`${mt(
s.input)} is not a repository: give its owner/name ("acme/app")`})),sha:D(er()),ref:D(jt(s=>typeof s=="string"&&/^refs\/[^\p{Cc}\s~^:?*[\\]+$/u.
test(s),{error:s=>typeof s.input=="string"&&ss.test(s.input)?`${mt(s.input)} is not a full ref name: give refs/heads/${s.
input} (or refs/tags/${s.input} for a tag)`:`${mt(s.input)} is not a full ref name: give refs/heads/<branch> or refs/tag\
s/<tag>`})),actor:D(Al("a name (a GitHub login, or git's user.name)")),defaultBranch:D(jt(s=>typeof s=="string"&&ss.test(
s),{error:s=>`${mt(s.input)} is not a branch's name: give it as git does ("main")`})),parentSha:D(er()),tags:D(Tt(Al("a \
tag name"),{error:s=>`takes a list of tag names (["v1.2.0"]), not ${ht(s.input)}`})),commit:D(Tl)},{error:s=>`takes an o\
bject of facts about the checkout, not ${ht(s.input)}`}),cf={facts:Object.keys(Nl.shape),"facts.commit":Object.keys(Tl.shape),
"facts.commit.author":Object.keys(Fn.shape),"facts.commit.committer":Object.keys(Fn.shape)},df=Tt(at({error:s=>`${mt(s.input)}\
 is not the name of an environment variable`}),{error:s=>{let t=JSON.stringify(typeof s.input=="string"?[s.input]:s.input!==
null&&typeof s.input=="object"?Object.keys(s.input).slice(0,2):["MY_TOKEN"]),e=s.input!==null&&typeof s.input=="object"&&
!Array.isArray(s.input);return`takes a list of the names of environment variables that hold the secrets (secrets: ${t}),\
 not ${ht(s.input)}${e?": set each in env and name it here":""}`}}),_l=pe({cwd:D(_t()),job:D(_t()),inputs:D(xl('{ issue:\
 "42" }',"the inputs","an input value")),event:D(Zn([at(),he(at(),Cr())],{error:s=>`takes the path of a JSON file or the\
 payload as an object, not ${ht(s.input)}`})),eventName:D(_t()),vars:D(xl('{ NAME: "value" }',"the variables","a variabl\
e value")),secrets:D(df),env:D(jt(s=>s!==null&&typeof s=="object"&&!Array.isArray(s),{error:s=>`takes an object of varia\
bles and their values, not ${ht(s.input)}`}).check(se(s=>Pl(s)===void 0,{error:s=>{let[t,e]=Pl(s.input);return`${t}: ${mt(
e)} is not an environment variable's value: give a string`}}))),concurrency:D(Ut({error:s=>`${mt(s.input)} is not a whol\
e number from 1`}).check(se(s=>Number.isSafeInteger(s)&&s>=1,{error:s=>`${mt(s.input)} is not a whole number from 1`}))),
onEvent:D(tr()),onOutput:D(tr()),signal:D(Rl()),cancel:D(Rl()),pausable:D(tr()),killGraceMs:D(Ol("from 0")),minuteMs:D(Ol(
"above 0")),storeDir:D(_t()),facts:D(Nl),repositoryRoot:D(_t()),parent:D(_t())},{error:s=>`takes an object of options, n\
ot ${ht(s.input)}`}),El=["job","inputs","eventName","vars"],ff=Mr(_l,{job:!0,inputs:!0,eventName:!0,vars:!0});function nr(s,t="\
runWorkflow"){let e=t==="runWorkflow"?_l:ff,n=e.safeParse(s??{});if(n.success)return n.data;let r=Object.keys(e.shape),o=n.
error.issues.flatMap(l=>l.code==="unrecognized_keys"?l.keys.map(u=>({where:[...l.path,u],message:l.path.length>0?pf(t,l.
path,u,s):El.includes(u)?`${t} has no such option: a replay is started as the run it replays was (its ${El.join(", ")})`:
`${t} has no such option${re(u,r)}`})):[{where:l.path,message:l.message}]),[i,...a]=o.map(l=>({where:Cl(l.where),message:l.
message}));throw new S("usage",i.message,{where:i.where===""?t:i.where,details:a.map(l=>l.where===""?l.message:`${l.where}\
: ${l.message}`)})}function pf(s,t,e,n){let r=Cl(t);if(r==="facts"&&e==="workspace"){let i=n.facts[e];return`${s} knows \
no such fact: the workspace is the project directory, cwd${typeof i=="string"?` (give cwd: ${JSON.stringify(i)})`:""}`}let o=cf[r]??
[];return r==="facts"?`${s} knows no such fact${re(e,o)}`:`no such field of ${r}${re(e,o)}`}function Cl(s){return s.map(
(t,e)=>typeof t=="number"?`[${t}]`:typeof t=="string"&&/^[A-Za-z_$][\w$-]*$/.test(t)?`${e===0?"":"."}${t}`:`[${JSON.stringify(
String(t))}]`).join("")}var Ll=/^[A-Za-z_][A-Za-z0-9_]*$/,Rf=Tt(Fe({id:at(),result:is,outputs:he(at(),at()),stages:Tt(at()),legs:Tt(at()),withheld_outputs:D(
Tt(at())),leg_results:D(Tt(Fe({leg:at(),result:is,reason:D(at())}))),skip_reason:D(at()),summary_parts:D(Tt(Fe({leg:at(),
offset:Ut().check(Yn(),Nr()),bytes:Ut().check(Yn(),Tr())})))}));async function ny(s,t={}){return Of(s,t,ns)}async function Of(s,t,e,n="\
clean-up"){Gf(s);let r=nr(t),o=ar(r.cwd),i=Vt(o,r.storeDir??je),a=await Fl(i,n);return rr(s,{...r,cwd:o,storeDir:i},{words:e,
replay:null,leftovers:a})}async function Fl(s,t){return t==="clean-up"?Ai(new nn(s)):[]}function Pf(s,t){let e=Vt(s,t),n=$f(
s,e);return n===""?t:(n===".."||n.startsWith(`..${xf}`)||Ml(n))&&Ml(t)?e:n}function Il(s){let t=[s.signal,s.cancel].filter(
e=>e!==void 0);return t.length===0?void 0:AbortSignal.any(t)}async function rr(s,t,{words:e,replay:n,leftovers:r}){let o=ar(
t.cwd);n===null&&Cf(t.vars??{},e);let i=t.env??process.env,a=Lf(i,[...Kn,...t.secrets??[]]),l=Pf(o,s),u=Il(t),c=await ge(
Ze(o,s,{...u===void 0?{}:{signal:u},...n?{unreadable:C=>_f(s,n.run,C,e)}:{}}),u,{file:s,what:"workflow file",after:"; no\
 run was started",give:e.run("<(command)")}),d=t.facts??{},p=Hi(o,i,d),f=Po(o),h=(C,pt,$t)=>co(C,pt,$t,{actionAt:f}),g=await uo(
c,l,{actionAt:f}),m=await Ji(Vt(o,t.repositoryRoot??"."),g,f),y=(0,sr.createHash)("sha256").update(c).digest("hex"),w={};
for(let[C,pt]of m)"unreadable"in pt||(w[C]=(0,sr.createHash)("sha256").update(pt.source).digest("hex"));let v=null;if(typeof t.
event=="string"){let C=t.event,pt=await ge(Hr(Vt(o,C),C,u),u,{file:C,what:"event file",after:"; no run was started",give:"\
--event <(command)"});v=io(pt.toString("utf8"),C)}else t.event&&(ao(t.event,"event"),v=t.event);let $=Mf(t.secrets??[],i,
n&&{run:n.run,secrets:n.invocation.secrets},e),T=[...Object.values($),...Kn.map(C=>i[C]).filter(C=>C!==void 0&&C!==""),...ze(
i)],A=Gi({cwd:o,known:d,checkout:await p,payload:v,actionAt:f,calledWorkflows:m}),k=A.facts,R=Ff(T,()=>di(g,Gt,{job:t.job,
inputs:t.inputs,event:v,eventName:t.eventName,vars:t.vars,secretValues:T,secretNames:Object.keys($),words:e,...A})),O=Si(
g,Gt,{called:m,expanded:R.expanded}),H=ja(g,R.eventName,R.event,t.event===void 0,k.commit&&{sha:k.sha,message:k.commit.message}),
V=new Set(Object.keys($).map(C=>C.toUpperCase())),x=Ca(g,Gt,V,new Set(Object.entries(t.vars??{}).filter(([,C])=>C!=="").
map(([C])=>C.toUpperCase()))),L=Vt(o,t.storeDir??je),Q=new nn(L),P=n?await Wf(Q,L,g,R,n,{workflow:y,called:w},e):null,rt=n?.
invocation.event_made===!0,j=t.event===void 0||rt,M=t.parent===void 0?null:await kl(Q,t.parent,e,i),G=Af(),nt={where:`th\
e run's temp dir, in ${G.place}`,makeRoom:G.makeRoom,fewerJobs:e.fewerJobs},B=new Date,b,N=(C,pt,$t,Ne=null,Yt=void 0)=>ie(
{workflow:g.name??l,workflow_path:l,status:C,started_at:B.toISOString(),finished_at:$t?$t.toISOString():null,duration_ms:$t?
Math.max(0,$t.getTime()-B.getTime()):null,replay_of:P?P.run:null,...Ne===null?{}:{reason:Ne},...C==="running"?{process:{
...If(),...b===void 0?{}:{temp:b}}}:{},jobs:pt,...Yt===void 0?{}:{unstored:Yt}},T),J=await Q.createRun(N("running",[],null)),
E=J.runDir,_=vf(E),I,W=new gn,U=new Wo(E,{writeBehind:!0,onUnstored:C=>I?.(C)}),z=new $e(U),X,q,St,vt;try{let C=new Map,
pt={workflow_path:l,workflow_sha256:y,called_sha256:w,job:t.job??null,inputs:t.inputs??{},event_name:R.eventName,event:R.
event,...j?{event_made:!0}:{},vars:t.vars??{},secrets:t.secrets??[],parent:M},$t=ie(pt,T),Ne=or(pt).some(F=>Ue(F,T))||JSON.
stringify([$t.inputs,$t.vars])!==JSON.stringify([pt.inputs,pt.vars]);await jl(lt(E,ut.invocation),"how the run was start\
ed",`${JSON.stringify(Ne?{...$t,redacted:!0}:$t,null,2)}
`),P&&(await Bf(P.store,J,P.stages),await zf(lt(L,P.run),E,P.jobs.values())),b=await mf(lt(G.dir,`baton-run-${_}-`)).catch(
F=>{throw new S("tempdir-invalid",`the run's temp dir could not be made there: ${Ce(F,e.fewerJobs)}`,{where:G.where,cause:F,
...Lt(F,"ENOSPC","EDQUOT")?{details:[G.makeRoom]}:{}})}),await Q.writeSummary({id:_,...N("running",[],null)});let Yt=new AbortController,
gr=(F,et)=>{St===void 0&&(St={error:F},queueMicrotask(()=>Yt.abort(et)))},mr=(F,et)=>ct=>{if(!(St!==void 0||et===void 0))
try{let Ct=et(ct);qf(Ct)&&Promise.resolve(Ct).catch(K=>gr(K,`stopped because the promise the ${F} callback returned was \
rejected`))}catch(Ct){gr(Ct,`stopped because the ${F} callback threw`)}},Dl=mr("onEvent",t.onEvent),Dn=t.signal?AbortSignal.
any([t.signal,Yt.signal]):Yt.signal,Un=new Pn(lt(E,ut.events));X=Un;let Hn=F=>{let et=ie(F,T);if(Un.write(et),Dl(et),F.type===
"run-started"){let ct=Object.keys($).filter(K=>$[K].length<xt.minSecretLength),Ct=[...r.map(K=>({level:K.running.length>
0||!K.removed||!K.looked?"warning":"info",message:Ei(K)})),...ki(O).map(K=>({level:"warning",message:K})),...R.notices,...H===
null?[]:[{level:"warning",message:`${H} (it runs here as asked)`}],...x.filter(K=>!K.fallsBack).map(({name:K,where:Jn})=>({
level:"warning",message:`${Jn}: secrets.${K} is read, but ${e.secretNotGiven(K)}: it is empty in this run, as on GitHub \
for a secret the repository does not have (${e.giveSecret(K)} to set it)`})),...x.filter(K=>K.fallsBack).map(({name:K,where:Jn})=>({
level:"info",message:`${Jn}: secrets.${K} is read, but ${e.secretNotGiven(K)}: each read of it falls back with || to ano\
ther value, which this run takes (${e.giveSecret(K)} to set it)`})),...ct.map(K=>({level:"warning",message:`secret ${K} \
is shorter than ${xt.minSecretLength} characters, so it is not redacted: it will appear wherever a step or agent prints \
it (a value that short would blank out ordinary words)`}))];for(let K of Ct)Zt(F.at,K.level,K.message);P?.whole&&Zt(F.at,
"info",P.whole)}if(F.type==="run-started")for(let ct of n?.pulled?.notices??[])Zt(F.at,ct.level,ct.message);if(F.type===
"run-started"&&P!==null&&P.changed.length>0){let ct=P.changed.map(Ct=>Ct===""?l:Ct);Zt(F.at,"warning",`${ct.join(" and ")}\
 changed since run ${P.run}: this replay runs ${ct.length===1?"the file":"the files"} as ${ct.length===1?"it is":"they a\
re"} now`)}F.type==="run-started"&&P?.redactedStart&&Zt(F.at,"warning",P.redactedStart),F.type==="run-started"&&P!==null&&
P.summaries===null&&P.jobs.size>0&&Zt(F.at,"info",`the step summaries of the jobs reused from run ${P.run} cannot be tol\
d apart in its ${ut.summary} (it was stored by an earlier baton, could not write them all, or was edited since): this re\
play's ${ut.summary} holds only those of the jobs it runs`)};I=F=>{let et=U.unstored()[0];Hn({type:"notice",at:new Date().
toISOString(),level:"error",job:F.job,leg:null,message:`${le(F)} was not stored after all: ${F.cause===void 0?`no record\
 of this run after that of ${le(et)} (job ${et.job}) is stored`:`its record could not be written: ${os(F.cause)}; no rec\
ord of this run after it is stored`}`})};let Zt=(F,et,ct)=>Hn({type:"notice",at:F,level:et,job:null,leg:null,message:ct}),
Qt=oo({eventName:R.eventName,payload:R.event,facts:k,runId:_,workflow:g,workflowPath:l});if(q=new Ln({workflow:R.workflow,
expressions:Gt,parseAction:h,workspace:o,runDir:E,storeDir:L,tempDir:b,tempPlace:nt,store:z,recordWrites:U,runCancelled:()=>Dn.
aborted||t.cancel?.aborted===!0,runner:new mn({tempDir:b,reuseScripts:!0,secrets:T,...t.killGraceMs===void 0?{}:{killGraceMs:t.
killGraceMs},noPathHint:e.noPath,tempPlace:nt,fewerJobs:e.fewerJobs,start:W.start}),baseEnv:a,run:{id:_,attempt:1,workflow:g.
name??l,repository:k.repository,event_name:R.eventName,sha:String(Qt.sha),ref:String(Qt.ref)},github:{repository:k.repository,
ref:String(Qt.ref),sha:String(Qt.sha),run_id:_,actor:String(Qt.actor),event_name:R.eventName,event:R.event},...j?{madeEvent:R.
eventName}:{},...rt&&P?{madeEventRun:P.run}:{},secrets:T,parentRun:M,openRun:F=>{let et=C.get(F);return et||(et=Q.open(F).
then(ct=>new $e(ct)),C.set(F,et)),et},emit:Hn,eventsFailure:()=>Un.failure,...t.onOutput?{onOutput:mr("onOutput",t.onOutput)}:
{}}),t.pausable){let F=q;for(let et of[Dn,t.cancel])et?.addEventListener("abort",()=>F.resumeCommands(),{once:!0});t.pausable(
{pause:()=>F.pauseCommands(),resume:()=>F.resumeCommands()})}for(let{job:F,leg:et,markdown:ct}of P?.summaries??[])q.summary(
F,et,ct);vt=await Na(R,q,{runId:_,concurrency:t.concurrency??bf(),fewerJobs:e.fewerJobs,signal:Dn,cancel:t.cancel,secrets:$,
github:Qt,runner:{os:process.platform==="darwin"?"macOS":process.platform==="win32"?"Windows":"Linux",arch:process.arch===
"arm64"?"ARM64":process.arch==="x64"?"X64":process.arch.toUpperCase(),temp:b,toolCache:lt(b,"tool-cache"),workspace:o,workspaceParent:In(
o)},reuse:P?.jobs,minuteMs:t.minuteMs})}catch(C){vt={error:C}}I=void 0,U.close();let[Te]=await Promise.all([q?.drain()??
null,U.settled()]).finally(()=>W.close());X?.close(),b!==void 0&&await en(b);let It="error"in vt?null:vt,de=[],Xt=C=>{C&&
!de.some(pt=>pt.includes(C))&&de.push(C)};Xt(It?.reason),"error"in vt&&Xt(bt(vt.error));for(let C of Te?.split(`
`)??[])Xt(C);Xt(X?.failure);let lr=U.unstored(),ur=It===null?[]:Tf(It.jobs,lr),cr=!1;if(It!==null)try{await jl(lt(E,ut.jobs),
"the jobs' results",`${JSON.stringify(jf(ur,T,q?.summaryParts()??null),null,2)}
`),cr=!0}catch(C){Xt(bt(C))}let dr=Nf(lr,{run:_,plan:R,jobs:It===null?"missing":cr?"stored":"unwritten",workflowPath:l,words:e});
Xt(dr?.fix);let fr=It===null||It.status==="success"&&de.length>0?"failure":It.status,Wn=de.length===0?null:Z(de.join(`
`),T).text,Wl=ur.map(C=>({id:C.id,stages:C.stages,result:C.result,...P?.jobs.has(C.id)?{reused:!0}:{}}));try{await Q.writeSummary(
{id:_,...N(fr,Wl,new Date,Wn,dr?.stored)})}catch(C){throw Ef(E,C,Wn)}if(St!==void 0)throw St.error;if("error"in vt)throw vt.
error;let pr=await Zs(U.writeFailure?U:z),hr=Ri(pr);return{runId:_,runDir:E,status:fr,reason:Wn,records:pr,chain:hr,finalStage:Oi(
hr)}}function Af(){let s=kf(),t=!!process.env.TMPDIR,e=t?`TMPDIR ${s}`:`temp dir ${s}`,n=t?`TMPDIR ${ee(s)}`:`${ee(s)} (\
TMPDIR is not set)`,r=`make room in ${t?"TMPDIR":ee(s)}, or set TMPDIR to a directory on another disk`,o;try{o=(0,qt.statSync)(
s)}catch(i){if(!Lt(i,"ENOENT","ENOTDIR"))throw Ie(e,i)}if(o?.isDirectory()!==!0)throw new S("tempdir-invalid",`${o===void 0?
"no such directory":"is not a directory"}; baton run keeps each run's scratch files there`,{where:e,details:[`${o===void 0?
"create it, or ":""}set TMPDIR to a directory`]});return{dir:s,where:e,place:n,makeRoom:r}}async function jl(s,t,e){try{
await Ve(s,e)}catch(n){throw new S("run-write-failed",rs(t,n),{where:s,cause:n})}}function Ef(s,t,e){let n=!(0,qt.existsSync)(
s),r=e===null||n?[]:[`the run failed: ${e.replaceAll(`
`,`
  `)}`];return new S("run-write-failed",n?"the run's directory was removed while it ran: nothing more of the run could b\
e stored":`its end could not be stored in ${ne}: ${bt(t)}; baton runs shows it as interrupted`,{where:s,details:r,cause:t})}
function Tf(s,t){let e=new Set(t.filter(n=>n.attempt===1).map(n=>n.stage));return e.size===0?s:s.map(n=>({...n,stages:n.
stages.filter(r=>!e.has(r))}))}function Nf(s,t){let[e,...n]=s;if(e===void 0)return null;let{run:r,plan:o,jobs:i,workflowPath:a,
words:l}=t,u=i==="stored"?_a(o.jobs,s):null,c=[...new Set(s.map(p=>p.stage))],d=`${c.length===1?"stage":"stages"} ${Do(c)}`;
return{stored:{failed:{job:e.job,stage:e.stage,attempt:e.attempt,cause:os(e.cause)},after:n.map(({job:p,stage:f,attempt:h})=>({
job:p,stage:f,attempt:h})),replay_from:u},fix:Io({run:r,what:d,cause:e.cause,replayFrom:u,jobs:i,replay:l.replay,runAgain:`${l.
run(a)} with the same options`})}}function _f(s,t,e,n){let r=Ie(s,e);return Lt(e,"ENOENT")?new S(r.code,`${r.message}: r\
un ${t} ran this workflow file, and a replay runs it as it is now`,{...r.where===void 0?{}:{where:r.where},details:[`put\
 it back (from git, if it was committed) to replay run ${t}, or start a new run of another workflow with ${n.runCommand}`],
cause:e}):r}function Cf(s,t){let e=new Map;for(let n of Object.keys(s)){if(!Ll.test(n)||n.toUpperCase().startsWith("GITH\
UB_"))throw new S("usage",`${JSON.stringify(n)} is not a name GitHub allows for a variable: letters, digits and _, not s\
tarting with a digit or with GITHUB_`,{where:t.vars});let r=e.get(n.toUpperCase());if(r!==void 0)throw new S("usage",`${JSON.
stringify(r)} and ${JSON.stringify(n)} are one variable on GitHub (names are not case-sensitive); give it once`,{where:t.
vars});e.set(n.toUpperCase(),n)}}function Mf(s,t,e,n){let r=s.find(l=>!Ll.test(l));if(r!==void 0)throw new S("usage",r.startsWith(
"-")&&n.flags?`takes the name of an environment variable after it (--secret NAME), not ${JSON.stringify(r)}`:`${JSON.stringify(
r)} is not the name of an environment variable (letters, digits and _, not starting with a digit)`,{where:n.secrets});let o={},
i=[],a=[];for(let l of s){let u=t[l];u===void 0?i.push(l):u===""?a.push(l):o[l]=u}if(i.length+a.length>0){let l=(d,p)=>d.
length===0?[]:[`${d.length===1?"secret":"secrets"} ${p}: ${d.join(", ")}`],u=e===null?"running":"replaying",c=(d,p="")=>e?.
secrets.includes(d)?`: run ${e.run} was started with ${n.passSecret(d)}`:`, or ${n.dropSecret(d)}${p}`;throw new S("secr\
et-missing",[...l(i,"not set in the environment"),...l(a,"set to the empty string")].join("; "),{details:[...i.map(d=>`${n.
setSecret(d)} before ${u}${c(d)}`),...a.map(d=>`${n.setSecret(d)} with its value before ${u}${c(d,": an empty secret is \
no secret (one not given is '' in the run, as on GitHub)")}`)]})}return o}function jf(s,t,e){return s.map(n=>{let r={},o=[
...n.withheldOutputs??[]];for(let[h,g]of Object.entries(n.outputs))Z(g,t).redactions.length>0?o.push(h):r[h]=g;let i=(n.
legResults??[]).map(({leg:h,result:g,reason:m})=>({leg:h,result:g,...m===void 0?{}:{reason:m}})),a=(e??[]).filter(h=>h.job===
n.id).map(({leg:h,offset:g,bytes:m})=>({leg:h,offset:g,bytes:m})),{id:l,stages:u,legs:c,ends:d,skipped:p,summaryParts:f}=ie(
{id:n.id,stages:n.stages,legs:n.legs,ends:i,skipped:n.skipReason,summaryParts:a},t);return{id:l,result:n.result,outputs:r,
stages:u,legs:c,...o.length>0?{withheld_outputs:ie(o,t)}:{},...d.length>0?{leg_results:d}:{},...p===void 0?{}:{skip_reason:p},
...f.length>0?{summary_parts:f}:{}}})}function or(s){return typeof s=="string"?[s]:Array.isArray(s)?s.flatMap(or):s!==null&&
typeof s=="object"?Object.values(s).flatMap(or):[]}function Lf(s,t){let e=new Set(t),n={};for(let[r,o]of Object.entries(
s))o!==void 0&&!e.has(r)&&(n[r]=o);return n}function Ff(s,t){try{return t()}catch(e){if(!(e instanceof S))throw e;let n=r=>Z(
r,s).text;throw new S(e.code,n(e.message),{...e.where===void 0?{}:{where:n(e.where)},details:e.details.map(n),cause:e.cause})}}
function If(){let s=xi(process.pid);return{pid:process.pid,host:Sf(),...s?{start:s}:{}}}async function Wf(s,t,e,n,r,o,i){
let{run:a,invocation:l}=r,u=await s.readSummary(a),c=await s.open(a),{jobs:d,summaryParts:p}=r.pulled?{jobs:await $l(c,n,
r.pulled),summaryParts:null}:await Df(lt(t,a),u,i.run(l.workflow_path)),f=[];l.workflow_sha256!==void 0&&l.workflow_sha256!==
o.workflow&&f.push("");let h=l.called_sha256;if(h!==void 0)for(let b of[...new Set([...Object.keys(h),...Object.keys(o.called)])].
sort())h[b]!==o.called[b]&&f.push(b);let g=[...new Set(d.flatMap(b=>b.stages))],m=d.map(b=>b.id),y=`stages: ${g.join(", ")||
"(none)"}; jobs: ${m.join(", ")||"(none)"}`;if(r.from.trim()==="")throw new S("usage",`is empty; name the stage or job o\
f run ${a} to run again from: ${y}`,{where:i.from});let w=u.unstored===void 0?[]:[u.unstored.failed,...u.unstored.after],
v=d.find(b=>b.id.includes("/")&&(b.stages.includes(r.from)||b.legs.includes(r.from)))?.id??d.find(b=>b.stages.includes(r.
from)||b.legs.includes(r.from))?.id??w.find(b=>b.stage===r.from)?.job??(await c.get(r.from))?.record.job??n.jobs.find(b=>b.
id===r.from)?.id,$=v?.split("/")[0];if($===void 0)throw new S("stage-unknown",`run ${a} has no stage or job ${r.from}${re(
r.from,[...g,...m])}; ${y}`,{where:i.from});let T=$===r.from?`job ${$}`:`${v===r.from?"job":"stage"} ${r.from} belongs t\
o job ${$}, which`;if(!e.jobs.some(b=>b.id===$)){let b=e.jobs.map(N=>N.id);throw new S("stage-unknown",`${T} is no longe\
r in ${e.fileName}: a replay runs the workflow file as it is now, not as run ${a} had it`,{where:i.from,details:[`its jo\
bs now: ${b.join(", ")||"(none)"}`]})}if(!n.jobs.some(b=>b.id===$))throw new S("stage-unknown",`${T} is not part of this\
 run${n.target===null?"":` (run ${a} was started with ${i.passJob(n.target)})`}`,{where:i.from});let A=new Set([$,...n.jobs.
filter(b=>b.upstream.includes($)).map(b=>b.id)]);for(let b of n.jobs)b.calledBy!==null&&A.has(b.calledBy)&&A.add(b.id);let k=w.
find(b=>!A.has(b.job)&&!A.has(b.job.split("/")[0]));if(k!==void 0){let b=await Ui(lt(t,a),u,i),N=b?.records.find(J=>J.stage===
k.stage&&J.attempt===k.attempt);throw new S("replay-incomplete",`run ${a} never stored ${le({...k,runAttempt:1})} of job\
 ${k.job}, so replaying from ${r.from} cannot reuse that job`,{where:i.from,details:[...N===void 0?[]:[N.reason],...b?[b.
fix]:[]]})}let R=new Map,O=[],H=new Set;for(let b of n.jobs){if(A.has(b.id))continue;let N=d.find(J=>J.id===b.id);if(!N)
throw new S("replay-incomplete",`run ${a} has no result for job ${b.id}; run it again in full`,{where:i.from});if(r.pulled){
let{resultFrom:J,...E}=N;J==="unknown"&&H.add(b.id),R.set(b.id,E)}else R.set(b.id,N);O.push(...N.stages)}for(let b of n.
jobs){if(!A.has(b.id)||r.pulled===void 0)continue;let N=b.needs.find(E=>H.has(E));if(N===void 0)continue;let{pulled:J}=r.
pulled;throw new S("replay-incomplete",`job ${N}'s result is not known: it recorded no stage, and GitHub lists no job of\
 run ${J.run_id} by its name, so replaying from ${r.from} cannot give it to job ${b.id}`,{where:i.from,details:[`GitHub'\
s jobs of the run: ${J.workflow_run.jobs.map(E=>E.name).join(", ")||"(none)"}`,`replay from job ${N} to run it here too:\
 ${i.replay(a,N)}`]})}for(let b of n.jobs)if(A.has(b.id))for(let N of b.needs){let J=R.get(N)?.withheldOutputs??[];if(J.
length===0)continue;let E=J.join(", ");if(r.pulled){let{pulled:_}=r.pulled;throw new S("replay-incomplete",`job ${N}'s o\
utput${J.length===1?` ${E} was`:`s ${E} were`} set on GitHub and not pulled (baton pull brings the stages' records; an o\
utput a run: step writes, or one of a matrix job, is in none), so replaying from ${r.from} cannot give ${J.length===1?"i\
t":"them"} to job ${b.id}`,{where:i.from,details:[`replay from job ${N} to run it here too: ${i.replay(a,N)}`,`its value\
 on GitHub is in the job's log: ${_.url}`]})}throw new S("replay-incomplete",`job ${N}'s output${J.length===1?` ${E} was`:
`s ${E} were`} not stored (it may hold a secret), so replaying from ${r.from} cannot give it to job ${b.id}`,{where:i.from,
details:[`replay from the job that made it: ${i.replay(a,N)}`]})}let V=new Map(e.jobs.map(b=>[b.id,b])),x=b=>(R.get(b)?.
result??"success")!=="success",L=V.get($);if(L?.if.text===null){let b=L.needs.map(N=>N.id).filter(x);if(b.length>0){let N=b[0];
for(let J=0;R.get(N)?.result==="skipped"&&J<e.jobs.length;J++){let E=V.get(N)?.needs.map(_=>_.id).find(x);if(E===void 0)
break;N=E}throw new S("replay-skips",`job ${$} needs ${b.map(J=>`${J} (${R.get(J).result} in run ${a})`).join(", ")}, so\
 replaying from ${r.from} would skip it again`,{where:i.from,details:[`replay from the job that did not succeed: ${i.replay(
a,N)}`]})}}let Q=new Set(O),P=await c.list(),rt=O.find(b=>!P.some(N=>N.stage===b));if(rt!==void 0)throw new S("replay-in\
complete",`run ${a} recorded stage ${rt}, but its record is gone from ${lt(t,a)}, so it cannot be reused`,{where:i.from,
details:[`replay from that stage, to run it again: ${i.replay(a,rt)}`]});for(let b of P)if(Q.has(b.stage))try{await c.getAttempt(
b.stage,b.attempt,b.runAttempt)}catch(N){throw N instanceof S?new S("replay-incomplete",`run ${a}'s record of stage ${b.
stage} (attempt ${b.attempt}) cannot be reused: ${bt(N)}`,{where:i.from,details:[`replay from that stage, to run it agai\
n: ${i.replay(a,b.stage)}`]}):N}let j=d.find(b=>b.id===$),M=r.from===$?null:v!==void 0&&v!==$?`every job of its call (${d.
filter(b=>b.id.startsWith(`${$}/`)).map(b=>b.id).join(", ")})`:j&&j.legs.length>1?`every leg of its matrix (${j.legs.join(
", ")})`:j&&j.stages.length>1?`every stage of it (${j.stages.join(", ")})`:null,G=M===null?null:`${i.fromStage(r.from)}:\
 job ${$} runs again whole, ${M}`,nt=_i(a,l,"replay",i),B=await Hf(lt(t,a),p,new Set(R.keys()));return{run:a,store:c,jobs:R,
stages:O,changed:f,whole:G,redactedStart:nt,summaries:B}}async function Df(s,t,e){let n=t.id,r=lt(s,ut.jobs),o=await ir(
r,"utf8").catch(d=>{throw Uf(t,r,d,e)}),i=$i(o,Rf,r,{code:"replay-incomplete",what:"the jobs' results baton stores",fix:`\
run ${n} cannot be replayed; run it again in full`}),l=i.some(d=>d.legs.length>0||d.leg_results===void 0&&d.skip_reason===
void 0)?await Jf(s):{legs:new Map,skips:new Map},u=i.some(d=>d.summary_parts!==void 0)?i.flatMap(d=>(d.summary_parts??[]).
map(p=>({job:d.id,...p}))):null;return{jobs:i.map(({withheld_outputs:d,leg_results:p,skip_reason:f,summary_parts:h,...g})=>{
let m=l.legs.get(g.id),y=$=>{let T=m?.get($.leg);return{...$,...T?.durationMs===void 0?{}:{durationMs:T.durationMs},...T?.
failedStep===void 0?{}:{failedStep:T.failedStep}}},w=p?.map(y)??(m===void 0?void 0:g.legs.map($=>m.get($)??{leg:$,result:g.
result})),v=f??l.skips.get(g.id);return{...g,...d&&d.length>0?{withheldOutputs:d}:{},...w===void 0?{}:{legResults:w},...v===
void 0?{}:{skipReason:v}}}),summaryParts:u}}function Uf(s,t,e,n){let r=s.id,o=`run it again in full: ${n} with the same \
options`;if(No(e)){let{why:u,details:c}=_o(t,e,In(t),{dir:In(t),what:"the run"});return new S("replay-incomplete",`canno\
t be read: ${u}, so run ${r} cannot be replayed`,{where:t,cause:e,details:[...c,`or ${o}`]})}if(!Lt(e,"ENOENT"))return new S(
"replay-incomplete",`${Ur(e)}, so run ${r} cannot be replayed`,{where:t,cause:e,details:[o]});let i=sn(s),a=rn(s);if(a!==
null)return new S("replay-incomplete",`${on(r,a)}, so it cannot be replayed yet: a replay takes the jobs' results of a f\
inished run`,{details:["replay it once it has ended there",an(a,In(t),`run it again in full (${n} with the same options)\
, and remove it`)]});if(i==="running")return new S("replay-incomplete",`run ${r} is still running, so it cannot be repla\
yed yet: a replay takes the jobs' results of a finished run`,{details:["replay it once it has ended"]});if(i==="interrup\
ted")return new S("replay-incomplete",`run ${r} was interrupted (its process ended before the run did), so it cannot be \
replayed: a replay takes the jobs' results of a finished run`,{details:[o]});let l=Fo(s.reason,t);return l!==null?new S(
"replay-incomplete",`was never written, so run ${r} (${i}) cannot be replayed: a finished run keeps its jobs' results th\
ere`,{where:t,details:[`the run ended with: ${l.slice(l.indexOf(`${ut.jobs}: `)+ut.jobs.length+2)}`,`${Mo(l)}${o}`]}):new S(
"replay-incomplete",`is missing, so run ${r} (${i}) cannot be replayed: a finished run keeps its jobs' results there`,{where:t,
details:[...s.reason===void 0?[]:[`the run ended with: ${s.reason.split(`
`)[0]}`],`put it back if you have a copy, or ${o}`]})}async function Hf(s,t,e){let n=await ir(lt(s,ut.summary)).catch(a=>Lt(
a,"ENOENT")?Buffer.alloc(0):null);if(n===null)return null;if(n.length===0)return[];if(t===null)return null;let r=[...t].
sort((a,l)=>a.offset-l.offset),o=[],i=0;for(let a of r){if(a.offset!==i||a.offset+a.bytes>n.length)return null;i+=a.bytes;
let l=n.subarray(a.offset,a.offset+a.bytes).toString("utf8"),u=Ys(a.job,a.leg);if(!l.startsWith(u)||!l.endsWith(`

`))return null;e.has(a.job)&&o.push({job:a.job,leg:a.leg,markdown:l.slice(u.length,-2)})}return i===n.length?o:null}async function Jf(s){
let t=await ir(lt(s,ut.events),"utf8").catch(()=>""),e=new Map,n=new Map,r=new Map,o=new Map;for(let i of Uo(t,["job-fin\
ished","job-skipped","step-finished","step-started","stage-recorded"])){if(i.type==="job-skipped"&&n.set(i.job,i.reason),
i.type==="step-started"&&o.set(`${i.job}\0${i.leg}`,[]),i.type==="stage-recorded"){let u=o.get(`${i.job}\0${i.leg}`);u!==
void 0&&!u.includes(i.stage)&&u.push(i.stage)}if(i.type==="step-finished"&&i.conclusion==="failure"){let u=`${i.job}\0${i.
leg}`,c=o.get(u)??[];r.has(u)||r.set(u,{step:i.step,name:i.name,message:i.message,...i.output_tail===void 0?{}:{output_tail:i.
output_tail},...c.length===0?{}:{stages:c}})}if(i.type!=="job-finished")continue;let a=e.get(i.job)??new Map,l=i.failed_step??
r.get(`${i.job}\0${i.leg}`);a.set(i.leg,{leg:i.leg,result:i.result,...i.reason===void 0?{}:{reason:i.reason},durationMs:i.
duration_ms,...l===void 0||i.result!=="failure"?{}:{failedStep:l}}),e.set(i.job,a)}return{legs:e,skips:n}}function ar(s){
let t=Vt(s??process.cwd()),e;try{e=(0,qt.statSync)(t)}catch(n){if(!Lt(n,"ENOENT","ENOTDIR"))throw Ie(t,n,"cwd")}if(e?.isDirectory()!==
!0)throw new S("usage",e===void 0?"no such directory":"is not a directory",{where:`cwd ${t}`});return t}function Gf(s){if(typeof s!=
"string"||s.trim()==="")throw Xn("runWorkflow","the workflow file's path as its first argument (runWorkflow('.github/wor\
kflows/ci.yml', \u2026))",Le(s))}async function Bf(s,t,e){let n=new Set(e);for(let r of await s.list())n.has(r.stage)&&await t.
copyAttempt(s,r.stage,r.attempt,r.runAttempt)}async function zf(s,t,e){let n=new Set;for(let r of e)for(let o of[...r.legs,
...(r.legResults??[]).map(i=>i.leg)])n.add(o);for(let r of n){let o=fe(r),i=lt(s,o);if((await gf(i).catch(()=>null))?.isFile()!==
!0)continue;let a=$o(t,ut.jobLogPrefix);try{await hf(i,a,qt.constants.COPYFILE_EXCL),await wf(a,lt(t,o))}catch(l){throw await yf(
a,{force:!0}),new S("run-write-failed",rs(`the job log of ${r}`,l),{where:lt(t,o),cause:l})}}}async function sy(s,t,e={}){
return Kf(s,t,e,ns)}async function Kf(s,t,e,n,r="clean-up"){Vf(s,t);let o=nr(e,"replayWorkflow"),i=ar(o.cwd),a=Vt(i,o.storeDir??
je),l=await Fl(a,r),u=new nn(a),c=await u.resolve(s),d=await u.readSummaryOrProblem(c),p=d instanceof S?void 0:d.pulled;
if(p){let{invocation:h,replay:g}=await vl(c,lt(a,c),p,i,o.env??process.env,o.event!==void 0,n,Il(o));return rr(h.workflow_path,
{...o,cwd:i,storeDir:a,eventName:h.event_name},{words:n,replay:{run:c,from:t,invocation:h,pulled:g},leftovers:l})}if(o.event!==
void 0)throw new S("usage",`is for a run pulled from GitHub (which does not keep its event payload); run ${c} was starte\
d here, and a replay gives it the event it was started with`,{where:n.event,details:[`replay it without ${n.event}: ${n.
replay(c,t)}`]});let f=await Ti(lt(a,c),c);if(f.redacted)throw new S("replay-refused",`run ${c} was started with a secre\
t (or text shaped like a token) in ${Ni(f,n)}, which was not stored, so it cannot be replayed`,{details:[`start it again\
 in full: ${n.run(f.workflow_path)} with the same options`]});return rr(f.workflow_path,{...o,cwd:i,storeDir:a,...f.job?
{job:f.job}:{},inputs:f.inputs,event:f.event,eventName:f.event_name,vars:f.vars,secrets:[...new Set([...f.secrets,...o.secrets??
[]])],...f.parent?{parent:f.parent}:{}},{words:n,replay:{run:c,from:t,invocation:f},leftovers:l})}function Vf(s,t){let e=[
...typeof s=="string"&&s.trim()!==""?[]:[{takes:"the stored run's id (or 'latest') as its first argument (replayWorkflow\
('latest', 'fix', \u2026))",given:Le(s)}],...typeof t=="string"?[]:[{takes:"the stage or job to run again from as its se\
cond argument (replayWorkflow('latest', 'fix', \u2026))",given:Le(t)}]],[n,...r]=e;if(n!==void 0)throw Xn("replayWorkflo\
w",n.takes,n.given,void 0,r.map(({takes:o,given:i})=>Er(o,i)))}function qf(s){return(typeof s=="object"||typeof s=="func\
tion")&&s!==null&&typeof s.then=="function"}export{dn as a,fn as b,Xi as c,gu as d,mn as e,ny as f,Of as g,sy as h,Kf as i};

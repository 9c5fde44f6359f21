import{c as bt}from"./chunk-NTHMEBCW.js";import{A as Ue,B as _e,C as wt,D as yt,E as q,F as kt,H as $t,a as pe,b as ce,
k as gt,r as Ne,s as X,t as me,u as ge,v as ht,w as St}from"./chunk-4RILMJQU.js";import{a as ut}from"./chunk-3PSHWKQU.js";
import{b as je,c as lt,h as pt}from"./chunk-FS4IHDGY.js";import{a as st,b as it,c as at}from"./chunk-S4AZZ3GV.js";
import{a as de}from"./chunk-R2LRCHEZ.js";import{b as mt}from"./chunk-QKSRWBYD.js";import{a as fe,f as dt,g as ft}from"./chunk-2SXFBZQM.js";
import{a as ct}from"./chunk-4OKCPJDG.js";import{B as ue,I as le,c as Oe,d as ve,e as Ie,f as nt,g as V,j as m,k as C,
l as D,m as Te,n as Pe,o as _,q as W,t as rt,u as ie,v as Ae,w as ae,x as T,y as I,z as ot}from"./chunk-2LWDKM2P.js";
import{a as Ve}from"./chunk-PO5EA42V.js";import{b as Xe,d as c,e as re}from"./chunk-O7UU6C5Q.js";import{A as Ze,
C as v,D as L,G as i,H as f,L as B,M as oe,N as Qe,S as et,T as se,V as J,Z as tt,_ as Ee,f as qe,g as Ke,p as Ye,u as M}from"./chunk-LUHKNR5K.js";
import{h as Be,i as Je}from"./chunk-DHIUKFLR.js";import{d as H}from"./chunk-A64LSPLL.js";var nr=Ee.stage;function Fe(t,e){let n=Ee[t];return Object.fromEntries(Object.entries(e).filter(([r])=>n.includes(r)))}function xt(t,e,n={}){
let r=t.problems.some(o=>o.code===oe.nextUnknownStage);return{[f.status]:t.status,[f.next]:e?.next&&!r?e.next.stage:"",[f.
present]:t.present?"true":"false",[f.data]:JSON.stringify(e?.data??{}),[f.sha256]:t.digests.handoff??"",[f.artifactId]:n.
artifactId??"",[f.promptPath]:n.promptPath??"",[f.handoffPath]:n.handoffPath??""}}function ze(){return{[f.status]:"failu\
re",[f.next]:"",[f.present]:"false",[f.data]:"{}",[f.sha256]:"",[f.artifactId]:"",[f.promptPath]:"",[f.handoffPath]:""}}var an=new Set(Object.values(Qe));function Rt(t){return t.problems.filter(e=>e.severity==="warning"&&!an.has(e.code))}function ar(t){
return t==="completed"}var ur="baton: the command could not start: ";async function Sr(t,e,n,r,o){X(Fe(t,n));let s=e.record.stage;for(let u of Rt(e.record))o.warning(u.message,u.path==="$"?
`stage ${s}`:`stage ${s} ${u.path}`);let a=Ne({record:e.record,handoff:e.handoff,artifactName:Ot(e.record),secrets:r.secrets,
serverUrl:r.serverUrl});await me(a,r.secrets)}function Ot(t){return ge(t.stage,t.attempt,t.run.attempt)}async function vt(t,e,n,r){
X(Fe(t,{...xt(e.record,e.handoff),[f.present]:"false",[f.sha256]:""})),await me(Ne({record:e.record,handoff:e.handoff,notStored:n,
secrets:r.secrets,serverUrl:r.serverUrl}),r.secrets)}function wr(t){let e=new Set(Object.values(et)),n={};for(let[r,o]of Object.
entries(t))o!==void 0&&(r.startsWith("INPUT_")||r.startsWith("STATE_")||e.has(r)||Object.values(Ye).includes(r)||(n[r]=o));
return n}function yr(t){return{secrets:[],serverUrl:t.GITHUB_SERVER_URL,settled:!1}}async function br(t,e,n){if(t.settled)
return;t.settled=!0;let r=t.store?.failed;r?await vt(n.action,r,e instanceof Error?e.message:String(e),t):n.refusedOutputs&&
X(ze())}async function kr(t,e,n){let r=t.store?.pending,o=r?`the record of attempt ${r.record.attempt} was not stored: ${Et(
r)}`:n.unfinished,s=`${t.stage===void 0?"":`stage ${t.stage}: `}${St(e)}; ${o}`;return t.settled||(t.settled=!0,r?await vt(
n.action,r,Et(r),t):n.refusedOutputs&&(X(ze()),t.stage!==void 0&&await me(`### \u274C baton stage \`${t.stage}\`

${s}
`,t.secrets))),s}function Et(t){return`artifact ${Ot(t.record)} could not be uploaded in the ${ht.deadline/1e3} s a stop\
ped step has before the runner ends it`}function K(t){let e=t.filter(r=>/^[A-Za-z_][A-Za-z0-9_]{0,99}$/.test(r)),n=t.length-e.length;return[...e,...n>0?[`${n} m\
ore`]:[]].join(", ")}function It(t,e){return e(gt(t))}async function Pr(t,e,n){let r=e.problems.map(b=>Tt(b,t)),o=ln(e.outcome,t),s=(b,E)=>{let O=Le(b,t.redact,E);return r.push(
...O.problems),O.text},a=s(e.prompt,"prompt.md"),u=e.agent?s(e.agent.output,"agent.log"):void 0,l=t.agent?.kind==="comma\
nd"?s(t.agent.command,"agent.command"):null,g=e.verify?{...e.verify,command:s(e.verify.command,"verify.command")}:null,S=e.
agent?.startedAt??e.startedAt,p=e.agent?.finishedAt??e.finishedAt,w=e.outcome.reason!=="completed",P=un(e.usage,r),x=b=>n.
workspace.sha256(b),d={schema:Ze.record,stage:t.stage,job:t.job,matrix:t.matrix,attempt:e.attempt,repair:e.repair,hop:e.
hop,run:t.run,agent:{command:l,preset:t.agent?.kind==="preset"?t.agent.preset:null,exit_code:e.agent?.exitCode??null,started_at:S.
toISOString(),finished_at:p.toISOString(),duration_ms:Math.max(0,p.getTime()-S.getTime()),usage:P},verify:g,status:w?"fa\
ilure":e.handoff?.status??"success",outcome:{reason:o.reason,message:o.message},present:e.handoff!==null,digests:{handoff:e.
handoff?It(e.handoff,x):null,prompt:x(a)},lineage:e.lineage,...e.parent?{parent:e.parent}:{},problems:r},R=await n.store.
put({record:d,prompt:a,handoff:e.handoff,...u===void 0?{}:{log:u},...e.files&&e.files.length>0?{files:e.files}:{}});return{
record:d,ref:R,handoff:e.handoff,logged:u!==void 0,outcome:o}}function un(t,e){if(t===null)return null;let n={};for(let[
r,o]of Object.entries(t)){let s=dt.safeParse({[r]:o});if(s.success){n[r]=o;continue}let a=s.error.issues.map(u=>u.message).
join("; ");e.push({code:oe.usageRefused,severity:"warning",path:`agent.usage.${r}`,message:`the agent\u2019s usage cannot be \
stored (${a}); ${r} is not recorded`})}return Object.keys(n).length===0?null:n}function Le(t,e,n){let r=je(t,e);return{text:r.
text,problems:r.redactions.length===0?[]:[{code:se.problemCode,severity:"warning",path:n,message:pt(r.redactions)}]}}function He(t,e){
return je(t,e.redact).text}function Tt(t,e){return{...t,path:He(t.path,e),message:He(t.message,e)}}function ln(t,e){if(t.
message===null)return t;let n=He(t.message,e);return"problems"in t?{...t,message:n,problems:t.problems.map(r=>Tt(r,e))}:
{...t,message:n}}function he(t){let e=t.split(/\r?\n/).map(n=>n.trim()).filter(n=>n.length>0);return[...new Set(e)]}function Fr(t,e){let n=Le(
t.prompt,e,"prompt.md");return n.problems.length===0?t:{...t,prompt:n.text,warnings:[...t.warnings,...n.problems]}}function zr(t,e){
if(e>=t)return null;let n=`${t} ${t===1?"value":"values"} to redact`,r=e===0?`none of ${t===1?"it":"them"}`:`${e} of the\
m`;return new c("redact-not-given",`prepare was given ${n} and capture was given ${r}: give capture the same ${i.redact}\
 input as prepare. capture stores the handoff, the prompt and the job summary, and redacts only the values it is given; \
nothing was stored`,{where:i.redact})}function Hr(t){if(t.length===0)return null;let e=t.length===1;return new c("redact\
-not-given",`prepare's env held the secret${e?"":"s"} ${K(t)} (mapped from secrets in its step's env:) and capture's doe\
s not: map ${e?"it":"them"} into capture's env: too, or into the job's env:, which every step gets, or give capture the \
value${e?"":"s"} in its ${i.redact} input. capture stores the handoff, the prompt and the job summary, and redacts only \
the values it sees; nothing was stored`,{where:i.redact})}function Lr(t){if(t.length===0)return null;let e=t.length===1;
return new c("redact-not-given",`${K(t)}, mapped from secrets by the workflow, ${e?"was":"were"} set to another value af\
ter prepare ran, by a step between prepare and capture (through $GITHUB_ENV: the agent's step, most likely), so capture \
does not hold the value${e?"":"s"} prepare's env did and cannot redact ${e?"it":"them"}: give capture the secret${e?"":"\
s"} in its ${i.redact} input (${i.redact}: \${{ secrets.NAME }}), and run an agent you do not trust with the root action,\
 which runs it itself, without $GITHUB_ENV. capture stores the handoff, the prompt and the job summary; nothing was stor\
ed`,{where:i.redact})}var Se=/^[1-9]\d{0,19}$/;function Pt(t,e){let n=JSON.stringify(t);if(!L.test(t))return`${n} is not a stage id: a letter or _ then up to 99 letter\
s, digits, _ or -`;if(e.upstreamStages.includes(t)||e.unknown||Ce(t,e)!==void 0)return null;let r=cn(e),o=e.jobs.get(t),
s=o?.stages?.includes(t)??!1;if(o!==void 0&&!s&&e.upstreamJobs.includes(t)){let l=o.stages===null?`${t}-<matrix values>,\
 known when the run expands its matrix`:o.stages.join(", ");return`${n} is ${o.matrix?"the matrix job":"job"} ${t}, not \
a stage: name ${o.matrix?"its legs":"its stage"} (${l}); upstream stages: ${r}`}let a=o!==void 0&&!s?t:pn(t,e);if(a!==void 0){
let l=a===t&&!s,g="a stage needs only stages of jobs that finish before it";if(a===e.job)return`${n} is ${l?"this job":"\
a stage of this job"} itself: ${g}; upstream stages: ${r}`;let S=l?`job '${a}'`:`a stage of job '${a}'`,p=e.runsAfter(a);
return p!==null?`${n} is ${S}, which runs after job '${e.job}' (${bt(p)}): ${g}; upstream stages: ${r}`:`${n} is ${S}, w\
hich is not upstream of job '${e.job}' (add '${a}' to jobs.${e.job}.needs); upstream stages: ${r}`}let u=le(t,e.upstreamStages);
return`${n} is not a stage upstream of job '${e.job}'${u?` (did you mean ${u}?)`:""}; upstream stages: ${r}`}function Ce(t,e){
let n;for(let r of e.openMatrices)t.startsWith(`${r}-`)&&r.length>(n?.length??0)&&(n=r);return n}function pn(t,e){let n;
for(let[r,o]of e.jobs){if(o.stages?.includes(t))return r;o.stages===null&&o.matrix&&t.startsWith(`${r}-`)&&r.length>(n?.
length??0)&&(n=r)}return n}function cn(t){let e=[...t.upstreamStages,...t.openMatrices.map(n=>`${n}-*`)];return e.length>
0?e.join(", "):"(none)"}var we={bash:{template:"bash --noprofile --norc -eo pipefail {0}"},sh:{template:"sh -e {0}"},pwsh:{template:`pwsh -comma\
nd ". '{0}'"`},python:{template:"python {0}"}},dn=new Map([["cmd",".cmd"],["pwsh",".ps1"],["powershell",".ps1"],["bash",
".sh"],["sh",".sh"],["python",".py"]]);function At(t){return dn.get(t.toLowerCase())??""}var fn="$ErrorActionPreference \
= 'stop'",mn="if ((Test-Path -LiteralPath variable:\\LASTEXITCODE)) { exit $LASTEXITCODE }",gn="bash";var hn=["cmd","powershell"];var Xr=`${Object.keys(we).join(", ")}, ${hn.join(", ")} (Windows only), or a command containing {0} (e.g. "perl {0}")`;var Sn=`${Object.keys(we).join(", ")}, or a command containing {0} (e.g. "perl {0}")`;function Nt(t){return wn(t,Sn)}function wn(t,e){
let n=(t??"").trim()||gn;if(Object.hasOwn(we,n)){let a=we[n],[u,...l]=jt(a.template);return{file:u,args:l,extension:At(u)}}
if(!n.includes("{0}"))throw new c("input-invalid",`${JSON.stringify(n)} is not one of ${e}`,{where:"shell"});let r=jt(n),
[o,...s]=r;if(o===void 0||o.includes("{0}"))throw new c("input-invalid",`${JSON.stringify(n)} must start with a program,\
 then {0} for the script`,{where:"shell"});return{file:o,args:s,extension:At(o)}}function qr(t,e){switch(t.file){case"pw\
sh":case"powershell":return`${fn}
${e}
${mn}`;case"cmd":return`@echo off
${e}`;default:return e.endsWith(`
`)?e:`${e}
`}}function Kr(t,e){return t.args.map(n=>n.replaceAll("{0}",e))}function jt(t){let e=[],n="",r=!1,o=null;for(let s of t){
if(o){s===o?o=null:n+=s;continue}s==='"'||s==="'"?(o=s,r=!0):/\s/.test(s)?(r&&e.push(n),n="",r=!1):(n+=s,r=!0)}if(o)throw new c(
"input-invalid",`${JSON.stringify(t)} has an unterminated ${o} quote`,{where:"shell"});return r&&e.push(n),e}var A={attempts:{min:1,max:v.maxAttempts},maxHandoffs:{min:1,max:1e3},maxPromptTokens:{min:1,max:1e7},retentionDays:{min:1,
max:400}},yn=Ae(B.handoff),bn=Ae(B.onInvalid),kn=rt("kind",[W({kind:ae("command"),command:m().check(V(1))}),W({kind:ae("\
preset"),preset:ce})]),_t=W({stage:ue,job:I(m()),matrix:T(ie(m(),Pe())),open:T(ae(!0)),place:T(ot(_(C().check(D(),nt()))))}),
$n=W({stage:ue,job:m().check(V(1)),matrix:I(ie(m(),Pe())),template:I(W({text:m(),source:m()})),upstream:_(_t),expandLineage:Te(),
needs:_(ue),handoff:yn,onInvalid:bn,dataSchema:T(ut),agent:I(kn),shell:m(),workingDirectory:m().check(V(1)),verify:I(m()),
attempts:C().check(D(),ve(A.attempts.min),Oe(A.attempts.max)),maxHandoffs:C().check(D(),ve(A.maxHandoffs.min),Oe(A.maxHandoffs.
max)),parentRun:I(m().check(V(1))),maxPromptTokens:I(C().check(D(),Ie())),retentionDays:I(C().check(D(),Ie())),inputs:ie(
m(),m()),github:mt,redact:_(m()),workflowJobs:I(_(m())),workflowUnread:T(m()),madeEvent:T(m()),madeEventRun:T(m()),trustCheckout:T(
Te()),run:ft}),xn="the stage id holds the value of a secret; a stage id names directories and artifacts, which are not r\
edacted",Y={bothPrompts:`give either \`${i.prompt}\` or \`${i.promptFile}\`, not both`,noPrompt:`one of \`${i.prompt}\` o\
r \`${i.promptFile}\` is required`,outputWithoutAgent:`is given without \`${i.agent}\`, here or on its prepare step: name\
 the CLI whose output the file holds (${pe.slice(0,-1).join(", ")} or ${pe.at(-1)}), so capture can read its usage`,bothAgents:`\
give either \`${i.run}\` (a command) or \`${i.agent}\` (a preset), not both`,noAgent:`one of \`${i.run}\` (the agent's co\
mmand) or \`${i.agent}\` (a preset) is required`};function Ft(t,e){let n=[],r=U=>{let z=t[U];if(z===void 0)return null;let te=z.
trim();return te===""?null:te},o=(U,z)=>n.push({input:U,message:z}),s=(U,z,te)=>{try{return z()}catch(ne){if(ne instanceof
c)return o(ne.where??U,ne.message),te;throw ne}},a=Pn(r(i.stage),e,o),u=Ut(i.handoff,r(i.handoff),B.handoff,"optional",o),
l=Ut(i.onInvalid,r(i.onInvalid),B.onInvalid,"fail",o),g=ye(i.attempts,r(i.attempts),A.attempts,1,o),S=ye(i.maxHandoffs,r(
i.maxHandoffs),A.maxHandoffs,v.defaultMaxHandoffs,o),p=e.parentRun!==void 0?e.parentRun:Tn(r,o),w=ye(i.maxPromptTokens,r(
i.maxPromptTokens),A.maxPromptTokens,null,o),P=ye(i.retentionDays,r(i.retentionDays),A.retentionDays,null,o),x=r(i.shell)??
"bash";s(i.shell,()=>Nt(x),null);let d=In(i.trustCheckout,r(i.trustCheckout),o),R=r(i.workingDirectory)??".";R.includes(
"\0")&&o(i.workingDirectory,"must not contain a NUL character");let b=r(i.verify),E=s(i.vars,()=>En(t[i.vars]??"",e),{}),
O=s(i.dataSchema,()=>On(t[i.dataSchema]??"",e),void 0),j=An(t,r,e,o),k=jn(r,e,o),{upstream:y,needs:$,expandLineage:N}=Un(
r(i.needs),e,o),ee=[...e.secrets??[],...he(t[i.redact]??"")].filter(U=>U.length>0);if(n.length>0)throw Ct(n);return{...$n.
parse({stage:a,job:e.job,matrix:e.matrix??null,template:j,upstream:[],expandLineage:N,needs:$,handoff:u,onInvalid:l,...O===
void 0?{}:{dataSchema:O},agent:k,shell:x,workingDirectory:R,verify:b,attempts:g,maxHandoffs:S,parentRun:p,maxPromptTokens:w,
retentionDays:P,inputs:{...e.dispatchInputs??Rn(e.github),...E},github:e.github,redact:[...new Set(ee)],workflowJobs:e.workflowJobs??
null,...e.workflowJobs==null&&e.workflowUnread!==void 0?{workflowUnread:e.workflowUnread}:{},...e.madeEvent===void 0?{}:
{madeEvent:e.madeEvent},...e.madeEvent===void 0||e.madeEventRun===void 0?{}:{madeEventRun:e.madeEventRun},...d?{trustCheckout:d}:
{},run:e.run}),upstream:Lt(y)}}function Rn(t){if(t.event_name!=="workflow_dispatch"&&t.event_name!=="workflow_call")return{};
let e=t.event.inputs;return e===null||typeof e!="object"||Array.isArray(e)?{}:Object.fromEntries(Object.entries(e).filter(
([,n])=>["string","number","boolean"].includes(typeof n)).map(([n,r])=>[n,String(r)]))}function zt(t){return`${JSON.stringify(
t)} is not one of ${pe.join(", ")}`}function Ht(t,e){let n=[],{upstream:r,expandLineage:o}=Wt(t.needs,t.job,e.upstream,(u,l)=>n.push({input:u,message:l}),e.
needs);if(n.length>0)throw Ct(n);let{workflowUnread:s,...a}=t;return{...a,upstream:Lt(r),expandLineage:o,workflowJobs:[...e.
workflowJobs]}}function Lt(t){return t.every(vn)?t:_(_t).parse(t)}function En(t,e){if(e.mode==="capture"||t.trim()==="")
return{};if(e.parseVars===void 0)throw new re("stageSpecFromInputs: a vars input needs ctx.parseVars");return e.parseVars(
t)}function On(t,e){if(!(e.mode==="prepare"||t.trim()==="")){if(e.parseDataSchema===void 0)throw new re("stageSpecFromIn\
puts: a data-schema input needs ctx.parseDataSchema");return e.parseDataSchema(t)}}function vn(t){let e=Object.keys(t),{
matrix:n,place:r}=t;return e.length===2+(n===void 0?0:1)+(t.open===!0?1:0)+(r===void 0?0:1)&&(r===void 0||Array.isArray(
r)&&r.every(o=>Number.isInteger(o)&&o>=0))&&e.includes("stage")&&e.includes("job")&&typeof t.stage=="string"&&L.test(t.stage)&&
(t.job===null||typeof t.job=="string")&&(n===void 0||typeof n=="object"&&n!==null&&!Array.isArray(n)&&Object.getPrototypeOf(
n)===Object.prototype)}function Ct(t){let[e]=t;return t.length===1&&e?new c("input-invalid",e.message,{where:e.input}):new c(
"input-invalid",`${t.length} inputs are invalid`,{details:t.map(n=>`${n.input}: ${n.message}`)})}function Ut(t,e,n,r,o){
return e===null?r:n.includes(e)?e:(o(t,`${JSON.stringify(e)} is not one of ${n.join(", ")}`),r)}function In(t,e,n){try{return yt(
t,e,!1)}catch(r){if(!(r instanceof c))throw r;return n(t,r.message),!1}}function Tn(t,e){let n=t(i.parentRun);return n===
null?null:Se.test(n)?n:(e(i.parentRun,`${JSON.stringify(n)} is not a workflow run id (a positive whole number, such as \$\
{{ github.run_id }} of the run that started this one)`),null)}function ye(t,e,n,r,o){if(e===null)return r;let s=/^\d{1,9}$/.
test(e)?Number(e):Number.NaN;return!Number.isInteger(s)||s<n.min||s>n.max?(o(t,`${JSON.stringify(e)} is not a whole numb\
er from ${n.min} to ${n.max}`),r):s}function Pn(t,e,n){let r=e.secrets??[];if((t!==null?[t]:Object.values(e.matrix??{}).
map(s=>typeof s=="string"?s:JSON.stringify(s)??"")).some(s=>lt(s,r)))return n(i.stage,`${xn}, so ${t===null?`give one in\
 the \`${i.stage}\` input`:"choose one without it"}`),"invalid";if(t!==null&&!L.test(t))return n(i.stage,`${JSON.stringify(
t)} is not a stage id: a letter or _ then up to 99 letters, digits, _ or -`),"invalid";try{let s=t??ct(e.stageJob??e.job,
e.matrix??null);return ge(s,1),s}catch(s){if(s instanceof c){let a=t===null?`; give the stage id in the \`${i.stage}\` in\
put`:"";return n(i.stage,`${s.message}${a}`),"invalid"}throw s}}function An(t,e,n,r){let o=t[i.prompt]?.trim()?t[i.prompt]:
null,s=e(i.promptFile);if(o!==null&&s!==null)return r(i.prompt,Y.bothPrompts),null;if(o!==null)return{text:o,source:n.promptSource??
`jobs.${n.job} ${i.prompt}`};if(s!==null){if(!n.readFile)return r(i.promptFile,"cannot be read here (no file reader was \
given)"),null;try{return{text:n.readFile(s),source:s}}catch(a){let u=a instanceof Error?a.message:String(a);return r(i.promptFile,
`cannot read ${JSON.stringify(s)}: ${u}`),null}}return n.mode!=="capture"&&r(i.prompt,Y.noPrompt+Dt([i.prompt,i.promptFile],
n)),null}function Dt(t,e){let n=[];for(let r of e.unreadInputs??[]){let o=le(r.replaceAll("_","-"),t);o!==void 0&&n.push(
`the step was given \`${r}\`, which is not an input of this action: did you mean \`${o}\`?`)}return n.map(r=>`; ${r}`).join(
"")}function jn(t,e,n){let r=t(i.run),o=t(i.agent);if(e.mode==="capture")return Nn(o,t(i.agentOutput),n);if(e.mode==="pr\
epare"&&o===null)return null;if(r!==null&&o!==null)return n(i.run,Y.bothAgents),null;if(o!==null){let s=ce.safeParse(o);
return s.success?{kind:"preset",preset:s.data}:(n(i.agent,zt(o)),null)}return r!==null?{kind:"command",command:r}:(n(i.run,
Y.noAgent+Dt([i.run,i.agent],e)),null)}function Nn(t,e,n){if(e?.includes("\0")&&n(i.agentOutput,"must not contain a NUL \
character"),t===null)return null;let r=ce.safeParse(t);return r.success?{kind:"preset",preset:r.data}:(n(i.agent,`${zt(t)}\
: name the CLI whose output \`${i.agentOutput}\` holds (claude for claude-code-action's execution_file)`),null)}function ho(t,e,n){
if(t.agent!==null||n===null)return t;if(e.agent!==void 0)return{...t,agent:{kind:"preset",preset:e.agent}};throw new c("\
input-invalid",Y.outputWithoutAgent,{where:i.agentOutput})}function So(t){let e=(t[i.agentOutput]??"").trim();return e===""?null:e}function Un(t,e,n){let r=[];for(let o of(t??"").
split(/[\s,]+/).filter(Boolean))L.test(o)?r.includes(o)||r.push(o):n(i.needs,`${JSON.stringify(o)} is not a stage id: a \
letter or _ then up to 99 letters, digits, _ or -`);return{...Wt(r,e.job,e.upstream,n,e.needsFacts),needs:r}}function Wt(t,e,n,r,o){
if(n===void 0)return{upstream:t.map(u=>({stage:u,job:null})),expandLineage:!0};let s=n.map(u=>u.stage),a=[];for(let u of t)
if(o!==void 0){let l=Pt(u,o);l!==null&&r(i.needs,l);let g=l===null&&!s.includes(u)?Ce(u,o):void 0;g!==void 0&&a.push({stage:u,
job:g,open:!0})}else s.includes(u)||r(i.needs,`${JSON.stringify(u)} is not upstream of job ${e}; upstream stages: ${s.join(
", ")||"(none)"}`);return{upstream:a.length>0?[...n,...a]:n,expandLineage:!1}}var Gt=20;async function Mt(t,e){let[{findRunWorkflow:n,readRepositoryWorkflow:r},{envSecretNames:o,mayBeStageWorkflowJob:s}]=await Promise.
all([import("./workflow-file-U5O2NBAY.js"),import("./env-secret-names-4NSSCFZH.js")]),a=e??await n(t),u=t.GITHUB_JOB??"",l=t.GITHUB_ACTION;
if(a.kind==="unavailable")return{kind:"unread",reason:a.reason};let g=new Set,S=new Set,p=!1,w=!1,P=!1,x=!1,d=[],R=[],b=[
a.file],E=new Set([a.file.path]);for(let k=b.shift();k!==void 0;k=b.shift()){let y=o(k.text,{job:u,...l?{step:l}:{}});if(!y){
if(k===a.file)return{kind:"unread",reason:`${k.path} is not a workflow`};d.push(`${k.path} is not a workflow`);continue}
y.jobFound&&(p=!0),y.stepFound&&(w=!0);for(let $ of y.opaque)R.push(`${k.path}: ${$} is one expression that reads secret\
s, so the names it sets are not known`);for(let $ of y.step)g.add($);for(let $ of y.job)S.add($);s(y,u)&&(P=!0),y.callsRemote&&
(x=!0);for(let $ of y.calls){if(E.has($))continue;if(E.add($),E.size>Gt){d.push(`more than ${Gt} workflow files are call\
ed`);break}let N=await r(t,$);N.kind==="found"?b.push(N.file):d.push(N.reason)}}if(!p&&!(P&&!x&&d.length===0))return{kind:"\
unread",reason:[`${a.file.path} has no job ${u} that runs steps`,...x?["it calls a reusable workflow of another reposito\
ry"]:[],...d].join("; ")};let O=w||!x&&d.length===0?[]:[`${a.file.path} calls ${x?"a reusable workflow of another reposi\
tory":"a workflow not read here"}, whose job ${u} may be the one this step runs in (no step of job ${u} here has this st\
ep\u2019s id)`,...d],j=[...R,...O];return{kind:"read",names:[...g],jobNames:[...S],...j.length>0?{incomplete:j.join("; ")}:
{}}}function Bt(t,e){let n=e.map(r=>t[r]??"").filter(r=>r!=="");return[...new Set(n.flatMap(r=>[r,..._n(r)]))]}function _n(t){
if(!/^\s*[[{]/.test(t))return[];let e;try{e=JSON.parse(t)}catch{return[]}let n=[],r=[e];for(let o=r.pop();o!==void 0;o=r.
pop())typeof o=="string"?o.trim().length>=se.minSecretLength&&n.push(o):o!==null&&typeof o=="object"&&r.push(...Object.values(
o).reverse());return n}function Jt(t){let e=`give it to the \`${i.redact}\` input (${i.redact}: \${{ secrets.NAME }})`;if(t.
kind==="unread")return`env secrets: the workflow's env mappings from secrets were not read (${t.reason}); to redact a se\
cret this step's env holds, ${e}`;let n=t.names.length>0?`the values of ${K(t.names)}, mapped from secrets by the workfl\
ow, are redacted where set`:void 0;return t.incomplete===void 0?n&&`env secrets: ${n}`:`env secrets: ${n?`${n}; `:""}not\
 every mapping from secrets could be named (${t.incomplete}); to redact a secret this step's env holds${n?" that is not \
named here":""}, ${e}`}var Re=H(de(),1);var $e=H(Ve(),1),xe=H(de(),1);import{tmpdir as Dn}from"node:os";import{isAbsolute as en,join as Q,relative as Wn,resolve as G,
sep as Qt}from"node:path";var Fn=H(Ve(),1),Z=H(de(),1);import{basename as xo,dirname as zn,join as Ro}from"node:path";function Vt(t){try{return(0,Z.mkdtempSync)(t)}catch(e){if(e?.code!=="ENOENT")throw e;return(0,Z.mkdirSync)(zn(t),{recursive:!0}),
(0,Z.mkdtempSync)(t)}}var h=H(de(),1);function Xt(t){return t.isFile()?null:t.isSymbolicLink()?"a symbolic link":t.isDirectory()?"a directory":
t.isFIFO()?"a FIFO (named pipe)":t.isSocket()?"a socket":t.isCharacterDevice()?"a character device":t.isBlockDevice()?"a\
 block device":"not a regular file"}async function be(t,e){return We(t,e)}function We(t,e){let n=Kt(t,e);if(n.kind!=="op\
ened")return n;let{fd:r,stats:o}=n;try{let s=Hn(r,o.size,e);return s===null?{kind:"too-large",size:e+1}:{kind:"file",bytes:new Uint8Array(
s)}}finally{(0,h.closeSync)(r)}}function Hn(t,e,n){let r=Buffer.allocUnsafe(Math.min(e,n)+1),o=0;for(;;){if(o===r.length){
if(o>n)return null;let a=Buffer.allocUnsafe(Math.min(r.length*2,n+1));r.copy(a,0,0,o),r=a}let s=(0,h.readSync)(t,r,o,r.length-
o,o);if(s===0)break;o+=s}return r.subarray(0,o)}function Oo(t,e){let n=Kt(t,null);if(n.kind!=="opened")return n;let{fd:r,
stats:o}=n;try{let s=Math.max(0,o.size-e),a=Buffer.allocUnsafe(o.size-s),u=0;for(;u<a.length;){let l=(0,h.readSync)(r,a,
u,a.length-u,s+u);if(l===0)break;u+=l}return{kind:"file",bytes:new Uint8Array(a.subarray(0,u)),size:o.size}}finally{(0,h.closeSync)(
r)}}function Kt(t,e){let n;try{n=(0,h.lstatSync)(t)}catch(l){if(qt(l))return{kind:"missing"};throw l}let r=Xt(n);if(r!==
null)return{kind:"not-regular",what:r};if(e!==null&&n.size>e)return{kind:"too-large",size:n.size};let o;try{o=(0,h.openSync)(
t,h.constants.O_RDONLY|(h.constants.O_NOFOLLOW??0)|(h.constants.O_NONBLOCK??0))}catch(l){if(De(l)==="ELOOP"||De(l)==="EM\
LINK")return{kind:"not-regular",what:"a symbolic link"};if(qt(l))return{kind:"missing"};throw l}let s;try{s=(0,h.fstatSync)(
o)}catch(l){throw(0,h.closeSync)(o),l}let a=Xt(s),u=a!==null?a:s.ino!==n.ino||s.dev!==n.dev?"a file that was replaced wh\
ile being opened":null;return u===null?{kind:"opened",fd:o,stats:s}:((0,h.closeSync)(o),{kind:"not-regular",what:u})}function De(t){
let e=t?.code;return typeof e=="string"?e:void 0}function qt(t){let e=De(t);return e==="ENOENT"||e==="ENOTDIR"}var Ln=t=>({kind:"invalid",problems:[st("$",`is ${t}; a handoff must be a regular file (links are never followed)`)]});async function Yt(t){
let e;try{e=await be(t,v.handoffFileBytes)}catch(n){throw Cn(t,n)}switch(e.kind){case"missing":return{kind:"missing"};case"\
not-regular":return Ln(e.what);case"too-large":return{kind:"invalid",problems:[it(e.size)]};case"file":return at(e.bytes)}}
function Cn(t,e){let n=e.code,r=n==="EACCES"||n==="EPERM"?"permission denied":n??String(e);return new c("handoff-unreada\
ble",`cannot read the handoff: ${r}`,{where:t,cause:e})}function Zt(t){return{where:`the temp dir ${fe(t)}`,makeRoom:"make room on its disk"}}function Ge(t,e,n,r,o={}){let s=r?.
code,a=s==="ENOSPC"||s==="EDQUOT";return new c("temp-write-failed",`${n} could not be ${o.made?"made":"written"} in ${t.
where}: ${fe(Xe(r,t.fewerJobs))}${a?`; ${t.makeRoom}`:""}`,{where:fe(e),cause:r})}var ke=class{#e;#t;#n;#r;#o;constructor(e){this.#e=G(e.root),this.#t=G(e.tempDir??Dn()),this.#n=e.privateTempDir??!1,this.#r=
e.tempPlace??Zt(this.#t),this.#o=e.now??(()=>new Date)}async attemptPaths(e,n){if(this.#n){let s=Q(this.#t,`${e}-${n}-${(0,$e.randomBytes)(
12).toString("hex")}`);return{promptPath:`${s}.${M.prompt}`,handoffPath:`${s}.${M.handoff}`}}let r=Q(this.#t,`baton-${e}\
-${n}-`),o;try{o=Vt(r)}catch(s){throw Ge(this.#r,`${r}XXXXXX`,"the attempt's directory",s,{made:!0})}return{promptPath:Q(
o,M.prompt),handoffPath:Q(o,M.handoff)}}async writePrompt(e,n){try{(0,xe.writeFileSync)(e,n,{flag:"wx",mode:384})}catch(r){
throw Ge(this.#r,e,"the stage's prompt",r)}}readHandoff(e){return Yt(e)}resolveDirectory(e){return G(this.#e,e)}async readArtifact(e,n,r){
let o=a=>({kind:"refused",reason:a}),s=G(this.resolveDirectory(e),...n.split("/"));try{let a=tn(this.#e,s);if(a!==null)return o(
a);let u=await be(s,r);switch(u.kind){case"file":return u;case"missing":return o("does not exist");case"not-regular":return o(
`is ${u.what}; only regular files are kept, and links are never followed`);case"too-large":return o(`is ${u.size} bytes,\
 more than the ${r} bytes left of the ${v.artifactBytes}-byte limit for one record's artifacts`)}}catch(a){let u=a?.code;
return o(`cannot be read (${typeof u=="string"?u:String(a)})`)}}now(){return this.#o()}sha256(e){return(0,$e.createHash)(
"sha256").update(e,"utf8").digest("hex")}};function tn(t,e){let n=Wn(t,e);if(n===""||n===".."||n.startsWith(`..${Qt}`)||
en(n))return`is outside the workspace (${t})`;let r=n.split(Qt);for(let o=1;o<r.length;o++){let s=r.slice(0,o).join("/"),
a;try{a=(0,xe.lstatSync)(Q(t,s))}catch(u){if(Gn(u))return"does not exist";throw u}if(a.isSymbolicLink())return`is under ${s}\
, a symbolic link; links are never followed`;if(!a.isDirectory())return`does not exist (${s} is not a directory)`}return null}
function nn(t,e,n){if(en(e))throw new Error("must be a path inside the workspace");let r=G(t,e),o=tn(G(t),r);if(o!==null)
throw new Error(o);let s=We(r,n);switch(s.kind){case"file":{let a=Ke(s.bytes);if(a.kind==="text")return a.text;throw new Error(
a.kind==="utf-16"?`${a.problem}; ${qe}`:a.problem)}case"missing":throw new Error("does not exist");case"not-regular":throw new Error(
`is ${s.what}; only regular files are read, and links are never followed`);case"too-large":throw new Error(`is ${s.size}\
 bytes, more than the ${n}-byte limit`)}}function Gn(t){let e=t?.code;return e==="ENOENT"||e==="ENOTDIR"}function rn(t){let e=[];for(let n of t)for(let r of n.split(/\r?\n/))r.trim().length>=4&&e.push(r);return e}function Mn(){let t={};for(let e of[...Object.values(i),...Object.values(J)])t[e]=Je(e,{trimWhitespace:!1});return t}function Bn(t,e){
let n=new Set(tt[e].map(Jn));return Object.keys(t).filter(r=>r.startsWith(Me)&&!n.has(r)&&t[r]!==void 0).map(r=>r.slice(
Me.length).toLowerCase()).filter(r=>/^[a-z0-9_-]{1,100}$/.test(r)).sort()}var Me="INPUT_";function Jn(t){return`${Me}${t.
replace(/ /g,"_").toUpperCase()}`}function Vn(t){let e=t.trim();if(e===""||e==="null"||e==="{}")return null;let n;try{n=
JSON.parse(e)}catch{throw new c("input-invalid","is not JSON; leave this input unset (it defaults to the job\u2019s matrix)",
{where:J.matrix})}if(n===null||typeof n!="object"||Array.isArray(n))throw new c("input-invalid","must be a JSON object; \
leave this input unset (it defaults to the job\u2019s matrix)",{where:J.matrix});return Object.keys(n).length===0?null:n}
var on=v.eventBytes;function Xn(t,e){let n=t.GITHUB_EVENT_PATH;if(!n)return{};try{if((0,Re.statSync)(n).size>on)return e.
warning(`the event payload is larger than ${on} bytes; templates see github.event as {}`),{};let r=JSON.parse((0,Re.readFileSync)(
n,"utf8"));return r!==null&&typeof r=="object"&&!Array.isArray(r)?r:{}}catch(r){return e.warning(`cannot read the event \
payload: ${r instanceof Error?r.message:String(r)}`),{}}}function qn(t,e){return{repository:t.GITHUB_REPOSITORY??"",ref:t.
GITHUB_REF??"",sha:t.GITHUB_SHA??"",run_id:t.GITHUB_RUN_ID??"",actor:t.GITHUB_ACTOR??"",event_name:t.GITHUB_EVENT_NAME??
"",event:Xn(t,e)}}function Kn(t){return{id:t.GITHUB_RUN_ID??"",attempt:kt(t),workflow:t.GITHUB_WORKFLOW??"",repository:t.
GITHUB_REPOSITORY??"",event_name:t.GITHUB_EVENT_NAME??"",sha:t.GITHUB_SHA??"",ref:t.GITHUB_REF??""}}async function ss(t,e,n={}){
let r=new wt,o={...n.inputs??Mn()};n.stage!==void 0&&(o[i.stage]??"").trim()===""&&(o[i.stage]=n.stage);let s=q(e,"GITHU\
B_WORKSPACE"),a=q(e,"RUNNER_TEMP"),u=q(e,"GITHUB_JOB"),l=(o[i.githubToken]??"").trim(),g=t==="capture"?void 0:await(await import("./workflow-file-U5O2NBAY.js")).
findRunWorkflow(e),S=g===void 0?void 0:await Mt(e,g),p=S&&Jt(S);p&&r.info(p);let w=S?.kind==="read"?Bt(e,S.names):[],P=[
...$t(e,l),...w],x={mode:t,job:u,matrix:Vn(o[J.matrix]??""),github:qn(e,r),run:Kn(e),secrets:P,readFile:F=>nn(s,F,v.templateBytes),
...t==="capture"?{}:{parseVars:(await import("./vars-APS2EHLM.js")).parseVars},...t!=="prepare"&&(o[i.dataSchema]??
"").trim()!==""?{parseDataSchema:(await import("./data-schema-text-JP5N7GQT.js")).parseDataSchemaText}:{},unreadInputs:Bn(e,t)},
d=Ft(o,x);Zn(d.redact);let R=new _e({tempDir:a,reporter:r,...d.retentionDays===null?{}:{retentionDays:d.retentionDays},...Ue(
e)}),b=new ke({root:s,tempDir:a}),E=t!=="capture"&&d.parentRun!==null?Yn(e,l,a,r):void 0,O=he(o[i.redact]??"");if(t==="c\
apture")return{spec:d,store:R,workspace:b,reporter:r,secrets:d.redact,redactInput:O,openRun:E};let j={store:R,workspace:b,
reporter:r,redactInput:O,openRun:E,envSecrets:S},k=await Qn(g,u,r);if("unread"in k){let F={...d,workflowUnread:k.unread};
return{...j,spec:F,secrets:d.redact}}let y=k.graph,$=await er(y,u,d,R,r),{needsInputFactsOf:N}=await import("./upstream-stages-L2XFVQXM.js"),
ee=Ht(d,{upstream:$,workflowJobs:y.jobs.map(F=>F.id),needs:N(y,u,$)});return{...j,spec:ee,secrets:ee.redact}}function Yn(t,e,n,r){
if(e==="")throw new c("input-invalid",`is empty; \`${i.parentRun}\` reads the parent run\u2019s records with it, and it needs \
\`actions: read\` (default: \${{ github.token }})`,{where:i.githubToken});let o=q(t,"GITHUB_REPOSITORY"),[s,a]=o.split("\
/");if(!s||!a)throw new c("runner-env-invalid",`GITHUB_REPOSITORY is ${JSON.stringify(o)}, not owner/name`);return async u=>{
if(!Se.test(u))throw new c("run-unknown",`${JSON.stringify(u)} is not a GitHub workflow run id`);return new _e({tempDir:n,
reporter:r,findBy:{token:e,workflowRunId:Number(u),repositoryOwner:s,repositoryName:a},...Ue(t)})}}function Zn(t){for(let e of rn(
t))Be(e)}async function Qn(t,e,n){let{readJobGraph:r}=await import("./upstream-stages-L2XFVQXM.js"),o=a=>(n.info(`upstream s\
tages: from the needs input and their records (${a})`),{unread:a});if(t.kind==="unavailable")return o(t.reason);let s=r(
t.file.text);return s?s.jobs.some(a=>a.id===e)?(n.info(`upstream stages: the jobs ${e} needs in ${t.file.path}`),{graph:s}):
o(`${t.file.path} has no job ${e}`):o(`${t.file.path} is not a workflow`)}async function er(t,e,n,r,o){let s=[];if(n.template){
let{templateAnalysis:p}=await import("./render-prompt-QX5KG2GP.js");try{s=p(n.template.text).references.filter(w=>w.kind===
"stage").map(w=>w.stage)}catch{}}let{recordIsFromJob:a,upstreamStagesOf:u}=await import("./upstream-stages-L2XFVQXM.js"),l=[
...new Set((await r.list()).map(p=>p.stage))],g=u({graph:t,job:e,recorded:l,referenced:s});return(await Promise.all(g.map(
async p=>{if(!l.includes(p.stage))return p;let w=await r.get(p.stage);if(!w||a(t,p.job,w.record.job))return p;o.info(`st\
age ${p.stage}: its record is from job ${w.record.job}, not upstream job ${p.job}; left out`)}))).filter(p=>p!==void 0)}var sn=class{#e;#t;#n;constructor(e){this.#e=e}get pending(){return this.#t}get failed(){return this.#n}async put(e){this.#t=
e,this.#n=void 0;try{return await this.#e.put(e)}catch(n){throw this.#n=e,n}finally{this.#t=void 0}}get(e){return this.#e.
get(e)}getAttempt(e,n,r){return this.#e.getAttempt(e,n,r)}list(){return this.#e.list()}};export{Nt as a,qr as b,Kr as c,We as d,Oo as e,Zt as f,Ge as g,Pr as h,Le as i,xt as j,ar as k,ur as l,Sr as m,wr as n,yr as o,
br as p,kr as q,Fr as r,zr as s,Hr as t,Lr as u,ho as v,So as w,Bt as x,Jt as y,Mn as z,ss as A,Zn as B,sn as C};

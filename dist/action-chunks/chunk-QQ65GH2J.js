import{c as yt}from"./chunk-NTHMEBCW.js";import{a as kt}from"./chunk-4ZFIURLT.js";import{A as Ue,B as _e,C as wt,
D as bt,E as Y,F as $t,H as xt,a as ce,b as pe,k as gt,r as Ne,s as K,t as me,u as ge,v as ht,w as St}from"./chunk-KMPLGR5J.js";
import{a as ut}from"./chunk-7NQUWSNO.js";import{b as je,c as lt,h as ct}from"./chunk-KVCAWAKW.js";import{a as st,
b as it,c as at}from"./chunk-J36FMKBS.js";import{a as de}from"./chunk-R2LRCHEZ.js";import{b as mt}from"./chunk-D2HYUXJW.js";
import{a as fe,f as dt,g as ft}from"./chunk-MZ4PA2VX.js";import{a as pt}from"./chunk-ORL5NY7E.js";import{B as ue,
I as le,c as Oe,d as ve,e as Ie,f as nt,g as q,j as S,k as D,l as W,m as Pe,n as Te,o as _,q as M,t as rt,u as ie,v as Ae,
w as ae,x as T,y as A,z as ot}from"./chunk-42WHSDBF.js";import{a as Ve}from"./chunk-PO5EA42V.js";import{b as Xe,
d as m,e as re}from"./chunk-O7UU6C5Q.js";import{A as C,D as a,E as h,I as V,J as oe,K as Qe,P as et,Q as se,S as X,
W as tt,X as Ee,f as qe,g as Ke,m as Ye,r as J,x as Ze,z as P}from"./chunk-JQHWHRQY.js";import{h as Be,i as Je}from"./chunk-DHIUKFLR.js";
import{d as L}from"./chunk-A64LSPLL.js";var cr=Ee.stage;function Fe(t,e){let n=Ee[t];return Object.fromEntries(Object.entries(e).filter(([r])=>n.includes(r)))}function Rt(t,e,n={}){
let r=t.problems.some(o=>o.code===oe.nextUnknownStage);return{[h.status]:t.status,[h.next]:e?.next&&!r?e.next.stage:"",[h.
present]:t.present?"true":"false",[h.data]:JSON.stringify(e?.data??{}),[h.sha256]:t.digests.handoff??"",[h.artifactId]:n.
artifactId??"",[h.promptPath]:n.promptPath??"",[h.handoffPath]:n.handoffPath??""}}function ze(){return{[h.status]:"failu\
re",[h.next]:"",[h.present]:"false",[h.data]:"{}",[h.sha256]:"",[h.artifactId]:"",[h.promptPath]:"",[h.handoffPath]:""}}var dn=new Set(Object.values(Qe));function Et(t){return t.problems.filter(e=>e.severity==="warning"&&!dn.has(e.code))}function gr(t){
return t==="completed"}var hr="baton: the command could not start: ";async function Er(t,e,n,r,o){K(Fe(t,n));let s=e.record.stage;for(let u of Et(e.record))o.warning(u.message,u.path==="$"?
`stage ${s}`:`stage ${s} ${u.path}`);let i=Ne({record:e.record,handoff:e.handoff,artifactName:vt(e.record),secrets:r.secrets,
serverUrl:r.serverUrl});await me(i,r.secrets)}function vt(t){return ge(t.stage,t.attempt,t.run.attempt)}async function It(t,e,n,r){
K(Fe(t,{...Rt(e.record,e.handoff),[h.present]:"false",[h.sha256]:""})),await me(Ne({record:e.record,handoff:e.handoff,notStored:n,
secrets:r.secrets,serverUrl:r.serverUrl}),r.secrets)}function Or(t){let e=new Set(Object.values(et)),n={};for(let[r,o]of Object.
entries(t))o!==void 0&&(r.startsWith("INPUT_")||r.startsWith("STATE_")||e.has(r)||Object.values(Ye).includes(r)||(n[r]=o));
return n}function vr(t){return{secrets:[],serverUrl:t.GITHUB_SERVER_URL,settled:!1}}async function Ir(t,e,n){if(t.settled)
return;t.settled=!0;let r=t.store?.failed;r?await It(n.action,r,e instanceof Error?e.message:String(e),t):n.refusedOutputs&&
K(ze())}async function Pr(t,e,n){let r=t.store?.pending,o=r?`the record of attempt ${r.record.attempt} was not stored: ${Ot(
r)}`:n.unfinished,s=`${t.stage===void 0?"":`stage ${t.stage}: `}${St(e)}; ${o}`;return t.settled||(t.settled=!0,r?await It(
n.action,r,Ot(r),t):n.refusedOutputs&&(K(ze()),t.stage!==void 0&&await me(`### \u274C baton stage \`${t.stage}\`

${s}
`,t.secrets))),s}function Ot(t){return`artifact ${vt(t.record)} could not be uploaded in the ${ht.deadline/1e3} s a stop\
ped step has before the runner ends it`}function G(t){let e=t.filter(r=>/^[A-Za-z_][A-Za-z0-9_]{0,99}$/.test(r)),n=t.length-e.length;return[...e,...n>0?[`${n} m\
ore`]:[]].join(", ")}function Pt(t,e){return e(gt(t))}async function Hr(t,e,n){let r=e.problems.map(E=>Tt(E,t)),o=mn(e.outcome,t),s=(E,I)=>{let v=Le(E,t.redact,I);return r.push(
...v.problems),v.text},i=s(e.prompt,"prompt.md"),u=e.agent?s(e.agent.output,"agent.log"):void 0,l=t.agent?.kind==="comma\
nd"?s(t.agent.command,"agent.command"):null,d=e.verify?{...e.verify,command:s(e.verify.command,"verify.command")}:null,f=e.
agent?.startedAt??e.startedAt,c=e.agent?.finishedAt??e.finishedAt,p=e.outcome.reason!=="completed",O=fn(e.usage,r),$=E=>n.
workspace.sha256(E),x={schema:Ze.record,stage:t.stage,job:t.job,matrix:t.matrix,attempt:e.attempt,repair:e.repair,hop:e.
hop,run:t.run,agent:{command:l,preset:t.agent?.kind==="preset"?t.agent.preset:null,exit_code:e.agent?.exitCode??null,started_at:f.
toISOString(),finished_at:c.toISOString(),duration_ms:Math.max(0,c.getTime()-f.getTime()),usage:O},verify:d,status:p?"fa\
ilure":e.handoff?.status??"success",outcome:{reason:o.reason,message:o.message},present:e.handoff!==null,digests:{handoff:e.
handoff?Pt(e.handoff,$):null,prompt:$(i)},lineage:e.lineage,...e.parent?{parent:e.parent}:{},problems:r},g=await n.store.
put({record:x,prompt:i,handoff:e.handoff,...u===void 0?{}:{log:u},...e.files&&e.files.length>0?{files:e.files}:{}});return{
record:x,ref:g,handoff:e.handoff,logged:u!==void 0,outcome:o}}function fn(t,e){if(t===null)return null;let n={};for(let[
r,o]of Object.entries(t)){let s=dt.safeParse({[r]:o});if(s.success){n[r]=o;continue}let i=s.error.issues.map(u=>u.message).
join("; ");e.push({code:oe.usageRefused,severity:"warning",path:`agent.usage.${r}`,message:`the agent\u2019s usage cannot be \
stored (${i}); ${r} is not recorded`})}return Object.keys(n).length===0?null:n}function Le(t,e,n){let r=je(t,e);return{text:r.
text,problems:r.redactions.length===0?[]:[{code:se.problemCode,severity:"warning",path:n,message:ct(r.redactions)}]}}function He(t,e){
return je(t,e.redact).text}function Tt(t,e){return{...t,path:He(t.path,e),message:He(t.message,e)}}function mn(t,e){if(t.
message===null)return t;let n=He(t.message,e);return"problems"in t?{...t,message:n,problems:t.problems.map(r=>Tt(r,e))}:
{...t,message:n}}function he(t){let e=t.split(/\r?\n/).map(n=>n.trim()).filter(n=>n.length>0);return[...new Set(e)]}function Gr(t,e){let n=Le(
t.prompt,e,"prompt.md");return n.problems.length===0?t:{...t,prompt:n.text,warnings:[...t.warnings,...n.problems]}}function Br(t,e){
if(e>=t)return null;let n=`${t} ${t===1?"value":"values"} to redact`,r=e===0?`none of ${t===1?"it":"them"}`:`${e} of the\
m`;return new m("redact-not-given",`prepare was given ${n} and capture was given ${r}: give capture the same ${a.redact}\
 input as prepare. capture stores the handoff, the prompt and the job summary, and redacts only the values it is given; \
nothing was stored`,{where:a.redact})}function Jr(t){if(t.length===0)return null;let e=t.length===1;return new m("redact\
-not-given",`prepare's env held the secret${e?"":"s"} ${G(t)} (mapped from secrets in its step's env:) and capture's doe\
s not: map ${e?"it":"them"} into capture's env: too, or into the job's env:, which every step gets, or give capture the \
value${e?"":"s"} in its ${a.redact} input. capture stores the handoff, the prompt and the job summary, and redacts only \
the values it sees; nothing was stored`,{where:a.redact})}function Vr(t){if(t.length===0)return null;let e=t.length===1;
return new m("redact-not-given",`${G(t)}, mapped from secrets by the workflow, ${e?"was":"were"} set to another value af\
ter prepare ran, by a step between prepare and capture (through $GITHUB_ENV: the agent's step, most likely), so capture \
does not hold the value${e?"":"s"} prepare's env did and cannot redact ${e?"it":"them"}: give capture the secret${e?"":"\
s"} in its ${a.redact} input (${a.redact}: \${{ secrets.NAME }}), and run an agent you do not trust with the root action,\
 which runs it itself, without $GITHUB_ENV. capture stores the handoff, the prompt and the job summary; nothing was stor\
ed`,{where:a.redact})}var Se=/^[1-9]\d{0,19}$/;function At(t,e){let n=JSON.stringify(t);if(!C.test(t))return`${n} is not a stage id: a letter or _ then up to 99 letter\
s, digits, _ or -`;if(e.upstreamStages.includes(t)||e.unknown||Ce(t,e)!==void 0)return null;let r=hn(e),o=e.jobs.get(t),
s=o?.stages?.includes(t)??!1;if(o!==void 0&&!s&&e.upstreamJobs.includes(t)){let l=o.stages===null?`${t}-<matrix values>,\
 known when the run expands its matrix`:o.stages.join(", ");return`${n} is ${o.matrix?"the matrix job":"job"} ${t}, not \
a stage: name ${o.matrix?"its legs":"its stage"} (${l}); upstream stages: ${r}`}let i=o!==void 0&&!s?t:gn(t,e);if(i!==void 0){
let l=i===t&&!s,d="a stage needs only stages of jobs that finish before it";if(i===e.job)return`${n} is ${l?"this job":"\
a stage of this job"} itself: ${d}; upstream stages: ${r}`;let f=l?`job '${i}'`:`a stage of job '${i}'`,c=e.runsAfter(i);
return c!==null?`${n} is ${f}, which runs after job '${e.job}' (${yt(c)}): ${d}; upstream stages: ${r}`:`${n} is ${f}, w\
hich is not upstream of job '${e.job}' (add '${i}' to jobs.${e.job}.needs); upstream stages: ${r}`}let u=le(t,e.upstreamStages);
return`${n} is not a stage upstream of job '${e.job}'${u?` (did you mean ${u}?)`:""}; upstream stages: ${r}`}function Ce(t,e){
let n;for(let r of e.openMatrices)t.startsWith(`${r}-`)&&r.length>(n?.length??0)&&(n=r);return n}function gn(t,e){let n;
for(let[r,o]of e.jobs){if(o.stages?.includes(t))return r;o.stages===null&&o.matrix&&t.startsWith(`${r}-`)&&r.length>(n?.
length??0)&&(n=r)}return n}function hn(t){let e=[...t.upstreamStages,...t.openMatrices.map(n=>`${n}-*`)];return e.length>
0?e.join(", "):"(none)"}var we={bash:{template:"bash --noprofile --norc -eo pipefail {0}"},sh:{template:"sh -e {0}"},pwsh:{template:`pwsh -comma\
nd ". '{0}'"`},python:{template:"python {0}"}},Sn=new Map([["cmd",".cmd"],["pwsh",".ps1"],["powershell",".ps1"],["bash",
".sh"],["sh",".sh"],["python",".py"]]);function jt(t){return Sn.get(t.toLowerCase())??""}var wn="$ErrorActionPreference \
= 'stop'",bn="if ((Test-Path -LiteralPath variable:\\LASTEXITCODE)) { exit $LASTEXITCODE }",yn="bash";var kn=["cmd","powershell"];var no=`${Object.keys(we).join(", ")}, ${kn.join(", ")} (Windows only), or a command containing {0} (e.g. "perl {0}")`;var $n=`${Object.keys(we).join(", ")}, or a command containing {0} (e.g. "perl {0}")`;function Ut(t){return xn(t,$n)}function xn(t,e){
let n=(t??"").trim()||yn;if(Object.hasOwn(we,n)){let i=we[n],[u,...l]=Nt(i.template);return{file:u,args:l,extension:jt(u)}}
if(!n.includes("{0}"))throw new m("input-invalid",`${JSON.stringify(n)} is not one of ${e}`,{where:"shell"});let r=Nt(n),
[o,...s]=r;if(o===void 0||o.includes("{0}"))throw new m("input-invalid",`${JSON.stringify(n)} must start with a program,\
 then {0} for the script`,{where:"shell"});return{file:o,args:s,extension:jt(o)}}function ro(t,e){switch(t.file){case"pw\
sh":case"powershell":return`${wn}
${e}
${bn}`;case"cmd":return`@echo off
${e}`;default:return e.endsWith(`
`)?e:`${e}
`}}function oo(t,e){return t.args.map(n=>n.replaceAll("{0}",e))}function Nt(t){let e=[],n="",r=!1,o=null;for(let s of t){
if(o){s===o?o=null:n+=s;continue}s==='"'||s==="'"?(o=s,r=!0):/\s/.test(s)?(r&&e.push(n),n="",r=!1):(n+=s,r=!0)}if(o)throw new m(
"input-invalid",`${JSON.stringify(t)} has an unterminated ${o} quote`,{where:"shell"});return r&&e.push(n),e}var N={attempts:{min:1,max:P.maxAttempts},maxHandoffs:{min:1,max:1e3},maxPromptTokens:{min:1,max:1e7},retentionDays:{min:1,
max:400}},Rn=Ae(V.handoff),En=Ae(V.onInvalid),On=rt("kind",[M({kind:ae("command"),command:S().check(q(1))}),M({kind:ae("\
preset"),preset:pe})]),Ft=M({stage:ue,job:A(S()),matrix:T(ie(S(),Te())),open:T(ae(!0)),place:T(ot(_(D().check(W(),nt()))))}),
vn=M({stage:ue,job:S().check(q(1)),matrix:A(ie(S(),Te())),template:A(M({text:S(),source:S(),namesFile:T(S())})),upstream:_(
Ft),expandLineage:Pe(),needs:_(ue),handoff:Rn,onInvalid:En,dataSchema:T(ut),agent:A(On),shell:S(),workingDirectory:S().check(
q(1)),verify:A(S()),attempts:D().check(W(),ve(N.attempts.min),Oe(N.attempts.max)),maxHandoffs:D().check(W(),ve(N.maxHandoffs.
min),Oe(N.maxHandoffs.max)),parentRun:A(S().check(q(1))),maxPromptTokens:A(D().check(W(),Ie())),retentionDays:A(D().check(
W(),Ie())),inputs:ie(S(),S()),github:mt,redact:_(S()),workflowJobs:A(_(S())),workflowUnread:T(S()),madeEvent:T(S()),madeEventRun:T(
S()),trustCheckout:T(Pe()),run:ft}),In="the stage id holds the value of a secret; a stage id names directories and artif\
acts, which are not redacted",Z={bothPrompts:`give either \`${a.prompt}\` or \`${a.promptFile}\`, not both`,noPrompt:`on\
e of \`${a.prompt}\` or \`${a.promptFile}\` is required`,outputWithoutAgent:`is given without \`${a.agent}\`, here or on \
its prepare step: name the CLI whose output the file holds (${ce.slice(0,-1).join(", ")} or ${ce.at(-1)}), so capture ca\
n read its usage`,bothAgents:`give either \`${a.run}\` (a command) or \`${a.agent}\` (a preset), not both`,noAgent:`one \
of \`${a.run}\` (the agent's command) or \`${a.agent}\` (a preset) is required`};function zt(t,e){let n=[],r=R=>{let H=t[R];
if(H===void 0)return null;let te=H.trim();return te===""?null:te},o=(R,H)=>n.push({input:R,message:H}),s=(R,H,te)=>{try{
return H()}catch(ne){if(ne instanceof m)return o(ne.where??R,ne.message),te;throw ne}},i=Fn(r(a.stage),e,o),u=_t(a.handoff,
r(a.handoff),V.handoff,"optional",o),l=_t(a.onInvalid,r(a.onInvalid),V.onInvalid,"fail",o),d=be(a.attempts,r(a.attempts),
N.attempts,1,o),f=be(a.maxHandoffs,r(a.maxHandoffs),N.maxHandoffs,P.defaultMaxHandoffs,o),c=Un(r(a.parentRun),e.run.id,o)?
null:e.parentRun!==void 0?e.parentRun:_n(r,o),p=be(a.maxPromptTokens,r(a.maxPromptTokens),N.maxPromptTokens,null,o),O=be(
a.retentionDays,r(a.retentionDays),N.retentionDays,null,o),$=r(a.shell)??"bash";s(a.shell,()=>Ut($),null);let x=Nn(a.trustCheckout,
r(a.trustCheckout),o),g=r(a.workingDirectory)??".";g.includes("\0")&&o(a.workingDirectory,"must not contain a NUL charac\
ter");let E=r(a.verify),I=s(a.vars,()=>Tn(t[a.vars]??"",e),{}),v=s(a.dataSchema,()=>An(t[a.dataSchema]??"",e),void 0),F=Hn(
t,r,e,o),U=Ln(r,e,o),{upstream:k,needs:w,expandLineage:y}=Dn(r(a.needs),e,o),j=[...e.secrets??[],...he(t[a.redact]??"")].
filter(R=>R.length>0);if(n.length>0)throw Dt(n);return{...vn.parse({stage:i,job:e.job,matrix:e.matrix??null,template:F,upstream:[],
expandLineage:y,needs:w,handoff:u,onInvalid:l,...v===void 0?{}:{dataSchema:v},agent:U,shell:$,workingDirectory:g,verify:E,
attempts:d,maxHandoffs:f,parentRun:c,maxPromptTokens:p,retentionDays:O,inputs:{...e.dispatchInputs??Pn(e.github),...I},github:e.
github,redact:[...new Set(j)],workflowJobs:e.workflowJobs??null,...e.workflowJobs==null&&e.workflowUnread!==void 0?{workflowUnread:e.
workflowUnread}:{},...e.madeEvent===void 0?{}:{madeEvent:e.madeEvent},...e.madeEvent===void 0||e.madeEventRun===void 0?{}:
{madeEventRun:e.madeEventRun},...x?{trustCheckout:x}:{},run:e.run}),upstream:Ct(k)}}function Pn(t){if(t.event_name!=="wo\
rkflow_dispatch"&&t.event_name!=="workflow_call")return{};let e=t.event.inputs;return e===null||typeof e!="object"||Array.
isArray(e)?{}:Object.fromEntries(Object.entries(e).filter(([,n])=>["string","number","boolean"].includes(typeof n)).map(
([n,r])=>[n,String(r)]))}function Ht(t){return`${JSON.stringify(t)} is not one of ${ce.join(", ")}`}function Lt(t,e){let n=[],{upstream:r,expandLineage:o}=Mt(t.needs,t.job,e.upstream,(u,l)=>n.push({input:u,message:l}),e.
needs);if(n.length>0)throw Dt(n);let{workflowUnread:s,...i}=t;return{...i,upstream:Ct(r),expandLineage:o,workflowJobs:[...e.
workflowJobs]}}function Ct(t){return t.every(jn)?t:_(Ft).parse(t)}function Tn(t,e){if(e.mode==="capture"||t.trim()==="")
return{};if(e.parseVars===void 0)throw new re("stageSpecFromInputs: a vars input needs ctx.parseVars");return e.parseVars(
t)}function An(t,e){if(!(e.mode==="prepare"||t.trim()==="")){if(e.parseDataSchema===void 0)throw new re("stageSpecFromIn\
puts: a data-schema input needs ctx.parseDataSchema");return e.parseDataSchema(t)}}function jn(t){let e=Object.keys(t),{
matrix:n,place:r}=t;return e.length===2+(n===void 0?0:1)+(t.open===!0?1:0)+(r===void 0?0:1)&&(r===void 0||Array.isArray(
r)&&r.every(o=>Number.isInteger(o)&&o>=0))&&e.includes("stage")&&e.includes("job")&&typeof t.stage=="string"&&C.test(t.stage)&&
(t.job===null||typeof t.job=="string")&&(n===void 0||typeof n=="object"&&n!==null&&!Array.isArray(n)&&Object.getPrototypeOf(
n)===Object.prototype)}function Dt(t){let[e]=t;return t.length===1&&e?new m("input-invalid",e.message,{where:e.input}):new m(
"input-invalid",`${t.length} inputs are invalid`,{details:t.map(n=>`${n.input}: ${n.message}`)})}function _t(t,e,n,r,o){
return e===null?r:n.includes(e)?e:(o(t,`${JSON.stringify(e)} is not one of ${n.join(", ")}`),r)}function Nn(t,e,n){try{return bt(
t,e,!1)}catch(r){if(!(r instanceof m))throw r;return n(t,r.message),!1}}function Un(t,e,n){return t===null||t!==e?!1:(n(
a.parentRun,`${JSON.stringify(t)} is this run's own id (\${{ github.run_id }}); the parent run is the one that started th\
is one, whose id it passes in (an input: \${{ inputs.parent-run }}). This run's stages upstream of this job are read with\
out it; leave ${a.parentRun} empty when no run started this one`),!0)}function _n(t,e){let n=t(a.parentRun);return n===null?
null:Se.test(n)?n:(e(a.parentRun,`${JSON.stringify(n)} is not a workflow run id (a positive whole number, such as \${{ gi\
thub.run_id }} of the run that started this one)`),null)}function be(t,e,n,r,o){if(e===null)return r;let s=/^\d{1,9}$/.test(
e)?Number(e):Number.NaN;return!Number.isInteger(s)||s<n.min||s>n.max?(o(t,`${JSON.stringify(e)} is not a whole number fr\
om ${n.min} to ${n.max}`),r):s}function Fn(t,e,n){let r=e.secrets??[];if((t!==null?[t]:Object.values(e.matrix??{}).map(s=>typeof s==
"string"?s:JSON.stringify(s)??"")).some(s=>lt(s,r)))return n(a.stage,`${In}, so ${t===null?`give one in the \`${a.stage}\
\` input`:"choose one without it"}`),"invalid";if(t!==null&&!C.test(t))return n(a.stage,`${JSON.stringify(t)} is not a s\
tage id: a letter or _ then up to 99 letters, digits, _ or -`),"invalid";try{let s=t??pt(e.stageJob??e.job,e.matrix??null);
return ge(s,1),s}catch(s){if(s instanceof m){let i=t===null?`; give the stage id in the \`${a.stage}\` input`:"";return n(
a.stage,`${s.message}${i}`),"invalid"}throw s}}function zn(t,e){let n=t.trim();if(!(e.readFile===void 0||/\s/.test(n)||n.
includes("{{"))&&/\/|\.[A-Za-z0-9]{1,10}$/.test(n))try{return e.readFile(n),n}catch{return}}function Hn(t,e,n,r){let o=t[a.
prompt]?.trim()?t[a.prompt]:null,s=e(a.promptFile);if(o!==null&&s!==null)return r(a.prompt,Z.bothPrompts),null;if(o!==null){
let i=n.promptSource??`jobs.${n.job} ${a.prompt}`,u=zn(o,n);return{text:o,source:i,...u===void 0?{}:{namesFile:u}}}if(s!==
null){if(!n.readFile)return r(a.promptFile,"cannot be read here (no file reader was given)"),null;try{return{text:n.readFile(
s),source:s}}catch(i){let u=i instanceof Error?i.message:String(i);return r(a.promptFile,`cannot read ${JSON.stringify(s)}\
: ${u}`),null}}return n.mode!=="capture"&&r(a.prompt,Z.noPrompt+Wt([a.prompt,a.promptFile],n)),null}function Wt(t,e){let n=[];
for(let r of e.unreadInputs??[]){let o=le(r.replaceAll("_","-"),t);o!==void 0&&n.push(`the step was given \`${r}\`, which\
 is not an input of this action: did you mean \`${o}\`?`)}return n.map(r=>`; ${r}`).join("")}function Ln(t,e,n){let r=t(
a.run),o=t(a.agent);if(e.mode==="capture")return Cn(o,t(a.agentOutput),n);if(e.mode==="prepare"&&o===null)return null;if(r!==
null&&o!==null)return n(a.run,Z.bothAgents),null;if(o!==null){let s=pe.safeParse(o);return s.success?{kind:"preset",preset:s.
data}:(n(a.agent,Ht(o)),null)}return r!==null?{kind:"command",command:r}:(n(a.run,Z.noAgent+Wt([a.run,a.agent],e)),null)}
function Cn(t,e,n){if(e?.includes("\0")&&n(a.agentOutput,"must not contain a NUL character"),t===null)return null;let r=pe.
safeParse(t);return r.success?{kind:"preset",preset:r.data}:(n(a.agent,`${Ht(t)}: name the CLI whose output \`${a.agentOutput}\
\` holds (claude for claude-code-action's execution_file)`),null)}function Ro(t,e,n){if(t.agent!==null||n===null)return t;
if(e.agent!==void 0)return{...t,agent:{kind:"preset",preset:e.agent}};throw new m("input-invalid",Z.outputWithoutAgent,{
where:a.agentOutput})}function Eo(t){let e=(t[a.agentOutput]??"").trim();return e===""?null:e}function Dn(t,e,n){let r=[];for(let o of(t??"").
split(/[\s,]+/).filter(Boolean))C.test(o)?r.includes(o)||r.push(o):n(a.needs,`${JSON.stringify(o)} is not a stage id: a \
letter or _ then up to 99 letters, digits, _ or -`);return{...Mt(r,e.job,e.upstream,n,e.needsFacts),needs:r}}function Mt(t,e,n,r,o){
if(n===void 0)return{upstream:t.map(u=>({stage:u,job:null})),expandLineage:!0};let s=n.map(u=>u.stage),i=[];for(let u of t)
if(o!==void 0){let l=At(u,o);l!==null&&r(a.needs,l);let d=l===null&&!s.includes(u)?Ce(u,o):void 0;d!==void 0&&i.push({stage:u,
job:d,open:!0})}else s.includes(u)||r(a.needs,`${JSON.stringify(u)} is not upstream of job ${e}; upstream stages: ${s.join(
", ")||"(none)"}`);return{upstream:i.length>0?[...n,...i]:n,expandLineage:!1}}var Gt=1e5;function Bt(t){let e=kt(t);if(e===null)return null;let n=[],r=!1;for(let o of e){if("literal"in o){n.push({literal:o.
literal});continue}let s=o.expression.replace(/'(?:[^']|'')*'/g,"''");if(!/(?<![\w.-])secrets\b/i.test(s)){n.push({other:!0});
continue}if(r=!0,/[A-Za-z_][\w-]*\s*\(/.test(s))return{kind:"opaque"};n.push({secret:o.expression.replace(/\s+/g,"").toLowerCase()})}
return r?{kind:"parts",parts:n}:null}function Jt(t,e){let n=[];for(let u of t.parts){let l=n.at(-1);"literal"in u&&l!==void 0&&
"literal"in l?n[n.length-1]={literal:l.literal+u.literal}:(!("literal"in u)||u.literal!=="")&&n.push(u)}let r=[],o=0,s=new Map,
i=(u,l)=>{if(++o>Gt)return!1;if(u===n.length)return l===e.length&&r.push(new Map(s)),r.length>1;let d=n[u];if("literal"in
d)return e.startsWith(d.literal,l)&&i(u+1,l+d.literal.length);let f=n[u+1],c=[];if(f===void 0)c.push(e.length);else if("\
literal"in f)for(let p=e.indexOf(f.literal,l);p>=0;p=e.indexOf(f.literal,p+1))c.push(p);else for(let p=l;p<=e.length;p++)
c.push(p);for(let p of c){let O=e.slice(l,p);if("secret"in d){let $=s.get(d.secret);if($!==void 0&&$!==O)continue;$===void 0&&
s.set(d.secret,O);let x=i(u+1,p);if($===void 0&&s.delete(d.secret),x)return!0}else if(i(u+1,p))return!0}return!1};return i(
0,0),o>Gt||r.length!==1?null:[...new Set(r[0].values())].filter(u=>u!=="")}var Vt=20;async function Xt(t,e){let[{findRunWorkflow:n,readRepositoryWorkflow:r},{envSecretNames:o,mayBeStageWorkflowJob:s}]=await Promise.
all([import("./workflow-file-QVJR373G.js"),import("./env-secret-names-7N645AAH.js")]),i=e??await n(t),u=t.GITHUB_JOB??"",l=t.GITHUB_ACTION;
if(i.kind==="unavailable")return{kind:"unread",reason:i.reason};let d=new Set,f=new Set,c=new Map,p=!1,O=!1,$=!1,x=!1,g=[],
E=[],I=[i.file],v=new Set([i.file.path]);for(let k=I.shift();k!==void 0;k=I.shift()){let w=o(k.text,{job:u,...l?{step:l}:
{}});if(!w){if(k===i.file)return{kind:"unread",reason:`${k.path} is not a workflow`};g.push(`${k.path} is not a workflow`);
continue}w.jobFound&&(p=!0),w.stepFound&&(O=!0);for(let y of w.opaque)E.push(`${k.path}: ${y} is one expression that rea\
ds secrets, so the names it sets are not known`);for(let y of w.step)d.add(y);for(let y of w.job)f.add(y);for(let[y,j]of Object.
entries(w.written)){let z=c.get(y)??new Set;for(let R of j)z.add(R);c.set(y,z)}s(w,u)&&($=!0),w.callsRemote&&(x=!0);for(let y of w.
calls){if(v.has(y))continue;if(v.add(y),v.size>Vt){g.push(`more than ${Vt} workflow files are called`);break}let j=await r(
t,y);j.kind==="found"?I.push(j.file):g.push(j.reason)}}if(!p&&!($&&!x&&g.length===0))return{kind:"unread",reason:[`${i.file.
path} has no job ${u} that runs steps`,...x?["it calls a reusable workflow of another repository"]:[],...g].join("; ")};
let F=O||!x&&g.length===0?[]:[`${i.file.path} calls ${x?"a reusable workflow of another repository":"a workflow not read\
 here"}, whose job ${u} may be the one this step runs in (no step of job ${u} here has this step\u2019s id)`,...g],U=[...E,
...F];return{kind:"read",names:[...d],jobNames:[...f],written:Object.fromEntries([...c].map(([k,w])=>[k,[...w]])),...U.length>
0?{incomplete:U.join("; ")}:{}}}function Wn(t,e){let n=e.map(r=>t[r]??"").filter(r=>r!=="");return[...new Set(n.flatMap(
r=>[r,...Kt(r)]))]}function qt(t,e,n){let r=Wn(t,e),o=[];for(let s of e){let i=t[s]??"";if(i==="")continue;let u=Object.
hasOwn(n,s)?n[s]??[]:[];if(u.length===0)continue;let l=!1;for(let d of u){let f=Bt(d),c=f?.kind==="parts"?Jt(f,i):null;c!==
null&&(l=!0,r.push(...c))}!l&&Kt(i).length===0&&o.push(s)}return{values:[...new Set(r)],unrecovered:o}}function Kt(t){if(!/^\s*[[{]/.
test(t))return[];let e;try{e=JSON.parse(t)}catch{return[]}let n=[],r=[e];for(let o=r.pop();o!==void 0;o=r.pop())typeof o==
"string"?o.trim().length>=se.minSecretLength&&n.push(o):o!==null&&typeof o=="object"&&r.push(...Object.values(o).reverse());
return n}function Yt(t,e=[]){let n=`give it to the \`${a.redact}\` input (${a.redact}: \${{ secrets.NAME }})`;if(t.kind===
"unread")return`env secrets: the workflow's env mappings from secrets were not read (${t.reason}); to redact a secret th\
is step's env holds, ${n}`;let r=t.names.length>0?`the values of ${G(t.names)}, mapped from secrets by the workflow, are\
 redacted where set${Mn(e,n)}`:void 0;return t.incomplete===void 0?r&&`env secrets: ${r}`:`env secrets: ${r?`${r}; `:""}\
not every mapping from secrets could be named (${t.incomplete}); to redact a secret this step's env holds${r?" that is n\
ot named here":""}, ${n}`}function Mn(t,e){if(t.length===0)return"";let n=t.length===1;return` (${G(t)} ${n?"is":"are"} \
built around a secret that its value does not let baton tell apart (a function such as format() builds it, two \${{ }} ha\
ve no text between them, or the value is not built as written), so only ${n?"its":"their"} whole value is redacted, not \
the secret inside on its own: ${e})`}var Re=L(de(),1);var $e=L(Ve(),1),xe=L(de(),1);import{tmpdir as qn}from"node:os";import{isAbsolute as sn,join as ee,relative as Kn,resolve as B,
sep as on}from"node:path";var Gn=L(Ve(),1),Q=L(de(),1);import{basename as Uo,dirname as Bn,join as _o}from"node:path";function Zt(t){try{return(0,Q.mkdtempSync)(t)}catch(e){if(e?.code!=="ENOENT")throw e;return(0,Q.mkdirSync)(Bn(t),{recursive:!0}),
(0,Q.mkdtempSync)(t)}}var b=L(de(),1);function Qt(t){return t.isFile()?null:t.isSymbolicLink()?"a symbolic link":t.isDirectory()?"a directory":
t.isFIFO()?"a FIFO (named pipe)":t.isSocket()?"a socket":t.isCharacterDevice()?"a character device":t.isBlockDevice()?"a\
 block device":"not a regular file"}async function ye(t,e){return We(t,e)}function We(t,e){let n=tn(t,e);if(n.kind!=="op\
ened")return n;let{fd:r,stats:o}=n;try{let s=Jn(r,o.size,e);return s===null?{kind:"too-large",size:e+1}:{kind:"file",bytes:new Uint8Array(
s)}}finally{(0,b.closeSync)(r)}}function Jn(t,e,n){let r=Buffer.allocUnsafe(Math.min(e,n)+1),o=0;for(;;){if(o===r.length){
if(o>n)return null;let i=Buffer.allocUnsafe(Math.min(r.length*2,n+1));r.copy(i,0,0,o),r=i}let s=(0,b.readSync)(t,r,o,r.length-
o,o);if(s===0)break;o+=s}return r.subarray(0,o)}function zo(t,e){let n=tn(t,null);if(n.kind!=="opened")return n;let{fd:r,
stats:o}=n;try{let s=Math.max(0,o.size-e),i=Buffer.allocUnsafe(o.size-s),u=0;for(;u<i.length;){let l=(0,b.readSync)(r,i,
u,i.length-u,s+u);if(l===0)break;u+=l}return{kind:"file",bytes:new Uint8Array(i.subarray(0,u)),size:o.size}}finally{(0,b.closeSync)(
r)}}function tn(t,e){let n;try{n=(0,b.lstatSync)(t)}catch(l){if(en(l))return{kind:"missing"};throw l}let r=Qt(n);if(r!==
null)return{kind:"not-regular",what:r};if(e!==null&&n.size>e)return{kind:"too-large",size:n.size};let o;try{o=(0,b.openSync)(
t,b.constants.O_RDONLY|(b.constants.O_NOFOLLOW??0)|(b.constants.O_NONBLOCK??0))}catch(l){if(De(l)==="ELOOP"||De(l)==="EM\
LINK")return{kind:"not-regular",what:"a symbolic link"};if(en(l))return{kind:"missing"};throw l}let s;try{s=(0,b.fstatSync)(
o)}catch(l){throw(0,b.closeSync)(o),l}let i=Qt(s),u=i!==null?i:s.ino!==n.ino||s.dev!==n.dev?"a file that was replaced wh\
ile being opened":null;return u===null?{kind:"opened",fd:o,stats:s}:((0,b.closeSync)(o),{kind:"not-regular",what:u})}function De(t){
let e=t?.code;return typeof e=="string"?e:void 0}function en(t){let e=De(t);return e==="ENOENT"||e==="ENOTDIR"}var Vn=t=>({kind:"invalid",problems:[st("$",`is ${t}; a handoff must be a regular file (links are never followed)`)]});async function nn(t){
let e;try{e=await ye(t,P.handoffFileBytes)}catch(n){throw Xn(t,n)}switch(e.kind){case"missing":return{kind:"missing"};case"\
not-regular":return Vn(e.what);case"too-large":return{kind:"invalid",problems:[it(e.size)]};case"file":return at(e.bytes)}}
function Xn(t,e){let n=e.code,r=n==="EACCES"||n==="EPERM"?"permission denied":n??String(e);return new m("handoff-unreada\
ble",`cannot read the handoff: ${r}`,{where:t,cause:e})}function rn(t){return{where:`the temp dir ${fe(t)}`,makeRoom:"make room on its disk"}}function Me(t,e,n,r,o={}){let s=r?.
code,i=s==="ENOSPC"||s==="EDQUOT";return new m("temp-write-failed",`${n} could not be ${o.made?"made":"written"} in ${t.
where}: ${fe(Xe(r,t.fewerJobs))}${i?`; ${t.makeRoom}`:""}`,{where:fe(e),cause:r})}var ke=class{#e;#t;#n;#r;#o;constructor(e){this.#e=B(e.root),this.#t=B(e.tempDir??qn()),this.#n=e.privateTempDir??!1,this.#r=
e.tempPlace??rn(this.#t),this.#o=e.now??(()=>new Date)}async attemptPaths(e,n){if(this.#n){let s=ee(this.#t,`${e}-${n}-${(0,$e.randomBytes)(
12).toString("hex")}`);return{promptPath:`${s}.${J.prompt}`,handoffPath:`${s}.${J.handoff}`}}let r=ee(this.#t,`baton-${e}\
-${n}-`),o;try{o=Zt(r)}catch(s){throw Me(this.#r,`${r}XXXXXX`,"the attempt's directory",s,{made:!0})}return{promptPath:ee(
o,J.prompt),handoffPath:ee(o,J.handoff)}}async writePrompt(e,n){try{(0,xe.writeFileSync)(e,n,{flag:"wx",mode:384})}catch(r){
throw Me(this.#r,e,"the stage's prompt",r)}}readHandoff(e){return nn(e)}resolveDirectory(e){return B(this.#e,e)}async readArtifact(e,n,r){
let o=i=>({kind:"refused",reason:i}),s=B(this.resolveDirectory(e),...n.split("/"));try{let i=an(this.#e,s);if(i!==null)return o(
i);let u=await ye(s,r);switch(u.kind){case"file":return u;case"missing":return o("does not exist");case"not-regular":return o(
`is ${u.what}; only regular files are kept, and links are never followed`);case"too-large":return o(`is ${u.size} bytes,\
 more than the ${r} bytes left of the ${P.artifactBytes}-byte limit for one record's artifacts`)}}catch(i){let u=i?.code;
return o(`cannot be read (${typeof u=="string"?u:String(i)})`)}}now(){return this.#o()}sha256(e){return(0,$e.createHash)(
"sha256").update(e,"utf8").digest("hex")}};function an(t,e){let n=Kn(t,e);if(n===""||n===".."||n.startsWith(`..${on}`)||
sn(n))return`is outside the workspace (${t})`;let r=n.split(on);for(let o=1;o<r.length;o++){let s=r.slice(0,o).join("/"),
i;try{i=(0,xe.lstatSync)(ee(t,s))}catch(u){if(Yn(u))return"does not exist";throw u}if(i.isSymbolicLink())return`is under\
 ${s}, a symbolic link; links are never followed`;if(!i.isDirectory())return`does not exist (${s} is not a directory)`}return null}
function un(t,e,n){if(sn(e))throw new Error("must be a path inside the workspace");let r=B(t,e),o=an(B(t),r);if(o!==null)
throw new Error(o);let s=We(r,n);switch(s.kind){case"file":{let i=Ke(s.bytes);if(i.kind==="text")return i.text;throw new Error(
i.kind==="utf-16"?`${i.problem}; ${qe}`:i.problem)}case"missing":throw new Error("does not exist");case"not-regular":throw new Error(
`is ${s.what}; only regular files are read, and links are never followed`);case"too-large":throw new Error(`is ${s.size}\
 bytes, more than the ${n}-byte limit`)}}function Yn(t){let e=t?.code;return e==="ENOENT"||e==="ENOTDIR"}function ln(t){let e=[];for(let n of t)for(let r of n.split(/\r?\n/))r.trim().length>=4&&e.push(r);return e}function Zn(){let t={};for(let e of[...Object.values(a),...Object.values(X)])t[e]=Je(e,{trimWhitespace:!1});return t}function Qn(t,e){
let n=new Set(tt[e].map(er));return Object.keys(t).filter(r=>r.startsWith(Ge)&&!n.has(r)&&t[r]!==void 0).map(r=>r.slice(
Ge.length).toLowerCase()).filter(r=>/^[a-z0-9_-]{1,100}$/.test(r)).sort()}var Ge="INPUT_";function er(t){return`${Ge}${t.
replace(/ /g,"_").toUpperCase()}`}function tr(t){let e=t.trim();if(e===""||e==="null"||e==="{}")return null;let n;try{n=
JSON.parse(e)}catch{throw new m("input-invalid","is not JSON; leave this input unset (it defaults to the job\u2019s matrix)",
{where:X.matrix})}if(n===null||typeof n!="object"||Array.isArray(n))throw new m("input-invalid","must be a JSON object; \
leave this input unset (it defaults to the job\u2019s matrix)",{where:X.matrix});return Object.keys(n).length===0?null:n}
var cn=P.eventBytes;function nr(t,e){let n=t.GITHUB_EVENT_PATH;if(!n)return{};try{if((0,Re.statSync)(n).size>cn)return e.
warning(`the event payload is larger than ${cn} bytes; templates see github.event as {}`),{};let r=JSON.parse((0,Re.readFileSync)(
n,"utf8"));return r!==null&&typeof r=="object"&&!Array.isArray(r)?r:{}}catch(r){return e.warning(`cannot read the event \
payload: ${r instanceof Error?r.message:String(r)}`),{}}}function rr(t,e){return{repository:t.GITHUB_REPOSITORY??"",ref:t.
GITHUB_REF??"",sha:t.GITHUB_SHA??"",run_id:t.GITHUB_RUN_ID??"",actor:t.GITHUB_ACTOR??"",event_name:t.GITHUB_EVENT_NAME??
"",event:nr(t,e)}}function or(t){return{id:t.GITHUB_RUN_ID??"",attempt:$t(t),workflow:t.GITHUB_WORKFLOW??"",repository:t.
GITHUB_REPOSITORY??"",event_name:t.GITHUB_EVENT_NAME??"",sha:t.GITHUB_SHA??"",ref:t.GITHUB_REF??""}}async function hs(t,e,n={}){
let r=new wt,o={...n.inputs??Zn()};n.stage!==void 0&&(o[a.stage]??"").trim()===""&&(o[a.stage]=n.stage);let s=Y(e,"GITHU\
B_WORKSPACE"),i=Y(e,"RUNNER_TEMP"),u=Y(e,"GITHUB_JOB"),l=(o[a.githubToken]??"").trim(),d=t==="capture"?void 0:await(await import("./workflow-file-QVJR373G.js")).
findRunWorkflow(e),f=d===void 0?void 0:await Xt(e,d),{values:c,unrecovered:p}=f?.kind==="read"?qt(e,f.names,f.written):{
values:[],unrecovered:[]},O=f&&Yt(f,p);O&&r.info(O);let $=[...xt(e,l),...c],x={mode:t,job:u,matrix:tr(o[X.matrix]??""),github:rr(
e,r),run:or(e),secrets:$,readFile:R=>un(s,R,P.templateBytes),...t==="capture"?{}:{parseVars:(await import("./vars-NEH6NMVM.js")).
parseVars},...t!=="prepare"&&(o[a.dataSchema]??"").trim()!==""?{parseDataSchema:(await import("./data-schema-text-S4IRPXDY.js")).
parseDataSchemaText}:{},unreadInputs:Qn(e,t)},g=zt(o,x);ir(g.redact);let E=new _e({tempDir:i,reporter:r,...g.retentionDays===
null?{}:{retentionDays:g.retentionDays},...Ue(e)}),I=new ke({root:s,tempDir:i}),v=t!=="capture"&&g.parentRun!==null?sr(e,
l,i,r):void 0,F=he(o[a.redact]??"");if(t==="capture")return{spec:g,store:E,workspace:I,reporter:r,secrets:g.redact,redactInput:F,
openRun:v};let U={store:E,workspace:I,reporter:r,redactInput:F,openRun:v,envSecrets:f},k=await ar(d,u,r);if("unread"in k){
let R={...g,workflowUnread:k.unread};return{...U,spec:R,secrets:g.redact}}let w=k.graph,y=await ur(w,u,g,E,r),{needsInputFactsOf:j}=await import("./upstream-stages-UOQJNQSF.js"),
z=Lt(g,{upstream:y,workflowJobs:w.jobs.map(R=>R.id),needs:j(w,u,y)});return{...U,spec:z,secrets:z.redact}}function sr(t,e,n,r){
if(e==="")throw new m("input-invalid",`is empty; \`${a.parentRun}\` reads the parent run\u2019s records with it, and it needs \
\`actions: read\` (default: \${{ github.token }})`,{where:a.githubToken});let o=Y(t,"GITHUB_REPOSITORY"),[s,i]=o.split("\
/");if(!s||!i)throw new m("runner-env-invalid",`GITHUB_REPOSITORY is ${JSON.stringify(o)}, not owner/name`);return async u=>{
if(!Se.test(u))throw new m("run-unknown",`${JSON.stringify(u)} is not a GitHub workflow run id`);return new _e({tempDir:n,
reporter:r,findBy:{token:e,workflowRunId:Number(u),repositoryOwner:s,repositoryName:i},...Ue(t)})}}function ir(t){for(let e of ln(
t))Be(e)}async function ar(t,e,n){let{readJobGraph:r}=await import("./upstream-stages-UOQJNQSF.js"),o=i=>(n.info(`upstream s\
tages: from the needs input and their records (${i})`),{unread:i});if(t.kind==="unavailable")return o(t.reason);let s=r(
t.file.text);return s?s.jobs.some(i=>i.id===e)?(n.info(`upstream stages: the jobs ${e} needs in ${t.file.path}`),{graph:s}):
o(`${t.file.path} has no job ${e}`):o(`${t.file.path} is not a workflow`)}async function ur(t,e,n,r,o){let s=[];if(n.template){
let{templateAnalysis:c}=await import("./render-prompt-J4P55KSI.js");try{s=c(n.template.text).references.filter(p=>p.kind===
"stage").map(p=>p.stage)}catch{}}let{recordIsFromJob:i,upstreamStagesOf:u}=await import("./upstream-stages-UOQJNQSF.js"),l=[
...new Set((await r.list()).map(c=>c.stage))],d=u({graph:t,job:e,recorded:l,referenced:s});return(await Promise.all(d.map(
async c=>{if(!l.includes(c.stage))return c;let p=await r.get(c.stage);if(!p||i(t,c.job,p.record.job))return c;o.info(`st\
age ${c.stage}: its record is from job ${p.record.job}, not upstream job ${c.job}; left out`)}))).filter(c=>c!==void 0)}var pn=class{#e;#t;#n;constructor(e){this.#e=e}get pending(){return this.#t}get failed(){return this.#n}async put(e){this.#t=
e,this.#n=void 0;try{return await this.#e.put(e)}catch(n){throw this.#n=e,n}finally{this.#t=void 0}}get(e){return this.#e.
get(e)}getAttempt(e,n,r){return this.#e.getAttempt(e,n,r)}list(){return this.#e.list()}};export{Ut as a,ro as b,oo as c,We as d,zo as e,rn as f,Me as g,Hr as h,Le as i,Rt as j,gr as k,hr as l,Er as m,Or as n,vr as o,
Ir as p,Pr as q,Gr as r,Br as s,Jr as t,Vr as u,Ro as v,Eo as w,qt as x,Yt as y,Zn as z,hs as A,ir as B,pn as C};

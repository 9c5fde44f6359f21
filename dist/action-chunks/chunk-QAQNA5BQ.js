import{c as xt}from"./chunk-NTHMEBCW.js";import{a as Rt}from"./chunk-ID5774FQ.js";import{A as Ue,B as ze,C as kt,
D as $t,E as ee,F as Ot,H as Et,a as pe,b as de,k as wt,r as Fe,s as Q,t as ge,u as he,v as yt,w as bt}from"./chunk-JHGOV4WQ.js";
import{a as pt}from"./chunk-Q2LHL6MY.js";import{b as _e,c as dt,h as ft}from"./chunk-KH6MSAET.js";import{a as ut,
b as lt,c as ct}from"./chunk-77W67CAP.js";import{a as fe}from"./chunk-R2LRCHEZ.js";import{b as St}from"./chunk-ZHXVBFIU.js";
import{a as me,f as gt,g as ht}from"./chunk-S3VQCA2F.js";import{a as mt}from"./chunk-4K4GM72I.js";import{B as le,
I as ce,c as ve,d as Pe,e as Te,f as st,g as Z,j as w,k as G,l as B,m as Ae,n as je,o as C,q as J,t as it,u as ae,v as Ne,
w as ue,x as A,y as j,z as at}from"./chunk-GNY3OND4.js";import{b as Ke,d as g,e as oe}from"./chunk-O7UU6C5Q.js";
import{a as qe}from"./chunk-PO5EA42V.js";import{F as nt,G as rt,H as ie,J as Y,N as ot,O as Ie,b as Qe,g as q,m as et,
o as P,p as M,s as i,t as S,x as K,y as se,z as tt}from"./chunk-JQWIKLAS.js";import{e as Ye,f as Ze}from"./chunk-VLLWXIM2.js";
import{h as Ve,i as Xe}from"./chunk-DHIUKFLR.js";import{d as W}from"./chunk-A64LSPLL.js";var fr=Ie.stage;function He(t,e){let n=Ie[t];return Object.fromEntries(Object.entries(e).filter(([r])=>n.includes(r)))}function It(t,e,n={}){
let r=t.problems.some(o=>o.code===se.nextUnknownStage);return{[S.status]:t.status,[S.next]:e?.next&&!r?e.next.stage:"",[S.
present]:t.present?"true":"false",[S.data]:JSON.stringify(e?.data??{}),[S.sha256]:t.digests.handoff??"",[S.artifactId]:n.
artifactId??"",[S.promptPath]:n.promptPath??"",[S.handoffPath]:n.handoffPath??""}}function Le(){return{[S.status]:"failu\
re",[S.next]:"",[S.present]:"false",[S.data]:"{}",[S.sha256]:"",[S.artifactId]:"",[S.promptPath]:"",[S.handoffPath]:""}}var gn=new Set(Object.values(tt));function vt(t){return t.problems.filter(e=>e.severity==="warning"&&!gn.has(e.code))}function wr(t){
return t==="completed"}var yr="baton: the command could not start: ";async function vr(t,e,n,r,o){Q(He(t,n));let s=e.record.stage;for(let u of vt(e.record))o.warning(u.message,u.path==="$"?
`stage ${s}`:`stage ${s} ${u.path}`);let a=Fe({record:e.record,handoff:e.handoff,artifactName:Tt(e.record),secrets:r.secrets,
serverUrl:r.serverUrl});await ge(a,r.secrets)}function Tt(t){return he(t.stage,t.attempt,t.run.attempt)}async function At(t,e,n,r){
Q(He(t,{...It(e.record,e.handoff),[S.present]:"false",[S.sha256]:""})),await ge(Fe({record:e.record,handoff:e.handoff,notStored:n,
secrets:r.secrets,serverUrl:r.serverUrl}),r.secrets)}function Pr(t){let e=new Set(Object.values(nt)),n={};for(let[r,o]of Object.
entries(t))o!==void 0&&(r.startsWith("INPUT_")||r.startsWith("STATE_")||e.has(r)||Object.values(Qe).includes(r)||(n[r]=o));
return n}function Tr(t){return{secrets:[],serverUrl:t.GITHUB_SERVER_URL,settled:!1}}async function Ar(t,e,n){if(t.settled)
return;t.settled=!0;let r=t.store?.failed;r?await At(n.action,r,e instanceof Error?e.message:String(e),t):n.refusedOutputs&&
Q(Le())}async function jr(t,e,n){let r=t.store?.pending,o=r?`the record of attempt ${r.record.attempt} was not stored: ${Pt(
r)}`:n.unfinished,s=`${t.stage===void 0?"":`stage ${t.stage}: `}${bt(e)}; ${o}`;return t.settled||(t.settled=!0,r?await At(
n.action,r,Pt(r),t):n.refusedOutputs&&(Q(Le()),t.stage!==void 0&&await ge(`### \u274C baton stage \`${t.stage}\`

${s}
`,t.secrets))),s}function Pt(t){return`artifact ${Tt(t.record)} could not be uploaded in the ${yt.deadline/1e3} s a stop\
ped step has before the runner ends it`}function V(t){let e=t.filter(r=>/^[A-Za-z_][A-Za-z0-9_]{0,99}$/.test(r)),n=t.length-e.length;return[...e,...n>0?[`${n} m\
ore`]:[]].join(", ")}function jt(t,e){return e(wt(t))}async function Dr(t,e,n){let r=e.problems.map(y=>Nt(y,t)),o=Sn(e.outcome,t),s=(y,h)=>{let T=De(y,t.redact,h);return r.push(
...T.problems),T.text},a=s(e.prompt,"prompt.md"),u=e.agent?s(e.agent.output,"agent.log"):void 0,l=t.agent?.kind==="comma\
nd"?s(t.agent.command,"agent.command"):null,p=e.verify?{...e.verify,command:s(e.verify.command,"verify.command")}:null,d=e.
agent?.startedAt??e.startedAt,c=e.agent?.finishedAt??e.finishedAt,f=e.outcome.reason!=="completed",I=hn(e.usage,r),R=y=>n.
workspace.sha256(y),E={schema:et.record,stage:t.stage,job:t.job,matrix:t.matrix,attempt:e.attempt,repair:e.repair,hop:e.
hop,run:t.run,agent:{command:l,preset:t.agent?.kind==="preset"?t.agent.preset:null,exit_code:e.agent?.exitCode??null,started_at:d.
toISOString(),finished_at:c.toISOString(),duration_ms:Math.max(0,c.getTime()-d.getTime()),usage:I},verify:p,status:f?"fa\
ilure":e.handoff?.status??"success",outcome:{reason:o.reason,message:o.message},present:e.handoff!==null,digests:{handoff:e.
handoff?jt(e.handoff,R):null,prompt:R(a)},lineage:e.lineage,...e.parent?{parent:e.parent}:{},problems:r},N=await n.store.
put({record:E,prompt:a,handoff:e.handoff,...u===void 0?{}:{log:u},...e.files&&e.files.length>0?{files:e.files}:{}});return{
record:E,ref:N,handoff:e.handoff,logged:u!==void 0,outcome:o}}function hn(t,e){if(t===null)return null;let n={};for(let[
r,o]of Object.entries(t)){let s=gt.safeParse({[r]:o});if(s.success){n[r]=o;continue}let a=s.error.issues.map(u=>u.message).
join("; ");e.push({code:se.usageRefused,severity:"warning",path:`agent.usage.${r}`,message:`the agent\u2019s usage cannot be \
stored (${a}); ${r} is not recorded`})}return Object.keys(n).length===0?null:n}function De(t,e,n){let r=_e(t,e);return{text:r.
text,problems:r.redactions.length===0?[]:[{code:ie.problemCode,severity:"warning",path:n,message:ft(r.redactions)}]}}function Ce(t,e){
return _e(t,e.redact).text}function Nt(t,e){return{...t,path:Ce(t.path,e),message:Ce(t.message,e)}}function Sn(t,e){if(t.
message===null)return t;let n=Ce(t.message,e);return"problems"in t?{...t,message:n,problems:t.problems.map(r=>Nt(r,e))}:
{...t,message:n}}function Se(t){let e=t.split(/\r?\n/).map(n=>n.trim()).filter(n=>n.length>0);return[...new Set(e)]}function Vr(t,e){let n=De(
t.prompt,e,"prompt.md");return n.problems.length===0?t:{...t,prompt:n.text,warnings:[...t.warnings,...n.problems]}}function Xr(t,e){
if(e>=t)return null;let n=`${t} ${t===1?"value":"values"} to redact`,r=e===0?`none of ${t===1?"it":"them"}`:`${e} of the\
m`;return new g("redact-not-given",`prepare was given ${n} and capture was given ${r}: give capture the same ${i.redact}\
 input as prepare. capture stores the handoff, the prompt and the job summary, and redacts only the values it is given; \
nothing was stored`,{where:i.redact})}function qr(t){if(t.length===0)return null;let e=t.length===1;return new g("redact\
-not-given",`prepare's env held the secret${e?"":"s"} ${V(t)} (mapped from secrets in its step's env:) and capture's doe\
s not: map ${e?"it":"them"} into capture's env: too, or into the job's env:, which every step gets, or give capture the \
value${e?"":"s"} in its ${i.redact} input. capture stores the handoff, the prompt and the job summary, and redacts only \
the values it sees; nothing was stored`,{where:i.redact})}function Kr(t){if(t.length===0)return null;let e=t.length===1;
return new g("redact-not-given",`${V(t)}, mapped from secrets by the workflow, ${e?"was":"were"} set to another value af\
ter prepare ran, by a step between prepare and capture (through $GITHUB_ENV: the agent's step, most likely), so capture \
does not hold the value${e?"":"s"} prepare's env did and cannot redact ${e?"it":"them"}: give capture the secret${e?"":"\
s"} in its ${i.redact} input (${i.redact}: \${{ secrets.NAME }}), and run an agent you do not trust with the root action,\
 which runs it itself, without $GITHUB_ENV. capture stores the handoff, the prompt and the job summary; nothing was stor\
ed`,{where:i.redact})}var we=/^[1-9]\d{0,19}$/;function _t(t,e){let n=JSON.stringify(t);if(!M.test(t))return`${n} is not a stage id: a letter or _ then up to 99 letter\
s, digits, _ or -`;if(e.upstreamStages.includes(t)||e.unknown||We(t,e)!==void 0)return null;let r=yn(e),o=e.jobs.get(t),
s=o?.stages?.includes(t)??!1;if(o!==void 0&&!s&&e.upstreamJobs.includes(t)){let l=o.stages===null?`${t}-<matrix values>,\
 known when the run expands its matrix`:o.stages.join(", ");return`${n} is ${o.matrix?"the matrix job":"job"} ${t}, not \
a stage: name ${o.matrix?"its legs":"its stage"} (${l}); upstream stages: ${r}`}let a=o!==void 0&&!s?t:wn(t,e);if(a!==void 0){
let l=a===t&&!s,p="a stage needs only stages of jobs that finish before it";if(a===e.job)return`${n} is ${l?"this job":"\
a stage of this job"} itself: ${p}; upstream stages: ${r}`;let d=l?`job '${a}'`:`a stage of job '${a}'`,c=e.runsAfter(a);
return c!==null?`${n} is ${d}, which runs after job '${e.job}' (${xt(c)}): ${p}; upstream stages: ${r}`:`${n} is ${d}, w\
hich is not upstream of job '${e.job}' (add '${a}' to jobs.${e.job}.needs); upstream stages: ${r}`}let u=ce(t,e.upstreamStages);
return`${n} is not a stage upstream of job '${e.job}'${u?` (did you mean ${u}?)`:""}; upstream stages: ${r}`}function We(t,e){
let n;for(let r of e.openMatrices)t.startsWith(`${r}-`)&&r.length>(n?.length??0)&&(n=r);return n}function wn(t,e){let n;
for(let[r,o]of e.jobs){if(o.stages?.includes(t))return r;o.stages===null&&o.matrix&&t.startsWith(`${r}-`)&&r.length>(n?.
length??0)&&(n=r)}return n}function yn(t){let e=[...t.upstreamStages,...t.openMatrices.map(n=>`${n}-*`)];return e.length>
0?e.join(", "):"(none)"}var ye={bash:{template:"bash --noprofile --norc -eo pipefail {0}"},sh:{template:"sh -e {0}"},pwsh:{template:`pwsh -comma\
nd ". '{0}'"`},python:{template:"python {0}"}},bn=new Map([["cmd",".cmd"],["pwsh",".ps1"],["powershell",".ps1"],["bash",
".sh"],["sh",".sh"],["python",".py"]]);function Ft(t){return bn.get(t.toLowerCase())??""}var kn="$ErrorActionPreference \
= 'stop'",$n="if ((Test-Path -LiteralPath variable:\\LASTEXITCODE)) { exit $LASTEXITCODE }",xn="bash";var Rn=["cmd","powershell"];var so=`${Object.keys(ye).join(", ")}, ${Rn.join(", ")} (Windows only), or a command containing {0} (e.g. "perl {0}")`;var On=`${Object.keys(ye).join(", ")}, or a command containing {0} (e.g. "perl {0}")`;function zt(t){return En(t,On)}function En(t,e){
let n=(t??"").trim()||xn;if(Object.hasOwn(ye,n)){let a=ye[n],[u,...l]=Ut(a.template);return{file:u,args:l,extension:Ft(u)}}
if(!n.includes("{0}"))throw new g("input-invalid",`${JSON.stringify(n)} is not one of ${e}`,{where:"shell"});let r=Ut(n),
[o,...s]=r;if(o===void 0||o.includes("{0}"))throw new g("input-invalid",`${JSON.stringify(n)} must start with a program,\
 then {0} for the script`,{where:"shell"});return{file:o,args:s,extension:Ft(o)}}function io(t,e){switch(t.file){case"pw\
sh":case"powershell":return`${kn}
${e}
${$n}`;case"cmd":return`@echo off
${e}`;default:return e.endsWith(`
`)?e:`${e}
`}}function ao(t,e){return t.args.map(n=>n.replaceAll("{0}",e))}function Ut(t){let e=[],n="",r=!1,o=null;for(let s of t){
if(o){s===o?o=null:n+=s;continue}s==='"'||s==="'"?(o=s,r=!0):/\s/.test(s)?(r&&e.push(n),n="",r=!1):(n+=s,r=!0)}if(o)throw new g(
"input-invalid",`${JSON.stringify(t)} has an unterminated ${o} quote`,{where:"shell"});return r&&e.push(n),e}var H={attempts:{min:1,max:P.maxAttempts},maxHandoffs:{min:1,max:1e3},maxPromptTokens:{min:1,max:1e7},retentionDays:{min:1,
max:400}},In=Ne(K.handoff),vn=Ne(K.onInvalid),Pn=it("kind",[J({kind:ue("command"),command:w().check(Z(1))}),J({kind:ue("\
preset"),preset:de})]),Lt=J({stage:le,job:j(w()),matrix:A(ae(w(),je())),open:A(ue(!0)),place:A(at(C(G().check(B(),st()))))}),
Tn=J({stage:le,job:w().check(Z(1)),matrix:j(ae(w(),je())),template:j(J({text:w(),source:w(),namesFile:A(w())})),upstream:C(
Lt),expandLineage:Ae(),needs:C(le),handoff:In,onInvalid:vn,dataSchema:A(pt),agent:j(Pn),shell:w(),workingDirectory:w().check(
Z(1)),verify:j(w()),attempts:G().check(B(),Pe(H.attempts.min),ve(H.attempts.max)),maxHandoffs:G().check(B(),Pe(H.maxHandoffs.
min),ve(H.maxHandoffs.max)),parentRun:j(w().check(Z(1))),maxPromptTokens:j(G().check(B(),Te())),retentionDays:j(G().check(
B(),Te())),inputs:ae(w(),w()),github:St,redact:C(w()),workflowJobs:j(C(w())),workflowUnread:A(w()),madeEvent:A(w()),madeEventRun:A(
w()),trustCheckout:A(Ae()),run:ht}),An="the stage id holds the value of a secret; a stage id names directories and artif\
acts, which are not redacted",te={bothPrompts:`give either \`${i.prompt}\` or \`${i.promptFile}\`, not both`,noPrompt:`o\
ne of \`${i.prompt}\` or \`${i.promptFile}\` is required`,outputWithoutAgent:`is given without \`${i.agent}\`, here or on\
 its prepare step: name the CLI whose output the file holds (${pe.slice(0,-1).join(", ")} or ${pe.at(-1)}), so capture c\
an read its usage`,bothAgents:`give either \`${i.run}\` (a command) or \`${i.agent}\` (a preset), not both`,noAgent:`one\
 of \`${i.run}\` (the agent's command) or \`${i.agent}\` (a preset) is required`};function Ct(t,e){let n=[],r=m=>{let x=t[m];
if(x===void 0)return null;let v=x.trim();return v===""?null:v},o=(m,x)=>n.push({input:m,message:x}),s=(m,x,v)=>{try{return x()}catch(F){
if(F instanceof g)return o(F.where??m,F.message),v;throw F}},a=Ln(r(i.stage),e,o),u=Ht(i.handoff,r(i.handoff),K.handoff,
"optional",o),l=Ht(i.onInvalid,r(i.onInvalid),K.onInvalid,"fail",o),p=be(i.attempts,r(i.attempts),H.attempts,1,o),d=be(i.
maxHandoffs,r(i.maxHandoffs),H.maxHandoffs,P.defaultMaxHandoffs,o),c=zn(r(i.parentRun),e.run.id,o)?null:e.parentRun!==void 0?
e.parentRun:Hn(r,o),f=be(i.maxPromptTokens,r(i.maxPromptTokens),H.maxPromptTokens,null,o),I=be(i.retentionDays,r(i.retentionDays),
H.retentionDays,null,o),R=r(i.shell)??"bash";s(i.shell,()=>zt(R),null);let E=Un(i.trustCheckout,r(i.trustCheckout),o),N=r(
i.workingDirectory)??".";N.includes("\0")&&o(i.workingDirectory,"must not contain a NUL character");let y=r(i.verify),h=s(
i.vars,()=>Nn(t[i.vars]??"",e),{}),T=s(i.dataSchema,()=>_n(t[i.dataSchema]??"",e),void 0),O=Dn(t,r,e,o),_=Wn(r,e,o),{upstream:z,
needs:D,expandLineage:L}=Gn(r(i.needs),e,o),$=[...e.secrets??[],...Se(t[i.redact]??"")].filter(m=>m.length>0);if(n.length>
0)throw Gt(n);return{...Tn.parse({stage:a,job:e.job,matrix:e.matrix??null,template:O,upstream:[],expandLineage:L,needs:D,
handoff:u,onInvalid:l,...T===void 0?{}:{dataSchema:T},agent:_,shell:R,workingDirectory:N,verify:y,attempts:p,maxHandoffs:d,
parentRun:c,maxPromptTokens:f,retentionDays:I,inputs:{...e.dispatchInputs??jn(e.github),...h},github:e.github,redact:[...new Set(
$)],workflowJobs:e.workflowJobs??null,...e.workflowJobs==null&&e.workflowUnread!==void 0?{workflowUnread:e.workflowUnread}:
{},...e.madeEvent===void 0?{}:{madeEvent:e.madeEvent},...e.madeEvent===void 0||e.madeEventRun===void 0?{}:{madeEventRun:e.
madeEventRun},...E?{trustCheckout:E}:{},run:e.run}),upstream:Mt(z)}}function jn(t){if(t.event_name!=="workflow_dispatch"&&
t.event_name!=="workflow_call")return{};let e=t.event.inputs;return e===null||typeof e!="object"||Array.isArray(e)?{}:Object.
fromEntries(Object.entries(e).filter(([,n])=>["string","number","boolean"].includes(typeof n)).map(([n,r])=>[n,String(r)]))}
function Dt(t){return`${JSON.stringify(t)} is not one of ${pe.join(", ")}`}function Wt(t,e){let n=[],{upstream:r,expandLineage:o}=Jt(t.needs,t.job,e.upstream,(u,l)=>n.push({input:u,message:l}),e.
needs);if(n.length>0)throw Gt(n);let{workflowUnread:s,...a}=t;return{...a,upstream:Mt(r),expandLineage:o,workflowJobs:[...e.
workflowJobs]}}function Mt(t){return t.every(Fn)?t:C(Lt).parse(t)}function Nn(t,e){if(e.mode==="capture"||t.trim()==="")
return{};if(e.parseVars===void 0)throw new oe("stageSpecFromInputs: a vars input needs ctx.parseVars");return e.parseVars(
t)}function _n(t,e){if(!(e.mode==="prepare"||t.trim()==="")){if(e.parseDataSchema===void 0)throw new oe("stageSpecFromIn\
puts: a data-schema input needs ctx.parseDataSchema");return e.parseDataSchema(t)}}function Fn(t){let e=Object.keys(t),{
matrix:n,place:r}=t;return e.length===2+(n===void 0?0:1)+(t.open===!0?1:0)+(r===void 0?0:1)&&(r===void 0||Array.isArray(
r)&&r.every(o=>Number.isInteger(o)&&o>=0))&&e.includes("stage")&&e.includes("job")&&typeof t.stage=="string"&&M.test(t.stage)&&
(t.job===null||typeof t.job=="string")&&(n===void 0||typeof n=="object"&&n!==null&&!Array.isArray(n)&&Object.getPrototypeOf(
n)===Object.prototype)}function Gt(t){let[e]=t;return t.length===1&&e?new g("input-invalid",e.message,{where:e.input}):new g(
"input-invalid",`${t.length} inputs are invalid`,{details:t.map(n=>`${n.input}: ${n.message}`)})}function Ht(t,e,n,r,o){
return e===null?r:n.includes(e)?e:(o(t,`${JSON.stringify(e)} is not one of ${n.join(", ")}`),r)}function Un(t,e,n){try{return $t(
t,e,!1)}catch(r){if(!(r instanceof g))throw r;return n(t,r.message),!1}}function zn(t,e,n){return t===null||t!==e?!1:(n(
i.parentRun,`${JSON.stringify(t)} is this run's own id (\${{ github.run_id }}); the parent run is the one that started th\
is one, whose id it passes in (an input: \${{ inputs.parent-run }}). This run's stages upstream of this job are read with\
out it; leave ${i.parentRun} empty when no run started this one`),!0)}function Hn(t,e){let n=t(i.parentRun);return n===null?
null:we.test(n)?n:(e(i.parentRun,`${JSON.stringify(n)} is not a workflow run id (a positive whole number, such as \${{ gi\
thub.run_id }} of the run that started this one)`),null)}function be(t,e,n,r,o){if(e===null)return r;let s=/^\d{1,9}$/.test(
e)?Number(e):Number.NaN;return!Number.isInteger(s)||s<n.min||s>n.max?(o(t,`${JSON.stringify(e)} is not a whole number fr\
om ${n.min} to ${n.max}`),r):s}function Ln(t,e,n){let r=e.secrets??[];if((t!==null?[t]:Object.values(e.matrix??{}).map(s=>typeof s==
"string"?s:JSON.stringify(s)??"")).some(s=>dt(s,r)))return n(i.stage,`${An}, so ${t===null?`give one in the \`${i.stage}\
\` input`:"choose one without it"}`),"invalid";if(t!==null&&!M.test(t))return n(i.stage,`${JSON.stringify(t)} is not a s\
tage id: a letter or _ then up to 99 letters, digits, _ or -`),"invalid";try{let s=t??mt(e.stageJob??e.job,e.matrix??null);
return he(s,1),s}catch(s){if(s instanceof g){let a=t===null?`; give the stage id in the \`${i.stage}\` input`:"";return n(
i.stage,`${s.message}${a}`),"invalid"}throw s}}function Cn(t,e){let n=t.trim();if(!(e.readFile===void 0||/\s/.test(n)||n.
includes("{{"))&&/\/|\.[A-Za-z0-9]{1,10}$/.test(n))try{return e.readFile(n),n}catch{return}}function Dn(t,e,n,r){let o=t[i.
prompt]?.trim()?t[i.prompt]:null,s=e(i.promptFile);if(o!==null&&s!==null)return r(i.prompt,te.bothPrompts),null;if(o!==null){
let a=n.promptSource??`jobs.${n.job} ${i.prompt}`,u=Cn(o,n);return{text:o,source:a,...u===void 0?{}:{namesFile:u}}}if(s!==
null){if(!n.readFile)return r(i.promptFile,"cannot be read here (no file reader was given)"),null;try{return{text:n.readFile(
s),source:s}}catch(a){let u=a instanceof Error?a.message:String(a);return r(i.promptFile,`cannot read ${JSON.stringify(s)}\
: ${u}`),null}}return n.mode!=="capture"&&r(i.prompt,te.noPrompt+Bt([i.prompt,i.promptFile],n)),null}function Bt(t,e){let n=[];
for(let r of e.unreadInputs??[]){let o=ce(r.replaceAll("_","-"),t);o!==void 0&&n.push(`the step was given \`${r}\`, which\
 is not an input of this action: did you mean \`${o}\`?`)}return n.map(r=>`; ${r}`).join("")}function Wn(t,e,n){let r=t(
i.run),o=t(i.agent);if(e.mode==="capture")return Mn(o,t(i.agentOutput),n);if(e.mode==="prepare"&&o===null)return null;if(r!==
null&&o!==null)return n(i.run,te.bothAgents),null;if(o!==null){let s=de.safeParse(o);return s.success?{kind:"preset",preset:s.
data}:(n(i.agent,Dt(o)),null)}return r!==null?{kind:"command",command:r}:(n(i.run,te.noAgent+Bt([i.run,i.agent],e)),null)}
function Mn(t,e,n){if(e?.includes("\0")&&n(i.agentOutput,"must not contain a NUL character"),t===null)return null;let r=de.
safeParse(t);return r.success?{kind:"preset",preset:r.data}:(n(i.agent,`${Dt(t)}: name the CLI whose output \`${i.agentOutput}\
\` holds (claude for claude-code-action's execution_file)`),null)}function Io(t,e,n){if(t.agent!==null||n===null)return t;
if(e.agent!==void 0)return{...t,agent:{kind:"preset",preset:e.agent}};throw new g("input-invalid",te.outputWithoutAgent,
{where:i.agentOutput})}function vo(t){let e=(t[i.agentOutput]??"").trim();return e===""?null:e}function Gn(t,e,n){let r=[];for(let o of(t??"").
split(/[\s,]+/).filter(Boolean))M.test(o)?r.includes(o)||r.push(o):n(i.needs,`${JSON.stringify(o)} is not a stage id: a \
letter or _ then up to 99 letters, digits, _ or -`);return{...Jt(r,e.job,e.upstream,n,e.needsFacts),needs:r}}function Jt(t,e,n,r,o){
if(n===void 0)return{upstream:t.map(u=>({stage:u,job:null})),expandLineage:!0};let s=n.map(u=>u.stage),a=[];for(let u of t)
if(o!==void 0){let l=_t(u,o);l!==null&&r(i.needs,l);let p=l===null&&!s.includes(u)?We(u,o):void 0;p!==void 0&&a.push({stage:u,
job:p,open:!0})}else s.includes(u)||r(i.needs,`${JSON.stringify(u)} is not upstream of job ${e}; upstream stages: ${s.join(
", ")||"(none)"}`);return{upstream:a.length>0?[...n,...a]:n,expandLineage:!1}}var Vt=1e5;function Xt(t){let e=Rt(t);if(e===null)return null;let n=[],r=!1;for(let o of e){if("literal"in o){n.push({literal:o.
literal});continue}let s=o.expression.replace(/'(?:[^']|'')*'/g,"''");if(!/(?<![\w.-])secrets\b/i.test(s)){n.push({other:!0});
continue}if(r=!0,/[A-Za-z_][\w-]*\s*\(/.test(s))return{kind:"opaque"};n.push({secret:o.expression.replace(/\s+/g,"").toLowerCase()})}
return r?{kind:"parts",parts:n}:null}function qt(t,e){let n=[];for(let u of t.parts){let l=n.at(-1);"literal"in u&&l!==void 0&&
"literal"in l?n[n.length-1]={literal:l.literal+u.literal}:(!("literal"in u)||u.literal!=="")&&n.push(u)}let r=[],o=0,s=new Map,
a=(u,l)=>{if(++o>Vt)return!1;if(u===n.length)return l===e.length&&r.push(new Map(s)),r.length>1;let p=n[u];if("literal"in
p)return e.startsWith(p.literal,l)&&a(u+1,l+p.literal.length);let d=n[u+1],c=[];if(d===void 0)c.push(e.length);else if("\
literal"in d)for(let f=e.indexOf(d.literal,l);f>=0;f=e.indexOf(d.literal,f+1))c.push(f);else for(let f=l;f<=e.length;f++)
c.push(f);for(let f of c){let I=e.slice(l,f);if("secret"in p){let R=s.get(p.secret);if(R!==void 0&&R!==I)continue;R===void 0&&
s.set(p.secret,I);let E=a(u+1,f);if(R===void 0&&s.delete(p.secret),E)return!0}else if(a(u+1,f))return!0}return!1};return a(
0,0),o>Vt||r.length!==1?null:[...new Set(r[0].values())].filter(u=>u!=="")}var Kt=20;async function Yt(t,e,n){let[{findRunWorkflow:r,readRepositoryWorkflow:o},{envSecretNames:s,mayBeStageWorkflowJob:a},
{stepSecretInputs:u}]=await Promise.all([import("./workflow-file-3BQLR24F.js"),import("./env-secret-names-IJLQKAB6.js"),import("./secret-inputs-FC5ROOCK.js")]),
l=e??await r(t),p=t.GITHUB_JOB??"",d=t.GITHUB_ACTION;if(l.kind==="unavailable")return{kind:"unread",reason:l.reason};let c=new Set,
f=new Set,I=new Map,R=!1,E=!1,N=!1,y=!1,h=[],T=[],O=[],_=[l.file],z=new Set([l.file.path]);for(let $=_.shift();$!==void 0;$=
_.shift()){let b=s($.text,{job:p,...d?{step:d}:{}});if(!b){if($===l.file)return{kind:"unread",reason:`${$.path} is not a\
 workflow`};h.push(`${$.path} is not a workflow`);continue}if(b.jobFound&&(R=!0),n!==void 0&&b.jobFound){let m=t.GITHUB_ACTION_REPOSITORY,
x={job:p,action:n,...d?{step:d}:{},...m?{repository:m}:{}};for(let v of u($.text,x)??[])O.push({...v,file:$.path})}b.stepFound&&
(E=!0);for(let m of b.opaque)T.push(`${$.path}: ${m} is one expression that reads secrets, so the names it sets are not \
known`);for(let m of b.step)c.add(m);for(let m of b.job)f.add(m);for(let[m,x]of Object.entries(b.written)){let v=I.get(m)??
new Set;for(let F of x)v.add(F);I.set(m,v)}a(b,p)&&(N=!0),b.callsRemote&&(y=!0);for(let m of b.calls){if(z.has(m))continue;
if(z.add(m),z.size>Kt){h.push(`more than ${Kt} workflow files are called`);break}let x=await o(t,m);x.kind==="found"?_.push(
x.file):h.push(x.reason)}}if(!R&&!(N&&!y&&h.length===0))return{kind:"unread",reason:[`${l.file.path} has no job ${p} tha\
t runs steps`,...y?["it calls a reusable workflow of another repository"]:[],...h].join("; ")};let D=E||!y&&h.length===0?
[]:[`${l.file.path} calls ${y?"a reusable workflow of another repository":"a workflow not read here"}, whose job ${p} ma\
y be the one this step runs in (no step of job ${p} here has this step\u2019s id)`,...h],L=[...T,...D];return{kind:"read",
names:[...c],jobNames:[...f],...n===void 0?{}:{secretInputs:O},written:Object.fromEntries([...I].map(([$,b])=>[$,[...b]])),
...L.length>0?{incomplete:L.join("; ")}:{}}}function Bn(t,e){let n=e.map(r=>t[r]??"").filter(r=>r!=="");return[...new Set(
n.flatMap(r=>[r,...Qt(r)]))]}function Zt(t,e,n){let r=Bn(t,e),o=[];for(let s of e){let a=t[s]??"";if(a==="")continue;let u=Object.
hasOwn(n,s)?n[s]??[]:[];if(u.length===0)continue;let l=!1;for(let p of u){let d=Xt(p),c=d?.kind==="parts"?qt(d,a):null;c!==
null&&(l=!0,r.push(...c))}!l&&Qt(a).length===0&&o.push(s)}return{values:[...new Set(r)],unrecovered:o}}function Qt(t){if(!/^\s*[[{]/.
test(t))return[];let e;try{e=JSON.parse(t)}catch{return[]}let n=[],r=[e];for(let o=r.pop();o!==void 0;o=r.pop())typeof o==
"string"?o.trim().length>=ie.minSecretLength&&n.push(o):o!==null&&typeof o=="object"&&r.push(...Object.values(o).reverse());
return n}function en(t,e=[]){let n=`give it to the \`${i.redact}\` input (${i.redact}: \${{ secrets.NAME }})`;if(t.kind===
"unread")return`env secrets: the workflow's env mappings from secrets were not read (${t.reason}); to redact a secret th\
is step's env holds, ${n}`;let r=t.names.length>0?`the values of ${V(t.names)}, mapped from secrets by the workflow, are\
 redacted where set${Jn(e,n)}`:void 0;return t.incomplete===void 0?r&&`env secrets: ${r}`:`env secrets: ${r?`${r}; `:""}\
not every mapping from secrets could be named (${t.incomplete}); to redact a secret this step's env holds${r?" that is n\
ot named here":""}, ${n}`}function Jn(t,e){if(t.length===0)return"";let n=t.length===1;return` (${V(t)} ${n?"is":"are"} \
built around a secret that its value does not let baton tell apart (a function such as format() builds it, two \${{ }} ha\
ve no text between them, or the value is not built as written), so only ${n?"its":"their"} whole value is redacted, not \
the secret inside on its own: ${e})`}var Oe=W(fe(),1);var xe=W(qe(),1),Re=W(fe(),1);import{tmpdir as Zn}from"node:os";import{isAbsolute as ln,join as re,relative as Qn,resolve as X,
sep as un}from"node:path";var Vn=W(qe(),1),ne=W(fe(),1);import{basename as zo,dirname as Xn,join as Ho}from"node:path";function tn(t){try{return(0,ne.mkdtempSync)(t)}catch(e){if(e?.code!=="ENOENT")throw e;return(0,ne.mkdirSync)(Xn(t),{recursive:!0}),
(0,ne.mkdtempSync)(t)}}var k=W(fe(),1);function nn(t){return t.isFile()?null:t.isSymbolicLink()?"a symbolic link":t.isDirectory()?"a directory":
t.isFIFO()?"a FIFO (named pipe)":t.isSocket()?"a socket":t.isCharacterDevice()?"a character device":t.isBlockDevice()?"a\
 block device":"not a regular file"}async function ke(t,e){return Ge(t,e)}function Ge(t,e){let n=on(t,e);if(n.kind!=="op\
ened")return n;let{fd:r,stats:o}=n;try{let s=qn(r,o.size,e);return s===null?{kind:"too-large",size:e+1}:{kind:"file",bytes:new Uint8Array(
s)}}finally{(0,k.closeSync)(r)}}function qn(t,e,n){let r=Buffer.allocUnsafe(Math.min(e,n)+1),o=0;for(;;){if(o===r.length){
if(o>n)return null;let a=Buffer.allocUnsafe(Math.min(r.length*2,n+1));r.copy(a,0,0,o),r=a}let s=(0,k.readSync)(t,r,o,r.length-
o,o);if(s===0)break;o+=s}return r.subarray(0,o)}function Co(t,e){let n=on(t,null);if(n.kind!=="opened")return n;let{fd:r,
stats:o}=n;try{let s=Math.max(0,o.size-e),a=Buffer.allocUnsafe(o.size-s),u=0;for(;u<a.length;){let l=(0,k.readSync)(r,a,
u,a.length-u,s+u);if(l===0)break;u+=l}return{kind:"file",bytes:new Uint8Array(a.subarray(0,u)),size:o.size}}finally{(0,k.closeSync)(
r)}}function on(t,e){let n;try{n=(0,k.lstatSync)(t)}catch(l){if(rn(l))return{kind:"missing"};throw l}let r=nn(n);if(r!==
null)return{kind:"not-regular",what:r};if(e!==null&&n.size>e)return{kind:"too-large",size:n.size};let o;try{o=(0,k.openSync)(
t,k.constants.O_RDONLY|(k.constants.O_NOFOLLOW??0)|(k.constants.O_NONBLOCK??0))}catch(l){if(Me(l)==="ELOOP"||Me(l)==="EM\
LINK")return{kind:"not-regular",what:"a symbolic link"};if(rn(l))return{kind:"missing"};throw l}let s;try{s=(0,k.fstatSync)(
o)}catch(l){throw(0,k.closeSync)(o),l}let a=nn(s),u=a!==null?a:s.ino!==n.ino||s.dev!==n.dev?"a file that was replaced wh\
ile being opened":null;return u===null?{kind:"opened",fd:o,stats:s}:((0,k.closeSync)(o),{kind:"not-regular",what:u})}function Me(t){
let e=t?.code;return typeof e=="string"?e:void 0}function rn(t){let e=Me(t);return e==="ENOENT"||e==="ENOTDIR"}var Kn=t=>({kind:"invalid",problems:[ut("$",`is ${t}; a handoff must be a regular file (links are never followed)`)]});async function sn(t){
let e;try{e=await ke(t,P.handoffFileBytes)}catch(n){throw Yn(t,n)}switch(e.kind){case"missing":return{kind:"missing"};case"\
not-regular":return Kn(e.what);case"too-large":return{kind:"invalid",problems:[lt(e.size)]};case"file":return ct(e.bytes)}}
function Yn(t,e){let n=e.code,r=n==="EACCES"||n==="EPERM"?"permission denied":n??String(e);return new g("handoff-unreada\
ble",`cannot read the handoff: ${r}`,{where:t,cause:e})}function an(t){return{where:`the temp dir ${me(t)}`,makeRoom:"make room on its disk"}}function Be(t,e,n,r,o={}){let s=r?.
code,a=s==="ENOSPC"||s==="EDQUOT";return new g("temp-write-failed",`${n} could not be ${o.made?"made":"written"} in ${t.
where}: ${me(Ke(r,t.fewerJobs))}${a?`; ${t.makeRoom}`:""}`,{where:me(e),cause:r})}var $e=class{#e;#t;#n;#r;#o;constructor(e){this.#e=X(e.root),this.#t=X(e.tempDir??Zn()),this.#n=e.privateTempDir??!1,this.#r=
e.tempPlace??an(this.#t),this.#o=e.now??(()=>new Date)}async attemptPaths(e,n){if(this.#n){let s=re(this.#t,`${e}-${n}-${(0,xe.randomBytes)(
12).toString("hex")}`);return{promptPath:`${s}.${q.prompt}`,handoffPath:`${s}.${q.handoff}`}}let r=re(this.#t,`baton-${e}\
-${n}-`),o;try{o=tn(r)}catch(s){throw Be(this.#r,`${r}XXXXXX`,"the attempt's directory",s,{made:!0})}return{promptPath:re(
o,q.prompt),handoffPath:re(o,q.handoff)}}async writePrompt(e,n){try{(0,Re.writeFileSync)(e,n,{flag:"wx",mode:384})}catch(r){
throw Be(this.#r,e,"the stage's prompt",r)}}readHandoff(e){return sn(e)}resolveDirectory(e){return X(this.#e,e)}async readArtifact(e,n,r){
let o=a=>({kind:"refused",reason:a}),s=X(this.resolveDirectory(e),...n.split("/"));try{let a=cn(this.#e,s);if(a!==null)return o(
a);let u=await ke(s,r);switch(u.kind){case"file":return u;case"missing":return o("does not exist");case"not-regular":return o(
`is ${u.what}; only regular files are kept, and links are never followed`);case"too-large":return o(`is ${u.size} bytes,\
 more than the ${r} bytes left of the ${P.artifactBytes}-byte limit for one record's artifacts`)}}catch(a){let u=a?.code;
return o(`cannot be read (${typeof u=="string"?u:String(a)})`)}}now(){return this.#o()}sha256(e){return(0,xe.createHash)(
"sha256").update(e,"utf8").digest("hex")}};function cn(t,e){let n=Qn(t,e);if(n===""||n===".."||n.startsWith(`..${un}`)||
ln(n))return`is outside the workspace (${t})`;let r=n.split(un);for(let o=1;o<r.length;o++){let s=r.slice(0,o).join("/"),
a;try{a=(0,Re.lstatSync)(re(t,s))}catch(u){if(er(u))return"does not exist";throw u}if(a.isSymbolicLink())return`is under\
 ${s}, a symbolic link; links are never followed`;if(!a.isDirectory())return`does not exist (${s} is not a directory)`}return null}
function pn(t,e,n){if(ln(e))throw new Error("must be a path inside the workspace");let r=X(t,e),o=cn(X(t),r);if(o!==null)
throw new Error(o);let s=Ge(r,n);switch(s.kind){case"file":{let a=Ze(s.bytes);if(a.kind==="text")return a.text;throw new Error(
a.kind==="utf-16"?`${a.problem}; ${Ye}`:a.problem)}case"missing":throw new Error("does not exist");case"not-regular":throw new Error(
`is ${s.what}; only regular files are read, and links are never followed`);case"too-large":throw new Error(`is ${s.size}\
 bytes, more than the ${n}-byte limit`)}}function er(t){let e=t?.code;return e==="ENOENT"||e==="ENOTDIR"}function dn(t){let e=[];for(let n of t)for(let r of n.split(/\r?\n/))r.trim().length>=4&&e.push(r);return e}function tr(){let t={};for(let e of[...Object.values(i),...Object.values(Y)])t[e]=Xe(e,{trimWhitespace:!1});return t}function nr(t,e){
let n=new Set(ot[e].map(rr));return Object.keys(t).filter(r=>r.startsWith(Je)&&!n.has(r)&&t[r]!==void 0).map(r=>r.slice(
Je.length).toLowerCase()).filter(r=>/^[a-z0-9_-]{1,100}$/.test(r)).sort()}var Je="INPUT_";function rr(t){return`${Je}${t.
replace(/ /g,"_").toUpperCase()}`}function or(t){let e=t.trim();if(e===""||e==="null"||e==="{}")return null;let n;try{n=
JSON.parse(e)}catch{throw new g("input-invalid","is not JSON; leave this input unset (it defaults to the job\u2019s matrix)",
{where:Y.matrix})}if(n===null||typeof n!="object"||Array.isArray(n))throw new g("input-invalid","must be a JSON object; \
leave this input unset (it defaults to the job\u2019s matrix)",{where:Y.matrix});return Object.keys(n).length===0?null:n}
var fn=P.eventBytes;function sr(t,e){let n=t.GITHUB_EVENT_PATH;if(!n)return{};try{if((0,Oe.statSync)(n).size>fn)return e.
warning(`the event payload is larger than ${fn} bytes; templates see github.event as {}`),{};let r=JSON.parse((0,Oe.readFileSync)(
n,"utf8"));return r!==null&&typeof r=="object"&&!Array.isArray(r)?r:{}}catch(r){return e.warning(`cannot read the event \
payload: ${r instanceof Error?r.message:String(r)}`),{}}}function ir(t,e){return{repository:t.GITHUB_REPOSITORY??"",ref:t.
GITHUB_REF??"",sha:t.GITHUB_SHA??"",run_id:t.GITHUB_RUN_ID??"",actor:t.GITHUB_ACTOR??"",event_name:t.GITHUB_EVENT_NAME??
"",event:sr(t,e)}}function ar(t){return{id:t.GITHUB_RUN_ID??"",attempt:Ot(t),workflow:t.GITHUB_WORKFLOW??"",repository:t.
GITHUB_REPOSITORY??"",event_name:t.GITHUB_EVENT_NAME??"",sha:t.GITHUB_SHA??"",ref:t.GITHUB_REF??""}}async function ys(t,e,n={}){
let r=new kt,o={...n.inputs??tr()};n.stage!==void 0&&(o[i.stage]??"").trim()===""&&(o[i.stage]=n.stage);let s=ee(e,"GITH\
UB_WORKSPACE"),a=ee(e,"RUNNER_TEMP"),u=ee(e,"GITHUB_JOB"),l=(o[i.githubToken]??"").trim(),p=t==="capture"?void 0:await(await import("./workflow-file-3BQLR24F.js")).
findRunWorkflow(e),d=p===void 0?void 0:await Yt(e,p,t),[c,...f]=d?.kind==="read"&&d.secretInputs||[];if(c){let{secretInputMessage:U}=await import("./secret-inputs-FC5ROOCK.js");
throw new g(rt.actionInputSecret,U(c),{where:`${c.file}: ${c.step}`,details:f.map(Ee=>`${Ee.file}: ${Ee.step}: ${U(Ee)}`)})}
let{values:I,unrecovered:R}=d?.kind==="read"?Zt(e,d.names,d.written):{values:[],unrecovered:[]},E=d&&en(d,R);E&&r.info(E);
let N=[...Et(e,l),...I],y=(o[i.promptFile]??"").trim(),h=t==="capture"||y===""?void 0:await(await import("./run-commit-file-XMXHBVZQ.js")).
readAtRunCommit(e,s,y,P.templateBytes);h?.kind==="checkout"&&h.note&&r.info(`${i.promptFile}: ${y}: ${h.note}`),h?.kind===
"read"&&r.info(`${i.promptFile}: ${y} is read at ${h.sha.slice(0,12)}, the commit this run is for, not from the checkout\
 (at ${h.head.slice(0,12)})`);let T={mode:t,job:u,matrix:or(o[Y.matrix]??""),github:ir(e,r),run:ar(e),secrets:N,readFile:U=>{
if(U!==y||h===void 0||h.kind==="checkout")return pn(s,U,P.templateBytes);if(h.kind==="refused")throw new Error(h.reason);
return h.text},...t==="capture"?{}:{parseVars:(await import("./vars-OJB6YFHT.js")).parseVars},...t!=="prepare"&&(o[i.
dataSchema]??"").trim()!==""?{parseDataSchema:(await import("./data-schema-text-WVUUGJGO.js")).parseDataSchemaText}:{},unreadInputs:nr(
e,t)},O=Ct(o,T);lr(O.redact);let _=new ze({tempDir:a,reporter:r,...O.retentionDays===null?{}:{retentionDays:O.retentionDays},
...Ue(e)}),z=new $e({root:s,tempDir:a}),D=t!=="capture"&&O.parentRun!==null?ur(e,l,a,r):void 0,L=Se(o[i.redact]??"");if(t===
"capture")return{spec:O,store:_,workspace:z,reporter:r,secrets:O.redact,redactInput:L,openRun:D};let $={store:_,workspace:z,
reporter:r,redactInput:L,openRun:D,envSecrets:d},b=await cr(p,u,r);if("unread"in b){let U={...O,workflowUnread:b.unread};
return{...$,spec:U,secrets:O.redact}}let m=b.graph,x=await pr(m,u,O,_,r),{needsInputFactsOf:v}=await import("./upstream-stages-PWYRG5ZG.js"),
F=Wt(O,{upstream:x,workflowJobs:m.jobs.map(U=>U.id),needs:v(m,u,x)});return{...$,spec:F,secrets:F.redact}}function ur(t,e,n,r){
if(e==="")throw new g("input-invalid",`is empty; \`${i.parentRun}\` reads the parent run\u2019s records with it, and it needs \
\`actions: read\` (default: \${{ github.token }})`,{where:i.githubToken});let o=ee(t,"GITHUB_REPOSITORY"),[s,a]=o.split(
"/");if(!s||!a)throw new g("runner-env-invalid",`GITHUB_REPOSITORY is ${JSON.stringify(o)}, not owner/name`);return async u=>{
if(!we.test(u))throw new g("run-unknown",`${JSON.stringify(u)} is not a GitHub workflow run id`);return new ze({tempDir:n,
reporter:r,findBy:{token:e,workflowRunId:Number(u),repositoryOwner:s,repositoryName:a},...Ue(t)})}}function lr(t){for(let e of dn(
t))Ve(e)}async function cr(t,e,n){let{readJobGraph:r}=await import("./upstream-stages-PWYRG5ZG.js"),o=a=>(n.info(`upstream s\
tages: from the needs input and their records (${a})`),{unread:a});if(t.kind==="unavailable")return o(t.reason);let s=r(
t.file.text);return s?s.jobs.some(a=>a.id===e)?(n.info(`upstream stages: the jobs ${e} needs in ${t.file.path}`),{graph:s}):
o(`${t.file.path} has no job ${e}`):o(`${t.file.path} is not a workflow`)}async function pr(t,e,n,r,o){let s=[];if(n.template){
let{templateAnalysis:c}=await import("./render-prompt-RXPD72EZ.js");try{s=c(n.template.text).references.filter(f=>f.kind===
"stage").map(f=>f.stage)}catch{}}let{recordIsFromJob:a,upstreamStagesOf:u}=await import("./upstream-stages-PWYRG5ZG.js"),l=[
...new Set((await r.list()).map(c=>c.stage))],p=u({graph:t,job:e,recorded:l,referenced:s});return(await Promise.all(p.map(
async c=>{if(!l.includes(c.stage))return c;let f=await r.get(c.stage);if(!f||a(t,c.job,f.record.job))return c;o.info(`st\
age ${c.stage}: its record is from job ${f.record.job}, not upstream job ${c.job}; left out`)}))).filter(c=>c!==void 0)}var mn=class{#e;#t;#n;constructor(e){this.#e=e}get pending(){return this.#t}get failed(){return this.#n}async put(e){this.#t=
e,this.#n=void 0;try{return await this.#e.put(e)}catch(n){throw this.#n=e,n}finally{this.#t=void 0}}get(e){return this.#e.
get(e)}getAttempt(e,n,r){return this.#e.getAttempt(e,n,r)}list(){return this.#e.list()}};export{zt as a,io as b,ao as c,Ge as d,Co as e,an as f,Be as g,Dr as h,De as i,It as j,wr as k,yr as l,vr as m,Pr as n,Tr as o,
Ar as p,jr as q,Vr as r,Xr as s,qr as t,Kr as u,Io as v,vo as w,Zt as x,en as y,tr as z,ys as A,lr as B,mn as C};

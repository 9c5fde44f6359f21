import{c as kt}from"./chunk-NTHMEBCW.js";import{A as Ue,B as _e,C as yt,D as bt,E as Y,F as $t,H as xt,a as pe,b as ce,
k as ht,r as je,s as K,t as me,u as ge,v as St,w as wt}from"./chunk-YQS55TS7.js";import{a as lt}from"./chunk-5NGC6S2V.js";
import{b as Ne,c as pt,h as ct}from"./chunk-7NPAW2NZ.js";import{a as it,b as at,c as ut}from"./chunk-XCAPGQZQ.js";
import{a as de}from"./chunk-R2LRCHEZ.js";import{b as gt}from"./chunk-YT3UKCEM.js";import{a as fe,f as ft,g as mt}from"./chunk-HSXOA226.js";
import{a as dt}from"./chunk-HHWO65CW.js";import{B as ue,I as le,c as Oe,d as Ie,e as Te,f as rt,g as q,j as h,k as W,
l as G,m as ve,n as Pe,o as H,q as M,t as ot,u as ie,v as Ae,w as ae,x as N,y as P,z as st}from"./chunk-O4E4JKOB.js";
import{b as Xe,d,e as re}from"./chunk-O7UU6C5Q.js";import{a as Ve}from"./chunk-PO5EA42V.js";import{A as D,D as i,
E as g,I as V,J as oe,K as Qe,Q as et,R as tt,S as se,U as X,Y as nt,Z as Ee,f as qe,g as Ke,m as Ye,r as J,x as Ze,z as v}from"./chunk-NLXE7QBE.js";
import{h as Be,i as Je}from"./chunk-DHIUKFLR.js";import{d as C}from"./chunk-A64LSPLL.js";var rr=Ee.stage;function Fe(t,e){let n=Ee[t];return Object.fromEntries(Object.entries(e).filter(([r])=>n.includes(r)))}function Rt(t,e,n={}){
let r=t.problems.some(o=>o.code===oe.nextUnknownStage);return{[g.status]:t.status,[g.next]:e?.next&&!r?e.next.stage:"",[g.
present]:t.present?"true":"false",[g.data]:JSON.stringify(e?.data??{}),[g.sha256]:t.digests.handoff??"",[g.artifactId]:n.
artifactId??"",[g.promptPath]:n.promptPath??"",[g.handoffPath]:n.handoffPath??""}}function ze(){return{[g.status]:"failu\
re",[g.next]:"",[g.present]:"false",[g.data]:"{}",[g.sha256]:"",[g.artifactId]:"",[g.promptPath]:"",[g.handoffPath]:""}}var un=new Set(Object.values(Qe));function Et(t){return t.problems.filter(e=>e.severity==="warning"&&!un.has(e.code))}function ur(t){
return t==="completed"}var lr="baton: the command could not start: ";async function wr(t,e,n,r,o){K(Fe(t,n));let s=e.record.stage;for(let u of Et(e.record))o.warning(u.message,u.path==="$"?
`stage ${s}`:`stage ${s} ${u.path}`);let a=je({record:e.record,handoff:e.handoff,artifactName:It(e.record),secrets:r.secrets,
serverUrl:r.serverUrl});await me(a,r.secrets)}function It(t){return ge(t.stage,t.attempt,t.run.attempt)}async function Tt(t,e,n,r){
K(Fe(t,{...Rt(e.record,e.handoff),[g.present]:"false",[g.sha256]:""})),await me(je({record:e.record,handoff:e.handoff,notStored:n,
secrets:r.secrets,serverUrl:r.serverUrl}),r.secrets)}function yr(t){let e=new Set(Object.values(et)),n={};for(let[r,o]of Object.
entries(t))o!==void 0&&(r.startsWith("INPUT_")||r.startsWith("STATE_")||e.has(r)||Object.values(Ye).includes(r)||(n[r]=o));
return n}function br(t){return{secrets:[],serverUrl:t.GITHUB_SERVER_URL,settled:!1}}async function kr(t,e,n){if(t.settled)
return;t.settled=!0;let r=t.store?.failed;r?await Tt(n.action,r,e instanceof Error?e.message:String(e),t):n.refusedOutputs&&
K(ze())}async function $r(t,e,n){let r=t.store?.pending,o=r?`the record of attempt ${r.record.attempt} was not stored: ${Ot(
r)}`:n.unfinished,s=`${t.stage===void 0?"":`stage ${t.stage}: `}${wt(e)}; ${o}`;return t.settled||(t.settled=!0,r?await Tt(
n.action,r,Ot(r),t):n.refusedOutputs&&(K(ze()),t.stage!==void 0&&await me(`### \u274C baton stage \`${t.stage}\`

${s}
`,t.secrets))),s}function Ot(t){return`artifact ${It(t.record)} could not be uploaded in the ${St.deadline/1e3} s a stop\
ped step has before the runner ends it`}function Z(t){let e=t.filter(r=>/^[A-Za-z_][A-Za-z0-9_]{0,99}$/.test(r)),n=t.length-e.length;return[...e,...n>0?[`${n} m\
ore`]:[]].join(", ")}function vt(t,e){return e(ht(t))}async function Ar(t,e,n){let r=e.problems.map(c=>Pt(c,t)),o=pn(e.outcome,t),s=(c,T)=>{let E=Le(c,t.redact,T);return r.push(
...E.problems),E.text},a=s(e.prompt,"prompt.md"),u=e.agent?s(e.agent.output,"agent.log"):void 0,l=t.agent?.kind==="comma\
nd"?s(t.agent.command,"agent.command"):null,f=e.verify?{...e.verify,command:s(e.verify.command,"verify.command")}:null,m=e.
agent?.startedAt??e.startedAt,p=e.agent?.finishedAt??e.finishedAt,y=e.outcome.reason!=="completed",A=ln(e.usage,r),O=c=>n.
workspace.sha256(c),I={schema:Ze.record,stage:t.stage,job:t.job,matrix:t.matrix,attempt:e.attempt,repair:e.repair,hop:e.
hop,run:t.run,agent:{command:l,preset:t.agent?.kind==="preset"?t.agent.preset:null,exit_code:e.agent?.exitCode??null,started_at:m.
toISOString(),finished_at:p.toISOString(),duration_ms:Math.max(0,p.getTime()-m.getTime()),usage:A},verify:f,status:y?"fa\
ilure":e.handoff?.status??"success",outcome:{reason:o.reason,message:o.message},present:e.handoff!==null,digests:{handoff:e.
handoff?vt(e.handoff,O):null,prompt:O(a)},lineage:e.lineage,...e.parent?{parent:e.parent}:{},problems:r},R=await n.store.
put({record:I,prompt:a,handoff:e.handoff,...u===void 0?{}:{log:u},...e.files&&e.files.length>0?{files:e.files}:{}});return{
record:I,ref:R,handoff:e.handoff,logged:u!==void 0,outcome:o}}function ln(t,e){if(t===null)return null;let n={};for(let[
r,o]of Object.entries(t)){let s=ft.safeParse({[r]:o});if(s.success){n[r]=o;continue}let a=s.error.issues.map(u=>u.message).
join("; ");e.push({code:oe.usageRefused,severity:"warning",path:`agent.usage.${r}`,message:`the agent\u2019s usage cannot be \
stored (${a}); ${r} is not recorded`})}return Object.keys(n).length===0?null:n}function Le(t,e,n){let r=Ne(t,e);return{text:r.
text,problems:r.redactions.length===0?[]:[{code:se.problemCode,severity:"warning",path:n,message:ct(r.redactions)}]}}function He(t,e){
return Ne(t,e.redact).text}function Pt(t,e){return{...t,path:He(t.path,e),message:He(t.message,e)}}function pn(t,e){if(t.
message===null)return t;let n=He(t.message,e);return"problems"in t?{...t,message:n,problems:t.problems.map(r=>Pt(r,e))}:
{...t,message:n}}function he(t){let e=t.split(/\r?\n/).map(n=>n.trim()).filter(n=>n.length>0);return[...new Set(e)]}function zr(t,e){let n=Le(
t.prompt,e,"prompt.md");return n.problems.length===0?t:{...t,prompt:n.text,warnings:[...t.warnings,...n.problems]}}function Hr(t,e){
if(e>=t)return null;let n=`${t} ${t===1?"value":"values"} to redact`,r=e===0?`none of ${t===1?"it":"them"}`:`${e} of the\
m`;return new d("redact-not-given",`prepare was given ${n} and capture was given ${r}: give capture the same ${i.redact}\
 input as prepare. capture stores the handoff, the prompt and the job summary, and redacts only the values it is given; \
nothing was stored`,{where:i.redact})}function Lr(t){if(t.length===0)return null;let e=t.length===1;return new d("redact\
-not-given",`prepare's env held the secret${e?"":"s"} ${Z(t)} (mapped from secrets in its step's env:) and capture's doe\
s not: map ${e?"it":"them"} into capture's env: too, or into the job's env:, which every step gets, or give capture the \
value${e?"":"s"} in its ${i.redact} input. capture stores the handoff, the prompt and the job summary, and redacts only \
the values it sees; nothing was stored`,{where:i.redact})}function Cr(t){if(t.length===0)return null;let e=t.length===1;
return new d("redact-not-given",`${Z(t)}, mapped from secrets by the workflow, ${e?"was":"were"} set to another value af\
ter prepare ran, by a step between prepare and capture (through $GITHUB_ENV: the agent's step, most likely), so capture \
does not hold the value${e?"":"s"} prepare's env did and cannot redact ${e?"it":"them"}: give capture the secret${e?"":"\
s"} in its ${i.redact} input (${i.redact}: \${{ secrets.NAME }}), and run an agent you do not trust with the root action,\
 which runs it itself, without $GITHUB_ENV. capture stores the handoff, the prompt and the job summary; nothing was stor\
ed`,{where:i.redact})}var Se=/^[1-9]\d{0,19}$/;function At(t,e){let n=JSON.stringify(t);if(!D.test(t))return`${n} is not a stage id: a letter or _ then up to 99 letter\
s, digits, _ or -`;if(e.upstreamStages.includes(t)||e.unknown||Ce(t,e)!==void 0)return null;let r=dn(e),o=e.jobs.get(t),
s=o?.stages?.includes(t)??!1;if(o!==void 0&&!s&&e.upstreamJobs.includes(t)){let l=o.stages===null?`${t}-<matrix values>,\
 known when the run expands its matrix`:o.stages.join(", ");return`${n} is ${o.matrix?"the matrix job":"job"} ${t}, not \
a stage: name ${o.matrix?"its legs":"its stage"} (${l}); upstream stages: ${r}`}let a=o!==void 0&&!s?t:cn(t,e);if(a!==void 0){
let l=a===t&&!s,f="a stage needs only stages of jobs that finish before it";if(a===e.job)return`${n} is ${l?"this job":"\
a stage of this job"} itself: ${f}; upstream stages: ${r}`;let m=l?`job '${a}'`:`a stage of job '${a}'`,p=e.runsAfter(a);
return p!==null?`${n} is ${m}, which runs after job '${e.job}' (${kt(p)}): ${f}; upstream stages: ${r}`:`${n} is ${m}, w\
hich is not upstream of job '${e.job}' (add '${a}' to jobs.${e.job}.needs); upstream stages: ${r}`}let u=le(t,e.upstreamStages);
return`${n} is not a stage upstream of job '${e.job}'${u?` (did you mean ${u}?)`:""}; upstream stages: ${r}`}function Ce(t,e){
let n;for(let r of e.openMatrices)t.startsWith(`${r}-`)&&r.length>(n?.length??0)&&(n=r);return n}function cn(t,e){let n;
for(let[r,o]of e.jobs){if(o.stages?.includes(t))return r;o.stages===null&&o.matrix&&t.startsWith(`${r}-`)&&r.length>(n?.
length??0)&&(n=r)}return n}function dn(t){let e=[...t.upstreamStages,...t.openMatrices.map(n=>`${n}-*`)];return e.length>
0?e.join(", "):"(none)"}var we={bash:{template:"bash --noprofile --norc -eo pipefail {0}"},sh:{template:"sh -e {0}"},pwsh:{template:`pwsh -comma\
nd ". '{0}'"`},python:{template:"python {0}"}},fn=new Map([["cmd",".cmd"],["pwsh",".ps1"],["powershell",".ps1"],["bash",
".sh"],["sh",".sh"],["python",".py"]]);function Nt(t){return fn.get(t.toLowerCase())??""}var mn="$ErrorActionPreference \
= 'stop'",gn="if ((Test-Path -LiteralPath variable:\\LASTEXITCODE)) { exit $LASTEXITCODE }",hn="bash";var Sn=["cmd","powershell"];var qr=`${Object.keys(we).join(", ")}, ${Sn.join(", ")} (Windows only), or a command containing {0} (e.g. "perl {0}")`;var wn=`${Object.keys(we).join(", ")}, or a command containing {0} (e.g. "perl {0}")`;function Ut(t){return yn(t,wn)}function yn(t,e){
let n=(t??"").trim()||hn;if(Object.hasOwn(we,n)){let a=we[n],[u,...l]=jt(a.template);return{file:u,args:l,extension:Nt(u)}}
if(!n.includes("{0}"))throw new d("input-invalid",`${JSON.stringify(n)} is not one of ${e}`,{where:"shell"});let r=jt(n),
[o,...s]=r;if(o===void 0||o.includes("{0}"))throw new d("input-invalid",`${JSON.stringify(n)} must start with a program,\
 then {0} for the script`,{where:"shell"});return{file:o,args:s,extension:Nt(o)}}function Kr(t,e){switch(t.file){case"pw\
sh":case"powershell":return`${mn}
${e}
${gn}`;case"cmd":return`@echo off
${e}`;default:return e.endsWith(`
`)?e:`${e}
`}}function Yr(t,e){return t.args.map(n=>n.replaceAll("{0}",e))}function jt(t){let e=[],n="",r=!1,o=null;for(let s of t){
if(o){s===o?o=null:n+=s;continue}s==='"'||s==="'"?(o=s,r=!0):/\s/.test(s)?(r&&e.push(n),n="",r=!1):(n+=s,r=!0)}if(o)throw new d(
"input-invalid",`${JSON.stringify(t)} has an unterminated ${o} quote`,{where:"shell"});return r&&e.push(n),e}var z={attempts:{min:1,max:v.maxAttempts},maxHandoffs:{min:1,max:1e3},maxPromptTokens:{min:1,max:1e7},retentionDays:{min:1,
max:400}},bn=Ae(V.handoff),kn=Ae(V.onInvalid),$n=ot("kind",[M({kind:ae("command"),command:h().check(q(1))}),M({kind:ae("\
preset"),preset:ce})]),Ft=M({stage:ue,job:P(h()),matrix:N(ie(h(),Pe())),open:N(ae(!0)),place:N(st(H(W().check(G(),rt()))))}),
xn=M({stage:ue,job:h().check(q(1)),matrix:P(ie(h(),Pe())),template:P(M({text:h(),source:h()})),upstream:H(Ft),expandLineage:ve(),
needs:H(ue),handoff:bn,onInvalid:kn,dataSchema:N(lt),agent:P($n),shell:h(),workingDirectory:h().check(q(1)),verify:P(h()),
attempts:W().check(G(),Ie(z.attempts.min),Oe(z.attempts.max)),maxHandoffs:W().check(G(),Ie(z.maxHandoffs.min),Oe(z.maxHandoffs.
max)),parentRun:P(h().check(q(1))),maxPromptTokens:P(W().check(G(),Te())),retentionDays:P(W().check(G(),Te())),inputs:ie(
h(),h()),github:gt,redact:H(h()),workflowJobs:P(H(h())),workflowUnread:N(h()),madeEvent:N(h()),madeEventRun:N(h()),trustCheckout:N(
ve()),run:mt}),Rn="the stage id holds the value of a secret; a stage id names directories and artifacts, which are not r\
edacted",Q={bothPrompts:`give either \`${i.prompt}\` or \`${i.promptFile}\`, not both`,noPrompt:`one of \`${i.prompt}\` o\
r \`${i.promptFile}\` is required`,outputWithoutAgent:`is given without \`${i.agent}\`, here or on its prepare step: name\
 the CLI whose output the file holds (${pe.slice(0,-1).join(", ")} or ${pe.at(-1)}), so capture can read its usage`,bothAgents:`\
give either \`${i.run}\` (a command) or \`${i.agent}\` (a preset), not both`,noAgent:`one of \`${i.run}\` (the agent's co\
mmand) or \`${i.agent}\` (a preset) is required`};function zt(t,e){let n=[],r=k=>{let w=t[k];if(w===void 0)return null;let F=w.
trim();return F===""?null:F},o=(k,w)=>n.push({input:k,message:w}),s=(k,w,F)=>{try{return w()}catch(ne){if(ne instanceof d)
return o(ne.where??k,ne.message),F;throw ne}},a=An(r(i.stage),e,o),u=_t(i.handoff,r(i.handoff),V.handoff,"optional",o),l=_t(
i.onInvalid,r(i.onInvalid),V.onInvalid,"fail",o),f=ye(i.attempts,r(i.attempts),z.attempts,1,o),m=ye(i.maxHandoffs,r(i.maxHandoffs),
z.maxHandoffs,v.defaultMaxHandoffs,o),p=e.parentRun!==void 0?e.parentRun:Pn(r,o),y=ye(i.maxPromptTokens,r(i.maxPromptTokens),
z.maxPromptTokens,null,o),A=ye(i.retentionDays,r(i.retentionDays),z.retentionDays,null,o),O=r(i.shell)??"bash";s(i.shell,
()=>Ut(O),null);let I=vn(i.trustCheckout,r(i.trustCheckout),o),R=r(i.workingDirectory)??".";R.includes("\0")&&o(i.workingDirectory,
"must not contain a NUL character");let c=r(i.verify),T=s(i.vars,()=>On(t[i.vars]??"",e),{}),E=s(i.dataSchema,()=>In(t[i.
dataSchema]??"",e),void 0),j=Nn(t,r,e,o),U=jn(r,e,o),{upstream:L,needs:_,expandLineage:b}=_n(r(i.needs),e,o),$=[...e.secrets??
[],...he(t[i.redact]??"")].filter(k=>k.length>0);if(n.length>0)throw Dt(n);return{...xn.parse({stage:a,job:e.job,matrix:e.
matrix??null,template:j,upstream:[],expandLineage:b,needs:_,handoff:u,onInvalid:l,...E===void 0?{}:{dataSchema:E},agent:U,
shell:O,workingDirectory:R,verify:c,attempts:f,maxHandoffs:m,parentRun:p,maxPromptTokens:y,retentionDays:A,inputs:{...e.
dispatchInputs??En(e.github),...T},github:e.github,redact:[...new Set($)],workflowJobs:e.workflowJobs??null,...e.workflowJobs==
null&&e.workflowUnread!==void 0?{workflowUnread:e.workflowUnread}:{},...e.madeEvent===void 0?{}:{madeEvent:e.madeEvent},
...e.madeEvent===void 0||e.madeEventRun===void 0?{}:{madeEventRun:e.madeEventRun},...I?{trustCheckout:I}:{},run:e.run}),
upstream:Ct(L)}}function En(t){if(t.event_name!=="workflow_dispatch"&&t.event_name!=="workflow_call")return{};let e=t.event.
inputs;return e===null||typeof e!="object"||Array.isArray(e)?{}:Object.fromEntries(Object.entries(e).filter(([,n])=>["st\
ring","number","boolean"].includes(typeof n)).map(([n,r])=>[n,String(r)]))}function Ht(t){return`${JSON.stringify(t)} is\
 not one of ${pe.join(", ")}`}function Lt(t,e){let n=[],{upstream:r,expandLineage:o}=Gt(t.needs,t.job,e.upstream,(u,l)=>n.push({input:u,message:l}),e.
needs);if(n.length>0)throw Dt(n);let{workflowUnread:s,...a}=t;return{...a,upstream:Ct(r),expandLineage:o,workflowJobs:[...e.
workflowJobs]}}function Ct(t){return t.every(Tn)?t:H(Ft).parse(t)}function On(t,e){if(e.mode==="capture"||t.trim()==="")
return{};if(e.parseVars===void 0)throw new re("stageSpecFromInputs: a vars input needs ctx.parseVars");return e.parseVars(
t)}function In(t,e){if(!(e.mode==="prepare"||t.trim()==="")){if(e.parseDataSchema===void 0)throw new re("stageSpecFromIn\
puts: a data-schema input needs ctx.parseDataSchema");return e.parseDataSchema(t)}}function Tn(t){let e=Object.keys(t),{
matrix:n,place:r}=t;return e.length===2+(n===void 0?0:1)+(t.open===!0?1:0)+(r===void 0?0:1)&&(r===void 0||Array.isArray(
r)&&r.every(o=>Number.isInteger(o)&&o>=0))&&e.includes("stage")&&e.includes("job")&&typeof t.stage=="string"&&D.test(t.stage)&&
(t.job===null||typeof t.job=="string")&&(n===void 0||typeof n=="object"&&n!==null&&!Array.isArray(n)&&Object.getPrototypeOf(
n)===Object.prototype)}function Dt(t){let[e]=t;return t.length===1&&e?new d("input-invalid",e.message,{where:e.input}):new d(
"input-invalid",`${t.length} inputs are invalid`,{details:t.map(n=>`${n.input}: ${n.message}`)})}function _t(t,e,n,r,o){
return e===null?r:n.includes(e)?e:(o(t,`${JSON.stringify(e)} is not one of ${n.join(", ")}`),r)}function vn(t,e,n){try{return bt(
t,e,!1)}catch(r){if(!(r instanceof d))throw r;return n(t,r.message),!1}}function Pn(t,e){let n=t(i.parentRun);return n===
null?null:Se.test(n)?n:(e(i.parentRun,`${JSON.stringify(n)} is not a workflow run id (a positive whole number, such as \$\
{{ github.run_id }} of the run that started this one)`),null)}function ye(t,e,n,r,o){if(e===null)return r;let s=/^\d{1,9}$/.
test(e)?Number(e):Number.NaN;return!Number.isInteger(s)||s<n.min||s>n.max?(o(t,`${JSON.stringify(e)} is not a whole numb\
er from ${n.min} to ${n.max}`),r):s}function An(t,e,n){let r=e.secrets??[];if((t!==null?[t]:Object.values(e.matrix??{}).
map(s=>typeof s=="string"?s:JSON.stringify(s)??"")).some(s=>pt(s,r)))return n(i.stage,`${Rn}, so ${t===null?`give one in\
 the \`${i.stage}\` input`:"choose one without it"}`),"invalid";if(t!==null&&!D.test(t))return n(i.stage,`${JSON.stringify(
t)} is not a stage id: a letter or _ then up to 99 letters, digits, _ or -`),"invalid";try{let s=t??dt(e.stageJob??e.job,
e.matrix??null);return ge(s,1),s}catch(s){if(s instanceof d){let a=t===null?`; give the stage id in the \`${i.stage}\` in\
put`:"";return n(i.stage,`${s.message}${a}`),"invalid"}throw s}}function Nn(t,e,n,r){let o=t[i.prompt]?.trim()?t[i.prompt]:
null,s=e(i.promptFile);if(o!==null&&s!==null)return r(i.prompt,Q.bothPrompts),null;if(o!==null)return{text:o,source:n.promptSource??
`jobs.${n.job} ${i.prompt}`};if(s!==null){if(!n.readFile)return r(i.promptFile,"cannot be read here (no file reader was \
given)"),null;try{return{text:n.readFile(s),source:s}}catch(a){let u=a instanceof Error?a.message:String(a);return r(i.promptFile,
`cannot read ${JSON.stringify(s)}: ${u}`),null}}return n.mode!=="capture"&&r(i.prompt,Q.noPrompt+Wt([i.prompt,i.promptFile],
n)),null}function Wt(t,e){let n=[];for(let r of e.unreadInputs??[]){let o=le(r.replaceAll("_","-"),t);o!==void 0&&n.push(
`the step was given \`${r}\`, which is not an input of this action: did you mean \`${o}\`?`)}return n.map(r=>`; ${r}`).join(
"")}function jn(t,e,n){let r=t(i.run),o=t(i.agent);if(e.mode==="capture")return Un(o,t(i.agentOutput),n);if(e.mode==="pr\
epare"&&o===null)return null;if(r!==null&&o!==null)return n(i.run,Q.bothAgents),null;if(o!==null){let s=ce.safeParse(o);
return s.success?{kind:"preset",preset:s.data}:(n(i.agent,Ht(o)),null)}return r!==null?{kind:"command",command:r}:(n(i.run,
Q.noAgent+Wt([i.run,i.agent],e)),null)}function Un(t,e,n){if(e?.includes("\0")&&n(i.agentOutput,"must not contain a NUL \
character"),t===null)return null;let r=ce.safeParse(t);return r.success?{kind:"preset",preset:r.data}:(n(i.agent,`${Ht(t)}\
: name the CLI whose output \`${i.agentOutput}\` holds (claude for claude-code-action's execution_file)`),null)}function So(t,e,n){
if(t.agent!==null||n===null)return t;if(e.agent!==void 0)return{...t,agent:{kind:"preset",preset:e.agent}};throw new d("\
input-invalid",Q.outputWithoutAgent,{where:i.agentOutput})}function wo(t){let e=(t[i.agentOutput]??"").trim();return e===""?null:e}function _n(t,e,n){let r=[];for(let o of(t??"").
split(/[\s,]+/).filter(Boolean))D.test(o)?r.includes(o)||r.push(o):n(i.needs,`${JSON.stringify(o)} is not a stage id: a \
letter or _ then up to 99 letters, digits, _ or -`);return{...Gt(r,e.job,e.upstream,n,e.needsFacts),needs:r}}function Gt(t,e,n,r,o){
if(n===void 0)return{upstream:t.map(u=>({stage:u,job:null})),expandLineage:!0};let s=n.map(u=>u.stage),a=[];for(let u of t)
if(o!==void 0){let l=At(u,o);l!==null&&r(i.needs,l);let f=l===null&&!s.includes(u)?Ce(u,o):void 0;f!==void 0&&a.push({stage:u,
job:f,open:!0})}else s.includes(u)||r(i.needs,`${JSON.stringify(u)} is not upstream of job ${e}; upstream stages: ${s.join(
", ")||"(none)"}`);return{upstream:a.length>0?[...n,...a]:n,expandLineage:!1}}var Mt=20;async function Bt(t,e,n){let[{findRunWorkflow:r,readRepositoryWorkflow:o},{envSecretNames:s,mayBeStageWorkflowJob:a},
{stepSecretInputs:u}]=await Promise.all([import("./workflow-file-4G3XLI77.js"),import("./env-secret-names-H2N2A4VP.js"),import("./secret-inputs-V62NXUYC.js")]),
l=e??await r(t),f=t.GITHUB_JOB??"",m=t.GITHUB_ACTION;if(l.kind==="unavailable")return{kind:"unread",reason:l.reason};let p=new Set,
y=new Set,A=!1,O=!1,I=!1,R=!1,c=[],T=[],E=[],j=[l.file],U=new Set([l.file.path]);for(let b=j.shift();b!==void 0;b=j.shift()){
let $=s(b.text,{job:f,...m?{step:m}:{}});if(!$){if(b===l.file)return{kind:"unread",reason:`${b.path} is not a workflow`};
c.push(`${b.path} is not a workflow`);continue}if($.jobFound&&(A=!0),n!==void 0&&$.jobFound){let x=t.GITHUB_ACTION_REPOSITORY,
k={job:f,action:n,...m?{step:m}:{},...x?{repository:x}:{}};for(let w of u(b.text,k)??[])E.push({...w,file:b.path})}$.stepFound&&
(O=!0);for(let x of $.opaque)T.push(`${b.path}: ${x} is one expression that reads secrets, so the names it sets are not \
known`);for(let x of $.step)p.add(x);for(let x of $.job)y.add(x);a($,f)&&(I=!0),$.callsRemote&&(R=!0);for(let x of $.calls){
if(U.has(x))continue;if(U.add(x),U.size>Mt){c.push(`more than ${Mt} workflow files are called`);break}let k=await o(t,x);
k.kind==="found"?j.push(k.file):c.push(k.reason)}}if(!A&&!(I&&!R&&c.length===0))return{kind:"unread",reason:[`${l.file.path}\
 has no job ${f} that runs steps`,...R?["it calls a reusable workflow of another repository"]:[],...c].join("; ")};let L=O||
!R&&c.length===0?[]:[`${l.file.path} calls ${R?"a reusable workflow of another repository":"a workflow not read here"}, \
whose job ${f} may be the one this step runs in (no step of job ${f} here has this step\u2019s id)`,...c],_=[...T,...L];
return{kind:"read",names:[...p],jobNames:[...y],...n===void 0?{}:{secretInputs:E},..._.length>0?{incomplete:_.join("; ")}:
{}}}function Jt(t,e){let n=e.map(r=>t[r]??"").filter(r=>r!=="");return[...new Set(n.flatMap(r=>[r,...Fn(r)]))]}function Fn(t){
if(!/^\s*[[{]/.test(t))return[];let e;try{e=JSON.parse(t)}catch{return[]}let n=[],r=[e];for(let o=r.pop();o!==void 0;o=r.
pop())typeof o=="string"?o.trim().length>=se.minSecretLength&&n.push(o):o!==null&&typeof o=="object"&&r.push(...Object.values(
o).reverse());return n}function Vt(t){let e=`give it to the \`${i.redact}\` input (${i.redact}: \${{ secrets.NAME }})`;if(t.
kind==="unread")return`env secrets: the workflow's env mappings from secrets were not read (${t.reason}); to redact a se\
cret this step's env holds, ${e}`;let n=t.names.length>0?`the values of ${Z(t.names)}, mapped from secrets by the workfl\
ow, are redacted where set`:void 0;return t.incomplete===void 0?n&&`env secrets: ${n}`:`env secrets: ${n?`${n}; `:""}not\
 every mapping from secrets could be named (${t.incomplete}); to redact a secret this step's env holds${n?" that is not \
named here":""}, ${e}`}var Re=C(de(),1);var $e=C(Ve(),1),xe=C(de(),1);import{tmpdir as Wn}from"node:os";import{isAbsolute as tn,join as te,relative as Gn,resolve as B,
sep as en}from"node:path";var zn=C(Ve(),1),ee=C(de(),1);import{basename as Ro,dirname as Hn,join as Eo}from"node:path";function Xt(t){try{return(0,ee.mkdtempSync)(t)}catch(e){if(e?.code!=="ENOENT")throw e;return(0,ee.mkdirSync)(Hn(t),{recursive:!0}),
(0,ee.mkdtempSync)(t)}}var S=C(de(),1);function qt(t){return t.isFile()?null:t.isSymbolicLink()?"a symbolic link":t.isDirectory()?"a directory":
t.isFIFO()?"a FIFO (named pipe)":t.isSocket()?"a socket":t.isCharacterDevice()?"a character device":t.isBlockDevice()?"a\
 block device":"not a regular file"}async function be(t,e){return We(t,e)}function We(t,e){let n=Yt(t,e);if(n.kind!=="op\
ened")return n;let{fd:r,stats:o}=n;try{let s=Ln(r,o.size,e);return s===null?{kind:"too-large",size:e+1}:{kind:"file",bytes:new Uint8Array(
s)}}finally{(0,S.closeSync)(r)}}function Ln(t,e,n){let r=Buffer.allocUnsafe(Math.min(e,n)+1),o=0;for(;;){if(o===r.length){
if(o>n)return null;let a=Buffer.allocUnsafe(Math.min(r.length*2,n+1));r.copy(a,0,0,o),r=a}let s=(0,S.readSync)(t,r,o,r.length-
o,o);if(s===0)break;o+=s}return r.subarray(0,o)}function Io(t,e){let n=Yt(t,null);if(n.kind!=="opened")return n;let{fd:r,
stats:o}=n;try{let s=Math.max(0,o.size-e),a=Buffer.allocUnsafe(o.size-s),u=0;for(;u<a.length;){let l=(0,S.readSync)(r,a,
u,a.length-u,s+u);if(l===0)break;u+=l}return{kind:"file",bytes:new Uint8Array(a.subarray(0,u)),size:o.size}}finally{(0,S.closeSync)(
r)}}function Yt(t,e){let n;try{n=(0,S.lstatSync)(t)}catch(l){if(Kt(l))return{kind:"missing"};throw l}let r=qt(n);if(r!==
null)return{kind:"not-regular",what:r};if(e!==null&&n.size>e)return{kind:"too-large",size:n.size};let o;try{o=(0,S.openSync)(
t,S.constants.O_RDONLY|(S.constants.O_NOFOLLOW??0)|(S.constants.O_NONBLOCK??0))}catch(l){if(De(l)==="ELOOP"||De(l)==="EM\
LINK")return{kind:"not-regular",what:"a symbolic link"};if(Kt(l))return{kind:"missing"};throw l}let s;try{s=(0,S.fstatSync)(
o)}catch(l){throw(0,S.closeSync)(o),l}let a=qt(s),u=a!==null?a:s.ino!==n.ino||s.dev!==n.dev?"a file that was replaced wh\
ile being opened":null;return u===null?{kind:"opened",fd:o,stats:s}:((0,S.closeSync)(o),{kind:"not-regular",what:u})}function De(t){
let e=t?.code;return typeof e=="string"?e:void 0}function Kt(t){let e=De(t);return e==="ENOENT"||e==="ENOTDIR"}var Cn=t=>({kind:"invalid",problems:[it("$",`is ${t}; a handoff must be a regular file (links are never followed)`)]});async function Zt(t){
let e;try{e=await be(t,v.handoffFileBytes)}catch(n){throw Dn(t,n)}switch(e.kind){case"missing":return{kind:"missing"};case"\
not-regular":return Cn(e.what);case"too-large":return{kind:"invalid",problems:[at(e.size)]};case"file":return ut(e.bytes)}}
function Dn(t,e){let n=e.code,r=n==="EACCES"||n==="EPERM"?"permission denied":n??String(e);return new d("handoff-unreada\
ble",`cannot read the handoff: ${r}`,{where:t,cause:e})}function Qt(t){return{where:`the temp dir ${fe(t)}`,makeRoom:"make room on its disk"}}function Ge(t,e,n,r,o={}){let s=r?.
code,a=s==="ENOSPC"||s==="EDQUOT";return new d("temp-write-failed",`${n} could not be ${o.made?"made":"written"} in ${t.
where}: ${fe(Xe(r,t.fewerJobs))}${a?`; ${t.makeRoom}`:""}`,{where:fe(e),cause:r})}var ke=class{#e;#t;#n;#r;#o;constructor(e){this.#e=B(e.root),this.#t=B(e.tempDir??Wn()),this.#n=e.privateTempDir??!1,this.#r=
e.tempPlace??Qt(this.#t),this.#o=e.now??(()=>new Date)}async attemptPaths(e,n){if(this.#n){let s=te(this.#t,`${e}-${n}-${(0,$e.randomBytes)(
12).toString("hex")}`);return{promptPath:`${s}.${J.prompt}`,handoffPath:`${s}.${J.handoff}`}}let r=te(this.#t,`baton-${e}\
-${n}-`),o;try{o=Xt(r)}catch(s){throw Ge(this.#r,`${r}XXXXXX`,"the attempt's directory",s,{made:!0})}return{promptPath:te(
o,J.prompt),handoffPath:te(o,J.handoff)}}async writePrompt(e,n){try{(0,xe.writeFileSync)(e,n,{flag:"wx",mode:384})}catch(r){
throw Ge(this.#r,e,"the stage's prompt",r)}}readHandoff(e){return Zt(e)}resolveDirectory(e){return B(this.#e,e)}async readArtifact(e,n,r){
let o=a=>({kind:"refused",reason:a}),s=B(this.resolveDirectory(e),...n.split("/"));try{let a=nn(this.#e,s);if(a!==null)return o(
a);let u=await be(s,r);switch(u.kind){case"file":return u;case"missing":return o("does not exist");case"not-regular":return o(
`is ${u.what}; only regular files are kept, and links are never followed`);case"too-large":return o(`is ${u.size} bytes,\
 more than the ${r} bytes left of the ${v.artifactBytes}-byte limit for one record's artifacts`)}}catch(a){let u=a?.code;
return o(`cannot be read (${typeof u=="string"?u:String(a)})`)}}now(){return this.#o()}sha256(e){return(0,$e.createHash)(
"sha256").update(e,"utf8").digest("hex")}};function nn(t,e){let n=Gn(t,e);if(n===""||n===".."||n.startsWith(`..${en}`)||
tn(n))return`is outside the workspace (${t})`;let r=n.split(en);for(let o=1;o<r.length;o++){let s=r.slice(0,o).join("/"),
a;try{a=(0,xe.lstatSync)(te(t,s))}catch(u){if(Mn(u))return"does not exist";throw u}if(a.isSymbolicLink())return`is under\
 ${s}, a symbolic link; links are never followed`;if(!a.isDirectory())return`does not exist (${s} is not a directory)`}return null}
function rn(t,e,n){if(tn(e))throw new Error("must be a path inside the workspace");let r=B(t,e),o=nn(B(t),r);if(o!==null)
throw new Error(o);let s=We(r,n);switch(s.kind){case"file":{let a=Ke(s.bytes);if(a.kind==="text")return a.text;throw new Error(
a.kind==="utf-16"?`${a.problem}; ${qe}`:a.problem)}case"missing":throw new Error("does not exist");case"not-regular":throw new Error(
`is ${s.what}; only regular files are read, and links are never followed`);case"too-large":throw new Error(`is ${s.size}\
 bytes, more than the ${n}-byte limit`)}}function Mn(t){let e=t?.code;return e==="ENOENT"||e==="ENOTDIR"}function on(t){let e=[];for(let n of t)for(let r of n.split(/\r?\n/))r.trim().length>=4&&e.push(r);return e}function Bn(){let t={};for(let e of[...Object.values(i),...Object.values(X)])t[e]=Je(e,{trimWhitespace:!1});return t}function Jn(t,e){
let n=new Set(nt[e].map(Vn));return Object.keys(t).filter(r=>r.startsWith(Me)&&!n.has(r)&&t[r]!==void 0).map(r=>r.slice(
Me.length).toLowerCase()).filter(r=>/^[a-z0-9_-]{1,100}$/.test(r)).sort()}var Me="INPUT_";function Vn(t){return`${Me}${t.
replace(/ /g,"_").toUpperCase()}`}function Xn(t){let e=t.trim();if(e===""||e==="null"||e==="{}")return null;let n;try{n=
JSON.parse(e)}catch{throw new d("input-invalid","is not JSON; leave this input unset (it defaults to the job\u2019s matrix)",
{where:X.matrix})}if(n===null||typeof n!="object"||Array.isArray(n))throw new d("input-invalid","must be a JSON object; \
leave this input unset (it defaults to the job\u2019s matrix)",{where:X.matrix});return Object.keys(n).length===0?null:n}
var sn=v.eventBytes;function qn(t,e){let n=t.GITHUB_EVENT_PATH;if(!n)return{};try{if((0,Re.statSync)(n).size>sn)return e.
warning(`the event payload is larger than ${sn} bytes; templates see github.event as {}`),{};let r=JSON.parse((0,Re.readFileSync)(
n,"utf8"));return r!==null&&typeof r=="object"&&!Array.isArray(r)?r:{}}catch(r){return e.warning(`cannot read the event \
payload: ${r instanceof Error?r.message:String(r)}`),{}}}function Kn(t,e){return{repository:t.GITHUB_REPOSITORY??"",ref:t.
GITHUB_REF??"",sha:t.GITHUB_SHA??"",run_id:t.GITHUB_RUN_ID??"",actor:t.GITHUB_ACTOR??"",event_name:t.GITHUB_EVENT_NAME??
"",event:qn(t,e)}}function Yn(t){return{id:t.GITHUB_RUN_ID??"",attempt:$t(t),workflow:t.GITHUB_WORKFLOW??"",repository:t.
GITHUB_REPOSITORY??"",event_name:t.GITHUB_EVENT_NAME??"",sha:t.GITHUB_SHA??"",ref:t.GITHUB_REF??""}}async function is(t,e,n={}){
let r=new yt,o={...n.inputs??Bn()};n.stage!==void 0&&(o[i.stage]??"").trim()===""&&(o[i.stage]=n.stage);let s=Y(e,"GITHU\
B_WORKSPACE"),a=Y(e,"RUNNER_TEMP"),u=Y(e,"GITHUB_JOB"),l=(o[i.githubToken]??"").trim(),f=t==="capture"?void 0:await(await import("./workflow-file-4G3XLI77.js")).
findRunWorkflow(e),m=f===void 0?void 0:await Bt(e,f,t),[p,...y]=m?.kind==="read"&&m.secretInputs||[];if(p){let{secretInputMessage:w}=await import("./secret-inputs-V62NXUYC.js");
throw new d(tt.actionInputSecret,w(p),{where:`${p.file}: ${p.step}`,details:y.map(F=>`${F.file}: ${F.step}: ${w(F)}`)})}
let A=m&&Vt(m);A&&r.info(A);let O=m?.kind==="read"?Jt(e,m.names):[],I=[...xt(e,l),...O],R={mode:t,job:u,matrix:Xn(o[X.matrix]??
""),github:Kn(e,r),run:Yn(e),secrets:I,readFile:w=>rn(s,w,v.templateBytes),...t==="capture"?{}:{parseVars:(await import("./vars-3IQKXA4I.js")).
parseVars},...t!=="prepare"&&(o[i.dataSchema]??"").trim()!==""?{parseDataSchema:(await import("./data-schema-text-WMVOAD4C.js")).
parseDataSchemaText}:{},unreadInputs:Jn(e,t)},c=zt(o,R);Qn(c.redact);let T=new _e({tempDir:a,reporter:r,...c.retentionDays===
null?{}:{retentionDays:c.retentionDays},...Ue(e)}),E=new ke({root:s,tempDir:a}),j=t!=="capture"&&c.parentRun!==null?Zn(e,
l,a,r):void 0,U=he(o[i.redact]??"");if(t==="capture")return{spec:c,store:T,workspace:E,reporter:r,secrets:c.redact,redactInput:U,
openRun:j};let L={store:T,workspace:E,reporter:r,redactInput:U,openRun:j,envSecrets:m},_=await er(f,u,r);if("unread"in _){
let w={...c,workflowUnread:_.unread};return{...L,spec:w,secrets:c.redact}}let b=_.graph,$=await tr(b,u,c,T,r),{needsInputFactsOf:x}=await import("./upstream-stages-XALAARFR.js"),
k=Lt(c,{upstream:$,workflowJobs:b.jobs.map(w=>w.id),needs:x(b,u,$)});return{...L,spec:k,secrets:k.redact}}function Zn(t,e,n,r){
if(e==="")throw new d("input-invalid",`is empty; \`${i.parentRun}\` reads the parent run\u2019s records with it, and it needs \
\`actions: read\` (default: \${{ github.token }})`,{where:i.githubToken});let o=Y(t,"GITHUB_REPOSITORY"),[s,a]=o.split("\
/");if(!s||!a)throw new d("runner-env-invalid",`GITHUB_REPOSITORY is ${JSON.stringify(o)}, not owner/name`);return async u=>{
if(!Se.test(u))throw new d("run-unknown",`${JSON.stringify(u)} is not a GitHub workflow run id`);return new _e({tempDir:n,
reporter:r,findBy:{token:e,workflowRunId:Number(u),repositoryOwner:s,repositoryName:a},...Ue(t)})}}function Qn(t){for(let e of on(
t))Be(e)}async function er(t,e,n){let{readJobGraph:r}=await import("./upstream-stages-XALAARFR.js"),o=a=>(n.info(`upstream s\
tages: from the needs input and their records (${a})`),{unread:a});if(t.kind==="unavailable")return o(t.reason);let s=r(
t.file.text);return s?s.jobs.some(a=>a.id===e)?(n.info(`upstream stages: the jobs ${e} needs in ${t.file.path}`),{graph:s}):
o(`${t.file.path} has no job ${e}`):o(`${t.file.path} is not a workflow`)}async function tr(t,e,n,r,o){let s=[];if(n.template){
let{templateAnalysis:p}=await import("./render-prompt-B7QPTHSG.js");try{s=p(n.template.text).references.filter(y=>y.kind===
"stage").map(y=>y.stage)}catch{}}let{recordIsFromJob:a,upstreamStagesOf:u}=await import("./upstream-stages-XALAARFR.js"),l=[
...new Set((await r.list()).map(p=>p.stage))],f=u({graph:t,job:e,recorded:l,referenced:s});return(await Promise.all(f.map(
async p=>{if(!l.includes(p.stage))return p;let y=await r.get(p.stage);if(!y||a(t,p.job,y.record.job))return p;o.info(`st\
age ${p.stage}: its record is from job ${y.record.job}, not upstream job ${p.job}; left out`)}))).filter(p=>p!==void 0)}var an=class{#e;#t;#n;constructor(e){this.#e=e}get pending(){return this.#t}get failed(){return this.#n}async put(e){this.#t=
e,this.#n=void 0;try{return await this.#e.put(e)}catch(n){throw this.#n=e,n}finally{this.#t=void 0}}get(e){return this.#e.
get(e)}getAttempt(e,n,r){return this.#e.getAttempt(e,n,r)}list(){return this.#e.list()}};export{Ut as a,Kr as b,Yr as c,We as d,Io as e,Qt as f,Ge as g,Ar as h,Le as i,Rt as j,ur as k,lr as l,wr as m,yr as n,br as o,
kr as p,$r as q,zr as r,Hr as s,Lr as t,Cr as u,So as v,wo as w,Jt as x,Vt as y,Bn as z,is as A,Qn as B,an as C};

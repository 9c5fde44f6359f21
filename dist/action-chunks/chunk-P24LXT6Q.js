import{c as ht}from"./chunk-NTHMEBCW.js";import{A as mt,D as Ne,E as gt,F as B,H as St,a as se,b as ie,c as ae,i as ct,
v as Ae,w as M,x as ue,y as le,z as ft}from"./chunk-IHN7WZ3P.js";import{a as rt,b as ot,c as st,g as Pe,h as it,m as at}from"./chunk-JVB4MFW7.js";
import{a as Q}from"./chunk-R2LRCHEZ.js";import{b as dt}from"./chunk-76GA7FJ5.js";import{d as ut,e as lt}from"./chunk-KGGRXWCQ.js";
import{I as oe,M as pt,a as $e,b as Ee,c as Oe,d as Ze,e as G,h as S,i as U,j as _,k as Qe,l as ve,m as I,o as F,r as et,
s as te,t as Te,u as ne,v as P,w as O,x as tt,z as re}from"./chunk-WGTUOESA.js";import{a as Ge}from"./chunk-PO5EA42V.js";
import{b as nt,d,e as Ie}from"./chunk-O7UU6C5Q.js";import{C as D,D as ee,E as Xe,I as qe,J as Ke,L as W,O as Ye,P as Re,
f as Me,g as Be,h as Je,l as C,r as Ve,t as v,u as j,x as i,y as h}from"./chunk-K26OWEVR.js";import{h as De,i as We}from"./chunk-DHIUKFLR.js";
import{d as N}from"./chunk-A64LSPLL.js";var Gn=Re.stage;function je(t,e){let n=Re[t];return Object.fromEntries(Object.entries(e).filter(([r])=>n.includes(r)))}function yt(t,e,n={}){
let r=t.problems.some(o=>o.code===ee.nextUnknownStage);return{[h.status]:t.status,[h.next]:e?.next&&!r?e.next.stage:"",[h.
present]:t.present?"true":"false",[h.data]:JSON.stringify(e?.data??{}),[h.sha256]:t.digests.handoff??"",[h.artifactId]:n.
artifactId??"",[h.promptPath]:n.promptPath??"",[h.handoffPath]:n.handoffPath??""}}function Ue(){return{[h.status]:"failu\
re",[h.next]:"",[h.present]:"false",[h.data]:"{}",[h.sha256]:"",[h.artifactId]:"",[h.promptPath]:"",[h.handoffPath]:""}}var Yt=new Set(Object.values(Xe));function bt(t){return t.problems.filter(e=>e.severity==="warning"&&!Yt.has(e.code))}var Xn="baton: the command could not start: ";async function rr(t,e,n,r,o){M(je(t,n));let s=e.record.stage;for(let a of bt(e.record))o.warning(a.message,a.path==="$"?
`stage ${s}`:`stage ${s} ${a.path}`);let u=Ae({record:e.record,handoff:e.handoff,artifactName:kt(e.record),secrets:r.secrets,
serverUrl:r.serverUrl});await ue(u,r.secrets)}function kt(t){return le(t.stage,t.attempt,t.run.attempt)}async function xt(t,e,n,r){
M(je(t,{...yt(e.record,e.handoff),[h.present]:"false",[h.sha256]:""})),await ue(Ae({record:e.record,handoff:e.handoff,notStored:n,
secrets:r.secrets,serverUrl:r.serverUrl}),r.secrets)}function or(t){let e=new Set(Object.values(qe)),n={};for(let[r,o]of Object.
entries(t))o!==void 0&&(r.startsWith("INPUT_")||r.startsWith("STATE_")||e.has(r)||Object.values(Je).includes(r)||(n[r]=o));
return n}function sr(t){return{secrets:[],serverUrl:t.GITHUB_SERVER_URL,settled:!1}}async function ir(t,e,n){if(t.settled)
return;t.settled=!0;let r=t.store?.failed;r?await xt(n.action,r,e instanceof Error?e.message:String(e),t):n.refusedOutputs&&
M(Ue())}async function ar(t,e,n){let r=t.store?.pending,o=r?`the record of attempt ${r.record.attempt} was not stored: ${wt(
r)}`:n.unfinished,s=`${t.stage===void 0?"":`stage ${t.stage}: `}${mt(e)}; ${o}`;return t.settled||(t.settled=!0,r?await xt(
n.action,r,wt(r),t):n.refusedOutputs&&(M(Ue()),t.stage!==void 0&&await ue(`### \u274C baton stage \`${t.stage}\`

${s}
`,t.secrets))),s}function wt(t){return`artifact ${kt(t.record)} could not be uploaded in the ${ft.deadline/1e3} s a stop\
ped step has before the runner ends it`}function Rt(t,e){return e(ct(t))}async function gr(t,e,n){let r=e.problems.map(y=>$t(y,t)),o=Qt(e.outcome,t),s=(y,k)=>{let E=Fe(y,t.redact,k);return r.push(
...E.problems),E.text},u=s(e.prompt,"prompt.md"),a=e.agent?s(e.agent.output,"agent.log"):void 0,l=t.agent?.kind==="comma\
nd"?s(t.agent.command,"agent.command"):null,c=e.verify?{...e.verify,command:s(e.verify.command,"verify.command")}:null,m=e.
agent?.startedAt??e.startedAt,p=e.agent?.finishedAt??e.finishedAt,b=e.outcome.reason!=="completed",$=Zt(e.usage,r),g=y=>n.
workspace.sha256(y),x={schema:Ve.record,stage:t.stage,job:t.job,matrix:t.matrix,attempt:e.attempt,repair:e.repair,hop:e.
hop,run:t.run,agent:{command:l,preset:t.agent?.kind==="preset"?t.agent.preset:null,exit_code:e.agent?.exitCode??null,started_at:m.
toISOString(),finished_at:p.toISOString(),duration_ms:Math.max(0,p.getTime()-m.getTime()),usage:$},verify:c,status:b?"fa\
ilure":e.handoff?.status??"success",outcome:{reason:o.reason,message:o.message},present:e.handoff!==null,digests:{handoff:e.
handoff?Rt(e.handoff,g):null,prompt:g(u)},lineage:e.lineage,...e.parent?{parent:e.parent}:{},problems:r},w=await n.store.
put({record:x,prompt:u,handoff:e.handoff,...a===void 0?{}:{log:a},...e.files&&e.files.length>0?{files:e.files}:{}});return{
record:x,ref:w,handoff:e.handoff,outcome:o}}function Zt(t,e){if(t===null)return null;let n={};for(let[r,o]of Object.entries(
t)){let s=ut.safeParse({[r]:o});if(s.success){n[r]=o;continue}let u=s.error.issues.map(a=>a.message).join("; ");e.push({
code:ee.usageRefused,severity:"warning",path:`agent.usage.${r}`,message:`the agent\u2019s usage cannot be stored (${u});\
 ${r} is not recorded`})}return Object.keys(n).length===0?null:n}function Fe(t,e,n){let r=Pe(t,e);return{text:r.text,problems:r.
redactions.length===0?[]:[{code:Ke.problemCode,severity:"warning",path:n,message:at(r.redactions)}]}}function _e(t,e){return Pe(
t,e.redact).text}function $t(t,e){return{...t,path:_e(t.path,e),message:_e(t.message,e)}}function Qt(t,e){if(t.message===
null)return t;let n=_e(t.message,e);return"problems"in t?{...t,message:n,problems:t.problems.map(r=>$t(r,e))}:{...t,message:n}}function ce(t){let e=t.split(/\r?\n/).map(n=>n.trim()).filter(n=>n.length>0);return[...new Set(e)]}function wr(t,e){let n=Fe(
t.prompt,e,"prompt.md");return n.problems.length===0?t:{...t,prompt:n.text,warnings:[...t.warnings,...n.problems]}}function kr(t,e){
if(e>=t)return null;let n=`${t} ${t===1?"value":"values"} to redact`,r=e===0?`none of ${t===1?"it":"them"}`:`${e} of the\
m`;return new d("redact-not-given",`prepare was given ${n} and capture was given ${r}: give capture the same ${i.redact}\
 input as prepare. capture stores the handoff, the prompt and the job summary, and redacts only the values it is given; \
nothing was stored`,{where:i.redact})}function xr(t){if(t.length===0)return null;let e=t.filter(s=>/^[A-Za-z_][A-Za-z0-9_]{0,99}$/.
test(s)),n=t.length-e.length,r=[...e,...n>0?[`${n} more`]:[]].join(", "),o=t.length===1;return new d("redact-not-given",
`prepare's env held the secret${o?"":"s"} ${r} (mapped from secrets in its step's env:) and capture's does not: map ${o?
"it":"them"} into capture's env: too, or into the job's env:, which every step gets, or give capture the value${o?"":"s"}\
 in its ${i.redact} input. capture stores the handoff, the prompt and the job summary, and redacts only the values it se\
es; nothing was stored`,{where:i.redact})}var pe=/^[1-9]\d{0,19}$/;function Et(t,e){let n=JSON.stringify(t);if(!j.test(t))return`${n} is not a stage id: a letter or _ then up to 99 letter\
s, digits, _ or -`;if(e.upstreamStages.includes(t)||e.unknown||ze(t,e)!==void 0)return null;let r=tn(e),o=e.jobs.get(t),
s=o?.stages?.includes(t)??!1;if(o!==void 0&&!s&&e.upstreamJobs.includes(t)){let l=o.stages===null?`${t}-<matrix values>,\
 known when the run expands its matrix`:o.stages.join(", ");return`${n} is ${o.matrix?"the matrix job":"job"} ${t}, not \
a stage: name ${o.matrix?"its legs":"its stage"} (${l}); upstream stages: ${r}`}let u=o!==void 0&&!s?t:en(t,e);if(u!==void 0){
let l=u===t&&!s,c="a stage needs only stages of jobs that finish before it";if(u===e.job)return`${n} is ${l?"this job":"\
a stage of this job"} itself: ${c}; upstream stages: ${r}`;let m=l?`job '${u}'`:`a stage of job '${u}'`,p=e.runsAfter(u);
return p!==null?`${n} is ${m}, which runs after job '${e.job}' (${ht(p)}): ${c}; upstream stages: ${r}`:`${n} is ${m}, w\
hich is not upstream of job '${e.job}' (add '${u}' to jobs.${e.job}.needs); upstream stages: ${r}`}let a=oe(t,e.upstreamStages);
return`${n} is not a stage upstream of job '${e.job}'${a?` (did you mean ${a}?)`:""}; upstream stages: ${r}`}function ze(t,e){
let n;for(let r of e.openMatrices)t.startsWith(`${r}-`)&&r.length>(n?.length??0)&&(n=r);return n}function en(t,e){let n;
for(let[r,o]of e.jobs){if(o.stages?.includes(t))return r;o.stages===null&&o.matrix&&t.startsWith(`${r}-`)&&r.length>(n?.
length??0)&&(n=r)}return n}function tn(t){let e=[...t.upstreamStages,...t.openMatrices.map(n=>`${n}-*`)];return e.length>
0?e.join(", "):"(none)"}var de={bash:{template:"bash --noprofile --norc -eo pipefail {0}"},sh:{template:"sh -e {0}"},pwsh:{template:`pwsh -comma\
nd ". '{0}'"`},python:{template:"python {0}"}},nn=new Map([["cmd",".cmd"],["pwsh",".ps1"],["powershell",".ps1"],["bash",
".sh"],["sh",".sh"],["python",".py"]]);function Ot(t){return nn.get(t.toLowerCase())??""}var rn="$ErrorActionPreference \
= 'stop'",on="if ((Test-Path -LiteralPath variable:\\LASTEXITCODE)) { exit $LASTEXITCODE }",sn="bash";var an=["cmd","powershell"];var Ar=`${Object.keys(de).join(", ")}, ${an.join(", ")} (Windows only), or a command containing {0} (e.g. "perl {0}")`;var un=`${Object.keys(de).join(", ")}, or a command containing {0} (e.g. "perl {0}")`;function Tt(t){return ln(t,un)}function ln(t,e){
let n=(t??"").trim()||sn;if(Object.hasOwn(de,n)){let u=de[n],[a,...l]=vt(u.template);return{file:a,args:l,extension:Ot(a)}}
if(!n.includes("{0}"))throw new d("input-invalid",`${JSON.stringify(n)} is not one of ${e}`,{where:"shell"});let r=vt(n),
[o,...s]=r;if(o===void 0||o.includes("{0}"))throw new d("input-invalid",`${JSON.stringify(n)} must start with a program,\
 then {0} for the script`,{where:"shell"});return{file:o,args:s,extension:Ot(o)}}function Nr(t,e){switch(t.file){case"pw\
sh":case"powershell":return`${rn}
${e}
${on}`;case"cmd":return`@echo off
${e}`;default:return e.endsWith(`
`)?e:`${e}
`}}function jr(t,e){return t.args.map(n=>n.replaceAll("{0}",e))}function vt(t){let e=[],n="",r=!1,o=null;for(let s of t){
if(o){s===o?o=null:n+=s;continue}s==='"'||s==="'"?(o=s,r=!0):/\s/.test(s)?(r&&e.push(n),n="",r=!1):(n+=s,r=!0)}if(o)throw new d(
"input-invalid",`${JSON.stringify(t)} has an unterminated ${o} quote`,{where:"shell"});return r&&e.push(n),e}var T={attempts:{min:1,max:v.maxAttempts},maxHandoffs:{min:1,max:1e3},maxPromptTokens:{min:1,max:1e7},retentionDays:{min:1,
max:400}},cn=Te(D.handoff),pn=Te(D.onInvalid),dn=et("kind",[F({kind:ne("command"),command:S().check(G(1))}),F({kind:ne("\
preset"),preset:ae})]),Pt=F({stage:re,job:O(S()),matrix:P(te(S(),ve())),open:P(ne(!0)),place:P(tt(I(U().check(_(),Ze()))))}),
fn=F({stage:re,job:S().check(G(1)),matrix:O(te(S(),ve())),template:O(F({text:S(),source:S()})),upstream:I(Pt),expandLineage:Qe(),
needs:I(re),handoff:cn,onInvalid:pn,agent:O(dn),shell:S(),workingDirectory:S().check(G(1)),verify:O(S()),attempts:U().check(
_(),Ee(T.attempts.min),$e(T.attempts.max)),maxHandoffs:U().check(_(),Ee(T.maxHandoffs.min),$e(T.maxHandoffs.max)),parentRun:O(
S().check(G(1))),maxPromptTokens:O(U().check(_(),Oe())),retentionDays:O(U().check(_(),Oe())),inputs:te(S(),S()),github:dt,
redact:I(S()),workflowJobs:O(I(S())),workflowUnread:P(S()),madeEvent:P(S()),madeEventRun:P(S()),run:lt}),mn="the stage i\
d holds the value of a secret; a stage id names directories and artifacts, which are not redacted",J={bothPrompts:`give \
either \`${i.prompt}\` or \`${i.promptFile}\`, not both`,noPrompt:`one of \`${i.prompt}\` or \`${i.promptFile}\` is requi\
red`,outputWithoutAgent:`is given without \`${i.agent}\`: name the CLI whose output the file holds (${ie.slice(0,-1).join(
", ")} or ${ie.at(-1)}), so capture can read its usage`,bothAgents:`give either \`${i.run}\` (a command) or \`${i.agent}\
\` (a preset), not both`,noAgent:`one of \`${i.run}\` (the agent's command) or \`${i.agent}\` (a preset) is required`};function At(t,e){
let n=[],r=R=>{let A=t[R];if(A===void 0)return null;let Y=A.trim();return Y===""?null:Y},o=(R,A)=>n.push({input:R,message:A}),
s=(R,A,Y)=>{try{return A()}catch(Z){if(Z instanceof d)return o(Z.where??R,Z.message),Y;throw Z}},u=bn(r(i.stage),e,o),a=It(
i.handoff,r(i.handoff),D.handoff,"optional",o),l=It(i.onInvalid,r(i.onInvalid),D.onInvalid,"fail",o),c=fe(i.attempts,r(i.
attempts),T.attempts,1,o),m=fe(i.maxHandoffs,r(i.maxHandoffs),T.maxHandoffs,v.defaultMaxHandoffs,o),p=e.parentRun!==void 0?
e.parentRun:yn(r,o),b=fe(i.maxPromptTokens,r(i.maxPromptTokens),T.maxPromptTokens,null,o),$=fe(i.retentionDays,r(i.retentionDays),
T.retentionDays,null,o),g=r(i.shell)??"bash";s(i.shell,()=>Tt(g),null);let x=r(i.workingDirectory)??".";x.includes("\0")&&
o(i.workingDirectory,"must not contain a NUL character");let w=r(i.verify),y=s(i.vars,()=>hn(t[i.vars]??"",e),{}),k=wn(t,
r,e,o),E=kn(r,e,o),{upstream:H,needs:L,expandLineage:K}=Rn(r(i.needs),e,o),ke=[...e.secrets??[],...ce(t[i.redact]??"")].
filter(R=>R.length>0);if(n.length>0)throw _t(n);return{...fn.parse({stage:u,job:e.job,matrix:e.matrix??null,template:k,upstream:[],
expandLineage:K,needs:L,handoff:a,onInvalid:l,agent:E,shell:g,workingDirectory:x,verify:w,attempts:c,maxHandoffs:m,parentRun:p,
maxPromptTokens:b,retentionDays:$,inputs:{...e.dispatchInputs??gn(e.github),...y},github:e.github,redact:[...new Set(ke)],
workflowJobs:e.workflowJobs??null,...e.workflowJobs==null&&e.workflowUnread!==void 0?{workflowUnread:e.workflowUnread}:{},
...e.madeEvent===void 0?{}:{madeEvent:e.madeEvent},...e.madeEvent===void 0||e.madeEventRun===void 0?{}:{madeEventRun:e.madeEventRun},
run:e.run}),upstream:Ut(H)}}function gn(t){if(t.event_name!=="workflow_dispatch"&&t.event_name!=="workflow_call")return{};
let e=t.event.inputs;return e===null||typeof e!="object"||Array.isArray(e)?{}:Object.fromEntries(Object.entries(e).filter(
([,n])=>["string","number","boolean"].includes(typeof n)).map(([n,r])=>[n,String(r)]))}function Nt(t){return`${JSON.stringify(
t)} is not one of ${ie.join(", ")}`}function jt(t,e){let n=[],{upstream:r,expandLineage:o}=zt(t.needs,t.job,e.upstream,(a,l)=>n.push({input:a,message:l}),e.
needs);if(n.length>0)throw _t(n);let{workflowUnread:s,...u}=t;return{...u,upstream:Ut(r),expandLineage:o,workflowJobs:[...e.
workflowJobs]}}function Ut(t){return t.every(Sn)?t:I(Pt).parse(t)}function hn(t,e){if(e.mode==="capture"||t.trim()==="")
return{};if(e.parseVars===void 0)throw new Ie("stageSpecFromInputs: a vars input needs ctx.parseVars");return e.parseVars(
t)}function Sn(t){let e=Object.keys(t),{matrix:n,place:r}=t;return e.length===2+(n===void 0?0:1)+(t.open===!0?1:0)+(r===
void 0?0:1)&&(r===void 0||Array.isArray(r)&&r.every(o=>Number.isInteger(o)&&o>=0))&&e.includes("stage")&&e.includes("job")&&
typeof t.stage=="string"&&j.test(t.stage)&&(t.job===null||typeof t.job=="string")&&(n===void 0||typeof n=="object"&&n!==
null&&!Array.isArray(n)&&Object.getPrototypeOf(n)===Object.prototype)}function _t(t){let[e]=t;return t.length===1&&e?new d(
"input-invalid",e.message,{where:e.input}):new d("input-invalid",`${t.length} inputs are invalid`,{details:t.map(n=>`${n.
input}: ${n.message}`)})}function It(t,e,n,r,o){return e===null?r:n.includes(e)?e:(o(t,`${JSON.stringify(e)} is not one \
of ${n.join(", ")}`),r)}function yn(t,e){let n=t(i.parentRun);return n===null?null:pe.test(n)?n:(e(i.parentRun,`${JSON.stringify(
n)} is not a workflow run id (a positive whole number, such as \${{ github.run_id }} of the run that started this one)`),
null)}function fe(t,e,n,r,o){if(e===null)return r;let s=/^\d{1,9}$/.test(e)?Number(e):Number.NaN;return!Number.isInteger(
s)||s<n.min||s>n.max?(o(t,`${JSON.stringify(e)} is not a whole number from ${n.min} to ${n.max}`),r):s}function bn(t,e,n){
let r=e.secrets??[];if((t!==null?[t]:Object.values(e.matrix??{}).map(s=>typeof s=="string"?s:JSON.stringify(s)??"")).some(
s=>it(s,r)))return n(i.stage,`${mn}, so ${t===null?`give one in the \`${i.stage}\` input`:"choose one without it"}`),"in\
valid";if(t!==null&&!j.test(t))return n(i.stage,`${JSON.stringify(t)} is not a stage id: a letter or _ then up to 99 let\
ters, digits, _ or -`),"invalid";try{let s=t??pt(e.stageJob??e.job,e.matrix??null);return le(s,1),s}catch(s){if(s instanceof
d){let u=t===null?`; give the stage id in the \`${i.stage}\` input`:"";return n(i.stage,`${s.message}${u}`),"invalid"}throw s}}
function wn(t,e,n,r){let o=t[i.prompt]?.trim()?t[i.prompt]:null,s=e(i.promptFile);if(o!==null&&s!==null)return r(i.prompt,
J.bothPrompts),null;if(o!==null)return{text:o,source:n.promptSource??`jobs.${n.job} ${i.prompt}`};if(s!==null){if(!n.readFile)
return r(i.promptFile,"cannot be read here (no file reader was given)"),null;try{return{text:n.readFile(s),source:s}}catch(u){
let a=u instanceof Error?u.message:String(u);return r(i.promptFile,`cannot read ${JSON.stringify(s)}: ${a}`),null}}return n.
mode!=="capture"&&r(i.prompt,J.noPrompt+Ft([i.prompt,i.promptFile],n)),null}function Ft(t,e){let n=[];for(let r of e.unreadInputs??
[]){let o=oe(r.replaceAll("_","-"),t);o!==void 0&&n.push(`the step was given \`${r}\`, which is not an input of this acti\
on: did you mean \`${o}\`?`)}return n.map(r=>`; ${r}`).join("")}function kn(t,e,n){let r=t(i.run),o=t(i.agent);if(e.mode===
"capture")return xn(o,t(i.agentOutput),n);if(e.mode==="prepare"&&o===null)return null;if(r!==null&&o!==null)return n(i.run,
J.bothAgents),null;if(o!==null){let s=ae.safeParse(o);return s.success?{kind:"preset",preset:s.data}:(n(i.agent,Nt(o)),null)}
return r!==null?{kind:"command",command:r}:(n(i.run,J.noAgent+Ft([i.run,i.agent],e)),null)}function xn(t,e,n){if(e?.includes(
"\0")&&n(i.agentOutput,"must not contain a NUL character"),t===null)return e!==null&&n(i.agentOutput,J.outputWithoutAgent),
null;let r=ae.safeParse(t);return r.success?{kind:"preset",preset:r.data}:(n(i.agent,`${Nt(t)}: name the CLI whose outpu\
t \`${i.agentOutput}\` holds (claude for claude-code-action's execution_file)`),null)}function Kr(t){let e=(t[i.agentOutput]??
"").trim();return e===""?null:e}function Rn(t,e,n){let r=[];for(let o of(t??"").split(/[\s,]+/).filter(Boolean))j.test(o)?
r.includes(o)||r.push(o):n(i.needs,`${JSON.stringify(o)} is not a stage id: a letter or _ then up to 99 letters, digits,\
 _ or -`);return{...zt(r,e.job,e.upstream,n,e.needsFacts),needs:r}}function zt(t,e,n,r,o){if(n===void 0)return{upstream:t.
map(a=>({stage:a,job:null})),expandLineage:!0};let s=n.map(a=>a.stage),u=[];for(let a of t)if(o!==void 0){let l=Et(a,o);
l!==null&&r(i.needs,l);let c=l===null&&!s.includes(a)?ze(a,o):void 0;c!==void 0&&u.push({stage:a,job:c,open:!0})}else s.
includes(a)||r(i.needs,`${JSON.stringify(a)} is not upstream of job ${e}; upstream stages: ${s.join(", ")||"(none)"}`);return{
upstream:u.length>0?[...n,...u]:n,expandLineage:!1}}var Ht=20;async function Lt(t){let[{findRunWorkflow:e,readRepositoryWorkflow:n},{envSecretNames:r,mayBeStageWorkflowJob:o}]=await Promise.
all([import("./workflow-file-ZNKINCPS.js"),import("./env-secret-names-CYL6ETBS.js")]),s=t.GITHUB_JOB??"",u=t.GITHUB_ACTION,a=await e(
t);if(a.kind==="unavailable")return{kind:"unread",reason:a.reason};let l=new Set,c=new Set,m=!1,p=!1,b=!1,$=[],g=[a.file],
x=new Set([a.file.path]);for(let w=g.shift();w!==void 0;w=g.shift()){let y=r(w.text,{job:s,...u?{step:u}:{}});if(!y){if(w===
a.file)return{kind:"unread",reason:`${w.path} is not a workflow`};$.push(`${w.path} is not a workflow`);continue}y.jobFound&&
(m=!0);for(let k of y.step)l.add(k);for(let k of y.job)c.add(k);o(y,s)&&(p=!0),y.callsRemote&&(b=!0);for(let k of y.calls){
if(x.has(k))continue;if(x.add(k),x.size>Ht){$.push(`more than ${Ht} workflow files are called`);break}let E=await n(t,k);
E.kind==="found"?g.push(E.file):$.push(E.reason)}}return!m&&!(p&&!b&&$.length===0)?{kind:"unread",reason:[`${a.file.path}\
 has no job ${s} that runs steps`,...b?["it calls a reusable workflow of another repository"]:[],...$].join("; ")}:{kind:"\
read",names:[...l],jobNames:[...c]}}function Ct(t,e){return e.map(n=>t[n]??"").filter(n=>n!=="")}function Dt(t){if(t.kind===
"unread")return`env secrets: the workflow's env mappings from secrets were not read (${t.reason}); to redact a secret th\
is step's env holds, give it to the \`${i.redact}\` input (${i.redact}: \${{ secrets.NAME }})`;if(t.names.length===0)return;
let e=t.names.filter(o=>/^[A-Za-z_][A-Za-z0-9_]{0,99}$/.test(o)),n=t.names.length-e.length;return`env secrets: the value\
s of ${[...e,...n>0?[`${n} more`]:[]].join(", ")}, mapped from secrets by the workflow, are redacted where set`}var we=N(Q(),1);var ye=N(Ge(),1),be=N(Q(),1);import{tmpdir as Tn}from"node:os";import{isAbsolute as Jt,join as q,relative as In,resolve as z,
sep as Bt}from"node:path";var $n=N(Ge(),1),V=N(Q(),1);import{basename as to,dirname as En,join as no}from"node:path";function Wt(t){try{return(0,V.mkdtempSync)(t)}catch(e){if(e?.code!=="ENOENT")throw e;return(0,V.mkdirSync)(En(t),{recursive:!0}),
(0,V.mkdtempSync)(t)}}var f=N(Q(),1);function me(t){return t.isFile()?null:t.isSymbolicLink()?"a symbolic link":t.isDirectory()?"a directory":
t.isFIFO()?"a FIFO (named pipe)":t.isSocket()?"a socket":t.isCharacterDevice()?"a character device":t.isBlockDevice()?"a\
 block device":"not a regular file"}async function he(t,e){return He(t,e)}function He(t,e){let n;try{n=(0,f.lstatSync)(t)}catch(s){
if(ge(s))return{kind:"missing"};throw s}let r=me(n);if(r!==null)return{kind:"not-regular",what:r};if(n.size>e)return{kind:"\
too-large",size:n.size};let o;try{o=(0,f.openSync)(t,f.constants.O_RDONLY|(f.constants.O_NOFOLLOW??0)|(f.constants.O_NONBLOCK??
0))}catch(s){if(X(s)==="ELOOP"||X(s)==="EMLINK")return{kind:"not-regular",what:"a symbolic link"};if(ge(s))return{kind:"\
missing"};throw s}try{let s=(0,f.fstatSync)(o),u=me(s);if(u!==null)return{kind:"not-regular",what:u};if(s.ino!==n.ino||s.
dev!==n.dev)return{kind:"not-regular",what:"a file that was replaced while being opened"};let a=Buffer.allocUnsafe(Math.
min(s.size,e)+1),l=0;for(;;){if(l===a.length){if(l>e)return{kind:"too-large",size:l};let m=Buffer.allocUnsafe(Math.min(a.
length*2,e+1));a.copy(m,0,0,l),a=m}let c=(0,f.readSync)(o,a,l,a.length-l,l);if(c===0)break;l+=c}return{kind:"file",bytes:new Uint8Array(
a.subarray(0,l))}}finally{(0,f.closeSync)(o)}}function oo(t,e){let n;try{n=(0,f.lstatSync)(t)}catch(s){if(ge(s))return{kind:"\
missing"};throw s}let r=me(n);if(r!==null)return{kind:"not-regular",what:r};let o;try{o=(0,f.openSync)(t,f.constants.O_RDONLY|
(f.constants.O_NOFOLLOW??0)|(f.constants.O_NONBLOCK??0))}catch(s){if(X(s)==="ELOOP"||X(s)==="EMLINK")return{kind:"not-re\
gular",what:"a symbolic link"};if(ge(s))return{kind:"missing"};throw s}try{let s=(0,f.fstatSync)(o),u=me(s);if(u!==null)
return{kind:"not-regular",what:u};if(s.ino!==n.ino||s.dev!==n.dev)return{kind:"not-regular",what:"a file that was replac\
ed while being opened"};let a=Math.max(0,s.size-e),l=Buffer.allocUnsafe(s.size-a),c=0;for(;c<l.length;){let m=(0,f.readSync)(
o,l,c,l.length-c,a+c);if(m===0)break;c+=m}return{kind:"file",bytes:new Uint8Array(l.subarray(0,c)),size:s.size}}finally{
(0,f.closeSync)(o)}}function X(t){let e=t?.code;return typeof e=="string"?e:void 0}function ge(t){let e=X(t);return e===
"ENOENT"||e==="ENOTDIR"}var On=t=>({kind:"invalid",problems:[rt("$",`is ${t}; a handoff must be a regular file (links are never followed)`)]});async function Gt(t){
let e;try{e=await he(t,v.handoffFileBytes)}catch(n){throw vn(t,n)}switch(e.kind){case"missing":return{kind:"missing"};case"\
not-regular":return On(e.what);case"too-large":return{kind:"invalid",problems:[ot(e.size)]};case"file":return st(e.bytes)}}
function vn(t,e){let n=e.code,r=n==="EACCES"||n==="EPERM"?"permission denied":n??String(e);return new d("handoff-unreada\
ble",`cannot read the handoff: ${r}`,{where:t,cause:e})}function Mt(t){return{where:`the temp dir ${se(t)}`,makeRoom:"make room on its disk"}}function Le(t,e,n,r,o={}){let s=r?.
code,u=s==="ENOSPC"||s==="EDQUOT";return new d("temp-write-failed",`${n} could not be ${o.made?"made":"written"} in ${t.
where}: ${se(nt(r,t.fewerJobs))}${u?`; ${t.makeRoom}`:""}`,{where:se(e),cause:r})}var Se=class{#e;#t;#n;#r;#o;constructor(e){this.#e=z(e.root),this.#t=z(e.tempDir??Tn()),this.#n=e.privateTempDir??!1,this.#r=
e.tempPlace??Mt(this.#t),this.#o=e.now??(()=>new Date)}async attemptPaths(e,n){if(this.#n){let s=q(this.#t,`${e}-${n}-${(0,ye.randomBytes)(
12).toString("hex")}`);return{promptPath:`${s}.${C.prompt}`,handoffPath:`${s}.${C.handoff}`}}let r=q(this.#t,`baton-${e}\
-${n}-`),o;try{o=Wt(r)}catch(s){throw Le(this.#r,`${r}XXXXXX`,"the attempt's directory",s,{made:!0})}return{promptPath:q(
o,C.prompt),handoffPath:q(o,C.handoff)}}async writePrompt(e,n){try{(0,be.writeFileSync)(e,n,{flag:"wx",mode:384})}catch(r){
throw Le(this.#r,e,"the stage's prompt",r)}}readHandoff(e){return Gt(e)}resolveDirectory(e){return z(this.#e,e)}async readArtifact(e,n,r){
let o=u=>({kind:"refused",reason:u}),s=z(this.resolveDirectory(e),...n.split("/"));try{let u=Vt(this.#e,s);if(u!==null)return o(
u);let a=await he(s,r);switch(a.kind){case"file":return a;case"missing":return o("does not exist");case"not-regular":return o(
`is ${a.what}; only regular files are kept, and links are never followed`);case"too-large":return o(`is ${a.size} bytes,\
 more than the ${r} bytes left of the ${v.artifactBytes}-byte limit for one record's artifacts`)}}catch(u){let a=u?.code;
return o(`cannot be read (${typeof a=="string"?a:String(u)})`)}}now(){return this.#o()}sha256(e){return(0,ye.createHash)(
"sha256").update(e,"utf8").digest("hex")}};function Vt(t,e){let n=In(t,e);if(n===""||n===".."||n.startsWith(`..${Bt}`)||
Jt(n))return`is outside the workspace (${t})`;let r=n.split(Bt);for(let o=1;o<r.length;o++){let s=r.slice(0,o).join("/"),
u;try{u=(0,be.lstatSync)(q(t,s))}catch(a){if(Pn(a))return"does not exist";throw a}if(u.isSymbolicLink())return`is under ${s}\
, a symbolic link; links are never followed`;if(!u.isDirectory())return`does not exist (${s} is not a directory)`}return null}
function Xt(t,e,n){if(Jt(e))throw new Error("must be a path inside the workspace");let r=z(t,e),o=Vt(z(t),r);if(o!==null)
throw new Error(o);let s=He(r,n);switch(s.kind){case"file":{let u=Be(s.bytes);if(u.kind==="text")return u.text;throw new Error(
u.kind==="utf-16"?`${u.problem}; ${Me}`:u.problem)}case"missing":throw new Error("does not exist");case"not-regular":throw new Error(
`is ${s.what}; only regular files are read, and links are never followed`);case"too-large":throw new Error(`is ${s.size}\
 bytes, more than the ${n}-byte limit`)}}function Pn(t){let e=t?.code;return e==="ENOENT"||e==="ENOTDIR"}function An(){let t={};for(let e of[...Object.values(i),...Object.values(W)])t[e]=We(e,{trimWhitespace:!1});return t}function Nn(t,e){
let n=new Set(Ye[e].map(jn));return Object.keys(t).filter(r=>r.startsWith(Ce)&&!n.has(r)&&t[r]!==void 0).map(r=>r.slice(
Ce.length).toLowerCase()).filter(r=>/^[a-z0-9_-]{1,100}$/.test(r)).sort()}var Ce="INPUT_";function jn(t){return`${Ce}${t.
replace(/ /g,"_").toUpperCase()}`}function Un(t){let e=t.trim();if(e===""||e==="null"||e==="{}")return null;let n;try{n=
JSON.parse(e)}catch{throw new d("input-invalid","is not JSON; leave this input unset (it defaults to the job\u2019s matrix)",
{where:W.matrix})}if(n===null||typeof n!="object"||Array.isArray(n))throw new d("input-invalid","must be a JSON object; \
leave this input unset (it defaults to the job\u2019s matrix)",{where:W.matrix});return Object.keys(n).length===0?null:n}
var qt=16*1024*1024;function _n(t,e){let n=t.GITHUB_EVENT_PATH;if(!n)return{};try{if((0,we.statSync)(n).size>qt)return e.
warning(`the event payload is larger than ${qt} bytes; templates see github.event as {}`),{};let r=JSON.parse((0,we.readFileSync)(
n,"utf8"));return r!==null&&typeof r=="object"&&!Array.isArray(r)?r:{}}catch(r){return e.warning(`cannot read the event \
payload: ${r instanceof Error?r.message:String(r)}`),{}}}function Fn(t,e){return{repository:t.GITHUB_REPOSITORY??"",ref:t.
GITHUB_REF??"",sha:t.GITHUB_SHA??"",run_id:t.GITHUB_RUN_ID??"",actor:t.GITHUB_ACTOR??"",event_name:t.GITHUB_EVENT_NAME??
"",event:_n(t,e)}}function zn(t){let e=Number(t.GITHUB_RUN_ATTEMPT??"1");return{id:t.GITHUB_RUN_ID??"",attempt:Number.isInteger(
e)&&e>=1?e:1,workflow:t.GITHUB_WORKFLOW??"",repository:t.GITHUB_REPOSITORY??"",event_name:t.GITHUB_EVENT_NAME??"",sha:t.
GITHUB_SHA??"",ref:t.GITHUB_REF??""}}async function Fo(t,e,n={}){let r=new gt,o={...n.inputs??An()};n.stage!==void 0&&(o[i.
stage]??"").trim()===""&&(o[i.stage]=n.stage);let s=B(e,"GITHUB_WORKSPACE"),u=B(e,"RUNNER_TEMP"),a=B(e,"GITHUB_JOB"),l=(o[i.
githubToken]??"").trim(),c=t==="capture"?void 0:await Lt(e),m=c&&Dt(c);m&&r.info(m);let p=c?.kind==="read"?Ct(e,c.names):
[],b=[...St(e,l),...p],$={mode:t,job:a,matrix:Un(o[W.matrix]??""),github:Fn(e,r),run:zn(e),secrets:b,readFile:R=>Xt(s,R,
v.templateBytes),...t==="capture"?{}:{parseVars:(await import("./vars-ZYRBATVI.js")).parseVars},unreadInputs:Nn(e,
t)},g=At(o,$);Ln(g.redact);let x=new Ne({tempDir:u,reporter:r,...g.retentionDays===null?{}:{retentionDays:g.retentionDays}}),
w=new Se({root:s,tempDir:u}),y=t!=="capture"&&g.parentRun!==null?Hn(e,l,u,r):void 0,k=ce(o[i.redact]??"");if(t==="captur\
e")return{spec:g,store:x,workspace:w,reporter:r,secrets:g.redact,redactInput:k,openRun:y};let E={store:x,workspace:w,reporter:r,
redactInput:k,openRun:y,envSecrets:c},H=await Cn(e,a,r);if("unread"in H){let R={...g,workflowUnread:H.unread};return{...E,
spec:R,secrets:g.redact}}let L=H.graph,K=await Dn(L,a,g,x,r),{needsInputFactsOf:ke}=await import("./upstream-stages-PAEGTRBQ.js"),
xe=jt(g,{upstream:K,workflowJobs:L.jobs.map(R=>R.id),needs:ke(L,a,K)});return{...E,spec:xe,secrets:xe.redact}}function Hn(t,e,n,r){
if(e==="")throw new d("input-invalid",`is empty; \`${i.parentRun}\` reads the parent run\u2019s records with it, and it needs \
\`actions: read\` (default: \${{ github.token }})`,{where:i.githubToken});let o=B(t,"GITHUB_REPOSITORY"),[s,u]=o.split("\
/");if(!s||!u)throw new d("runner-env-invalid",`GITHUB_REPOSITORY is ${JSON.stringify(o)}, not owner/name`);return async a=>{
if(!pe.test(a))throw new d("run-unknown",`${JSON.stringify(a)} is not a GitHub workflow run id`);return new Ne({tempDir:n,
reporter:r,findBy:{token:e,workflowRunId:Number(a),repositoryOwner:s,repositoryName:u}})}}function Ln(t){for(let e of t)
for(let n of e.split(/\r?\n/))n.trim().length>=4&&De(n)}async function Cn(t,e,n){let[{findRunWorkflow:r},{readJobGraph:o}]=await Promise.
all([import("./workflow-file-ZNKINCPS.js"),import("./upstream-stages-PAEGTRBQ.js")]),s=await r(t),u=l=>(n.info(`upstream stage\
s: from the needs input and their records (${l})`),{unread:l});if(s.kind==="unavailable")return u(s.reason);let a=o(s.file.
text);return a?a.jobs.some(l=>l.id===e)?(n.info(`upstream stages: the jobs ${e} needs in ${s.file.path}`),{graph:a}):u(`${s.
file.path} has no job ${e}`):u(`${s.file.path} is not a workflow`)}async function Dn(t,e,n,r,o){let s=[];if(n.template){
let{templateAnalysis:p}=await import("./render-prompt-GBLFKPAK.js");try{s=p(n.template.text).references.filter(b=>b.kind===
"stage").map(b=>b.stage)}catch{}}let{recordIsFromJob:u,upstreamStagesOf:a}=await import("./upstream-stages-PAEGTRBQ.js"),l=[
...new Set((await r.list()).map(p=>p.stage))],c=a({graph:t,job:e,recorded:l,referenced:s});return(await Promise.all(c.map(
async p=>{if(!l.includes(p.stage))return p;let b=await r.get(p.stage);if(!b||u(t,p.job,b.record.job))return p;o.info(`st\
age ${p.stage}: its record is from job ${b.record.job}, not upstream job ${p.job}; left out`)}))).filter(p=>p!==void 0)}var Kt=class{#e;#t;#n;constructor(e){this.#e=e}get pending(){return this.#t}get failed(){return this.#n}async put(e){this.#t=
e,this.#n=void 0;try{return await this.#e.put(e)}catch(n){throw this.#n=e,n}finally{this.#t=void 0}}get(e){return this.#e.
get(e)}getAttempt(e,n,r){return this.#e.getAttempt(e,n,r)}list(){return this.#e.list()}};export{Tt as a,Nr as b,jr as c,He as d,oo as e,Mt as f,Le as g,gr as h,Fe as i,yt as j,Xn as k,rr as l,or as m,sr as n,ir as o,
ar as p,wr as q,kr as r,xr as s,Kr as t,Ct as u,Dt as v,An as w,Fo as x,Ln as y,Kt as z};

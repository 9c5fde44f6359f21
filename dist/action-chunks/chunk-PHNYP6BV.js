import{c as ht}from"./chunk-NTHMEBCW.js";import{A as ft,B as mt,E as Ne,F as gt,G as X,I as St,a as se,b as ie,i as pe,
j as pt,w as je,x as V,y as ce,z as de}from"./chunk-IYXZUD3F.js";import{a as rt,b as ot,c as st,g as Ae,h as it,m as at}from"./chunk-E47MSI3N.js";
import{a as ae}from"./chunk-R2LRCHEZ.js";import{b as dt}from"./chunk-JRAPFFIZ.js";import{d as ut,e as lt}from"./chunk-6SIN2BQQ.js";
import{I as le,M as ct,a as Ee,b as Oe,c as ve,d as et,e as J,h as m,i as L,j as C,k as Ie,l as Te,m as _,o as D,r as tt,
s as re,t as Pe,u as oe,v as A,w as v,x as nt,z as ue}from"./chunk-OGFSPBO6.js";import{a as Be}from"./chunk-PO5EA42V.js";
import{b as Je,d,e as xe}from"./chunk-O7UU6C5Q.js";import{C as M,D as te,E as Ye,J as Ze,K as ne,M as B,P as Qe,Q as Re,
f as Ve,g as Xe,h as qe,l as G,r as Ke,t as T,u as H,x as a,y as f}from"./chunk-2FQEBD2O.js";import{h as Ge,i as Me}from"./chunk-DHIUKFLR.js";
import{d as z}from"./chunk-A64LSPLL.js";var Xn=Re.stage;function Ue(t,e){let n=Re[t];return Object.fromEntries(Object.entries(e).filter(([r])=>n.includes(r)))}function yt(t,e,n={}){
let r=t.problems.some(o=>o.code===te.nextUnknownStage);return{[f.status]:t.status,[f.next]:e?.next&&!r?e.next.stage:"",[f.
present]:t.present?"true":"false",[f.data]:JSON.stringify(e?.data??{}),[f.sha256]:t.digests.handoff??"",[f.artifactId]:n.
artifactId??"",[f.promptPath]:n.promptPath??"",[f.handoffPath]:n.handoffPath??""}}function _e(){return{[f.status]:"failu\
re",[f.next]:"",[f.present]:"false",[f.data]:"{}",[f.sha256]:"",[f.artifactId]:"",[f.promptPath]:"",[f.handoffPath]:""}}var en=new Set(Object.values(Ye));function bt(t){return t.problems.filter(e=>e.severity==="warning"&&!en.has(e.code))}var Qn="baton: the command could not start: ";async function ur(t,e,n,r,o){V(Ue(t,n));let s=e.record.stage;for(let u of bt(e.record))o.warning(u.message,u.path==="$"?
`stage ${s}`:`stage ${s} ${u.path}`);let i=je({record:e.record,handoff:e.handoff,artifactName:kt(e.record),secrets:r.secrets,
serverUrl:r.serverUrl});await ce(i,r.secrets)}function kt(t){return de(t.stage,t.attempt,t.run.attempt)}async function $t(t,e,n,r){
V(Ue(t,{...yt(e.record,e.handoff),[f.present]:"false",[f.sha256]:""})),await ce(je({record:e.record,handoff:e.handoff,notStored:n,
secrets:r.secrets,serverUrl:r.serverUrl}),r.secrets)}function lr(t){let e=new Set(Object.values(Ze)),n={};for(let[r,o]of Object.
entries(t))o!==void 0&&(r.startsWith("INPUT_")||r.startsWith("STATE_")||e.has(r)||Object.values(qe).includes(r)||(n[r]=o));
return n}function pr(t){return{secrets:[],serverUrl:t.GITHUB_SERVER_URL,settled:!1}}async function cr(t,e,n){if(t.settled)
return;t.settled=!0;let r=t.store?.failed;r?await $t(n.action,r,e instanceof Error?e.message:String(e),t):n.refusedOutputs&&
V(_e())}async function dr(t,e,n){let r=t.store?.pending,o=r?`the record of attempt ${r.record.attempt} was not stored: ${wt(
r)}`:n.unfinished,s=`${t.stage===void 0?"":`stage ${t.stage}: `}${mt(e)}; ${o}`;return t.settled||(t.settled=!0,r?await $t(
n.action,r,wt(r),t):n.refusedOutputs&&(V(_e()),t.stage!==void 0&&await ce(`### \u274C baton stage \`${t.stage}\`

${s}
`,t.secrets))),s}function wt(t){return`artifact ${kt(t.record)} could not be uploaded in the ${ft.deadline/1e3} s a stop\
ped step has before the runner ends it`}function q(t){let e=t.filter(r=>/^[A-Za-z_][A-Za-z0-9_]{0,99}$/.test(r)),n=t.length-e.length;return[...e,...n>0?[`${n} m\
ore`]:[]].join(", ")}function xt(t,e){return e(pt(t))}async function kr(t,e,n){let r=e.problems.map(w=>Rt(w,t)),o=nn(e.outcome,t),s=(w,O)=>{let I=ze(w,t.redact,O);return r.push(
...I.problems),I.text},i=s(e.prompt,"prompt.md"),u=e.agent?s(e.agent.output,"agent.log"):void 0,l=t.agent?.kind==="comma\
nd"?s(t.agent.command,"agent.command"):null,g=e.verify?{...e.verify,command:s(e.verify.command,"verify.command")}:null,S=e.
agent?.startedAt??e.startedAt,p=e.agent?.finishedAt??e.finishedAt,y=e.outcome.reason!=="completed",P=tn(e.usage,r),x=w=>n.
workspace.sha256(w),c={schema:Ke.record,stage:t.stage,job:t.job,matrix:t.matrix,attempt:e.attempt,repair:e.repair,hop:e.
hop,run:t.run,agent:{command:l,preset:t.agent?.kind==="preset"?t.agent.preset:null,exit_code:e.agent?.exitCode??null,started_at:S.
toISOString(),finished_at:p.toISOString(),duration_ms:Math.max(0,p.getTime()-S.getTime()),usage:P},verify:g,status:y?"fa\
ilure":e.handoff?.status??"success",outcome:{reason:o.reason,message:o.message},present:e.handoff!==null,digests:{handoff:e.
handoff?xt(e.handoff,x):null,prompt:x(i)},lineage:e.lineage,...e.parent?{parent:e.parent}:{},problems:r},E=await n.store.
put({record:c,prompt:i,handoff:e.handoff,...u===void 0?{}:{log:u},...e.files&&e.files.length>0?{files:e.files}:{}});return{
record:c,ref:E,handoff:e.handoff,outcome:o}}function tn(t,e){if(t===null)return null;let n={};for(let[r,o]of Object.entries(
t)){let s=ut.safeParse({[r]:o});if(s.success){n[r]=o;continue}let i=s.error.issues.map(u=>u.message).join("; ");e.push({
code:te.usageRefused,severity:"warning",path:`agent.usage.${r}`,message:`the agent\u2019s usage cannot be stored (${i});\
 ${r} is not recorded`})}return Object.keys(n).length===0?null:n}function ze(t,e,n){let r=Ae(t,e);return{text:r.text,problems:r.
redactions.length===0?[]:[{code:ne.problemCode,severity:"warning",path:n,message:at(r.redactions)}]}}function Fe(t,e){return Ae(
t,e.redact).text}function Rt(t,e){return{...t,path:Fe(t.path,e),message:Fe(t.message,e)}}function nn(t,e){if(t.message===
null)return t;let n=Fe(t.message,e);return"problems"in t?{...t,message:n,problems:t.problems.map(r=>Rt(r,e))}:{...t,message:n}}function fe(t){let e=t.split(/\r?\n/).map(n=>n.trim()).filter(n=>n.length>0);return[...new Set(e)]}function vr(t,e){let n=ze(
t.prompt,e,"prompt.md");return n.problems.length===0?t:{...t,prompt:n.text,warnings:[...t.warnings,...n.problems]}}function Ir(t,e){
if(e>=t)return null;let n=`${t} ${t===1?"value":"values"} to redact`,r=e===0?`none of ${t===1?"it":"them"}`:`${e} of the\
m`;return new d("redact-not-given",`prepare was given ${n} and capture was given ${r}: give capture the same ${a.redact}\
 input as prepare. capture stores the handoff, the prompt and the job summary, and redacts only the values it is given; \
nothing was stored`,{where:a.redact})}function Tr(t){if(t.length===0)return null;let e=t.length===1;return new d("redact\
-not-given",`prepare's env held the secret${e?"":"s"} ${q(t)} (mapped from secrets in its step's env:) and capture's doe\
s not: map ${e?"it":"them"} into capture's env: too, or into the job's env:, which every step gets, or give capture the \
value${e?"":"s"} in its ${a.redact} input. capture stores the handoff, the prompt and the job summary, and redacts only \
the values it sees; nothing was stored`,{where:a.redact})}function Pr(t){if(t.length===0)return null;let e=t.length===1;
return new d("redact-not-given",`${q(t)}, mapped from secrets by the workflow, ${e?"was":"were"} set to another value af\
ter prepare ran, by a step between prepare and capture (through $GITHUB_ENV: the agent's step, most likely), so capture \
does not hold the value${e?"":"s"} prepare's env did and cannot redact ${e?"it":"them"}: give capture the secret${e?"":"\
s"} in its ${a.redact} input (${a.redact}: \${{ secrets.NAME }}), and run an agent you do not trust with the root action,\
 which runs it itself, without $GITHUB_ENV. capture stores the handoff, the prompt and the job summary; nothing was stor\
ed`,{where:a.redact})}var me=/^[1-9]\d{0,19}$/;function Et(t,e){let n=JSON.stringify(t);if(!H.test(t))return`${n} is not a stage id: a letter or _ then up to 99 letter\
s, digits, _ or -`;if(e.upstreamStages.includes(t)||e.unknown||He(t,e)!==void 0)return null;let r=on(e),o=e.jobs.get(t),
s=o?.stages?.includes(t)??!1;if(o!==void 0&&!s&&e.upstreamJobs.includes(t)){let l=o.stages===null?`${t}-<matrix values>,\
 known when the run expands its matrix`:o.stages.join(", ");return`${n} is ${o.matrix?"the matrix job":"job"} ${t}, not \
a stage: name ${o.matrix?"its legs":"its stage"} (${l}); upstream stages: ${r}`}let i=o!==void 0&&!s?t:rn(t,e);if(i!==void 0){
let l=i===t&&!s,g="a stage needs only stages of jobs that finish before it";if(i===e.job)return`${n} is ${l?"this job":"\
a stage of this job"} itself: ${g}; upstream stages: ${r}`;let S=l?`job '${i}'`:`a stage of job '${i}'`,p=e.runsAfter(i);
return p!==null?`${n} is ${S}, which runs after job '${e.job}' (${ht(p)}): ${g}; upstream stages: ${r}`:`${n} is ${S}, w\
hich is not upstream of job '${e.job}' (add '${i}' to jobs.${e.job}.needs); upstream stages: ${r}`}let u=le(t,e.upstreamStages);
return`${n} is not a stage upstream of job '${e.job}'${u?` (did you mean ${u}?)`:""}; upstream stages: ${r}`}function He(t,e){
let n;for(let r of e.openMatrices)t.startsWith(`${r}-`)&&r.length>(n?.length??0)&&(n=r);return n}function rn(t,e){let n;
for(let[r,o]of e.jobs){if(o.stages?.includes(t))return r;o.stages===null&&o.matrix&&t.startsWith(`${r}-`)&&r.length>(n?.
length??0)&&(n=r)}return n}function on(t){let e=[...t.upstreamStages,...t.openMatrices.map(n=>`${n}-*`)];return e.length>
0?e.join(", "):"(none)"}var ge={bash:{template:"bash --noprofile --norc -eo pipefail {0}"},sh:{template:"sh -e {0}"},pwsh:{template:`pwsh -comma\
nd ". '{0}'"`},python:{template:"python {0}"}},sn=new Map([["cmd",".cmd"],["pwsh",".ps1"],["powershell",".ps1"],["bash",
".sh"],["sh",".sh"],["python",".py"]]);function Ot(t){return sn.get(t.toLowerCase())??""}var an="$ErrorActionPreference \
= 'stop'",un="if ((Test-Path -LiteralPath variable:\\LASTEXITCODE)) { exit $LASTEXITCODE }",ln="bash";var pn=["cmd","powershell"];var Lr=`${Object.keys(ge).join(", ")}, ${pn.join(", ")} (Windows only), or a command containing {0} (e.g. "perl {0}")`;var cn=`${Object.keys(ge).join(", ")}, or a command containing {0} (e.g. "perl {0}")`;function It(t){return dn(t,cn)}function dn(t,e){
let n=(t??"").trim()||ln;if(Object.hasOwn(ge,n)){let i=ge[n],[u,...l]=vt(i.template);return{file:u,args:l,extension:Ot(u)}}
if(!n.includes("{0}"))throw new d("input-invalid",`${JSON.stringify(n)} is not one of ${e}`,{where:"shell"});let r=vt(n),
[o,...s]=r;if(o===void 0||o.includes("{0}"))throw new d("input-invalid",`${JSON.stringify(n)} must start with a program,\
 then {0} for the script`,{where:"shell"});return{file:o,args:s,extension:Ot(o)}}function Cr(t,e){switch(t.file){case"pw\
sh":case"powershell":return`${an}
${e}
${un}`;case"cmd":return`@echo off
${e}`;default:return e.endsWith(`
`)?e:`${e}
`}}function Dr(t,e){return t.args.map(n=>n.replaceAll("{0}",e))}function vt(t){let e=[],n="",r=!1,o=null;for(let s of t){
if(o){s===o?o=null:n+=s;continue}s==='"'||s==="'"?(o=s,r=!0):/\s/.test(s)?(r&&e.push(n),n="",r=!1):(n+=s,r=!0)}if(o)throw new d(
"input-invalid",`${JSON.stringify(t)} has an unterminated ${o} quote`,{where:"shell"});return r&&e.push(n),e}var j={attempts:{min:1,max:T.maxAttempts},maxHandoffs:{min:1,max:1e3},maxPromptTokens:{min:1,max:1e7},retentionDays:{min:1,
max:400}},fn=Pe(M.handoff),mn=Pe(M.onInvalid),gn=tt("kind",[D({kind:oe("command"),command:m().check(J(1))}),D({kind:oe("\
preset"),preset:ie})]),Pt=D({stage:ue,job:v(m()),matrix:A(re(m(),Te())),open:A(oe(!0)),place:A(nt(_(L().check(C(),et()))))}),
hn=D({stage:ue,job:m().check(J(1)),matrix:v(re(m(),Te())),template:v(D({text:m(),source:m()})),upstream:_(Pt),expandLineage:Ie(),
needs:_(ue),handoff:fn,onInvalid:mn,agent:v(gn),shell:m(),workingDirectory:m().check(J(1)),verify:v(m()),attempts:L().check(
C(),Oe(j.attempts.min),Ee(j.attempts.max)),maxHandoffs:L().check(C(),Oe(j.maxHandoffs.min),Ee(j.maxHandoffs.max)),parentRun:v(
m().check(J(1))),maxPromptTokens:v(L().check(C(),ve())),retentionDays:v(L().check(C(),ve())),inputs:re(m(),m()),github:dt,
redact:_(m()),workflowJobs:v(_(m())),workflowUnread:A(m()),madeEvent:A(m()),madeEventRun:A(m()),trustCheckout:A(Ie()),run:lt}),
Sn="the stage id holds the value of a secret; a stage id names directories and artifacts, which are not redacted",K={bothPrompts:`\
give either \`${a.prompt}\` or \`${a.promptFile}\`, not both`,noPrompt:`one of \`${a.prompt}\` or \`${a.promptFile}\` is \
required`,outputWithoutAgent:`is given without \`${a.agent}\`: name the CLI whose output the file holds (${se.slice(0,-1).
join(", ")} or ${se.at(-1)}), so capture can read its usage`,bothAgents:`give either \`${a.run}\` (a command) or \`${a.agent}\
\` (a preset), not both`,noAgent:`one of \`${a.run}\` (the agent's command) or \`${a.agent}\` (a preset) is required`};function At(t,e){
let n=[],r=R=>{let F=t[R];if(F===void 0)return null;let Q=F.trim();return Q===""?null:Q},o=(R,F)=>n.push({input:R,message:F}),
s=(R,F,Q)=>{try{return F()}catch(ee){if(ee instanceof d)return o(ee.where??R,ee.message),Q;throw ee}},i=xn(r(a.stage),e,
o),u=Tt(a.handoff,r(a.handoff),M.handoff,"optional",o),l=Tt(a.onInvalid,r(a.onInvalid),M.onInvalid,"fail",o),g=he(a.attempts,
r(a.attempts),j.attempts,1,o),S=he(a.maxHandoffs,r(a.maxHandoffs),j.maxHandoffs,T.defaultMaxHandoffs,o),p=e.parentRun!==
void 0?e.parentRun:$n(r,o),y=he(a.maxPromptTokens,r(a.maxPromptTokens),j.maxPromptTokens,null,o),P=he(a.retentionDays,r(
a.retentionDays),j.retentionDays,null,o),x=r(a.shell)??"bash";s(a.shell,()=>It(x),null);let c=kn(a.trustCheckout,r(a.trustCheckout),
o),E=r(a.workingDirectory)??".";E.includes("\0")&&o(a.workingDirectory,"must not contain a NUL character");let w=r(a.verify),
O=s(a.vars,()=>bn(t[a.vars]??"",e),{}),I=Rn(t,r,e,o),N=En(r,e,o),{upstream:k,needs:b,expandLineage:$}=vn(r(a.needs),e,o),
U=[...e.secrets??[],...fe(t[a.redact]??"")].filter(R=>R.length>0);if(n.length>0)throw _t(n);return{...hn.parse({stage:i,
job:e.job,matrix:e.matrix??null,template:I,upstream:[],expandLineage:$,needs:b,handoff:u,onInvalid:l,agent:N,shell:x,workingDirectory:E,
verify:w,attempts:g,maxHandoffs:S,parentRun:p,maxPromptTokens:y,retentionDays:P,inputs:{...e.dispatchInputs??yn(e.github),
...O},github:e.github,redact:[...new Set(U)],workflowJobs:e.workflowJobs??null,...e.workflowJobs==null&&e.workflowUnread!==
void 0?{workflowUnread:e.workflowUnread}:{},...e.madeEvent===void 0?{}:{madeEvent:e.madeEvent},...e.madeEvent===void 0||
e.madeEventRun===void 0?{}:{madeEventRun:e.madeEventRun},...c?{trustCheckout:c}:{},run:e.run}),upstream:Ut(k)}}function yn(t){
if(t.event_name!=="workflow_dispatch"&&t.event_name!=="workflow_call")return{};let e=t.event.inputs;return e===null||typeof e!=
"object"||Array.isArray(e)?{}:Object.fromEntries(Object.entries(e).filter(([,n])=>["string","number","boolean"].includes(
typeof n)).map(([n,r])=>[n,String(r)]))}function jt(t){return`${JSON.stringify(t)} is not one of ${se.join(", ")}`}function Nt(t,e){let n=[],{upstream:r,expandLineage:o}=zt(t.needs,t.job,e.upstream,(u,l)=>n.push({input:u,message:l}),e.
needs);if(n.length>0)throw _t(n);let{workflowUnread:s,...i}=t;return{...i,upstream:Ut(r),expandLineage:o,workflowJobs:[...e.
workflowJobs]}}function Ut(t){return t.every(wn)?t:_(Pt).parse(t)}function bn(t,e){if(e.mode==="capture"||t.trim()==="")
return{};if(e.parseVars===void 0)throw new xe("stageSpecFromInputs: a vars input needs ctx.parseVars");return e.parseVars(
t)}function wn(t){let e=Object.keys(t),{matrix:n,place:r}=t;return e.length===2+(n===void 0?0:1)+(t.open===!0?1:0)+(r===
void 0?0:1)&&(r===void 0||Array.isArray(r)&&r.every(o=>Number.isInteger(o)&&o>=0))&&e.includes("stage")&&e.includes("job")&&
typeof t.stage=="string"&&H.test(t.stage)&&(t.job===null||typeof t.job=="string")&&(n===void 0||typeof n=="object"&&n!==
null&&!Array.isArray(n)&&Object.getPrototypeOf(n)===Object.prototype)}function _t(t){let[e]=t;return t.length===1&&e?new d(
"input-invalid",e.message,{where:e.input}):new d("input-invalid",`${t.length} inputs are invalid`,{details:t.map(n=>`${n.
input}: ${n.message}`)})}function Tt(t,e,n,r,o){return e===null?r:n.includes(e)?e:(o(t,`${JSON.stringify(e)} is not one \
of ${n.join(", ")}`),r)}function kn(t,e,n){return e===null||e==="false"?!1:e==="true"?!0:(n(t,`${JSON.stringify(e)} is n\
ot one of true, false`),!1)}function $n(t,e){let n=t(a.parentRun);return n===null?null:me.test(n)?n:(e(a.parentRun,`${JSON.
stringify(n)} is not a workflow run id (a positive whole number, such as \${{ github.run_id }} of the run that started th\
is one)`),null)}function he(t,e,n,r,o){if(e===null)return r;let s=/^\d{1,9}$/.test(e)?Number(e):Number.NaN;return!Number.
isInteger(s)||s<n.min||s>n.max?(o(t,`${JSON.stringify(e)} is not a whole number from ${n.min} to ${n.max}`),r):s}function xn(t,e,n){
let r=e.secrets??[];if((t!==null?[t]:Object.values(e.matrix??{}).map(s=>typeof s=="string"?s:JSON.stringify(s)??"")).some(
s=>it(s,r)))return n(a.stage,`${Sn}, so ${t===null?`give one in the \`${a.stage}\` input`:"choose one without it"}`),"in\
valid";if(t!==null&&!H.test(t))return n(a.stage,`${JSON.stringify(t)} is not a stage id: a letter or _ then up to 99 let\
ters, digits, _ or -`),"invalid";try{let s=t??ct(e.stageJob??e.job,e.matrix??null);return de(s,1),s}catch(s){if(s instanceof
d){let i=t===null?`; give the stage id in the \`${a.stage}\` input`:"";return n(a.stage,`${s.message}${i}`),"invalid"}throw s}}
function Rn(t,e,n,r){let o=t[a.prompt]?.trim()?t[a.prompt]:null,s=e(a.promptFile);if(o!==null&&s!==null)return r(a.prompt,
K.bothPrompts),null;if(o!==null)return{text:o,source:n.promptSource??`jobs.${n.job} ${a.prompt}`};if(s!==null){if(!n.readFile)
return r(a.promptFile,"cannot be read here (no file reader was given)"),null;try{return{text:n.readFile(s),source:s}}catch(i){
let u=i instanceof Error?i.message:String(i);return r(a.promptFile,`cannot read ${JSON.stringify(s)}: ${u}`),null}}return n.
mode!=="capture"&&r(a.prompt,K.noPrompt+Ft([a.prompt,a.promptFile],n)),null}function Ft(t,e){let n=[];for(let r of e.unreadInputs??
[]){let o=le(r.replaceAll("_","-"),t);o!==void 0&&n.push(`the step was given \`${r}\`, which is not an input of this acti\
on: did you mean \`${o}\`?`)}return n.map(r=>`; ${r}`).join("")}function En(t,e,n){let r=t(a.run),o=t(a.agent);if(e.mode===
"capture")return On(o,t(a.agentOutput),n);if(e.mode==="prepare"&&o===null)return null;if(r!==null&&o!==null)return n(a.run,
K.bothAgents),null;if(o!==null){let s=ie.safeParse(o);return s.success?{kind:"preset",preset:s.data}:(n(a.agent,jt(o)),null)}
return r!==null?{kind:"command",command:r}:(n(a.run,K.noAgent+Ft([a.run,a.agent],e)),null)}function On(t,e,n){if(e?.includes(
"\0")&&n(a.agentOutput,"must not contain a NUL character"),t===null)return e!==null&&n(a.agentOutput,K.outputWithoutAgent),
null;let r=ie.safeParse(t);return r.success?{kind:"preset",preset:r.data}:(n(a.agent,`${jt(t)}: name the CLI whose outpu\
t \`${a.agentOutput}\` holds (claude for claude-code-action's execution_file)`),null)}function oo(t){let e=(t[a.agentOutput]??
"").trim();return e===""?null:e}function vn(t,e,n){let r=[];for(let o of(t??"").split(/[\s,]+/).filter(Boolean))H.test(o)?
r.includes(o)||r.push(o):n(a.needs,`${JSON.stringify(o)} is not a stage id: a letter or _ then up to 99 letters, digits,\
 _ or -`);return{...zt(r,e.job,e.upstream,n,e.needsFacts),needs:r}}function zt(t,e,n,r,o){if(n===void 0)return{upstream:t.
map(u=>({stage:u,job:null})),expandLineage:!0};let s=n.map(u=>u.stage),i=[];for(let u of t)if(o!==void 0){let l=Et(u,o);
l!==null&&r(a.needs,l);let g=l===null&&!s.includes(u)?He(u,o):void 0;g!==void 0&&i.push({stage:u,job:g,open:!0})}else s.
includes(u)||r(a.needs,`${JSON.stringify(u)} is not upstream of job ${e}; upstream stages: ${s.join(", ")||"(none)"}`);return{
upstream:i.length>0?[...n,...i]:n,expandLineage:!1}}var Ht=20;async function Lt(t,e){let[{findRunWorkflow:n,readRepositoryWorkflow:r},{envSecretNames:o,mayBeStageWorkflowJob:s}]=await Promise.
all([import("./workflow-file-4KN4QHSK.js"),import("./env-secret-names-52WQUGGF.js")]),i=e??await n(t),u=t.GITHUB_JOB??"",l=t.GITHUB_ACTION;
if(i.kind==="unavailable")return{kind:"unread",reason:i.reason};let g=new Set,S=new Set,p=!1,y=!1,P=!1,x=!1,c=[],E=[],w=[
i.file],O=new Set([i.file.path]);for(let k=w.shift();k!==void 0;k=w.shift()){let b=o(k.text,{job:u,...l?{step:l}:{}});if(!b){
if(k===i.file)return{kind:"unread",reason:`${k.path} is not a workflow`};c.push(`${k.path} is not a workflow`);continue}
b.jobFound&&(p=!0),b.stepFound&&(y=!0);for(let $ of b.opaque)E.push(`${k.path}: ${$} is one expression that reads secret\
s, so the names it sets are not known`);for(let $ of b.step)g.add($);for(let $ of b.job)S.add($);s(b,u)&&(P=!0),b.callsRemote&&
(x=!0);for(let $ of b.calls){if(O.has($))continue;if(O.add($),O.size>Ht){c.push(`more than ${Ht} workflow files are call\
ed`);break}let U=await r(t,$);U.kind==="found"?w.push(U.file):c.push(U.reason)}}if(!p&&!(P&&!x&&c.length===0))return{kind:"\
unread",reason:[`${i.file.path} has no job ${u} that runs steps`,...x?["it calls a reusable workflow of another reposito\
ry"]:[],...c].join("; ")};let I=y||!x&&c.length===0?[]:[`${i.file.path} calls ${x?"a reusable workflow of another reposi\
tory":"a workflow not read here"}, whose job ${u} may be the one this step runs in (no step of job ${u} here has this st\
ep\u2019s id)`,...c],N=[...E,...I];return{kind:"read",names:[...g],jobNames:[...S],...N.length>0?{incomplete:N.join("; ")}:
{}}}function Ct(t,e){let n=e.map(r=>t[r]??"").filter(r=>r!=="");return[...new Set(n.flatMap(r=>[r,...In(r)]))]}function In(t){
if(!/^\s*[[{]/.test(t))return[];let e;try{e=JSON.parse(t)}catch{return[]}let n=[],r=[e];for(let o=r.pop();o!==void 0;o=r.
pop())typeof o=="string"?o.trim().length>=ne.minSecretLength&&n.push(o):o!==null&&typeof o=="object"&&r.push(...Object.values(
o).reverse());return n}function Dt(t){let e=`give it to the \`${a.redact}\` input (${a.redact}: \${{ secrets.NAME }})`;if(t.
kind==="unread")return`env secrets: the workflow's env mappings from secrets were not read (${t.reason}); to redact a se\
cret this step's env holds, ${e}`;let n=t.names.length>0?`the values of ${q(t.names)}, mapped from secrets by the workfl\
ow, are redacted where set`:void 0;return t.incomplete===void 0?n&&`env secrets: ${n}`:`env secrets: ${n?`${n}; `:""}not\
 every mapping from secrets could be named (${t.incomplete}); to redact a secret this step's env holds${n?" that is not \
named here":""}, ${e}`}var ke=z(ae(),1);var be=z(Be(),1),we=z(ae(),1);import{tmpdir as Nn}from"node:os";import{isAbsolute as qt,join as Z,relative as Un,resolve as W,
sep as Xt}from"node:path";var Tn=z(Be(),1),Y=z(ae(),1);import{basename as po,dirname as Pn,join as co}from"node:path";function Wt(t){try{return(0,Y.mkdtempSync)(t)}catch(e){if(e?.code!=="ENOENT")throw e;return(0,Y.mkdirSync)(Pn(t),{recursive:!0}),
(0,Y.mkdtempSync)(t)}}var h=z(ae(),1);function Gt(t){return t.isFile()?null:t.isSymbolicLink()?"a symbolic link":t.isDirectory()?"a directory":
t.isFIFO()?"a FIFO (named pipe)":t.isSocket()?"a socket":t.isCharacterDevice()?"a character device":t.isBlockDevice()?"a\
 block device":"not a regular file"}async function Se(t,e){return Ce(t,e)}function Ce(t,e){let n=Bt(t,e);if(n.kind!=="op\
ened")return n;let{fd:r,stats:o}=n;try{let s=Buffer.allocUnsafe(Math.min(o.size,e)+1),i=0;for(;;){if(i===s.length){if(i>
e)return{kind:"too-large",size:i};let l=Buffer.allocUnsafe(Math.min(s.length*2,e+1));s.copy(l,0,0,i),s=l}let u=(0,h.readSync)(
r,s,i,s.length-i,i);if(u===0)break;i+=u}return{kind:"file",bytes:new Uint8Array(s.subarray(0,i))}}finally{(0,h.closeSync)(
r)}}function mo(t,e){let n=Bt(t,null);if(n.kind!=="opened")return n;let{fd:r,stats:o}=n;try{let s=Math.max(0,o.size-e),i=Buffer.
allocUnsafe(o.size-s),u=0;for(;u<i.length;){let l=(0,h.readSync)(r,i,u,i.length-u,s+u);if(l===0)break;u+=l}return{kind:"\
file",bytes:new Uint8Array(i.subarray(0,u)),size:o.size}}finally{(0,h.closeSync)(r)}}function Bt(t,e){let n;try{n=(0,h.lstatSync)(
t)}catch(l){if(Mt(l))return{kind:"missing"};throw l}let r=Gt(n);if(r!==null)return{kind:"not-regular",what:r};if(e!==null&&
n.size>e)return{kind:"too-large",size:n.size};let o;try{o=(0,h.openSync)(t,h.constants.O_RDONLY|(h.constants.O_NOFOLLOW??
0)|(h.constants.O_NONBLOCK??0))}catch(l){if(Le(l)==="ELOOP"||Le(l)==="EMLINK")return{kind:"not-regular",what:"a symbolic\
 link"};if(Mt(l))return{kind:"missing"};throw l}let s;try{s=(0,h.fstatSync)(o)}catch(l){throw(0,h.closeSync)(o),l}let i=Gt(
s),u=i!==null?i:s.ino!==n.ino||s.dev!==n.dev?"a file that was replaced while being opened":null;return u===null?{kind:"o\
pened",fd:o,stats:s}:((0,h.closeSync)(o),{kind:"not-regular",what:u})}function Le(t){let e=t?.code;return typeof e=="str\
ing"?e:void 0}function Mt(t){let e=Le(t);return e==="ENOENT"||e==="ENOTDIR"}var An=t=>({kind:"invalid",problems:[rt("$",`is ${t}; a handoff must be a regular file (links are never followed)`)]});async function Jt(t){
let e;try{e=await Se(t,T.handoffFileBytes)}catch(n){throw jn(t,n)}switch(e.kind){case"missing":return{kind:"missing"};case"\
not-regular":return An(e.what);case"too-large":return{kind:"invalid",problems:[ot(e.size)]};case"file":return st(e.bytes)}}
function jn(t,e){let n=e.code,r=n==="EACCES"||n==="EPERM"?"permission denied":n??String(e);return new d("handoff-unreada\
ble",`cannot read the handoff: ${r}`,{where:t,cause:e})}function Vt(t){return{where:`the temp dir ${pe(t)}`,makeRoom:"make room on its disk"}}function De(t,e,n,r,o={}){let s=r?.
code,i=s==="ENOSPC"||s==="EDQUOT";return new d("temp-write-failed",`${n} could not be ${o.made?"made":"written"} in ${t.
where}: ${pe(Je(r,t.fewerJobs))}${i?`; ${t.makeRoom}`:""}`,{where:pe(e),cause:r})}var ye=class{#e;#t;#n;#r;#o;constructor(e){this.#e=W(e.root),this.#t=W(e.tempDir??Nn()),this.#n=e.privateTempDir??!1,this.#r=
e.tempPlace??Vt(this.#t),this.#o=e.now??(()=>new Date)}async attemptPaths(e,n){if(this.#n){let s=Z(this.#t,`${e}-${n}-${(0,be.randomBytes)(
12).toString("hex")}`);return{promptPath:`${s}.${G.prompt}`,handoffPath:`${s}.${G.handoff}`}}let r=Z(this.#t,`baton-${e}\
-${n}-`),o;try{o=Wt(r)}catch(s){throw De(this.#r,`${r}XXXXXX`,"the attempt's directory",s,{made:!0})}return{promptPath:Z(
o,G.prompt),handoffPath:Z(o,G.handoff)}}async writePrompt(e,n){try{(0,we.writeFileSync)(e,n,{flag:"wx",mode:384})}catch(r){
throw De(this.#r,e,"the stage's prompt",r)}}readHandoff(e){return Jt(e)}resolveDirectory(e){return W(this.#e,e)}async readArtifact(e,n,r){
let o=i=>({kind:"refused",reason:i}),s=W(this.resolveDirectory(e),...n.split("/"));try{let i=Kt(this.#e,s);if(i!==null)return o(
i);let u=await Se(s,r);switch(u.kind){case"file":return u;case"missing":return o("does not exist");case"not-regular":return o(
`is ${u.what}; only regular files are kept, and links are never followed`);case"too-large":return o(`is ${u.size} bytes,\
 more than the ${r} bytes left of the ${T.artifactBytes}-byte limit for one record's artifacts`)}}catch(i){let u=i?.code;
return o(`cannot be read (${typeof u=="string"?u:String(i)})`)}}now(){return this.#o()}sha256(e){return(0,be.createHash)(
"sha256").update(e,"utf8").digest("hex")}};function Kt(t,e){let n=Un(t,e);if(n===""||n===".."||n.startsWith(`..${Xt}`)||
qt(n))return`is outside the workspace (${t})`;let r=n.split(Xt);for(let o=1;o<r.length;o++){let s=r.slice(0,o).join("/"),
i;try{i=(0,we.lstatSync)(Z(t,s))}catch(u){if(_n(u))return"does not exist";throw u}if(i.isSymbolicLink())return`is under ${s}\
, a symbolic link; links are never followed`;if(!i.isDirectory())return`does not exist (${s} is not a directory)`}return null}
function Yt(t,e,n){if(qt(e))throw new Error("must be a path inside the workspace");let r=W(t,e),o=Kt(W(t),r);if(o!==null)
throw new Error(o);let s=Ce(r,n);switch(s.kind){case"file":{let i=Xe(s.bytes);if(i.kind==="text")return i.text;throw new Error(
i.kind==="utf-16"?`${i.problem}; ${Ve}`:i.problem)}case"missing":throw new Error("does not exist");case"not-regular":throw new Error(
`is ${s.what}; only regular files are read, and links are never followed`);case"too-large":throw new Error(`is ${s.size}\
 bytes, more than the ${n}-byte limit`)}}function _n(t){let e=t?.code;return e==="ENOENT"||e==="ENOTDIR"}function Fn(){let t={};for(let e of[...Object.values(a),...Object.values(B)])t[e]=Me(e,{trimWhitespace:!1});return t}function zn(t,e){
let n=new Set(Qe[e].map(Hn));return Object.keys(t).filter(r=>r.startsWith(We)&&!n.has(r)&&t[r]!==void 0).map(r=>r.slice(
We.length).toLowerCase()).filter(r=>/^[a-z0-9_-]{1,100}$/.test(r)).sort()}var We="INPUT_";function Hn(t){return`${We}${t.
replace(/ /g,"_").toUpperCase()}`}function Ln(t){let e=t.trim();if(e===""||e==="null"||e==="{}")return null;let n;try{n=
JSON.parse(e)}catch{throw new d("input-invalid","is not JSON; leave this input unset (it defaults to the job\u2019s matrix)",
{where:B.matrix})}if(n===null||typeof n!="object"||Array.isArray(n))throw new d("input-invalid","must be a JSON object; \
leave this input unset (it defaults to the job\u2019s matrix)",{where:B.matrix});return Object.keys(n).length===0?null:n}
var Zt=16*1024*1024;function Cn(t,e){let n=t.GITHUB_EVENT_PATH;if(!n)return{};try{if((0,ke.statSync)(n).size>Zt)return e.
warning(`the event payload is larger than ${Zt} bytes; templates see github.event as {}`),{};let r=JSON.parse((0,ke.readFileSync)(
n,"utf8"));return r!==null&&typeof r=="object"&&!Array.isArray(r)?r:{}}catch(r){return e.warning(`cannot read the event \
payload: ${r instanceof Error?r.message:String(r)}`),{}}}function Dn(t,e){return{repository:t.GITHUB_REPOSITORY??"",ref:t.
GITHUB_REF??"",sha:t.GITHUB_SHA??"",run_id:t.GITHUB_RUN_ID??"",actor:t.GITHUB_ACTOR??"",event_name:t.GITHUB_EVENT_NAME??
"",event:Cn(t,e)}}function Wn(t){let e=Number(t.GITHUB_RUN_ATTEMPT??"1");return{id:t.GITHUB_RUN_ID??"",attempt:Number.isInteger(
e)&&e>=1?e:1,workflow:t.GITHUB_WORKFLOW??"",repository:t.GITHUB_REPOSITORY??"",event_name:t.GITHUB_EVENT_NAME??"",sha:t.
GITHUB_SHA??"",ref:t.GITHUB_REF??""}}async function Bo(t,e,n={}){let r=new gt,o={...n.inputs??Fn()};n.stage!==void 0&&(o[a.
stage]??"").trim()===""&&(o[a.stage]=n.stage);let s=X(e,"GITHUB_WORKSPACE"),i=X(e,"RUNNER_TEMP"),u=X(e,"GITHUB_JOB"),l=(o[a.
githubToken]??"").trim(),g=t==="capture"?void 0:await(await import("./workflow-file-4KN4QHSK.js")).findRunWorkflow(e),S=g===
void 0?void 0:await Lt(e,g),p=S&&Dt(S);p&&r.info(p);let y=S?.kind==="read"?Ct(e,S.names):[],P=[...St(e,l),...y],x={mode:t,
job:u,matrix:Ln(o[B.matrix]??""),github:Dn(e,r),run:Wn(e),secrets:P,readFile:R=>Yt(s,R,T.templateBytes),...t==="capture"?
{}:{parseVars:(await import("./vars-YEJSKYV7.js")).parseVars},unreadInputs:zn(e,t)},c=At(o,x);Mn(c.redact);let E=new Ne(
{tempDir:i,reporter:r,...c.retentionDays===null?{}:{retentionDays:c.retentionDays}}),w=new ye({root:s,tempDir:i}),O=t!==
"capture"&&c.parentRun!==null?Gn(e,l,i,r):void 0,I=fe(o[a.redact]??"");if(t==="capture")return{spec:c,store:E,workspace:w,
reporter:r,secrets:c.redact,redactInput:I,openRun:O};let N={store:E,workspace:w,reporter:r,redactInput:I,openRun:O,envSecrets:S},
k=await Bn(g,u,r);if("unread"in k){let R={...c,workflowUnread:k.unread};return{...N,spec:R,secrets:c.redact}}let b=k.graph,
$=await Jn(b,u,c,E,r),{needsInputFactsOf:U}=await import("./upstream-stages-ITTT7NTI.js"),$e=Nt(c,{upstream:$,workflowJobs:b.
jobs.map(R=>R.id),needs:U(b,u,$)});return{...N,spec:$e,secrets:$e.redact}}function Gn(t,e,n,r){if(e==="")throw new d("in\
put-invalid",`is empty; \`${a.parentRun}\` reads the parent run\u2019s records with it, and it needs \`actions: read\` (default:\
 \${{ github.token }})`,{where:a.githubToken});let o=X(t,"GITHUB_REPOSITORY"),[s,i]=o.split("/");if(!s||!i)throw new d("\
runner-env-invalid",`GITHUB_REPOSITORY is ${JSON.stringify(o)}, not owner/name`);return async u=>{if(!me.test(u))throw new d(
"run-unknown",`${JSON.stringify(u)} is not a GitHub workflow run id`);return new Ne({tempDir:n,reporter:r,findBy:{token:e,
workflowRunId:Number(u),repositoryOwner:s,repositoryName:i}})}}function Mn(t){for(let e of t)for(let n of e.split(/\r?\n/))
n.trim().length>=4&&Ge(n)}async function Bn(t,e,n){let{readJobGraph:r}=await import("./upstream-stages-ITTT7NTI.js"),o=i=>(n.
info(`upstream stages: from the needs input and their records (${i})`),{unread:i});if(t.kind==="unavailable")return o(t.
reason);let s=r(t.file.text);return s?s.jobs.some(i=>i.id===e)?(n.info(`upstream stages: the jobs ${e} needs in ${t.file.
path}`),{graph:s}):o(`${t.file.path} has no job ${e}`):o(`${t.file.path} is not a workflow`)}async function Jn(t,e,n,r,o){
let s=[];if(n.template){let{templateAnalysis:p}=await import("./render-prompt-POWE6HAX.js");try{s=p(n.template.text).references.
filter(y=>y.kind==="stage").map(y=>y.stage)}catch{}}let{recordIsFromJob:i,upstreamStagesOf:u}=await import("./upstream-stages-ITTT7NTI.js"),
l=[...new Set((await r.list()).map(p=>p.stage))],g=u({graph:t,job:e,recorded:l,referenced:s});return(await Promise.all(g.
map(async p=>{if(!l.includes(p.stage))return p;let y=await r.get(p.stage);if(!y||i(t,p.job,y.record.job))return p;o.info(
`stage ${p.stage}: its record is from job ${y.record.job}, not upstream job ${p.job}; left out`)}))).filter(p=>p!==void 0)}var Qt=class{#e;#t;#n;constructor(e){this.#e=e}get pending(){return this.#t}get failed(){return this.#n}async put(e){this.#t=
e,this.#n=void 0;try{return await this.#e.put(e)}catch(n){throw this.#n=e,n}finally{this.#t=void 0}}get(e){return this.#e.
get(e)}getAttempt(e,n,r){return this.#e.getAttempt(e,n,r)}list(){return this.#e.list()}};export{It as a,Cr as b,Dr as c,Ce as d,mo as e,Vt as f,De as g,kr as h,ze as i,yt as j,Qn as k,ur as l,lr as m,pr as n,cr as o,
dr as p,vr as q,Ir as r,Tr as s,Pr as t,oo as u,Ct as v,Dt as w,Fn as x,Bo as y,Mn as z,Qt as A};

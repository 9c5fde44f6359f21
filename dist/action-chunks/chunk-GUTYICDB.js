import{c as yt}from"./chunk-NTHMEBCW.js";import{A as gt,B as ht,E as Fe,F as St,G as X,I as bt,a as ae,b as ue,i as de,
j as dt,w as _e,x as V,y as fe,z as me}from"./chunk-IDIO6F5B.js";import{a as st,b as it,c as at,g as Ue,h as ut,m as lt}from"./chunk-E47MSI3N.js";
import{a as le}from"./chunk-R2LRCHEZ.js";import{b as mt}from"./chunk-3IIHNP5Z.js";import{d as ct,e as pt}from"./chunk-ORVC2ZBY.js";
import{I as pe,M as ft,a as Ie,b as Te,c as Pe,d as nt,e as J,h as S,i as L,j as C,k as Ae,l as Ne,m as U,o as D,r as rt,
s as se,t as je,u as ie,v as P,w as v,x as ot,z as ce}from"./chunk-OGFSPBO6.js";import{a as Ve}from"./chunk-PO5EA42V.js";
import{b as Xe,d as f,e as Oe}from"./chunk-O7UU6C5Q.js";import{C as M,D as re,E as Qe,J as et,K as oe,M as B,P as tt,
Q as ve,f as qe,g as Ke,h as Ye,l as G,r as Ze,t as I,u as H,x as i,y as h}from"./chunk-2FQEBD2O.js";import{h as Be,
i as Je}from"./chunk-DHIUKFLR.js";import{d as z}from"./chunk-A64LSPLL.js";var Vn=ve.stage;function ze(t,e){let n=ve[t];return Object.fromEntries(Object.entries(e).filter(([r])=>n.includes(r)))}function wt(t,e,n={}){
let r=t.problems.some(o=>o.code===re.nextUnknownStage);return{[h.status]:t.status,[h.next]:e?.next&&!r?e.next.stage:"",[h.
present]:t.present?"true":"false",[h.data]:JSON.stringify(e?.data??{}),[h.sha256]:t.digests.handoff??"",[h.artifactId]:n.
artifactId??"",[h.promptPath]:n.promptPath??"",[h.handoffPath]:n.handoffPath??""}}function He(){return{[h.status]:"failu\
re",[h.next]:"",[h.present]:"false",[h.data]:"{}",[h.sha256]:"",[h.artifactId]:"",[h.promptPath]:"",[h.handoffPath]:""}}var Qt=new Set(Object.values(Qe));function kt(t){return t.problems.filter(e=>e.severity==="warning"&&!Qt.has(e.code))}var Zn="baton: the command could not start: ";async function ar(t,e,n,r,o){V(ze(t,n));let s=e.record.stage;for(let a of kt(e.record))o.warning(a.message,a.path==="$"?
`stage ${s}`:`stage ${s} ${a.path}`);let u=_e({record:e.record,handoff:e.handoff,artifactName:xt(e.record),secrets:r.secrets,
serverUrl:r.serverUrl});await fe(u,r.secrets)}function xt(t){return me(t.stage,t.attempt,t.run.attempt)}async function Rt(t,e,n,r){
V(ze(t,{...wt(e.record,e.handoff),[h.present]:"false",[h.sha256]:""})),await fe(_e({record:e.record,handoff:e.handoff,notStored:n,
secrets:r.secrets,serverUrl:r.serverUrl}),r.secrets)}function ur(t){let e=new Set(Object.values(et)),n={};for(let[r,o]of Object.
entries(t))o!==void 0&&(r.startsWith("INPUT_")||r.startsWith("STATE_")||e.has(r)||Object.values(Ye).includes(r)||(n[r]=o));
return n}function lr(t){return{secrets:[],serverUrl:t.GITHUB_SERVER_URL,settled:!1}}async function cr(t,e,n){if(t.settled)
return;t.settled=!0;let r=t.store?.failed;r?await Rt(n.action,r,e instanceof Error?e.message:String(e),t):n.refusedOutputs&&
V(He())}async function pr(t,e,n){let r=t.store?.pending,o=r?`the record of attempt ${r.record.attempt} was not stored: ${$t(
r)}`:n.unfinished,s=`${t.stage===void 0?"":`stage ${t.stage}: `}${ht(e)}; ${o}`;return t.settled||(t.settled=!0,r?await Rt(
n.action,r,$t(r),t):n.refusedOutputs&&(V(He()),t.stage!==void 0&&await fe(`### \u274C baton stage \`${t.stage}\`

${s}
`,t.secrets))),s}function $t(t){return`artifact ${xt(t.record)} could not be uploaded in the ${gt.deadline/1e3} s a stop\
ped step has before the runner ends it`}function q(t){let e=t.filter(r=>/^[A-Za-z_][A-Za-z0-9_]{0,99}$/.test(r)),n=t.length-e.length;return[...e,...n>0?[`${n} m\
ore`]:[]].join(", ")}function Et(t,e){return e(dt(t))}async function wr(t,e,n){let r=e.problems.map(w=>Ot(w,t)),o=tn(e.outcome,t),s=(w,T)=>{let O=Ce(w,t.redact,T);return r.push(
...O.problems),O.text},u=s(e.prompt,"prompt.md"),a=e.agent?s(e.agent.output,"agent.log"):void 0,l=t.agent?.kind==="comma\
nd"?s(t.agent.command,"agent.command"):null,c=e.verify?{...e.verify,command:s(e.verify.command,"verify.command")}:null,g=e.
agent?.startedAt??e.startedAt,p=e.agent?.finishedAt??e.finishedAt,y=e.outcome.reason!=="completed",R=en(e.usage,r),d=w=>n.
workspace.sha256(w),x={schema:Ze.record,stage:t.stage,job:t.job,matrix:t.matrix,attempt:e.attempt,repair:e.repair,hop:e.
hop,run:t.run,agent:{command:l,preset:t.agent?.kind==="preset"?t.agent.preset:null,exit_code:e.agent?.exitCode??null,started_at:g.
toISOString(),finished_at:p.toISOString(),duration_ms:Math.max(0,p.getTime()-g.getTime()),usage:R},verify:c,status:y?"fa\
ilure":e.handoff?.status??"success",outcome:{reason:o.reason,message:o.message},present:e.handoff!==null,digests:{handoff:e.
handoff?Et(e.handoff,d):null,prompt:d(u)},lineage:e.lineage,...e.parent?{parent:e.parent}:{},problems:r},E=await n.store.
put({record:x,prompt:u,handoff:e.handoff,...a===void 0?{}:{log:a},...e.files&&e.files.length>0?{files:e.files}:{}});return{
record:x,ref:E,handoff:e.handoff,outcome:o}}function en(t,e){if(t===null)return null;let n={};for(let[r,o]of Object.entries(
t)){let s=ct.safeParse({[r]:o});if(s.success){n[r]=o;continue}let u=s.error.issues.map(a=>a.message).join("; ");e.push({
code:re.usageRefused,severity:"warning",path:`agent.usage.${r}`,message:`the agent\u2019s usage cannot be stored (${u});\
 ${r} is not recorded`})}return Object.keys(n).length===0?null:n}function Ce(t,e,n){let r=Ue(t,e);return{text:r.text,problems:r.
redactions.length===0?[]:[{code:oe.problemCode,severity:"warning",path:n,message:lt(r.redactions)}]}}function Le(t,e){return Ue(
t,e.redact).text}function Ot(t,e){return{...t,path:Le(t.path,e),message:Le(t.message,e)}}function tn(t,e){if(t.message===
null)return t;let n=Le(t.message,e);return"problems"in t?{...t,message:n,problems:t.problems.map(r=>Ot(r,e))}:{...t,message:n}}function ge(t){let e=t.split(/\r?\n/).map(n=>n.trim()).filter(n=>n.length>0);return[...new Set(e)]}function Or(t,e){let n=Ce(
t.prompt,e,"prompt.md");return n.problems.length===0?t:{...t,prompt:n.text,warnings:[...t.warnings,...n.problems]}}function vr(t,e){
if(e>=t)return null;let n=`${t} ${t===1?"value":"values"} to redact`,r=e===0?`none of ${t===1?"it":"them"}`:`${e} of the\
m`;return new f("redact-not-given",`prepare was given ${n} and capture was given ${r}: give capture the same ${i.redact}\
 input as prepare. capture stores the handoff, the prompt and the job summary, and redacts only the values it is given; \
nothing was stored`,{where:i.redact})}function Ir(t){if(t.length===0)return null;let e=t.length===1;return new f("redact\
-not-given",`prepare's env held the secret${e?"":"s"} ${q(t)} (mapped from secrets in its step's env:) and capture's doe\
s not: map ${e?"it":"them"} into capture's env: too, or into the job's env:, which every step gets, or give capture the \
value${e?"":"s"} in its ${i.redact} input. capture stores the handoff, the prompt and the job summary, and redacts only \
the values it sees; nothing was stored`,{where:i.redact})}function Tr(t){if(t.length===0)return null;let e=t.length===1;
return new f("redact-not-given",`${q(t)}, mapped from secrets by the workflow, ${e?"was":"were"} set to another value af\
ter prepare ran, by a step between prepare and capture (through $GITHUB_ENV: the agent's step, most likely), so capture \
does not hold the value${e?"":"s"} prepare's env did and cannot redact ${e?"it":"them"}: give capture the secret${e?"":"\
s"} in its ${i.redact} input (${i.redact}: \${{ secrets.NAME }}), and run an agent you do not trust with the root action,\
 which runs it itself, without $GITHUB_ENV. capture stores the handoff, the prompt and the job summary; nothing was stor\
ed`,{where:i.redact})}var he=/^[1-9]\d{0,19}$/;function vt(t,e){let n=JSON.stringify(t);if(!H.test(t))return`${n} is not a stage id: a letter or _ then up to 99 letter\
s, digits, _ or -`;if(e.upstreamStages.includes(t)||e.unknown||De(t,e)!==void 0)return null;let r=rn(e),o=e.jobs.get(t),
s=o?.stages?.includes(t)??!1;if(o!==void 0&&!s&&e.upstreamJobs.includes(t)){let l=o.stages===null?`${t}-<matrix values>,\
 known when the run expands its matrix`:o.stages.join(", ");return`${n} is ${o.matrix?"the matrix job":"job"} ${t}, not \
a stage: name ${o.matrix?"its legs":"its stage"} (${l}); upstream stages: ${r}`}let u=o!==void 0&&!s?t:nn(t,e);if(u!==void 0){
let l=u===t&&!s,c="a stage needs only stages of jobs that finish before it";if(u===e.job)return`${n} is ${l?"this job":"\
a stage of this job"} itself: ${c}; upstream stages: ${r}`;let g=l?`job '${u}'`:`a stage of job '${u}'`,p=e.runsAfter(u);
return p!==null?`${n} is ${g}, which runs after job '${e.job}' (${yt(p)}): ${c}; upstream stages: ${r}`:`${n} is ${g}, w\
hich is not upstream of job '${e.job}' (add '${u}' to jobs.${e.job}.needs); upstream stages: ${r}`}let a=pe(t,e.upstreamStages);
return`${n} is not a stage upstream of job '${e.job}'${a?` (did you mean ${a}?)`:""}; upstream stages: ${r}`}function De(t,e){
let n;for(let r of e.openMatrices)t.startsWith(`${r}-`)&&r.length>(n?.length??0)&&(n=r);return n}function nn(t,e){let n;
for(let[r,o]of e.jobs){if(o.stages?.includes(t))return r;o.stages===null&&o.matrix&&t.startsWith(`${r}-`)&&r.length>(n?.
length??0)&&(n=r)}return n}function rn(t){let e=[...t.upstreamStages,...t.openMatrices.map(n=>`${n}-*`)];return e.length>
0?e.join(", "):"(none)"}var Se={bash:{template:"bash --noprofile --norc -eo pipefail {0}"},sh:{template:"sh -e {0}"},pwsh:{template:`pwsh -comma\
nd ". '{0}'"`},python:{template:"python {0}"}},on=new Map([["cmd",".cmd"],["pwsh",".ps1"],["powershell",".ps1"],["bash",
".sh"],["sh",".sh"],["python",".py"]]);function It(t){return on.get(t.toLowerCase())??""}var sn="$ErrorActionPreference \
= 'stop'",an="if ((Test-Path -LiteralPath variable:\\LASTEXITCODE)) { exit $LASTEXITCODE }",un="bash";var ln=["cmd","powershell"];var Hr=`${Object.keys(Se).join(", ")}, ${ln.join(", ")} (Windows only), or a command containing {0} (e.g. "perl {0}")`;var cn=`${Object.keys(Se).join(", ")}, or a command containing {0} (e.g. "perl {0}")`;function Pt(t){return pn(t,cn)}function pn(t,e){
let n=(t??"").trim()||un;if(Object.hasOwn(Se,n)){let u=Se[n],[a,...l]=Tt(u.template);return{file:a,args:l,extension:It(a)}}
if(!n.includes("{0}"))throw new f("input-invalid",`${JSON.stringify(n)} is not one of ${e}`,{where:"shell"});let r=Tt(n),
[o,...s]=r;if(o===void 0||o.includes("{0}"))throw new f("input-invalid",`${JSON.stringify(n)} must start with a program,\
 then {0} for the script`,{where:"shell"});return{file:o,args:s,extension:It(o)}}function Lr(t,e){switch(t.file){case"pw\
sh":case"powershell":return`${sn}
${e}
${an}`;case"cmd":return`@echo off
${e}`;default:return e.endsWith(`
`)?e:`${e}
`}}function Cr(t,e){return t.args.map(n=>n.replaceAll("{0}",e))}function Tt(t){let e=[],n="",r=!1,o=null;for(let s of t){
if(o){s===o?o=null:n+=s;continue}s==='"'||s==="'"?(o=s,r=!0):/\s/.test(s)?(r&&e.push(n),n="",r=!1):(n+=s,r=!0)}if(o)throw new f(
"input-invalid",`${JSON.stringify(t)} has an unterminated ${o} quote`,{where:"shell"});return r&&e.push(n),e}var A={attempts:{min:1,max:I.maxAttempts},maxHandoffs:{min:1,max:1e3},maxPromptTokens:{min:1,max:1e7},retentionDays:{min:1,
max:400}},dn=je(M.handoff),fn=je(M.onInvalid),mn=rt("kind",[D({kind:ie("command"),command:S().check(J(1))}),D({kind:ie("\
preset"),preset:ue})]),Nt=D({stage:ce,job:v(S()),matrix:P(se(S(),Ne())),open:P(ie(!0)),place:P(ot(U(L().check(C(),nt()))))}),
gn=D({stage:ce,job:S().check(J(1)),matrix:v(se(S(),Ne())),template:v(D({text:S(),source:S()})),upstream:U(Nt),expandLineage:Ae(),
needs:U(ce),handoff:dn,onInvalid:fn,agent:v(mn),shell:S(),workingDirectory:S().check(J(1)),verify:v(S()),attempts:L().check(
C(),Te(A.attempts.min),Ie(A.attempts.max)),maxHandoffs:L().check(C(),Te(A.maxHandoffs.min),Ie(A.maxHandoffs.max)),parentRun:v(
S().check(J(1))),maxPromptTokens:v(L().check(C(),Pe())),retentionDays:v(L().check(C(),Pe())),inputs:se(S(),S()),github:mt,
redact:U(S()),workflowJobs:v(U(S())),workflowUnread:P(S()),madeEvent:P(S()),madeEventRun:P(S()),trustCheckout:P(Ae()),run:pt}),
hn="the stage id holds the value of a secret; a stage id names directories and artifacts, which are not redacted",K={bothPrompts:`\
give either \`${i.prompt}\` or \`${i.promptFile}\`, not both`,noPrompt:`one of \`${i.prompt}\` or \`${i.promptFile}\` is \
required`,outputWithoutAgent:`is given without \`${i.agent}\`: name the CLI whose output the file holds (${ae.slice(0,-1).
join(", ")} or ${ae.at(-1)}), so capture can read its usage`,bothAgents:`give either \`${i.run}\` (a command) or \`${i.agent}\
\` (a preset), not both`,noAgent:`one of \`${i.run}\` (the agent's command) or \`${i.agent}\` (a preset) is required`};function jt(t,e){
let n=[],r=j=>{let F=t[j];if(F===void 0)return null;let te=F.trim();return te===""?null:te},o=(j,F)=>n.push({input:j,message:F}),
s=(j,F,te)=>{try{return F()}catch(ne){if(ne instanceof f)return o(ne.where??j,ne.message),te;throw ne}},u=$n(r(i.stage),
e,o),a=At(i.handoff,r(i.handoff),M.handoff,"optional",o),l=At(i.onInvalid,r(i.onInvalid),M.onInvalid,"fail",o),c=ye(i.attempts,
r(i.attempts),A.attempts,1,o),g=ye(i.maxHandoffs,r(i.maxHandoffs),A.maxHandoffs,I.defaultMaxHandoffs,o),p=e.parentRun!==
void 0?e.parentRun:kn(r,o),y=ye(i.maxPromptTokens,r(i.maxPromptTokens),A.maxPromptTokens,null,o),R=ye(i.retentionDays,r(
i.retentionDays),A.retentionDays,null,o),d=r(i.shell)??"bash";s(i.shell,()=>Pt(d),null);let x=wn(i.trustCheckout,r(i.trustCheckout),
o),E=r(i.workingDirectory)??".";E.includes("\0")&&o(i.workingDirectory,"must not contain a NUL character");let w=r(i.verify),
T=s(i.vars,()=>yn(t[i.vars]??"",e),{}),O=xn(t,r,e,o),k=Rn(r,e,o),{upstream:b,needs:$,expandLineage:N}=On(r(i.needs),e,o),
ee=[...e.secrets??[],...ge(t[i.redact]??"")].filter(j=>j.length>0);if(n.length>0)throw zt(n);return{...gn.parse({stage:u,
job:e.job,matrix:e.matrix??null,template:O,upstream:[],expandLineage:N,needs:$,handoff:a,onInvalid:l,agent:k,shell:d,workingDirectory:E,
verify:w,attempts:c,maxHandoffs:g,parentRun:p,maxPromptTokens:y,retentionDays:R,inputs:{...e.dispatchInputs??Sn(e.github),
...T},github:e.github,redact:[...new Set(ee)],workflowJobs:e.workflowJobs??null,...e.workflowJobs==null&&e.workflowUnread!==
void 0?{workflowUnread:e.workflowUnread}:{},...e.madeEvent===void 0?{}:{madeEvent:e.madeEvent},...e.madeEvent===void 0||
e.madeEventRun===void 0?{}:{madeEventRun:e.madeEventRun},...x?{trustCheckout:x}:{},run:e.run}),upstream:Ft(b)}}function Sn(t){
if(t.event_name!=="workflow_dispatch"&&t.event_name!=="workflow_call")return{};let e=t.event.inputs;return e===null||typeof e!=
"object"||Array.isArray(e)?{}:Object.fromEntries(Object.entries(e).filter(([,n])=>["string","number","boolean"].includes(
typeof n)).map(([n,r])=>[n,String(r)]))}function Ut(t){return`${JSON.stringify(t)} is not one of ${ae.join(", ")}`}function _t(t,e){let n=[],{upstream:r,expandLineage:o}=Lt(t.needs,t.job,e.upstream,(a,l)=>n.push({input:a,message:l}),e.
needs);if(n.length>0)throw zt(n);let{workflowUnread:s,...u}=t;return{...u,upstream:Ft(r),expandLineage:o,workflowJobs:[...e.
workflowJobs]}}function Ft(t){return t.every(bn)?t:U(Nt).parse(t)}function yn(t,e){if(e.mode==="capture"||t.trim()==="")
return{};if(e.parseVars===void 0)throw new Oe("stageSpecFromInputs: a vars input needs ctx.parseVars");return e.parseVars(
t)}function bn(t){let e=Object.keys(t),{matrix:n,place:r}=t;return e.length===2+(n===void 0?0:1)+(t.open===!0?1:0)+(r===
void 0?0:1)&&(r===void 0||Array.isArray(r)&&r.every(o=>Number.isInteger(o)&&o>=0))&&e.includes("stage")&&e.includes("job")&&
typeof t.stage=="string"&&H.test(t.stage)&&(t.job===null||typeof t.job=="string")&&(n===void 0||typeof n=="object"&&n!==
null&&!Array.isArray(n)&&Object.getPrototypeOf(n)===Object.prototype)}function zt(t){let[e]=t;return t.length===1&&e?new f(
"input-invalid",e.message,{where:e.input}):new f("input-invalid",`${t.length} inputs are invalid`,{details:t.map(n=>`${n.
input}: ${n.message}`)})}function At(t,e,n,r,o){return e===null?r:n.includes(e)?e:(o(t,`${JSON.stringify(e)} is not one \
of ${n.join(", ")}`),r)}function wn(t,e,n){return e===null||e==="false"?!1:e==="true"?!0:(n(t,`${JSON.stringify(e)} is n\
ot one of true, false`),!1)}function kn(t,e){let n=t(i.parentRun);return n===null?null:he.test(n)?n:(e(i.parentRun,`${JSON.
stringify(n)} is not a workflow run id (a positive whole number, such as \${{ github.run_id }} of the run that started th\
is one)`),null)}function ye(t,e,n,r,o){if(e===null)return r;let s=/^\d{1,9}$/.test(e)?Number(e):Number.NaN;return!Number.
isInteger(s)||s<n.min||s>n.max?(o(t,`${JSON.stringify(e)} is not a whole number from ${n.min} to ${n.max}`),r):s}function $n(t,e,n){
let r=e.secrets??[];if((t!==null?[t]:Object.values(e.matrix??{}).map(s=>typeof s=="string"?s:JSON.stringify(s)??"")).some(
s=>ut(s,r)))return n(i.stage,`${hn}, so ${t===null?`give one in the \`${i.stage}\` input`:"choose one without it"}`),"in\
valid";if(t!==null&&!H.test(t))return n(i.stage,`${JSON.stringify(t)} is not a stage id: a letter or _ then up to 99 let\
ters, digits, _ or -`),"invalid";try{let s=t??ft(e.stageJob??e.job,e.matrix??null);return me(s,1),s}catch(s){if(s instanceof
f){let u=t===null?`; give the stage id in the \`${i.stage}\` input`:"";return n(i.stage,`${s.message}${u}`),"invalid"}throw s}}
function xn(t,e,n,r){let o=t[i.prompt]?.trim()?t[i.prompt]:null,s=e(i.promptFile);if(o!==null&&s!==null)return r(i.prompt,
K.bothPrompts),null;if(o!==null)return{text:o,source:n.promptSource??`jobs.${n.job} ${i.prompt}`};if(s!==null){if(!n.readFile)
return r(i.promptFile,"cannot be read here (no file reader was given)"),null;try{return{text:n.readFile(s),source:s}}catch(u){
let a=u instanceof Error?u.message:String(u);return r(i.promptFile,`cannot read ${JSON.stringify(s)}: ${a}`),null}}return n.
mode!=="capture"&&r(i.prompt,K.noPrompt+Ht([i.prompt,i.promptFile],n)),null}function Ht(t,e){let n=[];for(let r of e.unreadInputs??
[]){let o=pe(r.replaceAll("_","-"),t);o!==void 0&&n.push(`the step was given \`${r}\`, which is not an input of this acti\
on: did you mean \`${o}\`?`)}return n.map(r=>`; ${r}`).join("")}function Rn(t,e,n){let r=t(i.run),o=t(i.agent);if(e.mode===
"capture")return En(o,t(i.agentOutput),n);if(e.mode==="prepare"&&o===null)return null;if(r!==null&&o!==null)return n(i.run,
K.bothAgents),null;if(o!==null){let s=ue.safeParse(o);return s.success?{kind:"preset",preset:s.data}:(n(i.agent,Ut(o)),null)}
return r!==null?{kind:"command",command:r}:(n(i.run,K.noAgent+Ht([i.run,i.agent],e)),null)}function En(t,e,n){if(e?.includes(
"\0")&&n(i.agentOutput,"must not contain a NUL character"),t===null)return e!==null&&n(i.agentOutput,K.outputWithoutAgent),
null;let r=ue.safeParse(t);return r.success?{kind:"preset",preset:r.data}:(n(i.agent,`${Ut(t)}: name the CLI whose outpu\
t \`${i.agentOutput}\` holds (claude for claude-code-action's execution_file)`),null)}function ro(t){let e=(t[i.agentOutput]??
"").trim();return e===""?null:e}function On(t,e,n){let r=[];for(let o of(t??"").split(/[\s,]+/).filter(Boolean))H.test(o)?
r.includes(o)||r.push(o):n(i.needs,`${JSON.stringify(o)} is not a stage id: a letter or _ then up to 99 letters, digits,\
 _ or -`);return{...Lt(r,e.job,e.upstream,n,e.needsFacts),needs:r}}function Lt(t,e,n,r,o){if(n===void 0)return{upstream:t.
map(a=>({stage:a,job:null})),expandLineage:!0};let s=n.map(a=>a.stage),u=[];for(let a of t)if(o!==void 0){let l=vt(a,o);
l!==null&&r(i.needs,l);let c=l===null&&!s.includes(a)?De(a,o):void 0;c!==void 0&&u.push({stage:a,job:c,open:!0})}else s.
includes(a)||r(i.needs,`${JSON.stringify(a)} is not upstream of job ${e}; upstream stages: ${s.join(", ")||"(none)"}`);return{
upstream:u.length>0?[...n,...u]:n,expandLineage:!1}}var Ct=20;async function Dt(t){let[{findRunWorkflow:e,readRepositoryWorkflow:n},{envSecretNames:r,mayBeStageWorkflowJob:o}]=await Promise.
all([import("./workflow-file-4KN4QHSK.js"),import("./env-secret-names-52WQUGGF.js")]),s=t.GITHUB_JOB??"",u=t.GITHUB_ACTION,a=await e(
t);if(a.kind==="unavailable")return{kind:"unread",reason:a.reason};let l=new Set,c=new Set,g=!1,p=!1,y=!1,R=!1,d=[],x=[],
E=[a.file],w=new Set([a.file.path]);for(let k=E.shift();k!==void 0;k=E.shift()){let b=r(k.text,{job:s,...u?{step:u}:{}});
if(!b){if(k===a.file)return{kind:"unread",reason:`${k.path} is not a workflow`};d.push(`${k.path} is not a workflow`);continue}
b.jobFound&&(g=!0),b.stepFound&&(p=!0);for(let $ of b.opaque)x.push(`${k.path}: ${$} is one expression that reads secret\
s, so the names it sets are not known`);for(let $ of b.step)l.add($);for(let $ of b.job)c.add($);o(b,s)&&(y=!0),b.callsRemote&&
(R=!0);for(let $ of b.calls){if(w.has($))continue;if(w.add($),w.size>Ct){d.push(`more than ${Ct} workflow files are call\
ed`);break}let N=await n(t,$);N.kind==="found"?E.push(N.file):d.push(N.reason)}}if(!g&&!(y&&!R&&d.length===0))return{kind:"\
unread",reason:[`${a.file.path} has no job ${s} that runs steps`,...R?["it calls a reusable workflow of another reposito\
ry"]:[],...d].join("; ")};let T=p||!R&&d.length===0?[]:[`${a.file.path} calls ${R?"a reusable workflow of another reposi\
tory":"a workflow not read here"}, whose job ${s} may be the one this step runs in (no step of job ${s} here has this st\
ep\u2019s id)`,...d],O=[...x,...T];return{kind:"read",names:[...l],jobNames:[...c],...O.length>0?{incomplete:O.join("; ")}:
{}}}function Wt(t,e){let n=e.map(r=>t[r]??"").filter(r=>r!=="");return[...new Set(n.flatMap(r=>[r,...vn(r)]))]}function vn(t){
if(!/^\s*[[{]/.test(t))return[];let e;try{e=JSON.parse(t)}catch{return[]}let n=[],r=[e];for(let o=r.pop();o!==void 0;o=r.
pop())typeof o=="string"?o.trim().length>=oe.minSecretLength&&n.push(o):o!==null&&typeof o=="object"&&r.push(...Object.values(
o).reverse());return n}function Gt(t){let e=`give it to the \`${i.redact}\` input (${i.redact}: \${{ secrets.NAME }})`;if(t.
kind==="unread")return`env secrets: the workflow's env mappings from secrets were not read (${t.reason}); to redact a se\
cret this step's env holds, ${e}`;let n=t.names.length>0?`the values of ${q(t.names)}, mapped from secrets by the workfl\
ow, are redacted where set`:void 0;return t.incomplete===void 0?n&&`env secrets: ${n}`:`env secrets: ${n?`${n}; `:""}not\
 every mapping from secrets could be named (${t.incomplete}); to redact a secret this step's env holds${n?" that is not \
named here":""}, ${e}`}var Ee=z(le(),1);var xe=z(Ve(),1),Re=z(le(),1);import{tmpdir as Nn}from"node:os";import{isAbsolute as Xt,join as Q,relative as jn,resolve as W,
sep as Vt}from"node:path";var In=z(Ve(),1),Y=z(le(),1);import{basename as lo,dirname as Tn,join as co}from"node:path";function Mt(t){try{return(0,Y.mkdtempSync)(t)}catch(e){if(e?.code!=="ENOENT")throw e;return(0,Y.mkdirSync)(Tn(t),{recursive:!0}),
(0,Y.mkdtempSync)(t)}}var m=z(le(),1);function be(t){return t.isFile()?null:t.isSymbolicLink()?"a symbolic link":t.isDirectory()?"a directory":
t.isFIFO()?"a FIFO (named pipe)":t.isSocket()?"a socket":t.isCharacterDevice()?"a character device":t.isBlockDevice()?"a\
 block device":"not a regular file"}async function ke(t,e){return We(t,e)}function We(t,e){let n;try{n=(0,m.lstatSync)(t)}catch(s){
if(we(s))return{kind:"missing"};throw s}let r=be(n);if(r!==null)return{kind:"not-regular",what:r};if(n.size>e)return{kind:"\
too-large",size:n.size};let o;try{o=(0,m.openSync)(t,m.constants.O_RDONLY|(m.constants.O_NOFOLLOW??0)|(m.constants.O_NONBLOCK??
0))}catch(s){if(Z(s)==="ELOOP"||Z(s)==="EMLINK")return{kind:"not-regular",what:"a symbolic link"};if(we(s))return{kind:"\
missing"};throw s}try{let s=(0,m.fstatSync)(o),u=be(s);if(u!==null)return{kind:"not-regular",what:u};if(s.ino!==n.ino||s.
dev!==n.dev)return{kind:"not-regular",what:"a file that was replaced while being opened"};let a=Buffer.allocUnsafe(Math.
min(s.size,e)+1),l=0;for(;;){if(l===a.length){if(l>e)return{kind:"too-large",size:l};let g=Buffer.allocUnsafe(Math.min(a.
length*2,e+1));a.copy(g,0,0,l),a=g}let c=(0,m.readSync)(o,a,l,a.length-l,l);if(c===0)break;l+=c}return{kind:"file",bytes:new Uint8Array(
a.subarray(0,l))}}finally{(0,m.closeSync)(o)}}function fo(t,e){let n;try{n=(0,m.lstatSync)(t)}catch(s){if(we(s))return{kind:"\
missing"};throw s}let r=be(n);if(r!==null)return{kind:"not-regular",what:r};let o;try{o=(0,m.openSync)(t,m.constants.O_RDONLY|
(m.constants.O_NOFOLLOW??0)|(m.constants.O_NONBLOCK??0))}catch(s){if(Z(s)==="ELOOP"||Z(s)==="EMLINK")return{kind:"not-re\
gular",what:"a symbolic link"};if(we(s))return{kind:"missing"};throw s}try{let s=(0,m.fstatSync)(o),u=be(s);if(u!==null)
return{kind:"not-regular",what:u};if(s.ino!==n.ino||s.dev!==n.dev)return{kind:"not-regular",what:"a file that was replac\
ed while being opened"};let a=Math.max(0,s.size-e),l=Buffer.allocUnsafe(s.size-a),c=0;for(;c<l.length;){let g=(0,m.readSync)(
o,l,c,l.length-c,a+c);if(g===0)break;c+=g}return{kind:"file",bytes:new Uint8Array(l.subarray(0,c)),size:s.size}}finally{
(0,m.closeSync)(o)}}function Z(t){let e=t?.code;return typeof e=="string"?e:void 0}function we(t){let e=Z(t);return e===
"ENOENT"||e==="ENOTDIR"}var Pn=t=>({kind:"invalid",problems:[st("$",`is ${t}; a handoff must be a regular file (links are never followed)`)]});async function Bt(t){
let e;try{e=await ke(t,I.handoffFileBytes)}catch(n){throw An(t,n)}switch(e.kind){case"missing":return{kind:"missing"};case"\
not-regular":return Pn(e.what);case"too-large":return{kind:"invalid",problems:[it(e.size)]};case"file":return at(e.bytes)}}
function An(t,e){let n=e.code,r=n==="EACCES"||n==="EPERM"?"permission denied":n??String(e);return new f("handoff-unreada\
ble",`cannot read the handoff: ${r}`,{where:t,cause:e})}function Jt(t){return{where:`the temp dir ${de(t)}`,makeRoom:"make room on its disk"}}function Ge(t,e,n,r,o={}){let s=r?.
code,u=s==="ENOSPC"||s==="EDQUOT";return new f("temp-write-failed",`${n} could not be ${o.made?"made":"written"} in ${t.
where}: ${de(Xe(r,t.fewerJobs))}${u?`; ${t.makeRoom}`:""}`,{where:de(e),cause:r})}var $e=class{#e;#t;#n;#r;#o;constructor(e){this.#e=W(e.root),this.#t=W(e.tempDir??Nn()),this.#n=e.privateTempDir??!1,this.#r=
e.tempPlace??Jt(this.#t),this.#o=e.now??(()=>new Date)}async attemptPaths(e,n){if(this.#n){let s=Q(this.#t,`${e}-${n}-${(0,xe.randomBytes)(
12).toString("hex")}`);return{promptPath:`${s}.${G.prompt}`,handoffPath:`${s}.${G.handoff}`}}let r=Q(this.#t,`baton-${e}\
-${n}-`),o;try{o=Mt(r)}catch(s){throw Ge(this.#r,`${r}XXXXXX`,"the attempt's directory",s,{made:!0})}return{promptPath:Q(
o,G.prompt),handoffPath:Q(o,G.handoff)}}async writePrompt(e,n){try{(0,Re.writeFileSync)(e,n,{flag:"wx",mode:384})}catch(r){
throw Ge(this.#r,e,"the stage's prompt",r)}}readHandoff(e){return Bt(e)}resolveDirectory(e){return W(this.#e,e)}async readArtifact(e,n,r){
let o=u=>({kind:"refused",reason:u}),s=W(this.resolveDirectory(e),...n.split("/"));try{let u=qt(this.#e,s);if(u!==null)return o(
u);let a=await ke(s,r);switch(a.kind){case"file":return a;case"missing":return o("does not exist");case"not-regular":return o(
`is ${a.what}; only regular files are kept, and links are never followed`);case"too-large":return o(`is ${a.size} bytes,\
 more than the ${r} bytes left of the ${I.artifactBytes}-byte limit for one record's artifacts`)}}catch(u){let a=u?.code;
return o(`cannot be read (${typeof a=="string"?a:String(u)})`)}}now(){return this.#o()}sha256(e){return(0,xe.createHash)(
"sha256").update(e,"utf8").digest("hex")}};function qt(t,e){let n=jn(t,e);if(n===""||n===".."||n.startsWith(`..${Vt}`)||
Xt(n))return`is outside the workspace (${t})`;let r=n.split(Vt);for(let o=1;o<r.length;o++){let s=r.slice(0,o).join("/"),
u;try{u=(0,Re.lstatSync)(Q(t,s))}catch(a){if(Un(a))return"does not exist";throw a}if(u.isSymbolicLink())return`is under ${s}\
, a symbolic link; links are never followed`;if(!u.isDirectory())return`does not exist (${s} is not a directory)`}return null}
function Kt(t,e,n){if(Xt(e))throw new Error("must be a path inside the workspace");let r=W(t,e),o=qt(W(t),r);if(o!==null)
throw new Error(o);let s=We(r,n);switch(s.kind){case"file":{let u=Ke(s.bytes);if(u.kind==="text")return u.text;throw new Error(
u.kind==="utf-16"?`${u.problem}; ${qe}`:u.problem)}case"missing":throw new Error("does not exist");case"not-regular":throw new Error(
`is ${s.what}; only regular files are read, and links are never followed`);case"too-large":throw new Error(`is ${s.size}\
 bytes, more than the ${n}-byte limit`)}}function Un(t){let e=t?.code;return e==="ENOENT"||e==="ENOTDIR"}function _n(){let t={};for(let e of[...Object.values(i),...Object.values(B)])t[e]=Je(e,{trimWhitespace:!1});return t}function Fn(t,e){
let n=new Set(tt[e].map(zn));return Object.keys(t).filter(r=>r.startsWith(Me)&&!n.has(r)&&t[r]!==void 0).map(r=>r.slice(
Me.length).toLowerCase()).filter(r=>/^[a-z0-9_-]{1,100}$/.test(r)).sort()}var Me="INPUT_";function zn(t){return`${Me}${t.
replace(/ /g,"_").toUpperCase()}`}function Hn(t){let e=t.trim();if(e===""||e==="null"||e==="{}")return null;let n;try{n=
JSON.parse(e)}catch{throw new f("input-invalid","is not JSON; leave this input unset (it defaults to the job\u2019s matrix)",
{where:B.matrix})}if(n===null||typeof n!="object"||Array.isArray(n))throw new f("input-invalid","must be a JSON object; \
leave this input unset (it defaults to the job\u2019s matrix)",{where:B.matrix});return Object.keys(n).length===0?null:n}
var Yt=16*1024*1024;function Ln(t,e){let n=t.GITHUB_EVENT_PATH;if(!n)return{};try{if((0,Ee.statSync)(n).size>Yt)return e.
warning(`the event payload is larger than ${Yt} bytes; templates see github.event as {}`),{};let r=JSON.parse((0,Ee.readFileSync)(
n,"utf8"));return r!==null&&typeof r=="object"&&!Array.isArray(r)?r:{}}catch(r){return e.warning(`cannot read the event \
payload: ${r instanceof Error?r.message:String(r)}`),{}}}function Cn(t,e){return{repository:t.GITHUB_REPOSITORY??"",ref:t.
GITHUB_REF??"",sha:t.GITHUB_SHA??"",run_id:t.GITHUB_RUN_ID??"",actor:t.GITHUB_ACTOR??"",event_name:t.GITHUB_EVENT_NAME??
"",event:Ln(t,e)}}function Dn(t){let e=Number(t.GITHUB_RUN_ATTEMPT??"1");return{id:t.GITHUB_RUN_ID??"",attempt:Number.isInteger(
e)&&e>=1?e:1,workflow:t.GITHUB_WORKFLOW??"",repository:t.GITHUB_REPOSITORY??"",event_name:t.GITHUB_EVENT_NAME??"",sha:t.
GITHUB_SHA??"",ref:t.GITHUB_REF??""}}async function Mo(t,e,n={}){let r=new St,o={...n.inputs??_n()};n.stage!==void 0&&(o[i.
stage]??"").trim()===""&&(o[i.stage]=n.stage);let s=X(e,"GITHUB_WORKSPACE"),u=X(e,"RUNNER_TEMP"),a=X(e,"GITHUB_JOB"),l=(o[i.
githubToken]??"").trim(),c=t==="capture"?void 0:await Dt(e),g=c&&Gt(c);g&&r.info(g);let p=c?.kind==="read"?Wt(e,c.names):
[],y=[...bt(e,l),...p],R={mode:t,job:a,matrix:Hn(o[B.matrix]??""),github:Cn(e,r),run:Dn(e),secrets:y,readFile:_=>Kt(s,_,
I.templateBytes),...t==="capture"?{}:{parseVars:(await import("./vars-YEJSKYV7.js")).parseVars},unreadInputs:Fn(e,
t)},d=jt(o,R);Gn(d.redact);let x=new Fe({tempDir:u,reporter:r,...d.retentionDays===null?{}:{retentionDays:d.retentionDays}}),
E=new $e({root:s,tempDir:u}),w=t!=="capture"&&d.parentRun!==null?Wn(e,l,u,r):void 0,T=ge(o[i.redact]??"");if(t==="captur\
e")return{spec:d,store:x,workspace:E,reporter:r,secrets:d.redact,redactInput:T,openRun:w};let O={store:x,workspace:E,reporter:r,
redactInput:T,openRun:w,envSecrets:c},k=await Mn(e,a,r);if("unread"in k){let _={...d,workflowUnread:k.unread};return{...O,
spec:_,secrets:d.redact}}let b=k.graph,$=await Bn(b,a,d,x,r),{needsInputFactsOf:N}=await import("./upstream-stages-ITTT7NTI.js"),
ee=_t(d,{upstream:$,workflowJobs:b.jobs.map(_=>_.id),needs:N(b,a,$)});return{...O,spec:ee,secrets:ee.redact}}function Wn(t,e,n,r){
if(e==="")throw new f("input-invalid",`is empty; \`${i.parentRun}\` reads the parent run\u2019s records with it, and it needs \
\`actions: read\` (default: \${{ github.token }})`,{where:i.githubToken});let o=X(t,"GITHUB_REPOSITORY"),[s,u]=o.split("\
/");if(!s||!u)throw new f("runner-env-invalid",`GITHUB_REPOSITORY is ${JSON.stringify(o)}, not owner/name`);return async a=>{
if(!he.test(a))throw new f("run-unknown",`${JSON.stringify(a)} is not a GitHub workflow run id`);return new Fe({tempDir:n,
reporter:r,findBy:{token:e,workflowRunId:Number(a),repositoryOwner:s,repositoryName:u}})}}function Gn(t){for(let e of t)
for(let n of e.split(/\r?\n/))n.trim().length>=4&&Be(n)}async function Mn(t,e,n){let[{findRunWorkflow:r},{readJobGraph:o}]=await Promise.
all([import("./workflow-file-4KN4QHSK.js"),import("./upstream-stages-ITTT7NTI.js")]),s=await r(t),u=l=>(n.info(`upstream stage\
s: from the needs input and their records (${l})`),{unread:l});if(s.kind==="unavailable")return u(s.reason);let a=o(s.file.
text);return a?a.jobs.some(l=>l.id===e)?(n.info(`upstream stages: the jobs ${e} needs in ${s.file.path}`),{graph:a}):u(`${s.
file.path} has no job ${e}`):u(`${s.file.path} is not a workflow`)}async function Bn(t,e,n,r,o){let s=[];if(n.template){
let{templateAnalysis:p}=await import("./render-prompt-YWDAPU4C.js");try{s=p(n.template.text).references.filter(y=>y.kind===
"stage").map(y=>y.stage)}catch{}}let{recordIsFromJob:u,upstreamStagesOf:a}=await import("./upstream-stages-ITTT7NTI.js"),l=[
...new Set((await r.list()).map(p=>p.stage))],c=a({graph:t,job:e,recorded:l,referenced:s});return(await Promise.all(c.map(
async p=>{if(!l.includes(p.stage))return p;let y=await r.get(p.stage);if(!y||u(t,p.job,y.record.job))return p;o.info(`st\
age ${p.stage}: its record is from job ${y.record.job}, not upstream job ${p.job}; left out`)}))).filter(p=>p!==void 0)}var Zt=class{#e;#t;#n;constructor(e){this.#e=e}get pending(){return this.#t}get failed(){return this.#n}async put(e){this.#t=
e,this.#n=void 0;try{return await this.#e.put(e)}catch(n){throw this.#n=e,n}finally{this.#t=void 0}}get(e){return this.#e.
get(e)}getAttempt(e,n,r){return this.#e.getAttempt(e,n,r)}list(){return this.#e.list()}};export{Pt as a,Lr as b,Cr as c,We as d,fo as e,Jt as f,Ge as g,wr as h,Ce as i,wt as j,Zn as k,ar as l,ur as m,lr as n,cr as o,
pr as p,Or as q,vr as r,Ir as s,Tr as t,ro as u,Wt as v,Gt as w,_n as x,Mo as y,Gn as z,Zt as A};

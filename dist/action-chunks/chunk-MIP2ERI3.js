import{c as $t}from"./chunk-NTHMEBCW.js";import{A as _e,B as Fe,C as bt,D as kt,E as Z,F as xt,H as Rt,a as pe,b as ce,
k as St,r as Ue,s as Y,t as me,u as ge,v as wt,w as yt}from"./chunk-2OR5XJY6.js";import{a as pt}from"./chunk-3HPCDPVJ.js";
import{b as je,c as ct,h as dt}from"./chunk-DLKBY6P2.js";import{a as at,b as ut,c as lt}from"./chunk-NKOV2BXL.js";
import{a as de}from"./chunk-R2LRCHEZ.js";import{b as ht}from"./chunk-JQ5KAX5F.js";import{a as fe,f as mt,g as gt}from"./chunk-RTHOTUUE.js";
import{a as ft}from"./chunk-BVHP7STO.js";import{B as ue,I as le,c as Ie,d as Te,e as ve,f as ot,g as K,j as S,k as G,
l as M,m as Pe,n as Ae,o as L,q as B,t as st,u as ie,v as Ne,w as ae,x as j,y as P,z as it}from"./chunk-Y5UFHVV6.js";
import{b as qe,d,e as re}from"./chunk-O7UU6C5Q.js";import{a as Xe}from"./chunk-PO5EA42V.js";import{F as tt,G as nt,
H as se,J as q,N as rt,O as Oe,b as Ze,g as V,m as Qe,o as O,p as W,s as i,t as g,x as X,y as oe,z as et}from"./chunk-4B6R3SWB.js";
import{e as Ke,f as Ye}from"./chunk-VLLWXIM2.js";import{h as Je,i as Ve}from"./chunk-DHIUKFLR.js";import{d as D}from"./chunk-A64LSPLL.js";var or=Oe.stage;function ze(t,e){let n=Oe[t];return Object.fromEntries(Object.entries(e).filter(([r])=>n.includes(r)))}function Et(t,e,n={}){
let r=t.problems.some(o=>o.code===oe.nextUnknownStage);return{[g.status]:t.status,[g.next]:e?.next&&!r?e.next.stage:"",[g.
present]:t.present?"true":"false",[g.data]:JSON.stringify(e?.data??{}),[g.sha256]:t.digests.handoff??"",[g.artifactId]:n.
artifactId??"",[g.promptPath]:n.promptPath??"",[g.handoffPath]:n.handoffPath??""}}function He(){return{[g.status]:"failu\
re",[g.next]:"",[g.present]:"false",[g.data]:"{}",[g.sha256]:"",[g.artifactId]:"",[g.promptPath]:"",[g.handoffPath]:""}}var ln=new Set(Object.values(et));function Ot(t){return t.problems.filter(e=>e.severity==="warning"&&!ln.has(e.code))}function lr(t){
return t==="completed"}var pr="baton: the command could not start: ";async function yr(t,e,n,r,o){Y(ze(t,n));let s=e.record.stage;for(let u of Ot(e.record))o.warning(u.message,u.path==="$"?
`stage ${s}`:`stage ${s} ${u.path}`);let a=Ue({record:e.record,handoff:e.handoff,artifactName:Tt(e.record),secrets:r.secrets,
serverUrl:r.serverUrl});await me(a,r.secrets)}function Tt(t){return ge(t.stage,t.attempt,t.run.attempt)}async function vt(t,e,n,r){
Y(ze(t,{...Et(e.record,e.handoff),[g.present]:"false",[g.sha256]:""})),await me(Ue({record:e.record,handoff:e.handoff,notStored:n,
secrets:r.secrets,serverUrl:r.serverUrl}),r.secrets)}function br(t){let e=new Set(Object.values(tt)),n={};for(let[r,o]of Object.
entries(t))o!==void 0&&(r.startsWith("INPUT_")||r.startsWith("STATE_")||e.has(r)||Object.values(Ze).includes(r)||(n[r]=o));
return n}function kr(t){return{secrets:[],serverUrl:t.GITHUB_SERVER_URL,settled:!1}}async function $r(t,e,n){if(t.settled)
return;t.settled=!0;let r=t.store?.failed;r?await vt(n.action,r,e instanceof Error?e.message:String(e),t):n.refusedOutputs&&
Y(He())}async function xr(t,e,n){let r=t.store?.pending,o=r?`the record of attempt ${r.record.attempt} was not stored: ${It(
r)}`:n.unfinished,s=`${t.stage===void 0?"":`stage ${t.stage}: `}${yt(e)}; ${o}`;return t.settled||(t.settled=!0,r?await vt(
n.action,r,It(r),t):n.refusedOutputs&&(Y(He()),t.stage!==void 0&&await me(`### \u274C baton stage \`${t.stage}\`

${s}
`,t.secrets))),s}function It(t){return`artifact ${Tt(t.record)} could not be uploaded in the ${wt.deadline/1e3} s a stop\
ped step has before the runner ends it`}function Q(t){let e=t.filter(r=>/^[A-Za-z_][A-Za-z0-9_]{0,99}$/.test(r)),n=t.length-e.length;return[...e,...n>0?[`${n} m\
ore`]:[]].join(", ")}function Pt(t,e){return e(St(t))}async function Nr(t,e,n){let r=e.problems.map(c=>At(c,t)),o=cn(e.outcome,t),s=(c,U)=>{let h=Ce(c,t.redact,U);return r.push(
...h.problems),h.text},a=s(e.prompt,"prompt.md"),u=e.agent?s(e.agent.output,"agent.log"):void 0,l=t.agent?.kind==="comma\
nd"?s(t.agent.command,"agent.command"):null,f=e.verify?{...e.verify,command:s(e.verify.command,"verify.command")}:null,m=e.
agent?.startedAt??e.startedAt,p=e.agent?.finishedAt??e.finishedAt,b=e.outcome.reason!=="completed",A=pn(e.usage,r),I=c=>n.
workspace.sha256(c),T={schema:Qe.record,stage:t.stage,job:t.job,matrix:t.matrix,attempt:e.attempt,repair:e.repair,hop:e.
hop,run:t.run,agent:{command:l,preset:t.agent?.kind==="preset"?t.agent.preset:null,exit_code:e.agent?.exitCode??null,started_at:m.
toISOString(),finished_at:p.toISOString(),duration_ms:Math.max(0,p.getTime()-m.getTime()),usage:A},verify:f,status:b?"fa\
ilure":e.handoff?.status??"success",outcome:{reason:o.reason,message:o.message},present:e.handoff!==null,digests:{handoff:e.
handoff?Pt(e.handoff,I):null,prompt:I(a)},lineage:e.lineage,...e.parent?{parent:e.parent}:{},problems:r},k=await n.store.
put({record:T,prompt:a,handoff:e.handoff,...u===void 0?{}:{log:u},...e.files&&e.files.length>0?{files:e.files}:{}});return{
record:T,ref:k,handoff:e.handoff,logged:u!==void 0,outcome:o}}function pn(t,e){if(t===null)return null;let n={};for(let[
r,o]of Object.entries(t)){let s=mt.safeParse({[r]:o});if(s.success){n[r]=o;continue}let a=s.error.issues.map(u=>u.message).
join("; ");e.push({code:oe.usageRefused,severity:"warning",path:`agent.usage.${r}`,message:`the agent\u2019s usage cannot be \
stored (${a}); ${r} is not recorded`})}return Object.keys(n).length===0?null:n}function Ce(t,e,n){let r=je(t,e);return{text:r.
text,problems:r.redactions.length===0?[]:[{code:se.problemCode,severity:"warning",path:n,message:dt(r.redactions)}]}}function Le(t,e){
return je(t,e.redact).text}function At(t,e){return{...t,path:Le(t.path,e),message:Le(t.message,e)}}function cn(t,e){if(t.
message===null)return t;let n=Le(t.message,e);return"problems"in t?{...t,message:n,problems:t.problems.map(r=>At(r,e))}:
{...t,message:n}}function he(t){let e=t.split(/\r?\n/).map(n=>n.trim()).filter(n=>n.length>0);return[...new Set(e)]}function Hr(t,e){let n=Ce(
t.prompt,e,"prompt.md");return n.problems.length===0?t:{...t,prompt:n.text,warnings:[...t.warnings,...n.problems]}}function Lr(t,e){
if(e>=t)return null;let n=`${t} ${t===1?"value":"values"} to redact`,r=e===0?`none of ${t===1?"it":"them"}`:`${e} of the\
m`;return new d("redact-not-given",`prepare was given ${n} and capture was given ${r}: give capture the same ${i.redact}\
 input as prepare. capture stores the handoff, the prompt and the job summary, and redacts only the values it is given; \
nothing was stored`,{where:i.redact})}function Cr(t){if(t.length===0)return null;let e=t.length===1;return new d("redact\
-not-given",`prepare's env held the secret${e?"":"s"} ${Q(t)} (mapped from secrets in its step's env:) and capture's doe\
s not: map ${e?"it":"them"} into capture's env: too, or into the job's env:, which every step gets, or give capture the \
value${e?"":"s"} in its ${i.redact} input. capture stores the handoff, the prompt and the job summary, and redacts only \
the values it sees; nothing was stored`,{where:i.redact})}function Dr(t){if(t.length===0)return null;let e=t.length===1;
return new d("redact-not-given",`${Q(t)}, mapped from secrets by the workflow, ${e?"was":"were"} set to another value af\
ter prepare ran, by a step between prepare and capture (through $GITHUB_ENV: the agent's step, most likely), so capture \
does not hold the value${e?"":"s"} prepare's env did and cannot redact ${e?"it":"them"}: give capture the secret${e?"":"\
s"} in its ${i.redact} input (${i.redact}: \${{ secrets.NAME }}), and run an agent you do not trust with the root action,\
 which runs it itself, without $GITHUB_ENV. capture stores the handoff, the prompt and the job summary; nothing was stor\
ed`,{where:i.redact})}var Se=/^[1-9]\d{0,19}$/;function Nt(t,e){let n=JSON.stringify(t);if(!W.test(t))return`${n} is not a stage id: a letter or _ then up to 99 letter\
s, digits, _ or -`;if(e.upstreamStages.includes(t)||e.unknown||De(t,e)!==void 0)return null;let r=fn(e),o=e.jobs.get(t),
s=o?.stages?.includes(t)??!1;if(o!==void 0&&!s&&e.upstreamJobs.includes(t)){let l=o.stages===null?`${t}-<matrix values>,\
 known when the run expands its matrix`:o.stages.join(", ");return`${n} is ${o.matrix?"the matrix job":"job"} ${t}, not \
a stage: name ${o.matrix?"its legs":"its stage"} (${l}); upstream stages: ${r}`}let a=o!==void 0&&!s?t:dn(t,e);if(a!==void 0){
let l=a===t&&!s,f="a stage needs only stages of jobs that finish before it";if(a===e.job)return`${n} is ${l?"this job":"\
a stage of this job"} itself: ${f}; upstream stages: ${r}`;let m=l?`job '${a}'`:`a stage of job '${a}'`,p=e.runsAfter(a);
return p!==null?`${n} is ${m}, which runs after job '${e.job}' (${$t(p)}): ${f}; upstream stages: ${r}`:`${n} is ${m}, w\
hich is not upstream of job '${e.job}' (add '${a}' to jobs.${e.job}.needs); upstream stages: ${r}`}let u=le(t,e.upstreamStages);
return`${n} is not a stage upstream of job '${e.job}'${u?` (did you mean ${u}?)`:""}; upstream stages: ${r}`}function De(t,e){
let n;for(let r of e.openMatrices)t.startsWith(`${r}-`)&&r.length>(n?.length??0)&&(n=r);return n}function dn(t,e){let n;
for(let[r,o]of e.jobs){if(o.stages?.includes(t))return r;o.stages===null&&o.matrix&&t.startsWith(`${r}-`)&&r.length>(n?.
length??0)&&(n=r)}return n}function fn(t){let e=[...t.upstreamStages,...t.openMatrices.map(n=>`${n}-*`)];return e.length>
0?e.join(", "):"(none)"}var we={bash:{template:"bash --noprofile --norc -eo pipefail {0}"},sh:{template:"sh -e {0}"},pwsh:{template:`pwsh -comma\
nd ". '{0}'"`},python:{template:"python {0}"}},mn=new Map([["cmd",".cmd"],["pwsh",".ps1"],["powershell",".ps1"],["bash",
".sh"],["sh",".sh"],["python",".py"]]);function jt(t){return mn.get(t.toLowerCase())??""}var gn="$ErrorActionPreference \
= 'stop'",hn="if ((Test-Path -LiteralPath variable:\\LASTEXITCODE)) { exit $LASTEXITCODE }",Sn="bash";var wn=["cmd","powershell"];var Kr=`${Object.keys(we).join(", ")}, ${wn.join(", ")} (Windows only), or a command containing {0} (e.g. "perl {0}")`;var yn=`${Object.keys(we).join(", ")}, or a command containing {0} (e.g. "perl {0}")`;function _t(t){return bn(t,yn)}function bn(t,e){
let n=(t??"").trim()||Sn;if(Object.hasOwn(we,n)){let a=we[n],[u,...l]=Ut(a.template);return{file:u,args:l,extension:jt(u)}}
if(!n.includes("{0}"))throw new d("input-invalid",`${JSON.stringify(n)} is not one of ${e}`,{where:"shell"});let r=Ut(n),
[o,...s]=r;if(o===void 0||o.includes("{0}"))throw new d("input-invalid",`${JSON.stringify(n)} must start with a program,\
 then {0} for the script`,{where:"shell"});return{file:o,args:s,extension:jt(o)}}function Yr(t,e){switch(t.file){case"pw\
sh":case"powershell":return`${gn}
${e}
${hn}`;case"cmd":return`@echo off
${e}`;default:return e.endsWith(`
`)?e:`${e}
`}}function Zr(t,e){return t.args.map(n=>n.replaceAll("{0}",e))}function Ut(t){let e=[],n="",r=!1,o=null;for(let s of t){
if(o){s===o?o=null:n+=s;continue}s==='"'||s==="'"?(o=s,r=!0):/\s/.test(s)?(r&&e.push(n),n="",r=!1):(n+=s,r=!0)}if(o)throw new d(
"input-invalid",`${JSON.stringify(t)} has an unterminated ${o} quote`,{where:"shell"});return r&&e.push(n),e}var F={attempts:{min:1,max:O.maxAttempts},maxHandoffs:{min:1,max:1e3},maxPromptTokens:{min:1,max:1e7},retentionDays:{min:1,
max:400}},kn=Ne(X.handoff),$n=Ne(X.onInvalid),xn=st("kind",[B({kind:ae("command"),command:S().check(K(1))}),B({kind:ae("\
preset"),preset:ce})]),zt=B({stage:ue,job:P(S()),matrix:j(ie(S(),Ae())),open:j(ae(!0)),place:j(it(L(G().check(M(),ot()))))}),
Rn=B({stage:ue,job:S().check(K(1)),matrix:P(ie(S(),Ae())),template:P(B({text:S(),source:S()})),upstream:L(zt),expandLineage:Pe(),
needs:L(ue),handoff:kn,onInvalid:$n,dataSchema:j(pt),agent:P(xn),shell:S(),workingDirectory:S().check(K(1)),verify:P(S()),
attempts:G().check(M(),Te(F.attempts.min),Ie(F.attempts.max)),maxHandoffs:G().check(M(),Te(F.maxHandoffs.min),Ie(F.maxHandoffs.
max)),parentRun:P(S().check(K(1))),maxPromptTokens:P(G().check(M(),ve())),retentionDays:P(G().check(M(),ve())),inputs:ie(
S(),S()),github:ht,redact:L(S()),workflowJobs:P(L(S())),workflowUnread:j(S()),madeEvent:j(S()),madeEventRun:j(S()),trustCheckout:j(
Pe()),run:gt}),En="the stage id holds the value of a secret; a stage id names directories and artifacts, which are not r\
edacted",ee={bothPrompts:`give either \`${i.prompt}\` or \`${i.promptFile}\`, not both`,noPrompt:`one of \`${i.prompt}\` \
or \`${i.promptFile}\` is required`,outputWithoutAgent:`is given without \`${i.agent}\`, here or on its prepare step: nam\
e the CLI whose output the file holds (${pe.slice(0,-1).join(", ")} or ${pe.at(-1)}), so capture can read its usage`,bothAgents:`\
give either \`${i.run}\` (a command) or \`${i.agent}\` (a preset), not both`,noAgent:`one of \`${i.run}\` (the agent's co\
mmand) or \`${i.agent}\` (a preset) is required`};function Ht(t,e){let n=[],r=x=>{let v=t[x];if(v===void 0)return null;let H=v.
trim();return H===""?null:H},o=(x,v)=>n.push({input:x,message:v}),s=(x,v,H)=>{try{return v()}catch(E){if(E instanceof d)
return o(E.where??x,E.message),H;throw E}},a=Nn(r(i.stage),e,o),u=Ft(i.handoff,r(i.handoff),X.handoff,"optional",o),l=Ft(
i.onInvalid,r(i.onInvalid),X.onInvalid,"fail",o),f=ye(i.attempts,r(i.attempts),F.attempts,1,o),m=ye(i.maxHandoffs,r(i.maxHandoffs),
F.maxHandoffs,O.defaultMaxHandoffs,o),p=e.parentRun!==void 0?e.parentRun:An(r,o),b=ye(i.maxPromptTokens,r(i.maxPromptTokens),
F.maxPromptTokens,null,o),A=ye(i.retentionDays,r(i.retentionDays),F.retentionDays,null,o),I=r(i.shell)??"bash";s(i.shell,
()=>_t(I),null);let T=Pn(i.trustCheckout,r(i.trustCheckout),o),k=r(i.workingDirectory)??".";k.includes("\0")&&o(i.workingDirectory,
"must not contain a NUL character");let c=r(i.verify),U=s(i.vars,()=>In(t[i.vars]??"",e),{}),h=s(i.dataSchema,()=>Tn(t[i.
dataSchema]??"",e),void 0),N=jn(t,r,e,o),_=Un(r,e,o),{upstream:C,needs:z,expandLineage:R}=Fn(r(i.needs),e,o),$=[...e.secrets??
[],...he(t[i.redact]??"")].filter(x=>x.length>0);if(n.length>0)throw Wt(n);return{...Rn.parse({stage:a,job:e.job,matrix:e.
matrix??null,template:N,upstream:[],expandLineage:R,needs:z,handoff:u,onInvalid:l,...h===void 0?{}:{dataSchema:h},agent:_,
shell:I,workingDirectory:k,verify:c,attempts:f,maxHandoffs:m,parentRun:p,maxPromptTokens:b,retentionDays:A,inputs:{...e.
dispatchInputs??On(e.github),...U},github:e.github,redact:[...new Set($)],workflowJobs:e.workflowJobs??null,...e.workflowJobs==
null&&e.workflowUnread!==void 0?{workflowUnread:e.workflowUnread}:{},...e.madeEvent===void 0?{}:{madeEvent:e.madeEvent},
...e.madeEvent===void 0||e.madeEventRun===void 0?{}:{madeEventRun:e.madeEventRun},...T?{trustCheckout:T}:{},run:e.run}),
upstream:Dt(C)}}function On(t){if(t.event_name!=="workflow_dispatch"&&t.event_name!=="workflow_call")return{};let e=t.event.
inputs;return e===null||typeof e!="object"||Array.isArray(e)?{}:Object.fromEntries(Object.entries(e).filter(([,n])=>["st\
ring","number","boolean"].includes(typeof n)).map(([n,r])=>[n,String(r)]))}function Lt(t){return`${JSON.stringify(t)} is\
 not one of ${pe.join(", ")}`}function Ct(t,e){let n=[],{upstream:r,expandLineage:o}=Mt(t.needs,t.job,e.upstream,(u,l)=>n.push({input:u,message:l}),e.
needs);if(n.length>0)throw Wt(n);let{workflowUnread:s,...a}=t;return{...a,upstream:Dt(r),expandLineage:o,workflowJobs:[...e.
workflowJobs]}}function Dt(t){return t.every(vn)?t:L(zt).parse(t)}function In(t,e){if(e.mode==="capture"||t.trim()==="")
return{};if(e.parseVars===void 0)throw new re("stageSpecFromInputs: a vars input needs ctx.parseVars");return e.parseVars(
t)}function Tn(t,e){if(!(e.mode==="prepare"||t.trim()==="")){if(e.parseDataSchema===void 0)throw new re("stageSpecFromIn\
puts: a data-schema input needs ctx.parseDataSchema");return e.parseDataSchema(t)}}function vn(t){let e=Object.keys(t),{
matrix:n,place:r}=t;return e.length===2+(n===void 0?0:1)+(t.open===!0?1:0)+(r===void 0?0:1)&&(r===void 0||Array.isArray(
r)&&r.every(o=>Number.isInteger(o)&&o>=0))&&e.includes("stage")&&e.includes("job")&&typeof t.stage=="string"&&W.test(t.stage)&&
(t.job===null||typeof t.job=="string")&&(n===void 0||typeof n=="object"&&n!==null&&!Array.isArray(n)&&Object.getPrototypeOf(
n)===Object.prototype)}function Wt(t){let[e]=t;return t.length===1&&e?new d("input-invalid",e.message,{where:e.input}):new d(
"input-invalid",`${t.length} inputs are invalid`,{details:t.map(n=>`${n.input}: ${n.message}`)})}function Ft(t,e,n,r,o){
return e===null?r:n.includes(e)?e:(o(t,`${JSON.stringify(e)} is not one of ${n.join(", ")}`),r)}function Pn(t,e,n){try{return kt(
t,e,!1)}catch(r){if(!(r instanceof d))throw r;return n(t,r.message),!1}}function An(t,e){let n=t(i.parentRun);return n===
null?null:Se.test(n)?n:(e(i.parentRun,`${JSON.stringify(n)} is not a workflow run id (a positive whole number, such as \$\
{{ github.run_id }} of the run that started this one)`),null)}function ye(t,e,n,r,o){if(e===null)return r;let s=/^\d{1,9}$/.
test(e)?Number(e):Number.NaN;return!Number.isInteger(s)||s<n.min||s>n.max?(o(t,`${JSON.stringify(e)} is not a whole numb\
er from ${n.min} to ${n.max}`),r):s}function Nn(t,e,n){let r=e.secrets??[];if((t!==null?[t]:Object.values(e.matrix??{}).
map(s=>typeof s=="string"?s:JSON.stringify(s)??"")).some(s=>ct(s,r)))return n(i.stage,`${En}, so ${t===null?`give one in\
 the \`${i.stage}\` input`:"choose one without it"}`),"invalid";if(t!==null&&!W.test(t))return n(i.stage,`${JSON.stringify(
t)} is not a stage id: a letter or _ then up to 99 letters, digits, _ or -`),"invalid";try{let s=t??ft(e.stageJob??e.job,
e.matrix??null);return ge(s,1),s}catch(s){if(s instanceof d){let a=t===null?`; give the stage id in the \`${i.stage}\` in\
put`:"";return n(i.stage,`${s.message}${a}`),"invalid"}throw s}}function jn(t,e,n,r){let o=t[i.prompt]?.trim()?t[i.prompt]:
null,s=e(i.promptFile);if(o!==null&&s!==null)return r(i.prompt,ee.bothPrompts),null;if(o!==null)return{text:o,source:n.promptSource??
`jobs.${n.job} ${i.prompt}`};if(s!==null){if(!n.readFile)return r(i.promptFile,"cannot be read here (no file reader was \
given)"),null;try{return{text:n.readFile(s),source:s}}catch(a){let u=a instanceof Error?a.message:String(a);return r(i.promptFile,
`cannot read ${JSON.stringify(s)}: ${u}`),null}}return n.mode!=="capture"&&r(i.prompt,ee.noPrompt+Gt([i.prompt,i.promptFile],
n)),null}function Gt(t,e){let n=[];for(let r of e.unreadInputs??[]){let o=le(r.replaceAll("_","-"),t);o!==void 0&&n.push(
`the step was given \`${r}\`, which is not an input of this action: did you mean \`${o}\`?`)}return n.map(r=>`; ${r}`).join(
"")}function Un(t,e,n){let r=t(i.run),o=t(i.agent);if(e.mode==="capture")return _n(o,t(i.agentOutput),n);if(e.mode==="pr\
epare"&&o===null)return null;if(r!==null&&o!==null)return n(i.run,ee.bothAgents),null;if(o!==null){let s=ce.safeParse(o);
return s.success?{kind:"preset",preset:s.data}:(n(i.agent,Lt(o)),null)}return r!==null?{kind:"command",command:r}:(n(i.run,
ee.noAgent+Gt([i.run,i.agent],e)),null)}function _n(t,e,n){if(e?.includes("\0")&&n(i.agentOutput,"must not contain a NUL\
 character"),t===null)return null;let r=ce.safeParse(t);return r.success?{kind:"preset",preset:r.data}:(n(i.agent,`${Lt(
t)}: name the CLI whose output \`${i.agentOutput}\` holds (claude for claude-code-action's execution_file)`),null)}function wo(t,e,n){
if(t.agent!==null||n===null)return t;if(e.agent!==void 0)return{...t,agent:{kind:"preset",preset:e.agent}};throw new d("\
input-invalid",ee.outputWithoutAgent,{where:i.agentOutput})}function yo(t){let e=(t[i.agentOutput]??"").trim();return e===""?null:e}function Fn(t,e,n){let r=[];for(let o of(t??"").
split(/[\s,]+/).filter(Boolean))W.test(o)?r.includes(o)||r.push(o):n(i.needs,`${JSON.stringify(o)} is not a stage id: a \
letter or _ then up to 99 letters, digits, _ or -`);return{...Mt(r,e.job,e.upstream,n,e.needsFacts),needs:r}}function Mt(t,e,n,r,o){
if(n===void 0)return{upstream:t.map(u=>({stage:u,job:null})),expandLineage:!0};let s=n.map(u=>u.stage),a=[];for(let u of t)
if(o!==void 0){let l=Nt(u,o);l!==null&&r(i.needs,l);let f=l===null&&!s.includes(u)?De(u,o):void 0;f!==void 0&&a.push({stage:u,
job:f,open:!0})}else s.includes(u)||r(i.needs,`${JSON.stringify(u)} is not upstream of job ${e}; upstream stages: ${s.join(
", ")||"(none)"}`);return{upstream:a.length>0?[...n,...a]:n,expandLineage:!1}}var Bt=20;async function Jt(t,e,n){let[{findRunWorkflow:r,readRepositoryWorkflow:o},{envSecretNames:s,mayBeStageWorkflowJob:a},
{stepSecretInputs:u}]=await Promise.all([import("./workflow-file-CTUSOFXQ.js"),import("./env-secret-names-QMABJYEH.js"),import("./secret-inputs-LYK6ULOK.js")]),
l=e??await r(t),f=t.GITHUB_JOB??"",m=t.GITHUB_ACTION;if(l.kind==="unavailable")return{kind:"unread",reason:l.reason};let p=new Set,
b=new Set,A=!1,I=!1,T=!1,k=!1,c=[],U=[],h=[],N=[l.file],_=new Set([l.file.path]);for(let R=N.shift();R!==void 0;R=N.shift()){
let $=s(R.text,{job:f,...m?{step:m}:{}});if(!$){if(R===l.file)return{kind:"unread",reason:`${R.path} is not a workflow`};
c.push(`${R.path} is not a workflow`);continue}if($.jobFound&&(A=!0),n!==void 0&&$.jobFound){let y=t.GITHUB_ACTION_REPOSITORY,
x={job:f,action:n,...m?{step:m}:{},...y?{repository:y}:{}};for(let v of u(R.text,x)??[])h.push({...v,file:R.path})}$.stepFound&&
(I=!0);for(let y of $.opaque)U.push(`${R.path}: ${y} is one expression that reads secrets, so the names it sets are not \
known`);for(let y of $.step)p.add(y);for(let y of $.job)b.add(y);a($,f)&&(T=!0),$.callsRemote&&(k=!0);for(let y of $.calls){
if(_.has(y))continue;if(_.add(y),_.size>Bt){c.push(`more than ${Bt} workflow files are called`);break}let x=await o(t,y);
x.kind==="found"?N.push(x.file):c.push(x.reason)}}if(!A&&!(T&&!k&&c.length===0))return{kind:"unread",reason:[`${l.file.path}\
 has no job ${f} that runs steps`,...k?["it calls a reusable workflow of another repository"]:[],...c].join("; ")};let C=I||
!k&&c.length===0?[]:[`${l.file.path} calls ${k?"a reusable workflow of another repository":"a workflow not read here"}, \
whose job ${f} may be the one this step runs in (no step of job ${f} here has this step\u2019s id)`,...c],z=[...U,...C];
return{kind:"read",names:[...p],jobNames:[...b],...n===void 0?{}:{secretInputs:h},...z.length>0?{incomplete:z.join("; ")}:
{}}}function Vt(t,e){let n=e.map(r=>t[r]??"").filter(r=>r!=="");return[...new Set(n.flatMap(r=>[r,...zn(r)]))]}function zn(t){
if(!/^\s*[[{]/.test(t))return[];let e;try{e=JSON.parse(t)}catch{return[]}let n=[],r=[e];for(let o=r.pop();o!==void 0;o=r.
pop())typeof o=="string"?o.trim().length>=se.minSecretLength&&n.push(o):o!==null&&typeof o=="object"&&r.push(...Object.values(
o).reverse());return n}function Xt(t){let e=`give it to the \`${i.redact}\` input (${i.redact}: \${{ secrets.NAME }})`;if(t.
kind==="unread")return`env secrets: the workflow's env mappings from secrets were not read (${t.reason}); to redact a se\
cret this step's env holds, ${e}`;let n=t.names.length>0?`the values of ${Q(t.names)}, mapped from secrets by the workfl\
ow, are redacted where set`:void 0;return t.incomplete===void 0?n&&`env secrets: ${n}`:`env secrets: ${n?`${n}; `:""}not\
 every mapping from secrets could be named (${t.incomplete}); to redact a secret this step's env holds${n?" that is not \
named here":""}, ${e}`}var Re=D(de(),1);var $e=D(Xe(),1),xe=D(de(),1);import{tmpdir as Gn}from"node:os";import{isAbsolute as nn,join as ne,relative as Mn,resolve as J,
sep as tn}from"node:path";var Hn=D(Xe(),1),te=D(de(),1);import{basename as Eo,dirname as Ln,join as Oo}from"node:path";function qt(t){try{return(0,te.mkdtempSync)(t)}catch(e){if(e?.code!=="ENOENT")throw e;return(0,te.mkdirSync)(Ln(t),{recursive:!0}),
(0,te.mkdtempSync)(t)}}var w=D(de(),1);function Kt(t){return t.isFile()?null:t.isSymbolicLink()?"a symbolic link":t.isDirectory()?"a directory":
t.isFIFO()?"a FIFO (named pipe)":t.isSocket()?"a socket":t.isCharacterDevice()?"a character device":t.isBlockDevice()?"a\
 block device":"not a regular file"}async function be(t,e){return Ge(t,e)}function Ge(t,e){let n=Zt(t,e);if(n.kind!=="op\
ened")return n;let{fd:r,stats:o}=n;try{let s=Cn(r,o.size,e);return s===null?{kind:"too-large",size:e+1}:{kind:"file",bytes:new Uint8Array(
s)}}finally{(0,w.closeSync)(r)}}function Cn(t,e,n){let r=Buffer.allocUnsafe(Math.min(e,n)+1),o=0;for(;;){if(o===r.length){
if(o>n)return null;let a=Buffer.allocUnsafe(Math.min(r.length*2,n+1));r.copy(a,0,0,o),r=a}let s=(0,w.readSync)(t,r,o,r.length-
o,o);if(s===0)break;o+=s}return r.subarray(0,o)}function To(t,e){let n=Zt(t,null);if(n.kind!=="opened")return n;let{fd:r,
stats:o}=n;try{let s=Math.max(0,o.size-e),a=Buffer.allocUnsafe(o.size-s),u=0;for(;u<a.length;){let l=(0,w.readSync)(r,a,
u,a.length-u,s+u);if(l===0)break;u+=l}return{kind:"file",bytes:new Uint8Array(a.subarray(0,u)),size:o.size}}finally{(0,w.closeSync)(
r)}}function Zt(t,e){let n;try{n=(0,w.lstatSync)(t)}catch(l){if(Yt(l))return{kind:"missing"};throw l}let r=Kt(n);if(r!==
null)return{kind:"not-regular",what:r};if(e!==null&&n.size>e)return{kind:"too-large",size:n.size};let o;try{o=(0,w.openSync)(
t,w.constants.O_RDONLY|(w.constants.O_NOFOLLOW??0)|(w.constants.O_NONBLOCK??0))}catch(l){if(We(l)==="ELOOP"||We(l)==="EM\
LINK")return{kind:"not-regular",what:"a symbolic link"};if(Yt(l))return{kind:"missing"};throw l}let s;try{s=(0,w.fstatSync)(
o)}catch(l){throw(0,w.closeSync)(o),l}let a=Kt(s),u=a!==null?a:s.ino!==n.ino||s.dev!==n.dev?"a file that was replaced wh\
ile being opened":null;return u===null?{kind:"opened",fd:o,stats:s}:((0,w.closeSync)(o),{kind:"not-regular",what:u})}function We(t){
let e=t?.code;return typeof e=="string"?e:void 0}function Yt(t){let e=We(t);return e==="ENOENT"||e==="ENOTDIR"}var Dn=t=>({kind:"invalid",problems:[at("$",`is ${t}; a handoff must be a regular file (links are never followed)`)]});async function Qt(t){
let e;try{e=await be(t,O.handoffFileBytes)}catch(n){throw Wn(t,n)}switch(e.kind){case"missing":return{kind:"missing"};case"\
not-regular":return Dn(e.what);case"too-large":return{kind:"invalid",problems:[ut(e.size)]};case"file":return lt(e.bytes)}}
function Wn(t,e){let n=e.code,r=n==="EACCES"||n==="EPERM"?"permission denied":n??String(e);return new d("handoff-unreada\
ble",`cannot read the handoff: ${r}`,{where:t,cause:e})}function en(t){return{where:`the temp dir ${fe(t)}`,makeRoom:"make room on its disk"}}function Me(t,e,n,r,o={}){let s=r?.
code,a=s==="ENOSPC"||s==="EDQUOT";return new d("temp-write-failed",`${n} could not be ${o.made?"made":"written"} in ${t.
where}: ${fe(qe(r,t.fewerJobs))}${a?`; ${t.makeRoom}`:""}`,{where:fe(e),cause:r})}var ke=class{#e;#t;#n;#r;#o;constructor(e){this.#e=J(e.root),this.#t=J(e.tempDir??Gn()),this.#n=e.privateTempDir??!1,this.#r=
e.tempPlace??en(this.#t),this.#o=e.now??(()=>new Date)}async attemptPaths(e,n){if(this.#n){let s=ne(this.#t,`${e}-${n}-${(0,$e.randomBytes)(
12).toString("hex")}`);return{promptPath:`${s}.${V.prompt}`,handoffPath:`${s}.${V.handoff}`}}let r=ne(this.#t,`baton-${e}\
-${n}-`),o;try{o=qt(r)}catch(s){throw Me(this.#r,`${r}XXXXXX`,"the attempt's directory",s,{made:!0})}return{promptPath:ne(
o,V.prompt),handoffPath:ne(o,V.handoff)}}async writePrompt(e,n){try{(0,xe.writeFileSync)(e,n,{flag:"wx",mode:384})}catch(r){
throw Me(this.#r,e,"the stage's prompt",r)}}readHandoff(e){return Qt(e)}resolveDirectory(e){return J(this.#e,e)}async readArtifact(e,n,r){
let o=a=>({kind:"refused",reason:a}),s=J(this.resolveDirectory(e),...n.split("/"));try{let a=rn(this.#e,s);if(a!==null)return o(
a);let u=await be(s,r);switch(u.kind){case"file":return u;case"missing":return o("does not exist");case"not-regular":return o(
`is ${u.what}; only regular files are kept, and links are never followed`);case"too-large":return o(`is ${u.size} bytes,\
 more than the ${r} bytes left of the ${O.artifactBytes}-byte limit for one record's artifacts`)}}catch(a){let u=a?.code;
return o(`cannot be read (${typeof u=="string"?u:String(a)})`)}}now(){return this.#o()}sha256(e){return(0,$e.createHash)(
"sha256").update(e,"utf8").digest("hex")}};function rn(t,e){let n=Mn(t,e);if(n===""||n===".."||n.startsWith(`..${tn}`)||
nn(n))return`is outside the workspace (${t})`;let r=n.split(tn);for(let o=1;o<r.length;o++){let s=r.slice(0,o).join("/"),
a;try{a=(0,xe.lstatSync)(ne(t,s))}catch(u){if(Bn(u))return"does not exist";throw u}if(a.isSymbolicLink())return`is under\
 ${s}, a symbolic link; links are never followed`;if(!a.isDirectory())return`does not exist (${s} is not a directory)`}return null}
function on(t,e,n){if(nn(e))throw new Error("must be a path inside the workspace");let r=J(t,e),o=rn(J(t),r);if(o!==null)
throw new Error(o);let s=Ge(r,n);switch(s.kind){case"file":{let a=Ye(s.bytes);if(a.kind==="text")return a.text;throw new Error(
a.kind==="utf-16"?`${a.problem}; ${Ke}`:a.problem)}case"missing":throw new Error("does not exist");case"not-regular":throw new Error(
`is ${s.what}; only regular files are read, and links are never followed`);case"too-large":throw new Error(`is ${s.size}\
 bytes, more than the ${n}-byte limit`)}}function Bn(t){let e=t?.code;return e==="ENOENT"||e==="ENOTDIR"}function sn(t){let e=[];for(let n of t)for(let r of n.split(/\r?\n/))r.trim().length>=4&&e.push(r);return e}function Jn(){let t={};for(let e of[...Object.values(i),...Object.values(q)])t[e]=Ve(e,{trimWhitespace:!1});return t}function Vn(t,e){
let n=new Set(rt[e].map(Xn));return Object.keys(t).filter(r=>r.startsWith(Be)&&!n.has(r)&&t[r]!==void 0).map(r=>r.slice(
Be.length).toLowerCase()).filter(r=>/^[a-z0-9_-]{1,100}$/.test(r)).sort()}var Be="INPUT_";function Xn(t){return`${Be}${t.
replace(/ /g,"_").toUpperCase()}`}function qn(t){let e=t.trim();if(e===""||e==="null"||e==="{}")return null;let n;try{n=
JSON.parse(e)}catch{throw new d("input-invalid","is not JSON; leave this input unset (it defaults to the job\u2019s matrix)",
{where:q.matrix})}if(n===null||typeof n!="object"||Array.isArray(n))throw new d("input-invalid","must be a JSON object; \
leave this input unset (it defaults to the job\u2019s matrix)",{where:q.matrix});return Object.keys(n).length===0?null:n}
var an=O.eventBytes;function Kn(t,e){let n=t.GITHUB_EVENT_PATH;if(!n)return{};try{if((0,Re.statSync)(n).size>an)return e.
warning(`the event payload is larger than ${an} bytes; templates see github.event as {}`),{};let r=JSON.parse((0,Re.readFileSync)(
n,"utf8"));return r!==null&&typeof r=="object"&&!Array.isArray(r)?r:{}}catch(r){return e.warning(`cannot read the event \
payload: ${r instanceof Error?r.message:String(r)}`),{}}}function Yn(t,e){return{repository:t.GITHUB_REPOSITORY??"",ref:t.
GITHUB_REF??"",sha:t.GITHUB_SHA??"",run_id:t.GITHUB_RUN_ID??"",actor:t.GITHUB_ACTOR??"",event_name:t.GITHUB_EVENT_NAME??
"",event:Kn(t,e)}}function Zn(t){return{id:t.GITHUB_RUN_ID??"",attempt:xt(t),workflow:t.GITHUB_WORKFLOW??"",repository:t.
GITHUB_REPOSITORY??"",event_name:t.GITHUB_EVENT_NAME??"",sha:t.GITHUB_SHA??"",ref:t.GITHUB_REF??""}}async function as(t,e,n={}){
let r=new bt,o={...n.inputs??Jn()};n.stage!==void 0&&(o[i.stage]??"").trim()===""&&(o[i.stage]=n.stage);let s=Z(e,"GITHU\
B_WORKSPACE"),a=Z(e,"RUNNER_TEMP"),u=Z(e,"GITHUB_JOB"),l=(o[i.githubToken]??"").trim(),f=t==="capture"?void 0:await(await import("./workflow-file-CTUSOFXQ.js")).
findRunWorkflow(e),m=f===void 0?void 0:await Jt(e,f,t),[p,...b]=m?.kind==="read"&&m.secretInputs||[];if(p){let{secretInputMessage:E}=await import("./secret-inputs-LYK6ULOK.js");
throw new d(nt.actionInputSecret,E(p),{where:`${p.file}: ${p.step}`,details:b.map(Ee=>`${Ee.file}: ${Ee.step}: ${E(Ee)}`)})}
let A=m&&Xt(m);A&&r.info(A);let I=m?.kind==="read"?Vt(e,m.names):[],T=[...Rt(e,l),...I],k=(o[i.promptFile]??"").trim(),c=t===
"capture"||k===""?void 0:await(await import("./run-commit-file-KOJFC3BZ.js")).readAtRunCommit(e,s,k,O.templateBytes);c?.kind===
"checkout"&&c.note&&r.info(`${i.promptFile}: ${k}: ${c.note}`),c?.kind==="read"&&r.info(`${i.promptFile}: ${k} is read a\
t ${c.sha.slice(0,12)}, the commit this run is for, not from the checkout (at ${c.head.slice(0,12)})`);let U={mode:t,job:u,
matrix:qn(o[q.matrix]??""),github:Yn(e,r),run:Zn(e),secrets:T,readFile:E=>{if(E!==k||c===void 0||c.kind==="checkout")return on(
s,E,O.templateBytes);if(c.kind==="refused")throw new Error(c.reason);return c.text},...t==="capture"?{}:{parseVars:(await import("./vars-S26WC6BM.js")).
parseVars},...t!=="prepare"&&(o[i.dataSchema]??"").trim()!==""?{parseDataSchema:(await import("./data-schema-text-ZF4FVUAD.js")).
parseDataSchemaText}:{},unreadInputs:Vn(e,t)},h=Ht(o,U);er(h.redact);let N=new Fe({tempDir:a,reporter:r,...h.retentionDays===
null?{}:{retentionDays:h.retentionDays},..._e(e)}),_=new ke({root:s,tempDir:a}),C=t!=="capture"&&h.parentRun!==null?Qn(e,
l,a,r):void 0,z=he(o[i.redact]??"");if(t==="capture")return{spec:h,store:N,workspace:_,reporter:r,secrets:h.redact,redactInput:z,
openRun:C};let R={store:N,workspace:_,reporter:r,redactInput:z,openRun:C,envSecrets:m},$=await tr(f,u,r);if("unread"in $){
let E={...h,workflowUnread:$.unread};return{...R,spec:E,secrets:h.redact}}let y=$.graph,x=await nr(y,u,h,N,r),{needsInputFactsOf:v}=await import("./upstream-stages-ULWSMFW4.js"),
H=Ct(h,{upstream:x,workflowJobs:y.jobs.map(E=>E.id),needs:v(y,u,x)});return{...R,spec:H,secrets:H.redact}}function Qn(t,e,n,r){
if(e==="")throw new d("input-invalid",`is empty; \`${i.parentRun}\` reads the parent run\u2019s records with it, and it needs \
\`actions: read\` (default: \${{ github.token }})`,{where:i.githubToken});let o=Z(t,"GITHUB_REPOSITORY"),[s,a]=o.split("\
/");if(!s||!a)throw new d("runner-env-invalid",`GITHUB_REPOSITORY is ${JSON.stringify(o)}, not owner/name`);return async u=>{
if(!Se.test(u))throw new d("run-unknown",`${JSON.stringify(u)} is not a GitHub workflow run id`);return new Fe({tempDir:n,
reporter:r,findBy:{token:e,workflowRunId:Number(u),repositoryOwner:s,repositoryName:a},..._e(t)})}}function er(t){for(let e of sn(
t))Je(e)}async function tr(t,e,n){let{readJobGraph:r}=await import("./upstream-stages-ULWSMFW4.js"),o=a=>(n.info(`upstream s\
tages: from the needs input and their records (${a})`),{unread:a});if(t.kind==="unavailable")return o(t.reason);let s=r(
t.file.text);return s?s.jobs.some(a=>a.id===e)?(n.info(`upstream stages: the jobs ${e} needs in ${t.file.path}`),{graph:s}):
o(`${t.file.path} has no job ${e}`):o(`${t.file.path} is not a workflow`)}async function nr(t,e,n,r,o){let s=[];if(n.template){
let{templateAnalysis:p}=await import("./render-prompt-CCJFPTSQ.js");try{s=p(n.template.text).references.filter(b=>b.kind===
"stage").map(b=>b.stage)}catch{}}let{recordIsFromJob:a,upstreamStagesOf:u}=await import("./upstream-stages-ULWSMFW4.js"),l=[
...new Set((await r.list()).map(p=>p.stage))],f=u({graph:t,job:e,recorded:l,referenced:s});return(await Promise.all(f.map(
async p=>{if(!l.includes(p.stage))return p;let b=await r.get(p.stage);if(!b||a(t,p.job,b.record.job))return p;o.info(`st\
age ${p.stage}: its record is from job ${b.record.job}, not upstream job ${p.job}; left out`)}))).filter(p=>p!==void 0)}var un=class{#e;#t;#n;constructor(e){this.#e=e}get pending(){return this.#t}get failed(){return this.#n}async put(e){this.#t=
e,this.#n=void 0;try{return await this.#e.put(e)}catch(n){throw this.#n=e,n}finally{this.#t=void 0}}get(e){return this.#e.
get(e)}getAttempt(e,n,r){return this.#e.getAttempt(e,n,r)}list(){return this.#e.list()}};export{_t as a,Yr as b,Zr as c,Ge as d,To as e,en as f,Me as g,Nr as h,Ce as i,Et as j,lr as k,pr as l,yr as m,br as n,kr as o,
$r as p,xr as q,Hr as r,Lr as s,Cr as t,Dr as u,wo as v,yo as w,Vt as x,Xt as y,Jn as z,as as A,er as B,un as C};

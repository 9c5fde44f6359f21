import{c as gt}from"./chunk-NTHMEBCW.js";import{A as ft,D as Pe,E as mt,F as B,H as ht,a as tt,b as ve,h as se,i as lt,
v as Ie,w as J,x as ie,y as ae,z as dt}from"./chunk-EVRHLDNW.js";import{a as nt,b as rt,c as ot,g as Te,h as st,m as it}from"./chunk-UUOHZP4E.js";
import{a as ne}from"./chunk-R2LRCHEZ.js";import{b as pt}from"./chunk-I7QCRMXV.js";import{d as at,e as ut}from"./chunk-PC76UP6Y.js";
import{I as oe,M as ct,a as ke,b as xe,c as $e,d as Ze,e as M,h as g,i as _,j as F,k as Re,l as Ee,m as P,o as z,r as Qe,
s as ee,t as Oe,u as te,v,w as E,x as et,z as re}from"./chunk-M25A2ATV.js";import{a as We}from"./chunk-PO5EA42V.js";
import{b as Ge,d,e as ye}from"./chunk-O7UU6C5Q.js";import{C as W,D as Q,E as Xe,I as qe,J as Ke,L as G,O as Ye,P as we,
f as Me,g as Je,h as Be,l as D,r as Ve,t as O,u as U,x as i,y as m}from"./chunk-RQDO2VNO.js";import{h as Ce,i as De}from"./chunk-DHIUKFLR.js";
import{d as N}from"./chunk-A64LSPLL.js";var Mn=we.stage;function Ae(t,e){let n=we[t];return Object.fromEntries(Object.entries(e).filter(([r])=>n.includes(r)))}function St(t,e,n={}){
let r=t.problems.some(o=>o.code===Q.nextUnknownStage);return{[m.status]:t.status,[m.next]:e?.next&&!r?e.next.stage:"",[m.
present]:t.present?"true":"false",[m.data]:JSON.stringify(e?.data??{}),[m.sha256]:t.digests.handoff??"",[m.artifactId]:n.
artifactId??"",[m.promptPath]:n.promptPath??"",[m.handoffPath]:n.handoffPath??""}}function je(){return{[m.status]:"failu\
re",[m.next]:"",[m.present]:"false",[m.data]:"{}",[m.sha256]:"",[m.artifactId]:"",[m.promptPath]:"",[m.handoffPath]:""}}var Yt=new Set(Object.values(Xe));function bt(t){return t.problems.filter(e=>e.severity==="warning"&&!Yt.has(e.code))}var qn="baton: the command could not start: ";async function or(t,e,n,r,o){J(Ae(t,n));let s=e.record.stage;for(let a of bt(e.record))o.warning(a.message,a.path==="$"?
`stage ${s}`:`stage ${s} ${a.path}`);let u=Ie({record:e.record,handoff:e.handoff,artifactName:wt(e.record),secrets:r.secrets,
serverUrl:r.serverUrl});await ie(u,r.secrets)}function wt(t){return ae(t.stage,t.attempt,t.run.attempt)}async function kt(t,e,n,r){
J(Ae(t,{...St(e.record,e.handoff),[m.present]:"false",[m.sha256]:""})),await ie(Ie({record:e.record,handoff:e.handoff,notStored:n,
secrets:r.secrets,serverUrl:r.serverUrl}),r.secrets)}function sr(t){let e=new Set(Object.values(qe)),n={};for(let[r,o]of Object.
entries(t))o!==void 0&&(r.startsWith("INPUT_")||r.startsWith("STATE_")||e.has(r)||Object.values(Be).includes(r)||(n[r]=o));
return n}function ir(t){return{secrets:[],serverUrl:t.GITHUB_SERVER_URL,settled:!1}}async function ar(t,e,n){if(t.settled)
return;t.settled=!0;let r=t.store?.failed;r?await kt(n.action,r,e instanceof Error?e.message:String(e),t):n.refusedOutputs&&
J(je())}async function ur(t,e,n){let r=t.store?.pending,o=r?`the record of attempt ${r.record.attempt} was not stored: ${yt(
r)}`:n.unfinished,s=`${t.stage===void 0?"":`stage ${t.stage}: `}${ft(e)}; ${o}`;return t.settled||(t.settled=!0,r?await kt(
n.action,r,yt(r),t):n.refusedOutputs&&(J(je()),t.stage!==void 0&&await ie(`### \u274C baton stage \`${t.stage}\`

${s}
`,t.secrets))),s}function yt(t){return`artifact ${wt(t.record)} could not be uploaded in the ${dt.deadline/1e3} s a stop\
ped step has before the runner ends it`}function xt(t,e){return e(lt(t))}async function hr(t,e,n){let r=e.problems.map(h=>$t(h,t)),o=Qt(e.outcome,t),s=(h,w)=>{let R=Ue(h,t.redact,w);return r.push(
...R.problems),R.text},u=s(e.prompt,"prompt.md"),a=e.agent?s(e.agent.output,"agent.log"):void 0,l=t.agent?.kind==="comma\
nd"?s(t.agent.command,"agent.command"):null,p=e.verify?{...e.verify,command:s(e.verify.command,"verify.command")}:null,S=e.
agent?.startedAt??e.startedAt,c=e.agent?.finishedAt??e.finishedAt,b=e.outcome.reason!=="completed",$=Zt(e.usage,r),f=h=>n.
workspace.sha256(h),x={schema:Ve.record,stage:t.stage,job:t.job,matrix:t.matrix,attempt:e.attempt,repair:e.repair,hop:e.
hop,run:t.run,agent:{command:l,preset:t.agent?.kind==="preset"?t.agent.preset:null,exit_code:e.agent?.exitCode??null,started_at:S.
toISOString(),finished_at:c.toISOString(),duration_ms:Math.max(0,c.getTime()-S.getTime()),usage:$},verify:p,status:b?"fa\
ilure":e.handoff?.status??"success",outcome:{reason:o.reason,message:o.message},present:e.handoff!==null,digests:{handoff:e.
handoff?xt(e.handoff,f):null,prompt:f(u)},lineage:e.lineage,...e.parent?{parent:e.parent}:{},problems:r},y=await n.store.
put({record:x,prompt:u,handoff:e.handoff,...a===void 0?{}:{log:a},...e.files&&e.files.length>0?{files:e.files}:{}});return{
record:x,ref:y,handoff:e.handoff,outcome:o}}function Zt(t,e){if(t===null)return null;let n={};for(let[r,o]of Object.entries(
t)){let s=at.safeParse({[r]:o});if(s.success){n[r]=o;continue}let u=s.error.issues.map(a=>a.message).join("; ");e.push({
code:Q.usageRefused,severity:"warning",path:`agent.usage.${r}`,message:`the agent\u2019s usage cannot be stored (${u}); ${r}\
 is not recorded`})}return Object.keys(n).length===0?null:n}function Ue(t,e,n){let r=Te(t,e);return{text:r.text,problems:r.
redactions.length===0?[]:[{code:Ke.problemCode,severity:"warning",path:n,message:it(r.redactions)}]}}function Ne(t,e){return Te(
t,e.redact).text}function $t(t,e){return{...t,path:Ne(t.path,e),message:Ne(t.message,e)}}function Qt(t,e){if(t.message===
null)return t;let n=Ne(t.message,e);return"problems"in t?{...t,message:n,problems:t.problems.map(r=>$t(r,e))}:{...t,message:n}}function ue(t){let e=t.split(/\r?\n/).map(n=>n.trim()).filter(n=>n.length>0);return[...new Set(e)]}function kr(t,e){let n=Ue(
t.prompt,e,"prompt.md");return n.problems.length===0?t:{...t,prompt:n.text,warnings:[...t.warnings,...n.problems]}}function xr(t,e){
if(e>=t)return null;let n=`${t} ${t===1?"value":"values"} to redact`,r=e===0?`none of ${t===1?"it":"them"}`:`${e} of the\
m`;return new d("redact-not-given",`prepare was given ${n} and capture was given ${r}: give capture the same ${i.redact}\
 input as prepare. capture stores the handoff, the prompt and the job summary, and redacts only the values it is given; \
nothing was stored`,{where:i.redact})}function $r(t){if(t.length===0)return null;let e=t.filter(s=>/^[A-Za-z_][A-Za-z0-9_]{0,99}$/.
test(s)),n=t.length-e.length,r=[...e,...n>0?[`${n} more`]:[]].join(", "),o=t.length===1;return new d("redact-not-given",
`prepare's env held the secret${o?"":"s"} ${r} (mapped from secrets in its step's env:) and capture's does not: map ${o?
"it":"them"} into capture's env: too, or into the job's env:, which every step gets, or give capture the value${o?"":"s"}\
 in its ${i.redact} input. capture stores the handoff, the prompt and the job summary, and redacts only the values it se\
es; nothing was stored`,{where:i.redact})}var Rt=20;async function Et(t){let[{findRunWorkflow:e,readRepositoryWorkflow:n},{envSecretNames:r,mayBeStageWorkflowJob:o}]=await Promise.
all([import("./workflow-file-5MKEY5MY.js"),import("./env-secret-names-FIZ3LFQM.js")]),s=t.GITHUB_JOB??"",u=t.GITHUB_ACTION,a=await e(
t);if(a.kind==="unavailable")return{kind:"unread",reason:a.reason};let l=new Set,p=new Set,S=!1,c=!1,b=!1,$=[],f=[a.file],
x=new Set([a.file.path]);for(let y=f.shift();y!==void 0;y=f.shift()){let h=r(y.text,{job:s,...u?{step:u}:{}});if(!h){if(y===
a.file)return{kind:"unread",reason:`${y.path} is not a workflow`};$.push(`${y.path} is not a workflow`);continue}h.jobFound&&
(S=!0);for(let w of h.step)l.add(w);for(let w of h.job)p.add(w);o(h,s)&&(c=!0),h.callsRemote&&(b=!0);for(let w of h.calls){
if(x.has(w))continue;if(x.add(w),x.size>Rt){$.push(`more than ${Rt} workflow files are called`);break}let R=await n(t,w);
R.kind==="found"?f.push(R.file):$.push(R.reason)}}return!S&&!(c&&!b&&$.length===0)?{kind:"unread",reason:[`${a.file.path}\
 has no job ${s} that runs steps`,...b?["it calls a reusable workflow of another repository"]:[],...$].join("; ")}:{kind:"\
read",names:[...l],jobNames:[...p]}}function Ot(t,e){return e.map(n=>t[n]??"").filter(n=>n!=="")}function vt(t){if(t.kind===
"unread")return`env secrets: the workflow's env mappings from secrets were not read (${t.reason}); to redact a secret th\
is step's env holds, give it to the \`${i.redact}\` input (${i.redact}: \${{ secrets.NAME }})`;if(t.names.length===0)return;
let e=t.names.filter(o=>/^[A-Za-z_][A-Za-z0-9_]{0,99}$/.test(o)),n=t.names.length-e.length;return`env secrets: the value\
s of ${[...e,...n>0?[`${n} more`]:[]].join(", ")}, mapped from secrets by the workflow, are redacted where set`}var Se=N(ne(),1);var pe=N(We(),1),de=N(ne(),1);import{tmpdir as on}from"node:os";import{isAbsolute as Ut,join as X,relative as sn,resolve as H,
sep as Nt}from"node:path";var en=N(We(),1),V=N(ne(),1);import{basename as Tr,dirname as tn,join as Ir}from"node:path";function Tt(t){try{return(0,V.mkdtempSync)(t)}catch(e){if(e?.code!=="ENOENT")throw e;return(0,V.mkdirSync)(tn(t),{recursive:!0}),
(0,V.mkdtempSync)(t)}}var k=N(ne(),1);function It(t){return t.isFile()?null:t.isSymbolicLink()?"a symbolic link":t.isDirectory()?"a directory":
t.isFIFO()?"a FIFO (named pipe)":t.isSocket()?"a socket":t.isCharacterDevice()?"a character device":t.isBlockDevice()?"a\
 block device":"not a regular file"}async function le(t,e){return Fe(t,e)}function Fe(t,e){let n;try{n=(0,k.lstatSync)(t)}catch(s){
if(Pt(s))return{kind:"missing"};throw s}let r=It(n);if(r!==null)return{kind:"not-regular",what:r};if(n.size>e)return{kind:"\
too-large",size:n.size};let o;try{o=(0,k.openSync)(t,k.constants.O_RDONLY|(k.constants.O_NOFOLLOW??0)|(k.constants.O_NONBLOCK??
0))}catch(s){if(_e(s)==="ELOOP"||_e(s)==="EMLINK")return{kind:"not-regular",what:"a symbolic link"};if(Pt(s))return{kind:"\
missing"};throw s}try{let s=(0,k.fstatSync)(o),u=It(s);if(u!==null)return{kind:"not-regular",what:u};if(s.ino!==n.ino||s.
dev!==n.dev)return{kind:"not-regular",what:"a file that was replaced while being opened"};let a=Buffer.allocUnsafe(Math.
min(s.size,e)+1),l=0;for(;;){if(l===a.length){if(l>e)return{kind:"too-large",size:l};let S=Buffer.allocUnsafe(Math.min(a.
length*2,e+1));a.copy(S,0,0,l),a=S}let p=(0,k.readSync)(o,a,l,a.length-l,l);if(p===0)break;l+=p}return{kind:"file",bytes:new Uint8Array(
a.subarray(0,l))}}finally{(0,k.closeSync)(o)}}function _e(t){let e=t?.code;return typeof e=="string"?e:void 0}function Pt(t){
let e=_e(t);return e==="ENOENT"||e==="ENOTDIR"}var nn=t=>({kind:"invalid",problems:[nt("$",`is ${t}; a handoff must be a regular file (links are never followed)`)]});async function At(t){
let e;try{e=await le(t,O.handoffFileBytes)}catch(n){throw rn(t,n)}switch(e.kind){case"missing":return{kind:"missing"};case"\
not-regular":return nn(e.what);case"too-large":return{kind:"invalid",problems:[rt(e.size)]};case"file":return ot(e.bytes)}}
function rn(t,e){let n=e.code,r=n==="EACCES"||n==="EPERM"?"permission denied":n??String(e);return new d("handoff-unreada\
ble",`cannot read the handoff: ${r}`,{where:t,cause:e})}function jt(t){return{where:`the temp dir ${se(t)}`,makeRoom:"make room on its disk"}}function ze(t,e,n,r,o={}){let s=r?.
code,u=s==="ENOSPC"||s==="EDQUOT";return new d("temp-write-failed",`${n} could not be ${o.made?"made":"written"} in ${t.
where}: ${se(Ge(r,t.fewerJobs))}${u?`; ${t.makeRoom}`:""}`,{where:se(e),cause:r})}var ce=class{#e;#t;#n;#r;#o;constructor(e){this.#e=H(e.root),this.#t=H(e.tempDir??on()),this.#n=e.privateTempDir??!1,this.#r=
e.tempPlace??jt(this.#t),this.#o=e.now??(()=>new Date)}async attemptPaths(e,n){if(this.#n){let s=X(this.#t,`${e}-${n}-${(0,pe.randomBytes)(
12).toString("hex")}`);return{promptPath:`${s}.${D.prompt}`,handoffPath:`${s}.${D.handoff}`}}let r=X(this.#t,`baton-${e}\
-${n}-`),o;try{o=Tt(r)}catch(s){throw ze(this.#r,`${r}XXXXXX`,"the attempt's directory",s,{made:!0})}return{promptPath:X(
o,D.prompt),handoffPath:X(o,D.handoff)}}async writePrompt(e,n){try{(0,de.writeFileSync)(e,n,{flag:"wx",mode:384})}catch(r){
throw ze(this.#r,e,"the stage's prompt",r)}}readHandoff(e){return At(e)}resolveDirectory(e){return H(this.#e,e)}async readArtifact(e,n,r){
let o=u=>({kind:"refused",reason:u}),s=H(this.resolveDirectory(e),...n.split("/"));try{let u=_t(this.#e,s);if(u!==null)return o(
u);let a=await le(s,r);switch(a.kind){case"file":return a;case"missing":return o("does not exist");case"not-regular":return o(
`is ${a.what}; only regular files are kept, and links are never followed`);case"too-large":return o(`is ${a.size} bytes,\
 more than the ${r} bytes left of the ${O.artifactBytes}-byte limit for one record's artifacts`)}}catch(u){let a=u?.code;
return o(`cannot be read (${typeof a=="string"?a:String(u)})`)}}now(){return this.#o()}sha256(e){return(0,pe.createHash)(
"sha256").update(e,"utf8").digest("hex")}};function _t(t,e){let n=sn(t,e);if(n===""||n===".."||n.startsWith(`..${Nt}`)||
Ut(n))return`is outside the workspace (${t})`;let r=n.split(Nt);for(let o=1;o<r.length;o++){let s=r.slice(0,o).join("/"),
u;try{u=(0,de.lstatSync)(X(t,s))}catch(a){if(an(a))return"does not exist";throw a}if(u.isSymbolicLink())return`is under ${s}\
, a symbolic link; links are never followed`;if(!u.isDirectory())return`does not exist (${s} is not a directory)`}return null}
function Ft(t,e,n){if(Ut(e))throw new Error("must be a path inside the workspace");let r=H(t,e),o=_t(H(t),r);if(o!==null)
throw new Error(o);let s=Fe(r,n);switch(s.kind){case"file":{let u=Je(s.bytes);if(u.kind==="text")return u.text;throw new Error(
u.kind==="utf-16"?`${u.problem}; ${Me}`:u.problem)}case"missing":throw new Error("does not exist");case"not-regular":throw new Error(
`is ${s.what}; only regular files are read, and links are never followed`);case"too-large":throw new Error(`is ${s.size}\
 bytes, more than the ${n}-byte limit`)}}function an(t){let e=t?.code;return e==="ENOENT"||e==="ENOTDIR"}var fe=/^[1-9]\d{0,19}$/;function zt(t,e){let n=JSON.stringify(t);if(!U.test(t))return`${n} is not a stage id: a letter or _ then up to 99 letter\
s, digits, _ or -`;if(e.upstreamStages.includes(t)||e.unknown||He(t,e)!==void 0)return null;let r=ln(e),o=e.jobs.get(t),
s=o?.stages?.includes(t)??!1;if(o!==void 0&&!s&&e.upstreamJobs.includes(t)){let l=o.stages===null?`${t}-<matrix values>,\
 known when the run expands its matrix`:o.stages.join(", ");return`${n} is ${o.matrix?"the matrix job":"job"} ${t}, not \
a stage: name ${o.matrix?"its legs":"its stage"} (${l}); upstream stages: ${r}`}let u=o!==void 0&&!s?t:un(t,e);if(u!==void 0){
let l=u===t&&!s,p="a stage needs only stages of jobs that finish before it";if(u===e.job)return`${n} is ${l?"this job":"\
a stage of this job"} itself: ${p}; upstream stages: ${r}`;let S=l?`job '${u}'`:`a stage of job '${u}'`,c=e.runsAfter(u);
return c!==null?`${n} is ${S}, which runs after job '${e.job}' (${gt(c)}): ${p}; upstream stages: ${r}`:`${n} is ${S}, w\
hich is not upstream of job '${e.job}' (add '${u}' to jobs.${e.job}.needs); upstream stages: ${r}`}let a=oe(t,e.upstreamStages);
return`${n} is not a stage upstream of job '${e.job}'${a?` (did you mean ${a}?)`:""}; upstream stages: ${r}`}function He(t,e){
let n;for(let r of e.openMatrices)t.startsWith(`${r}-`)&&r.length>(n?.length??0)&&(n=r);return n}function un(t,e){let n;
for(let[r,o]of e.jobs){if(o.stages?.includes(t))return r;o.stages===null&&o.matrix&&t.startsWith(`${r}-`)&&r.length>(n?.
length??0)&&(n=r)}return n}function ln(t){let e=[...t.upstreamStages,...t.openMatrices.map(n=>`${n}-*`)];return e.length>
0?e.join(", "):"(none)"}var me={bash:{template:"bash --noprofile --norc -eo pipefail {0}"},sh:{template:"sh -e {0}"},pwsh:{template:`pwsh -comma\
nd ". '{0}'"`},python:{template:"python {0}"}},cn=new Map([["cmd",".cmd"],["pwsh",".ps1"],["powershell",".ps1"],["bash",
".sh"],["sh",".sh"],["python",".py"]]);function Ht(t){return cn.get(t.toLowerCase())??""}var pn="$ErrorActionPreference \
= 'stop'",dn="if ((Test-Path -LiteralPath variable:\\LASTEXITCODE)) { exit $LASTEXITCODE }",fn="bash";var mn=["cmd","powershell"];var ro=`${Object.keys(me).join(", ")}, ${mn.join(", ")} (Windows only), or a command containing {0} (e.g. "perl {0}")`;var gn=`${Object.keys(me).join(", ")}, or a command containing {0} (e.g. "perl {0}")`;function Ct(t){return hn(t,gn)}function hn(t,e){
let n=(t??"").trim()||fn;if(Object.hasOwn(me,n)){let u=me[n],[a,...l]=Lt(u.template);return{file:a,args:l,extension:Ht(a)}}
if(!n.includes("{0}"))throw new d("input-invalid",`${JSON.stringify(n)} is not one of ${e}`,{where:"shell"});let r=Lt(n),
[o,...s]=r;if(o===void 0||o.includes("{0}"))throw new d("input-invalid",`${JSON.stringify(n)} must start with a program,\
 then {0} for the script`,{where:"shell"});return{file:o,args:s,extension:Ht(o)}}function oo(t,e){switch(t.file){case"pw\
sh":case"powershell":return`${pn}
${e}
${dn}`;case"cmd":return`@echo off
${e}`;default:return e.endsWith(`
`)?e:`${e}
`}}function so(t,e){return t.args.map(n=>n.replaceAll("{0}",e))}function Lt(t){let e=[],n="",r=!1,o=null;for(let s of t){
if(o){s===o?o=null:n+=s;continue}s==='"'||s==="'"?(o=s,r=!0):/\s/.test(s)?(r&&e.push(n),n="",r=!1):(n+=s,r=!0)}if(o)throw new d(
"input-invalid",`${JSON.stringify(t)} has an unterminated ${o} quote`,{where:"shell"});return r&&e.push(n),e}var T={attempts:{min:1,max:O.maxAttempts},maxHandoffs:{min:1,max:1e3},maxPromptTokens:{min:1,max:1e7},retentionDays:{min:1,
max:400}},Sn=Oe(W.handoff),bn=Oe(W.onInvalid),yn=Qe("kind",[z({kind:te("command"),command:g().check(M(1))}),z({kind:te("\
preset"),preset:ve})]),Wt=z({stage:re,job:E(g()),matrix:v(ee(g(),Ee())),open:v(te(!0)),place:v(et(P(_().check(F(),Ze()))))}),
wn=z({stage:re,job:g().check(M(1)),matrix:E(ee(g(),Ee())),template:E(z({text:g(),source:g()})),upstream:P(Wt),expandLineage:Re(),
needs:P(re),handoff:Sn,onInvalid:bn,agent:E(yn),shell:g(),workingDirectory:g().check(M(1)),verify:E(g()),attempts:_().check(
F(),xe(T.attempts.min),ke(T.attempts.max)),maxHandoffs:_().check(F(),xe(T.maxHandoffs.min),ke(T.maxHandoffs.max)),parentRun:E(
g().check(M(1))),maxPromptTokens:E(_().check(F(),$e())),retentionDays:E(_().check(F(),$e())),inputs:ee(g(),g()),github:pt,
redact:P(g()),workflowJobs:E(P(g())),workflowUnread:v(g()),madeEvent:v(g()),madeEventRun:v(g()),trustCheckout:v(Re()),run:ut}),
kn="the stage id holds the value of a secret; a stage id names directories and artifacts, which are not redacted",he={bothPrompts:`\
give either \`${i.prompt}\` or \`${i.promptFile}\`, not both`,noPrompt:`one of \`${i.prompt}\` or \`${i.promptFile}\` is \
required`,bothAgents:`give either \`${i.run}\` (a command) or \`${i.agent}\` (a preset), not both`,noAgent:`one of \`${i.
run}\` (the agent's command) or \`${i.agent}\` (a preset) is required`};function Gt(t,e){let n=[],r=I=>{let j=t[I];if(j===
void 0)return null;let Y=j.trim();return Y===""?null:Y},o=(I,j)=>n.push({input:I,message:j}),s=(I,j,Y)=>{try{return j()}catch(Z){
if(Z instanceof d)return o(Z.where??I,Z.message),Y;throw Z}},u=Tn(r(i.stage),e,o),a=Dt(i.handoff,r(i.handoff),W.handoff,
"optional",o),l=Dt(i.onInvalid,r(i.onInvalid),W.onInvalid,"fail",o),p=ge(i.attempts,r(i.attempts),T.attempts,1,o),S=ge(i.
maxHandoffs,r(i.maxHandoffs),T.maxHandoffs,O.defaultMaxHandoffs,o),c=e.parentRun!==void 0?e.parentRun:vn(r,o),b=ge(i.maxPromptTokens,
r(i.maxPromptTokens),T.maxPromptTokens,null,o),$=ge(i.retentionDays,r(i.retentionDays),T.retentionDays,null,o),f=r(i.shell)??
"bash";s(i.shell,()=>Ct(f),null);let x=On(i.trustCheckout,r(i.trustCheckout),o),y=r(i.workingDirectory)??".";y.includes(
"\0")&&o(i.workingDirectory,"must not contain a NUL character");let h=r(i.verify),w=s(i.vars,()=>Rn(t[i.vars]??"",e),{}),
R=In(t,r,e,o),L=Pn(r,e,o),{upstream:C,needs:q,expandLineage:be}=An(r(i.needs),e,o),K=[...e.secrets??[],...ue(t[i.redact]??
"")].filter(I=>I.length>0);if(n.length>0)throw Bt(n);return{...wn.parse({stage:u,job:e.job,matrix:e.matrix??null,template:R,
upstream:[],expandLineage:be,needs:q,handoff:a,onInvalid:l,agent:L,shell:f,workingDirectory:y,verify:h,attempts:p,maxHandoffs:S,
parentRun:c,maxPromptTokens:b,retentionDays:$,inputs:{...e.dispatchInputs??xn(e.github),...w},github:e.github,redact:[...new Set(
K)],workflowJobs:e.workflowJobs??null,...e.workflowJobs==null&&e.workflowUnread!==void 0?{workflowUnread:e.workflowUnread}:
{},...e.madeEvent===void 0?{}:{madeEvent:e.madeEvent},...e.madeEvent===void 0||e.madeEventRun===void 0?{}:{madeEventRun:e.
madeEventRun},...x?{trustCheckout:x}:{},run:e.run}),upstream:Jt(C)}}function xn(t){if(t.event_name!=="workflow_dispatch"&&
t.event_name!=="workflow_call")return{};let e=t.event.inputs;return e===null||typeof e!="object"||Array.isArray(e)?{}:Object.
fromEntries(Object.entries(e).filter(([,n])=>["string","number","boolean"].includes(typeof n)).map(([n,r])=>[n,String(r)]))}
function $n(t){return`${JSON.stringify(t)} is not one of ${tt.join(", ")}`}function Mt(t,e){let n=[],{upstream:r,expandLineage:o}=Xt(t.needs,t.job,e.upstream,(a,l)=>n.push({input:a,message:l}),e.
needs);if(n.length>0)throw Bt(n);let{workflowUnread:s,...u}=t;return{...u,upstream:Jt(r),expandLineage:o,workflowJobs:[...e.
workflowJobs]}}function Jt(t){return t.every(En)?t:P(Wt).parse(t)}function Rn(t,e){if(e.mode==="capture"||t.trim()==="")
return{};if(e.parseVars===void 0)throw new ye("stageSpecFromInputs: a vars input needs ctx.parseVars");return e.parseVars(
t)}function En(t){let e=Object.keys(t),{matrix:n,place:r}=t;return e.length===2+(n===void 0?0:1)+(t.open===!0?1:0)+(r===
void 0?0:1)&&(r===void 0||Array.isArray(r)&&r.every(o=>Number.isInteger(o)&&o>=0))&&e.includes("stage")&&e.includes("job")&&
typeof t.stage=="string"&&U.test(t.stage)&&(t.job===null||typeof t.job=="string")&&(n===void 0||typeof n=="object"&&n!==
null&&!Array.isArray(n)&&Object.getPrototypeOf(n)===Object.prototype)}function Bt(t){let[e]=t;return t.length===1&&e?new d(
"input-invalid",e.message,{where:e.input}):new d("input-invalid",`${t.length} inputs are invalid`,{details:t.map(n=>`${n.
input}: ${n.message}`)})}function Dt(t,e,n,r,o){return e===null?r:n.includes(e)?e:(o(t,`${JSON.stringify(e)} is not one \
of ${n.join(", ")}`),r)}function On(t,e,n){return e===null||e==="false"?!1:e==="true"?!0:(n(t,`${JSON.stringify(e)} is n\
ot one of true, false`),!1)}function vn(t,e){let n=t(i.parentRun);return n===null?null:fe.test(n)?n:(e(i.parentRun,`${JSON.
stringify(n)} is not a workflow run id (a positive whole number, such as \${{ github.run_id }} of the run that started th\
is one)`),null)}function ge(t,e,n,r,o){if(e===null)return r;let s=/^\d{1,9}$/.test(e)?Number(e):Number.NaN;return!Number.
isInteger(s)||s<n.min||s>n.max?(o(t,`${JSON.stringify(e)} is not a whole number from ${n.min} to ${n.max}`),r):s}function Tn(t,e,n){
let r=e.secrets??[];if((t!==null?[t]:Object.values(e.matrix??{}).map(s=>typeof s=="string"?s:JSON.stringify(s)??"")).some(
s=>st(s,r)))return n(i.stage,`${kn}, so ${t===null?`give one in the \`${i.stage}\` input`:"choose one without it"}`),"in\
valid";if(t!==null&&!U.test(t))return n(i.stage,`${JSON.stringify(t)} is not a stage id: a letter or _ then up to 99 let\
ters, digits, _ or -`),"invalid";try{let s=t??ct(e.stageJob??e.job,e.matrix??null);return ae(s,1),s}catch(s){if(s instanceof
d){let u=t===null?`; give the stage id in the \`${i.stage}\` input`:"";return n(i.stage,`${s.message}${u}`),"invalid"}throw s}}
function In(t,e,n,r){let o=t[i.prompt]?.trim()?t[i.prompt]:null,s=e(i.promptFile);if(o!==null&&s!==null)return r(i.prompt,
he.bothPrompts),null;if(o!==null)return{text:o,source:n.promptSource??`jobs.${n.job} ${i.prompt}`};if(s!==null){if(!n.readFile)
return r(i.promptFile,"cannot be read here (no file reader was given)"),null;try{return{text:n.readFile(s),source:s}}catch(u){
let a=u instanceof Error?u.message:String(u);return r(i.promptFile,`cannot read ${JSON.stringify(s)}: ${a}`),null}}return n.
mode!=="capture"&&r(i.prompt,he.noPrompt+Vt([i.prompt,i.promptFile],n)),null}function Vt(t,e){let n=[];for(let r of e.unreadInputs??
[]){let o=oe(r.replaceAll("_","-"),t);o!==void 0&&n.push(`the step was given \`${r}\`, which is not an input of this acti\
on: did you mean \`${o}\`?`)}return n.map(r=>`; ${r}`).join("")}function Pn(t,e,n){let r=t(i.run),o=t(i.agent);if(e.mode===
"capture"||e.mode==="prepare"&&o===null)return null;if(r!==null&&o!==null)return n(i.run,he.bothAgents),null;if(o!==null){
let s=ve.safeParse(o);return s.success?{kind:"preset",preset:s.data}:(n(i.agent,$n(o)),null)}return r!==null?{kind:"comm\
and",command:r}:(n(i.run,he.noAgent+Vt([i.run,i.agent],e)),null)}function An(t,e,n){let r=[];for(let o of(t??"").split(/[\s,]+/).
filter(Boolean))U.test(o)?r.includes(o)||r.push(o):n(i.needs,`${JSON.stringify(o)} is not a stage id: a letter or _ then\
 up to 99 letters, digits, _ or -`);return{...Xt(r,e.job,e.upstream,n,e.needsFacts),needs:r}}function Xt(t,e,n,r,o){if(n===
void 0)return{upstream:t.map(a=>({stage:a,job:null})),expandLineage:!0};let s=n.map(a=>a.stage),u=[];for(let a of t)if(o!==
void 0){let l=zt(a,o);l!==null&&r(i.needs,l);let p=l===null&&!s.includes(a)?He(a,o):void 0;p!==void 0&&u.push({stage:a,job:p,
open:!0})}else s.includes(a)||r(i.needs,`${JSON.stringify(a)} is not upstream of job ${e}; upstream stages: ${s.join(", ")||
"(none)"}`);return{upstream:u.length>0?[...n,...u]:n,expandLineage:!1}}function jn(){let t={};for(let e of[...Object.values(i),...Object.values(G)])t[e]=De(e,{trimWhitespace:!1});return t}function Nn(t,e){
let n=new Set(Ye[e].map(Un));return Object.keys(t).filter(r=>r.startsWith(Le)&&!n.has(r)&&t[r]!==void 0).map(r=>r.slice(
Le.length).toLowerCase()).filter(r=>/^[a-z0-9_-]{1,100}$/.test(r)).sort()}var Le="INPUT_";function Un(t){return`${Le}${t.
replace(/ /g,"_").toUpperCase()}`}function _n(t){let e=t.trim();if(e===""||e==="null"||e==="{}")return null;let n;try{n=
JSON.parse(e)}catch{throw new d("input-invalid","is not JSON; leave this input unset (it defaults to the job\u2019s matrix)",
{where:G.matrix})}if(n===null||typeof n!="object"||Array.isArray(n))throw new d("input-invalid","must be a JSON object; \
leave this input unset (it defaults to the job\u2019s matrix)",{where:G.matrix});return Object.keys(n).length===0?null:n}
var qt=16*1024*1024;function Fn(t,e){let n=t.GITHUB_EVENT_PATH;if(!n)return{};try{if((0,Se.statSync)(n).size>qt)return e.
warning(`the event payload is larger than ${qt} bytes; templates see github.event as {}`),{};let r=JSON.parse((0,Se.readFileSync)(
n,"utf8"));return r!==null&&typeof r=="object"&&!Array.isArray(r)?r:{}}catch(r){return e.warning(`cannot read the event \
payload: ${r instanceof Error?r.message:String(r)}`),{}}}function zn(t,e){return{repository:t.GITHUB_REPOSITORY??"",ref:t.
GITHUB_REF??"",sha:t.GITHUB_SHA??"",run_id:t.GITHUB_RUN_ID??"",actor:t.GITHUB_ACTOR??"",event_name:t.GITHUB_EVENT_NAME??
"",event:Fn(t,e)}}function Hn(t){let e=Number(t.GITHUB_RUN_ATTEMPT??"1");return{id:t.GITHUB_RUN_ID??"",attempt:Number.isInteger(
e)&&e>=1?e:1,workflow:t.GITHUB_WORKFLOW??"",repository:t.GITHUB_REPOSITORY??"",event_name:t.GITHUB_EVENT_NAME??"",sha:t.
GITHUB_SHA??"",ref:t.GITHUB_REF??""}}async function _o(t,e,n={}){let r=new mt,o={...n.inputs??jn()};n.stage!==void 0&&(o[i.
stage]??"").trim()===""&&(o[i.stage]=n.stage);let s=B(e,"GITHUB_WORKSPACE"),u=B(e,"RUNNER_TEMP"),a=B(e,"GITHUB_JOB"),l=(o[i.
githubToken]??"").trim(),p=t==="capture"?void 0:await Et(e),S=p&&vt(p);S&&r.info(S);let c=p?.kind==="read"?Ot(e,p.names):
[],b=[...ht(e,l),...c],$={mode:t,job:a,matrix:_n(o[G.matrix]??""),github:zn(e,r),run:Hn(e),secrets:b,readFile:A=>Ft(s,A,
O.templateBytes),...t==="capture"?{}:{parseVars:(await import("./vars-IZRIMYVM.js")).parseVars},unreadInputs:Nn(e,
t)},f=Gt(o,$);Cn(f.redact);let x=new Pe({tempDir:u,reporter:r,...f.retentionDays===null?{}:{retentionDays:f.retentionDays}}),
y=new ce({root:s,tempDir:u}),h=t!=="capture"&&f.parentRun!==null?Ln(e,l,u,r):void 0,w=ue(o[i.redact]??"");if(t==="captur\
e")return{spec:f,store:x,workspace:y,reporter:r,secrets:f.redact,redactInput:w,openRun:h};let R={store:x,workspace:y,reporter:r,
redactInput:w,openRun:h,envSecrets:p},L=await Dn(e,a,r);if("unread"in L){let A={...f,workflowUnread:L.unread};return{...R,
spec:A,secrets:f.redact}}let C=L.graph,q=await Wn(C,a,f,x,r),{needsInputFactsOf:be}=await import("./upstream-stages-4O7U4J3R.js"),
K=Mt(f,{upstream:q,workflowJobs:C.jobs.map(A=>A.id),needs:be(C,a,q)});return{...R,spec:K,secrets:K.redact}}function Ln(t,e,n,r){
if(e==="")throw new d("input-invalid",`is empty; \`${i.parentRun}\` reads the parent run\u2019s records with it, and it needs \
\`actions: read\` (default: \${{ github.token }})`,{where:i.githubToken});let o=B(t,"GITHUB_REPOSITORY"),[s,u]=o.split("\
/");if(!s||!u)throw new d("runner-env-invalid",`GITHUB_REPOSITORY is ${JSON.stringify(o)}, not owner/name`);return async a=>{
if(!fe.test(a))throw new d("run-unknown",`${JSON.stringify(a)} is not a GitHub workflow run id`);return new Pe({tempDir:n,
reporter:r,findBy:{token:e,workflowRunId:Number(a),repositoryOwner:s,repositoryName:u}})}}function Cn(t){for(let e of t)
for(let n of e.split(/\r?\n/))n.trim().length>=4&&Ce(n)}async function Dn(t,e,n){let[{findRunWorkflow:r},{readJobGraph:o}]=await Promise.
all([import("./workflow-file-5MKEY5MY.js"),import("./upstream-stages-4O7U4J3R.js")]),s=await r(t),u=l=>(n.info(`upstream stage\
s: from the needs input and their records (${l})`),{unread:l});if(s.kind==="unavailable")return u(s.reason);let a=o(s.file.
text);return a?a.jobs.some(l=>l.id===e)?(n.info(`upstream stages: the jobs ${e} needs in ${s.file.path}`),{graph:a}):u(`${s.
file.path} has no job ${e}`):u(`${s.file.path} is not a workflow`)}async function Wn(t,e,n,r,o){let s=[];if(n.template){
let{templateAnalysis:c}=await import("./render-prompt-TU6XMBC2.js");try{s=c(n.template.text).references.filter(b=>b.kind===
"stage").map(b=>b.stage)}catch{}}let{recordIsFromJob:u,upstreamStagesOf:a}=await import("./upstream-stages-4O7U4J3R.js"),l=[
...new Set((await r.list()).map(c=>c.stage))],p=a({graph:t,job:e,recorded:l,referenced:s});return(await Promise.all(p.map(
async c=>{if(!l.includes(c.stage))return c;let b=await r.get(c.stage);if(!b||u(t,c.job,b.record.job))return c;o.info(`st\
age ${c.stage}: its record is from job ${b.record.job}, not upstream job ${c.job}; left out`)}))).filter(c=>c!==void 0)}var Kt=class{#e;#t;#n;constructor(e){this.#e=e}get pending(){return this.#t}get failed(){return this.#n}async put(e){this.#t=
e,this.#n=void 0;try{return await this.#e.put(e)}catch(n){throw this.#n=e,n}finally{this.#t=void 0}}get(e){return this.#e.
get(e)}getAttempt(e,n,r){return this.#e.getAttempt(e,n,r)}list(){return this.#e.list()}};export{Ct as a,oo as b,so as c,Fe as d,jt as e,ze as f,hr as g,Ue as h,St as i,qn as j,or as k,sr as l,ir as m,ar as n,ur as o,
kr as p,xr as q,$r as r,Ot as s,vt as t,_o as u,Cn as v,Kt as w};

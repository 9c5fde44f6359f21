import{c as ht}from"./chunk-NTHMEBCW.js";import{A as mt,D as je,E as gt,F as X,H as St,a as nt,b as Te,h as ue,i as pt,
v as Ae,w as V,x as le,y as pe,z as ft}from"./chunk-AMLMHIKI.js";import{a as rt,b as ot,c as st,g as Pe,h as it,m as at}from"./chunk-7YU7CFFY.js";
import{a as se}from"./chunk-R2LRCHEZ.js";import{b as dt}from"./chunk-MY4XYI2X.js";import{d as ut,e as lt}from"./chunk-DRCLGF36.js";
import{I as ae,M as ct,a as xe,b as Re,c as Ee,d as Qe,e as J,h as g,i as L,j as C,k as ve,l as Oe,m as U,o as D,r as et,
s as re,t as Ie,u as oe,v as P,w as O,x as tt,z as ie}from"./chunk-BBEOYIDT.js";import{a as Me}from"./chunk-PO5EA42V.js";
import{b as Be,d as f,e as $e}from"./chunk-O7UU6C5Q.js";import{C as M,D as te,E as Ke,J as Ye,K as ne,M as B,P as Ze,
Q as ke,f as Je,g as Ve,h as Xe,l as G,r as qe,t as I,u as H,x as i,y as m}from"./chunk-CNBLK6EZ.js";import{h as We,
i as Ge}from"./chunk-DHIUKFLR.js";import{d as z}from"./chunk-A64LSPLL.js";var Jn=ke.stage;function Ne(t,e){let n=ke[t];return Object.fromEntries(Object.entries(e).filter(([r])=>n.includes(r)))}function yt(t,e,n={}){
let r=t.problems.some(o=>o.code===te.nextUnknownStage);return{[m.status]:t.status,[m.next]:e?.next&&!r?e.next.stage:"",[m.
present]:t.present?"true":"false",[m.data]:JSON.stringify(e?.data??{}),[m.sha256]:t.digests.handoff??"",[m.artifactId]:n.
artifactId??"",[m.promptPath]:n.promptPath??"",[m.handoffPath]:n.handoffPath??""}}function Ue(){return{[m.status]:"failu\
re",[m.next]:"",[m.present]:"false",[m.data]:"{}",[m.sha256]:"",[m.artifactId]:"",[m.promptPath]:"",[m.handoffPath]:""}}var Zt=new Set(Object.values(Ke));function bt(t){return t.problems.filter(e=>e.severity==="warning"&&!Zt.has(e.code))}var Yn="baton: the command could not start: ";async function ir(t,e,n,r,o){V(Ne(t,n));let s=e.record.stage;for(let a of bt(e.record))o.warning(a.message,a.path==="$"?
`stage ${s}`:`stage ${s} ${a.path}`);let u=Ae({record:e.record,handoff:e.handoff,artifactName:$t(e.record),secrets:r.secrets,
serverUrl:r.serverUrl});await le(u,r.secrets)}function $t(t){return pe(t.stage,t.attempt,t.run.attempt)}async function kt(t,e,n,r){
V(Ne(t,{...yt(e.record,e.handoff),[m.present]:"false",[m.sha256]:""})),await le(Ae({record:e.record,handoff:e.handoff,notStored:n,
secrets:r.secrets,serverUrl:r.serverUrl}),r.secrets)}function ar(t){let e=new Set(Object.values(Ye)),n={};for(let[r,o]of Object.
entries(t))o!==void 0&&(r.startsWith("INPUT_")||r.startsWith("STATE_")||e.has(r)||Object.values(Xe).includes(r)||(n[r]=o));
return n}function ur(t){return{secrets:[],serverUrl:t.GITHUB_SERVER_URL,settled:!1}}async function lr(t,e,n){if(t.settled)
return;t.settled=!0;let r=t.store?.failed;r?await kt(n.action,r,e instanceof Error?e.message:String(e),t):n.refusedOutputs&&
V(Ue())}async function pr(t,e,n){let r=t.store?.pending,o=r?`the record of attempt ${r.record.attempt} was not stored: ${wt(
r)}`:n.unfinished,s=`${t.stage===void 0?"":`stage ${t.stage}: `}${mt(e)}; ${o}`;return t.settled||(t.settled=!0,r?await kt(
n.action,r,wt(r),t):n.refusedOutputs&&(V(Ue()),t.stage!==void 0&&await le(`### \u274C baton stage \`${t.stage}\`

${s}
`,t.secrets))),s}function wt(t){return`artifact ${$t(t.record)} could not be uploaded in the ${ft.deadline/1e3} s a stop\
ped step has before the runner ends it`}function q(t){let e=t.filter(r=>/^[A-Za-z_][A-Za-z0-9_]{0,99}$/.test(r)),n=t.length-e.length;return[...e,...n>0?[`${n} m\
ore`]:[]].join(", ")}function xt(t,e){return e(pt(t))}async function br(t,e,n){let r=e.problems.map(b=>Rt(b,t)),o=en(e.outcome,t),s=(b,T)=>{let v=Fe(b,t.redact,T);return r.push(
...v.problems),v.text},u=s(e.prompt,"prompt.md"),a=e.agent?s(e.agent.output,"agent.log"):void 0,l=t.agent?.kind==="comma\
nd"?s(t.agent.command,"agent.command"):null,d=e.verify?{...e.verify,command:s(e.verify.command,"verify.command")}:null,h=e.
agent?.startedAt??e.startedAt,p=e.agent?.finishedAt??e.finishedAt,S=e.outcome.reason!=="completed",R=Qt(e.usage,r),c=b=>n.
workspace.sha256(b),x={schema:qe.record,stage:t.stage,job:t.job,matrix:t.matrix,attempt:e.attempt,repair:e.repair,hop:e.
hop,run:t.run,agent:{command:l,preset:t.agent?.kind==="preset"?t.agent.preset:null,exit_code:e.agent?.exitCode??null,started_at:h.
toISOString(),finished_at:p.toISOString(),duration_ms:Math.max(0,p.getTime()-h.getTime()),usage:R},verify:d,status:S?"fa\
ilure":e.handoff?.status??"success",outcome:{reason:o.reason,message:o.message},present:e.handoff!==null,digests:{handoff:e.
handoff?xt(e.handoff,c):null,prompt:c(u)},lineage:e.lineage,...e.parent?{parent:e.parent}:{},problems:r},E=await n.store.
put({record:x,prompt:u,handoff:e.handoff,...a===void 0?{}:{log:a},...e.files&&e.files.length>0?{files:e.files}:{}});return{
record:x,ref:E,handoff:e.handoff,outcome:o}}function Qt(t,e){if(t===null)return null;let n={};for(let[r,o]of Object.entries(
t)){let s=ut.safeParse({[r]:o});if(s.success){n[r]=o;continue}let u=s.error.issues.map(a=>a.message).join("; ");e.push({
code:te.usageRefused,severity:"warning",path:`agent.usage.${r}`,message:`the agent\u2019s usage cannot be stored (${u});\
 ${r} is not recorded`})}return Object.keys(n).length===0?null:n}function Fe(t,e,n){let r=Pe(t,e);return{text:r.text,problems:r.
redactions.length===0?[]:[{code:ne.problemCode,severity:"warning",path:n,message:at(r.redactions)}]}}function _e(t,e){return Pe(
t,e.redact).text}function Rt(t,e){return{...t,path:_e(t.path,e),message:_e(t.message,e)}}function en(t,e){if(t.message===
null)return t;let n=_e(t.message,e);return"problems"in t?{...t,message:n,problems:t.problems.map(r=>Rt(r,e))}:{...t,message:n}}function ce(t){let e=t.split(/\r?\n/).map(n=>n.trim()).filter(n=>n.length>0);return[...new Set(e)]}function Er(t,e){let n=Fe(
t.prompt,e,"prompt.md");return n.problems.length===0?t:{...t,prompt:n.text,warnings:[...t.warnings,...n.problems]}}function vr(t,e){
if(e>=t)return null;let n=`${t} ${t===1?"value":"values"} to redact`,r=e===0?`none of ${t===1?"it":"them"}`:`${e} of the\
m`;return new f("redact-not-given",`prepare was given ${n} and capture was given ${r}: give capture the same ${i.redact}\
 input as prepare. capture stores the handoff, the prompt and the job summary, and redacts only the values it is given; \
nothing was stored`,{where:i.redact})}function Or(t){if(t.length===0)return null;let e=t.length===1;return new f("redact\
-not-given",`prepare's env held the secret${e?"":"s"} ${q(t)} (mapped from secrets in its step's env:) and capture's doe\
s not: map ${e?"it":"them"} into capture's env: too, or into the job's env:, which every step gets, or give capture the \
value${e?"":"s"} in its ${i.redact} input. capture stores the handoff, the prompt and the job summary, and redacts only \
the values it sees; nothing was stored`,{where:i.redact})}function Ir(t){if(t.length===0)return null;let e=t.length===1;
return new f("redact-not-given",`${q(t)}, mapped from secrets by the workflow, ${e?"was":"were"} set to another value af\
ter prepare ran, by a step between prepare and capture (through $GITHUB_ENV: the agent's step, most likely), so capture \
does not hold the value${e?"":"s"} prepare's env did and cannot redact ${e?"it":"them"}: give capture the secret${e?"":"\
s"} in its ${i.redact} input (${i.redact}: \${{ secrets.NAME }}), and run an agent you do not trust with the root action,\
 which runs it itself, without $GITHUB_ENV. capture stores the handoff, the prompt and the job summary; nothing was stor\
ed`,{where:i.redact})}var Et=20;async function vt(t){let[{findRunWorkflow:e,readRepositoryWorkflow:n},{envSecretNames:r,mayBeStageWorkflowJob:o}]=await Promise.
all([import("./workflow-file-ZBJYBVXM.js"),import("./env-secret-names-UI6OZKPD.js")]),s=t.GITHUB_JOB??"",u=t.GITHUB_ACTION,a=await e(
t);if(a.kind==="unavailable")return{kind:"unread",reason:a.reason};let l=new Set,d=new Set,h=!1,p=!1,S=!1,R=!1,c=[],x=[],
E=[a.file],b=new Set([a.file.path]);for(let w=E.shift();w!==void 0;w=E.shift()){let y=r(w.text,{job:s,...u?{step:u}:{}});
if(!y){if(w===a.file)return{kind:"unread",reason:`${w.path} is not a workflow`};c.push(`${w.path} is not a workflow`);continue}
y.jobFound&&(h=!0),y.stepFound&&(p=!0);for(let $ of y.opaque)x.push(`${w.path}: ${$} is one expression that reads secret\
s, so the names it sets are not known`);for(let $ of y.step)l.add($);for(let $ of y.job)d.add($);o(y,s)&&(S=!0),y.callsRemote&&
(R=!0);for(let $ of y.calls){if(b.has($))continue;if(b.add($),b.size>Et){c.push(`more than ${Et} workflow files are call\
ed`);break}let j=await n(t,$);j.kind==="found"?E.push(j.file):c.push(j.reason)}}if(!h&&!(S&&!R&&c.length===0))return{kind:"\
unread",reason:[`${a.file.path} has no job ${s} that runs steps`,...R?["it calls a reusable workflow of another reposito\
ry"]:[],...c].join("; ")};let T=p||!R&&c.length===0?[]:[`${a.file.path} calls ${R?"a reusable workflow of another reposi\
tory":"a workflow not read here"}, whose job ${s} may be the one this step runs in (no step of job ${s} here has this st\
ep\u2019s id)`,...c],v=[...x,...T];return{kind:"read",names:[...l],jobNames:[...d],...v.length>0?{incomplete:v.join("; ")}:
{}}}function Ot(t,e){let n=e.map(r=>t[r]??"").filter(r=>r!=="");return[...new Set(n.flatMap(r=>[r,...tn(r)]))]}function tn(t){
if(!/^\s*[[{]/.test(t))return[];let e;try{e=JSON.parse(t)}catch{return[]}let n=[],r=[e];for(let o=r.pop();o!==void 0;o=r.
pop())typeof o=="string"?o.trim().length>=ne.minSecretLength&&n.push(o):o!==null&&typeof o=="object"&&r.push(...Object.values(
o).reverse());return n}function It(t){let e=`give it to the \`${i.redact}\` input (${i.redact}: \${{ secrets.NAME }})`;if(t.
kind==="unread")return`env secrets: the workflow's env mappings from secrets were not read (${t.reason}); to redact a se\
cret this step's env holds, ${e}`;let n=t.names.length>0?`the values of ${q(t.names)}, mapped from secrets by the workfl\
ow, are redacted where set`:void 0;return t.incomplete===void 0?n&&`env secrets: ${n}`:`env secrets: ${n?`${n}; `:""}not\
 every mapping from secrets could be named (${t.incomplete}); to redact a secret this step's env holds${n?" that is not \
named here":""}, ${e}`}var we=z(se(),1);var me=z(Me(),1),ge=z(se(),1);import{tmpdir as an}from"node:os";import{isAbsolute as _t,join as Y,relative as un,resolve as W,
sep as Ut}from"node:path";var nn=z(Me(),1),K=z(se(),1);import{basename as Ur,dirname as rn,join as _r}from"node:path";function Tt(t){try{return(0,K.mkdtempSync)(t)}catch(e){if(e?.code!=="ENOENT")throw e;return(0,K.mkdirSync)(rn(t),{recursive:!0}),
(0,K.mkdtempSync)(t)}}var k=z(se(),1);function Pt(t){return t.isFile()?null:t.isSymbolicLink()?"a symbolic link":t.isDirectory()?"a directory":
t.isFIFO()?"a FIFO (named pipe)":t.isSocket()?"a socket":t.isCharacterDevice()?"a character device":t.isBlockDevice()?"a\
 block device":"not a regular file"}async function de(t,e){return He(t,e)}function He(t,e){let n;try{n=(0,k.lstatSync)(t)}catch(s){
if(At(s))return{kind:"missing"};throw s}let r=Pt(n);if(r!==null)return{kind:"not-regular",what:r};if(n.size>e)return{kind:"\
too-large",size:n.size};let o;try{o=(0,k.openSync)(t,k.constants.O_RDONLY|(k.constants.O_NOFOLLOW??0)|(k.constants.O_NONBLOCK??
0))}catch(s){if(ze(s)==="ELOOP"||ze(s)==="EMLINK")return{kind:"not-regular",what:"a symbolic link"};if(At(s))return{kind:"\
missing"};throw s}try{let s=(0,k.fstatSync)(o),u=Pt(s);if(u!==null)return{kind:"not-regular",what:u};if(s.ino!==n.ino||s.
dev!==n.dev)return{kind:"not-regular",what:"a file that was replaced while being opened"};let a=Buffer.allocUnsafe(Math.
min(s.size,e)+1),l=0;for(;;){if(l===a.length){if(l>e)return{kind:"too-large",size:l};let h=Buffer.allocUnsafe(Math.min(a.
length*2,e+1));a.copy(h,0,0,l),a=h}let d=(0,k.readSync)(o,a,l,a.length-l,l);if(d===0)break;l+=d}return{kind:"file",bytes:new Uint8Array(
a.subarray(0,l))}}finally{(0,k.closeSync)(o)}}function ze(t){let e=t?.code;return typeof e=="string"?e:void 0}function At(t){
let e=ze(t);return e==="ENOENT"||e==="ENOTDIR"}var on=t=>({kind:"invalid",problems:[rt("$",`is ${t}; a handoff must be a regular file (links are never followed)`)]});async function jt(t){
let e;try{e=await de(t,I.handoffFileBytes)}catch(n){throw sn(t,n)}switch(e.kind){case"missing":return{kind:"missing"};case"\
not-regular":return on(e.what);case"too-large":return{kind:"invalid",problems:[ot(e.size)]};case"file":return st(e.bytes)}}
function sn(t,e){let n=e.code,r=n==="EACCES"||n==="EPERM"?"permission denied":n??String(e);return new f("handoff-unreada\
ble",`cannot read the handoff: ${r}`,{where:t,cause:e})}function Nt(t){return{where:`the temp dir ${ue(t)}`,makeRoom:"make room on its disk"}}function Le(t,e,n,r,o={}){let s=r?.
code,u=s==="ENOSPC"||s==="EDQUOT";return new f("temp-write-failed",`${n} could not be ${o.made?"made":"written"} in ${t.
where}: ${ue(Be(r,t.fewerJobs))}${u?`; ${t.makeRoom}`:""}`,{where:ue(e),cause:r})}var fe=class{#e;#t;#n;#r;#o;constructor(e){this.#e=W(e.root),this.#t=W(e.tempDir??an()),this.#n=e.privateTempDir??!1,this.#r=
e.tempPlace??Nt(this.#t),this.#o=e.now??(()=>new Date)}async attemptPaths(e,n){if(this.#n){let s=Y(this.#t,`${e}-${n}-${(0,me.randomBytes)(
12).toString("hex")}`);return{promptPath:`${s}.${G.prompt}`,handoffPath:`${s}.${G.handoff}`}}let r=Y(this.#t,`baton-${e}\
-${n}-`),o;try{o=Tt(r)}catch(s){throw Le(this.#r,`${r}XXXXXX`,"the attempt's directory",s,{made:!0})}return{promptPath:Y(
o,G.prompt),handoffPath:Y(o,G.handoff)}}async writePrompt(e,n){try{(0,ge.writeFileSync)(e,n,{flag:"wx",mode:384})}catch(r){
throw Le(this.#r,e,"the stage's prompt",r)}}readHandoff(e){return jt(e)}resolveDirectory(e){return W(this.#e,e)}async readArtifact(e,n,r){
let o=u=>({kind:"refused",reason:u}),s=W(this.resolveDirectory(e),...n.split("/"));try{let u=Ft(this.#e,s);if(u!==null)return o(
u);let a=await de(s,r);switch(a.kind){case"file":return a;case"missing":return o("does not exist");case"not-regular":return o(
`is ${a.what}; only regular files are kept, and links are never followed`);case"too-large":return o(`is ${a.size} bytes,\
 more than the ${r} bytes left of the ${I.artifactBytes}-byte limit for one record's artifacts`)}}catch(u){let a=u?.code;
return o(`cannot be read (${typeof a=="string"?a:String(u)})`)}}now(){return this.#o()}sha256(e){return(0,me.createHash)(
"sha256").update(e,"utf8").digest("hex")}};function Ft(t,e){let n=un(t,e);if(n===""||n===".."||n.startsWith(`..${Ut}`)||
_t(n))return`is outside the workspace (${t})`;let r=n.split(Ut);for(let o=1;o<r.length;o++){let s=r.slice(0,o).join("/"),
u;try{u=(0,ge.lstatSync)(Y(t,s))}catch(a){if(ln(a))return"does not exist";throw a}if(u.isSymbolicLink())return`is under ${s}\
, a symbolic link; links are never followed`;if(!u.isDirectory())return`does not exist (${s} is not a directory)`}return null}
function zt(t,e,n){if(_t(e))throw new Error("must be a path inside the workspace");let r=W(t,e),o=Ft(W(t),r);if(o!==null)
throw new Error(o);let s=He(r,n);switch(s.kind){case"file":{let u=Ve(s.bytes);if(u.kind==="text")return u.text;throw new Error(
u.kind==="utf-16"?`${u.problem}; ${Je}`:u.problem)}case"missing":throw new Error("does not exist");case"not-regular":throw new Error(
`is ${s.what}; only regular files are read, and links are never followed`);case"too-large":throw new Error(`is ${s.size}\
 bytes, more than the ${n}-byte limit`)}}function ln(t){let e=t?.code;return e==="ENOENT"||e==="ENOTDIR"}var he=/^[1-9]\d{0,19}$/;function Ht(t,e){let n=JSON.stringify(t);if(!H.test(t))return`${n} is not a stage id: a letter or _ then up to 99 letter\
s, digits, _ or -`;if(e.upstreamStages.includes(t)||e.unknown||Ce(t,e)!==void 0)return null;let r=cn(e),o=e.jobs.get(t),
s=o?.stages?.includes(t)??!1;if(o!==void 0&&!s&&e.upstreamJobs.includes(t)){let l=o.stages===null?`${t}-<matrix values>,\
 known when the run expands its matrix`:o.stages.join(", ");return`${n} is ${o.matrix?"the matrix job":"job"} ${t}, not \
a stage: name ${o.matrix?"its legs":"its stage"} (${l}); upstream stages: ${r}`}let u=o!==void 0&&!s?t:pn(t,e);if(u!==void 0){
let l=u===t&&!s,d="a stage needs only stages of jobs that finish before it";if(u===e.job)return`${n} is ${l?"this job":"\
a stage of this job"} itself: ${d}; upstream stages: ${r}`;let h=l?`job '${u}'`:`a stage of job '${u}'`,p=e.runsAfter(u);
return p!==null?`${n} is ${h}, which runs after job '${e.job}' (${ht(p)}): ${d}; upstream stages: ${r}`:`${n} is ${h}, w\
hich is not upstream of job '${e.job}' (add '${u}' to jobs.${e.job}.needs); upstream stages: ${r}`}let a=ae(t,e.upstreamStages);
return`${n} is not a stage upstream of job '${e.job}'${a?` (did you mean ${a}?)`:""}; upstream stages: ${r}`}function Ce(t,e){
let n;for(let r of e.openMatrices)t.startsWith(`${r}-`)&&r.length>(n?.length??0)&&(n=r);return n}function pn(t,e){let n;
for(let[r,o]of e.jobs){if(o.stages?.includes(t))return r;o.stages===null&&o.matrix&&t.startsWith(`${r}-`)&&r.length>(n?.
length??0)&&(n=r)}return n}function cn(t){let e=[...t.upstreamStages,...t.openMatrices.map(n=>`${n}-*`)];return e.length>
0?e.join(", "):"(none)"}var Se={bash:{template:"bash --noprofile --norc -eo pipefail {0}"},sh:{template:"sh -e {0}"},pwsh:{template:`pwsh -comma\
nd ". '{0}'"`},python:{template:"python {0}"}},dn=new Map([["cmd",".cmd"],["pwsh",".ps1"],["powershell",".ps1"],["bash",
".sh"],["sh",".sh"],["python",".py"]]);function Lt(t){return dn.get(t.toLowerCase())??""}var fn="$ErrorActionPreference \
= 'stop'",mn="if ((Test-Path -LiteralPath variable:\\LASTEXITCODE)) { exit $LASTEXITCODE }",gn="bash";var hn=["cmd","powershell"];var lo=`${Object.keys(Se).join(", ")}, ${hn.join(", ")} (Windows only), or a command containing {0} (e.g. "perl {0}")`;var Sn=`${Object.keys(Se).join(", ")}, or a command containing {0} (e.g. "perl {0}")`;function Dt(t){return yn(t,Sn)}function yn(t,e){
let n=(t??"").trim()||gn;if(Object.hasOwn(Se,n)){let u=Se[n],[a,...l]=Ct(u.template);return{file:a,args:l,extension:Lt(a)}}
if(!n.includes("{0}"))throw new f("input-invalid",`${JSON.stringify(n)} is not one of ${e}`,{where:"shell"});let r=Ct(n),
[o,...s]=r;if(o===void 0||o.includes("{0}"))throw new f("input-invalid",`${JSON.stringify(n)} must start with a program,\
 then {0} for the script`,{where:"shell"});return{file:o,args:s,extension:Lt(o)}}function po(t,e){switch(t.file){case"pw\
sh":case"powershell":return`${fn}
${e}
${mn}`;case"cmd":return`@echo off
${e}`;default:return e.endsWith(`
`)?e:`${e}
`}}function co(t,e){return t.args.map(n=>n.replaceAll("{0}",e))}function Ct(t){let e=[],n="",r=!1,o=null;for(let s of t){
if(o){s===o?o=null:n+=s;continue}s==='"'||s==="'"?(o=s,r=!0):/\s/.test(s)?(r&&e.push(n),n="",r=!1):(n+=s,r=!0)}if(o)throw new f(
"input-invalid",`${JSON.stringify(t)} has an unterminated ${o} quote`,{where:"shell"});return r&&e.push(n),e}var A={attempts:{min:1,max:I.maxAttempts},maxHandoffs:{min:1,max:1e3},maxPromptTokens:{min:1,max:1e7},retentionDays:{min:1,
max:400}},bn=Ie(M.handoff),wn=Ie(M.onInvalid),$n=et("kind",[D({kind:oe("command"),command:g().check(J(1))}),D({kind:oe("\
preset"),preset:Te})]),Gt=D({stage:ie,job:O(g()),matrix:P(re(g(),Oe())),open:P(oe(!0)),place:P(tt(U(L().check(C(),Qe()))))}),
kn=D({stage:ie,job:g().check(J(1)),matrix:O(re(g(),Oe())),template:O(D({text:g(),source:g()})),upstream:U(Gt),expandLineage:ve(),
needs:U(ie),handoff:bn,onInvalid:wn,agent:O($n),shell:g(),workingDirectory:g().check(J(1)),verify:O(g()),attempts:L().check(
C(),Re(A.attempts.min),xe(A.attempts.max)),maxHandoffs:L().check(C(),Re(A.maxHandoffs.min),xe(A.maxHandoffs.max)),parentRun:O(
g().check(J(1))),maxPromptTokens:O(L().check(C(),Ee())),retentionDays:O(L().check(C(),Ee())),inputs:re(g(),g()),github:dt,
redact:U(g()),workflowJobs:O(U(g())),workflowUnread:P(g()),madeEvent:P(g()),madeEventRun:P(g()),trustCheckout:P(ve()),run:lt}),
xn="the stage id holds the value of a secret; a stage id names directories and artifacts, which are not redacted",be={bothPrompts:`\
give either \`${i.prompt}\` or \`${i.promptFile}\`, not both`,noPrompt:`one of \`${i.prompt}\` or \`${i.promptFile}\` is \
required`,bothAgents:`give either \`${i.run}\` (a command) or \`${i.agent}\` (a preset), not both`,noAgent:`one of \`${i.
run}\` (the agent's command) or \`${i.agent}\` (a preset) is required`};function Mt(t,e){let n=[],r=N=>{let F=t[N];if(F===
void 0)return null;let Q=F.trim();return Q===""?null:Q},o=(N,F)=>n.push({input:N,message:F}),s=(N,F,Q)=>{try{return F()}catch(ee){
if(ee instanceof f)return o(ee.where??N,ee.message),Q;throw ee}},u=Pn(r(i.stage),e,o),a=Wt(i.handoff,r(i.handoff),M.handoff,
"optional",o),l=Wt(i.onInvalid,r(i.onInvalid),M.onInvalid,"fail",o),d=ye(i.attempts,r(i.attempts),A.attempts,1,o),h=ye(i.
maxHandoffs,r(i.maxHandoffs),A.maxHandoffs,I.defaultMaxHandoffs,o),p=e.parentRun!==void 0?e.parentRun:Tn(r,o),S=ye(i.maxPromptTokens,
r(i.maxPromptTokens),A.maxPromptTokens,null,o),R=ye(i.retentionDays,r(i.retentionDays),A.retentionDays,null,o),c=r(i.shell)??
"bash";s(i.shell,()=>Dt(c),null);let x=In(i.trustCheckout,r(i.trustCheckout),o),E=r(i.workingDirectory)??".";E.includes(
"\0")&&o(i.workingDirectory,"must not contain a NUL character");let b=r(i.verify),T=s(i.vars,()=>vn(t[i.vars]??"",e),{}),
v=An(t,r,e,o),w=jn(r,e,o),{upstream:y,needs:$,expandLineage:j}=Nn(r(i.needs),e,o),Z=[...e.secrets??[],...ce(t[i.redact]??
"")].filter(N=>N.length>0);if(n.length>0)throw Vt(n);return{...kn.parse({stage:u,job:e.job,matrix:e.matrix??null,template:v,
upstream:[],expandLineage:j,needs:$,handoff:a,onInvalid:l,agent:w,shell:c,workingDirectory:E,verify:b,attempts:d,maxHandoffs:h,
parentRun:p,maxPromptTokens:S,retentionDays:R,inputs:{...e.dispatchInputs??Rn(e.github),...T},github:e.github,redact:[...new Set(
Z)],workflowJobs:e.workflowJobs??null,...e.workflowJobs==null&&e.workflowUnread!==void 0?{workflowUnread:e.workflowUnread}:
{},...e.madeEvent===void 0?{}:{madeEvent:e.madeEvent},...e.madeEvent===void 0||e.madeEventRun===void 0?{}:{madeEventRun:e.
madeEventRun},...x?{trustCheckout:x}:{},run:e.run}),upstream:Jt(y)}}function Rn(t){if(t.event_name!=="workflow_dispatch"&&
t.event_name!=="workflow_call")return{};let e=t.event.inputs;return e===null||typeof e!="object"||Array.isArray(e)?{}:Object.
fromEntries(Object.entries(e).filter(([,n])=>["string","number","boolean"].includes(typeof n)).map(([n,r])=>[n,String(r)]))}
function En(t){return`${JSON.stringify(t)} is not one of ${nt.join(", ")}`}function Bt(t,e){let n=[],{upstream:r,expandLineage:o}=qt(t.needs,t.job,e.upstream,(a,l)=>n.push({input:a,message:l}),e.
needs);if(n.length>0)throw Vt(n);let{workflowUnread:s,...u}=t;return{...u,upstream:Jt(r),expandLineage:o,workflowJobs:[...e.
workflowJobs]}}function Jt(t){return t.every(On)?t:U(Gt).parse(t)}function vn(t,e){if(e.mode==="capture"||t.trim()==="")
return{};if(e.parseVars===void 0)throw new $e("stageSpecFromInputs: a vars input needs ctx.parseVars");return e.parseVars(
t)}function On(t){let e=Object.keys(t),{matrix:n,place:r}=t;return e.length===2+(n===void 0?0:1)+(t.open===!0?1:0)+(r===
void 0?0:1)&&(r===void 0||Array.isArray(r)&&r.every(o=>Number.isInteger(o)&&o>=0))&&e.includes("stage")&&e.includes("job")&&
typeof t.stage=="string"&&H.test(t.stage)&&(t.job===null||typeof t.job=="string")&&(n===void 0||typeof n=="object"&&n!==
null&&!Array.isArray(n)&&Object.getPrototypeOf(n)===Object.prototype)}function Vt(t){let[e]=t;return t.length===1&&e?new f(
"input-invalid",e.message,{where:e.input}):new f("input-invalid",`${t.length} inputs are invalid`,{details:t.map(n=>`${n.
input}: ${n.message}`)})}function Wt(t,e,n,r,o){return e===null?r:n.includes(e)?e:(o(t,`${JSON.stringify(e)} is not one \
of ${n.join(", ")}`),r)}function In(t,e,n){return e===null||e==="false"?!1:e==="true"?!0:(n(t,`${JSON.stringify(e)} is n\
ot one of true, false`),!1)}function Tn(t,e){let n=t(i.parentRun);return n===null?null:he.test(n)?n:(e(i.parentRun,`${JSON.
stringify(n)} is not a workflow run id (a positive whole number, such as \${{ github.run_id }} of the run that started th\
is one)`),null)}function ye(t,e,n,r,o){if(e===null)return r;let s=/^\d{1,9}$/.test(e)?Number(e):Number.NaN;return!Number.
isInteger(s)||s<n.min||s>n.max?(o(t,`${JSON.stringify(e)} is not a whole number from ${n.min} to ${n.max}`),r):s}function Pn(t,e,n){
let r=e.secrets??[];if((t!==null?[t]:Object.values(e.matrix??{}).map(s=>typeof s=="string"?s:JSON.stringify(s)??"")).some(
s=>it(s,r)))return n(i.stage,`${xn}, so ${t===null?`give one in the \`${i.stage}\` input`:"choose one without it"}`),"in\
valid";if(t!==null&&!H.test(t))return n(i.stage,`${JSON.stringify(t)} is not a stage id: a letter or _ then up to 99 let\
ters, digits, _ or -`),"invalid";try{let s=t??ct(e.stageJob??e.job,e.matrix??null);return pe(s,1),s}catch(s){if(s instanceof
f){let u=t===null?`; give the stage id in the \`${i.stage}\` input`:"";return n(i.stage,`${s.message}${u}`),"invalid"}throw s}}
function An(t,e,n,r){let o=t[i.prompt]?.trim()?t[i.prompt]:null,s=e(i.promptFile);if(o!==null&&s!==null)return r(i.prompt,
be.bothPrompts),null;if(o!==null)return{text:o,source:n.promptSource??`jobs.${n.job} ${i.prompt}`};if(s!==null){if(!n.readFile)
return r(i.promptFile,"cannot be read here (no file reader was given)"),null;try{return{text:n.readFile(s),source:s}}catch(u){
let a=u instanceof Error?u.message:String(u);return r(i.promptFile,`cannot read ${JSON.stringify(s)}: ${a}`),null}}return n.
mode!=="capture"&&r(i.prompt,be.noPrompt+Xt([i.prompt,i.promptFile],n)),null}function Xt(t,e){let n=[];for(let r of e.unreadInputs??
[]){let o=ae(r.replaceAll("_","-"),t);o!==void 0&&n.push(`the step was given \`${r}\`, which is not an input of this acti\
on: did you mean \`${o}\`?`)}return n.map(r=>`; ${r}`).join("")}function jn(t,e,n){let r=t(i.run),o=t(i.agent);if(e.mode===
"capture"||e.mode==="prepare"&&o===null)return null;if(r!==null&&o!==null)return n(i.run,be.bothAgents),null;if(o!==null){
let s=Te.safeParse(o);return s.success?{kind:"preset",preset:s.data}:(n(i.agent,En(o)),null)}return r!==null?{kind:"comm\
and",command:r}:(n(i.run,be.noAgent+Xt([i.run,i.agent],e)),null)}function Nn(t,e,n){let r=[];for(let o of(t??"").split(/[\s,]+/).
filter(Boolean))H.test(o)?r.includes(o)||r.push(o):n(i.needs,`${JSON.stringify(o)} is not a stage id: a letter or _ then\
 up to 99 letters, digits, _ or -`);return{...qt(r,e.job,e.upstream,n,e.needsFacts),needs:r}}function qt(t,e,n,r,o){if(n===
void 0)return{upstream:t.map(a=>({stage:a,job:null})),expandLineage:!0};let s=n.map(a=>a.stage),u=[];for(let a of t)if(o!==
void 0){let l=Ht(a,o);l!==null&&r(i.needs,l);let d=l===null&&!s.includes(a)?Ce(a,o):void 0;d!==void 0&&u.push({stage:a,job:d,
open:!0})}else s.includes(a)||r(i.needs,`${JSON.stringify(a)} is not upstream of job ${e}; upstream stages: ${s.join(", ")||
"(none)"}`);return{upstream:u.length>0?[...n,...u]:n,expandLineage:!1}}function Un(){let t={};for(let e of[...Object.values(i),...Object.values(B)])t[e]=Ge(e,{trimWhitespace:!1});return t}function _n(t,e){
let n=new Set(Ze[e].map(Fn));return Object.keys(t).filter(r=>r.startsWith(De)&&!n.has(r)&&t[r]!==void 0).map(r=>r.slice(
De.length).toLowerCase()).filter(r=>/^[a-z0-9_-]{1,100}$/.test(r)).sort()}var De="INPUT_";function Fn(t){return`${De}${t.
replace(/ /g,"_").toUpperCase()}`}function zn(t){let e=t.trim();if(e===""||e==="null"||e==="{}")return null;let n;try{n=
JSON.parse(e)}catch{throw new f("input-invalid","is not JSON; leave this input unset (it defaults to the job\u2019s matrix)",
{where:B.matrix})}if(n===null||typeof n!="object"||Array.isArray(n))throw new f("input-invalid","must be a JSON object; \
leave this input unset (it defaults to the job\u2019s matrix)",{where:B.matrix});return Object.keys(n).length===0?null:n}
var Kt=16*1024*1024;function Hn(t,e){let n=t.GITHUB_EVENT_PATH;if(!n)return{};try{if((0,we.statSync)(n).size>Kt)return e.
warning(`the event payload is larger than ${Kt} bytes; templates see github.event as {}`),{};let r=JSON.parse((0,we.readFileSync)(
n,"utf8"));return r!==null&&typeof r=="object"&&!Array.isArray(r)?r:{}}catch(r){return e.warning(`cannot read the event \
payload: ${r instanceof Error?r.message:String(r)}`),{}}}function Ln(t,e){return{repository:t.GITHUB_REPOSITORY??"",ref:t.
GITHUB_REF??"",sha:t.GITHUB_SHA??"",run_id:t.GITHUB_RUN_ID??"",actor:t.GITHUB_ACTOR??"",event_name:t.GITHUB_EVENT_NAME??
"",event:Hn(t,e)}}function Cn(t){let e=Number(t.GITHUB_RUN_ATTEMPT??"1");return{id:t.GITHUB_RUN_ID??"",attempt:Number.isInteger(
e)&&e>=1?e:1,workflow:t.GITHUB_WORKFLOW??"",repository:t.GITHUB_REPOSITORY??"",event_name:t.GITHUB_EVENT_NAME??"",sha:t.
GITHUB_SHA??"",ref:t.GITHUB_REF??""}}async function Do(t,e,n={}){let r=new gt,o={...n.inputs??Un()};n.stage!==void 0&&(o[i.
stage]??"").trim()===""&&(o[i.stage]=n.stage);let s=X(e,"GITHUB_WORKSPACE"),u=X(e,"RUNNER_TEMP"),a=X(e,"GITHUB_JOB"),l=(o[i.
githubToken]??"").trim(),d=t==="capture"?void 0:await vt(e),h=d&&It(d);h&&r.info(h);let p=d?.kind==="read"?Ot(e,d.names):
[],S=[...St(e,l),...p],R={mode:t,job:a,matrix:zn(o[B.matrix]??""),github:Ln(e,r),run:Cn(e),secrets:S,readFile:_=>zt(s,_,
I.templateBytes),...t==="capture"?{}:{parseVars:(await import("./vars-3RWKXP6M.js")).parseVars},unreadInputs:_n(e,
t)},c=Mt(o,R);Wn(c.redact);let x=new je({tempDir:u,reporter:r,...c.retentionDays===null?{}:{retentionDays:c.retentionDays}}),
E=new fe({root:s,tempDir:u}),b=t!=="capture"&&c.parentRun!==null?Dn(e,l,u,r):void 0,T=ce(o[i.redact]??"");if(t==="captur\
e")return{spec:c,store:x,workspace:E,reporter:r,secrets:c.redact,redactInput:T,openRun:b};let v={store:x,workspace:E,reporter:r,
redactInput:T,openRun:b,envSecrets:d},w=await Gn(e,a,r);if("unread"in w){let _={...c,workflowUnread:w.unread};return{...v,
spec:_,secrets:c.redact}}let y=w.graph,$=await Mn(y,a,c,x,r),{needsInputFactsOf:j}=await import("./upstream-stages-ZHHWK4O2.js"),
Z=Bt(c,{upstream:$,workflowJobs:y.jobs.map(_=>_.id),needs:j(y,a,$)});return{...v,spec:Z,secrets:Z.redact}}function Dn(t,e,n,r){
if(e==="")throw new f("input-invalid",`is empty; \`${i.parentRun}\` reads the parent run\u2019s records with it, and it needs \
\`actions: read\` (default: \${{ github.token }})`,{where:i.githubToken});let o=X(t,"GITHUB_REPOSITORY"),[s,u]=o.split("\
/");if(!s||!u)throw new f("runner-env-invalid",`GITHUB_REPOSITORY is ${JSON.stringify(o)}, not owner/name`);return async a=>{
if(!he.test(a))throw new f("run-unknown",`${JSON.stringify(a)} is not a GitHub workflow run id`);return new je({tempDir:n,
reporter:r,findBy:{token:e,workflowRunId:Number(a),repositoryOwner:s,repositoryName:u}})}}function Wn(t){for(let e of t)
for(let n of e.split(/\r?\n/))n.trim().length>=4&&We(n)}async function Gn(t,e,n){let[{findRunWorkflow:r},{readJobGraph:o}]=await Promise.
all([import("./workflow-file-ZBJYBVXM.js"),import("./upstream-stages-ZHHWK4O2.js")]),s=await r(t),u=l=>(n.info(`upstream stage\
s: from the needs input and their records (${l})`),{unread:l});if(s.kind==="unavailable")return u(s.reason);let a=o(s.file.
text);return a?a.jobs.some(l=>l.id===e)?(n.info(`upstream stages: the jobs ${e} needs in ${s.file.path}`),{graph:a}):u(`${s.
file.path} has no job ${e}`):u(`${s.file.path} is not a workflow`)}async function Mn(t,e,n,r,o){let s=[];if(n.template){
let{templateAnalysis:p}=await import("./render-prompt-PR7BWJ5S.js");try{s=p(n.template.text).references.filter(S=>S.kind===
"stage").map(S=>S.stage)}catch{}}let{recordIsFromJob:u,upstreamStagesOf:a}=await import("./upstream-stages-ZHHWK4O2.js"),l=[
...new Set((await r.list()).map(p=>p.stage))],d=a({graph:t,job:e,recorded:l,referenced:s});return(await Promise.all(d.map(
async p=>{if(!l.includes(p.stage))return p;let S=await r.get(p.stage);if(!S||u(t,p.job,S.record.job))return p;o.info(`st\
age ${p.stage}: its record is from job ${S.record.job}, not upstream job ${p.job}; left out`)}))).filter(p=>p!==void 0)}var Yt=class{#e;#t;#n;constructor(e){this.#e=e}get pending(){return this.#t}get failed(){return this.#n}async put(e){this.#t=
e,this.#n=void 0;try{return await this.#e.put(e)}catch(n){throw this.#n=e,n}finally{this.#t=void 0}}get(e){return this.#e.
get(e)}getAttempt(e,n,r){return this.#e.getAttempt(e,n,r)}list(){return this.#e.list()}};export{Dt as a,po as b,co as c,He as d,Nt as e,Le as f,br as g,Fe as h,yt as i,Yn as j,ir as k,ar as l,ur as m,lr as n,pr as o,
Er as p,vr as q,Or as r,Ir as s,Ot as t,It as u,Do as v,Wn as w,Yt as x};

import{c as gt}from"./chunk-NTHMEBCW.js";import{C as Pe,D as mt,E as V,G as ht,a as ie,b as it,c as Te,h as lt,u as Ie,
v as J,w as ae,x as ue,y as dt,z as ft}from"./chunk-FO5SKSEF.js";import{a as tt,b as nt,c as rt,g as Oe,h as ot,m as st}from"./chunk-DDVLLFHA.js";
import{a as Q}from"./chunk-R2LRCHEZ.js";import{b as ct}from"./chunk-HOTCVYZV.js";import{d as at,e as ut}from"./chunk-IDKEVQ6C.js";
import{I as se,M as pt,a as $e,b as xe,c as ke,d as Ke,e as B,h as g,i as H,j as L,k as Ye,l as Re,m as N,o as D,r as Ze,
s as ne,t as Ee,u as re,v as U,w as T,x as Qe,z as oe}from"./chunk-TJFUV3Y4.js";import{a as We}from"./chunk-PO5EA42V.js";
import{b as et,d as f,e as ve}from"./chunk-O7UU6C5Q.js";import{C as G,D as ee,E as Ve,J as Xe,K as te,M,P as qe,Q as be,
f as Ge,g as Me,h as Be,l as W,r as Je,t as I,u as z,x as i,y as m}from"./chunk-L77RPZPH.js";import{h as De,i as Ce}from"./chunk-DHIUKFLR.js";
import{d as F}from"./chunk-A64LSPLL.js";var Mn=be.stage;function Ae(t,e){let n=be[t];return Object.fromEntries(Object.entries(e).filter(([r])=>n.includes(r)))}function St(t,e,n={}){
let r=t.problems.some(o=>o.code===ee.nextUnknownStage);return{[m.status]:t.status,[m.next]:e?.next&&!r?e.next.stage:"",[m.
present]:t.present?"true":"false",[m.data]:JSON.stringify(e?.data??{}),[m.sha256]:t.digests.handoff??"",[m.artifactId]:n.
artifactId??"",[m.promptPath]:n.promptPath??"",[m.handoffPath]:n.handoffPath??""}}function je(){return{[m.status]:"failu\
re",[m.next]:"",[m.present]:"false",[m.data]:"{}",[m.sha256]:"",[m.artifactId]:"",[m.promptPath]:"",[m.handoffPath]:""}}var Yt=new Set(Object.values(Ve));function yt(t){return t.problems.filter(e=>e.severity==="warning"&&!Yt.has(e.code))}var qn="baton: the command could not start: ";async function or(t,e,n,r,o){J(Ae(t,n));let s=e.record.stage;for(let a of yt(e.record))o.warning(a.message,a.path==="$"?
`stage ${s}`:`stage ${s} ${a.path}`);let u=Ie({record:e.record,handoff:e.handoff,artifactName:bt(e.record),secrets:r.secrets,
serverUrl:r.serverUrl});await ae(u,r.secrets)}function bt(t){return ue(t.stage,t.attempt,t.run.attempt)}async function $t(t,e,n,r){
J(Ae(t,{...St(e.record,e.handoff),[m.present]:"false",[m.sha256]:""})),await ae(Ie({record:e.record,handoff:e.handoff,notStored:n,
secrets:r.secrets,serverUrl:r.serverUrl}),r.secrets)}function sr(t){let e=new Set(Object.values(Xe)),n={};for(let[r,o]of Object.
entries(t))o!==void 0&&(r.startsWith("INPUT_")||r.startsWith("STATE_")||e.has(r)||Object.values(Be).includes(r)||(n[r]=o));
return n}function ir(t){return{secrets:[],serverUrl:t.GITHUB_SERVER_URL,settled:!1}}async function ar(t,e,n){if(t.settled)
return;t.settled=!0;let r=t.store?.failed;r?await $t(n.action,r,e instanceof Error?e.message:String(e),t):n.refusedOutputs&&
J(je())}async function ur(t,e,n){let r=t.store?.pending,o=r?`the record of attempt ${r.record.attempt} was not stored: ${wt(
r)}`:n.unfinished,s=`${t.stage===void 0?"":`stage ${t.stage}: `}${ft(e)}; ${o}`;return t.settled||(t.settled=!0,r?await $t(
n.action,r,wt(r),t):n.refusedOutputs&&(J(je()),t.stage!==void 0&&await ae(`### \u274C baton stage \`${t.stage}\`

${s}
`,t.secrets))),s}function wt(t){return`artifact ${bt(t.record)} could not be uploaded in the ${dt.deadline/1e3} s a stop\
ped step has before the runner ends it`}function X(t){let e=t.filter(r=>/^[A-Za-z_][A-Za-z0-9_]{0,99}$/.test(r)),n=t.length-e.length;return[...e,...n>0?[`${n} m\
ore`]:[]].join(", ")}function xt(t,e){return e(lt(t))}async function Sr(t,e,n){let r=e.problems.map(w=>kt(w,t)),o=Qt(e.outcome,t),s=(w,P)=>{let O=Ue(w,t.redact,P);return r.push(
...O.problems),O.text},u=s(e.prompt,"prompt.md"),a=e.agent?s(e.agent.output,"agent.log"):void 0,l=t.agent?.kind==="comma\
nd"?s(t.agent.command,"agent.command"):null,d=e.verify?{...e.verify,command:s(e.verify.command,"verify.command")}:null,h=e.
agent?.startedAt??e.startedAt,p=e.agent?.finishedAt??e.finishedAt,S=e.outcome.reason!=="completed",E=Zt(e.usage,r),c=w=>n.
workspace.sha256(w),R={schema:Je.record,stage:t.stage,job:t.job,matrix:t.matrix,attempt:e.attempt,repair:e.repair,hop:e.
hop,run:t.run,agent:{command:l,preset:t.agent?.kind==="preset"?t.agent.preset:null,exit_code:e.agent?.exitCode??null,started_at:h.
toISOString(),finished_at:p.toISOString(),duration_ms:Math.max(0,p.getTime()-h.getTime()),usage:E},verify:d,status:S?"fa\
ilure":e.handoff?.status??"success",outcome:{reason:o.reason,message:o.message},present:e.handoff!==null,digests:{handoff:e.
handoff?xt(e.handoff,c):null,prompt:c(u)},lineage:e.lineage,...e.parent?{parent:e.parent}:{},problems:r},v=await n.store.
put({record:R,prompt:u,handoff:e.handoff,...a===void 0?{}:{log:a},...e.files&&e.files.length>0?{files:e.files}:{}});return{
record:R,ref:v,handoff:e.handoff,outcome:o}}function Zt(t,e){if(t===null)return null;let n={};for(let[r,o]of Object.entries(
t)){let s=at.safeParse({[r]:o});if(s.success){n[r]=o;continue}let u=s.error.issues.map(a=>a.message).join("; ");e.push({
code:ee.usageRefused,severity:"warning",path:`agent.usage.${r}`,message:`the agent\u2019s usage cannot be stored (${u});\
 ${r} is not recorded`})}return Object.keys(n).length===0?null:n}function Ue(t,e,n){let r=Oe(t,e);return{text:r.text,problems:r.
redactions.length===0?[]:[{code:te.problemCode,severity:"warning",path:n,message:st(r.redactions)}]}}function Ne(t,e){return Oe(
t,e.redact).text}function kt(t,e){return{...t,path:Ne(t.path,e),message:Ne(t.message,e)}}function Qt(t,e){if(t.message===
null)return t;let n=Ne(t.message,e);return"problems"in t?{...t,message:n,problems:t.problems.map(r=>kt(r,e))}:{...t,message:n}}function le(t){let e=t.split(/\r?\n/).map(n=>n.trim()).filter(n=>n.length>0);return[...new Set(e)]}function kr(t,e){let n=Ue(
t.prompt,e,"prompt.md");return n.problems.length===0?t:{...t,prompt:n.text,warnings:[...t.warnings,...n.problems]}}function Rr(t,e){
if(e>=t)return null;let n=`${t} ${t===1?"value":"values"} to redact`,r=e===0?`none of ${t===1?"it":"them"}`:`${e} of the\
m`;return new f("redact-not-given",`prepare was given ${n} and capture was given ${r}: give capture the same ${i.redact}\
 input as prepare. capture stores the handoff, the prompt and the job summary, and redacts only the values it is given; \
nothing was stored`,{where:i.redact})}function Er(t){if(t.length===0)return null;let e=t.length===1;return new f("redact\
-not-given",`prepare's env held the secret${e?"":"s"} ${X(t)} (mapped from secrets in its step's env:) and capture's doe\
s not: map ${e?"it":"them"} into capture's env: too, or into the job's env:, which every step gets, or give capture the \
value${e?"":"s"} in its ${i.redact} input. capture stores the handoff, the prompt and the job summary, and redacts only \
the values it sees; nothing was stored`,{where:i.redact})}function vr(t){if(t.length===0)return null;let e=t.length===1;
return new f("redact-not-given",`${X(t)}, mapped from secrets by the workflow, ${e?"was":"were"} set to another value af\
ter prepare ran, by a step between prepare and capture (through $GITHUB_ENV: the agent's step, most likely), so capture \
does not hold the value${e?"":"s"} prepare's env did and cannot redact ${e?"it":"them"}: give capture the secret${e?"":"\
s"} in its ${i.redact} input (${i.redact}: \${{ secrets.NAME }}), and run an agent you do not trust with the root action,\
 which runs it itself, without $GITHUB_ENV. capture stores the handoff, the prompt and the job summary; nothing was stor\
ed`,{where:i.redact})}var Rt=20;async function Et(t){let[{findRunWorkflow:e,readRepositoryWorkflow:n},{envSecretNames:r,mayBeStageWorkflowJob:o}]=await Promise.
all([import("./workflow-file-CKBVZAQ6.js"),import("./env-secret-names-VYERXWJH.js")]),s=t.GITHUB_JOB??"",u=t.GITHUB_ACTION,a=await e(
t);if(a.kind==="unavailable")return{kind:"unread",reason:a.reason};let l=new Set,d=new Set,h=!1,p=!1,S=!1,E=!1,c=[],R=[],
v=[a.file],w=new Set([a.file.path]);for(let b=v.shift();b!==void 0;b=v.shift()){let y=r(b.text,{job:s,...u?{step:u}:{}});
if(!y){if(b===a.file)return{kind:"unread",reason:`${b.path} is not a workflow`};c.push(`${b.path} is not a workflow`);continue}
y.jobFound&&(h=!0),y.stepFound&&(p=!0);for(let $ of y.opaque)R.push(`${b.path}: ${$} is one expression that reads secret\
s, so the names it sets are not known`);for(let $ of y.step)l.add($);for(let $ of y.job)d.add($);o(y,s)&&(S=!0),y.callsRemote&&
(E=!0);for(let $ of y.calls){if(w.has($))continue;if(w.add($),w.size>Rt){c.push(`more than ${Rt} workflow files are call\
ed`);break}let j=await n(t,$);j.kind==="found"?v.push(j.file):c.push(j.reason)}}if(!h&&!(S&&!E&&c.length===0))return{kind:"\
unread",reason:[`${a.file.path} has no job ${s} that runs steps`,...E?["it calls a reusable workflow of another reposito\
ry"]:[],...c].join("; ")};let P=p||!E&&c.length===0?[]:[`${a.file.path} calls ${E?"a reusable workflow of another reposi\
tory":"a workflow not read here"}, whose job ${s} may be the one this step runs in (no step of job ${s} here has this st\
ep\u2019s id)`,...c],O=[...R,...P];return{kind:"read",names:[...l],jobNames:[...d],...O.length>0?{incomplete:O.join("; ")}:
{}}}function vt(t,e){let n=e.map(r=>t[r]??"").filter(r=>r!=="");return[...new Set(n.flatMap(r=>[r,...en(r)]))]}function en(t){
if(!/^\s*[[{]/.test(t))return[];let e;try{e=JSON.parse(t)}catch{return[]}let n=[],r=[e];for(let o=r.pop();o!==void 0;o=r.
pop())typeof o=="string"?o.trim().length>=te.minSecretLength&&n.push(o):o!==null&&typeof o=="object"&&r.push(...Object.values(
o).reverse());return n}function Ot(t){let e=`give it to the \`${i.redact}\` input (${i.redact}: \${{ secrets.NAME }})`;if(t.
kind==="unread")return`env secrets: the workflow's env mappings from secrets were not read (${t.reason}); to redact a se\
cret this step's env holds, ${e}`;let n=t.names.length>0?`the values of ${X(t.names)}, mapped from secrets by the workfl\
ow, are redacted where set`:void 0;return t.incomplete===void 0?n&&`env secrets: ${n}`:`env secrets: ${n?`${n}; `:""}not\
 every mapping from secrets could be named (${t.incomplete}); to redact a secret this step's env holds${n?" that is not \
named here":""}, ${e}`}var ye=F(Q(),1);var de=F(We(),1),fe=F(Q(),1);import{tmpdir as sn}from"node:os";import{isAbsolute as Ut,join as K,relative as an,resolve as C,
sep as Nt}from"node:path";var tn=F(We(),1),q=F(Q(),1);import{basename as jr,dirname as nn,join as Nr}from"node:path";function Tt(t){try{return(0,q.mkdtempSync)(t)}catch(e){if(e?.code!=="ENOENT")throw e;return(0,q.mkdirSync)(nn(t),{recursive:!0}),
(0,q.mkdtempSync)(t)}}var x=F(Q(),1);function It(t){return t.isFile()?null:t.isSymbolicLink()?"a symbolic link":t.isDirectory()?"a directory":
t.isFIFO()?"a FIFO (named pipe)":t.isSocket()?"a socket":t.isCharacterDevice()?"a character device":t.isBlockDevice()?"a\
 block device":"not a regular file"}async function pe(t,e){return Fe(t,e)}function Fe(t,e){let n;try{n=(0,x.lstatSync)(t)}catch(s){
if(Pt(s))return{kind:"missing"};throw s}let r=It(n);if(r!==null)return{kind:"not-regular",what:r};if(n.size>e)return{kind:"\
too-large",size:n.size};let o;try{o=(0,x.openSync)(t,x.constants.O_RDONLY|(x.constants.O_NOFOLLOW??0)|(x.constants.O_NONBLOCK??
0))}catch(s){if(_e(s)==="ELOOP"||_e(s)==="EMLINK")return{kind:"not-regular",what:"a symbolic link"};if(Pt(s))return{kind:"\
missing"};throw s}try{let s=(0,x.fstatSync)(o),u=It(s);if(u!==null)return{kind:"not-regular",what:u};if(s.ino!==n.ino||s.
dev!==n.dev)return{kind:"not-regular",what:"a file that was replaced while being opened"};let a=Buffer.allocUnsafe(Math.
min(s.size,e)+1),l=0;for(;;){if(l===a.length){if(l>e)return{kind:"too-large",size:l};let h=Buffer.allocUnsafe(Math.min(a.
length*2,e+1));a.copy(h,0,0,l),a=h}let d=(0,x.readSync)(o,a,l,a.length-l,l);if(d===0)break;l+=d}return{kind:"file",bytes:new Uint8Array(
a.subarray(0,l))}}finally{(0,x.closeSync)(o)}}function _e(t){let e=t?.code;return typeof e=="string"?e:void 0}function Pt(t){
let e=_e(t);return e==="ENOENT"||e==="ENOTDIR"}var rn=t=>({kind:"invalid",problems:[tt("$",`is ${t}; a handoff must be a regular file (links are never followed)`)]});async function At(t){
let e;try{e=await pe(t,I.handoffFileBytes)}catch(n){throw on(t,n)}switch(e.kind){case"missing":return{kind:"missing"};case"\
not-regular":return rn(e.what);case"too-large":return{kind:"invalid",problems:[nt(e.size)]};case"file":return rt(e.bytes)}}
function on(t,e){let n=e.code,r=n==="EACCES"||n==="EPERM"?"permission denied":n??String(e);return new f("handoff-unreada\
ble",`cannot read the handoff: ${r}`,{where:t,cause:e})}function jt(t){return{where:`the temp dir ${ie(t)}`,makeRoom:"make room on its disk"}}function ze(t,e,n,r,o={}){let s=r?.
code,u=s==="ENOSPC"||s==="EDQUOT";return new f("temp-write-failed",`${n} could not be ${o.made?"made":"written"} in ${t.
where}: ${ie(et(r,t.fewerJobs))}${u?`; ${t.makeRoom}`:""}`,{where:ie(e),cause:r})}var ce=class{#e;#t;#n;#r;#o;constructor(e){this.#e=C(e.root),this.#t=C(e.tempDir??sn()),this.#n=e.privateTempDir??!1,this.#r=
e.tempPlace??jt(this.#t),this.#o=e.now??(()=>new Date)}async attemptPaths(e,n){if(this.#n){let s=K(this.#t,`${e}-${n}-${(0,de.randomBytes)(
12).toString("hex")}`);return{promptPath:`${s}.${W.prompt}`,handoffPath:`${s}.${W.handoff}`}}let r=K(this.#t,`baton-${e}\
-${n}-`),o;try{o=Tt(r)}catch(s){throw ze(this.#r,`${r}XXXXXX`,"the attempt's directory",s,{made:!0})}return{promptPath:K(
o,W.prompt),handoffPath:K(o,W.handoff)}}async writePrompt(e,n){try{(0,fe.writeFileSync)(e,n,{flag:"wx",mode:384})}catch(r){
throw ze(this.#r,e,"the stage's prompt",r)}}readHandoff(e){return At(e)}resolveDirectory(e){return C(this.#e,e)}async readArtifact(e,n,r){
let o=u=>({kind:"refused",reason:u}),s=C(this.resolveDirectory(e),...n.split("/"));try{let u=_t(this.#e,s);if(u!==null)return o(
u);let a=await pe(s,r);switch(a.kind){case"file":return a;case"missing":return o("does not exist");case"not-regular":return o(
`is ${a.what}; only regular files are kept, and links are never followed`);case"too-large":return o(`is ${a.size} bytes,\
 more than the ${r} bytes left of the ${I.artifactBytes}-byte limit for one record's artifacts`)}}catch(u){let a=u?.code;
return o(`cannot be read (${typeof a=="string"?a:String(u)})`)}}now(){return this.#o()}sha256(e){return(0,de.createHash)(
"sha256").update(e,"utf8").digest("hex")}};function _t(t,e){let n=an(t,e);if(n===""||n===".."||n.startsWith(`..${Nt}`)||
Ut(n))return`is outside the workspace (${t})`;let r=n.split(Nt);for(let o=1;o<r.length;o++){let s=r.slice(0,o).join("/"),
u;try{u=(0,fe.lstatSync)(K(t,s))}catch(a){if(un(a))return"does not exist";throw a}if(u.isSymbolicLink())return`is under ${s}\
, a symbolic link; links are never followed`;if(!u.isDirectory())return`does not exist (${s} is not a directory)`}return null}
function Ft(t,e,n){if(Ut(e))throw new Error("must be a path inside the workspace");let r=C(t,e),o=_t(C(t),r);if(o!==null)
throw new Error(o);let s=Fe(r,n);switch(s.kind){case"file":{let u=Me(s.bytes);if(u.kind==="text")return u.text;throw new Error(
u.kind==="utf-16"?`${u.problem}; ${Ge}`:u.problem)}case"missing":throw new Error("does not exist");case"not-regular":throw new Error(
`is ${s.what}; only regular files are read, and links are never followed`);case"too-large":throw new Error(`is ${s.size}\
 bytes, more than the ${n}-byte limit`)}}function un(t){let e=t?.code;return e==="ENOENT"||e==="ENOTDIR"}var me=/^[1-9]\d{0,19}$/;function zt(t,e){let n=JSON.stringify(t);if(!z.test(t))return`${n} is not a stage id: a letter or _ then up to 99 letter\
s, digits, _ or -`;if(e.upstreamStages.includes(t)||e.unknown||He(t,e)!==void 0)return null;let r=pn(e),o=e.jobs.get(t),
s=o?.stages?.includes(t)??!1;if(o!==void 0&&!s&&e.upstreamJobs.includes(t)){let l=o.stages===null?`${t}-<matrix values>,\
 known when the run expands its matrix`:o.stages.join(", ");return`${n} is ${o.matrix?"the matrix job":"job"} ${t}, not \
a stage: name ${o.matrix?"its legs":"its stage"} (${l}); upstream stages: ${r}`}let u=o!==void 0&&!s?t:ln(t,e);if(u!==void 0){
let l=u===t&&!s,d="a stage needs only stages of jobs that finish before it";if(u===e.job)return`${n} is ${l?"this job":"\
a stage of this job"} itself: ${d}; upstream stages: ${r}`;let h=l?`job '${u}'`:`a stage of job '${u}'`,p=e.runsAfter(u);
return p!==null?`${n} is ${h}, which runs after job '${e.job}' (${gt(p)}): ${d}; upstream stages: ${r}`:`${n} is ${h}, w\
hich is not upstream of job '${e.job}' (add '${u}' to jobs.${e.job}.needs); upstream stages: ${r}`}let a=se(t,e.upstreamStages);
return`${n} is not a stage upstream of job '${e.job}'${a?` (did you mean ${a}?)`:""}; upstream stages: ${r}`}function He(t,e){
let n;for(let r of e.openMatrices)t.startsWith(`${r}-`)&&r.length>(n?.length??0)&&(n=r);return n}function ln(t,e){let n;
for(let[r,o]of e.jobs){if(o.stages?.includes(t))return r;o.stages===null&&o.matrix&&t.startsWith(`${r}-`)&&r.length>(n?.
length??0)&&(n=r)}return n}function pn(t){let e=[...t.upstreamStages,...t.openMatrices.map(n=>`${n}-*`)];return e.length>
0?e.join(", "):"(none)"}var ge={bash:{template:"bash --noprofile --norc -eo pipefail {0}"},sh:{template:"sh -e {0}"},pwsh:{template:`pwsh -comma\
nd ". '{0}'"`},python:{template:"python {0}"}},cn=new Map([["cmd",".cmd"],["pwsh",".ps1"],["powershell",".ps1"],["bash",
".sh"],["sh",".sh"],["python",".py"]]);function Ht(t){return cn.get(t.toLowerCase())??""}var dn="$ErrorActionPreference \
= 'stop'",fn="if ((Test-Path -LiteralPath variable:\\LASTEXITCODE)) { exit $LASTEXITCODE }",mn="bash";var gn=["cmd","powershell"];var ao=`${Object.keys(ge).join(", ")}, ${gn.join(", ")} (Windows only), or a command containing {0} (e.g. "perl {0}")`;var hn=`${Object.keys(ge).join(", ")}, or a command containing {0} (e.g. "perl {0}")`;function Dt(t){return Sn(t,hn)}function Sn(t,e){
let n=(t??"").trim()||mn;if(Object.hasOwn(ge,n)){let u=ge[n],[a,...l]=Lt(u.template);return{file:a,args:l,extension:Ht(a)}}
if(!n.includes("{0}"))throw new f("input-invalid",`${JSON.stringify(n)} is not one of ${e}`,{where:"shell"});let r=Lt(n),
[o,...s]=r;if(o===void 0||o.includes("{0}"))throw new f("input-invalid",`${JSON.stringify(n)} must start with a program,\
 then {0} for the script`,{where:"shell"});return{file:o,args:s,extension:Ht(o)}}function uo(t,e){switch(t.file){case"pw\
sh":case"powershell":return`${dn}
${e}
${fn}`;case"cmd":return`@echo off
${e}`;default:return e.endsWith(`
`)?e:`${e}
`}}function lo(t,e){return t.args.map(n=>n.replaceAll("{0}",e))}function Lt(t){let e=[],n="",r=!1,o=null;for(let s of t){
if(o){s===o?o=null:n+=s;continue}s==='"'||s==="'"?(o=s,r=!0):/\s/.test(s)?(r&&e.push(n),n="",r=!1):(n+=s,r=!0)}if(o)throw new f(
"input-invalid",`${JSON.stringify(t)} has an unterminated ${o} quote`,{where:"shell"});return r&&e.push(n),e}var A={attempts:{min:1,max:I.maxAttempts},maxHandoffs:{min:1,max:1e3},maxPromptTokens:{min:1,max:1e7},retentionDays:{min:1,
max:400}},yn=Ee(G.handoff),wn=Ee(G.onInvalid),bn=Ze("kind",[D({kind:re("command"),command:g().check(B(1))}),D({kind:re("\
preset"),preset:Te})]),Wt=D({stage:oe,job:T(g()),matrix:U(ne(g(),Re())),open:U(re(!0)),place:U(Qe(N(H().check(L(),Ke()))))}),
$n=D({stage:oe,job:g().check(B(1)),matrix:T(ne(g(),Re())),template:T(D({text:g(),source:g()})),upstream:N(Wt),expandLineage:Ye(),
needs:N(oe),handoff:yn,onInvalid:wn,agent:T(bn),shell:g(),workingDirectory:g().check(B(1)),verify:T(g()),attempts:H().check(
L(),xe(A.attempts.min),$e(A.attempts.max)),maxHandoffs:H().check(L(),xe(A.maxHandoffs.min),$e(A.maxHandoffs.max)),parentRun:T(
g().check(B(1))),maxPromptTokens:T(H().check(L(),ke())),retentionDays:T(H().check(L(),ke())),inputs:ne(g(),g()),github:ct,
redact:N(g()),workflowJobs:T(N(g())),workflowUnread:U(g()),madeEvent:U(g()),madeEventRun:U(g()),run:ut}),xn="the stage i\
d holds the value of a secret; a stage id names directories and artifacts, which are not redacted",Se={bothPrompts:`give\
 either \`${i.prompt}\` or \`${i.promptFile}\`, not both`,noPrompt:`one of \`${i.prompt}\` or \`${i.promptFile}\` is requ\
ired`,bothAgents:`give either \`${i.run}\` (a command) or \`${i.agent}\` (a preset), not both`,noAgent:`one of \`${i.run}\
\` (the agent's command) or \`${i.agent}\` (a preset) is required`};function Gt(t,e){let n=[],r=k=>{let _=t[k];if(_===void 0)
return null;let Y=_.trim();return Y===""?null:Y},o=(k,_)=>n.push({input:k,message:_}),s=(k,_,Y)=>{try{return _()}catch(Z){
if(Z instanceof f)return o(Z.where??k,Z.message),Y;throw Z}},u=Tn(r(i.stage),e,o),a=Ct(i.handoff,r(i.handoff),G.handoff,
"optional",o),l=Ct(i.onInvalid,r(i.onInvalid),G.onInvalid,"fail",o),d=he(i.attempts,r(i.attempts),A.attempts,1,o),h=he(i.
maxHandoffs,r(i.maxHandoffs),A.maxHandoffs,I.defaultMaxHandoffs,o),p=e.parentRun!==void 0?e.parentRun:On(r,o),S=he(i.maxPromptTokens,
r(i.maxPromptTokens),A.maxPromptTokens,null,o),E=he(i.retentionDays,r(i.retentionDays),A.retentionDays,null,o),c=r(i.shell)??
"bash";s(i.shell,()=>Dt(c),null);let R=r(i.workingDirectory)??".";R.includes("\0")&&o(i.workingDirectory,"must not conta\
in a NUL character");let v=r(i.verify),w=s(i.vars,()=>En(t[i.vars]??"",e),{}),P=In(t,r,e,o),O=Pn(r,e,o),{upstream:b,needs:y,
expandLineage:$}=An(r(i.needs),e,o),j=[...e.secrets??[],...le(t[i.redact]??"")].filter(k=>k.length>0);if(n.length>0)throw Jt(
n);return{...$n.parse({stage:u,job:e.job,matrix:e.matrix??null,template:P,upstream:[],expandLineage:$,needs:y,handoff:a,
onInvalid:l,agent:O,shell:c,workingDirectory:R,verify:v,attempts:d,maxHandoffs:h,parentRun:p,maxPromptTokens:S,retentionDays:E,
inputs:{...e.dispatchInputs??kn(e.github),...w},github:e.github,redact:[...new Set(j)],workflowJobs:e.workflowJobs??null,
...e.workflowJobs==null&&e.workflowUnread!==void 0?{workflowUnread:e.workflowUnread}:{},...e.madeEvent===void 0?{}:{madeEvent:e.
madeEvent},...e.madeEvent===void 0||e.madeEventRun===void 0?{}:{madeEventRun:e.madeEventRun},run:e.run}),upstream:Bt(b)}}
function kn(t){if(t.event_name!=="workflow_dispatch"&&t.event_name!=="workflow_call")return{};let e=t.event.inputs;return e===
null||typeof e!="object"||Array.isArray(e)?{}:Object.fromEntries(Object.entries(e).filter(([,n])=>["string","number","bo\
olean"].includes(typeof n)).map(([n,r])=>[n,String(r)]))}function Rn(t){return`${JSON.stringify(t)} is not one of ${it.join(
", ")}`}function Mt(t,e){let n=[],{upstream:r,expandLineage:o}=Xt(t.needs,t.job,e.upstream,(a,l)=>n.push({input:a,message:l}),e.
needs);if(n.length>0)throw Jt(n);let{workflowUnread:s,...u}=t;return{...u,upstream:Bt(r),expandLineage:o,workflowJobs:[...e.
workflowJobs]}}function Bt(t){return t.every(vn)?t:N(Wt).parse(t)}function En(t,e){if(e.mode==="capture"||t.trim()==="")
return{};if(e.parseVars===void 0)throw new ve("stageSpecFromInputs: a vars input needs ctx.parseVars");return e.parseVars(
t)}function vn(t){let e=Object.keys(t),{matrix:n,place:r}=t;return e.length===2+(n===void 0?0:1)+(t.open===!0?1:0)+(r===
void 0?0:1)&&(r===void 0||Array.isArray(r)&&r.every(o=>Number.isInteger(o)&&o>=0))&&e.includes("stage")&&e.includes("job")&&
typeof t.stage=="string"&&z.test(t.stage)&&(t.job===null||typeof t.job=="string")&&(n===void 0||typeof n=="object"&&n!==
null&&!Array.isArray(n)&&Object.getPrototypeOf(n)===Object.prototype)}function Jt(t){let[e]=t;return t.length===1&&e?new f(
"input-invalid",e.message,{where:e.input}):new f("input-invalid",`${t.length} inputs are invalid`,{details:t.map(n=>`${n.
input}: ${n.message}`)})}function Ct(t,e,n,r,o){return e===null?r:n.includes(e)?e:(o(t,`${JSON.stringify(e)} is not one \
of ${n.join(", ")}`),r)}function On(t,e){let n=t(i.parentRun);return n===null?null:me.test(n)?n:(e(i.parentRun,`${JSON.stringify(
n)} is not a workflow run id (a positive whole number, such as \${{ github.run_id }} of the run that started this one)`),
null)}function he(t,e,n,r,o){if(e===null)return r;let s=/^\d{1,9}$/.test(e)?Number(e):Number.NaN;return!Number.isInteger(
s)||s<n.min||s>n.max?(o(t,`${JSON.stringify(e)} is not a whole number from ${n.min} to ${n.max}`),r):s}function Tn(t,e,n){
let r=e.secrets??[];if((t!==null?[t]:Object.values(e.matrix??{}).map(s=>typeof s=="string"?s:JSON.stringify(s)??"")).some(
s=>ot(s,r)))return n(i.stage,`${xn}, so ${t===null?`give one in the \`${i.stage}\` input`:"choose one without it"}`),"in\
valid";if(t!==null&&!z.test(t))return n(i.stage,`${JSON.stringify(t)} is not a stage id: a letter or _ then up to 99 let\
ters, digits, _ or -`),"invalid";try{let s=t??pt(e.stageJob??e.job,e.matrix??null);return ue(s,1),s}catch(s){if(s instanceof
f){let u=t===null?`; give the stage id in the \`${i.stage}\` input`:"";return n(i.stage,`${s.message}${u}`),"invalid"}throw s}}
function In(t,e,n,r){let o=t[i.prompt]?.trim()?t[i.prompt]:null,s=e(i.promptFile);if(o!==null&&s!==null)return r(i.prompt,
Se.bothPrompts),null;if(o!==null)return{text:o,source:n.promptSource??`jobs.${n.job} ${i.prompt}`};if(s!==null){if(!n.readFile)
return r(i.promptFile,"cannot be read here (no file reader was given)"),null;try{return{text:n.readFile(s),source:s}}catch(u){
let a=u instanceof Error?u.message:String(u);return r(i.promptFile,`cannot read ${JSON.stringify(s)}: ${a}`),null}}return n.
mode!=="capture"&&r(i.prompt,Se.noPrompt+Vt([i.prompt,i.promptFile],n)),null}function Vt(t,e){let n=[];for(let r of e.unreadInputs??
[]){let o=se(r.replaceAll("_","-"),t);o!==void 0&&n.push(`the step was given \`${r}\`, which is not an input of this acti\
on: did you mean \`${o}\`?`)}return n.map(r=>`; ${r}`).join("")}function Pn(t,e,n){let r=t(i.run),o=t(i.agent);if(e.mode===
"capture"||e.mode==="prepare"&&o===null)return null;if(r!==null&&o!==null)return n(i.run,Se.bothAgents),null;if(o!==null){
let s=Te.safeParse(o);return s.success?{kind:"preset",preset:s.data}:(n(i.agent,Rn(o)),null)}return r!==null?{kind:"comm\
and",command:r}:(n(i.run,Se.noAgent+Vt([i.run,i.agent],e)),null)}function An(t,e,n){let r=[];for(let o of(t??"").split(/[\s,]+/).
filter(Boolean))z.test(o)?r.includes(o)||r.push(o):n(i.needs,`${JSON.stringify(o)} is not a stage id: a letter or _ then\
 up to 99 letters, digits, _ or -`);return{...Xt(r,e.job,e.upstream,n,e.needsFacts),needs:r}}function Xt(t,e,n,r,o){if(n===
void 0)return{upstream:t.map(a=>({stage:a,job:null})),expandLineage:!0};let s=n.map(a=>a.stage),u=[];for(let a of t)if(o!==
void 0){let l=zt(a,o);l!==null&&r(i.needs,l);let d=l===null&&!s.includes(a)?He(a,o):void 0;d!==void 0&&u.push({stage:a,job:d,
open:!0})}else s.includes(a)||r(i.needs,`${JSON.stringify(a)} is not upstream of job ${e}; upstream stages: ${s.join(", ")||
"(none)"}`);return{upstream:u.length>0?[...n,...u]:n,expandLineage:!1}}function jn(){let t={};for(let e of[...Object.values(i),...Object.values(M)])t[e]=Ce(e,{trimWhitespace:!1});return t}function Nn(t,e){
let n=new Set(qe[e].map(Un));return Object.keys(t).filter(r=>r.startsWith(Le)&&!n.has(r)&&t[r]!==void 0).map(r=>r.slice(
Le.length).toLowerCase()).filter(r=>/^[a-z0-9_-]{1,100}$/.test(r)).sort()}var Le="INPUT_";function Un(t){return`${Le}${t.
replace(/ /g,"_").toUpperCase()}`}function _n(t){let e=t.trim();if(e===""||e==="null"||e==="{}")return null;let n;try{n=
JSON.parse(e)}catch{throw new f("input-invalid","is not JSON; leave this input unset (it defaults to the job\u2019s matrix)",
{where:M.matrix})}if(n===null||typeof n!="object"||Array.isArray(n))throw new f("input-invalid","must be a JSON object; \
leave this input unset (it defaults to the job\u2019s matrix)",{where:M.matrix});return Object.keys(n).length===0?null:n}
var qt=16*1024*1024;function Fn(t,e){let n=t.GITHUB_EVENT_PATH;if(!n)return{};try{if((0,ye.statSync)(n).size>qt)return e.
warning(`the event payload is larger than ${qt} bytes; templates see github.event as {}`),{};let r=JSON.parse((0,ye.readFileSync)(
n,"utf8"));return r!==null&&typeof r=="object"&&!Array.isArray(r)?r:{}}catch(r){return e.warning(`cannot read the event \
payload: ${r instanceof Error?r.message:String(r)}`),{}}}function zn(t,e){return{repository:t.GITHUB_REPOSITORY??"",ref:t.
GITHUB_REF??"",sha:t.GITHUB_SHA??"",run_id:t.GITHUB_RUN_ID??"",actor:t.GITHUB_ACTOR??"",event_name:t.GITHUB_EVENT_NAME??
"",event:Fn(t,e)}}function Hn(t){let e=Number(t.GITHUB_RUN_ATTEMPT??"1");return{id:t.GITHUB_RUN_ID??"",attempt:Number.isInteger(
e)&&e>=1?e:1,workflow:t.GITHUB_WORKFLOW??"",repository:t.GITHUB_REPOSITORY??"",event_name:t.GITHUB_EVENT_NAME??"",sha:t.
GITHUB_SHA??"",ref:t.GITHUB_REF??""}}async function Lo(t,e,n={}){let r=new mt,o={...n.inputs??jn()};n.stage!==void 0&&(o[i.
stage]??"").trim()===""&&(o[i.stage]=n.stage);let s=V(e,"GITHUB_WORKSPACE"),u=V(e,"RUNNER_TEMP"),a=V(e,"GITHUB_JOB"),l=(o[i.
githubToken]??"").trim(),d=t==="capture"?void 0:await Et(e),h=d&&Ot(d);h&&r.info(h);let p=d?.kind==="read"?vt(e,d.names):
[],S=[...ht(e,l),...p],E={mode:t,job:a,matrix:_n(o[M.matrix]??""),github:zn(e,r),run:Hn(e),secrets:S,readFile:k=>Ft(s,k,
I.templateBytes),...t==="capture"?{}:{parseVars:(await import("./vars-VQC4XBYP.js")).parseVars},unreadInputs:Nn(e,
t)},c=Gt(o,E);Dn(c.redact);let R=new Pe({tempDir:u,reporter:r,...c.retentionDays===null?{}:{retentionDays:c.retentionDays}}),
v=new ce({root:s,tempDir:u}),w=t!=="capture"&&c.parentRun!==null?Ln(e,l,u,r):void 0,P=le(o[i.redact]??"");if(t==="captur\
e")return{spec:c,store:R,workspace:v,reporter:r,secrets:c.redact,redactInput:P,openRun:w};let O={store:R,workspace:v,reporter:r,
redactInput:P,openRun:w,envSecrets:d},b=await Cn(e,a,r);if("unread"in b){let k={...c,workflowUnread:b.unread};return{...O,
spec:k,secrets:c.redact}}let y=b.graph,$=await Wn(y,a,c,R,r),{needsInputFactsOf:j}=await import("./upstream-stages-JTYE4AG4.js"),
we=Mt(c,{upstream:$,workflowJobs:y.jobs.map(k=>k.id),needs:j(y,a,$)});return{...O,spec:we,secrets:we.redact}}function Ln(t,e,n,r){
if(e==="")throw new f("input-invalid",`is empty; \`${i.parentRun}\` reads the parent run\u2019s records with it, and it needs \
\`actions: read\` (default: \${{ github.token }})`,{where:i.githubToken});let o=V(t,"GITHUB_REPOSITORY"),[s,u]=o.split("\
/");if(!s||!u)throw new f("runner-env-invalid",`GITHUB_REPOSITORY is ${JSON.stringify(o)}, not owner/name`);return async a=>{
if(!me.test(a))throw new f("run-unknown",`${JSON.stringify(a)} is not a GitHub workflow run id`);return new Pe({tempDir:n,
reporter:r,findBy:{token:e,workflowRunId:Number(a),repositoryOwner:s,repositoryName:u}})}}function Dn(t){for(let e of t)
for(let n of e.split(/\r?\n/))n.trim().length>=4&&De(n)}async function Cn(t,e,n){let[{findRunWorkflow:r},{readJobGraph:o}]=await Promise.
all([import("./workflow-file-CKBVZAQ6.js"),import("./upstream-stages-JTYE4AG4.js")]),s=await r(t),u=l=>(n.info(`upstream stage\
s: from the needs input and their records (${l})`),{unread:l});if(s.kind==="unavailable")return u(s.reason);let a=o(s.file.
text);return a?a.jobs.some(l=>l.id===e)?(n.info(`upstream stages: the jobs ${e} needs in ${s.file.path}`),{graph:a}):u(`${s.
file.path} has no job ${e}`):u(`${s.file.path} is not a workflow`)}async function Wn(t,e,n,r,o){let s=[];if(n.template){
let{templateAnalysis:p}=await import("./render-prompt-4BAT2PTS.js");try{s=p(n.template.text).references.filter(S=>S.kind===
"stage").map(S=>S.stage)}catch{}}let{recordIsFromJob:u,upstreamStagesOf:a}=await import("./upstream-stages-JTYE4AG4.js"),l=[
...new Set((await r.list()).map(p=>p.stage))],d=a({graph:t,job:e,recorded:l,referenced:s});return(await Promise.all(d.map(
async p=>{if(!l.includes(p.stage))return p;let S=await r.get(p.stage);if(!S||u(t,p.job,S.record.job))return p;o.info(`st\
age ${p.stage}: its record is from job ${S.record.job}, not upstream job ${p.job}; left out`)}))).filter(p=>p!==void 0)}var Kt=class{#e;#t;#n;constructor(e){this.#e=e}get pending(){return this.#t}get failed(){return this.#n}async put(e){this.#t=
e,this.#n=void 0;try{return await this.#e.put(e)}catch(n){throw this.#n=e,n}finally{this.#t=void 0}}get(e){return this.#e.
get(e)}getAttempt(e,n,r){return this.#e.getAttempt(e,n,r)}list(){return this.#e.list()}};export{Dt as a,uo as b,lo as c,Fe as d,jt as e,ze as f,Sr as g,Ue as h,St as i,qn as j,or as k,sr as l,ir as m,ar as n,ur as o,
kr as p,Rr as q,Er as r,vr as s,vt as t,Ot as u,Lo as v,Dn as w,Kt as x};

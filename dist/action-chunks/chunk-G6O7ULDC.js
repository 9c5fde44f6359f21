import{c as ft}from"./chunk-NTHMEBCW.js";import{C as Te,D as mt,E as B,G as gt,a as re,b as st,c as Oe,h as ut,u as ve,
v as M,w as oe,x as se,y as pt,z as dt}from"./chunk-32DDZYIH.js";import{a as et,b as tt,c as nt,g as Ee,h as rt,m as ot}from"./chunk-U4RA36MI.js";
import{a as Y}from"./chunk-R2LRCHEZ.js";import{b as ct}from"./chunk-OEGRQN6N.js";import{d as it,e as at}from"./chunk-4VAAILXN.js";
import{I as ne,M as lt,a as be,b as we,c as xe,d as qe,e as G,h as g,i as U,j as _,k as Ke,l as ke,m as P,o as F,r as Ye,
s as Q,t as $e,u as ee,v as I,w as O,x as Ze,z as te}from"./chunk-I3FTXMAU.js";import{a as De}from"./chunk-PO5EA42V.js";
import{b as Qe,d,e as Re}from"./chunk-O7UU6C5Q.js";import{C,D as Z,E as Be,I as Je,J as Ve,L as W,O as Xe,P as ye,
f as Ce,g as We,h as Ge,l as D,r as Me,t as v,u as N,x as i,y as f}from"./chunk-6D6EBB7K.js";import{h as He,i as Le}from"./chunk-DHIUKFLR.js";
import{d as j}from"./chunk-A64LSPLL.js";var Wn=ye.stage;function Pe(t,e){let n=ye[t];return Object.fromEntries(Object.entries(e).filter(([r])=>n.includes(r)))}function ht(t,e,n={}){
let r=t.problems.some(o=>o.code===Z.nextUnknownStage);return{[f.status]:t.status,[f.next]:e?.next&&!r?e.next.stage:"",[f.
present]:t.present?"true":"false",[f.data]:JSON.stringify(e?.data??{}),[f.sha256]:t.digests.handoff??"",[f.artifactId]:n.
artifactId??"",[f.promptPath]:n.promptPath??"",[f.handoffPath]:n.handoffPath??""}}function Ie(){return{[f.status]:"failu\
re",[f.next]:"",[f.present]:"false",[f.data]:"{}",[f.sha256]:"",[f.artifactId]:"",[f.promptPath]:"",[f.handoffPath]:""}}var Kt=new Set(Object.values(Be));function St(t){return t.problems.filter(e=>e.severity==="warning"&&!Kt.has(e.code))}var Vn="baton: the command could not start: ";async function nr(t,e,n,r,o){M(Pe(t,n));let s=e.record.stage;for(let a of St(e.record))o.warning(a.message,a.path==="$"?
`stage ${s}`:`stage ${s} ${a.path}`);let u=ve({record:e.record,handoff:e.handoff,artifactName:bt(e.record),secrets:r.secrets,
serverUrl:r.serverUrl});await oe(u,r.secrets)}function bt(t){return se(t.stage,t.attempt,t.run.attempt)}async function wt(t,e,n,r){
M(Pe(t,{...ht(e.record,e.handoff),[f.present]:"false",[f.sha256]:""})),await oe(ve({record:e.record,handoff:e.handoff,notStored:n,
secrets:r.secrets,serverUrl:r.serverUrl}),r.secrets)}function rr(t){let e=new Set(Object.values(Je)),n={};for(let[r,o]of Object.
entries(t))o!==void 0&&(r.startsWith("INPUT_")||r.startsWith("STATE_")||e.has(r)||Object.values(Ge).includes(r)||(n[r]=o));
return n}function or(t){return{secrets:[],serverUrl:t.GITHUB_SERVER_URL,settled:!1}}async function sr(t,e,n){if(t.settled)
return;t.settled=!0;let r=t.store?.failed;r?await wt(n.action,r,e instanceof Error?e.message:String(e),t):n.refusedOutputs&&
M(Ie())}async function ir(t,e,n){let r=t.store?.pending,o=r?`the record of attempt ${r.record.attempt} was not stored: ${yt(
r)}`:n.unfinished,s=`${t.stage===void 0?"":`stage ${t.stage}: `}${dt(e)}; ${o}`;return t.settled||(t.settled=!0,r?await wt(
n.action,r,yt(r),t):n.refusedOutputs&&(M(Ie()),t.stage!==void 0&&await oe(`### \u274C baton stage \`${t.stage}\`

${s}
`,t.secrets))),s}function yt(t){return`artifact ${bt(t.record)} could not be uploaded in the ${pt.deadline/1e3} s a stop\
ped step has before the runner ends it`}function xt(t,e){return e(ut(t))}async function fr(t,e,n){let r=e.problems.map(h=>kt(h,t)),o=Zt(e.outcome,t),s=(h,w)=>{let E=je(h,t.redact,w);return r.push(
...E.problems),E.text},u=s(e.prompt,"prompt.md"),a=e.agent?s(e.agent.output,"agent.log"):void 0,l=t.agent?.kind==="comma\
nd"?s(t.agent.command,"agent.command"):null,p=e.verify?{...e.verify,command:s(e.verify.command,"verify.command")}:null,S=e.
agent?.startedAt??e.startedAt,c=e.agent?.finishedAt??e.finishedAt,y=e.outcome.reason!=="completed",R=Yt(e.usage,r),m=h=>n.
workspace.sha256(h),k={schema:Me.record,stage:t.stage,job:t.job,matrix:t.matrix,attempt:e.attempt,repair:e.repair,hop:e.
hop,run:t.run,agent:{command:l,preset:t.agent?.kind==="preset"?t.agent.preset:null,exit_code:e.agent?.exitCode??null,started_at:S.
toISOString(),finished_at:c.toISOString(),duration_ms:Math.max(0,c.getTime()-S.getTime()),usage:R},verify:p,status:y?"fa\
ilure":e.handoff?.status??"success",outcome:{reason:o.reason,message:o.message},present:e.handoff!==null,digests:{handoff:e.
handoff?xt(e.handoff,m):null,prompt:m(u)},lineage:e.lineage,...e.parent?{parent:e.parent}:{},problems:r},b=await n.store.
put({record:k,prompt:u,handoff:e.handoff,...a===void 0?{}:{log:a},...e.files&&e.files.length>0?{files:e.files}:{}});return{
record:k,ref:b,handoff:e.handoff,outcome:o}}function Yt(t,e){if(t===null)return null;let n={};for(let[r,o]of Object.entries(
t)){let s=it.safeParse({[r]:o});if(s.success){n[r]=o;continue}let u=s.error.issues.map(a=>a.message).join("; ");e.push({
code:Z.usageRefused,severity:"warning",path:`agent.usage.${r}`,message:`the agent\u2019s usage cannot be stored (${u}); ${r}\
 is not recorded`})}return Object.keys(n).length===0?null:n}function je(t,e,n){let r=Ee(t,e);return{text:r.text,problems:r.
redactions.length===0?[]:[{code:Ve.problemCode,severity:"warning",path:n,message:ot(r.redactions)}]}}function Ae(t,e){return Ee(
t,e.redact).text}function kt(t,e){return{...t,path:Ae(t.path,e),message:Ae(t.message,e)}}function Zt(t,e){if(t.message===
null)return t;let n=Ae(t.message,e);return"problems"in t?{...t,message:n,problems:t.problems.map(r=>kt(r,e))}:{...t,message:n}}function ie(t){let e=t.split(/\r?\n/).map(n=>n.trim()).filter(n=>n.length>0);return[...new Set(e)]}function br(t,e){let n=je(
t.prompt,e,"prompt.md");return n.problems.length===0?t:{...t,prompt:n.text,warnings:[...t.warnings,...n.problems]}}function wr(t,e){
if(e>=t)return null;let n=`${t} ${t===1?"value":"values"} to redact`,r=e===0?`none of ${t===1?"it":"them"}`:`${e} of the\
m`;return new d("redact-not-given",`prepare was given ${n} and capture was given ${r}: give capture the same ${i.redact}\
 input as prepare. capture stores the handoff, the prompt and the job summary, and redacts only the values it is given; \
nothing was stored`,{where:i.redact})}function xr(t){if(t.length===0)return null;let e=t.filter(s=>/^[A-Za-z_][A-Za-z0-9_]{0,99}$/.
test(s)),n=t.length-e.length,r=[...e,...n>0?[`${n} more`]:[]].join(", "),o=t.length===1;return new d("redact-not-given",
`prepare's env held the secret${o?"":"s"} ${r} (mapped from secrets in its step's env:) and capture's does not: map ${o?
"it":"them"} into capture's env: too, or into the job's env:, which every step gets, or give capture the value${o?"":"s"}\
 in its ${i.redact} input. capture stores the handoff, the prompt and the job summary, and redacts only the values it se\
es; nothing was stored`,{where:i.redact})}var $t=20;async function Rt(t){let[{findRunWorkflow:e,readRepositoryWorkflow:n},{envSecretNames:r,mayBeStageWorkflowJob:o}]=await Promise.
all([import("./workflow-file-V6W5NCAO.js"),import("./env-secret-names-6IKZSWLA.js")]),s=t.GITHUB_JOB??"",u=t.GITHUB_ACTION,a=await e(
t);if(a.kind==="unavailable")return{kind:"unread",reason:a.reason};let l=new Set,p=new Set,S=!1,c=!1,y=!1,R=[],m=[a.file],
k=new Set([a.file.path]);for(let b=m.shift();b!==void 0;b=m.shift()){let h=r(b.text,{job:s,...u?{step:u}:{}});if(!h){if(b===
a.file)return{kind:"unread",reason:`${b.path} is not a workflow`};R.push(`${b.path} is not a workflow`);continue}h.jobFound&&
(S=!0);for(let w of h.step)l.add(w);for(let w of h.job)p.add(w);o(h,s)&&(c=!0),h.callsRemote&&(y=!0);for(let w of h.calls){
if(k.has(w))continue;if(k.add(w),k.size>$t){R.push(`more than ${$t} workflow files are called`);break}let E=await n(t,w);
E.kind==="found"?m.push(E.file):R.push(E.reason)}}return!S&&!(c&&!y&&R.length===0)?{kind:"unread",reason:[`${a.file.path}\
 has no job ${s} that runs steps`,...y?["it calls a reusable workflow of another repository"]:[],...R].join("; ")}:{kind:"\
read",names:[...l],jobNames:[...p]}}function Et(t,e){return e.map(n=>t[n]??"").filter(n=>n!=="")}function Ot(t){if(t.kind===
"unread")return`env secrets: the workflow's env mappings from secrets were not read (${t.reason}); to redact a secret th\
is step's env holds, give it to the \`${i.redact}\` input (${i.redact}: \${{ secrets.NAME }})`;if(t.names.length===0)return;
let e=t.names.filter(o=>/^[A-Za-z_][A-Za-z0-9_]{0,99}$/.test(o)),n=t.names.length-e.length;return`env secrets: the value\
s of ${[...e,...n>0?[`${n} more`]:[]].join(", ")}, mapped from secrets by the workflow, are redacted where set`}var ge=j(Y(),1);var le=j(De(),1),ce=j(Y(),1);import{tmpdir as rn}from"node:os";import{isAbsolute as Nt,join as V,relative as on,resolve as z,
sep as jt}from"node:path";var Qt=j(De(),1),J=j(Y(),1);import{basename as Or,dirname as en,join as vr}from"node:path";function vt(t){try{return(0,J.mkdtempSync)(t)}catch(e){if(e?.code!=="ENOENT")throw e;return(0,J.mkdirSync)(en(t),{recursive:!0}),
(0,J.mkdtempSync)(t)}}var x=j(Y(),1);function Tt(t){return t.isFile()?null:t.isSymbolicLink()?"a symbolic link":t.isDirectory()?"a directory":
t.isFIFO()?"a FIFO (named pipe)":t.isSocket()?"a socket":t.isCharacterDevice()?"a character device":t.isBlockDevice()?"a\
 block device":"not a regular file"}async function ae(t,e){return Ue(t,e)}function Ue(t,e){let n;try{n=(0,x.lstatSync)(t)}catch(s){
if(Pt(s))return{kind:"missing"};throw s}let r=Tt(n);if(r!==null)return{kind:"not-regular",what:r};if(n.size>e)return{kind:"\
too-large",size:n.size};let o;try{o=(0,x.openSync)(t,x.constants.O_RDONLY|(x.constants.O_NOFOLLOW??0)|(x.constants.O_NONBLOCK??
0))}catch(s){if(Ne(s)==="ELOOP"||Ne(s)==="EMLINK")return{kind:"not-regular",what:"a symbolic link"};if(Pt(s))return{kind:"\
missing"};throw s}try{let s=(0,x.fstatSync)(o),u=Tt(s);if(u!==null)return{kind:"not-regular",what:u};if(s.ino!==n.ino||s.
dev!==n.dev)return{kind:"not-regular",what:"a file that was replaced while being opened"};let a=Buffer.allocUnsafe(Math.
min(s.size,e)+1),l=0;for(;;){if(l===a.length){if(l>e)return{kind:"too-large",size:l};let S=Buffer.allocUnsafe(Math.min(a.
length*2,e+1));a.copy(S,0,0,l),a=S}let p=(0,x.readSync)(o,a,l,a.length-l,l);if(p===0)break;l+=p}return{kind:"file",bytes:new Uint8Array(
a.subarray(0,l))}}finally{(0,x.closeSync)(o)}}function Ne(t){let e=t?.code;return typeof e=="string"?e:void 0}function Pt(t){
let e=Ne(t);return e==="ENOENT"||e==="ENOTDIR"}var tn=t=>({kind:"invalid",problems:[et("$",`is ${t}; a handoff must be a regular file (links are never followed)`)]});async function It(t){
let e;try{e=await ae(t,v.handoffFileBytes)}catch(n){throw nn(t,n)}switch(e.kind){case"missing":return{kind:"missing"};case"\
not-regular":return tn(e.what);case"too-large":return{kind:"invalid",problems:[tt(e.size)]};case"file":return nt(e.bytes)}}
function nn(t,e){let n=e.code,r=n==="EACCES"||n==="EPERM"?"permission denied":n??String(e);return new d("handoff-unreada\
ble",`cannot read the handoff: ${r}`,{where:t,cause:e})}function At(t){return{where:`the temp dir ${re(t)}`,makeRoom:"make room on its disk"}}function _e(t,e,n,r,o={}){let s=r?.
code,u=s==="ENOSPC"||s==="EDQUOT";return new d("temp-write-failed",`${n} could not be ${o.made?"made":"written"} in ${t.
where}: ${re(Qe(r,t.fewerJobs))}${u?`; ${t.makeRoom}`:""}`,{where:re(e),cause:r})}var ue=class{#e;#t;#n;#r;#o;constructor(e){this.#e=z(e.root),this.#t=z(e.tempDir??rn()),this.#n=e.privateTempDir??!1,this.#r=
e.tempPlace??At(this.#t),this.#o=e.now??(()=>new Date)}async attemptPaths(e,n){if(this.#n){let s=V(this.#t,`${e}-${n}-${(0,le.randomBytes)(
12).toString("hex")}`);return{promptPath:`${s}.${D.prompt}`,handoffPath:`${s}.${D.handoff}`}}let r=V(this.#t,`baton-${e}\
-${n}-`),o;try{o=vt(r)}catch(s){throw _e(this.#r,`${r}XXXXXX`,"the attempt's directory",s,{made:!0})}return{promptPath:V(
o,D.prompt),handoffPath:V(o,D.handoff)}}async writePrompt(e,n){try{(0,ce.writeFileSync)(e,n,{flag:"wx",mode:384})}catch(r){
throw _e(this.#r,e,"the stage's prompt",r)}}readHandoff(e){return It(e)}resolveDirectory(e){return z(this.#e,e)}async readArtifact(e,n,r){
let o=u=>({kind:"refused",reason:u}),s=z(this.resolveDirectory(e),...n.split("/"));try{let u=Ut(this.#e,s);if(u!==null)return o(
u);let a=await ae(s,r);switch(a.kind){case"file":return a;case"missing":return o("does not exist");case"not-regular":return o(
`is ${a.what}; only regular files are kept, and links are never followed`);case"too-large":return o(`is ${a.size} bytes,\
 more than the ${r} bytes left of the ${v.artifactBytes}-byte limit for one record's artifacts`)}}catch(u){let a=u?.code;
return o(`cannot be read (${typeof a=="string"?a:String(u)})`)}}now(){return this.#o()}sha256(e){return(0,le.createHash)(
"sha256").update(e,"utf8").digest("hex")}};function Ut(t,e){let n=on(t,e);if(n===""||n===".."||n.startsWith(`..${jt}`)||
Nt(n))return`is outside the workspace (${t})`;let r=n.split(jt);for(let o=1;o<r.length;o++){let s=r.slice(0,o).join("/"),
u;try{u=(0,ce.lstatSync)(V(t,s))}catch(a){if(sn(a))return"does not exist";throw a}if(u.isSymbolicLink())return`is under ${s}\
, a symbolic link; links are never followed`;if(!u.isDirectory())return`does not exist (${s} is not a directory)`}return null}
function _t(t,e,n){if(Nt(e))throw new Error("must be a path inside the workspace");let r=z(t,e),o=Ut(z(t),r);if(o!==null)
throw new Error(o);let s=Ue(r,n);switch(s.kind){case"file":{let u=We(s.bytes);if(u.kind==="text")return u.text;throw new Error(
u.kind==="utf-16"?`${u.problem}; ${Ce}`:u.problem)}case"missing":throw new Error("does not exist");case"not-regular":throw new Error(
`is ${s.what}; only regular files are read, and links are never followed`);case"too-large":throw new Error(`is ${s.size}\
 bytes, more than the ${n}-byte limit`)}}function sn(t){let e=t?.code;return e==="ENOENT"||e==="ENOTDIR"}var pe=/^[1-9]\d{0,19}$/;function Ft(t,e){let n=JSON.stringify(t);if(!N.test(t))return`${n} is not a stage id: a letter or _ then up to 99 letter\
s, digits, _ or -`;if(e.upstreamStages.includes(t)||e.unknown||Fe(t,e)!==void 0)return null;let r=un(e),o=e.jobs.get(t),
s=o?.stages?.includes(t)??!1;if(o!==void 0&&!s&&e.upstreamJobs.includes(t)){let l=o.stages===null?`${t}-<matrix values>,\
 known when the run expands its matrix`:o.stages.join(", ");return`${n} is ${o.matrix?"the matrix job":"job"} ${t}, not \
a stage: name ${o.matrix?"its legs":"its stage"} (${l}); upstream stages: ${r}`}let u=o!==void 0&&!s?t:an(t,e);if(u!==void 0){
let l=u===t&&!s,p="a stage needs only stages of jobs that finish before it";if(u===e.job)return`${n} is ${l?"this job":"\
a stage of this job"} itself: ${p}; upstream stages: ${r}`;let S=l?`job '${u}'`:`a stage of job '${u}'`,c=e.runsAfter(u);
return c!==null?`${n} is ${S}, which runs after job '${e.job}' (${ft(c)}): ${p}; upstream stages: ${r}`:`${n} is ${S}, w\
hich is not upstream of job '${e.job}' (add '${u}' to jobs.${e.job}.needs); upstream stages: ${r}`}let a=ne(t,e.upstreamStages);
return`${n} is not a stage upstream of job '${e.job}'${a?` (did you mean ${a}?)`:""}; upstream stages: ${r}`}function Fe(t,e){
let n;for(let r of e.openMatrices)t.startsWith(`${r}-`)&&r.length>(n?.length??0)&&(n=r);return n}function an(t,e){let n;
for(let[r,o]of e.jobs){if(o.stages?.includes(t))return r;o.stages===null&&o.matrix&&t.startsWith(`${r}-`)&&r.length>(n?.
length??0)&&(n=r)}return n}function un(t){let e=[...t.upstreamStages,...t.openMatrices.map(n=>`${n}-*`)];return e.length>
0?e.join(", "):"(none)"}var de={bash:{template:"bash --noprofile --norc -eo pipefail {0}"},sh:{template:"sh -e {0}"},pwsh:{template:`pwsh -comma\
nd ". '{0}'"`},python:{template:"python {0}"}},ln=new Map([["cmd",".cmd"],["pwsh",".ps1"],["powershell",".ps1"],["bash",
".sh"],["sh",".sh"],["python",".py"]]);function zt(t){return ln.get(t.toLowerCase())??""}var cn="$ErrorActionPreference \
= 'stop'",pn="if ((Test-Path -LiteralPath variable:\\LASTEXITCODE)) { exit $LASTEXITCODE }",dn="bash";var mn=["cmd","powershell"];var to=`${Object.keys(de).join(", ")}, ${mn.join(", ")} (Windows only), or a command containing {0} (e.g. "perl {0}")`;var fn=`${Object.keys(de).join(", ")}, or a command containing {0} (e.g. "perl {0}")`;function Lt(t){return gn(t,fn)}function gn(t,e){
let n=(t??"").trim()||dn;if(Object.hasOwn(de,n)){let u=de[n],[a,...l]=Ht(u.template);return{file:a,args:l,extension:zt(a)}}
if(!n.includes("{0}"))throw new d("input-invalid",`${JSON.stringify(n)} is not one of ${e}`,{where:"shell"});let r=Ht(n),
[o,...s]=r;if(o===void 0||o.includes("{0}"))throw new d("input-invalid",`${JSON.stringify(n)} must start with a program,\
 then {0} for the script`,{where:"shell"});return{file:o,args:s,extension:zt(o)}}function no(t,e){switch(t.file){case"pw\
sh":case"powershell":return`${cn}
${e}
${pn}`;case"cmd":return`@echo off
${e}`;default:return e.endsWith(`
`)?e:`${e}
`}}function ro(t,e){return t.args.map(n=>n.replaceAll("{0}",e))}function Ht(t){let e=[],n="",r=!1,o=null;for(let s of t){
if(o){s===o?o=null:n+=s;continue}s==='"'||s==="'"?(o=s,r=!0):/\s/.test(s)?(r&&e.push(n),n="",r=!1):(n+=s,r=!0)}if(o)throw new d(
"input-invalid",`${JSON.stringify(t)} has an unterminated ${o} quote`,{where:"shell"});return r&&e.push(n),e}var T={attempts:{min:1,max:v.maxAttempts},maxHandoffs:{min:1,max:1e3},maxPromptTokens:{min:1,max:1e7},retentionDays:{min:1,
max:400}},hn=$e(C.handoff),Sn=$e(C.onInvalid),yn=Ye("kind",[F({kind:ee("command"),command:g().check(G(1))}),F({kind:ee("\
preset"),preset:Oe})]),Ct=F({stage:te,job:O(g()),matrix:I(Q(g(),ke())),open:I(ee(!0)),place:I(Ze(P(U().check(_(),qe()))))}),
bn=F({stage:te,job:g().check(G(1)),matrix:O(Q(g(),ke())),template:O(F({text:g(),source:g()})),upstream:P(Ct),expandLineage:Ke(),
needs:P(te),handoff:hn,onInvalid:Sn,agent:O(yn),shell:g(),workingDirectory:g().check(G(1)),verify:O(g()),attempts:U().check(
_(),we(T.attempts.min),be(T.attempts.max)),maxHandoffs:U().check(_(),we(T.maxHandoffs.min),be(T.maxHandoffs.max)),parentRun:O(
g().check(G(1))),maxPromptTokens:O(U().check(_(),xe())),retentionDays:O(U().check(_(),xe())),inputs:Q(g(),g()),github:ct,
redact:P(g()),workflowJobs:O(P(g())),workflowUnread:I(g()),madeEvent:I(g()),madeEventRun:I(g()),run:at}),wn="the stage i\
d holds the value of a secret; a stage id names directories and artifacts, which are not redacted",fe={bothPrompts:`give\
 either \`${i.prompt}\` or \`${i.promptFile}\`, not both`,noPrompt:`one of \`${i.prompt}\` or \`${i.promptFile}\` is requ\
ired`,bothAgents:`give either \`${i.run}\` (a command) or \`${i.agent}\` (a preset), not both`,noAgent:`one of \`${i.run}\
\` (the agent's command) or \`${i.agent}\` (a preset) is required`};function Wt(t,e){let n=[],r=$=>{let A=t[$];if(A===void 0)
return null;let q=A.trim();return q===""?null:q},o=($,A)=>n.push({input:$,message:A}),s=($,A,q)=>{try{return A()}catch(K){
if(K instanceof d)return o(K.where??$,K.message),q;throw K}},u=On(r(i.stage),e,o),a=Dt(i.handoff,r(i.handoff),C.handoff,
"optional",o),l=Dt(i.onInvalid,r(i.onInvalid),C.onInvalid,"fail",o),p=me(i.attempts,r(i.attempts),T.attempts,1,o),S=me(i.
maxHandoffs,r(i.maxHandoffs),T.maxHandoffs,v.defaultMaxHandoffs,o),c=e.parentRun!==void 0?e.parentRun:En(r,o),y=me(i.maxPromptTokens,
r(i.maxPromptTokens),T.maxPromptTokens,null,o),R=me(i.retentionDays,r(i.retentionDays),T.retentionDays,null,o),m=r(i.shell)??
"bash";s(i.shell,()=>Lt(m),null);let k=r(i.workingDirectory)??".";k.includes("\0")&&o(i.workingDirectory,"must not conta\
in a NUL character");let b=r(i.verify),h=s(i.vars,()=>$n(t[i.vars]??"",e),{}),w=vn(t,r,e,o),E=Tn(r,e,o),{upstream:H,needs:L,
expandLineage:X}=Pn(r(i.needs),e,o),he=[...e.secrets??[],...ie(t[i.redact]??"")].filter($=>$.length>0);if(n.length>0)throw Bt(
n);return{...bn.parse({stage:u,job:e.job,matrix:e.matrix??null,template:w,upstream:[],expandLineage:X,needs:L,handoff:a,
onInvalid:l,agent:E,shell:m,workingDirectory:k,verify:b,attempts:p,maxHandoffs:S,parentRun:c,maxPromptTokens:y,retentionDays:R,
inputs:{...e.dispatchInputs??xn(e.github),...h},github:e.github,redact:[...new Set(he)],workflowJobs:e.workflowJobs??null,
...e.workflowJobs==null&&e.workflowUnread!==void 0?{workflowUnread:e.workflowUnread}:{},...e.madeEvent===void 0?{}:{madeEvent:e.
madeEvent},...e.madeEvent===void 0||e.madeEventRun===void 0?{}:{madeEventRun:e.madeEventRun},run:e.run}),upstream:Mt(H)}}
function xn(t){if(t.event_name!=="workflow_dispatch"&&t.event_name!=="workflow_call")return{};let e=t.event.inputs;return e===
null||typeof e!="object"||Array.isArray(e)?{}:Object.fromEntries(Object.entries(e).filter(([,n])=>["string","number","bo\
olean"].includes(typeof n)).map(([n,r])=>[n,String(r)]))}function kn(t){return`${JSON.stringify(t)} is not one of ${st.join(
", ")}`}function Gt(t,e){let n=[],{upstream:r,expandLineage:o}=Vt(t.needs,t.job,e.upstream,(a,l)=>n.push({input:a,message:l}),e.
needs);if(n.length>0)throw Bt(n);let{workflowUnread:s,...u}=t;return{...u,upstream:Mt(r),expandLineage:o,workflowJobs:[...e.
workflowJobs]}}function Mt(t){return t.every(Rn)?t:P(Ct).parse(t)}function $n(t,e){if(e.mode==="capture"||t.trim()==="")
return{};if(e.parseVars===void 0)throw new Re("stageSpecFromInputs: a vars input needs ctx.parseVars");return e.parseVars(
t)}function Rn(t){let e=Object.keys(t),{matrix:n,place:r}=t;return e.length===2+(n===void 0?0:1)+(t.open===!0?1:0)+(r===
void 0?0:1)&&(r===void 0||Array.isArray(r)&&r.every(o=>Number.isInteger(o)&&o>=0))&&e.includes("stage")&&e.includes("job")&&
typeof t.stage=="string"&&N.test(t.stage)&&(t.job===null||typeof t.job=="string")&&(n===void 0||typeof n=="object"&&n!==
null&&!Array.isArray(n)&&Object.getPrototypeOf(n)===Object.prototype)}function Bt(t){let[e]=t;return t.length===1&&e?new d(
"input-invalid",e.message,{where:e.input}):new d("input-invalid",`${t.length} inputs are invalid`,{details:t.map(n=>`${n.
input}: ${n.message}`)})}function Dt(t,e,n,r,o){return e===null?r:n.includes(e)?e:(o(t,`${JSON.stringify(e)} is not one \
of ${n.join(", ")}`),r)}function En(t,e){let n=t(i.parentRun);return n===null?null:pe.test(n)?n:(e(i.parentRun,`${JSON.stringify(
n)} is not a workflow run id (a positive whole number, such as \${{ github.run_id }} of the run that started this one)`),
null)}function me(t,e,n,r,o){if(e===null)return r;let s=/^\d{1,9}$/.test(e)?Number(e):Number.NaN;return!Number.isInteger(
s)||s<n.min||s>n.max?(o(t,`${JSON.stringify(e)} is not a whole number from ${n.min} to ${n.max}`),r):s}function On(t,e,n){
let r=e.secrets??[];if((t!==null?[t]:Object.values(e.matrix??{}).map(s=>typeof s=="string"?s:JSON.stringify(s)??"")).some(
s=>rt(s,r)))return n(i.stage,`${wn}, so ${t===null?`give one in the \`${i.stage}\` input`:"choose one without it"}`),"in\
valid";if(t!==null&&!N.test(t))return n(i.stage,`${JSON.stringify(t)} is not a stage id: a letter or _ then up to 99 let\
ters, digits, _ or -`),"invalid";try{let s=t??lt(e.stageJob??e.job,e.matrix??null);return se(s,1),s}catch(s){if(s instanceof
d){let u=t===null?`; give the stage id in the \`${i.stage}\` input`:"";return n(i.stage,`${s.message}${u}`),"invalid"}throw s}}
function vn(t,e,n,r){let o=t[i.prompt]?.trim()?t[i.prompt]:null,s=e(i.promptFile);if(o!==null&&s!==null)return r(i.prompt,
fe.bothPrompts),null;if(o!==null)return{text:o,source:n.promptSource??`jobs.${n.job} ${i.prompt}`};if(s!==null){if(!n.readFile)
return r(i.promptFile,"cannot be read here (no file reader was given)"),null;try{return{text:n.readFile(s),source:s}}catch(u){
let a=u instanceof Error?u.message:String(u);return r(i.promptFile,`cannot read ${JSON.stringify(s)}: ${a}`),null}}return n.
mode!=="capture"&&r(i.prompt,fe.noPrompt+Jt([i.prompt,i.promptFile],n)),null}function Jt(t,e){let n=[];for(let r of e.unreadInputs??
[]){let o=ne(r.replaceAll("_","-"),t);o!==void 0&&n.push(`the step was given \`${r}\`, which is not an input of this acti\
on: did you mean \`${o}\`?`)}return n.map(r=>`; ${r}`).join("")}function Tn(t,e,n){let r=t(i.run),o=t(i.agent);if(e.mode===
"capture"||e.mode==="prepare"&&o===null)return null;if(r!==null&&o!==null)return n(i.run,fe.bothAgents),null;if(o!==null){
let s=Oe.safeParse(o);return s.success?{kind:"preset",preset:s.data}:(n(i.agent,kn(o)),null)}return r!==null?{kind:"comm\
and",command:r}:(n(i.run,fe.noAgent+Jt([i.run,i.agent],e)),null)}function Pn(t,e,n){let r=[];for(let o of(t??"").split(/[\s,]+/).
filter(Boolean))N.test(o)?r.includes(o)||r.push(o):n(i.needs,`${JSON.stringify(o)} is not a stage id: a letter or _ then\
 up to 99 letters, digits, _ or -`);return{...Vt(r,e.job,e.upstream,n,e.needsFacts),needs:r}}function Vt(t,e,n,r,o){if(n===
void 0)return{upstream:t.map(a=>({stage:a,job:null})),expandLineage:!0};let s=n.map(a=>a.stage),u=[];for(let a of t)if(o!==
void 0){let l=Ft(a,o);l!==null&&r(i.needs,l);let p=l===null&&!s.includes(a)?Fe(a,o):void 0;p!==void 0&&u.push({stage:a,job:p,
open:!0})}else s.includes(a)||r(i.needs,`${JSON.stringify(a)} is not upstream of job ${e}; upstream stages: ${s.join(", ")||
"(none)"}`);return{upstream:u.length>0?[...n,...u]:n,expandLineage:!1}}function In(){let t={};for(let e of[...Object.values(i),...Object.values(W)])t[e]=Le(e,{trimWhitespace:!1});return t}function An(t,e){
let n=new Set(Xe[e].map(jn));return Object.keys(t).filter(r=>r.startsWith(ze)&&!n.has(r)&&t[r]!==void 0).map(r=>r.slice(
ze.length).toLowerCase()).filter(r=>/^[a-z0-9_-]{1,100}$/.test(r)).sort()}var ze="INPUT_";function jn(t){return`${ze}${t.
replace(/ /g,"_").toUpperCase()}`}function Nn(t){let e=t.trim();if(e===""||e==="null"||e==="{}")return null;let n;try{n=
JSON.parse(e)}catch{throw new d("input-invalid","is not JSON; leave this input unset (it defaults to the job\u2019s matrix)",
{where:W.matrix})}if(n===null||typeof n!="object"||Array.isArray(n))throw new d("input-invalid","must be a JSON object; \
leave this input unset (it defaults to the job\u2019s matrix)",{where:W.matrix});return Object.keys(n).length===0?null:n}
var Xt=16*1024*1024;function Un(t,e){let n=t.GITHUB_EVENT_PATH;if(!n)return{};try{if((0,ge.statSync)(n).size>Xt)return e.
warning(`the event payload is larger than ${Xt} bytes; templates see github.event as {}`),{};let r=JSON.parse((0,ge.readFileSync)(
n,"utf8"));return r!==null&&typeof r=="object"&&!Array.isArray(r)?r:{}}catch(r){return e.warning(`cannot read the event \
payload: ${r instanceof Error?r.message:String(r)}`),{}}}function _n(t,e){return{repository:t.GITHUB_REPOSITORY??"",ref:t.
GITHUB_REF??"",sha:t.GITHUB_SHA??"",run_id:t.GITHUB_RUN_ID??"",actor:t.GITHUB_ACTOR??"",event_name:t.GITHUB_EVENT_NAME??
"",event:Un(t,e)}}function Fn(t){let e=Number(t.GITHUB_RUN_ATTEMPT??"1");return{id:t.GITHUB_RUN_ID??"",attempt:Number.isInteger(
e)&&e>=1?e:1,workflow:t.GITHUB_WORKFLOW??"",repository:t.GITHUB_REPOSITORY??"",event_name:t.GITHUB_EVENT_NAME??"",sha:t.
GITHUB_SHA??"",ref:t.GITHUB_REF??""}}async function No(t,e,n={}){let r=new mt,o={...n.inputs??In()};n.stage!==void 0&&(o[i.
stage]??"").trim()===""&&(o[i.stage]=n.stage);let s=B(e,"GITHUB_WORKSPACE"),u=B(e,"RUNNER_TEMP"),a=B(e,"GITHUB_JOB"),l=(o[i.
githubToken]??"").trim(),p=t==="capture"?void 0:await Rt(e),S=p&&Ot(p);S&&r.info(S);let c=p?.kind==="read"?Et(e,p.names):
[],y=[...gt(e,l),...c],R={mode:t,job:a,matrix:Nn(o[W.matrix]??""),github:_n(e,r),run:Fn(e),secrets:y,readFile:$=>_t(s,$,
v.templateBytes),...t==="capture"?{}:{parseVars:(await import("./vars-C3257HIP.js")).parseVars},unreadInputs:An(e,
t)},m=Wt(o,R);Hn(m.redact);let k=new Te({tempDir:u,reporter:r,...m.retentionDays===null?{}:{retentionDays:m.retentionDays}}),
b=new ue({root:s,tempDir:u}),h=t!=="capture"&&m.parentRun!==null?zn(e,l,u,r):void 0,w=ie(o[i.redact]??"");if(t==="captur\
e")return{spec:m,store:k,workspace:b,reporter:r,secrets:m.redact,redactInput:w,openRun:h};let E={store:k,workspace:b,reporter:r,
redactInput:w,openRun:h,envSecrets:p},H=await Ln(e,a,r);if("unread"in H){let $={...m,workflowUnread:H.unread};return{...E,
spec:$,secrets:m.redact}}let L=H.graph,X=await Dn(L,a,m,k,r),{needsInputFactsOf:he}=await import("./upstream-stages-5LU5LWDS.js"),
Se=Gt(m,{upstream:X,workflowJobs:L.jobs.map($=>$.id),needs:he(L,a,X)});return{...E,spec:Se,secrets:Se.redact}}function zn(t,e,n,r){
if(e==="")throw new d("input-invalid",`is empty; \`${i.parentRun}\` reads the parent run\u2019s records with it, and it needs \
\`actions: read\` (default: \${{ github.token }})`,{where:i.githubToken});let o=B(t,"GITHUB_REPOSITORY"),[s,u]=o.split("\
/");if(!s||!u)throw new d("runner-env-invalid",`GITHUB_REPOSITORY is ${JSON.stringify(o)}, not owner/name`);return async a=>{
if(!pe.test(a))throw new d("run-unknown",`${JSON.stringify(a)} is not a GitHub workflow run id`);return new Te({tempDir:n,
reporter:r,findBy:{token:e,workflowRunId:Number(a),repositoryOwner:s,repositoryName:u}})}}function Hn(t){for(let e of t)
for(let n of e.split(/\r?\n/))n.trim().length>=4&&He(n)}async function Ln(t,e,n){let[{findRunWorkflow:r},{readJobGraph:o}]=await Promise.
all([import("./workflow-file-V6W5NCAO.js"),import("./upstream-stages-5LU5LWDS.js")]),s=await r(t),u=l=>(n.info(`upstream stage\
s: from the needs input and their records (${l})`),{unread:l});if(s.kind==="unavailable")return u(s.reason);let a=o(s.file.
text);return a?a.jobs.some(l=>l.id===e)?(n.info(`upstream stages: the jobs ${e} needs in ${s.file.path}`),{graph:a}):u(`${s.
file.path} has no job ${e}`):u(`${s.file.path} is not a workflow`)}async function Dn(t,e,n,r,o){let s=[];if(n.template){
let{templateAnalysis:c}=await import("./render-prompt-C4MBG7CJ.js");try{s=c(n.template.text).references.filter(y=>y.kind===
"stage").map(y=>y.stage)}catch{}}let{recordIsFromJob:u,upstreamStagesOf:a}=await import("./upstream-stages-5LU5LWDS.js"),l=[
...new Set((await r.list()).map(c=>c.stage))],p=a({graph:t,job:e,recorded:l,referenced:s});return(await Promise.all(p.map(
async c=>{if(!l.includes(c.stage))return c;let y=await r.get(c.stage);if(!y||u(t,c.job,y.record.job))return c;o.info(`st\
age ${c.stage}: its record is from job ${y.record.job}, not upstream job ${c.job}; left out`)}))).filter(c=>c!==void 0)}var qt=class{#e;#t;#n;constructor(e){this.#e=e}get pending(){return this.#t}get failed(){return this.#n}async put(e){this.#t=
e,this.#n=void 0;try{return await this.#e.put(e)}catch(n){throw this.#n=e,n}finally{this.#t=void 0}}get(e){return this.#e.
get(e)}getAttempt(e,n,r){return this.#e.getAttempt(e,n,r)}list(){return this.#e.list()}};export{Lt as a,no as b,ro as c,Ue as d,At as e,_e as f,fr as g,je as h,ht as i,Vn as j,nr as k,rr as l,or as m,sr as n,ir as o,
br as p,wr as q,xr as r,Et as s,Ot as t,No as u,Hn as v,qt as w};

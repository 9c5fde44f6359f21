import{c as ct}from"./chunk-NTHMEBCW.js";import{C as Ee,D as pt,E as M,G as mt,a as re,b as rt,c as ke,h as st,u as $e,
v as G,w as ne,x as oe,y as ut,z as lt}from"./chunk-T6TYC4W4.js";import{a as K}from"./chunk-R2LRCHEZ.js";import{
a as Ye,b as Qe,c as Ze,g as Re,h as et,m as tt}from"./chunk-UBCPGNXT.js";import{b as at}from"./chunk-LDBWBVJV.js";
import{d as nt,e as ot}from"./chunk-Q3GUFWGF.js";import{a as ze}from"./chunk-PO5EA42V.js";import{I as te,M as it,
a as he,b as Se,c as ye,d as Be,e as W,h as d,i as _,j as F,k as Ve,l as be,m as P,o as z,r as Xe,s as Q,t as we,u as Z,
v as T,w as b,x as qe,z as ee}from"./chunk-ASZDKOOQ.js";import{b as Ke,d as c,e as xe}from"./chunk-O7UU6C5Q.js";
import{C as D,D as Y,E as We,I as Ge,J as Me,L as C,O as Je,P as ge,f as He,g as Le,h as De,l as L,r as Ce,t as R,u as j,
x as i,y as m}from"./chunk-E6JLSL3E.js";import{h as _e,i as Fe}from"./chunk-DHIUKFLR.js";import{d as N}from"./chunk-A64LSPLL.js";var zr=ge.stage;function Oe(t,e){let r=ge[t];return Object.fromEntries(Object.entries(e).filter(([n])=>r.includes(n)))}function dt(t,e,r={}){
let n=t.problems.some(o=>o.code===Y.nextUnknownStage);return{[m.status]:t.status,[m.next]:e?.next&&!n?e.next.stage:"",[m.
present]:t.present?"true":"false",[m.data]:JSON.stringify(e?.data??{}),[m.sha256]:t.digests.handoff??"",[m.artifactId]:r.
artifactId??"",[m.promptPath]:r.promptPath??"",[m.handoffPath]:r.handoffPath??""}}function Pe(){return{[m.status]:"failu\
re",[m.next]:"",[m.present]:"false",[m.data]:"{}",[m.sha256]:"",[m.artifactId]:"",[m.promptPath]:"",[m.handoffPath]:""}}var Jt=new Set(Object.values(We));function ft(t){return t.problems.filter(e=>e.severity==="warning"&&!Jt.has(e.code))}var Wr="baton: the command could not start: ";async function Yr(t,e,r,n,o){G(Oe(t,r));let s=e.record.stage;for(let u of ft(e.record))o.warning(u.message,u.path==="$"?
`stage ${s}`:`stage ${s} ${u.path}`);let a=$e({record:e.record,handoff:e.handoff,artifactName:ht(e.record),secrets:n.secrets,
serverUrl:n.serverUrl});await ne(a,n.secrets)}function ht(t){return oe(t.stage,t.attempt,t.run.attempt)}async function St(t,e,r,n){
G(Oe(t,{...dt(e.record,e.handoff),[m.present]:"false",[m.sha256]:""})),await ne($e({record:e.record,handoff:e.handoff,notStored:r,
secrets:n.secrets,serverUrl:n.serverUrl}),n.secrets)}function Qr(t){let e=new Set(Object.values(Ge)),r={};for(let[n,o]of Object.
entries(t))o!==void 0&&(n.startsWith("INPUT_")||n.startsWith("STATE_")||e.has(n)||Object.values(De).includes(n)||(r[n]=o));
return r}function Zr(t){return{secrets:[],serverUrl:t.GITHUB_SERVER_URL,settled:!1}}async function en(t,e,r){if(t.settled)
return;t.settled=!0;let n=t.store?.failed;n?await St(r.action,n,e instanceof Error?e.message:String(e),t):r.refusedOutputs&&
G(Pe())}async function tn(t,e,r){let n=t.store?.pending,o=n?`the record of attempt ${n.record.attempt} was not stored: ${gt(
n)}`:r.unfinished,s=`${t.stage===void 0?"":`stage ${t.stage}: `}${lt(e)}; ${o}`;return t.settled||(t.settled=!0,n?await St(
r.action,n,gt(n),t):r.refusedOutputs&&(G(Pe()),t.stage!==void 0&&await ne(`### \u274C baton stage \`${t.stage}\`

${s}
`,t.secrets))),s}function gt(t){return`artifact ${ht(t.record)} could not be uploaded in the ${ut.deadline/1e3} s a stop\
ped step has before the runner ends it`}function yt(t,e){return e(st(t))}async function pn(t,e,r){let n=e.problems.map(y=>bt(y,t)),o=Vt(e.outcome,t),s=(y,I)=>{let v=Ie(y,t.redact,I);return n.push(
...v.problems),v.text},a=s(e.prompt,"prompt.md"),u=e.agent?s(e.agent.output,"agent.log"):void 0,l=t.agent?.kind==="comma\
nd"?s(t.agent.command,"agent.command"):null,f=e.verify?{...e.verify,command:s(e.verify.command,"verify.command")}:null,S=e.
agent?.startedAt??e.startedAt,p=e.agent?.finishedAt??e.finishedAt,g=e.outcome.reason!=="completed",$=Bt(e.usage,n),w=y=>r.
workspace.sha256(y),x={schema:Ce.record,stage:t.stage,job:t.job,matrix:t.matrix,attempt:e.attempt,repair:e.repair,hop:e.
hop,run:t.run,agent:{command:l,preset:t.agent?.kind==="preset"?t.agent.preset:null,exit_code:e.agent?.exitCode??null,started_at:S.
toISOString(),finished_at:p.toISOString(),duration_ms:Math.max(0,p.getTime()-S.getTime()),usage:$},verify:f,status:g?"fa\
ilure":e.handoff?.status??"success",outcome:{reason:o.reason,message:o.message},present:e.handoff!==null,digests:{handoff:e.
handoff?yt(e.handoff,w):null,prompt:w(a)},lineage:e.lineage,...e.parent?{parent:e.parent}:{},problems:n},E=await r.store.
put({record:x,prompt:a,handoff:e.handoff,...u===void 0?{}:{log:u},...e.files&&e.files.length>0?{files:e.files}:{}});return{
record:x,ref:E,handoff:e.handoff,outcome:o}}function Bt(t,e){if(t===null)return null;let r={};for(let[n,o]of Object.entries(
t)){let s=nt.safeParse({[n]:o});if(s.success){r[n]=o;continue}let a=s.error.issues.map(u=>u.message).join("; ");e.push({
code:Y.usageRefused,severity:"warning",path:`agent.usage.${n}`,message:`the agent\u2019s usage cannot be stored (${a}); ${n}\
 is not recorded`})}return Object.keys(r).length===0?null:r}function Ie(t,e,r){let n=Re(t,e);return{text:n.text,problems:n.
redactions.length===0?[]:[{code:Me.problemCode,severity:"warning",path:r,message:tt(n.redactions)}]}}function Te(t,e){return Re(
t,e.redact).text}function bt(t,e){return{...t,path:Te(t.path,e),message:Te(t.message,e)}}function Vt(t,e){if(t.message===
null)return t;let r=Te(t.message,e);return"problems"in t?{...t,message:r,problems:t.problems.map(n=>bt(n,e))}:{...t,message:r}}function se(t){let e=t.split(/\r?\n/).map(r=>r.trim()).filter(r=>r.length>0);return[...new Set(e)]}function gn(t,e){let r=Ie(
t.prompt,e,"prompt.md");return r.problems.length===0?t:{...t,prompt:r.text,warnings:[...t.warnings,...r.problems]}}function hn(t,e){
if(e>=t)return null;let r=`${t} ${t===1?"value":"values"} to redact`,n=e===0?`none of ${t===1?"it":"them"}`:`${e} of the\
m`;return new c("redact-not-given",`prepare was given ${r} and capture was given ${n}: give capture the same ${i.redact}\
 input as prepare. capture stores the handoff, the prompt and the job summary, and redacts only the values it is given; \
nothing was stored`,{where:i.redact})}var fe=N(K(),1);var ue=N(ze(),1),le=N(K(),1);import{tmpdir as Qt}from"node:os";import{isAbsolute as Ot,join as B,relative as Zt,resolve as H,
sep as Et}from"node:path";var Xt=N(ze(),1),J=N(K(),1);import{basename as bn,dirname as qt,join as wn}from"node:path";function wt(t){try{return(0,J.mkdtempSync)(t)}catch(e){if(e?.code!=="ENOENT")throw e;return(0,J.mkdirSync)(qt(t),{recursive:!0}),
(0,J.mkdtempSync)(t)}}var h=N(K(),1);function xt(t){return t.isFile()?null:t.isSymbolicLink()?"a symbolic link":t.isDirectory()?"a directory":
t.isFIFO()?"a FIFO (named pipe)":t.isSocket()?"a socket":t.isCharacterDevice()?"a character device":t.isBlockDevice()?"a\
 block device":"not a regular file"}async function ie(t,e){return Ae(t,e)}function Ae(t,e){let r;try{r=(0,h.lstatSync)(t)}catch(s){
if(Rt(s))return{kind:"missing"};throw s}let n=xt(r);if(n!==null)return{kind:"not-regular",what:n};if(r.size>e)return{kind:"\
too-large",size:r.size};let o;try{o=(0,h.openSync)(t,h.constants.O_RDONLY|(h.constants.O_NOFOLLOW??0)|(h.constants.O_NONBLOCK??
0))}catch(s){if(ve(s)==="ELOOP"||ve(s)==="EMLINK")return{kind:"not-regular",what:"a symbolic link"};if(Rt(s))return{kind:"\
missing"};throw s}try{let s=(0,h.fstatSync)(o),a=xt(s);if(a!==null)return{kind:"not-regular",what:a};if(s.ino!==r.ino||s.
dev!==r.dev)return{kind:"not-regular",what:"a file that was replaced while being opened"};let u=Buffer.allocUnsafe(Math.
min(s.size,e)+1),l=0;for(;;){if(l===u.length){if(l>e)return{kind:"too-large",size:l};let S=Buffer.allocUnsafe(Math.min(u.
length*2,e+1));u.copy(S,0,0,l),u=S}let f=(0,h.readSync)(o,u,l,u.length-l,l);if(f===0)break;l+=f}return{kind:"file",bytes:new Uint8Array(
u.subarray(0,l))}}finally{(0,h.closeSync)(o)}}function ve(t){let e=t?.code;return typeof e=="string"?e:void 0}function Rt(t){
let e=ve(t);return e==="ENOENT"||e==="ENOTDIR"}var Kt=t=>({kind:"invalid",problems:[Ye("$",`is ${t}; a handoff must be a regular file (links are never followed)`)]});async function kt(t){
let e;try{e=await ie(t,R.handoffFileBytes)}catch(r){throw Yt(t,r)}switch(e.kind){case"missing":return{kind:"missing"};case"\
not-regular":return Kt(e.what);case"too-large":return{kind:"invalid",problems:[Qe(e.size)]};case"file":return Ze(e.bytes)}}
function Yt(t,e){let r=e.code,n=r==="EACCES"||r==="EPERM"?"permission denied":r??String(e);return new c("handoff-unreada\
ble",`cannot read the handoff: ${n}`,{where:t,cause:e})}function $t(t){return{where:`the temp dir ${re(t)}`,makeRoom:"make room on its disk"}}function Ue(t,e,r,n,o={}){let s=n?.
code,a=s==="ENOSPC"||s==="EDQUOT";return new c("temp-write-failed",`${r} could not be ${o.made?"made":"written"} in ${t.
where}: ${re(Ke(n,t.fewerJobs))}${a?`; ${t.makeRoom}`:""}`,{where:re(e),cause:n})}var ae=class{#e;#t;#r;#n;#o;constructor(e){this.#e=H(e.root),this.#t=H(e.tempDir??Qt()),this.#r=e.privateTempDir??!1,this.#n=
e.tempPlace??$t(this.#t),this.#o=e.now??(()=>new Date)}async attemptPaths(e,r){if(this.#r){let s=B(this.#t,`${e}-${r}-${(0,ue.randomBytes)(
12).toString("hex")}`);return{promptPath:`${s}.${L.prompt}`,handoffPath:`${s}.${L.handoff}`}}let n=B(this.#t,`baton-${e}\
-${r}-`),o;try{o=wt(n)}catch(s){throw Ue(this.#n,`${n}XXXXXX`,"the attempt's directory",s,{made:!0})}return{promptPath:B(
o,L.prompt),handoffPath:B(o,L.handoff)}}async writePrompt(e,r){try{(0,le.writeFileSync)(e,r,{flag:"wx",mode:384})}catch(n){
throw Ue(this.#n,e,"the stage's prompt",n)}}readHandoff(e){return kt(e)}resolveDirectory(e){return H(this.#e,e)}async readArtifact(e,r,n){
let o=a=>({kind:"refused",reason:a}),s=H(this.resolveDirectory(e),...r.split("/"));try{let a=Pt(this.#e,s);if(a!==null)return o(
a);let u=await ie(s,n);switch(u.kind){case"file":return u;case"missing":return o("does not exist");case"not-regular":return o(
`is ${u.what}; only regular files are kept, and links are never followed`);case"too-large":return o(`is ${u.size} bytes,\
 more than the ${n} bytes left of the ${R.artifactBytes}-byte limit for one record's artifacts`)}}catch(a){let u=a?.code;
return o(`cannot be read (${typeof u=="string"?u:String(a)})`)}}now(){return this.#o()}sha256(e){return(0,ue.createHash)(
"sha256").update(e,"utf8").digest("hex")}};function Pt(t,e){let r=Zt(t,e);if(r===""||r===".."||r.startsWith(`..${Et}`)||
Ot(r))return`is outside the workspace (${t})`;let n=r.split(Et);for(let o=1;o<n.length;o++){let s=n.slice(0,o).join("/"),
a;try{a=(0,le.lstatSync)(B(t,s))}catch(u){if(er(u))return"does not exist";throw u}if(a.isSymbolicLink())return`is under ${s}\
, a symbolic link; links are never followed`;if(!a.isDirectory())return`does not exist (${s} is not a directory)`}return null}
function Tt(t,e,r){if(Ot(e))throw new Error("must be a path inside the workspace");let n=H(t,e),o=Pt(H(t),n);if(o!==null)
throw new Error(o);let s=Ae(n,r);switch(s.kind){case"file":{let a=Le(s.bytes);if(a.kind==="text")return a.text;throw new Error(
a.kind==="utf-16"?`${a.problem}; ${He}`:a.problem)}case"missing":throw new Error("does not exist");case"not-regular":throw new Error(
`is ${s.what}; only regular files are read, and links are never followed`);case"too-large":throw new Error(`is ${s.size}\
 bytes, more than the ${r}-byte limit`)}}function er(t){let e=t?.code;return e==="ENOENT"||e==="ENOTDIR"}var pe=/^[1-9]\d{0,19}$/;function It(t,e){let r=JSON.stringify(t);if(!j.test(t))return`${r} is not a stage id: a letter or _ then up to 99 letter\
s, digits, _ or -`;if(e.upstreamStages.includes(t)||e.unknown||Ne(t,e)!==void 0)return null;let n=rr(e),o=e.jobs.get(t),
s=o?.stages?.includes(t)??!1;if(o!==void 0&&!s&&e.upstreamJobs.includes(t)){let l=o.stages===null?`${t}-<matrix values>,\
 known when the run expands its matrix`:o.stages.join(", ");return`${r} is ${o.matrix?"the matrix job":"job"} ${t}, not \
a stage: name ${o.matrix?"its legs":"its stage"} (${l}); upstream stages: ${n}`}let a=o!==void 0&&!s?t:tr(t,e);if(a!==void 0){
let l=a===t&&!s,f="a stage needs only stages of jobs that finish before it";if(a===e.job)return`${r} is ${l?"this job":"\
a stage of this job"} itself: ${f}; upstream stages: ${n}`;let S=l?`job '${a}'`:`a stage of job '${a}'`,p=e.runsAfter(a);
return p!==null?`${r} is ${S}, which runs after job '${e.job}' (${ct(p)}): ${f}; upstream stages: ${n}`:`${r} is ${S}, w\
hich is not upstream of job '${e.job}' (add '${a}' to jobs.${e.job}.needs); upstream stages: ${n}`}let u=te(t,e.upstreamStages);
return`${r} is not a stage upstream of job '${e.job}'${u?` (did you mean ${u}?)`:""}; upstream stages: ${n}`}function Ne(t,e){
let r;for(let n of e.openMatrices)t.startsWith(`${n}-`)&&n.length>(r?.length??0)&&(r=n);return r}function tr(t,e){let r;
for(let[n,o]of e.jobs){if(o.stages?.includes(t))return n;o.stages===null&&o.matrix&&t.startsWith(`${n}-`)&&n.length>(r?.
length??0)&&(r=n)}return r}function rr(t){let e=[...t.upstreamStages,...t.openMatrices.map(r=>`${r}-*`)];return e.length>
0?e.join(", "):"(none)"}var ce={bash:{template:"bash --noprofile --norc -eo pipefail {0}"},sh:{template:"sh -e {0}"},pwsh:{template:`pwsh -comma\
nd ". '{0}'"`},python:{template:"python {0}"}},nr=new Map([["cmd",".cmd"],["pwsh",".ps1"],["powershell",".ps1"],["bash",
".sh"],["sh",".sh"],["python",".py"]]);function vt(t){return nr.get(t.toLowerCase())??""}var or="$ErrorActionPreference \
= 'stop'",sr="if ((Test-Path -LiteralPath variable:\\LASTEXITCODE)) { exit $LASTEXITCODE }",ir="bash";var ar=["cmd","powershell"];var Xn=`${Object.keys(ce).join(", ")}, ${ar.join(", ")} (Windows only), or a command containing {0} (e.g. "perl {0}")`;var ur=`${Object.keys(ce).join(", ")}, or a command containing {0} (e.g. "perl {0}")`;function Ut(t){return lr(t,ur)}function lr(t,e){
let r=(t??"").trim()||ir;if(Object.hasOwn(ce,r)){let a=ce[r],[u,...l]=At(a.template);return{file:u,args:l,extension:vt(u)}}
if(!r.includes("{0}"))throw new c("input-invalid",`${JSON.stringify(r)} is not one of ${e}`,{where:"shell"});let n=At(r),
[o,...s]=n;if(o===void 0||o.includes("{0}"))throw new c("input-invalid",`${JSON.stringify(r)} must start with a program,\
 then {0} for the script`,{where:"shell"});return{file:o,args:s,extension:vt(o)}}function qn(t,e){switch(t.file){case"pw\
sh":case"powershell":return`${or}
${e}
${sr}`;case"cmd":return`@echo off
${e}`;default:return e.endsWith(`
`)?e:`${e}
`}}function Kn(t,e){return t.args.map(r=>r.replaceAll("{0}",e))}function At(t){let e=[],r="",n=!1,o=null;for(let s of t){
if(o){s===o?o=null:r+=s;continue}s==='"'||s==="'"?(o=s,n=!0):/\s/.test(s)?(n&&e.push(r),r="",n=!1):(r+=s,n=!0)}if(o)throw new c(
"input-invalid",`${JSON.stringify(t)} has an unterminated ${o} quote`,{where:"shell"});return n&&e.push(r),e}var k={attempts:{min:1,max:R.maxAttempts},maxHandoffs:{min:1,max:1e3},maxPromptTokens:{min:1,max:1e7},retentionDays:{min:1,
max:400}},pr=we(D.handoff),cr=we(D.onInvalid),mr=Xe("kind",[z({kind:Z("command"),command:d().check(W(1))}),z({kind:Z("pr\
eset"),preset:ke})]),jt=z({stage:ee,job:b(d()),matrix:T(Q(d(),be())),open:T(Z(!0)),place:T(qe(P(_().check(F(),Be()))))}),
dr=z({stage:ee,job:d().check(W(1)),matrix:b(Q(d(),be())),template:b(z({text:d(),source:d()})),upstream:P(jt),expandLineage:Ve(),
needs:P(ee),handoff:pr,onInvalid:cr,agent:b(mr),shell:d(),workingDirectory:d().check(W(1)),verify:b(d()),attempts:_().check(
F(),Se(k.attempts.min),he(k.attempts.max)),maxHandoffs:_().check(F(),Se(k.maxHandoffs.min),he(k.maxHandoffs.max)),parentRun:b(
d().check(W(1))),maxPromptTokens:b(_().check(F(),ye())),retentionDays:b(_().check(F(),ye())),inputs:Q(d(),d()),github:at,
redact:P(d()),workflowJobs:b(P(d())),workflowUnread:T(d()),madeEvent:T(d()),madeEventRun:T(d()),run:ot}),fr="the stage i\
d holds the value of a secret; a stage id names directories and artifacts, which are not redacted",de={bothPrompts:`give\
 either \`${i.prompt}\` or \`${i.promptFile}\`, not both`,noPrompt:`one of \`${i.prompt}\` or \`${i.promptFile}\` is requ\
ired`,bothAgents:`give either \`${i.run}\` (a command) or \`${i.agent}\` (a preset), not both`,noAgent:`one of \`${i.run}\
\` (the agent's command) or \`${i.agent}\` (a preset) is required`};function _t(t,e){let r=[],n=O=>{let U=t[O];if(U===void 0)
return null;let X=U.trim();return X===""?null:X},o=(O,U)=>r.push({input:O,message:U}),s=(O,U,X)=>{try{return U()}catch(q){
if(q instanceof c)return o(q.where??O,q.message),X;throw q}},a=wr(n(i.stage),e,o),u=Nt(i.handoff,n(i.handoff),D.handoff,
"optional",o),l=Nt(i.onInvalid,n(i.onInvalid),D.onInvalid,"fail",o),f=me(i.attempts,n(i.attempts),k.attempts,1,o),S=me(i.
maxHandoffs,n(i.maxHandoffs),k.maxHandoffs,R.defaultMaxHandoffs,o),p=e.parentRun!==void 0?e.parentRun:br(n,o),g=me(i.maxPromptTokens,
n(i.maxPromptTokens),k.maxPromptTokens,null,o),$=me(i.retentionDays,n(i.retentionDays),k.retentionDays,null,o),w=n(i.shell)??
"bash";s(i.shell,()=>Ut(w),null);let x=n(i.workingDirectory)??".";x.includes("\0")&&o(i.workingDirectory,"must not conta\
in a NUL character");let E=n(i.verify),y=s(i.vars,()=>Sr(t[i.vars]??"",e),{}),I=xr(t,n,e,o),v=Rr(n,e,o),{upstream:V,needs:A,
expandLineage:Gt}=kr(n(i.needs),e,o),Mt=[...e.secrets??[],...se(t[i.redact]??"")].filter(O=>O.length>0);if(r.length>0)throw Ht(
r);return{...dr.parse({stage:a,job:e.job,matrix:e.matrix??null,template:I,upstream:[],expandLineage:Gt,needs:A,handoff:u,
onInvalid:l,agent:v,shell:w,workingDirectory:x,verify:E,attempts:f,maxHandoffs:S,parentRun:p,maxPromptTokens:g,retentionDays:$,
inputs:{...e.dispatchInputs??gr(e.github),...y},github:e.github,redact:[...new Set(Mt)],workflowJobs:e.workflowJobs??null,
...e.workflowJobs==null&&e.workflowUnread!==void 0?{workflowUnread:e.workflowUnread}:{},...e.madeEvent===void 0?{}:{madeEvent:e.
madeEvent},...e.madeEvent===void 0||e.madeEventRun===void 0?{}:{madeEventRun:e.madeEventRun},run:e.run}),upstream:zt(V)}}
function gr(t){if(t.event_name!=="workflow_dispatch"&&t.event_name!=="workflow_call")return{};let e=t.event.inputs;return e===
null||typeof e!="object"||Array.isArray(e)?{}:Object.fromEntries(Object.entries(e).filter(([,r])=>["string","number","bo\
olean"].includes(typeof r)).map(([r,n])=>[r,String(n)]))}function hr(t){return`${JSON.stringify(t)} is not one of ${rt.join(
", ")}`}function Ft(t,e){let r=[],{upstream:n,expandLineage:o}=Dt(t.needs,t.job,e.upstream,(u,l)=>r.push({input:u,message:l}),e.
needs);if(r.length>0)throw Ht(r);let{workflowUnread:s,...a}=t;return{...a,upstream:zt(n),expandLineage:o,workflowJobs:[...e.
workflowJobs]}}function zt(t){return t.every(yr)?t:P(jt).parse(t)}function Sr(t,e){if(e.mode==="capture"||t.trim()==="")
return{};if(e.parseVars===void 0)throw new xe("stageSpecFromInputs: a vars input needs ctx.parseVars");return e.parseVars(
t)}function yr(t){let e=Object.keys(t),{matrix:r,place:n}=t;return e.length===2+(r===void 0?0:1)+(t.open===!0?1:0)+(n===
void 0?0:1)&&(n===void 0||Array.isArray(n)&&n.every(o=>Number.isInteger(o)&&o>=0))&&e.includes("stage")&&e.includes("job")&&
typeof t.stage=="string"&&j.test(t.stage)&&(t.job===null||typeof t.job=="string")&&(r===void 0||typeof r=="object"&&r!==
null&&!Array.isArray(r)&&Object.getPrototypeOf(r)===Object.prototype)}function Ht(t){let[e]=t;return t.length===1&&e?new c(
"input-invalid",e.message,{where:e.input}):new c("input-invalid",`${t.length} inputs are invalid`,{details:t.map(r=>`${r.
input}: ${r.message}`)})}function Nt(t,e,r,n,o){return e===null?n:r.includes(e)?e:(o(t,`${JSON.stringify(e)} is not one \
of ${r.join(", ")}`),n)}function br(t,e){let r=t(i.parentRun);return r===null?null:pe.test(r)?r:(e(i.parentRun,`${JSON.stringify(
r)} is not a workflow run id (a positive whole number, such as \${{ github.run_id }} of the run that started this one)`),
null)}function me(t,e,r,n,o){if(e===null)return n;let s=/^\d{1,9}$/.test(e)?Number(e):Number.NaN;return!Number.isInteger(
s)||s<r.min||s>r.max?(o(t,`${JSON.stringify(e)} is not a whole number from ${r.min} to ${r.max}`),n):s}function wr(t,e,r){
let n=e.secrets??[];if((t!==null?[t]:Object.values(e.matrix??{}).map(s=>typeof s=="string"?s:JSON.stringify(s)??"")).some(
s=>et(s,n)))return r(i.stage,`${fr}, so ${t===null?`give one in the \`${i.stage}\` input`:"choose one without it"}`),"in\
valid";if(t!==null&&!j.test(t))return r(i.stage,`${JSON.stringify(t)} is not a stage id: a letter or _ then up to 99 let\
ters, digits, _ or -`),"invalid";try{let s=t??it(e.stageJob??e.job,e.matrix??null);return oe(s,1),s}catch(s){if(s instanceof
c){let a=t===null?`; give the stage id in the \`${i.stage}\` input`:"";return r(i.stage,`${s.message}${a}`),"invalid"}throw s}}
function xr(t,e,r,n){let o=t[i.prompt]?.trim()?t[i.prompt]:null,s=e(i.promptFile);if(o!==null&&s!==null)return n(i.prompt,
de.bothPrompts),null;if(o!==null)return{text:o,source:r.promptSource??`jobs.${r.job} ${i.prompt}`};if(s!==null){if(!r.readFile)
return n(i.promptFile,"cannot be read here (no file reader was given)"),null;try{return{text:r.readFile(s),source:s}}catch(a){
let u=a instanceof Error?a.message:String(a);return n(i.promptFile,`cannot read ${JSON.stringify(s)}: ${u}`),null}}return r.
mode!=="capture"&&n(i.prompt,de.noPrompt+Lt([i.prompt,i.promptFile],r)),null}function Lt(t,e){let r=[];for(let n of e.unreadInputs??
[]){let o=te(n.replaceAll("_","-"),t);o!==void 0&&r.push(`the step was given \`${n}\`, which is not an input of this acti\
on: did you mean \`${o}\`?`)}return r.map(n=>`; ${n}`).join("")}function Rr(t,e,r){let n=t(i.run),o=t(i.agent);if(e.mode===
"capture"||e.mode==="prepare"&&o===null)return null;if(n!==null&&o!==null)return r(i.run,de.bothAgents),null;if(o!==null){
let s=ke.safeParse(o);return s.success?{kind:"preset",preset:s.data}:(r(i.agent,hr(o)),null)}return n!==null?{kind:"comm\
and",command:n}:(r(i.run,de.noAgent+Lt([i.run,i.agent],e)),null)}function kr(t,e,r){let n=[];for(let o of(t??"").split(/[\s,]+/).
filter(Boolean))j.test(o)?n.includes(o)||n.push(o):r(i.needs,`${JSON.stringify(o)} is not a stage id: a letter or _ then\
 up to 99 letters, digits, _ or -`);return{...Dt(n,e.job,e.upstream,r,e.needsFacts),needs:n}}function Dt(t,e,r,n,o){if(r===
void 0)return{upstream:t.map(u=>({stage:u,job:null})),expandLineage:!0};let s=r.map(u=>u.stage),a=[];for(let u of t)if(o!==
void 0){let l=It(u,o);l!==null&&n(i.needs,l);let f=l===null&&!s.includes(u)?Ne(u,o):void 0;f!==void 0&&a.push({stage:u,job:f,
open:!0})}else s.includes(u)||n(i.needs,`${JSON.stringify(u)} is not upstream of job ${e}; upstream stages: ${s.join(", ")||
"(none)"}`);return{upstream:a.length>0?[...r,...a]:r,expandLineage:!1}}function $r(){let t={};for(let e of[...Object.values(i),...Object.values(C)])t[e]=Fe(e,{trimWhitespace:!1});return t}function Er(t,e){
let r=new Set(Je[e].map(Or));return Object.keys(t).filter(n=>n.startsWith(je)&&!r.has(n)&&t[n]!==void 0).map(n=>n.slice(
je.length).toLowerCase()).filter(n=>/^[a-z0-9_-]{1,100}$/.test(n)).sort()}var je="INPUT_";function Or(t){return`${je}${t.
replace(/ /g,"_").toUpperCase()}`}function Pr(t){let e=t.trim();if(e===""||e==="null"||e==="{}")return null;let r;try{r=
JSON.parse(e)}catch{throw new c("input-invalid","is not JSON; leave this input unset (it defaults to the job\u2019s matrix)",
{where:C.matrix})}if(r===null||typeof r!="object"||Array.isArray(r))throw new c("input-invalid","must be a JSON object; \
leave this input unset (it defaults to the job\u2019s matrix)",{where:C.matrix});return Object.keys(r).length===0?null:r}
var Ct=16*1024*1024;function Tr(t,e){let r=t.GITHUB_EVENT_PATH;if(!r)return{};try{if((0,fe.statSync)(r).size>Ct)return e.
warning(`the event payload is larger than ${Ct} bytes; templates see github.event as {}`),{};let n=JSON.parse((0,fe.readFileSync)(
r,"utf8"));return n!==null&&typeof n=="object"&&!Array.isArray(n)?n:{}}catch(n){return e.warning(`cannot read the event \
payload: ${n instanceof Error?n.message:String(n)}`),{}}}function Ir(t,e){return{repository:t.GITHUB_REPOSITORY??"",ref:t.
GITHUB_REF??"",sha:t.GITHUB_SHA??"",run_id:t.GITHUB_RUN_ID??"",actor:t.GITHUB_ACTOR??"",event_name:t.GITHUB_EVENT_NAME??
"",event:Tr(t,e)}}function vr(t){let e=Number(t.GITHUB_RUN_ATTEMPT??"1");return{id:t.GITHUB_RUN_ID??"",attempt:Number.isInteger(
e)&&e>=1?e:1,workflow:t.GITHUB_WORKFLOW??"",repository:t.GITHUB_REPOSITORY??"",event_name:t.GITHUB_EVENT_NAME??"",sha:t.
GITHUB_SHA??"",ref:t.GITHUB_REF??""}}async function Eo(t,e,r={}){let n=new pt,o={...r.inputs??$r()};r.stage!==void 0&&(o[i.
stage]??"").trim()===""&&(o[i.stage]=r.stage);let s=M(e,"GITHUB_WORKSPACE"),a=M(e,"RUNNER_TEMP"),u=M(e,"GITHUB_JOB"),l=(o[i.
githubToken]??"").trim(),f=mt(e,l),S={mode:t,job:u,matrix:Pr(o[C.matrix]??""),github:Ir(e,n),run:vr(e),secrets:f,readFile:A=>Tt(
s,A,R.templateBytes),...t==="capture"?{}:{parseVars:(await import("./vars-BUCL3BNP.js")).parseVars},unreadInputs:Er(
e,t)},p=_t(o,S);Ur(p.redact);let g=new Ee({tempDir:a,reporter:n,...p.retentionDays===null?{}:{retentionDays:p.retentionDays}}),
$=new ae({root:s,tempDir:a}),w=t!=="capture"&&p.parentRun!==null?Ar(e,l,a,n):void 0,x=se(o[i.redact]??"");if(t==="captur\
e")return{spec:p,store:g,workspace:$,reporter:n,secrets:p.redact,redactInput:x,openRun:w};let E=await Nr(e,u,n);if("unre\
ad"in E)return{spec:{...p,workflowUnread:E.unread},store:g,workspace:$,reporter:n,secrets:p.redact,redactInput:x,openRun:w};
let y=E.graph,I=await jr(y,u,p,g,n),{needsInputFactsOf:v}=await import("./upstream-stages-M6SXFDJW.js"),V=Ft(p,{upstream:I,workflowJobs:y.
jobs.map(A=>A.id),needs:v(y,u,I)});return{spec:V,store:g,workspace:$,reporter:n,secrets:V.redact,redactInput:x,openRun:w}}
function Ar(t,e,r,n){if(e==="")throw new c("input-invalid",`is empty; \`${i.parentRun}\` reads the parent run\u2019s records w\
ith it, and it needs \`actions: read\` (default: \${{ github.token }})`,{where:i.githubToken});let o=M(t,"GITHUB_REPOSIT\
ORY"),[s,a]=o.split("/");if(!s||!a)throw new c("runner-env-invalid",`GITHUB_REPOSITORY is ${JSON.stringify(o)}, not owne\
r/name`);return async u=>{if(!pe.test(u))throw new c("run-unknown",`${JSON.stringify(u)} is not a GitHub workflow run id`);
return new Ee({tempDir:r,reporter:n,findBy:{token:e,workflowRunId:Number(u),repositoryOwner:s,repositoryName:a}})}}function Ur(t){
for(let e of t)for(let r of e.split(/\r?\n/))r.trim().length>=4&&_e(r)}async function Nr(t,e,r){let[{findRunWorkflow:n},
{readJobGraph:o}]=await Promise.all([import("./workflow-file-M6IPPAA6.js"),import("./upstream-stages-M6SXFDJW.js")]),s=await n(
t),a=l=>(r.info(`upstream stages: from the needs input and their records (${l})`),{unread:l});if(s.kind==="unavailable")
return a(s.reason);let u=o(s.file.text);return u?u.jobs.some(l=>l.id===e)?(r.info(`upstream stages: the jobs ${e} needs \
in ${s.file.path}`),{graph:u}):a(`${s.file.path} has no job ${e}`):a(`${s.file.path} is not a workflow`)}async function jr(t,e,r,n,o){
let s=[];if(r.template){let{templateAnalysis:p}=await import("./render-prompt-4CW4QVZW.js");try{s=p(r.template.text).references.
filter(g=>g.kind==="stage").map(g=>g.stage)}catch{}}let{recordIsFromJob:a,upstreamStagesOf:u}=await import("./upstream-stages-M6SXFDJW.js"),
l=[...new Set((await n.list()).map(p=>p.stage))],f=u({graph:t,job:e,recorded:l,referenced:s});return(await Promise.all(f.
map(async p=>{if(!l.includes(p.stage))return p;let g=await n.get(p.stage);if(!g||a(t,p.job,g.record.job))return p;o.info(
`stage ${p.stage}: its record is from job ${g.record.job}, not upstream job ${p.job}; left out`)}))).filter(p=>p!==void 0)}var Wt=class{#e;#t;#r;constructor(e){this.#e=e}get pending(){return this.#t}get failed(){return this.#r}async put(e){this.#t=
e,this.#r=void 0;try{return await this.#e.put(e)}catch(r){throw this.#r=e,r}finally{this.#t=void 0}}get(e){return this.#e.
get(e)}getAttempt(e,r,n){return this.#e.getAttempt(e,r,n)}list(){return this.#e.list()}};export{Ut as a,qn as b,Kn as c,Ae as d,$t as e,Ue as f,pn as g,Ie as h,dt as i,Wr as j,Yr as k,Qr as l,Zr as m,en as n,tn as o,
gn as p,hn as q,Eo as r,Wt as s};

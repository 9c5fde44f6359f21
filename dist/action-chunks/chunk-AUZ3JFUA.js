import{c as mt}from"./chunk-NTHMEBCW.js";import{C as Ee,D as ct,E as M,G as dt,a as re,b as nt,c as ke,h as it,u as $e,
v as G,w as ne,x as oe,y as lt,z as pt}from"./chunk-DUGBQBHO.js";import{a as K}from"./chunk-R2LRCHEZ.js";import{
a as Qe,b as Ze,c as et,g as Re,h as tt,m as rt}from"./chunk-EUOG4KFM.js";import{b as ut}from"./chunk-LDBWBVJV.js";
import{d as ot,e as st}from"./chunk-Q3GUFWGF.js";import{a as ze}from"./chunk-PO5EA42V.js";import{I as te,M as at,
a as he,b as Se,c as ye,d as Be,e as W,h as d,i as _,j as F,k as Ve,l as be,m as P,o as z,r as Xe,s as Q,t as we,u as Z,
v as T,w as b,x as qe,z as ee}from"./chunk-ASZDKOOQ.js";import{b as Ke,d as c,e as xe,f as Ye}from"./chunk-O7UU6C5Q.js";
import{C as D,D as Y,E as We,I as Ge,J as Me,L as C,O as Je,P as ge,f as He,g as Le,h as De,l as L,r as Ce,t as R,u as j,
x as i,y as m}from"./chunk-E6JLSL3E.js";import{h as _e,i as Fe}from"./chunk-DHIUKFLR.js";import{d as N}from"./chunk-A64LSPLL.js";var Hr=ge.stage;function Oe(t,e){let r=ge[t];return Object.fromEntries(Object.entries(e).filter(([n])=>r.includes(n)))}function ft(t,e,r={}){
let n=t.problems.some(o=>o.code===Y.nextUnknownStage);return{[m.status]:t.status,[m.next]:e?.next&&!n?e.next.stage:"",[m.
present]:t.present?"true":"false",[m.data]:JSON.stringify(e?.data??{}),[m.sha256]:t.digests.handoff??"",[m.artifactId]:r.
artifactId??"",[m.promptPath]:r.promptPath??"",[m.handoffPath]:r.handoffPath??""}}function Pe(){return{[m.status]:"failu\
re",[m.next]:"",[m.present]:"false",[m.data]:"{}",[m.sha256]:"",[m.artifactId]:"",[m.promptPath]:"",[m.handoffPath]:""}}var Bt=new Set(Object.values(We));function gt(t){return t.problems.filter(e=>e.severity==="warning"&&!Bt.has(e.code))}var Gr="baton: the command could not start: ";async function Qr(t,e,r,n,o){G(Oe(t,r));let s=e.record.stage;for(let a of gt(e.record))o.warning(a.message,a.path==="$"?
`stage ${s}`:`stage ${s} ${a.path}`);let u=$e({record:e.record,handoff:e.handoff,artifactName:St(e.record),secrets:n.secrets,
serverUrl:n.serverUrl});await ne(u,n.secrets)}function St(t){return oe(t.stage,t.attempt,t.run.attempt)}async function yt(t,e,r,n){
G(Oe(t,{...ft(e.record,e.handoff),[m.present]:"false",[m.sha256]:""})),await ne($e({record:e.record,handoff:e.handoff,notStored:r,
secrets:n.secrets,serverUrl:n.serverUrl}),n.secrets)}function Zr(t){let e=new Set(Object.values(Ge)),r={};for(let[n,o]of Object.
entries(t))o!==void 0&&(n.startsWith("INPUT_")||n.startsWith("STATE_")||e.has(n)||Object.values(De).includes(n)||(r[n]=o));
return r}function en(t){return{secrets:[],serverUrl:t.GITHUB_SERVER_URL,settled:!1}}async function tn(t,e,r){if(t.settled)
return;t.settled=!0;let n=t.store?.failed;n?await yt(r.action,n,e instanceof Error?e.message:String(e),t):r.refusedOutputs&&
G(Pe())}async function rn(t,e,r){let n=t.store?.pending,o=n?`the record of attempt ${n.record.attempt} was not stored: ${ht(
n)}`:r.unfinished,s=`${t.stage===void 0?"":`stage ${t.stage}: `}${pt(e)}; ${o}`;return t.settled||(t.settled=!0,n?await yt(
r.action,n,ht(n),t):r.refusedOutputs&&(G(Pe()),t.stage!==void 0&&await ne(`### \u274C baton stage \`${t.stage}\`

${s}
`,t.secrets))),s}function ht(t){return`artifact ${St(t.record)} could not be uploaded in the ${lt.deadline/1e3} s a stop\
ped step has before the runner ends it`}function bt(t,e){return e(it(t))}async function cn(t,e,r){let n=e.problems.map(y=>wt(y,t)),o=Xt(e.outcome,t),s=(y,I)=>{let v=Ie(y,t.redact,I);return n.push(
...v.problems),v.text},u=s(e.prompt,"prompt.md"),a=e.agent?s(e.agent.output,"agent.log"):void 0,l=t.agent?.kind==="comma\
nd"?s(t.agent.command,"agent.command"):null,f=e.verify?{...e.verify,command:s(e.verify.command,"verify.command")}:null,S=e.
agent?.startedAt??e.startedAt,p=e.agent?.finishedAt??e.finishedAt,g=e.outcome.reason!=="completed",$=Vt(e.usage,n),w=y=>r.
workspace.sha256(y),x={schema:Ce.record,stage:t.stage,job:t.job,matrix:t.matrix,attempt:e.attempt,repair:e.repair,hop:e.
hop,run:t.run,agent:{command:l,preset:t.agent?.kind==="preset"?t.agent.preset:null,exit_code:e.agent?.exitCode??null,started_at:S.
toISOString(),finished_at:p.toISOString(),duration_ms:Math.max(0,p.getTime()-S.getTime()),usage:$},verify:f,status:g?"fa\
ilure":e.handoff?.status??"success",outcome:{reason:o.reason,message:o.message},present:e.handoff!==null,digests:{handoff:e.
handoff?bt(e.handoff,w):null,prompt:w(u)},lineage:e.lineage,...e.parent?{parent:e.parent}:{},problems:n},E=await r.store.
put({record:x,prompt:u,handoff:e.handoff,...a===void 0?{}:{log:a},...e.files&&e.files.length>0?{files:e.files}:{}});return{
record:x,ref:E,handoff:e.handoff,outcome:o}}function Vt(t,e){if(t===null)return null;let r={};for(let[n,o]of Object.entries(
t)){let s=ot.safeParse({[n]:o});if(s.success){r[n]=o;continue}let u=s.error.issues.map(a=>a.message).join("; ");e.push({
code:Y.usageRefused,severity:"warning",path:`agent.usage.${n}`,message:`the agent\u2019s usage cannot be stored (${u}); ${n}\
 is not recorded`})}return Object.keys(r).length===0?null:r}function Ie(t,e,r){let n=Re(t,e);return{text:n.text,problems:n.
redactions.length===0?[]:[{code:Me.problemCode,severity:"warning",path:r,message:rt(n.redactions)}]}}function Te(t,e){return Re(
t,e.redact).text}function wt(t,e){return{...t,path:Te(t.path,e),message:Te(t.message,e)}}function Xt(t,e){if(t.message===
null)return t;let r=Te(t.message,e);return"problems"in t?{...t,message:r,problems:t.problems.map(n=>wt(n,e))}:{...t,message:r}}function se(t){let e=t.split(/\r?\n/).map(r=>r.trim()).filter(r=>r.length>0);return[...new Set(e)]}function hn(t,e){let r=Ie(
t.prompt,e,"prompt.md");return r.problems.length===0?t:{...t,prompt:r.text,warnings:[...t.warnings,...r.problems]}}function Sn(t,e){
if(e>=t)return null;let r=`${t} ${t===1?"value":"values"} to redact`,n=e===0?`none of ${t===1?"it":"them"}`:`${e} of the\
m`;return new c("redact-not-given",`prepare was given ${r} and capture was given ${n}: give capture the same ${i.redact}\
 input as prepare. capture stores the handoff, the prompt and the job summary, and redacts only the values it is given; \
nothing was stored`,{where:i.redact})}var fe=N(K(),1);var ue=N(ze(),1),le=N(K(),1);import{tmpdir as Zt}from"node:os";import{isAbsolute as Pt,join as B,relative as er,resolve as H,
sep as Ot}from"node:path";var qt=N(ze(),1),J=N(K(),1);import{basename as wn,dirname as Kt,join as xn}from"node:path";function xt(t){try{return(0,J.mkdtempSync)(t)}catch(e){if(e?.code!=="ENOENT")throw e;return(0,J.mkdirSync)(Kt(t),{recursive:!0}),
(0,J.mkdtempSync)(t)}}var h=N(K(),1);function Rt(t){return t.isFile()?null:t.isSymbolicLink()?"a symbolic link":t.isDirectory()?"a directory":
t.isFIFO()?"a FIFO (named pipe)":t.isSocket()?"a socket":t.isCharacterDevice()?"a character device":t.isBlockDevice()?"a\
 block device":"not a regular file"}async function ie(t,e){return Ae(t,e)}function Ae(t,e){let r;try{r=(0,h.lstatSync)(t)}catch(s){
if(kt(s))return{kind:"missing"};throw s}let n=Rt(r);if(n!==null)return{kind:"not-regular",what:n};if(r.size>e)return{kind:"\
too-large",size:r.size};let o;try{o=(0,h.openSync)(t,h.constants.O_RDONLY|(h.constants.O_NOFOLLOW??0)|(h.constants.O_NONBLOCK??
0))}catch(s){if(ve(s)==="ELOOP"||ve(s)==="EMLINK")return{kind:"not-regular",what:"a symbolic link"};if(kt(s))return{kind:"\
missing"};throw s}try{let s=(0,h.fstatSync)(o),u=Rt(s);if(u!==null)return{kind:"not-regular",what:u};if(s.ino!==r.ino||s.
dev!==r.dev)return{kind:"not-regular",what:"a file that was replaced while being opened"};let a=Buffer.allocUnsafe(Math.
min(s.size,e)+1),l=0;for(;;){if(l===a.length){if(l>e)return{kind:"too-large",size:l};let S=Buffer.allocUnsafe(Math.min(a.
length*2,e+1));a.copy(S,0,0,l),a=S}let f=(0,h.readSync)(o,a,l,a.length-l,l);if(f===0)break;l+=f}return{kind:"file",bytes:new Uint8Array(
a.subarray(0,l))}}finally{(0,h.closeSync)(o)}}function ve(t){let e=t?.code;return typeof e=="string"?e:void 0}function kt(t){
let e=ve(t);return e==="ENOENT"||e==="ENOTDIR"}var Yt=t=>({kind:"invalid",problems:[Qe("$",`is ${t}; a handoff must be a regular file (links are never followed)`)]});async function $t(t){
let e;try{e=await ie(t,R.handoffFileBytes)}catch(r){throw Qt(t,r)}switch(e.kind){case"missing":return{kind:"missing"};case"\
not-regular":return Yt(e.what);case"too-large":return{kind:"invalid",problems:[Ze(e.size)]};case"file":return et(e.bytes)}}
function Qt(t,e){let r=e.code,n=r==="EACCES"||r==="EPERM"?"permission denied":r??String(e);return new c("handoff-unreada\
ble",`cannot read the handoff: ${n}`,{where:t,cause:e})}function Et(t){return{where:`the temp dir ${re(t)}`,makeRoom:"make room on its disk"}}function Ue(t,e,r,n,o={}){let s=n?.
code,u=s==="ENOSPC"||s==="EDQUOT",a=new c("temp-write-failed",`${r} could not be ${o.made?"made":"written"} in ${t.where}\
: ${re(Ke(n,t.fewerJobs))}${u?`; ${t.makeRoom}`:""}`,{where:re(e),cause:n});return t.failed?.(Ye(a)),a}var ae=class{#e;#t;#r;#n;#o;constructor(e){this.#e=H(e.root),this.#t=H(e.tempDir??Zt()),this.#r=e.privateTempDir??!1,this.#n=
e.tempPlace??Et(this.#t),this.#o=e.now??(()=>new Date)}async attemptPaths(e,r){if(this.#r){let s=B(this.#t,`${e}-${r}-${(0,ue.randomBytes)(
12).toString("hex")}`);return{promptPath:`${s}.${L.prompt}`,handoffPath:`${s}.${L.handoff}`}}let n=B(this.#t,`baton-${e}\
-${r}-`),o;try{o=xt(n)}catch(s){throw Ue(this.#n,`${n}XXXXXX`,"the attempt's directory",s,{made:!0})}return{promptPath:B(
o,L.prompt),handoffPath:B(o,L.handoff)}}async writePrompt(e,r){try{(0,le.writeFileSync)(e,r,{flag:"wx",mode:384})}catch(n){
throw Ue(this.#n,e,"the stage's prompt",n)}}readHandoff(e){return $t(e)}resolveDirectory(e){return H(this.#e,e)}async readArtifact(e,r,n){
let o=u=>({kind:"refused",reason:u}),s=H(this.resolveDirectory(e),...r.split("/"));try{let u=Tt(this.#e,s);if(u!==null)return o(
u);let a=await ie(s,n);switch(a.kind){case"file":return a;case"missing":return o("does not exist");case"not-regular":return o(
`is ${a.what}; only regular files are kept, and links are never followed`);case"too-large":return o(`is ${a.size} bytes,\
 more than the ${n} bytes left of the ${R.artifactBytes}-byte limit for one record's artifacts`)}}catch(u){let a=u?.code;
return o(`cannot be read (${typeof a=="string"?a:String(u)})`)}}now(){return this.#o()}sha256(e){return(0,ue.createHash)(
"sha256").update(e,"utf8").digest("hex")}};function Tt(t,e){let r=er(t,e);if(r===""||r===".."||r.startsWith(`..${Ot}`)||
Pt(r))return`is outside the workspace (${t})`;let n=r.split(Ot);for(let o=1;o<n.length;o++){let s=n.slice(0,o).join("/"),
u;try{u=(0,le.lstatSync)(B(t,s))}catch(a){if(tr(a))return"does not exist";throw a}if(u.isSymbolicLink())return`is under ${s}\
, a symbolic link; links are never followed`;if(!u.isDirectory())return`does not exist (${s} is not a directory)`}return null}
function It(t,e,r){if(Pt(e))throw new Error("must be a path inside the workspace");let n=H(t,e),o=Tt(H(t),n);if(o!==null)
throw new Error(o);let s=Ae(n,r);switch(s.kind){case"file":{let u=Le(s.bytes);if(u.kind==="text")return u.text;throw new Error(
u.kind==="utf-16"?`${u.problem}; ${He}`:u.problem)}case"missing":throw new Error("does not exist");case"not-regular":throw new Error(
`is ${s.what}; only regular files are read, and links are never followed`);case"too-large":throw new Error(`is ${s.size}\
 bytes, more than the ${r}-byte limit`)}}function tr(t){let e=t?.code;return e==="ENOENT"||e==="ENOTDIR"}var pe=/^[1-9]\d{0,19}$/;function vt(t,e){let r=JSON.stringify(t);if(!j.test(t))return`${r} is not a stage id: a letter or _ then up to 99 letter\
s, digits, _ or -`;if(e.upstreamStages.includes(t)||e.unknown||Ne(t,e)!==void 0)return null;let n=nr(e),o=e.jobs.get(t),
s=o?.stages?.includes(t)??!1;if(o!==void 0&&!s&&e.upstreamJobs.includes(t)){let l=o.stages===null?`${t}-<matrix values>,\
 known when the run expands its matrix`:o.stages.join(", ");return`${r} is ${o.matrix?"the matrix job":"job"} ${t}, not \
a stage: name ${o.matrix?"its legs":"its stage"} (${l}); upstream stages: ${n}`}let u=o!==void 0&&!s?t:rr(t,e);if(u!==void 0){
let l=u===t&&!s,f="a stage needs only stages of jobs that finish before it";if(u===e.job)return`${r} is ${l?"this job":"\
a stage of this job"} itself: ${f}; upstream stages: ${n}`;let S=l?`job '${u}'`:`a stage of job '${u}'`,p=e.runsAfter(u);
return p!==null?`${r} is ${S}, which runs after job '${e.job}' (${mt(p)}): ${f}; upstream stages: ${n}`:`${r} is ${S}, w\
hich is not upstream of job '${e.job}' (add '${u}' to jobs.${e.job}.needs); upstream stages: ${n}`}let a=te(t,e.upstreamStages);
return`${r} is not a stage upstream of job '${e.job}'${a?` (did you mean ${a}?)`:""}; upstream stages: ${n}`}function Ne(t,e){
let r;for(let n of e.openMatrices)t.startsWith(`${n}-`)&&n.length>(r?.length??0)&&(r=n);return r}function rr(t,e){let r;
for(let[n,o]of e.jobs){if(o.stages?.includes(t))return n;o.stages===null&&o.matrix&&t.startsWith(`${n}-`)&&n.length>(r?.
length??0)&&(r=n)}return r}function nr(t){let e=[...t.upstreamStages,...t.openMatrices.map(r=>`${r}-*`)];return e.length>
0?e.join(", "):"(none)"}var ce={bash:{template:"bash --noprofile --norc -eo pipefail {0}"},sh:{template:"sh -e {0}"},pwsh:{template:`pwsh -comma\
nd ". '{0}'"`},python:{template:"python {0}"}},or=new Map([["cmd",".cmd"],["pwsh",".ps1"],["powershell",".ps1"],["bash",
".sh"],["sh",".sh"],["python",".py"]]);function At(t){return or.get(t.toLowerCase())??""}var sr="$ErrorActionPreference \
= 'stop'",ir="if ((Test-Path -LiteralPath variable:\\LASTEXITCODE)) { exit $LASTEXITCODE }",ar="bash";var ur=["cmd","powershell"];var qn=`${Object.keys(ce).join(", ")}, ${ur.join(", ")} (Windows only), or a command containing {0} (e.g. "perl {0}")`;var lr=`${Object.keys(ce).join(", ")}, or a command containing {0} (e.g. "perl {0}")`;function Nt(t){return pr(t,lr)}function pr(t,e){
let r=(t??"").trim()||ar;if(Object.hasOwn(ce,r)){let u=ce[r],[a,...l]=Ut(u.template);return{file:a,args:l,extension:At(a)}}
if(!r.includes("{0}"))throw new c("input-invalid",`${JSON.stringify(r)} is not one of ${e}`,{where:"shell"});let n=Ut(r),
[o,...s]=n;if(o===void 0||o.includes("{0}"))throw new c("input-invalid",`${JSON.stringify(r)} must start with a program,\
 then {0} for the script`,{where:"shell"});return{file:o,args:s,extension:At(o)}}function Kn(t,e){switch(t.file){case"pw\
sh":case"powershell":return`${sr}
${e}
${ir}`;case"cmd":return`@echo off
${e}`;default:return e.endsWith(`
`)?e:`${e}
`}}function Yn(t,e){return t.args.map(r=>r.replaceAll("{0}",e))}function Ut(t){let e=[],r="",n=!1,o=null;for(let s of t){
if(o){s===o?o=null:r+=s;continue}s==='"'||s==="'"?(o=s,n=!0):/\s/.test(s)?(n&&e.push(r),r="",n=!1):(r+=s,n=!0)}if(o)throw new c(
"input-invalid",`${JSON.stringify(t)} has an unterminated ${o} quote`,{where:"shell"});return n&&e.push(r),e}var k={attempts:{min:1,max:R.maxAttempts},maxHandoffs:{min:1,max:1e3},maxPromptTokens:{min:1,max:1e7},retentionDays:{min:1,
max:400}},cr=we(D.handoff),mr=we(D.onInvalid),dr=Xe("kind",[z({kind:Z("command"),command:d().check(W(1))}),z({kind:Z("pr\
eset"),preset:ke})]),_t=z({stage:ee,job:b(d()),matrix:T(Q(d(),be())),open:T(Z(!0)),place:T(qe(P(_().check(F(),Be()))))}),
fr=z({stage:ee,job:d().check(W(1)),matrix:b(Q(d(),be())),template:b(z({text:d(),source:d()})),upstream:P(_t),expandLineage:Ve(),
needs:P(ee),handoff:cr,onInvalid:mr,agent:b(dr),shell:d(),workingDirectory:d().check(W(1)),verify:b(d()),attempts:_().check(
F(),Se(k.attempts.min),he(k.attempts.max)),maxHandoffs:_().check(F(),Se(k.maxHandoffs.min),he(k.maxHandoffs.max)),parentRun:b(
d().check(W(1))),maxPromptTokens:b(_().check(F(),ye())),retentionDays:b(_().check(F(),ye())),inputs:Q(d(),d()),github:ut,
redact:P(d()),workflowJobs:b(P(d())),workflowUnread:T(d()),madeEvent:T(d()),madeEventRun:T(d()),run:st}),gr="the stage i\
d holds the value of a secret; a stage id names directories and artifacts, which are not redacted",de={bothPrompts:`give\
 either \`${i.prompt}\` or \`${i.promptFile}\`, not both`,noPrompt:`one of \`${i.prompt}\` or \`${i.promptFile}\` is requ\
ired`,bothAgents:`give either \`${i.run}\` (a command) or \`${i.agent}\` (a preset), not both`,noAgent:`one of \`${i.run}\
\` (the agent's command) or \`${i.agent}\` (a preset) is required`};function Ft(t,e){let r=[],n=O=>{let U=t[O];if(U===void 0)
return null;let X=U.trim();return X===""?null:X},o=(O,U)=>r.push({input:O,message:U}),s=(O,U,X)=>{try{return U()}catch(q){
if(q instanceof c)return o(q.where??O,q.message),X;throw q}},u=xr(n(i.stage),e,o),a=jt(i.handoff,n(i.handoff),D.handoff,
"optional",o),l=jt(i.onInvalid,n(i.onInvalid),D.onInvalid,"fail",o),f=me(i.attempts,n(i.attempts),k.attempts,1,o),S=me(i.
maxHandoffs,n(i.maxHandoffs),k.maxHandoffs,R.defaultMaxHandoffs,o),p=e.parentRun!==void 0?e.parentRun:wr(n,o),g=me(i.maxPromptTokens,
n(i.maxPromptTokens),k.maxPromptTokens,null,o),$=me(i.retentionDays,n(i.retentionDays),k.retentionDays,null,o),w=n(i.shell)??
"bash";s(i.shell,()=>Nt(w),null);let x=n(i.workingDirectory)??".";x.includes("\0")&&o(i.workingDirectory,"must not conta\
in a NUL character");let E=n(i.verify),y=s(i.vars,()=>yr(t[i.vars]??"",e),{}),I=Rr(t,n,e,o),v=kr(n,e,o),{upstream:V,needs:A,
expandLineage:Mt}=$r(n(i.needs),e,o),Jt=[...e.secrets??[],...se(t[i.redact]??"")].filter(O=>O.length>0);if(r.length>0)throw Lt(
r);return{...fr.parse({stage:u,job:e.job,matrix:e.matrix??null,template:I,upstream:[],expandLineage:Mt,needs:A,handoff:a,
onInvalid:l,agent:v,shell:w,workingDirectory:x,verify:E,attempts:f,maxHandoffs:S,parentRun:p,maxPromptTokens:g,retentionDays:$,
inputs:{...e.dispatchInputs??hr(e.github),...y},github:e.github,redact:[...new Set(Jt)],workflowJobs:e.workflowJobs??null,
...e.workflowJobs==null&&e.workflowUnread!==void 0?{workflowUnread:e.workflowUnread}:{},...e.madeEvent===void 0?{}:{madeEvent:e.
madeEvent},...e.madeEvent===void 0||e.madeEventRun===void 0?{}:{madeEventRun:e.madeEventRun},run:e.run}),upstream:Ht(V)}}
function hr(t){if(t.event_name!=="workflow_dispatch"&&t.event_name!=="workflow_call")return{};let e=t.event.inputs;return e===
null||typeof e!="object"||Array.isArray(e)?{}:Object.fromEntries(Object.entries(e).filter(([,r])=>["string","number","bo\
olean"].includes(typeof r)).map(([r,n])=>[r,String(n)]))}function Sr(t){return`${JSON.stringify(t)} is not one of ${nt.join(
", ")}`}function zt(t,e){let r=[],{upstream:n,expandLineage:o}=Ct(t.needs,t.job,e.upstream,(a,l)=>r.push({input:a,message:l}),e.
needs);if(r.length>0)throw Lt(r);let{workflowUnread:s,...u}=t;return{...u,upstream:Ht(n),expandLineage:o,workflowJobs:[...e.
workflowJobs]}}function Ht(t){return t.every(br)?t:P(_t).parse(t)}function yr(t,e){if(e.mode==="capture"||t.trim()==="")
return{};if(e.parseVars===void 0)throw new xe("stageSpecFromInputs: a vars input needs ctx.parseVars");return e.parseVars(
t)}function br(t){let e=Object.keys(t),{matrix:r,place:n}=t;return e.length===2+(r===void 0?0:1)+(t.open===!0?1:0)+(n===
void 0?0:1)&&(n===void 0||Array.isArray(n)&&n.every(o=>Number.isInteger(o)&&o>=0))&&e.includes("stage")&&e.includes("job")&&
typeof t.stage=="string"&&j.test(t.stage)&&(t.job===null||typeof t.job=="string")&&(r===void 0||typeof r=="object"&&r!==
null&&!Array.isArray(r)&&Object.getPrototypeOf(r)===Object.prototype)}function Lt(t){let[e]=t;return t.length===1&&e?new c(
"input-invalid",e.message,{where:e.input}):new c("input-invalid",`${t.length} inputs are invalid`,{details:t.map(r=>`${r.
input}: ${r.message}`)})}function jt(t,e,r,n,o){return e===null?n:r.includes(e)?e:(o(t,`${JSON.stringify(e)} is not one \
of ${r.join(", ")}`),n)}function wr(t,e){let r=t(i.parentRun);return r===null?null:pe.test(r)?r:(e(i.parentRun,`${JSON.stringify(
r)} is not a workflow run id (a positive whole number, such as \${{ github.run_id }} of the run that started this one)`),
null)}function me(t,e,r,n,o){if(e===null)return n;let s=/^\d{1,9}$/.test(e)?Number(e):Number.NaN;return!Number.isInteger(
s)||s<r.min||s>r.max?(o(t,`${JSON.stringify(e)} is not a whole number from ${r.min} to ${r.max}`),n):s}function xr(t,e,r){
let n=e.secrets??[];if((t!==null?[t]:Object.values(e.matrix??{}).map(s=>typeof s=="string"?s:JSON.stringify(s)??"")).some(
s=>tt(s,n)))return r(i.stage,`${gr}, so ${t===null?`give one in the \`${i.stage}\` input`:"choose one without it"}`),"in\
valid";if(t!==null&&!j.test(t))return r(i.stage,`${JSON.stringify(t)} is not a stage id: a letter or _ then up to 99 let\
ters, digits, _ or -`),"invalid";try{let s=t??at(e.stageJob??e.job,e.matrix??null);return oe(s,1),s}catch(s){if(s instanceof
c){let u=t===null?`; give the stage id in the \`${i.stage}\` input`:"";return r(i.stage,`${s.message}${u}`),"invalid"}throw s}}
function Rr(t,e,r,n){let o=t[i.prompt]?.trim()?t[i.prompt]:null,s=e(i.promptFile);if(o!==null&&s!==null)return n(i.prompt,
de.bothPrompts),null;if(o!==null)return{text:o,source:r.promptSource??`jobs.${r.job} ${i.prompt}`};if(s!==null){if(!r.readFile)
return n(i.promptFile,"cannot be read here (no file reader was given)"),null;try{return{text:r.readFile(s),source:s}}catch(u){
let a=u instanceof Error?u.message:String(u);return n(i.promptFile,`cannot read ${JSON.stringify(s)}: ${a}`),null}}return r.
mode!=="capture"&&n(i.prompt,de.noPrompt+Dt([i.prompt,i.promptFile],r)),null}function Dt(t,e){let r=[];for(let n of e.unreadInputs??
[]){let o=te(n.replaceAll("_","-"),t);o!==void 0&&r.push(`the step was given \`${n}\`, which is not an input of this acti\
on: did you mean \`${o}\`?`)}return r.map(n=>`; ${n}`).join("")}function kr(t,e,r){let n=t(i.run),o=t(i.agent);if(e.mode===
"capture"||e.mode==="prepare"&&o===null)return null;if(n!==null&&o!==null)return r(i.run,de.bothAgents),null;if(o!==null){
let s=ke.safeParse(o);return s.success?{kind:"preset",preset:s.data}:(r(i.agent,Sr(o)),null)}return n!==null?{kind:"comm\
and",command:n}:(r(i.run,de.noAgent+Dt([i.run,i.agent],e)),null)}function $r(t,e,r){let n=[];for(let o of(t??"").split(/[\s,]+/).
filter(Boolean))j.test(o)?n.includes(o)||n.push(o):r(i.needs,`${JSON.stringify(o)} is not a stage id: a letter or _ then\
 up to 99 letters, digits, _ or -`);return{...Ct(n,e.job,e.upstream,r,e.needsFacts),needs:n}}function Ct(t,e,r,n,o){if(r===
void 0)return{upstream:t.map(a=>({stage:a,job:null})),expandLineage:!0};let s=r.map(a=>a.stage),u=[];for(let a of t)if(o!==
void 0){let l=vt(a,o);l!==null&&n(i.needs,l);let f=l===null&&!s.includes(a)?Ne(a,o):void 0;f!==void 0&&u.push({stage:a,job:f,
open:!0})}else s.includes(a)||n(i.needs,`${JSON.stringify(a)} is not upstream of job ${e}; upstream stages: ${s.join(", ")||
"(none)"}`);return{upstream:u.length>0?[...r,...u]:r,expandLineage:!1}}function Er(){let t={};for(let e of[...Object.values(i),...Object.values(C)])t[e]=Fe(e,{trimWhitespace:!1});return t}function Or(t,e){
let r=new Set(Je[e].map(Pr));return Object.keys(t).filter(n=>n.startsWith(je)&&!r.has(n)&&t[n]!==void 0).map(n=>n.slice(
je.length).toLowerCase()).filter(n=>/^[a-z0-9_-]{1,100}$/.test(n)).sort()}var je="INPUT_";function Pr(t){return`${je}${t.
replace(/ /g,"_").toUpperCase()}`}function Tr(t){let e=t.trim();if(e===""||e==="null"||e==="{}")return null;let r;try{r=
JSON.parse(e)}catch{throw new c("input-invalid","is not JSON; leave this input unset (it defaults to the job\u2019s matrix)",
{where:C.matrix})}if(r===null||typeof r!="object"||Array.isArray(r))throw new c("input-invalid","must be a JSON object; \
leave this input unset (it defaults to the job\u2019s matrix)",{where:C.matrix});return Object.keys(r).length===0?null:r}
var Wt=16*1024*1024;function Ir(t,e){let r=t.GITHUB_EVENT_PATH;if(!r)return{};try{if((0,fe.statSync)(r).size>Wt)return e.
warning(`the event payload is larger than ${Wt} bytes; templates see github.event as {}`),{};let n=JSON.parse((0,fe.readFileSync)(
r,"utf8"));return n!==null&&typeof n=="object"&&!Array.isArray(n)?n:{}}catch(n){return e.warning(`cannot read the event \
payload: ${n instanceof Error?n.message:String(n)}`),{}}}function vr(t,e){return{repository:t.GITHUB_REPOSITORY??"",ref:t.
GITHUB_REF??"",sha:t.GITHUB_SHA??"",run_id:t.GITHUB_RUN_ID??"",actor:t.GITHUB_ACTOR??"",event_name:t.GITHUB_EVENT_NAME??
"",event:Ir(t,e)}}function Ar(t){let e=Number(t.GITHUB_RUN_ATTEMPT??"1");return{id:t.GITHUB_RUN_ID??"",attempt:Number.isInteger(
e)&&e>=1?e:1,workflow:t.GITHUB_WORKFLOW??"",repository:t.GITHUB_REPOSITORY??"",event_name:t.GITHUB_EVENT_NAME??"",sha:t.
GITHUB_SHA??"",ref:t.GITHUB_REF??""}}async function Oo(t,e,r={}){let n=new ct,o={...r.inputs??Er()};r.stage!==void 0&&(o[i.
stage]??"").trim()===""&&(o[i.stage]=r.stage);let s=M(e,"GITHUB_WORKSPACE"),u=M(e,"RUNNER_TEMP"),a=M(e,"GITHUB_JOB"),l=(o[i.
githubToken]??"").trim(),f=dt(e,l),S={mode:t,job:a,matrix:Tr(o[C.matrix]??""),github:vr(e,n),run:Ar(e),secrets:f,readFile:A=>It(
s,A,R.templateBytes),...t==="capture"?{}:{parseVars:(await import("./vars-BUCL3BNP.js")).parseVars},unreadInputs:Or(
e,t)},p=Ft(o,S);Nr(p.redact);let g=new Ee({tempDir:u,reporter:n,...p.retentionDays===null?{}:{retentionDays:p.retentionDays}}),
$=new ae({root:s,tempDir:u}),w=t!=="capture"&&p.parentRun!==null?Ur(e,l,u,n):void 0,x=se(o[i.redact]??"");if(t==="captur\
e")return{spec:p,store:g,workspace:$,reporter:n,secrets:p.redact,redactInput:x,openRun:w};let E=await jr(e,a,n);if("unre\
ad"in E)return{spec:{...p,workflowUnread:E.unread},store:g,workspace:$,reporter:n,secrets:p.redact,redactInput:x,openRun:w};
let y=E.graph,I=await _r(y,a,p,g,n),{needsInputFactsOf:v}=await import("./upstream-stages-JA35D3YE.js"),V=zt(p,{upstream:I,workflowJobs:y.
jobs.map(A=>A.id),needs:v(y,a,I)});return{spec:V,store:g,workspace:$,reporter:n,secrets:V.redact,redactInput:x,openRun:w}}
function Ur(t,e,r,n){if(e==="")throw new c("input-invalid",`is empty; \`${i.parentRun}\` reads the parent run\u2019s records w\
ith it, and it needs \`actions: read\` (default: \${{ github.token }})`,{where:i.githubToken});let o=M(t,"GITHUB_REPOSIT\
ORY"),[s,u]=o.split("/");if(!s||!u)throw new c("runner-env-invalid",`GITHUB_REPOSITORY is ${JSON.stringify(o)}, not owne\
r/name`);return async a=>{if(!pe.test(a))throw new c("run-unknown",`${JSON.stringify(a)} is not a GitHub workflow run id`);
return new Ee({tempDir:r,reporter:n,findBy:{token:e,workflowRunId:Number(a),repositoryOwner:s,repositoryName:u}})}}function Nr(t){
for(let e of t)for(let r of e.split(/\r?\n/))r.trim().length>=4&&_e(r)}async function jr(t,e,r){let[{findRunWorkflow:n},
{readJobGraph:o}]=await Promise.all([import("./workflow-file-M6IPPAA6.js"),import("./upstream-stages-JA35D3YE.js")]),s=await n(
t),u=l=>(r.info(`upstream stages: from the needs input and their records (${l})`),{unread:l});if(s.kind==="unavailable")
return u(s.reason);let a=o(s.file.text);return a?a.jobs.some(l=>l.id===e)?(r.info(`upstream stages: the jobs ${e} needs \
in ${s.file.path}`),{graph:a}):u(`${s.file.path} has no job ${e}`):u(`${s.file.path} is not a workflow`)}async function _r(t,e,r,n,o){
let s=[];if(r.template){let{templateAnalysis:p}=await import("./render-prompt-QJUQNPDA.js");try{s=p(r.template.text).references.
filter(g=>g.kind==="stage").map(g=>g.stage)}catch{}}let{recordIsFromJob:u,upstreamStagesOf:a}=await import("./upstream-stages-JA35D3YE.js"),
l=[...new Set((await n.list()).map(p=>p.stage))],f=a({graph:t,job:e,recorded:l,referenced:s});return(await Promise.all(f.
map(async p=>{if(!l.includes(p.stage))return p;let g=await n.get(p.stage);if(!g||u(t,p.job,g.record.job))return p;o.info(
`stage ${p.stage}: its record is from job ${g.record.job}, not upstream job ${p.job}; left out`)}))).filter(p=>p!==void 0)}var Gt=class{#e;#t;#r;constructor(e){this.#e=e}get pending(){return this.#t}get failed(){return this.#r}async put(e){this.#t=
e,this.#r=void 0;try{return await this.#e.put(e)}catch(r){throw this.#r=e,r}finally{this.#t=void 0}}get(e){return this.#e.
get(e)}getAttempt(e,r,n){return this.#e.getAttempt(e,r,n)}list(){return this.#e.list()}};export{Nt as a,Kn as b,Yn as c,Ae as d,Et as e,Ue as f,cn as g,Ie as h,ft as i,Gr as j,Qr as k,Zr as l,en as m,tn as n,rn as o,
hn as p,Sn as q,Oo as r,Gt as s};

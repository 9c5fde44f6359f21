import{c as ut}from"./chunk-NTHMEBCW.js";import{C as $e,D as at,E as M,G as lt,a as Ze,b as Re,h as nt,u as ke,v as W,
w as ne,x as re,y as st,z as it}from"./chunk-DTAK3L3Q.js";import{a as K}from"./chunk-R2LRCHEZ.js";import{a as qe,
b as Xe,c as Ke,g as xe,h as Ye,m as Qe}from"./chunk-6PIN3LLQ.js";import{b as ot}from"./chunk-PCAYXEYE.js";import{
d as et,e as tt}from"./chunk-J2SX2PKD.js";import{a as _e}from"./chunk-PO5EA42V.js";import{I as te,M as rt,a as ge,
b as he,c as Se,d as Me,e as G,h as d,i as _,j as F,k as Be,l as be,m as I,o as z,r as Je,s as Q,t as ye,u as Z,v as T,w as y,
x as Ve,z as ee}from"./chunk-6MN2SSD3.js";import{b as m,c as we}from"./chunk-ZB3GGCKF.js";import{C as D,D as Y,
E as De,I as Ce,J as Ge,L as C,O as We,P as fe,f as Fe,g as ze,h as He,l as L,r as Le,t as R,u as U,x as i,y as c}from"./chunk-E6JLSL3E.js";
import{h as je,i as Ue}from"./chunk-DHIUKFLR.js";import{d as j}from"./chunk-A64LSPLL.js";var Un=fe.stage;function Ee(t,e){let n=fe[t];return Object.fromEntries(Object.entries(e).filter(([r])=>n.includes(r)))}function pt(t,e,n={}){
let r=t.problems.some(o=>o.code===Y.nextUnknownStage);return{[c.status]:t.status,[c.next]:e?.next&&!r?e.next.stage:"",[c.
present]:t.present?"true":"false",[c.data]:JSON.stringify(e?.data??{}),[c.sha256]:t.digests.handoff??"",[c.artifactId]:n.
artifactId??"",[c.promptPath]:n.promptPath??"",[c.handoffPath]:n.handoffPath??""}}function Oe(){return{[c.status]:"failu\
re",[c.next]:"",[c.present]:"false",[c.data]:"{}",[c.sha256]:"",[c.artifactId]:"",[c.promptPath]:"",[c.handoffPath]:""}}var Ct=new Set(Object.values(De));function ct(t){return t.problems.filter(e=>e.severity==="warning"&&!Ct.has(e.code))}var Ln="baton: the command could not start: ";async function qn(t,e,n,r,o){W(Ee(t,n));let s=e.record.stage;for(let a of ct(e.record))o.warning(a.message,a.path==="$"?
`stage ${s}`:`stage ${s} ${a.path}`);let u=ke({record:e.record,handoff:e.handoff,artifactName:mt(e.record),secrets:r.secrets,
serverUrl:r.serverUrl});await ne(u,r.secrets)}function mt(t){return re(t.stage,t.attempt,t.run.attempt)}async function ft(t,e,n,r){
W(Ee(t,{...pt(e.record,e.handoff),[c.present]:"false",[c.sha256]:""})),await ne(ke({record:e.record,handoff:e.handoff,notStored:n,
secrets:r.secrets,serverUrl:r.serverUrl}),r.secrets)}function Xn(t){let e=new Set(Object.values(Ce)),n={};for(let[r,o]of Object.
entries(t))o!==void 0&&(r.startsWith("INPUT_")||r.startsWith("STATE_")||e.has(r)||Object.values(He).includes(r)||(n[r]=o));
return n}function Kn(t){return{secrets:[],serverUrl:t.GITHUB_SERVER_URL,settled:!1}}async function Yn(t,e,n){if(t.settled)
return;t.settled=!0;let r=t.store?.failed;r?await ft(n.action,r,e instanceof Error?e.message:String(e),t):n.refusedOutputs&&
W(Oe())}async function Qn(t,e,n){let r=t.store?.pending,o=r?`the record of attempt ${r.record.attempt} was not stored: ${dt(
r)}`:n.unfinished,s=`${t.stage===void 0?"":`stage ${t.stage}: `}${it(e)}; ${o}`;return t.settled||(t.settled=!0,r?await ft(
n.action,r,dt(r),t):n.refusedOutputs&&(W(Oe()),t.stage!==void 0&&await ne(`### \u274C baton stage \`${t.stage}\`

${s}
`,t.secrets))),s}function dt(t){return`artifact ${mt(t.record)} could not be uploaded in the ${st.deadline/1e3} s a stop\
ped step has before the runner ends it`}function gt(t,e){return e(nt(t))}async function ir(t,e,n){let r=e.problems.map(b=>ht(b,t)),o=Wt(e.outcome,t),s=(b,P)=>{let v=Te(b,t.redact,P);return r.push(
...v.problems),v.text},u=s(e.prompt,"prompt.md"),a=e.agent?s(e.agent.output,"agent.log"):void 0,l=t.agent?.kind==="comma\
nd"?s(t.agent.command,"agent.command"):null,f=e.verify?{...e.verify,command:s(e.verify.command,"verify.command")}:null,S=e.
agent?.startedAt??e.startedAt,p=e.agent?.finishedAt??e.finishedAt,g=e.outcome.reason!=="completed",$=Gt(e.usage,r),w=b=>n.
workspace.sha256(b),x={schema:Le.record,stage:t.stage,job:t.job,matrix:t.matrix,attempt:e.attempt,repair:e.repair,hop:e.
hop,run:t.run,agent:{command:l,preset:t.agent?.kind==="preset"?t.agent.preset:null,exit_code:e.agent?.exitCode??null,started_at:S.
toISOString(),finished_at:p.toISOString(),duration_ms:Math.max(0,p.getTime()-S.getTime()),usage:$},verify:f,status:g?"fa\
ilure":e.handoff?.status??"success",outcome:{reason:o.reason,message:o.message},present:e.handoff!==null,digests:{handoff:e.
handoff?gt(e.handoff,w):null,prompt:w(u)},lineage:e.lineage,...e.parent?{parent:e.parent}:{},problems:r},E=await n.store.
put({record:x,prompt:u,handoff:e.handoff,...a===void 0?{}:{log:a},...e.files&&e.files.length>0?{files:e.files}:{}});return{
record:x,ref:E,handoff:e.handoff,outcome:o}}function Gt(t,e){if(t===null)return null;let n={};for(let[r,o]of Object.entries(
t)){let s=et.safeParse({[r]:o});if(s.success){n[r]=o;continue}let u=s.error.issues.map(a=>a.message).join("; ");e.push({
code:Y.usageRefused,severity:"warning",path:`agent.usage.${r}`,message:`the agent\u2019s usage cannot be stored (${u}); ${r}\
 is not recorded`})}return Object.keys(n).length===0?null:n}function Te(t,e,n){let r=xe(t,e);return{text:r.text,problems:r.
redactions.length===0?[]:[{code:Ge.problemCode,severity:"warning",path:n,message:Qe(r.redactions)}]}}function Ie(t,e){return xe(
t,e.redact).text}function ht(t,e){return{...t,path:Ie(t.path,e),message:Ie(t.message,e)}}function Wt(t,e){if(t.message===
null)return t;let n=Ie(t.message,e);return"problems"in t?{...t,message:n,problems:t.problems.map(r=>ht(r,e))}:{...t,message:n}}function oe(t){let e=t.split(/\r?\n/).map(n=>n.trim()).filter(n=>n.length>0);return[...new Set(e)]}function cr(t,e){let n=Te(
t.prompt,e,"prompt.md");return n.problems.length===0?t:{...t,prompt:n.text,warnings:[...t.warnings,...n.problems]}}function dr(t,e){
if(e>=t)return null;let n=`${t} ${t===1?"value":"values"} to redact`,r=e===0?`none of ${t===1?"it":"them"}`:`${e} of the\
m`;return new m("redact-not-given",`prepare was given ${n} and capture was given ${r}: give capture the same ${i.redact}\
 input as prepare. capture stores the handoff, the prompt and the job summary, and redacts only the values it is given; \
nothing was stored`,{where:i.redact})}var me=j(K(),1);var ae=j(_e(),1),ue=j(K(),1);import{tmpdir as qt}from"node:os";import{isAbsolute as Rt,join as J,relative as Xt,resolve as H,
sep as xt}from"node:path";var Mt=j(_e(),1),B=j(K(),1);import{basename as gr,dirname as Bt,join as hr}from"node:path";function St(t){try{return(0,B.mkdtempSync)(t)}catch(e){if(e?.code!=="ENOENT")throw e;return(0,B.mkdirSync)(Bt(t),{recursive:!0}),
(0,B.mkdtempSync)(t)}}var h=j(K(),1);function bt(t){return t.isFile()?null:t.isSymbolicLink()?"a symbolic link":t.isDirectory()?"a directory":
t.isFIFO()?"a FIFO (named pipe)":t.isSocket()?"a socket":t.isCharacterDevice()?"a character device":t.isBlockDevice()?"a\
 block device":"not a regular file"}async function se(t,e){return ve(t,e)}function ve(t,e){let n;try{n=(0,h.lstatSync)(t)}catch(s){
if(yt(s))return{kind:"missing"};throw s}let r=bt(n);if(r!==null)return{kind:"not-regular",what:r};if(n.size>e)return{kind:"\
too-large",size:n.size};let o;try{o=(0,h.openSync)(t,h.constants.O_RDONLY|(h.constants.O_NOFOLLOW??0)|(h.constants.O_NONBLOCK??
0))}catch(s){if(Pe(s)==="ELOOP"||Pe(s)==="EMLINK")return{kind:"not-regular",what:"a symbolic link"};if(yt(s))return{kind:"\
missing"};throw s}try{let s=(0,h.fstatSync)(o),u=bt(s);if(u!==null)return{kind:"not-regular",what:u};if(s.ino!==n.ino||s.
dev!==n.dev)return{kind:"not-regular",what:"a file that was replaced while being opened"};let a=Buffer.allocUnsafe(Math.
min(s.size,e)+1),l=0;for(;;){if(l===a.length){if(l>e)return{kind:"too-large",size:l};let S=Buffer.allocUnsafe(Math.min(a.
length*2,e+1));a.copy(S,0,0,l),a=S}let f=(0,h.readSync)(o,a,l,a.length-l,l);if(f===0)break;l+=f}return{kind:"file",bytes:new Uint8Array(
a.subarray(0,l))}}finally{(0,h.closeSync)(o)}}function Pe(t){let e=t?.code;return typeof e=="string"?e:void 0}function yt(t){
let e=Pe(t);return e==="ENOENT"||e==="ENOTDIR"}var Jt=t=>({kind:"invalid",problems:[qe("$",`is ${t}; a handoff must be a regular file (links are never followed)`)]});async function wt(t){
let e;try{e=await se(t,R.handoffFileBytes)}catch(n){throw Vt(t,n)}switch(e.kind){case"missing":return{kind:"missing"};case"\
not-regular":return Jt(e.what);case"too-large":return{kind:"invalid",problems:[Xe(e.size)]};case"file":return Ke(e.bytes)}}
function Vt(t,e){let n=e.code,r=n==="EACCES"||n==="EPERM"?"permission denied":n??String(e);return new m("handoff-unreada\
ble",`cannot read the handoff: ${r}`,{where:t,cause:e})}var ie=class{#e;#t;#n;#r;constructor(e){this.#e=H(e.root),this.#t=H(e.tempDir??qt()),this.#n=e.privateTempDir??!1,this.#r=
e.now??(()=>new Date)}async attemptPaths(e,n){if(this.#n){let o=J(this.#t,`${e}-${n}-${(0,ae.randomBytes)(12).toString("\
hex")}`);return{promptPath:`${o}.${L.prompt}`,handoffPath:`${o}.${L.handoff}`}}let r=St(J(this.#t,`baton-${e}-${n}-`));return{
promptPath:J(r,L.prompt),handoffPath:J(r,L.handoff)}}async writePrompt(e,n){(0,ue.writeFileSync)(e,n,{flag:"wx",mode:384})}readHandoff(e){
return wt(e)}resolveDirectory(e){return H(this.#e,e)}async readArtifact(e,n,r){let o=u=>({kind:"refused",reason:u}),s=H(
this.resolveDirectory(e),...n.split("/"));try{let u=kt(this.#e,s);if(u!==null)return o(u);let a=await se(s,r);switch(a.kind){case"\
file":return a;case"missing":return o("does not exist");case"not-regular":return o(`is ${a.what}; only regular files are\
 kept, and links are never followed`);case"too-large":return o(`is ${a.size} bytes, more than the ${r} bytes left of the\
 ${R.artifactBytes}-byte limit for one record's artifacts`)}}catch(u){let a=u?.code;return o(`cannot be read (${typeof a==
"string"?a:String(u)})`)}}now(){return this.#r()}sha256(e){return(0,ae.createHash)("sha256").update(e,"utf8").digest("he\
x")}};function kt(t,e){let n=Xt(t,e);if(n===""||n===".."||n.startsWith(`..${xt}`)||Rt(n))return`is outside the workspace\
 (${t})`;let r=n.split(xt);for(let o=1;o<r.length;o++){let s=r.slice(0,o).join("/"),u;try{u=(0,ue.lstatSync)(J(t,s))}catch(a){
if(Kt(a))return"does not exist";throw a}if(u.isSymbolicLink())return`is under ${s}, a symbolic link; links are never fol\
lowed`;if(!u.isDirectory())return`does not exist (${s} is not a directory)`}return null}function $t(t,e,n){if(Rt(e))throw new Error(
"must be a path inside the workspace");let r=H(t,e),o=kt(H(t),r);if(o!==null)throw new Error(o);let s=ve(r,n);switch(s.kind){case"\
file":{let u=ze(s.bytes);if(u.kind==="text")return u.text;throw new Error(u.kind==="utf-16"?`${u.problem}; ${Fe}`:u.problem)}case"\
missing":throw new Error("does not exist");case"not-regular":throw new Error(`is ${s.what}; only regular files are read,\
 and links are never followed`);case"too-large":throw new Error(`is ${s.size} bytes, more than the ${n}-byte limit`)}}function Kt(t){
let e=t?.code;return e==="ENOENT"||e==="ENOTDIR"}var le=/^[1-9]\d{0,19}$/;function Et(t,e){let n=JSON.stringify(t);if(!U.test(t))return`${n} is not a stage id: a letter or _ then up to 99 letter\
s, digits, _ or -`;if(e.upstreamStages.includes(t)||e.unknown||Ae(t,e)!==void 0)return null;let r=Qt(e),o=e.jobs.get(t),
s=o?.stages?.includes(t)??!1;if(o!==void 0&&!s&&e.upstreamJobs.includes(t)){let l=o.stages===null?`${t}-<matrix values>,\
 known when the run expands its matrix`:o.stages.join(", ");return`${n} is ${o.matrix?"the matrix job":"job"} ${t}, not \
a stage: name ${o.matrix?"its legs":"its stage"} (${l}); upstream stages: ${r}`}let u=o!==void 0&&!s?t:Yt(t,e);if(u!==void 0){
let l=u===t&&!s,f="a stage needs only stages of jobs that finish before it";if(u===e.job)return`${n} is ${l?"this job":"\
a stage of this job"} itself: ${f}; upstream stages: ${r}`;let S=l?`job '${u}'`:`a stage of job '${u}'`,p=e.runsAfter(u);
return p!==null?`${n} is ${S}, which runs after job '${e.job}' (${ut(p)}): ${f}; upstream stages: ${r}`:`${n} is ${S}, w\
hich is not upstream of job '${e.job}' (add '${u}' to jobs.${e.job}.needs); upstream stages: ${r}`}let a=te(t,e.upstreamStages);
return`${n} is not a stage upstream of job '${e.job}'${a?` (did you mean ${a}?)`:""}; upstream stages: ${r}`}function Ae(t,e){
let n;for(let r of e.openMatrices)t.startsWith(`${r}-`)&&r.length>(n?.length??0)&&(n=r);return n}function Yt(t,e){let n;
for(let[r,o]of e.jobs){if(o.stages?.includes(t))return r;o.stages===null&&o.matrix&&t.startsWith(`${r}-`)&&r.length>(n?.
length??0)&&(n=r)}return n}function Qt(t){let e=[...t.upstreamStages,...t.openMatrices.map(n=>`${n}-*`)];return e.length>
0?e.join(", "):"(none)"}var pe={bash:{template:"bash --noprofile --norc -eo pipefail {0}"},sh:{template:"sh -e {0}"},pwsh:{template:`pwsh -comma\
nd ". '{0}'"`},python:{template:"python {0}"}},Zt=new Map([["cmd",".cmd"],["pwsh",".ps1"],["powershell",".ps1"],["bash",
".sh"],["sh",".sh"],["python",".py"]]);function Ot(t){return Zt.get(t.toLowerCase())??""}var en="$ErrorActionPreference \
= 'stop'",tn="if ((Test-Path -LiteralPath variable:\\LASTEXITCODE)) { exit $LASTEXITCODE }",nn="bash";var rn=["cmd","powershell"];var Lr=`${Object.keys(pe).join(", ")}, ${rn.join(", ")} (Windows only), or a command containing {0} (e.g. "perl {0}")`;var on=`${Object.keys(pe).join(", ")}, or a command containing {0} (e.g. "perl {0}")`;function Tt(t){return sn(t,on)}function sn(t,e){
let n=(t??"").trim()||nn;if(Object.hasOwn(pe,n)){let u=pe[n],[a,...l]=It(u.template);return{file:a,args:l,extension:Ot(a)}}
if(!n.includes("{0}"))throw new m("input-invalid",`${JSON.stringify(n)} is not one of ${e}`,{where:"shell"});let r=It(n),
[o,...s]=r;if(o===void 0||o.includes("{0}"))throw new m("input-invalid",`${JSON.stringify(n)} must start with a program,\
 then {0} for the script`,{where:"shell"});return{file:o,args:s,extension:Ot(o)}}function Dr(t,e){switch(t.file){case"pw\
sh":case"powershell":return`${en}
${e}
${tn}`;case"cmd":return`@echo off
${e}`;default:return e.endsWith(`
`)?e:`${e}
`}}function Cr(t,e){return t.args.map(n=>n.replaceAll("{0}",e))}function It(t){let e=[],n="",r=!1,o=null;for(let s of t){
if(o){s===o?o=null:n+=s;continue}s==='"'||s==="'"?(o=s,r=!0):/\s/.test(s)?(r&&e.push(n),n="",r=!1):(n+=s,r=!0)}if(o)throw new m(
"input-invalid",`${JSON.stringify(t)} has an unterminated ${o} quote`,{where:"shell"});return r&&e.push(n),e}var k={attempts:{min:1,max:R.maxAttempts},maxHandoffs:{min:1,max:1e3},maxPromptTokens:{min:1,max:1e7},retentionDays:{min:1,
max:400}},an=ye(D.handoff),un=ye(D.onInvalid),ln=Je("kind",[z({kind:Z("command"),command:d().check(G(1))}),z({kind:Z("pr\
eset"),preset:Re})]),vt=z({stage:ee,job:y(d()),matrix:T(Q(d(),be())),open:T(Z(!0)),place:T(Ve(I(_().check(F(),Me()))))}),
pn=z({stage:ee,job:d().check(G(1)),matrix:y(Q(d(),be())),template:y(z({text:d(),source:d()})),upstream:I(vt),expandLineage:Be(),
needs:I(ee),handoff:an,onInvalid:un,agent:y(ln),shell:d(),workingDirectory:d().check(G(1)),verify:y(d()),attempts:_().check(
F(),he(k.attempts.min),ge(k.attempts.max)),maxHandoffs:_().check(F(),he(k.maxHandoffs.min),ge(k.maxHandoffs.max)),parentRun:y(
d().check(G(1))),maxPromptTokens:y(_().check(F(),Se())),retentionDays:y(_().check(F(),Se())),inputs:Q(d(),d()),github:ot,
redact:I(d()),workflowJobs:y(I(d())),workflowUnread:T(d()),madeEvent:T(d()),madeEventRun:T(d()),run:tt}),cn="the stage i\
d holds the value of a secret; a stage id names directories and artifacts, which are not redacted",de={bothPrompts:`give\
 either \`${i.prompt}\` or \`${i.promptFile}\`, not both`,noPrompt:`one of \`${i.prompt}\` or \`${i.promptFile}\` is requ\
ired`,bothAgents:`give either \`${i.run}\` (a command) or \`${i.agent}\` (a preset), not both`,noAgent:`one of \`${i.run}\
\` (the agent's command) or \`${i.agent}\` (a preset) is required`};function At(t,e){let n=[],r=O=>{let N=t[O];if(N===void 0)
return null;let q=N.trim();return q===""?null:q},o=(O,N)=>n.push({input:O,message:N}),s=(O,N,q)=>{try{return N()}catch(X){
if(X instanceof m)return o(X.where??O,X.message),q;throw X}},u=Sn(r(i.stage),e,o),a=Pt(i.handoff,r(i.handoff),D.handoff,
"optional",o),l=Pt(i.onInvalid,r(i.onInvalid),D.onInvalid,"fail",o),f=ce(i.attempts,r(i.attempts),k.attempts,1,o),S=ce(i.
maxHandoffs,r(i.maxHandoffs),k.maxHandoffs,R.defaultMaxHandoffs,o),p=e.parentRun!==void 0?e.parentRun:hn(r,o),g=ce(i.maxPromptTokens,
r(i.maxPromptTokens),k.maxPromptTokens,null,o),$=ce(i.retentionDays,r(i.retentionDays),k.retentionDays,null,o),w=r(i.shell)??
"bash";s(i.shell,()=>Tt(w),null);let x=r(i.workingDirectory)??".";x.includes("\0")&&o(i.workingDirectory,"must not conta\
in a NUL character");let E=r(i.verify),b=s(i.vars,()=>fn(t[i.vars]??"",e),{}),P=bn(t,r,e,o),v=yn(r,e,o),{upstream:V,needs:A,
expandLineage:Lt}=wn(r(i.needs),e,o),Dt=[...e.secrets??[],...oe(t[i.redact]??"")].filter(O=>O.length>0);if(n.length>0)throw Ut(
n);return{...pn.parse({stage:u,job:e.job,matrix:e.matrix??null,template:P,upstream:[],expandLineage:Lt,needs:A,handoff:a,
onInvalid:l,agent:v,shell:w,workingDirectory:x,verify:E,attempts:f,maxHandoffs:S,parentRun:p,maxPromptTokens:g,retentionDays:$,
inputs:{...e.dispatchInputs??dn(e.github),...b},github:e.github,redact:[...new Set(Dt)],workflowJobs:e.workflowJobs??null,
...e.workflowJobs==null&&e.workflowUnread!==void 0?{workflowUnread:e.workflowUnread}:{},...e.madeEvent===void 0?{}:{madeEvent:e.
madeEvent},...e.madeEvent===void 0||e.madeEventRun===void 0?{}:{madeEventRun:e.madeEventRun},run:e.run}),upstream:jt(V)}}
function dn(t){if(t.event_name!=="workflow_dispatch"&&t.event_name!=="workflow_call")return{};let e=t.event.inputs;return e===
null||typeof e!="object"||Array.isArray(e)?{}:Object.fromEntries(Object.entries(e).filter(([,n])=>["string","number","bo\
olean"].includes(typeof n)).map(([n,r])=>[n,String(r)]))}function mn(t){return`${JSON.stringify(t)} is not one of ${Ze.join(
", ")}`}function Nt(t,e){let n=[],{upstream:r,expandLineage:o}=Ft(t.needs,t.job,e.upstream,(a,l)=>n.push({input:a,message:l}),e.
needs);if(n.length>0)throw Ut(n);let{workflowUnread:s,...u}=t;return{...u,upstream:jt(r),expandLineage:o,workflowJobs:[...e.
workflowJobs]}}function jt(t){return t.every(gn)?t:I(vt).parse(t)}function fn(t,e){if(e.mode==="capture"||t.trim()==="")
return{};if(e.parseVars===void 0)throw new we("stageSpecFromInputs: a vars input needs ctx.parseVars");return e.parseVars(
t)}function gn(t){let e=Object.keys(t),{matrix:n,place:r}=t;return e.length===2+(n===void 0?0:1)+(t.open===!0?1:0)+(r===
void 0?0:1)&&(r===void 0||Array.isArray(r)&&r.every(o=>Number.isInteger(o)&&o>=0))&&e.includes("stage")&&e.includes("job")&&
typeof t.stage=="string"&&U.test(t.stage)&&(t.job===null||typeof t.job=="string")&&(n===void 0||typeof n=="object"&&n!==
null&&!Array.isArray(n)&&Object.getPrototypeOf(n)===Object.prototype)}function Ut(t){let[e]=t;return t.length===1&&e?new m(
"input-invalid",e.message,{where:e.input}):new m("input-invalid",`${t.length} inputs are invalid`,{details:t.map(n=>`${n.
input}: ${n.message}`)})}function Pt(t,e,n,r,o){return e===null?r:n.includes(e)?e:(o(t,`${JSON.stringify(e)} is not one \
of ${n.join(", ")}`),r)}function hn(t,e){let n=t(i.parentRun);return n===null?null:le.test(n)?n:(e(i.parentRun,`${JSON.stringify(
n)} is not a workflow run id (a positive whole number, such as \${{ github.run_id }} of the run that started this one)`),
null)}function ce(t,e,n,r,o){if(e===null)return r;let s=/^\d{1,9}$/.test(e)?Number(e):Number.NaN;return!Number.isInteger(
s)||s<n.min||s>n.max?(o(t,`${JSON.stringify(e)} is not a whole number from ${n.min} to ${n.max}`),r):s}function Sn(t,e,n){
let r=e.secrets??[];if((t!==null?[t]:Object.values(e.matrix??{}).map(s=>typeof s=="string"?s:JSON.stringify(s)??"")).some(
s=>Ye(s,r)))return n(i.stage,`${cn}, so ${t===null?`give one in the \`${i.stage}\` input`:"choose one without it"}`),"in\
valid";if(t!==null&&!U.test(t))return n(i.stage,`${JSON.stringify(t)} is not a stage id: a letter or _ then up to 99 let\
ters, digits, _ or -`),"invalid";try{let s=t??rt(e.stageJob??e.job,e.matrix??null);return re(s,1),s}catch(s){if(s instanceof
m){let u=t===null?`; give the stage id in the \`${i.stage}\` input`:"";return n(i.stage,`${s.message}${u}`),"invalid"}throw s}}
function bn(t,e,n,r){let o=t[i.prompt]?.trim()?t[i.prompt]:null,s=e(i.promptFile);if(o!==null&&s!==null)return r(i.prompt,
de.bothPrompts),null;if(o!==null)return{text:o,source:n.promptSource??`jobs.${n.job} ${i.prompt}`};if(s!==null){if(!n.readFile)
return r(i.promptFile,"cannot be read here (no file reader was given)"),null;try{return{text:n.readFile(s),source:s}}catch(u){
let a=u instanceof Error?u.message:String(u);return r(i.promptFile,`cannot read ${JSON.stringify(s)}: ${a}`),null}}return n.
mode!=="capture"&&r(i.prompt,de.noPrompt+_t([i.prompt,i.promptFile],n)),null}function _t(t,e){let n=[];for(let r of e.unreadInputs??
[]){let o=te(r.replaceAll("_","-"),t);o!==void 0&&n.push(`the step was given \`${r}\`, which is not an input of this acti\
on: did you mean \`${o}\`?`)}return n.map(r=>`; ${r}`).join("")}function yn(t,e,n){let r=t(i.run),o=t(i.agent);if(e.mode===
"capture"||e.mode==="prepare"&&o===null)return null;if(r!==null&&o!==null)return n(i.run,de.bothAgents),null;if(o!==null){
let s=Re.safeParse(o);return s.success?{kind:"preset",preset:s.data}:(n(i.agent,mn(o)),null)}return r!==null?{kind:"comm\
and",command:r}:(n(i.run,de.noAgent+_t([i.run,i.agent],e)),null)}function wn(t,e,n){let r=[];for(let o of(t??"").split(/[\s,]+/).
filter(Boolean))U.test(o)?r.includes(o)||r.push(o):n(i.needs,`${JSON.stringify(o)} is not a stage id: a letter or _ then\
 up to 99 letters, digits, _ or -`);return{...Ft(r,e.job,e.upstream,n,e.needsFacts),needs:r}}function Ft(t,e,n,r,o){if(n===
void 0)return{upstream:t.map(a=>({stage:a,job:null})),expandLineage:!0};let s=n.map(a=>a.stage),u=[];for(let a of t)if(o!==
void 0){let l=Et(a,o);l!==null&&r(i.needs,l);let f=l===null&&!s.includes(a)?Ae(a,o):void 0;f!==void 0&&u.push({stage:a,job:f,
open:!0})}else s.includes(a)||r(i.needs,`${JSON.stringify(a)} is not upstream of job ${e}; upstream stages: ${s.join(", ")||
"(none)"}`);return{upstream:u.length>0?[...n,...u]:n,expandLineage:!1}}function xn(){let t={};for(let e of[...Object.values(i),...Object.values(C)])t[e]=Ue(e,{trimWhitespace:!1});return t}function Rn(t,e){
let n=new Set(We[e].map(kn));return Object.keys(t).filter(r=>r.startsWith(Ne)&&!n.has(r)&&t[r]!==void 0).map(r=>r.slice(
Ne.length).toLowerCase()).filter(r=>/^[a-z0-9_-]{1,100}$/.test(r)).sort()}var Ne="INPUT_";function kn(t){return`${Ne}${t.
replace(/ /g,"_").toUpperCase()}`}function $n(t){let e=t.trim();if(e===""||e==="null"||e==="{}")return null;let n;try{n=
JSON.parse(e)}catch{throw new m("input-invalid","is not JSON; leave this input unset (it defaults to the job\u2019s matrix)",
{where:C.matrix})}if(n===null||typeof n!="object"||Array.isArray(n))throw new m("input-invalid","must be a JSON object; \
leave this input unset (it defaults to the job\u2019s matrix)",{where:C.matrix});return Object.keys(n).length===0?null:n}
var zt=16*1024*1024;function En(t,e){let n=t.GITHUB_EVENT_PATH;if(!n)return{};try{if((0,me.statSync)(n).size>zt)return e.
warning(`the event payload is larger than ${zt} bytes; templates see github.event as {}`),{};let r=JSON.parse((0,me.readFileSync)(
n,"utf8"));return r!==null&&typeof r=="object"&&!Array.isArray(r)?r:{}}catch(r){return e.warning(`cannot read the event \
payload: ${r instanceof Error?r.message:String(r)}`),{}}}function On(t,e){return{repository:t.GITHUB_REPOSITORY??"",ref:t.
GITHUB_REF??"",sha:t.GITHUB_SHA??"",run_id:t.GITHUB_RUN_ID??"",actor:t.GITHUB_ACTOR??"",event_name:t.GITHUB_EVENT_NAME??
"",event:En(t,e)}}function In(t){let e=Number(t.GITHUB_RUN_ATTEMPT??"1");return{id:t.GITHUB_RUN_ID??"",attempt:Number.isInteger(
e)&&e>=1?e:1,workflow:t.GITHUB_WORKFLOW??"",repository:t.GITHUB_REPOSITORY??"",event_name:t.GITHUB_EVENT_NAME??"",sha:t.
GITHUB_SHA??"",ref:t.GITHUB_REF??""}}async function ho(t,e,n={}){let r=new at,o={...n.inputs??xn()};n.stage!==void 0&&(o[i.
stage]??"").trim()===""&&(o[i.stage]=n.stage);let s=M(e,"GITHUB_WORKSPACE"),u=M(e,"RUNNER_TEMP"),a=M(e,"GITHUB_JOB"),l=(o[i.
githubToken]??"").trim(),f=lt(e,l),S={mode:t,job:a,matrix:$n(o[C.matrix]??""),github:On(e,r),run:In(e),secrets:f,readFile:A=>$t(
s,A,R.templateBytes),...t==="capture"?{}:{parseVars:(await import("./vars-SIQJT5HP.js")).parseVars},unreadInputs:Rn(
e,t)},p=At(o,S);Pn(p.redact);let g=new $e({tempDir:u,reporter:r,...p.retentionDays===null?{}:{retentionDays:p.retentionDays}}),
$=new ie({root:s,tempDir:u}),w=t!=="capture"&&p.parentRun!==null?Tn(e,l,u,r):void 0,x=oe(o[i.redact]??"");if(t==="captur\
e")return{spec:p,store:g,workspace:$,reporter:r,secrets:p.redact,redactInput:x,openRun:w};let E=await vn(e,a,r);if("unre\
ad"in E)return{spec:{...p,workflowUnread:E.unread},store:g,workspace:$,reporter:r,secrets:p.redact,redactInput:x,openRun:w};
let b=E.graph,P=await An(b,a,p,g,r),{needsInputFactsOf:v}=await import("./upstream-stages-M7433XWW.js"),V=Nt(p,{upstream:P,workflowJobs:b.
jobs.map(A=>A.id),needs:v(b,a,P)});return{spec:V,store:g,workspace:$,reporter:r,secrets:V.redact,redactInput:x,openRun:w}}
function Tn(t,e,n,r){if(e==="")throw new m("input-invalid",`is empty; \`${i.parentRun}\` reads the parent run\u2019s records w\
ith it, and it needs \`actions: read\` (default: \${{ github.token }})`,{where:i.githubToken});let o=M(t,"GITHUB_REPOSIT\
ORY"),[s,u]=o.split("/");if(!s||!u)throw new m("runner-env-invalid",`GITHUB_REPOSITORY is ${JSON.stringify(o)}, not owne\
r/name`);return async a=>{if(!le.test(a))throw new m("run-unknown",`${JSON.stringify(a)} is not a GitHub workflow run id`);
return new $e({tempDir:n,reporter:r,findBy:{token:e,workflowRunId:Number(a),repositoryOwner:s,repositoryName:u}})}}function Pn(t){
for(let e of t)for(let n of e.split(/\r?\n/))n.trim().length>=4&&je(n)}async function vn(t,e,n){let[{findRunWorkflow:r},
{readJobGraph:o}]=await Promise.all([import("./workflow-file-M6IPPAA6.js"),import("./upstream-stages-M7433XWW.js")]),s=await r(
t),u=l=>(n.info(`upstream stages: from the needs input and their records (${l})`),{unread:l});if(s.kind==="unavailable")
return u(s.reason);let a=o(s.file.text);return a?a.jobs.some(l=>l.id===e)?(n.info(`upstream stages: the jobs ${e} needs \
in ${s.file.path}`),{graph:a}):u(`${s.file.path} has no job ${e}`):u(`${s.file.path} is not a workflow`)}async function An(t,e,n,r,o){
let s=[];if(n.template){let{templateAnalysis:p}=await import("./render-prompt-3YZKTVOG.js");try{s=p(n.template.text).references.
filter(g=>g.kind==="stage").map(g=>g.stage)}catch{}}let{recordIsFromJob:u,upstreamStagesOf:a}=await import("./upstream-stages-M7433XWW.js"),
l=[...new Set((await r.list()).map(p=>p.stage))],f=a({graph:t,job:e,recorded:l,referenced:s});return(await Promise.all(f.
map(async p=>{if(!l.includes(p.stage))return p;let g=await r.get(p.stage);if(!g||u(t,p.job,g.record.job))return p;o.info(
`stage ${p.stage}: its record is from job ${g.record.job}, not upstream job ${p.job}; left out`)}))).filter(p=>p!==void 0)}var Ht=class{#e;#t;#n;constructor(e){this.#e=e}get pending(){return this.#t}get failed(){return this.#n}async put(e){this.#t=
e,this.#n=void 0;try{return await this.#e.put(e)}catch(n){throw this.#n=e,n}finally{this.#t=void 0}}get(e){return this.#e.
get(e)}getAttempt(e,n,r){return this.#e.getAttempt(e,n,r)}list(){return this.#e.list()}};export{Tt as a,Dr as b,Cr as c,ve as d,ir as e,Te as f,pt as g,Ln as h,qn as i,Xn as j,Kn as k,Yn as l,Qn as m,cr as n,dr as o,
ho as p,Ht as q};

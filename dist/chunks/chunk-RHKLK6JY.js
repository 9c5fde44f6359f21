import{c as Xr}from"./chunk-3NR5HZ6E.js";function E(e){let t=0;for(let n=0;n<e.length;n++){let r=e.charCodeAt(n);r<128?t+=1:r<2048?t+=2:r>=55296&&r<=56319&&(e.charCodeAt(
n+1)&64512)===56320?(t+=4,n++):t+=3}return t}function xt(e,t){let n=0,r=0;for(;r<e.length;){let o=e.charCodeAt(r),i=o>=55296&&
o<=56319&&(e.charCodeAt(r+1)&64512)===56320,s=o<128?1:o<2048?2:i?4:3;if(n+s>t)break;n+=s,r+=i?2:1}return e.slice(0,r)}function Yr(e,t){
let n=new TextEncoder().encode(e);if(n.length<=t)return e;let r=n.length-t;for(;r<n.length&&((n[r]??0)&192)===128;)r++;return new TextDecoder().
decode(n.subarray(r))}function is(e,t,n){let r=e.split(/\r?\n/).filter(o=>o.trim()!=="").slice(-t).join(`
`);return Yr(r,n)}function ss(e){return e.charCodeAt(0)===65279?e.slice(1):e}var Te=new TextDecoder("utf-8",{fatal:!0,ignoreBOM:!0}),
cs="save it as UTF-8 (PowerShell: Set-Content -Encoding utf8, or Out-File -Encoding utf8)";function us(e){let t=Qr(e);if(t)
return{kind:"utf-16",problem:`is UTF-16 (${t}), not UTF-8`};let n=e[0]===239&&e[1]===187&&e[2]===191,r=n?e.subarray(3):e;
try{return{kind:"text",text:Te.decode(r)}}catch{let o=yt(r);return{kind:"not-utf-8",problem:qr(o<r.length?{byte:r[o],offset:o+
(n?3:0)}:null)}}}function qr(e){return`is not valid UTF-8${e===null?"":` (byte 0x${e.byte.toString(16).padStart(2,"0")} \
at offset ${e.offset})`}`}function as(e){try{return Te.decode(e)}catch{let t="",n=0;for(;n<e.length;){let r=yt(e,n);if(r>
n&&(t+=Te.decode(e.subarray(n,r))),r>=e.length)break;t+=String.fromCharCode(56320+e[r]),n=r+1}return t}}var Ie=/(?<![\uD800-\uDBFF])[\uDC80-\uDCFF]/;
function ls(e){let t=Ie.exec(e);return t===null?null:{byte:e.charCodeAt(t.index)-56320,offset:E(e.slice(0,t.index))}}function ps(e){
let t=e.match(new RegExp(Ie.source,"g"))?.length??0;return E(e)-2*t}function fs(e){return e.replace(new RegExp(Ie.source,
"g"),"\uFFFD")}function Qr(e){if(e[0]===255&&e[1]===254)return"little-endian";if(e[0]===254&&e[1]===255)return"big-endia\
n";let t=Math.min(32,Math.floor(e.length/2));if(t<2)return null;let n=!0,r=!0;for(let o=0;o<t;o++){let[i,s]=[e[2*o],e[2*
o+1]];n&&=i!==0&&i<128&&s===0,r&&=s!==0&&s<128&&i===0}return n?"little-endian":r?"big-endian":null}function yt(e,t=0){let n=t;
for(;n<e.length;){let r=e[n],o,i;if(r<128){n++;continue}else if(r>=194&&r<=223)o=1,i=128;else if(r>=224&&r<=239)o=2,i=2048;else if(r>=
240&&r<=244)o=3,i=65536;else return n;let s=r&63>>o;for(let c=1;c<=o;c++){let u=e[n+c];if(u===void 0||(u&192)!==128)return n;
s=s<<6|u&63}if(s<i||s>1114111||s>=55296&&s<=57343)return n;n+=o+1}return e.length}function bt(e){let t=2166136261;for(let n of new TextEncoder().encode(e))t^=n,t=Math.imul(t,16777619)>>>0;return t.toString(
16).padStart(8,"0")}var _s={promptPath:"BATON_PROMPT_PATH",handoffPath:"BATON_HANDOFF_PATH",stage:"BATON_STAGE"},xs=["ACTIONS_RUNTIME_TOKEN",
"ACTIONS_RESULTS_URL","GITHUB_TOKEN"],ys=["ACTIONS_ID_TOKEN_REQUEST_"],bs=["GITHUB_TOKEN","GH_TOKEN","GH_ENTERPRISE_TOKE\
N","GITHUB_ENTERPRISE_TOKEN"],vs={start:"---BATON_HANDOFF_START---",end:"---BATON_HANDOFF_END---"},$s="record-absent",zs={
record:"record.json",prompt:"prompt.md",handoff:"handoff.json",log:"agent.log"},ws="artifacts",Zs=['"',":","<",">","|","\
*","?","\r",`
`],Ps="run.json",ks=".baton/runs",Ss="baton-",Os="-attempt-",As="-run-",Ts={handoff:"https://github.com/baton-dev/baton/\
schema/handoff.v1.schema.json",record:"baton.record/v1",run:"baton.run/v1"},Re=1,P={handoffFileBytes:256*1024,summaryBytes:4096,
detailBytes:65536,dataKeys:64,dataBytes:65536,shortTextBytes:4096,listEntries:100,stepSummaryBytes:1024*1024-4096,stepSummaryFileBytes:1024*
1024,commentChars:65536,verifyOutputTailBytes:4096,maxAttempts:10,defaultMaxHandoffs:10,handoffDepth:32,artifactBytes:10*
1024*1024,templateBytes:256*1024,templateDepth:64,promptBytes:16*1024*1024,indentWidth:64,workflowFileBytes:1024*1024,eventDepth:64,
usageCostUsd:1e6,agentOutputBytes:1024*1024,dataSchemaBytes:64*1024,dataSchemaPatternChars:1e3},zt=/^[A-Za-z_][A-Za-z0-9_-]{0,99}$/,
wt=/^[A-Za-z_][A-Za-z0-9_-]{0,63}$/,Is="baton:report:",h={stage:"stage",prompt:"prompt",promptFile:"prompt-file",run:"ru\
n",agent:"agent",agentOutput:"agent-output",shell:"shell",needs:"needs",handoff:"handoff",onInvalid:"on-invalid",dataSchema:"\
data-schema",vars:"vars",maxPromptTokens:"max-prompt-tokens",retentionDays:"retention-days",workingDirectory:"working-di\
rectory",redact:"redact",verify:"verify",attempts:"attempts",maxHandoffs:"max-handoffs",parentRun:"parent-run",githubToken:"\
github-token",trustCheckout:"trust-checkout",issueNumber:"issue-number",mode:"mode",key:"key",includeDetail:"include-det\
ail"},Z={status:"status",next:"next",present:"present",data:"data",sha256:"sha256",artifactId:"artifact-id",promptPath:"\
prompt-path",handoffPath:"handoff-path",commentId:"comment-id",commentUrl:"comment-url"},Es={model:"BATON_AGENT_MODEL",args:"\
BATON_AGENT_ARGS"},Ms={invalid:"handoff-invalid",markersUnterminated:"handoff-markers-unterminated",markersFromPrompt:"h\
andoff-markers-from-prompt",markersFromEvent:"handoff-markers-from-event",failureMissing:"handoff-failure-missing"},Rs=[
"__proto__","constructor","prototype"],Ns={handoff:["optional","required"],onInvalid:["fail","warn"]},Cs={nextUnknownStage:"\
next-unknown-stage",nextUnchecked:"next-unchecked",handoffMissing:"handoff-missing",maxHandoffs:"max-handoffs",artifactRefused:"\
artifact-refused",usageRefused:"usage-refused",usageMissing:"usage-missing"},Ds={syntax:"template-syntax",unsupported:"t\
emplate-unsupported",unknownHelper:"template-unknown-helper",helperArguments:"template-helper-arguments",unknownStage:"t\
emplate-unknown-stage",missingField:"template-missing-field",printedObject:"template-printed-object",tooLarge:"template-\
too-large",tooDeep:"template-too-deep",overBudget:"template-over-budget",cut:"template-cut",upstreamHandoffMissing:"upst\
ream-handoff-missing",upstreamRecordMissing:"upstream-record-missing"},Ls={stage:"",prepare:"prepare",capture:"capture",
report:"report"},Fs="baton";var js=".github/workflows",Us=".github/workflows/baton-stage.yml",Bs="stage",Ks={output:"GITHUB_OUTPUT",env:"GITHUB_ENV",
path:"GITHUB_PATH",stepSummary:"GITHUB_STEP_SUMMARY",state:"GITHUB_STATE"},Me={report:"report.md",summary:"summary.md",events:"\
events.jsonl",jobs:"jobs.json",jobLogPrefix:"job-",invocation:"invocation.json"},vt=255,Zt="+";function Hs(e){let t=Me.jobLogPrefix,
n=e.replaceAll("/","~");if(E(`${t}${n}.log`)<=vt)return`${t}${n}.log`;let r=`${Zt}${bt(e)}.log`,o=xt(n,vt-E(t)-E(r));return`${t}${o}${r}`}
function Vs(e){return!e.startsWith(Me.jobLogPrefix)||!e.endsWith(".log")||e.includes(Zt)?null:e.slice(Me.jobLogPrefix.length,
-4).replaceAll("~","/")}var Ws={inputMissing:"input-missing",inputUnknown:"input-unknown",inputInvalid:"input-invalid",jobUnknown:"\
job-unknown",templateStage:"template-stage-not-upstream",templateInvalid:"template-invalid",templateKey:"template-key-un\
known",templateDataKey:"template-data-key-undeclared",promptFileMissing:"prompt-file-missing",matrixInvalid:"matrix-inva\
lid",stageDuplicate:"stage-duplicate",stageInvalid:"stage-id-invalid",actionInputUnknown:"unknown-input",actionInputInvalid:"\
action-input-invalid",eventNotTrigger:"event-not-a-trigger",timeoutInvalid:"timeout-invalid",shellInvalid:"shell-invalid",
needsInput:"needs-input-not-upstream",checkoutMissing:"checkout-missing",workflowCallInvalid:"workflow-call-invalid"},$t={
markerPrefix:"[REDACTED:",markerSuffix:"]",problemCode:"redacted",minSecretLength:6};function Gs(e){return`${$t.markerPrefix}${e}${$t.
markerSuffix}`}var Js=".tmp-",Ee={matrix:"matrix"},Xs={artifactTimeoutMs:"BATON_TEST_ARTIFACT_TIMEOUT_MS"};var Ys={stage:[h.stage,h.prompt,h.promptFile,h.run,h.agent,h.shell,h.needs,h.handoff,h.onInvalid,h.dataSchema,h.vars,h.maxPromptTokens,
h.retentionDays,h.workingDirectory,h.redact,h.verify,h.attempts,h.maxHandoffs,h.parentRun,h.githubToken,h.trustCheckout,
Ee.matrix],prepare:[h.stage,h.prompt,h.promptFile,h.agent,h.needs,h.vars,h.maxPromptTokens,h.maxHandoffs,h.parentRun,h.githubToken,
h.redact,Ee.matrix],capture:[h.stage,h.handoff,h.onInvalid,h.dataSchema,h.retentionDays,h.redact,h.agent,h.agentOutput,Ee.
matrix],report:[h.githubToken,h.issueNumber,h.needs,h.mode,h.key,h.includeDetail]},qs={stage:[Z.status,Z.next,Z.present,
Z.data,Z.sha256,Z.artifactId,Z.promptPath,Z.handoffPath],prepare:[Z.promptPath,Z.handoffPath],capture:[Z.status,Z.next,Z.
present,Z.data,Z.sha256,Z.artifactId],report:[Z.commentId,Z.commentUrl]},eo="agent-version",M={agentVersion:eo,model:"mo\
del",agentArgs:"agent-args",runsOn:"runs-on",nodeVersion:"node-version",timeoutMinutes:"timeout-minutes",batonRepository:"\
baton-repository",batonRef:"baton-ref"},Qs=[h.stage,M.batonRef],ec=[h.attempts,h.maxHandoffs,M.timeoutMinutes],tc=[h.stage,
h.prompt,h.promptFile,h.agent,M.agentVersion,M.model,M.agentArgs,h.run,h.needs,h.handoff,h.onInvalid,h.dataSchema,h.vars,
h.verify,h.attempts,h.maxHandoffs,h.maxPromptTokens,h.redact,h.retentionDays,h.workingDirectory,M.runsOn,M.nodeVersion,M.
timeoutMinutes,M.batonRepository,M.batonRef];function ne(e){let t=Object.values(e).filter(r=>typeof r=="number");return Object.entries(e).filter(([r,o])=>t.indexOf(+r)===
-1).map(([r,o])=>o)}function De(e,t="|"){return e.map(n=>Ke(n)).join(t)}function kt(e,t){return typeof t=="bigint"?t.toString():
t}var Ce=class{constructor(t){this._getter=t,this._value=void 0}get value(){let t=this._getter;return t!==void 0&&(this.
_value=t(),this._getter=void 0),this._value}};function Le(e){return new Ce(e)}function St(e){return e==null}function de(e){
let t=e.startsWith("^")?1:0,n=e.endsWith("$")?e.length-1:e.length;return e.slice(t,n)}var Pt=Symbol("evaluating");function Ot(e,t,n){let r;Object.defineProperty(e,t,{get(){if(r!==Pt)return r===void 0&&(r=Pt,
r=n()),r},set(o){Object.defineProperty(e,t,{value:o})},configurable:!0})}function A(e,t,n){Object.defineProperty(e,t,{value:n,writable:!0,enumerable:!0,configurable:!0})}function Fe(e){let t=Object.
getOwnPropertyDescriptor(e,"shape");return t?.get?t.get.raw:t?.value}function re(e){return Fe(e._zod.def)??e._zod.def.shape}
function At(e,t,n){Object.defineProperty(e,t,{get(){let r=n();return A(this,t,r),r},enumerable:!0,configurable:!0})}function Tt(e,t,n){
t in e?A(e,t,n):e[t]=n}function It(e,t,n,r){let o=re(t);for(let i of n){let s=Object.getOwnPropertyDescriptor(o,i);s.enumerable&&
(s.get?At(e,i,()=>{let c=t._zod.def.shape[i];return r?r(c,i):c}):Tt(e,i,r?r(s.value,i):s.value))}}function to(e,t){for(let n of Reflect.
ownKeys(t)){let r=Object.getOwnPropertyDescriptor(t,n);r.enumerable&&(r.get?At(e,n,()=>t[n]):Tt(e,n,r.value))}}function je(...e){
let t={};for(let n of e){let r=Object.getOwnPropertyDescriptors(n);Object.assign(t,r)}return Object.defineProperties({},
t)}var Ue="captureStackTrace"in Error?Error.captureStackTrace:(...e)=>{};function te(e){return typeof e=="object"&&e!==null&&
!Array.isArray(e)}function me(e){if(te(e)===!1)return!1;let t=e.constructor;if(t===void 0||typeof t!="function")return!0;let n=t.prototype;
return!(te(n)===!1||Object.prototype.hasOwnProperty.call(n,"isPrototypeOf")===!1)}function Be(e){return me(e)?{...e}:Array.
isArray(e)?[...e]:e instanceof Map?new Map(e):e instanceof Set?new Set(e):e}var Et=new Set(["string","number","symbol"]);function oe(e){return e.replace(/[.*+?^${}()|[\]\\]/g,"\\$&")}function H(e,t,n){let r=new e._zod.constr(t??e._zod.def);return(!t||
n?.parent)&&(r._zod.parent=e),r}function y(e){let t=e;if(!t)return{};if(typeof t=="string")return{error:()=>t};if(t?.message!==
void 0){if(t?.error!==void 0)throw new Error("Cannot specify both `message` and `error` params");t.error=t.message}return delete t.
message,typeof t.error=="string"?{...t,error:()=>t.error}:t}function Ke(e){return typeof e=="bigint"?e.toString()+"n":typeof e=="string"?`"${e}"`:`${e}`}function Mt(e){return Object.
keys(e).filter(t=>e[t]._zod.optin!==void 0&&e[t]._zod.optout==="optional")}var he={safeint:[Number.MIN_SAFE_INTEGER,Number.
MAX_SAFE_INTEGER],int32:[-2147483648,2147483647],uint32:[0,4294967295],float32:[-34028234663852886e22,34028234663852886e22],
float64:[-Number.MAX_VALUE,Number.MAX_VALUE]},He={int64:[BigInt("-9223372036854775808"),BigInt("9223372036854775807")],uint64:[
BigInt(0),BigInt("18446744073709551615")]};function no(e,t){let n=re(e),r=[];for(let o of Reflect.ownKeys(t)){if(!Object.getOwnPropertyDescriptor(n,o)?.enumerable)
throw new Error(`Unrecognized key: "${String(o)}"`);t[o]&&r.push(o)}return r}function Rt(e,t){let n=e._zod.def,r=n.checks;
if(r&&r.length>0)throw new Error(".omit() cannot be used on object schemas containing refinements");let i=new Set(no(e,t)),
s={};return It(s,e,Reflect.ownKeys(re(e)).filter(c=>!i.has(c))),H(e,je(n,{shape:s,checks:[]}))}function Nt(e,t){if(!me(t))
throw new Error("Invalid input to extend: expected a plain object");let n=e._zod.def.checks;if(n&&n.length>0){let o=re(e);
for(let i of Reflect.ownKeys(t))if(Object.getOwnPropertyDescriptor(o,i)!==void 0)throw new Error("Cannot overwrite keys \
on object schemas containing refinements. Use `.safeExtend()` instead.")}return H(e,je(e._zod.def,{shape:ro(e,t)}))}function ro(e,t){
let n={};return It(n,e,Reflect.ownKeys(re(e))),to(n,t),n}function C(e,t=0){if(e.aborted===!0)return!0;for(let n=t;n<e.issues.length;n++)if(e.issues[n]?.continue!==!0)return!0;return!1}
function Ct(e,t=0){if(e.aborted===!0)return!0;for(let n=t;n<e.issues.length;n++)if(e.issues[n]?.continue===!1)return!0;return!1}
function U(e,t){return t.map(n=>{var r;return(r=n).path??(r.path=[]),n.path.unshift(e),n})}function ee(e){return typeof e==
"string"?e:e?.message}function Ve(e){let t=[];for(let n of e??[]){let r=n._zod.def;if(!/_(length|size)$|_equals$/.test(r.
check))break;let o=r.maximum??r.length??r.size;o>=0&&t.push([o,n])}return t}function ge(e,t,n){var r;for(let o=t;o<e.length;o++)
(r=e[o]).schema??(r.schema=n)}function D(e,t,n){var r;let o=e.inst?._zod?.traits;o?.has("$ZodType")&&(o.has("$ZodCheck")?
(r=e).schema??(r.schema=e.inst):e.schema=e.inst);let i=e.schema!==e.inst?e.schema?._zod.def?.error:void 0,s=e.message?e.
message:ee(e.inst?._zod.def?.error?.(e))??ee(i?.(e))??ee(t?.error?.(e))??ee(n.customError?.(e))??ee(n.localeError?.(e))??
"Invalid input",c={};for(let u of Object.keys(e))u==="inst"||u==="schema"||u==="continue"||u==="input"||u==="__proto__"||
(c[u]=e[u]);return c.path??(c.path=[]),c.message=s,t?.reportInput&&(c.input=e.input),c}var oo=/[\uD800-\uDBFF]/;function We(e){let t=e.length;if(!oo.test(e))return t;let n=t;for(let r=0;r<t-1;r++)(e.charCodeAt(
r)&64512)===55296&&(e.charCodeAt(r+1)&64512)===56320&&(n--,r++);return n}function Ge(e){return Array.isArray(e)?"array":
typeof e=="string"?"string":"unknown"}function Dt(e){let t=typeof e;switch(t){case"number":return Number.isNaN(e)?"nan":
"number";case"object":{if(e===null)return"null";if(Array.isArray(e))return"array";let n=e;if(n&&Object.getPrototypeOf(n)!==
Object.prototype&&"constructor"in n&&n.constructor)return n.constructor.name}}return t}function ie(...e){let[t,n,r]=e;return typeof t==
"string"?{message:t,code:"custom",input:n,inst:r}:{...t}}function Lt(e,t){for(let n in t){let r=Object.getOwnPropertyDescriptor(t,n);r.get?Object.defineProperty(e,n,{...r,enumerable:!1}):
io(e,n,r.value)}}function K(e,t,n,r=!0){return Object.defineProperty(e,t,{configurable:!0,writable:!0,enumerable:r,value:n}),
n}function Je(e,t,n){return K(e,t,n,!1)}function io(e,t,n){Object.defineProperty(e,t,{configurable:!0,get(){return this==null?n:K(this,t,n.bind(this))},set(r){K(
this,t,r)}})}function so(e,t){let n=Object.getPrototypeOf(e);return t in n?void 0:n}var Ne,j=!1,co={configurable:!0,get(){
j=!0}};function b(e,t,n){let r=Object.getPrototypeOf(e._zod);if(t in r&&Ne!==e._zod){Ne=void 0;return}Ne=e._zod,Object.defineProperty(
r,t,{configurable:!0,get(){Object.defineProperty(this,t,co);let o=j;j=!1;try{let i=n(this);return j?delete this[t]:Object.
defineProperty(this,t,{configurable:!0,writable:!0,value:i}),j=j||o,i}catch(i){throw delete this[t],j=j||o,i}},set(o){Object.
defineProperty(this,t,{configurable:!0,writable:!0,value:o})}})}function Ft(e,t,n,r){let o=so(e,t);o&&Object.defineProperty(
o,t,{configurable:!0,get(){let i={configurable:!0,writable:!0,enumerable:r,value:void 0};return Object.defineProperty(this,
t,i),i.value=n(this),Object.defineProperty(this,t,i),i.value},set(i){Object.defineProperty(this,t,{configurable:!0,writable:!0,
enumerable:r,value:i})}})}var jt;var Xe={value:void 0,enumerable:!1},Ut="captureStackTrace"in Error?Error:null;function uo(e){let t=Ut;if(t){let n=t.stackTraceLimit;
if(typeof n=="number"){try{t.stackTraceLimit=0}catch{return Ut=null,new e}try{return new e}finally{t.stackTraceLimit=n}}}
return new e}function m(e,t,n,r){let o={};function i(g){this.def=g,this.constr=p,this.traits=new Set}i.prototype=o;let s=n,
c=s&&new WeakSet;function u(g,d){if(g._zod){if(g._zod.traits.has(e))return}else{Xe.value=new i(d);try{Object.defineProperty(
g,"_zod",Xe)}finally{Xe.value=void 0}}if(g._zod.traits.add(e),t(g,d),c){let _=Object.getPrototypeOf(g),x=g._zod.constr.prototype,
w=_;for(;w&&w!==x;)w=Object.getPrototypeOf(w);let F=w??_;c.has(F)||(c.add(F),Lt(F,s))}let f=p.prototype;for(let _ in f)Object.
prototype.hasOwnProperty.call(f,_)&&(_ in g||(g[_]=f[_].bind(g)))}let a=r?.Parent??Object;class l extends a{}Object.defineProperty(
l,"name",{value:e});function p(g){let d=r?.Parent?uo(l):this;u(d,g);let f=d._zod.deferred;if(f){for(let x of f)x();d._zod.
deferred=void 0}let _=globalThis.__zod_globalConfig?.postProcessor;return _&&_(d),d}return Object.defineProperty(p,"init",
{value:u}),Object.defineProperty(p,Symbol.hasInstance,{value:g=>r?.Parent&&g instanceof r.Parent?!0:g?._zod?.traits?.has(
e)}),Object.defineProperty(p,"name",{value:e}),p}var R=class extends Error{constructor(){super("Encountered Promise during synchronous parse. Use .parseAsync() instead.")}},
_e=class extends Error{constructor(t){super(`Encountered unidirectional transform during encode: ${t}`),this.name="ZodEn\
codeError"}};(jt=globalThis).__zod_globalConfig??(jt.__zod_globalConfig={});var V=globalThis.__zod_globalConfig;function I(e){
return e&&Object.assign(V,e),V}var Bt=/^P(?:(\d+W)|(?!.*W)(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+([.,]\d+)?S)?)?)$/;var Kt=/^$|^(?:[0-9a-zA-Z+/]{4})*(?:(?:[0-9a-zA-Z+/]{2}==)|(?:[0-9a-zA-Z+/]{3}=))?$/,Ht=/^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$/;var Vt="(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-\
(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))";function ao(e){return new RegExp(
`^${e}$`)}var Wt=ao(Vt);function qe(e){let t="(?:[01]\\d|2[0-3]):[0-5]\\d";return typeof e.precision=="number"?e.precision===
-1?`${t}`:e.precision===0?`${t}:[0-5]\\d`:`${t}:[0-5]\\d\\.\\d{${e.precision}}`:e.seconds?`${t}:[0-5]\\d(?:\\.\\d+)?`:`${t}\
(?::[0-5]\\d(?:\\.\\d+)?)?`}function Gt(e){return new RegExp(`^${qe(e)}$`)}function Jt(e){let t=["Z"];e.offset&&t.push("\
([+-](?:[01]\\d|2[0-3]):[0-5]\\d)");let n=`${qe({precision:e.precision,seconds:!0})}(?:${t.join("|")})`,r=e.local?`${n}|${qe(
{precision:e.precision})}`:n;return new RegExp(`^${Vt}T(?:${r})$`)}var Xt=/^[\s\S]{0,}$/;var Qe=/^-?\d+$/,se=/^-?\d+(?:\.\d+)?$/,Yt=/^(?:true|false)$/i,qt=/^null$/i;var T=m("$ZodCheck",(e,t)=>{var n;e._zod??(e._zod={}),e._zod.def=t,(n=e._zod).onattach??(n.onattach=[])});var Qt=e=>{let t=e.value;return!St(t)&&t.length!==void 0},ye={number:"number",bigint:"bigint",object:"date"},en=m("$ZodC\
heckLessThan",(e,t)=>{T.init(e,t);let n=ye[typeof t.value];e._zod.check=r=>{(t.inclusive?r.value<=t.value:r.value<t.value)||
r.issues.push({origin:ye[typeof r.value]??n,code:"too_big",maximum:typeof t.value=="object"?t.value.getTime():t.value,input:r.
value,inclusive:t.inclusive,inst:e,continue:!t.abort})}}),et=m("$ZodCheckGreaterThan",(e,t)=>{T.init(e,t);let n=ye[typeof t.
value];e._zod.check=r=>{(t.inclusive?r.value>=t.value:r.value>t.value)||r.issues.push({origin:ye[typeof r.value]??n,code:"\
too_small",minimum:typeof t.value=="object"?t.value.getTime():t.value,input:r.value,inclusive:t.inclusive,inst:e,continue:!t.
abort})}});var tn=m("$ZodCheckNumberFormat",(e,t)=>{T.init(e,t),t.format=t.format||"float64";let n=t.format?.includes("int"),r=n?"i\
nt":"number",[o,i]=he[t.format];e._zod.check=s=>{let c=s.value;if(n){if(!Number.isInteger(c)){s.issues.push({expected:r,
format:t.format,code:"invalid_type",continue:!1,input:c,inst:e});return}if(!Number.isSafeInteger(c)){c>0?s.issues.push({
input:c,code:"too_big",maximum:Number.MAX_SAFE_INTEGER,note:"Integers must be within the safe integer range.",inst:e,origin:r,
inclusive:!0,continue:!t.abort}):s.issues.push({input:c,code:"too_small",minimum:Number.MIN_SAFE_INTEGER,note:"Integers \
must be within the safe integer range.",inst:e,origin:r,inclusive:!0,continue:!t.abort});return}}c<o&&s.issues.push({origin:"\
number",input:c,code:"too_small",minimum:o,inclusive:!0,inst:e,continue:!t.abort}),c>i&&s.issues.push({origin:"number",input:c,
code:"too_big",maximum:i,inclusive:!0,inst:e,continue:!t.abort})}});var nn=m("$ZodCheckMaxLength",(e,t)=>{var n;T.init(e,t),(n=e._zod.def).when??(n.when=Qt),e._zod.check=r=>{let o=r.value,
i=o.length;if((typeof o=="string"&&i>t.maximum?We(o):i)<=t.maximum)return;let c=Ge(o);r.issues.push({origin:c,code:"too_\
big",maximum:t.maximum,inclusive:!0,input:o,inst:e,continue:!t.abort})}}),rn=m("$ZodCheckMinLength",(e,t)=>{var n;T.init(
e,t),(n=e._zod.def).when??(n.when=Qt),e._zod.check=r=>{let o=r.value,i=o.length;if((typeof o=="string"&&i>=t.minimum&&i<
t.minimum*2?We(o):i)>=t.minimum)return;let c=Ge(o);r.issues.push({origin:c,code:"too_small",minimum:t.minimum,inclusive:!0,
input:o,inst:e,continue:!t.abort})}});var tt=m("$ZodCheckStringFormat",(e,t)=>{var n,r;T.init(e,t),t.pattern?(n=e._zod).check??(n.check=o=>{t.pattern.lastIndex=
0,!t.pattern.test(o.value)&&o.issues.push({origin:"string",code:"invalid_format",format:t.format,input:o.value,...t.pattern?
{pattern:t.pattern.toString()}:{},inst:e,continue:!t.abort})}):(r=e._zod).check??(r.check=()=>{})}),on=m("$ZodCheckRegex",
(e,t)=>{tt.init(e,t),e._zod.check=n=>{t.pattern.lastIndex=0,!t.pattern.test(n.value)&&n.issues.push({origin:"string",code:"\
invalid_format",format:"regex",input:n.value,pattern:t.pattern.toString(),inst:e,continue:!t.abort})}});var cn;var nt=class{constructor(){this._map=new WeakMap,this._idmap=new Map}add(t,...n){let r=n[0];return this._map.set(t,r),r&&
typeof r=="object"&&"id"in r&&this._idmap.set(r.id,t),this}clear(){return this._map=new WeakMap,this._idmap=new Map,this}remove(t){
let n=this._map.get(t);return n&&typeof n=="object"&&"id"in n&&this._idmap.delete(n.id),this._map.delete(t),this}get(t){
let n=t._zod.parent;if(n){let r={...this.get(n)??{}};delete r.id;let o={...r,...this._map.get(t)};return Object.keys(o).
length?o:void 0}return this._map.get(t)}has(t){return this._map.has(t)}};function un(){return new nt}(cn=globalThis).__zod_globalRegistry??
(cn.__zod_globalRegistry=un());var B=globalThis.__zod_globalRegistry;function po(){let e=this._zod;return e.message??(e.message=JSON.stringify(e.def,kt,2)),e.message}function fo(e){this._zod.
message=e}var mo={get:po,set:fo,enumerable:!0,configurable:!0},rt={value:void 0,enumerable:!1},an=new WeakSet([Object.prototype,
Error.prototype]),ln=(e,t)=>{e.name="$ZodError",rt.value=t,Object.defineProperty(e,"issues",rt),rt.value=void 0,Object.defineProperty(
e,"message",mo);let n=Object.getPrototypeOf(e);an.has(n)||(an.add(n),Object.defineProperty(n,"toString",{configurable:!0,
enumerable:!1,get(){let r=()=>this.message;return Object.defineProperty(this,"toString",{value:r,configurable:!0,writable:!0}),
r},set(r){Object.defineProperty(this,"toString",{value:r,configurable:!0,writable:!0})}}))},cc=m("$ZodError",ln),ce=m("$\
ZodError",ln,void 0,{Parent:Error});var go=e=>{let t=(n,r,o,i)=>{let s=o?{...o,async:!1}:{async:!1},c=n._zod.run({value:r,issues:[]},s);if(c instanceof Promise)
throw new R;if(c.issues.length){let u=new(i?.Err??e)(c.issues.map(a=>D(a,s,I())));throw Ue(u,i?.callee??t),u}return c.value};
return t},ot=go(ce),_o=e=>{let t=async(n,r,o,i)=>{let s=o?{...o,async:!0}:{async:!0},c=n._zod.run({value:r,issues:[]},s);
if(c instanceof Promise&&(c=await c),c.issues.length){let u=new(i?.Err??e)(c.issues.map(a=>D(a,s,I())));throw Ue(u,i?.callee??
t),u}return c.value};return t},it=_o(ce),xo=e=>(t,n,r)=>{let o=r?{...r,async:!1}:{async:!1},i=t._zod.run({value:n,issues:[]},
o);if(i instanceof Promise)throw new R;return i.issues.length?pn(e,i.issues,o):{success:!0,data:i.value}},st=xo(ce);function pn(e,t,n){
let r;return{success:!1,get error(){return r||(r=new e(t.map(o=>D(o,n,I()))),t=void 0,n=void 0),r},set error(o){r=o,t=void 0,
n=void 0}}}var yo=e=>async(t,n,r)=>{let o=r?{...r,async:!0}:{async:!0},i=t._zod.run({value:n,issues:[]},o);return i instanceof
Promise&&(i=await i),i.issues.length?pn(e,i.issues,o):{success:!0,data:i.value}},ct=yo(ce);var fn={major:4,minor:6,patch:7};var $=m("$ZodType",(e,t)=>{var n;e??(e={}),e._zod.def=t,e._zod.bag=e._zod.bag||{},e._zod.version=fn;let r=e._zod.def.checks,
o=e._zod.traits.has("$ZodCheck")?[e,...r??[]]:r?.length?[...r]:[];for(let i of o)for(let s of i._zod.onattach)s(e);if(o.
length===0)(n=e._zod).deferred??(n.deferred=[]),e._zod.deferred?.push(()=>{e._zod.run=e._zod.parse});else{let i=(c,u,a)=>{
if(c.memo)return c;let l=C(c),p;for(let g of u){if(g._zod.def.when){if(Ct(c)||!g._zod.def.when(c))continue}else if(l)continue;
let d=c.issues.length,f=g._zod.check(c);if(f instanceof Promise&&a?.async===!1)throw new R;if(p||f instanceof Promise)p=
(p??Promise.resolve()).then(async()=>{await f,c.issues.length!==d&&(ge(c.issues,d,e),l||(l=C(c,d)))});else{if(c.issues.length===
d)continue;ge(c.issues,d,e),l||(l=C(c,d))}}return p?p.then(()=>c):c},s=(c,u,a)=>{if(C(c))return c.aborted=!0,c;let l=i(u,
o,a);if(l instanceof Promise){if(a.async===!1)throw new R;return l.then(p=>e._zod.parse(p,a))}return e._zod.parse(l,a)};
e._zod.run=(c,u)=>{if(u.skipChecks)return e._zod.parse(c,u);if(u.direction==="backward"){let l=e._zod.parse({value:c.value,
issues:[]},{...u,skipChecks:!0});return l instanceof Promise?l.then(p=>s(p,c,u)):s(l,c,u)}let a=e._zod.parse(c,u);if(a instanceof
Promise){if(u.async===!1)throw new R;return a.then(l=>i(l,o,u))}return i(a,o,u)}}},{get"~standard"(){return Je(this,"~st\
andard",vo(this))},set"~standard"(e){K(this,"~standard",e)}}),yn=(e,t)=>e.issues.length?{issues:e.issues.map(n=>D(n,t,I()))}:
{value:e.value};async function bo(e,t){let n={async:!0};return yn(await e._zod.run({value:t,issues:[]},n),n)}function vo(e){
return{validate:t=>{let n={async:!1};try{let r=e._zod.run({value:t,issues:[]},n);if(!(r instanceof Promise))return yn(r,
n)}catch{}return bo(e,t)},vendor:"zod",version:1}}var ut=m("$ZodString",(e,t)=>{$.init(e,t),e._zod.pattern=t.pattern??Xt,
e._zod.parse=(n,r)=>{if(t.coerce)try{n.value=String(n.value)}catch{}return typeof n.value=="string"||n.issues.push({expected:"\
string",code:"invalid_type",input:n.value,inst:e}),n}}),G=m("$ZodStringFormat",(e,t)=>{tt.init(e,t),ut.init(e,t)});var bn=m("$ZodISODateTime",(e,t)=>{t.pattern??(t.pattern=Jt(t)),G.init(e,t)}),vn=m("$ZodISODate",(e,t)=>{t.pattern??(t.pattern=
Wt),G.init(e,t)}),$n=m("$ZodISOTime",(e,t)=>{t.pattern??(t.pattern=Gt(t)),G.init(e,t)}),zn=m("$ZodISODuration",(e,t)=>{t.
pattern??(t.pattern=Bt),G.init(e,t)});var wn=/^[0-9a-zA-Z+/]*={0,2}$/;var Zn=/^[A-Za-z0-9_-]*$/;var at=m("$ZodNumber",(e,t)=>{$.init(e,t),e._zod.pattern=se,e._zod.parse=(n,r)=>{if(t.coerce)try{n.value=Number(n.value)}catch{}
let o=n.value;if(typeof o=="number"&&!Number.isNaN(o)&&Number.isFinite(o))return n;let i=typeof o=="number"?Number.isNaN(
o)?"NaN":Number.isFinite(o)?void 0:String(o):void 0;return n.issues.push({expected:"number",code:"invalid_type",input:o,
inst:e,...i?{received:i}:{}}),n}}),Pn=m("$ZodNumberFormat",(e,t)=>{tn.init(e,t),at.init(e,t)}),kn=m("$ZodBoolean",(e,t)=>{
$.init(e,t),e._zod.pattern=Yt,e._zod.parse=(n,r)=>{if(t.coerce)try{n.value=!!n.value}catch{}let o=n.value;return typeof o==
"boolean"||n.issues.push({expected:"boolean",code:"invalid_type",input:o,inst:e}),n}});var Sn=m("$ZodNull",(e,t)=>{$.init(e,t),e._zod.pattern=qt,e._zod.values=new Set([null]),e._zod.parse=(n,r)=>{let o=n.value;
return o===null||n.issues.push({expected:"null",code:"invalid_type",input:o,inst:e}),n}});var On=m("$ZodUnknown",(e,t)=>{$.init(e,t),e._zod.parse=n=>n}),An=m("$ZodNever",(e,t)=>{$.init(e,t),e._zod.parse=(n,r)=>(n.
issues.push({expected:"never",code:"invalid_type",input:n.value,inst:e}),n)});function $o(e,t){let n=Ve(e._zod.def.checks);if(!n.length)return;let r=Math.min(...n.map(i=>i[0])),o=e._zod.parse;e._zod.
parse=(i,s)=>{let c=t(i.value);if(c>r&&!s?.skipChecks&&s?.direction!=="backward"){for(let[u,a]of Ve(e._zod.def.checks))if(c>
u&&a._zod.def.when(i)){let l=i.issues.length;return a._zod.check(i),i.issues[l].continue=!1,ge(i.issues,l,e),i}}return o(
i,s)}}var zo=e=>Array.isArray(e)?e.length:-1;function dn(e,t,n){e.issues.length&&t.issues.push(...U(n,e.issues)),t.value[n]=e.value}var Tn=m("$ZodArray",(e,t)=>{$.init(
e,t);let n=V.memoizer;n?.attach(e),e._zod.parse=(r,o)=>{let i=r.value;if(!Array.isArray(i))return r.issues.push({expected:"\
array",code:"invalid_type",input:i,inst:e}),r;r.value=n?n.alloc(e,r,Array(i.length),o):Array(i.length);let s=[],c=o?.abortEarly;
for(let u=0;u<i.length;u++){let a=i[u],l=t.element._zod.run({value:a,issues:[]},o);if(l instanceof Promise)s.push(l.then(
p=>dn(p,r,u)));else if(dn(l,r,u),c&&l.issues.length!==0&&C(l))break}return s.length?Promise.all(s).then(()=>r):r},$o(e,zo)});
function ve(e,t,n,r,o,i){let s=n in r,c=i==="optional";if(!(!s&&c&&o==="optional")){if(e.issues.length){if(o!==void 0&&c&&
!s)return;t.issues.push(...U(n,e.issues))}if(!s&&o===void 0){e.issues.length||t.issues.push({code:"invalid_type",expected:"\
nonoptional",input:void 0,path:[n]});return}e.value===void 0?(s||o==="defaulted"&&!c)&&(t.value[n]=void 0):t.value[n]=e.
value}}var wo=[];function Zo(e){let t=Object.keys(e.shape),n=Object.getOwnPropertySymbols(e.shape),r=n.length?n:wo,o=r.length?
[...t,...r]:t;for(let s of o)if(!e.shape?.[s]?._zod?.traits?.has("$ZodType"))throw new Error(`Invalid element at key "${String(
s)}": expected a Zod schema`);let i=Mt(e.shape);return{...e,allKeys:o,symbolKeys:r,keySet:new Set(t),numKeys:t.length,optionalKeys:new Set(
i)}}function Po(e,t,n,r,o,i,s){let c=[],u=o.keySet,a=o.catchall._zod,l=a.def.type,p=a.optin,g=a.optout,d=0;for(let f in t){
if(s&&n.issues.length!==d){if(C(n,d))break;d=n.issues.length}if(u.has(f))continue;if(f==="__proto__"){l==="never"&&c.push(
f);continue}if(l==="never"){c.push(f);continue}let _=a.run({value:t[f],issues:[]},r);_ instanceof Promise?e.push(_.then(
x=>ve(x,n,f,t,p,g))):ve(_,n,f,t,p,g)}return c.length&&n.issues.push({code:"unrecognized_keys",keys:c,input:t,inst:i,continue:!0}),
e.length?Promise.all(e).then(()=>n):n}var In=m("$ZodObject",(e,t)=>{$.init(e,t);let n=Object.getOwnPropertyDescriptor(t,
"shape"),r=n?.get?n.get.raw:t.shape??{};if(r){let a=()=>{let l={...r};return Object.defineProperty(t,"shape",{value:l}),
a.raw=l,l};a.raw=r,Object.defineProperty(t,"shape",{get:a})}let o=Le(()=>Zo(t));b(e,"propValues",a=>{let l=a.def.shape,p={};
for(let g in l){let d=l[g]._zod;if(d.values){Object.prototype.hasOwnProperty.call(p,g)||A(p,g,new Set);for(let f of d.values)
p[g].add(f);d.optin!==void 0&&p[g].add(void 0)}}return p});let i=te,s=t.catchall,c,u=V.memoizer;u?.attach(e),e._zod.parse=
(a,l)=>{c??(c=o.value);let p=a.value;if(!i(p))return a.issues.push({expected:"object",code:"invalid_type",input:p,inst:e}),
a;a.value=u?u.alloc(e,a,{},l):{};let g=[],d=c.shape,f=l?.abortEarly,_=a.issues.length;for(let x of c.allKeys){if(f&&a.issues.
length!==_){if(C(a,_))break;_=a.issues.length}if(x==="__proto__")continue;let w=d[x],F=w._zod.optin,_t=w._zod.optout,Ae=w.
_zod.run({value:p[x],issues:[]},l);Ae instanceof Promise?g.push(Ae.then(Jr=>ve(Jr,a,x,p,F,_t))):ve(Ae,a,x,p,F,_t)}return s?
Po(g,p,a,l,o.value,e,f===!0):g.length?Promise.all(g).then(()=>a):a}});function mn(e,t,n,r){for(let i of e)if(i.issues.length===0)return t.value=i.value,t;let o=e.filter(i=>!C(i));return o.length===
1?(t.value=o[0].value,o[0]):(t.issues.push({code:"invalid_union",input:t.value,inst:n,errors:e.map(i=>i.issues.map(s=>D(
s,r,I())))}),t)}var lt=m("$ZodUnion",(e,t)=>{$.init(e,t),b(e,"optin",r=>r.def.options.some(o=>o._zod.optin==="defaulted")?
"defaulted":r.def.options.some(o=>o._zod.optin!==void 0)?"optional":void 0),b(e,"optout",r=>r.def.options.some(o=>o._zod.
optout==="optional")?"optional":void 0),b(e,"values",r=>{if(r.def.options.every(o=>o._zod.values))return new Set(r.def.options.
flatMap(o=>Array.from(o._zod.values)))}),b(e,"pattern",r=>{if(r.def.options.every(o=>o._zod.pattern)){let o=r.def.options.
map(i=>i._zod.pattern);return new RegExp(`^(${o.map(i=>de(i.source)).join("|")})$`)}});let n=t.options.length===1?t.options[0].
_zod.run:null;e._zod.parse=(r,o)=>{if(n)return n(r,o);let i=!1,s=[];for(let c of t.options){let u=c._zod.run({value:r.value,
issues:[]},o);if(u instanceof Promise)s.push(u),i=!0;else{if(u.issues.length===0)return u;s.push(u)}}return i?Promise.all(
s).then(c=>mn(c,r,e,o)):mn(s,r,e,o)}});function ko(e){let t=new Map;for(let n of e.options){let r=n._zod.propValues?.[e.discriminator];if(!r||r.size===0)throw new Error(
`Invalid discriminated union option at index "${e.options.indexOf(n)}"`);for(let o of r)if(t.has(o)){if(o!==void 0)throw new Error(
`Duplicate discriminator value "${String(o)}"`);t.set(o,null)}else t.set(o,n)}return t}var En=m("$ZodDiscriminatedUnion",
(e,t)=>{t.inclusive=!1,lt.init(e,t);let n=e._zod.parse;b(e,"propValues",o=>{let i={},s=0;for(let c of o.def.options){let u=c.
_zod.propValues;if(!u||Object.keys(u).length===0)throw new Error(`Invalid discriminated union option at index "${o.def.options.
indexOf(c)}"`);u[o.def.discriminator]?.has(void 0)&&s++;for(let[a,l]of Object.entries(u)){Object.prototype.hasOwnProperty.
call(i,a)||A(i,a,new Set);for(let p of l)i[a].add(p)}}return!o.def.unionFallback&&s>1&&i[o.def.discriminator]?.delete(void 0),
i}),t.options.forEach((o,i)=>{let s=Fe(o._zod.def);if(s&&!Object.prototype.hasOwnProperty.call(s,t.discriminator))throw new Error(
`Invalid discriminated union option at index "${i}"`)});let r=Le(()=>ko(t));e._zod.parse=(o,i)=>{let s=o.value;if(!te(s))
return o.issues.push({code:"invalid_type",expected:"object",input:s,inst:e}),o;let c=s?.[t.discriminator],u=r.value.get(
c);return u&&(c!==void 0||i.direction!=="backward")?u._zod.run(o,i):t.unionFallback||i.direction==="backward"?n(o,i):(o.
issues.push({code:"invalid_union",errors:[],note:"No matching discriminator",discriminator:t.discriminator,options:Array.
from(r.value.keys()).filter(a=>r.value.get(a)!==null),input:s,path:[t.discriminator],inst:e}),o)}});var Mn=m("$ZodRecord",(e,t)=>{$.init(e,t);let n=V.memoizer;n?.attach(e),e._zod.parse=(r,o)=>{let i=r.value;if(!me(i))return r.
issues.push({expected:"record",code:"invalid_type",input:i,inst:e}),r;let s=[],c=t.keyType._zod.values;if(c&&!t.partial){
r.value=n?n.alloc(e,r,{},o):{};let u=new Set;for(let l of c)if(typeof l=="string"||typeof l=="number"||typeof l=="symbol"){
if(u.add(typeof l=="number"?l.toString():l),l==="__proto__")continue;let p=t.keyType._zod.run({value:l,issues:[]},o);if(p instanceof
Promise)throw new Error("Async schemas not supported in object keys currently");if(p.issues.length){r.issues.push({code:"\
invalid_key",origin:"record",issues:p.issues.map(f=>D(f,o,I())),input:l,path:[l],inst:e});continue}let g=p.value;if(g===
"__proto__")continue;let d=t.valueType._zod.run({value:i[l],issues:[]},o);d instanceof Promise?s.push(d.then(f=>{f.issues.
length&&r.issues.push(...U(l,f.issues)),r.value[g]=f.value})):(d.issues.length&&r.issues.push(...U(l,d.issues)),r.value[g]=
d.value)}let a;for(let l in i)if(!u.has(l))if(t.mode==="loose"){if(l==="__proto__")continue;r.value[l]=i[l]}else a=a??[],
a.push(l);a&&a.length>0&&r.issues.push({code:"unrecognized_keys",input:i,inst:e,keys:a,continue:!0})}else{r.value=n?n.alloc(
e,r,{},o):{};let u;for(let a of Reflect.ownKeys(i)){if(a==="__proto__"||!Object.prototype.propertyIsEnumerable.call(i,a))
continue;let l=t.keyType._zod.run({value:a,issues:[]},o);if(l instanceof Promise)throw new Error("Async schemas not supp\
orted in object keys currently");if(typeof a=="string"&&se.test(a)&&l.issues.length){let f=t.keyType._zod.run({value:Number(
a),issues:[]},o);if(f instanceof Promise)throw new Error("Async schemas not supported in object keys currently");f.issues.
length===0&&(l=f)}if(l.issues.length){t.mode==="loose"?r.value[a]=i[a]:c?(u=u??[],u.push(a)):r.issues.push({code:"invali\
d_key",origin:"record",issues:l.issues.map(f=>D(f,o,I())),input:a,path:[a],inst:e});continue}let g=l.value;if(g==="__pro\
to__")continue;let d=t.valueType._zod.run({value:i[a],issues:[]},o);d instanceof Promise?s.push(d.then(f=>{f.issues.length&&
r.issues.push(...U(a,f.issues)),r.value[g]=f.value})):(d.issues.length&&r.issues.push(...U(a,d.issues)),r.value[g]=d.value)}
u&&u.length>0&&r.issues.push({code:"unrecognized_keys",input:i,inst:e,keys:u,continue:!0})}return s.length?Promise.all(s).
then(()=>r):r}});var Rn=m("$ZodEnum",(e,t)=>{$.init(e,t);let n=ne(t.entries),r=new Set(n);e._zod.values=r,b(e,"pattern",o=>{let i=ne(o.def.
entries).filter(s=>Et.has(typeof s));return new RegExp(i.length?`^(${i.map(s=>oe(s.toString())).join("|")})$`:"^[^\\s\\S]$")}),
e._zod.parse=(o,i)=>{let s=o.value;return r.has(s)||o.issues.push({code:"invalid_value",values:n,input:s,inst:e}),o}}),Nn=m(
"$ZodLiteral",(e,t)=>{$.init(e,t);let n=new Set(t.values);e._zod.values=n,b(e,"pattern",r=>{let o=r.def.values;return new RegExp(
o.length?`^(${o.map(i=>typeof i=="string"?oe(i):i?oe(i.toString()):String(i)).join("|")})$`:"^[^\\s\\S]$")}),e._zod.parse=
(r,o)=>{let i=r.value;return n.has(i)||r.issues.push({code:"invalid_value",values:t.values,input:i,inst:e}),r}});var Cn=m("$ZodTransform",(e,t)=>{$.init(e,t),e._zod.optin="optional",V.memoizer?.guard(e),e._zod.parse=(n,r)=>{if(r.direction===
"backward")throw new _e(e.constructor.name);let o=t.transform(n.value,n);if(r.async)return(o instanceof Promise?o:Promise.
resolve(o)).then(s=>(n.value=s,n));if(o instanceof Promise)throw new R;return n.value=o,n}});function hn(e,t){return e.value=
t.issues.length?void 0:t.value,e}var Dn=m("$ZodOptional",(e,t)=>{$.init(e,t),b(e,"optin",n=>n.def.innerType._zod.optin===
"defaulted"?"defaulted":"optional"),e._zod.optout="optional",b(e,"values",n=>{let r=n.def.innerType._zod.values;return r?
new Set([...r,void 0]):void 0}),b(e,"pattern",n=>{let r=n.def.innerType._zod.pattern;return r?new RegExp(`^(${de(r.source)}\
)?$`):void 0}),e._zod.parse=(n,r)=>{if(n.value===void 0){if(t.innerType._zod.optin!=="defaulted")return n;let o=t.innerType.
_zod.run({value:n.value,issues:[]},r);return o instanceof Promise?o.then(i=>hn(n,i)):hn(n,o)}return t.innerType._zod.run(
n,r)}});var Ln=m("$ZodNullable",(e,t)=>{$.init(e,t),b(e,"optin",n=>n.def.innerType._zod.optin),b(e,"optout",n=>n.def.innerType._zod.
optout),b(e,"pattern",n=>{let r=n.def.innerType._zod.pattern;return r?new RegExp(`^(${de(r.source)}|null)$`):void 0}),b(
e,"values",n=>n.def.innerType._zod.values?new Set([...n.def.innerType._zod.values,null]):void 0),e._zod.parse=(n,r)=>n.value===
null?n:t.innerType._zod.run(n,r)}),Fn=m("$ZodDefault",(e,t)=>{$.init(e,t),e._zod.optin="defaulted",b(e,"values",n=>n.def.
innerType._zod.values),e._zod.parse=(n,r)=>{if(r.direction==="backward")return t.innerType._zod.run(n,r);if(n.value===void 0)
return n.value=t.defaultValue,n;let o=t.innerType._zod.run(n,r);return o instanceof Promise?o.then(i=>gn(i,t)):gn(o,t)}});
function gn(e,t){return e.value===void 0&&(e.value=t.defaultValue),e}var jn=m("$ZodPipe",(e,t)=>{$.init(e,t),b(e,"values",n=>n.def.in._zod.values),b(e,"optin",n=>n.def.in._zod.optin),b(e,"o\
ptout",n=>n.def.out._zod.optout),b(e,"propValues",n=>n.def.in._zod.propValues),e._zod.parse=(n,r)=>{if(r.direction==="ba\
ckward"){let i=t.out._zod.run(n,r);return i instanceof Promise?i.then(s=>be(s,t.in,r)):be(i,t.in,r)}let o=t.in._zod.run(
n,r);return o instanceof Promise?o.then(i=>be(i,t.out,r)):be(o,t.out,r)}});function be(e,t,n){return e.issues.some(r=>r.
code!=="unrecognized_keys")?(e.aborted=!0,e):t._zod.run({value:e.value,issues:e.issues},n)}var Un=m("$ZodReadonly",(e,t)=>{$.init(e,t),b(e,"propValues",n=>n.def.innerType._zod.propValues),b(e,"values",n=>n.def.innerType.
_zod.values),b(e,"optin",n=>n.def.innerType?._zod?.optin),b(e,"optout",n=>n.def.innerType?._zod?.optout),e._zod.parse=(n,r)=>{
if(r.direction==="backward")return t.innerType._zod.run(n,r);let o=t.innerType._zod.run(n,r);return o instanceof Promise?
o.then(_n):_n(o)}});function _n(e){return e.memo||(e.value=Object.freeze(e.value)),e}var Bn=m("$ZodLazy",(e,t)=>{$.init(e,t),Ot(e._zod,"innerType",()=>{let n=t;return n._cachedInner||(n._cachedInner=t.getter()),
n._cachedInner}),b(e,"pattern",n=>n.innerType?._zod?.pattern),b(e,"propValues",n=>n.innerType?._zod?.propValues),b(e,"op\
tin",n=>n.innerType?._zod?.optin??void 0),b(e,"optout",n=>n.innerType?._zod?.optout??void 0),e._zod.parse=(n,r)=>e._zod.
innerType._zod.run(n,r)}),Kn=m("$ZodCustom",(e,t)=>{T.init(e,t),$.init(e,t),e._zod.parse=(n,r)=>n,e._zod.check=n=>{let r=n.
value,o=t.fn(r);if(o instanceof Promise)return o.then(i=>xn(i,n,r,e));xn(o,n,r,e)}});function xn(e,t,n,r){if(!e){let o={
code:"custom",input:n,inst:r,path:[...r._zod.def.path??[]],continue:!r._zod.def.abort};r._zod.def.params&&(o.params=r._zod.
def.params),t.issues.push(ie(o))}}function Hn(e){return e.checks&&(e.checks=[...e.checks]),e}function Vn(e,t){return new e(Hn({type:"string",...y(t)}))}function Wn(e,t){return new e({type:"string",format:"datetime",check:"string_format",offset:!1,local:!1,precision:null,...y(
t)})}function Gn(e,t){return new e({type:"string",format:"date",check:"string_format",...y(t)})}function Jn(e,t){return new e(
{type:"string",format:"time",check:"string_format",precision:null,...y(t)})}function Xn(e,t){return new e({type:"string",
format:"duration",check:"string_format",...y(t)})}function Yn(e,t){return new e(Hn({type:"number",checks:[],...y(t)}))}function qn(e,t){return new e({type:"number",check:"number_format",abort:!1,format:"safeint",...y(t)})}function Qn(e,t){return new e({type:"boolean",...y(t)})}function er(e,t){return new e({type:"null",...y(t)})}function tr(e){return new e({type:"unknown"})}function nr(e,t){return new e({type:"never",...y(t)})}function rr(e,t){return new en({check:"less_than",...y(t),value:e,inclusive:!0})}function or(e,t){return new et({check:"greater_than",...y(t),value:e,inclusive:!1})}function pt(e,t){return new et({check:"\
greater_than",...y(t),value:e,inclusive:!0})}function So(e){return or(0,e)}function Oo(e){return pt(0,e)}function $e(e,t){return new nn({check:"max_length",...y(t),maximum:e})}function ue(e,t){return new rn({check:"min_length",
...y(t),minimum:e})}function ze(e,t){return new on({check:"string_format",format:"regex",...y(t),pattern:e})}function ir(e,t,n){let r=y(n);return r.abort??(r.abort=!0),new e({type:"custom",check:"custom",fn:t,...r})}function sr(e,t,n){
return new e({type:"custom",check:"custom",fn:t,...y(n)})}function cr(e,t){let n=Ao(r=>(r.addIssue=o=>{if(typeof o=="str\
ing")r.issues.push(ie(o,r.value,n._zod.def));else{let i=o;i.fatal&&(i.continue=!1),i.code??(i.code="custom"),"input"in i||
(i.input=r.value),i.inst??(i.inst=n),i.continue??(i.continue=!n._zod.def.abort),r.issues.push(ie(i))}},e(r.value,r)),t);
return n}function Ao(e,t){let n=new T({check:"custom",...y(t)});return n._zod.check=e,n}function ur(e){let t=new T({check:"\
describe"});return t._zod.onattach=[n=>{let r=B.get(n)??{};B.add(n,{...r,description:e})}],t._zod.check=()=>{},t}function ar(e){
let t=new T({check:"meta"});return t._zod.onattach=[n=>{let r=B.get(n)??{};B.add(n,{...r,...e})}],t._zod.check=()=>{},t}var To=()=>{let e={string:{unit:"characters",verb:"to have"},file:{unit:"bytes",verb:"to have"},array:{unit:"items",verb:"\
to have"},set:{unit:"items",verb:"to have"},map:{unit:"entries",verb:"to have"}};function t(i){return e[i]??null}let n={
regex:"input",email:"email address",url:"URL",emoji:"emoji",uuid:"UUID",uuidv4:"UUIDv4",uuidv6:"UUIDv6",nanoid:"nanoid",
guid:"GUID",cuid:"cuid",cuid2:"cuid2",ulid:"ULID",xid:"XID",ksuid:"KSUID",datetime:"ISO datetime",date:"ISO date",time:"\
ISO time",duration:"ISO duration",ipv4:"IPv4 address",ipv6:"IPv6 address",mac:"MAC address",cidrv4:"IPv4 range",cidrv6:"\
IPv6 range",base64:"base64-encoded string",base64url:"base64url-encoded string",json_string:"JSON string",e164:"E.164 nu\
mber",currency_code:"currency code",credit_card:"credit card number",iban:"IBAN",jwt:"JWT",template_literal:"input"},r={
nan:"NaN"};function o(i,s){return i==="number"&&typeof s=="number"&&!Number.isFinite(s)?String(s):r[i]??i}return i=>{switch(i.
code){case"invalid_type":{let s=o(i.expected),c=Dt(i.input),u=o(c,i.input);return`Invalid input: expected ${s}, received\
 ${u}`}case"invalid_value":return i.values.length===1?`Invalid input: expected ${Ke(i.values[0])}`:`Invalid option: expe\
cted one of ${De(i.values,"|")}`;case"too_big":{let s=i.exact?"exactly ":i.inclusive?"<=":"<",c=t(i.origin);return c?`To\
o big: expected ${i.origin??"value"} to have ${s}${i.maximum.toString()} ${c.unit??"elements"}`:`Too big: expected ${i.origin??
"value"} to be ${s}${i.maximum.toString()}`}case"too_small":{let s=i.exact?"exactly ":i.inclusive?">=":">",c=t(i.origin);
return c?`Too small: expected ${i.origin} to have ${s}${i.minimum.toString()} ${c.unit}`:`Too small: expected ${i.origin}\
 to be ${s}${i.minimum.toString()}`}case"invalid_format":{let s=i;return s.format==="starts_with"?`Invalid string: must \
start with "${s.prefix}"`:s.format==="ends_with"?`Invalid string: must end with "${s.suffix}"`:s.format==="includes"?`In\
valid string: must include "${s.includes}"`:s.format==="regex"?`Invalid string: must match pattern ${s.pattern}`:`Invali\
d ${n[s.format]??i.format}`}case"not_multiple_of":return`Invalid number: must be a multiple of ${i.divisor}`;case"unreco\
gnized_keys":return`Unrecognized key${i.keys.length>1?"s":""}: ${De(i.keys,", ")}`;case"invalid_key":return`Invalid key \
in ${i.origin}`;case"invalid_union":return i.options&&Array.isArray(i.options)&&i.options.length>0?`Invalid discriminato\
r value. Expected ${i.options.map(c=>`'${c}'`).join(" | ")}`:i.inclusive===!1?"Invalid input: more than one option match\
ed":"Invalid input";case"invalid_element":return`Invalid value in ${i.origin}`;default:return"Invalid input"}}};function lr(){
return{localeError:To()}}function ae(e,...t){for(let n of t)for(let r of Reflect.ownKeys(n))Object.prototype.propertyIsEnumerable.call(n,r)&&A(e,
r,n[r]);return e}function we(e){let t=e?.target??"draft-2020-12";return t==="draft-4"&&(t="draft-04"),t==="draft-7"&&(t=
"draft-07"),{processors:e.processors??{},metadataRegistry:e?.metadata??B,target:t,unrepresentable:e?.unrepresentable??"t\
hrow",override:e?.override??(()=>{}),io:e?.io??"output",counter:0,seen:new Map,sharedDefsExtractedFor:void 0,sharedEmitDoneFor:void 0,
cycles:e?.cycles??"ref",reused:e?.reused??"inline",intersections:[],deferred:[],external:e?.external??void 0}}function k(e,t,n,r,o){
let i=typeof t.unrepresentable=="function"?t.unrepresentable({zodSchema:e,path:r.path,message:o}):t.unrepresentable;if(i===
"any")return!1;if(i===void 0||i==="throw")throw new Error(o);return Object.assign(n,i),!0}function v(e,t,n={path:[],schemaPath:[]}){
var r;let o=e._zod.def,i=t.seen.get(e);if(i)return i.count++,n.schemaPath.includes(e)&&(i.cycle=n.path),i.schema;let s={
schema:{},count:1,cycle:void 0,path:n.path};t.seen.set(e,s),t.sharedDefsExtractedFor=void 0,t.sharedEmitDoneFor=void 0;let c=e.
_zod.toJSONSchema?.();if(c)s.schema=c;else{let l={...n,schemaPath:[...n.schemaPath,e],path:n.path};if(e._zod.processJSONSchema)
e._zod.processJSONSchema(t,s.schema,l);else{let g=s.schema,d=t.processors[o.type];if(!d)throw new Error(`[toJSONSchema]:\
 Non-representable type encountered: ${o.type}`);d(e,t,g,l)}let p=e._zod.parent;p&&(s.ref||(s.ref=p),v(p,t,l),t.seen.get(
p).isParent=!0)}let u=t.metadataRegistry.get(e);return u&&ae(s.schema,u),t.io==="input"&&S(e)&&(delete s.schema.examples,
delete s.schema.default),t.io==="input"&&"_prefault"in s.schema&&((r=s.schema).default??(r.default=s.schema._prefault)),
delete s.schema._prefault,t.seen.get(e).schema}function pr(e){return e.replace(/~/g,"~0").replace(/\//g,"~1")}function Ze(e,t){let n=e.seen.get(t);if(!n)throw new Error(
"Unprocessed schema. This is a bug in Zod.");if(e.external&&e.sharedDefsExtractedFor===e.external)return;let r=new Map;for(let s of e.
seen.entries()){let c=e.metadataRegistry.get(s[0])?.id;if(c){let u=r.get(c);if(u&&u!==s[0])throw new Error(`Duplicate sc\
hema id "${c}" detected during JSON Schema conversion. Two different schemas cannot share the same id when converted tog\
ether.`);r.set(c,s[0])}}let o=s=>{let c=e.target==="draft-2020-12"?"$defs":"definitions";if(e.external){let p=e.external.
registry.get(s[0])?.id,g=e.external.uri??(f=>f);if(p)return{ref:g(p)};let d=s[1].defId??s[1].schema.id??`schema${e.counter++}`;
return s[1].defId=d,{defId:d,ref:`${g("__shared")}#/${c}/${pr(d)}`}}let u="#",a=`${u}/${c}/`;if(s[1]===n&&!s[1].schema.id)
return{ref:u};let l=s[1].schema.id??`__schema${e.counter++}`;return{defId:l,ref:a+pr(l)}},i=s=>{if(s[1].schema.$ref)return;
let c=s[1],{ref:u,defId:a}=o(s);c.def={...c.schema},a&&(c.defId=a);let l=c.schema;for(let p in l)delete l[p];l.$ref=u};if(e.
cycles==="throw")for(let s of e.seen.entries()){let c=s[1];if(c.cycle)throw new Error(`Cycle detected: #/${c.cycle?.join(
"/")}/<root>

Set the \`cycles\` parameter to \`"ref"\` to resolve cyclical schemas with defs.`)}for(let s of e.seen.entries()){let c=s[1];
if(t===s[0]){i(s);continue}if(e.external){let a=e.external.registry.get(s[0])?.id;if(t!==s[0]&&a){i(s);continue}}if(e.metadataRegistry.
get(s[0])?.id){i(s);continue}if(c.cycle){i(s);continue}c.count>1&&e.reused==="ref"&&i(s)}e.external&&(e.sharedDefsExtractedFor=
e.external)}function hr(e){let t=e.anyOf;if(!Array.isArray(t)||t.length===0||e.type!==void 0)return;let n=[];for(let r of t){
if(!r||typeof r!="object")return;hr(r);let o=Object.keys(r);if(o.length!==1||o[0]!=="type")return;let i=r.type;for(let s of Array.
isArray(i)?i:[i]){if(typeof s!="string")return;n.includes(s)||n.push(s)}}delete e.anyOf,e.type=n.length===1?n[0]:n}var gr=new Set(
["type","properties","required","additionalProperties"]),fr=["oneOf","anyOf"];function dr(e){let t=e.additionalProperties;
return t===void 0||t===!1||typeof t!="object"||t===null?null:Object.keys(t).length?t:null}function ft(e){let t=[];for(let i of e){
if(typeof i!="object"||i.type!=="object")return null;for(let s in i)if(!gr.has(s))return null;t.push(i)}let n={},r=new Set;
for(let i of t){for(let s in i.properties){if(Object.prototype.hasOwnProperty.call(n,s))continue;let c=[];for(let a of t){
let l=a.properties?.[s]??dr(a);l!=null&&(c.some(p=>JSON.stringify(p)===JSON.stringify(l))||c.push(l))}let u=c.length===1?
c[0]:ft(c)??{allOf:c};A(n,s,u)}for(let s of i.required??[])r.add(s)}let o={type:"object",properties:n};if(r.size&&(o.required=
[...r]),t.every(i=>i.additionalProperties===!1))o.additionalProperties=!1;else{let i=[];for(let s of t){let c=dr(s);c&&!i.
some(u=>JSON.stringify(u)===JSON.stringify(c))&&i.push(c)}i.length===1?o.additionalProperties=i[0]:i.length>1&&(o.additionalProperties=
{allOf:i})}return o}function Eo(e){let t=e.allOf;if(!Array.isArray(t)||t.length<2)return;for(let o of gr)if(o in e)return;
let n=t.filter(o=>fr.some(i=>Array.isArray(o[i]))),r=null;if(!n.length)r=ft(t);else{let o=n[0],i=fr.find(u=>Array.isArray(
o[u]));if(Object.keys(o).length!==1)return;let s=t.filter(u=>u!==o),c=o[i].map(u=>ft([...s,u]));if(c.some(u=>!u))return;
r={[i]:c}}r&&(delete e.allOf,ae(e,r))}function Pe(e,t){let n=e.seen.get(t);if(!n)throw new Error("Unprocessed schema. Th\
is is a bug in Zod.");let r=c=>{let u=e.seen.get(c);if(u.ref===null)return;let a=u.def??u.schema,l={...a},p=u.ref;if(u.ref=
null,p){r(p);let d=e.seen.get(p),f=d.schema;if(f.$ref&&(e.target==="draft-07"||e.target==="draft-04"||e.target==="openap\
i-3.0")?(a.allOf=a.allOf??[],a.allOf.push(f)):ae(a,f),ae(a,l),c._zod.parent===p)for(let x in a)x==="$ref"||x==="allOf"||
x in l||delete a[x];if(f.$ref&&d.def)for(let x in a)x==="$ref"||x==="allOf"||x in d.def&&JSON.stringify(a[x])===JSON.stringify(
d.def[x])&&delete a[x]}let g=c._zod.parent;if(g&&g!==p){r(g);let d=e.seen.get(g);if(d?.schema.$ref&&(a.$ref=d.schema.$ref,
d.def))for(let f in a)f==="$ref"||f==="allOf"||f in d.def&&JSON.stringify(a[f])===JSON.stringify(d.def[f])&&delete a[f]}
e.override({zodSchema:c,jsonSchema:a,path:u.path??[]})};if(!e.external||e.sharedEmitDoneFor!==e.external){for(let c of[...e.
seen.entries()].reverse())r(c[0]);if(e.target!=="openapi-3.0")for(let c of e.seen.entries())hr(c[1].def??c[1].schema);for(let c of e.
deferred)c();if(e.intersections.length){let c=new Map;for(let u of e.seen.values())for(let a of[u.schema,u.def]){let l=a?.
allOf;if(!Array.isArray(l))continue;let p=c.get(l);p?p.push(a):c.set(l,[a])}for(let u of e.intersections)for(let a of c.
get(u)??[])Eo(a)}}let o={};if(e.target==="draft-2020-12"?o.$schema="https://json-schema.org/draft/2020-12/schema":e.target===
"draft-07"?o.$schema="http://json-schema.org/draft-07/schema#":e.target==="draft-04"?o.$schema="http://json-schema.org/d\
raft-04/schema#":e.target,e.external?.uri){let c=e.external.registry.get(t)?.id;if(!c)throw new Error("Schema is missing\
 an `id` property");o.$id=e.external.uri(c)}ae(o,n.defId?n.schema:n.def??n.schema);let i=e.metadataRegistry.get(t)?.id;i!==
void 0&&o.id===i&&delete o.id;let s=e.external?.defs??{};if(!e.external||e.sharedEmitDoneFor!==e.external)for(let c of e.
seen.entries()){let u=c[1];u.def&&u.defId&&(u.def.id===u.defId&&delete u.def.id,A(s,u.defId,u.def))}e.external&&(e.sharedEmitDoneFor=
e.external),e.external||Object.keys(s).length>0&&(e.target==="draft-2020-12"?o.$defs=s:o.definitions=s);try{let c=JSON.parse(
JSON.stringify(o));return Object.defineProperty(c,"~standard",{value:{...t["~standard"],jsonSchema:{input:mr(t,"input",e.
processors),output:mr(t,"output",e.processors)}},enumerable:!1,writable:!1}),c}catch{throw new Error("Error converting s\
chema to JSON.")}}function S(e,t){let n=t??{seen:new Set};if(n.seen.has(e))return!1;n.seen.add(e);let r=e._zod.def;if(r.
type==="transform")return!0;if(r.type==="array")return S(r.element,n);if(r.type==="set")return S(r.valueType,n);if(r.type===
"lazy")return S(r.getter(),n);if(r.type==="promise"||r.type==="optional"||r.type==="nonoptional"||r.type==="nullable"||r.
type==="readonly"||r.type==="default"||r.type==="prefault"||r.type==="catch")return S(r.innerType,n);if(r.type==="inters\
ection")return S(r.left,n)||S(r.right,n);if(r.type==="record"||r.type==="map")return S(r.keyType,n)||S(r.valueType,n);if(r.
type==="pipe")return e._zod.traits.has("$ZodCodec")?!0:S(r.in,n)||S(r.out,n);if(r.type==="object"){for(let o in r.shape)
if(S(r.shape[o],n))return!0;return!1}if(r.type==="union"){for(let o of r.options)if(S(o,n))return!0;return!1}if(r.type===
"tuple"){for(let o of r.items)if(S(o,n))return!0;return!!(r.rest&&S(r.rest,n))}return!1}var mr=(e,t,n={})=>r=>{let{libraryOptions:o,target:i}=r??{},s=we({...o??{},target:i,io:t,processors:n});return v(e,s),Ze(
s,e),Pe(s,e)};var J=(e,t,n)=>{(e[t]===void 0||n>e[t])&&(e[t]=n)},X=(e,t,n)=>{(e[t]===void 0||n<e[t])&&(e[t]=n)},_r=(e,t)=>{J(e,"minimu\
m",t),X(e,"maximum",t)},$r=(e,t)=>{e.multipleOf??(e.multipleOf=[]),e.multipleOf.includes(t)||e.multipleOf.push(t)},zr=(e,t)=>{
e.patterns??(e.patterns=new Set),e.patterns.add(t)},wr=(e,t)=>{e.mime=e.mime?e.mime.filter(n=>t.includes(n)):[...t]},Zr=(e,t)=>{
e.format=t,t.includes("int")&&(e.isInt=!0)},xr=(e,t)=>J(e,"minimum",t.minimum),yr=(e,t)=>X(e,"maximum",t.maximum),br=e=>(t,n)=>{
Zr(t,n.format);let[r,o]=e[n.format];J(t,"minimum",r),X(t,"maximum",o)},Mo={greater_than:(e,t)=>J(e,t.inclusive?"minimum":
"exclusiveMinimum",t.value),less_than:(e,t)=>X(e,t.inclusive?"maximum":"exclusiveMaximum",t.value),multiple_of:(e,t)=>$r(
e,t.value),number_format:br(he),bigint_format:br(He),min_length:xr,max_length:yr,length_equals:(e,t)=>_r(e,t.length),min_size:xr,
max_size:yr,size_equals:(e,t)=>_r(e,t.size),string_format:(e,t)=>{Zr(e,t.format),t.pattern&&zr(e,t.pattern),(t.format===
"base64"||t.format==="base64url")&&(e.contentEncoding=t.format),(t.local||t.precision===-1)&&(e.laxFormat=!0)},mime_type:(e,t)=>wr(
e,t.mime)};function Y(e){let t={},n=e._zod.def,r=e._zod.traits.has("$ZodCheck")?[e,...n.checks??[]]:n.checks??[];for(let i of r)
Mo[i._zod.def.check]?.(t,i._zod.def);let o=e._zod.bag;o.minimum!==void 0&&J(t,"minimum",o.minimum),o.exclusiveMinimum!==
void 0&&J(t,"exclusiveMinimum",o.exclusiveMinimum),o.maximum!==void 0&&X(t,"maximum",o.maximum),o.exclusiveMaximum!==void 0&&
X(t,"exclusiveMaximum",o.exclusiveMaximum),o.multipleOf!==void 0&&$r(t,o.multipleOf),o.format!==void 0&&(t.format??(t.format=
o.format),o.format.includes("int")&&(t.isInt=!0)),o.mime&&wr(t,o.mime);for(let i of o.patterns??[])zr(t,i);return t}var Ro={
guid:"uuid",url:"uri",datetime:"date-time",json_string:"json-string",regex:""},No=new Map([[wn,Kt],[Zn,Ht]]),Pr=e=>No.get(
e)??e,Co=(e,t,n,r)=>{let o=n;o.type="string";let{minimum:i,maximum:s,format:c,patterns:u,contentEncoding:a,laxFormat:l}=Y(
e);if(typeof i=="number"&&(o.minLength=i),typeof s=="number"&&(o.maxLength=s),c&&(o.format=Ro[c]??c,o.format===""&&delete o.
format,(c==="time"||l)&&delete o.format),a&&(o.contentEncoding=a),u&&u.size>0){let p=[...u].map(Pr);p.length===1?o.pattern=
p[0].source:p.length>1&&(o.allOf=[...p.map(g=>({...t.target==="draft-07"||t.target==="draft-04"||t.target==="openapi-3.0"?
{type:"string"}:{},pattern:g.source}))])}},Do=(e,t,n,r)=>{let o=n,{minimum:i,maximum:s,multipleOf:c,exclusiveMaximum:u,exclusiveMinimum:a,
isInt:l}=Y(e);o.type=l?"integer":"number";let p=typeof a=="number"&&a>=(i??Number.NEGATIVE_INFINITY),g=typeof u=="number"&&
u<=(s??Number.POSITIVE_INFINITY),d=t.target==="draft-04"||t.target==="openapi-3.0";if(p?d?(o.minimum=a,o.exclusiveMinimum=
!0):o.exclusiveMinimum=a:typeof i=="number"&&(o.minimum=i),g?d?(o.maximum=u,o.exclusiveMaximum=!0):o.exclusiveMaximum=u:
typeof s=="number"&&(o.maximum=s),c){let f=new Set;for(let w of c)Number.isFinite(w)&&w!==0?f.add(Math.abs(w)):k(e,t,o,r,
`A multipleOf divisor of ${w} cannot be represented in JSON Schema`);let[_,...x]=f;_!==void 0&&(o.multipleOf=_),x.length&&
(o.allOf=[...o.allOf??[],...x.map(w=>({multipleOf:w}))])}},Lo=(e,t,n,r)=>{n.type="boolean"},Fo=(e,t,n,r)=>{k(e,t,n,r,"Bi\
gInt cannot be represented in JSON Schema")},jo=(e,t,n,r)=>{k(e,t,n,r,"Symbols cannot be represented in JSON Schema")},Uo=(e,t,n,r)=>{
t.target==="openapi-3.0"?(n.type="string",n.nullable=!0,n.enum=[null]):n.type="null"},Bo=(e,t,n,r)=>{k(e,t,n,r,"Undefine\
d cannot be represented in JSON Schema")},Ko=(e,t,n,r)=>{k(e,t,n,r,"Void cannot be represented in JSON Schema")},Ho=(e,t,n,r)=>{
n.not={}},Vo=(e,t,n,r)=>{},Wo=(e,t,n,r)=>{},Go=(e,t,n,r)=>{k(e,t,n,r,"Date cannot be represented in JSON Schema")},Jo=(e,t,n,r)=>{
let o=e._zod.def,i=ne(o.entries);if(i.length===0){n.not={};return}i.every(s=>typeof s=="number")&&(n.type="number"),i.every(
s=>typeof s=="string")&&(n.type="string"),n.enum=i},Xo=(e,t,n,r)=>{let o=e._zod.def;if(o.values.length===0){n.not={};return}
let i=[];for(let s of o.values)if(s===void 0){if(k(e,t,n,r,"Literal `undefined` cannot be represented in JSON Schema"))return}else if(typeof s==
"bigint"){if(k(e,t,n,r,"BigInt literals cannot be represented in JSON Schema"))return;i.push(Number(s))}else i.push(s);if(i.
length!==0)if(i.length===1){let s=i[0];n.type=s===null?"null":typeof s,t.target==="draft-04"||t.target==="openapi-3.0"?n.
enum=[s]:n.const=s}else i.every(s=>typeof s=="number")&&(n.type="number"),i.every(s=>typeof s=="string")&&(n.type="strin\
g"),i.every(s=>typeof s=="boolean")&&(n.type="boolean"),i.every(s=>s===null)&&(n.type="null"),n.enum=i},Yo=(e,t,n,r)=>{k(
e,t,n,r,"NaN cannot be represented in JSON Schema")},qo=(e,t,n,r)=>{let o=n,i=e._zod.pattern;if(!i)throw new Error("Patt\
ern not found in template literal");o.type="string",o.pattern=i.source},Qo=(e,t,n,r)=>{let o=n;o.type="string",o.format=
"binary",o.contentEncoding="binary";let{minimum:i,maximum:s,mime:c}=Y(e);i!==void 0&&(o.minLength=i),s!==void 0&&(o.maxLength=
s),c&&(c.length===0?o.not={}:c.length===1?o.contentMediaType=c[0]:o.anyOf=c.map(u=>({contentMediaType:u})))},ei=(e,t,n,r)=>{
n.type="boolean"},ti=(e,t,n,r)=>{k(e,t,n,r,"Custom types cannot be represented in JSON Schema")},ni=(e,t,n,r)=>{k(e,t,n,
r,"Function types cannot be represented in JSON Schema")},ri=(e,t,n,r)=>{k(e,t,n,r,"Transforms cannot be represented in \
JSON Schema")},oi=(e,t,n,r)=>{k(e,t,n,r,"Map cannot be represented in JSON Schema")},ii=(e,t,n,r)=>{k(e,t,n,r,"Set canno\
t be represented in JSON Schema")},si=(e,t,n,r)=>{let o=n,i=e._zod.def,{minimum:s,maximum:c}=Y(e);typeof s=="number"&&(o.
minItems=s),typeof c=="number"&&(o.maxItems=c),o.type="array",o.items=v(i.element,t,{...r,path:[...r.path,"items"]})};function le(e){
let t=e._zod.def;return t.type==="pipe"&&t.in._zod.traits.has("$ZodTransform")?le(t.out):t.type==="catch"?le(t.innerType):
e._zod.optin}var ci=(e,t,n,r)=>{let o=n,i=e._zod.def,s=i.shape;if(Object.getOwnPropertySymbols(s).length&&k(e,t,o,r,"Sym\
bol keys cannot be represented in JSON Schema"))return;o.type="object",o.properties={};for(let a in s)A(o.properties,a,v(
s[a],t,{...r,path:[...r.path,"properties",a]}));let u=[];for(let a of Object.keys(s)){let l=i.shape[a];(t.io==="input"?le(
l)===void 0:l._zod.optout===void 0)&&u.push(a)}u.length>0&&(o.required=u),i.catchall?._zod.def.type==="never"?o.additionalProperties=
!1:i.catchall?i.catchall&&(o.additionalProperties=v(i.catchall,t,{...r,path:[...r.path,"additionalProperties"]})):t.io===
"output"&&(o.additionalProperties=!1)},ui=(e,t,n,r)=>{let o=e._zod.def,i=o.inclusive===!1,s=o.options.map((c,u)=>v(c,t,{
...r,path:[...r.path,i?"oneOf":"anyOf",u]}));i?n.oneOf=s:n.anyOf=s},ai=(e,t,n,r)=>{let o=e._zod.def,i=v(o.left,t,{...r,path:[
...r.path,"allOf",0]}),s=v(o.right,t,{...r,path:[...r.path,"allOf",1]}),c=a=>"allOf"in a&&Object.keys(a).length===1,u=[...c(
i)?i.allOf:[i],...c(s)?s.allOf:[s]];n.allOf=u,t.intersections.push(u)},li=(e,t,n,r)=>{let o=n,i=e._zod.def;o.type="array";
let s=t.target==="draft-2020-12"?"prefixItems":"items",c=t.target==="draft-2020-12"||t.target==="openapi-3.0"?"items":"a\
dditionalItems",u=i.items.map((_,x)=>v(_,t,{...r,path:[...r.path,s,x]})),a=i.rest?v(i.rest,t,{...r,path:[...r.path,c,...t.
target==="openapi-3.0"?[i.items.length]:[]]}):null,l=i.items.length;for(;l>0;){let _=i.items[l-1];if(!(t.io==="input"?le(
_)!==void 0:_._zod.optout==="optional"))break;l--}let p=i.items.length,g=!i.rest;t.target==="draft-2020-12"?(o.prefixItems=
u,g?o.items=!1:a&&(o.items=a),l>0&&(o.minItems=l),g&&(o.maxItems=p)):t.target==="openapi-3.0"?(o.items={anyOf:u},a&&o.items.
anyOf.push(a),l>0&&(o.minItems=l),g&&(o.maxItems=p)):(o.items=u,g?o.additionalItems=!1:a&&(o.additionalItems=a),l>0&&(o.
minItems=l),g&&(o.maxItems=p));let{minimum:d,maximum:f}=Y(e);typeof d=="number"&&(o.minItems=d),typeof f=="number"&&(o.maxItems=
f)};function dt(e,t,n){if(t.$ref){if(n.has(t))return t;n.add(t);let f=e.get(t)?.def;if(!f)return t;let _=dt(e,f,n);return _===
f?t:_}for(let f of["anyOf","oneOf"]){let _=t[f];if(!Array.isArray(_))continue;let x=_.map(w=>dt(e,w,n));x.some((w,F)=>w!==
_[F])&&(t={...t,[f]:x})}let r=Array.isArray(t.type)?t.type:[t.type],o=!r.includes("string")&&r.some(f=>f==="number"||f===
"integer"),i=t.enum??(t.const!==void 0?[t.const]:void 0);if(!o&&!i?.some(f=>typeof f=="number"))return t;let{minimum:s,maximum:c,
exclusiveMinimum:u,exclusiveMaximum:a,multipleOf:l,format:p,id:g,...d}=t;return d.enum?d.enum=d.enum.map(f=>typeof f=="n\
umber"?String(f):f):typeof d.const=="number"&&(d.const=String(d.const)),o&&(d.type="string",i||(d.pattern=(r.includes("n\
umber")?se:Qe).source)),d}var mt=new WeakMap;function pi(e){let t=new Map;for(let r of e.seen.values())r.def&&!t.has(r.schema)&&
t.set(r.schema,r);let n=new Map;for(let r of mt.get(e)??[]){let o=e.seen.get(r),i=(o?.def??o?.schema)?.propertyNames;if(!i||
i===!0||n.has(i))continue;let s=dt(t,i,new Set);s!==i&&n.set(i,s)}if(n.size)for(let r of e.seen.values())for(let o of[r.
schema,r.def]){let i=o&&n.get(o.propertyNames);i&&(o.propertyNames=i)}}var fi=(e,t,n,r)=>{let o=n,i=e._zod.def;o.type="o\
bject";let s=i.keyType,c=Y(s).patterns;if(i.mode==="loose"&&c&&c.size>0){let l=v(i.valueType,t,{...r,path:[...r.path,"pa\
tternProperties","*"]});o.patternProperties={};for(let p of c)A(o.patternProperties,Pr(p).source,l)}else{if(t.target==="\
draft-07"||t.target==="draft-2020-12"){o.propertyNames=v(i.keyType,t,{...r,path:[...r.path,"propertyNames"]});let l=mt.get(
t);l||(l=[],mt.set(t,l),t.deferred.push(()=>pi(t))),l.push(e)}o.additionalProperties=v(i.valueType,t,{...r,path:[...r.path,
"additionalProperties"]})}let u=s._zod.values,a=t.io==="input"&&le(i.valueType)!==void 0;if(u&&!i.partial&&!a){let l=[...u].
filter(p=>typeof p=="string"||typeof p=="number");l.length>0&&(o.required=l.map(String))}},di=(e,t,n,r)=>{let o=e._zod.def,
i=v(o.innerType,t,r),s=t.seen.get(e);t.target==="openapi-3.0"?(s.ref=o.innerType,n.nullable=!0):n.anyOf=[i,{type:"null"}]},
mi=(e,t,n,r)=>{let o=e._zod.def;v(o.innerType,t,r);let i=t.seen.get(e);i.ref=o.innerType},ht=Symbol();function kr(e,t,n,r,o){
let i=!1,s=JSON.stringify(e,(c,u)=>typeof u!="bigint"?u:(i=!0,null));return i?(k(t,n,r,o,"BigInt defaults cannot be repr\
esented in JSON Schema"),ht):JSON.parse(s)}var hi=(e,t,n,r)=>{let o=e._zod.def;v(o.innerType,t,r);let i=t.seen.get(e);i.
ref=o.innerType;let s=kr(o.defaultValue,e,t,n,r);s!==ht&&(n.default=s)},gi=(e,t,n,r)=>{let o=e._zod.def;v(o.innerType,t,
r);let i=t.seen.get(e);if(i.ref=o.innerType,t.io!=="input")return;let s=kr(o.defaultValue,e,t,n,r);s!==ht&&(n._prefault=
s)},_i=(e,t,n,r)=>{let o=e._zod.def;v(o.innerType,t,r);let i=t.seen.get(e);i.ref=o.innerType;let s;try{s=o.catchValue(void 0)}catch{
k(e,t,n,r,"Dynamic catch values are not supported in JSON Schema");return}n.default=s},xi=(e,t,n,r)=>{let o=e._zod.def,i=o.
in._zod.traits.has("$ZodTransform"),s=t.io==="input"?i?o.out:o.in:o.out;v(s,t,r);let c=t.seen.get(e);c.ref=s},yi=(e,t,n,r)=>{
let o=e._zod.def;v(o.innerType,t,r);let i=t.seen.get(e);i.ref=o.innerType,n.readOnly=!0},bi=(e,t,n,r)=>{let o=e._zod.def;
v(o.innerType,t,r);let i=t.seen.get(e);i.ref=o.innerType},vi=(e,t,n,r)=>{let o=e._zod.def;v(o.innerType,t,r);let i=t.seen.
get(e);i.ref=o.innerType},$i=(e,t,n,r)=>{let o=e._zod.innerType;v(o,t,r);let i=t.seen.get(e);i.ref=o},vr={string:Co,number:Do,
boolean:Lo,bigint:Fo,symbol:jo,null:Uo,undefined:Bo,void:Ko,never:Ho,any:Vo,unknown:Wo,date:Go,enum:Jo,literal:Xo,nan:Yo,
template_literal:qo,file:Qo,success:ei,custom:ti,function:ni,transform:ri,map:oi,set:ii,array:si,object:ci,union:ui,intersection:ai,
tuple:li,record:fi,nullable:di,nonoptional:mi,default:hi,prefault:gi,catch:_i,pipe:xi,readonly:yi,promise:bi,optional:vi,
lazy:$i};function zi(e,t){if("_idmap"in e){let r=e,o=we({...t,processors:vr}),i={};for(let u of r._idmap.entries()){let[
a,l]=u;v(l,o)}let s={},c={registry:r,uri:t?.uri,defs:i};o.external=c;for(let u of r._idmap.entries()){let[a,l]=u;Ze(o,l),
A(s,a,Pe(o,l))}if(Object.keys(i).length>0){let u=o.target==="draft-2020-12"?"$defs":"definitions";s.__shared={[u]:i}}return{
schemas:s}}let n=we({...t,processors:vr});return v(e,n),Ze(n,e),Pe(n,e)}var z=m("ZodMiniType",(e,t)=>{if(!e._zod)throw new Error("Uninitialized schema in ZodMiniType.");$.init(e,t),e.def=t,e.type=
t.type},{get with(){return this.check},set with(e){K(this,"with",e)},parse(e,t){return ot(this,e,t,{callee:this.parse})},
parseAsync(e,t){return it(this,e,t,{callee:this.parseAsync})},safeParse(e,t){return st(this,e,t)},safeParseAsync(e,t){return ct(
this,e,t)},check(...e){let t=this.def;return this.clone({...t,checks:[...t.checks??[],...e.map(n=>typeof n=="function"?{
_zod:{check:n,def:{check:"custom"},onattach:[]}}:n)]},{parent:!0})},clone(e,t){return H(this,e,t)},brand(){return this},
register(e,t){return e.add(this,t),this},apply(e,...t){return t.length===0?e(this):e(this,...t)}}),Ar=m("ZodMiniString",
(e,t)=>{ut.init(e,t),z.init(e,t)});function W(e){return Vn(Ar,e)}var pe=m("ZodMiniStringFormat",(e,t)=>{G.init(e,t),Ar.init(
e,t)});var Tr=m("ZodMiniNumber",(e,t)=>{at.init(e,t),z.init(e,t)});function Ir(e){return Yn(Tr,e)}var Zi=m("ZodMiniNumberFormat",
(e,t)=>{Pn.init(e,t),Tr.init(e,t)});function sl(e){return qn(Zi,e)}var Pi=m("ZodMiniBoolean",(e,t)=>{kn.init(e,t),z.init(e,t)});function Er(e){return Qn(Pi,e)}var ki=m("ZodMiniNull",(e,t)=>{Sn.init(e,t),z.init(e,t)});function cl(e){return er(ki,e)}var Si=m("ZodMiniUnknown",(e,t)=>{On.init(e,t),z.init(e,t)});function ul(){return tr(Si)}var Oi=m("ZodMiniNever",(e,t)=>{
An.init(e,t),z.init(e,t)});function Ai(e){return nr(Oi,e)}var Ti=m("ZodMiniArray",(e,t)=>{Tn.init(e,t),z.init(e,t)});function gt(e,t){return new Ti({type:"array",element:e,...y(t)})}var Mr=m("ZodMiniObject",(e,t)=>{In.init(e,t),z.init(e,t),Ft(e,"shape",n=>n._zod.def.shape,!1)});function al(e,t){let n={
type:"object",shape:e??{},...y(t)};return new Mr(n)}function q(e,t){return new Mr({type:"object",shape:e,catchall:Ai(),...y(
t)})}function ll(e,t){return Nt(e,t)}function pl(e,t){return Rt(e,t)}var Ii=m("ZodMiniUnion",(e,t)=>{lt.init(e,t),z.init(e,t)});function Rr(e,t){return new Ii({type:"union",options:e,...y(t)})}var Ei=m("ZodMiniDiscriminatedUnion",(e,t)=>{En.init(e,t),z.init(e,t)});function fl(e,t,n){return new Ei({type:"union",options:t,
discriminator:e,...y(n)})}var Sr=m("ZodMiniRecord",(e,t)=>{Mn.init(e,t),z.init(e,t)});function Nr(e,t,n){return!t||!t._zod?new Sr({type:"record",keyType:W(),
valueType:e,...y(t)}):new Sr({type:"record",keyType:e,valueType:t,...y(n)})}var Mi=m("ZodMiniEnum",(e,t)=>{Rn.init(e,t),z.init(e,t),e.options=[...e._zod.values]});function Cr(e,t){let n=Array.isArray(
e)?Object.fromEntries(e.map(r=>[r,r])):e;return new Mi({type:"enum",entries:n,...y(t)})}var Ri=m("ZodMiniLiteral",(e,t)=>{Nn.init(e,t),z.init(e,t)});function Dr(e,t){return new Ri({type:"literal",values:Array.
isArray(e)?e:[e],...y(t)})}var Ni=m("ZodMiniTransform",(e,t)=>{Cn.init(e,t),z.init(e,t)});function Lr(e){return new Ni({type:"transform",transform:e})}
var Ci=m("ZodMiniOptional",(e,t)=>{Dn.init(e,t),z.init(e,t)});function O(e){return new Ci({type:"optional",innerType:e})}var Di=m("ZodMiniNullable",(e,t)=>{Ln.init(e,t),z.init(e,t)});function dl(e){return new Di({type:"nullable",innerType:e})}var Li=m("ZodMiniDefault",(e,t)=>{Fn.init(e,t),z.init(e,t)});function Fr(e,t){return new Li({type:"default",innerType:e,
get defaultValue(){return typeof t=="function"?t():Be(t)}})}var Fi=m("ZodMiniPipe",(e,t)=>{jn.init(e,t),z.init(e,t)});function jr(e,t){return new Fi({type:"pipe",in:e,out:t})}var ji=m("ZodMiniReadonly",(e,t)=>{Un.init(e,t),z.init(e,t)});function ml(e){return new ji({type:"readonly",innerType:e})}var Ui=m("ZodMiniLazy",(e,t)=>{Bn.init(e,t),z.init(e,t)});function hl(e){return new Ui({type:"lazy",getter:e})}var Ur=m("ZodMiniCustom",(e,t)=>{Kn.init(e,t),z.init(e,t)});function gl(e,t){return ir(Ur,e??(()=>!0),t)}function ke(e,t={}){return sr(Ur,e,t)}function Se(e,t){return cr(e,t)}var N=ur,
Oe=ar;var Wr={};Xr(Wr,{ZodMiniISODate:()=>Kr,ZodMiniISODateTime:()=>Br,ZodMiniISODuration:()=>Vr,ZodMiniISOTime:()=>Hr,date:()=>Hi,
datetime:()=>Ki,duration:()=>Wi,time:()=>Vi});var Br=m("ZodMiniISODateTime",(e,t)=>{bn.init(e,t),pe.init(e,t)});function Ki(e){return Wn(Br,e)}var Kr=m("ZodMiniISODat\
e",(e,t)=>{vn.init(e,t),pe.init(e,t)});function Hi(e){return Gn(Kr,e)}var Hr=m("ZodMiniISOTime",(e,t)=>{$n.init(e,t),pe.
init(e,t)});function Vi(e){return Jn(Hr,e)}var Vr=m("ZodMiniISODuration",(e,t)=>{zn.init(e,t),pe.init(e,t)});function Wi(e){
return Xn(Vr,e)}I(lr());var Gr=e=>(t,n)=>{let r=E(t);r>e&&n.addIssue({code:"custom",message:`must be at most ${e} UTF-8 bytes, is ${r}`})};function Q(e,t){
return W().check(Se(Gr(e)),Oe({description:`${t} At most ${e} UTF-8 bytes.`,maxLength:e}))}function fe(e){return gt(Q(P.
shortTextBytes,"One entry.")).check($e(P.listEntries,{message:`must have at most ${P.listEntries} entries`}),N(e))}var Ji=W().
check(ze(zt,{message:"must be a stage id: a letter or _ then up to 99 letters, digits, _ or -"}),N("A stage id: the job \
id, with matrix values appended for matrix jobs (e.g. review-security).")),Xi=Cr(["success","partial","blocked","failure"],
{error:"must be one of success, partial, blocked, failure"}).check(N("How the stage went, in the agent\u2019s own judgement.")),
Yi=jr(Rr([W(),Ir(),Er()],{error:"must be a string, number or boolean; nested objects, arrays and null are refused (data \
is a flat map: put a structure in one value as JSON text, or in detail)"}),Lr(e=>String(e))),qi=Nr(W().check(ze(wt,{message:"\
key must match ^[A-Za-z_][A-Za-z0-9_-]{0,63}$ (a letter or _, then up to 63 letters, digits, _ or -)"})),Yi).check(Se((e,t)=>{
let n=Object.keys(e);n.length>P.dataKeys&&t.addIssue({code:"custom",message:`must have at most ${P.dataKeys} keys, has ${n.
length}`});let r=0;for(let[o,i]of Object.entries(e))r+=E(o)+E(i);r>P.dataBytes&&t.addIssue({code:"custom",message:`keys \
and values must total at most ${P.dataBytes} UTF-8 bytes, total ${r}`})}),Oe({description:`Machine-readable results as a\
 flat map of string to string (numbers and booleans become strings). At most ${P.dataKeys} keys; keys and values at most\
 ${P.dataBytes} UTF-8 bytes in all.`,maxProperties:P.dataKeys})),Qi=q({stage:Ji,reason:O(Q(P.shortTextBytes,"Why that st\
age should act next."))}).check(N("The stage this one hands off to (routing).")),es=q({deliverables:O(fe("What the recei\
ving stage must deliver.")),acceptance:O(fe("How the receiving stage\u2019s work will be judged.")),constraints:O(fe("Wh\
at the receiving stage must not do."))}).check(N("What the receiving stage must deliver.")),ts=q({reason:Q(P.shortTextBytes,
"Why the stage failed or is blocked.").check(ue(1,{message:"must not be empty"})),blockers:O(fe("What stands in the way.")),
questions:O(fe("What a person must answer."))}).check(N("Why the stage failed or is blocked; expected when status is blo\
cked or failure.")),ns=W().check(ue(1,{message:"must not be empty"}),Se(Gr(1024)),ke(e=>!e.startsWith("/")&&!/^[A-Za-z]:/.
test(e),{message:"must be relative to the workspace"}),ke(e=>!e.includes("\\")&&!e.includes("\0"),{message:"must use / s\
eparators and no NUL"}),ke(e=>!e.split("/").includes(".."),{message:"must stay inside the workspace (no .. segment)"}),Oe(
{description:"A path relative to the workspace; never outside it, never a link. At most 1024 UTF-8 bytes.",maxLength:1024,
pattern:String.raw`^(?!/)(?![A-Za-z]:)(?!(?:[^/]*/)*\.\.(?:/|$))[^\\\u0000]+$`})),rs=q({path:ns,description:O(Q(P.shortTextBytes,
"What the file is."))}),os=q({version:Dr(Re,{error:`must be ${Re}`}).check(N("The handoff format version. This baton rea\
ds version 1.")),status:Fr(Xi,"success"),summary:Q(P.summaryBytes,"The token-cheap part downstream prompts use first. Re\
quired, not empty.").check(ue(1,{message:"must not be empty"})),detail:O(Q(P.detailBytes,"The deep part: findings, analy\
sis, reproduction.")),data:O(qi),next:O(Qi),expectations:O(es),failure:O(ts),artifacts:O(gt(rs).check($e(P.listEntries,{
message:`must have at most ${P.listEntries} entries`}),N("Files the stage produced, relative to the workspace; kept with\
 the record.")))}).check(N("A baton handoff, version 1: what an agent stage hands to the stages after it.")),hp=Object.keys(
os.shape);export{bt as a,E as b,xt as c,Yr as d,is as e,ss as f,cs as g,us as h,qr as i,as as j,ls as k,ps as l,fs as m,_s as n,xs as o,
ys as p,bs as q,vs as r,$s as s,zs as t,ws as u,Zs as v,Ps as w,ks as x,Ss as y,Os as z,As as A,Ts as B,Re as C,P as D,zt as E,
wt as F,Is as G,h as H,Z as I,Es as J,Ms as K,Rs as L,Ns as M,Cs as N,Ds as O,Ls as P,Fs as Q,js as R,Us as S,Bs as T,Ks as U,
Me as V,Hs as W,Vs as X,Ws as Y,$t as Z,Gs as _,Js as $,Xs as aa,Ys as ba,qs as ca,eo as da,M as ea,Qs as fa,ec as ga,tc as ha,
rr as ia,pt as ja,So as ka,Oo as la,ue as ma,ze as na,zi as oa,W as pa,Ir as qa,sl as ra,Er as sa,cl as ta,ul as ua,gt as va,
al as wa,q as xa,ll as ya,pl as za,Rr as Aa,fl as Ba,Nr as Ca,Cr as Da,Dr as Ea,Lr as Fa,O as Ga,dl as Ha,jr as Ia,ml as Ja,
hl as Ka,gl as La,ke as Ma,Wr as Na,Ji as Oa,Xi as Pa,Qi as Qa,es as Ra,ts as Sa,rs as Ta,os as Ua};

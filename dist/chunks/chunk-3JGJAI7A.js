import{c as Wr}from"./chunk-3NR5HZ6E.js";function F(e){let t=0;for(let n=0;n<e.length;n++){let r=e.charCodeAt(n);r<128?t+=1:r<2048?t+=2:r>=55296&&r<=56319&&(e.charCodeAt(
n+1)&64512)===56320?(t+=4,n++):t+=3}return t}function gt(e,t){let n=0,r=0;for(;r<e.length;){let o=e.charCodeAt(r),i=o>=55296&&
o<=56319&&(e.charCodeAt(r+1)&64512)===56320,s=o<128?1:o<2048?2:i?4:3;if(n+s>t)break;n+=s,r+=i?2:1}return e.slice(0,r)}function Gr(e,t){
let n=new TextEncoder().encode(e);if(n.length<=t)return e;let r=n.length-t;for(;r<n.length&&((n[r]??0)&192)===128;)r++;return new TextDecoder().
decode(n.subarray(r))}function rs(e,t,n){let r=e.split(/\r?\n/).filter(o=>o.trim()!=="").slice(-t).join(`
`);return Gr(r,n)}function os(e){return e.charCodeAt(0)===65279?e.slice(1):e}var Jr=new TextDecoder("utf-8",{fatal:!0,ignoreBOM:!0}),
is="save it as UTF-8 (PowerShell: Set-Content -Encoding utf8, or Out-File -Encoding utf8)";function ss(e){let t=Xr(e);if(t)
return{kind:"utf-16",problem:`is UTF-16 (${t}), not UTF-8`};let n=e[0]===239&&e[1]===187&&e[2]===191,r=n?e.subarray(3):e;
try{return{kind:"text",text:Jr.decode(r)}}catch{let o=Yr(r);return{kind:"not-utf-8",problem:`is not valid UTF-8${o<r.length?
` (byte 0x${r[o].toString(16).padStart(2,"0")} at offset ${o+(n?3:0)})`:""}`}}}function Xr(e){if(e[0]===255&&e[1]===254)
return"little-endian";if(e[0]===254&&e[1]===255)return"big-endian";let t=Math.min(32,Math.floor(e.length/2));if(t<2)return null;
let n=!0,r=!0;for(let o=0;o<t;o++){let[i,s]=[e[2*o],e[2*o+1]];n&&=i!==0&&i<128&&s===0,r&&=s!==0&&s<128&&i===0}return n?"\
little-endian":r?"big-endian":null}function Yr(e){let t=0;for(;t<e.length;){let n=e[t],r,o;if(n<128){t++;continue}else if(n>=
194&&n<=223)r=1,o=128;else if(n>=224&&n<=239)r=2,o=2048;else if(n>=240&&n<=244)r=3,o=65536;else return t;let i=n&63>>r;for(let s=1;s<=
r;s++){let c=e[t+s];if(c===void 0||(c&192)!==128)return t;i=i<<6|c&63}if(i<o||i>1114111||i>=55296&&i<=57343)return t;t+=
r+1}return e.length}function _t(e){let t=2166136261;for(let n of new TextEncoder().encode(e))t^=n,t=Math.imul(t,16777619)>>>0;return t.toString(
16).padStart(8,"0")}var ps={promptPath:"BATON_PROMPT_PATH",handoffPath:"BATON_HANDOFF_PATH",stage:"BATON_STAGE"},fs=["ACTIONS_RUNTIME_TOKEN",
"ACTIONS_RESULTS_URL","GITHUB_TOKEN"],ds=["ACTIONS_ID_TOKEN_REQUEST_"],ms=["GITHUB_TOKEN","GH_TOKEN","GH_ENTERPRISE_TOKE\
N","GITHUB_ENTERPRISE_TOKEN"],hs={start:"---BATON_HANDOFF_START---",end:"---BATON_HANDOFF_END---"},gs={record:"record.js\
on",prompt:"prompt.md",handoff:"handoff.json",log:"agent.log"},_s="artifacts",xs=['"',":","<",">","|","*","?","\r",`
`],ys="run.json",bs=".baton/runs",vs="baton-",$s="-attempt-",zs="-run-",ws={handoff:"https://github.com/baton-dev/baton/\
schema/handoff.v1.schema.json",record:"baton.record/v1",run:"baton.run/v1"},Ee=1,P={handoffFileBytes:256*1024,summaryBytes:4096,
detailBytes:65536,dataKeys:64,dataBytes:65536,shortTextBytes:4096,listEntries:100,stepSummaryBytes:1024*1024-4096,stepSummaryFileBytes:1024*
1024,commentChars:65536,verifyOutputTailBytes:4096,maxAttempts:10,defaultMaxHandoffs:10,handoffDepth:32,artifactBytes:10*
1024*1024,templateBytes:256*1024,templateDepth:64,promptBytes:16*1024*1024,indentWidth:64,workflowFileBytes:1024*1024,eventDepth:64,
usageCostUsd:1e6,agentOutputBytes:1024*1024,dataSchemaBytes:64*1024,dataSchemaPatternChars:1e3},bt=/^[A-Za-z_][A-Za-z0-9_-]{0,99}$/,
vt=/^[A-Za-z_][A-Za-z0-9_-]{0,63}$/,Zs="baton:report:",h={stage:"stage",prompt:"prompt",promptFile:"prompt-file",run:"ru\
n",agent:"agent",agentOutput:"agent-output",shell:"shell",needs:"needs",handoff:"handoff",onInvalid:"on-invalid",dataSchema:"\
data-schema",vars:"vars",maxPromptTokens:"max-prompt-tokens",retentionDays:"retention-days",workingDirectory:"working-di\
rectory",redact:"redact",verify:"verify",attempts:"attempts",maxHandoffs:"max-handoffs",parentRun:"parent-run",githubToken:"\
github-token",trustCheckout:"trust-checkout",issueNumber:"issue-number",mode:"mode",key:"key",includeDetail:"include-det\
ail"},Z={status:"status",next:"next",present:"present",data:"data",sha256:"sha256",artifactId:"artifact-id",promptPath:"\
prompt-path",handoffPath:"handoff-path",commentId:"comment-id",commentUrl:"comment-url"},Ps={model:"BATON_AGENT_MODEL",args:"\
BATON_AGENT_ARGS"},ks={invalid:"handoff-invalid",markersUnterminated:"handoff-markers-unterminated",markersFromPrompt:"h\
andoff-markers-from-prompt",failureMissing:"handoff-failure-missing"},Ss=["__proto__","constructor","prototype"],Os={handoff:[
"optional","required"],onInvalid:["fail","warn"]},As={nextUnknownStage:"next-unknown-stage",nextUnchecked:"next-unchecke\
d",handoffMissing:"handoff-missing",maxHandoffs:"max-handoffs",artifactRefused:"artifact-refused",usageRefused:"usage-re\
fused",usageMissing:"usage-missing"},Ts={syntax:"template-syntax",unsupported:"template-unsupported",unknownHelper:"temp\
late-unknown-helper",helperArguments:"template-helper-arguments",unknownStage:"template-unknown-stage",missingField:"tem\
plate-missing-field",printedObject:"template-printed-object",tooLarge:"template-too-large",tooDeep:"template-too-deep",overBudget:"\
template-over-budget",cut:"template-cut",upstreamHandoffMissing:"upstream-handoff-missing",upstreamRecordMissing:"upstre\
am-record-missing"},Is={stage:"",prepare:"prepare",capture:"capture",report:"report"},Es="baton";var Ms=".github/workflows",Rs=".github/workflows/baton-stage.yml",Ns="stage",Cs={output:"GITHUB_OUTPUT",env:"GITHUB_ENV",
path:"GITHUB_PATH",stepSummary:"GITHUB_STEP_SUMMARY",state:"GITHUB_STATE"},Ie={report:"report.md",summary:"summary.md",events:"\
events.jsonl",jobs:"jobs.json",jobLogPrefix:"job-",invocation:"invocation.json"},xt=255,$t="+";function Ds(e){let t=Ie.jobLogPrefix,
n=e.replaceAll("/","~");if(F(`${t}${n}.log`)<=xt)return`${t}${n}.log`;let r=`${$t}${_t(e)}.log`,o=gt(n,xt-F(t)-F(r));return`${t}${o}${r}`}
function Ls(e){return!e.startsWith(Ie.jobLogPrefix)||!e.endsWith(".log")||e.includes($t)?null:e.slice(Ie.jobLogPrefix.length,
-4).replaceAll("~","/")}var Fs={inputMissing:"input-missing",inputUnknown:"input-unknown",inputInvalid:"input-invalid",jobUnknown:"\
job-unknown",templateStage:"template-stage-not-upstream",templateInvalid:"template-invalid",templateKey:"template-key-un\
known",templateDataKey:"template-data-key-undeclared",promptFileMissing:"prompt-file-missing",matrixInvalid:"matrix-inva\
lid",stageDuplicate:"stage-duplicate",stageInvalid:"stage-id-invalid",actionInputUnknown:"unknown-input",actionInputInvalid:"\
action-input-invalid",eventNotTrigger:"event-not-a-trigger",timeoutInvalid:"timeout-invalid",shellInvalid:"shell-invalid",
needsInput:"needs-input-not-upstream",checkoutMissing:"checkout-missing",workflowCallInvalid:"workflow-call-invalid"},yt={
markerPrefix:"[REDACTED:",markerSuffix:"]",problemCode:"redacted",minSecretLength:6};function js(e){return`${yt.markerPrefix}${e}${yt.
markerSuffix}`}var Us=".tmp-",Te={matrix:"matrix"},Bs={artifactTimeoutMs:"BATON_TEST_ARTIFACT_TIMEOUT_MS"};var Ks={stage:[h.stage,h.prompt,h.promptFile,h.run,h.agent,h.shell,h.needs,h.handoff,h.onInvalid,h.dataSchema,h.vars,h.maxPromptTokens,
h.retentionDays,h.workingDirectory,h.redact,h.verify,h.attempts,h.maxHandoffs,h.parentRun,h.githubToken,h.trustCheckout,
Te.matrix],prepare:[h.stage,h.prompt,h.promptFile,h.agent,h.needs,h.vars,h.maxPromptTokens,h.maxHandoffs,h.parentRun,h.githubToken,
h.redact,Te.matrix],capture:[h.stage,h.handoff,h.onInvalid,h.dataSchema,h.retentionDays,h.redact,h.agent,h.agentOutput,Te.
matrix],report:[h.githubToken,h.issueNumber,h.needs,h.mode,h.key,h.includeDetail]},Hs={stage:[Z.status,Z.next,Z.present,
Z.data,Z.sha256,Z.artifactId,Z.promptPath,Z.handoffPath],prepare:[Z.promptPath,Z.handoffPath],capture:[Z.status,Z.next,Z.
present,Z.data,Z.sha256,Z.artifactId],report:[Z.commentId,Z.commentUrl]},qr="agent-version",E={agentVersion:qr,model:"mo\
del",agentArgs:"agent-args",runsOn:"runs-on",nodeVersion:"node-version",timeoutMinutes:"timeout-minutes",batonRepository:"\
baton-repository",batonRef:"baton-ref"},Vs=[h.stage,E.batonRef],Ws=[h.attempts,h.maxHandoffs,E.timeoutMinutes],Gs=[h.stage,
h.prompt,h.promptFile,h.agent,E.agentVersion,E.model,E.agentArgs,h.run,h.needs,h.handoff,h.onInvalid,h.dataSchema,h.vars,
h.verify,h.attempts,h.maxHandoffs,h.maxPromptTokens,h.redact,h.retentionDays,h.workingDirectory,E.runsOn,E.nodeVersion,E.
timeoutMinutes,E.batonRepository,E.batonRef];function ne(e){let t=Object.values(e).filter(r=>typeof r=="number");return Object.entries(e).filter(([r,o])=>t.indexOf(+r)===
-1).map(([r,o])=>o)}function Ne(e,t="|"){return e.map(n=>Ue(n)).join(t)}function wt(e,t){return typeof t=="bigint"?t.toString():
t}var Re=class{constructor(t){this._getter=t,this._value=void 0}get value(){let t=this._getter;return t!==void 0&&(this.
_value=t(),this._getter=void 0),this._value}};function Ce(e){return new Re(e)}function Zt(e){return e==null}function de(e){
let t=e.startsWith("^")?1:0,n=e.endsWith("$")?e.length-1:e.length;return e.slice(t,n)}var zt=Symbol("evaluating");function Pt(e,t,n){let r;Object.defineProperty(e,t,{get(){if(r!==zt)return r===void 0&&(r=zt,
r=n()),r},set(o){Object.defineProperty(e,t,{value:o})},configurable:!0})}function A(e,t,n){Object.defineProperty(e,t,{value:n,writable:!0,enumerable:!0,configurable:!0})}function De(e){let t=Object.
getOwnPropertyDescriptor(e,"shape");return t?.get?t.get.raw:t?.value}function re(e){return De(e._zod.def)??e._zod.def.shape}
function kt(e,t,n){Object.defineProperty(e,t,{get(){let r=n();return A(this,t,r),r},enumerable:!0,configurable:!0})}function St(e,t,n){
t in e?A(e,t,n):e[t]=n}function Ot(e,t,n,r){let o=re(t);for(let i of n){let s=Object.getOwnPropertyDescriptor(o,i);s.enumerable&&
(s.get?kt(e,i,()=>{let c=t._zod.def.shape[i];return r?r(c,i):c}):St(e,i,r?r(s.value,i):s.value))}}function Qr(e,t){for(let n of Reflect.
ownKeys(t)){let r=Object.getOwnPropertyDescriptor(t,n);r.enumerable&&(r.get?kt(e,n,()=>t[n]):St(e,n,r.value))}}function Le(...e){
let t={};for(let n of e){let r=Object.getOwnPropertyDescriptors(n);Object.assign(t,r)}return Object.defineProperties({},
t)}var Fe="captureStackTrace"in Error?Error.captureStackTrace:(...e)=>{};function te(e){return typeof e=="object"&&e!==null&&
!Array.isArray(e)}function me(e){if(te(e)===!1)return!1;let t=e.constructor;if(t===void 0||typeof t!="function")return!0;let n=t.prototype;
return!(te(n)===!1||Object.prototype.hasOwnProperty.call(n,"isPrototypeOf")===!1)}function je(e){return me(e)?{...e}:Array.
isArray(e)?[...e]:e instanceof Map?new Map(e):e instanceof Set?new Set(e):e}var At=new Set(["string","number","symbol"]);function oe(e){return e.replace(/[.*+?^${}()|[\]\\]/g,"\\$&")}function H(e,t,n){let r=new e._zod.constr(t??e._zod.def);return(!t||
n?.parent)&&(r._zod.parent=e),r}function y(e){let t=e;if(!t)return{};if(typeof t=="string")return{error:()=>t};if(t?.message!==
void 0){if(t?.error!==void 0)throw new Error("Cannot specify both `message` and `error` params");t.error=t.message}return delete t.
message,typeof t.error=="string"?{...t,error:()=>t.error}:t}function Ue(e){return typeof e=="bigint"?e.toString()+"n":typeof e=="string"?`"${e}"`:`${e}`}function Tt(e){return Object.
keys(e).filter(t=>e[t]._zod.optin!==void 0&&e[t]._zod.optout==="optional")}var he={safeint:[Number.MIN_SAFE_INTEGER,Number.
MAX_SAFE_INTEGER],int32:[-2147483648,2147483647],uint32:[0,4294967295],float32:[-34028234663852886e22,34028234663852886e22],
float64:[-Number.MAX_VALUE,Number.MAX_VALUE]},Be={int64:[BigInt("-9223372036854775808"),BigInt("9223372036854775807")],uint64:[
BigInt(0),BigInt("18446744073709551615")]};function eo(e,t){let n=re(e),r=[];for(let o of Reflect.ownKeys(t)){if(!Object.getOwnPropertyDescriptor(n,o)?.enumerable)
throw new Error(`Unrecognized key: "${String(o)}"`);t[o]&&r.push(o)}return r}function It(e,t){let n=e._zod.def,r=n.checks;
if(r&&r.length>0)throw new Error(".omit() cannot be used on object schemas containing refinements");let i=new Set(eo(e,t)),
s={};return Ot(s,e,Reflect.ownKeys(re(e)).filter(c=>!i.has(c))),H(e,Le(n,{shape:s,checks:[]}))}function Et(e,t){if(!me(t))
throw new Error("Invalid input to extend: expected a plain object");let n=e._zod.def.checks;if(n&&n.length>0){let o=re(e);
for(let i of Reflect.ownKeys(t))if(Object.getOwnPropertyDescriptor(o,i)!==void 0)throw new Error("Cannot overwrite keys \
on object schemas containing refinements. Use `.safeExtend()` instead.")}return H(e,Le(e._zod.def,{shape:to(e,t)}))}function to(e,t){
let n={};return Ot(n,e,Reflect.ownKeys(re(e))),Qr(n,t),n}function N(e,t=0){if(e.aborted===!0)return!0;for(let n=t;n<e.issues.length;n++)if(e.issues[n]?.continue!==!0)return!0;return!1}
function Mt(e,t=0){if(e.aborted===!0)return!0;for(let n=t;n<e.issues.length;n++)if(e.issues[n]?.continue===!1)return!0;return!1}
function U(e,t){return t.map(n=>{var r;return(r=n).path??(r.path=[]),n.path.unshift(e),n})}function ee(e){return typeof e==
"string"?e:e?.message}function Ke(e){let t=[];for(let n of e??[]){let r=n._zod.def;if(!/_(length|size)$|_equals$/.test(r.
check))break;let o=r.maximum??r.length??r.size;o>=0&&t.push([o,n])}return t}function ge(e,t,n){var r;for(let o=t;o<e.length;o++)
(r=e[o]).schema??(r.schema=n)}function C(e,t,n){var r;let o=e.inst?._zod?.traits;o?.has("$ZodType")&&(o.has("$ZodCheck")?
(r=e).schema??(r.schema=e.inst):e.schema=e.inst);let i=e.schema!==e.inst?e.schema?._zod.def?.error:void 0,s=e.message?e.
message:ee(e.inst?._zod.def?.error?.(e))??ee(i?.(e))??ee(t?.error?.(e))??ee(n.customError?.(e))??ee(n.localeError?.(e))??
"Invalid input",c={};for(let u of Object.keys(e))u==="inst"||u==="schema"||u==="continue"||u==="input"||u==="__proto__"||
(c[u]=e[u]);return c.path??(c.path=[]),c.message=s,t?.reportInput&&(c.input=e.input),c}var no=/[\uD800-\uDBFF]/;function He(e){let t=e.length;if(!no.test(e))return t;let n=t;for(let r=0;r<t-1;r++)(e.charCodeAt(
r)&64512)===55296&&(e.charCodeAt(r+1)&64512)===56320&&(n--,r++);return n}function Ve(e){return Array.isArray(e)?"array":
typeof e=="string"?"string":"unknown"}function Rt(e){let t=typeof e;switch(t){case"number":return Number.isNaN(e)?"nan":
"number";case"object":{if(e===null)return"null";if(Array.isArray(e))return"array";let n=e;if(n&&Object.getPrototypeOf(n)!==
Object.prototype&&"constructor"in n&&n.constructor)return n.constructor.name}}return t}function ie(...e){let[t,n,r]=e;return typeof t==
"string"?{message:t,code:"custom",input:n,inst:r}:{...t}}function Nt(e,t){for(let n in t){let r=Object.getOwnPropertyDescriptor(t,n);r.get?Object.defineProperty(e,n,{...r,enumerable:!1}):
ro(e,n,r.value)}}function K(e,t,n,r=!0){return Object.defineProperty(e,t,{configurable:!0,writable:!0,enumerable:r,value:n}),
n}function We(e,t,n){return K(e,t,n,!1)}function ro(e,t,n){Object.defineProperty(e,t,{configurable:!0,get(){return this==null?n:K(this,t,n.bind(this))},set(r){K(
this,t,r)}})}function oo(e,t){let n=Object.getPrototypeOf(e);return t in n?void 0:n}var Me,j=!1,io={configurable:!0,get(){
j=!0}};function b(e,t,n){let r=Object.getPrototypeOf(e._zod);if(t in r&&Me!==e._zod){Me=void 0;return}Me=e._zod,Object.defineProperty(
r,t,{configurable:!0,get(){Object.defineProperty(this,t,io);let o=j;j=!1;try{let i=n(this);return j?delete this[t]:Object.
defineProperty(this,t,{configurable:!0,writable:!0,value:i}),j=j||o,i}catch(i){throw delete this[t],j=j||o,i}},set(o){Object.
defineProperty(this,t,{configurable:!0,writable:!0,value:o})}})}function Ct(e,t,n,r){let o=oo(e,t);o&&Object.defineProperty(
o,t,{configurable:!0,get(){let i={configurable:!0,writable:!0,enumerable:r,value:void 0};return Object.defineProperty(this,
t,i),i.value=n(this),Object.defineProperty(this,t,i),i.value},set(i){Object.defineProperty(this,t,{configurable:!0,writable:!0,
enumerable:r,value:i})}})}var Dt;var Ge={value:void 0,enumerable:!1},Lt="captureStackTrace"in Error?Error:null;function so(e){let t=Lt;if(t){let n=t.stackTraceLimit;
if(typeof n=="number"){try{t.stackTraceLimit=0}catch{return Lt=null,new e}try{return new e}finally{t.stackTraceLimit=n}}}
return new e}function m(e,t,n,r){let o={};function i(g){this.def=g,this.constr=p,this.traits=new Set}i.prototype=o;let s=n,
c=s&&new WeakSet;function u(g,d){if(g._zod){if(g._zod.traits.has(e))return}else{Ge.value=new i(d);try{Object.defineProperty(
g,"_zod",Ge)}finally{Ge.value=void 0}}if(g._zod.traits.add(e),t(g,d),c){let _=Object.getPrototypeOf(g),x=g._zod.constr.prototype,
w=_;for(;w&&w!==x;)w=Object.getPrototypeOf(w);let L=w??_;c.has(L)||(c.add(L),Nt(L,s))}let f=p.prototype;for(let _ in f)Object.
prototype.hasOwnProperty.call(f,_)&&(_ in g||(g[_]=f[_].bind(g)))}let a=r?.Parent??Object;class l extends a{}Object.defineProperty(
l,"name",{value:e});function p(g){let d=r?.Parent?so(l):this;u(d,g);let f=d._zod.deferred;if(f){for(let x of f)x();d._zod.
deferred=void 0}let _=globalThis.__zod_globalConfig?.postProcessor;return _&&_(d),d}return Object.defineProperty(p,"init",
{value:u}),Object.defineProperty(p,Symbol.hasInstance,{value:g=>r?.Parent&&g instanceof r.Parent?!0:g?._zod?.traits?.has(
e)}),Object.defineProperty(p,"name",{value:e}),p}var M=class extends Error{constructor(){super("Encountered Promise during synchronous parse. Use .parseAsync() instead.")}},
_e=class extends Error{constructor(t){super(`Encountered unidirectional transform during encode: ${t}`),this.name="ZodEn\
codeError"}};(Dt=globalThis).__zod_globalConfig??(Dt.__zod_globalConfig={});var V=globalThis.__zod_globalConfig;function I(e){
return e&&Object.assign(V,e),V}var Ft=/^P(?:(\d+W)|(?!.*W)(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+([.,]\d+)?S)?)?)$/;var jt=/^$|^(?:[0-9a-zA-Z+/]{4})*(?:(?:[0-9a-zA-Z+/]{2}==)|(?:[0-9a-zA-Z+/]{3}=))?$/,Ut=/^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$/;var Bt="(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-\
(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))";function co(e){return new RegExp(
`^${e}$`)}var Kt=co(Bt);function Xe(e){let t="(?:[01]\\d|2[0-3]):[0-5]\\d";return typeof e.precision=="number"?e.precision===
-1?`${t}`:e.precision===0?`${t}:[0-5]\\d`:`${t}:[0-5]\\d\\.\\d{${e.precision}}`:e.seconds?`${t}:[0-5]\\d(?:\\.\\d+)?`:`${t}\
(?::[0-5]\\d(?:\\.\\d+)?)?`}function Ht(e){return new RegExp(`^${Xe(e)}$`)}function Vt(e){let t=["Z"];e.offset&&t.push("\
([+-](?:[01]\\d|2[0-3]):[0-5]\\d)");let n=`${Xe({precision:e.precision,seconds:!0})}(?:${t.join("|")})`,r=e.local?`${n}|${Xe(
{precision:e.precision})}`:n;return new RegExp(`^${Bt}T(?:${r})$`)}var Wt=/^[\s\S]{0,}$/;var Ye=/^-?\d+$/,se=/^-?\d+(?:\.\d+)?$/,Gt=/^(?:true|false)$/i,Jt=/^null$/i;var T=m("$ZodCheck",(e,t)=>{var n;e._zod??(e._zod={}),e._zod.def=t,(n=e._zod).onattach??(n.onattach=[])});var Xt=e=>{let t=e.value;return!Zt(t)&&t.length!==void 0},ye={number:"number",bigint:"bigint",object:"date"},Yt=m("$ZodC\
heckLessThan",(e,t)=>{T.init(e,t);let n=ye[typeof t.value];e._zod.check=r=>{(t.inclusive?r.value<=t.value:r.value<t.value)||
r.issues.push({origin:ye[typeof r.value]??n,code:"too_big",maximum:typeof t.value=="object"?t.value.getTime():t.value,input:r.
value,inclusive:t.inclusive,inst:e,continue:!t.abort})}}),qe=m("$ZodCheckGreaterThan",(e,t)=>{T.init(e,t);let n=ye[typeof t.
value];e._zod.check=r=>{(t.inclusive?r.value>=t.value:r.value>t.value)||r.issues.push({origin:ye[typeof r.value]??n,code:"\
too_small",minimum:typeof t.value=="object"?t.value.getTime():t.value,input:r.value,inclusive:t.inclusive,inst:e,continue:!t.
abort})}});var qt=m("$ZodCheckNumberFormat",(e,t)=>{T.init(e,t),t.format=t.format||"float64";let n=t.format?.includes("int"),r=n?"i\
nt":"number",[o,i]=he[t.format];e._zod.check=s=>{let c=s.value;if(n){if(!Number.isInteger(c)){s.issues.push({expected:r,
format:t.format,code:"invalid_type",continue:!1,input:c,inst:e});return}if(!Number.isSafeInteger(c)){c>0?s.issues.push({
input:c,code:"too_big",maximum:Number.MAX_SAFE_INTEGER,note:"Integers must be within the safe integer range.",inst:e,origin:r,
inclusive:!0,continue:!t.abort}):s.issues.push({input:c,code:"too_small",minimum:Number.MIN_SAFE_INTEGER,note:"Integers \
must be within the safe integer range.",inst:e,origin:r,inclusive:!0,continue:!t.abort});return}}c<o&&s.issues.push({origin:"\
number",input:c,code:"too_small",minimum:o,inclusive:!0,inst:e,continue:!t.abort}),c>i&&s.issues.push({origin:"number",input:c,
code:"too_big",maximum:i,inclusive:!0,inst:e,continue:!t.abort})}});var Qt=m("$ZodCheckMaxLength",(e,t)=>{var n;T.init(e,t),(n=e._zod.def).when??(n.when=Xt),e._zod.check=r=>{let o=r.value,
i=o.length;if((typeof o=="string"&&i>t.maximum?He(o):i)<=t.maximum)return;let c=Ve(o);r.issues.push({origin:c,code:"too_\
big",maximum:t.maximum,inclusive:!0,input:o,inst:e,continue:!t.abort})}}),en=m("$ZodCheckMinLength",(e,t)=>{var n;T.init(
e,t),(n=e._zod.def).when??(n.when=Xt),e._zod.check=r=>{let o=r.value,i=o.length;if((typeof o=="string"&&i>=t.minimum&&i<
t.minimum*2?He(o):i)>=t.minimum)return;let c=Ve(o);r.issues.push({origin:c,code:"too_small",minimum:t.minimum,inclusive:!0,
input:o,inst:e,continue:!t.abort})}});var Qe=m("$ZodCheckStringFormat",(e,t)=>{var n,r;T.init(e,t),t.pattern?(n=e._zod).check??(n.check=o=>{t.pattern.lastIndex=
0,!t.pattern.test(o.value)&&o.issues.push({origin:"string",code:"invalid_format",format:t.format,input:o.value,...t.pattern?
{pattern:t.pattern.toString()}:{},inst:e,continue:!t.abort})}):(r=e._zod).check??(r.check=()=>{})}),tn=m("$ZodCheckRegex",
(e,t)=>{Qe.init(e,t),e._zod.check=n=>{t.pattern.lastIndex=0,!t.pattern.test(n.value)&&n.issues.push({origin:"string",code:"\
invalid_format",format:"regex",input:n.value,pattern:t.pattern.toString(),inst:e,continue:!t.abort})}});var rn;var et=class{constructor(){this._map=new WeakMap,this._idmap=new Map}add(t,...n){let r=n[0];return this._map.set(t,r),r&&
typeof r=="object"&&"id"in r&&this._idmap.set(r.id,t),this}clear(){return this._map=new WeakMap,this._idmap=new Map,this}remove(t){
let n=this._map.get(t);return n&&typeof n=="object"&&"id"in n&&this._idmap.delete(n.id),this._map.delete(t),this}get(t){
let n=t._zod.parent;if(n){let r={...this.get(n)??{}};delete r.id;let o={...r,...this._map.get(t)};return Object.keys(o).
length?o:void 0}return this._map.get(t)}has(t){return this._map.has(t)}};function on(){return new et}(rn=globalThis).__zod_globalRegistry??
(rn.__zod_globalRegistry=on());var B=globalThis.__zod_globalRegistry;function ao(){let e=this._zod;return e.message??(e.message=JSON.stringify(e.def,wt,2)),e.message}function lo(e){this._zod.
message=e}var po={get:ao,set:lo,enumerable:!0,configurable:!0},tt={value:void 0,enumerable:!1},sn=new WeakSet([Object.prototype,
Error.prototype]),cn=(e,t)=>{e.name="$ZodError",tt.value=t,Object.defineProperty(e,"issues",tt),tt.value=void 0,Object.defineProperty(
e,"message",po);let n=Object.getPrototypeOf(e);sn.has(n)||(sn.add(n),Object.defineProperty(n,"toString",{configurable:!0,
enumerable:!1,get(){let r=()=>this.message;return Object.defineProperty(this,"toString",{value:r,configurable:!0,writable:!0}),
r},set(r){Object.defineProperty(this,"toString",{value:r,configurable:!0,writable:!0})}}))},ec=m("$ZodError",cn),ce=m("$\
ZodError",cn,void 0,{Parent:Error});var mo=e=>{let t=(n,r,o,i)=>{let s=o?{...o,async:!1}:{async:!1},c=n._zod.run({value:r,issues:[]},s);if(c instanceof Promise)
throw new M;if(c.issues.length){let u=new(i?.Err??e)(c.issues.map(a=>C(a,s,I())));throw Fe(u,i?.callee??t),u}return c.value};
return t},nt=mo(ce),ho=e=>{let t=async(n,r,o,i)=>{let s=o?{...o,async:!0}:{async:!0},c=n._zod.run({value:r,issues:[]},s);
if(c instanceof Promise&&(c=await c),c.issues.length){let u=new(i?.Err??e)(c.issues.map(a=>C(a,s,I())));throw Fe(u,i?.callee??
t),u}return c.value};return t},rt=ho(ce),go=e=>(t,n,r)=>{let o=r?{...r,async:!1}:{async:!1},i=t._zod.run({value:n,issues:[]},
o);if(i instanceof Promise)throw new M;return i.issues.length?un(e,i.issues,o):{success:!0,data:i.value}},ot=go(ce);function un(e,t,n){
let r;return{success:!1,get error(){return r||(r=new e(t.map(o=>C(o,n,I()))),t=void 0,n=void 0),r},set error(o){r=o,t=void 0,
n=void 0}}}var _o=e=>async(t,n,r)=>{let o=r?{...r,async:!0}:{async:!0},i=t._zod.run({value:n,issues:[]},o);return i instanceof
Promise&&(i=await i),i.issues.length?un(e,i.issues,o):{success:!0,data:i.value}},it=_o(ce);var an={major:4,minor:6,patch:7};var $=m("$ZodType",(e,t)=>{var n;e??(e={}),e._zod.def=t,e._zod.bag=e._zod.bag||{},e._zod.version=an;let r=e._zod.def.checks,
o=e._zod.traits.has("$ZodCheck")?[e,...r??[]]:r?.length?[...r]:[];for(let i of o)for(let s of i._zod.onattach)s(e);if(o.
length===0)(n=e._zod).deferred??(n.deferred=[]),e._zod.deferred?.push(()=>{e._zod.run=e._zod.parse});else{let i=(c,u,a)=>{
if(c.memo)return c;let l=N(c),p;for(let g of u){if(g._zod.def.when){if(Mt(c)||!g._zod.def.when(c))continue}else if(l)continue;
let d=c.issues.length,f=g._zod.check(c);if(f instanceof Promise&&a?.async===!1)throw new M;if(p||f instanceof Promise)p=
(p??Promise.resolve()).then(async()=>{await f,c.issues.length!==d&&(ge(c.issues,d,e),l||(l=N(c,d)))});else{if(c.issues.length===
d)continue;ge(c.issues,d,e),l||(l=N(c,d))}}return p?p.then(()=>c):c},s=(c,u,a)=>{if(N(c))return c.aborted=!0,c;let l=i(u,
o,a);if(l instanceof Promise){if(a.async===!1)throw new M;return l.then(p=>e._zod.parse(p,a))}return e._zod.parse(l,a)};
e._zod.run=(c,u)=>{if(u.skipChecks)return e._zod.parse(c,u);if(u.direction==="backward"){let l=e._zod.parse({value:c.value,
issues:[]},{...u,skipChecks:!0});return l instanceof Promise?l.then(p=>s(p,c,u)):s(l,c,u)}let a=e._zod.parse(c,u);if(a instanceof
Promise){if(u.async===!1)throw new M;return a.then(l=>i(l,o,u))}return i(a,o,u)}}},{get"~standard"(){return We(this,"~st\
andard",yo(this))},set"~standard"(e){K(this,"~standard",e)}}),gn=(e,t)=>e.issues.length?{issues:e.issues.map(n=>C(n,t,I()))}:
{value:e.value};async function xo(e,t){let n={async:!0};return gn(await e._zod.run({value:t,issues:[]},n),n)}function yo(e){
return{validate:t=>{let n={async:!1};try{let r=e._zod.run({value:t,issues:[]},n);if(!(r instanceof Promise))return gn(r,
n)}catch{}return xo(e,t)},vendor:"zod",version:1}}var st=m("$ZodString",(e,t)=>{$.init(e,t),e._zod.pattern=t.pattern??Wt,
e._zod.parse=(n,r)=>{if(t.coerce)try{n.value=String(n.value)}catch{}return typeof n.value=="string"||n.issues.push({expected:"\
string",code:"invalid_type",input:n.value,inst:e}),n}}),G=m("$ZodStringFormat",(e,t)=>{Qe.init(e,t),st.init(e,t)});var _n=m("$ZodISODateTime",(e,t)=>{t.pattern??(t.pattern=Vt(t)),G.init(e,t)}),xn=m("$ZodISODate",(e,t)=>{t.pattern??(t.pattern=
Kt),G.init(e,t)}),yn=m("$ZodISOTime",(e,t)=>{t.pattern??(t.pattern=Ht(t)),G.init(e,t)}),bn=m("$ZodISODuration",(e,t)=>{t.
pattern??(t.pattern=Ft),G.init(e,t)});var vn=/^[0-9a-zA-Z+/]*={0,2}$/;var $n=/^[A-Za-z0-9_-]*$/;var ct=m("$ZodNumber",(e,t)=>{$.init(e,t),e._zod.pattern=se,e._zod.parse=(n,r)=>{if(t.coerce)try{n.value=Number(n.value)}catch{}
let o=n.value;if(typeof o=="number"&&!Number.isNaN(o)&&Number.isFinite(o))return n;let i=typeof o=="number"?Number.isNaN(
o)?"NaN":Number.isFinite(o)?void 0:String(o):void 0;return n.issues.push({expected:"number",code:"invalid_type",input:o,
inst:e,...i?{received:i}:{}}),n}}),zn=m("$ZodNumberFormat",(e,t)=>{qt.init(e,t),ct.init(e,t)}),wn=m("$ZodBoolean",(e,t)=>{
$.init(e,t),e._zod.pattern=Gt,e._zod.parse=(n,r)=>{if(t.coerce)try{n.value=!!n.value}catch{}let o=n.value;return typeof o==
"boolean"||n.issues.push({expected:"boolean",code:"invalid_type",input:o,inst:e}),n}});var Zn=m("$ZodNull",(e,t)=>{$.init(e,t),e._zod.pattern=Jt,e._zod.values=new Set([null]),e._zod.parse=(n,r)=>{let o=n.value;
return o===null||n.issues.push({expected:"null",code:"invalid_type",input:o,inst:e}),n}});var Pn=m("$ZodUnknown",(e,t)=>{$.init(e,t),e._zod.parse=n=>n}),kn=m("$ZodNever",(e,t)=>{$.init(e,t),e._zod.parse=(n,r)=>(n.
issues.push({expected:"never",code:"invalid_type",input:n.value,inst:e}),n)});function bo(e,t){let n=Ke(e._zod.def.checks);if(!n.length)return;let r=Math.min(...n.map(i=>i[0])),o=e._zod.parse;e._zod.
parse=(i,s)=>{let c=t(i.value);if(c>r&&!s?.skipChecks&&s?.direction!=="backward"){for(let[u,a]of Ke(e._zod.def.checks))if(c>
u&&a._zod.def.when(i)){let l=i.issues.length;return a._zod.check(i),i.issues[l].continue=!1,ge(i.issues,l,e),i}}return o(
i,s)}}var vo=e=>Array.isArray(e)?e.length:-1;function ln(e,t,n){e.issues.length&&t.issues.push(...U(n,e.issues)),t.value[n]=e.value}var Sn=m("$ZodArray",(e,t)=>{$.init(
e,t);let n=V.memoizer;n?.attach(e),e._zod.parse=(r,o)=>{let i=r.value;if(!Array.isArray(i))return r.issues.push({expected:"\
array",code:"invalid_type",input:i,inst:e}),r;r.value=n?n.alloc(e,r,Array(i.length),o):Array(i.length);let s=[],c=o?.abortEarly;
for(let u=0;u<i.length;u++){let a=i[u],l=t.element._zod.run({value:a,issues:[]},o);if(l instanceof Promise)s.push(l.then(
p=>ln(p,r,u)));else if(ln(l,r,u),c&&l.issues.length!==0&&N(l))break}return s.length?Promise.all(s).then(()=>r):r},bo(e,vo)});
function ve(e,t,n,r,o,i){let s=n in r,c=i==="optional";if(!(!s&&c&&o==="optional")){if(e.issues.length){if(o!==void 0&&c&&
!s)return;t.issues.push(...U(n,e.issues))}if(!s&&o===void 0){e.issues.length||t.issues.push({code:"invalid_type",expected:"\
nonoptional",input:void 0,path:[n]});return}e.value===void 0?(s||o==="defaulted"&&!c)&&(t.value[n]=void 0):t.value[n]=e.
value}}var $o=[];function zo(e){let t=Object.keys(e.shape),n=Object.getOwnPropertySymbols(e.shape),r=n.length?n:$o,o=r.length?
[...t,...r]:t;for(let s of o)if(!e.shape?.[s]?._zod?.traits?.has("$ZodType"))throw new Error(`Invalid element at key "${String(
s)}": expected a Zod schema`);let i=Tt(e.shape);return{...e,allKeys:o,symbolKeys:r,keySet:new Set(t),numKeys:t.length,optionalKeys:new Set(
i)}}function wo(e,t,n,r,o,i,s){let c=[],u=o.keySet,a=o.catchall._zod,l=a.def.type,p=a.optin,g=a.optout,d=0;for(let f in t){
if(s&&n.issues.length!==d){if(N(n,d))break;d=n.issues.length}if(u.has(f))continue;if(f==="__proto__"){l==="never"&&c.push(
f);continue}if(l==="never"){c.push(f);continue}let _=a.run({value:t[f],issues:[]},r);_ instanceof Promise?e.push(_.then(
x=>ve(x,n,f,t,p,g))):ve(_,n,f,t,p,g)}return c.length&&n.issues.push({code:"unrecognized_keys",keys:c,input:t,inst:i,continue:!0}),
e.length?Promise.all(e).then(()=>n):n}var On=m("$ZodObject",(e,t)=>{$.init(e,t);let n=Object.getOwnPropertyDescriptor(t,
"shape"),r=n?.get?n.get.raw:t.shape??{};if(r){let a=()=>{let l={...r};return Object.defineProperty(t,"shape",{value:l}),
a.raw=l,l};a.raw=r,Object.defineProperty(t,"shape",{get:a})}let o=Ce(()=>zo(t));b(e,"propValues",a=>{let l=a.def.shape,p={};
for(let g in l){let d=l[g]._zod;if(d.values){Object.prototype.hasOwnProperty.call(p,g)||A(p,g,new Set);for(let f of d.values)
p[g].add(f);d.optin!==void 0&&p[g].add(void 0)}}return p});let i=te,s=t.catchall,c,u=V.memoizer;u?.attach(e),e._zod.parse=
(a,l)=>{c??(c=o.value);let p=a.value;if(!i(p))return a.issues.push({expected:"object",code:"invalid_type",input:p,inst:e}),
a;a.value=u?u.alloc(e,a,{},l):{};let g=[],d=c.shape,f=l?.abortEarly,_=a.issues.length;for(let x of c.allKeys){if(f&&a.issues.
length!==_){if(N(a,_))break;_=a.issues.length}if(x==="__proto__")continue;let w=d[x],L=w._zod.optin,ht=w._zod.optout,Ae=w.
_zod.run({value:p[x],issues:[]},l);Ae instanceof Promise?g.push(Ae.then(Vr=>ve(Vr,a,x,p,L,ht))):ve(Ae,a,x,p,L,ht)}return s?
wo(g,p,a,l,o.value,e,f===!0):g.length?Promise.all(g).then(()=>a):a}});function pn(e,t,n,r){for(let i of e)if(i.issues.length===0)return t.value=i.value,t;let o=e.filter(i=>!N(i));return o.length===
1?(t.value=o[0].value,o[0]):(t.issues.push({code:"invalid_union",input:t.value,inst:n,errors:e.map(i=>i.issues.map(s=>C(
s,r,I())))}),t)}var ut=m("$ZodUnion",(e,t)=>{$.init(e,t),b(e,"optin",r=>r.def.options.some(o=>o._zod.optin==="defaulted")?
"defaulted":r.def.options.some(o=>o._zod.optin!==void 0)?"optional":void 0),b(e,"optout",r=>r.def.options.some(o=>o._zod.
optout==="optional")?"optional":void 0),b(e,"values",r=>{if(r.def.options.every(o=>o._zod.values))return new Set(r.def.options.
flatMap(o=>Array.from(o._zod.values)))}),b(e,"pattern",r=>{if(r.def.options.every(o=>o._zod.pattern)){let o=r.def.options.
map(i=>i._zod.pattern);return new RegExp(`^(${o.map(i=>de(i.source)).join("|")})$`)}});let n=t.options.length===1?t.options[0].
_zod.run:null;e._zod.parse=(r,o)=>{if(n)return n(r,o);let i=!1,s=[];for(let c of t.options){let u=c._zod.run({value:r.value,
issues:[]},o);if(u instanceof Promise)s.push(u),i=!0;else{if(u.issues.length===0)return u;s.push(u)}}return i?Promise.all(
s).then(c=>pn(c,r,e,o)):pn(s,r,e,o)}});function Zo(e){let t=new Map;for(let n of e.options){let r=n._zod.propValues?.[e.discriminator];if(!r||r.size===0)throw new Error(
`Invalid discriminated union option at index "${e.options.indexOf(n)}"`);for(let o of r)if(t.has(o)){if(o!==void 0)throw new Error(
`Duplicate discriminator value "${String(o)}"`);t.set(o,null)}else t.set(o,n)}return t}var An=m("$ZodDiscriminatedUnion",
(e,t)=>{t.inclusive=!1,ut.init(e,t);let n=e._zod.parse;b(e,"propValues",o=>{let i={},s=0;for(let c of o.def.options){let u=c.
_zod.propValues;if(!u||Object.keys(u).length===0)throw new Error(`Invalid discriminated union option at index "${o.def.options.
indexOf(c)}"`);u[o.def.discriminator]?.has(void 0)&&s++;for(let[a,l]of Object.entries(u)){Object.prototype.hasOwnProperty.
call(i,a)||A(i,a,new Set);for(let p of l)i[a].add(p)}}return!o.def.unionFallback&&s>1&&i[o.def.discriminator]?.delete(void 0),
i}),t.options.forEach((o,i)=>{let s=De(o._zod.def);if(s&&!Object.prototype.hasOwnProperty.call(s,t.discriminator))throw new Error(
`Invalid discriminated union option at index "${i}"`)});let r=Ce(()=>Zo(t));e._zod.parse=(o,i)=>{let s=o.value;if(!te(s))
return o.issues.push({code:"invalid_type",expected:"object",input:s,inst:e}),o;let c=s?.[t.discriminator],u=r.value.get(
c);return u&&(c!==void 0||i.direction!=="backward")?u._zod.run(o,i):t.unionFallback||i.direction==="backward"?n(o,i):(o.
issues.push({code:"invalid_union",errors:[],note:"No matching discriminator",discriminator:t.discriminator,options:Array.
from(r.value.keys()).filter(a=>r.value.get(a)!==null),input:s,path:[t.discriminator],inst:e}),o)}});var Tn=m("$ZodRecord",(e,t)=>{$.init(e,t);let n=V.memoizer;n?.attach(e),e._zod.parse=(r,o)=>{let i=r.value;if(!me(i))return r.
issues.push({expected:"record",code:"invalid_type",input:i,inst:e}),r;let s=[],c=t.keyType._zod.values;if(c&&!t.partial){
r.value=n?n.alloc(e,r,{},o):{};let u=new Set;for(let l of c)if(typeof l=="string"||typeof l=="number"||typeof l=="symbol"){
if(u.add(typeof l=="number"?l.toString():l),l==="__proto__")continue;let p=t.keyType._zod.run({value:l,issues:[]},o);if(p instanceof
Promise)throw new Error("Async schemas not supported in object keys currently");if(p.issues.length){r.issues.push({code:"\
invalid_key",origin:"record",issues:p.issues.map(f=>C(f,o,I())),input:l,path:[l],inst:e});continue}let g=p.value;if(g===
"__proto__")continue;let d=t.valueType._zod.run({value:i[l],issues:[]},o);d instanceof Promise?s.push(d.then(f=>{f.issues.
length&&r.issues.push(...U(l,f.issues)),r.value[g]=f.value})):(d.issues.length&&r.issues.push(...U(l,d.issues)),r.value[g]=
d.value)}let a;for(let l in i)if(!u.has(l))if(t.mode==="loose"){if(l==="__proto__")continue;r.value[l]=i[l]}else a=a??[],
a.push(l);a&&a.length>0&&r.issues.push({code:"unrecognized_keys",input:i,inst:e,keys:a,continue:!0})}else{r.value=n?n.alloc(
e,r,{},o):{};let u;for(let a of Reflect.ownKeys(i)){if(a==="__proto__"||!Object.prototype.propertyIsEnumerable.call(i,a))
continue;let l=t.keyType._zod.run({value:a,issues:[]},o);if(l instanceof Promise)throw new Error("Async schemas not supp\
orted in object keys currently");if(typeof a=="string"&&se.test(a)&&l.issues.length){let f=t.keyType._zod.run({value:Number(
a),issues:[]},o);if(f instanceof Promise)throw new Error("Async schemas not supported in object keys currently");f.issues.
length===0&&(l=f)}if(l.issues.length){t.mode==="loose"?r.value[a]=i[a]:c?(u=u??[],u.push(a)):r.issues.push({code:"invali\
d_key",origin:"record",issues:l.issues.map(f=>C(f,o,I())),input:a,path:[a],inst:e});continue}let g=l.value;if(g==="__pro\
to__")continue;let d=t.valueType._zod.run({value:i[a],issues:[]},o);d instanceof Promise?s.push(d.then(f=>{f.issues.length&&
r.issues.push(...U(a,f.issues)),r.value[g]=f.value})):(d.issues.length&&r.issues.push(...U(a,d.issues)),r.value[g]=d.value)}
u&&u.length>0&&r.issues.push({code:"unrecognized_keys",input:i,inst:e,keys:u,continue:!0})}return s.length?Promise.all(s).
then(()=>r):r}});var In=m("$ZodEnum",(e,t)=>{$.init(e,t);let n=ne(t.entries),r=new Set(n);e._zod.values=r,b(e,"pattern",o=>{let i=ne(o.def.
entries).filter(s=>At.has(typeof s));return new RegExp(i.length?`^(${i.map(s=>oe(s.toString())).join("|")})$`:"^[^\\s\\S]$")}),
e._zod.parse=(o,i)=>{let s=o.value;return r.has(s)||o.issues.push({code:"invalid_value",values:n,input:s,inst:e}),o}}),En=m(
"$ZodLiteral",(e,t)=>{$.init(e,t);let n=new Set(t.values);e._zod.values=n,b(e,"pattern",r=>{let o=r.def.values;return new RegExp(
o.length?`^(${o.map(i=>typeof i=="string"?oe(i):i?oe(i.toString()):String(i)).join("|")})$`:"^[^\\s\\S]$")}),e._zod.parse=
(r,o)=>{let i=r.value;return n.has(i)||r.issues.push({code:"invalid_value",values:t.values,input:i,inst:e}),r}});var Mn=m("$ZodTransform",(e,t)=>{$.init(e,t),e._zod.optin="optional",V.memoizer?.guard(e),e._zod.parse=(n,r)=>{if(r.direction===
"backward")throw new _e(e.constructor.name);let o=t.transform(n.value,n);if(r.async)return(o instanceof Promise?o:Promise.
resolve(o)).then(s=>(n.value=s,n));if(o instanceof Promise)throw new M;return n.value=o,n}});function fn(e,t){return e.value=
t.issues.length?void 0:t.value,e}var Rn=m("$ZodOptional",(e,t)=>{$.init(e,t),b(e,"optin",n=>n.def.innerType._zod.optin===
"defaulted"?"defaulted":"optional"),e._zod.optout="optional",b(e,"values",n=>{let r=n.def.innerType._zod.values;return r?
new Set([...r,void 0]):void 0}),b(e,"pattern",n=>{let r=n.def.innerType._zod.pattern;return r?new RegExp(`^(${de(r.source)}\
)?$`):void 0}),e._zod.parse=(n,r)=>{if(n.value===void 0){if(t.innerType._zod.optin!=="defaulted")return n;let o=t.innerType.
_zod.run({value:n.value,issues:[]},r);return o instanceof Promise?o.then(i=>fn(n,i)):fn(n,o)}return t.innerType._zod.run(
n,r)}});var Nn=m("$ZodNullable",(e,t)=>{$.init(e,t),b(e,"optin",n=>n.def.innerType._zod.optin),b(e,"optout",n=>n.def.innerType._zod.
optout),b(e,"pattern",n=>{let r=n.def.innerType._zod.pattern;return r?new RegExp(`^(${de(r.source)}|null)$`):void 0}),b(
e,"values",n=>n.def.innerType._zod.values?new Set([...n.def.innerType._zod.values,null]):void 0),e._zod.parse=(n,r)=>n.value===
null?n:t.innerType._zod.run(n,r)}),Cn=m("$ZodDefault",(e,t)=>{$.init(e,t),e._zod.optin="defaulted",b(e,"values",n=>n.def.
innerType._zod.values),e._zod.parse=(n,r)=>{if(r.direction==="backward")return t.innerType._zod.run(n,r);if(n.value===void 0)
return n.value=t.defaultValue,n;let o=t.innerType._zod.run(n,r);return o instanceof Promise?o.then(i=>dn(i,t)):dn(o,t)}});
function dn(e,t){return e.value===void 0&&(e.value=t.defaultValue),e}var Dn=m("$ZodPipe",(e,t)=>{$.init(e,t),b(e,"values",n=>n.def.in._zod.values),b(e,"optin",n=>n.def.in._zod.optin),b(e,"o\
ptout",n=>n.def.out._zod.optout),b(e,"propValues",n=>n.def.in._zod.propValues),e._zod.parse=(n,r)=>{if(r.direction==="ba\
ckward"){let i=t.out._zod.run(n,r);return i instanceof Promise?i.then(s=>be(s,t.in,r)):be(i,t.in,r)}let o=t.in._zod.run(
n,r);return o instanceof Promise?o.then(i=>be(i,t.out,r)):be(o,t.out,r)}});function be(e,t,n){return e.issues.some(r=>r.
code!=="unrecognized_keys")?(e.aborted=!0,e):t._zod.run({value:e.value,issues:e.issues},n)}var Ln=m("$ZodReadonly",(e,t)=>{$.init(e,t),b(e,"propValues",n=>n.def.innerType._zod.propValues),b(e,"values",n=>n.def.innerType.
_zod.values),b(e,"optin",n=>n.def.innerType?._zod?.optin),b(e,"optout",n=>n.def.innerType?._zod?.optout),e._zod.parse=(n,r)=>{
if(r.direction==="backward")return t.innerType._zod.run(n,r);let o=t.innerType._zod.run(n,r);return o instanceof Promise?
o.then(mn):mn(o)}});function mn(e){return e.memo||(e.value=Object.freeze(e.value)),e}var Fn=m("$ZodLazy",(e,t)=>{$.init(e,t),Pt(e._zod,"innerType",()=>{let n=t;return n._cachedInner||(n._cachedInner=t.getter()),
n._cachedInner}),b(e,"pattern",n=>n.innerType?._zod?.pattern),b(e,"propValues",n=>n.innerType?._zod?.propValues),b(e,"op\
tin",n=>n.innerType?._zod?.optin??void 0),b(e,"optout",n=>n.innerType?._zod?.optout??void 0),e._zod.parse=(n,r)=>e._zod.
innerType._zod.run(n,r)}),jn=m("$ZodCustom",(e,t)=>{T.init(e,t),$.init(e,t),e._zod.parse=(n,r)=>n,e._zod.check=n=>{let r=n.
value,o=t.fn(r);if(o instanceof Promise)return o.then(i=>hn(i,n,r,e));hn(o,n,r,e)}});function hn(e,t,n,r){if(!e){let o={
code:"custom",input:n,inst:r,path:[...r._zod.def.path??[]],continue:!r._zod.def.abort};r._zod.def.params&&(o.params=r._zod.
def.params),t.issues.push(ie(o))}}function Un(e){return e.checks&&(e.checks=[...e.checks]),e}function Bn(e,t){return new e(Un({type:"string",...y(t)}))}function Kn(e,t){return new e({type:"string",format:"datetime",check:"string_format",offset:!1,local:!1,precision:null,...y(
t)})}function Hn(e,t){return new e({type:"string",format:"date",check:"string_format",...y(t)})}function Vn(e,t){return new e(
{type:"string",format:"time",check:"string_format",precision:null,...y(t)})}function Wn(e,t){return new e({type:"string",
format:"duration",check:"string_format",...y(t)})}function Gn(e,t){return new e(Un({type:"number",checks:[],...y(t)}))}function Jn(e,t){return new e({type:"number",check:"number_format",abort:!1,format:"safeint",...y(t)})}function Xn(e,t){return new e({type:"boolean",...y(t)})}function Yn(e,t){return new e({type:"null",...y(t)})}function qn(e){return new e({type:"unknown"})}function Qn(e,t){return new e({type:"never",...y(t)})}function er(e,t){return new Yt({check:"less_than",...y(t),value:e,inclusive:!0})}function tr(e,t){return new qe({check:"greater_than",...y(t),value:e,inclusive:!1})}function at(e,t){return new qe({check:"\
greater_than",...y(t),value:e,inclusive:!0})}function Po(e){return tr(0,e)}function ko(e){return at(0,e)}function $e(e,t){return new Qt({check:"max_length",...y(t),maximum:e})}function ue(e,t){return new en({check:"min_length",
...y(t),minimum:e})}function ze(e,t){return new tn({check:"string_format",format:"regex",...y(t),pattern:e})}function nr(e,t,n){let r=y(n);return r.abort??(r.abort=!0),new e({type:"custom",check:"custom",fn:t,...r})}function rr(e,t,n){
return new e({type:"custom",check:"custom",fn:t,...y(n)})}function or(e,t){let n=So(r=>(r.addIssue=o=>{if(typeof o=="str\
ing")r.issues.push(ie(o,r.value,n._zod.def));else{let i=o;i.fatal&&(i.continue=!1),i.code??(i.code="custom"),"input"in i||
(i.input=r.value),i.inst??(i.inst=n),i.continue??(i.continue=!n._zod.def.abort),r.issues.push(ie(i))}},e(r.value,r)),t);
return n}function So(e,t){let n=new T({check:"custom",...y(t)});return n._zod.check=e,n}function ir(e){let t=new T({check:"\
describe"});return t._zod.onattach=[n=>{let r=B.get(n)??{};B.add(n,{...r,description:e})}],t._zod.check=()=>{},t}function sr(e){
let t=new T({check:"meta"});return t._zod.onattach=[n=>{let r=B.get(n)??{};B.add(n,{...r,...e})}],t._zod.check=()=>{},t}var Oo=()=>{let e={string:{unit:"characters",verb:"to have"},file:{unit:"bytes",verb:"to have"},array:{unit:"items",verb:"\
to have"},set:{unit:"items",verb:"to have"},map:{unit:"entries",verb:"to have"}};function t(i){return e[i]??null}let n={
regex:"input",email:"email address",url:"URL",emoji:"emoji",uuid:"UUID",uuidv4:"UUIDv4",uuidv6:"UUIDv6",nanoid:"nanoid",
guid:"GUID",cuid:"cuid",cuid2:"cuid2",ulid:"ULID",xid:"XID",ksuid:"KSUID",datetime:"ISO datetime",date:"ISO date",time:"\
ISO time",duration:"ISO duration",ipv4:"IPv4 address",ipv6:"IPv6 address",mac:"MAC address",cidrv4:"IPv4 range",cidrv6:"\
IPv6 range",base64:"base64-encoded string",base64url:"base64url-encoded string",json_string:"JSON string",e164:"E.164 nu\
mber",currency_code:"currency code",credit_card:"credit card number",iban:"IBAN",jwt:"JWT",template_literal:"input"},r={
nan:"NaN"};function o(i,s){return i==="number"&&typeof s=="number"&&!Number.isFinite(s)?String(s):r[i]??i}return i=>{switch(i.
code){case"invalid_type":{let s=o(i.expected),c=Rt(i.input),u=o(c,i.input);return`Invalid input: expected ${s}, received\
 ${u}`}case"invalid_value":return i.values.length===1?`Invalid input: expected ${Ue(i.values[0])}`:`Invalid option: expe\
cted one of ${Ne(i.values,"|")}`;case"too_big":{let s=i.exact?"exactly ":i.inclusive?"<=":"<",c=t(i.origin);return c?`To\
o big: expected ${i.origin??"value"} to have ${s}${i.maximum.toString()} ${c.unit??"elements"}`:`Too big: expected ${i.origin??
"value"} to be ${s}${i.maximum.toString()}`}case"too_small":{let s=i.exact?"exactly ":i.inclusive?">=":">",c=t(i.origin);
return c?`Too small: expected ${i.origin} to have ${s}${i.minimum.toString()} ${c.unit}`:`Too small: expected ${i.origin}\
 to be ${s}${i.minimum.toString()}`}case"invalid_format":{let s=i;return s.format==="starts_with"?`Invalid string: must \
start with "${s.prefix}"`:s.format==="ends_with"?`Invalid string: must end with "${s.suffix}"`:s.format==="includes"?`In\
valid string: must include "${s.includes}"`:s.format==="regex"?`Invalid string: must match pattern ${s.pattern}`:`Invali\
d ${n[s.format]??i.format}`}case"not_multiple_of":return`Invalid number: must be a multiple of ${i.divisor}`;case"unreco\
gnized_keys":return`Unrecognized key${i.keys.length>1?"s":""}: ${Ne(i.keys,", ")}`;case"invalid_key":return`Invalid key \
in ${i.origin}`;case"invalid_union":return i.options&&Array.isArray(i.options)&&i.options.length>0?`Invalid discriminato\
r value. Expected ${i.options.map(c=>`'${c}'`).join(" | ")}`:i.inclusive===!1?"Invalid input: more than one option match\
ed":"Invalid input";case"invalid_element":return`Invalid value in ${i.origin}`;default:return"Invalid input"}}};function cr(){
return{localeError:Oo()}}function ae(e,...t){for(let n of t)for(let r of Reflect.ownKeys(n))Object.prototype.propertyIsEnumerable.call(n,r)&&A(e,
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
delete s.schema._prefault,t.seen.get(e).schema}function ur(e){return e.replace(/~/g,"~0").replace(/\//g,"~1")}function Ze(e,t){let n=e.seen.get(t);if(!n)throw new Error(
"Unprocessed schema. This is a bug in Zod.");if(e.external&&e.sharedDefsExtractedFor===e.external)return;let r=new Map;for(let s of e.
seen.entries()){let c=e.metadataRegistry.get(s[0])?.id;if(c){let u=r.get(c);if(u&&u!==s[0])throw new Error(`Duplicate sc\
hema id "${c}" detected during JSON Schema conversion. Two different schemas cannot share the same id when converted tog\
ether.`);r.set(c,s[0])}}let o=s=>{let c=e.target==="draft-2020-12"?"$defs":"definitions";if(e.external){let p=e.external.
registry.get(s[0])?.id,g=e.external.uri??(f=>f);if(p)return{ref:g(p)};let d=s[1].defId??s[1].schema.id??`schema${e.counter++}`;
return s[1].defId=d,{defId:d,ref:`${g("__shared")}#/${c}/${ur(d)}`}}let u="#",a=`${u}/${c}/`;if(s[1]===n&&!s[1].schema.id)
return{ref:u};let l=s[1].schema.id??`__schema${e.counter++}`;return{defId:l,ref:a+ur(l)}},i=s=>{if(s[1].schema.$ref)return;
let c=s[1],{ref:u,defId:a}=o(s);c.def={...c.schema},a&&(c.defId=a);let l=c.schema;for(let p in l)delete l[p];l.$ref=u};if(e.
cycles==="throw")for(let s of e.seen.entries()){let c=s[1];if(c.cycle)throw new Error(`Cycle detected: #/${c.cycle?.join(
"/")}/<root>

Set the \`cycles\` parameter to \`"ref"\` to resolve cyclical schemas with defs.`)}for(let s of e.seen.entries()){let c=s[1];
if(t===s[0]){i(s);continue}if(e.external){let a=e.external.registry.get(s[0])?.id;if(t!==s[0]&&a){i(s);continue}}if(e.metadataRegistry.
get(s[0])?.id){i(s);continue}if(c.cycle){i(s);continue}c.count>1&&e.reused==="ref"&&i(s)}e.external&&(e.sharedDefsExtractedFor=
e.external)}function fr(e){let t=e.anyOf;if(!Array.isArray(t)||t.length===0||e.type!==void 0)return;let n=[];for(let r of t){
if(!r||typeof r!="object")return;fr(r);let o=Object.keys(r);if(o.length!==1||o[0]!=="type")return;let i=r.type;for(let s of Array.
isArray(i)?i:[i]){if(typeof s!="string")return;n.includes(s)||n.push(s)}}delete e.anyOf,e.type=n.length===1?n[0]:n}var dr=new Set(
["type","properties","required","additionalProperties"]),ar=["oneOf","anyOf"];function lr(e){let t=e.additionalProperties;
return t===void 0||t===!1||typeof t!="object"||t===null?null:Object.keys(t).length?t:null}function lt(e){let t=[];for(let i of e){
if(typeof i!="object"||i.type!=="object")return null;for(let s in i)if(!dr.has(s))return null;t.push(i)}let n={},r=new Set;
for(let i of t){for(let s in i.properties){if(Object.prototype.hasOwnProperty.call(n,s))continue;let c=[];for(let a of t){
let l=a.properties?.[s]??lr(a);l!=null&&(c.some(p=>JSON.stringify(p)===JSON.stringify(l))||c.push(l))}let u=c.length===1?
c[0]:lt(c)??{allOf:c};A(n,s,u)}for(let s of i.required??[])r.add(s)}let o={type:"object",properties:n};if(r.size&&(o.required=
[...r]),t.every(i=>i.additionalProperties===!1))o.additionalProperties=!1;else{let i=[];for(let s of t){let c=lr(s);c&&!i.
some(u=>JSON.stringify(u)===JSON.stringify(c))&&i.push(c)}i.length===1?o.additionalProperties=i[0]:i.length>1&&(o.additionalProperties=
{allOf:i})}return o}function To(e){let t=e.allOf;if(!Array.isArray(t)||t.length<2)return;for(let o of dr)if(o in e)return;
let n=t.filter(o=>ar.some(i=>Array.isArray(o[i]))),r=null;if(!n.length)r=lt(t);else{let o=n[0],i=ar.find(u=>Array.isArray(
o[u]));if(Object.keys(o).length!==1)return;let s=t.filter(u=>u!==o),c=o[i].map(u=>lt([...s,u]));if(c.some(u=>!u))return;
r={[i]:c}}r&&(delete e.allOf,ae(e,r))}function Pe(e,t){let n=e.seen.get(t);if(!n)throw new Error("Unprocessed schema. Th\
is is a bug in Zod.");let r=c=>{let u=e.seen.get(c);if(u.ref===null)return;let a=u.def??u.schema,l={...a},p=u.ref;if(u.ref=
null,p){r(p);let d=e.seen.get(p),f=d.schema;if(f.$ref&&(e.target==="draft-07"||e.target==="draft-04"||e.target==="openap\
i-3.0")?(a.allOf=a.allOf??[],a.allOf.push(f)):ae(a,f),ae(a,l),c._zod.parent===p)for(let x in a)x==="$ref"||x==="allOf"||
x in l||delete a[x];if(f.$ref&&d.def)for(let x in a)x==="$ref"||x==="allOf"||x in d.def&&JSON.stringify(a[x])===JSON.stringify(
d.def[x])&&delete a[x]}let g=c._zod.parent;if(g&&g!==p){r(g);let d=e.seen.get(g);if(d?.schema.$ref&&(a.$ref=d.schema.$ref,
d.def))for(let f in a)f==="$ref"||f==="allOf"||f in d.def&&JSON.stringify(a[f])===JSON.stringify(d.def[f])&&delete a[f]}
e.override({zodSchema:c,jsonSchema:a,path:u.path??[]})};if(!e.external||e.sharedEmitDoneFor!==e.external){for(let c of[...e.
seen.entries()].reverse())r(c[0]);if(e.target!=="openapi-3.0")for(let c of e.seen.entries())fr(c[1].def??c[1].schema);for(let c of e.
deferred)c();if(e.intersections.length){let c=new Map;for(let u of e.seen.values())for(let a of[u.schema,u.def]){let l=a?.
allOf;if(!Array.isArray(l))continue;let p=c.get(l);p?p.push(a):c.set(l,[a])}for(let u of e.intersections)for(let a of c.
get(u)??[])To(a)}}let o={};if(e.target==="draft-2020-12"?o.$schema="https://json-schema.org/draft/2020-12/schema":e.target===
"draft-07"?o.$schema="http://json-schema.org/draft-07/schema#":e.target==="draft-04"?o.$schema="http://json-schema.org/d\
raft-04/schema#":e.target,e.external?.uri){let c=e.external.registry.get(t)?.id;if(!c)throw new Error("Schema is missing\
 an `id` property");o.$id=e.external.uri(c)}ae(o,n.defId?n.schema:n.def??n.schema);let i=e.metadataRegistry.get(t)?.id;i!==
void 0&&o.id===i&&delete o.id;let s=e.external?.defs??{};if(!e.external||e.sharedEmitDoneFor!==e.external)for(let c of e.
seen.entries()){let u=c[1];u.def&&u.defId&&(u.def.id===u.defId&&delete u.def.id,A(s,u.defId,u.def))}e.external&&(e.sharedEmitDoneFor=
e.external),e.external||Object.keys(s).length>0&&(e.target==="draft-2020-12"?o.$defs=s:o.definitions=s);try{let c=JSON.parse(
JSON.stringify(o));return Object.defineProperty(c,"~standard",{value:{...t["~standard"],jsonSchema:{input:pr(t,"input",e.
processors),output:pr(t,"output",e.processors)}},enumerable:!1,writable:!1}),c}catch{throw new Error("Error converting s\
chema to JSON.")}}function S(e,t){let n=t??{seen:new Set};if(n.seen.has(e))return!1;n.seen.add(e);let r=e._zod.def;if(r.
type==="transform")return!0;if(r.type==="array")return S(r.element,n);if(r.type==="set")return S(r.valueType,n);if(r.type===
"lazy")return S(r.getter(),n);if(r.type==="promise"||r.type==="optional"||r.type==="nonoptional"||r.type==="nullable"||r.
type==="readonly"||r.type==="default"||r.type==="prefault"||r.type==="catch")return S(r.innerType,n);if(r.type==="inters\
ection")return S(r.left,n)||S(r.right,n);if(r.type==="record"||r.type==="map")return S(r.keyType,n)||S(r.valueType,n);if(r.
type==="pipe")return e._zod.traits.has("$ZodCodec")?!0:S(r.in,n)||S(r.out,n);if(r.type==="object"){for(let o in r.shape)
if(S(r.shape[o],n))return!0;return!1}if(r.type==="union"){for(let o of r.options)if(S(o,n))return!0;return!1}if(r.type===
"tuple"){for(let o of r.items)if(S(o,n))return!0;return!!(r.rest&&S(r.rest,n))}return!1}var pr=(e,t,n={})=>r=>{let{libraryOptions:o,target:i}=r??{},s=we({...o??{},target:i,io:t,processors:n});return v(e,s),Ze(
s,e),Pe(s,e)};var J=(e,t,n)=>{(e[t]===void 0||n>e[t])&&(e[t]=n)},X=(e,t,n)=>{(e[t]===void 0||n<e[t])&&(e[t]=n)},mr=(e,t)=>{J(e,"minimu\
m",t),X(e,"maximum",t)},yr=(e,t)=>{e.multipleOf??(e.multipleOf=[]),e.multipleOf.includes(t)||e.multipleOf.push(t)},br=(e,t)=>{
e.patterns??(e.patterns=new Set),e.patterns.add(t)},vr=(e,t)=>{e.mime=e.mime?e.mime.filter(n=>t.includes(n)):[...t]},$r=(e,t)=>{
e.format=t,t.includes("int")&&(e.isInt=!0)},hr=(e,t)=>J(e,"minimum",t.minimum),gr=(e,t)=>X(e,"maximum",t.maximum),_r=e=>(t,n)=>{
$r(t,n.format);let[r,o]=e[n.format];J(t,"minimum",r),X(t,"maximum",o)},Io={greater_than:(e,t)=>J(e,t.inclusive?"minimum":
"exclusiveMinimum",t.value),less_than:(e,t)=>X(e,t.inclusive?"maximum":"exclusiveMaximum",t.value),multiple_of:(e,t)=>yr(
e,t.value),number_format:_r(he),bigint_format:_r(Be),min_length:hr,max_length:gr,length_equals:(e,t)=>mr(e,t.length),min_size:hr,
max_size:gr,size_equals:(e,t)=>mr(e,t.size),string_format:(e,t)=>{$r(e,t.format),t.pattern&&br(e,t.pattern),(t.format===
"base64"||t.format==="base64url")&&(e.contentEncoding=t.format),(t.local||t.precision===-1)&&(e.laxFormat=!0)},mime_type:(e,t)=>vr(
e,t.mime)};function Y(e){let t={},n=e._zod.def,r=e._zod.traits.has("$ZodCheck")?[e,...n.checks??[]]:n.checks??[];for(let i of r)
Io[i._zod.def.check]?.(t,i._zod.def);let o=e._zod.bag;o.minimum!==void 0&&J(t,"minimum",o.minimum),o.exclusiveMinimum!==
void 0&&J(t,"exclusiveMinimum",o.exclusiveMinimum),o.maximum!==void 0&&X(t,"maximum",o.maximum),o.exclusiveMaximum!==void 0&&
X(t,"exclusiveMaximum",o.exclusiveMaximum),o.multipleOf!==void 0&&yr(t,o.multipleOf),o.format!==void 0&&(t.format??(t.format=
o.format),o.format.includes("int")&&(t.isInt=!0)),o.mime&&vr(t,o.mime);for(let i of o.patterns??[])br(t,i);return t}var Eo={
guid:"uuid",url:"uri",datetime:"date-time",json_string:"json-string",regex:""},Mo=new Map([[vn,jt],[$n,Ut]]),zr=e=>Mo.get(
e)??e,Ro=(e,t,n,r)=>{let o=n;o.type="string";let{minimum:i,maximum:s,format:c,patterns:u,contentEncoding:a,laxFormat:l}=Y(
e);if(typeof i=="number"&&(o.minLength=i),typeof s=="number"&&(o.maxLength=s),c&&(o.format=Eo[c]??c,o.format===""&&delete o.
format,(c==="time"||l)&&delete o.format),a&&(o.contentEncoding=a),u&&u.size>0){let p=[...u].map(zr);p.length===1?o.pattern=
p[0].source:p.length>1&&(o.allOf=[...p.map(g=>({...t.target==="draft-07"||t.target==="draft-04"||t.target==="openapi-3.0"?
{type:"string"}:{},pattern:g.source}))])}},No=(e,t,n,r)=>{let o=n,{minimum:i,maximum:s,multipleOf:c,exclusiveMaximum:u,exclusiveMinimum:a,
isInt:l}=Y(e);o.type=l?"integer":"number";let p=typeof a=="number"&&a>=(i??Number.NEGATIVE_INFINITY),g=typeof u=="number"&&
u<=(s??Number.POSITIVE_INFINITY),d=t.target==="draft-04"||t.target==="openapi-3.0";if(p?d?(o.minimum=a,o.exclusiveMinimum=
!0):o.exclusiveMinimum=a:typeof i=="number"&&(o.minimum=i),g?d?(o.maximum=u,o.exclusiveMaximum=!0):o.exclusiveMaximum=u:
typeof s=="number"&&(o.maximum=s),c){let f=new Set;for(let w of c)Number.isFinite(w)&&w!==0?f.add(Math.abs(w)):k(e,t,o,r,
`A multipleOf divisor of ${w} cannot be represented in JSON Schema`);let[_,...x]=f;_!==void 0&&(o.multipleOf=_),x.length&&
(o.allOf=[...o.allOf??[],...x.map(w=>({multipleOf:w}))])}},Co=(e,t,n,r)=>{n.type="boolean"},Do=(e,t,n,r)=>{k(e,t,n,r,"Bi\
gInt cannot be represented in JSON Schema")},Lo=(e,t,n,r)=>{k(e,t,n,r,"Symbols cannot be represented in JSON Schema")},Fo=(e,t,n,r)=>{
t.target==="openapi-3.0"?(n.type="string",n.nullable=!0,n.enum=[null]):n.type="null"},jo=(e,t,n,r)=>{k(e,t,n,r,"Undefine\
d cannot be represented in JSON Schema")},Uo=(e,t,n,r)=>{k(e,t,n,r,"Void cannot be represented in JSON Schema")},Bo=(e,t,n,r)=>{
n.not={}},Ko=(e,t,n,r)=>{},Ho=(e,t,n,r)=>{},Vo=(e,t,n,r)=>{k(e,t,n,r,"Date cannot be represented in JSON Schema")},Wo=(e,t,n,r)=>{
let o=e._zod.def,i=ne(o.entries);if(i.length===0){n.not={};return}i.every(s=>typeof s=="number")&&(n.type="number"),i.every(
s=>typeof s=="string")&&(n.type="string"),n.enum=i},Go=(e,t,n,r)=>{let o=e._zod.def;if(o.values.length===0){n.not={};return}
let i=[];for(let s of o.values)if(s===void 0){if(k(e,t,n,r,"Literal `undefined` cannot be represented in JSON Schema"))return}else if(typeof s==
"bigint"){if(k(e,t,n,r,"BigInt literals cannot be represented in JSON Schema"))return;i.push(Number(s))}else i.push(s);if(i.
length!==0)if(i.length===1){let s=i[0];n.type=s===null?"null":typeof s,t.target==="draft-04"||t.target==="openapi-3.0"?n.
enum=[s]:n.const=s}else i.every(s=>typeof s=="number")&&(n.type="number"),i.every(s=>typeof s=="string")&&(n.type="strin\
g"),i.every(s=>typeof s=="boolean")&&(n.type="boolean"),i.every(s=>s===null)&&(n.type="null"),n.enum=i},Jo=(e,t,n,r)=>{k(
e,t,n,r,"NaN cannot be represented in JSON Schema")},Xo=(e,t,n,r)=>{let o=n,i=e._zod.pattern;if(!i)throw new Error("Patt\
ern not found in template literal");o.type="string",o.pattern=i.source},Yo=(e,t,n,r)=>{let o=n;o.type="string",o.format=
"binary",o.contentEncoding="binary";let{minimum:i,maximum:s,mime:c}=Y(e);i!==void 0&&(o.minLength=i),s!==void 0&&(o.maxLength=
s),c&&(c.length===0?o.not={}:c.length===1?o.contentMediaType=c[0]:o.anyOf=c.map(u=>({contentMediaType:u})))},qo=(e,t,n,r)=>{
n.type="boolean"},Qo=(e,t,n,r)=>{k(e,t,n,r,"Custom types cannot be represented in JSON Schema")},ei=(e,t,n,r)=>{k(e,t,n,
r,"Function types cannot be represented in JSON Schema")},ti=(e,t,n,r)=>{k(e,t,n,r,"Transforms cannot be represented in \
JSON Schema")},ni=(e,t,n,r)=>{k(e,t,n,r,"Map cannot be represented in JSON Schema")},ri=(e,t,n,r)=>{k(e,t,n,r,"Set canno\
t be represented in JSON Schema")},oi=(e,t,n,r)=>{let o=n,i=e._zod.def,{minimum:s,maximum:c}=Y(e);typeof s=="number"&&(o.
minItems=s),typeof c=="number"&&(o.maxItems=c),o.type="array",o.items=v(i.element,t,{...r,path:[...r.path,"items"]})};function le(e){
let t=e._zod.def;return t.type==="pipe"&&t.in._zod.traits.has("$ZodTransform")?le(t.out):t.type==="catch"?le(t.innerType):
e._zod.optin}var ii=(e,t,n,r)=>{let o=n,i=e._zod.def,s=i.shape;if(Object.getOwnPropertySymbols(s).length&&k(e,t,o,r,"Sym\
bol keys cannot be represented in JSON Schema"))return;o.type="object",o.properties={};for(let a in s)A(o.properties,a,v(
s[a],t,{...r,path:[...r.path,"properties",a]}));let u=[];for(let a of Object.keys(s)){let l=i.shape[a];(t.io==="input"?le(
l)===void 0:l._zod.optout===void 0)&&u.push(a)}u.length>0&&(o.required=u),i.catchall?._zod.def.type==="never"?o.additionalProperties=
!1:i.catchall?i.catchall&&(o.additionalProperties=v(i.catchall,t,{...r,path:[...r.path,"additionalProperties"]})):t.io===
"output"&&(o.additionalProperties=!1)},si=(e,t,n,r)=>{let o=e._zod.def,i=o.inclusive===!1,s=o.options.map((c,u)=>v(c,t,{
...r,path:[...r.path,i?"oneOf":"anyOf",u]}));i?n.oneOf=s:n.anyOf=s},ci=(e,t,n,r)=>{let o=e._zod.def,i=v(o.left,t,{...r,path:[
...r.path,"allOf",0]}),s=v(o.right,t,{...r,path:[...r.path,"allOf",1]}),c=a=>"allOf"in a&&Object.keys(a).length===1,u=[...c(
i)?i.allOf:[i],...c(s)?s.allOf:[s]];n.allOf=u,t.intersections.push(u)},ui=(e,t,n,r)=>{let o=n,i=e._zod.def;o.type="array";
let s=t.target==="draft-2020-12"?"prefixItems":"items",c=t.target==="draft-2020-12"||t.target==="openapi-3.0"?"items":"a\
dditionalItems",u=i.items.map((_,x)=>v(_,t,{...r,path:[...r.path,s,x]})),a=i.rest?v(i.rest,t,{...r,path:[...r.path,c,...t.
target==="openapi-3.0"?[i.items.length]:[]]}):null,l=i.items.length;for(;l>0;){let _=i.items[l-1];if(!(t.io==="input"?le(
_)!==void 0:_._zod.optout==="optional"))break;l--}let p=i.items.length,g=!i.rest;t.target==="draft-2020-12"?(o.prefixItems=
u,g?o.items=!1:a&&(o.items=a),l>0&&(o.minItems=l),g&&(o.maxItems=p)):t.target==="openapi-3.0"?(o.items={anyOf:u},a&&o.items.
anyOf.push(a),l>0&&(o.minItems=l),g&&(o.maxItems=p)):(o.items=u,g?o.additionalItems=!1:a&&(o.additionalItems=a),l>0&&(o.
minItems=l),g&&(o.maxItems=p));let{minimum:d,maximum:f}=Y(e);typeof d=="number"&&(o.minItems=d),typeof f=="number"&&(o.maxItems=
f)};function pt(e,t,n){if(t.$ref){if(n.has(t))return t;n.add(t);let f=e.get(t)?.def;if(!f)return t;let _=pt(e,f,n);return _===
f?t:_}for(let f of["anyOf","oneOf"]){let _=t[f];if(!Array.isArray(_))continue;let x=_.map(w=>pt(e,w,n));x.some((w,L)=>w!==
_[L])&&(t={...t,[f]:x})}let r=Array.isArray(t.type)?t.type:[t.type],o=!r.includes("string")&&r.some(f=>f==="number"||f===
"integer"),i=t.enum??(t.const!==void 0?[t.const]:void 0);if(!o&&!i?.some(f=>typeof f=="number"))return t;let{minimum:s,maximum:c,
exclusiveMinimum:u,exclusiveMaximum:a,multipleOf:l,format:p,id:g,...d}=t;return d.enum?d.enum=d.enum.map(f=>typeof f=="n\
umber"?String(f):f):typeof d.const=="number"&&(d.const=String(d.const)),o&&(d.type="string",i||(d.pattern=(r.includes("n\
umber")?se:Ye).source)),d}var ft=new WeakMap;function ai(e){let t=new Map;for(let r of e.seen.values())r.def&&!t.has(r.schema)&&
t.set(r.schema,r);let n=new Map;for(let r of ft.get(e)??[]){let o=e.seen.get(r),i=(o?.def??o?.schema)?.propertyNames;if(!i||
i===!0||n.has(i))continue;let s=pt(t,i,new Set);s!==i&&n.set(i,s)}if(n.size)for(let r of e.seen.values())for(let o of[r.
schema,r.def]){let i=o&&n.get(o.propertyNames);i&&(o.propertyNames=i)}}var li=(e,t,n,r)=>{let o=n,i=e._zod.def;o.type="o\
bject";let s=i.keyType,c=Y(s).patterns;if(i.mode==="loose"&&c&&c.size>0){let l=v(i.valueType,t,{...r,path:[...r.path,"pa\
tternProperties","*"]});o.patternProperties={};for(let p of c)A(o.patternProperties,zr(p).source,l)}else{if(t.target==="\
draft-07"||t.target==="draft-2020-12"){o.propertyNames=v(i.keyType,t,{...r,path:[...r.path,"propertyNames"]});let l=ft.get(
t);l||(l=[],ft.set(t,l),t.deferred.push(()=>ai(t))),l.push(e)}o.additionalProperties=v(i.valueType,t,{...r,path:[...r.path,
"additionalProperties"]})}let u=s._zod.values,a=t.io==="input"&&le(i.valueType)!==void 0;if(u&&!i.partial&&!a){let l=[...u].
filter(p=>typeof p=="string"||typeof p=="number");l.length>0&&(o.required=l.map(String))}},pi=(e,t,n,r)=>{let o=e._zod.def,
i=v(o.innerType,t,r),s=t.seen.get(e);t.target==="openapi-3.0"?(s.ref=o.innerType,n.nullable=!0):n.anyOf=[i,{type:"null"}]},
fi=(e,t,n,r)=>{let o=e._zod.def;v(o.innerType,t,r);let i=t.seen.get(e);i.ref=o.innerType},dt=Symbol();function wr(e,t,n,r,o){
let i=!1,s=JSON.stringify(e,(c,u)=>typeof u!="bigint"?u:(i=!0,null));return i?(k(t,n,r,o,"BigInt defaults cannot be repr\
esented in JSON Schema"),dt):JSON.parse(s)}var di=(e,t,n,r)=>{let o=e._zod.def;v(o.innerType,t,r);let i=t.seen.get(e);i.
ref=o.innerType;let s=wr(o.defaultValue,e,t,n,r);s!==dt&&(n.default=s)},mi=(e,t,n,r)=>{let o=e._zod.def;v(o.innerType,t,
r);let i=t.seen.get(e);if(i.ref=o.innerType,t.io!=="input")return;let s=wr(o.defaultValue,e,t,n,r);s!==dt&&(n._prefault=
s)},hi=(e,t,n,r)=>{let o=e._zod.def;v(o.innerType,t,r);let i=t.seen.get(e);i.ref=o.innerType;let s;try{s=o.catchValue(void 0)}catch{
k(e,t,n,r,"Dynamic catch values are not supported in JSON Schema");return}n.default=s},gi=(e,t,n,r)=>{let o=e._zod.def,i=o.
in._zod.traits.has("$ZodTransform"),s=t.io==="input"?i?o.out:o.in:o.out;v(s,t,r);let c=t.seen.get(e);c.ref=s},_i=(e,t,n,r)=>{
let o=e._zod.def;v(o.innerType,t,r);let i=t.seen.get(e);i.ref=o.innerType,n.readOnly=!0},xi=(e,t,n,r)=>{let o=e._zod.def;
v(o.innerType,t,r);let i=t.seen.get(e);i.ref=o.innerType},yi=(e,t,n,r)=>{let o=e._zod.def;v(o.innerType,t,r);let i=t.seen.
get(e);i.ref=o.innerType},bi=(e,t,n,r)=>{let o=e._zod.innerType;v(o,t,r);let i=t.seen.get(e);i.ref=o},xr={string:Ro,number:No,
boolean:Co,bigint:Do,symbol:Lo,null:Fo,undefined:jo,void:Uo,never:Bo,any:Ko,unknown:Ho,date:Vo,enum:Wo,literal:Go,nan:Jo,
template_literal:Xo,file:Yo,success:qo,custom:Qo,function:ei,transform:ti,map:ni,set:ri,array:oi,object:ii,union:si,intersection:ci,
tuple:ui,record:li,nullable:pi,nonoptional:fi,default:di,prefault:mi,catch:hi,pipe:gi,readonly:_i,promise:xi,optional:yi,
lazy:bi};function vi(e,t){if("_idmap"in e){let r=e,o=we({...t,processors:xr}),i={};for(let u of r._idmap.entries()){let[
a,l]=u;v(l,o)}let s={},c={registry:r,uri:t?.uri,defs:i};o.external=c;for(let u of r._idmap.entries()){let[a,l]=u;Ze(o,l),
A(s,a,Pe(o,l))}if(Object.keys(i).length>0){let u=o.target==="draft-2020-12"?"$defs":"definitions";s.__shared={[u]:i}}return{
schemas:s}}let n=we({...t,processors:xr});return v(e,n),Ze(n,e),Pe(n,e)}var z=m("ZodMiniType",(e,t)=>{if(!e._zod)throw new Error("Uninitialized schema in ZodMiniType.");$.init(e,t),e.def=t,e.type=
t.type},{get with(){return this.check},set with(e){K(this,"with",e)},parse(e,t){return nt(this,e,t,{callee:this.parse})},
parseAsync(e,t){return rt(this,e,t,{callee:this.parseAsync})},safeParse(e,t){return ot(this,e,t)},safeParseAsync(e,t){return it(
this,e,t)},check(...e){let t=this.def;return this.clone({...t,checks:[...t.checks??[],...e.map(n=>typeof n=="function"?{
_zod:{check:n,def:{check:"custom"},onattach:[]}}:n)]},{parent:!0})},clone(e,t){return H(this,e,t)},brand(){return this},
register(e,t){return e.add(this,t),this},apply(e,...t){return t.length===0?e(this):e(this,...t)}}),kr=m("ZodMiniString",
(e,t)=>{st.init(e,t),z.init(e,t)});function W(e){return Bn(kr,e)}var pe=m("ZodMiniStringFormat",(e,t)=>{G.init(e,t),kr.init(
e,t)});var Sr=m("ZodMiniNumber",(e,t)=>{ct.init(e,t),z.init(e,t)});function Or(e){return Gn(Sr,e)}var zi=m("ZodMiniNumberFormat",
(e,t)=>{zn.init(e,t),Sr.init(e,t)});function Qa(e){return Jn(zi,e)}var wi=m("ZodMiniBoolean",(e,t)=>{wn.init(e,t),z.init(e,t)});function Ar(e){return Xn(wi,e)}var Zi=m("ZodMiniNull",(e,t)=>{Zn.init(e,t),z.init(e,t)});function el(e){return Yn(Zi,e)}var Pi=m("ZodMiniUnknown",(e,t)=>{Pn.init(e,t),z.init(e,t)});function tl(){return qn(Pi)}var ki=m("ZodMiniNever",(e,t)=>{
kn.init(e,t),z.init(e,t)});function Si(e){return Qn(ki,e)}var Oi=m("ZodMiniArray",(e,t)=>{Sn.init(e,t),z.init(e,t)});function mt(e,t){return new Oi({type:"array",element:e,...y(t)})}var Tr=m("ZodMiniObject",(e,t)=>{On.init(e,t),z.init(e,t),Ct(e,"shape",n=>n._zod.def.shape,!1)});function nl(e,t){let n={
type:"object",shape:e??{},...y(t)};return new Tr(n)}function q(e,t){return new Tr({type:"object",shape:e,catchall:Si(),...y(
t)})}function rl(e,t){return Et(e,t)}function ol(e,t){return It(e,t)}var Ai=m("ZodMiniUnion",(e,t)=>{ut.init(e,t),z.init(e,t)});function Ir(e,t){return new Ai({type:"union",options:e,...y(t)})}var Ti=m("ZodMiniDiscriminatedUnion",(e,t)=>{An.init(e,t),z.init(e,t)});function il(e,t,n){return new Ti({type:"union",options:t,
discriminator:e,...y(n)})}var Zr=m("ZodMiniRecord",(e,t)=>{Tn.init(e,t),z.init(e,t)});function Er(e,t,n){return!t||!t._zod?new Zr({type:"record",keyType:W(),
valueType:e,...y(t)}):new Zr({type:"record",keyType:e,valueType:t,...y(n)})}var Ii=m("ZodMiniEnum",(e,t)=>{In.init(e,t),z.init(e,t),e.options=[...e._zod.values]});function Mr(e,t){let n=Array.isArray(
e)?Object.fromEntries(e.map(r=>[r,r])):e;return new Ii({type:"enum",entries:n,...y(t)})}var Ei=m("ZodMiniLiteral",(e,t)=>{En.init(e,t),z.init(e,t)});function Rr(e,t){return new Ei({type:"literal",values:Array.
isArray(e)?e:[e],...y(t)})}var Mi=m("ZodMiniTransform",(e,t)=>{Mn.init(e,t),z.init(e,t)});function Nr(e){return new Mi({type:"transform",transform:e})}
var Ri=m("ZodMiniOptional",(e,t)=>{Rn.init(e,t),z.init(e,t)});function O(e){return new Ri({type:"optional",innerType:e})}var Ni=m("ZodMiniNullable",(e,t)=>{Nn.init(e,t),z.init(e,t)});function sl(e){return new Ni({type:"nullable",innerType:e})}var Ci=m("ZodMiniDefault",(e,t)=>{Cn.init(e,t),z.init(e,t)});function Cr(e,t){return new Ci({type:"default",innerType:e,
get defaultValue(){return typeof t=="function"?t():je(t)}})}var Di=m("ZodMiniPipe",(e,t)=>{Dn.init(e,t),z.init(e,t)});function Dr(e,t){return new Di({type:"pipe",in:e,out:t})}var Li=m("ZodMiniReadonly",(e,t)=>{Ln.init(e,t),z.init(e,t)});function cl(e){return new Li({type:"readonly",innerType:e})}var Fi=m("ZodMiniLazy",(e,t)=>{Fn.init(e,t),z.init(e,t)});function ul(e){return new Fi({type:"lazy",getter:e})}var Lr=m("ZodMiniCustom",(e,t)=>{jn.init(e,t),z.init(e,t)});function al(e,t){return nr(Lr,e??(()=>!0),t)}function ke(e,t={}){return rr(Lr,e,t)}function Se(e,t){return or(e,t)}var R=ir,
Oe=sr;var Kr={};Wr(Kr,{ZodMiniISODate:()=>jr,ZodMiniISODateTime:()=>Fr,ZodMiniISODuration:()=>Br,ZodMiniISOTime:()=>Ur,date:()=>Bi,
datetime:()=>Ui,duration:()=>Hi,time:()=>Ki});var Fr=m("ZodMiniISODateTime",(e,t)=>{_n.init(e,t),pe.init(e,t)});function Ui(e){return Kn(Fr,e)}var jr=m("ZodMiniISODat\
e",(e,t)=>{xn.init(e,t),pe.init(e,t)});function Bi(e){return Hn(jr,e)}var Ur=m("ZodMiniISOTime",(e,t)=>{yn.init(e,t),pe.
init(e,t)});function Ki(e){return Vn(Ur,e)}var Br=m("ZodMiniISODuration",(e,t)=>{bn.init(e,t),pe.init(e,t)});function Hi(e){
return Wn(Br,e)}I(cr());var Hr=e=>(t,n)=>{let r=F(t);r>e&&n.addIssue({code:"custom",message:`must be at most ${e} UTF-8 bytes, is ${r}`})};function Q(e,t){
return W().check(Se(Hr(e)),Oe({description:`${t} At most ${e} UTF-8 bytes.`,maxLength:e}))}function fe(e){return mt(Q(P.
shortTextBytes,"One entry.")).check($e(P.listEntries,{message:`must have at most ${P.listEntries} entries`}),R(e))}var Wi=W().
check(ze(bt,{message:"must be a stage id: a letter or _ then up to 99 letters, digits, _ or -"}),R("A stage id: the job \
id, with matrix values appended for matrix jobs (e.g. review-security).")),Gi=Mr(["success","partial","blocked","failure"],
{error:"must be one of success, partial, blocked, failure"}).check(R("How the stage went, in the agent\u2019s own judgement.")),
Ji=Dr(Ir([W(),Or(),Ar()],{error:"must be a string, number or boolean; nested objects, arrays and null are refused (data \
is a flat map: put a structure in one value as JSON text, or in detail)"}),Nr(e=>String(e))),Xi=Er(W().check(ze(vt,{message:"\
key must match ^[A-Za-z_][A-Za-z0-9_-]{0,63}$ (a letter or _, then up to 63 letters, digits, _ or -)"})),Ji).check(Se((e,t)=>{
let n=Object.keys(e);n.length>P.dataKeys&&t.addIssue({code:"custom",message:`must have at most ${P.dataKeys} keys, has ${n.
length}`});let r=0;for(let[o,i]of Object.entries(e))r+=F(o)+F(i);r>P.dataBytes&&t.addIssue({code:"custom",message:`keys \
and values must total at most ${P.dataBytes} UTF-8 bytes, total ${r}`})}),Oe({description:`Machine-readable results as a\
 flat map of string to string (numbers and booleans become strings). At most ${P.dataKeys} keys; keys and values at most\
 ${P.dataBytes} UTF-8 bytes in all.`,maxProperties:P.dataKeys})),Yi=q({stage:Wi,reason:O(Q(P.shortTextBytes,"Why that st\
age should act next."))}).check(R("The stage this one hands off to (routing).")),qi=q({deliverables:O(fe("What the recei\
ving stage must deliver.")),acceptance:O(fe("How the receiving stage\u2019s work will be judged.")),constraints:O(fe("Wh\
at the receiving stage must not do."))}).check(R("What the receiving stage must deliver.")),Qi=q({reason:Q(P.shortTextBytes,
"Why the stage failed or is blocked.").check(ue(1,{message:"must not be empty"})),blockers:O(fe("What stands in the way.")),
questions:O(fe("What a person must answer."))}).check(R("Why the stage failed or is blocked; expected when status is blo\
cked or failure.")),es=W().check(ue(1,{message:"must not be empty"}),Se(Hr(1024)),ke(e=>!e.startsWith("/")&&!/^[A-Za-z]:/.
test(e),{message:"must be relative to the workspace"}),ke(e=>!e.includes("\\")&&!e.includes("\0"),{message:"must use / s\
eparators and no NUL"}),ke(e=>!e.split("/").includes(".."),{message:"must stay inside the workspace (no .. segment)"}),Oe(
{description:"A path relative to the workspace; never outside it, never a link. At most 1024 UTF-8 bytes.",maxLength:1024,
pattern:String.raw`^(?!/)(?![A-Za-z]:)(?!(?:[^/]*/)*\.\.(?:/|$))[^\\\u0000]+$`})),ts=q({path:es,description:O(Q(P.shortTextBytes,
"What the file is."))}),ns=q({version:Rr(Ee,{error:`must be ${Ee}`}).check(R("The handoff format version. This baton rea\
ds version 1.")),status:Cr(Gi,"success"),summary:Q(P.summaryBytes,"The token-cheap part downstream prompts use first. Re\
quired, not empty.").check(ue(1,{message:"must not be empty"})),detail:O(Q(P.detailBytes,"The deep part: findings, analy\
sis, reproduction.")),data:O(Xi),next:O(Yi),expectations:O(qi),failure:O(Qi),artifacts:O(mt(ts).check($e(P.listEntries,{
message:`must have at most ${P.listEntries} entries`}),R("Files the stage produced, relative to the workspace; kept with\
 the record.")))}).check(R("A baton handoff, version 1: what an agent stage hands to the stages after it.")),up=Object.keys(
ns.shape);export{_t as a,F as b,gt as c,Gr as d,rs as e,os as f,is as g,ss as h,ps as i,fs as j,ds as k,ms as l,hs as m,gs as n,_s as o,
xs as p,ys as q,bs as r,vs as s,$s as t,zs as u,ws as v,Ee as w,P as x,bt as y,vt as z,Zs as A,h as B,Z as C,Ps as D,ks as E,
Ss as F,Os as G,As as H,Ts as I,Is as J,Es as K,Ms as L,Rs as M,Ns as N,Cs as O,Ie as P,Ds as Q,Ls as R,Fs as S,yt as T,
js as U,Us as V,Bs as W,Ks as X,Hs as Y,qr as Z,E as _,Vs as $,Ws as aa,Gs as ba,er as ca,at as da,Po as ea,ko as fa,ue as ga,
ze as ha,vi as ia,W as ja,Or as ka,Qa as la,Ar as ma,el as na,tl as oa,mt as pa,nl as qa,q as ra,rl as sa,ol as ta,Ir as ua,
il as va,Er as wa,Mr as xa,Rr as ya,Nr as za,O as Aa,sl as Ba,Dr as Ca,cl as Da,ul as Ea,al as Fa,ke as Ga,Kr as Ha,Wi as Ia,
Gi as Ja,Yi as Ka,qi as La,Qi as Ma,ts as Na,ns as Oa};

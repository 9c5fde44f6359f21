function l(e){let r=0;for(let o=0;o<e.length;o++){let n=e.charCodeAt(o);n<128?r+=1:n<2048?r+=2:n>=55296&&n<=56319&&(e.charCodeAt(
o+1)&64512)===56320?(r+=4,o++):r+=3}return r}function g(e,r){let o=0,n=0;for(;n<e.length;){let a=e.charCodeAt(n),c=a>=55296&&
a<=56319&&(e.charCodeAt(n+1)&64512)===56320,i=a<128?1:a<2048?2:c?4:3;if(o+i>r)break;o+=i,n+=c?2:1}return e.slice(0,n)}function O(e,r){
let o=new TextEncoder().encode(e);if(o.length<=r)return e;let n=o.length-r;for(;n<o.length&&((o[n]??0)&192)===128;)n++;return new TextDecoder().
decode(o.subarray(n))}function I(e){return e.charCodeAt(0)===65279?e.slice(1):e}var d=new TextDecoder("utf-8",{fatal:!0,ignoreBOM:!0}),S="save\
 it as UTF-8 (PowerShell: Set-Content -Encoding utf8, or Out-File -Encoding utf8)";function N(e){let r=h(e);if(r)return{
kind:"utf-16",problem:`is UTF-16 (${r}), not UTF-8`};let o=e[0]===239&&e[1]===187&&e[2]===191,n=o?e.subarray(3):e;try{return{
kind:"text",text:d.decode(n)}}catch{let a=x(n);return{kind:"not-utf-8",problem:E(a<n.length?{byte:n[a],offset:a+(o?3:0)}:
null)}}}function E(e){return`is not valid UTF-8${e===null?"":` (byte 0x${e.byte.toString(16).padStart(2,"0")} at offset ${e.
offset})`}`}function D(e){try{return d.decode(e)}catch{let r="",o=0;for(;o<e.length;){let n=x(e,o);if(n>o&&(r+=d.decode(
e.subarray(o,n))),n>=e.length)break;r+=String.fromCharCode(56320+e[n]),o=n+1}return r}}var m=/(?<![\uD800-\uDBFF])[\uDC80-\uDCFF]/;
function P(e){let r=m.exec(e);return r===null?null:{byte:e.charCodeAt(r.index)-56320,offset:l(e.slice(0,r.index))}}function F(e){
let r=e.match(new RegExp(m.source,"g"))?.length??0;return l(e)-2*r}function b(e){return e.replace(new RegExp(m.source,"g"),
"\uFFFD")}function h(e){if(e[0]===255&&e[1]===254)return"little-endian";if(e[0]===254&&e[1]===255)return"big-endian";let r=Math.
min(32,Math.floor(e.length/2));if(r<2)return null;let o=!0,n=!0;for(let a=0;a<r;a++){let[c,i]=[e[2*a],e[2*a+1]];o&&=c!==
0&&c<128&&i===0,n&&=i!==0&&i<128&&c===0}return o?"little-endian":n?"big-endian":null}function x(e,r=0){let o=r;for(;o<e.
length;){let n=e[o],a,c;if(n<128){o++;continue}else if(n>=194&&n<=223)a=1,c=128;else if(n>=224&&n<=239)a=2,c=2048;else if(n>=
240&&n<=244)a=3,c=65536;else return o;let i=n&63>>a;for(let u=1;u<=a;u++){let f=e[o+u];if(f===void 0||(f&192)!==128)return o;
i=i<<6|f&63}if(i<c||i>1114111||i>=55296&&i<=57343)return o;o+=a+1}return e.length}function A(e){let r=2166136261;for(let o of new TextEncoder().encode(e))r^=o,r=Math.imul(r,16777619)>>>0;return r.toString(
16).padStart(8,"0")}var U={promptPath:"BATON_PROMPT_PATH",handoffPath:"BATON_HANDOFF_PATH",stage:"BATON_STAGE"},C=["ACTIONS_RUNTIME_TOKEN","\
ACTIONS_RESULTS_URL","GITHUB_TOKEN"],v=["ACTIONS_ID_TOKEN_REQUEST_"];var M={start:"---BATON_HANDOFF_START---",end:"---BATON_HANDOFF_END---"},H="record-absent",w={record:"record.json",prompt:"\
prompt.md",handoff:"handoff.json",log:"agent.log"},G="artifacts",K=['"',":","<",">","|","*","?","\r",`
`];var W="baton-",j="-attempt-",$="-run-",V={handoff:"https://github.com/baton-dev/baton/schema/handoff.v1.schema.json",record:"\
baton.record/v1",run:"baton.run/v1"},Y=1,X={handoffFileBytes:256*1024,summaryBytes:4096,detailBytes:65536,dataKeys:64,dataBytes:65536,
shortTextBytes:4096,listEntries:100,stepSummaryBytes:1024*1024-4096,stepSummaryFileBytes:1024*1024,commentChars:65536,verifyOutputTailBytes:4096,
maxAttempts:10,defaultMaxHandoffs:10,handoffDepth:32,artifactBytes:10*1024*1024,templateBytes:256*1024,templateDepth:64,
promptBytes:16*1024*1024,indentWidth:64,workflowFileBytes:1024*1024,eventDepth:64,eventBytes:25*1024*1024,usageCostUsd:1e6,
agentOutputBytes:1024*1024,dataSchemaBytes:64*1024,dataSchemaPatternChars:1e3},z=/^[A-Za-z_][A-Za-z0-9_-]{0,99}$/,Z=/^[A-Za-z_][A-Za-z0-9_-]{0,63}$/,
J="baton:report:",t={stage:"stage",prompt:"prompt",promptFile:"prompt-file",run:"run",agent:"agent",agentOutput:"agent-o\
utput",shell:"shell",needs:"needs",handoff:"handoff",onInvalid:"on-invalid",dataSchema:"data-schema",vars:"vars",maxPromptTokens:"\
max-prompt-tokens",retentionDays:"retention-days",workingDirectory:"working-directory",redact:"redact",verify:"verify",attempts:"\
attempts",maxHandoffs:"max-handoffs",parentRun:"parent-run",githubToken:"github-token",trustCheckout:"trust-checkout",issueNumber:"\
issue-number",mode:"mode",key:"key",includeDetail:"include-detail"},s={status:"status",next:"next",present:"present",data:"\
data",sha256:"sha256",artifactId:"artifact-id",promptPath:"prompt-path",handoffPath:"handoff-path",commentId:"comment-id",
commentUrl:"comment-url"},Q={model:"BATON_AGENT_MODEL",args:"BATON_AGENT_ARGS"},q={invalid:"handoff-invalid",markersUnterminated:"\
handoff-markers-unterminated",markersFromPrompt:"handoff-markers-from-prompt",markersFromEvent:"handoff-markers-from-eve\
nt",failureMissing:"handoff-failure-missing"},tt=["__proto__","constructor","prototype"],et={handoff:["optional","requir\
ed"],onInvalid:["fail","warn"]},nt={promptNamesFile:"prompt-names-file",nextUnknownStage:"next-unknown-stage",nextUnchecked:"\
next-unchecked",handoffMissing:"handoff-missing",maxHandoffs:"max-handoffs",artifactRefused:"artifact-refused",usageRefused:"\
usage-refused",usageMissing:"usage-missing"},ot={syntax:"template-syntax",unsupported:"template-unsupported",unknownHelper:"\
template-unknown-helper",helperArguments:"template-helper-arguments",unknownStage:"template-unknown-stage",missingField:"\
template-missing-field",printedObject:"template-printed-object",tooLarge:"template-too-large",tooDeep:"template-too-deep",
overBudget:"template-over-budget",cut:"template-cut",upstreamHandoffMissing:"upstream-handoff-missing",upstreamRecordMissing:"\
upstream-record-missing"};var rt="baton",at="baton-dev/baton";var st=".github/workflows/baton-stage.yml",it="stage",ct={output:"GITHUB_OUTPUT",env:"GITHUB_ENV",path:"GITHUB_PATH",stepSummary:"\
GITHUB_STEP_SUMMARY",state:"GITHUB_STATE"};var _={markerPrefix:"[REDACTED:",markerSuffix:"]",problemCode:"redacted",minSecretLength:6};function pt(e){return`${_.markerPrefix}${e}${_.
markerSuffix}`}var T={matrix:"matrix"},ut={artifactTimeoutMs:"BATON_TEST_ARTIFACT_TIMEOUT_MS"},ft="baton-prepared-",dt=["LD_PRELOAD","L\
D_AUDIT","LD_LIBRARY_PATH","DYLD_INSERT_LIBRARIES","DYLD_LIBRARY_PATH","DYLD_FRAMEWORK_PATH","DYLD_FALLBACK_LIBRARY_PATH",
"DYLD_FALLBACK_FRAMEWORK_PATH","OPENSSL_CONF","NODE_EXTRA_CA_CERTS","NODE_TLS_REJECT_UNAUTHORIZED","HTTPS_PROXY","https_\
proxy","HTTP_PROXY","http_proxy"],lt={stage:[t.stage,t.prompt,t.promptFile,t.run,t.agent,t.shell,t.needs,t.handoff,t.onInvalid,
t.dataSchema,t.vars,t.maxPromptTokens,t.retentionDays,t.workingDirectory,t.redact,t.verify,t.attempts,t.maxHandoffs,t.parentRun,
t.githubToken,t.trustCheckout,T.matrix],prepare:[t.stage,t.prompt,t.promptFile,t.agent,t.needs,t.vars,t.maxPromptTokens,
t.maxHandoffs,t.parentRun,t.githubToken,t.redact,T.matrix],capture:[t.stage,t.handoff,t.onInvalid,t.dataSchema,t.retentionDays,
t.redact,t.agent,t.agentOutput,T.matrix],report:[t.githubToken,t.issueNumber,t.needs,t.mode,t.key,t.includeDetail]},mt={
stage:[s.status,s.next,s.present,s.data,s.sha256,s.artifactId,s.promptPath,s.handoffPath],prepare:[s.promptPath,s.handoffPath],
capture:[s.status,s.next,s.present,s.data,s.sha256,s.artifactId],report:[s.commentId,s.commentUrl]},R="agent-version",p={
agentVersion:R,model:"model",agentArgs:"agent-args",runsOn:"runs-on",nodeVersion:"node-version",timeoutMinutes:"timeout-\
minutes",batonRepository:"baton-repository",batonRef:"baton-ref"},Tt=[t.stage,p.batonRef],xt=[t.attempts,t.maxHandoffs,p.
timeoutMinutes],_t=[t.stage,t.prompt,t.promptFile,t.agent,p.agentVersion,p.model,p.agentArgs,t.run,t.needs,t.handoff,t.onInvalid,
t.dataSchema,t.vars,t.verify,t.attempts,t.maxHandoffs,t.maxPromptTokens,t.redact,t.retentionDays,t.workingDirectory,p.runsOn,
p.nodeVersion,p.timeoutMinutes,p.batonRepository,p.batonRef];export{A as a,l as b,g as c,O as d,I as e,S as f,N as g,E as h,D as i,P as j,F as k,b as l,U as m,C as n,v as o,M as p,H as q,
w as r,G as s,K as t,W as u,j as v,$ as w,V as x,Y as y,X as z,z as A,Z as B,J as C,t as D,s as E,Q as F,q as G,tt as H,
et as I,nt as J,ot as K,rt as L,at as M,st as N,it as O,ct as P,_ as Q,pt as R,T as S,ut as T,ft as U,dt as V,lt as W,mt as X,
p as Y};

function l(t){let r=0;for(let n=0;n<t.length;n++){let o=t.charCodeAt(n);o<128?r+=1:o<2048?r+=2:o>=55296&&o<=56319&&(t.charCodeAt(
n+1)&64512)===56320?(r+=4,n++):r+=3}return r}function _(t,r){let n=0,o=0;for(;o<t.length;){let s=t.charCodeAt(o),i=s>=55296&&
s<=56319&&(t.charCodeAt(o+1)&64512)===56320,a=s<128?1:s<2048?2:i?4:3;if(n+a>r)break;n+=a,o+=i?2:1}return t.slice(0,o)}function O(t,r){
let n=new TextEncoder().encode(t);if(n.length<=r)return t;let o=n.length-r;for(;o<n.length&&((n[o]??0)&192)===128;)o++;return new TextDecoder().
decode(n.subarray(o))}function S(t){return t.charCodeAt(0)===65279?t.slice(1):t}var d=new TextDecoder("utf-8",{fatal:!0,ignoreBOM:!0}),I="save\
 it as UTF-8 (PowerShell: Set-Content -Encoding utf8, or Out-File -Encoding utf8)";function N(t){let r=A(t);if(r)return{
kind:"utf-16",problem:`is UTF-16 (${r}), not UTF-8`};let n=t[0]===239&&t[1]===187&&t[2]===191,o=n?t.subarray(3):t;try{return{
kind:"text",text:d.decode(o)}}catch{let s=T(o);return{kind:"not-utf-8",problem:h(s<o.length?{byte:o[s],offset:s+(n?3:0)}:
null)}}}function h(t){return`is not valid UTF-8${t===null?"":` (byte 0x${t.byte.toString(16).padStart(2,"0")} at offset ${t.
offset})`}`}function D(t){try{return d.decode(t)}catch{let r="",n=0;for(;n<t.length;){let o=T(t,n);if(o>n&&(r+=d.decode(
t.subarray(n,o))),o>=t.length)break;r+=String.fromCharCode(56320+t[o]),n=o+1}return r}}var m=/(?<![\uD800-\uDBFF])[\uDC80-\uDCFF]/;
function b(t){let r=m.exec(t);return r===null?null:{byte:t.charCodeAt(r.index)-56320,offset:l(t.slice(0,r.index))}}function P(t){
let r=t.match(new RegExp(m.source,"g"))?.length??0;return l(t)-2*r}function F(t){return t.replace(new RegExp(m.source,"g"),
"\uFFFD")}function A(t){if(t[0]===255&&t[1]===254)return"little-endian";if(t[0]===254&&t[1]===255)return"big-endian";let r=Math.
min(32,Math.floor(t.length/2));if(r<2)return null;let n=!0,o=!0;for(let s=0;s<r;s++){let[i,a]=[t[2*s],t[2*s+1]];n&&=i!==
0&&i<128&&a===0,o&&=a!==0&&a<128&&i===0}return n?"little-endian":o?"big-endian":null}function T(t,r=0){let n=r;for(;n<t.
length;){let o=t[n],s,i;if(o<128){n++;continue}else if(o>=194&&o<=223)s=1,i=128;else if(o>=224&&o<=239)s=2,i=2048;else if(o>=
240&&o<=244)s=3,i=65536;else return n;let a=o&63>>s;for(let u=1;u<=s;u++){let f=t[n+u];if(f===void 0||(f&192)!==128)return n;
a=a<<6|f&63}if(a<i||a>1114111||a>=55296&&a<=57343)return n;n+=s+1}return t.length}function y(t,r){let n=new Uint16Array(
Math.floor(t.length/2)),[o,s]=r==="big-endian"?[0,1]:[1,0];for(let a=0;a<n.length;a++)n[a]=t[2*a+o]<<8|t[2*a+s];let i="";
for(let a=0;a<n.length;a+=8192)i+=String.fromCharCode(...n.subarray(a,a+8192));return i}function k(t,r){let n=new Uint8Array(
t.length*2),[o,s]=r==="big-endian"?[0,1]:[1,0];for(let i=0;i<t.length;i++){let a=t.charCodeAt(i);n[2*i+o]=a>>8,n[2*i+s]=
a&255}return n}function E(t){let r=2166136261;for(let n of new TextEncoder().encode(t))r^=n,r=Math.imul(r,16777619)>>>0;return r.toString(
16).padStart(8,"0")}var v={promptPath:"BATON_PROMPT_PATH",handoffPath:"BATON_HANDOFF_PATH",stage:"BATON_STAGE"},M=["ACTIONS_RUNTIME_TOKEN","\
ACTIONS_RESULTS_URL","GITHUB_TOKEN"],w=["ACTIONS_ID_TOKEN_REQUEST_"];var H={start:"---BATON_HANDOFF_START---",end:"---BATON_HANDOFF_END---"},G="record-absent",K={record:"record.json",prompt:"\
prompt.md",handoff:"handoff.json",log:"agent.log"},W="artifacts",j=['"',":","<",">","|","*","?","\r",`
`];var $="baton-",V="-attempt-",Y="-run-",X={handoff:"https://github.com/baton-dev/baton/schema/handoff.v1.schema.json",record:"\
baton.record/v1",run:"baton.run/v1"},z=1,Z={handoffFileBytes:256*1024,summaryBytes:4096,detailBytes:65536,dataKeys:64,dataBytes:65536,
shortTextBytes:4096,listEntries:100,stepSummaryBytes:1024*1024-4096,stepSummaryFileBytes:1024*1024,commentChars:65536,verifyOutputTailBytes:4096,
maxAttempts:10,defaultMaxHandoffs:10,handoffDepth:32,artifactBytes:10*1024*1024,templateBytes:256*1024,templateDepth:64,
promptBytes:16*1024*1024,indentWidth:64,workflowFileBytes:1024*1024,eventDepth:64,eventBytes:25*1024*1024,usageCostUsd:1e6,
agentOutputBytes:1024*1024,dataSchemaBytes:64*1024,dataSchemaPatternChars:1e3},J=/^[A-Za-z_][A-Za-z0-9_-]{0,99}$/,Q=/^[A-Za-z_][A-Za-z0-9_-]{0,63}$/,
q="baton:report:",e={stage:"stage",prompt:"prompt",promptFile:"prompt-file",run:"run",agent:"agent",agentOutput:"agent-o\
utput",shell:"shell",needs:"needs",handoff:"handoff",onInvalid:"on-invalid",dataSchema:"data-schema",vars:"vars",maxPromptTokens:"\
max-prompt-tokens",retentionDays:"retention-days",workingDirectory:"working-directory",redact:"redact",verify:"verify",attempts:"\
attempts",maxHandoffs:"max-handoffs",parentRun:"parent-run",githubToken:"github-token",trustCheckout:"trust-checkout",issueNumber:"\
issue-number",mode:"mode",key:"key",includeDetail:"include-detail"},c={status:"status",next:"next",present:"present",data:"\
data",sha256:"sha256",artifactId:"artifact-id",promptPath:"prompt-path",handoffPath:"handoff-path",commentId:"comment-id",
commentUrl:"comment-url"},tt={model:"BATON_AGENT_MODEL",args:"BATON_AGENT_ARGS"},et={invalid:"handoff-invalid",markersUnterminated:"\
handoff-markers-unterminated",markersFromPrompt:"handoff-markers-from-prompt",markersFromEvent:"handoff-markers-from-eve\
nt",failureMissing:"handoff-failure-missing"},nt=["__proto__","constructor","prototype"],ot={handoff:["optional","requir\
ed"],onInvalid:["fail","warn"]},rt={nextUnknownStage:"next-unknown-stage",nextUnchecked:"next-unchecked",handoffMissing:"\
handoff-missing",maxHandoffs:"max-handoffs",artifactRefused:"artifact-refused",usageRefused:"usage-refused",usageMissing:"\
usage-missing"},at={syntax:"template-syntax",unsupported:"template-unsupported",unknownHelper:"template-unknown-helper",
helperArguments:"template-helper-arguments",unknownStage:"template-unknown-stage",missingField:"template-missing-field",
printedObject:"template-printed-object",tooLarge:"template-too-large",notUtf8:"template-not-utf8",tooDeep:"template-too-\
deep",overBudget:"template-over-budget",cut:"template-cut",upstreamHandoffMissing:"upstream-handoff-missing",upstreamRecordMissing:"\
upstream-record-missing"};var st="baton",it="baton-dev/baton";var ct=".github/workflows/baton-stage.yml",pt="stage",ut={output:"GITHUB_OUTPUT",env:"GITHUB_ENV",path:"GITHUB_PATH",stepSummary:"\
GITHUB_STEP_SUMMARY",state:"GITHUB_STATE"};var x={markerPrefix:"[REDACTED:",markerSuffix:"]",problemCode:"redacted",minSecretLength:6};function ft(t){return`${x.markerPrefix}${t}${x.
markerSuffix}`}var g={matrix:"matrix"},dt={artifactTimeoutMs:"BATON_TEST_ARTIFACT_TIMEOUT_MS"},lt="baton-prepared-",mt=["LD_PRELOAD","L\
D_AUDIT","LD_LIBRARY_PATH","DYLD_INSERT_LIBRARIES","DYLD_LIBRARY_PATH","DYLD_FRAMEWORK_PATH","DYLD_FALLBACK_LIBRARY_PATH",
"DYLD_FALLBACK_FRAMEWORK_PATH","OPENSSL_CONF","NODE_EXTRA_CA_CERTS","NODE_TLS_REJECT_UNAUTHORIZED","HTTPS_PROXY","https_\
proxy","HTTP_PROXY","http_proxy"],gt={stage:[e.stage,e.prompt,e.promptFile,e.run,e.agent,e.shell,e.needs,e.handoff,e.onInvalid,
e.dataSchema,e.vars,e.maxPromptTokens,e.retentionDays,e.workingDirectory,e.redact,e.verify,e.attempts,e.maxHandoffs,e.parentRun,
e.githubToken,e.trustCheckout,g.matrix],prepare:[e.stage,e.prompt,e.promptFile,e.agent,e.needs,e.vars,e.maxPromptTokens,
e.maxHandoffs,e.parentRun,e.githubToken,e.redact,g.matrix],capture:[e.stage,e.handoff,e.onInvalid,e.dataSchema,e.retentionDays,
e.redact,e.agent,e.agentOutput,g.matrix],report:[e.githubToken,e.issueNumber,e.needs,e.mode,e.key,e.includeDetail]},Tt={
stage:[c.status,c.next,c.present,c.data,c.sha256,c.artifactId,c.promptPath,c.handoffPath],prepare:[c.promptPath,c.handoffPath],
capture:[c.status,c.next,c.present,c.data,c.sha256,c.artifactId],report:[c.commentId,c.commentUrl]},R="agent-version",p={
agentVersion:R,model:"model",agentArgs:"agent-args",runsOn:"runs-on",nodeVersion:"node-version",timeoutMinutes:"timeout-\
minutes",batonRepository:"baton-repository",batonRef:"baton-ref"},xt=[e.stage,p.batonRef],_t=[e.attempts,e.maxHandoffs,p.
timeoutMinutes],ht=[e.stage,e.prompt,e.promptFile,e.agent,p.agentVersion,p.model,p.agentArgs,e.run,e.needs,e.handoff,e.onInvalid,
e.dataSchema,e.vars,e.verify,e.attempts,e.maxHandoffs,e.maxPromptTokens,e.redact,e.retentionDays,e.workingDirectory,p.runsOn,
p.nodeVersion,p.timeoutMinutes,p.batonRepository,p.batonRef];export{E as a,l as b,_ as c,O as d,S as e,I as f,N as g,h,D as i,b as j,P as k,F as l,A as m,y as n,k as o,v as p,M as q,
w as r,H as s,G as t,K as u,W as v,j as w,$ as x,V as y,Y as z,X as A,z as B,Z as C,J as D,Q as E,q as F,e as G,c as H,tt as I,
et as J,nt as K,ot as L,rt as M,at as N,st as O,it as P,ct as Q,pt as R,ut as S,x as T,ft as U,g as V,dt as W,lt as X,mt as Y,
gt as Z,Tt as _,p as $};

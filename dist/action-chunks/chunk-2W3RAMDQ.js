function l(e){let o=0;for(let n=0;n<e.length;n++){let r=e.charCodeAt(n);r<128?o+=1:r<2048?o+=2:r>=55296&&r<=56319&&(e.charCodeAt(
n+1)&64512)===56320?(o+=4,n++):o+=3}return o}function m(e,o){let n=0,r=0;for(;r<e.length;){let a=e.charCodeAt(r),i=a>=55296&&
a<=56319&&(e.charCodeAt(r+1)&64512)===56320,p=a<128?1:a<2048?2:i?4:3;if(n+p>o)break;n+=p,r+=i?2:1}return e.slice(0,r)}function E(e,o){
let n=new TextEncoder().encode(e);if(n.length<=o)return e;let r=n.length-o;for(;r<n.length&&((n[r]??0)&192)===128;)r++;return new TextDecoder().
decode(n.subarray(r))}function h(e){return e.charCodeAt(0)===65279?e.slice(1):e}var T=new TextDecoder("utf-8",{fatal:!0,ignoreBOM:!0}),O="save\
 it as UTF-8 (PowerShell: Set-Content -Encoding utf8, or Out-File -Encoding utf8)";function R(e){let o=_(e);if(o)return{
kind:"utf-16",problem:`is UTF-16 (${o}), not UTF-8`};let n=e[0]===239&&e[1]===187&&e[2]===191,r=n?e.subarray(3):e;try{return{
kind:"text",text:T.decode(r)}}catch{let a=x(r);return{kind:"not-utf-8",problem:`is not valid UTF-8${a<r.length?` (byte 0\
x${r[a].toString(16).padStart(2,"0")} at offset ${a+(n?3:0)})`:""}`}}}function _(e){if(e[0]===255&&e[1]===254)return"lit\
tle-endian";if(e[0]===254&&e[1]===255)return"big-endian";let o=Math.min(32,Math.floor(e.length/2));if(o<2)return null;let n=!0,
r=!0;for(let a=0;a<o;a++){let[i,p]=[e[2*a],e[2*a+1]];n&&=i!==0&&i<128&&p===0,r&&=p!==0&&p<128&&i===0}return n?"little-en\
dian":r?"big-endian":null}function x(e){let o=0;for(;o<e.length;){let n=e[o],r,a;if(n<128){o++;continue}else if(n>=194&&
n<=223)r=1,a=128;else if(n>=224&&n<=239)r=2,a=2048;else if(n>=240&&n<=244)r=3,a=65536;else return o;let i=n&63>>r;for(let p=1;p<=
r;p++){let d=e[o+p];if(d===void 0||(d&192)!==128)return o;i=i<<6|d&63}if(i<a||i>1114111||i>=55296&&i<=57343)return o;o+=
r+1}return e.length}function g(e){let o=2166136261;for(let n of new TextEncoder().encode(e))o^=n,o=Math.imul(o,16777619)>>>0;return o.toString(
16).padStart(8,"0")}var D={promptPath:"BATON_PROMPT_PATH",handoffPath:"BATON_HANDOFF_PATH",stage:"BATON_STAGE"},k=["ACTIONS_RUNTIME_TOKEN","\
ACTIONS_RESULTS_URL","GITHUB_TOKEN"],F=["ACTIONS_ID_TOKEN_REQUEST_"];var b={start:"---BATON_HANDOFF_START---",end:"---BATON_HANDOFF_END---"},L={record:"record.json",prompt:"prompt.md",handoff:"\
handoff.json",log:"agent.log"},y="artifacts",B=['"',":","<",">","|","*","?","\r",`
`];var U="baton-",v="-attempt-",C="-run-",M={handoff:"https://github.com/baton-dev/baton/schema/handoff.v1.schema.json",record:"\
baton.record/v1",run:"baton.run/v1"},H=1,w={handoffFileBytes:256*1024,summaryBytes:4096,detailBytes:65536,dataKeys:64,dataBytes:65536,
shortTextBytes:4096,listEntries:100,stepSummaryBytes:1024*1024-4096,stepSummaryFileBytes:1024*1024,commentChars:65536,verifyOutputTailBytes:4096,
maxAttempts:10,defaultMaxHandoffs:10,handoffDepth:32,artifactBytes:10*1024*1024,templateBytes:256*1024,templateDepth:64,
promptBytes:16*1024*1024,indentWidth:64,workflowFileBytes:1024*1024,eventDepth:64,usageCostUsd:1e6,agentOutputBytes:1024*
1024,dataSchemaBytes:64*1024,dataSchemaPatternChars:1e3},G=/^[A-Za-z_][A-Za-z0-9_-]{0,99}$/,K=/^[A-Za-z_][A-Za-z0-9_-]{0,63}$/,
W="baton:report:",t={stage:"stage",prompt:"prompt",promptFile:"prompt-file",run:"run",agent:"agent",agentOutput:"agent-o\
utput",shell:"shell",needs:"needs",handoff:"handoff",onInvalid:"on-invalid",dataSchema:"data-schema",vars:"vars",maxPromptTokens:"\
max-prompt-tokens",retentionDays:"retention-days",workingDirectory:"working-directory",redact:"redact",verify:"verify",attempts:"\
attempts",maxHandoffs:"max-handoffs",parentRun:"parent-run",githubToken:"github-token",trustCheckout:"trust-checkout",issueNumber:"\
issue-number",mode:"mode",key:"key",includeDetail:"include-detail"},s={status:"status",next:"next",present:"present",data:"\
data",sha256:"sha256",artifactId:"artifact-id",promptPath:"prompt-path",handoffPath:"handoff-path",commentId:"comment-id",
commentUrl:"comment-url"},j={model:"BATON_AGENT_MODEL",args:"BATON_AGENT_ARGS"},$={invalid:"handoff-invalid",markersUnterminated:"\
handoff-markers-unterminated",markersFromPrompt:"handoff-markers-from-prompt",failureMissing:"handoff-failure-missing"},
V=["__proto__","constructor","prototype"],Y={handoff:["optional","required"],onInvalid:["fail","warn"]},X={nextUnknownStage:"\
next-unknown-stage",nextUnchecked:"next-unchecked",handoffMissing:"handoff-missing",maxHandoffs:"max-handoffs",artifactRefused:"\
artifact-refused",usageRefused:"usage-refused",usageMissing:"usage-missing"},z={syntax:"template-syntax",unsupported:"te\
mplate-unsupported",unknownHelper:"template-unknown-helper",helperArguments:"template-helper-arguments",unknownStage:"te\
mplate-unknown-stage",missingField:"template-missing-field",printedObject:"template-printed-object",tooLarge:"template-t\
oo-large",tooDeep:"template-too-deep",overBudget:"template-over-budget",cut:"template-cut",upstreamHandoffMissing:"upstr\
eam-handoff-missing",upstreamRecordMissing:"upstream-record-missing"};var Z="baton",J="baton-dev/baton";var Q=".github/workflows/baton-stage.yml",q="stage",tt={output:"GITHUB_OUTPUT",env:"GITHUB_ENV",path:"GITHUB_PATH",stepSummary:"\
GITHUB_STEP_SUMMARY",state:"GITHUB_STATE"};var f={markerPrefix:"[REDACTED:",markerSuffix:"]",problemCode:"redacted",minSecretLength:6};function et(e){return`${f.markerPrefix}${e}${f.
markerSuffix}`}var u={matrix:"matrix"},nt={artifactTimeoutMs:"BATON_TEST_ARTIFACT_TIMEOUT_MS"},ot="baton-prepared-",rt=["LD_PRELOAD","L\
D_AUDIT","LD_LIBRARY_PATH","DYLD_INSERT_LIBRARIES","DYLD_LIBRARY_PATH","DYLD_FRAMEWORK_PATH","DYLD_FALLBACK_LIBRARY_PATH",
"DYLD_FALLBACK_FRAMEWORK_PATH","OPENSSL_CONF","NODE_EXTRA_CA_CERTS","NODE_TLS_REJECT_UNAUTHORIZED","HTTPS_PROXY","https_\
proxy","HTTP_PROXY","http_proxy"],at={stage:[t.stage,t.prompt,t.promptFile,t.run,t.agent,t.shell,t.needs,t.handoff,t.onInvalid,
t.dataSchema,t.vars,t.maxPromptTokens,t.retentionDays,t.workingDirectory,t.redact,t.verify,t.attempts,t.maxHandoffs,t.parentRun,
t.githubToken,t.trustCheckout,u.matrix],prepare:[t.stage,t.prompt,t.promptFile,t.agent,t.needs,t.vars,t.maxPromptTokens,
t.maxHandoffs,t.parentRun,t.githubToken,t.redact,u.matrix],capture:[t.stage,t.handoff,t.onInvalid,t.dataSchema,t.retentionDays,
t.redact,t.agent,t.agentOutput,u.matrix],report:[t.githubToken,t.issueNumber,t.needs,t.mode,t.key,t.includeDetail]},st={
stage:[s.status,s.next,s.present,s.data,s.sha256,s.artifactId,s.promptPath,s.handoffPath],prepare:[s.promptPath,s.handoffPath],
capture:[s.status,s.next,s.present,s.data,s.sha256,s.artifactId],report:[s.commentId,s.commentUrl]},A="agent-version",c={
agentVersion:A,model:"model",agentArgs:"agent-args",runsOn:"runs-on",nodeVersion:"node-version",timeoutMinutes:"timeout-\
minutes",batonRepository:"baton-repository",batonRef:"baton-ref"},it=[t.stage,c.batonRef],pt=[t.attempts,t.maxHandoffs,c.
timeoutMinutes],ct=[t.stage,t.prompt,t.promptFile,t.agent,c.agentVersion,c.model,c.agentArgs,t.run,t.needs,t.handoff,t.onInvalid,
t.dataSchema,t.vars,t.verify,t.attempts,t.maxHandoffs,t.maxPromptTokens,t.redact,t.retentionDays,t.workingDirectory,c.runsOn,
c.nodeVersion,c.timeoutMinutes,c.batonRepository,c.batonRef];export{g as a,l as b,m as c,E as d,h as e,O as f,R as g,D as h,k as i,F as j,b as k,L as l,y as m,B as n,U as o,v as p,C as q,
M as r,H as s,w as t,G as u,K as v,W as w,t as x,s as y,j as z,$ as A,V as B,Y as C,X as D,z as E,Z as F,J as G,Q as H,q as I,
tt as J,f as K,et as L,u as M,nt as N,ot as O,rt as P,at as Q,st as R,c as S};

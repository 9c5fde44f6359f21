function u(t){let r=0;for(let n=0;n<t.length;n++){let o=t.charCodeAt(n);o<128?r+=1:o<2048?r+=2:o>=55296&&o<=56319&&(t.charCodeAt(
n+1)&64512)===56320?(r+=4,n++):r+=3}return r}function _(t,r){let n=0,o=0;for(;o<t.length;){let a=t.charCodeAt(o),c=a>=55296&&
a<=56319&&(t.charCodeAt(o+1)&64512)===56320,i=a<128?1:a<2048?2:c?4:3;if(n+i>r)break;n+=i,o+=c?2:1}return t.slice(0,o)}function O(t,r){
let n=new TextEncoder().encode(t);if(n.length<=r)return t;let o=n.length-r;for(;o<n.length&&((n[o]??0)&192)===128;)o++;return new TextDecoder().
decode(n.subarray(o))}function D(t,r,n){let o=t.split(/\r?\n/).filter(a=>a.trim()!=="").slice(-r).join(`
`);return O(o,n)}function P(t){return t.charCodeAt(0)===65279?t.slice(1):t}var l=new TextDecoder("utf-8",{fatal:!0,ignoreBOM:!0}),
F="save it as UTF-8 (PowerShell: Set-Content -Encoding utf8, or Out-File -Encoding utf8)";function b(t){let r=S(t);if(r)
return{kind:"utf-16",problem:`is UTF-16 (${r}), not UTF-8`};let n=t[0]===239&&t[1]===187&&t[2]===191,o=n?t.subarray(3):t;
try{return{kind:"text",text:l.decode(o)}}catch{let a=g(o);return{kind:"not-utf-8",problem:I(a<o.length?{byte:o[a],offset:a+
(n?3:0)}:null)}}}function I(t){return`is not valid UTF-8${t===null?"":` (byte 0x${t.byte.toString(16).padStart(2,"0")} a\
t offset ${t.offset})`}`}function k(t){try{return l.decode(t)}catch{let r="",n=0;for(;n<t.length;){let o=g(t,n);if(o>n&&
(r+=l.decode(t.subarray(n,o))),o>=t.length)break;r+=String.fromCharCode(56320+t[o]),n=o+1}return r}}var m=/(?<![\uD800-\uDBFF])[\uDC80-\uDCFF]/;
function y(t){let r=m.exec(t);return r===null?null:{byte:t.charCodeAt(r.index)-56320,offset:u(t.slice(0,r.index))}}function B(t){
let r=t.match(new RegExp(m.source,"g"))?.length??0;return u(t)-2*r}function L(t){return t.replace(new RegExp(m.source,"g"),
"\uFFFD")}function S(t){if(t[0]===255&&t[1]===254)return"little-endian";if(t[0]===254&&t[1]===255)return"big-endian";let r=Math.
min(32,Math.floor(t.length/2));if(r<2)return null;let n=!0,o=!0;for(let a=0;a<r;a++){let[c,i]=[t[2*a],t[2*a+1]];n&&=c!==
0&&c<128&&i===0,o&&=i!==0&&i<128&&c===0}return n?"little-endian":o?"big-endian":null}function g(t,r=0){let n=r;for(;n<t.
length;){let o=t[n],a,c;if(o<128){n++;continue}else if(o>=194&&o<=223)a=1,c=128;else if(o>=224&&o<=239)a=2,c=2048;else if(o>=
240&&o<=244)a=3,c=65536;else return n;let i=o&63>>a;for(let f=1;f<=a;f++){let d=t[n+f];if(d===void 0||(d&192)!==128)return n;
i=i<<6|d&63}if(i<c||i>1114111||i>=55296&&i<=57343)return n;n+=a+1}return t.length}function E(t){let r=2166136261;for(let n of new TextEncoder().encode(t))r^=n,r=Math.imul(r,16777619)>>>0;return r.toString(
16).padStart(8,"0")}var H={promptPath:"BATON_PROMPT_PATH",handoffPath:"BATON_HANDOFF_PATH",stage:"BATON_STAGE"},w=["ACTIONS_RUNTIME_TOKEN","\
ACTIONS_RESULTS_URL","GITHUB_TOKEN"],G=["ACTIONS_ID_TOKEN_REQUEST_"],K=["GITHUB_TOKEN","GH_TOKEN","GH_ENTERPRISE_TOKEN",
"GITHUB_ENTERPRISE_TOKEN"],W={start:"---BATON_HANDOFF_START---",end:"---BATON_HANDOFF_END---"},j="record-absent",$={record:"\
record.json",prompt:"prompt.md",handoff:"handoff.json",log:"agent.log"},V="artifacts",Y=['"',":","<",">","|","*","?","\r",
`
`],X="run.json",z=".baton/runs",Z="baton-",J="-attempt-",Q="-run-",q={handoff:"https://github.com/baton-dev/baton/schema\
/handoff.v1.schema.json",record:"baton.record/v1",run:"baton.run/v1"},tt=1,et={handoffFileBytes:256*1024,summaryBytes:4096,
detailBytes:65536,dataKeys:64,dataBytes:65536,shortTextBytes:4096,listEntries:100,stepSummaryBytes:1024*1024-4096,stepSummaryFileBytes:1024*
1024,commentChars:65536,verifyOutputTailBytes:4096,maxAttempts:10,defaultMaxHandoffs:10,handoffDepth:32,artifactBytes:10*
1024*1024,templateBytes:256*1024,templateDepth:64,promptBytes:16*1024*1024,indentWidth:64,workflowFileBytes:1024*1024,eventDepth:64,
eventBytes:25*1024*1024,usageCostUsd:1e6,agentOutputBytes:1024*1024,dataSchemaBytes:64*1024,dataSchemaPatternChars:1e3},
nt=/^[A-Za-z_][A-Za-z0-9_-]{0,99}$/,ot=/^[A-Za-z_][A-Za-z0-9_-]{0,63}$/,rt="baton:report:",e={stage:"stage",prompt:"prom\
pt",promptFile:"prompt-file",run:"run",agent:"agent",agentOutput:"agent-output",shell:"shell",needs:"needs",handoff:"han\
doff",onInvalid:"on-invalid",dataSchema:"data-schema",vars:"vars",maxPromptTokens:"max-prompt-tokens",retentionDays:"ret\
ention-days",workingDirectory:"working-directory",redact:"redact",verify:"verify",attempts:"attempts",maxHandoffs:"max-h\
andoffs",parentRun:"parent-run",githubToken:"github-token",trustCheckout:"trust-checkout",issueNumber:"issue-number",mode:"\
mode",key:"key",includeDetail:"include-detail"},s={status:"status",next:"next",present:"present",data:"data",sha256:"sha\
256",artifactId:"artifact-id",promptPath:"prompt-path",handoffPath:"handoff-path",commentId:"comment-id",commentUrl:"com\
ment-url"},at={model:"BATON_AGENT_MODEL",args:"BATON_AGENT_ARGS"},st={invalid:"handoff-invalid",markersUnterminated:"han\
doff-markers-unterminated",markersFromPrompt:"handoff-markers-from-prompt",markersFromEvent:"handoff-markers-from-event",
failureMissing:"handoff-failure-missing"},it=["__proto__","constructor","prototype"],ct={handoff:["optional","required"],
onInvalid:["fail","warn"]},pt={promptNamesFile:"prompt-names-file",nextUnknownStage:"next-unknown-stage",nextUnchecked:"\
next-unchecked",handoffMissing:"handoff-missing",maxHandoffs:"max-handoffs",artifactRefused:"artifact-refused",usageRefused:"\
usage-refused",usageMissing:"usage-missing"},ut={syntax:"template-syntax",unsupported:"template-unsupported",unknownHelper:"\
template-unknown-helper",helperArguments:"template-helper-arguments",unknownStage:"template-unknown-stage",missingField:"\
template-missing-field",printedObject:"template-printed-object",tooLarge:"template-too-large",tooDeep:"template-too-deep",
overBudget:"template-over-budget",cut:"template-cut",upstreamHandoffMissing:"upstream-handoff-missing",upstreamRecordMissing:"\
upstream-record-missing"},ft={stage:"",prepare:"prepare",capture:"capture",report:"report"},dt="baton";var lt=".github/workflows",mt=".github/workflows/baton-stage.yml",Tt="stage",xt={output:"GITHUB_OUTPUT",env:"GITHUB_ENV",
path:"GITHUB_PATH",stepSummary:"GITHUB_STEP_SUMMARY",state:"GITHUB_STATE"},x={report:"report.md",summary:"summary.md",events:"\
events.jsonl",jobs:"jobs.json",jobLogPrefix:"job-",invocation:"invocation.json"},h=255,R="+";function _t(t){let r=x.jobLogPrefix,
n=t.replaceAll("/","~");if(u(`${r}${n}.log`)<=h)return`${r}${n}.log`;let o=`${R}${E(t)}.log`,a=_(n,h-u(r)-u(o));return`${r}${a}${o}`}
function gt(t){return!t.startsWith(x.jobLogPrefix)||!t.endsWith(".log")||t.includes(R)?null:t.slice(x.jobLogPrefix.length,
-4).replaceAll("~","/")}var Et={inputMissing:"input-missing",inputUnknown:"input-unknown",inputInvalid:"input-invalid",jobUnknown:"\
job-unknown",templateStage:"template-stage-not-upstream",templateInvalid:"template-invalid",templateKey:"template-key-un\
known",templateDataKey:"template-data-key-undeclared",promptFileMissing:"prompt-file-missing",matrixInvalid:"matrix-inva\
lid",stageDuplicate:"stage-duplicate",stageInvalid:"stage-id-invalid",actionInputUnknown:"unknown-input",actionInputInvalid:"\
action-input-invalid",eventNotTrigger:"event-not-a-trigger",timeoutInvalid:"timeout-invalid",shellInvalid:"shell-invalid",
needsInput:"needs-input-not-upstream",checkoutMissing:"checkout-missing",workflowCallInvalid:"workflow-call-invalid"},A={
markerPrefix:"[REDACTED:",markerSuffix:"]",problemCode:"redacted",minSecretLength:6};function ht(t){return`${A.markerPrefix}${t}${A.
markerSuffix}`}var At=".tmp-",T={matrix:"matrix"},Rt={artifactTimeoutMs:"BATON_TEST_ARTIFACT_TIMEOUT_MS"};var Ot={stage:[e.stage,e.prompt,e.promptFile,e.run,e.agent,e.shell,e.needs,e.handoff,e.onInvalid,e.dataSchema,e.vars,e.maxPromptTokens,
e.retentionDays,e.workingDirectory,e.redact,e.verify,e.attempts,e.maxHandoffs,e.parentRun,e.githubToken,e.trustCheckout,
T.matrix],prepare:[e.stage,e.prompt,e.promptFile,e.agent,e.needs,e.vars,e.maxPromptTokens,e.maxHandoffs,e.parentRun,e.githubToken,
e.redact,T.matrix],capture:[e.stage,e.handoff,e.onInvalid,e.dataSchema,e.retentionDays,e.redact,e.agent,e.agentOutput,T.
matrix],report:[e.githubToken,e.issueNumber,e.needs,e.mode,e.key,e.includeDetail]},It={stage:[s.status,s.next,s.present,
s.data,s.sha256,s.artifactId,s.promptPath,s.handoffPath],prepare:[s.promptPath,s.handoffPath],capture:[s.status,s.next,s.
present,s.data,s.sha256,s.artifactId],report:[s.commentId,s.commentUrl]},N="agent-version",p={agentVersion:N,model:"mode\
l",agentArgs:"agent-args",runsOn:"runs-on",nodeVersion:"node-version",timeoutMinutes:"timeout-minutes",batonRepository:"\
baton-repository",batonRef:"baton-ref"},St=[e.stage,p.batonRef],Nt=[e.attempts,e.maxHandoffs,p.timeoutMinutes],Dt=[e.stage,
e.prompt,e.promptFile,e.agent,p.agentVersion,p.model,p.agentArgs,e.run,e.needs,e.handoff,e.onInvalid,e.dataSchema,e.vars,
e.verify,e.attempts,e.maxHandoffs,e.maxPromptTokens,e.redact,e.retentionDays,e.workingDirectory,p.runsOn,p.nodeVersion,p.
timeoutMinutes,p.batonRepository,p.batonRef];export{E as a,u as b,_ as c,O as d,D as e,P as f,F as g,b as h,I as i,k as j,y as k,B as l,L as m,H as n,w as o,G as p,K as q,
W as r,j as s,$ as t,V as u,Y as v,X as w,z as x,Z as y,J as z,Q as A,q as B,tt as C,et as D,nt as E,ot as F,rt as G,e as H,
s as I,at as J,st as K,it as L,ct as M,pt as N,ut as O,ft as P,dt as Q,lt as R,mt as S,Tt as T,xt as U,x as V,_t as W,gt as X,
Et as Y,A as Z,ht as _,At as $,Rt as aa,Ot as ba,It as ca,N as da,p as ea,St as fa,Nt as ga,Dt as ha};

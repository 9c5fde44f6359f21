function u(t){let r=0;for(let n=0;n<t.length;n++){let o=t.charCodeAt(n);o<128?r+=1:o<2048?r+=2:o>=55296&&o<=56319&&(t.charCodeAt(
n+1)&64512)===56320?(r+=4,n++):r+=3}return r}function x(t,r){let n=0,o=0;for(;o<t.length;){let a=t.charCodeAt(o),i=a>=55296&&
a<=56319&&(t.charCodeAt(o+1)&64512)===56320,s=a<128?1:a<2048?2:i?4:3;if(n+s>r)break;n+=s,o+=i?2:1}return t.slice(0,o)}function O(t,r){
let n=new TextEncoder().encode(t);if(n.length<=r)return t;let o=n.length-r;for(;o<n.length&&((n[o]??0)&192)===128;)o++;return new TextDecoder().
decode(n.subarray(o))}function D(t,r,n){let o=t.split(/\r?\n/).filter(a=>a.trim()!=="").slice(-r).join(`
`);return O(o,n)}function b(t){return t.charCodeAt(0)===65279?t.slice(1):t}var l=new TextDecoder("utf-8",{fatal:!0,ignoreBOM:!0}),
P="save it as UTF-8 (PowerShell: Set-Content -Encoding utf8, or Out-File -Encoding utf8)";function F(t){let r=I(t);if(r)
return{kind:"utf-16",problem:`is UTF-16 (${r}), not UTF-8`};let n=t[0]===239&&t[1]===187&&t[2]===191,o=n?t.subarray(3):t;
try{return{kind:"text",text:l.decode(o)}}catch{let a=_(o);return{kind:"not-utf-8",problem:S(a<o.length?{byte:o[a],offset:a+
(n?3:0)}:null)}}}function S(t){return`is not valid UTF-8${t===null?"":` (byte 0x${t.byte.toString(16).padStart(2,"0")} a\
t offset ${t.offset})`}`}function y(t){try{return l.decode(t)}catch{let r="",n=0;for(;n<t.length;){let o=_(t,n);if(o>n&&
(r+=l.decode(t.subarray(n,o))),o>=t.length)break;r+=String.fromCharCode(56320+t[o]),n=o+1}return r}}var m=/(?<![\uD800-\uDBFF])[\uDC80-\uDCFF]/;
function k(t){let r=m.exec(t);return r===null?null:{byte:t.charCodeAt(r.index)-56320,offset:u(t.slice(0,r.index))}}function U(t){
let r=t.match(new RegExp(m.source,"g"))?.length??0;return u(t)-2*r}function B(t){return t.replace(new RegExp(m.source,"g"),
"\uFFFD")}function I(t){if(t[0]===255&&t[1]===254)return"little-endian";if(t[0]===254&&t[1]===255)return"big-endian";let r=Math.
min(32,Math.floor(t.length/2));if(r<2)return null;let n=!0,o=!0;for(let a=0;a<r;a++){let[i,s]=[t[2*a],t[2*a+1]];n&&=i!==
0&&i<128&&s===0,o&&=s!==0&&s<128&&i===0}return n?"little-endian":o?"big-endian":null}function _(t,r=0){let n=r;for(;n<t.
length;){let o=t[n],a,i;if(o<128){n++;continue}else if(o>=194&&o<=223)a=1,i=128;else if(o>=224&&o<=239)a=2,i=2048;else if(o>=
240&&o<=244)a=3,i=65536;else return n;let s=o&63>>a;for(let f=1;f<=a;f++){let d=t[n+f];if(d===void 0||(d&192)!==128)return n;
s=s<<6|d&63}if(s<i||s>1114111||s>=55296&&s<=57343)return n;n+=a+1}return t.length}function L(t,r){let n=new Uint16Array(
Math.floor(t.length/2)),[o,a]=r==="big-endian"?[0,1]:[1,0];for(let s=0;s<n.length;s++)n[s]=t[2*s+o]<<8|t[2*s+a];let i="";
for(let s=0;s<n.length;s+=8192)i+=String.fromCharCode(...n.subarray(s,s+8192));return i}function C(t,r){let n=new Uint8Array(
t.length*2),[o,a]=r==="big-endian"?[0,1]:[1,0];for(let i=0;i<t.length;i++){let s=t.charCodeAt(i);n[2*i+o]=s>>8,n[2*i+a]=
s&255}return n}function h(t){let r=2166136261;for(let n of new TextEncoder().encode(t))r^=n,r=Math.imul(r,16777619)>>>0;return r.toString(
16).padStart(8,"0")}var G={promptPath:"BATON_PROMPT_PATH",handoffPath:"BATON_HANDOFF_PATH",stage:"BATON_STAGE"},K=["ACTIONS_RUNTIME_TOKEN","\
ACTIONS_RESULTS_URL","GITHUB_TOKEN"],W=["ACTIONS_ID_TOKEN_REQUEST_"],j=["GITHUB_TOKEN","GH_TOKEN","GH_ENTERPRISE_TOKEN",
"GITHUB_ENTERPRISE_TOKEN"],$={start:"---BATON_HANDOFF_START---",end:"---BATON_HANDOFF_END---"},V="record-absent",Y={record:"\
record.json",prompt:"prompt.md",handoff:"handoff.json",log:"agent.log"},X="artifacts",z=['"',":","<",">","|","*","?","\r",
`
`],Z="run.json",J=".baton/runs",Q="baton-",q="-attempt-",tt="-run-",et={handoff:"https://github.com/baton-dev/baton/sche\
ma/handoff.v1.schema.json",record:"baton.record/v1",run:"baton.run/v1"},nt=1,ot={handoffFileBytes:256*1024,summaryBytes:4096,
detailBytes:65536,dataKeys:64,dataBytes:65536,shortTextBytes:4096,listEntries:100,stepSummaryBytes:1024*1024-4096,stepSummaryFileBytes:1024*
1024,commentChars:65536,verifyOutputTailBytes:4096,maxAttempts:10,defaultMaxHandoffs:10,handoffDepth:32,artifactBytes:10*
1024*1024,templateBytes:256*1024,templateDepth:64,promptBytes:16*1024*1024,indentWidth:64,workflowFileBytes:1024*1024,eventDepth:64,
eventBytes:25*1024*1024,usageCostUsd:1e6,agentOutputBytes:1024*1024,dataSchemaBytes:64*1024,dataSchemaPatternChars:1e3},
rt=/^[A-Za-z_][A-Za-z0-9_-]{0,99}$/,at=/^[A-Za-z_][A-Za-z0-9_-]{0,63}$/,st="baton:report:",e={stage:"stage",prompt:"prom\
pt",promptFile:"prompt-file",run:"run",agent:"agent",agentOutput:"agent-output",shell:"shell",needs:"needs",handoff:"han\
doff",onInvalid:"on-invalid",dataSchema:"data-schema",vars:"vars",maxPromptTokens:"max-prompt-tokens",retentionDays:"ret\
ention-days",workingDirectory:"working-directory",redact:"redact",verify:"verify",attempts:"attempts",maxHandoffs:"max-h\
andoffs",parentRun:"parent-run",githubToken:"github-token",trustCheckout:"trust-checkout",issueNumber:"issue-number",mode:"\
mode",key:"key",includeDetail:"include-detail"},c={status:"status",next:"next",present:"present",data:"data",sha256:"sha\
256",artifactId:"artifact-id",promptPath:"prompt-path",handoffPath:"handoff-path",commentId:"comment-id",commentUrl:"com\
ment-url"},it={model:"BATON_AGENT_MODEL",args:"BATON_AGENT_ARGS"},ct={invalid:"handoff-invalid",markersUnterminated:"han\
doff-markers-unterminated",markersFromPrompt:"handoff-markers-from-prompt",markersFromEvent:"handoff-markers-from-event",
failureMissing:"handoff-failure-missing"},pt=["__proto__","constructor","prototype"],ut={handoff:["optional","required"],
onInvalid:["fail","warn"]},ft={promptNamesFile:"prompt-names-file",nextUnknownStage:"next-unknown-stage",nextUnchecked:"\
next-unchecked",handoffMissing:"handoff-missing",maxHandoffs:"max-handoffs",artifactRefused:"artifact-refused",usageRefused:"\
usage-refused",usageMissing:"usage-missing"},dt={syntax:"template-syntax",unsupported:"template-unsupported",unknownHelper:"\
template-unknown-helper",helperArguments:"template-helper-arguments",unknownStage:"template-unknown-stage",missingField:"\
template-missing-field",printedObject:"template-printed-object",tooLarge:"template-too-large",notUtf8:"template-not-utf8",
tooDeep:"template-too-deep",overBudget:"template-over-budget",cut:"template-cut",upstreamHandoffMissing:"upstream-handof\
f-missing",upstreamRecordMissing:"upstream-record-missing"},lt={stage:"",prepare:"prepare",capture:"capture",report:"rep\
ort"},mt="baton",gt="baton-dev/baton",Tt=".github/workflows",xt=".github/workflows/baton-stage.yml",_t="stage",ht={output:"\
GITHUB_OUTPUT",env:"GITHUB_ENV",path:"GITHUB_PATH",stepSummary:"GITHUB_STEP_SUMMARY",state:"GITHUB_STATE"},T={report:"re\
port.md",summary:"summary.md",events:"events.jsonl",jobs:"jobs.json",jobLogPrefix:"job-",invocation:"invocation.json"},A=255,
R="+";function At(t){let r=T.jobLogPrefix,n=t.replaceAll("/","~");if(u(`${r}${n}.log`)<=A)return`${r}${n}.log`;let o=`${R}${h(
t)}.log`,a=x(n,A-u(r)-u(o));return`${r}${a}${o}`}function Et(t){return!t.startsWith(T.jobLogPrefix)||!t.endsWith(".log")||
t.includes(R)?null:t.slice(T.jobLogPrefix.length,-4).replaceAll("~","/")}var Rt={inputMissing:"input-missing",inputUnknown:"\
input-unknown",inputInvalid:"input-invalid",jobUnknown:"job-unknown",templateStage:"template-stage-not-upstream",templateInvalid:"\
template-invalid",templateKey:"template-key-unknown",templateDataKey:"template-data-key-undeclared",promptFileMissing:"p\
rompt-file-missing",matrixInvalid:"matrix-invalid",stageDuplicate:"stage-duplicate",stageInvalid:"stage-id-invalid",actionInputUnknown:"\
unknown-input",actionInputInvalid:"action-input-invalid",actionInputSecret:"action-input-secret",eventNotTrigger:"event-\
not-a-trigger",timeoutInvalid:"timeout-invalid",shellInvalid:"shell-invalid",needsInput:"needs-input-not-upstream",checkoutMissing:"\
checkout-missing",workflowCallInvalid:"workflow-call-invalid",actionMissing:"action-missing"},E={markerPrefix:"[REDACTED\
:",markerSuffix:"]",problemCode:"redacted",minSecretLength:6};function Ot(t){return`${E.markerPrefix}${t}${E.markerSuffix}`}
var St=".tmp-",g={matrix:"matrix"},It={artifactTimeoutMs:"BATON_TEST_ARTIFACT_TIMEOUT_MS"};var Nt={stage:[e.stage,e.prompt,e.promptFile,e.run,e.agent,e.shell,e.needs,e.handoff,e.onInvalid,e.dataSchema,e.vars,e.maxPromptTokens,
e.retentionDays,e.workingDirectory,e.redact,e.verify,e.attempts,e.maxHandoffs,e.parentRun,e.githubToken,e.trustCheckout,
g.matrix],prepare:[e.stage,e.prompt,e.promptFile,e.agent,e.needs,e.vars,e.maxPromptTokens,e.maxHandoffs,e.parentRun,e.githubToken,
e.redact,g.matrix],capture:[e.stage,e.handoff,e.onInvalid,e.dataSchema,e.retentionDays,e.redact,e.agent,e.agentOutput,g.
matrix],report:[e.githubToken,e.issueNumber,e.needs,e.mode,e.key,e.includeDetail]},Dt={stage:[c.status,c.next,c.present,
c.data,c.sha256,c.artifactId,c.promptPath,c.handoffPath],prepare:[c.promptPath,c.handoffPath],capture:[c.status,c.next,c.
present,c.data,c.sha256,c.artifactId],report:[c.commentId,c.commentUrl]},N="agent-version",p={agentVersion:N,model:"mode\
l",agentArgs:"agent-args",runsOn:"runs-on",nodeVersion:"node-version",timeoutMinutes:"timeout-minutes",batonRepository:"\
baton-repository",batonRef:"baton-ref"},bt=[e.stage,p.batonRef],Pt=[e.attempts,e.maxHandoffs,p.timeoutMinutes],Ft=[e.stage,
e.prompt,e.promptFile,e.agent,p.agentVersion,p.model,p.agentArgs,e.run,e.needs,e.handoff,e.onInvalid,e.dataSchema,e.vars,
e.verify,e.attempts,e.maxHandoffs,e.maxPromptTokens,e.redact,e.retentionDays,e.workingDirectory,p.runsOn,p.nodeVersion,p.
timeoutMinutes,p.batonRepository,p.batonRef];export{h as a,u as b,x as c,O as d,D as e,b as f,P as g,F as h,S as i,y as j,k,U as l,B as m,I as n,L as o,C as p,G as q,
K as r,W as s,j as t,$ as u,V as v,Y as w,X as x,z as y,Z as z,J as A,Q as B,q as C,tt as D,et as E,nt as F,ot as G,rt as H,
at as I,st as J,e as K,c as L,it as M,ct as N,pt as O,ut as P,ft as Q,dt as R,lt as S,mt as T,gt as U,Tt as V,xt as W,_t as X,
ht as Y,T as Z,At as _,Et as $,Rt as aa,E as ba,Ot as ca,St as da,It as ea,Nt as fa,Dt as ga,N as ha,p as ia,bt as ja,Pt as ka,
Ft as la};

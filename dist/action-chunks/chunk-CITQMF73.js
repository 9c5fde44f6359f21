function u(e){let n=0;for(let o=0;o<e.length;o++){let r=e.charCodeAt(o);r<128?n+=1:r<2048?n+=2:r>=55296&&r<=56319&&(e.charCodeAt(
o+1)&64512)===56320?(n+=4,o++):n+=3}return n}function E(e,n){let o=new TextEncoder().encode(e);if(o.length<=n)return e;let r=o.
length-n;for(;r<o.length&&((o[r]??0)&192)===128;)r++;return new TextDecoder().decode(o.subarray(r))}function A(e){return e.charCodeAt(0)===65279?e.slice(1):e}var m=new TextDecoder("utf-8",{fatal:!0,ignoreBOM:!0}),h="save\
 it as UTF-8 (PowerShell: Set-Content -Encoding utf8, or Out-File -Encoding utf8)";function O(e){let n=T(e);if(n)return{
kind:"utf-16",problem:`is UTF-16 (${n}), not UTF-8`};let o=e[0]===239&&e[1]===187&&e[2]===191,r=o?e.subarray(3):e;try{return{
kind:"text",text:m.decode(r)}}catch{let a=x(r);return{kind:"not-utf-8",problem:`is not valid UTF-8${a<r.length?` (byte 0\
x${r[a].toString(16).padStart(2,"0")} at offset ${a+(o?3:0)})`:""}`}}}function T(e){if(e[0]===255&&e[1]===254)return"lit\
tle-endian";if(e[0]===254&&e[1]===255)return"big-endian";let n=Math.min(32,Math.floor(e.length/2));if(n<2)return null;let o=!0,
r=!0;for(let a=0;a<n;a++){let[i,c]=[e[2*a],e[2*a+1]];o&&=i!==0&&i<128&&c===0,r&&=c!==0&&c<128&&i===0}return o?"little-en\
dian":r?"big-endian":null}function x(e){let n=0;for(;n<e.length;){let o=e[n],r,a;if(o<128){n++;continue}else if(o>=194&&
o<=223)r=1,a=128;else if(o>=224&&o<=239)r=2,a=2048;else if(o>=240&&o<=244)r=3,a=65536;else return n;let i=o&63>>r;for(let c=1;c<=
r;c++){let f=e[n+c];if(f===void 0||(f&192)!==128)return n;i=i<<6|f&63}if(i<a||i>1114111||i>=55296&&i<=57343)return n;n+=
r+1}return e.length}function _(e){let n=2166136261;for(let o of new TextEncoder().encode(e))n^=o,n=Math.imul(n,16777619)>>>0;return n.toString(
16).padStart(8,"0")}var P={promptPath:"BATON_PROMPT_PATH",handoffPath:"BATON_HANDOFF_PATH",stage:"BATON_STAGE"},D=["ACTIONS_RUNTIME_TOKEN","\
ACTIONS_RESULTS_URL","GITHUB_TOKEN"],b=["ACTIONS_ID_TOKEN_REQUEST_"];var k={start:"---BATON_HANDOFF_START---",end:"---BATON_HANDOFF_END---"},F={record:"record.json",prompt:"prompt.md",handoff:"\
handoff.json",log:"agent.log"},U="artifacts",v=['"',":","<",">","|","*","?","\r",`
`];var y="baton-",L="-attempt-",B="-run-",C={handoff:"https://github.com/baton-dev/baton/schema/handoff.v1.schema.json",record:"\
baton.record/v1",run:"baton.run/v1"},H=1,w={handoffFileBytes:256*1024,summaryBytes:4096,detailBytes:65536,dataKeys:64,dataBytes:65536,
shortTextBytes:4096,listEntries:100,stepSummaryBytes:1024*1024-4096,stepSummaryFileBytes:1024*1024,commentChars:65536,verifyOutputTailBytes:4096,
maxAttempts:10,defaultMaxHandoffs:10,handoffDepth:32,artifactBytes:10*1024*1024,templateBytes:256*1024,templateDepth:64,
promptBytes:16*1024*1024,indentWidth:64,workflowFileBytes:1024*1024,eventDepth:64,usageCostUsd:1e6},M=/^[A-Za-z_][A-Za-z0-9_-]{0,99}$/,
G=/^[A-Za-z_][A-Za-z0-9_-]{0,63}$/,K="baton:report:",t={stage:"stage",prompt:"prompt",promptFile:"prompt-file",run:"run",
agent:"agent",shell:"shell",needs:"needs",handoff:"handoff",onInvalid:"on-invalid",vars:"vars",maxPromptTokens:"max-prom\
pt-tokens",retentionDays:"retention-days",workingDirectory:"working-directory",redact:"redact",verify:"verify",attempts:"\
attempts",maxHandoffs:"max-handoffs",parentRun:"parent-run",githubToken:"github-token",issueNumber:"issue-number",mode:"\
mode",key:"key",includeDetail:"include-detail"},s={status:"status",next:"next",present:"present",data:"data",sha256:"sha\
256",artifactId:"artifact-id",promptPath:"prompt-path",handoffPath:"handoff-path",commentId:"comment-id",commentUrl:"com\
ment-url"},W={model:"BATON_AGENT_MODEL"},j={invalid:"handoff-invalid",markersUnterminated:"handoff-markers-unterminated",
failureMissing:"handoff-failure-missing"},$=["__proto__","constructor","prototype"],V={handoff:["optional","required"],onInvalid:[
"fail","warn"]},X={nextUnknownStage:"next-unknown-stage",nextUnchecked:"next-unchecked",handoffMissing:"handoff-missing",
maxHandoffs:"max-handoffs",artifactRefused:"artifact-refused",usageRefused:"usage-refused"},Y={syntax:"template-syntax",
unsupported:"template-unsupported",unknownHelper:"template-unknown-helper",helperArguments:"template-helper-arguments",unknownStage:"\
template-unknown-stage",missingField:"template-missing-field",printedObject:"template-printed-object",tooLarge:"template\
-too-large",tooDeep:"template-too-deep",overBudget:"template-over-budget",cut:"template-cut",upstreamHandoffMissing:"ups\
tream-handoff-missing",upstreamRecordMissing:"upstream-record-missing"};var Z="baton";var z=".github/workflows/baton-stage.yml",J="stage",Q={output:"GITHUB_OUTPUT",env:"GITHUB_ENV",path:"GITHUB_PATH",stepSummary:"\
GITHUB_STEP_SUMMARY",state:"GITHUB_STATE"};var l={markerPrefix:"[REDACTED:",markerSuffix:"]",problemCode:"redacted",minSecretLength:6};function q(e){return`${l.markerPrefix}${e}${l.
markerSuffix}`}var d={matrix:"matrix"},tt="baton-prepared-",et=["LD_PRELOAD","LD_AUDIT","LD_LIBRARY_PATH","NODE_EXTRA_CA_CERTS","NODE_T\
LS_REJECT_UNAUTHORIZED","HTTPS_PROXY","https_proxy","HTTP_PROXY","http_proxy"],nt={stage:[t.stage,t.prompt,t.promptFile,
t.run,t.agent,t.shell,t.needs,t.handoff,t.onInvalid,t.vars,t.maxPromptTokens,t.retentionDays,t.workingDirectory,t.redact,
t.verify,t.attempts,t.maxHandoffs,t.parentRun,t.githubToken,d.matrix],prepare:[t.stage,t.prompt,t.promptFile,t.agent,t.needs,
t.vars,t.maxPromptTokens,t.maxHandoffs,t.parentRun,t.githubToken,t.redact,d.matrix],capture:[t.stage,t.handoff,t.onInvalid,
t.retentionDays,t.redact,d.matrix],report:[t.githubToken,t.issueNumber,t.mode,t.key,t.includeDetail]},ot={stage:[s.status,
s.next,s.present,s.data,s.sha256,s.artifactId,s.promptPath,s.handoffPath],prepare:[s.promptPath,s.handoffPath],capture:[
s.status,s.next,s.present,s.data,s.sha256,s.artifactId],report:[s.commentId,s.commentUrl]},g="agent-version",p={agentVersion:g,
model:"model",runsOn:"runs-on",nodeVersion:"node-version",timeoutMinutes:"timeout-minutes",batonRepository:"baton-reposi\
tory",batonRef:"baton-ref"},rt=[t.stage,p.batonRef],st=[t.attempts,t.maxHandoffs,p.timeoutMinutes],at=[t.stage,t.prompt,
t.promptFile,t.agent,p.agentVersion,p.model,t.run,t.needs,t.handoff,t.onInvalid,t.vars,t.verify,t.attempts,t.maxHandoffs,
t.maxPromptTokens,t.redact,t.retentionDays,t.workingDirectory,p.runsOn,p.nodeVersion,p.timeoutMinutes,p.batonRepository,
p.batonRef];export{_ as a,u as b,E as c,A as d,h as e,O as f,P as g,D as h,b as i,k as j,F as k,U as l,v as m,y as n,L as o,B as p,C as q,
H as r,w as s,M as t,G as u,K as v,t as w,s as x,W as y,j as z,$ as A,V as B,X as C,Y as D,Z as E,z as F,J as G,Q as H,l as I,
q as J,d as K,tt as L,et as M,nt as N,ot as O};

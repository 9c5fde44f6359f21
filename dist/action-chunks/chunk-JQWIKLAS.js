function p(a){let o=2166136261;for(let i of new TextEncoder().encode(a))o^=i,o=Math.imul(o,16777619)>>>0;return o.toString(
16).padStart(8,"0")}var f={promptPath:"BATON_PROMPT_PATH",handoffPath:"BATON_HANDOFF_PATH",stage:"BATON_STAGE"},l=["ACTIONS_RUNTIME_TOKEN","\
ACTIONS_RESULTS_URL","GITHUB_TOKEN"],E=["ACTIONS_ID_TOKEN_REQUEST_"];var A={start:"---BATON_HANDOFF_START---",end:"---BATON_HANDOFF_END---"},g="record-absent",R={record:"record.json",prompt:"\
prompt.md",handoff:"handoff.json",log:"agent.log"},O="artifacts",x=['"',":","<",">","|","*","?","\r",`
`];var h="baton-",I="-attempt-",N="-run-",S={handoff:"https://github.com/baton-dev/baton/schema/handoff.v1.schema.json",record:"\
baton.record/v1",run:"baton.run/v1"},P=1,D={handoffFileBytes:256*1024,summaryBytes:4096,detailBytes:65536,dataKeys:64,dataBytes:65536,
shortTextBytes:4096,listEntries:100,stepSummaryBytes:1024*1024-4096,stepSummaryFileBytes:1024*1024,commentChars:65536,verifyOutputTailBytes:4096,
maxAttempts:10,defaultMaxHandoffs:10,handoffDepth:32,artifactBytes:10*1024*1024,templateBytes:256*1024,templateDepth:64,
promptBytes:16*1024*1024,indentWidth:64,workflowFileBytes:1024*1024,eventDepth:64,eventBytes:25*1024*1024,usageCostUsd:1e6,
agentOutputBytes:1024*1024,dataSchemaBytes:64*1024,dataSchemaPatternChars:1e3},y=/^[A-Za-z_][A-Za-z0-9_-]{0,99}$/,L=/^[A-Za-z_][A-Za-z0-9_-]{0,63}$/,
F="baton:report:",t={stage:"stage",prompt:"prompt",promptFile:"prompt-file",run:"run",agent:"agent",agentOutput:"agent-o\
utput",shell:"shell",needs:"needs",handoff:"handoff",onInvalid:"on-invalid",dataSchema:"data-schema",vars:"vars",maxPromptTokens:"\
max-prompt-tokens",retentionDays:"retention-days",workingDirectory:"working-directory",redact:"redact",verify:"verify",attempts:"\
attempts",maxHandoffs:"max-handoffs",parentRun:"parent-run",githubToken:"github-token",trustCheckout:"trust-checkout",issueNumber:"\
issue-number",mode:"mode",key:"key",includeDetail:"include-detail"},e={status:"status",next:"next",present:"present",data:"\
data",sha256:"sha256",artifactId:"artifact-id",promptPath:"prompt-path",handoffPath:"handoff-path",commentId:"comment-id",
commentUrl:"comment-url"},k={model:"BATON_AGENT_MODEL",args:"BATON_AGENT_ARGS"},v={invalid:"handoff-invalid",markersUnterminated:"\
handoff-markers-unterminated",markersFromPrompt:"handoff-markers-from-prompt",markersFromEvent:"handoff-markers-from-eve\
nt",failureMissing:"handoff-failure-missing"},B=["__proto__","constructor","prototype"],U={handoff:["optional","required"],
onInvalid:["fail","warn"]},b={promptNamesFile:"prompt-names-file",nextUnknownStage:"next-unknown-stage",nextUnchecked:"n\
ext-unchecked",handoffMissing:"handoff-missing",maxHandoffs:"max-handoffs",artifactRefused:"artifact-refused",usageRefused:"\
usage-refused",usageMissing:"usage-missing"},C={syntax:"template-syntax",unsupported:"template-unsupported",unknownHelper:"\
template-unknown-helper",helperArguments:"template-helper-arguments",unknownStage:"template-unknown-stage",missingField:"\
template-missing-field",printedObject:"template-printed-object",tooLarge:"template-too-large",notUtf8:"template-not-utf8",
tooDeep:"template-too-deep",overBudget:"template-over-budget",cut:"template-cut",upstreamHandoffMissing:"upstream-handof\
f-missing",upstreamRecordMissing:"upstream-record-missing"},H={stage:"",prepare:"prepare",capture:"capture",report:"repo\
rt"},M="baton",w="baton-dev/baton";var G=".github/workflows/baton-stage.yml",K="stage",W={output:"GITHUB_OUTPUT",env:"GITHUB_ENV",path:"GITHUB_PATH",stepSummary:"\
GITHUB_STEP_SUMMARY",state:"GITHUB_STATE"};var j={inputMissing:"input-missing",inputUnknown:"input-unknown",inputInvalid:"input-invalid",jobUnknown:"job-unknown",templateStage:"\
template-stage-not-upstream",templateInvalid:"template-invalid",templateKey:"template-key-unknown",templateDataKey:"temp\
late-data-key-undeclared",promptFileMissing:"prompt-file-missing",matrixInvalid:"matrix-invalid",stageDuplicate:"stage-d\
uplicate",stageInvalid:"stage-id-invalid",actionInputUnknown:"unknown-input",actionInputInvalid:"action-input-invalid",actionInputSecret:"\
action-input-secret",eventNotTrigger:"event-not-a-trigger",timeoutInvalid:"timeout-invalid",shellInvalid:"shell-invalid",
needsInput:"needs-input-not-upstream",checkoutMissing:"checkout-missing",workflowCallInvalid:"workflow-call-invalid",actionMissing:"\
action-missing"},r={markerPrefix:"[REDACTED:",markerSuffix:"]",problemCode:"redacted",minSecretLength:6};function V(a){return`${r.
markerPrefix}${a}${r.markerSuffix}`}var s={matrix:"matrix"},Y={artifactTimeoutMs:"BATON_TEST_ARTIFACT_TIMEOUT_MS"},$="baton-prepared-",X=["LD_PRELOAD","LD_A\
UDIT","LD_LIBRARY_PATH","DYLD_INSERT_LIBRARIES","DYLD_LIBRARY_PATH","DYLD_FRAMEWORK_PATH","DYLD_FALLBACK_LIBRARY_PATH","\
DYLD_FALLBACK_FRAMEWORK_PATH","OPENSSL_CONF","NODE_EXTRA_CA_CERTS","NODE_TLS_REJECT_UNAUTHORIZED","HTTPS_PROXY","https_p\
roxy","HTTP_PROXY","http_proxy"],Z={stage:[t.stage,t.prompt,t.promptFile,t.run,t.agent,t.shell,t.needs,t.handoff,t.onInvalid,
t.dataSchema,t.vars,t.maxPromptTokens,t.retentionDays,t.workingDirectory,t.redact,t.verify,t.attempts,t.maxHandoffs,t.parentRun,
t.githubToken,t.trustCheckout,s.matrix],prepare:[t.stage,t.prompt,t.promptFile,t.agent,t.needs,t.vars,t.maxPromptTokens,
t.maxHandoffs,t.parentRun,t.githubToken,t.redact,s.matrix],capture:[t.stage,t.handoff,t.onInvalid,t.dataSchema,t.retentionDays,
t.redact,t.agent,t.agentOutput,s.matrix],report:[t.githubToken,t.issueNumber,t.needs,t.mode,t.key,t.includeDetail]},z={stage:[
e.status,e.next,e.present,e.data,e.sha256,e.artifactId,e.promptPath,e.handoffPath],prepare:[e.promptPath,e.handoffPath],
capture:[e.status,e.next,e.present,e.data,e.sha256,e.artifactId],report:[e.commentId,e.commentUrl]},c="agent-version",n={
agentVersion:c,model:"model",agentArgs:"agent-args",runsOn:"runs-on",nodeVersion:"node-version",timeoutMinutes:"timeout-\
minutes",batonRepository:"baton-repository",batonRef:"baton-ref"},J=[t.stage,n.batonRef],Q=[t.attempts,t.maxHandoffs,n.timeoutMinutes],
q=[t.stage,t.prompt,t.promptFile,t.agent,n.agentVersion,n.model,n.agentArgs,t.run,t.needs,t.handoff,t.onInvalid,t.dataSchema,
t.vars,t.verify,t.attempts,t.maxHandoffs,t.maxPromptTokens,t.redact,t.retentionDays,t.workingDirectory,n.runsOn,n.nodeVersion,
n.timeoutMinutes,n.batonRepository,n.batonRef];export{p as a,f as b,l as c,E as d,A as e,g as f,R as g,O as h,x as i,h as j,I as k,N as l,S as m,P as n,D as o,y as p,L as q,
F as r,t as s,e as t,k as u,v,B as w,U as x,b as y,C as z,H as A,M as B,w as C,G as D,K as E,W as F,j as G,r as H,V as I,
s as J,Y as K,$ as L,X as M,Z as N,z as O,n as P};

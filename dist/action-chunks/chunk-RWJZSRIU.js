import{h as q,i as B,j as J,k as V}from"./chunk-JWSRV2MV.js";import{f as R,g as T,h as C,i as E,k as D,m as U}from"./chunk-7FRYG333.js";
import{d as N,e as I,f as _,g as x,n as H}from"./chunk-N3I6CJPR.js";import{b as L}from"./chunk-LZSRZBQU.js";
import{b as M}from"./chunk-33B5N6SF.js";import{J as k}from"./chunk-OZVA4VSG.js";import{A as F,D as g,K as j,
h as O,k as y,m as v,t as P,x as $}from"./chunk-ATJWCINQ.js";var W=e=>e.replace(/[.*+?^${}()|[\]\\-]/g,"\\$&"),te=new RegExp(`^[ \\t]*(${W(y.start)}|${W(y.end)})[ \\t]*\\r?$`,"gm");
function z(e){let n=null,t=-1,r=-1;for(let i of e.matchAll(te)){let s=i.index;i[1]===y.start?(t=ne(e,s),r=s):t!==-1&&(n=
s>t?e.slice(t,s).replace(/\r?\n$/,""):"",t=-1)}let o=[];return t!==-1&&o.push({code:F.markersUnterminated,severity:"warn\
ing",path:`output line ${re(e,r)}`,message:`${y.start} without a ${y.end} line after it; that block was ignored${n===null?
"":" and the complete block before it used"}`}),{json:n,warnings:o}}function ne(e,n){let t=e.indexOf(`
`,n);return t===-1?e.length:t+1}function re(e,n){let t=1;for(let r=e.indexOf(`
`);r!==-1&&r<n;r=e.indexOf(`
`,r+1))t++;return t}var oe=new TextEncoder,se=new TextDecoder("utf-8",{fatal:!0,ignoreBOM:!0}),ie=new TextDecoder("latin1");async function G(e,n,t){
let r=[],o=[],i=new Set,s=P.artifactBytes;for(let[f,p]of(n.artifacts??[]).entries()){let c=h=>o.push({code:g.artifactRefused,
severity:"warning",path:I(["artifacts",f,"path"]),message:`${p.path} ${h}; it was not kept`});if(p.path.includes(j.markerPrefix)){
c("held a secret (its path was redacted)");continue}let a=U(p.path);if("refused"in a){c(a.refused);continue}if(i.has(a.path))
continue;let u=await t.readArtifact(e.workingDirectory,a.path,s);if(u.kind==="refused"){c(u.reason);continue}let d=ae(u.
bytes,e.redact,`${v}/${a.path}`);if("refused"in d){c(d.refused);continue}if(d.bytes.length>s){c(`is ${d.bytes.length} by\
tes once redacted, more than the ${s} bytes left of the ${P.artifactBytes}-byte limit for one record's artifacts`);continue}
o.push(...d.problems),r.push({path:a.path,bytes:d.bytes}),i.add(a.path),s-=d.bytes.length}return{files:r,problems:o}}function ae(e,n,t){
let r;try{r=se.decode(e)}catch{r=void 0}if(r!==void 0){let o=B(r,n,t);return o.problems.length===0?{bytes:e,problems:[]}:
{bytes:oe.encode(o.text),problems:o.problems}}return x(ie.decode(e),n).redactions.length>0?{refused:"is not UTF-8 text a\
nd holds a secret, which cannot be redacted from a binary file"}:{bytes:e,problems:[]}}async function Me(e,n,t,r,o={}){let i=e.agent?.kind==="preset"?e.agent.preset:null,s=t===null?o.agentOutput:void 0,f=i===
null?null:t?R(i,t.stdout):s?T(i,s.text):null,p=t?t.stdout:s?.text??null,c=i!==null&&s!==void 0?E(i,s.text):null,a=await me(
e,n,p,f?.finalText??null,r),u=a.kind==="valid"?a.handoff:null,d=u?await G(e,u,r.workspace):{files:[],problems:[]},h=[...n.
warnings,...a.problems,...d.problems,...f?.problems??[],...i!==null&&t===null?ce(i,s,f):[]],S=a.kind==="invalid",A=e.onInvalid===
"fail"||e.handoff==="required",b=null,m,X={reason:"cancelled",message:`the stage was cancelled while its agent ran${typeof o.
signal?.reason=="string"?`: ${o.signal.reason}`:""}`};if(o.cancelled||o.signal?.aborted)m=X;else if(t&&t.exitCode!==0){let l=e.
agent?.kind==="preset"?fe(e.agent.preset,t,e.redact):"";m={reason:"exit-nonzero",message:t.exitCode!==null?`the agent ex\
ited with code ${t.exitCode}${l}`:t.signal!==null?`the agent was ended by ${t.signal}`:`the agent could not start: ${t.output.
replace(V,"").trim()}`,exitCode:t.exitCode,signal:t.signal}}else if(s&&c)m={reason:"exit-nonzero",message:`the agent's o\
utput (${s.path}) ends with an error result${ue(i,c,e.redact)}`,exitCode:null,signal:null};else if(S&&A){let l=a.problems.
filter(ee=>ee.severity==="error");m={reason:"handoff-invalid",message:`the handoff was refused (${he(l.length,"problem")}\
): ${ge(l)}`,problems:l}}else if(u===null&&e.handoff==="required"){let l=`no handoff: nothing at $${O.handoffPath} and n\
o block between the markers in the agent's output, and this stage requires one (handoff: required)`;h.push({code:g.handoffMissing,
severity:"error",path:"$",message:l}),m={reason:"handoff-missing",message:l}}else if(o.verify){let l=await o.verify();b=
l.facts,h.push(...l.problems),m=o.signal?.aborted?{reason:"cancelled",message:"the stage was cancelled while verify ran"}:
b.exit_code===0?{reason:"completed",message:null}:{reason:"verify-failed",message:`verify failed with ${b.exit_code===null?
"no exit code (ended by a signal)":`exit code ${b.exit_code}`}`,exitCode:b.exit_code}}else m={reason:"completed",message:null};
let Q=S&&!A?h.map(l=>({...l,severity:"warning"})):h,Y=r.workspace.now(),w=await q(e,{attempt:n.attempt,repair:n.repair,hop:n.
hop,lineage:n.lineage,...n.parent?{parent:n.parent}:{},prompt:n.prompt,handoff:u,agent:t,startedAt:new Date(n.preparedAt),
finishedAt:Y,usage:f?.usage??null,verify:b,outcome:m,problems:Q,files:d.files},r),Z=e.handoff==="required"&&(m.reason===
"handoff-invalid"||m.reason==="handoff-missing");return{...w,outputs:J(w.record,w.handoff,{artifactId:w.ref.id,promptPath:n.
promptPath,handoffPath:n.handoffPath}),repairProblems:Z?w.record.problems.filter(l=>l.severity==="error"):[]}}var le=300;
function fe(e,n,t){let r=C(e,n.output);if(r===null)return"";let o=K(r.text,t);return o===""?"":r.source==="cli"?`: ${e} \
said "${o}"`:`: ${o}`}function K(e,n){let t=x(e,n).text;return L(D(_(t).replace(/\s+/g," ").trim()),le)}function ue(e,n,t){
let r=K(n.text,t);return`${n.subtype!==null&&n.subtype!==r?` (${n.subtype})`:""}${r===""?"":`: ${e} said "${r}"`}`}var de={
claude:"claude -p --output-format stream-json --verbose \u2026 > file, or claude-code-action\u2019s execution_file",codex:"\
codex exec --json \u2026 > file",gemini:"gemini --output-format json \u2026 > file",copilot:"copilot --output-format=jso\
n \u2026 > file; Copilot CLI 1.0.102 puts no token counts in it"};function ce(e,n,t){let r=`give ${$.agentOutput} the fi\
le the CLI\u2019s machine-readable output went to (${de[e]})`,o=s=>[{code:g.usageMissing,severity:"warning",path:"agent.\
usage",message:s}];if(n===void 0)return o(`${$.agent} is ${e} and ${$.agentOutput} is empty, so the record has no usage:\
 ${r}`);if(t===null||t.usage!==null||t.problems.length>0)return[];let i=n.cut>0?` in its last ${n.bytes-n.cut} bytes (of\
 ${n.bytes}: only the end of a longer file is read)`:"";return o(`${$.agentOutput} ${n.path} holds no usage in ${e}\u2019s ou\
tput format${i}, so the record has none: ${r}`)}async function me(e,n,t,r,o){let i=await o.workspace.readHandoff(n.handoffPath),
s=[],f;if(i.kind!=="missing")f=i;else if(t!==null)for(let u of[r,t]){if(!u)continue;let d=z(u);if(s.push(...d.warnings),
d.json!==null){f=N(d.json);break}}if(f===void 0)return{kind:"missing",problems:pe(s)};if(f.kind==="invalid")return{kind:"\
invalid",problems:[...s,...f.problems]};let p=H(f.handoff,e.redact),c=[...s,...f.warnings,...p.problems],a=p.handoff.next?.
stage;if(a!==void 0&&e.workflowJobs!==null&&!e.workflowJobs.includes(a)){let u={code:g.nextUnknownStage,severity:e.onInvalid===
"warn"?"warning":"error",path:"$.next.stage",message:`"${a}" names no job in this workflow; jobs: ${[...e.workflowJobs].
sort().join(", ")}`};if(e.onInvalid==="fail")return{kind:"invalid",problems:[...c,u]};c.push(u)}else a!==void 0&&e.workflowJobs===
null&&c.push({code:g.nextUnchecked,severity:"warning",path:"$.next.stage",message:`"${a}" was not checked against the wo\
rkflow's jobs, which are not known here: ${e.workflowUnread??"the workflow file was not read"}; the \`next\` output names \
it as given, whether or not a job has that id`});return{kind:"valid",handoff:p.handoff,problems:c}}function pe(e){let n=new Set;
return e.filter(t=>{let r=`${t.code}\0${t.path}\0${t.message}`;return n.has(r)?!1:(n.add(r),!0)})}function ge(e){let n=[
...e].sort((r,o)=>Number(k(o.message))-Number(k(r.message))),t=n.slice(0,3).map(M).join("; ");return n.length>3?`${t}; a\
nd ${n.length-3} more`:t}function he(e,n){return`${e} ${n}${e===1?"":"s"}`}export{Me as a};

import{h as G,i as K,j as X,l as Q}from"./chunk-XKIKFYQ5.js";import{f as D,g as U,h as L,i as M,k as J,m as z}from"./chunk-USK3TA6W.js";
import{c as _}from"./chunk-7VAKWZ75.js";import{a as B,b as P,i as q}from"./chunk-R5JT6CVI.js";import{a as H,
d as N,e as I}from"./chunk-TOEZMH3Z.js";import{b as W}from"./chunk-LZSRZBQU.js";import{b as V}from"./chunk-D5DAGAHK.js";
import{J as S}from"./chunk-F5SJJ7OM.js";import{D as $,G as C,J as b,Q as E,h as v,j as F,l as j,m as R,p as h,s as T,
z as k}from"./chunk-HAPBAMSR.js";var Y=e=>e.replace(/[.*+?^${}()|[\]\\-]/g,"\\$&"),le=new RegExp(`^[ \\t]*(${Y(h.start)}|${Y(h.end)})[ \\t]*\\r?$`,"gm");
function Z(e){let n=null,t=-1,r=-1;for(let i of e.matchAll(le)){let s=i.index;i[1]===h.start?(t=fe(e,s),r=s):t!==-1&&(n=
s>t?e.slice(t,s).replace(/\r?\n$/,""):"",t=-1)}let o=[];return t!==-1&&o.push({code:C.markersUnterminated,severity:"warn\
ing",path:`output line ${de(e,r)}`,message:`${h.start} without a ${h.end} line after it; that block was ignored${n===null?
"":" and the complete block before it used"}`}),{json:n,warnings:o}}function ee(e,n){let t=F(e);return t===null?N(e):{kind:"\
invalid",problems:[H("$",`the block between the ${h.start} and ${h.end} lines in ${n} ${v(t)}; a handoff is UTF-8 JSON`)]}}
function fe(e,n){let t=e.indexOf(`
`,n);return t===-1?e.length:t+1}function de(e,n){let t=1;for(let r=e.indexOf(`
`);r!==-1&&r<n;r=e.indexOf(`
`,r+1))t++;return t}var ue=new TextEncoder,me=new TextDecoder("utf-8",{fatal:!0,ignoreBOM:!0}),ce=new TextDecoder("latin1");async function te(e,n,t){
let r=[],o=[],i=new Set,s=k.artifactBytes;for(let[m,d]of(n.artifacts??[]).entries()){let c=y=>o.push({code:b.artifactRefused,
severity:"warning",path:I(["artifacts",m,"path"]),message:`${d.path} ${y}; it was not kept`});if(d.path.includes(E.markerPrefix)){
c("held a secret (its path was redacted)");continue}let u=z(d.path);if("refused"in u){c(u.refused);continue}if(i.has(u.path))
continue;let l=await t.readArtifact(e.workingDirectory,u.path,s);if(l.kind==="refused"){c(l.reason);continue}let a=pe(l.
bytes,e.redact,`${T}/${u.path}`);if("refused"in a){c(a.refused);continue}if(a.bytes.length>s){c(`is ${a.bytes.length} by\
tes once redacted, more than the ${s} bytes left of the ${k.artifactBytes}-byte limit for one record's artifacts`);continue}
o.push(...a.problems),r.push({path:u.path,bytes:a.bytes}),i.add(u.path),s-=a.bytes.length}return{files:r,problems:o}}function pe(e,n,t){
let r;try{r=me.decode(e)}catch{r=void 0}if(r!==void 0){let o=K(r,n,t);return o.problems.length===0?{bytes:e,problems:[]}:
{bytes:ue.encode(o.text),problems:o.problems}}return P(ce.decode(e),n).redactions.length>0?{refused:"is not UTF-8 text a\
nd holds a secret, which cannot be redacted from a binary file"}:{bytes:e,problems:[]}}async function Xe(e,n,t,r,o={}){let i=e.agent?.kind==="preset"?e.agent.preset:null,s=t===null?o.agentOutput:void 0,m=i===
null?null:t?D(i,t.stdout):s?U(i,s.text):null,d=t?t.stdout:s?.text??null,c=i!==null&&s!==void 0?M(i,s.text):null,u=t?"the\
 agent's stdout":s?`${$.agentOutput} ${s.path}`:"",l=await $e(e,n,d,m?.finalText??null,u,r),a=l.kind==="valid"?l.handoff:
null,y=a?await te(e,a,r.workspace):{files:[],problems:[]},g=[...n.warnings,...l.problems,...y.problems,...m?.problems??[],
...i!==null&&t===null?we(i,s,m):[]],A=l.kind==="invalid",O=e.onInvalid==="fail"||e.handoff==="required",w=null,p,re={reason:"\
cancelled",message:`the stage was cancelled while its agent ran${typeof o.signal?.reason=="string"?`: ${o.signal.reason}`:
""}`};if(o.cancelled||o.signal?.aborted)p=re;else if(t&&t.exitCode!==0){let f=e.agent?.kind==="preset"?he(e.agent.preset,
t,e.redact):"";p={reason:"exit-nonzero",message:t.exitCode!==null?`the agent exited with code ${t.exitCode}${f}`:t.signal!==
null?`the agent was ended by ${t.signal}`:`the agent could not start: ${t.output.replace(Q,"").trim()}`,exitCode:t.exitCode,
signal:t.signal}}else if(s&&c)p={reason:"exit-nonzero",message:`the agent's output (${s.path}) ends with an error result${be(
i,c,e.redact)}`,exitCode:null,signal:null};else if(A&&O){let f=l.problems.filter(ie=>ie.severity==="error");p={reason:"h\
andoff-invalid",message:`the handoff was refused (${ke(f.length,"problem")}): ${Pe(f)}`,problems:f}}else if(a===null&&e.
handoff==="required"){let f=`no handoff: nothing at $${R.handoffPath} and no block between the markers in the agent's ou\
tput, and this stage requires one (handoff: required)`;g.push({code:b.handoffMissing,severity:"error",path:"$",message:f}),
p={reason:"handoff-missing",message:f}}else if(o.verify){let f=await o.verify();w=f.facts,g.push(...f.problems),p=o.signal?.
aborted?{reason:"cancelled",message:"the stage was cancelled while verify ran"}:w.exit_code===0?{reason:"completed",message:null}:
{reason:"verify-failed",message:`verify failed with ${w.exit_code===null?"no exit code (ended by a signal)":`exit code ${w.
exit_code}`}`,exitCode:w.exit_code}}else p={reason:"completed",message:null};let oe=A&&!O?g.map(f=>({...f,severity:"warn\
ing"})):g,se=r.workspace.now(),x=await G(e,{attempt:n.attempt,repair:n.repair,hop:n.hop,lineage:n.lineage,...n.parent?{parent:n.
parent}:{},prompt:n.prompt,handoff:a,agent:t,startedAt:new Date(n.preparedAt),finishedAt:se,usage:m?.usage??null,verify:w,
outcome:p,problems:oe,files:y.files},r),ae=e.handoff==="required"&&(p.reason==="handoff-invalid"||p.reason==="handoff-mi\
ssing");return{...x,outputs:X(x.record,x.handoff,{artifactId:x.ref.id,promptPath:n.promptPath,handoffPath:n.handoffPath}),
repairProblems:ae?x.record.problems.filter(f=>f.severity==="error"):[]}}var ge=300;function he(e,n,t){let r=L(e,n.output);
if(r===null)return"";let o=ne(r.text,t);return o===""?"":r.source==="cli"?`: ${e} said "${o}"`:`: ${o}`}function ne(e,n){
let t=P(j(e),n).text;return W(J(B(t).replace(/\s+/g," ").trim()),ge)}function be(e,n,t){let r=ne(n.text,t);return`${n.subtype?.
startsWith("error")===!0&&n.subtype!==r?` (${n.subtype})`:""}${r===""?"":`: ${e} said "${r}"`}`}var ye={claude:"claude -\
p --output-format stream-json --verbose \u2026 > file, or claude-code-action\u2019s execution_file",codex:"codex exec --\
json \u2026 > file",gemini:"gemini --output-format json \u2026 > file",copilot:"copilot --output-format=json \u2026 > file; C\
opilot CLI 1.0.102 puts no token counts in it"};function we(e,n,t){let r=`give ${$.agentOutput} the file the CLI\u2019s machi\
ne-readable output went to (${ye[e]})`,o=s=>[{code:b.usageMissing,severity:"warning",path:"agent.usage",message:s}];if(n===
void 0)return o(`${$.agent} is ${e} and ${$.agentOutput} is empty, so the record has no usage: ${r}`);if(t===null||t.usage!==
null||t.problems.length>0)return[];let i=n.cut>0?` in its last ${n.bytes-n.cut} bytes (of ${n.bytes}: only the end of a \
longer file is read)`:"";return o(`${$.agentOutput} ${n.path} holds no usage in ${e}\u2019s output format${i}, so the re\
cord has none: ${r}`)}async function $e(e,n,t,r,o,i){let s=await i.workspace.readHandoff(n.handoffPath),m=[],d;if(s.kind!==
"missing")d=s;else if(t!==null)for(let[a,y]of[[r,`the final message in ${o}`],[t,o]]){if(!a)continue;let g=Z(a);if(m.push(
...g.warnings),g.json!==null){d=ee(g.json,y);break}}if(d===void 0)return{kind:"missing",problems:xe(m)};if(d.kind==="inv\
alid")return{kind:"invalid",problems:[...m,...d.problems]};if(e.dataSchema!==void 0){let a=_(d.handoff.data,e.dataSchema);
if(a.length>0)return{kind:"invalid",problems:[...m,...a]}}let c=q(d.handoff,e.redact),u=[...m,...d.warnings,...c.problems],
l=c.handoff.next?.stage;if(l!==void 0&&e.workflowJobs!==null&&!e.workflowJobs.includes(l)){let a={code:b.nextUnknownStage,
severity:e.onInvalid==="warn"?"warning":"error",path:"$.next.stage",message:`"${l}" names no job in this workflow; jobs:\
 ${[...e.workflowJobs].sort().join(", ")}`};if(e.onInvalid==="fail")return{kind:"invalid",problems:[...u,a]};u.push(a)}else
l!==void 0&&e.workflowJobs===null&&u.push({code:b.nextUnchecked,severity:"warning",path:"$.next.stage",message:`"${l}" w\
as not checked against the workflow's jobs, which are not known here: ${e.workflowUnread??"the workflow file was not rea\
d"}; the \`next\` output names it as given, whether or not a job has that id`});return{kind:"valid",handoff:c.handoff,problems:u}}
function xe(e){let n=new Set;return e.filter(t=>{let r=`${t.code}\0${t.path}\0${t.message}`;return n.has(r)?!1:(n.add(r),
!0)})}function Pe(e){let n=[...e].sort((r,o)=>Number(S(o.message))-Number(S(r.message))),t=n.slice(0,3).map(V).join("; ");
return n.length>3?`${t}; and ${n.length-3} more`:t}function ke(e,n){return`${e} ${n}${e===1?"":"s"}`}export{Xe as a};

import{h as B,i as W,j as J,l as V}from"./chunk-GFP45JNO.js";import{f as E,g as N,h as I,i as _,k as L,m as q}from"./chunk-U3IRTNFG.js";
import{c as C}from"./chunk-L7FZO32A.js";import{a as H,b as x,i as D}from"./chunk-LNIPDWB5.js";import{d as R,
e as T}from"./chunk-72DSDOG4.js";import{b as M}from"./chunk-LZSRZBQU.js";import{b as U}from"./chunk-NF256QHK.js";
import{J as k}from"./chunk-WQDLJB62.js";import{A as F,D as g,K as j,h as O,k as y,m as v,t as P,x as $}from"./chunk-4MM7JVB2.js";var z=e=>e.replace(/[.*+?^${}()|[\]\\-]/g,"\\$&"),ne=new RegExp(`^[ \\t]*(${z(y.start)}|${z(y.end)})[ \\t]*\\r?$`,"gm");
function G(e){let n=null,t=-1,r=-1;for(let a of e.matchAll(ne)){let s=a.index;a[1]===y.start?(t=re(e,s),r=s):t!==-1&&(n=
s>t?e.slice(t,s).replace(/\r?\n$/,""):"",t=-1)}let o=[];return t!==-1&&o.push({code:F.markersUnterminated,severity:"warn\
ing",path:`output line ${oe(e,r)}`,message:`${y.start} without a ${y.end} line after it; that block was ignored${n===null?
"":" and the complete block before it used"}`}),{json:n,warnings:o}}function re(e,n){let t=e.indexOf(`
`,n);return t===-1?e.length:t+1}function oe(e,n){let t=1;for(let r=e.indexOf(`
`);r!==-1&&r<n;r=e.indexOf(`
`,r+1))t++;return t}var se=new TextEncoder,ae=new TextDecoder("utf-8",{fatal:!0,ignoreBOM:!0}),ie=new TextDecoder("latin1");async function K(e,n,t){
let r=[],o=[],a=new Set,s=P.artifactBytes;for(let[f,p]of(n.artifacts??[]).entries()){let m=h=>o.push({code:g.artifactRefused,
severity:"warning",path:T(["artifacts",f,"path"]),message:`${p.path} ${h}; it was not kept`});if(p.path.includes(j.markerPrefix)){
m("held a secret (its path was redacted)");continue}let i=q(p.path);if("refused"in i){m(i.refused);continue}if(a.has(i.path))
continue;let l=await t.readArtifact(e.workingDirectory,i.path,s);if(l.kind==="refused"){m(l.reason);continue}let d=le(l.
bytes,e.redact,`${v}/${i.path}`);if("refused"in d){m(d.refused);continue}if(d.bytes.length>s){m(`is ${d.bytes.length} by\
tes once redacted, more than the ${s} bytes left of the ${P.artifactBytes}-byte limit for one record's artifacts`);continue}
o.push(...d.problems),r.push({path:i.path,bytes:d.bytes}),a.add(i.path),s-=d.bytes.length}return{files:r,problems:o}}function le(e,n,t){
let r;try{r=ae.decode(e)}catch{r=void 0}if(r!==void 0){let o=W(r,n,t);return o.problems.length===0?{bytes:e,problems:[]}:
{bytes:se.encode(o.text),problems:o.problems}}return x(ie.decode(e),n).redactions.length>0?{refused:"is not UTF-8 text a\
nd holds a secret, which cannot be redacted from a binary file"}:{bytes:e,problems:[]}}async function qe(e,n,t,r,o={}){let a=e.agent?.kind==="preset"?e.agent.preset:null,s=t===null?o.agentOutput:void 0,f=a===
null?null:t?E(a,t.stdout):s?N(a,s.text):null,p=t?t.stdout:s?.text??null,m=a!==null&&s!==void 0?_(a,s.text):null,i=await pe(
e,n,p,f?.finalText??null,r),l=i.kind==="valid"?i.handoff:null,d=l?await K(e,l,r.workspace):{files:[],problems:[]},h=[...n.
warnings,...i.problems,...d.problems,...f?.problems??[],...a!==null&&t===null?ce(a,s,f):[]],S=i.kind==="invalid",A=e.onInvalid===
"fail"||e.handoff==="required",b=null,c,Q={reason:"cancelled",message:`the stage was cancelled while its agent ran${typeof o.
signal?.reason=="string"?`: ${o.signal.reason}`:""}`};if(o.cancelled||o.signal?.aborted)c=Q;else if(t&&t.exitCode!==0){let u=e.
agent?.kind==="preset"?ue(e.agent.preset,t,e.redact):"";c={reason:"exit-nonzero",message:t.exitCode!==null?`the agent ex\
ited with code ${t.exitCode}${u}`:t.signal!==null?`the agent was ended by ${t.signal}`:`the agent could not start: ${t.output.
replace(V,"").trim()}`,exitCode:t.exitCode,signal:t.signal}}else if(s&&m)c={reason:"exit-nonzero",message:`the agent's o\
utput (${s.path}) ends with an error result${de(a,m,e.redact)}`,exitCode:null,signal:null};else if(S&&A){let u=i.problems.
filter(te=>te.severity==="error");c={reason:"handoff-invalid",message:`the handoff was refused (${be(u.length,"problem")}\
): ${he(u)}`,problems:u}}else if(l===null&&e.handoff==="required"){let u=`no handoff: nothing at $${O.handoffPath} and n\
o block between the markers in the agent's output, and this stage requires one (handoff: required)`;h.push({code:g.handoffMissing,
severity:"error",path:"$",message:u}),c={reason:"handoff-missing",message:u}}else if(o.verify){let u=await o.verify();b=
u.facts,h.push(...u.problems),c=o.signal?.aborted?{reason:"cancelled",message:"the stage was cancelled while verify ran"}:
b.exit_code===0?{reason:"completed",message:null}:{reason:"verify-failed",message:`verify failed with ${b.exit_code===null?
"no exit code (ended by a signal)":`exit code ${b.exit_code}`}`,exitCode:b.exit_code}}else c={reason:"completed",message:null};
let Y=S&&!A?h.map(u=>({...u,severity:"warning"})):h,Z=r.workspace.now(),w=await B(e,{attempt:n.attempt,repair:n.repair,hop:n.
hop,lineage:n.lineage,...n.parent?{parent:n.parent}:{},prompt:n.prompt,handoff:l,agent:t,startedAt:new Date(n.preparedAt),
finishedAt:Z,usage:f?.usage??null,verify:b,outcome:c,problems:Y,files:d.files},r),ee=e.handoff==="required"&&(c.reason===
"handoff-invalid"||c.reason==="handoff-missing");return{...w,outputs:J(w.record,w.handoff,{artifactId:w.ref.id,promptPath:n.
promptPath,handoffPath:n.handoffPath}),repairProblems:ee?w.record.problems.filter(u=>u.severity==="error"):[]}}var fe=300;
function ue(e,n,t){let r=I(e,n.output);if(r===null)return"";let o=X(r.text,t);return o===""?"":r.source==="cli"?`: ${e} \
said "${o}"`:`: ${o}`}function X(e,n){let t=x(e,n).text;return M(L(H(t).replace(/\s+/g," ").trim()),fe)}function de(e,n,t){
let r=X(n.text,t);return`${n.subtype?.startsWith("error")===!0&&n.subtype!==r?` (${n.subtype})`:""}${r===""?"":`: ${e} s\
aid "${r}"`}`}var me={claude:"claude -p --output-format stream-json --verbose \u2026 > file, or claude-code-action\u2019s executio\
n_file",codex:"codex exec --json \u2026 > file",gemini:"gemini --output-format json \u2026 > file",copilot:"copilot --ou\
tput-format=json \u2026 > file; Copilot CLI 1.0.102 puts no token counts in it"};function ce(e,n,t){let r=`give ${$.agentOutput}\
 the file the CLI\u2019s machine-readable output went to (${me[e]})`,o=s=>[{code:g.usageMissing,severity:"warning",path:"\
agent.usage",message:s}];if(n===void 0)return o(`${$.agent} is ${e} and ${$.agentOutput} is empty, so the record has no \
usage: ${r}`);if(t===null||t.usage!==null||t.problems.length>0)return[];let a=n.cut>0?` in its last ${n.bytes-n.cut} byt\
es (of ${n.bytes}: only the end of a longer file is read)`:"";return o(`${$.agentOutput} ${n.path} holds no usage in ${e}\
\u2019s output format${a}, so the record has none: ${r}`)}async function pe(e,n,t,r,o){let a=await o.workspace.readHandoff(
n.handoffPath),s=[],f;if(a.kind!=="missing")f=a;else if(t!==null)for(let l of[r,t]){if(!l)continue;let d=G(l);if(s.push(
...d.warnings),d.json!==null){f=R(d.json);break}}if(f===void 0)return{kind:"missing",problems:ge(s)};if(f.kind==="invali\
d")return{kind:"invalid",problems:[...s,...f.problems]};if(e.dataSchema!==void 0){let l=C(f.handoff.data,e.dataSchema);if(l.
length>0)return{kind:"invalid",problems:[...s,...l]}}let p=D(f.handoff,e.redact),m=[...s,...f.warnings,...p.problems],i=p.
handoff.next?.stage;if(i!==void 0&&e.workflowJobs!==null&&!e.workflowJobs.includes(i)){let l={code:g.nextUnknownStage,severity:e.
onInvalid==="warn"?"warning":"error",path:"$.next.stage",message:`"${i}" names no job in this workflow; jobs: ${[...e.workflowJobs].
sort().join(", ")}`};if(e.onInvalid==="fail")return{kind:"invalid",problems:[...m,l]};m.push(l)}else i!==void 0&&e.workflowJobs===
null&&m.push({code:g.nextUnchecked,severity:"warning",path:"$.next.stage",message:`"${i}" was not checked against the wo\
rkflow's jobs, which are not known here: ${e.workflowUnread??"the workflow file was not read"}; the \`next\` output names \
it as given, whether or not a job has that id`});return{kind:"valid",handoff:p.handoff,problems:m}}function ge(e){let n=new Set;
return e.filter(t=>{let r=`${t.code}\0${t.path}\0${t.message}`;return n.has(r)?!1:(n.add(r),!0)})}function he(e){let n=[
...e].sort((r,o)=>Number(k(o.message))-Number(k(r.message))),t=n.slice(0,3).map(U).join("; ");return n.length>3?`${t}; a\
nd ${n.length-3} more`:t}function be(e,n){return`${e} ${n}${e===1?"":"s"}`}export{qe as a};

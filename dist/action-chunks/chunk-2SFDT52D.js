import{h as W,i as J,j as V,l as z}from"./chunk-CFJBKWXX.js";import{f as N,g as I,h as _,i as H,k as M,m as B}from"./chunk-YPZERVNO.js";
import{c as E}from"./chunk-L7FZO32A.js";import{a as D,b as x,i as L}from"./chunk-LNIPDWB5.js";import{d as T,
e as C}from"./chunk-72DSDOG4.js";import{b as U}from"./chunk-LZSRZBQU.js";import{b as q}from"./chunk-TGROSF4X.js";
import{J as k}from"./chunk-WQDLJB62.js";import{A as j,D as g,K as R,h as v,k as y,m as F,t as P,x as $}from"./chunk-4MM7JVB2.js";var G=e=>e.replace(/[.*+?^${}()|[\]\\-]/g,"\\$&"),re=new RegExp(`^[ \\t]*(${G(y.start)}|${G(y.end)})[ \\t]*\\r?$`,"gm");
function K(e){let n=null,t=-1,r=-1;for(let a of e.matchAll(re)){let s=a.index;a[1]===y.start?(t=oe(e,s),r=s):t!==-1&&(n=
s>t?e.slice(t,s).replace(/\r?\n$/,""):"",t=-1)}let o=[];return t!==-1&&o.push({code:j.markersUnterminated,severity:"warn\
ing",path:`output line ${se(e,r)}`,message:`${y.start} without a ${y.end} line after it; that block was ignored${n===null?
"":" and the complete block before it used"}`}),{json:n,warnings:o}}function oe(e,n){let t=e.indexOf(`
`,n);return t===-1?e.length:t+1}function se(e,n){let t=1;for(let r=e.indexOf(`
`);r!==-1&&r<n;r=e.indexOf(`
`,r+1))t++;return t}var ae=new TextEncoder,ie=new TextDecoder("utf-8",{fatal:!0,ignoreBOM:!0}),le=new TextDecoder("latin1");async function X(e,n,t){
let r=[],o=[],a=new Set,s=P.artifactBytes;for(let[f,p]of(n.artifacts??[]).entries()){let m=h=>o.push({code:g.artifactRefused,
severity:"warning",path:C(["artifacts",f,"path"]),message:`${p.path} ${h}; it was not kept`});if(p.path.includes(R.markerPrefix)){
m("held a secret (its path was redacted)");continue}let i=B(p.path);if("refused"in i){m(i.refused);continue}if(a.has(i.path))
continue;let l=await t.readArtifact(e.workingDirectory,i.path,s);if(l.kind==="refused"){m(l.reason);continue}let d=fe(l.
bytes,e.redact,`${F}/${i.path}`);if("refused"in d){m(d.refused);continue}if(d.bytes.length>s){m(`is ${d.bytes.length} by\
tes once redacted, more than the ${s} bytes left of the ${P.artifactBytes}-byte limit for one record's artifacts`);continue}
o.push(...d.problems),r.push({path:i.path,bytes:d.bytes}),a.add(i.path),s-=d.bytes.length}return{files:r,problems:o}}function fe(e,n,t){
let r;try{r=ie.decode(e)}catch{r=void 0}if(r!==void 0){let o=J(r,n,t);return o.problems.length===0?{bytes:e,problems:[]}:
{bytes:ae.encode(o.text),problems:o.problems}}return x(le.decode(e),n).redactions.length>0?{refused:"is not UTF-8 text a\
nd holds a secret, which cannot be redacted from a binary file"}:{bytes:e,problems:[]}}async function qe(e,n,t,r,o={}){let a=e.agent?.kind==="preset"?e.agent.preset:null,s=t===null?o.agentOutput:void 0,f=a===
null?null:t?N(a,t.stdout):s?I(a,s.text):null,p=t?t.stdout:s?.text??null,m=a!==null&&s!==void 0?H(a,s.text):null,i=await ge(
e,n,p,f?.finalText??null,r),l=i.kind==="valid"?i.handoff:null,d=l?await X(e,l,r.workspace):{files:[],problems:[]},h=[...n.
warnings,...i.problems,...d.problems,...f?.problems??[],...a!==null&&t===null?pe(a,s,f):[]],S=i.kind==="invalid",A=e.onInvalid===
"fail"||e.handoff==="required",b=null,c,O=()=>typeof o.signal?.reason=="string"?`: ${o.signal.reason}`:"",Y={reason:"can\
celled",message:`the stage was cancelled while its agent ran${O()}`};if(o.cancelled||o.signal?.aborted)c=Y;else if(t&&t.
exitCode!==0){let u=e.agent?.kind==="preset"?de(e.agent.preset,t,e.redact):"";c={reason:"exit-nonzero",message:t.exitCode!==
null?`the agent exited with code ${t.exitCode}${u}`:t.signal!==null?`the agent was ended by ${t.signal}`:`the agent coul\
d not start: ${t.output.replace(z,"").trim()}`,exitCode:t.exitCode,signal:t.signal}}else if(s&&m)c={reason:"exit-nonzero",
message:`the agent's output (${s.path}) ends with an error result${me(a,m,e.redact)}`,exitCode:null,signal:null};else if(S&&
A){let u=i.problems.filter(ne=>ne.severity==="error");c={reason:"handoff-invalid",message:`the handoff was refused (${ye(
u.length,"problem")}): ${be(u)}`,problems:u}}else if(l===null&&e.handoff==="required"){let u=`no handoff: nothing at $${v.
handoffPath} and no block between the markers in the agent's output, and this stage requires one (handoff: required)`;h.
push({code:g.handoffMissing,severity:"error",path:"$",message:u}),c={reason:"handoff-missing",message:u}}else if(o.verify){
let u=await o.verify();b=u.facts,h.push(...u.problems),c=o.signal?.aborted?{reason:"cancelled",message:`the stage was ca\
ncelled while verify ran${O()}`}:b.exit_code===0?{reason:"completed",message:null}:{reason:"verify-failed",message:`veri\
fy failed with ${b.exit_code===null?"no exit code (ended by a signal)":`exit code ${b.exit_code}`}`,exitCode:b.exit_code}}else
c={reason:"completed",message:null};let Z=S&&!A?h.map(u=>({...u,severity:"warning"})):h,ee=r.workspace.now(),w=await W(e,
{attempt:n.attempt,repair:n.repair,hop:n.hop,lineage:n.lineage,...n.parent?{parent:n.parent}:{},prompt:n.prompt,handoff:l,
agent:t,startedAt:new Date(n.preparedAt),finishedAt:ee,usage:f?.usage??null,verify:b,outcome:c,problems:Z,files:d.files},
r),te=e.handoff==="required"&&(c.reason==="handoff-invalid"||c.reason==="handoff-missing");return{...w,outputs:V(w.record,
w.handoff,{artifactId:w.ref.id,promptPath:n.promptPath,handoffPath:n.handoffPath}),repairProblems:te?w.record.problems.filter(
u=>u.severity==="error"):[]}}var ue=300;function de(e,n,t){let r=_(e,n.output);if(r===null)return"";let o=Q(r.text,t);return o===
""?"":r.source==="cli"?`: ${e} said "${o}"`:`: ${o}`}function Q(e,n){let t=x(e,n).text;return U(M(D(t).replace(/\s+/g," ").
trim()),ue)}function me(e,n,t){let r=Q(n.text,t);return`${n.subtype?.startsWith("error")===!0&&n.subtype!==r?` (${n.subtype}\
)`:""}${r===""?"":`: ${e} said "${r}"`}`}var ce={claude:"claude -p --output-format stream-json --verbose \u2026 > file, or cl\
aude-code-action\u2019s execution_file",codex:"codex exec --json \u2026 > file",gemini:"gemini --output-format json \u2026 > \
file",copilot:"copilot --output-format=json \u2026 > file; Copilot CLI 1.0.102 puts no token counts in it"};function pe(e,n,t){
let r=`give ${$.agentOutput} the file the CLI\u2019s machine-readable output went to (${ce[e]})`,o=s=>[{code:g.usageMissing,
severity:"warning",path:"agent.usage",message:s}];if(n===void 0)return o(`${$.agent} is ${e} and ${$.agentOutput} is emp\
ty, so the record has no usage: ${r}`);if(t===null||t.usage!==null||t.problems.length>0)return[];let a=n.cut>0?` in its \
last ${n.bytes-n.cut} bytes (of ${n.bytes}: only the end of a longer file is read)`:"";return o(`${$.agentOutput} ${n.path}\
 holds no usage in ${e}\u2019s output format${a}, so the record has none: ${r}`)}async function ge(e,n,t,r,o){let a=await o.
workspace.readHandoff(n.handoffPath),s=[],f;if(a.kind!=="missing")f=a;else if(t!==null)for(let l of[r,t]){if(!l)continue;
let d=K(l);if(s.push(...d.warnings),d.json!==null){f=T(d.json);break}}if(f===void 0)return{kind:"missing",problems:he(s)};
if(f.kind==="invalid")return{kind:"invalid",problems:[...s,...f.problems]};if(e.dataSchema!==void 0){let l=E(f.handoff.data,
e.dataSchema);if(l.length>0)return{kind:"invalid",problems:[...s,...l]}}let p=L(f.handoff,e.redact),m=[...s,...f.warnings,
...p.problems],i=p.handoff.next?.stage;if(i!==void 0&&e.workflowJobs!==null&&!e.workflowJobs.includes(i)){let l={code:g.
nextUnknownStage,severity:e.onInvalid==="warn"?"warning":"error",path:"$.next.stage",message:`"${i}" names no job in thi\
s workflow; jobs: ${[...e.workflowJobs].sort().join(", ")}`};if(e.onInvalid==="fail")return{kind:"invalid",problems:[...m,
l]};m.push(l)}else i!==void 0&&e.workflowJobs===null&&m.push({code:g.nextUnchecked,severity:"warning",path:"$.next.stage",
message:`"${i}" was not checked against the workflow's jobs, which are not known here: ${e.workflowUnread??"the workflow\
 file was not read"}; the \`next\` output names it as given, whether or not a job has that id`});return{kind:"valid",handoff:p.
handoff,problems:m}}function he(e){let n=new Set;return e.filter(t=>{let r=`${t.code}\0${t.path}\0${t.message}`;return n.
has(r)?!1:(n.add(r),!0)})}function be(e){let n=[...e].sort((r,o)=>Number(k(o.message))-Number(k(r.message))),t=n.slice(0,
3).map(q).join("; ");return n.length>3?`${t}; and ${n.length-3} more`:t}function ye(e,n){return`${e} ${n}${e===1?"":"s"}`}export{qe as a};

import{h as Y,i as Z,j as ee,l as te}from"./chunk-3LO56JS7.js";import{f as q,g as J,h as V,i as W,k as G,m as Q}from"./chunk-ZU4HNPR2.js";
import{c as U}from"./chunk-IF7XWBBV.js";import{a as v,b as k,i as z}from"./chunk-QSC4GXMA.js";import{a as I,
d as D,e as L}from"./chunk-R6V3XNDF.js";import{b as K}from"./chunk-MRMAEUWW.js";import{b as X}from"./chunk-6HCEPRNE.js";
import{J as T}from"./chunk-KOUNAPVI.js";import{D as x,G as S,J as b,Q as _,h as C,j as H,l as N,m as O,p as g,s as M,
z as F}from"./chunk-JVNERXUA.js";var ne=e=>e.replace(/[.*+?^${}()|[\]\\-]/g,"\\$&"),pe=new RegExp(`^[ \\t]*(${ne(g.start)}|${ne(g.end)})[ \\t]*\\r?$`,"gm");
function R(e){let n=[],t=-1,o=-1,r=1,i=0;for(let a of e.matchAll(pe)){let l=a.index;for(let s=e.indexOf(`
`,i);s!==-1&&s<l;s=e.indexOf(`
`,s+1))r++;if(i=l,a[1]===g.start)t=ge(e,l),o=r;else if(t!==-1){let s=l>t?e.slice(t,l).replace(/\r?\n$/,""):"";n.push({text:s,
line:o}),t=-1}}return{blocks:n,unterminated:t===-1?null:o}}function re(e,n={}){let{blocks:t,unterminated:o}=R(e),r,i=[];
for(let s=t.length-1;s>=0&&r===void 0;s--){let d=t[s];n.fromPrompt?.(d.text)?i.push(d):r=d}let a=[];o!==null&&a.push({code:S.
markersUnterminated,severity:"warning",path:`output line ${o}`,message:`${g.start} without a ${g.end} line after it; tha\
t block was ignored${r===void 0?"":" and the complete block before it used"}`});let[l]=i;if(l!==void 0){let s=i.length-1;
a.push({code:S.markersFromPrompt,severity:"warning",path:`output line ${l.line}`,message:`this block between the markers${s>
0?` (and ${s} more before it)`:""} is also in the agent's prompt, so it is not taken as the agent's handoff (an agent th\
at prints its prompt back prints it, and an upstream stage's text or the event may have written it); ${r===void 0?`no ha\
ndoff was taken from the output: the agent's own goes to the file at $${O.handoffPath}, or in a block after its prompt`:
`the block at output line ${r.line}, before it, was used`}`})}return{json:r?.text??null,warnings:a}}function oe(e,n){let t=H(
e);return t===null?D(e):{kind:"invalid",problems:[I("$",`the block between the ${g.start} and ${g.end} lines in ${n} ${C(
t)}; a handoff is UTF-8 JSON`)]}}function ge(e,n){let t=e.indexOf(`
`,n);return t===-1?e.length:t+1}function ae(e,n){let t,o;return r=>(t??=se(e),t.size===0?!1:t.has(j(r))?!0:(o??=se(k(e,n).text),o.has(j(k(r,n).text))))}
function se(e){return new Set(R(e).blocks.map(n=>j(n.text)))}function j(e){return v(e).replace(/\s+/g,"")}var he=new TextEncoder,be=new TextDecoder("utf-8",{fatal:!0,ignoreBOM:!0}),ke=new TextDecoder("latin1");async function ie(e,n,t){
let o=[],r=[],i=new Set,a=F.artifactBytes;for(let[l,s]of(n.artifacts??[]).entries()){let d=h=>r.push({code:b.artifactRefused,
severity:"warning",path:L(["artifacts",l,"path"]),message:`${s.path} ${h}; it was not kept`});if(s.path.includes(_.markerPrefix)){
d("held a secret (its path was redacted)");continue}let m=Q(s.path);if("refused"in m){d(m.refused);continue}if(i.has(m.path))
continue;let u=await t.readArtifact(e.workingDirectory,m.path,a);if(u.kind==="refused"){d(u.reason);continue}let f=we(u.
bytes,e.redact,`${M}/${m.path}`);if("refused"in f){d(f.refused);continue}if(f.bytes.length>a){d(`is ${f.bytes.length} by\
tes once redacted, more than the ${a} bytes left of the ${F.artifactBytes}-byte limit for one record's artifacts`);continue}
r.push(...f.problems),o.push({path:m.path,bytes:f.bytes}),i.add(m.path),a-=f.bytes.length}return{files:o,problems:r}}function we(e,n,t){
let o;try{o=be.decode(e)}catch{o=void 0}if(o!==void 0){let r=Z(o,n,t);return r.problems.length===0?{bytes:e,problems:[]}:
{bytes:he.encode(r.text),problems:r.problems}}return k(ke.decode(e),n).redactions.length>0?{refused:"is not UTF-8 text a\
nd holds a secret, which cannot be redacted from a binary file"}:{bytes:e,problems:[]}}async function st(e,n,t,o,r={}){let i=e.agent?.kind==="preset"?e.agent.preset:null,a=t===null?r.agentOutput:void 0,l=i===
null?null:t?q(i,t.stdout):a?J(i,a.text):null,s=t?t.stdout:a?.text??null,d=i!==null&&a!==void 0?W(i,a.text):null,m=t?"the\
 agent's stdout":a?`${x.agentOutput} ${a.path}`:"",u=await Ae(e,n,s,l?.finalText??null,m,o),f=u.kind==="valid"?u.handoff:
null,h=f?await ie(e,f,o.workspace):{files:[],problems:[]},w=[...n.warnings,...u.problems,...h.problems,...l?.problems??[],
...i!==null&&t===null?Se(i,a,l):[]],y=u.kind==="invalid",E=e.onInvalid==="fail"||e.handoff==="required",$=null,p,B=()=>typeof r.
signal?.reason=="string"?`: ${r.signal.reason}`:"",fe={reason:"cancelled",message:`the stage was cancelled while its age\
nt ran${B()}`};if(r.cancelled||r.signal?.aborted)p=fe;else if(t&&t.exitCode!==0){let c=e.agent?.kind==="preset"?$e(e.agent.
preset,t,e.redact):"";p={reason:"exit-nonzero",message:t.exitCode!==null?`the agent exited with code ${t.exitCode}${c}`:
t.signal!==null?`the agent was ended by ${t.signal}`:`the agent could not start: ${t.output.replace(te,"").trim()}`,exitCode:t.
exitCode,signal:t.signal}}else if(a&&d)p={reason:"exit-nonzero",message:`the agent's output (${a.path}) ends with an err\
or result${xe(i,d,e.redact)}`,exitCode:null,signal:null};else if(y&&E){let c=u.problems.filter(A=>A.severity==="error");
p={reason:"handoff-invalid",message:`the handoff was refused (${Fe(c.length,"problem")}): ${ve(c)}`,problems:c}}else if(f===
null&&e.handoff==="required"){let c=u.problems.some(ce=>ce.code===S.markersFromPrompt),A=`no handoff: nothing at $${O.handoffPath}\
 and no block between the markers in the agent's output${c?" but one that is also in its prompt, which is not the agent'\
s (see the warning)":""}, and this stage requires one (handoff: required)`;w.push({code:b.handoffMissing,severity:"error",
path:"$",message:A}),p={reason:"handoff-missing",message:A}}else if(r.verify){let c=await r.verify();$=c.facts,w.push(...c.
problems),p=r.signal?.aborted?{reason:"cancelled",message:`the stage was cancelled while verify ran${B()}`}:$.exit_code===
0?{reason:"completed",message:null}:{reason:"verify-failed",message:`verify failed with ${$.exit_code===null?"no exit co\
de (ended by a signal)":`exit code ${$.exit_code}`}`,exitCode:$.exit_code}}else p={reason:"completed",message:null};let de=y&&
!E?w.map(c=>({...c,severity:"warning"})):w,ue=o.workspace.now(),P=await Y(e,{attempt:n.attempt,repair:n.repair,hop:n.hop,
lineage:n.lineage,...n.parent?{parent:n.parent}:{},prompt:n.prompt,handoff:f,agent:t,startedAt:new Date(n.preparedAt),finishedAt:ue,
usage:l?.usage??null,verify:$,outcome:p,problems:de,files:h.files},o),me=e.handoff==="required"&&(p.reason==="handoff-in\
valid"||p.reason==="handoff-missing");return{...P,outputs:ee(P.record,P.handoff,{artifactId:P.ref.id,promptPath:n.promptPath,
handoffPath:n.handoffPath}),repairProblems:me?P.record.problems.filter(c=>c.severity==="error"):[]}}var ye=300;function $e(e,n,t){
let o=V(e,n.output);if(o===null)return"";let r=le(o.text,t);return r===""?"":o.source==="cli"?`: ${e} said "${r}"`:`: ${r}`}
function le(e,n){let t=k(N(e),n).text;return K(G(v(t).replace(/\s+/g," ").trim()),ye)}function xe(e,n,t){let o=le(n.text,
t);return`${n.subtype?.startsWith("error")===!0&&n.subtype!==o?` (${n.subtype})`:""}${o===""?"":`: ${e} said "${o}"`}`}var Pe={
claude:"claude -p --output-format stream-json --verbose \u2026 > file, or claude-code-action\u2019s execution_file",codex:"\
codex exec --json \u2026 > file",gemini:"gemini --output-format json \u2026 > file",copilot:"copilot --output-format=jso\
n \u2026 > file; Copilot CLI 1.0.102 puts no token counts in it"};function Se(e,n,t){let o=`give ${x.agentOutput} the fi\
le the CLI\u2019s machine-readable output went to (${Pe[e]})`,r=a=>[{code:b.usageMissing,severity:"warning",path:"agent.\
usage",message:a}];if(n===void 0)return r(`${x.agent} is ${e} and ${x.agentOutput} is empty, so the record has no usage:\
 ${o}`);if(t===null||t.usage!==null||t.problems.length>0)return[];let i=n.cut>0?` in its last ${n.bytes-n.cut} bytes (of\
 ${n.bytes}: only the end of a longer file is read)`:"";return r(`${x.agentOutput} ${n.path} holds no usage in ${e}\u2019s ou\
tput format${i}, so the record has none: ${o}`)}async function Ae(e,n,t,o,r,i){let a=await i.workspace.readHandoff(n.handoffPath),
l=[],s;if(a.kind!=="missing")s=a;else if(t!==null){let f=ae(n.prompt,e.redact);for(let[h,w]of[[o,`the final message in ${r}`],
[t,r]]){if(!h)continue;let y=re(h,{fromPrompt:f});if(l.push(...y.warnings),y.json!==null){s=oe(y.json,w);break}}}if(s===
void 0)return{kind:"missing",problems:Oe(l)};if(s.kind==="invalid")return{kind:"invalid",problems:[...l,...s.problems]};
if(e.dataSchema!==void 0){let f=U(s.handoff.data,e.dataSchema);if(f.length>0)return{kind:"invalid",problems:[...l,...f]}}
let d=z(s.handoff,e.redact),m=[...l,...s.warnings,...d.problems],u=d.handoff.next?.stage;if(u!==void 0&&e.workflowJobs!==
null&&!e.workflowJobs.includes(u)){let f={code:b.nextUnknownStage,severity:e.onInvalid==="warn"?"warning":"error",path:"\
$.next.stage",message:`"${u}" names no job in this workflow; jobs: ${[...e.workflowJobs].sort().join(", ")}`};if(e.onInvalid===
"fail")return{kind:"invalid",problems:[...m,f]};m.push(f)}else u!==void 0&&e.workflowJobs===null&&m.push({code:b.nextUnchecked,
severity:"warning",path:"$.next.stage",message:`"${u}" was not checked against the workflow's jobs, which are not known \
here: ${e.workflowUnread??"the workflow file was not read"}; the \`next\` output names it as given, whether or not a job h\
as that id`});return{kind:"valid",handoff:d.handoff,problems:m}}function Oe(e){let n=new Set;return e.filter(t=>{let o=`${t.
code}\0${t.path}\0${t.message}`;return n.has(o)?!1:(n.add(o),!0)})}function ve(e){let n=[...e].sort((o,r)=>Number(T(r.message))-
Number(T(o.message))),t=n.slice(0,3).map(X).join("; ");return n.length>3?`${t}; and ${n.length-3} more`:t}function Fe(e,n){
return`${e} ${n}${e===1?"":"s"}`}export{st as a};

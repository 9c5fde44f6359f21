import{h as J,i as G,j as K,l as X}from"./chunk-NZ3N3DU4.js";import{f as H,g as I,h as D,i as L,k as q,m as z}from"./chunk-VZCDBS3T.js";
import{c as _}from"./chunk-WOTIQE6Z.js";import{a as A,b,i as U}from"./chunk-GJ6RG2IC.js";import{d as N,e as B}from"./chunk-2F3RZLDD.js";
import{b as V}from"./chunk-MRMAEUWW.js";import{b as W}from"./chunk-3BXX7L25.js";import{J as v}from"./chunk-I3QVZSCL.js";
import{A as x,D as h,K as M,h as S,k as w,m as E,t as O,x as $}from"./chunk-2W3RAMDQ.js";var Q=e=>e.replace(/[.*+?^${}()|[\]\\-]/g,"\\$&"),le=new RegExp(`^[ \\t]*(${Q(w.start)}|${Q(w.end)})[ \\t]*\\r?$`,"gm");
function F(e){let n=[],t=-1,o=-1,r=1,i=0;for(let s of e.matchAll(le)){let a=s.index;for(let l=e.indexOf(`
`,i);l!==-1&&l<a;l=e.indexOf(`
`,l+1))r++;if(i=a,s[1]===w.start)t=fe(e,a),o=r;else if(t!==-1){let l=a>t?e.slice(t,a).replace(/\r?\n$/,""):"";n.push({text:l,
line:o}),t=-1}}return{blocks:n,unterminated:t===-1?null:o}}function Y(e,n={}){let{blocks:t,unterminated:o}=F(e),r,i=[];for(let l=t.
length-1;l>=0&&r===void 0;l--){let u=t[l];n.fromPrompt?.(u.text)?i.push(u):r=u}let s=[];o!==null&&s.push({code:x.markersUnterminated,
severity:"warning",path:`output line ${o}`,message:`${w.start} without a ${w.end} line after it; that block was ignored${r===
void 0?"":" and the complete block before it used"}`});let[a]=i;if(a!==void 0){let l=i.length-1;s.push({code:x.markersFromPrompt,
severity:"warning",path:`output line ${a.line}`,message:`this block between the markers${l>0?` (and ${l} more before it)`:
""} is also in the agent's prompt, so it is not taken as the agent's handoff (an agent that prints its prompt back print\
s it, and an upstream stage's text or the event may have written it); ${r===void 0?`no handoff was taken from the output\
: the agent's own goes to the file at $${S.handoffPath}, or in a block after its prompt`:`the block at output line ${r.line}\
, before it, was used`}`})}return{json:r?.text??null,warnings:s}}function fe(e,n){let t=e.indexOf(`
`,n);return t===-1?e.length:t+1}function ee(e,n){let t,o;return r=>(t??=Z(e),t.size===0?!1:t.has(T(r))?!0:(o??=Z(b(e,n).text),o.has(T(b(r,n).text))))}function Z(e){
return new Set(F(e).blocks.map(n=>T(n.text)))}function T(e){return A(e).replace(/\s+/g,"")}var ue=new TextEncoder,de=new TextDecoder("utf-8",{fatal:!0,ignoreBOM:!0}),me=new TextDecoder("latin1");async function te(e,n,t){
let o=[],r=[],i=new Set,s=O.artifactBytes;for(let[a,l]of(n.artifacts??[]).entries()){let u=p=>r.push({code:h.artifactRefused,
severity:"warning",path:B(["artifacts",a,"path"]),message:`${l.path} ${p}; it was not kept`});if(l.path.includes(M.markerPrefix)){
u("held a secret (its path was redacted)");continue}let f=z(l.path);if("refused"in f){u(f.refused);continue}if(i.has(f.path))
continue;let d=await t.readArtifact(e.workingDirectory,f.path,s);if(d.kind==="refused"){u(d.reason);continue}let c=ce(d.
bytes,e.redact,`${E}/${f.path}`);if("refused"in c){u(c.refused);continue}if(c.bytes.length>s){u(`is ${c.bytes.length} by\
tes once redacted, more than the ${s} bytes left of the ${O.artifactBytes}-byte limit for one record's artifacts`);continue}
r.push(...c.problems),o.push({path:f.path,bytes:c.bytes}),i.add(f.path),s-=c.bytes.length}return{files:o,problems:r}}function ce(e,n,t){
let o;try{o=de.decode(e)}catch{o=void 0}if(o!==void 0){let r=G(o,n,t);return r.problems.length===0?{bytes:e,problems:[]}:
{bytes:ue.encode(r.text),problems:r.problems}}return b(me.decode(e),n).redactions.length>0?{refused:"is not UTF-8 text a\
nd holds a secret, which cannot be redacted from a binary file"}:{bytes:e,problems:[]}}async function Qe(e,n,t,o,r={}){let i=e.agent?.kind==="preset"?e.agent.preset:null,s=t===null?r.agentOutput:void 0,a=i===
null?null:t?H(i,t.stdout):s?I(i,s.text):null,l=t?t.stdout:s?.text??null,u=i!==null&&s!==void 0?L(i,s.text):null,f=await we(
e,n,l,a?.finalText??null,o),d=f.kind==="valid"?f.handoff:null,c=d?await te(e,d,o.workspace):{files:[],problems:[]},p=[...n.
warnings,...f.problems,...c.problems,...a?.problems??[],...i!==null&&t===null?ke(i,s,a):[]],j=f.kind==="invalid",R=e.onInvalid===
"fail"||e.handoff==="required",k=null,g,C=()=>typeof r.signal?.reason=="string"?`: ${r.signal.reason}`:"",re={reason:"ca\
ncelled",message:`the stage was cancelled while its agent ran${C()}`};if(r.cancelled||r.signal?.aborted)g=re;else if(t&&
t.exitCode!==0){let m=e.agent?.kind==="preset"?ge(e.agent.preset,t,e.redact):"";g={reason:"exit-nonzero",message:t.exitCode!==
null?`the agent exited with code ${t.exitCode}${m}`:t.signal!==null?`the agent was ended by ${t.signal}`:`the agent coul\
d not start: ${t.output.replace(X,"").trim()}`,exitCode:t.exitCode,signal:t.signal}}else if(s&&u)g={reason:"exit-nonzero",
message:`the agent's output (${s.path}) ends with an error result${he(i,u,e.redact)}`,exitCode:null,signal:null};else if(j&&
R){let m=f.problems.filter(P=>P.severity==="error");g={reason:"handoff-invalid",message:`the handoff was refused (${xe(m.
length,"problem")}): ${$e(m)}`,problems:m}}else if(d===null&&e.handoff==="required"){let m=f.problems.some(ie=>ie.code===
x.markersFromPrompt),P=`no handoff: nothing at $${S.handoffPath} and no block between the markers in the agent's output${m?
" but one that is also in its prompt, which is not the agent's (see the warning)":""}, and this stage requires one (hand\
off: required)`;p.push({code:h.handoffMissing,severity:"error",path:"$",message:P}),g={reason:"handoff-missing",message:P}}else if(r.
verify){let m=await r.verify();k=m.facts,p.push(...m.problems),g=r.signal?.aborted?{reason:"cancelled",message:`the stag\
e was cancelled while verify ran${C()}`}:k.exit_code===0?{reason:"completed",message:null}:{reason:"verify-failed",message:`\
verify failed with ${k.exit_code===null?"no exit code (ended by a signal)":`exit code ${k.exit_code}`}`,exitCode:k.exit_code}}else
g={reason:"completed",message:null};let oe=j&&!R?p.map(m=>({...m,severity:"warning"})):p,se=o.workspace.now(),y=await J(
e,{attempt:n.attempt,repair:n.repair,hop:n.hop,lineage:n.lineage,...n.parent?{parent:n.parent}:{},prompt:n.prompt,handoff:d,
agent:t,startedAt:new Date(n.preparedAt),finishedAt:se,usage:a?.usage??null,verify:k,outcome:g,problems:oe,files:c.files},
o),ae=e.handoff==="required"&&(g.reason==="handoff-invalid"||g.reason==="handoff-missing");return{...y,outputs:K(y.record,
y.handoff,{artifactId:y.ref.id,promptPath:n.promptPath,handoffPath:n.handoffPath}),repairProblems:ae?y.record.problems.filter(
m=>m.severity==="error"):[]}}var pe=300;function ge(e,n,t){let o=D(e,n.output);if(o===null)return"";let r=ne(o.text,t);return r===
""?"":o.source==="cli"?`: ${e} said "${r}"`:`: ${r}`}function ne(e,n){let t=b(e,n).text;return V(q(A(t).replace(/\s+/g,"\
 ").trim()),pe)}function he(e,n,t){let o=ne(n.text,t);return`${n.subtype?.startsWith("error")===!0&&n.subtype!==o?` (${n.
subtype})`:""}${o===""?"":`: ${e} said "${o}"`}`}var be={claude:"claude -p --output-format stream-json --verbose \u2026 > fil\
e, or claude-code-action\u2019s execution_file",codex:"codex exec --json \u2026 > file",gemini:"gemini --output-format j\
son \u2026 > file",copilot:"copilot --output-format=json \u2026 > file; Copilot CLI 1.0.102 puts no token counts in it"};
function ke(e,n,t){let o=`give ${$.agentOutput} the file the CLI\u2019s machine-readable output went to (${be[e]})`,r=s=>[
{code:h.usageMissing,severity:"warning",path:"agent.usage",message:s}];if(n===void 0)return r(`${$.agent} is ${e} and ${$.
agentOutput} is empty, so the record has no usage: ${o}`);if(t===null||t.usage!==null||t.problems.length>0)return[];let i=n.
cut>0?` in its last ${n.bytes-n.cut} bytes (of ${n.bytes}: only the end of a longer file is read)`:"";return r(`${$.agentOutput}\
 ${n.path} holds no usage in ${e}\u2019s output format${i}, so the record has none: ${o}`)}async function we(e,n,t,o,r){
let i=await r.workspace.readHandoff(n.handoffPath),s=[],a;if(i.kind!=="missing")a=i;else if(t!==null){let d=ee(n.prompt,
e.redact);for(let c of[o,t]){if(!c)continue;let p=Y(c,{fromPrompt:d});if(s.push(...p.warnings),p.json!==null){a=N(p.json);
break}}}if(a===void 0)return{kind:"missing",problems:ye(s)};if(a.kind==="invalid")return{kind:"invalid",problems:[...s,...a.
problems]};if(e.dataSchema!==void 0){let d=_(a.handoff.data,e.dataSchema);if(d.length>0)return{kind:"invalid",problems:[
...s,...d]}}let l=U(a.handoff,e.redact),u=[...s,...a.warnings,...l.problems],f=l.handoff.next?.stage;if(f!==void 0&&e.workflowJobs!==
null&&!e.workflowJobs.includes(f)){let d={code:h.nextUnknownStage,severity:e.onInvalid==="warn"?"warning":"error",path:"\
$.next.stage",message:`"${f}" names no job in this workflow; jobs: ${[...e.workflowJobs].sort().join(", ")}`};if(e.onInvalid===
"fail")return{kind:"invalid",problems:[...u,d]};u.push(d)}else f!==void 0&&e.workflowJobs===null&&u.push({code:h.nextUnchecked,
severity:"warning",path:"$.next.stage",message:`"${f}" was not checked against the workflow's jobs, which are not known \
here: ${e.workflowUnread??"the workflow file was not read"}; the \`next\` output names it as given, whether or not a job h\
as that id`});return{kind:"valid",handoff:l.handoff,problems:u}}function ye(e){let n=new Set;return e.filter(t=>{let o=`${t.
code}\0${t.path}\0${t.message}`;return n.has(o)?!1:(n.add(o),!0)})}function $e(e){let n=[...e].sort((o,r)=>Number(v(r.message))-
Number(v(o.message))),t=n.slice(0,3).map(W).join("; ");return n.length>3?`${t}; and ${n.length-3} more`:t}function xe(e,n){
return`${e} ${n}${e===1?"":"s"}`}export{Qe as a};

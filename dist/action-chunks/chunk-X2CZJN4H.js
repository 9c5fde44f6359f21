import{h as ne,i as j,j as re,l as oe}from"./chunk-QAQNA5BQ.js";import{f as V,g as J,h as X,i as Z,l as te}from"./chunk-JHGOV4WQ.js";
import{c as z}from"./chunk-Q2LHL6MY.js";import{a as A,b as h,i as Y}from"./chunk-KH6MSAET.js";import{a as K,
d as q,e as W}from"./chunk-77W67CAP.js";import{b as ee}from"./chunk-MRMAEUWW.js";import{a as T,d as Q}from"./chunk-S3VQCA2F.js";
import{J as U}from"./chunk-GNY3OND4.js";import{H as G,b as v,e as g,h as L,o as R,s as $,v as F,y}from"./chunk-JQWIKLAS.js";
import{g as M,i as C,k as H,l as I,m as E,n as D}from"./chunk-VLLWXIM2.js";var O=["prompt","event"],se=e=>e.replace(/[.*+?^${}()|[\]\\-]/g,"\\$&"),$e=new RegExp(`^[ \\t]*(${se(g.start)}|${se(g.end)}\
)[ \\t]*\\r?$`,"gm");function B(e){let n=[],t=-1,i=-1,o=1,a=0;for(let s of e.matchAll($e)){let r=s.index;for(let l=e.indexOf(
`
`,a);l!==-1&&l<r;l=e.indexOf(`
`,l+1))o++;if(a=r,s[1]===g.start)t=Se(e,r),i=o;else if(t!==-1){let l=r>t?e.slice(t,r).replace(/\r?\n$/,""):"";n.push({text:l,
line:i}),t=-1}}return{blocks:n,unterminated:t===-1?null:i}}function ie(e,n={}){let{blocks:t,unterminated:i}=B(e),o,a=new Map;
for(let r=t.length-1;r>=0&&o===void 0;r--){let l=t[r],u=n.foreign?.(l.text)??null;if(u===null)o=l;else{let d=a.get(u.source)??
[];d.push({...l,at:u.at}),a.set(u.source,d)}}let s=[];i!==null&&s.push({code:F.markersUnterminated,severity:"warning",path:`\
output line ${i}`,message:`${g.start} without a ${g.end} line after it; that block was ignored${o===void 0?"":" and the \
complete block before it used"}`});for(let r of O){let[l,...u]=a.get(r)??[];if(l===void 0)continue;let d=le[r];s.push({code:d.
code,severity:"warning",path:`output line ${l.line}`,message:`this block between the markers${u.length>0?` (and ${u.length}\
 more before it)`:""} is also in ${d.where(l.at)}, so it is not taken as the agent's handoff (${d.why}); ${o===void 0?`n\
o handoff was taken from the output: a block the same as one in ${d.short} is never taken, wherever it is printed, so th\
e agent's own handoff goes to the file at $${v.handoffPath}`:`the block at output line ${o.line}, before it, was used`}`})}
return{json:o?.text??null,warnings:s}}function ae(e){return O.filter(n=>e.some(t=>t.code===le[n].code))}var le={prompt:{
code:F.markersFromPrompt,where:()=>"the agent's prompt",why:"an agent that prints its prompt back prints it, and an upst\
ream stage's text or the event may have written it",short:"its prompt"},event:{code:F.markersFromEvent,where:e=>e===void 0?
"the event that started the run (a string of its payload, such as an issue's or a comment's body)":`the event that start\
ed the run, in ${e}`,why:"an agent that prints what a tool read, such as `gh issue view`, prints it, and whoever wrote t\
hat text chose it",short:"the event"}};function ue(e,n){let t=C(e);return t===null?q(e):{kind:"invalid",problems:[K("$",
`the block between the ${g.start} and ${g.end} lines in ${n} ${M(t)}; a handoff is UTF-8 JSON`)]}}function Se(e,n){let t=e.
indexOf(`
`,n);return t===-1?e.length:t+1}function pe(e,n){let t,i=()=>t??=Pe(e.event,n),o=de(()=>i().filter(r=>r.text.includes(g.end)),n),a=ve(i,n),s={prompt:de(
()=>[{text:e.prompt,at:null}],n),event:r=>o(r)??a(r)};return r=>{let l,u={asGiven:P(r),redacted:()=>l??=P(h(r,n).text)};
for(let d of O){let f=s[d](u);if(f!==null)return f.at===null?{source:d}:{source:d,at:f.at()}}return null}}function de(e,n){
let t,i,o;return a=>{if(t??=e(),i??=fe(t,r=>r),i.size===0)return null;let s=i.get(a.asGiven);return s!==void 0?s:(o??=fe(
t,r=>h(r,n).text),o.get(a.redacted())??null)}}function fe(e,n){let t=new Map;for(let i of e)for(let o of B(n(i.text)).blocks){
let a=P(o.text);t.has(a)||t.set(a,i)}return t}function ve(e,n){let t,i,o,a=(s,r)=>{if(r==="")return null;let l=s.findIndex(
u=>u.includes(r));return l===-1?null:t?.[l]??null};return s=>{t??=e(),i??=t.map(l=>P(l.text));let r=a(i,s.asGiven);return r!==
null?r:(o??=t.map(l=>P(h(l.text,n).text)),a(o,s.redacted()))}}function Pe(e,n){let t=[],i=new Set,o=[{value:e,key:"",parent:null}];
for(let a=o.pop();a!==void 0;a=o.pop()){let s=a.value;if(typeof s=="string"){let r=a;t.push({text:s,at:()=>Ae(r,n)})}else if(s!==
null&&typeof s=="object"&&!i.has(s)){i.add(s);let r=Object.entries(s),l=Array.isArray(s);for(let u=r.length-1;u>=0;u--){
let[d,f]=r[u];o.push({value:f,key:l?Number(d):d,parent:a})}}}return t}var Fe=64,ce=120,me=80;function Ae(e,n){let t=[];for(let r=e;r?.
parent!=null;r=r.parent)t.push(Te(r.key,n));t.reverse();let i="github.event";if(t.reduce((r,l)=>r+l.length,0)<=ce+me)return i+
t.join("");let o="",a=0;for(;a<t.length&&o.length+t[a].length<=ce;)o+=t[a++];let s="";for(let r=t.length-1;r>=a;r--){let l=t[r];
if(s.length>0&&s.length+l.length>me)break;s=l+s}return`${i}${o}\u2026${s}`}function Te(e,n){if(typeof e=="number")return`\
[${e}]`;let t=T(h(e,n).text);return t.length>Fe?`[<key of ${e.length} characters>]`:/^[A-Za-z_][A-Za-z0-9_-]*$/.test(t)?
`.${t}`:`['${t.replaceAll("'","''")}']`}function P(e){return A(e).replace(/\s+/g,"")}var Oe=new TextEncoder,Ee=new TextDecoder("utf-8",{fatal:!0,ignoreBOM:!0}),Re=new TextDecoder("latin1");async function ge(e,n,t){
let i=[],o=[],a=new Set,s=R.artifactBytes;for(let[r,l]of(n.artifacts??[]).entries()){let u=b=>o.push({code:y.artifactRefused,
severity:"warning",path:W(["artifacts",r,"path"]),message:`${l.path} ${b}; it was not kept`});if(l.path.includes(G.markerPrefix)){
u("held a secret (its path was redacted)");continue}let d=te(l.path);if("refused"in d){u(d.refused);continue}if(a.has(d.
path))continue;let f=await t.readArtifact(e.workingDirectory,d.path,s);if(f.kind==="refused"){u(f.reason);continue}let c=Ue(
f.bytes,e.redact,`${L}/${d.path}`);if("refused"in c){u(c.refused);continue}if(c.bytes.length>s){u(`is ${c.bytes.length} \
bytes once redacted, more than the ${s} bytes left of the ${R.artifactBytes}-byte limit for one record's artifacts`);continue}
o.push(...c.problems),i.push({path:d.path,bytes:c.bytes}),a.add(d.path),s-=c.bytes.length}return{files:i,problems:o}}function Ue(e,n,t){
let i=I(e),o={bytes:e,problems:[]},a=null;if(i!==null){a="UTF-16";let s=j(E(e,i),n,t);if(s.problems.length>0){let r=D(s.
text,i),l=e.length%2===1?e.subarray(e.length-1):new Uint8Array(0),u=new Uint8Array(r.length+l.length);u.set(r),u.set(l,r.
length),o={bytes:u,problems:s.problems}}}else{let s;try{s=Ee.decode(e)}catch{s=void 0}if(s!==void 0){a="UTF-8";let r=j(s,
n,t);r.problems.length>0&&(o={bytes:Oe.encode(r.text),problems:r.problems})}}return je(o.bytes,n,a)?{refused:a===null?"i\
s not UTF-8 or UTF-16 text and holds a secret, which cannot be redacted from a binary file":`is ${a} text holding a secr\
et encoded otherwise (as ${a==="UTF-8"?"UTF-16":"single bytes or UTF-16 of the other byte order"}), which cannot be reda\
cted`}:o}function je(e,n,t){let o=e.includes(0)||n.some(a=>/^[^\u0000-\u00ff]+$/u.test(a))?[0,1].flatMap(a=>["little-end\
ian","big-endian"].map(s=>()=>E(e.subarray(a),s))):[];return t!=="UTF-8"&&o.push(()=>Re.decode(e)),o.some(a=>h(a(),n).redactions.
length>0)}async function vt(e,n,t,i,o={}){let a=e.agent?.kind==="preset"?e.agent.preset:null,s=t===null?o.agentOutput:void 0,r=a===
null?null:t?V(a,t.stdout):s?J(a,s.text):null,l=t?t.stdout:s?.text??null,u=a!==null&&s!==void 0?Z(a,s.text):null,d=t?"the\
 agent's stdout":s?`${$.agentOutput} ${s.path}`:"",f=await He(e,n,l,r?.finalText??null,d,i),c=f.kind==="valid"?f.handoff:
null,b=c?await ge(e,c,i.workspace):{files:[],problems:[]},w=[...n.warnings,...f.problems,...b.problems,...r?.problems??[],
...a!==null&&t===null?Ce(a,s,r):[]],x=f.kind==="invalid",N=e.onInvalid==="fail"||e.handoff==="required",k=null,p,_=()=>typeof o.
signal?.reason=="string"?`: ${o.signal.reason}`:"",be={reason:"cancelled",message:`the stage was cancelled while its age\
nt ran${_()}`};if(o.cancelled||o.signal?.aborted)p=be;else if(t&&t.exitCode!==0){let m=e.agent?.kind==="preset"?Ne(e.agent.
preset,t,e.redact):"";p={reason:"exit-nonzero",message:t.exitCode!==null?`the agent exited with code ${t.exitCode}${m}`:
t.signal!==null?`the agent was ended by ${t.signal}`:`the agent could not start: ${t.output.replace(oe,"").trim()}`,exitCode:t.
exitCode,signal:t.signal}}else if(s&&u)p={reason:"exit-nonzero",message:`the agent's output (${s.path}) ends with an err\
or result${_e(a,u,e.redact)}`,exitCode:null,signal:null};else if(x&&N){let m=f.problems.filter(ke=>ke.severity==="error");
p={reason:"handoff-invalid",message:`the handoff was refused (${Ke(m.length,"problem")}): ${Ge(m)}`,problems:m}}else if(c===
null&&e.handoff==="required"){let m=`no handoff: nothing at $${v.handoffPath} and no block between the markers in the ag\
ent's output${Ie(f.problems)}, and this stage requires one (handoff: required)`;w.push({code:y.handoffMissing,severity:"\
error",path:"$",message:m}),p={reason:"handoff-missing",message:m}}else if(o.verify){let m=await o.verify();k=m.facts,w.
push(...m.problems),p=o.signal?.aborted?{reason:"cancelled",message:`the stage was cancelled while verify ran${_()}`}:k.
exit_code===0?{reason:"completed",message:null}:{reason:"verify-failed",message:`verify failed with ${k.exit_code===null?
"no exit code (ended by a signal)":`exit code ${k.exit_code}`}`,exitCode:k.exit_code}}else p={reason:"completed",message:null};
let ye=x&&!N?w.map(m=>({...m,severity:"warning"})):w,we=i.workspace.now(),S=await ne(e,{attempt:n.attempt,repair:n.repair,
hop:n.hop,lineage:n.lineage,...n.parent?{parent:n.parent}:{},prompt:n.prompt,handoff:c,agent:t,startedAt:new Date(n.preparedAt),
finishedAt:we,usage:r?.usage??null,verify:k,outcome:p,problems:ye,files:b.files},i),xe=e.handoff==="required"&&(p.reason===
"handoff-invalid"||p.reason==="handoff-missing");return{...S,outputs:re(S.record,S.handoff,{artifactId:S.ref.id,promptPath:n.
promptPath,handoffPath:n.handoffPath}),repairProblems:xe?S.record.problems.filter(m=>m.severity==="error"):[]}}var Be=300;
function Ne(e,n,t){let i=X(e,n.output);if(i===null)return"";let o=he(i.text,t);return o===""?"":i.source==="cli"?`: ${e}\
 said "${o}"`:`: ${o}`}function he(e,n){let t=h(H(e),n).text;return ee(T(A(t).replace(/\s+/g," ").trim()),Be)}function _e(e,n,t){
let i=he(n.text,t);return`${n.subtype?.startsWith("error")===!0&&n.subtype!==i?` (${n.subtype})`:""}${i===""?"":`: ${e} \
said "${i}"`}`}var Me={claude:"claude -p --output-format stream-json --verbose \u2026 > file, or claude-code-action\u2019s executi\
on_file",codex:"codex exec --json \u2026 > file",gemini:"gemini --output-format json \u2026 > file",copilot:"copilot --o\
utput-format=json \u2026 > file; Copilot CLI 1.0.102 puts no token counts in it"};function Ce(e,n,t){let i=`give ${$.agentOutput}\
 the file the CLI\u2019s machine-readable output went to (${Me[e]})`,o=s=>[{code:y.usageMissing,severity:"warning",path:"\
agent.usage",message:s}];if(n===void 0)return o(`${$.agent} is ${e} and ${$.agentOutput} is empty, so the record has no \
usage: ${i}`);if(t===null||t.usage!==null||t.problems.length>0)return[];let a=n.cut>0?` in its last ${n.bytes-n.cut} byt\
es (of ${n.bytes}: only the end of a longer file is read)`:"";return o(`${$.agentOutput} ${n.path} holds no usage in ${e}\
\u2019s output format${a}, so the record has none: ${i}`)}async function He(e,n,t,i,o,a){let s=await a.workspace.readHandoff(
n.handoffPath),r=[],l;if(s.kind!=="missing")l=s;else if(t!==null){let c=pe({prompt:n.prompt,event:e.github.event},e.redact);
for(let[b,w]of[[i,`the final message in ${o}`],[t,o]]){if(!b)continue;let x=ie(b,{foreign:c});if(r.push(...x.warnings),x.
json!==null){l=ue(x.json,w);break}}}if(l===void 0)return{kind:"missing",problems:Le(r)};if(l.kind==="invalid")return{kind:"\
invalid",problems:[...r,...l.problems]};if(e.dataSchema!==void 0){let c=z(l.handoff.data,e.dataSchema);if(c.length>0)return{
kind:"invalid",problems:[...r,...c]}}let u=Y(l.handoff,e.redact),d=[...r,...l.warnings,...u.problems],f=u.handoff.next?.
stage;if(f!==void 0&&e.workflowJobs!==null&&!e.workflowJobs.includes(f)){let c={code:y.nextUnknownStage,severity:e.onInvalid===
"warn"?"warning":"error",path:"$.next.stage",message:`"${f}" names no job in this workflow; jobs: ${[...e.workflowJobs].
sort().join(", ")}`};if(e.onInvalid==="fail")return{kind:"invalid",problems:[...d,c]};d.push(c)}else f!==void 0&&e.workflowJobs===
null&&d.push({code:y.nextUnchecked,severity:"warning",path:"$.next.stage",message:`"${f}" was not checked against the wo\
rkflow's jobs, which are not known here: ${e.workflowUnread??"the workflow file was not read"}; the \`next\` output names \
it as given, whether or not a job has that id`});return{kind:"valid",handoff:u.handoff,problems:d}}function Ie(e){let n=ae(
e).map(o=>De[o]);if(n.length===0)return"";let[t,i]=n.length===1?["one that is","is"]:["ones that are","are"];return` but\
 ${t} also ${n.join(" and ")}, which ${i} not the agent's (a block the same as one there is never taken from the output,\
 wherever it is printed: write the handoff to the file at $${v.handoffPath})`}var De={prompt:"in its prompt",event:"in t\
he event that started the run"};function Le(e){let n=new Set;return e.filter(t=>{let i=`${t.code}\0${t.path}\0${t.message}`;
return n.has(i)?!1:(n.add(i),!0)})}function Ge(e){let n=[...e].sort((i,o)=>Number(U(o.message))-Number(U(i.message))),t=n.
slice(0,3).map(Q).join("; ");return n.length>3?`${t}; and ${n.length-3} more`:t}function Ke(e,n){return`${e} ${n}${e===1?
"":"s"}`}export{vt as a};

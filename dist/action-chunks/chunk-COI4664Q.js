import{h as Y,i as Q,j as ee,l as te}from"./chunk-QQ65GH2J.js";import{f as K,g as q,h as W,i as z,l as Z}from"./chunk-KMPLGR5J.js";
import{c as G}from"./chunk-7NQUWSNO.js";import{a as F,b as h,i as V}from"./chunk-KVCAWAKW.js";import{a as D,
d as U,e as L}from"./chunk-J36FMKBS.js";import{b as X}from"./chunk-MRMAEUWW.js";import{a as O,d as J}from"./chunk-MZ4PA2VX.js";
import{J as R}from"./chunk-42WHSDBF.js";import{D as $,G as A,J as y,Q as I,h as _,j as M,l as C,m as v,p as g,s as H,
z as E}from"./chunk-JQHWHRQY.js";var T=["prompt","event"],ne=e=>e.replace(/[.*+?^${}()|[\]\\-]/g,"\\$&"),we=new RegExp(`^[ \\t]*(${ne(g.start)}|${ne(g.end)}\
)[ \\t]*\\r?$`,"gm");function j(e){let n=[],t=-1,s=-1,r=1,l=0;for(let i of e.matchAll(we)){let o=i.index;for(let a=e.indexOf(
`
`,l);a!==-1&&a<o;a=e.indexOf(`
`,a+1))r++;if(l=o,i[1]===g.start)t=ke(e,o),s=r;else if(t!==-1){let a=o>t?e.slice(t,o).replace(/\r?\n$/,""):"";n.push({text:a,
line:s}),t=-1}}return{blocks:n,unterminated:t===-1?null:s}}function re(e,n={}){let{blocks:t,unterminated:s}=j(e),r,l=new Map;
for(let o=t.length-1;o>=0&&r===void 0;o--){let a=t[o],f=n.foreign?.(a.text)??null;if(f===null)r=a;else{let u=l.get(f.source)??
[];u.push({...a,at:f.at}),l.set(f.source,u)}}let i=[];s!==null&&i.push({code:A.markersUnterminated,severity:"warning",path:`\
output line ${s}`,message:`${g.start} without a ${g.end} line after it; that block was ignored${r===void 0?"":" and the \
complete block before it used"}`});for(let o of T){let[a,...f]=l.get(o)??[];if(a===void 0)continue;let u=se[o];i.push({code:u.
code,severity:"warning",path:`output line ${a.line}`,message:`this block between the markers${f.length>0?` (and ${f.length}\
 more before it)`:""} is also in ${u.where(a.at)}, so it is not taken as the agent's handoff (${u.why}); ${r===void 0?`n\
o handoff was taken from the output: a block the same as one in ${u.short} is never taken, wherever it is printed, so th\
e agent's own handoff goes to the file at $${v.handoffPath}`:`the block at output line ${r.line}, before it, was used`}`})}
return{json:r?.text??null,warnings:i}}function oe(e){return T.filter(n=>e.some(t=>t.code===se[n].code))}var se={prompt:{
code:A.markersFromPrompt,where:()=>"the agent's prompt",why:"an agent that prints its prompt back prints it, and an upst\
ream stage's text or the event may have written it",short:"its prompt"},event:{code:A.markersFromEvent,where:e=>e===void 0?
"the event that started the run (a string of its payload, such as an issue's or a comment's body)":`the event that start\
ed the run, in ${e}`,why:"an agent that prints what a tool read, such as `gh issue view`, prints it, and whoever wrote t\
hat text chose it",short:"the event"}};function ie(e,n){let t=M(e);return t===null?U(e):{kind:"invalid",problems:[D("$",
`the block between the ${g.start} and ${g.end} lines in ${n} ${_(t)}; a handoff is UTF-8 JSON`)]}}function ke(e,n){let t=e.
indexOf(`
`,n);return t===-1?e.length:t+1}function de(e,n){let t,s=()=>t??=$e(e.event,n),r=ae(()=>s().filter(o=>o.text.includes(g.end)),n),l=xe(s,n),i={prompt:ae(
()=>[{text:e.prompt,at:null}],n),event:o=>r(o)??l(o)};return o=>{let a,f={asGiven:P(o),redacted:()=>a??=P(h(o,n).text)};
for(let u of T){let d=i[u](f);if(d!==null)return d.at===null?{source:u}:{source:u,at:d.at()}}return null}}function ae(e,n){
let t,s,r;return l=>{if(t??=e(),s??=le(t,o=>o),s.size===0)return null;let i=s.get(l.asGiven);return i!==void 0?i:(r??=le(
t,o=>h(o,n).text),r.get(l.redacted())??null)}}function le(e,n){let t=new Map;for(let s of e)for(let r of j(n(s.text)).blocks){
let l=P(r.text);t.has(l)||t.set(l,s)}return t}function xe(e,n){let t,s,r,l=(i,o)=>{if(o==="")return null;let a=i.findIndex(
f=>f.includes(o));return a===-1?null:t?.[a]??null};return i=>{t??=e(),s??=t.map(a=>P(a.text));let o=l(s,i.asGiven);return o!==
null?o:(r??=t.map(a=>P(h(a.text,n).text)),l(r,i.redacted()))}}function $e(e,n){let t=[],s=new Set,r=[{value:e,key:"",parent:null}];
for(let l=r.pop();l!==void 0;l=r.pop()){let i=l.value;if(typeof i=="string"){let o=l;t.push({text:i,at:()=>ve(o,n)})}else if(i!==
null&&typeof i=="object"&&!s.has(i)){s.add(i);let o=Object.entries(i),a=Array.isArray(i);for(let f=o.length-1;f>=0;f--){
let[u,d]=o[f];r.push({value:d,key:a?Number(u):u,parent:l})}}}return t}var Se=64,ue=120,fe=80;function ve(e,n){let t=[];for(let o=e;o?.
parent!=null;o=o.parent)t.push(Pe(o.key,n));t.reverse();let s="github.event";if(t.reduce((o,a)=>o+a.length,0)<=ue+fe)return s+
t.join("");let r="",l=0;for(;l<t.length&&r.length+t[l].length<=ue;)r+=t[l++];let i="";for(let o=t.length-1;o>=l;o--){let a=t[o];
if(i.length>0&&i.length+a.length>fe)break;i=a+i}return`${s}${r}\u2026${i}`}function Pe(e,n){if(typeof e=="number")return`\
[${e}]`;let t=O(h(e,n).text);return t.length>Se?`[<key of ${e.length} characters>]`:/^[A-Za-z_][A-Za-z0-9_-]*$/.test(t)?
`.${t}`:`['${t.replaceAll("'","''")}']`}function P(e){return F(e).replace(/\s+/g,"")}var Ae=new TextEncoder,Fe=new TextDecoder("utf-8",{fatal:!0,ignoreBOM:!0}),Oe=new TextDecoder("latin1");async function ce(e,n,t){
let s=[],r=[],l=new Set,i=E.artifactBytes;for(let[o,a]of(n.artifacts??[]).entries()){let f=b=>r.push({code:y.artifactRefused,
severity:"warning",path:L(["artifacts",o,"path"]),message:`${a.path} ${b}; it was not kept`});if(a.path.includes(I.markerPrefix)){
f("held a secret (its path was redacted)");continue}let u=Z(a.path);if("refused"in u){f(u.refused);continue}if(l.has(u.path))
continue;let d=await t.readArtifact(e.workingDirectory,u.path,i);if(d.kind==="refused"){f(d.reason);continue}let c=Te(d.
bytes,e.redact,`${H}/${u.path}`);if("refused"in c){f(c.refused);continue}if(c.bytes.length>i){f(`is ${c.bytes.length} by\
tes once redacted, more than the ${i} bytes left of the ${E.artifactBytes}-byte limit for one record's artifacts`);continue}
r.push(...c.problems),s.push({path:u.path,bytes:c.bytes}),l.add(u.path),i-=c.bytes.length}return{files:s,problems:r}}function Te(e,n,t){
let s;try{s=Fe.decode(e)}catch{s=void 0}if(s!==void 0){let r=Q(s,n,t);return r.problems.length===0?{bytes:e,problems:[]}:
{bytes:Ae.encode(r.text),problems:r.problems}}return h(Oe.decode(e),n).redactions.length>0?{refused:"is not UTF-8 text a\
nd holds a secret, which cannot be redacted from a binary file"}:{bytes:e,problems:[]}}async function wt(e,n,t,s,r={}){let l=e.agent?.kind==="preset"?e.agent.preset:null,i=t===null?r.agentOutput:void 0,o=l===
null?null:t?K(l,t.stdout):i?q(l,i.text):null,a=t?t.stdout:i?.text??null,f=l!==null&&i!==void 0?z(l,i.text):null,u=t?"the\
 agent's stdout":i?`${$.agentOutput} ${i.path}`:"",d=await _e(e,n,a,o?.finalText??null,u,s),c=d.kind==="valid"?d.handoff:
null,b=c?await ce(e,c,s.workspace):{files:[],problems:[]},w=[...n.warnings,...d.problems,...b.problems,...o?.problems??[],
...l!==null&&t===null?Ne(l,i,o):[]],k=d.kind==="invalid",B=e.onInvalid==="fail"||e.handoff==="required",x=null,p,N=()=>typeof r.
signal?.reason=="string"?`: ${r.signal.reason}`:"",pe={reason:"cancelled",message:`the stage was cancelled while its age\
nt ran${N()}`};if(r.cancelled||r.signal?.aborted)p=pe;else if(t&&t.exitCode!==0){let m=e.agent?.kind==="preset"?Re(e.agent.
preset,t,e.redact):"";p={reason:"exit-nonzero",message:t.exitCode!==null?`the agent exited with code ${t.exitCode}${m}`:
t.signal!==null?`the agent was ended by ${t.signal}`:`the agent could not start: ${t.output.replace(te,"").trim()}`,exitCode:t.
exitCode,signal:t.signal}}else if(i&&f)p={reason:"exit-nonzero",message:`the agent's output (${i.path}) ends with an err\
or result${je(l,f,e.redact)}`,exitCode:null,signal:null};else if(k&&B){let m=d.problems.filter(ye=>ye.severity==="error");
p={reason:"handoff-invalid",message:`the handoff was refused (${De(m.length,"problem")}): ${Ie(m)}`,problems:m}}else if(c===
null&&e.handoff==="required"){let m=`no handoff: nothing at $${v.handoffPath} and no block between the markers in the ag\
ent's output${Me(d.problems)}, and this stage requires one (handoff: required)`;w.push({code:y.handoffMissing,severity:"\
error",path:"$",message:m}),p={reason:"handoff-missing",message:m}}else if(r.verify){let m=await r.verify();x=m.facts,w.
push(...m.problems),p=r.signal?.aborted?{reason:"cancelled",message:`the stage was cancelled while verify ran${N()}`}:x.
exit_code===0?{reason:"completed",message:null}:{reason:"verify-failed",message:`verify failed with ${x.exit_code===null?
"no exit code (ended by a signal)":`exit code ${x.exit_code}`}`,exitCode:x.exit_code}}else p={reason:"completed",message:null};
let ge=k&&!B?w.map(m=>({...m,severity:"warning"})):w,he=s.workspace.now(),S=await Y(e,{attempt:n.attempt,repair:n.repair,
hop:n.hop,lineage:n.lineage,...n.parent?{parent:n.parent}:{},prompt:n.prompt,handoff:c,agent:t,startedAt:new Date(n.preparedAt),
finishedAt:he,usage:o?.usage??null,verify:x,outcome:p,problems:ge,files:b.files},s),be=e.handoff==="required"&&(p.reason===
"handoff-invalid"||p.reason==="handoff-missing");return{...S,outputs:ee(S.record,S.handoff,{artifactId:S.ref.id,promptPath:n.
promptPath,handoffPath:n.handoffPath}),repairProblems:be?S.record.problems.filter(m=>m.severity==="error"):[]}}var Ee=300;
function Re(e,n,t){let s=W(e,n.output);if(s===null)return"";let r=me(s.text,t);return r===""?"":s.source==="cli"?`: ${e}\
 said "${r}"`:`: ${r}`}function me(e,n){let t=h(C(e),n).text;return X(O(F(t).replace(/\s+/g," ").trim()),Ee)}function je(e,n,t){
let s=me(n.text,t);return`${n.subtype?.startsWith("error")===!0&&n.subtype!==s?` (${n.subtype})`:""}${s===""?"":`: ${e} \
said "${s}"`}`}var Be={claude:"claude -p --output-format stream-json --verbose \u2026 > file, or claude-code-action\u2019s executi\
on_file",codex:"codex exec --json \u2026 > file",gemini:"gemini --output-format json \u2026 > file",copilot:"copilot --o\
utput-format=json \u2026 > file; Copilot CLI 1.0.102 puts no token counts in it"};function Ne(e,n,t){let s=`give ${$.agentOutput}\
 the file the CLI\u2019s machine-readable output went to (${Be[e]})`,r=i=>[{code:y.usageMissing,severity:"warning",path:"\
agent.usage",message:i}];if(n===void 0)return r(`${$.agent} is ${e} and ${$.agentOutput} is empty, so the record has no \
usage: ${s}`);if(t===null||t.usage!==null||t.problems.length>0)return[];let l=n.cut>0?` in its last ${n.bytes-n.cut} byt\
es (of ${n.bytes}: only the end of a longer file is read)`:"";return r(`${$.agentOutput} ${n.path} holds no usage in ${e}\
\u2019s output format${l}, so the record has none: ${s}`)}async function _e(e,n,t,s,r,l){let i=await l.workspace.readHandoff(
n.handoffPath),o=[],a;if(i.kind!=="missing")a=i;else if(t!==null){let c=de({prompt:n.prompt,event:e.github.event},e.redact);
for(let[b,w]of[[s,`the final message in ${r}`],[t,r]]){if(!b)continue;let k=re(b,{foreign:c});if(o.push(...k.warnings),k.
json!==null){a=ie(k.json,w);break}}}if(a===void 0)return{kind:"missing",problems:He(o)};if(a.kind==="invalid")return{kind:"\
invalid",problems:[...o,...a.problems]};if(e.dataSchema!==void 0){let c=G(a.handoff.data,e.dataSchema);if(c.length>0)return{
kind:"invalid",problems:[...o,...c]}}let f=V(a.handoff,e.redact),u=[...o,...a.warnings,...f.problems],d=f.handoff.next?.
stage;if(d!==void 0&&e.workflowJobs!==null&&!e.workflowJobs.includes(d)){let c={code:y.nextUnknownStage,severity:e.onInvalid===
"warn"?"warning":"error",path:"$.next.stage",message:`"${d}" names no job in this workflow; jobs: ${[...e.workflowJobs].
sort().join(", ")}`};if(e.onInvalid==="fail")return{kind:"invalid",problems:[...u,c]};u.push(c)}else d!==void 0&&e.workflowJobs===
null&&u.push({code:y.nextUnchecked,severity:"warning",path:"$.next.stage",message:`"${d}" was not checked against the wo\
rkflow's jobs, which are not known here: ${e.workflowUnread??"the workflow file was not read"}; the \`next\` output names \
it as given, whether or not a job has that id`});return{kind:"valid",handoff:f.handoff,problems:u}}function Me(e){let n=oe(
e).map(r=>Ce[r]);if(n.length===0)return"";let[t,s]=n.length===1?["one that is","is"]:["ones that are","are"];return` but\
 ${t} also ${n.join(" and ")}, which ${s} not the agent's (a block the same as one there is never taken from the output,\
 wherever it is printed: write the handoff to the file at $${v.handoffPath})`}var Ce={prompt:"in its prompt",event:"in t\
he event that started the run"};function He(e){let n=new Set;return e.filter(t=>{let s=`${t.code}\0${t.path}\0${t.message}`;
return n.has(s)?!1:(n.add(s),!0)})}function Ie(e){let n=[...e].sort((s,r)=>Number(R(r.message))-Number(R(s.message))),t=n.
slice(0,3).map(J).join("; ");return n.length>3?`${t}; and ${n.length-3} more`:t}function De(e,n){return`${e} ${n}${e===1?
"":"s"}`}export{wt as a};

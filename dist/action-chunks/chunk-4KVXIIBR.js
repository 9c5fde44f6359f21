import{h as Y,i as Q,j as ee,l as te}from"./chunk-WU2FRCRU.js";import{f as q,g as K,h as W,i as z,l as Z}from"./chunk-EPOYQXUJ.js";
import{c as G}from"./chunk-NPZUZVQN.js";import{a as A,b as h,i as V}from"./chunk-W62N4M47.js";import{a as D,
d as U,e as L}from"./chunk-ZCYRM7H6.js";import{b as X}from"./chunk-MRMAEUWW.js";import{a as F,d as J}from"./chunk-V54DKO3E.js";
import{J as E}from"./chunk-WFPLAFFA.js";import{D as $,G as P,J as k,Q as I,h as _,j as H,l as M,m as v,p as g,s as C,
z as T}from"./chunk-PSOIYPNP.js";var O=["prompt","event"],ne=e=>e.replace(/[.*+?^${}()|[\]\\-]/g,"\\$&"),we=new RegExp(`^[ \\t]*(${ne(g.start)}|${ne(g.end)}\
)[ \\t]*\\r?$`,"gm");function R(e){let n=[],t=-1,o=-1,r=1,a=0;for(let s of e.matchAll(we)){let i=s.index;for(let l=e.indexOf(
`
`,a);l!==-1&&l<i;l=e.indexOf(`
`,l+1))r++;if(a=i,s[1]===g.start)t=ye(e,i),o=r;else if(t!==-1){let l=i>t?e.slice(t,i).replace(/\r?\n$/,""):"";n.push({text:l,
line:o}),t=-1}}return{blocks:n,unterminated:t===-1?null:o}}function re(e,n={}){let{blocks:t,unterminated:o}=R(e),r,a=new Map;
for(let i=t.length-1;i>=0&&r===void 0;i--){let l=t[i],f=n.foreign?.(l.text)??null;if(f===null)r=l;else{let u=a.get(f.source)??
[];u.push({...l,at:f.at}),a.set(f.source,u)}}let s=[];o!==null&&s.push({code:P.markersUnterminated,severity:"warning",path:`\
output line ${o}`,message:`${g.start} without a ${g.end} line after it; that block was ignored${r===void 0?"":" and the \
complete block before it used"}`});for(let i of O){let[l,...f]=a.get(i)??[];if(l===void 0)continue;let u=se[i];s.push({code:u.
code,severity:"warning",path:`output line ${l.line}`,message:`this block between the markers${f.length>0?` (and ${f.length}\
 more before it)`:""} is also in ${u.where(l.at)}, so it is not taken as the agent's handoff (${u.why}); ${r===void 0?`n\
o handoff was taken from the output: a block the same as one in ${u.short} is never taken, wherever it is printed, so th\
e agent's own handoff goes to the file at $${v.handoffPath}`:`the block at output line ${r.line}, before it, was used`}`})}
return{json:r?.text??null,warnings:s}}function oe(e){return O.filter(n=>e.some(t=>t.code===se[n].code))}var se={prompt:{
code:P.markersFromPrompt,where:()=>"the agent's prompt",why:"an agent that prints its prompt back prints it, and an upst\
ream stage's text or the event may have written it",short:"its prompt"},event:{code:P.markersFromEvent,where:e=>e===void 0?
"the event that started the run (a string of its payload, such as an issue's or a comment's body)":`the event that start\
ed the run, in ${e}`,why:"an agent that prints what a tool read, such as `gh issue view`, prints it, and whoever wrote t\
hat text chose it",short:"the event"}};function ie(e,n){let t=H(e);return t===null?U(e):{kind:"invalid",problems:[D("$",
`the block between the ${g.start} and ${g.end} lines in ${n} ${_(t)}; a handoff is UTF-8 JSON`)]}}function ye(e,n){let t=e.
indexOf(`
`,n);return t===-1?e.length:t+1}function ce(e,n){let t={prompt:ae(()=>[{text:e.prompt,at:null}],n),event:ae(()=>xe(e.event,n),n)};return o=>{let r,a={asGiven:j(
o),redacted:()=>r??=j(h(o,n).text)};for(let s of O){let i=t[s](a);if(i!==null)return i.at===null?{source:s}:{source:s,at:i.
at()}}return null}}function ae(e,n){let t,o,r;return a=>{if(t??=e(),o??=le(t,i=>i),o.size===0)return null;let s=o.get(a.
asGiven);return s!==void 0?s:(r??=le(t,i=>h(i,n).text),r.get(a.redacted())??null)}}function le(e,n){let t=new Map;for(let o of e)
for(let r of R(n(o.text)).blocks){let a=j(r.text);t.has(a)||t.set(a,o)}return t}function xe(e,n){let t=[],o=new Set,r=[{
value:e,key:"",parent:null}];for(let a=r.pop();a!==void 0;a=r.pop()){let s=a.value;if(typeof s=="string"){let i=a;s.includes(
g.end)&&t.push({text:s,at:()=>Se(i,n)})}else if(s!==null&&typeof s=="object"&&!o.has(s)){o.add(s);let i=Object.entries(s),
l=Array.isArray(s);for(let f=i.length-1;f>=0;f--){let[u,d]=i[f];r.push({value:d,key:l?Number(u):u,parent:a})}}}return t}
var $e=64,ue=120,fe=80;function Se(e,n){let t=[];for(let i=e;i?.parent!=null;i=i.parent)t.push(ve(i.key,n));t.reverse();
let o="github.event";if(t.reduce((i,l)=>i+l.length,0)<=ue+fe)return o+t.join("");let r="",a=0;for(;a<t.length&&r.length+
t[a].length<=ue;)r+=t[a++];let s="";for(let i=t.length-1;i>=a;i--){let l=t[i];if(s.length>0&&s.length+l.length>fe)break;
s=l+s}return`${o}${r}\u2026${s}`}function ve(e,n){if(typeof e=="number")return`[${e}]`;let t=F(h(e,n).text);return t.length>
$e?`[<key of ${e.length} characters>]`:/^[A-Za-z_][A-Za-z0-9_-]*$/.test(t)?`.${t}`:`['${t.replaceAll("'","''")}']`}function j(e){
return A(e).replace(/\s+/g,"")}var Pe=new TextEncoder,Ae=new TextDecoder("utf-8",{fatal:!0,ignoreBOM:!0}),Fe=new TextDecoder("latin1");async function de(e,n,t){
let o=[],r=[],a=new Set,s=T.artifactBytes;for(let[i,l]of(n.artifacts??[]).entries()){let f=b=>r.push({code:k.artifactRefused,
severity:"warning",path:L(["artifacts",i,"path"]),message:`${l.path} ${b}; it was not kept`});if(l.path.includes(I.markerPrefix)){
f("held a secret (its path was redacted)");continue}let u=Z(l.path);if("refused"in u){f(u.refused);continue}if(a.has(u.path))
continue;let d=await t.readArtifact(e.workingDirectory,u.path,s);if(d.kind==="refused"){f(d.reason);continue}let c=Oe(d.
bytes,e.redact,`${C}/${u.path}`);if("refused"in c){f(c.refused);continue}if(c.bytes.length>s){f(`is ${c.bytes.length} by\
tes once redacted, more than the ${s} bytes left of the ${T.artifactBytes}-byte limit for one record's artifacts`);continue}
r.push(...c.problems),o.push({path:u.path,bytes:c.bytes}),a.add(u.path),s-=c.bytes.length}return{files:o,problems:r}}function Oe(e,n,t){
let o;try{o=Ae.decode(e)}catch{o=void 0}if(o!==void 0){let r=Q(o,n,t);return r.problems.length===0?{bytes:e,problems:[]}:
{bytes:Pe.encode(r.text),problems:r.problems}}return h(Fe.decode(e),n).redactions.length>0?{refused:"is not UTF-8 text a\
nd holds a secret, which cannot be redacted from a binary file"}:{bytes:e,problems:[]}}async function kt(e,n,t,o,r={}){let a=e.agent?.kind==="preset"?e.agent.preset:null,s=t===null?r.agentOutput:void 0,i=a===
null?null:t?q(a,t.stdout):s?K(a,s.text):null,l=t?t.stdout:s?.text??null,f=a!==null&&s!==void 0?z(a,s.text):null,u=t?"the\
 agent's stdout":s?`${$.agentOutput} ${s.path}`:"",d=await Ne(e,n,l,i?.finalText??null,u,o),c=d.kind==="valid"?d.handoff:
null,b=c?await de(e,c,o.workspace):{files:[],problems:[]},w=[...n.warnings,...d.problems,...b.problems,...i?.problems??[],
...a!==null&&t===null?Be(a,s,i):[]],y=d.kind==="invalid",B=e.onInvalid==="fail"||e.handoff==="required",x=null,p,N=()=>typeof r.
signal?.reason=="string"?`: ${r.signal.reason}`:"",pe={reason:"cancelled",message:`the stage was cancelled while its age\
nt ran${N()}`};if(r.cancelled||r.signal?.aborted)p=pe;else if(t&&t.exitCode!==0){let m=e.agent?.kind==="preset"?Ee(e.agent.
preset,t,e.redact):"";p={reason:"exit-nonzero",message:t.exitCode!==null?`the agent exited with code ${t.exitCode}${m}`:
t.signal!==null?`the agent was ended by ${t.signal}`:`the agent could not start: ${t.output.replace(te,"").trim()}`,exitCode:t.
exitCode,signal:t.signal}}else if(s&&f)p={reason:"exit-nonzero",message:`the agent's output (${s.path}) ends with an err\
or result${Re(a,f,e.redact)}`,exitCode:null,signal:null};else if(y&&B){let m=d.problems.filter(ke=>ke.severity==="error");
p={reason:"handoff-invalid",message:`the handoff was refused (${Ie(m.length,"problem")}): ${Ce(m)}`,problems:m}}else if(c===
null&&e.handoff==="required"){let m=`no handoff: nothing at $${v.handoffPath} and no block between the markers in the ag\
ent's output${_e(d.problems)}, and this stage requires one (handoff: required)`;w.push({code:k.handoffMissing,severity:"\
error",path:"$",message:m}),p={reason:"handoff-missing",message:m}}else if(r.verify){let m=await r.verify();x=m.facts,w.
push(...m.problems),p=r.signal?.aborted?{reason:"cancelled",message:`the stage was cancelled while verify ran${N()}`}:x.
exit_code===0?{reason:"completed",message:null}:{reason:"verify-failed",message:`verify failed with ${x.exit_code===null?
"no exit code (ended by a signal)":`exit code ${x.exit_code}`}`,exitCode:x.exit_code}}else p={reason:"completed",message:null};
let ge=y&&!B?w.map(m=>({...m,severity:"warning"})):w,he=o.workspace.now(),S=await Y(e,{attempt:n.attempt,repair:n.repair,
hop:n.hop,lineage:n.lineage,...n.parent?{parent:n.parent}:{},prompt:n.prompt,handoff:c,agent:t,startedAt:new Date(n.preparedAt),
finishedAt:he,usage:i?.usage??null,verify:x,outcome:p,problems:ge,files:b.files},o),be=e.handoff==="required"&&(p.reason===
"handoff-invalid"||p.reason==="handoff-missing");return{...S,outputs:ee(S.record,S.handoff,{artifactId:S.ref.id,promptPath:n.
promptPath,handoffPath:n.handoffPath}),repairProblems:be?S.record.problems.filter(m=>m.severity==="error"):[]}}var Te=300;
function Ee(e,n,t){let o=W(e,n.output);if(o===null)return"";let r=me(o.text,t);return r===""?"":o.source==="cli"?`: ${e}\
 said "${r}"`:`: ${r}`}function me(e,n){let t=h(M(e),n).text;return X(F(A(t).replace(/\s+/g," ").trim()),Te)}function Re(e,n,t){
let o=me(n.text,t);return`${n.subtype?.startsWith("error")===!0&&n.subtype!==o?` (${n.subtype})`:""}${o===""?"":`: ${e} \
said "${o}"`}`}var je={claude:"claude -p --output-format stream-json --verbose \u2026 > file, or claude-code-action\u2019s executi\
on_file",codex:"codex exec --json \u2026 > file",gemini:"gemini --output-format json \u2026 > file",copilot:"copilot --o\
utput-format=json \u2026 > file; Copilot CLI 1.0.102 puts no token counts in it"};function Be(e,n,t){let o=`give ${$.agentOutput}\
 the file the CLI\u2019s machine-readable output went to (${je[e]})`,r=s=>[{code:k.usageMissing,severity:"warning",path:"\
agent.usage",message:s}];if(n===void 0)return r(`${$.agent} is ${e} and ${$.agentOutput} is empty, so the record has no \
usage: ${o}`);if(t===null||t.usage!==null||t.problems.length>0)return[];let a=n.cut>0?` in its last ${n.bytes-n.cut} byt\
es (of ${n.bytes}: only the end of a longer file is read)`:"";return r(`${$.agentOutput} ${n.path} holds no usage in ${e}\
\u2019s output format${a}, so the record has none: ${o}`)}async function Ne(e,n,t,o,r,a){let s=await a.workspace.readHandoff(
n.handoffPath),i=[],l;if(s.kind!=="missing")l=s;else if(t!==null){let c=ce({prompt:n.prompt,event:e.github.event},e.redact);
for(let[b,w]of[[o,`the final message in ${r}`],[t,r]]){if(!b)continue;let y=re(b,{foreign:c});if(i.push(...y.warnings),y.
json!==null){l=ie(y.json,w);break}}}if(l===void 0)return{kind:"missing",problems:Me(i)};if(l.kind==="invalid")return{kind:"\
invalid",problems:[...i,...l.problems]};if(e.dataSchema!==void 0){let c=G(l.handoff.data,e.dataSchema);if(c.length>0)return{
kind:"invalid",problems:[...i,...c]}}let f=V(l.handoff,e.redact),u=[...i,...l.warnings,...f.problems],d=f.handoff.next?.
stage;if(d!==void 0&&e.workflowJobs!==null&&!e.workflowJobs.includes(d)){let c={code:k.nextUnknownStage,severity:e.onInvalid===
"warn"?"warning":"error",path:"$.next.stage",message:`"${d}" names no job in this workflow; jobs: ${[...e.workflowJobs].
sort().join(", ")}`};if(e.onInvalid==="fail")return{kind:"invalid",problems:[...u,c]};u.push(c)}else d!==void 0&&e.workflowJobs===
null&&u.push({code:k.nextUnchecked,severity:"warning",path:"$.next.stage",message:`"${d}" was not checked against the wo\
rkflow's jobs, which are not known here: ${e.workflowUnread??"the workflow file was not read"}; the \`next\` output names \
it as given, whether or not a job has that id`});return{kind:"valid",handoff:f.handoff,problems:u}}function _e(e){let n=oe(
e).map(r=>He[r]);if(n.length===0)return"";let[t,o]=n.length===1?["one that is","is"]:["ones that are","are"];return` but\
 ${t} also ${n.join(" and ")}, which ${o} not the agent's (a block the same as one there is never taken from the output,\
 wherever it is printed: write the handoff to the file at $${v.handoffPath})`}var He={prompt:"in its prompt",event:"in t\
he event that started the run"};function Me(e){let n=new Set;return e.filter(t=>{let o=`${t.code}\0${t.path}\0${t.message}`;
return n.has(o)?!1:(n.add(o),!0)})}function Ce(e){let n=[...e].sort((o,r)=>Number(E(r.message))-Number(E(o.message))),t=n.
slice(0,3).map(J).join("; ");return n.length>3?`${t}; and ${n.length-3} more`:t}function Ie(e,n){return`${e} ${n}${e===1?
"":"s"}`}export{kt as a};

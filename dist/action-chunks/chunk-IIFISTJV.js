import{h as Y,i as Q,j as ee,l as te}from"./chunk-FGCHFRVB.js";import{f as q,g as K,h as z,i as J,l as Z}from"./chunk-32C7BGG7.js";
import{c as G}from"./chunk-VOJVMDGY.js";import{a as A,b as h,i as V}from"./chunk-LZ4CCHGU.js";import{a as D,
d as U,e as L}from"./chunk-AOTLL4EV.js";import{b as W}from"./chunk-MRMAEUWW.js";import{a as F,d as X}from"./chunk-RRNY4VCJ.js";
import{J as T}from"./chunk-UHTD4FAP.js";import{D as S,G as k,J as w,Q as I,h as _,j as H,l as M,m as P,p as g,s as C,
z as O}from"./chunk-LYXMPV4N.js";var E=["prompt","event"],ne=e=>e.replace(/[.*+?^${}()|[\]\\-]/g,"\\$&"),be=new RegExp(`^[ \\t]*(${ne(g.start)}|${ne(g.end)}\
)[ \\t]*\\r?$`,"gm");function R(e){let n=[],t=-1,r=-1,o=1,a=0;for(let s of e.matchAll(be)){let i=s.index;for(let l=e.indexOf(
`
`,a);l!==-1&&l<i;l=e.indexOf(`
`,l+1))o++;if(a=i,s[1]===g.start)t=we(e,i),r=o;else if(t!==-1){let l=i>t?e.slice(t,i).replace(/\r?\n$/,""):"";n.push({text:l,
line:r}),t=-1}}return{blocks:n,unterminated:t===-1?null:r}}function re(e,n={}){let{blocks:t,unterminated:r}=R(e),o,a=new Map;
for(let i=t.length-1;i>=0&&o===void 0;i--){let l=t[i],u=n.foreign?.(l.text)??null;u===null?o=l:a.set(u.source,[...a.get(
u.source)??[],{...l,at:u.at}])}let s=[];r!==null&&s.push({code:k.markersUnterminated,severity:"warning",path:`output lin\
e ${r}`,message:`${g.start} without a ${g.end} line after it; that block was ignored${o===void 0?"":" and the complete b\
lock before it used"}`});for(let i of E){let[l,...u]=a.get(i)??[];if(l===void 0)continue;let f=ke[i];s.push({code:f.code,
severity:"warning",path:`output line ${l.line}`,message:`this block between the markers${u.length>0?` (and ${u.length} m\
ore before it)`:""} is also in ${f.where(l.at)}, so it is not taken as the agent's handoff (${f.why}); ${o===void 0?`no \
handoff was taken from the output: a block the same as one in ${f.short} is never taken, wherever it is printed, so the \
agent's own handoff goes to the file at $${P.handoffPath}`:`the block at output line ${o.line}, before it, was used`}`})}
return{json:o?.text??null,warnings:s}}var ke={prompt:{code:k.markersFromPrompt,where:()=>"the agent's prompt",why:"an ag\
ent that prints its prompt back prints it, and an upstream stage's text or the event may have written it",short:"its pro\
mpt"},event:{code:k.markersFromEvent,where:e=>e===void 0?"the event that started the run (a string of its payload, such \
as an issue's or a comment's body)":`the event that started the run, in ${e}`,why:"an agent that prints what a tool read\
, such as `gh issue view`, prints it, and whoever wrote that text chose it",short:"the event"}};function oe(e,n){let t=H(
e);return t===null?U(e):{kind:"invalid",problems:[D("$",`the block between the ${g.start} and ${g.end} lines in ${n} ${_(
t)}; a handoff is UTF-8 JSON`)]}}function we(e,n){let t=e.indexOf(`
`,n);return t===-1?e.length:t+1}function ue(e,n){let t={prompt:se(()=>[{text:e.prompt,at:null}],n),event:se(()=>ye(e.event,n),n)};return r=>{let o,a={asGiven:j(
r),redacted:()=>o??=j(h(r,n).text)};for(let s of E){let i=t[s](a);if(i!==null)return i.at===null?{source:s}:{source:s,at:i.
at()}}return null}}function se(e,n){let t,r,o;return a=>{if(t??=e(),r??=ie(t,i=>i),r.size===0)return null;let s=r.get(a.
asGiven);return s!==void 0?s:(o??=ie(t,i=>h(i,n).text),o.get(a.redacted())??null)}}function ie(e,n){let t=new Map;for(let r of e)
for(let o of R(n(r.text)).blocks){let a=j(o.text);t.has(a)||t.set(a,r)}return t}function ye(e,n){let t=[],r=new Set,o=[{
value:e,key:"",parent:null}];for(let a=o.pop();a!==void 0;a=o.pop()){let s=a.value;if(typeof s=="string"){let i=a;s.includes(
g.end)&&t.push({text:s,at:()=>xe(i,n)})}else if(s!==null&&typeof s=="object"&&!r.has(s)){r.add(s);let i=Object.entries(s),
l=Array.isArray(s);for(let u=i.length-1;u>=0;u--){let[f,d]=i[u];o.push({value:d,key:l?Number(f):f,parent:a})}}}return t}
var $e=64,ae=120,le=80;function xe(e,n){let t=[];for(let i=e;i?.parent!=null;i=i.parent)t.push(Se(i.key,n));t.reverse();
let r="github.event";if(t.reduce((i,l)=>i+l.length,0)<=ae+le)return r+t.join("");let o="",a=0;for(;a<t.length&&o.length+
t[a].length<=ae;)o+=t[a++];let s="";for(let i=t.length-1;i>=a;i--){let l=t[i];if(s.length>0&&s.length+l.length>le)break;
s=l+s}return`${r}${o}\u2026${s}`}function Se(e,n){if(typeof e=="number")return`[${e}]`;let t=F(h(e,n).text);return t.length>
$e?`[<key of ${e.length} characters>]`:/^[A-Za-z_][A-Za-z0-9_-]*$/.test(t)?`.${t}`:`['${t.replaceAll("'","''")}']`}function j(e){
return A(e).replace(/\s+/g,"")}var ve=new TextEncoder,Pe=new TextDecoder("utf-8",{fatal:!0,ignoreBOM:!0}),Ae=new TextDecoder("latin1");async function fe(e,n,t){
let r=[],o=[],a=new Set,s=O.artifactBytes;for(let[i,l]of(n.artifacts??[]).entries()){let u=b=>o.push({code:w.artifactRefused,
severity:"warning",path:L(["artifacts",i,"path"]),message:`${l.path} ${b}; it was not kept`});if(l.path.includes(I.markerPrefix)){
u("held a secret (its path was redacted)");continue}let f=Z(l.path);if("refused"in f){u(f.refused);continue}if(a.has(f.path))
continue;let d=await t.readArtifact(e.workingDirectory,f.path,s);if(d.kind==="refused"){u(d.reason);continue}let c=Fe(d.
bytes,e.redact,`${C}/${f.path}`);if("refused"in c){u(c.refused);continue}if(c.bytes.length>s){u(`is ${c.bytes.length} by\
tes once redacted, more than the ${s} bytes left of the ${O.artifactBytes}-byte limit for one record's artifacts`);continue}
o.push(...c.problems),r.push({path:f.path,bytes:c.bytes}),a.add(f.path),s-=c.bytes.length}return{files:r,problems:o}}function Fe(e,n,t){
let r;try{r=Pe.decode(e)}catch{r=void 0}if(r!==void 0){let o=Q(r,n,t);return o.problems.length===0?{bytes:e,problems:[]}:
{bytes:ve.encode(o.text),problems:o.problems}}return h(Ae.decode(e),n).redactions.length>0?{refused:"is not UTF-8 text a\
nd holds a secret, which cannot be redacted from a binary file"}:{bytes:e,problems:[]}}async function ht(e,n,t,r,o={}){let a=e.agent?.kind==="preset"?e.agent.preset:null,s=t===null?o.agentOutput:void 0,i=a===
null?null:t?q(a,t.stdout):s?K(a,s.text):null,l=t?t.stdout:s?.text??null,u=a!==null&&s!==void 0?J(a,s.text):null,f=t?"the\
 agent's stdout":s?`${S.agentOutput} ${s.path}`:"",d=await Be(e,n,l,i?.finalText??null,f,r),c=d.kind==="valid"?d.handoff:
null,b=c?await fe(e,c,r.workspace):{files:[],problems:[]},y=[...n.warnings,...d.problems,...b.problems,...i?.problems??[],
...a!==null&&t===null?je(a,s,i):[]],$=d.kind==="invalid",B=e.onInvalid==="fail"||e.handoff==="required",x=null,p,N=()=>typeof o.
signal?.reason=="string"?`: ${o.signal.reason}`:"",de={reason:"cancelled",message:`the stage was cancelled while its age\
nt ran${N()}`};if(o.cancelled||o.signal?.aborted)p=de;else if(t&&t.exitCode!==0){let m=e.agent?.kind==="preset"?Te(e.agent.
preset,t,e.redact):"";p={reason:"exit-nonzero",message:t.exitCode!==null?`the agent exited with code ${t.exitCode}${m}`:
t.signal!==null?`the agent was ended by ${t.signal}`:`the agent could not start: ${t.output.replace(te,"").trim()}`,exitCode:t.
exitCode,signal:t.signal}}else if(s&&u)p={reason:"exit-nonzero",message:`the agent's output (${s.path}) ends with an err\
or result${Ee(a,u,e.redact)}`,exitCode:null,signal:null};else if($&&B){let m=d.problems.filter(he=>he.severity==="error");
p={reason:"handoff-invalid",message:`the handoff was refused (${Me(m.length,"problem")}): ${He(m)}`,problems:m}}else if(c===
null&&e.handoff==="required"){let m=`no handoff: nothing at $${P.handoffPath} and no block between the markers in the ag\
ent's output${Ne(d.problems)}, and this stage requires one (handoff: required)`;y.push({code:w.handoffMissing,severity:"\
error",path:"$",message:m}),p={reason:"handoff-missing",message:m}}else if(o.verify){let m=await o.verify();x=m.facts,y.
push(...m.problems),p=o.signal?.aborted?{reason:"cancelled",message:`the stage was cancelled while verify ran${N()}`}:x.
exit_code===0?{reason:"completed",message:null}:{reason:"verify-failed",message:`verify failed with ${x.exit_code===null?
"no exit code (ended by a signal)":`exit code ${x.exit_code}`}`,exitCode:x.exit_code}}else p={reason:"completed",message:null};
let me=$&&!B?y.map(m=>({...m,severity:"warning"})):y,pe=r.workspace.now(),v=await Y(e,{attempt:n.attempt,repair:n.repair,
hop:n.hop,lineage:n.lineage,...n.parent?{parent:n.parent}:{},prompt:n.prompt,handoff:c,agent:t,startedAt:new Date(n.preparedAt),
finishedAt:pe,usage:i?.usage??null,verify:x,outcome:p,problems:me,files:b.files},r),ge=e.handoff==="required"&&(p.reason===
"handoff-invalid"||p.reason==="handoff-missing");return{...v,outputs:ee(v.record,v.handoff,{artifactId:v.ref.id,promptPath:n.
promptPath,handoffPath:n.handoffPath}),repairProblems:ge?v.record.problems.filter(m=>m.severity==="error"):[]}}var Oe=300;
function Te(e,n,t){let r=z(e,n.output);if(r===null)return"";let o=ce(r.text,t);return o===""?"":r.source==="cli"?`: ${e}\
 said "${o}"`:`: ${o}`}function ce(e,n){let t=h(M(e),n).text;return W(F(A(t).replace(/\s+/g," ").trim()),Oe)}function Ee(e,n,t){
let r=ce(n.text,t);return`${n.subtype?.startsWith("error")===!0&&n.subtype!==r?` (${n.subtype})`:""}${r===""?"":`: ${e} \
said "${r}"`}`}var Re={claude:"claude -p --output-format stream-json --verbose \u2026 > file, or claude-code-action\u2019s executi\
on_file",codex:"codex exec --json \u2026 > file",gemini:"gemini --output-format json \u2026 > file",copilot:"copilot --o\
utput-format=json \u2026 > file; Copilot CLI 1.0.102 puts no token counts in it"};function je(e,n,t){let r=`give ${S.agentOutput}\
 the file the CLI\u2019s machine-readable output went to (${Re[e]})`,o=s=>[{code:w.usageMissing,severity:"warning",path:"\
agent.usage",message:s}];if(n===void 0)return o(`${S.agent} is ${e} and ${S.agentOutput} is empty, so the record has no \
usage: ${r}`);if(t===null||t.usage!==null||t.problems.length>0)return[];let a=n.cut>0?` in its last ${n.bytes-n.cut} byt\
es (of ${n.bytes}: only the end of a longer file is read)`:"";return o(`${S.agentOutput} ${n.path} holds no usage in ${e}\
\u2019s output format${a}, so the record has none: ${r}`)}async function Be(e,n,t,r,o,a){let s=await a.workspace.readHandoff(
n.handoffPath),i=[],l;if(s.kind!=="missing")l=s;else if(t!==null){let c=ue({prompt:n.prompt,event:e.github.event},e.redact);
for(let[b,y]of[[r,`the final message in ${o}`],[t,o]]){if(!b)continue;let $=re(b,{foreign:c});if(i.push(...$.warnings),$.
json!==null){l=oe($.json,y);break}}}if(l===void 0)return{kind:"missing",problems:_e(i)};if(l.kind==="invalid")return{kind:"\
invalid",problems:[...i,...l.problems]};if(e.dataSchema!==void 0){let c=G(l.handoff.data,e.dataSchema);if(c.length>0)return{
kind:"invalid",problems:[...i,...c]}}let u=V(l.handoff,e.redact),f=[...i,...l.warnings,...u.problems],d=u.handoff.next?.
stage;if(d!==void 0&&e.workflowJobs!==null&&!e.workflowJobs.includes(d)){let c={code:w.nextUnknownStage,severity:e.onInvalid===
"warn"?"warning":"error",path:"$.next.stage",message:`"${d}" names no job in this workflow; jobs: ${[...e.workflowJobs].
sort().join(", ")}`};if(e.onInvalid==="fail")return{kind:"invalid",problems:[...f,c]};f.push(c)}else d!==void 0&&e.workflowJobs===
null&&f.push({code:w.nextUnchecked,severity:"warning",path:"$.next.stage",message:`"${d}" was not checked against the wo\
rkflow's jobs, which are not known here: ${e.workflowUnread??"the workflow file was not read"}; the \`next\` output names \
it as given, whether or not a job has that id`});return{kind:"valid",handoff:u.handoff,problems:f}}function Ne(e){let n=[
[k.markersFromPrompt,"in its prompt"],[k.markersFromEvent,"in the event that started the run"]].filter(([r])=>e.some(o=>o.
code===r)).map(([,r])=>r);if(n.length===0)return"";let t=`never taken from the output, wherever it is printed: write the\
 handoff to the file at $${P.handoffPath}`;return n.length===1?` but one that is also ${n[0]}, which is not the agent's \
(a block the same as one there is ${t})`:` but ones that are also ${n.join(" and ")}, which are not the agent's (a block\
 the same as one there is ${t})`}function _e(e){let n=new Set;return e.filter(t=>{let r=`${t.code}\0${t.path}\0${t.message}`;
return n.has(r)?!1:(n.add(r),!0)})}function He(e){let n=[...e].sort((r,o)=>Number(T(o.message))-Number(T(r.message))),t=n.
slice(0,3).map(X).join("; ");return n.length>3?`${t}; and ${n.length-3} more`:t}function Me(e,n){return`${e} ${n}${e===1?
"":"s"}`}export{ht as a};

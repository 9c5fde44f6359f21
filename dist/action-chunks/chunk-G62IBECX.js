import{h as Y,i as Z,j as ee,l as te}from"./chunk-S3CKRRED.js";import{f as G,g as q,h as K,i as J,l as Q}from"./chunk-ZACVKNXA.js";
import{c as L}from"./chunk-ZLCLUO6B.js";import{a as F,b as k,i as V}from"./chunk-LZ4CCHGU.js";import{a as M,
d as D,e as U}from"./chunk-AOTLL4EV.js";import{b as z}from"./chunk-MRMAEUWW.js";import{a as W,d as X}from"./chunk-RRNY4VCJ.js";
import{J as A}from"./chunk-UHTD4FAP.js";import{D as S,G as b,J as w,Q as I,h as N,j as C,l as H,m as v,p as h,s as _,
z as O}from"./chunk-LYXMPV4N.js";var R=["prompt","event"],ne=e=>e.replace(/[.*+?^${}()|[\]\\-]/g,"\\$&"),he=new RegExp(`^[ \\t]*(${ne(h.start)}|${ne(h.end)}\
)[ \\t]*\\r?$`,"gm");function E(e){let n=[],t=-1,o=-1,r=1,i=0;for(let s of e.matchAll(he)){let l=s.index;for(let a=e.indexOf(
`
`,i);a!==-1&&a<l;a=e.indexOf(`
`,a+1))r++;if(i=l,s[1]===h.start)t=be(e,l),o=r;else if(t!==-1){let a=l>t?e.slice(t,l).replace(/\r?\n$/,""):"";n.push({text:a,
line:o}),t=-1}}return{blocks:n,unterminated:t===-1?null:o}}function re(e,n={}){let{blocks:t,unterminated:o}=E(e),r,i=new Map;
for(let l=t.length-1;l>=0&&r===void 0;l--){let a=t[l],d=n.foreign?.(a.text)??null;d===null?r=a:i.set(d,[...i.get(d)??[],
a])}let s=[];o!==null&&s.push({code:b.markersUnterminated,severity:"warning",path:`output line ${o}`,message:`${h.start}\
 without a ${h.end} line after it; that block was ignored${r===void 0?"":" and the complete block before it used"}`});for(let l of R){
let[a,...d]=i.get(l)??[];if(a===void 0)continue;let u=ge[l];s.push({code:u.code,severity:"warning",path:`output line ${a.
line}`,message:`this block between the markers${d.length>0?` (and ${d.length} more before it)`:""} is also in ${u.where}\
, so it is not taken as the agent's handoff (${u.why}); ${r===void 0?`no handoff was taken from the output: a block the \
same as one in ${u.short} is never taken, wherever it is printed, so the agent's own handoff goes to the file at $${v.handoffPath}`:
`the block at output line ${r.line}, before it, was used`}`})}return{json:r?.text??null,warnings:s}}var ge={prompt:{code:b.
markersFromPrompt,where:"the agent's prompt",why:"an agent that prints its prompt back prints it, and an upstream stage'\
s text or the event may have written it",short:"its prompt"},event:{code:b.markersFromEvent,where:"the event that starte\
d the run (a string of its payload, such as an issue's or a comment's body)",why:"an agent that prints what a tool read,\
 such as `gh issue view`, prints it, and whoever wrote that text chose it",short:"the event"}};function oe(e,n){let t=C(
e);return t===null?D(e):{kind:"invalid",problems:[M("$",`the block between the ${h.start} and ${h.end} lines in ${n} ${N(
t)}; a handoff is UTF-8 JSON`)]}}function be(e,n){let t=e.indexOf(`
`,n);return t===-1?e.length:t+1}function ae(e,n){let t={prompt:se(()=>[e.prompt],n),event:se(()=>we(e.event),n)};return o=>{let r,i={asGiven:j(o),redacted:()=>r??=
j(k(o,n).text)};return R.find(s=>t[s](i))??null}}function se(e,n){let t,o,r;return i=>(t??=e(),o??=ie(t),o.size===0?!1:o.
has(i.asGiven)?!0:(r??=ie(t.map(s=>k(s,n).text)),r.has(i.redacted())))}function ie(e){let n=new Set;for(let t of e)for(let o of E(
t).blocks)n.add(j(o.text));return n}function we(e){let n=[],t=new Set,o=[e];for(;o.length>0;){let r=o.pop();if(typeof r==
"string")r.includes(h.end)&&n.push(r);else if(r!==null&&typeof r=="object"&&!t.has(r)){t.add(r);for(let i of Object.values(
r))o.push(i)}}return n}function j(e){return F(e).replace(/\s+/g,"")}var ke=new TextEncoder,ye=new TextDecoder("utf-8",{fatal:!0,ignoreBOM:!0}),$e=new TextDecoder("latin1");async function le(e,n,t){
let o=[],r=[],i=new Set,s=O.artifactBytes;for(let[l,a]of(n.artifacts??[]).entries()){let d=g=>r.push({code:w.artifactRefused,
severity:"warning",path:U(["artifacts",l,"path"]),message:`${a.path} ${g}; it was not kept`});if(a.path.includes(I.markerPrefix)){
d("held a secret (its path was redacted)");continue}let u=Q(a.path);if("refused"in u){d(u.refused);continue}if(i.has(u.path))
continue;let c=await t.readArtifact(e.workingDirectory,u.path,s);if(c.kind==="refused"){d(c.reason);continue}let f=xe(c.
bytes,e.redact,`${_}/${u.path}`);if("refused"in f){d(f.refused);continue}if(f.bytes.length>s){d(`is ${f.bytes.length} by\
tes once redacted, more than the ${s} bytes left of the ${O.artifactBytes}-byte limit for one record's artifacts`);continue}
r.push(...f.problems),o.push({path:u.path,bytes:f.bytes}),i.add(u.path),s-=f.bytes.length}return{files:o,problems:r}}function xe(e,n,t){
let o;try{o=ye.decode(e)}catch{o=void 0}if(o!==void 0){let r=Z(o,n,t);return r.problems.length===0?{bytes:e,problems:[]}:
{bytes:ke.encode(r.text),problems:r.problems}}return k($e.decode(e),n).redactions.length>0?{refused:"is not UTF-8 text a\
nd holds a secret, which cannot be redacted from a binary file"}:{bytes:e,problems:[]}}async function dt(e,n,t,o,r={}){let i=e.agent?.kind==="preset"?e.agent.preset:null,s=t===null?r.agentOutput:void 0,l=i===
null?null:t?G(i,t.stdout):s?q(i,s.text):null,a=t?t.stdout:s?.text??null,d=i!==null&&s!==void 0?J(i,s.text):null,u=t?"the\
 agent's stdout":s?`${S.agentOutput} ${s.path}`:"",c=await Ae(e,n,a,l?.finalText??null,u,o),f=c.kind==="valid"?c.handoff:
null,g=f?await le(e,f,o.workspace):{files:[],problems:[]},y=[...n.warnings,...c.problems,...g.problems,...l?.problems??[],
...i!==null&&t===null?Oe(i,s,l):[]],$=c.kind==="invalid",T=e.onInvalid==="fail"||e.handoff==="required",x=null,p,B=()=>typeof r.
signal?.reason=="string"?`: ${r.signal.reason}`:"",de={reason:"cancelled",message:`the stage was cancelled while its age\
nt ran${B()}`};if(r.cancelled||r.signal?.aborted)p=de;else if(t&&t.exitCode!==0){let m=e.agent?.kind==="preset"?Pe(e.agent.
preset,t,e.redact):"";p={reason:"exit-nonzero",message:t.exitCode!==null?`the agent exited with code ${t.exitCode}${m}`:
t.signal!==null?`the agent was ended by ${t.signal}`:`the agent could not start: ${t.output.replace(te,"").trim()}`,exitCode:t.
exitCode,signal:t.signal}}else if(s&&d)p={reason:"exit-nonzero",message:`the agent's output (${s.path}) ends with an err\
or result${ve(i,d,e.redact)}`,exitCode:null,signal:null};else if($&&T){let m=c.problems.filter(pe=>pe.severity==="error");
p={reason:"handoff-invalid",message:`the handoff was refused (${Te(m.length,"problem")}): ${je(m)}`,problems:m}}else if(f===
null&&e.handoff==="required"){let m=`no handoff: nothing at $${v.handoffPath} and no block between the markers in the ag\
ent's output${Re(c.problems)}, and this stage requires one (handoff: required)`;y.push({code:w.handoffMissing,severity:"\
error",path:"$",message:m}),p={reason:"handoff-missing",message:m}}else if(r.verify){let m=await r.verify();x=m.facts,y.
push(...m.problems),p=r.signal?.aborted?{reason:"cancelled",message:`the stage was cancelled while verify ran${B()}`}:x.
exit_code===0?{reason:"completed",message:null}:{reason:"verify-failed",message:`verify failed with ${x.exit_code===null?
"no exit code (ended by a signal)":`exit code ${x.exit_code}`}`,exitCode:x.exit_code}}else p={reason:"completed",message:null};
let ue=$&&!T?y.map(m=>({...m,severity:"warning"})):y,ce=o.workspace.now(),P=await Y(e,{attempt:n.attempt,repair:n.repair,
hop:n.hop,lineage:n.lineage,...n.parent?{parent:n.parent}:{},prompt:n.prompt,handoff:f,agent:t,startedAt:new Date(n.preparedAt),
finishedAt:ce,usage:l?.usage??null,verify:x,outcome:p,problems:ue,files:g.files},o),me=e.handoff==="required"&&(p.reason===
"handoff-invalid"||p.reason==="handoff-missing");return{...P,outputs:ee(P.record,P.handoff,{artifactId:P.ref.id,promptPath:n.
promptPath,handoffPath:n.handoffPath}),repairProblems:me?P.record.problems.filter(m=>m.severity==="error"):[]}}var Se=300;
function Pe(e,n,t){let o=K(e,n.output);if(o===null)return"";let r=fe(o.text,t);return r===""?"":o.source==="cli"?`: ${e}\
 said "${r}"`:`: ${r}`}function fe(e,n){let t=k(H(e),n).text;return z(W(F(t).replace(/\s+/g," ").trim()),Se)}function ve(e,n,t){
let o=fe(n.text,t);return`${n.subtype?.startsWith("error")===!0&&n.subtype!==o?` (${n.subtype})`:""}${o===""?"":`: ${e} \
said "${o}"`}`}var Fe={claude:"claude -p --output-format stream-json --verbose \u2026 > file, or claude-code-action\u2019s executi\
on_file",codex:"codex exec --json \u2026 > file",gemini:"gemini --output-format json \u2026 > file",copilot:"copilot --o\
utput-format=json \u2026 > file; Copilot CLI 1.0.102 puts no token counts in it"};function Oe(e,n,t){let o=`give ${S.agentOutput}\
 the file the CLI\u2019s machine-readable output went to (${Fe[e]})`,r=s=>[{code:w.usageMissing,severity:"warning",path:"\
agent.usage",message:s}];if(n===void 0)return r(`${S.agent} is ${e} and ${S.agentOutput} is empty, so the record has no \
usage: ${o}`);if(t===null||t.usage!==null||t.problems.length>0)return[];let i=n.cut>0?` in its last ${n.bytes-n.cut} byt\
es (of ${n.bytes}: only the end of a longer file is read)`:"";return r(`${S.agentOutput} ${n.path} holds no usage in ${e}\
\u2019s output format${i}, so the record has none: ${o}`)}async function Ae(e,n,t,o,r,i){let s=await i.workspace.readHandoff(
n.handoffPath),l=[],a;if(s.kind!=="missing")a=s;else if(t!==null){let f=ae({prompt:n.prompt,event:e.github.event},e.redact);
for(let[g,y]of[[o,`the final message in ${r}`],[t,r]]){if(!g)continue;let $=re(g,{foreign:f});if(l.push(...$.warnings),$.
json!==null){a=oe($.json,y);break}}}if(a===void 0)return{kind:"missing",problems:Ee(l)};if(a.kind==="invalid")return{kind:"\
invalid",problems:[...l,...a.problems]};if(e.dataSchema!==void 0){let f=L(a.handoff.data,e.dataSchema);if(f.length>0)return{
kind:"invalid",problems:[...l,...f]}}let d=V(a.handoff,e.redact),u=[...l,...a.warnings,...d.problems],c=d.handoff.next?.
stage;if(c!==void 0&&e.workflowJobs!==null&&!e.workflowJobs.includes(c)){let f={code:w.nextUnknownStage,severity:e.onInvalid===
"warn"?"warning":"error",path:"$.next.stage",message:`"${c}" names no job in this workflow; jobs: ${[...e.workflowJobs].
sort().join(", ")}`};if(e.onInvalid==="fail")return{kind:"invalid",problems:[...u,f]};u.push(f)}else c!==void 0&&e.workflowJobs===
null&&u.push({code:w.nextUnchecked,severity:"warning",path:"$.next.stage",message:`"${c}" was not checked against the wo\
rkflow's jobs, which are not known here: ${e.workflowUnread??"the workflow file was not read"}; the \`next\` output names \
it as given, whether or not a job has that id`});return{kind:"valid",handoff:d.handoff,problems:u}}function Re(e){let n=[
[b.markersFromPrompt,"in its prompt"],[b.markersFromEvent,"in the event that started the run"]].filter(([o])=>e.some(r=>r.
code===o)).map(([,o])=>o);if(n.length===0)return"";let t=`never taken from the output, wherever it is printed: write the\
 handoff to the file at $${v.handoffPath}`;return n.length===1?` but one that is also ${n[0]}, which is not the agent's \
(a block the same as one there is ${t})`:` but ones that are also ${n.join(" and ")}, which are not the agent's (a block\
 the same as one there is ${t})`}function Ee(e){let n=new Set;return e.filter(t=>{let o=`${t.code}\0${t.path}\0${t.message}`;
return n.has(o)?!1:(n.add(o),!0)})}function je(e){let n=[...e].sort((o,r)=>Number(A(r.message))-Number(A(o.message))),t=n.
slice(0,3).map(X).join("; ");return n.length>3?`${t}; and ${n.length-3} more`:t}function Te(e,n){return`${e} ${n}${e===1?
"":"s"}`}export{dt as a};

import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{h as M,i as U,j as q,k as B}from"./chunk-PHNYP6BV.js";import{e as F,f as R,g as T,i as H,k as L}from"./chunk-IYXZUD3F.js";
import{d as C,e as E,f as I,g as x,n as _}from"./chunk-E47MSI3N.js";import{b as N}from"./chunk-LZSRZBQU.js";
import{b as D}from"./chunk-6SIN2BQQ.js";import{J as k}from"./chunk-OGFSPBO6.js";import{A as v,D as g,K as j,
h as A,k as b,m as O,t as P,x as y}from"./chunk-2FQEBD2O.js";var J=e=>e.replace(/[.*+?^${}()|[\]\\-]/g,"\\$&"),Y=new RegExp(`^[ \\t]*(${J(b.start)}|${J(b.end)})[ \\t]*\\r?$`,"gm");function V(e){
let n=null,t=-1,r=-1;for(let a of e.matchAll(Y)){let s=a.index;a[1]===b.start?(t=Z(e,s),r=s):t!==-1&&(n=s>t?e.slice(t,s).
replace(/\r?\n$/,""):"",t=-1)}let o=[];return t!==-1&&o.push({code:v.markersUnterminated,severity:"warning",path:`output\
 line ${ee(e,r)}`,message:`${b.start} without a ${b.end} line after it; that block was ignored${n===null?"":" and the co\
mplete block before it used"}`}),{json:n,warnings:o}}function Z(e,n){let t=e.indexOf(`
`,n);return t===-1?e.length:t+1}function ee(e,n){let t=1;for(let r=e.indexOf(`
`);r!==-1&&r<n;r=e.indexOf(`
`,r+1))t++;return t}var te=new TextEncoder,ne=new TextDecoder("utf-8",{fatal:!0,ignoreBOM:!0}),re=new TextDecoder("latin1");async function W(e,n,t){
let r=[],o=[],a=new Set,s=P.artifactBytes;for(let[u,c]of(n.artifacts??[]).entries()){let l=$=>o.push({code:g.artifactRefused,
severity:"warning",path:E(["artifacts",u,"path"]),message:`${c.path} ${$}; it was not kept`});if(c.path.includes(j.markerPrefix)){
l("held a secret (its path was redacted)");continue}let i=L(c.path);if("refused"in i){l(i.refused);continue}if(a.has(i.path))
continue;let m=await t.readArtifact(e.workingDirectory,i.path,s);if(m.kind==="refused"){l(m.reason);continue}let f=oe(m.
bytes,e.redact,`${O}/${i.path}`);if("refused"in f){l(f.refused);continue}if(f.bytes.length>s){l(`is ${f.bytes.length} by\
tes once redacted, more than the ${s} bytes left of the ${P.artifactBytes}-byte limit for one record's artifacts`);continue}
o.push(...f.problems),r.push({path:i.path,bytes:f.bytes}),a.add(i.path),s-=f.bytes.length}return{files:r,problems:o}}function oe(e,n,t){
let r;try{r=ne.decode(e)}catch{r=void 0}if(r!==void 0){let o=U(r,n,t);return o.problems.length===0?{bytes:e,problems:[]}:
{bytes:te.encode(o.text),problems:o.problems}}return x(re.decode(e),n).redactions.length>0?{refused:"is not UTF-8 text a\
nd holds a secret, which cannot be redacted from a binary file"}:{bytes:e,problems:[]}}async function He(e,n,t,r,o={}){let a=e.agent?.kind==="preset"?e.agent.preset:null,s=t===null?o.agentOutput:void 0,u=a===
null?null:t?F(a,t.stdout):s?R(a,s.text):null,c=t?t.stdout:s?.text??null,l=await fe(e,n,c,u?.finalText??null,r),i=l.kind===
"valid"?l.handoff:null,m=i?await W(e,i,r.workspace):{files:[],problems:[]},f=[...n.warnings,...l.problems,...m.problems,
...u?.problems??[],...a!==null&&t===null?le(a,s,u):[]],$=l.kind==="invalid",S=e.onInvalid==="fail"||e.handoff==="require\
d",h=null,p,z={reason:"cancelled",message:`the stage was cancelled while its agent ran${typeof o.signal?.reason=="string"?
`: ${o.signal.reason}`:""}`};if(o.cancelled||o.signal?.aborted)p=z;else if(t&&t.exitCode!==0){let d=e.agent?.kind==="pre\
set"?ae(e.agent.preset,t,e.redact):"";p={reason:"exit-nonzero",message:t.exitCode!==null?`the agent exited with code ${t.
exitCode}${d}`:t.signal!==null?`the agent was ended by ${t.signal}`:`the agent could not start: ${t.output.replace(B,"").
trim()}`,exitCode:t.exitCode,signal:t.signal}}else if($&&S){let d=l.problems.filter(Q=>Q.severity==="error");p={reason:"\
handoff-invalid",message:`the handoff was refused (${me(d.length,"problem")}): ${ue(d)}`,problems:d}}else if(i===null&&e.
handoff==="required"){let d=`no handoff: nothing at $${A.handoffPath} and no block between the markers in the agent's ou\
tput, and this stage requires one (handoff: required)`;f.push({code:g.handoffMissing,severity:"error",path:"$",message:d}),
p={reason:"handoff-missing",message:d}}else if(o.verify){let d=await o.verify();h=d.facts,f.push(...d.problems),p=o.signal?.
aborted?{reason:"cancelled",message:"the stage was cancelled while verify ran"}:h.exit_code===0?{reason:"completed",message:null}:
{reason:"verify-failed",message:`verify failed with ${h.exit_code===null?"no exit code (ended by a signal)":`exit code ${h.
exit_code}`}`,exitCode:h.exit_code}}else p={reason:"completed",message:null};let G=$&&!S?f.map(d=>({...d,severity:"warni\
ng"})):f,K=r.workspace.now(),w=await M(e,{attempt:n.attempt,repair:n.repair,hop:n.hop,lineage:n.lineage,...n.parent?{parent:n.
parent}:{},prompt:n.prompt,handoff:i,agent:t,startedAt:new Date(n.preparedAt),finishedAt:K,usage:u?.usage??null,verify:h,
outcome:p,problems:G,files:m.files},r),X=e.handoff==="required"&&(p.reason==="handoff-invalid"||p.reason==="handoff-miss\
ing");return{...w,outputs:q(w.record,w.handoff,{artifactId:w.ref.id,promptPath:n.promptPath,handoffPath:n.handoffPath}),
repairProblems:X?w.record.problems.filter(d=>d.severity==="error"):[]}}var se=300;function ae(e,n,t){let r=T(e,n.output);
if(r===null)return"";let o=x(r.text,t).text,a=N(H(I(o).replace(/\s+/g," ").trim()),se);return a===""?"":r.source==="cli"?
`: ${e} said "${a}"`:`: ${a}`}var ie={claude:"claude -p --output-format stream-json --verbose \u2026 > file, or claude-code-a\
ction\u2019s execution_file",codex:"codex exec --json \u2026 > file",gemini:"gemini --output-format json \u2026 > file",
copilot:"copilot --output-format=json \u2026 > file; Copilot CLI 1.0.102 puts no token counts in it"};function le(e,n,t){
let r=`give ${y.agentOutput} the file the CLI\u2019s machine-readable output went to (${ie[e]})`,o=s=>[{code:g.usageMissing,
severity:"warning",path:"agent.usage",message:s}];if(n===void 0)return o(`${y.agent} is ${e} and ${y.agentOutput} is emp\
ty, so the record has no usage: ${r}`);if(t===null||t.usage!==null||t.problems.length>0)return[];let a=n.cut>0?` in its \
last ${n.bytes-n.cut} bytes (of ${n.bytes}: only the end of a longer file is read)`:"";return o(`${y.agentOutput} ${n.path}\
 holds no usage in ${e}\u2019s output format${a}, so the record has none: ${r}`)}async function fe(e,n,t,r,o){let a=await o.
workspace.readHandoff(n.handoffPath),s=[],u;if(a.kind!=="missing")u=a;else if(t!==null)for(let m of[r,t]){if(!m)continue;
let f=V(m);if(s.push(...f.warnings),f.json!==null){u=C(f.json);break}}if(u===void 0)return{kind:"missing",problems:de(s)};
if(u.kind==="invalid")return{kind:"invalid",problems:[...s,...u.problems]};let c=_(u.handoff,e.redact),l=[...s,...u.warnings,
...c.problems],i=c.handoff.next?.stage;if(i!==void 0&&e.workflowJobs!==null&&!e.workflowJobs.includes(i)){let m={code:g.
nextUnknownStage,severity:e.onInvalid==="warn"?"warning":"error",path:"$.next.stage",message:`"${i}" names no job in thi\
s workflow; jobs: ${[...e.workflowJobs].sort().join(", ")}`};if(e.onInvalid==="fail")return{kind:"invalid",problems:[...l,
m]};l.push(m)}else i!==void 0&&e.workflowJobs===null&&l.push({code:g.nextUnchecked,severity:"warning",path:"$.next.stage",
message:`"${i}" was not checked against the workflow's jobs, which are not known here: ${e.workflowUnread??"the workflow\
 file was not read"}; the \`next\` output names it as given, whether or not a job has that id`});return{kind:"valid",handoff:c.
handoff,problems:l}}function de(e){let n=new Set;return e.filter(t=>{let r=`${t.code}\0${t.path}\0${t.message}`;return n.
has(r)?!1:(n.add(r),!0)})}function ue(e){let n=[...e].sort((r,o)=>Number(k(o.message))-Number(k(r.message))),t=n.slice(0,
3).map(D).join("; ");return n.length>3?`${t}; and ${n.length-3} more`:t}function me(e,n){return`${e} ${n}${e===1?"":"s"}`}export{He as a};

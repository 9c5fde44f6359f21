import{g as H,h as _,i as I,j as N}from"./chunk-442O6E4W.js";import{e as A,f as v,h as T,j as D}from"./chunk-AMLMHIKI.js";
import{d as O,e as R,f as j,g as w,n as F}from"./chunk-7YU7CFFY.js";import{b as C}from"./chunk-LZSRZBQU.js";
import{b as E}from"./chunk-DRCLGF36.js";import{J as k}from"./chunk-BBEOYIDT.js";import{A as $,D as g,K as S,
h as x,k as h,m as P,t as y}from"./chunk-CNBLK6EZ.js";var L=e=>e.replace(/[.*+?^${}()|[\]\\-]/g,"\\$&"),z=new RegExp(`^[ \\t]*(${L(h.start)}|${L(h.end)})[ \\t]*\\r?$`,"gm");function M(e){
let r=null,t=-1,n=-1;for(let i of e.matchAll(z)){let s=i.index;i[1]===h.start?(t=G(e,s),n=s):t!==-1&&(r=s>t?e.slice(t,s).
replace(/\r?\n$/,""):"",t=-1)}let o=[];return t!==-1&&o.push({code:$.markersUnterminated,severity:"warning",path:`output\
 line ${K(e,n)}`,message:`${h.start} without a ${h.end} line after it; that block was ignored${r===null?"":" and the com\
plete block before it used"}`}),{json:r,warnings:o}}function G(e,r){let t=e.indexOf(`
`,r);return t===-1?e.length:t+1}function K(e,r){let t=1;for(let n=e.indexOf(`
`);n!==-1&&n<r;n=e.indexOf(`
`,n+1))t++;return t}var X=new TextEncoder,Q=new TextDecoder("utf-8",{fatal:!0,ignoreBOM:!0}),Y=new TextDecoder("latin1");async function U(e,r,t){
let n=[],o=[],i=new Set,s=y.artifactBytes;for(let[m,p]of(r.artifacts??[]).entries()){let l=u=>o.push({code:g.artifactRefused,
severity:"warning",path:R(["artifacts",m,"path"]),message:`${p.path} ${u}; it was not kept`});if(p.path.includes(S.markerPrefix)){
l("held a secret (its path was redacted)");continue}let f=D(p.path);if("refused"in f){l(f.refused);continue}if(i.has(f.path))
continue;let c=await t.readArtifact(e.workingDirectory,f.path,s);if(c.kind==="refused"){l(c.reason);continue}let a=Z(c.bytes,
e.redact,`${P}/${f.path}`);if("refused"in a){l(a.refused);continue}if(a.bytes.length>s){l(`is ${a.bytes.length} bytes on\
ce redacted, more than the ${s} bytes left of the ${y.artifactBytes}-byte limit for one record's artifacts`);continue}o.
push(...a.problems),n.push({path:f.path,bytes:a.bytes}),i.add(f.path),s-=a.bytes.length}return{files:n,problems:o}}function Z(e,r,t){
let n;try{n=Q.decode(e)}catch{n=void 0}if(n!==void 0){let o=_(n,r,t);return o.problems.length===0?{bytes:e,problems:[]}:
{bytes:X.encode(o.text),problems:o.problems}}return w(Y.decode(e),r).redactions.length>0?{refused:"is not UTF-8 text and\
 holds a secret, which cannot be redacted from a binary file"}:{bytes:e,problems:[]}}async function je(e,r,t,n,o={}){let i=t&&e.agent?.kind==="preset"?A(e.agent.preset,t.stdout):null,s=await re(e,r,t,i?.finalText??
null,n),m=s.kind==="valid"?s.handoff:null,p=m?await U(e,m,n.workspace):{files:[],problems:[]},l=[...r.warnings,...s.problems,
...p.problems,...i?.problems??[]],f=s.kind==="invalid",c=e.onInvalid==="fail"||e.handoff==="required",a=null,u,q={reason:"\
cancelled",message:`the stage was cancelled while its agent ran${typeof o.signal?.reason=="string"?`: ${o.signal.reason}`:
""}`};if(o.cancelled||o.signal?.aborted)u=q;else if(t&&t.exitCode!==0){let d=e.agent?.kind==="preset"?te(e.agent.preset,
t,e.redact):"";u={reason:"exit-nonzero",message:t.exitCode!==null?`the agent exited with code ${t.exitCode}${d}`:t.signal!==
null?`the agent was ended by ${t.signal}`:`the agent could not start: ${t.output.replace(N,"").trim()}`,exitCode:t.exitCode,
signal:t.signal}}else if(f&&c){let d=s.problems.filter(W=>W.severity==="error");u={reason:"handoff-invalid",message:`the\
 handoff was refused (${se(d.length,"problem")}): ${oe(d)}`,problems:d}}else if(m===null&&e.handoff==="required"){let d=`\
no handoff: nothing at $${x.handoffPath} and no block between the markers in the agent's output, and this stage requires\
 one (handoff: required)`;l.push({code:g.handoffMissing,severity:"error",path:"$",message:d}),u={reason:"handoff-missing",
message:d}}else if(o.verify){let d=await o.verify();a=d.facts,l.push(...d.problems),u=o.signal?.aborted?{reason:"cancell\
ed",message:"the stage was cancelled while verify ran"}:a.exit_code===0?{reason:"completed",message:null}:{reason:"verif\
y-failed",message:`verify failed with ${a.exit_code===null?"no exit code (ended by a signal)":`exit code ${a.exit_code}`}`,
exitCode:a.exit_code}}else u={reason:"completed",message:null};let B=f&&!c?l.map(d=>({...d,severity:"warning"})):l,J=n.workspace.
now(),b=await H(e,{attempt:r.attempt,repair:r.repair,hop:r.hop,lineage:r.lineage,...r.parent?{parent:r.parent}:{},prompt:r.
prompt,handoff:m,agent:t,startedAt:new Date(r.preparedAt),finishedAt:J,usage:i?.usage??null,verify:a,outcome:u,problems:B,
files:p.files},n),V=e.handoff==="required"&&(u.reason==="handoff-invalid"||u.reason==="handoff-missing");return{...b,outputs:I(
b.record,b.handoff,{artifactId:b.ref.id,promptPath:r.promptPath,handoffPath:r.handoffPath}),repairProblems:V?b.record.problems.
filter(d=>d.severity==="error"):[]}}var ee=300;function te(e,r,t){let n=v(e,r.output);if(n===null)return"";let o=w(n.text,
t).text,i=C(T(j(o).replace(/\s+/g," ").trim()),ee);return i===""?"":n.source==="cli"?`: ${e} said "${i}"`:`: ${i}`}async function re(e,r,t,n,o){
let i=await o.workspace.readHandoff(r.handoffPath),s=[],m;if(i.kind!=="missing")m=i;else if(t)for(let c of[n,t.stdout]){
if(!c)continue;let a=M(c);if(s.push(...a.warnings),a.json!==null){m=O(a.json);break}}if(m===void 0)return{kind:"missing",
problems:ne(s)};if(m.kind==="invalid")return{kind:"invalid",problems:[...s,...m.problems]};let p=F(m.handoff,e.redact),l=[
...s,...m.warnings,...p.problems],f=p.handoff.next?.stage;if(f!==void 0&&e.workflowJobs!==null&&!e.workflowJobs.includes(
f)){let c={code:g.nextUnknownStage,severity:e.onInvalid==="warn"?"warning":"error",path:"$.next.stage",message:`"${f}" n\
ames no job in this workflow; jobs: ${[...e.workflowJobs].sort().join(", ")}`};if(e.onInvalid==="fail")return{kind:"inva\
lid",problems:[...l,c]};l.push(c)}else f!==void 0&&e.workflowJobs===null&&l.push({code:g.nextUnchecked,severity:"warning",
path:"$.next.stage",message:`"${f}" was not checked against the workflow's jobs, which are not known here: ${e.workflowUnread??
"the workflow file was not read"}; the \`next\` output names it as given, whether or not a job has that id`});return{kind:"\
valid",handoff:p.handoff,problems:l}}function ne(e){let r=new Set;return e.filter(t=>{let n=`${t.code}\0${t.path}\0${t.message}`;
return r.has(n)?!1:(r.add(n),!0)})}function oe(e){let r=[...e].sort((n,o)=>Number(k(o.message))-Number(k(n.message))),t=r.
slice(0,3).map(E).join("; ");return r.length>3?`${t}; and ${r.length-3} more`:t}function se(e,r){return`${e} ${r}${e===1?
"":"s"}`}export{je as a};

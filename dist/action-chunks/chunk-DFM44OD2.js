import{e as E,f as C,g as T,h as H}from"./chunk-ECDCA32Z.js";import{d as R,g as F}from"./chunk-FWDESMCL.js";
import{d as S,e as v,f as A,l as O}from"./chunk-726HAL4Q.js";import{b as j}from"./chunk-J2SX2PKD.js";import{
J as y}from"./chunk-6MN2SSD3.js";import{A as x,D as g,J as $,h as k,k as h,m as P,t as w}from"./chunk-E6JLSL3E.js";var D=e=>e.replace(/[.*+?^${}()|[\]\\-]/g,"\\$&"),q=new RegExp(`^[ \\t]*(${D(h.start)}|${D(h.end)})[ \\t]*\\r?$`,"gm");function _(e){
let r=null,t=-1,n=-1;for(let m of e.matchAll(q)){let s=m.index;m[1]===h.start?(t=J(e,s),n=s):t!==-1&&(r=s>t?e.slice(t,s).
replace(/\r?\n$/,""):"",t=-1)}let o=[];return t!==-1&&o.push({code:x.markersUnterminated,severity:"warning",path:`output\
 line ${V(e,n)}`,message:`${h.start} without a ${h.end} line after it; that block was ignored${r===null?"":" and the com\
plete block before it used"}`}),{json:r,warnings:o}}function J(e,r){let t=e.indexOf(`
`,r);return t===-1?e.length:t+1}function V(e,r){let t=1;for(let n=e.indexOf(`
`);n!==-1&&n<r;n=e.indexOf(`
`,n+1))t++;return t}var W=new TextEncoder,z=new TextDecoder("utf-8",{fatal:!0,ignoreBOM:!0}),G=new TextDecoder("latin1");async function I(e,r,t){
let n=[],o=[],m=new Set,s=w.artifactBytes;for(let[l,p]of(r.artifacts??[]).entries()){let f=u=>o.push({code:g.artifactRefused,
severity:"warning",path:v(["artifacts",l,"path"]),message:`${p.path} ${u}; it was not kept`});if(p.path.includes($.markerPrefix)){
f("held a secret (its path was redacted)");continue}let i=F(p.path);if("refused"in i){f(i.refused);continue}if(m.has(i.path))
continue;let c=await t.readArtifact(e.workingDirectory,i.path,s);if(c.kind==="refused"){f(c.reason);continue}let a=K(c.bytes,
e.redact,`${P}/${i.path}`);if("refused"in a){f(a.refused);continue}if(a.bytes.length>s){f(`is ${a.bytes.length} bytes on\
ce redacted, more than the ${s} bytes left of the ${w.artifactBytes}-byte limit for one record's artifacts`);continue}o.
push(...a.problems),n.push({path:i.path,bytes:a.bytes}),m.add(i.path),s-=a.bytes.length}return{files:n,problems:o}}function K(e,r,t){
let n;try{n=z.decode(e)}catch{n=void 0}if(n!==void 0){let o=C(n,r,t);return o.problems.length===0?{bytes:e,problems:[]}:
{bytes:W.encode(o.text),problems:o.problems}}return A(G.decode(e),r).redactions.length>0?{refused:"is not UTF-8 text and\
 holds a secret, which cannot be redacted from a binary file"}:{bytes:e,problems:[]}}async function ke(e,r,t,n,o={}){let m=t&&e.agent?.kind==="preset"?R(e.agent.preset,t.stdout):null,s=await X(e,r,t,m?.finalText??
null,n),l=s.kind==="valid"?s.handoff:null,p=l?await I(e,l,n.workspace):{files:[],problems:[]},f=[...r.warnings,...s.problems,
...p.problems,...m?.problems??[]],i=s.kind==="invalid",c=e.onInvalid==="fail"||e.handoff==="required",a=null,u,L={reason:"\
cancelled",message:`the stage was cancelled while its agent ran${typeof o.signal?.reason=="string"?`: ${o.signal.reason}`:
""}`};if(o.cancelled||o.signal?.aborted)u=L;else if(t&&t.exitCode!==0)u={reason:"exit-nonzero",message:t.exitCode!==null?
`the agent exited with code ${t.exitCode}`:t.signal!==null?`the agent was ended by ${t.signal}`:`the agent could not sta\
rt: ${t.output.replace(H,"").trim()}`,exitCode:t.exitCode,signal:t.signal};else if(i&&c){let d=s.problems.filter(B=>B.severity===
"error");u={reason:"handoff-invalid",message:`the handoff was refused (${Z(d.length,"problem")}): ${Y(d)}`,problems:d}}else if(l===
null&&e.handoff==="required"){let d=`no handoff: nothing at $${k.handoffPath} and no block between the markers in the ag\
ent's output, and this stage requires one (handoff: required)`;f.push({code:g.handoffMissing,severity:"error",path:"$",message:d}),
u={reason:"handoff-missing",message:d}}else if(o.verify){let d=await o.verify();a=d.facts,f.push(...d.problems),u=o.signal?.
aborted?{reason:"cancelled",message:"the stage was cancelled while verify ran"}:a.exit_code===0?{reason:"completed",message:null}:
{reason:"verify-failed",message:`verify failed with ${a.exit_code===null?"no exit code (ended by a signal)":`exit code ${a.
exit_code}`}`,exitCode:a.exit_code}}else u={reason:"completed",message:null};let N=i&&!c?f.map(d=>({...d,severity:"warni\
ng"})):f,M=n.workspace.now(),b=await E(e,{attempt:r.attempt,repair:r.repair,hop:r.hop,lineage:r.lineage,...r.parent?{parent:r.
parent}:{},prompt:r.prompt,handoff:l,agent:t,startedAt:new Date(r.preparedAt),finishedAt:M,usage:m?.usage??null,verify:a,
outcome:u,problems:N,files:p.files},n),U=e.handoff==="required"&&(u.reason==="handoff-invalid"||u.reason==="handoff-miss\
ing");return{...b,outputs:T(b.record,b.handoff,{artifactId:b.ref.id,promptPath:r.promptPath,handoffPath:r.handoffPath}),
repairProblems:U?b.record.problems.filter(d=>d.severity==="error"):[]}}async function X(e,r,t,n,o){let m=await o.workspace.
readHandoff(r.handoffPath),s=[],l;if(m.kind!=="missing")l=m;else if(t)for(let c of[n,t.stdout]){if(!c)continue;let a=_(c);
if(s.push(...a.warnings),a.json!==null){l=S(a.json);break}}if(l===void 0)return{kind:"missing",problems:Q(s)};if(l.kind===
"invalid")return{kind:"invalid",problems:[...s,...l.problems]};let p=O(l.handoff,e.redact),f=[...s,...l.warnings,...p.problems],
i=p.handoff.next?.stage;if(i!==void 0&&e.workflowJobs!==null&&!e.workflowJobs.includes(i)){let c={code:g.nextUnknownStage,
severity:e.onInvalid==="warn"?"warning":"error",path:"$.next.stage",message:`"${i}" names no job in this workflow; jobs:\
 ${[...e.workflowJobs].sort().join(", ")}`};if(e.onInvalid==="fail")return{kind:"invalid",problems:[...f,c]};f.push(c)}else
i!==void 0&&e.workflowJobs===null&&f.push({code:g.nextUnchecked,severity:"warning",path:"$.next.stage",message:`"${i}" w\
as not checked against the workflow's jobs, which are not known here: ${e.workflowUnread??"the workflow file was not rea\
d"}; the \`next\` output names it as given, whether or not a job has that id`});return{kind:"valid",handoff:p.handoff,problems:f}}
function Q(e){let r=new Set;return e.filter(t=>{let n=`${t.code}\0${t.path}\0${t.message}`;return r.has(n)?!1:(r.add(n),
!0)})}function Y(e){let r=[...e].sort((n,o)=>Number(y(o.message))-Number(y(n.message))),t=r.slice(0,3).map(j).join("; ");
return r.length>3?`${t}; and ${r.length-3} more`:t}function Z(e,r){return`${e} ${r}${e===1?"":"s"}`}export{ke as a};

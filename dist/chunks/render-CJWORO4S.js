import{b as we,c as he,i as be,j as ve,k as ye,l as $e}from"./chunk-45S425Z6.js";import{a as le}from"./chunk-DL24HBK2.js";
import{I as ue,J as me,K as ce,M as pe,N as ge,i as fe,y as M}from"./chunk-BG477AAE.js";import{l as oe,n as de}from"./chunk-ELLCTOB7.js";
import{a as ae,b as L}from"./chunk-VNY4YMOQ.js";import{a as ie}from"./chunk-R4JSH2OT.js";import{a as P,b as ke}from"./chunk-AQRVCZTV.js";
import{e as xe}from"./chunk-AB5CAIEK.js";import"./chunk-VBLL5SZM.js";import"./chunk-QZ4LYHPP.js";import{
r as R}from"./chunk-G6IW7IQF.js";import{b as i,d as Q}from"./chunk-BXL4BL7Z.js";import{b as J}from"./chunk-DVNEBDMP.js";
import{B as ne,I as re,S as se,g as Z,h as ee,x as O,y as te}from"./chunk-JZBPCCZQ.js";import"./chunk-5A7QKWCT.js";
import"./chunk-3NR5HZ6E.js";import{lstat as Pe,readFile as Se}from"node:fs/promises";import{join as Ue,resolve as S}from"node:path";var Oe=25*1024*1024;async function ft(t,r,e={}){if(e.workflow===void 0&&(e.job!==void 0||e.step!==void 0))throw new i("u\
sage",`${e.job!==void 0?"--job":"--step"} names a stage step of --workflow <file>, which is not given`);let{text:s,source:a,
maxPromptTokens:o,vars:c,upstream:m,evaluate:$}=e.workflow===void 0?await Re(t,r,e.template):await(await import("./render-workflow-GYOMFMZO.js")).
workflowPrompt(t,r,e,{text:_e}),b=Me(e.maxPromptTokens??o),d=e.run===void 0?{id:void 0,upstream:[],unreadable:new Map,facts:void 0,
invocation:void 0,jobs:void 0}:await Ae(t,e.run),p=d.invocation,v=e.workflow===void 0?void 0:S(t.cwd,e.workflow),u=v!==void 0&&
p!==void 0&&![p.workflow_path,...Object.keys(p.called_sha256??{})].some(n=>S(t.cwd,n)===v);u&&t.stderr(`note: run ${d.id}\
 ran ${p?.workflow_path}, not ${e.workflow}: its records are read, not its inputs or event (give those with --input and \
--event)
`);let f=u?void 0:p,y=e.run===void 0||f===void 0?null:he(e.run,f,"render");y&&t.stderr(`warning: ${y}
`);let g=e.event===void 0?f?.event??{}:await Ne(t,e.event),C=e.eventName??(e.event===void 0?f?.event_name:Ee(g)),N=e.event===
void 0&&f?.event_made===!0?C:void 0,B=await le(t.cwd,t.env),x=await Je(t,e.handoff??[],e.matrix??[]);if(x.problems.length>
0){for(let n of x.problems)t.stderr(`${R(n)}
`);return J.failure}let D=new Set(x.upstream.map(n=>n.stage)),_=[...d.upstream.filter(n=>!D.has(n.stage)),...x.upstream],
E=[],z=[],j=s,G={},H=[];if(m!==void 0){let n=await m({inputs:{...je(f),...P(e.input,"--input")},vars:f?.vars??{},event:e.
event===void 0?f?.event??null:g,eventName:e.eventName??(e.event===void 0?f?.event_name:void 0),facts:d.facts,checkout:B,
ran:d.jobs,named:(M(s).analysis?.references??[]).filter(l=>l.kind==="stage").map(l=>l.stage)}),{stages:k,open:w}=n;$!==void 0&&
(j=$(n)),{payload:g,name:C}=n.event,n.event.made&&(N=n.event.name),z=w,G=n.inputs??{},H=n.missingInputs;let h=new Map(d.
upstream.map(l=>[l.stage,l.stored])),q=k.map(({stage:l,job:T,matrix:W,place:Y})=>{let U=x.upstream.find(Te=>Te.stage===l),
K={...W===void 0?{}:{matrix:W},...Y===void 0?{}:{place:Y}};return U!==void 0?{...K,...U,...U.job===U.stage?{job:T}:{}}:{
stage:l,job:T,stored:h.get(l),...K}});_=[...q,...x.upstream.filter(l=>!k.some(T=>T.stage===l.stage))],E=q.filter(l=>l.stored===
void 0&&l.sample===void 0)}let A=(m!==void 0?_.map(n=>n.stage):(M(s).analysis?.references??[]).filter(n=>n.kind==="stage").
map(n=>n.stage)).find(n=>!D.has(n)&&d.unreadable.has(n));if(A!==void 0)throw Fe(d.id,A,d.unreadable.get(A),e.job);E.length>
0&&t.stderr(`note: ${d.id===void 0?"no --run or --handoff gives":`neither run ${d.id} nor a --handoff gives`} ${E.map(n=>n.
stage).join(", ")}, upstream of job ${e.job}: rendered as a stage that did not run (give --handoff ${E[0].stage}=<file>,\
 or --run <run>)
`);let F=H.filter(n=>De(j,n.name));if(F.length>0){let[n,...k]=F;throw new i(se.inputMissing,n.message,{where:n.where,details:[
...k.map(w=>`${w.where}: ${w.message}`),`the prompt of job ${e.job} reads ${F.map(w=>`inputs.${w.name}`).join(", ")}, wh\
ich a run of ${e.workflow} is always given`]})}let Ie={...je(f),...G,...c,...P(e.input,"--input")},V={source:a,...b===void 0?
{}:{maxPromptTokens:b},...N===void 0?{}:{madeEventHint:be(N)}};await ye(j,V);let X=fe({upstream:_,inputs:Ie,github:Be(d.
facts,B.facts,g,C),openJobs:z,analysis:ve(j)});for(let n of X.warnings)t.stderr(`warning: ${R(n)}
`);let I;try{I=$e(j,X.context,V)}catch(n){let k=new Set(_.filter(h=>h.matrix!==void 0).map(h=>h.stage)),w=x.upstream.filter(
h=>h.job!==h.stage&&h.sampleMatrix===void 0&&!k.has(h.stage));throw n instanceof i&&/\bmatrix\./.test(n.message)&&w.length>
0?new i(n.code,n.message,{...n.where===void 0?{}:{where:n.where},details:[...n.details,`the sample leg${w.length===1?"":
"s"} ${w.map(h=>h.stage).join(", ")} ${w.length===1?"has":"have"} no matrix values: give them with --matrix ${w[0].stage}\
='{"<key>":"<value>"}'`],cause:n.cause}):n}for(let n of I.warnings)t.stderr(`warning: ${R(n)}
`);return ie(t,t.isTTY?`${I.prompt}
`:I.prompt),J.ok}async function Re(t,r,e){if(r!==void 0&&e!==void 0)throw new i("usage","give a template file or --templ\
ate, not both");if(e!==void 0)return{text:e,source:"--template"};if(r===void 0)throw new i("usage","give a template file\
, or the template itself with --template");return{text:await Ce(t,r,"template file"),source:r}}function Me(t){return t===
void 0?void 0:ke(t,`--${ne.maxPromptTokens}`)}async function _e(t,r,e,s=Oe){let a=S(t.cwd,r);try{let o=await Pe(a);if(o.
isDirectory())throw new i("usage",`the ${e} is a directory`,{where:r});if(o.size>s)throw new i("usage",`the ${e} is ${o.
size} bytes, more than ${s}`,{where:r});return await Se(a,"utf8")}catch(o){throw o instanceof i?o:L(r,o,e)}}async function Ce(t,r,e){
let s=S(t.cwd,r),a;try{let m=await Pe(s);if(m.isDirectory())throw new i("usage",`the ${e} is a directory`,{where:r});if(m.
size>O.templateBytes)throw new i(re.tooLarge,`the ${e} is ${m.size} bytes, more than the ${O.templateBytes} (${O.templateBytes/
1024} KiB) a template may be`,{where:r});a=await Se(s)}catch(m){throw m instanceof i?m:L(r,m,e)}let o=ee(a);if(o.kind===
"text")return o.text;let c=o.kind==="utf-16"?`; ${Z}`:"";throw new i("usage",`the ${e} ${o.problem}${c}`,{where:r})}async function Ne(t,r){
let e=await _e(t,r,"event file");try{return ge(e,r)}catch(s){throw s instanceof i?new i("usage",s.message,{where:r}):s}}
async function Ae(t,r){let e=xe.forProject(t.cwd),s=await e.resolve(r),a=await we(Ue(e.rootDir,s),s).catch(()=>{}),o=await e.
open(s),c=await e.readSummary(s),m=[...new Set((await o.list()).map(u=>u.stage))],$=c.jobs.flatMap(u=>u.stages),b=[...$.
filter(u=>m.includes(u)),...m.filter(u=>!$.includes(u))],d=[],p=new Map,v;for(let u of b){let f=await o.get(u).catch(y=>{
if(!(y instanceof i))throw y;p.set(u,y)});f&&(v??=f.record.run,d.push({stage:u,job:f.record.job,stored:f}))}return{id:s,
upstream:d,unreadable:p,facts:v,invocation:a,jobs:new Map(c.jobs.map(u=>[u.id,u.stages]))}}function Fe(t,r,e,s){return new i(
e.code,`run ${t}'s record of stage ${r} cannot be read, and the prompt${s===void 0?"":` of job ${s}`} reads it`,{details:[
...Q(e).split(`
`).map(a=>a.replace(/^ {2}/,"")),`or render it with a sample handoff instead: --handoff ${r}=<file>`],cause:e})}async function Je(t,r,e){
let s=[],a=[],o=P(r,"--handoff"),c=r.map(b=>(b.split("=")[0]??"").split("@")[0]),m=c.find((b,d)=>c.indexOf(b)!==d);if(m!==
void 0)throw new i("usage",`stage ${m} is given twice; give each stage one handoff file`,{where:"--handoff"});let $=Le(e,
o);for(let[b,d]of Object.entries(o)){let[p="",v=p,...u]=b.split("@");for(let g of[p,v])if(!te.test(g)||u.length>0)throw new i(
"usage",`${JSON.stringify(b)} is not <stage> or <stage>@<job> (ids are a letter or _, then letters, digits, _ or -)`,{where:"\
--handoff"});let f=await ae(S(t.cwd,d));if(f.kind==="missing")throw new i("usage","handoff file: no such file",{where:d});
if(f.kind==="invalid"){a.push(...f.problems.map(g=>({...g,path:`${d} ${g.path}`})));continue}let y=$.get(p);if(y!==void 0){
let g=de(y).join("-");g!==""&&!p.endsWith(`-${g}`)&&`${v}-${g}`.length<=oe&&t.stderr(`warning: --matrix ${p}: a run name\
s the leg of ${v} with these values ${v}-${g} (or <stage input>-${g})
`)}s.push({stage:p,job:v,stored:void 0,sample:f.handoff,...y===void 0?{}:{sampleMatrix:y}})}return{upstream:s,problems:a}}
function Le(t,r){let e=new Set(Object.keys(r).map(a=>a.split("@")[0])),s=new Map;for(let[a,o]of Object.entries(P(t,"--ma\
trix"))){if(!e.has(a))throw new i("usage",`${JSON.stringify(a)} is not a stage given by --handoff${e.size>0?` (given: ${[
...e].join(", ")})`:""}`,{where:"--matrix",details:["give the leg a sample handoff too: --handoff <stage>@<job>=<file> -\
-matrix <stage>=<json>"]});let c;try{c=JSON.parse(o)}catch{c=void 0}if(c===null||typeof c!="object"||Array.isArray(c))throw new i(
"usage",`the matrix values of ${a} must be one JSON object, such as {"angle":"security"}`,{where:"--matrix"});s.set(a,c)}
return s}function Ee(t){return"comment"in t&&"issue"in t?"issue_comment":"pull_request"in t?"pull_request":"issue"in t?"\
issues":"workflow_dispatch"}function Be(t,r,e,s){let a=s??t?.event_name??Ee(e);return{repository:t?.repository??ue(e)??r.
repository,ref:t?.ref??pe(a,e)??r.ref,sha:t?.sha??ce(a,e)??r.sha,run_id:t?.id??"render",actor:me(e)??r.actor,event_name:a,
event:e}}function De(t,r){let e=M(t).analysis?.paths.values()??[];for(let{root:s}of e)if(s?.[0]==="inputs"&&(s.length===
1||s[1]===r))return!0;return!1}function je(t){if(t===void 0)return{};let r={},e=t.event.inputs;if(t.event_name==="workfl\
ow_dispatch"&&e!==null&&typeof e=="object")for(let[s,a]of Object.entries(e))(typeof a=="string"||typeof a=="number"||typeof a==
"boolean")&&(r[s]=String(a));return{...r,...t.inputs}}export{ft as renderCommand};

import{b as me,c as ue,i as ce,j as pe,k as ge,l as le}from"./chunk-QG3ODFFU.js";import{a as fe}from"./chunk-DL24HBK2.js";
import{I as se,J as ae,K as ie,M as oe,N as de,i as re,y as M}from"./chunk-46VPHU45.js";import{h as te,j as ne}from"./chunk-26MPJXLR.js";
import{a as Z,b as N}from"./chunk-CGAZNJKX.js";import{a as ee}from"./chunk-VIRDJAV2.js";import{a as P,b as he}from"./chunk-KHLTJCQY.js";
import{c as we}from"./chunk-ANRPTTLN.js";import"./chunk-DMID3UGC.js";import"./chunk-QZ4LYHPP.js";import{
p as O}from"./chunk-DDQVLXQ6.js";import{b as d}from"./chunk-BXL4BL7Z.js";import{b as C}from"./chunk-DIAAMT7K.js";
import{A as Y,H as K,R as Q,f as X,g as q,w as _,x as W}from"./chunk-V4AZJBV5.js";import"./chunk-5A7QKWCT.js";
import"./chunk-3NR5HZ6E.js";import{lstat as ve,readFile as ye}from"node:fs/promises";import{join as Se,resolve as A}from"node:path";var Ie=25*1024*1024;async function nt(t,n,e={}){if(e.workflow===void 0&&(e.job!==void 0||e.step!==void 0))throw new d("u\
sage",`${e.job!==void 0?"--job":"--step"} names a stage step of --workflow <file>, which is not given`);let{text:s,source:a,
maxPromptTokens:i,vars:m,upstream:u,evaluate:y}=e.workflow===void 0?await Te(t,n,e.template):await(await import("./render-workflow-D3YPWJTV.js")).
workflowPrompt(t,n,e,{text:$e}),h=Re(e.maxPromptTokens??i),c=e.run===void 0?{upstream:[],facts:void 0,invocation:void 0,
jobs:void 0}:await Ee(t,e.run),f=c.invocation,o=e.run===void 0||f===void 0?null:ue(e.run,f,"render");o&&t.stderr(`warnin\
g: ${o}
`);let b=e.event===void 0?f?.event??{}:await Oe(t,e.event),$=e.eventName??(e.event===void 0?f?.event_name:xe(b)),v,g=await fe(
t.cwd,t.env),x=await Ue(t,e.handoff??[],e.matrix??[]);if(x.problems.length>0){for(let r of x.problems)t.stderr(`${O(r)}
`);return C.failure}let je=new Set(x.upstream.map(r=>r.stage)),E=[...c.upstream.filter(r=>!je.has(r.stage)),...x.upstream],
S=[],F=[],k=s,J={},L=[];if(u!==void 0){let r=await u({inputs:{...be(f),...P(e.input,"--input")},vars:f?.vars??{},event:e.
event===void 0?f?.event??null:b,eventName:e.eventName??(e.event===void 0?f?.event_name:void 0),facts:c.facts,checkout:g,
ran:c.jobs,named:(M(s).analysis?.references??[]).filter(p=>p.kind==="stage").map(p=>p.stage)}),{stages:j,open:l}=r;y!==void 0&&
(k=y(r)),{payload:b,name:$}=r.event,r.event.made&&(v=r.event.name),F=l,J=r.inputs??{},L=r.missingInputs;let w=new Map(c.
upstream.map(p=>[p.stage,p.stored])),z=j.map(({stage:p,job:T,matrix:G,place:H})=>{let R=x.upstream.find(Pe=>Pe.stage===p),
V={...G===void 0?{}:{matrix:G},...H===void 0?{}:{place:H}};return R!==void 0?{...V,...R,...R.job===R.stage?{job:T}:{}}:{
stage:p,job:T,stored:w.get(p),...V}});E=[...z,...x.upstream.filter(p=>!j.some(T=>T.stage===p.stage))],S=z.filter(p=>p.stored===
void 0&&p.sample===void 0)}S.length>0&&t.stderr(`note: no --run or --handoff gives ${S.map(r=>r.stage).join(", ")}, upst\
ream of job ${e.job}: rendered as a stage that did not run (give --handoff ${S[0].stage}=<file>, or --run <run>)
`);let U=L.filter(r=>Me(k,r.name));if(U.length>0){let[r,...j]=U;throw new d(Q.inputMissing,r.message,{where:r.where,details:[
...j.map(l=>`${l.where}: ${l.message}`),`the prompt of job ${e.job} reads ${U.map(l=>`inputs.${l.name}`).join(", ")}, wh\
ich a run of ${e.workflow} is always given`]})}let ke={...be(f),...J,...m,...P(e.input,"--input")},B={source:a,...h===void 0?
{}:{maxPromptTokens:h},...v===void 0?{}:{madeEventHint:ce(v)}};await ge(k,B);let D=re({upstream:E,inputs:ke,github:Ne(c.
facts,g.facts,b,$),openJobs:F,analysis:pe(k)});for(let r of D.warnings)t.stderr(`warning: ${O(r)}
`);let I;try{I=le(k,D.context,B)}catch(r){let j=new Set(E.filter(w=>w.matrix!==void 0).map(w=>w.stage)),l=x.upstream.filter(
w=>w.job!==w.stage&&w.sampleMatrix===void 0&&!j.has(w.stage));throw r instanceof d&&/\bmatrix\./.test(r.message)&&l.length>
0?new d(r.code,r.message,{...r.where===void 0?{}:{where:r.where},details:[...r.details,`the sample leg${l.length===1?"":
"s"} ${l.map(w=>w.stage).join(", ")} ${l.length===1?"has":"have"} no matrix values: give them with --matrix ${l[0].stage}\
='{"<key>":"<value>"}'`],cause:r.cause}):r}for(let r of I.warnings)t.stderr(`warning: ${O(r)}
`);return ee(t,t.isTTY?`${I.prompt}
`:I.prompt),C.ok}async function Te(t,n,e){if(n!==void 0&&e!==void 0)throw new d("usage","give a template file or --templ\
ate, not both");if(e!==void 0)return{text:e,source:"--template"};if(n===void 0)throw new d("usage","give a template file\
, or the template itself with --template");return{text:await _e(t,n,"template file"),source:n}}function Re(t){return t===
void 0?void 0:he(t,`--${Y.maxPromptTokens}`)}async function $e(t,n,e,s=Ie){let a=A(t.cwd,n);try{let i=await ve(a);if(i.isDirectory())
throw new d("usage",`the ${e} is a directory`,{where:n});if(i.size>s)throw new d("usage",`the ${e} is ${i.size} bytes, m\
ore than ${s}`,{where:n});return await ye(a,"utf8")}catch(i){throw i instanceof d?i:N(n,i,e)}}async function _e(t,n,e){let s=A(
t.cwd,n),a;try{let u=await ve(s);if(u.isDirectory())throw new d("usage",`the ${e} is a directory`,{where:n});if(u.size>_.
templateBytes)throw new d(K.tooLarge,`the ${e} is ${u.size} bytes, more than the ${_.templateBytes} (${_.templateBytes/1024}\
 KiB) a template may be`,{where:n});a=await ye(s)}catch(u){throw u instanceof d?u:N(n,u,e)}let i=q(a);if(i.kind==="text")
return i.text;let m=i.kind==="utf-16"?`; ${X}`:"";throw new d("usage",`the ${e} ${i.problem}${m}`,{where:n})}async function Oe(t,n){
let e=await $e(t,n,"event file");try{return de(e,n)}catch(s){throw s instanceof d?new d("usage",s.message,{where:n}):s}}
async function Ee(t,n){let e=we.forProject(t.cwd),s=await e.resolve(n),a=await me(Se(e.rootDir,s),s).catch(()=>{}),i=await e.
open(s),m=await e.readSummary(s),u=[...new Set((await i.list()).map(o=>o.stage))],y=m.jobs.flatMap(o=>o.stages),h=[...y.
filter(o=>u.includes(o)),...u.filter(o=>!y.includes(o))],c=[],f;for(let o of h){let b=await i.get(o);b&&(f??=b.record.run,
c.push({stage:o,job:b.record.job,stored:b}))}return{upstream:c,facts:f,invocation:a,jobs:new Map(m.jobs.map(o=>[o.id,o.stages]))}}
async function Ue(t,n,e){let s=[],a=[],i=P(n,"--handoff"),m=n.map(h=>(h.split("=")[0]??"").split("@")[0]),u=m.find((h,c)=>m.
indexOf(h)!==c);if(u!==void 0)throw new d("usage",`stage ${u} is given twice; give each stage one handoff file`,{where:"\
--handoff"});let y=Ce(e,i);for(let[h,c]of Object.entries(i)){let[f="",o=f,...b]=h.split("@");for(let g of[f,o])if(!W.test(
g)||b.length>0)throw new d("usage",`${JSON.stringify(h)} is not <stage> or <stage>@<job> (ids are a letter or _, then le\
tters, digits, _ or -)`,{where:"--handoff"});let $=await Z(A(t.cwd,c));if($.kind==="missing")throw new d("usage","handof\
f file: no such file",{where:c});if($.kind==="invalid"){a.push(...$.problems.map(g=>({...g,path:`${c} ${g.path}`})));continue}
let v=y.get(f);if(v!==void 0){let g=ne(v).join("-");g!==""&&!f.endsWith(`-${g}`)&&`${o}-${g}`.length<=te&&t.stderr(`warn\
ing: --matrix ${f}: a run names the leg of ${o} with these values ${o}-${g} (or <stage input>-${g})
`)}s.push({stage:f,job:o,stored:void 0,sample:$.handoff,...v===void 0?{}:{sampleMatrix:v}})}return{upstream:s,problems:a}}
function Ce(t,n){let e=new Set(Object.keys(n).map(a=>a.split("@")[0])),s=new Map;for(let[a,i]of Object.entries(P(t,"--ma\
trix"))){if(!e.has(a))throw new d("usage",`${JSON.stringify(a)} is not a stage given by --handoff${e.size>0?` (given: ${[
...e].join(", ")})`:""}`,{where:"--matrix",details:["give the leg a sample handoff too: --handoff <stage>@<job>=<file> -\
-matrix <stage>=<json>"]});let m;try{m=JSON.parse(i)}catch{m=void 0}if(m===null||typeof m!="object"||Array.isArray(m))throw new d(
"usage",`the matrix values of ${a} must be one JSON object, such as {"angle":"security"}`,{where:"--matrix"});s.set(a,m)}
return s}function xe(t){return"comment"in t&&"issue"in t?"issue_comment":"pull_request"in t?"pull_request":"issue"in t?"\
issues":"workflow_dispatch"}function Ne(t,n,e,s){let a=s??t?.event_name??xe(e);return{repository:t?.repository??se(e)??n.
repository,ref:t?.ref??oe(a,e)??n.ref,sha:t?.sha??ie(a,e)??n.sha,run_id:t?.id??"render",actor:ae(e)??n.actor,event_name:a,
event:e}}function Me(t,n){let e=M(t).analysis?.paths.values()??[];for(let{root:s}of e)if(s?.[0]==="inputs"&&(s.length===
1||s[1]===n))return!0;return!1}function be(t){if(t===void 0)return{};let n={},e=t.event.inputs;if(t.event_name==="workfl\
ow_dispatch"&&e!==null&&typeof e=="object")for(let[s,a]of Object.entries(e))(typeof a=="string"||typeof a=="number"||typeof a==
"boolean")&&(n[s]=String(a));return{...n,...t.inputs}}export{nt as renderCommand};

import{b as ge,c as le,i as we,j as he,k as ve,l as be}from"./chunk-UOJOJ6CE.js";import{a as ce}from"./chunk-DL24HBK2.js";
import{I as oe,J as de,K as fe,M as ue,N as me,i as ie,y as J}from"./chunk-XN2DIZNF.js";import{l as se,n as ae}from"./chunk-ELLCTOB7.js";
import{a as ne,b as F}from"./chunk-VNY4YMOQ.js";import{a as re}from"./chunk-R4JSH2OT.js";import{a as P,b as ye}from"./chunk-PPXCPPBA.js";
import{a as pe}from"./chunk-YBFLPME4.js";import"./chunk-XWFWV4XT.js";import"./chunk-QZ4LYHPP.js";import{
r as E}from"./chunk-G6IW7IQF.js";import{b as d}from"./chunk-BXL4BL7Z.js";import{b as A}from"./chunk-DVNEBDMP.js";
import{B as Z,I as ee,S as te,g as Y,h as K,x as R,y as Q}from"./chunk-JZBPCCZQ.js";import"./chunk-5A7QKWCT.js";
import"./chunk-3NR5HZ6E.js";import{lstat as xe,readFile as je}from"node:fs/promises";import{join as Te,resolve as S}from"node:path";var Oe=25*1024*1024;async function at(t,n,e={}){if(e.workflow===void 0&&(e.job!==void 0||e.step!==void 0))throw new d("u\
sage",`${e.job!==void 0?"--job":"--step"} names a stage step of --workflow <file>, which is not given`);let{text:s,source:a,
maxPromptTokens:i,vars:u,upstream:m,evaluate:y}=e.workflow===void 0?await Re(t,n,e.template):await(await import("./render-workflow-AS6FDSRA.js")).
workflowPrompt(t,n,e,{text:ke}),v=Ee(e.maxPromptTokens??i),f=e.run===void 0?{id:void 0,upstream:[],facts:void 0,invocation:void 0,
jobs:void 0}:await Ne(t,e.run),c=f.invocation,o=e.workflow===void 0?void 0:S(t.cwd,e.workflow),b=o!==void 0&&c!==void 0&&
![c.workflow_path,...Object.keys(c.called_sha256??{})].some(r=>S(t.cwd,r)===o);b&&t.stderr(`note: run ${f.id} ran ${c?.workflow_path}\
, not ${e.workflow}: its records are read, not its inputs or event (give those with --input and --event)
`);let p=b?void 0:c,$=e.run===void 0||p===void 0?null:le(e.run,p,"render");$&&t.stderr(`warning: ${$}
`);let g=e.event===void 0?p?.event??{}:await Ce(t,e.event),U=e.eventName??(e.event===void 0?p?.event_name:Pe(g)),C=e.event===
void 0&&p?.event_made===!0?U:void 0,L=await ce(t.cwd,t.env),x=await Me(t,e.handoff??[],e.matrix??[]);if(x.problems.length>
0){for(let r of x.problems)t.stderr(`${E(r)}
`);return A.failure}let Se=new Set(x.upstream.map(r=>r.stage)),N=[...f.upstream.filter(r=>!Se.has(r.stage)),...x.upstream],
_=[],B=[],k=s,D={},z=[];if(m!==void 0){let r=await m({inputs:{...$e(p),...P(e.input,"--input")},vars:p?.vars??{},event:e.
event===void 0?p?.event??null:g,eventName:e.eventName??(e.event===void 0?p?.event_name:void 0),facts:f.facts,checkout:L,
ran:f.jobs,named:(J(s).analysis?.references??[]).filter(l=>l.kind==="stage").map(l=>l.stage)}),{stages:j,open:w}=r;y!==void 0&&
(k=y(r)),{payload:g,name:U}=r.event,r.event.made&&(C=r.event.name),B=w,D=r.inputs??{},z=r.missingInputs;let h=new Map(f.
upstream.map(l=>[l.stage,l.stored])),V=j.map(({stage:l,job:T,matrix:X,place:q})=>{let O=x.upstream.find(Ie=>Ie.stage===l),
W={...X===void 0?{}:{matrix:X},...q===void 0?{}:{place:q}};return O!==void 0?{...W,...O,...O.job===O.stage?{job:T}:{}}:{
stage:l,job:T,stored:h.get(l),...W}});N=[...V,...x.upstream.filter(l=>!j.some(T=>T.stage===l.stage))],_=V.filter(l=>l.stored===
void 0&&l.sample===void 0)}_.length>0&&t.stderr(`note: ${f.id===void 0?"no --run or --handoff gives":`neither run ${f.id}\
 nor a --handoff gives`} ${_.map(r=>r.stage).join(", ")}, upstream of job ${e.job}: rendered as a stage that did not run\
 (give --handoff ${_[0].stage}=<file>, or --run <run>)
`);let M=z.filter(r=>Je(k,r.name));if(M.length>0){let[r,...j]=M;throw new d(te.inputMissing,r.message,{where:r.where,details:[
...j.map(w=>`${w.where}: ${w.message}`),`the prompt of job ${e.job} reads ${M.map(w=>`inputs.${w.name}`).join(", ")}, wh\
ich a run of ${e.workflow} is always given`]})}let _e={...$e(p),...D,...u,...P(e.input,"--input")},G={source:a,...v===void 0?
{}:{maxPromptTokens:v},...C===void 0?{}:{madeEventHint:we(C)}};await ve(k,G);let H=ie({upstream:N,inputs:_e,github:Fe(f.
facts,L.facts,g,U),openJobs:B,analysis:he(k)});for(let r of H.warnings)t.stderr(`warning: ${E(r)}
`);let I;try{I=be(k,H.context,G)}catch(r){let j=new Set(N.filter(h=>h.matrix!==void 0).map(h=>h.stage)),w=x.upstream.filter(
h=>h.job!==h.stage&&h.sampleMatrix===void 0&&!j.has(h.stage));throw r instanceof d&&/\bmatrix\./.test(r.message)&&w.length>
0?new d(r.code,r.message,{...r.where===void 0?{}:{where:r.where},details:[...r.details,`the sample leg${w.length===1?"":
"s"} ${w.map(h=>h.stage).join(", ")} ${w.length===1?"has":"have"} no matrix values: give them with --matrix ${w[0].stage}\
='{"<key>":"<value>"}'`],cause:r.cause}):r}for(let r of I.warnings)t.stderr(`warning: ${E(r)}
`);return re(t,t.isTTY?`${I.prompt}
`:I.prompt),A.ok}async function Re(t,n,e){if(n!==void 0&&e!==void 0)throw new d("usage","give a template file or --templ\
ate, not both");if(e!==void 0)return{text:e,source:"--template"};if(n===void 0)throw new d("usage","give a template file\
, or the template itself with --template");return{text:await Ue(t,n,"template file"),source:n}}function Ee(t){return t===
void 0?void 0:ye(t,`--${Z.maxPromptTokens}`)}async function ke(t,n,e,s=Oe){let a=S(t.cwd,n);try{let i=await xe(a);if(i.isDirectory())
throw new d("usage",`the ${e} is a directory`,{where:n});if(i.size>s)throw new d("usage",`the ${e} is ${i.size} bytes, m\
ore than ${s}`,{where:n});return await je(a,"utf8")}catch(i){throw i instanceof d?i:F(n,i,e)}}async function Ue(t,n,e){let s=S(
t.cwd,n),a;try{let m=await xe(s);if(m.isDirectory())throw new d("usage",`the ${e} is a directory`,{where:n});if(m.size>R.
templateBytes)throw new d(ee.tooLarge,`the ${e} is ${m.size} bytes, more than the ${R.templateBytes} (${R.templateBytes/
1024} KiB) a template may be`,{where:n});a=await je(s)}catch(m){throw m instanceof d?m:F(n,m,e)}let i=K(a);if(i.kind==="\
text")return i.text;let u=i.kind==="utf-16"?`; ${Y}`:"";throw new d("usage",`the ${e} ${i.problem}${u}`,{where:n})}async function Ce(t,n){
let e=await ke(t,n,"event file");try{return me(e,n)}catch(s){throw s instanceof d?new d("usage",s.message,{where:n}):s}}
async function Ne(t,n){let e=pe.forProject(t.cwd),s=await e.resolve(n),a=await ge(Te(e.rootDir,s),s).catch(()=>{}),i=await e.
open(s),u=await e.readSummary(s),m=[...new Set((await i.list()).map(o=>o.stage))],y=u.jobs.flatMap(o=>o.stages),v=[...y.
filter(o=>m.includes(o)),...m.filter(o=>!y.includes(o))],f=[],c;for(let o of v){let b=await i.get(o);b&&(c??=b.record.run,
f.push({stage:o,job:b.record.job,stored:b}))}return{id:s,upstream:f,facts:c,invocation:a,jobs:new Map(u.jobs.map(o=>[o.id,
o.stages]))}}async function Me(t,n,e){let s=[],a=[],i=P(n,"--handoff"),u=n.map(v=>(v.split("=")[0]??"").split("@")[0]),m=u.
find((v,f)=>u.indexOf(v)!==f);if(m!==void 0)throw new d("usage",`stage ${m} is given twice; give each stage one handoff \
file`,{where:"--handoff"});let y=Ae(e,i);for(let[v,f]of Object.entries(i)){let[c="",o=c,...b]=v.split("@");for(let g of[
c,o])if(!Q.test(g)||b.length>0)throw new d("usage",`${JSON.stringify(v)} is not <stage> or <stage>@<job> (ids are a lett\
er or _, then letters, digits, _ or -)`,{where:"--handoff"});let p=await ne(S(t.cwd,f));if(p.kind==="missing")throw new d(
"usage","handoff file: no such file",{where:f});if(p.kind==="invalid"){a.push(...p.problems.map(g=>({...g,path:`${f} ${g.
path}`})));continue}let $=y.get(c);if($!==void 0){let g=ae($).join("-");g!==""&&!c.endsWith(`-${g}`)&&`${o}-${g}`.length<=
se&&t.stderr(`warning: --matrix ${c}: a run names the leg of ${o} with these values ${o}-${g} (or <stage input>-${g})
`)}s.push({stage:c,job:o,stored:void 0,sample:p.handoff,...$===void 0?{}:{sampleMatrix:$}})}return{upstream:s,problems:a}}
function Ae(t,n){let e=new Set(Object.keys(n).map(a=>a.split("@")[0])),s=new Map;for(let[a,i]of Object.entries(P(t,"--ma\
trix"))){if(!e.has(a))throw new d("usage",`${JSON.stringify(a)} is not a stage given by --handoff${e.size>0?` (given: ${[
...e].join(", ")})`:""}`,{where:"--matrix",details:["give the leg a sample handoff too: --handoff <stage>@<job>=<file> -\
-matrix <stage>=<json>"]});let u;try{u=JSON.parse(i)}catch{u=void 0}if(u===null||typeof u!="object"||Array.isArray(u))throw new d(
"usage",`the matrix values of ${a} must be one JSON object, such as {"angle":"security"}`,{where:"--matrix"});s.set(a,u)}
return s}function Pe(t){return"comment"in t&&"issue"in t?"issue_comment":"pull_request"in t?"pull_request":"issue"in t?"\
issues":"workflow_dispatch"}function Fe(t,n,e,s){let a=s??t?.event_name??Pe(e);return{repository:t?.repository??oe(e)??n.
repository,ref:t?.ref??ue(a,e)??n.ref,sha:t?.sha??fe(a,e)??n.sha,run_id:t?.id??"render",actor:de(e)??n.actor,event_name:a,
event:e}}function Je(t,n){let e=J(t).analysis?.paths.values()??[];for(let{root:s}of e)if(s?.[0]==="inputs"&&(s.length===
1||s[1]===n))return!0;return!1}function $e(t){if(t===void 0)return{};let n={},e=t.event.inputs;if(t.event_name==="workfl\
ow_dispatch"&&e!==null&&typeof e=="object")for(let[s,a]of Object.entries(e))(typeof a=="string"||typeof a=="number"||typeof a==
"boolean")&&(n[s]=String(a));return{...n,...t.inputs}}export{at as renderCommand};

import{a as P,b as Oe}from"./chunk-IQNVHVL5.js";import{b as xe,d as ke,j as je,k as Se,l as Re,m as _e}from"./chunk-YAGWQEGN.js";
import{a as ye}from"./chunk-XKXLJUWA.js";import{c as Pe,d as Ie,e as Ee,g as Te,h as Ue}from"./chunk-SIUFVY2P.js";
import{b as $e}from"./chunk-7SZ2QCAW.js";import"./chunk-6RREDHNG.js";import{G as le,H as we,I as he,K as be,
L as ve,i as ge,y as L}from"./chunk-5N3ZANE4.js";import"./chunk-PY6H47Q3.js";import{a as ce,c as pe}from"./chunk-PLAMFRIP.js";
import"./chunk-LS2NIP65.js";import{B as me}from"./chunk-QONJWPUT.js";import"./chunk-RBL3FFHZ.js";import{
a as ue}from"./chunk-HKGMSIBF.js";import"./chunk-HDT3FCLQ.js";import{a as fe}from"./chunk-C6SVXDW6.js";
import{d as G,g as C}from"./chunk-EDG7CDSE.js";import"./chunk-FCWOFCWY.js";import"./chunk-YVIS2J2P.js";
import{d,g as te}from"./chunk-OKFZ7BVP.js";import{b as B}from"./chunk-GKGC5SYD.js";import"./chunk-5A7QKWCT.js";
import{D as A,E as se,H as ae,O as ie,V as oe,Y as de,g as ne,h as re}from"./chunk-VIRAYIUH.js";import"./chunk-3NR5HZ6E.js";import{lstat as Ne,readFile as Ae}from"node:fs/promises";import{resolve as I}from"node:path";var De=25*1024*1024;async function $t(t,r,e={}){if(e.workflow===void 0&&(e.job!==void 0||e.step!==void 0))throw new d("u\
sage",`${e.job!==void 0?"--job":"--step"} names a stage step of --workflow <file>, which is not given`);let{text:s,source:i,
maxPromptTokens:f,vars:m,upstream:c,evaluate:$}=e.workflow===void 0?await Be(t,r,e.template):await(await import("./render-workflow-RIJD62F4.js")).
workflowPrompt(t,r,e,{text:Ce}),l=Ge(e.maxPromptTokens??f),a=e.run===void 0?{id:void 0,upstream:[],unreadable:new Map,facts:void 0,
invocation:void 0,jobs:void 0,missing:[],notStored:null}:await Ve(t,e.run),g=a.invocation,b=e.workflow===void 0?void 0:I(
t.cwd,e.workflow),x=b!==void 0&&g!==void 0&&![g.workflow_path,...Object.keys(g.called_sha256??{})].some(n=>I(t.cwd,n)===
b);x&&t.stderr(`note: run ${a.id} ran ${g?.workflow_path}, not ${e.workflow}: its records are read, not its inputs or ev\
ent (give those with --input and --event)
`);let p=x?void 0:g,o=a.id===void 0||p===void 0?null:ke(a.id,p,"render");o&&t.stderr(`warning: ${o}
`);let u=e.event===void 0?p?.event??{}:await He(t,e.event),k=e.eventName??(e.event===void 0?p?.event_name:Le(u)),F=e.event===
void 0&&p?.event_made===!0?k:void 0,z=await ye(t.cwd,t.env),j=await qe(t,e.handoff??[],e.matrix??[]);if(j.problems.length>
0){for(let n of j.problems)t.stderr(`${C(n)}
`);return B.failure}let E=new Set(j.upstream.map(n=>n.stage)),T=[...a.upstream.filter(n=>!E.has(n.stage)),...j.upstream],
R=[],H=[],S=s,V=(L(s).analysis?.references??[]).filter(n=>n.kind==="stage").map(n=>n.stage),X={},q=[];if(c!==void 0){let n=await c(
{inputs:{...Me(p),...P(e.input,"--input")},vars:p?.vars??{},event:e.event===void 0?p?.event??null:u,eventName:e.eventName??
(e.event===void 0?p?.event_name:void 0),facts:a.facts,checkout:z,ran:a.jobs,named:V}),{stages:y,open:w}=n;$!==void 0&&(S=
$(n)),{payload:u,name:k}=n.event,n.event.made&&(F=n.event.name),H=w,X=n.inputs??{},q=n.missingInputs;let h=new Map(a.upstream.
map(v=>[v.stage,v.stored])),K=y.map(({stage:v,job:M,matrix:Q,place:Z})=>{let N=j.upstream.find(Je=>Je.stage===v),ee={...Q===
void 0?{}:{matrix:Q},...Z===void 0?{}:{place:Z}};return N!==void 0?{...ee,...N,...N.job===N.stage?{job:M}:{}}:{stage:v,job:M,
stored:h.get(v),...ee}});T=[...K,...j.upstream.filter(v=>!y.some(M=>M.stage===v.stage))],R=K.filter(v=>v.stored===void 0&&
v.sample===void 0)}let J=(c!==void 0?T.map(n=>n.stage):V).find(n=>!E.has(n)&&a.unreadable.has(n));if(J!==void 0)throw Xe(
a.id,J,a.unreadable.get(J),e.job);let U=a.missing.find(n=>!E.has(n.stage)&&(c===void 0||R.some(y=>y.stage===n.stage)));if(U!==
void 0)throw Ue(a.id,U,U.result,[`render with a handoff in its place: --handoff ${U.stage}=<file>`]);let _=a.notStored?.
records.find(n=>!E.has(n.stage)&&(c===void 0||R.some(y=>y.stage===n.stage)));if(_!==void 0)throw new d("record-not-store\
d",`${me({..._,runAttempt:1})} (job ${_.job}) of run ${a.id} was never stored: ${_.why}`,{details:[a.notStored.fix,`or r\
ender with a handoff in its place: --handoff ${_.stage}=<file>`]});R.length>0&&t.stderr(`note: ${a.id===void 0?"no --run\
 or --handoff gives":`neither run ${a.id} nor a --handoff gives`} ${R.map(n=>n.stage).join(", ")}, upstream of job ${e.job}\
: rendered as a stage that did not run (give --handoff ${R[0].stage}=<file>, or --run <run>)
`);let D=q.filter(n=>Ke(S,n.name));if(D.length>0){let[n,...y]=D;throw new d(de.inputMissing,n.message,{where:n.where,details:[
...y.map(w=>`${w.where}: ${w.message}`),`the prompt of job ${e.job} reads ${D.map(w=>`inputs.${w.name}`).join(", ")}, wh\
ich a run of ${e.workflow} is always given`]})}let Fe={...Me(p),...X,...m,...P(e.input,"--input")},W={source:i,...l===void 0?
{}:{maxPromptTokens:l},...F===void 0?{}:{madeEventHint:je(F)}};a.id!==void 0&&a.invocation===void 0&&(S===s?[s]:[s,S]).some(
Qe)&&t.stderr(`note: run ${a.id} has no ${oe.invocation} (a run stored before baton kept one, or it was removed), so its\
 inputs and event are not known: give them with --input and --event
`),await Re(S,W);let Y=ge({upstream:T,inputs:Fe,github:Ye(a.facts,z.facts,u,k),openJobs:H,analysis:Se(S)});for(let n of Y.
warnings)t.stderr(`warning: ${C(n)}
`);let O;try{O=_e(S,Y.context,W)}catch(n){let y=new Set(T.filter(h=>h.matrix!==void 0).map(h=>h.stage)),w=j.upstream.filter(
h=>h.job!==h.stage&&h.sampleMatrix===void 0&&!y.has(h.stage));throw n instanceof d&&/\bmatrix\./.test(n.message)&&w.length>
0?new d(n.code,n.message,{...n.where===void 0?{}:{where:n.where},details:[...n.details,`the sample leg${w.length===1?"":
"s"} ${w.map(h=>h.stage).join(", ")} ${w.length===1?"has":"have"} no matrix values: give them with --matrix ${w[0].stage}\
='{"<key>":"<value>"}'`],cause:n.cause}):n}for(let n of O.warnings)t.stderr(`warning: ${C(n)}
`);return ue(t,t.isTTY?`${O.prompt}
`:O.prompt),B.ok}async function Be(t,r,e){if(r!==void 0&&e!==void 0)throw new d("usage","give a template file or --templ\
ate, not both");if(e!==void 0)return{text:e,source:"--template"};if(r===void 0)throw new d("usage","give a template file\
, or the template itself with --template");return{text:await ze(t,r,"template file"),source:r}}function Ge(t){return t===
void 0?void 0:Oe(t,`--${ae.maxPromptTokens}`)}async function Ce(t,r,e,s=De){let i=I(t.cwd,r);try{let f=await Ne(i);if(f.
isDirectory())throw new d("usage",`the ${e} is a directory`,{where:r});if(f.size>s)throw new d("usage",`the ${e} is ${f.
size} bytes, more than ${s}`,{where:r});return await Ae(i,"utf8")}catch(f){throw f instanceof d?f:G(r,f,e)}}async function ze(t,r,e){
let s=I(t.cwd,r),i;try{let c=await Ne(s);if(c.isDirectory())throw new d("usage",`the ${e} is a directory`,{where:r});if(c.
size>A.templateBytes)throw new d(ie.tooLarge,`the ${e} is ${c.size} bytes, more than the ${A.templateBytes} (${A.templateBytes/
1024} KiB) a template may be`,{where:r});i=await Ae(s)}catch(c){throw c instanceof d?c:G(r,c,e)}let f=re(i);if(f.kind===
"text")return f.text;let m=f.kind==="utf-16"?`; ${ne}`:"";throw new d("usage",`the ${e} ${f.problem}${m}`,{where:r})}async function He(t,r){
let e=await Ce(t,r,"event file");try{return ve(e,r)}catch(s){throw s instanceof d?new d("usage",s.message,{where:r}):s}}
async function Ve(t,r){let e=$e.forProject(t.cwd),s=await e.resolve(r),i=await xe(e.runDir(s),{code:"run-invalid",fix:`r\
un ${s}'s inputs and event, which a render of it takes, cannot be read from it; put it back from a copy`}),f=await e.open(
s),m=await e.readSummary(s),c=await f.list(),$=[...new Set(c.map(o=>o.stage))],l=m.jobs.flatMap(o=>o.stages),a=[...l.filter(
o=>$.includes(o)),...$.filter(o=>!l.includes(o))],g=[],b=new Map,x;for(let o of a){let u=await f.get(o).catch(k=>{if(!(k instanceof
d))throw k;b.set(o,k)});u&&(x??=u.record.run,g.push({stage:o,job:u.record.job,stored:u}))}let p=(await Te(f,m.jobs,c)).map(
o=>({...o,result:m.jobs.find(u=>u.id===o.job)?.result??"unknown"}));return{id:s,upstream:g,unreadable:b,facts:x,invocation:i,
jobs:new Map(m.jobs.map(o=>[o.id,o.stages])),missing:p,notStored:await Pe(e.runDir(s),m)}}function Xe(t,r,e,s){return new d(
e.code,`run ${t}'s record of stage ${r} cannot be read, and the prompt${s===void 0?"":` of job ${s}`} reads it`,{details:[
...te(e),...Ie(e.code)?[Ee(t,r)]:[],`or render it with a sample handoff instead: --handoff ${r}=<file>`],cause:e})}async function qe(t,r,e){
let s=[],i=[],f=P(r,"--handoff"),m=r.map(l=>(l.split("=")[0]??"").split("@")[0]),c=m.find((l,a)=>m.indexOf(l)!==a);if(c!==
void 0)throw new d("usage",`stage ${c} is given twice; give each stage one handoff file`,{where:"--handoff"});let $=We(e,
f);for(let[l,a]of Object.entries(f)){let[g="",b=g,...x]=l.split("@");for(let u of[g,b])if(!se.test(u)||x.length>0)throw new d(
"usage",`${JSON.stringify(l)} is not <stage> or <stage>@<job> (ids are a letter or _, then letters, digits, _ or -)`,{where:"\
--handoff"});let p=await fe(I(t.cwd,a));if(p.kind==="missing")throw new d("usage","handoff file: no such file",{where:a});
if(p.kind==="invalid"){i.push(...p.problems.map(u=>({...u,path:`${a} ${u.path}`})));continue}let o=$.get(g);if(o!==void 0){
let u=pe(o).join("-");u!==""&&!g.endsWith(`-${u}`)&&`${b}-${u}`.length<=ce&&t.stderr(`warning: --matrix ${g}: a run name\
s the leg of ${b} with these values ${b}-${u} (or <stage input>-${u})
`)}s.push({stage:g,job:b,stored:void 0,sample:p.handoff,...o===void 0?{}:{sampleMatrix:o}})}return{upstream:s,problems:i}}
function We(t,r){let e=new Set(Object.keys(r).map(i=>i.split("@")[0])),s=new Map;for(let[i,f]of Object.entries(P(t,"--ma\
trix"))){if(!e.has(i))throw new d("usage",`${JSON.stringify(i)} is not a stage given by --handoff${e.size>0?` (given: ${[
...e].join(", ")})`:""}`,{where:"--matrix",details:["give the leg a sample handoff too: --handoff <stage>@<job>=<file> -\
-matrix <stage>=<json>"]});let m;try{m=JSON.parse(f)}catch{m=void 0}if(m===null||typeof m!="object"||Array.isArray(m))throw new d(
"usage",`the matrix values of ${i} must be one JSON object, such as {"angle":"security"}`,{where:"--matrix"});s.set(i,m)}
return s}function Le(t){return"comment"in t&&"issue"in t?"issue_comment":"pull_request"in t?"pull_request":"issue"in t?"\
issues":"workflow_dispatch"}function Ye(t,r,e,s){let i=s??t?.event_name??Le(e);return{repository:t?.repository??le(e)??r.
repository,ref:t?.ref??be(i,e)??r.ref,sha:t?.sha??he(i,e)??r.sha,run_id:t?.id??"render",actor:we(e)??r.actor,event_name:i,
event:e}}function Ke(t,r){let e=L(t).analysis?.paths.values()??[];for(let{root:s}of e)if(s?.[0]==="inputs"&&(s.length===
1||s[1]===r))return!0;return!1}function Qe(t){let r=L(t).analysis?.paths.values()??[];for(let{root:e}of r)if(e?.[0]==="i\
nputs"||e?.[0]==="github"&&(e.length===1||e[1]==="event"||e[1]==="event_name"))return!0;return!1}function Me(t){if(t===void 0)
return{};let r={},e=t.event.inputs;if(t.event_name==="workflow_dispatch"&&e!==null&&typeof e=="object")for(let[s,i]of Object.
entries(e))(typeof i=="string"||typeof i=="number"||typeof i=="boolean")&&(r[s]=String(i));return{...r,...t.inputs}}export{$t as renderCommand};

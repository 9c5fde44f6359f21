import{a as E,b as Ce}from"./chunk-IQNVHVL5.js";import{b as Re,d as _e,j as Pe,k as Ie,l as Ee,m as Te}from"./chunk-JEO7PA5A.js";
import{a as ke}from"./chunk-XKXLJUWA.js";import{c as Oe,d as Ue,e as Me,g as Ne,h as Ae}from"./chunk-NDKLJEIB.js";
import{f as Se}from"./chunk-FAQWOPXZ.js";import{H as ve,I as ye,J as $e,L as je,M as xe,i as be,z as J}from"./chunk-O3KYD2Q3.js";
import"./chunk-SDKXPEMD.js";import{a as pe,c as ge,e as le,f as we,g as he}from"./chunk-3AWORVJ4.js";import{
B as ce}from"./chunk-P5WILCBV.js";import"./chunk-RBL3FFHZ.js";import"./chunk-6RREDHNG.js";import{a as me}from"./chunk-GEAO6DK6.js";
import"./chunk-HDT3FCLQ.js";import{a as ue}from"./chunk-U74HPJCO.js";import{d as H,g as F}from"./chunk-NINDYNX2.js";
import"./chunk-FCWOFCWY.js";import"./chunk-YFTXPYAX.js";import{d as o,g as ne}from"./chunk-OKFZ7BVP.js";
import{b as z}from"./chunk-GKGC5SYD.js";import"./chunk-5A7QKWCT.js";import{D as L,E as ae,H as ie,O as oe,V as de,
Y as fe,g as re,h as se}from"./chunk-RHKLK6JY.js";import"./chunk-3NR5HZ6E.js";import{lstat as Fe,readFile as Je}from"node:fs/promises";import{resolve as T}from"node:path";var He=25*1024*1024;async function Rt(t,r,e={}){if(e.workflow===void 0&&(e.job!==void 0||e.step!==void 0))throw new o("u\
sage",`${e.job!==void 0?"--job":"--step"} names a stage step of --workflow <file>, which is not given`);let{text:s,source:i,
maxPromptTokens:d,vars:m,upstream:u,evaluate:k}=e.workflow===void 0?await Ve(t,r,e.template):await(await import("./render-workflow-CFZUIOLT.js")).
workflowPrompt(t,r,e,{text:De}),l=Xe(e.maxPromptTokens??d),a=e.run===void 0?{id:void 0,upstream:[],unreadable:new Map,facts:void 0,
invocation:void 0,jobs:void 0,missing:[],notStored:null}:await We(t,e.run),g=a.invocation,y=e.workflow===void 0?void 0:T(
t.cwd,e.workflow),S=y!==void 0&&g!==void 0&&![g.workflow_path,...Object.keys(g.called_sha256??{})].some(n=>T(t.cwd,n)===
y);S&&t.stderr(`note: run ${a.id} ran ${g?.workflow_path}, not ${e.workflow}: its records are read, not its inputs or ev\
ent (give those with --input and --event)
`);let c=S?void 0:g,x=a.id===void 0||c===void 0?null:_e(a.id,c,"render");x&&t.stderr(`warning: ${x}
`);let p=e.event===void 0?c?.event??{}:await Ke(t,e.event),f=e.eventName??(e.event===void 0?c?.event_name:Be(p)),w=e.event===
void 0&&c?.event_made===!0?f:void 0,P=await ke(t.cwd,t.env),$=await Qe(t,e.handoff??[],e.matrix??[]);if($.problems.length>
0){for(let n of $.problems)t.stderr(`${F(n)}
`);return z.failure}let O=new Set($.upstream.map(n=>n.stage)),U=[...a.upstream.filter(n=>!O.has(n.stage)),...$.upstream],
_=[],V=[],R=s,X=(J(s).analysis?.references??[]).filter(n=>n.kind==="stage").map(n=>n.stage),q={},K=[];if(u!==void 0){let n=await u(
{inputs:{...Le(c),...E(e.input,"--input")},vars:c?.vars??{},event:e.event===void 0?c?.event??null:p,eventName:e.eventName??
(e.event===void 0?c?.event_name:void 0),facts:a.facts,checkout:P,ran:a.jobs,named:X}),{stages:j,open:h}=n;k!==void 0&&(R=
k(n)),{payload:p,name:f}=n.event,n.event.made&&(w=n.event.name),V=h,q=n.inputs??{},K=n.missingInputs;let b=new Map(a.upstream.
map(v=>[v.stage,v])),Q=j.map(({stage:v,job:A,matrix:Z,place:ee})=>{let C=$.upstream.find(ze=>ze.stage===v),te={...Z===void 0?
{}:{matrix:Z},...ee===void 0?{}:{place:ee}};if(C!==void 0)return{...te,...C,...C.job===C.stage?{job:A}:{}};let G=b.get(v);
return{stage:v,job:A,stored:G?.stored,...G?.superseded===void 0?{}:{superseded:G.superseded},...te}});U=[...Q,...$.upstream.
filter(v=>!j.some(A=>A.stage===v.stage))],_=Q.filter(v=>v.stored===void 0&&v.sample===void 0&&v.superseded===void 0)}let D=(u!==
void 0?U.map(n=>n.stage):X).find(n=>!O.has(n)&&a.unreadable.has(n));if(D!==void 0)throw Ye(a.id,D,a.unreadable.get(D),e.
job);let M=a.missing.find(n=>!O.has(n.stage)&&(u===void 0||_.some(j=>j.stage===n.stage)));if(M!==void 0)throw Ae(a.id,M,
M.result,[`render with a handoff in its place: --handoff ${M.stage}=<file>`]);let I=a.notStored?.records.find(n=>!O.has(
n.stage)&&(u===void 0||_.some(j=>j.stage===n.stage)));if(I!==void 0)throw new o("record-not-stored",`${ce({...I,runAttempt:1})}\
 (job ${I.job}) of run ${a.id} was never stored: ${I.why}`,{details:[a.notStored.fix,`or render with a handoff in its pl\
ace: --handoff ${I.stage}=<file>`]});_.length>0&&t.stderr(`note: ${a.id===void 0?"no --run or --handoff gives":`neither \
run ${a.id} nor a --handoff gives`} ${_.map(n=>n.stage).join(", ")}, upstream of job ${e.job}: rendered as a stage that \
did not run (give --handoff ${_[0].stage}=<file>, or --run <run>)
`);let B=K.filter(n=>tt(R,n.name));if(B.length>0){let[n,...j]=B;throw new o(fe.inputMissing,n.message,{where:n.where,details:[
...j.map(h=>`${h.where}: ${h.message}`),`the prompt of job ${e.job} reads ${B.map(h=>`inputs.${h.name}`).join(", ")}, wh\
ich a run of ${e.workflow} is always given`]})}let Ge={...Le(c),...q,...m,...E(e.input,"--input")},W={source:i,...l===void 0?
{}:{maxPromptTokens:l},...w===void 0?{}:{madeEventHint:Pe(w)}};a.id!==void 0&&a.invocation===void 0&&(R===s?[s]:[s,R]).some(
nt)&&t.stderr(`note: run ${a.id} has no ${de.invocation} (a run stored before baton kept one, or it was removed), so its\
 inputs and event are not known: give them with --input and --event
`),await Ee(R,W);let Y=be({upstream:U,inputs:Ge,github:et(a.facts,P.facts,p,f),openJobs:V,analysis:Ie(R)});for(let n of Y.
warnings)t.stderr(`warning: ${F(n)}
`);let N;try{N=Te(R,Y.context,W)}catch(n){let j=new Set(U.filter(b=>b.matrix!==void 0).map(b=>b.stage)),h=$.upstream.filter(
b=>b.job!==b.stage&&b.sampleMatrix===void 0&&!j.has(b.stage));throw n instanceof o&&/\bmatrix\./.test(n.message)&&h.length>
0?new o(n.code,n.message,{...n.where===void 0?{}:{where:n.where},details:[...n.details,`the sample leg${h.length===1?"":
"s"} ${h.map(b=>b.stage).join(", ")} ${h.length===1?"has":"have"} no matrix values: give them with --matrix ${h[0].stage}\
='{"<key>":"<value>"}'`],cause:n.cause}):n}for(let n of N.warnings)t.stderr(`warning: ${F(n)}
`);return me(t,t.isTTY?`${N.prompt}
`:N.prompt),z.ok}async function Ve(t,r,e){if(r!==void 0&&e!==void 0)throw new o("usage","give a template file or --templ\
ate, not both");if(e!==void 0)return{text:e,source:"--template"};if(r===void 0)throw new o("usage","give a template file\
, or the template itself with --template");return{text:await qe(t,r,"template file"),source:r}}function Xe(t){return t===
void 0?void 0:Ce(t,`--${ie.maxPromptTokens}`)}async function De(t,r,e,s=He){let i=T(t.cwd,r);try{let d=await Fe(i);if(d.
isDirectory())throw new o("usage",`the ${e} is a directory`,{where:r});if(d.size>s)throw new o("usage",`the ${e} is ${d.
size} bytes, more than ${s}`,{where:r});return await Je(i,"utf8")}catch(d){throw d instanceof o?d:H(r,d,e)}}async function qe(t,r,e){
let s=T(t.cwd,r),i;try{let u=await Fe(s);if(u.isDirectory())throw new o("usage",`the ${e} is a directory`,{where:r});if(u.
size>L.templateBytes)throw new o(oe.tooLarge,`the ${e} is ${u.size} bytes, more than the ${L.templateBytes} (${L.templateBytes/
1024} KiB) a template may be`,{where:r});i=await Je(s)}catch(u){throw u instanceof o?u:H(r,u,e)}let d=se(i);if(d.kind===
"text")return d.text;let m=d.kind==="utf-16"?`; ${re}`:"";throw new o("usage",`the ${e} ${d.problem}${m}`,{where:r})}async function Ke(t,r){
let e=await De(t,r,"event file");try{return xe(e,r)}catch(s){throw s instanceof o?new o("usage",s.message,{where:r}):s}}
async function We(t,r){let e=Se.forProject(t.cwd),s=await e.resolve(r),i=await Re(e.runDir(s),{code:"run-invalid",fix:`r\
un ${s}'s inputs and event, which a render of it takes, cannot be read from it; put it back from a copy`}),d=await e.open(
s),m=await e.readSummary(s),u=await d.list(),k=[...new Set(u.map(f=>f.stage))],l=m.jobs.flatMap(f=>f.stages),a=[...l.filter(
f=>k.includes(f)),...k.filter(f=>!l.includes(f))],g=[],y=new Map,S,c=le(u),x=we(c);for(let f of a){let w=await d.get(f).
catch($=>{if(!($ instanceof o))throw $;y.set(f,$)});if(!w)continue;S??=w.record.run;let P=x?he(w.record,c):void 0;g.push(
P===void 0?{stage:f,job:w.record.job,stored:w}:{stage:f,job:w.record.job,stored:void 0,superseded:P})}let p=(await Ne(d,
m.jobs,u)).map(f=>({...f,result:m.jobs.find(w=>w.id===f.job)?.result??"unknown"}));return{id:s,upstream:g,unreadable:y,facts:S,
invocation:i,jobs:new Map(m.jobs.map(f=>[f.id,f.stages])),missing:p,notStored:await Oe(e.runDir(s),m)}}function Ye(t,r,e,s){
return new o(e.code,`run ${t}'s record of stage ${r} cannot be read, and the prompt${s===void 0?"":` of job ${s}`} reads\
 it`,{details:[...ne(e),...Ue(e.code)?[Me(t,r)]:[],`or render it with a sample handoff instead: --handoff ${r}=<file>`],
cause:e})}async function Qe(t,r,e){let s=[],i=[],d=E(r,"--handoff"),m=r.map(l=>(l.split("=")[0]??"").split("@")[0]),u=m.
find((l,a)=>m.indexOf(l)!==a);if(u!==void 0)throw new o("usage",`stage ${u} is given twice; give each stage one handoff \
file`,{where:"--handoff"});let k=Ze(e,d);for(let[l,a]of Object.entries(d)){let[g="",y=g,...S]=l.split("@");for(let p of[
g,y])if(!ae.test(p)||S.length>0)throw new o("usage",`${JSON.stringify(l)} is not <stage> or <stage>@<job> (ids are a let\
ter or _, then letters, digits, _ or -)`,{where:"--handoff"});let c=await ue(T(t.cwd,a));if(c.kind==="missing")throw new o(
"usage","handoff file: no such file",{where:a});if(c.kind==="invalid"){i.push(...c.problems.map(p=>({...p,path:`${a} ${p.
path}`})));continue}let x=k.get(g);if(x!==void 0){let p=ge(x).join("-");p!==""&&!g.endsWith(`-${p}`)&&`${y}-${p}`.length<=
pe&&t.stderr(`warning: --matrix ${g}: a run names the leg of ${y} with these values ${y}-${p} (or <stage input>-${p})
`)}s.push({stage:g,job:y,stored:void 0,sample:c.handoff,...x===void 0?{}:{sampleMatrix:x}})}return{upstream:s,problems:i}}
function Ze(t,r){let e=new Set(Object.keys(r).map(i=>i.split("@")[0])),s=new Map;for(let[i,d]of Object.entries(E(t,"--ma\
trix"))){if(!e.has(i))throw new o("usage",`${JSON.stringify(i)} is not a stage given by --handoff${e.size>0?` (given: ${[
...e].join(", ")})`:""}`,{where:"--matrix",details:["give the leg a sample handoff too: --handoff <stage>@<job>=<file> -\
-matrix <stage>=<json>"]});let m;try{m=JSON.parse(d)}catch{m=void 0}if(m===null||typeof m!="object"||Array.isArray(m))throw new o(
"usage",`the matrix values of ${i} must be one JSON object, such as {"angle":"security"}`,{where:"--matrix"});s.set(i,m)}
return s}function Be(t){return"comment"in t&&"issue"in t?"issue_comment":"pull_request"in t?"pull_request":"issue"in t?"\
issues":"workflow_dispatch"}function et(t,r,e,s){let i=s??t?.event_name??Be(e);return{repository:t?.repository??ve(e)??r.
repository,ref:t?.ref??je(i,e)??r.ref,sha:t?.sha??$e(i,e)??r.sha,run_id:t?.id??"render",actor:ye(e)??r.actor,event_name:i,
event:e}}function tt(t,r){let e=J(t).analysis?.paths.values()??[];for(let{root:s}of e)if(s?.[0]==="inputs"&&(s.length===
1||s[1]===r))return!0;return!1}function nt(t){let r=J(t).analysis?.paths.values()??[];for(let{root:e}of r)if(e?.[0]==="i\
nputs"||e?.[0]==="github"&&(e.length===1||e[1]==="event"||e[1]==="event_name"))return!0;return!1}function Le(t){if(t===void 0)
return{};let r={},e=t.event.inputs;if(t.event_name==="workflow_dispatch"&&e!==null&&typeof e=="object")for(let[s,i]of Object.
entries(e))(typeof i=="string"||typeof i=="number"||typeof i=="boolean")&&(r[s]=String(i));return{...r,...t.inputs}}export{Rt as renderCommand};

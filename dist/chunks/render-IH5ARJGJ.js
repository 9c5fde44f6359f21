import{b as ye,d as $e,j as ke,k as xe,l as je,m as Se}from"./chunk-BBACO5TO.js";import{a as be}from"./chunk-DL24HBK2.js";
import{c as Re,d as _e,f as Pe,g as Ie}from"./chunk-HMERRAE2.js";import{G as pe,H as ge,I as le,K as we,L as he,i as ce,
y as N}from"./chunk-Y7BRFJWP.js";import"./chunk-I6NX5EGJ.js";import{a as ue,c as me}from"./chunk-Y5YCFMG2.js";
import"./chunk-RVKJOE2S.js";import{a as de}from"./chunk-27GISMRC.js";import{a as fe}from"./chunk-26LV6H5C.js";
import{a as _,b as Ee}from"./chunk-T4KTG2QA.js";import{d as ve}from"./chunk-RR7GE6VZ.js";import"./chunk-KCTSY3G6.js";
import"./chunk-CITYZUZ5.js";import{q as B,t as C}from"./chunk-VQUK3X66.js";import{b as f,e as ee}from"./chunk-DLONVVOM.js";
import{b as D}from"./chunk-DVNEBDMP.js";import{B as se,I as ae,P as ie,S as oe,g as te,h as ne,x as M,y as re}from"./chunk-DFBKRPZ5.js";
import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";import{lstat as Ue,readFile as Oe}from"node:fs/promises";import{resolve as P}from"node:path";var Le=25*1024*1024;async function ht(t,r,e={}){if(e.workflow===void 0&&(e.job!==void 0||e.step!==void 0))throw new f("u\
sage",`${e.job!==void 0?"--job":"--step"} names a stage step of --workflow <file>, which is not given`);let{text:s,source:a,
maxPromptTokens:d,vars:m,upstream:c,evaluate:$}=e.workflow===void 0?await Fe(t,r,e.template):await(await import("./render-workflow-4B5EMJSN.js")).
workflowPrompt(t,r,e,{text:Me}),l=Je(e.maxPromptTokens??d),i=e.run===void 0?{id:void 0,upstream:[],unreadable:new Map,facts:void 0,
invocation:void 0,jobs:void 0,missing:[]}:await Ge(t,e.run),g=i.invocation,b=e.workflow===void 0?void 0:P(t.cwd,e.workflow),
k=b!==void 0&&g!==void 0&&![g.workflow_path,...Object.keys(g.called_sha256??{})].some(n=>P(t.cwd,n)===b);k&&t.stderr(`no\
te: run ${i.id} ran ${g?.workflow_path}, not ${e.workflow}: its records are read, not its inputs or event (give those wi\
th --input and --event)
`);let p=k?void 0:g,o=i.id===void 0||p===void 0?null:$e(i.id,p,"render");o&&t.stderr(`warning: ${o}
`);let u=e.event===void 0?p?.event??{}:await Be(t,e.event),x=e.eventName??(e.event===void 0?p?.event_name:Ce(u)),A=e.event===
void 0&&p?.event_made===!0?x:void 0,G=await be(t.cwd,t.env),j=await He(t,e.handoff??[],e.matrix??[]);if(j.problems.length>
0){for(let n of j.problems)t.stderr(`${C(n)}
`);return D.failure}let L=new Set(j.upstream.map(n=>n.stage)),I=[...i.upstream.filter(n=>!L.has(n.stage)),...j.upstream],
R=[],z=[],S=s,H=(N(s).analysis?.references??[]).filter(n=>n.kind==="stage").map(n=>n.stage),V={},X=[];if(c!==void 0){let n=await c(
{inputs:{...Te(p),..._(e.input,"--input")},vars:p?.vars??{},event:e.event===void 0?p?.event??null:u,eventName:e.eventName??
(e.event===void 0?p?.event_name:void 0),facts:i.facts,checkout:G,ran:i.jobs,named:H}),{stages:y,open:w}=n;$!==void 0&&(S=
$(n)),{payload:u,name:x}=n.event,n.event.made&&(A=n.event.name),z=w,V=n.inputs??{},X=n.missingInputs;let h=new Map(i.upstream.
map(v=>[v.stage,v.stored])),Y=y.map(({stage:v,job:U,matrix:K,place:Q})=>{let O=j.upstream.find(Ae=>Ae.stage===v),Z={...K===
void 0?{}:{matrix:K},...Q===void 0?{}:{place:Q}};return O!==void 0?{...Z,...O,...O.job===O.stage?{job:U}:{}}:{stage:v,job:U,
stored:h.get(v),...Z}});I=[...Y,...j.upstream.filter(v=>!y.some(U=>U.stage===v.stage))],R=Y.filter(v=>v.stored===void 0&&
v.sample===void 0)}let F=(c!==void 0?I.map(n=>n.stage):H).find(n=>!L.has(n)&&i.unreadable.has(n));if(F!==void 0)throw ze(
i.id,F,i.unreadable.get(F),e.job);let E=i.missing.find(n=>!L.has(n.stage)&&(c===void 0||R.some(y=>y.stage===n.stage)));if(E!==
void 0)throw Ie(i.id,E,E.result,[`render with a handoff in its place: --handoff ${E.stage}=<file>`]);R.length>0&&t.stderr(
`note: ${i.id===void 0?"no --run or --handoff gives":`neither run ${i.id} nor a --handoff gives`} ${R.map(n=>n.stage).join(
", ")}, upstream of job ${e.job}: rendered as a stage that did not run (give --handoff ${R[0].stage}=<file>, or --run <r\
un>)
`);let J=X.filter(n=>qe(S,n.name));if(J.length>0){let[n,...y]=J;throw new f(oe.inputMissing,n.message,{where:n.where,details:[
...y.map(w=>`${w.where}: ${w.message}`),`the prompt of job ${e.job} reads ${J.map(w=>`inputs.${w.name}`).join(", ")}, wh\
ich a run of ${e.workflow} is always given`]})}let Ne={...Te(p),...V,...m,..._(e.input,"--input")},q={source:a,...l===void 0?
{}:{maxPromptTokens:l},...A===void 0?{}:{madeEventHint:ke(A)}};i.id!==void 0&&i.invocation===void 0&&(S===s?[s]:[s,S]).some(
We)&&t.stderr(`note: run ${i.id} has no ${ie.invocation} (a run stored before baton kept one, or it was removed), so its\
 inputs and event are not known: give them with --input and --event
`),await je(S,q);let W=ce({upstream:I,inputs:Ne,github:Xe(i.facts,G.facts,u,x),openJobs:z,analysis:xe(S)});for(let n of W.
warnings)t.stderr(`warning: ${C(n)}
`);let T;try{T=Se(S,W.context,q)}catch(n){let y=new Set(I.filter(h=>h.matrix!==void 0).map(h=>h.stage)),w=j.upstream.filter(
h=>h.job!==h.stage&&h.sampleMatrix===void 0&&!y.has(h.stage));throw n instanceof f&&/\bmatrix\./.test(n.message)&&w.length>
0?new f(n.code,n.message,{...n.where===void 0?{}:{where:n.where},details:[...n.details,`the sample leg${w.length===1?"":
"s"} ${w.map(h=>h.stage).join(", ")} ${w.length===1?"has":"have"} no matrix values: give them with --matrix ${w[0].stage}\
='{"<key>":"<value>"}'`],cause:n.cause}):n}for(let n of T.warnings)t.stderr(`warning: ${C(n)}
`);return fe(t,t.isTTY?`${T.prompt}
`:T.prompt),D.ok}async function Fe(t,r,e){if(r!==void 0&&e!==void 0)throw new f("usage","give a template file or --templ\
ate, not both");if(e!==void 0)return{text:e,source:"--template"};if(r===void 0)throw new f("usage","give a template file\
, or the template itself with --template");return{text:await De(t,r,"template file"),source:r}}function Je(t){return t===
void 0?void 0:Ee(t,`--${se.maxPromptTokens}`)}async function Me(t,r,e,s=Le){let a=P(t.cwd,r);try{let d=await Ue(a);if(d.
isDirectory())throw new f("usage",`the ${e} is a directory`,{where:r});if(d.size>s)throw new f("usage",`the ${e} is ${d.
size} bytes, more than ${s}`,{where:r});return await Oe(a,"utf8")}catch(d){throw d instanceof f?d:B(r,d,e)}}async function De(t,r,e){
let s=P(t.cwd,r),a;try{let c=await Ue(s);if(c.isDirectory())throw new f("usage",`the ${e} is a directory`,{where:r});if(c.
size>M.templateBytes)throw new f(ae.tooLarge,`the ${e} is ${c.size} bytes, more than the ${M.templateBytes} (${M.templateBytes/
1024} KiB) a template may be`,{where:r});a=await Oe(s)}catch(c){throw c instanceof f?c:B(r,c,e)}let d=ne(a);if(d.kind===
"text")return d.text;let m=d.kind==="utf-16"?`; ${te}`:"";throw new f("usage",`the ${e} ${d.problem}${m}`,{where:r})}async function Be(t,r){
let e=await Me(t,r,"event file");try{return he(e,r)}catch(s){throw s instanceof f?new f("usage",s.message,{where:r}):s}}
async function Ge(t,r){let e=ve.forProject(t.cwd),s=await e.resolve(r),a=await ye(e.runDir(s),{code:"run-invalid",fix:`r\
un ${s}'s inputs and event, which a render of it takes, cannot be read from it; put it back from a copy`}),d=await e.open(
s),m=await e.readSummary(s),c=await d.list(),$=[...new Set(c.map(o=>o.stage))],l=m.jobs.flatMap(o=>o.stages),i=[...l.filter(
o=>$.includes(o)),...$.filter(o=>!l.includes(o))],g=[],b=new Map,k;for(let o of i){let u=await d.get(o).catch(x=>{if(!(x instanceof
f))throw x;b.set(o,x)});u&&(k??=u.record.run,g.push({stage:o,job:u.record.job,stored:u}))}let p=(await Pe(d,m.jobs,c)).map(
o=>({...o,result:m.jobs.find(u=>u.id===o.job)?.result??"unknown"}));return{id:s,upstream:g,unreadable:b,facts:k,invocation:a,
jobs:new Map(m.jobs.map(o=>[o.id,o.stages])),missing:p}}function ze(t,r,e,s){return new f(e.code,`run ${t}'s record of s\
tage ${r} cannot be read, and the prompt${s===void 0?"":` of job ${s}`} reads it`,{details:[...ee(e),...Re(e.code)?[_e(t,
r)]:[],`or render it with a sample handoff instead: --handoff ${r}=<file>`],cause:e})}async function He(t,r,e){let s=[],
a=[],d=_(r,"--handoff"),m=r.map(l=>(l.split("=")[0]??"").split("@")[0]),c=m.find((l,i)=>m.indexOf(l)!==i);if(c!==void 0)
throw new f("usage",`stage ${c} is given twice; give each stage one handoff file`,{where:"--handoff"});let $=Ve(e,d);for(let[
l,i]of Object.entries(d)){let[g="",b=g,...k]=l.split("@");for(let u of[g,b])if(!re.test(u)||k.length>0)throw new f("usag\
e",`${JSON.stringify(l)} is not <stage> or <stage>@<job> (ids are a letter or _, then letters, digits, _ or -)`,{where:"\
--handoff"});let p=await de(P(t.cwd,i));if(p.kind==="missing")throw new f("usage","handoff file: no such file",{where:i});
if(p.kind==="invalid"){a.push(...p.problems.map(u=>({...u,path:`${i} ${u.path}`})));continue}let o=$.get(g);if(o!==void 0){
let u=me(o).join("-");u!==""&&!g.endsWith(`-${u}`)&&`${b}-${u}`.length<=ue&&t.stderr(`warning: --matrix ${g}: a run name\
s the leg of ${b} with these values ${b}-${u} (or <stage input>-${u})
`)}s.push({stage:g,job:b,stored:void 0,sample:p.handoff,...o===void 0?{}:{sampleMatrix:o}})}return{upstream:s,problems:a}}
function Ve(t,r){let e=new Set(Object.keys(r).map(a=>a.split("@")[0])),s=new Map;for(let[a,d]of Object.entries(_(t,"--ma\
trix"))){if(!e.has(a))throw new f("usage",`${JSON.stringify(a)} is not a stage given by --handoff${e.size>0?` (given: ${[
...e].join(", ")})`:""}`,{where:"--matrix",details:["give the leg a sample handoff too: --handoff <stage>@<job>=<file> -\
-matrix <stage>=<json>"]});let m;try{m=JSON.parse(d)}catch{m=void 0}if(m===null||typeof m!="object"||Array.isArray(m))throw new f(
"usage",`the matrix values of ${a} must be one JSON object, such as {"angle":"security"}`,{where:"--matrix"});s.set(a,m)}
return s}function Ce(t){return"comment"in t&&"issue"in t?"issue_comment":"pull_request"in t?"pull_request":"issue"in t?"\
issues":"workflow_dispatch"}function Xe(t,r,e,s){let a=s??t?.event_name??Ce(e);return{repository:t?.repository??pe(e)??r.
repository,ref:t?.ref??we(a,e)??r.ref,sha:t?.sha??le(a,e)??r.sha,run_id:t?.id??"render",actor:ge(e)??r.actor,event_name:a,
event:e}}function qe(t,r){let e=N(t).analysis?.paths.values()??[];for(let{root:s}of e)if(s?.[0]==="inputs"&&(s.length===
1||s[1]===r))return!0;return!1}function We(t){let r=N(t).analysis?.paths.values()??[];for(let{root:e}of r)if(e?.[0]==="i\
nputs"||e?.[0]==="github"&&(e.length===1||e[1]==="event"||e[1]==="event_name"))return!0;return!1}function Te(t){if(t===void 0)
return{};let r={},e=t.event.inputs;if(t.event_name==="workflow_dispatch"&&e!==null&&typeof e=="object")for(let[s,a]of Object.
entries(e))(typeof a=="string"||typeof a=="number"||typeof a=="boolean")&&(r[s]=String(a));return{...r,...t.inputs}}export{ht as renderCommand};

import{b as _e,c as Pe}from"./chunk-AFWVEUMJ.js";import{c as ve,d as ye,j as $e,k as ke,l as xe,m as je}from"./chunk-OP5KRDWW.js";
import{a as he}from"./chunk-DL24HBK2.js";import"./chunk-WGA56SI7.js";import{I as ce,J as pe,K as ge,M as le,
N as we,i as me,y as P}from"./chunk-DM4VZQ3E.js";import{l as fe,n as ue}from"./chunk-RWP7FG45.js";import{a as oe}from"./chunk-HQ2KTJ4B.js";
import{a as de}from"./chunk-KEI3CHLS.js";import{a as E,b as Se}from"./chunk-URSLBK57.js";import{c as be}from"./chunk-EEGIKDNE.js";
import"./chunk-PNZ5KYMB.js";import"./chunk-QZ4LYHPP.js";import{q as D,t as N}from"./chunk-22N64GVF.js";
import{b as f,d as Z}from"./chunk-BXL4BL7Z.js";import{b as B}from"./chunk-DVNEBDMP.js";import{B as re,I as se,
P as ae,S as ie,g as ee,h as te,x as C,y as ne}from"./chunk-JZBPCCZQ.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";import{lstat as Ie,readFile as Re}from"node:fs/promises";import{join as Ce,resolve as I}from"node:path";var Ne=25*1024*1024;async function lt(t,r,e={}){if(e.workflow===void 0&&(e.job!==void 0||e.step!==void 0))throw new f("u\
sage",`${e.job!==void 0?"--job":"--step"} names a stage step of --workflow <file>, which is not given`);let{text:s,source:a,
maxPromptTokens:d,vars:m,upstream:c,evaluate:$}=e.workflow===void 0?await Ae(t,r,e.template):await(await import("./render-workflow-ILELVZ72.js")).
workflowPrompt(t,r,e,{text:Te}),w=Le(e.maxPromptTokens??d),i=e.run===void 0?{id:void 0,upstream:[],unreadable:new Map,facts:void 0,
invocation:void 0,jobs:void 0,missing:[]}:await Be(t,e.run),g=i.invocation,v=e.workflow===void 0?void 0:I(t.cwd,e.workflow),
k=v!==void 0&&g!==void 0&&![g.workflow_path,...Object.keys(g.called_sha256??{})].some(n=>I(t.cwd,n)===v);k&&t.stderr(`no\
te: run ${i.id} ran ${g?.workflow_path}, not ${e.workflow}: its records are read, not its inputs or event (give those wi\
th --input and --event)
`);let p=k?void 0:g,o=e.run===void 0||p===void 0?null:ye(e.run,p,"render");o&&t.stderr(`warning: ${o}
`);let u=e.event===void 0?p?.event??{}:await Je(t,e.event),x=e.eventName??(e.event===void 0?p?.event_name:Ue(u)),A=e.event===
void 0&&p?.event_made===!0?x:void 0,G=await he(t.cwd,t.env),j=await Ge(t,e.handoff??[],e.matrix??[]);if(j.problems.length>
0){for(let n of j.problems)t.stderr(`${N(n)}
`);return B.failure}let L=new Set(j.upstream.map(n=>n.stage)),R=[...i.upstream.filter(n=>!L.has(n.stage)),...j.upstream],
_=[],z=[],S=s,H={},V=[];if(c!==void 0){let n=await c({inputs:{...Ee(p),...E(e.input,"--input")},vars:p?.vars??{},event:e.
event===void 0?p?.event??null:u,eventName:e.eventName??(e.event===void 0?p?.event_name:void 0),facts:i.facts,checkout:G,
ran:i.jobs,named:(P(s).analysis?.references??[]).filter(l=>l.kind==="stage").map(l=>l.stage)}),{stages:y,open:h}=n;$!==void 0&&
(S=$(n)),{payload:u,name:x}=n.event,n.event.made&&(A=n.event.name),z=h,H=n.inputs??{},V=n.missingInputs;let b=new Map(i.
upstream.map(l=>[l.stage,l.stored])),W=y.map(({stage:l,job:O,matrix:Y,place:K})=>{let M=j.upstream.find(Me=>Me.stage===l),
Q={...Y===void 0?{}:{matrix:Y},...K===void 0?{}:{place:K}};return M!==void 0?{...Q,...M,...M.job===M.stage?{job:O}:{}}:{
stage:l,job:O,stored:b.get(l),...Q}});R=[...W,...j.upstream.filter(l=>!y.some(O=>O.stage===l.stage))],_=W.filter(l=>l.stored===
void 0&&l.sample===void 0)}let F=(c!==void 0?R.map(n=>n.stage):(P(s).analysis?.references??[]).filter(n=>n.kind==="stage").
map(n=>n.stage)).find(n=>!L.has(n)&&i.unreadable.has(n));if(F!==void 0)throw De(i.id,F,i.unreadable.get(F),e.job);let T=i.
missing.find(n=>!L.has(n.stage)&&(c===void 0||_.some(y=>y.stage===n.stage)));if(T!==void 0)throw Pe(i.id,T,T.result,[`re\
nder with a handoff in its place: --handoff ${T.stage}=<file>`]);_.length>0&&t.stderr(`note: ${i.id===void 0?"no --run o\
r --handoff gives":`neither run ${i.id} nor a --handoff gives`} ${_.map(n=>n.stage).join(", ")}, upstream of job ${e.job}\
: rendered as a stage that did not run (give --handoff ${_[0].stage}=<file>, or --run <run>)
`);let J=V.filter(n=>Ve(S,n.name));if(J.length>0){let[n,...y]=J;throw new f(ie.inputMissing,n.message,{where:n.where,details:[
...y.map(h=>`${h.where}: ${h.message}`),`the prompt of job ${e.job} reads ${J.map(h=>`inputs.${h.name}`).join(", ")}, wh\
ich a run of ${e.workflow} is always given`]})}let Oe={...Ee(p),...H,...m,...E(e.input,"--input")},X={source:a,...w===void 0?
{}:{maxPromptTokens:w},...A===void 0?{}:{madeEventHint:$e(A)}};i.id!==void 0&&i.invocation===void 0&&[s,S].some(Xe)&&t.stderr(
`note: run ${i.id} has no ${ae.invocation} (a run stored before baton kept one, or it was removed), so its inputs and ev\
ent are not known: give them with --input and --event
`),await xe(S,X);let q=me({upstream:R,inputs:Oe,github:He(i.facts,G.facts,u,x),openJobs:z,analysis:ke(S)});for(let n of q.
warnings)t.stderr(`warning: ${N(n)}
`);let U;try{U=je(S,q.context,X)}catch(n){let y=new Set(R.filter(b=>b.matrix!==void 0).map(b=>b.stage)),h=j.upstream.filter(
b=>b.job!==b.stage&&b.sampleMatrix===void 0&&!y.has(b.stage));throw n instanceof f&&/\bmatrix\./.test(n.message)&&h.length>
0?new f(n.code,n.message,{...n.where===void 0?{}:{where:n.where},details:[...n.details,`the sample leg${h.length===1?"":
"s"} ${h.map(b=>b.stage).join(", ")} ${h.length===1?"has":"have"} no matrix values: give them with --matrix ${h[0].stage}\
='{"<key>":"<value>"}'`],cause:n.cause}):n}for(let n of U.warnings)t.stderr(`warning: ${N(n)}
`);return de(t,t.isTTY?`${U.prompt}
`:U.prompt),B.ok}async function Ae(t,r,e){if(r!==void 0&&e!==void 0)throw new f("usage","give a template file or --templ\
ate, not both");if(e!==void 0)return{text:e,source:"--template"};if(r===void 0)throw new f("usage","give a template file\
, or the template itself with --template");return{text:await Fe(t,r,"template file"),source:r}}function Le(t){return t===
void 0?void 0:Se(t,`--${re.maxPromptTokens}`)}async function Te(t,r,e,s=Ne){let a=I(t.cwd,r);try{let d=await Ie(a);if(d.
isDirectory())throw new f("usage",`the ${e} is a directory`,{where:r});if(d.size>s)throw new f("usage",`the ${e} is ${d.
size} bytes, more than ${s}`,{where:r});return await Re(a,"utf8")}catch(d){throw d instanceof f?d:D(r,d,e)}}async function Fe(t,r,e){
let s=I(t.cwd,r),a;try{let c=await Ie(s);if(c.isDirectory())throw new f("usage",`the ${e} is a directory`,{where:r});if(c.
size>C.templateBytes)throw new f(se.tooLarge,`the ${e} is ${c.size} bytes, more than the ${C.templateBytes} (${C.templateBytes/
1024} KiB) a template may be`,{where:r});a=await Re(s)}catch(c){throw c instanceof f?c:D(r,c,e)}let d=te(a);if(d.kind===
"text")return d.text;let m=d.kind==="utf-16"?`; ${ee}`:"";throw new f("usage",`the ${e} ${d.problem}${m}`,{where:r})}async function Je(t,r){
let e=await Te(t,r,"event file");try{return we(e,r)}catch(s){throw s instanceof f?new f("usage",s.message,{where:r}):s}}
async function Be(t,r){let e=be.forProject(t.cwd),s=await e.resolve(r),a=await ve(Ce(e.rootDir,s),{code:"run-invalid",fix:`\
run ${s}'s inputs and event, which a render of it takes, cannot be read from it; put it back from a copy`}),d=await e.open(
s),m=await e.readSummary(s),c=await d.list(),$=[...new Set(c.map(o=>o.stage))],w=m.jobs.flatMap(o=>o.stages),i=[...w.filter(
o=>$.includes(o)),...$.filter(o=>!w.includes(o))],g=[],v=new Map,k;for(let o of i){let u=await d.get(o).catch(x=>{if(!(x instanceof
f))throw x;v.set(o,x)});u&&(k??=u.record.run,g.push({stage:o,job:u.record.job,stored:u}))}let p=(await _e(d,m.jobs,c)).map(
o=>({...o,result:m.jobs.find(u=>u.id===o.job)?.result??"unknown"}));return{id:s,upstream:g,unreadable:v,facts:k,invocation:a,
jobs:new Map(m.jobs.map(o=>[o.id,o.stages])),missing:p}}function De(t,r,e,s){return new f(e.code,`run ${t}'s record of s\
tage ${r} cannot be read, and the prompt${s===void 0?"":` of job ${s}`} reads it`,{details:[...Z(e).split(`
`).map(a=>a.replace(/^ {2}/,"")),`or render it with a sample handoff instead: --handoff ${r}=<file>`],cause:e})}async function Ge(t,r,e){
let s=[],a=[],d=E(r,"--handoff"),m=r.map(w=>(w.split("=")[0]??"").split("@")[0]),c=m.find((w,i)=>m.indexOf(w)!==i);if(c!==
void 0)throw new f("usage",`stage ${c} is given twice; give each stage one handoff file`,{where:"--handoff"});let $=ze(e,
d);for(let[w,i]of Object.entries(d)){let[g="",v=g,...k]=w.split("@");for(let u of[g,v])if(!ne.test(u)||k.length>0)throw new f(
"usage",`${JSON.stringify(w)} is not <stage> or <stage>@<job> (ids are a letter or _, then letters, digits, _ or -)`,{where:"\
--handoff"});let p=await oe(I(t.cwd,i));if(p.kind==="missing")throw new f("usage","handoff file: no such file",{where:i});
if(p.kind==="invalid"){a.push(...p.problems.map(u=>({...u,path:`${i} ${u.path}`})));continue}let o=$.get(g);if(o!==void 0){
let u=ue(o).join("-");u!==""&&!g.endsWith(`-${u}`)&&`${v}-${u}`.length<=fe&&t.stderr(`warning: --matrix ${g}: a run name\
s the leg of ${v} with these values ${v}-${u} (or <stage input>-${u})
`)}s.push({stage:g,job:v,stored:void 0,sample:p.handoff,...o===void 0?{}:{sampleMatrix:o}})}return{upstream:s,problems:a}}
function ze(t,r){let e=new Set(Object.keys(r).map(a=>a.split("@")[0])),s=new Map;for(let[a,d]of Object.entries(E(t,"--ma\
trix"))){if(!e.has(a))throw new f("usage",`${JSON.stringify(a)} is not a stage given by --handoff${e.size>0?` (given: ${[
...e].join(", ")})`:""}`,{where:"--matrix",details:["give the leg a sample handoff too: --handoff <stage>@<job>=<file> -\
-matrix <stage>=<json>"]});let m;try{m=JSON.parse(d)}catch{m=void 0}if(m===null||typeof m!="object"||Array.isArray(m))throw new f(
"usage",`the matrix values of ${a} must be one JSON object, such as {"angle":"security"}`,{where:"--matrix"});s.set(a,m)}
return s}function Ue(t){return"comment"in t&&"issue"in t?"issue_comment":"pull_request"in t?"pull_request":"issue"in t?"\
issues":"workflow_dispatch"}function He(t,r,e,s){let a=s??t?.event_name??Ue(e);return{repository:t?.repository??ce(e)??r.
repository,ref:t?.ref??le(a,e)??r.ref,sha:t?.sha??ge(a,e)??r.sha,run_id:t?.id??"render",actor:pe(e)??r.actor,event_name:a,
event:e}}function Ve(t,r){let e=P(t).analysis?.paths.values()??[];for(let{root:s}of e)if(s?.[0]==="inputs"&&(s.length===
1||s[1]===r))return!0;return!1}function Xe(t){let r=P(t).analysis?.paths.values()??[];for(let{root:e}of r)if(e?.[0]==="i\
nputs"||e?.[0]==="github"&&(e.length===1||e[1]==="event"||e[1]==="event_name"))return!0;return!1}function Ee(t){if(t===void 0)
return{};let r={},e=t.event.inputs;if(t.event_name==="workflow_dispatch"&&e!==null&&typeof e=="object")for(let[s,a]of Object.
entries(e))(typeof a=="string"||typeof a=="number"||typeof a=="boolean")&&(r[s]=String(a));return{...r,...t.inputs}}export{lt as renderCommand};

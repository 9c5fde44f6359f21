import{a as I,b as Fe}from"./chunk-JZ32DID6.js";import{b as Pe,d as _e,j as Ie,l as Oe,m as Ue,n as Ee}from"./chunk-FBNXGRL4.js";
import{C as L,i as ke}from"./chunk-VEJBZX2Q.js";import{a as Se}from"./chunk-MSOSO2OH.js";import{c as Te,d as Me,
e as Ne,g as Ae,h as Ce}from"./chunk-RL3MLW7I.js";import{a as ve,c as ye,e as $e,f as je,g as xe}from"./chunk-FKQNWEK2.js";
import{f as Re}from"./chunk-NVUCVQM3.js";import{B as be}from"./chunk-FPHKCJVG.js";import"./chunk-RBL3FFHZ.js";
import"./chunk-6RREDHNG.js";import"./chunk-TTL53LJI.js";import{i as pe,j as ge,k as le,m as we,n as he}from"./chunk-U5HZIWHA.js";
import"./chunk-LS2NIP65.js";import{a as ce}from"./chunk-37MJCIRR.js";import"./chunk-HDT3FCLQ.js";import{
b as me}from"./chunk-7K7IBSX3.js";import{a as ue}from"./chunk-FY6ZLXKV.js";import{f as B,i as F}from"./chunk-56XQEZWE.js";
import"./chunk-TR6ONM2E.js";import"./chunk-FCWOFCWY.js";import"./chunk-DA5X62VC.js";import"./chunk-TIXFR75A.js";
import{d as o,g as ne}from"./chunk-OKFZ7BVP.js";import{b as z}from"./chunk-OU33NO3O.js";import"./chunk-5A7QKWCT.js";
import"./chunk-X3WXZ7VZ.js";import{D as C,E as ae,H as ie,O as oe,V as de,Y as fe,g as re,h as se}from"./chunk-VTCVQFHR.js";
import"./chunk-3NR5HZ6E.js";import{lstat as Je,readFile as De}from"node:fs/promises";import{resolve as O}from"node:path";async function _t(t,r,e={}){if(e.workflow===void 0&&(e.job!==void 0||e.step!==void 0))throw new o("usage",`${e.job!==void 0?
"--job":"--step"} names a stage step of --workflow <file>, which is not given`);let{text:s,source:i,maxPromptTokens:d,upstream:f,
evaluate:m}=e.workflow===void 0?await He(t,r,e.template):await(await import("./render-workflow-3YYI2XXN.js")).workflowPrompt(
t,r,e,{text:qe}),R=We(e.maxPromptTokens??d),a=e.run===void 0?{id:void 0,upstream:[],unreadable:new Map,facts:void 0,invocation:void 0,
jobs:void 0,missing:[],notStored:null}:await Xe(t,e.run),l=a.invocation,y=e.workflow===void 0?void 0:O(t.cwd,e.workflow),
k=y!==void 0&&l!==void 0&&![l.workflow_path,...Object.keys(l.called_sha256??{})].some(n=>O(t.cwd,n)===y);k&&t.stderr(`no\
te: run ${a.id} ran ${l?.workflow_path}, not ${e.workflow}: its records are read, not its inputs or event (give those wi\
th --input and --event)
`);let c=k?void 0:l,$=a.id===void 0||c===void 0?null:_e(a.id,c,"render");$&&t.stderr(`warning: ${$}
`);let x=e.event===void 0?c?.event??{}:await Ve(t,e.event),j=e.eventName??(e.event===void 0?c?.event_name:Ge(x)),u=e.event===
void 0&&c?.event_made===!0?j:void 0,b=await Se(t.cwd,t.env),v=await Qe(t,e.handoff??[],e.matrix??[]);if(v.problems.length>
0){for(let n of v.problems)t.stderr(`${F(n)}
`);return z.failure}let S=new Set(v.upstream.map(n=>n.stage)),U=[...a.upstream.filter(n=>!S.has(n.stage)),...v.upstream],
_=[],H=[],P=s,W=(L(s).analysis?.references??[]).filter(n=>n.kind==="stage").map(n=>n.stage),q={},K={},V=[];if(f!==void 0){
let n=await f({inputs:{...Le(c),...I(e.input,"--input")},asked:Object.keys(I(e.input,"--input")),vars:c?.vars??{},event:e.
event===void 0?c?.event??null:x,eventName:e.eventName??(e.event===void 0?c?.event_name:void 0),facts:a.facts,checkout:b,
ran:a.jobs,named:W}),{stages:w,open:p}=n;m!==void 0&&(P=m(n)),{payload:x,name:j}=n.event,n.event.made&&(u=n.event.name),
H=p,q=n.inputs??{},K=n.vars,V=n.missingInputs;let g=new Map(a.upstream.map(h=>[h.stage,h])),Q=w.map(({stage:h,job:N,matrix:Z,
place:ee})=>{let A=v.upstream.find(Be=>Be.stage===h),te={...Z===void 0?{}:{matrix:Z},...ee===void 0?{}:{place:ee}};if(A!==
void 0)return{...te,...A,...A.job===A.stage?{job:N}:{}};let G=g.get(h);return{stage:h,job:N,stored:G?.stored,...G?.superseded===
void 0?{}:{superseded:G.superseded},...te}});U=[...Q,...v.upstream.filter(h=>!w.some(N=>N.stage===h.stage))],_=Q.filter(
h=>h.stored===void 0&&h.sample===void 0&&h.superseded===void 0)}for(let n of v.upstream){let w=U.find(g=>g.stage===n.stage)?.
job??n.job,p=Ze(n,w);p!==null&&t.stderr(p)}let J=(f!==void 0?U.map(n=>n.stage):W).find(n=>!S.has(n)&&a.unreadable.has(n));
if(J!==void 0)throw Ye(a.id,J,a.unreadable.get(J),e.job);let T=a.missing.find(n=>!S.has(n.stage)&&(f===void 0||_.some(w=>w.
stage===n.stage)));if(T!==void 0)throw Ce(a.id,T,T.result,[`render with a handoff in its place: --handoff ${T.stage}=<fi\
le>`]);let E=a.notStored?.records.find(n=>!S.has(n.stage)&&(f===void 0||_.some(w=>w.stage===n.stage)));if(E!==void 0)throw new o(
"record-not-stored",`${be({...E,runAttempt:1})} (job ${E.job}) of run ${a.id} was never stored: ${E.why}`,{details:[a.notStored.
fix,`or render with a handoff in its place: --handoff ${E.stage}=<file>`]});_.length>0&&t.stderr(`note: ${a.id===void 0?
"no --run or --handoff gives":`neither run ${a.id} nor a --handoff gives`} ${_.map(n=>n.stage).join(", ")}, upstream of \
job ${e.job}: rendered as a stage that did not run (give --handoff ${_[0].stage}=<file>, or --run <run>)
`);let D=V.filter(n=>nt(P,n.name));if(D.length>0){let[n,...w]=D;throw new o(fe.inputMissing,n.message,{where:n.where,details:[
...w.map(p=>`${p.where}: ${p.message}`),`the prompt of job ${e.job} reads ${D.map(p=>`inputs.${p.name}`).join(", ")}, wh\
ich a run of ${e.workflow} is always given`]})}let ze={...Le(c),...q,...I(e.input,"--input"),...K},X={source:i,...R===void 0?
{}:{maxPromptTokens:R},...u===void 0?{}:{madeEventHint:Ie(u)}};a.id!==void 0&&a.invocation===void 0&&(P===s?[s]:[s,P]).some(
rt)&&t.stderr(`note: run ${a.id} has no ${de.invocation} (a run stored before baton kept one, or it was removed), so its\
 inputs and event are not known: give them with --input and --event
`),await Ue(P,X);let Y=ke({upstream:U,inputs:ze,github:tt(a.facts,b.facts,x,j),openJobs:H,analysis:Oe(P)});for(let n of Y.
warnings)t.stderr(`warning: ${F(n)}
`);let M;try{M=Ee(P,Y.context,X)}catch(n){let w=new Set(U.filter(g=>g.matrix!==void 0).map(g=>g.stage)),p=v.upstream.filter(
g=>g.job!==g.stage&&g.sampleMatrix===void 0&&!w.has(g.stage));throw n instanceof o&&/\bmatrix\./.test(n.message)&&p.length>
0?new o(n.code,n.message,{...n.where===void 0?{}:{where:n.where},details:[...n.details,`the sample leg${p.length===1?"":
"s"} ${p.map(g=>g.stage).join(", ")} ${p.length===1?"has":"have"} no matrix values: give them with --matrix ${p[0].stage}\
='{"<key>":"<value>"}'`],cause:n.cause}):n}for(let n of M.warnings)t.stderr(`warning: ${F(n)}
`);return ce(t,t.isTTY?`${M.prompt}
`:M.prompt),z.ok}async function He(t,r,e){if(r!==void 0&&e!==void 0)throw new o("usage","give a template file or --templ\
ate, not both");if(e!==void 0)return{text:e,source:"--template"};if(r===void 0)throw new o("usage","give a template file\
, or the template itself with --template");return{text:await Ke(t,r,"template file"),source:r}}function We(t){return t===
void 0?void 0:Fe(t,`--${ie.maxPromptTokens}`)}async function qe(t,r,e,s){let i=O(t.cwd,r);try{let d=await Je(i);if(d.isDirectory())
throw new o("usage",`the ${e} is a directory`,{where:r});if(d.size>s)throw new o("usage",`the ${e} is ${d.size} bytes, m\
ore than ${s}`,{where:r});return await De(i,"utf8")}catch(d){throw d instanceof o?d:B(r,d,e)}}async function Ke(t,r,e){let s=O(
t.cwd,r),i;try{let m=await Je(s);if(m.isDirectory())throw new o("usage",`the ${e} is a directory`,{where:r});if(m.size>C.
templateBytes)throw new o(oe.tooLarge,`the ${e} is ${m.size} bytes, more than the ${C.templateBytes} (${C.templateBytes/
1024} KiB) a template may be`,{where:r});i=await De(s)}catch(m){throw m instanceof o?m:B(r,m,e)}let d=se(i);if(d.kind===
"text")return d.text;let f=d.kind==="utf-16"?`; ${re}`:"";throw new o("usage",`the ${e} ${d.problem}${f}`,{where:r})}async function Ve(t,r){
let e=(await me(O(t.cwd,r),r)).toString("utf8");try{return he(e,r)}catch(s){throw s instanceof o?new o("usage",s.message,
{where:r}):s}}async function Xe(t,r){let e=Re.forProject(t.cwd),s=await e.resolve(r),i=await Pe(e.runDir(s),{code:"run-i\
nvalid",fix:`run ${s}'s inputs and event, which a render of it takes, cannot be read from it; put it back from a copy`}),
d=await e.open(s),f=await e.readSummary(s),m=await d.list(),R=[...new Set(m.map(u=>u.stage))],a=f.jobs.flatMap(u=>u.stages),
l=[...a.filter(u=>R.includes(u)),...R.filter(u=>!a.includes(u))],y=[],k=new Map,c,$=$e(m),x=je($);for(let u of l){let b=await d.
get(u).catch(S=>{if(!(S instanceof o))throw S;k.set(u,S)});if(!b)continue;c??=b.record.run;let v=x?xe(b.record,$):void 0;
y.push(v===void 0?{stage:u,job:b.record.job,stored:b}:{stage:u,job:b.record.job,stored:void 0,superseded:v})}let j=(await Ae(
d,f.jobs,m)).map(u=>({...u,result:f.jobs.find(b=>b.id===u.job)?.result??"unknown"}));return{id:s,upstream:y,unreadable:k,
facts:c,invocation:i,jobs:new Map(f.jobs.map(u=>[u.id,u.stages])),missing:j,notStored:await Te(e.runDir(s),f)}}function Ye(t,r,e,s){
return new o(e.code,`run ${t}'s record of stage ${r} cannot be read, and the prompt${s===void 0?"":` of job ${s}`} reads\
 it`,{details:[...ne(e),...Me(e.code)?[Ne(t,r)]:[],`or render it with a sample handoff instead: --handoff ${r}=<file>`],
cause:e})}async function Qe(t,r,e){let s=[],i=[],d=I(r,"--handoff"),f=r.map(a=>(a.split("=")[0]??"").split("@")[0]),m=f.
find((a,l)=>f.indexOf(a)!==l);if(m!==void 0)throw new o("usage",`stage ${m} is given twice; give each stage one handoff \
file`,{where:"--handoff"});let R=et(e,d);for(let[a,l]of Object.entries(d)){let[y="",k=y,...c]=a.split("@");for(let j of[
y,k])if(!ae.test(j)||c.length>0)throw new o("usage",`${JSON.stringify(a)} is not <stage> or <stage>@<job> (ids are a let\
ter or _, then letters, digits, _ or -)`,{where:"--handoff"});let $=await ue(O(t.cwd,l));if($.kind==="missing")throw new o(
"usage","handoff file: no such file",{where:l});if($.kind==="invalid"){i.push(...$.problems.map(j=>({...j,path:`${l} ${j.
path}`})));continue}let x=R.get(y);s.push({stage:y,job:k,stored:void 0,sample:$.handoff,...x===void 0?{}:{sampleMatrix:x}})}
return{upstream:s,problems:i}}function Ze(t,r){if(t.sampleMatrix===void 0)return null;let e=ye(t.sampleMatrix).join("-");
return e===""||t.stage.endsWith(`-${e}`)||`${r}-${e}`.length>ve?null:`warning: --matrix ${t.stage}: a run names the leg \
of ${r} with these values ${r}-${e} (or <stage input>-${e})
`}function et(t,r){let e=new Set(Object.keys(r).map(i=>i.split("@")[0])),s=new Map;for(let[i,d]of Object.entries(I(t,"--\
matrix"))){if(!e.has(i))throw new o("usage",`${JSON.stringify(i)} is not a stage given by --handoff${e.size>0?` (given: ${[
...e].join(", ")})`:""}`,{where:"--matrix",details:["give the leg a sample handoff too: --handoff <stage>@<job>=<file> -\
-matrix <stage>=<json>"]});let f;try{f=JSON.parse(d)}catch{f=void 0}if(f===null||typeof f!="object"||Array.isArray(f))throw new o(
"usage",`the matrix values of ${i} must be one JSON object, such as {"angle":"security"}`,{where:"--matrix"});s.set(i,f)}
return s}function Ge(t){return"comment"in t&&"issue"in t?"issue_comment":"pull_request"in t?"pull_request":"issue"in t?"\
issues":"workflow_dispatch"}function tt(t,r,e,s){let i=s??t?.event_name??Ge(e);return{repository:t?.repository??pe(e)??r.
repository,ref:t?.ref??we(i,e)??r.ref,sha:t?.sha??le(i,e)??r.sha,run_id:t?.id??"render",actor:ge(e)??r.actor,event_name:i,
event:e}}function nt(t,r){let e=L(t).analysis?.paths.values()??[];for(let{root:s}of e)if(s?.[0]==="inputs"&&(s.length===
1||s[1]===r))return!0;return!1}function rt(t){let r=L(t).analysis?.paths.values()??[];for(let{root:e}of r)if(e?.[0]==="i\
nputs"||e?.[0]==="github"&&(e.length===1||e[1]==="event"||e[1]==="event_name"))return!0;return!1}function Le(t){if(t===void 0)
return{};let r={},e=t.event.inputs;if(t.event_name==="workflow_dispatch"&&e!==null&&typeof e=="object")for(let[s,i]of Object.
entries(e))(typeof i=="string"||typeof i=="number"||typeof i=="boolean")&&(r[s]=String(i));return{...r,...t.inputs}}export{_t as renderCommand};

import{a as E,b as Fe}from"./chunk-JZ32DID6.js";import{b as Pe,d as _e,j as Ie,l as Ue,m as Oe,n as Ee}from"./chunk-SU5TS7YX.js";
import{C as J,i as ke}from"./chunk-VEJBZX2Q.js";import{a as Se}from"./chunk-MSOSO2OH.js";import{c as Te,d as Me,
e as Ne,g as Ae,h as Ce}from"./chunk-RL3MLW7I.js";import{a as ve,c as ye,e as $e,f as xe,g as je}from"./chunk-FKQNWEK2.js";
import{f as Re}from"./chunk-NVUCVQM3.js";import{B as be}from"./chunk-FPHKCJVG.js";import"./chunk-RBL3FFHZ.js";
import"./chunk-6RREDHNG.js";import"./chunk-TTL53LJI.js";import{i as pe,j as ge,k as le,m as we,n as he}from"./chunk-U5HZIWHA.js";
import"./chunk-LS2NIP65.js";import{a as ce}from"./chunk-37MJCIRR.js";import"./chunk-HDT3FCLQ.js";import{
b as me}from"./chunk-7K7IBSX3.js";import{a as ue}from"./chunk-FY6ZLXKV.js";import{f as H,i as L}from"./chunk-56XQEZWE.js";
import"./chunk-TR6ONM2E.js";import"./chunk-FCWOFCWY.js";import"./chunk-DA5X62VC.js";import"./chunk-TIXFR75A.js";
import{d as o,g as ne}from"./chunk-OKFZ7BVP.js";import{b as B}from"./chunk-OU33NO3O.js";import"./chunk-5A7QKWCT.js";
import"./chunk-X3WXZ7VZ.js";import{D as F,E as ae,H as ie,O as oe,V as de,Y as fe,g as re,h as se}from"./chunk-VTCVQFHR.js";
import"./chunk-3NR5HZ6E.js";import{lstat as Je,readFile as De}from"node:fs/promises";import{resolve as _}from"node:path";async function _t(t,r,e={}){if(e.workflow===void 0&&(e.job!==void 0||e.step!==void 0))throw new o("usage",`${e.job!==void 0?
"--job":"--step"} names a stage step of --workflow <file>, which is not given`);let{text:s,source:i,maxPromptTokens:d,vars:m,
upstream:u,evaluate:j}=e.workflow===void 0?await He(t,r,e.template):await(await import("./render-workflow-N4H6RYGP.js")).workflowPrompt(
t,r,e,{text:qe}),w=We(e.maxPromptTokens??d),a=e.run===void 0?{id:void 0,upstream:[],unreadable:new Map,facts:void 0,invocation:void 0,
jobs:void 0,missing:[],notStored:null}:await Xe(t,e.run),l=a.invocation,x=e.workflow===void 0?void 0:_(t.cwd,e.workflow),
k=x!==void 0&&l!==void 0&&![l.workflow_path,...Object.keys(l.called_sha256??{})].some(n=>_(t.cwd,n)===x);k&&t.stderr(`no\
te: run ${a.id} ran ${l?.workflow_path}, not ${e.workflow}: its records are read, not its inputs or event (give those wi\
th --input and --event)
`);let c=k?void 0:l,S=a.id===void 0||c===void 0?null:_e(a.id,c,"render");S&&t.stderr(`warning: ${S}
`);let $=e.event===void 0?c?.event??{}:await Ve(t,e.event),f=e.eventName??(e.event===void 0?c?.event_name:Ge($)),h=e.event===
void 0&&c?.event_made===!0?f:void 0,I=await Se(t.cwd,t.env),b=await Qe(t,e.handoff??[],e.matrix??[]);if(b.problems.length>
0){for(let n of b.problems)t.stderr(`${L(n)}
`);return B.failure}let T=new Set(b.upstream.map(n=>n.stage)),U=[...a.upstream.filter(n=>!T.has(n.stage)),...b.upstream],
P=[],W=[],R=s,q=(J(s).analysis?.references??[]).filter(n=>n.kind==="stage").map(n=>n.stage),K={},V=[];if(u!==void 0){let n=await u(
{inputs:{...Le(c),...E(e.input,"--input")},vars:c?.vars??{},event:e.event===void 0?c?.event??null:$,eventName:e.eventName??
(e.event===void 0?c?.event_name:void 0),facts:a.facts,checkout:I,ran:a.jobs,named:q}),{stages:v,open:p}=n;j!==void 0&&(R=
j(n)),{payload:$,name:f}=n.event,n.event.made&&(h=n.event.name),W=p,K=n.inputs??{},V=n.missingInputs;let g=new Map(a.upstream.
map(y=>[y.stage,y])),Q=v.map(({stage:y,job:A,matrix:Z,place:ee})=>{let C=b.upstream.find(Be=>Be.stage===y),te={...Z===void 0?
{}:{matrix:Z},...ee===void 0?{}:{place:ee}};if(C!==void 0)return{...te,...C,...C.job===C.stage?{job:A}:{}};let z=g.get(y);
return{stage:y,job:A,stored:z?.stored,...z?.superseded===void 0?{}:{superseded:z.superseded},...te}});U=[...Q,...b.upstream.
filter(y=>!v.some(A=>A.stage===y.stage))],P=Q.filter(y=>y.stored===void 0&&y.sample===void 0&&y.superseded===void 0)}for(let n of b.
upstream){let v=U.find(g=>g.stage===n.stage)?.job??n.job,p=Ze(n,v);p!==null&&t.stderr(p)}let D=(u!==void 0?U.map(n=>n.stage):
q).find(n=>!T.has(n)&&a.unreadable.has(n));if(D!==void 0)throw Ye(a.id,D,a.unreadable.get(D),e.job);let M=a.missing.find(
n=>!T.has(n.stage)&&(u===void 0||P.some(v=>v.stage===n.stage)));if(M!==void 0)throw Ce(a.id,M,M.result,[`render with a h\
andoff in its place: --handoff ${M.stage}=<file>`]);let O=a.notStored?.records.find(n=>!T.has(n.stage)&&(u===void 0||P.some(
v=>v.stage===n.stage)));if(O!==void 0)throw new o("record-not-stored",`${be({...O,runAttempt:1})} (job ${O.job}) of run ${a.
id} was never stored: ${O.why}`,{details:[a.notStored.fix,`or render with a handoff in its place: --handoff ${O.stage}=<\
file>`]});P.length>0&&t.stderr(`note: ${a.id===void 0?"no --run or --handoff gives":`neither run ${a.id} nor a --handoff\
 gives`} ${P.map(n=>n.stage).join(", ")}, upstream of job ${e.job}: rendered as a stage that did not run (give --handoff\
 ${P[0].stage}=<file>, or --run <run>)
`);let G=V.filter(n=>nt(R,n.name));if(G.length>0){let[n,...v]=G;throw new o(fe.inputMissing,n.message,{where:n.where,details:[
...v.map(p=>`${p.where}: ${p.message}`),`the prompt of job ${e.job} reads ${G.map(p=>`inputs.${p.name}`).join(", ")}, wh\
ich a run of ${e.workflow} is always given`]})}let ze={...Le(c),...K,...m,...E(e.input,"--input")},X={source:i,...w===void 0?
{}:{maxPromptTokens:w},...h===void 0?{}:{madeEventHint:Ie(h)}};a.id!==void 0&&a.invocation===void 0&&(R===s?[s]:[s,R]).some(
rt)&&t.stderr(`note: run ${a.id} has no ${de.invocation} (a run stored before baton kept one, or it was removed), so its\
 inputs and event are not known: give them with --input and --event
`),await Oe(R,X);let Y=ke({upstream:U,inputs:ze,github:tt(a.facts,I.facts,$,f),openJobs:W,analysis:Ue(R)});for(let n of Y.
warnings)t.stderr(`warning: ${L(n)}
`);let N;try{N=Ee(R,Y.context,X)}catch(n){let v=new Set(U.filter(g=>g.matrix!==void 0).map(g=>g.stage)),p=b.upstream.filter(
g=>g.job!==g.stage&&g.sampleMatrix===void 0&&!v.has(g.stage));throw n instanceof o&&/\bmatrix\./.test(n.message)&&p.length>
0?new o(n.code,n.message,{...n.where===void 0?{}:{where:n.where},details:[...n.details,`the sample leg${p.length===1?"":
"s"} ${p.map(g=>g.stage).join(", ")} ${p.length===1?"has":"have"} no matrix values: give them with --matrix ${p[0].stage}\
='{"<key>":"<value>"}'`],cause:n.cause}):n}for(let n of N.warnings)t.stderr(`warning: ${L(n)}
`);return ce(t,t.isTTY?`${N.prompt}
`:N.prompt),B.ok}async function He(t,r,e){if(r!==void 0&&e!==void 0)throw new o("usage","give a template file or --templ\
ate, not both");if(e!==void 0)return{text:e,source:"--template"};if(r===void 0)throw new o("usage","give a template file\
, or the template itself with --template");return{text:await Ke(t,r,"template file"),source:r}}function We(t){return t===
void 0?void 0:Fe(t,`--${ie.maxPromptTokens}`)}async function qe(t,r,e,s){let i=_(t.cwd,r);try{let d=await Je(i);if(d.isDirectory())
throw new o("usage",`the ${e} is a directory`,{where:r});if(d.size>s)throw new o("usage",`the ${e} is ${d.size} bytes, m\
ore than ${s}`,{where:r});return await De(i,"utf8")}catch(d){throw d instanceof o?d:H(r,d,e)}}async function Ke(t,r,e){let s=_(
t.cwd,r),i;try{let u=await Je(s);if(u.isDirectory())throw new o("usage",`the ${e} is a directory`,{where:r});if(u.size>F.
templateBytes)throw new o(oe.tooLarge,`the ${e} is ${u.size} bytes, more than the ${F.templateBytes} (${F.templateBytes/
1024} KiB) a template may be`,{where:r});i=await De(s)}catch(u){throw u instanceof o?u:H(r,u,e)}let d=se(i);if(d.kind===
"text")return d.text;let m=d.kind==="utf-16"?`; ${re}`:"";throw new o("usage",`the ${e} ${d.problem}${m}`,{where:r})}async function Ve(t,r){
let e=(await me(_(t.cwd,r),r)).toString("utf8");try{return he(e,r)}catch(s){throw s instanceof o?new o("usage",s.message,
{where:r}):s}}async function Xe(t,r){let e=Re.forProject(t.cwd),s=await e.resolve(r),i=await Pe(e.runDir(s),{code:"run-i\
nvalid",fix:`run ${s}'s inputs and event, which a render of it takes, cannot be read from it; put it back from a copy`}),
d=await e.open(s),m=await e.readSummary(s),u=await d.list(),j=[...new Set(u.map(f=>f.stage))],w=m.jobs.flatMap(f=>f.stages),
a=[...w.filter(f=>j.includes(f)),...j.filter(f=>!w.includes(f))],l=[],x=new Map,k,c=$e(u),S=xe(c);for(let f of a){let h=await d.
get(f).catch(b=>{if(!(b instanceof o))throw b;x.set(f,b)});if(!h)continue;k??=h.record.run;let I=S?je(h.record,c):void 0;
l.push(I===void 0?{stage:f,job:h.record.job,stored:h}:{stage:f,job:h.record.job,stored:void 0,superseded:I})}let $=(await Ae(
d,m.jobs,u)).map(f=>({...f,result:m.jobs.find(h=>h.id===f.job)?.result??"unknown"}));return{id:s,upstream:l,unreadable:x,
facts:k,invocation:i,jobs:new Map(m.jobs.map(f=>[f.id,f.stages])),missing:$,notStored:await Te(e.runDir(s),m)}}function Ye(t,r,e,s){
return new o(e.code,`run ${t}'s record of stage ${r} cannot be read, and the prompt${s===void 0?"":` of job ${s}`} reads\
 it`,{details:[...ne(e),...Me(e.code)?[Ne(t,r)]:[],`or render it with a sample handoff instead: --handoff ${r}=<file>`],
cause:e})}async function Qe(t,r,e){let s=[],i=[],d=E(r,"--handoff"),m=r.map(w=>(w.split("=")[0]??"").split("@")[0]),u=m.
find((w,a)=>m.indexOf(w)!==a);if(u!==void 0)throw new o("usage",`stage ${u} is given twice; give each stage one handoff \
file`,{where:"--handoff"});let j=et(e,d);for(let[w,a]of Object.entries(d)){let[l="",x=l,...k]=w.split("@");for(let $ of[
l,x])if(!ae.test($)||k.length>0)throw new o("usage",`${JSON.stringify(w)} is not <stage> or <stage>@<job> (ids are a let\
ter or _, then letters, digits, _ or -)`,{where:"--handoff"});let c=await ue(_(t.cwd,a));if(c.kind==="missing")throw new o(
"usage","handoff file: no such file",{where:a});if(c.kind==="invalid"){i.push(...c.problems.map($=>({...$,path:`${a} ${$.
path}`})));continue}let S=j.get(l);s.push({stage:l,job:x,stored:void 0,sample:c.handoff,...S===void 0?{}:{sampleMatrix:S}})}
return{upstream:s,problems:i}}function Ze(t,r){if(t.sampleMatrix===void 0)return null;let e=ye(t.sampleMatrix).join("-");
return e===""||t.stage.endsWith(`-${e}`)||`${r}-${e}`.length>ve?null:`warning: --matrix ${t.stage}: a run names the leg \
of ${r} with these values ${r}-${e} (or <stage input>-${e})
`}function et(t,r){let e=new Set(Object.keys(r).map(i=>i.split("@")[0])),s=new Map;for(let[i,d]of Object.entries(E(t,"--\
matrix"))){if(!e.has(i))throw new o("usage",`${JSON.stringify(i)} is not a stage given by --handoff${e.size>0?` (given: ${[
...e].join(", ")})`:""}`,{where:"--matrix",details:["give the leg a sample handoff too: --handoff <stage>@<job>=<file> -\
-matrix <stage>=<json>"]});let m;try{m=JSON.parse(d)}catch{m=void 0}if(m===null||typeof m!="object"||Array.isArray(m))throw new o(
"usage",`the matrix values of ${i} must be one JSON object, such as {"angle":"security"}`,{where:"--matrix"});s.set(i,m)}
return s}function Ge(t){return"comment"in t&&"issue"in t?"issue_comment":"pull_request"in t?"pull_request":"issue"in t?"\
issues":"workflow_dispatch"}function tt(t,r,e,s){let i=s??t?.event_name??Ge(e);return{repository:t?.repository??pe(e)??r.
repository,ref:t?.ref??we(i,e)??r.ref,sha:t?.sha??le(i,e)??r.sha,run_id:t?.id??"render",actor:ge(e)??r.actor,event_name:i,
event:e}}function nt(t,r){let e=J(t).analysis?.paths.values()??[];for(let{root:s}of e)if(s?.[0]==="inputs"&&(s.length===
1||s[1]===r))return!0;return!1}function rt(t){let r=J(t).analysis?.paths.values()??[];for(let{root:e}of r)if(e?.[0]==="i\
nputs"||e?.[0]==="github"&&(e.length===1||e[1]==="event"||e[1]==="event_name"))return!0;return!1}function Le(t){if(t===void 0)
return{};let r={},e=t.event.inputs;if(t.event_name==="workflow_dispatch"&&e!==null&&typeof e=="object")for(let[s,i]of Object.
entries(e))(typeof i=="string"||typeof i=="number"||typeof i=="boolean")&&(r[s]=String(i));return{...r,...t.inputs}}export{_t as renderCommand};

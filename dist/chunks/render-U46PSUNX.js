import{a as _,b as Be}from"./chunk-JZ32DID6.js";import{b as Oe,d as Ue,j as Ee,l as Te,m as Ne,n as Me}from"./chunk-IQOGCP5O.js";
import{c as $e}from"./chunk-GINRAKL2.js";import{C as J,i as Ie}from"./chunk-CD2HORXK.js";import{a as Pe}from"./chunk-FGRZV3SB.js";
import{c as Ce,d as Ae,e as Fe,g as Le,h as Je}from"./chunk-QINFMQVO.js";import{a as ke,c as xe,e as je,f as Se,g as Re}from"./chunk-QHWUTILA.js";
import{f as _e}from"./chunk-IZ6WIIJF.js";import"./chunk-4DYK2MG7.js";import{C as ye}from"./chunk-2MQ5OTBB.js";
import"./chunk-RBL3FFHZ.js";import"./chunk-6RREDHNG.js";import"./chunk-NUWPZMYM.js";import"./chunk-KGL53VIU.js";
import{l as le,m as we,n as he,p as be,q as ve}from"./chunk-EE3CSVQT.js";import"./chunk-LS2NIP65.js";import{
a as L}from"./chunk-MPIPQULO.js";import{a as ge}from"./chunk-37MJCIRR.js";import"./chunk-HDT3FCLQ.js";
import{a as ce,b as pe}from"./chunk-VNKWOMNO.js";import{a as ue}from"./chunk-ZIR33QIL.js";import{f as me,i as F}from"./chunk-BBSO245P.js";
import"./chunk-TR6ONM2E.js";import"./chunk-FCWOFCWY.js";import"./chunk-KRB52NVM.js";import"./chunk-TIXFR75A.js";
import{d as f,g as ne}from"./chunk-OKFZ7BVP.js";import{b as z}from"./chunk-OU33NO3O.js";import"./chunk-5A7QKWCT.js";
import"./chunk-DSPIJXAJ.js";import{D as A,E as ae,H as ie,O as oe,V as de,Y as fe,g as re,h as se}from"./chunk-LBXHU7QN.js";
import"./chunk-3NR5HZ6E.js";import{resolve as E}from"node:path";async function Ot(t,r,e={}){if(e.workflow===void 0&&(e.job!==void 0||e.step!==void 0))throw new f("usage",`${e.job!==void 0?
"--job":"--step"} names a stage step of --workflow <file>, which is not given`);let{text:s,source:a,maxPromptTokens:g,upstream:o,
evaluate:k}=e.workflow===void 0?await We(t,r,e.template):await(await import("./render-workflow-F3MBATSW.js")).workflowPrompt(
t,r,e,{text:Ke}),R=qe(e.maxPromptTokens??g),i=e.run===void 0?{id:void 0,upstream:[],unreadable:new Map,facts:void 0,invocation:void 0,
jobs:void 0,missing:[],notStored:null}:await Ye(t,e.run),p=i.invocation,v=e.workflow===void 0?void 0:E(t.cwd,e.workflow),
j=v!==void 0&&p!==void 0&&![p.workflow_path,...Object.keys(p.called_sha256??{})].some(n=>E(t.cwd,n)===v);j&&t.stderr(`no\
te: run ${i.id} ran ${p?.workflow_path}, not ${e.workflow}: its records are read, not its inputs or event (give those wi\
th --input and --event)
`);let u=j?void 0:p,y=i.id===void 0||u===void 0?null:Ue(i.id,u,"render");y&&t.stderr(`warning: ${y}
`);let x=e.event===void 0?u?.event??{}:await Xe(t,e.event),$=e.eventName??(e.event===void 0?u?.event_name:Ge(x)),d=e.event===
void 0&&u?.event_made===!0?$:void 0,h=await Pe(t.cwd,t.env),b=await Ze(t,e.handoff??[],e.matrix??[]);if(b.problems.length>
0){for(let n of b.problems)t.stderr(`${F(n)}
`);return z.failure}let S=new Set(b.upstream.map(n=>n.stage)),O=[...i.upstream.filter(n=>!S.has(n.stage)),...b.upstream],
P=[],H=[],I=s,W=(J(s).analysis?.references??[]).filter(n=>n.kind==="stage").map(n=>n.stage),q={},K={},V=[];if(o!==void 0){
let n=await o({inputs:{...De(u),..._(e.input,"--input")},asked:Object.keys(_(e.input,"--input")),vars:u?.vars??{},event:e.
event===void 0?u?.event??null:x,eventName:e.eventName??(e.event===void 0?u?.event_name:void 0),facts:i.facts,checkout:h,
ran:i.jobs,named:W}),{stages:l,open:m}=n;k!==void 0&&(I=k(n)),{payload:x,name:$}=n.event,n.event.made&&(d=n.event.name),
H=m,q=n.inputs??{},K=n.vars,V=n.missingInputs;let c=new Map(i.upstream.map(w=>[w.stage,w])),Q=l.map(({stage:w,job:M,matrix:Z,
place:ee})=>{let C=b.upstream.find(He=>He.stage===w),te={...Z===void 0?{}:{matrix:Z},...ee===void 0?{}:{place:ee}};if(C!==
void 0)return{...te,...C,...C.job===C.stage?{job:M}:{}};let G=c.get(w);return{stage:w,job:M,stored:G?.stored,...G?.superseded===
void 0?{}:{superseded:G.superseded},...te}});O=[...Q,...b.upstream.filter(w=>!l.some(M=>M.stage===w.stage))],P=Q.filter(
w=>w.stored===void 0&&w.sample===void 0&&w.superseded===void 0)}for(let n of b.upstream){let l=O.find(c=>c.stage===n.stage)?.
job??n.job,m=et(n,l);m!==null&&t.stderr(m)}let B=(o!==void 0?O.map(n=>n.stage):W).find(n=>!S.has(n)&&i.unreadable.has(n));
if(B!==void 0)throw Qe(i.id,B,i.unreadable.get(B),e.job);let T=i.missing.find(n=>!S.has(n.stage)&&(o===void 0||P.some(l=>l.
stage===n.stage)));if(T!==void 0)throw Je(i.id,T,T.result,[`render with a handoff in its place: --handoff ${T.stage}=<fi\
le>`]);let U=i.notStored?.records.find(n=>!S.has(n.stage)&&(o===void 0||P.some(l=>l.stage===n.stage)));if(U!==void 0)throw new f(
"record-not-stored",`${ye({...U,runAttempt:1})} (job ${U.job}) of run ${i.id} was never stored: ${U.why}`,{details:[i.notStored.
fix,`or render with a handoff in its place: --handoff ${U.stage}=<file>`]});P.length>0&&t.stderr(`note: ${i.id===void 0?
"no --run or --handoff gives":`neither run ${i.id} nor a --handoff gives`} ${P.map(n=>n.stage).join(", ")}, upstream of \
job ${e.job}: rendered as a stage that did not run (give --handoff ${P[0].stage}=<file>, or --run <run>)
`);let D=V.filter(n=>rt(I,n.name));if(D.length>0){let[n,...l]=D;throw new f(fe.inputMissing,n.message,{where:n.where,details:[
...l.map(m=>`${m.where}: ${m.message}`),`the prompt of job ${e.job} reads ${D.map(m=>`inputs.${m.name}`).join(", ")}, wh\
ich a run of ${e.workflow} is always given`]})}let ze={...De(u),...q,..._(e.input,"--input"),...K},X={source:a,...R===void 0?
{}:{maxPromptTokens:R},...d===void 0?{}:{madeEventHint:Ee(d)}};i.id!==void 0&&i.invocation===void 0&&(I===s?[s]:[s,I]).some(
st)&&t.stderr(`note: run ${i.id} has no ${de.invocation} (a run stored before baton kept one, or it was removed), so its\
 inputs and event are not known: give them with --input and --event
`),await Ne(I,X);let Y=Ie({upstream:O,inputs:ze,github:nt(i.facts,h.facts,x,$),openJobs:H,analysis:Te(I)});for(let n of Y.
warnings)t.stderr(`warning: ${F(n)}
`);let N;try{N=Me(I,Y.context,X)}catch(n){let l=new Set(O.filter(c=>c.matrix!==void 0).map(c=>c.stage)),m=b.upstream.filter(
c=>c.job!==c.stage&&c.sampleMatrix===void 0&&!l.has(c.stage));throw n instanceof f&&/\bmatrix\./.test(n.message)&&m.length>
0?new f(n.code,n.message,{...n.where===void 0?{}:{where:n.where},details:[...n.details,`the sample leg${m.length===1?"":
"s"} ${m.map(c=>c.stage).join(", ")} ${m.length===1?"has":"have"} no matrix values: give them with --matrix ${m[0].stage}\
='{"<key>":"<value>"}'`],cause:n.cause}):n}for(let n of N.warnings)t.stderr(`warning: ${F(n)}
`);return ge(t,t.isTTY?`${N.prompt}
`:N.prompt),z.ok}async function We(t,r,e){if(r!==void 0&&e!==void 0)throw new f("usage","give a template file or --templ\
ate, not both");if(e!==void 0)return{text:e,source:"--template"};if(r===void 0)throw new f("usage","give a template file\
, or the template itself with --template");return{text:await Ve(t,r,"template file"),source:r}}function qe(t){return t===
void 0?void 0:Be(t,`--${ie.maxPromptTokens}`)}async function Ke(t,r){return L(e=>$e(t.cwd,r,{signal:e}),{file:r,what:"wo\
rkflow file",after:"; nothing was rendered",give:"baton render --workflow <(command)"})}async function Ve(t,r,e){let s;try{
s=await L(o=>ce(E(t.cwd,r),A.templateBytes,o),{file:r,what:e,after:"; nothing was rendered",give:"baton render <(command\
)"})}catch(o){throw o instanceof f?o:me(r,o,e)}if(s.kind==="too-large"){let o=s.size===null?"more than":`${s.size} bytes\
, more than`;throw new f(oe.tooLarge,`the ${e} is ${o} the ${A.templateBytes} (${A.templateBytes/1024} KiB) a template m\
ay be`,{where:r})}if(s.kind==="not-readable")throw s.what==="a directory"?new f("usage",`the ${e} is a directory`,{where:r}):
new f("usage",`the ${e} is ${s.what}; a template must be a regular file or a pipe: give the file, or <(command) for a co\
mmand's output`,{where:r});let a=se(s.bytes);if(a.kind==="text")return a.text;let g=a.kind==="utf-16"?`; ${re}`:"";throw new f(
"usage",`the ${e} ${a.problem}${g}`,{where:r})}async function Xe(t,r){let s=(await L(a=>pe(E(t.cwd,r),r,a),{file:r,what:"\
event file",after:"; nothing was rendered",give:"--event <(command)"})).toString("utf8");try{return ve(s,r)}catch(a){throw a instanceof
f?new f("usage",a.message,{where:r}):a}}async function Ye(t,r){let e=_e.forProject(t.cwd),s=await e.resolve(r),a=await Oe(
e.runDir(s),{code:"run-invalid",fix:`run ${s}'s inputs and event, which a render of it takes, cannot be read from it; pu\
t it back from a copy`}),g=await e.open(s),o=await e.readSummary(s),k=await g.list(),R=[...new Set(k.map(d=>d.stage))],i=o.
jobs.flatMap(d=>d.stages),p=[...i.filter(d=>R.includes(d)),...R.filter(d=>!i.includes(d))],v=[],j=new Map,u,y=je(k),x=Se(
y);for(let d of p){let h=await g.get(d).catch(S=>{if(!(S instanceof f))throw S;j.set(d,S)});if(!h)continue;u??=h.record.
run;let b=x?Re(h.record,y):void 0;v.push(b===void 0?{stage:d,job:h.record.job,stored:h}:{stage:d,job:h.record.job,stored:void 0,
superseded:b})}let $=(await Le(g,o.jobs,k)).map(d=>({...d,result:o.jobs.find(h=>h.id===d.job)?.result??"unknown"}));return{
id:s,upstream:v,unreadable:j,facts:u,invocation:a,jobs:new Map(o.jobs.map(d=>[d.id,d.stages])),missing:$,notStored:await Ce(
e.runDir(s),o)}}function Qe(t,r,e,s){return new f(e.code,`run ${t}'s record of stage ${r} cannot be read, and the prompt${s===
void 0?"":` of job ${s}`} reads it`,{details:[...ne(e),...Ae(e.code)?[Fe(t,r)]:[],`or render it with a sample handoff in\
stead: --handoff ${r}=<file>`],cause:e})}async function Ze(t,r,e){let s=[],a=[],g=_(r,"--handoff"),o=r.map(i=>(i.split("\
=")[0]??"").split("@")[0]),k=o.find((i,p)=>o.indexOf(i)!==p);if(k!==void 0)throw new f("usage",`stage ${k} is given twic\
e; give each stage one handoff file`,{where:"--handoff"});let R=tt(e,g);for(let[i,p]of Object.entries(g)){let[v="",j=v,...u]=i.
split("@");for(let $ of[v,j])if(!ae.test($)||u.length>0)throw new f("usage",`${JSON.stringify(i)} is not <stage> or <sta\
ge>@<job> (ids are a letter or _, then letters, digits, _ or -)`,{where:"--handoff"});let y=await ue(E(t.cwd,p));if(y.kind===
"missing")throw new f("usage","handoff file: no such file",{where:p});if(y.kind==="invalid"){a.push(...y.problems.map($=>({
...$,path:`${p} ${$.path}`})));continue}let x=R.get(v);s.push({stage:v,job:j,stored:void 0,sample:y.handoff,...x===void 0?
{}:{sampleMatrix:x}})}return{upstream:s,problems:a}}function et(t,r){if(t.sampleMatrix===void 0)return null;let e=xe(t.sampleMatrix).
join("-");return e===""||t.stage.endsWith(`-${e}`)||`${r}-${e}`.length>ke?null:`warning: --matrix ${t.stage}: a run name\
s the leg of ${r} with these values ${r}-${e} (or <stage input>-${e})
`}function tt(t,r){let e=new Set(Object.keys(r).map(a=>a.split("@")[0])),s=new Map;for(let[a,g]of Object.entries(_(t,"--\
matrix"))){if(!e.has(a))throw new f("usage",`${JSON.stringify(a)} is not a stage given by --handoff${e.size>0?` (given: ${[
...e].join(", ")})`:""}`,{where:"--matrix",details:["give the leg a sample handoff too: --handoff <stage>@<job>=<file> -\
-matrix <stage>=<json>"]});let o;try{o=JSON.parse(g)}catch{o=void 0}if(o===null||typeof o!="object"||Array.isArray(o))throw new f(
"usage",`the matrix values of ${a} must be one JSON object, such as {"angle":"security"}`,{where:"--matrix"});s.set(a,o)}
return s}function Ge(t){return"comment"in t&&"issue"in t?"issue_comment":"pull_request"in t?"pull_request":"issue"in t?"\
issues":"workflow_dispatch"}function nt(t,r,e,s){let a=s??t?.event_name??Ge(e);return{repository:t?.repository??le(e)??r.
repository,ref:t?.ref??be(a,e)??r.ref,sha:t?.sha??he(a,e)??r.sha,run_id:t?.id??"render",actor:we(e)??r.actor,event_name:a,
event:e}}function rt(t,r){let e=J(t).analysis?.paths.values()??[];for(let{root:s}of e)if(s?.[0]==="inputs"&&(s.length===
1||s[1]===r))return!0;return!1}function st(t){let r=J(t).analysis?.paths.values()??[];for(let{root:e}of r)if(e?.[0]==="i\
nputs"||e?.[0]==="github"&&(e.length===1||e[1]==="event"||e[1]==="event_name"))return!0;return!1}function De(t){if(t===void 0)
return{};let r={},e=t.event.inputs;if(t.event_name==="workflow_dispatch"&&e!==null&&typeof e=="object")for(let[s,a]of Object.
entries(e))(typeof a=="string"||typeof a=="number"||typeof a=="boolean")&&(r[s]=String(a));return{...r,...t.inputs}}export{Ot as renderCommand};

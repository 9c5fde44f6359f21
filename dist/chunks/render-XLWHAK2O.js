import{a as _,b as De}from"./chunk-JZ32DID6.js";import{b as Ue,d as Ee,j as Te,l as Ne,m as Me,n as Ce}from"./chunk-AMR7SFRU.js";
import{c as ke}from"./chunk-7TL522ED.js";import{C as B,i as Pe}from"./chunk-PWTAMWX4.js";import{a as _e}from"./chunk-YSY2Z5MM.js";
import{c as Ae,d as Fe,e as Le,g as Je,h as Be}from"./chunk-FP3TXCGP.js";import{a as xe,c as je,e as Se,f as Re,g as Ie}from"./chunk-6AMTDVSF.js";
import{f as Oe}from"./chunk-6IZZJR7K.js";import"./chunk-XKKS5J6K.js";import{C as $e}from"./chunk-ZUIKJKF4.js";
import"./chunk-RBL3FFHZ.js";import"./chunk-6RREDHNG.js";import"./chunk-NUWPZMYM.js";import"./chunk-TTL53LJI.js";
import{l as we,m as he,n as be,p as ve,q as ye}from"./chunk-JAFGILSD.js";import"./chunk-LS2NIP65.js";import{
a as J}from"./chunk-YVPZ5VXS.js";import{a as le}from"./chunk-37MJCIRR.js";import"./chunk-HDT3FCLQ.js";
import{a as pe,b as ge,c as F}from"./chunk-DU6UFEID.js";import{a as me}from"./chunk-FY6ZLXKV.js";import{f as ce,
i as L}from"./chunk-56XQEZWE.js";import"./chunk-TR6ONM2E.js";import"./chunk-FCWOFCWY.js";import"./chunk-DA5X62VC.js";
import"./chunk-TIXFR75A.js";import{d as f,g as re}from"./chunk-OKFZ7BVP.js";import{b as z}from"./chunk-OU33NO3O.js";
import"./chunk-5A7QKWCT.js";import"./chunk-X3WXZ7VZ.js";import{D as A,E as oe,H as ie,O as de,V as fe,Y as ue,
g as se,h as ae}from"./chunk-VTCVQFHR.js";import"./chunk-3NR5HZ6E.js";import{resolve as E}from"node:path";async function Ut(t,r,e={}){if(e.workflow===void 0&&(e.job!==void 0||e.step!==void 0))throw new f("usage",`${e.job!==void 0?
"--job":"--step"} names a stage step of --workflow <file>, which is not given`);let{text:s,source:a,maxPromptTokens:u,upstream:i,
evaluate:l}=e.workflow===void 0?await qe(t,r,e.template):await(await import("./render-workflow-ERYYV5ES.js")).workflowPrompt(
t,r,e,{text:Ve}),R=Ke(e.maxPromptTokens??u),o=e.run===void 0?{id:void 0,upstream:[],unreadable:new Map,facts:void 0,invocation:void 0,
jobs:void 0,missing:[],notStored:null}:await Qe(t,e.run),g=o.invocation,y=e.workflow===void 0?void 0:E(t.cwd,e.workflow),
j=y!==void 0&&g!==void 0&&![g.workflow_path,...Object.keys(g.called_sha256??{})].some(n=>E(t.cwd,n)===y);j&&t.stderr(`no\
te: run ${o.id} ran ${g?.workflow_path}, not ${e.workflow}: its records are read, not its inputs or event (give those wi\
th --input and --event)
`);let m=j?void 0:g,$=o.id===void 0||m===void 0?null:Ee(o.id,m,"render");$&&t.stderr(`warning: ${$}
`);let x=e.event===void 0?m?.event??{}:await Ye(t,e.event),k=e.eventName??(e.event===void 0?m?.event_name:We(x)),d=e.event===
void 0&&m?.event_made===!0?k:void 0,b=await _e(t.cwd,t.env),v=await et(t,e.handoff??[],e.matrix??[]);if(v.problems.length>
0){for(let n of v.problems)t.stderr(`${L(n)}
`);return z.failure}let S=new Set(v.upstream.map(n=>n.stage)),O=[...o.upstream.filter(n=>!S.has(n.stage)),...v.upstream],
P=[],H=[],I=s,q=(B(s).analysis?.references??[]).filter(n=>n.kind==="stage").map(n=>n.stage),K={},V={},X=[];if(i!==void 0){
let n=await i({inputs:{...Ge(m),..._(e.input,"--input")},asked:Object.keys(_(e.input,"--input")),vars:m?.vars??{},event:e.
event===void 0?m?.event??null:x,eventName:e.eventName??(e.event===void 0?m?.event_name:void 0),facts:o.facts,checkout:b,
ran:o.jobs,named:q}),{stages:w,open:c}=n;l!==void 0&&(I=l(n)),{payload:x,name:k}=n.event,n.event.made&&(d=n.event.name),
H=c,K=n.inputs??{},V=n.vars,X=n.missingInputs;let p=new Map(o.upstream.map(h=>[h.stage,h])),Z=w.map(({stage:h,job:M,matrix:ee,
place:te})=>{let C=v.upstream.find(He=>He.stage===h),ne={...ee===void 0?{}:{matrix:ee},...te===void 0?{}:{place:te}};if(C!==
void 0)return{...ne,...C,...C.job===C.stage?{job:M}:{}};let W=p.get(h);return{stage:h,job:M,stored:W?.stored,...W?.superseded===
void 0?{}:{superseded:W.superseded},...ne}});O=[...Z,...v.upstream.filter(h=>!w.some(M=>M.stage===h.stage))],P=Z.filter(
h=>h.stored===void 0&&h.sample===void 0&&h.superseded===void 0)}for(let n of v.upstream){let w=O.find(p=>p.stage===n.stage)?.
job??n.job,c=tt(n,w);c!==null&&t.stderr(c)}let D=(i!==void 0?O.map(n=>n.stage):q).find(n=>!S.has(n)&&o.unreadable.has(n));
if(D!==void 0)throw Ze(o.id,D,o.unreadable.get(D),e.job);let T=o.missing.find(n=>!S.has(n.stage)&&(i===void 0||P.some(w=>w.
stage===n.stage)));if(T!==void 0)throw Be(o.id,T,T.result,[`render with a handoff in its place: --handoff ${T.stage}=<fi\
le>`]);let U=o.notStored?.records.find(n=>!S.has(n.stage)&&(i===void 0||P.some(w=>w.stage===n.stage)));if(U!==void 0)throw new f(
"record-not-stored",`${$e({...U,runAttempt:1})} (job ${U.job}) of run ${o.id} was never stored: ${U.why}`,{details:[o.notStored.
fix,`or render with a handoff in its place: --handoff ${U.stage}=<file>`]});P.length>0&&t.stderr(`note: ${o.id===void 0?
"no --run or --handoff gives":`neither run ${o.id} nor a --handoff gives`} ${P.map(n=>n.stage).join(", ")}, upstream of \
job ${e.job}: rendered as a stage that did not run (give --handoff ${P[0].stage}=<file>, or --run <run>)
`);let G=X.filter(n=>st(I,n.name));if(G.length>0){let[n,...w]=G;throw new f(ue.inputMissing,n.message,{where:n.where,details:[
...w.map(c=>`${c.where}: ${c.message}`),`the prompt of job ${e.job} reads ${G.map(c=>`inputs.${c.name}`).join(", ")}, wh\
ich a run of ${e.workflow} is always given`]})}let ze={...Ge(m),...K,..._(e.input,"--input"),...V},Y={source:a,...R===void 0?
{}:{maxPromptTokens:R},...d===void 0?{}:{madeEventHint:Te(d)}};o.id!==void 0&&o.invocation===void 0&&(I===s?[s]:[s,I]).some(
at)&&t.stderr(`note: run ${o.id} has no ${fe.invocation} (a run stored before baton kept one, or it was removed), so its\
 inputs and event are not known: give them with --input and --event
`),await Me(I,Y);let Q=Pe({upstream:O,inputs:ze,github:rt(o.facts,b.facts,x,k),openJobs:H,analysis:Ne(I)});for(let n of Q.
warnings)t.stderr(`warning: ${L(n)}
`);let N;try{N=Ce(I,Q.context,Y)}catch(n){let w=new Set(O.filter(p=>p.matrix!==void 0).map(p=>p.stage)),c=v.upstream.filter(
p=>p.job!==p.stage&&p.sampleMatrix===void 0&&!w.has(p.stage));throw n instanceof f&&/\bmatrix\./.test(n.message)&&c.length>
0?new f(n.code,n.message,{...n.where===void 0?{}:{where:n.where},details:[...n.details,`the sample leg${c.length===1?"":
"s"} ${c.map(p=>p.stage).join(", ")} ${c.length===1?"has":"have"} no matrix values: give them with --matrix ${c[0].stage}\
='{"<key>":"<value>"}'`],cause:n.cause}):n}for(let n of N.warnings)t.stderr(`warning: ${L(n)}
`);return le(t,t.isTTY?`${N.prompt}
`:N.prompt),z.ok}async function qe(t,r,e){if(r!==void 0&&e!==void 0)throw new f("usage","give a template file or --templ\
ate, not both");if(e!==void 0)return{text:e,source:"--template"};if(r===void 0)throw new f("usage","give a template file\
, or the template itself with --template");return{text:await Xe(t,r,"template file"),source:r}}function Ke(t){return t===
void 0?void 0:De(t,`--${ie.maxPromptTokens}`)}async function Ve(t,r){return J(e=>ke(t.cwd,r,{signal:e}).catch(s=>{throw!e.
aborted||s!==e.reason?s:F(r,"workflow file","; nothing was rendered","baton render --workflow <(command)")}))}async function Xe(t,r,e){
let s;try{s=await J(i=>pe(E(t.cwd,r),A.templateBytes,i).catch(l=>{throw!i.aborted||l!==i.reason?l:F(r,e,"; nothing was r\
endered","baton render <(command)")}))}catch(i){throw i instanceof f?i:ce(r,i,e)}if(s.kind==="too-large"){let i=s.size===
null?"more than":`${s.size} bytes, more than`;throw new f(de.tooLarge,`the ${e} is ${i} the ${A.templateBytes} (${A.templateBytes/
1024} KiB) a template may be`,{where:r})}if(s.kind==="not-readable")throw s.what==="a directory"?new f("usage",`the ${e}\
 is a directory`,{where:r}):new f("usage",`the ${e} is ${s.what}; a template must be a regular file or a pipe: give the \
file, or <(command) for a command's output`,{where:r});let a=ae(s.bytes);if(a.kind==="text")return a.text;let u=a.kind===
"utf-16"?`; ${se}`:"";throw new f("usage",`the ${e} ${a.problem}${u}`,{where:r})}async function Ye(t,r){let s=(await J(a=>ge(
E(t.cwd,r),r,a).catch(u=>{throw!a.aborted||u!==a.reason?u:F(r,"event file","; nothing was rendered","--event <(command)")}))).
toString("utf8");try{return ye(s,r)}catch(a){throw a instanceof f?new f("usage",a.message,{where:r}):a}}async function Qe(t,r){
let e=Oe.forProject(t.cwd),s=await e.resolve(r),a=await Ue(e.runDir(s),{code:"run-invalid",fix:`run ${s}'s inputs and ev\
ent, which a render of it takes, cannot be read from it; put it back from a copy`}),u=await e.open(s),i=await e.readSummary(
s),l=await u.list(),R=[...new Set(l.map(d=>d.stage))],o=i.jobs.flatMap(d=>d.stages),g=[...o.filter(d=>R.includes(d)),...R.
filter(d=>!o.includes(d))],y=[],j=new Map,m,$=Se(l),x=Re($);for(let d of g){let b=await u.get(d).catch(S=>{if(!(S instanceof
f))throw S;j.set(d,S)});if(!b)continue;m??=b.record.run;let v=x?Ie(b.record,$):void 0;y.push(v===void 0?{stage:d,job:b.record.
job,stored:b}:{stage:d,job:b.record.job,stored:void 0,superseded:v})}let k=(await Je(u,i.jobs,l)).map(d=>({...d,result:i.
jobs.find(b=>b.id===d.job)?.result??"unknown"}));return{id:s,upstream:y,unreadable:j,facts:m,invocation:a,jobs:new Map(i.
jobs.map(d=>[d.id,d.stages])),missing:k,notStored:await Ae(e.runDir(s),i)}}function Ze(t,r,e,s){return new f(e.code,`run\
 ${t}'s record of stage ${r} cannot be read, and the prompt${s===void 0?"":` of job ${s}`} reads it`,{details:[...re(e),
...Fe(e.code)?[Le(t,r)]:[],`or render it with a sample handoff instead: --handoff ${r}=<file>`],cause:e})}async function et(t,r,e){
let s=[],a=[],u=_(r,"--handoff"),i=r.map(o=>(o.split("=")[0]??"").split("@")[0]),l=i.find((o,g)=>i.indexOf(o)!==g);if(l!==
void 0)throw new f("usage",`stage ${l} is given twice; give each stage one handoff file`,{where:"--handoff"});let R=nt(e,
u);for(let[o,g]of Object.entries(u)){let[y="",j=y,...m]=o.split("@");for(let k of[y,j])if(!oe.test(k)||m.length>0)throw new f(
"usage",`${JSON.stringify(o)} is not <stage> or <stage>@<job> (ids are a letter or _, then letters, digits, _ or -)`,{where:"\
--handoff"});let $=await me(E(t.cwd,g));if($.kind==="missing")throw new f("usage","handoff file: no such file",{where:g});
if($.kind==="invalid"){a.push(...$.problems.map(k=>({...k,path:`${g} ${k.path}`})));continue}let x=R.get(y);s.push({stage:y,
job:j,stored:void 0,sample:$.handoff,...x===void 0?{}:{sampleMatrix:x}})}return{upstream:s,problems:a}}function tt(t,r){
if(t.sampleMatrix===void 0)return null;let e=je(t.sampleMatrix).join("-");return e===""||t.stage.endsWith(`-${e}`)||`${r}\
-${e}`.length>xe?null:`warning: --matrix ${t.stage}: a run names the leg of ${r} with these values ${r}-${e} (or <stage \
input>-${e})
`}function nt(t,r){let e=new Set(Object.keys(r).map(a=>a.split("@")[0])),s=new Map;for(let[a,u]of Object.entries(_(t,"--\
matrix"))){if(!e.has(a))throw new f("usage",`${JSON.stringify(a)} is not a stage given by --handoff${e.size>0?` (given: ${[
...e].join(", ")})`:""}`,{where:"--matrix",details:["give the leg a sample handoff too: --handoff <stage>@<job>=<file> -\
-matrix <stage>=<json>"]});let i;try{i=JSON.parse(u)}catch{i=void 0}if(i===null||typeof i!="object"||Array.isArray(i))throw new f(
"usage",`the matrix values of ${a} must be one JSON object, such as {"angle":"security"}`,{where:"--matrix"});s.set(a,i)}
return s}function We(t){return"comment"in t&&"issue"in t?"issue_comment":"pull_request"in t?"pull_request":"issue"in t?"\
issues":"workflow_dispatch"}function rt(t,r,e,s){let a=s??t?.event_name??We(e);return{repository:t?.repository??we(e)??r.
repository,ref:t?.ref??ve(a,e)??r.ref,sha:t?.sha??be(a,e)??r.sha,run_id:t?.id??"render",actor:he(e)??r.actor,event_name:a,
event:e}}function st(t,r){let e=B(t).analysis?.paths.values()??[];for(let{root:s}of e)if(s?.[0]==="inputs"&&(s.length===
1||s[1]===r))return!0;return!1}function at(t){let r=B(t).analysis?.paths.values()??[];for(let{root:e}of r)if(e?.[0]==="i\
nputs"||e?.[0]==="github"&&(e.length===1||e[1]==="event"||e[1]==="event_name"))return!0;return!1}function Ge(t){if(t===void 0)
return{};let r={},e=t.event.inputs;if(t.event_name==="workflow_dispatch"&&e!==null&&typeof e=="object")for(let[s,a]of Object.
entries(e))(typeof a=="string"||typeof a=="number"||typeof a=="boolean")&&(r[s]=String(a));return{...r,...t.inputs}}export{Ut as renderCommand};

import{a as U,b as De}from"./chunk-JZ32DID6.js";import{b as Ue,d as Ee,j as Te,l as Ne,m as Me,n as Ce}from"./chunk-AMR7SFRU.js";
import{c as ke}from"./chunk-7TL522ED.js";import{C as D,i as Pe}from"./chunk-PWTAMWX4.js";import{a as _e}from"./chunk-YSY2Z5MM.js";
import{c as Ae,d as Fe,e as Le,g as Je,h as Be}from"./chunk-FP3TXCGP.js";import{a as xe,c as je,e as Se,f as Re,g as Ie}from"./chunk-6AMTDVSF.js";
import{f as Oe}from"./chunk-6IZZJR7K.js";import"./chunk-XKKS5J6K.js";import{C as $e}from"./chunk-ZUIKJKF4.js";
import"./chunk-RBL3FFHZ.js";import"./chunk-6RREDHNG.js";import"./chunk-NUWPZMYM.js";import"./chunk-TTL53LJI.js";
import{l as we,m as he,n as be,p as ve,q as ye}from"./chunk-JAFGILSD.js";import"./chunk-LS2NIP65.js";import{
a as B}from"./chunk-YVPZ5VXS.js";import{a as le}from"./chunk-37MJCIRR.js";import"./chunk-HDT3FCLQ.js";
import{a as pe,b as ge,c as L}from"./chunk-DU6UFEID.js";import{a as me}from"./chunk-FY6ZLXKV.js";import{f as ce,
i as J}from"./chunk-56XQEZWE.js";import"./chunk-TR6ONM2E.js";import"./chunk-FCWOFCWY.js";import"./chunk-DA5X62VC.js";
import"./chunk-TIXFR75A.js";import{d as f,g as re}from"./chunk-OKFZ7BVP.js";import{b as H}from"./chunk-OU33NO3O.js";
import"./chunk-5A7QKWCT.js";import"./chunk-X3WXZ7VZ.js";import{D as F,E as oe,H as ie,O as de,V as fe,Y as ue,
g as se,h as ae}from"./chunk-VTCVQFHR.js";import"./chunk-3NR5HZ6E.js";import{resolve as E}from"node:path";async function Ut(t,r,e={}){if(e.workflow===void 0&&(e.job!==void 0||e.step!==void 0))throw new f("usage",`${e.job!==void 0?
"--job":"--step"} names a stage step of --workflow <file>, which is not given`);let{text:s,source:a,maxPromptTokens:m,vars:i,
upstream:c,evaluate:x}=e.workflow===void 0?await qe(t,r,e.template):await(await import("./render-workflow-TQMZIQQC.js")).workflowPrompt(
t,r,e,{text:Ve}),w=Ke(e.maxPromptTokens??m),o=e.run===void 0?{id:void 0,upstream:[],unreadable:new Map,facts:void 0,invocation:void 0,
jobs:void 0,missing:[],notStored:null}:await Qe(t,e.run),l=o.invocation,k=e.workflow===void 0?void 0:E(t.cwd,e.workflow),
j=k!==void 0&&l!==void 0&&![l.workflow_path,...Object.keys(l.called_sha256??{})].some(n=>E(t.cwd,n)===k);j&&t.stderr(`no\
te: run ${o.id} ran ${l?.workflow_path}, not ${e.workflow}: its records are read, not its inputs or event (give those wi\
th --input and --event)
`);let u=j?void 0:l,S=o.id===void 0||u===void 0?null:Ee(o.id,u,"render");S&&t.stderr(`warning: ${S}
`);let $=e.event===void 0?u?.event??{}:await Ye(t,e.event),d=e.eventName??(e.event===void 0?u?.event_name:We($)),h=e.event===
void 0&&u?.event_made===!0?d:void 0,P=await _e(t.cwd,t.env),b=await et(t,e.handoff??[],e.matrix??[]);if(b.problems.length>
0){for(let n of b.problems)t.stderr(`${J(n)}
`);return H.failure}let T=new Set(b.upstream.map(n=>n.stage)),_=[...o.upstream.filter(n=>!T.has(n.stage)),...b.upstream],
I=[],q=[],R=s,K=(D(s).analysis?.references??[]).filter(n=>n.kind==="stage").map(n=>n.stage),V={},X=[];if(c!==void 0){let n=await c(
{inputs:{...Ge(u),...U(e.input,"--input")},vars:u?.vars??{},event:e.event===void 0?u?.event??null:$,eventName:e.eventName??
(e.event===void 0?u?.event_name:void 0),facts:o.facts,checkout:P,ran:o.jobs,named:K}),{stages:v,open:p}=n;x!==void 0&&(R=
x(n)),{payload:$,name:d}=n.event,n.event.made&&(h=n.event.name),q=p,V=n.inputs??{},X=n.missingInputs;let g=new Map(o.upstream.
map(y=>[y.stage,y])),Z=v.map(({stage:y,job:C,matrix:ee,place:te})=>{let A=b.upstream.find(He=>He.stage===y),ne={...ee===
void 0?{}:{matrix:ee},...te===void 0?{}:{place:te}};if(A!==void 0)return{...ne,...A,...A.job===A.stage?{job:C}:{}};let z=g.
get(y);return{stage:y,job:C,stored:z?.stored,...z?.superseded===void 0?{}:{superseded:z.superseded},...ne}});_=[...Z,...b.
upstream.filter(y=>!v.some(C=>C.stage===y.stage))],I=Z.filter(y=>y.stored===void 0&&y.sample===void 0&&y.superseded===void 0)}
for(let n of b.upstream){let v=_.find(g=>g.stage===n.stage)?.job??n.job,p=tt(n,v);p!==null&&t.stderr(p)}let G=(c!==void 0?
_.map(n=>n.stage):K).find(n=>!T.has(n)&&o.unreadable.has(n));if(G!==void 0)throw Ze(o.id,G,o.unreadable.get(G),e.job);let N=o.
missing.find(n=>!T.has(n.stage)&&(c===void 0||I.some(v=>v.stage===n.stage)));if(N!==void 0)throw Be(o.id,N,N.result,[`re\
nder with a handoff in its place: --handoff ${N.stage}=<file>`]);let O=o.notStored?.records.find(n=>!T.has(n.stage)&&(c===
void 0||I.some(v=>v.stage===n.stage)));if(O!==void 0)throw new f("record-not-stored",`${$e({...O,runAttempt:1})} (job ${O.
job}) of run ${o.id} was never stored: ${O.why}`,{details:[o.notStored.fix,`or render with a handoff in its place: --han\
doff ${O.stage}=<file>`]});I.length>0&&t.stderr(`note: ${o.id===void 0?"no --run or --handoff gives":`neither run ${o.id}\
 nor a --handoff gives`} ${I.map(n=>n.stage).join(", ")}, upstream of job ${e.job}: rendered as a stage that did not run\
 (give --handoff ${I[0].stage}=<file>, or --run <run>)
`);let W=X.filter(n=>st(R,n.name));if(W.length>0){let[n,...v]=W;throw new f(ue.inputMissing,n.message,{where:n.where,details:[
...v.map(p=>`${p.where}: ${p.message}`),`the prompt of job ${e.job} reads ${W.map(p=>`inputs.${p.name}`).join(", ")}, wh\
ich a run of ${e.workflow} is always given`]})}let ze={...Ge(u),...V,...i,...U(e.input,"--input")},Y={source:a,...w===void 0?
{}:{maxPromptTokens:w},...h===void 0?{}:{madeEventHint:Te(h)}};o.id!==void 0&&o.invocation===void 0&&(R===s?[s]:[s,R]).some(
at)&&t.stderr(`note: run ${o.id} has no ${fe.invocation} (a run stored before baton kept one, or it was removed), so its\
 inputs and event are not known: give them with --input and --event
`),await Me(R,Y);let Q=Pe({upstream:_,inputs:ze,github:rt(o.facts,P.facts,$,d),openJobs:q,analysis:Ne(R)});for(let n of Q.
warnings)t.stderr(`warning: ${J(n)}
`);let M;try{M=Ce(R,Q.context,Y)}catch(n){let v=new Set(_.filter(g=>g.matrix!==void 0).map(g=>g.stage)),p=b.upstream.filter(
g=>g.job!==g.stage&&g.sampleMatrix===void 0&&!v.has(g.stage));throw n instanceof f&&/\bmatrix\./.test(n.message)&&p.length>
0?new f(n.code,n.message,{...n.where===void 0?{}:{where:n.where},details:[...n.details,`the sample leg${p.length===1?"":
"s"} ${p.map(g=>g.stage).join(", ")} ${p.length===1?"has":"have"} no matrix values: give them with --matrix ${p[0].stage}\
='{"<key>":"<value>"}'`],cause:n.cause}):n}for(let n of M.warnings)t.stderr(`warning: ${J(n)}
`);return le(t,t.isTTY?`${M.prompt}
`:M.prompt),H.ok}async function qe(t,r,e){if(r!==void 0&&e!==void 0)throw new f("usage","give a template file or --templ\
ate, not both");if(e!==void 0)return{text:e,source:"--template"};if(r===void 0)throw new f("usage","give a template file\
, or the template itself with --template");return{text:await Xe(t,r,"template file"),source:r}}function Ke(t){return t===
void 0?void 0:De(t,`--${ie.maxPromptTokens}`)}async function Ve(t,r){return B(e=>ke(t.cwd,r,{signal:e}).catch(s=>{throw!e.
aborted||s!==e.reason?s:L(r,"workflow file","; nothing was rendered","baton render --workflow <(command)")}))}async function Xe(t,r,e){
let s;try{s=await B(i=>pe(E(t.cwd,r),F.templateBytes,i).catch(c=>{throw!i.aborted||c!==i.reason?c:L(r,e,"; nothing was r\
endered","baton render <(command)")}))}catch(i){throw i instanceof f?i:ce(r,i,e)}if(s.kind==="too-large"){let i=s.size===
null?"more than":`${s.size} bytes, more than`;throw new f(de.tooLarge,`the ${e} is ${i} the ${F.templateBytes} (${F.templateBytes/
1024} KiB) a template may be`,{where:r})}if(s.kind==="not-readable")throw s.what==="a directory"?new f("usage",`the ${e}\
 is a directory`,{where:r}):new f("usage",`the ${e} is ${s.what}; a template must be a regular file or a pipe: give the \
file, or <(command) for a command's output`,{where:r});let a=ae(s.bytes);if(a.kind==="text")return a.text;let m=a.kind===
"utf-16"?`; ${se}`:"";throw new f("usage",`the ${e} ${a.problem}${m}`,{where:r})}async function Ye(t,r){let s=(await B(a=>ge(
E(t.cwd,r),r,a).catch(m=>{throw!a.aborted||m!==a.reason?m:L(r,"event file","; nothing was rendered","--event <(command)")}))).
toString("utf8");try{return ye(s,r)}catch(a){throw a instanceof f?new f("usage",a.message,{where:r}):a}}async function Qe(t,r){
let e=Oe.forProject(t.cwd),s=await e.resolve(r),a=await Ue(e.runDir(s),{code:"run-invalid",fix:`run ${s}'s inputs and ev\
ent, which a render of it takes, cannot be read from it; put it back from a copy`}),m=await e.open(s),i=await e.readSummary(
s),c=await m.list(),x=[...new Set(c.map(d=>d.stage))],w=i.jobs.flatMap(d=>d.stages),o=[...w.filter(d=>x.includes(d)),...x.
filter(d=>!w.includes(d))],l=[],k=new Map,j,u=Se(c),S=Re(u);for(let d of o){let h=await m.get(d).catch(b=>{if(!(b instanceof
f))throw b;k.set(d,b)});if(!h)continue;j??=h.record.run;let P=S?Ie(h.record,u):void 0;l.push(P===void 0?{stage:d,job:h.record.
job,stored:h}:{stage:d,job:h.record.job,stored:void 0,superseded:P})}let $=(await Je(m,i.jobs,c)).map(d=>({...d,result:i.
jobs.find(h=>h.id===d.job)?.result??"unknown"}));return{id:s,upstream:l,unreadable:k,facts:j,invocation:a,jobs:new Map(i.
jobs.map(d=>[d.id,d.stages])),missing:$,notStored:await Ae(e.runDir(s),i)}}function Ze(t,r,e,s){return new f(e.code,`run\
 ${t}'s record of stage ${r} cannot be read, and the prompt${s===void 0?"":` of job ${s}`} reads it`,{details:[...re(e),
...Fe(e.code)?[Le(t,r)]:[],`or render it with a sample handoff instead: --handoff ${r}=<file>`],cause:e})}async function et(t,r,e){
let s=[],a=[],m=U(r,"--handoff"),i=r.map(w=>(w.split("=")[0]??"").split("@")[0]),c=i.find((w,o)=>i.indexOf(w)!==o);if(c!==
void 0)throw new f("usage",`stage ${c} is given twice; give each stage one handoff file`,{where:"--handoff"});let x=nt(e,
m);for(let[w,o]of Object.entries(m)){let[l="",k=l,...j]=w.split("@");for(let $ of[l,k])if(!oe.test($)||j.length>0)throw new f(
"usage",`${JSON.stringify(w)} is not <stage> or <stage>@<job> (ids are a letter or _, then letters, digits, _ or -)`,{where:"\
--handoff"});let u=await me(E(t.cwd,o));if(u.kind==="missing")throw new f("usage","handoff file: no such file",{where:o});
if(u.kind==="invalid"){a.push(...u.problems.map($=>({...$,path:`${o} ${$.path}`})));continue}let S=x.get(l);s.push({stage:l,
job:k,stored:void 0,sample:u.handoff,...S===void 0?{}:{sampleMatrix:S}})}return{upstream:s,problems:a}}function tt(t,r){
if(t.sampleMatrix===void 0)return null;let e=je(t.sampleMatrix).join("-");return e===""||t.stage.endsWith(`-${e}`)||`${r}\
-${e}`.length>xe?null:`warning: --matrix ${t.stage}: a run names the leg of ${r} with these values ${r}-${e} (or <stage \
input>-${e})
`}function nt(t,r){let e=new Set(Object.keys(r).map(a=>a.split("@")[0])),s=new Map;for(let[a,m]of Object.entries(U(t,"--\
matrix"))){if(!e.has(a))throw new f("usage",`${JSON.stringify(a)} is not a stage given by --handoff${e.size>0?` (given: ${[
...e].join(", ")})`:""}`,{where:"--matrix",details:["give the leg a sample handoff too: --handoff <stage>@<job>=<file> -\
-matrix <stage>=<json>"]});let i;try{i=JSON.parse(m)}catch{i=void 0}if(i===null||typeof i!="object"||Array.isArray(i))throw new f(
"usage",`the matrix values of ${a} must be one JSON object, such as {"angle":"security"}`,{where:"--matrix"});s.set(a,i)}
return s}function We(t){return"comment"in t&&"issue"in t?"issue_comment":"pull_request"in t?"pull_request":"issue"in t?"\
issues":"workflow_dispatch"}function rt(t,r,e,s){let a=s??t?.event_name??We(e);return{repository:t?.repository??we(e)??r.
repository,ref:t?.ref??ve(a,e)??r.ref,sha:t?.sha??be(a,e)??r.sha,run_id:t?.id??"render",actor:he(e)??r.actor,event_name:a,
event:e}}function st(t,r){let e=D(t).analysis?.paths.values()??[];for(let{root:s}of e)if(s?.[0]==="inputs"&&(s.length===
1||s[1]===r))return!0;return!1}function at(t){let r=D(t).analysis?.paths.values()??[];for(let{root:e}of r)if(e?.[0]==="i\
nputs"||e?.[0]==="github"&&(e.length===1||e[1]==="event"||e[1]==="event_name"))return!0;return!1}function Ge(t){if(t===void 0)
return{};let r={},e=t.event.inputs;if(t.event_name==="workflow_dispatch"&&e!==null&&typeof e=="object")for(let[s,a]of Object.
entries(e))(typeof a=="string"||typeof a=="number"||typeof a=="boolean")&&(r[s]=String(a));return{...r,...t.inputs}}export{Ut as renderCommand};

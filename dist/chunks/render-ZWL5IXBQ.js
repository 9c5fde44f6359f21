import{a as _,b as Ge}from"./chunk-S3XHUHQQ.js";import{b as Ee,d as Te,j as Ne,l as Me,m as Ae,n as Ce}from"./chunk-JOHY2KO3.js";
import{c as ke}from"./chunk-3AEQ2PYJ.js";import{C as J,i as _e}from"./chunk-3CJ365NI.js";import{a as Oe}from"./chunk-U6G3BVZI.js";
import{c as Fe,d as Le,e as Je,g as Be,h as De}from"./chunk-LI62HDKS.js";import{a as xe,c as Se,e as Re,f as Ie,g as Pe}from"./chunk-M6PCGQAN.js";
import{f as Ue}from"./chunk-CQFXWFSA.js";import"./chunk-YW23EYA3.js";import{C as je}from"./chunk-LZYN5DKP.js";
import"./chunk-RBL3FFHZ.js";import"./chunk-6RREDHNG.js";import"./chunk-NUWPZMYM.js";import"./chunk-YEKP4IAG.js";
import{l as he,m as be,n as ve,p as ye,q as $e}from"./chunk-T7W5VX65.js";import"./chunk-LS2NIP65.js";import{
a as L}from"./chunk-WB5MLN7V.js";import{a as we}from"./chunk-RH6UP7MI.js";import"./chunk-RXTW3LH6.js";
import{a as ge,b as le}from"./chunk-JFRZY623.js";import{a as ce}from"./chunk-P7RHU6DD.js";import{f as pe,i as F}from"./chunk-X6MVMOSM.js";
import"./chunk-TR6ONM2E.js";import"./chunk-FCWOFCWY.js";import"./chunk-LYVVWMII.js";import"./chunk-TIXFR75A.js";
import{d as f,g as ae}from"./chunk-OKFZ7BVP.js";import{b as H}from"./chunk-34WD42XC.js";import"./chunk-5A7QKWCT.js";
import"./chunk-FJ7SBSSN.js";import{G as C,H as de,K as fe,R as q,Z as ue,aa as me,g as ie,h as oe}from"./chunk-C33NMHQG.js";
import"./chunk-3NR5HZ6E.js";import{resolve as E}from"node:path";async function Mt(n,r,e={}){if(e.workflow===void 0&&(e.job!==void 0||e.step!==void 0))throw new f("usage",`${e.job!==void 0?
"--job":"--step"} names a stage step of --workflow <file>, which is not given`);let{text:s,source:a,maxPromptTokens:l,upstream:o,
evaluate:j}=e.workflow===void 0?await Qe(n,r,e.template):await(await import("./render-workflow-HDX7OLOU.js")).workflowPrompt(
n,r,e,{text:et}),S=Ze(e.maxPromptTokens??l),i=e.run===void 0?{id:void 0,upstream:[],unreadable:new Map,facts:void 0,invocation:void 0,
jobs:void 0,missing:[],notStored:null}:await rt(n,e.run),g=i.invocation,v=e.workflow===void 0?void 0:E(n.cwd,e.workflow),
x=v!==void 0&&g!==void 0&&![g.workflow_path,...Object.keys(g.called_sha256??{})].some(t=>E(n.cwd,t)===v);x&&n.stderr(`no\
te: run ${i.id} ran ${g?.workflow_path}, not ${e.workflow}: its records are read, not its inputs or event (give those wi\
th --input and --event)
`);let m=x?void 0:g,y=i.id===void 0||m===void 0?null:Te(i.id,m,"render");y&&n.stderr(`warning: ${y}
`);let k=e.event===void 0?m?.event??{}:await nt(n,e.event),$=e.eventName??(e.event===void 0?m?.event_name:ze(k)),d=e.event===
void 0&&m?.event_made===!0?$:void 0,h=await Oe(n.cwd,n.env),b=await at(n,e.handoff??[],e.matrix??[]);if(b.problems.length>
0){for(let t of b.problems)n.stderr(`${F(t)}
`);return H.failure}let I=new Set(b.upstream.map(t=>t.stage)),O=[...i.upstream.filter(t=>!I.has(t.stage)),...b.upstream],
P=[],K=[],R=s,B=J(s).analysis,V=(B?.references??[]).filter(t=>t.kind==="stage").map(t=>t.stage),X={},Y={},Q=[];if(o!==void 0){
let t=await o({inputs:{...We(m),..._(e.input,"--input")},asked:Object.keys(_(e.input,"--input")),vars:m?.vars??{},event:e.
event===void 0?m?.event??null:k,eventName:e.eventName??(e.event===void 0?m?.event_name:void 0),facts:i.facts,checkout:h,
ran:i.jobs,named:V}),{stages:u,open:c}=t;j!==void 0&&(R=j(t)),{payload:k,name:$}=t.event,t.event.made&&(d=t.event.name),
K=c,X=t.inputs??{},Y=t.vars,Q=t.missingInputs;let p=new Map(i.upstream.map(w=>[w.stage,w])),te=u.map(({stage:w,job:M,matrix:ne,
place:re})=>{let A=b.upstream.find(Ye=>Ye.stage===w),se={...ne===void 0?{}:{matrix:ne},...re===void 0?{}:{place:re}};if(A!==
void 0)return{...se,...A,...A.job===A.stage?{job:M}:{}};let z=p.get(w);return{stage:w,job:M,stored:z?.stored,...z?.superseded===
void 0?{}:{superseded:z.superseded},...se}});O=[...te,...b.upstream.filter(w=>!u.some(M=>M.stage===w.stage))],P=te.filter(
w=>w.stored===void 0&&w.sample===void 0&&w.superseded===void 0)}for(let t of b.upstream){let u=O.find(p=>p.stage===t.stage)?.
job??t.job,c=it(t,u);c!==null&&n.stderr(c)}let He=new Set(O.map(t=>t.stage)),qe=new Set((B?.references??[]).filter(t=>t.
kind==="job").map(t=>t.stage)),Ke=[...B?.paths.values()??[]].some(({root:t})=>t?.length===1&&(t[0]==="stages"||t[0]==="j\
obs")),Ve=t=>[...i.jobs??[]].find(([,u])=>u.includes(t))?.[0],D=(t,u)=>!I.has(t)&&(o!==void 0?He.has(t):Ke||V.includes(t)||
u!==void 0&&qe.has(u)),G=[...i.unreadable.keys()].find(t=>D(t,Ve(t)));if(G!==void 0)throw st(i.id,G,i.unreadable.get(G),
e.job);let T=i.missing.find(t=>D(t.stage,t.job)&&(o===void 0||P.some(u=>u.stage===t.stage)));if(T!==void 0)throw De(i.id,
T,T.result,[`render with a handoff in its place: --handoff ${T.stage}=<file>`]);let U=i.notStored?.records.find(t=>D(t.stage,
t.job)&&(o===void 0||P.some(u=>u.stage===t.stage)));if(U!==void 0)throw new f("record-not-stored",`${je({...U,runAttempt:1})}\
 (job ${U.job}) of run ${i.id} was never stored: ${U.why}`,{details:[i.notStored.fix,`or render with a handoff in its pl\
ace: --handoff ${U.stage}=<file>`]});P.length>0&&n.stderr(`note: ${i.id===void 0?"no --run or --handoff gives":`neither \
run ${i.id} nor a --handoff gives`} ${P.map(t=>t.stage).join(", ")}, upstream of job ${e.job}: rendered as a stage that \
did not run (give --handoff ${P[0].stage}=<file>, or --run <run>)
`);let W=Q.filter(t=>ft(R,t.name));if(W.length>0){let[t,...u]=W;throw new f(me.inputMissing,t.message,{where:t.where,details:[
...u.map(c=>`${c.where}: ${c.message}`),`the prompt of job ${e.job} reads ${W.map(c=>`inputs.${c.name}`).join(", ")}, wh\
ich a run of ${e.workflow} is always given`]})}let Xe={...We(m),...X,..._(e.input,"--input"),...Y},Z={source:a,...S===void 0?
{}:{maxPromptTokens:S},...d===void 0?{}:{madeEventHint:Ne(d)}};i.id!==void 0&&i.invocation===void 0&&(R===s?[s]:[s,R]).some(
ut)&&n.stderr(`note: run ${i.id} has no ${ue.invocation} (a run stored before baton kept one, or it was removed), so its\
 inputs and event are not known: give them with --input and --event
`),await Ae(R,Z);let ee=_e({upstream:O,inputs:Xe,github:dt(i.facts,h.facts,k,$),openJobs:K,analysis:Me(R)});for(let t of ee.
warnings)n.stderr(`warning: ${F(t)}
`);let N;try{N=Ce(R,ee.context,Z)}catch(t){let u=new Set(O.filter(p=>p.matrix!==void 0).map(p=>p.stage)),c=b.upstream.filter(
p=>p.job!==p.stage&&p.sampleMatrix===void 0&&!u.has(p.stage));throw t instanceof f&&/\bmatrix\./.test(t.message)&&c.length>
0?new f(t.code,t.message,{...t.where===void 0?{}:{where:t.where},details:[...t.details,`the sample leg${c.length===1?"":
"s"} ${c.map(p=>p.stage).join(", ")} ${c.length===1?"has":"have"} no matrix values: give them with --matrix ${c[0].stage}\
='{"<key>":"<value>"}'`],cause:t.cause}):t}for(let t of N.warnings)n.stderr(`warning: ${F(t)}
`);return we(n,n.isTTY?`${N.prompt}
`:N.prompt),H.ok}async function Qe(n,r,e){if(r!==void 0&&e!==void 0)throw new f("usage","give a template file or --templ\
ate, not both");if(e!==void 0)return{text:e,source:"--template"};if(r===void 0)throw new f("usage","give a template file\
, or the template itself with --template");return{text:await tt(n,r,"template file"),source:r}}function Ze(n){return n===
void 0?void 0:Ge(n,`--${fe.maxPromptTokens}`)}async function et(n,r){return L(e=>ke(n.cwd,r,{signal:e}),{file:r,what:"wo\
rkflow file",after:"; nothing was rendered",give:"baton render --workflow <(command)"})}async function tt(n,r,e){let s;try{
s=await L(o=>ge(E(n.cwd,r),C.templateBytes,o),{file:r,what:e,after:"; nothing was rendered",give:"baton render <(command\
)"})}catch(o){throw o instanceof f?o:pe(r,o,e)}if(s.kind==="too-large"){let o=s.size===null?"more than":`${s.size} bytes\
, more than`;throw new f(q.tooLarge,`the ${e} is ${o} the ${C.templateBytes} (${C.templateBytes/1024} KiB) a template ma\
y be`,{where:r})}if(s.kind==="not-readable")throw s.what==="a directory"?new f("usage",`the ${e} is a directory`,{where:r}):
new f("usage",`the ${e} is ${s.what}; a template must be a regular file or a pipe: give the file, or <(command) for a co\
mmand's output`,{where:r});let a=oe(s.bytes);if(a.kind==="text")return a.text;let l=a.kind==="utf-16"?`; ${ie}`:"";throw new f(
q.notUtf8,`the ${e} ${a.problem}${l}`,{where:r})}async function nt(n,r){let s=(await L(a=>le(E(n.cwd,r),r,a),{file:r,what:"\
event file",after:"; nothing was rendered",give:"--event <(command)"})).toString("utf8");try{return $e(s,r)}catch(a){throw a instanceof
f?new f("usage",a.message,{where:r}):a}}async function rt(n,r){let e=Ue.forProject(n.cwd),s=await e.resolve(r),a=await Ee(
e.runDir(s),{code:"run-invalid",fix:`run ${s}'s inputs and event, which a render of it takes, cannot be read from it; pu\
t it back from a copy`}),l=await e.open(s),o=await e.readSummary(s),j=await l.list(),S=[...new Set(j.map(d=>d.stage))],i=o.
jobs.flatMap(d=>d.stages),g=[...i.filter(d=>S.includes(d)),...S.filter(d=>!i.includes(d))],v=[],x=new Map,m,y=Re(j),k=Ie(
y);for(let d of g){let h=await l.get(d).catch(I=>{if(!(I instanceof f))throw I;x.set(d,I)});if(!h)continue;m??=h.record.
run;let b=k?Pe(h.record,y):void 0;v.push(b===void 0?{stage:d,job:h.record.job,stored:h}:{stage:d,job:h.record.job,stored:void 0,
superseded:b})}let $=(await Be(l,o.jobs,j)).map(d=>({...d,result:o.jobs.find(h=>h.id===d.job)?.result??"unknown"}));return{
id:s,upstream:v,unreadable:x,facts:m,invocation:a,jobs:new Map(o.jobs.map(d=>[d.id,d.stages])),missing:$,notStored:await Fe(
e.runDir(s),o)}}function st(n,r,e,s){return new f(e.code,`run ${n}'s record of stage ${r} cannot be read, and the prompt${s===
void 0?"":` of job ${s}`} reads it`,{details:[...ae(e),...Le(e.code)?[Je(n,r)]:[],`or render it with a sample handoff in\
stead: --handoff ${r}=<file>`],cause:e})}async function at(n,r,e){let s=[],a=[],l=_(r,"--handoff"),o=r.map(i=>(i.split("\
=")[0]??"").split("@")[0]),j=o.find((i,g)=>o.indexOf(i)!==g);if(j!==void 0)throw new f("usage",`stage ${j} is given twic\
e; give each stage one handoff file`,{where:"--handoff"});let S=ot(e,l);for(let[i,g]of Object.entries(l)){let[v="",x=v,...m]=i.
split("@");for(let $ of[v,x])if(!de.test($)||m.length>0)throw new f("usage",`${JSON.stringify(i)} is not <stage> or <sta\
ge>@<job> (ids are a letter or _, then letters, digits, _ or -)`,{where:"--handoff"});let y=await ce(E(n.cwd,g));if(y.kind===
"missing")throw new f("usage","handoff file: no such file",{where:g});if(y.kind==="invalid"){a.push(...y.problems.map($=>({
...$,path:`${g} ${$.path}`})));continue}let k=S.get(v);s.push({stage:v,job:x,stored:void 0,sample:y.handoff,...k===void 0?
{}:{sampleMatrix:k}})}return{upstream:s,problems:a}}function it(n,r){if(n.sampleMatrix===void 0)return null;let e=Se(n.sampleMatrix).
join("-");return e===""||n.stage.endsWith(`-${e}`)||`${r}-${e}`.length>xe?null:`warning: --matrix ${n.stage}: a run name\
s the leg of ${r} with these values ${r}-${e} (or <stage input>-${e})
`}function ot(n,r){let e=new Set(Object.keys(r).map(a=>a.split("@")[0])),s=new Map;for(let[a,l]of Object.entries(_(n,"--\
matrix"))){if(!e.has(a))throw new f("usage",`${JSON.stringify(a)} is not a stage given by --handoff${e.size>0?` (given: ${[
...e].join(", ")})`:""}`,{where:"--matrix",details:["give the leg a sample handoff too: --handoff <stage>@<job>=<file> -\
-matrix <stage>=<json>"]});let o;try{o=JSON.parse(l)}catch{o=void 0}if(o===null||typeof o!="object"||Array.isArray(o))throw new f(
"usage",`the matrix values of ${a} must be one JSON object, such as {"angle":"security"}`,{where:"--matrix"});s.set(a,o)}
return s}function ze(n){return"comment"in n&&"issue"in n?"issue_comment":"pull_request"in n?"pull_request":"issue"in n?"\
issues":"workflow_dispatch"}function dt(n,r,e,s){let a=s??n?.event_name??ze(e);return{repository:n?.repository??he(e)??r.
repository,ref:n?.ref??ye(a,e)??r.ref,sha:n?.sha??ve(a,e)??r.sha,run_id:n?.id??"render",actor:be(e)??r.actor,event_name:a,
event:e}}function ft(n,r){let e=J(n).analysis?.paths.values()??[];for(let{root:s}of e)if(s?.[0]==="inputs"&&(s.length===
1||s[1]===r))return!0;return!1}function ut(n){let r=J(n).analysis?.paths.values()??[];for(let{root:e}of r)if(e?.[0]==="i\
nputs"||e?.[0]==="github"&&(e.length===1||e[1]==="event"||e[1]==="event_name"))return!0;return!1}function We(n){if(n===void 0)
return{};let r={},e=n.event.inputs;if(n.event_name==="workflow_dispatch"&&e!==null&&typeof e=="object")for(let[s,a]of Object.
entries(e))(typeof a=="string"||typeof a=="number"||typeof a=="boolean")&&(r[s]=String(a));return{...r,...n.inputs}}export{Mt as renderCommand};

import{c as je,d as Se}from"./chunk-J6KFV22I.js";import{c as we,d as he,j as ve,k as be,l as ye,m as $e}from"./chunk-4I66CCYY.js";
import{a as le}from"./chunk-DL24HBK2.js";import{I as ue,J as me,K as ce,M as pe,N as ge,i as fe,y as C}from"./chunk-HQXNT7QT.js";
import{l as oe,n as de}from"./chunk-RWP7FG45.js";import{a as ae}from"./chunk-HQ2KTJ4B.js";import{a as ie}from"./chunk-KEI3CHLS.js";
import{a as _,b as xe}from"./chunk-VQQHF6XR.js";import{c as ke}from"./chunk-AKEOIFP2.js";import"./chunk-AIV2KSH5.js";
import"./chunk-QZ4LYHPP.js";import{q as J,t as U}from"./chunk-22N64GVF.js";import{b as f}from"./chunk-BXL4BL7Z.js";
import{b as F}from"./chunk-DVNEBDMP.js";import{B as te,I as ne,P as re,S as se,g as Q,h as Z,x as E,y as ee}from"./chunk-JZBPCCZQ.js";
import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";import{lstat as Pe,readFile as Ie}from"node:fs/promises";import{join as Ue,resolve as P}from"node:path";var Ce=25*1024*1024;async function mt(t,n,e={}){if(e.workflow===void 0&&(e.job!==void 0||e.step!==void 0))throw new f("u\
sage",`${e.job!==void 0?"--job":"--step"} names a stage step of --workflow <file>, which is not given`);let{text:s,source:i,
maxPromptTokens:o,vars:u,upstream:m,evaluate:$}=e.workflow===void 0?await Me(t,n,e.template):await(await import("./render-workflow-FH7PX5SS.js")).
workflowPrompt(t,n,e,{text:Re}),w=Ne(e.maxPromptTokens??o),d=e.run===void 0?{id:void 0,upstream:[],facts:void 0,invocation:void 0,
jobs:void 0,missing:[]}:await Fe(t,e.run),c=d.invocation,b=e.workflow===void 0?void 0:P(t.cwd,e.workflow),x=b!==void 0&&
c!==void 0&&![c.workflow_path,...Object.keys(c.called_sha256??{})].some(r=>P(t.cwd,r)===b);x&&t.stderr(`note: run ${d.id}\
 ran ${c?.workflow_path}, not ${e.workflow}: its records are read, not its inputs or event (give those with --input and \
--event)
`);let a=x?void 0:c,l=e.run===void 0||a===void 0?null:he(e.run,a,"render");l&&t.stderr(`warning: ${l}
`);let p=e.event===void 0?a?.event??{}:await Le(t,e.event),M=e.eventName??(e.event===void 0?a?.event_name:Te(p)),N=e.event===
void 0&&a?.event_made===!0?M:void 0,B=await le(t.cwd,t.env),k=await Je(t,e.handoff??[],e.matrix??[]);if(k.problems.length>
0){for(let r of k.problems)t.stderr(`${U(r)}
`);return F.failure}let D=new Set(k.upstream.map(r=>r.stage)),A=[...d.upstream.filter(r=>!D.has(r.stage)),...k.upstream],
S=[],G=[],j=s,z={},H=[];if(m!==void 0){let r=await m({inputs:{..._e(a),..._(e.input,"--input")},vars:a?.vars??{},event:e.
event===void 0?a?.event??null:p,eventName:e.eventName??(e.event===void 0?a?.event_name:void 0),facts:d.facts,checkout:B,
ran:d.jobs,named:(C(s).analysis?.references??[]).filter(g=>g.kind==="stage").map(g=>g.stage)}),{stages:y,open:h}=r;$!==void 0&&
(j=$(r)),{payload:p,name:M}=r.event,r.event.made&&(N=r.event.name),G=h,z=r.inputs??{},H=r.missingInputs;let v=new Map(d.
upstream.map(g=>[g.stage,g.stored])),q=y.map(({stage:g,job:T,matrix:W,place:Y})=>{let O=k.upstream.find(Ee=>Ee.stage===g),
K={...W===void 0?{}:{matrix:W},...Y===void 0?{}:{place:Y}};return O!==void 0?{...K,...O,...O.job===O.stage?{job:T}:{}}:{
stage:g,job:T,stored:v.get(g),...K}});A=[...q,...k.upstream.filter(g=>!y.some(T=>T.stage===g.stage))],S=q.filter(g=>g.stored===
void 0&&g.sample===void 0)}let I=d.missing.find(r=>!D.has(r.stage)&&(m===void 0||S.some(y=>y.stage===r.stage)));if(I!==void 0)
throw Se(d.id,I,I.result,[`render with a handoff in its place: --handoff ${I.stage}=<file>`]);S.length>0&&t.stderr(`note\
: ${d.id===void 0?"no --run or --handoff gives":`neither run ${d.id} nor a --handoff gives`} ${S.map(r=>r.stage).join(",\
 ")}, upstream of job ${e.job}: rendered as a stage that did not run (give --handoff ${S[0].stage}=<file>, or --run <run\
>)
`);let L=H.filter(r=>Ge(j,r.name));if(L.length>0){let[r,...y]=L;throw new f(se.inputMissing,r.message,{where:r.where,details:[
...y.map(h=>`${h.where}: ${h.message}`),`the prompt of job ${e.job} reads ${L.map(h=>`inputs.${h.name}`).join(", ")}, wh\
ich a run of ${e.workflow} is always given`]})}let Oe={..._e(a),...z,...u,..._(e.input,"--input")},V={source:i,...w===void 0?
{}:{maxPromptTokens:w},...N===void 0?{}:{madeEventHint:ve(N)}};d.id!==void 0&&d.invocation===void 0&&[s,j].some(ze)&&t.stderr(
`note: run ${d.id} has no ${re.invocation} (a run stored before baton kept one, or it was removed), so its inputs and ev\
ent are not known: give them with --input and --event
`),await ye(j,V);let X=fe({upstream:A,inputs:Oe,github:De(d.facts,B.facts,p,M),openJobs:G,analysis:be(j)});for(let r of X.
warnings)t.stderr(`warning: ${U(r)}
`);let R;try{R=$e(j,X.context,V)}catch(r){let y=new Set(A.filter(v=>v.matrix!==void 0).map(v=>v.stage)),h=k.upstream.filter(
v=>v.job!==v.stage&&v.sampleMatrix===void 0&&!y.has(v.stage));throw r instanceof f&&/\bmatrix\./.test(r.message)&&h.length>
0?new f(r.code,r.message,{...r.where===void 0?{}:{where:r.where},details:[...r.details,`the sample leg${h.length===1?"":
"s"} ${h.map(v=>v.stage).join(", ")} ${h.length===1?"has":"have"} no matrix values: give them with --matrix ${h[0].stage}\
='{"<key>":"<value>"}'`],cause:r.cause}):r}for(let r of R.warnings)t.stderr(`warning: ${U(r)}
`);return ie(t,t.isTTY?`${R.prompt}
`:R.prompt),F.ok}async function Me(t,n,e){if(n!==void 0&&e!==void 0)throw new f("usage","give a template file or --templ\
ate, not both");if(e!==void 0)return{text:e,source:"--template"};if(n===void 0)throw new f("usage","give a template file\
, or the template itself with --template");return{text:await Ae(t,n,"template file"),source:n}}function Ne(t){return t===
void 0?void 0:xe(t,`--${te.maxPromptTokens}`)}async function Re(t,n,e,s=Ce){let i=P(t.cwd,n);try{let o=await Pe(i);if(o.
isDirectory())throw new f("usage",`the ${e} is a directory`,{where:n});if(o.size>s)throw new f("usage",`the ${e} is ${o.
size} bytes, more than ${s}`,{where:n});return await Ie(i,"utf8")}catch(o){throw o instanceof f?o:J(n,o,e)}}async function Ae(t,n,e){
let s=P(t.cwd,n),i;try{let m=await Pe(s);if(m.isDirectory())throw new f("usage",`the ${e} is a directory`,{where:n});if(m.
size>E.templateBytes)throw new f(ne.tooLarge,`the ${e} is ${m.size} bytes, more than the ${E.templateBytes} (${E.templateBytes/
1024} KiB) a template may be`,{where:n});i=await Ie(s)}catch(m){throw m instanceof f?m:J(n,m,e)}let o=Z(i);if(o.kind==="\
text")return o.text;let u=o.kind==="utf-16"?`; ${Q}`:"";throw new f("usage",`the ${e} ${o.problem}${u}`,{where:n})}async function Le(t,n){
let e=await Re(t,n,"event file");try{return ge(e,n)}catch(s){throw s instanceof f?new f("usage",s.message,{where:n}):s}}
async function Fe(t,n){let e=ke.forProject(t.cwd),s=await e.resolve(n),i=await we(Ue(e.rootDir,s),{code:"run-invalid",fix:`\
run ${s}'s inputs and event, which a render of it takes, cannot be read from it; put it back from a copy`}),o=await e.open(
s),u=await e.readSummary(s),m=await o.list(),$=[...new Set(m.map(a=>a.stage))],w=u.jobs.flatMap(a=>a.stages),d=[...w.filter(
a=>$.includes(a)),...$.filter(a=>!w.includes(a))],c=[],b;for(let a of d){let l=await o.get(a);l&&(b??=l.record.run,c.push(
{stage:a,job:l.record.job,stored:l}))}let x=(await je(o,u.jobs,m)).map(a=>({...a,result:u.jobs.find(l=>l.id===a.job)?.result??
"unknown"}));return{id:s,upstream:c,facts:b,invocation:i,jobs:new Map(u.jobs.map(a=>[a.id,a.stages])),missing:x}}async function Je(t,n,e){
let s=[],i=[],o=_(n,"--handoff"),u=n.map(w=>(w.split("=")[0]??"").split("@")[0]),m=u.find((w,d)=>u.indexOf(w)!==d);if(m!==
void 0)throw new f("usage",`stage ${m} is given twice; give each stage one handoff file`,{where:"--handoff"});let $=Be(e,
o);for(let[w,d]of Object.entries(o)){let[c="",b=c,...x]=w.split("@");for(let p of[c,b])if(!ee.test(p)||x.length>0)throw new f(
"usage",`${JSON.stringify(w)} is not <stage> or <stage>@<job> (ids are a letter or _, then letters, digits, _ or -)`,{where:"\
--handoff"});let a=await ae(P(t.cwd,d));if(a.kind==="missing")throw new f("usage","handoff file: no such file",{where:d});
if(a.kind==="invalid"){i.push(...a.problems.map(p=>({...p,path:`${d} ${p.path}`})));continue}let l=$.get(c);if(l!==void 0){
let p=de(l).join("-");p!==""&&!c.endsWith(`-${p}`)&&`${b}-${p}`.length<=oe&&t.stderr(`warning: --matrix ${c}: a run name\
s the leg of ${b} with these values ${b}-${p} (or <stage input>-${p})
`)}s.push({stage:c,job:b,stored:void 0,sample:a.handoff,...l===void 0?{}:{sampleMatrix:l}})}return{upstream:s,problems:i}}
function Be(t,n){let e=new Set(Object.keys(n).map(i=>i.split("@")[0])),s=new Map;for(let[i,o]of Object.entries(_(t,"--ma\
trix"))){if(!e.has(i))throw new f("usage",`${JSON.stringify(i)} is not a stage given by --handoff${e.size>0?` (given: ${[
...e].join(", ")})`:""}`,{where:"--matrix",details:["give the leg a sample handoff too: --handoff <stage>@<job>=<file> -\
-matrix <stage>=<json>"]});let u;try{u=JSON.parse(o)}catch{u=void 0}if(u===null||typeof u!="object"||Array.isArray(u))throw new f(
"usage",`the matrix values of ${i} must be one JSON object, such as {"angle":"security"}`,{where:"--matrix"});s.set(i,u)}
return s}function Te(t){return"comment"in t&&"issue"in t?"issue_comment":"pull_request"in t?"pull_request":"issue"in t?"\
issues":"workflow_dispatch"}function De(t,n,e,s){let i=s??t?.event_name??Te(e);return{repository:t?.repository??ue(e)??n.
repository,ref:t?.ref??pe(i,e)??n.ref,sha:t?.sha??ce(i,e)??n.sha,run_id:t?.id??"render",actor:me(e)??n.actor,event_name:i,
event:e}}function Ge(t,n){let e=C(t).analysis?.paths.values()??[];for(let{root:s}of e)if(s?.[0]==="inputs"&&(s.length===
1||s[1]===n))return!0;return!1}function ze(t){let n=C(t).analysis?.paths.values()??[];for(let{root:e}of n)if(e?.[0]==="i\
nputs"||e?.[0]==="github"&&(e.length===1||e[1]==="event"||e[1]==="event_name"))return!0;return!1}function _e(t){if(t===void 0)
return{};let n={},e=t.event.inputs;if(t.event_name==="workflow_dispatch"&&e!==null&&typeof e=="object")for(let[s,i]of Object.
entries(e))(typeof i=="string"||typeof i=="number"||typeof i=="boolean")&&(n[s]=String(i));return{...n,...t.inputs}}export{mt as renderCommand};

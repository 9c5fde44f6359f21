import{a as de,c as ue,d as fe}from"./chunk-ID4266MH.js";import{a as v,b as Y,h as Q,j as X,t as le}from"./chunk-6AONPISC.js";
import{Ja as ee,La as te,Ma as ne,Na as se,Oa as re,Wa as oe,Xa as ie,Ya as ae,b as F,ba as Z,h as _,i as B,j as D,l as H,
o as q,s as R,ua as E,w as z,x as V}from"./chunk-BYXEX7IT.js";import"./chunk-CD2HORXK.js";import"./chunk-MDRSPMYH.js";
import"./chunk-FGRZV3SB.js";import"./chunk-QHWUTILA.js";import"./chunk-IJLDGJOU.js";import"./chunk-2MQ5OTBB.js";
import"./chunk-RBL3FFHZ.js";import"./chunk-6RREDHNG.js";import"./chunk-M5CNPA5V.js";import"./chunk-NUWPZMYM.js";
import"./chunk-UW7MVPZA.js";import"./chunk-KGL53VIU.js";import"./chunk-EE3CSVQT.js";import"./chunk-LS2NIP65.js";
import"./chunk-ZIR33QIL.js";import"./chunk-BBSO245P.js";import"./chunk-TR6ONM2E.js";import{c as A}from"./chunk-FCWOFCWY.js";
import"./chunk-KRB52NVM.js";import{d as K}from"./chunk-TIXFR75A.js";import{d as g}from"./chunk-OKFZ7BVP.js";
import"./chunk-5A7QKWCT.js";import"./chunk-DSPIJXAJ.js";import{D as G,H as U,Y as j}from"./chunk-LBXHU7QN.js";
import"./chunk-3NR5HZ6E.js";async function Le(o,t,n,a){let u=n.workflow;if(t!==void 0||n.template!==void 0)throw new g("usage","give a template file\
, --template or --workflow, one of them");if(n.job===void 0)throw new g("usage","is required with --workflow: the job wh\
ose prompt to render (--workflow <file> --job <id>)",{where:"--job"});let s=X(o.cwd),m=await a.text(o,u),f=await Y(m,u,{
ownAction:s}),h=f.jobs.map(d=>d.id),y=H(h,n.job),l=f.jobs.find(d=>d.id===y);if(l===void 0&&h.length===0&&f.problems.length>
0){let d=f.problems.length;throw new g("plan-rejected",`${u}: ${d} problem${d===1?"":"s"}; no prompt can be rendered fro\
m it`,{details:f.problems.map(c=>A(`${c.path}: ${c.message}`))})}if(l===void 0)throw new g("usage",`${u} has no job ${n.
job}${K(n.job,h)}; jobs: ${h.join(", ")}`,{where:"--job"});let x=V(l)?[{id:null,index:0,with:l.with}]:l.steps.filter(d=>{
let c=z(d);return c.kind==="baton"&&(c.action==="stage"||c.action==="prepare")}),M=(d,c)=>d.id??String(c+1),i;if(n.step!==
void 0){let d=/^[1-9][0-9]*$/.test(n.step)?Number(n.step):null;i=x.find(c=>c.id===n.step)??(d===null?void 0:x[d-1])}else
x.length===1&&(i=x[0]);if(i===void 0){let d=x.length===0?l.uses?.text.trim().startsWith("./")?`job ${l.id} calls ${l.uses.
text.trim()}: render a job of it (--workflow ${l.uses.text.trim().slice(2).replace(/@.*$/,"")} --job <job>)`:`job ${l.id}\
 has no step of baton's stage (uses: <owner>/baton@\u2026 or \u2026/prepare@\u2026)`:n.step===void 0?`job ${l.id} has ${x.
length} stage steps: choose one with --step (${x.map(M).join(", ")})`:`job ${l.id} has no stage step ${n.step}; its stag\
e steps: ${x.map(M).join(", ")}`;throw new g("usage",d,{where:n.step===void 0?"--job":"--step"})}let p=i.with[U.vars];p&&
p.expression===null&&E(p.text);let N={index:i.index,vars:p},I=d=>be(o,{workflow:f,job:l,step:N,ownAction:s},d),O=i.with[U.
maxPromptTokens],P=O&&O.expression===null?O.text:void 0,w=i.with[U.prompt],W=i.with[U.promptFile],$=w??W;if($===void 0)throw new g(
"usage",`the stage step of job ${l.id} has no prompt or prompt-file`,{where:"--job"});if($.expression!==null&&(w===void 0||
B(w.text)))throw new g("usage",`the ${w?"prompt":"prompt-file"} of job ${l.id} is an expression (${$.text.trim()}), whic\
h GitHub evaluates before baton sees it: render the text it gives with --template`,{where:R(u,$.position)});if(w===void 0)
return{text:je(o.cwd,$.text.trim(),R(u,$.position)),source:$.text,maxPromptTokens:P,upstream:I};let S=`${R(u,w.position)}\
 jobs.${l.id} prompt`;return w.expression===null?{text:w.text,source:S,maxPromptTokens:P,upstream:I}:{text:D(w.text),source:S,
maxPromptTokens:P,upstream:I,evaluate:d=>ge(w,d,{job:l,file:u})}}function ge(o,{plan:t,refused:n},{job:a,file:u}){let s=R(
u,o.position),m=o.expression,f=t===void 0?void 0:pe(t,a.id);if(f===void 0)throw new g("usage",`the prompt of job ${a.id}\
 holds \${{ }}, which the render fills in as the run does, from the plan of the run; baton run would refuse ${u}${n?` (${n}\
)`:""}`,{where:s});let h=f.unknown(m);if(h.length>0)throw new g("usage",`the prompt of job ${a.id} reads ${h.join(", ")}\
 in \${{ }}, which only a run knows: ${he}; render the text it gives with --template`,{where:s});return F(v,o,{contexts:f.
contexts,where:s})}var he="the render fills in what the plan of the run knows before it starts (github's event, reposito\
ry, ref, sha and actor, inputs, vars, and matrix outside a matrix or in a matrix of one leg)";function pe(o,t){let n=o.jobs.
find(s=>s.id===t)?.legs,a=n!=null&&n.length===1?n[0]:void 0,u={...o.contexts,...a===void 0?{}:{matrix:Z(a)}};return{contexts:u,
unknown:s=>[...new Set(v.facts(s).paths.filter(m=>!(m[0]==="matrix"?a!==void 0:re(m,u))).map(m=>m.join(".")))]}}function we(o,t,n){
if(o===void 0)return{vars:{},leftOut:[]};if(o.expression===null)return{vars:E(o.text),leftOut:[]};let a=f=>F(v,f,{contexts:t.
contexts,where:n});if(t!==void 0&&t.unknown(o.expression).length===0)return{vars:E(a(o)),leftOut:[]};let u=ce(o.text);if(u===
null)return{vars:{},leftOut:null};let s={},m=[];for(let[f,h]of Object.entries(u)){let y=_(h),l=y===null?[]:t?.unknown(y)??
[];y===null?s[f]=h:t!==void 0&&l.length===0?s[f]=a({text:h,expression:y,position:o.position}):m.push({key:f,reads:l})}return{
vars:s,leftOut:m}}function ce(o){try{let t=E(o);return Object.keys(t).some(n=>n.includes("${{"))?null:t}catch{return null}}
async function be(o,{workflow:t,job:n,step:a,ownAction:u},s){let{checkout:m}=s,f=await ue(m.root??o.cwd,t,u),h=[t,...[...f.
values()].filter(e=>!("unreadable"in e))],y=fe({cwd:o.cwd,known:s.facts?{repository:s.facts.repository,sha:s.facts.sha,ref:s.
facts.ref}:{},checkout:m,payload:s.event,ownAction:u,calledWorkflows:f}),l=a.vars===void 0?"":R(t.fileName,a.vars.position),
x=a.vars?.expression==null?{}:ce(a.vars.text),M=e=>x===null||x[e]?.includes("${{")===!0,i,p,N={inputs:Object.fromEntries(
Object.entries(s.inputs).filter(([e])=>Object.hasOwn(t.inputs,e)||s.asked.includes(e)&&!M(e))),event:s.event,eventName:s.
eventName,vars:s.vars,secretNames:h.flatMap(e=>Object.keys(e.call?.secrets??{})),...y};try{i=ee(t,v,N)}catch(e){if(!(e instanceof
g))throw e;p=e}let I=i===void 0?se(t,v,N):{name:i.eventName,payload:i.event,made:s.event===null},O=p===void 0?{errors:[],
step:[]}:te(t,v,N,{job:n.id,step:a.index}),P=O.errors.filter(e=>xe.includes(e.code)||$e.includes(e.code)&&O.step.includes(
e));if(P.length>0){let e=P.length;throw new g("plan-rejected",`${t.fileName}: ${e} problem${e===1?"":"s"}; baton run wou\
ld refuse it, so no prompt of job ${n.id} is rendered`,{details:P.map(r=>A(`${r.path}: ${r.message}`))})}let w=p===void 0?
[]:O.errors.filter(e=>e.code===j.inputMissing).flatMap(e=>{let r=Object.values(t.inputs).find(b=>R(t.fileName,b.position)===
e.path);return r===void 0?[]:[{name:r.name,where:e.path,message:e.message}]}),W=i?.jobs.find(e=>e.id===n.id),$=W?.stageUpstream??
q(t,n.id),S=e=>{if(i!==void 0)return i.jobs.find(b=>b.id===e)?.stages??null;let r=t.jobs.find(b=>b.id===e);return r===void 0?
null:le(r,v).stages},d=$.filter(e=>{let r=t.jobs.find(b=>b.id===e);return r?.uses!=null&&!V(r)});if(p!==void 0&&s.ran===
void 0&&d.length>0){let[e=p.message,...r]=p.details;o.stderr(`note: the stages of the jobs that ${d.join(", ")} call${d.
length===1?"s":""} are not known here: baton run would refuse ${t.fileName} (${e}${r.length>0?`; and ${r.length} more`:""}\
); give them with --handoff <stage>@${d[0]}=<file>, or --run <run>
`)}let c=new Map((i?.jobs??[]).map(e=>[e.id,e])),me=e=>{let r=c.get(e);return r===void 0?[e]:oe(r,c)},T=de($,e=>me(e).flatMap(
r=>[S(r),s.ran?.get(r)]),{matrixOf:e=>i?.stageMatrices.get(e),...i!==void 0&&W!==void 0?{placeOf:ne(i,W)}:{}}),C=$.filter(
e=>s.ran?.get(e)===void 0&&S(e)===null).map(e=>({id:e,job:c.get(e)})).filter(e=>e.job!==void 0&&e.job.skip===null).map(({
id:e,job:r})=>({id:e,startsFrom:ie(r,c)})).filter(e=>e.startsFrom.length>0);for(let{id:e}of C)o.stderr(`note: stages of ${e}\
 are known only when it runs: give --run, or --handoff <stage>@${e}=<file>
`);let J=new Set(T.map(e=>e.stage));for(let e of s.named){let r=C.find(b=>ae(b.startsFrom,e));r===void 0||J.has(e)||(J.add(
e),T.push({stage:e,job:r.id}))}let L=we(a.vars,i===void 0?void 0:pe(i,n.id),l),k=L.leftOut?.filter(({key:e})=>!Object.hasOwn(
s.inputs,e))??null;if(k===null||k.length>0){let e=i===void 0?`baton run would refuse ${t.fileName}${p===void 0?"":` (${p.
details[0]??p.message})`}, so the plan a render evaluates \${{ }} in is not known`:`only a run knows what ${k?.length===
1?"its":"their"} \${{ }} read${k?.length===1?"s":""}`;o.stderr(k===null?`warning: ${l}: the keys of the step's vars: are\
 left out here, which cannot be told before its \${{ }} are evaluated: ${e}; give them with --input <key>=<value>
`:`warning: ${l}: the step's vars: ${k.map(({key:r,reads:b})=>b.length===0?r:`${r} (reads ${b.join(", ")})`).join(", ")}\
 left out here: ${e}; give ${k.length===1?"it":"them"} with --input ${k[0].key}=<value>
`)}return{stages:T,vars:L.vars,open:C.map(e=>e.id),plan:i,...p===void 0?{}:{refused:p.details[0]??p.message},inputs:i===
void 0?null:Object.fromEntries(Object.entries(i.inputs).map(([e,r])=>[e,String(r)])),missingInputs:w,event:I}}var xe=[j.
eventNotTrigger,j.inputUnknown,j.inputInvalid],$e=[j.templateInvalid,j.templateKey,j.templateDataKey,j.templateStage,j.promptFileMissing];
function je(o,t,n){try{return Q(o,t,G.templateBytes)}catch(a){throw!(a instanceof Error)||a instanceof g?a:new g("usage",
`prompt-file ${t}: ${a.message}`,{where:n})}}export{Le as workflowPrompt};

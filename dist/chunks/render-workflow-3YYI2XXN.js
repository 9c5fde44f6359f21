import{a as ue,c as fe,d as pe}from"./chunk-FWCAF2Q3.js";import{a as v,b as Y,h as Q,j as X,n as Z,w as de}from"./chunk-Z4BKAIT6.js";
import{$ as ee,Ha as te,Ja as ne,Ka as se,La as re,Ma as oe,Ta as ie,Ua as ae,Va as le,b as V,g as K,h as _,i as D,k as H,
n as q,r as R,sa as E,v as z,w as J}from"./chunk-FSG5ZC6J.js";import"./chunk-VEJBZX2Q.js";import"./chunk-JLRMRLJ3.js";
import"./chunk-MSOSO2OH.js";import"./chunk-FKQNWEK2.js";import"./chunk-4O2PI65S.js";import"./chunk-FPHKCJVG.js";
import"./chunk-RBL3FFHZ.js";import"./chunk-6RREDHNG.js";import"./chunk-4CJRKZYO.js";import"./chunk-L52GCVQB.js";
import"./chunk-TTL53LJI.js";import"./chunk-U5HZIWHA.js";import"./chunk-LS2NIP65.js";import"./chunk-FY6ZLXKV.js";
import"./chunk-56XQEZWE.js";import"./chunk-TR6ONM2E.js";import{c as F}from"./chunk-FCWOFCWY.js";import"./chunk-DA5X62VC.js";
import{d as G}from"./chunk-TIXFR75A.js";import{d as g}from"./chunk-OKFZ7BVP.js";import"./chunk-5A7QKWCT.js";
import"./chunk-X3WXZ7VZ.js";import{D as A,H as U,Y as j}from"./chunk-VTCVQFHR.js";import"./chunk-3NR5HZ6E.js";async function Ge(r,t,n,l){let u=n.workflow;if(t!==void 0||n.template!==void 0)throw new g("usage","give a template file\
, --template or --workflow, one of them");if(n.job===void 0)throw new g("usage","is required with --workflow: the job wh\
ose prompt to render (--workflow <file> --job <id>)",{where:"--job"});let s=X(r.cwd),c;try{c=await l.text(r,u,"workflow \
file",A.workflowFileBytes)}catch(i){throw!(i instanceof g)||!(i.cause instanceof Error)?i:Z(r.cwd,u,i.cause)}let f=await Y(
c,u,{ownAction:s}),h=f.jobs.map(i=>i.id),y=H(h,n.job),d=f.jobs.find(i=>i.id===y);if(d===void 0&&h.length===0&&f.problems.
length>0){let i=f.problems.length;throw new g("plan-rejected",`${u}: ${i} problem${i===1?"":"s"}; no prompt can be rende\
red from it`,{details:f.problems.map(m=>F(`${m.path}: ${m.message}`))})}if(d===void 0)throw new g("usage",`${u} has no j\
ob ${n.job}${G(n.job,h)}; jobs: ${h.join(", ")}`,{where:"--job"});let x=J(d)?[{id:null,index:0,with:d.with}]:d.steps.filter(
i=>{let m=z(i);return m.kind==="baton"&&(m.action==="stage"||m.action==="prepare")}),M=(i,m)=>i.id??String(m+1),a;if(n.step!==
void 0){let i=/^[1-9][0-9]*$/.test(n.step)?Number(n.step):null;a=x.find(m=>m.id===n.step)??(i===null?void 0:x[i-1])}else
x.length===1&&(a=x[0]);if(a===void 0){let i=x.length===0?d.uses?.text.trim().startsWith("./")?`job ${d.id} calls ${d.uses.
text.trim()}: render a job of it (--workflow ${d.uses.text.trim().slice(2).replace(/@.*$/,"")} --job <job>)`:`job ${d.id}\
 has no step of baton's stage (uses: <owner>/baton@\u2026 or \u2026/prepare@\u2026)`:n.step===void 0?`job ${d.id} has ${x.
length} stage steps: choose one with --step (${x.map(M).join(", ")})`:`job ${d.id} has no stage step ${n.step}; its stag\
e steps: ${x.map(M).join(", ")}`;throw new g("usage",i,{where:n.step===void 0?"--job":"--step"})}let p=a.with[U.vars];p&&
p.expression===null&&E(p.text);let N={index:a.index,vars:p},I=i=>xe(r,{workflow:f,job:d,step:N,ownAction:s},i),O=a.with[U.
maxPromptTokens],P=O&&O.expression===null?O.text:void 0,w=a.with[U.prompt],W=a.with[U.promptFile],$=w??W;if($===void 0)throw new g(
"usage",`the stage step of job ${d.id} has no prompt or prompt-file`,{where:"--job"});if($.expression!==null&&(w===void 0||
_(w.text)))throw new g("usage",`the ${w?"prompt":"prompt-file"} of job ${d.id} is an expression (${$.text.trim()}), whic\
h GitHub evaluates before baton sees it: render the text it gives with --template`,{where:R(u,$.position)});if(w===void 0)
return{text:ye(r.cwd,$.text.trim(),R(u,$.position)),source:$.text,maxPromptTokens:P,upstream:I};let S=`${R(u,w.position)}\
 jobs.${d.id} prompt`;return w.expression===null?{text:w.text,source:S,maxPromptTokens:P,upstream:I}:{text:D(w.text),source:S,
maxPromptTokens:P,upstream:I,evaluate:i=>he(w,i,{job:d,file:u})}}function he(r,{plan:t,refused:n},{job:l,file:u}){let s=R(
u,r.position),c=r.expression,f=t===void 0?void 0:ce(t,l.id);if(f===void 0)throw new g("usage",`the prompt of job ${l.id}\
 holds \${{ }}, which the render fills in as the run does, from the plan of the run; baton run would refuse ${u}${n?` (${n}\
)`:""}`,{where:s});let h=f.unknown(c);if(h.length>0)throw new g("usage",`the prompt of job ${l.id} reads ${h.join(", ")}\
 in \${{ }}, which only a run knows: ${we}; render the text it gives with --template`,{where:s});return V(v,r,{contexts:f.
contexts,where:s})}var we="the render fills in what the plan of the run knows before it starts (github's event, reposito\
ry, ref, sha and actor, inputs, vars, and matrix outside a matrix or in a matrix of one leg)";function ce(r,t){let n=r.jobs.
find(s=>s.id===t)?.legs,l=n!=null&&n.length===1?n[0]:void 0,u={...r.contexts,...l===void 0?{}:{matrix:ee(l)}};return{contexts:u,
unknown:s=>[...new Set(v.facts(s).paths.filter(c=>!(c[0]==="matrix"?l!==void 0:oe(c,u))).map(c=>c.join(".")))]}}function be(r,t,n){
if(r===void 0)return{vars:{},leftOut:[]};if(r.expression===null)return{vars:E(r.text),leftOut:[]};let l=f=>V(v,f,{contexts:t.
contexts,where:n});if(t!==void 0&&t.unknown(r.expression).length===0)return{vars:E(l(r)),leftOut:[]};let u=me(r.text);if(u===
null)return{vars:{},leftOut:null};let s={},c=[];for(let[f,h]of Object.entries(u)){let y=K(h),d=y===null?[]:t?.unknown(y)??
[];y===null?s[f]=h:t!==void 0&&d.length===0?s[f]=l({text:h,expression:y,position:r.position}):c.push({key:f,reads:d})}return{
vars:s,leftOut:c}}function me(r){try{let t=E(r);return Object.keys(t).some(n=>n.includes("${{"))?null:t}catch{return null}}
async function xe(r,{workflow:t,job:n,step:l,ownAction:u},s){let{checkout:c}=s,f=await fe(c.root??r.cwd,t,u),h=[t,...[...f.
values()].filter(e=>!("unreadable"in e))],y=pe({cwd:r.cwd,known:s.facts?{repository:s.facts.repository,sha:s.facts.sha,ref:s.
facts.ref}:{},checkout:c,payload:s.event,ownAction:u,calledWorkflows:f}),d=l.vars===void 0?"":R(t.fileName,l.vars.position),
x=l.vars?.expression==null?{}:me(l.vars.text),M=e=>x===null||x[e]?.includes("${{")===!0,a,p,N={inputs:Object.fromEntries(
Object.entries(s.inputs).filter(([e])=>Object.hasOwn(t.inputs,e)||s.asked.includes(e)&&!M(e))),event:s.event,eventName:s.
eventName,vars:s.vars,secretNames:h.flatMap(e=>Object.keys(e.call?.secrets??{})),...y};try{a=te(t,v,N)}catch(e){if(!(e instanceof
g))throw e;p=e}let I=a===void 0?re(t,v,N):{name:a.eventName,payload:a.event,made:s.event===null},O=p===void 0?{errors:[],
step:[]}:ne(t,v,N,{job:n.id,step:l.index}),P=O.errors.filter(e=>$e.includes(e.code)||je.includes(e.code)&&O.step.includes(
e));if(P.length>0){let e=P.length;throw new g("plan-rejected",`${t.fileName}: ${e} problem${e===1?"":"s"}; baton run wou\
ld refuse it, so no prompt of job ${n.id} is rendered`,{details:P.map(o=>F(`${o.path}: ${o.message}`))})}let w=p===void 0?
[]:O.errors.filter(e=>e.code===j.inputMissing).flatMap(e=>{let o=Object.values(t.inputs).find(b=>R(t.fileName,b.position)===
e.path);return o===void 0?[]:[{name:o.name,where:e.path,message:e.message}]}),W=a?.jobs.find(e=>e.id===n.id),$=W?.stageUpstream??
q(t,n.id),S=e=>{if(a!==void 0)return a.jobs.find(b=>b.id===e)?.stages??null;let o=t.jobs.find(b=>b.id===e);return o===void 0?
null:de(o,v).stages},i=$.filter(e=>{let o=t.jobs.find(b=>b.id===e);return o?.uses!=null&&!J(o)});if(p!==void 0&&s.ran===
void 0&&i.length>0){let[e=p.message,...o]=p.details;r.stderr(`note: the stages of the jobs that ${i.join(", ")} call${i.
length===1?"s":""} are not known here: baton run would refuse ${t.fileName} (${e}${o.length>0?`; and ${o.length} more`:""}\
); give them with --handoff <stage>@${i[0]}=<file>, or --run <run>
`)}let m=new Map((a?.jobs??[]).map(e=>[e.id,e])),ge=e=>{let o=m.get(e);return o===void 0?[e]:ie(o,m)},T=ue($,e=>ge(e).flatMap(
o=>[S(o),s.ran?.get(o)]),{matrixOf:e=>a?.stageMatrices.get(e),...a!==void 0&&W!==void 0?{placeOf:se(a,W)}:{}}),C=$.filter(
e=>s.ran?.get(e)===void 0&&S(e)===null).map(e=>({id:e,job:m.get(e)})).filter(e=>e.job!==void 0&&e.job.skip===null).map(({
id:e,job:o})=>({id:e,startsFrom:ae(o,m)})).filter(e=>e.startsFrom.length>0);for(let{id:e}of C)r.stderr(`note: stages of ${e}\
 are known only when it runs: give --run, or --handoff <stage>@${e}=<file>
`);let L=new Set(T.map(e=>e.stage));for(let e of s.named){let o=C.find(b=>le(b.startsFrom,e));o===void 0||L.has(e)||(L.add(
e),T.push({stage:e,job:o.id}))}let B=be(l.vars,a===void 0?void 0:ce(a,n.id),d),k=B.leftOut?.filter(({key:e})=>!Object.hasOwn(
s.inputs,e))??null;if(k===null||k.length>0){let e=a===void 0?`baton run would refuse ${t.fileName}${p===void 0?"":` (${p.
details[0]??p.message})`}, so the plan a render evaluates \${{ }} in is not known`:`only a run knows what ${k?.length===
1?"its":"their"} \${{ }} read${k?.length===1?"s":""}`;r.stderr(k===null?`warning: ${d}: the keys of the step's vars: are\
 left out here, which cannot be told before its \${{ }} are evaluated: ${e}; give them with --input <key>=<value>
`:`warning: ${d}: the step's vars: ${k.map(({key:o,reads:b})=>b.length===0?o:`${o} (reads ${b.join(", ")})`).join(", ")}\
 left out here: ${e}; give ${k.length===1?"it":"them"} with --input ${k[0].key}=<value>
`)}return{stages:T,vars:B.vars,open:C.map(e=>e.id),plan:a,...p===void 0?{}:{refused:p.details[0]??p.message},inputs:a===
void 0?null:Object.fromEntries(Object.entries(a.inputs).map(([e,o])=>[e,String(o)])),missingInputs:w,event:I}}var $e=[j.
eventNotTrigger,j.inputUnknown,j.inputInvalid],je=[j.templateInvalid,j.templateKey,j.templateDataKey,j.templateStage,j.promptFileMissing];
function ye(r,t,n){try{return Q(r,t,A.templateBytes)}catch(l){throw!(l instanceof Error)||l instanceof g?l:new g("usage",
`prompt-file ${t}: ${l.message}`,{where:n})}}export{Ge as workflowPrompt};

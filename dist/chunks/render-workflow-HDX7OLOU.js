import{a as fe,c as pe,d as ce}from"./chunk-ROOTWFYX.js";import{a as v,b as Q,h as Z,j as ee,t as ue}from"./chunk-NUJQ5MB4.js";
import{$a as le,Aa as L,La as ne,Na as se,Oa as re,Pa as oe,Ra as ie,Za as ae,_a as de,b as V,ba as te,h as D,i as H,j as q,
l as Y,o as z,s as R,ua as A,w as X,x as J}from"./chunk-D7GU7ZB6.js";import"./chunk-3CJ365NI.js";import"./chunk-YQLCREPZ.js";
import"./chunk-U6G3BVZI.js";import"./chunk-M6PCGQAN.js";import"./chunk-672GVUQV.js";import"./chunk-LZYN5DKP.js";
import"./chunk-RBL3FFHZ.js";import"./chunk-6RREDHNG.js";import"./chunk-AG2SH75Z.js";import"./chunk-NUWPZMYM.js";
import"./chunk-MYVF2C32.js";import"./chunk-YEKP4IAG.js";import"./chunk-T7W5VX65.js";import"./chunk-LS2NIP65.js";
import"./chunk-P7RHU6DD.js";import"./chunk-X6MVMOSM.js";import"./chunk-TR6ONM2E.js";import{c as F}from"./chunk-FCWOFCWY.js";
import"./chunk-LYVVWMII.js";import{d as B}from"./chunk-TIXFR75A.js";import{d as m}from"./chunk-OKFZ7BVP.js";
import"./chunk-5A7QKWCT.js";import"./chunk-FJ7SBSSN.js";import{G as _,K as U,aa as j}from"./chunk-C33NMHQG.js";
import"./chunk-3NR5HZ6E.js";async function Ke(o,t,n,l){let u=n.workflow;if(t!==void 0||n.template!==void 0)throw new m("usage","give a template file\
, --template or --workflow, one of them");if(n.job===void 0)throw new m("usage","is required with --workflow: the job wh\
ose prompt to render (--workflow <file> --job <id>)",{where:"--job"});let s=ee(o.cwd),g=await l.text(o,u),f=await Q(g,u,
{actionAt:s}),h=f.jobs.map(a=>a.id),y=Y(h,n.job),i=f.jobs.find(a=>a.id===y);if(i===void 0&&h.length===0&&f.problems.length>
0){let a=f.problems.length;throw new m("plan-rejected",`${u}: ${a} problem${a===1?"":"s"}; no prompt can be rendered fro\
m it`,{details:f.problems.map(c=>F(`${c.path}: ${c.message}`))})}if(i===void 0)throw new m("usage",`${u} has no job ${n.
job}${B(n.job,h)}; jobs: ${h.join(", ")}`,{where:"--job"});let w=J(i)?[{id:null,index:0,with:i.with}]:i.steps.filter(a=>{
let c=X(a);return c.kind==="baton"&&(c.action==="stage"||c.action==="prepare")}),M=(a,c)=>a.id??String(c+1),d;if(n.step!==
void 0){let a=/^[1-9][0-9]*$/.test(n.step)?Number(n.step):null;d=w.find(c=>c.id===n.step)??(a===null?void 0:w[a-1])}else
w.length===1&&(d=w[0]);if(d===void 0){let a=w.length===0?i.steps.find(E=>L(i.steps,E.index)):void 0;if(a?.uses)throw new m(
"action-missing",`${u}:${a.uses.position.line}:${a.uses.position.column}: ${L(i.steps,a.index)}`);let c=w.length===0?i.uses?.
text.trim().startsWith("./")?`job ${i.id} calls ${i.uses.text.trim()}: render a job of it (--workflow ${i.uses.text.trim().
slice(2).replace(/@.*$/,"")} --job <job>)`:`job ${i.id} has no step of baton's stage (uses: <owner>/baton@\u2026 or \u2026/prepare\
@\u2026)`:n.step===void 0?`job ${i.id} has ${w.length} stage steps: choose one with --step (${w.map(M).join(", ")})`:`jo\
b ${i.id} has no stage step ${n.step}; its stage steps: ${w.map(M).join(", ")}`;throw new m("usage",c,{where:n.step===void 0?
"--job":"--step"})}let p=d.with[U.vars];p&&p.expression===null&&A(p.text);let I={index:d.index,vars:p},N=a=>$e(o,{workflow:f,
job:i,step:I,actionAt:s},a),O=d.with[U.maxPromptTokens],P=O&&O.expression===null?O.text:void 0,b=d.with[U.prompt],W=d.with[U.
promptFile],x=b??W;if(x===void 0)throw new m("usage",`the stage step of job ${i.id} has no prompt or prompt-file`,{where:"\
--job"});if(x.expression!==null&&(b===void 0||H(b.text)))throw new m("usage",`the ${b?"prompt":"prompt-file"} of job ${i.
id} is an expression (${x.text.trim()}), which GitHub evaluates before baton sees it: render the text it gives with --te\
mplate`,{where:R(u,x.position)});if(b===void 0)return{text:ye(o.cwd,x.text.trim(),R(u,x.position)),source:x.text,maxPromptTokens:P,
upstream:N};let S=`${R(u,b.position)} jobs.${i.id} prompt`;return b.expression===null?{text:b.text,source:S,maxPromptTokens:P,
upstream:N}:{text:q(b.text),source:S,maxPromptTokens:P,upstream:N,evaluate:a=>he(b,a,{job:i,file:u})}}function he(o,{plan:t,
refused:n},{job:l,file:u}){let s=R(u,o.position),g=o.expression,f=t===void 0?void 0:me(t,l.id);if(f===void 0)throw new m(
"usage",`the prompt of job ${l.id} holds \${{ }}, which the render fills in as the run does, from the plan of the run; ba\
ton run would refuse ${u}${n?` (${n})`:""}`,{where:s});let h=f.unknown(g);if(h.length>0)throw new m("usage",`the prompt \
of job ${l.id} reads ${h.join(", ")} in \${{ }}, which only a run knows: ${we}; render the text it gives with --template`,
{where:s});return V(v,o,{contexts:f.contexts,where:s})}var we="the render fills in what the plan of the run knows before\
 it starts (github's event, repository, ref, sha and actor, inputs, vars, and matrix outside a matrix or in a matrix of \
one leg)";function me(o,t){let n=o.jobs.find(s=>s.id===t)?.legs,l=n!=null&&n.length===1?n[0]:void 0,u={...o.contexts,...l===
void 0?{}:{matrix:te(l)}};return{contexts:u,unknown:s=>[...new Set(v.facts(s).paths.filter(g=>!(g[0]==="matrix"?l!==void 0:
ie(g,u))).map(g=>g.join(".")))]}}function be(o,t,n){if(o===void 0)return{vars:{},leftOut:[]};if(o.expression===null)return{
vars:A(o.text),leftOut:[]};let l=f=>V(v,f,{contexts:t.contexts,where:n});if(t!==void 0&&t.unknown(o.expression).length===
0)return{vars:A(l(o)),leftOut:[]};let u=ge(o.text);if(u===null)return{vars:{},leftOut:null};let s={},g=[];for(let[f,h]of Object.
entries(u)){let y=D(h),i=y===null?[]:t?.unknown(y)??[];y===null?s[f]=h:t!==void 0&&i.length===0?s[f]=l({text:h,expression:y,
position:o.position}):g.push({key:f,reads:i})}return{vars:s,leftOut:g}}function ge(o){try{let t=A(o);return Object.keys(
t).some(n=>n.includes("${{"))?null:t}catch{return null}}async function $e(o,{workflow:t,job:n,step:l,actionAt:u},s){let{
checkout:g}=s,f=await pe(g.root??o.cwd,t,u),h=[t,...[...f.values()].filter(e=>!("unreadable"in e))],y=ce({cwd:o.cwd,known:s.
facts?{repository:s.facts.repository,sha:s.facts.sha,ref:s.facts.ref}:{},checkout:g,payload:s.event,actionAt:u,calledWorkflows:f}),
i=l.vars===void 0?"":R(t.fileName,l.vars.position),w=l.vars?.expression==null?{}:ge(l.vars.text),M=e=>w===null||w[e]?.includes(
"${{")===!0,d,p,I={inputs:Object.fromEntries(Object.entries(s.inputs).filter(([e])=>Object.hasOwn(t.inputs,e)||s.asked.includes(
e)&&!M(e))),event:s.event,eventName:s.eventName,vars:s.vars,secretNames:h.flatMap(e=>Object.keys(e.call?.secrets??{})),...y};
try{d=ne(t,v,I)}catch(e){if(!(e instanceof m))throw e;p=e}let N=d===void 0?oe(t,v,I):{name:d.eventName,payload:d.event,made:s.
event===null},O=p===void 0?{errors:[],step:[]}:se(t,v,I,{job:n.id,step:l.index}),P=O.errors.filter(e=>xe.includes(e.code)||
je.includes(e.code)&&O.step.includes(e));if(P.length>0){let e=P.length;throw new m("plan-rejected",`${t.fileName}: ${e} \
problem${e===1?"":"s"}; baton run would refuse it, so no prompt of job ${n.id} is rendered`,{details:P.map(r=>F(`${r.path}\
: ${r.message}`))})}let b=p===void 0?[]:O.errors.filter(e=>e.code===j.inputMissing).flatMap(e=>{let r=Object.values(t.inputs).
find($=>R(t.fileName,$.position)===e.path);return r===void 0?[]:[{name:r.name,where:e.path,message:e.message}]}),W=d?.jobs.
find(e=>e.id===n.id),x=W?.stageUpstream??z(t,n.id),S=e=>{if(d!==void 0)return d.jobs.find($=>$.id===e)?.stages??null;let r=t.
jobs.find($=>$.id===e);return r===void 0?null:ue(r,v).stages},a=x.filter(e=>{let r=t.jobs.find($=>$.id===e);return r?.uses!=
null&&!J(r)});if(p!==void 0&&s.ran===void 0&&a.length>0){let[e=p.message,...r]=p.details;o.stderr(`note: the stages of t\
he jobs that ${a.join(", ")} call${a.length===1?"s":""} are not known here: baton run would refuse ${t.fileName} (${e}${r.
length>0?`; and ${r.length} more`:""}); give them with --handoff <stage>@${a[0]}=<file>, or --run <run>
`)}let c=new Map((d?.jobs??[]).map(e=>[e.id,e])),E=e=>{let r=c.get(e);return r===void 0?[e]:ae(r,c)},T=fe(x,e=>E(e).flatMap(
r=>[S(r),s.ran?.get(r)]),{matrixOf:e=>d?.stageMatrices.get(e),...d!==void 0&&W!==void 0?{placeOf:re(d,W)}:{}}),C=x.filter(
e=>s.ran?.get(e)===void 0&&S(e)===null).map(e=>({id:e,job:c.get(e)})).filter(e=>e.job!==void 0&&e.job.skip===null).map(({
id:e,job:r})=>({id:e,startsFrom:de(r,c)})).filter(e=>e.startsFrom.length>0);for(let{id:e}of C)o.stderr(`note: stages of ${e}\
 are known only when it runs: give --run, or --handoff <stage>@${e}=<file>
`);let G=new Set(T.map(e=>e.stage));for(let e of s.named){let r=C.find($=>le($.startsFrom,e));r===void 0||G.has(e)||(G.add(
e),T.push({stage:e,job:r.id}))}let K=be(l.vars,d===void 0?void 0:me(d,n.id),i),k=K.leftOut?.filter(({key:e})=>!Object.hasOwn(
s.inputs,e))??null;if(k===null||k.length>0){let e=d===void 0?`baton run would refuse ${t.fileName}${p===void 0?"":` (${p.
details[0]??p.message})`}, so the plan a render evaluates \${{ }} in is not known`:`only a run knows what ${k?.length===
1?"its":"their"} \${{ }} read${k?.length===1?"s":""}`;o.stderr(k===null?`warning: ${i}: the keys of the step's vars: are\
 left out here, which cannot be told before its \${{ }} are evaluated: ${e}; give them with --input <key>=<value>
`:`warning: ${i}: the step's vars: ${k.map(({key:r,reads:$})=>$.length===0?r:`${r} (reads ${$.join(", ")})`).join(", ")}\
 left out here: ${e}; give ${k.length===1?"it":"them"} with --input ${k[0].key}=<value>
`)}return{stages:T,vars:K.vars,open:C.map(e=>e.id),plan:d,...p===void 0?{}:{refused:p.details[0]??p.message},inputs:d===
void 0?null:Object.fromEntries(Object.entries(d.inputs).map(([e,r])=>[e,String(r)])),missingInputs:b,event:N}}var xe=[j.
eventNotTrigger,j.inputUnknown,j.inputInvalid],je=[j.templateInvalid,j.templateKey,j.templateDataKey,j.templateStage,j.promptFileMissing];
function ye(o,t,n){try{return Z(o,t,_.templateBytes)}catch(l){throw!(l instanceof Error)||l instanceof m?l:new m(j.actionInputInvalid,
`prompt-file ${t}: ${l.message}`,{where:n})}}export{Ke as workflowPrompt};

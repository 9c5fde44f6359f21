import{a as te,c as ne,d as re}from"./chunk-JAH4JDVT.js";import{a as y,b as B,h as V,j as G,n as q,w as ee}from"./chunk-QKKVF4NM.js";
import{Ia as Y,Ja as _,Ka as z,La as D,Ma as K,Ta as Q,Ua as X,Va as Z,b as F,h as J,i as A,k as C,n as T,r as v,ta as H,
v as L,w as M}from"./chunk-MBY7YHX4.js";import"./chunk-VEJBZX2Q.js";import"./chunk-JLRMRLJ3.js";import"./chunk-MSOSO2OH.js";
import"./chunk-FKQNWEK2.js";import"./chunk-OQJRDI6T.js";import"./chunk-FPHKCJVG.js";import"./chunk-RBL3FFHZ.js";
import"./chunk-6RREDHNG.js";import"./chunk-4CJRKZYO.js";import"./chunk-L52GCVQB.js";import"./chunk-TTL53LJI.js";
import"./chunk-U5HZIWHA.js";import"./chunk-LS2NIP65.js";import"./chunk-FY6ZLXKV.js";import"./chunk-56XQEZWE.js";
import"./chunk-TR6ONM2E.js";import{c as N}from"./chunk-FCWOFCWY.js";import"./chunk-DA5X62VC.js";import{
d as E}from"./chunk-TIXFR75A.js";import{d}from"./chunk-OKFZ7BVP.js";import"./chunk-5A7QKWCT.js";import"./chunk-X3WXZ7VZ.js";
import{D as W,H as R,Y as S}from"./chunk-VTCVQFHR.js";import"./chunk-3NR5HZ6E.js";async function Oe(l,s,o,f){let n=o.workflow;if(s!==void 0||o.template!==void 0)throw new d("usage","give a template file\
, --template or --workflow, one of them");if(o.job===void 0)throw new d("usage","is required with --workflow: the job wh\
ose prompt to render (--workflow <file> --job <id>)",{where:"--job"});let c=G(l.cwd),k;try{k=await f.text(l,n,"workflow \
file",W.workflowFileBytes)}catch(e){throw!(e instanceof d)||!(e.cause instanceof Error)?e:q(l.cwd,n,e.cause)}let p=await B(
k,n,{ownAction:c}),h=p.jobs.map(e=>e.id),i=C(h,o.job),r=p.jobs.find(e=>e.id===i);if(r===void 0&&h.length===0&&p.problems.
length>0){let e=p.problems.length;throw new d("plan-rejected",`${n}: ${e} problem${e===1?"":"s"}; no prompt can be rende\
red from it`,{details:p.problems.map(t=>N(`${t.path}: ${t.message}`))})}if(r===void 0)throw new d("usage",`${n} has no j\
ob ${o.job}${E(o.job,h)}; jobs: ${h.join(", ")}`,{where:"--job"});let a=M(r)?[{id:null,with:r.with}]:r.steps.filter(e=>{
let t=L(e);return t.kind==="baton"&&(t.action==="stage"||t.action==="prepare")}),U=(e,t)=>e.id??String(t+1),g;if(o.step!==
void 0){let e=/^[1-9][0-9]*$/.test(o.step)?Number(o.step):null;g=a.find(t=>t.id===o.step)??(e===null?void 0:a[e-1])}else
a.length===1&&(g=a[0]);if(g===void 0){let e=a.length===0?r.uses?.text.trim().startsWith("./")?`job ${r.id} calls ${r.uses.
text.trim()}: render a job of it (--workflow ${r.uses.text.trim().slice(2).replace(/@.*$/,"")} --job <job>)`:`job ${r.id}\
 has no step of baton's stage (uses: <owner>/baton@\u2026 or \u2026/prepare@\u2026)`:o.step===void 0?`job ${r.id} has ${a.
length} stage steps: choose one with --step (${a.map(U).join(", ")})`:`job ${r.id} has no stage step ${o.step}; its stag\
e steps: ${a.map(U).join(", ")}`;throw new d("usage",e,{where:o.step===void 0?"--job":"--step"})}let w=g.with[R.vars],j={};
w&&w.expression===null?j=H(w.text):w&&l.stderr(`warning: ${v(n,w.position)}: the step's vars: holds \${{ }}, which only a\
 run evaluates: its keys are left out here; give them with --input
`);let P=e=>oe(l,{workflow:p,job:r,ownAction:c},e),x=g.with[R.maxPromptTokens],$=x&&x.expression===null?x.text:void 0,u=g.
with[R.prompt],O=g.with[R.promptFile],m=u??O;if(m===void 0)throw new d("usage",`the stage step of job ${r.id} has no pro\
mpt or prompt-file`,{where:"--job"});if(m.expression!==null&&(u===void 0||J(u.text)))throw new d("usage",`the ${u?"promp\
t":"prompt-file"} of job ${r.id} is an expression (${m.text.trim()}), which GitHub evaluates before baton sees it: rende\
r the text it gives with --template`,{where:v(n,m.position)});if(u===void 0)return{text:ie(l.cwd,m.text.trim(),v(n,m.position)),
source:m.text,maxPromptTokens:$,vars:j,upstream:P};let I=`${v(n,u.position)} jobs.${r.id} prompt`;return u.expression===
null?{text:u.text,source:I,maxPromptTokens:$,vars:j,upstream:P}:{text:A(u.text),source:I,maxPromptTokens:$,vars:j,upstream:P,
evaluate:e=>se(u,e,{job:r,file:n})}}function se(l,{plan:s,refused:o},{job:f,file:n}){let c=v(n,l.position),k=l.expression;
if(s===void 0)throw new d("usage",`the prompt of job ${f.id} holds \${{ }}, which the render fills in as the run does, fr\
om the plan of the run; baton run would refuse ${n}${o?` (${o})`:""}`,{where:c});let p=s.jobs.find(a=>a.id===f.id)?.legs,
h=p!=null&&p.length===1&&Object.keys(p[0]).length===0,i={...s.contexts,...h?{matrix:null}:{}},r=y.facts(k).paths.filter(
a=>!(a[0]==="matrix"?h:K(a,i))).map(a=>a.join("."));if(r.length>0)throw new d("usage",`the prompt of job ${f.id} reads ${[
...new Set(r)].join(", ")} in \${{ }}, which only a run knows: the render fills in what the plan of the run knows before \
it starts (github's event, repository, ref, sha and actor, inputs, vars, and matrix outside a matrix); render the text i\
t gives with --template`,{where:c});return F(y,l,{contexts:i,where:c})}async function oe(l,{workflow:s,job:o,ownAction:f},n){
let{checkout:c}=n,k=await ne(c.root??l.cwd,s,f),p=[s,...[...k.values()].filter(e=>!("unreadable"in e))],h=re({cwd:l.cwd,
known:n.facts?{repository:n.facts.repository,sha:n.facts.sha,ref:n.facts.ref}:{},checkout:c,payload:n.event,ownAction:f,
calledWorkflows:k}),i,r,a={inputs:Object.fromEntries(Object.entries(n.inputs).filter(([e])=>Object.hasOwn(s.inputs,e))),
event:n.event,eventName:n.eventName,vars:n.vars,secretNames:p.flatMap(e=>Object.keys(e.call?.secrets??{})),...h};try{i=Y(
s,y,a)}catch(e){if(!(e instanceof d))throw e;r=e}let U=i===void 0?D(s,y,a):{name:i.eventName,payload:i.event,made:n.event===
null},g=r===void 0?[]:_(s,y,a).filter(e=>e.code===S.inputMissing).flatMap(e=>{let t=Object.values(s.inputs).find(b=>v(s.
fileName,b.position)===e.path);return t===void 0?[]:[{name:t.name,where:e.path,message:e.message}]}),w=i?.jobs.find(e=>e.
id===o.id),j=w?.stageUpstream??T(s,o.id),P=e=>{if(i!==void 0)return i.jobs.find(b=>b.id===e)?.stages??null;let t=s.jobs.
find(b=>b.id===e);return t===void 0?null:ee(t,y).stages},x=j.filter(e=>{let t=s.jobs.find(b=>b.id===e);return t?.uses!=null&&
!M(t)});if(r!==void 0&&n.ran===void 0&&x.length>0){let[e=r.message,...t]=r.details;l.stderr(`note: the stages of the job\
s that ${x.join(", ")} call${x.length===1?"s":""} are not known here: baton run would refuse ${s.fileName} (${e}${t.length>
0?`; and ${t.length} more`:""}); give them with --handoff <stage>@${x[0]}=<file>, or --run <run>
`)}let $=new Map((i?.jobs??[]).map(e=>[e.id,e])),u=e=>{let t=$.get(e);return t===void 0?[e]:Q(t,$)},O=te(j,e=>u(e).flatMap(
t=>[P(t),n.ran?.get(t)]),{matrixOf:e=>i?.stageMatrices.get(e),...i!==void 0&&w!==void 0?{placeOf:z(i,w)}:{}}),m=j.filter(
e=>n.ran?.get(e)===void 0&&P(e)===null).map(e=>({id:e,job:$.get(e)})).filter(e=>e.job!==void 0&&e.job.skip===null).map(({
id:e,job:t})=>({id:e,startsFrom:X(t,$)})).filter(e=>e.startsFrom.length>0);for(let{id:e}of m)l.stderr(`note: stages of ${e}\
 are known only when it runs: give --run, or --handoff <stage>@${e}=<file>
`);let I=new Set(O.map(e=>e.stage));for(let e of n.named){let t=m.find(b=>Z(b.startsFrom,e));t===void 0||I.has(e)||(I.add(
e),O.push({stage:e,job:t.id}))}return{stages:O,open:m.map(e=>e.id),plan:i,...r===void 0?{}:{refused:r.details[0]??r.message},
inputs:i===void 0?null:Object.fromEntries(Object.entries(i.inputs).map(([e,t])=>[e,String(t)])),missingInputs:g,event:U}}
function ie(l,s,o){try{return V(l,s,W.templateBytes)}catch(f){throw!(f instanceof Error)||f instanceof d?f:new d("usage",
`prompt-file ${s}: ${f.message}`,{where:o})}}export{Oe as workflowPrompt};

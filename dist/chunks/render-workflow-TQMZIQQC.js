import{a as ee,c as te,d as ne}from"./chunk-EFPFO4OF.js";import{a as k,b as L,h as G,j as B,t as Z}from"./chunk-AQLTQOMT.js";
import{Ia as H,Ja as Y,Ka as _,La as z,Ma as D,Ta as K,Ua as Q,Va as X,b as F,h as J,i as A,k as C,n as T,r as y,ta as q,
v as V,w as M}from"./chunk-NYVGXCS3.js";import"./chunk-PWTAMWX4.js";import"./chunk-EZAGG4WZ.js";import"./chunk-YSY2Z5MM.js";
import"./chunk-6AMTDVSF.js";import"./chunk-OQJRDI6T.js";import"./chunk-ZUIKJKF4.js";import"./chunk-RBL3FFHZ.js";
import"./chunk-6RREDHNG.js";import"./chunk-EX7GXS6A.js";import"./chunk-NUWPZMYM.js";import"./chunk-L52GCVQB.js";
import"./chunk-TTL53LJI.js";import"./chunk-JAFGILSD.js";import"./chunk-LS2NIP65.js";import"./chunk-FY6ZLXKV.js";
import"./chunk-56XQEZWE.js";import"./chunk-TR6ONM2E.js";import{c as W}from"./chunk-FCWOFCWY.js";import"./chunk-DA5X62VC.js";
import{d as E}from"./chunk-TIXFR75A.js";import{d as f}from"./chunk-OKFZ7BVP.js";import"./chunk-5A7QKWCT.js";
import"./chunk-X3WXZ7VZ.js";import{D as N,H as R,Y as S}from"./chunk-VTCVQFHR.js";import"./chunk-3NR5HZ6E.js";async function ve(d,r,o,l){let s=o.workflow;if(r!==void 0||o.template!==void 0)throw new f("usage","give a template file\
, --template or --workflow, one of them");if(o.job===void 0)throw new f("usage","is required with --workflow: the job wh\
ose prompt to render (--workflow <file> --job <id>)",{where:"--job"});let c=B(d.cwd),v=await l.text(d,s),p=await L(v,s,{
ownAction:c}),h=p.jobs.map(e=>e.id),i=C(h,o.job),n=p.jobs.find(e=>e.id===i);if(n===void 0&&h.length===0&&p.problems.length>
0){let e=p.problems.length;throw new f("plan-rejected",`${s}: ${e} problem${e===1?"":"s"}; no prompt can be rendered fro\
m it`,{details:p.problems.map(t=>W(`${t.path}: ${t.message}`))})}if(n===void 0)throw new f("usage",`${s} has no job ${o.
job}${E(o.job,h)}; jobs: ${h.join(", ")}`,{where:"--job"});let a=M(n)?[{id:null,with:n.with}]:n.steps.filter(e=>{let t=V(
e);return t.kind==="baton"&&(t.action==="stage"||t.action==="prepare")}),U=(e,t)=>e.id??String(t+1),g;if(o.step!==void 0){
let e=/^[1-9][0-9]*$/.test(o.step)?Number(o.step):null;g=a.find(t=>t.id===o.step)??(e===null?void 0:a[e-1])}else a.length===
1&&(g=a[0]);if(g===void 0){let e=a.length===0?n.uses?.text.trim().startsWith("./")?`job ${n.id} calls ${n.uses.text.trim()}\
: render a job of it (--workflow ${n.uses.text.trim().slice(2).replace(/@.*$/,"")} --job <job>)`:`job ${n.id} has no ste\
p of baton's stage (uses: <owner>/baton@\u2026 or \u2026/prepare@\u2026)`:o.step===void 0?`job ${n.id} has ${a.length} s\
tage steps: choose one with --step (${a.map(U).join(", ")})`:`job ${n.id} has no stage step ${o.step}; its stage steps: ${a.
map(U).join(", ")}`;throw new f("usage",e,{where:o.step===void 0?"--job":"--step"})}let w=g.with[R.vars],j={};w&&w.expression===
null?j=q(w.text):w&&d.stderr(`warning: ${y(s,w.position)}: the step's vars: holds \${{ }}, which only a run evaluates: it\
s keys are left out here; give them with --input
`);let P=e=>re(d,{workflow:p,job:n,ownAction:c},e),$=g.with[R.maxPromptTokens],x=$&&$.expression===null?$.text:void 0,u=g.
with[R.prompt],O=g.with[R.promptFile],m=u??O;if(m===void 0)throw new f("usage",`the stage step of job ${n.id} has no pro\
mpt or prompt-file`,{where:"--job"});if(m.expression!==null&&(u===void 0||J(u.text)))throw new f("usage",`the ${u?"promp\
t":"prompt-file"} of job ${n.id} is an expression (${m.text.trim()}), which GitHub evaluates before baton sees it: rende\
r the text it gives with --template`,{where:y(s,m.position)});if(u===void 0)return{text:oe(d.cwd,m.text.trim(),y(s,m.position)),
source:m.text,maxPromptTokens:x,vars:j,upstream:P};let I=`${y(s,u.position)} jobs.${n.id} prompt`;return u.expression===
null?{text:u.text,source:I,maxPromptTokens:x,vars:j,upstream:P}:{text:A(u.text),source:I,maxPromptTokens:x,vars:j,upstream:P,
evaluate:e=>se(u,e,{job:n,file:s})}}function se(d,{plan:r,refused:o},{job:l,file:s}){let c=y(s,d.position),v=d.expression;
if(r===void 0)throw new f("usage",`the prompt of job ${l.id} holds \${{ }}, which the render fills in as the run does, fr\
om the plan of the run; baton run would refuse ${s}${o?` (${o})`:""}`,{where:c});let p=r.jobs.find(a=>a.id===l.id)?.legs,
h=p!=null&&p.length===1&&Object.keys(p[0]).length===0,i={...r.contexts,...h?{matrix:null}:{}},n=k.facts(v).paths.filter(
a=>!(a[0]==="matrix"?h:D(a,i))).map(a=>a.join("."));if(n.length>0)throw new f("usage",`the prompt of job ${l.id} reads ${[
...new Set(n)].join(", ")} in \${{ }}, which only a run knows: the render fills in what the plan of the run knows before \
it starts (github's event, repository, ref, sha and actor, inputs, vars, and matrix outside a matrix); render the text i\
t gives with --template`,{where:c});return F(k,d,{contexts:i,where:c})}async function re(d,{workflow:r,job:o,ownAction:l},s){
let{checkout:c}=s,v=await te(c.root??d.cwd,r,l),p=[r,...[...v.values()].filter(e=>!("unreadable"in e))],h=ne({cwd:d.cwd,
known:s.facts?{repository:s.facts.repository,sha:s.facts.sha,ref:s.facts.ref}:{},checkout:c,payload:s.event,ownAction:l,
calledWorkflows:v}),i,n,a={inputs:Object.fromEntries(Object.entries(s.inputs).filter(([e])=>Object.hasOwn(r.inputs,e))),
event:s.event,eventName:s.eventName,vars:s.vars,secretNames:p.flatMap(e=>Object.keys(e.call?.secrets??{})),...h};try{i=H(
r,k,a)}catch(e){if(!(e instanceof f))throw e;n=e}let U=i===void 0?z(r,k,a):{name:i.eventName,payload:i.event,made:s.event===
null},g=n===void 0?[]:Y(r,k,a).filter(e=>e.code===S.inputMissing).flatMap(e=>{let t=Object.values(r.inputs).find(b=>y(r.
fileName,b.position)===e.path);return t===void 0?[]:[{name:t.name,where:e.path,message:e.message}]}),w=i?.jobs.find(e=>e.
id===o.id),j=w?.stageUpstream??T(r,o.id),P=e=>{if(i!==void 0)return i.jobs.find(b=>b.id===e)?.stages??null;let t=r.jobs.
find(b=>b.id===e);return t===void 0?null:Z(t,k).stages},$=j.filter(e=>{let t=r.jobs.find(b=>b.id===e);return t?.uses!=null&&
!M(t)});if(n!==void 0&&s.ran===void 0&&$.length>0){let[e=n.message,...t]=n.details;d.stderr(`note: the stages of the job\
s that ${$.join(", ")} call${$.length===1?"s":""} are not known here: baton run would refuse ${r.fileName} (${e}${t.length>
0?`; and ${t.length} more`:""}); give them with --handoff <stage>@${$[0]}=<file>, or --run <run>
`)}let x=new Map((i?.jobs??[]).map(e=>[e.id,e])),u=e=>{let t=x.get(e);return t===void 0?[e]:K(t,x)},O=ee(j,e=>u(e).flatMap(
t=>[P(t),s.ran?.get(t)]),{matrixOf:e=>i?.stageMatrices.get(e),...i!==void 0&&w!==void 0?{placeOf:_(i,w)}:{}}),m=j.filter(
e=>s.ran?.get(e)===void 0&&P(e)===null).map(e=>({id:e,job:x.get(e)})).filter(e=>e.job!==void 0&&e.job.skip===null).map(({
id:e,job:t})=>({id:e,startsFrom:Q(t,x)})).filter(e=>e.startsFrom.length>0);for(let{id:e}of m)d.stderr(`note: stages of ${e}\
 are known only when it runs: give --run, or --handoff <stage>@${e}=<file>
`);let I=new Set(O.map(e=>e.stage));for(let e of s.named){let t=m.find(b=>X(b.startsFrom,e));t===void 0||I.has(e)||(I.add(
e),O.push({stage:e,job:t.id}))}return{stages:O,open:m.map(e=>e.id),plan:i,...n===void 0?{}:{refused:n.details[0]??n.message},
inputs:i===void 0?null:Object.fromEntries(Object.entries(i.inputs).map(([e,t])=>[e,String(t)])),missingInputs:g,event:U}}
function oe(d,r,o){try{return G(d,r,N.templateBytes)}catch(l){throw!(l instanceof Error)||l instanceof f?l:new f("usage",
`prompt-file ${r}: ${l.message}`,{where:o})}}export{ve as workflowPrompt};

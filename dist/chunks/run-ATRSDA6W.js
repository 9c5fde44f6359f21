import{i as on,k as rn}from"./chunk-F4KDAE5K.js";import"./chunk-V4IQCETH.js";import"./chunk-YHQU7V4H.js";
import"./chunk-MZEASRUW.js";import"./chunk-4I66CCYY.js";import{a as tn}from"./chunk-DL24HBK2.js";import"./chunk-F4SNXJTF.js";
import"./chunk-GWIR7DIQ.js";import"./chunk-7FV423P5.js";import"./chunk-DXL4WWJA.js";import{S as nn,T as en}from"./chunk-7MJPHVYX.js";
import{z as N}from"./chunk-HQXNT7QT.js";import"./chunk-RWP7FG45.js";import"./chunk-HQ2KTJ4B.js";import{
a as ln,b as cn}from"./chunk-HTACMPW4.js";import{a as x,c as A,d as an,e as L}from"./chunk-VQQHF6XR.js";import{
b as sn}from"./chunk-AKEOIFP2.js";import{k as Q,w as Z}from"./chunk-AIV2KSH5.js";import{a as f}from"./chunk-QZ4LYHPP.js";
import{w as J}from"./chunk-22N64GVF.js";import{b as W}from"./chunk-BXL4BL7Z.js";import{b as F}from"./chunk-DVNEBDMP.js";
import{L as S,P as Y,Q as B,n as O}from"./chunk-JZBPCCZQ.js";import{a as yn}from"./chunk-5A7QKWCT.js";import{
d as bn}from"./chunk-3NR5HZ6E.js";var G=bn(yn(),1);import{readFile as jn}from"node:fs/promises";import{join as P,relative as kn,resolve as un}from"node:path";async function Hn(e,o,t={}){if(o===void 0)throw In(e.cwd);for(let[p,h]of[["--job",t.job],["--event",t.event],["--event-n\
ame",t.eventName]])if(h!==void 0&&h.trim()==="")throw new W("usage","is empty; give it a value, or leave the option out",
{where:p});let c=x(t.input,"--input"),i=x(t.var,"--var"),u=A(t.jobs);return pn(e,t,p=>on(o,{...p,...t.job!==void 0?{job:t.
job}:{},inputs:c,vars:i,...t.event!==void 0?{event:t.event}:{},...t.eventName!==void 0?{eventName:t.eventName}:{},...t.parent!==
void 0?{parent:t.parent}:{},secrets:t.secret??[],concurrency:u},N))}async function Un(e,o,t){let c=A(t.jobs);return pn(e,
t,i=>rn(o,t.from,{...i,...t.secret&&t.secret.length>0?{secrets:t.secret}:{},concurrency:c},N))}async function pn(e,o,t){
let c=an(e,o),i=ln(c,e.stdout,{color:e.color??!e.env.NO_COLOR,columns:e.terminal?.columns??100,rows:e.terminal?.rows??50,
terminal:e.isTTY}),u=(n,r)=>i.message?i.message(r):e.stderr(n),p=new AbortController,h=new AbortController,R=n=>{if(p.signal.
aborted){u(`baton: already cancelling; waiting for running commands to stop
`,"stopping: waiting for running commands to stop");return}u(`${n}: stopping running steps and agents (records written s\
o far are kept)
`,"stopping: running steps and agents get SIGTERM, then SIGKILL (records written so far are kept)"),p.abort()},U=()=>{if(h.
signal.aborted){R(`
baton: cancelling now`);return}u(`
baton: cancelling, as GitHub cancels a run: running steps stop unless their if: holds when cancelled, and always() and c\
ancelled() steps and jobs still run; Ctrl-C again to stop everything now
`,"cancelling \xB7 Ctrl-C again to stop everything now \xB7 always() and cancelled() steps and jobs still run"),h.abort()},
M=()=>R(`
baton: cancelling`),C=()=>R("baton: standard output was closed; cancelling"),z=["SIGTERM","SIGHUP"];for(let n of z)process.
on(n,M);process.on("SIGINT",U),e.stdoutClosed?.aborted?C():e.stdoutClosed?.addEventListener("abort",C);let{facts:hn,root:j}=await tn(
e.cwd,e.env);j!==null&&un(j)!==un(e.cwd)&&e.stderr(`baton: note: steps and agents run in ${e.cwd}, not at the repository\
 root ${j} where GitHub runs them; relative paths in the workflow resolve from here
`);let k=[],v=new Map,I=[],wn=n=>{n.type==="notice"&&n.problem!==void 0?I.push(n.message):n.type==="step-started"?v.set(
n.leg,[]):n.type==="stage-recorded"?v.get(n.leg)?.push(n.stage):n.type==="step-finished"&&n.outcome==="failure"&&n.conclusion===
"failure"?k.push({kind:"step",step:n,stages:v.get(n.leg)??[]}):n.type==="job-finished"&&n.result==="failure"&&n.reason!==
void 0?k.push({kind:"job",leg:n.leg,reason:n.reason,...n.reused?{reused:!0}:{}}):n.type==="job-finished"&&n.reused&&n.failed_step&&
k.push({kind:"step",step:{...n.failed_step,leg:n.leg},stages:[],reused:!0})},s;try{s=await t({cwd:e.cwd,env:e.env,onEvent:n=>{
wn(n),i.onEvent(n)},...i.onOutput?{onOutput:n=>i.onOutput?.(n)}:{},signal:p.signal,cancel:h.signal,facts:hn,...j===null?
{}:{repositoryRoot:j}})}finally{i.close();for(let n of z)process.off(n,M);process.off("SIGINT",U),e.stdoutClosed?.removeEventListener(
"abort",C)}let a=c==="json"?e.stderr:e.stdout,$n=kn(e.cwd,s.runDir)||s.runDir,l=s.chain.find(n=>n.stage===s.finalStage);
if(a(`run ${s.runId}: ${s.status}; records in ${$n}
`),l){let n=l.summary?`: ${L(l.summary,200)}`:"",r=Q(l.status,l.reason),d=l.attempts>1?` in ${l.attempts} attempts`:"";a(
`final stage ${l.stage} (${r}, ${cn(l.duration_ms)}${d})${n}
`)}let w=k.slice(0,dn),K=n=>{if(n.kind==="job")return;let r=s.chain.find(d=>d.stage===n.stages.at(-1));return r?.reason===
"exit-nonzero"?r:void 0},_=w.length>0?void 0:l?.reason==="exit-nonzero"?l:s.chain.findLast(n=>n.reason==="exit-nonzero");
_&&await gn(a,s.runDir,_),s.status==="success"&&w.length>0&&a(`the run succeeded, but these ${w.every(n=>n.kind==="step")?
"steps ":""}failed in jobs that continue on error:
`);for(let n of w){if(n.kind==="job"){let E=f(n.reason).replaceAll(`
`,`
  `);a(`${fn(n)}: the job failed outside its steps: ${E}
`);continue}let{step:r}=n,d=K(n);if(d){await gn(a,s.runDir,d);continue}let g=`${fn(n)}: step ${r.step+1} (${L(r.name,80)}\
)`,X=f(r.message??"failed");if(r.output_tail===void 0){a(`${g} ${X.replaceAll(`
`,`
  `)}
`);continue}a(`${g} ${X}; the end of its output:
`),r.output_tail===""&&a(`  \u2502 (it printed nothing)
`);for(let E of r.output_tail===""?[]:r.output_tail.split(`
`))a(`  \u2502 ${mn(E)}
`)}let $=k.slice(dn);if($.length>0){let n=[...new Set($.map(g=>f(H(g))))],r=n.length>10?`${n.slice(0,10).join(", ")}, \u2026`:
n.join(", "),d=$.every(g=>g.kind==="step")?"failed step":$.every(g=>g.kind==="job")?"failed job":"failure";a(`\u2026 and ${$.
length} more ${d}${$.length===1?"":"s"}, in ${r}
`)}let m=e.env.npm_lifecycle_event?"npx baton":"baton";if(I.length>0){let n=I.length;a(`${n===1?"a warning":`${n} warnin\
gs`} in the stages' records (${m} show ${s.runId} <stage> lists them):
`);for(let r of I.slice(0,T))a(`  ${L(r,200)}
`);n>T&&a(`  \u2026 and ${n-T} more
`)}if(s.reason!==null){let n=s.status==="failure"?"failed":`was ${s.status}, and failed`;a(`the run ${n} outside its job\
s: ${f(s.reason).replaceAll(`
`,`
  `)}
`)}let b=[`${m} history ${s.runId}`],y=w.find(n=>n.kind==="step"||(0,G.existsSync)(P(s.runDir,B(n.leg)))),V=y?K(y):_,q=y?.
kind==="step"?y.stages.at(-1):void 0;return V?b.push(`${m} show ${s.runId} ${V.stage} --log`):q?b.push(`${m} show ${s.runId}\
 ${q}`):y?b.push(`${m} show ${s.runId} ${f(H(y))} --log`):l&&w.length===0&&b.push(`${m} show ${s.runId} ${l.stage}${l.reason===
"render-failed"?"":" --prompt"}`),(0,G.existsSync)(P(s.runDir,Y.report))&&b.push(`${m} report ${s.runId}`),a(`look next:\
 ${b.join("  \xB7  ")}
`),s.status==="success"?F.ok:F.failure}var D=5;function In(e){let o=nn(e),t=o.find(u=>!en(e,u))??o[0]??`${S}/<workflow>.\
yml`,c=o.slice(0,D).map(u=>u.slice(S.length+1)),i=o.length>D?`, \u2026 (${o.length-D} more)`:"";return new W("usage",`mi\
ssing argument <workflow>: the workflow file to run (baton run ${t})`,{details:o.length>0?[`workflows in ${S}/: ${c.join(
", ")}${i}`]:[]})}function H(e){return e.kind==="step"?e.step.leg:e.leg}function fn(e){let o=f(H(e));return e.reused?`${o}\
 (reused from the run replayed)`:o}var dn=3,T=5,On=5;async function gn(e,o,t){let c=await Sn(o,t),i=f(t.message??"the ag\
ent failed");if(c.length===0){e(`${t.stage}: ${i}; its ${O.log} is empty
`);return}e(`${t.stage}: ${i}; the end of its ${O.log}:
`);for(let u of c)e(`  \u2502 ${u}
`)}async function Sn(e,o){let t=P(e,Z(o.stage,o.attempt),O.log);return(await jn(t,"utf8").catch(()=>"")).split(/\r?\n/).
filter(i=>i.trim()!=="").slice(-On).map(mn)}function mn(e){return sn(f(J(e)),200)}export{Un as replayCommand,Hn as runCommand};

import{i as re,k as ie}from"./chunk-EQOXQ4AD.js";import"./chunk-YHQU7V4H.js";import"./chunk-ZSTPZUNN.js";
import"./chunk-UOJOJ6CE.js";import{a as te}from"./chunk-DL24HBK2.js";import"./chunk-KH27GBVF.js";import"./chunk-GTRAR4DI.js";
import"./chunk-GWIR7DIQ.js";import"./chunk-7FV423P5.js";import"./chunk-6SEGYK7Z.js";import{S as ee,T as ne}from"./chunk-UXDSCJU4.js";
import{z as N}from"./chunk-XN2DIZNF.js";import"./chunk-ELLCTOB7.js";import"./chunk-VNY4YMOQ.js";import{
a as ce,b as ue}from"./chunk-5VIHKI4B.js";import{a as A,c as x,d as le,e as S}from"./chunk-PPXCPPBA.js";import{
a as ae}from"./chunk-XFYPCMCX.js";import"./chunk-ICEQMEMO.js";import{a as se,e as oe}from"./chunk-YBFLPME4.js";
import{k as Q,w as Z}from"./chunk-XWFWV4XT.js";import{a as f}from"./chunk-QZ4LYHPP.js";import{u as J}from"./chunk-G6IW7IQF.js";
import{b as W}from"./chunk-BXL4BL7Z.js";import{b as F}from"./chunk-DVNEBDMP.js";import{L as R,P as Y,Q as B,
n as O}from"./chunk-JZBPCCZQ.js";import{a as je}from"./chunk-5A7QKWCT.js";import{d as ye}from"./chunk-3NR5HZ6E.js";var G=ye(je(),1);import{readFile as ke}from"node:fs/promises";import{join as P,relative as Ie,resolve as fe}from"node:path";async function ze(n,o,t={}){if(o===void 0)throw Oe(n.cwd);for(let[p,h]of[["--job",t.job],["--event",t.event],["--event-n\
ame",t.eventName]])if(h!==void 0&&h.trim()==="")throw new W("usage","is empty; give it a value, or leave the option out",
{where:p});let c=A(t.input,"--input"),i=A(t.var,"--var"),u=x(t.jobs);return me(n,t,p=>re(o,{...p,...t.job!==void 0?{job:t.
job}:{},inputs:c,vars:i,...t.event!==void 0?{event:t.event}:{},...t.eventName!==void 0?{eventName:t.eventName}:{},...t.parent!==
void 0?{parent:t.parent}:{},secrets:t.secret??[],concurrency:u},N))}async function Ke(n,o,t){let c=x(t.jobs);return me(n,
t,i=>ie(o,t.from,{...i,...t.secret&&t.secret.length>0?{secrets:t.secret}:{},concurrency:c},N))}async function me(n,o,t){
await ae(n,se.forProject(n.cwd));let c=le(n,o),i=ce(c,n.stdout,{color:n.color??!n.env.NO_COLOR,columns:n.terminal?.columns??
100,rows:n.terminal?.rows??50,terminal:n.isTTY}),u=(e,r)=>i.message?i.message(r):n.stderr(e),p=new AbortController,h=new AbortController,
L=e=>{if(p.signal.aborted){u(`baton: already cancelling; waiting for running commands to stop
`,"stopping: waiting for running commands to stop");return}u(`${e}: stopping running steps and agents (records written s\
o far are kept)
`,"stopping: running steps and agents get SIGTERM, then SIGKILL (records written so far are kept)"),p.abort()},U=()=>{if(h.
signal.aborted){L(`
baton: cancelling now`);return}u(`
baton: cancelling, as GitHub cancels a run: running steps stop unless their if: holds when cancelled, and always() and c\
ancelled() steps and jobs still run; Ctrl-C again to stop everything now
`,"cancelling \xB7 Ctrl-C again to stop everything now \xB7 always() and cancelled() steps and jobs still run"),h.abort()},
M=()=>L(`
baton: cancelling`),C=()=>L("baton: standard output was closed; cancelling"),z=["SIGTERM","SIGHUP"];for(let e of z)process.
on(e,M);process.on("SIGINT",U),n.stdoutClosed?.aborted?C():n.stdoutClosed?.addEventListener("abort",C);let{facts:we,root:j}=await te(
n.cwd,n.env);j!==null&&fe(j)!==fe(n.cwd)&&n.stderr(`baton: note: steps and agents run in ${n.cwd}, not at the repository\
 root ${j} where GitHub runs them; relative paths in the workflow resolve from here
`);let k=[],v=new Map,I=[],$e=e=>{e.type==="notice"&&e.problem!==void 0?I.push(e.message):e.type==="step-started"?v.set(
e.leg,[]):e.type==="stage-recorded"?v.get(e.leg)?.push(e.stage):e.type==="step-finished"&&e.outcome==="failure"&&e.conclusion===
"failure"?k.push({kind:"step",step:e,stages:v.get(e.leg)??[]}):e.type==="job-finished"&&e.result==="failure"&&e.reason!==
void 0?k.push({kind:"job",leg:e.leg,reason:e.reason,...e.reused?{reused:!0}:{}}):e.type==="job-finished"&&e.reused&&e.failed_step&&
k.push({kind:"step",step:{...e.failed_step,leg:e.leg},stages:[],reused:!0})},s;try{s=await t({cwd:n.cwd,env:n.env,onEvent:e=>{
$e(e),i.onEvent(e)},...i.onOutput?{onOutput:e=>i.onOutput?.(e)}:{},signal:p.signal,cancel:h.signal,facts:we,...j===null?
{}:{repositoryRoot:j}})}finally{i.close();for(let e of z)process.off(e,M);process.off("SIGINT",U),n.stdoutClosed?.removeEventListener(
"abort",C)}let a=c==="json"?n.stderr:n.stdout,be=Ie(n.cwd,s.runDir)||s.runDir,l=s.chain.find(e=>e.stage===s.finalStage);
if(a(`run ${s.runId}: ${s.status}; records in ${be}
`),l){let e=l.summary?`: ${S(l.summary,200)}`:"",r=Q(l.status,l.reason),d=l.attempts>1?` in ${l.attempts} attempts`:"";a(
`final stage ${l.stage} (${r}, ${ue(l.duration_ms)}${d})${e}
`)}let w=k.slice(0,ge),K=e=>{if(e.kind==="job")return;let r=s.chain.find(d=>d.stage===e.stages.at(-1));return r?.reason===
"exit-nonzero"?r:void 0},_=w.length>0?void 0:l?.reason==="exit-nonzero"?l:s.chain.findLast(e=>e.reason==="exit-nonzero");
_&&await pe(a,s.runDir,_),s.status==="success"&&w.length>0&&a(`the run succeeded, but these ${w.every(e=>e.kind==="step")?
"steps ":""}failed in jobs that continue on error:
`);for(let e of w){if(e.kind==="job"){let E=f(e.reason).replaceAll(`
`,`
  `);a(`${de(e)}: the job failed outside its steps: ${E}
`);continue}let{step:r}=e,d=K(e);if(d){await pe(a,s.runDir,d);continue}let g=`${de(e)}: step ${r.step+1} (${S(r.name,80)}\
)`,X=f(r.message??"failed");if(r.output_tail===void 0){a(`${g} ${X.replaceAll(`
`,`
  `)}
`);continue}a(`${g} ${X}; the end of its output:
`),r.output_tail===""&&a(`  \u2502 (it printed nothing)
`);for(let E of r.output_tail===""?[]:r.output_tail.split(`
`))a(`  \u2502 ${he(E)}
`)}let $=k.slice(ge);if($.length>0){let e=[...new Set($.map(g=>f(H(g))))],r=e.length>10?`${e.slice(0,10).join(", ")}, \u2026`:
e.join(", "),d=$.every(g=>g.kind==="step")?"failed step":$.every(g=>g.kind==="job")?"failed job":"failure";a(`\u2026 and ${$.
length} more ${d}${$.length===1?"":"s"}, in ${r}
`)}let m=n.env.npm_lifecycle_event?"npx baton":"baton";if(I.length>0){let e=I.length;a(`${e===1?"a warning":`${e} warnin\
gs`} in the stages' records (${m} show ${s.runId} <stage> lists them):
`);for(let r of I.slice(0,T))a(`  ${S(r,200)}
`);e>T&&a(`  \u2026 and ${e-T} more
`)}if(s.reason!==null){let e=s.status==="failure"?"failed":`was ${s.status}, and failed`;a(`the run ${e} outside its job\
s: ${f(s.reason).replaceAll(`
`,`
  `)}
`)}let b=[`${m} history ${s.runId}`],y=w.find(e=>e.kind==="step"||(0,G.existsSync)(P(s.runDir,B(e.leg)))),V=y?K(y):_,q=y?.
kind==="step"?y.stages.at(-1):void 0;return V?b.push(`${m} show ${s.runId} ${V.stage} --log`):q?b.push(`${m} show ${s.runId}\
 ${q}`):y?b.push(`${m} show ${s.runId} ${f(H(y))} --log`):l&&w.length===0&&b.push(`${m} show ${s.runId} ${l.stage}${l.reason===
"render-failed"?"":" --prompt"}`),(0,G.existsSync)(P(s.runDir,Y.report))&&b.push(`${m} report ${s.runId}`),a(`look next:\
 ${b.join("  \xB7  ")}
`),s.status==="success"?F.ok:F.failure}var D=5;function Oe(n){let o=ee(n),t=o.find(u=>!ne(n,u))??o[0]??`${R}/<workflow>.\
yml`,c=o.slice(0,D).map(u=>u.slice(R.length+1)),i=o.length>D?`, \u2026 (${o.length-D} more)`:"";return new W("usage",`mi\
ssing argument <workflow>: the workflow file to run (baton run ${t})`,{details:o.length>0?[`workflows in ${R}/: ${c.join(
", ")}${i}`]:[]})}function H(n){return n.kind==="step"?n.step.leg:n.leg}function de(n){let o=f(H(n));return n.reused?`${o}\
 (reused from the run replayed)`:o}var ge=3,T=5,Re=5;async function pe(n,o,t){let c=await Se(o,t),i=f(t.message??"the ag\
ent failed");if(c.length===0){n(`${t.stage}: ${i}; its ${O.log} is empty
`);return}n(`${t.stage}: ${i}; the end of its ${O.log}:
`);for(let u of c)n(`  \u2502 ${u}
`)}async function Se(n,o){let t=P(n,Z(o.stage,o.attempt),O.log);return(await ke(t,"utf8").catch(()=>"")).split(/\r?\n/).
filter(i=>i.trim()!=="").slice(-Re).map(he)}function he(n){return oe(f(J(n)),200)}export{Ke as replayCommand,ze as runCommand};

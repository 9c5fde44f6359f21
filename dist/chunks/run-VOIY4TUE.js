import{i as oe,k as re}from"./chunk-JNUKDCFH.js";import"./chunk-YVL4CSEB.js";import"./chunk-YHQU7V4H.js";
import"./chunk-EOV42FF2.js";import"./chunk-XAHRXUI6.js";import{a as te}from"./chunk-DL24HBK2.js";import"./chunk-OH7SSJPF.js";
import"./chunk-WGA56SI7.js";import"./chunk-GWIR7DIQ.js";import"./chunk-7FV423P5.js";import"./chunk-JI3PMWYB.js";
import{S as ee,T as ne}from"./chunk-OBJSQP4Z.js";import{z as N}from"./chunk-XJFUFDX2.js";import"./chunk-RWP7FG45.js";
import"./chunk-HQ2KTJ4B.js";import{a as ae,b as le}from"./chunk-X4LRZCZC.js";import{a as x,c as A,d as ie,e as R}from"./chunk-FKQ2VU3V.js";
import{d as se}from"./chunk-AQT5J6GX.js";import{k as Q,z as Z}from"./chunk-HTSRUGKE.js";import{a as f}from"./chunk-QZ4LYHPP.js";
import{w as J}from"./chunk-22N64GVF.js";import{b as W}from"./chunk-BXL4BL7Z.js";import{b as F}from"./chunk-DVNEBDMP.js";
import{L,P as Y,Q as B,n as S}from"./chunk-JZBPCCZQ.js";import{a as ye}from"./chunk-5A7QKWCT.js";import{d as be}from"./chunk-3NR5HZ6E.js";var G=be(ye(),1);import{readFile as je}from"node:fs/promises";import{join as H,relative as ke,resolve as ce}from"node:path";async function Pe(n,o,t={}){if(o===void 0)throw Ie(n.cwd);for(let[d,g]of[["--job",t.job],["--event",t.event],["--event-n\
ame",t.eventName]])if(g!==void 0&&g.trim()==="")throw new W("usage","is empty; give it a value, or leave the option out",
{where:d});let u=x(t.input,"--input"),i=x(t.var,"--var"),c=A(t.jobs);return ge(n,t,d=>oe(o,{...d,...t.job!==void 0?{job:t.
job}:{},inputs:u,vars:i,...t.event!==void 0?{event:t.event}:{},...t.eventName!==void 0?{eventName:t.eventName}:{},...t.parent!==
void 0?{parent:t.parent}:{},secrets:t.secret??[],concurrency:c},N))}async function Ue(n,o,t){let u=A(t.jobs);return ge(n,
t,i=>re(o,t.from,{...i,...t.secret&&t.secret.length>0?{secrets:t.secret}:{},concurrency:u},N))}async function ge(n,o,t){
let u=ie(n,o),i=ae(u,n.stdout,{color:n.color??!n.env.NO_COLOR,columns:n.terminal?.columns??100,rows:n.terminal?.rows??50,
terminal:n.isTTY}),c=(e,r)=>i.message?i.message(r):n.stderr(e),d=new AbortController,g=new AbortController,C=e=>{if(d.signal.
aborted){c(`baton: already cancelling; waiting for running commands to stop
`,"stopping: waiting for running commands to stop");return}c(`${e}: stopping running steps and agents (records written s\
o far are kept)
`,"stopping: running steps and agents get SIGTERM, then SIGKILL (records written so far are kept)"),d.abort()},U=()=>{if(g.
signal.aborted){C(`
baton: cancelling now`);return}c(`
baton: cancelling, as GitHub cancels a run: running steps stop unless their if: holds when cancelled, and always() and c\
ancelled() steps and jobs still run; Ctrl-C again to stop everything now
`,"cancelling \xB7 Ctrl-C again to stop everything now \xB7 always() and cancelled() steps and jobs still run"),g.abort()},
M=()=>C(`
baton: cancelling`),v=()=>C("baton: standard output was closed; cancelling"),z=["SIGTERM","SIGHUP"];for(let e of z)process.
on(e,M);process.on("SIGINT",U),n.stdoutClosed?.aborted?v():n.stdoutClosed?.addEventListener("abort",v);let{facts:me,root:j}=await te(
n.cwd,n.env);j!==null&&ce(j)!==ce(n.cwd)&&n.stderr(`baton: note: steps and agents run in ${n.cwd}, not at the repository\
 root ${j} where GitHub runs them; relative paths in the workflow resolve from here
`);let k=[],_=new Map,I=[],he=e=>{e.type==="notice"&&e.problem!==void 0?I.push(e.message):e.type==="step-started"?_.set(
e.leg,[]):e.type==="stage-recorded"?_.get(e.leg)?.push(e.stage):e.type==="step-finished"&&e.outcome==="failure"&&e.conclusion===
"failure"?k.push({kind:"step",step:e,stages:_.get(e.leg)??[]}):e.type==="job-finished"&&e.result==="failure"&&e.reason!==
void 0?k.push({kind:"job",leg:e.leg,reason:e.reason,...e.reused?{reused:!0}:{}}):e.type==="job-finished"&&e.reused&&e.failed_step&&
k.push({kind:"step",step:{...e.failed_step,leg:e.leg},stages:e.failed_step.stages??[],reused:!0})},s;try{s=await t({cwd:n.
cwd,env:n.env,onEvent:e=>{he(e),i.onEvent(e)},...i.onOutput?{onOutput:e=>i.onOutput?.(e)}:{},signal:d.signal,cancel:g.signal,
facts:me,...j===null?{}:{repositoryRoot:j}})}finally{i.close();for(let e of z)process.off(e,M);process.off("SIGINT",U),n.
stdoutClosed?.removeEventListener("abort",v)}let a=u==="json"?n.stderr:n.stdout,we=ke(n.cwd,s.runDir)||s.runDir,l=s.chain.
find(e=>e.stage===s.finalStage);if(a(`run ${s.runId}: ${s.status}; records in ${we}
`),l){let e=l.summary?`: ${R(l.summary,200)}`:"",r=Q(l.status,l.reason),p=l.attempts>1?` in ${l.attempts} attempts`:"";a(
`final stage ${l.stage} (${r}, ${le(l.duration_ms)}${p})${e}
`)}let w=k.slice(0,de),K=e=>{if(e.kind==="job")return;let r=s.chain.find(p=>p.stage===e.stages.at(-1));return r?.reason===
"exit-nonzero"?r:void 0},O=w.length>0?void 0:l?.reason==="exit-nonzero"?l:s.chain.findLast(e=>e.reason==="exit-nonzero"),
$e=e=>s.records.some(r=>r.record.stage===e.stage&&r.record.run.id!==s.runId);O&&await fe(a,s.runDir,O,$e(O)),s.status===
"success"&&w.length>0&&a(`the run succeeded, but these ${w.every(e=>e.kind==="step")?"steps ":""}failed in jobs that con\
tinue on error:
`);for(let e of w){if(e.kind==="job"){let E=f(e.reason).replaceAll(`
`,`
  `);a(`${ue(e)}: the job failed outside its steps: ${E}
`);continue}let{step:r}=e,p=K(e);if(p){await fe(a,s.runDir,p,e.reused===!0);continue}let m=`${ue(e)}: step ${r.step+1} (${R(
r.name,80)})`,X=f(r.message??"failed");if(r.output_tail===void 0){a(`${m} ${X.replaceAll(`
`,`
  `)}
`);continue}a(`${m} ${X}; the end of its output:
`),r.output_tail===""&&a(`  \u2502 (it printed nothing)
`);for(let E of r.output_tail===""?[]:r.output_tail.split(`
`))a(`  \u2502 ${pe(E)}
`)}let $=k.slice(de);if($.length>0){let e=[...new Set($.map(m=>f(P(m))))],r=e.length>10?`${e.slice(0,10).join(", ")}, \u2026`:
e.join(", "),p=$.every(m=>m.kind==="step")?"failed step":$.every(m=>m.kind==="job")?"failed job":"failure";a(`\u2026 and ${$.
length} more ${p}${$.length===1?"":"s"}, in ${r}
`)}let h=n.env.npm_lifecycle_event?"npx baton":"baton";if(I.length>0){let e=I.length;a(`${e===1?"a warning":`${e} warnin\
gs`} in the stages' records (${h} show ${s.runId} <stage> lists them):
`);for(let r of I.slice(0,T))a(`  ${R(r,200)}
`);e>T&&a(`  \u2026 and ${e-T} more
`)}if(s.reason!==null){let e=s.status==="failure"?"failed":`was ${s.status}, and failed`;a(`the run ${e} outside its job\
s: ${f(s.reason).replaceAll(`
`,`
  `)}
`)}let b=[`${h} history ${s.runId}`],y=w.find(e=>e.kind==="step"||(0,G.existsSync)(H(s.runDir,B(e.leg)))),V=y?K(y):O,q=y?.
kind==="step"?y.stages.at(-1):void 0;return V?b.push(`${h} show ${s.runId} ${V.stage} --log`):q?b.push(`${h} show ${s.runId}\
 ${q}`):y?b.push(`${h} show ${s.runId} ${f(P(y))} --log`):l&&w.length===0&&b.push(`${h} show ${s.runId} ${l.stage}${l.reason===
"render-failed"?"":" --prompt"}`),(0,G.existsSync)(H(s.runDir,Y.report))&&b.push(`${h} report ${s.runId}`),a(`look next:\
 ${b.join("  \xB7  ")}
`),s.status==="success"?F.ok:F.failure}var D=5;function Ie(n){let o=ee(n),t=o.find(c=>!ne(n,c))??o[0]??`${L}/<workflow>.\
yml`,u=o.slice(0,D).map(c=>c.slice(L.length+1)),i=o.length>D?`, \u2026 (${o.length-D} more)`:"";return new W("usage",`mi\
ssing argument <workflow>: the workflow file to run (baton run ${t})`,{details:o.length>0?[`workflows in ${L}/: ${u.join(
", ")}${i}`]:[]})}function P(n){return n.kind==="step"?n.step.leg:n.leg}function ue(n){let o=f(P(n));return n.reused?`${o}\
 (reused from the run replayed)`:o}var de=3,T=5,Oe=5;async function fe(n,o,t,u){let i=await Se(o,t),c=f(t.message??"the \
agent failed"),d=u?`${t.stage} (reused from the run replayed)`:t.stage;if(i.length===0){n(`${d}: ${c}; its ${S.log} is e\
mpty
`);return}n(`${d}: ${c}; the end of its ${S.log}:
`);for(let g of i)n(`  \u2502 ${g}
`)}async function Se(n,o){let t=H(n,Z(o.stage,o.attempt),S.log);return(await je(t,"utf8").catch(()=>"")).split(/\r?\n/).
filter(i=>i.trim()!=="").slice(-Oe).map(pe)}function pe(n){return se(f(J(n)),200)}export{Ue as replayCommand,Pe as runCommand};

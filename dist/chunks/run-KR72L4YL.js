import{l as sn,n as on}from"./chunk-3CYAGRMJ.js";import"./chunk-YHQU7V4H.js";import"./chunk-OGLWX4FW.js";
import"./chunk-QG3ODFFU.js";import{a as en}from"./chunk-DL24HBK2.js";import"./chunk-TNIJOYBQ.js";import"./chunk-YAZBJAPW.js";
import"./chunk-F5ZMDEDD.js";import"./chunk-DKLNGPE6.js";import{S as Z,T as nn}from"./chunk-XBW5QCXD.js";
import{z as x}from"./chunk-46VPHU45.js";import"./chunk-26MPJXLR.js";import"./chunk-CGAZNJKX.js";import{
a as an,b as ln}from"./chunk-QJQIPQ3L.js";import{a as A,c as D,d as rn,e as R}from"./chunk-KHLTJCQY.js";import{
b as tn}from"./chunk-ANRPTTLN.js";import{k as J,w as Q}from"./chunk-DMID3UGC.js";import{a as f}from"./chunk-QZ4LYHPP.js";
import{s as B}from"./chunk-DDQVLXQ6.js";import{b as W}from"./chunk-BXL4BL7Z.js";import{b as N}from"./chunk-DIAAMT7K.js";
import{K as O,O as X,P as Y,m as v}from"./chunk-V4AZJBV5.js";import{a as bn}from"./chunk-5A7QKWCT.js";import{
d as $n}from"./chunk-3NR5HZ6E.js";var G=$n(bn(),1);import{readFile as yn}from"node:fs/promises";import{join as P,relative as jn,resolve as cn}from"node:path";async function Pn(e,r,t={}){if(r===void 0)throw kn(e.cwd);for(let[p,h]of[["--job",t.job],["--event",t.event],["--event-n\
ame",t.eventName]])if(h!==void 0&&h.trim()==="")throw new W("usage","is empty; give it a value, or leave the option out",
{where:p});let c=A(t.input,"--input"),i=A(t.var,"--var"),u=D(t.jobs);return dn(e,t,p=>sn(r,{...p,...t.job!==void 0?{job:t.
job}:{},inputs:c,vars:i,...t.event!==void 0?{event:t.event}:{},...t.eventName!==void 0?{eventName:t.eventName}:{},...t.parent!==
void 0?{parent:t.parent}:{},secrets:t.secret??[],concurrency:u},x))}async function Hn(e,r,t){let c=D(t.jobs);return dn(e,
t,i=>on(r,t.from,{...i,...t.secret&&t.secret.length>0?{secrets:t.secret}:{},concurrency:c},x))}async function dn(e,r,t){
let c=rn(e,r),i=an(c,e.stdout,{color:e.color??!e.env.NO_COLOR,columns:e.terminal?.columns??100,rows:e.terminal?.rows??50,
terminal:e.isTTY}),u=(n,o)=>i.message?i.message(o):e.stderr(n),p=new AbortController,h=new AbortController,S=n=>{if(p.signal.
aborted){u(`baton: already cancelling; waiting for running commands to stop
`,"stopping: waiting for running commands to stop");return}u(`${n}: stopping running steps and agents (records written s\
o far are kept)
`,"stopping: running steps and agents get SIGTERM, then SIGKILL (records written so far are kept)"),p.abort()},H=()=>{if(h.
signal.aborted){S(`
baton: cancelling now`);return}u(`
baton: cancelling, as GitHub cancels a run: running steps stop unless their if: holds when cancelled, and always() and c\
ancelled() steps and jobs still run; Ctrl-C again to stop everything now
`,"cancelling \xB7 Ctrl-C again to stop everything now \xB7 always() and cancelled() steps and jobs still run"),h.abort()},
U=()=>S(`
baton: cancelling`),C=()=>S("baton: standard output was closed; cancelling"),M=["SIGTERM","SIGHUP"];for(let n of M)process.
on(n,U);process.on("SIGINT",H),e.stdoutClosed?.aborted?C():e.stdoutClosed?.addEventListener("abort",C);let{facts:mn,root:j}=await en(
e.cwd,e.env);j!==null&&cn(j)!==cn(e.cwd)&&e.stderr(`baton: note: steps and agents run in ${e.cwd}, not at the repository\
 root ${j} where GitHub runs them; relative paths in the workflow resolve from here
`);let k=[],L=new Map,I=[],hn=n=>{n.type==="notice"&&n.problem!==void 0?I.push(n.message):n.type==="step-started"?L.set(
n.leg,[]):n.type==="stage-recorded"?L.get(n.leg)?.push(n.stage):n.type==="step-finished"&&n.outcome==="failure"&&n.conclusion===
"failure"?k.push({kind:"step",step:n,stages:L.get(n.leg)??[]}):n.type==="job-finished"&&n.result==="failure"&&n.reason!==
void 0&&k.push({kind:"job",leg:n.leg,reason:n.reason})},s;try{s=await t({cwd:e.cwd,env:e.env,onEvent:n=>{hn(n),i.onEvent(
n)},...i.onOutput?{onOutput:n=>i.onOutput?.(n)}:{},signal:p.signal,cancel:h.signal,facts:mn,...j===null?{}:{repositoryRoot:j}})}finally{
i.close();for(let n of M)process.off(n,U);process.off("SIGINT",H),e.stdoutClosed?.removeEventListener("abort",C)}let a=c===
"json"?e.stderr:e.stdout,wn=jn(e.cwd,s.runDir)||s.runDir,l=s.chain.find(n=>n.stage===s.finalStage);if(a(`run ${s.runId}:\
 ${s.status}; records in ${wn}
`),l){let n=l.summary?`: ${R(l.summary,200)}`:"",o=J(l.status,l.reason),g=l.attempts>1?` in ${l.attempts} attempts`:"";a(
`final stage ${l.stage} (${o}, ${ln(l.duration_ms)}${g})${n}
`)}let w=k.slice(0,fn),z=n=>{if(n.kind==="job")return;let o=s.chain.find(g=>g.stage===n.stages.at(-1));return o?.reason===
"exit-nonzero"?o:void 0},E=w.length>0?void 0:l?.reason==="exit-nonzero"?l:s.chain.findLast(n=>n.reason==="exit-nonzero");
E&&await gn(a,s.runDir,E),s.status==="success"&&w.length>0&&a(`the run succeeded, but these ${w.every(n=>n.kind==="step")?
"steps ":""}failed in jobs that continue on error:
`);for(let n of w){if(n.kind==="job"){let _=f(n.reason).replaceAll(`
`,`
  `);a(`${f(n.leg)}: the job failed outside its steps: ${_}
`);continue}let{step:o}=n,g=z(n);if(g){await gn(a,s.runDir,g);continue}let d=`${f(o.leg)}: step ${o.step+1} (${R(o.name,
80)})`,q=f(o.message??"failed");if(o.output_tail===void 0){a(`${d} ${q.replaceAll(`
`,`
  `)}
`);continue}a(`${d} ${q}; the end of its output:
`),o.output_tail===""&&a(`  \u2502 (it printed nothing)
`);for(let _ of o.output_tail===""?[]:o.output_tail.split(`
`))a(`  \u2502 ${pn(_)}
`)}let $=k.slice(fn);if($.length>0){let n=[...new Set($.map(d=>f(un(d))))],o=n.length>10?`${n.slice(0,10).join(", ")}, \u2026`:
n.join(", "),g=$.every(d=>d.kind==="step")?"failed step":$.every(d=>d.kind==="job")?"failed job":"failure";a(`\u2026 and ${$.
length} more ${g}${$.length===1?"":"s"}, in ${o}
`)}let m=e.env.npm_lifecycle_event?"npx baton":"baton";if(I.length>0){let n=I.length;a(`${n===1?"a warning":`${n} warnin\
gs`} in the stages' records (${m} show ${s.runId} <stage> lists them):
`);for(let o of I.slice(0,T))a(`  ${R(o,200)}
`);n>T&&a(`  \u2026 and ${n-T} more
`)}if(s.reason!==null){let n=s.status==="failure"?"failed":`was ${s.status}, and failed`;a(`the run ${n} outside its job\
s: ${f(s.reason).replaceAll(`
`,`
  `)}
`)}let b=[`${m} history ${s.runId}`],y=w.find(n=>n.kind==="step"||(0,G.existsSync)(P(s.runDir,Y(n.leg)))),K=y?z(y):E,V=y?.
kind==="step"?y.stages.at(-1):void 0;return K?b.push(`${m} show ${s.runId} ${K.stage} --log`):V?b.push(`${m} show ${s.runId}\
 ${V}`):y?b.push(`${m} show ${s.runId} ${f(un(y))} --log`):l&&w.length===0&&b.push(`${m} show ${s.runId} ${l.stage}${l.reason===
"render-failed"?"":" --prompt"}`),(0,G.existsSync)(P(s.runDir,X.report))&&b.push(`${m} report ${s.runId}`),a(`look next:\
 ${b.join("  \xB7  ")}
`),s.status==="success"?N.ok:N.failure}var F=5;function kn(e){let r=Z(e),t=r.find(u=>!nn(e,u))??r[0]??`${O}/<workflow>.y\
ml`,c=r.slice(0,F).map(u=>u.slice(O.length+1)),i=r.length>F?`, \u2026 (${r.length-F} more)`:"";return new W("usage",`mis\
sing argument <workflow>: the workflow file to run (baton run ${t})`,{details:r.length>0?[`workflows in ${O}/: ${c.join(
", ")}${i}`]:[]})}function un(e){return e.kind==="step"?e.step.leg:e.leg}var fn=3,T=5,In=5;async function gn(e,r,t){let c=await vn(
r,t),i=f(t.message??"the agent failed");if(c.length===0){e(`${t.stage}: ${i}; its ${v.log} is empty
`);return}e(`${t.stage}: ${i}; the end of its ${v.log}:
`);for(let u of c)e(`  \u2502 ${u}
`)}async function vn(e,r){let t=P(e,Q(r.stage,r.attempt),v.log);return(await yn(t,"utf8").catch(()=>"")).split(/\r?\n/).
filter(i=>i.trim()!=="").slice(-In).map(pn)}function pn(e){return tn(f(B(e)),200)}export{Hn as replayCommand,Pn as runCommand};

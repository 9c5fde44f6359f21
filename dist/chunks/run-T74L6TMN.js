import{i as oe,k as ae}from"./chunk-6NOUWUX5.js";import"./chunk-YHQU7V4H.js";import"./chunk-L5ZSFPPQ.js";
import"./chunk-BBACO5TO.js";import{a as te}from"./chunk-DL24HBK2.js";import"./chunk-NK7ESTS7.js";import"./chunk-HMERRAE2.js";
import"./chunk-PRXBAZOW.js";import"./chunk-UYPQSWXX.js";import"./chunk-IF2SXIUH.js";import{T as ee,U as ne}from"./chunk-7SJ64JUW.js";
import"./chunk-Y7BRFJWP.js";import"./chunk-I6NX5EGJ.js";import"./chunk-Y5YCFMG2.js";import{a as N}from"./chunk-RVKJOE2S.js";
import"./chunk-27GISMRC.js";import{a as ce,b as ue}from"./chunk-ZRSLCLH2.js";import{a as ie}from"./chunk-TICL34S6.js";
import{a as A,c as x,d as le,e as R}from"./chunk-T4KTG2QA.js";import"./chunk-YPWA4IKD.js";import{d as se,m as re}from"./chunk-RR7GE6VZ.js";
import{D as Z,m as Q}from"./chunk-KCTSY3G6.js";import{a as f}from"./chunk-CITYZUZ5.js";import{w as J}from"./chunk-VQUK3X66.js";
import{b as W}from"./chunk-DLONVVOM.js";import{b as F}from"./chunk-DVNEBDMP.js";import{L,P as Y,Q as B,n as S}from"./chunk-DFBKRPZ5.js";
import{a as ke}from"./chunk-5A7QKWCT.js";import{d as je}from"./chunk-3NR5HZ6E.js";var G=je(ke(),1);import{readFile as Ie}from"node:fs/promises";import{join as P,relative as Oe,resolve as de}from"node:path";async function Ke(n,r,t={}){if(r===void 0)throw Se(n.cwd);for(let[d,g]of[["--job",t.job],["--event",t.event],["--event-n\
ame",t.eventName]])if(g!==void 0&&g.trim()==="")throw new W("usage","is empty; give it a value, or leave the option out",
{where:d});let u=A(t.input,"--input"),a=A(t.var,"--var"),c=x(t.jobs);return me(n,t,d=>oe(r,{...d,...t.job!==void 0?{job:t.
job}:{},inputs:u,vars:a,...t.event!==void 0?{event:t.event}:{},...t.eventName!==void 0?{eventName:t.eventName}:{},...t.parent!==
void 0?{parent:t.parent}:{},secrets:t.secret??[],concurrency:c},N,"cleaned-up"))}async function Ve(n,r,t){let u=x(t.jobs);
return me(n,t,a=>ae(r,t.from,{...a,...t.secret&&t.secret.length>0?{secrets:t.secret}:{},concurrency:u},N,"cleaned-up"))}
async function me(n,r,t){await ie(n,se.forProject(n.cwd));let u=le(n,r),a=ce(u,n.stdout,{color:n.color??!n.env.NO_COLOR,
columns:n.terminal?.columns??100,rows:n.terminal?.rows??50,terminal:n.isTTY}),c=(e,o)=>a.message?a.message(o):n.stderr(e),
d=new AbortController,g=new AbortController,C=e=>{if(d.signal.aborted){c(`baton: already cancelling; waiting for running\
 commands to stop
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
on(e,M);process.on("SIGINT",U),n.stdoutClosed?.aborted?v():n.stdoutClosed?.addEventListener("abort",v);let{facts:we,root:j}=await te(
n.cwd,n.env);j!==null&&de(j)!==de(n.cwd)&&n.stderr(`baton: note: steps and agents run in ${n.cwd}, not at the repository\
 root ${j} where GitHub runs them; relative paths in the workflow resolve from here
`);let k=[],_=new Map,I=[],$e=e=>{e.type==="notice"&&e.problem!==void 0?I.push(e.message):e.type==="step-started"?_.set(
e.leg,[]):e.type==="stage-recorded"?_.get(e.leg)?.push(e.stage):e.type==="step-finished"&&e.outcome==="failure"&&e.conclusion===
"failure"?k.push({kind:"step",step:e,stages:_.get(e.leg)??[]}):e.type==="job-finished"&&e.result==="failure"&&e.reason!==
void 0?k.push({kind:"job",leg:e.leg,reason:e.reason,...e.reused?{reused:!0}:{}}):e.type==="job-finished"&&e.reused&&e.failed_step&&
k.push({kind:"step",step:{...e.failed_step,leg:e.leg},stages:e.failed_step.stages??[],reused:!0})},s;try{s=await t({cwd:n.
cwd,env:n.env,onEvent:e=>{$e(e),a.onEvent(e)},...a.onOutput?{onOutput:e=>a.onOutput?.(e)}:{},signal:d.signal,cancel:g.signal,
facts:we,...j===null?{}:{repositoryRoot:j}})}finally{a.close();for(let e of z)process.off(e,M);process.off("SIGINT",U),n.
stdoutClosed?.removeEventListener("abort",v)}let i=u==="json"?n.stderr:n.stdout,be=Oe(n.cwd,s.runDir)||s.runDir,l=s.chain.
find(e=>e.stage===s.finalStage);if(i(`run ${s.runId}: ${s.status}; records in ${be}
`),l){let e=l.summary?`: ${R(l.summary,200)}`:"",o=Q(l.status,l.reason),p=l.attempts>1?` in ${l.attempts} attempts`:"";i(
`final stage ${l.stage} (${o}, ${ue(l.duration_ms)}${p})${e}
`)}let w=k.slice(0,ge),K=e=>{if(e.kind==="job")return;let o=s.chain.find(p=>p.stage===e.stages.at(-1));return o?.reason===
"exit-nonzero"?o:void 0},O=w.length>0?void 0:l?.reason==="exit-nonzero"?l:s.chain.findLast(e=>e.reason==="exit-nonzero"),
ye=e=>s.records.some(o=>o.record.stage===e.stage&&o.record.run.id!==s.runId);O&&await pe(i,s.runDir,O,ye(O)),s.status===
"success"&&w.length>0&&i(`the run succeeded, but these ${w.every(e=>e.kind==="step")?"steps ":""}failed in jobs that con\
tinue on error:
`);for(let e of w){if(e.kind==="job"){let E=f(e.reason).replaceAll(`
`,`
  `);i(`${fe(e)}: the job failed outside its steps: ${E}
`);continue}let{step:o}=e,p=K(e);if(p){await pe(i,s.runDir,p,e.reused===!0);continue}let m=`${fe(e)}: step ${o.step+1} (${R(
o.name,80)})`,X=f(o.message??"failed");if(o.output_tail===void 0){i(`${m} ${X.replaceAll(`
`,`
  `)}
`);continue}i(`${m} ${X}; the end of its output:
`),o.output_tail===""&&i(`  \u2502 (it printed nothing)
`);for(let E of o.output_tail===""?[]:o.output_tail.split(`
`))i(`  \u2502 ${he(E)}
`)}let $=k.slice(ge);if($.length>0){let e=[...new Set($.map(m=>f(H(m))))],o=e.length>10?`${e.slice(0,10).join(", ")}, \u2026`:
e.join(", "),p=$.every(m=>m.kind==="step")?"failed step":$.every(m=>m.kind==="job")?"failed job":"failure";i(`\u2026 and ${$.
length} more ${p}${$.length===1?"":"s"}, in ${o}
`)}let h=n.env.npm_lifecycle_event?"npx baton":"baton";if(I.length>0){let e=I.length;i(`${e===1?"a warning":`${e} warnin\
gs`} in the stages' records (${h} show ${s.runId} <stage> lists them):
`);for(let o of I.slice(0,T))i(`  ${R(o,200)}
`);e>T&&i(`  \u2026 and ${e-T} more
`)}if(s.reason!==null){let e=s.status==="failure"?"failed":`was ${s.status}, and failed`;i(`the run ${e} outside its job\
s: ${f(s.reason).replaceAll(`
`,`
  `)}
`)}let b=[`${h} history ${s.runId}`],y=w.find(e=>e.kind==="step"||(0,G.existsSync)(P(s.runDir,B(e.leg)))),V=y?K(y):O,q=y?.
kind==="step"?y.stages.at(-1):void 0;return V?b.push(`${h} show ${s.runId} ${V.stage} --log`):q?b.push(`${h} show ${s.runId}\
 ${q}`):y?b.push(`${h} show ${s.runId} ${f(H(y))} --log`):l&&w.length===0&&b.push(`${h} show ${s.runId} ${l.stage}${l.reason===
"render-failed"?"":" --prompt"}`),(0,G.existsSync)(P(s.runDir,Y.report))&&b.push(`${h} report ${s.runId}`),i(`look next:\
 ${b.join("  \xB7  ")}
`),s.status==="success"?F.ok:F.failure}var D=5;function Se(n){let r=ee(n),t=r.find(c=>!ne(n,c))??r[0]??`${L}/<workflow>.\
yml`,u=r.slice(0,D).map(c=>c.slice(L.length+1)),a=r.length>D?`, \u2026 (${r.length-D} more)`:"";return new W("usage",`mi\
ssing argument <workflow>: the workflow file to run (baton run ${t})`,{details:r.length>0?[`workflows in ${L}/: ${u.join(
", ")}${a}`]:[]})}function H(n){return n.kind==="step"?n.step.leg:n.leg}function fe(n){let r=f(H(n));return n.reused?`${r}\
 (reused from the run replayed)`:r}var ge=3,T=5,Le=5;async function pe(n,r,t,u){let a=await Re(r,t),c=f(t.message??"the \
agent failed"),d=u?`${t.stage} (reused from the run replayed)`:t.stage;if(a.length===0){n(`${d}: ${c}; its ${S.log} is e\
mpty
`);return}n(`${d}: ${c}; the end of its ${S.log}:
`);for(let g of a)n(`  \u2502 ${g}
`)}async function Re(n,r){let t=P(n,Z(r.stage,r.attempt),S.log);return(await Ie(t,"utf8").catch(()=>"")).split(/\r?\n/).
filter(a=>a.trim()!=="").slice(-Le).map(he)}function he(n){return re(f(J(n)),200)}export{Ve as replayCommand,Ke as runCommand};

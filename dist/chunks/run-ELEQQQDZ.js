import{a as he,b as z,c as we}from"./chunk-JIHVCHZF.js";import{a as pe}from"./chunk-Q2TZSLBA.js";import{a as x,
c as H,d as ge,e as me,f as T}from"./chunk-IQNVHVL5.js";import{g as de,i as fe}from"./chunk-XWFPSLXT.js";import"./chunk-TO3ONTXG.js";
import"./chunk-MLA3KYDU.js";import"./chunk-J62RESZR.js";import"./chunk-OZSLJCHS.js";import{a as le}from"./chunk-XKXLJUWA.js";
import"./chunk-TDCM2W3Z.js";import"./chunk-FY252UJI.js";import"./chunk-U776URLR.js";import"./chunk-75TJKDNV.js";
import{f as ce}from"./chunk-FAQWOPXZ.js";import{b as ue}from"./chunk-6RREDHNG.js";import"./chunk-GC6BKOQU.js";
import"./chunk-E36CMU26.js";import"./chunk-HS6WPC77.js";import{l as ae,m as ie}from"./chunk-BWBMBBKQ.js";
import"./chunk-RIUPRHVH.js";import"./chunk-3ZF6RDFV.js";import"./chunk-J4ESGUIZ.js";import"./chunk-ZQQCC47Q.js";
import{a as D}from"./chunk-LS2NIP65.js";import{P as re,m as oe}from"./chunk-P5WILCBV.js";import"./chunk-RBL3FFHZ.js";
import"./chunk-HXWHHXB3.js";import"./chunk-FTDJT25X.js";import{a as g}from"./chunk-HDT3FCLQ.js";import"./chunk-U74HPJCO.js";
import{j as se}from"./chunk-NINDYNX2.js";import"./chunk-FCWOFCWY.js";import"./chunk-YFTXPYAX.js";import{
d as R}from"./chunk-OKFZ7BVP.js";import{b as N}from"./chunk-GKGC5SYD.js";import{a as Te}from"./chunk-5A7QKWCT.js";
import{R as L,V as A,W as te,t as O}from"./chunk-RHKLK6JY.js";import{d as Le}from"./chunk-3NR5HZ6E.js";var V=Le(Te(),1);import{readFile as _e}from"node:fs/promises";import{join as _,relative as Ee,resolve as $e}from"node:path";async function Je(n,a,t={}){if(a===void 0)throw We(n.cwd);for(let[f,m]of[["--job",t.job],["--event",t.event],["--event-n\
ame",t.eventName]])if(m!==void 0&&m.trim()==="")throw new R("usage","is empty; give it a value, or leave the option out",
{where:f});let d=x(t.input,"--input"),r=x(t.var,"--var"),c=H(t.jobs);return Ie(n,t,f=>de(a,{...f,...t.job!==void 0?{job:t.
job}:{},inputs:d,vars:r,...t.event!==void 0?{event:t.event}:{},...t.eventName!==void 0?{eventName:t.eventName}:{},...t.parent!==
void 0?{parent:t.parent}:{},secrets:t.secret??[],concurrency:c},D,"cleaned-up"))}async function en(n,a,t){let d=H(t.jobs);
if(t.event!==void 0&&t.event.trim()==="")throw new R("usage","is empty; give it a value, or leave the option out",{where:"\
--event"});return Ie(n,t,r=>fe(a,t.from,{...r,...t.event!==void 0?{event:t.event}:{},...t.secret&&t.secret.length>0?{secrets:t.
secret}:{},concurrency:d},D,"cleaned-up"))}async function Ie(n,a,t){await pe(n,ce.forProject(n.cwd));let d=ge(n,a),r=he(
d,n.stdout,{color:n.color??me(n.env),columns:n.terminal?.columns??100,rows:n.terminal?.rows??50,terminal:n.isTTY}),c=(e,s)=>r.
message?r.message(s):n.stderr(e),f=new AbortController,m=new AbortController,E=e=>{if(f.signal.aborted){c(`baton: alread\
y cancelling; waiting for running commands to stop
`,"stopping: waiting for running commands to stop");return}c(`${e}: stopping running steps and agents (records written s\
o far are kept)
`,"stopping: running steps and agents get SIGTERM, then SIGKILL (records written so far are kept)"),f.abort()},q=()=>{if(m.
signal.aborted){E(`
baton: cancelling now`);return}c(`
baton: cancelling, as GitHub cancels a run: running steps stop unless their if: holds when cancelled, and always() and c\
ancelled() steps and jobs still run; Ctrl-C again to stop everything now
`,"cancelling \xB7 Ctrl-C again to stop everything now \xB7 always() and cancelled() steps and jobs still run"),m.abort()},
Q=()=>E(`
baton: cancelling`),W=()=>E("baton: standard output was closed; cancelling"),X=["SIGTERM","SIGHUP",...process.platform===
"win32"?[]:["SIGQUIT"]];for(let e of X)process.on(e,Q);process.on("SIGINT",q);let P,k=()=>{let e=Date.now();P?.pause(),r.
suspend?r.suspend("stopped (Ctrl-Z) \xB7 its steps and agents are stopped too \xB7 fg continues them"):n.stderr(`baton: \
stopped; its steps and agents are stopped too (fg continues them)
`),process.off("SIGTSTP",k),process.kill(process.pid,"SIGTSTP"),process.on("SIGTSTP",k),P?.resume();let s=z(Date.now()-e);
r.resume?r.resume(`continued after ${s} stopped (Ctrl-Z) \xB7 the times shown include it`):n.stderr(`baton: continued af\
ter ${s} stopped; its steps and agents too
`)};process.platform!=="win32"&&process.on("SIGTSTP",k),n.stdoutClosed?.aborted?W():n.stdoutClosed?.addEventListener("ab\
ort",W);let ke=r.resize?n.onResize?.(e=>r.resize?.(e)):void 0,{facts:ve,root:I}=await le(n.cwd,n.env);I!==null&&$e(I)!==
$e(n.cwd)&&n.stderr(`baton: note: steps and agents run in ${n.cwd}, not at the repository root ${I} where GitHub runs th\
em; relative paths in the workflow resolve from here
`);let w=[],F=new Map,v=[],Ce=e=>{e.type==="notice"&&e.problem!==void 0?v.push(e.message):e.type==="step-started"?F.set(
e.leg,[]):e.type==="stage-recorded"?F.get(e.leg)?.push(e.stage):e.type==="step-finished"&&e.outcome==="failure"&&e.conclusion===
"failure"?w.push({kind:"step",step:e,stages:F.get(e.leg)??[]}):e.type==="job-finished"&&e.result==="failure"&&e.reason!==
void 0?w.push({kind:"job",leg:e.leg,reason:e.reason,...e.reused?{reused:!0}:{}}):e.type==="job-finished"&&e.reused&&e.failed_step&&
w.push({kind:"step",step:{...e.failed_step,leg:e.leg},stages:e.failed_step.stages??[],reused:!0})},o;try{o=await t({cwd:n.
cwd,env:n.env,onEvent:e=>{Ce(e),r.onEvent(e)},...r.onOutput?{onOutput:e=>r.onOutput?.(e)}:{},signal:f.signal,cancel:m.signal,
pausable:e=>{P=e},facts:ve,...I===null?{}:{repositoryRoot:I}})}finally{r.close(),ke?.();for(let e of X)process.off(e,Q);
process.off("SIGINT",q),process.off("SIGTSTP",k),n.stdoutClosed?.removeEventListener("abort",W)}let i=d==="json"?n.stderr:
n.stdout,Y=Ee(n.cwd,o.runDir)||o.runDir,l=o.chain.find(e=>e.stage===o.finalStage);if(i(`run ${o.runId}: ${o.status}; rec\
ords in ${Y}
`),l){let e=l.summary?`: ${T(l.summary,200)}`:"",s=oe(l.status,l.reason),u=l.attempts>1?` in ${l.attempts} attempts`:"";
i(`final stage ${l.stage} (${s}, ${z(l.duration_ms)}${u})${e}
`)}let $=w.slice(0,ye),B=e=>{if(e.kind==="job")return;let s=o.chain.find(u=>u.stage===e.stages.at(-1));return s?.reason===
"exit-nonzero"?s:void 0},C=$.length>0?void 0:l?.reason==="exit-nonzero"?l:o.chain.findLast(e=>e.reason==="exit-nonzero"),
Re=e=>o.records.some(s=>s.record.stage===e.stage&&s.record.run.id!==o.runId);C&&await Se(i,o.runDir,C,Re(C)),o.status===
"success"&&$.length>0&&i(`the run succeeded, but these ${$.every(e=>e.kind==="step")?"steps ":""}failed in jobs that con\
tinue on error:
`);for(let e of $){if(e.kind==="job"){let G=g(e.reason).replaceAll(`
`,`
  `);i(`${be(e)}: the job failed outside its steps: ${G}
`);continue}let{step:s}=e,u=B(e);if(u){await Se(i,o.runDir,u,e.reused===!0);continue}let p=`${be(e)}: step ${s.step+1} (${T(
s.name,80)})`,ne=g(s.message??"failed");if(s.output_tail===void 0){i(`${p} ${ne.replaceAll(`
`,`
  `)}
`);continue}i(`${p} ${ne}; the end of its output:
`),s.output_tail===""&&i(`  \u2502 (it printed nothing)
`);for(let G of s.output_tail===""?[]:s.output_tail.split(`
`))i(`  \u2502 ${je(G)}
`)}let b=w.slice(ye);if(b.length>0){let e=[...new Set(b.map(p=>g(Z(p))))],s=e.length>10?`${e.slice(0,10).join(", ")}, \u2026`:
e.join(", "),u=b.every(p=>p.kind==="step")?"failed step":b.every(p=>p.kind==="job")?"failed job":"failure";i(`\u2026 and ${b.
length} more ${u}${b.length===1?"":"s"}, in ${s}
`)}let h=n.env.npm_lifecycle_event?"npx baton":"baton";if(v.length>0){let e=v.length;i(`${e===1?"a warning":`${e} warnin\
gs`} in the stages' records (${h} show ${o.runId} <stage> lists them):
`);for(let s of v.slice(0,K))i(`  ${T(s,200)}
`);e>K&&i(`  \u2026 and ${e-K} more
`)}let Oe=new Set(w.map(e=>e.kind==="job"?e.reason:e.step.message)),j=(r.notShownWhole?.()??[]).filter(e=>e.problem===void 0&&
!Oe.has(e.message));if(j.length>0){let e=s=>{let u=j.filter(p=>p.level===s).length;return u===0?[]:[u===1?`${s==="error"?
"an":"a"} ${s}`:`${u} ${s}s`]};i(`${[...e("warning"),...e("error")].join(" and ")} the live view did not show in full:
`);for(let s of j.slice(0,M))i(`  ${g(we(s)).replaceAll(`
`,`
    `)}
`);j.length>M&&i(`  \u2026 and ${j.length-M} more (--plain prints each; all are in ${_(Y,A.events)})
`)}if(o.reason!==null){let e=o.status==="failure"?"failed":`was ${o.status}, and failed`;i(`the run ${e} outside its job\
s: ${g(o.reason).replaceAll(`
`,`
  `)}
`)}let y=[`${h} history ${o.runId}`],S=$.find(e=>e.kind==="step"||(0,V.existsSync)(_(o.runDir,te(e.leg)))),J=S?B(S):C,ee=S?.
kind==="step"?S.stages.at(-1):void 0;return J?y.push(`${h} show ${o.runId} ${J.stage} --log`):ee?y.push(`${h} show ${o.runId}\
 ${ee}`):S?y.push(`${h} show ${o.runId} ${g(Z(S))} --log`):l&&$.length===0&&y.push(`${h} show ${o.runId} ${l.stage}${l.reason===
"render-failed"?"":" --prompt"}`),(0,V.existsSync)(_(o.runDir,A.report))&&y.push(`${h} report ${o.runId}`),i(`look next:\
 ${y.join("  \xB7  ")}
`),o.status==="success"?N.ok:N.failure}var U=5;function We(n){let a=ae(n),t=a.find(c=>!ie(n,c))??a[0]??`${L}/<workflow>.\
yml`,d=a.slice(0,U).map(c=>c.slice(L.length+1)),r=a.length>U?`, \u2026 (${a.length-U} more)`:"";return new R("usage",`mi\
ssing argument <workflow>: the workflow file to run (baton run ${t})`,{details:a.length>0?[`workflows in ${L}/: ${d.join(
", ")}${r}`]:[]})}function Z(n){return n.kind==="step"?n.step.leg:n.leg}function be(n){let a=g(Z(n));return n.reused?`${a}\
 (reused from the run replayed)`:a}var ye=3,M=10,K=5,Pe=5;async function Se(n,a,t,d){let r=await Fe(a,t),c=g(t.message??
"the agent failed"),f=d?`${t.stage} (reused from the run replayed)`:t.stage;if(r.length===0){n(`${f}: ${c}; its ${O.log}\
 is empty
`);return}n(`${f}: ${c}; the end of its ${O.log}:
`);for(let m of r)n(`  \u2502 ${m}
`)}async function Fe(n,a){let t=_(n,re(a.stage,a.attempt),O.log);return(await _e(t,"utf8").catch(()=>"")).split(/\r?\n/).
filter(r=>r.trim()!=="").slice(-Pe).map(je)}function je(n){return ue(g(se(n)),200)}export{en as replayCommand,Je as runCommand};

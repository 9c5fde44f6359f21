import{b as he}from"./chunk-AFLIMYGV.js";import{a as be,b as M,c as ye}from"./chunk-PBT4FYX2.js";import{a as me}from"./chunk-EPXAIT63.js";
import{a as z,c as U,d as we,e as $e,f as T}from"./chunk-IQNVHVL5.js";import{g as pe,i as ge}from"./chunk-FNE7VVWU.js";
import"./chunk-3TIHB26C.js";import"./chunk-6NBJJQE7.js";import"./chunk-I7WD3QV7.js";import"./chunk-MCSEASMA.js";
import"./chunk-FAXKKLPM.js";import"./chunk-4SJIQXGI.js";import{l as le,m as ce}from"./chunk-55DV25MG.js";
import"./chunk-CVGDIHP3.js";import"./chunk-TY27MA5Z.js";import"./chunk-CL5BW2X2.js";import"./chunk-BFUW7ZFK.js";
import"./chunk-7U7R4STE.js";import{f as fe}from"./chunk-M6TCM7T7.js";import{a as de}from"./chunk-XKXLJUWA.js";
import"./chunk-ZEU4ST2F.js";import"./chunk-VWNF5BAH.js";import{P as ae,m as ie}from"./chunk-XLGFJCL2.js";
import{b as ue}from"./chunk-6RREDHNG.js";import"./chunk-RBL3FFHZ.js";import"./chunk-XNMHRBVO.js";import"./chunk-LEIL67MZ.js";
import"./chunk-VQYWOWE3.js";import"./chunk-YGNE4XJX.js";import"./chunk-4YBMJ3DZ.js";import{a as H}from"./chunk-LS2NIP65.js";
import{a as g}from"./chunk-HDT3FCLQ.js";import"./chunk-VFN24YTU.js";import"./chunk-4QUQEQJB.js";import"./chunk-N2Y6FUQU.js";
import{c as re}from"./chunk-TR6ONM2E.js";import"./chunk-FCWOFCWY.js";import"./chunk-FHFCRF27.js";import"./chunk-YQXZOI2X.js";
import{d as R}from"./chunk-OKFZ7BVP.js";import"./chunk-WUUIHZ62.js";import{b as D}from"./chunk-GKGC5SYD.js";
import{a as We}from"./chunk-5A7QKWCT.js";import"./chunk-LGNAKMKQ.js";import{R as O,V as x,W as oe,t as L}from"./chunk-KP2FEYWF.js";
import{d as Ee}from"./chunk-3NR5HZ6E.js";var q=Ee(We(),1);import{readFile as Pe}from"node:fs/promises";import{join as _,relative as Fe,resolve as Se}from"node:path";async function sn(n,i,t={}){if(i===void 0)throw Ge(n.cwd);for(let[f,m]of[["--job",t.job],["--event",t.event],["--event-n\
ame",t.eventName]])if(m!==void 0&&m.trim()==="")throw new R("usage","is empty; give it a value, or leave the option out",
{where:f});let d=z(t.input,"--input"),r=z(t.var,"--var"),u=U(t.jobs);return ve(n,t,f=>pe(i,{...f,...t.job!==void 0?{job:t.
job}:{},inputs:d,vars:r,...t.event!==void 0?{event:t.event}:{},...t.eventName!==void 0?{eventName:t.eventName}:{},...t.parent!==
void 0?{parent:t.parent}:{},secrets:t.secret??[],concurrency:u},H,"cleaned-up"))}async function on(n,i,t){let d=U(t.jobs);
if(t.event!==void 0&&t.event.trim()==="")throw new R("usage","is empty; give it a value, or leave the option out",{where:"\
--event"});return ve(n,t,r=>ge(i,t.from,{...r,...t.event!==void 0?{event:t.event}:{},...t.secret&&t.secret.length>0?{secrets:t.
secret}:{},concurrency:d},H,"cleaned-up"))}async function ve(n,i,t){await me(n,fe.forProject(n.cwd));let d=we(n,i),r=be(
d,n.stdout,{color:n.color??$e(n.env),columns:n.terminal?.columns??100,rows:n.terminal?.rows??50,terminal:n.isTTY}),u=(e,s)=>r.
message?r.message(s):n.stderr(e),f=new AbortController,m=new AbortController,W=e=>{if(f.signal.aborted){u(`baton: alread\
y cancelling; waiting for running commands to stop
`,"stopping: waiting for running commands to stop");return}u(`${e}: stopping running steps and agents (records written s\
o far are kept)
`,"stopping: running steps and agents get SIGTERM, then SIGKILL (records written so far are kept)"),f.abort()},J=()=>{if(m.
signal.aborted){W(`
baton: cancelling now`);return}u(`
baton: cancelling, as GitHub cancels a run: running steps stop unless their if: holds when cancelled, and always() and c\
ancelled() steps and jobs still run; Ctrl-C again to stop everything now
`,"cancelling \xB7 Ctrl-C again to stop everything now \xB7 always() and cancelled() steps and jobs still run"),m.abort()},
Q=()=>W(`
baton: cancelling`),P=()=>W("baton: standard output was closed; cancelling"),X=["SIGTERM","SIGHUP",...process.platform===
"win32"?[]:["SIGQUIT"]];for(let e of X)process.on(e,Q);process.on("SIGINT",J);let F,k=()=>{let e=Date.now();F?.pause(),r.
suspend?r.suspend("stopped (Ctrl-Z) \xB7 its steps and agents are stopped too \xB7 fg continues them"):n.stderr(`baton: \
stopped; its steps and agents are stopped too (fg continues them)
`),process.off("SIGTSTP",k),process.kill(process.pid,"SIGTSTP"),process.on("SIGTSTP",k),F?.resume();let s=M(Date.now()-e);
r.resume?r.resume(`continued after ${s} stopped (Ctrl-Z) \xB7 the times shown include it`):n.stderr(`baton: continued af\
ter ${s} stopped; its steps and agents too
`)};process.platform!=="win32"&&process.on("SIGTSTP",k),n.stdoutClosed?.aborted?P():n.stdoutClosed?.addEventListener("ab\
ort",P);let Re=r.resize?n.onResize?.(e=>r.resize?.(e)):void 0,{facts:Le,root:S}=await de(n.cwd,n.env);S!==null&&Se(S)!==
Se(n.cwd)&&n.stderr(`baton: note: steps and agents run in ${n.cwd}, not at the repository root ${S} where GitHub runs th\
em; relative paths in the workflow resolve from here
`);let I=[],G=new Map,v=[],Y=new Set,Oe=e=>{e.type==="notice"&&e.problem!==void 0?v.push(e.message):e.type==="notice"&&e.
forgiven&&e.leg!==null?Y.add(e.leg):e.type==="step-started"?G.set(e.leg,[]):e.type==="stage-recorded"?G.get(e.leg)?.push(
e.stage):e.type==="step-finished"&&e.outcome==="failure"?I.push({kind:"step",step:e,stages:G.get(e.leg)??[],...e.conclusion===
"failure"?{}:{continued:!0}}):e.type==="job-finished"&&e.result==="failure"&&e.reason!==void 0?I.push({kind:"job",leg:e.
leg,reason:e.reason,...e.reused?{reused:!0}:{}}):e.type==="job-finished"&&e.reused&&e.failed_step&&I.push({kind:"step",step:{
...e.failed_step,leg:e.leg},stages:e.failed_step.stages??[],reused:!0})},o;try{o=await t({cwd:n.cwd,env:n.env,onEvent:e=>{
Oe(e),r.onEvent(e)},...r.onOutput?{onOutput:e=>r.onOutput?.(e)}:{},signal:f.signal,cancel:m.signal,pausable:e=>{F=e},facts:Le,
...S===null?{}:{repositoryRoot:S}})}finally{r.close(),Re?.();for(let e of X)process.off(e,Q);process.off("SIGINT",J),process.
off("SIGTSTP",k),n.stdoutClosed?.removeEventListener("abort",P)}let a=d==="json"?n.stderr:n.stdout,B=Fe(n.cwd,o.runDir)||
o.runDir,c=o.chain.find(e=>e.stage===o.finalStage);if(a(`run ${o.runId}: ${o.status}; records in ${B}
`),c){let e=c.summary?`: ${T(c.summary,200)}`:"",s=ie(c.status,c.reason),l=c.attempts>1?` in ${c.attempts} attempts`:"";
a(`final stage ${c.stage} (${s}, ${M(c.duration_ms)}${l})${e}
`)}let N=o.status==="success"?I:I.filter(e=>!(e.kind==="step"&&e.continued)&&!Y.has(E(e))),h=N.slice(0,je),ee=e=>{if(e.kind===
"job")return;let s=o.chain.find(l=>l.stage===e.stages.at(-1));return s?.reason==="exit-nonzero"?s:void 0},C=h.length>0?void 0:
c?.reason==="exit-nonzero"?c:o.chain.findLast(e=>e.reason==="exit-nonzero"),Te=e=>o.records.some(s=>s.record.stage===e.stage&&
s.record.run.id!==o.runId);if(C&&await ke(a,o.runDir,C,Te(C)),o.status==="success"&&h.length>0){let e=h.filter(l=>l.kind===
"step"&&l.continued).length,s=e===0?" in jobs that continue on error":e===h.length?", set to continue on error":", set t\
o continue on error or in jobs that do";a(`the run succeeded, but these ${h.every(l=>l.kind==="step")?"steps ":""}failed${s}\
:
`)}for(let e of h){if(e.kind==="job"){let A=g(e.reason).replaceAll(`
`,`
  `);a(`${Ie(e)}: the job failed outside its steps: ${A}
`);continue}let{step:s}=e,l=ee(e);if(l){await ke(a,o.runDir,l,e.reused===!0);continue}let p=`${Ie(e)}: step ${s.step+1} \
(${T(s.name,80)})`,se=g(s.message??"failed");if(s.output_tail===void 0){a(`${p} ${se.replaceAll(`
`,`
  `)}
`);continue}a(`${p} ${se}; the end of its output:
`),s.output_tail===""&&a(`  \u2502 (it printed nothing)
`);for(let A of s.output_tail===""?[]:s.output_tail.split(`
`))a(`  \u2502 ${Ce(A)}
`)}let $=N.slice(je);if($.length>0){let e=[...new Set($.map(p=>g(E(p))))],s=e.length>10?`${e.slice(0,10).join(", ")}, \u2026`:
e.join(", "),l=$.every(p=>p.kind==="step")?"failed step":$.every(p=>p.kind==="job")?"failed job":"failure";a(`\u2026 and ${$.
length} more ${l}${$.length===1?"":"s"}, in ${s}
`)}let w=n.env.npm_lifecycle_event?"npx baton":"baton";if(v.length>0){let e=v.length;a(`${e===1?"a warning":`${e} warnin\
gs`} in the stages' records (${w} show ${o.runId} <stage> lists them):
`);for(let s of v.slice(0,Z))a(`  ${T(s,200)}
`);e>Z&&a(`  \u2026 and ${e-Z} more
`)}let _e=new Set(N.map(e=>e.kind==="job"?e.reason:e.step.message)),j=(r.notShownWhole?.()??[]).filter(e=>e.problem===void 0&&
!_e.has(e.message));if(j.length>0){let e=s=>{let l=j.filter(p=>p.level===s).length;return l===0?[]:[l===1?`${s==="error"?
"an":"a"} ${s}`:`${l} ${s}s`]};a(`${[...e("warning"),...e("error")].join(" and ")} the live view did not show in full:
`);for(let s of j.slice(0,V))a(`  ${g(ye(s)).replaceAll(`
`,`
    `)}
`);j.length>V&&a(`  \u2026 and ${j.length-V} more (--plain prints each; all are in ${_(B,x.events)})
`)}if(o.reason!==null){let e=o.status==="failure"?"failed":`was ${o.status}, and failed`;a(`the run ${e} outside its job\
s: ${g(o.reason).replaceAll(`
`,`
  `)}
`)}let b=[`${w} history ${o.runId}`],y=h.find(e=>e.kind==="step"||(0,q.existsSync)(_(o.runDir,oe(e.leg)))),ne=y?ee(y):C,
te=y?.kind==="step"?y.stages.at(-1):void 0;return ne?b.push(`${w} show ${o.runId} ${ne.stage} --log`):te?b.push(`${w} sh\
ow ${o.runId} ${te}`):y?b.push(he(w,o.runId,g(E(y)))):c&&h.length===0&&b.push(`${w} show ${o.runId} ${c.stage}${c.reason===
"render-failed"?"":" --prompt"}`),(0,q.existsSync)(_(o.runDir,x.report))&&b.push(`${w} report ${o.runId}`),a(`look next:\
 ${b.join("  \xB7  ")}
`),o.status==="success"?D.ok:D.failure}var K=5;function Ge(n){let i=le(n),t=i.find(u=>!ce(n,u))??i[0]??`${O}/<workflow>.\
yml`,d=i.slice(0,K).map(u=>u.slice(O.length+1)),r=i.length>K?`, \u2026 (${i.length-K} more)`:"";return new R("usage",`mi\
ssing argument <workflow>: the workflow file to run (baton run ${t})`,{details:i.length>0?[`workflows in ${O}/: ${d.join(
", ")}${r}`]:[]})}function E(n){return n.kind==="step"?n.step.leg:n.leg}function Ie(n){let i=g(E(n));return n.reused?`${i}\
 (reused from the run replayed)`:i}var je=3,V=10,Z=5,Ne=5;async function ke(n,i,t,d){let r=await Ae(i,t),u=g(t.message??
"the agent failed"),f=d?`${t.stage} (reused from the run replayed)`:t.stage;if(r.length===0){n(`${f}: ${u}; its ${L.log}\
 is empty
`);return}n(`${f}: ${u}; the end of its ${L.log}:
`);for(let m of r)n(`  \u2502 ${m}
`)}async function Ae(n,i){let t=_(n,ae(i.stage,i.attempt),L.log);return(await Pe(t,"utf8").catch(()=>"")).split(/\r?\n/).
filter(r=>r.trim()!=="").slice(-Ne).map(Ce)}function Ce(n){return ue(g(re(n)),200)}export{on as replayCommand,sn as runCommand};

import{b as we}from"./chunk-AFLIMYGV.js";import{a as ye,b as K,c as Se}from"./chunk-PBT4FYX2.js";import{a as he}from"./chunk-EPXAIT63.js";
import{a as U,c as M,d as $e,e as be,f as _}from"./chunk-IQNVHVL5.js";import{g as ge,i as me}from"./chunk-NSJ3EVVK.js";
import"./chunk-V342X6YF.js";import"./chunk-FSP5DJ7W.js";import"./chunk-VMVUAD3L.js";import"./chunk-6YD3D27Q.js";
import"./chunk-7U7R4STE.js";import"./chunk-MCSEASMA.js";import"./chunk-FAXKKLPM.js";import{f as pe}from"./chunk-M6TCM7T7.js";
import"./chunk-ZHHQCXTA.js";import{l as ce,m as ue}from"./chunk-NURJVWZ6.js";import"./chunk-DF64DJTV.js";
import"./chunk-3QK4ULO3.js";import"./chunk-TY27MA5Z.js";import{a as fe}from"./chunk-MSOSO2OH.js";import"./chunk-VWNF5BAH.js";
import"./chunk-CL5BW2X2.js";import{P as le,m as ae}from"./chunk-XLGFJCL2.js";import{b as de}from"./chunk-6RREDHNG.js";
import"./chunk-RBL3FFHZ.js";import"./chunk-XNMHRBVO.js";import"./chunk-LEIL67MZ.js";import"./chunk-VQYWOWE3.js";
import"./chunk-YGNE4XJX.js";import"./chunk-4YBMJ3DZ.js";import{a as z}from"./chunk-LS2NIP65.js";import{
a as p}from"./chunk-HDT3FCLQ.js";import"./chunk-VFN24YTU.js";import"./chunk-4QUQEQJB.js";import"./chunk-N2Y6FUQU.js";
import{c as ie}from"./chunk-TR6ONM2E.js";import"./chunk-FCWOFCWY.js";import"./chunk-FHFCRF27.js";import"./chunk-YQXZOI2X.js";
import{d as L}from"./chunk-OKFZ7BVP.js";import"./chunk-WUUIHZ62.js";import{b as x}from"./chunk-GKGC5SYD.js";
import{a as We}from"./chunk-5A7QKWCT.js";import"./chunk-LGNAKMKQ.js";import{R as T,V as H,W as re,t as O}from"./chunk-KP2FEYWF.js";
import{d as Pe}from"./chunk-3NR5HZ6E.js";var J=Pe(We(),1);import{readFile as Fe}from"node:fs/promises";import{join as E,relative as Ge,resolve as ke}from"node:path";async function on(n,i,t={},d){if(i===void 0)throw Ne(n.cwd);for(let[g,$]of[["--job",t.job],["--event",t.event],["--event\
-name",t.eventName]])if($!==void 0&&$.trim()==="")throw new L("usage","is empty; give it a value, or leave the option ou\
t",{where:g});let u=U(t.input,"--input"),r=U(t.var,"--var"),m=M(t.jobs);return ve(n,t,d,g=>ge(i,{...g,...t.job!==void 0?
{job:t.job}:{},inputs:u,vars:r,...t.event!==void 0?{event:t.event}:{},...t.eventName!==void 0?{eventName:t.eventName}:{},
...t.parent!==void 0?{parent:t.parent}:{},secrets:t.secret??[],concurrency:m},z,"cleaned-up"))}async function rn(n,i,t,d){
let u=M(t.jobs);if(t.event!==void 0&&t.event.trim()==="")throw new L("usage","is empty; give it a value, or leave the op\
tion out",{where:"--event"});return ve(n,t,d,r=>me(i,t.from,{...r,...t.event!==void 0?{event:t.event}:{},...t.secret&&t.
secret.length>0?{secrets:t.secret}:{},concurrency:u},z,"cleaned-up"))}async function ve(n,i,t,d){await he(n,pe.forProject(
n.cwd));let u=$e(n,i),r=ye(u,n.stdout,{color:n.color??be(n.env),columns:n.terminal?.columns??100,rows:n.terminal?.rows??
50,terminal:n.isTTY}),m=(e,s)=>r.message?r.message(s):n.stderr(e),g=new AbortController,$=new AbortController,W=e=>{if(g.
signal.aborted){m(`baton: already cancelling; waiting for running commands to stop
`,"stopping: waiting for running commands to stop");return}m(`${e}: stopping running steps and agents (records written s\
o far are kept)
`,"stopping: running steps and agents get SIGTERM, then SIGKILL (records written so far are kept)"),g.abort()},Q=()=>{if($.
signal.aborted){W(`
baton: cancelling now`);return}m(`
baton: cancelling, as GitHub cancels a run: running steps stop unless their if: holds when cancelled, and always() and c\
ancelled() steps and jobs still run; Ctrl-C again to stop everything now
`,"cancelling \xB7 Ctrl-C again to stop everything now \xB7 always() and cancelled() steps and jobs still run"),$.abort()},
X=()=>W(`
baton: cancelling`),F=()=>W("baton: standard output was closed; cancelling"),Y=["SIGTERM","SIGHUP",...process.platform===
"win32"?[]:["SIGQUIT"]];for(let e of Y)process.on(e,X);process.on("SIGINT",Q);let G,C=()=>{let e=Date.now();G?.pause(),r.
suspend?r.suspend("stopped (Ctrl-Z) \xB7 its steps and agents are stopped too \xB7 fg continues them"):n.stderr(`baton: \
stopped; its steps and agents are stopped too (fg continues them)
`),process.off("SIGTSTP",C),process.kill(process.pid,"SIGTSTP"),process.on("SIGTSTP",C),G?.resume();let s=K(Date.now()-e);
r.resume?r.resume(`continued after ${s} stopped (Ctrl-Z) \xB7 the times shown include it`):n.stderr(`baton: continued af\
ter ${s} stopped; its steps and agents too
`)};process.platform!=="win32"&&process.on("SIGTSTP",C),n.stdoutClosed?.aborted?F():n.stdoutClosed?.addEventListener("ab\
ort",F);let Le=r.resize?n.onResize?.(e=>r.resize?.(e)):void 0,{facts:Oe,root:k}=await(t??fe(n.cwd,n.env));k!==null&&ke(k)!==
ke(n.cwd)&&n.stderr(`baton: note: steps and agents run in ${n.cwd}, not at the repository root ${k} where GitHub runs th\
em; relative paths in the workflow resolve from here
`);let I=[],N=new Map,v=[],B=new Set,Te=e=>{e.type==="notice"&&e.problem!==void 0?v.push(e.message):e.type==="notice"&&e.
forgiven&&e.leg!==null?B.add(e.leg):e.type==="step-started"?N.set(e.leg,[]):e.type==="stage-recorded"?N.get(e.leg)?.push(
e.stage):e.type==="step-finished"&&e.outcome==="failure"?I.push({kind:"step",step:e,stages:N.get(e.leg)??[],...e.conclusion===
"failure"?{}:{continued:!0}}):e.type==="job-finished"&&e.result==="failure"&&e.reason!==void 0?I.push({kind:"job",leg:e.
leg,reason:e.reason,...e.reused?{reused:!0}:{}}):e.type==="job-finished"&&e.reused&&e.failed_step&&I.push({kind:"step",step:{
...e.failed_step,leg:e.leg},stages:e.failed_step.stages??[],reused:!0})},o;try{o=await d({cwd:n.cwd,env:n.env,onEvent:e=>{
Te(e),r.onEvent(e)},...r.onOutput?{onOutput:e=>r.onOutput?.(e)}:{},signal:g.signal,cancel:$.signal,pausable:e=>{G=e},facts:Oe,
...k===null?{}:{repositoryRoot:k}})}finally{r.close(),Le?.();for(let e of Y)process.off(e,X);process.off("SIGINT",Q),process.
off("SIGTSTP",C),n.stdoutClosed?.removeEventListener("abort",F)}let a=u==="json"?n.stderr:n.stdout,ee=Ge(n.cwd,o.runDir)||
o.runDir,c=o.chain.find(e=>e.stage===o.finalStage);if(a(`run ${o.runId}: ${o.status}; records in ${ee}
`),c){let e=c.summary?`: ${_(c.summary,200)}`:"",s=ae(c.status,c.reason),l=c.attempts>1?` in ${c.attempts} attempts`:"";
a(`final stage ${c.stage} (${s}, ${K(c.duration_ms)}${l})${e}
`)}let A=o.status==="success"?I:I.filter(e=>!(e.kind==="step"&&e.continued)&&!B.has(P(e))),h=A.slice(0,je),ne=e=>{if(e.kind===
"job")return;let s=o.chain.find(l=>l.stage===e.stages.at(-1));return s?.reason==="exit-nonzero"?s:void 0},R=h.length>0?void 0:
c?.reason==="exit-nonzero"?c:o.chain.findLast(e=>e.reason==="exit-nonzero"),_e=e=>o.records.some(s=>s.record.stage===e.stage&&
s.record.run.id!==o.runId);if(R&&await Ce(a,o.runDir,R,_e(R)),o.status==="success"&&h.length>0){let e=h.filter(l=>l.kind===
"step"&&l.continued).length,s=e===0?" in jobs that continue on error":e===h.length?", set to continue on error":", set t\
o continue on error or in jobs that do";a(`the run succeeded, but these ${h.every(l=>l.kind==="step")?"steps ":""}failed${s}\
:
`)}for(let e of h){if(e.kind==="job"){let D=p(e.reason).replaceAll(`
`,`
  `);a(`${Ie(e)}: the job failed outside its steps: ${D}
`);continue}let{step:s}=e,l=ne(e);if(l){await Ce(a,o.runDir,l,e.reused===!0);continue}let f=`${Ie(e)}: step ${s.step+1} \
(${_(s.name,80)})`,oe=p(s.message??"failed");if(s.output_tail===void 0){a(`${f} ${oe.replaceAll(`
`,`
  `)}
`);continue}a(`${f} ${oe}; the end of its output:
`),s.output_tail===""&&a(`  \u2502 (it printed nothing)
`);for(let D of s.output_tail===""?[]:s.output_tail.split(`
`))a(`  \u2502 ${Re(D)}
`)}let b=A.slice(je);if(b.length>0){let e=[...new Set(b.map(f=>p(P(f))))],s=e.length>10?`${e.slice(0,10).join(", ")}, \u2026`:
e.join(", "),l=b.every(f=>f.kind==="step")?"failed step":b.every(f=>f.kind==="job")?"failed job":"failure";a(`\u2026 and ${b.
length} more ${l}${b.length===1?"":"s"}, in ${s}
`)}let w=n.env.npm_lifecycle_event?"npx baton":"baton";if(v.length>0){let e=v.length;a(`${e===1?"a warning":`${e} warnin\
gs`} in the stages' records (${w} show ${o.runId} <stage> lists them):
`);for(let s of v.slice(0,q))a(`  ${_(s,200)}
`);e>q&&a(`  \u2026 and ${e-q} more
`)}let Ee=new Set(A.map(e=>e.kind==="job"?e.reason:e.step.message)),j=(r.notShownWhole?.()??[]).filter(e=>e.problem===void 0&&
!Ee.has(e.message));if(j.length>0){let e=s=>{let l=j.filter(f=>f.level===s).length;return l===0?[]:[l===1?`${s==="error"?
"an":"a"} ${s}`:`${l} ${s}s`]};a(`${[...e("warning"),...e("error")].join(" and ")} the live view did not show in full:
`);for(let s of j.slice(0,Z))a(`  ${p(Se(s)).replaceAll(`
`,`
    `)}
`);j.length>Z&&a(`  \u2026 and ${j.length-Z} more (--plain prints each; all are in ${E(ee,H.events)})
`)}if(o.reason!==null){let e=o.status==="failure"?"failed":`was ${o.status}, and failed`;a(`the run ${e} outside its job\
s: ${p(o.reason).replaceAll(`
`,`
  `)}
`)}let y=[`${w} history ${o.runId}`],S=h.find(e=>e.kind==="step"||(0,J.existsSync)(E(o.runDir,re(e.leg)))),te=S?ne(S):R,
se=S?.kind==="step"?S.stages.at(-1):void 0;return te?y.push(`${w} show ${o.runId} ${te.stage} --log`):se?y.push(`${w} sh\
ow ${o.runId} ${se}`):S?y.push(we(w,o.runId,p(P(S)))):c&&h.length===0&&y.push(`${w} show ${o.runId} ${c.stage}${c.reason===
"render-failed"?"":" --prompt"}`),(0,J.existsSync)(E(o.runDir,H.report))&&y.push(`${w} report ${o.runId}`),a(`look next:\
 ${y.join("  \xB7  ")}
`),o.status==="success"?x.ok:x.failure}var V=5;function Ne(n){let i=ce(n),t=i.find(r=>!ue(n,r))??i[0]??`${T}/<workflow>.\
yml`,d=i.slice(0,V).map(r=>r.slice(T.length+1)),u=i.length>V?`, \u2026 (${i.length-V} more)`:"";return new L("usage",`mi\
ssing argument <workflow>: the workflow file to run (baton run ${t})`,{details:i.length>0?[`workflows in ${T}/: ${d.join(
", ")}${u}`]:[]})}function P(n){return n.kind==="step"?n.step.leg:n.leg}function Ie(n){let i=p(P(n));return n.reused?`${i}\
 (reused from the run replayed)`:i}var je=3,Z=10,q=5,Ae=5;async function Ce(n,i,t,d){let u=await De(i,t),r=p(t.message??
"the agent failed"),m=d?`${t.stage} (reused from the run replayed)`:t.stage;if(u.length===0){n(`${m}: ${r}; its ${O.log}\
 is empty
`);return}n(`${m}: ${r}; the end of its ${O.log}:
`);for(let g of u)n(`  \u2502 ${g}
`)}async function De(n,i){let t=E(n,le(i.stage,i.attempt),O.log);return(await Fe(t,"utf8").catch(()=>"")).split(/\r?\n/).
filter(u=>u.trim()!=="").slice(-Ae).map(Re)}function Re(n){return de(p(ie(n)),200)}export{rn as replayCommand,on as runCommand};

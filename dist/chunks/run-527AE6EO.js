import{b as me}from"./chunk-AFLIMYGV.js";import{a as $e,b as U,c as be}from"./chunk-PBT4FYX2.js";import{a as ge}from"./chunk-IKTH57OR.js";
import{a as H,c as z,d as he,e as we,f as T}from"./chunk-IQNVHVL5.js";import{g as fe,i as pe}from"./chunk-DAOTEDQI.js";
import"./chunk-BQM4IBCJ.js";import"./chunk-GFU3RFKV.js";import"./chunk-HW3UGDMA.js";import"./chunk-GRDI6LWC.js";
import"./chunk-HEYXDFMS.js";import"./chunk-YOC22JDW.js";import{l as ae,m as le}from"./chunk-BL2EFGEU.js";
import"./chunk-TMQK3VDU.js";import"./chunk-FGDMBLEM.js";import"./chunk-2PET4NPA.js";import"./chunk-ATJ25E2L.js";
import"./chunk-GBUSQVMM.js";import{f as de}from"./chunk-NKEXEQZO.js";import{a as ue}from"./chunk-XKXLJUWA.js";
import"./chunk-JZZAZTJH.js";import"./chunk-TYUSCBBO.js";import{P as ie,m as re}from"./chunk-VEKW75AM.js";
import{b as ce}from"./chunk-6RREDHNG.js";import"./chunk-RBL3FFHZ.js";import"./chunk-TMZDACE5.js";import"./chunk-5NRLLVSF.js";
import"./chunk-DNBZ6JAG.js";import"./chunk-FRGTXGHD.js";import"./chunk-Y6XBOIVA.js";import{a as x}from"./chunk-LS2NIP65.js";
import{a as g}from"./chunk-HDT3FCLQ.js";import"./chunk-GVK4BI2T.js";import"./chunk-4QUQEQJB.js";import"./chunk-CGSCZJGB.js";
import{c as oe}from"./chunk-TR6ONM2E.js";import"./chunk-FCWOFCWY.js";import"./chunk-O3GXAZD5.js";import"./chunk-2OTKAX3D.js";
import{d as R}from"./chunk-OKFZ7BVP.js";import"./chunk-WUUIHZ62.js";import{b as A}from"./chunk-GKGC5SYD.js";
import{a as Ee}from"./chunk-5A7QKWCT.js";import"./chunk-LGNAKMKQ.js";import{R as O,V as D,W as se,t as L}from"./chunk-KP2FEYWF.js";
import{d as _e}from"./chunk-3NR5HZ6E.js";var Z=_e(Ee(),1);import{readFile as We}from"node:fs/promises";import{join as _,relative as Pe,resolve as ye}from"node:path";async function tn(n,i,t={}){if(i===void 0)throw Fe(n.cwd);for(let[f,m]of[["--job",t.job],["--event",t.event],["--event-n\
ame",t.eventName]])if(m!==void 0&&m.trim()==="")throw new R("usage","is empty; give it a value, or leave the option out",
{where:f});let d=H(t.input,"--input"),r=H(t.var,"--var"),u=z(t.jobs);return ke(n,t,f=>fe(i,{...f,...t.job!==void 0?{job:t.
job}:{},inputs:d,vars:r,...t.event!==void 0?{event:t.event}:{},...t.eventName!==void 0?{eventName:t.eventName}:{},...t.parent!==
void 0?{parent:t.parent}:{},secrets:t.secret??[],concurrency:u},x,"cleaned-up"))}async function sn(n,i,t){let d=z(t.jobs);
if(t.event!==void 0&&t.event.trim()==="")throw new R("usage","is empty; give it a value, or leave the option out",{where:"\
--event"});return ke(n,t,r=>pe(i,t.from,{...r,...t.event!==void 0?{event:t.event}:{},...t.secret&&t.secret.length>0?{secrets:t.
secret}:{},concurrency:d},x,"cleaned-up"))}async function ke(n,i,t){await ge(n,de.forProject(n.cwd));let d=he(n,i),r=$e(
d,n.stdout,{color:n.color??we(n.env),columns:n.terminal?.columns??100,rows:n.terminal?.rows??50,terminal:n.isTTY}),u=(e,s)=>r.
message?r.message(s):n.stderr(e),f=new AbortController,m=new AbortController,E=e=>{if(f.signal.aborted){u(`baton: alread\
y cancelling; waiting for running commands to stop
`,"stopping: waiting for running commands to stop");return}u(`${e}: stopping running steps and agents (records written s\
o far are kept)
`,"stopping: running steps and agents get SIGTERM, then SIGKILL (records written so far are kept)"),f.abort()},J=()=>{if(m.
signal.aborted){E(`
baton: cancelling now`);return}u(`
baton: cancelling, as GitHub cancels a run: running steps stop unless their if: holds when cancelled, and always() and c\
ancelled() steps and jobs still run; Ctrl-C again to stop everything now
`,"cancelling \xB7 Ctrl-C again to stop everything now \xB7 always() and cancelled() steps and jobs still run"),m.abort()},
Q=()=>E(`
baton: cancelling`),W=()=>E("baton: standard output was closed; cancelling"),X=["SIGTERM","SIGHUP",...process.platform===
"win32"?[]:["SIGQUIT"]];for(let e of X)process.on(e,Q);process.on("SIGINT",J);let P,k=()=>{let e=Date.now();P?.pause(),r.
suspend?r.suspend("stopped (Ctrl-Z) \xB7 its steps and agents are stopped too \xB7 fg continues them"):n.stderr(`baton: \
stopped; its steps and agents are stopped too (fg continues them)
`),process.off("SIGTSTP",k),process.kill(process.pid,"SIGTSTP"),process.on("SIGTSTP",k),P?.resume();let s=U(Date.now()-e);
r.resume?r.resume(`continued after ${s} stopped (Ctrl-Z) \xB7 the times shown include it`):n.stderr(`baton: continued af\
ter ${s} stopped; its steps and agents too
`)};process.platform!=="win32"&&process.on("SIGTSTP",k),n.stdoutClosed?.aborted?W():n.stdoutClosed?.addEventListener("ab\
ort",W);let Ce=r.resize?n.onResize?.(e=>r.resize?.(e)):void 0,{facts:Re,root:S}=await ue(n.cwd,n.env);S!==null&&ye(S)!==
ye(n.cwd)&&n.stderr(`baton: note: steps and agents run in ${n.cwd}, not at the repository root ${S} where GitHub runs th\
em; relative paths in the workflow resolve from here
`);let I=[],F=new Map,v=[],Le=e=>{e.type==="notice"&&e.problem!==void 0?v.push(e.message):e.type==="step-started"?F.set(
e.leg,[]):e.type==="stage-recorded"?F.get(e.leg)?.push(e.stage):e.type==="step-finished"&&e.outcome==="failure"?I.push({
kind:"step",step:e,stages:F.get(e.leg)??[],...e.conclusion==="failure"?{}:{continued:!0}}):e.type==="job-finished"&&e.result===
"failure"&&e.reason!==void 0?I.push({kind:"job",leg:e.leg,reason:e.reason,...e.reused?{reused:!0}:{}}):e.type==="job-fin\
ished"&&e.reused&&e.failed_step&&I.push({kind:"step",step:{...e.failed_step,leg:e.leg},stages:e.failed_step.stages??[],reused:!0})},
o;try{o=await t({cwd:n.cwd,env:n.env,onEvent:e=>{Le(e),r.onEvent(e)},...r.onOutput?{onOutput:e=>r.onOutput?.(e)}:{},signal:f.
signal,cancel:m.signal,pausable:e=>{P=e},facts:Re,...S===null?{}:{repositoryRoot:S}})}finally{r.close(),Ce?.();for(let e of X)
process.off(e,Q);process.off("SIGINT",J),process.off("SIGTSTP",k),n.stdoutClosed?.removeEventListener("abort",W)}let a=d===
"json"?n.stderr:n.stdout,Y=Pe(n.cwd,o.runDir)||o.runDir,c=o.chain.find(e=>e.stage===o.finalStage);if(a(`run ${o.runId}: ${o.
status}; records in ${Y}
`),c){let e=c.summary?`: ${T(c.summary,200)}`:"",s=re(c.status,c.reason),l=c.attempts>1?` in ${c.attempts} attempts`:"";
a(`final stage ${c.stage} (${s}, ${U(c.duration_ms)}${l})${e}
`)}let G=o.status==="success"?I:I.filter(e=>!(e.kind==="step"&&e.continued)),h=G.slice(0,Ie),B=e=>{if(e.kind==="job")return;
let s=o.chain.find(l=>l.stage===e.stages.at(-1));return s?.reason==="exit-nonzero"?s:void 0},C=h.length>0?void 0:c?.reason===
"exit-nonzero"?c:o.chain.findLast(e=>e.reason==="exit-nonzero"),Oe=e=>o.records.some(s=>s.record.stage===e.stage&&s.record.
run.id!==o.runId);if(C&&await je(a,o.runDir,C,Oe(C)),o.status==="success"&&h.length>0){let e=h.filter(l=>l.kind==="step"&&
l.continued).length,s=e===0?" in jobs that continue on error":e===h.length?", set to continue on error":", set to contin\
ue on error or in jobs that do";a(`the run succeeded, but these ${h.every(l=>l.kind==="step")?"steps ":""}failed${s}:
`)}for(let e of h){if(e.kind==="job"){let N=g(e.reason).replaceAll(`
`,`
  `);a(`${Se(e)}: the job failed outside its steps: ${N}
`);continue}let{step:s}=e,l=B(e);if(l){await je(a,o.runDir,l,e.reused===!0);continue}let p=`${Se(e)}: step ${s.step+1} (${T(
s.name,80)})`,te=g(s.message??"failed");if(s.output_tail===void 0){a(`${p} ${te.replaceAll(`
`,`
  `)}
`);continue}a(`${p} ${te}; the end of its output:
`),s.output_tail===""&&a(`  \u2502 (it printed nothing)
`);for(let N of s.output_tail===""?[]:s.output_tail.split(`
`))a(`  \u2502 ${ve(N)}
`)}let $=G.slice(Ie);if($.length>0){let e=[...new Set($.map(p=>g(q(p))))],s=e.length>10?`${e.slice(0,10).join(", ")}, \u2026`:
e.join(", "),l=$.every(p=>p.kind==="step")?"failed step":$.every(p=>p.kind==="job")?"failed job":"failure";a(`\u2026 and ${$.
length} more ${l}${$.length===1?"":"s"}, in ${s}
`)}let w=n.env.npm_lifecycle_event?"npx baton":"baton";if(v.length>0){let e=v.length;a(`${e===1?"a warning":`${e} warnin\
gs`} in the stages' records (${w} show ${o.runId} <stage> lists them):
`);for(let s of v.slice(0,V))a(`  ${T(s,200)}
`);e>V&&a(`  \u2026 and ${e-V} more
`)}let Te=new Set(G.map(e=>e.kind==="job"?e.reason:e.step.message)),j=(r.notShownWhole?.()??[]).filter(e=>e.problem===void 0&&
!Te.has(e.message));if(j.length>0){let e=s=>{let l=j.filter(p=>p.level===s).length;return l===0?[]:[l===1?`${s==="error"?
"an":"a"} ${s}`:`${l} ${s}s`]};a(`${[...e("warning"),...e("error")].join(" and ")} the live view did not show in full:
`);for(let s of j.slice(0,K))a(`  ${g(be(s)).replaceAll(`
`,`
    `)}
`);j.length>K&&a(`  \u2026 and ${j.length-K} more (--plain prints each; all are in ${_(Y,D.events)})
`)}if(o.reason!==null){let e=o.status==="failure"?"failed":`was ${o.status}, and failed`;a(`the run ${e} outside its job\
s: ${g(o.reason).replaceAll(`
`,`
  `)}
`)}let b=[`${w} history ${o.runId}`],y=h.find(e=>e.kind==="step"||(0,Z.existsSync)(_(o.runDir,se(e.leg)))),ee=y?B(y):C,ne=y?.
kind==="step"?y.stages.at(-1):void 0;return ee?b.push(`${w} show ${o.runId} ${ee.stage} --log`):ne?b.push(`${w} show ${o.
runId} ${ne}`):y?b.push(me(w,o.runId,g(q(y)))):c&&h.length===0&&b.push(`${w} show ${o.runId} ${c.stage}${c.reason==="ren\
der-failed"?"":" --prompt"}`),(0,Z.existsSync)(_(o.runDir,D.report))&&b.push(`${w} report ${o.runId}`),a(`look next: ${b.
join("  \xB7  ")}
`),o.status==="success"?A.ok:A.failure}var M=5;function Fe(n){let i=ae(n),t=i.find(u=>!le(n,u))??i[0]??`${O}/<workflow>.\
yml`,d=i.slice(0,M).map(u=>u.slice(O.length+1)),r=i.length>M?`, \u2026 (${i.length-M} more)`:"";return new R("usage",`mi\
ssing argument <workflow>: the workflow file to run (baton run ${t})`,{details:i.length>0?[`workflows in ${O}/: ${d.join(
", ")}${r}`]:[]})}function q(n){return n.kind==="step"?n.step.leg:n.leg}function Se(n){let i=g(q(n));return n.reused?`${i}\
 (reused from the run replayed)`:i}var Ie=3,K=10,V=5,Ge=5;async function je(n,i,t,d){let r=await Ne(i,t),u=g(t.message??
"the agent failed"),f=d?`${t.stage} (reused from the run replayed)`:t.stage;if(r.length===0){n(`${f}: ${u}; its ${L.log}\
 is empty
`);return}n(`${f}: ${u}; the end of its ${L.log}:
`);for(let m of r)n(`  \u2502 ${m}
`)}async function Ne(n,i){let t=_(n,ie(i.stage,i.attempt),L.log);return(await We(t,"utf8").catch(()=>"")).split(/\r?\n/).
filter(r=>r.trim()!=="").slice(-Ge).map(ve)}function ve(n){return ce(g(oe(n)),200)}export{sn as replayCommand,tn as runCommand};

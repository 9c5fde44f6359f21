import{b as ke}from"./chunk-AFLIMYGV.js";import{a as Se}from"./chunk-4V4OWC7T.js";import{a as ve,b as J,e as Ce}from"./chunk-W5BQXWE5.js";
import{a as V,c as B,d as je,e as Ie,f as P}from"./chunk-B6ELWUVQ.js";import{g as be,i as ye}from"./chunk-FHJZBJUS.js";
import"./chunk-T6D3FSUB.js";import"./chunk-QBWNPS3H.js";import"./chunk-4HJ574CL.js";import"./chunk-TSKHLKNH.js";
import"./chunk-ZZD2EELV.js";import"./chunk-VKMG2EUO.js";import{a as ge,b as me}from"./chunk-DDDQDHPQ.js";
import"./chunk-XLOIZ4U6.js";import"./chunk-PSZY2YQ2.js";import{a as we}from"./chunk-RDJNFCSG.js";import"./chunk-3DKDM2HV.js";
import"./chunk-HOW5HA4T.js";import"./chunk-BFF2ARFE.js";import"./chunk-CTXQ6AMD.js";import"./chunk-ZOOA35LL.js";
import{f as $e}from"./chunk-T25CTNOY.js";import"./chunk-2MDBKZHJ.js";import{n as pe}from"./chunk-34DU3ECC.js";
import{n as fe}from"./chunk-QEHVXOFE.js";import"./chunk-RBL3FFHZ.js";import{b as he}from"./chunk-6RREDHNG.js";
import"./chunk-PJZVQGI4.js";import"./chunk-NUWPZMYM.js";import"./chunk-XIVVRYZB.js";import"./chunk-RTYYBGCQ.js";
import"./chunk-F4WWMPS5.js";import"./chunk-CM3JIEN3.js";import{a as M}from"./chunk-LS2NIP65.js";import{
a as m}from"./chunk-HDT3FCLQ.js";import"./chunk-XXWFWYAL.js";import"./chunk-52WKZJZC.js";import"./chunk-VQ73NKVE.js";
import"./chunk-YLZEXFNQ.js";import{c as de}from"./chunk-TR6ONM2E.js";import"./chunk-FCWOFCWY.js";import"./chunk-PZJTC2JJ.js";
import"./chunk-TIXFR75A.js";import{d as L}from"./chunk-OKFZ7BVP.js";import"./chunk-AUD2BGTU.js";import{
b as U}from"./chunk-34WD42XC.js";import{a as ce}from"./chunk-5A7QKWCT.js";import"./chunk-W5IM2UXJ.js";
import{R as _,V as K,W as ue,t as T}from"./chunk-4WNEEZW4.js";import{d as le}from"./chunk-3NR5HZ6E.js";var Q=le(ce(),1);import{readFile as Xe}from"node:fs/promises";import{join as W,relative as Ze,resolve as Le}from"node:path";var h=le(ce(),1);import{basename as E,delimiter as He,dirname as ze,isAbsolute as Ue,join as Ke,relative as Me}from"node:path";
function Re(n,o,t){if(n===void 0||n==="")return"baton";let p=!!(o.npm_lifecycle_event||o.npm_command),c=(o.PATH??"").split(
He).filter(d=>d!==""&&!(p&&Ve(d))).map(d=>Ke(d,"baton")).find(Be);if(c!==void 0&&Je(c,n))return"baton";let a=Me(t,n),i=a!==
""&&!a.startsWith("..")&&!Ue(a)?a:n;return E(n)==="baton"?Oe(i===a?`./${i}`:i):`node ${Oe(i)}`}function Ve(n){let o=n.replace(
/[\\/]+$/,"");return E(o)===".bin"&&E(ze(o))==="node_modules"||E(o)==="node-gyp-bin"}function Be(n){try{return(0,h.accessSync)(
n,h.constants.X_OK),(0,h.statSync)(n).isFile()}catch{return!1}}function Je(n,o){try{return(0,h.realpathSync)(n)===(0,h.realpathSync)(
o)}catch{return!1}}function Oe(n){return/^[\w./@%+=:,-]+$/.test(n)?n:`'${n.replaceAll("'","'\\''")}'`}async function jn(n,o,t={},p){if(o===void 0)throw qe(n.cwd);for(let[d,b]of[["--job",t.job],["--event",t.event],["--event\
-name",t.eventName]])if(b!==void 0&&b.trim()==="")throw new L("usage","is empty; give it a value, or leave the option ou\
t",{where:d});let c=V(t.input,"--input"),a=V(t.var,"--var"),i=B(t.jobs);return Ee(n,t,p,d=>be(o,{...d,...t.job!==void 0?
{job:t.job}:{},inputs:c,vars:a,...t.event!==void 0?{event:t.event}:{},...t.eventName!==void 0?{eventName:t.eventName}:{},
...t.parent!==void 0?{parent:t.parent}:{},secrets:t.secret??[],concurrency:i},M,"cleaned-up"))}async function In(n,o,t,p){
let c=B(t.jobs);if(t.event!==void 0&&t.event.trim()==="")throw new L("usage","is empty; give it a value, or leave the op\
tion out",{where:"--event"});return Ee(n,t,p,a=>ye(o,t.from,{...a,...t.event!==void 0?{event:t.event}:{},...t.secret&&t.
secret.length>0?{secrets:t.secret}:{},concurrency:c},M,"cleaned-up"))}async function Ee(n,o,t,p){await Se(n,$e.forProject(
n.cwd));let c=je(n,o),a={color:n.color??Ie(n.env),columns:n.terminal?.columns??100,rows:n.terminal?.rows??50,terminal:n.
isTTY},i=c==="live"?(await import("./progress-3ELJH2CE.js")).progressView(c,n.stdout,a):ve(c,n.stdout,a),d=(e,s)=>i.message?
i.message(s):n.stderr(e),b=new AbortController,F=new AbortController,N=e=>{if(b.signal.aborted){d(`baton: already cancel\
ling; waiting for running commands to stop
`,"stopping: waiting for running commands to stop");return}d(`${e}: stopping running steps and agents (records written s\
o far are kept)
`,"stopping: running steps and agents get SIGTERM, then SIGKILL (records written so far are kept)"),b.abort()},Y=()=>{if(F.
signal.aborted){N(`
baton: cancelling now`);return}d(`
baton: cancelling, as GitHub cancels a run: running steps stop unless their if: holds when cancelled, and always() and c\
ancelled() steps and jobs still run; Ctrl-C again to stop everything now
`,"cancelling \xB7 Ctrl-C again to stop everything now \xB7 always() and cancelled() steps and jobs still run"),F.abort()},
ee=()=>N(`
baton: cancelling`),G=()=>N("baton: standard output was closed; cancelling"),ne=["SIGTERM","SIGHUP",...process.platform===
"win32"?[]:["SIGQUIT"]];for(let e of ne)process.on(e,ee);process.on("SIGINT",Y);let x,C=()=>{let e=Date.now();x?.pause(),
i.suspend?i.suspend("stopped (Ctrl-Z) \xB7 its steps and agents are stopped too \xB7 fg continues them"):n.stderr(`baton\
: stopped; its steps and agents are stopped too (fg continues them)
`),process.off("SIGTSTP",C),process.kill(process.pid,"SIGTSTP"),process.on("SIGTSTP",C),x?.resume();let s=J(Date.now()-e);
i.resume?i.resume(`continued after ${s} stopped (Ctrl-Z) \xB7 the times shown include it`):n.stderr(`baton: continued af\
ter ${s} stopped; its steps and agents too
`)};process.platform!=="win32"&&process.on("SIGTSTP",C),n.stdoutClosed?.aborted?G():n.stdoutClosed?.addEventListener("ab\
ort",G);let Ae=i.resize?n.onResize?.(e=>i.resize?.(e)):void 0,{facts:Fe,root:j}=await(t??we(n.cwd,n.env)),{workspace:en,
...Ne}=Fe;j!==null&&Le(j)!==Le(n.cwd)&&n.stderr(`baton: note: steps and agents run in ${n.cwd}, not at the repository ro\
ot ${j} where GitHub runs them; relative paths in the workflow resolve from here
`);let I=[],D=new Map,O=[],te=new Set,Ge=e=>{e.type==="notice"&&e.problem!==void 0?O.push(e.message):e.type==="notice"&&
e.forgiven&&e.leg!==null?te.add(e.leg):e.type==="step-started"?D.set(e.leg,[]):e.type==="stage-recorded"?D.get(e.leg)?.push(
e.stage):e.type==="step-finished"&&e.outcome==="failure"?I.push({kind:"step",step:e,stages:D.get(e.leg)??[],...e.conclusion===
"failure"?{}:{continued:!0}}):e.type==="job-finished"&&e.result==="failure"&&e.reason!==void 0?I.push({kind:"job",leg:e.
leg,reason:e.reason,...e.reused?{reused:!0}:{}}):e.type==="job-finished"&&e.reused&&e.failed_step&&I.push({kind:"step",step:{
...e.failed_step,leg:e.leg},stages:e.failed_step.stages??[],reused:!0})},r;try{r=await p({cwd:n.cwd,env:n.env,onEvent:e=>{
Ge(e),i.onEvent(e)},...i.onOutput?{onOutput:e=>i.onOutput?.(e)}:{},signal:b.signal,cancel:F.signal,pausable:e=>{x=e},facts:Ne,
...j===null?{}:{repositoryRoot:j}})}finally{i.close(),Ae?.();for(let e of ne)process.off(e,ee);process.off("SIGINT",Y),process.
off("SIGTSTP",C),n.stdoutClosed?.removeEventListener("abort",G)}let l=c==="json"?n.stderr:n.stdout,se=Ze(n.cwd,r.runDir)||
r.runDir,f=r.chain.find(e=>e.stage===r.finalStage);if(l(`run ${r.runId}: ${r.status}; records in ${se}
`),f){let e=f.summary?`: ${P(f.summary,200)}`:"",s=fe(f.status,f.reason),u=f.attempts>1?` in ${f.attempts} attempts`:"";
l(`final stage ${f.stage} (${s}, ${J(f.duration_ms)}${u})${e}
`)}let H=r.status==="success"?I:I.filter(e=>!(e.kind==="step"&&e.continued)&&!te.has(A(e))),w=H.slice(0,_e),oe=e=>{if(e.
kind==="job")return;let s=r.chain.find(u=>u.stage===e.stages.at(-1));return s?.reason==="exit-nonzero"?s:void 0},R=w.length>
0?void 0:f?.reason==="exit-nonzero"?f:r.chain.findLast(e=>e.reason==="exit-nonzero"),xe=e=>r.records.some(s=>s.record.stage===
e.stage&&s.record.run.id!==r.runId);if(R&&await Pe(l,r.runDir,R,xe(R)),r.status==="success"&&w.length>0){let e=w.filter(
u=>u.kind==="step"&&u.continued).length,s=e===0?" in jobs that continue on error":e===w.length?", set to continue on err\
or":", set to continue on error or in jobs that do";l(`the run succeeded, but these ${w.every(u=>u.kind==="step")?"steps\
 ":""}failed${s}:
`)}for(let e of w){if(e.kind==="job"){let z=m(e.reason).replaceAll(`
`,`
  `);l(`${Te(e)}: the job failed outside its steps: ${z}
`);continue}let{step:s}=e,u=oe(e);if(u){await Pe(l,r.runDir,u,e.reused===!0);continue}let g=`${Te(e)}: step ${s.step+1} \
(${P(s.name,80)})`,ae=m(s.message??"failed");if(s.output_tail===void 0){l(`${g} ${ae.replaceAll(`
`,`
  `)}
`);continue}l(`${g} ${ae}; the end of its output:
`),s.output_tail===""&&l(`  \u2502 (it printed nothing)
`);for(let z of s.output_tail===""?[]:s.output_tail.split(`
`))l(`  \u2502 ${We(z)}
`)}let y=H.slice(_e);if(y.length>0){let e=[...new Set(y.map(g=>m(A(g))))],s=e.length>10?`${e.slice(0,10).join(", ")}, \u2026`:
e.join(", "),u=y.every(g=>g.kind==="step")?"failed step":y.every(g=>g.kind==="job")?"failed job":"failure";l(`\u2026 and ${y.
length} more ${u}${y.length===1?"":"s"}, in ${s}
`)}let $=Re(n.script,n.env,n.cwd);if(O.length>0){let e=O.length;l(`${e===1?"a warning":`${e} warnings`} in the stages' r\
ecords (${$} show ${r.runId} <stage> lists them):
`);for(let s of O.slice(0,q))l(`  ${P(s,200)}
`);e>q&&l(`  \u2026 and ${e-q} more
`)}let De=new Set(H.map(e=>e.kind==="job"?e.reason:e.step.message)),v=(i.notShownWhole?.()??[]).filter(e=>e.problem===void 0&&
!De.has(e.message));if(v.length>0){let e=s=>{let u=v.filter(g=>g.level===s).length;return u===0?[]:[u===1?`${s==="error"?
"an":"a"} ${s}`:`${u} ${s}s`]};l(`${[...e("warning"),...e("error")].join(" and ")} the live view did not show in full:
`);for(let s of v.slice(0,Z))l(`  ${m(Ce(s)).replaceAll(`
`,`
    `)}
`);v.length>Z&&l(`  \u2026 and ${v.length-Z} more (--plain prints each; all are in ${W(se,K.events)})
`)}if(r.reason!==null){let e=r.status==="failure"?"failed":`was ${r.status}, and failed`;l(`the run ${e} outside its job\
s: ${m(r.reason).replaceAll(`
`,`
  `)}
`)}let S=[`${$} history ${r.runId}`],k=w.find(e=>e.kind==="step"||(0,Q.existsSync)(W(r.runDir,ue(e.leg)))),re=k?oe(k):R,
ie=k?.kind==="step"?k.stages.at(-1):void 0;return re?S.push(`${$} show ${r.runId} ${re.stage} --log`):ie?S.push(`${$} sh\
ow ${r.runId} ${ie}`):k?S.push(ke($,r.runId,m(A(k)))):f&&w.length===0&&S.push(`${$} show ${r.runId} ${f.stage}${f.reason===
"render-failed"?"":" --prompt"}`),(0,Q.existsSync)(W(r.runDir,K.report))&&S.push(`${$} report ${r.runId}`),l(`look next:\
 ${S.join("  \xB7  ")}
`),r.status==="success"?U.ok:U.failure}var X=5;function qe(n){let o=ge(n),t=o.find(a=>!me(n,a))??o[0]??`${_}/<workflow>.\
yml`,p=o.slice(0,X).map(a=>a.slice(_.length+1)),c=o.length>X?`, \u2026 (${o.length-X} more)`:"";return new L("usage",`mi\
ssing argument <workflow>: the workflow file to run (baton run ${t})`,{details:o.length>0?[`workflows in ${_}/: ${p.join(
", ")}${c}`]:[]})}function A(n){return n.kind==="step"?n.step.leg:n.leg}function Te(n){let o=m(A(n));return n.reused?`${o}\
 (reused from the run replayed)`:o}var _e=3,Z=10,q=5,Qe=5;async function Pe(n,o,t,p){let c=await Ye(o,t),a=m(t.message??
"the agent failed"),i=p?`${t.stage} (reused from the run replayed)`:t.stage;if(c.length===0){n(`${i}: ${a}; its ${T.log}\
 is empty
`);return}n(`${i}: ${a}; the end of its ${T.log}:
`);for(let d of c)n(`  \u2502 ${d}
`)}async function Ye(n,o){let t=W(n,pe(o.stage,o.attempt),T.log);return(await Xe(t,"utf8").catch(()=>"")).split(/\r?\n/).
filter(c=>c.trim()!=="").slice(-Qe).map(We)}function We(n){return he(m(de(n)),200)}export{In as replayCommand,jn as runCommand};

import{a as $e}from"./chunk-6J6FNKIP.js";import{b as be}from"./chunk-AFLIMYGV.js";import{a as we}from"./chunk-YCIAE3VV.js";
import{a as Se,b as V,e as Ie}from"./chunk-IRILTBXK.js";import{a as M,c as K,d as ye,e as ke,f as P}from"./chunk-S3XHUHQQ.js";
import{g as me,i as he}from"./chunk-FBT55NWW.js";import"./chunk-UBZPH6B2.js";import"./chunk-ROOTWFYX.js";
import"./chunk-JOHY2KO3.js";import"./chunk-F4NU273L.js";import"./chunk-NUJQ5MB4.js";import"./chunk-D7GU7ZB6.js";
import{a as ue,b as de}from"./chunk-3AEQ2PYJ.js";import"./chunk-3CJ365NI.js";import"./chunk-YQLCREPZ.js";
import{a as pe}from"./chunk-U6G3BVZI.js";import"./chunk-7YHKUFFB.js";import"./chunk-LI62HDKS.js";import"./chunk-M6PCGQAN.js";
import"./chunk-MF4L3K4G.js";import"./chunk-URU3H7ZW.js";import{f as ge}from"./chunk-CQFXWFSA.js";import"./chunk-672GVUQV.js";
import{n as ce}from"./chunk-YW23EYA3.js";import{n as le}from"./chunk-LZYN5DKP.js";import"./chunk-RBL3FFHZ.js";
import{b as fe}from"./chunk-6RREDHNG.js";import"./chunk-AG2SH75Z.js";import"./chunk-NUWPZMYM.js";import"./chunk-MYVF2C32.js";
import"./chunk-XFERVBZB.js";import"./chunk-YEKP4IAG.js";import"./chunk-T7W5VX65.js";import{a as U}from"./chunk-LS2NIP65.js";
import{a as g}from"./chunk-RXTW3LH6.js";import"./chunk-JFRZY623.js";import"./chunk-P7RHU6DD.js";import"./chunk-X6MVMOSM.js";
import"./chunk-OTYAPETV.js";import{c as ae}from"./chunk-TR6ONM2E.js";import"./chunk-FCWOFCWY.js";import"./chunk-LYVVWMII.js";
import"./chunk-TIXFR75A.js";import{d as R}from"./chunk-OKFZ7BVP.js";import"./chunk-FTXZAJHZ.js";import{
b as H}from"./chunk-34WD42XC.js";import{a as Ge}from"./chunk-5A7QKWCT.js";import"./chunk-FJ7SBSSN.js";
import{V as T,Z as z,_ as ie,w as L}from"./chunk-C33NMHQG.js";import{d as Ae}from"./chunk-3NR5HZ6E.js";var Q=Ae(Ge(),1);import{readFile as Ne}from"node:fs/promises";import{join as E,relative as De,resolve as je}from"node:path";async function un(n,r,t={},f){if(r===void 0)throw xe(n.cwd);for(let[m,$]of[["--job",t.job],["--event",t.event],["--event\
-name",t.eventName]])if($!==void 0&&$.trim()==="")throw new R("usage","is empty; give it a value, or leave the option ou\
t",{where:m});let c=M(t.input,"--input"),d=M(t.var,"--var"),a=K(t.jobs);return Re(n,t,f,m=>me(r,{...m,...t.job!==void 0?
{job:t.job}:{},inputs:c,vars:d,...t.event!==void 0?{event:t.event}:{},...t.eventName!==void 0?{eventName:t.eventName}:{},
...t.parent!==void 0?{parent:t.parent}:{},secrets:t.secret??[],concurrency:a},U,"cleaned-up"))}async function dn(n,r,t,f){
let c=K(t.jobs);if(t.event!==void 0&&t.event.trim()==="")throw new R("usage","is empty; give it a value, or leave the op\
tion out",{where:"--event"});return Re(n,t,f,d=>he(r,t.from,{...d,...t.event!==void 0?{event:t.event}:{},...t.secret&&t.
secret.length>0?{secrets:t.secret}:{},concurrency:c},U,"cleaned-up"))}async function Re(n,r,t,f){await we(n,ge.forProject(
n.cwd));let c=ye(n,r),d={color:n.color??ke(n.env),columns:n.terminal?.columns??100,rows:n.terminal?.rows??50,terminal:n.
isTTY},a=c==="live"?(await import("./progress-C5I4EYKL.js")).progressView(c,n.stdout,d):Se(c,n.stdout,d),m=(e,s)=>a.message?
a.message(s):n.stderr(e),$=new AbortController,W=new AbortController,F=e=>{if($.signal.aborted){m(`baton: already cancel\
ling; waiting for running commands to stop
`,"stopping: waiting for running commands to stop");return}m(`${e}: stopping running steps and agents (records written s\
o far are kept)
`,"stopping: running steps and agents get SIGTERM, then SIGKILL (records written so far are kept)"),$.abort()},X=()=>{if(W.
signal.aborted){F(`
baton: cancelling now`);return}m(`
baton: cancelling, as GitHub cancels a run: running steps stop unless their if: holds when cancelled, and always() and c\
ancelled() steps and jobs still run; Ctrl-C again to stop everything now
`,"cancelling \xB7 Ctrl-C again to stop everything now \xB7 always() and cancelled() steps and jobs still run"),W.abort()},
Y=()=>F(`
baton: cancelling`),A=()=>F("baton: standard output was closed; cancelling"),B=["SIGTERM","SIGHUP",...process.platform===
"win32"?[]:["SIGQUIT"]];for(let e of B)process.on(e,Y);process.on("SIGINT",X);let G,v=()=>{let e=Date.now();G?.pause(),a.
suspend?a.suspend("stopped (Ctrl-Z) \xB7 its steps and agents are stopped too \xB7 fg continues them"):n.stderr(`baton: \
stopped; its steps and agents are stopped too (fg continues them)
`),process.off("SIGTSTP",v),process.kill(process.pid,"SIGTSTP"),process.on("SIGTSTP",v),G?.resume();let s=V(Date.now()-e);
a.resume?a.resume(`continued after ${s} stopped (Ctrl-Z) \xB7 the times shown include it`):n.stderr(`baton: continued af\
ter ${s} stopped; its steps and agents too
`)};process.platform!=="win32"&&process.on("SIGTSTP",v),n.stdoutClosed?.aborted?A():n.stdoutClosed?.addEventListener("ab\
ort",A);let Te=a.resize?n.onResize?.(e=>a.resize?.(e)):void 0,{facts:Pe,root:S}=await(t??pe(n.cwd,n.env)),{workspace:Ue,
...Ee}=Pe;S!==null&&je(S)!==je(n.cwd)&&n.stderr(`baton: note: steps and agents run in ${n.cwd}, not at the repository ro\
ot ${S} where GitHub runs them; relative paths in the workflow resolve from here
`);let I=[],N=new Map,C=[],ee=new Set,_e=e=>{e.type==="notice"&&e.problem!==void 0?C.push(e.message):e.type==="notice"&&
e.forgiven&&e.leg!==null?ee.add(e.leg):e.type==="step-started"?N.set(e.leg,[]):e.type==="stage-recorded"?N.get(e.leg)?.push(
e.stage):e.type==="step-finished"&&e.outcome==="failure"?I.push({kind:"step",step:e,stages:N.get(e.leg)??[],...e.conclusion===
"failure"?{}:{continued:!0}}):e.type==="job-finished"&&e.result==="failure"&&e.reason!==void 0?I.push({kind:"job",leg:e.
leg,reason:e.reason,...e.reused?{reused:!0}:{}}):e.type==="job-finished"&&e.reused&&e.failed_step&&I.push({kind:"step",step:{
...e.failed_step,leg:e.leg},stages:e.failed_step.stages??[],reused:!0})},o;try{o=await f({cwd:n.cwd,env:n.env,onEvent:e=>{
_e(e),a.onEvent(e)},...a.onOutput?{onOutput:e=>a.onOutput?.(e)}:{},signal:$.signal,cancel:W.signal,pausable:e=>{G=e},facts:Ee,
...S===null?{}:{repositoryRoot:S}})}finally{a.close(),Te?.();for(let e of B)process.off(e,Y);process.off("SIGINT",X),process.
off("SIGTSTP",v),n.stdoutClosed?.removeEventListener("abort",A)}let i=c==="json"?n.stderr:n.stdout,ne=De(n.cwd,o.runDir)||
o.runDir,u=o.chain.find(e=>e.stage===o.finalStage);if(i(`run ${o.runId}: ${o.status}; records in ${ne}
`),u){let e=u.summary?`: ${P(u.summary,200)}`:"",s=le(u.status,u.reason),l=u.attempts>1?` in ${u.attempts} attempts`:"";
i(`final stage ${u.stage} (${s}, ${V(u.duration_ms)}${l})${e}
`)}let D=o.status==="success"?I:I.filter(e=>!(e.kind==="step"&&e.continued)&&!ee.has(_(e))),h=D.slice(0,Ce),te=e=>{if(e.
kind==="job")return;let s=o.chain.find(l=>l.stage===e.stages.at(-1));return s?.reason==="exit-nonzero"?s:void 0},O=h.length>
0?void 0:u?.reason==="exit-nonzero"?u:o.chain.findLast(e=>e.reason==="exit-nonzero"),We=e=>o.records.some(s=>s.record.stage===
e.stage&&s.record.run.id!==o.runId);if(O&&await Oe(i,o.runDir,O,We(O)),o.status==="success"&&h.length>0){let e=h.filter(
l=>l.kind==="step"&&l.continued).length,s=e===0?" in jobs that continue on error":e===h.length?", set to continue on err\
or":", set to continue on error or in jobs that do";i(`the run succeeded, but these ${h.every(l=>l.kind==="step")?"steps\
 ":""}failed${s}:
`)}for(let e of h){if(e.kind==="job"){let x=g(e.reason).replaceAll(`
`,`
  `);i(`${ve(e)}: the job failed outside its steps: ${x}
`);continue}let{step:s}=e,l=te(e);if(l){await Oe(i,o.runDir,l,e.reused===!0);continue}let p=`${ve(e)}: step ${s.step+1} \
(${P(s.name,80)})`,re=g(s.message??"failed");if(s.output_tail===void 0){i(`${p} ${re.replaceAll(`
`,`
  `)}
`);continue}i(`${p} ${re}; the end of its output:
`),s.output_tail===""&&i(`  \u2502 (it printed nothing)
`);for(let x of s.output_tail===""?[]:s.output_tail.split(`
`))i(`  \u2502 ${Le(x)}
`)}let b=D.slice(Ce);if(b.length>0){let e=[...new Set(b.map(p=>g(_(p))))],s=e.length>10?`${e.slice(0,10).join(", ")}, \u2026`:
e.join(", "),l=b.every(p=>p.kind==="step")?"failed step":b.every(p=>p.kind==="job")?"failed job":"failure";i(`\u2026 and ${b.
length} more ${l}${b.length===1?"":"s"}, in ${s}
`)}let w=$e(n.script,n.env,n.cwd);if(C.length>0){let e=C.length;i(`${e===1?"a warning":`${e} warnings`} in the stages' r\
ecords (${w} show ${o.runId} <stage> lists them):
`);for(let s of C.slice(0,J))i(`  ${P(s,200)}
`);e>J&&i(`  \u2026 and ${e-J} more
`)}let Fe=new Set(D.map(e=>e.kind==="job"?e.reason:e.step.message)),j=(a.notShownWhole?.()??[]).filter(e=>e.problem===void 0&&
!Fe.has(e.message));if(j.length>0){let e=s=>{let l=j.filter(p=>p.level===s).length;return l===0?[]:[l===1?`${s==="error"?
"an":"a"} ${s}`:`${l} ${s}s`]};i(`${[...e("warning"),...e("error")].join(" and ")} the live view did not show in full:
`);for(let s of j.slice(0,q))i(`  ${g(Ie(s)).replaceAll(`
`,`
    `)}
`);j.length>q&&i(`  \u2026 and ${j.length-q} more (--plain prints each; all are in ${E(ne,z.events)})
`)}if(o.reason!==null){let e=o.status==="failure"?"failed":`was ${o.status}, and failed`;i(`the run ${e} outside its job\
s: ${g(o.reason).replaceAll(`
`,`
  `)}
`)}let y=[`${w} history ${o.runId}`],k=h.find(e=>e.kind==="step"||(0,Q.existsSync)(E(o.runDir,ie(e.leg)))),se=k?te(k):O,
oe=k?.kind==="step"?k.stages.at(-1):void 0;return se?y.push(`${w} show ${o.runId} ${se.stage} --log`):oe?y.push(`${w} sh\
ow ${o.runId} ${oe}`):k?y.push(be(w,o.runId,g(_(k)))):u&&h.length===0&&y.push(`${w} show ${o.runId} ${u.stage}${u.reason===
"render-failed"?"":" --prompt"}`),(0,Q.existsSync)(E(o.runDir,z.report))&&y.push(`${w} report ${o.runId}`),i(`look next:\
 ${y.join("  \xB7  ")}
`),o.status==="success"?H.ok:H.failure}var Z=5;function xe(n){let r=ue(n),t=r.find(d=>!de(n,d))??r[0]??`${T}/<workflow>.\
yml`,f=r.slice(0,Z).map(d=>d.slice(T.length+1)),c=r.length>Z?`, \u2026 (${r.length-Z} more)`:"";return new R("usage",`mi\
ssing argument <workflow>: the workflow file to run (baton run ${t})`,{details:r.length>0?[`workflows in ${T}/: ${f.join(
", ")}${c}`]:[]})}function _(n){return n.kind==="step"?n.step.leg:n.leg}function ve(n){let r=g(_(n));return n.reused?`${r}\
 (reused from the run replayed)`:r}var Ce=3,q=10,J=5,He=5;async function Oe(n,r,t,f){let c=await ze(r,t),d=g(t.message??
"the agent failed"),a=f?`${t.stage} (reused from the run replayed)`:t.stage;if(c.length===0){n(`${a}: ${d}; its ${L.log}\
 is empty
`);return}n(`${a}: ${d}; the end of its ${L.log}:
`);for(let m of c)n(`  \u2502 ${m}
`)}async function ze(n,r){let t=E(n,ce(r.stage,r.attempt),L.log);return(await Ne(t,"utf8").catch(()=>"")).split(/\r?\n/).
filter(c=>c.trim()!=="").slice(-He).map(Le)}function Le(n){return fe(g(ae(n)),200)}export{dn as replayCommand,un as runCommand};

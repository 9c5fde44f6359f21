import{b as ue}from"./chunk-EULFPLO4.js";import{a as fe,b as Ye}from"./chunk-Q4L5T5GK.js";import{b as ne}from"./chunk-JIHVCHZF.js";
import{a as Ne}from"./chunk-Q2TZSLBA.js";import{b as We,f as G,g as de,h as De,i as le}from"./chunk-IQNVHVL5.js";
import{a as Ge,b as He}from"./chunk-H47F6ZRL.js";import{c as ve}from"./chunk-FY252UJI.js";import"./chunk-U776URLR.js";
import{b as Pe,c as Je,d as Te,e as Ce,f as Fe,g as Ue,h as Ie}from"./chunk-75TJKDNV.js";import{f as _e,i as Oe,j as Ee,
l as Me}from"./chunk-FAQWOPXZ.js";import"./chunk-6RREDHNG.js";import{d as xe}from"./chunk-ZQQCC47Q.js";
import{a as Ae}from"./chunk-LS2NIP65.js";import{B as Re,L as Le,m as ae,n as ie}from"./chunk-P5WILCBV.js";import"./chunk-RBL3FFHZ.js";
import{a as D}from"./chunk-GEAO6DK6.js";import{a as P}from"./chunk-HDT3FCLQ.js";import{g as re}from"./chunk-NINDYNX2.js";
import"./chunk-FCWOFCWY.js";import{i as ke}from"./chunk-YFTXPYAX.js";import{d,f as je}from"./chunk-OKFZ7BVP.js";
import{b as _}from"./chunk-GKGC5SYD.js";import"./chunk-5A7QKWCT.js";import{V as Q,W as K,X as Se,t as H,w as ye}from"./chunk-RHKLK6JY.js";
import"./chunk-3NR5HZ6E.js";import{access as et,readdir as tt,readFile as V}from"node:fs/promises";import{join as U,relative as ee}from"node:path";async function Ot(e,u,t,r={}){let f=["prompt","handoff","record","log"].filter(a=>r[a]);if(f.length>1)throw new d("usage",
"give at most one of --prompt, --handoff, --record, --log");if(f.length===1&&t===void 0)throw new d("usage",`--${f[0]} n\
eeds a stage: baton show ${u} <stage> --${f[0]}`);if(r.attempt!==void 0&&t===void 0)throw new d("usage",`--attempt needs\
 a stage: baton show ${u} <stage> --attempt ${r.attempt}`);let L=r.attempt===void 0?void 0:We(r.attempt,"--attempt"),s=_e.
forProject(e.cwd);await Ne(e,s);let n=await s.resolve(u),h=await s.open(n),c,x=()=>(c??=Ge(s,n),c),p=await He(s,n,x),O=await h.
list(),j=s.runDir(n),l,k=()=>(l??=x().then(at),l);if(t===void 0){let a=p instanceof d?null:p;if(a===null)e.stdout(`run ${n}\
  (its ${ye} cannot be read: see below)
`);else{e.stdout(`run ${n}  ${P(a.workflow)}  ${Ee(a)}`),a.duration_ms!==null&&e.stdout(` in ${ne(a.duration_ms)}`),e.stdout(
`
started ${a.started_at}${a.replay_of?`, replay of ${a.replay_of}`:""}
`),a.pulled&&e.stdout(`pulled ${a.pulled.pulled_at} from ${P(a.pulled.url)} (run ${a.pulled.run_id} of ${P(a.pulled.repository)}\
): its records only, no job logs
`);let i=Oe(a);i!==null&&e.stdout(`${Me(i,j)}
`),a.reason!==void 0&&e.stdout(`failed outside its jobs: ${P(a.reason).replaceAll(`
`,`
  `)}
`)}e.stdout(`records in ${ee(e.cwd,j)||j}

`);let $=await Pe(h,a,O),S=$.unreadable.map(i=>i.reason),Y=$.notStored?.records??[],E=[];for(let i of a?.jobs??[]){let y=[
...new Set(Y.filter(g=>g.job===i.id&&!i.stages.includes(g.stage)).map(g=>g.stage))].map(g=>`${g} (not stored)`);E.push([
i.id,`${i.result}${i.reused?" (reused)":""}`,[...i.stages,...y].join(", ")])}E.length>0&&e.stdout(ue(["JOB","RESULT","ST\
AGES"],E));let B=[...new Set([...O.map(i=>i.stage),...$.missing.map(i=>i.stage),...Y.map(i=>i.stage)])].sort(xe);if(B.length>
0){E.length>0&&e.stdout(`
`);let i=new Set((a?.jobs??[]).flatMap(g=>g.reused?g.stages:[])),y=[];for(let g of B){if($.missing.some(R=>R.stage===g)){
y.push([g,"missing","","","","(see below)"]);continue}let X=Y.filter(R=>R.stage===g).length;if(!O.some(R=>R.stage===g)){
y.push([g,"not stored","","","","(see below)"]);continue}let N=Math.max(...O.filter(R=>R.stage===g).map(R=>R.attempt)),W=$.
unreadable.filter(R=>R.stage===g).length,T=$.records.find(R=>R.record.stage===g&&R.record.attempt===N);if(T===void 0){y.
push([g,"unreadable","",String(N),"","(see below)"]);continue}let C=T.record;y.push([g,`${ae(C.status,C.outcome.reason)}${i.
has(g)?" (reused)":""}`,C.outcome.reason,[String(C.attempt),...W===0?[]:[`(${W} unreadable)`],...X===0?[]:[`(${X} more n\
ot stored)`]].join(" "),ne(C.agent.duration_ms),G(T.handoff?.summary??"",80)])}e.stdout(ue(["STAGE","STATUS","OUTCOME","\
ATTEMPTS","AGENT","SUMMARY"],y))}let A=await Z(j,(a?.jobs??[]).map(i=>i.id),k);if(A.length>0){let i=A.length>12?`${A.slice(
0,12).join(", ")}, \u2026`:A.join(", "),y=ee(e.cwd,U(j,K("<job>")));e.stdout(`
job logs: ${P(i)} (${y}; baton show ${n} <job> for a job that records no stage)
`)}for(let i of[Q.report,Q.summary])await ge(U(j,i))&&e.stdout(`
${i}: ${ee(e.cwd,U(j,i))}
`);return le(e,n,p instanceof d?p:null,S,$.notStored)}let I=O.filter(a=>a.stage===t).map(a=>a.attempt);if(I.length===0){
let a=[...new Set(O.map(o=>o.stage))],$=r.prompt?"prompt":r.handoff?"handoff":r.record?"record":null;if(p instanceof d){
if(!(await Z(j,[t],k)).includes(t))throw p;if($===null)return D(e,await V(U(j,K(t)),"utf8"),"log"),le(e,n,p,[]);throw e.
stderr(De(p)),new d("stage-unknown",`run ${n} has no stage ${t}, so it has no ${$}: ${t} has a job log, and no record`,{
details:[`its log: baton show ${n} ${t}`,`stages: ${a.join(", ")||"(none)"}`]})}let S=p,Y=await Je(j,S),E=Y?.records.find(
o=>o.stage===t);if(Y!==null&&E!==void 0&&!(r.log&&(await Z(j,[t],k)).includes(t))){let o=(await Z(j,[E.job],k)).includes(
E.job);throw new d("record-not-stored",`${Re({...E,runAttempt:1})} (job ${E.job}) of run ${n} was never stored, so it ha\
s no ${$??(r.log?"log":"attempts")} to show: ${E.why}`,{details:[Y.fix,...o?[`the log of job ${E.job}: baton show ${n} ${E.
job} --log`]:[],`stages: ${a.join(", ")||"(none)"}`]})}let[B]=await Ue(h,S.jobs.filter(o=>o.stages.includes(t)).map(o=>({
...o,stages:[t]})),O);if(B!==void 0){let o=S.jobs.find(b=>b.id===B.job);throw Ie(n,B,o?.result??"unknown",[`replay from \
that stage, to run it again: baton replay ${n} --from ${t}`,`stages: ${a.join(", ")||"(none)"}`])}let A=await Z(j,[t,...S.
jobs.map(o=>o.id)],k);if(A.includes(t)&&$===null){if(L!==void 0)throw new d("usage",`${t} recorded no stage, and its job\
 log has no attempts: baton show ${n} ${t}`,{where:"--attempt"});let o=U(j,K(t));return D(e,await V(o,"utf8"),"log"),ze(
e,S,o)}let i=S.jobs.find(o=>o.id===t),y=await k(),g=i===void 0?S.jobs.flatMap(o=>{let b=y.results.get(o.id)?.find(M=>M.leg===
t);return b===void 0?[]:[{job:o,run:b}]}):[],X=i===void 0&&g.length===1?g[0]:void 0;if($!==null&&A.includes(t)&&(i!==void 0||
X!==void 0)){let o=i===void 0?[]:y.results.get(i.id)??[],b=o.length>0&&o.every(q=>q.reused===!0),M=i!==void 0?`job ${t} \
of run ${n} (${i.result}${b?`,${Qe(S.replay_of)}`:""})`:`leg ${t} of job ${X.job.id} of run ${n} (${ce(X.run,S.replay_of)}\
)`,F=y.failedSteps.get(t),v=qe(i);throw new d("stage-unknown",v==="running"?`${M} has recorded no stage so far, so it ha\
s no ${$} yet`:v==="interrupted"?`${M} recorded no stage before the run was interrupted, so it has no ${$}`:`${M} record\
ed no stage, so it has no ${$}`,{details:[...F===void 0?[]:[`its step ${F.step+1} (${G(F.name,80)}) failed before it rec\
orded one: ${G(F.message,300)}`],...v===null?[]:[`a stage's prompt, handoff and record are stored when its attempt ends${v===
"interrupted"?": the run's process ended first":""}`],`its log${v==="running"?" so far":""}: baton show ${n} ${t}`,...v===
"interrupted"?[Ke(S.workflow_path)]:[],`stages: ${a.join(", ")||"(none)"}`]})}let N=g.find(o=>Be(S.jobs,o.job.id)),W=i??
N?.job,T=W===void 0||!Be(S.jobs,W.id)?[]:st(S.jobs,W.id,y).filter(o=>N===void 0||o.leg.startsWith(`${t}/`));if(W!==void 0&&
(T.length>0||N!==void 0)){let o=N===void 0?`job ${t} of run ${n} (${W.result})`:`leg ${t} of job ${W.id} of run ${n} (${ce(
N.run,S.replay_of)})`;if(T.length===0){if(r.prompt||r.handoff||r.record)throw new d("stage-unknown",`${o} calls a workfl\
ow; it ran none of its jobs`,{details:[`stages: ${a.join(", ")||"(none)"}`]});return e.stdout(`${o} calls a workflow; it\
 ran none of its jobs
`),_.ok}let b=T.filter(m=>A.includes(m.leg)),M=b.find(m=>m.result==="failure")??b[0],F=`${M===void 0?"":`a job's log: ba\
ton show ${n} ${M.leg}; `}the stages they recorded: baton show ${n}`;if(r.prompt||r.handoff||r.record)throw new d("stage\
-unknown",`${o} calls a workflow; its jobs: ${T.map(m=>`${m.leg} (${m.result})`).join(", ")}`,{details:[F,`stages: ${a.join(
", ")||"(none)"}`]});let v=Math.max(...T.map(m=>m.leg.length)),q=Math.max(...T.map(m=>m.result.length));return e.stdout(
[`${o} calls a workflow; its jobs:`,...T.map(m=>m.reason===void 0?`  ${m.leg.padEnd(v)}  ${m.result}`:`  ${m.leg.padEnd(
v)}  ${m.result.padEnd(q)}  ${G(m.reason,200)}`),F,""].join(`
`)),_.ok}let C=N===void 0&&!A.includes(t)?g[0]:void 0;if(C!==void 0){let b=(y.results.get(C.job.id)??[]).filter(m=>A.includes(
m.leg)),M=b.filter(m=>m.result==="failure").map(m=>m.leg),F=M[0]??b[0]?.leg,v=`leg ${t} of job ${C.job.id} of run ${n} (${ce(
C.run,S.replay_of)}): it has no log`,q=F===void 0?[]:[`job ${C.job.id} ran as matrix legs ${b.map(m=>m.leg).join(", ")}${M.
length>0?` (failed: ${M.join(", ")})`:""}: baton show ${n} ${F} --log`];if($!==null)throw new d("stage-unknown",v,{details:[
...q,`stages: ${a.join(", ")||"(none)"}`]});return e.stdout([v,...q,""].join(`
`)),_.ok}let R=new Set((y.results.get(t)??[]).map(o=>o.leg)),$e=y.named.get(t),we=o=>R.has(o)||($e===void 0?o===t||o.startsWith(
`${t}-`):$e.includes(o)),oe=rt(y.results.get(t)??[],A);if(i!==void 0&&!A.some(we)){let o=U(j,Q.report),b=qe(i);throw new d(
"stage-unknown",b==="running"?`job ${t} of run ${n} (running) has recorded no stage and printed nothing so far`:b==="int\
errupted"?`job ${t} of run ${n} (interrupted) recorded no stage and printed nothing before the run was interrupted: it h\
as no job log`:`job ${t} of run ${n} (${i.result}) recorded no stage and printed nothing: it has no job log`,{details:[...oe,
...await ge(o)?[`the report it may have written: ${ee(e.cwd,o)}`]:[],...b==="running"?[`its steps' output goes to its lo\
g as they print: baton show ${n} ${t}`]:b==="interrupted"?[Ke(S.workflow_path)]:[],`stages: ${a.join(", ")||"(none)"}`]})}
let z=A.filter(o=>o!==t&&we(o)),se=(y.results.get(t)??[]).filter(o=>o.result==="failure").map(o=>o.leg),Ve=z.find(o=>se.
includes(o))??z[0],be=z.length===0?[]:[`ran as matrix legs ${z.join(", ")}${se.length>0?` (failed: ${se.join(", ")})`:""}\
: baton show ${n} ${Ve} --log`,...oe];if(z.length>0&&$===null)return e.stdout(`job ${t} of run ${n} ${be.map((o,b)=>b===
0?o:`  ${o}`).join(`
`)}
`),_.ok;let Ze=z.length>0?"":ke(t,[...a,...A].filter(o=>o!==t));throw new d("stage-unknown",`run ${n} has no stage ${JSON.
stringify(t)}${Ze}`,{details:[...z.length>0?[`job ${t} ${be[0]}`,...oe]:[],`stages: ${a.join(", ")||"(none)"}`,`job logs\
: ${A.join(", ")||"(none)"}`]})}let w=L??Math.max(...I);if(!I.includes(w))throw new d("usage",`stage ${t} has no attempt\
 ${r.attempt}; attempts: ${I.join(", ")}`,{where:"--attempt"});let te=h.attemptDir(t,w);if(!r.prompt&&!r.handoff&&!r.record&&
!r.log)return nt(e,h,n,t,I,w);let J=await h.getAttempt(t,w).catch(async a=>{let $=r.log?await V(U(te,H.log),"utf8").catch(
()=>null):null;if($!==null)return $;throw!(a instanceof d)||!Te(a.code)?a:new d(a.code,a.message,{...a.where===void 0?{}:
{where:a.where},details:[...a.details,Ce(n,t)],cause:a})});if(typeof J=="string")return D(e,J,"log"),_.ok;if(J===void 0)
throw new d("stage-unknown",`stage ${t} has no attempt ${w}`);if(r.prompt){if(J.record.outcome.reason==="render-failed")
throw new d("prompt-absent",`stage ${t} attempt ${w} has no prompt: its template could not be rendered`,{details:[...(J.
record.outcome.message??"").split(`
`).map(P)]});return D(e,J.prompt),_.ok}if(r.handoff){if(J.handoff===null)throw ot(J.record,n);return D(e,`${JSON.stringify(
J.handoff,null,2)}
`),_.ok}if(r.record)return D(e,`${JSON.stringify(J.record,null,2)}
`),_.ok;let me=await V(U(te,H.log),"utf8").catch(()=>null);if(me!==null)return D(e,me,"log"),_.ok;let pe=U(j,K(J.record.
job)),he=await V(pe,"utf8").catch(()=>null);if(he===null){let a=p instanceof d?void 0:p.pulled;throw a?new d("log-absent",
`stage ${t} attempt ${w} has no agent log here: run ${n} was pulled from GitHub, which keeps a stage's output in its job\
's log, not in its record`,{details:[`read it on GitHub: ${P(a.url)}`]}):new d("log-absent",`stage ${t} attempt ${w} has\
 no agent log`)}return D(e,he,"log"),ze(e,p instanceof d?null:p,pe)}function ze(e,u,t){let r=Le(u?.reason,t);return r===
null?_.ok:(e.stderr(`baton: this job log is incomplete: ${G(r,400)}
`),_.failure)}async function nt(e,u,t,r,f,L){let s=await Promise.all(f.map(l=>u.getAttempt(r,l).catch(k=>{if(!(k instanceof
d))throw k;return k}))),n=s.filter(l=>l!==void 0&&!(l instanceof d)),h=s.filter(l=>l instanceof d).map(l=>Fe(t,r,je(l),l.
code)),c=s[f.indexOf(L)],x=c instanceof d||c===void 0?n.at(-1):c;if(x===void 0)e.stdout(`stage ${r}
run ${t}  attempts ${f.join(", ")}

`);else{let l=x.record;e.stdout(`stage ${r}  job ${l.job}${l.matrix?`  matrix ${JSON.stringify(l.matrix)}`:""}
`);let k=l.parent?`  (continues run ${l.parent.run})`:"";e.stdout(`run ${t}  hop ${l.hop}${k}  attempts ${f.join(", ")}

`)}if(f.forEach((l,k)=>{let I=s[k];if(I===void 0)return;if(I instanceof d){e.stdout(`attempt ${l}: unreadable (see below\
)
`);return}let w=I.record,te=w.verify?`, verify exit ${w.verify.exit_code}`:"";e.stdout(`attempt ${l}${w.repair?" (repair\
 turn)":""}: ${ae(w.status,w.outcome.reason)}${w.outcome.reason==="cancelled"?"":` (${w.outcome.reason})`}, agent exit ${w.
agent.exit_code??"-"} in ${ne(w.agent.duration_ms)}${te}
`),w.outcome.message&&e.stdout(`  ${P(w.outcome.message)}
`)}),e.stdout(`
`),c===void 0||c instanceof d)return e.stdout(`attempt ${L} cannot be read: nothing more of it to show
`),e.stderr(de(t,h)),_.failure;let p=u.attemptDir(r,L),O=c.record;if(c.handoff?(e.stdout(`summary: ${P(c.handoff.summary)}\

`),c.handoff.next&&e.stdout(`next: ${c.handoff.next.stage}
`)):e.stdout(ie(O).length>0?`no handoff: the one it wrote was refused (see its problems)
`:`no handoff
`),O.lineage.length>0&&e.stdout(`rendered from: ${Ye([...O.lineage].sort((l,k)=>fe(l.stage,k.stage)||l.attempt-k.attempt).
map(l=>`${l.stage}#${l.attempt}`))}
`),O.problems.length>0){e.stdout(`problems:
`);for(let l of O.problems)e.stdout(`  ${l.severity}: ${P(re(l))}
`)}let j=[H.record,H.prompt,...c.handoff===null?[]:[H.handoff]];return await ge(U(p,H.log))&&j.push(H.log),e.stdout(`
files: ${ee(e.cwd,p)||p}/{${j.join(",")}}
`),h.length===0?_.ok:(e.stderr(de(t,h)),_.failure)}function ot(e,u){let t=`stage ${e.stage} attempt ${e.attempt}`,r=ie(e);
return r.length>0?new d("handoff-absent",`${t} wrote a handoff that was refused, so none was kept`,{details:[...r.slice(
0,5).map(f=>P(re(f))),...r.length>5?[`\u2026 and ${r.length-5} more`]:[],`every problem: baton show ${u} ${e.stage} --at\
tempt ${e.attempt} --record`]}):new d("handoff-absent",`${t} wrote no handoff (${e.outcome.reason})`)}function ce(e,u){let t=e.
reason===void 0?"":`: ${G(e.reason,200)}`;return`${e.result}${t}${e.reused?`${t===""?",":";"}${Qe(u)}`:""}`}function Qe(e){
return` reused from ${e?`run ${e}`:"the run replayed"}`}function Be(e,u){return e.some(t=>t.id.startsWith(`${u}/`))}function st(e,u,t){
let r=(n,h)=>{let c=t.results.get(n)??[];return c.length>0?c:[{leg:n,result:h}]},L=[...(t.results.get(u)??[]).filter(n=>n.
leg!==u),...e.filter(n=>n.id.startsWith(`${u}/`)).flatMap(n=>r(n.id,n.result))],s=n=>n.split("/");return L.sort((n,h)=>{
let[c,x]=[s(n.leg),s(h.leg)];for(let p=0;p<Math.min(c.length,x.length);p++)if(c[p]!==x[p])return c[p]<x[p]?-1:1;return c.
length-x.length})}function rt(e,u){let t=new Map;for(let r of e){if(u.includes(r.leg)||r.reason===void 0)continue;let f=`${r.
result}, ${G(r.reason,200)}`;t.set(f,[...t.get(f)??[],r.leg])}return[...t].map(([r,f])=>`${f.join(", ")}: ${r}`)}function at(e){
let u=new Map,t=new Map,r=[],f=new Map;for(let L of e.split(`
`))if(/"(run-started|job-legs|job-started|job-finished|step-finished)"/.test(L))try{let s=JSON.parse(L);if(s.type==="job\
-started"&&typeof s.leg=="string")r.push(s.leg);else if(s.type==="step-finished"&&s.outcome==="failure"&&typeof s.leg=="\
string"&&typeof s.step=="number"&&!f.has(s.leg))f.set(s.leg,{step:s.step,name:String(s.name),message:typeof s.message=="\
string"?s.message:"failed"});else if(s.type==="job-finished"&&typeof s.job=="string"){let n=u.get(s.job)??[],h=typeof s.
reason=="string"?{reason:s.reason}:{},c=s.reused===!0?{reused:!0}:{};u.set(s.job,[...n,{leg:String(s.leg),result:String(
s.result),...h,...c}]);let x=ve.safeParse(s.failed_step).data;typeof s.leg=="string"&&x!==void 0&&!f.has(s.leg)&&f.set(s.
leg,{step:x.step,name:x.name,message:x.message??"failed"})}else if(s.type==="job-legs"&&typeof s.job=="string"&&Xe(s.legs))
t.set(s.job,s.legs);else if(s.type==="run-started"&&Array.isArray(s.jobs))for(let n of s.jobs)typeof n?.id=="string"&&Xe(
n.legs)&&t.set(n.id,n.legs)}catch{}return{results:u,named:t,started:r,failedSteps:f}}function Xe(e){return Array.isArray(
e)&&e.every(u=>typeof u=="string")}async function Z(e,u,t){let r=await tt(e).catch(()=>[]),f=[],L=new Set;for(let s of r){
let n=Se(s);n!==null?f.push(n):s.startsWith(Q.jobLogPrefix)&&s.endsWith(".log")&&L.add(s)}if(L.size>0){let s=await t(),n=[
...s.results.values()].flatMap(h=>h.map(c=>c.leg));for(let h of new Set([...u,...s.started,...n]))L.delete(K(h))&&f.push(
h)}return f.sort(fe)}function qe(e){return e?.result==="running"||e?.result==="interrupted"?e.result:null}function Ke(e){
return`run the workflow again: ${Ae.run(e===null?"<workflow.yml>":G(e,200))}`}async function ge(e){return et(e).then(()=>!0,
()=>!1)}export{Ot as showCommand};

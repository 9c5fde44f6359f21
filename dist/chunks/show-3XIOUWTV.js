import{a as fe,b as Ye}from"./chunk-Q4L5T5GK.js";import{b as Pe,c as Je,d as Te,e as Ce,f as Fe,g as Ue,h as Ie}from"./chunk-HB3GFTMF.js";
import{d as xe}from"./chunk-CHUFW2YH.js";import{a as Ae}from"./chunk-LS2NIP65.js";import{b as le}from"./chunk-6YY3LT7A.js";
import{a as Ge,b as He}from"./chunk-4TJXDVW7.js";import{a as D}from"./chunk-ULUDCFHW.js";import{b as ne}from"./chunk-RWSB35J7.js";
import{a as Ne}from"./chunk-UV2GMNBH.js";import{b as We,f as G,g as de,h as De,i as ue}from"./chunk-KL6OHEVE.js";
import{c as ve}from"./chunk-QZU2WCNM.js";import{b as Oe,e as _e,f as Ee,h as Me}from"./chunk-52D4L7X6.js";import{
J as Le,m as ae,n as ie,z as Re}from"./chunk-QCJPVNNI.js";import{a as W}from"./chunk-HKB7A5JV.js";import{i as ke,
u as re}from"./chunk-6PYYODLU.js";import{d as u,f as je}from"./chunk-4X335366.js";import{b as O}from"./chunk-GKGC5SYD.js";
import{P as Q,Q as K,R as Se,n as H,q as ye}from"./chunk-WXLRAERB.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";import{access as et,readdir as tt,readFile as V}from"node:fs/promises";import{join as F,relative as ee}from"node:path";async function _t(e,l,t,r={}){let f=["prompt","handoff","record","log"].filter(a=>r[a]);if(f.length>1)throw new u("usage",
"give at most one of --prompt, --handoff, --record, --log");if(f.length===1&&t===void 0)throw new u("usage",`--${f[0]} n\
eeds a stage: baton show ${l} <stage> --${f[0]}`);if(r.attempt!==void 0&&t===void 0)throw new u("usage",`--attempt needs\
 a stage: baton show ${l} <stage> --attempt ${r.attempt}`);let L=r.attempt===void 0?void 0:We(r.attempt,"--attempt"),s=Oe.
forProject(e.cwd);await Ne(e,s);let n=await s.resolve(l),h=await s.open(n),c,x=()=>(c??=Ge(s,n),c),p=await He(s,n,x),_=await h.
list(),b=s.runDir(n),d,k=()=>(d??=x().then(at),d);if(t===void 0){let a=p instanceof u?null:p;if(a===null)e.stdout(`run ${n}\
  (its ${ye} cannot be read: see below)
`);else{e.stdout(`run ${n}  ${W(a.workflow)}  ${Ee(a)}`),a.duration_ms!==null&&e.stdout(` in ${ne(a.duration_ms)}`),e.stdout(
`
started ${a.started_at}${a.replay_of?`, replay of ${a.replay_of}`:""}
`);let i=_e(a);i!==null&&e.stdout(`${Me(i,b)}
`),a.reason!==void 0&&e.stdout(`failed outside its jobs: ${W(a.reason).replaceAll(`
`,`
  `)}
`)}e.stdout(`records in ${ee(e.cwd,b)||b}

`);let $=await Pe(h,a,_),S=$.unreadable.map(i=>i.reason),Y=$.notStored?.records??[],E=[];for(let i of a?.jobs??[]){let y=[
...new Set(Y.filter(g=>g.job===i.id&&!i.stages.includes(g.stage)).map(g=>g.stage))].map(g=>`${g} (not stored)`);E.push([
i.id,`${i.result}${i.reused?" (reused)":""}`,[...i.stages,...y].join(", ")])}E.length>0&&e.stdout(le(["JOB","RESULT","ST\
AGES"],E));let B=[...new Set([..._.map(i=>i.stage),...$.missing.map(i=>i.stage),...Y.map(i=>i.stage)])].sort(xe);if(B.length>
0){E.length>0&&e.stdout(`
`);let i=new Set((a?.jobs??[]).flatMap(g=>g.reused?g.stages:[])),y=[];for(let g of B){if($.missing.some(R=>R.stage===g)){
y.push([g,"missing","","","","(see below)"]);continue}let X=Y.filter(R=>R.stage===g).length;if(!_.some(R=>R.stage===g)){
y.push([g,"not stored","","","","(see below)"]);continue}let I=Math.max(..._.filter(R=>R.stage===g).map(R=>R.attempt)),N=$.
unreadable.filter(R=>R.stage===g).length,J=$.records.find(R=>R.record.stage===g&&R.record.attempt===I);if(J===void 0){y.
push([g,"unreadable","",String(I),"","(see below)"]);continue}let T=J.record;y.push([g,`${ae(T.status,T.outcome.reason)}${i.
has(g)?" (reused)":""}`,T.outcome.reason,[String(T.attempt),...N===0?[]:[`(${N} unreadable)`],...X===0?[]:[`(${X} more n\
ot stored)`]].join(" "),ne(T.agent.duration_ms),G(J.handoff?.summary??"",80)])}e.stdout(le(["STAGE","STATUS","OUTCOME","\
ATTEMPTS","AGENT","SUMMARY"],y))}let A=await Z(b,(a?.jobs??[]).map(i=>i.id),k);if(A.length>0){let i=A.length>12?`${A.slice(
0,12).join(", ")}, \u2026`:A.join(", "),y=ee(e.cwd,F(b,K("<job>")));e.stdout(`
job logs: ${W(i)} (${y}; baton show ${n} <job> for a job that records no stage)
`)}for(let i of[Q.report,Q.summary])await ge(F(b,i))&&e.stdout(`
${i}: ${ee(e.cwd,F(b,i))}
`);return ue(e,n,p instanceof u?p:null,S,$.notStored)}let U=_.filter(a=>a.stage===t).map(a=>a.attempt);if(U.length===0){
let a=[...new Set(_.map(o=>o.stage))],$=r.prompt?"prompt":r.handoff?"handoff":r.record?"record":null;if(p instanceof u){
if(!(await Z(b,[t],k)).includes(t))throw p;if($===null)return D(e,await V(F(b,K(t)),"utf8"),"log"),ue(e,n,p,[]);throw e.
stderr(De(p)),new u("stage-unknown",`run ${n} has no stage ${t}, so it has no ${$}: ${t} has a job log, and no record`,{
details:[`its log: baton show ${n} ${t}`,`stages: ${a.join(", ")||"(none)"}`]})}let S=p,Y=await Je(b,S),E=Y?.records.find(
o=>o.stage===t);if(Y!==null&&E!==void 0&&!(r.log&&(await Z(b,[t],k)).includes(t))){let o=(await Z(b,[E.job],k)).includes(
E.job);throw new u("record-not-stored",`${Re({...E,runAttempt:1})} (job ${E.job}) of run ${n} was never stored, so it ha\
s no ${$??(r.log?"log":"attempts")} to show: ${E.why}`,{details:[Y.fix,...o?[`the log of job ${E.job}: baton show ${n} ${E.
job} --log`]:[],`stages: ${a.join(", ")||"(none)"}`]})}let[B]=await Ue(h,S.jobs.filter(o=>o.stages.includes(t)).map(o=>({
...o,stages:[t]})),_);if(B!==void 0){let o=S.jobs.find(w=>w.id===B.job);throw Ie(n,B,o?.result??"unknown",[`replay from \
that stage, to run it again: baton replay ${n} --from ${t}`,`stages: ${a.join(", ")||"(none)"}`])}let A=await Z(b,[t,...S.
jobs.map(o=>o.id)],k);if(A.includes(t)&&$===null){if(L!==void 0)throw new u("usage",`${t} recorded no stage, and its job\
 log has no attempts: baton show ${n} ${t}`,{where:"--attempt"});let o=F(b,K(t));return D(e,await V(o,"utf8"),"log"),ze(
e,S,o)}let i=S.jobs.find(o=>o.id===t),y=await k(),g=i===void 0?S.jobs.flatMap(o=>{let w=y.results.get(o.id)?.find(M=>M.leg===
t);return w===void 0?[]:[{job:o,run:w}]}):[],X=i===void 0&&g.length===1?g[0]:void 0;if($!==null&&A.includes(t)&&(i!==void 0||
X!==void 0)){let o=i===void 0?[]:y.results.get(i.id)??[],w=o.length>0&&o.every(q=>q.reused===!0),M=i!==void 0?`job ${t} \
of run ${n} (${i.result}${w?`,${Qe(S.replay_of)}`:""})`:`leg ${t} of job ${X.job.id} of run ${n} (${ce(X.run,S.replay_of)}\
)`,C=y.failedSteps.get(t),v=qe(i);throw new u("stage-unknown",v==="running"?`${M} has recorded no stage so far, so it ha\
s no ${$} yet`:v==="interrupted"?`${M} recorded no stage before the run was interrupted, so it has no ${$}`:`${M} record\
ed no stage, so it has no ${$}`,{details:[...C===void 0?[]:[`its step ${C.step+1} (${G(C.name,80)}) failed before it rec\
orded one: ${G(C.message,300)}`],...v===null?[]:[`a stage's prompt, handoff and record are stored when its attempt ends${v===
"interrupted"?": the run's process ended first":""}`],`its log${v==="running"?" so far":""}: baton show ${n} ${t}`,...v===
"interrupted"?[Ke(S.workflow_path)]:[],`stages: ${a.join(", ")||"(none)"}`]})}let I=g.find(o=>Be(S.jobs,o.job.id)),N=i??
I?.job,J=N===void 0||!Be(S.jobs,N.id)?[]:st(S.jobs,N.id,y).filter(o=>I===void 0||o.leg.startsWith(`${t}/`));if(N!==void 0&&
(J.length>0||I!==void 0)){let o=I===void 0?`job ${t} of run ${n} (${N.result})`:`leg ${t} of job ${N.id} of run ${n} (${ce(
I.run,S.replay_of)})`;if(J.length===0){if(r.prompt||r.handoff||r.record)throw new u("stage-unknown",`${o} calls a workfl\
ow; it ran none of its jobs`,{details:[`stages: ${a.join(", ")||"(none)"}`]});return e.stdout(`${o} calls a workflow; it\
 ran none of its jobs
`),O.ok}let w=J.filter(m=>A.includes(m.leg)),M=w.find(m=>m.result==="failure")??w[0],C=`${M===void 0?"":`a job's log: ba\
ton show ${n} ${M.leg}; `}the stages they recorded: baton show ${n}`;if(r.prompt||r.handoff||r.record)throw new u("stage\
-unknown",`${o} calls a workflow; its jobs: ${J.map(m=>`${m.leg} (${m.result})`).join(", ")}`,{details:[C,`stages: ${a.join(
", ")||"(none)"}`]});let v=Math.max(...J.map(m=>m.leg.length)),q=Math.max(...J.map(m=>m.result.length));return e.stdout(
[`${o} calls a workflow; its jobs:`,...J.map(m=>m.reason===void 0?`  ${m.leg.padEnd(v)}  ${m.result}`:`  ${m.leg.padEnd(
v)}  ${m.result.padEnd(q)}  ${G(m.reason,200)}`),C,""].join(`
`)),O.ok}let T=I===void 0&&!A.includes(t)?g[0]:void 0;if(T!==void 0){let w=(y.results.get(T.job.id)??[]).filter(m=>A.includes(
m.leg)),M=w.filter(m=>m.result==="failure").map(m=>m.leg),C=M[0]??w[0]?.leg,v=`leg ${t} of job ${T.job.id} of run ${n} (${ce(
T.run,S.replay_of)}): it has no log`,q=C===void 0?[]:[`job ${T.job.id} ran as matrix legs ${w.map(m=>m.leg).join(", ")}${M.
length>0?` (failed: ${M.join(", ")})`:""}: baton show ${n} ${C} --log`];if($!==null)throw new u("stage-unknown",v,{details:[
...q,`stages: ${a.join(", ")||"(none)"}`]});return e.stdout([v,...q,""].join(`
`)),O.ok}let R=new Set((y.results.get(t)??[]).map(o=>o.leg)),$e=y.named.get(t),we=o=>R.has(o)||($e===void 0?o===t||o.startsWith(
`${t}-`):$e.includes(o)),oe=rt(y.results.get(t)??[],A);if(i!==void 0&&!A.some(we)){let o=F(b,Q.report),w=qe(i);throw new u(
"stage-unknown",w==="running"?`job ${t} of run ${n} (running) has recorded no stage and printed nothing so far`:w==="int\
errupted"?`job ${t} of run ${n} (interrupted) recorded no stage and printed nothing before the run was interrupted: it h\
as no job log`:`job ${t} of run ${n} (${i.result}) recorded no stage and printed nothing: it has no job log`,{details:[...oe,
...await ge(o)?[`the report it may have written: ${ee(e.cwd,o)}`]:[],...w==="running"?[`its steps' output goes to its lo\
g as they print: baton show ${n} ${t}`]:w==="interrupted"?[Ke(S.workflow_path)]:[],`stages: ${a.join(", ")||"(none)"}`]})}
let z=A.filter(o=>o!==t&&we(o)),se=(y.results.get(t)??[]).filter(o=>o.result==="failure").map(o=>o.leg),Ve=z.find(o=>se.
includes(o))??z[0],be=z.length===0?[]:[`ran as matrix legs ${z.join(", ")}${se.length>0?` (failed: ${se.join(", ")})`:""}\
: baton show ${n} ${Ve} --log`,...oe];if(z.length>0&&$===null)return e.stdout(`job ${t} of run ${n} ${be.map((o,w)=>w===
0?o:`  ${o}`).join(`
`)}
`),O.ok;let Ze=z.length>0?"":ke(t,[...a,...A].filter(o=>o!==t));throw new u("stage-unknown",`run ${n} has no stage ${JSON.
stringify(t)}${Ze}`,{details:[...z.length>0?[`job ${t} ${be[0]}`,...oe]:[],`stages: ${a.join(", ")||"(none)"}`,`job logs\
: ${A.join(", ")||"(none)"}`]})}let j=L??Math.max(...U);if(!U.includes(j))throw new u("usage",`stage ${t} has no attempt\
 ${r.attempt}; attempts: ${U.join(", ")}`,{where:"--attempt"});let te=h.attemptDir(t,j);if(!r.prompt&&!r.handoff&&!r.record&&
!r.log)return nt(e,h,n,t,U,j);let P=await h.getAttempt(t,j).catch(async a=>{let $=r.log?await V(F(te,H.log),"utf8").catch(
()=>null):null;if($!==null)return $;throw!(a instanceof u)||!Te(a.code)?a:new u(a.code,a.message,{...a.where===void 0?{}:
{where:a.where},details:[...a.details,Ce(n,t)],cause:a})});if(typeof P=="string")return D(e,P,"log"),O.ok;if(P===void 0)
throw new u("stage-unknown",`stage ${t} has no attempt ${j}`);if(r.prompt){if(P.record.outcome.reason==="render-failed")
throw new u("prompt-absent",`stage ${t} attempt ${j} has no prompt: its template could not be rendered`,{details:[...(P.
record.outcome.message??"").split(`
`).map(W)]});return D(e,P.prompt),O.ok}if(r.handoff){if(P.handoff===null)throw ot(P.record,n);return D(e,`${JSON.stringify(
P.handoff,null,2)}
`),O.ok}if(r.record)return D(e,`${JSON.stringify(P.record,null,2)}
`),O.ok;let me=await V(F(te,H.log),"utf8").catch(()=>null);if(me!==null)return D(e,me,"log"),O.ok;let pe=F(b,K(P.record.
job)),he=await V(pe,"utf8").catch(()=>null);if(he===null)throw new u("log-absent",`stage ${t} attempt ${j} has no agent \
log`);return D(e,he,"log"),ze(e,p instanceof u?null:p,pe)}function ze(e,l,t){let r=Le(l?.reason,t);return r===null?O.ok:
(e.stderr(`baton: this job log is incomplete: ${G(r,400)}
`),O.failure)}async function nt(e,l,t,r,f,L){let s=await Promise.all(f.map(d=>l.getAttempt(r,d).catch(k=>{if(!(k instanceof
u))throw k;return k}))),n=s.filter(d=>d!==void 0&&!(d instanceof u)),h=s.filter(d=>d instanceof u).map(d=>Fe(t,r,je(d),d.
code)),c=s[f.indexOf(L)],x=c instanceof u||c===void 0?n.at(-1):c;if(x===void 0)e.stdout(`stage ${r}
run ${t}  attempts ${f.join(", ")}

`);else{let d=x.record;e.stdout(`stage ${r}  job ${d.job}${d.matrix?`  matrix ${JSON.stringify(d.matrix)}`:""}
`);let k=d.parent?`  (continues run ${d.parent.run})`:"";e.stdout(`run ${t}  hop ${d.hop}${k}  attempts ${f.join(", ")}

`)}if(f.forEach((d,k)=>{let U=s[k];if(U===void 0)return;if(U instanceof u){e.stdout(`attempt ${d}: unreadable (see below\
)
`);return}let j=U.record,te=j.verify?`, verify exit ${j.verify.exit_code}`:"";e.stdout(`attempt ${d}${j.repair?" (repair\
 turn)":""}: ${ae(j.status,j.outcome.reason)}${j.outcome.reason==="cancelled"?"":` (${j.outcome.reason})`}, agent exit ${j.
agent.exit_code??"-"} in ${ne(j.agent.duration_ms)}${te}
`),j.outcome.message&&e.stdout(`  ${W(j.outcome.message)}
`)}),e.stdout(`
`),c===void 0||c instanceof u)return e.stdout(`attempt ${L} cannot be read: nothing more of it to show
`),e.stderr(de(t,h)),O.failure;let p=l.attemptDir(r,L),_=c.record;if(c.handoff?(e.stdout(`summary: ${W(c.handoff.summary)}\

`),c.handoff.next&&e.stdout(`next: ${c.handoff.next.stage}
`)):e.stdout(ie(_).length>0?`no handoff: the one it wrote was refused (see its problems)
`:`no handoff
`),_.lineage.length>0&&e.stdout(`rendered from: ${Ye([..._.lineage].sort((d,k)=>fe(d.stage,k.stage)||d.attempt-k.attempt).
map(d=>`${d.stage}#${d.attempt}`))}
`),_.problems.length>0){e.stdout(`problems:
`);for(let d of _.problems)e.stdout(`  ${d.severity}: ${W(re(d))}
`)}let b=[H.record,H.prompt,...c.handoff===null?[]:[H.handoff]];return await ge(F(p,H.log))&&b.push(H.log),e.stdout(`
files: ${ee(e.cwd,p)||p}/{${b.join(",")}}
`),h.length===0?O.ok:(e.stderr(de(t,h)),O.failure)}function ot(e,l){let t=`stage ${e.stage} attempt ${e.attempt}`,r=ie(e);
return r.length>0?new u("handoff-absent",`${t} wrote a handoff that was refused, so none was kept`,{details:[...r.slice(
0,5).map(f=>W(re(f))),...r.length>5?[`\u2026 and ${r.length-5} more`]:[],`every problem: baton show ${l} ${e.stage} --at\
tempt ${e.attempt} --record`]}):new u("handoff-absent",`${t} wrote no handoff (${e.outcome.reason})`)}function ce(e,l){let t=e.
reason===void 0?"":`: ${G(e.reason,200)}`;return`${e.result}${t}${e.reused?`${t===""?",":";"}${Qe(l)}`:""}`}function Qe(e){
return` reused from ${e?`run ${e}`:"the run replayed"}`}function Be(e,l){return e.some(t=>t.id.startsWith(`${l}/`))}function st(e,l,t){
let r=(n,h)=>{let c=t.results.get(n)??[];return c.length>0?c:[{leg:n,result:h}]},L=[...(t.results.get(l)??[]).filter(n=>n.
leg!==l),...e.filter(n=>n.id.startsWith(`${l}/`)).flatMap(n=>r(n.id,n.result))],s=n=>n.split("/");return L.sort((n,h)=>{
let[c,x]=[s(n.leg),s(h.leg)];for(let p=0;p<Math.min(c.length,x.length);p++)if(c[p]!==x[p])return c[p]<x[p]?-1:1;return c.
length-x.length})}function rt(e,l){let t=new Map;for(let r of e){if(l.includes(r.leg)||r.reason===void 0)continue;let f=`${r.
result}, ${G(r.reason,200)}`;t.set(f,[...t.get(f)??[],r.leg])}return[...t].map(([r,f])=>`${f.join(", ")}: ${r}`)}function at(e){
let l=new Map,t=new Map,r=[],f=new Map;for(let L of e.split(`
`))if(/"(run-started|job-legs|job-started|job-finished|step-finished)"/.test(L))try{let s=JSON.parse(L);if(s.type==="job\
-started"&&typeof s.leg=="string")r.push(s.leg);else if(s.type==="step-finished"&&s.outcome==="failure"&&typeof s.leg=="\
string"&&typeof s.step=="number"&&!f.has(s.leg))f.set(s.leg,{step:s.step,name:String(s.name),message:typeof s.message=="\
string"?s.message:"failed"});else if(s.type==="job-finished"&&typeof s.job=="string"){let n=l.get(s.job)??[],h=typeof s.
reason=="string"?{reason:s.reason}:{},c=s.reused===!0?{reused:!0}:{};l.set(s.job,[...n,{leg:String(s.leg),result:String(
s.result),...h,...c}]);let x=ve.safeParse(s.failed_step).data;typeof s.leg=="string"&&x!==void 0&&!f.has(s.leg)&&f.set(s.
leg,{step:x.step,name:x.name,message:x.message??"failed"})}else if(s.type==="job-legs"&&typeof s.job=="string"&&Xe(s.legs))
t.set(s.job,s.legs);else if(s.type==="run-started"&&Array.isArray(s.jobs))for(let n of s.jobs)typeof n?.id=="string"&&Xe(
n.legs)&&t.set(n.id,n.legs)}catch{}return{results:l,named:t,started:r,failedSteps:f}}function Xe(e){return Array.isArray(
e)&&e.every(l=>typeof l=="string")}async function Z(e,l,t){let r=await tt(e).catch(()=>[]),f=[],L=new Set;for(let s of r){
let n=Se(s);n!==null?f.push(n):s.startsWith(Q.jobLogPrefix)&&s.endsWith(".log")&&L.add(s)}if(L.size>0){let s=await t(),n=[
...s.results.values()].flatMap(h=>h.map(c=>c.leg));for(let h of new Set([...l,...s.started,...n]))L.delete(K(h))&&f.push(
h)}return f.sort(fe)}function qe(e){return e?.result==="running"||e?.result==="interrupted"?e.result:null}function Ke(e){
return`run the workflow again: ${Ae.run(e===null?"<workflow.yml>":G(e,200))}`}async function ge(e){return et(e).then(()=>!0,
()=>!1)}export{_t as showCommand};

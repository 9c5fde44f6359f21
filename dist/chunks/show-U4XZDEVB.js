import{a as ue,b as He}from"./chunk-Q4L5T5GK.js";import{b as Me,c as Pe,d as Je,e as Te,f as Ce,g as Fe,h as Ue}from"./chunk-SJOG32AU.js";
import{d as Le}from"./chunk-HHIM5NOI.js";import{a as xe}from"./chunk-LS2NIP65.js";import{b as le}from"./chunk-CNVANYRO.js";
import{a as De,b as Ge}from"./chunk-6D7K5VO3.js";import{a as D}from"./chunk-RHWNI4MG.js";import{b as ne}from"./chunk-TBKD4U5R.js";
import{a as Ie}from"./chunk-OEFLGD3R.js";import{b as Ne,f as G,g as ie,h as We,i as de}from"./chunk-4JQ2AX4Q.js";
import{c as Ee}from"./chunk-5RIUAI7W.js";import{b as Ae,e as Oe,f as _e,h as ve}from"./chunk-7DIZUGA4.js";import{
G as Re,m as ae,w as ke}from"./chunk-VHHAVNPL.js";import{a as W}from"./chunk-HKB7A5JV.js";import{i as Se,t as re}from"./chunk-LFOFSEAC.js";
import{d as l,f as be}from"./chunk-4X335366.js";import{b as O}from"./chunk-GKGC5SYD.js";import{P as Q,Q as K,
R as ye,n as H,q as je}from"./chunk-ZBA3PNUV.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";import{access as Ze,readdir as et,readFile as V}from"node:fs/promises";import{join as F,relative as ee}from"node:path";async function Ot(e,f,t,r={}){let u=["prompt","handoff","record","log"].filter(a=>r[a]);if(u.length>1)throw new l("usage",
"give at most one of --prompt, --handoff, --record, --log");if(u.length===1&&t===void 0)throw new l("usage",`--${u[0]} n\
eeds a stage: baton show ${f} <stage> --${u[0]}`);if(r.attempt!==void 0&&t===void 0)throw new l("usage",`--attempt needs\
 a stage: baton show ${f} <stage> --attempt ${r.attempt}`);let L=r.attempt===void 0?void 0:Ne(r.attempt,"--attempt"),s=Ae.
forProject(e.cwd);await Ie(e,s);let n=await s.resolve(f),h=await s.open(n),c,x=()=>(c??=De(s,n),c),p=await Ge(s,n,x),v=await h.
list(),b=s.runDir(n),d,k=()=>(d??=x().then(rt),d);if(t===void 0){let a=p instanceof l?null:p;if(a===null)e.stdout(`run ${n}\
  (its ${je} cannot be read: see below)
`);else{e.stdout(`run ${n}  ${W(a.workflow)}  ${_e(a)}`),a.duration_ms!==null&&e.stdout(` in ${ne(a.duration_ms)}`),e.stdout(
`
started ${a.started_at}${a.replay_of?`, replay of ${a.replay_of}`:""}
`);let i=Oe(a);i!==null&&e.stdout(`${ve(i,b)}
`),a.reason!==void 0&&e.stdout(`failed outside its jobs: ${W(a.reason).replaceAll(`
`,`
  `)}
`)}e.stdout(`records in ${ee(e.cwd,b)||b}

`);let $=await Me(h,a,v),S=$.unreadable.map(i=>i.reason),Y=$.notStored?.records??[],_=[];for(let i of a?.jobs??[]){let y=[
...new Set(Y.filter(g=>g.job===i.id&&!i.stages.includes(g.stage)).map(g=>g.stage))].map(g=>`${g} (not stored)`);_.push([
i.id,`${i.result}${i.reused?" (reused)":""}`,[...i.stages,...y].join(", ")])}_.length>0&&e.stdout(le(["JOB","RESULT","ST\
AGES"],_));let B=[...new Set([...v.map(i=>i.stage),...$.missing.map(i=>i.stage),...Y.map(i=>i.stage)])].sort(Le);if(B.length>
0){_.length>0&&e.stdout(`
`);let i=new Set((a?.jobs??[]).flatMap(g=>g.reused?g.stages:[])),y=[];for(let g of B){if($.missing.some(R=>R.stage===g)){
y.push([g,"missing","","","","(see below)"]);continue}let X=Y.filter(R=>R.stage===g).length;if(!v.some(R=>R.stage===g)){
y.push([g,"not stored","","","","(see below)"]);continue}let I=Math.max(...v.filter(R=>R.stage===g).map(R=>R.attempt)),N=$.
unreadable.filter(R=>R.stage===g).length,J=$.records.find(R=>R.record.stage===g&&R.record.attempt===I);if(J===void 0){y.
push([g,"unreadable","",String(I),"","(see below)"]);continue}let T=J.record;y.push([g,`${ae(T.status,T.outcome.reason)}${i.
has(g)?" (reused)":""}`,T.outcome.reason,[String(T.attempt),...N===0?[]:[`(${N} unreadable)`],...X===0?[]:[`(${X} more n\
ot stored)`]].join(" "),ne(T.agent.duration_ms),G(J.handoff?.summary??"",80)])}e.stdout(le(["STAGE","STATUS","OUTCOME","\
ATTEMPTS","AGENT","SUMMARY"],y))}let A=await Z(b,(a?.jobs??[]).map(i=>i.id),k);if(A.length>0){let i=A.length>12?`${A.slice(
0,12).join(", ")}, \u2026`:A.join(", "),y=ee(e.cwd,F(b,K("<job>")));e.stdout(`
job logs: ${W(i)} (${y}; baton show ${n} <job> for a job that records no stage)
`)}for(let i of[Q.report,Q.summary])await ce(F(b,i))&&e.stdout(`
${i}: ${ee(e.cwd,F(b,i))}
`);return de(e,n,p instanceof l?p:null,S,$.notStored)}let U=v.filter(a=>a.stage===t).map(a=>a.attempt);if(U.length===0){
let a=[...new Set(v.map(o=>o.stage))],$=r.prompt?"prompt":r.handoff?"handoff":r.record?"record":null;if(p instanceof l){
if(!(await Z(b,[t],k)).includes(t))throw p;if($===null)return D(e,await V(F(b,K(t)),"utf8"),"log"),de(e,n,p,[]);throw e.
stderr(We(p)),new l("stage-unknown",`run ${n} has no stage ${t}, so it has no ${$}: ${t} has a job log, and no record`,{
details:[`its log: baton show ${n} ${t}`,`stages: ${a.join(", ")||"(none)"}`]})}let S=p,Y=await Pe(b,S),_=Y?.records.find(
o=>o.stage===t);if(Y!==null&&_!==void 0&&!(r.log&&(await Z(b,[t],k)).includes(t))){let o=(await Z(b,[_.job],k)).includes(
_.job);throw new l("record-not-stored",`${ke({..._,runAttempt:1})} (job ${_.job}) of run ${n} was never stored, so it ha\
s no ${$??(r.log?"log":"attempts")} to show: ${_.why}`,{details:[Y.fix,...o?[`the log of job ${_.job}: baton show ${n} ${_.
job} --log`]:[],`stages: ${a.join(", ")||"(none)"}`]})}let[B]=await Fe(h,S.jobs.filter(o=>o.stages.includes(t)).map(o=>({
...o,stages:[t]})),v);if(B!==void 0){let o=S.jobs.find(w=>w.id===B.job);throw Ue(n,B,o?.result??"unknown",[`replay from \
that stage, to run it again: baton replay ${n} --from ${t}`,`stages: ${a.join(", ")||"(none)"}`])}let A=await Z(b,[t,...S.
jobs.map(o=>o.id)],k);if(A.includes(t)&&$===null){if(L!==void 0)throw new l("usage",`${t} recorded no stage, and its job\
 log has no attempts: baton show ${n} ${t}`,{where:"--attempt"});let o=F(b,K(t));return D(e,await V(o,"utf8"),"log"),Ye(
e,S,o)}let i=S.jobs.find(o=>o.id===t),y=await k(),g=i===void 0?S.jobs.flatMap(o=>{let w=y.results.get(o.id)?.find(E=>E.leg===
t);return w===void 0?[]:[{job:o,run:w}]}):[],X=i===void 0&&g.length===1?g[0]:void 0;if($!==null&&A.includes(t)&&(i!==void 0||
X!==void 0)){let o=i===void 0?[]:y.results.get(i.id)??[],w=o.length>0&&o.every(q=>q.reused===!0),E=i!==void 0?`job ${t} \
of run ${n} (${i.result}${w?`,${Ke(S.replay_of)}`:""})`:`leg ${t} of job ${X.job.id} of run ${n} (${fe(X.run,S.replay_of)}\
)`,C=y.failedSteps.get(t),M=Xe(i);throw new l("stage-unknown",M==="running"?`${E} has recorded no stage so far, so it ha\
s no ${$} yet`:M==="interrupted"?`${E} recorded no stage before the run was interrupted, so it has no ${$}`:`${E} record\
ed no stage, so it has no ${$}`,{details:[...C===void 0?[]:[`its step ${C.step+1} (${G(C.name,80)}) failed before it rec\
orded one: ${G(C.message,300)}`],...M===null?[]:[`a stage's prompt, handoff and record are stored when its attempt ends${M===
"interrupted"?": the run's process ended first":""}`],`its log${M==="running"?" so far":""}: baton show ${n} ${t}`,...M===
"interrupted"?[qe(S.workflow_path)]:[],`stages: ${a.join(", ")||"(none)"}`]})}let I=g.find(o=>ze(S.jobs,o.job.id)),N=i??
I?.job,J=N===void 0||!ze(S.jobs,N.id)?[]:ot(S.jobs,N.id,y).filter(o=>I===void 0||o.leg.startsWith(`${t}/`));if(N!==void 0&&
(J.length>0||I!==void 0)){let o=I===void 0?`job ${t} of run ${n} (${N.result})`:`leg ${t} of job ${N.id} of run ${n} (${fe(
I.run,S.replay_of)})`;if(J.length===0){if(r.prompt||r.handoff||r.record)throw new l("stage-unknown",`${o} calls a workfl\
ow; it ran none of its jobs`,{details:[`stages: ${a.join(", ")||"(none)"}`]});return e.stdout(`${o} calls a workflow; it\
 ran none of its jobs
`),O.ok}let w=J.filter(m=>A.includes(m.leg)),E=w.find(m=>m.result==="failure")??w[0],C=`${E===void 0?"":`a job's log: ba\
ton show ${n} ${E.leg}; `}the stages they recorded: baton show ${n}`;if(r.prompt||r.handoff||r.record)throw new l("stage\
-unknown",`${o} calls a workflow; its jobs: ${J.map(m=>`${m.leg} (${m.result})`).join(", ")}`,{details:[C,`stages: ${a.join(
", ")||"(none)"}`]});let M=Math.max(...J.map(m=>m.leg.length)),q=Math.max(...J.map(m=>m.result.length));return e.stdout(
[`${o} calls a workflow; its jobs:`,...J.map(m=>m.reason===void 0?`  ${m.leg.padEnd(M)}  ${m.result}`:`  ${m.leg.padEnd(
M)}  ${m.result.padEnd(q)}  ${G(m.reason,200)}`),C,""].join(`
`)),O.ok}let T=I===void 0&&!A.includes(t)?g[0]:void 0;if(T!==void 0){let w=(y.results.get(T.job.id)??[]).filter(m=>A.includes(
m.leg)),E=w.filter(m=>m.result==="failure").map(m=>m.leg),C=E[0]??w[0]?.leg,M=`leg ${t} of job ${T.job.id} of run ${n} (${fe(
T.run,S.replay_of)}): it has no log`,q=C===void 0?[]:[`job ${T.job.id} ran as matrix legs ${w.map(m=>m.leg).join(", ")}${E.
length>0?` (failed: ${E.join(", ")})`:""}: baton show ${n} ${C} --log`];if($!==null)throw new l("stage-unknown",M,{details:[
...q,`stages: ${a.join(", ")||"(none)"}`]});return e.stdout([M,...q,""].join(`
`)),O.ok}let R=new Set((y.results.get(t)??[]).map(o=>o.leg)),he=y.named.get(t),$e=o=>R.has(o)||(he===void 0?o===t||o.startsWith(
`${t}-`):he.includes(o)),oe=st(y.results.get(t)??[],A);if(i!==void 0&&!A.some($e)){let o=F(b,Q.report),w=Xe(i);throw new l(
"stage-unknown",w==="running"?`job ${t} of run ${n} (running) has recorded no stage and printed nothing so far`:w==="int\
errupted"?`job ${t} of run ${n} (interrupted) recorded no stage and printed nothing before the run was interrupted: it h\
as no job log`:`job ${t} of run ${n} (${i.result}) recorded no stage and printed nothing: it has no job log`,{details:[...oe,
...await ce(o)?[`the report it may have written: ${ee(e.cwd,o)}`]:[],...w==="running"?[`its steps' output goes to its lo\
g as they print: baton show ${n} ${t}`]:w==="interrupted"?[qe(S.workflow_path)]:[],`stages: ${a.join(", ")||"(none)"}`]})}
let z=A.filter(o=>o!==t&&$e(o)),se=(y.results.get(t)??[]).filter(o=>o.result==="failure").map(o=>o.leg),Qe=z.find(o=>se.
includes(o))??z[0],we=z.length===0?[]:[`ran as matrix legs ${z.join(", ")}${se.length>0?` (failed: ${se.join(", ")})`:""}\
: baton show ${n} ${Qe} --log`,...oe];if(z.length>0&&$===null)return e.stdout(`job ${t} of run ${n} ${we.map((o,w)=>w===
0?o:`  ${o}`).join(`
`)}
`),O.ok;let Ve=z.length>0?"":Se(t,[...a,...A].filter(o=>o!==t));throw new l("stage-unknown",`run ${n} has no stage ${JSON.
stringify(t)}${Ve}`,{details:[...z.length>0?[`job ${t} ${we[0]}`,...oe]:[],`stages: ${a.join(", ")||"(none)"}`,`job logs\
: ${A.join(", ")||"(none)"}`]})}let j=L??Math.max(...U);if(!U.includes(j))throw new l("usage",`stage ${t} has no attempt\
 ${r.attempt}; attempts: ${U.join(", ")}`,{where:"--attempt"});let te=h.attemptDir(t,j);if(!r.prompt&&!r.handoff&&!r.record&&
!r.log)return tt(e,h,n,t,U,j);let P=await h.getAttempt(t,j).catch(async a=>{let $=r.log?await V(F(te,H.log),"utf8").catch(
()=>null):null;if($!==null)return $;throw!(a instanceof l)||!Je(a.code)?a:new l(a.code,a.message,{...a.where===void 0?{}:
{where:a.where},details:[...a.details,Te(n,t)],cause:a})});if(typeof P=="string")return D(e,P,"log"),O.ok;if(P===void 0)
throw new l("stage-unknown",`stage ${t} has no attempt ${j}`);if(r.prompt){if(P.record.outcome.reason==="render-failed")
throw new l("prompt-absent",`stage ${t} attempt ${j} has no prompt: its template could not be rendered`,{details:[...(P.
record.outcome.message??"").split(`
`).map(W)]});return D(e,P.prompt),O.ok}if(r.handoff){if(P.handoff===null)throw nt(P.record,n);return D(e,`${JSON.stringify(
P.handoff,null,2)}
`),O.ok}if(r.record)return D(e,`${JSON.stringify(P.record,null,2)}
`),O.ok;let ge=await V(F(te,H.log),"utf8").catch(()=>null);if(ge!==null)return D(e,ge,"log"),O.ok;let me=F(b,K(P.record.
job)),pe=await V(me,"utf8").catch(()=>null);if(pe===null)throw new l("log-absent",`stage ${t} attempt ${j} has no agent \
log`);return D(e,pe,"log"),Ye(e,p instanceof l?null:p,me)}function Ye(e,f,t){let r=Re(f?.reason,t);return r===null?O.ok:
(e.stderr(`baton: this job log is incomplete: ${G(r,400)}
`),O.failure)}async function tt(e,f,t,r,u,L){let s=await Promise.all(u.map(d=>f.getAttempt(r,d).catch(k=>{if(!(k instanceof
l))throw k;return k}))),n=s.filter(d=>d!==void 0&&!(d instanceof l)),h=s.filter(d=>d instanceof l).map(d=>Ce(t,r,be(d),d.
code)),c=s[u.indexOf(L)],x=c instanceof l||c===void 0?n.at(-1):c;if(x===void 0)e.stdout(`stage ${r}
run ${t}  attempts ${u.join(", ")}

`);else{let d=x.record;e.stdout(`stage ${r}  job ${d.job}${d.matrix?`  matrix ${JSON.stringify(d.matrix)}`:""}
`);let k=d.parent?`  (continues run ${d.parent.run})`:"";e.stdout(`run ${t}  hop ${d.hop}${k}  attempts ${u.join(", ")}

`)}if(u.forEach((d,k)=>{let U=s[k];if(U===void 0)return;if(U instanceof l){e.stdout(`attempt ${d}: unreadable (see below\
)
`);return}let j=U.record,te=j.verify?`, verify exit ${j.verify.exit_code}`:"";e.stdout(`attempt ${d}${j.repair?" (repair\
 turn)":""}: ${ae(j.status,j.outcome.reason)}${j.outcome.reason==="cancelled"?"":` (${j.outcome.reason})`}, agent exit ${j.
agent.exit_code??"-"} in ${ne(j.agent.duration_ms)}${te}
`),j.outcome.message&&e.stdout(`  ${W(j.outcome.message)}
`)}),e.stdout(`
`),c===void 0||c instanceof l)return e.stdout(`attempt ${L} cannot be read: nothing more of it to show
`),e.stderr(ie(t,h)),O.failure;let p=f.attemptDir(r,L),v=c.record;if(c.handoff?(e.stdout(`summary: ${W(c.handoff.summary)}\

`),c.handoff.next&&e.stdout(`next: ${c.handoff.next.stage}
`)):e.stdout(`no handoff
`),v.lineage.length>0&&e.stdout(`rendered from: ${He([...v.lineage].sort((d,k)=>ue(d.stage,k.stage)||d.attempt-k.attempt).
map(d=>`${d.stage}#${d.attempt}`))}
`),v.problems.length>0){e.stdout(`problems:
`);for(let d of v.problems)e.stdout(`  ${d.severity}: ${W(re(d))}
`)}let b=[H.record,H.prompt,...c.handoff===null?[]:[H.handoff]];return await ce(F(p,H.log))&&b.push(H.log),e.stdout(`
files: ${ee(e.cwd,p)||p}/{${b.join(",")}}
`),h.length===0?O.ok:(e.stderr(ie(t,h)),O.failure)}function nt(e,f){let t=`stage ${e.stage} attempt ${e.attempt}`,r=e.problems.
filter(u=>u.severity==="error");return e.outcome.reason==="handoff-invalid"&&r.length>0?new l("handoff-absent",`${t} wro\
te a handoff that was refused, so none was kept`,{details:[...r.slice(0,5).map(u=>W(re(u))),...r.length>5?[`\u2026 and ${r.
length-5} more`]:[],`every problem: baton show ${f} ${e.stage} --attempt ${e.attempt} --record`]}):new l("handoff-absent",
`${t} wrote no handoff (${e.outcome.reason})`)}function fe(e,f){let t=e.reason===void 0?"":`: ${G(e.reason,200)}`;return`${e.
result}${t}${e.reused?`${t===""?",":";"}${Ke(f)}`:""}`}function Ke(e){return` reused from ${e?`run ${e}`:"the run replay\
ed"}`}function ze(e,f){return e.some(t=>t.id.startsWith(`${f}/`))}function ot(e,f,t){let r=(n,h)=>{let c=t.results.get(n)??
[];return c.length>0?c:[{leg:n,result:h}]},L=[...(t.results.get(f)??[]).filter(n=>n.leg!==f),...e.filter(n=>n.id.startsWith(
`${f}/`)).flatMap(n=>r(n.id,n.result))],s=n=>n.split("/");return L.sort((n,h)=>{let[c,x]=[s(n.leg),s(h.leg)];for(let p=0;p<
Math.min(c.length,x.length);p++)if(c[p]!==x[p])return c[p]<x[p]?-1:1;return c.length-x.length})}function st(e,f){let t=new Map;
for(let r of e){if(f.includes(r.leg)||r.reason===void 0)continue;let u=`${r.result}, ${G(r.reason,200)}`;t.set(u,[...t.get(
u)??[],r.leg])}return[...t].map(([r,u])=>`${u.join(", ")}: ${r}`)}function rt(e){let f=new Map,t=new Map,r=[],u=new Map;
for(let L of e.split(`
`))if(/"(run-started|job-legs|job-started|job-finished|step-finished)"/.test(L))try{let s=JSON.parse(L);if(s.type==="job\
-started"&&typeof s.leg=="string")r.push(s.leg);else if(s.type==="step-finished"&&s.outcome==="failure"&&typeof s.leg=="\
string"&&typeof s.step=="number"&&!u.has(s.leg))u.set(s.leg,{step:s.step,name:String(s.name),message:typeof s.message=="\
string"?s.message:"failed"});else if(s.type==="job-finished"&&typeof s.job=="string"){let n=f.get(s.job)??[],h=typeof s.
reason=="string"?{reason:s.reason}:{},c=s.reused===!0?{reused:!0}:{};f.set(s.job,[...n,{leg:String(s.leg),result:String(
s.result),...h,...c}]);let x=Ee.safeParse(s.failed_step).data;typeof s.leg=="string"&&x!==void 0&&!u.has(s.leg)&&u.set(s.
leg,{step:x.step,name:x.name,message:x.message??"failed"})}else if(s.type==="job-legs"&&typeof s.job=="string"&&Be(s.legs))
t.set(s.job,s.legs);else if(s.type==="run-started"&&Array.isArray(s.jobs))for(let n of s.jobs)typeof n?.id=="string"&&Be(
n.legs)&&t.set(n.id,n.legs)}catch{}return{results:f,named:t,started:r,failedSteps:u}}function Be(e){return Array.isArray(
e)&&e.every(f=>typeof f=="string")}async function Z(e,f,t){let r=await et(e).catch(()=>[]),u=[],L=new Set;for(let s of r){
let n=ye(s);n!==null?u.push(n):s.startsWith(Q.jobLogPrefix)&&s.endsWith(".log")&&L.add(s)}if(L.size>0){let s=await t(),n=[
...s.results.values()].flatMap(h=>h.map(c=>c.leg));for(let h of new Set([...f,...s.started,...n]))L.delete(K(h))&&u.push(
h)}return u.sort(ue)}function Xe(e){return e?.result==="running"||e?.result==="interrupted"?e.result:null}function qe(e){
return`run the workflow again: ${xe.run(e===null?"<workflow.yml>":G(e,200))}`}async function ce(e){return Ze(e).then(()=>!0,
()=>!1)}export{Ot as showCommand};

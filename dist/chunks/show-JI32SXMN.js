import{b as Me,c as Oe,d as Pe,e as Je,f as Te,g as Ce,h as Fe}from"./chunk-L4HRC3MF.js";import{d as Re}from"./chunk-QBYCZBFS.js";
import{a as Le}from"./chunk-LS2NIP65.js";import{b as le}from"./chunk-R6USQHZT.js";import{a as We,b as De}from"./chunk-EXFXL3OA.js";
import{a as D}from"./chunk-6LMQI7SU.js";import{b as te}from"./chunk-NAPZKBPB.js";import{a as Ue}from"./chunk-ERUMBGMD.js";
import{b as Ie,f as G,g as ie,h as Ne,i as de}from"./chunk-M24HFUN7.js";import{c as Ee}from"./chunk-HABSKCNG.js";
import{b as xe,e as Ae,f as _e,h as ve}from"./chunk-HHWE4WNH.js";import{G as ke,m as ae,w as Se}from"./chunk-MVIGQQ5H.js";
import{a as W}from"./chunk-HKB7A5JV.js";import{i as ye,t as re}from"./chunk-W3W44F6T.js";import{d,f as we}from"./chunk-4X335366.js";
import{b as A}from"./chunk-GKGC5SYD.js";import{P as Q,Q as K,R as je,n as H,q as be}from"./chunk-DFBKRPZ5.js";
import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";import{access as Qe,readdir as Ve,readFile as V}from"node:fs/promises";import{join as F,relative as ee}from"node:path";async function xn(e,u,n,r={}){let l=["prompt","handoff","record","log"].filter(a=>r[a]);if(l.length>1)throw new d("usage",
"give at most one of --prompt, --handoff, --record, --log");if(l.length===1&&n===void 0)throw new d("usage",`--${l[0]} n\
eeds a stage: baton show ${u} <stage> --${l[0]}`);if(r.attempt!==void 0&&n===void 0)throw new d("usage",`--attempt needs\
 a stage: baton show ${u} <stage> --attempt ${r.attempt}`);let R=r.attempt===void 0?void 0:Ie(r.attempt,"--attempt"),s=xe.
forProject(e.cwd);await Ue(e,s);let t=await s.resolve(u),h=await s.open(t),c,L=()=>(c??=We(s,t),c),p=await De(s,t,L),E=await h.
list(),b=s.runDir(t),f,_=()=>(f??=L().then(on),f);if(n===void 0){let a=p instanceof d?null:p;if(a===null)e.stdout(`run ${t}\
  (its ${be} cannot be read: see below)
`);else{e.stdout(`run ${t}  ${W(a.workflow)}  ${_e(a)}`),a.duration_ms!==null&&e.stdout(` in ${te(a.duration_ms)}`),e.stdout(
`
started ${a.started_at}${a.replay_of?`, replay of ${a.replay_of}`:""}
`);let i=Ae(a);i!==null&&e.stdout(`${ve(i,b)}
`),a.reason!==void 0&&e.stdout(`failed outside its jobs: ${W(a.reason).replaceAll(`
`,`
  `)}
`)}e.stdout(`records in ${ee(e.cwd,b)||b}

`);let $=await Me(h,a,E),S=$.unreadable.map(i=>i.reason),Y=$.notStored?.records??[],v=[];for(let i of a?.jobs??[]){let y=[
...new Set(Y.filter(g=>g.job===i.id&&!i.stages.includes(g.stage)).map(g=>g.stage))].map(g=>`${g} (not stored)`);v.push([
i.id,`${i.result}${i.reused?" (reused)":""}`,[...i.stages,...y].join(", ")])}v.length>0&&e.stdout(le(["JOB","RESULT","ST\
AGES"],v));let B=[...new Set([...E.map(i=>i.stage),...$.missing.map(i=>i.stage),...Y.map(i=>i.stage)])].sort(Re);if(B.length>
0){v.length>0&&e.stdout(`
`);let i=new Set((a?.jobs??[]).flatMap(g=>g.reused?g.stages:[])),y=[];for(let g of B){if($.missing.some(k=>k.stage===g)){
y.push([g,"missing","","","","(see below)"]);continue}let X=Y.filter(k=>k.stage===g).length;if(!E.some(k=>k.stage===g)){
y.push([g,"not stored","","","","(see below)"]);continue}let I=Math.max(...E.filter(k=>k.stage===g).map(k=>k.attempt)),N=$.
unreadable.filter(k=>k.stage===g).length,J=$.records.find(k=>k.record.stage===g&&k.record.attempt===I);if(J===void 0){y.
push([g,"unreadable","",String(I),"","(see below)"]);continue}let T=J.record;y.push([g,`${ae(T.status,T.outcome.reason)}${i.
has(g)?" (reused)":""}`,T.outcome.reason,[String(T.attempt),...N===0?[]:[`(${N} unreadable)`],...X===0?[]:[`(${X} more n\
ot stored)`]].join(" "),te(T.agent.duration_ms),G(J.handoff?.summary??"",80)])}e.stdout(le(["STAGE","STATUS","OUTCOME","\
ATTEMPTS","AGENT","SUMMARY"],y))}let x=await Z(b,(a?.jobs??[]).map(i=>i.id),_);if(x.length>0){let i=x.length>12?`${x.slice(
0,12).join(", ")}, \u2026`:x.join(", "),y=ee(e.cwd,F(b,K("<job>")));e.stdout(`
job logs: ${W(i)} (${y}; baton show ${t} <job> for a job that records no stage)
`)}for(let i of[Q.report,Q.summary])await fe(F(b,i))&&e.stdout(`
${i}: ${ee(e.cwd,F(b,i))}
`);return de(e,t,p instanceof d?p:null,S,$.notStored)}let U=E.filter(a=>a.stage===n).map(a=>a.attempt);if(U.length===0){
let a=[...new Set(E.map(o=>o.stage))],$=r.prompt?"prompt":r.handoff?"handoff":r.record?"record":null;if(p instanceof d){
if(!(await Z(b,[n],_)).includes(n))throw p;if($===null)return D(e,await V(F(b,K(n)),"utf8"),"log"),de(e,t,p,[]);throw e.
stderr(Ne(p)),new d("stage-unknown",`run ${t} has no stage ${n}, so it has no ${$}: ${n} has a job log, and no record`,{
details:[`its log: baton show ${t} ${n}`,`stages: ${a.join(", ")||"(none)"}`]})}let S=p,Y=await Oe(b,S),v=Y?.records.find(
o=>o.stage===n);if(Y!==null&&v!==void 0&&!(r.log&&(await Z(b,[n],_)).includes(n))){let o=(await Z(b,[v.job],_)).includes(
v.job);throw new d("record-not-stored",`${Se({...v,runAttempt:1})} (job ${v.job}) of run ${t} was never stored, so it ha\
s no ${$??(r.log?"log":"attempts")} to show: ${v.why}`,{details:[Y.fix,...o?[`the log of job ${v.job}: baton show ${t} ${v.
job} --log`]:[],`stages: ${a.join(", ")||"(none)"}`]})}let[B]=await Ce(h,S.jobs.filter(o=>o.stages.includes(n)).map(o=>({
...o,stages:[n]})),E);if(B!==void 0){let o=S.jobs.find(w=>w.id===B.job);throw Fe(t,B,o?.result??"unknown",[`replay from \
that stage, to run it again: baton replay ${t} --from ${n}`,`stages: ${a.join(", ")||"(none)"}`])}let x=await Z(b,[n,...S.
jobs.map(o=>o.id)],_);if(x.includes(n)&&$===null){if(R!==void 0)throw new d("usage",`${n} recorded no stage, and its job\
 log has no attempts: baton show ${t} ${n}`,{where:"--attempt"});let o=F(b,K(n));return D(e,await V(o,"utf8"),"log"),Ge(
e,S,o)}let i=S.jobs.find(o=>o.id===n),y=await _(),g=i===void 0?S.jobs.flatMap(o=>{let w=y.results.get(o.id)?.find(M=>M.leg===
n);return w===void 0?[]:[{job:o,run:w}]}):[],X=i===void 0&&g.length===1?g[0]:void 0;if($!==null&&x.includes(n)&&(i!==void 0||
X!==void 0)){let o=i===void 0?[]:y.results.get(i.id)??[],w=o.length>0&&o.every(q=>q.reused===!0),M=i!==void 0?`job ${n} \
of run ${t} (${i.result}${w?`,${Xe(S.replay_of)}`:""})`:`leg ${n} of job ${X.job.id} of run ${t} (${ue(X.run,S.replay_of)}\
)`,C=y.failedSteps.get(n),O=ze(i);throw new d("stage-unknown",O==="running"?`${M} has recorded no stage so far, so it ha\
s no ${$} yet`:O==="interrupted"?`${M} recorded no stage before the run was interrupted, so it has no ${$}`:`${M} record\
ed no stage, so it has no ${$}`,{details:[...C===void 0?[]:[`its step ${C.step+1} (${G(C.name,80)}) failed before it rec\
orded one: ${G(C.message,300)}`],...O===null?[]:[`a stage's prompt, handoff and record are stored when its attempt ends${O===
"interrupted"?": the run's process ended first":""}`],`its log${O==="running"?" so far":""}: baton show ${t} ${n}`,...O===
"interrupted"?[Be(S.workflow_path)]:[],`stages: ${a.join(", ")||"(none)"}`]})}let I=g.find(o=>He(S.jobs,o.job.id)),N=i??
I?.job,J=N===void 0||!He(S.jobs,N.id)?[]:nn(S.jobs,N.id,y).filter(o=>I===void 0||o.leg.startsWith(`${n}/`));if(N!==void 0&&
(J.length>0||I!==void 0)){let o=I===void 0?`job ${n} of run ${t} (${N.result})`:`leg ${n} of job ${N.id} of run ${t} (${ue(
I.run,S.replay_of)})`;if(J.length===0){if(r.prompt||r.handoff||r.record)throw new d("stage-unknown",`${o} calls a workfl\
ow; it ran none of its jobs`,{details:[`stages: ${a.join(", ")||"(none)"}`]});return e.stdout(`${o} calls a workflow; it\
 ran none of its jobs
`),A.ok}let w=J.filter(m=>x.includes(m.leg)),M=w.find(m=>m.result==="failure")??w[0],C=`${M===void 0?"":`a job's log: ba\
ton show ${t} ${M.leg}; `}the stages they recorded: baton show ${t}`;if(r.prompt||r.handoff||r.record)throw new d("stage\
-unknown",`${o} calls a workflow; its jobs: ${J.map(m=>`${m.leg} (${m.result})`).join(", ")}`,{details:[C,`stages: ${a.join(
", ")||"(none)"}`]});let O=Math.max(...J.map(m=>m.leg.length)),q=Math.max(...J.map(m=>m.result.length));return e.stdout(
[`${o} calls a workflow; its jobs:`,...J.map(m=>m.reason===void 0?`  ${m.leg.padEnd(O)}  ${m.result}`:`  ${m.leg.padEnd(
O)}  ${m.result.padEnd(q)}  ${G(m.reason,200)}`),C,""].join(`
`)),A.ok}let T=I===void 0&&!x.includes(n)?g[0]:void 0;if(T!==void 0){let w=(y.results.get(T.job.id)??[]).filter(m=>x.includes(
m.leg)),M=w.filter(m=>m.result==="failure").map(m=>m.leg),C=M[0]??w[0]?.leg,O=`leg ${n} of job ${T.job.id} of run ${t} (${ue(
T.run,S.replay_of)}): it has no log`,q=C===void 0?[]:[`job ${T.job.id} ran as matrix legs ${w.map(m=>m.leg).join(", ")}${M.
length>0?` (failed: ${M.join(", ")})`:""}: baton show ${t} ${C} --log`];if($!==null)throw new d("stage-unknown",O,{details:[
...q,`stages: ${a.join(", ")||"(none)"}`]});return e.stdout([O,...q,""].join(`
`)),A.ok}let k=new Set((y.results.get(n)??[]).map(o=>o.leg)),pe=y.named.get(n),he=o=>k.has(o)||(pe===void 0?o===n||o.startsWith(
`${n}-`):pe.includes(o)),oe=tn(y.results.get(n)??[],x);if(i!==void 0&&!x.some(he)){let o=F(b,Q.report),w=ze(i);throw new d(
"stage-unknown",w==="running"?`job ${n} of run ${t} (running) has recorded no stage and printed nothing so far`:w==="int\
errupted"?`job ${n} of run ${t} (interrupted) recorded no stage and printed nothing before the run was interrupted: it h\
as no job log`:`job ${n} of run ${t} (${i.result}) recorded no stage and printed nothing: it has no job log`,{details:[...oe,
...await fe(o)?[`the report it may have written: ${ee(e.cwd,o)}`]:[],...w==="running"?[`its steps' output goes to its lo\
g as they print: baton show ${t} ${n}`]:w==="interrupted"?[Be(S.workflow_path)]:[],`stages: ${a.join(", ")||"(none)"}`]})}
let z=x.filter(o=>o!==n&&he(o)),se=(y.results.get(n)??[]).filter(o=>o.result==="failure").map(o=>o.leg),qe=z.find(o=>se.
includes(o))??z[0],$e=z.length===0?[]:[`ran as matrix legs ${z.join(", ")}${se.length>0?` (failed: ${se.join(", ")})`:""}\
: baton show ${t} ${qe} --log`,...oe];if(z.length>0&&$===null)return e.stdout(`job ${n} of run ${t} ${$e.map((o,w)=>w===
0?o:`  ${o}`).join(`
`)}
`),A.ok;let Ke=z.length>0?"":ye(n,[...a,...x].filter(o=>o!==n));throw new d("stage-unknown",`run ${t} has no stage ${JSON.
stringify(n)}${Ke}`,{details:[...z.length>0?[`job ${n} ${$e[0]}`,...oe]:[],`stages: ${a.join(", ")||"(none)"}`,`job logs\
: ${x.join(", ")||"(none)"}`]})}let j=R??Math.max(...U);if(!U.includes(j))throw new d("usage",`stage ${n} has no attempt\
 ${r.attempt}; attempts: ${U.join(", ")}`,{where:"--attempt"});let ne=h.attemptDir(n,j);if(!r.prompt&&!r.handoff&&!r.record&&
!r.log)return Ze(e,h,t,n,U,j);let P=await h.getAttempt(n,j).catch(async a=>{let $=r.log?await V(F(ne,H.log),"utf8").catch(
()=>null):null;if($!==null)return $;throw!(a instanceof d)||!Pe(a.code)?a:new d(a.code,a.message,{...a.where===void 0?{}:
{where:a.where},details:[...a.details,Je(t,n)],cause:a})});if(typeof P=="string")return D(e,P,"log"),A.ok;if(P===void 0)
throw new d("stage-unknown",`stage ${n} has no attempt ${j}`);if(r.prompt){if(P.record.outcome.reason==="render-failed")
throw new d("prompt-absent",`stage ${n} attempt ${j} has no prompt: its template could not be rendered`,{details:[...(P.
record.outcome.message??"").split(`
`).map(W)]});return D(e,P.prompt),A.ok}if(r.handoff){if(P.handoff===null)throw en(P.record,t);return D(e,`${JSON.stringify(
P.handoff,null,2)}
`),A.ok}if(r.record)return D(e,`${JSON.stringify(P.record,null,2)}
`),A.ok;let ce=await V(F(ne,H.log),"utf8").catch(()=>null);if(ce!==null)return D(e,ce,"log"),A.ok;let ge=F(b,K(P.record.
job)),me=await V(ge,"utf8").catch(()=>null);if(me===null)throw new d("log-absent",`stage ${n} attempt ${j} has no agent \
log`);return D(e,me,"log"),Ge(e,p instanceof d?null:p,ge)}function Ge(e,u,n){let r=ke(u?.reason,n);return r===null?A.ok:
(e.stderr(`baton: this job log is incomplete: ${G(r,400)}
`),A.failure)}async function Ze(e,u,n,r,l,R){let s=await Promise.all(l.map(f=>u.getAttempt(r,f).catch(_=>{if(!(_ instanceof
d))throw _;return _}))),t=s.filter(f=>f!==void 0&&!(f instanceof d)),h=s.filter(f=>f instanceof d).map(f=>Te(n,r,we(f),f.
code)),c=s[l.indexOf(R)],L=c instanceof d||c===void 0?t.at(-1):c;if(L===void 0)e.stdout(`stage ${r}
run ${n}  attempts ${l.join(", ")}

`);else{let f=L.record;e.stdout(`stage ${r}  job ${f.job}${f.matrix?`  matrix ${JSON.stringify(f.matrix)}`:""}
`);let _=f.parent?`  (continues run ${f.parent.run})`:"";e.stdout(`run ${n}  hop ${f.hop}${_}  attempts ${l.join(", ")}

`)}if(l.forEach((f,_)=>{let U=s[_];if(U===void 0)return;if(U instanceof d){e.stdout(`attempt ${f}: unreadable (see below\
)
`);return}let j=U.record,ne=j.verify?`, verify exit ${j.verify.exit_code}`:"";e.stdout(`attempt ${f}${j.repair?" (repair\
 turn)":""}: ${ae(j.status,j.outcome.reason)}${j.outcome.reason==="cancelled"?"":` (${j.outcome.reason})`}, agent exit ${j.
agent.exit_code??"-"} in ${te(j.agent.duration_ms)}${ne}
`),j.outcome.message&&e.stdout(`  ${W(j.outcome.message)}
`)}),e.stdout(`
`),c===void 0||c instanceof d)return e.stdout(`attempt ${R} cannot be read: nothing more of it to show
`),e.stderr(ie(n,h)),A.failure;let p=u.attemptDir(r,R),E=c.record;if(c.handoff?(e.stdout(`summary: ${W(c.handoff.summary)}\

`),c.handoff.next&&e.stdout(`next: ${c.handoff.next.stage}
`)):e.stdout(`no handoff
`),E.lineage.length>0&&e.stdout(`rendered from: ${E.lineage.map(f=>`${f.stage}#${f.attempt}`).join(", ")}
`),E.problems.length>0){e.stdout(`problems:
`);for(let f of E.problems)e.stdout(`  ${f.severity}: ${W(re(f))}
`)}let b=[H.record,H.prompt,...c.handoff===null?[]:[H.handoff]];return await fe(F(p,H.log))&&b.push(H.log),e.stdout(`
files: ${ee(e.cwd,p)||p}/{${b.join(",")}}
`),h.length===0?A.ok:(e.stderr(ie(n,h)),A.failure)}function en(e,u){let n=`stage ${e.stage} attempt ${e.attempt}`,r=e.problems.
filter(l=>l.severity==="error");return e.outcome.reason==="handoff-invalid"&&r.length>0?new d("handoff-absent",`${n} wro\
te a handoff that was refused, so none was kept`,{details:[...r.slice(0,5).map(l=>W(re(l))),...r.length>5?[`\u2026 and ${r.
length-5} more`]:[],`every problem: baton show ${u} ${e.stage} --attempt ${e.attempt} --record`]}):new d("handoff-absent",
`${n} wrote no handoff (${e.outcome.reason})`)}function ue(e,u){let n=e.reason===void 0?"":`: ${G(e.reason,200)}`;return`${e.
result}${n}${e.reused?`${n===""?",":";"}${Xe(u)}`:""}`}function Xe(e){return` reused from ${e?`run ${e}`:"the run replay\
ed"}`}function He(e,u){return e.some(n=>n.id.startsWith(`${u}/`))}function nn(e,u,n){let r=(t,h)=>{let c=n.results.get(t)??
[];return c.length>0?c:[{leg:t,result:h}]},R=[...(n.results.get(u)??[]).filter(t=>t.leg!==u),...e.filter(t=>t.id.startsWith(
`${u}/`)).flatMap(t=>r(t.id,t.result))],s=t=>t.split("/");return R.sort((t,h)=>{let[c,L]=[s(t.leg),s(h.leg)];for(let p=0;p<
Math.min(c.length,L.length);p++)if(c[p]!==L[p])return c[p]<L[p]?-1:1;return c.length-L.length})}function tn(e,u){let n=new Map;
for(let r of e){if(u.includes(r.leg)||r.reason===void 0)continue;let l=`${r.result}, ${G(r.reason,200)}`;n.set(l,[...n.get(
l)??[],r.leg])}return[...n].map(([r,l])=>`${l.join(", ")}: ${r}`)}function on(e){let u=new Map,n=new Map,r=[],l=new Map;
for(let R of e.split(`
`))if(/"(run-started|job-legs|job-started|job-finished|step-finished)"/.test(R))try{let s=JSON.parse(R);if(s.type==="job\
-started"&&typeof s.leg=="string")r.push(s.leg);else if(s.type==="step-finished"&&s.outcome==="failure"&&typeof s.leg=="\
string"&&typeof s.step=="number"&&!l.has(s.leg))l.set(s.leg,{step:s.step,name:String(s.name),message:typeof s.message=="\
string"?s.message:"failed"});else if(s.type==="job-finished"&&typeof s.job=="string"){let t=u.get(s.job)??[],h=typeof s.
reason=="string"?{reason:s.reason}:{},c=s.reused===!0?{reused:!0}:{};u.set(s.job,[...t,{leg:String(s.leg),result:String(
s.result),...h,...c}]);let L=Ee.safeParse(s.failed_step).data;typeof s.leg=="string"&&L!==void 0&&!l.has(s.leg)&&l.set(s.
leg,{step:L.step,name:L.name,message:L.message??"failed"})}else if(s.type==="job-legs"&&typeof s.job=="string"&&Ye(s.legs))
n.set(s.job,s.legs);else if(s.type==="run-started"&&Array.isArray(s.jobs))for(let t of s.jobs)typeof t?.id=="string"&&Ye(
t.legs)&&n.set(t.id,t.legs)}catch{}return{results:u,named:n,started:r,failedSteps:l}}function Ye(e){return Array.isArray(
e)&&e.every(u=>typeof u=="string")}async function Z(e,u,n){let r=await Ve(e).catch(()=>[]),l=[],R=new Set;for(let s of r){
let t=je(s);t!==null?l.push(t):s.startsWith(Q.jobLogPrefix)&&s.endsWith(".log")&&R.add(s)}if(R.size>0){let s=await n(),t=[
...s.results.values()].flatMap(h=>h.map(c=>c.leg));for(let h of new Set([...u,...s.started,...t]))R.delete(K(h))&&l.push(
h)}return l.sort()}function ze(e){return e?.result==="running"||e?.result==="interrupted"?e.result:null}function Be(e){return`\
run the workflow again: ${Le.run(e===null?"<workflow.yml>":G(e,200))}`}async function fe(e){return Qe(e).then(()=>!0,()=>!1)}export{xn as showCommand};

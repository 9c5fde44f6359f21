import{a as xt,b as q}from"./chunk-AFLIMYGV.js";import{b as vt}from"./chunk-U2EFMNNK.js";import{a as Pt,b as pe}from"./chunk-Q4L5T5GK.js";
import{a as fe}from"./chunk-64NCCVQ7.js";import{b as gt}from"./chunk-4UHJJWGH.js";import{b as Et,f as z,g as Mt,
h as ce,i as bt}from"./chunk-JZ32DID6.js";import{b as re,c as se,d as ae,e as ie,f as de,g as ue,h as le}from"./chunk-RL3MLW7I.js";
import{d as Qt,e as ht,f as Vt,g as wt,h as Zt,i as ct}from"./chunk-FKQNWEK2.js";import{a as ge,b as me}from"./chunk-4TQAME65.js";
import"./chunk-XUTR3HVW.js";import"./chunk-EXJPGJCY.js";import{f as te,i as ee,j as ne,l as oe}from"./chunk-NVUCVQM3.js";
import{c as qt}from"./chunk-4O2PI65S.js";import{A as zt,B as _t,L as Xt,m as kt,n as At,x as $t,y as ft,z as Ot}from"./chunk-FPHKCJVG.js";
import"./chunk-RBL3FFHZ.js";import"./chunk-6RREDHNG.js";import{a as Yt}from"./chunk-LS2NIP65.js";import{
a as Y}from"./chunk-37MJCIRR.js";import{a as U}from"./chunk-HDT3FCLQ.js";import{i as Lt}from"./chunk-56XQEZWE.js";
import"./chunk-TR6ONM2E.js";import"./chunk-FCWOFCWY.js";import"./chunk-DA5X62VC.js";import{d as St}from"./chunk-TIXFR75A.js";
import{d,f as Gt}from"./chunk-OKFZ7BVP.js";import{b as v}from"./chunk-OU33NO3O.js";import"./chunk-5A7QKWCT.js";
import"./chunk-X3WXZ7VZ.js";import{V as lt,W as et,X as Bt,t as V,w as Ht}from"./chunk-VTCVQFHR.js";import"./chunk-3NR5HZ6E.js";import{access as Se,readdir as Le,readFile as at}from"node:fs/promises";import{join as W,relative as mt}from"node:path";async function en(e,i,t,n={}){let f=["prompt","handoff","record","log"].filter(r=>n[r]);if(f.length+(n.jobLog?1:0)>1)throw new d(
"usage",`give at most one of --prompt, --handoff, --record, --log, ${xt}`);if(n.jobLog&&t===void 0)throw new d("usage",`${xt}\
 needs a job: ${q("baton",i,"<job>")}`);if(n.jobLog&&n.attempt!==void 0)throw new d("usage",`a job log has no attempts (\
a stage's agent log has: baton show ${i} <stage> --log --attempt ${n.attempt})`,{where:"--attempt"});if(n.jobLog&&n.runAttempt!==
void 0)throw new d("usage",`a job log has no run attempts: it is of the run as it ran here, and a run pulled from GitHub\
 has none (a stage's record has: baton show ${i} <stage> --run-attempt ${n.runAttempt})`,{where:"--run-attempt"});if(f.length===
1&&t===void 0)throw new d("usage",`--${f[0]} needs a stage: baton show ${i} <stage> --${f[0]}`);if(n.attempt!==void 0&&t===
void 0)throw new d("usage",`--attempt needs a stage: baton show ${i} <stage> --attempt ${n.attempt}`);if(n.runAttempt!==
void 0&&t===void 0)throw new d("usage",`--run-attempt needs a stage: baton show ${i} <stage> --run-attempt ${n.runAttempt}`);
let j=n.attempt===void 0?void 0:Et(n.attempt,"--attempt"),g=n.runAttempt===void 0?void 0:Et(n.runAttempt,"--run-attempt"),
o=te.forProject(e.cwd);await fe(e,o);let s=await o.resolve(i),m=await o.open(s),c,L=()=>(c??=ge(o,s),c),y=await me(o,s,L),
h=await m.list(),R=o.runDir(s),X,k=()=>(X??=L().then(Ee),X);if(n.jobLog&&t!==void 0)return ke(e,s,t,{read:y,stages:[...new Set(
h.map(r=>r.stage))],runDir:R,runLegs:k});if(t===void 0){let r=y instanceof d?null:y;if(r===null)e.stdout(`run ${s}  (its\
 ${Ht} cannot be read: see below)
`);else{e.stdout(`run ${s}  ${U(r.workflow)}  ${ne(r)}`),r.duration_ms!==null&&e.stdout(` in ${gt(r.duration_ms)}`),e.stdout(
`
started ${r.started_at}${r.replay_of?`, replay of ${r.replay_of}`:""}
`),r.pulled&&e.stdout(`pulled ${r.pulled.pulled_at} from ${U(r.pulled.url)} (run ${r.pulled.run_id} of ${U(r.pulled.repository)}\
): its records only, no job logs
`);let l=ee(r);l!==null&&e.stdout(`${oe(l,R)}
`),r.reason!==void 0&&e.stdout(`failed outside its jobs: ${U(r.reason).replaceAll(`
`,`
  `)}
`)}e.stdout(`records in ${mt(e.cwd,R)||R}

`);let p=await re(m,r,h),w=p.unreadable.map(l=>l.reason),F=p.notStored?.records??[],T=[];for(let l of r?.jobs??[]){let _=[
...new Set(F.filter(E=>E.job===l.id&&!l.stages.includes(E.stage)).map(E=>E.stage))].map(E=>`${E} (not stored)`);T.push([
l.id,`${l.result}${l.reused?" (reused)":""}`,[...l.stages,..._].join(", ")])}T.length>0&&e.stdout(vt(["JOB","RESULT","ST\
AGES"],T));let ot=[...new Set([...h.map(l=>l.stage),...p.missing.map(l=>l.stage),...F.map(l=>l.stage)])].sort(Qt);if(ot.
length>0){T.length>0&&e.stdout(`
`);let l=new Set((r?.jobs??[]).flatMap($=>$.reused?$.stages:[])),_=Zt(p.records,h),E=h.some($=>$.runAttempt>1),G=[];for(let $ of ot){
if(p.missing.some(M=>M.stage===$)){G.push([$,"missing","","","","(see below)"]);continue}let C=F.filter(M=>M.stage===$).
length;if(!h.some(M=>M.stage===$)){G.push([$,"not stored","","","","(see below)"]);continue}let K=ft(h.filter(M=>M.stage===
$)),Q=p.unreadable.filter(M=>M.stage===$).length,rt=p.records.find(M=>$t(Ot(M.record),K)===0);if(rt===void 0){G.push([$,
"unreadable","",it(K,E),"","(see below)"]);continue}let H=rt.record,ut=_.get($);if(ut!==void 0){G.push([$,`not run in ru\
n attempt ${ut.newerRunAttempt}`,"superseded",it(K,E),gt(H.agent.duration_ms),z(`(last ran in run attempt ${H.run.attempt}\
) ${rt.handoff?.summary??""}`,80)]);continue}G.push([$,`${kt(H.status,H.outcome.reason)}${l.has($)?" (reused)":""}`,H.outcome.
reason,[it(H,E),...Q===0?[]:[`(${Q} unreadable)`],...C===0?[]:[`(${C} more not stored)`]].join(" "),gt(H.agent.duration_ms),
z(rt.handoff?.summary??"",80)])}e.stdout(vt(["STAGE","STATUS","OUTCOME","ATTEMPTS","AGENT","SUMMARY"],G));for(let[$,C]of _)
e.stdout(`
${$}: not run in run attempt ${C.newerRunAttempt}: ${ct(C)}
`)}let x=await nt(R,(r?.jobs??[]).map(l=>l.id),k);if(x.length>0){let l=x.length>12?`${x.slice(0,12).join(", ")}, \u2026`:
x.join(", "),_=mt(e.cwd,W(R,et("<job>")));e.stdout(`
job logs: ${U(l)} (${_}; ${q("baton",s,"<job>")})
`)}for(let l of[lt.report,lt.summary])await Nt(W(R,l))&&e.stdout(`
${l}: ${mt(e.cwd,W(R,l))}
`);return bt(e,s,y instanceof d?y:null,w,p.notStored)}let D=h.filter(r=>r.stage===t);if(D.length===0){let r=[...new Set(
h.map(a=>a.stage))],p=n.prompt?"prompt":n.handoff?"handoff":n.record?"record":null;if(y instanceof d){if(!(await nt(R,[t],
k)).includes(t))throw y;if(p===null)return Y(e,await at(W(R,et(t)),"utf8"),"log"),bt(e,s,y,[]);throw e.stderr(ce(y)),new d(
"stage-unknown",`run ${s} has no stage ${t}, so it has no ${p}: ${t} has a job log, and no record`,{details:[`its log: b\
aton show ${s} ${t}`,`stages: ${r.join(", ")||"(none)"}`]})}let w=y,F=await se(R,w),T=F?.records.find(a=>a.stage===t);if(F!==
null&&T!==void 0&&!(n.log&&(await nt(R,[t],k)).includes(t))){let a=(await nt(R,[T.job],k)).includes(T.job);throw new d("\
record-not-stored",`${_t({...T,runAttempt:1})} (job ${T.job}) of run ${s} was never stored, so it has no ${p??(n.log?"lo\
g":"attempts")} to show: ${T.why}`,{details:[F.fix,...a?[`the log of job ${T.job}: ${q("baton",s,T.job)}`]:[],`stages: ${r.
join(", ")||"(none)"}`]})}let[ot]=await ue(m,w.jobs.filter(a=>a.stages.includes(t)).map(a=>({...a,stages:[t]})),h);if(ot!==
void 0){let a=w.jobs.find(S=>S.id===ot.job);throw le(s,ot,a?.result??"unknown",[`replay from that stage, to run it again\
: baton replay ${s} --from ${t}`,`stages: ${r.join(", ")||"(none)"}`])}let x=await nt(R,[t,...w.jobs.map(a=>a.id)],k);if(x.
includes(t)&&p===null){if(j!==void 0)throw new d("usage",`${t} recorded no stage, and its job log has no attempts: baton\
 show ${s} ${t}`,{where:"--attempt"});let a=W(R,et(t));return Y(e,await at(a,"utf8"),"log"),Tt(e,w,a)}let l=w.jobs.find(
a=>a.id===t),_=await k(),E=l===void 0?w.jobs.flatMap(a=>{let S=_.results.get(a.id)?.find(I=>I.leg===t);return S===void 0?
[]:[{job:a,run:S}]}):[],G=l===void 0&&E.length===1?E[0]:void 0;if(p!==null&&x.includes(t)&&(l!==void 0||G!==void 0)){let a=l===
void 0?[]:_.results.get(l.id)??[],S=a.length>0&&a.every(st=>st.reused===!0),I=l!==void 0?`job ${t} of run ${s} (${l.result}${S?
`,${be(w.replay_of)}`:""})`:`leg ${t} of job ${G.job.id} of run ${s} (${Jt(G.run,w.replay_of)})`,B=_.failedSteps.get(t),
N=It(l);throw new d("stage-unknown",N==="running"?`${I} has recorded no stage so far, so it has no ${p} yet`:N==="interr\
upted"?`${I} recorded no stage before the run was interrupted, so it has no ${p}`:`${I} recorded no stage, so it has no ${p}`,
{details:[...B===void 0?[]:[`its step ${B.step+1} (${z(B.name,80)}) failed before it recorded one: ${z(B.message,300)}`],
...N===null?[]:[`a stage's prompt, handoff and record are stored when its attempt ends${N==="interrupted"?": the run's p\
rocess ended first":""}`],`its log${N==="running"?" so far":""}: baton show ${s} ${t}`,...N==="interrupted"?[he(w.workflow_path)]:
[],`stages: ${r.join(", ")||"(none)"}`]})}let $=E.find(a=>Ct(w.jobs,a.job.id)),C=l??$?.job,K=C===void 0||!Ct(w.jobs,C.id)?
[]:_e(w.jobs,C.id,_).filter(a=>$===void 0||a.leg.startsWith(`${t}/`));if(C!==void 0&&(K.length>0||$!==void 0)){let a=$===
void 0?`job ${t} of run ${s} (${C.result})`:`leg ${t} of job ${C.id} of run ${s} (${Jt($.run,w.replay_of)})`;if(K.length===
0){if(n.prompt||n.handoff||n.record)throw new d("stage-unknown",`${a} calls a workflow; it ran none of its jobs`,{details:[
`stages: ${r.join(", ")||"(none)"}`]});return e.stdout(`${a} calls a workflow; it ran none of its jobs
`),v.ok}let S=K.filter(b=>x.includes(b.leg)),I=S.find(b=>b.result==="failure")??S[0],B=`${I===void 0?"":`a job's log: ba\
ton show ${s} ${I.leg}; `}the stages they recorded: baton show ${s}`;if(n.prompt||n.handoff||n.record)throw new d("stage\
-unknown",`${a} calls a workflow; its jobs: ${K.map(b=>`${b.leg} (${b.result})`).join(", ")}`,{details:[B,`stages: ${r.join(
", ")||"(none)"}`]});let N=Math.max(...K.map(b=>b.leg.length)),st=Math.max(...K.map(b=>b.result.length));return e.stdout(
[`${a} calls a workflow; its jobs:`,...K.map(b=>b.reason===void 0?`  ${b.leg.padEnd(N)}  ${b.result}`:`  ${b.leg.padEnd(
N)}  ${b.result.padEnd(st)}  ${z(b.reason,200)}`),B,""].join(`
`)),v.ok}let Q=$===void 0&&!x.includes(t)?E[0]:void 0;if(Q!==void 0){let S=(_.results.get(Q.job.id)??[]).filter(b=>x.includes(
b.leg)),I=S.filter(b=>b.result==="failure").map(b=>b.leg),B=I[0]??S[0]?.leg,N=`leg ${t} of job ${Q.job.id} of run ${s} (${Jt(
Q.run,w.replay_of)}): it has no log`,st=B===void 0?[]:[`job ${Q.job.id} ran as matrix legs ${S.map(b=>b.leg).join(", ")}${I.
length>0?` (failed: ${I.join(", ")})`:""}: ${q("baton",s,B)}`];if(p!==null)throw new d("stage-unknown",N,{details:[...st,
`stages: ${r.join(", ")||"(none)"}`]});return e.stdout([N,...st,""].join(`
`)),v.ok}let rt=new Set((_.results.get(t)??[]).map(a=>a.leg)),H=_.named.get(t),ut=a=>rt.has(a)||(H===void 0?a===t||a.startsWith(
`${t}-`):H.includes(a)),M=xe(_.results.get(t)??[],x);if(l!==void 0&&!x.some(ut)){let a=W(R,lt.report),S=It(l);throw new d(
"stage-unknown",S==="running"?`job ${t} of run ${s} (running) has recorded no stage and printed nothing so far`:S==="int\
errupted"?`job ${t} of run ${s} (interrupted) recorded no stage and printed nothing before the run was interrupted: it h\
as no job log`:`job ${t} of run ${s} (${l.result}) recorded no stage and printed nothing: it has no job log`,{details:[...M,
...await Nt(a)?[`the report it may have written: ${mt(e.cwd,a)}`]:[],...S==="running"?[`its steps' output goes to its lo\
g as they print: baton show ${s} ${t}`]:S==="interrupted"?[he(w.workflow_path)]:[],`stages: ${r.join(", ")||"(none)"}`]})}
let tt=x.filter(a=>a!==t&&ut(a)),Rt=(_.results.get(t)??[]).filter(a=>a.result==="failure").map(a=>a.leg),ye=tt.find(a=>Rt.
includes(a))??tt[0],Wt=tt.length===0?[]:[`ran as matrix legs ${tt.join(", ")}${Rt.length>0?` (failed: ${Rt.join(", ")})`:
""}: ${q("baton",s,ye)}`,...M];if(tt.length>0&&p===null)return e.stdout(`job ${t} of run ${s} ${Wt.map((a,S)=>S===0?a:` \
 ${a}`).join(`
`)}
`),v.ok;let Re=tt.length>0?"":St(t,[...r,...x].filter(a=>a!==t));throw new d("stage-unknown",`run ${s} has no stage ${JSON.
stringify(t)}${Re}`,{details:[...tt.length>0?[`job ${t} ${Wt[0]}`,...M]:[],`stages: ${r.join(", ")||"(none)"}`,`job logs\
: ${x.join(", ")||"(none)"}`]})}let Z=h.some(r=>r.runAttempt>1),dt=D.map(r=>it(r,Z)).join(", "),u=g===void 0?D:D.filter(
r=>r.runAttempt===g);if(u.length===0){let r=ft(D),p=await m.getAttempt(t,r.attempt,r.runAttempt).catch(()=>{}),w=p===void 0?
void 0:wt(p.record,ht(h));throw new d("usage",`stage ${t} has no record in run attempt ${g}; attempts: ${dt}`,{where:"--\
run-attempt",details:[...w===void 0||w.newerRunAttempt!==g?[]:[`it did not run in run attempt ${g}: ${ct(w)}`],`its newe\
st record: baton show ${s} ${t}${r.runAttempt===1?"":` --run-attempt ${r.runAttempt}`}`]})}let P=j===void 0?u:u.filter(r=>r.
attempt===j);if(P.length===0)throw new d("usage",`stage ${t} has no attempt ${n.attempt}${g===void 0?"":` in run attempt\
 ${g}`}; attempts: ${dt}`,{where:"--attempt"});let J=ft(P),A=zt(J),pt=m.attemptDir(t,J.attempt,J.runAttempt);if(!n.prompt&&
!n.handoff&&!n.record&&!n.log)return Ae(e,m,s,t,D,J,ht(h));let O=await m.getAttempt(t,J.attempt,J.runAttempt).catch(async r=>{
let p=n.log?await at(W(pt,V.log),"utf8").catch(()=>null):null;if(p!==null)return p;throw!(r instanceof d)||!ae(r.code)?r:
new d(r.code,r.message,{...r.where===void 0?{}:{where:r.where},details:[...r.details,ie(s,t)],cause:r})});if(typeof O=="\
string")return Y(e,O,"log"),v.ok;if(O===void 0)throw new d("stage-unknown",`stage ${t} has no ${A}`);let jt=$t(J,ft(D))===
0?wt(O.record,ht(h)):void 0;if(jt!==void 0&&e.stderr(`baton: note: stage ${t} did not run in run attempt ${jt.newerRunAttempt}\
; this is its record of run attempt ${J.runAttempt}: ${ct(jt)}
`),n.prompt){if(O.record.outcome.reason==="render-failed")throw new d("prompt-absent",`stage ${t} ${A} has no prompt: it\
s template could not be rendered`,{details:[...(O.record.outcome.message??"").split(`
`).map(U)]});return Y(e,O.prompt),v.ok}if(n.handoff){if(O.handoff===null)throw Oe(O.record,s);return Y(e,`${JSON.stringify(
O.handoff,null,2)}
`),v.ok}if(n.record)return Y(e,`${JSON.stringify(O.record,null,2)}
`),v.ok;let Ut=await at(W(pt,V.log),"utf8").catch(()=>null);if(Ut!==null)return Y(e,Ut,"log"),v.ok;let Dt=await k(),Ft=Dt.
recordedBy.get(je(t,J.attempt))??(O.record.matrix===null?O.record.job:void 0);if(Ft===void 0&&(y instanceof d||!y.pulled)){
let r=await nt(R,[],k),p=Dt.named.get(O.record.job)??[],w=r.filter(F=>p.includes(F));throw new d("log-absent",`stage ${t}\
 ${A} has no agent log, and the run's events do not say which leg of job ${O.record.job} recorded it, so which job log i\
s its is not known`,{details:[w.length===0?`job logs: ${r.join(", ")||"(none)"}`:`its job's legs' logs: ${w.map(F=>q("ba\
ton",s,F)).join("  \xB7  ")}`]})}let yt=W(R,et(Ft??O.record.job)),Kt=await at(yt,"utf8").catch(()=>null);if(Kt===null){let r=y instanceof
d?void 0:y.pulled;throw r?we(`stage ${t} ${A} has no agent log`,s,r,"a stage's output in its job's log, not in its recor\
d"):new d("log-absent",`stage ${t} ${A} has no agent log, and the log of the job that recorded it is missing too: ${yt}`)}
return Y(e,Kt,"log"),Tt(e,y instanceof d?null:y,yt)}async function ke(e,i,t,n){let f=n.read instanceof d?null:n.read,j=f?.
jobs??[],g=await nt(n.runDir,[t,...j.map(c=>c.id)],n.runLegs);if(g.includes(t)){let c=W(n.runDir,et(t));return Y(e,await at(
c,"utf8"),"log"),n.read instanceof d?bt(e,i,n.read,[]):Tt(e,f,c)}let o=`job logs: ${g.join(", ")||"(none)"}`,s=j.find(c=>c.
id===t);if(s!==void 0&&f?.pulled)throw we(`job ${t} of run ${i} has no job log`,i,f.pulled,"a job's output in its log th\
ere, not in its records");if(s!==void 0){let c=await n.runLegs(),L=c.named.get(t)??(c.results.get(t)??[]).map(h=>h.leg),
y=g.filter(h=>L.includes(h)||h.startsWith(`${t}/`));if(y.length>0){let h=(c.results.get(t)??[]).filter(k=>k.result==="fa\
ilure").map(k=>k.leg),R=y.find(k=>h.includes(k))??y[0],X=Ct(j,t);throw new d("log-absent",X?`job ${t} of run ${i} calls \
a workflow and has no log of its own: each of its jobs has one`:`job ${t} of run ${i} has a log for each of its legs, no\
t one of its own`,{details:[`its ${X?"jobs":"legs"}: ${y.join(", ")}; ${q("baton",i,R)}`]})}throw new d("log-absent",`jo\
b ${t} of run ${i} (${s.result}) has no job log: it printed nothing${It(s)==="running"?" so far":""}`,{details:[o]})}let m=j.
find(c=>c.stages.includes(t));throw m!==void 0||n.stages.includes(t)?new d("job-unknown",`run ${i} has no job or matrix \
leg ${JSON.stringify(t)}: ${t} is a stage`,{details:[...m===void 0?[]:[`the log of job ${m.id}, which recorded it: ${q("\
baton",i,m.id)}`],`its agent log: baton show ${i} ${t} --log`,o]}):new d("job-unknown",`run ${i} has no job or matrix le\
g ${JSON.stringify(t)}${St(t,g)}`,{details:[o]})}function we(e,i,t,n){return new d("log-absent",`${e} here: run ${i} was\
 pulled from GitHub, which keeps ${n}`,{details:[`read it on GitHub: ${U(t.url)}`]})}function Tt(e,i,t){let n=Xt(i?.reason,
t);return n===null?v.ok:(e.stderr(`baton: this job log is incomplete: ${z(n,400)}
`),v.failure)}async function Ae(e,i,t,n,f,j,g){let o=await Promise.all(f.map(u=>i.getAttempt(n,u.attempt,u.runAttempt).catch(
P=>{if(!(P instanceof d))throw P;return P}))),s=o.filter(u=>u!==void 0&&!(u instanceof d)),m=o.filter(u=>u instanceof d).
map(u=>de(t,n,Gt(u),u.code)),c=o[f.findIndex(u=>$t(u,j)===0)],L=Vt(g),y=f.map(u=>it(u,L)).join(", "),h=u=>`attempt ${it(
u,L)}`,R=c instanceof d||c===void 0?s.at(-1):c;if(R===void 0)e.stdout(`stage ${n}
run ${t}  attempts ${y}

`);else{let u=R.record;e.stdout(`stage ${n}  job ${u.job}${u.matrix?`  matrix ${JSON.stringify(u.matrix)}`:""}
`);let P=u.parent?`  (continues run ${u.parent.run})`:"";e.stdout(`run ${t}  hop ${u.hop}${P}  attempts ${y}

`)}f.forEach((u,P)=>{let J=o[P];if(J===void 0)return;if(J instanceof d){e.stdout(`${h(u)}: unreadable (see below)
`);return}let A=J.record,pt=A.verify?`, verify exit ${A.verify.exit_code}`:"";e.stdout(`${h(u)}${A.repair?" (repair turn\
)":""}: ${kt(A.status,A.outcome.reason)}${A.outcome.reason==="cancelled"?"":` (${A.outcome.reason})`}, agent exit ${A.agent.
exit_code??"-"} in ${gt(A.agent.duration_ms)}${pt}
`),A.outcome.message&&e.stdout(`  ${U(A.outcome.message)}
`)});let X=o.at(-1),k=X===void 0||X instanceof d?void 0:wt(X.record,g);if(k!==void 0&&e.stdout(`not run in run attempt ${k.
newerRunAttempt}: ${ct(k)}
`),e.stdout(`
`),c===void 0||c instanceof d)return e.stdout(`${h(j)} cannot be read: nothing more of it to show
`),e.stderr(Mt(t,m)),v.failure;let D=i.attemptDir(n,j.attempt,j.runAttempt),Z=c.record;if(c.handoff?(e.stdout(`summary: ${U(
c.handoff.summary)}
`),c.handoff.next&&e.stdout(`next: ${c.handoff.next.stage}
`)):e.stdout(At(Z).length>0?`no handoff: the one it wrote was refused (see its problems)
`:`no handoff
`),Z.lineage.length>0&&e.stdout(`rendered from: ${pe([...Z.lineage].sort((u,P)=>Pt(u.stage,P.stage)||(u.run_attempt??1)-
(P.run_attempt??1)||u.attempt-P.attempt).map(u=>`${u.stage}#${u.attempt}${u.run_attempt===void 0?"":` of run attempt ${u.
run_attempt}`}`))}
`),Z.problems.length>0){e.stdout(`problems:
`);for(let u of Z.problems)e.stdout(`  ${u.severity}: ${U(Lt(u))}
`)}let dt=[V.record,V.prompt,...c.handoff===null?[]:[V.handoff]];return await Nt(W(D,V.log))&&dt.push(V.log),e.stdout(`
files: ${mt(e.cwd,D)||D}/{${dt.join(",")}}
`),m.length===0?v.ok:(e.stderr(Mt(t,m)),v.failure)}function Oe(e,i){let t=_t(Ot(e)),n=e.run.attempt===1?"":` --run-attem\
pt ${e.run.attempt}`,f=At(e);return f.length>0?new d("handoff-absent",`${t} wrote a handoff that was refused, so none wa\
s kept`,{details:[...f.slice(0,5).map(j=>U(Lt(j))),...f.length>5?[`\u2026 and ${f.length-5} more`]:[],`every problem: ba\
ton show ${i} ${e.stage} --attempt ${e.attempt}${n} --record`]}):new d("handoff-absent",`${t} wrote no handoff (${e.outcome.
reason})`)}function Jt(e,i){let t=e.reason===void 0?"":`: ${z(e.reason,200)}`;return`${e.result}${t}${e.reused?`${t===""?
",":";"}${be(i)}`:""}`}function be(e){return` reused from ${e?`run ${e}`:"the run replayed"}`}function Ct(e,i){return e.
some(t=>t.id.startsWith(`${i}/`))}function _e(e,i,t){let n=(o,s)=>{let m=t.results.get(o)??[];return m.length>0?m:[{leg:o,
result:s}]},j=[...(t.results.get(i)??[]).filter(o=>o.leg!==i),...e.filter(o=>o.id.startsWith(`${i}/`)).flatMap(o=>n(o.id,
o.result))],g=o=>o.split("/");return j.sort((o,s)=>{let[m,c]=[g(o.leg),g(s.leg)];for(let L=0;L<Math.min(m.length,c.length);L++)
if(m[L]!==c[L])return m[L]<c[L]?-1:1;return m.length-c.length})}function xe(e,i){let t=new Map;for(let n of e){if(i.includes(
n.leg)||n.reason===void 0)continue;let f=`${n.result}, ${z(n.reason,200)}`;t.set(f,[...t.get(f)??[],n.leg])}return[...t].
map(([n,f])=>`${f.join(", ")}: ${n}`)}function je(e,i){return`${e}\0${i}`}function Ee(e){let i=new Map,t=new Map,n=[],f=new Map,
j=new Map;for(let g of e.split(`
`))if(/"(run-started|job-legs|job-started|job-finished|step-finished|stage-recorded)"/.test(g))try{let o=JSON.parse(g);if(o.
type==="job-started"&&typeof o.leg=="string")n.push(o.leg);else if(o.type==="stage-recorded"&&typeof o.leg=="string"&&typeof o.
stage=="string"&&typeof o.attempt=="number")j.set(je(o.stage,o.attempt),o.leg);else if(o.type==="step-finished"&&o.outcome===
"failure"&&typeof o.leg=="string"&&typeof o.step=="number"&&!f.has(o.leg))f.set(o.leg,{step:o.step,name:String(o.name),message:typeof o.
message=="string"?o.message:"failed"});else if(o.type==="job-finished"&&typeof o.job=="string"){let s=i.get(o.job)??[],m=typeof o.
reason=="string"?{reason:o.reason}:{},c=o.reused===!0?{reused:!0}:{};i.set(o.job,[...s,{leg:String(o.leg),result:String(
o.result),...m,...c}]);let L=qt.safeParse(o.failed_step).data;typeof o.leg=="string"&&L!==void 0&&!f.has(o.leg)&&f.set(o.
leg,{step:L.step,name:L.name,message:L.message??"failed"})}else if(o.type==="job-legs"&&typeof o.job=="string"&&$e(o.legs))
t.set(o.job,o.legs);else if(o.type==="run-started"&&Array.isArray(o.jobs))for(let s of o.jobs)typeof s?.id=="string"&&$e(
s.legs)&&t.set(s.id,s.legs)}catch{}return{results:i,named:t,started:n,failedSteps:f,recordedBy:j}}function $e(e){return Array.
isArray(e)&&e.every(i=>typeof i=="string")}async function nt(e,i,t){let n=await Le(e).catch(()=>[]),f=[],j=new Set;for(let g of n){
let o=Bt(g);o!==null?f.push(o):g.startsWith(lt.jobLogPrefix)&&g.endsWith(".log")&&j.add(g)}if(j.size>0){let g=await t(),
o=[...g.results.values()].flatMap(s=>s.map(m=>m.leg));for(let s of new Set([...i,...g.started,...o]))j.delete(et(s))&&f.
push(s)}return f.sort(Pt)}function It(e){return e?.result==="running"||e?.result==="interrupted"?e.result:null}function he(e){
return`run the workflow again: ${Yt.run(e===null?"<workflow.yml>":z(e,200))}`}async function Nt(e){return Se(e).then(()=>!0,
()=>!1)}function it(e,i){let{attempt:t,runAttempt:n}="run"in e?{attempt:e.attempt,runAttempt:e.run.attempt}:e;return i||
n!==1?`${t} of run attempt ${n}`:String(t)}export{en as showCommand};

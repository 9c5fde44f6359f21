import{a as xt,b as q}from"./chunk-AFLIMYGV.js";import{b as vt}from"./chunk-U2EFMNNK.js";import{a as Pt,b as pe}from"./chunk-Q4L5T5GK.js";
import{a as fe}from"./chunk-64NCCVQ7.js";import{b as ct}from"./chunk-4UHJJWGH.js";import{b as Et,f as z,g as Mt,
h as ce,i as bt}from"./chunk-JZ32DID6.js";import{b as re,c as se,d as ae,e as ie,f as de,g as ue,h as le}from"./chunk-RL3MLW7I.js";
import{d as Qt,e as ht,f as Vt,g as wt,h as Zt,i as ft}from"./chunk-FKQNWEK2.js";import{a as ge,b as me}from"./chunk-4TQAME65.js";
import"./chunk-XUTR3HVW.js";import"./chunk-EXJPGJCY.js";import{f as te,i as ee,j as ne,l as oe}from"./chunk-NVUCVQM3.js";
import{c as qt}from"./chunk-4O2PI65S.js";import{A as zt,B as _t,L as Xt,m as kt,n as At,x as $t,y as lt,z as Ot}from"./chunk-FPHKCJVG.js";
import"./chunk-RBL3FFHZ.js";import"./chunk-6RREDHNG.js";import{a as Yt}from"./chunk-LS2NIP65.js";import{
a as Y}from"./chunk-37MJCIRR.js";import{a as F}from"./chunk-HDT3FCLQ.js";import{i as Lt}from"./chunk-56XQEZWE.js";
import"./chunk-TR6ONM2E.js";import"./chunk-FCWOFCWY.js";import"./chunk-DA5X62VC.js";import{d as St}from"./chunk-TIXFR75A.js";
import{d,f as Gt}from"./chunk-OKFZ7BVP.js";import{b as J}from"./chunk-OU33NO3O.js";import"./chunk-5A7QKWCT.js";
import"./chunk-X3WXZ7VZ.js";import{V as ut,W as nt,X as Bt,t as Z,w as Ht}from"./chunk-VTCVQFHR.js";import"./chunk-3NR5HZ6E.js";import{access as Se,readdir as Le,readFile as at}from"node:fs/promises";import{join as W,relative as gt}from"node:path";async function en(e,i,t,n={}){let f=["prompt","handoff","record","log"].filter(r=>n[r]);if(f.length+(n.jobLog?1:0)>1)throw new d(
"usage",`give at most one of --prompt, --handoff, --record, --log, ${xt}`);if(n.jobLog&&t===void 0)throw new d("usage",`${xt}\
 needs a job: ${q("baton",i,"<job>")}`);if(n.jobLog&&n.attempt!==void 0)throw new d("usage",`a job log has no attempts (\
a stage's agent log has: baton show ${i} <stage> --log --attempt ${n.attempt})`,{where:"--attempt"});if(n.jobLog&&n.runAttempt!==
void 0)throw new d("usage",`a job log has no run attempts: it is of the run as it ran here, and a run pulled from GitHub\
 has none (a stage's record has: baton show ${i} <stage> --run-attempt ${n.runAttempt})`,{where:"--run-attempt"});if(f.length===
1&&t===void 0)throw new d("usage",`--${f[0]} needs a stage: baton show ${i} <stage> --${f[0]}`);if(n.attempt!==void 0&&t===
void 0)throw new d("usage",`--attempt needs a stage: baton show ${i} <stage> --attempt ${n.attempt}`);if(n.runAttempt!==
void 0&&t===void 0)throw new d("usage",`--run-attempt needs a stage: baton show ${i} <stage> --run-attempt ${n.runAttempt}`);
let b=n.attempt===void 0?void 0:Et(n.attempt,"--attempt"),g=n.runAttempt===void 0?void 0:Et(n.runAttempt,"--run-attempt"),
o=te.forProject(e.cwd);await fe(e,o);let s=await o.resolve(i),m=await o.open(s),c,L=()=>(c??=ge(o,s),c),j=await me(o,s,L),
h=await m.list(),R=o.runDir(s),X,k=()=>(X??=L().then(Ee),X);if(n.jobLog&&t!==void 0)return ke(e,s,t,{read:j,stages:[...new Set(
h.map(r=>r.stage))],runDir:R,runLegs:k});if(t===void 0){let r=j instanceof d?null:j;if(r===null)e.stdout(`run ${s}  (its\
 ${Ht} cannot be read: see below)
`);else{e.stdout(`run ${s}  ${F(r.workflow)}  ${ne(r)}`),r.duration_ms!==null&&e.stdout(` in ${ct(r.duration_ms)}`),e.stdout(
`
started ${r.started_at}${r.replay_of?`, replay of ${r.replay_of}`:""}
`),r.pulled&&e.stdout(`pulled ${r.pulled.pulled_at} from ${F(r.pulled.url)} (run ${r.pulled.run_id} of ${F(r.pulled.repository)}\
): its records only, no job logs
`);let l=ee(r);l!==null&&e.stdout(`${oe(l,R)}
`),r.reason!==void 0&&e.stdout(`failed outside its jobs: ${F(r.reason).replaceAll(`
`,`
  `)}
`)}e.stdout(`records in ${gt(e.cwd,R)||R}

`);let p=await re(m,r,h),y=p.unreadable.map(l=>l.reason),E=p.notStored?.records??[],O=[];for(let l of r?.jobs??[]){let x=[
...new Set(E.filter(v=>v.job===l.id&&!l.stages.includes(v.stage)).map(v=>v.stage))].map(v=>`${v} (not stored)`);O.push([
l.id,`${l.result}${l.reused?" (reused)":""}`,[...l.stages,...x].join(", ")])}O.length>0&&e.stdout(vt(["JOB","RESULT","ST\
AGES"],O));let Q=[...new Set([...h.map(l=>l.stage),...p.missing.map(l=>l.stage),...E.map(l=>l.stage)])].sort(Qt);if(Q.length>
0){O.length>0&&e.stdout(`
`);let l=new Set((r?.jobs??[]).flatMap($=>$.reused?$.stages:[])),x=Zt(p.records,h),v=h.some($=>$.runAttempt>1),G=[];for(let $ of Q){
if(p.missing.some(P=>P.stage===$)){G.push([$,"missing","","","","(see below)"]);continue}let N=E.filter(P=>P.stage===$).
length;if(!h.some(P=>P.stage===$)){G.push([$,"not stored","","","","(see below)"]);continue}let K=lt(h.filter(P=>P.stage===
$)),V=p.unreadable.filter(P=>P.stage===$).length,rt=p.records.find(P=>$t(Ot(P.record),K)===0);if(rt===void 0){G.push([$,
"unreadable","",it(K,v),"","(see below)"]);continue}let H=rt.record,dt=x.get($);if(dt!==void 0){G.push([$,`not run in ru\
n attempt ${dt.newerRunAttempt}`,"superseded",it(K,v),ct(H.agent.duration_ms),z(`(last ran in run attempt ${H.run.attempt}\
) ${rt.handoff?.summary??""}`,80)]);continue}G.push([$,`${kt(H.status,H.outcome.reason)}${l.has($)?" (reused)":""}`,H.outcome.
reason,[it(H,v),...V===0?[]:[`(${V} unreadable)`],...N===0?[]:[`(${N} more not stored)`]].join(" "),ct(H.agent.duration_ms),
z(rt.handoff?.summary??"",80)])}e.stdout(vt(["STAGE","STATUS","OUTCOME","ATTEMPTS","AGENT","SUMMARY"],G));for(let[$,N]of x)
e.stdout(`
${$}: not run in run attempt ${N.newerRunAttempt}: ${ft(N)}
`)}let M=await ot(R,(r?.jobs??[]).map(l=>l.id),k);if(M.length>0){let l=M.length>12?`${M.slice(0,12).join(", ")}, \u2026`:
M.join(", "),x=gt(e.cwd,W(R,nt("<job>")));e.stdout(`
job logs: ${F(l)} (${x}; ${q("baton",s,"<job>")})
`)}for(let l of[ut.report,ut.summary])await Nt(W(R,l))&&e.stdout(`
${l}: ${gt(e.cwd,W(R,l))}
`);return bt(e,s,j instanceof d?j:null,y,p.notStored)}let I=h.filter(r=>r.stage===t);if(I.length===0){let r=[...new Set(
h.map(a=>a.stage))],p=n.prompt?"prompt":n.handoff?"handoff":n.record?"record":null;if(j instanceof d){if(!(await ot(R,[t],
k)).includes(t))throw j;if(p===null)return Y(e,await at(W(R,nt(t)),"utf8"),"log"),bt(e,s,j,[]);throw e.stderr(ce(j)),new d(
"stage-unknown",`run ${s} has no stage ${t}, so it has no ${p}: ${t} has a job log, and no record`,{details:[`its log: b\
aton show ${s} ${t}`,`stages: ${r.join(", ")||"(none)"}`]})}let y=j,E=await se(R,y),O=E?.records.find(a=>a.stage===t);if(E!==
null&&O!==void 0&&!(n.log&&(await ot(R,[t],k)).includes(t))){let a=(await ot(R,[O.job],k)).includes(O.job);throw new d("\
record-not-stored",`${_t({...O,runAttempt:1})} (job ${O.job}) of run ${s} was never stored, so it has no ${p??(n.log?"lo\
g":"attempts")} to show: ${O.why}`,{details:[E.fix,...a?[`the log of job ${O.job}: ${q("baton",s,O.job)}`]:[],`stages: ${r.
join(", ")||"(none)"}`]})}let[Q]=await ue(m,y.jobs.filter(a=>a.stages.includes(t)).map(a=>({...a,stages:[t]})),h);if(Q!==
void 0){let a=y.jobs.find(S=>S.id===Q.job);throw le(s,Q,a?.result??"unknown",[`replay from that stage, to run it again: \
baton replay ${s} --from ${t}`,`stages: ${r.join(", ")||"(none)"}`])}let M=await ot(R,[t,...y.jobs.map(a=>a.id)],k);if(M.
includes(t)&&p===null){if(b!==void 0)throw new d("usage",`${t} recorded no stage, and its job log has no attempts: baton\
 show ${s} ${t}`,{where:"--attempt"});let a=W(R,nt(t));return Y(e,await at(a,"utf8"),"log"),Tt(e,y,a)}let l=y.jobs.find(
a=>a.id===t),x=await k(),v=l===void 0?y.jobs.flatMap(a=>{let S=x.results.get(a.id)?.find(U=>U.leg===t);return S===void 0?
[]:[{job:a,run:S}]}):[],G=l===void 0&&v.length===1?v[0]:void 0;if(p!==null&&M.includes(t)&&(l!==void 0||G!==void 0)){let a=l===
void 0?[]:x.results.get(l.id)??[],S=a.length>0&&a.every(st=>st.reused===!0),U=l!==void 0?`job ${t} of run ${s} (${l.result}${S?
`,${be(y.replay_of)}`:""})`:`leg ${t} of job ${G.job.id} of run ${s} (${Jt(G.run,y.replay_of)})`,B=x.failedSteps.get(t),
D=It(l);throw new d("stage-unknown",D==="running"?`${U} has recorded no stage so far, so it has no ${p} yet`:D==="interr\
upted"?`${U} recorded no stage before the run was interrupted, so it has no ${p}`:`${U} recorded no stage, so it has no ${p}`,
{details:[...B===void 0?[]:[`its step ${B.step+1} (${z(B.name,80)}) failed before it recorded one: ${z(B.message,300)}`],
...D===null?[]:[`a stage's prompt, handoff and record are stored when its attempt ends${D==="interrupted"?": the run's p\
rocess ended first":""}`],`its log${D==="running"?" so far":""}: baton show ${s} ${t}`,...D==="interrupted"?[he(y.workflow_path)]:
[],`stages: ${r.join(", ")||"(none)"}`]})}let $=v.find(a=>Ct(y.jobs,a.job.id)),N=l??$?.job,K=N===void 0||!Ct(y.jobs,N.id)?
[]:_e(y.jobs,N.id,x).filter(a=>$===void 0||a.leg.startsWith(`${t}/`));if(N!==void 0&&(K.length>0||$!==void 0)){let a=$===
void 0?`job ${t} of run ${s} (${N.result})`:`leg ${t} of job ${N.id} of run ${s} (${Jt($.run,y.replay_of)})`;if(K.length===
0){if(n.prompt||n.handoff||n.record)throw new d("stage-unknown",`${a} calls a workflow; it ran none of its jobs`,{details:[
`stages: ${r.join(", ")||"(none)"}`]});return e.stdout(`${a} calls a workflow; it ran none of its jobs
`),J.ok}let S=K.filter(w=>M.includes(w.leg)),U=S.find(w=>w.result==="failure")??S[0],B=`${U===void 0?"":`a job's log: ba\
ton show ${s} ${U.leg}; `}the stages they recorded: baton show ${s}`;if(n.prompt||n.handoff||n.record)throw new d("stage\
-unknown",`${a} calls a workflow; its jobs: ${K.map(w=>`${w.leg} (${w.result})`).join(", ")}`,{details:[B,`stages: ${r.join(
", ")||"(none)"}`]});let D=Math.max(...K.map(w=>w.leg.length)),st=Math.max(...K.map(w=>w.result.length));return e.stdout(
[`${a} calls a workflow; its jobs:`,...K.map(w=>w.reason===void 0?`  ${w.leg.padEnd(D)}  ${w.result}`:`  ${w.leg.padEnd(
D)}  ${w.result.padEnd(st)}  ${z(w.reason,200)}`),B,""].join(`
`)),J.ok}let V=$===void 0&&!M.includes(t)?v[0]:void 0;if(V!==void 0){let S=(x.results.get(V.job.id)??[]).filter(w=>M.includes(
w.leg)),U=S.filter(w=>w.result==="failure").map(w=>w.leg),B=U[0]??S[0]?.leg,D=`leg ${t} of job ${V.job.id} of run ${s} (${Jt(
V.run,y.replay_of)}): it has no log`,st=B===void 0?[]:[`job ${V.job.id} ran as matrix legs ${S.map(w=>w.leg).join(", ")}${U.
length>0?` (failed: ${U.join(", ")})`:""}: ${q("baton",s,B)}`];if(p!==null)throw new d("stage-unknown",D,{details:[...st,
`stages: ${r.join(", ")||"(none)"}`]});return e.stdout([D,...st,""].join(`
`)),J.ok}let rt=new Set((x.results.get(t)??[]).map(a=>a.leg)),H=x.named.get(t),dt=a=>rt.has(a)||(H===void 0?a===t||a.startsWith(
`${t}-`):H.includes(a)),P=xe(x.results.get(t)??[],M);if(l!==void 0&&!M.some(dt)){let a=W(R,ut.report),S=It(l);throw new d(
"stage-unknown",S==="running"?`job ${t} of run ${s} (running) has recorded no stage and printed nothing so far`:S==="int\
errupted"?`job ${t} of run ${s} (interrupted) recorded no stage and printed nothing before the run was interrupted: it h\
as no job log`:`job ${t} of run ${s} (${l.result}) recorded no stage and printed nothing: it has no job log`,{details:[...P,
...await Nt(a)?[`the report it may have written: ${gt(e.cwd,a)}`]:[],...S==="running"?[`its steps' output goes to its lo\
g as they print: baton show ${s} ${t}`]:S==="interrupted"?[he(y.workflow_path)]:[],`stages: ${r.join(", ")||"(none)"}`]})}
let et=M.filter(a=>a!==t&&dt(a)),Rt=(x.results.get(t)??[]).filter(a=>a.result==="failure").map(a=>a.leg),ye=et.find(a=>Rt.
includes(a))??et[0],Wt=et.length===0?[]:[`ran as matrix legs ${et.join(", ")}${Rt.length>0?` (failed: ${Rt.join(", ")})`:
""}: ${q("baton",s,ye)}`,...P];if(et.length>0&&p===null)return e.stdout(`job ${t} of run ${s} ${Wt.map((a,S)=>S===0?a:` \
 ${a}`).join(`
`)}
`),J.ok;let Re=et.length>0?"":St(t,[...r,...M].filter(a=>a!==t));throw new d("stage-unknown",`run ${s} has no stage ${JSON.
stringify(t)}${Re}`,{details:[...et.length>0?[`job ${t} ${Wt[0]}`,...P]:[],`stages: ${r.join(", ")||"(none)"}`,`job logs\
: ${M.join(", ")||"(none)"}`]})}let tt=h.some(r=>r.runAttempt>1),mt=I.map(r=>it(r,tt)).join(", "),u=g===void 0?I:I.filter(
r=>r.runAttempt===g);if(u.length===0){let r=lt(I),p=[...new Set(I.map(O=>O.runAttempt))].sort((O,Q)=>O-Q),y=await m.getAttempt(
t,r.attempt,r.runAttempt).catch(()=>{}),E=y===void 0?void 0:wt(y.record,ht(h));throw new d("usage",`stage ${t} has no re\
cord in run attempt ${g}; it has records in run attempt${p.length===1?"":"s"} ${p.join(", ")}`,{where:"--run-attempt",details:[
...E===void 0||E.newerRunAttempt!==g?[]:[`it did not run in run attempt ${g}: ${ft(E)}`],`its newest record: baton show ${s}\
 ${t}${r.runAttempt===1?"":` --run-attempt ${r.runAttempt}`}`]})}let T=b===void 0?u:u.filter(r=>r.attempt===b);if(T.length===
0)throw new d("usage",`stage ${t} has no attempt ${n.attempt}${g===void 0?"":` in run attempt ${g}`}; attempts: ${mt}`,{
where:"--attempt"});let C=lt(T),A=zt(C),pt=m.attemptDir(t,C.attempt,C.runAttempt);if(!n.prompt&&!n.handoff&&!n.record&&!n.
log)return Ae(e,m,s,t,I,C,ht(h));let _=await m.getAttempt(t,C.attempt,C.runAttempt).catch(async r=>{let p=n.log?await at(
W(pt,Z.log),"utf8").catch(()=>null):null;if(p!==null)return p;throw!(r instanceof d)||!ae(r.code)?r:new d(r.code,r.message,
{...r.where===void 0?{}:{where:r.where},details:[...r.details,ie(s,t)],cause:r})});if(typeof _=="string")return Y(e,_,"l\
og"),J.ok;if(_===void 0)throw new d("stage-unknown",`stage ${t} has no ${A}`);let jt=$t(C,lt(I))===0?wt(_.record,ht(h)):
void 0;if(jt!==void 0&&e.stderr(`baton: note: stage ${t} did not run in run attempt ${jt.newerRunAttempt}; this is its r\
ecord of run attempt ${C.runAttempt}: ${ft(jt)}
`),n.prompt){if(_.record.outcome.reason==="render-failed")throw new d("prompt-absent",`stage ${t} ${A} has no prompt: it\
s template could not be rendered`,{details:[...(_.record.outcome.message??"").split(`
`).map(F)]});return Y(e,_.prompt),J.ok}if(n.handoff){if(_.handoff===null)throw Oe(_.record,s);return Y(e,`${JSON.stringify(
_.handoff,null,2)}
`),J.ok}if(n.record)return Y(e,`${JSON.stringify(_.record,null,2)}
`),J.ok;let Ut=await at(W(pt,Z.log),"utf8").catch(()=>null);if(Ut!==null)return Y(e,Ut,"log"),J.ok;let Dt=await k(),Ft=Dt.
recordedBy.get(je(t,C.attempt))??(_.record.matrix===null?_.record.job:void 0);if(Ft===void 0&&(j instanceof d||!j.pulled)){
let r=await ot(R,[],k),p=Dt.named.get(_.record.job)??[],y=r.filter(E=>p.includes(E));throw new d("log-absent",`stage ${t}\
 ${A} has no agent log, and the run's events do not say which leg of job ${_.record.job} recorded it, so which job log i\
s its is not known`,{details:[y.length===0?`job logs: ${r.join(", ")||"(none)"}`:`its job's legs' logs: ${y.map(E=>q("ba\
ton",s,E)).join("  \xB7  ")}`]})}let yt=W(R,nt(Ft??_.record.job)),Kt=await at(yt,"utf8").catch(()=>null);if(Kt===null){let r=j instanceof
d?void 0:j.pulled;throw r?we(`stage ${t} ${A} has no agent log`,s,r,"a stage's output in its job's log, not in its recor\
d"):new d("log-absent",`stage ${t} ${A} has no agent log, and the log of the job that recorded it is missing too: ${yt}`)}
return Y(e,Kt,"log"),Tt(e,j instanceof d?null:j,yt)}async function ke(e,i,t,n){let f=n.read instanceof d?null:n.read,b=f?.
jobs??[],g=await ot(n.runDir,[t,...b.map(c=>c.id)],n.runLegs);if(g.includes(t)){let c=W(n.runDir,nt(t));return Y(e,await at(
c,"utf8"),"log"),n.read instanceof d?bt(e,i,n.read,[]):Tt(e,f,c)}let o=`job logs: ${g.join(", ")||"(none)"}`,s=b.find(c=>c.
id===t);if(s!==void 0&&f?.pulled)throw we(`job ${t} of run ${i} has no job log`,i,f.pulled,"a job's output in its log th\
ere, not in its records");if(s!==void 0){let c=await n.runLegs(),L=c.named.get(t)??(c.results.get(t)??[]).map(h=>h.leg),
j=g.filter(h=>L.includes(h)||h.startsWith(`${t}/`));if(j.length>0){let h=(c.results.get(t)??[]).filter(k=>k.result==="fa\
ilure").map(k=>k.leg),R=j.find(k=>h.includes(k))??j[0],X=Ct(b,t);throw new d("log-absent",X?`job ${t} of run ${i} calls \
a workflow and has no log of its own: each of its jobs has one`:`job ${t} of run ${i} has a log for each of its legs, no\
t one of its own`,{details:[`its ${X?"jobs":"legs"}: ${j.join(", ")}; ${q("baton",i,R)}`]})}throw new d("log-absent",`jo\
b ${t} of run ${i} (${s.result}) has no job log: it printed nothing${It(s)==="running"?" so far":""}`,{details:[o]})}let m=b.
find(c=>c.stages.includes(t));throw m!==void 0||n.stages.includes(t)?new d("job-unknown",`run ${i} has no job or matrix \
leg ${JSON.stringify(t)}: ${t} is a stage`,{details:[...m===void 0?[]:[`the log of job ${m.id}, which recorded it: ${q("\
baton",i,m.id)}`],`its agent log: baton show ${i} ${t} --log`,o]}):new d("job-unknown",`run ${i} has no job or matrix le\
g ${JSON.stringify(t)}${St(t,g)}`,{details:[o]})}function we(e,i,t,n){return new d("log-absent",`${e} here: run ${i} was\
 pulled from GitHub, which keeps ${n}`,{details:[`read it on GitHub: ${F(t.url)}`]})}function Tt(e,i,t){let n=Xt(i?.reason,
t);return n===null?J.ok:(e.stderr(`baton: this job log is incomplete: ${z(n,400)}
`),J.failure)}async function Ae(e,i,t,n,f,b,g){let o=await Promise.all(f.map(u=>i.getAttempt(n,u.attempt,u.runAttempt).catch(
T=>{if(!(T instanceof d))throw T;return T}))),s=o.filter(u=>u!==void 0&&!(u instanceof d)),m=o.filter(u=>u instanceof d).
map(u=>de(t,n,Gt(u),u.code)),c=o[f.findIndex(u=>$t(u,b)===0)],L=Vt(g),j=f.map(u=>it(u,L)).join(", "),h=u=>`attempt ${it(
u,L)}`,R=c instanceof d||c===void 0?s.at(-1):c;if(R===void 0)e.stdout(`stage ${n}
run ${t}  attempts ${j}

`);else{let u=R.record;e.stdout(`stage ${n}  job ${u.job}${u.matrix?`  matrix ${JSON.stringify(u.matrix)}`:""}
`);let T=u.parent?`  (continues run ${u.parent.run})`:"";e.stdout(`run ${t}  hop ${u.hop}${T}  attempts ${j}

`)}f.forEach((u,T)=>{let C=o[T];if(C===void 0)return;if(C instanceof d){e.stdout(`${h(u)}: unreadable (see below)
`);return}let A=C.record,pt=A.verify?`, verify exit ${A.verify.exit_code}`:"";e.stdout(`${h(u)}${A.repair?" (repair turn\
)":""}: ${kt(A.status,A.outcome.reason)}${A.outcome.reason==="cancelled"?"":` (${A.outcome.reason})`}, agent exit ${A.agent.
exit_code??"-"} in ${ct(A.agent.duration_ms)}${pt}
`),A.outcome.message&&e.stdout(`  ${F(A.outcome.message)}
`)});let X=o.at(-1),k=X===void 0||X instanceof d?void 0:wt(X.record,g);if(k!==void 0&&e.stdout(`not run in run attempt ${k.
newerRunAttempt}: ${ft(k)}
`),e.stdout(`
`),c===void 0||c instanceof d)return e.stdout(`${h(b)} cannot be read: nothing more of it to show
`),e.stderr(Mt(t,m)),J.failure;let I=i.attemptDir(n,b.attempt,b.runAttempt),tt=c.record;if(c.handoff?(e.stdout(`summary:\
 ${F(c.handoff.summary)}
`),c.handoff.next&&e.stdout(`next: ${c.handoff.next.stage}
`)):e.stdout(At(tt).length>0?`no handoff: the one it wrote was refused (see its problems)
`:`no handoff
`),tt.lineage.length>0&&e.stdout(`rendered from: ${pe([...tt.lineage].sort((u,T)=>Pt(u.stage,T.stage)||(u.run_attempt??1)-
(T.run_attempt??1)||u.attempt-T.attempt).map(u=>`${u.stage}#${u.attempt}${u.run_attempt===void 0?"":` of run attempt ${u.
run_attempt}`}`))}
`),tt.problems.length>0){e.stdout(`problems:
`);for(let u of tt.problems)e.stdout(`  ${u.severity}: ${F(Lt(u))}
`)}let mt=[Z.record,Z.prompt,...c.handoff===null?[]:[Z.handoff]];return await Nt(W(I,Z.log))&&mt.push(Z.log),e.stdout(`
files: ${gt(e.cwd,I)||I}/{${mt.join(",")}}
`),m.length===0?J.ok:(e.stderr(Mt(t,m)),J.failure)}function Oe(e,i){let t=_t(Ot(e)),n=e.run.attempt===1?"":` --run-attem\
pt ${e.run.attempt}`,f=At(e);return f.length>0?new d("handoff-absent",`${t} wrote a handoff that was refused, so none wa\
s kept`,{details:[...f.slice(0,5).map(b=>F(Lt(b))),...f.length>5?[`\u2026 and ${f.length-5} more`]:[],`every problem: ba\
ton show ${i} ${e.stage} --attempt ${e.attempt}${n} --record`]}):new d("handoff-absent",`${t} wrote no handoff (${e.outcome.
reason})`)}function Jt(e,i){let t=e.reason===void 0?"":`: ${z(e.reason,200)}`;return`${e.result}${t}${e.reused?`${t===""?
",":";"}${be(i)}`:""}`}function be(e){return` reused from ${e?`run ${e}`:"the run replayed"}`}function Ct(e,i){return e.
some(t=>t.id.startsWith(`${i}/`))}function _e(e,i,t){let n=(o,s)=>{let m=t.results.get(o)??[];return m.length>0?m:[{leg:o,
result:s}]},b=[...(t.results.get(i)??[]).filter(o=>o.leg!==i),...e.filter(o=>o.id.startsWith(`${i}/`)).flatMap(o=>n(o.id,
o.result))],g=o=>o.split("/");return b.sort((o,s)=>{let[m,c]=[g(o.leg),g(s.leg)];for(let L=0;L<Math.min(m.length,c.length);L++)
if(m[L]!==c[L])return m[L]<c[L]?-1:1;return m.length-c.length})}function xe(e,i){let t=new Map;for(let n of e){if(i.includes(
n.leg)||n.reason===void 0)continue;let f=`${n.result}, ${z(n.reason,200)}`;t.set(f,[...t.get(f)??[],n.leg])}return[...t].
map(([n,f])=>`${f.join(", ")}: ${n}`)}function je(e,i){return`${e}\0${i}`}function Ee(e){let i=new Map,t=new Map,n=[],f=new Map,
b=new Map;for(let g of e.split(`
`))if(/"(run-started|job-legs|job-started|job-finished|step-finished|stage-recorded)"/.test(g))try{let o=JSON.parse(g);if(o.
type==="job-started"&&typeof o.leg=="string")n.push(o.leg);else if(o.type==="stage-recorded"&&typeof o.leg=="string"&&typeof o.
stage=="string"&&typeof o.attempt=="number")b.set(je(o.stage,o.attempt),o.leg);else if(o.type==="step-finished"&&o.outcome===
"failure"&&typeof o.leg=="string"&&typeof o.step=="number"&&!f.has(o.leg))f.set(o.leg,{step:o.step,name:String(o.name),message:typeof o.
message=="string"?o.message:"failed"});else if(o.type==="job-finished"&&typeof o.job=="string"){let s=i.get(o.job)??[],m=typeof o.
reason=="string"?{reason:o.reason}:{},c=o.reused===!0?{reused:!0}:{};i.set(o.job,[...s,{leg:String(o.leg),result:String(
o.result),...m,...c}]);let L=qt.safeParse(o.failed_step).data;typeof o.leg=="string"&&L!==void 0&&!f.has(o.leg)&&f.set(o.
leg,{step:L.step,name:L.name,message:L.message??"failed"})}else if(o.type==="job-legs"&&typeof o.job=="string"&&$e(o.legs))
t.set(o.job,o.legs);else if(o.type==="run-started"&&Array.isArray(o.jobs))for(let s of o.jobs)typeof s?.id=="string"&&$e(
s.legs)&&t.set(s.id,s.legs)}catch{}return{results:i,named:t,started:n,failedSteps:f,recordedBy:b}}function $e(e){return Array.
isArray(e)&&e.every(i=>typeof i=="string")}async function ot(e,i,t){let n=await Le(e).catch(()=>[]),f=[],b=new Set;for(let g of n){
let o=Bt(g);o!==null?f.push(o):g.startsWith(ut.jobLogPrefix)&&g.endsWith(".log")&&b.add(g)}if(b.size>0){let g=await t(),
o=[...g.results.values()].flatMap(s=>s.map(m=>m.leg));for(let s of new Set([...i,...g.started,...o]))b.delete(nt(s))&&f.
push(s)}return f.sort(Pt)}function It(e){return e?.result==="running"||e?.result==="interrupted"?e.result:null}function he(e){
return`run the workflow again: ${Yt.run(e===null?"<workflow.yml>":z(e,200))}`}async function Nt(e){return Se(e).then(()=>!0,
()=>!1)}function it(e,i){let{attempt:t,runAttempt:n}="run"in e?{attempt:e.attempt,runAttempt:e.run.attempt}:e;return i||
n!==1?`${t} of run attempt ${n}`:String(t)}export{en as showCommand};

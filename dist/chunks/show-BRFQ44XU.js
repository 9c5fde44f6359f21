import{a as Ot,b as Q}from"./chunk-AFLIMYGV.js";import{b as Et}from"./chunk-H6WYHTE2.js";import{a as vt,b as le}from"./chunk-Q4L5T5GK.js";
import{b as ft}from"./chunk-JIHVCHZF.js";import{a as ae}from"./chunk-Q2TZSLBA.js";import{b as _t,f as z,g as xt,
h as ie,i as $t}from"./chunk-IQNVHVL5.js";import{a as de,b as ue}from"./chunk-WVPTD3PQ.js";import"./chunk-DM5RCSEP.js";
import"./chunk-U776URLR.js";import{b as Zt,c as te,d as ee,e as ne,f as oe,g as re,h as se}from"./chunk-NDKLJEIB.js";
import{f as Xt,i as qt,j as Qt,l as Vt}from"./chunk-FAQWOPXZ.js";import{c as Yt}from"./chunk-WEXUP4CD.js";import{
d as Ht,e as kt,g as At,h as Bt,i as pt,j as zt}from"./chunk-3AWORVJ4.js";import{A as Kt,B as Lt,L as Gt,m as jt,n as yt,
x as Rt,y as mt,z as St}from"./chunk-P5WILCBV.js";import"./chunk-RBL3FFHZ.js";import"./chunk-6RREDHNG.js";
import{a as Y}from"./chunk-GEAO6DK6.js";import{a as I}from"./chunk-HDT3FCLQ.js";import{g as bt}from"./chunk-NINDYNX2.js";
import"./chunk-FCWOFCWY.js";import{i as wt}from"./chunk-YFTXPYAX.js";import{d,f as Dt}from"./chunk-OKFZ7BVP.js";
import{b as x}from"./chunk-GKGC5SYD.js";import"./chunk-5A7QKWCT.js";import{V as lt,W as et,X as Wt,t as q,w as Ft}from"./chunk-RHKLK6JY.js";
import"./chunk-3NR5HZ6E.js";import{access as he,readdir as we,readFile as st}from"node:fs/promises";import{join as F,relative as ct}from"node:path";async function Xe(e,u,t,n={}){let g=["prompt","handoff","record","log"].filter(o=>n[o]);if(g.length+(n.jobLog?1:0)>1)throw new d(
"usage",`give at most one of --prompt, --handoff, --record, --log, ${Ot}`);if(n.jobLog&&t===void 0)throw new d("usage",`${Ot}\
 needs a job: ${Q("baton",u,"<job>")}`);if(n.jobLog&&n.attempt!==void 0)throw new d("usage",`a job log has no attempts (\
a stage's agent log has: baton show ${u} <stage> --log --attempt ${n.attempt})`,{where:"--attempt"});if(g.length===1&&t===
void 0)throw new d("usage",`--${g[0]} needs a stage: baton show ${u} <stage> --${g[0]}`);if(n.attempt!==void 0&&t===void 0)
throw new d("usage",`--attempt needs a stage: baton show ${u} <stage> --attempt ${n.attempt}`);if(n.runAttempt!==void 0&&
t===void 0)throw new d("usage",`--run-attempt needs a stage: baton show ${u} <stage> --run-attempt ${n.runAttempt}`);let b=n.
attempt===void 0?void 0:_t(n.attempt,"--attempt"),r=n.runAttempt===void 0?void 0:_t(n.runAttempt,"--run-attempt"),l=Xt.forProject(
e.cwd);await ae(e,l);let a=await l.resolve(u),m=await l.open(a),c,E=()=>(c??=de(l,a),c),j=await ue(l,a,E),w=await m.list(),
y=l.runDir(a),P,N=()=>(P??=E().then(Le),P);if(n.jobLog&&t!==void 0)return be(e,a,t,{read:j,stages:[...new Set(w.map(o=>o.
stage))],runDir:y,runLegs:N});if(t===void 0){let o=j instanceof d?null:j;if(o===null)e.stdout(`run ${a}  (its ${Ft} cann\
ot be read: see below)
`);else{e.stdout(`run ${a}  ${I(o.workflow)}  ${Qt(o)}`),o.duration_ms!==null&&e.stdout(` in ${ft(o.duration_ms)}`),e.stdout(
`
started ${o.started_at}${o.replay_of?`, replay of ${o.replay_of}`:""}
`),o.pulled&&e.stdout(`pulled ${o.pulled.pulled_at} from ${I(o.pulled.url)} (run ${o.pulled.run_id} of ${I(o.pulled.repository)}\
): its records only, no job logs
`);let f=qt(o);f!==null&&e.stdout(`${Vt(f,y)}
`),o.reason!==void 0&&e.stdout(`failed outside its jobs: ${I(o.reason).replaceAll(`
`,`
  `)}
`)}e.stdout(`records in ${ct(e.cwd,y)||y}

`);let $=await Zt(m,o,w),R=$.unreadable.map(f=>f.reason),Z=$.notStored?.records??[],M=[];for(let f of o?.jobs??[]){let k=[
...new Set(Z.filter(O=>O.job===f.id&&!f.stages.includes(O.stage)).map(O=>O.stage))].map(O=>`${O} (not stored)`);M.push([
f.id,`${f.result}${f.reused?" (reused)":""}`,[...f.stages,...k].join(", ")])}M.length>0&&e.stdout(Et(["JOB","RESULT","ST\
AGES"],M));let nt=[...new Set([...w.map(f=>f.stage),...$.missing.map(f=>f.stage),...Z.map(f=>f.stage)])].sort(Ht);if(nt.
length>0){M.length>0&&e.stdout(`
`);let f=new Set((o?.jobs??[]).flatMap(p=>p.reused?p.stages:[])),k=Bt($.records,w),O=w.some(p=>p.runAttempt>1),G=[];for(let p of nt){
if($.missing.some(_=>_.stage===p)){G.push([p,"missing","","","","(see below)"]);continue}let J=Z.filter(_=>_.stage===p).
length;if(!w.some(_=>_.stage===p)){G.push([p,"not stored","","","","(see below)"]);continue}let D=mt(w.filter(_=>_.stage===
p)),X=$.unreadable.filter(_=>_.stage===p).length,ot=$.records.find(_=>Rt(St(_.record),D)===0);if(ot===void 0){G.push([p,
"unreadable","",it(D,O),"","(see below)"]);continue}let H=ot.record,ut=k.get(p);if(ut!==void 0){G.push([p,`not run in ru\
n attempt ${ut.newerRunAttempt}`,"superseded",it(D,O),ft(H.agent.duration_ms),z(`(last ran in run attempt ${H.run.attempt}\
) ${ot.handoff?.summary??""}`,80)]);continue}G.push([p,`${jt(H.status,H.outcome.reason)}${f.has(p)?" (reused)":""}`,H.outcome.
reason,[it(H,O),...X===0?[]:[`(${X} unreadable)`],...J===0?[]:[`(${J} more not stored)`]].join(" "),ft(H.agent.duration_ms),
z(ot.handoff?.summary??"",80)])}e.stdout(Et(["STAGE","STATUS","OUTCOME","ATTEMPTS","AGENT","SUMMARY"],G));for(let[p,J]of k)
e.stdout(`
${p}: not run in run attempt ${J.newerRunAttempt}: ${pt(J)}
`)}let A=await at(y,(o?.jobs??[]).map(f=>f.id),N);if(A.length>0){let f=A.length>12?`${A.slice(0,12).join(", ")}, \u2026`:
A.join(", "),k=ct(e.cwd,F(y,et("<job>")));e.stdout(`
job logs: ${I(f)} (${k}; ${Q("baton",a,"<job>")})
`)}for(let f of[lt.report,lt.summary])await Tt(F(y,f))&&e.stdout(`
${f}: ${ct(e.cwd,F(y,f))}
`);return $t(e,a,j instanceof d?j:null,R,$.notStored)}let W=w.filter(o=>o.stage===t);if(W.length===0){let o=[...new Set(
w.map(s=>s.stage))],$=n.prompt?"prompt":n.handoff?"handoff":n.record?"record":null;if(j instanceof d){if(!(await at(y,[t],
N)).includes(t))throw j;if($===null)return Y(e,await st(F(y,et(t)),"utf8"),"log"),$t(e,a,j,[]);throw e.stderr(ie(j)),new d(
"stage-unknown",`run ${a} has no stage ${t}, so it has no ${$}: ${t} has a job log, and no record`,{details:[`its log: b\
aton show ${a} ${t}`,`stages: ${o.join(", ")||"(none)"}`]})}let R=j,Z=await te(y,R),M=Z?.records.find(s=>s.stage===t);if(Z!==
null&&M!==void 0&&!(n.log&&(await at(y,[t],N)).includes(t))){let s=(await at(y,[M.job],N)).includes(M.job);throw new d("\
record-not-stored",`${Lt({...M,runAttempt:1})} (job ${M.job}) of run ${a} was never stored, so it has no ${$??(n.log?"lo\
g":"attempts")} to show: ${M.why}`,{details:[Z.fix,...s?[`the log of job ${M.job}: ${Q("baton",a,M.job)}`]:[],`stages: ${o.
join(", ")||"(none)"}`]})}let[nt]=await re(m,R.jobs.filter(s=>s.stages.includes(t)).map(s=>({...s,stages:[t]})),w);if(nt!==
void 0){let s=R.jobs.find(S=>S.id===nt.job);throw se(a,nt,s?.result??"unknown",[`replay from that stage, to run it again\
: baton replay ${a} --from ${t}`,`stages: ${o.join(", ")||"(none)"}`])}let A=await at(y,[t,...R.jobs.map(s=>s.id)],N);if(A.
includes(t)&&$===null){if(b!==void 0)throw new d("usage",`${t} recorded no stage, and its job log has no attempts: baton\
 show ${a} ${t}`,{where:"--attempt"});let s=F(y,et(t));return Y(e,await st(s,"utf8"),"log"),Pt(e,R,s)}let f=R.jobs.find(
s=>s.id===t),k=await N(),O=f===void 0?R.jobs.flatMap(s=>{let S=k.results.get(s.id)?.find(T=>T.leg===t);return S===void 0?
[]:[{job:s,run:S}]}):[],G=f===void 0&&O.length===1?O[0]:void 0;if($!==null&&A.includes(t)&&(f!==void 0||G!==void 0)){let s=f===
void 0?[]:k.results.get(f.id)??[],S=s.length>0&&s.every(rt=>rt.reused===!0),T=f!==void 0?`job ${t} of run ${a} (${f.result}${S?
`,${me(R.replay_of)}`:""})`:`leg ${t} of job ${G.job.id} of run ${a} (${Mt(G.run,R.replay_of)})`,B=k.failedSteps.get(t),
C=Jt(f);throw new d("stage-unknown",C==="running"?`${T} has recorded no stage so far, so it has no ${$} yet`:C==="interr\
upted"?`${T} recorded no stage before the run was interrupted, so it has no ${$}`:`${T} recorded no stage, so it has no ${$}`,
{details:[...B===void 0?[]:[`its step ${B.step+1} (${z(B.name,80)}) failed before it recorded one: ${z(B.message,300)}`],
...C===null?[]:[`a stage's prompt, handoff and record are stored when its attempt ends${C==="interrupted"?": the run's p\
rocess ended first":""}`],`its log${C==="running"?" so far":""}: baton show ${a} ${t}`,...C==="interrupted"?[ge(R.workflow_path)]:
[],`stages: ${o.join(", ")||"(none)"}`]})}let p=O.find(s=>fe(R.jobs,s.job.id)),J=f??p?.job,D=J===void 0||!fe(R.jobs,J.id)?
[]:Re(R.jobs,J.id,k).filter(s=>p===void 0||s.leg.startsWith(`${t}/`));if(J!==void 0&&(D.length>0||p!==void 0)){let s=p===
void 0?`job ${t} of run ${a} (${J.result})`:`leg ${t} of job ${J.id} of run ${a} (${Mt(p.run,R.replay_of)})`;if(D.length===
0){if(n.prompt||n.handoff||n.record)throw new d("stage-unknown",`${s} calls a workflow; it ran none of its jobs`,{details:[
`stages: ${o.join(", ")||"(none)"}`]});return e.stdout(`${s} calls a workflow; it ran none of its jobs
`),x.ok}let S=D.filter(h=>A.includes(h.leg)),T=S.find(h=>h.result==="failure")??S[0],B=`${T===void 0?"":`a job's log: ba\
ton show ${a} ${T.leg}; `}the stages they recorded: baton show ${a}`;if(n.prompt||n.handoff||n.record)throw new d("stage\
-unknown",`${s} calls a workflow; its jobs: ${D.map(h=>`${h.leg} (${h.result})`).join(", ")}`,{details:[B,`stages: ${o.join(
", ")||"(none)"}`]});let C=Math.max(...D.map(h=>h.leg.length)),rt=Math.max(...D.map(h=>h.result.length));return e.stdout(
[`${s} calls a workflow; its jobs:`,...D.map(h=>h.reason===void 0?`  ${h.leg.padEnd(C)}  ${h.result}`:`  ${h.leg.padEnd(
C)}  ${h.result.padEnd(rt)}  ${z(h.reason,200)}`),B,""].join(`
`)),x.ok}let X=p===void 0&&!A.includes(t)?O[0]:void 0;if(X!==void 0){let S=(k.results.get(X.job.id)??[]).filter(h=>A.includes(
h.leg)),T=S.filter(h=>h.result==="failure").map(h=>h.leg),B=T[0]??S[0]?.leg,C=`leg ${t} of job ${X.job.id} of run ${a} (${Mt(
X.run,R.replay_of)}): it has no log`,rt=B===void 0?[]:[`job ${X.job.id} ran as matrix legs ${S.map(h=>h.leg).join(", ")}${T.
length>0?` (failed: ${T.join(", ")})`:""}: ${Q("baton",a,B)}`];if($!==null)throw new d("stage-unknown",C,{details:[...rt,
`stages: ${o.join(", ")||"(none)"}`]});return e.stdout([C,...rt,""].join(`
`)),x.ok}let ot=new Set((k.results.get(t)??[]).map(s=>s.leg)),H=k.named.get(t),ut=s=>ot.has(s)||(H===void 0?s===t||s.startsWith(
`${t}-`):H.includes(s)),_=Se(k.results.get(t)??[],A);if(f!==void 0&&!A.some(ut)){let s=F(y,lt.report),S=Jt(f);throw new d(
"stage-unknown",S==="running"?`job ${t} of run ${a} (running) has recorded no stage and printed nothing so far`:S==="int\
errupted"?`job ${t} of run ${a} (interrupted) recorded no stage and printed nothing before the run was interrupted: it h\
as no job log`:`job ${t} of run ${a} (${f.result}) recorded no stage and printed nothing: it has no job log`,{details:[..._,
...await Tt(s)?[`the report it may have written: ${ct(e.cwd,s)}`]:[],...S==="running"?[`its steps' output goes to its lo\
g as they print: baton show ${a} ${t}`]:S==="interrupted"?[ge(R.workflow_path)]:[],`stages: ${o.join(", ")||"(none)"}`]})}
let tt=A.filter(s=>s!==t&&ut(s)),ht=(k.results.get(t)??[]).filter(s=>s.result==="failure").map(s=>s.leg),pe=tt.find(s=>ht.
includes(s))??tt[0],Ut=tt.length===0?[]:[`ran as matrix legs ${tt.join(", ")}${ht.length>0?` (failed: ${ht.join(", ")})`:
""}: ${Q("baton",a,pe)}`,..._];if(tt.length>0&&$===null)return e.stdout(`job ${t} of run ${a} ${Ut.map((s,S)=>S===0?s:` \
 ${s}`).join(`
`)}
`),x.ok;let $e=tt.length>0?"":wt(t,[...o,...A].filter(s=>s!==t));throw new d("stage-unknown",`run ${a} has no stage ${JSON.
stringify(t)}${$e}`,{details:[...tt.length>0?[`job ${t} ${Ut[0]}`,..._]:[],`stages: ${o.join(", ")||"(none)"}`,`job logs\
: ${A.join(", ")||"(none)"}`]})}let V=w.some(o=>o.runAttempt>1),dt=W.map(o=>it(o,V)).join(", "),i=r===void 0?W:W.filter(
o=>o.runAttempt===r);if(i.length===0){let o=mt(W),$=await m.getAttempt(t,o.attempt,o.runAttempt).catch(()=>{}),R=$===void 0?
void 0:At($.record,kt(w));throw new d("usage",`stage ${t} has no record in run attempt ${r}; attempts: ${dt}`,{where:"--\
run-attempt",details:[...R===void 0||R.newerRunAttempt!==r?[]:[`it did not run in run attempt ${r}: ${pt(R)}`],`its newe\
st record: baton show ${a} ${t}${o.runAttempt===1?"":` --run-attempt ${o.runAttempt}`}`]})}let v=b===void 0?i:i.filter(o=>o.
attempt===b);if(v.length===0)throw new d("usage",`stage ${t} has no attempt ${n.attempt}${r===void 0?"":` in run attempt\
 ${r}`}; attempts: ${dt}`,{where:"--attempt"});let K=mt(v),L=Kt(K),gt=m.attemptDir(t,K.attempt,K.runAttempt);if(!n.prompt&&
!n.handoff&&!n.record&&!n.log)return je(e,m,a,t,W,K,kt(w));let U=await m.getAttempt(t,K.attempt,K.runAttempt).catch(async o=>{
let $=n.log?await st(F(gt,q.log),"utf8").catch(()=>null):null;if($!==null)return $;throw!(o instanceof d)||!ee(o.code)?o:
new d(o.code,o.message,{...o.where===void 0?{}:{where:o.where},details:[...o.details,ne(a,t)],cause:o})});if(typeof U=="\
string")return Y(e,U,"log"),x.ok;if(U===void 0)throw new d("stage-unknown",`stage ${t} has no ${L}`);if(n.prompt){if(U.record.
outcome.reason==="render-failed")throw new d("prompt-absent",`stage ${t} ${L} has no prompt: its template could not be r\
endered`,{details:[...(U.record.outcome.message??"").split(`
`).map(I)]});return Y(e,U.prompt),x.ok}if(n.handoff){if(U.handoff===null)throw ye(U.record,a);return Y(e,`${JSON.stringify(
U.handoff,null,2)}
`),x.ok}if(n.record)return Y(e,`${JSON.stringify(U.record,null,2)}
`),x.ok;let Ct=await st(F(gt,q.log),"utf8").catch(()=>null);if(Ct!==null)return Y(e,Ct,"log"),x.ok;let It=F(y,et(U.record.
job)),Nt=await st(It,"utf8").catch(()=>null);if(Nt===null){let o=j instanceof d?void 0:j.pulled;throw o?new d("log-absen\
t",`stage ${t} ${L} has no agent log here: run ${a} was pulled from GitHub, which keeps a stage's output in its job's lo\
g, not in its record`,{details:[`read it on GitHub: ${I(o.url)}`]}):new d("log-absent",`stage ${t} ${L} has no agent log`)}
return Y(e,Nt,"log"),Pt(e,j instanceof d?null:j,It)}async function be(e,u,t,n){let g=n.read instanceof d?null:n.read,b=g?.
jobs??[],r=await at(n.runDir,[t,...b.map(c=>c.id)],n.runLegs);if(r.includes(t)){let c=F(n.runDir,et(t));return Y(e,await st(
c,"utf8"),"log"),n.read instanceof d?$t(e,u,n.read,[]):Pt(e,g,c)}let l=`job logs: ${r.join(", ")||"(none)"}`,a=b.find(c=>c.
id===t);if(a!==void 0){let c=await n.runLegs(),E=c.named.get(t)??(c.results.get(t)??[]).map(w=>w.leg),j=r.filter(w=>E.includes(
w)||w.startsWith(`${t}/`));if(j.length>0){let w=(c.results.get(t)??[]).filter(P=>P.result==="failure").map(P=>P.leg),y=j.
find(P=>w.includes(P))??j[0];throw new d("log-absent",`job ${t} of run ${u} has a log for each of its legs, not one of i\
ts own`,{details:[`its legs: ${j.join(", ")}; ${Q("baton",u,y)}`]})}throw new d("log-absent",`job ${t} of run ${u} (${a.
result}) has no job log: it printed nothing${Jt(a)==="running"?" so far":""}`,{details:[l]})}let m=b.find(c=>c.stages.includes(
t));throw m!==void 0||n.stages.includes(t)?new d("job-unknown",`run ${u} has no job or matrix leg ${JSON.stringify(t)}: ${t}\
 is a stage`,{details:[...m===void 0?[]:[`the log of job ${m.id}, which recorded it: ${Q("baton",u,m.id)}`],`its agent l\
og: baton show ${u} ${t} --log`,l]}):new d("job-unknown",`run ${u} has no job or matrix leg ${JSON.stringify(t)}${wt(t,r)}`,
{details:[l]})}function Pt(e,u,t){let n=Gt(u?.reason,t);return n===null?x.ok:(e.stderr(`baton: this job log is incomplet\
e: ${z(n,400)}
`),x.failure)}async function je(e,u,t,n,g,b,r){let l=await Promise.all(g.map(i=>u.getAttempt(n,i.attempt,i.runAttempt).catch(
v=>{if(!(v instanceof d))throw v;return v}))),a=l.filter(i=>i!==void 0&&!(i instanceof d)),m=l.filter(i=>i instanceof d).
map(i=>oe(t,n,Dt(i),i.code)),c=l[g.findIndex(i=>Rt(i,b)===0)],E=[...r.values()].some(i=>i.runAttempt>1),j=g.map(i=>it(i,
E)).join(", "),w=i=>`attempt ${it(i,E)}`,y=c instanceof d||c===void 0?a.at(-1):c;if(y===void 0)e.stdout(`stage ${n}
run ${t}  attempts ${j}

`);else{let i=y.record;e.stdout(`stage ${n}  job ${i.job}${i.matrix?`  matrix ${JSON.stringify(i.matrix)}`:""}
`);let v=i.parent?`  (continues run ${i.parent.run})`:"";e.stdout(`run ${t}  hop ${i.hop}${v}  attempts ${j}

`)}g.forEach((i,v)=>{let K=l[v];if(K===void 0)return;if(K instanceof d){e.stdout(`${w(i)}: unreadable (see below)
`);return}let L=K.record,gt=L.verify?`, verify exit ${L.verify.exit_code}`:"";e.stdout(`${w(i)}${L.repair?" (repair turn\
)":""}: ${jt(L.status,L.outcome.reason)}${L.outcome.reason==="cancelled"?"":` (${L.outcome.reason})`}, agent exit ${L.agent.
exit_code??"-"} in ${ft(L.agent.duration_ms)}${gt}
`),L.outcome.message&&e.stdout(`  ${I(L.outcome.message)}
`)});let P=l.at(-1),N=P===void 0||P instanceof d?void 0:At(P.record,r);if(N!==void 0&&e.stdout(`not run in run attempt ${N.
newerRunAttempt}: ${pt(N)}
`),e.stdout(`
`),c===void 0||c instanceof d)return e.stdout(`${w(b)} cannot be read: nothing more of it to show
`),e.stderr(xt(t,m)),x.failure;let W=u.attemptDir(n,b.attempt,b.runAttempt),V=c.record;if(c.handoff?(e.stdout(`summary: ${I(
c.handoff.summary)}
`),c.handoff.next&&e.stdout(`next: ${c.handoff.next.stage}
`)):e.stdout(yt(V).length>0?`no handoff: the one it wrote was refused (see its problems)
`:`no handoff
`),V.lineage.length>0&&e.stdout(`rendered from: ${le([...V.lineage].sort((i,v)=>vt(i.stage,v.stage)||(i.run_attempt??1)-
(v.run_attempt??1)||i.attempt-v.attempt).map(i=>`${i.stage}#${i.attempt}${i.run_attempt===void 0?"":` of run attempt ${i.
run_attempt}`}`))}
`),V.problems.length>0){e.stdout(`problems:
`);for(let i of V.problems)e.stdout(`  ${i.severity}: ${I(bt(i))}
`)}let dt=[q.record,q.prompt,...c.handoff===null?[]:[q.handoff]];return await Tt(F(W,q.log))&&dt.push(q.log),e.stdout(`
files: ${ct(e.cwd,W)||W}/{${dt.join(",")}}
`),m.length===0?x.ok:(e.stderr(xt(t,m)),x.failure)}function ye(e,u){let t=Lt(St(e)),n=e.run.attempt===1?"":` --run-attem\
pt ${e.run.attempt}`,g=yt(e);return g.length>0?new d("handoff-absent",`${t} wrote a handoff that was refused, so none wa\
s kept`,{details:[...g.slice(0,5).map(b=>I(bt(b))),...g.length>5?[`\u2026 and ${g.length-5} more`]:[],`every problem: ba\
ton show ${u} ${e.stage} --attempt ${e.attempt}${n} --record`]}):new d("handoff-absent",`${t} wrote no handoff (${e.outcome.
reason})`)}function Mt(e,u){let t=e.reason===void 0?"":`: ${z(e.reason,200)}`;return`${e.result}${t}${e.reused?`${t===""?
",":";"}${me(u)}`:""}`}function me(e){return` reused from ${e?`run ${e}`:"the run replayed"}`}function fe(e,u){return e.
some(t=>t.id.startsWith(`${u}/`))}function Re(e,u,t){let n=(l,a)=>{let m=t.results.get(l)??[];return m.length>0?m:[{leg:l,
result:a}]},b=[...(t.results.get(u)??[]).filter(l=>l.leg!==u),...e.filter(l=>l.id.startsWith(`${u}/`)).flatMap(l=>n(l.id,
l.result))],r=l=>l.split("/");return b.sort((l,a)=>{let[m,c]=[r(l.leg),r(a.leg)];for(let E=0;E<Math.min(m.length,c.length);E++)
if(m[E]!==c[E])return m[E]<c[E]?-1:1;return m.length-c.length})}function Se(e,u){let t=new Map;for(let n of e){if(u.includes(
n.leg)||n.reason===void 0)continue;let g=`${n.result}, ${z(n.reason,200)}`;t.set(g,[...t.get(g)??[],n.leg])}return[...t].
map(([n,g])=>`${g.join(", ")}: ${n}`)}function Le(e){let u=new Map,t=new Map,n=[],g=new Map;for(let b of e.split(`
`))if(/"(run-started|job-legs|job-started|job-finished|step-finished)"/.test(b))try{let r=JSON.parse(b);if(r.type==="job\
-started"&&typeof r.leg=="string")n.push(r.leg);else if(r.type==="step-finished"&&r.outcome==="failure"&&typeof r.leg=="\
string"&&typeof r.step=="number"&&!g.has(r.leg))g.set(r.leg,{step:r.step,name:String(r.name),message:typeof r.message=="\
string"?r.message:"failed"});else if(r.type==="job-finished"&&typeof r.job=="string"){let l=u.get(r.job)??[],a=typeof r.
reason=="string"?{reason:r.reason}:{},m=r.reused===!0?{reused:!0}:{};u.set(r.job,[...l,{leg:String(r.leg),result:String(
r.result),...a,...m}]);let c=Yt.safeParse(r.failed_step).data;typeof r.leg=="string"&&c!==void 0&&!g.has(r.leg)&&g.set(r.
leg,{step:c.step,name:c.name,message:c.message??"failed"})}else if(r.type==="job-legs"&&typeof r.job=="string"&&ce(r.legs))
t.set(r.job,r.legs);else if(r.type==="run-started"&&Array.isArray(r.jobs))for(let l of r.jobs)typeof l?.id=="string"&&ce(
l.legs)&&t.set(l.id,l.legs)}catch{}return{results:u,named:t,started:n,failedSteps:g}}function ce(e){return Array.isArray(
e)&&e.every(u=>typeof u=="string")}async function at(e,u,t){let n=await we(e).catch(()=>[]),g=[],b=new Set;for(let r of n){
let l=Wt(r);l!==null?g.push(l):r.startsWith(lt.jobLogPrefix)&&r.endsWith(".log")&&b.add(r)}if(b.size>0){let r=await t(),
l=[...r.results.values()].flatMap(a=>a.map(m=>m.leg));for(let a of new Set([...u,...r.started,...l]))b.delete(et(a))&&g.
push(a)}return g.sort(vt)}function Jt(e){return e?.result==="running"||e?.result==="interrupted"?e.result:null}function ge(e){
return`run the workflow again: ${zt.run(e===null?"<workflow.yml>":z(e,200))}`}async function Tt(e){return he(e).then(()=>!0,
()=>!1)}function it(e,u){let{attempt:t,runAttempt:n}="run"in e?{attempt:e.attempt,runAttempt:e.run.attempt}:e;return u||
n!==1?`${t} of run attempt ${n}`:String(t)}export{Xe as showCommand};

import{a as _t,b as Q}from"./chunk-AFLIMYGV.js";import{b as Mt}from"./chunk-L235O4XL.js";import{a as vt,b as ge}from"./chunk-Q4L5T5GK.js";
import{b as gt}from"./chunk-PBT4FYX2.js";import{a as de}from"./chunk-EPXAIT63.js";import{b as xt,f as Y,g as Et,
h as le,i as bt}from"./chunk-IQNVHVL5.js";import{b as ne,c as oe,d as re,e as se,f as ae,g as ie,h as ue}from"./chunk-7U7R4STE.js";
import{a as fe,b as ce}from"./chunk-RZRPE3OS.js";import"./chunk-MCSEASMA.js";import"./chunk-FAXKKLPM.js";
import{f as Vt,i as Zt,j as te,l as ee}from"./chunk-M6TCM7T7.js";import{d as Xt,e as ht,f as qt,g as wt,h as Qt,i as ct}from"./chunk-VWNF5BAH.js";
import{c as zt}from"./chunk-CL5BW2X2.js";import{A as Bt,B as Ot,L as Yt,m as Lt,n as At,x as $t,y as ft,z as kt}from"./chunk-XLGFJCL2.js";
import"./chunk-6RREDHNG.js";import"./chunk-RBL3FFHZ.js";import{a as Ht}from"./chunk-LS2NIP65.js";import{
a as B}from"./chunk-37MJCIRR.js";import{a as U}from"./chunk-HDT3FCLQ.js";import{g as St}from"./chunk-4QUQEQJB.js";
import"./chunk-TR6ONM2E.js";import"./chunk-FCWOFCWY.js";import"./chunk-FHFCRF27.js";import{d as Rt}from"./chunk-YQXZOI2X.js";
import{d as u,f as Wt}from"./chunk-OKFZ7BVP.js";import{b as E}from"./chunk-GKGC5SYD.js";import"./chunk-5A7QKWCT.js";
import"./chunk-LGNAKMKQ.js";import{V as lt,W as et,X as Gt,t as q,w as Kt}from"./chunk-KP2FEYWF.js";import"./chunk-3NR5HZ6E.js";import{access as je,readdir as ye,readFile as st}from"node:fs/promises";import{join as W,relative as mt}from"node:path";async function Ve(e,i,t,n={}){let g=["prompt","handoff","record","log"].filter(o=>n[o]);if(g.length+(n.jobLog?1:0)>1)throw new u(
"usage",`give at most one of --prompt, --handoff, --record, --log, ${_t}`);if(n.jobLog&&t===void 0)throw new u("usage",`${_t}\
 needs a job: ${Q("baton",i,"<job>")}`);if(n.jobLog&&n.attempt!==void 0)throw new u("usage",`a job log has no attempts (\
a stage's agent log has: baton show ${i} <stage> --log --attempt ${n.attempt})`,{where:"--attempt"});if(n.jobLog&&n.runAttempt!==
void 0)throw new u("usage",`a job log has no run attempts: it is of the run as it ran here, and a run pulled from GitHub\
 has none (a stage's record has: baton show ${i} <stage> --run-attempt ${n.runAttempt})`,{where:"--run-attempt"});if(g.length===
1&&t===void 0)throw new u("usage",`--${g[0]} needs a stage: baton show ${i} <stage> --${g[0]}`);if(n.attempt!==void 0&&t===
void 0)throw new u("usage",`--attempt needs a stage: baton show ${i} <stage> --attempt ${n.attempt}`);if(n.runAttempt!==
void 0&&t===void 0)throw new u("usage",`--run-attempt needs a stage: baton show ${i} <stage> --run-attempt ${n.runAttempt}`);
let b=n.attempt===void 0?void 0:xt(n.attempt,"--attempt"),r=n.runAttempt===void 0?void 0:xt(n.runAttempt,"--run-attempt"),
d=Vt.forProject(e.cwd);await de(e,d);let a=await d.resolve(i),m=await d.open(a),c,M=()=>(c??=fe(d,a),c),j=await ce(d,a,M),
$=await m.list(),y=d.runDir(a),z,L=()=>(z??=M().then(Oe),z);if(n.jobLog&&t!==void 0)return Re(e,a,t,{read:j,stages:[...new Set(
$.map(o=>o.stage))],runDir:y,runLegs:L});if(t===void 0){let o=j instanceof u?null:j;if(o===null)e.stdout(`run ${a}  (its\
 ${Kt} cannot be read: see below)
`);else{e.stdout(`run ${a}  ${U(o.workflow)}  ${te(o)}`),o.duration_ms!==null&&e.stdout(` in ${gt(o.duration_ms)}`),e.stdout(
`
started ${o.started_at}${o.replay_of?`, replay of ${o.replay_of}`:""}
`),o.pulled&&e.stdout(`pulled ${o.pulled.pulled_at} from ${U(o.pulled.url)} (run ${o.pulled.run_id} of ${U(o.pulled.repository)}\
): its records only, no job logs
`);let f=Zt(o);f!==null&&e.stdout(`${ee(f,y)}
`),o.reason!==void 0&&e.stdout(`failed outside its jobs: ${U(o.reason).replaceAll(`
`,`
  `)}
`)}e.stdout(`records in ${mt(e.cwd,y)||y}

`);let h=await ne(m,o,$),R=h.unreadable.map(f=>f.reason),Z=h.notStored?.records??[],P=[];for(let f of o?.jobs??[]){let k=[
...new Set(Z.filter(_=>_.job===f.id&&!f.stages.includes(_.stage)).map(_=>_.stage))].map(_=>`${_} (not stored)`);P.push([
f.id,`${f.result}${f.reused?" (reused)":""}`,[...f.stages,...k].join(", ")])}P.length>0&&e.stdout(Mt(["JOB","RESULT","ST\
AGES"],P));let nt=[...new Set([...$.map(f=>f.stage),...h.missing.map(f=>f.stage),...Z.map(f=>f.stage)])].sort(Xt);if(nt.
length>0){P.length>0&&e.stdout(`
`);let f=new Set((o?.jobs??[]).flatMap(p=>p.reused?p.stages:[])),k=Qt(h.records,$),_=$.some(p=>p.runAttempt>1),K=[];for(let p of nt){
if(h.missing.some(x=>x.stage===p)){K.push([p,"missing","","","","(see below)"]);continue}let C=Z.filter(x=>x.stage===p).
length;if(!$.some(x=>x.stage===p)){K.push([p,"not stored","","","","(see below)"]);continue}let F=ft($.filter(x=>x.stage===
p)),X=h.unreadable.filter(x=>x.stage===p).length,ot=h.records.find(x=>$t(kt(x.record),F)===0);if(ot===void 0){K.push([p,
"unreadable","",it(F,_),"","(see below)"]);continue}let G=ot.record,dt=k.get(p);if(dt!==void 0){K.push([p,`not run in ru\
n attempt ${dt.newerRunAttempt}`,"superseded",it(F,_),gt(G.agent.duration_ms),Y(`(last ran in run attempt ${G.run.attempt}\
) ${ot.handoff?.summary??""}`,80)]);continue}K.push([p,`${Lt(G.status,G.outcome.reason)}${f.has(p)?" (reused)":""}`,G.outcome.
reason,[it(G,_),...X===0?[]:[`(${X} unreadable)`],...C===0?[]:[`(${C} more not stored)`]].join(" "),gt(G.agent.duration_ms),
Y(ot.handoff?.summary??"",80)])}e.stdout(Mt(["STAGE","STATUS","OUTCOME","ATTEMPTS","AGENT","SUMMARY"],K));for(let[p,C]of k)
e.stdout(`
${p}: not run in run attempt ${C.newerRunAttempt}: ${ct(C)}
`)}let O=await at(y,(o?.jobs??[]).map(f=>f.id),L);if(O.length>0){let f=O.length>12?`${O.slice(0,12).join(", ")}, \u2026`:
O.join(", "),k=mt(e.cwd,W(y,et("<job>")));e.stdout(`
job logs: ${U(f)} (${k}; ${Q("baton",a,"<job>")})
`)}for(let f of[lt.report,lt.summary])await It(W(y,f))&&e.stdout(`
${f}: ${mt(e.cwd,W(y,f))}
`);return bt(e,a,j instanceof u?j:null,R,h.notStored)}let D=$.filter(o=>o.stage===t);if(D.length===0){let o=[...new Set(
$.map(s=>s.stage))],h=n.prompt?"prompt":n.handoff?"handoff":n.record?"record":null;if(j instanceof u){if(!(await at(y,[t],
L)).includes(t))throw j;if(h===null)return B(e,await st(W(y,et(t)),"utf8"),"log"),bt(e,a,j,[]);throw e.stderr(le(j)),new u(
"stage-unknown",`run ${a} has no stage ${t}, so it has no ${h}: ${t} has a job log, and no record`,{details:[`its log: b\
aton show ${a} ${t}`,`stages: ${o.join(", ")||"(none)"}`]})}let R=j,Z=await oe(y,R),P=Z?.records.find(s=>s.stage===t);if(Z!==
null&&P!==void 0&&!(n.log&&(await at(y,[t],L)).includes(t))){let s=(await at(y,[P.job],L)).includes(P.job);throw new u("\
record-not-stored",`${Ot({...P,runAttempt:1})} (job ${P.job}) of run ${a} was never stored, so it has no ${h??(n.log?"lo\
g":"attempts")} to show: ${P.why}`,{details:[Z.fix,...s?[`the log of job ${P.job}: ${Q("baton",a,P.job)}`]:[],`stages: ${o.
join(", ")||"(none)"}`]})}let[nt]=await ie(m,R.jobs.filter(s=>s.stages.includes(t)).map(s=>({...s,stages:[t]})),$);if(nt!==
void 0){let s=R.jobs.find(S=>S.id===nt.job);throw ue(a,nt,s?.result??"unknown",[`replay from that stage, to run it again\
: baton replay ${a} --from ${t}`,`stages: ${o.join(", ")||"(none)"}`])}let O=await at(y,[t,...R.jobs.map(s=>s.id)],L);if(O.
includes(t)&&h===null){if(b!==void 0)throw new u("usage",`${t} recorded no stage, and its job log has no attempts: baton\
 show ${a} ${t}`,{where:"--attempt"});let s=W(y,et(t));return B(e,await st(s,"utf8"),"log"),Jt(e,R,s)}let f=R.jobs.find(
s=>s.id===t),k=await L(),_=f===void 0?R.jobs.flatMap(s=>{let S=k.results.get(s.id)?.find(I=>I.leg===t);return S===void 0?
[]:[{job:s,run:S}]}):[],K=f===void 0&&_.length===1?_[0]:void 0;if(h!==null&&O.includes(t)&&(f!==void 0||K!==void 0)){let s=f===
void 0?[]:k.results.get(f.id)??[],S=s.length>0&&s.every(rt=>rt.reused===!0),I=f!==void 0?`job ${t} of run ${a} (${f.result}${S?
`,${he(R.replay_of)}`:""})`:`leg ${t} of job ${K.job.id} of run ${a} (${Pt(K.run,R.replay_of)})`,H=k.failedSteps.get(t),
N=Ct(f);throw new u("stage-unknown",N==="running"?`${I} has recorded no stage so far, so it has no ${h} yet`:N==="interr\
upted"?`${I} recorded no stage before the run was interrupted, so it has no ${h}`:`${I} recorded no stage, so it has no ${h}`,
{details:[...H===void 0?[]:[`its step ${H.step+1} (${Y(H.name,80)}) failed before it recorded one: ${Y(H.message,300)}`],
...N===null?[]:[`a stage's prompt, handoff and record are stored when its attempt ends${N==="interrupted"?": the run's p\
rocess ended first":""}`],`its log${N==="running"?" so far":""}: baton show ${a} ${t}`,...N==="interrupted"?[pe(R.workflow_path)]:
[],`stages: ${o.join(", ")||"(none)"}`]})}let p=_.find(s=>Tt(R.jobs,s.job.id)),C=f??p?.job,F=C===void 0||!Tt(R.jobs,C.id)?
[]:Ae(R.jobs,C.id,k).filter(s=>p===void 0||s.leg.startsWith(`${t}/`));if(C!==void 0&&(F.length>0||p!==void 0)){let s=p===
void 0?`job ${t} of run ${a} (${C.result})`:`leg ${t} of job ${C.id} of run ${a} (${Pt(p.run,R.replay_of)})`;if(F.length===
0){if(n.prompt||n.handoff||n.record)throw new u("stage-unknown",`${s} calls a workflow; it ran none of its jobs`,{details:[
`stages: ${o.join(", ")||"(none)"}`]});return e.stdout(`${s} calls a workflow; it ran none of its jobs
`),E.ok}let S=F.filter(w=>O.includes(w.leg)),I=S.find(w=>w.result==="failure")??S[0],H=`${I===void 0?"":`a job's log: ba\
ton show ${a} ${I.leg}; `}the stages they recorded: baton show ${a}`;if(n.prompt||n.handoff||n.record)throw new u("stage\
-unknown",`${s} calls a workflow; its jobs: ${F.map(w=>`${w.leg} (${w.result})`).join(", ")}`,{details:[H,`stages: ${o.join(
", ")||"(none)"}`]});let N=Math.max(...F.map(w=>w.leg.length)),rt=Math.max(...F.map(w=>w.result.length));return e.stdout(
[`${s} calls a workflow; its jobs:`,...F.map(w=>w.reason===void 0?`  ${w.leg.padEnd(N)}  ${w.result}`:`  ${w.leg.padEnd(
N)}  ${w.result.padEnd(rt)}  ${Y(w.reason,200)}`),H,""].join(`
`)),E.ok}let X=p===void 0&&!O.includes(t)?_[0]:void 0;if(X!==void 0){let S=(k.results.get(X.job.id)??[]).filter(w=>O.includes(
w.leg)),I=S.filter(w=>w.result==="failure").map(w=>w.leg),H=I[0]??S[0]?.leg,N=`leg ${t} of job ${X.job.id} of run ${a} (${Pt(
X.run,R.replay_of)}): it has no log`,rt=H===void 0?[]:[`job ${X.job.id} ran as matrix legs ${S.map(w=>w.leg).join(", ")}${I.
length>0?` (failed: ${I.join(", ")})`:""}: ${Q("baton",a,H)}`];if(h!==null)throw new u("stage-unknown",N,{details:[...rt,
`stages: ${o.join(", ")||"(none)"}`]});return e.stdout([N,...rt,""].join(`
`)),E.ok}let ot=new Set((k.results.get(t)??[]).map(s=>s.leg)),G=k.named.get(t),dt=s=>ot.has(s)||(G===void 0?s===t||s.startsWith(
`${t}-`):G.includes(s)),x=ke(k.results.get(t)??[],O);if(f!==void 0&&!O.some(dt)){let s=W(y,lt.report),S=Ct(f);throw new u(
"stage-unknown",S==="running"?`job ${t} of run ${a} (running) has recorded no stage and printed nothing so far`:S==="int\
errupted"?`job ${t} of run ${a} (interrupted) recorded no stage and printed nothing before the run was interrupted: it h\
as no job log`:`job ${t} of run ${a} (${f.result}) recorded no stage and printed nothing: it has no job log`,{details:[...x,
...await It(s)?[`the report it may have written: ${mt(e.cwd,s)}`]:[],...S==="running"?[`its steps' output goes to its lo\
g as they print: baton show ${a} ${t}`]:S==="interrupted"?[pe(R.workflow_path)]:[],`stages: ${o.join(", ")||"(none)"}`]})}
let tt=O.filter(s=>s!==t&&dt(s)),yt=(k.results.get(t)??[]).filter(s=>s.result==="failure").map(s=>s.leg),we=tt.find(s=>yt.
includes(s))??tt[0],Ft=tt.length===0?[]:[`ran as matrix legs ${tt.join(", ")}${yt.length>0?` (failed: ${yt.join(", ")})`:
""}: ${Q("baton",a,we)}`,...x];if(tt.length>0&&h===null)return e.stdout(`job ${t} of run ${a} ${Ft.map((s,S)=>S===0?s:` \
 ${s}`).join(`
`)}
`),E.ok;let be=tt.length>0?"":Rt(t,[...o,...O].filter(s=>s!==t));throw new u("stage-unknown",`run ${a} has no stage ${JSON.
stringify(t)}${be}`,{details:[...tt.length>0?[`job ${t} ${Ft[0]}`,...x]:[],`stages: ${o.join(", ")||"(none)"}`,`job logs\
: ${O.join(", ")||"(none)"}`]})}let V=$.some(o=>o.runAttempt>1),ut=D.map(o=>it(o,V)).join(", "),l=r===void 0?D:D.filter(
o=>o.runAttempt===r);if(l.length===0){let o=ft(D),h=await m.getAttempt(t,o.attempt,o.runAttempt).catch(()=>{}),R=h===void 0?
void 0:wt(h.record,ht($));throw new u("usage",`stage ${t} has no record in run attempt ${r}; attempts: ${ut}`,{where:"--\
run-attempt",details:[...R===void 0||R.newerRunAttempt!==r?[]:[`it did not run in run attempt ${r}: ${ct(R)}`],`its newe\
st record: baton show ${a} ${t}${o.runAttempt===1?"":` --run-attempt ${o.runAttempt}`}`]})}let v=b===void 0?l:l.filter(o=>o.
attempt===b);if(v.length===0)throw new u("usage",`stage ${t} has no attempt ${n.attempt}${r===void 0?"":` in run attempt\
 ${r}`}; attempts: ${ut}`,{where:"--attempt"});let J=ft(v),A=Bt(J),pt=m.attemptDir(t,J.attempt,J.runAttempt);if(!n.prompt&&
!n.handoff&&!n.record&&!n.log)return Se(e,m,a,t,D,J,ht($));let T=await m.getAttempt(t,J.attempt,J.runAttempt).catch(async o=>{
let h=n.log?await st(W(pt,q.log),"utf8").catch(()=>null):null;if(h!==null)return h;throw!(o instanceof u)||!re(o.code)?o:
new u(o.code,o.message,{...o.where===void 0?{}:{where:o.where},details:[...o.details,se(a,t)],cause:o})});if(typeof T=="\
string")return B(e,T,"log"),E.ok;if(T===void 0)throw new u("stage-unknown",`stage ${t} has no ${A}`);let jt=$t(J,ft(D))===
0?wt(T.record,ht($)):void 0;if(jt!==void 0&&e.stderr(`baton: note: stage ${t} did not run in run attempt ${jt.newerRunAttempt}\
; this is its record of run attempt ${J.runAttempt}: ${ct(jt)}
`),n.prompt){if(T.record.outcome.reason==="render-failed")throw new u("prompt-absent",`stage ${t} ${A} has no prompt: it\
s template could not be rendered`,{details:[...(T.record.outcome.message??"").split(`
`).map(U)]});return B(e,T.prompt),E.ok}if(n.handoff){if(T.handoff===null)throw Le(T.record,a);return B(e,`${JSON.stringify(
T.handoff,null,2)}
`),E.ok}if(n.record)return B(e,`${JSON.stringify(T.record,null,2)}
`),E.ok;let Nt=await st(W(pt,q.log),"utf8").catch(()=>null);if(Nt!==null)return B(e,Nt,"log"),E.ok;let Ut=W(y,et(T.record.
job)),Dt=await st(Ut,"utf8").catch(()=>null);if(Dt===null){let o=j instanceof u?void 0:j.pulled;throw o?$e(`stage ${t} ${A}\
 has no agent log`,a,o,"a stage's output in its job's log, not in its record"):new u("log-absent",`stage ${t} ${A} has n\
o agent log`)}return B(e,Dt,"log"),Jt(e,j instanceof u?null:j,Ut)}async function Re(e,i,t,n){let g=n.read instanceof u?null:
n.read,b=g?.jobs??[],r=await at(n.runDir,[t,...b.map(c=>c.id)],n.runLegs);if(r.includes(t)){let c=W(n.runDir,et(t));return B(
e,await st(c,"utf8"),"log"),n.read instanceof u?bt(e,i,n.read,[]):Jt(e,g,c)}let d=`job logs: ${r.join(", ")||"(none)"}`,
a=b.find(c=>c.id===t);if(a!==void 0&&g?.pulled)throw $e(`job ${t} of run ${i} has no job log`,i,g.pulled,"a job's output\
 in its log there, not in its records");if(a!==void 0){let c=await n.runLegs(),M=c.named.get(t)??(c.results.get(t)??[]).
map($=>$.leg),j=r.filter($=>M.includes($)||$.startsWith(`${t}/`));if(j.length>0){let $=(c.results.get(t)??[]).filter(L=>L.
result==="failure").map(L=>L.leg),y=j.find(L=>$.includes(L))??j[0],z=Tt(b,t);throw new u("log-absent",z?`job ${t} of run\
 ${i} calls a workflow and has no log of its own: each of its jobs has one`:`job ${t} of run ${i} has a log for each of \
its legs, not one of its own`,{details:[`its ${z?"jobs":"legs"}: ${j.join(", ")}; ${Q("baton",i,y)}`]})}throw new u("log\
-absent",`job ${t} of run ${i} (${a.result}) has no job log: it printed nothing${Ct(a)==="running"?" so far":""}`,{details:[
d]})}let m=b.find(c=>c.stages.includes(t));throw m!==void 0||n.stages.includes(t)?new u("job-unknown",`run ${i} has no j\
ob or matrix leg ${JSON.stringify(t)}: ${t} is a stage`,{details:[...m===void 0?[]:[`the log of job ${m.id}, which recor\
ded it: ${Q("baton",i,m.id)}`],`its agent log: baton show ${i} ${t} --log`,d]}):new u("job-unknown",`run ${i} has no job\
 or matrix leg ${JSON.stringify(t)}${Rt(t,r)}`,{details:[d]})}function $e(e,i,t,n){return new u("log-absent",`${e} here:\
 run ${i} was pulled from GitHub, which keeps ${n}`,{details:[`read it on GitHub: ${U(t.url)}`]})}function Jt(e,i,t){let n=Yt(
i?.reason,t);return n===null?E.ok:(e.stderr(`baton: this job log is incomplete: ${Y(n,400)}
`),E.failure)}async function Se(e,i,t,n,g,b,r){let d=await Promise.all(g.map(l=>i.getAttempt(n,l.attempt,l.runAttempt).catch(
v=>{if(!(v instanceof u))throw v;return v}))),a=d.filter(l=>l!==void 0&&!(l instanceof u)),m=d.filter(l=>l instanceof u).
map(l=>ae(t,n,Wt(l),l.code)),c=d[g.findIndex(l=>$t(l,b)===0)],M=qt(r),j=g.map(l=>it(l,M)).join(", "),$=l=>`attempt ${it(
l,M)}`,y=c instanceof u||c===void 0?a.at(-1):c;if(y===void 0)e.stdout(`stage ${n}
run ${t}  attempts ${j}

`);else{let l=y.record;e.stdout(`stage ${n}  job ${l.job}${l.matrix?`  matrix ${JSON.stringify(l.matrix)}`:""}
`);let v=l.parent?`  (continues run ${l.parent.run})`:"";e.stdout(`run ${t}  hop ${l.hop}${v}  attempts ${j}

`)}g.forEach((l,v)=>{let J=d[v];if(J===void 0)return;if(J instanceof u){e.stdout(`${$(l)}: unreadable (see below)
`);return}let A=J.record,pt=A.verify?`, verify exit ${A.verify.exit_code}`:"";e.stdout(`${$(l)}${A.repair?" (repair turn\
)":""}: ${Lt(A.status,A.outcome.reason)}${A.outcome.reason==="cancelled"?"":` (${A.outcome.reason})`}, agent exit ${A.agent.
exit_code??"-"} in ${gt(A.agent.duration_ms)}${pt}
`),A.outcome.message&&e.stdout(`  ${U(A.outcome.message)}
`)});let z=d.at(-1),L=z===void 0||z instanceof u?void 0:wt(z.record,r);if(L!==void 0&&e.stdout(`not run in run attempt ${L.
newerRunAttempt}: ${ct(L)}
`),e.stdout(`
`),c===void 0||c instanceof u)return e.stdout(`${$(b)} cannot be read: nothing more of it to show
`),e.stderr(Et(t,m)),E.failure;let D=i.attemptDir(n,b.attempt,b.runAttempt),V=c.record;if(c.handoff?(e.stdout(`summary: ${U(
c.handoff.summary)}
`),c.handoff.next&&e.stdout(`next: ${c.handoff.next.stage}
`)):e.stdout(At(V).length>0?`no handoff: the one it wrote was refused (see its problems)
`:`no handoff
`),V.lineage.length>0&&e.stdout(`rendered from: ${ge([...V.lineage].sort((l,v)=>vt(l.stage,v.stage)||(l.run_attempt??1)-
(v.run_attempt??1)||l.attempt-v.attempt).map(l=>`${l.stage}#${l.attempt}${l.run_attempt===void 0?"":` of run attempt ${l.
run_attempt}`}`))}
`),V.problems.length>0){e.stdout(`problems:
`);for(let l of V.problems)e.stdout(`  ${l.severity}: ${U(St(l))}
`)}let ut=[q.record,q.prompt,...c.handoff===null?[]:[q.handoff]];return await It(W(D,q.log))&&ut.push(q.log),e.stdout(`
files: ${mt(e.cwd,D)||D}/{${ut.join(",")}}
`),m.length===0?E.ok:(e.stderr(Et(t,m)),E.failure)}function Le(e,i){let t=Ot(kt(e)),n=e.run.attempt===1?"":` --run-attem\
pt ${e.run.attempt}`,g=At(e);return g.length>0?new u("handoff-absent",`${t} wrote a handoff that was refused, so none wa\
s kept`,{details:[...g.slice(0,5).map(b=>U(St(b))),...g.length>5?[`\u2026 and ${g.length-5} more`]:[],`every problem: ba\
ton show ${i} ${e.stage} --attempt ${e.attempt}${n} --record`]}):new u("handoff-absent",`${t} wrote no handoff (${e.outcome.
reason})`)}function Pt(e,i){let t=e.reason===void 0?"":`: ${Y(e.reason,200)}`;return`${e.result}${t}${e.reused?`${t===""?
",":";"}${he(i)}`:""}`}function he(e){return` reused from ${e?`run ${e}`:"the run replayed"}`}function Tt(e,i){return e.
some(t=>t.id.startsWith(`${i}/`))}function Ae(e,i,t){let n=(d,a)=>{let m=t.results.get(d)??[];return m.length>0?m:[{leg:d,
result:a}]},b=[...(t.results.get(i)??[]).filter(d=>d.leg!==i),...e.filter(d=>d.id.startsWith(`${i}/`)).flatMap(d=>n(d.id,
d.result))],r=d=>d.split("/");return b.sort((d,a)=>{let[m,c]=[r(d.leg),r(a.leg)];for(let M=0;M<Math.min(m.length,c.length);M++)
if(m[M]!==c[M])return m[M]<c[M]?-1:1;return m.length-c.length})}function ke(e,i){let t=new Map;for(let n of e){if(i.includes(
n.leg)||n.reason===void 0)continue;let g=`${n.result}, ${Y(n.reason,200)}`;t.set(g,[...t.get(g)??[],n.leg])}return[...t].
map(([n,g])=>`${g.join(", ")}: ${n}`)}function Oe(e){let i=new Map,t=new Map,n=[],g=new Map;for(let b of e.split(`
`))if(/"(run-started|job-legs|job-started|job-finished|step-finished)"/.test(b))try{let r=JSON.parse(b);if(r.type==="job\
-started"&&typeof r.leg=="string")n.push(r.leg);else if(r.type==="step-finished"&&r.outcome==="failure"&&typeof r.leg=="\
string"&&typeof r.step=="number"&&!g.has(r.leg))g.set(r.leg,{step:r.step,name:String(r.name),message:typeof r.message=="\
string"?r.message:"failed"});else if(r.type==="job-finished"&&typeof r.job=="string"){let d=i.get(r.job)??[],a=typeof r.
reason=="string"?{reason:r.reason}:{},m=r.reused===!0?{reused:!0}:{};i.set(r.job,[...d,{leg:String(r.leg),result:String(
r.result),...a,...m}]);let c=zt.safeParse(r.failed_step).data;typeof r.leg=="string"&&c!==void 0&&!g.has(r.leg)&&g.set(r.
leg,{step:c.step,name:c.name,message:c.message??"failed"})}else if(r.type==="job-legs"&&typeof r.job=="string"&&me(r.legs))
t.set(r.job,r.legs);else if(r.type==="run-started"&&Array.isArray(r.jobs))for(let d of r.jobs)typeof d?.id=="string"&&me(
d.legs)&&t.set(d.id,d.legs)}catch{}return{results:i,named:t,started:n,failedSteps:g}}function me(e){return Array.isArray(
e)&&e.every(i=>typeof i=="string")}async function at(e,i,t){let n=await ye(e).catch(()=>[]),g=[],b=new Set;for(let r of n){
let d=Gt(r);d!==null?g.push(d):r.startsWith(lt.jobLogPrefix)&&r.endsWith(".log")&&b.add(r)}if(b.size>0){let r=await t(),
d=[...r.results.values()].flatMap(a=>a.map(m=>m.leg));for(let a of new Set([...i,...r.started,...d]))b.delete(et(a))&&g.
push(a)}return g.sort(vt)}function Ct(e){return e?.result==="running"||e?.result==="interrupted"?e.result:null}function pe(e){
return`run the workflow again: ${Ht.run(e===null?"<workflow.yml>":Y(e,200))}`}async function It(e){return je(e).then(()=>!0,
()=>!1)}function it(e,i){let{attempt:t,runAttempt:n}="run"in e?{attempt:e.attempt,runAttempt:e.run.attempt}:e;return i||
n!==1?`${t} of run attempt ${n}`:String(t)}export{Ve as showCommand};

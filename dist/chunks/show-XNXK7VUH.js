import{a as Et,b as X}from"./chunk-AFLIMYGV.js";import{b as Pt}from"./chunk-6QQ6QTQY.js";import{a as Jt,b as he}from"./chunk-Q4L5T5GK.js";
import{a as ge}from"./chunk-OS373RKQ.js";import{b as gt}from"./chunk-S4PX2DDM.js";import{b as Mt,f as q,g as vt,
h as me,i as jt}from"./chunk-L6RLHMA5.js";import{b as ae,c as ie,d as de,e as ue,f as le,g as fe,h as ce}from"./chunk-SXTSW3QW.js";
import{d as Zt,e as wt,f as te,g as bt,h as ee,i as ct}from"./chunk-M6KPFINC.js";import{a as pe,b as $e}from"./chunk-MJT67C44.js";
import"./chunk-OLMOOCVH.js";import"./chunk-VP4ZYLFV.js";import{f as ne,i as oe,j as re,l as se}from"./chunk-5OZRD5T6.js";
import{c as Vt}from"./chunk-5WAYZW7W.js";import{j as Qt}from"./chunk-SG744J7W.js";import{A as Ot,B as qt,C as xt,
n as At,o as _t,y as ht,z as ft}from"./chunk-Y723ZX3T.js";import"./chunk-RBL3FFHZ.js";import"./chunk-6RREDHNG.js";
import{a as Xt}from"./chunk-LS2NIP65.js";import{a as z}from"./chunk-RH6UP7MI.js";import{b as F,c as at}from"./chunk-RXTW3LH6.js";
import{i as Lt}from"./chunk-MC7IBIG2.js";import"./chunk-TR6ONM2E.js";import"./chunk-FCWOFCWY.js";import"./chunk-B2RV2CLL.js";
import{d as kt}from"./chunk-TIXFR75A.js";import{d as i,f as Bt}from"./chunk-OKFZ7BVP.js";import{b as J}from"./chunk-OU33NO3O.js";
import"./chunk-5A7QKWCT.js";import"./chunk-M3OYME4I.js";import{Y as lt,Z as ot,_ as zt,w as tt,z as Yt}from"./chunk-U32M5C4L.js";
import"./chunk-3NR5HZ6E.js";import{access as ke,readdir as Le,readFile as it}from"node:fs/promises";import{join as G,relative as mt}from"node:path";async function nn(e,a,t,o={}){let g=["prompt","handoff","record","log"].filter(r=>o[r]);if(g.length+(o.jobLog?1:0)>1)throw new i(
"usage",`give at most one of --prompt, --handoff, --record, --log, ${Et}`);if(o.jobLog&&t===void 0)throw new i("usage",`${Et}\
 needs a job: ${X("baton",a,"<job>")}`);if(o.jobLog&&o.attempt!==void 0)throw new i("usage",`a job log has no attempts (\
a stage's agent log has: baton show ${a} <stage> --log --attempt ${o.attempt})`,{where:"--attempt"});if(o.jobLog&&o.runAttempt!==
void 0)throw new i("usage",`a job log has no run attempts: it is of the run as it ran here, and a run pulled from GitHub\
 has none (a stage's record has: baton show ${a} <stage> --run-attempt ${o.runAttempt})`,{where:"--run-attempt"});if(g.length===
1&&t===void 0)throw new i("usage",`--${g[0]} needs a stage: baton show ${a} <stage> --${g[0]}`);if(o.attempt!==void 0&&t===
void 0)throw new i("usage",`--attempt needs a stage: baton show ${a} <stage> --attempt ${o.attempt}`);if(o.runAttempt!==
void 0&&t===void 0)throw new i("usage",`--run-attempt needs a stage: baton show ${a} <stage> --run-attempt ${o.runAttempt}`);
let j=o.attempt===void 0?void 0:Mt(o.attempt,"--attempt"),m=o.runAttempt===void 0?void 0:Mt(o.runAttempt,"--run-attempt"),
l=ne.forProject(e.cwd);await ge(e,l);let n=await l.resolve(a),f=await l.open(n),c,O=()=>(c??=pe(l,n),c),p=await $e(l,n,O),
b=await f.list(),S=l.runDir(n),Q,k=()=>(Q??=O().then(Me),Q);if(o.jobLog&&t!==void 0)return Ae(e,n,t,{read:p,stages:[...new Set(
b.map(r=>r.stage))],runDir:S,runLegs:k});if(t===void 0){let r=p instanceof i?null:p;if(r===null)e.stdout(`run ${n}  (its\
 ${Yt} cannot be read: see below)
`);else{e.stdout(`run ${n}  ${F(r.workflow)}  ${re(r)}`),r.duration_ms!==null&&e.stdout(` in ${gt(r.duration_ms)}`),e.stdout(
`
started ${r.started_at}${r.replay_of?`, replay of ${r.replay_of}`:""}
`),r.pulled&&e.stdout(`pulled ${r.pulled.pulled_at} from ${F(r.pulled.url)} (run ${r.pulled.run_id} of ${F(r.pulled.repository)}\
): its records only, no job logs
`);let u=oe(r);u!==null&&e.stdout(`${se(u,S)}
`),r.reason!==void 0&&e.stdout(`failed outside its jobs: ${at(r.reason,"  ")}
`)}e.stdout(`records in ${mt(e.cwd,S)||S}

`);let $=await ae(f,r,b),y=$.unreadable.map(u=>u.reason),E=$.notStored?.records??[],A=[];for(let u of r?.jobs??[]){let _=[
...new Set(E.filter(v=>v.job===u.id&&!u.stages.includes(v.stage)).map(v=>v.stage))].map(v=>`${v} (not stored)`);A.push([
F(u.id),`${u.result}${u.reused?" (reused)":""}`,F([...u.stages,..._].join(", "))])}A.length>0&&e.stdout(Pt(["JOB","RESUL\
T","STAGES"],A));let V=[...new Set([...b.map(u=>u.stage),...$.missing.map(u=>u.stage),...E.map(u=>u.stage)])].sort(Zt);if(V.
length>0){A.length>0&&e.stdout(`
`);let u=new Set((r?.jobs??[]).flatMap(w=>w.reused?w.stages:[])),_=ee($.records,b),v=b.some(w=>w.runAttempt>1),D=[];for(let w of V){
if($.missing.some(P=>P.stage===w)){D.push([w,"missing","","","","(see below)"]);continue}let N=E.filter(P=>P.stage===w).
length;if(!b.some(P=>P.stage===w)){D.push([w,"not stored","","","","(see below)"]);continue}let K=ft(b.filter(P=>P.stage===
w)),Z=$.unreadable.filter(P=>P.stage===w).length,st=$.records.find(P=>ht(Ot(P.record),K)===0);if(st===void 0){D.push([w,
"unreadable","",dt(K,v),"","(see below)"]);continue}let H=st.record,ut=_.get(w);if(ut!==void 0){D.push([w,`not run in ru\
n attempt ${ut.newerRunAttempt}`,"superseded",dt(K,v),gt(H.agent.duration_ms),q(`(last ran in run attempt ${H.run.attempt}\
) ${st.handoff?.summary??""}`,80)]);continue}D.push([w,`${At(H.status,H.outcome.reason)}${u.has(w)?" (reused)":""}`,H.outcome.
reason,[dt(H,v),...Z===0?[]:[`(${Z} unreadable)`],...N===0?[]:[`(${N} more not stored)`]].join(" "),gt(H.agent.duration_ms),
q(st.handoff?.summary??"",80)])}e.stdout(Pt(["STAGE","STATUS","OUTCOME","ATTEMPTS","AGENT","SUMMARY"],D));for(let[w,N]of _)
e.stdout(`
${w}: not run in run attempt ${N.newerRunAttempt}: ${ct(N)}
`)}let M=await rt(S,(r?.jobs??[]).map(u=>u.id),k);if(M.length>0){let u=M.length>12?`${M.slice(0,12).join(", ")}, \u2026`:
M.join(", "),_=mt(e.cwd,G(S,ot("<job>")));e.stdout(`
job logs: ${F(u)} (${_}; ${X("baton",n,"<job>")})
`)}for(let u of[lt.report,lt.summary])await Ft(G(S,u))&&e.stdout(`
${u}: ${mt(e.cwd,G(S,u))}
`);return jt(e,n,p instanceof i?p:null,y,$.notStored)}let I=b.filter(r=>r.stage===t);if(I.length===0){let r=[...new Set(
b.map(s=>s.stage))],$=o.prompt?"prompt":o.handoff?"handoff":o.record?"record":null;if(p instanceof i){if(!(await rt(S,[t],
k)).includes(t))throw p;if($===null)return z(e,await it(G(S,ot(t)),"utf8"),"log"),jt(e,n,p,[]);throw e.stderr(me(p)),new i(
"stage-unknown",`run ${n} has no stage ${t}, so it has no ${$}: ${t} has a job log, and no record`,{details:[`its log: b\
aton show ${n} ${t}`,`stages: ${r.join(", ")||"(none)"}`]})}let y=p,E=await ie(S,y),A=E?.records.find(s=>s.stage===t);if(E!==
null&&A!==void 0&&!(o.log&&(await rt(S,[t],k)).includes(t))){let s=(await rt(S,[A.job],k)).includes(A.job);throw new i("\
record-not-stored",`${xt({...A,runAttempt:1})} (job ${A.job}) of run ${n} was never stored, so it has no ${$??(o.log?"lo\
g":"attempts")} to show: ${A.why}`,{details:[E.fix,...s?[`the log of job ${A.job}: ${X("baton",n,A.job)}`]:[],`stages: ${r.
join(", ")||"(none)"}`]})}let[V]=await fe(f,y.jobs.filter(s=>s.stages.includes(t)).map(s=>({...s,stages:[t]})),b);if(V!==
void 0){let s=y.jobs.find(R=>R.id===V.job);throw ce(n,V,s?.result??"unknown",[`replay from that stage, to run it again: \
baton replay ${n} --from ${t}`,`stages: ${r.join(", ")||"(none)"}`])}let M=await rt(S,[t,...y.jobs.map(s=>s.id)],k);if(M.
includes(t)&&$===null){if(j!==void 0)throw new i("usage",`${t} recorded no stage, and its job log has no attempts: baton\
 show ${n} ${t}`,{where:"--attempt"});let s=G(S,ot(t));return z(e,await it(s,"utf8"),"log"),It(e,y,s)}let u=y.jobs.find(
s=>s.id===t),_=await k(),v=u===void 0?y.jobs.flatMap(s=>{let R=_.results.get(s.id)?.find(U=>U.leg===t);return R===void 0?
[]:[{job:s,run:R}]}):[],D=u===void 0&&v.length===1?v[0]:void 0;if($!==null&&M.includes(t)&&(u!==void 0||D!==void 0)){let s=u===
void 0?[]:_.results.get(u.id)??[],R=s.length>0&&s.every(h=>h.reused===!0),U=u!==void 0?`job ${t} of run ${n} (${u.result}${R?
`,${je(y.replay_of)}`:""})`:`leg ${t} of job ${D.job.id} of run ${n} (${Tt(D.run,y.replay_of)})`,B=_.withoutStageStep.has(
t),Y=B&&(u??D.run).result!=="failure"?void 0:_.failedSteps.get(t),W=Ut(u);throw new i("stage-unknown",W==="running"?`${U}\
 has recorded no stage so far, so it has no ${$} yet`:W==="interrupted"?`${U} recorded no stage before the run was inter\
rupted, so it has no ${$}`:`${U} recorded no stage, so it has no ${$}`,{details:[...B?["it has no stage step: none of it\
s steps runs baton's stage"]:[],...Y===void 0?[]:[`its step ${Y.step+1} (${q(Y.name,80)}) failed${B?"":" before it recor\
ded one"}: ${q(Y.message,300)}`],...W===null?[]:[`a stage's prompt, handoff and record are stored when its attempt ends${W===
"interrupted"?": the run's process ended first":""}`],`its log${W==="running"?" so far":""}: ${B?X("baton",n,t):`baton s\
how ${n} ${t}`}`,...W==="interrupted"?[we(y.workflow_path)]:[],`stages: ${r.join(", ")||"(none)"}`]})}let w=v.find(s=>Nt(
y.jobs,s.job.id)),N=u??w?.job,K=N===void 0||!Nt(y.jobs,N.id)?[]:xe(y.jobs,N.id,_).filter(s=>w===void 0||s.leg.startsWith(
`${t}/`));if(N!==void 0&&(K.length>0||w!==void 0)){let s=w===void 0?`job ${t} of run ${n} (${N.result})`:`leg ${t} of jo\
b ${N.id} of run ${n} (${Tt(w.run,y.replay_of)})`;if(K.length===0){if(o.prompt||o.handoff||o.record)throw new i("stage-u\
nknown",`${s} calls a workflow; it ran none of its jobs`,{details:[`stages: ${r.join(", ")||"(none)"}`]});return e.stdout(
`${s} calls a workflow; it ran none of its jobs
`),J.ok}let R=K.filter(h=>M.includes(h.leg)),U=R.find(h=>h.result==="failure")??R[0],B=`${U===void 0?"":`a job's log: ba\
ton show ${n} ${U.leg}; `}the stages they recorded: baton show ${n}`;if(o.prompt||o.handoff||o.record)throw new i("stage\
-unknown",`${s} calls a workflow; its jobs: ${K.map(h=>`${h.leg} (${h.result})`).join(", ")}`,{details:[B,`stages: ${r.join(
", ")||"(none)"}`]});let Y=Math.max(...K.map(h=>h.leg.length)),W=Math.max(...K.map(h=>h.result.length));return e.stdout(
[`${s} calls a workflow; its jobs:`,...K.map(h=>h.reason===void 0?`  ${h.leg.padEnd(Y)}  ${h.result}`:`  ${h.leg.padEnd(
Y)}  ${h.result.padEnd(W)}  ${q(h.reason,200)}`),B,""].join(`
`)),J.ok}let Z=w===void 0&&!M.includes(t)?v[0]:void 0;if(Z!==void 0){let R=(_.results.get(Z.job.id)??[]).filter(h=>M.includes(
h.leg)),U=R.filter(h=>h.result==="failure").map(h=>h.leg),B=U[0]??R[0]?.leg,Y=`leg ${t} of job ${Z.job.id} of run ${n} (${Tt(
Z.run,y.replay_of)}): it has no log`,W=B===void 0?[]:[`job ${Z.job.id} ran as matrix legs ${R.map(h=>h.leg).join(", ")}${U.
length>0?` (failed: ${U.join(", ")})`:""}: ${X("baton",n,B)}`];if($!==null)throw new i("stage-unknown",Y,{details:[...W,
`stages: ${r.join(", ")||"(none)"}`]});return e.stdout([Y,...W,""].join(`
`)),J.ok}let st=new Set((_.results.get(t)??[]).map(s=>s.leg)),H=_.named.get(t),ut=s=>st.has(s)||(H===void 0?s===t||s.startsWith(
`${t}-`):H.includes(s)),P=Ee(_.results.get(t)??[],M);if(u!==void 0&&!M.some(ut)){let s=G(S,lt.report),R=Ut(u);throw new i(
"stage-unknown",R==="running"?`job ${t} of run ${n} (running) has recorded no stage and printed nothing so far`:R==="int\
errupted"?`job ${t} of run ${n} (interrupted) recorded no stage and printed nothing before the run was interrupted: it h\
as no job log`:`job ${t} of run ${n} (${u.result}) recorded no stage and printed nothing: it has no job log`,{details:[...P,
...await Ft(s)?[`the report it may have written: ${mt(e.cwd,s)}`]:[],...R==="running"?[`its steps' output goes to its lo\
g as they print: baton show ${n} ${t}`]:R==="interrupted"?[we(y.workflow_path)]:[],`stages: ${r.join(", ")||"(none)"}`]})}
let nt=M.filter(s=>s!==t&&ut(s)),Rt=(_.results.get(t)??[]).filter(s=>s.result==="failure").map(s=>s.leg),Se=nt.find(s=>Rt.
includes(s))??nt[0],Ht=nt.length===0?[]:[`ran as matrix legs ${nt.join(", ")}${Rt.length>0?` (failed: ${Rt.join(", ")})`:
""}: ${X("baton",n,Se)}`,...P];if(nt.length>0&&$===null)return e.stdout(`job ${t} of run ${n} ${Ht.map((s,R)=>R===0?s:` \
 ${s}`).join(`
`)}
`),J.ok;let Re=nt.length>0?"":kt(t,[...r,...M].filter(s=>s!==t));throw new i("stage-unknown",`run ${n} has no stage ${JSON.
stringify(t)}${Re}`,{details:[...nt.length>0?[`job ${t} ${Ht[0]}`,...P]:[],`stages: ${r.join(", ")||"(none)"}`,`job logs\
: ${M.join(", ")||"(none)"}`]})}let et=b.some(r=>r.runAttempt>1),pt=I.map(r=>dt(r,et)).join(", "),d=m===void 0?I:I.filter(
r=>r.runAttempt===m);if(d.length===0){let r=ft(I),$=[...new Set(I.map(A=>A.runAttempt))].sort((A,V)=>A-V),y=await f.getAttempt(
t,r.attempt,r.runAttempt).catch(()=>{}),E=y===void 0?void 0:bt(y.record,wt(b));throw new i("usage",`stage ${t} has no re\
cord in run attempt ${m}; it has records in run attempt${$.length===1?"":"s"} ${$.join(", ")}`,{where:"--run-attempt",details:[
...E===void 0||E.newerRunAttempt!==m?[]:[`it did not run in run attempt ${m}: ${ct(E)}`],`its newest record: baton show ${n}\
 ${t}${r.runAttempt===1?"":` --run-attempt ${r.runAttempt}`}`]})}let T=j===void 0?d:d.filter(r=>r.attempt===j);if(T.length===
0)throw new i("usage",`stage ${t} has no attempt ${o.attempt}${m===void 0?"":` in run attempt ${m}`}; attempts: ${pt}`,{
where:"--attempt"});let C=ft(T),L=qt(C),$t=f.attemptDir(t,C.attempt,C.runAttempt);if(!o.prompt&&!o.handoff&&!o.record&&!o.
log)return _e(e,f,n,t,I,C,wt(b));let x=await f.getAttempt(t,C.attempt,C.runAttempt).catch(async r=>{let $=o.log?await it(
G($t,tt.log),"utf8").catch(()=>null):null;if($!==null)return $;throw!(r instanceof i)||!de(r.code)?r:new i(r.code,r.message,
{...r.where===void 0?{}:{where:r.where},details:[...r.details,ue(n,t)],cause:r})});if(typeof x=="string")return z(e,x,"l\
og"),J.ok;if(x===void 0)throw new i("stage-unknown",`stage ${t} has no ${L}`);let yt=ht(C,ft(I))===0?bt(x.record,wt(b)):
void 0;if(yt!==void 0&&e.stderr(`baton: note: stage ${t} did not run in run attempt ${yt.newerRunAttempt}; this is its r\
ecord of run attempt ${C.runAttempt}: ${ct(yt)}
`),o.prompt){if(x.record.outcome.reason==="render-failed")throw new i("prompt-absent",`stage ${t} ${L} has no prompt: it\
s template could not be rendered`,{details:[at(x.record.outcome.message??"","    ")]});return z(e,x.prompt),J.ok}if(o.handoff){
if(x.handoff===null)throw Oe(x.record,n);return z(e,`${JSON.stringify(x.handoff,null,2)}
`),J.ok}if(o.record)return z(e,`${JSON.stringify(x.record,null,2)}
`),J.ok;let Dt=await it(G($t,tt.log),"utf8").catch(()=>null);if(Dt!==null)return z(e,Dt,"log"),J.ok;let Kt=await k(),Wt=Kt.
recordedBy.get(ye(t,C.attempt))??(x.record.matrix===null?x.record.job:void 0);if(Wt===void 0&&(p instanceof i||!p.pulled)){
let r=await rt(S,[],k),$=Kt.named.get(x.record.job)??[],y=r.filter(E=>$.includes(E));throw new i("log-absent",`stage ${t}\
 ${L} has no agent log, and the run's events do not say which leg of job ${x.record.job} recorded it, so which job log i\
s its is not known`,{details:[y.length===0?`job logs: ${r.join(", ")||"(none)"}`:`its job's legs' logs: ${y.map(E=>X("ba\
ton",n,E)).join("  \xB7  ")}`]})}let St=G(S,ot(Wt??x.record.job)),Gt=await it(St,"utf8").catch(()=>null);if(Gt===null){let r=p instanceof
i?void 0:p.pulled;throw r?be(`stage ${t} ${L} has no agent log`,n,r,"a stage's output in its job's log, not in its recor\
d"):new i("log-absent",`stage ${t} ${L} has no agent log, and the log of the job that recorded it is missing too: ${St}`)}
return z(e,Gt,"log"),It(e,p instanceof i?null:p,St)}async function Ae(e,a,t,o){let g=o.read instanceof i?null:o.read,j=g?.
jobs??[],m=await rt(o.runDir,[t,...j.map(c=>c.id)],o.runLegs);if(m.includes(t)){let c=G(o.runDir,ot(t));return z(e,await it(
c,"utf8"),"log"),o.read instanceof i?jt(e,a,o.read,[]):It(e,g,c)}let l=`job logs: ${m.join(", ")||"(none)"}`,n=j.find(c=>c.
id===t);if(n!==void 0&&g?.pulled)throw be(`job ${t} of run ${a} has no job log`,a,g.pulled,"a job's output in its log th\
ere, not in its records");if(n!==void 0){let c=await o.runLegs(),O=c.named.get(t)??(c.results.get(t)??[]).map(b=>b.leg),
p=m.filter(b=>O.includes(b)||b.startsWith(`${t}/`));if(p.length>0){let b=(c.results.get(t)??[]).filter(k=>k.result==="fa\
ilure").map(k=>k.leg),S=p.find(k=>b.includes(k))??p[0],Q=Nt(j,t);throw new i("log-absent",Q?`job ${t} of run ${a} calls \
a workflow and has no log of its own: each of its jobs has one`:`job ${t} of run ${a} has a log for each of its legs, no\
t one of its own`,{details:[`its ${Q?"jobs":"legs"}: ${p.join(", ")}; ${X("baton",a,S)}`]})}throw new i("log-absent",`jo\
b ${t} of run ${a} (${n.result}) has no job log: it printed nothing${Ut(n)==="running"?" so far":""}`,{details:[l]})}let f=j.
find(c=>c.stages.includes(t));throw f!==void 0||o.stages.includes(t)?new i("job-unknown",`run ${a} has no job or matrix \
leg ${JSON.stringify(t)}: ${t} is a stage`,{details:[...f===void 0?[]:[`the log of job ${f.id}, which recorded it: ${X("\
baton",a,f.id)}`],`its agent log: baton show ${a} ${t} --log`,l]}):new i("job-unknown",`run ${a} has no job or matrix le\
g ${JSON.stringify(t)}${kt(t,m)}`,{details:[l]})}function be(e,a,t,o){return new i("log-absent",`${e} here: run ${a} was\
 pulled from GitHub, which keeps ${o}`,{details:[`read it on GitHub: ${F(t.url)}`]})}function It(e,a,t){let o=Qt(a?.reason,
t);return o===null?J.ok:(e.stderr(`baton: this job log is incomplete: ${q(o,400)}
`),J.failure)}async function _e(e,a,t,o,g,j,m){let l=await Promise.all(g.map(d=>a.getAttempt(o,d.attempt,d.runAttempt).catch(
T=>{if(!(T instanceof i))throw T;return T}))),n=l.filter(d=>d!==void 0&&!(d instanceof i)),f=l.filter(d=>d instanceof i).
map(d=>le(t,o,Bt(d),d.code)),c=l[g.findIndex(d=>ht(d,j)===0)],O=te(m),p=g.map(d=>dt(d,O)).join(", "),b=d=>`attempt ${dt(
d,O)}`,S=c instanceof i||c===void 0?n.at(-1):c;if(S===void 0)e.stdout(`stage ${o}
run ${t}  attempts ${p}

`);else{let d=S.record;e.stdout(`stage ${o}  job ${F(d.job)}${d.matrix?`  matrix ${F(JSON.stringify(d.matrix))}`:""}
`);let T=d.parent?`  (continues run ${F(d.parent.run)})`:"";e.stdout(`run ${t}  hop ${d.hop}${T}  attempts ${p}

`)}g.forEach((d,T)=>{let C=l[T];if(C===void 0)return;if(C instanceof i){e.stdout(`${b(d)}: unreadable (see below)
`);return}let L=C.record,$t=L.verify?`, verify exit ${L.verify.exit_code}`:"";e.stdout(`${b(d)}${L.repair?" (repair turn\
)":""}: ${At(L.status,L.outcome.reason)}${L.outcome.reason==="cancelled"?"":` (${L.outcome.reason})`}, agent exit ${L.agent.
exit_code??"-"} in ${gt(L.agent.duration_ms)}${$t}
`),L.outcome.message&&e.stdout(`  ${at(L.outcome.message,"    ")}
`)});let Q=l.at(-1),k=Q===void 0||Q instanceof i?void 0:bt(Q.record,m);if(k!==void 0&&e.stdout(`not run in run attempt ${k.
newerRunAttempt}: ${ct(k)}
`),e.stdout(`
`),c===void 0||c instanceof i)return e.stdout(`${b(j)} cannot be read: nothing more of it to show
`),e.stderr(vt(t,f)),J.failure;let I=a.attemptDir(o,j.attempt,j.runAttempt),et=c.record;if(c.handoff?(e.stdout(`summary:\
 ${at(c.handoff.summary,"  ")}
`),c.handoff.next&&e.stdout(`next: ${c.handoff.next.stage}
`)):e.stdout(_t(et).length>0?`no handoff: the one it wrote was refused (see its problems)
`:`no handoff
`),et.lineage.length>0&&e.stdout(`rendered from: ${he([...et.lineage].sort((d,T)=>Jt(d.stage,T.stage)||(d.run_attempt??1)-
(T.run_attempt??1)||d.attempt-T.attempt).map(d=>`${d.stage}#${d.attempt}${d.run_attempt===void 0?"":` of run attempt ${d.
run_attempt}`}`))}
`),et.problems.length>0){e.stdout(`problems:
`);for(let d of et.problems)e.stdout(`  ${d.severity}: ${at(Lt(d),"    ")}
`)}let pt=[tt.record,tt.prompt,...c.handoff===null?[]:[tt.handoff]];return await Ft(G(I,tt.log))&&pt.push(tt.log),e.stdout(
`
files: ${mt(e.cwd,I)||I}/{${pt.join(",")}}
`),f.length===0?J.ok:(e.stderr(vt(t,f)),J.failure)}function Oe(e,a){let t=xt(Ot(e)),o=e.run.attempt===1?"":` --run-attem\
pt ${e.run.attempt}`,g=_t(e);return g.length>0?new i("handoff-absent",`${t} wrote a handoff that was refused, so none wa\
s kept`,{details:[...g.slice(0,5).map(j=>F(Lt(j))),...g.length>5?[`\u2026 and ${g.length-5} more`]:[],`every problem: ba\
ton show ${a} ${e.stage} --attempt ${e.attempt}${o} --record`]}):new i("handoff-absent",`${t} wrote no handoff (${e.outcome.
reason})`)}function Tt(e,a){let t=e.reason===void 0?"":`: ${q(e.reason,200)}`;return`${e.result}${t}${e.reused?`${t===""?
",":";"}${je(a)}`:""}`}function je(e){return` reused from ${e?`run ${e}`:"the run replayed"}`}function Nt(e,a){return e.
some(t=>t.id.startsWith(`${a}/`))}function xe(e,a,t){let o=(l,n)=>{let f=t.results.get(l)??[];return f.length>0?f:[{leg:l,
result:n}]},j=[...(t.results.get(a)??[]).filter(l=>l.leg!==a),...e.filter(l=>l.id.startsWith(`${a}/`)).flatMap(l=>o(l.id,
l.result))],m=l=>l.split("/");return j.sort((l,n)=>{let[f,c]=[m(l.leg),m(n.leg)];for(let O=0;O<Math.min(f.length,c.length);O++)
if(f[O]!==c[O])return f[O]<c[O]?-1:1;return f.length-c.length})}function Ee(e,a){let t=new Map;for(let o of e){if(a.includes(
o.leg)||o.reason===void 0)continue;let g=`${o.result}, ${q(o.reason,200)}`;t.set(g,[...t.get(g)??[],o.leg])}return[...t].
map(([o,g])=>`${g.join(", ")}: ${o}`)}function ye(e,a){return`${e}\0${a}`}function Me(e){let a=new Map,t=new Map,o=[],g=new Map,
j=new Map,m=new Set;for(let l of e.split(`
`))if(/"(run-started|job-legs|job-started|job-finished|step-finished|stage-recorded)"/.test(l))try{let n=JSON.parse(l);if(n.
type==="job-started"&&typeof n.leg=="string")o.push(n.leg);else if(n.type==="stage-recorded"&&typeof n.leg=="string"&&typeof n.
stage=="string"&&typeof n.attempt=="number")j.set(ye(n.stage,n.attempt),n.leg);else if(n.type==="step-finished"&&n.outcome===
"failure"&&typeof n.leg=="string"&&typeof n.step=="number"&&!g.has(n.leg))g.set(n.leg,{step:n.step,name:String(n.name),message:typeof n.
message=="string"?n.message:"failed"});else if(n.type==="job-finished"&&typeof n.job=="string"){let f=a.get(n.job)??[],c=typeof n.
reason=="string"?{reason:n.reason}:{},O=n.reused===!0?{reused:!0}:{};a.set(n.job,[...f,{leg:String(n.leg),result:String(
n.result),...c,...O}]);let p=Vt.safeParse(n.failed_step).data;typeof n.leg=="string"&&p!==void 0&&!g.has(n.leg)&&g.set(n.
leg,{step:p.step,name:p.name,message:p.message??"failed"})}else if(n.type==="job-legs"&&typeof n.job=="string"&&Ct(n.legs))
t.set(n.job,n.legs);else if(n.type==="run-started"&&Array.isArray(n.jobs)){for(let f of n.jobs)if(typeof f?.id=="string"&&
Ct(f.legs)&&t.set(f.id,f.legs),typeof f?.id=="string"&&f.stage_steps===!1)for(let c of[f.id,...Ct(f.legs)?f.legs:[]])m.add(
c)}}catch{}return{results:a,named:t,started:o,withoutStageStep:m,failedSteps:g,recordedBy:j}}function Ct(e){return Array.
isArray(e)&&e.every(a=>typeof a=="string")}async function rt(e,a,t){let o=await Le(e).catch(()=>[]),g=[],j=new Set;for(let m of o){
let l=zt(m);l!==null?g.push(l):m.startsWith(lt.jobLogPrefix)&&m.endsWith(".log")&&j.add(m)}if(j.size>0){let m=await t(),
l=[...m.results.values()].flatMap(n=>n.map(f=>f.leg));for(let n of new Set([...a,...m.started,...l]))j.delete(ot(n))&&g.
push(n)}return g.sort(Jt)}function Ut(e){return e?.result==="running"||e?.result==="interrupted"?e.result:null}function we(e){
return`run the workflow again: ${Xt.run(e===null?"<workflow.yml>":q(e,200))}`}async function Ft(e){return ke(e).then(()=>!0,
()=>!1)}function dt(e,a){let{attempt:t,runAttempt:o}="run"in e?{attempt:e.attempt,runAttempt:e.run.attempt}:e;return a||
o!==1?`${t} of run attempt ${o}`:String(t)}export{nn as showCommand};

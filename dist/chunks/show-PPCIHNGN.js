import{a as xt,b as X}from"./chunk-AFLIMYGV.js";import{b as vt}from"./chunk-BWV7KPDF.js";import{a as Pt,b as $e}from"./chunk-Q4L5T5GK.js";
import{a as ce}from"./chunk-KLFRBVAS.js";import{b as ct}from"./chunk-4UHJJWGH.js";import{b as Et,f as q,g as Mt,
h as ge,i as bt}from"./chunk-JZ32DID6.js";import{b as se,c as ae,d as ie,e as de,f as ue,g as le,h as fe}from"./chunk-QINFMQVO.js";
import{d as Vt,e as ht,f as Zt,g as wt,h as te,i as ft}from"./chunk-QHWUTILA.js";import{a as me,b as pe}from"./chunk-3X2AQWH7.js";
import"./chunk-MOWGRHRU.js";import"./chunk-S2H3IPAQ.js";import{f as ee,i as ne,j as oe,l as re}from"./chunk-IZ6WIIJF.js";
import{c as Qt}from"./chunk-IJLDGJOU.js";import{j as qt}from"./chunk-4DYK2MG7.js";import{A as _t,B as Xt,C as Ot,
n as Lt,o as At,y as $t,z as lt}from"./chunk-2MQ5OTBB.js";import"./chunk-RBL3FFHZ.js";import"./chunk-6RREDHNG.js";
import{a as zt}from"./chunk-LS2NIP65.js";import{a as z}from"./chunk-37MJCIRR.js";import{a as D}from"./chunk-HDT3FCLQ.js";
import{i as kt}from"./chunk-BBSO245P.js";import"./chunk-TR6ONM2E.js";import"./chunk-FCWOFCWY.js";import"./chunk-KRB52NVM.js";
import{d as Rt}from"./chunk-TIXFR75A.js";import{d as i,f as Ht}from"./chunk-OKFZ7BVP.js";import{b as J}from"./chunk-OU33NO3O.js";
import"./chunk-5A7QKWCT.js";import"./chunk-DSPIJXAJ.js";import{V as ut,W as ot,X as Yt,t as tt,w as Bt}from"./chunk-LBXHU7QN.js";
import"./chunk-3NR5HZ6E.js";import{access as Re,readdir as ke,readFile as at}from"node:fs/promises";import{join as G,relative as gt}from"node:path";async function en(e,a,t,o={}){let g=["prompt","handoff","record","log"].filter(r=>o[r]);if(g.length+(o.jobLog?1:0)>1)throw new i(
"usage",`give at most one of --prompt, --handoff, --record, --log, ${xt}`);if(o.jobLog&&t===void 0)throw new i("usage",`${xt}\
 needs a job: ${X("baton",a,"<job>")}`);if(o.jobLog&&o.attempt!==void 0)throw new i("usage",`a job log has no attempts (\
a stage's agent log has: baton show ${a} <stage> --log --attempt ${o.attempt})`,{where:"--attempt"});if(o.jobLog&&o.runAttempt!==
void 0)throw new i("usage",`a job log has no run attempts: it is of the run as it ran here, and a run pulled from GitHub\
 has none (a stage's record has: baton show ${a} <stage> --run-attempt ${o.runAttempt})`,{where:"--run-attempt"});if(g.length===
1&&t===void 0)throw new i("usage",`--${g[0]} needs a stage: baton show ${a} <stage> --${g[0]}`);if(o.attempt!==void 0&&t===
void 0)throw new i("usage",`--attempt needs a stage: baton show ${a} <stage> --attempt ${o.attempt}`);if(o.runAttempt!==
void 0&&t===void 0)throw new i("usage",`--run-attempt needs a stage: baton show ${a} <stage> --run-attempt ${o.runAttempt}`);
let j=o.attempt===void 0?void 0:Et(o.attempt,"--attempt"),m=o.runAttempt===void 0?void 0:Et(o.runAttempt,"--run-attempt"),
l=ee.forProject(e.cwd);await ce(e,l);let n=await l.resolve(a),f=await l.open(n),c,O=()=>(c??=me(l,n),c),p=await pe(l,n,O),
b=await f.list(),S=l.runDir(n),Q,k=()=>(Q??=O().then(Ee),Q);if(o.jobLog&&t!==void 0)return Le(e,n,t,{read:p,stages:[...new Set(
b.map(r=>r.stage))],runDir:S,runLegs:k});if(t===void 0){let r=p instanceof i?null:p;if(r===null)e.stdout(`run ${n}  (its\
 ${Bt} cannot be read: see below)
`);else{e.stdout(`run ${n}  ${D(r.workflow)}  ${oe(r)}`),r.duration_ms!==null&&e.stdout(` in ${ct(r.duration_ms)}`),e.stdout(
`
started ${r.started_at}${r.replay_of?`, replay of ${r.replay_of}`:""}
`),r.pulled&&e.stdout(`pulled ${r.pulled.pulled_at} from ${D(r.pulled.url)} (run ${r.pulled.run_id} of ${D(r.pulled.repository)}\
): its records only, no job logs
`);let u=ne(r);u!==null&&e.stdout(`${re(u,S)}
`),r.reason!==void 0&&e.stdout(`failed outside its jobs: ${D(r.reason).replaceAll(`
`,`
  `)}
`)}e.stdout(`records in ${gt(e.cwd,S)||S}

`);let $=await se(f,r,b),y=$.unreadable.map(u=>u.reason),E=$.notStored?.records??[],A=[];for(let u of r?.jobs??[]){let _=[
...new Set(E.filter(v=>v.job===u.id&&!u.stages.includes(v.stage)).map(v=>v.stage))].map(v=>`${v} (not stored)`);A.push([
u.id,`${u.result}${u.reused?" (reused)":""}`,[...u.stages,..._].join(", ")])}A.length>0&&e.stdout(vt(["JOB","RESULT","ST\
AGES"],A));let V=[...new Set([...b.map(u=>u.stage),...$.missing.map(u=>u.stage),...E.map(u=>u.stage)])].sort(Vt);if(V.length>
0){A.length>0&&e.stdout(`
`);let u=new Set((r?.jobs??[]).flatMap(w=>w.reused?w.stages:[])),_=te($.records,b),v=b.some(w=>w.runAttempt>1),F=[];for(let w of V){
if($.missing.some(P=>P.stage===w)){F.push([w,"missing","","","","(see below)"]);continue}let N=E.filter(P=>P.stage===w).
length;if(!b.some(P=>P.stage===w)){F.push([w,"not stored","","","","(see below)"]);continue}let K=lt(b.filter(P=>P.stage===
w)),Z=$.unreadable.filter(P=>P.stage===w).length,st=$.records.find(P=>$t(_t(P.record),K)===0);if(st===void 0){F.push([w,
"unreadable","",it(K,v),"","(see below)"]);continue}let H=st.record,dt=_.get(w);if(dt!==void 0){F.push([w,`not run in ru\
n attempt ${dt.newerRunAttempt}`,"superseded",it(K,v),ct(H.agent.duration_ms),q(`(last ran in run attempt ${H.run.attempt}\
) ${st.handoff?.summary??""}`,80)]);continue}F.push([w,`${Lt(H.status,H.outcome.reason)}${u.has(w)?" (reused)":""}`,H.outcome.
reason,[it(H,v),...Z===0?[]:[`(${Z} unreadable)`],...N===0?[]:[`(${N} more not stored)`]].join(" "),ct(H.agent.duration_ms),
q(st.handoff?.summary??"",80)])}e.stdout(vt(["STAGE","STATUS","OUTCOME","ATTEMPTS","AGENT","SUMMARY"],F));for(let[w,N]of _)
e.stdout(`
${w}: not run in run attempt ${N.newerRunAttempt}: ${ft(N)}
`)}let M=await rt(S,(r?.jobs??[]).map(u=>u.id),k);if(M.length>0){let u=M.length>12?`${M.slice(0,12).join(", ")}, \u2026`:
M.join(", "),_=gt(e.cwd,G(S,ot("<job>")));e.stdout(`
job logs: ${D(u)} (${_}; ${X("baton",n,"<job>")})
`)}for(let u of[ut.report,ut.summary])await Ut(G(S,u))&&e.stdout(`
${u}: ${gt(e.cwd,G(S,u))}
`);return bt(e,n,p instanceof i?p:null,y,$.notStored)}let I=b.filter(r=>r.stage===t);if(I.length===0){let r=[...new Set(
b.map(s=>s.stage))],$=o.prompt?"prompt":o.handoff?"handoff":o.record?"record":null;if(p instanceof i){if(!(await rt(S,[t],
k)).includes(t))throw p;if($===null)return z(e,await at(G(S,ot(t)),"utf8"),"log"),bt(e,n,p,[]);throw e.stderr(ge(p)),new i(
"stage-unknown",`run ${n} has no stage ${t}, so it has no ${$}: ${t} has a job log, and no record`,{details:[`its log: b\
aton show ${n} ${t}`,`stages: ${r.join(", ")||"(none)"}`]})}let y=p,E=await ae(S,y),A=E?.records.find(s=>s.stage===t);if(E!==
null&&A!==void 0&&!(o.log&&(await rt(S,[t],k)).includes(t))){let s=(await rt(S,[A.job],k)).includes(A.job);throw new i("\
record-not-stored",`${Ot({...A,runAttempt:1})} (job ${A.job}) of run ${n} was never stored, so it has no ${$??(o.log?"lo\
g":"attempts")} to show: ${A.why}`,{details:[E.fix,...s?[`the log of job ${A.job}: ${X("baton",n,A.job)}`]:[],`stages: ${r.
join(", ")||"(none)"}`]})}let[V]=await le(f,y.jobs.filter(s=>s.stages.includes(t)).map(s=>({...s,stages:[t]})),b);if(V!==
void 0){let s=y.jobs.find(R=>R.id===V.job);throw fe(n,V,s?.result??"unknown",[`replay from that stage, to run it again: \
baton replay ${n} --from ${t}`,`stages: ${r.join(", ")||"(none)"}`])}let M=await rt(S,[t,...y.jobs.map(s=>s.id)],k);if(M.
includes(t)&&$===null){if(j!==void 0)throw new i("usage",`${t} recorded no stage, and its job log has no attempts: baton\
 show ${n} ${t}`,{where:"--attempt"});let s=G(S,ot(t));return z(e,await at(s,"utf8"),"log"),Ct(e,y,s)}let u=y.jobs.find(
s=>s.id===t),_=await k(),v=u===void 0?y.jobs.flatMap(s=>{let R=_.results.get(s.id)?.find(U=>U.leg===t);return R===void 0?
[]:[{job:s,run:R}]}):[],F=u===void 0&&v.length===1?v[0]:void 0;if($!==null&&M.includes(t)&&(u!==void 0||F!==void 0)){let s=u===
void 0?[]:_.results.get(u.id)??[],R=s.length>0&&s.every(h=>h.reused===!0),U=u!==void 0?`job ${t} of run ${n} (${u.result}${R?
`,${be(y.replay_of)}`:""})`:`leg ${t} of job ${F.job.id} of run ${n} (${Jt(F.run,y.replay_of)})`,B=_.withoutStageStep.has(
t),Y=B&&(u??F.run).result!=="failure"?void 0:_.failedSteps.get(t),W=Nt(u);throw new i("stage-unknown",W==="running"?`${U}\
 has recorded no stage so far, so it has no ${$} yet`:W==="interrupted"?`${U} recorded no stage before the run was inter\
rupted, so it has no ${$}`:`${U} recorded no stage, so it has no ${$}`,{details:[...B?["it has no stage step: none of it\
s steps runs baton's stage"]:[],...Y===void 0?[]:[`its step ${Y.step+1} (${q(Y.name,80)}) failed${B?"":" before it recor\
ded one"}: ${q(Y.message,300)}`],...W===null?[]:[`a stage's prompt, handoff and record are stored when its attempt ends${W===
"interrupted"?": the run's process ended first":""}`],`its log${W==="running"?" so far":""}: ${B?X("baton",n,t):`baton s\
how ${n} ${t}`}`,...W==="interrupted"?[he(y.workflow_path)]:[],`stages: ${r.join(", ")||"(none)"}`]})}let w=v.find(s=>It(
y.jobs,s.job.id)),N=u??w?.job,K=N===void 0||!It(y.jobs,N.id)?[]:Oe(y.jobs,N.id,_).filter(s=>w===void 0||s.leg.startsWith(
`${t}/`));if(N!==void 0&&(K.length>0||w!==void 0)){let s=w===void 0?`job ${t} of run ${n} (${N.result})`:`leg ${t} of jo\
b ${N.id} of run ${n} (${Jt(w.run,y.replay_of)})`;if(K.length===0){if(o.prompt||o.handoff||o.record)throw new i("stage-u\
nknown",`${s} calls a workflow; it ran none of its jobs`,{details:[`stages: ${r.join(", ")||"(none)"}`]});return e.stdout(
`${s} calls a workflow; it ran none of its jobs
`),J.ok}let R=K.filter(h=>M.includes(h.leg)),U=R.find(h=>h.result==="failure")??R[0],B=`${U===void 0?"":`a job's log: ba\
ton show ${n} ${U.leg}; `}the stages they recorded: baton show ${n}`;if(o.prompt||o.handoff||o.record)throw new i("stage\
-unknown",`${s} calls a workflow; its jobs: ${K.map(h=>`${h.leg} (${h.result})`).join(", ")}`,{details:[B,`stages: ${r.join(
", ")||"(none)"}`]});let Y=Math.max(...K.map(h=>h.leg.length)),W=Math.max(...K.map(h=>h.result.length));return e.stdout(
[`${s} calls a workflow; its jobs:`,...K.map(h=>h.reason===void 0?`  ${h.leg.padEnd(Y)}  ${h.result}`:`  ${h.leg.padEnd(
Y)}  ${h.result.padEnd(W)}  ${q(h.reason,200)}`),B,""].join(`
`)),J.ok}let Z=w===void 0&&!M.includes(t)?v[0]:void 0;if(Z!==void 0){let R=(_.results.get(Z.job.id)??[]).filter(h=>M.includes(
h.leg)),U=R.filter(h=>h.result==="failure").map(h=>h.leg),B=U[0]??R[0]?.leg,Y=`leg ${t} of job ${Z.job.id} of run ${n} (${Jt(
Z.run,y.replay_of)}): it has no log`,W=B===void 0?[]:[`job ${Z.job.id} ran as matrix legs ${R.map(h=>h.leg).join(", ")}${U.
length>0?` (failed: ${U.join(", ")})`:""}: ${X("baton",n,B)}`];if($!==null)throw new i("stage-unknown",Y,{details:[...W,
`stages: ${r.join(", ")||"(none)"}`]});return e.stdout([Y,...W,""].join(`
`)),J.ok}let st=new Set((_.results.get(t)??[]).map(s=>s.leg)),H=_.named.get(t),dt=s=>st.has(s)||(H===void 0?s===t||s.startsWith(
`${t}-`):H.includes(s)),P=xe(_.results.get(t)??[],M);if(u!==void 0&&!M.some(dt)){let s=G(S,ut.report),R=Nt(u);throw new i(
"stage-unknown",R==="running"?`job ${t} of run ${n} (running) has recorded no stage and printed nothing so far`:R==="int\
errupted"?`job ${t} of run ${n} (interrupted) recorded no stage and printed nothing before the run was interrupted: it h\
as no job log`:`job ${t} of run ${n} (${u.result}) recorded no stage and printed nothing: it has no job log`,{details:[...P,
...await Ut(s)?[`the report it may have written: ${gt(e.cwd,s)}`]:[],...R==="running"?[`its steps' output goes to its lo\
g as they print: baton show ${n} ${t}`]:R==="interrupted"?[he(y.workflow_path)]:[],`stages: ${r.join(", ")||"(none)"}`]})}
let nt=M.filter(s=>s!==t&&dt(s)),St=(_.results.get(t)??[]).filter(s=>s.result==="failure").map(s=>s.leg),ye=nt.find(s=>St.
includes(s))??nt[0],Gt=nt.length===0?[]:[`ran as matrix legs ${nt.join(", ")}${St.length>0?` (failed: ${St.join(", ")})`:
""}: ${X("baton",n,ye)}`,...P];if(nt.length>0&&$===null)return e.stdout(`job ${t} of run ${n} ${Gt.map((s,R)=>R===0?s:` \
 ${s}`).join(`
`)}
`),J.ok;let Se=nt.length>0?"":Rt(t,[...r,...M].filter(s=>s!==t));throw new i("stage-unknown",`run ${n} has no stage ${JSON.
stringify(t)}${Se}`,{details:[...nt.length>0?[`job ${t} ${Gt[0]}`,...P]:[],`stages: ${r.join(", ")||"(none)"}`,`job logs\
: ${M.join(", ")||"(none)"}`]})}let et=b.some(r=>r.runAttempt>1),mt=I.map(r=>it(r,et)).join(", "),d=m===void 0?I:I.filter(
r=>r.runAttempt===m);if(d.length===0){let r=lt(I),$=[...new Set(I.map(A=>A.runAttempt))].sort((A,V)=>A-V),y=await f.getAttempt(
t,r.attempt,r.runAttempt).catch(()=>{}),E=y===void 0?void 0:wt(y.record,ht(b));throw new i("usage",`stage ${t} has no re\
cord in run attempt ${m}; it has records in run attempt${$.length===1?"":"s"} ${$.join(", ")}`,{where:"--run-attempt",details:[
...E===void 0||E.newerRunAttempt!==m?[]:[`it did not run in run attempt ${m}: ${ft(E)}`],`its newest record: baton show ${n}\
 ${t}${r.runAttempt===1?"":` --run-attempt ${r.runAttempt}`}`]})}let T=j===void 0?d:d.filter(r=>r.attempt===j);if(T.length===
0)throw new i("usage",`stage ${t} has no attempt ${o.attempt}${m===void 0?"":` in run attempt ${m}`}; attempts: ${mt}`,{
where:"--attempt"});let C=lt(T),L=Xt(C),pt=f.attemptDir(t,C.attempt,C.runAttempt);if(!o.prompt&&!o.handoff&&!o.record&&!o.
log)return Ae(e,f,n,t,I,C,ht(b));let x=await f.getAttempt(t,C.attempt,C.runAttempt).catch(async r=>{let $=o.log?await at(
G(pt,tt.log),"utf8").catch(()=>null):null;if($!==null)return $;throw!(r instanceof i)||!ie(r.code)?r:new i(r.code,r.message,
{...r.where===void 0?{}:{where:r.where},details:[...r.details,de(n,t)],cause:r})});if(typeof x=="string")return z(e,x,"l\
og"),J.ok;if(x===void 0)throw new i("stage-unknown",`stage ${t} has no ${L}`);let jt=$t(C,lt(I))===0?wt(x.record,ht(b)):
void 0;if(jt!==void 0&&e.stderr(`baton: note: stage ${t} did not run in run attempt ${jt.newerRunAttempt}; this is its r\
ecord of run attempt ${C.runAttempt}: ${ft(jt)}
`),o.prompt){if(x.record.outcome.reason==="render-failed")throw new i("prompt-absent",`stage ${t} ${L} has no prompt: it\
s template could not be rendered`,{details:[...(x.record.outcome.message??"").split(`
`).map(D)]});return z(e,x.prompt),J.ok}if(o.handoff){if(x.handoff===null)throw _e(x.record,n);return z(e,`${JSON.stringify(
x.handoff,null,2)}
`),J.ok}if(o.record)return z(e,`${JSON.stringify(x.record,null,2)}
`),J.ok;let Dt=await at(G(pt,tt.log),"utf8").catch(()=>null);if(Dt!==null)return z(e,Dt,"log"),J.ok;let Ft=await k(),Kt=Ft.
recordedBy.get(je(t,C.attempt))??(x.record.matrix===null?x.record.job:void 0);if(Kt===void 0&&(p instanceof i||!p.pulled)){
let r=await rt(S,[],k),$=Ft.named.get(x.record.job)??[],y=r.filter(E=>$.includes(E));throw new i("log-absent",`stage ${t}\
 ${L} has no agent log, and the run's events do not say which leg of job ${x.record.job} recorded it, so which job log i\
s its is not known`,{details:[y.length===0?`job logs: ${r.join(", ")||"(none)"}`:`its job's legs' logs: ${y.map(E=>X("ba\
ton",n,E)).join("  \xB7  ")}`]})}let yt=G(S,ot(Kt??x.record.job)),Wt=await at(yt,"utf8").catch(()=>null);if(Wt===null){let r=p instanceof
i?void 0:p.pulled;throw r?we(`stage ${t} ${L} has no agent log`,n,r,"a stage's output in its job's log, not in its recor\
d"):new i("log-absent",`stage ${t} ${L} has no agent log, and the log of the job that recorded it is missing too: ${yt}`)}
return z(e,Wt,"log"),Ct(e,p instanceof i?null:p,yt)}async function Le(e,a,t,o){let g=o.read instanceof i?null:o.read,j=g?.
jobs??[],m=await rt(o.runDir,[t,...j.map(c=>c.id)],o.runLegs);if(m.includes(t)){let c=G(o.runDir,ot(t));return z(e,await at(
c,"utf8"),"log"),o.read instanceof i?bt(e,a,o.read,[]):Ct(e,g,c)}let l=`job logs: ${m.join(", ")||"(none)"}`,n=j.find(c=>c.
id===t);if(n!==void 0&&g?.pulled)throw we(`job ${t} of run ${a} has no job log`,a,g.pulled,"a job's output in its log th\
ere, not in its records");if(n!==void 0){let c=await o.runLegs(),O=c.named.get(t)??(c.results.get(t)??[]).map(b=>b.leg),
p=m.filter(b=>O.includes(b)||b.startsWith(`${t}/`));if(p.length>0){let b=(c.results.get(t)??[]).filter(k=>k.result==="fa\
ilure").map(k=>k.leg),S=p.find(k=>b.includes(k))??p[0],Q=It(j,t);throw new i("log-absent",Q?`job ${t} of run ${a} calls \
a workflow and has no log of its own: each of its jobs has one`:`job ${t} of run ${a} has a log for each of its legs, no\
t one of its own`,{details:[`its ${Q?"jobs":"legs"}: ${p.join(", ")}; ${X("baton",a,S)}`]})}throw new i("log-absent",`jo\
b ${t} of run ${a} (${n.result}) has no job log: it printed nothing${Nt(n)==="running"?" so far":""}`,{details:[l]})}let f=j.
find(c=>c.stages.includes(t));throw f!==void 0||o.stages.includes(t)?new i("job-unknown",`run ${a} has no job or matrix \
leg ${JSON.stringify(t)}: ${t} is a stage`,{details:[...f===void 0?[]:[`the log of job ${f.id}, which recorded it: ${X("\
baton",a,f.id)}`],`its agent log: baton show ${a} ${t} --log`,l]}):new i("job-unknown",`run ${a} has no job or matrix le\
g ${JSON.stringify(t)}${Rt(t,m)}`,{details:[l]})}function we(e,a,t,o){return new i("log-absent",`${e} here: run ${a} was\
 pulled from GitHub, which keeps ${o}`,{details:[`read it on GitHub: ${D(t.url)}`]})}function Ct(e,a,t){let o=qt(a?.reason,
t);return o===null?J.ok:(e.stderr(`baton: this job log is incomplete: ${q(o,400)}
`),J.failure)}async function Ae(e,a,t,o,g,j,m){let l=await Promise.all(g.map(d=>a.getAttempt(o,d.attempt,d.runAttempt).catch(
T=>{if(!(T instanceof i))throw T;return T}))),n=l.filter(d=>d!==void 0&&!(d instanceof i)),f=l.filter(d=>d instanceof i).
map(d=>ue(t,o,Ht(d),d.code)),c=l[g.findIndex(d=>$t(d,j)===0)],O=Zt(m),p=g.map(d=>it(d,O)).join(", "),b=d=>`attempt ${it(
d,O)}`,S=c instanceof i||c===void 0?n.at(-1):c;if(S===void 0)e.stdout(`stage ${o}
run ${t}  attempts ${p}

`);else{let d=S.record;e.stdout(`stage ${o}  job ${d.job}${d.matrix?`  matrix ${JSON.stringify(d.matrix)}`:""}
`);let T=d.parent?`  (continues run ${d.parent.run})`:"";e.stdout(`run ${t}  hop ${d.hop}${T}  attempts ${p}

`)}g.forEach((d,T)=>{let C=l[T];if(C===void 0)return;if(C instanceof i){e.stdout(`${b(d)}: unreadable (see below)
`);return}let L=C.record,pt=L.verify?`, verify exit ${L.verify.exit_code}`:"";e.stdout(`${b(d)}${L.repair?" (repair turn\
)":""}: ${Lt(L.status,L.outcome.reason)}${L.outcome.reason==="cancelled"?"":` (${L.outcome.reason})`}, agent exit ${L.agent.
exit_code??"-"} in ${ct(L.agent.duration_ms)}${pt}
`),L.outcome.message&&e.stdout(`  ${D(L.outcome.message)}
`)});let Q=l.at(-1),k=Q===void 0||Q instanceof i?void 0:wt(Q.record,m);if(k!==void 0&&e.stdout(`not run in run attempt ${k.
newerRunAttempt}: ${ft(k)}
`),e.stdout(`
`),c===void 0||c instanceof i)return e.stdout(`${b(j)} cannot be read: nothing more of it to show
`),e.stderr(Mt(t,f)),J.failure;let I=a.attemptDir(o,j.attempt,j.runAttempt),et=c.record;if(c.handoff?(e.stdout(`summary:\
 ${D(c.handoff.summary)}
`),c.handoff.next&&e.stdout(`next: ${c.handoff.next.stage}
`)):e.stdout(At(et).length>0?`no handoff: the one it wrote was refused (see its problems)
`:`no handoff
`),et.lineage.length>0&&e.stdout(`rendered from: ${$e([...et.lineage].sort((d,T)=>Pt(d.stage,T.stage)||(d.run_attempt??1)-
(T.run_attempt??1)||d.attempt-T.attempt).map(d=>`${d.stage}#${d.attempt}${d.run_attempt===void 0?"":` of run attempt ${d.
run_attempt}`}`))}
`),et.problems.length>0){e.stdout(`problems:
`);for(let d of et.problems)e.stdout(`  ${d.severity}: ${D(kt(d))}
`)}let mt=[tt.record,tt.prompt,...c.handoff===null?[]:[tt.handoff]];return await Ut(G(I,tt.log))&&mt.push(tt.log),e.stdout(
`
files: ${gt(e.cwd,I)||I}/{${mt.join(",")}}
`),f.length===0?J.ok:(e.stderr(Mt(t,f)),J.failure)}function _e(e,a){let t=Ot(_t(e)),o=e.run.attempt===1?"":` --run-attem\
pt ${e.run.attempt}`,g=At(e);return g.length>0?new i("handoff-absent",`${t} wrote a handoff that was refused, so none wa\
s kept`,{details:[...g.slice(0,5).map(j=>D(kt(j))),...g.length>5?[`\u2026 and ${g.length-5} more`]:[],`every problem: ba\
ton show ${a} ${e.stage} --attempt ${e.attempt}${o} --record`]}):new i("handoff-absent",`${t} wrote no handoff (${e.outcome.
reason})`)}function Jt(e,a){let t=e.reason===void 0?"":`: ${q(e.reason,200)}`;return`${e.result}${t}${e.reused?`${t===""?
",":";"}${be(a)}`:""}`}function be(e){return` reused from ${e?`run ${e}`:"the run replayed"}`}function It(e,a){return e.
some(t=>t.id.startsWith(`${a}/`))}function Oe(e,a,t){let o=(l,n)=>{let f=t.results.get(l)??[];return f.length>0?f:[{leg:l,
result:n}]},j=[...(t.results.get(a)??[]).filter(l=>l.leg!==a),...e.filter(l=>l.id.startsWith(`${a}/`)).flatMap(l=>o(l.id,
l.result))],m=l=>l.split("/");return j.sort((l,n)=>{let[f,c]=[m(l.leg),m(n.leg)];for(let O=0;O<Math.min(f.length,c.length);O++)
if(f[O]!==c[O])return f[O]<c[O]?-1:1;return f.length-c.length})}function xe(e,a){let t=new Map;for(let o of e){if(a.includes(
o.leg)||o.reason===void 0)continue;let g=`${o.result}, ${q(o.reason,200)}`;t.set(g,[...t.get(g)??[],o.leg])}return[...t].
map(([o,g])=>`${g.join(", ")}: ${o}`)}function je(e,a){return`${e}\0${a}`}function Ee(e){let a=new Map,t=new Map,o=[],g=new Map,
j=new Map,m=new Set;for(let l of e.split(`
`))if(/"(run-started|job-legs|job-started|job-finished|step-finished|stage-recorded)"/.test(l))try{let n=JSON.parse(l);if(n.
type==="job-started"&&typeof n.leg=="string")o.push(n.leg);else if(n.type==="stage-recorded"&&typeof n.leg=="string"&&typeof n.
stage=="string"&&typeof n.attempt=="number")j.set(je(n.stage,n.attempt),n.leg);else if(n.type==="step-finished"&&n.outcome===
"failure"&&typeof n.leg=="string"&&typeof n.step=="number"&&!g.has(n.leg))g.set(n.leg,{step:n.step,name:String(n.name),message:typeof n.
message=="string"?n.message:"failed"});else if(n.type==="job-finished"&&typeof n.job=="string"){let f=a.get(n.job)??[],c=typeof n.
reason=="string"?{reason:n.reason}:{},O=n.reused===!0?{reused:!0}:{};a.set(n.job,[...f,{leg:String(n.leg),result:String(
n.result),...c,...O}]);let p=Qt.safeParse(n.failed_step).data;typeof n.leg=="string"&&p!==void 0&&!g.has(n.leg)&&g.set(n.
leg,{step:p.step,name:p.name,message:p.message??"failed"})}else if(n.type==="job-legs"&&typeof n.job=="string"&&Tt(n.legs))
t.set(n.job,n.legs);else if(n.type==="run-started"&&Array.isArray(n.jobs)){for(let f of n.jobs)if(typeof f?.id=="string"&&
Tt(f.legs)&&t.set(f.id,f.legs),typeof f?.id=="string"&&f.stage_steps===!1)for(let c of[f.id,...Tt(f.legs)?f.legs:[]])m.add(
c)}}catch{}return{results:a,named:t,started:o,withoutStageStep:m,failedSteps:g,recordedBy:j}}function Tt(e){return Array.
isArray(e)&&e.every(a=>typeof a=="string")}async function rt(e,a,t){let o=await ke(e).catch(()=>[]),g=[],j=new Set;for(let m of o){
let l=Yt(m);l!==null?g.push(l):m.startsWith(ut.jobLogPrefix)&&m.endsWith(".log")&&j.add(m)}if(j.size>0){let m=await t(),
l=[...m.results.values()].flatMap(n=>n.map(f=>f.leg));for(let n of new Set([...a,...m.started,...l]))j.delete(ot(n))&&g.
push(n)}return g.sort(Pt)}function Nt(e){return e?.result==="running"||e?.result==="interrupted"?e.result:null}function he(e){
return`run the workflow again: ${zt.run(e===null?"<workflow.yml>":q(e,200))}`}async function Ut(e){return Re(e).then(()=>!0,
()=>!1)}function it(e,a){let{attempt:t,runAttempt:o}="run"in e?{attempt:e.attempt,runAttempt:e.run.attempt}:e;return a||
o!==1?`${t} of run attempt ${o}`:String(t)}export{en as showCommand};

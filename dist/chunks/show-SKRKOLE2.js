import{a as Et,b as Q}from"./chunk-AFLIMYGV.js";import{b as Jt}from"./chunk-FKBEKWPC.js";import{a as Tt,b as we}from"./chunk-Q4L5T5GK.js";
import{a as me}from"./chunk-YCIAE3VV.js";import{b as gt}from"./chunk-IRILTBXK.js";import{b as vt,f as V,g as Pt,
h as pe,i as jt}from"./chunk-S3XHUHQQ.js";import{b as ie,c as de,d as ue,e as le,f as fe,g as ce,h as ge}from"./chunk-LI62HDKS.js";
import{d as te,e as wt,f as ee,g as bt,h as ne,i as ct}from"./chunk-M6PCGQAN.js";import{a as $e,b as he}from"./chunk-N4ZGVNJR.js";
import"./chunk-MF4L3K4G.js";import"./chunk-URU3H7ZW.js";import{f as oe,i as re,j as se,l as ae}from"./chunk-CQFXWFSA.js";
import{c as Zt}from"./chunk-672GVUQV.js";import{j as Vt}from"./chunk-YW23EYA3.js";import{A as xt,B as Qt,C as Mt,
n as _t,o as Ot,y as ht,z as ft}from"./chunk-LZYN5DKP.js";import"./chunk-RBL3FFHZ.js";import"./chunk-6RREDHNG.js";
import{a as qt}from"./chunk-LS2NIP65.js";import{a as q}from"./chunk-RH6UP7MI.js";import{b as G,c as at}from"./chunk-RXTW3LH6.js";
import{i as At}from"./chunk-X6MVMOSM.js";import"./chunk-TR6ONM2E.js";import"./chunk-FCWOFCWY.js";import"./chunk-LYVVWMII.js";
import{d as Lt}from"./chunk-TIXFR75A.js";import{d as i,f as Yt}from"./chunk-OKFZ7BVP.js";import{b as x}from"./chunk-34WD42XC.js";
import"./chunk-5A7QKWCT.js";import"./chunk-FJ7SBSSN.js";import{$ as Xt,Z as lt,_ as ot,w as et,z as zt}from"./chunk-C33NMHQG.js";
import"./chunk-3NR5HZ6E.js";import{access as ke,readdir as Le,readFile as it}from"node:fs/promises";import{join as z,relative as mt}from"node:path";async function nn(e,a,t,o={}){let c=["prompt","handoff","record","log"].filter(r=>o[r]);if(c.length+(o.jobLog?1:0)>1)throw new i(
"usage",`give at most one of --prompt, --handoff, --record, --log, ${Et}`);if(o.jobLog&&t===void 0)throw new i("usage",`${Et}\
 needs a job: ${Q("baton",a,"<job>")}`);if(o.jobLog&&o.attempt!==void 0)throw new i("usage",`a job log has no attempts (\
a stage's agent log has: baton show ${a} <stage> --log --attempt ${o.attempt})`,{where:"--attempt"});if(o.jobLog&&o.runAttempt!==
void 0)throw new i("usage",`a job log has no run attempts: it is of the run as it ran here, and a run pulled from GitHub\
 has none (a stage's record has: baton show ${a} <stage> --run-attempt ${o.runAttempt})`,{where:"--run-attempt"});if(c.length===
1&&t===void 0)throw new i("usage",`--${c[0]} needs a stage: baton show ${a} <stage> --${c[0]}`);if(o.attempt!==void 0&&t===
void 0)throw new i("usage",`--attempt needs a stage: baton show ${a} <stage> --attempt ${o.attempt}`);if(o.runAttempt!==
void 0&&t===void 0)throw new i("usage",`--run-attempt needs a stage: baton show ${a} <stage> --run-attempt ${o.runAttempt}`);
let b=o.attempt===void 0?void 0:vt(o.attempt,"--attempt"),p=o.runAttempt===void 0?void 0:vt(o.runAttempt,"--run-attempt"),
f=oe.forProject(e.cwd);await me(e,f);let n=await f.resolve(a),g=await f.open(n),m,k=()=>(m??=$e(f,n),m),l=await he(f,n,k),
S=await g.list(),$=f.runDir(n),N,M=()=>(N??=k().then(Ee),N);if(o.jobLog&&t!==void 0)return Ae(e,n,t,{read:l,stages:[...new Set(
S.map(r=>r.stage))],runDir:$,runLegs:M});if(t===void 0){let r=l instanceof i?null:l;if(r===null)e.stdout(`run ${n}  (its\
 ${zt} cannot be read: see below)
`);else{e.stdout(`run ${n}  ${G(r.workflow)}  ${se(r)}`),r.duration_ms!==null&&e.stdout(` in ${gt(r.duration_ms)}`),e.stdout(
`
started ${r.started_at}${r.replay_of?`, replay of ${r.replay_of}`:""}
`),r.pulled&&e.stdout(`pulled ${r.pulled.pulled_at} from ${G(r.pulled.url)} (run ${r.pulled.run_id} of ${G(r.pulled.repository)}\
): its records only, no job logs
`);let u=re(r);u!==null&&e.stdout(`${ae(u,$)}
`),r.reason!==void 0&&e.stdout(`failed outside its jobs: ${at(r.reason,"  ")}
`)}e.stdout(`records in ${mt(e.cwd,$)||$}

`);let h=await ie(g,r,S),y=h.unreadable.map(u=>u.reason),v=h.notStored?.records??[],A=[];for(let u of r?.jobs??[]){let _=[
...new Set(v.filter(J=>J.job===u.id&&!u.stages.includes(J.stage)).map(J=>J.stage))].map(J=>`${J} (not stored)`);A.push([
G(u.id),`${u.result}${u.reused?" (reused)":""}`,G([...u.stages,..._].join(", "))])}A.length>0&&e.stdout(Jt(["JOB","RESUL\
T","STAGES"],A));let Z=[...new Set([...S.map(u=>u.stage),...h.missing.map(u=>u.stage),...v.map(u=>u.stage)])].sort(te);if(Z.
length>0){A.length>0&&e.stdout(`
`);let u=new Set((r?.jobs??[]).flatMap(j=>j.reused?j.stages:[])),_=ne(h.records,S),J=S.some(j=>j.runAttempt>1),H=[];for(let j of Z){
if(h.missing.some(T=>T.stage===j)){H.push([j,"missing","","","","(see below)"]);continue}let K=v.filter(T=>T.stage===j).
length;if(!S.some(T=>T.stage===j)){H.push([j,"not stored","","","","(see below)"]);continue}let B=ft(S.filter(T=>T.stage===
j)),tt=h.unreadable.filter(T=>T.stage===j).length,st=h.records.find(T=>ht(xt(T.record),B)===0);if(st===void 0){H.push([j,
"unreadable","",dt(B,J),"","(see below)"]);continue}let X=st.record,ut=_.get(j);if(ut!==void 0){H.push([j,`not run in ru\
n attempt ${ut.newerRunAttempt}`,"superseded",dt(B,J),gt(X.agent.duration_ms),V(`(last ran in run attempt ${X.run.attempt}\
) ${st.handoff?.summary??""}`,80)]);continue}H.push([j,`${_t(X.status,X.outcome.reason)}${u.has(j)?" (reused)":""}`,X.outcome.
reason,[dt(X,J),...tt===0?[]:[`(${tt} unreadable)`],...K===0?[]:[`(${K} more not stored)`]].join(" "),gt(X.agent.duration_ms),
V(st.handoff?.summary??"",80)])}e.stdout(Jt(["STAGE","STATUS","OUTCOME","ATTEMPTS","AGENT","SUMMARY"],H));for(let[j,K]of _)
e.stdout(`
${j}: not run in run attempt ${K.newerRunAttempt}: ${ct(K)}
`)}let P=await rt($,(r?.jobs??[]).map(u=>u.id),M);if(P.length>0){let u=P.length>12?`${P.slice(0,12).join(", ")}, \u2026`:
P.join(", "),_=mt(e.cwd,z($,ot("<job>")));e.stdout(`
job logs: ${G(u)} (${_}; ${Q("baton",n,"<job>")})
`)}for(let u of[lt.report,lt.summary])await Dt(z($,u))&&e.stdout(`
${u}: ${mt(e.cwd,z($,u))}
`);return jt(e,n,l instanceof i?l:null,y,h.notStored)}let E=S.filter(r=>r.stage===t);if(E.length===0){let r=[...new Set(
S.map(s=>s.stage))],h=o.prompt?"prompt":o.handoff?"handoff":o.record?"record":null;if(l instanceof i){if(!(await rt($,[t],
M)).includes(t))throw l;if(h===null)return q(e,await it(z($,ot(t)),"utf8"),"log"),jt(e,n,l,[]);throw e.stderr(pe(l)),new i(
"stage-unknown",`run ${n} has no stage ${t}, so it has no ${h}: ${t} has a job log, and no record`,{details:[`its log: b\
aton show ${n} ${t}`,`stages: ${r.join(", ")||"(none)"}`]})}let y=l,v=await de($,y),A=v?.records.find(s=>s.stage===t);if(v!==
null&&A!==void 0&&!(o.log&&(await rt($,[t],M)).includes(t))){let s=(await rt($,[A.job],M)).includes(A.job);throw new i("\
record-not-stored",`${Mt({...A,runAttempt:1})} (job ${A.job}) of run ${n} was never stored, so it has no ${h??(o.log?"lo\
g":"attempts")} to show: ${A.why}`,{details:[v.fix,...s?[`the log of job ${A.job}: ${Q("baton",n,A.job)}`]:[],`stages: ${r.
join(", ")||"(none)"}`]})}let[Z]=await ce(g,y.jobs.filter(s=>s.stages.includes(t)).map(s=>({...s,stages:[t]})),S);if(Z!==
void 0){let s=y.jobs.find(R=>R.id===Z.job);throw ge(n,Z,s?.result??"unknown",[`replay from that stage, to run it again: \
baton replay ${n} --from ${t}`,`stages: ${r.join(", ")||"(none)"}`])}let P=await rt($,[t,...y.jobs.map(s=>s.id)],M);if(P.
includes(t)&&h===null){if(b!==void 0)throw new i("usage",`${t} recorded no stage, and its job log has no attempts: baton\
 show ${n} ${t}`,{where:"--attempt"});let s=z($,ot(t));return q(e,await it(s,"utf8"),"log"),Nt(e,y,s)}let u=y.jobs.find(
s=>s.id===t),_=await M(),J=u===void 0?y.jobs.flatMap(s=>{let R=_.results.get(s.id)?.find(C=>C.leg===t);return R===void 0?
[]:[{job:s,run:R}]}):[],H=u===void 0&&J.length===1?J[0]:void 0;if(h!==null&&P.includes(t)&&(u!==void 0||H!==void 0)){let s=u===
void 0?[]:_.results.get(u.id)??[],R=s.length>0&&s.every(w=>w.reused===!0),C=u!==void 0?`job ${t} of run ${n} (${u.result}${R?
`,${je(y.replay_of)}`:""})`:`leg ${t} of job ${H.job.id} of run ${n} (${yt(H.run,y.replay_of)})`,D=_.withoutStageStep.has(
t),W=D&&(u??H.run).result!=="failure"?void 0:_.failedSteps.get(t),Y=Ft(u);throw new i("stage-unknown",Y==="running"?`${C}\
 has recorded no stage so far, so it has no ${h} yet`:Y==="interrupted"?`${C} recorded no stage before the run was inter\
rupted, so it has no ${h}`:`${C} recorded no stage, so it has no ${h}`,{details:[...D?["it has no stage step: none of it\
s steps runs baton's stage"]:[],...W===void 0?[]:[`its step ${W.step+1} (${V(W.name,80)}) failed${D?"":" before it recor\
ded one"}: ${V(W.message,300)}`],...Y===null?[]:[`a stage's prompt, handoff and record are stored when its attempt ends${Y===
"interrupted"?": the run's process ended first":""}`],`its log${Y==="running"?" so far":""}: ${D?Q("baton",n,t):`baton s\
how ${n} ${t}`}`,...Y==="interrupted"?[be(y.workflow_path)]:[],`stages: ${r.join(", ")||"(none)"}`]})}let j=J.find(s=>Ut(
y.jobs,s.job.id)),K=u??j?.job,B=K===void 0||!Ut(y.jobs,K.id)?[]:xe(y.jobs,K.id,_).filter(s=>j===void 0||s.leg.startsWith(
`${t}/`));if(K!==void 0&&(B.length>0||j!==void 0)){let s=j===void 0?`job ${t} of run ${n} (${K.result})`:`leg ${t} of jo\
b ${K.id} of run ${n} (${yt(j.run,y.replay_of)})`;if(B.length===0){if(o.prompt||o.handoff||o.record)throw new i("stage-u\
nknown",`${s} calls a workflow; it ran none of its jobs`,{details:[`stages: ${r.join(", ")||"(none)"}`]});return e.stdout(
`${s} calls a workflow; it ran none of its jobs
`),x.ok}let R=B.filter(w=>P.includes(w.leg)),C=R.find(w=>w.result==="failure")??R[0],D=`${C===void 0?"":`a job's log: ba\
ton show ${n} ${C.leg}; `}the stages they recorded: baton show ${n}`;if(o.prompt||o.handoff||o.record)throw new i("stage\
-unknown",`${s} calls a workflow; its jobs: ${B.map(w=>`${w.leg} (${w.result})`).join(", ")}`,{details:[D,`stages: ${r.join(
", ")||"(none)"}`]});let W=Math.max(...B.map(w=>w.leg.length)),Y=Math.max(...B.map(w=>w.result.length));return e.stdout(
[`${s} calls a workflow; its jobs:`,...B.map(w=>w.reason===void 0?`  ${w.leg.padEnd(W)}  ${w.result}`:`  ${w.leg.padEnd(
W)}  ${w.result.padEnd(Y)}  ${V(w.reason,200)}`),D,""].join(`
`)),x.ok}let tt=j===void 0&&!P.includes(t)?J[0]:void 0;if(tt!==void 0){let R=(_.results.get(tt.job.id)??[]).filter(w=>P.
includes(w.leg)),C=R.filter(w=>w.result==="failure").map(w=>w.leg),D=C[0]??R[0]?.leg,W=`leg ${t} of job ${tt.job.id} of \
run ${n} (${yt(tt.run,y.replay_of)}): it has no log`,Y=D===void 0?[]:[`job ${tt.job.id} ran as matrix legs ${R.map(w=>w.
leg).join(", ")}${C.length>0?` (failed: ${C.join(", ")})`:""}: ${Q("baton",n,D)}`];if(h!==null)throw new i("stage-unknow\
n",W,{details:[...Y,`stages: ${r.join(", ")||"(none)"}`]});return e.stdout([W,...Y,""].join(`
`)),x.ok}let st=new Set((_.results.get(t)??[]).map(s=>s.leg)),X=_.named.get(t),ut=s=>st.has(s)||(X===void 0?s===t||s.startsWith(
`${t}-`):X.includes(s)),T=Me(_.results.get(t)??[],P);if(u!==void 0&&!P.some(ut)){let s=z($,lt.report),R=Ft(u),C=R==="run\
ning"?`job ${t} of run ${n} (running) has recorded no stage and printed nothing so far`:R==="interrupted"?`job ${t} of r\
un ${n} (interrupted) recorded no stage and printed nothing before the run was interrupted: it has no job log`:`job ${t}\
 of run ${n} (${u.result}) recorded no stage and printed nothing: it has no job log`,D=[...T,...await Dt(s)?[`the report\
 it may have written: ${mt(e.cwd,s)}`]:[],...R==="running"?[`its steps' output goes to its log as they print: baton show\
 ${n} ${t}`]:R==="interrupted"?[be(y.workflow_path)]:[]];if(h!==null)throw new i("stage-unknown",C,{details:[...D,`stage\
s: ${r.join(", ")||"(none)"}`]});return e.stdout([C,...D.map(W=>`  ${W}`),""].join(`
`)),x.ok}let nt=P.filter(s=>s!==t&&ut(s)),kt=(_.results.get(t)??[]).filter(s=>s.result==="failure").map(s=>s.leg),Se=nt.
find(s=>kt.includes(s))??nt[0],Bt=nt.length===0?[]:[`ran as matrix legs ${nt.join(", ")}${kt.length>0?` (failed: ${kt.join(
", ")})`:""}: ${Q("baton",n,Se)}`,...T];if(nt.length>0&&h===null)return e.stdout(`job ${t} of run ${n} ${Bt.map((s,R)=>R===
0?s:`  ${s}`).join(`
`)}
`),x.ok;let Re=nt.length>0?"":Lt(t,[...r,...P].filter(s=>s!==t));throw new i("stage-unknown",`run ${n} has no stage ${JSON.
stringify(t)}${Re}`,{details:[...nt.length>0?[`job ${t} ${Bt[0]}`,...T]:[],`stages: ${r.join(", ")||"(none)"}`,`job logs\
: ${P.join(", ")||"(none)"}`]})}let U=S.some(r=>r.runAttempt>1),pt=E.map(r=>dt(r,U)).join(", "),d=p===void 0?E:E.filter(
r=>r.runAttempt===p);if(d.length===0){let r=ft(E),h=[...new Set(E.map(A=>A.runAttempt))].sort((A,Z)=>A-Z),y=await g.getAttempt(
t,r.attempt,r.runAttempt).catch(()=>{}),v=y===void 0?void 0:bt(y.record,wt(S));throw new i("usage",`stage ${t} has no re\
cord in run attempt ${p}; it has records in run attempt${h.length===1?"":"s"} ${h.join(", ")}`,{where:"--run-attempt",details:[
...v===void 0||v.newerRunAttempt!==p?[]:[`it did not run in run attempt ${p}: ${ct(v)}`],`its newest record: baton show ${n}\
 ${t}${r.runAttempt===1?"":` --run-attempt ${r.runAttempt}`}`]})}let I=b===void 0?d:d.filter(r=>r.attempt===b);if(I.length===
0)throw new i("usage",`stage ${t} has no attempt ${o.attempt}${p===void 0?"":` in run attempt ${p}`}; attempts: ${pt}`,{
where:"--attempt"});let F=ft(I),L=Qt(F),$t=g.attemptDir(t,F.attempt,F.runAttempt);if(!o.prompt&&!o.handoff&&!o.record&&!o.
log)return _e(e,g,n,t,E,F,wt(S));let O=await g.getAttempt(t,F.attempt,F.runAttempt).catch(async r=>{let h=o.log?await it(
z($t,et.log),"utf8").catch(()=>null):null;if(h!==null)return h;throw!(r instanceof i)||!ue(r.code)?r:new i(r.code,r.message,
{...r.where===void 0?{}:{where:r.where},details:[...r.details,le(n,t)],cause:r})});if(typeof O=="string")return q(e,O,"l\
og"),x.ok;if(O===void 0)throw new i("stage-unknown",`stage ${t} has no ${L}`);let St=ht(F,ft(E))===0?bt(O.record,wt(S)):
void 0;if(St!==void 0&&e.stderr(`baton: note: stage ${t} did not run in run attempt ${St.newerRunAttempt}; this is its r\
ecord of run attempt ${F.runAttempt}: ${ct(St)}
`),o.prompt){if(O.record.outcome.reason==="render-failed")throw new i("prompt-absent",`stage ${t} ${L} has no prompt: it\
s template could not be rendered`,{details:[at(O.record.outcome.message??"","    ")]});return q(e,O.prompt),x.ok}if(o.handoff){
if(O.handoff===null)throw Oe(O.record,n);return q(e,`${JSON.stringify(O.handoff,null,2)}
`),x.ok}if(o.record)return q(e,`${JSON.stringify(O.record,null,2)}
`),x.ok;let Kt=await it(z($t,et.log),"utf8").catch(()=>null);if(Kt!==null)return q(e,Kt,"log"),x.ok;let Wt=await M(),Gt=Wt.
recordedBy.get(ye(t,F.attempt))??(O.record.matrix===null?O.record.job:void 0);if(Gt===void 0&&(l instanceof i||!l.pulled)){
let r=await rt($,[],M),h=Wt.named.get(O.record.job)??[],y=r.filter(v=>h.includes(v));throw new i("log-absent",`stage ${t}\
 ${L} has no agent log, and the run's events do not say which leg of job ${O.record.job} recorded it, so which job log i\
s its is not known`,{details:[y.length===0?`job logs: ${r.join(", ")||"(none)"}`:`its job's legs' logs: ${y.map(v=>Q("ba\
ton",n,v)).join("  \xB7  ")}`]})}let Rt=z($,ot(Gt??O.record.job)),Ht=await it(Rt,"utf8").catch(()=>null);if(Ht===null){let r=l instanceof
i?void 0:l.pulled;throw r?It(`stage ${t} ${L} has no agent log`,n,r,"a stage's output in its job's log, not in its recor\
d"):new i("log-absent",`stage ${t} ${L} has no agent log, and the log of the job that recorded it is missing too: ${Rt}`)}
return q(e,Ht,"log"),Nt(e,l instanceof i?null:l,Rt)}async function Ae(e,a,t,o){let c=o.read instanceof i?null:o.read,b=c?.
jobs??[],p=await rt(o.runDir,[t,...b.map(l=>l.id)],o.runLegs);if(p.includes(t)){let l=z(o.runDir,ot(t));return q(e,await it(
l,"utf8"),"log"),o.read instanceof i?jt(e,a,o.read,[]):Nt(e,c,l)}let f=`job logs: ${p.join(", ")||"(none)"}`,n=b.find(l=>l.
id===t);if(n!==void 0&&c?.pulled)throw It(`job ${t} of run ${a} has no job log`,a,c.pulled,"a job's output in its log th\
ere, not in its records");if(n!==void 0){let l=await o.runLegs(),S=l.named.get(t)??(l.results.get(t)??[]).map(N=>N.leg),
$=p.filter(N=>S.includes(N)||N.startsWith(`${t}/`));if($.length>0){let N=(l.results.get(t)??[]).filter(U=>U.result==="fa\
ilure").map(U=>U.leg),M=$.find(U=>N.includes(U))??$[0],E=Ut(b,t);throw new i("log-absent",E?`job ${t} of run ${a} calls \
a workflow and has no log of its own: each of its jobs has one`:`job ${t} of run ${a} has a log for each of its legs, no\
t one of its own`,{details:[`its ${E?"jobs":"legs"}: ${$.join(", ")}; ${Q("baton",a,M)}`]})}throw new i("log-absent",`jo\
b ${t} of run ${a} (${n.result}) has no job log: it printed nothing${Ft(n)==="running"?" so far":""}`,{details:[f]})}let g=b.
length===0?void 0:await o.runLegs(),m=b.flatMap(l=>{let S=g?.results.get(l.id)?.find($=>$.leg===t);return S===void 0?[]:
[{job:l,run:S}]})[0];if(m!==void 0&&c?.pulled)throw It(`leg ${t} of job ${m.job.id} of run ${a} has no job log`,a,c.pulled,
"a job's output in its log there, not in its records");if(m!==void 0)throw new i("log-absent",`leg ${t} of job ${m.job.id}\
 of run ${a} (${yt(m.run,c?.replay_of)}) has no job log${m.run.reason===void 0?`: it printed nothing${m.run.result==="ru\
nning"?" so far":""}`:""}`,{details:[f]});let k=b.find(l=>l.stages.includes(t));throw k!==void 0||o.stages.includes(t)?new i(
"job-unknown",`run ${a} has no job or matrix leg ${JSON.stringify(t)}: ${t} is a stage`,{details:[...k===void 0?[]:[`the\
 log of job ${k.id}, which recorded it: ${Q("baton",a,k.id)}`],`its agent log: baton show ${a} ${t} --log`,f]}):new i("j\
ob-unknown",`run ${a} has no job or matrix leg ${JSON.stringify(t)}${Lt(t,p)}`,{details:[f]})}function It(e,a,t,o){return new i(
"log-absent",`${e} here: run ${a} was pulled from GitHub, which keeps ${o}`,{details:[`read it on GitHub: ${G(t.url)}`]})}
function Nt(e,a,t){let o=Vt(a?.reason,t);return o===null?x.ok:(e.stderr(`baton: this job log is incomplete: ${V(o,400)}
`),x.failure)}async function _e(e,a,t,o,c,b,p){let f=await Promise.all(c.map(d=>a.getAttempt(o,d.attempt,d.runAttempt).catch(
I=>{if(!(I instanceof i))throw I;return I}))),n=f.filter(d=>d!==void 0&&!(d instanceof i)),g=f.filter(d=>d instanceof i).
map(d=>fe(t,o,Yt(d),d.code)),m=f[c.findIndex(d=>ht(d,b)===0)],k=ee(p),l=c.map(d=>dt(d,k)).join(", "),S=d=>`attempt ${dt(
d,k)}`,$=m instanceof i||m===void 0?n.at(-1):m;if($===void 0)e.stdout(`stage ${o}
run ${t}  attempts ${l}

`);else{let d=$.record;e.stdout(`stage ${o}  job ${G(d.job)}${d.matrix?`  matrix ${G(JSON.stringify(d.matrix))}`:""}
`);let I=d.parent?`  (continues run ${G(d.parent.run)})`:"";e.stdout(`run ${t}  hop ${d.hop}${I}  attempts ${l}

`)}c.forEach((d,I)=>{let F=f[I];if(F===void 0)return;if(F instanceof i){e.stdout(`${S(d)}: unreadable (see below)
`);return}let L=F.record,$t=L.verify?`, verify exit ${L.verify.exit_code}`:"";e.stdout(`${S(d)}${L.repair?" (repair turn\
)":""}: ${_t(L.status,L.outcome.reason)}${L.outcome.reason==="cancelled"?"":` (${L.outcome.reason})`}, agent exit ${L.agent.
exit_code??"-"} in ${gt(L.agent.duration_ms)}${$t}
`),L.outcome.message&&e.stdout(`  ${at(L.outcome.message,"    ")}
`)});let N=f.at(-1),M=N===void 0||N instanceof i?void 0:bt(N.record,p);if(M!==void 0&&e.stdout(`not run in run attempt ${M.
newerRunAttempt}: ${ct(M)}
`),e.stdout(`
`),m===void 0||m instanceof i)return e.stdout(`${S(b)} cannot be read: nothing more of it to show
`),e.stderr(Pt(t,g)),x.failure;let E=a.attemptDir(o,b.attempt,b.runAttempt),U=m.record;if(m.handoff?(e.stdout(`summary: ${at(
m.handoff.summary,"  ")}
`),m.handoff.next&&e.stdout(`next: ${m.handoff.next.stage}
`)):e.stdout(Ot(U).length>0?`no handoff: the one it wrote was refused (see its problems)
`:`no handoff
`),U.lineage.length>0&&e.stdout(`rendered from: ${we([...U.lineage].sort((d,I)=>Tt(d.stage,I.stage)||(d.run_attempt??1)-
(I.run_attempt??1)||d.attempt-I.attempt).map(d=>`${d.stage}#${d.attempt}${d.run_attempt===void 0?"":` of run attempt ${d.
run_attempt}`}`))}
`),U.problems.length>0){e.stdout(`problems:
`);for(let d of U.problems)e.stdout(`  ${d.severity}: ${at(At(d),"    ")}
`)}let pt=[et.record,et.prompt,...m.handoff===null?[]:[et.handoff]];return await Dt(z(E,et.log))&&pt.push(et.log),e.stdout(
`
files: ${mt(e.cwd,E)||E}/{${pt.join(",")}}
`),g.length===0?x.ok:(e.stderr(Pt(t,g)),x.failure)}function Oe(e,a){let t=Mt(xt(e)),o=e.run.attempt===1?"":` --run-attem\
pt ${e.run.attempt}`,c=Ot(e);return c.length>0?new i("handoff-absent",`${t} wrote a handoff that was refused, so none wa\
s kept`,{details:[...c.slice(0,5).map(b=>G(At(b))),...c.length>5?[`\u2026 and ${c.length-5} more`]:[],`every problem: ba\
ton show ${a} ${e.stage} --attempt ${e.attempt}${o} --record`]}):new i("handoff-absent",`${t} wrote no handoff (${e.outcome.
reason})`)}function yt(e,a){let t=e.reason===void 0?"":`: ${V(e.reason,200)}`;return`${e.result}${t}${e.reused?`${t===""?
",":";"}${je(a)}`:""}`}function je(e){return` reused from ${e?`run ${e}`:"the run replayed"}`}function Ut(e,a){return e.
some(t=>t.id.startsWith(`${a}/`))}function xe(e,a,t){let o=(f,n)=>{let g=t.results.get(f)??[];return g.length>0?g:[{leg:f,
result:n}]},b=[...(t.results.get(a)??[]).filter(f=>f.leg!==a),...e.filter(f=>f.id.startsWith(`${a}/`)).flatMap(f=>o(f.id,
f.result))],p=f=>f.split("/");return b.sort((f,n)=>{let[g,m]=[p(f.leg),p(n.leg)];for(let k=0;k<Math.min(g.length,m.length);k++)
if(g[k]!==m[k])return g[k]<m[k]?-1:1;return g.length-m.length})}function Me(e,a){let t=new Map;for(let o of e){if(a.includes(
o.leg)||o.reason===void 0)continue;let c=`${o.result}, ${V(o.reason,200)}`;t.set(c,[...t.get(c)??[],o.leg])}return[...t].
map(([o,c])=>`${c.join(", ")}: ${o}`)}function ye(e,a){return`${e}\0${a}`}function Ee(e){let a=new Map,t=new Map,o=[],c=new Map,
b=new Map,p=new Set;for(let f of e.split(`
`))if(/"(run-started|job-legs|job-started|job-finished|step-finished|stage-recorded)"/.test(f))try{let n=JSON.parse(f);if(n.
type==="job-started"&&typeof n.leg=="string")o.push(n.leg);else if(n.type==="stage-recorded"&&typeof n.leg=="string"&&typeof n.
stage=="string"&&typeof n.attempt=="number")b.set(ye(n.stage,n.attempt),n.leg);else if(n.type==="step-finished"&&n.outcome===
"failure"&&typeof n.leg=="string"&&typeof n.step=="number"&&!c.has(n.leg))c.set(n.leg,{step:n.step,name:String(n.name),message:typeof n.
message=="string"?n.message:"failed"});else if(n.type==="job-finished"&&typeof n.job=="string"){let g=a.get(n.job)??[],m=typeof n.
reason=="string"?{reason:n.reason}:{},k=n.reused===!0?{reused:!0}:{};a.set(n.job,[...g,{leg:String(n.leg),result:String(
n.result),...m,...k}]);let l=Zt.safeParse(n.failed_step).data;typeof n.leg=="string"&&l!==void 0&&!c.has(n.leg)&&c.set(n.
leg,{step:l.step,name:l.name,message:l.message??"failed"})}else if(n.type==="job-legs"&&typeof n.job=="string"&&Ct(n.legs))
t.set(n.job,n.legs);else if(n.type==="run-started"&&Array.isArray(n.jobs)){for(let g of n.jobs)if(typeof g?.id=="string"&&
Ct(g.legs)&&t.set(g.id,g.legs),typeof g?.id=="string"&&g.stage_steps===!1)for(let m of[g.id,...Ct(g.legs)?g.legs:[]])p.add(
m)}}catch{}return{results:a,named:t,started:o,withoutStageStep:p,failedSteps:c,recordedBy:b}}function Ct(e){return Array.
isArray(e)&&e.every(a=>typeof a=="string")}async function rt(e,a,t){let o=await Le(e).catch(()=>[]),c=[],b=new Set;for(let p of o){
let f=Xt(p);f!==null?c.push(f):p.startsWith(lt.jobLogPrefix)&&p.endsWith(".log")&&b.add(p)}if(b.size>0){let p=await t(),
f=[...p.results.values()].flatMap(n=>n.map(g=>g.leg));for(let n of new Set([...a,...p.started,...f]))b.delete(ot(n))&&c.
push(n)}return c.sort(Tt)}function Ft(e){return e?.result==="running"||e?.result==="interrupted"?e.result:null}function be(e){
return`run the workflow again: ${qt.run(e===null?"<workflow.yml>":V(e,200))}`}async function Dt(e){return ke(e).then(()=>!0,
()=>!1)}function dt(e,a){let{attempt:t,runAttempt:o}="run"in e?{attempt:e.attempt,runAttempt:e.run.attempt}:e;return a||
o!==1?`${t} of run attempt ${o}`:String(t)}export{nn as showCommand};

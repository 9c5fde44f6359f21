import{b as _t}from"./chunk-YXQY5WUQ.js";import{a as xt,b as ae}from"./chunk-Q4L5T5GK.js";import{b as ut}from"./chunk-6W23WLUG.js";
import{a as ne}from"./chunk-YYMJD3U7.js";import{b as At,f as H,g as kt,h as oe,i as Lt}from"./chunk-IQNVHVL5.js";
import{a as re,b as se}from"./chunk-4O5VVB5O.js";import"./chunk-GVYRODCU.js";import"./chunk-3VOUPYTV.js";
import{b as Xt,c as qt,d as Qt,e as Vt,f as Zt,g as te,h as ee}from"./chunk-H26WNNRJ.js";import{f as Ht,i as Yt,j as zt,
l as Bt}from"./chunk-36FTUX6B.js";import{c as Dt}from"./chunk-7FDDOI5Q.js";import{d as Kt,e as Rt,g as St,h as Wt,
i as gt,j as Gt}from"./chunk-YB7H6SYT.js";import{A as Ut,B as yt,L as Nt,m as ht,n as wt,x as bt,y as mt,z as jt}from"./chunk-H7WAR2LY.js";
import"./chunk-RBL3FFHZ.js";import"./chunk-6RREDHNG.js";import{a as z}from"./chunk-3GWP55I7.js";import{
a as C}from"./chunk-HDT3FCLQ.js";import{g as $t}from"./chunk-T4FXJRWK.js";import"./chunk-FCWOFCWY.js";
import{i as It}from"./chunk-HL5P33SF.js";import{d as l,f as Jt}from"./chunk-OKFZ7BVP.js";import{b as O}from"./chunk-GKGC5SYD.js";
import"./chunk-5A7QKWCT.js";import{V as it,W as ot,X as Ft,t as X,w as Ct}from"./chunk-XORNHACD.js";import"./chunk-3NR5HZ6E.js";import{access as pe,readdir as $e,readFile as dt}from"node:fs/promises";import{join as Y,relative as ft}from"node:path";async function He(t,f,e,o={}){let c=["prompt","handoff","record","log"].filter(n=>o[n]);if(c.length>1)throw new l("usage",
"give at most one of --prompt, --handoff, --record, --log");if(c.length===1&&e===void 0)throw new l("usage",`--${c[0]} n\
eeds a stage: baton show ${f} <stage> --${c[0]}`);if(o.attempt!==void 0&&e===void 0)throw new l("usage",`--attempt needs\
 a stage: baton show ${f} <stage> --attempt ${o.attempt}`);if(o.runAttempt!==void 0&&e===void 0)throw new l("usage",`--r\
un-attempt needs a stage: baton show ${f} <stage> --run-attempt ${o.runAttempt}`);let j=o.attempt===void 0?void 0:At(o.attempt,
"--attempt"),s=o.runAttempt===void 0?void 0:At(o.runAttempt,"--run-attempt"),d=Ht.forProject(t.cwd);await ne(t,d);let a=await d.
resolve(f),h=await d.open(a),$,M=()=>($??=re(d,a),$),R=await se(d,a,M),S=await h.list(),y=d.runDir(a),Z,U=()=>(Z??=M().then(
ye),Z);if(e===void 0){let n=R instanceof l?null:R;if(n===null)t.stdout(`run ${a}  (its ${Ct} cannot be read: see below)
`);else{t.stdout(`run ${a}  ${C(n.workflow)}  ${zt(n)}`),n.duration_ms!==null&&t.stdout(` in ${ut(n.duration_ms)}`),t.stdout(
`
started ${n.started_at}${n.replay_of?`, replay of ${n.replay_of}`:""}
`),n.pulled&&t.stdout(`pulled ${n.pulled.pulled_at} from ${C(n.pulled.url)} (run ${n.pulled.run_id} of ${C(n.pulled.repository)}\
): its records only, no job logs
`);let u=Yt(n);u!==null&&t.stdout(`${Bt(u,y)}
`),n.reason!==void 0&&t.stdout(`failed outside its jobs: ${C(n.reason).replaceAll(`
`,`
  `)}
`)}t.stdout(`records in ${ft(t.cwd,y)||y}

`);let g=await Xt(h,n,S),w=g.unreadable.map(u=>u.reason),Q=g.notStored?.records??[],v=[];for(let u of n?.jobs??[]){let k=[
...new Set(Q.filter(_=>_.job===u.id&&!u.stages.includes(_.stage)).map(_=>_.stage))].map(_=>`${_} (not stored)`);v.push([
u.id,`${u.result}${u.reused?" (reused)":""}`,[...u.stages,...k].join(", ")])}v.length>0&&t.stdout(_t(["JOB","RESULT","ST\
AGES"],v));let tt=[...new Set([...S.map(u=>u.stage),...g.missing.map(u=>u.stage),...Q.map(u=>u.stage)])].sort(Kt);if(tt.
length>0){v.length>0&&t.stdout(`
`);let u=new Set((n?.jobs??[]).flatMap(m=>m.reused?m.stages:[])),k=Wt(g.records,S),_=S.some(m=>m.runAttempt>1),W=[];for(let m of tt){
if(g.missing.some(x=>x.stage===m)){W.push([m,"missing","","","","(see below)"]);continue}let P=Q.filter(x=>x.stage===m).
length;if(!S.some(x=>x.stage===m)){W.push([m,"not stored","","","","(see below)"]);continue}let I=mt(S.filter(x=>x.stage===
m)),B=g.unreadable.filter(x=>x.stage===m).length,et=g.records.find(x=>bt(jt(x.record),I)===0);if(et===void 0){W.push([m,
"unreadable","",rt(I,_),"","(see below)"]);continue}let D=et.record,at=k.get(m);if(at!==void 0){W.push([m,`not run in ru\
n attempt ${at.newerRunAttempt}`,"superseded",rt(I,_),ut(D.agent.duration_ms),H(`(last ran in run attempt ${D.run.attempt}\
) ${et.handoff?.summary??""}`,80)]);continue}W.push([m,`${ht(D.status,D.outcome.reason)}${u.has(m)?" (reused)":""}`,D.outcome.
reason,[rt(D,_),...B===0?[]:[`(${B} unreadable)`],...P===0?[]:[`(${P} more not stored)`]].join(" "),ut(D.agent.duration_ms),
H(et.handoff?.summary??"",80)])}t.stdout(_t(["STAGE","STATUS","OUTCOME","ATTEMPTS","AGENT","SUMMARY"],W));for(let[m,P]of k)
t.stdout(`
${m}: not run in run attempt ${P.newerRunAttempt}: ${gt(P)}
`)}let L=await lt(y,(n?.jobs??[]).map(u=>u.id),U);if(L.length>0){let u=L.length>12?`${L.slice(0,12).join(", ")}, \u2026`:
L.join(", "),k=ft(t.cwd,Y(y,ot("<job>")));t.stdout(`
job logs: ${C(u)} (${k}; baton show ${a} <job> for a job that records no stage)
`)}for(let u of[it.report,it.summary])await Et(Y(y,u))&&t.stdout(`
${u}: ${ft(t.cwd,Y(y,u))}
`);return Lt(t,a,R instanceof l?R:null,w,g.notStored)}let N=S.filter(n=>n.stage===e);if(N.length===0){let n=[...new Set(
S.map(r=>r.stage))],g=o.prompt?"prompt":o.handoff?"handoff":o.record?"record":null;if(R instanceof l){if(!(await lt(y,[e],
U)).includes(e))throw R;if(g===null)return z(t,await dt(Y(y,ot(e)),"utf8"),"log"),Lt(t,a,R,[]);throw t.stderr(oe(R)),new l(
"stage-unknown",`run ${a} has no stage ${e}, so it has no ${g}: ${e} has a job log, and no record`,{details:[`its log: b\
aton show ${a} ${e}`,`stages: ${n.join(", ")||"(none)"}`]})}let w=R,Q=await qt(y,w),v=Q?.records.find(r=>r.stage===e);if(Q!==
null&&v!==void 0&&!(o.log&&(await lt(y,[e],U)).includes(e))){let r=(await lt(y,[v.job],U)).includes(v.job);throw new l("\
record-not-stored",`${yt({...v,runAttempt:1})} (job ${v.job}) of run ${a} was never stored, so it has no ${g??(o.log?"lo\
g":"attempts")} to show: ${v.why}`,{details:[Q.fix,...r?[`the log of job ${v.job}: baton show ${a} ${v.job} --log`]:[],`\
stages: ${n.join(", ")||"(none)"}`]})}let[tt]=await te(h,w.jobs.filter(r=>r.stages.includes(e)).map(r=>({...r,stages:[e]})),
S);if(tt!==void 0){let r=w.jobs.find(b=>b.id===tt.job);throw ee(a,tt,r?.result??"unknown",[`replay from that stage, to r\
un it again: baton replay ${a} --from ${e}`,`stages: ${n.join(", ")||"(none)"}`])}let L=await lt(y,[e,...w.jobs.map(r=>r.
id)],U);if(L.includes(e)&&g===null){if(j!==void 0)throw new l("usage",`${e} recorded no stage, and its job log has no at\
tempts: baton show ${a} ${e}`,{where:"--attempt"});let r=Y(y,ot(e));return z(t,await dt(r,"utf8"),"log"),ie(t,w,r)}let u=w.
jobs.find(r=>r.id===e),k=await U(),_=u===void 0?w.jobs.flatMap(r=>{let b=k.results.get(r.id)?.find(T=>T.leg===e);return b===
void 0?[]:[{job:r,run:b}]}):[],W=u===void 0&&_.length===1?_[0]:void 0;if(g!==null&&L.includes(e)&&(u!==void 0||W!==void 0)){
let r=u===void 0?[]:k.results.get(u.id)??[],b=r.length>0&&r.every(nt=>nt.reused===!0),T=u!==void 0?`job ${e} of run ${a}\
 (${u.result}${b?`,${ce(w.replay_of)}`:""})`:`leg ${e} of job ${W.job.id} of run ${a} (${Ot(W.run,w.replay_of)})`,G=k.failedSteps.
get(e),J=le(u);throw new l("stage-unknown",J==="running"?`${T} has recorded no stage so far, so it has no ${g} yet`:J===
"interrupted"?`${T} recorded no stage before the run was interrupted, so it has no ${g}`:`${T} recorded no stage, so it \
has no ${g}`,{details:[...G===void 0?[]:[`its step ${G.step+1} (${H(G.name,80)}) failed before it recorded one: ${H(G.message,
300)}`],...J===null?[]:[`a stage's prompt, handoff and record are stored when its attempt ends${J==="interrupted"?": the\
 run's process ended first":""}`],`its log${J==="running"?" so far":""}: baton show ${a} ${e}`,...J==="interrupted"?[fe(
w.workflow_path)]:[],`stages: ${n.join(", ")||"(none)"}`]})}let m=_.find(r=>ue(w.jobs,r.job.id)),P=u??m?.job,I=P===void 0||
!ue(w.jobs,P.id)?[]:be(w.jobs,P.id,k).filter(r=>m===void 0||r.leg.startsWith(`${e}/`));if(P!==void 0&&(I.length>0||m!==void 0)){
let r=m===void 0?`job ${e} of run ${a} (${P.result})`:`leg ${e} of job ${P.id} of run ${a} (${Ot(m.run,w.replay_of)})`;if(I.
length===0){if(o.prompt||o.handoff||o.record)throw new l("stage-unknown",`${r} calls a workflow; it ran none of its jobs`,
{details:[`stages: ${n.join(", ")||"(none)"}`]});return t.stdout(`${r} calls a workflow; it ran none of its jobs
`),O.ok}let b=I.filter(p=>L.includes(p.leg)),T=b.find(p=>p.result==="failure")??b[0],G=`${T===void 0?"":`a job's log: ba\
ton show ${a} ${T.leg}; `}the stages they recorded: baton show ${a}`;if(o.prompt||o.handoff||o.record)throw new l("stage\
-unknown",`${r} calls a workflow; its jobs: ${I.map(p=>`${p.leg} (${p.result})`).join(", ")}`,{details:[G,`stages: ${n.join(
", ")||"(none)"}`]});let J=Math.max(...I.map(p=>p.leg.length)),nt=Math.max(...I.map(p=>p.result.length));return t.stdout(
[`${r} calls a workflow; its jobs:`,...I.map(p=>p.reason===void 0?`  ${p.leg.padEnd(J)}  ${p.result}`:`  ${p.leg.padEnd(
J)}  ${p.result.padEnd(nt)}  ${H(p.reason,200)}`),G,""].join(`
`)),O.ok}let B=m===void 0&&!L.includes(e)?_[0]:void 0;if(B!==void 0){let b=(k.results.get(B.job.id)??[]).filter(p=>L.includes(
p.leg)),T=b.filter(p=>p.result==="failure").map(p=>p.leg),G=T[0]??b[0]?.leg,J=`leg ${e} of job ${B.job.id} of run ${a} (${Ot(
B.run,w.replay_of)}): it has no log`,nt=G===void 0?[]:[`job ${B.job.id} ran as matrix legs ${b.map(p=>p.leg).join(", ")}${T.
length>0?` (failed: ${T.join(", ")})`:""}: baton show ${a} ${G} --log`];if(g!==null)throw new l("stage-unknown",J,{details:[
...nt,`stages: ${n.join(", ")||"(none)"}`]});return t.stdout([J,...nt,""].join(`
`)),O.ok}let et=new Set((k.results.get(e)??[]).map(r=>r.leg)),D=k.named.get(e),at=r=>et.has(r)||(D===void 0?r===e||r.startsWith(
`${e}-`):D.includes(r)),x=je(k.results.get(e)??[],L);if(u!==void 0&&!L.some(at)){let r=Y(y,it.report),b=le(u);throw new l(
"stage-unknown",b==="running"?`job ${e} of run ${a} (running) has recorded no stage and printed nothing so far`:b==="int\
errupted"?`job ${e} of run ${a} (interrupted) recorded no stage and printed nothing before the run was interrupted: it h\
as no job log`:`job ${e} of run ${a} (${u.result}) recorded no stage and printed nothing: it has no job log`,{details:[...x,
...await Et(r)?[`the report it may have written: ${ft(t.cwd,r)}`]:[],...b==="running"?[`its steps' output goes to its lo\
g as they print: baton show ${a} ${e}`]:b==="interrupted"?[fe(w.workflow_path)]:[],`stages: ${n.join(", ")||"(none)"}`]})}
let V=L.filter(r=>r!==e&&at(r)),pt=(k.results.get(e)??[]).filter(r=>r.result==="failure").map(r=>r.leg),me=V.find(r=>pt.
includes(r))??V[0],Tt=V.length===0?[]:[`ran as matrix legs ${V.join(", ")}${pt.length>0?` (failed: ${pt.join(", ")})`:""}\
: baton show ${a} ${me} --log`,...x];if(V.length>0&&g===null)return t.stdout(`job ${e} of run ${a} ${Tt.map((r,b)=>b===0?
r:`  ${r}`).join(`
`)}
`),O.ok;let ge=V.length>0?"":It(e,[...n,...L].filter(r=>r!==e));throw new l("stage-unknown",`run ${a} has no stage ${JSON.
stringify(e)}${ge}`,{details:[...V.length>0?[`job ${e} ${Tt[0]}`,...x]:[],`stages: ${n.join(", ")||"(none)"}`,`job logs:\
 ${L.join(", ")||"(none)"}`]})}let q=S.some(n=>n.runAttempt>1),st=N.map(n=>rt(n,q)).join(", "),i=s===void 0?N:N.filter(n=>n.
runAttempt===s);if(i.length===0){let n=mt(N),g=await h.getAttempt(e,n.attempt,n.runAttempt).catch(()=>{}),w=g===void 0?void 0:
St(g.record,Rt(S));throw new l("usage",`stage ${e} has no record in run attempt ${s}; attempts: ${st}`,{where:"--run-att\
empt",details:[...w===void 0||w.newerRunAttempt!==s?[]:[`it did not run in run attempt ${s}: ${gt(w)}`],`its newest reco\
rd: baton show ${a} ${e}${n.runAttempt===1?"":` --run-attempt ${n.runAttempt}`}`]})}let E=j===void 0?i:i.filter(n=>n.attempt===
j);if(E.length===0)throw new l("usage",`stage ${e} has no attempt ${o.attempt}${s===void 0?"":` in run attempt ${s}`}; a\
ttempts: ${st}`,{where:"--attempt"});let K=mt(E),A=Ut(K),ct=h.attemptDir(e,K.attempt,K.runAttempt);if(!o.prompt&&!o.handoff&&
!o.record&&!o.log)return he(t,h,a,e,N,K,Rt(S));let F=await h.getAttempt(e,K.attempt,K.runAttempt).catch(async n=>{let g=o.
log?await dt(Y(ct,X.log),"utf8").catch(()=>null):null;if(g!==null)return g;throw!(n instanceof l)||!Qt(n.code)?n:new l(n.
code,n.message,{...n.where===void 0?{}:{where:n.where},details:[...n.details,Vt(a,e)],cause:n})});if(typeof F=="string")
return z(t,F,"log"),O.ok;if(F===void 0)throw new l("stage-unknown",`stage ${e} has no ${A}`);if(o.prompt){if(F.record.outcome.
reason==="render-failed")throw new l("prompt-absent",`stage ${e} ${A} has no prompt: its template could not be rendered`,
{details:[...(F.record.outcome.message??"").split(`
`).map(C)]});return z(t,F.prompt),O.ok}if(o.handoff){if(F.handoff===null)throw we(F.record,a);return z(t,`${JSON.stringify(
F.handoff,null,2)}
`),O.ok}if(o.record)return z(t,`${JSON.stringify(F.record,null,2)}
`),O.ok;let vt=await dt(Y(ct,X.log),"utf8").catch(()=>null);if(vt!==null)return z(t,vt,"log"),O.ok;let Mt=Y(y,ot(F.record.
job)),Pt=await dt(Mt,"utf8").catch(()=>null);if(Pt===null){let n=R instanceof l?void 0:R.pulled;throw n?new l("log-absen\
t",`stage ${e} ${A} has no agent log here: run ${a} was pulled from GitHub, which keeps a stage's output in its job's lo\
g, not in its record`,{details:[`read it on GitHub: ${C(n.url)}`]}):new l("log-absent",`stage ${e} ${A} has no agent log`)}
return z(t,Pt,"log"),ie(t,R instanceof l?null:R,Mt)}function ie(t,f,e){let o=Nt(f?.reason,e);return o===null?O.ok:(t.stderr(
`baton: this job log is incomplete: ${H(o,400)}
`),O.failure)}async function he(t,f,e,o,c,j,s){let d=await Promise.all(c.map(i=>f.getAttempt(o,i.attempt,i.runAttempt).catch(
E=>{if(!(E instanceof l))throw E;return E}))),a=d.filter(i=>i!==void 0&&!(i instanceof l)),h=d.filter(i=>i instanceof l).
map(i=>Zt(e,o,Jt(i),i.code)),$=d[c.findIndex(i=>bt(i,j)===0)],M=[...s.values()].some(i=>i.runAttempt>1),R=c.map(i=>rt(i,
M)).join(", "),S=i=>`attempt ${rt(i,M)}`,y=$ instanceof l||$===void 0?a.at(-1):$;if(y===void 0)t.stdout(`stage ${o}
run ${e}  attempts ${R}

`);else{let i=y.record;t.stdout(`stage ${o}  job ${i.job}${i.matrix?`  matrix ${JSON.stringify(i.matrix)}`:""}
`);let E=i.parent?`  (continues run ${i.parent.run})`:"";t.stdout(`run ${e}  hop ${i.hop}${E}  attempts ${R}

`)}c.forEach((i,E)=>{let K=d[E];if(K===void 0)return;if(K instanceof l){t.stdout(`${S(i)}: unreadable (see below)
`);return}let A=K.record,ct=A.verify?`, verify exit ${A.verify.exit_code}`:"";t.stdout(`${S(i)}${A.repair?" (repair turn\
)":""}: ${ht(A.status,A.outcome.reason)}${A.outcome.reason==="cancelled"?"":` (${A.outcome.reason})`}, agent exit ${A.agent.
exit_code??"-"} in ${ut(A.agent.duration_ms)}${ct}
`),A.outcome.message&&t.stdout(`  ${C(A.outcome.message)}
`)});let Z=d.at(-1),U=Z===void 0||Z instanceof l?void 0:St(Z.record,s);if(U!==void 0&&t.stdout(`not run in run attempt ${U.
newerRunAttempt}: ${gt(U)}
`),t.stdout(`
`),$===void 0||$ instanceof l)return t.stdout(`${S(j)} cannot be read: nothing more of it to show
`),t.stderr(kt(e,h)),O.failure;let N=f.attemptDir(o,j.attempt,j.runAttempt),q=$.record;if($.handoff?(t.stdout(`summary: ${C(
$.handoff.summary)}
`),$.handoff.next&&t.stdout(`next: ${$.handoff.next.stage}
`)):t.stdout(wt(q).length>0?`no handoff: the one it wrote was refused (see its problems)
`:`no handoff
`),q.lineage.length>0&&t.stdout(`rendered from: ${ae([...q.lineage].sort((i,E)=>xt(i.stage,E.stage)||(i.run_attempt??1)-
(E.run_attempt??1)||i.attempt-E.attempt).map(i=>`${i.stage}#${i.attempt}${i.run_attempt===void 0?"":` of run attempt ${i.
run_attempt}`}`))}
`),q.problems.length>0){t.stdout(`problems:
`);for(let i of q.problems)t.stdout(`  ${i.severity}: ${C($t(i))}
`)}let st=[X.record,X.prompt,...$.handoff===null?[]:[X.handoff]];return await Et(Y(N,X.log))&&st.push(X.log),t.stdout(`
files: ${ft(t.cwd,N)||N}/{${st.join(",")}}
`),h.length===0?O.ok:(t.stderr(kt(e,h)),O.failure)}function we(t,f){let e=yt(jt(t)),o=t.run.attempt===1?"":` --run-attem\
pt ${t.run.attempt}`,c=wt(t);return c.length>0?new l("handoff-absent",`${e} wrote a handoff that was refused, so none wa\
s kept`,{details:[...c.slice(0,5).map(j=>C($t(j))),...c.length>5?[`\u2026 and ${c.length-5} more`]:[],`every problem: ba\
ton show ${f} ${t.stage} --attempt ${t.attempt}${o} --record`]}):new l("handoff-absent",`${e} wrote no handoff (${t.outcome.
reason})`)}function Ot(t,f){let e=t.reason===void 0?"":`: ${H(t.reason,200)}`;return`${t.result}${e}${t.reused?`${e===""?
",":";"}${ce(f)}`:""}`}function ce(t){return` reused from ${t?`run ${t}`:"the run replayed"}`}function ue(t,f){return t.
some(e=>e.id.startsWith(`${f}/`))}function be(t,f,e){let o=(d,a)=>{let h=e.results.get(d)??[];return h.length>0?h:[{leg:d,
result:a}]},j=[...(e.results.get(f)??[]).filter(d=>d.leg!==f),...t.filter(d=>d.id.startsWith(`${f}/`)).flatMap(d=>o(d.id,
d.result))],s=d=>d.split("/");return j.sort((d,a)=>{let[h,$]=[s(d.leg),s(a.leg)];for(let M=0;M<Math.min(h.length,$.length);M++)
if(h[M]!==$[M])return h[M]<$[M]?-1:1;return h.length-$.length})}function je(t,f){let e=new Map;for(let o of t){if(f.includes(
o.leg)||o.reason===void 0)continue;let c=`${o.result}, ${H(o.reason,200)}`;e.set(c,[...e.get(c)??[],o.leg])}return[...e].
map(([o,c])=>`${c.join(", ")}: ${o}`)}function ye(t){let f=new Map,e=new Map,o=[],c=new Map;for(let j of t.split(`
`))if(/"(run-started|job-legs|job-started|job-finished|step-finished)"/.test(j))try{let s=JSON.parse(j);if(s.type==="job\
-started"&&typeof s.leg=="string")o.push(s.leg);else if(s.type==="step-finished"&&s.outcome==="failure"&&typeof s.leg=="\
string"&&typeof s.step=="number"&&!c.has(s.leg))c.set(s.leg,{step:s.step,name:String(s.name),message:typeof s.message=="\
string"?s.message:"failed"});else if(s.type==="job-finished"&&typeof s.job=="string"){let d=f.get(s.job)??[],a=typeof s.
reason=="string"?{reason:s.reason}:{},h=s.reused===!0?{reused:!0}:{};f.set(s.job,[...d,{leg:String(s.leg),result:String(
s.result),...a,...h}]);let $=Dt.safeParse(s.failed_step).data;typeof s.leg=="string"&&$!==void 0&&!c.has(s.leg)&&c.set(s.
leg,{step:$.step,name:$.name,message:$.message??"failed"})}else if(s.type==="job-legs"&&typeof s.job=="string"&&de(s.legs))
e.set(s.job,s.legs);else if(s.type==="run-started"&&Array.isArray(s.jobs))for(let d of s.jobs)typeof d?.id=="string"&&de(
d.legs)&&e.set(d.id,d.legs)}catch{}return{results:f,named:e,started:o,failedSteps:c}}function de(t){return Array.isArray(
t)&&t.every(f=>typeof f=="string")}async function lt(t,f,e){let o=await $e(t).catch(()=>[]),c=[],j=new Set;for(let s of o){
let d=Ft(s);d!==null?c.push(d):s.startsWith(it.jobLogPrefix)&&s.endsWith(".log")&&j.add(s)}if(j.size>0){let s=await e(),
d=[...s.results.values()].flatMap(a=>a.map(h=>h.leg));for(let a of new Set([...f,...s.started,...d]))j.delete(ot(a))&&c.
push(a)}return c.sort(xt)}function le(t){return t?.result==="running"||t?.result==="interrupted"?t.result:null}function fe(t){
return`run the workflow again: ${Gt.run(t===null?"<workflow.yml>":H(t,200))}`}async function Et(t){return pe(t).then(()=>!0,
()=>!1)}function rt(t,f){let{attempt:e,runAttempt:o}="run"in t?{attempt:t.attempt,runAttempt:t.run.attempt}:t;return f||
o!==1?`${e} of run attempt ${o}`:String(e)}export{He as showCommand};

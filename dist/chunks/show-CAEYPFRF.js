import{a as _t,b as Q}from"./chunk-AFLIMYGV.js";import{b as vt}from"./chunk-CGLM7JE3.js";import{a as Mt,b as fe}from"./chunk-Q4L5T5GK.js";
import{b as gt}from"./chunk-PBT4FYX2.js";import{a as ie}from"./chunk-IKTH57OR.js";import{b as xt,f as z,g as Et,
h as de,i as bt}from"./chunk-IQNVHVL5.js";import{a as ue,b as le}from"./chunk-5RXELZ7V.js";import"./chunk-GRDI6LWC.js";
import"./chunk-HEYXDFMS.js";import{c as Yt}from"./chunk-2PET4NPA.js";import{b as te,c as ee,d as ne,e as oe,
f as re,g as se,h as ae}from"./chunk-GBUSQVMM.js";import{f as qt,i as Qt,j as Vt,l as Zt}from"./chunk-NKEXEQZO.js";
import{d as zt,e as ht,g as wt,h as Xt,i as ct}from"./chunk-TYUSCBBO.js";import{A as Ht,B as Ot,L as Bt,m as Lt,n as kt,
x as $t,y as ft,z as At}from"./chunk-VEKW75AM.js";import"./chunk-6RREDHNG.js";import"./chunk-RBL3FFHZ.js";
import{a as Gt}from"./chunk-LS2NIP65.js";import{a as Y}from"./chunk-37MJCIRR.js";import{a as U}from"./chunk-HDT3FCLQ.js";
import{g as St}from"./chunk-4QUQEQJB.js";import"./chunk-TR6ONM2E.js";import"./chunk-FCWOFCWY.js";import"./chunk-O3GXAZD5.js";
import{d as Rt}from"./chunk-2OTKAX3D.js";import{d,f as Ft}from"./chunk-OKFZ7BVP.js";import{b as x}from"./chunk-GKGC5SYD.js";
import"./chunk-5A7QKWCT.js";import"./chunk-LGNAKMKQ.js";import{V as lt,W as et,X as Kt,t as q,w as Wt}from"./chunk-KP2FEYWF.js";
import"./chunk-3NR5HZ6E.js";import{access as we,readdir as be,readFile as st}from"node:fs/promises";import{join as K,relative as mt}from"node:path";async function qe(e,u,t,n={}){let g=["prompt","handoff","record","log"].filter(o=>n[o]);if(g.length+(n.jobLog?1:0)>1)throw new d(
"usage",`give at most one of --prompt, --handoff, --record, --log, ${_t}`);if(n.jobLog&&t===void 0)throw new d("usage",`${_t}\
 needs a job: ${Q("baton",u,"<job>")}`);if(n.jobLog&&n.attempt!==void 0)throw new d("usage",`a job log has no attempts (\
a stage's agent log has: baton show ${u} <stage> --log --attempt ${n.attempt})`,{where:"--attempt"});if(g.length===1&&t===
void 0)throw new d("usage",`--${g[0]} needs a stage: baton show ${u} <stage> --${g[0]}`);if(n.attempt!==void 0&&t===void 0)
throw new d("usage",`--attempt needs a stage: baton show ${u} <stage> --attempt ${n.attempt}`);if(n.runAttempt!==void 0&&
t===void 0)throw new d("usage",`--run-attempt needs a stage: baton show ${u} <stage> --run-attempt ${n.runAttempt}`);let b=n.
attempt===void 0?void 0:xt(n.attempt,"--attempt"),r=n.runAttempt===void 0?void 0:xt(n.runAttempt,"--run-attempt"),l=qt.forProject(
e.cwd);await ie(e,l);let a=await l.resolve(u),m=await l.open(a),c,E=()=>(c??=ue(l,a),c),j=await le(l,a,E),$=await m.list(),
y=l.runDir(a),P,D=()=>(P??=E().then(ke),P);if(n.jobLog&&t!==void 0)return je(e,a,t,{read:j,stages:[...new Set($.map(o=>o.
stage))],runDir:y,runLegs:D});if(t===void 0){let o=j instanceof d?null:j;if(o===null)e.stdout(`run ${a}  (its ${Wt} cann\
ot be read: see below)
`);else{e.stdout(`run ${a}  ${U(o.workflow)}  ${Vt(o)}`),o.duration_ms!==null&&e.stdout(` in ${gt(o.duration_ms)}`),e.stdout(
`
started ${o.started_at}${o.replay_of?`, replay of ${o.replay_of}`:""}
`),o.pulled&&e.stdout(`pulled ${o.pulled.pulled_at} from ${U(o.pulled.url)} (run ${o.pulled.run_id} of ${U(o.pulled.repository)}\
): its records only, no job logs
`);let f=Qt(o);f!==null&&e.stdout(`${Zt(f,y)}
`),o.reason!==void 0&&e.stdout(`failed outside its jobs: ${U(o.reason).replaceAll(`
`,`
  `)}
`)}e.stdout(`records in ${mt(e.cwd,y)||y}

`);let h=await te(m,o,$),R=h.unreadable.map(f=>f.reason),Z=h.notStored?.records??[],M=[];for(let f of o?.jobs??[]){let k=[
...new Set(Z.filter(O=>O.job===f.id&&!f.stages.includes(O.stage)).map(O=>O.stage))].map(O=>`${O} (not stored)`);M.push([
f.id,`${f.result}${f.reused?" (reused)":""}`,[...f.stages,...k].join(", ")])}M.length>0&&e.stdout(vt(["JOB","RESULT","ST\
AGES"],M));let nt=[...new Set([...$.map(f=>f.stage),...h.missing.map(f=>f.stage),...Z.map(f=>f.stage)])].sort(zt);if(nt.
length>0){M.length>0&&e.stdout(`
`);let f=new Set((o?.jobs??[]).flatMap(p=>p.reused?p.stages:[])),k=Xt(h.records,$),O=$.some(p=>p.runAttempt>1),G=[];for(let p of nt){
if(h.missing.some(_=>_.stage===p)){G.push([p,"missing","","","","(see below)"]);continue}let C=Z.filter(_=>_.stage===p).
length;if(!$.some(_=>_.stage===p)){G.push([p,"not stored","","","","(see below)"]);continue}let W=ft($.filter(_=>_.stage===
p)),X=h.unreadable.filter(_=>_.stage===p).length,ot=h.records.find(_=>$t(At(_.record),W)===0);if(ot===void 0){G.push([p,
"unreadable","",it(W,O),"","(see below)"]);continue}let H=ot.record,ut=k.get(p);if(ut!==void 0){G.push([p,`not run in ru\
n attempt ${ut.newerRunAttempt}`,"superseded",it(W,O),gt(H.agent.duration_ms),z(`(last ran in run attempt ${H.run.attempt}\
) ${ot.handoff?.summary??""}`,80)]);continue}G.push([p,`${Lt(H.status,H.outcome.reason)}${f.has(p)?" (reused)":""}`,H.outcome.
reason,[it(H,O),...X===0?[]:[`(${X} unreadable)`],...C===0?[]:[`(${C} more not stored)`]].join(" "),gt(H.agent.duration_ms),
z(ot.handoff?.summary??"",80)])}e.stdout(vt(["STAGE","STATUS","OUTCOME","ATTEMPTS","AGENT","SUMMARY"],G));for(let[p,C]of k)
e.stdout(`
${p}: not run in run attempt ${C.newerRunAttempt}: ${ct(C)}
`)}let A=await at(y,(o?.jobs??[]).map(f=>f.id),D);if(A.length>0){let f=A.length>12?`${A.slice(0,12).join(", ")}, \u2026`:
A.join(", "),k=mt(e.cwd,K(y,et("<job>")));e.stdout(`
job logs: ${U(f)} (${k}; ${Q("baton",a,"<job>")})
`)}for(let f of[lt.report,lt.summary])await Ct(K(y,f))&&e.stdout(`
${f}: ${mt(e.cwd,K(y,f))}
`);return bt(e,a,j instanceof d?j:null,R,h.notStored)}let F=$.filter(o=>o.stage===t);if(F.length===0){let o=[...new Set(
$.map(s=>s.stage))],h=n.prompt?"prompt":n.handoff?"handoff":n.record?"record":null;if(j instanceof d){if(!(await at(y,[t],
D)).includes(t))throw j;if(h===null)return Y(e,await st(K(y,et(t)),"utf8"),"log"),bt(e,a,j,[]);throw e.stderr(de(j)),new d(
"stage-unknown",`run ${a} has no stage ${t}, so it has no ${h}: ${t} has a job log, and no record`,{details:[`its log: b\
aton show ${a} ${t}`,`stages: ${o.join(", ")||"(none)"}`]})}let R=j,Z=await ee(y,R),M=Z?.records.find(s=>s.stage===t);if(Z!==
null&&M!==void 0&&!(n.log&&(await at(y,[t],D)).includes(t))){let s=(await at(y,[M.job],D)).includes(M.job);throw new d("\
record-not-stored",`${Ot({...M,runAttempt:1})} (job ${M.job}) of run ${a} was never stored, so it has no ${h??(n.log?"lo\
g":"attempts")} to show: ${M.why}`,{details:[Z.fix,...s?[`the log of job ${M.job}: ${Q("baton",a,M.job)}`]:[],`stages: ${o.
join(", ")||"(none)"}`]})}let[nt]=await se(m,R.jobs.filter(s=>s.stages.includes(t)).map(s=>({...s,stages:[t]})),$);if(nt!==
void 0){let s=R.jobs.find(S=>S.id===nt.job);throw ae(a,nt,s?.result??"unknown",[`replay from that stage, to run it again\
: baton replay ${a} --from ${t}`,`stages: ${o.join(", ")||"(none)"}`])}let A=await at(y,[t,...R.jobs.map(s=>s.id)],D);if(A.
includes(t)&&h===null){if(b!==void 0)throw new d("usage",`${t} recorded no stage, and its job log has no attempts: baton\
 show ${a} ${t}`,{where:"--attempt"});let s=K(y,et(t));return Y(e,await st(s,"utf8"),"log"),Jt(e,R,s)}let f=R.jobs.find(
s=>s.id===t),k=await D(),O=f===void 0?R.jobs.flatMap(s=>{let S=k.results.get(s.id)?.find(I=>I.leg===t);return S===void 0?
[]:[{job:s,run:S}]}):[],G=f===void 0&&O.length===1?O[0]:void 0;if(h!==null&&A.includes(t)&&(f!==void 0||G!==void 0)){let s=f===
void 0?[]:k.results.get(f.id)??[],S=s.length>0&&s.every(rt=>rt.reused===!0),I=f!==void 0?`job ${t} of run ${a} (${f.result}${S?
`,${pe(R.replay_of)}`:""})`:`leg ${t} of job ${G.job.id} of run ${a} (${Pt(G.run,R.replay_of)})`,B=k.failedSteps.get(t),
N=Tt(f);throw new d("stage-unknown",N==="running"?`${I} has recorded no stage so far, so it has no ${h} yet`:N==="interr\
upted"?`${I} recorded no stage before the run was interrupted, so it has no ${h}`:`${I} recorded no stage, so it has no ${h}`,
{details:[...B===void 0?[]:[`its step ${B.step+1} (${z(B.name,80)}) failed before it recorded one: ${z(B.message,300)}`],
...N===null?[]:[`a stage's prompt, handoff and record are stored when its attempt ends${N==="interrupted"?": the run's p\
rocess ended first":""}`],`its log${N==="running"?" so far":""}: baton show ${a} ${t}`,...N==="interrupted"?[me(R.workflow_path)]:
[],`stages: ${o.join(", ")||"(none)"}`]})}let p=O.find(s=>ce(R.jobs,s.job.id)),C=f??p?.job,W=C===void 0||!ce(R.jobs,C.id)?
[]:Se(R.jobs,C.id,k).filter(s=>p===void 0||s.leg.startsWith(`${t}/`));if(C!==void 0&&(W.length>0||p!==void 0)){let s=p===
void 0?`job ${t} of run ${a} (${C.result})`:`leg ${t} of job ${C.id} of run ${a} (${Pt(p.run,R.replay_of)})`;if(W.length===
0){if(n.prompt||n.handoff||n.record)throw new d("stage-unknown",`${s} calls a workflow; it ran none of its jobs`,{details:[
`stages: ${o.join(", ")||"(none)"}`]});return e.stdout(`${s} calls a workflow; it ran none of its jobs
`),x.ok}let S=W.filter(w=>A.includes(w.leg)),I=S.find(w=>w.result==="failure")??S[0],B=`${I===void 0?"":`a job's log: ba\
ton show ${a} ${I.leg}; `}the stages they recorded: baton show ${a}`;if(n.prompt||n.handoff||n.record)throw new d("stage\
-unknown",`${s} calls a workflow; its jobs: ${W.map(w=>`${w.leg} (${w.result})`).join(", ")}`,{details:[B,`stages: ${o.join(
", ")||"(none)"}`]});let N=Math.max(...W.map(w=>w.leg.length)),rt=Math.max(...W.map(w=>w.result.length));return e.stdout(
[`${s} calls a workflow; its jobs:`,...W.map(w=>w.reason===void 0?`  ${w.leg.padEnd(N)}  ${w.result}`:`  ${w.leg.padEnd(
N)}  ${w.result.padEnd(rt)}  ${z(w.reason,200)}`),B,""].join(`
`)),x.ok}let X=p===void 0&&!A.includes(t)?O[0]:void 0;if(X!==void 0){let S=(k.results.get(X.job.id)??[]).filter(w=>A.includes(
w.leg)),I=S.filter(w=>w.result==="failure").map(w=>w.leg),B=I[0]??S[0]?.leg,N=`leg ${t} of job ${X.job.id} of run ${a} (${Pt(
X.run,R.replay_of)}): it has no log`,rt=B===void 0?[]:[`job ${X.job.id} ran as matrix legs ${S.map(w=>w.leg).join(", ")}${I.
length>0?` (failed: ${I.join(", ")})`:""}: ${Q("baton",a,B)}`];if(h!==null)throw new d("stage-unknown",N,{details:[...rt,
`stages: ${o.join(", ")||"(none)"}`]});return e.stdout([N,...rt,""].join(`
`)),x.ok}let ot=new Set((k.results.get(t)??[]).map(s=>s.leg)),H=k.named.get(t),ut=s=>ot.has(s)||(H===void 0?s===t||s.startsWith(
`${t}-`):H.includes(s)),_=Le(k.results.get(t)??[],A);if(f!==void 0&&!A.some(ut)){let s=K(y,lt.report),S=Tt(f);throw new d(
"stage-unknown",S==="running"?`job ${t} of run ${a} (running) has recorded no stage and printed nothing so far`:S==="int\
errupted"?`job ${t} of run ${a} (interrupted) recorded no stage and printed nothing before the run was interrupted: it h\
as no job log`:`job ${t} of run ${a} (${f.result}) recorded no stage and printed nothing: it has no job log`,{details:[..._,
...await Ct(s)?[`the report it may have written: ${mt(e.cwd,s)}`]:[],...S==="running"?[`its steps' output goes to its lo\
g as they print: baton show ${a} ${t}`]:S==="interrupted"?[me(R.workflow_path)]:[],`stages: ${o.join(", ")||"(none)"}`]})}
let tt=A.filter(s=>s!==t&&ut(s)),yt=(k.results.get(t)??[]).filter(s=>s.result==="failure").map(s=>s.leg),$e=tt.find(s=>yt.
includes(s))??tt[0],Dt=tt.length===0?[]:[`ran as matrix legs ${tt.join(", ")}${yt.length>0?` (failed: ${yt.join(", ")})`:
""}: ${Q("baton",a,$e)}`,..._];if(tt.length>0&&h===null)return e.stdout(`job ${t} of run ${a} ${Dt.map((s,S)=>S===0?s:` \
 ${s}`).join(`
`)}
`),x.ok;let he=tt.length>0?"":Rt(t,[...o,...A].filter(s=>s!==t));throw new d("stage-unknown",`run ${a} has no stage ${JSON.
stringify(t)}${he}`,{details:[...tt.length>0?[`job ${t} ${Dt[0]}`,..._]:[],`stages: ${o.join(", ")||"(none)"}`,`job logs\
: ${A.join(", ")||"(none)"}`]})}let V=$.some(o=>o.runAttempt>1),dt=F.map(o=>it(o,V)).join(", "),i=r===void 0?F:F.filter(
o=>o.runAttempt===r);if(i.length===0){let o=ft(F),h=await m.getAttempt(t,o.attempt,o.runAttempt).catch(()=>{}),R=h===void 0?
void 0:wt(h.record,ht($));throw new d("usage",`stage ${t} has no record in run attempt ${r}; attempts: ${dt}`,{where:"--\
run-attempt",details:[...R===void 0||R.newerRunAttempt!==r?[]:[`it did not run in run attempt ${r}: ${ct(R)}`],`its newe\
st record: baton show ${a} ${t}${o.runAttempt===1?"":` --run-attempt ${o.runAttempt}`}`]})}let v=b===void 0?i:i.filter(o=>o.
attempt===b);if(v.length===0)throw new d("usage",`stage ${t} has no attempt ${n.attempt}${r===void 0?"":` in run attempt\
 ${r}`}; attempts: ${dt}`,{where:"--attempt"});let J=ft(v),L=Ht(J),pt=m.attemptDir(t,J.attempt,J.runAttempt);if(!n.prompt&&
!n.handoff&&!n.record&&!n.log)return ye(e,m,a,t,F,J,ht($));let T=await m.getAttempt(t,J.attempt,J.runAttempt).catch(async o=>{
let h=n.log?await st(K(pt,q.log),"utf8").catch(()=>null):null;if(h!==null)return h;throw!(o instanceof d)||!ne(o.code)?o:
new d(o.code,o.message,{...o.where===void 0?{}:{where:o.where},details:[...o.details,oe(a,t)],cause:o})});if(typeof T=="\
string")return Y(e,T,"log"),x.ok;if(T===void 0)throw new d("stage-unknown",`stage ${t} has no ${L}`);let jt=$t(J,ft(F))===
0?wt(T.record,ht($)):void 0;if(jt!==void 0&&e.stderr(`baton: note: stage ${t} did not run in run attempt ${jt.newerRunAttempt}\
; this is its record of run attempt ${J.runAttempt}: ${ct(jt)}
`),n.prompt){if(T.record.outcome.reason==="render-failed")throw new d("prompt-absent",`stage ${t} ${L} has no prompt: it\
s template could not be rendered`,{details:[...(T.record.outcome.message??"").split(`
`).map(U)]});return Y(e,T.prompt),x.ok}if(n.handoff){if(T.handoff===null)throw Re(T.record,a);return Y(e,`${JSON.stringify(
T.handoff,null,2)}
`),x.ok}if(n.record)return Y(e,`${JSON.stringify(T.record,null,2)}
`),x.ok;let It=await st(K(pt,q.log),"utf8").catch(()=>null);if(It!==null)return Y(e,It,"log"),x.ok;let Nt=K(y,et(T.record.
job)),Ut=await st(Nt,"utf8").catch(()=>null);if(Ut===null){let o=j instanceof d?void 0:j.pulled;throw o?new d("log-absen\
t",`stage ${t} ${L} has no agent log here: run ${a} was pulled from GitHub, which keeps a stage's output in its job's lo\
g, not in its record`,{details:[`read it on GitHub: ${U(o.url)}`]}):new d("log-absent",`stage ${t} ${L} has no agent log`)}
return Y(e,Ut,"log"),Jt(e,j instanceof d?null:j,Nt)}async function je(e,u,t,n){let g=n.read instanceof d?null:n.read,b=g?.
jobs??[],r=await at(n.runDir,[t,...b.map(c=>c.id)],n.runLegs);if(r.includes(t)){let c=K(n.runDir,et(t));return Y(e,await st(
c,"utf8"),"log"),n.read instanceof d?bt(e,u,n.read,[]):Jt(e,g,c)}let l=`job logs: ${r.join(", ")||"(none)"}`,a=b.find(c=>c.
id===t);if(a!==void 0){let c=await n.runLegs(),E=c.named.get(t)??(c.results.get(t)??[]).map($=>$.leg),j=r.filter($=>E.includes(
$)||$.startsWith(`${t}/`));if(j.length>0){let $=(c.results.get(t)??[]).filter(P=>P.result==="failure").map(P=>P.leg),y=j.
find(P=>$.includes(P))??j[0];throw new d("log-absent",`job ${t} of run ${u} has a log for each of its legs, not one of i\
ts own`,{details:[`its legs: ${j.join(", ")}; ${Q("baton",u,y)}`]})}throw new d("log-absent",`job ${t} of run ${u} (${a.
result}) has no job log: it printed nothing${Tt(a)==="running"?" so far":""}`,{details:[l]})}let m=b.find(c=>c.stages.includes(
t));throw m!==void 0||n.stages.includes(t)?new d("job-unknown",`run ${u} has no job or matrix leg ${JSON.stringify(t)}: ${t}\
 is a stage`,{details:[...m===void 0?[]:[`the log of job ${m.id}, which recorded it: ${Q("baton",u,m.id)}`],`its agent l\
og: baton show ${u} ${t} --log`,l]}):new d("job-unknown",`run ${u} has no job or matrix leg ${JSON.stringify(t)}${Rt(t,r)}`,
{details:[l]})}function Jt(e,u,t){let n=Bt(u?.reason,t);return n===null?x.ok:(e.stderr(`baton: this job log is incomplet\
e: ${z(n,400)}
`),x.failure)}async function ye(e,u,t,n,g,b,r){let l=await Promise.all(g.map(i=>u.getAttempt(n,i.attempt,i.runAttempt).catch(
v=>{if(!(v instanceof d))throw v;return v}))),a=l.filter(i=>i!==void 0&&!(i instanceof d)),m=l.filter(i=>i instanceof d).
map(i=>re(t,n,Ft(i),i.code)),c=l[g.findIndex(i=>$t(i,b)===0)],E=[...r.values()].some(i=>i.runAttempt>1),j=g.map(i=>it(i,
E)).join(", "),$=i=>`attempt ${it(i,E)}`,y=c instanceof d||c===void 0?a.at(-1):c;if(y===void 0)e.stdout(`stage ${n}
run ${t}  attempts ${j}

`);else{let i=y.record;e.stdout(`stage ${n}  job ${i.job}${i.matrix?`  matrix ${JSON.stringify(i.matrix)}`:""}
`);let v=i.parent?`  (continues run ${i.parent.run})`:"";e.stdout(`run ${t}  hop ${i.hop}${v}  attempts ${j}

`)}g.forEach((i,v)=>{let J=l[v];if(J===void 0)return;if(J instanceof d){e.stdout(`${$(i)}: unreadable (see below)
`);return}let L=J.record,pt=L.verify?`, verify exit ${L.verify.exit_code}`:"";e.stdout(`${$(i)}${L.repair?" (repair turn\
)":""}: ${Lt(L.status,L.outcome.reason)}${L.outcome.reason==="cancelled"?"":` (${L.outcome.reason})`}, agent exit ${L.agent.
exit_code??"-"} in ${gt(L.agent.duration_ms)}${pt}
`),L.outcome.message&&e.stdout(`  ${U(L.outcome.message)}
`)});let P=l.at(-1),D=P===void 0||P instanceof d?void 0:wt(P.record,r);if(D!==void 0&&e.stdout(`not run in run attempt ${D.
newerRunAttempt}: ${ct(D)}
`),e.stdout(`
`),c===void 0||c instanceof d)return e.stdout(`${$(b)} cannot be read: nothing more of it to show
`),e.stderr(Et(t,m)),x.failure;let F=u.attemptDir(n,b.attempt,b.runAttempt),V=c.record;if(c.handoff?(e.stdout(`summary: ${U(
c.handoff.summary)}
`),c.handoff.next&&e.stdout(`next: ${c.handoff.next.stage}
`)):e.stdout(kt(V).length>0?`no handoff: the one it wrote was refused (see its problems)
`:`no handoff
`),V.lineage.length>0&&e.stdout(`rendered from: ${fe([...V.lineage].sort((i,v)=>Mt(i.stage,v.stage)||(i.run_attempt??1)-
(v.run_attempt??1)||i.attempt-v.attempt).map(i=>`${i.stage}#${i.attempt}${i.run_attempt===void 0?"":` of run attempt ${i.
run_attempt}`}`))}
`),V.problems.length>0){e.stdout(`problems:
`);for(let i of V.problems)e.stdout(`  ${i.severity}: ${U(St(i))}
`)}let dt=[q.record,q.prompt,...c.handoff===null?[]:[q.handoff]];return await Ct(K(F,q.log))&&dt.push(q.log),e.stdout(`
files: ${mt(e.cwd,F)||F}/{${dt.join(",")}}
`),m.length===0?x.ok:(e.stderr(Et(t,m)),x.failure)}function Re(e,u){let t=Ot(At(e)),n=e.run.attempt===1?"":` --run-attem\
pt ${e.run.attempt}`,g=kt(e);return g.length>0?new d("handoff-absent",`${t} wrote a handoff that was refused, so none wa\
s kept`,{details:[...g.slice(0,5).map(b=>U(St(b))),...g.length>5?[`\u2026 and ${g.length-5} more`]:[],`every problem: ba\
ton show ${u} ${e.stage} --attempt ${e.attempt}${n} --record`]}):new d("handoff-absent",`${t} wrote no handoff (${e.outcome.
reason})`)}function Pt(e,u){let t=e.reason===void 0?"":`: ${z(e.reason,200)}`;return`${e.result}${t}${e.reused?`${t===""?
",":";"}${pe(u)}`:""}`}function pe(e){return` reused from ${e?`run ${e}`:"the run replayed"}`}function ce(e,u){return e.
some(t=>t.id.startsWith(`${u}/`))}function Se(e,u,t){let n=(l,a)=>{let m=t.results.get(l)??[];return m.length>0?m:[{leg:l,
result:a}]},b=[...(t.results.get(u)??[]).filter(l=>l.leg!==u),...e.filter(l=>l.id.startsWith(`${u}/`)).flatMap(l=>n(l.id,
l.result))],r=l=>l.split("/");return b.sort((l,a)=>{let[m,c]=[r(l.leg),r(a.leg)];for(let E=0;E<Math.min(m.length,c.length);E++)
if(m[E]!==c[E])return m[E]<c[E]?-1:1;return m.length-c.length})}function Le(e,u){let t=new Map;for(let n of e){if(u.includes(
n.leg)||n.reason===void 0)continue;let g=`${n.result}, ${z(n.reason,200)}`;t.set(g,[...t.get(g)??[],n.leg])}return[...t].
map(([n,g])=>`${g.join(", ")}: ${n}`)}function ke(e){let u=new Map,t=new Map,n=[],g=new Map;for(let b of e.split(`
`))if(/"(run-started|job-legs|job-started|job-finished|step-finished)"/.test(b))try{let r=JSON.parse(b);if(r.type==="job\
-started"&&typeof r.leg=="string")n.push(r.leg);else if(r.type==="step-finished"&&r.outcome==="failure"&&typeof r.leg=="\
string"&&typeof r.step=="number"&&!g.has(r.leg))g.set(r.leg,{step:r.step,name:String(r.name),message:typeof r.message=="\
string"?r.message:"failed"});else if(r.type==="job-finished"&&typeof r.job=="string"){let l=u.get(r.job)??[],a=typeof r.
reason=="string"?{reason:r.reason}:{},m=r.reused===!0?{reused:!0}:{};u.set(r.job,[...l,{leg:String(r.leg),result:String(
r.result),...a,...m}]);let c=Yt.safeParse(r.failed_step).data;typeof r.leg=="string"&&c!==void 0&&!g.has(r.leg)&&g.set(r.
leg,{step:c.step,name:c.name,message:c.message??"failed"})}else if(r.type==="job-legs"&&typeof r.job=="string"&&ge(r.legs))
t.set(r.job,r.legs);else if(r.type==="run-started"&&Array.isArray(r.jobs))for(let l of r.jobs)typeof l?.id=="string"&&ge(
l.legs)&&t.set(l.id,l.legs)}catch{}return{results:u,named:t,started:n,failedSteps:g}}function ge(e){return Array.isArray(
e)&&e.every(u=>typeof u=="string")}async function at(e,u,t){let n=await be(e).catch(()=>[]),g=[],b=new Set;for(let r of n){
let l=Kt(r);l!==null?g.push(l):r.startsWith(lt.jobLogPrefix)&&r.endsWith(".log")&&b.add(r)}if(b.size>0){let r=await t(),
l=[...r.results.values()].flatMap(a=>a.map(m=>m.leg));for(let a of new Set([...u,...r.started,...l]))b.delete(et(a))&&g.
push(a)}return g.sort(Mt)}function Tt(e){return e?.result==="running"||e?.result==="interrupted"?e.result:null}function me(e){
return`run the workflow again: ${Gt.run(e===null?"<workflow.yml>":z(e,200))}`}async function Ct(e){return we(e).then(()=>!0,
()=>!1)}function it(e,u){let{attempt:t,runAttempt:n}="run"in e?{attempt:e.attempt,runAttempt:e.run.attempt}:e;return u||
n!==1?`${t} of run attempt ${n}`:String(t)}export{qe as showCommand};

import{a as fe,b as B}from"./chunk-AFLIMYGV.js";import{b as ce}from"./chunk-2XSCB36F.js";import{a as me,b as qe}from"./chunk-Q4L5T5GK.js";
import{b as se}from"./chunk-6W23WLUG.js";import{a as He}from"./chunk-YYMJD3U7.js";import{b as Be,f as G,g as ge,
h as Ye,i as oe}from"./chunk-IQNVHVL5.js";import{a as ze,b as Xe}from"./chunk-6TSGQGVO.js";import{c as Ce}from"./chunk-5SF5KVGE.js";
import"./chunk-3VOUPYTV.js";import{b as Ie,c as Ne,d as Ue,e as De,f as Fe,g as We,h as Ge}from"./chunk-OL6NBPXD.js";
import{f as ve,i as Je,j as Pe,l as Te}from"./chunk-36FTUX6B.js";import"./chunk-6RREDHNG.js";import{d as Ee}from"./chunk-MLZZH3T2.js";
import{a as Me}from"./chunk-LS2NIP65.js";import{B as _e,L as Ae,m as ue,n as le}from"./chunk-H7WAR2LY.js";import"./chunk-RBL3FFHZ.js";
import{a as U}from"./chunk-3GWP55I7.js";import{a as J}from"./chunk-HDT3FCLQ.js";import{g as de}from"./chunk-T4FXJRWK.js";
import"./chunk-FCWOFCWY.js";import{i as ie}from"./chunk-HL5P33SF.js";import{d as i,f as Re}from"./chunk-OKFZ7BVP.js";
import{b as A}from"./chunk-GKGC5SYD.js";import"./chunk-5A7QKWCT.js";import{V as ee,W as X,X as Oe,t as H,w as xe}from"./chunk-XORNHACD.js";
import"./chunk-3NR5HZ6E.js";import{access as nt,readdir as ot,readFile as V}from"node:fs/promises";import{join as I,relative as te}from"node:path";async function Jt(t,u,e,n={}){let f=["prompt","handoff","record","log"].filter(a=>n[a]);if(f.length+(n.jobLog?1:0)>1)throw new i(
"usage",`give at most one of --prompt, --handoff, --record, --log, ${fe}`);if(n.jobLog&&e===void 0)throw new i("usage",`${fe}\
 needs a job: ${B("baton",u,"<job>")}`);if(n.jobLog&&n.attempt!==void 0)throw new i("usage",`a job log has no attempts (\
a stage's agent log has: baton show ${u} <stage> --log --attempt ${n.attempt})`,{where:"--attempt"});if(f.length===1&&e===
void 0)throw new i("usage",`--${f[0]} needs a stage: baton show ${u} <stage> --${f[0]}`);if(n.attempt!==void 0&&e===void 0)
throw new i("usage",`--attempt needs a stage: baton show ${u} <stage> --attempt ${n.attempt}`);let k=n.attempt===void 0?
void 0:Be(n.attempt,"--attempt"),s=ve.forProject(t.cwd);await He(t,s);let o=await s.resolve(u),h=await s.open(o),g,c=()=>(g??=
ze(s,o),g),m=await Xe(s,o,c),L=await h.list(),p=s.runDir(o),l,b=()=>(l??=c().then(ut),l);if(n.jobLog&&e!==void 0)return st(
t,o,e,{read:m,stages:[...new Set(L.map(a=>a.stage))],runDir:p,runLegs:b});if(e===void 0){let a=m instanceof i?null:m;if(a===
null)t.stdout(`run ${o}  (its ${xe} cannot be read: see below)
`);else{t.stdout(`run ${o}  ${J(a.workflow)}  ${Pe(a)}`),a.duration_ms!==null&&t.stdout(` in ${se(a.duration_ms)}`),t.stdout(
`
started ${a.started_at}${a.replay_of?`, replay of ${a.replay_of}`:""}
`),a.pulled&&t.stdout(`pulled ${a.pulled.pulled_at} from ${J(a.pulled.url)} (run ${a.pulled.run_id} of ${J(a.pulled.repository)}\
): its records only, no job logs
`);let d=Je(a);d!==null&&t.stdout(`${Te(d,p)}
`),a.reason!==void 0&&t.stdout(`failed outside its jobs: ${J(a.reason).replaceAll(`
`,`
  `)}
`)}t.stdout(`records in ${te(t.cwd,p)||p}

`);let j=await Ie(h,a,L),x=j.unreadable.map(d=>d.reason),Y=j.notStored?.records??[],E=[];for(let d of a?.jobs??[]){let R=[
...new Set(Y.filter($=>$.job===d.id&&!d.stages.includes($.stage)).map($=>$.stage))].map($=>`${$} (not stored)`);E.push([
d.id,`${d.result}${d.reused?" (reused)":""}`,[...d.stages,...R].join(", ")])}E.length>0&&t.stdout(ce(["JOB","RESULT","ST\
AGES"],E));let q=[...new Set([...L.map(d=>d.stage),...j.missing.map(d=>d.stage),...Y.map(d=>d.stage)])].sort(Ee);if(q.length>
0){E.length>0&&t.stdout(`
`);let d=new Set((a?.jobs??[]).flatMap($=>$.reused?$.stages:[])),R=[];for(let $ of q){if(j.missing.some(O=>O.stage===$)){
R.push([$,"missing","","","","(see below)"]);continue}let K=Y.filter(O=>O.stage===$).length;if(!L.some(O=>O.stage===$)){
R.push([$,"not stored","","","","(see below)"]);continue}let F=Math.max(...L.filter(O=>O.stage===$).map(O=>O.attempt)),W=j.
unreadable.filter(O=>O.stage===$).length,T=j.records.find(O=>O.record.stage===$&&O.record.attempt===F);if(T===void 0){R.
push([$,"unreadable","",String(F),"","(see below)"]);continue}let C=T.record;R.push([$,`${ue(C.status,C.outcome.reason)}${d.
has($)?" (reused)":""}`,C.outcome.reason,[String(C.attempt),...W===0?[]:[`(${W} unreadable)`],...K===0?[]:[`(${K} more n\
ot stored)`]].join(" "),se(C.agent.duration_ms),G(T.handoff?.summary??"",80)])}t.stdout(ce(["STAGE","STATUS","OUTCOME","\
ATTEMPTS","AGENT","SUMMARY"],R))}let _=await Z(p,(a?.jobs??[]).map(d=>d.id),b);if(_.length>0){let d=_.length>12?`${_.slice(
0,12).join(", ")}, \u2026`:_.join(", "),R=te(t.cwd,I(p,X("<job>")));t.stdout(`
job logs: ${J(d)} (${R}; ${B("baton",o,"<job>")})
`)}for(let d of[ee.report,ee.summary])await we(I(p,d))&&t.stdout(`
${d}: ${te(t.cwd,I(p,d))}
`);return oe(t,o,m instanceof i?m:null,x,j.notStored)}let D=L.filter(a=>a.stage===e).map(a=>a.attempt);if(D.length===0){
let a=[...new Set(L.map(r=>r.stage))],j=n.prompt?"prompt":n.handoff?"handoff":n.record?"record":null;if(m instanceof i){
if(!(await Z(p,[e],b)).includes(e))throw m;if(j===null)return U(t,await V(I(p,X(e)),"utf8"),"log"),oe(t,o,m,[]);throw t.
stderr(Ye(m)),new i("stage-unknown",`run ${o} has no stage ${e}, so it has no ${j}: ${e} has a job log, and no record`,{
details:[`its log: baton show ${o} ${e}`,`stages: ${a.join(", ")||"(none)"}`]})}let x=m,Y=await Ne(p,x),E=Y?.records.find(
r=>r.stage===e);if(Y!==null&&E!==void 0&&!(n.log&&(await Z(p,[e],b)).includes(e))){let r=(await Z(p,[E.job],b)).includes(
E.job);throw new i("record-not-stored",`${_e({...E,runAttempt:1})} (job ${E.job}) of run ${o} was never stored, so it ha\
s no ${j??(n.log?"log":"attempts")} to show: ${E.why}`,{details:[Y.fix,...r?[`the log of job ${E.job}: ${B("baton",o,E.job)}`]:
[],`stages: ${a.join(", ")||"(none)"}`]})}let[q]=await We(h,x.jobs.filter(r=>r.stages.includes(e)).map(r=>({...r,stages:[
e]})),L);if(q!==void 0){let r=x.jobs.find(S=>S.id===q.job);throw Ge(o,q,r?.result??"unknown",[`replay from that stage, t\
o run it again: baton replay ${o} --from ${e}`,`stages: ${a.join(", ")||"(none)"}`])}let _=await Z(p,[e,...x.jobs.map(r=>r.
id)],b);if(_.includes(e)&&j===null){if(k!==void 0)throw new i("usage",`${e} recorded no stage, and its job log has no at\
tempts: baton show ${o} ${e}`,{where:"--attempt"});let r=I(p,X(e));return U(t,await V(r,"utf8"),"log"),$e(t,x,r)}let d=x.
jobs.find(r=>r.id===e),R=await b(),$=d===void 0?x.jobs.flatMap(r=>{let S=R.results.get(r.id)?.find(M=>M.leg===e);return S===
void 0?[]:[{job:r,run:S}]}):[],K=d===void 0&&$.length===1?$[0]:void 0;if(j!==null&&_.includes(e)&&(d!==void 0||K!==void 0)){
let r=d===void 0?[]:R.results.get(d.id)??[],S=r.length>0&&r.every(Q=>Q.reused===!0),M=d!==void 0?`job ${e} of run ${o} (${d.
result}${S?`,${Ze(x.replay_of)}`:""})`:`leg ${e} of job ${K.job.id} of run ${o} (${pe(K.run,x.replay_of)})`,N=R.failedSteps.
get(e),v=he(d);throw new i("stage-unknown",v==="running"?`${M} has recorded no stage so far, so it has no ${j} yet`:v===
"interrupted"?`${M} recorded no stage before the run was interrupted, so it has no ${j}`:`${M} recorded no stage, so it \
has no ${j}`,{details:[...N===void 0?[]:[`its step ${N.step+1} (${G(N.name,80)}) failed before it recorded one: ${G(N.message,
300)}`],...v===null?[]:[`a stage's prompt, handoff and record are stored when its attempt ends${v==="interrupted"?": the\
 run's process ended first":""}`],`its log${v==="running"?" so far":""}: baton show ${o} ${e}`,...v==="interrupted"?[Ve(
x.workflow_path)]:[],`stages: ${a.join(", ")||"(none)"}`]})}let F=$.find(r=>Ke(x.jobs,r.job.id)),W=d??F?.job,T=W===void 0||
!Ke(x.jobs,W.id)?[]:it(x.jobs,W.id,R).filter(r=>F===void 0||r.leg.startsWith(`${e}/`));if(W!==void 0&&(T.length>0||F!==void 0)){
let r=F===void 0?`job ${e} of run ${o} (${W.result})`:`leg ${e} of job ${W.id} of run ${o} (${pe(F.run,x.replay_of)})`;if(T.
length===0){if(n.prompt||n.handoff||n.record)throw new i("stage-unknown",`${r} calls a workflow; it ran none of its jobs`,
{details:[`stages: ${a.join(", ")||"(none)"}`]});return t.stdout(`${r} calls a workflow; it ran none of its jobs
`),A.ok}let S=T.filter(w=>_.includes(w.leg)),M=S.find(w=>w.result==="failure")??S[0],N=`${M===void 0?"":`a job's log: ba\
ton show ${o} ${M.leg}; `}the stages they recorded: baton show ${o}`;if(n.prompt||n.handoff||n.record)throw new i("stage\
-unknown",`${r} calls a workflow; its jobs: ${T.map(w=>`${w.leg} (${w.result})`).join(", ")}`,{details:[N,`stages: ${a.join(
", ")||"(none)"}`]});let v=Math.max(...T.map(w=>w.leg.length)),Q=Math.max(...T.map(w=>w.result.length));return t.stdout(
[`${r} calls a workflow; its jobs:`,...T.map(w=>w.reason===void 0?`  ${w.leg.padEnd(v)}  ${w.result}`:`  ${w.leg.padEnd(
v)}  ${w.result.padEnd(Q)}  ${G(w.reason,200)}`),N,""].join(`
`)),A.ok}let C=F===void 0&&!_.includes(e)?$[0]:void 0;if(C!==void 0){let S=(R.results.get(C.job.id)??[]).filter(w=>_.includes(
w.leg)),M=S.filter(w=>w.result==="failure").map(w=>w.leg),N=M[0]??S[0]?.leg,v=`leg ${e} of job ${C.job.id} of run ${o} (${pe(
C.run,x.replay_of)}): it has no log`,Q=N===void 0?[]:[`job ${C.job.id} ran as matrix legs ${S.map(w=>w.leg).join(", ")}${M.
length>0?` (failed: ${M.join(", ")})`:""}: ${B("baton",o,N)}`];if(j!==null)throw new i("stage-unknown",v,{details:[...Q,
`stages: ${a.join(", ")||"(none)"}`]});return t.stdout([v,...Q,""].join(`
`)),A.ok}let O=new Set((R.results.get(e)??[]).map(r=>r.leg)),Se=R.named.get(e),ke=r=>O.has(r)||(Se===void 0?r===e||r.startsWith(
`${e}-`):Se.includes(r)),re=dt(R.results.get(e)??[],_);if(d!==void 0&&!_.some(ke)){let r=I(p,ee.report),S=he(d);throw new i(
"stage-unknown",S==="running"?`job ${e} of run ${o} (running) has recorded no stage and printed nothing so far`:S==="int\
errupted"?`job ${e} of run ${o} (interrupted) recorded no stage and printed nothing before the run was interrupted: it h\
as no job log`:`job ${e} of run ${o} (${d.result}) recorded no stage and printed nothing: it has no job log`,{details:[...re,
...await we(r)?[`the report it may have written: ${te(t.cwd,r)}`]:[],...S==="running"?[`its steps' output goes to its lo\
g as they print: baton show ${o} ${e}`]:S==="interrupted"?[Ve(x.workflow_path)]:[],`stages: ${a.join(", ")||"(none)"}`]})}
let z=_.filter(r=>r!==e&&ke(r)),ae=(R.results.get(e)??[]).filter(r=>r.result==="failure").map(r=>r.leg),et=z.find(r=>ae.
includes(r))??z[0],Le=z.length===0?[]:[`ran as matrix legs ${z.join(", ")}${ae.length>0?` (failed: ${ae.join(", ")})`:""}\
: ${B("baton",o,et)}`,...re];if(z.length>0&&j===null)return t.stdout(`job ${e} of run ${o} ${Le.map((r,S)=>S===0?r:`  ${r}`).
join(`
`)}
`),A.ok;let tt=z.length>0?"":ie(e,[...a,..._].filter(r=>r!==e));throw new i("stage-unknown",`run ${o} has no stage ${JSON.
stringify(e)}${tt}`,{details:[...z.length>0?[`job ${e} ${Le[0]}`,...re]:[],`stages: ${a.join(", ")||"(none)"}`,`job logs\
: ${_.join(", ")||"(none)"}`]})}let y=k??Math.max(...D);if(!D.includes(y))throw new i("usage",`stage ${e} has no attempt\
 ${n.attempt}; attempts: ${D.join(", ")}`,{where:"--attempt"});let ne=h.attemptDir(e,y);if(!n.prompt&&!n.handoff&&!n.record&&
!n.log)return rt(t,h,o,e,D,y);let P=await h.getAttempt(e,y).catch(async a=>{let j=n.log?await V(I(ne,H.log),"utf8").catch(
()=>null):null;if(j!==null)return j;throw!(a instanceof i)||!Ue(a.code)?a:new i(a.code,a.message,{...a.where===void 0?{}:
{where:a.where},details:[...a.details,De(o,e)],cause:a})});if(typeof P=="string")return U(t,P,"log"),A.ok;if(P===void 0)
throw new i("stage-unknown",`stage ${e} has no attempt ${y}`);if(n.prompt){if(P.record.outcome.reason==="render-failed")
throw new i("prompt-absent",`stage ${e} attempt ${y} has no prompt: its template could not be rendered`,{details:[...(P.
record.outcome.message??"").split(`
`).map(J)]});return U(t,P.prompt),A.ok}if(n.handoff){if(P.handoff===null)throw at(P.record,o);return U(t,`${JSON.stringify(
P.handoff,null,2)}
`),A.ok}if(n.record)return U(t,`${JSON.stringify(P.record,null,2)}
`),A.ok;let be=await V(I(ne,H.log),"utf8").catch(()=>null);if(be!==null)return U(t,be,"log"),A.ok;let je=I(p,X(P.record.
job)),ye=await V(je,"utf8").catch(()=>null);if(ye===null){let a=m instanceof i?void 0:m.pulled;throw a?new i("log-absent",
`stage ${e} attempt ${y} has no agent log here: run ${o} was pulled from GitHub, which keeps a stage's output in its job\
's log, not in its record`,{details:[`read it on GitHub: ${J(a.url)}`]}):new i("log-absent",`stage ${e} attempt ${y} has\
 no agent log`)}return U(t,ye,"log"),$e(t,m instanceof i?null:m,je)}async function st(t,u,e,n){let f=n.read instanceof i?
null:n.read,k=f?.jobs??[],s=await Z(n.runDir,[e,...k.map(c=>c.id)],n.runLegs);if(s.includes(e)){let c=I(n.runDir,X(e));return U(
t,await V(c,"utf8"),"log"),n.read instanceof i?oe(t,u,n.read,[]):$e(t,f,c)}let o=`job logs: ${s.join(", ")||"(none)"}`,h=k.
find(c=>c.id===e);if(h!==void 0){let c=await n.runLegs(),m=c.named.get(e)??(c.results.get(e)??[]).map(p=>p.leg),L=s.filter(
p=>m.includes(p)||p.startsWith(`${e}/`));if(L.length>0){let p=(c.results.get(e)??[]).filter(b=>b.result==="failure").map(
b=>b.leg),l=L.find(b=>p.includes(b))??L[0];throw new i("log-absent",`job ${e} of run ${u} has a log for each of its legs\
, not one of its own`,{details:[`its legs: ${L.join(", ")}; ${B("baton",u,l)}`]})}throw new i("log-absent",`job ${e} of \
run ${u} (${h.result}) has no job log: it printed nothing${he(h)==="running"?" so far":""}`,{details:[o]})}let g=k.find(
c=>c.stages.includes(e));throw g!==void 0||n.stages.includes(e)?new i("job-unknown",`run ${u} has no job or matrix leg ${JSON.
stringify(e)}: ${e} is a stage`,{details:[...g===void 0?[]:[`the log of job ${g.id}, which recorded it: ${B("baton",u,g.
id)}`],`its agent log: baton show ${u} ${e} --log`,o]}):new i("job-unknown",`run ${u} has no job or matrix leg ${JSON.stringify(
e)}${ie(e,s)}`,{details:[o]})}function $e(t,u,e){let n=Ae(u?.reason,e);return n===null?A.ok:(t.stderr(`baton: this job l\
og is incomplete: ${G(n,400)}
`),A.failure)}async function rt(t,u,e,n,f,k){let s=await Promise.all(f.map(l=>u.getAttempt(n,l).catch(b=>{if(!(b instanceof
i))throw b;return b}))),o=s.filter(l=>l!==void 0&&!(l instanceof i)),h=s.filter(l=>l instanceof i).map(l=>Fe(e,n,Re(l),l.
code)),g=s[f.indexOf(k)],c=g instanceof i||g===void 0?o.at(-1):g;if(c===void 0)t.stdout(`stage ${n}
run ${e}  attempts ${f.join(", ")}

`);else{let l=c.record;t.stdout(`stage ${n}  job ${l.job}${l.matrix?`  matrix ${JSON.stringify(l.matrix)}`:""}
`);let b=l.parent?`  (continues run ${l.parent.run})`:"";t.stdout(`run ${e}  hop ${l.hop}${b}  attempts ${f.join(", ")}

`)}if(f.forEach((l,b)=>{let D=s[b];if(D===void 0)return;if(D instanceof i){t.stdout(`attempt ${l}: unreadable (see below\
)
`);return}let y=D.record,ne=y.verify?`, verify exit ${y.verify.exit_code}`:"";t.stdout(`attempt ${l}${y.repair?" (repair\
 turn)":""}: ${ue(y.status,y.outcome.reason)}${y.outcome.reason==="cancelled"?"":` (${y.outcome.reason})`}, agent exit ${y.
agent.exit_code??"-"} in ${se(y.agent.duration_ms)}${ne}
`),y.outcome.message&&t.stdout(`  ${J(y.outcome.message)}
`)}),t.stdout(`
`),g===void 0||g instanceof i)return t.stdout(`attempt ${k} cannot be read: nothing more of it to show
`),t.stderr(ge(e,h)),A.failure;let m=u.attemptDir(n,k),L=g.record;if(g.handoff?(t.stdout(`summary: ${J(g.handoff.summary)}\

`),g.handoff.next&&t.stdout(`next: ${g.handoff.next.stage}
`)):t.stdout(le(L).length>0?`no handoff: the one it wrote was refused (see its problems)
`:`no handoff
`),L.lineage.length>0&&t.stdout(`rendered from: ${qe([...L.lineage].sort((l,b)=>me(l.stage,b.stage)||l.attempt-b.attempt).
map(l=>`${l.stage}#${l.attempt}`))}
`),L.problems.length>0){t.stdout(`problems:
`);for(let l of L.problems)t.stdout(`  ${l.severity}: ${J(de(l))}
`)}let p=[H.record,H.prompt,...g.handoff===null?[]:[H.handoff]];return await we(I(m,H.log))&&p.push(H.log),t.stdout(`
files: ${te(t.cwd,m)||m}/{${p.join(",")}}
`),h.length===0?A.ok:(t.stderr(ge(e,h)),A.failure)}function at(t,u){let e=`stage ${t.stage} attempt ${t.attempt}`,n=le(t);
return n.length>0?new i("handoff-absent",`${e} wrote a handoff that was refused, so none was kept`,{details:[...n.slice(
0,5).map(f=>J(de(f))),...n.length>5?[`\u2026 and ${n.length-5} more`]:[],`every problem: baton show ${u} ${t.stage} --at\
tempt ${t.attempt} --record`]}):new i("handoff-absent",`${e} wrote no handoff (${t.outcome.reason})`)}function pe(t,u){let e=t.
reason===void 0?"":`: ${G(t.reason,200)}`;return`${t.result}${e}${t.reused?`${e===""?",":";"}${Ze(u)}`:""}`}function Ze(t){
return` reused from ${t?`run ${t}`:"the run replayed"}`}function Ke(t,u){return t.some(e=>e.id.startsWith(`${u}/`))}function it(t,u,e){
let n=(o,h)=>{let g=e.results.get(o)??[];return g.length>0?g:[{leg:o,result:h}]},k=[...(e.results.get(u)??[]).filter(o=>o.
leg!==u),...t.filter(o=>o.id.startsWith(`${u}/`)).flatMap(o=>n(o.id,o.result))],s=o=>o.split("/");return k.sort((o,h)=>{
let[g,c]=[s(o.leg),s(h.leg)];for(let m=0;m<Math.min(g.length,c.length);m++)if(g[m]!==c[m])return g[m]<c[m]?-1:1;return g.
length-c.length})}function dt(t,u){let e=new Map;for(let n of t){if(u.includes(n.leg)||n.reason===void 0)continue;let f=`${n.
result}, ${G(n.reason,200)}`;e.set(f,[...e.get(f)??[],n.leg])}return[...e].map(([n,f])=>`${f.join(", ")}: ${n}`)}function ut(t){
let u=new Map,e=new Map,n=[],f=new Map;for(let k of t.split(`
`))if(/"(run-started|job-legs|job-started|job-finished|step-finished)"/.test(k))try{let s=JSON.parse(k);if(s.type==="job\
-started"&&typeof s.leg=="string")n.push(s.leg);else if(s.type==="step-finished"&&s.outcome==="failure"&&typeof s.leg=="\
string"&&typeof s.step=="number"&&!f.has(s.leg))f.set(s.leg,{step:s.step,name:String(s.name),message:typeof s.message=="\
string"?s.message:"failed"});else if(s.type==="job-finished"&&typeof s.job=="string"){let o=u.get(s.job)??[],h=typeof s.
reason=="string"?{reason:s.reason}:{},g=s.reused===!0?{reused:!0}:{};u.set(s.job,[...o,{leg:String(s.leg),result:String(
s.result),...h,...g}]);let c=Ce.safeParse(s.failed_step).data;typeof s.leg=="string"&&c!==void 0&&!f.has(s.leg)&&f.set(s.
leg,{step:c.step,name:c.name,message:c.message??"failed"})}else if(s.type==="job-legs"&&typeof s.job=="string"&&Qe(s.legs))
e.set(s.job,s.legs);else if(s.type==="run-started"&&Array.isArray(s.jobs))for(let o of s.jobs)typeof o?.id=="string"&&Qe(
o.legs)&&e.set(o.id,o.legs)}catch{}return{results:u,named:e,started:n,failedSteps:f}}function Qe(t){return Array.isArray(
t)&&t.every(u=>typeof u=="string")}async function Z(t,u,e){let n=await ot(t).catch(()=>[]),f=[],k=new Set;for(let s of n){
let o=Oe(s);o!==null?f.push(o):s.startsWith(ee.jobLogPrefix)&&s.endsWith(".log")&&k.add(s)}if(k.size>0){let s=await e(),
o=[...s.results.values()].flatMap(h=>h.map(g=>g.leg));for(let h of new Set([...u,...s.started,...o]))k.delete(X(h))&&f.push(
h)}return f.sort(me)}function he(t){return t?.result==="running"||t?.result==="interrupted"?t.result:null}function Ve(t){
return`run the workflow again: ${Me.run(t===null?"<workflow.yml>":G(t,200))}`}async function we(t){return nt(t).then(()=>!0,
()=>!1)}export{Jt as showCommand};

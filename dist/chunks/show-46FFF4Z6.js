import{b as Le,c as xe,d as Ae,e as _e,f as Ee,g as Me}from"./chunk-2XE6567J.js";import{d as we}from"./chunk-QBYCZBFS.js";
import{a as be}from"./chunk-LS2NIP65.js";import{b as ae}from"./chunk-KG5TDOVJ.js";import{a as Je,b as Te}from"./chunk-N3ZSVOGC.js";
import{a as G}from"./chunk-6LMQI7SU.js";import{b as Z}from"./chunk-KGOG7XFD.js";import{a as ve}from"./chunk-WXXWFHNZ.js";
import{b as Oe,f as H,g as se,h as Pe,i as re}from"./chunk-4MCKYKCL.js";import{c as Re}from"./chunk-6AQFCHUG.js";
import{d as je,g as ye,h as ke,j as Se}from"./chunk-ZHU3RJPK.js";import{m as oe}from"./chunk-OTIZIJOI.js";import{
a as W}from"./chunk-HKB7A5JV.js";import{i as $e,t as te}from"./chunk-W3W44F6T.js";import{d as u,f as me}from"./chunk-4X335366.js";
import{b as L}from"./chunk-GKGC5SYD.js";import{P as q,Q as B,R as he,n as D,q as pe}from"./chunk-DFBKRPZ5.js";
import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";import{access as Ge,readdir as He,readFile as K}from"node:fs/promises";import{join as U,relative as Q}from"node:path";async function hn(e,f,n,r={}){let d=["prompt","handoff","record","log"].filter(a=>r[a]);if(d.length>1)throw new u("usage",
"give at most one of --prompt, --handoff, --record, --log");if(d.length===1&&n===void 0)throw new u("usage",`--${d[0]} n\
eeds a stage: baton show ${f} <stage> --${d[0]}`);if(r.attempt!==void 0&&n===void 0)throw new u("usage",`--attempt needs\
 a stage: baton show ${f} <stage> --attempt ${r.attempt}`);let k=r.attempt===void 0?void 0:Oe(r.attempt,"--attempt"),o=je.
forProject(e.cwd);await ve(e,o);let t=await o.resolve(f),m=await o.open(t),c,S=()=>(c??=Je(o,t),c),p=await Te(o,t,S),O=await m.
list(),y=o.runDir(t),l,A=()=>(l??=S().then(qe),l);if(n===void 0){let a=p instanceof u?null:p;if(a===null)e.stdout(`run ${t}\
  (its ${pe} cannot be read: see below)
`);else{e.stdout(`run ${t}  ${W(a.workflow)}  ${ke(a)}`),a.duration_ms!==null&&e.stdout(` in ${Z(a.duration_ms)}`),e.stdout(
`
started ${a.started_at}${a.replay_of?`, replay of ${a.replay_of}`:""}
`);let i=ye(a);i!==null&&e.stdout(`${Se(i,y)}
`),a.reason!==void 0&&e.stdout(`failed outside its jobs: ${W(a.reason).replaceAll(`
`,`
  `)}
`)}e.stdout(`records in ${Q(e.cwd,y)||y}

`);let b=[];for(let i of a?.jobs??[])b.push([i.id,`${i.result}${i.reused?" (reused)":""}`,i.stages.join(", ")]);b.length>
0&&e.stdout(ae(["JOB","RESULT","STAGES"],b));let h=await Le(m,a?.jobs??null,O),X=h.unreadable.map(i=>i.reason),x=[...new Set(
[...O.map(i=>i.stage),...h.missing.map(i=>i.stage)])].sort(we);if(x.length>0){b.length>0&&e.stdout(`
`);let i=new Set((a?.jobs??[]).flatMap(R=>R.reused?R.stages:[])),J=[];for(let R of x){if(h.missing.some(E=>E.stage===R)){
J.push([R,"missing","","","","(see below)"]);continue}let I=Math.max(...O.filter(E=>E.stage===R).map(E=>E.attempt)),N=h.
unreadable.filter(E=>E.stage===R).length,T=h.records.find(E=>E.record.stage===R&&E.record.attempt===I);if(T===void 0){J.
push([R,"unreadable","",String(I),"","(see below)"]);continue}let _=T.record;J.push([R,`${oe(_.status,_.outcome.reason)}${i.
has(R)?" (reused)":""}`,_.outcome.reason,N===0?String(_.attempt):`${_.attempt} (${N} unreadable)`,Z(_.agent.duration_ms),
H(T.handoff?.summary??"",80)])}e.stdout(ae(["STAGE","STATUS","OUTCOME","ATTEMPTS","AGENT","SUMMARY"],J))}let j=await de(
y,(a?.jobs??[]).map(i=>i.id),A);if(j.length>0){let i=j.length>12?`${j.slice(0,12).join(", ")}, \u2026`:j.join(", "),J=Q(
e.cwd,U(y,B("<job>")));e.stdout(`
job logs: ${W(i)} (${J}; baton show ${t} <job> for a job that records no stage)
`)}for(let i of[q.report,q.summary])await ue(U(y,i))&&e.stdout(`
${i}: ${Q(e.cwd,U(y,i))}
`);return re(e,t,p instanceof u?p:null,X)}let C=O.filter(a=>a.stage===n).map(a=>a.attempt);if(C.length===0){let a=[...new Set(
O.map(s=>s.stage))],b=r.prompt?"prompt":r.handoff?"handoff":r.record?"record":null;if(p instanceof u){if(!(await de(y,[n],
A)).includes(n))throw p;if(b===null)return G(e,await K(U(y,B(n)),"utf8"),"log"),re(e,t,p,[]);throw e.stderr(Pe(p)),new u(
"stage-unknown",`run ${t} has no stage ${n}, so it has no ${b}: ${n} has a job log, and no record`,{details:[`its log: b\
aton show ${t} ${n}`,`stages: ${a.join(", ")||"(none)"}`]})}let h=p,[X]=await Ee(m,h.jobs.filter(s=>s.stages.includes(n)).
map(s=>({...s,stages:[n]})),O);if(X!==void 0){let s=h.jobs.find($=>$.id===X.job);throw Me(t,X,s?.result??"unknown",[`rep\
lay from that stage, to run it again: baton replay ${t} --from ${n}`,`stages: ${a.join(", ")||"(none)"}`])}let x=await de(
y,[n,...h.jobs.map(s=>s.id)],A);if(x.includes(n)&&b===null){if(k!==void 0)throw new u("usage",`${n} recorded no stage, a\
nd its job log has no attempts: baton show ${t} ${n}`,{where:"--attempt"});let s=await K(U(y,B(n)),"utf8");return G(e,s,
"log"),L.ok}let j=h.jobs.find(s=>s.id===n),i=await A(),J=j===void 0?h.jobs.flatMap(s=>{let $=i.results.get(s.id)?.find(M=>M.
leg===n);return $===void 0?[]:[{job:s,run:$}]}):[],R=j===void 0&&J.length===1?J[0]:void 0;if(b!==null&&x.includes(n)&&(j!==
void 0||R!==void 0)){let s=j===void 0?[]:i.results.get(j.id)??[],$=s.length>0&&s.every(z=>z.reused===!0),M=j!==void 0?`j\
ob ${n} of run ${t} (${j.result}${$?`,${Ne(h.replay_of)}`:""})`:`leg ${n} of job ${R.job.id} of run ${t} (${ie(R.run,h.replay_of)}\
)`,F=i.failedSteps.get(n),v=Ce(j);throw new u("stage-unknown",v==="running"?`${M} has recorded no stage so far, so it ha\
s no ${b} yet`:v==="interrupted"?`${M} recorded no stage before the run was interrupted, so it has no ${b}`:`${M} record\
ed no stage, so it has no ${b}`,{details:[...F===void 0?[]:[`its step ${F.step+1} (${H(F.name,80)}) failed before it rec\
orded one: ${H(F.message,300)}`],...v===null?[]:[`a stage's prompt, handoff and record are stored when its attempt ends${v===
"interrupted"?": the run's process ended first":""}`],`its log${v==="running"?" so far":""}: baton show ${t} ${n}`,...v===
"interrupted"?[Ie(h.workflow_path)]:[],`stages: ${a.join(", ")||"(none)"}`]})}let I=J.find(s=>Fe(h.jobs,s.job.id)),N=j??
I?.job,T=N===void 0||!Fe(h.jobs,N.id)?[]:Be(h.jobs,N.id,i).filter(s=>I===void 0||s.leg.startsWith(`${n}/`));if(N!==void 0&&
(T.length>0||I!==void 0)){let s=I===void 0?`job ${n} of run ${t} (${N.result})`:`leg ${n} of job ${N.id} of run ${t} (${ie(
I.run,h.replay_of)})`;if(T.length===0){if(r.prompt||r.handoff||r.record)throw new u("stage-unknown",`${s} calls a workfl\
ow; it ran none of its jobs`,{details:[`stages: ${a.join(", ")||"(none)"}`]});return e.stdout(`${s} calls a workflow; it\
 ran none of its jobs
`),L.ok}let $=T.filter(g=>x.includes(g.leg)),M=$.find(g=>g.result==="failure")??$[0],F=`${M===void 0?"":`a job's log: ba\
ton show ${t} ${M.leg}; `}the stages they recorded: baton show ${t}`;if(r.prompt||r.handoff||r.record)throw new u("stage\
-unknown",`${s} calls a workflow; its jobs: ${T.map(g=>`${g.leg} (${g.result})`).join(", ")}`,{details:[F,`stages: ${a.join(
", ")||"(none)"}`]});let v=Math.max(...T.map(g=>g.leg.length)),z=Math.max(...T.map(g=>g.result.length));return e.stdout(
[`${s} calls a workflow; its jobs:`,...T.map(g=>g.reason===void 0?`  ${g.leg.padEnd(v)}  ${g.result}`:`  ${g.leg.padEnd(
v)}  ${g.result.padEnd(z)}  ${H(g.reason,200)}`),F,""].join(`
`)),L.ok}let _=I===void 0&&!x.includes(n)?J[0]:void 0;if(_!==void 0){let $=(i.results.get(_.job.id)??[]).filter(g=>x.includes(
g.leg)),M=$.filter(g=>g.result==="failure").map(g=>g.leg),F=M[0]??$[0]?.leg,v=`leg ${n} of job ${_.job.id} of run ${t} (${ie(
_.run,h.replay_of)}): it has no log`,z=F===void 0?[]:[`job ${_.job.id} ran as matrix legs ${$.map(g=>g.leg).join(", ")}${M.
length>0?` (failed: ${M.join(", ")})`:""}: baton show ${t} ${F} --log`];if(b!==null)throw new u("stage-unknown",v,{details:[
...z,`stages: ${a.join(", ")||"(none)"}`]});return e.stdout([v,...z,""].join(`
`)),L.ok}let E=new Set((i.results.get(n)??[]).map(s=>s.leg)),fe=i.named.get(n),ce=s=>E.has(s)||(fe===void 0?s===n||s.startsWith(
`${n}-`):fe.includes(s)),ee=Xe(i.results.get(n)??[],x);if(j!==void 0&&!x.some(ce)){let s=U(y,q.report),$=Ce(j);throw new u(
"stage-unknown",$==="running"?`job ${n} of run ${t} (running) has recorded no stage and printed nothing so far`:$==="int\
errupted"?`job ${n} of run ${t} (interrupted) recorded no stage and printed nothing before the run was interrupted: it h\
as no job log`:`job ${n} of run ${t} (${j.result}) recorded no stage and printed nothing: it has no job log`,{details:[...ee,
...await ue(s)?[`the report it may have written: ${Q(e.cwd,s)}`]:[],...$==="running"?[`its steps' output goes to its log\
 as they print: baton show ${t} ${n}`]:$==="interrupted"?[Ie(h.workflow_path)]:[],`stages: ${a.join(", ")||"(none)"}`]})}
let Y=x.filter(s=>s!==n&&ce(s)),ne=(i.results.get(n)??[]).filter(s=>s.result==="failure").map(s=>s.leg),We=Y.find(s=>ne.
includes(s))??Y[0],ge=Y.length===0?[]:[`ran as matrix legs ${Y.join(", ")}${ne.length>0?` (failed: ${ne.join(", ")})`:""}\
: baton show ${t} ${We} --log`,...ee];if(Y.length>0&&b===null)return e.stdout(`job ${n} of run ${t} ${ge.map((s,$)=>$===
0?s:`  ${s}`).join(`
`)}
`),L.ok;let De=Y.length>0?"":$e(n,[...a,...x].filter(s=>s!==n));throw new u("stage-unknown",`run ${t} has no stage ${JSON.
stringify(n)}${De}`,{details:[...Y.length>0?[`job ${n} ${ge[0]}`,...ee]:[],`stages: ${a.join(", ")||"(none)"}`,`job logs\
: ${x.join(", ")||"(none)"}`]})}let w=k??Math.max(...C);if(!C.includes(w))throw new u("usage",`stage ${n} has no attempt\
 ${r.attempt}; attempts: ${C.join(", ")}`,{where:"--attempt"});let V=m.attemptDir(n,w);if(!r.prompt&&!r.handoff&&!r.record&&
!r.log)return Ye(e,m,t,n,C,w);let P=await m.getAttempt(n,w).catch(async a=>{let b=r.log?await K(U(V,D.log),"utf8").catch(
()=>null):null;if(b!==null)return b;throw!(a instanceof u)||!xe(a.code)?a:new u(a.code,a.message,{...a.where===void 0?{}:
{where:a.where},details:[...a.details,Ae(t,n)],cause:a})});if(typeof P=="string")return G(e,P,"log"),L.ok;if(P===void 0)
throw new u("stage-unknown",`stage ${n} has no attempt ${w}`);if(r.prompt){if(P.record.outcome.reason==="render-failed")
throw new u("prompt-absent",`stage ${n} attempt ${w} has no prompt: its template could not be rendered`,{details:[...(P.
record.outcome.message??"").split(`
`).map(W)]});return G(e,P.prompt),L.ok}if(r.handoff){if(P.handoff===null)throw ze(P.record,t);return G(e,`${JSON.stringify(
P.handoff,null,2)}
`),L.ok}if(r.record)return G(e,`${JSON.stringify(P.record,null,2)}
`),L.ok;let le=await K(U(V,D.log),"utf8").catch(()=>null)??await K(U(y,B(P.record.job)),"utf8").catch(()=>null);if(le===
null)throw new u("log-absent",`stage ${n} attempt ${w} has no agent log`);return G(e,le,"log"),L.ok}async function Ye(e,f,n,r,d,k){
let o=await Promise.all(d.map(l=>f.getAttempt(r,l).catch(A=>{if(!(A instanceof u))throw A;return A}))),t=o.filter(l=>l!==
void 0&&!(l instanceof u)),m=o.filter(l=>l instanceof u).map(l=>_e(n,r,me(l),l.code)),c=o[d.indexOf(k)],S=c instanceof u||
c===void 0?t.at(-1):c;if(S===void 0)e.stdout(`stage ${r}
run ${n}  attempts ${d.join(", ")}

`);else{let l=S.record;e.stdout(`stage ${r}  job ${l.job}${l.matrix?`  matrix ${JSON.stringify(l.matrix)}`:""}
`);let A=l.parent?`  (continues run ${l.parent.run})`:"";e.stdout(`run ${n}  hop ${l.hop}${A}  attempts ${d.join(", ")}

`)}if(d.forEach((l,A)=>{let C=o[A];if(C===void 0)return;if(C instanceof u){e.stdout(`attempt ${l}: unreadable (see below\
)
`);return}let w=C.record,V=w.verify?`, verify exit ${w.verify.exit_code}`:"";e.stdout(`attempt ${l}${w.repair?" (repair \
turn)":""}: ${oe(w.status,w.outcome.reason)}${w.outcome.reason==="cancelled"?"":` (${w.outcome.reason})`}, agent exit ${w.
agent.exit_code??"-"} in ${Z(w.agent.duration_ms)}${V}
`),w.outcome.message&&e.stdout(`  ${W(w.outcome.message)}
`)}),e.stdout(`
`),c===void 0||c instanceof u)return e.stdout(`attempt ${k} cannot be read: nothing more of it to show
`),e.stderr(se(n,m)),L.failure;let p=f.attemptDir(r,k),O=c.record;if(c.handoff?(e.stdout(`summary: ${W(c.handoff.summary)}\

`),c.handoff.next&&e.stdout(`next: ${c.handoff.next.stage}
`)):e.stdout(`no handoff
`),O.lineage.length>0&&e.stdout(`rendered from: ${O.lineage.map(l=>`${l.stage}#${l.attempt}`).join(", ")}
`),O.problems.length>0){e.stdout(`problems:
`);for(let l of O.problems)e.stdout(`  ${l.severity}: ${W(te(l))}
`)}let y=[D.record,D.prompt,...c.handoff===null?[]:[D.handoff]];return await ue(U(p,D.log))&&y.push(D.log),e.stdout(`
files: ${Q(e.cwd,p)||p}/{${y.join(",")}}
`),m.length===0?L.ok:(e.stderr(se(n,m)),L.failure)}function ze(e,f){let n=`stage ${e.stage} attempt ${e.attempt}`,r=e.problems.
filter(d=>d.severity==="error");return e.outcome.reason==="handoff-invalid"&&r.length>0?new u("handoff-absent",`${n} wro\
te a handoff that was refused, so none was kept`,{details:[...r.slice(0,5).map(d=>W(te(d))),...r.length>5?[`\u2026 and ${r.
length-5} more`]:[],`every problem: baton show ${f} ${e.stage} --attempt ${e.attempt} --record`]}):new u("handoff-absent",
`${n} wrote no handoff (${e.outcome.reason})`)}function ie(e,f){let n=e.reason===void 0?"":`: ${H(e.reason,200)}`;return`${e.
result}${n}${e.reused?`${n===""?",":";"}${Ne(f)}`:""}`}function Ne(e){return` reused from ${e?`run ${e}`:"the run replay\
ed"}`}function Fe(e,f){return e.some(n=>n.id.startsWith(`${f}/`))}function Be(e,f,n){let r=(t,m)=>{let c=n.results.get(t)??
[];return c.length>0?c:[{leg:t,result:m}]},k=[...(n.results.get(f)??[]).filter(t=>t.leg!==f),...e.filter(t=>t.id.startsWith(
`${f}/`)).flatMap(t=>r(t.id,t.result))],o=t=>t.split("/");return k.sort((t,m)=>{let[c,S]=[o(t.leg),o(m.leg)];for(let p=0;p<
Math.min(c.length,S.length);p++)if(c[p]!==S[p])return c[p]<S[p]?-1:1;return c.length-S.length})}function Xe(e,f){let n=new Map;
for(let r of e){if(f.includes(r.leg)||r.reason===void 0)continue;let d=`${r.result}, ${H(r.reason,200)}`;n.set(d,[...n.get(
d)??[],r.leg])}return[...n].map(([r,d])=>`${d.join(", ")}: ${r}`)}function qe(e){let f=new Map,n=new Map,r=[],d=new Map;
for(let k of e.split(`
`))if(/"(run-started|job-legs|job-started|job-finished|step-finished)"/.test(k))try{let o=JSON.parse(k);if(o.type==="job\
-started"&&typeof o.leg=="string")r.push(o.leg);else if(o.type==="step-finished"&&o.outcome==="failure"&&typeof o.leg=="\
string"&&typeof o.step=="number"&&!d.has(o.leg))d.set(o.leg,{step:o.step,name:String(o.name),message:typeof o.message=="\
string"?o.message:"failed"});else if(o.type==="job-finished"&&typeof o.job=="string"){let t=f.get(o.job)??[],m=typeof o.
reason=="string"?{reason:o.reason}:{},c=o.reused===!0?{reused:!0}:{};f.set(o.job,[...t,{leg:String(o.leg),result:String(
o.result),...m,...c}]);let S=Re.safeParse(o.failed_step).data;typeof o.leg=="string"&&S!==void 0&&!d.has(o.leg)&&d.set(o.
leg,{step:S.step,name:S.name,message:S.message??"failed"})}else if(o.type==="job-legs"&&typeof o.job=="string"&&Ue(o.legs))
n.set(o.job,o.legs);else if(o.type==="run-started"&&Array.isArray(o.jobs))for(let t of o.jobs)typeof t?.id=="string"&&Ue(
t.legs)&&n.set(t.id,t.legs)}catch{}return{results:f,named:n,started:r,failedSteps:d}}function Ue(e){return Array.isArray(
e)&&e.every(f=>typeof f=="string")}async function de(e,f,n){let r=await He(e).catch(()=>[]),d=[],k=new Set;for(let o of r){
let t=he(o);t!==null?d.push(t):o.startsWith(q.jobLogPrefix)&&o.endsWith(".log")&&k.add(o)}if(k.size>0){let o=await n(),t=[
...o.results.values()].flatMap(m=>m.map(c=>c.leg));for(let m of new Set([...f,...o.started,...t]))k.delete(B(m))&&d.push(
m)}return d.sort()}function Ce(e){return e?.result==="running"||e?.result==="interrupted"?e.result:null}function Ie(e){return`\
run the workflow again: ${be.run(e===null?"<workflow.yml>":H(e,200))}`}async function ue(e){return Ge(e).then(()=>!0,()=>!1)}export{hn as showCommand};

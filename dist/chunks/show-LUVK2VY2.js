import{b as Le,e as xe,f as Ae,g as _e}from"./chunk-HMERRAE2.js";import{d as we}from"./chunk-Y5YCFMG2.js";import{
a as be}from"./chunk-RVKJOE2S.js";import{b as ae}from"./chunk-DVZ5FIVK.js";import{a as Oe,b as Pe}from"./chunk-RI2HXWBQ.js";
import{a as G}from"./chunk-26LV6H5C.js";import{b as Z}from"./chunk-ZRSLCLH2.js";import{a as Ee}from"./chunk-XEJ3YFZQ.js";
import{b as Me,e as H,f as re,g as ve,h as se}from"./chunk-T4KTG2QA.js";import{c as Re}from"./chunk-UXXJDIQ6.js";
import{d as je,g as ye,h as ke,j as Se}from"./chunk-RR7GE6VZ.js";import{m as oe}from"./chunk-KCTSY3G6.js";import{
a as W}from"./chunk-CITYZUZ5.js";import{i as he,t as te}from"./chunk-VQUK3X66.js";import{b as l,d as me}from"./chunk-DLONVVOM.js";
import{b as L}from"./chunk-DVNEBDMP.js";import{P as q,Q as B,R as $e,n as D,q as pe}from"./chunk-DFBKRPZ5.js";
import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";import{access as We,readdir as De,readFile as K}from"node:fs/promises";import{join as C,relative as Q}from"node:path";async function mn(e,f,n,s={}){let d=["prompt","handoff","record","log"].filter(a=>s[a]);if(d.length>1)throw new l("usage",
"give at most one of --prompt, --handoff, --record, --log");if(d.length===1&&n===void 0)throw new l("usage",`--${d[0]} n\
eeds a stage: baton show ${f} <stage> --${d[0]}`);if(s.attempt!==void 0&&n===void 0)throw new l("usage",`--attempt needs\
 a stage: baton show ${f} <stage> --attempt ${s.attempt}`);let k=s.attempt===void 0?void 0:Me(s.attempt,"--attempt"),o=je.
forProject(e.cwd);await Ee(e,o);let t=await o.resolve(f),m=await o.open(t),g,S=()=>(g??=Oe(o,t),g),p=await Pe(o,t,S),O=await m.
list(),y=o.runDir(t),u,A=()=>(u??=S().then(Be),u);if(n===void 0){let a=p instanceof l?null:p;if(a===null)e.stdout(`run ${t}\
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
0&&e.stdout(ae(["JOB","RESULT","STAGES"],b));let $=await Le(m,a?.jobs??null,O),X=$.unreadable.map(i=>i.reason),x=[...new Set(
[...O.map(i=>i.stage),...$.missing.map(i=>i.stage)])].sort(we);if(x.length>0){b.length>0&&e.stdout(`
`);let i=new Set((a?.jobs??[]).flatMap(R=>R.reused?R.stages:[])),J=[];for(let R of x){if($.missing.some(E=>E.stage===R)){
J.push([R,"missing","","","","(see below)"]);continue}let I=Math.max(...O.filter(E=>E.stage===R).map(E=>E.attempt)),N=$.
unreadable.filter(E=>E.stage===R).length,T=$.records.find(E=>E.record.stage===R&&E.record.attempt===I);if(T===void 0){J.
push([R,"unreadable","",String(I),"","(see below)"]);continue}let _=T.record;J.push([R,`${oe(_.status,_.outcome.reason)}${i.
has(R)?" (reused)":""}`,_.outcome.reason,N===0?String(_.attempt):`${_.attempt} (${N} unreadable)`,Z(_.agent.duration_ms),
H(T.handoff?.summary??"",80)])}e.stdout(ae(["STAGE","STATUS","OUTCOME","ATTEMPTS","AGENT","SUMMARY"],J))}let j=await de(
y,(a?.jobs??[]).map(i=>i.id),A);if(j.length>0){let i=j.length>12?`${j.slice(0,12).join(", ")}, \u2026`:j.join(", "),J=Q(
e.cwd,C(y,B("<job>")));e.stdout(`
job logs: ${W(i)} (${J}; baton show ${t} <job> for a job that records no stage)
`)}for(let i of[q.report,q.summary])await ue(C(y,i))&&e.stdout(`
${i}: ${Q(e.cwd,C(y,i))}
`);return se(e,t,p instanceof l?p:null,X)}let F=O.filter(a=>a.stage===n).map(a=>a.attempt);if(F.length===0){let a=[...new Set(
O.map(r=>r.stage))],b=s.prompt?"prompt":s.handoff?"handoff":s.record?"record":null;if(p instanceof l){if(!(await de(y,[n],
A)).includes(n))throw p;if(b===null)return G(e,await K(C(y,B(n)),"utf8"),"log"),se(e,t,p,[]);throw e.stderr(ve(p)),new l(
"stage-unknown",`run ${t} has no stage ${n}, so it has no ${b}: ${n} has a job log, and no record`,{details:[`its log: b\
aton show ${t} ${n}`,`stages: ${a.join(", ")||"(none)"}`]})}let $=p,[X]=await Ae(m,$.jobs.filter(r=>r.stages.includes(n)).
map(r=>({...r,stages:[n]})),O);if(X!==void 0){let r=$.jobs.find(h=>h.id===X.job);throw _e(t,X,r?.result??"unknown",[`rep\
lay from that stage, to run it again: baton replay ${t} --from ${n}`,`stages: ${a.join(", ")||"(none)"}`])}let x=await de(
y,[n,...$.jobs.map(r=>r.id)],A);if(x.includes(n)&&b===null){if(k!==void 0)throw new l("usage",`${n} recorded no stage, a\
nd its job log has no attempts: baton show ${t} ${n}`,{where:"--attempt"});let r=await K(C(y,B(n)),"utf8");return G(e,r,
"log"),L.ok}let j=$.jobs.find(r=>r.id===n),i=await A(),J=j===void 0?$.jobs.flatMap(r=>{let h=i.results.get(r.id)?.find(M=>M.
leg===n);return h===void 0?[]:[{job:r,run:h}]}):[],R=j===void 0&&J.length===1?J[0]:void 0;if(b!==null&&x.includes(n)&&(j!==
void 0||R!==void 0)){let r=j===void 0?[]:i.results.get(j.id)??[],h=r.length>0&&r.every(z=>z.reused===!0),M=j!==void 0?`j\
ob ${n} of run ${t} (${j.result}${h?`,${Fe($.replay_of)}`:""})`:`leg ${n} of job ${R.job.id} of run ${t} (${ie(R.run,$.replay_of)}\
)`,U=i.failedSteps.get(n),v=Ue(j);throw new l("stage-unknown",v==="running"?`${M} has recorded no stage so far, so it ha\
s no ${b} yet`:v==="interrupted"?`${M} recorded no stage before the run was interrupted, so it has no ${b}`:`${M} record\
ed no stage, so it has no ${b}`,{details:[...U===void 0?[]:[`its step ${U.step+1} (${H(U.name,80)}) failed before it rec\
orded one: ${H(U.message,300)}`],...v===null?[]:[`a stage's prompt, handoff and record are stored when its attempt ends${v===
"interrupted"?": the run's process ended first":""}`],`its log${v==="running"?" so far":""}: baton show ${t} ${n}`,...v===
"interrupted"?[Ce($.workflow_path)]:[],`stages: ${a.join(", ")||"(none)"}`]})}let I=J.find(r=>Je($.jobs,r.job.id)),N=j??
I?.job,T=N===void 0||!Je($.jobs,N.id)?[]:Ye($.jobs,N.id,i).filter(r=>I===void 0||r.leg.startsWith(`${n}/`));if(N!==void 0&&
(T.length>0||I!==void 0)){let r=I===void 0?`job ${n} of run ${t} (${N.result})`:`leg ${n} of job ${N.id} of run ${t} (${ie(
I.run,$.replay_of)})`;if(T.length===0){if(s.prompt||s.handoff||s.record)throw new l("stage-unknown",`${r} calls a workfl\
ow; it ran none of its jobs`,{details:[`stages: ${a.join(", ")||"(none)"}`]});return e.stdout(`${r} calls a workflow; it\
 ran none of its jobs
`),L.ok}let h=T.filter(c=>x.includes(c.leg)),M=h.find(c=>c.result==="failure")??h[0],U=`${M===void 0?"":`a job's log: ba\
ton show ${t} ${M.leg}; `}the stages they recorded: baton show ${t}`;if(s.prompt||s.handoff||s.record)throw new l("stage\
-unknown",`${r} calls a workflow; its jobs: ${T.map(c=>`${c.leg} (${c.result})`).join(", ")}`,{details:[U,`stages: ${a.join(
", ")||"(none)"}`]});let v=Math.max(...T.map(c=>c.leg.length)),z=Math.max(...T.map(c=>c.result.length));return e.stdout(
[`${r} calls a workflow; its jobs:`,...T.map(c=>c.reason===void 0?`  ${c.leg.padEnd(v)}  ${c.result}`:`  ${c.leg.padEnd(
v)}  ${c.result.padEnd(z)}  ${H(c.reason,200)}`),U,""].join(`
`)),L.ok}let _=I===void 0&&!x.includes(n)?J[0]:void 0;if(_!==void 0){let h=(i.results.get(_.job.id)??[]).filter(c=>x.includes(
c.leg)),M=h.filter(c=>c.result==="failure").map(c=>c.leg),U=M[0]??h[0]?.leg,v=`leg ${n} of job ${_.job.id} of run ${t} (${ie(
_.run,$.replay_of)}): it has no log`,z=U===void 0?[]:[`job ${_.job.id} ran as matrix legs ${h.map(c=>c.leg).join(", ")}${M.
length>0?` (failed: ${M.join(", ")})`:""}: baton show ${t} ${U} --log`];if(b!==null)throw new l("stage-unknown",v,{details:[
...z,`stages: ${a.join(", ")||"(none)"}`]});return e.stdout([v,...z,""].join(`
`)),L.ok}let E=new Set((i.results.get(n)??[]).map(r=>r.leg)),fe=i.named.get(n),ge=r=>E.has(r)||(fe===void 0?r===n||r.startsWith(
`${n}-`):fe.includes(r)),ee=ze(i.results.get(n)??[],x);if(j!==void 0&&!x.some(ge)){let r=C(y,q.report),h=Ue(j);throw new l(
"stage-unknown",h==="running"?`job ${n} of run ${t} (running) has recorded no stage and printed nothing so far`:h==="int\
errupted"?`job ${n} of run ${t} (interrupted) recorded no stage and printed nothing before the run was interrupted: it h\
as no job log`:`job ${n} of run ${t} (${j.result}) recorded no stage and printed nothing: it has no job log`,{details:[...ee,
...await ue(r)?[`the report it may have written: ${Q(e.cwd,r)}`]:[],...h==="running"?[`its steps' output goes to its log\
 as they print: baton show ${t} ${n}`]:h==="interrupted"?[Ce($.workflow_path)]:[],`stages: ${a.join(", ")||"(none)"}`]})}
let Y=x.filter(r=>r!==n&&ge(r)),ne=(i.results.get(n)??[]).filter(r=>r.result==="failure").map(r=>r.leg),Ie=Y.find(r=>ne.
includes(r))??Y[0],ce=Y.length===0?[]:[`ran as matrix legs ${Y.join(", ")}${ne.length>0?` (failed: ${ne.join(", ")})`:""}\
: baton show ${t} ${Ie} --log`,...ee];if(Y.length>0&&b===null)return e.stdout(`job ${n} of run ${t} ${ce.map((r,h)=>h===
0?r:`  ${r}`).join(`
`)}
`),L.ok;let Ne=Y.length>0?"":he(n,[...a,...x].filter(r=>r!==n));throw new l("stage-unknown",`run ${t} has no stage ${JSON.
stringify(n)}${Ne}`,{details:[...Y.length>0?[`job ${n} ${ce[0]}`,...ee]:[],`stages: ${a.join(", ")||"(none)"}`,`job logs\
: ${x.join(", ")||"(none)"}`]})}let w=k??Math.max(...F);if(!F.includes(w))throw new l("usage",`stage ${n} has no attempt\
 ${s.attempt}; attempts: ${F.join(", ")}`,{where:"--attempt"});let V=m.attemptDir(n,w);if(!s.prompt&&!s.handoff&&!s.record&&
!s.log)return Ge(e,m,t,n,F,w);let P=await m.getAttempt(n,w).catch(async a=>{let b=s.log?await K(C(V,D.log),"utf8").catch(
()=>null):null;if(b===null)throw a;return b});if(typeof P=="string")return G(e,P,"log"),L.ok;if(P===void 0)throw new l("\
stage-unknown",`stage ${n} has no attempt ${w}`);if(s.prompt){if(P.record.outcome.reason==="render-failed")throw new l("\
prompt-absent",`stage ${n} attempt ${w} has no prompt: its template could not be rendered`,{details:[...(P.record.outcome.
message??"").split(`
`).map(W)]});return G(e,P.prompt),L.ok}if(s.handoff){if(P.handoff===null)throw He(P.record,t);return G(e,`${JSON.stringify(
P.handoff,null,2)}
`),L.ok}if(s.record)return G(e,`${JSON.stringify(P.record,null,2)}
`),L.ok;let le=await K(C(V,D.log),"utf8").catch(()=>null)??await K(C(y,B(P.record.job)),"utf8").catch(()=>null);if(le===
null)throw new l("log-absent",`stage ${n} attempt ${w} has no agent log`);return G(e,le,"log"),L.ok}async function Ge(e,f,n,s,d,k){
let o=await Promise.all(d.map(u=>f.getAttempt(s,u).catch(A=>{if(!(A instanceof l))throw A;return A}))),t=o.filter(u=>u!==
void 0&&!(u instanceof l)),m=o.filter(u=>u instanceof l).map(u=>xe(n,s,me(u),u.code)),g=o[d.indexOf(k)],S=g instanceof l||
g===void 0?t.at(-1):g;if(S===void 0)e.stdout(`stage ${s}
run ${n}  attempts ${d.join(", ")}

`);else{let u=S.record;e.stdout(`stage ${s}  job ${u.job}${u.matrix?`  matrix ${JSON.stringify(u.matrix)}`:""}
`);let A=u.parent?`  (continues run ${u.parent.run})`:"";e.stdout(`run ${n}  hop ${u.hop}${A}  attempts ${d.join(", ")}

`)}if(d.forEach((u,A)=>{let F=o[A];if(F===void 0)return;if(F instanceof l){e.stdout(`attempt ${u}: unreadable (see below\
)
`);return}let w=F.record,V=w.verify?`, verify exit ${w.verify.exit_code}`:"";e.stdout(`attempt ${u}${w.repair?" (repair \
turn)":""}: ${oe(w.status,w.outcome.reason)}${w.outcome.reason==="cancelled"?"":` (${w.outcome.reason})`}, agent exit ${w.
agent.exit_code??"-"} in ${Z(w.agent.duration_ms)}${V}
`),w.outcome.message&&e.stdout(`  ${W(w.outcome.message)}
`)}),e.stdout(`
`),g===void 0||g instanceof l)return e.stdout(`attempt ${k} cannot be read: nothing more of it to show
`),e.stderr(re(n,m)),L.failure;let p=f.attemptDir(s,k),O=g.record;if(g.handoff?(e.stdout(`summary: ${W(g.handoff.summary)}\

`),g.handoff.next&&e.stdout(`next: ${g.handoff.next.stage}
`)):e.stdout(`no handoff
`),O.lineage.length>0&&e.stdout(`rendered from: ${O.lineage.map(u=>`${u.stage}#${u.attempt}`).join(", ")}
`),O.problems.length>0){e.stdout(`problems:
`);for(let u of O.problems)e.stdout(`  ${u.severity}: ${W(te(u))}
`)}let y=[D.record,D.prompt,...g.handoff===null?[]:[D.handoff]];return await ue(C(p,D.log))&&y.push(D.log),e.stdout(`
files: ${Q(e.cwd,p)||p}/{${y.join(",")}}
`),m.length===0?L.ok:(e.stderr(re(n,m)),L.failure)}function He(e,f){let n=`stage ${e.stage} attempt ${e.attempt}`,s=e.problems.
filter(d=>d.severity==="error");return e.outcome.reason==="handoff-invalid"&&s.length>0?new l("handoff-absent",`${n} wro\
te a handoff that was refused, so none was kept`,{details:[...s.slice(0,5).map(d=>W(te(d))),...s.length>5?[`\u2026 and ${s.
length-5} more`]:[],`every problem: baton show ${f} ${e.stage} --attempt ${e.attempt} --record`]}):new l("handoff-absent",
`${n} wrote no handoff (${e.outcome.reason})`)}function ie(e,f){let n=e.reason===void 0?"":`: ${H(e.reason,200)}`;return`${e.
result}${n}${e.reused?`${n===""?",":";"}${Fe(f)}`:""}`}function Fe(e){return` reused from ${e?`run ${e}`:"the run replay\
ed"}`}function Je(e,f){return e.some(n=>n.id.startsWith(`${f}/`))}function Ye(e,f,n){let s=(t,m)=>{let g=n.results.get(t)??
[];return g.length>0?g:[{leg:t,result:m}]},k=[...(n.results.get(f)??[]).filter(t=>t.leg!==f),...e.filter(t=>t.id.startsWith(
`${f}/`)).flatMap(t=>s(t.id,t.result))],o=t=>t.split("/");return k.sort((t,m)=>{let[g,S]=[o(t.leg),o(m.leg)];for(let p=0;p<
Math.min(g.length,S.length);p++)if(g[p]!==S[p])return g[p]<S[p]?-1:1;return g.length-S.length})}function ze(e,f){let n=new Map;
for(let s of e){if(f.includes(s.leg)||s.reason===void 0)continue;let d=`${s.result}, ${H(s.reason,200)}`;n.set(d,[...n.get(
d)??[],s.leg])}return[...n].map(([s,d])=>`${d.join(", ")}: ${s}`)}function Be(e){let f=new Map,n=new Map,s=[],d=new Map;
for(let k of e.split(`
`))if(/"(run-started|job-legs|job-started|job-finished|step-finished)"/.test(k))try{let o=JSON.parse(k);if(o.type==="job\
-started"&&typeof o.leg=="string")s.push(o.leg);else if(o.type==="step-finished"&&o.outcome==="failure"&&typeof o.leg=="\
string"&&typeof o.step=="number"&&!d.has(o.leg))d.set(o.leg,{step:o.step,name:String(o.name),message:typeof o.message=="\
string"?o.message:"failed"});else if(o.type==="job-finished"&&typeof o.job=="string"){let t=f.get(o.job)??[],m=typeof o.
reason=="string"?{reason:o.reason}:{},g=o.reused===!0?{reused:!0}:{};f.set(o.job,[...t,{leg:String(o.leg),result:String(
o.result),...m,...g}]);let S=Re.safeParse(o.failed_step).data;typeof o.leg=="string"&&S!==void 0&&!d.has(o.leg)&&d.set(o.
leg,{step:S.step,name:S.name,message:S.message??"failed"})}else if(o.type==="job-legs"&&typeof o.job=="string"&&Te(o.legs))
n.set(o.job,o.legs);else if(o.type==="run-started"&&Array.isArray(o.jobs))for(let t of o.jobs)typeof t?.id=="string"&&Te(
t.legs)&&n.set(t.id,t.legs)}catch{}return{results:f,named:n,started:s,failedSteps:d}}function Te(e){return Array.isArray(
e)&&e.every(f=>typeof f=="string")}async function de(e,f,n){let s=await De(e).catch(()=>[]),d=[],k=new Set;for(let o of s){
let t=$e(o);t!==null?d.push(t):o.startsWith(q.jobLogPrefix)&&o.endsWith(".log")&&k.add(o)}if(k.size>0){let o=await n(),t=[
...o.results.values()].flatMap(m=>m.map(g=>g.leg));for(let m of new Set([...f,...o.started,...t]))k.delete(B(m))&&d.push(
m)}return d.sort()}function Ue(e){return e?.result==="running"||e?.result==="interrupted"?e.result:null}function Ce(e){return`\
run the workflow again: ${be.run(e===null?"<workflow.yml>":H(e,200))}`}async function ue(e){return We(e).then(()=>!0,()=>!1)}export{mn as showCommand};

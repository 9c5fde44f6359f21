import{b as Re,e as Le,f as xe,g as Ae}from"./chunk-FVLN7ZUZ.js";import{d as we}from"./chunk-Y5YCFMG2.js";import"./chunk-RVKJOE2S.js";
import{b as ae}from"./chunk-MU6RACWG.js";import{a as ve,b as Oe}from"./chunk-FC734QZI.js";import{a as G}from"./chunk-26LV6H5C.js";
import{b as Z}from"./chunk-JHXSSAEI.js";import{a as Ee}from"./chunk-YLOD42DI.js";import{b as Me,e as H,f as re,
g as _e,h as se}from"./chunk-KECA7FRN.js";import{c as Se}from"./chunk-UXXJDIQ6.js";import{c as be,f as je,g as ye,
i as ke}from"./chunk-MGO33H34.js";import{m as oe}from"./chunk-KCTSY3G6.js";import{a as W}from"./chunk-CITYZUZ5.js";
import{i as he,t as ne}from"./chunk-VQUK3X66.js";import{b as u,d as me}from"./chunk-DLONVVOM.js";import{b as L}from"./chunk-DVNEBDMP.js";
import{P as q,Q as B,R as $e,n as D,q as pe}from"./chunk-DFBKRPZ5.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";import{access as Ne,readdir as Ie,readFile as K}from"node:fs/promises";import{join as U,relative as Q}from"node:path";async function ut(e,f,t,s={}){let d=["prompt","handoff","record","log"].filter(a=>s[a]);if(d.length>1)throw new u("usage",
"give at most one of --prompt, --handoff, --record, --log");if(d.length===1&&t===void 0)throw new u("usage",`--${d[0]} n\
eeds a stage: baton show ${f} <stage> --${d[0]}`);if(s.attempt!==void 0&&t===void 0)throw new u("usage",`--attempt needs\
 a stage: baton show ${f} <stage> --attempt ${s.attempt}`);let y=s.attempt===void 0?void 0:Me(s.attempt,"--attempt"),o=be.
forProject(e.cwd);await Ee(e,o);let n=await o.resolve(f),p=await o.open(n),g,k=()=>(g??=ve(o,n),g),$=await Oe(o,n,k),O=await p.
list(),j=U(o.rootDir,n),l,A=()=>(l??=k().then(Ye),l);if(t===void 0){let a=$ instanceof u?null:$;if(a===null)e.stdout(`ru\
n ${n}  (its ${pe} cannot be read: see below)
`);else{e.stdout(`run ${n}  ${W(a.workflow)}  ${ye(a)}`),a.duration_ms!==null&&e.stdout(` in ${Z(a.duration_ms)}`),e.stdout(
`
started ${a.started_at}${a.replay_of?`, replay of ${a.replay_of}`:""}
`);let i=je(a);i!==null&&e.stdout(`${ke(i,j)}
`),a.reason!==void 0&&e.stdout(`failed outside its jobs: ${W(a.reason).replaceAll(`
`,`
  `)}
`)}e.stdout(`records in ${Q(e.cwd,j)||j}

`);let b=[];for(let i of a?.jobs??[])b.push([i.id,`${i.result}${i.reused?" (reused)":""}`,i.stages.join(", ")]);b.length>
0&&e.stdout(ae(["JOB","RESULT","STAGES"],b));let h=await Re(p,a?.jobs??null,O),X=h.unreadable.map(i=>i.reason),x=[...new Set(
[...O.map(i=>i.stage),...h.missing.map(i=>i.stage)])].sort(we);if(x.length>0){b.length>0&&e.stdout(`
`);let i=new Set((a?.jobs??[]).flatMap(S=>S.reused?S.stages:[])),P=[];for(let S of x){if(h.missing.some(M=>M.stage===S)){
P.push([S,"missing","","","","(see below)"]);continue}let N=Math.max(...O.filter(M=>M.stage===S).map(M=>M.attempt)),I=h.
unreadable.filter(M=>M.stage===S).length,T=h.records.find(M=>M.record.stage===S&&M.record.attempt===N);if(T===void 0){P.
push([S,"unreadable","",String(N),"","(see below)"]);continue}let E=T.record;P.push([S,`${oe(E.status,E.outcome.reason)}${i.
has(S)?" (reused)":""}`,E.outcome.reason,I===0?String(E.attempt):`${E.attempt} (${I} unreadable)`,Z(E.agent.duration_ms),
H(T.handoff?.summary??"",80)])}e.stdout(ae(["STAGE","STATUS","OUTCOME","ATTEMPTS","AGENT","SUMMARY"],P))}let m=await de(
j,(a?.jobs??[]).map(i=>i.id),A);if(m.length>0){let i=m.length>12?`${m.slice(0,12).join(", ")}, \u2026`:m.join(", "),P=Q(
e.cwd,U(j,B("<job>")));e.stdout(`
job logs: ${W(i)} (${P}; baton show ${n} <job> for a job that records no stage)
`)}for(let i of[q.report,q.summary])await le(U(j,i))&&e.stdout(`
${i}: ${Q(e.cwd,U(j,i))}
`);return se(e,n,$ instanceof u?$:null,X)}let C=O.filter(a=>a.stage===t).map(a=>a.attempt);if(C.length===0){let a=[...new Set(
O.map(r=>r.stage))],b=s.prompt?"prompt":s.handoff?"handoff":s.record?"record":null;if($ instanceof u){if(!(await de(j,[t],
A)).includes(t))throw $;if(b===null)return G(e,await K(U(j,B(t)),"utf8"),"log"),se(e,n,$,[]);throw e.stderr(_e($)),new u(
"stage-unknown",`run ${n} has no stage ${t}, so it has no ${b}: ${t} has a job log, and no record`,{details:[`its log: b\
aton show ${n} ${t}`,`stages: ${a.join(", ")||"(none)"}`]})}let h=$,[X]=await xe(p,h.jobs.filter(r=>r.stages.includes(t)).
map(r=>({...r,stages:[t]})),O);if(X!==void 0){let r=h.jobs.find(R=>R.id===X.job);throw Ae(n,X,r?.result??"unknown",[`rep\
lay from that stage, to run it again: baton replay ${n} --from ${t}`,`stages: ${a.join(", ")||"(none)"}`])}let x=await de(
j,[t,...h.jobs.map(r=>r.id)],A);if(x.includes(t)&&b===null){if(y!==void 0)throw new u("usage",`${t} recorded no stage, a\
nd its job log has no attempts: baton show ${n} ${t}`,{where:"--attempt"});let r=await K(U(j,B(t)),"utf8");return G(e,r,
"log"),L.ok}let m=h.jobs.find(r=>r.id===t),i=await A(),P=m===void 0?h.jobs.flatMap(r=>{let R=i.results.get(r.id)?.find(_=>_.
leg===t);return R===void 0?[]:[{job:r,run:R}]}):[],S=m===void 0&&P.length===1?P[0]:void 0;if(b!==null&&x.includes(t)&&(m!==
void 0||S!==void 0)){let r=m===void 0?[]:i.results.get(m.id)??[],R=r.length>0&&r.every(z=>z.reused===!0),_=m!==void 0?`j\
ob ${t} of run ${n} (${m.result}${R?`,${Ue(h.replay_of)}`:""})`:`leg ${t} of job ${S.job.id} of run ${n} (${ie(S.run,h.replay_of)}\
)`,F=i.failedSteps.get(t),v=m?.result==="running"||m?.result==="interrupted"?m.result:null;throw new u("stage-unknown",v===
"running"?`${_} has recorded no stage so far, so it has no ${b} yet`:v==="interrupted"?`${_} recorded no stage before th\
e run was interrupted, so it has no ${b}`:`${_} recorded no stage, so it has no ${b}`,{details:[...F===void 0?[]:[`its s\
tep ${F.step+1} (${H(F.name,80)}) failed before it recorded one: ${H(F.message,300)}`],...v===null?[]:[`a stage's prompt\
, handoff and record are stored when its attempt ends${v==="interrupted"?": the run's process ended first":""}`],`its lo\
g${v==="running"?" so far":""}: baton show ${n} ${t}`,...v==="interrupted"?[Te(h.workflow_path)]:[],`stages: ${a.join(",\
 ")||"(none)"}`]})}let N=P.find(r=>Je(h.jobs,r.job.id)),I=m??N?.job,T=I===void 0||!Je(h.jobs,I.id)?[]:Ge(h.jobs,I.id,i).
filter(r=>N===void 0||r.leg.startsWith(`${t}/`));if(I!==void 0&&(T.length>0||N!==void 0)){let r=N===void 0?`job ${t} of \
run ${n} (${I.result})`:`leg ${t} of job ${I.id} of run ${n} (${ie(N.run,h.replay_of)})`;if(T.length===0){if(s.prompt||s.
handoff||s.record)throw new u("stage-unknown",`${r} calls a workflow; it ran none of its jobs`,{details:[`stages: ${a.join(
", ")||"(none)"}`]});return e.stdout(`${r} calls a workflow; it ran none of its jobs
`),L.ok}let R=T.filter(c=>x.includes(c.leg)),_=R.find(c=>c.result==="failure")??R[0],F=`${_===void 0?"":`a job's log: ba\
ton show ${n} ${_.leg}; `}the stages they recorded: baton show ${n}`;if(s.prompt||s.handoff||s.record)throw new u("stage\
-unknown",`${r} calls a workflow; its jobs: ${T.map(c=>`${c.leg} (${c.result})`).join(", ")}`,{details:[F,`stages: ${a.join(
", ")||"(none)"}`]});let v=Math.max(...T.map(c=>c.leg.length)),z=Math.max(...T.map(c=>c.result.length));return e.stdout(
[`${r} calls a workflow; its jobs:`,...T.map(c=>c.reason===void 0?`  ${c.leg.padEnd(v)}  ${c.result}`:`  ${c.leg.padEnd(
v)}  ${c.result.padEnd(z)}  ${H(c.reason,200)}`),F,""].join(`
`)),L.ok}let E=N===void 0&&!x.includes(t)?P[0]:void 0;if(E!==void 0){let R=(i.results.get(E.job.id)??[]).filter(c=>x.includes(
c.leg)),_=R.filter(c=>c.result==="failure").map(c=>c.leg),F=_[0]??R[0]?.leg,v=`leg ${t} of job ${E.job.id} of run ${n} (${ie(
E.run,h.replay_of)}): it has no log`,z=F===void 0?[]:[`job ${E.job.id} ran as matrix legs ${R.map(c=>c.leg).join(", ")}${_.
length>0?` (failed: ${_.join(", ")})`:""}: baton show ${n} ${F} --log`];if(b!==null)throw new u("stage-unknown",v,{details:[
...z,`stages: ${a.join(", ")||"(none)"}`]});return e.stdout([v,...z,""].join(`
`)),L.ok}let M=new Set((i.results.get(t)??[]).map(r=>r.leg)),fe=i.named.get(t),ge=r=>M.has(r)||(fe===void 0?r===t||r.startsWith(
`${t}-`):fe.includes(r)),ee=He(i.results.get(t)??[],x);if(m!==void 0&&!x.some(ge)){let r=U(j,q.report);throw new u("stag\
e-unknown",m.result==="running"?`job ${t} of run ${n} (running) has recorded no stage and printed nothing so far`:m.result===
"interrupted"?`job ${t} of run ${n} (interrupted) recorded no stage and printed nothing before the run was interrupted: \
it has no job log`:`job ${t} of run ${n} (${m.result}) recorded no stage and printed nothing: it has no job log`,{details:[
...ee,...await le(r)?[`the report it may have written: ${Q(e.cwd,r)}`]:[],...m.result==="running"?[`its steps' output go\
es to its log as they print: baton show ${n} ${t}`]:m.result==="interrupted"?[Te(h.workflow_path)]:[],`stages: ${a.join(
", ")||"(none)"}`]})}let Y=x.filter(r=>r!==t&&ge(r)),te=(i.results.get(t)??[]).filter(r=>r.result==="failure").map(r=>r.
leg),Fe=Y.find(r=>te.includes(r))??Y[0],ce=Y.length===0?[]:[`ran as matrix legs ${Y.join(", ")}${te.length>0?` (failed: ${te.
join(", ")})`:""}: baton show ${n} ${Fe} --log`,...ee];if(Y.length>0&&b===null)return e.stdout(`job ${t} of run ${n} ${ce.
map((r,R)=>R===0?r:`  ${r}`).join(`
`)}
`),L.ok;let Ce=Y.length>0?"":he(t,[...a,...x].filter(r=>r!==t));throw new u("stage-unknown",`run ${n} has no stage ${JSON.
stringify(t)}${Ce}`,{details:[...Y.length>0?[`job ${t} ${ce[0]}`,...ee]:[],`stages: ${a.join(", ")||"(none)"}`,`job logs\
: ${x.join(", ")||"(none)"}`]})}let w=y??Math.max(...C);if(!C.includes(w))throw new u("usage",`stage ${t} has no attempt\
 ${s.attempt}; attempts: ${C.join(", ")}`,{where:"--attempt"});let V=p.attemptDir(t,w);if(!s.prompt&&!s.handoff&&!s.record&&
!s.log)return We(e,p,n,t,C,w);let J=await p.getAttempt(t,w).catch(async a=>{let b=s.log?await K(U(V,D.log),"utf8").catch(
()=>null):null;if(b===null)throw a;return b});if(typeof J=="string")return G(e,J,"log"),L.ok;if(J===void 0)throw new u("\
stage-unknown",`stage ${t} has no attempt ${w}`);if(s.prompt){if(J.record.outcome.reason==="render-failed")throw new u("\
prompt-absent",`stage ${t} attempt ${w} has no prompt: its template could not be rendered`,{details:[...(J.record.outcome.
message??"").split(`
`).map(W)]});return G(e,J.prompt),L.ok}if(s.handoff){if(J.handoff===null)throw De(J.record,n);return G(e,`${JSON.stringify(
J.handoff,null,2)}
`),L.ok}if(s.record)return G(e,`${JSON.stringify(J.record,null,2)}
`),L.ok;let ue=await K(U(V,D.log),"utf8").catch(()=>null)??await K(U(j,B(J.record.job)),"utf8").catch(()=>null);if(ue===
null)throw new u("log-absent",`stage ${t} attempt ${w} has no agent log`);return G(e,ue,"log"),L.ok}async function We(e,f,t,s,d,y){
let o=await Promise.all(d.map(l=>f.getAttempt(s,l).catch(A=>{if(!(A instanceof u))throw A;return A}))),n=o.filter(l=>l!==
void 0&&!(l instanceof u)),p=o.filter(l=>l instanceof u).map(l=>Le(t,s,me(l),l.code)),g=o[d.indexOf(y)],k=g instanceof u||
g===void 0?n.at(-1):g;if(k===void 0)e.stdout(`stage ${s}
run ${t}  attempts ${d.join(", ")}

`);else{let l=k.record;e.stdout(`stage ${s}  job ${l.job}${l.matrix?`  matrix ${JSON.stringify(l.matrix)}`:""}
`);let A=l.parent?`  (continues run ${l.parent.run})`:"";e.stdout(`run ${t}  hop ${l.hop}${A}  attempts ${d.join(", ")}

`)}if(d.forEach((l,A)=>{let C=o[A];if(C===void 0)return;if(C instanceof u){e.stdout(`attempt ${l}: unreadable (see below\
)
`);return}let w=C.record,V=w.verify?`, verify exit ${w.verify.exit_code}`:"";e.stdout(`attempt ${l}${w.repair?" (repair \
turn)":""}: ${oe(w.status,w.outcome.reason)}${w.outcome.reason==="cancelled"?"":` (${w.outcome.reason})`}, agent exit ${w.
agent.exit_code??"-"} in ${Z(w.agent.duration_ms)}${V}
`),w.outcome.message&&e.stdout(`  ${W(w.outcome.message)}
`)}),e.stdout(`
`),g===void 0||g instanceof u)return e.stdout(`attempt ${y} cannot be read: nothing more of it to show
`),e.stderr(re(t,p)),L.failure;let $=f.attemptDir(s,y),O=g.record;if(g.handoff?(e.stdout(`summary: ${W(g.handoff.summary)}\

`),g.handoff.next&&e.stdout(`next: ${g.handoff.next.stage}
`)):e.stdout(`no handoff
`),O.lineage.length>0&&e.stdout(`rendered from: ${O.lineage.map(l=>`${l.stage}#${l.attempt}`).join(", ")}
`),O.problems.length>0){e.stdout(`problems:
`);for(let l of O.problems)e.stdout(`  ${l.severity}: ${W(ne(l))}
`)}let j=[D.record,D.prompt,...g.handoff===null?[]:[D.handoff]];return await le(U($,D.log))&&j.push(D.log),e.stdout(`
files: ${Q(e.cwd,$)||$}/{${j.join(",")}}
`),p.length===0?L.ok:(e.stderr(re(t,p)),L.failure)}function De(e,f){let t=`stage ${e.stage} attempt ${e.attempt}`,s=e.problems.
filter(d=>d.severity==="error");return e.outcome.reason==="handoff-invalid"&&s.length>0?new u("handoff-absent",`${t} wro\
te a handoff that was refused, so none was kept`,{details:[...s.slice(0,5).map(d=>W(ne(d))),...s.length>5?[`\u2026 and ${s.
length-5} more`]:[],`every problem: baton show ${f} ${e.stage} --attempt ${e.attempt} --record`]}):new u("handoff-absent",
`${t} wrote no handoff (${e.outcome.reason})`)}function ie(e,f){let t=e.reason===void 0?"":`: ${H(e.reason,200)}`;return`${e.
result}${t}${e.reused?`${t===""?",":";"}${Ue(f)}`:""}`}function Ue(e){return` reused from ${e?`run ${e}`:"the run replay\
ed"}`}function Je(e,f){return e.some(t=>t.id.startsWith(`${f}/`))}function Ge(e,f,t){let s=(n,p)=>{let g=t.results.get(n)??
[];return g.length>0?g:[{leg:n,result:p}]},y=[...(t.results.get(f)??[]).filter(n=>n.leg!==f),...e.filter(n=>n.id.startsWith(
`${f}/`)).flatMap(n=>s(n.id,n.result))],o=n=>n.split("/");return y.sort((n,p)=>{let[g,k]=[o(n.leg),o(p.leg)];for(let $=0;$<
Math.min(g.length,k.length);$++)if(g[$]!==k[$])return g[$]<k[$]?-1:1;return g.length-k.length})}function He(e,f){let t=new Map;
for(let s of e){if(f.includes(s.leg)||s.reason===void 0)continue;let d=`${s.result}, ${H(s.reason,200)}`;t.set(d,[...t.get(
d)??[],s.leg])}return[...t].map(([s,d])=>`${d.join(", ")}: ${s}`)}function Ye(e){let f=new Map,t=new Map,s=[],d=new Map;
for(let y of e.split(`
`))if(/"(run-started|job-legs|job-started|job-finished|step-finished)"/.test(y))try{let o=JSON.parse(y);if(o.type==="job\
-started"&&typeof o.leg=="string")s.push(o.leg);else if(o.type==="step-finished"&&o.outcome==="failure"&&typeof o.leg=="\
string"&&typeof o.step=="number"&&!d.has(o.leg))d.set(o.leg,{step:o.step,name:String(o.name),message:typeof o.message=="\
string"?o.message:"failed"});else if(o.type==="job-finished"&&typeof o.job=="string"){let n=f.get(o.job)??[],p=typeof o.
reason=="string"?{reason:o.reason}:{},g=o.reused===!0?{reused:!0}:{};f.set(o.job,[...n,{leg:String(o.leg),result:String(
o.result),...p,...g}]);let k=Se.safeParse(o.failed_step).data;typeof o.leg=="string"&&k!==void 0&&!d.has(o.leg)&&d.set(o.
leg,{step:k.step,name:k.name,message:k.message??"failed"})}else if(o.type==="job-legs"&&typeof o.job=="string"&&Pe(o.legs))
t.set(o.job,o.legs);else if(o.type==="run-started"&&Array.isArray(o.jobs))for(let n of o.jobs)typeof n?.id=="string"&&Pe(
n.legs)&&t.set(n.id,n.legs)}catch{}return{results:f,named:t,started:s,failedSteps:d}}function Pe(e){return Array.isArray(
e)&&e.every(f=>typeof f=="string")}async function de(e,f,t){let s=await Ie(e).catch(()=>[]),d=[],y=new Set;for(let o of s){
let n=$e(o);n!==null?d.push(n):o.startsWith(q.jobLogPrefix)&&o.endsWith(".log")&&y.add(o)}if(y.size>0){let o=await t(),n=[
...o.results.values()].flatMap(p=>p.map(g=>g.leg));for(let p of new Set([...f,...o.started,...n]))y.delete(B(p))&&d.push(
p)}return d.sort()}function Te(e){return`run the workflow again: baton run ${e===null?"<workflow.yml>":H(e,200)}`}async function le(e){
return Ne(e).then(()=>!0,()=>!1)}export{ut as showCommand};

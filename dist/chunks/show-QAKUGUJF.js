import{a as mt}from"./chunk-WGA56SI7.js";import{b as nt}from"./chunk-MW5EA6QO.js";import{a as U}from"./chunk-VIRDJAV2.js";
import{b as Q}from"./chunk-QJQIPQ3L.js";import{b as ct,e as W,f as K}from"./chunk-KHLTJCQY.js";import{c as ut,
d as gt}from"./chunk-ANRPTTLN.js";import{k as et}from"./chunk-DMID3UGC.js";import{a as _}from"./chunk-QZ4LYHPP.js";
import{g as ft,p as tt}from"./chunk-DDQVLXQ6.js";import{b as $,d as lt}from"./chunk-BXL4BL7Z.js";import{b as w}from"./chunk-DIAAMT7K.js";
import{O as I,P as z,Q as dt,m as T}from"./chunk-V4AZJBV5.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";import{access as jt,readdir as yt,readFile as B}from"node:fs/promises";import{join as E,relative as H}from"node:path";async function Ft(t,c,n,o={}){let i=["prompt","handoff","record","log"].filter(p=>o[p]);if(i.length>1)throw new $("usage",
"give at most one of --prompt, --handoff, --record, --log");if(i.length===1&&n===void 0)throw new $("usage",`--${i[0]} n\
eeds a stage: baton show ${c} <stage> --${i[0]}`);if(o.attempt!==void 0&&n===void 0)throw new $("usage",`--attempt needs\
 a stage: baton show ${c} <stage> --attempt ${o.attempt}`);let b=o.attempt===void 0?void 0:ct(o.attempt,"--attempt"),u=ut.
forProject(t.cwd),e=await u.resolve(c),l=await u.open(e),s=await u.readSummary(e),k=await l.list(),m=E(u.rootDir,e),C,D=()=>(C??=
xt(m),C);if(n===void 0){t.stdout(`run ${e}  ${_(s.workflow)}  ${gt(s)}`),s.duration_ms!==null&&t.stdout(` in ${Q(s.duration_ms)}`),
t.stdout(`
started ${s.started_at}${s.replay_of?`, replay of ${s.replay_of}`:""}
`),s.reason!==void 0&&t.stdout(`failed outside its jobs: ${_(s.reason).replaceAll(`
`,`
  `)}
`),t.stdout(`records in ${H(t.cwd,m)||m}

`);let p=[];for(let f of s.jobs)p.push([f.id,f.result,f.stages.join(", ")]);p.length>0&&t.stdout(nt(["JOB","RESULT","STA\
GES"],p));let L=[...new Set(k.map(f=>f.stage))],R=await mt(l),x=R.unreadable.map(f=>f.reason);if(L.length>0){t.stdout(`
`);let f=[];for(let A of L){let v=Math.max(...k.filter(O=>O.stage===A).map(O=>O.attempt)),P=R.unreadable.filter(O=>O.stage===
A).length,M=R.records.find(O=>O.record.stage===A&&O.record.attempt===v);if(M===void 0){f.push([A,"unreadable","",String(
v),"","(see below)"]);continue}let S=M.record;f.push([A,et(S.status,S.outcome.reason),S.outcome.reason,P===0?String(S.attempt):
`${S.attempt} (${P} unreadable)`,Q(S.agent.duration_ms),W(M.handoff?.summary??"",80)])}t.stdout(nt(["STAGE","STATUS","OU\
TCOME","ATTEMPTS","AGENT","SUMMARY"],f))}let y=await ht(m,s.jobs.map(f=>f.id),D);if(y.length>0){let f=y.length>12?`${y.slice(
0,12).join(", ")}, \u2026`:y.join(", "),A=H(t.cwd,E(m,z("<job>")));t.stdout(`
job logs: ${_(f)} (${A}; baton show ${e} <job> for a job that records no stage)
`)}for(let f of[I.report,I.summary])await rt(E(m,f))&&t.stdout(`
${f}: ${H(t.cwd,E(m,f))}
`);return x.length===0?w.ok:(t.stderr(K(e,x)),w.failure)}let a=k.filter(p=>p.stage===n).map(p=>p.attempt);if(a.length===
0){let p=await ht(m,[n,...s.jobs.map(r=>r.id)],D),L=o.prompt?"prompt":o.handoff?"handoff":o.record?"record":null;if(p.includes(
n)&&L===null){let r=await B(E(m,z(n)),"utf8");return U(t,r,"log"),w.ok}let R=[...new Set(k.map(r=>r.stage))],x=s.jobs.find(
r=>r.id===n),y=await D(),f=x===void 0?s.jobs.flatMap(r=>{let h=y.results.get(r.id)?.find(J=>J.leg===n);return h===void 0?
[]:[{job:r,run:h}]}):[],A=x===void 0&&f.length===1?f[0]:void 0;if(L!==null&&p.includes(n)&&(x!==void 0||A!==void 0)){let r=x!==
void 0?`job ${n} of run ${e} (${x.result})`:`leg ${n} of job ${A.job.id} of run ${e} (${ot(A.run)})`,h=y.failedSteps.get(
n);throw new $("stage-unknown",`${r} recorded no stage, so it has no ${L}`,{details:[...h===void 0?[]:[`its step ${h.step+
1} (${W(h.name,80)}) failed before it recorded one: ${W(h.message,300)}`],`its log: baton show ${e} ${n}`,`stages: ${R.join(
", ")||"(none)"}`]})}let v=f.find(r=>pt(s.jobs,r.job.id)),P=x??v?.job,M=P===void 0||!pt(s.jobs,P.id)?[]:Lt(s.jobs,P.id,y).
filter(r=>v===void 0||r.leg.startsWith(`${n}/`));if(P!==void 0&&(M.length>0||v!==void 0)){let r=v===void 0?`job ${n} of \
run ${e} (${P.result})`:`leg ${n} of job ${P.id} of run ${e} (${ot(v.run)})`;if(M.length===0){if(o.prompt||o.handoff||o.
record)throw new $("stage-unknown",`${r} calls a workflow; it ran none of its jobs`,{details:[`stages: ${R.join(", ")||"\
(none)"}`]});return t.stdout(`${r} calls a workflow; it ran none of its jobs
`),w.ok}let h=M.filter(d=>p.includes(d.leg)),J=h.find(d=>d.result==="failure")??h[0],G=`${J===void 0?"":`a job's log: ba\
ton show ${e} ${J.leg}; `}the stages they recorded: baton show ${e}`;if(o.prompt||o.handoff||o.record)throw new $("stage\
-unknown",`${r} calls a workflow; its jobs: ${M.map(d=>`${d.leg} (${d.result})`).join(", ")}`,{details:[G,`stages: ${R.join(
", ")||"(none)"}`]});let Y=Math.max(...M.map(d=>d.leg.length)),q=Math.max(...M.map(d=>d.result.length));return t.stdout(
[`${r} calls a workflow; its jobs:`,...M.map(d=>d.reason===void 0?`  ${d.leg.padEnd(Y)}  ${d.result}`:`  ${d.leg.padEnd(
Y)}  ${d.result.padEnd(q)}  ${W(d.reason,200)}`),G,""].join(`
`)),w.ok}let S=v===void 0&&!p.includes(n)?f[0]:void 0;if(S!==void 0){let h=(y.results.get(S.job.id)??[]).filter(d=>p.includes(
d.leg)),J=h.filter(d=>d.result==="failure").map(d=>d.leg),G=J[0]??h[0]?.leg,Y=`leg ${n} of job ${S.job.id} of run ${e} (${ot(
S.run)}): it has no log`,q=G===void 0?[]:[`job ${S.job.id} ran as matrix legs ${h.map(d=>d.leg).join(", ")}${J.length>0?
` (failed: ${J.join(", ")})`:""}: baton show ${e} ${G} --log`];if(L!==null)throw new $("stage-unknown",Y,{details:[...q,
`stages: ${R.join(", ")||"(none)"}`]});return t.stdout([Y,...q,""].join(`
`)),w.ok}let O=new Set((y.results.get(n)??[]).map(r=>r.leg)),st=y.named.get(n),at=r=>O.has(r)||(st===void 0?r===n||r.startsWith(
`${n}-`):st.includes(r)),V=Rt(y.results.get(n)??[],p);if(x!==void 0&&!p.some(at)){let r=E(m,I.report);throw new $("stage\
-unknown",`job ${n} of run ${e} (${x.result}) recorded no stage and printed nothing: it has no job log`,{details:[...V,...await rt(
r)?[`the report it may have written: ${H(t.cwd,r)}`]:[],`stages: ${R.join(", ")||"(none)"}`]})}let N=p.filter(r=>r!==n&&
at(r)),Z=(y.results.get(n)??[]).filter(r=>r.result==="failure").map(r=>r.leg),wt=N.find(r=>Z.includes(r))??N[0],it=N.length===
0?[]:[`ran as matrix legs ${N.join(", ")}${Z.length>0?` (failed: ${Z.join(", ")})`:""}: baton show ${e} ${wt} --log`,...V];
if(N.length>0&&L===null)return t.stdout(`job ${n} of run ${e} ${it.map((r,h)=>h===0?r:`  ${r}`).join(`
`)}
`),w.ok;let bt=N.length>0?"":ft(n,[...R,...p].filter(r=>r!==n));throw new $("stage-unknown",`run ${e} has no stage ${JSON.
stringify(n)}${bt}`,{details:[...N.length>0?[`job ${n} ${it[0]}`,...V]:[],`stages: ${R.join(", ")||"(none)"}`,`job logs:\
 ${p.join(", ")||"(none)"}`]})}let j=b??Math.max(...a);if(!a.includes(j))throw new $("usage",`stage ${n} has no attempt ${o.
attempt}; attempts: ${a.join(", ")}`,{where:"--attempt"});let F=l.attemptDir(n,j);if(!o.prompt&&!o.handoff&&!o.record&&!o.
log)return kt(t,l,e,n,a,j);let g=await l.getAttempt(n,j).catch(async p=>{let L=o.log?await B(E(F,T.log),"utf8").catch(()=>null):
null;if(L===null)throw p;return L});if(typeof g=="string")return U(t,g,"log"),w.ok;if(g===void 0)throw new $("stage-unkn\
own",`stage ${n} has no attempt ${j}`);if(o.prompt){if(g.record.outcome.reason==="render-failed")throw new $("prompt-abs\
ent",`stage ${n} attempt ${j} has no prompt: its template could not be rendered`,{details:[...(g.record.outcome.message??
"").split(`
`).map(_)]});return U(t,g.prompt),w.ok}if(o.handoff){if(g.handoff===null)throw St(g.record,e);return U(t,`${JSON.stringify(
g.handoff,null,2)}
`),w.ok}if(o.record)return U(t,`${JSON.stringify(g.record,null,2)}
`),w.ok;let X=await B(E(F,T.log),"utf8").catch(()=>null)??await B(E(m,z(g.record.job)),"utf8").catch(()=>null);if(X===null)
throw new $("log-absent",`stage ${n} attempt ${j} has no agent log`);return U(t,X,"log"),w.ok}async function kt(t,c,n,o,i,b){
let u=await Promise.all(i.map(a=>c.getAttempt(o,a).catch(j=>{if(!(j instanceof $))throw j;return j}))),e=u.filter(a=>a!==
void 0&&!(a instanceof $)),l=u.filter(a=>a instanceof $).map(a=>lt(a)),s=u[i.indexOf(b)],k=s instanceof $||s===void 0?e.
at(-1):s;if(k===void 0)t.stdout(`stage ${o}
run ${n}  attempts ${i.join(", ")}

`);else{let a=k.record;t.stdout(`stage ${o}  job ${a.job}${a.matrix?`  matrix ${JSON.stringify(a.matrix)}`:""}
`);let j=a.parent?`  (continues run ${a.parent.run})`:"";t.stdout(`run ${n}  hop ${a.hop}${j}  attempts ${i.join(", ")}

`)}if(i.forEach((a,j)=>{let F=u[j];if(F===void 0)return;if(F instanceof $){t.stdout(`attempt ${a}: unreadable (see below\
)
`);return}let g=F.record,X=g.verify?`, verify exit ${g.verify.exit_code}`:"";t.stdout(`attempt ${a}${g.repair?" (repair \
turn)":""}: ${et(g.status,g.outcome.reason)}${g.outcome.reason==="cancelled"?"":` (${g.outcome.reason})`}, agent exit ${g.
agent.exit_code??"-"} in ${Q(g.agent.duration_ms)}${X}
`),g.outcome.message&&t.stdout(`  ${_(g.outcome.message)}
`)}),t.stdout(`
`),s===void 0||s instanceof $)return t.stdout(`attempt ${b} cannot be read: nothing more of it to show
`),t.stderr(K(n,l)),w.failure;let m=c.attemptDir(o,b),C=s.record;if(s.handoff?(t.stdout(`summary: ${_(s.handoff.summary)}\

`),s.handoff.next&&t.stdout(`next: ${s.handoff.next.stage}
`)):t.stdout(`no handoff
`),C.lineage.length>0&&t.stdout(`rendered from: ${C.lineage.map(a=>`${a.stage}#${a.attempt}`).join(", ")}
`),C.problems.length>0){t.stdout(`problems:
`);for(let a of C.problems)t.stdout(`  ${a.severity}: ${_(tt(a))}
`)}let D=[T.record,T.prompt,...s.handoff===null?[]:[T.handoff]];return await rt(E(m,T.log))&&D.push(T.log),t.stdout(`
files: ${H(t.cwd,m)||m}/{${D.join(",")}}
`),l.length===0?w.ok:(t.stderr(K(n,l)),w.failure)}function St(t,c){let n=`stage ${t.stage} attempt ${t.attempt}`,o=t.problems.
filter(i=>i.severity==="error");return t.outcome.reason==="handoff-invalid"&&o.length>0?new $("handoff-absent",`${n} wro\
te a handoff that was refused, so none was kept`,{details:[...o.slice(0,5).map(i=>_(tt(i))),...o.length>5?[`\u2026 and ${o.
length-5} more`]:[],`every problem: baton show ${c} ${t.stage} --attempt ${t.attempt} --record`]}):new $("handoff-absent",
`${n} wrote no handoff (${t.outcome.reason})`)}function ot(t){return`${t.result}${t.reason===void 0?"":`: ${W(t.reason,200)}`}`}
function pt(t,c){return t.some(n=>n.id.startsWith(`${c}/`))}function Lt(t,c,n){let o=(e,l)=>{let s=n.results.get(e)??[];
return s.length>0?s:[{leg:e,result:l}]},b=[...(n.results.get(c)??[]).filter(e=>e.leg!==c),...t.filter(e=>e.id.startsWith(
`${c}/`)).flatMap(e=>o(e.id,e.result))],u=e=>e.split("/");return b.sort((e,l)=>{let[s,k]=[u(e.leg),u(l.leg)];for(let m=0;m<
Math.min(s.length,k.length);m++)if(s[m]!==k[m])return s[m]<k[m]?-1:1;return s.length-k.length})}function Rt(t,c){let n=new Map;
for(let o of t){if(c.includes(o.leg)||o.reason===void 0)continue;let i=`${o.result}, ${W(o.reason,200)}`;n.set(i,[...n.get(
i)??[],o.leg])}return[...n].map(([o,i])=>`${i.join(", ")}: ${o}`)}async function xt(t){let c=await B(E(t,I.events),"utf8").
catch(()=>""),n=new Map,o=new Map,i=[],b=new Map;for(let u of c.split(`
`))if(/"(run-started|job-legs|job-started|job-finished|step-finished)"/.test(u))try{let e=JSON.parse(u);if(e.type==="job\
-started"&&typeof e.leg=="string")i.push(e.leg);else if(e.type==="step-finished"&&e.outcome==="failure"&&typeof e.leg=="\
string"&&typeof e.step=="number"&&!b.has(e.leg))b.set(e.leg,{step:e.step,name:String(e.name),message:typeof e.message=="\
string"?e.message:"failed"});else if(e.type==="job-finished"&&typeof e.job=="string"){let l=n.get(e.job)??[],s=typeof e.
reason=="string"?{reason:e.reason}:{};n.set(e.job,[...l,{leg:String(e.leg),result:String(e.result),...s}])}else if(e.type===
"job-legs"&&typeof e.job=="string"&&$t(e.legs))o.set(e.job,e.legs);else if(e.type==="run-started"&&Array.isArray(e.jobs))
for(let l of e.jobs)typeof l?.id=="string"&&$t(l.legs)&&o.set(l.id,l.legs)}catch{}return{results:n,named:o,started:i,failedSteps:b}}
function $t(t){return Array.isArray(t)&&t.every(c=>typeof c=="string")}async function ht(t,c,n){let o=await yt(t).catch(
()=>[]),i=[],b=new Set;for(let u of o){let e=dt(u);e!==null?i.push(e):u.startsWith(I.jobLogPrefix)&&u.endsWith(".log")&&
b.add(u)}if(b.size>0){let u=await n(),e=[...u.results.values()].flatMap(l=>l.map(s=>s.leg));for(let l of new Set([...c,...u.
started,...e]))b.delete(z(l))&&i.push(l)}return i.sort()}async function rt(t){return jt(t).then(()=>!0,()=>!1)}export{Ft as showCommand};

import{c as ue}from"./chunk-YVL4CSEB.js";import{a as ge}from"./chunk-WGA56SI7.js";import{b as ne}from"./chunk-C4P4H4AL.js";
import{a as W}from"./chunk-R4JSH2OT.js";import{b as Q}from"./chunk-L64J64BV.js";import{b as pe,e as D,f as K}from"./chunk-AQRVCZTV.js";
import{e as ce,f as me}from"./chunk-AB5CAIEK.js";import{k as te}from"./chunk-VBLL5SZM.js";import{a as T}from"./chunk-QZ4LYHPP.js";
import{i as fe,r as ee}from"./chunk-G6IW7IQF.js";import{b as $,d as le}from"./chunk-BXL4BL7Z.js";import{b as w}from"./chunk-DVNEBDMP.js";
import{P as Y,Q as z,R as de,n as C}from"./chunk-JZBPCCZQ.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";import{access as ke,readdir as Se,readFile as B}from"node:fs/promises";import{join as E,relative as H}from"node:path";async function Ye(e,g,n,o={}){let i=["prompt","handoff","record","log"].filter(p=>o[p]);if(i.length>1)throw new $("usage",
"give at most one of --prompt, --handoff, --record, --log");if(i.length===1&&n===void 0)throw new $("usage",`--${i[0]} n\
eeds a stage: baton show ${g} <stage> --${i[0]}`);if(o.attempt!==void 0&&n===void 0)throw new $("usage",`--attempt needs\
 a stage: baton show ${g} <stage> --attempt ${o.attempt}`);let h=o.attempt===void 0?void 0:pe(o.attempt,"--attempt"),c=ce.
forProject(e.cwd),t=await c.resolve(g),d=await c.open(t),s=await c.readSummary(t),j=await d.list(),l=E(c.rootDir,t),F,I=()=>(F??=
Me(l),F);if(n===void 0){e.stdout(`run ${t}  ${T(s.workflow)}  ${me(s)}`),s.duration_ms!==null&&e.stdout(` in ${Q(s.duration_ms)}`),
e.stdout(`
started ${s.started_at}${s.replay_of?`, replay of ${s.replay_of}`:""}
`),s.reason!==void 0&&e.stdout(`failed outside its jobs: ${T(s.reason).replaceAll(`
`,`
  `)}
`),e.stdout(`records in ${H(e.cwd,l)||l}

`);let p=[];for(let f of s.jobs)p.push([f.id,`${f.result}${f.reused?" (reused)":""}`,f.stages.join(", ")]);p.length>0&&e.
stdout(ne(["JOB","RESULT","STAGES"],p));let R=[...new Set(j.map(f=>f.stage))],x=await ge(d),k=x.unreadable.map(f=>f.reason);
if(R.length>0){e.stdout(`
`);let f=[];for(let A of R){let J=Math.max(...j.filter(O=>O.stage===A).map(O=>O.attempt)),P=x.unreadable.filter(O=>O.stage===
A).length,M=x.records.find(O=>O.record.stage===A&&O.record.attempt===J);if(M===void 0){f.push([A,"unreadable","",String(
J),"","(see below)"]);continue}let L=M.record;f.push([A,te(L.status,L.outcome.reason),L.outcome.reason,P===0?String(L.attempt):
`${L.attempt} (${P} unreadable)`,Q(L.agent.duration_ms),D(M.handoff?.summary??"",80)])}e.stdout(ne(["STAGE","STATUS","OU\
TCOME","ATTEMPTS","AGENT","SUMMARY"],f))}let y=await we(l,s.jobs.map(f=>f.id),I);if(y.length>0){let f=y.length>12?`${y.slice(
0,12).join(", ")}, \u2026`:y.join(", "),A=H(e.cwd,E(l,z("<job>")));e.stdout(`
job logs: ${T(f)} (${A}; baton show ${t} <job> for a job that records no stage)
`)}for(let f of[Y.report,Y.summary])await re(E(l,f))&&e.stdout(`
${f}: ${H(e.cwd,E(l,f))}
`);return k.length===0?w.ok:(e.stderr(K(t,k)),w.failure)}let a=j.filter(p=>p.stage===n).map(p=>p.attempt);if(a.length===
0){let p=await we(l,[n,...s.jobs.map(r=>r.id)],I),R=o.prompt?"prompt":o.handoff?"handoff":o.record?"record":null;if(p.includes(
n)&&R===null){let r=await B(E(l,z(n)),"utf8");return W(e,r,"log"),w.ok}let x=[...new Set(j.map(r=>r.stage))],k=s.jobs.find(
r=>r.id===n),y=await I(),f=k===void 0?s.jobs.flatMap(r=>{let S=y.results.get(r.id)?.find(_=>_.leg===n);return S===void 0?
[]:[{job:r,run:S}]}):[],A=k===void 0&&f.length===1?f[0]:void 0;if(R!==null&&p.includes(n)&&(k!==void 0||A!==void 0)){let r=k===
void 0?[]:y.results.get(k.id)??[],S=r.length>0&&r.every(U=>U.reused===!0),_=k!==void 0?`job ${n} of run ${t} (${k.result}${S?
`,${be(s.replay_of)}`:""})`:`leg ${n} of job ${A.job.id} of run ${t} (${oe(A.run,s.replay_of)})`,v=y.failedSteps.get(n);
throw new $("stage-unknown",`${_} recorded no stage, so it has no ${R}`,{details:[...v===void 0?[]:[`its step ${v.step+1}\
 (${D(v.name,80)}) failed before it recorded one: ${D(v.message,300)}`],`its log: baton show ${t} ${n}`,`stages: ${x.join(
", ")||"(none)"}`]})}let J=f.find(r=>$e(s.jobs,r.job.id)),P=k??J?.job,M=P===void 0||!$e(s.jobs,P.id)?[]:xe(s.jobs,P.id,y).
filter(r=>J===void 0||r.leg.startsWith(`${n}/`));if(P!==void 0&&(M.length>0||J!==void 0)){let r=J===void 0?`job ${n} of \
run ${t} (${P.result})`:`leg ${n} of job ${P.id} of run ${t} (${oe(J.run,s.replay_of)})`;if(M.length===0){if(o.prompt||o.
handoff||o.record)throw new $("stage-unknown",`${r} calls a workflow; it ran none of its jobs`,{details:[`stages: ${x.join(
", ")||"(none)"}`]});return e.stdout(`${r} calls a workflow; it ran none of its jobs
`),w.ok}let S=M.filter(u=>p.includes(u.leg)),_=S.find(u=>u.result==="failure")??S[0],v=`${_===void 0?"":`a job's log: ba\
ton show ${t} ${_.leg}; `}the stages they recorded: baton show ${t}`;if(o.prompt||o.handoff||o.record)throw new $("stage\
-unknown",`${r} calls a workflow; its jobs: ${M.map(u=>`${u.leg} (${u.result})`).join(", ")}`,{details:[v,`stages: ${x.join(
", ")||"(none)"}`]});let U=Math.max(...M.map(u=>u.leg.length)),q=Math.max(...M.map(u=>u.result.length));return e.stdout(
[`${r} calls a workflow; its jobs:`,...M.map(u=>u.reason===void 0?`  ${u.leg.padEnd(U)}  ${u.result}`:`  ${u.leg.padEnd(
U)}  ${u.result.padEnd(q)}  ${D(u.reason,200)}`),v,""].join(`
`)),w.ok}let L=J===void 0&&!p.includes(n)?f[0]:void 0;if(L!==void 0){let S=(y.results.get(L.job.id)??[]).filter(u=>p.includes(
u.leg)),_=S.filter(u=>u.result==="failure").map(u=>u.leg),v=_[0]??S[0]?.leg,U=`leg ${n} of job ${L.job.id} of run ${t} (${oe(
L.run,s.replay_of)}): it has no log`,q=v===void 0?[]:[`job ${L.job.id} ran as matrix legs ${S.map(u=>u.leg).join(", ")}${_.
length>0?` (failed: ${_.join(", ")})`:""}: baton show ${t} ${v} --log`];if(R!==null)throw new $("stage-unknown",U,{details:[
...q,`stages: ${x.join(", ")||"(none)"}`]});return e.stdout([U,...q,""].join(`
`)),w.ok}let O=new Set((y.results.get(n)??[]).map(r=>r.leg)),se=y.named.get(n),ae=r=>O.has(r)||(se===void 0?r===n||r.startsWith(
`${n}-`):se.includes(r)),V=Ae(y.results.get(n)??[],p);if(k!==void 0&&!p.some(ae)){let r=E(l,Y.report);throw new $("stage\
-unknown",`job ${n} of run ${t} (${k.result}) recorded no stage and printed nothing: it has no job log`,{details:[...V,...await re(
r)?[`the report it may have written: ${H(e.cwd,r)}`]:[],`stages: ${x.join(", ")||"(none)"}`]})}let N=p.filter(r=>r!==n&&
ae(r)),Z=(y.results.get(n)??[]).filter(r=>r.result==="failure").map(r=>r.leg),je=N.find(r=>Z.includes(r))??N[0],ie=N.length===
0?[]:[`ran as matrix legs ${N.join(", ")}${Z.length>0?` (failed: ${Z.join(", ")})`:""}: baton show ${t} ${je} --log`,...V];
if(N.length>0&&R===null)return e.stdout(`job ${n} of run ${t} ${ie.map((r,S)=>S===0?r:`  ${r}`).join(`
`)}
`),w.ok;let ye=N.length>0?"":fe(n,[...x,...p].filter(r=>r!==n));throw new $("stage-unknown",`run ${t} has no stage ${JSON.
stringify(n)}${ye}`,{details:[...N.length>0?[`job ${n} ${ie[0]}`,...V]:[],`stages: ${x.join(", ")||"(none)"}`,`job logs:\
 ${p.join(", ")||"(none)"}`]})}let b=h??Math.max(...a);if(!a.includes(b))throw new $("usage",`stage ${n} has no attempt ${o.
attempt}; attempts: ${a.join(", ")}`,{where:"--attempt"});let G=d.attemptDir(n,b);if(!o.prompt&&!o.handoff&&!o.record&&!o.
log)return Le(e,d,t,n,a,b);let m=await d.getAttempt(n,b).catch(async p=>{let R=o.log?await B(E(G,C.log),"utf8").catch(()=>null):
null;if(R===null)throw p;return R});if(typeof m=="string")return W(e,m,"log"),w.ok;if(m===void 0)throw new $("stage-unkn\
own",`stage ${n} has no attempt ${b}`);if(o.prompt){if(m.record.outcome.reason==="render-failed")throw new $("prompt-abs\
ent",`stage ${n} attempt ${b} has no prompt: its template could not be rendered`,{details:[...(m.record.outcome.message??
"").split(`
`).map(T)]});return W(e,m.prompt),w.ok}if(o.handoff){if(m.handoff===null)throw Re(m.record,t);return W(e,`${JSON.stringify(
m.handoff,null,2)}
`),w.ok}if(o.record)return W(e,`${JSON.stringify(m.record,null,2)}
`),w.ok;let X=await B(E(G,C.log),"utf8").catch(()=>null)??await B(E(l,z(m.record.job)),"utf8").catch(()=>null);if(X===null)
throw new $("log-absent",`stage ${n} attempt ${b} has no agent log`);return W(e,X,"log"),w.ok}async function Le(e,g,n,o,i,h){
let c=await Promise.all(i.map(a=>g.getAttempt(o,a).catch(b=>{if(!(b instanceof $))throw b;return b}))),t=c.filter(a=>a!==
void 0&&!(a instanceof $)),d=c.filter(a=>a instanceof $).map(a=>le(a)),s=c[i.indexOf(h)],j=s instanceof $||s===void 0?t.
at(-1):s;if(j===void 0)e.stdout(`stage ${o}
run ${n}  attempts ${i.join(", ")}

`);else{let a=j.record;e.stdout(`stage ${o}  job ${a.job}${a.matrix?`  matrix ${JSON.stringify(a.matrix)}`:""}
`);let b=a.parent?`  (continues run ${a.parent.run})`:"";e.stdout(`run ${n}  hop ${a.hop}${b}  attempts ${i.join(", ")}

`)}if(i.forEach((a,b)=>{let G=c[b];if(G===void 0)return;if(G instanceof $){e.stdout(`attempt ${a}: unreadable (see below\
)
`);return}let m=G.record,X=m.verify?`, verify exit ${m.verify.exit_code}`:"";e.stdout(`attempt ${a}${m.repair?" (repair \
turn)":""}: ${te(m.status,m.outcome.reason)}${m.outcome.reason==="cancelled"?"":` (${m.outcome.reason})`}, agent exit ${m.
agent.exit_code??"-"} in ${Q(m.agent.duration_ms)}${X}
`),m.outcome.message&&e.stdout(`  ${T(m.outcome.message)}
`)}),e.stdout(`
`),s===void 0||s instanceof $)return e.stdout(`attempt ${h} cannot be read: nothing more of it to show
`),e.stderr(K(n,d)),w.failure;let l=g.attemptDir(o,h),F=s.record;if(s.handoff?(e.stdout(`summary: ${T(s.handoff.summary)}\

`),s.handoff.next&&e.stdout(`next: ${s.handoff.next.stage}
`)):e.stdout(`no handoff
`),F.lineage.length>0&&e.stdout(`rendered from: ${F.lineage.map(a=>`${a.stage}#${a.attempt}`).join(", ")}
`),F.problems.length>0){e.stdout(`problems:
`);for(let a of F.problems)e.stdout(`  ${a.severity}: ${T(ee(a))}
`)}let I=[C.record,C.prompt,...s.handoff===null?[]:[C.handoff]];return await re(E(l,C.log))&&I.push(C.log),e.stdout(`
files: ${H(e.cwd,l)||l}/{${I.join(",")}}
`),d.length===0?w.ok:(e.stderr(K(n,d)),w.failure)}function Re(e,g){let n=`stage ${e.stage} attempt ${e.attempt}`,o=e.problems.
filter(i=>i.severity==="error");return e.outcome.reason==="handoff-invalid"&&o.length>0?new $("handoff-absent",`${n} wro\
te a handoff that was refused, so none was kept`,{details:[...o.slice(0,5).map(i=>T(ee(i))),...o.length>5?[`\u2026 and ${o.
length-5} more`]:[],`every problem: baton show ${g} ${e.stage} --attempt ${e.attempt} --record`]}):new $("handoff-absent",
`${n} wrote no handoff (${e.outcome.reason})`)}function oe(e,g){let n=e.reason===void 0?"":`: ${D(e.reason,200)}`;return`${e.
result}${n}${e.reused?`${n===""?",":";"}${be(g)}`:""}`}function be(e){return` reused from ${e?`run ${e}`:"the run replay\
ed"}`}function $e(e,g){return e.some(n=>n.id.startsWith(`${g}/`))}function xe(e,g,n){let o=(t,d)=>{let s=n.results.get(t)??
[];return s.length>0?s:[{leg:t,result:d}]},h=[...(n.results.get(g)??[]).filter(t=>t.leg!==g),...e.filter(t=>t.id.startsWith(
`${g}/`)).flatMap(t=>o(t.id,t.result))],c=t=>t.split("/");return h.sort((t,d)=>{let[s,j]=[c(t.leg),c(d.leg)];for(let l=0;l<
Math.min(s.length,j.length);l++)if(s[l]!==j[l])return s[l]<j[l]?-1:1;return s.length-j.length})}function Ae(e,g){let n=new Map;
for(let o of e){if(g.includes(o.leg)||o.reason===void 0)continue;let i=`${o.result}, ${D(o.reason,200)}`;n.set(i,[...n.get(
i)??[],o.leg])}return[...n].map(([o,i])=>`${i.join(", ")}: ${o}`)}async function Me(e){let g=await B(E(e,Y.events),"utf8").
catch(()=>""),n=new Map,o=new Map,i=[],h=new Map;for(let c of g.split(`
`))if(/"(run-started|job-legs|job-started|job-finished|step-finished)"/.test(c))try{let t=JSON.parse(c);if(t.type==="job\
-started"&&typeof t.leg=="string")i.push(t.leg);else if(t.type==="step-finished"&&t.outcome==="failure"&&typeof t.leg=="\
string"&&typeof t.step=="number"&&!h.has(t.leg))h.set(t.leg,{step:t.step,name:String(t.name),message:typeof t.message=="\
string"?t.message:"failed"});else if(t.type==="job-finished"&&typeof t.job=="string"){let d=n.get(t.job)??[],s=typeof t.
reason=="string"?{reason:t.reason}:{},j=t.reused===!0?{reused:!0}:{};n.set(t.job,[...d,{leg:String(t.leg),result:String(
t.result),...s,...j}]);let l=ue.safeParse(t.failed_step).data;typeof t.leg=="string"&&l!==void 0&&!h.has(t.leg)&&h.set(t.
leg,{step:l.step,name:l.name,message:l.message??"failed"})}else if(t.type==="job-legs"&&typeof t.job=="string"&&he(t.legs))
o.set(t.job,t.legs);else if(t.type==="run-started"&&Array.isArray(t.jobs))for(let d of t.jobs)typeof d?.id=="string"&&he(
d.legs)&&o.set(d.id,d.legs)}catch{}return{results:n,named:o,started:i,failedSteps:h}}function he(e){return Array.isArray(
e)&&e.every(g=>typeof g=="string")}async function we(e,g,n){let o=await Se(e).catch(()=>[]),i=[],h=new Set;for(let c of o){
let t=de(c);t!==null?i.push(t):c.startsWith(Y.jobLogPrefix)&&c.endsWith(".log")&&h.add(c)}if(h.size>0){let c=await n(),t=[
...c.results.values()].flatMap(d=>d.map(s=>s.leg));for(let d of new Set([...g,...c.started,...t]))h.delete(z(d))&&i.push(
d)}return i.sort()}async function re(e){return ke(e).then(()=>!0,()=>!1)}export{Ye as showCommand};

import{a as $e,b as he}from"./chunk-62JWTVWF.js";import{c as ce}from"./chunk-GTRAR4DI.js";import{b as ne}from"./chunk-L4AIKWKB.js";
import{a as W}from"./chunk-R4JSH2OT.js";import{b as Q}from"./chunk-5VIHKI4B.js";import{b as pe,e as I,f as K}from"./chunk-PPXCPPBA.js";
import{a as me}from"./chunk-XFYPCMCX.js";import"./chunk-ICEQMEMO.js";import{a as ue,b as ge}from"./chunk-YBFLPME4.js";
import{k as te}from"./chunk-XWFWV4XT.js";import{a as T}from"./chunk-QZ4LYHPP.js";import{i as fe,r as ee}from"./chunk-G6IW7IQF.js";
import{b as $,d as le}from"./chunk-BXL4BL7Z.js";import{b as w}from"./chunk-DVNEBDMP.js";import{P as Y,Q as z,
R as de,n as U}from"./chunk-JZBPCCZQ.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";import{access as Re,readdir as Le,readFile as B}from"node:fs/promises";import{join as E,relative as H}from"node:path";async function Xe(e,u,n,o={}){let i=["prompt","handoff","record","log"].filter(p=>o[p]);if(i.length>1)throw new $("usage",
"give at most one of --prompt, --handoff, --record, --log");if(i.length===1&&n===void 0)throw new $("usage",`--${i[0]} n\
eeds a stage: baton show ${u} <stage> --${i[0]}`);if(o.attempt!==void 0&&n===void 0)throw new $("usage",`--attempt needs\
 a stage: baton show ${u} <stage> --attempt ${o.attempt}`);let h=o.attempt===void 0?void 0:pe(o.attempt,"--attempt"),g=ue.
forProject(e.cwd);await me(e,g);let t=await g.resolve(u),d=await g.open(t),s=await $e(g,t),j=await d.list(),l=E(g.rootDir,
t),C,D=()=>(C??=Oe(l),C);if(n===void 0){e.stdout(`run ${t}  ${T(s.workflow)}  ${ge(s)}`),s.duration_ms!==null&&e.stdout(
` in ${Q(s.duration_ms)}`),e.stdout(`
started ${s.started_at}${s.replay_of?`, replay of ${s.replay_of}`:""}
`),s.reason!==void 0&&e.stdout(`failed outside its jobs: ${T(s.reason).replaceAll(`
`,`
  `)}
`),e.stdout(`records in ${H(e.cwd,l)||l}

`);let p=[];for(let c of s.jobs)p.push([c.id,c.result,c.stages.join(", ")]);p.length>0&&e.stdout(ne(["JOB","RESULT","STA\
GES"],p));let L=[...new Set(j.map(c=>c.stage))],x=await he(d),k=x.unreadable.map(c=>c.reason);if(L.length>0){e.stdout(`
`);let c=[];for(let A of L){let J=Math.max(...j.filter(O=>O.stage===A).map(O=>O.attempt)),P=x.unreadable.filter(O=>O.stage===
A).length,M=x.records.find(O=>O.record.stage===A&&O.record.attempt===J);if(M===void 0){c.push([A,"unreadable","",String(
J),"","(see below)"]);continue}let R=M.record;c.push([A,te(R.status,R.outcome.reason),R.outcome.reason,P===0?String(R.attempt):
`${R.attempt} (${P} unreadable)`,Q(R.agent.duration_ms),I(M.handoff?.summary??"",80)])}e.stdout(ne(["STAGE","STATUS","OU\
TCOME","ATTEMPTS","AGENT","SUMMARY"],c))}let y=await je(l,s.jobs.map(c=>c.id),D);if(y.length>0){let c=y.length>12?`${y.slice(
0,12).join(", ")}, \u2026`:y.join(", "),A=H(e.cwd,E(l,z("<job>")));e.stdout(`
job logs: ${T(c)} (${A}; baton show ${t} <job> for a job that records no stage)
`)}for(let c of[Y.report,Y.summary])await re(E(l,c))&&e.stdout(`
${c}: ${H(e.cwd,E(l,c))}
`);return k.length===0?w.ok:(e.stderr(K(t,k)),w.failure)}let a=j.filter(p=>p.stage===n).map(p=>p.attempt);if(a.length===
0){let p=await je(l,[n,...s.jobs.map(r=>r.id)],D),L=o.prompt?"prompt":o.handoff?"handoff":o.record?"record":null;if(p.includes(
n)&&L===null){let r=await B(E(l,z(n)),"utf8");return W(e,r,"log"),w.ok}let x=[...new Set(j.map(r=>r.stage))],k=s.jobs.find(
r=>r.id===n),y=await D(),c=k===void 0?s.jobs.flatMap(r=>{let S=y.results.get(r.id)?.find(_=>_.leg===n);return S===void 0?
[]:[{job:r,run:S}]}):[],A=k===void 0&&c.length===1?c[0]:void 0;if(L!==null&&p.includes(n)&&(k!==void 0||A!==void 0)){let r=k===
void 0?[]:y.results.get(k.id)??[],S=r.length>0&&r.every(N=>N.reused===!0),_=k!==void 0?`job ${n} of run ${t} (${k.result}${S?
`,${ye(s.replay_of)}`:""})`:`leg ${n} of job ${A.job.id} of run ${t} (${oe(A.run,s.replay_of)})`,v=y.failedSteps.get(n);
throw new $("stage-unknown",`${_} recorded no stage, so it has no ${L}`,{details:[...v===void 0?[]:[`its step ${v.step+1}\
 (${I(v.name,80)}) failed before it recorded one: ${I(v.message,300)}`],`its log: baton show ${t} ${n}`,`stages: ${x.join(
", ")||"(none)"}`]})}let J=c.find(r=>we(s.jobs,r.job.id)),P=k??J?.job,M=P===void 0||!we(s.jobs,P.id)?[]:Me(s.jobs,P.id,y).
filter(r=>J===void 0||r.leg.startsWith(`${n}/`));if(P!==void 0&&(M.length>0||J!==void 0)){let r=J===void 0?`job ${n} of \
run ${t} (${P.result})`:`leg ${n} of job ${P.id} of run ${t} (${oe(J.run,s.replay_of)})`;if(M.length===0){if(o.prompt||o.
handoff||o.record)throw new $("stage-unknown",`${r} calls a workflow; it ran none of its jobs`,{details:[`stages: ${x.join(
", ")||"(none)"}`]});return e.stdout(`${r} calls a workflow; it ran none of its jobs
`),w.ok}let S=M.filter(f=>p.includes(f.leg)),_=S.find(f=>f.result==="failure")??S[0],v=`${_===void 0?"":`a job's log: ba\
ton show ${t} ${_.leg}; `}the stages they recorded: baton show ${t}`;if(o.prompt||o.handoff||o.record)throw new $("stage\
-unknown",`${r} calls a workflow; its jobs: ${M.map(f=>`${f.leg} (${f.result})`).join(", ")}`,{details:[v,`stages: ${x.join(
", ")||"(none)"}`]});let N=Math.max(...M.map(f=>f.leg.length)),q=Math.max(...M.map(f=>f.result.length));return e.stdout(
[`${r} calls a workflow; its jobs:`,...M.map(f=>f.reason===void 0?`  ${f.leg.padEnd(N)}  ${f.result}`:`  ${f.leg.padEnd(
N)}  ${f.result.padEnd(q)}  ${I(f.reason,200)}`),v,""].join(`
`)),w.ok}let R=J===void 0&&!p.includes(n)?c[0]:void 0;if(R!==void 0){let S=(y.results.get(R.job.id)??[]).filter(f=>p.includes(
f.leg)),_=S.filter(f=>f.result==="failure").map(f=>f.leg),v=_[0]??S[0]?.leg,N=`leg ${n} of job ${R.job.id} of run ${t} (${oe(
R.run,s.replay_of)}): it has no log`,q=v===void 0?[]:[`job ${R.job.id} ran as matrix legs ${S.map(f=>f.leg).join(", ")}${_.
length>0?` (failed: ${_.join(", ")})`:""}: baton show ${t} ${v} --log`];if(L!==null)throw new $("stage-unknown",N,{details:[
...q,`stages: ${x.join(", ")||"(none)"}`]});return e.stdout([N,...q,""].join(`
`)),w.ok}let O=new Set((y.results.get(n)??[]).map(r=>r.leg)),se=y.named.get(n),ae=r=>O.has(r)||(se===void 0?r===n||r.startsWith(
`${n}-`):se.includes(r)),V=Ee(y.results.get(n)??[],p);if(k!==void 0&&!p.some(ae)){let r=E(l,Y.report);throw new $("stage\
-unknown",`job ${n} of run ${t} (${k.result}) recorded no stage and printed nothing: it has no job log`,{details:[...V,...await re(
r)?[`the report it may have written: ${H(e.cwd,r)}`]:[],`stages: ${x.join(", ")||"(none)"}`]})}let F=p.filter(r=>r!==n&&
ae(r)),Z=(y.results.get(n)??[]).filter(r=>r.result==="failure").map(r=>r.leg),ke=F.find(r=>Z.includes(r))??F[0],ie=F.length===
0?[]:[`ran as matrix legs ${F.join(", ")}${Z.length>0?` (failed: ${Z.join(", ")})`:""}: baton show ${t} ${ke} --log`,...V];
if(F.length>0&&L===null)return e.stdout(`job ${n} of run ${t} ${ie.map((r,S)=>S===0?r:`  ${r}`).join(`
`)}
`),w.ok;let Se=F.length>0?"":fe(n,[...x,...p].filter(r=>r!==n));throw new $("stage-unknown",`run ${t} has no stage ${JSON.
stringify(n)}${Se}`,{details:[...F.length>0?[`job ${n} ${ie[0]}`,...V]:[],`stages: ${x.join(", ")||"(none)"}`,`job logs:\
 ${p.join(", ")||"(none)"}`]})}let b=h??Math.max(...a);if(!a.includes(b))throw new $("usage",`stage ${n} has no attempt ${o.
attempt}; attempts: ${a.join(", ")}`,{where:"--attempt"});let G=d.attemptDir(n,b);if(!o.prompt&&!o.handoff&&!o.record&&!o.
log)return xe(e,d,t,n,a,b);let m=await d.getAttempt(n,b).catch(async p=>{let L=o.log?await B(E(G,U.log),"utf8").catch(()=>null):
null;if(L===null)throw p;return L});if(typeof m=="string")return W(e,m,"log"),w.ok;if(m===void 0)throw new $("stage-unkn\
own",`stage ${n} has no attempt ${b}`);if(o.prompt){if(m.record.outcome.reason==="render-failed")throw new $("prompt-abs\
ent",`stage ${n} attempt ${b} has no prompt: its template could not be rendered`,{details:[...(m.record.outcome.message??
"").split(`
`).map(T)]});return W(e,m.prompt),w.ok}if(o.handoff){if(m.handoff===null)throw Ae(m.record,t);return W(e,`${JSON.stringify(
m.handoff,null,2)}
`),w.ok}if(o.record)return W(e,`${JSON.stringify(m.record,null,2)}
`),w.ok;let X=await B(E(G,U.log),"utf8").catch(()=>null)??await B(E(l,z(m.record.job)),"utf8").catch(()=>null);if(X===null)
throw new $("log-absent",`stage ${n} attempt ${b} has no agent log`);return W(e,X,"log"),w.ok}async function xe(e,u,n,o,i,h){
let g=await Promise.all(i.map(a=>u.getAttempt(o,a).catch(b=>{if(!(b instanceof $))throw b;return b}))),t=g.filter(a=>a!==
void 0&&!(a instanceof $)),d=g.filter(a=>a instanceof $).map(a=>le(a)),s=g[i.indexOf(h)],j=s instanceof $||s===void 0?t.
at(-1):s;if(j===void 0)e.stdout(`stage ${o}
run ${n}  attempts ${i.join(", ")}

`);else{let a=j.record;e.stdout(`stage ${o}  job ${a.job}${a.matrix?`  matrix ${JSON.stringify(a.matrix)}`:""}
`);let b=a.parent?`  (continues run ${a.parent.run})`:"";e.stdout(`run ${n}  hop ${a.hop}${b}  attempts ${i.join(", ")}

`)}if(i.forEach((a,b)=>{let G=g[b];if(G===void 0)return;if(G instanceof $){e.stdout(`attempt ${a}: unreadable (see below\
)
`);return}let m=G.record,X=m.verify?`, verify exit ${m.verify.exit_code}`:"";e.stdout(`attempt ${a}${m.repair?" (repair \
turn)":""}: ${te(m.status,m.outcome.reason)}${m.outcome.reason==="cancelled"?"":` (${m.outcome.reason})`}, agent exit ${m.
agent.exit_code??"-"} in ${Q(m.agent.duration_ms)}${X}
`),m.outcome.message&&e.stdout(`  ${T(m.outcome.message)}
`)}),e.stdout(`
`),s===void 0||s instanceof $)return e.stdout(`attempt ${h} cannot be read: nothing more of it to show
`),e.stderr(K(n,d)),w.failure;let l=u.attemptDir(o,h),C=s.record;if(s.handoff?(e.stdout(`summary: ${T(s.handoff.summary)}\

`),s.handoff.next&&e.stdout(`next: ${s.handoff.next.stage}
`)):e.stdout(`no handoff
`),C.lineage.length>0&&e.stdout(`rendered from: ${C.lineage.map(a=>`${a.stage}#${a.attempt}`).join(", ")}
`),C.problems.length>0){e.stdout(`problems:
`);for(let a of C.problems)e.stdout(`  ${a.severity}: ${T(ee(a))}
`)}let D=[U.record,U.prompt,...s.handoff===null?[]:[U.handoff]];return await re(E(l,U.log))&&D.push(U.log),e.stdout(`
files: ${H(e.cwd,l)||l}/{${D.join(",")}}
`),d.length===0?w.ok:(e.stderr(K(n,d)),w.failure)}function Ae(e,u){let n=`stage ${e.stage} attempt ${e.attempt}`,o=e.problems.
filter(i=>i.severity==="error");return e.outcome.reason==="handoff-invalid"&&o.length>0?new $("handoff-absent",`${n} wro\
te a handoff that was refused, so none was kept`,{details:[...o.slice(0,5).map(i=>T(ee(i))),...o.length>5?[`\u2026 and ${o.
length-5} more`]:[],`every problem: baton show ${u} ${e.stage} --attempt ${e.attempt} --record`]}):new $("handoff-absent",
`${n} wrote no handoff (${e.outcome.reason})`)}function oe(e,u){let n=e.reason===void 0?"":`: ${I(e.reason,200)}`;return`${e.
result}${n}${e.reused?`${n===""?",":";"}${ye(u)}`:""}`}function ye(e){return` reused from ${e?`run ${e}`:"the run replay\
ed"}`}function we(e,u){return e.some(n=>n.id.startsWith(`${u}/`))}function Me(e,u,n){let o=(t,d)=>{let s=n.results.get(t)??
[];return s.length>0?s:[{leg:t,result:d}]},h=[...(n.results.get(u)??[]).filter(t=>t.leg!==u),...e.filter(t=>t.id.startsWith(
`${u}/`)).flatMap(t=>o(t.id,t.result))],g=t=>t.split("/");return h.sort((t,d)=>{let[s,j]=[g(t.leg),g(d.leg)];for(let l=0;l<
Math.min(s.length,j.length);l++)if(s[l]!==j[l])return s[l]<j[l]?-1:1;return s.length-j.length})}function Ee(e,u){let n=new Map;
for(let o of e){if(u.includes(o.leg)||o.reason===void 0)continue;let i=`${o.result}, ${I(o.reason,200)}`;n.set(i,[...n.get(
i)??[],o.leg])}return[...n].map(([o,i])=>`${i.join(", ")}: ${o}`)}async function Oe(e){let u=await B(E(e,Y.events),"utf8").
catch(()=>""),n=new Map,o=new Map,i=[],h=new Map;for(let g of u.split(`
`))if(/"(run-started|job-legs|job-started|job-finished|step-finished)"/.test(g))try{let t=JSON.parse(g);if(t.type==="job\
-started"&&typeof t.leg=="string")i.push(t.leg);else if(t.type==="step-finished"&&t.outcome==="failure"&&typeof t.leg=="\
string"&&typeof t.step=="number"&&!h.has(t.leg))h.set(t.leg,{step:t.step,name:String(t.name),message:typeof t.message=="\
string"?t.message:"failed"});else if(t.type==="job-finished"&&typeof t.job=="string"){let d=n.get(t.job)??[],s=typeof t.
reason=="string"?{reason:t.reason}:{},j=t.reused===!0?{reused:!0}:{};n.set(t.job,[...d,{leg:String(t.leg),result:String(
t.result),...s,...j}]);let l=ce.safeParse(t.failed_step).data;typeof t.leg=="string"&&l!==void 0&&!h.has(t.leg)&&h.set(t.
leg,{step:l.step,name:l.name,message:l.message??"failed"})}else if(t.type==="job-legs"&&typeof t.job=="string"&&be(t.legs))
o.set(t.job,t.legs);else if(t.type==="run-started"&&Array.isArray(t.jobs))for(let d of t.jobs)typeof d?.id=="string"&&be(
d.legs)&&o.set(d.id,d.legs)}catch{}return{results:n,named:o,started:i,failedSteps:h}}function be(e){return Array.isArray(
e)&&e.every(u=>typeof u=="string")}async function je(e,u,n){let o=await Le(e).catch(()=>[]),i=[],h=new Set;for(let g of o){
let t=de(g);t!==null?i.push(t):g.startsWith(Y.jobLogPrefix)&&g.endsWith(".log")&&h.add(g)}if(h.size>0){let g=await n(),t=[
...g.results.values()].flatMap(d=>d.map(s=>s.leg));for(let d of new Set([...u,...g.started,...t]))h.delete(z(d))&&i.push(
d)}return i.sort()}async function re(e){return Re(e).then(()=>!0,()=>!1)}export{Xe as showCommand};

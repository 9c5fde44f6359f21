import{a as Re,b as Le,c as xe}from"./chunk-E4PFR2QX.js";import"./chunk-IBSKOKGB.js";import{d as pe}from"./chunk-PKYKE3TD.js";
import{b as se}from"./chunk-7QE54VMW.js";import{a as ke,b as Se}from"./chunk-TTDS5A5D.js";import{a as G}from"./chunk-4E2456TX.js";
import{b as Q}from"./chunk-ABTURKEB.js";import{a as be}from"./chunk-JAOO6LOJ.js";import{b as je,e as Y,f as oe,
h as ye}from"./chunk-Y4YTUA2G.js";import{c as we}from"./chunk-STXFBSZB.js";import{c as $e,e as he}from"./chunk-PVAFYG6P.js";
import{k as ne}from"./chunk-5OYFZTF3.js";import{a as F}from"./chunk-CITYZUZ5.js";import{i as me,t as te}from"./chunk-F5EAUSIH.js";
import{b as c,d as ue}from"./chunk-DLONVVOM.js";import{b as L}from"./chunk-DVNEBDMP.js";import{P as B,Q as H,
R as ce,n as I,q as ge}from"./chunk-JZBPCCZQ.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";import{access as Je,readdir as Te,readFile as V}from"node:fs/promises";import{join as J,relative as X}from"node:path";async function rt(e,f,t,r={}){let l=["prompt","handoff","record","log"].filter(a=>r[a]);if(l.length>1)throw new c("usage",
"give at most one of --prompt, --handoff, --record, --log");if(l.length===1&&t===void 0)throw new c("usage",`--${l[0]} n\
eeds a stage: baton show ${f} <stage> --${l[0]}`);if(r.attempt!==void 0&&t===void 0)throw new c("usage",`--attempt needs\
 a stage: baton show ${f} <stage> --attempt ${r.attempt}`);let k=r.attempt===void 0?void 0:je(r.attempt,"--attempt"),n=$e.
forProject(e.cwd);await be(e,n);let o=await n.resolve(f),m=await n.open(o),u,w=()=>(u??=ke(n,o),u),$=await Se(n,o,w),E=await m.
list(),x=J(n.rootDir,o),d,M=()=>(d??=w().then(Ie),d);if(t===void 0){let a=$ instanceof c?null:$;a===null?e.stdout(`run ${o}\
  (its ${ge} cannot be read: see below)
`):(e.stdout(`run ${o}  ${F(a.workflow)}  ${he(a)}`),a.duration_ms!==null&&e.stdout(` in ${Q(a.duration_ms)}`),e.stdout(
`
started ${a.started_at}${a.replay_of?`, replay of ${a.replay_of}`:""}
`),a.reason!==void 0&&e.stdout(`failed outside its jobs: ${F(a.reason).replaceAll(`
`,`
  `)}
`)),e.stdout(`records in ${X(e.cwd,x)||x}

`);let b=[];for(let i of a?.jobs??[])b.push([i.id,`${i.result}${i.reused?" (reused)":""}`,i.stages.join(", ")]);b.length>
0&&e.stdout(se(["JOB","RESULT","STAGES"],b));let U=await Re(m,a?.jobs??null,E),A=U.unreadable.map(i=>i.reason),N=[...new Set(
[...E.map(i=>i.stage),...U.missing.map(i=>i.stage)])].sort(pe);if(N.length>0){e.stdout(`
`);let i=[];for(let S of N){if(U.missing.some(h=>h.stage===S)){i.push([S,"missing","","","","(see below)"]);continue}let z=Math.
max(...E.filter(h=>h.stage===S).map(h=>h.attempt)),C=U.unreadable.filter(h=>h.stage===S).length,_=U.records.find(h=>h.record.
stage===S&&h.record.attempt===z);if(_===void 0){i.push([S,"unreadable","",String(z),"","(see below)"]);continue}let R=_.
record;i.push([S,ne(R.status,R.outcome.reason),R.outcome.reason,C===0?String(R.attempt):`${R.attempt} (${C} unreadable)`,
Q(R.agent.duration_ms),Y(_.handoff?.summary??"",80)])}e.stdout(se(["STAGE","STATUS","OUTCOME","ATTEMPTS","AGENT","SUMMAR\
Y"],i))}let j=await Me(x,(a?.jobs??[]).map(i=>i.id),M);if(j.length>0){let i=j.length>12?`${j.slice(0,12).join(", ")}, \u2026`:
j.join(", "),S=X(e.cwd,J(x,H("<job>")));e.stdout(`
job logs: ${F(i)} (${S}; baton show ${o} <job> for a job that records no stage)
`)}for(let i of[B.report,B.summary])await ae(J(x,i))&&e.stdout(`
${i}: ${X(e.cwd,J(x,i))}
`);return ye(e,o,$ instanceof c?$:null,A)}let T=E.filter(a=>a.stage===t).map(a=>a.attempt);if(T.length===0){if($ instanceof
c)throw $;let a=$,b=[...new Set(E.map(s=>s.stage))],[U]=await Le(m,a.jobs.filter(s=>s.stages.includes(t)).map(s=>({...s,
stages:[t]})),E);if(U!==void 0){let s=a.jobs.find(y=>y.id===U.job);throw xe(o,U,s?.result??"unknown",[`replay from that \
stage, to run it again: baton replay ${o} --from ${t}`,`stages: ${b.join(", ")||"(none)"}`])}let A=await Me(x,[t,...a.jobs.
map(s=>s.id)],M),N=r.prompt?"prompt":r.handoff?"handoff":r.record?"record":null;if(A.includes(t)&&N===null){let s=await V(
J(x,H(t)),"utf8");return G(e,s,"log"),L.ok}let j=a.jobs.find(s=>s.id===t),i=await M(),S=j===void 0?a.jobs.flatMap(s=>{let y=i.
results.get(s.id)?.find(O=>O.leg===t);return y===void 0?[]:[{job:s,run:y}]}):[],z=j===void 0&&S.length===1?S[0]:void 0;if(N!==
null&&A.includes(t)&&(j!==void 0||z!==void 0)){let s=j===void 0?[]:i.results.get(j.id)??[],y=s.length>0&&s.every(D=>D.reused===
!0),O=j!==void 0?`job ${t} of run ${o} (${j.result}${y?`,${ve(a.replay_of)}`:""})`:`leg ${t} of job ${z.job.id} of run ${o}\
 (${re(z.run,a.replay_of)})`,P=i.failedSteps.get(t);throw new c("stage-unknown",`${O} recorded no stage, so it has no ${N}`,
{details:[...P===void 0?[]:[`its step ${P.step+1} (${Y(P.name,80)}) failed before it recorded one: ${Y(P.message,300)}`],
`its log: baton show ${o} ${t}`,`stages: ${b.join(", ")||"(none)"}`]})}let C=S.find(s=>Ae(a.jobs,s.job.id)),_=j??C?.job,
R=_===void 0||!Ae(a.jobs,_.id)?[]:Fe(a.jobs,_.id,i).filter(s=>C===void 0||s.leg.startsWith(`${t}/`));if(_!==void 0&&(R.length>
0||C!==void 0)){let s=C===void 0?`job ${t} of run ${o} (${_.result})`:`leg ${t} of job ${_.id} of run ${o} (${re(C.run,a.
replay_of)})`;if(R.length===0){if(r.prompt||r.handoff||r.record)throw new c("stage-unknown",`${s} calls a workflow; it r\
an none of its jobs`,{details:[`stages: ${b.join(", ")||"(none)"}`]});return e.stdout(`${s} calls a workflow; it ran non\
e of its jobs
`),L.ok}let y=R.filter(g=>A.includes(g.leg)),O=y.find(g=>g.result==="failure")??y[0],P=`${O===void 0?"":`a job's log: ba\
ton show ${o} ${O.leg}; `}the stages they recorded: baton show ${o}`;if(r.prompt||r.handoff||r.record)throw new c("stage\
-unknown",`${s} calls a workflow; its jobs: ${R.map(g=>`${g.leg} (${g.result})`).join(", ")}`,{details:[P,`stages: ${b.join(
", ")||"(none)"}`]});let D=Math.max(...R.map(g=>g.leg.length)),K=Math.max(...R.map(g=>g.result.length));return e.stdout(
[`${s} calls a workflow; its jobs:`,...R.map(g=>g.reason===void 0?`  ${g.leg.padEnd(D)}  ${g.result}`:`  ${g.leg.padEnd(
D)}  ${g.result.padEnd(K)}  ${Y(g.reason,200)}`),P,""].join(`
`)),L.ok}let h=C===void 0&&!A.includes(t)?S[0]:void 0;if(h!==void 0){let y=(i.results.get(h.job.id)??[]).filter(g=>A.includes(
g.leg)),O=y.filter(g=>g.result==="failure").map(g=>g.leg),P=O[0]??y[0]?.leg,D=`leg ${t} of job ${h.job.id} of run ${o} (${re(
h.run,a.replay_of)}): it has no log`,K=P===void 0?[]:[`job ${h.job.id} ran as matrix legs ${y.map(g=>g.leg).join(", ")}${O.
length>0?` (failed: ${O.join(", ")})`:""}: baton show ${o} ${P} --log`];if(N!==null)throw new c("stage-unknown",D,{details:[
...K,`stages: ${b.join(", ")||"(none)"}`]});return e.stdout([D,...K,""].join(`
`)),L.ok}let _e=new Set((i.results.get(t)??[]).map(s=>s.leg)),le=i.named.get(t),de=s=>_e.has(s)||(le===void 0?s===t||s.startsWith(
`${t}-`):le.includes(s)),Z=Ne(i.results.get(t)??[],A);if(j!==void 0&&!A.some(de)){let s=J(x,B.report);throw new c("stage\
-unknown",`job ${t} of run ${o} (${j.result}) recorded no stage and printed nothing: it has no job log`,{details:[...Z,...await ae(
s)?[`the report it may have written: ${X(e.cwd,s)}`]:[],`stages: ${b.join(", ")||"(none)"}`]})}let W=A.filter(s=>s!==t&&
de(s)),ee=(i.results.get(t)??[]).filter(s=>s.result==="failure").map(s=>s.leg),Oe=W.find(s=>ee.includes(s))??W[0],fe=W.length===
0?[]:[`ran as matrix legs ${W.join(", ")}${ee.length>0?` (failed: ${ee.join(", ")})`:""}: baton show ${o} ${Oe} --log`,...Z];
if(W.length>0&&N===null)return e.stdout(`job ${t} of run ${o} ${fe.map((s,y)=>y===0?s:`  ${s}`).join(`
`)}
`),L.ok;let Pe=W.length>0?"":me(t,[...b,...A].filter(s=>s!==t));throw new c("stage-unknown",`run ${o} has no stage ${JSON.
stringify(t)}${Pe}`,{details:[...W.length>0?[`job ${t} ${fe[0]}`,...Z]:[],`stages: ${b.join(", ")||"(none)"}`,`job logs:\
 ${A.join(", ")||"(none)"}`]})}let p=k??Math.max(...T);if(!T.includes(p))throw new c("usage",`stage ${t} has no attempt ${r.
attempt}; attempts: ${T.join(", ")}`,{where:"--attempt"});let q=m.attemptDir(t,p);if(!r.prompt&&!r.handoff&&!r.record&&!r.
log)return Ue(e,m,o,t,T,p);let v=await m.getAttempt(t,p).catch(async a=>{let b=r.log?await V(J(q,I.log),"utf8").catch(()=>null):
null;if(b===null)throw a;return b});if(typeof v=="string")return G(e,v,"log"),L.ok;if(v===void 0)throw new c("stage-unkn\
own",`stage ${t} has no attempt ${p}`);if(r.prompt){if(v.record.outcome.reason==="render-failed")throw new c("prompt-abs\
ent",`stage ${t} attempt ${p} has no prompt: its template could not be rendered`,{details:[...(v.record.outcome.message??
"").split(`
`).map(F)]});return G(e,v.prompt),L.ok}if(r.handoff){if(v.handoff===null)throw Ce(v.record,o);return G(e,`${JSON.stringify(
v.handoff,null,2)}
`),L.ok}if(r.record)return G(e,`${JSON.stringify(v.record,null,2)}
`),L.ok;let ie=await V(J(q,I.log),"utf8").catch(()=>null)??await V(J(x,H(v.record.job)),"utf8").catch(()=>null);if(ie===
null)throw new c("log-absent",`stage ${t} attempt ${p} has no agent log`);return G(e,ie,"log"),L.ok}async function Ue(e,f,t,r,l,k){
let n=await Promise.all(l.map(d=>f.getAttempt(r,d).catch(M=>{if(!(M instanceof c))throw M;return M}))),o=n.filter(d=>d!==
void 0&&!(d instanceof c)),m=n.filter(d=>d instanceof c).map(d=>ue(d)),u=n[l.indexOf(k)],w=u instanceof c||u===void 0?o.
at(-1):u;if(w===void 0)e.stdout(`stage ${r}
run ${t}  attempts ${l.join(", ")}

`);else{let d=w.record;e.stdout(`stage ${r}  job ${d.job}${d.matrix?`  matrix ${JSON.stringify(d.matrix)}`:""}
`);let M=d.parent?`  (continues run ${d.parent.run})`:"";e.stdout(`run ${t}  hop ${d.hop}${M}  attempts ${l.join(", ")}

`)}if(l.forEach((d,M)=>{let T=n[M];if(T===void 0)return;if(T instanceof c){e.stdout(`attempt ${d}: unreadable (see below\
)
`);return}let p=T.record,q=p.verify?`, verify exit ${p.verify.exit_code}`:"";e.stdout(`attempt ${d}${p.repair?" (repair \
turn)":""}: ${ne(p.status,p.outcome.reason)}${p.outcome.reason==="cancelled"?"":` (${p.outcome.reason})`}, agent exit ${p.
agent.exit_code??"-"} in ${Q(p.agent.duration_ms)}${q}
`),p.outcome.message&&e.stdout(`  ${F(p.outcome.message)}
`)}),e.stdout(`
`),u===void 0||u instanceof c)return e.stdout(`attempt ${k} cannot be read: nothing more of it to show
`),e.stderr(oe(t,m)),L.failure;let $=f.attemptDir(r,k),E=u.record;if(u.handoff?(e.stdout(`summary: ${F(u.handoff.summary)}\

`),u.handoff.next&&e.stdout(`next: ${u.handoff.next.stage}
`)):e.stdout(`no handoff
`),E.lineage.length>0&&e.stdout(`rendered from: ${E.lineage.map(d=>`${d.stage}#${d.attempt}`).join(", ")}
`),E.problems.length>0){e.stdout(`problems:
`);for(let d of E.problems)e.stdout(`  ${d.severity}: ${F(te(d))}
`)}let x=[I.record,I.prompt,...u.handoff===null?[]:[I.handoff]];return await ae(J($,I.log))&&x.push(I.log),e.stdout(`
files: ${X(e.cwd,$)||$}/{${x.join(",")}}
`),m.length===0?L.ok:(e.stderr(oe(t,m)),L.failure)}function Ce(e,f){let t=`stage ${e.stage} attempt ${e.attempt}`,r=e.problems.
filter(l=>l.severity==="error");return e.outcome.reason==="handoff-invalid"&&r.length>0?new c("handoff-absent",`${t} wro\
te a handoff that was refused, so none was kept`,{details:[...r.slice(0,5).map(l=>F(te(l))),...r.length>5?[`\u2026 and ${r.
length-5} more`]:[],`every problem: baton show ${f} ${e.stage} --attempt ${e.attempt} --record`]}):new c("handoff-absent",
`${t} wrote no handoff (${e.outcome.reason})`)}function re(e,f){let t=e.reason===void 0?"":`: ${Y(e.reason,200)}`;return`${e.
result}${t}${e.reused?`${t===""?",":";"}${ve(f)}`:""}`}function ve(e){return` reused from ${e?`run ${e}`:"the run replay\
ed"}`}function Ae(e,f){return e.some(t=>t.id.startsWith(`${f}/`))}function Fe(e,f,t){let r=(o,m)=>{let u=t.results.get(o)??
[];return u.length>0?u:[{leg:o,result:m}]},k=[...(t.results.get(f)??[]).filter(o=>o.leg!==f),...e.filter(o=>o.id.startsWith(
`${f}/`)).flatMap(o=>r(o.id,o.result))],n=o=>o.split("/");return k.sort((o,m)=>{let[u,w]=[n(o.leg),n(m.leg)];for(let $=0;$<
Math.min(u.length,w.length);$++)if(u[$]!==w[$])return u[$]<w[$]?-1:1;return u.length-w.length})}function Ne(e,f){let t=new Map;
for(let r of e){if(f.includes(r.leg)||r.reason===void 0)continue;let l=`${r.result}, ${Y(r.reason,200)}`;t.set(l,[...t.get(
l)??[],r.leg])}return[...t].map(([r,l])=>`${l.join(", ")}: ${r}`)}function Ie(e){let f=new Map,t=new Map,r=[],l=new Map;
for(let k of e.split(`
`))if(/"(run-started|job-legs|job-started|job-finished|step-finished)"/.test(k))try{let n=JSON.parse(k);if(n.type==="job\
-started"&&typeof n.leg=="string")r.push(n.leg);else if(n.type==="step-finished"&&n.outcome==="failure"&&typeof n.leg=="\
string"&&typeof n.step=="number"&&!l.has(n.leg))l.set(n.leg,{step:n.step,name:String(n.name),message:typeof n.message=="\
string"?n.message:"failed"});else if(n.type==="job-finished"&&typeof n.job=="string"){let o=f.get(n.job)??[],m=typeof n.
reason=="string"?{reason:n.reason}:{},u=n.reused===!0?{reused:!0}:{};f.set(n.job,[...o,{leg:String(n.leg),result:String(
n.result),...m,...u}]);let w=we.safeParse(n.failed_step).data;typeof n.leg=="string"&&w!==void 0&&!l.has(n.leg)&&l.set(n.
leg,{step:w.step,name:w.name,message:w.message??"failed"})}else if(n.type==="job-legs"&&typeof n.job=="string"&&Ee(n.legs))
t.set(n.job,n.legs);else if(n.type==="run-started"&&Array.isArray(n.jobs))for(let o of n.jobs)typeof o?.id=="string"&&Ee(
o.legs)&&t.set(o.id,o.legs)}catch{}return{results:f,named:t,started:r,failedSteps:l}}function Ee(e){return Array.isArray(
e)&&e.every(f=>typeof f=="string")}async function Me(e,f,t){let r=await Te(e).catch(()=>[]),l=[],k=new Set;for(let n of r){
let o=ce(n);o!==null?l.push(o):n.startsWith(B.jobLogPrefix)&&n.endsWith(".log")&&k.add(n)}if(k.size>0){let n=await t(),o=[
...n.results.values()].flatMap(m=>m.map(u=>u.leg));for(let m of new Set([...f,...n.started,...o]))k.delete(H(m))&&l.push(
m)}return l.sort()}async function ae(e){return Je(e).then(()=>!0,()=>!1)}export{rt as showCommand};

import{b as je,e as ye,f as ke,g as Se}from"./chunk-FVLN7ZUZ.js";import{d as $e}from"./chunk-Y5YCFMG2.js";import"./chunk-RVKJOE2S.js";
import{b as re}from"./chunk-IXGFJZ3Q.js";import{a as Ae,b as Ee}from"./chunk-LNUUSZS4.js";import{a as z}from"./chunk-26LV6H5C.js";
import{b as V}from"./chunk-GYYIMN52.js";import{a as Re}from"./chunk-DNE5SHOA.js";import{b as Le,e as B,f as se,
h as xe}from"./chunk-65BYJG5L.js";import{c as be}from"./chunk-6JOVG55H.js";import{c as he,e as we}from"./chunk-4CY3VLXA.js";
import{k as oe}from"./chunk-RDWP7FPM.js";import{a as I}from"./chunk-CITYZUZ5.js";import{i as pe,t as ne}from"./chunk-VQUK3X66.js";
import{b as g,d as ge}from"./chunk-DLONVVOM.js";import{b as S}from"./chunk-DVNEBDMP.js";import{P as H,Q as X,
R as me,n as D,q as ce}from"./chunk-DFBKRPZ5.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";import{access as Te,readdir as Ue,readFile as Z}from"node:fs/promises";import{join as T,relative as q}from"node:path";async function at(e,f,t,r={}){let i=["prompt","handoff","record","log"].filter(a=>r[a]);if(i.length>1)throw new g("usage",
"give at most one of --prompt, --handoff, --record, --log");if(i.length===1&&t===void 0)throw new g("usage",`--${i[0]} n\
eeds a stage: baton show ${f} <stage> --${i[0]}`);if(r.attempt!==void 0&&t===void 0)throw new g("usage",`--attempt needs\
 a stage: baton show ${f} <stage> --attempt ${r.attempt}`);let w=r.attempt===void 0?void 0:Le(r.attempt,"--attempt"),n=he.
forProject(e.cwd);await Re(e,n);let o=await n.resolve(f),m=await n.open(o),u,b=()=>(u??=Ae(n,o),u),$=await Ee(n,o,b),E=await m.
list(),R=T(n.rootDir,o),d,M=()=>(d??=b().then(We),d);if(t===void 0){let a=$ instanceof g?null:$;a===null?e.stdout(`run ${o}\
  (its ${ce} cannot be read: see below)
`):(e.stdout(`run ${o}  ${I(a.workflow)}  ${we(a)}`),a.duration_ms!==null&&e.stdout(` in ${V(a.duration_ms)}`),e.stdout(
`
started ${a.started_at}${a.replay_of?`, replay of ${a.replay_of}`:""}
`),a.reason!==void 0&&e.stdout(`failed outside its jobs: ${I(a.reason).replaceAll(`
`,`
  `)}
`)),e.stdout(`records in ${q(e.cwd,R)||R}

`);let h=[];for(let l of a?.jobs??[])h.push([l.id,`${l.result}${l.reused?" (reused)":""}`,l.stages.join(", ")]);h.length>
0&&e.stdout(re(["JOB","RESULT","STAGES"],h));let F=await je(m,a?.jobs??null,E),L=F.unreadable.map(l=>l.reason),W=[...new Set(
[...E.map(l=>l.stage),...F.missing.map(l=>l.stage)])].sort($e);if(W.length>0){h.length>0&&e.stdout(`
`);let l=new Set((a?.jobs??[]).flatMap(y=>y.reused?y.stages:[])),_=[];for(let y of W){if(F.missing.some(A=>A.stage===y)){
_.push([y,"missing","","","","(see below)"]);continue}let C=Math.max(...E.filter(A=>A.stage===y).map(A=>A.attempt)),N=F.
unreadable.filter(A=>A.stage===y).length,O=F.records.find(A=>A.record.stage===y&&A.record.attempt===C);if(O===void 0){_.
push([y,"unreadable","",String(C),"","(see below)"]);continue}let x=O.record;_.push([y,`${oe(x.status,x.outcome.reason)}${l.
has(y)?" (reused)":""}`,x.outcome.reason,N===0?String(x.attempt):`${x.attempt} (${N} unreadable)`,V(x.agent.duration_ms),
B(O.handoff?.summary??"",80)])}e.stdout(re(["STAGE","STATUS","OUTCOME","ATTEMPTS","AGENT","SUMMARY"],_))}let j=await _e(
R,(a?.jobs??[]).map(l=>l.id),M);if(j.length>0){let l=j.length>12?`${j.slice(0,12).join(", ")}, \u2026`:j.join(", "),_=q(
e.cwd,T(R,X("<job>")));e.stdout(`
job logs: ${I(l)} (${_}; baton show ${o} <job> for a job that records no stage)
`)}for(let l of[H.report,H.summary])await ie(T(R,l))&&e.stdout(`
${l}: ${q(e.cwd,T(R,l))}
`);return xe(e,o,$ instanceof g?$:null,L)}let U=E.filter(a=>a.stage===t).map(a=>a.attempt);if(U.length===0){if($ instanceof
g)throw $;let a=$,h=[...new Set(E.map(s=>s.stage))],[F]=await ke(m,a.jobs.filter(s=>s.stages.includes(t)).map(s=>({...s,
stages:[t]})),E);if(F!==void 0){let s=a.jobs.find(k=>k.id===F.job);throw Se(o,F,s?.result??"unknown",[`replay from that \
stage, to run it again: baton replay ${o} --from ${t}`,`stages: ${h.join(", ")||"(none)"}`])}let L=await _e(R,[t,...a.jobs.
map(s=>s.id)],M),W=r.prompt?"prompt":r.handoff?"handoff":r.record?"record":null;if(L.includes(t)&&W===null){if(w!==void 0)
throw new g("usage",`${t} recorded no stage, and its job log has no attempts: baton show ${o} ${t}`,{where:"--attempt"});
let s=await Z(T(R,X(t)),"utf8");return z(e,s,"log"),S.ok}let j=a.jobs.find(s=>s.id===t),l=await M(),_=j===void 0?a.jobs.
flatMap(s=>{let k=l.results.get(s.id)?.find(P=>P.leg===t);return k===void 0?[]:[{job:s,run:k}]}):[],y=j===void 0&&_.length===
1?_[0]:void 0;if(W!==null&&L.includes(t)&&(j!==void 0||y!==void 0)){let s=j===void 0?[]:l.results.get(j.id)??[],k=s.length>
0&&s.every(Y=>Y.reused===!0),P=j!==void 0?`job ${t} of run ${o} (${j.result}${k?`,${Oe(a.replay_of)}`:""})`:`leg ${t} of\
 job ${y.job.id} of run ${o} (${ae(y.run,a.replay_of)})`,J=l.failedSteps.get(t);throw new g("stage-unknown",`${P} record\
ed no stage, so it has no ${W}`,{details:[...J===void 0?[]:[`its step ${J.step+1} (${B(J.name,80)}) failed before it rec\
orded one: ${B(J.message,300)}`],`its log: baton show ${o} ${t}`,`stages: ${h.join(", ")||"(none)"}`]})}let C=_.find(s=>Me(
a.jobs,s.job.id)),N=j??C?.job,O=N===void 0||!Me(a.jobs,N.id)?[]:Ne(a.jobs,N.id,l).filter(s=>C===void 0||s.leg.startsWith(
`${t}/`));if(N!==void 0&&(O.length>0||C!==void 0)){let s=C===void 0?`job ${t} of run ${o} (${N.result})`:`leg ${t} of jo\
b ${N.id} of run ${o} (${ae(C.run,a.replay_of)})`;if(O.length===0){if(r.prompt||r.handoff||r.record)throw new g("stage-u\
nknown",`${s} calls a workflow; it ran none of its jobs`,{details:[`stages: ${h.join(", ")||"(none)"}`]});return e.stdout(
`${s} calls a workflow; it ran none of its jobs
`),S.ok}let k=O.filter(c=>L.includes(c.leg)),P=k.find(c=>c.result==="failure")??k[0],J=`${P===void 0?"":`a job's log: ba\
ton show ${o} ${P.leg}; `}the stages they recorded: baton show ${o}`;if(r.prompt||r.handoff||r.record)throw new g("stage\
-unknown",`${s} calls a workflow; its jobs: ${O.map(c=>`${c.leg} (${c.result})`).join(", ")}`,{details:[J,`stages: ${h.join(
", ")||"(none)"}`]});let Y=Math.max(...O.map(c=>c.leg.length)),Q=Math.max(...O.map(c=>c.result.length));return e.stdout(
[`${s} calls a workflow; its jobs:`,...O.map(c=>c.reason===void 0?`  ${c.leg.padEnd(Y)}  ${c.result}`:`  ${c.leg.padEnd(
Y)}  ${c.result.padEnd(Q)}  ${B(c.reason,200)}`),J,""].join(`
`)),S.ok}let x=C===void 0&&!L.includes(t)?_[0]:void 0;if(x!==void 0){let k=(l.results.get(x.job.id)??[]).filter(c=>L.includes(
c.leg)),P=k.filter(c=>c.result==="failure").map(c=>c.leg),J=P[0]??k[0]?.leg,Y=`leg ${t} of job ${x.job.id} of run ${o} (${ae(
x.run,a.replay_of)}): it has no log`,Q=J===void 0?[]:[`job ${x.job.id} ran as matrix legs ${k.map(c=>c.leg).join(", ")}${P.
length>0?` (failed: ${P.join(", ")})`:""}: baton show ${o} ${J} --log`];if(W!==null)throw new g("stage-unknown",Y,{details:[
...Q,`stages: ${h.join(", ")||"(none)"}`]});return e.stdout([Y,...Q,""].join(`
`)),S.ok}let A=new Set((l.results.get(t)??[]).map(s=>s.leg)),de=l.named.get(t),fe=s=>A.has(s)||(de===void 0?s===t||s.startsWith(
`${t}-`):de.includes(s)),ee=Ie(l.results.get(t)??[],L);if(j!==void 0&&!L.some(fe)){let s=T(R,H.report);throw new g("stag\
e-unknown",`job ${t} of run ${o} (${j.result}) recorded no stage and printed nothing: it has no job log`,{details:[...ee,
...await ie(s)?[`the report it may have written: ${q(e.cwd,s)}`]:[],`stages: ${h.join(", ")||"(none)"}`]})}let G=L.filter(
s=>s!==t&&fe(s)),te=(l.results.get(t)??[]).filter(s=>s.result==="failure").map(s=>s.leg),Pe=G.find(s=>te.includes(s))??G[0],
ue=G.length===0?[]:[`ran as matrix legs ${G.join(", ")}${te.length>0?` (failed: ${te.join(", ")})`:""}: baton show ${o} ${Pe}\
 --log`,...ee];if(G.length>0&&W===null)return e.stdout(`job ${t} of run ${o} ${ue.map((s,k)=>k===0?s:`  ${s}`).join(`
`)}
`),S.ok;let Je=G.length>0?"":pe(t,[...h,...L].filter(s=>s!==t));throw new g("stage-unknown",`run ${o} has no stage ${JSON.
stringify(t)}${Je}`,{details:[...G.length>0?[`job ${t} ${ue[0]}`,...ee]:[],`stages: ${h.join(", ")||"(none)"}`,`job logs\
: ${L.join(", ")||"(none)"}`]})}let p=w??Math.max(...U);if(!U.includes(p))throw new g("usage",`stage ${t} has no attempt\
 ${r.attempt}; attempts: ${U.join(", ")}`,{where:"--attempt"});let K=m.attemptDir(t,p);if(!r.prompt&&!r.handoff&&!r.record&&
!r.log)return Fe(e,m,o,t,U,p);let v=await m.getAttempt(t,p).catch(async a=>{let h=r.log?await Z(T(K,D.log),"utf8").catch(
()=>null):null;if(h===null)throw a;return h});if(typeof v=="string")return z(e,v,"log"),S.ok;if(v===void 0)throw new g("\
stage-unknown",`stage ${t} has no attempt ${p}`);if(r.prompt){if(v.record.outcome.reason==="render-failed")throw new g("\
prompt-absent",`stage ${t} attempt ${p} has no prompt: its template could not be rendered`,{details:[...(v.record.outcome.
message??"").split(`
`).map(I)]});return z(e,v.prompt),S.ok}if(r.handoff){if(v.handoff===null)throw Ce(v.record,o);return z(e,`${JSON.stringify(
v.handoff,null,2)}
`),S.ok}if(r.record)return z(e,`${JSON.stringify(v.record,null,2)}
`),S.ok;let le=await Z(T(K,D.log),"utf8").catch(()=>null)??await Z(T(R,X(v.record.job)),"utf8").catch(()=>null);if(le===
null)throw new g("log-absent",`stage ${t} attempt ${p} has no agent log`);return z(e,le,"log"),S.ok}async function Fe(e,f,t,r,i,w){
let n=await Promise.all(i.map(d=>f.getAttempt(r,d).catch(M=>{if(!(M instanceof g))throw M;return M}))),o=n.filter(d=>d!==
void 0&&!(d instanceof g)),m=n.filter(d=>d instanceof g).map(d=>ye(t,r,ge(d),d.code)),u=n[i.indexOf(w)],b=u instanceof g||
u===void 0?o.at(-1):u;if(b===void 0)e.stdout(`stage ${r}
run ${t}  attempts ${i.join(", ")}

`);else{let d=b.record;e.stdout(`stage ${r}  job ${d.job}${d.matrix?`  matrix ${JSON.stringify(d.matrix)}`:""}
`);let M=d.parent?`  (continues run ${d.parent.run})`:"";e.stdout(`run ${t}  hop ${d.hop}${M}  attempts ${i.join(", ")}

`)}if(i.forEach((d,M)=>{let U=n[M];if(U===void 0)return;if(U instanceof g){e.stdout(`attempt ${d}: unreadable (see below\
)
`);return}let p=U.record,K=p.verify?`, verify exit ${p.verify.exit_code}`:"";e.stdout(`attempt ${d}${p.repair?" (repair \
turn)":""}: ${oe(p.status,p.outcome.reason)}${p.outcome.reason==="cancelled"?"":` (${p.outcome.reason})`}, agent exit ${p.
agent.exit_code??"-"} in ${V(p.agent.duration_ms)}${K}
`),p.outcome.message&&e.stdout(`  ${I(p.outcome.message)}
`)}),e.stdout(`
`),u===void 0||u instanceof g)return e.stdout(`attempt ${w} cannot be read: nothing more of it to show
`),e.stderr(se(t,m)),S.failure;let $=f.attemptDir(r,w),E=u.record;if(u.handoff?(e.stdout(`summary: ${I(u.handoff.summary)}\

`),u.handoff.next&&e.stdout(`next: ${u.handoff.next.stage}
`)):e.stdout(`no handoff
`),E.lineage.length>0&&e.stdout(`rendered from: ${E.lineage.map(d=>`${d.stage}#${d.attempt}`).join(", ")}
`),E.problems.length>0){e.stdout(`problems:
`);for(let d of E.problems)e.stdout(`  ${d.severity}: ${I(ne(d))}
`)}let R=[D.record,D.prompt,...u.handoff===null?[]:[D.handoff]];return await ie(T($,D.log))&&R.push(D.log),e.stdout(`
files: ${q(e.cwd,$)||$}/{${R.join(",")}}
`),m.length===0?S.ok:(e.stderr(se(t,m)),S.failure)}function Ce(e,f){let t=`stage ${e.stage} attempt ${e.attempt}`,r=e.problems.
filter(i=>i.severity==="error");return e.outcome.reason==="handoff-invalid"&&r.length>0?new g("handoff-absent",`${t} wro\
te a handoff that was refused, so none was kept`,{details:[...r.slice(0,5).map(i=>I(ne(i))),...r.length>5?[`\u2026 and ${r.
length-5} more`]:[],`every problem: baton show ${f} ${e.stage} --attempt ${e.attempt} --record`]}):new g("handoff-absent",
`${t} wrote no handoff (${e.outcome.reason})`)}function ae(e,f){let t=e.reason===void 0?"":`: ${B(e.reason,200)}`;return`${e.
result}${t}${e.reused?`${t===""?",":";"}${Oe(f)}`:""}`}function Oe(e){return` reused from ${e?`run ${e}`:"the run replay\
ed"}`}function Me(e,f){return e.some(t=>t.id.startsWith(`${f}/`))}function Ne(e,f,t){let r=(o,m)=>{let u=t.results.get(o)??
[];return u.length>0?u:[{leg:o,result:m}]},w=[...(t.results.get(f)??[]).filter(o=>o.leg!==f),...e.filter(o=>o.id.startsWith(
`${f}/`)).flatMap(o=>r(o.id,o.result))],n=o=>o.split("/");return w.sort((o,m)=>{let[u,b]=[n(o.leg),n(m.leg)];for(let $=0;$<
Math.min(u.length,b.length);$++)if(u[$]!==b[$])return u[$]<b[$]?-1:1;return u.length-b.length})}function Ie(e,f){let t=new Map;
for(let r of e){if(f.includes(r.leg)||r.reason===void 0)continue;let i=`${r.result}, ${B(r.reason,200)}`;t.set(i,[...t.get(
i)??[],r.leg])}return[...t].map(([r,i])=>`${i.join(", ")}: ${r}`)}function We(e){let f=new Map,t=new Map,r=[],i=new Map;
for(let w of e.split(`
`))if(/"(run-started|job-legs|job-started|job-finished|step-finished)"/.test(w))try{let n=JSON.parse(w);if(n.type==="job\
-started"&&typeof n.leg=="string")r.push(n.leg);else if(n.type==="step-finished"&&n.outcome==="failure"&&typeof n.leg=="\
string"&&typeof n.step=="number"&&!i.has(n.leg))i.set(n.leg,{step:n.step,name:String(n.name),message:typeof n.message=="\
string"?n.message:"failed"});else if(n.type==="job-finished"&&typeof n.job=="string"){let o=f.get(n.job)??[],m=typeof n.
reason=="string"?{reason:n.reason}:{},u=n.reused===!0?{reused:!0}:{};f.set(n.job,[...o,{leg:String(n.leg),result:String(
n.result),...m,...u}]);let b=be.safeParse(n.failed_step).data;typeof n.leg=="string"&&b!==void 0&&!i.has(n.leg)&&i.set(n.
leg,{step:b.step,name:b.name,message:b.message??"failed"})}else if(n.type==="job-legs"&&typeof n.job=="string"&&ve(n.legs))
t.set(n.job,n.legs);else if(n.type==="run-started"&&Array.isArray(n.jobs))for(let o of n.jobs)typeof o?.id=="string"&&ve(
o.legs)&&t.set(o.id,o.legs)}catch{}return{results:f,named:t,started:r,failedSteps:i}}function ve(e){return Array.isArray(
e)&&e.every(f=>typeof f=="string")}async function _e(e,f,t){let r=await Ue(e).catch(()=>[]),i=[],w=new Set;for(let n of r){
let o=me(n);o!==null?i.push(o):n.startsWith(H.jobLogPrefix)&&n.endsWith(".log")&&w.add(n)}if(w.size>0){let n=await t(),o=[
...n.results.values()].flatMap(m=>m.map(u=>u.leg));for(let m of new Set([...f,...n.started,...o]))w.delete(X(m))&&i.push(
m)}return i.sort()}async function ie(e){return Te(e).then(()=>!0,()=>!1)}export{at as showCommand};

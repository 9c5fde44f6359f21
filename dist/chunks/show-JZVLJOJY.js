import{a as he,b as we,c as be}from"./chunk-AOILMVYB.js";import{c as ce}from"./chunk-YVL4CSEB.js";import"./chunk-WGA56SI7.js";
import{b as se}from"./chunk-P3CLXMMV.js";import{a as W}from"./chunk-KEI3CHLS.js";import{b as V}from"./chunk-X4LRZCZC.js";
import{b as $e,e as I,f as Q}from"./chunk-FKQ2VU3V.js";import{e as me,f as pe}from"./chunk-AQT5J6GX.js";import{
k as oe}from"./chunk-HTSRUGKE.js";import{a as J}from"./chunk-QZ4LYHPP.js";import{i as ge,t as ne}from"./chunk-22N64GVF.js";
import{b as g,d as te}from"./chunk-BXL4BL7Z.js";import{b as j}from"./chunk-DVNEBDMP.js";import{P as z,Q as B,
R as ue,n as F,q as fe}from"./chunk-JZBPCCZQ.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";import{access as Ae,readdir as Ee,readFile as H}from"node:fs/promises";import{join as E,relative as X}from"node:path";async function qe(t,m,n,s={}){let d=["prompt","handoff","record","log"].filter(a=>s[a]);if(d.length>1)throw new g("usage",
"give at most one of --prompt, --handoff, --record, --log");if(d.length===1&&n===void 0)throw new g("usage",`--${d[0]} n\
eeds a stage: baton show ${m} <stage> --${d[0]}`);if(s.attempt!==void 0&&n===void 0)throw new g("usage",`--attempt needs\
 a stage: baton show ${m} <stage> --attempt ${s.attempt}`);let h=s.attempt===void 0?void 0:$e(s.attempt,"--attempt"),p=me.
forProject(t.cwd),e=await p.resolve(m),u=await p.open(e),i=await p.readSummaryOrProblem(e),y=await u.list(),f=E(p.rootDir,
e),N,D=()=>(N??=Pe(f),N);if(n===void 0){let a=i instanceof g?null:i;a===null?t.stdout(`run ${e}  (its ${fe} cannot be re\
ad: see below)
`):(t.stdout(`run ${e}  ${J(a.workflow)}  ${pe(a)}`),a.duration_ms!==null&&t.stdout(` in ${V(a.duration_ms)}`),t.stdout(
`
started ${a.started_at}${a.replay_of?`, replay of ${a.replay_of}`:""}
`),a.reason!==void 0&&t.stdout(`failed outside its jobs: ${J(a.reason).replaceAll(`
`,`
  `)}
`)),t.stdout(`records in ${X(t.cwd,f)||f}

`);let S=[];for(let r of a?.jobs??[])S.push([r.id,`${r.result}${r.reused?" (reused)":""}`,r.stages.join(", ")]);S.length>
0&&t.stdout(se(["JOB","RESULT","STAGES"],S));let v=await he(u,a?.jobs??null),x=v.unreadable.map(r=>r.reason),T=[...new Set(
[...y.map(r=>r.stage),...v.missing.map(r=>r.stage)])].sort((r,w)=>r<w?-1:r>w?1:0);if(T.length>0){t.stdout(`
`);let r=[];for(let w of T){if(v.missing.some(b=>b.stage===w)){r.push([w,"missing","","","","(see below)"]);continue}let Y=Math.
max(...y.filter(b=>b.stage===w).map(b=>b.attempt)),P=v.unreadable.filter(b=>b.stage===w).length,M=v.records.find(b=>b.record.
stage===w&&b.record.attempt===Y);if(M===void 0){r.push([w,"unreadable","",String(Y),"","(see below)"]);continue}let A=M.
record;r.push([w,oe(A.status,A.outcome.reason),A.outcome.reason,P===0?String(A.attempt):`${A.attempt} (${P} unreadable)`,
V(A.agent.duration_ms),I(M.handoff?.summary??"",80)])}t.stdout(se(["STAGE","STATUS","OUTCOME","ATTEMPTS","AGENT","SUMMAR\
Y"],r))}let R=await ke(f,(a?.jobs??[]).map(r=>r.id),D);if(R.length>0){let r=R.length>12?`${R.slice(0,12).join(", ")}, \u2026`:
R.join(", "),w=X(t.cwd,E(f,B("<job>")));t.stdout(`
job logs: ${J(r)} (${w}; baton show ${e} <job> for a job that records no stage)
`)}for(let r of[z.report,z.summary])await ae(E(f,r))&&t.stdout(`
${r}: ${X(t.cwd,E(f,r))}
`);return i instanceof g&&t.stderr(`baton: ${te(i)}
`),x.length>0&&t.stderr(Q(e,x)),i instanceof g||x.length>0?j.failure:j.ok}let l=y.filter(a=>a.stage===n).map(a=>a.attempt);
if(l.length===0){if(i instanceof g)throw i;let a=i,S=[...new Set(y.map(o=>o.stage))],[v]=await we(u,a.jobs.filter(o=>o.stages.
includes(n)).map(o=>({...o,stages:[n]})),y);if(v!==void 0){let o=a.jobs.find(L=>L.id===v.job);throw be(e,v,o?.result??"u\
nknown",[`replay from that stage, to run it again: baton replay ${e} --from ${n}`,`stages: ${S.join(", ")||"(none)"}`])}
let x=await ke(f,[n,...a.jobs.map(o=>o.id)],D),T=s.prompt?"prompt":s.handoff?"handoff":s.record?"record":null;if(x.includes(
n)&&T===null){let o=await H(E(f,B(n)),"utf8");return W(t,o,"log"),j.ok}let R=a.jobs.find(o=>o.id===n),r=await D(),w=R===
void 0?a.jobs.flatMap(o=>{let L=r.results.get(o.id)?.find(O=>O.leg===n);return L===void 0?[]:[{job:o,run:L}]}):[],Y=R===
void 0&&w.length===1?w[0]:void 0;if(T!==null&&x.includes(n)&&(R!==void 0||Y!==void 0)){let o=R===void 0?[]:r.results.get(
R.id)??[],L=o.length>0&&o.every(C=>C.reused===!0),O=R!==void 0?`job ${n} of run ${e} (${R.result}${L?`,${Se(a.replay_of)}`:
""})`:`leg ${n} of job ${Y.job.id} of run ${e} (${re(Y.run,a.replay_of)})`,_=r.failedSteps.get(n);throw new g("stage-unk\
nown",`${O} recorded no stage, so it has no ${T}`,{details:[..._===void 0?[]:[`its step ${_.step+1} (${I(_.name,80)}) fa\
iled before it recorded one: ${I(_.message,300)}`],`its log: baton show ${e} ${n}`,`stages: ${S.join(", ")||"(none)"}`]})}
let P=w.find(o=>je(a.jobs,o.job.id)),M=R??P?.job,A=M===void 0||!je(a.jobs,M.id)?[]:_e(a.jobs,M.id,r).filter(o=>P===void 0||
o.leg.startsWith(`${n}/`));if(M!==void 0&&(A.length>0||P!==void 0)){let o=P===void 0?`job ${n} of run ${e} (${M.result})`:
`leg ${n} of job ${M.id} of run ${e} (${re(P.run,a.replay_of)})`;if(A.length===0){if(s.prompt||s.handoff||s.record)throw new g(
"stage-unknown",`${o} calls a workflow; it ran none of its jobs`,{details:[`stages: ${S.join(", ")||"(none)"}`]});return t.
stdout(`${o} calls a workflow; it ran none of its jobs
`),j.ok}let L=A.filter(c=>x.includes(c.leg)),O=L.find(c=>c.result==="failure")??L[0],_=`${O===void 0?"":`a job's log: ba\
ton show ${e} ${O.leg}; `}the stages they recorded: baton show ${e}`;if(s.prompt||s.handoff||s.record)throw new g("stage\
-unknown",`${o} calls a workflow; its jobs: ${A.map(c=>`${c.leg} (${c.result})`).join(", ")}`,{details:[_,`stages: ${S.join(
", ")||"(none)"}`]});let C=Math.max(...A.map(c=>c.leg.length)),K=Math.max(...A.map(c=>c.result.length));return t.stdout(
[`${o} calls a workflow; its jobs:`,...A.map(c=>c.reason===void 0?`  ${c.leg.padEnd(C)}  ${c.result}`:`  ${c.leg.padEnd(
C)}  ${c.result.padEnd(K)}  ${I(c.reason,200)}`),_,""].join(`
`)),j.ok}let b=P===void 0&&!x.includes(n)?w[0]:void 0;if(b!==void 0){let L=(r.results.get(b.job.id)??[]).filter(c=>x.includes(
c.leg)),O=L.filter(c=>c.result==="failure").map(c=>c.leg),_=O[0]??L[0]?.leg,C=`leg ${n} of job ${b.job.id} of run ${e} (${re(
b.run,a.replay_of)}): it has no log`,K=_===void 0?[]:[`job ${b.job.id} ran as matrix legs ${L.map(c=>c.leg).join(", ")}${O.
length>0?` (failed: ${O.join(", ")})`:""}: baton show ${e} ${_} --log`];if(T!==null)throw new g("stage-unknown",C,{details:[
...K,`stages: ${S.join(", ")||"(none)"}`]});return t.stdout([C,...K,""].join(`
`)),j.ok}let Re=new Set((r.results.get(n)??[]).map(o=>o.leg)),ie=r.named.get(n),le=o=>Re.has(o)||(ie===void 0?o===n||o.startsWith(
`${n}-`):ie.includes(o)),Z=ve(r.results.get(n)??[],x);if(R!==void 0&&!x.some(le)){let o=E(f,z.report);throw new g("stage\
-unknown",`job ${n} of run ${e} (${R.result}) recorded no stage and printed nothing: it has no job log`,{details:[...Z,...await ae(
o)?[`the report it may have written: ${X(t.cwd,o)}`]:[],`stages: ${S.join(", ")||"(none)"}`]})}let U=x.filter(o=>o!==n&&
le(o)),ee=(r.results.get(n)??[]).filter(o=>o.result==="failure").map(o=>o.leg),Le=U.find(o=>ee.includes(o))??U[0],de=U.length===
0?[]:[`ran as matrix legs ${U.join(", ")}${ee.length>0?` (failed: ${ee.join(", ")})`:""}: baton show ${e} ${Le} --log`,...Z];
if(U.length>0&&T===null)return t.stdout(`job ${n} of run ${e} ${de.map((o,L)=>L===0?o:`  ${o}`).join(`
`)}
`),j.ok;let xe=U.length>0?"":ge(n,[...S,...x].filter(o=>o!==n));throw new g("stage-unknown",`run ${e} has no stage ${JSON.
stringify(n)}${xe}`,{details:[...U.length>0?[`job ${n} ${de[0]}`,...Z]:[],`stages: ${S.join(", ")||"(none)"}`,`job logs:\
 ${x.join(", ")||"(none)"}`]})}let k=h??Math.max(...l);if(!l.includes(k))throw new g("usage",`stage ${n} has no attempt ${s.
attempt}; attempts: ${l.join(", ")}`,{where:"--attempt"});let G=u.attemptDir(n,k);if(!s.prompt&&!s.handoff&&!s.record&&!s.
log)return Me(t,u,e,n,l,k);let $=await u.getAttempt(n,k).catch(async a=>{let S=s.log?await H(E(G,F.log),"utf8").catch(()=>null):
null;if(S===null)throw a;return S});if(typeof $=="string")return W(t,$,"log"),j.ok;if($===void 0)throw new g("stage-unkn\
own",`stage ${n} has no attempt ${k}`);if(s.prompt){if($.record.outcome.reason==="render-failed")throw new g("prompt-abs\
ent",`stage ${n} attempt ${k} has no prompt: its template could not be rendered`,{details:[...($.record.outcome.message??
"").split(`
`).map(J)]});return W(t,$.prompt),j.ok}if(s.handoff){if($.handoff===null)throw Oe($.record,e);return W(t,`${JSON.stringify(
$.handoff,null,2)}
`),j.ok}if(s.record)return W(t,`${JSON.stringify($.record,null,2)}
`),j.ok;let q=await H(E(G,F.log),"utf8").catch(()=>null)??await H(E(f,B($.record.job)),"utf8").catch(()=>null);if(q===null)
throw new g("log-absent",`stage ${n} attempt ${k} has no agent log`);return W(t,q,"log"),j.ok}async function Me(t,m,n,s,d,h){
let p=await Promise.all(d.map(l=>m.getAttempt(s,l).catch(k=>{if(!(k instanceof g))throw k;return k}))),e=p.filter(l=>l!==
void 0&&!(l instanceof g)),u=p.filter(l=>l instanceof g).map(l=>te(l)),i=p[d.indexOf(h)],y=i instanceof g||i===void 0?e.
at(-1):i;if(y===void 0)t.stdout(`stage ${s}
run ${n}  attempts ${d.join(", ")}

`);else{let l=y.record;t.stdout(`stage ${s}  job ${l.job}${l.matrix?`  matrix ${JSON.stringify(l.matrix)}`:""}
`);let k=l.parent?`  (continues run ${l.parent.run})`:"";t.stdout(`run ${n}  hop ${l.hop}${k}  attempts ${d.join(", ")}

`)}if(d.forEach((l,k)=>{let G=p[k];if(G===void 0)return;if(G instanceof g){t.stdout(`attempt ${l}: unreadable (see below\
)
`);return}let $=G.record,q=$.verify?`, verify exit ${$.verify.exit_code}`:"";t.stdout(`attempt ${l}${$.repair?" (repair \
turn)":""}: ${oe($.status,$.outcome.reason)}${$.outcome.reason==="cancelled"?"":` (${$.outcome.reason})`}, agent exit ${$.
agent.exit_code??"-"} in ${V($.agent.duration_ms)}${q}
`),$.outcome.message&&t.stdout(`  ${J($.outcome.message)}
`)}),t.stdout(`
`),i===void 0||i instanceof g)return t.stdout(`attempt ${h} cannot be read: nothing more of it to show
`),t.stderr(Q(n,u)),j.failure;let f=m.attemptDir(s,h),N=i.record;if(i.handoff?(t.stdout(`summary: ${J(i.handoff.summary)}\

`),i.handoff.next&&t.stdout(`next: ${i.handoff.next.stage}
`)):t.stdout(`no handoff
`),N.lineage.length>0&&t.stdout(`rendered from: ${N.lineage.map(l=>`${l.stage}#${l.attempt}`).join(", ")}
`),N.problems.length>0){t.stdout(`problems:
`);for(let l of N.problems)t.stdout(`  ${l.severity}: ${J(ne(l))}
`)}let D=[F.record,F.prompt,...i.handoff===null?[]:[F.handoff]];return await ae(E(f,F.log))&&D.push(F.log),t.stdout(`
files: ${X(t.cwd,f)||f}/{${D.join(",")}}
`),u.length===0?j.ok:(t.stderr(Q(n,u)),j.failure)}function Oe(t,m){let n=`stage ${t.stage} attempt ${t.attempt}`,s=t.problems.
filter(d=>d.severity==="error");return t.outcome.reason==="handoff-invalid"&&s.length>0?new g("handoff-absent",`${n} wro\
te a handoff that was refused, so none was kept`,{details:[...s.slice(0,5).map(d=>J(ne(d))),...s.length>5?[`\u2026 and ${s.
length-5} more`]:[],`every problem: baton show ${m} ${t.stage} --attempt ${t.attempt} --record`]}):new g("handoff-absent",
`${n} wrote no handoff (${t.outcome.reason})`)}function re(t,m){let n=t.reason===void 0?"":`: ${I(t.reason,200)}`;return`${t.
result}${n}${t.reused?`${n===""?",":";"}${Se(m)}`:""}`}function Se(t){return` reused from ${t?`run ${t}`:"the run replay\
ed"}`}function je(t,m){return t.some(n=>n.id.startsWith(`${m}/`))}function _e(t,m,n){let s=(e,u)=>{let i=n.results.get(e)??
[];return i.length>0?i:[{leg:e,result:u}]},h=[...(n.results.get(m)??[]).filter(e=>e.leg!==m),...t.filter(e=>e.id.startsWith(
`${m}/`)).flatMap(e=>s(e.id,e.result))],p=e=>e.split("/");return h.sort((e,u)=>{let[i,y]=[p(e.leg),p(u.leg)];for(let f=0;f<
Math.min(i.length,y.length);f++)if(i[f]!==y[f])return i[f]<y[f]?-1:1;return i.length-y.length})}function ve(t,m){let n=new Map;
for(let s of t){if(m.includes(s.leg)||s.reason===void 0)continue;let d=`${s.result}, ${I(s.reason,200)}`;n.set(d,[...n.get(
d)??[],s.leg])}return[...n].map(([s,d])=>`${d.join(", ")}: ${s}`)}async function Pe(t){let m=await H(E(t,z.events),"utf8").
catch(()=>""),n=new Map,s=new Map,d=[],h=new Map;for(let p of m.split(`
`))if(/"(run-started|job-legs|job-started|job-finished|step-finished)"/.test(p))try{let e=JSON.parse(p);if(e.type==="job\
-started"&&typeof e.leg=="string")d.push(e.leg);else if(e.type==="step-finished"&&e.outcome==="failure"&&typeof e.leg=="\
string"&&typeof e.step=="number"&&!h.has(e.leg))h.set(e.leg,{step:e.step,name:String(e.name),message:typeof e.message=="\
string"?e.message:"failed"});else if(e.type==="job-finished"&&typeof e.job=="string"){let u=n.get(e.job)??[],i=typeof e.
reason=="string"?{reason:e.reason}:{},y=e.reused===!0?{reused:!0}:{};n.set(e.job,[...u,{leg:String(e.leg),result:String(
e.result),...i,...y}]);let f=ce.safeParse(e.failed_step).data;typeof e.leg=="string"&&f!==void 0&&!h.has(e.leg)&&h.set(e.
leg,{step:f.step,name:f.name,message:f.message??"failed"})}else if(e.type==="job-legs"&&typeof e.job=="string"&&ye(e.legs))
s.set(e.job,e.legs);else if(e.type==="run-started"&&Array.isArray(e.jobs))for(let u of e.jobs)typeof u?.id=="string"&&ye(
u.legs)&&s.set(u.id,u.legs)}catch{}return{results:n,named:s,started:d,failedSteps:h}}function ye(t){return Array.isArray(
t)&&t.every(m=>typeof m=="string")}async function ke(t,m,n){let s=await Ee(t).catch(()=>[]),d=[],h=new Set;for(let p of s){
let e=ue(p);e!==null?d.push(e):p.startsWith(z.jobLogPrefix)&&p.endsWith(".log")&&h.add(p)}if(h.size>0){let p=await n(),e=[
...p.results.values()].flatMap(u=>u.map(i=>i.leg));for(let u of new Set([...m,...p.started,...e]))h.delete(B(u))&&d.push(
u)}return d.sort()}async function ae(t){return Ae(t).then(()=>!0,()=>!1)}export{qe as showCommand};

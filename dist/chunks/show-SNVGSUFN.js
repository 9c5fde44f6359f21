import{a as we}from"./chunk-FBM6S56U.js";import{a as be,b as je,c as ye}from"./chunk-AFWVEUMJ.js";import{c as pe}from"./chunk-GISEFCVM.js";
import"./chunk-WGA56SI7.js";import{b as se}from"./chunk-EI5MBDKH.js";import{a as I}from"./chunk-KEI3CHLS.js";
import{b as V}from"./chunk-JGPPMDP7.js";import{b as he,e as W,f as Q}from"./chunk-URSLBK57.js";import{a as $e}from"./chunk-KEK6EOVD.js";
import"./chunk-ICEQMEMO.js";import{c as ce,d as me}from"./chunk-EEGIKDNE.js";import{k as oe}from"./chunk-PNZ5KYMB.js";
import{a as P}from"./chunk-QZ4LYHPP.js";import{i as ge,t as ne}from"./chunk-22N64GVF.js";import{b as g,d as te}from"./chunk-BXL4BL7Z.js";
import{b as j}from"./chunk-DVNEBDMP.js";import{P as z,Q as B,R as ue,n as U,q as fe}from"./chunk-JZBPCCZQ.js";
import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";import{access as Me,readdir as _e,readFile as H}from"node:fs/promises";import{join as E,relative as X}from"node:path";async function Ze(e,m,n,s={}){let d=["prompt","handoff","record","log"].filter(a=>s[a]);if(d.length>1)throw new g("usage",
"give at most one of --prompt, --handoff, --record, --log");if(d.length===1&&n===void 0)throw new g("usage",`--${d[0]} n\
eeds a stage: baton show ${m} <stage> --${d[0]}`);if(s.attempt!==void 0&&n===void 0)throw new g("usage",`--attempt needs\
 a stage: baton show ${m} <stage> --attempt ${s.attempt}`);let h=s.attempt===void 0?void 0:he(s.attempt,"--attempt"),p=ce.
forProject(e.cwd);await $e(e,p);let t=await p.resolve(m),u=await p.open(t),i=await we(p,t),y=await u.list(),f=E(p.rootDir,
t),F,D=()=>(F??=Te(f),F);if(n===void 0){let a=i instanceof g?null:i;a===null?e.stdout(`run ${t}  (its ${fe} cannot be re\
ad: see below)
`):(e.stdout(`run ${t}  ${P(a.workflow)}  ${me(a)}`),a.duration_ms!==null&&e.stdout(` in ${V(a.duration_ms)}`),e.stdout(
`
started ${a.started_at}${a.replay_of?`, replay of ${a.replay_of}`:""}
`),a.reason!==void 0&&e.stdout(`failed outside its jobs: ${P(a.reason).replaceAll(`
`,`
  `)}
`)),e.stdout(`records in ${X(e.cwd,f)||f}

`);let S=[];for(let r of a?.jobs??[])S.push([r.id,`${r.result}${r.reused?" (reused)":""}`,r.stages.join(", ")]);S.length>
0&&e.stdout(se(["JOB","RESULT","STAGES"],S));let v=await be(u,a?.jobs??null),x=v.unreadable.map(r=>r.reason),T=[...new Set(
[...y.map(r=>r.stage),...v.missing.map(r=>r.stage)])].sort((r,w)=>r<w?-1:r>w?1:0);if(T.length>0){e.stdout(`
`);let r=[];for(let w of T){if(v.missing.some(b=>b.stage===w)){r.push([w,"missing","","","","(see below)"]);continue}let Y=Math.
max(...y.filter(b=>b.stage===w).map(b=>b.attempt)),J=v.unreadable.filter(b=>b.stage===w).length,M=v.records.find(b=>b.record.
stage===w&&b.record.attempt===Y);if(M===void 0){r.push([w,"unreadable","",String(Y),"","(see below)"]);continue}let A=M.
record;r.push([w,oe(A.status,A.outcome.reason),A.outcome.reason,J===0?String(A.attempt):`${A.attempt} (${J} unreadable)`,
V(A.agent.duration_ms),W(M.handoff?.summary??"",80)])}e.stdout(se(["STAGE","STATUS","OUTCOME","ATTEMPTS","AGENT","SUMMAR\
Y"],r))}let R=await Re(f,(a?.jobs??[]).map(r=>r.id),D);if(R.length>0){let r=R.length>12?`${R.slice(0,12).join(", ")}, \u2026`:
R.join(", "),w=X(e.cwd,E(f,B("<job>")));e.stdout(`
job logs: ${P(r)} (${w}; baton show ${t} <job> for a job that records no stage)
`)}for(let r of[z.report,z.summary])await ae(E(f,r))&&e.stdout(`
${r}: ${X(e.cwd,E(f,r))}
`);return i instanceof g&&e.stderr(`baton: ${te(i)}
`),x.length>0&&e.stderr(Q(t,x)),i instanceof g||x.length>0?j.failure:j.ok}let l=y.filter(a=>a.stage===n).map(a=>a.attempt);
if(l.length===0){if(i instanceof g)throw i;let a=i,S=[...new Set(y.map(o=>o.stage))],[v]=await je(u,a.jobs.filter(o=>o.stages.
includes(n)).map(o=>({...o,stages:[n]})),y);if(v!==void 0){let o=a.jobs.find(L=>L.id===v.job);throw ye(t,v,o?.result??"u\
nknown",[`replay from that stage, to run it again: baton replay ${t} --from ${n}`,`stages: ${S.join(", ")||"(none)"}`])}
let x=await Re(f,[n,...a.jobs.map(o=>o.id)],D),T=s.prompt?"prompt":s.handoff?"handoff":s.record?"record":null;if(x.includes(
n)&&T===null){let o=await H(E(f,B(n)),"utf8");return I(e,o,"log"),j.ok}let R=a.jobs.find(o=>o.id===n),r=await D(),w=R===
void 0?a.jobs.flatMap(o=>{let L=r.results.get(o.id)?.find(_=>_.leg===n);return L===void 0?[]:[{job:o,run:L}]}):[],Y=R===
void 0&&w.length===1?w[0]:void 0;if(T!==null&&x.includes(n)&&(R!==void 0||Y!==void 0)){let o=R===void 0?[]:r.results.get(
R.id)??[],L=o.length>0&&o.every(C=>C.reused===!0),_=R!==void 0?`job ${n} of run ${t} (${R.result}${L?`,${Le(a.replay_of)}`:
""})`:`leg ${n} of job ${Y.job.id} of run ${t} (${re(Y.run,a.replay_of)})`,O=r.failedSteps.get(n);throw new g("stage-unk\
nown",`${_} recorded no stage, so it has no ${T}`,{details:[...O===void 0?[]:[`its step ${O.step+1} (${W(O.name,80)}) fa\
iled before it recorded one: ${W(O.message,300)}`],`its log: baton show ${t} ${n}`,`stages: ${S.join(", ")||"(none)"}`]})}
let J=w.find(o=>ke(a.jobs,o.job.id)),M=R??J?.job,A=M===void 0||!ke(a.jobs,M.id)?[]:Je(a.jobs,M.id,r).filter(o=>J===void 0||
o.leg.startsWith(`${n}/`));if(M!==void 0&&(A.length>0||J!==void 0)){let o=J===void 0?`job ${n} of run ${t} (${M.result})`:
`leg ${n} of job ${M.id} of run ${t} (${re(J.run,a.replay_of)})`;if(A.length===0){if(s.prompt||s.handoff||s.record)throw new g(
"stage-unknown",`${o} calls a workflow; it ran none of its jobs`,{details:[`stages: ${S.join(", ")||"(none)"}`]});return e.
stdout(`${o} calls a workflow; it ran none of its jobs
`),j.ok}let L=A.filter(c=>x.includes(c.leg)),_=L.find(c=>c.result==="failure")??L[0],O=`${_===void 0?"":`a job's log: ba\
ton show ${t} ${_.leg}; `}the stages they recorded: baton show ${t}`;if(s.prompt||s.handoff||s.record)throw new g("stage\
-unknown",`${o} calls a workflow; its jobs: ${A.map(c=>`${c.leg} (${c.result})`).join(", ")}`,{details:[O,`stages: ${S.join(
", ")||"(none)"}`]});let C=Math.max(...A.map(c=>c.leg.length)),K=Math.max(...A.map(c=>c.result.length));return e.stdout(
[`${o} calls a workflow; its jobs:`,...A.map(c=>c.reason===void 0?`  ${c.leg.padEnd(C)}  ${c.result}`:`  ${c.leg.padEnd(
C)}  ${c.result.padEnd(K)}  ${W(c.reason,200)}`),O,""].join(`
`)),j.ok}let b=J===void 0&&!x.includes(n)?w[0]:void 0;if(b!==void 0){let L=(r.results.get(b.job.id)??[]).filter(c=>x.includes(
c.leg)),_=L.filter(c=>c.result==="failure").map(c=>c.leg),O=_[0]??L[0]?.leg,C=`leg ${n} of job ${b.job.id} of run ${t} (${re(
b.run,a.replay_of)}): it has no log`,K=O===void 0?[]:[`job ${b.job.id} ran as matrix legs ${L.map(c=>c.leg).join(", ")}${_.
length>0?` (failed: ${_.join(", ")})`:""}: baton show ${t} ${O} --log`];if(T!==null)throw new g("stage-unknown",C,{details:[
...K,`stages: ${S.join(", ")||"(none)"}`]});return e.stdout([C,...K,""].join(`
`)),j.ok}let xe=new Set((r.results.get(n)??[]).map(o=>o.leg)),ie=r.named.get(n),le=o=>xe.has(o)||(ie===void 0?o===n||o.startsWith(
`${n}-`):ie.includes(o)),Z=Pe(r.results.get(n)??[],x);if(R!==void 0&&!x.some(le)){let o=E(f,z.report);throw new g("stage\
-unknown",`job ${n} of run ${t} (${R.result}) recorded no stage and printed nothing: it has no job log`,{details:[...Z,...await ae(
o)?[`the report it may have written: ${X(e.cwd,o)}`]:[],`stages: ${S.join(", ")||"(none)"}`]})}let N=x.filter(o=>o!==n&&
le(o)),ee=(r.results.get(n)??[]).filter(o=>o.result==="failure").map(o=>o.leg),Ae=N.find(o=>ee.includes(o))??N[0],de=N.length===
0?[]:[`ran as matrix legs ${N.join(", ")}${ee.length>0?` (failed: ${ee.join(", ")})`:""}: baton show ${t} ${Ae} --log`,...Z];
if(N.length>0&&T===null)return e.stdout(`job ${n} of run ${t} ${de.map((o,L)=>L===0?o:`  ${o}`).join(`
`)}
`),j.ok;let Ee=N.length>0?"":ge(n,[...S,...x].filter(o=>o!==n));throw new g("stage-unknown",`run ${t} has no stage ${JSON.
stringify(n)}${Ee}`,{details:[...N.length>0?[`job ${n} ${de[0]}`,...Z]:[],`stages: ${S.join(", ")||"(none)"}`,`job logs:\
 ${x.join(", ")||"(none)"}`]})}let k=h??Math.max(...l);if(!l.includes(k))throw new g("usage",`stage ${n} has no attempt ${s.
attempt}; attempts: ${l.join(", ")}`,{where:"--attempt"});let G=u.attemptDir(n,k);if(!s.prompt&&!s.handoff&&!s.record&&!s.
log)return Oe(e,u,t,n,l,k);let $=await u.getAttempt(n,k).catch(async a=>{let S=s.log?await H(E(G,U.log),"utf8").catch(()=>null):
null;if(S===null)throw a;return S});if(typeof $=="string")return I(e,$,"log"),j.ok;if($===void 0)throw new g("stage-unkn\
own",`stage ${n} has no attempt ${k}`);if(s.prompt){if($.record.outcome.reason==="render-failed")throw new g("prompt-abs\
ent",`stage ${n} attempt ${k} has no prompt: its template could not be rendered`,{details:[...($.record.outcome.message??
"").split(`
`).map(P)]});return I(e,$.prompt),j.ok}if(s.handoff){if($.handoff===null)throw ve($.record,t);return I(e,`${JSON.stringify(
$.handoff,null,2)}
`),j.ok}if(s.record)return I(e,`${JSON.stringify($.record,null,2)}
`),j.ok;let q=await H(E(G,U.log),"utf8").catch(()=>null)??await H(E(f,B($.record.job)),"utf8").catch(()=>null);if(q===null)
throw new g("log-absent",`stage ${n} attempt ${k} has no agent log`);return I(e,q,"log"),j.ok}async function Oe(e,m,n,s,d,h){
let p=await Promise.all(d.map(l=>m.getAttempt(s,l).catch(k=>{if(!(k instanceof g))throw k;return k}))),t=p.filter(l=>l!==
void 0&&!(l instanceof g)),u=p.filter(l=>l instanceof g).map(l=>te(l)),i=p[d.indexOf(h)],y=i instanceof g||i===void 0?t.
at(-1):i;if(y===void 0)e.stdout(`stage ${s}
run ${n}  attempts ${d.join(", ")}

`);else{let l=y.record;e.stdout(`stage ${s}  job ${l.job}${l.matrix?`  matrix ${JSON.stringify(l.matrix)}`:""}
`);let k=l.parent?`  (continues run ${l.parent.run})`:"";e.stdout(`run ${n}  hop ${l.hop}${k}  attempts ${d.join(", ")}

`)}if(d.forEach((l,k)=>{let G=p[k];if(G===void 0)return;if(G instanceof g){e.stdout(`attempt ${l}: unreadable (see below\
)
`);return}let $=G.record,q=$.verify?`, verify exit ${$.verify.exit_code}`:"";e.stdout(`attempt ${l}${$.repair?" (repair \
turn)":""}: ${oe($.status,$.outcome.reason)}${$.outcome.reason==="cancelled"?"":` (${$.outcome.reason})`}, agent exit ${$.
agent.exit_code??"-"} in ${V($.agent.duration_ms)}${q}
`),$.outcome.message&&e.stdout(`  ${P($.outcome.message)}
`)}),e.stdout(`
`),i===void 0||i instanceof g)return e.stdout(`attempt ${h} cannot be read: nothing more of it to show
`),e.stderr(Q(n,u)),j.failure;let f=m.attemptDir(s,h),F=i.record;if(i.handoff?(e.stdout(`summary: ${P(i.handoff.summary)}\

`),i.handoff.next&&e.stdout(`next: ${i.handoff.next.stage}
`)):e.stdout(`no handoff
`),F.lineage.length>0&&e.stdout(`rendered from: ${F.lineage.map(l=>`${l.stage}#${l.attempt}`).join(", ")}
`),F.problems.length>0){e.stdout(`problems:
`);for(let l of F.problems)e.stdout(`  ${l.severity}: ${P(ne(l))}
`)}let D=[U.record,U.prompt,...i.handoff===null?[]:[U.handoff]];return await ae(E(f,U.log))&&D.push(U.log),e.stdout(`
files: ${X(e.cwd,f)||f}/{${D.join(",")}}
`),u.length===0?j.ok:(e.stderr(Q(n,u)),j.failure)}function ve(e,m){let n=`stage ${e.stage} attempt ${e.attempt}`,s=e.problems.
filter(d=>d.severity==="error");return e.outcome.reason==="handoff-invalid"&&s.length>0?new g("handoff-absent",`${n} wro\
te a handoff that was refused, so none was kept`,{details:[...s.slice(0,5).map(d=>P(ne(d))),...s.length>5?[`\u2026 and ${s.
length-5} more`]:[],`every problem: baton show ${m} ${e.stage} --attempt ${e.attempt} --record`]}):new g("handoff-absent",
`${n} wrote no handoff (${e.outcome.reason})`)}function re(e,m){let n=e.reason===void 0?"":`: ${W(e.reason,200)}`;return`${e.
result}${n}${e.reused?`${n===""?",":";"}${Le(m)}`:""}`}function Le(e){return` reused from ${e?`run ${e}`:"the run replay\
ed"}`}function ke(e,m){return e.some(n=>n.id.startsWith(`${m}/`))}function Je(e,m,n){let s=(t,u)=>{let i=n.results.get(t)??
[];return i.length>0?i:[{leg:t,result:u}]},h=[...(n.results.get(m)??[]).filter(t=>t.leg!==m),...e.filter(t=>t.id.startsWith(
`${m}/`)).flatMap(t=>s(t.id,t.result))],p=t=>t.split("/");return h.sort((t,u)=>{let[i,y]=[p(t.leg),p(u.leg)];for(let f=0;f<
Math.min(i.length,y.length);f++)if(i[f]!==y[f])return i[f]<y[f]?-1:1;return i.length-y.length})}function Pe(e,m){let n=new Map;
for(let s of e){if(m.includes(s.leg)||s.reason===void 0)continue;let d=`${s.result}, ${W(s.reason,200)}`;n.set(d,[...n.get(
d)??[],s.leg])}return[...n].map(([s,d])=>`${d.join(", ")}: ${s}`)}async function Te(e){let m=await H(E(e,z.events),"utf8").
catch(()=>""),n=new Map,s=new Map,d=[],h=new Map;for(let p of m.split(`
`))if(/"(run-started|job-legs|job-started|job-finished|step-finished)"/.test(p))try{let t=JSON.parse(p);if(t.type==="job\
-started"&&typeof t.leg=="string")d.push(t.leg);else if(t.type==="step-finished"&&t.outcome==="failure"&&typeof t.leg=="\
string"&&typeof t.step=="number"&&!h.has(t.leg))h.set(t.leg,{step:t.step,name:String(t.name),message:typeof t.message=="\
string"?t.message:"failed"});else if(t.type==="job-finished"&&typeof t.job=="string"){let u=n.get(t.job)??[],i=typeof t.
reason=="string"?{reason:t.reason}:{},y=t.reused===!0?{reused:!0}:{};n.set(t.job,[...u,{leg:String(t.leg),result:String(
t.result),...i,...y}]);let f=pe.safeParse(t.failed_step).data;typeof t.leg=="string"&&f!==void 0&&!h.has(t.leg)&&h.set(t.
leg,{step:f.step,name:f.name,message:f.message??"failed"})}else if(t.type==="job-legs"&&typeof t.job=="string"&&Se(t.legs))
s.set(t.job,t.legs);else if(t.type==="run-started"&&Array.isArray(t.jobs))for(let u of t.jobs)typeof u?.id=="string"&&Se(
u.legs)&&s.set(u.id,u.legs)}catch{}return{results:n,named:s,started:d,failedSteps:h}}function Se(e){return Array.isArray(
e)&&e.every(m=>typeof m=="string")}async function Re(e,m,n){let s=await _e(e).catch(()=>[]),d=[],h=new Set;for(let p of s){
let t=ue(p);t!==null?d.push(t):p.startsWith(z.jobLogPrefix)&&p.endsWith(".log")&&h.add(p)}if(h.size>0){let p=await n(),t=[
...p.results.values()].flatMap(u=>u.map(i=>i.leg));for(let u of new Set([...m,...p.started,...t]))h.delete(B(u))&&d.push(
u)}return d.sort()}async function ae(e){return Me(e).then(()=>!0,()=>!1)}export{Ze as showCommand};

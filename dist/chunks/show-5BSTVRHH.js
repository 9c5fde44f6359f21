import{b as M}from"./chunk-YLSESZBT.js";import{b as C}from"./chunk-NW6L4D46.js";import{b as K,e as $,f as F}from"./chunk-GQDU5NTX.js";import{i as X,j as z}from"./chunk-ZUJDYBZV.js";import{b as B,c as H,l as U}from"./chunk-N6M4AZXY.js";import{b as J}from"./chunk-BK26TTIZ.js";import{b as j}from"./chunk-D5MYTITA.js";import"./chunk-6SJOZEQN.js";import{d as q}from"./chunk-JPMM52AH.js";import{G as v,H as I,I as W,f as S}from"./chunk-YPJ55NFR.js";import{b as l,d as G}from"./chunk-DJ5VRM7F.js";import"./chunk-JKBXI3MV.js";import{access as nt,readdir as et,readFile as N}from"node:fs/promises";import{join as h,relative as L}from"node:path";async function bt(t,i,n,a={}){let u=["prompt","handoff","record","log"].filter(e=>a[e]);if(u.length>1)throw new l("usage","give at most one of --prompt, --handoff, --record, --log");if(u.length===1&&n===void 0)throw new l("usage",`--${u[0]} needs a stage: baton show ${i} <stage> --${u[0]}`);if(a.attempt!==void 0&&n===void 0)throw new l("usage",`--attempt needs a stage: baton show ${i} <stage> --attempt ${a.attempt}`);let k=a.attempt===void 0?void 0:K(a.attempt,"--attempt"),R=X.forProject(t.cwd),f=await R.resolve(i),E=await R.open(f),c=await R.readSummary(f),P=await E.list(),m=h(R.rootDir,f);if(n===void 0){t.stdout(`run ${f}  ${$(c.workflow)}  ${z(c)}`),c.duration_ms!==null&&t.stdout(` in ${C(c.duration_ms)}`),t.stdout(`
started ${c.started_at}${c.replay_of?`, replay of ${c.replay_of}`:""}
`),t.stdout(`records in ${L(t.cwd,m)||m}

`);let e=[];for(let o of c.jobs)e.push([o.id,o.result,o.stages.join(", ")]);e.length>0&&t.stdout(M(["JOB","RESULT","STAGES"],e));let p=[...new Set(P.map(o=>o.stage))],s=[];if(p.length>0){t.stdout(`
`);let o=[];for(let b of p){let T;try{T=await E.get(b)}catch(r){if(!(r instanceof l))throw r;s.push(G(r)),o.push([b,"unreadable","","","","(see below)"]);continue}if(!T)continue;let y=T.record;o.push([b,U(y.status,y.outcome.reason),y.outcome.reason,String(y.attempt),C(y.agent.duration_ms),F(T.handoff?.summary??"",80)])}t.stdout(M(["STAGE","STATUS","OUTCOME","ATTEMPTS","AGENT","SUMMARY"],o))}let w=await Q(m);if(w.length>0){let o=w.length>12?`${w.slice(0,12).join(", ")}, \u2026`:w.join(", "),b=L(t.cwd,h(m,`${v.jobLogPrefix}<job>.log`));t.stdout(`
job logs: ${$(o)} (${b}; baton show ${f} <job> for a job that records no stage)
`)}for(let o of[v.report,v.summary])await D(h(m,o))&&t.stdout(`
${o}: ${L(t.cwd,h(m,o))}
`);return s.length===0?j.ok:(t.stderr(`baton: ${s.length===1?"a record":`${s.length} records`} of run ${f} cannot be read:
${s.map(o=>`  ${F(o,400)}
`).join("")}`),j.failure)}let x=P.filter(e=>e.stage===n).map(e=>e.attempt);if(x.length===0){let e=await Q(m);if(e.includes(n)&&!a.prompt&&!a.handoff&&!a.record){let r=await N(h(m,I(n)),"utf8");return t.stdout(V(t,r)),j.ok}let p=[...new Set(P.map(r=>r.stage))],s=c.jobs.find(r=>r.id===n),w=c.jobs.filter(r=>r.id.startsWith(`${n}/`));if(s!==void 0&&w.length>0){let r=w.map(_=>_.id);throw new l("stage-unknown",`job ${n} of run ${f} (${s.result}) calls a workflow; its jobs: ${r.map(_=>`${_} (${c.jobs.find(tt=>tt.id===_)?.result})`).join(", ")}`,{details:[`a job's log: baton show ${f} ${r[0]}; the stages they recorded: baton show ${f}`,`stages: ${p.join(", ")||"(none)"}`]})}if(s!==void 0&&!e.some(r=>r===n||r.startsWith(`${n}-`))){let r=h(m,v.report);throw new l("stage-unknown",`job ${n} of run ${f} (${s.result}) recorded no stage and printed nothing: it has no job log`,{details:[...await D(r)?[`the report it may have written: ${L(t.cwd,r)}`]:[],`stages: ${p.join(", ")||"(none)"}`]})}let o=e.filter(r=>r.startsWith(`${n}-`)),b=o.length>0?await rt(m,n):[],T=o.find(r=>b.includes(r))??o[0],y=o.length>0?"":q(n,[...p,...e]);throw new l("stage-unknown",`run ${f} has no stage ${JSON.stringify(n)}${y}`,{details:[...o.length>0?[`job ${n} ran as matrix legs ${o.join(", ")}${b.length>0?` (failed: ${b.join(", ")})`:""}: baton show ${f} ${T} --log`]:[],`stages: ${p.join(", ")||"(none)"}`,`job logs: ${e.join(", ")||"(none)"}`]})}let O=k??Math.max(...x);if(!x.includes(O))throw new l("usage",`stage ${n} has no attempt ${a.attempt}; attempts: ${x.join(", ")}`,{where:"--attempt"});let d=await E.getAttempt(n,O),A=E.attemptDir(n,O);if(a.prompt){if(d.record.outcome.reason==="render-failed")throw new l("prompt-absent",`stage ${n} attempt ${O} has no prompt: its template could not be rendered`,{details:[...(d.record.outcome.message??"").split(`
`).map($)]});return t.stdout(st(t,d.prompt)),j.ok}if(a.handoff){if(d.handoff===null)throw ot(d.record,f);return t.stdout(`${JSON.stringify(d.handoff,null,2)}
`),j.ok}if(a.record)return t.stdout(`${JSON.stringify(d.record,null,2)}
`),j.ok;if(a.log){let e=await N(h(A,S.log),"utf8").catch(()=>null)??await N(h(m,I(d.record.job)),"utf8").catch(()=>null);if(e===null)throw new l("log-absent",`stage ${n} attempt ${O} has no agent log`);return t.stdout(V(t,e)),j.ok}let g=d.record;t.stdout(`stage ${n}  job ${g.job}${g.matrix?`  matrix ${JSON.stringify(g.matrix)}`:""}
`);let Z=g.parent?`  (continues run ${g.parent.run})`:"";t.stdout(`run ${f}  hop ${g.hop}${Z}  attempts ${x.join(", ")}

`);for(let e of x){let p=e===O?d:await E.getAttempt(n,e);if(!p)continue;let s=p.record,w=s.verify?`, verify exit ${s.verify.exit_code}`:"";t.stdout(`attempt ${e}${s.repair?" (repair turn)":""}: ${U(s.status,s.outcome.reason)}${s.outcome.reason==="cancelled"?"":` (${s.outcome.reason})`}, agent exit ${s.agent.exit_code??"-"} in ${C(s.agent.duration_ms)}${w}
`),s.outcome.message&&t.stdout(`  ${$(s.outcome.message)}
`)}if(t.stdout(`
`),d.handoff?(t.stdout(`summary: ${$(d.handoff.summary)}
`),d.handoff.next&&t.stdout(`next: ${d.handoff.next.stage}
`)):t.stdout(`no handoff
`),g.lineage.length>0&&t.stdout(`rendered from: ${g.lineage.map(e=>`${e.stage}#${e.attempt}`).join(", ")}
`),g.problems.length>0){t.stdout(`problems:
`);for(let e of g.problems)t.stdout(`  ${e.severity}: ${$(J(e))}
`)}let Y=[S.record,S.prompt,S.handoff];return await D(h(A,S.log))&&Y.push(S.log),t.stdout(`
files: ${L(t.cwd,A)||A}/{${Y.join(",")}}
`),j.ok}function ot(t,i){let n=`stage ${t.stage} attempt ${t.attempt}`,a=t.problems.filter(u=>u.severity==="error");return t.outcome.reason==="handoff-invalid"&&a.length>0?new l("handoff-absent",`${n} wrote a handoff that was refused, so none was kept`,{details:[...a.slice(0,5).map(u=>$(J(u))),...a.length>5?[`\u2026 and ${a.length-5} more`]:[],`every problem: baton show ${i} ${t.stage} --attempt ${t.attempt} --record`]}):new l("handoff-absent",`${n} wrote no handoff (${t.outcome.reason})`)}async function rt(t,i){let n=await N(h(t,v.events),"utf8").catch(()=>""),a=[];for(let u of n.split(`
`))if(u.includes('"job-finished"'))try{let k=JSON.parse(u);k.type==="job-finished"&&k.job===i&&k.result==="failure"&&a.push(String(k.leg))}catch{}return a}async function Q(t){return(await et(t).catch(()=>[])).map(W).filter(n=>n!==null).sort()}async function D(t){return nt(t).then(()=>!0,()=>!1)}function st(t,i){return t.isTTY?$(i.replaceAll(`\r
`,`
`)):i}function V(t,i){if(!t.isTTY)return i;let n=H(i.replaceAll(`\r
`,`
`)).split(`
`).map(B);return $(n.join(`
`))}export{bt as showCommand};

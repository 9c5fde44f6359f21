import{b as U}from"./chunk-QDXX5JS6.js";import{b as P}from"./chunk-74JSJSXI.js";import{d as h,e as J}from"./chunk-OAXNGXGI.js";import{i as q,j as B}from"./chunk-A7MCZ2BZ.js";import{b as F,c as G}from"./chunk-EPYEQPAH.js";import{m as I}from"./chunk-G25RIO4G.js";import{d as Y,m as C}from"./chunk-TUYOUJQA.js";import{b as u,d as W}from"./chunk-DJ5VRM7F.js";import{b as j}from"./chunk-D5MYTITA.js";import{G as p,f as S}from"./chunk-TS3PEUOJ.js";import"./chunk-JKBXI3MV.js";import{access as K,readdir as Q,readFile as _}from"node:fs/promises";import{join as $,relative as E}from"node:path";async function pt(t,i,e,o={}){let l=["prompt","handoff","record","log"].filter(n=>o[n]);if(l.length>1)throw new u("usage","give at most one of --prompt, --handoff, --record, --log");if(l.length===1&&e===void 0)throw new u("usage",`--${l[0]} needs a stage: baton show ${i} <stage> --${l[0]}`);if(o.attempt!==void 0&&e===void 0)throw new u("usage",`--attempt needs a stage: baton show ${i} <stage> --attempt ${o.attempt}`);let x=o.attempt===void 0?void 0:V(o.attempt),R=q.forProject(t.cwd),m=await R.resolve(i),L=await R.open(m),w=await R.readSummary(m),v=await L.list(),c=$(R.rootDir,m);if(e===void 0){t.stdout(`run ${m}  ${h(w.workflow)}  ${B(w)}`),w.duration_ms!==null&&t.stdout(` in ${P(w.duration_ms)}`),t.stdout(`
started ${w.started_at}${w.replay_of?`, replay of ${w.replay_of}`:""}
`),t.stdout(`records in ${E(t.cwd,c)||c}

`);let n=[];for(let r of w.jobs)n.push([r.id,r.result,r.stages.join(", ")]);n.length>0&&t.stdout(U(["JOB","RESULT","STAGES"],n));let b=[...new Set(v.map(r=>r.stage))],a=[];if(b.length>0){t.stdout(`
`);let r=[];for(let y of b){let k;try{k=await L.get(y)}catch(N){if(!(N instanceof u))throw N;a.push(W(N)),r.push([y,"unreadable","","","","(see below)"]);continue}if(!k)continue;let s=k.record;r.push([y,I(s.status,s.outcome.reason),s.outcome.reason,String(s.attempt),P(s.agent.duration_ms),J(k.handoff?.summary??"",80)])}t.stdout(U(["STAGE","STATUS","OUTCOME","ATTEMPTS","AGENT","SUMMARY"],r))}let d=await H(c);if(d.length>0){let r=d.length>12?`${d.slice(0,12).join(", ")}, \u2026`:d.join(", "),y=E(t.cwd,$(c,`${p.jobLogPrefix}<job>.log`));t.stdout(`
job logs: ${h(r)} (${y}; baton show ${m} <job> for a job that records no stage)
`)}for(let r of[p.report,p.summary])await M($(c,r))&&t.stdout(`
${r}: ${E(t.cwd,$(c,r))}
`);return a.length===0?j.ok:(t.stderr(`baton: ${a.length===1?"a record":`${a.length} records`} of run ${m} cannot be read:
${a.map(r=>`  ${J(r,400)}
`).join("")}`),j.failure)}let O=v.filter(n=>n.stage===e).map(n=>n.attempt);if(O.length===0){let n=await H(c);if(n.includes(e)&&!o.prompt&&!o.handoff&&!o.record){let s=await _($(c,`${p.jobLogPrefix}${e}.log`),"utf8");return t.stdout(X(t,s)),j.ok}let b=[...new Set(v.map(s=>s.stage))],a=w.jobs.find(s=>s.id===e);if(a!==void 0&&!n.some(s=>s===e||s.startsWith(`${e}-`))){let s=$(c,p.report);throw new u("stage-unknown",`job ${e} of run ${m} (${a.result}) recorded no stage and printed nothing: it has no job log`,{details:[...await M(s)?[`the report it may have written: ${E(t.cwd,s)}`]:[],`stages: ${b.join(", ")||"(none)"}`]})}let d=n.filter(s=>s.startsWith(`${e}-`)),r=d.length>0?await tt(c,e):[],y=d.find(s=>r.includes(s))??d[0],k=d.length>0?"":Y(e,[...b,...n]);throw new u("stage-unknown",`run ${m} has no stage ${JSON.stringify(e)}${k}`,{details:[...d.length>0?[`job ${e} ran as matrix legs ${d.join(", ")}${r.length>0?` (failed: ${r.join(", ")})`:""}: baton show ${m} ${y} --log`]:[],`stages: ${b.join(", ")||"(none)"}`,`job logs: ${n.join(", ")||"(none)"}`]})}let T=x??Math.max(...O);if(!O.includes(T))throw new u("usage",`stage ${e} has no attempt ${o.attempt}; attempts: ${O.join(", ")}`,{where:"--attempt"});let f=await L.getAttempt(e,T),A=L.attemptDir(e,T);if(o.prompt){if(f.record.outcome.reason==="render-failed")throw new u("prompt-absent",`stage ${e} attempt ${T} has no prompt: its template could not be rendered`,{details:[...(f.record.outcome.message??"").split(`
`).map(h)]});return t.stdout(et(t,f.prompt)),j.ok}if(o.handoff){if(f.handoff===null)throw Z(f.record,m);return t.stdout(`${JSON.stringify(f.handoff,null,2)}
`),j.ok}if(o.record)return t.stdout(`${JSON.stringify(f.record,null,2)}
`),j.ok;if(o.log){let n=await _($(A,S.log),"utf8").catch(()=>null)??await _($(c,`${p.jobLogPrefix}${f.record.job}.log`),"utf8").catch(()=>null);if(n===null)throw new u("log-absent",`stage ${e} attempt ${T} has no agent log`);return t.stdout(X(t,n)),j.ok}let g=f.record;t.stdout(`stage ${e}  job ${g.job}${g.matrix?`  matrix ${JSON.stringify(g.matrix)}`:""}
`);let z=g.parent?`  (continues run ${g.parent.run})`:"";t.stdout(`run ${m}  hop ${g.hop}${z}  attempts ${O.join(", ")}

`);for(let n of O){let b=n===T?f:await L.getAttempt(e,n);if(!b)continue;let a=b.record,d=a.verify?`, verify exit ${a.verify.exit_code}`:"";t.stdout(`attempt ${n}${a.repair?" (repair turn)":""}: ${I(a.status,a.outcome.reason)}${a.outcome.reason==="cancelled"?"":` (${a.outcome.reason})`}, agent exit ${a.agent.exit_code??"-"} in ${P(a.agent.duration_ms)}${d}
`),a.outcome.message&&t.stdout(`  ${h(a.outcome.message)}
`)}if(t.stdout(`
`),f.handoff?(t.stdout(`summary: ${h(f.handoff.summary)}
`),f.handoff.next&&t.stdout(`next: ${f.handoff.next.stage}
`)):t.stdout(`no handoff
`),g.lineage.length>0&&t.stdout(`rendered from: ${g.lineage.map(n=>`${n.stage}#${n.attempt}`).join(", ")}
`),g.problems.length>0){t.stdout(`problems:
`);for(let n of g.problems)t.stdout(`  ${n.severity}: ${h(C(n))}
`)}let D=[S.record,S.prompt,S.handoff];return await M($(A,S.log))&&D.push(S.log),t.stdout(`
files: ${E(t.cwd,A)||A}/{${D.join(",")}}
`),j.ok}function V(t){if(!/^\d{1,9}$/.test(t)||Number(t)<1)throw new u("usage",`${JSON.stringify(t)} is not a whole number from 1`,{where:"--attempt"});return Number(t)}function Z(t,i){let e=`stage ${t.stage} attempt ${t.attempt}`,o=t.problems.filter(l=>l.severity==="error");return t.outcome.reason==="handoff-invalid"&&o.length>0?new u("handoff-absent",`${e} wrote a handoff that was refused, so none was kept`,{details:[...o.slice(0,5).map(l=>h(C(l))),...o.length>5?[`\u2026 and ${o.length-5} more`]:[],`every problem: baton show ${i} ${t.stage} --attempt ${t.attempt} --record`]}):new u("handoff-absent",`${e} wrote no handoff (${t.outcome.reason})`)}async function tt(t,i){let e=await _($(t,p.events),"utf8").catch(()=>""),o=[];for(let l of e.split(`
`))if(l.includes('"job-finished"'))try{let x=JSON.parse(l);x.type==="job-finished"&&x.job===i&&x.result==="failure"&&o.push(String(x.leg))}catch{}return o}async function H(t){return(await Q(t).catch(()=>[])).filter(e=>e.startsWith(p.jobLogPrefix)&&e.endsWith(".log")).map(e=>e.slice(p.jobLogPrefix.length,-4)).sort()}async function M(t){return K(t).then(()=>!0,()=>!1)}function et(t,i){return t.isTTY?h(i.replaceAll(`\r
`,`
`)):i}function X(t,i){if(!t.isTTY)return i;let e=G(i.replaceAll(`\r
`,`
`)).split(`
`).map(F);return h(e.join(`
`))}export{pt as showCommand};

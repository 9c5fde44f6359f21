import{b as J}from"./chunk-NUHV2IGH.js";import{b as A}from"./chunk-J73P5UBD.js";import{b as H,e as h,f as U}from"./chunk-4XILF4YT.js";import{i as q,j as B}from"./chunk-OSMLC7GV.js";import{b as Y,c as G}from"./chunk-EPYEQPAH.js";import{m as I}from"./chunk-2YHLAWGU.js";import{d as W,m as N}from"./chunk-3AXIXARS.js";import{b as l,d as F}from"./chunk-DJ5VRM7F.js";import{b as j}from"./chunk-D5MYTITA.js";import{G as p,f as S}from"./chunk-32XS2G56.js";import"./chunk-JKBXI3MV.js";import{access as Q,readdir as V,readFile as P}from"node:fs/promises";import{join as $,relative as v}from"node:path";async function pt(t,i,e,o={}){let u=["prompt","handoff","record","log"].filter(n=>o[n]);if(u.length>1)throw new l("usage","give at most one of --prompt, --handoff, --record, --log");if(u.length===1&&e===void 0)throw new l("usage",`--${u[0]} needs a stage: baton show ${i} <stage> --${u[0]}`);if(o.attempt!==void 0&&e===void 0)throw new l("usage",`--attempt needs a stage: baton show ${i} <stage> --attempt ${o.attempt}`);let x=o.attempt===void 0?void 0:H(o.attempt,"--attempt"),E=q.forProject(t.cwd),m=await E.resolve(i),L=await E.open(m),w=await E.readSummary(m),_=await L.list(),c=$(E.rootDir,m);if(e===void 0){t.stdout(`run ${m}  ${h(w.workflow)}  ${B(w)}`),w.duration_ms!==null&&t.stdout(` in ${A(w.duration_ms)}`),t.stdout(`
started ${w.started_at}${w.replay_of?`, replay of ${w.replay_of}`:""}
`),t.stdout(`records in ${v(t.cwd,c)||c}

`);let n=[];for(let r of w.jobs)n.push([r.id,r.result,r.stages.join(", ")]);n.length>0&&t.stdout(J(["JOB","RESULT","STAGES"],n));let b=[...new Set(_.map(r=>r.stage))],a=[];if(b.length>0){t.stdout(`
`);let r=[];for(let y of b){let O;try{O=await L.get(y)}catch(C){if(!(C instanceof l))throw C;a.push(F(C)),r.push([y,"unreadable","","","","(see below)"]);continue}if(!O)continue;let s=O.record;r.push([y,I(s.status,s.outcome.reason),s.outcome.reason,String(s.attempt),A(s.agent.duration_ms),U(O.handoff?.summary??"",80)])}t.stdout(J(["STAGE","STATUS","OUTCOME","ATTEMPTS","AGENT","SUMMARY"],r))}let d=await X(c);if(d.length>0){let r=d.length>12?`${d.slice(0,12).join(", ")}, \u2026`:d.join(", "),y=v(t.cwd,$(c,`${p.jobLogPrefix}<job>.log`));t.stdout(`
job logs: ${h(r)} (${y}; baton show ${m} <job> for a job that records no stage)
`)}for(let r of[p.report,p.summary])await M($(c,r))&&t.stdout(`
${r}: ${v(t.cwd,$(c,r))}
`);return a.length===0?j.ok:(t.stderr(`baton: ${a.length===1?"a record":`${a.length} records`} of run ${m} cannot be read:
${a.map(r=>`  ${U(r,400)}
`).join("")}`),j.failure)}let T=_.filter(n=>n.stage===e).map(n=>n.attempt);if(T.length===0){let n=await X(c);if(n.includes(e)&&!o.prompt&&!o.handoff&&!o.record){let s=await P($(c,`${p.jobLogPrefix}${e}.log`),"utf8");return t.stdout(z(t,s)),j.ok}let b=[...new Set(_.map(s=>s.stage))],a=w.jobs.find(s=>s.id===e);if(a!==void 0&&!n.some(s=>s===e||s.startsWith(`${e}-`))){let s=$(c,p.report);throw new l("stage-unknown",`job ${e} of run ${m} (${a.result}) recorded no stage and printed nothing: it has no job log`,{details:[...await M(s)?[`the report it may have written: ${v(t.cwd,s)}`]:[],`stages: ${b.join(", ")||"(none)"}`]})}let d=n.filter(s=>s.startsWith(`${e}-`)),r=d.length>0?await tt(c,e):[],y=d.find(s=>r.includes(s))??d[0],O=d.length>0?"":W(e,[...b,...n]);throw new l("stage-unknown",`run ${m} has no stage ${JSON.stringify(e)}${O}`,{details:[...d.length>0?[`job ${e} ran as matrix legs ${d.join(", ")}${r.length>0?` (failed: ${r.join(", ")})`:""}: baton show ${m} ${y} --log`]:[],`stages: ${b.join(", ")||"(none)"}`,`job logs: ${n.join(", ")||"(none)"}`]})}let k=x??Math.max(...T);if(!T.includes(k))throw new l("usage",`stage ${e} has no attempt ${o.attempt}; attempts: ${T.join(", ")}`,{where:"--attempt"});let f=await L.getAttempt(e,k),R=L.attemptDir(e,k);if(o.prompt){if(f.record.outcome.reason==="render-failed")throw new l("prompt-absent",`stage ${e} attempt ${k} has no prompt: its template could not be rendered`,{details:[...(f.record.outcome.message??"").split(`
`).map(h)]});return t.stdout(et(t,f.prompt)),j.ok}if(o.handoff){if(f.handoff===null)throw Z(f.record,m);return t.stdout(`${JSON.stringify(f.handoff,null,2)}
`),j.ok}if(o.record)return t.stdout(`${JSON.stringify(f.record,null,2)}
`),j.ok;if(o.log){let n=await P($(R,S.log),"utf8").catch(()=>null)??await P($(c,`${p.jobLogPrefix}${f.record.job}.log`),"utf8").catch(()=>null);if(n===null)throw new l("log-absent",`stage ${e} attempt ${k} has no agent log`);return t.stdout(z(t,n)),j.ok}let g=f.record;t.stdout(`stage ${e}  job ${g.job}${g.matrix?`  matrix ${JSON.stringify(g.matrix)}`:""}
`);let K=g.parent?`  (continues run ${g.parent.run})`:"";t.stdout(`run ${m}  hop ${g.hop}${K}  attempts ${T.join(", ")}

`);for(let n of T){let b=n===k?f:await L.getAttempt(e,n);if(!b)continue;let a=b.record,d=a.verify?`, verify exit ${a.verify.exit_code}`:"";t.stdout(`attempt ${n}${a.repair?" (repair turn)":""}: ${I(a.status,a.outcome.reason)}${a.outcome.reason==="cancelled"?"":` (${a.outcome.reason})`}, agent exit ${a.agent.exit_code??"-"} in ${A(a.agent.duration_ms)}${d}
`),a.outcome.message&&t.stdout(`  ${h(a.outcome.message)}
`)}if(t.stdout(`
`),f.handoff?(t.stdout(`summary: ${h(f.handoff.summary)}
`),f.handoff.next&&t.stdout(`next: ${f.handoff.next.stage}
`)):t.stdout(`no handoff
`),g.lineage.length>0&&t.stdout(`rendered from: ${g.lineage.map(n=>`${n.stage}#${n.attempt}`).join(", ")}
`),g.problems.length>0){t.stdout(`problems:
`);for(let n of g.problems)t.stdout(`  ${n.severity}: ${h(N(n))}
`)}let D=[S.record,S.prompt,S.handoff];return await M($(R,S.log))&&D.push(S.log),t.stdout(`
files: ${v(t.cwd,R)||R}/{${D.join(",")}}
`),j.ok}function Z(t,i){let e=`stage ${t.stage} attempt ${t.attempt}`,o=t.problems.filter(u=>u.severity==="error");return t.outcome.reason==="handoff-invalid"&&o.length>0?new l("handoff-absent",`${e} wrote a handoff that was refused, so none was kept`,{details:[...o.slice(0,5).map(u=>h(N(u))),...o.length>5?[`\u2026 and ${o.length-5} more`]:[],`every problem: baton show ${i} ${t.stage} --attempt ${t.attempt} --record`]}):new l("handoff-absent",`${e} wrote no handoff (${t.outcome.reason})`)}async function tt(t,i){let e=await P($(t,p.events),"utf8").catch(()=>""),o=[];for(let u of e.split(`
`))if(u.includes('"job-finished"'))try{let x=JSON.parse(u);x.type==="job-finished"&&x.job===i&&x.result==="failure"&&o.push(String(x.leg))}catch{}return o}async function X(t){return(await V(t).catch(()=>[])).filter(e=>e.startsWith(p.jobLogPrefix)&&e.endsWith(".log")).map(e=>e.slice(p.jobLogPrefix.length,-4)).sort()}async function M(t){return Q(t).then(()=>!0,()=>!1)}function et(t,i){return t.isTTY?h(i.replaceAll(`\r
`,`
`)):i}function z(t,i){if(!t.isTTY)return i;let e=G(i.replaceAll(`\r
`,`
`)).split(`
`).map(Y);return h(e.join(`
`))}export{pt as showCommand};

import{b as F}from"./chunk-AAS5G4BU.js";import{b as A}from"./chunk-YKI3W7RJ.js";import{b as z,e as p,f as U}from"./chunk-KYPXOD5Q.js";import{i as H,j as X}from"./chunk-K4P2ILMH.js";import{b as q,c as B}from"./chunk-EPYEQPAH.js";import{i as J}from"./chunk-FYPVC2VP.js";import{b as I}from"./chunk-BK26TTIZ.js";import{b}from"./chunk-D5MYTITA.js";import"./chunk-6SJOZEQN.js";import{d as W}from"./chunk-JPMM52AH.js";import{G as k,H as P,I as G,f as y}from"./chunk-YPJ55NFR.js";import{b as l,d as Y}from"./chunk-DJ5VRM7F.js";import"./chunk-JKBXI3MV.js";import{access as Z,readdir as tt,readFile as _}from"node:fs/promises";import{join as h,relative as E}from"node:path";async function $t(t,i,e,o={}){let u=["prompt","handoff","record","log"].filter(n=>o[n]);if(u.length>1)throw new l("usage","give at most one of --prompt, --handoff, --record, --log");if(u.length===1&&e===void 0)throw new l("usage",`--${u[0]} needs a stage: baton show ${i} <stage> --${u[0]}`);if(o.attempt!==void 0&&e===void 0)throw new l("usage",`--attempt needs a stage: baton show ${i} <stage> --attempt ${o.attempt}`);let S=o.attempt===void 0?void 0:z(o.attempt,"--attempt"),L=H.forProject(t.cwd),m=await L.resolve(i),v=await L.open(m),$=await L.readSummary(m),C=await v.list(),c=h(L.rootDir,m);if(e===void 0){t.stdout(`run ${m}  ${p($.workflow)}  ${X($)}`),$.duration_ms!==null&&t.stdout(` in ${A($.duration_ms)}`),t.stdout(`
started ${$.started_at}${$.replay_of?`, replay of ${$.replay_of}`:""}
`),t.stdout(`records in ${E(t.cwd,c)||c}

`);let n=[];for(let r of $.jobs)n.push([r.id,r.result,r.stages.join(", ")]);n.length>0&&t.stdout(F(["JOB","RESULT","STAGES"],n));let w=[...new Set(C.map(r=>r.stage))],a=[];if(w.length>0){t.stdout(`
`);let r=[];for(let j of w){let T;try{T=await v.get(j)}catch(N){if(!(N instanceof l))throw N;a.push(Y(N)),r.push([j,"unreadable","","","","(see below)"]);continue}if(!T)continue;let s=T.record;r.push([j,J(s.status,s.outcome.reason),s.outcome.reason,String(s.attempt),A(s.agent.duration_ms),U(T.handoff?.summary??"",80)])}t.stdout(F(["STAGE","STATUS","OUTCOME","ATTEMPTS","AGENT","SUMMARY"],r))}let d=await K(c);if(d.length>0){let r=d.length>12?`${d.slice(0,12).join(", ")}, \u2026`:d.join(", "),j=E(t.cwd,h(c,`${k.jobLogPrefix}<job>.log`));t.stdout(`
job logs: ${p(r)} (${j}; baton show ${m} <job> for a job that records no stage)
`)}for(let r of[k.report,k.summary])await M(h(c,r))&&t.stdout(`
${r}: ${E(t.cwd,h(c,r))}
`);return a.length===0?b.ok:(t.stderr(`baton: ${a.length===1?"a record":`${a.length} records`} of run ${m} cannot be read:
${a.map(r=>`  ${U(r,400)}
`).join("")}`),b.failure)}let x=C.filter(n=>n.stage===e).map(n=>n.attempt);if(x.length===0){let n=await K(c);if(n.includes(e)&&!o.prompt&&!o.handoff&&!o.record){let s=await _(h(c,P(e)),"utf8");return t.stdout(Q(t,s)),b.ok}let w=[...new Set(C.map(s=>s.stage))],a=$.jobs.find(s=>s.id===e);if(a!==void 0&&!n.some(s=>s===e||s.startsWith(`${e}-`))){let s=h(c,k.report);throw new l("stage-unknown",`job ${e} of run ${m} (${a.result}) recorded no stage and printed nothing: it has no job log`,{details:[...await M(s)?[`the report it may have written: ${E(t.cwd,s)}`]:[],`stages: ${w.join(", ")||"(none)"}`]})}let d=n.filter(s=>s.startsWith(`${e}-`)),r=d.length>0?await nt(c,e):[],j=d.find(s=>r.includes(s))??d[0],T=d.length>0?"":W(e,[...w,...n]);throw new l("stage-unknown",`run ${m} has no stage ${JSON.stringify(e)}${T}`,{details:[...d.length>0?[`job ${e} ran as matrix legs ${d.join(", ")}${r.length>0?` (failed: ${r.join(", ")})`:""}: baton show ${m} ${j} --log`]:[],`stages: ${w.join(", ")||"(none)"}`,`job logs: ${n.join(", ")||"(none)"}`]})}let O=S??Math.max(...x);if(!x.includes(O))throw new l("usage",`stage ${e} has no attempt ${o.attempt}; attempts: ${x.join(", ")}`,{where:"--attempt"});let f=await v.getAttempt(e,O),R=v.attemptDir(e,O);if(o.prompt){if(f.record.outcome.reason==="render-failed")throw new l("prompt-absent",`stage ${e} attempt ${O} has no prompt: its template could not be rendered`,{details:[...(f.record.outcome.message??"").split(`
`).map(p)]});return t.stdout(ot(t,f.prompt)),b.ok}if(o.handoff){if(f.handoff===null)throw et(f.record,m);return t.stdout(`${JSON.stringify(f.handoff,null,2)}
`),b.ok}if(o.record)return t.stdout(`${JSON.stringify(f.record,null,2)}
`),b.ok;if(o.log){let n=await _(h(R,y.log),"utf8").catch(()=>null)??await _(h(c,P(f.record.job)),"utf8").catch(()=>null);if(n===null)throw new l("log-absent",`stage ${e} attempt ${O} has no agent log`);return t.stdout(Q(t,n)),b.ok}let g=f.record;t.stdout(`stage ${e}  job ${g.job}${g.matrix?`  matrix ${JSON.stringify(g.matrix)}`:""}
`);let V=g.parent?`  (continues run ${g.parent.run})`:"";t.stdout(`run ${m}  hop ${g.hop}${V}  attempts ${x.join(", ")}

`);for(let n of x){let w=n===O?f:await v.getAttempt(e,n);if(!w)continue;let a=w.record,d=a.verify?`, verify exit ${a.verify.exit_code}`:"";t.stdout(`attempt ${n}${a.repair?" (repair turn)":""}: ${J(a.status,a.outcome.reason)}${a.outcome.reason==="cancelled"?"":` (${a.outcome.reason})`}, agent exit ${a.agent.exit_code??"-"} in ${A(a.agent.duration_ms)}${d}
`),a.outcome.message&&t.stdout(`  ${p(a.outcome.message)}
`)}if(t.stdout(`
`),f.handoff?(t.stdout(`summary: ${p(f.handoff.summary)}
`),f.handoff.next&&t.stdout(`next: ${f.handoff.next.stage}
`)):t.stdout(`no handoff
`),g.lineage.length>0&&t.stdout(`rendered from: ${g.lineage.map(n=>`${n.stage}#${n.attempt}`).join(", ")}
`),g.problems.length>0){t.stdout(`problems:
`);for(let n of g.problems)t.stdout(`  ${n.severity}: ${p(I(n))}
`)}let D=[y.record,y.prompt,y.handoff];return await M(h(R,y.log))&&D.push(y.log),t.stdout(`
files: ${E(t.cwd,R)||R}/{${D.join(",")}}
`),b.ok}function et(t,i){let e=`stage ${t.stage} attempt ${t.attempt}`,o=t.problems.filter(u=>u.severity==="error");return t.outcome.reason==="handoff-invalid"&&o.length>0?new l("handoff-absent",`${e} wrote a handoff that was refused, so none was kept`,{details:[...o.slice(0,5).map(u=>p(I(u))),...o.length>5?[`\u2026 and ${o.length-5} more`]:[],`every problem: baton show ${i} ${t.stage} --attempt ${t.attempt} --record`]}):new l("handoff-absent",`${e} wrote no handoff (${t.outcome.reason})`)}async function nt(t,i){let e=await _(h(t,k.events),"utf8").catch(()=>""),o=[];for(let u of e.split(`
`))if(u.includes('"job-finished"'))try{let S=JSON.parse(u);S.type==="job-finished"&&S.job===i&&S.result==="failure"&&o.push(String(S.leg))}catch{}return o}async function K(t){return(await tt(t).catch(()=>[])).map(G).filter(e=>e!==null).sort()}async function M(t){return Z(t).then(()=>!0,()=>!1)}function ot(t,i){return t.isTTY?p(i.replaceAll(`\r
`,`
`)):i}function Q(t,i){if(!t.isTTY)return i;let e=B(i.replaceAll(`\r
`,`
`)).split(`
`).map(q);return p(e.join(`
`))}export{$t as showCommand};

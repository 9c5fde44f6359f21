import{b as J}from"./chunk-QDXX5JS6.js";import{b as A}from"./chunk-74JSJSXI.js";import{d as g,e as I}from"./chunk-OAXNGXGI.js";import{i as W,j as q}from"./chunk-A7MCZ2BZ.js";import{b as F,c as G}from"./chunk-EPYEQPAH.js";import{m as C}from"./chunk-G25RIO4G.js";import{d as Y,m as v}from"./chunk-TUYOUJQA.js";import{b as d,d as D}from"./chunk-DJ5VRM7F.js";import{b as h}from"./chunk-D5MYTITA.js";import{G as b,f as S}from"./chunk-TS3PEUOJ.js";import"./chunk-JKBXI3MV.js";import{access as K,readdir as Q,readFile as _}from"node:fs/promises";import{join as j,relative as U}from"node:path";async function pt(t,a,e,r={}){let u=["prompt","handoff","record","log"].filter(n=>r[n]);if(u.length>1)throw new d("usage","give at most one of --prompt, --handoff, --record, --log");if(u.length===1&&e===void 0)throw new d("usage",`--${u[0]} needs a stage: baton show ${a} <stage> --${u[0]}`);if(r.attempt!==void 0&&e===void 0)throw new d("usage",`--attempt needs a stage: baton show ${a} <stage> --attempt ${r.attempt}`);let y=r.attempt===void 0?void 0:V(r.attempt),E=W.forProject(t.cwd),l=await E.resolve(a),T=await E.open(l),$=await E.readSummary(l),N=await T.list(),p=j(E.rootDir,l);if(e===void 0){t.stdout(`run ${l}  ${g($.workflow)}  ${q($)}`),$.duration_ms!==null&&t.stdout(` in ${A($.duration_ms)}`),t.stdout(`
started ${$.started_at}${$.replay_of?`, replay of ${$.replay_of}`:""}
`),t.stdout(`records in ${U(t.cwd,p)||p}

`);let n=[];for(let s of $.jobs)n.push([s.id,s.result,s.stages.join(", ")]);n.length>0&&t.stdout(J(["JOB","RESULT","STAGES"],n));let w=[...new Set(N.map(s=>s.stage))],o=[];if(w.length>0){t.stdout(`
`);let s=[];for(let k of w){let f;try{f=await T.get(k)}catch(P){if(!(P instanceof d))throw P;o.push(D(P)),s.push([k,"unreadable","","","","(see below)"]);continue}if(!f)continue;let L=f.record;s.push([k,C(L.status,L.outcome.reason),L.outcome.reason,String(L.attempt),A(L.agent.duration_ms),I(f.handoff?.summary??"",80)])}t.stdout(J(["STAGE","STATUS","OUTCOME","ATTEMPTS","AGENT","SUMMARY"],s))}let c=await B(p);if(c.length>0){let s=c.length>12?`${c.slice(0,12).join(", ")}, \u2026`:c.join(", ");t.stdout(`
job logs: ${g(s)} (baton show ${l} <job>)
`)}for(let s of[b.report,b.summary])await H(j(p,s))&&t.stdout(`
${s}: ${U(t.cwd,j(p,s))}
`);return o.length===0?h.ok:(t.stderr(`baton: ${o.length===1?"a record":`${o.length} records`} of run ${l} cannot be read:
${o.map(s=>`  ${I(s,400)}
`).join("")}`),h.failure)}let x=N.filter(n=>n.stage===e).map(n=>n.attempt);if(x.length===0){let n=await B(p);if(n.includes(e)&&!r.prompt&&!r.handoff&&!r.record){let f=await _(j(p,`${b.jobLogPrefix}${e}.log`),"utf8");return t.stdout(X(t,f)),h.ok}let w=[...new Set(N.map(f=>f.stage))],o=n.filter(f=>f.startsWith(`${e}-`)),c=o.length>0?await tt(p,e):[],s=o.find(f=>c.includes(f))??o[0],k=o.length>0?"":Y(e,[...w,...n]);throw new d("stage-unknown",`run ${l} has no stage ${JSON.stringify(e)}${k}`,{details:[...o.length>0?[`job ${e} ran as matrix legs ${o.join(", ")}${c.length>0?` (failed: ${c.join(", ")})`:""}: baton show ${l} ${s} --log`]:[],`stages: ${w.join(", ")||"(none)"}`,`job logs: ${n.join(", ")||"(none)"}`]})}let O=y??Math.max(...x);if(!x.includes(O))throw new d("usage",`stage ${e} has no attempt ${r.attempt}; attempts: ${x.join(", ")}`,{where:"--attempt"});let i=await T.getAttempt(e,O),R=T.attemptDir(e,O);if(r.prompt){if(i.record.outcome.reason==="render-failed")throw new d("prompt-absent",`stage ${e} attempt ${O} has no prompt: its template could not be rendered`,{details:[...(i.record.outcome.message??"").split(`
`).map(g)]});return t.stdout(et(t,i.prompt)),h.ok}if(r.handoff){if(i.handoff===null)throw Z(i.record,l);return t.stdout(`${JSON.stringify(i.handoff,null,2)}
`),h.ok}if(r.record)return t.stdout(`${JSON.stringify(i.record,null,2)}
`),h.ok;if(r.log){let n=await _(j(R,S.log),"utf8").catch(()=>null)??await _(j(p,`${b.jobLogPrefix}${i.record.job}.log`),"utf8").catch(()=>null);if(n===null)throw new d("log-absent",`stage ${e} attempt ${O} has no agent log`);return t.stdout(X(t,n)),h.ok}let m=i.record;t.stdout(`stage ${e}  job ${m.job}${m.matrix?`  matrix ${JSON.stringify(m.matrix)}`:""}
`);let z=m.parent?`  (continues run ${m.parent.run})`:"";t.stdout(`run ${l}  hop ${m.hop}${z}  attempts ${x.join(", ")}

`);for(let n of x){let w=n===O?i:await T.getAttempt(e,n);if(!w)continue;let o=w.record,c=o.verify?`, verify exit ${o.verify.exit_code}`:"";t.stdout(`attempt ${n}${o.repair?" (repair turn)":""}: ${C(o.status,o.outcome.reason)}${o.outcome.reason==="cancelled"?"":` (${o.outcome.reason})`}, agent exit ${o.agent.exit_code??"-"} in ${A(o.agent.duration_ms)}${c}
`),o.outcome.message&&t.stdout(`  ${g(o.outcome.message)}
`)}if(t.stdout(`
`),i.handoff?(t.stdout(`summary: ${g(i.handoff.summary)}
`),i.handoff.next&&t.stdout(`next: ${i.handoff.next.stage}
`)):t.stdout(`no handoff
`),m.lineage.length>0&&t.stdout(`rendered from: ${m.lineage.map(n=>`${n.stage}#${n.attempt}`).join(", ")}
`),m.problems.length>0){t.stdout(`problems:
`);for(let n of m.problems)t.stdout(`  ${n.severity}: ${g(v(n))}
`)}let M=[S.record,S.prompt,S.handoff];return await H(j(R,S.log))&&M.push(S.log),t.stdout(`
files: ${U(t.cwd,R)||R}/{${M.join(",")}}
`),h.ok}function V(t){if(!/^\d{1,9}$/.test(t)||Number(t)<1)throw new d("usage",`${JSON.stringify(t)} is not a whole number from 1`,{where:"--attempt"});return Number(t)}function Z(t,a){let e=`stage ${t.stage} attempt ${t.attempt}`,r=t.problems.filter(u=>u.severity==="error");return t.outcome.reason==="handoff-invalid"&&r.length>0?new d("handoff-absent",`${e} wrote a handoff that was refused, so none was kept`,{details:[...r.slice(0,5).map(u=>g(v(u))),...r.length>5?[`\u2026 and ${r.length-5} more`]:[],`every problem: baton show ${a} ${t.stage} --attempt ${t.attempt} --record`]}):new d("handoff-absent",`${e} wrote no handoff (${t.outcome.reason})`)}async function tt(t,a){let e=await _(j(t,b.events),"utf8").catch(()=>""),r=[];for(let u of e.split(`
`))if(u.includes('"job-finished"'))try{let y=JSON.parse(u);y.type==="job-finished"&&y.job===a&&y.result==="failure"&&r.push(String(y.leg))}catch{}return r}async function B(t){return(await Q(t).catch(()=>[])).filter(e=>e.startsWith(b.jobLogPrefix)&&e.endsWith(".log")).map(e=>e.slice(b.jobLogPrefix.length,-4)).sort()}async function H(t){return K(t).then(()=>!0,()=>!1)}function et(t,a){return t.isTTY?g(a.replaceAll(`\r
`,`
`)):a}function X(t,a){if(!t.isTTY)return a;let e=G(a.replaceAll(`\r
`,`
`)).split(`
`).map(F);return g(e.join(`
`))}export{pt as showCommand};

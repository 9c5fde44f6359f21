import{b as U}from"./chunk-QDXX5JS6.js";import{b as A}from"./chunk-74JSJSXI.js";import{d as p,e as J}from"./chunk-OAXNGXGI.js";import{i as W,j as q}from"./chunk-A7MCZ2BZ.js";import{b as F,c as G}from"./chunk-EPYEQPAH.js";import{m as I}from"./chunk-G25RIO4G.js";import{d as Y,m as C}from"./chunk-TUYOUJQA.js";import{b as d,d as D}from"./chunk-DJ5VRM7F.js";import{b as h}from"./chunk-D5MYTITA.js";import{G as $,f as y}from"./chunk-TS3PEUOJ.js";import"./chunk-JKBXI3MV.js";import{access as K,readdir as Q,readFile as _}from"node:fs/promises";import{join as w,relative as P}from"node:path";async function pt(t,a,e,r={}){let u=["prompt","handoff","record","log"].filter(n=>r[n]);if(u.length>1)throw new d("usage","give at most one of --prompt, --handoff, --record, --log");if(u.length===1&&e===void 0)throw new d("usage",`--${u[0]} needs a stage: baton show ${a} <stage> --${u[0]}`);if(r.attempt!==void 0&&e===void 0)throw new d("usage",`--attempt needs a stage: baton show ${a} <stage> --attempt ${r.attempt}`);let x=r.attempt===void 0?void 0:V(r.attempt),E=W.forProject(t.cwd),l=await E.resolve(a),k=await E.open(l),b=await E.readSummary(l),N=await k.list(),m=w(E.rootDir,l);if(e===void 0){t.stdout(`run ${l}  ${p(b.workflow)}  ${q(b)}`),b.duration_ms!==null&&t.stdout(` in ${A(b.duration_ms)}`),t.stdout(`
started ${b.started_at}${b.replay_of?`, replay of ${b.replay_of}`:""}
`),t.stdout(`records in ${P(t.cwd,m)||m}

`);let n=[];for(let s of b.jobs)n.push([s.id,s.result,s.stages.join(", ")]);n.length>0&&t.stdout(U(["JOB","RESULT","STAGES"],n));let j=[...new Set(N.map(s=>s.stage))],o=[];if(j.length>0){t.stdout(`
`);let s=[];for(let S of j){let f;try{f=await k.get(S)}catch(v){if(!(v instanceof d))throw v;o.push(D(v)),s.push([S,"unreadable","","","","(see below)"]);continue}if(!f)continue;let L=f.record;s.push([S,I(L.status,L.outcome.reason),L.outcome.reason,String(L.attempt),A(L.agent.duration_ms),J(f.handoff?.summary??"",80)])}t.stdout(U(["STAGE","STATUS","OUTCOME","ATTEMPTS","AGENT","SUMMARY"],s))}let g=await B(m);if(g.length>0){let s=g.length>12?`${g.slice(0,12).join(", ")}, \u2026`:g.join(", "),S=P(t.cwd,w(m,`${$.jobLogPrefix}<job>.log`));t.stdout(`
job logs: ${p(s)} (${S}; baton show ${l} <job> for a job that records no stage)
`)}for(let s of[$.report,$.summary])await H(w(m,s))&&t.stdout(`
${s}: ${P(t.cwd,w(m,s))}
`);return o.length===0?h.ok:(t.stderr(`baton: ${o.length===1?"a record":`${o.length} records`} of run ${l} cannot be read:
${o.map(s=>`  ${J(s,400)}
`).join("")}`),h.failure)}let O=N.filter(n=>n.stage===e).map(n=>n.attempt);if(O.length===0){let n=await B(m);if(n.includes(e)&&!r.prompt&&!r.handoff&&!r.record){let f=await _(w(m,`${$.jobLogPrefix}${e}.log`),"utf8");return t.stdout(X(t,f)),h.ok}let j=[...new Set(N.map(f=>f.stage))],o=n.filter(f=>f.startsWith(`${e}-`)),g=o.length>0?await tt(m,e):[],s=o.find(f=>g.includes(f))??o[0],S=o.length>0?"":Y(e,[...j,...n]);throw new d("stage-unknown",`run ${l} has no stage ${JSON.stringify(e)}${S}`,{details:[...o.length>0?[`job ${e} ran as matrix legs ${o.join(", ")}${g.length>0?` (failed: ${g.join(", ")})`:""}: baton show ${l} ${s} --log`]:[],`stages: ${j.join(", ")||"(none)"}`,`job logs: ${n.join(", ")||"(none)"}`]})}let T=x??Math.max(...O);if(!O.includes(T))throw new d("usage",`stage ${e} has no attempt ${r.attempt}; attempts: ${O.join(", ")}`,{where:"--attempt"});let i=await k.getAttempt(e,T),R=k.attemptDir(e,T);if(r.prompt){if(i.record.outcome.reason==="render-failed")throw new d("prompt-absent",`stage ${e} attempt ${T} has no prompt: its template could not be rendered`,{details:[...(i.record.outcome.message??"").split(`
`).map(p)]});return t.stdout(et(t,i.prompt)),h.ok}if(r.handoff){if(i.handoff===null)throw Z(i.record,l);return t.stdout(`${JSON.stringify(i.handoff,null,2)}
`),h.ok}if(r.record)return t.stdout(`${JSON.stringify(i.record,null,2)}
`),h.ok;if(r.log){let n=await _(w(R,y.log),"utf8").catch(()=>null)??await _(w(m,`${$.jobLogPrefix}${i.record.job}.log`),"utf8").catch(()=>null);if(n===null)throw new d("log-absent",`stage ${e} attempt ${T} has no agent log`);return t.stdout(X(t,n)),h.ok}let c=i.record;t.stdout(`stage ${e}  job ${c.job}${c.matrix?`  matrix ${JSON.stringify(c.matrix)}`:""}
`);let z=c.parent?`  (continues run ${c.parent.run})`:"";t.stdout(`run ${l}  hop ${c.hop}${z}  attempts ${O.join(", ")}

`);for(let n of O){let j=n===T?i:await k.getAttempt(e,n);if(!j)continue;let o=j.record,g=o.verify?`, verify exit ${o.verify.exit_code}`:"";t.stdout(`attempt ${n}${o.repair?" (repair turn)":""}: ${I(o.status,o.outcome.reason)}${o.outcome.reason==="cancelled"?"":` (${o.outcome.reason})`}, agent exit ${o.agent.exit_code??"-"} in ${A(o.agent.duration_ms)}${g}
`),o.outcome.message&&t.stdout(`  ${p(o.outcome.message)}
`)}if(t.stdout(`
`),i.handoff?(t.stdout(`summary: ${p(i.handoff.summary)}
`),i.handoff.next&&t.stdout(`next: ${i.handoff.next.stage}
`)):t.stdout(`no handoff
`),c.lineage.length>0&&t.stdout(`rendered from: ${c.lineage.map(n=>`${n.stage}#${n.attempt}`).join(", ")}
`),c.problems.length>0){t.stdout(`problems:
`);for(let n of c.problems)t.stdout(`  ${n.severity}: ${p(C(n))}
`)}let M=[y.record,y.prompt,y.handoff];return await H(w(R,y.log))&&M.push(y.log),t.stdout(`
files: ${P(t.cwd,R)||R}/{${M.join(",")}}
`),h.ok}function V(t){if(!/^\d{1,9}$/.test(t)||Number(t)<1)throw new d("usage",`${JSON.stringify(t)} is not a whole number from 1`,{where:"--attempt"});return Number(t)}function Z(t,a){let e=`stage ${t.stage} attempt ${t.attempt}`,r=t.problems.filter(u=>u.severity==="error");return t.outcome.reason==="handoff-invalid"&&r.length>0?new d("handoff-absent",`${e} wrote a handoff that was refused, so none was kept`,{details:[...r.slice(0,5).map(u=>p(C(u))),...r.length>5?[`\u2026 and ${r.length-5} more`]:[],`every problem: baton show ${a} ${t.stage} --attempt ${t.attempt} --record`]}):new d("handoff-absent",`${e} wrote no handoff (${t.outcome.reason})`)}async function tt(t,a){let e=await _(w(t,$.events),"utf8").catch(()=>""),r=[];for(let u of e.split(`
`))if(u.includes('"job-finished"'))try{let x=JSON.parse(u);x.type==="job-finished"&&x.job===a&&x.result==="failure"&&r.push(String(x.leg))}catch{}return r}async function B(t){return(await Q(t).catch(()=>[])).filter(e=>e.startsWith($.jobLogPrefix)&&e.endsWith(".log")).map(e=>e.slice($.jobLogPrefix.length,-4)).sort()}async function H(t){return K(t).then(()=>!0,()=>!1)}function et(t,a){return t.isTTY?p(a.replaceAll(`\r
`,`
`)):a}function X(t,a){if(!t.isTTY)return a;let e=G(a.replaceAll(`\r
`,`
`)).split(`
`).map(F);return p(e.join(`
`))}export{pt as showCommand};

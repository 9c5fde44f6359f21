import{b as N}from"./chunk-SULSTHPH.js";import{b as L}from"./chunk-7OXR6CIW.js";import{d as u,e as C}from"./chunk-M255AROM.js";import{h as F,i as G}from"./chunk-TWDMS5CT.js";import"./chunk-UUOI5ONT.js";import{m as P}from"./chunk-HAF7W6PC.js";import{l as A}from"./chunk-2E3JLKNZ.js";import{b as m,d as M}from"./chunk-DJ5VRM7F.js";import{b as l}from"./chunk-LJOBQOMR.js";import{F as b,f as w}from"./chunk-FBM4AQMS.js";import"./chunk-JKBXI3MV.js";import{access as H,readdir as X,readFile as U}from"node:fs/promises";import{join as S,relative as I}from"node:path";async function st(t,c,o,a={}){let g=["prompt","handoff","record","log"].filter(e=>a[e]);if(g.length>1)throw new m("usage","give at most one of --prompt, --handoff, --record, --log");if(g.length===1&&o===void 0)throw new m("usage",`--${g[0]} needs a stage: baton show ${c} <stage> --${g[0]}`);let T=F.forProject(t.cwd),f=await T.resolve(c),x=await T.open(f),p=await T.readSummary(f),_=await x.list(),$=S(T.rootDir,f);if(o===void 0){t.stdout(`run ${f}  ${u(p.workflow)}  ${G(p)}`),p.duration_ms!==null&&t.stdout(` in ${L(p.duration_ms)}`),t.stdout(`
started ${p.started_at}${p.replay_of?`, replay of ${p.replay_of}`:""}
`),t.stdout(`records in ${I(t.cwd,$)||$}

`);let e=[];for(let r of p.jobs)e.push([r.id,r.result,r.stages.join(", ")]);e.length>0&&t.stdout(N(["JOB","RESULT","STAGES"],e));let h=[...new Set(_.map(r=>r.stage))],n=[];if(h.length>0){t.stdout(`
`);let r=[];for(let k of h){let R;try{R=await x.get(k)}catch(v){if(!(v instanceof m))throw v;n.push(M(v)),r.push([k,"unreadable","","","","(see below)"]);continue}if(!R)continue;let O=R.record;r.push([k,P(O.status,O.outcome.reason),O.outcome.reason,String(O.attempt),L(O.agent.duration_ms),C(R.handoff?.summary??"",80)])}t.stdout(N(["STAGE","STATUS","OUTCOME","ATTEMPTS","AGENT","SUMMARY"],r))}let i=await W($);if(i.length>0){let r=i.length>12?`${i.slice(0,12).join(", ")}, \u2026`:i.join(", ");t.stdout(`
job logs: ${u(r)} (baton show ${f} <job>)
`)}for(let r of[b.report,b.summary])await Y(S($,r))&&t.stdout(`
${r}: ${I(t.cwd,S($,r))}
`);return n.length===0?l.ok:(t.stderr(`baton: ${n.length===1?"a record":`${n.length} records`} of run ${f} cannot be read:
${n.map(r=>`  ${C(r,400)}
`).join("")}`),l.failure)}let j=_.filter(e=>e.stage===o).map(e=>e.attempt);if(j.length===0){let e=await W($);if(e.includes(o)&&!a.prompt&&!a.handoff&&!a.record){let i=await U(S($,`${b.jobLogPrefix}${o}.log`),"utf8");return t.stdout(D(t,i)),l.ok}let h=[...new Set(_.map(i=>i.stage))],n=e.filter(i=>i.startsWith(`${o}-`));throw new m("stage-unknown",`run ${f} has no stage ${JSON.stringify(o)}`,{details:[...n.length>0?[`job ${o} ran as matrix legs ${n.join(", ")}: baton show ${f} ${n[0]} --log`]:[],`stages: ${h.join(", ")||"(none)"}`,`job logs: ${e.join(", ")||"(none)"}`]})}let y=a.attempt===void 0?Math.max(...j):Number(a.attempt);if(!j.includes(y))throw new m("usage",`stage ${o} has no attempt ${a.attempt}; attempts: ${j.join(", ")}`,{where:"--attempt"});let s=await x.getAttempt(o,y),E=x.attemptDir(o,y);if(a.prompt){if(s.record.outcome.reason==="render-failed")throw new m("prompt-absent",`stage ${o} attempt ${y} has no prompt: its template could not be rendered`,{details:[...(s.record.outcome.message??"").split(`
`).map(u)]});return t.stdout(D(t,s.prompt)),l.ok}if(a.handoff){if(s.handoff===null)throw q(s.record,f);return t.stdout(`${JSON.stringify(s.handoff,null,2)}
`),l.ok}if(a.record)return t.stdout(`${JSON.stringify(s.record,null,2)}
`),l.ok;if(a.log){let e=await U(S(E,w.log),"utf8").catch(()=>null)??await U(S($,`${b.jobLogPrefix}${s.record.job}.log`),"utf8").catch(()=>null);if(e===null)throw new m("log-absent",`stage ${o} attempt ${y} has no agent log`);return t.stdout(D(t,e)),l.ok}let d=s.record;t.stdout(`stage ${o}  job ${d.job}${d.matrix?`  matrix ${JSON.stringify(d.matrix)}`:""}
`);let B=d.parent?`  (continues run ${d.parent.run})`:"";t.stdout(`run ${f}  hop ${d.hop}${B}  attempts ${j.join(", ")}

`);for(let e of j){let h=e===y?s:await x.getAttempt(o,e);if(!h)continue;let n=h.record,i=n.verify?`, verify exit ${n.verify.exit_code}`:"";t.stdout(`attempt ${e}${n.repair?" (repair turn)":""}: ${P(n.status,n.outcome.reason)}${n.outcome.reason==="cancelled"?"":` (${n.outcome.reason})`}, agent exit ${n.agent.exit_code??"-"} in ${L(n.agent.duration_ms)}${i}
`),n.outcome.message&&t.stdout(`  ${u(n.outcome.message)}
`)}if(t.stdout(`
`),s.handoff?(t.stdout(`summary: ${u(s.handoff.summary)}
`),s.handoff.next&&t.stdout(`next: ${s.handoff.next.stage}
`)):t.stdout(`no handoff
`),d.lineage.length>0&&t.stdout(`rendered from: ${d.lineage.map(e=>`${e.stage}#${e.attempt}`).join(", ")}
`),d.problems.length>0){t.stdout(`problems:
`);for(let e of d.problems)t.stdout(`  ${e.severity}: ${u(A(e))}
`)}let J=[w.record,w.prompt,w.handoff];return await Y(S(E,w.log))&&J.push(w.log),t.stdout(`
files: ${I(t.cwd,E)||E}/{${J.join(",")}}
`),l.ok}function q(t,c){let o=`stage ${t.stage} attempt ${t.attempt}`,a=t.problems.filter(g=>g.severity==="error");return t.outcome.reason==="handoff-invalid"&&a.length>0?new m("handoff-absent",`${o} wrote a handoff that was refused, so none was kept`,{details:[...a.slice(0,5).map(g=>u(A(g))),...a.length>5?[`\u2026 and ${a.length-5} more`]:[],`every problem: baton show ${c} ${t.stage} --attempt ${t.attempt} --record`]}):new m("handoff-absent",`${o} wrote no handoff (${t.outcome.reason})`)}async function W(t){return(await X(t).catch(()=>[])).filter(o=>o.startsWith(b.jobLogPrefix)&&o.endsWith(".log")).map(o=>o.slice(b.jobLogPrefix.length,-4)).sort()}async function Y(t){return H(t).then(()=>!0,()=>!1)}function D(t,c){return t.isTTY?u(c.replaceAll(`\r
`,`
`)):c}export{st as showCommand};

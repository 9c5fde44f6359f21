import{b as I}from"./chunk-HFUPWP53.js";import{b as R}from"./chunk-MXSCTQZN.js";import{d as c,e as C}from"./chunk-M255AROM.js";import{h as F,i as G}from"./chunk-TWDMS5CT.js";import{b as M}from"./chunk-UUOI5ONT.js";import{m as P}from"./chunk-HAF7W6PC.js";import{l as A}from"./chunk-2E3JLKNZ.js";import{b as u,d as J}from"./chunk-DJ5VRM7F.js";import{b as g}from"./chunk-LJOBQOMR.js";import{F as b,f as w}from"./chunk-FBM4AQMS.js";import"./chunk-JKBXI3MV.js";import{access as H,readdir as X,readFile as N}from"node:fs/promises";import{join as S,relative as U}from"node:path";async function lt(t,f,n,r={}){let l=["prompt","handoff","record","log"].filter(e=>r[e]);if(l.length>1)throw new u("usage","give at most one of --prompt, --handoff, --record, --log");if(l.length===1&&n===void 0)throw new u("usage",`--${l[0]} needs a stage: baton show ${f} <stage> --${l[0]}`);let O=F.forProject(t.cwd),m=await O.resolve(f),x=await O.open(m),p=await O.readSummary(m),k=await x.list(),$=S(O.rootDir,m);if(n===void 0){t.stdout(`run ${m}  ${c(p.workflow)}  ${G(p)}`),p.duration_ms!==null&&t.stdout(` in ${R(p.duration_ms)}`),t.stdout(`
started ${p.started_at}${p.replay_of?`, replay of ${p.replay_of}`:""}
`),t.stdout(`records in ${U(t.cwd,$)||$}

`);let e=[];for(let s of p.jobs)e.push([s.id,s.result,s.stages.join(", ")]);e.length>0&&t.stdout(I(["JOB","RESULT","STAGES"],e));let h=[...new Set(k.map(s=>s.stage))],o=[];if(h.length>0){t.stdout(`
`);let s=[];for(let _ of h){let L;try{L=await x.get(_)}catch(v){if(!(v instanceof u))throw v;o.push(J(v)),s.push([_,"unreadable","","","","(see below)"]);continue}if(!L)continue;let T=L.record;s.push([_,P(T.status,T.outcome.reason),T.outcome.reason,String(T.attempt),R(T.agent.duration_ms),C(L.handoff?.summary??"",80)])}t.stdout(I(["STAGE","STATUS","OUTCOME","ATTEMPTS","AGENT","SUMMARY"],s))}let i=await W($);if(i.length>0){let s=i.length>12?`${i.slice(0,12).join(", ")}, \u2026`:i.join(", ");t.stdout(`
job logs: ${c(s)} (baton show ${m} <job>)
`)}for(let s of[b.report,b.summary])await Y(S($,s))&&t.stdout(`
${s}: ${U(t.cwd,S($,s))}
`);return o.length===0?g.ok:(t.stderr(`baton: ${o.length===1?"a record":`${o.length} records`} of run ${m} cannot be read:
${o.map(s=>`  ${C(s,400)}
`).join("")}`),g.failure)}let j=k.filter(e=>e.stage===n).map(e=>e.attempt);if(j.length===0){let e=await W($);if(e.includes(n)&&!r.prompt&&!r.handoff&&!r.record){let i=await N(S($,`${b.jobLogPrefix}${n}.log`),"utf8");return t.stdout(q(t,i)),g.ok}let h=[...new Set(k.map(i=>i.stage))],o=e.filter(i=>i.startsWith(`${n}-`));throw new u("stage-unknown",`run ${m} has no stage ${JSON.stringify(n)}`,{details:[...o.length>0?[`job ${n} ran as matrix legs ${o.join(", ")}: baton show ${m} ${o[0]} --log`]:[],`stages: ${h.join(", ")||"(none)"}`,`job logs: ${e.join(", ")||"(none)"}`]})}let y=r.attempt===void 0?Math.max(...j):Number(r.attempt);if(!j.includes(y))throw new u("usage",`stage ${n} has no attempt ${r.attempt}; attempts: ${j.join(", ")}`,{where:"--attempt"});let a=await x.getAttempt(n,y),E=x.attemptDir(n,y);if(r.prompt){if(a.record.outcome.reason==="render-failed")throw new u("prompt-absent",`stage ${n} attempt ${y} has no prompt: its template could not be rendered`,{details:[...(a.record.outcome.message??"").split(`
`).map(c)]});return t.stdout(K(t,a.prompt)),g.ok}if(r.handoff){if(a.handoff===null)throw z(a.record,m);return t.stdout(`${JSON.stringify(a.handoff,null,2)}
`),g.ok}if(r.record)return t.stdout(`${JSON.stringify(a.record,null,2)}
`),g.ok;if(r.log){let e=await N(S(E,w.log),"utf8").catch(()=>null)??await N(S($,`${b.jobLogPrefix}${a.record.job}.log`),"utf8").catch(()=>null);if(e===null)throw new u("log-absent",`stage ${n} attempt ${y} has no agent log`);return t.stdout(q(t,e)),g.ok}let d=a.record;t.stdout(`stage ${n}  job ${d.job}${d.matrix?`  matrix ${JSON.stringify(d.matrix)}`:""}
`);let B=d.parent?`  (continues run ${d.parent.run})`:"";t.stdout(`run ${m}  hop ${d.hop}${B}  attempts ${j.join(", ")}

`);for(let e of j){let h=e===y?a:await x.getAttempt(n,e);if(!h)continue;let o=h.record,i=o.verify?`, verify exit ${o.verify.exit_code}`:"";t.stdout(`attempt ${e}${o.repair?" (repair turn)":""}: ${P(o.status,o.outcome.reason)}${o.outcome.reason==="cancelled"?"":` (${o.outcome.reason})`}, agent exit ${o.agent.exit_code??"-"} in ${R(o.agent.duration_ms)}${i}
`),o.outcome.message&&t.stdout(`  ${c(o.outcome.message)}
`)}if(t.stdout(`
`),a.handoff?(t.stdout(`summary: ${c(a.handoff.summary)}
`),a.handoff.next&&t.stdout(`next: ${a.handoff.next.stage}
`)):t.stdout(`no handoff
`),d.lineage.length>0&&t.stdout(`rendered from: ${d.lineage.map(e=>`${e.stage}#${e.attempt}`).join(", ")}
`),d.problems.length>0){t.stdout(`problems:
`);for(let e of d.problems)t.stdout(`  ${e.severity}: ${c(A(e))}
`)}let D=[w.record,w.prompt,w.handoff];return await Y(S(E,w.log))&&D.push(w.log),t.stdout(`
files: ${U(t.cwd,E)||E}/{${D.join(",")}}
`),g.ok}function z(t,f){let n=`stage ${t.stage} attempt ${t.attempt}`,r=t.problems.filter(l=>l.severity==="error");return t.outcome.reason==="handoff-invalid"&&r.length>0?new u("handoff-absent",`${n} wrote a handoff that was refused, so none was kept`,{details:[...r.slice(0,5).map(l=>c(A(l))),...r.length>5?[`\u2026 and ${r.length-5} more`]:[],`every problem: baton show ${f} ${t.stage} --attempt ${t.attempt} --record`]}):new u("handoff-absent",`${n} wrote no handoff (${t.outcome.reason})`)}async function W(t){return(await X(t).catch(()=>[])).filter(n=>n.startsWith(b.jobLogPrefix)&&n.endsWith(".log")).map(n=>n.slice(b.jobLogPrefix.length,-4)).sort()}async function Y(t){return H(t).then(()=>!0,()=>!1)}function K(t,f){return t.isTTY?c(f.replaceAll(`\r
`,`
`)):f}function q(t,f){if(!t.isTTY)return f;let n=M(f.replaceAll(`\r
`,`
`)).split(`
`).map(r=>{let l=r.replace(/\r+$/,"");return l.slice(l.lastIndexOf("\r")+1)});return c(n.join(`
`))}export{lt as showCommand};

import{b as C}from"./chunk-2FZQUAE6.js";import{b as R}from"./chunk-ONLD4NZQ.js";import{d as p,e as L}from"./chunk-M255AROM.js";import{h as J,i as M}from"./chunk-TWDMS5CT.js";import"./chunk-UUOI5ONT.js";import"./chunk-HAF7W6PC.js";import{l as A}from"./chunk-2E3JLKNZ.js";import{b as d,d as D}from"./chunk-DJ5VRM7F.js";import{b as m}from"./chunk-LJOBQOMR.js";import{F as j,f as $}from"./chunk-FBM4AQMS.js";import"./chunk-JKBXI3MV.js";import{access as Y,readFile as N}from"node:fs/promises";import{join as h,relative as P}from"node:path";async function et(t,g,n,a={}){let u=["prompt","handoff","record","log"].filter(e=>a[e]);if(u.length>1)throw new d("usage","give at most one of --prompt, --handoff, --record, --log");if(u.length===1&&n===void 0)throw new d("usage",`--${u[0]} needs a stage: baton show ${g} <stage> --${u[0]}`);let x=J.forProject(t.cwd),l=await x.resolve(g),y=await x.open(l),c=await x.readSummary(l),_=await y.list(),w=h(x.rootDir,l);if(n===void 0){t.stdout(`run ${l}  ${p(c.workflow)}  ${M(c)}`),c.duration_ms!==null&&t.stdout(` in ${R(c.duration_ms)}`),t.stdout(`
started ${c.started_at}${c.replay_of?`, replay of ${c.replay_of}`:""}
`),t.stdout(`records in ${P(t.cwd,w)||w}

`);let e=[];for(let o of c.jobs)e.push([o.id,o.result,o.stages.join(", ")]);e.length>0&&t.stdout(C(["JOB","RESULT","STAGES"],e));let i=[...new Set(_.map(o=>o.stage))],r=[];if(i.length>0){t.stdout(`
`);let o=[];for(let k of i){let T;try{T=await y.get(k)}catch(v){if(!(v instanceof d))throw v;r.push(D(v)),o.push([k,"unreadable","","","","(see below)"]);continue}if(!T)continue;let E=T.record;o.push([k,E.status,E.outcome.reason,String(E.attempt),R(E.agent.duration_ms),L(T.handoff?.summary??"",80)])}t.stdout(C(["STAGE","STATUS","OUTCOME","ATTEMPTS","AGENT","SUMMARY"],o))}for(let o of[j.report,j.summary])await F(h(w,o))&&t.stdout(`
${o}: ${P(t.cwd,h(w,o))}
`);return r.length===0?m.ok:(t.stderr(`baton: ${r.length===1?"a record":`${r.length} records`} of run ${l} cannot be read:
${r.map(o=>`  ${L(o,400)}
`).join("")}`),m.failure)}let b=_.filter(e=>e.stage===n).map(e=>e.attempt);if(b.length===0){if(a.log){let i=await N(h(w,`${j.jobLogPrefix}${n}.log`),"utf8").catch(()=>null);if(i!==null)return t.stdout(U(t,i)),m.ok}let e=[...new Set(_.map(i=>i.stage))];throw new d("stage-unknown",`run ${l} has no stage ${JSON.stringify(n)}`,{details:[`stages: ${e.join(", ")||"(none)"}`]})}let S=a.attempt===void 0?Math.max(...b):Number(a.attempt);if(!b.includes(S))throw new d("usage",`stage ${n} has no attempt ${a.attempt}; attempts: ${b.join(", ")}`,{where:"--attempt"});let s=await y.getAttempt(n,S),O=y.attemptDir(n,S);if(a.prompt){if(s.record.outcome.reason==="render-failed")throw new d("prompt-absent",`stage ${n} attempt ${S} has no prompt: its template could not be rendered`,{details:[...(s.record.outcome.message??"").split(`
`).map(p)]});return t.stdout(U(t,s.prompt)),m.ok}if(a.handoff){if(s.handoff===null)throw B(s.record,l);return t.stdout(`${JSON.stringify(s.handoff,null,2)}
`),m.ok}if(a.record)return t.stdout(`${JSON.stringify(s.record,null,2)}
`),m.ok;if(a.log){let e=await N(h(O,$.log),"utf8").catch(()=>null)??await N(h(w,`${j.jobLogPrefix}${s.record.job}.log`),"utf8").catch(()=>null);if(e===null)throw new d("log-absent",`stage ${n} attempt ${S} has no agent log`);return t.stdout(U(t,e)),m.ok}let f=s.record;t.stdout(`stage ${n}  job ${f.job}${f.matrix?`  matrix ${JSON.stringify(f.matrix)}`:""}
`);let G=f.parent?`  (continues run ${f.parent.run})`:"";t.stdout(`run ${l}  hop ${f.hop}${G}  attempts ${b.join(", ")}

`);for(let e of b){let i=e===S?s:await y.getAttempt(n,e);if(!i)continue;let r=i.record,o=r.verify?`, verify exit ${r.verify.exit_code}`:"";t.stdout(`attempt ${e}${r.repair?" (repair turn)":""}: ${r.status} (${r.outcome.reason}), agent exit ${r.agent.exit_code??"-"} in ${R(r.agent.duration_ms)}${o}
`),r.outcome.message&&t.stdout(`  ${p(r.outcome.message)}
`)}if(t.stdout(`
`),s.handoff?(t.stdout(`summary: ${p(s.handoff.summary)}
`),s.handoff.next&&t.stdout(`next: ${s.handoff.next.stage}
`)):t.stdout(`no handoff
`),f.lineage.length>0&&t.stdout(`rendered from: ${f.lineage.map(e=>`${e.stage}#${e.attempt}`).join(", ")}
`),f.problems.length>0){t.stdout(`problems:
`);for(let e of f.problems)t.stdout(`  ${e.severity}: ${p(A(e))}
`)}let I=[$.record,$.prompt,$.handoff];return await F(h(O,$.log))&&I.push($.log),t.stdout(`
files: ${P(t.cwd,O)||O}/{${I.join(",")}}
`),m.ok}function B(t,g){let n=`stage ${t.stage} attempt ${t.attempt}`,a=t.problems.filter(u=>u.severity==="error");return t.outcome.reason==="handoff-invalid"&&a.length>0?new d("handoff-absent",`${n} wrote a handoff that was refused, so none was kept`,{details:[...a.slice(0,5).map(u=>p(A(u))),...a.length>5?[`\u2026 and ${a.length-5} more`]:[],`every problem: baton show ${g} ${t.stage} --attempt ${t.attempt} --record`]}):new d("handoff-absent",`${n} wrote no handoff (${t.outcome.reason})`)}async function F(t){return Y(t).then(()=>!0,()=>!1)}function U(t,g){return t.isTTY?p(g.replaceAll(`\r
`,`
`)):g}export{et as showCommand};

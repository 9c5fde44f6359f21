import{b as R}from"./chunk-4LCTXMAV.js";import{b as E}from"./chunk-NRVAOYZE.js";import{d as l,e as U}from"./chunk-FCTDSEN7.js";import{h as P}from"./chunk-LCRCKAPA.js";import"./chunk-U75NALKO.js";import{l as v}from"./chunk-3OMS4PN5.js";import{b as i}from"./chunk-O2W2HAIL.js";import{b as u}from"./chunk-LJOBQOMR.js";import{F as y,f as g}from"./chunk-QHC3RLQI.js";import"./chunk-JKBXI3MV.js";import{access as J,readFile as A}from"node:fs/promises";import{join as $,relative as L}from"node:path";async function V(t,c,n,r={}){let m=["prompt","handoff","record","log"].filter(e=>r[e]);if(m.length>1)throw new i("usage","give at most one of --prompt, --handoff, --record, --log");if(m.length===1&&n===void 0)throw new i("usage",`--${m[0]} needs a stage: baton show ${c} <stage> --${m[0]}`);let x=P.forProject(t.cwd),p=await x.resolve(c),S=await x.open(p),d=await x.readSummary(p),_=await S.list(),h=$(x.rootDir,p);if(n===void 0){t.stdout(`run ${p}  ${l(d.workflow)}  ${d.status}`),d.duration_ms!==null&&t.stdout(` in ${E(d.duration_ms)}`),t.stdout(`
started ${d.started_at}${d.replay_of?`, replay of ${d.replay_of}`:""}
`),t.stdout(`records in ${L(t.cwd,h)||h}

`);let e=[];for(let o of d.jobs)e.push([o.id,o.result,o.stages.join(", ")]);e.length>0&&t.stdout(R(["JOB","RESULT","STAGES"],e));let f=[...new Set(_.map(o=>o.stage))];if(f.length>0){t.stdout(`
`);let o=[];for(let O of f){let k=await S.get(O);if(!k)continue;let T=k.record;o.push([O,T.status,T.outcome.reason,String(T.attempt),E(T.agent.duration_ms),U(k.handoff?.summary??"",80)])}t.stdout(R(["STAGE","STATUS","OUTCOME","ATTEMPTS","AGENT","SUMMARY"],o))}for(let o of[y.report,y.summary])await I($(h,o))&&t.stdout(`
${o}: ${L(t.cwd,$(h,o))}
`);return u.ok}let w=_.filter(e=>e.stage===n).map(e=>e.attempt);if(w.length===0){if(r.log){let f=await A($(h,`${y.jobLogPrefix}${n}.log`),"utf8").catch(()=>null);if(f!==null)return t.stdout(C(t,f)),u.ok}let e=[...new Set(_.map(f=>f.stage))];throw new i("stage-unknown",`run ${p} has no stage ${JSON.stringify(n)}`,{details:[`stages: ${e.join(", ")||"(none)"}`]})}let b=r.attempt===void 0?Math.max(...w):Number(r.attempt);if(!w.includes(b))throw new i("usage",`stage ${n} has no attempt ${r.attempt}; attempts: ${w.join(", ")}`,{where:"--attempt"});let a=await S.getAttempt(n,b),j=S.attemptDir(n,b);if(r.prompt){if(a.record.outcome.reason==="render-failed")throw new i("prompt-absent",`stage ${n} attempt ${b} has no prompt: its template could not be rendered`,{details:[...(a.record.outcome.message??"").split(`
`).map(l)]});return t.stdout(C(t,a.prompt)),u.ok}if(r.handoff){if(a.handoff===null)throw M(a.record,p);return t.stdout(`${JSON.stringify(a.handoff,null,2)}
`),u.ok}if(r.record)return t.stdout(`${JSON.stringify(a.record,null,2)}
`),u.ok;if(r.log){let e=await A($(j,g.log),"utf8").catch(()=>null)??await A($(h,`${y.jobLogPrefix}${a.record.job}.log`),"utf8").catch(()=>null);if(e===null)throw new i("log-absent",`stage ${n} attempt ${b} has no agent log`);return t.stdout(C(t,e)),u.ok}let s=a.record;t.stdout(`stage ${n}  job ${s.job}${s.matrix?`  matrix ${JSON.stringify(s.matrix)}`:""}
`);let D=s.parent?`  (continues run ${s.parent.run})`:"";t.stdout(`run ${p}  hop ${s.hop}${D}  attempts ${w.join(", ")}

`);for(let e of w){let f=e===b?a:await S.getAttempt(n,e);if(!f)continue;let o=f.record,O=o.verify?`, verify exit ${o.verify.exit_code}`:"";t.stdout(`attempt ${e}${o.repair?" (repair turn)":""}: ${o.status} (${o.outcome.reason}), agent exit ${o.agent.exit_code??"-"} in ${E(o.agent.duration_ms)}${O}
`),o.outcome.message&&t.stdout(`  ${l(o.outcome.message)}
`)}if(t.stdout(`
`),a.handoff?(t.stdout(`summary: ${l(a.handoff.summary)}
`),a.handoff.next&&t.stdout(`next: ${a.handoff.next.stage}
`)):t.stdout(`no handoff
`),s.lineage.length>0&&t.stdout(`rendered from: ${s.lineage.map(e=>`${e.stage}#${e.attempt}`).join(", ")}
`),s.problems.length>0){t.stdout(`problems:
`);for(let e of s.problems)t.stdout(`  ${e.severity}: ${l(v(e))}
`)}let N=[g.record,g.prompt,g.handoff];return await I($(j,g.log))&&N.push(g.log),t.stdout(`
files: ${L(t.cwd,j)||j}/{${N.join(",")}}
`),u.ok}function M(t,c){let n=`stage ${t.stage} attempt ${t.attempt}`,r=t.problems.filter(m=>m.severity==="error");return t.outcome.reason==="handoff-invalid"&&r.length>0?new i("handoff-absent",`${n} wrote a handoff that was refused, so none was kept`,{details:[...r.slice(0,5).map(m=>l(v(m))),...r.length>5?[`\u2026 and ${r.length-5} more`]:[],`every problem: baton show ${c} ${t.stage} --attempt ${t.attempt} --record`]}):new i("handoff-absent",`${n} wrote no handoff (${t.outcome.reason})`)}async function I(t){return J(t).then(()=>!0,()=>!1)}function C(t,c){return t.isTTY?l(c.replaceAll(`\r
`,`
`)):c}export{V as showCommand};

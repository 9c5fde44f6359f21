import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{b as N}from"./chunk-DLYKENTC.js";import{b as A}from"./chunk-7BYFZEZU.js";import{b as _}from"./chunk-6M7W7BGF.js";import{d as p}from"./chunk-DJUX3JNB.js";import{j as P}from"./chunk-TNSPBDIK.js";import"./chunk-YDPBCSER.js";import{l as T}from"./chunk-PGXZ4BWJ.js";import{b as u}from"./chunk-WPSII6IT.js";import{b as d}from"./chunk-LJOBQOMR.js";import{E as y,f as c}from"./chunk-KAZBBGZ2.js";import"./chunk-JKBXI3MV.js";import{access as D,readFile as k}from"node:fs/promises";import{join as g,relative as L}from"node:path";async function W(t,x,n,r={}){let i=["prompt","handoff","record","log"].filter(e=>r[e]);if(i.length>1)throw new u("usage","give at most one of --prompt, --handoff, --record, --log");if(i.length===1&&n===void 0)throw new u("usage",`--${i[0]} needs a stage: baton show ${x} <stage> --${i[0]}`);let j=P.forProject(t.cwd),l=await j.resolve(x),w=await j.open(l),m=await j.readSummary(l),v=await w.list(),$=g(j.rootDir,l);if(n===void 0){t.stdout(`run ${l}  ${p(m.workflow)}  ${m.status}`),m.duration_ms!==null&&t.stdout(` in ${_(m.duration_ms)}`),t.stdout(`
started ${m.started_at}${m.replay_of?`, replay of ${m.replay_of}`:""}
`),t.stdout(`records in ${L(t.cwd,$)||$}

`);let e=[];for(let o of m.jobs)e.push([o.id,o.result,o.stages.join(", ")]);e.length>0&&t.stdout(A(["JOB","RESULT","STAGES"],e));let f=[...new Set(v.map(o=>o.stage))];if(f.length>0){t.stdout(`
`);let o=[];for(let S of f){let R=await w.get(S);if(!R)continue;let E=R.record;o.push([S,E.status,E.outcome.reason,String(E.attempt),_(E.agent.duration_ms),N(p(I(R.handoff?.summary??"")),80)])}t.stdout(A(["STAGE","STATUS","OUTCOME","ATTEMPTS","AGENT","SUMMARY"],o))}for(let o of[y.report,y.summary])await k(g($,o),"utf8").then(()=>!0,()=>!1)&&t.stdout(`
${o}: ${L(t.cwd,g($,o))}
`);return d.ok}let h=v.filter(e=>e.stage===n).map(e=>e.attempt);if(h.length===0){if(r.log){let f=await k(g($,`${y.jobLogPrefix}${n}.log`),"utf8").catch(()=>null);if(f!==null)return t.stdout(f),d.ok}let e=[...new Set(v.map(f=>f.stage))];throw new u("stage-unknown",`run ${l} has no stage ${JSON.stringify(n)}`,{details:[`stages: ${e.join(", ")||"(none)"}`]})}let b=r.attempt===void 0?Math.max(...h):Number(r.attempt);if(!h.includes(b))throw new u("usage",`stage ${n} has no attempt ${r.attempt}; attempts: ${h.join(", ")}`,{where:"--attempt"});let a=await w.getAttempt(n,b),O=w.attemptDir(n,b);if(r.prompt)return t.stdout(a.prompt),d.ok;if(r.handoff){if(a.handoff===null)throw J(a.record,l);return t.stdout(`${JSON.stringify(a.handoff,null,2)}
`),d.ok}if(r.record)return t.stdout(`${JSON.stringify(a.record,null,2)}
`),d.ok;if(r.log){let e=await k(g(O,c.log),"utf8").catch(()=>null)??await k(g($,`${y.jobLogPrefix}${a.record.job}.log`),"utf8").catch(()=>null);if(e===null)throw new u("log-absent",`stage ${n} attempt ${b} has no agent log`);return t.stdout(e),d.ok}let s=a.record;t.stdout(`stage ${n}  job ${s.job}${s.matrix?`  matrix ${JSON.stringify(s.matrix)}`:""}
`);let U=s.parent?`  (continues run ${s.parent.run})`:"";t.stdout(`run ${l}  hop ${s.hop}${U}  attempts ${h.join(", ")}

`);for(let e of h){let f=e===b?a:await w.getAttempt(n,e);if(!f)continue;let o=f.record,S=o.verify?`, verify exit ${o.verify.exit_code}`:"";t.stdout(`attempt ${e}${o.repair?" (repair turn)":""}: ${o.status} (${o.outcome.reason}), agent exit ${o.agent.exit_code??"-"} in ${_(o.agent.duration_ms)}${S}
`),o.outcome.message&&t.stdout(`  ${p(o.outcome.message)}
`)}if(t.stdout(`
`),a.handoff?(t.stdout(`summary: ${p(a.handoff.summary)}
`),a.handoff.next&&t.stdout(`next: ${a.handoff.next.stage}
`)):t.stdout(`no handoff
`),s.lineage.length>0&&t.stdout(`rendered from: ${s.lineage.map(e=>`${e.stage}#${e.attempt}`).join(", ")}
`),s.problems.length>0){t.stdout(`problems:
`);for(let e of s.problems)t.stdout(`  ${e.severity}: ${p(T(e))}
`)}let C=[c.record,c.prompt,c.handoff];return await M(g(O,c.log))&&C.push(c.log),t.stdout(`
files: ${L(t.cwd,O)||O}/{${C.join(",")}}
`),d.ok}function I(t){return t.split(`
`)[0]??""}function J(t,x){let n=`stage ${t.stage} attempt ${t.attempt}`,r=t.problems.filter(i=>i.severity==="error");return t.outcome.reason==="handoff-invalid"&&r.length>0?new u("handoff-absent",`${n} wrote a handoff that was refused, so none was kept`,{details:[...r.slice(0,5).map(i=>p(T(i))),...r.length>5?[`\u2026 and ${r.length-5} more`]:[],`every problem: baton show ${x} ${t.stage} --attempt ${t.attempt} --record`]}):new u("handoff-absent",`${n} wrote no handoff (${t.outcome.reason})`)}async function M(t){return D(t).then(()=>!0,()=>!1)}export{W as showCommand};

import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{b as A}from"./chunk-VKBEEHLC.js";import{b as E}from"./chunk-6M7W7BGF.js";import{d as c}from"./chunk-DJUX3JNB.js";import{j as C}from"./chunk-K7OZMWGR.js";import"./chunk-4QCB522P.js";import"./chunk-TAX4GEY2.js";import{d as T}from"./chunk-EYFMTSAJ.js";import{b as u}from"./chunk-WPSII6IT.js";import{b as d}from"./chunk-RGWPXD3F.js";import{D as y,e as S}from"./chunk-RQGHGX6O.js";import"./chunk-JKBXI3MV.js";import{readFile as _}from"node:fs/promises";import{join as $,relative as L}from"node:path";async function q(t,x,n,r={}){let i=["prompt","handoff","record","log"].filter(e=>r[e]);if(i.length>1)throw new u("usage","give at most one of --prompt, --handoff, --record, --log");if(i.length===1&&n===void 0)throw new u("usage",`--${i[0]} needs a stage: baton show ${x} <stage> --${i[0]}`);let j=C.forProject(t.cwd),l=await j.resolve(x),h=await j.open(l),m=await j.readSummary(l),k=await h.list(),p=$(j.rootDir,l);if(n===void 0){t.stdout(`run ${l}  ${c(m.workflow)}  ${m.status}`),m.duration_ms!==null&&t.stdout(` in ${E(m.duration_ms)}`),t.stdout(`
started ${m.started_at}${m.replay_of?`, replay of ${m.replay_of}`:""}
`),t.stdout(`records in ${L(t.cwd,p)||p}

`);let e=[];for(let o of m.jobs)e.push([o.id,o.result,o.stages.join(", ")]);e.length>0&&t.stdout(A(["JOB","RESULT","STAGES"],e));let f=[...new Set(k.map(o=>o.stage))];if(f.length>0){t.stdout(`
`);let o=[];for(let b of f){let R=await h.get(b);if(!R)continue;let O=R.record;o.push([b,O.status,O.outcome.reason,String(O.attempt),E(O.agent.duration_ms),c(U(R.handoff?.summary??"")).slice(0,80)])}t.stdout(A(["STAGE","STATUS","OUTCOME","ATTEMPTS","AGENT","SUMMARY"],o))}for(let o of[y.report,y.summary])await _($(p,o),"utf8").then(()=>!0,()=>!1)&&t.stdout(`
${o}: ${L(t.cwd,$(p,o))}
`);return d.ok}let g=k.filter(e=>e.stage===n).map(e=>e.attempt);if(g.length===0){if(r.log){let f=await _($(p,`${y.jobLogPrefix}${n}.log`),"utf8").catch(()=>null);if(f!==null)return t.stdout(f),d.ok}let e=[...new Set(k.map(f=>f.stage))];throw new u("stage-unknown",`run ${l} has no stage ${JSON.stringify(n)}`,{details:[`stages: ${e.join(", ")||"(none)"}`]})}let w=r.attempt===void 0?Math.max(...g):Number(r.attempt);if(!g.includes(w))throw new u("usage",`stage ${n} has no attempt ${r.attempt}; attempts: ${g.join(", ")}`,{where:"--attempt"});let a=await h.getAttempt(n,w),v=h.attemptDir(n,w);if(r.prompt)return t.stdout(a.prompt),d.ok;if(r.handoff){if(a.handoff===null)throw P(a.record,l);return t.stdout(`${JSON.stringify(a.handoff,null,2)}
`),d.ok}if(r.record)return t.stdout(`${JSON.stringify(a.record,null,2)}
`),d.ok;if(r.log){let e=await _($(v,S.log),"utf8").catch(()=>null)??await _($(p,`${y.jobLogPrefix}${a.record.job}.log`),"utf8").catch(()=>null);if(e===null)throw new u("log-absent",`stage ${n} attempt ${w} has no agent log`);return t.stdout(e),d.ok}let s=a.record;t.stdout(`stage ${n}  job ${s.job}${s.matrix?`  matrix ${JSON.stringify(s.matrix)}`:""}
`);let N=s.parent?`  (continues run ${s.parent.run})`:"";t.stdout(`run ${l}  hop ${s.hop}${N}  attempts ${g.join(", ")}

`);for(let e of g){let f=e===w?a:await h.getAttempt(n,e);if(!f)continue;let o=f.record,b=o.verify?`, verify exit ${o.verify.exit_code}`:"";t.stdout(`attempt ${e}${o.repair?" (repair turn)":""}: ${o.status} (${o.outcome.reason}), agent exit ${o.agent.exit_code??"-"} in ${E(o.agent.duration_ms)}${b}
`),o.outcome.message&&t.stdout(`  ${c(o.outcome.message)}
`)}if(t.stdout(`
`),a.handoff?(t.stdout(`summary: ${c(a.handoff.summary)}
`),a.handoff.next&&t.stdout(`next: ${a.handoff.next.stage}
`)):t.stdout(`no handoff
`),s.lineage.length>0&&t.stdout(`rendered from: ${s.lineage.map(e=>`${e.stage}#${e.attempt}`).join(", ")}
`),s.problems.length>0){t.stdout(`problems:
`);for(let e of s.problems)t.stdout(`  ${e.severity}: ${c(T(e))}
`)}return t.stdout(`
files: ${L(t.cwd,v)||v}/{${S.record},${S.prompt},${S.handoff}}
`),d.ok}function U(t){return t.split(`
`)[0]??""}function P(t,x){let n=`stage ${t.stage} attempt ${t.attempt}`,r=t.problems.filter(i=>i.severity==="error");return t.outcome.reason==="handoff-invalid"&&r.length>0?new u("handoff-absent",`${n} wrote a handoff that was refused, so none was kept`,{details:[...r.slice(0,5).map(i=>c(T(i))),...r.length>5?[`\u2026 and ${r.length-5} more`]:[],`every problem: baton show ${x} ${t.stage} --attempt ${t.attempt} --record`]}):new u("handoff-absent",`${n} wrote no handoff (${t.outcome.reason})`)}export{q as showCommand};

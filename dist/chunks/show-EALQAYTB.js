import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{b as T}from"./chunk-TESL63RU.js";import{b as _}from"./chunk-6M7W7BGF.js";import{d as h,e as P}from"./chunk-RQQUYEBK.js";import{m as N}from"./chunk-VO7I3F7D.js";import"./chunk-I4ZZIFZ4.js";import{l as R}from"./chunk-PGXZ4BWJ.js";import{b as u}from"./chunk-WPSII6IT.js";import{b as d}from"./chunk-LJOBQOMR.js";import{E as S,f as c}from"./chunk-KAZBBGZ2.js";import"./chunk-JKBXI3MV.js";import{access as I,readFile as A}from"node:fs/promises";import{join as p,relative as L}from"node:path";async function Q(t,y,n,r={}){let i=["prompt","handoff","record","log"].filter(e=>r[e]);if(i.length>1)throw new u("usage","give at most one of --prompt, --handoff, --record, --log");if(i.length===1&&n===void 0)throw new u("usage",`--${i[0]} needs a stage: baton show ${y} <stage> --${i[0]}`);let x=N.forProject(t.cwd),l=await x.resolve(y),w=await x.open(l),m=await x.readSummary(l),k=await w.list(),g=p(x.rootDir,l);if(n===void 0){t.stdout(`run ${l}  ${h(m.workflow)}  ${m.status}`),m.duration_ms!==null&&t.stdout(` in ${_(m.duration_ms)}`),t.stdout(`
started ${m.started_at}${m.replay_of?`, replay of ${m.replay_of}`:""}
`),t.stdout(`records in ${L(t.cwd,g)||g}

`);let e=[];for(let o of m.jobs)e.push([o.id,o.result,o.stages.join(", ")]);e.length>0&&t.stdout(T(["JOB","RESULT","STAGES"],e));let f=[...new Set(k.map(o=>o.stage))];if(f.length>0){t.stdout(`
`);let o=[];for(let O of f){let v=await w.get(O);if(!v)continue;let E=v.record;o.push([O,E.status,E.outcome.reason,String(E.attempt),_(E.agent.duration_ms),P(v.handoff?.summary??"",80)])}t.stdout(T(["STAGE","STATUS","OUTCOME","ATTEMPTS","AGENT","SUMMARY"],o))}for(let o of[S.report,S.summary])await U(p(g,o))&&t.stdout(`
${o}: ${L(t.cwd,p(g,o))}
`);return d.ok}let $=k.filter(e=>e.stage===n).map(e=>e.attempt);if($.length===0){if(r.log){let f=await A(p(g,`${S.jobLogPrefix}${n}.log`),"utf8").catch(()=>null);if(f!==null)return t.stdout(f),d.ok}let e=[...new Set(k.map(f=>f.stage))];throw new u("stage-unknown",`run ${l} has no stage ${JSON.stringify(n)}`,{details:[`stages: ${e.join(", ")||"(none)"}`]})}let b=r.attempt===void 0?Math.max(...$):Number(r.attempt);if(!$.includes(b))throw new u("usage",`stage ${n} has no attempt ${r.attempt}; attempts: ${$.join(", ")}`,{where:"--attempt"});let a=await w.getAttempt(n,b),j=w.attemptDir(n,b);if(r.prompt)return t.stdout(a.prompt),d.ok;if(r.handoff){if(a.handoff===null)throw J(a.record,l);return t.stdout(`${JSON.stringify(a.handoff,null,2)}
`),d.ok}if(r.record)return t.stdout(`${JSON.stringify(a.record,null,2)}
`),d.ok;if(r.log){let e=await A(p(j,c.log),"utf8").catch(()=>null)??await A(p(g,`${S.jobLogPrefix}${a.record.job}.log`),"utf8").catch(()=>null);if(e===null)throw new u("log-absent",`stage ${n} attempt ${b} has no agent log`);return t.stdout(e),d.ok}let s=a.record;t.stdout(`stage ${n}  job ${s.job}${s.matrix?`  matrix ${JSON.stringify(s.matrix)}`:""}
`);let D=s.parent?`  (continues run ${s.parent.run})`:"";t.stdout(`run ${l}  hop ${s.hop}${D}  attempts ${$.join(", ")}

`);for(let e of $){let f=e===b?a:await w.getAttempt(n,e);if(!f)continue;let o=f.record,O=o.verify?`, verify exit ${o.verify.exit_code}`:"";t.stdout(`attempt ${e}${o.repair?" (repair turn)":""}: ${o.status} (${o.outcome.reason}), agent exit ${o.agent.exit_code??"-"} in ${_(o.agent.duration_ms)}${O}
`),o.outcome.message&&t.stdout(`  ${h(o.outcome.message)}
`)}if(t.stdout(`
`),a.handoff?(t.stdout(`summary: ${h(a.handoff.summary)}
`),a.handoff.next&&t.stdout(`next: ${a.handoff.next.stage}
`)):t.stdout(`no handoff
`),s.lineage.length>0&&t.stdout(`rendered from: ${s.lineage.map(e=>`${e.stage}#${e.attempt}`).join(", ")}
`),s.problems.length>0){t.stdout(`problems:
`);for(let e of s.problems)t.stdout(`  ${e.severity}: ${h(R(e))}
`)}let C=[c.record,c.prompt,c.handoff];return await U(p(j,c.log))&&C.push(c.log),t.stdout(`
files: ${L(t.cwd,j)||j}/{${C.join(",")}}
`),d.ok}function J(t,y){let n=`stage ${t.stage} attempt ${t.attempt}`,r=t.problems.filter(i=>i.severity==="error");return t.outcome.reason==="handoff-invalid"&&r.length>0?new u("handoff-absent",`${n} wrote a handoff that was refused, so none was kept`,{details:[...r.slice(0,5).map(i=>h(R(i))),...r.length>5?[`\u2026 and ${r.length-5} more`]:[],`every problem: baton show ${y} ${t.stage} --attempt ${t.attempt} --record`]}):new u("handoff-absent",`${n} wrote no handoff (${t.outcome.reason})`)}async function U(t){return I(t).then(()=>!0,()=>!1)}export{Q as showCommand};

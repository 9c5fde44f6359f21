import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{b as T}from"./chunk-S2573P6R.js";import{b as _}from"./chunk-UJ7YV3NU.js";import{d as p,e as P}from"./chunk-FMHES35T.js";import{h as N}from"./chunk-LHQLYP4O.js";import"./chunk-CNSFPYGU.js";import{l as R}from"./chunk-ABY2IAGY.js";import{b as i}from"./chunk-O2W2HAIL.js";import{b as u}from"./chunk-LJOBQOMR.js";import{E as S,f as c}from"./chunk-CEHDR77K.js";import"./chunk-JKBXI3MV.js";import{access as I,readFile as A}from"node:fs/promises";import{join as g,relative as L}from"node:path";async function Q(t,y,n,r={}){let m=["prompt","handoff","record","log"].filter(e=>r[e]);if(m.length>1)throw new i("usage","give at most one of --prompt, --handoff, --record, --log");if(m.length===1&&n===void 0)throw new i("usage",`--${m[0]} needs a stage: baton show ${y} <stage> --${m[0]}`);let x=N.forProject(t.cwd),l=await x.resolve(y),b=await x.open(l),d=await x.readSummary(l),k=await b.list(),$=g(x.rootDir,l);if(n===void 0){t.stdout(`run ${l}  ${p(d.workflow)}  ${d.status}`),d.duration_ms!==null&&t.stdout(` in ${_(d.duration_ms)}`),t.stdout(`
started ${d.started_at}${d.replay_of?`, replay of ${d.replay_of}`:""}
`),t.stdout(`records in ${L(t.cwd,$)||$}

`);let e=[];for(let o of d.jobs)e.push([o.id,o.result,o.stages.join(", ")]);e.length>0&&t.stdout(T(["JOB","RESULT","STAGES"],e));let f=[...new Set(k.map(o=>o.stage))];if(f.length>0){t.stdout(`
`);let o=[];for(let O of f){let v=await b.get(O);if(!v)continue;let E=v.record;o.push([O,E.status,E.outcome.reason,String(E.attempt),_(E.agent.duration_ms),P(v.handoff?.summary??"",80)])}t.stdout(T(["STAGE","STATUS","OUTCOME","ATTEMPTS","AGENT","SUMMARY"],o))}for(let o of[S.report,S.summary])await U(g($,o))&&t.stdout(`
${o}: ${L(t.cwd,g($,o))}
`);return u.ok}let h=k.filter(e=>e.stage===n).map(e=>e.attempt);if(h.length===0){if(r.log){let f=await A(g($,`${S.jobLogPrefix}${n}.log`),"utf8").catch(()=>null);if(f!==null)return t.stdout(f),u.ok}let e=[...new Set(k.map(f=>f.stage))];throw new i("stage-unknown",`run ${l} has no stage ${JSON.stringify(n)}`,{details:[`stages: ${e.join(", ")||"(none)"}`]})}let w=r.attempt===void 0?Math.max(...h):Number(r.attempt);if(!h.includes(w))throw new i("usage",`stage ${n} has no attempt ${r.attempt}; attempts: ${h.join(", ")}`,{where:"--attempt"});let a=await b.getAttempt(n,w),j=b.attemptDir(n,w);if(r.prompt){if(a.record.outcome.reason==="render-failed")throw new i("prompt-absent",`stage ${n} attempt ${w} has no prompt: its template could not be rendered`,{details:[...(a.record.outcome.message??"").split(`
`).map(p)]});return t.stdout(a.prompt),u.ok}if(r.handoff){if(a.handoff===null)throw J(a.record,l);return t.stdout(`${JSON.stringify(a.handoff,null,2)}
`),u.ok}if(r.record)return t.stdout(`${JSON.stringify(a.record,null,2)}
`),u.ok;if(r.log){let e=await A(g(j,c.log),"utf8").catch(()=>null)??await A(g($,`${S.jobLogPrefix}${a.record.job}.log`),"utf8").catch(()=>null);if(e===null)throw new i("log-absent",`stage ${n} attempt ${w} has no agent log`);return t.stdout(e),u.ok}let s=a.record;t.stdout(`stage ${n}  job ${s.job}${s.matrix?`  matrix ${JSON.stringify(s.matrix)}`:""}
`);let D=s.parent?`  (continues run ${s.parent.run})`:"";t.stdout(`run ${l}  hop ${s.hop}${D}  attempts ${h.join(", ")}

`);for(let e of h){let f=e===w?a:await b.getAttempt(n,e);if(!f)continue;let o=f.record,O=o.verify?`, verify exit ${o.verify.exit_code}`:"";t.stdout(`attempt ${e}${o.repair?" (repair turn)":""}: ${o.status} (${o.outcome.reason}), agent exit ${o.agent.exit_code??"-"} in ${_(o.agent.duration_ms)}${O}
`),o.outcome.message&&t.stdout(`  ${p(o.outcome.message)}
`)}if(t.stdout(`
`),a.handoff?(t.stdout(`summary: ${p(a.handoff.summary)}
`),a.handoff.next&&t.stdout(`next: ${a.handoff.next.stage}
`)):t.stdout(`no handoff
`),s.lineage.length>0&&t.stdout(`rendered from: ${s.lineage.map(e=>`${e.stage}#${e.attempt}`).join(", ")}
`),s.problems.length>0){t.stdout(`problems:
`);for(let e of s.problems)t.stdout(`  ${e.severity}: ${p(R(e))}
`)}let C=[c.record,c.prompt,c.handoff];return await U(g(j,c.log))&&C.push(c.log),t.stdout(`
files: ${L(t.cwd,j)||j}/{${C.join(",")}}
`),u.ok}function J(t,y){let n=`stage ${t.stage} attempt ${t.attempt}`,r=t.problems.filter(m=>m.severity==="error");return t.outcome.reason==="handoff-invalid"&&r.length>0?new i("handoff-absent",`${n} wrote a handoff that was refused, so none was kept`,{details:[...r.slice(0,5).map(m=>p(R(m))),...r.length>5?[`\u2026 and ${r.length-5} more`]:[],`every problem: baton show ${y} ${t.stage} --attempt ${t.attempt} --record`]}):new i("handoff-absent",`${n} wrote no handoff (${t.outcome.reason})`)}async function U(t){return I(t).then(()=>!0,()=>!1)}export{Q as showCommand};

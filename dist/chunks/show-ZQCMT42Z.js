import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{b as N}from"./chunk-DLYKENTC.js";import{b as T}from"./chunk-HSBFNHF6.js";import{b as _}from"./chunk-6M7W7BGF.js";import{d as p}from"./chunk-DJUX3JNB.js";import{k as P}from"./chunk-BBEYUR2H.js";import"./chunk-I4ZZIFZ4.js";import{l as R}from"./chunk-PGXZ4BWJ.js";import{b as u}from"./chunk-WPSII6IT.js";import{b as d}from"./chunk-LJOBQOMR.js";import{E as S,f as c}from"./chunk-KAZBBGZ2.js";import"./chunk-JKBXI3MV.js";import{access as I,readFile as A}from"node:fs/promises";import{join as g,relative as L}from"node:path";async function W(t,y,n,r={}){let i=["prompt","handoff","record","log"].filter(o=>r[o]);if(i.length>1)throw new u("usage","give at most one of --prompt, --handoff, --record, --log");if(i.length===1&&n===void 0)throw new u("usage",`--${i[0]} needs a stage: baton show ${y} <stage> --${i[0]}`);let x=P.forProject(t.cwd),l=await x.resolve(y),w=await x.open(l),m=await x.readSummary(l),k=await w.list(),$=g(x.rootDir,l);if(n===void 0){t.stdout(`run ${l}  ${p(m.workflow)}  ${m.status}`),m.duration_ms!==null&&t.stdout(` in ${_(m.duration_ms)}`),t.stdout(`
started ${m.started_at}${m.replay_of?`, replay of ${m.replay_of}`:""}
`),t.stdout(`records in ${L(t.cwd,$)||$}

`);let o=[];for(let e of m.jobs)o.push([e.id,e.result,e.stages.join(", ")]);o.length>0&&t.stdout(T(["JOB","RESULT","STAGES"],o));let f=[...new Set(k.map(e=>e.stage))];if(f.length>0){t.stdout(`
`);let e=[];for(let O of f){let v=await w.get(O);if(!v)continue;let E=v.record;e.push([O,E.status,E.outcome.reason,String(E.attempt),_(E.agent.duration_ms),N(p(J(v.handoff?.summary??"")),80)])}t.stdout(T(["STAGE","STATUS","OUTCOME","ATTEMPTS","AGENT","SUMMARY"],e))}for(let e of[S.report,S.summary])await U(g($,e))&&t.stdout(`
${e}: ${L(t.cwd,g($,e))}
`);return d.ok}let h=k.filter(o=>o.stage===n).map(o=>o.attempt);if(h.length===0){if(r.log){let f=await A(g($,`${S.jobLogPrefix}${n}.log`),"utf8").catch(()=>null);if(f!==null)return t.stdout(f),d.ok}let o=[...new Set(k.map(f=>f.stage))];throw new u("stage-unknown",`run ${l} has no stage ${JSON.stringify(n)}`,{details:[`stages: ${o.join(", ")||"(none)"}`]})}let b=r.attempt===void 0?Math.max(...h):Number(r.attempt);if(!h.includes(b))throw new u("usage",`stage ${n} has no attempt ${r.attempt}; attempts: ${h.join(", ")}`,{where:"--attempt"});let a=await w.getAttempt(n,b),j=w.attemptDir(n,b);if(r.prompt)return t.stdout(a.prompt),d.ok;if(r.handoff){if(a.handoff===null)throw M(a.record,l);return t.stdout(`${JSON.stringify(a.handoff,null,2)}
`),d.ok}if(r.record)return t.stdout(`${JSON.stringify(a.record,null,2)}
`),d.ok;if(r.log){let o=await A(g(j,c.log),"utf8").catch(()=>null)??await A(g($,`${S.jobLogPrefix}${a.record.job}.log`),"utf8").catch(()=>null);if(o===null)throw new u("log-absent",`stage ${n} attempt ${b} has no agent log`);return t.stdout(o),d.ok}let s=a.record;t.stdout(`stage ${n}  job ${s.job}${s.matrix?`  matrix ${JSON.stringify(s.matrix)}`:""}
`);let D=s.parent?`  (continues run ${s.parent.run})`:"";t.stdout(`run ${l}  hop ${s.hop}${D}  attempts ${h.join(", ")}

`);for(let o of h){let f=o===b?a:await w.getAttempt(n,o);if(!f)continue;let e=f.record,O=e.verify?`, verify exit ${e.verify.exit_code}`:"";t.stdout(`attempt ${o}${e.repair?" (repair turn)":""}: ${e.status} (${e.outcome.reason}), agent exit ${e.agent.exit_code??"-"} in ${_(e.agent.duration_ms)}${O}
`),e.outcome.message&&t.stdout(`  ${p(e.outcome.message)}
`)}if(t.stdout(`
`),a.handoff?(t.stdout(`summary: ${p(a.handoff.summary)}
`),a.handoff.next&&t.stdout(`next: ${a.handoff.next.stage}
`)):t.stdout(`no handoff
`),s.lineage.length>0&&t.stdout(`rendered from: ${s.lineage.map(o=>`${o.stage}#${o.attempt}`).join(", ")}
`),s.problems.length>0){t.stdout(`problems:
`);for(let o of s.problems)t.stdout(`  ${o.severity}: ${p(R(o))}
`)}let C=[c.record,c.prompt,c.handoff];return await U(g(j,c.log))&&C.push(c.log),t.stdout(`
files: ${L(t.cwd,j)||j}/{${C.join(",")}}
`),d.ok}function J(t){return t.split(`
`)[0]??""}function M(t,y){let n=`stage ${t.stage} attempt ${t.attempt}`,r=t.problems.filter(i=>i.severity==="error");return t.outcome.reason==="handoff-invalid"&&r.length>0?new u("handoff-absent",`${n} wrote a handoff that was refused, so none was kept`,{details:[...r.slice(0,5).map(i=>p(R(i))),...r.length>5?[`\u2026 and ${r.length-5} more`]:[],`every problem: baton show ${y} ${t.stage} --attempt ${t.attempt} --record`]}):new u("handoff-absent",`${n} wrote no handoff (${t.outcome.reason})`)}async function U(t){return I(t).then(()=>!0,()=>!1)}export{W as showCommand};

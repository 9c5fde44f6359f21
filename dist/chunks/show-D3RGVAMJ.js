import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{b as A}from"./chunk-JA54Q77H.js";import{b as O}from"./chunk-6M7W7BGF.js";import{d as $}from"./chunk-DJUX3JNB.js";import{j as C}from"./chunk-44AIVNUE.js";import"./chunk-FNTRRF55.js";import"./chunk-U4E3NFAQ.js";import{d as v}from"./chunk-FMOVUH7R.js";import{b as u}from"./chunk-WPSII6IT.js";import{b as m}from"./chunk-RGWPXD3F.js";import{D as b,e as S}from"./chunk-TS56CWBT.js";import"./chunk-JKBXI3MV.js";import{readFile as _}from"node:fs/promises";import{join as g,relative as L}from"node:path";async function q(t,R,n,f={}){let y=["prompt","handoff","record","log"].filter(o=>f[o]);if(y.length>1)throw new u("usage","give at most one of --prompt, --handoff, --record, --log");if(y.length===1&&n===void 0)throw new u("usage",`--${y[0]} needs a stage: baton show ${R} <stage> --${y[0]}`);let x=C.forProject(t.cwd),d=await x.resolve(R),h=await x.open(d),i=await x.readSummary(d),E=await h.list(),c=g(x.rootDir,d);if(n===void 0){t.stdout(`run ${d}  ${$(i.workflow)}  ${i.status}`),i.duration_ms!==null&&t.stdout(` in ${O(i.duration_ms)}`),t.stdout(`
started ${i.started_at}${i.replay_of?`, replay of ${i.replay_of}`:""}
`),t.stdout(`records in ${L(t.cwd,c)||c}

`);let o=[];for(let e of i.jobs)o.push([e.id,e.result,e.stages.join(", ")]);o.length>0&&t.stdout(A(["JOB","RESULT","STAGES"],o));let s=[...new Set(E.map(e=>e.stage))];if(s.length>0){t.stdout(`
`);let e=[];for(let w of s){let k=await h.get(w);if(!k)continue;let j=k.record;e.push([w,j.status,j.outcome.reason,String(j.attempt),O(j.agent.duration_ms),$(P(k.handoff?.summary??"")).slice(0,80)])}t.stdout(A(["STAGE","STATUS","OUTCOME","ATTEMPTS","AGENT","SUMMARY"],e))}for(let e of[b.report,b.summary])await _(g(c,e),"utf8").then(()=>!0,()=>!1)&&t.stdout(`
${e}: ${L(t.cwd,g(c,e))}
`);return m.ok}let l=E.filter(o=>o.stage===n).map(o=>o.attempt);if(l.length===0){if(f.log){let s=await _(g(c,`${b.jobLogPrefix}${n}.log`),"utf8").catch(()=>null);if(s!==null)return t.stdout(s),m.ok}let o=[...new Set(E.map(s=>s.stage))];throw new u("stage-unknown",`run ${d} has no stage ${JSON.stringify(n)}`,{details:[`stages: ${o.join(", ")||"(none)"}`]})}let p=f.attempt===void 0?Math.max(...l):Number(f.attempt);if(!l.includes(p))throw new u("usage",`stage ${n} has no attempt ${f.attempt}; attempts: ${l.join(", ")}`,{where:"--attempt"});let r=await h.getAttempt(n,p),T=h.attemptDir(n,p);if(f.prompt)return t.stdout(r.prompt),m.ok;if(f.handoff){if(r.handoff===null)throw new u("handoff-absent",`stage ${n} attempt ${p} wrote no handoff`);return t.stdout(`${JSON.stringify(r.handoff,null,2)}
`),m.ok}if(f.record)return t.stdout(`${JSON.stringify(r.record,null,2)}
`),m.ok;if(f.log){let o=await _(g(T,S.log),"utf8").catch(()=>null)??await _(g(c,`${b.jobLogPrefix}${r.record.job}.log`),"utf8").catch(()=>null);if(o===null)throw new u("log-absent",`stage ${n} attempt ${p} has no agent log`);return t.stdout(o),m.ok}let a=r.record;t.stdout(`stage ${n}  job ${a.job}${a.matrix?`  matrix ${JSON.stringify(a.matrix)}`:""}
`);let N=a.parent?`  (continues run ${a.parent.run})`:"";t.stdout(`run ${d}  hop ${a.hop}${N}  attempts ${l.join(", ")}

`);for(let o of l){let s=o===p?r:await h.getAttempt(n,o);if(!s)continue;let e=s.record,w=e.verify?`, verify exit ${e.verify.exit_code}`:"";t.stdout(`attempt ${o}${e.repair?" (repair turn)":""}: ${e.status} (${e.outcome.reason}), agent exit ${e.agent.exit_code??"-"} in ${O(e.agent.duration_ms)}${w}
`),e.outcome.message&&t.stdout(`  ${$(e.outcome.message)}
`)}if(t.stdout(`
`),r.handoff?(t.stdout(`summary: ${$(r.handoff.summary)}
`),r.handoff.next&&t.stdout(`next: ${r.handoff.next.stage}
`)):t.stdout(`no handoff
`),a.lineage.length>0&&t.stdout(`rendered from: ${a.lineage.map(o=>`${o.stage}#${o.attempt}`).join(", ")}
`),a.problems.length>0){t.stdout(`problems:
`);for(let o of a.problems)t.stdout(`  ${o.severity}: ${$(v(o))}
`)}return t.stdout(`
files: ${L(t.cwd,T)||T}/{${S.record},${S.prompt},${S.handoff}}
`),m.ok}function P(t){return t.split(`
`)[0]??""}export{q as showCommand};

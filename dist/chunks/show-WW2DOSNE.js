import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{b as A}from"./chunk-65EOSEVB.js";import{b as O}from"./chunk-6M7W7BGF.js";import{d as g}from"./chunk-DJUX3JNB.js";import{k as C}from"./chunk-YCIAZCJF.js";import"./chunk-AMISQ57X.js";import"./chunk-7GN3WOKB.js";import{d as v}from"./chunk-KGYQPQ5C.js";import{b as d}from"./chunk-WPSII6IT.js";import{b as m}from"./chunk-RGWPXD3F.js";import{D as b,e as S}from"./chunk-HO2D34LY.js";import"./chunk-JKBXI3MV.js";import{readFile as _}from"node:fs/promises";import{join as $,relative as L}from"node:path";async function Y(t,R,n,s={}){let y=["prompt","handoff","record","log"].filter(o=>s[o]);if(y.length>1)throw new d("usage","give at most one of --prompt, --handoff, --record, --log");if(y.length===1&&n===void 0)throw new d("usage",`--${y[0]} needs a stage: baton show ${R} <stage> --${y[0]}`);let x=C.forProject(t.cwd),u=await x.resolve(R),h=await x.open(u),f=await x.readSummary(u),E=await h.list(),l=$(x.rootDir,u);if(n===void 0){t.stdout(`run ${u}  ${g(f.workflow)}  ${f.status}`),f.duration_ms!==null&&t.stdout(` in ${O(f.duration_ms)}`),t.stdout(`
started ${f.started_at}${f.replay_of?`, replay of ${f.replay_of}`:""}
`),t.stdout(`records in ${L(t.cwd,l)||l}

`);let o=[];for(let e of f.jobs)o.push([e.id,e.result,e.stages.join(", ")]);o.length>0&&t.stdout(A(["JOB","RESULT","STAGES"],o));let a=[...new Set(E.map(e=>e.stage))];if(a.length>0){t.stdout(`
`);let e=[];for(let w of a){let k=await h.get(w);if(!k)continue;let j=k.record;e.push([w,j.status,j.outcome.reason,String(j.attempt),O(j.agent.duration_ms),g(N(k.handoff?.summary??"")).slice(0,80)])}t.stdout(A(["STAGE","STATUS","OUTCOME","ATTEMPTS","AGENT","SUMMARY"],e))}for(let e of[b.report,b.summary])await _($(l,e),"utf8").then(()=>!0,()=>!1)&&t.stdout(`
${e}: ${L(t.cwd,$(l,e))}
`);return m.ok}let c=E.filter(o=>o.stage===n).map(o=>o.attempt);if(c.length===0){if(s.log){let a=await _($(l,`${b.jobLogPrefix}${n}.log`),"utf8").catch(()=>null);if(a!==null)return t.stdout(a),m.ok}let o=[...new Set(E.map(a=>a.stage))];throw new d("stage-unknown",`run ${u} has no stage ${JSON.stringify(n)}`,{details:[`stages: ${o.join(", ")||"(none)"}`]})}let p=s.attempt===void 0?Math.max(...c):Number(s.attempt);if(!c.includes(p))throw new d("usage",`stage ${n} has no attempt ${s.attempt}; attempts: ${c.join(", ")}`,{where:"--attempt"});let r=await h.getAttempt(n,p),T=h.attemptDir(n,p);if(s.prompt)return t.stdout(r.prompt),m.ok;if(s.handoff){if(r.handoff===null)throw new d("handoff-absent",`stage ${n} attempt ${p} wrote no handoff`);return t.stdout(`${JSON.stringify(r.handoff,null,2)}
`),m.ok}if(s.record)return t.stdout(`${JSON.stringify(r.record,null,2)}
`),m.ok;if(s.log){let o=await _($(T,S.log),"utf8").catch(()=>null)??await _($(l,`${b.jobLogPrefix}${r.record.job}.log`),"utf8").catch(()=>null);if(o===null)throw new d("log-absent",`stage ${n} attempt ${p} has no agent log`);return t.stdout(o),m.ok}let i=r.record;t.stdout(`stage ${n}  job ${i.job}${i.matrix?`  matrix ${JSON.stringify(i.matrix)}`:""}
`),t.stdout(`run ${u}  hop ${i.hop}  attempts ${c.join(", ")}

`);for(let o of c){let a=o===p?r:await h.getAttempt(n,o);if(!a)continue;let e=a.record,w=e.verify?`, verify exit ${e.verify.exit_code}`:"";t.stdout(`attempt ${o}${e.repair?" (repair turn)":""}: ${e.status} (${e.outcome.reason}), agent exit ${e.agent.exit_code??"-"} in ${O(e.agent.duration_ms)}${w}
`),e.outcome.message&&t.stdout(`  ${g(e.outcome.message)}
`)}if(t.stdout(`
`),r.handoff?(t.stdout(`summary: ${g(r.handoff.summary)}
`),r.handoff.next&&t.stdout(`next: ${r.handoff.next.stage}
`)):t.stdout(`no handoff
`),i.lineage.length>0&&t.stdout(`rendered from: ${i.lineage.map(o=>`${o.stage}#${o.attempt}`).join(", ")}
`),i.problems.length>0){t.stdout(`problems:
`);for(let o of i.problems)t.stdout(`  ${o.severity}: ${g(v(o))}
`)}return t.stdout(`
files: ${L(t.cwd,T)||T}/{${S.record},${S.prompt},${S.handoff}}
`),m.ok}function N(t){return t.split(`
`)[0]??""}export{Y as showCommand};

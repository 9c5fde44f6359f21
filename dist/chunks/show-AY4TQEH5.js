import{b as I}from"./chunk-TTNVL2ZD.js";import{b as E}from"./chunk-TTZY7OVJ.js";import{d as g,e as N}from"./chunk-M255AROM.js";import{h as G,i as W}from"./chunk-TWDMS5CT.js";import{b as M,c as F}from"./chunk-EPYEQPAH.js";import{m as C}from"./chunk-HAF7W6PC.js";import{l as P}from"./chunk-2E3JLKNZ.js";import{b as m,d as D}from"./chunk-DJ5VRM7F.js";import{b as $}from"./chunk-D5MYTITA.js";import{F as b,f as y}from"./chunk-FBM4AQMS.js";import"./chunk-JKBXI3MV.js";import{access as X,readdir as z,readFile as R}from"node:fs/promises";import{join as j,relative as U}from"node:path";async function dt(t,i,n,r={}){let f=["prompt","handoff","record","log"].filter(e=>r[e]);if(f.length>1)throw new m("usage","give at most one of --prompt, --handoff, --record, --log");if(f.length===1&&n===void 0)throw new m("usage",`--${f[0]} needs a stage: baton show ${i} <stage> --${f[0]}`);let p=G.forProject(t.cwd),u=await p.resolve(i),O=await p.open(u),w=await p.readSummary(u),_=await O.list(),h=j(p.rootDir,u);if(n===void 0){t.stdout(`run ${u}  ${g(w.workflow)}  ${W(w)}`),w.duration_ms!==null&&t.stdout(` in ${E(w.duration_ms)}`),t.stdout(`
started ${w.started_at}${w.replay_of?`, replay of ${w.replay_of}`:""}
`),t.stdout(`records in ${U(t.cwd,h)||h}

`);let e=[];for(let s of w.jobs)e.push([s.id,s.result,s.stages.join(", ")]);e.length>0&&t.stdout(I(["JOB","RESULT","STAGES"],e));let S=[...new Set(_.map(s=>s.stage))],o=[];if(S.length>0){t.stdout(`
`);let s=[];for(let l of S){let v;try{v=await O.get(l)}catch(A){if(!(A instanceof m))throw A;o.push(D(A)),s.push([l,"unreadable","","","","(see below)"]);continue}if(!v)continue;let k=v.record;s.push([l,C(k.status,k.outcome.reason),k.outcome.reason,String(k.attempt),E(k.agent.duration_ms),N(v.handoff?.summary??"",80)])}t.stdout(I(["STAGE","STATUS","OUTCOME","ATTEMPTS","AGENT","SUMMARY"],s))}let c=await Y(h);if(c.length>0){let s=c.length>12?`${c.slice(0,12).join(", ")}, \u2026`:c.join(", ");t.stdout(`
job logs: ${g(s)} (baton show ${u} <job>)
`)}for(let s of[b.report,b.summary])await q(j(h,s))&&t.stdout(`
${s}: ${U(t.cwd,j(h,s))}
`);return o.length===0?$.ok:(t.stderr(`baton: ${o.length===1?"a record":`${o.length} records`} of run ${u} cannot be read:
${o.map(s=>`  ${N(s,400)}
`).join("")}`),$.failure)}let x=_.filter(e=>e.stage===n).map(e=>e.attempt);if(x.length===0){let e=await Y(h);if(e.includes(n)&&!r.prompt&&!r.handoff&&!r.record){let l=await R(j(h,`${b.jobLogPrefix}${n}.log`),"utf8");return t.stdout(B(t,l)),$.ok}let S=[...new Set(_.map(l=>l.stage))],o=e.filter(l=>l.startsWith(`${n}-`)),c=o.length>0?await Q(h,n):[],s=o.find(l=>c.includes(l))??o[0];throw new m("stage-unknown",`run ${u} has no stage ${JSON.stringify(n)}`,{details:[...o.length>0?[`job ${n} ran as matrix legs ${o.join(", ")}${c.length>0?` (failed: ${c.join(", ")})`:""}: baton show ${u} ${s} --log`]:[],`stages: ${S.join(", ")||"(none)"}`,`job logs: ${e.join(", ")||"(none)"}`]})}let T=r.attempt===void 0?Math.max(...x):Number(r.attempt);if(!x.includes(T))throw new m("usage",`stage ${n} has no attempt ${r.attempt}; attempts: ${x.join(", ")}`,{where:"--attempt"});let a=await O.getAttempt(n,T),L=O.attemptDir(n,T);if(r.prompt){if(a.record.outcome.reason==="render-failed")throw new m("prompt-absent",`stage ${n} attempt ${T} has no prompt: its template could not be rendered`,{details:[...(a.record.outcome.message??"").split(`
`).map(g)]});return t.stdout(V(t,a.prompt)),$.ok}if(r.handoff){if(a.handoff===null)throw K(a.record,u);return t.stdout(`${JSON.stringify(a.handoff,null,2)}
`),$.ok}if(r.record)return t.stdout(`${JSON.stringify(a.record,null,2)}
`),$.ok;if(r.log){let e=await R(j(L,y.log),"utf8").catch(()=>null)??await R(j(h,`${b.jobLogPrefix}${a.record.job}.log`),"utf8").catch(()=>null);if(e===null)throw new m("log-absent",`stage ${n} attempt ${T} has no agent log`);return t.stdout(B(t,e)),$.ok}let d=a.record;t.stdout(`stage ${n}  job ${d.job}${d.matrix?`  matrix ${JSON.stringify(d.matrix)}`:""}
`);let H=d.parent?`  (continues run ${d.parent.run})`:"";t.stdout(`run ${u}  hop ${d.hop}${H}  attempts ${x.join(", ")}

`);for(let e of x){let S=e===T?a:await O.getAttempt(n,e);if(!S)continue;let o=S.record,c=o.verify?`, verify exit ${o.verify.exit_code}`:"";t.stdout(`attempt ${e}${o.repair?" (repair turn)":""}: ${C(o.status,o.outcome.reason)}${o.outcome.reason==="cancelled"?"":` (${o.outcome.reason})`}, agent exit ${o.agent.exit_code??"-"} in ${E(o.agent.duration_ms)}${c}
`),o.outcome.message&&t.stdout(`  ${g(o.outcome.message)}
`)}if(t.stdout(`
`),a.handoff?(t.stdout(`summary: ${g(a.handoff.summary)}
`),a.handoff.next&&t.stdout(`next: ${a.handoff.next.stage}
`)):t.stdout(`no handoff
`),d.lineage.length>0&&t.stdout(`rendered from: ${d.lineage.map(e=>`${e.stage}#${e.attempt}`).join(", ")}
`),d.problems.length>0){t.stdout(`problems:
`);for(let e of d.problems)t.stdout(`  ${e.severity}: ${g(P(e))}
`)}let J=[y.record,y.prompt,y.handoff];return await q(j(L,y.log))&&J.push(y.log),t.stdout(`
files: ${U(t.cwd,L)||L}/{${J.join(",")}}
`),$.ok}function K(t,i){let n=`stage ${t.stage} attempt ${t.attempt}`,r=t.problems.filter(f=>f.severity==="error");return t.outcome.reason==="handoff-invalid"&&r.length>0?new m("handoff-absent",`${n} wrote a handoff that was refused, so none was kept`,{details:[...r.slice(0,5).map(f=>g(P(f))),...r.length>5?[`\u2026 and ${r.length-5} more`]:[],`every problem: baton show ${i} ${t.stage} --attempt ${t.attempt} --record`]}):new m("handoff-absent",`${n} wrote no handoff (${t.outcome.reason})`)}async function Q(t,i){let n=await R(j(t,b.events),"utf8").catch(()=>""),r=[];for(let f of n.split(`
`))if(f.includes('"job-finished"'))try{let p=JSON.parse(f);p.type==="job-finished"&&p.job===i&&p.result==="failure"&&r.push(String(p.leg))}catch{}return r}async function Y(t){return(await z(t).catch(()=>[])).filter(n=>n.startsWith(b.jobLogPrefix)&&n.endsWith(".log")).map(n=>n.slice(b.jobLogPrefix.length,-4)).sort()}async function q(t){return X(t).then(()=>!0,()=>!1)}function V(t,i){return t.isTTY?g(i.replaceAll(`\r
`,`
`)):i}function B(t,i){if(!t.isTTY)return i;let n=F(i.replaceAll(`\r
`,`
`)).split(`
`).map(M);return g(n.join(`
`))}export{dt as showCommand};

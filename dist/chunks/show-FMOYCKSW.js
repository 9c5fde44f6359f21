import{b as F}from"./chunk-2E25ZER7.js";import{b as N}from"./chunk-OVH7TOEP.js";import{b as K,e as w,f as U}from"./chunk-GINPHISB.js";import{i as X,j as z}from"./chunk-2T2JCRJA.js";import{b as B,c as H}from"./chunk-EPYEQPAH.js";import{m as P}from"./chunk-G25GOTOG.js";import{d as q,m as M}from"./chunk-BO2QRRRT.js";import{b as u,d as G}from"./chunk-DJ5VRM7F.js";import{b as p}from"./chunk-D5MYTITA.js";import{G as R,H as C,I as W,f as k}from"./chunk-LDGOLILH.js";import"./chunk-JKBXI3MV.js";import{access as nt,readdir as et,readFile as I}from"node:fs/promises";import{join as b,relative as A}from"node:path";async function bt(t,f,n,r={}){let c=["prompt","handoff","record","log"].filter(e=>r[e]);if(c.length>1)throw new u("usage","give at most one of --prompt, --handoff, --record, --log");if(c.length===1&&n===void 0)throw new u("usage",`--${c[0]} needs a stage: baton show ${f} <stage> --${c[0]}`);if(r.attempt!==void 0&&n===void 0)throw new u("usage",`--attempt needs a stage: baton show ${f} <stage> --attempt ${r.attempt}`);let x=r.attempt===void 0?void 0:K(r.attempt,"--attempt"),L=X.forProject(t.cwd),i=await L.resolve(f),E=await L.open(i),m=await L.readSummary(i),J=await E.list(),g=b(L.rootDir,i);if(n===void 0){t.stdout(`run ${i}  ${w(m.workflow)}  ${z(m)}`),m.duration_ms!==null&&t.stdout(` in ${N(m.duration_ms)}`),t.stdout(`
started ${m.started_at}${m.replay_of?`, replay of ${m.replay_of}`:""}
`),t.stdout(`records in ${A(t.cwd,g)||g}

`);let e=[];for(let a of m.jobs)e.push([a.id,a.result,a.stages.join(", ")]);e.length>0&&t.stdout(F(["JOB","RESULT","STAGES"],e));let $=[...new Set(J.map(a=>a.stage))],s=[];if($.length>0){t.stdout(`
`);let a=[];for(let j of $){let v;try{v=await E.get(j)}catch(o){if(!(o instanceof u))throw o;s.push(G(o)),a.push([j,"unreadable","","","","(see below)"]);continue}if(!v)continue;let S=v.record;a.push([j,P(S.status,S.outcome.reason),S.outcome.reason,String(S.attempt),N(S.agent.duration_ms),U(v.handoff?.summary??"",80)])}t.stdout(F(["STAGE","STATUS","OUTCOME","ATTEMPTS","AGENT","SUMMARY"],a))}let l=await Q(g);if(l.length>0){let a=l.length>12?`${l.slice(0,12).join(", ")}, \u2026`:l.join(", "),j=A(t.cwd,b(g,C("<job>")));t.stdout(`
job logs: ${w(a)} (${j}; baton show ${i} <job> for a job that records no stage)
`)}for(let a of[R.report,R.summary])await D(b(g,a))&&t.stdout(`
${a}: ${A(t.cwd,b(g,a))}
`);return s.length===0?p.ok:(t.stderr(`baton: ${s.length===1?"a record":`${s.length} records`} of run ${i} cannot be read:
${s.map(a=>`  ${U(a,400)}
`).join("")}`),p.failure)}let O=J.filter(e=>e.stage===n).map(e=>e.attempt);if(O.length===0){let e=await Q(g);if(e.includes(n)&&!r.prompt&&!r.handoff&&!r.record){let o=await I(b(g,C(n)),"utf8");return t.stdout(V(t,o)),p.ok}let $=[...new Set(J.map(o=>o.stage))],s=m.jobs.find(o=>o.id===n),l=m.jobs.filter(o=>o.id.startsWith(`${n}/`));if(s!==void 0&&l.length>0&&!r.prompt&&!r.handoff&&!r.record){let o=Math.max(...l.map(y=>y.id.length));return t.stdout([`job ${n} of run ${i} (${s.result}) calls a workflow; its jobs:`,...l.map(y=>`  ${y.id.padEnd(o)}  ${y.result}`),`a job's log: baton show ${i} ${l[0].id}; the stages they recorded: baton show ${i}`,""].join(`
`)),p.ok}if(s!==void 0&&l.length>0){let o=l.map(y=>y.id);throw new u("stage-unknown",`job ${n} of run ${i} (${s.result}) calls a workflow; its jobs: ${o.map(y=>`${y} (${m.jobs.find(tt=>tt.id===y)?.result})`).join(", ")}`,{details:[`a job's log: baton show ${i} ${o[0]}; the stages they recorded: baton show ${i}`,`stages: ${$.join(", ")||"(none)"}`]})}if(s!==void 0&&!e.some(o=>o===n||o.startsWith(`${n}-`))){let o=b(g,R.report);throw new u("stage-unknown",`job ${n} of run ${i} (${s.result}) recorded no stage and printed nothing: it has no job log`,{details:[...await D(o)?[`the report it may have written: ${A(t.cwd,o)}`]:[],`stages: ${$.join(", ")||"(none)"}`]})}let a=e.filter(o=>o.startsWith(`${n}-`)),j=a.length>0?await rt(g,n):[],v=a.find(o=>j.includes(o))??a[0],S=a.length>0?"":q(n,[...$,...e]);throw new u("stage-unknown",`run ${i} has no stage ${JSON.stringify(n)}${S}`,{details:[...a.length>0?[`job ${n} ran as matrix legs ${a.join(", ")}${j.length>0?` (failed: ${j.join(", ")})`:""}: baton show ${i} ${v} --log`]:[],`stages: ${$.join(", ")||"(none)"}`,`job logs: ${e.join(", ")||"(none)"}`]})}let T=x??Math.max(...O);if(!O.includes(T))throw new u("usage",`stage ${n} has no attempt ${r.attempt}; attempts: ${O.join(", ")}`,{where:"--attempt"});let d=await E.getAttempt(n,T),_=E.attemptDir(n,T);if(r.prompt){if(d.record.outcome.reason==="render-failed")throw new u("prompt-absent",`stage ${n} attempt ${T} has no prompt: its template could not be rendered`,{details:[...(d.record.outcome.message??"").split(`
`).map(w)]});return t.stdout(st(t,d.prompt)),p.ok}if(r.handoff){if(d.handoff===null)throw ot(d.record,i);return t.stdout(`${JSON.stringify(d.handoff,null,2)}
`),p.ok}if(r.record)return t.stdout(`${JSON.stringify(d.record,null,2)}
`),p.ok;if(r.log){let e=await I(b(_,k.log),"utf8").catch(()=>null)??await I(b(g,C(d.record.job)),"utf8").catch(()=>null);if(e===null)throw new u("log-absent",`stage ${n} attempt ${T} has no agent log`);return t.stdout(V(t,e)),p.ok}let h=d.record;t.stdout(`stage ${n}  job ${h.job}${h.matrix?`  matrix ${JSON.stringify(h.matrix)}`:""}
`);let Z=h.parent?`  (continues run ${h.parent.run})`:"";t.stdout(`run ${i}  hop ${h.hop}${Z}  attempts ${O.join(", ")}

`);for(let e of O){let $=e===T?d:await E.getAttempt(n,e);if(!$)continue;let s=$.record,l=s.verify?`, verify exit ${s.verify.exit_code}`:"";t.stdout(`attempt ${e}${s.repair?" (repair turn)":""}: ${P(s.status,s.outcome.reason)}${s.outcome.reason==="cancelled"?"":` (${s.outcome.reason})`}, agent exit ${s.agent.exit_code??"-"} in ${N(s.agent.duration_ms)}${l}
`),s.outcome.message&&t.stdout(`  ${w(s.outcome.message)}
`)}if(t.stdout(`
`),d.handoff?(t.stdout(`summary: ${w(d.handoff.summary)}
`),d.handoff.next&&t.stdout(`next: ${d.handoff.next.stage}
`)):t.stdout(`no handoff
`),h.lineage.length>0&&t.stdout(`rendered from: ${h.lineage.map(e=>`${e.stage}#${e.attempt}`).join(", ")}
`),h.problems.length>0){t.stdout(`problems:
`);for(let e of h.problems)t.stdout(`  ${e.severity}: ${w(M(e))}
`)}let Y=[k.record,k.prompt,k.handoff];return await D(b(_,k.log))&&Y.push(k.log),t.stdout(`
files: ${A(t.cwd,_)||_}/{${Y.join(",")}}
`),p.ok}function ot(t,f){let n=`stage ${t.stage} attempt ${t.attempt}`,r=t.problems.filter(c=>c.severity==="error");return t.outcome.reason==="handoff-invalid"&&r.length>0?new u("handoff-absent",`${n} wrote a handoff that was refused, so none was kept`,{details:[...r.slice(0,5).map(c=>w(M(c))),...r.length>5?[`\u2026 and ${r.length-5} more`]:[],`every problem: baton show ${f} ${t.stage} --attempt ${t.attempt} --record`]}):new u("handoff-absent",`${n} wrote no handoff (${t.outcome.reason})`)}async function rt(t,f){let n=await I(b(t,R.events),"utf8").catch(()=>""),r=[];for(let c of n.split(`
`))if(c.includes('"job-finished"'))try{let x=JSON.parse(c);x.type==="job-finished"&&x.job===f&&x.result==="failure"&&r.push(String(x.leg))}catch{}return r}async function Q(t){return(await et(t).catch(()=>[])).map(W).filter(n=>n!==null).sort()}async function D(t){return nt(t).then(()=>!0,()=>!1)}function st(t,f){return t.isTTY?w(f.replaceAll(`\r
`,`
`)):f}function V(t,f){if(!t.isTTY)return f;let n=H(f.replaceAll(`\r
`,`
`)).split(`
`).map(B);return w(n.join(`
`))}export{bt as showCommand};

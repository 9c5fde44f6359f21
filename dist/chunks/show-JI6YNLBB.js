import{b as F}from"./chunk-KYNQCWAW.js";import{b as P}from"./chunk-VGP6C47U.js";import{b as K,e as h,f as U}from"./chunk-BPMGENWA.js";import{i as H,j as X}from"./chunk-JYOKXMUD.js";import{b as z,c as B}from"./chunk-EPYEQPAH.js";import{m as M}from"./chunk-JYKB4AXS.js";import{d as q,m as I}from"./chunk-CNPTQ24F.js";import{b as g,d as Y}from"./chunk-DJ5VRM7F.js";import{b as j}from"./chunk-D5MYTITA.js";import{K as v,L as R,M as G,j as O}from"./chunk-K7XKBQCM.js";import"./chunk-JKBXI3MV.js";import{access as nt,readdir as et,readFile as C}from"node:fs/promises";import{join as $,relative as _}from"node:path";async function jt(t,f,n,e={}){let i=["prompt","handoff","record","log"].filter(o=>e[o]);if(i.length>1)throw new g("usage","give at most one of --prompt, --handoff, --record, --log");if(i.length===1&&n===void 0)throw new g("usage",`--${i[0]} needs a stage: baton show ${f} <stage> --${i[0]}`);if(e.attempt!==void 0&&n===void 0)throw new g("usage",`--attempt needs a stage: baton show ${f} <stage> --attempt ${e.attempt}`);let u=e.attempt===void 0?void 0:K(e.attempt,"--attempt"),k=H.forProject(t.cwd),d=await k.resolve(f),L=await k.open(d),l=await k.readSummary(d),J=await L.list(),p=$(k.rootDir,d);if(n===void 0){t.stdout(`run ${d}  ${h(l.workflow)}  ${X(l)}`),l.duration_ms!==null&&t.stdout(` in ${P(l.duration_ms)}`),t.stdout(`
started ${l.started_at}${l.replay_of?`, replay of ${l.replay_of}`:""}
`),l.reason!==void 0&&t.stdout(`failed outside its jobs: ${h(l.reason).replaceAll(`
`,`
  `)}
`),t.stdout(`records in ${_(t.cwd,p)||p}

`);let o=[];for(let s of l.jobs)o.push([s.id,s.result,s.stages.join(", ")]);o.length>0&&t.stdout(F(["JOB","RESULT","STAGES"],o));let b=[...new Set(J.map(s=>s.stage))],a=[];if(b.length>0){t.stdout(`
`);let s=[];for(let y of b){let A;try{A=await L.get(y)}catch(r){if(!(r instanceof g))throw r;a.push(Y(r)),s.push([y,"unreadable","","","","(see below)"]);continue}if(!A)continue;let x=A.record;s.push([y,M(x.status,x.outcome.reason),x.outcome.reason,String(x.attempt),P(x.agent.duration_ms),U(A.handoff?.summary??"",80)])}t.stdout(F(["STAGE","STATUS","OUTCOME","ATTEMPTS","AGENT","SUMMARY"],s))}let m=await Q(p,l.jobs.map(s=>s.id));if(m.length>0){let s=m.length>12?`${m.slice(0,12).join(", ")}, \u2026`:m.join(", "),y=_(t.cwd,$(p,R("<job>")));t.stdout(`
job logs: ${h(s)} (${y}; baton show ${d} <job> for a job that records no stage)
`)}for(let s of[v.report,v.summary])await W($(p,s))&&t.stdout(`
${s}: ${_(t.cwd,$(p,s))}
`);return a.length===0?j.ok:(t.stderr(`baton: ${a.length===1?"a record":`${a.length} records`} of run ${d} cannot be read:
${a.map(s=>`  ${U(s,400)}
`).join("")}`),j.failure)}let T=J.filter(o=>o.stage===n).map(o=>o.attempt);if(T.length===0){let o=await Q(p,[n,...l.jobs.map(r=>r.id)]);if(o.includes(n)&&!e.prompt&&!e.handoff&&!e.record){let r=await C($(p,R(n)),"utf8");return t.stdout(V(t,r)),j.ok}let b=[...new Set(J.map(r=>r.stage))],a=l.jobs.find(r=>r.id===n),m=l.jobs.filter(r=>r.id.startsWith(`${n}/`));if(a!==void 0&&m.length>0&&!e.prompt&&!e.handoff&&!e.record){let r=Math.max(...m.map(S=>S.id.length));return t.stdout([`job ${n} of run ${d} (${a.result}) calls a workflow; its jobs:`,...m.map(S=>`  ${S.id.padEnd(r)}  ${S.result}`),`a job's log: baton show ${d} ${m[0].id}; the stages they recorded: baton show ${d}`,""].join(`
`)),j.ok}if(a!==void 0&&m.length>0){let r=m.map(S=>S.id);throw new g("stage-unknown",`job ${n} of run ${d} (${a.result}) calls a workflow; its jobs: ${r.map(S=>`${S} (${l.jobs.find(tt=>tt.id===S)?.result})`).join(", ")}`,{details:[`a job's log: baton show ${d} ${r[0]}; the stages they recorded: baton show ${d}`,`stages: ${b.join(", ")||"(none)"}`]})}if(a!==void 0&&!o.some(r=>r===n||r.startsWith(`${n}-`))){let r=$(p,v.report);throw new g("stage-unknown",`job ${n} of run ${d} (${a.result}) recorded no stage and printed nothing: it has no job log`,{details:[...await W(r)?[`the report it may have written: ${_(t.cwd,r)}`]:[],`stages: ${b.join(", ")||"(none)"}`]})}let s=o.filter(r=>r.startsWith(`${n}-`)),y=s.length>0?await rt(p,n):[],A=s.find(r=>y.includes(r))??s[0],x=s.length>0?"":q(n,[...b,...o]);throw new g("stage-unknown",`run ${d} has no stage ${JSON.stringify(n)}${x}`,{details:[...s.length>0?[`job ${n} ran as matrix legs ${s.join(", ")}${y.length>0?` (failed: ${y.join(", ")})`:""}: baton show ${d} ${A} --log`]:[],`stages: ${b.join(", ")||"(none)"}`,`job logs: ${o.join(", ")||"(none)"}`]})}let E=u??Math.max(...T);if(!T.includes(E))throw new g("usage",`stage ${n} has no attempt ${e.attempt}; attempts: ${T.join(", ")}`,{where:"--attempt"});let c=await L.getAttempt(n,E),N=L.attemptDir(n,E);if(e.prompt){if(c.record.outcome.reason==="render-failed")throw new g("prompt-absent",`stage ${n} attempt ${E} has no prompt: its template could not be rendered`,{details:[...(c.record.outcome.message??"").split(`
`).map(h)]});return t.stdout(at(t,c.prompt)),j.ok}if(e.handoff){if(c.handoff===null)throw ot(c.record,d);return t.stdout(`${JSON.stringify(c.handoff,null,2)}
`),j.ok}if(e.record)return t.stdout(`${JSON.stringify(c.record,null,2)}
`),j.ok;if(e.log){let o=await C($(N,O.log),"utf8").catch(()=>null)??await C($(p,R(c.record.job)),"utf8").catch(()=>null);if(o===null)throw new g("log-absent",`stage ${n} attempt ${E} has no agent log`);return t.stdout(V(t,o)),j.ok}let w=c.record;t.stdout(`stage ${n}  job ${w.job}${w.matrix?`  matrix ${JSON.stringify(w.matrix)}`:""}
`);let Z=w.parent?`  (continues run ${w.parent.run})`:"";t.stdout(`run ${d}  hop ${w.hop}${Z}  attempts ${T.join(", ")}

`);for(let o of T){let b=o===E?c:await L.getAttempt(n,o);if(!b)continue;let a=b.record,m=a.verify?`, verify exit ${a.verify.exit_code}`:"";t.stdout(`attempt ${o}${a.repair?" (repair turn)":""}: ${M(a.status,a.outcome.reason)}${a.outcome.reason==="cancelled"?"":` (${a.outcome.reason})`}, agent exit ${a.agent.exit_code??"-"} in ${P(a.agent.duration_ms)}${m}
`),a.outcome.message&&t.stdout(`  ${h(a.outcome.message)}
`)}if(t.stdout(`
`),c.handoff?(t.stdout(`summary: ${h(c.handoff.summary)}
`),c.handoff.next&&t.stdout(`next: ${c.handoff.next.stage}
`)):t.stdout(`no handoff
`),w.lineage.length>0&&t.stdout(`rendered from: ${w.lineage.map(o=>`${o.stage}#${o.attempt}`).join(", ")}
`),w.problems.length>0){t.stdout(`problems:
`);for(let o of w.problems)t.stdout(`  ${o.severity}: ${h(I(o))}
`)}let D=[O.record,O.prompt,O.handoff];return await W($(N,O.log))&&D.push(O.log),t.stdout(`
files: ${_(t.cwd,N)||N}/{${D.join(",")}}
`),j.ok}function ot(t,f){let n=`stage ${t.stage} attempt ${t.attempt}`,e=t.problems.filter(i=>i.severity==="error");return t.outcome.reason==="handoff-invalid"&&e.length>0?new g("handoff-absent",`${n} wrote a handoff that was refused, so none was kept`,{details:[...e.slice(0,5).map(i=>h(I(i))),...e.length>5?[`\u2026 and ${e.length-5} more`]:[],`every problem: baton show ${f} ${t.stage} --attempt ${t.attempt} --record`]}):new g("handoff-absent",`${n} wrote no handoff (${t.outcome.reason})`)}async function rt(t,f){let n=await C($(t,v.events),"utf8").catch(()=>""),e=[];for(let i of n.split(`
`))if(i.includes('"job-finished"'))try{let u=JSON.parse(i);u.type==="job-finished"&&u.job===f&&u.result==="failure"&&e.push(String(u.leg))}catch{}return e}async function Q(t,f){let n=await et(t).catch(()=>[]),e=[],i=new Set;for(let u of n){let k=G(u);k!==null?e.push(k):u.startsWith(v.jobLogPrefix)&&u.endsWith(".log")&&i.add(u)}if(i.size>0)for(let u of new Set([...f,...await st(t)]))i.delete(R(u))&&e.push(u);return e.sort()}async function st(t){let f=await C($(t,v.events),"utf8").catch(()=>""),n=[];for(let e of f.split(`
`))if(e.includes('"job-started"'))try{let i=JSON.parse(e);i.type==="job-started"&&typeof i.leg=="string"&&n.push(i.leg)}catch{}return n}async function W(t){return nt(t).then(()=>!0,()=>!1)}function at(t,f){return t.isTTY?h(f.replaceAll(`\r
`,`
`)):f}function V(t,f){if(!t.isTTY)return f;let n=B(f.replaceAll(`\r
`,`
`)).split(`
`).map(z);return h(n.join(`
`))}export{jt as showCommand};

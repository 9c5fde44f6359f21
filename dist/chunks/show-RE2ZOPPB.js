import{b as N}from"./chunk-HFUPWP53.js";import{b as E}from"./chunk-MXSCTQZN.js";import{d as g,e as I}from"./chunk-M255AROM.js";import{h as F,i as G}from"./chunk-TWDMS5CT.js";import{b as M}from"./chunk-UUOI5ONT.js";import{m as C}from"./chunk-HAF7W6PC.js";import{l as P}from"./chunk-2E3JLKNZ.js";import{b as m,d as D}from"./chunk-DJ5VRM7F.js";import{b as $}from"./chunk-LJOBQOMR.js";import{F as b,f as S}from"./chunk-FBM4AQMS.js";import"./chunk-JKBXI3MV.js";import{access as H,readdir as X,readFile as R}from"node:fs/promises";import{join as j,relative as U}from"node:path";async function ut(t,f,e,r={}){let a=["prompt","handoff","record","log"].filter(n=>r[n]);if(a.length>1)throw new m("usage","give at most one of --prompt, --handoff, --record, --log");if(a.length===1&&e===void 0)throw new m("usage",`--${a[0]} needs a stage: baton show ${f} <stage> --${a[0]}`);let p=F.forProject(t.cwd),u=await p.resolve(f),T=await p.open(u),w=await p.readSummary(u),_=await T.list(),h=j(p.rootDir,u);if(e===void 0){t.stdout(`run ${u}  ${g(w.workflow)}  ${G(w)}`),w.duration_ms!==null&&t.stdout(` in ${E(w.duration_ms)}`),t.stdout(`
started ${w.started_at}${w.replay_of?`, replay of ${w.replay_of}`:""}
`),t.stdout(`records in ${U(t.cwd,h)||h}

`);let n=[];for(let s of w.jobs)n.push([s.id,s.result,s.stages.join(", ")]);n.length>0&&t.stdout(N(["JOB","RESULT","STAGES"],n));let y=[...new Set(_.map(s=>s.stage))],o=[];if(y.length>0){t.stdout(`
`);let s=[];for(let l of y){let v;try{v=await T.get(l)}catch(A){if(!(A instanceof m))throw A;o.push(D(A)),s.push([l,"unreadable","","","","(see below)"]);continue}if(!v)continue;let k=v.record;s.push([l,C(k.status,k.outcome.reason),k.outcome.reason,String(k.attempt),E(k.agent.duration_ms),I(v.handoff?.summary??"",80)])}t.stdout(N(["STAGE","STATUS","OUTCOME","ATTEMPTS","AGENT","SUMMARY"],s))}let c=await W(h);if(c.length>0){let s=c.length>12?`${c.slice(0,12).join(", ")}, \u2026`:c.join(", ");t.stdout(`
job logs: ${g(s)} (baton show ${u} <job>)
`)}for(let s of[b.report,b.summary])await Y(j(h,s))&&t.stdout(`
${s}: ${U(t.cwd,j(h,s))}
`);return o.length===0?$.ok:(t.stderr(`baton: ${o.length===1?"a record":`${o.length} records`} of run ${u} cannot be read:
${o.map(s=>`  ${I(s,400)}
`).join("")}`),$.failure)}let x=_.filter(n=>n.stage===e).map(n=>n.attempt);if(x.length===0){let n=await W(h);if(n.includes(e)&&!r.prompt&&!r.handoff&&!r.record){let l=await R(j(h,`${b.jobLogPrefix}${e}.log`),"utf8");return t.stdout(q(t,l)),$.ok}let y=[...new Set(_.map(l=>l.stage))],o=n.filter(l=>l.startsWith(`${e}-`)),c=o.length>0?await K(h,e):[],s=o.find(l=>c.includes(l))??o[0];throw new m("stage-unknown",`run ${u} has no stage ${JSON.stringify(e)}`,{details:[...o.length>0?[`job ${e} ran as matrix legs ${o.join(", ")}${c.length>0?` (failed: ${c.join(", ")})`:""}: baton show ${u} ${s} --log`]:[],`stages: ${y.join(", ")||"(none)"}`,`job logs: ${n.join(", ")||"(none)"}`]})}let O=r.attempt===void 0?Math.max(...x):Number(r.attempt);if(!x.includes(O))throw new m("usage",`stage ${e} has no attempt ${r.attempt}; attempts: ${x.join(", ")}`,{where:"--attempt"});let i=await T.getAttempt(e,O),L=T.attemptDir(e,O);if(r.prompt){if(i.record.outcome.reason==="render-failed")throw new m("prompt-absent",`stage ${e} attempt ${O} has no prompt: its template could not be rendered`,{details:[...(i.record.outcome.message??"").split(`
`).map(g)]});return t.stdout(Q(t,i.prompt)),$.ok}if(r.handoff){if(i.handoff===null)throw z(i.record,u);return t.stdout(`${JSON.stringify(i.handoff,null,2)}
`),$.ok}if(r.record)return t.stdout(`${JSON.stringify(i.record,null,2)}
`),$.ok;if(r.log){let n=await R(j(L,S.log),"utf8").catch(()=>null)??await R(j(h,`${b.jobLogPrefix}${i.record.job}.log`),"utf8").catch(()=>null);if(n===null)throw new m("log-absent",`stage ${e} attempt ${O} has no agent log`);return t.stdout(q(t,n)),$.ok}let d=i.record;t.stdout(`stage ${e}  job ${d.job}${d.matrix?`  matrix ${JSON.stringify(d.matrix)}`:""}
`);let B=d.parent?`  (continues run ${d.parent.run})`:"";t.stdout(`run ${u}  hop ${d.hop}${B}  attempts ${x.join(", ")}

`);for(let n of x){let y=n===O?i:await T.getAttempt(e,n);if(!y)continue;let o=y.record,c=o.verify?`, verify exit ${o.verify.exit_code}`:"";t.stdout(`attempt ${n}${o.repair?" (repair turn)":""}: ${C(o.status,o.outcome.reason)}${o.outcome.reason==="cancelled"?"":` (${o.outcome.reason})`}, agent exit ${o.agent.exit_code??"-"} in ${E(o.agent.duration_ms)}${c}
`),o.outcome.message&&t.stdout(`  ${g(o.outcome.message)}
`)}if(t.stdout(`
`),i.handoff?(t.stdout(`summary: ${g(i.handoff.summary)}
`),i.handoff.next&&t.stdout(`next: ${i.handoff.next.stage}
`)):t.stdout(`no handoff
`),d.lineage.length>0&&t.stdout(`rendered from: ${d.lineage.map(n=>`${n.stage}#${n.attempt}`).join(", ")}
`),d.problems.length>0){t.stdout(`problems:
`);for(let n of d.problems)t.stdout(`  ${n.severity}: ${g(P(n))}
`)}let J=[S.record,S.prompt,S.handoff];return await Y(j(L,S.log))&&J.push(S.log),t.stdout(`
files: ${U(t.cwd,L)||L}/{${J.join(",")}}
`),$.ok}function z(t,f){let e=`stage ${t.stage} attempt ${t.attempt}`,r=t.problems.filter(a=>a.severity==="error");return t.outcome.reason==="handoff-invalid"&&r.length>0?new m("handoff-absent",`${e} wrote a handoff that was refused, so none was kept`,{details:[...r.slice(0,5).map(a=>g(P(a))),...r.length>5?[`\u2026 and ${r.length-5} more`]:[],`every problem: baton show ${f} ${t.stage} --attempt ${t.attempt} --record`]}):new m("handoff-absent",`${e} wrote no handoff (${t.outcome.reason})`)}async function K(t,f){let e=await R(j(t,b.events),"utf8").catch(()=>""),r=[];for(let a of e.split(`
`))if(a.includes('"job-finished"'))try{let p=JSON.parse(a);p.type==="job-finished"&&p.job===f&&p.result==="failure"&&r.push(String(p.leg))}catch{}return r}async function W(t){return(await X(t).catch(()=>[])).filter(e=>e.startsWith(b.jobLogPrefix)&&e.endsWith(".log")).map(e=>e.slice(b.jobLogPrefix.length,-4)).sort()}async function Y(t){return H(t).then(()=>!0,()=>!1)}function Q(t,f){return t.isTTY?g(f.replaceAll(`\r
`,`
`)):f}function q(t,f){if(!t.isTTY)return f;let e=M(f.replaceAll(`\r
`,`
`)).split(`
`).map(r=>{let a=r.replace(/\r+$/,"");return a.slice(a.lastIndexOf("\r")+1)});return g(e.join(`
`))}export{ut as showCommand};

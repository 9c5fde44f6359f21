import{a as _}from"./chunk-SSAK75QJ.js";import{a as L}from"./chunk-FV3FCBGG.js";import{b}from"./chunk-D4SQAISS.js";import{e as p,f as $}from"./chunk-A2GQNYZL.js";import{h as M,i as C,j as h}from"./chunk-MTVB2CZA.js";import"./chunk-EPYEQPAH.js";import{m as x}from"./chunk-4OYFSKSI.js";import"./chunk-WPMT2RGL.js";import"./chunk-DJ5VRM7F.js";import{b as g}from"./chunk-D5MYTITA.js";import"./chunk-Z6HYW4G2.js";import"./chunk-JKBXI3MV.js";var U={success:"\u2713",partial:"\u25D0",blocked:"\u25A0",failure:"\u2717",cancelled:"\u2298"};async function X(t,s,a={}){let o=C.forProject(t.cwd),n=await o.resolve(s),r=await o.readSummary(n),d=await _(await o.open(n)),{records:u,lost:w}=E(d.records,d.unreadable),f=L(u),y=()=>{if(d.unreadable.length===0)return g.ok;let e=d.unreadable.length;return t.stderr(`baton: ${e===1?"a record":`${e} records`} of run ${n} cannot be read:
${d.unreadable.map(c=>`  ${$(c.reason,400)}
`).join("")}`),g.failure};if(a.json)return t.stdout(`${JSON.stringify({run:{...r,status:h(r)},chain:f,unreadable:d.unreadable},null,2)}
`),y();let O=r.duration_ms===null?"":` \xB7 ${b(r.duration_ms)}`;t.stdout(`run ${n} \xB7 ${p(r.workflow)} \xB7 ${h(r)}${O}
`),r.replay_of&&t.stdout(`replay of ${r.replay_of}
`);let S=[...new Set(u.flatMap(e=>e.record.parent?[e.record.parent.run]:[]))];S.length>0&&t.stdout(`continues run ${S.join(", ")}: hops count on from there
`),t.stdout(`
`),f.length===0&&w.length===0&&t.stdout(`no stage recorded a handoff in this run
`);let m=f.length===0?1:Math.min(...f.map(e=>e.hop)),l=new Map,R=[];for(let e of w){let c=f.findIndex(i=>i.from.includes(e));c===-1?R.push(I(e,m,m)):l.set(c,[...l.get(c)??[],I(e,f[c].hop-1,m)])}f.forEach((e,c)=>{for(let i of l.get(c)??[])t.stdout(i);t.stdout(H(e,m))});for(let e of R)t.stdout(e);let j=r.jobs.filter(e=>e.stages.length===0);if(j.length>0){t.stdout(`
jobs without a stage record:
`);for(let e of j)t.stdout(`  ${e.id}: ${e.result}
`)}return y()}function E(t,s){let a=new Map;for(let{record:n}of t)a.set(n.stage,Math.max(n.attempt,a.get(n.stage)??0));let o=[...new Set(s.filter(n=>n.attempt>(a.get(n.stage)??0)).map(n=>n.stage))];return{records:t.filter(n=>!o.includes(n.record.stage)),lost:o}}function I(t,s,a){let o=s>a?`${"    ".repeat(s-a-1)}\u2514\u2500\u25B6 `:"",n=" ".repeat(o.length);return`${o}${p(t)}  ? unreadable
${n}\u2502 its record cannot be read (see below)
`}function H(t,s){let a=t.hop>s?`${"    ".repeat(t.hop-s-1)}\u2514\u2500\u25B6 `:"",o=" ".repeat(a.length),n=t.from.length>0?`  \u2190 ${t.from.join(", ")}`:"",r=x(t.status,t.reason),d=t.attempts>1?` in ${t.attempts} attempts`:"",u=[`${a}${t.stage}${n}  ${U[r]} ${r} (${b(t.duration_ms)}${d})`];return t.summary!==null?u.push(`${o}\u2502 ${$(t.summary,160)}`):u.push(`${o}\u2502 (no handoff)`),t.next&&u.push(`${o}\u2502 next \u2192 ${t.next}`),t.reason!=="completed"&&t.message&&u.push(`${o}\u2502 ${t.reason}: ${M(p(t.message),200)}`),`${u.join(`
`)}
`}export{X as historyCommand};

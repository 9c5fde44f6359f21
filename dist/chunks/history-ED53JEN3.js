import{a as $,n as g}from"./chunk-KAIGHCRS.js";import"./chunk-XZTBMYEX.js";import"./chunk-6KTXERGO.js";import"./chunk-L72QCT7Q.js";import"./chunk-4JNA5B3R.js";import"./chunk-OJSTQZGK.js";import"./chunk-3HQ64LRT.js";import"./chunk-YVHSAOPY.js";import"./chunk-EACZGNKJ.js";import{b as p}from"./chunk-NRVAOYZE.js";import{d as c,e as y}from"./chunk-FCTDSEN7.js";import{g as l,h as w}from"./chunk-LCRCKAPA.js";import{m as h}from"./chunk-U75NALKO.js";import"./chunk-3OMS4PN5.js";import"./chunk-O2W2HAIL.js";import{b as f}from"./chunk-LJOBQOMR.js";import"./chunk-QHC3RLQI.js";import"./chunk-JKBXI3MV.js";var b={success:"\u2713",partial:"\u25D0",blocked:"\u25A0",failure:"\u2717",cancelled:"\u2298"};async function P(t,a,u={}){let s=w.forProject(t.cwd),e=await s.resolve(a),o=await s.readSummary(e),m=await g(await s.open(e)),r=$(m);if(u.json)return t.stdout(`${JSON.stringify({run:o,chain:r},null,2)}
`),f.ok;let S=o.duration_ms===null?"":` \xB7 ${p(o.duration_ms)}`;t.stdout(`run ${e} \xB7 ${c(o.workflow)} \xB7 ${o.status}${S}
`),o.replay_of&&t.stdout(`replay of ${o.replay_of}
`);let d=[...new Set(m.flatMap(n=>n.record.parent?[n.record.parent.run]:[]))];d.length>0&&t.stdout(`continues run ${d.join(", ")}: hops count on from there
`),t.stdout(`
`),r.length===0&&t.stdout(`no stage recorded a handoff in this run
`);let j=Math.min(...r.map(n=>n.hop));for(let n of r)t.stdout(C(n,j));let i=o.jobs.filter(n=>n.stages.length===0);if(i.length>0){t.stdout(`
jobs without a stage record:
`);for(let n of i)t.stdout(`  ${n.id}: ${n.result}
`)}return f.ok}function C(t,a){let u=t.hop>a?`${"    ".repeat(t.hop-a-1)}\u2514\u2500\u25B6 `:"",s=" ".repeat(u.length),e=t.from.length>0?`  \u2190 ${t.from.join(", ")}`:"",o=h(t.status,t.reason),m=t.attempts>1?` in ${t.attempts} attempts`:"",r=[`${u}${t.stage}${e}  ${b[o]} ${o} (${p(t.duration_ms)}${m})`];return t.summary!==null?r.push(`${s}\u2502 ${y(t.summary,160)}`):r.push(`${s}\u2502 (no handoff)`),t.next&&r.push(`${s}\u2502 next \u2192 ${t.next}`),t.reason!=="completed"&&t.message&&r.push(`${s}\u2502 ${t.reason}: ${l(c(t.message),200)}`),`${r.join(`
`)}
`}export{P as historyCommand};

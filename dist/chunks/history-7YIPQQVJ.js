import{a as $,o as g}from"./chunk-7O2JVZEJ.js";import"./chunk-Y7PSXPZC.js";import"./chunk-7GITXZRZ.js";import"./chunk-CUUKYNFG.js";import"./chunk-IBHZGJHX.js";import"./chunk-NTCNDKUN.js";import"./chunk-MCGFX3BI.js";import"./chunk-4LBMGEBV.js";import"./chunk-2WUXT7FY.js";import{b as p}from"./chunk-ONLD4NZQ.js";import{d as c,e as S}from"./chunk-M255AROM.js";import{g as l,h as w,i as y}from"./chunk-TWDMS5CT.js";import"./chunk-UUOI5ONT.js";import{m as h}from"./chunk-HAF7W6PC.js";import"./chunk-2E3JLKNZ.js";import"./chunk-DJ5VRM7F.js";import{b as f}from"./chunk-LJOBQOMR.js";import"./chunk-FBM4AQMS.js";import"./chunk-JKBXI3MV.js";var C={success:"\u2713",partial:"\u25D0",blocked:"\u25A0",failure:"\u2717",cancelled:"\u2298"};async function v(t,a,u={}){let s=w.forProject(t.cwd),e=await s.resolve(a),o=await s.readSummary(e),m=await g(await s.open(e)),r=$(m);if(u.json)return t.stdout(`${JSON.stringify({run:o,chain:r},null,2)}
`),f.ok;let j=o.duration_ms===null?"":` \xB7 ${p(o.duration_ms)}`;t.stdout(`run ${e} \xB7 ${c(o.workflow)} \xB7 ${y(o)}${j}
`),o.replay_of&&t.stdout(`replay of ${o.replay_of}
`);let d=[...new Set(m.flatMap(n=>n.record.parent?[n.record.parent.run]:[]))];d.length>0&&t.stdout(`continues run ${d.join(", ")}: hops count on from there
`),t.stdout(`
`),r.length===0&&t.stdout(`no stage recorded a handoff in this run
`);let b=Math.min(...r.map(n=>n.hop));for(let n of r)t.stdout(L(n,b));let i=o.jobs.filter(n=>n.stages.length===0);if(i.length>0){t.stdout(`
jobs without a stage record:
`);for(let n of i)t.stdout(`  ${n.id}: ${n.result}
`)}return f.ok}function L(t,a){let u=t.hop>a?`${"    ".repeat(t.hop-a-1)}\u2514\u2500\u25B6 `:"",s=" ".repeat(u.length),e=t.from.length>0?`  \u2190 ${t.from.join(", ")}`:"",o=h(t.status,t.reason),m=t.attempts>1?` in ${t.attempts} attempts`:"",r=[`${u}${t.stage}${e}  ${C[o]} ${o} (${p(t.duration_ms)}${m})`];return t.summary!==null?r.push(`${s}\u2502 ${S(t.summary,160)}`):r.push(`${s}\u2502 (no handoff)`),t.next&&r.push(`${s}\u2502 next \u2192 ${t.next}`),t.reason!=="completed"&&t.message&&r.push(`${s}\u2502 ${t.reason}: ${l(c(t.message),200)}`),`${r.join(`
`)}
`}export{v as historyCommand};

import{a as l,s as w}from"./chunk-YXCJBD62.js";import"./chunk-4GMF6G72.js";import"./chunk-EQGOG7IO.js";import"./chunk-MVSOPTX6.js";import"./chunk-OZXNIOWL.js";import"./chunk-LJGKLXVZ.js";import"./chunk-AAGHXZAV.js";import"./chunk-4DEK2XBL.js";import"./chunk-46JPHKQN.js";import"./chunk-FEOAD27I.js";import{b as d}from"./chunk-NNK5SH63.js";import{e as p,f as S}from"./chunk-HSQGWDOL.js";import{h as g,i as y,j as c}from"./chunk-NMVWFZBH.js";import"./chunk-EPYEQPAH.js";import{m as $}from"./chunk-LLJTR7PA.js";import"./chunk-HBTBUIKQ.js";import"./chunk-DJ5VRM7F.js";import{b as f}from"./chunk-D5MYTITA.js";import"./chunk-26PSFQC4.js";import"./chunk-JKBXI3MV.js";var C={success:"\u2713",partial:"\u25D0",blocked:"\u25A0",failure:"\u2717",cancelled:"\u2298"};async function v(t,a,u={}){let r=y.forProject(t.cwd),e=await r.resolve(a),o=await r.readSummary(e),m=await w(await r.open(e)),s=l(m);if(u.json)return t.stdout(`${JSON.stringify({run:{...o,status:c(o)},chain:s},null,2)}
`),f.ok;let j=o.duration_ms===null?"":` \xB7 ${d(o.duration_ms)}`;t.stdout(`run ${e} \xB7 ${p(o.workflow)} \xB7 ${c(o)}${j}
`),o.replay_of&&t.stdout(`replay of ${o.replay_of}
`);let i=[...new Set(m.flatMap(n=>n.record.parent?[n.record.parent.run]:[]))];i.length>0&&t.stdout(`continues run ${i.join(", ")}: hops count on from there
`),t.stdout(`
`),s.length===0&&t.stdout(`no stage recorded a handoff in this run
`);let b=Math.min(...s.map(n=>n.hop));for(let n of s)t.stdout(L(n,b));let h=o.jobs.filter(n=>n.stages.length===0);if(h.length>0){t.stdout(`
jobs without a stage record:
`);for(let n of h)t.stdout(`  ${n.id}: ${n.result}
`)}return f.ok}function L(t,a){let u=t.hop>a?`${"    ".repeat(t.hop-a-1)}\u2514\u2500\u25B6 `:"",r=" ".repeat(u.length),e=t.from.length>0?`  \u2190 ${t.from.join(", ")}`:"",o=$(t.status,t.reason),m=t.attempts>1?` in ${t.attempts} attempts`:"",s=[`${u}${t.stage}${e}  ${C[o]} ${o} (${d(t.duration_ms)}${m})`];return t.summary!==null?s.push(`${r}\u2502 ${S(t.summary,160)}`):s.push(`${r}\u2502 (no handoff)`),t.next&&s.push(`${r}\u2502 next \u2192 ${t.next}`),t.reason!=="completed"&&t.message&&s.push(`${r}\u2502 ${t.reason}: ${g(p(t.message),200)}`),`${s.join(`
`)}
`}export{v as historyCommand};

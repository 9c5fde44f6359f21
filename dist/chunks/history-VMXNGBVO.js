import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{a as l,p as g}from"./chunk-G2K3KQL5.js";import"./chunk-BZWCYW5O.js";import"./chunk-PI5JDSYH.js";import{b as p}from"./chunk-DLYKENTC.js";import"./chunk-ZPMRS7GP.js";import"./chunk-2J3YMBYP.js";import"./chunk-ZFY2N2R4.js";import"./chunk-PLG6IIQR.js";import"./chunk-X7TXGE3O.js";import{b as i}from"./chunk-6M7W7BGF.js";import{d as m}from"./chunk-DJUX3JNB.js";import{k as w}from"./chunk-BBEYUR2H.js";import{k as $}from"./chunk-I4ZZIFZ4.js";import"./chunk-PGXZ4BWJ.js";import"./chunk-WPSII6IT.js";import{b as c}from"./chunk-LJOBQOMR.js";import"./chunk-KAZBBGZ2.js";import"./chunk-JKBXI3MV.js";var j={success:"\u2713",partial:"\u25D0",blocked:"\u25A0",failure:"\u2717",cancelled:"\u2298"};async function P(t,a,u={}){let s=w.forProject(t.cwd),e=await s.resolve(a),o=await s.readSummary(e),f=await g(await s.open(e)),r=l(f);if(u.json)return t.stdout(`${JSON.stringify({run:o,chain:r},null,2)}
`),c.ok;let y=o.duration_ms===null?"":` \xB7 ${i(o.duration_ms)}`;t.stdout(`run ${e} \xB7 ${m(o.workflow)} \xB7 ${o.status}${y}
`),o.replay_of&&t.stdout(`replay of ${o.replay_of}
`);let d=[...new Set(f.flatMap(n=>n.record.parent?[n.record.parent.run]:[]))];d.length>0&&t.stdout(`continues run ${d.join(", ")}: hops count on from there
`),t.stdout(`
`),r.length===0&&t.stdout(`no stage recorded a handoff in this run
`);let S=Math.min(...r.map(n=>n.hop));for(let n of r)t.stdout(b(n,S));let h=o.jobs.filter(n=>n.stages.length===0);if(h.length>0){t.stdout(`
jobs without a stage record:
`);for(let n of h)t.stdout(`  ${n.id}: ${n.result}
`)}return c.ok}function b(t,a){let u=t.hop>a?`${"    ".repeat(t.hop-a-1)}\u2514\u2500\u25B6 `:"",s=" ".repeat(u.length),e=t.from.length>0?`  \u2190 ${t.from.join(", ")}`:"",o=$(t.status,t.reason),f=t.attempts>1?`, ${t.attempts} attempts`:"",r=[`${u}${t.stage}${e}  ${j[o]} ${o} (${i(t.duration_ms)}${f})`];return t.summary!==null?r.push(`${s}\u2502 ${p(m(C(t.summary)),160)}`):r.push(`${s}\u2502 (no handoff)`),t.next&&r.push(`${s}\u2502 next \u2192 ${t.next}`),t.reason!=="completed"&&t.message&&r.push(`${s}\u2502 ${t.reason}: ${p(m(t.message),200)}`),`${r.join(`
`)}
`}function C(t){return t.split(`
`)[0]??""}export{P as historyCommand};

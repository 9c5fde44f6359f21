import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{a as d,q as p}from"./chunk-HFNIHRYX.js";import"./chunk-3MWDVFQF.js";import"./chunk-WRBCGTON.js";import"./chunk-K2LASU2T.js";import"./chunk-T37RYRXG.js";import"./chunk-MEXKCXXT.js";import"./chunk-HZDVGOB2.js";import"./chunk-X2USZ6NU.js";import{b as i}from"./chunk-6M7W7BGF.js";import{d as f}from"./chunk-DJUX3JNB.js";import{k as $}from"./chunk-YCIAZCJF.js";import"./chunk-AMISQ57X.js";import"./chunk-7GN3WOKB.js";import"./chunk-KGYQPQ5C.js";import"./chunk-WPSII6IT.js";import{b as m}from"./chunk-RGWPXD3F.js";import"./chunk-HO2D34LY.js";import"./chunk-JKBXI3MV.js";var h={success:"\u2713",partial:"\u25D0",blocked:"\u25A0",failure:"\u2717"};async function x(t,e,s={}){let n=$.forProject(t.cwd),a=await n.resolve(e),o=await n.readSummary(a),u=d(await p(await n.open(a)));if(s.json)return t.stdout(`${JSON.stringify({run:o,chain:u},null,2)}
`),m.ok;let g=o.duration_ms===null?"":` \xB7 ${i(o.duration_ms)}`;t.stdout(`run ${a} \xB7 ${f(o.workflow)} \xB7 ${o.status}${g}
`),o.replay_of&&t.stdout(`replay of ${o.replay_of}
`),t.stdout(`
`),u.length===0&&t.stdout(`no stage recorded a handoff in this run
`);for(let r of u)t.stdout(l(r));let c=o.jobs.filter(r=>r.stages.length===0);if(c.length>0){t.stdout(`
jobs without a stage record:
`);for(let r of c)t.stdout(`  ${r.id}: ${r.result}
`)}return m.ok}function l(t){let e=t.hop>1?`${"    ".repeat(t.hop-2)}\u2514\u2500\u25B6 `:"",s=" ".repeat(e.length),n=t.from.length>0?`  \u2190 ${t.from.join(", ")}`:"",a=t.attempts>1?`, ${t.attempts} attempts`:"",o=[`${e}${t.stage}${n}  ${h[t.status]??"?"} ${t.status} (${i(t.duration_ms)}${a})`];return t.summary!==null?o.push(`${s}\u2502 ${f(y(t.summary)).slice(0,160)}`):o.push(`${s}\u2502 (no handoff)`),t.next&&o.push(`${s}\u2502 next \u2192 ${t.next}`),t.reason!=="completed"&&t.message&&o.push(`${s}\u2502 ${t.reason}: ${f(t.message).slice(0,200)}`),`${o.join(`
`)}
`}function y(t){return t.split(`
`)[0]??""}export{x as historyCommand};

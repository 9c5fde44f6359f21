import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{a as $,q as h}from"./chunk-Q7IS2TRH.js";import"./chunk-MMJ7POTK.js";import"./chunk-H2XBXJNF.js";import"./chunk-T4AGV4BP.js";import"./chunk-MZHMZDUV.js";import"./chunk-VCXRXCXG.js";import"./chunk-I4TNV6BJ.js";import"./chunk-ZR2SPCZJ.js";import{b as i}from"./chunk-6M7W7BGF.js";import{d as m}from"./chunk-DJUX3JNB.js";import{j as g}from"./chunk-K7OZMWGR.js";import"./chunk-4QCB522P.js";import"./chunk-TAX4GEY2.js";import"./chunk-EYFMTSAJ.js";import"./chunk-WPSII6IT.js";import{b as c}from"./chunk-RGWPXD3F.js";import"./chunk-RQGHGX6O.js";import"./chunk-JKBXI3MV.js";var w={success:"\u2713",partial:"\u25D0",blocked:"\u25A0",failure:"\u2717"};async function I(t,a,u={}){let s=g.forProject(t.cwd),e=await s.resolve(a),n=await s.readSummary(e),r=await h(await s.open(e)),f=$(r);if(u.json)return t.stdout(`${JSON.stringify({run:n,chain:f},null,2)}
`),c.ok;let l=n.duration_ms===null?"":` \xB7 ${i(n.duration_ms)}`;t.stdout(`run ${e} \xB7 ${m(n.workflow)} \xB7 ${n.status}${l}
`),n.replay_of&&t.stdout(`replay of ${n.replay_of}
`);let d=[...new Set(r.flatMap(o=>o.record.parent?[o.record.parent.run]:[]))];d.length>0&&t.stdout(`continues run ${d.join(", ")}: hops count on from there
`),t.stdout(`
`),f.length===0&&t.stdout(`no stage recorded a handoff in this run
`);let y=Math.min(...f.map(o=>o.hop));for(let o of f)t.stdout(j(o,y));let p=n.jobs.filter(o=>o.stages.length===0);if(p.length>0){t.stdout(`
jobs without a stage record:
`);for(let o of p)t.stdout(`  ${o.id}: ${o.result}
`)}return c.ok}function j(t,a){let u=t.hop>a?`${"    ".repeat(t.hop-a-1)}\u2514\u2500\u25B6 `:"",s=" ".repeat(u.length),e=t.from.length>0?`  \u2190 ${t.from.join(", ")}`:"",n=t.attempts>1?`, ${t.attempts} attempts`:"",r=[`${u}${t.stage}${e}  ${w[t.status]??"?"} ${t.status} (${i(t.duration_ms)}${n})`];return t.summary!==null?r.push(`${s}\u2502 ${m(b(t.summary)).slice(0,160)}`):r.push(`${s}\u2502 (no handoff)`),t.next&&r.push(`${s}\u2502 next \u2192 ${t.next}`),t.reason!=="completed"&&t.message&&r.push(`${s}\u2502 ${t.reason}: ${m(t.message).slice(0,200)}`),`${r.join(`
`)}
`}function b(t){return t.split(`
`)[0]??""}export{I as historyCommand};

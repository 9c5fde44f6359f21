import{a as O}from"./chunk-WGA56SI7.js";import{a as M}from"./chunk-YHQU7V4H.js";import{b as x}from"./chunk-XBUYP3P6.js";
import{b as w}from"./chunk-AR4R3BUB.js";import{e as I,f as J}from"./chunk-BINDKVZU.js";import{b as C,c as _,
d as b}from"./chunk-X5N5IWH4.js";import{k as L}from"./chunk-UIX755PM.js";import{a as g}from"./chunk-QZ4LYHPP.js";
import"./chunk-3WHULUYP.js";import"./chunk-BXL4BL7Z.js";import{b as $}from"./chunk-DIAAMT7K.js";import"./chunk-G4KAFFH4.js";
import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";var P={success:"\u2713",partial:"\u25D0",blocked:"\u25A0",failure:"\u2717",cancelled:"\u2298"};async function G(t,d,a={}){
let s=_.forProject(t.cwd),r=await s.resolve(d),n=await s.readSummary(r),u=await O(await s.open(r)),{records:m,lost:l}=v(
u.records,u.unreadable),o=M(m),y=()=>u.unreadable.length===0?$.ok:(t.stderr(J(r,u.unreadable.map(e=>e.reason))),$.failure);
if(a.json){let e=u.unreadable.map(({stage:c,attempt:p,reason:f})=>({stage:c,attempt:p,reason:f}));return x(t,`${JSON.stringify(
{run:{...n,status:b(n)},chain:o,unreadable:e},null,2)}
`),y()}let E=n.duration_ms===null?"":` \xB7 ${w(n.duration_ms)}`;t.stdout(`run ${r} \xB7 ${g(n.workflow)} \xB7 ${b(n)}${E}\

`),n.replay_of&&t.stdout(`replay of ${n.replay_of}
`);let S=[...new Set(m.flatMap(e=>e.record.parent?[e.record.parent.run]:[]))];S.length>0&&t.stdout(`continues run ${S.join(
", ")}: hops count on from there
`),t.stdout(`
`),o.length===0&&l.length===0&&t.stdout(`no stage recorded a handoff in this run
`);let i=o.length===0?1:Math.min(...o.map(e=>e.hop)),h=new Map,R=[];for(let e of l){let c=o.findIndex(p=>p.from.includes(
e));c===-1?R.push(U(e,i,i)):h.set(c,[...h.get(c)??[],U(e,o[c].hop-1,i)])}let H=new Set(m.filter(e=>e.record.run.id!==r).
map(e=>e.record.stage));o.forEach((e,c)=>{for(let f of h.get(c)??[])t.stdout(f);let p=u.unreadable.filter(f=>f.stage===e.
stage).map(f=>f.attempt);t.stdout(A(e,i,p,H.has(e.stage)))});for(let e of R)t.stdout(e);let j=n.jobs.filter(e=>e.stages.
length===0);if(j.length>0){t.stdout(`
jobs without a stage record:
`);for(let e of j)t.stdout(`  ${e.id}: ${e.result}
`)}return y()}function v(t,d){let a=new Map;for(let{record:r}of t)a.set(r.stage,Math.max(r.attempt,a.get(r.stage)??0));let s=[
...new Set(d.filter(r=>r.attempt>(a.get(r.stage)??0)).map(r=>r.stage))];return{records:t.filter(r=>!s.includes(r.record.
stage)),lost:s}}function U(t,d,a){let s=d>a?`${"    ".repeat(d-a-1)}\u2514\u2500\u25B6 `:"",r=" ".repeat(s.length);return`${s}${g(
t)}  ? unreadable
${r}\u2502 its record cannot be read (see below)
`}function A(t,d,a=[],s=!1){let r=t.hop>d?`${"    ".repeat(t.hop-d-1)}\u2514\u2500\u25B6 `:"",n=" ".repeat(r.length),u=t.
from.length>0?`  \u2190 ${t.from.join(", ")}`:"",m=L(t.status,t.reason),l=t.attempts>1?` in ${t.attempts} attempts`:"",o=[
`${r}${t.stage}${u}  ${P[m]} ${m} (${w(t.duration_ms)}${l}${s?", reused":""})`];return t.summary!==null?o.push(`${n}\u2502 ${I(
t.summary,160)}`):o.push(`${n}\u2502 (no handoff)`),t.next&&o.push(`${n}\u2502 next \u2192 ${t.next}`),t.reason!=="compl\
eted"&&t.message&&o.push(`${n}\u2502 ${t.reason}: ${C(g(t.message),200)}`),a.length>0&&o.push(`${n}\u2502 attempt${a.length===
1?"":"s"} ${a.join(", ")} cannot be read (see below)`),`${o.join(`
`)}
`}export{G as historyCommand};

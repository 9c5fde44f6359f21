import{a as X}from"./chunk-AOILMVYB.js";import{a as H}from"./chunk-YHQU7V4H.js";import"./chunk-WGA56SI7.js";
import{b as I}from"./chunk-KEI3CHLS.js";import{b as M}from"./chunk-X4LRZCZC.js";import{e as J,f as N}from"./chunk-FKQ2VU3V.js";
import{d as P,e as A,f as j}from"./chunk-AQT5J6GX.js";import{k as U}from"./chunk-HTSRUGKE.js";import{a as h}from"./chunk-QZ4LYHPP.js";
import"./chunk-22N64GVF.js";import{b as y,d as S}from"./chunk-BXL4BL7Z.js";import{b as R}from"./chunk-DVNEBDMP.js";
import{q as C}from"./chunk-JZBPCCZQ.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";var F=8,G=8,Q={success:"\u2713",partial:"\u25D0",blocked:"\u25A0",failure:"\u2717",cancelled:"\u2298"};async function ct(t,o,u={}){
let c=A.forProject(t.cwd),n=await c.resolve(o),s=await c.readSummaryOrProblem(n),r=s instanceof y?null:s,a=await X(await c.
open(n),r?.jobs??null),{records:i,lost:m}=V(a.records,a.unreadable),f=H(i),$=()=>(s instanceof y&&t.stderr(`baton: ${S(s)}\

`),a.unreadable.length>0&&t.stderr(N(n,a.unreadable.map(e=>e.reason))),r===null||a.unreadable.length>0?R.failure:R.ok);if(u.
json){let e=a.unreadable.map(({stage:d,attempt:p,reason:w})=>({stage:d,attempt:p,reason:w}));return I(t,`${JSON.stringify(
{run:r===null?{id:n,status:"unreadable",error:S(s).split(`
`)[0]}:{...r,status:j(r)},chain:f,unreadable:e},null,2)}
`),$()}if(r===null)t.stdout(`run ${n} \xB7 its ${C} cannot be read (see below)
`);else{let e=r.duration_ms===null?"":` \xB7 ${M(r.duration_ms)}`;t.stdout(`run ${n} \xB7 ${h(r.workflow)} \xB7 ${j(r)}${e}\

`),r.replay_of&&t.stdout(`replay of ${r.replay_of}
`)}let x=[...new Set(i.flatMap(e=>e.record.parent?[e.record.parent.run]:[]))];x.length>0&&t.stdout(`continues run ${x.join(
", ")}: hops count on from there
`),t.stdout(`
`),f.length===0&&m.length===0&&t.stdout(`no stage recorded a handoff in this run
`);let K=m.flatMap(e=>f.find(d=>d.from.includes(e))?.hop??[]),g=f.length===0?1:Math.min(...f.map(e=>e.hop),...K.map(e=>Math.
max(1,e-1))),b=new Map,L=[],_=new Set(a.missing.map(e=>e.stage));for(let e of m){let d=f.findIndex(p=>p.from.includes(e));
d===-1?L.push(D(e,g,g,_.has(e))):b.set(d,[...b.get(d)??[],D(e,f[d].hop-1,g,_.has(e))])}let q=new Set(i.filter(e=>e.record.
run.id!==n).map(e=>e.record.stage)),z=new Map(f.map((e,d)=>[e.stage,d])),O=e=>z.get(e)??f.length;f.forEach((e,d)=>{for(let l of b.
get(d)??[])t.stdout(l);let p=a.unreadable.filter(l=>l.stage===e.stage).map(l=>l.attempt),w=[...e.from].sort((l,B)=>O(l)-
O(B));t.stdout(Y({...e,from:w},g,p,q.has(e.stage)))});for(let e of L)t.stdout(e);if(r===null)return $();let E=r.jobs.filter(
e=>e.stages.length===0);if(E.length>0){t.stdout(`
jobs without a stage record:
`);for(let e of E)t.stdout(`  ${e.id}: ${e.result}${e.reused?" (reused)":""}
`)}return $()}function V(t,o){let u=new Map;for(let{record:n}of t)u.set(n.stage,Math.max(n.attempt,u.get(n.stage)??0));let c=[
...new Set(o.filter(n=>n.attempt>(u.get(n.stage)??0)).map(n=>n.stage))];return{records:t.filter(n=>!c.includes(n.record.
stage)),lost:c}}function T(t,o){return t>o?`${"    ".repeat(Math.min(t-o,F)-1)}\u2514\u2500\u25B6 `:""}function v(t,o){return t-
o>F?` \xB7 hop ${t}`:""}function W(t){return t.length<=G?t.join(", "):`${t.slice(0,3).join(", ")}, \u2026 ${t.slice(-3).
join(", ")} (${t.length} stages)`}function D(t,o,u,c=!1){let n=T(o,u),s=" ".repeat(n.length),[r,a]=c?["missing","is gone"]:
["unreadable","cannot be read"];return`${n}${h(t)}${v(o,u)}  ? ${r}
${s}\u2502 its record ${a} (see below)
`}function Y(t,o,u=[],c=!1){let n=T(t.hop,o),s=" ".repeat(n.length),r=`${t.from.length>0?`  \u2190 ${W(t.from)}`:""}${v(
t.hop,o)}`,a=U(t.status,t.reason),i=t.attempts>1?` in ${t.attempts} attempts`:"",m=[`${n}${t.stage}${r}  ${Q[a]} ${a} (${M(
t.duration_ms)}${i}${c?", reused":""})`];return t.summary!==null?m.push(`${s}\u2502 ${J(t.summary,160)}`):m.push(`${s}\u2502 \
(no handoff)`),t.next&&m.push(`${s}\u2502 next \u2192 ${t.next}`),t.reason!=="completed"&&t.message&&m.push(`${s}\u2502 ${t.
reason}: ${P(h(t.message),200)}`),u.length>0&&m.push(`${s}\u2502 attempt${u.length===1?"":"s"} ${u.join(", ")} cannot be\
 read (see below)`),`${m.join(`
`)}
`}export{ct as historyCommand};

import{a as D}from"./chunk-FBM6S56U.js";import{a as F}from"./chunk-AFWVEUMJ.js";import{a as H}from"./chunk-YHQU7V4H.js";
import"./chunk-GISEFCVM.js";import"./chunk-WGA56SI7.js";import{b as U}from"./chunk-KEI3CHLS.js";import{
b as M}from"./chunk-JGPPMDP7.js";import{e as P,f as X}from"./chunk-URSLBK57.js";import{a as N}from"./chunk-KEK6EOVD.js";
import"./chunk-ICEQMEMO.js";import{c as A,d as j,g as J}from"./chunk-EEGIKDNE.js";import{k as C}from"./chunk-PNZ5KYMB.js";
import{a as h}from"./chunk-QZ4LYHPP.js";import"./chunk-22N64GVF.js";import{b as y,d as S}from"./chunk-BXL4BL7Z.js";
import{b as R}from"./chunk-DVNEBDMP.js";import{q as O}from"./chunk-JZBPCCZQ.js";import"./chunk-5A7QKWCT.js";
import"./chunk-3NR5HZ6E.js";var v=8,V=8,W={success:"\u2713",partial:"\u25D0",blocked:"\u25A0",failure:"\u2717",cancelled:"\u2298"};async function lt(t,o,u={}){
let c=A.forProject(t.cwd);await N(t,c);let n=await c.resolve(o),s=await D(c,n),r=s instanceof y?null:s,a=await F(await c.
open(n),r?.jobs??null),{records:l,lost:m}=Y(a.records,a.unreadable),f=H(l),$=()=>(s instanceof y&&t.stderr(`baton: ${S(s)}\

`),a.unreadable.length>0&&t.stderr(X(n,a.unreadable.map(e=>e.reason))),r===null||a.unreadable.length>0?R.failure:R.ok);if(u.
json){let e=a.unreadable.map(({stage:d,attempt:p,reason:w})=>({stage:d,attempt:p,reason:w}));return U(t,`${JSON.stringify(
{run:r===null?{id:n,status:"unreadable",error:S(s).split(`
`)[0]}:{...r,status:j(r)},chain:f,unreadable:e},null,2)}
`),$()}if(r===null)t.stdout(`run ${n} \xB7 its ${O} cannot be read (see below)
`);else{let e=r.duration_ms===null?"":` \xB7 ${M(r.duration_ms)}`;t.stdout(`run ${n} \xB7 ${h(r.workflow)} \xB7 ${j(r)}${e}\

`),r.replay_of&&t.stdout(`replay of ${r.replay_of}
`)}let x=[...new Set(l.flatMap(e=>e.record.parent?[e.record.parent.run]:[]))];x.length>0&&t.stdout(`continues run ${x.join(
", ")}: hops count on from there
`),t.stdout(`
`),f.length===0&&m.length===0&&t.stdout(`no stage recorded a handoff in this run
`);let z=m.flatMap(e=>f.find(d=>d.from.includes(e))?.hop??[]),g=f.length===0?1:Math.min(...f.map(e=>e.hop),...z.map(e=>Math.
max(1,e-1))),b=new Map,L=[],_=new Set(a.missing.map(e=>e.stage));for(let e of m){let d=f.findIndex(p=>p.from.includes(e));
d===-1?L.push(T(e,g,g,_.has(e))):b.set(d,[...b.get(d)??[],T(e,f[d].hop-1,g,_.has(e))])}let B=new Set(l.filter(e=>e.record.
run.id!==n).map(e=>e.record.stage)),G=new Map(f.map((e,d)=>[e.stage,d])),E=e=>G.get(e)??f.length;f.forEach((e,d)=>{for(let i of b.
get(d)??[])t.stdout(i);let p=a.unreadable.filter(i=>i.stage===e.stage).map(i=>i.attempt),w=[...e.from].sort((i,Q)=>E(i)-
E(Q));t.stdout(k({...e,from:w},g,p,B.has(e.stage)))});for(let e of L)t.stdout(e);if(r===null)return $();let I=r.jobs.filter(
e=>e.stages.length===0);if(I.length>0){t.stdout(`
jobs without a stage record:
`);for(let e of I)t.stdout(`  ${e.id}: ${e.result}${e.reused?" (reused)":""}
`)}return $()}function Y(t,o){let u=new Map;for(let{record:n}of t)u.set(n.stage,Math.max(n.attempt,u.get(n.stage)??0));let c=[
...new Set(o.filter(n=>n.attempt>(u.get(n.stage)??0)).map(n=>n.stage))];return{records:t.filter(n=>!c.includes(n.record.
stage)),lost:c}}function K(t,o){return t>o?`${"    ".repeat(Math.min(t-o,v)-1)}\u2514\u2500\u25B6 `:""}function q(t,o){return t-
o>v?` \xB7 hop ${t}`:""}function Z(t){return t.length<=V?t.join(", "):`${t.slice(0,3).join(", ")}, \u2026 ${t.slice(-3).
join(", ")} (${t.length} stages)`}function T(t,o,u,c=!1){let n=K(o,u),s=" ".repeat(n.length),[r,a]=c?["missing","is gone"]:
["unreadable","cannot be read"];return`${n}${h(t)}${q(o,u)}  ? ${r}
${s}\u2502 its record ${a} (see below)
`}function k(t,o,u=[],c=!1){let n=K(t.hop,o),s=" ".repeat(n.length),r=`${t.from.length>0?`  \u2190 ${Z(t.from)}`:""}${q(
t.hop,o)}`,a=C(t.status,t.reason),l=t.attempts>1?` in ${t.attempts} attempts`:"",m=[`${n}${t.stage}${r}  ${W[a]} ${a} (${M(
t.duration_ms)}${l}${c?", reused":""})`];return t.summary!==null?m.push(`${s}\u2502 ${P(t.summary,160)}`):m.push(`${s}\u2502 \
(no handoff)`),t.next&&m.push(`${s}\u2502 next \u2192 ${t.next}`),t.reason!=="completed"&&t.message&&m.push(`${s}\u2502 ${t.
reason}: ${J(h(t.message),200)}`),u.length>0&&m.push(`${s}\u2502 attempt${u.length===1?"":"s"} ${u.join(", ")} cannot be\
 read (see below)`),`${m.join(`
`)}
`}export{lt as historyCommand};

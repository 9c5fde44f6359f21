import{a as H}from"./chunk-YHQU7V4H.js";import{b as N}from"./chunk-FVLN7ZUZ.js";import"./chunk-RVKJOE2S.js";
import{b as X}from"./chunk-LNUUSZS4.js";import{b as C}from"./chunk-26LV6H5C.js";import{b as R}from"./chunk-GYYIMN52.js";
import{a as P}from"./chunk-DNE5SHOA.js";import{e as D,h as F}from"./chunk-65BYJG5L.js";import"./chunk-6JOVG55H.js";
import{c as A,d as E,e as S,h as J}from"./chunk-4CY3VLXA.js";import{k as I}from"./chunk-RDWP7FPM.js";import{
a as g}from"./chunk-CITYZUZ5.js";import"./chunk-VQUK3X66.js";import{b as y}from"./chunk-DLONVVOM.js";import"./chunk-DVNEBDMP.js";
import{q as O}from"./chunk-DFBKRPZ5.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";var K=8,V=8,W={success:"\u2713",partial:"\u25D0",blocked:"\u25A0",failure:"\u2717",cancelled:"\u2298"};async function it(t,o,a={}){
let c=A.forProject(t.cwd);await P(t,c);let n=await c.resolve(o),s=await X(c,n),r=s instanceof y?null:s,d=await N(await c.
open(n),r?.jobs??null),{records:l,lost:f}=Y(d.records,d.unreadable),m=H(l),h=()=>F(t,n,s instanceof y?s:null,d.unreadable.
map(e=>e.reason));if(a.json){let e=d.unreadable.map(({stage:u,attempt:b,reason:w})=>({stage:u,attempt:b,reason:w}));return C(
t,`${JSON.stringify({run:r===null?E(n,s):{...r,status:S(r)},chain:m,unreadable:e},null,2)}
`),h()}if(r===null)t.stdout(`run ${n} \xB7 its ${O} cannot be read (see below)
`);else{let e=r.duration_ms===null?"":` \xB7 ${R(r.duration_ms)}`;t.stdout(`run ${n} \xB7 ${g(r.workflow)} \xB7 ${S(r)}${e}\

`),r.replay_of&&t.stdout(`replay of ${r.replay_of}
`)}let j=[...new Set(l.flatMap(e=>e.record.parent?[e.record.parent.run]:[]))];j.length>0&&t.stdout(`continues run ${j.join(
", ")}: hops count on from there
`),t.stdout(`
`),m.length===0&&f.length===0&&t.stdout(`no stage recorded a handoff in this run
`);let M=f.map(e=>({stage:e,reader:m.findIndex(u=>u.from.includes(e))})),z=M.flatMap(({reader:e})=>e===-1?[]:[m[e].hop]),
p=m.length===0?1:Math.min(...m.map(e=>e.hop),...z.map(e=>Math.max(1,e-1))),$=new Map,x=[],L=new Set(d.missing.map(e=>e.stage));
for(let{stage:e,reader:u}of M)u===-1?x.push(v(e,p,p,L.has(e))):$.set(u,[...$.get(u)??[],v(e,m[u].hop-1,p,L.has(e))]);let B=new Set(
l.filter(e=>e.record.run.id!==n).map(e=>e.record.stage)),G=new Map(m.map((e,u)=>[e.stage,u])),_=e=>G.get(e)??m.length;m.
forEach((e,u)=>{for(let i of $.get(u)??[])t.stdout(i);let b=d.unreadable.filter(i=>i.stage===e.stage).map(i=>i.attempt),
w=[...e.from].sort((i,Q)=>_(i)-_(Q));t.stdout(k({...e,from:w},p,b,B.has(e.stage)))});for(let e of x)t.stdout(e);if(r===null)
return h();let U=r.jobs.filter(e=>e.stages.length===0);if(U.length>0){t.stdout(`
jobs without a stage record:
`);for(let e of U)t.stdout(`  ${e.id}: ${e.result}${e.reused?" (reused)":""}
`)}return h()}function Y(t,o){let a=new Map;for(let{record:n}of t)a.set(n.stage,Math.max(n.attempt,a.get(n.stage)??0));let c=[
...new Set(o.filter(n=>n.attempt>(a.get(n.stage)??0)).map(n=>n.stage))];return{records:t.filter(n=>!c.includes(n.record.
stage)),lost:c}}function T(t,o){return t>o?`${"    ".repeat(Math.min(t-o,K)-1)}\u2514\u2500\u25B6 `:""}function q(t,o){return t-
o>K?` \xB7 hop ${t}`:""}function Z(t){return t.length<=V?t.join(", "):`${t.slice(0,3).join(", ")}, \u2026 ${t.slice(-3).
join(", ")} (${t.length} stages)`}function v(t,o,a,c=!1){let n=T(o,a),s=" ".repeat(n.length),[r,d]=c?["missing","is gone"]:
["unreadable","cannot be read"];return`${n}${g(t)}${q(o,a)}  ? ${r}
${s}\u2502 its record ${d} (see below)
`}function k(t,o,a=[],c=!1){let n=T(t.hop,o),s=" ".repeat(n.length),r=`${t.from.length>0?`  \u2190 ${Z(t.from)}`:""}${q(
t.hop,o)}`,d=I(t.status,t.reason),l=t.attempts>1?` in ${t.attempts} attempts`:"",f=[`${n}${t.stage}${r}  ${W[d]} ${d} (${R(
t.duration_ms)}${l}${c?", reused":""})`];return t.summary!==null?f.push(`${s}\u2502 ${D(t.summary,160)}`):f.push(`${s}\u2502 \
(no handoff)`),t.next&&f.push(`${s}\u2502 next \u2192 ${t.next}`),t.reason!=="completed"&&t.message&&f.push(`${s}\u2502 ${t.
reason}: ${J(g(t.message),200)}`),a.length>0&&f.push(`${s}\u2502 attempt${a.length===1?"":"s"} ${a.join(", ")} cannot be\
 read (see below)`),`${f.join(`
`)}
`}export{it as historyCommand};

import{a as J}from"./chunk-YHQU7V4H.js";import{b as P}from"./chunk-2XE6567J.js";import"./chunk-LS2NIP65.js";
import{b as v}from"./chunk-N3ZSVOGC.js";import{b as O}from"./chunk-6LMQI7SU.js";import{b as S}from"./chunk-KGOG7XFD.js";
import{a as D}from"./chunk-WXXWFHNZ.js";import{f as F,i as X}from"./chunk-4MCKYKCL.js";import"./chunk-6AQFCHUG.js";
import{d as I,e as A,f as E,h as H,m as N}from"./chunk-ZHU3RJPK.js";import{m as C}from"./chunk-OTIZIJOI.js";
import{a as g}from"./chunk-HKB7A5JV.js";import"./chunk-W3W44F6T.js";import{d as y}from"./chunk-4X335366.js";
import"./chunk-GKGC5SYD.js";import{q as U}from"./chunk-DFBKRPZ5.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";var T=8,W=8,Y={success:"\u2713",partial:"\u25D0",blocked:"\u25A0",failure:"\u2717",cancelled:"\u2298"};async function lt(t,o,a={}){
let c=I.forProject(t.cwd);await D(t,c);let n=await c.resolve(o),s=await v(c,n),r=s instanceof y?null:s,d=await P(await c.
open(n),r?.jobs??null),{records:l,lost:i}=Z(d.records,d.unreadable),m=J(l),h=()=>X(t,n,s instanceof y?s:null,d.unreadable.
map(e=>e.reason));if(a.json){let e=d.unreadable.map(({stage:u,attempt:b,reason:w})=>({stage:u,attempt:b,reason:w}));return O(
t,`${JSON.stringify({run:r===null?A(n,s):{...r,status:E(r)},chain:m,unreadable:e},null,2)}
`),h()}if(r===null)t.stdout(`run ${n} \xB7 its ${U} cannot be read (see below)
`);else{let e=r.duration_ms===null?"":` \xB7 ${S(r.duration_ms)}`;t.stdout(`run ${n} \xB7 ${g(r.workflow)} \xB7 ${H(r)}${e}\

`),r.replay_of&&t.stdout(`replay of ${r.replay_of}
`)}let R=[...new Set(l.flatMap(e=>e.record.parent?[e.record.parent.run]:[]))];R.length>0&&t.stdout(`continues run ${R.join(
", ")}: hops count on from there
`),t.stdout(`
`),m.length===0&&i.length===0&&t.stdout(`no stage recorded a handoff in this run
`);let j=i.map(e=>({stage:e,reader:m.findIndex(u=>u.from.includes(e))})),B=j.flatMap(({reader:e})=>e===-1?[]:[m[e].hop]),
p=m.length===0?1:Math.min(...m.map(e=>e.hop),...B.map(e=>Math.max(1,e-1))),$=new Map,M=[],x=new Set(d.missing.map(e=>e.stage));
for(let{stage:e,reader:u}of j)u===-1?M.push(K(e,p,p,x.has(e))):$.set(u,[...$.get(u)??[],K(e,m[u].hop-1,p,x.has(e))]);let G=new Set(
l.filter(e=>e.record.run.id!==n).map(e=>e.record.stage)),Q=new Map(m.map((e,u)=>[e.stage,u])),L=e=>Q.get(e)??m.length;m.
forEach((e,u)=>{for(let f of $.get(u)??[])t.stdout(f);let b=d.unreadable.filter(f=>f.stage===e.stage).map(f=>f.attempt),
w=[...e.from].sort((f,V)=>L(f)-L(V));t.stdout(tt({...e,from:w},p,b,G.has(e.stage)))});for(let e of M)t.stdout(e);if(r===
null)return h();let _=r.jobs.filter(e=>e.stages.length===0);if(_.length>0){t.stdout(`
jobs without a stage record:
`);for(let e of _)t.stdout(`  ${e.id}: ${e.result}${e.reused?" (reused)":""}
`)}return h()}function Z(t,o){let a=new Map;for(let{record:n}of t)a.set(n.stage,Math.max(n.attempt,a.get(n.stage)??0));let c=[
...new Set(o.filter(n=>n.attempt>(a.get(n.stage)??0)).map(n=>n.stage))];return{records:t.filter(n=>!c.includes(n.record.
stage)),lost:c}}function q(t,o){return t>o?`${"    ".repeat(Math.min(t-o,T)-1)}\u2514\u2500\u25B6 `:""}function z(t,o){return t-
o>T?` \xB7 hop ${t}`:""}function k(t){return t.length<=W?t.join(", "):`${t.slice(0,3).join(", ")}, \u2026 ${t.slice(-3).
join(", ")} (${t.length} stages)`}function K(t,o,a,c=!1){let n=q(o,a),s=" ".repeat(n.length),[r,d]=c?["missing","is gone"]:
["unreadable","cannot be read"];return`${n}${g(t)}${z(o,a)}  ? ${r}
${s}\u2502 its record ${d} (see below)
`}function tt(t,o,a=[],c=!1){let n=q(t.hop,o),s=" ".repeat(n.length),r=`${t.from.length>0?`  \u2190 ${k(t.from)}`:""}${z(
t.hop,o)}`,d=C(t.status,t.reason),l=t.attempts>1?` in ${t.attempts} attempts`:"",i=[`${n}${t.stage}${r}  ${Y[d]} ${d} (${S(
t.duration_ms)}${l}${c?", reused":""})`];return t.summary!==null?i.push(`${s}\u2502 ${F(t.summary,160)}`):i.push(`${s}\u2502 \
(no handoff)`),t.next&&i.push(`${s}\u2502 next \u2192 ${t.next}`),t.reason!=="completed"&&t.message&&i.push(`${s}\u2502 ${t.
reason}: ${N(g(t.message),200)}`),a.length>0&&i.push(`${s}\u2502 attempt${a.length===1?"":"s"} ${a.join(", ")} cannot be\
 read (see below)`),`${i.join(`
`)}
`}export{lt as historyCommand};

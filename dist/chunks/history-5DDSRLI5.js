import{a as H,b as J}from"./chunk-62JWTVWF.js";import{a as C}from"./chunk-YHQU7V4H.js";import"./chunk-GTRAR4DI.js";
import{b as L}from"./chunk-R4JSH2OT.js";import{b as y}from"./chunk-5VIHKI4B.js";import{e as U,f as E}from"./chunk-PPXCPPBA.js";
import{a as A}from"./chunk-XFYPCMCX.js";import"./chunk-ICEQMEMO.js";import{a as O,b as w,e as I}from"./chunk-YBFLPME4.js";
import{k as _}from"./chunk-XWFWV4XT.js";import{a as g}from"./chunk-QZ4LYHPP.js";import"./chunk-G6IW7IQF.js";
import"./chunk-BXL4BL7Z.js";import{b}from"./chunk-DVNEBDMP.js";import"./chunk-JZBPCCZQ.js";import"./chunk-5A7QKWCT.js";
import"./chunk-3NR5HZ6E.js";var X=8,q=8,z={success:"\u2713",partial:"\u25D0",blocked:"\u25A0",failure:"\u2717",cancelled:"\u2298"};async function at(t,s,a={}){
let u=O.forProject(t.cwd);await A(t,u);let n=await u.resolve(s),o=await H(u,n),c=await J(await u.open(n)),{records:f,lost:p}=B(
c.records,c.unreadable),r=C(f),S=()=>c.unreadable.length===0?b.ok:(t.stderr(E(n,c.unreadable.map(e=>e.reason))),b.failure);
if(a.json){let e=c.unreadable.map(({stage:d,attempt:i,reason:$})=>({stage:d,attempt:i,reason:$}));return L(t,`${JSON.stringify(
{run:{...o,status:w(o)},chain:r,unreadable:e},null,2)}
`),S()}let T=o.duration_ms===null?"":` \xB7 ${y(o.duration_ms)}`;t.stdout(`run ${n} \xB7 ${g(o.workflow)} \xB7 ${w(o)}${T}\

`),o.replay_of&&t.stdout(`replay of ${o.replay_of}
`);let R=[...new Set(f.flatMap(e=>e.record.parent?[e.record.parent.run]:[]))];R.length>0&&t.stdout(`continues run ${R.join(
", ")}: hops count on from there
`),t.stdout(`
`),r.length===0&&p.length===0&&t.stdout(`no stage recorded a handoff in this run
`);let l=r.length===0?1:Math.min(...r.map(e=>e.hop)),h=new Map,j=[];for(let e of p){let d=r.findIndex(i=>i.from.includes(
e));d===-1?j.push(P(e,l,l)):h.set(d,[...h.get(d)??[],P(e,r[d].hop-1,l)])}let v=new Set(f.filter(e=>e.record.run.id!==n).
map(e=>e.record.stage)),F=new Map(r.map((e,d)=>[e.stage,d])),M=e=>F.get(e)??r.length;r.forEach((e,d)=>{for(let m of h.get(
d)??[])t.stdout(m);let i=c.unreadable.filter(m=>m.stage===e.stage).map(m=>m.attempt),$=[...e.from].sort((m,K)=>M(m)-M(K));
t.stdout(Q({...e,from:$},l,i,v.has(e.stage)))});for(let e of j)t.stdout(e);let x=o.jobs.filter(e=>e.stages.length===0);if(x.
length>0){t.stdout(`
jobs without a stage record:
`);for(let e of x)t.stdout(`  ${e.id}: ${e.result}
`)}return S()}function B(t,s){let a=new Map;for(let{record:n}of t)a.set(n.stage,Math.max(n.attempt,a.get(n.stage)??0));let u=[
...new Set(s.filter(n=>n.attempt>(a.get(n.stage)??0)).map(n=>n.stage))];return{records:t.filter(n=>!u.includes(n.record.
stage)),lost:u}}function D(t,s){return t>s?`${"    ".repeat(Math.min(t-s,X)-1)}\u2514\u2500\u25B6 `:""}function N(t,s){return t-
s>X?` \xB7 hop ${t}`:""}function G(t){return t.length<=q?t.join(", "):`${t.slice(0,3).join(", ")}, \u2026 ${t.slice(-3).
join(", ")} (${t.length} stages)`}function P(t,s,a){let u=D(s,a),n=" ".repeat(u.length);return`${u}${g(t)}${N(s,a)}  ? u\
nreadable
${n}\u2502 its record cannot be read (see below)
`}function Q(t,s,a=[],u=!1){let n=D(t.hop,s),o=" ".repeat(n.length),c=`${t.from.length>0?`  \u2190 ${G(t.from)}`:""}${N(
t.hop,s)}`,f=_(t.status,t.reason),p=t.attempts>1?` in ${t.attempts} attempts`:"",r=[`${n}${t.stage}${c}  ${z[f]} ${f} (${y(
t.duration_ms)}${p}${u?", reused":""})`];return t.summary!==null?r.push(`${o}\u2502 ${U(t.summary,160)}`):r.push(`${o}\u2502 \
(no handoff)`),t.next&&r.push(`${o}\u2502 next \u2192 ${t.next}`),t.reason!=="completed"&&t.message&&r.push(`${o}\u2502 ${t.
reason}: ${I(g(t.message),200)}`),a.length>0&&r.push(`${o}\u2502 attempt${a.length===1?"":"s"} ${a.join(", ")} cannot be\
 read (see below)`),`${r.join(`
`)}
`}export{at as historyCommand};

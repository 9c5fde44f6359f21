import{a as O}from"./chunk-YHQU7V4H.js";import{a as I}from"./chunk-WGA56SI7.js";import{b as L}from"./chunk-R4JSH2OT.js";
import{b as y}from"./chunk-L64J64BV.js";import{e as E,f as H}from"./chunk-AQRVCZTV.js";import{d as C,e as A,
f as w}from"./chunk-AB5CAIEK.js";import{k as _}from"./chunk-VBLL5SZM.js";import{a as g}from"./chunk-QZ4LYHPP.js";
import"./chunk-G6IW7IQF.js";import"./chunk-BXL4BL7Z.js";import{b}from"./chunk-DVNEBDMP.js";import"./chunk-JZBPCCZQ.js";
import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";var P=8,F=8,K={success:"\u2713",partial:"\u25D0",blocked:"\u25A0",failure:"\u2717",cancelled:"\u2298"};async function nt(t,s,a={}){
let u=A.forProject(t.cwd),n=await u.resolve(s),o=await u.readSummary(n),c=await I(await u.open(n)),{records:f,lost:l}=q(
c.records,c.unreadable),r=O(f),S=()=>c.unreadable.length===0?b.ok:(t.stderr(H(n,c.unreadable.map(e=>e.reason))),b.failure);
if(a.json){let e=c.unreadable.map(({stage:d,attempt:i,reason:$})=>({stage:d,attempt:i,reason:$}));return L(t,`${JSON.stringify(
{run:{...o,status:w(o)},chain:r,unreadable:e},null,2)}
`),S()}let D=o.duration_ms===null?"":` \xB7 ${y(o.duration_ms)}`;t.stdout(`run ${n} \xB7 ${g(o.workflow)} \xB7 ${w(o)}${D}\

`),o.replay_of&&t.stdout(`replay of ${o.replay_of}
`);let R=[...new Set(f.flatMap(e=>e.record.parent?[e.record.parent.run]:[]))];R.length>0&&t.stdout(`continues run ${R.join(
", ")}: hops count on from there
`),t.stdout(`
`),r.length===0&&l.length===0&&t.stdout(`no stage recorded a handoff in this run
`);let p=r.length===0?1:Math.min(...r.map(e=>e.hop)),h=new Map,j=[];for(let e of l){let d=r.findIndex(i=>i.from.includes(
e));d===-1?j.push(J(e,p,p)):h.set(d,[...h.get(d)??[],J(e,r[d].hop-1,p)])}let N=new Set(f.filter(e=>e.record.run.id!==n).
map(e=>e.record.stage)),T=new Map(r.map((e,d)=>[e.stage,d])),M=e=>T.get(e)??r.length;r.forEach((e,d)=>{for(let m of h.get(
d)??[])t.stdout(m);let i=c.unreadable.filter(m=>m.stage===e.stage).map(m=>m.attempt),$=[...e.from].sort((m,v)=>M(m)-M(v));
t.stdout(B({...e,from:$},p,i,N.has(e.stage)))});for(let e of j)t.stdout(e);let x=o.jobs.filter(e=>e.stages.length===0);if(x.
length>0){t.stdout(`
jobs without a stage record:
`);for(let e of x)t.stdout(`  ${e.id}: ${e.result}${e.reused?" (reused)":""}
`)}return S()}function q(t,s){let a=new Map;for(let{record:n}of t)a.set(n.stage,Math.max(n.attempt,a.get(n.stage)??0));let u=[
...new Set(s.filter(n=>n.attempt>(a.get(n.stage)??0)).map(n=>n.stage))];return{records:t.filter(n=>!u.includes(n.record.
stage)),lost:u}}function U(t,s){return t>s?`${"    ".repeat(Math.min(t-s,P)-1)}\u2514\u2500\u25B6 `:""}function X(t,s){return t-
s>P?` \xB7 hop ${t}`:""}function z(t){return t.length<=F?t.join(", "):`${t.slice(0,3).join(", ")}, \u2026 ${t.slice(-3).
join(", ")} (${t.length} stages)`}function J(t,s,a){let u=U(s,a),n=" ".repeat(u.length);return`${u}${g(t)}${X(s,a)}  ? u\
nreadable
${n}\u2502 its record cannot be read (see below)
`}function B(t,s,a=[],u=!1){let n=U(t.hop,s),o=" ".repeat(n.length),c=`${t.from.length>0?`  \u2190 ${z(t.from)}`:""}${X(
t.hop,s)}`,f=_(t.status,t.reason),l=t.attempts>1?` in ${t.attempts} attempts`:"",r=[`${n}${t.stage}${c}  ${K[f]} ${f} (${y(
t.duration_ms)}${l}${u?", reused":""})`];return t.summary!==null?r.push(`${o}\u2502 ${E(t.summary,160)}`):r.push(`${o}\u2502 \
(no handoff)`),t.next&&r.push(`${o}\u2502 next \u2192 ${t.next}`),t.reason!=="completed"&&t.message&&r.push(`${o}\u2502 ${t.
reason}: ${C(g(t.message),200)}`),a.length>0&&r.push(`${o}\u2502 attempt${a.length===1?"":"s"} ${a.join(", ")} cannot be\
 read (see below)`),`${r.join(`
`)}
`}export{nt as historyCommand};

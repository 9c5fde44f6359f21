import{a as O}from"./chunk-WGA56SI7.js";import{a as M}from"./chunk-YHQU7V4H.js";import{b as x}from"./chunk-VIRDJAV2.js";
import{b as w}from"./chunk-QJQIPQ3L.js";import{e as I,f as J}from"./chunk-KHLTJCQY.js";import{b as C,c as _,
d as b}from"./chunk-ANRPTTLN.js";import{k as L}from"./chunk-DMID3UGC.js";import{a as g}from"./chunk-QZ4LYHPP.js";
import"./chunk-DDQVLXQ6.js";import"./chunk-BXL4BL7Z.js";import{b as $}from"./chunk-DIAAMT7K.js";import"./chunk-V4AZJBV5.js";
import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";var H={success:"\u2713",partial:"\u25D0",blocked:"\u25A0",failure:"\u2717",cancelled:"\u2298"};async function F(t,s,n={}){
let o=_.forProject(t.cwd),e=await o.resolve(s),a=await o.readSummary(e),d=await O(await o.open(e)),{records:l,lost:u}=P(
d.records,d.unreadable),m=M(l),y=()=>d.unreadable.length===0?$.ok:(t.stderr(J(e,d.unreadable.map(r=>r.reason))),$.failure);
if(n.json){let r=d.unreadable.map(({stage:c,attempt:p,reason:f})=>({stage:c,attempt:p,reason:f}));return x(t,`${JSON.stringify(
{run:{...a,status:b(a)},chain:m,unreadable:r},null,2)}
`),y()}let E=a.duration_ms===null?"":` \xB7 ${w(a.duration_ms)}`;t.stdout(`run ${e} \xB7 ${g(a.workflow)} \xB7 ${b(a)}${E}\

`),a.replay_of&&t.stdout(`replay of ${a.replay_of}
`);let S=[...new Set(l.flatMap(r=>r.record.parent?[r.record.parent.run]:[]))];S.length>0&&t.stdout(`continues run ${S.join(
", ")}: hops count on from there
`),t.stdout(`
`),m.length===0&&u.length===0&&t.stdout(`no stage recorded a handoff in this run
`);let i=m.length===0?1:Math.min(...m.map(r=>r.hop)),h=new Map,R=[];for(let r of u){let c=m.findIndex(p=>p.from.includes(
r));c===-1?R.push(U(r,i,i)):h.set(c,[...h.get(c)??[],U(r,m[c].hop-1,i)])}m.forEach((r,c)=>{for(let f of h.get(c)??[])t.stdout(
f);let p=d.unreadable.filter(f=>f.stage===r.stage).map(f=>f.attempt);t.stdout(v(r,i,p))});for(let r of R)t.stdout(r);let j=a.
jobs.filter(r=>r.stages.length===0);if(j.length>0){t.stdout(`
jobs without a stage record:
`);for(let r of j)t.stdout(`  ${r.id}: ${r.result}
`)}return y()}function P(t,s){let n=new Map;for(let{record:e}of t)n.set(e.stage,Math.max(e.attempt,n.get(e.stage)??0));let o=[
...new Set(s.filter(e=>e.attempt>(n.get(e.stage)??0)).map(e=>e.stage))];return{records:t.filter(e=>!o.includes(e.record.
stage)),lost:o}}function U(t,s,n){let o=s>n?`${"    ".repeat(s-n-1)}\u2514\u2500\u25B6 `:"",e=" ".repeat(o.length);return`${o}${g(
t)}  ? unreadable
${e}\u2502 its record cannot be read (see below)
`}function v(t,s,n=[]){let o=t.hop>s?`${"    ".repeat(t.hop-s-1)}\u2514\u2500\u25B6 `:"",e=" ".repeat(o.length),a=t.from.
length>0?`  \u2190 ${t.from.join(", ")}`:"",d=L(t.status,t.reason),l=t.attempts>1?` in ${t.attempts} attempts`:"",u=[`${o}${t.
stage}${a}  ${H[d]} ${d} (${w(t.duration_ms)}${l})`];return t.summary!==null?u.push(`${e}\u2502 ${I(t.summary,160)}`):u.
push(`${e}\u2502 (no handoff)`),t.next&&u.push(`${e}\u2502 next \u2192 ${t.next}`),t.reason!=="completed"&&t.message&&u.
push(`${e}\u2502 ${t.reason}: ${C(g(t.message),200)}`),n.length>0&&u.push(`${e}\u2502 attempt${n.length===1?"":"s"} ${n.
join(", ")} cannot be read (see below)`),`${u.join(`
`)}
`}export{F as historyCommand};

import{b as B}from"./chunk-Q4L5T5GK.js";import{b as j}from"./chunk-4WMGLSEE.js";import{a as T}from"./chunk-7RF6QXA6.js";
import{f as X,i as q}from"./chunk-BSESUMF5.js";import{a as D}from"./chunk-YHQU7V4H.js";import{b as z}from"./chunk-E3QDE4TI.js";
import"./chunk-NSMISUGG.js";import{b as K}from"./chunk-E7XOK4QC.js";import{b as N,c as v,d as A,f as P,k as F}from"./chunk-QZVDS4Z4.js";
import"./chunk-LS2NIP65.js";import{m as H}from"./chunk-SUIRYEMG.js";import{b as E}from"./chunk-B4RMSF6H.js";
import{a as $}from"./chunk-HDT3FCLQ.js";import"./chunk-YN25PATV.js";import"./chunk-FCWOFCWY.js";import"./chunk-JYVLKM6Q.js";
import{d as R}from"./chunk-OKFZ7BVP.js";import"./chunk-GKGC5SYD.js";import"./chunk-5A7QKWCT.js";import{
q as O}from"./chunk-6TGY3HYZ.js";import"./chunk-3NR5HZ6E.js";var Q=8,k={success:"\u2713",partial:"\u25D0",blocked:"\u25A0",failure:"\u2717",cancelled:"\u2298"};async function ht(e,o,a={}){
let d=N.forProject(e.cwd);await T(e,d);let n=await d.resolve(o),u=await z(d,n),s=u instanceof R?null:u,c=await K(await d.
open(n),s),{records:g,lost:f}=tt(c.records,c.unreadable),i=D(g),b=c.notStored?.records??[],w=()=>q(e,n,u instanceof R?u:
null,c.unreadable.map(t=>t.reason),c.notStored);if(a.json){let t=c.unreadable.map(({stage:l,attempt:p,reason:m})=>({stage:l,
attempt:p,reason:m})),r=b.map(({job:l,stage:p,attempt:m,why:y})=>({stage:p,attempt:m,job:l,reason:y}));return E(e,`${JSON.
stringify({run:s===null?v(n,u):{...s,status:A(s)},chain:i,unreadable:t,...r.length===0?{}:{not_stored:r}},null,2)}
`),w()}if(s===null)e.stdout(`run ${n} \xB7 its ${O} cannot be read (see below)
`);else{let t=s.duration_ms===null?"":` \xB7 ${j(s.duration_ms)}`;e.stdout(`run ${n} \xB7 ${$(s.workflow)} \xB7 ${P(s)}${t}\

`),s.replay_of&&e.stdout(`replay of ${s.replay_of}
`)}let x=[...new Set(g.flatMap(t=>t.record.parent?[t.record.parent.run]:[]))];x.length>0&&e.stdout(`continues run ${x.join(
", ")}: hops count on from there
`),e.stdout(`
`);let L=[...new Set(b.map(t=>t.stage))].filter(t=>!g.some(r=>r.record.stage===t)&&!f.includes(t));i.length===0&&f.length===
0&&L.length===0&&e.stdout(`no stage recorded a handoff in this run
`);let _=f.map(t=>({stage:t,reader:i.findIndex(r=>r.from.includes(t))})),W=_.flatMap(({reader:t})=>t===-1?[]:[i[t].hop]),
h=i.length===0?1:Math.min(...i.map(t=>t.hop),...W.map(t=>Math.max(1,t-1))),S=new Map,U=[],C=new Set(c.missing.map(t=>t.stage));
for(let{stage:t,reader:r}of _)r===-1?U.push(G(t,h,h,C.has(t))):S.set(r,[...S.get(r)??[],G(t,i[r].hop-1,h,C.has(t))]);let Y=new Set(
g.filter(t=>t.record.run.id!==n).map(t=>t.record.stage)),Z=new Map(i.map((t,r)=>[t.stage,r])),I=t=>Z.get(t)??i.length;i.
forEach((t,r)=>{for(let m of S.get(r)??[])e.stdout(m);let l=c.unreadable.filter(m=>m.stage===t.stage).map(m=>m.attempt),
p=[...t.from].sort((m,y)=>I(m)-I(y));e.stdout(nt({...t,from:p},h,l,Y.has(t.stage)))});for(let t of U)e.stdout(t);for(let t of L)
e.stdout(et(t,h));if(s===null)return w();let J=s.jobs.filter(t=>t.stages.length===0);if(J.length>0){e.stdout(`
jobs without a stage record:
`);for(let t of J){let r=[...new Set(b.filter(p=>p.job===t.id).map(p=>p.stage))],l=r.length===0?"":` (its ${r.length===1?
"stage":"stages"} ${r.join(", ")} ${r.length===1?"was":"were"} never stored: see below)`;e.stdout(`  ${t.id}: ${t.result}${t.
reused?" (reused)":""}${l}
`)}}return w()}function tt(e,o){let a=new Map;for(let{record:n}of e)a.set(n.stage,Math.max(n.attempt,a.get(n.stage)??0));
let d=[...new Set(o.filter(n=>n.attempt>(a.get(n.stage)??0)).map(n=>n.stage))];return{records:e.filter(n=>!d.includes(n.
record.stage)),lost:d}}function M(e,o){return e>o?`${"    ".repeat(Math.min(e-o,Q)-1)}\u2514\u2500\u25B6 `:""}function V(e,o){
return e-o>Q?` \xB7 hop ${e}`:""}function G(e,o,a,d=!1){let n=M(o,a),u=" ".repeat(n.length),[s,c]=d?["missing","is gone"]:
["unreadable","cannot be read"];return`${n}${$(e)}${V(o,a)}  ? ${s}
${u}\u2502 its record ${c} (see below)
`}function et(e,o){let a=M(o,o),d=" ".repeat(a.length);return`${a}${$(e)}  ? not stored
${d}\u2502 its record was never stored (see below)
`}function nt(e,o,a=[],d=!1){let n=M(e.hop,o),u=" ".repeat(n.length),s=`${e.from.length>0?`  \u2190 ${B(e.from)}`:""}${V(
e.hop,o)}`,c=H(e.status,e.reason),g=e.attempts>1?` in ${e.attempts} attempts`:"",f=[`${n}${e.stage}${s}  ${k[c]} ${c} (${j(
e.duration_ms)}${g}${d?", reused":""})`];return e.summary!==null?f.push(`${u}\u2502 ${X(e.summary,160)}`):f.push(`${u}\u2502 \
(no handoff)`),e.next&&f.push(`${u}\u2502 next \u2192 ${e.next}`),e.reason!=="completed"&&e.message&&f.push(`${u}\u2502 ${e.
reason}: ${F($(e.message),200)}`),a.length>0&&f.push(`${u}\u2502 attempt${a.length===1?"":"s"} ${a.join(", ")} cannot be\
 read (see below)`),`${f.join(`
`)}
`}export{ht as historyCommand};

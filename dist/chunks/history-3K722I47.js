import{b as G}from"./chunk-Q4L5T5GK.js";import{b as j}from"./chunk-JIHVCHZF.js";import{a as X}from"./chunk-Q2TZSLBA.js";
import{f as q,i as z}from"./chunk-IQNVHVL5.js";import{a as T}from"./chunk-MLA3KYDU.js";import{b as B}from"./chunk-H47F6ZRL.js";
import"./chunk-FY252UJI.js";import"./chunk-U776URLR.js";import{b as K}from"./chunk-75TJKDNV.js";import{
f as v,g as A,h as P,j as D}from"./chunk-FAQWOPXZ.js";import{b as F}from"./chunk-6RREDHNG.js";import"./chunk-LS2NIP65.js";
import{m as E,o as N}from"./chunk-P5WILCBV.js";import"./chunk-RBL3FFHZ.js";import{b as O}from"./chunk-GEAO6DK6.js";
import{a as $}from"./chunk-HDT3FCLQ.js";import"./chunk-NINDYNX2.js";import"./chunk-FCWOFCWY.js";import"./chunk-YFTXPYAX.js";
import{d as R}from"./chunk-OKFZ7BVP.js";import"./chunk-GKGC5SYD.js";import"./chunk-5A7QKWCT.js";import{
w as J}from"./chunk-RHKLK6JY.js";import"./chunk-3NR5HZ6E.js";var V=8,et={success:"\u2713",partial:"\u25D0",blocked:"\u25A0",failure:"\u2717",cancelled:"\u2298"};async function wt(e,a,d={}){
let u=v.forProject(e.cwd);await X(e,u);let n=await u.resolve(a),f=await B(u,n),r=f instanceof R?null:f,c=await K(await u.
open(n),r),{records:l,lost:g}=nt(c.records,c.unreadable),s=T(l),w=c.notStored?.records??[],b=()=>z(e,n,f instanceof R?f:
null,c.unreadable.map(t=>t.reason),c.notStored);if(d.json){let t=c.unreadable.map(({stage:i,attempt:p,reason:m})=>({stage:i,
attempt:p,reason:m})),o=w.map(({job:i,stage:p,attempt:m,why:y})=>({stage:p,attempt:m,job:i,reason:y}));return O(e,`${JSON.
stringify({run:r===null?A(n,f):{...r,status:P(r)},chain:s,unreadable:t,...o.length===0?{}:{not_stored:o}},null,2)}
`),b()}if(r===null)e.stdout(`run ${n} \xB7 its ${J} cannot be read (see below)
`);else{let t=r.duration_ms===null?"":` \xB7 ${j(r.duration_ms)}`;e.stdout(`run ${n} \xB7 ${$(r.workflow)} \xB7 ${D(r)}${t}\

`),r.replay_of&&e.stdout(`replay of ${r.replay_of}
`)}let x=[...new Set(l.flatMap(t=>t.record.parent?[t.record.parent.run]:[]))];x.length>0&&e.stdout(`continues run ${x.join(
", ")}: hops count on from there
`),e.stdout(`
`);let _=[...new Set(w.map(t=>t.stage))].filter(t=>!l.some(o=>o.record.stage===t)&&!g.includes(t));s.length===0&&g.length===
0&&_.length===0&&e.stdout(`no stage recorded a handoff in this run
`);let L=g.map(t=>({stage:t,reader:s.findIndex(o=>o.from.includes(t))})),Y=L.flatMap(({reader:t})=>t===-1?[]:[s[t].hop]),
h=s.length===0?1:Math.min(...s.map(t=>t.hop),...Y.map(t=>Math.max(1,t-1))),S=new Map,U=[],C=new Set(c.missing.map(t=>t.stage));
for(let{stage:t,reader:o}of L)o===-1?U.push(Q(t,h,h,C.has(t))):S.set(o,[...S.get(o)??[],Q(t,s[o].hop-1,h,C.has(t))]);let Z=r?.
pulled?String(r.pulled.run_id):n,k=new Set(l.filter(t=>t.record.run.id!==Z).map(t=>t.record.stage)),tt=new Map(s.map((t,o)=>[
t.stage,o])),H=t=>tt.get(t)??s.length;s.forEach((t,o)=>{for(let m of S.get(o)??[])e.stdout(m);let i=c.unreadable.filter(
m=>m.stage===t.stage).map(m=>m.attempt),p=[...t.from].sort((m,y)=>H(m)-H(y));e.stdout(ot({...t,from:p},h,i,k.has(t.stage),
n))});for(let t of U)e.stdout(t);for(let t of _)e.stdout(rt(t,h));if(r===null)return b();let I=r.jobs.filter(t=>t.stages.
length===0);if(I.length>0){e.stdout(`
jobs without a stage record:
`);for(let t of I){let o=[...new Set(w.filter(p=>p.job===t.id).map(p=>p.stage))],i=o.length===0?"":` (its ${o.length===1?
"stage":"stages"} ${o.join(", ")} ${o.length===1?"was":"were"} never stored: see below)`;e.stdout(`  ${t.id}: ${t.result}${t.
reused?" (reused)":""}${i}
`)}}return b()}function nt(e,a){let d=new Map;for(let{record:n}of e)d.set(n.stage,Math.max(n.attempt,d.get(n.stage)??0));
let u=[...new Set(a.filter(n=>n.attempt>(d.get(n.stage)??0)).map(n=>n.stage))];return{records:e.filter(n=>!u.includes(n.
record.stage)),lost:u}}function M(e,a){return e>a?`${"    ".repeat(Math.min(e-a,V)-1)}\u2514\u2500\u25B6 `:""}function W(e,a){
return e-a>V?` \xB7 hop ${e}`:""}function Q(e,a,d,u=!1){let n=M(a,d),f=" ".repeat(n.length),[r,c]=u?["missing","is gone"]:
["unreadable","cannot be read"];return`${n}${$(e)}${W(a,d)}  ? ${r}
${f}\u2502 its record ${c} (see below)
`}function rt(e,a){let d=M(a,a),u=" ".repeat(d.length);return`${d}${$(e)}  ? not stored
${u}\u2502 its record was never stored (see below)
`}function ot(e,a,d=[],u=!1,n=""){let f=M(e.hop,a),r=" ".repeat(f.length),c=`${e.from.length>0?`  \u2190 ${G(e.from)}`:""}${W(
e.hop,a)}`,l=E(e.status,e.reason),g=e.attempts>1?` in ${e.attempts} attempts`:"",s=[`${f}${e.stage}${c}  ${et[l]} ${l} (${j(
e.duration_ms)}${g}${u?", reused":""})`];return e.summary!==null?s.push(`${r}\u2502 ${q(e.summary,160)}`):e.refused>0?s.
push(`${r}\u2502 (${N(e.refused)}: baton show ${n} ${e.stage})`):s.push(`${r}\u2502 (no handoff)`),e.next&&s.push(`${r}\u2502\
 next \u2192 ${e.next}`),e.reason!=="completed"&&e.message&&s.push(`${r}\u2502 ${e.reason}: ${F($(e.message),200)}`),d.length>
0&&s.push(`${r}\u2502 attempt${d.length===1?"":"s"} ${d.join(", ")} cannot be read (see below)`),`${s.join(`
`)}
`}export{wt as historyCommand};

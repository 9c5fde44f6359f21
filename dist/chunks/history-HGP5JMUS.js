import{b as B}from"./chunk-Q4L5T5GK.js";import{a as D}from"./chunk-YHQU7V4H.js";import{b as K}from"./chunk-CGK7UWFE.js";
import"./chunk-LS2NIP65.js";import{b as z}from"./chunk-EFBLKXQP.js";import{b as E}from"./chunk-7JYDBMUG.js";
import{b as j}from"./chunk-YYZ5KWUI.js";import{a as T}from"./chunk-KKHMREJV.js";import{f as X,i as q}from"./chunk-IQNVHVL5.js";
import"./chunk-WQOLYL6Y.js";import{b as N,c as v,d as A,f as P}from"./chunk-EZR23E7B.js";import{b as F}from"./chunk-6RREDHNG.js";
import{m as H}from"./chunk-BUDROWRH.js";import"./chunk-RBL3FFHZ.js";import{a as $}from"./chunk-HDT3FCLQ.js";
import"./chunk-SIVHNBVM.js";import"./chunk-FCWOFCWY.js";import{d as R}from"./chunk-OKFZ7BVP.js";import"./chunk-GKGC5SYD.js";
import{q as O}from"./chunk-WXLRAERB.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";var Q=8,tt={success:"\u2713",partial:"\u25D0",blocked:"\u25A0",failure:"\u2717",cancelled:"\u2298"};async function $t(e,s,a={}){
let d=N.forProject(e.cwd);await T(e,d);let n=await d.resolve(s),u=await z(d,n),o=u instanceof R?null:u,c=await K(await d.
open(n),o),{records:g,lost:f}=et(c.records,c.unreadable),l=D(g),w=c.notStored?.records??[],b=()=>q(e,n,u instanceof R?u:
null,c.unreadable.map(t=>t.reason),c.notStored);if(a.json){let t=c.unreadable.map(({stage:p,attempt:i,reason:m})=>({stage:p,
attempt:i,reason:m})),r=w.map(({job:p,stage:i,attempt:m,why:y})=>({stage:i,attempt:m,job:p,reason:y}));return E(e,`${JSON.
stringify({run:o===null?v(n,u):{...o,status:A(o)},chain:l,unreadable:t,...r.length===0?{}:{not_stored:r}},null,2)}
`),b()}if(o===null)e.stdout(`run ${n} \xB7 its ${O} cannot be read (see below)
`);else{let t=o.duration_ms===null?"":` \xB7 ${j(o.duration_ms)}`;e.stdout(`run ${n} \xB7 ${$(o.workflow)} \xB7 ${P(o)}${t}\

`),o.replay_of&&e.stdout(`replay of ${o.replay_of}
`)}let x=[...new Set(g.flatMap(t=>t.record.parent?[t.record.parent.run]:[]))];x.length>0&&e.stdout(`continues run ${x.join(
", ")}: hops count on from there
`),e.stdout(`
`);let _=[...new Set(w.map(t=>t.stage))].filter(t=>!g.some(r=>r.record.stage===t)&&!f.includes(t));l.length===0&&f.length===
0&&_.length===0&&e.stdout(`no stage recorded a handoff in this run
`);let L=f.map(t=>({stage:t,reader:l.findIndex(r=>r.from.includes(t))})),W=L.flatMap(({reader:t})=>t===-1?[]:[l[t].hop]),
h=l.length===0?1:Math.min(...l.map(t=>t.hop),...W.map(t=>Math.max(1,t-1))),S=new Map,U=[],C=new Set(c.missing.map(t=>t.stage));
for(let{stage:t,reader:r}of L)r===-1?U.push(G(t,h,h,C.has(t))):S.set(r,[...S.get(r)??[],G(t,l[r].hop-1,h,C.has(t))]);let Y=o?.
pulled?String(o.pulled.run_id):n,Z=new Set(g.filter(t=>t.record.run.id!==Y).map(t=>t.record.stage)),k=new Map(l.map((t,r)=>[
t.stage,r])),I=t=>k.get(t)??l.length;l.forEach((t,r)=>{for(let m of S.get(r)??[])e.stdout(m);let p=c.unreadable.filter(m=>m.
stage===t.stage).map(m=>m.attempt),i=[...t.from].sort((m,y)=>I(m)-I(y));e.stdout(rt({...t,from:i},h,p,Z.has(t.stage)))});
for(let t of U)e.stdout(t);for(let t of _)e.stdout(nt(t,h));if(o===null)return b();let J=o.jobs.filter(t=>t.stages.length===
0);if(J.length>0){e.stdout(`
jobs without a stage record:
`);for(let t of J){let r=[...new Set(w.filter(i=>i.job===t.id).map(i=>i.stage))],p=r.length===0?"":` (its ${r.length===1?
"stage":"stages"} ${r.join(", ")} ${r.length===1?"was":"were"} never stored: see below)`;e.stdout(`  ${t.id}: ${t.result}${t.
reused?" (reused)":""}${p}
`)}}return b()}function et(e,s){let a=new Map;for(let{record:n}of e)a.set(n.stage,Math.max(n.attempt,a.get(n.stage)??0));
let d=[...new Set(s.filter(n=>n.attempt>(a.get(n.stage)??0)).map(n=>n.stage))];return{records:e.filter(n=>!d.includes(n.
record.stage)),lost:d}}function M(e,s){return e>s?`${"    ".repeat(Math.min(e-s,Q)-1)}\u2514\u2500\u25B6 `:""}function V(e,s){
return e-s>Q?` \xB7 hop ${e}`:""}function G(e,s,a,d=!1){let n=M(s,a),u=" ".repeat(n.length),[o,c]=d?["missing","is gone"]:
["unreadable","cannot be read"];return`${n}${$(e)}${V(s,a)}  ? ${o}
${u}\u2502 its record ${c} (see below)
`}function nt(e,s){let a=M(s,s),d=" ".repeat(a.length);return`${a}${$(e)}  ? not stored
${d}\u2502 its record was never stored (see below)
`}function rt(e,s,a=[],d=!1){let n=M(e.hop,s),u=" ".repeat(n.length),o=`${e.from.length>0?`  \u2190 ${B(e.from)}`:""}${V(
e.hop,s)}`,c=H(e.status,e.reason),g=e.attempts>1?` in ${e.attempts} attempts`:"",f=[`${n}${e.stage}${o}  ${tt[c]} ${c} (${j(
e.duration_ms)}${g}${d?", reused":""})`];return e.summary!==null?f.push(`${u}\u2502 ${X(e.summary,160)}`):f.push(`${u}\u2502 \
(no handoff)`),e.next&&f.push(`${u}\u2502 next \u2192 ${e.next}`),e.reason!=="completed"&&e.message&&f.push(`${u}\u2502 ${e.
reason}: ${F($(e.message),200)}`),a.length>0&&f.push(`${u}\u2502 attempt${a.length===1?"":"s"} ${a.join(", ")} cannot be\
 read (see below)`),`${f.join(`
`)}
`}export{$t as historyCommand};

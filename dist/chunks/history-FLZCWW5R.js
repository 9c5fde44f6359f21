import{a as P}from"./chunk-YHQU7V4H.js";import{b as F}from"./chunk-L4HRC3MF.js";import"./chunk-LS2NIP65.js";
import{b as q}from"./chunk-EXFXL3OA.js";import{b as A}from"./chunk-6LMQI7SU.js";import{b as y}from"./chunk-NAPZKBPB.js";
import{a as X}from"./chunk-ERUMBGMD.js";import{f as K,i as T}from"./chunk-M24HFUN7.js";import"./chunk-HABSKCNG.js";
import{b as H,c as J,d as N,f as v,k as D}from"./chunk-HHWE4WNH.js";import{m as E}from"./chunk-MVIGQQ5H.js";
import{a as $}from"./chunk-HKB7A5JV.js";import"./chunk-W3W44F6T.js";import{d as S}from"./chunk-4X335366.js";
import"./chunk-GKGC5SYD.js";import{q as I}from"./chunk-DFBKRPZ5.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";var B=8,Z=8,k={success:"\u2713",partial:"\u25D0",blocked:"\u25A0",failure:"\u2717",cancelled:"\u2298"};async function ht(t,o,a={}){
let d=H.forProject(t.cwd);await X(t,d);let n=await d.resolve(o),u=await q(d,n),s=u instanceof S?null:u,c=await F(await d.
open(n),s),{records:p,lost:m}=tt(c.records,c.unreadable),i=P(p),j=c.notStored?.records??[],b=()=>T(t,n,u instanceof S?u:
null,c.unreadable.map(e=>e.reason),c.notStored);if(a.json){let e=c.unreadable.map(({stage:r,attempt:h,reason:f})=>({stage:r,
attempt:h,reason:f}));return A(t,`${JSON.stringify({run:s===null?J(n,u):{...s,status:N(s)},chain:i,unreadable:e},null,2)}\

`),b()}if(s===null)t.stdout(`run ${n} \xB7 its ${I} cannot be read (see below)
`);else{let e=s.duration_ms===null?"":` \xB7 ${y(s.duration_ms)}`;t.stdout(`run ${n} \xB7 ${$(s.workflow)} \xB7 ${v(s)}${e}\

`),s.replay_of&&t.stdout(`replay of ${s.replay_of}
`)}let M=[...new Set(p.flatMap(e=>e.record.parent?[e.record.parent.run]:[]))];M.length>0&&t.stdout(`continues run ${M.join(
", ")}: hops count on from there
`),t.stdout(`
`);let x=[...new Set(j.map(e=>e.stage))].filter(e=>!p.some(r=>r.record.stage===e)&&!m.includes(e));i.length===0&&m.length===
0&&x.length===0&&t.stdout(`no stage recorded a handoff in this run
`);let L=m.map(e=>({stage:e,reader:i.findIndex(r=>r.from.includes(e))})),Q=L.flatMap(({reader:e})=>e===-1?[]:[i[e].hop]),
g=i.length===0?1:Math.min(...i.map(e=>e.hop),...Q.map(e=>Math.max(1,e-1))),w=new Map,_=[],U=new Set(c.missing.map(e=>e.stage));
for(let{stage:e,reader:r}of L)r===-1?_.push(z(e,g,g,U.has(e))):w.set(r,[...w.get(r)??[],z(e,i[r].hop-1,g,U.has(e))]);let V=new Set(
p.filter(e=>e.record.run.id!==n).map(e=>e.record.stage)),W=new Map(i.map((e,r)=>[e.stage,r])),O=e=>W.get(e)??i.length;i.
forEach((e,r)=>{for(let l of w.get(r)??[])t.stdout(l);let h=c.unreadable.filter(l=>l.stage===e.stage).map(l=>l.attempt),
f=[...e.from].sort((l,Y)=>O(l)-O(Y));t.stdout(rt({...e,from:f},g,h,V.has(e.stage)))});for(let e of _)t.stdout(e);for(let e of x)
t.stdout(nt(e,g));if(s===null)return b();let C=s.jobs.filter(e=>e.stages.length===0);if(C.length>0){t.stdout(`
jobs without a stage record:
`);for(let e of C){let r=[...new Set(j.filter(f=>f.job===e.id).map(f=>f.stage))],h=r.length===0?"":` (its ${r.length===1?
"stage":"stages"} ${r.join(", ")} ${r.length===1?"was":"were"} never stored: see below)`;t.stdout(`  ${e.id}: ${e.result}${e.
reused?" (reused)":""}${h}
`)}}return b()}function tt(t,o){let a=new Map;for(let{record:n}of t)a.set(n.stage,Math.max(n.attempt,a.get(n.stage)??0));
let d=[...new Set(o.filter(n=>n.attempt>(a.get(n.stage)??0)).map(n=>n.stage))];return{records:t.filter(n=>!d.includes(n.
record.stage)),lost:d}}function R(t,o){return t>o?`${"    ".repeat(Math.min(t-o,B)-1)}\u2514\u2500\u25B6 `:""}function G(t,o){
return t-o>B?` \xB7 hop ${t}`:""}function et(t){return t.length<=Z?t.join(", "):`${t.slice(0,3).join(", ")}, \u2026 ${t.
slice(-3).join(", ")} (${t.length} stages)`}function z(t,o,a,d=!1){let n=R(o,a),u=" ".repeat(n.length),[s,c]=d?["missing",
"is gone"]:["unreadable","cannot be read"];return`${n}${$(t)}${G(o,a)}  ? ${s}
${u}\u2502 its record ${c} (see below)
`}function nt(t,o){let a=R(o,o),d=" ".repeat(a.length);return`${a}${$(t)}  ? not stored
${d}\u2502 its record was never stored (see below)
`}function rt(t,o,a=[],d=!1){let n=R(t.hop,o),u=" ".repeat(n.length),s=`${t.from.length>0?`  \u2190 ${et(t.from)}`:""}${G(
t.hop,o)}`,c=E(t.status,t.reason),p=t.attempts>1?` in ${t.attempts} attempts`:"",m=[`${n}${t.stage}${s}  ${k[c]} ${c} (${y(
t.duration_ms)}${p}${d?", reused":""})`];return t.summary!==null?m.push(`${u}\u2502 ${K(t.summary,160)}`):m.push(`${u}\u2502 \
(no handoff)`),t.next&&m.push(`${u}\u2502 next \u2192 ${t.next}`),t.reason!=="completed"&&t.message&&m.push(`${u}\u2502 ${t.
reason}: ${D($(t.message),200)}`),a.length>0&&m.push(`${u}\u2502 attempt${a.length===1?"":"s"} ${a.join(", ")} cannot be\
 read (see below)`),`${m.join(`
`)}
`}export{ht as historyCommand};

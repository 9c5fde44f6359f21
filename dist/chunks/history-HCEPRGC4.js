import{b as z}from"./chunk-Q4L5T5GK.js";import{a as P}from"./chunk-YHQU7V4H.js";import{b as F}from"./chunk-L4HRC3MF.js";
import"./chunk-LS2NIP65.js";import{b as q}from"./chunk-EXFXL3OA.js";import{b as E}from"./chunk-6LMQI7SU.js";
import{b as y}from"./chunk-NAPZKBPB.js";import{a as K}from"./chunk-ERUMBGMD.js";import{f as T,i as X}from"./chunk-M24HFUN7.js";
import"./chunk-HABSKCNG.js";import{b as J,c as N,d as v,f as A,k as D}from"./chunk-HHWE4WNH.js";import{m as H}from"./chunk-MVIGQQ5H.js";
import{a as $}from"./chunk-HKB7A5JV.js";import"./chunk-W3W44F6T.js";import{d as S}from"./chunk-4X335366.js";
import"./chunk-GKGC5SYD.js";import{q as O}from"./chunk-DFBKRPZ5.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";var G=8,k={success:"\u2713",partial:"\u25D0",blocked:"\u25A0",failure:"\u2717",cancelled:"\u2298"};async function ht(e,o,a={}){
let d=J.forProject(e.cwd);await K(e,d);let n=await d.resolve(o),u=await q(d,n),s=u instanceof S?null:u,c=await F(await d.
open(n),s),{records:l,lost:m}=tt(c.records,c.unreadable),f=P(l),j=c.notStored?.records??[],b=()=>X(e,n,u instanceof S?u:
null,c.unreadable.map(t=>t.reason),c.notStored);if(a.json){let t=c.unreadable.map(({stage:r,attempt:h,reason:i})=>({stage:r,
attempt:h,reason:i}));return E(e,`${JSON.stringify({run:s===null?N(n,u):{...s,status:v(s)},chain:f,unreadable:t},null,2)}\

`),b()}if(s===null)e.stdout(`run ${n} \xB7 its ${O} cannot be read (see below)
`);else{let t=s.duration_ms===null?"":` \xB7 ${y(s.duration_ms)}`;e.stdout(`run ${n} \xB7 ${$(s.workflow)} \xB7 ${A(s)}${t}\

`),s.replay_of&&e.stdout(`replay of ${s.replay_of}
`)}let M=[...new Set(l.flatMap(t=>t.record.parent?[t.record.parent.run]:[]))];M.length>0&&e.stdout(`continues run ${M.join(
", ")}: hops count on from there
`),e.stdout(`
`);let x=[...new Set(j.map(t=>t.stage))].filter(t=>!l.some(r=>r.record.stage===t)&&!m.includes(t));f.length===0&&m.length===
0&&x.length===0&&e.stdout(`no stage recorded a handoff in this run
`);let L=m.map(t=>({stage:t,reader:f.findIndex(r=>r.from.includes(t))})),V=L.flatMap(({reader:t})=>t===-1?[]:[f[t].hop]),
g=f.length===0?1:Math.min(...f.map(t=>t.hop),...V.map(t=>Math.max(1,t-1))),w=new Map,U=[],_=new Set(c.missing.map(t=>t.stage));
for(let{stage:t,reader:r}of L)r===-1?U.push(B(t,g,g,_.has(t))):w.set(r,[...w.get(r)??[],B(t,f[r].hop-1,g,_.has(t))]);let W=new Set(
l.filter(t=>t.record.run.id!==n).map(t=>t.record.stage)),Y=new Map(f.map((t,r)=>[t.stage,r])),C=t=>Y.get(t)??f.length;f.
forEach((t,r)=>{for(let p of w.get(r)??[])e.stdout(p);let h=c.unreadable.filter(p=>p.stage===t.stage).map(p=>p.attempt),
i=[...t.from].sort((p,Z)=>C(p)-C(Z));e.stdout(nt({...t,from:i},g,h,W.has(t.stage)))});for(let t of U)e.stdout(t);for(let t of x)
e.stdout(et(t,g));if(s===null)return b();let I=s.jobs.filter(t=>t.stages.length===0);if(I.length>0){e.stdout(`
jobs without a stage record:
`);for(let t of I){let r=[...new Set(j.filter(i=>i.job===t.id).map(i=>i.stage))],h=r.length===0?"":` (its ${r.length===1?
"stage":"stages"} ${r.join(", ")} ${r.length===1?"was":"were"} never stored: see below)`;e.stdout(`  ${t.id}: ${t.result}${t.
reused?" (reused)":""}${h}
`)}}return b()}function tt(e,o){let a=new Map;for(let{record:n}of e)a.set(n.stage,Math.max(n.attempt,a.get(n.stage)??0));
let d=[...new Set(o.filter(n=>n.attempt>(a.get(n.stage)??0)).map(n=>n.stage))];return{records:e.filter(n=>!d.includes(n.
record.stage)),lost:d}}function R(e,o){return e>o?`${"    ".repeat(Math.min(e-o,G)-1)}\u2514\u2500\u25B6 `:""}function Q(e,o){
return e-o>G?` \xB7 hop ${e}`:""}function B(e,o,a,d=!1){let n=R(o,a),u=" ".repeat(n.length),[s,c]=d?["missing","is gone"]:
["unreadable","cannot be read"];return`${n}${$(e)}${Q(o,a)}  ? ${s}
${u}\u2502 its record ${c} (see below)
`}function et(e,o){let a=R(o,o),d=" ".repeat(a.length);return`${a}${$(e)}  ? not stored
${d}\u2502 its record was never stored (see below)
`}function nt(e,o,a=[],d=!1){let n=R(e.hop,o),u=" ".repeat(n.length),s=`${e.from.length>0?`  \u2190 ${z(e.from)}`:""}${Q(
e.hop,o)}`,c=H(e.status,e.reason),l=e.attempts>1?` in ${e.attempts} attempts`:"",m=[`${n}${e.stage}${s}  ${k[c]} ${c} (${y(
e.duration_ms)}${l}${d?", reused":""})`];return e.summary!==null?m.push(`${u}\u2502 ${T(e.summary,160)}`):m.push(`${u}\u2502 \
(no handoff)`),e.next&&m.push(`${u}\u2502 next \u2192 ${e.next}`),e.reason!=="completed"&&e.message&&m.push(`${u}\u2502 ${e.
reason}: ${D($(e.message),200)}`),a.length>0&&m.push(`${u}\u2502 attempt${a.length===1?"":"s"} ${a.join(", ")} cannot be\
 read (see below)`),`${m.join(`
`)}
`}export{ht as historyCommand};

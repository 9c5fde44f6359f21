import{b as Y}from"./chunk-Q4L5T5GK.js";import{a as G}from"./chunk-YCIAE3VV.js";import{b as j}from"./chunk-IRILTBXK.js";
import{f as Q,i as V}from"./chunk-S3XHUHQQ.js";import{a as z}from"./chunk-7YHKUFFB.js";import{b as B}from"./chunk-LI62HDKS.js";
import{e as K,i as P}from"./chunk-M6PCGQAN.js";import{b as W}from"./chunk-N4ZGVNJR.js";import"./chunk-MF4L3K4G.js";
import"./chunk-URU3H7ZW.js";import{f as D,g as F,h as X,j as q}from"./chunk-CQFXWFSA.js";import"./chunk-672GVUQV.js";
import"./chunk-YW23EYA3.js";import{A as T,n as I,p as J,x as E}from"./chunk-LZYN5DKP.js";import"./chunk-RBL3FFHZ.js";
import{b as v}from"./chunk-6RREDHNG.js";import"./chunk-LS2NIP65.js";import{b as H}from"./chunk-RH6UP7MI.js";
import{b as g}from"./chunk-RXTW3LH6.js";import"./chunk-X6MVMOSM.js";import"./chunk-TR6ONM2E.js";import"./chunk-FCWOFCWY.js";
import"./chunk-LYVVWMII.js";import"./chunk-TIXFR75A.js";import{d as A}from"./chunk-OKFZ7BVP.js";import"./chunk-34WD42XC.js";
import"./chunk-5A7QKWCT.js";import"./chunk-FJ7SBSSN.js";import{z as C}from"./chunk-C33NMHQG.js";import"./chunk-3NR5HZ6E.js";var tt=8,at="\u23ED\uFE0F",Z={success:"\u2713",partial:"\u25D0",blocked:"\u25A0",failure:"\u2717",cancelled:"\u2298"};async function xt(t,s,c={}){
let p=D.forProject(t.cwd);await G(t,p);let r=await p.resolve(s),a=await W(p,r),n=a instanceof A?null:a,d=await B(await p.
open(r),n),{records:i,lost:w}=dt(d.records,d.unreadable),u=z(i,d.unreadable),S=d.notStored?.records??[],_=()=>V(t,r,a instanceof
A?a:null,d.unreadable.map(e=>e.reason),d.notStored);if(c.json){let e=d.unreadable.map(({stage:h,attempt:$,runAttempt:m,reason:R})=>({
stage:h,attempt:$,run_attempt:m,reason:R})),o=S.map(({job:h,stage:$,attempt:m,why:R})=>({stage:$,attempt:m,job:h,reason:R}));
return H(t,`${JSON.stringify({run:n===null?F(r,a):{...n,status:X(n)},chain:u,unreadable:e,...o.length===0?{}:{not_stored:o}},
null,2)}
`),_()}if(n===null)t.stdout(`run ${r} \xB7 its ${C} cannot be read (see below)
`);else{let e=n.duration_ms===null?"":` \xB7 ${j(n.duration_ms)}`;t.stdout(`run ${r} \xB7 ${g(n.workflow)} \xB7 ${q(n)}${e}\

`),n.replay_of&&t.stdout(`replay of ${g(n.replay_of)}
`)}let l=[...new Set(i.flatMap(e=>e.record.parent?[e.record.parent.run]:[]))];l.length>0&&t.stdout(`continues run ${g(l.
join(", "))}: hops count on from there
`),t.stdout(`
`);let f=[...new Set(S.map(e=>e.stage))].filter(e=>!i.some(o=>o.record.stage===e)&&!w.includes(e));u.length===0&&w.length===
0&&f.length===0&&t.stdout(`no stage recorded a handoff in this run
`);let b=w.map(e=>({stage:e,reader:u.findIndex(o=>o.from.includes(e))})),nt=b.flatMap(({reader:e})=>e===-1?[]:[u[e].hop]),
y=u.length===0?1:Math.min(...u.map(e=>e.hop),...nt.map(e=>Math.max(1,e-1))),x=new Map,L=[],U=new Set(d.missing.map(e=>e.
stage));for(let{stage:e,reader:o}of b)o===-1?L.push(k(e,y,y,U.has(e))):x.set(o,[...x.get(o)??[],k(e,u[o].hop-1,y,U.has(e))]);
let rt=n?.pulled?String(n.pulled.run_id):r,ot=new Set(i.filter(e=>e.record.run.id!==rt).map(e=>e.record.stage)),st=new Map(
u.map((e,o)=>[e.stage,o])),O=e=>st.get(e)??u.length;u.forEach((e,o)=>{for(let m of x.get(o)??[])t.stdout(m);let h=d.unreadable.
filter(m=>m.stage===e.stage).map(m=>m.runAttempt===1?String(m.attempt):`${m.attempt} of run attempt ${m.runAttempt}`),$=[
...e.from].sort((m,R)=>O(m)-O(R));t.stdout(mt({...e,from:$},y,h,ot.has(e.stage),r))});for(let e of L)t.stdout(e);for(let e of f)
t.stdout(ut(e,y));if(n===null)return _();let N=n.jobs.filter(e=>e.stages.length===0);if(N.length>0){t.stdout(`
jobs without a stage record:
`);for(let e of N){let o=[...new Set(S.filter($=>$.job===e.id).map($=>$.stage))],h=o.length===0?"":` (its ${o.length===1?
"stage":"stages"} ${o.join(", ")} ${o.length===1?"was":"were"} never stored: see below)`;t.stdout(`  ${g(e.id)}: ${e.result}${e.
reused?" (reused)":""}${h}
`)}}return _()}function dt(t,s){let c=K(t.map(r=>T(r.record))),p=[...new Set(s.filter(r=>{let a=c.get(r.stage);return a===
void 0||E(r,a)>0}).map(r=>r.stage))];return{records:t.filter(r=>!p.includes(r.record.stage)),lost:p}}function M(t,s){return t>
s?`${"    ".repeat(Math.min(t-s,tt)-1)}\u2514\u2500\u25B6 `:""}function et(t,s){return t-s>tt?` \xB7 hop ${t}`:""}function k(t,s,c,p=!1){
let r=M(s,c),a=" ".repeat(r.length),[n,d]=p?["missing","is gone"]:["unreadable","cannot be read"];return`${r}${g(t)}${et(
s,c)}  ? ${n}
${a}\u2502 its record ${d} (see below)
`}function ut(t,s){let c=M(s,s),p=" ".repeat(c.length);return`${c}${g(t)}  ? not stored
${p}\u2502 its record was never stored (see below)
`}function mt(t,s,c=[],p=!1,r=""){let a=M(t.hop,s),n=" ".repeat(a.length),d=`${t.from.length>0?`  \u2190 ${Y(t.from)}`:""}${et(
t.hop,s)}`,i=I(t.status,t.reason),w=t.attempts>1?` in ${t.attempts} attempts`:"",u=t.earlier_run_attempts??[],S=u.length===
0?"":`; also ran in run attempt${u.length===1?"":"s"} ${u.join(", ")}`,_=`${Z[i]} ${i} (${j(t.duration_ms)}${w}${p?", re\
used":""}${S})`,l=t.superseded,f=l===void 0?[`${a}${t.stage}${d}  ${_}`]:[`${a}${t.stage}${d}  ${at} not run in run atte\
mpt ${l.not_run_in_run_attempt} (last ran in run attempt ${t.run_attempt}: ${Z[i]} ${i}, ${j(t.duration_ms)}${w})`,`${n}\
\u2502 superseded: ${P({record:{stage:t.stage,attempt:t.attempt,runAttempt:t.run_attempt},upstream:l.upstream,readRunAttempt:l.
read_run_attempt,newerRunAttempt:l.not_run_in_run_attempt})}`],b=l===void 0?"":`in run attempt ${t.run_attempt}: `;return t.
summary!==null?f.push(`${n}\u2502 ${b}${Q(t.summary,160)}`):t.refused>0?f.push(`${n}\u2502 ${b}(${J(t.refused)}: baton s\
how ${r} ${t.stage})`):f.push(`${n}\u2502 ${b}(no handoff)`),t.next&&f.push(`${n}\u2502 next \u2192 ${t.next}`),t.reason!==
"completed"&&t.message&&f.push(`${n}\u2502 ${t.reason}: ${v(g(t.message),200)}`),c.length>0&&f.push(`${n}\u2502 attempt${c.
length===1?"":"s"} ${c.join(", ")} cannot be read (see below)`),`${f.join(`
`)}
`}export{xt as historyCommand};

import{b as Y}from"./chunk-Q4L5T5GK.js";import{a as G}from"./chunk-KLFRBVAS.js";import{b as j}from"./chunk-4UHJJWGH.js";
import{f as Q,i as V}from"./chunk-JZ32DID6.js";import{a as z}from"./chunk-LGXWQND6.js";import{b as B}from"./chunk-QINFMQVO.js";
import{e as K,i as P}from"./chunk-QHWUTILA.js";import{b as W}from"./chunk-3X2AQWH7.js";import"./chunk-MOWGRHRU.js";
import"./chunk-S2H3IPAQ.js";import{f as D,g as F,h as X,j as q}from"./chunk-IZ6WIIJF.js";import"./chunk-IJLDGJOU.js";
import"./chunk-4DYK2MG7.js";import{A as T,n as I,p as J,x as E}from"./chunk-2MQ5OTBB.js";import"./chunk-RBL3FFHZ.js";
import{b as v}from"./chunk-6RREDHNG.js";import"./chunk-LS2NIP65.js";import{b as H}from"./chunk-37MJCIRR.js";
import{a as R}from"./chunk-HDT3FCLQ.js";import"./chunk-BBSO245P.js";import"./chunk-TR6ONM2E.js";import"./chunk-FCWOFCWY.js";
import"./chunk-KRB52NVM.js";import"./chunk-TIXFR75A.js";import{d as A}from"./chunk-OKFZ7BVP.js";import"./chunk-OU33NO3O.js";
import"./chunk-5A7QKWCT.js";import"./chunk-DSPIJXAJ.js";import{w as C}from"./chunk-LBXHU7QN.js";import"./chunk-3NR5HZ6E.js";var tt=8,at="\u23ED\uFE0F",Z={success:"\u2713",partial:"\u25D0",blocked:"\u25A0",failure:"\u2717",cancelled:"\u2298"};async function xt(t,s,c={}){
let p=D.forProject(t.cwd);await G(t,p);let r=await p.resolve(s),a=await W(p,r),n=a instanceof A?null:a,d=await B(await p.
open(r),n),{records:i,lost:h}=dt(d.records,d.unreadable),u=z(i,d.unreadable),b=d.notStored?.records??[],S=()=>V(t,r,a instanceof
A?a:null,d.unreadable.map(e=>e.reason),d.notStored);if(c.json){let e=d.unreadable.map(({stage:g,attempt:$,runAttempt:m,reason:y})=>({
stage:g,attempt:$,run_attempt:m,reason:y})),o=b.map(({job:g,stage:$,attempt:m,why:y})=>({stage:$,attempt:m,job:g,reason:y}));
return H(t,`${JSON.stringify({run:n===null?F(r,a):{...n,status:X(n)},chain:u,unreadable:e,...o.length===0?{}:{not_stored:o}},
null,2)}
`),S()}if(n===null)t.stdout(`run ${r} \xB7 its ${C} cannot be read (see below)
`);else{let e=n.duration_ms===null?"":` \xB7 ${j(n.duration_ms)}`;t.stdout(`run ${r} \xB7 ${R(n.workflow)} \xB7 ${q(n)}${e}\

`),n.replay_of&&t.stdout(`replay of ${n.replay_of}
`)}let l=[...new Set(i.flatMap(e=>e.record.parent?[e.record.parent.run]:[]))];l.length>0&&t.stdout(`continues run ${l.join(
", ")}: hops count on from there
`),t.stdout(`
`);let f=[...new Set(b.map(e=>e.stage))].filter(e=>!i.some(o=>o.record.stage===e)&&!h.includes(e));u.length===0&&h.length===
0&&f.length===0&&t.stdout(`no stage recorded a handoff in this run
`);let w=h.map(e=>({stage:e,reader:u.findIndex(o=>o.from.includes(e))})),nt=w.flatMap(({reader:e})=>e===-1?[]:[u[e].hop]),
_=u.length===0?1:Math.min(...u.map(e=>e.hop),...nt.map(e=>Math.max(1,e-1))),x=new Map,L=[],U=new Set(d.missing.map(e=>e.
stage));for(let{stage:e,reader:o}of w)o===-1?L.push(k(e,_,_,U.has(e))):x.set(o,[...x.get(o)??[],k(e,u[o].hop-1,_,U.has(e))]);
let rt=n?.pulled?String(n.pulled.run_id):r,ot=new Set(i.filter(e=>e.record.run.id!==rt).map(e=>e.record.stage)),st=new Map(
u.map((e,o)=>[e.stage,o])),O=e=>st.get(e)??u.length;u.forEach((e,o)=>{for(let m of x.get(o)??[])t.stdout(m);let g=d.unreadable.
filter(m=>m.stage===e.stage).map(m=>m.runAttempt===1?String(m.attempt):`${m.attempt} of run attempt ${m.runAttempt}`),$=[
...e.from].sort((m,y)=>O(m)-O(y));t.stdout(mt({...e,from:$},_,g,ot.has(e.stage),r))});for(let e of L)t.stdout(e);for(let e of f)
t.stdout(ut(e,_));if(n===null)return S();let N=n.jobs.filter(e=>e.stages.length===0);if(N.length>0){t.stdout(`
jobs without a stage record:
`);for(let e of N){let o=[...new Set(b.filter($=>$.job===e.id).map($=>$.stage))],g=o.length===0?"":` (its ${o.length===1?
"stage":"stages"} ${o.join(", ")} ${o.length===1?"was":"were"} never stored: see below)`;t.stdout(`  ${e.id}: ${e.result}${e.
reused?" (reused)":""}${g}
`)}}return S()}function dt(t,s){let c=K(t.map(r=>T(r.record))),p=[...new Set(s.filter(r=>{let a=c.get(r.stage);return a===
void 0||E(r,a)>0}).map(r=>r.stage))];return{records:t.filter(r=>!p.includes(r.record.stage)),lost:p}}function M(t,s){return t>
s?`${"    ".repeat(Math.min(t-s,tt)-1)}\u2514\u2500\u25B6 `:""}function et(t,s){return t-s>tt?` \xB7 hop ${t}`:""}function k(t,s,c,p=!1){
let r=M(s,c),a=" ".repeat(r.length),[n,d]=p?["missing","is gone"]:["unreadable","cannot be read"];return`${r}${R(t)}${et(
s,c)}  ? ${n}
${a}\u2502 its record ${d} (see below)
`}function ut(t,s){let c=M(s,s),p=" ".repeat(c.length);return`${c}${R(t)}  ? not stored
${p}\u2502 its record was never stored (see below)
`}function mt(t,s,c=[],p=!1,r=""){let a=M(t.hop,s),n=" ".repeat(a.length),d=`${t.from.length>0?`  \u2190 ${Y(t.from)}`:""}${et(
t.hop,s)}`,i=I(t.status,t.reason),h=t.attempts>1?` in ${t.attempts} attempts`:"",u=t.earlier_run_attempts??[],b=u.length===
0?"":`; also ran in run attempt${u.length===1?"":"s"} ${u.join(", ")}`,S=`${Z[i]} ${i} (${j(t.duration_ms)}${h}${p?", re\
used":""}${b})`,l=t.superseded,f=l===void 0?[`${a}${t.stage}${d}  ${S}`]:[`${a}${t.stage}${d}  ${at} not run in run atte\
mpt ${l.not_run_in_run_attempt} (last ran in run attempt ${t.run_attempt}: ${Z[i]} ${i}, ${j(t.duration_ms)}${h})`,`${n}\
\u2502 superseded: ${P({record:{stage:t.stage,attempt:t.attempt,runAttempt:t.run_attempt},upstream:l.upstream,readRunAttempt:l.
read_run_attempt,newerRunAttempt:l.not_run_in_run_attempt})}`],w=l===void 0?"":`in run attempt ${t.run_attempt}: `;return t.
summary!==null?f.push(`${n}\u2502 ${w}${Q(t.summary,160)}`):t.refused>0?f.push(`${n}\u2502 ${w}(${J(t.refused)}: baton s\
how ${r} ${t.stage})`):f.push(`${n}\u2502 ${w}(no handoff)`),t.next&&f.push(`${n}\u2502 next \u2192 ${t.next}`),t.reason!==
"completed"&&t.message&&f.push(`${n}\u2502 ${t.reason}: ${v(R(t.message),200)}`),c.length>0&&f.push(`${n}\u2502 attempt${c.
length===1?"":"s"} ${c.join(", ")} cannot be read (see below)`),`${f.join(`
`)}
`}export{xt as historyCommand};

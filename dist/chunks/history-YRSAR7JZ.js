import{b as Y}from"./chunk-Q4L5T5GK.js";import{b as y}from"./chunk-PBT4FYX2.js";import{a as G}from"./chunk-EPXAIT63.js";
import{f as Q,i as V}from"./chunk-IQNVHVL5.js";import{a as z}from"./chunk-I7WD3QV7.js";import{b as B}from"./chunk-7U7R4STE.js";
import{b as W}from"./chunk-RZRPE3OS.js";import"./chunk-MCSEASMA.js";import"./chunk-FAXKKLPM.js";import{
f as D,g as F,h as X,j as q}from"./chunk-M6TCM7T7.js";import{e as K,i as P}from"./chunk-VWNF5BAH.js";import"./chunk-CL5BW2X2.js";
import{m as I,o as J,w as E,z as T}from"./chunk-XLGFJCL2.js";import{b as v}from"./chunk-6RREDHNG.js";import"./chunk-RBL3FFHZ.js";
import"./chunk-LS2NIP65.js";import{b as H}from"./chunk-37MJCIRR.js";import{a as _}from"./chunk-HDT3FCLQ.js";
import"./chunk-4QUQEQJB.js";import"./chunk-TR6ONM2E.js";import"./chunk-FCWOFCWY.js";import"./chunk-FHFCRF27.js";
import"./chunk-YQXZOI2X.js";import{d as j}from"./chunk-OKFZ7BVP.js";import"./chunk-GKGC5SYD.js";import"./chunk-5A7QKWCT.js";
import"./chunk-LGNAKMKQ.js";import{w as C}from"./chunk-KP2FEYWF.js";import"./chunk-3NR5HZ6E.js";var tt=8,at="\u23ED\uFE0F",Z={success:"\u2713",partial:"\u25D0",blocked:"\u25A0",failure:"\u2717",cancelled:"\u2298"};async function xt(t,s,m={}){
let c=D.forProject(t.cwd);await G(t,c);let n=await c.resolve(s),a=await W(c,n),r=a instanceof j?null:a,d=await B(await c.
open(n),r),{records:l,lost:h}=dt(d.records,d.unreadable),p=z(l,d.unreadable),i=d.notStored?.records??[],f=()=>V(t,n,a instanceof
j?a:null,d.unreadable.map(e=>e.reason),d.notStored);if(m.json){let e=d.unreadable.map(({stage:g,attempt:$,runAttempt:u,reason:S})=>({
stage:g,attempt:$,run_attempt:u,reason:S})),o=i.map(({job:g,stage:$,attempt:u,why:S})=>({stage:$,attempt:u,job:g,reason:S}));
return H(t,`${JSON.stringify({run:r===null?F(n,a):{...r,status:X(r)},chain:p,unreadable:e,...o.length===0?{}:{not_stored:o}},
null,2)}
`),f()}if(r===null)t.stdout(`run ${n} \xB7 its ${C} cannot be read (see below)
`);else{let e=r.duration_ms===null?"":` \xB7 ${y(r.duration_ms)}`;t.stdout(`run ${n} \xB7 ${_(r.workflow)} \xB7 ${q(r)}${e}\

`),r.replay_of&&t.stdout(`replay of ${r.replay_of}
`)}let w=[...new Set(l.flatMap(e=>e.record.parent?[e.record.parent.run]:[]))];w.length>0&&t.stdout(`continues run ${w.join(
", ")}: hops count on from there
`),t.stdout(`
`);let A=[...new Set(i.map(e=>e.stage))].filter(e=>!l.some(o=>o.record.stage===e)&&!h.includes(e));p.length===0&&h.length===
0&&A.length===0&&t.stdout(`no stage recorded a handoff in this run
`);let M=h.map(e=>({stage:e,reader:p.findIndex(o=>o.from.includes(e))})),rt=M.flatMap(({reader:e})=>e===-1?[]:[p[e].hop]),
b=p.length===0?1:Math.min(...p.map(e=>e.hop),...rt.map(e=>Math.max(1,e-1))),R=new Map,L=[],U=new Set(d.missing.map(e=>e.
stage));for(let{stage:e,reader:o}of M)o===-1?L.push(k(e,b,b,U.has(e))):R.set(o,[...R.get(o)??[],k(e,p[o].hop-1,b,U.has(e))]);
let nt=r?.pulled?String(r.pulled.run_id):n,ot=new Set(l.filter(e=>e.record.run.id!==nt).map(e=>e.record.stage)),st=new Map(
p.map((e,o)=>[e.stage,o])),O=e=>st.get(e)??p.length;p.forEach((e,o)=>{for(let u of R.get(o)??[])t.stdout(u);let g=d.unreadable.
filter(u=>u.stage===e.stage).map(u=>u.runAttempt===1?String(u.attempt):`${u.attempt} of run attempt ${u.runAttempt}`),$=[
...e.from].sort((u,S)=>O(u)-O(S));t.stdout(mt({...e,from:$},b,g,ot.has(e.stage),n))});for(let e of L)t.stdout(e);for(let e of A)
t.stdout(ut(e,b));if(r===null)return f();let N=r.jobs.filter(e=>e.stages.length===0);if(N.length>0){t.stdout(`
jobs without a stage record:
`);for(let e of N){let o=[...new Set(i.filter($=>$.job===e.id).map($=>$.stage))],g=o.length===0?"":` (its ${o.length===1?
"stage":"stages"} ${o.join(", ")} ${o.length===1?"was":"were"} never stored: see below)`;t.stdout(`  ${e.id}: ${e.result}${e.
reused?" (reused)":""}${g}
`)}}return f()}function dt(t,s){let m=K(t.map(n=>T(n.record))),c=[...new Set(s.filter(n=>{let a=m.get(n.stage);return a===
void 0||E(n,a)>0}).map(n=>n.stage))];return{records:t.filter(n=>!c.includes(n.record.stage)),lost:c}}function x(t,s){return t>
s?`${"    ".repeat(Math.min(t-s,tt)-1)}\u2514\u2500\u25B6 `:""}function et(t,s){return t-s>tt?` \xB7 hop ${t}`:""}function k(t,s,m,c=!1){
let n=x(s,m),a=" ".repeat(n.length),[r,d]=c?["missing","is gone"]:["unreadable","cannot be read"];return`${n}${_(t)}${et(
s,m)}  ? ${r}
${a}\u2502 its record ${d} (see below)
`}function ut(t,s){let m=x(s,s),c=" ".repeat(m.length);return`${m}${_(t)}  ? not stored
${c}\u2502 its record was never stored (see below)
`}function mt(t,s,m=[],c=!1,n=""){let a=x(t.hop,s),r=" ".repeat(a.length),d=`${t.from.length>0?`  \u2190 ${Y(t.from)}`:""}${et(
t.hop,s)}`,l=I(t.status,t.reason),h=t.attempts>1?` in ${t.attempts} attempts`:"",p=`${Z[l]} ${l} (${y(t.duration_ms)}${h}${c?
", reused":""})`,i=t.superseded,f=i===void 0?[`${a}${t.stage}${d}  ${p}`]:[`${a}${t.stage}${d}  ${at} not run in run att\
empt ${i.not_run_in_run_attempt} (last ran in run attempt ${t.run_attempt}: ${Z[l]} ${l}, ${y(t.duration_ms)}${h})`,`${r}\
\u2502 superseded: ${P({record:{stage:t.stage,attempt:t.attempt,runAttempt:t.run_attempt},upstream:i.upstream,readRunAttempt:i.
read_run_attempt,newerRunAttempt:i.not_run_in_run_attempt})}`],w=i===void 0?"":`in run attempt ${t.run_attempt}: `;return t.
summary!==null?f.push(`${r}\u2502 ${w}${Q(t.summary,160)}`):t.refused>0?f.push(`${r}\u2502 ${w}(${J(t.refused)}: baton s\
how ${n} ${t.stage})`):f.push(`${r}\u2502 ${w}(no handoff)`),t.next&&f.push(`${r}\u2502 next \u2192 ${t.next}`),t.reason!==
"completed"&&t.message&&f.push(`${r}\u2502 ${t.reason}: ${v(_(t.message),200)}`),m.length>0&&f.push(`${r}\u2502 attempt${m.
length===1?"":"s"} ${m.join(", ")} cannot be read (see below)`),`${f.join(`
`)}
`}export{xt as historyCommand};

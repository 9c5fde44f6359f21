import{c as M,d as P,j}from"./chunk-2J5H6W7X.js";import{a as x,b as w,c as A,d as S,h as $,j as v,k as E,n as F}from"./chunk-Y5AAYERN.js";
import{R as I}from"./chunk-6MSCN2E4.js";import"./chunk-M7HJS4M3.js";import"./chunk-IMR3AT7B.js";import"./chunk-L2RBRXJP.js";
import"./chunk-LS2NIP65.js";import"./chunk-SWPS2NCV.js";import{b as W}from"./chunk-7JYDBMUG.js";import"./chunk-BUDROWRH.js";
import"./chunk-RBL3FFHZ.js";import"./chunk-HDT3FCLQ.js";import"./chunk-SIVHNBVM.js";import"./chunk-FCWOFCWY.js";
import{d as p,f as C}from"./chunk-OKFZ7BVP.js";import{b as a}from"./chunk-GKGC5SYD.js";import{S as O,x as L}from"./chunk-WXLRAERB.js";
import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";import{readFile as X}from"node:fs/promises";import{relative as B,resolve as u}from"node:path";async function io(n,J,N={}){let s=[],f=v(n.cwd),l="",g=new Map,k=E(n.cwd,(o,t,r)=>A(o,t,r,{ownAction:f}),(o,t)=>{let r=t instanceof
Error?t.message:String(t);t instanceof p&&t.code==="action-invalid"?g.set(o,r):n.stderr(`baton lint: note: ${l}: the ste\
ps of ${o} were not checked: ${r} (actions are read from where baton lint runs: the repository root)
`)}),m=a.ok,h=o=>{n.stderr(`baton: ${C(o)}
`),m=Math.max(m,o.code==="usage"?a.usage:a.failure)},T=[...new Map(J.map(o=>[B(n.cwd,u(n.cwd,o)),o])).entries()],d=[];for([
,l]of T){let o;try{o=await X(u(n.cwd,l),"utf8")}catch(i){h(F(n.cwd,l,i));continue}let t;try{t=await w(o,l,{ownAction:f})}catch(i){
if(!(i instanceof p))throw i;h(i);continue}let r=await S(n.cwd,t,(i,c)=>w(i,c,{ownAction:f}));d.push({file:l,path:B(n.cwd,
u(n.cwd,l)),workflow:t,called:r})}let R=new Set(d.flatMap(o=>[...o.called.keys()])),y=new Set,b=o=>{let t=JSON.stringify(
o);y.has(t)||(y.add(t),s.push(o))};for(let{file:o,path:t,workflow:r,called:i}of d){if(l=o,R.has(t)&&Object.keys(r.on).every(
e=>e==="workflow_call"))continue;let c=[],U=I(r,i,null,c);for(let e of c){if(e.code!==O.workflowCallInvalid)continue;let q=P(
e.path)??{file:e.path,line:1,column:1};b({rule:"workflow-invalid",...q,message:e.message})}let _={readFile:e=>$(n.cwd,e,
L.templateBytes),loadAction:e=>k(e)??null,actionProblem:e=>(k(e),g.get(e)??null)};for(let e of j(r,i,U,x,_))b(e)}if(N.json)
W(n,`${JSON.stringify(s,null,2)}
`);else{for(let o of s)n.stdout(`${M(o)}
`);s.length>0&&n.stderr(`baton lint: ${s.length} finding${s.length===1?"":"s"}
`)}return Math.max(m,s.length>0?a.failure:a.ok)}export{io as lintCommand};

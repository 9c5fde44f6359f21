import{c as M,d as P,j}from"./chunk-QXCWXY4M.js";import{a as O,b as w,c as W,d as A,h as I,j as S,k as E,n as F}from"./chunk-Z4BKAIT6.js";
import{S as x}from"./chunk-FSG5ZC6J.js";import"./chunk-VEJBZX2Q.js";import"./chunk-JLRMRLJ3.js";import"./chunk-FKQNWEK2.js";
import"./chunk-4O2PI65S.js";import"./chunk-FPHKCJVG.js";import"./chunk-RBL3FFHZ.js";import"./chunk-6RREDHNG.js";
import"./chunk-4CJRKZYO.js";import"./chunk-L52GCVQB.js";import"./chunk-TTL53LJI.js";import"./chunk-U5HZIWHA.js";
import"./chunk-LS2NIP65.js";import{b as L}from"./chunk-37MJCIRR.js";import"./chunk-HDT3FCLQ.js";import"./chunk-FY6ZLXKV.js";
import"./chunk-56XQEZWE.js";import"./chunk-TR6ONM2E.js";import"./chunk-FCWOFCWY.js";import"./chunk-DA5X62VC.js";
import"./chunk-TIXFR75A.js";import{d as p,f as v}from"./chunk-OKFZ7BVP.js";import{b as a}from"./chunk-OU33NO3O.js";
import"./chunk-5A7QKWCT.js";import"./chunk-X3WXZ7VZ.js";import{D as $,Y as C}from"./chunk-VTCVQFHR.js";
import"./chunk-3NR5HZ6E.js";import{readFile as z}from"node:fs/promises";import{relative as B,resolve as g}from"node:path";async function io(n,J,N={}){let i=[],f=S(n.cwd),l="",u=new Map,y=E(n.cwd,(o,t,r)=>W(o,t,r,{ownAction:f}),(o,t)=>{let r=t instanceof
Error?t.message:String(t);t instanceof p&&t.code==="action-invalid"?u.set(o,r):n.stderr(`baton lint: note: ${l}: the ste\
ps of ${o} were not checked: ${r} (actions are read from where baton lint runs: the repository root)
`)}),m=a.ok,h=o=>{n.stderr(`baton: ${v(o)}
`),m=Math.max(m,o.code==="usage"?a.usage:a.failure)},T=[...new Map(J.map(o=>[B(n.cwd,g(n.cwd,o)),o])).entries()],d=[];for([
,l]of T){let o;try{o=await z(g(n.cwd,l),"utf8")}catch(s){h(F(n.cwd,l,s));continue}let t;try{t=await w(o,l,{ownAction:f})}catch(s){
if(!(s instanceof p))throw s;h(s);continue}let r=await A(n.cwd,t,(s,c)=>w(s,c,{ownAction:f}));d.push({file:l,path:B(n.cwd,
g(n.cwd,l)),workflow:t,called:r})}let R=new Set(d.flatMap(o=>[...o.called.keys()])),k=new Set,b=o=>{let t=JSON.stringify(
o);k.has(t)||(k.add(t),i.push(o))};for(let{file:o,path:t,workflow:r,called:s}of d){if(l=o,R.has(t)&&Object.keys(r.on).every(
e=>e==="workflow_call"))continue;let c=[],_=x(r,s,null,c);for(let e of c){if(e.code!==C.workflowCallInvalid)continue;let X=P(
e.path)??{file:e.path,line:1,column:1};b({rule:"workflow-invalid",...X,message:e.message})}let q={readFile:e=>I(n.cwd,e,
$.templateBytes),loadAction:e=>y(e)??null,actionProblem:e=>(y(e),u.get(e)??null)};for(let e of j(r,s,_,O,q))b(e)}if(N.json){
let o=i.map(t=>({...t,severity:t.severity??"error"}));L(n,`${JSON.stringify(o,null,2)}
`)}else{for(let o of i)n.stdout(`${M(o)}
`);if(i.length>0){let o=i.filter(r=>r.severity==="warning").length,t=o>0?` (${o===i.length?"all":o} warning${o===1?"":"s"}\
)`:"";n.stderr(`baton lint: ${i.length} finding${i.length===1?"":"s"}${t}
`)}}let U=i.filter(o=>o.severity!=="warning").length;return Math.max(m,U>0?a.failure:a.ok)}export{io as lintCommand};

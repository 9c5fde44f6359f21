import{c as M,d as P,j}from"./chunk-TEBZBHLD.js";import{a as O,b as w,c as W,d as A,h as I,j as S,k as E,n as F}from"./chunk-XIKU4S65.js";
import{S as x}from"./chunk-VGL4FICD.js";import"./chunk-JGH3QKQO.js";import"./chunk-JU6BSEBN.js";import"./chunk-KZKSW2XE.js";
import"./chunk-LS2NIP65.js";import"./chunk-WRUZAVUL.js";import"./chunk-RBL3FFHZ.js";import"./chunk-LQEZGDUA.js";
import"./chunk-YAEEF7QU.js";import{b as L}from"./chunk-B4RMSF6H.js";import"./chunk-HDT3FCLQ.js";import"./chunk-4DTSV5DY.js";
import"./chunk-YN25PATV.js";import"./chunk-FCWOFCWY.js";import"./chunk-JYVLKM6Q.js";import{d as p,f as $}from"./chunk-OKFZ7BVP.js";
import{b as a}from"./chunk-GKGC5SYD.js";import"./chunk-5A7QKWCT.js";import{S as v,x as C}from"./chunk-6TGY3HYZ.js";
import"./chunk-3NR5HZ6E.js";import{readFile as z}from"node:fs/promises";import{relative as B,resolve as g}from"node:path";async function ln(t,J,N={}){let s=[],f=S(t.cwd),l="",u=new Map,h=E(t.cwd,(n,o,r)=>W(n,o,r,{ownAction:f}),(n,o)=>{let r=o instanceof
Error?o.message:String(o);o instanceof p&&o.code==="action-invalid"?u.set(n,r):t.stderr(`baton lint: note: ${l}: the ste\
ps of ${n} were not checked: ${r} (actions are read from where baton lint runs: the repository root)
`)}),m=a.ok,k=n=>{t.stderr(`baton: ${$(n)}
`),m=Math.max(m,n.code==="usage"?a.usage:a.failure)},T=[...new Map(J.map(n=>[B(t.cwd,g(t.cwd,n)),n])).entries()],d=[];for([
,l]of T){let n;try{n=await z(g(t.cwd,l),"utf8")}catch(i){k(F(t.cwd,l,i));continue}let o;try{o=await w(n,l,{ownAction:f})}catch(i){
if(!(i instanceof p))throw i;k(i);continue}let r=await A(t.cwd,o,(i,c)=>w(i,c,{ownAction:f}));d.push({file:l,path:B(t.cwd,
g(t.cwd,l)),workflow:o,called:r})}let R=new Set(d.flatMap(n=>[...n.called.keys()])),y=new Set,b=n=>{let o=JSON.stringify(
n);y.has(o)||(y.add(o),s.push(n))};for(let{file:n,path:o,workflow:r,called:i}of d){if(l=n,R.has(o)&&Object.keys(r.on).every(
e=>e==="workflow_call"))continue;let c=[],_=x(r,i,null,c);for(let e of c){if(e.code!==v.workflowCallInvalid)continue;let X=P(
e.path)??{file:e.path,line:1,column:1};b({rule:"workflow-invalid",...X,message:e.message})}let q={readFile:e=>I(t.cwd,e,
C.templateBytes),loadAction:e=>h(e)??null,actionProblem:e=>(h(e),u.get(e)??null)};for(let e of j(r,i,_,O,q))b(e)}if(N.json)
L(t,`${JSON.stringify(s,null,2)}
`);else{for(let n of s)t.stdout(`${M(n)}
`);if(s.length>0){let n=s.filter(r=>r.severity==="warning").length,o=n>0?` (${n===s.length?"all":n} warning${n===1?"":"s"}\
)`:"";t.stderr(`baton lint: ${s.length} finding${s.length===1?"":"s"}${o}
`)}}let U=s.filter(n=>n.severity!=="warning").length;return Math.max(m,U>0?a.failure:a.ok)}export{ln as lintCommand};

import{c as j,d as B,j as J}from"./chunk-MQHXK2QA.js";import{a as O,b as g,c as x,d as S,h as E,j as F,k as M}from"./chunk-JMMDKJWY.js";
import{S as A}from"./chunk-6P3GMELZ.js";import{c as P}from"./chunk-7TL522ED.js";import"./chunk-PWTAMWX4.js";
import"./chunk-EZAGG4WZ.js";import"./chunk-6AMTDVSF.js";import"./chunk-OQJRDI6T.js";import"./chunk-XKKS5J6K.js";
import"./chunk-ZUIKJKF4.js";import"./chunk-RBL3FFHZ.js";import"./chunk-6RREDHNG.js";import"./chunk-EX7GXS6A.js";
import"./chunk-NUWPZMYM.js";import"./chunk-L52GCVQB.js";import"./chunk-TTL53LJI.js";import"./chunk-JAFGILSD.js";
import"./chunk-LS2NIP65.js";import{a as I}from"./chunk-YVPZ5VXS.js";import{b as L}from"./chunk-37MJCIRR.js";
import"./chunk-HDT3FCLQ.js";import{c as W}from"./chunk-DU6UFEID.js";import"./chunk-FY6ZLXKV.js";import"./chunk-56XQEZWE.js";
import"./chunk-TR6ONM2E.js";import"./chunk-FCWOFCWY.js";import"./chunk-DA5X62VC.js";import"./chunk-TIXFR75A.js";
import{d as m,f as v}from"./chunk-OKFZ7BVP.js";import{b as c}from"./chunk-OU33NO3O.js";import"./chunk-5A7QKWCT.js";
import"./chunk-X3WXZ7VZ.js";import{D as $,Y as C}from"./chunk-VTCVQFHR.js";import"./chunk-3NR5HZ6E.js";import{relative as N,resolve as T}from"node:path";async function ao(r,R,U={}){let s=[],d=F(r.cwd),l="",u=new Map,h=M(r.cwd,(o,t,i)=>x(o,t,i,{ownAction:d}),(o,t)=>{let i=t instanceof
Error?t.message:String(t);t instanceof m&&t.code==="action-invalid"?u.set(o,i):r.stderr(`baton lint: note: ${l}: the ste\
ps of ${o} were not checked: ${i} (actions are read from where baton lint runs: the repository root)
`)}),w=c.ok,k=o=>{r.stderr(`baton: ${v(o)}
`),w=Math.max(w,o.code==="usage"?c.usage:c.failure)},_=[...new Map(R.map(o=>[N(r.cwd,T(r.cwd,o)),o])).entries()],p=[];for([
,l]of _){let o,t=l;try{o=await I(n=>P(r.cwd,t,{signal:n}).catch(a=>{throw!n.aborted||a!==n.reason?a:W(t,"workflow file",
"; nothing was linted","baton lint <(command)")}))}catch(n){if(!(n instanceof m)||n.code==="cancelled")throw n;k(n);continue}
let i;try{i=await g(o,l,{ownAction:d})}catch(n){if(!(n instanceof m))throw n;k(n);continue}let f=await S(r.cwd,i,(n,a)=>g(
n,a,{ownAction:d}));p.push({file:l,path:N(r.cwd,T(r.cwd,l)),workflow:i,called:f})}let q=new Set(p.flatMap(o=>[...o.called.
keys()])),y=new Set,b=o=>{let t=JSON.stringify(o);y.has(t)||(y.add(t),s.push(o))};for(let{file:o,path:t,workflow:i,called:f}of p){
if(l=o,q.has(t)&&Object.keys(i.on).every(e=>e==="workflow_call"))continue;let n=[],a=A(i,f,null,n);for(let e of n){if(e.
code!==C.workflowCallInvalid)continue;let D=B(e.path)??{file:e.path,line:1,column:1};b({rule:"workflow-invalid",...D,message:e.
message})}let z={readFile:e=>E(r.cwd,e,$.templateBytes),loadAction:e=>h(e)??null,actionProblem:e=>(h(e),u.get(e)??null)};
for(let e of J(i,f,a,O,z))b(e)}if(U.json){let o=s.map(t=>({...t,severity:t.severity??"error"}));L(r,`${JSON.stringify(o,
null,2)}
`)}else{for(let o of s)r.stdout(`${j(o)}
`);if(s.length>0){let o=s.filter(i=>i.severity==="warning").length,t=o>0?` (${o===s.length?"all":o} warning${o===1?"":"s"}\
)`:"";r.stderr(`baton lint: ${s.length} finding${s.length===1?"":"s"}${t}
`)}}let X=s.filter(o=>o.severity!=="warning").length;return Math.max(w,X>0?c.failure:c.ok)}export{ao as lintCommand};

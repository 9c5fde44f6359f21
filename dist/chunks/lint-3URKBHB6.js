import{c as P,d as j,j as B}from"./chunk-5Z5IXB2T.js";import{a as O,b as g,c as W,d as A,h as S,j as E,k as F}from"./chunk-6AONPISC.js";
import{T as x}from"./chunk-BYXEX7IT.js";import{c as M}from"./chunk-GINRAKL2.js";import"./chunk-CD2HORXK.js";
import"./chunk-MDRSPMYH.js";import"./chunk-QHWUTILA.js";import"./chunk-IJLDGJOU.js";import"./chunk-4DYK2MG7.js";
import"./chunk-2MQ5OTBB.js";import"./chunk-RBL3FFHZ.js";import"./chunk-6RREDHNG.js";import"./chunk-M5CNPA5V.js";
import"./chunk-NUWPZMYM.js";import"./chunk-UW7MVPZA.js";import"./chunk-KGL53VIU.js";import"./chunk-EE3CSVQT.js";
import"./chunk-LS2NIP65.js";import{a as I}from"./chunk-MPIPQULO.js";import{b as L}from"./chunk-37MJCIRR.js";
import"./chunk-HDT3FCLQ.js";import"./chunk-VNKWOMNO.js";import"./chunk-ZIR33QIL.js";import"./chunk-BBSO245P.js";
import"./chunk-TR6ONM2E.js";import"./chunk-FCWOFCWY.js";import"./chunk-KRB52NVM.js";import"./chunk-TIXFR75A.js";
import{d as f,f as v}from"./chunk-OKFZ7BVP.js";import{b as a}from"./chunk-OU33NO3O.js";import"./chunk-5A7QKWCT.js";
import"./chunk-DSPIJXAJ.js";import{D as $,Y as C}from"./chunk-LBXHU7QN.js";import"./chunk-3NR5HZ6E.js";import{relative as J,resolve as N}from"node:path";async function st(r,T,U={}){let s=[],m=E(r.cwd),l="",u=new Map,h=F(r.cwd,(t,n,i)=>W(t,n,i,{ownAction:m}),(t,n)=>{let i=n instanceof
Error?n.message:String(n);n instanceof f&&n.code==="action-invalid"?u.set(t,i):r.stderr(`baton lint: note: ${l}: the ste\
ps of ${t} were not checked: ${i} (actions are read from where baton lint runs: the repository root)
`)}),d=a.ok,y=t=>{r.stderr(`baton: ${v(t)}
`),d=Math.max(d,t.code==="usage"?a.usage:a.failure)},R=[...new Map(T.map(t=>[J(r.cwd,N(r.cwd,t)),t])).entries()],p=[];for([
,l]of R){let t,n=l;try{t=await I(o=>M(r.cwd,n,{signal:o}),{file:n,what:"workflow file",after:"; nothing was linted",give:"\
baton lint <(command)"})}catch(o){if(!(o instanceof f)||o.code==="cancelled")throw o;y(o);continue}let i;try{i=await g(t,
l,{ownAction:m})}catch(o){if(!(o instanceof f))throw o;y(o);continue}let c=await A(r.cwd,i,(o,w)=>g(o,w,{ownAction:m}));
p.push({file:l,path:J(r.cwd,N(r.cwd,l)),workflow:i,called:c})}let _=new Set(p.flatMap(t=>[...t.called.keys()])),k=new Set,
b=t=>{let n=JSON.stringify(t);k.has(n)||(k.add(n),s.push(t))};for(let{file:t,path:n,workflow:i,called:c}of p){if(l=t,_.has(
n)&&Object.keys(i.on).every(e=>e==="workflow_call"))continue;let o=[],w=x(i,c,null,o);for(let e of o){if(e.code!==C.workflowCallInvalid)
continue;let z=j(e.path)??{file:e.path,line:1,column:1};b({rule:"workflow-invalid",...z,message:e.message})}let X={readFile:e=>S(
r.cwd,e,$.templateBytes),loadAction:e=>h(e)??null,actionProblem:e=>(h(e),u.get(e)??null)};for(let e of B(i,c,w,O,X))b(e)}
if(U.json){let t=s.map(n=>({...n,severity:n.severity??"error"}));L(r,`${JSON.stringify(t,null,2)}
`)}else{for(let t of s)r.stdout(`${P(t)}
`);if(s.length>0){let t=s.filter(i=>i.severity==="warning").length,n=t>0?` (${t===s.length?"all":t} warning${t===1?"":"s"}\
)`:"";r.stderr(`baton lint: ${s.length} finding${s.length===1?"":"s"}${n}
`)}}let q=s.filter(t=>t.severity!=="warning").length;return Math.max(d,q>0?a.failure:a.ok)}export{st as lintCommand};

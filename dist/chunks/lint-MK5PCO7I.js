import{c as J,d as N,j as U}from"./chunk-F4NU273L.js";import{a as x,b as g,c as F,d as S,h as E,j as M,k as j}from"./chunk-NUJQ5MB4.js";
import{Ba as T,T as P}from"./chunk-D7GU7ZB6.js";import{c as B}from"./chunk-3AEQ2PYJ.js";import"./chunk-3CJ365NI.js";
import"./chunk-YQLCREPZ.js";import"./chunk-M6PCGQAN.js";import"./chunk-672GVUQV.js";import"./chunk-YW23EYA3.js";
import"./chunk-LZYN5DKP.js";import"./chunk-RBL3FFHZ.js";import"./chunk-6RREDHNG.js";import"./chunk-AG2SH75Z.js";
import"./chunk-NUWPZMYM.js";import"./chunk-MYVF2C32.js";import"./chunk-YEKP4IAG.js";import"./chunk-T7W5VX65.js";
import"./chunk-LS2NIP65.js";import{a as O}from"./chunk-WB5MLN7V.js";import{b as W}from"./chunk-RH6UP7MI.js";
import"./chunk-RXTW3LH6.js";import"./chunk-JFRZY623.js";import"./chunk-P7RHU6DD.js";import"./chunk-X6MVMOSM.js";
import"./chunk-TR6ONM2E.js";import"./chunk-FCWOFCWY.js";import"./chunk-LYVVWMII.js";import"./chunk-TIXFR75A.js";
import{d as c,f as C}from"./chunk-OKFZ7BVP.js";import{b as a}from"./chunk-34WD42XC.js";import"./chunk-5A7QKWCT.js";
import"./chunk-FJ7SBSSN.js";import{G as I,aa as L}from"./chunk-C33NMHQG.js";import"./chunk-3NR5HZ6E.js";import{relative as u,resolve as h}from"node:path";async function ct(e,R,_={}){let s=[],d=M(e.cwd),k=t=>/^\.github[/\\]workflows[/\\]/.test(u(e.cwd,h(e.cwd,t)))?d:n=>{let o=d(
n);return o==="missing"?"baton":o},l="",y=new Map,b=j(e.cwd,(t,n,o)=>F(t,n,o,{actionAt:d}),(t,n)=>{let o=n instanceof Error?
n.message:String(n);n instanceof c&&n.code==="action-invalid"?y.set(t,o):n instanceof c&&n.code==="action-missing"&&T(t)!==
null||e.stderr(`baton lint: note: ${l}: the steps of ${t} were not checked: ${o} (actions are read from where baton lint\
 runs: the repository root)
`)}),w=a.ok,A=t=>{e.stderr(`baton: ${C(t)}
`),w=Math.max(w,t.code==="usage"?a.usage:a.failure)},q=[...new Map(R.map(t=>[u(e.cwd,h(e.cwd,t)),t])).entries()],p=[];for([
,l]of q){let t,n=l;try{t=await O(r=>B(e.cwd,n,{signal:r}),{file:n,what:"workflow file",after:"; nothing was linted",give:"\
baton lint <(command)"})}catch(r){if(!(r instanceof c)||r.code==="cancelled")throw r;A(r);continue}let o;try{o=await g(t,
l,{actionAt:k(l)})}catch(r){if(!(r instanceof c))throw r;A(r);continue}let f=await S(e.cwd,o,(r,m)=>g(r,m,{actionAt:k(m)}));
p.push({file:l,path:u(e.cwd,h(e.cwd,l)),workflow:o,called:f})}let X=new Set(p.flatMap(t=>[...t.called.keys()])),v=new Set,
$=t=>{let n=JSON.stringify(t);v.has(n)||(v.add(n),s.push(t))};for(let{file:t,path:n,workflow:o,called:f}of p){if(l=t,X.has(
n)&&Object.keys(o.on).every(i=>i==="workflow_call"))continue;let r=[],m=P(o,f,null,r);for(let i of r){if(i.code!==L.workflowCallInvalid)
continue;let G=N(i.path)??{file:i.path,line:1,column:1};$({rule:"workflow-invalid",...G,message:i.message})}let D={readFile:i=>E(
e.cwd,i,I.templateBytes),loadAction:i=>b(i)??null,actionProblem:i=>(b(i),y.get(i)??null)};for(let i of U(o,f,m,x,D))$(i)}
if(_.json){let t=s.map(n=>({...n,severity:n.severity??"error"}));W(e,`${JSON.stringify(t,null,2)}
`)}else{for(let t of s)e.stdout(`${J(t)}
`);if(s.length>0){let t=s.filter(o=>o.severity==="warning").length,n=t>0?` (${t===s.length?"all":t} warning${t===1?"":"s"}\
)`:"";e.stderr(`baton lint: ${s.length} finding${s.length===1?"":"s"}${n}
`)}}let z=s.filter(t=>t.severity!=="warning").length;return Math.max(w,z>0?a.failure:a.ok)}export{ct as lintCommand};

import{b as f}from"./chunk-R4JSH2OT.js";import{b as g}from"./chunk-5VIHKI4B.js";import{a as c}from"./chunk-XFYPCMCX.js";
import{a as d,b as s}from"./chunk-YBFLPME4.js";import{a as p}from"./chunk-QZ4LYHPP.js";import{b as l}from"./chunk-DVNEBDMP.js";async function T(t,u={}){let a=d.forProject(t.cwd);await c(t,a);let m=await a.listRuns(),n=[];for(let r of m)try{n.push(
await a.readSummary(r))}catch(o){n.push({id:r,error:o instanceof Error?o.message:String(o)})}let e=()=>{for(let r of n)"\
error"in r&&t.stderr(`baton: run ${r.id}: ${p(r.error.split(`
`)[0]??"")}
`)};if(u.json){let r=n.map(o=>"error"in o?{id:o.id,status:"unreadable",error:o.error}:{...o,status:s(o)});return f(t,`${JSON.
stringify(r,null,2)}
`),e(),l.ok}if(n.length===0){let r=await a.runsAbove();return t.stdout(r===null?`no runs yet in ${a.rootDir}; start one \
with: baton run <workflow.yml>
`:`no runs yet in ${a.rootDir}
${r}
`),l.ok}let i=n.map(r=>"error"in r?[r.id,"?","unreadable","",""]:[r.id,p(r.workflow),r.replay_of?`${s(r)} (replay of ${r.
replay_of})`:s(r),r.duration_ms===null?s(r)==="running"?"running":"":g(r.duration_ms),r.started_at.replace("T"," ").slice(
0,19)]);return t.stdout(y(["RUN","WORKFLOW","STATUS","DURATION","STARTED (UTC)"],i)),e(),l.ok}function y(t,u){let a=t.map(
(n,e)=>Math.max(n.length,...u.map(i=>(i[e]??"").length))),m=n=>n.map((e,i)=>i===n.length-1?e:e.padEnd(a[i]??0)).join("  ").
trimEnd();return`${[m(t),...u.map(m)].join(`
`)}
`}export{T as a,y as b};

import{b as p}from"./chunk-R4JSH2OT.js";import{b as c}from"./chunk-L64J64BV.js";import{e as d,f as s}from"./chunk-AB5CAIEK.js";
import{a as f}from"./chunk-QZ4LYHPP.js";import{b as l}from"./chunk-DVNEBDMP.js";async function R(t,u={}){let a=d.forProject(t.cwd),m=await a.listRuns(),n=[];for(let r of m)try{n.push(await a.readSummary(
r))}catch(o){n.push({id:r,error:o instanceof Error?o.message:String(o)})}let i=()=>{for(let r of n)"error"in r&&t.stderr(
`baton: run ${r.id}: ${f(r.error.split(`
`)[0]??"")}
`)};if(u.json){let r=n.map(o=>"error"in o?{id:o.id,status:"unreadable",error:o.error}:{...o,status:s(o)});return p(t,`${JSON.
stringify(r,null,2)}
`),i(),l.ok}if(n.length===0){let r=await a.runsAbove();return t.stdout(r===null?`no runs yet in ${a.rootDir}; start one \
with: baton run <workflow.yml>
`:`no runs yet in ${a.rootDir}
${r}
`),l.ok}let e=n.map(r=>"error"in r?[r.id,"?","unreadable","",""]:[r.id,f(r.workflow),r.replay_of?`${s(r)} (replay of ${r.
replay_of})`:s(r),r.duration_ms===null?s(r)==="running"?"running":"":c(r.duration_ms),r.started_at.replace("T"," ").slice(
0,19)]);return t.stdout(g(["RUN","WORKFLOW","STATUS","DURATION","STARTED (UTC)"],e)),i(),l.ok}function g(t,u){let a=t.map(
(n,i)=>Math.max(n.length,...u.map(e=>(e[i]??"").length))),m=n=>n.map((i,e)=>e===n.length-1?i:i.padEnd(a[e]??0)).join("  ").
trimEnd();return`${[m(t),...u.map(m)].join(`
`)}
`}export{R as a,g as b};

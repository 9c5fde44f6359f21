import{b as c}from"./chunk-KEI3CHLS.js";import{b as w}from"./chunk-JGPPMDP7.js";import{a as y}from"./chunk-KEK6EOVD.js";
import{c as g,d as s}from"./chunk-EEGIKDNE.js";import{a as p}from"./chunk-QZ4LYHPP.js";import{d}from"./chunk-BXL4BL7Z.js";
import{b as l}from"./chunk-DVNEBDMP.js";async function O(t,m={}){let o=g.forProject(t.cwd);await y(t,o);let u=await o.listRuns(),n=[];for(let r of u)try{n.push(
await o.readSummary(r))}catch(i){let f=d(i);n.push({id:r,error:f.split(`
`)[0]??"",said:f})}let a=()=>{for(let r of n)"error"in r&&t.stderr(`baton: ${r.said.split(`
`).map(p).join(`
`)}
`)};if(m.json){let r=n.map(i=>"error"in i?{id:i.id,status:"unreadable",error:i.error}:{...i,status:s(i)});return c(t,`${JSON.
stringify(r,null,2)}
`),a(),l.ok}if(n.length===0){let r=await o.runsAbove();return t.stdout(r===null?`no runs yet in ${o.rootDir}; start one \
with: baton run <workflow.yml>
`:`no runs yet in ${o.rootDir}
${r}
`),l.ok}let e=n.map(r=>"error"in r?[r.id,"?","unreadable","",""]:[r.id,p(r.workflow),r.replay_of?`${s(r)} (replay of ${r.
replay_of})`:s(r),r.duration_ms===null?s(r)==="running"?"running":"":w(r.duration_ms),r.started_at.replace("T"," ").slice(
0,19)]);return t.stdout(h(["RUN","WORKFLOW","STATUS","DURATION","STARTED (UTC)"],e)),a(),l.ok}function h(t,m){let o=t.map(
(n,a)=>Math.max(n.length,...m.map(e=>(e[a]??"").length))),u=n=>n.map((a,e)=>e===n.length-1?a:a.padEnd(o[e]??0)).join("  ").
trimEnd();return`${[u(t),...m.map(u)].join(`
`)}
`}export{O as a,h as b};

import{b as c}from"./chunk-KEI3CHLS.js";import{b as y}from"./chunk-X4LRZCZC.js";import{e as g,f as s}from"./chunk-AQT5J6GX.js";
import{a as p}from"./chunk-QZ4LYHPP.js";import{d as f}from"./chunk-BXL4BL7Z.js";import{b as l}from"./chunk-DVNEBDMP.js";async function j(o,m={}){let t=g.forProject(o.cwd),u=await t.listRuns(),n=[];for(let r of u)try{n.push(await t.readSummary(
r))}catch(i){let d=f(i);n.push({id:r,error:d.split(`
`)[0]??"",said:d})}let a=()=>{for(let r of n)"error"in r&&o.stderr(`baton: ${r.said.split(`
`).map(p).join(`
`)}
`)};if(m.json){let r=n.map(i=>"error"in i?{id:i.id,status:"unreadable",error:i.error}:{...i,status:s(i)});return c(o,`${JSON.
stringify(r,null,2)}
`),a(),l.ok}if(n.length===0){let r=await t.runsAbove();return o.stdout(r===null?`no runs yet in ${t.rootDir}; start one \
with: baton run <workflow.yml>
`:`no runs yet in ${t.rootDir}
${r}
`),l.ok}let e=n.map(r=>"error"in r?[r.id,"?","unreadable","",""]:[r.id,p(r.workflow),r.replay_of?`${s(r)} (replay of ${r.
replay_of})`:s(r),r.duration_ms===null?s(r)==="running"?"running":"":y(r.duration_ms),r.started_at.replace("T"," ").slice(
0,19)]);return o.stdout(w(["RUN","WORKFLOW","STATUS","DURATION","STARTED (UTC)"],e)),a(),l.ok}function w(o,m){let t=o.map(
(n,a)=>Math.max(n.length,...m.map(e=>(e[a]??"").length))),u=n=>n.map((a,e)=>e===n.length-1?a:a.padEnd(t[e]??0)).join("  ").
trimEnd();return`${[u(o),...m.map(u)].join(`
`)}
`}export{j as a,w as b};

import{b as f}from"./chunk-4E2456TX.js";import{b as w}from"./chunk-ABTURKEB.js";import{a as g}from"./chunk-YAN7NGWE.js";
import{c,d as y,e as s}from"./chunk-PVAFYG6P.js";import{a as d}from"./chunk-CITYZUZ5.js";import{d as p}from"./chunk-DLONVVOM.js";
import{b as l}from"./chunk-DVNEBDMP.js";async function O(t,m={}){let o=c.forProject(t.cwd);await g(t,o);let u=await o.listRuns(),r=[];for(let n of u)try{r.push(
await o.readSummary(n))}catch(i){r.push({id:n,said:p(i)})}let a=()=>{for(let n of r)"said"in n&&t.stderr(`baton: ${n.said.
split(`
`).map(d).join(`
`)}
`)};if(m.json){let n=r.map(i=>"said"in i?y(i.id,i.said):{...i,status:s(i)});return f(t,`${JSON.stringify(n,null,2)}
`),a(),l.ok}if(r.length===0){let n=await o.runsAbove();return t.stdout(n===null?`no runs yet in ${o.rootDir}; start one \
with: baton run <workflow.yml>
`:`no runs yet in ${o.rootDir}
${n}
`),l.ok}let e=r.map(n=>"said"in n?[n.id,"?","unreadable","",""]:[n.id,d(n.workflow),n.replay_of?`${s(n)} (replay of ${n.
replay_of})`:s(n),n.duration_ms===null?s(n)==="running"?"running":"":w(n.duration_ms),n.started_at.replace("T"," ").slice(
0,19)]);return t.stdout(h(["RUN","WORKFLOW","STATUS","DURATION","STARTED (UTC)"],e)),a(),l.ok}function h(t,m){let o=t.map(
(r,a)=>Math.max(r.length,...m.map(e=>(e[a]??"").length))),u=r=>r.map((a,e)=>e===r.length-1?a:a.padEnd(o[e]??0)).join("  ").
trimEnd();return`${[u(t),...m.map(u)].join(`
`)}
`}export{O as a,h as b};

import{b as S}from"./chunk-LNUUSZS4.js";import{b as c}from"./chunk-26LV6H5C.js";import{b as h}from"./chunk-GYYIMN52.js";
import{a as g}from"./chunk-DNE5SHOA.js";import{c as w,d as y,e}from"./chunk-4CY3VLXA.js";import{a as p}from"./chunk-CITYZUZ5.js";
import{b as f,d as l}from"./chunk-DLONVVOM.js";import{b as d}from"./chunk-DVNEBDMP.js";async function k(o,m={}){let a=w.forProject(o.cwd);await g(o,a);let u=await a.listRuns(),r=[];for(let n of u)try{let t=await S(
a,n);r.push(t instanceof f?{id:n,said:l(t)}:t)}catch(t){r.push({id:n,said:l(t)})}let i=()=>{for(let n of r)"said"in n&&o.
stderr(`baton: ${n.said.split(`
`).map(p).join(`
`)}
`)};if(m.json){let n=r.map(t=>"said"in t?y(t.id,t.said):{...t,status:e(t)});return c(o,`${JSON.stringify(n,null,2)}
`),i(),d.ok}if(r.length===0){let n=await a.runsAbove();return o.stdout(n===null?`no runs yet in ${a.rootDir}; start one \
with: baton run <workflow.yml>
`:`no runs yet in ${a.rootDir}
${n}
`),d.ok}let s=r.map(n=>"said"in n?[n.id,"?","unreadable","",""]:[n.id,p(n.workflow),n.replay_of?`${e(n)} (replay of ${n.
replay_of})`:e(n),n.duration_ms===null?e(n)==="running"?"running":"":h(n.duration_ms),n.started_at.replace("T"," ").slice(
0,19)]);return o.stdout(R(["RUN","WORKFLOW","STATUS","DURATION","STARTED (UTC)"],s)),i(),d.ok}function R(o,m){let a=o.map(
(r,i)=>Math.max(r.length,...m.map(s=>(s[i]??"").length))),u=r=>r.map((i,s)=>s===r.length-1?i:i.padEnd(a[s]??0)).join("  ").
trimEnd();return`${[u(o),...m.map(u)].join(`
`)}
`}export{k as a,R as b};

import{a as R}from"./chunk-KLFRBVAS.js";import{b as $}from"./chunk-4UHJJWGH.js";import{b as O}from"./chunk-3X2AQWH7.js";
import{f as g,g as w,h as f,i as y,j as p,k as S,l as b}from"./chunk-IZ6WIIJF.js";import{b as h}from"./chunk-37MJCIRR.js";
import{a as l}from"./chunk-HDT3FCLQ.js";import{d as c,f as d}from"./chunk-OKFZ7BVP.js";import{b as m}from"./chunk-OU33NO3O.js";async function _(o,e={}){let a=g.forProject(o.cwd);await R(o,a);let u=await a.listRuns(),t=[];for(let n of u)try{let r=await O(
a,n);t.push(r instanceof c?{id:n,said:d(r)}:r)}catch(r){t.push({id:n,said:d(r)})}let i=()=>{for(let n of t){"said"in n&&
o.stderr(`baton: ${n.said.split(`
`).map(l).join(`
`)}
`);let r="said"in n?null:y(n);r!==null&&o.stderr(`baton: ${S(n.id,r)}
  ${b(r,a.runDir(n.id))}
`)}};if(e.json){let n=t.map(r=>"said"in r?w(r.id,r.said):{...r,status:f(r)});return h(o,`${JSON.stringify(n,null,2)}
`),i(),m.ok}if(t.length===0){let n=await a.runsAbove();return o.stdout(n===null?`no runs yet in ${a.rootDir}; start one \
with: baton run <workflow.yml>
`:`no runs yet in ${a.rootDir}
${n}
`),m.ok}let s=t.map(n=>"said"in n?[n.id,"?","unreadable","",""]:[n.id,l(n.workflow),n.replay_of?`${p(n)} (replay of ${n.
replay_of})`:p(n),n.duration_ms===null?f(n)==="running"?"running":"":$(n.duration_ms),n.started_at.replace("T"," ").slice(
0,19)]);return o.stdout(T(["RUN","WORKFLOW","STATUS","DURATION","STARTED (UTC)"],s)),i(),m.ok}function T(o,e){let a=o.map(
(t,i)=>Math.max(t.length,...e.map(s=>(s[i]??"").length))),u=t=>t.map((i,s)=>s===t.length-1?i:i.padEnd(a[s]??0)).join("  ").
trimEnd();return`${[u(o),...e.map(u)].join(`
`)}
`}export{_ as a,T as b};

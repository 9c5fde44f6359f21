import{a as $}from"./chunk-YCIAE3VV.js";import{b as O}from"./chunk-IRILTBXK.js";import{b as T}from"./chunk-N4ZGVNJR.js";
import{f as w,g as y,h as f,i as S,j as p,k as b,l as R}from"./chunk-CQFXWFSA.js";import{b as g}from"./chunk-RH6UP7MI.js";
import{a as h,b as l}from"./chunk-RXTW3LH6.js";import{d as c,f as d}from"./chunk-OKFZ7BVP.js";import{b as m}from"./chunk-34WD42XC.js";async function v(o,e={}){let a=w.forProject(o.cwd);await $(o,a);let u=await a.listRuns(),t=[];for(let n of u)try{let r=await T(
a,n);t.push(r instanceof c?{id:n,said:d(r)}:r)}catch(r){t.push({id:n,said:d(r)})}let i=()=>{for(let n of t){"said"in n&&
o.stderr(`baton: ${n.said.split(`
`).map(h).join(`
`)}
`);let r="said"in n?null:S(n);r!==null&&o.stderr(`baton: ${b(n.id,r)}
  ${R(r,a.runDir(n.id))}
`)}};if(e.json){let n=t.map(r=>"said"in r?y(r.id,r.said):{...r,status:f(r)});return g(o,`${JSON.stringify(n,null,2)}
`),i(),m.ok}if(t.length===0){let n=await a.runsAbove();return o.stdout(n===null?`no runs yet in ${a.rootDir}; start one \
with: baton run <workflow.yml>
`:`no runs yet in ${a.rootDir}
${n}
`),m.ok}let s=t.map(n=>"said"in n?[n.id,"?","unreadable","",""]:[n.id,l(n.workflow),n.replay_of?`${p(n)} (replay of ${l(
n.replay_of)})`:p(n),n.duration_ms===null?f(n)==="running"?"running":"":O(n.duration_ms),n.started_at.replace("T"," ").slice(
0,19)]);return o.stdout(A(["RUN","WORKFLOW","STATUS","DURATION","STARTED (UTC)"],s)),i(),m.ok}function A(o,e){let a=o.map(
(t,i)=>Math.max(t.length,...e.map(s=>(s[i]??"").length))),u=t=>t.map((i,s)=>s===t.length-1?i:i.padEnd(a[s]??0)).join("  ").
trimEnd();return`${[u(o),...e.map(u)].join(`
`)}
`}export{v as a,A as b};

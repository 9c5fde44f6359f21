import{b as c}from"./chunk-HF5GES4S.js";import{c as f,d as s}from"./chunk-7VM5HJJ6.js";import{a as d}from"./chunk-HGID7L7J.js";import{b as l}from"./chunk-RFXR253Y.js";async function b(o,u={}){let a=f.forProject(o.cwd),m=await a.listRuns(),n=[];for(let r of m)try{n.push(await a.readSummary(r))}catch(t){n.push({id:r,error:t instanceof Error?t.message:String(t)})}let e=()=>{for(let r of n)"error"in r&&o.stderr(`baton: run ${r.id}: ${d(r.error.split(`
`)[0]??"")}
`)};if(u.json){let r=n.map(t=>"error"in t?{id:t.id,status:"unreadable",error:t.error}:{...t,status:s(t)});return o.stdout(`${JSON.stringify(r,null,2)}
`),e(),l.ok}if(n.length===0){let r=await a.runsAbove();return o.stdout(r===null?`no runs yet in ${a.rootDir}; start one with: baton run <workflow.yml>
`:`no runs yet in ${a.rootDir}
${r}
`),l.ok}let i=n.map(r=>"error"in r?[r.id,"?","unreadable","",""]:[r.id,d(r.workflow),r.replay_of?`${s(r)} (replay of ${r.replay_of})`:s(r),r.duration_ms===null?s(r)==="running"?"running":"":c(r.duration_ms),r.started_at.replace("T"," ").slice(0,19)]);return o.stdout(p(["RUN","WORKFLOW","STATUS","DURATION","STARTED (UTC)"],i)),e(),l.ok}function p(o,u){let a=o.map((n,e)=>Math.max(n.length,...u.map(i=>(i[e]??"").length))),m=n=>n.map((e,i)=>i===n.length-1?e:e.padEnd(a[i]??0)).join("  ").trimEnd();return`${[m(o),...u.map(m)].join(`
`)}
`}export{b as a,p as b};

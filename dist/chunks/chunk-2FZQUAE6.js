import{b as p}from"./chunk-ONLD4NZQ.js";import{d as l}from"./chunk-M255AROM.js";import{h as f,i as s}from"./chunk-TWDMS5CT.js";import{b as m}from"./chunk-LJOBQOMR.js";async function w(t,i={}){let a=f.forProject(t.cwd),e=await a.listRuns(),n=[];for(let r of e)try{n.push(await a.readSummary(r))}catch(u){n.push({id:r,error:u instanceof Error?u.message:String(u)})}if(i.json)return t.stdout(`${JSON.stringify(n,null,2)}
`),m.ok;if(n.length===0)return t.stdout(`no runs yet in ${a.rootDir}; start one with: baton run <workflow.yml>
`),m.ok;let o=n.map(r=>"error"in r?[r.id,"?","unreadable","",""]:[r.id,l(r.workflow),r.replay_of?`${s(r)} (replay of ${r.replay_of})`:s(r),r.duration_ms===null?s(r)==="running"?"running":"":p(r.duration_ms),r.started_at.replace("T"," ").slice(0,19)]);t.stdout(d(["RUN","WORKFLOW","STATUS","DURATION","STARTED (UTC)"],o));for(let r of n)"error"in r&&t.stderr(`baton: run ${r.id}: ${l(r.error.split(`
`)[0]??"")}
`);return m.ok}function d(t,i){let a=t.map((n,o)=>Math.max(n.length,...i.map(r=>(r[o]??"").length))),e=n=>n.map((o,r)=>r===n.length-1?o:o.padEnd(a[r]??0)).join("  ").trimEnd();return`${[e(t),...i.map(e)].join(`
`)}
`}export{w as a,d as b};

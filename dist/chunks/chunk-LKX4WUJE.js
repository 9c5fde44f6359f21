import{b as f}from"./chunk-NRVAOYZE.js";import{d as u}from"./chunk-FCTDSEN7.js";import{h as l}from"./chunk-LCRCKAPA.js";import{b as s}from"./chunk-LJOBQOMR.js";async function h(n,i={}){let a=l.forProject(n.cwd),e=await a.listRuns(),t=[];for(let r of e)try{t.push(await a.readSummary(r))}catch(m){t.push({id:r,error:m instanceof Error?m.message:String(m)})}if(i.json)return n.stdout(`${JSON.stringify(t,null,2)}
`),s.ok;if(t.length===0)return n.stdout(`no runs yet in ${a.rootDir}; start one with: baton run <workflow.yml>
`),s.ok;let o=t.map(r=>"error"in r?[r.id,"?","unreadable","",""]:[r.id,u(r.workflow),r.replay_of?`${r.status} (replay of ${r.replay_of})`:r.status,r.duration_ms===null?r.status==="running"?"running":"":f(r.duration_ms),r.started_at.replace("T"," ").slice(0,19)]);n.stdout(p(["RUN","WORKFLOW","STATUS","DURATION","STARTED (UTC)"],o));for(let r of t)"error"in r&&n.stderr(`baton: run ${r.id}: ${u(r.error.split(`
`)[0]??"")}
`);return s.ok}function p(n,i){let a=n.map((t,o)=>Math.max(t.length,...i.map(r=>(r[o]??"").length))),e=t=>t.map((o,r)=>r===t.length-1?o:o.padEnd(a[r]??0)).join("  ").trimEnd();return`${[e(n),...i.map(e)].join(`
`)}
`}export{h as a,p as b};

import{b as p}from"./chunk-YEKSIOFV.js";import{d as l}from"./chunk-G7TI6HTR.js";import{i as f,j as e}from"./chunk-QRXZOLQJ.js";import{b as m}from"./chunk-D5MYTITA.js";async function h(t,s={}){let a=f.forProject(t.cwd),u=await a.listRuns(),n=[];for(let r of u)try{n.push(await a.readSummary(r))}catch(o){n.push({id:r,error:o instanceof Error?o.message:String(o)})}if(s.json){let r=n.map(o=>"error"in o?o:{...o,status:e(o)});return t.stdout(`${JSON.stringify(r,null,2)}
`),m.ok}if(n.length===0){let r=await a.runsAbove();return t.stdout(r===null?`no runs yet in ${a.rootDir}; start one with: baton run <workflow.yml>
`:`no runs yet in ${a.rootDir}
${r}
`),m.ok}let i=n.map(r=>"error"in r?[r.id,"?","unreadable","",""]:[r.id,l(r.workflow),r.replay_of?`${e(r)} (replay of ${r.replay_of})`:e(r),r.duration_ms===null?e(r)==="running"?"running":"":p(r.duration_ms),r.started_at.replace("T"," ").slice(0,19)]);t.stdout(c(["RUN","WORKFLOW","STATUS","DURATION","STARTED (UTC)"],i));for(let r of n)"error"in r&&t.stderr(`baton: run ${r.id}: ${l(r.error.split(`
`)[0]??"")}
`);return m.ok}function c(t,s){let a=t.map((n,i)=>Math.max(n.length,...s.map(r=>(r[i]??"").length))),u=n=>n.map((i,r)=>r===n.length-1?i:i.padEnd(a[r]??0)).join("  ").trimEnd();return`${[u(t),...s.map(u)].join(`
`)}
`}export{h as a,c as b};

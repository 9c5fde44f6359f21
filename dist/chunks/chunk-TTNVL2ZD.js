import{b as p}from"./chunk-TTZY7OVJ.js";import{d as l}from"./chunk-M255AROM.js";import{h as f,i as e}from"./chunk-TWDMS5CT.js";import{b as u}from"./chunk-D5MYTITA.js";async function w(t,m={}){let i=f.forProject(t.cwd),s=await i.listRuns(),n=[];for(let r of s)try{n.push(await i.readSummary(r))}catch(o){n.push({id:r,error:o instanceof Error?o.message:String(o)})}if(m.json){let r=n.map(o=>"error"in o?o:{...o,status:e(o)});return t.stdout(`${JSON.stringify(r,null,2)}
`),u.ok}if(n.length===0)return t.stdout(`no runs yet in ${i.rootDir}; start one with: baton run <workflow.yml>
`),u.ok;let a=n.map(r=>"error"in r?[r.id,"?","unreadable","",""]:[r.id,l(r.workflow),r.replay_of?`${e(r)} (replay of ${r.replay_of})`:e(r),r.duration_ms===null?e(r)==="running"?"running":"":p(r.duration_ms),r.started_at.replace("T"," ").slice(0,19)]);t.stdout(c(["RUN","WORKFLOW","STATUS","DURATION","STARTED (UTC)"],a));for(let r of n)"error"in r&&t.stderr(`baton: run ${r.id}: ${l(r.error.split(`
`)[0]??"")}
`);return u.ok}function c(t,m){let i=t.map((n,a)=>Math.max(n.length,...m.map(r=>(r[a]??"").length))),s=n=>n.map((a,r)=>r===n.length-1?a:a.padEnd(i[r]??0)).join("  ").trimEnd();return`${[s(t),...m.map(s)].join(`
`)}
`}export{w as a,c as b};

import{h as y}from"./chunk-M6PCGQAN.js";import{A as c,o as _,x as h}from"./chunk-LZYN5DKP.js";function x(d,s=[]){let o=y(d,s),a=new Map;for(let e of d){let t=a.get(e.record.stage)??[];t.push(e),a.set(e.record.stage,
t)}let m=[],p=new Map;for(let[e,t]of a){t.sort((n,i)=>h(c(n.record),c(i.record)));let b=t.at(-1),{record:r,handoff:g}=b,
f=t.filter(n=>n.record.run.attempt===r.run.attempt),S=f[0],l=[...new Set(t.map(n=>n.record.run.attempt).filter(n=>n<r.run.
attempt))];p.set(e,t[0].record.agent.started_at);let u=o.get(e);m.push({stage:e,job:r.job,attempt:r.attempt,run_attempt:r.
run.attempt,attempts:f.length,...l.length===0?{}:{earlier_run_attempts:l},...u===void 0?{}:{superseded:{not_run_in_run_attempt:u.
newerRunAttempt,upstream:u.upstream,read_run_attempt:u.readRunAttempt}},hop:r.hop,status:r.status,reason:r.outcome.reason,
message:r.outcome.message,summary:g?.summary??null,refused:_(r).length,next:g?.next?.stage??null,from:r.lineage.map(n=>n.
stage),started_at:S.record.agent.started_at,duration_ms:f.reduce((n,i)=>n+i.record.agent.duration_ms,0)})}return m.sort(
(e,t)=>(p.get(e.stage)??"").localeCompare(p.get(t.stage)??"")||e.hop-t.hop||(e.stage<t.stage?-1:e.stage>t.stage?1:0))}function j(d){
let s;for(let o of d){let a=Date.parse(o.started_at)+o.duration_ms,m=s?Date.parse(s.started_at)+s.duration_ms:Number.NEGATIVE_INFINITY;
(!s||o.hop>s.hop||o.hop===s.hop&&a>=m)&&(s=o)}return s?.stage??null}export{x as a,j as b};

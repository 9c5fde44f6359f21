import{n as m}from"./chunk-P5WILCBV.js";function p(n){let e=new Map;for(let o of n){let t=e.get(o.record.stage)??[];t.push(o),e.set(o.record.stage,t)}let s=[];for(let[
o,t]of e){t.sort((a,d)=>a.record.attempt-d.record.attempt);let u=t[0],i=t.at(-1),{record:r,handoff:f}=i;s.push({stage:o,
job:r.job,attempt:r.attempt,attempts:t.length,hop:r.hop,status:r.status,reason:r.outcome.reason,message:r.outcome.message,
summary:f?.summary??null,refused:m(r).length,next:f?.next?.stage??null,from:r.lineage.map(a=>a.stage),started_at:u.record.
agent.started_at,duration_ms:t.reduce((a,d)=>a+d.record.agent.duration_ms,0)})}return s.sort((o,t)=>o.started_at.localeCompare(
t.started_at)||o.hop-t.hop||(o.stage<t.stage?-1:o.stage>t.stage?1:0))}function g(n){let e;for(let s of n){let o=Date.parse(
s.started_at)+s.duration_ms,t=e?Date.parse(e.started_at)+e.duration_ms:Number.NEGATIVE_INFINITY;(!e||s.hop>e.hop||s.hop===
e.hop&&o>=t)&&(e=s)}return e?.stage??null}export{p as a,g as b};

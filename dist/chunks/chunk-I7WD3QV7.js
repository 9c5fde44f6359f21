import{h as l}from"./chunk-VWNF5BAH.js";import{n as c,w as g,z as f}from"./chunk-XLGFJCL2.js";function S(d,r=[]){let o=l(d,r),s=new Map;for(let e of d){let t=s.get(e.record.stage)??[];t.push(e),s.set(e.record.stage,
t)}let u=[];for(let[e,t]of s){t.sort((a,p)=>g(f(a.record),f(p.record)));let _=t[0],h=t.at(-1),{record:n,handoff:i}=h,m=o.
get(e);u.push({stage:e,job:n.job,attempt:n.attempt,run_attempt:n.run.attempt,attempts:t.length,...m===void 0?{}:{superseded:{
not_run_in_run_attempt:m.newerRunAttempt,upstream:m.upstream,read_run_attempt:m.readRunAttempt}},hop:n.hop,status:n.status,
reason:n.outcome.reason,message:n.outcome.message,summary:i?.summary??null,refused:c(n).length,next:i?.next?.stage??null,
from:n.lineage.map(a=>a.stage),started_at:_.record.agent.started_at,duration_ms:t.reduce((a,p)=>a+p.record.agent.duration_ms,
0)})}return u.sort((e,t)=>e.started_at.localeCompare(t.started_at)||e.hop-t.hop||(e.stage<t.stage?-1:e.stage>t.stage?1:0))}
function H(d){let r;for(let o of d){let s=Date.parse(o.started_at)+o.duration_ms,u=r?Date.parse(r.started_at)+r.duration_ms:
Number.NEGATIVE_INFINITY;(!r||o.hop>r.hop||o.hop===r.hop&&s>=u)&&(r=o)}return r?.stage??null}export{S as a,H as b};

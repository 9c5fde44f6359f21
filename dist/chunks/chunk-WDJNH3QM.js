import{Ka as x}from"./chunk-EPSKJULP.js";import{w as b}from"./chunk-SNBUNV6I.js";import{C as n,H as w,X as O}from"./chunk-6TGY3HYZ.js";var U=O.stage;function y(t,c){let d=O[t];return Object.fromEntries(Object.entries(c).filter(([f])=>d.includes(f)))}function R(t,c,d={}){
let f=t.problems.some(i=>i.code===w.nextUnknownStage);return{[n.status]:t.status,[n.next]:c?.next&&!f?c.next.stage:"",[n.
present]:t.present?"true":"false",[n.data]:JSON.stringify(c?.data??{}),[n.sha256]:t.digests.handoff??"",[n.artifactId]:d.
artifactId??"",[n.promptPath]:d.promptPath??"",[n.handoffPath]:d.handoffPath??""}}function _(){return{[n.status]:"failur\
e",[n.next]:"",[n.present]:"false",[n.data]:"{}",[n.sha256]:"",[n.artifactId]:"",[n.promptPath]:"",[n.handoffPath]:""}}function C(t,c){let d=t[0];if(d===void 0)throw new Error("pulledRunSummary: no records");let f=t.map(e=>e.agent.started_at).
sort(),i=t.map(e=>e.agent.finished_at).sort(),s=f[0],l=i[i.length-1],h=new Map;for(let e of t){let r=h.get(e.stage);(!r||
b({attempt:e.attempt,runAttempt:e.run.attempt},{attempt:r.attempt,runAttempt:r.run.attempt})>0)&&h.set(e.stage,e)}let a=new Map;
for(let e of[...h.values()].sort((r,p)=>r.hop-p.hop||P(r.stage,p.stage))){let r=a.get(e.job)??{stages:[],result:"success"};
r.stages.push(e.stage);let p=k(e);(p==="failure"||p==="cancelled"&&r.result==="success")&&(r.result=p),a.set(e.job,r)}let u=[
...a.values()].map(e=>e.result),m=u.includes("failure")?"failure":u.includes("cancelled")?"cancelled":"success";return{workflow:d.
run.workflow,workflow_path:null,status:m,started_at:s,finished_at:l,duration_ms:Math.max(0,Date.parse(l)-Date.parse(s)),
replay_of:null,pulled:c,jobs:[...a].map(([e,r])=>({id:e,stages:r.stages,result:r.result}))}}function k(t){return t.outcome.
reason==="cancelled"?"cancelled":t.outcome.reason==="skipped"?"success":t.status==="failure"||t.status==="blocked"||t.outcome.
reason!=="completed"?"failure":"success"}function P(t,c){return t<c?-1:t>c?1:0}var j=new Set([n.status,n.next,n.present,
n.data,n.sha256]);function F(t,c,d,f){let i=new Map;for(let s of c){let l=i.get(s.record.stage);(!l||b({attempt:s.record.
attempt,runAttempt:s.record.run.attempt},{attempt:l.record.attempt,runAttempt:l.record.run.attempt})>0)&&i.set(s.record.
stage,s)}return t.jobs.map(s=>{let l=[...i.values()].filter(o=>o.record.job===s.id).sort((o,g)=>o.record.hop-g.record.hop||
P(o.record.stage,g.record.stage)),h=t.legIds.get(s.id)??[s.id],a=s.legs===null||s.legs.some(o=>Object.keys(o).length>0),
u=s.job.name===null?s.id:s.job.name.expression===null?s.job.name.text:null,m=u===null||s.calledBy!==null?[]:d.filter(o=>a?
o.name.startsWith(`${u} (`)&&o.name.endsWith(")"):o.name===u),e,r;if(m.length>0){let o=m.map(g=>T(g.conclusion));e=o.includes(
"failure")?"failure":o.includes("cancelled")?"cancelled":o.every(g=>g==="skipped")?"skipped":"success",r="github"}else if(l.
length>0){let o=l.map(g=>k(g.record));e=o.includes("failure")?"failure":o.includes("cancelled")?"cancelled":"success",r=
"records"}else e="skipped",r="unknown";let{outputs:p,unknown:S}=a?{outputs:{},unknown:Object.keys(s.job.outputs)}:E(s,i,
t.contexts,f);return{id:s.id,result:e,outputs:p,stages:l.map(o=>o.record.stage),legs:h,...S.length>0?{withheldOutputs:S}:
{},resultFrom:r}})}function E(t,c,d,f){let i={},s=null;for(let{step:a,action:u}of t.steps){if(u.kind!=="baton"||u.action===
"report")continue;let m=u.action==="capture"?s:x(f,t.job,a,{},d);u.action==="prepare"&&(s=m);let e=m===null?void 0:c.get(
m);if(a.id===null||e===void 0)continue;let r=R(e.record,e.handoff),p=y(u.action,r);i[a.id.toLowerCase()]={outputs:Object.
fromEntries(Object.entries(p).filter(([S])=>j.has(S)))}}let l={},h=[];for(let[a,u]of Object.entries(t.job.outputs)){if(u.
expression===null){l[a]=u.text;continue}let m=f.facts(u.expression).paths;if(!(f.parseError(u.expression)===null&&m.every(
([r,p,S,o,...g])=>r==="steps"&&p!==void 0&&S==="outputs"&&o!==void 0&&g.length===0&&i[p]?.outputs[o]!==void 0))){h.push(
a);continue}try{l[a]=f.evaluateString(u.expression,{contexts:{steps:i}})}catch{h.push(a)}}return{outputs:l,unknown:h}}function T(t){
switch(t){case"success":case"neutral":return"success";case"skipped":return"skipped";case"cancelled":return"cancelled";default:
return"failure"}}export{U as a,y as b,R as c,_ as d,C as e,F as f};

import{Ua as w}from"./chunk-D7GU7ZB6.js";import{h as x}from"./chunk-M6PCGQAN.js";import{x as O}from"./chunk-LZYN5DKP.js";
import{L as o,Q as R,R as y,ga as b}from"./chunk-C33NMHQG.js";var N=b.stage;function P(e,u){let d=b[e];return Object.fromEntries(Object.entries(u).filter(([f])=>d.includes(f)))}function j(e,u,d={}){
let f=e.problems.some(c=>c.code===R.nextUnknownStage);return{[o.status]:e.status,[o.next]:u?.next&&!f?u.next.stage:"",[o.
present]:e.present?"true":"false",[o.data]:JSON.stringify(u?.data??{}),[o.sha256]:e.digests.handoff??"",[o.artifactId]:d.
artifactId??"",[o.promptPath]:d.promptPath??"",[o.handoffPath]:d.handoffPath??""}}function M(){return{[o.status]:"failur\
e",[o.next]:"",[o.present]:"false",[o.data]:"{}",[o.sha256]:"",[o.artifactId]:"",[o.promptPath]:"",[o.handoffPath]:""}}var A=new Set(Object.values(y));function H(e){return e.problems.filter(u=>u.severity==="warning"&&!A.has(u.code))}function k(e){
return e==="completed"}var L="baton: the command could not start: ";function K(e,u){let d=e[0];if(d===void 0)throw new Error("pulledRunSummary: no records");let f=e.map(t=>t.agent.started_at).
sort(),c=e.map(t=>t.agent.finished_at).sort(),s=f[0],i=c[c.length-1],S=new Map;for(let t of e){let r=S.get(t.stage);(!r||
O({attempt:t.attempt,runAttempt:t.run.attempt},{attempt:r.attempt,runAttempt:r.run.attempt})>0)&&S.set(t.stage,t)}let l=x(
e.map(t=>({record:t}))),a=new Map;for(let t of[...S.values()].sort((r,p)=>r.hop-p.hop||T(r.stage,p.stage))){let r=a.get(
t.job)??{stages:[],result:"success",ran:!1};if(r.stages.push(t.stage),!l.has(t.stage)){r.ran=!0;let p=E(t);(p==="failure"||
p==="cancelled"&&r.result==="success")&&(r.result=p)}a.set(t.job,r)}let m=[...a.values()].filter(t=>t.ran).map(t=>t.result),
g=m.includes("failure")?"failure":m.includes("cancelled")?"cancelled":"success";return{workflow:d.run.workflow,workflow_path:null,
status:g,started_at:s,finished_at:i,duration_ms:Math.max(0,Date.parse(i)-Date.parse(s)),replay_of:null,pulled:u,jobs:[...a].
map(([t,r])=>({id:t,stages:r.stages,result:r.ran?r.result:"skipped"}))}}function E(e){return e.outcome.reason==="cancell\
ed"?"cancelled":e.outcome.reason==="skipped"||k(e.outcome.reason)?"success":"failure"}function T(e,u){return e<u?-1:e>u?
1:0}var _=new Set([o.status,o.next,o.present,o.data,o.sha256]);function Q(e,u,d,f){let c=new Map;for(let s of u){let i=c.
get(s.record.stage);(!i||O({attempt:s.record.attempt,runAttempt:s.record.run.attempt},{attempt:i.record.attempt,runAttempt:i.
record.run.attempt})>0)&&c.set(s.record.stage,s)}for(let s of x(u).keys())c.delete(s);return e.jobs.map(s=>{let i=[...c.
values()].filter(n=>n.record.job===s.id).sort((n,h)=>n.record.hop-h.record.hop||T(n.record.stage,h.record.stage)),S=e.legIds.
get(s.id)??[s.id],l=s.legs===null||s.legs.some(n=>Object.keys(n).length>0),a=s.job.name===null?s.id:s.job.name.expression===
null?s.job.name.text:null,m=a===null||s.calledBy!==null?[]:d.filter(n=>l?n.name.startsWith(`${a} (`)&&n.name.endsWith(")"):
n.name===a),g,t;if(m.length>0){let n=m.map(h=>U(h.conclusion));g=n.includes("failure")?"failure":n.includes("cancelled")?
"cancelled":n.every(h=>h==="skipped")?"skipped":"success",t="github"}else if(i.length>0){let n=i.map(h=>E(h.record));g=n.
includes("failure")?"failure":n.includes("cancelled")?"cancelled":"success",t="records"}else g="skipped",t="unknown";let{
outputs:r,unknown:p}=l?{outputs:{},unknown:Object.keys(s.job.outputs)}:v(s,c,e.contexts,f);return{id:s.id,result:g,outputs:r,
stages:i.map(n=>n.record.stage),legs:S,...p.length>0?{withheldOutputs:p}:{},resultFrom:t}})}function v(e,u,d,f){let c={},
s=null;for(let{step:l,action:a}of e.steps){if(a.kind!=="baton"||a.action==="report")continue;let m=a.action==="capture"?
s:w(f,e.job,l,{},d);a.action==="prepare"&&(s=m);let g=m===null?void 0:u.get(m);if(l.id===null||g===void 0)continue;let t=j(
g.record,g.handoff),r=P(a.action,t);c[l.id.toLowerCase()]={outputs:Object.fromEntries(Object.entries(r).filter(([p])=>_.
has(p)))}}let i={},S=[];for(let[l,a]of Object.entries(e.job.outputs)){if(a.expression===null){i[l]=a.text;continue}let m=f.
facts(a.expression).paths;if(!(f.parseError(a.expression)===null&&m.every(([t,r,p,n,...h])=>t==="steps"&&r!==void 0&&p===
"outputs"&&n!==void 0&&h.length===0&&c[r]?.outputs[n]!==void 0))){S.push(l);continue}try{i[l]=f.evaluateString(a.expression,
{contexts:{steps:c}})}catch{S.push(l)}}return{outputs:i,unknown:S}}function U(e){switch(e){case"success":case"neutral":return"\
success";case"skipped":return"skipped";case"cancelled":return"cancelled";default:return"failure"}}export{N as a,P as b,j as c,M as d,H as e,k as f,L as g,K as h,Q as i};

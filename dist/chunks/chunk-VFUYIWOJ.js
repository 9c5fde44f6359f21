import{La as y}from"./chunk-EXKCGBEU.js";import{w as O}from"./chunk-QONJWPUT.js";import{I as o,N as x,O as R,
ba as b}from"./chunk-VIRAYIUH.js";var J=b.stage;function w(e,u){let d=b[e];return Object.fromEntries(Object.entries(u).filter(([m])=>d.includes(m)))}function P(e,u,d={}){
let m=e.problems.some(l=>l.code===x.nextUnknownStage);return{[o.status]:e.status,[o.next]:u?.next&&!m?u.next.stage:"",[o.
present]:e.present?"true":"false",[o.data]:JSON.stringify(u?.data??{}),[o.sha256]:e.digests.handoff??"",[o.artifactId]:d.
artifactId??"",[o.promptPath]:d.promptPath??"",[o.handoffPath]:d.handoffPath??""}}function N(){return{[o.status]:"failur\
e",[o.next]:"",[o.present]:"false",[o.data]:"{}",[o.sha256]:"",[o.artifactId]:"",[o.promptPath]:"",[o.handoffPath]:""}}var T=new Set(Object.values(R));function F(e){return e.problems.filter(u=>u.severity==="warning"&&!T.has(u.code))}function j(e){
return e==="completed"}var H="baton: the command could not start: ";function $(e,u){let d=e[0];if(d===void 0)throw new Error("pulledRunSummary: no records");let m=e.map(t=>t.agent.started_at).
sort(),l=e.map(t=>t.agent.finished_at).sort(),s=m[0],i=l[l.length-1],h=new Map;for(let t of e){let r=h.get(t.stage);(!r||
O({attempt:t.attempt,runAttempt:t.run.attempt},{attempt:r.attempt,runAttempt:r.run.attempt})>0)&&h.set(t.stage,t)}let c=new Map;
for(let t of[...h.values()].sort((r,p)=>r.hop-p.hop||E(r.stage,p.stage))){let r=c.get(t.job)??{stages:[],result:"success"};
r.stages.push(t.stage);let p=k(t);(p==="failure"||p==="cancelled"&&r.result==="success")&&(r.result=p),c.set(t.job,r)}let a=[
...c.values()].map(t=>t.result),f=a.includes("failure")?"failure":a.includes("cancelled")?"cancelled":"success";return{workflow:d.
run.workflow,workflow_path:null,status:f,started_at:s,finished_at:i,duration_ms:Math.max(0,Date.parse(i)-Date.parse(s)),
replay_of:null,pulled:u,jobs:[...c].map(([t,r])=>({id:t,stages:r.stages,result:r.result}))}}function k(e){return e.outcome.
reason==="cancelled"?"cancelled":e.outcome.reason==="skipped"||j(e.outcome.reason)?"success":"failure"}function E(e,u){return e<
u?-1:e>u?1:0}var A=new Set([o.status,o.next,o.present,o.data,o.sha256]);function q(e,u,d,m){let l=new Map;for(let s of u){
let i=l.get(s.record.stage);(!i||O({attempt:s.record.attempt,runAttempt:s.record.run.attempt},{attempt:i.record.attempt,
runAttempt:i.record.run.attempt})>0)&&l.set(s.record.stage,s)}return e.jobs.map(s=>{let i=[...l.values()].filter(n=>n.record.
job===s.id).sort((n,g)=>n.record.hop-g.record.hop||E(n.record.stage,g.record.stage)),h=e.legIds.get(s.id)??[s.id],c=s.legs===
null||s.legs.some(n=>Object.keys(n).length>0),a=s.job.name===null?s.id:s.job.name.expression===null?s.job.name.text:null,
f=a===null||s.calledBy!==null?[]:d.filter(n=>c?n.name.startsWith(`${a} (`)&&n.name.endsWith(")"):n.name===a),t,r;if(f.length>
0){let n=f.map(g=>v(g.conclusion));t=n.includes("failure")?"failure":n.includes("cancelled")?"cancelled":n.every(g=>g===
"skipped")?"skipped":"success",r="github"}else if(i.length>0){let n=i.map(g=>k(g.record));t=n.includes("failure")?"failu\
re":n.includes("cancelled")?"cancelled":"success",r="records"}else t="skipped",r="unknown";let{outputs:p,unknown:S}=c?{outputs:{},
unknown:Object.keys(s.job.outputs)}:_(s,l,e.contexts,m);return{id:s.id,result:t,outputs:p,stages:i.map(n=>n.record.stage),
legs:h,...S.length>0?{withheldOutputs:S}:{},resultFrom:r}})}function _(e,u,d,m){let l={},s=null;for(let{step:c,action:a}of e.
steps){if(a.kind!=="baton"||a.action==="report")continue;let f=a.action==="capture"?s:y(m,e.job,c,{},d);a.action==="prep\
are"&&(s=f);let t=f===null?void 0:u.get(f);if(c.id===null||t===void 0)continue;let r=P(t.record,t.handoff),p=w(a.action,
r);l[c.id.toLowerCase()]={outputs:Object.fromEntries(Object.entries(p).filter(([S])=>A.has(S)))}}let i={},h=[];for(let[c,
a]of Object.entries(e.job.outputs)){if(a.expression===null){i[c]=a.text;continue}let f=m.facts(a.expression).paths;if(!(m.
parseError(a.expression)===null&&f.every(([r,p,S,n,...g])=>r==="steps"&&p!==void 0&&S==="outputs"&&n!==void 0&&g.length===
0&&l[p]?.outputs[n]!==void 0))){h.push(c);continue}try{i[c]=m.evaluateString(a.expression,{contexts:{steps:l}})}catch{h.
push(c)}}return{outputs:i,unknown:h}}function v(e){switch(e){case"success":case"neutral":return"success";case"skipped":return"\
skipped";case"cancelled":return"cancelled";default:return"failure"}}export{J as a,w as b,P as c,N as d,F as e,j as f,H as g,$ as h,q as i};

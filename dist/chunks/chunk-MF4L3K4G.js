import{e as p}from"./chunk-672GVUQV.js";var k=["run-started","job-legs","job-started","job-finished","job-skipped","stage-recorded"];function v(t,n){return w(p(
t,k),n)}function w(t,n){let r=[],i=new Map,o=new Map,a=new Map,f=new Map,c=new Map,l=e=>{r.includes(e)||r.push(e)};for(let e of t)
switch(e.type){case"run-started":for(let s of e.jobs)l(s.id),i.set(s.id,s.legs);break;case"job-legs":l(e.job),i.set(e.job,
e.legs);break;case"job-started":l(e.job),o.set(e.job,(o.get(e.job)??new Set).add(e.leg));break;case"job-finished":l(e.job),
a.set(e.job,(a.get(e.job)??new Map).set(e.leg,e.result));break;case"job-skipped":l(e.job),f.set(e.job,e.result);break;case"\
stage-recorded":{let s=c.get(e.job)??[];s.includes(e.stage)||c.set(e.job,[...s,e.stage]);break}}let j=[];for(let e of r){
let s=f.get(e),u=a.get(e)??new Map,d=o.get(e)??new Set,g;if(s!==void 0)g=s;else{if(u.size===0&&d.size===0)continue;{let S=i.
get(e)??[...new Set([...d,...u.keys()])];g=[...d].some(b=>!u.has(b))||S.some(b=>!u.has(b))?n:J([...u.values()])}}j.push(
{id:e,stages:c.get(e)??[],result:g})}return j}function y(t){let n=[...p(t,[...k,"run-finished"])],r=null,i=null;for(let o of n)
o.type==="run-started"?r??=o.workflow:o.type==="run-finished"&&(i=o.status);return r===null?null:{workflow:r,jobs:w(n,"r\
unning"),end:i}}function J(t){return t.includes("failure")?"failure":t.includes("cancelled")?"cancelled":t.every(n=>n===
"skipped")?"skipped":"success"}export{v as a,y as b,J as c};

import{Ba as M,Ca as O,Da as j,Ea as s,Ga as g,Ha as u,Na as T,ka as k,la as R,pa as e,qa as l,ra as a,ua as _,va as f,wa as n}from"./chunk-RHKLK6JY.js";var B=j(["success","failure","cancelled","skipped"]),P=j(["success","failure","cancelled","skipped"]),G=j(["success","fa\
ilure","cancelled"]),z=T.datetime(),S=u(l().check(a(),k())),U=n({step:l().check(a(),k()),title:u(e()),file:u(e()),line:S,
end_line:S,col:S,end_column:S}),V=n({step:l().check(a()),name:e(),message:u(e()),output_tail:g(e()),stages:g(f(e()))}),$=M(
"type",[n({type:s("run-started"),at:z,run:e(),workflow:e(),jobs:f(n({id:e(),needs:f(e()),legs:u(f(e()))}))}),n({type:s("\
job-legs"),at:z,job:e(),legs:f(e())}),n({type:s("job-started"),at:z,job:e(),leg:e(),name:u(e()),matrix:u(O(e(),_()))}),n(
{type:s("step-started"),at:z,job:e(),leg:e(),step:l().check(a()),name:e()}),n({type:s("step-finished"),at:z,job:e(),leg:e(),
step:l().check(a()),name:e(),outcome:P,conclusion:P,duration_ms:l().check(a(),R()),message:u(e()),output_tail:g(e())}),n(
{type:s("job-finished"),at:z,job:e(),leg:e(),result:B,duration_ms:l().check(a(),R()),reason:g(e()),reused:g(s(!0)),failed_step:g(
V)}),n({type:s("job-skipped"),at:z,job:e(),result:j(["skipped","cancelled"]),reason:e()}),n({type:s("notice"),at:z,level:j(
["info","warning","error"]),job:u(e()),leg:u(e()),message:e(),annotation:g(U),problem:g(n({stage:e(),attempt:l().check(a(),
k()),code:e(),path:e()}))}),n({type:s("stage-recorded"),at:z,job:e(),leg:e(),stage:e(),attempt:l().check(a()),status:e()}),
n({type:s("run-finished"),at:z,run:e(),status:G,duration_ms:l().check(a(),R())})]);function*J(o,r){let c=new RegExp(`"ty\
pe":"(${r.join("|")})"`),b=r;for(let i of o.split(`
`)){if(!c.test(i))continue;let d;try{d=$.safeParse(JSON.parse(i)).data}catch{continue}d!==void 0&&b.includes(d.type)&&(yield d)}}var A=["run-started","job-legs","job-started","job-finished","job-skipped","stage-recorded"];function L(o,r){return I(J(
o,A),r)}function I(o,r){let c=[],b=new Map,i=new Map,d=new Map,E=new Map,v=new Map,y=t=>{c.includes(t)||c.push(t)};for(let t of o)
switch(t.type){case"run-started":for(let p of t.jobs)y(p.id),b.set(p.id,p.legs);break;case"job-legs":y(t.job),b.set(t.job,
t.legs);break;case"job-started":y(t.job),i.set(t.job,(i.get(t.job)??new Set).add(t.leg));break;case"job-finished":y(t.job),
d.set(t.job,(d.get(t.job)??new Map).set(t.leg,t.result));break;case"job-skipped":y(t.job),E.set(t.job,t.result);break;case"\
stage-recorded":{let p=v.get(t.job)??[];p.includes(t.stage)||v.set(t.job,[...p,t.stage]);break}}let F=[];for(let t of c){
let p=E.get(t),m=d.get(t)??new Map,h=i.get(t)??new Set,w;if(p!==void 0)w=p;else{if(m.size===0&&h.size===0)continue;{let N=b.
get(t)??[...new Set([...h,...m.keys()])];w=[...h].some(x=>!m.has(x))||N.some(x=>!m.has(x))?r:q([...m.values()])}}F.push(
{id:t,stages:v.get(t)??[],result:w})}return F}function Q(o){let r=[...J(o,[...A,"run-finished"])],c=null,b=null;for(let i of r)
i.type==="run-started"?c??=i.workflow:i.type==="run-finished"&&(b=i.status);return c===null?null:{workflow:c,jobs:I(r,"r\
unning"),end:b}}function q(o){return o.includes("failure")?"failure":o.includes("cancelled")?"cancelled":o.every(r=>r===
"skipped")?"skipped":"success"}export{B as a,G as b,V as c,$ as d,J as e,L as f,Q as g,q as h};

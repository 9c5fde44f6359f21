import{Fa as O,ca as d,da as j,ha as e,ia as r,ja as a,ma as E,na as p,oa as n,ta as F,ua as M,va as u,wa as i,ya as c,za as l}from"./chunk-JZBPCCZQ.js";var B=u(["success","failure","cancelled","skipped"]),P=u(["success","failure","cancelled","skipped"]),T=u(["success","fa\
ilure","cancelled"]),z=O.datetime(),f=l(r().check(a(),d())),U=n({step:r().check(a(),d()),title:l(e()),file:l(e()),line:f,
end_line:f,col:f,end_column:f}),V=n({step:r().check(a()),name:e(),message:l(e()),output_tail:c(e()),stages:c(p(e()))}),A=F(
"type",[n({type:i("run-started"),at:z,run:e(),workflow:e(),jobs:p(n({id:e(),needs:p(e()),legs:l(p(e()))}))}),n({type:i("\
job-legs"),at:z,job:e(),legs:p(e())}),n({type:i("job-started"),at:z,job:e(),leg:e(),name:l(e()),matrix:l(M(e(),E()))}),n(
{type:i("step-started"),at:z,job:e(),leg:e(),step:r().check(a()),name:e()}),n({type:i("step-finished"),at:z,job:e(),leg:e(),
step:r().check(a()),name:e(),outcome:P,conclusion:P,duration_ms:r().check(a(),j()),message:l(e()),output_tail:c(e())}),n(
{type:i("job-finished"),at:z,job:e(),leg:e(),result:B,duration_ms:r().check(a(),j()),reason:c(e()),reused:c(i(!0)),failed_step:c(
V)}),n({type:i("job-skipped"),at:z,job:e(),result:u(["skipped","cancelled"]),reason:e()}),n({type:i("notice"),at:z,level:u(
["info","warning","error"]),job:l(e()),leg:l(e()),message:e(),annotation:c(U),problem:c(n({stage:e(),attempt:r().check(a(),
d()),code:e(),path:e()}))}),n({type:i("stage-recorded"),at:z,job:e(),leg:e(),stage:e(),attempt:r().check(a()),status:e()}),
n({type:i("run-finished"),at:z,run:e(),status:T,duration_ms:r().check(a(),j())})]);var q=/"type":"(run-started|job-legs|job-started|job-finished|job-skipped|stage-recorded)"/;function K(g,m){let y=[],k=new Map,
h=new Map,S=new Map,J=new Map,R=new Map,b=s=>{y.includes(s)||y.push(s)};for(let s of g.split(`
`)){if(!q.test(s))continue;let t;try{t=A.safeParse(JSON.parse(s)).data}catch{continue}if(t!==void 0)switch(t.type){case"\
run-started":for(let o of t.jobs)b(o.id),k.set(o.id,o.legs);break;case"job-legs":b(t.job),k.set(t.job,t.legs);break;case"\
job-started":b(t.job),h.set(t.job,(h.get(t.job)??new Set).add(t.leg));break;case"job-finished":b(t.job),S.set(t.job,(S.get(
t.job)??new Map).set(t.leg,t.result));break;case"job-skipped":b(t.job),J.set(t.job,t.result);break;case"stage-recorded":{
let o=R.get(t.job)??[];o.includes(t.stage)||R.set(t.job,[...o,t.stage]);break}}}let _=[];for(let s of y){let t=J.get(s),
o=S.get(s)??new Map,x=h.get(s)??new Set,v;if(t!==void 0)v=t;else{if(o.size===0&&x.size===0)continue;{let N=k.get(s)??[...new Set(
[...x,...o.keys()])];v=[...x].some(w=>!o.has(w))||N.some(w=>!o.has(w))?m:C([...o.values()])}}_.push({id:s,stages:R.get(s)??
[],result:v})}return _}function C(g){return g.includes("failure")?"failure":g.includes("cancelled")?"cancelled":g.every(
m=>m==="skipped")?"skipped":"success"}export{B as a,T as b,V as c,A as d,K as e,C as f};

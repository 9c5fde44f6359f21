import{Fa as P,ca as f,da as j,ha as e,ia as a,ja as l,ma as _,na as g,oa as n,ta as E,ua as M,va as b,wa as i,ya as u,za as c}from"./chunk-DFBKRPZ5.js";var D=b(["success","failure","cancelled","skipped"]),O=b(["success","failure","cancelled","skipped"]),U=b(["success","fa\
ilure","cancelled"]),z=P.datetime(),m=c(a().check(l(),f())),V=n({step:a().check(l(),f()),title:c(e()),file:c(e()),line:m,
end_line:m,col:m,end_column:m}),q=n({step:a().check(l()),name:e(),message:c(e()),output_tail:u(e()),stages:u(g(e()))}),A=E(
"type",[n({type:i("run-started"),at:z,run:e(),workflow:e(),jobs:g(n({id:e(),needs:g(e()),legs:c(g(e()))}))}),n({type:i("\
job-legs"),at:z,job:e(),legs:g(e())}),n({type:i("job-started"),at:z,job:e(),leg:e(),name:c(e()),matrix:c(M(e(),_()))}),n(
{type:i("step-started"),at:z,job:e(),leg:e(),step:a().check(l()),name:e()}),n({type:i("step-finished"),at:z,job:e(),leg:e(),
step:a().check(l()),name:e(),outcome:O,conclusion:O,duration_ms:a().check(l(),j()),message:c(e()),output_tail:u(e())}),n(
{type:i("job-finished"),at:z,job:e(),leg:e(),result:D,duration_ms:a().check(l(),j()),reason:u(e()),reused:u(i(!0)),failed_step:u(
q)}),n({type:i("job-skipped"),at:z,job:e(),result:b(["skipped","cancelled"]),reason:e()}),n({type:i("notice"),at:z,level:b(
["info","warning","error"]),job:c(e()),leg:c(e()),message:e(),annotation:u(V),problem:u(n({stage:e(),attempt:a().check(l(),
f()),code:e(),path:e()}))}),n({type:i("stage-recorded"),at:z,job:e(),leg:e(),stage:e(),attempt:a().check(l()),status:e()}),
n({type:i("run-finished"),at:z,run:e(),status:U,duration_ms:a().check(l(),j())})]);var C=/"type":"(run-started|job-legs|job-started|job-finished|job-skipped|stage-recorded)"/;function Y(s,p){let y=[],k=new Map,
h=new Map,w=new Map,J=new Map,S=new Map,d=r=>{y.includes(r)||y.push(r)};for(let r of s.split(`
`)){if(!C.test(r))continue;let t;try{t=A.safeParse(JSON.parse(r)).data}catch{continue}if(t!==void 0)switch(t.type){case"\
run-started":for(let o of t.jobs)d(o.id),k.set(o.id,o.legs);break;case"job-legs":d(t.job),k.set(t.job,t.legs);break;case"\
job-started":d(t.job),h.set(t.job,(h.get(t.job)??new Set).add(t.leg));break;case"job-finished":d(t.job),w.set(t.job,(w.get(
t.job)??new Map).set(t.leg,t.result));break;case"job-skipped":d(t.job),J.set(t.job,t.result);break;case"stage-recorded":{
let o=S.get(t.job)??[];o.includes(t.stage)||S.set(t.job,[...o,t.stage]);break}}}let F=[];for(let r of y){let t=J.get(r),
o=w.get(r)??new Map,v=h.get(r)??new Set,R;if(t!==void 0)R=t;else{if(o.size===0&&v.size===0)continue;{let B=k.get(r)??[...new Set(
[...v,...o.keys()])];R=[...v].some(x=>!o.has(x))||B.some(x=>!o.has(x))?p:G([...o.values()])}}F.push({id:r,stages:S.get(r)??
[],result:R})}return F}function G(s){return s.includes("failure")?"failure":s.includes("cancelled")?"cancelled":s.every(
p=>p==="skipped")?"skipped":"success"}import{chmod as H,readdir as I,rm as T}from"node:fs/promises";import{join as K}from"node:path";async function te(s){try{
return await T(s,{recursive:!0,force:!0}),!0}catch{await N(s).catch(()=>{});try{return await T(s,{recursive:!0,force:!0}),
!0}catch{return!1}}}async function N(s){await H(s,448);for(let p of await I(s,{withFileTypes:!0}))p.isDirectory()&&await N(
K(s,p.name)).catch(()=>{})}export{D as a,U as b,q as c,A as d,Y as e,G as f,te as g};

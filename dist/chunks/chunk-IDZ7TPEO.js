import{Fa as O,ca as y,da as k,ha as e,ia as a,ja as l,ma as _,na as f,oa as s,ta as M,ua as P,va as j,wa as i,ya as g,za as u}from"./chunk-DFBKRPZ5.js";var V=j(["success","failure","cancelled","skipped"]),N=j(["success","failure","cancelled","skipped"]),B=j(["success","fa\
ilure","cancelled"]),z=O.datetime(),h=u(a().check(l(),y())),D=s({step:a().check(l(),y()),title:u(e()),file:u(e()),line:h,
end_line:h,col:h,end_column:h}),q=s({step:a().check(l()),name:e(),message:u(e()),output_tail:g(e()),stages:g(f(e()))}),J=M(
"type",[s({type:i("run-started"),at:z,run:e(),workflow:e(),jobs:f(s({id:e(),needs:f(e()),legs:u(f(e()))}))}),s({type:i("\
job-legs"),at:z,job:e(),legs:f(e())}),s({type:i("job-started"),at:z,job:e(),leg:e(),name:u(e()),matrix:u(P(e(),_()))}),s(
{type:i("step-started"),at:z,job:e(),leg:e(),step:a().check(l()),name:e()}),s({type:i("step-finished"),at:z,job:e(),leg:e(),
step:a().check(l()),name:e(),outcome:N,conclusion:N,duration_ms:a().check(l(),k()),message:u(e()),output_tail:g(e())}),s(
{type:i("job-finished"),at:z,job:e(),leg:e(),result:V,duration_ms:a().check(l(),k()),reason:g(e()),reused:g(i(!0)),failed_step:g(
q)}),s({type:i("job-skipped"),at:z,job:e(),result:j(["skipped","cancelled"]),reason:e()}),s({type:i("notice"),at:z,level:j(
["info","warning","error"]),job:u(e()),leg:u(e()),message:e(),annotation:g(D),problem:g(s({stage:e(),attempt:a().check(l(),
y()),code:e(),path:e()}))}),s({type:i("stage-recorded"),at:z,job:e(),leg:e(),stage:e(),attempt:a().check(l()),status:e()}),
s({type:i("run-finished"),at:z,run:e(),status:B,duration_ms:a().check(l(),k())})]);var C=/"type":"(run-started|job-legs|job-started|job-finished|job-skipped|stage-recorded)"/;function G(n,c){let b=[],d=new Map,
p=new Map,w=new Map,E=new Map,S=new Map,m=r=>{b.includes(r)||b.push(r)};for(let r of n.split(`
`)){if(!C.test(r))continue;let t;try{t=J.safeParse(JSON.parse(r)).data}catch{continue}if(t!==void 0)switch(t.type){case"\
run-started":for(let o of t.jobs)m(o.id),d.set(o.id,o.legs);break;case"job-legs":m(t.job),d.set(t.job,t.legs);break;case"\
job-started":m(t.job),p.set(t.job,(p.get(t.job)??new Set).add(t.leg));break;case"job-finished":m(t.job),w.set(t.job,(w.get(
t.job)??new Map).set(t.leg,t.result));break;case"job-skipped":m(t.job),E.set(t.job,t.result);break;case"stage-recorded":{
let o=S.get(t.job)??[];o.includes(t.stage)||S.set(t.job,[...o,t.stage]);break}}}let F=[];for(let r of b){let t=E.get(r),
o=w.get(r)??new Map,R=p.get(r)??new Set,v;if(t!==void 0)v=t;else{if(o.size===0&&R.size===0)continue;{let U=d.get(r)??[...new Set(
[...R,...o.keys()])];v=[...R].some(x=>!o.has(x))||U.some(x=>!o.has(x))?c:I([...o.values()])}}F.push({id:r,stages:S.get(r)??
[],result:v})}return F}var H=/"type":"(run-started|run-finished)"/;function $(n){let c=null,b=null;for(let d of n.split(
`
`)){if(!H.test(d))continue;let p;try{p=J.safeParse(JSON.parse(d)).data}catch{continue}p?.type==="run-started"?c??=p.workflow:
p?.type==="run-finished"&&(b=p.status)}return c===null?null:{workflow:c,jobs:G(n,"running"),end:b}}function I(n){return n.
includes("failure")?"failure":n.includes("cancelled")?"cancelled":n.every(c=>c==="skipped")?"skipped":"success"}import{chmod as K,readdir as L,rm as A}from"node:fs/promises";import{join as Q}from"node:path";async function se(n){try{
return await A(n,{recursive:!0,force:!0}),!0}catch{await T(n).catch(()=>{});try{return await A(n,{recursive:!0,force:!0}),
!0}catch{return!1}}}async function T(n){await K(n,448);for(let c of await L(n,{withFileTypes:!0}))c.isDirectory()&&await T(
Q(n,c.name)).catch(()=>{})}export{V as a,B as b,q as c,J as d,G as e,$ as f,I as g,se as h};

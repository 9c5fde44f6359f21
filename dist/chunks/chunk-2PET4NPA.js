import{F as j,c as p,d as u,h as e,i,j as r,m,n as l,o as t,t as y,u as f,v as a,w as n,y as s,z as o}from"./chunk-LGNAKMKQ.js";var R=a(["success","failure","cancelled","skipped"]),x=a(["success","failure","cancelled","skipped"]),E=a(["success","fa\
ilure","cancelled"]),z=j.datetime(),g=o(i().check(r(),p())),S=t({step:i().check(r(),p()),title:o(e()),file:o(e()),line:g,
end_line:g,col:g,end_column:g}),_=t({step:i().check(r()),name:e(),message:o(e()),output_tail:s(e()),stages:s(l(e()))}),w=y(
"type",[t({type:n("run-started"),at:z,run:e(),workflow:e(),jobs:l(t({id:e(),needs:l(e()),legs:o(l(e()))}))}),t({type:n("\
job-legs"),at:z,job:e(),legs:l(e())}),t({type:n("job-started"),at:z,job:e(),leg:e(),name:o(e()),matrix:o(f(e(),m()))}),t(
{type:n("step-started"),at:z,job:e(),leg:e(),step:i().check(r()),name:e()}),t({type:n("step-finished"),at:z,job:e(),leg:e(),
step:i().check(r()),name:e(),outcome:x,conclusion:x,duration_ms:i().check(r(),u()),message:o(e()),output_tail:s(e())}),t(
{type:n("job-finished"),at:z,job:e(),leg:e(),result:R,duration_ms:i().check(r(),u()),reason:s(e()),reused:s(n(!0)),failed_step:s(
_)}),t({type:n("job-skipped"),at:z,job:e(),result:a(["skipped","cancelled"]),reason:e()}),t({type:n("notice"),at:z,level:a(
["info","warning","error"]),job:o(e()),leg:o(e()),message:e(),annotation:s(S),problem:s(t({stage:e(),attempt:i().check(r(),
p()),code:e(),path:e()}))}),t({type:n("stage-recorded"),at:z,job:e(),leg:e(),stage:e(),attempt:i().check(r()),status:e()}),
t({type:n("run-finished"),at:z,run:e(),status:E,duration_ms:i().check(r(),u())})]);function*O(k,b){let v=new RegExp(`"ty\
pe":"(${b.join("|")})"`),h=b;for(let d of k.split(`
`)){if(!v.test(d))continue;let c;try{c=w.safeParse(JSON.parse(d)).data}catch{continue}c!==void 0&&h.includes(c.type)&&(yield c)}}export{R as a,E as b,_ as c,w as d,O as e};

import{F as j,c,d as u,h as e,i,j as r,m,n as l,o as t,t as y,u as f,v as a,w as n,y as z,z as o}from"./chunk-X3WXZ7VZ.js";var R=a(["success","failure","cancelled","skipped"]),x=a(["success","failure","cancelled","skipped"]),E=a(["success","fa\
ilure","cancelled"]),s=j.datetime(),g=o(i().check(r(),c())),S=t({step:i().check(r(),c()),title:o(e()),file:o(e()),line:g,
end_line:g,col:g,end_column:g}),_=t({step:i().check(r()),name:e(),message:o(e()),output_tail:z(e()),stages:z(l(e()))}),w=y(
"type",[t({type:n("run-started"),at:s,run:e(),workflow:e(),jobs:l(t({id:e(),needs:l(e()),legs:o(l(e()))}))}),t({type:n("\
job-legs"),at:s,job:e(),legs:l(e())}),t({type:n("job-started"),at:s,job:e(),leg:e(),name:o(e()),matrix:o(f(e(),m()))}),t(
{type:n("step-started"),at:s,job:e(),leg:e(),step:i().check(r()),name:e()}),t({type:n("step-finished"),at:s,job:e(),leg:e(),
step:i().check(r()),name:e(),outcome:x,conclusion:x,duration_ms:i().check(r(),u()),message:o(e()),output_tail:z(e())}),t(
{type:n("job-finished"),at:s,job:e(),leg:e(),result:R,duration_ms:i().check(r(),u()),reason:z(e()),reused:z(n(!0)),failed_step:z(
_)}),t({type:n("job-skipped"),at:s,job:e(),result:a(["skipped","cancelled"]),reason:e()}),t({type:n("notice"),at:s,level:a(
["info","warning","error"]),job:o(e()),leg:o(e()),message:e(),annotation:z(S),forgiven:z(n(!0)),problem:z(t({stage:e(),attempt:i().
check(r(),c()),code:e(),path:e()}))}),t({type:n("stage-recorded"),at:s,job:e(),leg:e(),stage:e(),attempt:i().check(r()),
status:e()}),t({type:n("run-finished"),at:s,run:e(),status:E,duration_ms:i().check(r(),u())})]);function*O(v,b){let k=new RegExp(
`"type":"(${b.join("|")})"`),h=b;for(let d of v.split(`
`)){if(!k.test(d))continue;let p;try{p=w.safeParse(JSON.parse(d)).data}catch{continue}p!==void 0&&h.includes(p.type)&&(yield p)}}export{R as a,E as b,_ as c,w as d,O as e};

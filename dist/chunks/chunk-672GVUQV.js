import{F as x,c,d as u,h as e,i,j as r,k as m,m as y,n as l,o as t,t as f,u as j,v as a,w as n,y as o,z}from"./chunk-FJ7SBSSN.js";var E=a(["success","failure","cancelled","skipped"]),v=a(["success","failure","cancelled","skipped"]),S=a(["success","fa\
ilure","cancelled"]),s=x.datetime(),g=z(i().check(r(),c())),_=t({step:i().check(r(),c()),title:z(e()),file:z(e()),line:g,
end_line:g,col:g,end_column:g}),w=t({step:i().check(r()),name:e(),message:z(e()),output_tail:o(e()),stages:o(l(e()))}),J=f(
"type",[t({type:n("run-started"),at:s,run:e(),workflow:e(),jobs:l(t({id:e(),needs:l(e()),legs:z(l(e())),stage_steps:o(m())}))}),
t({type:n("job-legs"),at:s,job:e(),legs:l(e())}),t({type:n("job-started"),at:s,job:e(),leg:e(),name:z(e()),matrix:z(j(e(),
y()))}),t({type:n("step-started"),at:s,job:e(),leg:e(),step:i().check(r()),name:e()}),t({type:n("step-finished"),at:s,job:e(),
leg:e(),step:i().check(r()),name:e(),outcome:v,conclusion:v,duration_ms:i().check(r(),u()),message:z(e()),output_tail:o(
e())}),t({type:n("job-finished"),at:s,job:e(),leg:e(),result:E,duration_ms:i().check(r(),u()),reason:o(e()),reused:o(n(!0)),
failed_step:o(w)}),t({type:n("job-skipped"),at:s,job:e(),result:a(["skipped","cancelled"]),reason:e()}),t({type:n("notic\
e"),at:s,level:a(["info","warning","error"]),job:z(e()),leg:z(e()),message:e(),annotation:o(_),forgiven:o(n(!0)),problem:o(
t({stage:e(),attempt:i().check(r(),c()),code:e(),path:e()}))}),t({type:n("stage-recorded"),at:s,job:e(),leg:e(),stage:e(),
attempt:i().check(r()),status:e()}),t({type:n("run-finished"),at:s,run:e(),status:S,duration_ms:i().check(r(),u())})]);function*P(k,b){
let h=new RegExp(`"type":"(${b.join("|")})"`),R=b;for(let d of k.split(`
`)){if(!h.test(d))continue;let p;try{p=J.safeParse(JSON.parse(d)).data}catch{continue}p!==void 0&&R.includes(p.type)&&(yield p)}}export{E as a,S as b,w as c,J as d,P as e};

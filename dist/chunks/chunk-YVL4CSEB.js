import{Fa as d,ca as p,da as c,ha as e,ia as z,ja as i,ma as g,na as l,oa as t,ta as b,ua as m,va as a,wa as n,ya as s,za as r}from"./chunk-JZBPCCZQ.js";var j=a(["success","failure","cancelled","skipped"]),y=a(["success","failure","cancelled","skipped"]),f=a(["success","fa\
ilure","cancelled"]),o=d.datetime(),u=r(z().check(i(),p())),k=t({step:z().check(i(),p()),title:r(e()),file:r(e()),line:u,
end_line:u,col:u,end_column:u}),h=t({step:z().check(i()),name:e(),message:r(e()),output_tail:s(e()),stages:s(l(e()))}),v=b(
"type",[t({type:n("run-started"),at:o,run:e(),workflow:e(),jobs:l(t({id:e(),needs:l(e()),legs:r(l(e()))}))}),t({type:n("\
job-legs"),at:o,job:e(),legs:l(e())}),t({type:n("job-started"),at:o,job:e(),leg:e(),name:r(e()),matrix:r(m(e(),g()))}),t(
{type:n("step-started"),at:o,job:e(),leg:e(),step:z().check(i()),name:e()}),t({type:n("step-finished"),at:o,job:e(),leg:e(),
step:z().check(i()),name:e(),outcome:y,conclusion:y,duration_ms:z().check(i(),c()),message:r(e()),output_tail:s(e())}),t(
{type:n("job-finished"),at:o,job:e(),leg:e(),result:j,duration_ms:z().check(i(),c()),reason:s(e()),reused:s(n(!0)),failed_step:s(
h)}),t({type:n("job-skipped"),at:o,job:e(),result:a(["skipped","cancelled"]),reason:e()}),t({type:n("notice"),at:o,level:a(
["info","warning","error"]),job:r(e()),leg:r(e()),message:e(),annotation:s(k),problem:s(t({stage:e(),attempt:z().check(i(),
p()),code:e(),path:e()}))}),t({type:n("stage-recorded"),at:o,job:e(),leg:e(),stage:e(),attempt:z().check(i()),status:e()}),
t({type:n("run-finished"),at:o,run:e(),status:f,duration_ms:z().check(i(),c())})]);export{j as a,f as b,h as c,v as d};

import{Fa as d,ca as p,da as c,ha as e,ia as i,ja as z,ma as g,na as a,oa as t,ta as b,ua as m,va as l,wa as n,ya as s,za as r}from"./chunk-JZBPCCZQ.js";var y=l(["success","failure","cancelled","skipped"]),j=l(["success","failure","cancelled","skipped"]),f=l(["success","fa\
ilure","cancelled"]),o=d.datetime(),u=r(i().check(z(),p())),k=t({step:i().check(z(),p()),title:r(e()),file:r(e()),line:u,
end_line:u,col:u,end_column:u}),h=t({step:i().check(z()),name:e(),message:r(e()),output_tail:s(e())}),v=b("type",[t({type:n(
"run-started"),at:o,run:e(),workflow:e(),jobs:a(t({id:e(),needs:a(e()),legs:r(a(e()))}))}),t({type:n("job-legs"),at:o,job:e(),
legs:a(e())}),t({type:n("job-started"),at:o,job:e(),leg:e(),name:r(e()),matrix:r(m(e(),g()))}),t({type:n("step-started"),
at:o,job:e(),leg:e(),step:i().check(z()),name:e()}),t({type:n("step-finished"),at:o,job:e(),leg:e(),step:i().check(z()),
name:e(),outcome:j,conclusion:j,duration_ms:i().check(z(),c()),message:r(e()),output_tail:s(e())}),t({type:n("job-finish\
ed"),at:o,job:e(),leg:e(),result:y,duration_ms:i().check(z(),c()),reason:s(e()),reused:s(n(!0)),failed_step:s(h)}),t({type:n(
"job-skipped"),at:o,job:e(),result:l(["skipped","cancelled"]),reason:e()}),t({type:n("notice"),at:o,level:l(["info","war\
ning","error"]),job:r(e()),leg:r(e()),message:e(),annotation:s(k),problem:s(t({stage:e(),attempt:i().check(z(),p()),code:e(),
path:e()}))}),t({type:n("stage-recorded"),at:o,job:e(),leg:e(),stage:e(),attempt:i().check(z()),status:e()}),t({type:n("\
run-finished"),at:o,run:e(),status:f,duration_ms:i().check(z(),c())})]);export{y as a,f as b,h as c,v as d};

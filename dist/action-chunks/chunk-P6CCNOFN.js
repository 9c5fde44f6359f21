import{A as _,b as s,c as b,d as i,e as y,f as h,h as e,i as t,j as n,k as f,l as x,m as z,n as k,o,s as S,t as c,u,v as a,
w as r,y as l,z as m}from"./chunk-ASZDKOOQ.js";import{r as g}from"./chunk-E6JLSL3E.js";var O=k({code:e(),severity:c(["error","warning"]),path:e(),message:e()});function U(p){return`${p.path}: ${p.message}`}var w=/^[0-9a-f]{64}$/,d=e().check(h(w,{message:"must be a lowercase hex sha256"})),F=c(["completed","exit-nonzero","han\
doff-invalid","handoff-missing","verify-failed","max-handoffs","render-failed","skipped","cancelled"]),P=o({input_tokens:a(
t().check(n(),i())),output_tokens:a(t().check(n(),i())),cost_usd:a(t().check(i()))}),H=o({id:e(),attempt:t().check(n(),s(
1)),workflow:e(),repository:e(),event_name:e(),sha:e(),ref:e()}),L=o({command:r(e()),preset:r(e()),exit_code:r(t().check(
n())),started_at:l.datetime(),finished_at:l.datetime(),duration_ms:t().check(n(),i()),usage:r(P)}),A=o({command:e(),exit_code:r(
t().check(n())),output_tail:e(),duration_ms:t().check(n(),i())}),j=o({stage:m,attempt:t().check(n(),s(1)),run_attempt:a(
t().check(n(),s(2))),record_sha256:d}),E=o({run:e().check(y(1)),lineage:z(j)}),D=o({schema:u(g.record),stage:m,job:e(),matrix:r(
S(e(),x())),attempt:t().check(n(),s(1)),repair:f(),hop:t().check(n(),s(1)),run:H,agent:L,verify:r(A),status:_,outcome:o(
{reason:F,message:r(e())}),present:f(),digests:o({handoff:r(d),prompt:d}),lineage:z(j),parent:a(E),problems:z(O)});function M(p,R){
return R==="cancelled"?"cancelled":p}var X=o({schema:u(g.run),id:e(),workflow:e(),workflow_path:r(e()),status:c(["runnin\
g","success","failure","cancelled"]),started_at:l.datetime(),finished_at:r(l.datetime()),duration_ms:r(t().check(n(),i())),
replay_of:r(e()),reason:a(e()),process:a(o({pid:t().check(n(),b()),host:e(),start:a(e()),temp:a(e())})),jobs:z(o({id:e(),
stages:z(m),result:c(["success","failure","cancelled","skipped"]),reused:a(u(!0))}))});export{O as a,U as b,w as c,P as d,H as e,j as f,E as g,D as h,M as i};

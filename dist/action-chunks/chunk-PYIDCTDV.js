import{A as u,B as m,C as j,d as c,e as l,f as z,g as x,h as k,j as e,k as t,l as n,m as b,n as _,o as s,p as S,q as r,u as O,
v as p,w as g,x as i,y as o}from"./chunk-WQDLJB62.js";import{A as y,r as d}from"./chunk-4MM7JVB2.js";var v=S({code:e(),severity:p(["error","warning"]),path:e(),message:e()});function U(a){return`${a.path}: ${a.message}`}var P=/^[0-9a-f]{64}$/,h=e().check(k(P,{message:"must be a lowercase hex sha256"})),F=p(["completed","exit-nonzero","han\
doff-invalid","handoff-missing","verify-failed","max-handoffs","render-failed","skipped","cancelled"]),H=r({input_tokens:i(
t().check(n(),z())),output_tokens:i(t().check(n(),z())),cost_usd:i(t().check(z()))}),L=r({id:e(),attempt:t().check(n(),c(
1)),workflow:e(),repository:e(),event_name:e(),sha:e(),ref:e()}),A=r({command:o(e()),preset:o(e()),exit_code:o(t().check(
n())),started_at:u.datetime(),finished_at:u.datetime(),duration_ms:t().check(n(),z()),usage:o(H)}),E=r({command:e(),exit_code:o(
t().check(n())),output_tail:e(),duration_ms:t().check(n(),z())}),R=r({stage:m,attempt:t().check(n(),c(1)),run_attempt:i(
t().check(n(),c(2))),record_sha256:h}),$=r({run:e().check(x(1)),lineage:s(R)}),B=r({schema:g(d.record),stage:m,job:e(),matrix:o(
O(e(),_())),attempt:t().check(n(),c(1)),repair:b(),hop:t().check(n(),c(1)),run:L,agent:A,verify:o(E),status:j,outcome:r(
{reason:F,message:o(e())}),present:b(),digests:r({handoff:o(h),prompt:h}),lineage:s(R),parent:i($),problems:s(v)});function C(a,f){
return f==="cancelled"?"cancelled":a}function N(a){return a.present?[]:a.outcome.reason==="handoff-invalid"?a.problems.filter(
f=>f.severity==="error"):a.problems.filter(f=>f.code===y.invalid)}function T(a){return`handoff refused (${a} ${a===1?"pr\
oblem":"problems"})`}var X=r({schema:g(d.run),id:e(),workflow:e(),workflow_path:o(e()),status:p(["running","success","fa\
ilure","cancelled"]),started_at:u.datetime(),finished_at:o(u.datetime()),duration_ms:o(t().check(n(),z())),replay_of:o(e()),
pulled:i(r({url:e(),repository:e(),run_id:t().check(n(),l()),run_attempt:o(t().check(n(),l())),pulled_at:u.datetime(),skipped:s(
r({artifact:e(),reason:e()}))})),reason:i(e()),process:i(r({pid:t().check(n(),l()),host:e(),start:i(e()),temp:i(e())})),
jobs:s(r({id:e(),stages:s(m),result:p(["success","failure","cancelled","skipped"]),reused:i(g(!0))})),unstored:i(r({failed:r(
{job:e(),stage:m,attempt:t().check(n(),l()),cause:e()}),after:s(r({job:e(),stage:m,attempt:t().check(n(),l())})),replay_from:o(
e())}))});export{v as a,U as b,P as c,H as d,L as e,R as f,$ as g,B as h,C as i,N as j,T as k};

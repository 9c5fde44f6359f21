import{A as j,b as c,c as f,d as s,e as x,f as k,h as e,i as t,j as n,k as b,l as S,m as z,n as _,o as r,s as O,t as l,u as g,
v as i,w as o,y as m,z as p}from"./chunk-OZVA4VSG.js";import{A as y,r as d}from"./chunk-ATJWCINQ.js";var v=_({code:e(),severity:l(["error","warning"]),path:e(),message:e()});function U(a){return`${a.path}: ${a.message}`}var P=/^[0-9a-f]{64}$/,h=e().check(k(P,{message:"must be a lowercase hex sha256"})),F=l(["completed","exit-nonzero","han\
doff-invalid","handoff-missing","verify-failed","max-handoffs","render-failed","skipped","cancelled"]),H=r({input_tokens:i(
t().check(n(),s())),output_tokens:i(t().check(n(),s())),cost_usd:i(t().check(s()))}),L=r({id:e(),attempt:t().check(n(),c(
1)),workflow:e(),repository:e(),event_name:e(),sha:e(),ref:e()}),A=r({command:o(e()),preset:o(e()),exit_code:o(t().check(
n())),started_at:m.datetime(),finished_at:m.datetime(),duration_ms:t().check(n(),s()),usage:o(H)}),E=r({command:e(),exit_code:o(
t().check(n())),output_tail:e(),duration_ms:t().check(n(),s())}),R=r({stage:p,attempt:t().check(n(),c(1)),run_attempt:i(
t().check(n(),c(2))),record_sha256:h}),$=r({run:e().check(x(1)),lineage:z(R)}),B=r({schema:g(d.record),stage:p,job:e(),matrix:o(
O(e(),S())),attempt:t().check(n(),c(1)),repair:b(),hop:t().check(n(),c(1)),run:L,agent:A,verify:o(E),status:j,outcome:r(
{reason:F,message:o(e())}),present:b(),digests:r({handoff:o(h),prompt:h}),lineage:z(R),parent:i($),problems:z(v)});function C(a,u){
return u==="cancelled"?"cancelled":a}function N(a){return a.present?[]:a.outcome.reason==="handoff-invalid"?a.problems.filter(
u=>u.severity==="error"):a.problems.filter(u=>u.code===y.invalid)}function T(a){return`handoff refused (${a} ${a===1?"pr\
oblem":"problems"})`}var X=r({schema:g(d.run),id:e(),workflow:e(),workflow_path:o(e()),status:l(["running","success","fa\
ilure","cancelled"]),started_at:m.datetime(),finished_at:o(m.datetime()),duration_ms:o(t().check(n(),s())),replay_of:o(e()),
reason:i(e()),process:i(r({pid:t().check(n(),f()),host:e(),start:i(e()),temp:i(e())})),jobs:z(r({id:e(),stages:z(p),result:l(
["success","failure","cancelled","skipped"]),reused:i(g(!0))})),unstored:i(r({failed:r({job:e(),stage:p,attempt:t().check(
n(),f()),cause:e()}),after:z(r({job:e(),stage:p,attempt:t().check(n(),f())})),replay_from:o(e())}))});export{v as a,U as b,P as c,H as d,L as e,R as f,$ as g,B as h,C as i,N as j,T as k};

import{A as j,b as c,c as g,d as s,e as x,f as k,h as e,i as t,j as n,k as b,l as S,m as z,n as _,o as r,s as O,t as l,u as f,
v as a,w as o,y as m,z as p}from"./chunk-FK2QV7WF.js";import{A as h,r as d}from"./chunk-QRTQZFLH.js";var v=_({code:e(),severity:l(["error","warning"]),path:e(),message:e()});function V(i){return`${i.path}: ${i.message}`}var P=/^[0-9a-f]{64}$/,y=e().check(k(P,{message:"must be a lowercase hex sha256"})),F=l(["completed","exit-nonzero","han\
doff-invalid","handoff-missing","verify-failed","max-handoffs","render-failed","skipped","cancelled"]),H=r({input_tokens:a(
t().check(n(),s())),output_tokens:a(t().check(n(),s())),cost_usd:a(t().check(s()))}),L=r({id:e(),attempt:t().check(n(),c(
1)),workflow:e(),repository:e(),event_name:e(),sha:e(),ref:e()}),A=r({command:o(e()),preset:o(e()),exit_code:o(t().check(
n())),started_at:m.datetime(),finished_at:m.datetime(),duration_ms:t().check(n(),s()),usage:o(H)}),E=r({command:e(),exit_code:o(
t().check(n())),output_tail:e(),duration_ms:t().check(n(),s())}),R=r({stage:p,attempt:t().check(n(),c(1)),run_attempt:a(
t().check(n(),c(2))),record_sha256:y}),U=r({run:e().check(x(1)),lineage:z(R)}),B=r({schema:f(d.record),stage:p,job:e(),matrix:o(
O(e(),S())),attempt:t().check(n(),c(1)),repair:b(),hop:t().check(n(),c(1)),run:L,agent:A,verify:o(E),status:j,outcome:r(
{reason:F,message:o(e())}),present:b(),digests:r({handoff:o(y),prompt:y}),lineage:z(R),parent:a(U),problems:z(v)});function C(i,u){
return u==="cancelled"?"cancelled":i}function N(i){return i.present?[]:i.outcome.reason==="handoff-invalid"?i.problems.filter(
u=>u.severity==="error"):i.problems.filter(u=>u.code===h.invalid)}var X=r({schema:f(d.run),id:e(),workflow:e(),workflow_path:o(
e()),status:l(["running","success","failure","cancelled"]),started_at:m.datetime(),finished_at:o(m.datetime()),duration_ms:o(
t().check(n(),s())),replay_of:o(e()),reason:a(e()),process:a(r({pid:t().check(n(),g()),host:e(),start:a(e()),temp:a(e())})),
jobs:z(r({id:e(),stages:z(p),result:l(["success","failure","cancelled","skipped"]),reused:a(f(!0))})),unstored:a(r({failed:r(
{job:e(),stage:p,attempt:t().check(n(),g()),cause:e()}),after:z(r({job:e(),stage:p,attempt:t().check(n(),g())})),replay_from:o(
e())}))});export{v as a,V as b,P as c,H as d,L as e,R as f,U as g,B as h,C as i,N as j};

import{A as j,b as c,c as l,d as z,e as x,f as k,h as t,i as e,j as n,k as b,l as _,m as s,n as S,o as r,s as O,t as p,u as f,
v as i,w as o,y as u,z as m}from"./chunk-FK2QV7WF.js";import{A as h,r as d}from"./chunk-QRTQZFLH.js";var v=S({code:t(),severity:p(["error","warning"]),path:t(),message:t()});function V(a){return`${a.path}: ${a.message}`}var P=/^[0-9a-f]{64}$/,y=t().check(k(P,{message:"must be a lowercase hex sha256"})),F=p(["completed","exit-nonzero","han\
doff-invalid","handoff-missing","verify-failed","max-handoffs","render-failed","skipped","cancelled"]),H=r({input_tokens:i(
e().check(n(),z())),output_tokens:i(e().check(n(),z())),cost_usd:i(e().check(z()))}),L=r({id:t(),attempt:e().check(n(),c(
1)),workflow:t(),repository:t(),event_name:t(),sha:t(),ref:t()}),A=r({command:o(t()),preset:o(t()),exit_code:o(e().check(
n())),started_at:u.datetime(),finished_at:u.datetime(),duration_ms:e().check(n(),z()),usage:o(H)}),E=r({command:t(),exit_code:o(
e().check(n())),output_tail:t(),duration_ms:e().check(n(),z())}),R=r({stage:m,attempt:e().check(n(),c(1)),run_attempt:i(
e().check(n(),c(2))),record_sha256:y}),U=r({run:t().check(x(1)),lineage:s(R)}),B=r({schema:f(d.record),stage:m,job:t(),matrix:o(
O(t(),_())),attempt:e().check(n(),c(1)),repair:b(),hop:e().check(n(),c(1)),run:L,agent:A,verify:o(E),status:j,outcome:r(
{reason:F,message:o(t())}),present:b(),digests:r({handoff:o(y),prompt:y}),lineage:s(R),parent:i(U),problems:s(v)});function C(a,g){
return g==="cancelled"?"cancelled":a}function N(a){return a.present?[]:a.outcome.reason==="handoff-invalid"?a.problems.filter(
g=>g.severity==="error"):a.problems.filter(g=>g.code===h.invalid)}var X=r({schema:f(d.run),id:t(),workflow:t(),workflow_path:o(
t()),status:p(["running","success","failure","cancelled"]),started_at:u.datetime(),finished_at:o(u.datetime()),duration_ms:o(
e().check(n(),z())),replay_of:o(t()),pulled:i(r({url:t(),repository:t(),run_id:e().check(n(),l()),run_attempt:o(e().check(
n(),l())),pulled_at:u.datetime(),skipped:s(r({artifact:t(),reason:t()}))})),reason:i(t()),process:i(r({pid:e().check(n(),
l()),host:t(),start:i(t()),temp:i(t())})),jobs:s(r({id:t(),stages:s(m),result:p(["success","failure","cancelled","skippe\
d"]),reused:i(f(!0))})),unstored:i(r({failed:r({job:t(),stage:m,attempt:e().check(n(),l()),cause:t()}),after:s(r({job:t(),
stage:m,attempt:e().check(n(),l())})),replay_from:o(t())}))});export{v as a,V as b,P as c,H as d,L as e,R as f,U as g,B as h,C as i,N as j};

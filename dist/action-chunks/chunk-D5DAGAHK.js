import{A as u,B as m,C as S,d as l,e as z,f as c,g as f,h as x,j as t,k as e,l as r,m as h,n as _,o as s,p as j,q as n,u as O,
v as p,w as d,x as i,y as o}from"./chunk-F5SJJ7OM.js";import{G as k,x as b}from"./chunk-HAPBAMSR.js";var v=j({code:t(),severity:p(["error","warning"]),path:t(),message:t()});function V(a){return`${a.path}: ${a.message}`}var P=/^[0-9a-f]{64}$/,y=t().check(x(P,{message:"must be a lowercase hex sha256"})),F=p(["completed","exit-nonzero","han\
doff-invalid","handoff-missing","verify-failed","max-handoffs","render-failed","skipped","cancelled"]),H=n({input_tokens:i(
e().check(r(),c())),output_tokens:i(e().check(r(),c())),cost_usd:i(e().check(c()))}),L=n({id:t(),attempt:e().check(r(),l(
1)),workflow:t(),repository:t(),event_name:t(),sha:t(),ref:t()}),A=n({command:o(t()),preset:o(t()),exit_code:o(e().check(
r())),started_at:u.datetime(),finished_at:u.datetime(),duration_ms:e().check(r(),c()),usage:o(H)}),E=n({command:t(),exit_code:o(
e().check(r())),output_tail:t(),duration_ms:e().check(r(),c())}),R=n({stage:m,attempt:e().check(r(),l(1)),run_attempt:i(
e().check(r(),l(2))),record_sha256:y}),$=n({run:t().check(f(1)),lineage:s(R)}),B=n({schema:d(b.record),stage:m,job:t(),matrix:o(
O(t(),_())),attempt:e().check(r(),l(1)),repair:h(),hop:e().check(r(),l(1)),run:L,agent:A,verify:o(E),status:S,outcome:n(
{reason:F,message:o(t())}),present:h(),digests:n({handoff:o(y),prompt:y}),lineage:s(R),parent:i($),problems:s(v)});function C(a,g){
return g==="cancelled"?"cancelled":a}function N(a){return a.present?[]:a.outcome.reason==="handoff-invalid"?a.problems.filter(
g=>g.severity==="error"):a.problems.filter(g=>g.code===k.invalid)}function T(a){return`handoff refused (${a} ${a===1?"pr\
oblem":"problems"})`}var U=n({path:t().check(f(1)),event:t().check(f(1)),head_sha:t(),head_branch:o(t()),run_attempt:e().
check(r(),z()),display_title:t(),jobs:s(n({name:t(),conclusion:o(t())}))}),X=n({schema:d(b.run),id:t(),workflow:t(),workflow_path:o(
t()),status:p(["running","success","failure","cancelled"]),started_at:u.datetime(),finished_at:o(u.datetime()),duration_ms:o(
e().check(r(),c())),replay_of:o(t()),pulled:i(n({url:t(),repository:t(),run_id:e().check(r(),z()),run_attempt:o(e().check(
r(),z())),pulled_at:u.datetime(),skipped:s(n({artifact:t(),reason:t()})),workflow_run:i(U)})),reason:i(t()),process:i(n(
{pid:e().check(r(),z()),host:t(),start:i(t()),temp:i(t())})),jobs:s(n({id:t(),stages:s(m),result:p(["success","failure",
"cancelled","skipped"]),reused:i(d(!0))})),unstored:i(n({failed:n({job:t(),stage:m,attempt:e().check(r(),z()),cause:t()}),
after:s(n({job:t(),stage:m,attempt:e().check(r(),z())})),replay_from:o(t())}))});export{v as a,V as b,P as c,H as d,L as e,R as f,$ as g,B as h,C as i,N as j,T as k};

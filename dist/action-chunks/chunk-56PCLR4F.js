import{A as _,b as z,c as m,d as i,e as y,f as h,h as t,i as e,j as n,k as d,l as x,m as s,n as k,o as r,s as S,t as c,u as g,
v as a,w as o,y as p,z as l}from"./chunk-T23XP4SS.js";import{r as f}from"./chunk-WNTO4VPO.js";var j=k({code:t(),severity:c(["error","warning"]),path:t(),message:t()});function U(u){return`${u.path}: ${u.message}`}var w=/^[0-9a-f]{64}$/,b=t().check(h(w,{message:"must be a lowercase hex sha256"})),F=c(["completed","exit-nonzero","han\
doff-invalid","handoff-missing","verify-failed","max-handoffs","render-failed","skipped","cancelled"]),P=r({input_tokens:a(
e().check(n(),i())),output_tokens:a(e().check(n(),i())),cost_usd:a(e().check(i()))}),H=r({id:t(),attempt:e().check(n(),z(
1)),workflow:t(),repository:t(),event_name:t(),sha:t(),ref:t()}),L=r({command:o(t()),preset:o(t()),exit_code:o(e().check(
n())),started_at:p.datetime(),finished_at:p.datetime(),duration_ms:e().check(n(),i()),usage:o(P)}),A=r({command:t(),exit_code:o(
e().check(n())),output_tail:t(),duration_ms:e().check(n(),i())}),O=r({stage:l,attempt:e().check(n(),z(1)),run_attempt:a(
e().check(n(),z(2))),record_sha256:b}),E=r({run:t().check(y(1)),lineage:s(O)}),D=r({schema:g(f.record),stage:l,job:t(),matrix:o(
S(t(),x())),attempt:e().check(n(),z(1)),repair:d(),hop:e().check(n(),z(1)),run:H,agent:L,verify:o(A),status:_,outcome:r(
{reason:F,message:o(t())}),present:d(),digests:r({handoff:o(b),prompt:b}),lineage:s(O),parent:a(E),problems:s(j)});function M(u,R){
return R==="cancelled"?"cancelled":u}var X=r({schema:g(f.run),id:t(),workflow:t(),workflow_path:o(t()),status:c(["runnin\
g","success","failure","cancelled"]),started_at:p.datetime(),finished_at:o(p.datetime()),duration_ms:o(e().check(n(),i())),
replay_of:o(t()),reason:a(t()),process:a(r({pid:e().check(n(),m()),host:t(),start:a(t()),temp:a(t())})),jobs:s(r({id:t(),
stages:s(l),result:c(["success","failure","cancelled","skipped"]),reused:a(g(!0))})),unstored:a(r({failed:r({job:t(),stage:l,
attempt:e().check(n(),m()),cause:t()}),after:s(r({job:t(),stage:l,attempt:e().check(n(),m())})),replay_from:o(t())}))});export{j as a,U as b,w as c,P as d,H as e,O as f,E as g,D as h,M as i};

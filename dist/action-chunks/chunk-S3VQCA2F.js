import{b as E}from"./chunk-4K4GM72I.js";import{A as b,B as y,C as L,d as f,e as d,f as l,g as k,h as P,j as e,k as n,
l as s,m as _,n as $,o as z,p as v,q as o,u as K,v as g,w as S,x as c,y as a}from"./chunk-GNY3OND4.js";import{m as A,
v as j}from"./chunk-JQWIKLAS.js";var C="\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u061c\\u200b-\\u200f\\u2028-\\u202e\\u2066-\\u2069\\ufeff",I=new RegExp(
`[${C}\\u000a]`,"g");function F(t){return`\\u${t.charCodeAt(0).toString(16).padStart(4,"0")}`}function et(t){return t.replace(
I,F)}var N=/^([\s\u0085]*):(?=:)/gm,T=/#(?=#\[)/g;function rt(t,r=F){return t.replace(N,(i,p)=>`${p}${r(":")}`).replace(
T,r)}var M=v({code:e(),severity:g(["error","warning"]),path:e(),message:e()});function ot(t){return`${t.path}: ${t.message}`}var U=/^[0-9a-f]{64}$/,w=e().check(P(U,{message:"must be a lowercase hex sha256"})),V=g(["completed","exit-nonzero","han\
doff-invalid","handoff-missing","verify-failed","max-handoffs","render-failed","skipped","cancelled"]),W=o({input_tokens:c(
n().check(s(),l())),output_tokens:c(n().check(s(),l())),cost_usd:c(n().check(l()))}),B=o({id:e(),attempt:n().check(s(),f(
1)),workflow:e(),repository:e(),event_name:e(),sha:e(),ref:e()}),X=o({command:a(e()),preset:a(e()),exit_code:a(n().check(
s())),started_at:b.datetime(),finished_at:b.datetime(),duration_ms:n().check(s(),l()),usage:a(W)}),Y=o({command:e(),exit_code:a(
n().check(s())),output_tail:e(),duration_ms:n().check(s(),l())}),H=o({stage:y,attempt:n().check(s(),f(1)),run_attempt:c(
n().check(s(),f(2))),record_sha256:w}),q=o({run:e().check(k(1)),lineage:z(H)}),pt=o({schema:S(A.record),stage:y,job:e(),
matrix:a(K(e(),$())),attempt:n().check(s(),f(1)),repair:_(),hop:n().check(s(),f(1)),run:B,agent:X,verify:a(Y),status:L,outcome:o(
{reason:V,message:a(e())}),present:_(),digests:o({handoff:a(w),prompt:w}),lineage:z(H),parent:c(q),problems:z(M)});function ut(t,r){
return r==="cancelled"?"cancelled":t}function zt(t){return t.present?[]:t.outcome.reason==="handoff-invalid"?t.problems.
filter(r=>r.severity==="error"):t.problems.filter(r=>r.code===j.invalid)}function mt(t){return`handoff refused (${t} ${t===
1?"problem":"problems"})`}var G=o({path:e().check(k(1)),event:e().check(k(1)),head_sha:e(),head_branch:a(e()),run_attempt:n().
check(s(),d()),display_title:e(),jobs:z(o({name:e(),conclusion:a(e())}))}),dt=o({schema:S(A.run),id:e(),workflow:e(),workflow_path:a(
e()),status:g(["running","success","failure","cancelled"]),started_at:b.datetime(),finished_at:a(b.datetime()),duration_ms:a(
n().check(s(),l())),replay_of:a(e()),pulled:c(o({url:e(),repository:e(),run_id:n().check(s(),d()),run_attempt:a(n().check(
s(),d())),pulled_at:b.datetime(),skipped:z(o({artifact:e(),reason:e()})),workflow_run:c(G)})),reason:c(e()),process:c(o(
{pid:n().check(s(),d()),host:e(),start:c(e()),temp:c(e())})),jobs:z(o({id:e(),stages:z(y),result:g(["success","failure",
"cancelled","skipped"]),reused:c(S(!0))})),unstored:c(o({failed:o({job:e(),stage:y,attempt:n().check(s(),d()),cause:e()}),
after:z(o({job:e(),stage:y,attempt:n().check(s(),d())})),replay_from:a(e())}))});function h(t,r){return t.runAttempt-r.runAttempt||t.attempt-r.attempt}function ft(t,r){return(t.stage<r.stage?-1:t.stage>
r.stage?1:0)||h(t,r)}function gt(t){let r;for(let i of t)(r===void 0||h(i,r)>0)&&(r=i);return r}function x(t){return{stage:t.
stage,attempt:t.attempt,runAttempt:t.run.attempt}}function J(t){let r=t.runAttempt===1?"":` of run attempt ${t.runAttempt}`;
return`attempt ${t.attempt}${r}`}function bt(t){return`stage ${t.stage} ${J(t)}`}function Q(t){let r=new Map;for(let i of t){let p=r.get(i.stage);(p===void 0||h(i,p)>0)&&r.set(i.stage,i)}return r}function Z(t){
for(let r of t.values())if(r.runAttempt>1)return!0;return!1}function tt(t,r){let i;for(let p of t.lineage){let m=p.run_attempt??
1,u=r.get(p.stage)?.runAttempt??m;u<=m||(i===void 0||u>i.newerRunAttempt||u===i.newerRunAttempt&&E(p.stage,i.upstream)<0)&&
(i={record:x(t),upstream:p.stage,readRunAttempt:m,newerRunAttempt:u})}return i}function Rt(t,r=[]){let i=Q([...t.map(u=>x(
u.record)),...r]),p=new Map;if(!Z(i))return p;let m=new Map;for(let u of t){let R=m.get(u.record.stage);(R===void 0||h(x(
u.record),x(R.record))>0)&&m.set(u.record.stage,u)}for(let[u,R]of m){let O=tt(R.record,i);O!==void 0&&p.set(u,O)}return p}
function kt(t){let{record:r}=t;return`its newest record, attempt ${r.attempt} of run attempt ${r.runAttempt}, was render\
ed from stage ${t.upstream}'s record of run attempt ${t.readRunAttempt}, and ${t.upstream} ran again in run attempt ${t.
newerRunAttempt} while ${r.stage} did not (its job was skipped, or stopped before it recorded)`}export{et as a,rt as b,M as c,ot as d,U as e,W as f,B as g,H as h,q as i,pt as j,ut as k,zt as l,mt as m,h as n,ft as o,
gt as p,x as q,J as r,bt as s,Q as t,Z as u,tt as v,Rt as w,kt as x};

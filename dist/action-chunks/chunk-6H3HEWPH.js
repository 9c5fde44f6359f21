import{b as H}from"./chunk-PTKQTQSJ.js";import{A as b,B as y,C as F,d as f,e as d,f as l,g as k,h as P,j as t,k as n,
l as s,m as A,n as v,o as z,p as K,q as o,u as $,v as g,w as S,x as c,y as a}from"./chunk-UHTD4FAP.js";import{G as O,
x as w}from"./chunk-LYXMPV4N.js";var L=K({code:t(),severity:g(["error","warning"]),path:t(),message:t()});function J(e){return`${e.path}: ${e.message}`}var T=/^[0-9a-f]{64}$/,_=t().check(P(T,{message:"must be a lowercase hex sha256"})),I=g(["completed","exit-nonzero","han\
doff-invalid","handoff-missing","verify-failed","max-handoffs","render-failed","skipped","cancelled"]),U=o({input_tokens:c(
n().check(s(),l())),output_tokens:c(n().check(s(),l())),cost_usd:c(n().check(l()))}),V=o({id:t(),attempt:n().check(s(),f(
1)),workflow:t(),repository:t(),event_name:t(),sha:t(),ref:t()}),W=o({command:a(t()),preset:a(t()),exit_code:a(n().check(
s())),started_at:b.datetime(),finished_at:b.datetime(),duration_ms:n().check(s(),l()),usage:a(U)}),C=o({command:t(),exit_code:a(
n().check(s())),output_tail:t(),duration_ms:n().check(s(),l())}),M=o({stage:y,attempt:n().check(s(),f(1)),run_attempt:c(
n().check(s(),f(2))),record_sha256:_}),D=o({run:t().check(k(1)),lineage:z(M)}),te=o({schema:S(w.record),stage:y,job:t(),
matrix:a($(t(),v())),attempt:n().check(s(),f(1)),repair:A(),hop:n().check(s(),f(1)),run:V,agent:W,verify:a(C),status:F,outcome:o(
{reason:I,message:a(t())}),present:A(),digests:o({handoff:a(_),prompt:_}),lineage:z(M),parent:c(D),problems:z(L)});function re(e,r){
return r==="cancelled"?"cancelled":e}function ne(e){return e.present?[]:e.outcome.reason==="handoff-invalid"?e.problems.
filter(r=>r.severity==="error"):e.problems.filter(r=>r.code===O.invalid)}function oe(e){return`handoff refused (${e} ${e===
1?"problem":"problems"})`}var N=o({path:t().check(k(1)),event:t().check(k(1)),head_sha:t(),head_branch:a(t()),run_attempt:n().
check(s(),d()),display_title:t(),jobs:z(o({name:t(),conclusion:a(t())}))}),se=o({schema:S(w.run),id:t(),workflow:t(),workflow_path:a(
t()),status:g(["running","success","failure","cancelled"]),started_at:b.datetime(),finished_at:a(b.datetime()),duration_ms:a(
n().check(s(),l())),replay_of:a(t()),pulled:c(o({url:t(),repository:t(),run_id:n().check(s(),d()),run_attempt:a(n().check(
s(),d())),pulled_at:b.datetime(),skipped:z(o({artifact:t(),reason:t()})),workflow_run:c(N)})),reason:c(t()),process:c(o(
{pid:n().check(s(),d()),host:t(),start:c(t()),temp:c(t())})),jobs:z(o({id:t(),stages:z(y),result:g(["success","failure",
"cancelled","skipped"]),reused:c(S(!0))})),unstored:c(o({failed:o({job:t(),stage:y,attempt:n().check(s(),d()),cause:t()}),
after:z(o({job:t(),stage:y,attempt:n().check(s(),d())})),replay_from:a(t())}))});function R(e,r){return e.runAttempt-r.runAttempt||e.attempt-r.attempt}function ie(e,r){return(e.stage<r.stage?-1:e.stage>
r.stage?1:0)||R(e,r)}function ce(e){let r;for(let i of e)(r===void 0||R(i,r)>0)&&(r=i);return r}function h(e){return{stage:e.
stage,attempt:e.attempt,runAttempt:e.run.attempt}}function B(e){let r=e.runAttempt===1?"":` of run attempt ${e.runAttempt}`;
return`attempt ${e.attempt}${r}`}function pe(e){return`stage ${e.stage} ${B(e)}`}function X(e){let r=new Map;for(let i of e){let u=r.get(i.stage);(u===void 0||R(i,u)>0)&&r.set(i.stage,i)}return r}function q(e){
for(let r of e.values())if(r.runAttempt>1)return!0;return!1}function G(e,r){let i;for(let u of e.lineage){let m=u.run_attempt??
1,p=r.get(u.stage)?.runAttempt??m;p<=m||(i===void 0||p>i.newerRunAttempt||p===i.newerRunAttempt&&H(u.stage,i.upstream)<0)&&
(i={record:h(e),upstream:u.stage,readRunAttempt:m,newerRunAttempt:p})}return i}function de(e,r=[]){let i=X([...e.map(p=>h(
p.record)),...r]),u=new Map;if(!q(i))return u;let m=new Map;for(let p of e){let x=m.get(p.record.stage);(x===void 0||R(h(
p.record),h(x.record))>0)&&m.set(p.record.stage,p)}for(let[p,x]of m){let j=G(x.record,i);j!==void 0&&u.set(p,j)}return u}
function le(e){let{record:r}=e;return`its newest record, attempt ${r.attempt} of run attempt ${r.runAttempt}, was render\
ed from stage ${e.upstream}'s record of run attempt ${e.readRunAttempt}, and ${e.upstream} ran again in run attempt ${e.
newerRunAttempt} while ${r.stage} did not (its job was skipped, or stopped before it recorded)`}export{L as a,J as b,T as c,U as d,V as e,M as f,D as g,te as h,re as i,ne as j,oe as k,R as l,ie as m,ce as n,h as o,B as p,
pe as q,X as r,q as s,G as t,de as u,le as v};

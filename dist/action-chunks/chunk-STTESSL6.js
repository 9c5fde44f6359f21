import{E as g}from"./chunk-TXCLSAYU.js";import{a as k,f as N,g as j}from"./chunk-26OV74WA.js";import{a as D}from"./chunk-PO5EA42V.js";
import{b as m,f as b,h as a,i as w,j as S,k as P,m as c,o as d,s as x,v as h,w as v,y as $,z as A}from"./chunk-JMIEYLIB.js";
import{d as l}from"./chunk-O7UU6C5Q.js";import{M as E,N as f}from"./chunk-X2XQMBC6.js";import{d as B}from"./chunk-A64LSPLL.js";var p=B(D(),1);import{readFile as C,writeFile as H}from"node:fs/promises";import{join as V}from"node:path";var T=d({stage:A,attempt:w().check(S(),m(1)),repair:P(),prompt:a(),promptPath:a(),handoffPath:a(),lineage:c(N),hop:w().check(
S(),m(1)),parent:h(j),warnings:c(k),preparedAt:$.datetime()});var _=a().check(b(/^[0-9a-f]{64}$/)),q=d({prepared:T,workflowJobs:v(c(a())),workflowUnread:h(a()),redact:c(_),environment:x(
a(),v(_))});function O(t,e){return V(t,`${E}${e}.json`)}async function re(t,e){let n=JSON.stringify(e),r={state:n,seal:U(
t,n).toString("hex")};await H(O(g(t,"RUNNER_TEMP"),e.prepared.stage),JSON.stringify(r),{mode:384})}async function ne(t,e){
let n=O(g(t,"RUNNER_TEMP"),e),r;try{r=await C(n,"utf8")}catch{throw new l("prepare-missing",`stage ${e} was not prepared\
 in this job: run baton's prepare action before capture, with the same stage id`,{where:`stage ${e}`})}let o=I=>new l("p\
repare-invalid",`${n} ${I}; run prepare again`,{where:`stage ${e}`}),i=R(r);if(typeof i?.state!="string"||typeof i.seal!=
"string")throw o(`does not hold a prepared stage ${e}`);let s=U(t,i.state),z=Buffer.from(i.seal,"hex");if(z.length!==s.length||
!(0,p.timingSafeEqual)(z,s))throw o("was changed after prepare wrote it (its seal does not match)");let u=q.safeParse(R(
i.state));if(!u.success||u.data.prepared.stage!==e)throw o(`does not hold a prepared stage ${e}`);return u.data}function U(t,e){
return(0,p.createHmac)("sha256",y(t,"baton prepared state v1")).update(e).digest()}function F(t,e){let n=y(t,"baton reda\
ct value v1");return e.map(r=>(0,p.createHmac)("sha256",n).update(r).digest("hex"))}function ae(t,e,n){let r=new Set(F(t,
n));return e.filter(o=>r.has(o)).length}function L(t){let e=y(t,"baton watched env v1");return Object.fromEntries(f.map(
n=>{let r=t[n];return[n,r?(0,p.createHmac)("sha256",e).update(r).digest("hex"):null]}))}function oe(t,e){let n=L(t),r=f.
filter(s=>(e.environment[s]??null)!==n[s]);if(r.length===0)return;let o=r.length===1?r[0]:`${r.slice(0,-1).join(", ")} a\
nd ${r.at(-1)}`,i=r.some(s=>s.startsWith("LD_"))?" A library the dynamic loader was told to load ran in this step before\
 this check could: treat the job\u2019s tokens as exposed.":"";throw new l("capture-env-changed",`${o} ${r.length===1?"w\
as":"were"} set or changed after prepare ran, by a step between prepare and capture (through $GITHUB_ENV: the agent's st\
ep, most likely). They change what this step loads, which certificates it trusts or where its requests go, with the job'\
s runtime token in them, so capture stores nothing.${i} Set such variables before prepare (in the job's env:) when the j\
ob needs them; and run an agent you do not trust with the root action, which runs it itself, without $GITHUB_ENV.`,{where:`\
stage ${e.prepared.stage}`})}function y(t,e){return(0,p.createHmac)("sha256",g(t,"ACTIONS_RUNTIME_TOKEN")).update(e).digest()}
function R(t){try{let e=JSON.parse(t);return e!==null&&typeof e=="object"?e:null}catch{return null}}export{re as a,ne as b,F as c,ae as d,L as e,oe as f};

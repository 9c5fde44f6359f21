import{F as f}from"./chunk-IHN7WZ3P.js";import{a as N,f as T,g as U}from"./chunk-KGGRXWCQ.js";import{b as w,
f as x,h as s,i as z,j as y,k as A,m as c,o as d,s as $,v as l,w as h,y as j,z as k}from"./chunk-WGTUOESA.js";import{
a as J}from"./chunk-PO5EA42V.js";import{d as u}from"./chunk-O7UU6C5Q.js";import{M as P,N as S}from"./chunk-K26OWEVR.js";
import{d as D}from"./chunk-A64LSPLL.js";var p=D(J(),1);import{readFile as H,writeFile as V}from"node:fs/promises";import{join as q}from"node:path";var _=d({stage:k,attempt:z().check(y(),w(1)),repair:A(),prompt:s(),promptPath:s(),handoffPath:s(),lineage:c(T),hop:z().check(
y(),w(1)),parent:l(U),warnings:c(N),preparedAt:j.datetime()});var E=s().check(x(/^[0-9a-f]{64}$/)),F=d({prepared:_,workflowJobs:h(c(s())),workflowUnread:l(s()),redact:c(E),envSecrets:l(
h(d({names:c(s()),given:c(d({name:s(),digest:E}))}))),envSecretsUnread:l(s()),environment:$(s(),h(E))});function R(t,e){
return q(t,`${P}${e}.json`)}async function re(t,e){let n=JSON.stringify(e),r={state:n,seal:I(t,n).toString("hex")};await V(
R(f(t,"RUNNER_TEMP"),e.prepared.stage),JSON.stringify(r),{mode:384})}async function ne(t,e){let n=R(f(t,"RUNNER_TEMP"),e),
r;try{r=await H(n,"utf8")}catch{throw new u("prepare-missing",`stage ${e} was not prepared in this job: run baton's prep\
are action before capture, with the same stage id`,{where:`stage ${e}`})}let a=B=>new u("prepare-invalid",`${n} ${B}; ru\
n prepare again`,{where:`stage ${e}`}),o=O(r);if(typeof o?.state!="string"||typeof o.seal!="string")throw a(`does not ho\
ld a prepared stage ${e}`);let i=I(t,o.state),g=Buffer.from(o.seal,"hex");if(g.length!==i.length||!(0,p.timingSafeEqual)(
g,i))throw a("was changed after prepare wrote it (its seal does not match)");let v=F.safeParse(O(o.state));if(!v.success||
v.data.prepared.stage!==e)throw a(`does not hold a prepared stage ${e}`);return v.data}function I(t,e){return(0,p.createHmac)(
"sha256",b(t,"baton prepared state v1")).update(e).digest()}function m(t,e){let n=b(t,"baton redact value v1");return e.
map(r=>(0,p.createHmac)("sha256",n).update(r).digest("hex"))}function ae(t,e,n){let r=new Set(m(t,n));return e.filter(a=>r.
has(a)).length}function oe(t,e){if(e===void 0)return{envSecrets:null};if(e.kind==="unread")return{envSecrets:null,envSecretsUnread:e.
reason};let n=e.names.filter(a=>t[a]),r=m(t,n.map(a=>t[a]??""));return{envSecrets:{names:e.jobNames,given:n.map((a,o)=>({
name:a,digest:r[o]??""}))}}}function se(t,e,n){let r=e.envSecrets?.given??[],a=new Set(m(t,n));return r.filter(({name:o,
digest:i})=>{let g=t[o];return g&&m(t,[g])[0]===i?!1:!a.has(i)}).map(({name:o})=>o)}function L(t){let e=b(t,"baton watch\
ed env v1");return Object.fromEntries(S.map(n=>{let r=t[n];return[n,r?(0,p.createHmac)("sha256",e).update(r).digest("hex"):
null]}))}function ie(t,e){let n=L(t),r=S.filter(i=>(e.environment[i]??null)!==n[i]);if(r.length===0)return;let a=r.length===
1?r[0]:`${r.slice(0,-1).join(", ")} and ${r.at(-1)}`,o=r.some(i=>i.startsWith("LD_"))?" A library the dynamic loader was\
 told to load ran in this step before this check could: treat the job\u2019s tokens as exposed.":"";throw new u("capture\
-env-changed",`${a} ${r.length===1?"was":"were"} set or changed after prepare ran, by a step between prepare and capture\
 (through $GITHUB_ENV: the agent's step, most likely). They change what this step loads, which certificates it trusts or\
 where its requests go, with the job's runtime token in them, so capture stores nothing.${o} Set such variables before p\
repare (in the job's env:) when the job needs them; and run an agent you do not trust with the root action, which runs i\
t itself, without $GITHUB_ENV.`,{where:`stage ${e.prepared.stage}`})}function b(t,e){return(0,p.createHmac)("sha256",f(t,
"ACTIONS_RUNTIME_TOKEN")).update(e).digest()}function O(t){try{let e=JSON.parse(t);return e!==null&&typeof e=="object"?e:
null}catch{return null}}export{re as a,ne as b,m as c,ae as d,oe as e,se as f,L as g,ie as h};

import{G as v}from"./chunk-IYXZUD3F.js";import{a as T,f as U,g as _}from"./chunk-6SIN2BQQ.js";import{b as z,
f as A,h as o,i as y,j as E,k as $,m as c,o as g,s as j,v as l,w as m,y as k,z as N}from"./chunk-OGFSPBO6.js";import{
a as J}from"./chunk-PO5EA42V.js";import{d as f}from"./chunk-O7UU6C5Q.js";import{N as x,O as w}from"./chunk-2FQEBD2O.js";
import{d as D}from"./chunk-A64LSPLL.js";var p=D(J(),1);import{readFile as H,writeFile as V}from"node:fs/promises";import{join as q}from"node:path";var O=g({stage:N,attempt:y().check(E(),z(1)),repair:$(),prompt:o(),promptPath:o(),handoffPath:o(),lineage:c(U),hop:y().check(
E(),z(1)),parent:l(_),warnings:c(T),preparedAt:k.datetime()});var b=o().check(A(/^[0-9a-f]{64}$/)),F=g({prepared:O,workflowJobs:m(c(o())),workflowUnread:l(o()),redact:c(b),envSecrets:l(
m(g({names:c(o()),given:c(g({name:o(),digest:b}))}))),envSecretsUnread:l(o()),environment:j(o(),m(b))});function I(t,e){
return q(t,`${x}${e}.json`)}async function re(t,e){let n=JSON.stringify(e),r={state:n,seal:B(t,n).toString("hex")};await V(
I(v(t,"RUNNER_TEMP"),e.prepared.stage),JSON.stringify(r),{mode:384})}async function ne(t,e){let n=I(v(t,"RUNNER_TEMP"),e),
r;try{r=await H(n,"utf8")}catch{throw new f("prepare-missing",`stage ${e} was not prepared in this job: run baton's prep\
are action before capture, with the same stage id`,{where:`stage ${e}`})}let a=u=>new f("prepare-invalid",`${n} ${u}; ru\
n prepare again`,{where:`stage ${e}`}),s=R(r);if(typeof s?.state!="string"||typeof s.seal!="string")throw a(`does not ho\
ld a prepared stage ${e}`);let i=B(t,s.state),h=Buffer.from(s.seal,"hex");if(h.length!==i.length||!(0,p.timingSafeEqual)(
h,i))throw a("was changed after prepare wrote it (its seal does not match)");let d=F.safeParse(R(s.state));if(!d.success||
d.data.prepared.stage!==e)throw a(`does not hold a prepared stage ${e}`);return d.data}function B(t,e){return(0,p.createHmac)(
"sha256",P(t,"baton prepared state v1")).update(e).digest()}function S(t,e){let n=P(t,"baton redact value v1");return e.
map(r=>(0,p.createHmac)("sha256",n).update(r).digest("hex"))}function ae(t,e,n){let r=new Set(S(t,n));return e.filter(a=>r.
has(a)).length}function se(t,e){if(e===void 0)return{envSecrets:null};if(e.kind==="unread")return{envSecrets:null,envSecretsUnread:e.
reason};let n=e.names.filter(a=>t[a]),r=S(t,n.map(a=>t[a]??""));return{envSecrets:{names:e.jobNames,given:n.map((a,s)=>({
name:a,digest:r[s]??""}))},...e.incomplete===void 0?{}:{envSecretsUnread:e.incomplete}}}function oe(t,e,n){let r=e.envSecrets?.
given??[],a=new Set(S(t,n)),s=[],i=[];for(let{name:h,digest:d}of r){let u=t[h];a.has(d)||u&&S(t,[u])[0]===d||(u?i:s).push(
h)}return{absent:s,changed:i}}function L(t){let e=P(t,"baton watched env v1");return Object.fromEntries(w.map(n=>{let r=t[n];
return[n,r?(0,p.createHmac)("sha256",e).update(r).digest("hex"):null]}))}function ie(t,e){let n=L(t),r=w.filter(i=>(e.environment[i]??
null)!==n[i]);if(r.length===0)return;let a=r.length===1?r[0]:`${r.slice(0,-1).join(", ")} and ${r.at(-1)}`,s=r.some(i=>i.
startsWith("LD_"))?" A library the dynamic loader was told to load ran in this step before this check could: treat the j\
ob\u2019s tokens as exposed.":"";throw new f("capture-env-changed",`${a} ${r.length===1?"was":"were"} set or changed aft\
er prepare ran, by a step between prepare and capture (through $GITHUB_ENV: the agent's step, most likely). They change \
what this step loads, which certificates it trusts or where its requests go, with the job's runtime token in them, so ca\
pture stores nothing.${s} Set such variables before prepare (in the job's env:) when the job needs them; and run an agen\
t you do not trust with the root action, which runs it itself, without $GITHUB_ENV.`,{where:`stage ${e.prepared.stage}`})}
function P(t,e){return(0,p.createHmac)("sha256",v(t,"ACTIONS_RUNTIME_TOKEN")).update(e).digest()}function R(t){try{let e=JSON.
parse(t);return e!==null&&typeof e=="object"?e:null}catch{return null}}export{re as a,ne as b,S as c,ae as d,se as e,oe as f,L as g,ie as h};

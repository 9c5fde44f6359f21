import{E as v,b as T}from"./chunk-JHGOV4WQ.js";import{c as U,h as _,i as O}from"./chunk-S3VQCA2F.js";import{
A as k,B as N,d as w,h as $,j as o,k as y,l as E,m as j,o as c,q as l,u as b,x as p,y as m}from"./chunk-GNY3OND4.js";
import{d as f}from"./chunk-O7UU6C5Q.js";import{a as C}from"./chunk-PO5EA42V.js";import{L as A,M as z}from"./chunk-JQWIKLAS.js";
import{d as J}from"./chunk-A64LSPLL.js";var d=J(C(),1);import{readFile as V,writeFile as q}from"node:fs/promises";import{join as F}from"node:path";var R=l({stage:N,attempt:y().check(E(),w(1)),repair:j(),prompt:o(),promptPath:o(),handoffPath:o(),lineage:c(_),hop:y().check(
E(),w(1)),parent:p(O),warnings:c(U),preparedAt:k.datetime(),agent:p(T)});var P=o().check($(/^[0-9a-f]{64}$/)),L=l({prepared:R,workflowJobs:m(c(o())),workflowUnread:p(o()),redact:c(P),envSecrets:p(
m(l({names:c(o()),given:c(l({name:o(),digest:P})),written:p(b(o(),c(o())))}))),envSecretsUnread:p(o()),environment:b(o(),
m(P))});function B(t,e){return F(t,`${A}${e}.json`)}async function ae(t,e){let n=JSON.stringify(e),r={state:n,seal:D(t,n).
toString("hex")};await q(B(v(t,"RUNNER_TEMP"),e.prepared.stage),JSON.stringify(r),{mode:384})}async function oe(t,e){let n=B(
v(t,"RUNNER_TEMP"),e),r;try{r=await V(n,"utf8")}catch{throw new f("prepare-missing",`stage ${e} was not prepared in this\
 job: run baton's prepare action before capture, with the same stage id`,{where:`stage ${e}`})}let a=u=>new f("prepare-i\
nvalid",`${n} ${u}; run prepare again`,{where:`stage ${e}`}),s=I(r);if(typeof s?.state!="string"||typeof s.seal!="string")
throw a(`does not hold a prepared stage ${e}`);let i=D(t,s.state),h=Buffer.from(s.seal,"hex");if(h.length!==i.length||!(0,d.timingSafeEqual)(
h,i))throw a("was changed after prepare wrote it (its seal does not match)");let g=L.safeParse(I(s.state));if(!g.success||
g.data.prepared.stage!==e)throw a(`does not hold a prepared stage ${e}`);return g.data}function D(t,e){return(0,d.createHmac)(
"sha256",x(t,"baton prepared state v1")).update(e).digest()}function S(t,e){let n=x(t,"baton redact value v1");return e.
map(r=>(0,d.createHmac)("sha256",n).update(r).digest("hex"))}function se(t,e,n){let r=new Set(S(t,n));return e.filter(a=>r.
has(a)).length}function ie(t,e){if(e===void 0)return{envSecrets:null};if(e.kind==="unread")return{envSecrets:null,envSecretsUnread:e.
reason};let n=e.names.filter(a=>t[a]),r=S(t,n.map(a=>t[a]??""));return{envSecrets:{names:e.jobNames,given:n.map((a,s)=>({
name:a,digest:r[s]??""})),written:e.written},...e.incomplete===void 0?{}:{envSecretsUnread:e.incomplete}}}function ce(t,e,n){
let r=e.envSecrets?.given??[],a=new Set(S(t,n)),s=[],i=[];for(let{name:h,digest:g}of r){let u=t[h];a.has(g)||u&&S(t,[u])[0]===
g||(u?i:s).push(h)}return{absent:s,changed:i}}function M(t){let e=x(t,"baton watched env v1");return Object.fromEntries(
z.map(n=>{let r=t[n];return[n,r?(0,d.createHmac)("sha256",e).update(r).digest("hex"):null]}))}function pe(t,e){let n=M(t),
r=z.filter(i=>(e.environment[i]??null)!==n[i]);if(r.length===0)return;let a=r.length===1?r[0]:`${r.slice(0,-1).join(", ")}\
 and ${r.at(-1)}`,s=r.some(i=>i.startsWith("LD_"))?" A library the dynamic loader was told to load ran in this step befo\
re this check could: treat the job\u2019s tokens as exposed.":"";throw new f("capture-env-changed",`${a} ${r.length===1?
"was":"were"} set or changed after prepare ran, by a step between prepare and capture (through $GITHUB_ENV: the agent's \
step, most likely). They change what this step loads, which certificates it trusts or where its requests go, with the jo\
b's runtime token in them, so capture stores nothing.${s} Set such variables before prepare (in the job's env:) when the\
 job needs them; and run an agent you do not trust with the root action, which runs it itself, without $GITHUB_ENV.`,{where:`\
stage ${e.prepared.stage}`})}function x(t,e){return(0,d.createHmac)("sha256",v(t,"ACTIONS_RUNTIME_TOKEN")).update(e).digest()}
function I(t){try{let e=JSON.parse(t);return e!==null&&typeof e=="object"?e:null}catch{return null}}export{ae as a,oe as b,S as c,se as d,ie as e,ce as f,M as g,pe as h};

import{A,C as l,e as X,f as J,h as S,t as Q,v as D,x as Y,y as U}from"./chunk-LZYN5DKP.js";import{a as ut}from"./chunk-RBL3FFHZ.js";
import{b as H}from"./chunk-X6MVMOSM.js";import{a as K,b as C,d as u,e as W}from"./chunk-OKFZ7BVP.js";import{
a as B}from"./chunk-5A7QKWCT.js";import{B as E,Z as z,da as b,w as c}from"./chunk-C33NMHQG.js";import{d as F}from"./chunk-3NR5HZ6E.js";import{basename as Z,dirname as q,join as G,sep as k}from"node:path";function v(e,t){return`${e} could not be written: ${tt(t)}`}var V={ENOSPC:"make room, then ",EDQUOT:"make room, then ",EFBIG:"\
raise the file size limit, then "};function tt(e){return e?.code==="ENOENT"?`${e instanceof Error?e.message:String(e)} (\
the run's directory was removed while it ran)`:C(e)}function ft(e){if(typeof e!="string"){let t=e?.code;return(t===void 0?
void 0:V[t])??""}for(let[t,r]of Object.entries(V))if(e.includes(`(${K({code:t})})`))return r;return""}function ht(e,t,r){
return`${e}: ${v(t,r)}; what came after is not in it`}function jt(e,t){let r=new Map;for(let n of t){let i=tt(n.error);r.
set(i,[...r.get(i)??[],n])}return[...r].map(([n,i])=>{let[o]=i;if(i.length===1)return ht(G(e,o.name),o.what,o.error);let s=[
...new Set(i.map(d=>d.kind))].join(" and ");return`${i.map((d,h)=>h===0?G(e,d.name):d.name).join(", ")}: ${s} could not \
be written: ${n}; what came after is not in them`})}function Ot(e,t){let r=Z(t),n=`${q(t)}${k}`,i=`${k}${Z(q(t))}${k}`;for(let o of(e??
"").split(`
`).map(s=>s.trimStart())){if(!o.includes(" could not be written: "))continue;let s=o.startsWith(n)?n.length:o.indexOf(i)+
i.length;if(s<i.length)continue;let a=o.slice(s);if(a.startsWith(`${r}: `)||a.startsWith(`${r}, `))return o;let d=a.slice(
0,a.indexOf(" could not be written: "));if(d.includes(`, ${r}, `)||d.includes(`, ${r}: `))return o}return null}function Mt(e){
let{run:t,what:r,replayFrom:n,jobs:i}=e,o=ft(e.cause);return i==="stored"&&n!==null?`${o}record ${r} again: ${e.replay(t,
n)}`:`${i==="stored"?`no one replay of run ${t} records ${r} again (no job comes before every job that made one)`:`run ${t}\
 cannot be replayed, as its ${z.jobs} ${i==="unwritten"?"could not be written":"is missing"}`}: ${o}run it again in full\
: ${e.runAgain}`}var dt=F(ut(),1),ct=F(B(),1);import{cp as gt,lstat as M,mkdir as pt,readdir as yt,rename as $t,rm as Rt,writeFile as Et}from"node:fs/promises";
import{dirname as bt,join as w,relative as At,resolve as xt}from"node:path";var N=F(B(),1);import{dirname as P,sep as rt}from"node:path";function p(e){let t=e?.code;return t==="EACCES"||t==="EPERM"}function lt(e,t,r,n){let i=t.code,o=mt(e),s=o===r?"this dir\
ectory":o===e?"it":o,a=wt(o),d=process.geteuid?.();return{why:`you may not ${o===e?"read":"open"} ${s} (${i})`,details:[
a!==void 0&&d!==void 0&&a!==d?`it belongs to another user (uid ${a}), as when a run is made with sudo or in a container:\
 make ${n.what} yours (sudo chown -R "$(id -u)" ${et(n.dir)}), or read it as that user`:`make it readable for you: chmod\
 -R u+rX ${et(o)}`]}}function nt(e,t,r,n,i,o=""){let{why:s,details:a}=lt(t,r,n,i);return new u(e,`${o}cannot be read: ${s}`,
{where:n,details:a,cause:r})}function mt(e){let t=[];for(let r=P(e);t.unshift(r),P(r)!==r;r=P(r));for(let r of t)try{(0,N.lstatSync)(
`${r}${r.endsWith(rt)?"":rt}.`)}catch(n){if(p(n))return r;break}return e}function wt(e){try{return(0,N.lstatSync)(e).uid}catch{
return}}function et(e){return/^[A-Za-z0-9_./-]+$/.test(e)?e:`'${e.replaceAll("'","'\\''")}'`}var T=8,it=class{runDir;#s;#a;#d;#e=new Map;#r=Promise.resolve();#o=0;#t;#n=[];#c=!1;constructor(t,r={}){this.runDir=xt(
t),this.#s=r.writeBehind??!1,this.#a=r.onUnstored,this.#d=Math.max(1,r.maxPendingWrites??32)}attemptDir(t,r,n=1){return w(
this.runDir,j(t,r,n))}async put(t){let{record:r,files:n}=Q(t,m),i=A(r),o={...i,recordSha256:m(n.get(c.record)),id:this.attemptDir(
i.stage,i.attempt,i.runAttempt)},s=f=>ot(f,n);if(!this.#s)return await this.#i(i,s),o;this.#o++;try{for(;this.#e.size>=this.#d;)
await this.#e.values().next().value}finally{this.#o--}if(this.#c)throw new W(`the run in ${this.runDir} has ended: stage\
 ${r.stage} came too late to be stored`);let a=r.job;if(this.#t)throw this.#n.push({...i,job:a}),Dt(i,a,o.id,this.#n[0]);
let d=j(i.stage,i.attempt,i.runAttempt);if(this.#e.has(d)||st(o.id))throw O(i,o.id);let h=this.#r.then(async()=>{if(this.#t===
void 0)try{await this.#i(i,s)}catch(f){this.#u({...i,job:a,cause:f}),this.#t=new u("record-write-failed",v(`the record o\
f ${l(i)} (job ${a})`,f),{where:o.id,details:["nothing of it was kept, and no later record of this run is stored"],cause:f})}else
this.#u({...i,job:a});this.#e.delete(d)});return this.#e.set(d,h),this.#r=h,o}async putFiles(t,r){let{record:n,handoff:i}=D(
{record:y(t.record),handoff:t.handoff===null?null:y(t.handoff)},r,"local");x(c.prompt,n.digests.prompt,m(t.prompt),r),x(
c.handoff,n.digests.handoff,i===null?null:m(t.handoff??new Uint8Array),r);let o=A(n),s=new Map([[c.record,t.record],[c.prompt,
t.prompt],...t.handoff===null?[]:[[c.handoff,t.handoff]]]);return await this.#r,await this.#i(o,a=>ot(a,s)),{...o,recordSha256:m(
t.record),id:this.attemptDir(o.stage,o.attempt,o.runAttempt)}}#u(t){this.#n.push(t),this.#a?.(t)}async settled(){do await this.#r;while(this.#e.
size>0||this.#o>0)}async flush(){if(await this.settled(),!this.#t)return;let t=this.#n.slice(1);throw t.length===0?this.#t:
new u(this.#t.code,this.#t.message,{...this.#t.where===void 0?{}:{where:this.#t.where},details:[...this.#t.details,`not \
stored after it either: ${Ut(t.map(r=>`${l(r)} (job ${r.job})`))}`],cause:this.#t.cause})}unstored(){return this.#n}get writeFailure(){
return this.#t}close(){this.#c=!0}async copyAttempt(t,r,n,i=1){if(await t.getAttempt(r,n,i)===void 0)return!1;let o=t.attemptDir(
r,n,i);return await this.#i({stage:r,attempt:n,runAttempt:i},s=>gt(o,s,{recursive:!0,force:!1,filter:async a=>{let d=await M(
a);return d.isFile()||d.isDirectory()}})),!0}async#i(t,r){let n=j(t.stage,t.attempt,t.runAttempt),i=w(this.runDir,n);if(st(
i))throw O(t,i);let o=await X(w(this.runDir,`${b}${n}-`));try{await r(o);try{await $t(o,i)}catch(s){throw $(s,"EEXIST","\
ENOTEMPTY","ENOTDIR","EISDIR")?O(t,i):s}}catch(s){throw await Rt(o,{recursive:!0,force:!0}).catch(()=>{}),s}}async get(t){
await this.#r;let r=(await this.#f()).map(n=>S(`${E}${n}`)).filter(n=>n?.stage===t).sort((n,i)=>Y(i,n));for(let n of r){
let i=this.attemptDir(t,n.attempt,n.runAttempt);if(await at(w(i,c.record)))return this.getAttempt(t,n.attempt,n.runAttempt)}}async getAttempt(t,r,n=1){
await this.#r;let i={stage:t,attempt:r,runAttempt:n},o=this.attemptDir(t,r,n),s;try{s=await M(o)}catch(g){if($(g,"ENOENT"))
return;throw p(g)?I("record-unreadable",o,o,this.runDir,g):g}if(!s.isDirectory())throw new u("record-invalid","is not a \
directory",{where:o});let a=g=>kt(w(o,g),o,this.runDir),d=await a(c.record);if(!d)throw new u("record-invalid",`has no ${c.
record}`,{where:o});let h=await a(c.prompt);if(!h)throw new u("record-invalid",`has no ${c.prompt}`,{where:o});let f=await a(
c.handoff),{record:R,handoff:L}=D({record:y(d),handoff:f?y(f):null},o,"local"),_=A(R);if(U(_,i)!==0)throw new u("record-\
invalid",`holds the record of ${l(_)}, not ${l(i)}`,{where:o});return x(c.prompt,R.digests.prompt,m(h),o),x(c.handoff,R.
digests.handoff,L===null?null:m(f??new Uint8Array),o),{record:R,prompt:y(h),handoff:L,recordSha256:m(d)}}async list(){await this.#r;
let t=[];for(let r of await this.#f()){let n=S(`${E}${r}`);n&&await at(w(this.runDir,r,c.record))&&t.push(n)}return t.sort(
U)}async#f(){let t;try{t=await vt(this.runDir)}catch(r){if($(r,"ENOENT"))return[];throw p(r)?I("run-unreadable",this.runDir,
this.runDir,this.runDir,r):r}return t.filter(r=>r.isDirectory()&&!r.name.startsWith(".")).map(r=>r.name)}};async function ot(e,t){
for(let[r,n]of t)r.includes("/")&&await pt(bt(w(e,r)),{recursive:!0}),await Et(w(e,r),n,{flag:"wx"})}function Gt(e){return e.
startsWith(b)&&/^.+-[A-Za-z0-9]{6}$/.test(e.slice(b.length))}function j(e,t,r=1){return J(e,t,r).slice(E.length)}var Ft=32*
1024*1024,St=new TextDecoder("utf-8",{ignoreBOM:!0});function y(e){return St.decode(e)}function x(e,t,r,n){if(t!==r)throw new u(
"record-digest-mismatch",`${e} does not match the digest in ${c.record} (recorded ${t??"none"}, found ${r??"none"})`,{where:n,
details:["the record was changed after it was written; nothing from it was used"]})}function Dt(e,t,r,n){return new u("r\
ecord-write-failed",`${l(e)} (job ${t}) was not stored: no record of this run is stored after ${l(n)} (job ${n.job}), wh\
ose record could not be written`,{where:r})}function Ut(e){return e.length<=T?e.join(", "):`${e.slice(0,T).join(", ")} a\
nd ${e.length-T} more`}function O(e,t){return new u("record-exists",`${l(e)} already has a record; records are immutable`,
{where:t,details:["give each stage in the run its own stage id, or record a new attempt"]})}async function kt(e,t,r){let n;
try{n=await H(e,Ft)}catch(i){throw p(i)?I("record-unreadable",e,t,r,i):i}switch(n.kind){case"file":return n.bytes;case"m\
issing":return;case"not-regular":throw new u("record-invalid",`${e} is not a regular file (it is ${n.what})`,{where:t});case"\
too-large":throw new u("record-invalid",`${e} is ${n.size} bytes, more than a record file can be`,{where:t})}}function st(e){
try{return(0,ct.lstatSync)(e),!0}catch(t){if($(t,"ENOENT"))return!1;throw t}}async function at(e){try{return await M(e),
!0}catch(t){if($(t,"ENOENT"))return!1;if(p(t))return!0;throw t}}function I(e,t,r,n,i){let o=t===r?"":`${At(r,t)} `;return nt(
e,t,i,r,{dir:n,what:"the run"},o)}function vt(e){return yt(e,{withFileTypes:!0})}function m(e){return(0,dt.createHash)("\
sha256").update(e).digest("hex")}function $(e,...t){let r=e?.code;return typeof r=="string"&&t.includes(r)}export{p as a,lt as b,nt as c,et as d,v as e,tt as f,ft as g,ht as h,jt as i,Ot as j,Mt as k,it as l,Gt as m,j as n,Ut as o,
$ as p};

import{n as K,o as At,s as Et}from"./chunk-VQUK3X66.js";import{b as f,c as m}from"./chunk-DLONVVOM.js";import{
Fa as F,Ga as H,Ha as xt,Ma as G,V as wt,ba as E,ca as yt,da as $,ea as zt,fa as bt,ha as c,ia as p,ja as g,ka as W,ma as Rt,
n as d,na as S,o as B,p as ht,pa as w,s as b,t as D,u as I,ua as $t,v as X,va as U,wa as j,x as J,y as P,ya as y,za as h}from"./chunk-DFBKRPZ5.js";
import{a as L}from"./chunk-5A7QKWCT.js";import{a as Jt,b as Wt,d as T}from"./chunk-3NR5HZ6E.js";var q=Wt((_e,St)=>{St.exports=Jt("node:crypto")});var Tt=T(q(),1),_=T(L(),1);import{mkdir as Gt,mkdtemp as kt,open as Pt,rename as qt,rm as Vt}from"node:fs/promises";import{
basename as Yt,dirname as V,join as Qt}from"node:path";async function Oe(t,e){let r=V(t),n=Qt(r,`.${Yt(t)}.${(0,Tt.randomBytes)(
6).toString("hex")}.tmp`),i;try{i=await Pt(n,"wx"),await i.writeFile(e),await i.sync(),await i.close(),i=void 0,await qt(
n,t)}catch(o){throw await i?.close().catch(()=>{}),await Vt(n,{force:!0}),o}await Zt(r)}async function Zt(t){let e;try{e=
await Pt(t,"r"),await e.sync()}catch{}finally{await e?.close().catch(()=>{})}}function De(t){try{return(0,_.mkdtempSync)(
t)}catch(e){if(e?.code!=="ENOENT")throw e;return(0,_.mkdirSync)(V(t),{recursive:!0}),(0,_.mkdtempSync)(t)}}async function Ft(t){
try{return await kt(t)}catch(e){if(e?.code!=="ENOENT")throw e;return await Gt(V(t),{recursive:!0}),kt(t)}}var Q=/^[0-9a-f]{64}$/,Y=c().check(bt(Q,{message:"must be a lowercase hex sha256"})),te=U(["completed","exit-nonzero","h\
andoff-invalid","handoff-missing","verify-failed","max-handoffs","render-failed","skipped","cancelled"]),ee=w({input_tokens:y(
p().check(g(),$())),output_tokens:y(p().check(g(),$())),cost_usd:y(p().check($()))}),re=w({id:c(),attempt:p().check(g(),
E(1)),workflow:c(),repository:c(),event_name:c(),sha:c(),ref:c()}),ne=w({command:h(c()),preset:h(c()),exit_code:h(p().check(
g())),started_at:F.datetime(),finished_at:F.datetime(),duration_ms:p().check(g(),$()),usage:h(ee)}),oe=w({command:c(),exit_code:h(
p().check(g())),output_tail:c(),duration_ms:p().check(g(),$())}),_t=w({stage:H,attempt:p().check(g(),E(1)),run_attempt:y(
p().check(g(),E(2))),record_sha256:Y}),ie=w({run:c().check(zt(1)),lineage:S(_t)}),Z=w({schema:j(X.record),stage:H,job:c(),
matrix:h($t(c(),Rt())),attempt:p().check(g(),E(1)),repair:W(),hop:p().check(g(),E(1)),run:re,agent:ne,verify:h(oe),status:xt,
outcome:w({reason:te,message:h(c())}),present:W(),digests:w({handoff:h(Y),prompt:Y}),lineage:S(_t),parent:y(ie),problems:S(
Et)});function Me(t,e){return e==="cancelled"?"cancelled":t}var Ce=w({schema:j(X.run),id:c(),workflow:c(),workflow_path:h(
c()),status:U(["running","success","failure","cancelled"]),started_at:F.datetime(),finished_at:h(F.datetime()),duration_ms:h(
p().check(g(),$())),replay_of:h(c()),reason:y(c()),process:y(w({pid:p().check(g(),yt()),host:c(),start:y(c()),temp:y(c())})),
jobs:S(w({id:c(),stages:S(H),result:U(["success","failure","cancelled","skipped"]),reused:y(j(!0))}))});function se(t){return`${JSON.stringify(t,null,2)}
`}function ae(t){return`${JSON.stringify(t,null,2)}
`}var M=new TextEncoder;function Ot(t,e){let r=t.record?.lineage,n=Array.isArray(r)&&r.every(ce),i=Z.safeParse(n?{...t.record,
lineage:[]}:t.record);if(!i.success){let z=t.record?.stage;throw new m(`refusing to store an invalid record for stage ${String(
z)}: ${vt(i.error.issues)}`)}let o=n?{...i.data,lineage:t.record.lineage}:i.data;if(typeof t.prompt!="string")throw new m(
`refusing to store stage ${o.stage}: the prompt is not text`);if(t.log!==void 0&&typeof t.log!="string")throw new m(`ref\
using to store stage ${o.stage}: the agent log is not text`);if(t.handoff!==null){let z=G.safeParse(t.handoff);if(!z.success)
throw new m(`refusing to store an invalid handoff for stage ${o.stage}: ${vt(z.error.issues)}`)}let s=new Map;s.set(d.record,
M.encode(se(t.record))),s.set(d.prompt,M.encode(t.prompt)),s.set(d.handoff,M.encode(ae(t.handoff))),t.log!==void 0&&s.set(
d.log,M.encode(t.log));let a=`stage ${o.stage} attempt ${o.attempt}`;for(let[z,x]of ue(t.files,a))s.set(z,x);let u=e(s.get(
d.prompt));if(o.digests.prompt!==u)throw new m(`refusing to store ${a}: record.digests.prompt is ${o.digests.prompt}, bu\
t the prompt's sha256 is ${u}`);let l=t.handoff===null?null:e(s.get(d.handoff));if(o.digests.handoff!==l)throw new m(`re\
fusing to store ${a}: record.digests.handoff is ${o.digests.handoff}, but it must be ${l===null?"null (no handoff)":`${l}\
, the sha256 of ${d.handoff} (encodeHandoffJson)`}`);return{record:o,files:s}}function ce(t){if(t===null||typeof t!="obj\
ect"||Array.isArray(t)||Object.getPrototypeOf(t)!==Object.prototype)return!1;let e=Object.keys(t),{stage:r,attempt:n,record_sha256:i}=t,
o=Object.hasOwn(t,"run_attempt"),s=t.run_attempt;return e.length===(o?4:3)&&(!o||typeof s=="number"&&Number.isSafeInteger(
s)&&s>=2)&&typeof r=="string"&&P.test(r)&&typeof n=="number"&&Number.isSafeInteger(n)&&n>=1&&typeof i=="string"&&Q.test(
i)}function vt(t){return t.map(e=>`${K(tt(e.path))}: ${e.message}`).join("; ")}function Dt(t,e){let r=Z.safeParse(Nt(t.record,
d.record,e));if(!r.success)throw new f("record-invalid",`${d.record} is not a baton record`,{where:e,details:r.error.issues.
map(o=>`${K(tt(o.path))}: ${o.message}`)});if(t.handoff===null)return{record:r.data,handoff:null};let n=Nt(t.handoff,d.handoff,
e);if(n===null)return{record:r.data,handoff:null};let i=G.safeParse(n);if(!i.success)throw new f("record-invalid",`${d.handoff}\
 is not a valid handoff`,{where:e,details:i.error.issues.map(o=>`${K(tt(o.path))}: ${o.message}`)});return{record:r.data,
handoff:i.data}}function Nt(t,e,r){try{return JSON.parse(t)}catch(n){throw new f("record-invalid",`${e} is not valid JSO\
N: ${n.message}`,{where:r})}}function tt(t){return t.filter(e=>typeof e!="symbol")}function de(t){if(t.includes("\0")||t.
includes("\\"))return{refused:"must use / separators and no NUL"};if(t.startsWith("/"))return{refused:"must be relative \
to the working directory"};let e=t.split("/").filter(n=>n!==""&&n!==".");if(e.includes(".."))return{refused:"must stay i\
nside the working directory (no .. segment)"};if(e.length===0)return{refused:"names no file"};let r=ht.filter(n=>t.includes(
n));return r.length>0?{refused:`holds ${r.map(n=>JSON.stringify(n)).join(", ")}, which a file in a GitHub artifact canno\
t have`}:{path:e.join("/")}}function ue(t,e){let r=new Map,n=(o,s)=>new m(`refusing to store ${e}: artifact ${JSON.stringify(
o)} ${s}`),i=0;for(let o of t??[]){let s=de(o.path);if("refused"in s)throw n(o.path,s.refused);if(s.path!==o.path)throw n(
o.path,`is not normalised (${s.path})`);if(!(o.bytes instanceof Uint8Array))throw n(o.path,"has no bytes");let a=`${B}/${o.
path}`;if(r.has(a))throw n(o.path,"is listed twice");r.set(a,o.bytes),i+=o.bytes.length}for(let o of r.keys()){let s=o.split(
"/");for(let a=2;a<s.length;a++){let u=s.slice(0,a).join("/");if(r.has(u))throw n(u.slice(B.length+1),`is a file, and al\
so a directory of ${o}`)}}if(i>J.artifactBytes)throw new m(`refusing to store ${e}: its artifacts total ${i} bytes, more\
 than ${J.artifactBytes}`);return r}var Lt=T(q(),1),Bt=T(L(),1);import{cp as ge,lstat as lt,mkdir as he,readdir as we,rename as ye,rm as ze,writeFile as be}from"node:fs/promises";
import{dirname as Re,join as R,relative as $e,resolve as xe}from"node:path";var et=new RegExp(`${D}([1-9][0-9]*)$`),rt=new RegExp(`${I}([1-9][0-9]*)$`);function nt(t,e,r=1){if(!P.test(t))throw new f(
"stage-id-invalid",`"${t}" is not a valid stage id: it must start with a letter or _ and have at most 99 more letters, d\
igits, _ or -`,{where:"stage"});for(let[o,s,a]of[[et,"an attempt suffix",D],[rt,"a run attempt suffix",I]])if(o.test(t))
throw new f("stage-id-invalid",`stage id "${t}" ends like ${s} (${a}<n>), which would make its artifact name ambiguous; \
rename the stage`,{where:"stage"});for(let[o,s]of[["attempt",e],["run attempt",r]])if(!Number.isInteger(s)||s<1)throw new f(
"attempt-invalid",`${o} must be a whole number of at least 1, got ${s}`,{where:`stage ${t}`});let n=r===1?"":`${I}${r}`,
i=e===1?"":`${D}${e}`;return`${b}${t}${n}${i}`}function Qe(t){try{return nt(t,1),null}catch(e){if(e instanceof f)return e.
message;throw e}}function ot(t){if(!t.startsWith(b))return null;let e=t.slice(b.length),r=et.exec(e),n=r?e.slice(0,r.index):
e,i=rt.exec(n),o=i?n.slice(0,i.index):n,s=r?Number(r[1]):1,a=i?Number(i[1]):1;return r&&s===1||i&&a===1||!P.test(o)||et.
test(o)||rt.test(o)?null:{stage:o,attempt:s,runAttempt:a}}function C(t,e){return t.runAttempt-e.runAttempt||t.attempt-e.attempt}function it(t,e){return(t.stage<e.stage?-1:t.stage>
e.stage?1:0)||C(t,e)}function tr(t){let e;for(let r of t)(e===void 0||C(r,e)>0)&&(e=r);return e}function st(t){return{stage:t.
stage,attempt:t.attempt,runAttempt:t.run.attempt}}function fe(t){let e=t.runAttempt===1?"":` of run attempt ${t.runAttempt}`;
return`attempt ${t.attempt}${e}`}function v(t){return`stage ${t.stage} ${fe(t)}`}var ct=T(L(),1);import{dirname as at,sep as It}from"node:path";function k(t){let e=t?.code;return e==="EACCES"||e==="EPERM"}function le(t,e,r,n){let i=e.code,o=me(t),s=o===r?"this dir\
ectory":o===t?"it":o,a=pe(o),u=process.geteuid?.();return{why:`you may not ${o===t?"read":"open"} ${s} (${i})`,details:[
a!==void 0&&u!==void 0&&a!==u?`it belongs to another user (uid ${a}), as when a run is made with sudo or in a container:\
 make ${n.what} yours (sudo chown -R "$(id -u)" ${Ut(n.dir)}), or read it as that user`:`make it readable for you: chmod\
 -R u+rX ${Ut(o)}`]}}function jt(t,e,r,n,i,o=""){let{why:s,details:a}=le(e,r,n,i);return new f(t,`${o}cannot be read: ${s}`,
{where:n,details:a,cause:r})}function me(t){let e=[];for(let r=at(t);e.unshift(r),at(r)!==r;r=at(r));for(let r of e)try{
(0,ct.lstatSync)(`${r}${r.endsWith(It)?"":It}.`)}catch(n){if(k(n))return r;break}return t}function pe(t){try{return(0,ct.lstatSync)(
t).uid}catch{return}}function Ut(t){return/^[A-Za-z0-9_./-]+$/.test(t)?t:`'${t.replaceAll("'","'\\''")}'`}var Ht=class{runDir;#i;#s;#e=new Map;#r=Promise.resolve();#n=0;#t;#a=!1;constructor(e,r={}){this.runDir=xe(e),this.#i=r.
writeBehind??!1,this.#s=Math.max(1,r.maxPendingWrites??32)}attemptDir(e,r,n=1){return R(this.runDir,dt(e,r,n))}async put(e){
let{record:r,files:n}=Ot(e,N),i=st(r),o={...i,recordSha256:N(n.get(d.record)),id:this.attemptDir(i.stage,i.attempt,i.runAttempt)},
s=l=>Ae(l,n);if(!this.#i)return await this.#o(i,s),o;this.#n++;try{for(;this.#e.size>=this.#s;)await this.#e.values().next().
value}finally{this.#n--}if(this.#a)throw new m(`the run in ${this.runDir} has ended: stage ${r.stage} came too late to b\
e stored`);if(this.#t)throw this.#t;let a=dt(i.stage,i.attempt,i.runAttempt);if(this.#e.has(a)||Mt(o.id))throw ft(i,o.id);
let u=this.#r.then(async()=>{if(this.#t===void 0)try{await this.#o(i,s)}catch(l){this.#t=new f("record-write-failed",`th\
e record of ${v(i)} could not be written: ${l instanceof Error?l.message:String(l)}`,{where:o.id,details:["nothing of it\
 was kept, and no later record of this run is stored"],cause:l})}this.#e.delete(a)});return this.#e.set(a,u),this.#r=u,o}async settled(){
do await this.#r;while(this.#e.size>0||this.#n>0)}async flush(){if(await this.settled(),this.#t)throw this.#t}get writeFailure(){
return this.#t}close(){this.#a=!0}async copyAttempt(e,r,n,i=1){if(await e.getAttempt(r,n,i)===void 0)return!1;let o=e.attemptDir(
r,n,i);return await this.#o({stage:r,attempt:n,runAttempt:i},s=>ge(o,s,{recursive:!0,force:!1,filter:async a=>{let u=await lt(
a);return u.isFile()||u.isDirectory()}})),!0}async#o(e,r){let n=dt(e.stage,e.attempt,e.runAttempt),i=R(this.runDir,n);if(Mt(
i))throw ft(e,i);let o=await Ft(R(this.runDir,`${wt}${n}-`));try{await r(o);try{await ye(o,i)}catch(s){throw O(s,"EEXIST",
"ENOTEMPTY","ENOTDIR","EISDIR")?ft(e,i):s}}catch(s){throw await ze(o,{recursive:!0,force:!0}).catch(()=>{}),s}}async get(e){
await this.#r;let r=(await this.#c()).map(n=>ot(`${b}${n}`)).filter(n=>n?.stage===e).sort((n,i)=>C(i,n));for(let n of r){
let i=this.attemptDir(e,n.attempt,n.runAttempt);if(await Ct(R(i,d.record)))return this.getAttempt(e,n.attempt,n.runAttempt)}}async getAttempt(e,r,n=1){
await this.#r;let i={stage:e,attempt:r,runAttempt:n},o=this.attemptDir(e,r,n),s;try{s=await lt(o)}catch(A){if(O(A,"ENOEN\
T"))return;throw k(A)?mt("record-unreadable",o,o,this.runDir,A):A}if(!s.isDirectory())throw new f("record-invalid","is n\
ot a directory",{where:o});let a=A=>ke(R(o,A),o,this.runDir),u=await a(d.record);if(!u)throw new f("record-invalid",`has\
 no ${d.record}`,{where:o});let l=await a(d.prompt);if(!l)throw new f("record-invalid",`has no ${d.prompt}`,{where:o});let z=await a(
d.handoff),{record:x,handoff:pt}=Dt({record:ut(u),handoff:z?ut(z):null},o),gt=st(x);if(it(gt,i)!==0)throw new f("record-\
invalid",`holds the record of ${v(gt)}, not ${v(i)}`,{where:o});return Kt(d.prompt,x.digests.prompt,N(l),o),Kt(d.handoff,
x.digests.handoff,pt===null?null:N(z??new Uint8Array),o),{record:x,prompt:ut(l),handoff:pt,recordSha256:N(u)}}async list(){
await this.#r;let e=[];for(let r of await this.#c()){let n=ot(`${b}${r}`);n&&await Ct(R(this.runDir,r,d.record))&&e.push(
n)}return e.sort(it)}async#c(){let e;try{e=await Te(this.runDir)}catch(r){if(O(r,"ENOENT"))return[];throw k(r)?mt("run-u\
nreadable",this.runDir,this.runDir,this.runDir,r):r}return e.filter(r=>r.isDirectory()&&!r.name.startsWith(".")).map(r=>r.
name)}};async function Ae(t,e){for(let[r,n]of e)r.includes("/")&&await he(Re(R(t,r)),{recursive:!0}),await be(R(t,r),n,{
flag:"wx"})}function dt(t,e,r=1){return nt(t,e,r).slice(b.length)}var Ee=32*1024*1024,Se=new TextDecoder("utf-8",{ignoreBOM:!0});
function ut(t){return Se.decode(t)}function Kt(t,e,r,n){if(e!==r)throw new f("record-digest-mismatch",`${t} does not mat\
ch the digest in ${d.record} (recorded ${e??"none"}, found ${r??"none"})`,{where:n,details:["the record was changed afte\
r it was written; nothing from it was used"]})}function ft(t,e){return new f("record-exists",`${v(t)} already has a reco\
rd; records are immutable`,{where:e,details:["give each stage in the run its own stage id, or record a new attempt"]})}async function ke(t,e,r){
let n;try{n=await At(t,Ee)}catch(i){throw k(i)?mt("record-unreadable",t,e,r,i):i}switch(n.kind){case"file":return n.bytes;case"\
missing":return;case"not-regular":throw new f("record-invalid",`${t} is not a regular file (it is ${n.what})`,{where:e});case"\
too-large":throw new f("record-invalid",`${t} is ${n.size} bytes, more than a record file can be`,{where:e})}}function Mt(t){
try{return(0,Bt.lstatSync)(t),!0}catch(e){if(O(e,"ENOENT"))return!1;throw e}}async function Ct(t){try{return await lt(t),
!0}catch(e){if(O(e,"ENOENT"))return!1;if(k(e))return!0;throw e}}function mt(t,e,r,n,i){let o=e===r?"":`${$e(r,e)} `;return jt(
t,e,i,r,{dir:n,what:"the run"},o)}function Te(t){return we(t,{withFileTypes:!0})}function N(t){return(0,Lt.createHash)("\
sha256").update(t).digest("hex")}function O(t,...e){let r=t?.code;return typeof r=="string"&&e.includes(r)}var Pe=/^[0-9]{8}-[0-9]{4}-[0-9a-z]{4}$/,wr=/^[1-9]\d{0,19}$/,Xt="0123456789abcdefghijklmnopqrstuvwxyz",Fe=4;function yr(t,e){
let r=t.getTime();if(!Number.isFinite(r))throw new m("newRunId: the start time is not a valid date");let n=t.getUTCFullYear();
if(n<0||n>9999)throw new m(`newRunId: year ${n} does not fit a run id`);let i=u=>String(u).padStart(2,"0"),o=`${String(n).
padStart(4,"0")}${i(t.getUTCMonth()+1)}${i(t.getUTCDate())}`,s=`${i(t.getUTCHours())}${i(t.getUTCMinutes())}`,a="";for(let u=0;u<
Fe;u++){let l=e();if(!(l>=0&&l<1))throw new m(`newRunId: random() returned ${l}, not a number in [0, 1)`);a+=Xt[Math.floor(
l*Xt.length)]}return`${o}-${s}-${a}`}function zr(t){return Pe.test(t)}export{q as a,Oe as b,De as c,nt as d,Qe as e,ee as f,re as g,_t as h,ie as i,Z as j,Me as k,Ce as l,se as m,ae as n,de as o,
C as p,it as q,tr as r,st as s,fe as t,v as u,k as v,le as w,jt as x,Ut as y,Ht as z,dt as A,O as B,Pe as C,wr as D,yr as E,
zr as F};

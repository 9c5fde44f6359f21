import{n as U,o as bt,q as Rt}from"./chunk-G6IW7IQF.js";import{b as l,c as m}from"./chunk-BXL4BL7Z.js";import{
Fa as E,Ga as D,Ha as zt,Ma as X,V as mt,ba as x,ca as pt,da as $,ea as gt,fa as ht,ha as c,ia as p,ja as g,ka as C,ma as wt,
n as d,na as A,o as K,p as lt,pa as w,s as R,t as O,u as N,ua as yt,v as M,va as I,wa as B,x as L,y as S,ya as z,za as h}from"./chunk-JZBPCCZQ.js";
import{a as ut}from"./chunk-5A7QKWCT.js";import{a as Ht,b as Kt,d as v}from"./chunk-3NR5HZ6E.js";var J=Kt((ze,$t)=>{$t.exports=Ht("node:crypto")});var At=v(J(),1),k=v(ut(),1);import{mkdir as Mt,mkdtemp as xt,open as St,rename as Lt,rm as Ct}from"node:fs/promises";import{
basename as Bt,dirname as G,join as Xt}from"node:path";async function $e(t,e){let r=G(t),o=Xt(r,`.${Bt(t)}.${(0,At.randomBytes)(
6).toString("hex")}.tmp`),i;try{i=await St(o,"wx"),await i.writeFile(e),await i.sync(),await i.close(),i=void 0,await Lt(
o,t)}catch(n){throw await i?.close().catch(()=>{}),await Ct(o,{force:!0}),n}await Jt(r)}async function Jt(t){let e;try{e=
await St(t,"r"),await e.sync()}catch{}finally{await e?.close().catch(()=>{})}}function xe(t){try{return(0,k.mkdtempSync)(
t)}catch(e){if(e?.code!=="ENOENT")throw e;return(0,k.mkdirSync)(G(t),{recursive:!0}),(0,k.mkdtempSync)(t)}}async function Et(t){
try{return await xt(t)}catch(e){if(e?.code!=="ENOENT")throw e;return await Mt(G(t),{recursive:!0}),xt(t)}}var q=/^[0-9a-f]{64}$/,W=c().check(ht(q,{message:"must be a lowercase hex sha256"})),Gt=I(["completed","exit-nonzero","h\
andoff-invalid","handoff-missing","verify-failed","max-handoffs","render-failed","skipped","cancelled"]),Wt=w({input_tokens:z(
p().check(g(),$())),output_tokens:z(p().check(g(),$())),cost_usd:z(p().check($()))}),qt=w({id:c(),attempt:p().check(g(),
x(1)),workflow:c(),repository:c(),event_name:c(),sha:c(),ref:c()}),Vt=w({command:h(c()),preset:h(c()),exit_code:h(p().check(
g())),started_at:E.datetime(),finished_at:E.datetime(),duration_ms:p().check(g(),$()),usage:h(Wt)}),Yt=w({command:c(),exit_code:h(
p().check(g())),output_tail:c(),duration_ms:p().check(g(),$())}),kt=w({stage:D,attempt:p().check(g(),x(1)),run_attempt:z(
p().check(g(),x(2))),record_sha256:W}),Qt=w({run:c().check(gt(1)),lineage:A(kt)}),V=w({schema:B(M.record),stage:D,job:c(),
matrix:h(yt(c(),wt())),attempt:p().check(g(),x(1)),repair:C(),hop:p().check(g(),x(1)),run:qt,agent:Vt,verify:h(Yt),status:zt,
outcome:w({reason:Gt,message:h(c())}),present:C(),digests:w({handoff:h(W),prompt:W}),lineage:A(kt),parent:z(Qt),problems:A(
Rt)});function Pe(t,e){return e==="cancelled"?"cancelled":t}var _e=w({schema:B(M.run),id:c(),workflow:c(),workflow_path:h(
c()),status:I(["running","success","failure","cancelled"]),started_at:E.datetime(),finished_at:h(E.datetime()),duration_ms:h(
p().check(g(),$())),replay_of:h(c()),reason:z(c()),process:z(w({pid:p().check(g(),pt()),host:c(),start:z(c()),temp:z(c())})),
jobs:A(w({id:c(),stages:A(D),result:I(["success","failure","cancelled","skipped"])}))});function Zt(t){return`${JSON.stringify(t,null,2)}
`}function te(t){return`${JSON.stringify(t,null,2)}
`}var j=new TextEncoder;function _t(t,e){let r=t.record?.lineage,o=Array.isArray(r)&&r.every(ee),i=V.safeParse(o?{...t.record,
lineage:[]}:t.record);if(!i.success){let y=t.record?.stage;throw new m(`refusing to store an invalid record for stage ${String(
y)}: ${Tt(i.error.issues)}`)}let n=o?{...i.data,lineage:t.record.lineage}:i.data;if(typeof t.prompt!="string")throw new m(
`refusing to store stage ${n.stage}: the prompt is not text`);if(t.log!==void 0&&typeof t.log!="string")throw new m(`ref\
using to store stage ${n.stage}: the agent log is not text`);if(t.handoff!==null){let y=X.safeParse(t.handoff);if(!y.success)
throw new m(`refusing to store an invalid handoff for stage ${n.stage}: ${Tt(y.error.issues)}`)}let s=new Map;s.set(d.record,
j.encode(Zt(t.record))),s.set(d.prompt,j.encode(t.prompt)),s.set(d.handoff,j.encode(te(t.handoff))),t.log!==void 0&&s.set(
d.log,j.encode(t.log));let a=`stage ${n.stage} attempt ${n.attempt}`;for(let[y,F]of ne(t.files,a))s.set(y,F);let f=e(s.get(
d.prompt));if(n.digests.prompt!==f)throw new m(`refusing to store ${a}: record.digests.prompt is ${n.digests.prompt}, bu\
t the prompt's sha256 is ${f}`);let u=t.handoff===null?null:e(s.get(d.handoff));if(n.digests.handoff!==u)throw new m(`re\
fusing to store ${a}: record.digests.handoff is ${n.digests.handoff}, but it must be ${u===null?"null (no handoff)":`${u}\
, the sha256 of ${d.handoff} (encodeHandoffJson)`}`);return{record:n,files:s}}function ee(t){if(t===null||typeof t!="obj\
ect"||Array.isArray(t)||Object.getPrototypeOf(t)!==Object.prototype)return!1;let e=Object.keys(t),{stage:r,attempt:o,record_sha256:i}=t,
n=Object.hasOwn(t,"run_attempt"),s=t.run_attempt;return e.length===(n?4:3)&&(!n||typeof s=="number"&&Number.isSafeInteger(
s)&&s>=2)&&typeof r=="string"&&S.test(r)&&typeof o=="number"&&Number.isSafeInteger(o)&&o>=1&&typeof i=="string"&&q.test(
i)}function Tt(t){return t.map(e=>`${U(Y(e.path))}: ${e.message}`).join("; ")}function Ft(t,e){let r=V.safeParse(Pt(t.record,
d.record,e));if(!r.success)throw new l("record-invalid",`${d.record} is not a baton record`,{where:e,details:r.error.issues.
map(n=>`${U(Y(n.path))}: ${n.message}`)});if(t.handoff===null)return{record:r.data,handoff:null};let o=Pt(t.handoff,d.handoff,
e);if(o===null)return{record:r.data,handoff:null};let i=X.safeParse(o);if(!i.success)throw new l("record-invalid",`${d.handoff}\
 is not a valid handoff`,{where:e,details:i.error.issues.map(n=>`${U(Y(n.path))}: ${n.message}`)});return{record:r.data,
handoff:i.data}}function Pt(t,e,r){try{return JSON.parse(t)}catch(o){throw new l("record-invalid",`${e} is not valid JSO\
N: ${o.message}`,{where:r})}}function Y(t){return t.filter(e=>typeof e!="symbol")}function re(t){if(t.includes("\0")||t.
includes("\\"))return{refused:"must use / separators and no NUL"};if(t.startsWith("/"))return{refused:"must be relative \
to the working directory"};let e=t.split("/").filter(o=>o!==""&&o!==".");if(e.includes(".."))return{refused:"must stay i\
nside the working directory (no .. segment)"};if(e.length===0)return{refused:"names no file"};let r=lt.filter(o=>t.includes(
o));return r.length>0?{refused:`holds ${r.map(o=>JSON.stringify(o)).join(", ")}, which a file in a GitHub artifact canno\
t have`}:{path:e.join("/")}}function ne(t,e){let r=new Map,o=(n,s)=>new m(`refusing to store ${e}: artifact ${JSON.stringify(
n)} ${s}`),i=0;for(let n of t??[]){let s=re(n.path);if("refused"in s)throw o(n.path,s.refused);if(s.path!==n.path)throw o(
n.path,`is not normalised (${s.path})`);if(!(n.bytes instanceof Uint8Array))throw o(n.path,"has no bytes");let a=`${K}/${n.
path}`;if(r.has(a))throw o(n.path,"is listed twice");r.set(a,n.bytes),i+=n.bytes.length}for(let n of r.keys()){let s=n.split(
"/");for(let a=2;a<s.length;a++){let f=s.slice(0,a).join("/");if(r.has(f))throw o(f.slice(K.length+1),`is a file, and al\
so a directory of ${n}`)}}if(i>L.artifactBytes)throw new m(`refusing to store ${e}: its artifacts total ${i} bytes, more\
 than ${L.artifactBytes}`);return r}var Dt=v(J(),1),Ut=v(ut(),1);import{cp as ie,lstat as ct,mkdir as se,readdir as ae,rename as ce,rm as de,writeFile as fe}from"node:fs/promises";
import{dirname as ue,join as b,resolve as le}from"node:path";var Q=new RegExp(`${O}([1-9][0-9]*)$`),Z=new RegExp(`${N}([1-9][0-9]*)$`);function tt(t,e,r=1){if(!S.test(t))throw new l(
"stage-id-invalid",`"${t}" is not a valid stage id: it must start with a letter or _ and have at most 99 more letters, d\
igits, _ or -`,{where:"stage"});for(let[n,s,a]of[[Q,"an attempt suffix",O],[Z,"a run attempt suffix",N]])if(n.test(t))throw new l(
"stage-id-invalid",`stage id "${t}" ends like ${s} (${a}<n>), which would make its artifact name ambiguous; rename the s\
tage`,{where:"stage"});for(let[n,s]of[["attempt",e],["run attempt",r]])if(!Number.isInteger(s)||s<1)throw new l("attempt\
-invalid",`${n} must be a whole number of at least 1, got ${s}`,{where:`stage ${t}`});let o=r===1?"":`${N}${r}`,i=e===1?
"":`${O}${e}`;return`${R}${t}${o}${i}`}function Ke(t){try{return tt(t,1),null}catch(e){if(e instanceof l)return e.message;
throw e}}function et(t){if(!t.startsWith(R))return null;let e=t.slice(R.length),r=Q.exec(e),o=r?e.slice(0,r.index):e,i=Z.
exec(o),n=i?o.slice(0,i.index):o,s=r?Number(r[1]):1,a=i?Number(i[1]):1;return r&&s===1||i&&a===1||!S.test(n)||Q.test(n)||
Z.test(n)?null:{stage:n,attempt:s,runAttempt:a}}function H(t,e){return t.runAttempt-e.runAttempt||t.attempt-e.attempt}function rt(t,e){return(t.stage<e.stage?-1:t.stage>
e.stage?1:0)||H(t,e)}function Le(t){let e;for(let r of t)(e===void 0||H(r,e)>0)&&(e=r);return e}function nt(t){return{stage:t.
stage,attempt:t.attempt,runAttempt:t.run.attempt}}function oe(t){let e=t.runAttempt===1?"":` of run attempt ${t.runAttempt}`;
return`attempt ${t.attempt}${e}`}function T(t){return`stage ${t.stage} ${oe(t)}`}var vt=class{runDir;#i;#s;#e=new Map;#r=Promise.resolve();#n=0;#t;#a=!1;constructor(e,r={}){this.runDir=le(e),this.#i=r.
writeBehind??!1,this.#s=Math.max(1,r.maxPendingWrites??32)}attemptDir(e,r,o=1){return b(this.runDir,ot(e,r,o))}async put(e){
let{record:r,files:o}=_t(e,P),i=nt(r),n={...i,recordSha256:P(o.get(d.record)),id:this.attemptDir(i.stage,i.attempt,i.runAttempt)},
s=u=>me(u,o);if(!this.#i)return await this.#o(i,s),n;this.#n++;try{for(;this.#e.size>=this.#s;)await this.#e.values().next().
value}finally{this.#n--}if(this.#a)throw new m(`the run in ${this.runDir} has ended: stage ${r.stage} came too late to b\
e stored`);if(this.#t)throw this.#t;let a=ot(i.stage,i.attempt,i.runAttempt);if(this.#e.has(a)||Nt(n.id))throw st(i,n.id);
let f=this.#r.then(async()=>{if(this.#t===void 0)try{await this.#o(i,s)}catch(u){this.#t=new l("record-write-failed",`th\
e record of ${T(i)} could not be written: ${u instanceof Error?u.message:String(u)}`,{where:n.id,details:["nothing of it\
 was kept, and no later record of this run is stored"],cause:u})}this.#e.delete(a)});return this.#e.set(a,f),this.#r=f,n}async settled(){
do await this.#r;while(this.#e.size>0||this.#n>0)}async flush(){if(await this.settled(),this.#t)throw this.#t}get writeFailure(){
return this.#t}close(){this.#a=!0}async copyAttempt(e,r,o,i=1){if(await e.getAttempt(r,o,i)===void 0)return!1;let n=e.attemptDir(
r,o,i);return await this.#o({stage:r,attempt:o,runAttempt:i},s=>ie(n,s,{recursive:!0,force:!1,filter:async a=>{let f=await ct(
a);return f.isFile()||f.isDirectory()}})),!0}async#o(e,r){let o=ot(e.stage,e.attempt,e.runAttempt),i=b(this.runDir,o);if(Nt(
i))throw st(e,i);let n=await Et(b(this.runDir,`${mt}${o}-`));try{await r(n);try{await ce(n,i)}catch(s){throw _(s,"EEXIST",
"ENOTEMPTY","ENOTDIR","EISDIR")?st(e,i):s}}catch(s){throw await de(n,{recursive:!0,force:!0}).catch(()=>{}),s}}async get(e){
await this.#r;let r=(await this.#c()).map(o=>et(`${R}${o}`)).filter(o=>o?.stage===e).sort((o,i)=>H(i,o));for(let o of r)
if(await It(b(this.attemptDir(e,o.attempt,o.runAttempt),d.record)))return this.getAttempt(e,o.attempt,o.runAttempt)}async getAttempt(e,r,o=1){
await this.#r;let i={stage:e,attempt:r,runAttempt:o},n=this.attemptDir(e,r,o),s;try{s=await ct(n)}catch(ft){if(_(ft,"ENO\
ENT"))return;throw ft}if(!s.isDirectory())throw new l("record-invalid","is not a directory",{where:n});let a=await at(b(
n,d.record),n);if(!a)throw new l("record-invalid",`has no ${d.record}`,{where:n});let f=await at(b(n,d.prompt),n);if(!f)
throw new l("record-invalid",`has no ${d.prompt}`,{where:n});let u=await at(b(n,d.handoff),n),{record:y,handoff:F}=Ft({record:it(
a),handoff:u?it(u):null},n),dt=nt(y);if(rt(dt,i)!==0)throw new l("record-invalid",`holds the record of ${T(dt)}, not ${T(
i)}`,{where:n});return Ot(d.prompt,y.digests.prompt,P(f),n),Ot(d.handoff,y.digests.handoff,F===null?null:P(u??new Uint8Array),
n),{record:y,prompt:it(f),handoff:F,recordSha256:P(a)}}async list(){await this.#r;let e=[];for(let r of await this.#c()){
let o=et(`${R}${r}`);o&&await It(b(this.runDir,r,d.record))&&e.push(o)}return e.sort(rt)}async#c(){let e;try{e=await he(
this.runDir)}catch(r){if(_(r,"ENOENT"))return[];throw r}return e.filter(r=>r.isDirectory()&&!r.name.startsWith(".")).map(
r=>r.name)}};async function me(t,e){for(let[r,o]of e)r.includes("/")&&await se(ue(b(t,r)),{recursive:!0}),await fe(b(t,r),
o,{flag:"wx"})}function ot(t,e,r=1){return tt(t,e,r).slice(R.length)}var pe=32*1024*1024,ge=new TextDecoder("utf-8",{ignoreBOM:!0});
function it(t){return ge.decode(t)}function Ot(t,e,r,o){if(e!==r)throw new l("record-digest-mismatch",`${t} does not mat\
ch the digest in ${d.record} (recorded ${e??"none"}, found ${r??"none"})`,{where:o,details:["the record was changed afte\
r it was written; nothing from it was used"]})}function st(t,e){return new l("record-exists",`${T(t)} already has a reco\
rd; records are immutable`,{where:e,details:["give each stage in the run its own stage id, or record a new attempt"]})}async function at(t,e){
let r=await bt(t,pe);switch(r.kind){case"file":return r.bytes;case"missing":return;case"not-regular":throw new l("record\
-invalid",`${t} is not a regular file (it is ${r.what})`,{where:e});case"too-large":throw new l("record-invalid",`${t} i\
s ${r.size} bytes, more than a record file can be`,{where:e})}}function Nt(t){try{return(0,Ut.lstatSync)(t),!0}catch(e){
if(_(e,"ENOENT"))return!1;throw e}}async function It(t){try{return await ct(t),!0}catch(e){if(_(e,"ENOENT"))return!1;throw e}}
function he(t){return ae(t,{withFileTypes:!0})}function P(t){return(0,Dt.createHash)("sha256").update(t).digest("hex")}function _(t,...e){
let r=t?.code;return typeof r=="string"&&e.includes(r)}var we=/^[0-9]{8}-[0-9]{4}-[0-9a-z]{4}$/,er=/^[1-9]\d{0,19}$/,jt="0123456789abcdefghijklmnopqrstuvwxyz",ye=4;function rr(t,e){
let r=t.getTime();if(!Number.isFinite(r))throw new m("newRunId: the start time is not a valid date");let o=t.getUTCFullYear();
if(o<0||o>9999)throw new m(`newRunId: year ${o} does not fit a run id`);let i=f=>String(f).padStart(2,"0"),n=`${String(o).
padStart(4,"0")}${i(t.getUTCMonth()+1)}${i(t.getUTCDate())}`,s=`${i(t.getUTCHours())}${i(t.getUTCMinutes())}`,a="";for(let f=0;f<
ye;f++){let u=e();if(!(u>=0&&u<1))throw new m(`newRunId: random() returned ${u}, not a number in [0, 1)`);a+=jt[Math.floor(
u*jt.length)]}return`${n}-${s}-${a}`}function nr(t){return we.test(t)}export{J as a,$e as b,xe as c,tt as d,Ke as e,Wt as f,qt as g,kt as h,Qt as i,V as j,Pe as k,_e as l,Zt as m,te as n,re as o,
H as p,rt as q,Le as r,nt as s,oe as t,T as u,vt as v,ot as w,_ as x,we as y,er as z,rr as A,nr as B};

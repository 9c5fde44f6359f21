import{n as M,o as At,s as Et}from"./chunk-W3W44F6T.js";import{d as f,e as m}from"./chunk-4X335366.js";import{
Fa as F,Ga as K,Ha as xt,Ma as q,V as U,ba as E,ca as yt,da as R,ea as zt,fa as bt,ha as c,ia as p,ja as g,ka as G,ma as $t,
n as d,na as S,o as X,p as wt,pa as w,s as b,t as D,u as I,ua as Rt,v as J,va as j,wa as H,x as W,y as P,ya as y,za as h}from"./chunk-DFBKRPZ5.js";
import{a as B}from"./chunk-5A7QKWCT.js";import{a as Jt,b as Wt,d as T}from"./chunk-3NR5HZ6E.js";var V=Wt((ve,St)=>{St.exports=Jt("node:crypto")});var Tt=T(V(),1),_=T(B(),1);import{mkdir as Gt,mkdtemp as kt,open as Pt,rename as qt,rm as Vt}from"node:fs/promises";import{
basename as Yt,dirname as Y,join as Zt}from"node:path";async function De(t,e){let r=Y(t),n=Qt(r,`${Yt(t)}.`),i;try{i=await Pt(
n,"wx"),await i.writeFile(e),await i.sync(),await i.close(),i=void 0,await qt(n,t)}catch(o){throw await i?.close().catch(
()=>{}),await Vt(n,{force:!0}),o}await te(r)}function Qt(t,e){return Zt(t,`.${e}${(0,Tt.randomBytes)(6).toString("hex")}\
.tmp`)}function Ie(t){return/^\..+[.-][0-9a-f]{12}\.tmp$/.test(t)}async function te(t){let e;try{e=await Pt(t,"r"),await e.
sync()}catch{}finally{await e?.close().catch(()=>{})}}function Ue(t){try{return(0,_.mkdtempSync)(t)}catch(e){if(e?.code!==
"ENOENT")throw e;return(0,_.mkdirSync)(Y(t),{recursive:!0}),(0,_.mkdtempSync)(t)}}async function Ft(t){try{return await kt(
t)}catch(e){if(e?.code!=="ENOENT")throw e;return await Gt(Y(t),{recursive:!0}),kt(t)}}var Q=/^[0-9a-f]{64}$/,Z=c().check(bt(Q,{message:"must be a lowercase hex sha256"})),ee=j(["completed","exit-nonzero","h\
andoff-invalid","handoff-missing","verify-failed","max-handoffs","render-failed","skipped","cancelled"]),re=w({input_tokens:y(
p().check(g(),R())),output_tokens:y(p().check(g(),R())),cost_usd:y(p().check(R()))}),ne=w({id:c(),attempt:p().check(g(),
E(1)),workflow:c(),repository:c(),event_name:c(),sha:c(),ref:c()}),oe=w({command:h(c()),preset:h(c()),exit_code:h(p().check(
g())),started_at:F.datetime(),finished_at:F.datetime(),duration_ms:p().check(g(),R()),usage:h(re)}),ie=w({command:c(),exit_code:h(
p().check(g())),output_tail:c(),duration_ms:p().check(g(),R())}),_t=w({stage:K,attempt:p().check(g(),E(1)),run_attempt:y(
p().check(g(),E(2))),record_sha256:Z}),se=w({run:c().check(zt(1)),lineage:S(_t)}),tt=w({schema:H(J.record),stage:K,job:c(),
matrix:h(Rt(c(),$t())),attempt:p().check(g(),E(1)),repair:G(),hop:p().check(g(),E(1)),run:ne,agent:oe,verify:h(ie),status:xt,
outcome:w({reason:ee,message:h(c())}),present:G(),digests:w({handoff:h(Z),prompt:Z}),lineage:S(_t),parent:y(se),problems:S(
Et)});function Le(t,e){return e==="cancelled"?"cancelled":t}var Be=w({schema:H(J.run),id:c(),workflow:c(),workflow_path:h(
c()),status:j(["running","success","failure","cancelled"]),started_at:F.datetime(),finished_at:h(F.datetime()),duration_ms:h(
p().check(g(),R())),replay_of:h(c()),reason:y(c()),process:y(w({pid:p().check(g(),yt()),host:c(),start:y(c()),temp:y(c())})),
jobs:S(w({id:c(),stages:S(K),result:j(["success","failure","cancelled","skipped"]),reused:y(H(!0))}))});function ae(t){return`${JSON.stringify(t,null,2)}
`}function ce(t){return`${JSON.stringify(t,null,2)}
`}var C=new TextEncoder;function Ot(t,e){let r=t.record?.lineage,n=Array.isArray(r)&&r.every(de),i=tt.safeParse(n?{...t.
record,lineage:[]}:t.record);if(!i.success){let z=t.record?.stage;throw new m(`refusing to store an invalid record for s\
tage ${String(z)}: ${vt(i.error.issues)}`)}let o=n?{...i.data,lineage:t.record.lineage}:i.data;if(typeof t.prompt!="stri\
ng")throw new m(`refusing to store stage ${o.stage}: the prompt is not text`);if(t.log!==void 0&&typeof t.log!="string")
throw new m(`refusing to store stage ${o.stage}: the agent log is not text`);if(t.handoff!==null){let z=q.safeParse(t.handoff);
if(!z.success)throw new m(`refusing to store an invalid handoff for stage ${o.stage}: ${vt(z.error.issues)}`)}let s=new Map;
s.set(d.record,C.encode(ae(t.record))),s.set(d.prompt,C.encode(t.prompt)),s.set(d.handoff,C.encode(ce(t.handoff))),t.log!==
void 0&&s.set(d.log,C.encode(t.log));let a=`stage ${o.stage} attempt ${o.attempt}`;for(let[z,x]of fe(t.files,a))s.set(z,
x);let u=e(s.get(d.prompt));if(o.digests.prompt!==u)throw new m(`refusing to store ${a}: record.digests.prompt is ${o.digests.
prompt}, but the prompt's sha256 is ${u}`);let l=t.handoff===null?null:e(s.get(d.handoff));if(o.digests.handoff!==l)throw new m(
`refusing to store ${a}: record.digests.handoff is ${o.digests.handoff}, but it must be ${l===null?"null (no handoff)":`${l}\
, the sha256 of ${d.handoff} (encodeHandoffJson)`}`);return{record:o,files:s}}function de(t){if(t===null||typeof t!="obj\
ect"||Array.isArray(t)||Object.getPrototypeOf(t)!==Object.prototype)return!1;let e=Object.keys(t),{stage:r,attempt:n,record_sha256:i}=t,
o=Object.hasOwn(t,"run_attempt"),s=t.run_attempt;return e.length===(o?4:3)&&(!o||typeof s=="number"&&Number.isSafeInteger(
s)&&s>=2)&&typeof r=="string"&&P.test(r)&&typeof n=="number"&&Number.isSafeInteger(n)&&n>=1&&typeof i=="string"&&Q.test(
i)}function vt(t){return t.map(e=>`${M(et(e.path))}: ${e.message}`).join("; ")}function Dt(t,e){let r=tt.safeParse(Nt(t.
record,d.record,e));if(!r.success)throw new f("record-invalid",`${d.record} is not a baton record`,{where:e,details:r.error.
issues.map(o=>`${M(et(o.path))}: ${o.message}`)});if(t.handoff===null)return{record:r.data,handoff:null};let n=Nt(t.handoff,
d.handoff,e);if(n===null)return{record:r.data,handoff:null};let i=q.safeParse(n);if(!i.success)throw new f("record-inval\
id",`${d.handoff} is not a valid handoff`,{where:e,details:i.error.issues.map(o=>`${M(et(o.path))}: ${o.message}`)});return{
record:r.data,handoff:i.data}}function Nt(t,e,r){try{return JSON.parse(t)}catch(n){throw new f("record-invalid",`${e} is\
 not valid JSON: ${n.message}`,{where:r})}}function et(t){return t.filter(e=>typeof e!="symbol")}function ue(t){if(t.includes(
"\0")||t.includes("\\"))return{refused:"must use / separators and no NUL"};if(t.startsWith("/"))return{refused:"must be \
relative to the working directory"};let e=t.split("/").filter(n=>n!==""&&n!==".");if(e.includes(".."))return{refused:"mu\
st stay inside the working directory (no .. segment)"};if(e.length===0)return{refused:"names no file"};let r=wt.filter(n=>t.
includes(n));return r.length>0?{refused:`holds ${r.map(n=>JSON.stringify(n)).join(", ")}, which a file in a GitHub artif\
act cannot have`}:{path:e.join("/")}}function fe(t,e){let r=new Map,n=(o,s)=>new m(`refusing to store ${e}: artifact ${JSON.
stringify(o)} ${s}`),i=0;for(let o of t??[]){let s=ue(o.path);if("refused"in s)throw n(o.path,s.refused);if(s.path!==o.path)
throw n(o.path,`is not normalised (${s.path})`);if(!(o.bytes instanceof Uint8Array))throw n(o.path,"has no bytes");let a=`${X}\
/${o.path}`;if(r.has(a))throw n(o.path,"is listed twice");r.set(a,o.bytes),i+=o.bytes.length}for(let o of r.keys()){let s=o.
split("/");for(let a=2;a<s.length;a++){let u=s.slice(0,a).join("/");if(r.has(u))throw n(u.slice(X.length+1),`is a file, \
and also a directory of ${o}`)}}if(i>W.artifactBytes)throw new m(`refusing to store ${e}: its artifacts total ${i} bytes\
, more than ${W.artifactBytes}`);return r}var Lt=T(V(),1),Bt=T(B(),1);import{cp as he,lstat as mt,mkdir as we,readdir as ye,rename as ze,rm as be,writeFile as $e}from"node:fs/promises";
import{dirname as Re,join as $,relative as xe,resolve as Ae}from"node:path";var rt=new RegExp(`${D}([1-9][0-9]*)$`),nt=new RegExp(`${I}([1-9][0-9]*)$`);function ot(t,e,r=1){if(!P.test(t))throw new f(
"stage-id-invalid",`"${t}" is not a valid stage id: it must start with a letter or _ and have at most 99 more letters, d\
igits, _ or -`,{where:"stage"});for(let[o,s,a]of[[rt,"an attempt suffix",D],[nt,"a run attempt suffix",I]])if(o.test(t))
throw new f("stage-id-invalid",`stage id "${t}" ends like ${s} (${a}<n>), which would make its artifact name ambiguous; \
rename the stage`,{where:"stage"});for(let[o,s]of[["attempt",e],["run attempt",r]])if(!Number.isInteger(s)||s<1)throw new f(
"attempt-invalid",`${o} must be a whole number of at least 1, got ${s}`,{where:`stage ${t}`});let n=r===1?"":`${I}${r}`,
i=e===1?"":`${D}${e}`;return`${b}${t}${n}${i}`}function tr(t){try{return ot(t,1),null}catch(e){if(e instanceof f)return e.
message;throw e}}function it(t){if(!t.startsWith(b))return null;let e=t.slice(b.length),r=rt.exec(e),n=r?e.slice(0,r.index):
e,i=nt.exec(n),o=i?n.slice(0,i.index):n,s=r?Number(r[1]):1,a=i?Number(i[1]):1;return r&&s===1||i&&a===1||!P.test(o)||rt.
test(o)||nt.test(o)?null:{stage:o,attempt:s,runAttempt:a}}function L(t,e){return t.runAttempt-e.runAttempt||t.attempt-e.attempt}function st(t,e){return(t.stage<e.stage?-1:t.stage>
e.stage?1:0)||L(t,e)}function rr(t){let e;for(let r of t)(e===void 0||L(r,e)>0)&&(e=r);return e}function at(t){return{stage:t.
stage,attempt:t.attempt,runAttempt:t.run.attempt}}function le(t){let e=t.runAttempt===1?"":` of run attempt ${t.runAttempt}`;
return`attempt ${t.attempt}${e}`}function v(t){return`stage ${t.stage} ${le(t)}`}var dt=T(B(),1);import{dirname as ct,sep as It}from"node:path";function k(t){let e=t?.code;return e==="EACCES"||e==="EPERM"}function me(t,e,r,n){let i=e.code,o=pe(t),s=o===r?"this dir\
ectory":o===t?"it":o,a=ge(o),u=process.geteuid?.();return{why:`you may not ${o===t?"read":"open"} ${s} (${i})`,details:[
a!==void 0&&u!==void 0&&a!==u?`it belongs to another user (uid ${a}), as when a run is made with sudo or in a container:\
 make ${n.what} yours (sudo chown -R "$(id -u)" ${Ut(n.dir)}), or read it as that user`:`make it readable for you: chmod\
 -R u+rX ${Ut(o)}`]}}function jt(t,e,r,n,i,o=""){let{why:s,details:a}=me(e,r,n,i);return new f(t,`${o}cannot be read: ${s}`,
{where:n,details:a,cause:r})}function pe(t){let e=[];for(let r=ct(t);e.unshift(r),ct(r)!==r;r=ct(r));for(let r of e)try{
(0,dt.lstatSync)(`${r}${r.endsWith(It)?"":It}.`)}catch(n){if(k(n))return r;break}return t}function ge(t){try{return(0,dt.lstatSync)(
t).uid}catch{return}}function Ut(t){return/^[A-Za-z0-9_./-]+$/.test(t)?t:`'${t.replaceAll("'","'\\''")}'`}var Ht=class{runDir;#i;#s;#e=new Map;#r=Promise.resolve();#n=0;#t;#a=!1;constructor(e,r={}){this.runDir=Ae(e),this.#i=r.
writeBehind??!1,this.#s=Math.max(1,r.maxPendingWrites??32)}attemptDir(e,r,n=1){return $(this.runDir,ut(e,r,n))}async put(e){
let{record:r,files:n}=Ot(e,N),i=at(r),o={...i,recordSha256:N(n.get(d.record)),id:this.attemptDir(i.stage,i.attempt,i.runAttempt)},
s=l=>Ee(l,n);if(!this.#i)return await this.#o(i,s),o;this.#n++;try{for(;this.#e.size>=this.#s;)await this.#e.values().next().
value}finally{this.#n--}if(this.#a)throw new m(`the run in ${this.runDir} has ended: stage ${r.stage} came too late to b\
e stored`);if(this.#t)throw this.#t;let a=ut(i.stage,i.attempt,i.runAttempt);if(this.#e.has(a)||Mt(o.id))throw lt(i,o.id);
let u=this.#r.then(async()=>{if(this.#t===void 0)try{await this.#o(i,s)}catch(l){this.#t=new f("record-write-failed",`th\
e record of ${v(i)} could not be written: ${l instanceof Error?l.message:String(l)}`,{where:o.id,details:["nothing of it\
 was kept, and no later record of this run is stored"],cause:l})}this.#e.delete(a)});return this.#e.set(a,u),this.#r=u,o}async settled(){
do await this.#r;while(this.#e.size>0||this.#n>0)}async flush(){if(await this.settled(),this.#t)throw this.#t}get writeFailure(){
return this.#t}close(){this.#a=!0}async copyAttempt(e,r,n,i=1){if(await e.getAttempt(r,n,i)===void 0)return!1;let o=e.attemptDir(
r,n,i);return await this.#o({stage:r,attempt:n,runAttempt:i},s=>he(o,s,{recursive:!0,force:!1,filter:async a=>{let u=await mt(
a);return u.isFile()||u.isDirectory()}})),!0}async#o(e,r){let n=ut(e.stage,e.attempt,e.runAttempt),i=$(this.runDir,n);if(Mt(
i))throw lt(e,i);let o=await Ft($(this.runDir,`${U}${n}-`));try{await r(o);try{await ze(o,i)}catch(s){throw O(s,"EEXIST",
"ENOTEMPTY","ENOTDIR","EISDIR")?lt(e,i):s}}catch(s){throw await be(o,{recursive:!0,force:!0}).catch(()=>{}),s}}async get(e){
await this.#r;let r=(await this.#c()).map(n=>it(`${b}${n}`)).filter(n=>n?.stage===e).sort((n,i)=>L(i,n));for(let n of r){
let i=this.attemptDir(e,n.attempt,n.runAttempt);if(await Ct($(i,d.record)))return this.getAttempt(e,n.attempt,n.runAttempt)}}async getAttempt(e,r,n=1){
await this.#r;let i={stage:e,attempt:r,runAttempt:n},o=this.attemptDir(e,r,n),s;try{s=await mt(o)}catch(A){if(O(A,"ENOEN\
T"))return;throw k(A)?pt("record-unreadable",o,o,this.runDir,A):A}if(!s.isDirectory())throw new f("record-invalid","is n\
ot a directory",{where:o});let a=A=>Te($(o,A),o,this.runDir),u=await a(d.record);if(!u)throw new f("record-invalid",`has\
 no ${d.record}`,{where:o});let l=await a(d.prompt);if(!l)throw new f("record-invalid",`has no ${d.prompt}`,{where:o});let z=await a(
d.handoff),{record:x,handoff:gt}=Dt({record:ft(u),handoff:z?ft(z):null},o),ht=at(x);if(st(ht,i)!==0)throw new f("record-\
invalid",`holds the record of ${v(ht)}, not ${v(i)}`,{where:o});return Kt(d.prompt,x.digests.prompt,N(l),o),Kt(d.handoff,
x.digests.handoff,gt===null?null:N(z??new Uint8Array),o),{record:x,prompt:ft(l),handoff:gt,recordSha256:N(u)}}async list(){
await this.#r;let e=[];for(let r of await this.#c()){let n=it(`${b}${r}`);n&&await Ct($(this.runDir,r,d.record))&&e.push(
n)}return e.sort(st)}async#c(){let e;try{e=await Pe(this.runDir)}catch(r){if(O(r,"ENOENT"))return[];throw k(r)?pt("run-u\
nreadable",this.runDir,this.runDir,this.runDir,r):r}return e.filter(r=>r.isDirectory()&&!r.name.startsWith(".")).map(r=>r.
name)}};async function Ee(t,e){for(let[r,n]of e)r.includes("/")&&await we(Re($(t,r)),{recursive:!0}),await $e($(t,r),n,{
flag:"wx"})}function wr(t){return t.startsWith(U)&&/^.+-[A-Za-z0-9]{6}$/.test(t.slice(U.length))}function ut(t,e,r=1){return ot(
t,e,r).slice(b.length)}var Se=32*1024*1024,ke=new TextDecoder("utf-8",{ignoreBOM:!0});function ft(t){return ke.decode(t)}
function Kt(t,e,r,n){if(e!==r)throw new f("record-digest-mismatch",`${t} does not match the digest in ${d.record} (recor\
ded ${e??"none"}, found ${r??"none"})`,{where:n,details:["the record was changed after it was written; nothing from it w\
as used"]})}function lt(t,e){return new f("record-exists",`${v(t)} already has a record; records are immutable`,{where:e,
details:["give each stage in the run its own stage id, or record a new attempt"]})}async function Te(t,e,r){let n;try{n=
await At(t,Se)}catch(i){throw k(i)?pt("record-unreadable",t,e,r,i):i}switch(n.kind){case"file":return n.bytes;case"missi\
ng":return;case"not-regular":throw new f("record-invalid",`${t} is not a regular file (it is ${n.what})`,{where:e});case"\
too-large":throw new f("record-invalid",`${t} is ${n.size} bytes, more than a record file can be`,{where:e})}}function Mt(t){
try{return(0,Bt.lstatSync)(t),!0}catch(e){if(O(e,"ENOENT"))return!1;throw e}}async function Ct(t){try{return await mt(t),
!0}catch(e){if(O(e,"ENOENT"))return!1;if(k(e))return!0;throw e}}function pt(t,e,r,n,i){let o=e===r?"":`${xe(r,e)} `;return jt(
t,e,i,r,{dir:n,what:"the run"},o)}function Pe(t){return ye(t,{withFileTypes:!0})}function N(t){return(0,Lt.createHash)("\
sha256").update(t).digest("hex")}function O(t,...e){let r=t?.code;return typeof r=="string"&&e.includes(r)}var Fe=/^[0-9]{8}-[0-9]{4}-[0-9a-z]{4}$/,br=/^[1-9]\d{0,19}$/,Xt="0123456789abcdefghijklmnopqrstuvwxyz",_e=4;function $r(t,e){
let r=t.getTime();if(!Number.isFinite(r))throw new m("newRunId: the start time is not a valid date");let n=t.getUTCFullYear();
if(n<0||n>9999)throw new m(`newRunId: year ${n} does not fit a run id`);let i=u=>String(u).padStart(2,"0"),o=`${String(n).
padStart(4,"0")}${i(t.getUTCMonth()+1)}${i(t.getUTCDate())}`,s=`${i(t.getUTCHours())}${i(t.getUTCMinutes())}`,a="";for(let u=0;u<
_e;u++){let l=e();if(!(l>=0&&l<1))throw new m(`newRunId: random() returned ${l}, not a number in [0, 1)`);a+=Xt[Math.floor(
l*Xt.length)]}return`${o}-${s}-${a}`}function Rr(t){return Fe.test(t)}export{V as a,De as b,Qt as c,Ie as d,Ue as e,ot as f,tr as g,re as h,ne as i,_t as j,se as k,tt as l,Le as m,Be as n,ae as o,
ce as p,ue as q,L as r,st as s,rr as t,at as u,le as v,v as w,k as x,me as y,jt as z,Ut as A,Ht as B,wr as C,ut as D,O as E,
Fe as F,br as G,$r as H,Rr as I};

import{n as M,o as vt,s as Pt}from"./chunk-LFOFSEAC.js";import{a as zt,b as Rt,d as f,e as w}from"./chunk-4X335366.js";
import{Aa as y,Ga as _,Ha as F,Ia as Tt,Na as V,P as At,V as D,ca as k,da as H,ea as x,fa as Et,ga as St,ia as d,ja as m,
ka as g,la as q,n as u,na as kt,o as J,oa as A,p as xt,qa as h,s as b,t as U,u as I,v as W,va as Ft,wa as K,x as G,xa as L,
y as P,za as $}from"./chunk-ZBA3PNUV.js";import{a as X}from"./chunk-5A7QKWCT.js";import{a as ne,b as oe,d as v}from"./chunk-3NR5HZ6E.js";var Y=oe((We,_t)=>{_t.exports=ne("node:crypto")});var Ot=v(Y(),1),N=v(X(),1);import{mkdir as ie,mkdtemp as Nt,open as jt,rename as se,rm as ae}from"node:fs/promises";import{
basename as ce,dirname as Q,join as de}from"node:path";async function Ve(t,e){let r=Q(t),n=ue(r,`${ce(t)}.`),i;try{i=await jt(
n,"wx"),await i.writeFile(e),await i.sync(),await i.close(),i=void 0,await se(n,t)}catch(o){throw await i?.close().catch(
()=>{}),await ae(n,{force:!0}),o}await fe(r)}function ue(t,e){return de(t,`.${e}${(0,Ot.randomBytes)(6).toString("hex")}\
.tmp`)}function Ye(t){return/^\..+[.-][0-9a-f]{12}\.tmp$/.test(t)}async function fe(t){let e;try{e=await jt(t,"r"),await e.
sync()}catch{}finally{await e?.close().catch(()=>{})}}function Qe(t){try{return(0,N.mkdtempSync)(t)}catch(e){if(e?.code!==
"ENOENT")throw e;return(0,N.mkdirSync)(Q(t),{recursive:!0}),(0,N.mkdtempSync)(t)}}async function Ut(t){try{return await Nt(
t)}catch(e){if(e?.code!=="ENOENT")throw e;return await ie(Q(t),{recursive:!0}),Nt(t)}}var tt=/^[0-9a-f]{64}$/,Z=d().check(St(tt,{message:"must be a lowercase hex sha256"})),le=K(["completed","exit-nonzero",
"handoff-invalid","handoff-missing","verify-failed","max-handoffs","render-failed","skipped","cancelled"]),me=h({input_tokens:$(
m().check(g(),x())),output_tokens:$(m().check(g(),x())),cost_usd:$(m().check(x()))}),pe=h({id:d(),attempt:m().check(g(),
k(1)),workflow:d(),repository:d(),event_name:d(),sha:d(),ref:d()}),ge=h({command:y(d()),preset:y(d()),exit_code:y(m().check(
g())),started_at:_.datetime(),finished_at:_.datetime(),duration_ms:m().check(g(),x()),usage:y(me)}),he=h({command:d(),exit_code:y(
m().check(g())),output_tail:d(),duration_ms:m().check(g(),x())}),It=h({stage:F,attempt:m().check(g(),k(1)),run_attempt:$(
m().check(g(),k(2))),record_sha256:Z}),we=h({run:d().check(Et(1)),lineage:A(It)}),et=h({schema:L(W.record),stage:F,job:d(),
matrix:y(Ft(d(),kt())),attempt:m().check(g(),k(1)),repair:q(),hop:m().check(g(),k(1)),run:pe,agent:ge,verify:y(he),status:Tt,
outcome:h({reason:le,message:y(d())}),present:q(),digests:h({handoff:y(Z),prompt:Z}),lineage:A(It),parent:$(we),problems:A(
Pt)});function or(t,e){return e==="cancelled"?"cancelled":t}var ir=h({schema:L(W.run),id:d(),workflow:d(),workflow_path:y(
d()),status:K(["running","success","failure","cancelled"]),started_at:_.datetime(),finished_at:y(_.datetime()),duration_ms:y(
m().check(g(),x())),replay_of:y(d()),reason:$(d()),process:$(h({pid:m().check(g(),H()),host:d(),start:$(d()),temp:$(d())})),
jobs:A(h({id:d(),stages:A(F),result:K(["success","failure","cancelled","skipped"]),reused:$(L(!0))})),unstored:$(h({failed:h(
{job:d(),stage:F,attempt:m().check(g(),H()),cause:d()}),after:A(h({job:d(),stage:F,attempt:m().check(g(),H())})),replay_from:y(
d())}))});function ye(t){return`${JSON.stringify(t,null,2)}
`}function $e(t){return`${JSON.stringify(t,null,2)}
`}var C=new TextEncoder;function Kt(t,e){let r=t.record?.lineage,n=Array.isArray(r)&&r.every(be),i=et.safeParse(n?{...t.
record,lineage:[]}:t.record);if(!i.success){let p=t.record?.stage;throw new w(`refusing to store an invalid record for s\
tage ${String(p)}: ${Dt(i.error.issues)}`)}let o=n?{...i.data,lineage:t.record.lineage}:i.data;if(typeof t.prompt!="stri\
ng")throw new w(`refusing to store stage ${o.stage}: the prompt is not text`);if(t.log!==void 0&&typeof t.log!="string")
throw new w(`refusing to store stage ${o.stage}: the agent log is not text`);if(t.handoff!==null){let p=V.safeParse(t.handoff);
if(!p.success)throw new w(`refusing to store an invalid handoff for stage ${o.stage}: ${Dt(p.error.issues)}`)}let s=new Map;
s.set(u.record,C.encode(ye(t.record))),s.set(u.prompt,C.encode(t.prompt)),s.set(u.handoff,C.encode($e(t.handoff))),t.log!==
void 0&&s.set(u.log,C.encode(t.log));let a=`stage ${o.stage} attempt ${o.attempt}`;for(let[p,E]of Re(t.files,a))s.set(p,
E);let c=e(s.get(u.prompt));if(o.digests.prompt!==c)throw new w(`refusing to store ${a}: record.digests.prompt is ${o.digests.
prompt}, but the prompt's sha256 is ${c}`);let l=t.handoff===null?null:e(s.get(u.handoff));if(o.digests.handoff!==l)throw new w(
`refusing to store ${a}: record.digests.handoff is ${o.digests.handoff}, but it must be ${l===null?"null (no handoff)":`${l}\
, the sha256 of ${u.handoff} (encodeHandoffJson)`}`);return{record:o,files:s}}function be(t){if(t===null||typeof t!="obj\
ect"||Array.isArray(t)||Object.getPrototypeOf(t)!==Object.prototype)return!1;let e=Object.keys(t),{stage:r,attempt:n,record_sha256:i}=t,
o=Object.hasOwn(t,"run_attempt"),s=t.run_attempt;return e.length===(o?4:3)&&(!o||typeof s=="number"&&Number.isSafeInteger(
s)&&s>=2)&&typeof r=="string"&&P.test(r)&&typeof n=="number"&&Number.isSafeInteger(n)&&n>=1&&typeof i=="string"&&tt.test(
i)}function Dt(t){return t.map(e=>`${M(rt(e.path))}: ${e.message}`).join("; ")}function Lt(t,e){let r=et.safeParse(Ht(t.
record,u.record,e));if(!r.success)throw new f("record-invalid",`${u.record} is not a baton record`,{where:e,details:r.error.
issues.map(o=>`${M(rt(o.path))}: ${o.message}`)});if(t.handoff===null)return{record:r.data,handoff:null};let n=Ht(t.handoff,
u.handoff,e);if(n===null)return{record:r.data,handoff:null};let i=V.safeParse(n);if(!i.success)throw new f("record-inval\
id",`${u.handoff} is not a valid handoff`,{where:e,details:i.error.issues.map(o=>`${M(rt(o.path))}: ${o.message}`)});return{
record:r.data,handoff:i.data}}function Ht(t,e,r){try{return JSON.parse(t)}catch(n){throw new f("record-invalid",`${e} is\
 not valid JSON: ${n.message}`,{where:r})}}function rt(t){return t.filter(e=>typeof e!="symbol")}function ze(t){if(t.includes(
"\0")||t.includes("\\"))return{refused:"must use / separators and no NUL"};if(t.startsWith("/"))return{refused:"must be \
relative to the working directory"};let e=t.split("/").filter(n=>n!==""&&n!==".");if(e.includes(".."))return{refused:"mu\
st stay inside the working directory (no .. segment)"};if(e.length===0)return{refused:"names no file"};let r=xt.filter(n=>t.
includes(n));return r.length>0?{refused:`holds ${r.map(n=>JSON.stringify(n)).join(", ")}, which a file in a GitHub artif\
act cannot have`}:{path:e.join("/")}}function Re(t,e){let r=new Map,n=(o,s)=>new w(`refusing to store ${e}: artifact ${JSON.
stringify(o)} ${s}`),i=0;for(let o of t??[]){let s=ze(o.path);if("refused"in s)throw n(o.path,s.refused);if(s.path!==o.path)
throw n(o.path,`is not normalised (${s.path})`);if(!(o.bytes instanceof Uint8Array))throw n(o.path,"has no bytes");let a=`${J}\
/${o.path}`;if(r.has(a))throw n(o.path,"is listed twice");r.set(a,o.bytes),i+=o.bytes.length}for(let o of r.keys()){let s=o.
split("/");for(let a=2;a<s.length;a++){let c=s.slice(0,a).join("/");if(r.has(c))throw n(c.slice(J.length+1),`is a file, \
and also a directory of ${o}`)}}if(i>G.artifactBytes)throw new w(`refusing to store ${e}: its artifacts total ${i} bytes\
, more than ${G.artifactBytes}`);return r}function B(t,e){return t.runAttempt-e.runAttempt||t.attempt-e.attempt}function nt(t,e){return(t.stage<e.stage?-1:t.stage>
e.stage?1:0)||B(t,e)}function mr(t){let e;for(let r of t)(e===void 0||B(r,e)>0)&&(e=r);return e}function ot(t){return{stage:t.
stage,attempt:t.attempt,runAttempt:t.run.attempt}}function xe(t){let e=t.runAttempt===1?"":` of run attempt ${t.runAttempt}`;
return`attempt ${t.attempt}${e}`}function z(t){return`stage ${t.stage} ${xe(t)}`}import{basename as Mt,dirname as Ct,join as Bt,sep as it}from"node:path";function st(t,e){return`${t} could not be written: ${Jt(e)}`}var Xt={ENOSPC:"make room, then ",EDQUOT:"make room, then ",
EFBIG:"raise the file size limit, then "};function Jt(t){return t?.code==="ENOENT"?`${t instanceof Error?t.message:String(
t)} (the run's directory was removed while it ran)`:Rt(t)}function Ae(t){if(typeof t!="string"){let e=t?.code;return(e===
void 0?void 0:Xt[e])??""}for(let[e,r]of Object.entries(Xt))if(t.includes(`(${zt({code:e})})`))return r;return""}function Ee(t,e,r){
return`${t}: ${st(e,r)}; what came after is not in it`}function yr(t,e){let r=new Map;for(let n of e){let i=Jt(n.error);
r.set(i,[...r.get(i)??[],n])}return[...r].map(([n,i])=>{let[o]=i;if(i.length===1)return Ee(Bt(t,o.name),o.what,o.error);
let s=[...new Set(i.map(c=>c.kind))].join(" and ");return`${i.map((c,l)=>l===0?Bt(t,c.name):c.name).join(", ")}: ${s} co\
uld not be written: ${n}; what came after is not in them`})}function $r(t,e){let r=Mt(e),n=`${Ct(e)}${it}`,i=`${it}${Mt(
Ct(e))}${it}`;for(let o of(t??"").split(`
`).map(s=>s.trimStart())){if(!o.includes(" could not be written: "))continue;let s=o.startsWith(n)?n.length:o.indexOf(i)+
i.length;if(s<i.length)continue;let a=o.slice(s);if(a.startsWith(`${r}: `)||a.startsWith(`${r}, `))return o;let c=a.slice(
0,a.indexOf(" could not be written: "));if(c.includes(`, ${r}, `)||c.includes(`, ${r}: `))return o}return null}function br(t){
let{run:e,what:r,replayFrom:n,jobs:i}=t,o=Ae(t.cause);return i==="stored"&&n!==null?`${o}record ${r} again: ${t.replay(e,
n)}`:`${i==="stored"?`no one replay of run ${e} records ${r} again (no job comes before every job that made one)`:`run ${e}\
 cannot be replayed, as its ${At.jobs} ${i==="unwritten"?"could not be written":"is missing"}`}: ${o}run it again in ful\
l: ${t.runAgain}`}var te=v(Y(),1),ee=v(X(),1);import{cp as Te,lstat as wt,mkdir as ve,readdir as Pe,rename as _e,rm as Ne,writeFile as Oe}from"node:fs/promises";
import{dirname as je,join as R,relative as Ue,resolve as Ie}from"node:path";var at=new RegExp(`${U}([1-9][0-9]*)$`),ct=new RegExp(`${I}([1-9][0-9]*)$`);function dt(t,e,r=1){if(!P.test(t))throw new f(
"stage-id-invalid",`"${t}" is not a valid stage id: it must start with a letter or _ and have at most 99 more letters, d\
igits, _ or -`,{where:"stage"});for(let[o,s,a]of[[at,"an attempt suffix",U],[ct,"a run attempt suffix",I]])if(o.test(t))
throw new f("stage-id-invalid",`stage id "${t}" ends like ${s} (${a}<n>), which would make its artifact name ambiguous; \
rename the stage`,{where:"stage"});for(let[o,s]of[["attempt",e],["run attempt",r]])if(!Number.isInteger(s)||s<1)throw new f(
"attempt-invalid",`${o} must be a whole number of at least 1, got ${s}`,{where:`stage ${t}`});let n=r===1?"":`${I}${r}`,
i=e===1?"":`${U}${e}`;return`${b}${t}${n}${i}`}function Ar(t){try{return dt(t,1),null}catch(e){if(e instanceof f)return e.
message;throw e}}function ut(t){if(!t.startsWith(b))return null;let e=t.slice(b.length),r=at.exec(e),n=r?e.slice(0,r.index):
e,i=ct.exec(n),o=i?n.slice(0,i.index):n,s=r?Number(r[1]):1,a=i?Number(i[1]):1;return r&&s===1||i&&a===1||!P.test(o)||at.
test(o)||ct.test(o)?null:{stage:o,attempt:s,runAttempt:a}}var lt=v(X(),1);import{dirname as ft,sep as Wt}from"node:path";function T(t){let e=t?.code;return e==="EACCES"||e==="EPERM"}function Se(t,e,r,n){let i=e.code,o=ke(t),s=o===r?"this dir\
ectory":o===t?"it":o,a=Fe(o),c=process.geteuid?.();return{why:`you may not ${o===t?"read":"open"} ${s} (${i})`,details:[
a!==void 0&&c!==void 0&&a!==c?`it belongs to another user (uid ${a}), as when a run is made with sudo or in a container:\
 make ${n.what} yours (sudo chown -R "$(id -u)" ${Gt(n.dir)}), or read it as that user`:`make it readable for you: chmod\
 -R u+rX ${Gt(o)}`]}}function qt(t,e,r,n,i,o=""){let{why:s,details:a}=Se(e,r,n,i);return new f(t,`${o}cannot be read: ${s}`,
{where:n,details:a,cause:r})}function ke(t){let e=[];for(let r=ft(t);e.unshift(r),ft(r)!==r;r=ft(r));for(let r of e)try{
(0,lt.lstatSync)(`${r}${r.endsWith(Wt)?"":Wt}.`)}catch(n){if(T(n))return r;break}return t}function Fe(t){try{return(0,lt.lstatSync)(
t).uid}catch{return}}function Gt(t){return/^[A-Za-z0-9_./-]+$/.test(t)?t:`'${t.replaceAll("'","'\\''")}'`}var mt=8,Vt=class{runDir;#s;#a;#c;#e=new Map;#r=Promise.resolve();#o=0;#t;#n=[];#d=!1;constructor(e,r={}){this.runDir=Ie(
e),this.#s=r.writeBehind??!1,this.#a=r.onUnstored,this.#c=Math.max(1,r.maxPendingWrites??32)}attemptDir(e,r,n=1){return R(
this.runDir,pt(e,r,n))}async put(e){let{record:r,files:n}=Kt(e,O),i=ot(r),o={...i,recordSha256:O(n.get(u.record)),id:this.
attemptDir(i.stage,i.attempt,i.runAttempt)},s=p=>De(p,n);if(!this.#s)return await this.#i(i,s),o;this.#o++;try{for(;this.#e.
size>=this.#c;)await this.#e.values().next().value}finally{this.#o--}if(this.#d)throw new w(`the run in ${this.runDir} h\
as ended: stage ${r.stage} came too late to be stored`);let a=r.job;if(this.#t)throw this.#n.push({...i,job:a}),Le(i,a,o.
id,this.#n[0]);let c=pt(i.stage,i.attempt,i.runAttempt);if(this.#e.has(c)||Qt(o.id))throw ht(i,o.id);let l=this.#r.then(
async()=>{if(this.#t===void 0)try{await this.#i(i,s)}catch(p){this.#u({...i,job:a,cause:p}),this.#t=new f("record-write-\
failed",st(`the record of ${z(i)} (job ${a})`,p),{where:o.id,details:["nothing of it was kept, and no later record of th\
is run is stored"],cause:p})}else this.#u({...i,job:a});this.#e.delete(c)});return this.#e.set(c,l),this.#r=l,o}#u(e){this.#n.
push(e),this.#a?.(e)}async settled(){do await this.#r;while(this.#e.size>0||this.#o>0)}async flush(){if(await this.settled(),
!this.#t)return;let e=this.#n.slice(1);throw e.length===0?this.#t:new f(this.#t.code,this.#t.message,{...this.#t.where===
void 0?{}:{where:this.#t.where},details:[...this.#t.details,`not stored after it either: ${Me(e.map(r=>`${z(r)} (job ${r.
job})`))}`],cause:this.#t.cause})}unstored(){return this.#n}get writeFailure(){return this.#t}close(){this.#d=!0}async copyAttempt(e,r,n,i=1){
if(await e.getAttempt(r,n,i)===void 0)return!1;let o=e.attemptDir(r,n,i);return await this.#i({stage:r,attempt:n,runAttempt:i},
s=>Te(o,s,{recursive:!0,force:!1,filter:async a=>{let c=await wt(a);return c.isFile()||c.isDirectory()}})),!0}async#i(e,r){
let n=pt(e.stage,e.attempt,e.runAttempt),i=R(this.runDir,n);if(Qt(i))throw ht(e,i);let o=await Ut(R(this.runDir,`${D}${n}\
-`));try{await r(o);try{await _e(o,i)}catch(s){throw j(s,"EEXIST","ENOTEMPTY","ENOTDIR","EISDIR")?ht(e,i):s}}catch(s){throw await Ne(
o,{recursive:!0,force:!0}).catch(()=>{}),s}}async get(e){await this.#r;let r=(await this.#f()).map(n=>ut(`${b}${n}`)).filter(
n=>n?.stage===e).sort((n,i)=>B(i,n));for(let n of r){let i=this.attemptDir(e,n.attempt,n.runAttempt);if(await Zt(R(i,u.record)))
return this.getAttempt(e,n.attempt,n.runAttempt)}}async getAttempt(e,r,n=1){await this.#r;let i={stage:e,attempt:r,runAttempt:n},
o=this.attemptDir(e,r,n),s;try{s=await wt(o)}catch(S){if(j(S,"ENOENT"))return;throw T(S)?yt("record-unreadable",o,o,this.
runDir,S):S}if(!s.isDirectory())throw new f("record-invalid","is not a directory",{where:o});let a=S=>Ce(R(o,S),o,this.runDir),
c=await a(u.record);if(!c)throw new f("record-invalid",`has no ${u.record}`,{where:o});let l=await a(u.prompt);if(!l)throw new f(
"record-invalid",`has no ${u.prompt}`,{where:o});let p=await a(u.handoff),{record:E,handoff:$t}=Lt({record:gt(c),handoff:p?
gt(p):null},o),bt=ot(E);if(nt(bt,i)!==0)throw new f("record-invalid",`holds the record of ${z(bt)}, not ${z(i)}`,{where:o});
return Yt(u.prompt,E.digests.prompt,O(l),o),Yt(u.handoff,E.digests.handoff,$t===null?null:O(p??new Uint8Array),o),{record:E,
prompt:gt(l),handoff:$t,recordSha256:O(c)}}async list(){await this.#r;let e=[];for(let r of await this.#f()){let n=ut(`${b}${r}`);
n&&await Zt(R(this.runDir,r,u.record))&&e.push(n)}return e.sort(nt)}async#f(){let e;try{e=await Be(this.runDir)}catch(r){
if(j(r,"ENOENT"))return[];throw T(r)?yt("run-unreadable",this.runDir,this.runDir,this.runDir,r):r}return e.filter(r=>r.isDirectory()&&
!r.name.startsWith(".")).map(r=>r.name)}};async function De(t,e){for(let[r,n]of e)r.includes("/")&&await ve(je(R(t,r)),{
recursive:!0}),await Oe(R(t,r),n,{flag:"wx"})}function Kr(t){return t.startsWith(D)&&/^.+-[A-Za-z0-9]{6}$/.test(t.slice(
D.length))}function pt(t,e,r=1){return dt(t,e,r).slice(b.length)}var He=32*1024*1024,Ke=new TextDecoder("utf-8",{ignoreBOM:!0});
function gt(t){return Ke.decode(t)}function Yt(t,e,r,n){if(e!==r)throw new f("record-digest-mismatch",`${t} does not mat\
ch the digest in ${u.record} (recorded ${e??"none"}, found ${r??"none"})`,{where:n,details:["the record was changed afte\
r it was written; nothing from it was used"]})}function Le(t,e,r,n){return new f("record-write-failed",`${z(t)} (job ${e}\
) was not stored: no record of this run is stored after ${z(n)} (job ${n.job}), whose record could not be written`,{where:r})}
function Me(t){return t.length<=mt?t.join(", "):`${t.slice(0,mt).join(", ")} and ${t.length-mt} more`}function ht(t,e){return new f(
"record-exists",`${z(t)} already has a record; records are immutable`,{where:e,details:["give each stage in the run its \
own stage id, or record a new attempt"]})}async function Ce(t,e,r){let n;try{n=await vt(t,He)}catch(i){throw T(i)?yt("re\
cord-unreadable",t,e,r,i):i}switch(n.kind){case"file":return n.bytes;case"missing":return;case"not-regular":throw new f(
"record-invalid",`${t} is not a regular file (it is ${n.what})`,{where:e});case"too-large":throw new f("record-invalid",
`${t} is ${n.size} bytes, more than a record file can be`,{where:e})}}function Qt(t){try{return(0,ee.lstatSync)(t),!0}catch(e){
if(j(e,"ENOENT"))return!1;throw e}}async function Zt(t){try{return await wt(t),!0}catch(e){if(j(e,"ENOENT"))return!1;if(T(
e))return!0;throw e}}function yt(t,e,r,n,i){let o=e===r?"":`${Ue(r,e)} `;return qt(t,e,i,r,{dir:n,what:"the run"},o)}function Be(t){
return Pe(t,{withFileTypes:!0})}function O(t){return(0,te.createHash)("sha256").update(t).digest("hex")}function j(t,...e){
let r=t?.code;return typeof r=="string"&&e.includes(r)}var Xe=/^[0-9]{8}-[0-9]{4}-[0-9a-z]{4}$/,Cr=/^[1-9]\d{0,19}$/,re="0123456789abcdefghijklmnopqrstuvwxyz",Je=4;function Br(t,e){
let r=t.getTime();if(!Number.isFinite(r))throw new w("newRunId: the start time is not a valid date");let n=t.getUTCFullYear();
if(n<0||n>9999)throw new w(`newRunId: year ${n} does not fit a run id`);let i=c=>String(c).padStart(2,"0"),o=`${String(n).
padStart(4,"0")}${i(t.getUTCMonth()+1)}${i(t.getUTCDate())}`,s=`${i(t.getUTCHours())}${i(t.getUTCMinutes())}`,a="";for(let c=0;c<
Je;c++){let l=e();if(!(l>=0&&l<1))throw new w(`newRunId: random() returned ${l}, not a number in [0, 1)`);a+=re[Math.floor(
l*re.length)]}return`${o}-${s}-${a}`}function Xr(t){return Xe.test(t)}export{Y as a,Ve as b,ue as c,Ye as d,Qe as e,dt as f,Ar as g,me as h,pe as i,It as j,we as k,et as l,or as m,ir as n,ye as o,
$e as p,ze as q,B as r,nt as s,mr as t,ot as u,xe as v,z as w,T as x,Se as y,qt as z,Gt as A,st as B,Jt as C,Ae as D,Ee as E,
yr as F,$r as G,br as H,Vt as I,Kr as J,pt as K,Me as L,j as M,Xe as N,Cr as O,Br as P,Xr as Q};

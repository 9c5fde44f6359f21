import{n as L,o as Ft,s as vt}from"./chunk-VQUK3X66.js";import{b as f,c as w}from"./chunk-DLONVVOM.js";import{
Fa as P,Ga as T,Ha as Tt,Ma as Y,P as xt,V as D,ba as S,ca as H,da as x,ea as At,fa as Et,ha as d,ia as m,ja as g,ka as q,
ma as kt,n as u,na as A,o as J,p as Rt,pa as h,s as z,t as U,u as I,ua as St,v as W,va as K,wa as M,x as G,y as _,ya as $,
za as y}from"./chunk-DFBKRPZ5.js";import{a as X}from"./chunk-5A7QKWCT.js";import{a as ee,b as re,d as v}from"./chunk-3NR5HZ6E.js";var V=re((Xe,_t)=>{_t.exports=ee("node:crypto")});var Nt=v(V(),1),N=v(X(),1);import{mkdir as ne,mkdtemp as Pt,open as Ot,rename as oe,rm as ie}from"node:fs/promises";import{
basename as se,dirname as Q,join as ae}from"node:path";async function Ge(t,e){let r=Q(t),n=ce(r,`${se(t)}.`),i;try{i=await Ot(
n,"wx"),await i.writeFile(e),await i.sync(),await i.close(),i=void 0,await oe(n,t)}catch(o){throw await i?.close().catch(
()=>{}),await ie(n,{force:!0}),o}await de(r)}function ce(t,e){return ae(t,`.${e}${(0,Nt.randomBytes)(6).toString("hex")}\
.tmp`)}function qe(t){return/^\..+[.-][0-9a-f]{12}\.tmp$/.test(t)}async function de(t){let e;try{e=await Ot(t,"r"),await e.
sync()}catch{}finally{await e?.close().catch(()=>{})}}function Ye(t){try{return(0,N.mkdtempSync)(t)}catch(e){if(e?.code!==
"ENOENT")throw e;return(0,N.mkdirSync)(Q(t),{recursive:!0}),(0,N.mkdtempSync)(t)}}async function jt(t){try{return await Pt(
t)}catch(e){if(e?.code!=="ENOENT")throw e;return await ne(Q(t),{recursive:!0}),Pt(t)}}var tt=/^[0-9a-f]{64}$/,Z=d().check(Et(tt,{message:"must be a lowercase hex sha256"})),ue=K(["completed","exit-nonzero",
"handoff-invalid","handoff-missing","verify-failed","max-handoffs","render-failed","skipped","cancelled"]),fe=h({input_tokens:$(
m().check(g(),x())),output_tokens:$(m().check(g(),x())),cost_usd:$(m().check(x()))}),le=h({id:d(),attempt:m().check(g(),
S(1)),workflow:d(),repository:d(),event_name:d(),sha:d(),ref:d()}),me=h({command:y(d()),preset:y(d()),exit_code:y(m().check(
g())),started_at:P.datetime(),finished_at:P.datetime(),duration_ms:m().check(g(),x()),usage:y(fe)}),pe=h({command:d(),exit_code:y(
m().check(g())),output_tail:d(),duration_ms:m().check(g(),x())}),Ut=h({stage:T,attempt:m().check(g(),S(1)),run_attempt:$(
m().check(g(),S(2))),record_sha256:Z}),ge=h({run:d().check(At(1)),lineage:A(Ut)}),et=h({schema:M(W.record),stage:T,job:d(),
matrix:y(St(d(),kt())),attempt:m().check(g(),S(1)),repair:q(),hop:m().check(g(),S(1)),run:le,agent:me,verify:y(pe),status:Tt,
outcome:h({reason:ue,message:y(d())}),present:q(),digests:h({handoff:y(Z),prompt:Z}),lineage:A(Ut),parent:$(ge),problems:A(
vt)});function rr(t,e){return e==="cancelled"?"cancelled":t}var nr=h({schema:M(W.run),id:d(),workflow:d(),workflow_path:y(
d()),status:K(["running","success","failure","cancelled"]),started_at:P.datetime(),finished_at:y(P.datetime()),duration_ms:y(
m().check(g(),x())),replay_of:y(d()),reason:$(d()),process:$(h({pid:m().check(g(),H()),host:d(),start:$(d()),temp:$(d())})),
jobs:A(h({id:d(),stages:A(T),result:K(["success","failure","cancelled","skipped"]),reused:$(M(!0))})),unstored:$(h({failed:h(
{job:d(),stage:T,attempt:m().check(g(),H()),cause:d()}),after:A(h({job:d(),stage:T,attempt:m().check(g(),H())})),replay_from:y(
d())}))});function he(t){return`${JSON.stringify(t,null,2)}
`}function we(t){return`${JSON.stringify(t,null,2)}
`}var C=new TextEncoder;function Ht(t,e){let r=t.record?.lineage,n=Array.isArray(r)&&r.every(ye),i=et.safeParse(n?{...t.
record,lineage:[]}:t.record);if(!i.success){let p=t.record?.stage;throw new w(`refusing to store an invalid record for s\
tage ${String(p)}: ${It(i.error.issues)}`)}let o=n?{...i.data,lineage:t.record.lineage}:i.data;if(typeof t.prompt!="stri\
ng")throw new w(`refusing to store stage ${o.stage}: the prompt is not text`);if(t.log!==void 0&&typeof t.log!="string")
throw new w(`refusing to store stage ${o.stage}: the agent log is not text`);if(t.handoff!==null){let p=Y.safeParse(t.handoff);
if(!p.success)throw new w(`refusing to store an invalid handoff for stage ${o.stage}: ${It(p.error.issues)}`)}let s=new Map;
s.set(u.record,C.encode(he(t.record))),s.set(u.prompt,C.encode(t.prompt)),s.set(u.handoff,C.encode(we(t.handoff))),t.log!==
void 0&&s.set(u.log,C.encode(t.log));let a=`stage ${o.stage} attempt ${o.attempt}`;for(let[p,E]of ze(t.files,a))s.set(p,
E);let c=e(s.get(u.prompt));if(o.digests.prompt!==c)throw new w(`refusing to store ${a}: record.digests.prompt is ${o.digests.
prompt}, but the prompt's sha256 is ${c}`);let l=t.handoff===null?null:e(s.get(u.handoff));if(o.digests.handoff!==l)throw new w(
`refusing to store ${a}: record.digests.handoff is ${o.digests.handoff}, but it must be ${l===null?"null (no handoff)":`${l}\
, the sha256 of ${u.handoff} (encodeHandoffJson)`}`);return{record:o,files:s}}function ye(t){if(t===null||typeof t!="obj\
ect"||Array.isArray(t)||Object.getPrototypeOf(t)!==Object.prototype)return!1;let e=Object.keys(t),{stage:r,attempt:n,record_sha256:i}=t,
o=Object.hasOwn(t,"run_attempt"),s=t.run_attempt;return e.length===(o?4:3)&&(!o||typeof s=="number"&&Number.isSafeInteger(
s)&&s>=2)&&typeof r=="string"&&_.test(r)&&typeof n=="number"&&Number.isSafeInteger(n)&&n>=1&&typeof i=="string"&&tt.test(
i)}function It(t){return t.map(e=>`${L(rt(e.path))}: ${e.message}`).join("; ")}function Kt(t,e){let r=et.safeParse(Dt(t.
record,u.record,e));if(!r.success)throw new f("record-invalid",`${u.record} is not a baton record`,{where:e,details:r.error.
issues.map(o=>`${L(rt(o.path))}: ${o.message}`)});if(t.handoff===null)return{record:r.data,handoff:null};let n=Dt(t.handoff,
u.handoff,e);if(n===null)return{record:r.data,handoff:null};let i=Y.safeParse(n);if(!i.success)throw new f("record-inval\
id",`${u.handoff} is not a valid handoff`,{where:e,details:i.error.issues.map(o=>`${L(rt(o.path))}: ${o.message}`)});return{
record:r.data,handoff:i.data}}function Dt(t,e,r){try{return JSON.parse(t)}catch(n){throw new f("record-invalid",`${e} is\
 not valid JSON: ${n.message}`,{where:r})}}function rt(t){return t.filter(e=>typeof e!="symbol")}function $e(t){if(t.includes(
"\0")||t.includes("\\"))return{refused:"must use / separators and no NUL"};if(t.startsWith("/"))return{refused:"must be \
relative to the working directory"};let e=t.split("/").filter(n=>n!==""&&n!==".");if(e.includes(".."))return{refused:"mu\
st stay inside the working directory (no .. segment)"};if(e.length===0)return{refused:"names no file"};let r=Rt.filter(n=>t.
includes(n));return r.length>0?{refused:`holds ${r.map(n=>JSON.stringify(n)).join(", ")}, which a file in a GitHub artif\
act cannot have`}:{path:e.join("/")}}function ze(t,e){let r=new Map,n=(o,s)=>new w(`refusing to store ${e}: artifact ${JSON.
stringify(o)} ${s}`),i=0;for(let o of t??[]){let s=$e(o.path);if("refused"in s)throw n(o.path,s.refused);if(s.path!==o.path)
throw n(o.path,`is not normalised (${s.path})`);if(!(o.bytes instanceof Uint8Array))throw n(o.path,"has no bytes");let a=`${J}\
/${o.path}`;if(r.has(a))throw n(o.path,"is listed twice");r.set(a,o.bytes),i+=o.bytes.length}for(let o of r.keys()){let s=o.
split("/");for(let a=2;a<s.length;a++){let c=s.slice(0,a).join("/");if(r.has(c))throw n(c.slice(J.length+1),`is a file, \
and also a directory of ${o}`)}}if(i>G.artifactBytes)throw new w(`refusing to store ${e}: its artifacts total ${i} bytes\
, more than ${G.artifactBytes}`);return r}function B(t,e){return t.runAttempt-e.runAttempt||t.attempt-e.attempt}function nt(t,e){return(t.stage<e.stage?-1:t.stage>
e.stage?1:0)||B(t,e)}function fr(t){let e;for(let r of t)(e===void 0||B(r,e)>0)&&(e=r);return e}function ot(t){return{stage:t.
stage,attempt:t.attempt,runAttempt:t.run.attempt}}function be(t){let e=t.runAttempt===1?"":` of run attempt ${t.runAttempt}`;
return`attempt ${t.attempt}${e}`}function b(t){return`stage ${t.stage} ${be(t)}`}import{basename as Mt,dirname as Lt,join as Ct,sep as it}from"node:path";function at(t,e){return`${t} could not be written: ${Bt(e)}`}var st={ENOSPC:{hint:"(the disk is full)",first:"make room,\
 then "},EDQUOT:{hint:"(over the disk quota)",first:"make room, then "},EFBIG:{hint:"(over the file size limit: see ulim\
it -f)",first:"raise the file size limit, then "},ENOENT:{hint:"(the run's directory was removed while it ran)",first:""}};
function Bt(t){let e=t?.code,r=e===void 0?void 0:st[e]?.hint;return`${t instanceof Error?t.message:String(t)}${r===void 0?
"":` ${r}`}`}function Re(t){let e=t?.code;return typeof t!="string"?(e===void 0?void 0:st[e]?.first)??"":Object.values(st).
find(({hint:r})=>t.includes(r))?.first??""}function xe(t,e,r){return`${t}: ${at(e,r)}; what came after is not in it`}function gr(t,e){
let r=new Map;for(let n of e){let i=Bt(n.error);r.set(i,[...r.get(i)??[],n])}return[...r].map(([n,i])=>{let[o]=i;if(i.length===
1)return xe(Ct(t,o.name),o.what,o.error);let s=[...new Set(i.map(c=>c.kind))].join(" and ");return`${i.map((c,l)=>l===0?
Ct(t,c.name):c.name).join(", ")}: ${s} could not be written: ${n}; what came after is not in them`})}function hr(t,e){let r=Mt(
e),n=`${Lt(e)}${it}`,i=`${it}${Mt(Lt(e))}${it}`;for(let o of(t??"").split(`
`).map(s=>s.trimStart())){if(!o.includes(" could not be written: "))continue;let s=o.startsWith(n)?n.length:o.indexOf(i)+
i.length;if(s<i.length)continue;let a=o.slice(s);if(a.startsWith(`${r}: `)||a.startsWith(`${r}, `))return o;let c=a.slice(
0,a.indexOf(" could not be written: "));if(c.includes(`, ${r}, `)||c.includes(`, ${r}: `))return o}return null}function wr(t){
let{run:e,what:r,replayFrom:n,jobs:i}=t,o=Re(t.cause);return i==="stored"&&n!==null?`${o}record ${r} again: ${t.replay(e,
n)}`:`${i==="stored"?`no one replay of run ${e} records ${r} again (no job comes before every job that made one)`:`run ${e}\
 cannot be replayed, as its ${xt.jobs} ${i==="unwritten"?"could not be written":"is missing"}`}: ${o}run it again in ful\
l: ${t.runAgain}`}var Qt=v(V(),1),Zt=v(X(),1);import{cp as Se,lstat as yt,mkdir as Te,readdir as Fe,rename as ve,rm as _e,writeFile as Pe}from"node:fs/promises";
import{dirname as Ne,join as R,relative as Oe,resolve as je}from"node:path";var ct=new RegExp(`${U}([1-9][0-9]*)$`),dt=new RegExp(`${I}([1-9][0-9]*)$`);function ut(t,e,r=1){if(!_.test(t))throw new f(
"stage-id-invalid",`"${t}" is not a valid stage id: it must start with a letter or _ and have at most 99 more letters, d\
igits, _ or -`,{where:"stage"});for(let[o,s,a]of[[ct,"an attempt suffix",U],[dt,"a run attempt suffix",I]])if(o.test(t))
throw new f("stage-id-invalid",`stage id "${t}" ends like ${s} (${a}<n>), which would make its artifact name ambiguous; \
rename the stage`,{where:"stage"});for(let[o,s]of[["attempt",e],["run attempt",r]])if(!Number.isInteger(s)||s<1)throw new f(
"attempt-invalid",`${o} must be a whole number of at least 1, got ${s}`,{where:`stage ${t}`});let n=r===1?"":`${I}${r}`,
i=e===1?"":`${U}${e}`;return`${z}${t}${n}${i}`}function br(t){try{return ut(t,1),null}catch(e){if(e instanceof f)return e.
message;throw e}}function ft(t){if(!t.startsWith(z))return null;let e=t.slice(z.length),r=ct.exec(e),n=r?e.slice(0,r.index):
e,i=dt.exec(n),o=i?n.slice(0,i.index):n,s=r?Number(r[1]):1,a=i?Number(i[1]):1;return r&&s===1||i&&a===1||!_.test(o)||ct.
test(o)||dt.test(o)?null:{stage:o,attempt:s,runAttempt:a}}var mt=v(X(),1);import{dirname as lt,sep as Xt}from"node:path";function F(t){let e=t?.code;return e==="EACCES"||e==="EPERM"}function Ae(t,e,r,n){let i=e.code,o=Ee(t),s=o===r?"this dir\
ectory":o===t?"it":o,a=ke(o),c=process.geteuid?.();return{why:`you may not ${o===t?"read":"open"} ${s} (${i})`,details:[
a!==void 0&&c!==void 0&&a!==c?`it belongs to another user (uid ${a}), as when a run is made with sudo or in a container:\
 make ${n.what} yours (sudo chown -R "$(id -u)" ${Jt(n.dir)}), or read it as that user`:`make it readable for you: chmod\
 -R u+rX ${Jt(o)}`]}}function Wt(t,e,r,n,i,o=""){let{why:s,details:a}=Ae(e,r,n,i);return new f(t,`${o}cannot be read: ${s}`,
{where:n,details:a,cause:r})}function Ee(t){let e=[];for(let r=lt(t);e.unshift(r),lt(r)!==r;r=lt(r));for(let r of e)try{
(0,mt.lstatSync)(`${r}${r.endsWith(Xt)?"":Xt}.`)}catch(n){if(F(n))return r;break}return t}function ke(t){try{return(0,mt.lstatSync)(
t).uid}catch{return}}function Jt(t){return/^[A-Za-z0-9_./-]+$/.test(t)?t:`'${t.replaceAll("'","'\\''")}'`}var pt=8,Gt=class{runDir;#s;#a;#c;#e=new Map;#r=Promise.resolve();#o=0;#t;#n=[];#d=!1;constructor(e,r={}){this.runDir=je(
e),this.#s=r.writeBehind??!1,this.#a=r.onUnstored,this.#c=Math.max(1,r.maxPendingWrites??32)}attemptDir(e,r,n=1){return R(
this.runDir,gt(e,r,n))}async put(e){let{record:r,files:n}=Ht(e,O),i=ot(r),o={...i,recordSha256:O(n.get(u.record)),id:this.
attemptDir(i.stage,i.attempt,i.runAttempt)},s=p=>Ue(p,n);if(!this.#s)return await this.#i(i,s),o;this.#o++;try{for(;this.#e.
size>=this.#c;)await this.#e.values().next().value}finally{this.#o--}if(this.#d)throw new w(`the run in ${this.runDir} h\
as ended: stage ${r.stage} came too late to be stored`);let a=r.job;if(this.#t)throw this.#n.push({...i,job:a}),He(i,a,o.
id,this.#n[0]);let c=gt(i.stage,i.attempt,i.runAttempt);if(this.#e.has(c)||Yt(o.id))throw wt(i,o.id);let l=this.#r.then(
async()=>{if(this.#t===void 0)try{await this.#i(i,s)}catch(p){this.#u({...i,job:a,cause:p}),this.#t=new f("record-write-\
failed",at(`the record of ${b(i)} (job ${a})`,p),{where:o.id,details:["nothing of it was kept, and no later record of th\
is run is stored"],cause:p})}else this.#u({...i,job:a});this.#e.delete(c)});return this.#e.set(c,l),this.#r=l,o}#u(e){this.#n.
push(e),this.#a?.(e)}async settled(){do await this.#r;while(this.#e.size>0||this.#o>0)}async flush(){if(await this.settled(),
!this.#t)return;let e=this.#n.slice(1);throw e.length===0?this.#t:new f(this.#t.code,this.#t.message,{...this.#t.where===
void 0?{}:{where:this.#t.where},details:[...this.#t.details,`not stored after it either: ${Ke(e.map(r=>`${b(r)} (job ${r.
job})`))}`],cause:this.#t.cause})}unstored(){return this.#n}get writeFailure(){return this.#t}close(){this.#d=!0}async copyAttempt(e,r,n,i=1){
if(await e.getAttempt(r,n,i)===void 0)return!1;let o=e.attemptDir(r,n,i);return await this.#i({stage:r,attempt:n,runAttempt:i},
s=>Se(o,s,{recursive:!0,force:!1,filter:async a=>{let c=await yt(a);return c.isFile()||c.isDirectory()}})),!0}async#i(e,r){
let n=gt(e.stage,e.attempt,e.runAttempt),i=R(this.runDir,n);if(Yt(i))throw wt(e,i);let o=await jt(R(this.runDir,`${D}${n}\
-`));try{await r(o);try{await ve(o,i)}catch(s){throw j(s,"EEXIST","ENOTEMPTY","ENOTDIR","EISDIR")?wt(e,i):s}}catch(s){throw await _e(
o,{recursive:!0,force:!0}).catch(()=>{}),s}}async get(e){await this.#r;let r=(await this.#f()).map(n=>ft(`${z}${n}`)).filter(
n=>n?.stage===e).sort((n,i)=>B(i,n));for(let n of r){let i=this.attemptDir(e,n.attempt,n.runAttempt);if(await Vt(R(i,u.record)))
return this.getAttempt(e,n.attempt,n.runAttempt)}}async getAttempt(e,r,n=1){await this.#r;let i={stage:e,attempt:r,runAttempt:n},
o=this.attemptDir(e,r,n),s;try{s=await yt(o)}catch(k){if(j(k,"ENOENT"))return;throw F(k)?$t("record-unreadable",o,o,this.
runDir,k):k}if(!s.isDirectory())throw new f("record-invalid","is not a directory",{where:o});let a=k=>Me(R(o,k),o,this.runDir),
c=await a(u.record);if(!c)throw new f("record-invalid",`has no ${u.record}`,{where:o});let l=await a(u.prompt);if(!l)throw new f(
"record-invalid",`has no ${u.prompt}`,{where:o});let p=await a(u.handoff),{record:E,handoff:zt}=Kt({record:ht(c),handoff:p?
ht(p):null},o),bt=ot(E);if(nt(bt,i)!==0)throw new f("record-invalid",`holds the record of ${b(bt)}, not ${b(i)}`,{where:o});
return qt(u.prompt,E.digests.prompt,O(l),o),qt(u.handoff,E.digests.handoff,zt===null?null:O(p??new Uint8Array),o),{record:E,
prompt:ht(l),handoff:zt,recordSha256:O(c)}}async list(){await this.#r;let e=[];for(let r of await this.#f()){let n=ft(`${z}${r}`);
n&&await Vt(R(this.runDir,r,u.record))&&e.push(n)}return e.sort(nt)}async#f(){let e;try{e=await Le(this.runDir)}catch(r){
if(j(r,"ENOENT"))return[];throw F(r)?$t("run-unreadable",this.runDir,this.runDir,this.runDir,r):r}return e.filter(r=>r.isDirectory()&&
!r.name.startsWith(".")).map(r=>r.name)}};async function Ue(t,e){for(let[r,n]of e)r.includes("/")&&await Te(Ne(R(t,r)),{
recursive:!0}),await Pe(R(t,r),n,{flag:"wx"})}function Ir(t){return t.startsWith(D)&&/^.+-[A-Za-z0-9]{6}$/.test(t.slice(
D.length))}function gt(t,e,r=1){return ut(t,e,r).slice(z.length)}var Ie=32*1024*1024,De=new TextDecoder("utf-8",{ignoreBOM:!0});
function ht(t){return De.decode(t)}function qt(t,e,r,n){if(e!==r)throw new f("record-digest-mismatch",`${t} does not mat\
ch the digest in ${u.record} (recorded ${e??"none"}, found ${r??"none"})`,{where:n,details:["the record was changed afte\
r it was written; nothing from it was used"]})}function He(t,e,r,n){return new f("record-write-failed",`${b(t)} (job ${e}\
) was not stored: no record of this run is stored after ${b(n)} (job ${n.job}), whose record could not be written`,{where:r})}
function Ke(t){return t.length<=pt?t.join(", "):`${t.slice(0,pt).join(", ")} and ${t.length-pt} more`}function wt(t,e){return new f(
"record-exists",`${b(t)} already has a record; records are immutable`,{where:e,details:["give each stage in the run its \
own stage id, or record a new attempt"]})}async function Me(t,e,r){let n;try{n=await Ft(t,Ie)}catch(i){throw F(i)?$t("re\
cord-unreadable",t,e,r,i):i}switch(n.kind){case"file":return n.bytes;case"missing":return;case"not-regular":throw new f(
"record-invalid",`${t} is not a regular file (it is ${n.what})`,{where:e});case"too-large":throw new f("record-invalid",
`${t} is ${n.size} bytes, more than a record file can be`,{where:e})}}function Yt(t){try{return(0,Zt.lstatSync)(t),!0}catch(e){
if(j(e,"ENOENT"))return!1;throw e}}async function Vt(t){try{return await yt(t),!0}catch(e){if(j(e,"ENOENT"))return!1;if(F(
e))return!0;throw e}}function $t(t,e,r,n,i){let o=e===r?"":`${Oe(r,e)} `;return Wt(t,e,i,r,{dir:n,what:"the run"},o)}function Le(t){
return Fe(t,{withFileTypes:!0})}function O(t){return(0,Qt.createHash)("sha256").update(t).digest("hex")}function j(t,...e){
let r=t?.code;return typeof r=="string"&&e.includes(r)}var Ce=/^[0-9]{8}-[0-9]{4}-[0-9a-z]{4}$/,Kr=/^[1-9]\d{0,19}$/,te="0123456789abcdefghijklmnopqrstuvwxyz",Be=4;function Mr(t,e){
let r=t.getTime();if(!Number.isFinite(r))throw new w("newRunId: the start time is not a valid date");let n=t.getUTCFullYear();
if(n<0||n>9999)throw new w(`newRunId: year ${n} does not fit a run id`);let i=c=>String(c).padStart(2,"0"),o=`${String(n).
padStart(4,"0")}${i(t.getUTCMonth()+1)}${i(t.getUTCDate())}`,s=`${i(t.getUTCHours())}${i(t.getUTCMinutes())}`,a="";for(let c=0;c<
Be;c++){let l=e();if(!(l>=0&&l<1))throw new w(`newRunId: random() returned ${l}, not a number in [0, 1)`);a+=te[Math.floor(
l*te.length)]}return`${o}-${s}-${a}`}function Lr(t){return Ce.test(t)}export{V as a,Ge as b,ce as c,qe as d,Ye as e,ut as f,br as g,fe as h,le as i,Ut as j,ge as k,et as l,rr as m,nr as n,he as o,
we as p,$e as q,B as r,nt as s,fr as t,ot as u,be as v,b as w,F as x,Ae as y,Wt as z,Jt as A,at as B,Bt as C,Re as D,xe as E,
gr as F,hr as G,wr as H,Gt as I,Ir as J,gt as K,Ke as L,j as M,Ce as N,Kr as O,Mr as P,Lr as Q};

import{a as Nt}from"./chunk-RBL3FFHZ.js";import{a as Tt,f as Ot}from"./chunk-YN25PATV.js";import{n as j}from"./chunk-JYVLKM6Q.js";
import{a as $t,b as Rt,d as f,e as y}from"./chunk-OKFZ7BVP.js";import{a as W}from"./chunk-5A7QKWCT.js";import{
Aa as w,E as At,Ga as _,Ha as T,Ia as _t,Na as Y,P as Et,V as C,ca as F,da as v,ea as E,fa as kt,ga as St,ia as d,ja as l,
ka as m,la as q,n as u,na as Ft,o as G,oa as $,p as xt,qa as p,s as z,t as H,u as M,v as A,va as vt,wa as L,x as V,xa as K,
y as P,za as b}from"./chunk-6TGY3HYZ.js";import{d as N}from"./chunk-3NR5HZ6E.js";var jt=N(Nt(),1),U=N(W(),1);import{mkdir as ie,mkdtemp as Pt,open as Ut,rename as se,rm as ae}from"node:fs/promises";import{
basename as ce,dirname as Q,join as de}from"node:path";async function Qe(t,e){let r=Q(t),n=ue(r,`${ce(t)}.`),o;try{o=await Ut(
n,"wx"),await o.writeFile(e),await o.sync(),await o.close(),o=void 0,await se(n,t)}catch(i){throw await o?.close().catch(
()=>{}),await ae(n,{force:!0}),i}await fe(r)}function ue(t,e){return de(t,`.${e}${(0,jt.randomBytes)(6).toString("hex")}\
.tmp`)}function Ze(t){return/^\..+[.-][0-9a-f]{12}\.tmp$/.test(t)}async function fe(t){let e;try{e=await Ut(t,"r"),await e.
sync()}catch{}finally{await e?.close().catch(()=>{})}}function tr(t){try{return(0,U.mkdtempSync)(t)}catch(e){if(e?.code!==
"ENOENT")throw e;return(0,U.mkdirSync)(Q(t),{recursive:!0}),(0,U.mkdtempSync)(t)}}async function Dt(t){try{return await Pt(
t)}catch(e){if(e?.code!=="ENOENT")throw e;return await ie(Q(t),{recursive:!0}),Pt(t)}}var Z=new RegExp(`${H}([1-9][0-9]*)$`),tt=new RegExp(`${M}([1-9][0-9]*)$`);function et(t,e,r=1){if(!P.test(t))throw new f(
"stage-id-invalid",`"${t}" is not a valid stage id: it must start with a letter or _ and have at most 99 more letters, d\
igits, _ or -`,{where:"stage"});for(let[i,s,a]of[[Z,"an attempt suffix",H],[tt,"a run attempt suffix",M]])if(i.test(t))throw new f(
"stage-id-invalid",`stage id "${t}" ends like ${s} (${a}<n>), which would make its artifact name ambiguous; rename the s\
tage`,{where:"stage"});for(let[i,s]of[["attempt",e],["run attempt",r]])if(!Number.isInteger(s)||s<1)throw new f("attempt\
-invalid",`${i} must be a whole number of at least 1, got ${s}`,{where:`stage ${t}`});let n=r===1?"":`${M}${r}`,o=e===1?
"":`${H}${e}`;return`${z}${t}${n}${o}`}function or(t){try{return et(t,1),null}catch(e){if(e instanceof f)return e.message;
throw e}}function rt(t){if(!t.startsWith(z))return null;let e=t.slice(z.length),r=Z.exec(e),n=r?e.slice(0,r.index):e,o=tt.
exec(n),i=o?n.slice(0,o.index):n,s=r?Number(r[1]):1,a=o?Number(o[1]):1;return r&&s===1||o&&a===1||!P.test(i)||Z.test(i)||
tt.test(i)?null:{stage:i,attempt:s,runAttempt:a}}var ot=/^[0-9a-f]{64}$/,nt=d().check(St(ot,{message:"must be a lowercase hex sha256"})),le=L(["completed","exit-nonzero",
"handoff-invalid","handoff-missing","verify-failed","max-handoffs","render-failed","skipped","cancelled"]),me=p({input_tokens:b(
l().check(m(),E())),output_tokens:b(l().check(m(),E())),cost_usd:b(l().check(E()))}),pe=p({id:d(),attempt:l().check(m(),
F(1)),workflow:d(),repository:d(),event_name:d(),sha:d(),ref:d()}),ge=p({command:w(d()),preset:w(d()),exit_code:w(l().check(
m())),started_at:_.datetime(),finished_at:_.datetime(),duration_ms:l().check(m(),E()),usage:w(me)}),he=p({command:d(),exit_code:w(
l().check(m())),output_tail:d(),duration_ms:l().check(m(),E())}),It=p({stage:T,attempt:l().check(m(),F(1)),run_attempt:b(
l().check(m(),F(2))),record_sha256:nt}),we=p({run:d().check(kt(1)),lineage:$(It)}),it=p({schema:K(A.record),stage:T,job:d(),
matrix:w(vt(d(),Ft())),attempt:l().check(m(),F(1)),repair:q(),hop:l().check(m(),F(1)),run:pe,agent:ge,verify:w(he),status:_t,
outcome:p({reason:le,message:w(d())}),present:q(),digests:p({handoff:w(nt),prompt:nt}),lineage:$(It),parent:b(we),problems:$(
Ot)});function ur(t,e){return e==="cancelled"?"cancelled":t}function fr(t){return t.present?[]:t.outcome.reason==="hando\
ff-invalid"?t.problems.filter(e=>e.severity==="error"):t.problems.filter(e=>e.code===At.invalid)}function lr(t){return`h\
andoff refused (${t} ${t===1?"problem":"problems"})`}var mr=p({schema:K(A.run),id:d(),workflow:d(),workflow_path:w(d()),
status:L(["running","success","failure","cancelled"]),started_at:_.datetime(),finished_at:w(_.datetime()),duration_ms:w(
l().check(m(),E())),replay_of:w(d()),pulled:b(p({url:d(),repository:d(),run_id:l().check(m(),v()),run_attempt:w(l().check(
m(),v())),pulled_at:_.datetime(),skipped:$(p({artifact:d(),reason:d()}))})),reason:b(d()),process:b(p({pid:l().check(m(),
v()),host:d(),start:b(d()),temp:b(d())})),jobs:$(p({id:d(),stages:$(T),result:L(["success","failure","cancelled","skippe\
d"]),reused:b(K(!0))})),unstored:b(p({failed:p({job:d(),stage:T,attempt:l().check(m(),v()),cause:d()}),after:$(p({job:d(),
stage:T,attempt:l().check(m(),v())})),replay_from:w(d())}))});function ye(t){return`${JSON.stringify(t,null,2)}
`}function be(t){return`${JSON.stringify(t,null,2)}
`}var B=new TextEncoder;function Lt(t,e){let r=t.record?.lineage,n=Array.isArray(r)&&r.every(ze),o=it.safeParse(n?{...t.
record,lineage:[]}:t.record);if(!o.success){let h=t.record?.stage;throw new y(`refusing to store an invalid record for s\
tage ${String(h)}: ${Ht(o.error.issues)}`)}let i=n?{...o.data,lineage:t.record.lineage}:o.data;if(typeof t.prompt!="stri\
ng")throw new y(`refusing to store stage ${i.stage}: the prompt is not text`);if(t.log!==void 0&&typeof t.log!="string")
throw new y(`refusing to store stage ${i.stage}: the agent log is not text`);if(t.handoff!==null){let h=Y.safeParse(t.handoff);
if(!h.success)throw new y(`refusing to store an invalid handoff for stage ${i.stage}: ${Ht(h.error.issues)}`)}let s=new Map;
s.set(u.record,B.encode(ye(t.record))),s.set(u.prompt,B.encode(t.prompt)),s.set(u.handoff,B.encode(be(t.handoff))),t.log!==
void 0&&s.set(u.log,B.encode(t.log));let a=`stage ${i.stage} attempt ${i.attempt}`;for(let[h,k]of Ee(t.files,a))s.set(h,
k);let c=e(s.get(u.prompt));if(i.digests.prompt!==c)throw new y(`refusing to store ${a}: record.digests.prompt is ${i.digests.
prompt}, but the prompt's sha256 is ${c}`);let g=t.handoff===null?null:e(s.get(u.handoff));if(i.digests.handoff!==g)throw new y(
`refusing to store ${a}: record.digests.handoff is ${i.digests.handoff}, but it must be ${g===null?"null (no handoff)":`${g}\
, the sha256 of ${u.handoff} (encodeHandoffJson)`}`);return{record:i,files:s}}function ze(t){if(t===null||typeof t!="obj\
ect"||Array.isArray(t)||Object.getPrototypeOf(t)!==Object.prototype)return!1;let e=Object.keys(t),{stage:r,attempt:n,record_sha256:o}=t,
i=Object.hasOwn(t,"run_attempt"),s=t.run_attempt;return e.length===(i?4:3)&&(!i||typeof s=="number"&&Number.isSafeInteger(
s)&&s>=2)&&typeof r=="string"&&P.test(r)&&typeof n=="number"&&Number.isSafeInteger(n)&&n>=1&&typeof o=="string"&&ot.test(
o)}function Ht(t){return t.map(e=>`${j(J(e.path))}: ${e.message}`).join("; ")}var $e="record-newer";function Re(t){return t===
"github"?"read it with the same baton that wrote it, or a newer one: pin every baton action of the workflow (stage, prep\
are, capture, report, baton-stage.yml and its baton-ref input) to one commit sha, then run the workflow again":"read it \
with the same baton that wrote it, or a newer one: upgrade this baton (npm install --save-dev github:baton-dev/baton#<co\
mmit sha>)"}function xe(t,e){let r=t!==null&&typeof t=="object"?t.schema:void 0;if(typeof r=="string"&&r!==A.record){let s=Mt.
exec(r),a=Mt.exec(A.record);return s&&a&&Number(s[1])>Number(a[1])?`its schema is ${JSON.stringify(r)}, and this baton r\
eads ${JSON.stringify(A.record)}`:null}if(e.length===0||!e.every(s=>s.code==="unrecognized_keys"))return null;let n=e.flatMap(
s=>(s.keys??[]).map(a=>j(J([...s.path,a])))),o=n.slice(0,st).join(", "),i=n.length>st?` and ${n.length-st} more`:"";return`\
it has ${n.length===1?"a field":"fields"} this baton does not know: ${o}${i}`}var Mt=/^baton\.record\/v([1-9][0-9]{0,5})$/,
st=10;function Kt(t,e,r){let n=Ct(t.record,u.record,e),o=it.safeParse(n);if(!o.success){let a=xe(n,o.error.issues);throw a!==
null?new f($e,`${u.record} was likely written by a newer baton: ${a}`,{where:e,details:[Re(r)]}):new f("record-invalid",
`${u.record} is not a baton record`,{where:e,details:o.error.issues.map(c=>`${j(J(c.path))}: ${c.message}`)})}if(t.handoff===
null)return{record:o.data,handoff:null};let i=Ct(t.handoff,u.handoff,e);if(i===null)return{record:o.data,handoff:null};let s=Y.
safeParse(i);if(!s.success)throw new f("record-invalid",`${u.handoff} is not a valid handoff`,{where:e,details:s.error.issues.
map(a=>`${j(J(a.path))}: ${a.message}`)});return{record:o.data,handoff:s.data}}function Ct(t,e,r){try{return JSON.parse(
t)}catch(n){throw new f("record-invalid",`${e} is not valid JSON: ${n.message}`,{where:r})}}function J(t){return t.filter(
e=>typeof e!="symbol")}function Ae(t){if(t.includes("\0")||t.includes("\\"))return{refused:"must use / separators and no\
 NUL"};if(t.startsWith("/"))return{refused:"must be relative to the working directory"};let e=t.split("/").filter(n=>n!==
""&&n!==".");if(e.includes(".."))return{refused:"must stay inside the working directory (no .. segment)"};if(e.length===
0)return{refused:"names no file"};let r=xt.filter(n=>t.includes(n));return r.length>0?{refused:`holds ${r.map(n=>JSON.stringify(
n)).join(", ")}, which a file in a GitHub artifact cannot have`}:{path:e.join("/")}}function Ee(t,e){let r=new Map,n=(i,s)=>new y(
`refusing to store ${e}: artifact ${JSON.stringify(i)} ${s}`),o=0;for(let i of t??[]){let s=Ae(i.path);if("refused"in s)
throw n(i.path,s.refused);if(s.path!==i.path)throw n(i.path,`is not normalised (${s.path})`);if(!(i.bytes instanceof Uint8Array))
throw n(i.path,"has no bytes");let a=`${G}/${i.path}`;if(r.has(a))throw n(i.path,"is listed twice");r.set(a,i.bytes),o+=
i.bytes.length}for(let i of r.keys()){let s=i.split("/");for(let a=2;a<s.length;a++){let c=s.slice(0,a).join("/");if(r.has(
c))throw n(c.slice(G.length+1),`is a file, and also a directory of ${i}`)}}if(o>V.artifactBytes)throw new y(`refusing to\
 store ${e}: its artifacts total ${o} bytes, more than ${V.artifactBytes}`);return r}function X(t,e){return t.runAttempt-e.runAttempt||t.attempt-e.attempt}function at(t,e){return(t.stage<e.stage?-1:t.stage>
e.stage?1:0)||X(t,e)}function $r(t){let e;for(let r of t)(e===void 0||X(r,e)>0)&&(e=r);return e}function ct(t){return{stage:t.
stage,attempt:t.attempt,runAttempt:t.run.attempt}}function ke(t){let e=t.runAttempt===1?"":` of run attempt ${t.runAttempt}`;
return`attempt ${t.attempt}${e}`}function R(t){return`stage ${t.stage} ${ke(t)}`}import{basename as Bt,dirname as Jt,join as Xt,sep as dt}from"node:path";function ut(t,e){return`${t} could not be written: ${Gt(e)}`}var Wt={ENOSPC:"make room, then ",EDQUOT:"make room, then ",
EFBIG:"raise the file size limit, then "};function Gt(t){return t?.code==="ENOENT"?`${t instanceof Error?t.message:String(
t)} (the run's directory was removed while it ran)`:Rt(t)}function Se(t){if(typeof t!="string"){let e=t?.code;return(e===
void 0?void 0:Wt[e])??""}for(let[e,r]of Object.entries(Wt))if(t.includes(`(${$t({code:e})})`))return r;return""}function Fe(t,e,r){
return`${t}: ${ut(e,r)}; what came after is not in it`}function kr(t,e){let r=new Map;for(let n of e){let o=Gt(n.error);
r.set(o,[...r.get(o)??[],n])}return[...r].map(([n,o])=>{let[i]=o;if(o.length===1)return Fe(Xt(t,i.name),i.what,i.error);
let s=[...new Set(o.map(c=>c.kind))].join(" and ");return`${o.map((c,g)=>g===0?Xt(t,c.name):c.name).join(", ")}: ${s} co\
uld not be written: ${n}; what came after is not in them`})}function Sr(t,e){let r=Bt(e),n=`${Jt(e)}${dt}`,o=`${dt}${Bt(
Jt(e))}${dt}`;for(let i of(t??"").split(`
`).map(s=>s.trimStart())){if(!i.includes(" could not be written: "))continue;let s=i.startsWith(n)?n.length:i.indexOf(o)+
o.length;if(s<o.length)continue;let a=i.slice(s);if(a.startsWith(`${r}: `)||a.startsWith(`${r}, `))return i;let c=a.slice(
0,a.indexOf(" could not be written: "));if(c.includes(`, ${r}, `)||c.includes(`, ${r}: `))return i}return null}function Fr(t){
let{run:e,what:r,replayFrom:n,jobs:o}=t,i=Se(t.cause);return o==="stored"&&n!==null?`${i}record ${r} again: ${t.replay(e,
n)}`:`${o==="stored"?`no one replay of run ${e} records ${r} again (no job comes before every job that made one)`:`run ${e}\
 cannot be replayed, as its ${Et.jobs} ${o==="unwritten"?"could not be written":"is missing"}`}: ${i}run it again in ful\
l: ${t.runAgain}`}var re=N(Nt(),1),ne=N(W(),1);import{cp as Oe,lstat as wt,mkdir as Ne,readdir as Pe,rename as je,rm as Ue,writeFile as De}from"node:fs/promises";
import{dirname as Ie,join as x,relative as He,resolve as Me}from"node:path";var lt=N(W(),1);import{dirname as ft,sep as Vt}from"node:path";function O(t){let e=t?.code;return e==="EACCES"||e==="EPERM"}function ve(t,e,r,n){let o=e.code,i=_e(t),s=i===r?"this dir\
ectory":i===t?"it":i,a=Te(i),c=process.geteuid?.();return{why:`you may not ${i===t?"read":"open"} ${s} (${o})`,details:[
a!==void 0&&c!==void 0&&a!==c?`it belongs to another user (uid ${a}), as when a run is made with sudo or in a container:\
 make ${n.what} yours (sudo chown -R "$(id -u)" ${qt(n.dir)}), or read it as that user`:`make it readable for you: chmod\
 -R u+rX ${qt(i)}`]}}function Yt(t,e,r,n,o,i=""){let{why:s,details:a}=ve(e,r,n,o);return new f(t,`${i}cannot be read: ${s}`,
{where:n,details:a,cause:r})}function _e(t){let e=[];for(let r=ft(t);e.unshift(r),ft(r)!==r;r=ft(r));for(let r of e)try{
(0,lt.lstatSync)(`${r}${r.endsWith(Vt)?"":Vt}.`)}catch(n){if(O(n))return r;break}return t}function Te(t){try{return(0,lt.lstatSync)(
t).uid}catch{return}}function qt(t){return/^[A-Za-z0-9_./-]+$/.test(t)?t:`'${t.replaceAll("'","'\\''")}'`}var mt=8,Qt=class{runDir;#s;#a;#c;#e=new Map;#r=Promise.resolve();#o=0;#t;#n=[];#d=!1;constructor(e,r={}){this.runDir=Me(
e),this.#s=r.writeBehind??!1,this.#a=r.onUnstored,this.#c=Math.max(1,r.maxPendingWrites??32)}attemptDir(e,r,n=1){return x(
this.runDir,pt(e,r,n))}async put(e){let{record:r,files:n}=Lt(e,D),o=ct(r),i={...o,recordSha256:D(n.get(u.record)),id:this.
attemptDir(o.stage,o.attempt,o.runAttempt)},s=h=>Ce(h,n);if(!this.#s)return await this.#i(o,s),i;this.#o++;try{for(;this.#e.
size>=this.#c;)await this.#e.values().next().value}finally{this.#o--}if(this.#d)throw new y(`the run in ${this.runDir} h\
as ended: stage ${r.stage} came too late to be stored`);let a=r.job;if(this.#t)throw this.#n.push({...o,job:a}),Be(o,a,i.
id,this.#n[0]);let c=pt(o.stage,o.attempt,o.runAttempt);if(this.#e.has(c)||te(i.id))throw ht(o,i.id);let g=this.#r.then(
async()=>{if(this.#t===void 0)try{await this.#i(o,s)}catch(h){this.#u({...o,job:a,cause:h}),this.#t=new f("record-write-\
failed",ut(`the record of ${R(o)} (job ${a})`,h),{where:i.id,details:["nothing of it was kept, and no later record of th\
is run is stored"],cause:h})}else this.#u({...o,job:a});this.#e.delete(c)});return this.#e.set(c,g),this.#r=g,i}#u(e){this.#n.
push(e),this.#a?.(e)}async settled(){do await this.#r;while(this.#e.size>0||this.#o>0)}async flush(){if(await this.settled(),
!this.#t)return;let e=this.#n.slice(1);throw e.length===0?this.#t:new f(this.#t.code,this.#t.message,{...this.#t.where===
void 0?{}:{where:this.#t.where},details:[...this.#t.details,`not stored after it either: ${Je(e.map(r=>`${R(r)} (job ${r.
job})`))}`],cause:this.#t.cause})}unstored(){return this.#n}get writeFailure(){return this.#t}close(){this.#d=!0}async copyAttempt(e,r,n,o=1){
if(await e.getAttempt(r,n,o)===void 0)return!1;let i=e.attemptDir(r,n,o);return await this.#i({stage:r,attempt:n,runAttempt:o},
s=>Oe(i,s,{recursive:!0,force:!1,filter:async a=>{let c=await wt(a);return c.isFile()||c.isDirectory()}})),!0}async#i(e,r){
let n=pt(e.stage,e.attempt,e.runAttempt),o=x(this.runDir,n);if(te(o))throw ht(e,o);let i=await Dt(x(this.runDir,`${C}${n}\
-`));try{await r(i);try{await je(i,o)}catch(s){throw I(s,"EEXIST","ENOTEMPTY","ENOTDIR","EISDIR")?ht(e,o):s}}catch(s){throw await Ue(
i,{recursive:!0,force:!0}).catch(()=>{}),s}}async get(e){await this.#r;let r=(await this.#f()).map(n=>rt(`${z}${n}`)).filter(
n=>n?.stage===e).sort((n,o)=>X(o,n));for(let n of r){let o=this.attemptDir(e,n.attempt,n.runAttempt);if(await ee(x(o,u.record)))
return this.getAttempt(e,n.attempt,n.runAttempt)}}async getAttempt(e,r,n=1){await this.#r;let o={stage:e,attempt:r,runAttempt:n},
i=this.attemptDir(e,r,n),s;try{s=await wt(i)}catch(S){if(I(S,"ENOENT"))return;throw O(S)?yt("record-unreadable",i,i,this.
runDir,S):S}if(!s.isDirectory())throw new f("record-invalid","is not a directory",{where:i});let a=S=>Xe(x(i,S),i,this.runDir),
c=await a(u.record);if(!c)throw new f("record-invalid",`has no ${u.record}`,{where:i});let g=await a(u.prompt);if(!g)throw new f(
"record-invalid",`has no ${u.prompt}`,{where:i});let h=await a(u.handoff),{record:k,handoff:bt}=Kt({record:gt(c),handoff:h?
gt(h):null},i,"local"),zt=ct(k);if(at(zt,o)!==0)throw new f("record-invalid",`holds the record of ${R(zt)}, not ${R(o)}`,
{where:i});return Zt(u.prompt,k.digests.prompt,D(g),i),Zt(u.handoff,k.digests.handoff,bt===null?null:D(h??new Uint8Array),
i),{record:k,prompt:gt(g),handoff:bt,recordSha256:D(c)}}async list(){await this.#r;let e=[];for(let r of await this.#f()){
let n=rt(`${z}${r}`);n&&await ee(x(this.runDir,r,u.record))&&e.push(n)}return e.sort(at)}async#f(){let e;try{e=await We(
this.runDir)}catch(r){if(I(r,"ENOENT"))return[];throw O(r)?yt("run-unreadable",this.runDir,this.runDir,this.runDir,r):r}
return e.filter(r=>r.isDirectory()&&!r.name.startsWith(".")).map(r=>r.name)}};async function Ce(t,e){for(let[r,n]of e)r.
includes("/")&&await Ne(Ie(x(t,r)),{recursive:!0}),await De(x(t,r),n,{flag:"wx"})}function Br(t){return t.startsWith(C)&&
/^.+-[A-Za-z0-9]{6}$/.test(t.slice(C.length))}function pt(t,e,r=1){return et(t,e,r).slice(z.length)}var Le=32*1024*1024,
Ke=new TextDecoder("utf-8",{ignoreBOM:!0});function gt(t){return Ke.decode(t)}function Zt(t,e,r,n){if(e!==r)throw new f(
"record-digest-mismatch",`${t} does not match the digest in ${u.record} (recorded ${e??"none"}, found ${r??"none"})`,{where:n,
details:["the record was changed after it was written; nothing from it was used"]})}function Be(t,e,r,n){return new f("r\
ecord-write-failed",`${R(t)} (job ${e}) was not stored: no record of this run is stored after ${R(n)} (job ${n.job}), wh\
ose record could not be written`,{where:r})}function Je(t){return t.length<=mt?t.join(", "):`${t.slice(0,mt).join(", ")}\
 and ${t.length-mt} more`}function ht(t,e){return new f("record-exists",`${R(t)} already has a record; records are immut\
able`,{where:e,details:["give each stage in the run its own stage id, or record a new attempt"]})}async function Xe(t,e,r){
let n;try{n=await Tt(t,Le)}catch(o){throw O(o)?yt("record-unreadable",t,e,r,o):o}switch(n.kind){case"file":return n.bytes;case"\
missing":return;case"not-regular":throw new f("record-invalid",`${t} is not a regular file (it is ${n.what})`,{where:e});case"\
too-large":throw new f("record-invalid",`${t} is ${n.size} bytes, more than a record file can be`,{where:e})}}function te(t){
try{return(0,ne.lstatSync)(t),!0}catch(e){if(I(e,"ENOENT"))return!1;throw e}}async function ee(t){try{return await wt(t),
!0}catch(e){if(I(e,"ENOENT"))return!1;if(O(e))return!0;throw e}}function yt(t,e,r,n,o){let i=e===r?"":`${He(r,e)} `;return Yt(
t,e,o,r,{dir:n,what:"the run"},i)}function We(t){return Pe(t,{withFileTypes:!0})}function D(t){return(0,re.createHash)("\
sha256").update(t).digest("hex")}function I(t,...e){let r=t?.code;return typeof r=="string"&&e.includes(r)}var Ge=/^[0-9]{8}-[0-9]{4}-[0-9a-z]{4}$/,Wr=/^[1-9]\d{0,19}$/,oe="0123456789abcdefghijklmnopqrstuvwxyz",Ve=4;function Gr(t,e){
let r=t.getTime();if(!Number.isFinite(r))throw new y("newRunId: the start time is not a valid date");let n=t.getUTCFullYear();
if(n<0||n>9999)throw new y(`newRunId: year ${n} does not fit a run id`);let o=c=>String(c).padStart(2,"0"),i=`${String(n).
padStart(4,"0")}${o(t.getUTCMonth()+1)}${o(t.getUTCDate())}`,s=`${o(t.getUTCHours())}${o(t.getUTCMinutes())}`,a="";for(let c=0;c<
Ve;c++){let g=e();if(!(g>=0&&g<1))throw new y(`newRunId: random() returned ${g}, not a number in [0, 1)`);a+=oe[Math.floor(
g*oe.length)]}return`${i}-${s}-${a}`}function Vr(t){return Ge.test(t)}export{Qe as a,ue as b,Ze as c,tr as d,et as e,or as f,rt as g,me as h,pe as i,It as j,we as k,it as l,ur as m,fr as n,lr as o,
mr as p,ye as q,be as r,Lt as s,$e as t,Kt as u,Ae as v,X as w,at as x,$r as y,ct as z,ke as A,R as B,O as C,ve as D,Yt as E,
qt as F,ut as G,Gt as H,Se as I,Fe as J,kr as K,Sr as L,Fr as M,Qt as N,Br as O,pt as P,Je as Q,I as R,Ge as S,Wr as T,Gr as U,
Vr as V};

import{a as Pt}from"./chunk-RBL3FFHZ.js";import{a as Tt,f as Ot}from"./chunk-YN25PATV.js";import{n as j}from"./chunk-JYVLKM6Q.js";
import{a as Rt,b as xt,d as f,e as y}from"./chunk-OKFZ7BVP.js";import{a as G}from"./chunk-5A7QKWCT.js";import{
Aa as g,E as kt,Ga as F,Ha as T,Ia as Ft,Na as Q,P as Et,V as L,ca as v,da as k,ea as E,fa as C,ga as St,ia as c,ja as l,
ka as p,la as Y,n as u,na as _t,o as V,oa as z,p as At,qa as m,s as $,t as H,u as M,v as A,va as vt,wa as K,x as q,xa as B,
y as N,za as b}from"./chunk-6TGY3HYZ.js";import{d as P}from"./chunk-3NR5HZ6E.js";var jt=P(Pt(),1),U=P(G(),1);import{mkdir as ie,mkdtemp as Nt,open as Ut,rename as se,rm as ae}from"node:fs/promises";import{
basename as ce,dirname as Z,join as de}from"node:path";async function Ze(t,e){let r=Z(t),n=ue(r,`${ce(t)}.`),o;try{o=await Ut(
n,"wx"),await o.writeFile(e),await o.sync(),await o.close(),o=void 0,await se(n,t)}catch(i){throw await o?.close().catch(
()=>{}),await ae(n,{force:!0}),i}await fe(r)}function ue(t,e){return de(t,`.${e}${(0,jt.randomBytes)(6).toString("hex")}\
.tmp`)}function tr(t){return/^\..+[.-][0-9a-f]{12}\.tmp$/.test(t)}async function fe(t){let e;try{e=await Ut(t,"r"),await e.
sync()}catch{}finally{await e?.close().catch(()=>{})}}function er(t){try{return(0,U.mkdtempSync)(t)}catch(e){if(e?.code!==
"ENOENT")throw e;return(0,U.mkdirSync)(Z(t),{recursive:!0}),(0,U.mkdtempSync)(t)}}async function Dt(t){try{return await Nt(
t)}catch(e){if(e?.code!=="ENOENT")throw e;return await ie(Z(t),{recursive:!0}),Nt(t)}}var tt=new RegExp(`${H}([1-9][0-9]*)$`),et=new RegExp(`${M}([1-9][0-9]*)$`);function rt(t,e,r=1){if(!N.test(t))throw new f(
"stage-id-invalid",`"${t}" is not a valid stage id: it must start with a letter or _ and have at most 99 more letters, d\
igits, _ or -`,{where:"stage"});for(let[i,s,a]of[[tt,"an attempt suffix",H],[et,"a run attempt suffix",M]])if(i.test(t))
throw new f("stage-id-invalid",`stage id "${t}" ends like ${s} (${a}<n>), which would make its artifact name ambiguous; \
rename the stage`,{where:"stage"});for(let[i,s]of[["attempt",e],["run attempt",r]])if(!Number.isInteger(s)||s<1)throw new f(
"attempt-invalid",`${i} must be a whole number of at least 1, got ${s}`,{where:`stage ${t}`});let n=r===1?"":`${M}${r}`,
o=e===1?"":`${H}${e}`;return`${$}${t}${n}${o}`}function ir(t){try{return rt(t,1),null}catch(e){if(e instanceof f)return e.
message;throw e}}function nt(t){if(!t.startsWith($))return null;let e=t.slice($.length),r=tt.exec(e),n=r?e.slice(0,r.index):
e,o=et.exec(n),i=o?n.slice(0,o.index):n,s=r?Number(r[1]):1,a=o?Number(o[1]):1;return r&&s===1||o&&a===1||!N.test(i)||tt.
test(i)||et.test(i)?null:{stage:i,attempt:s,runAttempt:a}}var it=/^[0-9a-f]{64}$/,ot=c().check(St(it,{message:"must be a lowercase hex sha256"})),le=K(["completed","exit-nonzero",
"handoff-invalid","handoff-missing","verify-failed","max-handoffs","render-failed","skipped","cancelled"]),me=m({input_tokens:b(
l().check(p(),E())),output_tokens:b(l().check(p(),E())),cost_usd:b(l().check(E()))}),pe=m({id:c(),attempt:l().check(p(),
v(1)),workflow:c(),repository:c(),event_name:c(),sha:c(),ref:c()}),ge=m({command:g(c()),preset:g(c()),exit_code:g(l().check(
p())),started_at:F.datetime(),finished_at:F.datetime(),duration_ms:l().check(p(),E()),usage:g(me)}),he=m({command:c(),exit_code:g(
l().check(p())),output_tail:c(),duration_ms:l().check(p(),E())}),It=m({stage:T,attempt:l().check(p(),v(1)),run_attempt:b(
l().check(p(),v(2))),record_sha256:ot}),we=m({run:c().check(C(1)),lineage:z(It)}),st=m({schema:B(A.record),stage:T,job:c(),
matrix:g(vt(c(),_t())),attempt:l().check(p(),v(1)),repair:Y(),hop:l().check(p(),v(1)),run:pe,agent:ge,verify:g(he),status:Ft,
outcome:m({reason:le,message:g(c())}),present:Y(),digests:m({handoff:g(ot),prompt:ot}),lineage:z(It),parent:b(we),problems:z(
Ot)});function fr(t,e){return e==="cancelled"?"cancelled":t}function lr(t){return t.present?[]:t.outcome.reason==="hando\
ff-invalid"?t.problems.filter(e=>e.severity==="error"):t.problems.filter(e=>e.code===kt.invalid)}function mr(t){return`h\
andoff refused (${t} ${t===1?"problem":"problems"})`}var ye=m({path:c().check(C(1)),event:c().check(C(1)),head_sha:c(),head_branch:g(
c()),run_attempt:l().check(p(),k()),display_title:c(),jobs:z(m({name:c(),conclusion:g(c())}))}),pr=m({schema:B(A.run),id:c(),
workflow:c(),workflow_path:g(c()),status:K(["running","success","failure","cancelled"]),started_at:F.datetime(),finished_at:g(
F.datetime()),duration_ms:g(l().check(p(),E())),replay_of:g(c()),pulled:b(m({url:c(),repository:c(),run_id:l().check(p(),
k()),run_attempt:g(l().check(p(),k())),pulled_at:F.datetime(),skipped:z(m({artifact:c(),reason:c()})),workflow_run:b(ye)})),
reason:b(c()),process:b(m({pid:l().check(p(),k()),host:c(),start:b(c()),temp:b(c())})),jobs:z(m({id:c(),stages:z(T),result:K(
["success","failure","cancelled","skipped"]),reused:b(B(!0))})),unstored:b(m({failed:m({job:c(),stage:T,attempt:l().check(
p(),k()),cause:c()}),after:z(m({job:c(),stage:T,attempt:l().check(p(),k())})),replay_from:g(c())}))});function be(t){return`${JSON.stringify(t,null,2)}
`}function ze(t){return`${JSON.stringify(t,null,2)}
`}var J=new TextEncoder;function Ct(t,e){let r=t.record?.lineage,n=Array.isArray(r)&&r.every($e),o=st.safeParse(n?{...t.
record,lineage:[]}:t.record);if(!o.success){let w=t.record?.stage;throw new y(`refusing to store an invalid record for s\
tage ${String(w)}: ${Ht(o.error.issues)}`)}let i=n?{...o.data,lineage:t.record.lineage}:o.data;if(typeof t.prompt!="stri\
ng")throw new y(`refusing to store stage ${i.stage}: the prompt is not text`);if(t.log!==void 0&&typeof t.log!="string")
throw new y(`refusing to store stage ${i.stage}: the agent log is not text`);if(t.handoff!==null){let w=Q.safeParse(t.handoff);
if(!w.success)throw new y(`refusing to store an invalid handoff for stage ${i.stage}: ${Ht(w.error.issues)}`)}let s=new Map;
s.set(u.record,J.encode(be(t.record))),s.set(u.prompt,J.encode(t.prompt)),s.set(u.handoff,J.encode(ze(t.handoff))),t.log!==
void 0&&s.set(u.log,J.encode(t.log));let a=`stage ${i.stage} attempt ${i.attempt}`;for(let[w,S]of Ee(t.files,a))s.set(w,
S);let d=e(s.get(u.prompt));if(i.digests.prompt!==d)throw new y(`refusing to store ${a}: record.digests.prompt is ${i.digests.
prompt}, but the prompt's sha256 is ${d}`);let h=t.handoff===null?null:e(s.get(u.handoff));if(i.digests.handoff!==h)throw new y(
`refusing to store ${a}: record.digests.handoff is ${i.digests.handoff}, but it must be ${h===null?"null (no handoff)":`${h}\
, the sha256 of ${u.handoff} (encodeHandoffJson)`}`);return{record:i,files:s}}function $e(t){if(t===null||typeof t!="obj\
ect"||Array.isArray(t)||Object.getPrototypeOf(t)!==Object.prototype)return!1;let e=Object.keys(t),{stage:r,attempt:n,record_sha256:o}=t,
i=Object.hasOwn(t,"run_attempt"),s=t.run_attempt;return e.length===(i?4:3)&&(!i||typeof s=="number"&&Number.isSafeInteger(
s)&&s>=2)&&typeof r=="string"&&N.test(r)&&typeof n=="number"&&Number.isSafeInteger(n)&&n>=1&&typeof o=="string"&&it.test(
o)}function Ht(t){return t.map(e=>`${j(W(e.path))}: ${e.message}`).join("; ")}var Re="record-newer";function xe(t){return t===
"github"?"read it with the same baton that wrote it, or a newer one: pin every baton action of the workflow (stage, prep\
are, capture, report, baton-stage.yml and its baton-ref input) to one commit sha, then run the workflow again":"read it \
with the same baton that wrote it, or a newer one: upgrade this baton (npm install --save-dev github:baton-dev/baton#<co\
mmit sha>)"}function Ae(t,e){let r=t!==null&&typeof t=="object"?t.schema:void 0;if(typeof r=="string"&&r!==A.record){let s=Mt.
exec(r),a=Mt.exec(A.record);return s&&a&&Number(s[1])>Number(a[1])?`its schema is ${JSON.stringify(r)}, and this baton r\
eads ${JSON.stringify(A.record)}`:null}if(e.length===0||!e.every(s=>s.code==="unrecognized_keys"))return null;let n=e.flatMap(
s=>(s.keys??[]).map(a=>j(W([...s.path,a])))),o=n.slice(0,at).join(", "),i=n.length>at?` and ${n.length-at} more`:"";return`\
it has ${n.length===1?"a field":"fields"} this baton does not know: ${o}${i}`}var Mt=/^baton\.record\/v([1-9][0-9]{0,5})$/,
at=10;function Kt(t,e,r){let n=Lt(t.record,u.record,e),o=st.safeParse(n);if(!o.success){let a=Ae(n,o.error.issues);throw a!==
null?new f(Re,`${u.record} was likely written by a newer baton: ${a}`,{where:e,details:[xe(r)]}):new f("record-invalid",
`${u.record} is not a baton record`,{where:e,details:o.error.issues.map(d=>`${j(W(d.path))}: ${d.message}`)})}if(t.handoff===
null)return{record:o.data,handoff:null};let i=Lt(t.handoff,u.handoff,e);if(i===null)return{record:o.data,handoff:null};let s=Q.
safeParse(i);if(!s.success)throw new f("record-invalid",`${u.handoff} is not a valid handoff`,{where:e,details:s.error.issues.
map(a=>`${j(W(a.path))}: ${a.message}`)});return{record:o.data,handoff:s.data}}function Lt(t,e,r){try{return JSON.parse(
t)}catch(n){throw new f("record-invalid",`${e} is not valid JSON: ${n.message}`,{where:r})}}function W(t){return t.filter(
e=>typeof e!="symbol")}function ke(t){if(t.includes("\0")||t.includes("\\"))return{refused:"must use / separators and no\
 NUL"};if(t.startsWith("/"))return{refused:"must be relative to the working directory"};let e=t.split("/").filter(n=>n!==
""&&n!==".");if(e.includes(".."))return{refused:"must stay inside the working directory (no .. segment)"};if(e.length===
0)return{refused:"names no file"};let r=At.filter(n=>t.includes(n));return r.length>0?{refused:`holds ${r.map(n=>JSON.stringify(
n)).join(", ")}, which a file in a GitHub artifact cannot have`}:{path:e.join("/")}}function Ee(t,e){let r=new Map,n=(i,s)=>new y(
`refusing to store ${e}: artifact ${JSON.stringify(i)} ${s}`),o=0;for(let i of t??[]){let s=ke(i.path);if("refused"in s)
throw n(i.path,s.refused);if(s.path!==i.path)throw n(i.path,`is not normalised (${s.path})`);if(!(i.bytes instanceof Uint8Array))
throw n(i.path,"has no bytes");let a=`${V}/${i.path}`;if(r.has(a))throw n(i.path,"is listed twice");r.set(a,i.bytes),o+=
i.bytes.length}for(let i of r.keys()){let s=i.split("/");for(let a=2;a<s.length;a++){let d=s.slice(0,a).join("/");if(r.has(
d))throw n(d.slice(V.length+1),`is a file, and also a directory of ${i}`)}}if(o>q.artifactBytes)throw new y(`refusing to\
 store ${e}: its artifacts total ${o} bytes, more than ${q.artifactBytes}`);return r}function X(t,e){return t.runAttempt-e.runAttempt||t.attempt-e.attempt}function ct(t,e){return(t.stage<e.stage?-1:t.stage>
e.stage?1:0)||X(t,e)}function Rr(t){let e;for(let r of t)(e===void 0||X(r,e)>0)&&(e=r);return e}function dt(t){return{stage:t.
stage,attempt:t.attempt,runAttempt:t.run.attempt}}function Se(t){let e=t.runAttempt===1?"":` of run attempt ${t.runAttempt}`;
return`attempt ${t.attempt}${e}`}function R(t){return`stage ${t.stage} ${Se(t)}`}import{basename as Bt,dirname as Jt,join as Wt,sep as ut}from"node:path";function ft(t,e){return`${t} could not be written: ${Gt(e)}`}var Xt={ENOSPC:"make room, then ",EDQUOT:"make room, then ",
EFBIG:"raise the file size limit, then "};function Gt(t){return t?.code==="ENOENT"?`${t instanceof Error?t.message:String(
t)} (the run's directory was removed while it ran)`:xt(t)}function _e(t){if(typeof t!="string"){let e=t?.code;return(e===
void 0?void 0:Xt[e])??""}for(let[e,r]of Object.entries(Xt))if(t.includes(`(${Rt({code:e})})`))return r;return""}function ve(t,e,r){
return`${t}: ${ft(e,r)}; what came after is not in it`}function Sr(t,e){let r=new Map;for(let n of e){let o=Gt(n.error);
r.set(o,[...r.get(o)??[],n])}return[...r].map(([n,o])=>{let[i]=o;if(o.length===1)return ve(Wt(t,i.name),i.what,i.error);
let s=[...new Set(o.map(d=>d.kind))].join(" and ");return`${o.map((d,h)=>h===0?Wt(t,d.name):d.name).join(", ")}: ${s} co\
uld not be written: ${n}; what came after is not in them`})}function _r(t,e){let r=Bt(e),n=`${Jt(e)}${ut}`,o=`${ut}${Bt(
Jt(e))}${ut}`;for(let i of(t??"").split(`
`).map(s=>s.trimStart())){if(!i.includes(" could not be written: "))continue;let s=i.startsWith(n)?n.length:i.indexOf(o)+
o.length;if(s<o.length)continue;let a=i.slice(s);if(a.startsWith(`${r}: `)||a.startsWith(`${r}, `))return i;let d=a.slice(
0,a.indexOf(" could not be written: "));if(d.includes(`, ${r}, `)||d.includes(`, ${r}: `))return i}return null}function vr(t){
let{run:e,what:r,replayFrom:n,jobs:o}=t,i=_e(t.cause);return o==="stored"&&n!==null?`${i}record ${r} again: ${t.replay(e,
n)}`:`${o==="stored"?`no one replay of run ${e} records ${r} again (no job comes before every job that made one)`:`run ${e}\
 cannot be replayed, as its ${Et.jobs} ${o==="unwritten"?"could not be written":"is missing"}`}: ${i}run it again in ful\
l: ${t.runAgain}`}var re=P(Pt(),1),ne=P(G(),1);import{cp as Pe,lstat as yt,mkdir as Ne,readdir as je,rename as Ue,rm as De,writeFile as Ie}from"node:fs/promises";
import{dirname as He,join as x,relative as Me,resolve as Le}from"node:path";var mt=P(G(),1);import{dirname as lt,sep as Vt}from"node:path";function O(t){let e=t?.code;return e==="EACCES"||e==="EPERM"}function Fe(t,e,r,n){let o=e.code,i=Te(t),s=i===r?"this dir\
ectory":i===t?"it":i,a=Oe(i),d=process.geteuid?.();return{why:`you may not ${i===t?"read":"open"} ${s} (${o})`,details:[
a!==void 0&&d!==void 0&&a!==d?`it belongs to another user (uid ${a}), as when a run is made with sudo or in a container:\
 make ${n.what} yours (sudo chown -R "$(id -u)" ${qt(n.dir)}), or read it as that user`:`make it readable for you: chmod\
 -R u+rX ${qt(i)}`]}}function Yt(t,e,r,n,o,i=""){let{why:s,details:a}=Fe(e,r,n,o);return new f(t,`${i}cannot be read: ${s}`,
{where:n,details:a,cause:r})}function Te(t){let e=[];for(let r=lt(t);e.unshift(r),lt(r)!==r;r=lt(r));for(let r of e)try{
(0,mt.lstatSync)(`${r}${r.endsWith(Vt)?"":Vt}.`)}catch(n){if(O(n))return r;break}return t}function Oe(t){try{return(0,mt.lstatSync)(
t).uid}catch{return}}function qt(t){return/^[A-Za-z0-9_./-]+$/.test(t)?t:`'${t.replaceAll("'","'\\''")}'`}var pt=8,Qt=class{runDir;#s;#a;#c;#e=new Map;#r=Promise.resolve();#o=0;#t;#n=[];#d=!1;constructor(e,r={}){this.runDir=Le(
e),this.#s=r.writeBehind??!1,this.#a=r.onUnstored,this.#c=Math.max(1,r.maxPendingWrites??32)}attemptDir(e,r,n=1){return x(
this.runDir,gt(e,r,n))}async put(e){let{record:r,files:n}=Ct(e,D),o=dt(r),i={...o,recordSha256:D(n.get(u.record)),id:this.
attemptDir(o.stage,o.attempt,o.runAttempt)},s=w=>Ce(w,n);if(!this.#s)return await this.#i(o,s),i;this.#o++;try{for(;this.#e.
size>=this.#c;)await this.#e.values().next().value}finally{this.#o--}if(this.#d)throw new y(`the run in ${this.runDir} h\
as ended: stage ${r.stage} came too late to be stored`);let a=r.job;if(this.#t)throw this.#n.push({...o,job:a}),Je(o,a,i.
id,this.#n[0]);let d=gt(o.stage,o.attempt,o.runAttempt);if(this.#e.has(d)||te(i.id))throw wt(o,i.id);let h=this.#r.then(
async()=>{if(this.#t===void 0)try{await this.#i(o,s)}catch(w){this.#u({...o,job:a,cause:w}),this.#t=new f("record-write-\
failed",ft(`the record of ${R(o)} (job ${a})`,w),{where:i.id,details:["nothing of it was kept, and no later record of th\
is run is stored"],cause:w})}else this.#u({...o,job:a});this.#e.delete(d)});return this.#e.set(d,h),this.#r=h,i}#u(e){this.#n.
push(e),this.#a?.(e)}async settled(){do await this.#r;while(this.#e.size>0||this.#o>0)}async flush(){if(await this.settled(),
!this.#t)return;let e=this.#n.slice(1);throw e.length===0?this.#t:new f(this.#t.code,this.#t.message,{...this.#t.where===
void 0?{}:{where:this.#t.where},details:[...this.#t.details,`not stored after it either: ${We(e.map(r=>`${R(r)} (job ${r.
job})`))}`],cause:this.#t.cause})}unstored(){return this.#n}get writeFailure(){return this.#t}close(){this.#d=!0}async copyAttempt(e,r,n,o=1){
if(await e.getAttempt(r,n,o)===void 0)return!1;let i=e.attemptDir(r,n,o);return await this.#i({stage:r,attempt:n,runAttempt:o},
s=>Pe(i,s,{recursive:!0,force:!1,filter:async a=>{let d=await yt(a);return d.isFile()||d.isDirectory()}})),!0}async#i(e,r){
let n=gt(e.stage,e.attempt,e.runAttempt),o=x(this.runDir,n);if(te(o))throw wt(e,o);let i=await Dt(x(this.runDir,`${L}${n}\
-`));try{await r(i);try{await Ue(i,o)}catch(s){throw I(s,"EEXIST","ENOTEMPTY","ENOTDIR","EISDIR")?wt(e,o):s}}catch(s){throw await De(
i,{recursive:!0,force:!0}).catch(()=>{}),s}}async get(e){await this.#r;let r=(await this.#f()).map(n=>nt(`${$}${n}`)).filter(
n=>n?.stage===e).sort((n,o)=>X(o,n));for(let n of r){let o=this.attemptDir(e,n.attempt,n.runAttempt);if(await ee(x(o,u.record)))
return this.getAttempt(e,n.attempt,n.runAttempt)}}async getAttempt(e,r,n=1){await this.#r;let o={stage:e,attempt:r,runAttempt:n},
i=this.attemptDir(e,r,n),s;try{s=await yt(i)}catch(_){if(I(_,"ENOENT"))return;throw O(_)?bt("record-unreadable",i,i,this.
runDir,_):_}if(!s.isDirectory())throw new f("record-invalid","is not a directory",{where:i});let a=_=>Xe(x(i,_),i,this.runDir),
d=await a(u.record);if(!d)throw new f("record-invalid",`has no ${u.record}`,{where:i});let h=await a(u.prompt);if(!h)throw new f(
"record-invalid",`has no ${u.prompt}`,{where:i});let w=await a(u.handoff),{record:S,handoff:zt}=Kt({record:ht(d),handoff:w?
ht(w):null},i,"local"),$t=dt(S);if(ct($t,o)!==0)throw new f("record-invalid",`holds the record of ${R($t)}, not ${R(o)}`,
{where:i});return Zt(u.prompt,S.digests.prompt,D(h),i),Zt(u.handoff,S.digests.handoff,zt===null?null:D(w??new Uint8Array),
i),{record:S,prompt:ht(h),handoff:zt,recordSha256:D(d)}}async list(){await this.#r;let e=[];for(let r of await this.#f()){
let n=nt(`${$}${r}`);n&&await ee(x(this.runDir,r,u.record))&&e.push(n)}return e.sort(ct)}async#f(){let e;try{e=await Ge(
this.runDir)}catch(r){if(I(r,"ENOENT"))return[];throw O(r)?bt("run-unreadable",this.runDir,this.runDir,this.runDir,r):r}
return e.filter(r=>r.isDirectory()&&!r.name.startsWith(".")).map(r=>r.name)}};async function Ce(t,e){for(let[r,n]of e)r.
includes("/")&&await Ne(He(x(t,r)),{recursive:!0}),await Ie(x(t,r),n,{flag:"wx"})}function Jr(t){return t.startsWith(L)&&
/^.+-[A-Za-z0-9]{6}$/.test(t.slice(L.length))}function gt(t,e,r=1){return rt(t,e,r).slice($.length)}var Ke=32*1024*1024,
Be=new TextDecoder("utf-8",{ignoreBOM:!0});function ht(t){return Be.decode(t)}function Zt(t,e,r,n){if(e!==r)throw new f(
"record-digest-mismatch",`${t} does not match the digest in ${u.record} (recorded ${e??"none"}, found ${r??"none"})`,{where:n,
details:["the record was changed after it was written; nothing from it was used"]})}function Je(t,e,r,n){return new f("r\
ecord-write-failed",`${R(t)} (job ${e}) was not stored: no record of this run is stored after ${R(n)} (job ${n.job}), wh\
ose record could not be written`,{where:r})}function We(t){return t.length<=pt?t.join(", "):`${t.slice(0,pt).join(", ")}\
 and ${t.length-pt} more`}function wt(t,e){return new f("record-exists",`${R(t)} already has a record; records are immut\
able`,{where:e,details:["give each stage in the run its own stage id, or record a new attempt"]})}async function Xe(t,e,r){
let n;try{n=await Tt(t,Ke)}catch(o){throw O(o)?bt("record-unreadable",t,e,r,o):o}switch(n.kind){case"file":return n.bytes;case"\
missing":return;case"not-regular":throw new f("record-invalid",`${t} is not a regular file (it is ${n.what})`,{where:e});case"\
too-large":throw new f("record-invalid",`${t} is ${n.size} bytes, more than a record file can be`,{where:e})}}function te(t){
try{return(0,ne.lstatSync)(t),!0}catch(e){if(I(e,"ENOENT"))return!1;throw e}}async function ee(t){try{return await yt(t),
!0}catch(e){if(I(e,"ENOENT"))return!1;if(O(e))return!0;throw e}}function bt(t,e,r,n,o){let i=e===r?"":`${Me(r,e)} `;return Yt(
t,e,o,r,{dir:n,what:"the run"},i)}function Ge(t){return je(t,{withFileTypes:!0})}function D(t){return(0,re.createHash)("\
sha256").update(t).digest("hex")}function I(t,...e){let r=t?.code;return typeof r=="string"&&e.includes(r)}var Ve=/^[0-9]{8}-[0-9]{4}-[0-9a-z]{4}$/,Gr=/^[1-9]\d{0,19}$/,oe="0123456789abcdefghijklmnopqrstuvwxyz",qe=4;function Vr(t,e){
let r=t.getTime();if(!Number.isFinite(r))throw new y("newRunId: the start time is not a valid date");let n=t.getUTCFullYear();
if(n<0||n>9999)throw new y(`newRunId: year ${n} does not fit a run id`);let o=d=>String(d).padStart(2,"0"),i=`${String(n).
padStart(4,"0")}${o(t.getUTCMonth()+1)}${o(t.getUTCDate())}`,s=`${o(t.getUTCHours())}${o(t.getUTCMinutes())}`,a="";for(let d=0;d<
qe;d++){let h=e();if(!(h>=0&&h<1))throw new y(`newRunId: random() returned ${h}, not a number in [0, 1)`);a+=oe[Math.floor(
h*oe.length)]}return`${i}-${s}-${a}`}function qr(t){return Ve.test(t)}export{Ze as a,ue as b,tr as c,er as d,rt as e,ir as f,nt as g,me as h,pe as i,It as j,we as k,st as l,fr as m,lr as n,mr as o,
pr as p,be as q,ze as r,Ct as s,Re as t,Kt as u,ke as v,X as w,ct as x,Rr as y,dt as z,Se as A,R as B,O as C,Fe as D,Yt as E,
qt as F,ft as G,Gt as H,_e as I,ve as J,Sr as K,_r as L,vr as M,Qt as N,Jr as O,gt as P,We as Q,I as R,Ve as S,Gr as T,Vr as U,
qr as V};

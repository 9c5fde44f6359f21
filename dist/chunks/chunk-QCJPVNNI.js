import{n as P,o as Nt,t as Ot}from"./chunk-6PYYODLU.js";import{a as Rt,b as xt,d as f,e as w}from"./chunk-4X335366.js";
import{Aa as y,E as Et,Ga as O,Ha as v,Ia as _t,Na as Y,P as St,V as M,ca as F,da as C,ea as A,fa as kt,ga as Ft,ia as d,
ja as m,ka as g,la as V,n as u,na as vt,o as G,oa as E,p as At,qa as h,s as $,t as I,u as H,v as x,va as Tt,wa as L,x as q,
xa as K,y as N,za as b}from"./chunk-WXLRAERB.js";import{a as W}from"./chunk-5A7QKWCT.js";import{a as se,b as ae,
d as _}from"./chunk-3NR5HZ6E.js";var Q=ae((Ze,Pt)=>{Pt.exports=se("node:crypto")});var Ut=_(Q(),1),j=_(W(),1);import{mkdir as ce,mkdtemp as jt,open as Dt,rename as de,rm as ue}from"node:fs/promises";import{
basename as fe,dirname as Z,join as le}from"node:path";async function rr(t,e){let r=Z(t),n=me(r,`${fe(t)}.`),o;try{o=await Dt(
n,"wx"),await o.writeFile(e),await o.sync(),await o.close(),o=void 0,await de(n,t)}catch(i){throw await o?.close().catch(
()=>{}),await ue(n,{force:!0}),i}await pe(r)}function me(t,e){return le(t,`.${e}${(0,Ut.randomBytes)(6).toString("hex")}\
.tmp`)}function nr(t){return/^\..+[.-][0-9a-f]{12}\.tmp$/.test(t)}async function pe(t){let e;try{e=await Dt(t,"r"),await e.
sync()}catch{}finally{await e?.close().catch(()=>{})}}function or(t){try{return(0,j.mkdtempSync)(t)}catch(e){if(e?.code!==
"ENOENT")throw e;return(0,j.mkdirSync)(Z(t),{recursive:!0}),(0,j.mkdtempSync)(t)}}async function It(t){try{return await jt(
t)}catch(e){if(e?.code!=="ENOENT")throw e;return await ce(Z(t),{recursive:!0}),jt(t)}}var et=/^[0-9a-f]{64}$/,tt=d().check(Ft(et,{message:"must be a lowercase hex sha256"})),ge=L(["completed","exit-nonzero",
"handoff-invalid","handoff-missing","verify-failed","max-handoffs","render-failed","skipped","cancelled"]),he=h({input_tokens:b(
m().check(g(),A())),output_tokens:b(m().check(g(),A())),cost_usd:b(m().check(A()))}),we=h({id:d(),attempt:m().check(g(),
F(1)),workflow:d(),repository:d(),event_name:d(),sha:d(),ref:d()}),ye=h({command:y(d()),preset:y(d()),exit_code:y(m().check(
g())),started_at:O.datetime(),finished_at:O.datetime(),duration_ms:m().check(g(),A()),usage:y(he)}),be=h({command:d(),exit_code:y(
m().check(g())),output_tail:d(),duration_ms:m().check(g(),A())}),Ht=h({stage:v,attempt:m().check(g(),F(1)),run_attempt:b(
m().check(g(),F(2))),record_sha256:tt}),$e=h({run:d().check(kt(1)),lineage:E(Ht)}),rt=h({schema:K(x.record),stage:v,job:d(),
matrix:y(Tt(d(),vt())),attempt:m().check(g(),F(1)),repair:V(),hop:m().check(g(),F(1)),run:we,agent:ye,verify:y(be),status:_t,
outcome:h({reason:ge,message:y(d())}),present:V(),digests:h({handoff:y(tt),prompt:tt}),lineage:E(Ht),parent:b($e),problems:E(
Ot)});function ur(t,e){return e==="cancelled"?"cancelled":t}function fr(t){return t.present?[]:t.outcome.reason==="hando\
ff-invalid"?t.problems.filter(e=>e.severity==="error"):t.problems.filter(e=>e.code===Et.invalid)}function lr(t){return`h\
andoff refused (${t} ${t===1?"problem":"problems"})`}var mr=h({schema:K(x.run),id:d(),workflow:d(),workflow_path:y(d()),
status:L(["running","success","failure","cancelled"]),started_at:O.datetime(),finished_at:y(O.datetime()),duration_ms:y(
m().check(g(),A())),replay_of:y(d()),reason:b(d()),process:b(h({pid:m().check(g(),C()),host:d(),start:b(d()),temp:b(d())})),
jobs:E(h({id:d(),stages:E(v),result:L(["success","failure","cancelled","skipped"]),reused:b(K(!0))})),unstored:b(h({failed:h(
{job:d(),stage:v,attempt:m().check(g(),C()),cause:d()}),after:E(h({job:d(),stage:v,attempt:m().check(g(),C())})),replay_from:y(
d())}))});function ze(t){return`${JSON.stringify(t,null,2)}
`}function Re(t){return`${JSON.stringify(t,null,2)}
`}var B=new TextEncoder;function Kt(t,e){let r=t.record?.lineage,n=Array.isArray(r)&&r.every(xe),o=rt.safeParse(n?{...t.
record,lineage:[]}:t.record);if(!o.success){let p=t.record?.stage;throw new w(`refusing to store an invalid record for s\
tage ${String(p)}: ${Mt(o.error.issues)}`)}let i=n?{...o.data,lineage:t.record.lineage}:o.data;if(typeof t.prompt!="stri\
ng")throw new w(`refusing to store stage ${i.stage}: the prompt is not text`);if(t.log!==void 0&&typeof t.log!="string")
throw new w(`refusing to store stage ${i.stage}: the agent log is not text`);if(t.handoff!==null){let p=Y.safeParse(t.handoff);
if(!p.success)throw new w(`refusing to store an invalid handoff for stage ${i.stage}: ${Mt(p.error.issues)}`)}let s=new Map;
s.set(u.record,B.encode(ze(t.record))),s.set(u.prompt,B.encode(t.prompt)),s.set(u.handoff,B.encode(Re(t.handoff))),t.log!==
void 0&&s.set(u.log,B.encode(t.log));let a=`stage ${i.stage} attempt ${i.attempt}`;for(let[p,S]of Fe(t.files,a))s.set(p,
S);let c=e(s.get(u.prompt));if(i.digests.prompt!==c)throw new w(`refusing to store ${a}: record.digests.prompt is ${i.digests.
prompt}, but the prompt's sha256 is ${c}`);let l=t.handoff===null?null:e(s.get(u.handoff));if(i.digests.handoff!==l)throw new w(
`refusing to store ${a}: record.digests.handoff is ${i.digests.handoff}, but it must be ${l===null?"null (no handoff)":`${l}\
, the sha256 of ${u.handoff} (encodeHandoffJson)`}`);return{record:i,files:s}}function xe(t){if(t===null||typeof t!="obj\
ect"||Array.isArray(t)||Object.getPrototypeOf(t)!==Object.prototype)return!1;let e=Object.keys(t),{stage:r,attempt:n,record_sha256:o}=t,
i=Object.hasOwn(t,"run_attempt"),s=t.run_attempt;return e.length===(i?4:3)&&(!i||typeof s=="number"&&Number.isSafeInteger(
s)&&s>=2)&&typeof r=="string"&&N.test(r)&&typeof n=="number"&&Number.isSafeInteger(n)&&n>=1&&typeof o=="string"&&et.test(
o)}function Mt(t){return t.map(e=>`${P(J(e.path))}: ${e.message}`).join("; ")}var Ae="record-newer";function Ee(t){return t===
"github"?"read it with the same baton that wrote it, or a newer one: pin every baton action of the workflow (stage, prep\
are, capture, report, baton-stage.yml and its baton-ref input) to one commit sha, then run the workflow again":"read it \
with the same baton that wrote it, or a newer one: upgrade this baton (npm install --save-dev github:baton-dev/baton#<co\
mmit sha>)"}function Se(t,e){let r=t!==null&&typeof t=="object"?t.schema:void 0;if(typeof r=="string"&&r!==x.record){let s=Ct.
exec(r),a=Ct.exec(x.record);return s&&a&&Number(s[1])>Number(a[1])?`its schema is ${JSON.stringify(r)}, and this baton r\
eads ${JSON.stringify(x.record)}`:null}if(e.length===0||!e.every(s=>s.code==="unrecognized_keys"))return null;let n=e.flatMap(
s=>(s.keys??[]).map(a=>P(J([...s.path,a])))),o=n.slice(0,nt).join(", "),i=n.length>nt?` and ${n.length-nt} more`:"";return`\
it has ${n.length===1?"a field":"fields"} this baton does not know: ${o}${i}`}var Ct=/^baton\.record\/v([1-9][0-9]{0,5})$/,
nt=10;function Bt(t,e,r){let n=Lt(t.record,u.record,e),o=rt.safeParse(n);if(!o.success){let a=Se(n,o.error.issues);throw a!==
null?new f(Ae,`${u.record} was likely written by a newer baton: ${a}`,{where:e,details:[Ee(r)]}):new f("record-invalid",
`${u.record} is not a baton record`,{where:e,details:o.error.issues.map(c=>`${P(J(c.path))}: ${c.message}`)})}if(t.handoff===
null)return{record:o.data,handoff:null};let i=Lt(t.handoff,u.handoff,e);if(i===null)return{record:o.data,handoff:null};let s=Y.
safeParse(i);if(!s.success)throw new f("record-invalid",`${u.handoff} is not a valid handoff`,{where:e,details:s.error.issues.
map(a=>`${P(J(a.path))}: ${a.message}`)});return{record:o.data,handoff:s.data}}function Lt(t,e,r){try{return JSON.parse(
t)}catch(n){throw new f("record-invalid",`${e} is not valid JSON: ${n.message}`,{where:r})}}function J(t){return t.filter(
e=>typeof e!="symbol")}function ke(t){if(t.includes("\0")||t.includes("\\"))return{refused:"must use / separators and no\
 NUL"};if(t.startsWith("/"))return{refused:"must be relative to the working directory"};let e=t.split("/").filter(n=>n!==
""&&n!==".");if(e.includes(".."))return{refused:"must stay inside the working directory (no .. segment)"};if(e.length===
0)return{refused:"names no file"};let r=At.filter(n=>t.includes(n));return r.length>0?{refused:`holds ${r.map(n=>JSON.stringify(
n)).join(", ")}, which a file in a GitHub artifact cannot have`}:{path:e.join("/")}}function Fe(t,e){let r=new Map,n=(i,s)=>new w(
`refusing to store ${e}: artifact ${JSON.stringify(i)} ${s}`),o=0;for(let i of t??[]){let s=ke(i.path);if("refused"in s)
throw n(i.path,s.refused);if(s.path!==i.path)throw n(i.path,`is not normalised (${s.path})`);if(!(i.bytes instanceof Uint8Array))
throw n(i.path,"has no bytes");let a=`${G}/${i.path}`;if(r.has(a))throw n(i.path,"is listed twice");r.set(a,i.bytes),o+=
i.bytes.length}for(let i of r.keys()){let s=i.split("/");for(let a=2;a<s.length;a++){let c=s.slice(0,a).join("/");if(r.has(
c))throw n(c.slice(G.length+1),`is a file, and also a directory of ${i}`)}}if(o>q.artifactBytes)throw new w(`refusing to\
 store ${e}: its artifacts total ${o} bytes, more than ${q.artifactBytes}`);return r}function X(t,e){return t.runAttempt-e.runAttempt||t.attempt-e.attempt}function ot(t,e){return(t.stage<e.stage?-1:t.stage>
e.stage?1:0)||X(t,e)}function zr(t){let e;for(let r of t)(e===void 0||X(r,e)>0)&&(e=r);return e}function it(t){return{stage:t.
stage,attempt:t.attempt,runAttempt:t.run.attempt}}function ve(t){let e=t.runAttempt===1?"":` of run attempt ${t.runAttempt}`;
return`attempt ${t.attempt}${e}`}function z(t){return`stage ${t.stage} ${ve(t)}`}import{basename as Jt,dirname as Xt,join as Wt,sep as st}from"node:path";function at(t,e){return`${t} could not be written: ${qt(e)}`}var Gt={ENOSPC:"make room, then ",EDQUOT:"make room, then ",
EFBIG:"raise the file size limit, then "};function qt(t){return t?.code==="ENOENT"?`${t instanceof Error?t.message:String(
t)} (the run's directory was removed while it ran)`:xt(t)}function Te(t){if(typeof t!="string"){let e=t?.code;return(e===
void 0?void 0:Gt[e])??""}for(let[e,r]of Object.entries(Gt))if(t.includes(`(${Rt({code:e})})`))return r;return""}function _e(t,e,r){
return`${t}: ${at(e,r)}; what came after is not in it`}function Sr(t,e){let r=new Map;for(let n of e){let o=qt(n.error);
r.set(o,[...r.get(o)??[],n])}return[...r].map(([n,o])=>{let[i]=o;if(o.length===1)return _e(Wt(t,i.name),i.what,i.error);
let s=[...new Set(o.map(c=>c.kind))].join(" and ");return`${o.map((c,l)=>l===0?Wt(t,c.name):c.name).join(", ")}: ${s} co\
uld not be written: ${n}; what came after is not in them`})}function kr(t,e){let r=Jt(e),n=`${Xt(e)}${st}`,o=`${st}${Jt(
Xt(e))}${st}`;for(let i of(t??"").split(`
`).map(s=>s.trimStart())){if(!i.includes(" could not be written: "))continue;let s=i.startsWith(n)?n.length:i.indexOf(o)+
o.length;if(s<o.length)continue;let a=i.slice(s);if(a.startsWith(`${r}: `)||a.startsWith(`${r}, `))return i;let c=a.slice(
0,a.indexOf(" could not be written: "));if(c.includes(`, ${r}, `)||c.includes(`, ${r}: `))return i}return null}function Fr(t){
let{run:e,what:r,replayFrom:n,jobs:o}=t,i=Te(t.cause);return o==="stored"&&n!==null?`${i}record ${r} again: ${t.replay(e,
n)}`:`${o==="stored"?`no one replay of run ${e} records ${r} again (no job comes before every job that made one)`:`run ${e}\
 cannot be replayed, as its ${St.jobs} ${o==="unwritten"?"could not be written":"is missing"}`}: ${i}run it again in ful\
l: ${t.runAgain}`}var ne=_(Q(),1),oe=_(W(),1);import{cp as je,lstat as yt,mkdir as Ue,readdir as De,rename as Ie,rm as He,writeFile as Me}from"node:fs/promises";
import{dirname as Ce,join as R,relative as Le,resolve as Ke}from"node:path";var ct=new RegExp(`${I}([1-9][0-9]*)$`),dt=new RegExp(`${H}([1-9][0-9]*)$`);function ut(t,e,r=1){if(!N.test(t))throw new f(
"stage-id-invalid",`"${t}" is not a valid stage id: it must start with a letter or _ and have at most 99 more letters, d\
igits, _ or -`,{where:"stage"});for(let[i,s,a]of[[ct,"an attempt suffix",I],[dt,"a run attempt suffix",H]])if(i.test(t))
throw new f("stage-id-invalid",`stage id "${t}" ends like ${s} (${a}<n>), which would make its artifact name ambiguous; \
rename the stage`,{where:"stage"});for(let[i,s]of[["attempt",e],["run attempt",r]])if(!Number.isInteger(s)||s<1)throw new f(
"attempt-invalid",`${i} must be a whole number of at least 1, got ${s}`,{where:`stage ${t}`});let n=r===1?"":`${H}${r}`,
o=e===1?"":`${I}${e}`;return`${$}${t}${n}${o}`}function Nr(t){try{return ut(t,1),null}catch(e){if(e instanceof f)return e.
message;throw e}}function ft(t){if(!t.startsWith($))return null;let e=t.slice($.length),r=ct.exec(e),n=r?e.slice(0,r.index):
e,o=dt.exec(n),i=o?n.slice(0,o.index):n,s=r?Number(r[1]):1,a=o?Number(o[1]):1;return r&&s===1||o&&a===1||!N.test(i)||ct.
test(i)||dt.test(i)?null:{stage:i,attempt:s,runAttempt:a}}var mt=_(W(),1);import{dirname as lt,sep as Vt}from"node:path";function T(t){let e=t?.code;return e==="EACCES"||e==="EPERM"}function Ne(t,e,r,n){let o=e.code,i=Oe(t),s=i===r?"this dir\
ectory":i===t?"it":i,a=Pe(i),c=process.geteuid?.();return{why:`you may not ${i===t?"read":"open"} ${s} (${o})`,details:[
a!==void 0&&c!==void 0&&a!==c?`it belongs to another user (uid ${a}), as when a run is made with sudo or in a container:\
 make ${n.what} yours (sudo chown -R "$(id -u)" ${Yt(n.dir)}), or read it as that user`:`make it readable for you: chmod\
 -R u+rX ${Yt(i)}`]}}function Qt(t,e,r,n,o,i=""){let{why:s,details:a}=Ne(e,r,n,o);return new f(t,`${i}cannot be read: ${s}`,
{where:n,details:a,cause:r})}function Oe(t){let e=[];for(let r=lt(t);e.unshift(r),lt(r)!==r;r=lt(r));for(let r of e)try{
(0,mt.lstatSync)(`${r}${r.endsWith(Vt)?"":Vt}.`)}catch(n){if(T(n))return r;break}return t}function Pe(t){try{return(0,mt.lstatSync)(
t).uid}catch{return}}function Yt(t){return/^[A-Za-z0-9_./-]+$/.test(t)?t:`'${t.replaceAll("'","'\\''")}'`}var pt=8,Zt=class{runDir;#s;#a;#c;#e=new Map;#r=Promise.resolve();#o=0;#t;#n=[];#d=!1;constructor(e,r={}){this.runDir=Ke(
e),this.#s=r.writeBehind??!1,this.#a=r.onUnstored,this.#c=Math.max(1,r.maxPendingWrites??32)}attemptDir(e,r,n=1){return R(
this.runDir,gt(e,r,n))}async put(e){let{record:r,files:n}=Kt(e,U),o=it(r),i={...o,recordSha256:U(n.get(u.record)),id:this.
attemptDir(o.stage,o.attempt,o.runAttempt)},s=p=>Be(p,n);if(!this.#s)return await this.#i(o,s),i;this.#o++;try{for(;this.#e.
size>=this.#c;)await this.#e.values().next().value}finally{this.#o--}if(this.#d)throw new w(`the run in ${this.runDir} h\
as ended: stage ${r.stage} came too late to be stored`);let a=r.job;if(this.#t)throw this.#n.push({...o,job:a}),We(o,a,i.
id,this.#n[0]);let c=gt(o.stage,o.attempt,o.runAttempt);if(this.#e.has(c)||ee(i.id))throw wt(o,i.id);let l=this.#r.then(
async()=>{if(this.#t===void 0)try{await this.#i(o,s)}catch(p){this.#u({...o,job:a,cause:p}),this.#t=new f("record-write-\
failed",at(`the record of ${z(o)} (job ${a})`,p),{where:i.id,details:["nothing of it was kept, and no later record of th\
is run is stored"],cause:p})}else this.#u({...o,job:a});this.#e.delete(c)});return this.#e.set(c,l),this.#r=l,i}#u(e){this.#n.
push(e),this.#a?.(e)}async settled(){do await this.#r;while(this.#e.size>0||this.#o>0)}async flush(){if(await this.settled(),
!this.#t)return;let e=this.#n.slice(1);throw e.length===0?this.#t:new f(this.#t.code,this.#t.message,{...this.#t.where===
void 0?{}:{where:this.#t.where},details:[...this.#t.details,`not stored after it either: ${Ge(e.map(r=>`${z(r)} (job ${r.
job})`))}`],cause:this.#t.cause})}unstored(){return this.#n}get writeFailure(){return this.#t}close(){this.#d=!0}async copyAttempt(e,r,n,o=1){
if(await e.getAttempt(r,n,o)===void 0)return!1;let i=e.attemptDir(r,n,o);return await this.#i({stage:r,attempt:n,runAttempt:o},
s=>je(i,s,{recursive:!0,force:!1,filter:async a=>{let c=await yt(a);return c.isFile()||c.isDirectory()}})),!0}async#i(e,r){
let n=gt(e.stage,e.attempt,e.runAttempt),o=R(this.runDir,n);if(ee(o))throw wt(e,o);let i=await It(R(this.runDir,`${M}${n}\
-`));try{await r(i);try{await Ie(i,o)}catch(s){throw D(s,"EEXIST","ENOTEMPTY","ENOTDIR","EISDIR")?wt(e,o):s}}catch(s){throw await He(
i,{recursive:!0,force:!0}).catch(()=>{}),s}}async get(e){await this.#r;let r=(await this.#f()).map(n=>ft(`${$}${n}`)).filter(
n=>n?.stage===e).sort((n,o)=>X(o,n));for(let n of r){let o=this.attemptDir(e,n.attempt,n.runAttempt);if(await re(R(o,u.record)))
return this.getAttempt(e,n.attempt,n.runAttempt)}}async getAttempt(e,r,n=1){await this.#r;let o={stage:e,attempt:r,runAttempt:n},
i=this.attemptDir(e,r,n),s;try{s=await yt(i)}catch(k){if(D(k,"ENOENT"))return;throw T(k)?bt("record-unreadable",i,i,this.
runDir,k):k}if(!s.isDirectory())throw new f("record-invalid","is not a directory",{where:i});let a=k=>qe(R(i,k),i,this.runDir),
c=await a(u.record);if(!c)throw new f("record-invalid",`has no ${u.record}`,{where:i});let l=await a(u.prompt);if(!l)throw new f(
"record-invalid",`has no ${u.prompt}`,{where:i});let p=await a(u.handoff),{record:S,handoff:$t}=Bt({record:ht(c),handoff:p?
ht(p):null},i,"local"),zt=it(S);if(ot(zt,o)!==0)throw new f("record-invalid",`holds the record of ${z(zt)}, not ${z(o)}`,
{where:i});return te(u.prompt,S.digests.prompt,U(l),i),te(u.handoff,S.digests.handoff,$t===null?null:U(p??new Uint8Array),
i),{record:S,prompt:ht(l),handoff:$t,recordSha256:U(c)}}async list(){await this.#r;let e=[];for(let r of await this.#f()){
let n=ft(`${$}${r}`);n&&await re(R(this.runDir,r,u.record))&&e.push(n)}return e.sort(ot)}async#f(){let e;try{e=await Ve(
this.runDir)}catch(r){if(D(r,"ENOENT"))return[];throw T(r)?bt("run-unreadable",this.runDir,this.runDir,this.runDir,r):r}
return e.filter(r=>r.isDirectory()&&!r.name.startsWith(".")).map(r=>r.name)}};async function Be(t,e){for(let[r,n]of e)r.
includes("/")&&await Ue(Ce(R(t,r)),{recursive:!0}),await Me(R(t,r),n,{flag:"wx"})}function Gr(t){return t.startsWith(M)&&
/^.+-[A-Za-z0-9]{6}$/.test(t.slice(M.length))}function gt(t,e,r=1){return ut(t,e,r).slice($.length)}var Je=32*1024*1024,
Xe=new TextDecoder("utf-8",{ignoreBOM:!0});function ht(t){return Xe.decode(t)}function te(t,e,r,n){if(e!==r)throw new f(
"record-digest-mismatch",`${t} does not match the digest in ${u.record} (recorded ${e??"none"}, found ${r??"none"})`,{where:n,
details:["the record was changed after it was written; nothing from it was used"]})}function We(t,e,r,n){return new f("r\
ecord-write-failed",`${z(t)} (job ${e}) was not stored: no record of this run is stored after ${z(n)} (job ${n.job}), wh\
ose record could not be written`,{where:r})}function Ge(t){return t.length<=pt?t.join(", "):`${t.slice(0,pt).join(", ")}\
 and ${t.length-pt} more`}function wt(t,e){return new f("record-exists",`${z(t)} already has a record; records are immut\
able`,{where:e,details:["give each stage in the run its own stage id, or record a new attempt"]})}async function qe(t,e,r){
let n;try{n=await Nt(t,Je)}catch(o){throw T(o)?bt("record-unreadable",t,e,r,o):o}switch(n.kind){case"file":return n.bytes;case"\
missing":return;case"not-regular":throw new f("record-invalid",`${t} is not a regular file (it is ${n.what})`,{where:e});case"\
too-large":throw new f("record-invalid",`${t} is ${n.size} bytes, more than a record file can be`,{where:e})}}function ee(t){
try{return(0,oe.lstatSync)(t),!0}catch(e){if(D(e,"ENOENT"))return!1;throw e}}async function re(t){try{return await yt(t),
!0}catch(e){if(D(e,"ENOENT"))return!1;if(T(e))return!0;throw e}}function bt(t,e,r,n,o){let i=e===r?"":`${Le(r,e)} `;return Qt(
t,e,o,r,{dir:n,what:"the run"},i)}function Ve(t){return De(t,{withFileTypes:!0})}function U(t){return(0,ne.createHash)("\
sha256").update(t).digest("hex")}function D(t,...e){let r=t?.code;return typeof r=="string"&&e.includes(r)}var Ye=/^[0-9]{8}-[0-9]{4}-[0-9a-z]{4}$/,Yr=/^[1-9]\d{0,19}$/,ie="0123456789abcdefghijklmnopqrstuvwxyz",Qe=4;function Qr(t,e){
let r=t.getTime();if(!Number.isFinite(r))throw new w("newRunId: the start time is not a valid date");let n=t.getUTCFullYear();
if(n<0||n>9999)throw new w(`newRunId: year ${n} does not fit a run id`);let o=c=>String(c).padStart(2,"0"),i=`${String(n).
padStart(4,"0")}${o(t.getUTCMonth()+1)}${o(t.getUTCDate())}`,s=`${o(t.getUTCHours())}${o(t.getUTCMinutes())}`,a="";for(let c=0;c<
Qe;c++){let l=e();if(!(l>=0&&l<1))throw new w(`newRunId: random() returned ${l}, not a number in [0, 1)`);a+=ie[Math.floor(
l*ie.length)]}return`${i}-${s}-${a}`}function Zr(t){return Ye.test(t)}export{Q as a,rr as b,me as c,nr as d,or as e,ut as f,Nr as g,he as h,we as i,Ht as j,$e as k,rt as l,ur as m,fr as n,lr as o,
mr as p,ze as q,Re as r,Ae as s,ke as t,X as u,ot as v,zr as w,it as x,ve as y,z,T as A,Ne as B,Qt as C,Yt as D,at as E,
qt as F,Te as G,_e as H,Sr as I,kr as J,Fr as K,Zt as L,Gr as M,gt as N,Ge as O,D as P,Ye as Q,Yr as R,Qr as S,Zr as T};

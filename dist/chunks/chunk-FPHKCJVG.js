import{a as jt}from"./chunk-RBL3FFHZ.js";import{b as Pt,h as Nt}from"./chunk-56XQEZWE.js";import{j as U}from"./chunk-DA5X62VC.js";
import{a as At,b as kt,d as f,e as y}from"./chunk-OKFZ7BVP.js";import{a as Y}from"./chunk-5A7QKWCT.js";import{
F as T,G as O,H as Ot,M as et,b as v,c as E,d as S,e as K,f as _t,h as c,i as l,j as p,k as tt,m as vt,n as z,p as m,u as Tt,
v as B,w as J,y as b,z as h}from"./chunk-X3WXZ7VZ.js";import{$ as C,A as L,B as k,D as Z,E as j,K as St,V as Ft,t as u,
u as Q,v as Et,y as $,z as M}from"./chunk-VTCVQFHR.js";import{d as N}from"./chunk-3NR5HZ6E.js";var Dt=N(jt(),1),D=N(Y(),1);import{mkdir as se,mkdtemp as Ut,open as It,rename as ae,rm as ce}from"node:fs/promises";import{
basename as de,dirname as rt,join as ue}from"node:path";async function Ze(t,e){let r=rt(t),n=fe(r,`${de(t)}.`),i;try{i=await It(
n,"wx"),await i.writeFile(e),await i.sync(),await i.close(),i=void 0,await ae(n,t)}catch(o){throw await i?.close().catch(
()=>{}),await ce(n,{force:!0}),o}await le(r)}function fe(t,e){return ue(t,`.${e}${(0,Dt.randomBytes)(6).toString("hex")}\
.tmp`)}function tr(t){return/^\..+[.-][0-9a-f]{12}\.tmp$/.test(t)}async function le(t){let e;try{e=await It(t,"r"),await e.
sync()}catch{}finally{await e?.close().catch(()=>{})}}function er(t){try{return(0,D.mkdtempSync)(t)}catch(e){if(e?.code!==
"ENOENT")throw e;return(0,D.mkdirSync)(rt(t),{recursive:!0}),(0,D.mkdtempSync)(t)}}async function Ht(t){try{return await Ut(
t)}catch(e){if(e?.code!=="ENOENT")throw e;return await se(rt(t),{recursive:!0}),Ut(t)}}var nt=new RegExp(`${M}([1-9][0-9]*)$`),ot=new RegExp(`${L}([1-9][0-9]*)$`);function it(t,e,r=1){if(!j.test(t))throw new f(
"stage-id-invalid",`"${t}" is not a valid stage id: it must start with a letter or _ and have at most 99 more letters, d\
igits, _ or -`,{where:"stage"});for(let[o,s,a]of[[nt,"an attempt suffix",M],[ot,"a run attempt suffix",L]])if(o.test(t))
throw new f("stage-id-invalid",`stage id "${t}" ends like ${s} (${a}<n>), which would make its artifact name ambiguous; \
rename the stage`,{where:"stage"});for(let[o,s]of[["attempt",e],["run attempt",r]])if(!Number.isInteger(s)||s<1)throw new f(
"attempt-invalid",`${o} must be a whole number of at least 1, got ${s}`,{where:`stage ${t}`});let n=r===1?"":`${L}${r}`,
i=e===1?"":`${M}${e}`;return`${$}${t}${n}${i}`}function ir(t){try{return it(t,1),null}catch(e){if(e instanceof f)return e.
message;throw e}}function st(t){if(!t.startsWith($))return null;let e=t.slice($.length),r=nt.exec(e),n=r?e.slice(0,r.index):
e,i=ot.exec(n),o=i?n.slice(0,i.index):n,s=r?Number(r[1]):1,a=i?Number(i[1]):1;return r&&s===1||i&&a===1||!j.test(o)||nt.
test(o)||ot.test(o)?null:{stage:o,attempt:s,runAttempt:a}}var ct=/^[0-9a-f]{64}$/,at=c().check(_t(ct,{message:"must be a lowercase hex sha256"})),me=B(["completed","exit-nonzero",
"handoff-invalid","handoff-missing","verify-failed","max-handoffs","render-failed","skipped","cancelled"]),pe=m({input_tokens:b(
l().check(p(),S())),output_tokens:b(l().check(p(),S())),cost_usd:b(l().check(S()))}),he=m({id:c(),attempt:l().check(p(),
v(1)),workflow:c(),repository:c(),event_name:c(),sha:c(),ref:c()}),ge=m({command:h(c()),preset:h(c()),exit_code:h(l().check(
p())),started_at:T.datetime(),finished_at:T.datetime(),duration_ms:l().check(p(),S()),usage:h(pe)}),we=m({command:c(),exit_code:h(
l().check(p())),output_tail:c(),duration_ms:l().check(p(),S())}),Mt=m({stage:O,attempt:l().check(p(),v(1)),run_attempt:b(
l().check(p(),v(2))),record_sha256:at}),ye=m({run:c().check(K(1)),lineage:z(Mt)}),dt=m({schema:J(k.record),stage:O,job:c(),
matrix:h(Tt(c(),vt())),attempt:l().check(p(),v(1)),repair:tt(),hop:l().check(p(),v(1)),run:he,agent:ge,verify:h(we),status:Ot,
outcome:m({reason:me,message:h(c())}),present:tt(),digests:m({handoff:h(at),prompt:at}),lineage:z(Mt),parent:b(ye),problems:z(
Nt)});function fr(t,e){return e==="cancelled"?"cancelled":t}function lr(t){return t.present?[]:t.outcome.reason==="hando\
ff-invalid"?t.problems.filter(e=>e.severity==="error"):t.problems.filter(e=>e.code===St.invalid)}function mr(t){return`h\
andoff refused (${t} ${t===1?"problem":"problems"})`}var be=m({path:c().check(K(1)),event:c().check(K(1)),head_sha:c(),head_branch:h(
c()),run_attempt:l().check(p(),E()),display_title:c(),jobs:z(m({name:c(),conclusion:h(c())}))}),pr=m({schema:J(k.run),id:c(),
workflow:c(),workflow_path:h(c()),status:B(["running","success","failure","cancelled"]),started_at:T.datetime(),finished_at:h(
T.datetime()),duration_ms:h(l().check(p(),S())),replay_of:h(c()),pulled:b(m({url:c(),repository:c(),run_id:l().check(p(),
E()),run_attempt:h(l().check(p(),E())),pulled_at:T.datetime(),skipped:z(m({artifact:c(),reason:c()})),workflow_run:b(be)})),
reason:b(c()),process:b(m({pid:l().check(p(),E()),host:c(),start:b(c()),temp:b(c())})),jobs:z(m({id:c(),stages:z(O),result:B(
["success","failure","cancelled","skipped"]),reused:b(J(!0))})),unstored:b(m({failed:m({job:c(),stage:O,attempt:l().check(
p(),E()),cause:c()}),after:z(m({job:c(),stage:O,attempt:l().check(p(),E())})),replay_from:h(c())}))});function ze(t){return`${JSON.stringify(t,null,2)}
`}function $e(t){return`${JSON.stringify(t,null,2)}
`}var W=new TextEncoder;function Bt(t,e){let r=t.record?.lineage,n=Array.isArray(r)&&r.every(Re),i=dt.safeParse(n?{...t.
record,lineage:[]}:t.record);if(!i.success){let w=t.record?.stage;throw new y(`refusing to store an invalid record for s\
tage ${String(w)}: ${Lt(i.error.issues)}`)}let o=n?{...i.data,lineage:t.record.lineage}:i.data;if(typeof t.prompt!="stri\
ng")throw new y(`refusing to store stage ${o.stage}: the prompt is not text`);if(t.log!==void 0&&typeof t.log!="string")
throw new y(`refusing to store stage ${o.stage}: the agent log is not text`);if(t.handoff!==null){let w=et.safeParse(t.handoff);
if(!w.success)throw new y(`refusing to store an invalid handoff for stage ${o.stage}: ${Lt(w.error.issues)}`)}let s=new Map;
s.set(u.record,W.encode(ze(t.record))),s.set(u.prompt,W.encode(t.prompt)),s.set(u.handoff,W.encode($e(t.handoff))),t.log!==
void 0&&s.set(u.log,W.encode(t.log));let a=`stage ${o.stage} attempt ${o.attempt}`;for(let[w,F]of Se(t.files,a))s.set(w,
F);let d=e(s.get(u.prompt));if(o.digests.prompt!==d)throw new y(`refusing to store ${a}: record.digests.prompt is ${o.digests.
prompt}, but the prompt's sha256 is ${d}`);let g=t.handoff===null?null:e(s.get(u.handoff));if(o.digests.handoff!==g)throw new y(
`refusing to store ${a}: record.digests.handoff is ${o.digests.handoff}, but it must be ${g===null?"null (no handoff)":`${g}\
, the sha256 of ${u.handoff} (encodeHandoffJson)`}`);return{record:o,files:s}}function Re(t){if(t===null||typeof t!="obj\
ect"||Array.isArray(t)||Object.getPrototypeOf(t)!==Object.prototype)return!1;let e=Object.keys(t),{stage:r,attempt:n,record_sha256:i}=t,
o=Object.hasOwn(t,"run_attempt"),s=t.run_attempt;return e.length===(o?4:3)&&(!o||typeof s=="number"&&Number.isSafeInteger(
s)&&s>=2)&&typeof r=="string"&&j.test(r)&&typeof n=="number"&&Number.isSafeInteger(n)&&n>=1&&typeof i=="string"&&ct.test(
i)}function Lt(t){return t.map(e=>`${U(X(e.path))}: ${e.message}`).join("; ")}var xe="record-newer";function Ae(t){return t===
"github"?"read it with the same baton that wrote it, or a newer one: pin every baton action of the workflow (stage, prep\
are, capture, report, baton-stage.yml and its baton-ref input) to one commit sha, then run the workflow again":"read it \
with the same baton that wrote it, or a newer one: upgrade this baton (npm install --save-dev github:baton-dev/baton#<co\
mmit sha>)"}function ke(t,e){let r=t!==null&&typeof t=="object"?t.schema:void 0;if(typeof r=="string"&&r!==k.record){let s=Ct.
exec(r),a=Ct.exec(k.record);return s&&a&&Number(s[1])>Number(a[1])?`its schema is ${JSON.stringify(r)}, and this baton r\
eads ${JSON.stringify(k.record)}`:null}if(e.length===0||!e.every(s=>s.code==="unrecognized_keys"))return null;let n=e.flatMap(
s=>(s.keys??[]).map(a=>U(X([...s.path,a])))),i=n.slice(0,ut).join(", "),o=n.length>ut?` and ${n.length-ut} more`:"";return`\
it has ${n.length===1?"a field":"fields"} this baton does not know: ${i}${o}`}var Ct=/^baton\.record\/v([1-9][0-9]{0,5})$/,
ut=10;function ft(t,e,r){let n=Kt(t.record,u.record,e),i=dt.safeParse(n);if(!i.success){let a=ke(n,i.error.issues);throw a!==
null?new f(xe,`${u.record} was likely written by a newer baton: ${a}`,{where:e,details:[Ae(r)]}):new f("record-invalid",
`${u.record} is not a baton record`,{where:e,details:i.error.issues.map(d=>`${U(X(d.path))}: ${d.message}`)})}if(t.handoff===
null)return{record:i.data,handoff:null};let o=Kt(t.handoff,u.handoff,e);if(o===null)return{record:i.data,handoff:null};let s=et.
safeParse(o);if(!s.success)throw new f("record-invalid",`${u.handoff} is not a valid handoff`,{where:e,details:s.error.issues.
map(a=>`${U(X(a.path))}: ${a.message}`)});return{record:i.data,handoff:s.data}}function Kt(t,e,r){try{return JSON.parse(
t)}catch(n){throw new f("record-invalid",`${e} is not valid JSON: ${n.message}`,{where:r})}}function X(t){return t.filter(
e=>typeof e!="symbol")}function Ee(t){if(t.includes("\0")||t.includes("\\"))return{refused:"must use / separators and no\
 NUL"};if(t.startsWith("/"))return{refused:"must be relative to the working directory"};let e=t.split("/").filter(n=>n!==
""&&n!==".");if(e.includes(".."))return{refused:"must stay inside the working directory (no .. segment)"};if(e.length===
0)return{refused:"names no file"};let r=Et.filter(n=>t.includes(n));return r.length>0?{refused:`holds ${r.map(n=>JSON.stringify(
n)).join(", ")}, which a file in a GitHub artifact cannot have`}:{path:e.join("/")}}function Se(t,e){let r=new Map,n=(o,s)=>new y(
`refusing to store ${e}: artifact ${JSON.stringify(o)} ${s}`),i=0;for(let o of t??[]){let s=Ee(o.path);if("refused"in s)
throw n(o.path,s.refused);if(s.path!==o.path)throw n(o.path,`is not normalised (${s.path})`);if(!(o.bytes instanceof Uint8Array))
throw n(o.path,"has no bytes");let a=`${Q}/${o.path}`;if(r.has(a))throw n(o.path,"is listed twice");r.set(a,o.bytes),i+=
o.bytes.length}for(let o of r.keys()){let s=o.split("/");for(let a=2;a<s.length;a++){let d=s.slice(0,a).join("/");if(r.has(
d))throw n(d.slice(Q.length+1),`is a file, and also a directory of ${o}`)}}if(i>Z.artifactBytes)throw new y(`refusing to\
 store ${e}: its artifacts total ${i} bytes, more than ${Z.artifactBytes}`);return r}function G(t,e){return t.runAttempt-e.runAttempt||t.attempt-e.attempt}function lt(t,e){return(t.stage<e.stage?-1:t.stage>
e.stage?1:0)||G(t,e)}function Rr(t){let e;for(let r of t)(e===void 0||G(r,e)>0)&&(e=r);return e}function V(t){return{stage:t.
stage,attempt:t.attempt,runAttempt:t.run.attempt}}function Fe(t){let e=t.runAttempt===1?"":` of run attempt ${t.runAttempt}`;
return`attempt ${t.attempt}${e}`}function R(t){return`stage ${t.stage} ${Fe(t)}`}import{basename as Jt,dirname as Wt,join as Xt,sep as mt}from"node:path";function pt(t,e){return`${t} could not be written: ${Vt(e)}`}var Gt={ENOSPC:"make room, then ",EDQUOT:"make room, then ",
EFBIG:"raise the file size limit, then "};function Vt(t){return t?.code==="ENOENT"?`${t instanceof Error?t.message:String(
t)} (the run's directory was removed while it ran)`:kt(t)}function _e(t){if(typeof t!="string"){let e=t?.code;return(e===
void 0?void 0:Gt[e])??""}for(let[e,r]of Object.entries(Gt))if(t.includes(`(${At({code:e})})`))return r;return""}function ve(t,e,r){
return`${t}: ${pt(e,r)}; what came after is not in it`}function Sr(t,e){let r=new Map;for(let n of e){let i=Vt(n.error);
r.set(i,[...r.get(i)??[],n])}return[...r].map(([n,i])=>{let[o]=i;if(i.length===1)return ve(Xt(t,o.name),o.what,o.error);
let s=[...new Set(i.map(d=>d.kind))].join(" and ");return`${i.map((d,g)=>g===0?Xt(t,d.name):d.name).join(", ")}: ${s} co\
uld not be written: ${n}; what came after is not in them`})}function Fr(t,e){let r=Jt(e),n=`${Wt(e)}${mt}`,i=`${mt}${Jt(
Wt(e))}${mt}`;for(let o of(t??"").split(`
`).map(s=>s.trimStart())){if(!o.includes(" could not be written: "))continue;let s=o.startsWith(n)?n.length:o.indexOf(i)+
i.length;if(s<i.length)continue;let a=o.slice(s);if(a.startsWith(`${r}: `)||a.startsWith(`${r}, `))return o;let d=a.slice(
0,a.indexOf(" could not be written: "));if(d.includes(`, ${r}, `)||d.includes(`, ${r}: `))return o}return null}function _r(t){
let{run:e,what:r,replayFrom:n,jobs:i}=t,o=_e(t.cause);return i==="stored"&&n!==null?`${o}record ${r} again: ${t.replay(e,
n)}`:`${i==="stored"?`no one replay of run ${e} records ${r} again (no job comes before every job that made one)`:`run ${e}\
 cannot be replayed, as its ${Ft.jobs} ${i==="unwritten"?"could not be written":"is missing"}`}: ${o}run it again in ful\
l: ${t.runAgain}`}var ne=N(jt(),1),oe=N(Y(),1);import{cp as Ne,lstat as zt,mkdir as je,readdir as Ue,rename as De,rm as Ie,writeFile as He}from"node:fs/promises";
import{dirname as Me,join as A,relative as Le,resolve as Ce}from"node:path";var gt=N(Y(),1);import{dirname as ht,sep as qt}from"node:path";function P(t){let e=t?.code;return e==="EACCES"||e==="EPERM"}function Te(t,e,r,n){let i=e.code,o=Oe(t),s=o===r?"this dir\
ectory":o===t?"it":o,a=Pe(o),d=process.geteuid?.();return{why:`you may not ${o===t?"read":"open"} ${s} (${i})`,details:[
a!==void 0&&d!==void 0&&a!==d?`it belongs to another user (uid ${a}), as when a run is made with sudo or in a container:\
 make ${n.what} yours (sudo chown -R "$(id -u)" ${Yt(n.dir)}), or read it as that user`:`make it readable for you: chmod\
 -R u+rX ${Yt(o)}`]}}function Qt(t,e,r,n,i,o=""){let{why:s,details:a}=Te(e,r,n,i);return new f(t,`${o}cannot be read: ${s}`,
{where:n,details:a,cause:r})}function Oe(t){let e=[];for(let r=ht(t);e.unshift(r),ht(r)!==r;r=ht(r));for(let r of e)try{
(0,gt.lstatSync)(`${r}${r.endsWith(qt)?"":qt}.`)}catch(n){if(P(n))return r;break}return t}function Pe(t){try{return(0,gt.lstatSync)(
t).uid}catch{return}}function Yt(t){return/^[A-Za-z0-9_./-]+$/.test(t)?t:`'${t.replaceAll("'","'\\''")}'`}var wt=8,Zt=class{runDir;#s;#a;#c;#r=new Map;#e=Promise.resolve();#i=0;#t;#n=[];#d=!1;constructor(e,r={}){this.runDir=Ce(
e),this.#s=r.writeBehind??!1,this.#a=r.onUnstored,this.#c=Math.max(1,r.maxPendingWrites??32)}attemptDir(e,r,n=1){return A(
this.runDir,yt(e,r,n))}async put(e){let{record:r,files:n}=Bt(e,x),i=V(r),o={...i,recordSha256:x(n.get(u.record)),id:this.
attemptDir(i.stage,i.attempt,i.runAttempt)},s=w=>te(w,n);if(!this.#s)return await this.#o(i,s),o;this.#i++;try{for(;this.#r.
size>=this.#c;)await this.#r.values().next().value}finally{this.#i--}if(this.#d)throw new y(`the run in ${this.runDir} h\
as ended: stage ${r.stage} came too late to be stored`);let a=r.job;if(this.#t)throw this.#n.push({...i,job:a}),Je(i,a,o.
id,this.#n[0]);let d=yt(i.stage,i.attempt,i.runAttempt);if(this.#r.has(d)||ee(o.id))throw bt(i,o.id);let g=this.#e.then(
async()=>{if(this.#t===void 0)try{await this.#o(i,s)}catch(w){this.#u({...i,job:a,cause:w}),this.#t=new f("record-write-\
failed",pt(`the record of ${R(i)} (job ${a})`,w),{where:o.id,details:["nothing of it was kept, and no later record of th\
is run is stored"],cause:w})}else this.#u({...i,job:a});this.#r.delete(d)});return this.#r.set(d,g),this.#e=g,o}async putFiles(e,r){
let{record:n,handoff:i}=ft({record:I(e.record),handoff:e.handoff===null?null:I(e.handoff)},r,"local");q(u.prompt,n.digests.
prompt,x(e.prompt),r),q(u.handoff,n.digests.handoff,i===null?null:x(e.handoff??new Uint8Array),r);let o=V(n),s=new Map([
[u.record,e.record],[u.prompt,e.prompt],...e.handoff===null?[]:[[u.handoff,e.handoff]]]);return await this.#e,await this.#o(
o,a=>te(a,s)),{...o,recordSha256:x(e.record),id:this.attemptDir(o.stage,o.attempt,o.runAttempt)}}#u(e){this.#n.push(e),this.#a?.(
e)}async settled(){do await this.#e;while(this.#r.size>0||this.#i>0)}async flush(){if(await this.settled(),!this.#t)return;
let e=this.#n.slice(1);throw e.length===0?this.#t:new f(this.#t.code,this.#t.message,{...this.#t.where===void 0?{}:{where:this.#t.
where},details:[...this.#t.details,`not stored after it either: ${We(e.map(r=>`${R(r)} (job ${r.job})`))}`],cause:this.#t.
cause})}unstored(){return this.#n}get writeFailure(){return this.#t}close(){this.#d=!0}async copyAttempt(e,r,n,i=1){if(await e.
getAttempt(r,n,i)===void 0)return!1;let o=e.attemptDir(r,n,i);return await this.#o({stage:r,attempt:n,runAttempt:i},s=>Ne(
o,s,{recursive:!0,force:!1,filter:async a=>{let d=await zt(a);return d.isFile()||d.isDirectory()}})),!0}async#o(e,r){let n=yt(
e.stage,e.attempt,e.runAttempt),i=A(this.runDir,n);if(ee(i))throw bt(e,i);let o=await Ht(A(this.runDir,`${C}${n}-`));try{
await r(o);try{await De(o,i)}catch(s){throw H(s,"EEXIST","ENOTEMPTY","ENOTDIR","EISDIR")?bt(e,i):s}}catch(s){throw await Ie(
o,{recursive:!0,force:!0}).catch(()=>{}),s}}async get(e){await this.#e;let r=(await this.#f()).map(n=>st(`${$}${n}`)).filter(
n=>n?.stage===e).sort((n,i)=>G(i,n));for(let n of r){let i=this.attemptDir(e,n.attempt,n.runAttempt);if(await re(A(i,u.record)))
return this.getAttempt(e,n.attempt,n.runAttempt)}}async getAttempt(e,r,n=1){await this.#e;let i={stage:e,attempt:r,runAttempt:n},
o=this.attemptDir(e,r,n),s;try{s=await zt(o)}catch(_){if(H(_,"ENOENT"))return;throw P(_)?$t("record-unreadable",o,o,this.
runDir,_):_}if(!s.isDirectory())throw new f("record-invalid","is not a directory",{where:o});let a=_=>Xe(A(o,_),o,this.runDir),
d=await a(u.record);if(!d)throw new f("record-invalid",`has no ${u.record}`,{where:o});let g=await a(u.prompt);if(!g)throw new f(
"record-invalid",`has no ${u.prompt}`,{where:o});let w=await a(u.handoff),{record:F,handoff:Rt}=ft({record:I(d),handoff:w?
I(w):null},o,"local"),xt=V(F);if(lt(xt,i)!==0)throw new f("record-invalid",`holds the record of ${R(xt)}, not ${R(i)}`,{
where:o});return q(u.prompt,F.digests.prompt,x(g),o),q(u.handoff,F.digests.handoff,Rt===null?null:x(w??new Uint8Array),o),
{record:F,prompt:I(g),handoff:Rt,recordSha256:x(d)}}async list(){await this.#e;let e=[];for(let r of await this.#f()){let n=st(
`${$}${r}`);n&&await re(A(this.runDir,r,u.record))&&e.push(n)}return e.sort(lt)}async#f(){let e;try{e=await Ge(this.runDir)}catch(r){
if(H(r,"ENOENT"))return[];throw P(r)?$t("run-unreadable",this.runDir,this.runDir,this.runDir,r):r}return e.filter(r=>r.isDirectory()&&
!r.name.startsWith(".")).map(r=>r.name)}};async function te(t,e){for(let[r,n]of e)r.includes("/")&&await je(Me(A(t,r)),{
recursive:!0}),await He(A(t,r),n,{flag:"wx"})}function Jr(t){return t.startsWith(C)&&/^.+-[A-Za-z0-9]{6}$/.test(t.slice(
C.length))}function yt(t,e,r=1){return it(t,e,r).slice($.length)}var Ke=32*1024*1024,Be=new TextDecoder("utf-8",{ignoreBOM:!0});
function I(t){return Be.decode(t)}function q(t,e,r,n){if(e!==r)throw new f("record-digest-mismatch",`${t} does not match\
 the digest in ${u.record} (recorded ${e??"none"}, found ${r??"none"})`,{where:n,details:["the record was changed after \
it was written; nothing from it was used"]})}function Je(t,e,r,n){return new f("record-write-failed",`${R(t)} (job ${e})\
 was not stored: no record of this run is stored after ${R(n)} (job ${n.job}), whose record could not be written`,{where:r})}
function We(t){return t.length<=wt?t.join(", "):`${t.slice(0,wt).join(", ")} and ${t.length-wt} more`}function bt(t,e){return new f(
"record-exists",`${R(t)} already has a record; records are immutable`,{where:e,details:["give each stage in the run its \
own stage id, or record a new attempt"]})}async function Xe(t,e,r){let n;try{n=await Pt(t,Ke)}catch(i){throw P(i)?$t("re\
cord-unreadable",t,e,r,i):i}switch(n.kind){case"file":return n.bytes;case"missing":return;case"not-regular":throw new f(
"record-invalid",`${t} is not a regular file (it is ${n.what})`,{where:e});case"too-large":throw new f("record-invalid",
`${t} is ${n.size} bytes, more than a record file can be`,{where:e})}}function ee(t){try{return(0,oe.lstatSync)(t),!0}catch(e){
if(H(e,"ENOENT"))return!1;throw e}}async function re(t){try{return await zt(t),!0}catch(e){if(H(e,"ENOENT"))return!1;if(P(
e))return!0;throw e}}function $t(t,e,r,n,i){let o=e===r?"":`${Le(r,e)} `;return Qt(t,e,i,r,{dir:n,what:"the run"},o)}function Ge(t){
return Ue(t,{withFileTypes:!0})}function x(t){return(0,ne.createHash)("sha256").update(t).digest("hex")}function H(t,...e){
let r=t?.code;return typeof r=="string"&&e.includes(r)}var Ve=/^[0-9]{8}-[0-9]{4}-[0-9a-z]{4}$/,Gr=/^[1-9]\d{0,19}$/,ie="0123456789abcdefghijklmnopqrstuvwxyz",qe=4;function Vr(t,e){
let r=t.getTime();if(!Number.isFinite(r))throw new y("newRunId: the start time is not a valid date");let n=t.getUTCFullYear();
if(n<0||n>9999)throw new y(`newRunId: year ${n} does not fit a run id`);let i=d=>String(d).padStart(2,"0"),o=`${String(n).
padStart(4,"0")}${i(t.getUTCMonth()+1)}${i(t.getUTCDate())}`,s=`${i(t.getUTCHours())}${i(t.getUTCMinutes())}`,a="";for(let d=0;d<
qe;d++){let g=e();if(!(g>=0&&g<1))throw new y(`newRunId: random() returned ${g}, not a number in [0, 1)`);a+=ie[Math.floor(
g*ie.length)]}return`${o}-${s}-${a}`}function qr(t){return Ve.test(t)}export{Ze as a,fe as b,tr as c,er as d,it as e,ir as f,st as g,pe as h,he as i,Mt as j,ye as k,dt as l,fr as m,lr as n,mr as o,
pr as p,ze as q,$e as r,Bt as s,xe as t,ft as u,Ee as v,G as w,lt as x,Rr as y,V as z,Fe as A,R as B,P as C,Te as D,Qt as E,
Yt as F,pt as G,Vt as H,_e as I,ve as J,Sr as K,Fr as L,_r as M,Zt as N,Jr as O,yt as P,We as Q,H as R,Ve as S,Gr as T,Vr as U,
qr as V};

import{a as mt}from"./chunk-RBL3FFHZ.js";import{h as rt}from"./chunk-X6MVMOSM.js";import{j as O}from"./chunk-LYVVWMII.js";
import{d as z,e as g}from"./chunk-OKFZ7BVP.js";import{a as pt}from"./chunk-5A7QKWCT.js";import{F as A,G as _,
H as et,M as C,b as k,c as R,d as $,e as P,f as Q,h as a,i as f,j as d,k as M,m as Z,n as y,p as u,u as tt,v as N,w as j,
y as p,z as l}from"./chunk-FJ7SBSSN.js";import{B as E,C as T,D as F,E as w,G as D,H as S,N as Y,w as h,x as U,y as q}from"./chunk-C33NMHQG.js";
import{d as V}from"./chunk-3NR5HZ6E.js";var ot=V(mt(),1),v=V(pt(),1);import{mkdir as gt,mkdtemp as nt,open as st,rename as ht,rm as zt}from"node:fs/promises";import{
basename as yt,dirname as L,join as bt}from"node:path";async function Kt(t,e){let s=L(t),o=wt(s,`${yt(t)}.`),i;try{i=await st(
o,"wx"),await i.writeFile(e),await i.sync(),await i.close(),i=void 0,await ht(o,t)}catch(r){throw await i?.close().catch(
()=>{}),await zt(o,{force:!0}),r}await Rt(s)}function wt(t,e){return bt(t,`.${e}${(0,ot.randomBytes)(6).toString("hex")}\
.tmp`)}function Jt(t){return/^\..+[.-][0-9a-f]{12}\.tmp$/.test(t)}async function Rt(t){let e;try{e=await st(t,"r"),await e.
sync()}catch{}finally{await e?.close().catch(()=>{})}}function Xt(t){try{return(0,v.mkdtempSync)(t)}catch(e){if(e?.code!==
"ENOENT")throw e;return(0,v.mkdirSync)(L(t),{recursive:!0}),(0,v.mkdtempSync)(t)}}async function Bt(t){try{return await nt(
t)}catch(e){if(e?.code!=="ENOENT")throw e;return await gt(L(t),{recursive:!0}),nt(t)}}var K=new RegExp(`${T}([1-9][0-9]*)$`),J=new RegExp(`${F}([1-9][0-9]*)$`);function $t(t,e,s=1){if(!S.test(t))throw new z(
"stage-id-invalid",`"${t}" is not a valid stage id: it must start with a letter or _ and have at most 99 more letters, d\
igits, _ or -`,{where:"stage"});for(let[r,n,c]of[[K,"an attempt suffix",T],[J,"a run attempt suffix",F]])if(r.test(t))throw new z(
"stage-id-invalid",`stage id "${t}" ends like ${n} (${c}<n>), which would make its artifact name ambiguous; rename the s\
tage`,{where:"stage"});for(let[r,n]of[["attempt",e],["run attempt",s]])if(!Number.isInteger(n)||n<1)throw new z("attempt\
-invalid",`${r} must be a whole number of at least 1, got ${n}`,{where:`stage ${t}`});let o=s===1?"":`${F}${s}`,i=e===1?
"":`${T}${e}`;return`${E}${t}${o}${i}`}function qt(t){try{return $t(t,1),null}catch(e){if(e instanceof z)return e.message;
throw e}}function Yt(t){if(!t.startsWith(E))return null;let e=t.slice(E.length),s=K.exec(e),o=s?e.slice(0,s.index):e,i=J.
exec(o),r=i?o.slice(0,i.index):o,n=s?Number(s[1]):1,c=i?Number(i[1]):1;return s&&n===1||i&&c===1||!S.test(r)||K.test(r)||
J.test(r)?null:{stage:r,attempt:n,runAttempt:c}}var B=/^[0-9a-f]{64}$/,X=a().check(Q(B,{message:"must be a lowercase hex sha256"})),xt=N(["completed","exit-nonzero","ha\
ndoff-invalid","handoff-missing","verify-failed","max-handoffs","render-failed","skipped","cancelled"]),kt=u({input_tokens:p(
f().check(d(),$())),output_tokens:p(f().check(d(),$())),cost_usd:p(f().check($()))}),At=u({id:a(),attempt:f().check(d(),
k(1)),workflow:a(),repository:a(),event_name:a(),sha:a(),ref:a()}),_t=u({command:l(a()),preset:l(a()),exit_code:l(f().check(
d())),started_at:A.datetime(),finished_at:A.datetime(),duration_ms:f().check(d(),$()),usage:l(kt)}),St=u({command:a(),exit_code:l(
f().check(d())),output_tail:a(),duration_ms:f().check(d(),$())}),it=u({stage:_,attempt:f().check(d(),k(1)),run_attempt:p(
f().check(d(),k(2))),record_sha256:X}),Ot=u({run:a().check(P(1)),lineage:y(it)}),W=u({schema:j(w.record),stage:_,job:a(),
matrix:l(tt(a(),Z())),attempt:f().check(d(),k(1)),repair:M(),hop:f().check(d(),k(1)),run:At,agent:_t,verify:l(St),status:et,
outcome:u({reason:xt,message:l(a())}),present:M(),digests:u({handoff:l(X),prompt:X}),lineage:y(it),parent:p(Ot),problems:y(
rt)});function ne(t,e){return e==="cancelled"?"cancelled":t}function oe(t){return t.present?[]:t.outcome.reason==="hando\
ff-invalid"?t.problems.filter(e=>e.severity==="error"):t.problems.filter(e=>e.code===Y.invalid)}function se(t){return`ha\
ndoff refused (${t} ${t===1?"problem":"problems"})`}var vt=u({path:a().check(P(1)),event:a().check(P(1)),head_sha:a(),head_branch:l(
a()),run_attempt:f().check(d(),R()),display_title:a(),jobs:y(u({name:a(),conclusion:l(a())}))}),ie=u({schema:j(w.run),id:a(),
workflow:a(),workflow_path:l(a()),status:N(["running","success","failure","cancelled"]),started_at:A.datetime(),finished_at:l(
A.datetime()),duration_ms:l(f().check(d(),$())),replay_of:l(a()),pulled:p(u({url:a(),repository:a(),run_id:f().check(d(),
R()),run_attempt:l(f().check(d(),R())),pulled_at:A.datetime(),skipped:y(u({artifact:a(),reason:a()})),workflow_run:p(vt)})),
reason:p(a()),process:p(u({pid:f().check(d(),R()),host:a(),start:p(a()),temp:p(a())})),jobs:y(u({id:a(),stages:y(_),result:N(
["success","failure","cancelled","skipped"]),reused:p(j(!0))})),unstored:p(u({failed:u({job:a(),stage:_,attempt:f().check(
d(),R()),cause:a()}),after:y(u({job:a(),stage:_,attempt:f().check(d(),R())})),replay_from:l(a())}))});function Et(t){return`${JSON.stringify(t,null,2)}
`}function Tt(t){return`${JSON.stringify(t,null,2)}
`}var I=new TextEncoder;function pe(t,e){let s=t.record?.lineage,o=Array.isArray(s)&&s.every(Ft),i=W.safeParse(o?{...t.record,
lineage:[]}:t.record);if(!i.success){let x=t.record?.stage;throw new g(`refusing to store an invalid record for stage ${String(
x)}: ${at(i.error.issues)}`)}let r=o?{...i.data,lineage:t.record.lineage}:i.data;if(typeof t.prompt!="string")throw new g(
`refusing to store stage ${r.stage}: the prompt is not text`);if(t.log!==void 0&&typeof t.log!="string")throw new g(`ref\
using to store stage ${r.stage}: the agent log is not text`);if(t.handoff!==null){let x=C.safeParse(t.handoff);if(!x.success)
throw new g(`refusing to store an invalid handoff for stage ${r.stage}: ${at(x.error.issues)}`)}let n=new Map;n.set(h.record,
I.encode(Et(t.record))),n.set(h.prompt,I.encode(t.prompt)),n.set(h.handoff,I.encode(Tt(t.handoff))),t.log!==void 0&&n.set(
h.log,I.encode(t.log));let c=`stage ${r.stage} attempt ${r.attempt}`;for(let[x,lt]of Ht(t.files,c))n.set(x,lt);let m=e(n.
get(h.prompt));if(r.digests.prompt!==m)throw new g(`refusing to store ${c}: record.digests.prompt is ${r.digests.prompt}\
, but the prompt's sha256 is ${m}`);let b=t.handoff===null?null:e(n.get(h.handoff));if(r.digests.handoff!==b)throw new g(
`refusing to store ${c}: record.digests.handoff is ${r.digests.handoff}, but it must be ${b===null?"null (no handoff)":`${b}\
, the sha256 of ${h.handoff} (encodeHandoffJson)`}`);return{record:r,files:n}}function Ft(t){if(t===null||typeof t!="obj\
ect"||Array.isArray(t)||Object.getPrototypeOf(t)!==Object.prototype)return!1;let e=Object.keys(t),{stage:s,attempt:o,record_sha256:i}=t,
r=Object.hasOwn(t,"run_attempt"),n=t.run_attempt;return e.length===(r?4:3)&&(!r||typeof n=="number"&&Number.isSafeInteger(
n)&&n>=2)&&typeof s=="string"&&S.test(s)&&typeof o=="number"&&Number.isSafeInteger(o)&&o>=1&&typeof i=="string"&&B.test(
i)}function at(t){return t.map(e=>`${O(H(e.path))}: ${e.message}`).join("; ")}var Pt="record-newer";function Nt(t){return t===
"github"?"read it with the same baton that wrote it, or a newer one: pin every baton action of the workflow (stage, prep\
are, capture, report, baton-stage.yml and its baton-ref input) to one commit sha, then run the workflow again":"read it \
with the same baton that wrote it, or a newer one: upgrade this baton (npm install --save-dev github:baton-dev/baton#<co\
mmit sha>)"}function jt(t,e){let s=t!==null&&typeof t=="object"?t.schema:void 0;if(typeof s=="string"&&s!==w.record){let n=ct.
exec(s),c=ct.exec(w.record);return n&&c&&Number(n[1])>Number(c[1])?`its schema is ${JSON.stringify(s)}, and this baton r\
eads ${JSON.stringify(w.record)}`:null}if(e.length===0||!e.every(n=>n.code==="unrecognized_keys"))return null;let o=e.flatMap(
n=>(n.keys??[]).map(c=>O(H([...n.path,c])))),i=o.slice(0,G).join(", "),r=o.length>G?` and ${o.length-G} more`:"";return`\
it has ${o.length===1?"a field":"fields"} this baton does not know: ${i}${r}`}var ct=/^baton\.record\/v([1-9][0-9]{0,5})$/,
G=10;function me(t,e,s){let o=ft(t.record,h.record,e),i=W.safeParse(o);if(!i.success){let c=jt(o,i.error.issues);throw c!==
null?new z(Pt,`${h.record} was likely written by a newer baton: ${c}`,{where:e,details:[Nt(s)]}):new z("record-invalid",
`${h.record} is not a baton record`,{where:e,details:i.error.issues.map(m=>`${O(H(m.path))}: ${m.message}`)})}if(t.handoff===
null)return{record:i.data,handoff:null};let r=ft(t.handoff,h.handoff,e);if(r===null)return{record:i.data,handoff:null};let n=C.
safeParse(r);if(!n.success)throw new z("record-invalid",`${h.handoff} is not a valid handoff`,{where:e,details:n.error.issues.
map(c=>`${O(H(c.path))}: ${c.message}`)});return{record:i.data,handoff:n.data}}function ft(t,e,s){try{return JSON.parse(
t)}catch(o){throw new z("record-invalid",`${e} is not valid JSON: ${o.message}`,{where:s})}}function H(t){return t.filter(
e=>typeof e!="symbol")}function It(t){if(t.includes("\0")||t.includes("\\"))return{refused:"must use / separators and no\
 NUL"};if(t.startsWith("/"))return{refused:"must be relative to the working directory"};let e=t.split("/").filter(o=>o!==
""&&o!==".");if(e.includes(".."))return{refused:"must stay inside the working directory (no .. segment)"};if(e.length===
0)return{refused:"names no file"};let s=q.filter(o=>t.includes(o));return s.length>0?{refused:`holds ${s.map(o=>JSON.stringify(
o)).join(", ")}, which a file in a GitHub artifact cannot have`}:{path:e.join("/")}}function Ht(t,e){let s=new Map,o=(r,n)=>new g(
`refusing to store ${e}: artifact ${JSON.stringify(r)} ${n}`),i=0;for(let r of t??[]){let n=It(r.path);if("refused"in n)
throw o(r.path,n.refused);if(n.path!==r.path)throw o(r.path,`is not normalised (${n.path})`);if(!(r.bytes instanceof Uint8Array))
throw o(r.path,"has no bytes");let c=`${U}/${r.path}`;if(s.has(c))throw o(r.path,"is listed twice");s.set(c,r.bytes),i+=
r.bytes.length}for(let r of s.keys()){let n=r.split("/");for(let c=2;c<n.length;c++){let m=n.slice(0,c).join("/");if(s.has(
m))throw o(m.slice(U.length+1),`is a file, and also a directory of ${r}`)}}if(i>D.artifactBytes)throw new g(`refusing to\
 store ${e}: its artifacts total ${i} bytes, more than ${D.artifactBytes}`);return s}function ut(t,e){return t.runAttempt-e.runAttempt||t.attempt-e.attempt}function he(t,e){return(t.stage<e.stage?-1:t.stage>
e.stage?1:0)||ut(t,e)}function ze(t){let e;for(let s of t)(e===void 0||ut(s,e)>0)&&(e=s);return e}function ye(t){return{
stage:t.stage,attempt:t.attempt,runAttempt:t.run.attempt}}function Ut(t){let e=t.runAttempt===1?"":` of run attempt ${t.
runAttempt}`;return`attempt ${t.attempt}${e}`}function be(t){return`stage ${t.stage} ${Ut(t)}`}var Dt=/^[0-9]{8}-[0-9]{4}-[0-9a-z]{4}$/,$e=/^[1-9]\d{0,19}$/,dt="0123456789abcdefghijklmnopqrstuvwxyz",Mt=4;function xe(t,e){
let s=t.getTime();if(!Number.isFinite(s))throw new g("newRunId: the start time is not a valid date");let o=t.getUTCFullYear();
if(o<0||o>9999)throw new g(`newRunId: year ${o} does not fit a run id`);let i=m=>String(m).padStart(2,"0"),r=`${String(o).
padStart(4,"0")}${i(t.getUTCMonth()+1)}${i(t.getUTCDate())}`,n=`${i(t.getUTCHours())}${i(t.getUTCMinutes())}`,c="";for(let m=0;m<
Mt;m++){let b=e();if(!(b>=0&&b<1))throw new g(`newRunId: random() returned ${b}, not a number in [0, 1)`);c+=dt[Math.floor(
b*dt.length)]}return`${r}-${n}-${c}`}function ke(t){return Dt.test(t)}export{Kt as a,wt as b,Jt as c,Xt as d,Bt as e,$t as f,qt as g,Yt as h,kt as i,At as j,it as k,Ot as l,W as m,ne as n,oe as o,
se as p,ie as q,Et as r,Tt as s,pe as t,Pt as u,me as v,It as w,ut as x,he as y,ze as z,ye as A,Ut as B,be as C,Dt as D,
$e as E,xe as F,ke as G};

import{C as O,E as U,F as p,G as Q,H as Y,N as v,R as d,U as F,V as R,a as C,p as N}from"./chunk-EY4ZXFXG.js";import{
a as B,e as W}from"./chunk-E44Q7RFH.js";import{c as D}from"./chunk-FCWOFCWY.js";import{n as b}from"./chunk-4C3Q2YBJ.js";
import{d as l,e as k,f as X}from"./chunk-OKFZ7BVP.js";import{a as wt}from"./chunk-5A7QKWCT.js";import{V as I,
q as y,r as P,v as Z}from"./chunk-3JGJAI7A.js";import{d as ft}from"./chunk-3NR5HZ6E.js";import{readdir as $t}from"node:fs/promises";import{tmpdir as St}from"node:os";import{join as bt}from"node:path";import{chmod as mt,lstat as yt,readdir as pt,rm as K}from"node:fs/promises";import{join as gt}from"node:path";async function q(n){
try{return await K(n,{recursive:!0,force:!0}),!0}catch{await G(n).catch(()=>{});try{return await K(n,{recursive:!0,force:!0}),
!0}catch{return!1}}}async function G(n){await mt(n,448);for(let t of await pt(n,{withFileTypes:!0}))t.isDirectory()&&await G(
gt(n,t.name)).catch(()=>{})}async function V(n){let t=await yt(n).catch(()=>null),r=process.getuid?.();return t?.isDirectory()===
!0&&(r===void 0||t.uid===r)}var Zt=n=>`baton-pull-${n}-`,tt=n=>`${I}pull-${n}-`,Rt=/^baton-pull-(\d+)-[A-Za-z0-9]{6}$/,Et=new RegExp(`^${I.replace("\
.","\\.")}pull-(\\d+)-[A-Za-z0-9]{6}$`);async function Bt(n,t=St()){let r=[];for(let[e,o]of[[n,Et],[t,Rt]]){let i=await $t(
e).catch(()=>[]);for(let s of i){let u=o.exec(s)?.[1];if(u===void 0||kt(Number(u)))continue;let a=bt(e,s);await V(a)&&await q(
a)&&r.push(a)}}return r}function kt(n){if(!Number.isSafeInteger(n)||n<=0)return!0;try{return process.kill(n,0),!0}catch(t){
return t.code!=="ESRCH"}}var $=ft(wt(),1);import{lstat as Dt,mkdir as x,mkdtemp as Pt,open as Nt,readdir as Ot,rename as vt,rm as J}from"node:fs/promises";
import{hostname as ct}from"node:os";import{dirname as f,join as g,normalize as xt,resolve as Tt,sep as rt}from"node:path";function qt(n,t,r,e){let o;try{o=JSON.parse(n)}catch(u){throw new l(e.code,`is not valid JSON (${D(u.message)}); ${e.fix}`,
{where:r})}let i=t.safeParse(o),s=i.success?null:j(o,i.error.issues);if(s!==null&&(i=t.safeParse(s)),i.success)return i.
data;throw new l(e.code,`does not hold ${e.what}; ${e.fix}`,{where:r,details:i.error.issues.slice(0,5).map(u=>`${b(u.path.
filter(a=>typeof a!="symbol"))||"(the file)"}: ${u.message}`)})}function j(n,t){if(!t.every(e=>e.code==="unrecognized_ke\
ys"))return null;let r=structuredClone(n);for(let e of t){let o=r;for(let i of e.path)o=o?.[i];if(o===null||typeof o!="o\
bject"||e.code!=="unrecognized_keys")return null;for(let i of e.keys)delete o[i]}return r}var nt="latest",M=5,lt=16*1024*1024,et=16*1024,it="00000000-0000-0000",T=50,ot=class n{rootDir;#t;constructor(t,r={}){this.
rootDir=Tt(t),this.#t=r.random??Math.random}static forProject(t,r){return new n(g(t,P),r)}async createRun(t){let r=new Date(
t.started_at);if(t.id!==void 0&&!R(t.id))throw new l("run-id-invalid",`"${t.id}" is not a run id (like 20261121-1305-ab1\
2)`,{where:this.rootDir});A({...t,id:t.id??it}),await x(this.rootDir,{recursive:!0}).catch(e=>{throw d(e,"EEXIST","ENOTD\
IR")?z(this.rootDir):E(this.rootDir,e)});for(let e=1;e<=T;e++){let o=t.id??F(r,this.#t);try{await x(this.runDir(o))}catch(i){
if(!d(i,"EEXIST"))throw E(this.rootDir,i);if(t.id!==void 0)throw new l("run-exists",`run ${o} exists already; a run id i\
s never reused`,{where:this.rootDir});continue}try{await this.writeSummary({...t,id:o})}catch(i){throw await J(this.runDir(
o),{recursive:!0,force:!0}).catch(()=>{}),ut(this.rootDir,i)}return new v(this.runDir(o))}throw new k(`no free run id fo\
und in ${T} tries under ${this.rootDir}`)}async importRun(t,r,e=()=>{}){await x(this.rootDir,{recursive:!0}).catch(i=>{throw d(
i,"EEXIST","ENOTDIR")?z(this.rootDir):E(this.rootDir,i)});let o=await Pt(g(this.rootDir,tt(process.pid))).catch(i=>{throw E(
this.rootDir,i)});e(o);try{let i=await r(new v(o));A({...i,id:it});for(let s=1;s<=T;s++){let u=F(t,this.#t);try{await x(
this.runDir(u))}catch(a){if(d(a,"EEXIST"))continue;throw E(this.rootDir,a)}try{await C(g(o,y),`${JSON.stringify(A({...i,
id:u}),null,2)}
`),await vt(o,this.runDir(u))}catch(a){throw await J(this.runDir(u),{recursive:!0,force:!0}).catch(()=>{}),ut(this.rootDir,
a)}return e(null),u}throw new k(`no free run id found in ${T} tries under ${this.rootDir}`)}finally{await J(o,{recursive:!0,
force:!0}).catch(()=>{}),e(null)}}runDir(t){return g(this.rootDir,t)}async open(t){return new v(this.runDir(await this.resolve(
t)))}async writeSummary(t){let r=A(t);if(!R(r.id)||!await at(this.runDir(r.id),this.rootDir))throw await this.#r(r.id);let e=g(
this.runDir(r.id),y),o=`${JSON.stringify(r,null,2)}
`;try{await C(e,r.status==="running"?At(o):o)}catch(i){if(!d(i,"ENOSPC","EDQUOT"))throw i;await _t(e,r,i)}}async readSummary(t){
let r=await this.resolve(t),e=g(this.runDir(r),y),o=`it is run ${r}'s summary: put it back from a copy, or remove the ru\
n: rm -r ${p(this.runDir(r))}`,i=(c,w=[])=>new l("run-invalid",c,{where:e,details:[...w,o]}),s=await B(e,lt).catch(c=>{throw O(
c)?U("run-unreadable",e,c,e,{dir:this.runDir(r),what:"the run"}):i(W(c))});if(s.kind==="missing")throw i("is missing");if(s.
kind==="not-regular")throw i(`is not a regular file (it is ${s.what})`);if(s.kind==="too-large")throw i(`is ${s.size} by\
tes, more than a run summary can be`);let u;try{u=JSON.parse(new TextDecoder().decode(s.bytes))}catch(c){throw i(`is not\
 valid JSON (${D(c.message)})`)}let a=N.safeParse(u),S=a.success?null:j(u,a.error.issues);if(S!==null&&(a=N.safeParse(S)),
!a.success){let{issues:c}=a.error;throw i("is not a baton run summary",[...c.slice(0,5).map(w=>`${b(w.path.filter(m=>typeof m!=
"symbol"))}: ${w.message}`),...c.length>5?[`\u2026 and ${c.length-5} more`]:[]])}if(a.data.id!==r)throw i(`describes run\
 ${a.data.id}, not ${r}`);return a.data}async readSummaryOrProblem(t){try{return await this.readSummary(t)}catch(r){if(r instanceof
l&&r.code==="run-invalid")return r;throw r}}async listRuns(){let t;try{t=(await Ot(this.rootDir,{withFileTypes:!0})).filter(
s=>s.isDirectory()&&R(s.name)).map(s=>s.name)}catch(i){if(d(i,"ENOENT"))return[];throw d(i,"ENOTDIR")?z(this.rootDir):O(
i)?dt(this.rootDir,this.rootDir,i):i}let r=i=>i.slice(0,13),e=new Map;for(let i of t)e.set(r(i),(e.get(r(i))??0)+1);let o=new Map;
for(let i of t)e.get(r(i))>1&&o.set(i,await this.#e(i));return t.sort((i,s)=>{if(r(i)!==r(s))return r(i)<r(s)?1:-1;let u=o.
get(i)??"",a=o.get(s)??"";return u!==a?u<a?1:-1:i<s?1:-1})}async resolve(t){if(t===nt){let[r]=await this.listRuns();if(r===
void 0)throw new l("run-none",`no runs yet in ${this.rootDir}`,{details:[await this.runsAbove()??"start one with: baton \
run <workflow.yml>"]});return r}if(R(t)&&await at(this.runDir(t),this.rootDir))return t;throw await this.#r(t)}async#r(t){
let r=await this.listRuns(),e=[];if(r.length===0)e.push(await this.runsAbove()??"there are no runs yet; start one with: \
baton run <workflow.yml>");else{e.push(`recent runs (newest first; "${nt}" is the first):`);for(let o of r.slice(0,M))e.
push(`  ${await this.#n(o)}`);r.length>M&&e.push(`  \u2026 and ${r.length-M} more`)}return new l("run-unknown",`no run ${JSON.
stringify(t)} in ${this.rootDir}`,{details:e})}async runsAbove(){let t=L(this.rootDir);if(t===null)return null;for(let r=f(
t);;r=f(r)){let e=new n(g(r,P)),o=await e.listRuns().catch(()=>[]);if(o.length>0)return`${e.rootDir} has ${o.length===1?
"1 run":`${o.length} runs`}; baton reads the runs of the directory it is started in (where baton run writes them): cd ${r}\
 to reach them`;if(f(r)===r)return null}}async#n(t){try{let r=await this.readSummary(t);return`${t}  ${r.workflow}  ${ht(
r)}`}catch{return t}}async#e(t){try{return(await this.readSummary(t)).started_at}catch{return""}}};function A(n){let t=N.
safeParse({schema:Z.run,...n});if(!t.success)throw new k(`refusing to write an invalid run summary for ${n.id}: ${t.error.
issues.map(r=>`${b(r.path.filter(e=>typeof e!="symbol"))}: ${r.message}`).join("; ")}`);return t.data}function At(n){let t=Buffer.
byteLength(n);return t>=et?n:`${n}${" ".repeat(et-t-1)}
`}async function _t(n,t,r){let e;try{e=await Nt(n,"r+")}catch{throw r}try{let o=await e.stat();if(!o.isFile()||o.size>lt)
throw r;let i=await e.readFile(),s=It(t,i.length);if(s===null)throw r;try{await st(e,Buffer.concat([s,Buffer.alloc(i.length-
s.length," ")])),await e.truncate(s.length),await e.sync()}catch(u){throw await st(e,i).then(()=>e.sync()).catch(()=>{}),
u}}finally{await e.close()}}function It(n,t){let r=h=>{let H=Buffer.from(h);return H.length<=t?H:null},e=h=>`${JSON.stringify(
h)}
`,o=r(`${JSON.stringify(n,null,2)}
`)??r(e(n));if(o!==null)return o;let i=`${y} keeps no jobs: the disk was full when the run ended`,{unstored:s,...u}=n,a=h=>r(
e({...u,jobs:[],reason:h===void 0?i:`${h}
${i}`}));if(n.reason===void 0)return a(void 0);let S=Array.from(n.reason),c=h=>a(`${S.slice(0,h).join("")}\u2026`),w=a(n.
reason);if(w!==null)return w;let[m,_]=[0,S.length-1];if(c(m)===null)return a(void 0);for(;m<_;){let h=Math.ceil((m+_)/2);
c(h)===null?_=h-1:m=h}return c(m)}async function st(n,t){for(let r=0;r<t.length;){let{bytesWritten:e}=await n.write(t,r,
t.length-r,r);if(e===0)throw new Error(`no byte of ${t.length-r} could be written at ${r}`);r+=e}}async function at(n,t){
try{return(await Dt(n)).isDirectory()}catch(r){if(d(r,"ENOENT","ENOTDIR"))return!1;throw O(r)?dt(t,n,r):r}}function dt(n,t,r){
return U("store-unreadable",t,r,n,{dir:n,what:"the store"})}function ut(n,t){return typeof t?.code!="string"?t:new l("st\
ore-unwritable",`cannot make a run: ${Q(`its ${y}`,t)}`,{where:n,cause:t,details:[d(t,"ENOSPC","EDQUOT")?"nothing of the\
 run was kept: make room, then start it again":"nothing of the run was kept"]})}function L(n){let t=`${rt}${xt(P)}`;return n.
endsWith(t)?n.slice(0,-t.length)||rt:null}function z(n){let r=[n,f(n)].find(o=>{try{return!(0,$.lstatSync)(o).isDirectory()}catch{
return!1}})??n,e=r===n?"a directory by that name":n;return new l("store-invalid",`is not a directory; baton keeps its ru\
ns in ${e}`,{where:r,details:["move it out of the way (baton run makes the directory)"]})}function E(n,t){if(d(t,"ENOSPC",
"EDQUOT"))return new l("store-unwritable",`cannot make a run: its directory could not be made: ${Y(t)}`,{where:n,cause:t,
details:["make room, then start it again"]});if(!d(t,"EACCES","EPERM","EROFS"))return t;let r=n,e;for(let a=f(r);;r=a,a=
f(r))try{e=(0,$.statSync)(r);break}catch{if(a===r)break}let o=t.code;if(o==="EROFS")return new l("store-unwritable","can\
not make a run: the file system is read-only",{where:n,cause:t,details:["run baton from a copy of the project on a file \
system it may write to"]});let i=process.getuid?.(),s=e?.uid,u=r===n?"this directory":`${r}, where it would be made`;return new l(
"store-unwritable",`cannot make a run: you may not write in ${u} (${o})`,{where:n,cause:t,details:[i===void 0||s===void 0||
s===i?`make it writable for you: chmod u+w ${p(r)}`:r===n||L(n)!==null&&r===f(n)?`it belongs to another user (uid ${s}),\
 as when a run was made with sudo or in a container: make it yours (sudo chown -R "$(id -u)" ${p(r)}), or run baton as t\
hat user`:`it belongs to another user (uid ${s}): make the store yours (sudo mkdir -p ${p(n)} && sudo chown -R "$(id -u)\
" ${p(L(n)===null?n:f(n))}), or run baton in a directory you may write in`]})}function yr(n,t){return{id:n,status:"unrea\
dable",error:X(t).split(`
`)[0]}}function ht(n){if(n.status!=="running"||n.process===void 0)return n.status;let{pid:t,host:r,start:e}=n.process;if(r!==
ct())return n.status;if(e!==void 0){let o=Ut(t);if(o!==void 0)return o===e?n.status:"interrupted"}try{return process.kill(
t,0),n.status}catch(o){return d(o,"ESRCH")?"interrupted":n.status}}function Ct(n){if(n.status!=="running"||n.process===void 0)
return null;let{host:t}=n.process;return t===ct()?null:/^[A-Za-z0-9][A-Za-z0-9._-]{0,252}$/.test(t)?t:JSON.stringify(t)}
function pr(n){let t=Ct(n);return t===null?ht(n):`${n.status} (on host ${t})`}function gr(n,t){return`run ${n} is runnin\
g on host ${t}, as its ${y} says`}function $r(n,t,r="remove it"){return`baton cannot see the processes of ${n} from here\
; if ${n} is gone (a container since removed, say), the run will never end: ${r}: rm -r ${p(t)}`}function Ut(n){let t;try{
t=(0,$.readFileSync)("/proc/sys/kernel/random/boot_id","utf8").trim()}catch{return}let r;try{r=(0,$.readFileSync)(`/proc\
/${n}/stat`,"utf8")}catch{return""}let e=r.slice(r.lastIndexOf(")")+2).split(" ");return e[0]==="Z"||e[0]==="X"?"":`${t}\
/${e[19]??""}`}export{q as a,V as b,Zt as c,Bt as d,qt as e,ot as f,yr as g,ht as h,Ct as i,pr as j,gr as k,$r as l,Ut as m};

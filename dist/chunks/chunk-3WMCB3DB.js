import{C as O,E as U,F as g,G as Y,H as K,N as v,R as h,U as z,V as R,a as C,p as N}from"./chunk-H7WAR2LY.js";import{
a as W,e as Q}from"./chunk-T4FXJRWK.js";import{c as D}from"./chunk-FCWOFCWY.js";import{n as b}from"./chunk-HL5P33SF.js";
import{d as l,e as k,f as X}from"./chunk-OKFZ7BVP.js";import{a as mt}from"./chunk-5A7QKWCT.js";import{$ as I,
B,w as p,x as P}from"./chunk-XORNHACD.js";import{d as wt}from"./chunk-3NR5HZ6E.js";import{readdir as St}from"node:fs/promises";import{hostname as bt,tmpdir as Rt}from"node:os";import{join as Et}from"node:path";import{chmod as yt,lstat as pt,readdir as gt,rm as q}from"node:fs/promises";import{join as $t}from"node:path";async function G(n){
try{return await q(n,{recursive:!0,force:!0}),!0}catch{await V(n).catch(()=>{});try{return await q(n,{recursive:!0,force:!0}),
!0}catch{return!1}}}async function V(n){await yt(n,448);for(let t of await gt(n,{withFileTypes:!0}))t.isDirectory()&&await V(
$t(n,t.name)).catch(()=>{})}async function tt(n){let t=await pt(n).catch(()=>null),r=process.getuid?.();return t?.isDirectory()===
!0&&(r===void 0||t.uid===r)}var Wt=n=>`baton-pull-${F()}-${n}-`,rt=n=>`${I}pull-${F()}-${n}-`;function F(){return bt().replace(/[^A-Za-z0-9.]/g,"_").
slice(0,64)||"_"}var kt=/^baton-pull-([A-Za-z0-9._]+)-(\d+)-[A-Za-z0-9]{6}$/,Dt=new RegExp(`^${I.replace(".","\\.")}pull\
-([A-Za-z0-9._]+)-(\\d+)-[A-Za-z0-9]{6}$`);async function Qt(n,t=Rt()){let r=[];for(let[e,o]of[[n,Dt],[t,kt]]){let i=await St(
e).catch(()=>[]);for(let s of i){let[,u,a]=o.exec(s)??[];if(u!==F()||a===void 0||Pt(Number(a)))continue;let f=Et(e,s);await tt(
f)&&await G(f)&&r.push(f)}}return r}function Pt(n){if(!Number.isSafeInteger(n)||n<=0)return!0;try{return process.kill(n,
0),!0}catch(t){return t.code!=="ESRCH"}}var S=wt(mt(),1);import{lstat as Nt,mkdir as A,mkdtemp as Ot,open as vt,readdir as At,rename as xt,rm as J}from"node:fs/promises";
import{hostname as lt}from"node:os";import{dirname as w,join as $,normalize as Tt,resolve as _t,sep as nt}from"node:path";function Vt(n,t,r,e){let o;try{o=JSON.parse(n)}catch(u){throw new l(e.code,`is not valid JSON (${D(u.message)}); ${e.fix}`,
{where:r})}let i=t.safeParse(o),s=i.success?null:j(o,i.error.issues);if(s!==null&&(i=t.safeParse(s)),i.success)return i.
data;throw new l(e.code,`does not hold ${e.what}; ${e.fix}`,{where:r,details:i.error.issues.slice(0,5).map(u=>`${b(u.path.
filter(a=>typeof a!="symbol"))||"(the file)"}: ${u.message}`)})}function j(n,t){if(!t.every(e=>e.code==="unrecognized_ke\
ys"))return null;let r=structuredClone(n);for(let e of t){let o=r;for(let i of e.path)o=o?.[i];if(o===null||typeof o!="o\
bject"||e.code!=="unrecognized_keys")return null;for(let i of e.keys)delete o[i]}return r}var et="latest",M=5,ht=16*1024*1024,it=16*1024,ot="00000000-0000-0000",x=50,st=class n{rootDir;#t;constructor(t,r={}){this.
rootDir=_t(t),this.#t=r.random??Math.random}static forProject(t,r){return new n($(t,P),r)}async createRun(t){let r=new Date(
t.started_at);if(t.id!==void 0&&!R(t.id))throw new l("run-id-invalid",`"${t.id}" is not a run id (like 20261121-1305-ab1\
2)`,{where:this.rootDir});T({...t,id:t.id??ot}),await A(this.rootDir,{recursive:!0}).catch(e=>{throw h(e,"EEXIST","ENOTD\
IR")?L(this.rootDir):E(this.rootDir,e)});for(let e=1;e<=x;e++){let o=t.id??z(r,this.#t);try{await A(this.runDir(o))}catch(i){
if(!h(i,"EEXIST"))throw E(this.rootDir,i);if(t.id!==void 0)throw new l("run-exists",`run ${o} exists already; a run id i\
s never reused`,{where:this.rootDir});continue}try{await this.writeSummary({...t,id:o})}catch(i){throw await J(this.runDir(
o),{recursive:!0,force:!0}).catch(()=>{}),ct(this.rootDir,i)}return new v(this.runDir(o))}throw new k(`no free run id fo\
und in ${x} tries under ${this.rootDir}`)}async importRun(t,r,e=()=>{}){await A(this.rootDir,{recursive:!0}).catch(i=>{throw h(
i,"EEXIST","ENOTDIR")?L(this.rootDir):E(this.rootDir,i)});let o=await Ot($(this.rootDir,rt(process.pid))).catch(i=>{throw E(
this.rootDir,i)});e(o);try{let i=await r(new v(o));T({...i,id:ot});for(let s=1;s<=x;s++){let u=z(t,this.#t);try{await A(
this.runDir(u))}catch(a){if(h(a,"EEXIST"))continue;throw E(this.rootDir,a)}try{await C($(o,p),`${JSON.stringify(T({...i,
id:u}),null,2)}
`),await xt(o,this.runDir(u))}catch(a){throw await J(this.runDir(u),{recursive:!0,force:!0}).catch(()=>{}),ct(this.rootDir,
a)}return e(null),u}throw new k(`no free run id found in ${x} tries under ${this.rootDir}`)}finally{await J(o,{recursive:!0,
force:!0}).catch(()=>{}),e(null)}}runDir(t){return $(this.rootDir,t)}async open(t){return new v(this.runDir(await this.resolve(
t)))}async writeSummary(t){let r=T(t);if(!R(r.id)||!await ut(this.runDir(r.id),this.rootDir))throw await this.#r(r.id);let e=$(
this.runDir(r.id),p),o=`${JSON.stringify(r,null,2)}
`;try{await C(e,r.status==="running"?It(o):o)}catch(i){if(!h(i,"ENOSPC","EDQUOT"))throw i;await Ct(e,r,i)}}async readSummary(t){
let r=await this.resolve(t),e=$(this.runDir(r),p),o=`it is run ${r}'s summary: put it back from a copy, or remove the ru\
n: rm -r ${g(this.runDir(r))}`,i=(c,m=[])=>new l("run-invalid",c,{where:e,details:[...m,o]}),s=await W(e,ht).catch(c=>{throw O(
c)?U("run-unreadable",e,c,e,{dir:this.runDir(r),what:"the run"}):i(Q(c))});if(s.kind==="missing")throw i("is missing");if(s.
kind==="not-regular")throw i(`is not a regular file (it is ${s.what})`);if(s.kind==="too-large")throw i(`is ${s.size} by\
tes, more than a run summary can be`);let u;try{u=JSON.parse(new TextDecoder().decode(s.bytes))}catch(c){throw i(`is not\
 valid JSON (${D(c.message)})`)}let a=N.safeParse(u),f=a.success?null:j(u,a.error.issues);if(f!==null&&(a=N.safeParse(f)),
!a.success){let{issues:c}=a.error;throw i("is not a baton run summary",[...c.slice(0,5).map(m=>`${b(m.path.filter(y=>typeof y!=
"symbol"))}: ${m.message}`),...c.length>5?[`\u2026 and ${c.length-5} more`]:[]])}if(a.data.id!==r)throw i(`describes run\
 ${a.data.id}, not ${r}`);return a.data}async readSummaryOrProblem(t){try{return await this.readSummary(t)}catch(r){if(r instanceof
l&&r.code==="run-invalid")return r;throw r}}async listRuns(){let t;try{t=(await At(this.rootDir,{withFileTypes:!0})).filter(
s=>s.isDirectory()&&R(s.name)).map(s=>s.name)}catch(i){if(h(i,"ENOENT"))return[];throw h(i,"ENOTDIR")?L(this.rootDir):O(
i)?dt(this.rootDir,this.rootDir,i):i}let r=i=>i.slice(0,13),e=new Map;for(let i of t)e.set(r(i),(e.get(r(i))??0)+1);let o=new Map;
for(let i of t)e.get(r(i))>1&&o.set(i,await this.#e(i));return t.sort((i,s)=>{if(r(i)!==r(s))return r(i)<r(s)?1:-1;let u=o.
get(i)??"",a=o.get(s)??"";return u!==a?u<a?1:-1:i<s?1:-1})}async resolve(t){if(t===et){let[r]=await this.listRuns();if(r===
void 0)throw new l("run-none",`no runs yet in ${this.rootDir}`,{details:[await this.runsAbove()??"start one with: baton \
run <workflow.yml>"]});return r}if(R(t)&&await ut(this.runDir(t),this.rootDir))return t;throw await this.#r(t)}async#r(t){
let r=await this.listRuns(),e=[];if(r.length===0)e.push(await this.runsAbove()??"there are no runs yet; start one with: \
baton run <workflow.yml>");else{e.push(`recent runs (newest first; "${et}" is the first):`);for(let o of r.slice(0,M))e.
push(`  ${await this.#n(o)}`);r.length>M&&e.push(`  \u2026 and ${r.length-M} more`)}return new l("run-unknown",`no run ${JSON.
stringify(t)} in ${this.rootDir}`,{details:e})}async runsAbove(){let t=H(this.rootDir);if(t===null)return null;for(let r=w(
t);;r=w(r)){let e=new n($(r,P)),o=await e.listRuns().catch(()=>[]);if(o.length>0)return`${e.rootDir} has ${o.length===1?
"1 run":`${o.length} runs`}; baton reads the runs of the directory it is started in (where baton run writes them): cd ${r}\
 to reach them`;if(w(r)===r)return null}}async#n(t){try{let r=await this.readSummary(t);return`${t}  ${r.workflow}  ${ft(
r)}`}catch{return t}}async#e(t){try{return(await this.readSummary(t)).started_at}catch{return""}}};function T(n){let t=N.
safeParse({schema:B.run,...n});if(!t.success)throw new k(`refusing to write an invalid run summary for ${n.id}: ${t.error.
issues.map(r=>`${b(r.path.filter(e=>typeof e!="symbol"))}: ${r.message}`).join("; ")}`);return t.data}function It(n){let t=Buffer.
byteLength(n);return t>=it?n:`${n}${" ".repeat(it-t-1)}
`}async function Ct(n,t,r){let e;try{e=await vt(n,"r+")}catch{throw r}try{let o=await e.stat();if(!o.isFile()||o.size>ht)
throw r;let i=await e.readFile(),s=Ut(t,i.length);if(s===null)throw r;try{await at(e,Buffer.concat([s,Buffer.alloc(i.length-
s.length," ")])),await e.truncate(s.length),await e.sync()}catch(u){throw await at(e,i).then(()=>e.sync()).catch(()=>{}),
u}}finally{await e.close()}}function Ut(n,t){let r=d=>{let Z=Buffer.from(d);return Z.length<=t?Z:null},e=d=>`${JSON.stringify(
d)}
`,o=r(`${JSON.stringify(n,null,2)}
`)??r(e(n));if(o!==null)return o;let i=`${p} keeps no jobs: the disk was full when the run ended`,{unstored:s,...u}=n,a=d=>r(
e({...u,jobs:[],reason:d===void 0?i:`${d}
${i}`}));if(n.reason===void 0)return a(void 0);let f=Array.from(n.reason),c=d=>a(`${f.slice(0,d).join("")}\u2026`),m=a(n.
reason);if(m!==null)return m;let[y,_]=[0,f.length-1];if(c(y)===null)return a(void 0);for(;y<_;){let d=Math.ceil((y+_)/2);
c(d)===null?_=d-1:y=d}return c(y)}async function at(n,t){for(let r=0;r<t.length;){let{bytesWritten:e}=await n.write(t,r,
t.length-r,r);if(e===0)throw new Error(`no byte of ${t.length-r} could be written at ${r}`);r+=e}}async function ut(n,t){
try{return(await Nt(n)).isDirectory()}catch(r){if(h(r,"ENOENT","ENOTDIR"))return!1;throw O(r)?dt(t,n,r):r}}function dt(n,t,r){
return U("store-unreadable",t,r,n,{dir:n,what:"the store"})}function ct(n,t){return typeof t?.code!="string"?t:new l("st\
ore-unwritable",`cannot make a run: ${Y(`its ${p}`,t)}`,{where:n,cause:t,details:[h(t,"ENOSPC","EDQUOT")?"nothing of the\
 run was kept: make room, then start it again":"nothing of the run was kept"]})}function H(n){let t=`${nt}${Tt(P)}`;return n.
endsWith(t)?n.slice(0,-t.length)||nt:null}function L(n){let r=[n,w(n)].find(o=>{try{return!(0,S.lstatSync)(o).isDirectory()}catch{
return!1}})??n,e=r===n?"a directory by that name":n;return new l("store-invalid",`is not a directory; baton keeps its ru\
ns in ${e}`,{where:r,details:["move it out of the way (baton run makes the directory)"]})}function E(n,t){if(h(t,"ENOSPC",
"EDQUOT"))return new l("store-unwritable",`cannot make a run: its directory could not be made: ${K(t)}`,{where:n,cause:t,
details:["make room, then start it again"]});if(!h(t,"EACCES","EPERM","EROFS"))return t;let r=n,e;for(let a=w(r);;r=a,a=
w(r))try{e=(0,S.statSync)(r);break}catch{if(a===r)break}let o=t.code;if(o==="EROFS")return new l("store-unwritable","can\
not make a run: the file system is read-only",{where:n,cause:t,details:["run baton from a copy of the project on a file \
system it may write to"]});let i=process.getuid?.(),s=e?.uid,u=r===n?"this directory":`${r}, where it would be made`;return new l(
"store-unwritable",`cannot make a run: you may not write in ${u} (${o})`,{where:n,cause:t,details:[i===void 0||s===void 0||
s===i?`make it writable for you: chmod u+w ${g(r)}`:r===n||H(n)!==null&&r===w(n)?`it belongs to another user (uid ${s}),\
 as when a run was made with sudo or in a container: make it yours (sudo chown -R "$(id -u)" ${g(r)}), or run baton as t\
hat user`:`it belongs to another user (uid ${s}): make the store yours (sudo mkdir -p ${g(n)} && sudo chown -R "$(id -u)\
" ${g(H(n)===null?n:w(n))}), or run baton in a directory you may write in`]})}function gr(n,t){return{id:n,status:"unrea\
dable",error:X(t).split(`
`)[0]}}function ft(n){if(n.status!=="running"||n.process===void 0)return n.status;let{pid:t,host:r,start:e}=n.process;if(r!==
lt())return n.status;if(e!==void 0){let o=Ft(t);if(o!==void 0)return o===e?n.status:"interrupted"}try{return process.kill(
t,0),n.status}catch(o){return h(o,"ESRCH")?"interrupted":n.status}}function zt(n){if(n.status!=="running"||n.process===void 0)
return null;let{host:t}=n.process;return t===lt()?null:/^[A-Za-z0-9][A-Za-z0-9._-]{0,252}$/.test(t)?t:JSON.stringify(t)}
function $r(n){let t=zt(n);return t===null?ft(n):`${n.status} (on host ${t})`}function Sr(n,t){return`run ${n} is runnin\
g on host ${t}, as its ${p} says`}function br(n,t,r="remove it"){return`baton cannot see the processes of ${n} from here\
; if ${n} is gone (a container since removed, say), the run will never end: ${r}: rm -r ${g(t)}`}function Ft(n){let t;try{
t=(0,S.readFileSync)("/proc/sys/kernel/random/boot_id","utf8").trim()}catch{return}let r;try{r=(0,S.readFileSync)(`/proc\
/${n}/stat`,"utf8")}catch{return""}let e=r.slice(r.lastIndexOf(")")+2).split(" ");return e[0]==="Z"||e[0]==="X"?"":`${t}\
/${e[19]??""}`}export{G as a,tt as b,Wt as c,Qt as d,Vt as e,st as f,gr as g,ft as h,zt as i,$r as j,Sr as k,br as l,Ft as m};

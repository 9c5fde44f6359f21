import{a as O,c as z,d as g,e as Y,f as K,l as v,p as f}from"./chunk-YW23EYA3.js";import{F,G as R,a as U,q as N}from"./chunk-LZYN5DKP.js";
import{b as Q,g as G}from"./chunk-X6MVMOSM.js";import{c as D}from"./chunk-FCWOFCWY.js";import{j as S}from"./chunk-LYVVWMII.js";
import{d as l,e as k,f as B}from"./chunk-OKFZ7BVP.js";import{a as pt}from"./chunk-5A7QKWCT.js";import{A as P,
E as W,da as I,z as y}from"./chunk-C33NMHQG.js";import{d as mt}from"./chunk-3NR5HZ6E.js";import{readdir as St}from"node:fs/promises";import{hostname as Rt,tmpdir as Et}from"node:os";import{join as kt}from"node:path";function A(n){if(!Number.isSafeInteger(n)||n<=0)return!1;try{return process.kill(n,0),!1}catch(t){return f(t,"ESRCH")}}import{chmod as yt,lstat as gt,readdir as $t,rm as q}from"node:fs/promises";import{join as bt}from"node:path";async function V(n){
try{return await q(n,{recursive:!0,force:!0}),!0}catch{await tt(n).catch(()=>{});try{return await q(n,{recursive:!0,force:!0}),
!0}catch{return!1}}}async function tt(n){await yt(n,448);for(let t of await $t(n,{withFileTypes:!0}))t.isDirectory()&&await tt(
bt(n,t.name)).catch(()=>{})}async function rt(n){let t=await gt(n).catch(()=>null),r=process.getuid?.();return t?.isDirectory()===
!0&&(r===void 0||t.uid===r)}var Yt=n=>`baton-pull-${j()}-${n}-`,nt=n=>`${I}pull-${j()}-${n}-`;function j(){return Rt().replace(/[^A-Za-z0-9.]/g,"_").
slice(0,64)||"_"}var Dt=/^baton-pull-([A-Za-z0-9._]+)-(\d+)-[A-Za-z0-9]{6}$/,Pt=new RegExp(`^${I.replace(".","\\.")}pull\
-([A-Za-z0-9._]+)-(\\d+)-[A-Za-z0-9]{6}$`);async function Kt(n,t=Et()){let r=[];for(let[e,o]of[[n,Pt],[t,Dt]]){let i=await St(
e).catch(()=>[]);for(let s of i){let[,u,a]=o.exec(s)??[];if(u!==j()||a===void 0||!A(Number(a)))continue;let d=kt(e,s);await rt(
d)&&await V(d)&&r.push(d)}}return r}var b=mt(pt(),1);import{lstat as Nt,mkdir as x,mkdtemp as Ot,open as vt,readdir as At,rename as xt,rm as J}from"node:fs/promises";
import{hostname as ft}from"node:os";import{dirname as w,join as $,normalize as Tt,resolve as _t,sep as et}from"node:path";function nr(n,t,r,e){let o;try{o=JSON.parse(n)}catch(u){throw new l(e.code,`is not valid JSON (${D(u.message)}); ${e.fix}`,
{where:r})}let i=t.safeParse(o),s=i.success?null:M(o,i.error.issues);if(s!==null&&(i=t.safeParse(s)),i.success)return i.
data;throw new l(e.code,`does not hold ${e.what}; ${e.fix}`,{where:r,details:i.error.issues.slice(0,5).map(u=>`${S(u.path.
filter(a=>typeof a!="symbol"))||"(the file)"}: ${u.message}`)})}function M(n,t){if(!t.every(e=>e.code==="unrecognized_ke\
ys"))return null;let r=structuredClone(n);for(let e of t){let o=r;for(let i of e.path)o=o?.[i];if(o===null||typeof o!="o\
bject"||e.code!=="unrecognized_keys")return null;for(let i of e.keys)delete o[i]}return r}var it="latest",L=5,ht=16*1024*1024,ot=16*1024,st="00000000-0000-0000",T=50,at=class n{rootDir;#t;constructor(t,r={}){this.
rootDir=_t(t),this.#t=r.random??Math.random}static forProject(t,r){return new n($(t,P),r)}async createRun(t){let r=new Date(
t.started_at);if(t.id!==void 0&&!R(t.id))throw new l("run-id-invalid",`"${t.id}" is not a run id (like 20261121-1305-ab1\
2)`,{where:this.rootDir});_({...t,id:t.id??st}),await x(this.rootDir,{recursive:!0}).catch(e=>{throw f(e,"EEXIST","ENOTD\
IR")?H(this.rootDir):E(this.rootDir,e)});for(let e=1;e<=T;e++){let o=t.id??F(r,this.#t);try{await x(this.runDir(o))}catch(i){
if(!f(i,"EEXIST"))throw E(this.rootDir,i);if(t.id!==void 0)throw new l("run-exists",`run ${o} exists already; a run id i\
s never reused`,{where:this.rootDir});continue}try{await this.writeSummary({...t,id:o})}catch(i){throw await J(this.runDir(
o),{recursive:!0,force:!0}).catch(()=>{}),lt(this.rootDir,i)}return new v(this.runDir(o))}throw new k(`no free run id fo\
und in ${T} tries under ${this.rootDir}`)}async importRun(t,r,e=()=>{}){await x(this.rootDir,{recursive:!0}).catch(i=>{throw f(
i,"EEXIST","ENOTDIR")?H(this.rootDir):E(this.rootDir,i)});let o=await Ot($(this.rootDir,nt(process.pid))).catch(i=>{throw E(
this.rootDir,i)});e(o);try{let i=await r(new v(o));_({...i,id:st});for(let s=1;s<=T;s++){let u=F(t,this.#t);try{await x(
this.runDir(u))}catch(a){if(f(a,"EEXIST"))continue;throw E(this.rootDir,a)}try{await U($(o,y),`${JSON.stringify(_({...i,
id:u}),null,2)}
`),await xt(o,this.runDir(u))}catch(a){throw await J(this.runDir(u),{recursive:!0,force:!0}).catch(()=>{}),lt(this.rootDir,
a)}return e(null),u}throw new k(`no free run id found in ${T} tries under ${this.rootDir}`)}finally{await J(o,{recursive:!0,
force:!0}).catch(()=>{}),e(null)}}runDir(t){return $(this.rootDir,t)}async open(t){return new v(this.runDir(await this.resolve(
t)))}async writeSummary(t){let r=_(t);if(!R(r.id)||!await ct(this.runDir(r.id),this.rootDir))throw await this.#r(r.id);let e=$(
this.runDir(r.id),y),o=`${JSON.stringify(r,null,2)}
`;try{await U(e,r.status==="running"?Ct(o):o)}catch(i){if(!f(i,"ENOSPC","EDQUOT"))throw i;await It(e,r,i)}}async readSummary(t){
let r=await this.resolve(t),e=$(this.runDir(r),y),o=`it is run ${r}'s summary: put it back from a copy, or remove the ru\
n: rm -r ${g(this.runDir(r))}`,i=(c,m=[])=>new l("run-invalid",c,{where:e,details:[...m,o]}),s=await Q(e,ht).catch(c=>{throw O(
c)?z("run-unreadable",e,c,e,{dir:this.runDir(r),what:"the run"}):i(G(c))});if(s.kind==="missing")throw i("is missing");if(s.
kind==="not-regular")throw i(`is not a regular file (it is ${s.what})`);if(s.kind==="too-large")throw i(`is ${s.size} by\
tes, more than a run summary can be`);let u;try{u=JSON.parse(new TextDecoder().decode(s.bytes))}catch(c){throw i(`is not\
 valid JSON (${D(c.message)})`)}let a=N.safeParse(u),d=a.success?null:M(u,a.error.issues);if(d!==null&&(a=N.safeParse(d)),
!a.success){let{issues:c}=a.error;throw i("is not a baton run summary",[...c.slice(0,5).map(m=>`${S(m.path.filter(p=>typeof p!=
"symbol"))}: ${m.message}`),...c.length>5?[`\u2026 and ${c.length-5} more`]:[]])}if(a.data.id!==r)throw i(`describes run\
 ${a.data.id}, not ${r}`);return a.data}async readSummaryOrProblem(t){try{return await this.readSummary(t)}catch(r){if(r instanceof
l&&r.code==="run-invalid")return r;throw r}}async listRuns(){let t;try{t=(await At(this.rootDir,{withFileTypes:!0})).filter(
s=>s.isDirectory()&&R(s.name)).map(s=>s.name)}catch(i){if(f(i,"ENOENT"))return[];throw f(i,"ENOTDIR")?H(this.rootDir):O(
i)?dt(this.rootDir,this.rootDir,i):i}let r=i=>i.slice(0,13),e=new Map;for(let i of t)e.set(r(i),(e.get(r(i))??0)+1);let o=new Map;
for(let i of t)e.get(r(i))>1&&o.set(i,await this.#e(i));return t.sort((i,s)=>{if(r(i)!==r(s))return r(i)<r(s)?1:-1;let u=o.
get(i)??"",a=o.get(s)??"";return u!==a?u<a?1:-1:i<s?1:-1})}async resolve(t){if(t===it){let[r]=await this.listRuns();if(r===
void 0)throw new l("run-none",`no runs yet in ${this.rootDir}`,{details:[await this.runsAbove()??"start one with: baton \
run <workflow.yml>"]});return r}if(R(t)&&await ct(this.runDir(t),this.rootDir))return t;throw await this.#r(t)}async#r(t){
let r=await this.listRuns(),e=[];if(r.length===0)e.push(await this.runsAbove()??"there are no runs yet; start one with: \
baton run <workflow.yml>");else{e.push(`recent runs (newest first; "${it}" is the first):`);for(let o of r.slice(0,L))e.
push(`  ${await this.#n(o)}`);r.length>L&&e.push(`  \u2026 and ${r.length-L} more`)}return new l("run-unknown",`no run ${JSON.
stringify(t)} in ${this.rootDir}`,{details:e})}async runsAbove(){let t=Z(this.rootDir);if(t===null)return null;for(let r=w(
t);;r=w(r)){let e=new n($(r,P)),o=await e.listRuns().catch(()=>[]);if(o.length>0)return`${e.rootDir} has ${o.length===1?
"1 run":`${o.length} runs`}; baton reads the runs of the directory it is started in (where baton run writes them): cd ${r}\
 to reach them`;if(w(r)===r)return null}}async#n(t){try{let r=await this.readSummary(t);return`${t}  ${r.workflow}  ${wt(
r)}`}catch{return t}}async#e(t){try{return(await this.readSummary(t)).started_at}catch{return""}}};function _(n){let t=N.
safeParse({schema:W.run,...n});if(!t.success)throw new k(`refusing to write an invalid run summary for ${n.id}: ${t.error.
issues.map(r=>`${S(r.path.filter(e=>typeof e!="symbol"))}: ${r.message}`).join("; ")}`);return t.data}function Ct(n){let t=Buffer.
byteLength(n);return t>=ot?n:`${n}${" ".repeat(ot-t-1)}
`}async function It(n,t,r){let e;try{e=await vt(n,"r+")}catch{throw r}try{let o=await e.stat();if(!o.isFile()||o.size>ht)
throw r;let i=await e.readFile(),s=Ut(t,i.length);if(s===null)throw r;try{await ut(e,Buffer.concat([s,Buffer.alloc(i.length-
s.length," ")])),await e.truncate(s.length),await e.sync()}catch(u){throw await ut(e,i).then(()=>e.sync()).catch(()=>{}),
u}}finally{await e.close()}}function Ut(n,t){let r=h=>{let X=Buffer.from(h);return X.length<=t?X:null},e=h=>`${JSON.stringify(
h)}
`,o=r(`${JSON.stringify(n,null,2)}
`)??r(e(n));if(o!==null)return o;let i=`${y} keeps no jobs: the disk was full when the run ended`,{unstored:s,...u}=n,a=h=>r(
e({...u,jobs:[],reason:h===void 0?i:`${h}
${i}`}));if(n.reason===void 0)return a(void 0);let d=Array.from(n.reason),c=h=>a(`${d.slice(0,h).join("")}\u2026`),m=a(n.
reason);if(m!==null)return m;let[p,C]=[0,d.length-1];if(c(p)===null)return a(void 0);for(;p<C;){let h=Math.ceil((p+C)/2);
c(h)===null?C=h-1:p=h}return c(p)}async function ut(n,t){for(let r=0;r<t.length;){let{bytesWritten:e}=await n.write(t,r,
t.length-r,r);if(e===0)throw new Error(`no byte of ${t.length-r} could be written at ${r}`);r+=e}}async function ct(n,t){
try{return(await Nt(n)).isDirectory()}catch(r){if(f(r,"ENOENT","ENOTDIR"))return!1;throw O(r)?dt(t,n,r):r}}function dt(n,t,r){
return z("store-unreadable",t,r,n,{dir:n,what:"the store"})}function lt(n,t){return typeof t?.code!="string"?t:new l("st\
ore-unwritable",`cannot make a run: ${Y(`its ${y}`,t)}`,{where:n,cause:t,details:[f(t,"ENOSPC","EDQUOT")?"nothing of the\
 run was kept: make room, then start it again":"nothing of the run was kept"]})}function Z(n){let t=`${et}${Tt(P)}`;return n.
endsWith(t)?n.slice(0,-t.length)||et:null}function H(n){let r=[n,w(n)].find(o=>{try{return!(0,b.lstatSync)(o).isDirectory()}catch{
return!1}})??n,e=r===n?"a directory by that name":n;return new l("store-invalid",`is not a directory; baton keeps its ru\
ns in ${e}`,{where:r,details:["move it out of the way (baton run makes the directory)"]})}function E(n,t){if(f(t,"ENOSPC",
"EDQUOT"))return new l("store-unwritable",`cannot make a run: its directory could not be made: ${K(t)}`,{where:n,cause:t,
details:["make room, then start it again"]});if(!f(t,"EACCES","EPERM","EROFS"))return t;let r=n,e;for(let a=w(r);;r=a,a=
w(r))try{e=(0,b.statSync)(r);break}catch{if(a===r)break}let o=t.code;if(o==="EROFS")return new l("store-unwritable","can\
not make a run: the file system is read-only",{where:n,cause:t,details:["run baton from a copy of the project on a file \
system it may write to"]});let i=process.getuid?.(),s=e?.uid,u=r===n?"this directory":`${r}, where it would be made`;return new l(
"store-unwritable",`cannot make a run: you may not write in ${u} (${o})`,{where:n,cause:t,details:[i===void 0||s===void 0||
s===i?`make it writable for you: chmod u+w ${g(r)}`:r===n||Z(n)!==null&&r===w(n)?`it belongs to another user (uid ${s}),\
 as when a run was made with sudo or in a container: make it yours (sudo chown -R "$(id -u)" ${g(r)}), or run baton as t\
hat user`:`it belongs to another user (uid ${s}): make the store yours (sudo mkdir -p ${g(n)} && sudo chown -R "$(id -u)\
" ${g(Z(n)===null?n:w(n))}), or run baton in a directory you may write in`]})}function Rr(n,t){return{id:n,status:"unrea\
dable",error:B(t).split(`
`)[0]}}function wt(n){if(n.status!=="running"||n.process===void 0)return n.status;let{pid:t,host:r,start:e}=n.process;if(r!==
ft())return n.status;if(e!==void 0){let o=Ft(t);if(o!==void 0)return o===e?n.status:"interrupted"}return A(t)?"interrupt\
ed":n.status}function zt(n){if(n.status!=="running"||n.process===void 0)return null;let{host:t}=n.process;return t===ft()?
null:/^[A-Za-z0-9][A-Za-z0-9._-]{0,252}$/.test(t)?t:JSON.stringify(t)}function Er(n){let t=zt(n);return t===null?wt(n):`${n.
status} (on host ${t})`}function kr(n,t){return`run ${n} is running on host ${t}, as its ${y} says`}function Dr(n,t,r="r\
emove it"){return`baton cannot see the processes of ${n} from here; if ${n} is gone (a container since removed, say), th\
e run will never end: ${r}: rm -r ${g(t)}`}function Ft(n){let t;try{t=(0,b.readFileSync)("/proc/sys/kernel/random/boot_i\
d","utf8").trim()}catch{return}let r;try{r=(0,b.readFileSync)(`/proc/${n}/stat`,"utf8")}catch{return""}let e=r.slice(r.lastIndexOf(
")")+2).split(" ");return e[0]==="Z"||e[0]==="X"?"":`${t}/${e[19]??""}`}export{V as a,rt as b,Yt as c,Kt as d,nr as e,at as f,Rr as g,wt as h,zt as i,Er as j,kr as k,Dr as l,Ft as m};

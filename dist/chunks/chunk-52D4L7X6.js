import{A as O,C as v,D as g,E as J,F as z,L as A,P as h,S as H,T as b,b as I,p as D}from"./chunk-QCJPVNNI.js";import{
n as S,o as j,s as M}from"./chunk-6PYYODLU.js";import{d as l,e as P,f as _,k as R}from"./chunk-4X335366.js";
import{q as p,r as E,v as F}from"./chunk-WXLRAERB.js";import{a as st}from"./chunk-5A7QKWCT.js";import{d as it}from"./chunk-3NR5HZ6E.js";var y=it(st(),1);import{lstat as ot,mkdir as L,open as at,readdir as ut,rm as ct}from"node:fs/promises";import{hostname as tt}from"node:os";
import{dirname as f,join as k,normalize as lt,resolve as dt,sep as B}from"node:path";function Rt(n,t,r,e){let s;try{s=JSON.parse(n)}catch(u){throw new l(e.code,`is not valid JSON (${R(u.message)}); ${e.fix}`,
{where:r})}let i=t.safeParse(s),o=i.success?null:T(s,i.error.issues);if(o!==null&&(i=t.safeParse(o)),i.success)return i.
data;throw new l(e.code,`does not hold ${e.what}; ${e.fix}`,{where:r,details:i.error.issues.slice(0,5).map(u=>`${S(u.path.
filter(a=>typeof a!="symbol"))||"(the file)"}: ${u.message}`)})}function T(n,t){if(!t.every(e=>e.code==="unrecognized_ke\
ys"))return null;let r=structuredClone(n);for(let e of t){let s=r;for(let i of e.path)s=s?.[i];if(s===null||typeof s!="o\
bject"||e.code!=="unrecognized_keys")return null;for(let i of e.keys)delete s[i]}return r}var W="latest",x=5,rt=16*1024*1024,Z=16*1024,ht="00000000-0000-0000",Q=50,X=class n{rootDir;#t;constructor(t,r={}){this.
rootDir=dt(t),this.#t=r.random??Math.random}static forProject(t,r){return new n(k(t,E),r)}async createRun(t){let r=new Date(
t.started_at);if(t.id!==void 0&&!b(t.id))throw new l("run-id-invalid",`"${t.id}" is not a run id (like 20261121-1305-ab1\
2)`,{where:this.rootDir});Y({...t,id:t.id??ht}),await L(this.rootDir,{recursive:!0}).catch(e=>{throw h(e,"EEXIST","ENOTD\
IR")?G(this.rootDir):V(this.rootDir,e)});for(let e=1;e<=Q;e++){let s=t.id??H(r,this.#t);try{await L(this.runDir(s))}catch(i){
if(!h(i,"EEXIST"))throw V(this.rootDir,i);if(t.id!==void 0)throw new l("run-exists",`run ${s} exists already; a run id i\
s never reused`,{where:this.rootDir});continue}try{await this.writeSummary({...t,id:s})}catch(i){throw await ct(this.runDir(
s),{recursive:!0,force:!0}).catch(()=>{}),gt(this.rootDir,i)}return new A(this.runDir(s))}throw new P(`no free run id fo\
und in ${Q} tries under ${this.rootDir}`)}runDir(t){return k(this.rootDir,t)}async open(t){return new A(this.runDir(await this.
resolve(t)))}async writeSummary(t){let r=Y(t);if(!b(r.id)||!await q(this.runDir(r.id),this.rootDir))throw await this.#r(
r.id);let e=k(this.runDir(r.id),p),s=`${JSON.stringify(r,null,2)}
`;try{await I(e,r.status==="running"?ft(s):s)}catch(i){if(!h(i,"ENOSPC","EDQUOT"))throw i;await wt(e,r,i)}}async readSummary(t){
let r=await this.resolve(t),e=k(this.runDir(r),p),s=`it is run ${r}'s summary: put it back from a copy, or remove the ru\
n: rm -r ${g(this.runDir(r))}`,i=(c,w=[])=>new l("run-invalid",c,{where:e,details:[...w,s]}),o=await j(e,rt).catch(c=>{throw O(
c)?v("run-unreadable",e,c,e,{dir:this.runDir(r),what:"the run"}):i(M(c))});if(o.kind==="missing")throw i("is missing");if(o.
kind==="not-regular")throw i(`is not a regular file (it is ${o.what})`);if(o.kind==="too-large")throw i(`is ${o.size} by\
tes, more than a run summary can be`);let u;try{u=JSON.parse(new TextDecoder().decode(o.bytes))}catch(c){throw i(`is not\
 valid JSON (${R(c.message)})`)}let a=D.safeParse(u),$=a.success?null:T(u,a.error.issues);if($!==null&&(a=D.safeParse($)),
!a.success){let{issues:c}=a.error;throw i("is not a baton run summary",[...c.slice(0,5).map(w=>`${S(w.path.filter(m=>typeof m!=
"symbol"))}: ${w.message}`),...c.length>5?[`\u2026 and ${c.length-5} more`]:[]])}if(a.data.id!==r)throw i(`describes run\
 ${a.data.id}, not ${r}`);return a.data}async readSummaryOrProblem(t){try{return await this.readSummary(t)}catch(r){if(r instanceof
l&&r.code==="run-invalid")return r;throw r}}async listRuns(){let t;try{t=(await ut(this.rootDir,{withFileTypes:!0})).filter(
o=>o.isDirectory()&&b(o.name)).map(o=>o.name)}catch(i){if(h(i,"ENOENT"))return[];throw h(i,"ENOTDIR")?G(this.rootDir):O(
i)?nt(this.rootDir,this.rootDir,i):i}let r=i=>i.slice(0,13),e=new Map;for(let i of t)e.set(r(i),(e.get(r(i))??0)+1);let s=new Map;
for(let i of t)e.get(r(i))>1&&s.set(i,await this.#e(i));return t.sort((i,o)=>{if(r(i)!==r(o))return r(i)<r(o)?1:-1;let u=s.
get(i)??"",a=s.get(o)??"";return u!==a?u<a?1:-1:i<o?1:-1})}async resolve(t){if(t===W){let[r]=await this.listRuns();if(r===
void 0)throw new l("run-none",`no runs yet in ${this.rootDir}`,{details:[await this.runsAbove()??"start one with: baton \
run <workflow.yml>"]});return r}if(b(t)&&await q(this.runDir(t),this.rootDir))return t;throw await this.#r(t)}async#r(t){
let r=await this.listRuns(),e=[];if(r.length===0)e.push(await this.runsAbove()??"there are no runs yet; start one with: \
baton run <workflow.yml>");else{e.push(`recent runs (newest first; "${W}" is the first):`);for(let s of r.slice(0,x))e.push(
`  ${await this.#n(s)}`);r.length>x&&e.push(`  \u2026 and ${r.length-x} more`)}return new l("run-unknown",`no run ${JSON.
stringify(t)} in ${this.rootDir}`,{details:e})}async runsAbove(){let t=C(this.rootDir);if(t===null)return null;for(let r=f(
t);;r=f(r)){let e=new n(k(r,E)),s=await e.listRuns().catch(()=>[]);if(s.length>0)return`${e.rootDir} has ${s.length===1?
"1 run":`${s.length} runs`}; baton reads the runs of the directory it is started in (where baton run writes them): cd ${r}\
 to reach them`;if(f(r)===r)return null}}async#n(t){try{let r=await this.readSummary(t);return`${t}  ${r.workflow}  ${et(
r)}`}catch{return t}}async#e(t){try{return(await this.readSummary(t)).started_at}catch{return""}}};function Y(n){let t=D.
safeParse({schema:F.run,...n});if(!t.success)throw new P(`refusing to write an invalid run summary for ${n.id}: ${t.error.
issues.map(r=>`${S(r.path.filter(e=>typeof e!="symbol"))}: ${r.message}`).join("; ")}`);return t.data}function ft(n){let t=Buffer.
byteLength(n);return t>=Z?n:`${n}${" ".repeat(Z-t-1)}
`}async function wt(n,t,r){let e;try{e=await at(n,"r+")}catch{throw r}try{let s=await e.stat();if(!s.isFile()||s.size>rt)
throw r;let i=await e.readFile(),o=mt(t,i.length);if(o===null)throw r;try{await K(e,Buffer.concat([o,Buffer.alloc(i.length-
o.length," ")])),await e.truncate(o.length),await e.sync()}catch(u){throw await K(e,i).then(()=>e.sync()).catch(()=>{}),
u}}finally{await e.close()}}function mt(n,t){let r=d=>{let U=Buffer.from(d);return U.length<=t?U:null},e=d=>`${JSON.stringify(
d)}
`,s=r(`${JSON.stringify(n,null,2)}
`)??r(e(n));if(s!==null)return s;let i=`${p} keeps no jobs: the disk was full when the run ended`,{unstored:o,...u}=n,a=d=>r(
e({...u,jobs:[],reason:d===void 0?i:`${d}
${i}`}));if(n.reason===void 0)return a(void 0);let $=Array.from(n.reason),c=d=>a(`${$.slice(0,d).join("")}\u2026`),w=a(n.
reason);if(w!==null)return w;let[m,N]=[0,$.length-1];if(c(m)===null)return a(void 0);for(;m<N;){let d=Math.ceil((m+N)/2);
c(d)===null?N=d-1:m=d}return c(m)}async function K(n,t){for(let r=0;r<t.length;){let{bytesWritten:e}=await n.write(t,r,t.
length-r,r);if(e===0)throw new Error(`no byte of ${t.length-r} could be written at ${r}`);r+=e}}async function q(n,t){try{
return(await ot(n)).isDirectory()}catch(r){if(h(r,"ENOENT","ENOTDIR"))return!1;throw O(r)?nt(t,n,r):r}}function nt(n,t,r){
return v("store-unreadable",t,r,n,{dir:n,what:"the store"})}function gt(n,t){return typeof t?.code!="string"?t:new l("st\
ore-unwritable",`cannot make a run: ${J(`its ${p}`,t)}`,{where:n,cause:t,details:[h(t,"ENOSPC","EDQUOT")?"nothing of the\
 run was kept: make room, then start it again":"nothing of the run was kept"]})}function C(n){let t=`${B}${lt(E)}`;return n.
endsWith(t)?n.slice(0,-t.length)||B:null}function G(n){let r=[n,f(n)].find(s=>{try{return!(0,y.lstatSync)(s).isDirectory()}catch{
return!1}})??n,e=r===n?"a directory by that name":n;return new l("store-invalid",`is not a directory; baton keeps its ru\
ns in ${e}`,{where:r,details:["move it out of the way (baton run makes the directory)"]})}function V(n,t){if(h(t,"ENOSPC",
"EDQUOT"))return new l("store-unwritable",`cannot make a run: its directory could not be made: ${z(t)}`,{where:n,cause:t,
details:["make room, then start it again"]});if(!h(t,"EACCES","EPERM","EROFS"))return t;let r=n,e;for(let a=f(r);;r=a,a=
f(r))try{e=(0,y.statSync)(r);break}catch{if(a===r)break}let s=t.code;if(s==="EROFS")return new l("store-unwritable","can\
not make a run: the file system is read-only",{where:n,cause:t,details:["run baton from a copy of the project on a file \
system it may write to"]});let i=process.getuid?.(),o=e?.uid,u=r===n?"this directory":`${r}, where it would be made`;return new l(
"store-unwritable",`cannot make a run: you may not write in ${u} (${s})`,{where:n,cause:t,details:[i===void 0||o===void 0||
o===i?`make it writable for you: chmod u+w ${g(r)}`:r===n||C(n)!==null&&r===f(n)?`it belongs to another user (uid ${o}),\
 as when a run was made with sudo or in a container: make it yours (sudo chown -R "$(id -u)" ${g(r)}), or run baton as t\
hat user`:`it belongs to another user (uid ${o}): make the store yours (sudo mkdir -p ${g(n)} && sudo chown -R "$(id -u)\
" ${g(C(n)===null?n:f(n))}), or run baton in a directory you may write in`]})}function zt(n,t){return{id:n,status:"unrea\
dable",error:_(t).split(`
`)[0]}}function et(n){if(n.status!=="running"||n.process===void 0)return n.status;let{pid:t,host:r,start:e}=n.process;if(r!==
tt())return n.status;if(e!==void 0){let s=pt(t);if(s!==void 0)return s===e?n.status:"interrupted"}try{return process.kill(
t,0),n.status}catch(s){return h(s,"ESRCH")?"interrupted":n.status}}function yt(n){if(n.status!=="running"||n.process===void 0)
return null;let{host:t}=n.process;return t===tt()?null:/^[A-Za-z0-9][A-Za-z0-9._-]{0,252}$/.test(t)?t:JSON.stringify(t)}
function Ht(n){let t=yt(n);return t===null?et(n):`${n.status} (on host ${t})`}function Lt(n,t){return`run ${n} is runnin\
g on host ${t}, as its ${p} says`}function Bt(n,t,r="remove it"){return`baton cannot see the processes of ${n} from here\
; if ${n} is gone (a container since removed, say), the run will never end: ${r}: rm -r ${g(t)}`}function pt(n){let t;try{
t=(0,y.readFileSync)("/proc/sys/kernel/random/boot_id","utf8").trim()}catch{return}let r;try{r=(0,y.readFileSync)(`/proc\
/${n}/stat`,"utf8")}catch{return""}let e=r.slice(r.lastIndexOf(")")+2).split(" ");return e[0]==="Z"||e[0]==="X"?"":`${t}\
/${e[19]??""}`}function $t(n,t){let r=Math.max(0,Math.min(t,n.length)),e=n.charCodeAt(r-1);return e>=55296&&e<=56319&&r--,n.slice(0,r)}
function Zt(n,t){if(n.length<=t)return n;let r=$t(n,t-1),e=r.length;if(!/\s/.test(n.charAt(e))){let s=r.search(/\s\S*$/);
s>=r.length/2&&(e=s)}return`${r.slice(0,e).trimEnd()}\u2026`}export{Rt as a,X as b,zt as c,et as d,yt as e,Ht as f,Lt as g,Bt as h,pt as i,$t as j,Zt as k};

import{C as P,E as I,F as g,G as Q,H as Y,N as v,R as h,U,V as R,a as C,p as N}from"./chunk-QONJWPUT.js";import{a as W,
e as Z}from"./chunk-EDG7CDSE.js";import{c as D}from"./chunk-FCWOFCWY.js";import{n as b}from"./chunk-YVIS2J2P.js";
import{d as l,e as E,f as H}from"./chunk-OKFZ7BVP.js";import{a as ct}from"./chunk-5A7QKWCT.js";import{$ as B,
B as X,w as y,x as O}from"./chunk-VIRAYIUH.js";import{d as ut}from"./chunk-3NR5HZ6E.js";var $=ut(ct(),1);import{lstat as lt,mkdir as T,mkdtemp as ht,open as dt,readdir as ft,rename as wt,rm as j}from"node:fs/promises";
import{hostname as it}from"node:os";import{dirname as f,join as p,normalize as mt,resolve as yt,sep as K}from"node:path";function Dt(n,t,r,e){let o;try{o=JSON.parse(n)}catch(u){throw new l(e.code,`is not valid JSON (${D(u.message)}); ${e.fix}`,
{where:r})}let i=t.safeParse(o),s=i.success?null:F(o,i.error.issues);if(s!==null&&(i=t.safeParse(s)),i.success)return i.
data;throw new l(e.code,`does not hold ${e.what}; ${e.fix}`,{where:r,details:i.error.issues.slice(0,5).map(u=>`${b(u.path.
filter(a=>typeof a!="symbol"))||"(the file)"}: ${u.message}`)})}function F(n,t){if(!t.every(e=>e.code==="unrecognized_ke\
ys"))return null;let r=structuredClone(n);for(let e of t){let o=r;for(let i of e.path)o=o?.[i];if(o===null||typeof o!="o\
bject"||e.code!=="unrecognized_keys")return null;for(let i of e.keys)delete o[i]}return r}var q="latest",J=5,ot=16*1024*1024,G=16*1024,V="00000000-0000-0000",A=50,tt=class n{rootDir;#t;constructor(t,r={}){this.
rootDir=yt(t),this.#t=r.random??Math.random}static forProject(t,r){return new n(p(t,O),r)}async createRun(t){let r=new Date(
t.started_at);if(t.id!==void 0&&!R(t.id))throw new l("run-id-invalid",`"${t.id}" is not a run id (like 20261121-1305-ab1\
2)`,{where:this.rootDir});x({...t,id:t.id??V}),await T(this.rootDir,{recursive:!0}).catch(e=>{throw h(e,"EEXIST","ENOTDI\
R")?M(this.rootDir):k(this.rootDir,e)});for(let e=1;e<=A;e++){let o=t.id??U(r,this.#t);try{await T(this.runDir(o))}catch(i){
if(!h(i,"EEXIST"))throw k(this.rootDir,i);if(t.id!==void 0)throw new l("run-exists",`run ${o} exists already; a run id i\
s never reused`,{where:this.rootDir});continue}try{await this.writeSummary({...t,id:o})}catch(i){throw await j(this.runDir(
o),{recursive:!0,force:!0}).catch(()=>{}),et(this.rootDir,i)}return new v(this.runDir(o))}throw new E(`no free run id fo\
und in ${A} tries under ${this.rootDir}`)}async importRun(t,r,e=()=>{}){await T(this.rootDir,{recursive:!0}).catch(i=>{throw h(
i,"EEXIST","ENOTDIR")?M(this.rootDir):k(this.rootDir,i)});let o=await ht(p(this.rootDir,`${B}pull-`)).catch(i=>{throw k(
this.rootDir,i)});e(o);try{let i=await r(new v(o));x({...i,id:V});for(let s=1;s<=A;s++){let u=U(t,this.#t);try{await T(this.
runDir(u))}catch(a){if(h(a,"EEXIST"))continue;throw k(this.rootDir,a)}try{await C(p(o,y),`${JSON.stringify(x({...i,id:u}),
null,2)}
`),await wt(o,this.runDir(u))}catch(a){throw await j(this.runDir(u),{recursive:!0,force:!0}).catch(()=>{}),et(this.rootDir,
a)}return e(null),u}throw new E(`no free run id found in ${A} tries under ${this.rootDir}`)}finally{await j(o,{recursive:!0,
force:!0}).catch(()=>{}),e(null)}}runDir(t){return p(this.rootDir,t)}async open(t){return new v(this.runDir(await this.resolve(
t)))}async writeSummary(t){let r=x(t);if(!R(r.id)||!await nt(this.runDir(r.id),this.rootDir))throw await this.#r(r.id);let e=p(
this.runDir(r.id),y),o=`${JSON.stringify(r,null,2)}
`;try{await C(e,r.status==="running"?gt(o):o)}catch(i){if(!h(i,"ENOSPC","EDQUOT"))throw i;await pt(e,r,i)}}async readSummary(t){
let r=await this.resolve(t),e=p(this.runDir(r),y),o=`it is run ${r}'s summary: put it back from a copy, or remove the ru\
n: rm -r ${g(this.runDir(r))}`,i=(c,w=[])=>new l("run-invalid",c,{where:e,details:[...w,o]}),s=await W(e,ot).catch(c=>{throw P(
c)?I("run-unreadable",e,c,e,{dir:this.runDir(r),what:"the run"}):i(Z(c))});if(s.kind==="missing")throw i("is missing");if(s.
kind==="not-regular")throw i(`is not a regular file (it is ${s.what})`);if(s.kind==="too-large")throw i(`is ${s.size} by\
tes, more than a run summary can be`);let u;try{u=JSON.parse(new TextDecoder().decode(s.bytes))}catch(c){throw i(`is not\
 valid JSON (${D(c.message)})`)}let a=N.safeParse(u),S=a.success?null:F(u,a.error.issues);if(S!==null&&(a=N.safeParse(S)),
!a.success){let{issues:c}=a.error;throw i("is not a baton run summary",[...c.slice(0,5).map(w=>`${b(w.path.filter(m=>typeof m!=
"symbol"))}: ${w.message}`),...c.length>5?[`\u2026 and ${c.length-5} more`]:[]])}if(a.data.id!==r)throw i(`describes run\
 ${a.data.id}, not ${r}`);return a.data}async readSummaryOrProblem(t){try{return await this.readSummary(t)}catch(r){if(r instanceof
l&&r.code==="run-invalid")return r;throw r}}async listRuns(){let t;try{t=(await ft(this.rootDir,{withFileTypes:!0})).filter(
s=>s.isDirectory()&&R(s.name)).map(s=>s.name)}catch(i){if(h(i,"ENOENT"))return[];throw h(i,"ENOTDIR")?M(this.rootDir):P(
i)?st(this.rootDir,this.rootDir,i):i}let r=i=>i.slice(0,13),e=new Map;for(let i of t)e.set(r(i),(e.get(r(i))??0)+1);let o=new Map;
for(let i of t)e.get(r(i))>1&&o.set(i,await this.#e(i));return t.sort((i,s)=>{if(r(i)!==r(s))return r(i)<r(s)?1:-1;let u=o.
get(i)??"",a=o.get(s)??"";return u!==a?u<a?1:-1:i<s?1:-1})}async resolve(t){if(t===q){let[r]=await this.listRuns();if(r===
void 0)throw new l("run-none",`no runs yet in ${this.rootDir}`,{details:[await this.runsAbove()??"start one with: baton \
run <workflow.yml>"]});return r}if(R(t)&&await nt(this.runDir(t),this.rootDir))return t;throw await this.#r(t)}async#r(t){
let r=await this.listRuns(),e=[];if(r.length===0)e.push(await this.runsAbove()??"there are no runs yet; start one with: \
baton run <workflow.yml>");else{e.push(`recent runs (newest first; "${q}" is the first):`);for(let o of r.slice(0,J))e.push(
`  ${await this.#n(o)}`);r.length>J&&e.push(`  \u2026 and ${r.length-J} more`)}return new l("run-unknown",`no run ${JSON.
stringify(t)} in ${this.rootDir}`,{details:e})}async runsAbove(){let t=z(this.rootDir);if(t===null)return null;for(let r=f(
t);;r=f(r)){let e=new n(p(r,O)),o=await e.listRuns().catch(()=>[]);if(o.length>0)return`${e.rootDir} has ${o.length===1?
"1 run":`${o.length} runs`}; baton reads the runs of the directory it is started in (where baton run writes them): cd ${r}\
 to reach them`;if(f(r)===r)return null}}async#n(t){try{let r=await this.readSummary(t);return`${t}  ${r.workflow}  ${at(
r)}`}catch{return t}}async#e(t){try{return(await this.readSummary(t)).started_at}catch{return""}}};function x(n){let t=N.
safeParse({schema:X.run,...n});if(!t.success)throw new E(`refusing to write an invalid run summary for ${n.id}: ${t.error.
issues.map(r=>`${b(r.path.filter(e=>typeof e!="symbol"))}: ${r.message}`).join("; ")}`);return t.data}function gt(n){let t=Buffer.
byteLength(n);return t>=G?n:`${n}${" ".repeat(G-t-1)}
`}async function pt(n,t,r){let e;try{e=await dt(n,"r+")}catch{throw r}try{let o=await e.stat();if(!o.isFile()||o.size>ot)
throw r;let i=await e.readFile(),s=$t(t,i.length);if(s===null)throw r;try{await rt(e,Buffer.concat([s,Buffer.alloc(i.length-
s.length," ")])),await e.truncate(s.length),await e.sync()}catch(u){throw await rt(e,i).then(()=>e.sync()).catch(()=>{}),
u}}finally{await e.close()}}function $t(n,t){let r=d=>{let L=Buffer.from(d);return L.length<=t?L:null},e=d=>`${JSON.stringify(
d)}
`,o=r(`${JSON.stringify(n,null,2)}
`)??r(e(n));if(o!==null)return o;let i=`${y} keeps no jobs: the disk was full when the run ended`,{unstored:s,...u}=n,a=d=>r(
e({...u,jobs:[],reason:d===void 0?i:`${d}
${i}`}));if(n.reason===void 0)return a(void 0);let S=Array.from(n.reason),c=d=>a(`${S.slice(0,d).join("")}\u2026`),w=a(n.
reason);if(w!==null)return w;let[m,_]=[0,S.length-1];if(c(m)===null)return a(void 0);for(;m<_;){let d=Math.ceil((m+_)/2);
c(d)===null?_=d-1:m=d}return c(m)}async function rt(n,t){for(let r=0;r<t.length;){let{bytesWritten:e}=await n.write(t,r,
t.length-r,r);if(e===0)throw new Error(`no byte of ${t.length-r} could be written at ${r}`);r+=e}}async function nt(n,t){
try{return(await lt(n)).isDirectory()}catch(r){if(h(r,"ENOENT","ENOTDIR"))return!1;throw P(r)?st(t,n,r):r}}function st(n,t,r){
return I("store-unreadable",t,r,n,{dir:n,what:"the store"})}function et(n,t){return typeof t?.code!="string"?t:new l("st\
ore-unwritable",`cannot make a run: ${Q(`its ${y}`,t)}`,{where:n,cause:t,details:[h(t,"ENOSPC","EDQUOT")?"nothing of the\
 run was kept: make room, then start it again":"nothing of the run was kept"]})}function z(n){let t=`${K}${mt(O)}`;return n.
endsWith(t)?n.slice(0,-t.length)||K:null}function M(n){let r=[n,f(n)].find(o=>{try{return!(0,$.lstatSync)(o).isDirectory()}catch{
return!1}})??n,e=r===n?"a directory by that name":n;return new l("store-invalid",`is not a directory; baton keeps its ru\
ns in ${e}`,{where:r,details:["move it out of the way (baton run makes the directory)"]})}function k(n,t){if(h(t,"ENOSPC",
"EDQUOT"))return new l("store-unwritable",`cannot make a run: its directory could not be made: ${Y(t)}`,{where:n,cause:t,
details:["make room, then start it again"]});if(!h(t,"EACCES","EPERM","EROFS"))return t;let r=n,e;for(let a=f(r);;r=a,a=
f(r))try{e=(0,$.statSync)(r);break}catch{if(a===r)break}let o=t.code;if(o==="EROFS")return new l("store-unwritable","can\
not make a run: the file system is read-only",{where:n,cause:t,details:["run baton from a copy of the project on a file \
system it may write to"]});let i=process.getuid?.(),s=e?.uid,u=r===n?"this directory":`${r}, where it would be made`;return new l(
"store-unwritable",`cannot make a run: you may not write in ${u} (${o})`,{where:n,cause:t,details:[i===void 0||s===void 0||
s===i?`make it writable for you: chmod u+w ${g(r)}`:r===n||z(n)!==null&&r===f(n)?`it belongs to another user (uid ${s}),\
 as when a run was made with sudo or in a container: make it yours (sudo chown -R "$(id -u)" ${g(r)}), or run baton as t\
hat user`:`it belongs to another user (uid ${s}): make the store yours (sudo mkdir -p ${g(n)} && sudo chown -R "$(id -u)\
" ${g(z(n)===null?n:f(n))}), or run baton in a directory you may write in`]})}function Ht(n,t){return{id:n,status:"unrea\
dable",error:H(t).split(`
`)[0]}}function at(n){if(n.status!=="running"||n.process===void 0)return n.status;let{pid:t,host:r,start:e}=n.process;if(r!==
it())return n.status;if(e!==void 0){let o=bt(t);if(o!==void 0)return o===e?n.status:"interrupted"}try{return process.kill(
t,0),n.status}catch(o){return h(o,"ESRCH")?"interrupted":n.status}}function St(n){if(n.status!=="running"||n.process===void 0)
return null;let{host:t}=n.process;return t===it()?null:/^[A-Za-z0-9][A-Za-z0-9._-]{0,252}$/.test(t)?t:JSON.stringify(t)}
function Xt(n){let t=St(n);return t===null?at(n):`${n.status} (on host ${t})`}function Bt(n,t){return`run ${n} is runnin\
g on host ${t}, as its ${y} says`}function Wt(n,t,r="remove it"){return`baton cannot see the processes of ${n} from here\
; if ${n} is gone (a container since removed, say), the run will never end: ${r}: rm -r ${g(t)}`}function bt(n){let t;try{
t=(0,$.readFileSync)("/proc/sys/kernel/random/boot_id","utf8").trim()}catch{return}let r;try{r=(0,$.readFileSync)(`/proc\
/${n}/stat`,"utf8")}catch{return""}let e=r.slice(r.lastIndexOf(")")+2).split(" ");return e[0]==="Z"||e[0]==="X"?"":`${t}\
/${e[19]??""}`}export{Dt as a,tt as b,Ht as c,at as d,St as e,Xt as f,Bt as g,Wt as h,bt as i};

import{A as C,B as y,b as T,l as E,v as k,x as h}from"./chunk-XWFWV4XT.js";import{n as R,o as P}from"./chunk-G6IW7IQF.js";
import{b as u,c as b}from"./chunk-BXL4BL7Z.js";import{q as d,r as p,v as N}from"./chunk-JZBPCCZQ.js";import{
a as X}from"./chunk-5A7QKWCT.js";import{d as W}from"./chunk-3NR5HZ6E.js";var m=W(X(),1);import{lstat as Y,mkdir as _,open as Q,readdir as Z}from"node:fs/promises";import{hostname as q}from"node:os";
import{dirname as w,join as f,normalize as G,resolve as K,sep as F}from"node:path";var M="latest",A=5,z=16*1024*1024,I=16*1024,V="00000000-0000-0000",j=50,U=class r{rootDir;#t;constructor(n,t={}){this.rootDir=
K(n),this.#t=t.random??Math.random}static forProject(n,t){return new r(f(n,p),t)}async createRun(n){let t=new Date(n.started_at);
if(n.id!==void 0&&!y(n.id))throw new u("run-id-invalid",`"${n.id}" is not a run id (like 20261121-1305-ab12)`,{where:this.
rootDir});x({...n,id:n.id??V}),await _(this.rootDir,{recursive:!0}).catch(e=>{throw h(e,"EEXIST","ENOTDIR")?B(this.rootDir):
H(this.rootDir,e)});for(let e=1;e<=j;e++){let i=n.id??C(t,this.#t);try{await _(f(this.rootDir,i))}catch(s){if(!h(s,"EEXI\
ST"))throw H(this.rootDir,s);if(n.id!==void 0)throw new u("run-exists",`run ${i} exists already; a run id is never reuse\
d`,{where:this.rootDir});continue}return await this.writeSummary({...n,id:i}),new k(f(this.rootDir,i))}throw new b(`no f\
ree run id found in ${j} tries under ${this.rootDir}`)}async open(n){return new k(f(this.rootDir,await this.resolve(n)))}async writeSummary(n){
let t=x(n);if(!y(t.id)||!await L(f(this.rootDir,t.id)))throw await this.#n(t.id);let e=f(this.rootDir,t.id,d),i=`${JSON.
stringify(t,null,2)}
`;try{await T(e,t.status==="running"?tt(i):i)}catch(s){if(!h(s,"ENOSPC","EDQUOT"))throw s;await nt(e,t,s)}}async readSummary(n){
let t=await this.resolve(n),e=f(this.rootDir,t,d),i=await P(e,z);if(i.kind==="missing")throw new u("run-invalid",`run ${t}\
 has no ${d}`,{where:e});if(i.kind==="not-regular")throw new u("run-invalid",`${d} is not a regular file (it is ${i.what}\
)`,{where:e});if(i.kind==="too-large")throw new u("run-invalid",`${d} is ${i.size} bytes, more than a run summary can be`,
{where:e});let s;try{s=JSON.parse(new TextDecoder().decode(i.bytes))}catch(a){throw new u("run-invalid",`${d} is not val\
id JSON: ${a.message}`,{where:e})}let o=E.safeParse(s);if(!o.success)throw new u("run-invalid",`${d} is not a baton run \
summary`,{where:e,details:o.error.issues.map(a=>`${R(a.path.filter(c=>typeof c!="symbol"))}: ${a.message}`)});if(o.data.
id!==t)throw new u("run-invalid",`${d} describes run ${o.data.id}, not ${t}`,{where:e});return o.data}async listRuns(){let n;
try{n=(await Z(this.rootDir,{withFileTypes:!0})).filter(o=>o.isDirectory()&&y(o.name)).map(o=>o.name)}catch(s){if(h(s,"E\
NOENT"))return[];throw h(s,"ENOTDIR")?B(this.rootDir):s}let t=s=>s.slice(0,13),e=new Map;for(let s of n)e.set(t(s),(e.get(
t(s))??0)+1);let i=new Map;for(let s of n)e.get(t(s))>1&&i.set(s,await this.#e(s));return n.sort((s,o)=>{if(t(s)!==t(o))
return t(s)<t(o)?1:-1;let a=i.get(s)??"",c=i.get(o)??"";return a!==c?a<c?1:-1:s<o?1:-1})}async resolve(n){if(n===M){let[
t]=await this.listRuns();if(t===void 0)throw new u("run-none",`no runs yet in ${this.rootDir}`,{details:[await this.runsAbove()??
"start one with: baton run <workflow.yml>"]});return t}if(y(n)&&await L(f(this.rootDir,n)))return n;throw await this.#n(
n)}async#n(n){let t=await this.listRuns(),e=[];if(t.length===0)e.push(await this.runsAbove()??"there are no runs yet; st\
art one with: baton run <workflow.yml>");else{e.push(`recent runs (newest first; "${M}" is the first):`);for(let i of t.
slice(0,A))e.push(`  ${await this.#r(i)}`);t.length>A&&e.push(`  \u2026 and ${t.length-A} more`)}return new u("run-unkno\
wn",`no run ${JSON.stringify(n)} in ${this.rootDir}`,{details:e})}async runsAbove(){let n=v(this.rootDir);if(n===null)return null;
for(let t=w(n);;t=w(t)){let e=new r(f(t,p)),i=await e.listRuns().catch(()=>[]);if(i.length>0)return`${e.rootDir} has ${i.
length===1?"1 run":`${i.length} runs`}; baton reads the runs of the directory it is started in (where baton run writes t\
hem): cd ${t} to reach them`;if(w(t)===t)return null}}async#r(n){try{let t=await this.readSummary(n);return`${n}  ${t.workflow}\
  ${et(t)}`}catch{return n}}async#e(n){try{return(await this.readSummary(n)).started_at}catch{return""}}};function x(r){
let n=E.safeParse({schema:N.run,...r});if(!n.success)throw new b(`refusing to write an invalid run summary for ${r.id}: ${n.
error.issues.map(t=>`${R(t.path.filter(e=>typeof e!="symbol"))}: ${t.message}`).join("; ")}`);return n.data}function tt(r){
let n=Buffer.byteLength(r);return n>=I?r:`${r}${" ".repeat(I-n-1)}
`}async function nt(r,n,t){let e;try{e=await Q(r,"r+")}catch{throw t}try{let i=await e.stat();if(!i.isFile()||i.size>z)throw t;
let s=await e.readFile(),o=rt(n,s.length);if(o===null)throw t;try{await J(e,Buffer.concat([o,Buffer.alloc(s.length-o.length,
" ")])),await e.truncate(o.length),await e.sync()}catch(a){throw await J(e,s).then(()=>e.sync()).catch(()=>{}),a}}finally{
await e.close()}}function rt(r,n){let t=l=>{let O=Buffer.from(l);return O.length<=n?O:null},e=l=>`${JSON.stringify(l)}
`,i=t(`${JSON.stringify(r,null,2)}
`)??t(e(r));if(i!==null)return i;let s=`${d} keeps no jobs: the disk was full when the run ended`,o=l=>t(e({...r,jobs:[],
reason:l===void 0?s:`${l}
${s}`}));if(r.reason===void 0)return o(void 0);let a=Array.from(r.reason),c=l=>o(`${a.slice(0,l).join("")}\u2026`),D=o(r.
reason);if(D!==null)return D;let[g,S]=[0,a.length-1];if(c(g)===null)return o(void 0);for(;g<S;){let l=Math.ceil((g+S)/2);
c(l)===null?S=l-1:g=l}return c(g)}async function J(r,n){for(let t=0;t<n.length;){let{bytesWritten:e}=await r.write(n,t,n.
length-t,t);if(e===0)throw new Error(`no byte of ${n.length-t} could be written at ${t}`);t+=e}}async function L(r){try{
return(await Y(r)).isDirectory()}catch(n){if(h(n,"ENOENT","ENOTDIR"))return!1;throw n}}function v(r){let n=`${F}${G(p)}`;
return r.endsWith(n)?r.slice(0,-n.length)||F:null}function B(r){let t=[r,w(r)].find(i=>{try{return!(0,m.lstatSync)(i).isDirectory()}catch{
return!1}})??r,e=t===r?"a directory by that name":r;return new u("store-invalid",`is not a directory; baton keeps its ru\
ns in ${e}`,{where:t,details:["move it out of the way (baton run makes the directory)"]})}function H(r,n){if(!h(n,"EACCE\
S","EPERM","EROFS"))return n;let t=r,e;for(let c=w(t);;t=c,c=w(t))try{e=(0,m.statSync)(t);break}catch{if(c===t)break}let i=n.
code;if(i==="EROFS")return new u("store-unwritable","cannot make a run: the file system is read-only",{where:r,cause:n,details:[
"run baton from a copy of the project on a file system it may write to"]});let s=process.getuid?.(),o=e?.uid,a=t===r?"th\
is directory":`${t}, where it would be made`;return new u("store-unwritable",`cannot make a run: you may not write in ${a}\
 (${i})`,{where:r,cause:n,details:[s===void 0||o===void 0||o===s?`make it writable for you: chmod u+w ${$(t)}`:t===r||v(
r)!==null&&t===w(r)?`it belongs to another user (uid ${o}), as when a run was made with sudo or in a container: make it \
yours (sudo chown -R "$(id -u)" ${$(t)}), or run baton as that user`:`it belongs to another user (uid ${o}): make the st\
ore yours (sudo mkdir -p ${$(r)} && sudo chown -R "$(id -u)" ${$(v(r)===null?r:w(r))}), or run baton in a directory you \
may write in`]})}function $(r){return/^[A-Za-z0-9_./-]+$/.test(r)?r:`'${r.replaceAll("'","'\\''")}'`}function et(r){if(r.
status!=="running"||r.process===void 0)return r.status;let{pid:n,host:t,start:e}=r.process;if(t!==q())return r.status;if(e!==
void 0){let i=it(n);if(i!==void 0)return i===e?r.status:"interrupted"}try{return process.kill(n,0),r.status}catch(i){return h(
i,"ESRCH")?"interrupted":r.status}}function it(r){let n;try{n=(0,m.readFileSync)("/proc/sys/kernel/random/boot_id","utf8").
trim()}catch{return}let t;try{t=(0,m.readFileSync)(`/proc/${r}/stat`,"utf8")}catch{return""}let e=t.slice(t.lastIndexOf(
")")+2).split(" ");return`${n}/${e[19]??""}`}function st(r,n){let t=Math.max(0,Math.min(n,r.length)),e=r.charCodeAt(t-1);return e>=55296&&e<=56319&&t--,r.slice(0,t)}
function pt(r,n){if(r.length<=n)return r;let t=st(r,n-1),e=t.length;if(!/\s/.test(r.charAt(e))){let i=t.search(/\s\S*$/);
i>=t.length/2&&(e=i)}return`${t.slice(0,e).trimEnd()}\u2026`}export{U as a,et as b,it as c,st as d,pt as e};

import{A as _,B as p,b as C,l as k,v as A,x as w}from"./chunk-AIV2KSH5.js";import{n as E,o as P,r as T}from"./chunk-22N64GVF.js";
import{b as d,c as R}from"./chunk-BXL4BL7Z.js";import{q as S,r as b,v}from"./chunk-JZBPCCZQ.js";import{a as Y}from"./chunk-5A7QKWCT.js";
import{d as X}from"./chunk-3NR5HZ6E.js";function Q(n,r){let t=Math.max(0,Math.min(r,n.length)),e=n.charCodeAt(t-1);return e>=55296&&e<=56319&&t--,n.slice(0,t)}function at(n,r){
if(n.length<=r)return n;let t=Q(n,r-1),e=t.length;if(!/\s/.test(n.charAt(e))){let s=t.search(/\s\S*$/);s>=t.length/2&&(e=
s)}return`${t.slice(0,e).trimEnd()}\u2026`}var y=X(Y(),1);import{lstat as Z,mkdir as F,open as q,readdir as G}from"node:fs/promises";import{hostname as K}from"node:os";
import{dirname as m,join as f,normalize as V,resolve as tt,sep as M}from"node:path";var I="latest",D=5,W=16*1024*1024,j=16*1024,rt="00000000-0000-0000",U=50,x=class n{rootDir;#t;constructor(r,t={}){this.rootDir=
tt(r),this.#t=t.random??Math.random}static forProject(r,t){return new n(f(r,b),t)}async createRun(r){let t=new Date(r.started_at);
if(r.id!==void 0&&!p(r.id))throw new d("run-id-invalid",`"${r.id}" is not a run id (like 20261121-1305-ab12)`,{where:this.
rootDir});J({...r,id:r.id??rt}),await F(this.rootDir,{recursive:!0}).catch(e=>{throw w(e,"EEXIST","ENOTDIR")?H(this.rootDir):
z(this.rootDir,e)});for(let e=1;e<=U;e++){let s=r.id??_(t,this.#t);try{await F(f(this.rootDir,s))}catch(i){if(!w(i,"EEXI\
ST"))throw z(this.rootDir,i);if(r.id!==void 0)throw new d("run-exists",`run ${s} exists already; a run id is never reuse\
d`,{where:this.rootDir});continue}return await this.writeSummary({...r,id:s}),new A(f(this.rootDir,s))}throw new R(`no f\
ree run id found in ${U} tries under ${this.rootDir}`)}async open(r){return new A(f(this.rootDir,await this.resolve(r)))}async writeSummary(r){
let t=J(r);if(!p(t.id)||!await B(f(this.rootDir,t.id)))throw await this.#r(t.id);let e=f(this.rootDir,t.id,S),s=`${JSON.
stringify(t,null,2)}
`;try{await C(e,t.status==="running"?nt(s):s)}catch(i){if(!w(i,"ENOSPC","EDQUOT"))throw i;await et(e,t,i)}}async readSummary(r){
let t=await this.resolve(r),e=f(this.rootDir,t,S),s=`it is run ${t}'s summary: put it back from a copy, or remove the ru\
n: rm -r ${$(f(this.rootDir,t))}`,i=(c,h=[])=>new d("run-invalid",c,{where:e,details:[...h,s]}),o=await P(e,W).catch(c=>{
throw i(T(c))});if(o.kind==="missing")throw i("is missing");if(o.kind==="not-regular")throw i(`is not a regular file (it\
 is ${o.what})`);if(o.kind==="too-large")throw i(`is ${o.size} bytes, more than a run summary can be`);let u;try{u=JSON.
parse(new TextDecoder().decode(o.bytes))}catch(c){throw i(`is not valid JSON (${c.message})`)}let a=k.safeParse(u);if(!a.
success){let{issues:c}=a.error;throw i("is not a baton run summary",[...c.slice(0,5).map(h=>`${E(h.path.filter(g=>typeof g!=
"symbol"))}: ${h.message}`),...c.length>5?[`\u2026 and ${c.length-5} more`]:[]])}if(a.data.id!==t)throw i(`describes run\
 ${a.data.id}, not ${t}`);return a.data}async readSummaryOrProblem(r){try{return await this.readSummary(r)}catch(t){if(t instanceof
d&&t.code==="run-invalid")return t;throw t}}async listRuns(){let r;try{r=(await G(this.rootDir,{withFileTypes:!0})).filter(
o=>o.isDirectory()&&p(o.name)).map(o=>o.name)}catch(i){if(w(i,"ENOENT"))return[];throw w(i,"ENOTDIR")?H(this.rootDir):i}
let t=i=>i.slice(0,13),e=new Map;for(let i of r)e.set(t(i),(e.get(t(i))??0)+1);let s=new Map;for(let i of r)e.get(t(i))>
1&&s.set(i,await this.#e(i));return r.sort((i,o)=>{if(t(i)!==t(o))return t(i)<t(o)?1:-1;let u=s.get(i)??"",a=s.get(o)??"";
return u!==a?u<a?1:-1:i<o?1:-1})}async resolve(r){if(r===I){let[t]=await this.listRuns();if(t===void 0)throw new d("run-\
none",`no runs yet in ${this.rootDir}`,{details:[await this.runsAbove()??"start one with: baton run <workflow.yml>"]});return t}
if(p(r)&&await B(f(this.rootDir,r)))return r;throw await this.#r(r)}async#r(r){let t=await this.listRuns(),e=[];if(t.length===
0)e.push(await this.runsAbove()??"there are no runs yet; start one with: baton run <workflow.yml>");else{e.push(`recent \
runs (newest first; "${I}" is the first):`);for(let s of t.slice(0,D))e.push(`  ${await this.#n(s)}`);t.length>D&&e.push(
`  \u2026 and ${t.length-D} more`)}return new d("run-unknown",`no run ${JSON.stringify(r)} in ${this.rootDir}`,{details:e})}async runsAbove(){
let r=O(this.rootDir);if(r===null)return null;for(let t=m(r);;t=m(t)){let e=new n(f(t,b)),s=await e.listRuns().catch(()=>[]);
if(s.length>0)return`${e.rootDir} has ${s.length===1?"1 run":`${s.length} runs`}; baton reads the runs of the directory \
it is started in (where baton run writes them): cd ${t} to reach them`;if(m(t)===t)return null}}async#n(r){try{let t=await this.
readSummary(r);return`${r}  ${t.workflow}  ${st(t)}`}catch{return r}}async#e(r){try{return(await this.readSummary(r)).started_at}catch{
return""}}};function J(n){let r=k.safeParse({schema:v.run,...n});if(!r.success)throw new R(`refusing to write an invalid\
 run summary for ${n.id}: ${r.error.issues.map(t=>`${E(t.path.filter(e=>typeof e!="symbol"))}: ${t.message}`).join("; ")}`);
return r.data}function nt(n){let r=Buffer.byteLength(n);return r>=j?n:`${n}${" ".repeat(j-r-1)}
`}async function et(n,r,t){let e;try{e=await q(n,"r+")}catch{throw t}try{let s=await e.stat();if(!s.isFile()||s.size>W)throw t;
let i=await e.readFile(),o=it(r,i.length);if(o===null)throw t;try{await L(e,Buffer.concat([o,Buffer.alloc(i.length-o.length,
" ")])),await e.truncate(o.length),await e.sync()}catch(u){throw await L(e,i).then(()=>e.sync()).catch(()=>{}),u}}finally{
await e.close()}}function it(n,r){let t=l=>{let N=Buffer.from(l);return N.length<=r?N:null},e=l=>`${JSON.stringify(l)}
`,s=t(`${JSON.stringify(n,null,2)}
`)??t(e(n));if(s!==null)return s;let i=`${S} keeps no jobs: the disk was full when the run ended`,o=l=>t(e({...n,jobs:[],
reason:l===void 0?i:`${l}
${i}`}));if(n.reason===void 0)return o(void 0);let u=Array.from(n.reason),a=l=>o(`${u.slice(0,l).join("")}\u2026`),c=o(n.
reason);if(c!==null)return c;let[h,g]=[0,u.length-1];if(a(h)===null)return o(void 0);for(;h<g;){let l=Math.ceil((h+g)/2);
a(l)===null?g=l-1:h=l}return a(h)}async function L(n,r){for(let t=0;t<r.length;){let{bytesWritten:e}=await n.write(r,t,r.
length-t,t);if(e===0)throw new Error(`no byte of ${r.length-t} could be written at ${t}`);t+=e}}async function B(n){try{
return(await Z(n)).isDirectory()}catch(r){if(w(r,"ENOENT","ENOTDIR"))return!1;throw r}}function O(n){let r=`${M}${V(b)}`;
return n.endsWith(r)?n.slice(0,-r.length)||M:null}function H(n){let t=[n,m(n)].find(s=>{try{return!(0,y.lstatSync)(s).isDirectory()}catch{
return!1}})??n,e=t===n?"a directory by that name":n;return new d("store-invalid",`is not a directory; baton keeps its ru\
ns in ${e}`,{where:t,details:["move it out of the way (baton run makes the directory)"]})}function z(n,r){if(!w(r,"EACCE\
S","EPERM","EROFS"))return r;let t=n,e;for(let a=m(t);;t=a,a=m(t))try{e=(0,y.statSync)(t);break}catch{if(a===t)break}let s=r.
code;if(s==="EROFS")return new d("store-unwritable","cannot make a run: the file system is read-only",{where:n,cause:r,details:[
"run baton from a copy of the project on a file system it may write to"]});let i=process.getuid?.(),o=e?.uid,u=t===n?"th\
is directory":`${t}, where it would be made`;return new d("store-unwritable",`cannot make a run: you may not write in ${u}\
 (${s})`,{where:n,cause:r,details:[i===void 0||o===void 0||o===i?`make it writable for you: chmod u+w ${$(t)}`:t===n||O(
n)!==null&&t===m(n)?`it belongs to another user (uid ${o}), as when a run was made with sudo or in a container: make it \
yours (sudo chown -R "$(id -u)" ${$(t)}), or run baton as that user`:`it belongs to another user (uid ${o}): make the st\
ore yours (sudo mkdir -p ${$(n)} && sudo chown -R "$(id -u)" ${$(O(n)===null?n:m(n))}), or run baton in a directory you \
may write in`]})}function $(n){return/^[A-Za-z0-9_./-]+$/.test(n)?n:`'${n.replaceAll("'","'\\''")}'`}function st(n){if(n.
status!=="running"||n.process===void 0)return n.status;let{pid:r,host:t,start:e}=n.process;if(t!==K())return n.status;if(e!==
void 0){let s=ot(r);if(s!==void 0)return s===e?n.status:"interrupted"}try{return process.kill(r,0),n.status}catch(s){return w(
s,"ESRCH")?"interrupted":n.status}}function ot(n){let r;try{r=(0,y.readFileSync)("/proc/sys/kernel/random/boot_id","utf8").
trim()}catch{return}let t;try{t=(0,y.readFileSync)(`/proc/${n}/stat`,"utf8")}catch{return""}let e=t.slice(t.lastIndexOf(
")")+2).split(" ");return`${r}/${e[19]??""}`}export{Q as a,at as b,x as c,st as d,ot as e};

import{A as w,D as M,E as S,b as I,l as N,v as E,w as D,x as p,y as O}from"./chunk-PNZ5KYMB.js";import{n as k,o as x,
r as F}from"./chunk-22N64GVF.js";import{b as h,c as R}from"./chunk-BXL4BL7Z.js";import{q as $,r as b,v as U}from"./chunk-JZBPCCZQ.js";
import{a as K}from"./chunk-5A7QKWCT.js";import{d as Z}from"./chunk-3NR5HZ6E.js";var y=Z(K(),1);import{lstat as V,mkdir as _,open as tt,readdir as nt,rm as rt}from"node:fs/promises";import{hostname as et}from"node:os";
import{dirname as m,join as f,normalize as it,resolve as ot,sep as j}from"node:path";function v(r,n){return`${r} could not be written: ${P(n)}`}function P(r){let n=r?.code,t=n==="ENOSPC"?" (the disk is ful\
l)":n==="EDQUOT"?" (over the disk quota)":n==="EFBIG"?" (over the file size limit: see ulimit -f)":n==="ENOENT"?" (the r\
un's directory was removed while it ran)":"";return`${r instanceof Error?r.message:String(r)}${t}`}function wt(r,n,t){return`${r}\
: ${v(n,t)}; what came after is not in it`}var J="latest",A=5,q=16*1024*1024,H=16*1024,st="00000000-0000-0000",B=50,L=class r{rootDir;#t;constructor(n,t={}){this.rootDir=
ot(n),this.#t=t.random??Math.random}static forProject(n,t){return new r(f(n,b),t)}async createRun(n){let t=new Date(n.started_at);
if(n.id!==void 0&&!S(n.id))throw new h("run-id-invalid",`"${n.id}" is not a run id (like 20261121-1305-ab12)`,{where:this.
rootDir});W({...n,id:n.id??st}),await _(this.rootDir,{recursive:!0}).catch(e=>{throw w(e,"EEXIST","ENOTDIR")?X(this.rootDir):
Y(this.rootDir,e)});for(let e=1;e<=B;e++){let o=n.id??M(t,this.#t);try{await _(f(this.rootDir,o))}catch(i){if(!w(i,"EEXI\
ST"))throw Y(this.rootDir,i);if(n.id!==void 0)throw new h("run-exists",`run ${o} exists already; a run id is never reuse\
d`,{where:this.rootDir});continue}try{await this.writeSummary({...n,id:o})}catch(i){throw await rt(f(this.rootDir,o),{recursive:!0,
force:!0}).catch(()=>{}),ht(this.rootDir,i)}return new O(f(this.rootDir,o))}throw new R(`no free run id found in ${B} tr\
ies under ${this.rootDir}`)}async open(n){return new O(f(this.rootDir,await this.resolve(n)))}async writeSummary(n){let t=W(
n);if(!S(t.id)||!await Q(f(this.rootDir,t.id),this.rootDir))throw await this.#n(t.id);let e=f(this.rootDir,t.id,$),o=`${JSON.
stringify(t,null,2)}
`;try{await I(e,t.status==="running"?at(o):o)}catch(i){if(!w(i,"ENOSPC","EDQUOT"))throw i;await ut(e,t,i)}}async readSummary(n){
let t=await this.resolve(n),e=f(this.rootDir,t,$),o=`it is run ${t}'s summary: put it back from a copy, or remove the ru\
n: rm -r ${p(f(this.rootDir,t))}`,i=(u,d=[])=>new h("run-invalid",u,{where:e,details:[...d,o]}),s=await x(e,q).catch(u=>{
if(E(u)){let d=f(this.rootDir,t),{why:g,details:c}=D(e,u,e,{dir:d,what:"the run"});throw new h("run-unreadable",`cannot \
be read: ${g}`,{where:e,details:c,cause:u})}throw i(F(u))});if(s.kind==="missing")throw i("is missing");if(s.kind==="not\
-regular")throw i(`is not a regular file (it is ${s.what})`);if(s.kind==="too-large")throw i(`is ${s.size} bytes, more t\
han a run summary can be`);let l;try{l=JSON.parse(new TextDecoder().decode(s.bytes))}catch(u){throw i(`is not valid JSON\
 (${u.message})`)}let a=N.safeParse(l);if(!a.success){let{issues:u}=a.error;throw i("is not a baton run summary",[...u.slice(
0,5).map(d=>`${k(d.path.filter(g=>typeof g!="symbol"))}: ${d.message}`),...u.length>5?[`\u2026 and ${u.length-5} more`]:
[]])}if(a.data.id!==t)throw i(`describes run ${a.data.id}, not ${t}`);return a.data}async readSummaryOrProblem(n){try{return await this.
readSummary(n)}catch(t){if(t instanceof h&&t.code==="run-invalid")return t;throw t}}async listRuns(){let n;try{n=(await nt(
this.rootDir,{withFileTypes:!0})).filter(s=>s.isDirectory()&&S(s.name)).map(s=>s.name)}catch(i){if(w(i,"ENOENT"))return[];
throw w(i,"ENOTDIR")?X(this.rootDir):E(i)?G(this.rootDir,this.rootDir,i):i}let t=i=>i.slice(0,13),e=new Map;for(let i of n)
e.set(t(i),(e.get(t(i))??0)+1);let o=new Map;for(let i of n)e.get(t(i))>1&&o.set(i,await this.#e(i));return n.sort((i,s)=>{
if(t(i)!==t(s))return t(i)<t(s)?1:-1;let l=o.get(i)??"",a=o.get(s)??"";return l!==a?l<a?1:-1:i<s?1:-1})}async resolve(n){
if(n===J){let[t]=await this.listRuns();if(t===void 0)throw new h("run-none",`no runs yet in ${this.rootDir}`,{details:[await this.
runsAbove()??"start one with: baton run <workflow.yml>"]});return t}if(S(n)&&await Q(f(this.rootDir,n),this.rootDir))return n;
throw await this.#n(n)}async#n(n){let t=await this.listRuns(),e=[];if(t.length===0)e.push(await this.runsAbove()??"there\
 are no runs yet; start one with: baton run <workflow.yml>");else{e.push(`recent runs (newest first; "${J}" is the first\
):`);for(let o of t.slice(0,A))e.push(`  ${await this.#r(o)}`);t.length>A&&e.push(`  \u2026 and ${t.length-A} more`)}return new h(
"run-unknown",`no run ${JSON.stringify(n)} in ${this.rootDir}`,{details:e})}async runsAbove(){let n=T(this.rootDir);if(n===
null)return null;for(let t=m(n);;t=m(t)){let e=new r(f(t,b)),o=await e.listRuns().catch(()=>[]);if(o.length>0)return`${e.
rootDir} has ${o.length===1?"1 run":`${o.length} runs`}; baton reads the runs of the directory it is started in (where b\
aton run writes them): cd ${t} to reach them`;if(m(t)===t)return null}}async#r(n){try{let t=await this.readSummary(n);return`${n}\
  ${t.workflow}  ${lt(t)}`}catch{return n}}async#e(n){try{return(await this.readSummary(n)).started_at}catch{return""}}};
function W(r){let n=N.safeParse({schema:U.run,...r});if(!n.success)throw new R(`refusing to write an invalid run summary\
 for ${r.id}: ${n.error.issues.map(t=>`${k(t.path.filter(e=>typeof e!="symbol"))}: ${t.message}`).join("; ")}`);return n.
data}function at(r){let n=Buffer.byteLength(r);return n>=H?r:`${r}${" ".repeat(H-n-1)}
`}async function ut(r,n,t){let e;try{e=await tt(r,"r+")}catch{throw t}try{let o=await e.stat();if(!o.isFile()||o.size>q)
throw t;let i=await e.readFile(),s=ct(n,i.length);if(s===null)throw t;try{await z(e,Buffer.concat([s,Buffer.alloc(i.length-
s.length," ")])),await e.truncate(s.length),await e.sync()}catch(l){throw await z(e,i).then(()=>e.sync()).catch(()=>{}),
l}}finally{await e.close()}}function ct(r,n){let t=c=>{let C=Buffer.from(c);return C.length<=n?C:null},e=c=>`${JSON.stringify(
c)}
`,o=t(`${JSON.stringify(r,null,2)}
`)??t(e(r));if(o!==null)return o;let i=`${$} keeps no jobs: the disk was full when the run ended`,s=c=>t(e({...r,jobs:[],
reason:c===void 0?i:`${c}
${i}`}));if(r.reason===void 0)return s(void 0);let l=Array.from(r.reason),a=c=>s(`${l.slice(0,c).join("")}\u2026`),u=s(r.
reason);if(u!==null)return u;let[d,g]=[0,l.length-1];if(a(d)===null)return s(void 0);for(;d<g;){let c=Math.ceil((d+g)/2);
a(c)===null?g=c-1:d=c}return a(d)}async function z(r,n){for(let t=0;t<n.length;){let{bytesWritten:e}=await r.write(n,t,n.
length-t,t);if(e===0)throw new Error(`no byte of ${n.length-t} could be written at ${t}`);t+=e}}async function Q(r,n){try{
return(await V(r)).isDirectory()}catch(t){if(w(t,"ENOENT","ENOTDIR"))return!1;throw E(t)?G(n,r,t):t}}function G(r,n,t){let{
why:e,details:o}=D(n,t,r,{dir:r,what:"the store"});return new h("store-unreadable",`cannot be read: ${e}`,{where:r,details:o,
cause:t})}function ht(r,n){return typeof n?.code!="string"?n:new h("store-unwritable",`cannot make a run: ${v(`its ${$}`,
n)}`,{where:r,cause:n,details:[w(n,"ENOSPC","EDQUOT")?"nothing of the run was kept: make room, then start it again":"not\
hing of the run was kept"]})}function T(r){let n=`${j}${it(b)}`;return r.endsWith(n)?r.slice(0,-n.length)||j:null}function X(r){
let t=[r,m(r)].find(o=>{try{return!(0,y.lstatSync)(o).isDirectory()}catch{return!1}})??r,e=t===r?"a directory by that na\
me":r;return new h("store-invalid",`is not a directory; baton keeps its runs in ${e}`,{where:t,details:["move it out of \
the way (baton run makes the directory)"]})}function Y(r,n){if(w(n,"ENOSPC","EDQUOT"))return new h("store-unwritable",`c\
annot make a run: its directory could not be made: ${P(n)}`,{where:r,cause:n,details:["make room, then start it again"]});
if(!w(n,"EACCES","EPERM","EROFS"))return n;let t=r,e;for(let a=m(t);;t=a,a=m(t))try{e=(0,y.statSync)(t);break}catch{if(a===
t)break}let o=n.code;if(o==="EROFS")return new h("store-unwritable","cannot make a run: the file system is read-only",{where:r,
cause:n,details:["run baton from a copy of the project on a file system it may write to"]});let i=process.getuid?.(),s=e?.
uid,l=t===r?"this directory":`${t}, where it would be made`;return new h("store-unwritable",`cannot make a run: you may \
not write in ${l} (${o})`,{where:r,cause:n,details:[i===void 0||s===void 0||s===i?`make it writable for you: chmod u+w ${p(
t)}`:t===r||T(r)!==null&&t===m(r)?`it belongs to another user (uid ${s}), as when a run was made with sudo or in a conta\
iner: make it yours (sudo chown -R "$(id -u)" ${p(t)}), or run baton as that user`:`it belongs to another user (uid ${s}\
): make the store yours (sudo mkdir -p ${p(r)} && sudo chown -R "$(id -u)" ${p(T(r)===null?r:m(r))}), or run baton in a \
directory you may write in`]})}function lt(r){if(r.status!=="running"||r.process===void 0)return r.status;let{pid:n,host:t,
start:e}=r.process;if(t!==et())return r.status;if(e!==void 0){let o=dt(n);if(o!==void 0)return o===e?r.status:"interrupt\
ed"}try{return process.kill(n,0),r.status}catch(o){return w(o,"ESRCH")?"interrupted":r.status}}function dt(r){let n;try{
n=(0,y.readFileSync)("/proc/sys/kernel/random/boot_id","utf8").trim()}catch{return}let t;try{t=(0,y.readFileSync)(`/proc\
/${r}/stat`,"utf8")}catch{return""}let e=t.slice(t.lastIndexOf(")")+2).split(" ");return e[0]==="Z"||e[0]==="X"?"":`${n}\
/${e[19]??""}`}function ft(r,n){let t=Math.max(0,Math.min(n,r.length)),e=r.charCodeAt(t-1);return e>=55296&&e<=56319&&t--,r.slice(0,t)}
function Tt(r,n){if(r.length<=n)return r;let t=ft(r,n-1),e=t.length;if(!/\s/.test(r.charAt(e))){let o=t.search(/\s\S*$/);
o>=t.length/2&&(e=o)}return`${t.slice(0,e).trimEnd()}\u2026`}export{v as a,wt as b,L as c,lt as d,dt as e,ft as f,Tt as g};

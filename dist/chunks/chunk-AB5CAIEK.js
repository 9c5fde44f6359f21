import{A as d,D as I,E as p,b as x,l as N,v as b,w as D,x as y,y as O}from"./chunk-VBLL5SZM.js";import{n as k,o as U}from"./chunk-G6IW7IQF.js";
import{b as u,c as R}from"./chunk-BXL4BL7Z.js";import{q as l,r as S,v as F}from"./chunk-JZBPCCZQ.js";import{
a as K}from"./chunk-5A7QKWCT.js";import{d as G}from"./chunk-3NR5HZ6E.js";function V(r,n){let t=Math.max(0,Math.min(n,r.length)),e=r.charCodeAt(t-1);return e>=55296&&e<=56319&&t--,r.slice(0,t)}function wt(r,n){
if(r.length<=n)return r;let t=V(r,n-1),e=t.length;if(!/\s/.test(r.charAt(e))){let i=t.search(/\s\S*$/);i>=t.length/2&&(e=
i)}return`${t.slice(0,e).trimEnd()}\u2026`}var g=G(K(),1);import{lstat as Z,mkdir as M,open as tt,readdir as nt,rm as rt}from"node:fs/promises";import{hostname as et}from"node:os";
import{dirname as f,join as w,normalize as it,resolve as ot,sep as _}from"node:path";function v(r,n){return`${r} could not be written: ${A(n)}`}function A(r){let n=r?.code,t=n==="ENOSPC"?" (the disk is ful\
l)":n==="EDQUOT"?" (over the disk quota)":n==="EFBIG"?" (over the file size limit: see ulimit -f)":n==="ENOENT"?" (the r\
un's directory was removed while it ran)":"";return`${r instanceof Error?r.message:String(r)}${t}`}function mt(r,n,t){return`${r}\
: ${v(n,t)}; what came after is not in it`}var j="latest",P=5,Y=16*1024*1024,J=16*1024,st="00000000-0000-0000",H=50,B=class r{rootDir;#t;constructor(n,t={}){this.rootDir=
ot(n),this.#t=t.random??Math.random}static forProject(n,t){return new r(w(n,S),t)}async createRun(n){let t=new Date(n.started_at);
if(n.id!==void 0&&!p(n.id))throw new u("run-id-invalid",`"${n.id}" is not a run id (like 20261121-1305-ab12)`,{where:this.
rootDir});L({...n,id:n.id??st}),await M(this.rootDir,{recursive:!0}).catch(e=>{throw d(e,"EEXIST","ENOTDIR")?Q(this.rootDir):
X(this.rootDir,e)});for(let e=1;e<=H;e++){let i=n.id??I(t,this.#t);try{await M(w(this.rootDir,i))}catch(o){if(!d(o,"EEXI\
ST"))throw X(this.rootDir,o);if(n.id!==void 0)throw new u("run-exists",`run ${i} exists already; a run id is never reuse\
d`,{where:this.rootDir});continue}try{await this.writeSummary({...n,id:i})}catch(o){throw await rt(w(this.rootDir,i),{recursive:!0,
force:!0}).catch(()=>{}),ht(this.rootDir,o)}return new O(w(this.rootDir,i))}throw new R(`no free run id found in ${H} tr\
ies under ${this.rootDir}`)}async open(n){return new O(w(this.rootDir,await this.resolve(n)))}async writeSummary(n){let t=L(
n);if(!p(t.id)||!await z(w(this.rootDir,t.id),this.rootDir))throw await this.#n(t.id);let e=w(this.rootDir,t.id,l),i=`${JSON.
stringify(t,null,2)}
`;try{await x(e,t.status==="running"?at(i):i)}catch(o){if(!d(o,"ENOSPC","EDQUOT"))throw o;await ut(e,t,o)}}async readSummary(n){
let t=await this.resolve(n),e=w(this.rootDir,t,l),i=await U(e,Y).catch(a=>{if(!b(a))throw a;let c=w(this.rootDir,t),{why:$,
details:m}=D(e,a,e,{dir:c,what:"the run"});throw new u("run-unreadable",`cannot be read: ${$}`,{where:e,details:m,cause:a})});
if(i.kind==="missing")throw new u("run-invalid",`run ${t} has no ${l}`,{where:e});if(i.kind==="not-regular")throw new u(
"run-invalid",`${l} is not a regular file (it is ${i.what})`,{where:e});if(i.kind==="too-large")throw new u("run-invalid",
`${l} is ${i.size} bytes, more than a run summary can be`,{where:e});let o;try{o=JSON.parse(new TextDecoder().decode(i.bytes))}catch(a){
throw new u("run-invalid",`${l} is not valid JSON: ${a.message}`,{where:e})}let s=N.safeParse(o);if(!s.success)throw new u(
"run-invalid",`${l} is not a baton run summary`,{where:e,details:s.error.issues.map(a=>`${k(a.path.filter(c=>typeof c!="\
symbol"))}: ${a.message}`)});if(s.data.id!==t)throw new u("run-invalid",`${l} describes run ${s.data.id}, not ${t}`,{where:e});
return s.data}async listRuns(){let n;try{n=(await nt(this.rootDir,{withFileTypes:!0})).filter(s=>s.isDirectory()&&p(s.name)).
map(s=>s.name)}catch(o){if(d(o,"ENOENT"))return[];throw d(o,"ENOTDIR")?Q(this.rootDir):b(o)?q(this.rootDir,this.rootDir,
o):o}let t=o=>o.slice(0,13),e=new Map;for(let o of n)e.set(t(o),(e.get(t(o))??0)+1);let i=new Map;for(let o of n)e.get(t(
o))>1&&i.set(o,await this.#e(o));return n.sort((o,s)=>{if(t(o)!==t(s))return t(o)<t(s)?1:-1;let a=i.get(o)??"",c=i.get(s)??
"";return a!==c?a<c?1:-1:o<s?1:-1})}async resolve(n){if(n===j){let[t]=await this.listRuns();if(t===void 0)throw new u("r\
un-none",`no runs yet in ${this.rootDir}`,{details:[await this.runsAbove()??"start one with: baton run <workflow.yml>"]});
return t}if(p(n)&&await z(w(this.rootDir,n),this.rootDir))return n;throw await this.#n(n)}async#n(n){let t=await this.listRuns(),
e=[];if(t.length===0)e.push(await this.runsAbove()??"there are no runs yet; start one with: baton run <workflow.yml>");else{
e.push(`recent runs (newest first; "${j}" is the first):`);for(let i of t.slice(0,P))e.push(`  ${await this.#r(i)}`);t.length>
P&&e.push(`  \u2026 and ${t.length-P} more`)}return new u("run-unknown",`no run ${JSON.stringify(n)} in ${this.rootDir}`,
{details:e})}async runsAbove(){let n=T(this.rootDir);if(n===null)return null;for(let t=f(n);;t=f(t)){let e=new r(w(t,S)),
i=await e.listRuns().catch(()=>[]);if(i.length>0)return`${e.rootDir} has ${i.length===1?"1 run":`${i.length} runs`}; bat\
on reads the runs of the directory it is started in (where baton run writes them): cd ${t} to reach them`;if(f(t)===t)return null}}async#r(n){
try{let t=await this.readSummary(n);return`${n}  ${t.workflow}  ${lt(t)}`}catch{return n}}async#e(n){try{return(await this.
readSummary(n)).started_at}catch{return""}}};function L(r){let n=N.safeParse({schema:F.run,...r});if(!n.success)throw new R(
`refusing to write an invalid run summary for ${r.id}: ${n.error.issues.map(t=>`${k(t.path.filter(e=>typeof e!="symbol"))}\
: ${t.message}`).join("; ")}`);return n.data}function at(r){let n=Buffer.byteLength(r);return n>=J?r:`${r}${" ".repeat(J-
n-1)}
`}async function ut(r,n,t){let e;try{e=await tt(r,"r+")}catch{throw t}try{let i=await e.stat();if(!i.isFile()||i.size>Y)
throw t;let o=await e.readFile(),s=ct(n,o.length);if(s===null)throw t;try{await W(e,Buffer.concat([s,Buffer.alloc(o.length-
s.length," ")])),await e.truncate(s.length),await e.sync()}catch(a){throw await W(e,o).then(()=>e.sync()).catch(()=>{}),
a}}finally{await e.close()}}function ct(r,n){let t=h=>{let C=Buffer.from(h);return C.length<=n?C:null},e=h=>`${JSON.stringify(
h)}
`,i=t(`${JSON.stringify(r,null,2)}
`)??t(e(r));if(i!==null)return i;let o=`${l} keeps no jobs: the disk was full when the run ended`,s=h=>t(e({...r,jobs:[],
reason:h===void 0?o:`${h}
${o}`}));if(r.reason===void 0)return s(void 0);let a=Array.from(r.reason),c=h=>s(`${a.slice(0,h).join("")}\u2026`),$=s(r.
reason);if($!==null)return $;let[m,E]=[0,a.length-1];if(c(m)===null)return s(void 0);for(;m<E;){let h=Math.ceil((m+E)/2);
c(h)===null?E=h-1:m=h}return c(m)}async function W(r,n){for(let t=0;t<n.length;){let{bytesWritten:e}=await r.write(n,t,n.
length-t,t);if(e===0)throw new Error(`no byte of ${n.length-t} could be written at ${t}`);t+=e}}async function z(r,n){try{
return(await Z(r)).isDirectory()}catch(t){if(d(t,"ENOENT","ENOTDIR"))return!1;throw b(t)?q(n,r,t):t}}function q(r,n,t){let{
why:e,details:i}=D(n,t,r,{dir:r,what:"the store"});return new u("store-unreadable",`cannot be read: ${e}`,{where:r,details:i,
cause:t})}function ht(r,n){return typeof n?.code!="string"?n:new u("store-unwritable",`cannot make a run: ${v(`its ${l}`,
n)}`,{where:r,cause:n,details:[d(n,"ENOSPC","EDQUOT")?"nothing of the run was kept: make room, then start it again":"not\
hing of the run was kept"]})}function T(r){let n=`${_}${it(S)}`;return r.endsWith(n)?r.slice(0,-n.length)||_:null}function Q(r){
let t=[r,f(r)].find(i=>{try{return!(0,g.lstatSync)(i).isDirectory()}catch{return!1}})??r,e=t===r?"a directory by that na\
me":r;return new u("store-invalid",`is not a directory; baton keeps its runs in ${e}`,{where:t,details:["move it out of \
the way (baton run makes the directory)"]})}function X(r,n){if(d(n,"ENOSPC","EDQUOT"))return new u("store-unwritable",`c\
annot make a run: its directory could not be made: ${A(n)}`,{where:r,cause:n,details:["make room, then start it again"]});
if(!d(n,"EACCES","EPERM","EROFS"))return n;let t=r,e;for(let c=f(t);;t=c,c=f(t))try{e=(0,g.statSync)(t);break}catch{if(c===
t)break}let i=n.code;if(i==="EROFS")return new u("store-unwritable","cannot make a run: the file system is read-only",{where:r,
cause:n,details:["run baton from a copy of the project on a file system it may write to"]});let o=process.getuid?.(),s=e?.
uid,a=t===r?"this directory":`${t}, where it would be made`;return new u("store-unwritable",`cannot make a run: you may \
not write in ${a} (${i})`,{where:r,cause:n,details:[o===void 0||s===void 0||s===o?`make it writable for you: chmod u+w ${y(
t)}`:t===r||T(r)!==null&&t===f(r)?`it belongs to another user (uid ${s}), as when a run was made with sudo or in a conta\
iner: make it yours (sudo chown -R "$(id -u)" ${y(t)}), or run baton as that user`:`it belongs to another user (uid ${s}\
): make the store yours (sudo mkdir -p ${y(r)} && sudo chown -R "$(id -u)" ${y(T(r)===null?r:f(r))}), or run baton in a \
directory you may write in`]})}function lt(r){if(r.status!=="running"||r.process===void 0)return r.status;let{pid:n,host:t,
start:e}=r.process;if(t!==et())return r.status;if(e!==void 0){let i=dt(n);if(i!==void 0)return i===e?r.status:"interrupt\
ed"}try{return process.kill(n,0),r.status}catch(i){return d(i,"ESRCH")?"interrupted":r.status}}function dt(r){let n;try{
n=(0,g.readFileSync)("/proc/sys/kernel/random/boot_id","utf8").trim()}catch{return}let t;try{t=(0,g.readFileSync)(`/proc\
/${r}/stat`,"utf8")}catch{return""}let e=t.slice(t.lastIndexOf(")")+2).split(" ");return`${n}/${e[19]??""}`}export{v as a,mt as b,V as c,wt as d,B as e,lt as f,dt as g};

import{B as f,E as j,F as S,b as _,l as D,v as E,x as N,y,z as O}from"./chunk-RDWP7FPM.js";import{n as R,o as I,r as M}from"./chunk-VQUK3X66.js";
import{b as h,c as k,d as U,i as x}from"./chunk-DLONVVOM.js";import{q as $,r as b,v as F}from"./chunk-DFBKRPZ5.js";
import{a as tt}from"./chunk-5A7QKWCT.js";import{d as V}from"./chunk-3NR5HZ6E.js";var g=V(tt(),1);import{lstat as rt,mkdir as J,open as nt,readdir as et,rm as it}from"node:fs/promises";import{hostname as ot}from"node:os";
import{dirname as m,join as d,normalize as st,resolve as at,sep as H}from"node:path";function v(n,r){return`${n} could not be written: ${P(r)}`}function P(n){let r=n?.code,t=r==="ENOSPC"?" (the disk is ful\
l)":r==="EDQUOT"?" (over the disk quota)":r==="EFBIG"?" (over the file size limit: see ulimit -f)":r==="ENOENT"?" (the r\
un's directory was removed while it ran)":"";return`${n instanceof Error?n.message:String(n)}${t}`}function gt(n,r,t){return`${n}\
: ${v(r,t)}; what came after is not in it`}var L="latest",A=5,Z=16*1024*1024,B=16*1024,ut="00000000-0000-0000",W=50,z=class n{rootDir;#t;constructor(r,t={}){this.rootDir=
at(r),this.#t=t.random??Math.random}static forProject(r,t){return new n(d(r,b),t)}async createRun(r){let t=new Date(r.started_at);
if(r.id!==void 0&&!S(r.id))throw new h("run-id-invalid",`"${r.id}" is not a run id (like 20261121-1305-ab12)`,{where:this.
rootDir});Q({...r,id:r.id??ut}),await J(this.rootDir,{recursive:!0}).catch(e=>{throw f(e,"EEXIST","ENOTDIR")?q(this.rootDir):
G(this.rootDir,e)});for(let e=1;e<=W;e++){let o=r.id??j(t,this.#t);try{await J(d(this.rootDir,o))}catch(i){if(!f(i,"EEXI\
ST"))throw G(this.rootDir,i);if(r.id!==void 0)throw new h("run-exists",`run ${o} exists already; a run id is never reuse\
d`,{where:this.rootDir});continue}try{await this.writeSummary({...r,id:o})}catch(i){throw await it(d(this.rootDir,o),{recursive:!0,
force:!0}).catch(()=>{}),dt(this.rootDir,i)}return new O(d(this.rootDir,o))}throw new k(`no free run id found in ${W} tr\
ies under ${this.rootDir}`)}async open(r){return new O(d(this.rootDir,await this.resolve(r)))}async writeSummary(r){let t=Q(
r);if(!S(t.id)||!await Y(d(this.rootDir,t.id),this.rootDir))throw await this.#r(t.id);let e=d(this.rootDir,t.id,$),o=`${JSON.
stringify(t,null,2)}
`;try{await _(e,t.status==="running"?ct(o):o)}catch(i){if(!f(i,"ENOSPC","EDQUOT"))throw i;await lt(e,t,i)}}async readSummary(r){
let t=await this.resolve(r),e=d(this.rootDir,t,$),o=`it is run ${t}'s summary: put it back from a copy, or remove the ru\
n: rm -r ${y(d(this.rootDir,t))}`,i=(u,w=[])=>new h("run-invalid",u,{where:e,details:[...w,o]}),s=await I(e,Z).catch(u=>{
throw E(u)?N("run-unreadable",e,u,e,{dir:d(this.rootDir,t),what:"the run"}):i(M(u))});if(s.kind==="missing")throw i("is \
missing");if(s.kind==="not-regular")throw i(`is not a regular file (it is ${s.what})`);if(s.kind==="too-large")throw i(`\
is ${s.size} bytes, more than a run summary can be`);let c;try{c=JSON.parse(new TextDecoder().decode(s.bytes))}catch(u){
throw i(`is not valid JSON (${x(u.message)})`)}let a=D.safeParse(c);if(!a.success){let{issues:u}=a.error;throw i("is not\
 a baton run summary",[...u.slice(0,5).map(w=>`${R(w.path.filter(p=>typeof p!="symbol"))}: ${w.message}`),...u.length>5?
[`\u2026 and ${u.length-5} more`]:[]])}if(a.data.id!==t)throw i(`describes run ${a.data.id}, not ${t}`);return a.data}async readSummaryOrProblem(r){
try{return await this.readSummary(r)}catch(t){if(t instanceof h&&t.code==="run-invalid")return t;throw t}}async listRuns(){
let r;try{r=(await et(this.rootDir,{withFileTypes:!0})).filter(s=>s.isDirectory()&&S(s.name)).map(s=>s.name)}catch(i){if(f(
i,"ENOENT"))return[];throw f(i,"ENOTDIR")?q(this.rootDir):E(i)?K(this.rootDir,this.rootDir,i):i}let t=i=>i.slice(0,13),e=new Map;
for(let i of r)e.set(t(i),(e.get(t(i))??0)+1);let o=new Map;for(let i of r)e.get(t(i))>1&&o.set(i,await this.#e(i));return r.
sort((i,s)=>{if(t(i)!==t(s))return t(i)<t(s)?1:-1;let c=o.get(i)??"",a=o.get(s)??"";return c!==a?c<a?1:-1:i<s?1:-1})}async resolve(r){
if(r===L){let[t]=await this.listRuns();if(t===void 0)throw new h("run-none",`no runs yet in ${this.rootDir}`,{details:[await this.
runsAbove()??"start one with: baton run <workflow.yml>"]});return t}if(S(r)&&await Y(d(this.rootDir,r),this.rootDir))return r;
throw await this.#r(r)}async#r(r){let t=await this.listRuns(),e=[];if(t.length===0)e.push(await this.runsAbove()??"there\
 are no runs yet; start one with: baton run <workflow.yml>");else{e.push(`recent runs (newest first; "${L}" is the first\
):`);for(let o of t.slice(0,A))e.push(`  ${await this.#n(o)}`);t.length>A&&e.push(`  \u2026 and ${t.length-A} more`)}return new h(
"run-unknown",`no run ${JSON.stringify(r)} in ${this.rootDir}`,{details:e})}async runsAbove(){let r=T(this.rootDir);if(r===
null)return null;for(let t=m(r);;t=m(t)){let e=new n(d(t,b)),o=await e.listRuns().catch(()=>[]);if(o.length>0)return`${e.
rootDir} has ${o.length===1?"1 run":`${o.length} runs`}; baton reads the runs of the directory it is started in (where b\
aton run writes them): cd ${t} to reach them`;if(m(t)===t)return null}}async#n(r){try{let t=await this.readSummary(r);return`${r}\
  ${t.workflow}  ${ft(t)}`}catch{return r}}async#e(r){try{return(await this.readSummary(r)).started_at}catch{return""}}};
function Q(n){let r=D.safeParse({schema:F.run,...n});if(!r.success)throw new k(`refusing to write an invalid run summary\
 for ${n.id}: ${r.error.issues.map(t=>`${R(t.path.filter(e=>typeof e!="symbol"))}: ${t.message}`).join("; ")}`);return r.
data}function ct(n){let r=Buffer.byteLength(n);return r>=B?n:`${n}${" ".repeat(B-r-1)}
`}async function lt(n,r,t){let e;try{e=await nt(n,"r+")}catch{throw t}try{let o=await e.stat();if(!o.isFile()||o.size>Z)
throw t;let i=await e.readFile(),s=ht(r,i.length);if(s===null)throw t;try{await X(e,Buffer.concat([s,Buffer.alloc(i.length-
s.length," ")])),await e.truncate(s.length),await e.sync()}catch(c){throw await X(e,i).then(()=>e.sync()).catch(()=>{}),
c}}finally{await e.close()}}function ht(n,r){let t=l=>{let C=Buffer.from(l);return C.length<=r?C:null},e=l=>`${JSON.stringify(
l)}
`,o=t(`${JSON.stringify(n,null,2)}
`)??t(e(n));if(o!==null)return o;let i=`${$} keeps no jobs: the disk was full when the run ended`,s=l=>t(e({...n,jobs:[],
reason:l===void 0?i:`${l}
${i}`}));if(n.reason===void 0)return s(void 0);let c=Array.from(n.reason),a=l=>s(`${c.slice(0,l).join("")}\u2026`),u=s(n.
reason);if(u!==null)return u;let[w,p]=[0,c.length-1];if(a(w)===null)return s(void 0);for(;w<p;){let l=Math.ceil((w+p)/2);
a(l)===null?p=l-1:w=l}return a(w)}async function X(n,r){for(let t=0;t<r.length;){let{bytesWritten:e}=await n.write(r,t,r.
length-t,t);if(e===0)throw new Error(`no byte of ${r.length-t} could be written at ${t}`);t+=e}}async function Y(n,r){try{
return(await rt(n)).isDirectory()}catch(t){if(f(t,"ENOENT","ENOTDIR"))return!1;throw E(t)?K(r,n,t):t}}function K(n,r,t){
return N("store-unreadable",r,t,n,{dir:n,what:"the store"})}function dt(n,r){return typeof r?.code!="string"?r:new h("st\
ore-unwritable",`cannot make a run: ${v(`its ${$}`,r)}`,{where:n,cause:r,details:[f(r,"ENOSPC","EDQUOT")?"nothing of the\
 run was kept: make room, then start it again":"nothing of the run was kept"]})}function T(n){let r=`${H}${st(b)}`;return n.
endsWith(r)?n.slice(0,-r.length)||H:null}function q(n){let t=[n,m(n)].find(o=>{try{return!(0,g.lstatSync)(o).isDirectory()}catch{
return!1}})??n,e=t===n?"a directory by that name":n;return new h("store-invalid",`is not a directory; baton keeps its ru\
ns in ${e}`,{where:t,details:["move it out of the way (baton run makes the directory)"]})}function G(n,r){if(f(r,"ENOSPC",
"EDQUOT"))return new h("store-unwritable",`cannot make a run: its directory could not be made: ${P(r)}`,{where:n,cause:r,
details:["make room, then start it again"]});if(!f(r,"EACCES","EPERM","EROFS"))return r;let t=n,e;for(let a=m(t);;t=a,a=
m(t))try{e=(0,g.statSync)(t);break}catch{if(a===t)break}let o=r.code;if(o==="EROFS")return new h("store-unwritable","can\
not make a run: the file system is read-only",{where:n,cause:r,details:["run baton from a copy of the project on a file \
system it may write to"]});let i=process.getuid?.(),s=e?.uid,c=t===n?"this directory":`${t}, where it would be made`;return new h(
"store-unwritable",`cannot make a run: you may not write in ${c} (${o})`,{where:n,cause:r,details:[i===void 0||s===void 0||
s===i?`make it writable for you: chmod u+w ${y(t)}`:t===n||T(n)!==null&&t===m(n)?`it belongs to another user (uid ${s}),\
 as when a run was made with sudo or in a container: make it yours (sudo chown -R "$(id -u)" ${y(t)}), or run baton as t\
hat user`:`it belongs to another user (uid ${s}): make the store yours (sudo mkdir -p ${y(n)} && sudo chown -R "$(id -u)\
" ${y(T(n)===null?n:m(n))}), or run baton in a directory you may write in`]})}function Ut(n,r){return{id:n,status:"unrea\
dable",error:U(r).split(`
`)[0]}}function ft(n){if(n.status!=="running"||n.process===void 0)return n.status;let{pid:r,host:t,start:e}=n.process;if(t!==
ot())return n.status;if(e!==void 0){let o=wt(r);if(o!==void 0)return o===e?n.status:"interrupted"}try{return process.kill(
r,0),n.status}catch(o){return f(o,"ESRCH")?"interrupted":n.status}}function wt(n){let r;try{r=(0,g.readFileSync)("/proc/\
sys/kernel/random/boot_id","utf8").trim()}catch{return}let t;try{t=(0,g.readFileSync)(`/proc/${n}/stat`,"utf8")}catch{return""}
let e=t.slice(t.lastIndexOf(")")+2).split(" ");return e[0]==="Z"||e[0]==="X"?"":`${r}/${e[19]??""}`}function mt(n,r){let t=Math.max(0,Math.min(r,n.length)),e=n.charCodeAt(t-1);return e>=55296&&e<=56319&&t--,n.slice(0,t)}
function Ft(n,r){if(n.length<=r)return n;let t=mt(n,r-1),e=t.length;if(!/\s/.test(n.charAt(e))){let o=t.search(/\s\S*$/);
o>=t.length/2&&(e=o)}return`${t.slice(0,e).trimEnd()}\u2026`}export{v as a,gt as b,z as c,Ut as d,ft as e,wt as f,mt as g,Ft as h};

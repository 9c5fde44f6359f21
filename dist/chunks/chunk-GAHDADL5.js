import{A as m,B as N,E as d,H as j,I as $,b as M,n as D,x as E,z as O}from"./chunk-KCTSY3G6.js";import{n as k,o as _,
r as I}from"./chunk-VQUK3X66.js";import{b as h,c as R,d as C,i as U}from"./chunk-DLONVVOM.js";import{q as y,
r as b,v as F}from"./chunk-DFBKRPZ5.js";import{a as rt}from"./chunk-5A7QKWCT.js";import{d as nt}from"./chunk-3NR5HZ6E.js";var g=nt(rt(),1);import{lstat as et,mkdir as H,open as it,readdir as st,rm as ot}from"node:fs/promises";import{hostname as G}from"node:os";
import{dirname as w,join as S,normalize as at,resolve as ut,sep as J}from"node:path";function v(r,t){return`${r} could not be written: ${P(t)}`}function P(r){let t=r?.code,n=t==="ENOSPC"?" (the disk is ful\
l)":t==="EDQUOT"?" (over the disk quota)":t==="EFBIG"?" (over the file size limit: see ulimit -f)":t==="ENOENT"?" (the r\
un's directory was removed while it ran)":"";return`${r instanceof Error?r.message:String(r)}${n}`}function yt(r,t,n){return`${r}\
: ${v(t,n)}; what came after is not in it`}var L="latest",A=5,K=16*1024*1024,z=16*1024,ct="00000000-0000-0000",B=50,W=class r{rootDir;#t;constructor(t,n={}){this.rootDir=
ut(t),this.#t=n.random??Math.random}static forProject(t,n){return new r(S(t,b),n)}async createRun(t){let n=new Date(t.started_at);
if(t.id!==void 0&&!$(t.id))throw new h("run-id-invalid",`"${t.id}" is not a run id (like 20261121-1305-ab12)`,{where:this.
rootDir});Q({...t,id:t.id??ct}),await H(this.rootDir,{recursive:!0}).catch(e=>{throw d(e,"EEXIST","ENOTDIR")?Z(this.rootDir):
q(this.rootDir,e)});for(let e=1;e<=B;e++){let s=t.id??j(n,this.#t);try{await H(this.runDir(s))}catch(i){if(!d(i,"EEXIST"))
throw q(this.rootDir,i);if(t.id!==void 0)throw new h("run-exists",`run ${s} exists already; a run id is never reused`,{where:this.
rootDir});continue}try{await this.writeSummary({...t,id:s})}catch(i){throw await ot(this.runDir(s),{recursive:!0,force:!0}).
catch(()=>{}),ft(this.rootDir,i)}return new N(this.runDir(s))}throw new R(`no free run id found in ${B} tries under ${this.
rootDir}`)}runDir(t){return S(this.rootDir,t)}async open(t){return new N(this.runDir(await this.resolve(t)))}async writeSummary(t){
let n=Q(t);if(!$(n.id)||!await Y(this.runDir(n.id),this.rootDir))throw await this.#n(n.id);let e=S(this.runDir(n.id),y),
s=`${JSON.stringify(n,null,2)}
`;try{await M(e,n.status==="running"?lt(s):s)}catch(i){if(!d(i,"ENOSPC","EDQUOT"))throw i;await ht(e,n,i)}}async readSummary(t){
let n=await this.resolve(t),e=S(this.runDir(n),y),s=`it is run ${n}'s summary: put it back from a copy, or remove the ru\
n: rm -r ${m(this.runDir(n))}`,i=(u,f=[])=>new h("run-invalid",u,{where:e,details:[...f,s]}),o=await _(e,K).catch(u=>{throw E(
u)?O("run-unreadable",e,u,e,{dir:this.runDir(n),what:"the run"}):i(I(u))});if(o.kind==="missing")throw i("is missing");if(o.
kind==="not-regular")throw i(`is not a regular file (it is ${o.what})`);if(o.kind==="too-large")throw i(`is ${o.size} by\
tes, more than a run summary can be`);let c;try{c=JSON.parse(new TextDecoder().decode(o.bytes))}catch(u){throw i(`is not\
 valid JSON (${U(u.message)})`)}let a=D.safeParse(c);if(!a.success){let{issues:u}=a.error;throw i("is not a baton run su\
mmary",[...u.slice(0,5).map(f=>`${k(f.path.filter(p=>typeof p!="symbol"))}: ${f.message}`),...u.length>5?[`\u2026 and ${u.
length-5} more`]:[]])}if(a.data.id!==n)throw i(`describes run ${a.data.id}, not ${n}`);return a.data}async readSummaryOrProblem(t){
try{return await this.readSummary(t)}catch(n){if(n instanceof h&&n.code==="run-invalid")return n;throw n}}async listRuns(){
let t;try{t=(await st(this.rootDir,{withFileTypes:!0})).filter(o=>o.isDirectory()&&$(o.name)).map(o=>o.name)}catch(i){if(d(
i,"ENOENT"))return[];throw d(i,"ENOTDIR")?Z(this.rootDir):E(i)?V(this.rootDir,this.rootDir,i):i}let n=i=>i.slice(0,13),e=new Map;
for(let i of t)e.set(n(i),(e.get(n(i))??0)+1);let s=new Map;for(let i of t)e.get(n(i))>1&&s.set(i,await this.#e(i));return t.
sort((i,o)=>{if(n(i)!==n(o))return n(i)<n(o)?1:-1;let c=s.get(i)??"",a=s.get(o)??"";return c!==a?c<a?1:-1:i<o?1:-1})}async resolve(t){
if(t===L){let[n]=await this.listRuns();if(n===void 0)throw new h("run-none",`no runs yet in ${this.rootDir}`,{details:[await this.
runsAbove()??"start one with: baton run <workflow.yml>"]});return n}if($(t)&&await Y(this.runDir(t),this.rootDir))return t;
throw await this.#n(t)}async#n(t){let n=await this.listRuns(),e=[];if(n.length===0)e.push(await this.runsAbove()??"there\
 are no runs yet; start one with: baton run <workflow.yml>");else{e.push(`recent runs (newest first; "${L}" is the first\
):`);for(let s of n.slice(0,A))e.push(`  ${await this.#r(s)}`);n.length>A&&e.push(`  \u2026 and ${n.length-A} more`)}return new h(
"run-unknown",`no run ${JSON.stringify(t)} in ${this.rootDir}`,{details:e})}async runsAbove(){let t=T(this.rootDir);if(t===
null)return null;for(let n=w(t);;n=w(n)){let e=new r(S(n,b)),s=await e.listRuns().catch(()=>[]);if(s.length>0)return`${e.
rootDir} has ${s.length===1?"1 run":`${s.length} runs`}; baton reads the runs of the directory it is started in (where b\
aton run writes them): cd ${n} to reach them`;if(w(n)===n)return null}}async#r(t){try{let n=await this.readSummary(t);return`${t}\
  ${n.workflow}  ${tt(n)}`}catch{return t}}async#e(t){try{return(await this.readSummary(t)).started_at}catch{return""}}};
function Q(r){let t=D.safeParse({schema:F.run,...r});if(!t.success)throw new R(`refusing to write an invalid run summary\
 for ${r.id}: ${t.error.issues.map(n=>`${k(n.path.filter(e=>typeof e!="symbol"))}: ${n.message}`).join("; ")}`);return t.
data}function lt(r){let t=Buffer.byteLength(r);return t>=z?r:`${r}${" ".repeat(z-t-1)}
`}async function ht(r,t,n){let e;try{e=await it(r,"r+")}catch{throw n}try{let s=await e.stat();if(!s.isFile()||s.size>K)
throw n;let i=await e.readFile(),o=dt(t,i.length);if(o===null)throw n;try{await X(e,Buffer.concat([o,Buffer.alloc(i.length-
o.length," ")])),await e.truncate(o.length),await e.sync()}catch(c){throw await X(e,i).then(()=>e.sync()).catch(()=>{}),
c}}finally{await e.close()}}function dt(r,t){let n=l=>{let x=Buffer.from(l);return x.length<=t?x:null},e=l=>`${JSON.stringify(
l)}
`,s=n(`${JSON.stringify(r,null,2)}
`)??n(e(r));if(s!==null)return s;let i=`${y} keeps no jobs: the disk was full when the run ended`,o=l=>n(e({...r,jobs:[],
reason:l===void 0?i:`${l}
${i}`}));if(r.reason===void 0)return o(void 0);let c=Array.from(r.reason),a=l=>o(`${c.slice(0,l).join("")}\u2026`),u=o(r.
reason);if(u!==null)return u;let[f,p]=[0,c.length-1];if(a(f)===null)return o(void 0);for(;f<p;){let l=Math.ceil((f+p)/2);
a(l)===null?p=l-1:f=l}return a(f)}async function X(r,t){for(let n=0;n<t.length;){let{bytesWritten:e}=await r.write(t,n,t.
length-n,n);if(e===0)throw new Error(`no byte of ${t.length-n} could be written at ${n}`);n+=e}}async function Y(r,t){try{
return(await et(r)).isDirectory()}catch(n){if(d(n,"ENOENT","ENOTDIR"))return!1;throw E(n)?V(t,r,n):n}}function V(r,t,n){
return O("store-unreadable",t,n,r,{dir:r,what:"the store"})}function ft(r,t){return typeof t?.code!="string"?t:new h("st\
ore-unwritable",`cannot make a run: ${v(`its ${y}`,t)}`,{where:r,cause:t,details:[d(t,"ENOSPC","EDQUOT")?"nothing of the\
 run was kept: make room, then start it again":"nothing of the run was kept"]})}function T(r){let t=`${J}${at(b)}`;return r.
endsWith(t)?r.slice(0,-t.length)||J:null}function Z(r){let n=[r,w(r)].find(s=>{try{return!(0,g.lstatSync)(s).isDirectory()}catch{
return!1}})??r,e=n===r?"a directory by that name":r;return new h("store-invalid",`is not a directory; baton keeps its ru\
ns in ${e}`,{where:n,details:["move it out of the way (baton run makes the directory)"]})}function q(r,t){if(d(t,"ENOSPC",
"EDQUOT"))return new h("store-unwritable",`cannot make a run: its directory could not be made: ${P(t)}`,{where:r,cause:t,
details:["make room, then start it again"]});if(!d(t,"EACCES","EPERM","EROFS"))return t;let n=r,e;for(let a=w(n);;n=a,a=
w(n))try{e=(0,g.statSync)(n);break}catch{if(a===n)break}let s=t.code;if(s==="EROFS")return new h("store-unwritable","can\
not make a run: the file system is read-only",{where:r,cause:t,details:["run baton from a copy of the project on a file \
system it may write to"]});let i=process.getuid?.(),o=e?.uid,c=n===r?"this directory":`${n}, where it would be made`;return new h(
"store-unwritable",`cannot make a run: you may not write in ${c} (${s})`,{where:r,cause:t,details:[i===void 0||o===void 0||
o===i?`make it writable for you: chmod u+w ${m(n)}`:n===r||T(r)!==null&&n===w(r)?`it belongs to another user (uid ${o}),\
 as when a run was made with sudo or in a container: make it yours (sudo chown -R "$(id -u)" ${m(n)}), or run baton as t\
hat user`:`it belongs to another user (uid ${o}): make the store yours (sudo mkdir -p ${m(r)} && sudo chown -R "$(id -u)\
" ${m(T(r)===null?r:w(r))}), or run baton in a directory you may write in`]})}function Ut(r,t){return{id:r,status:"unrea\
dable",error:C(t).split(`
`)[0]}}function tt(r){if(r.status!=="running"||r.process===void 0)return r.status;let{pid:t,host:n,start:e}=r.process;if(n!==
G())return r.status;if(e!==void 0){let s=mt(t);if(s!==void 0)return s===e?r.status:"interrupted"}try{return process.kill(
t,0),r.status}catch(s){return d(s,"ESRCH")?"interrupted":r.status}}function wt(r){if(r.status!=="running"||r.process===void 0)
return null;let{host:t}=r.process;return t===G()?null:/^[A-Za-z0-9][A-Za-z0-9._-]{0,252}$/.test(t)?t:JSON.stringify(t)}function Ft(r){
let t=wt(r);return t===null?tt(r):`${r.status} (on host ${t})`}function _t(r,t){return`run ${r} is running on host ${t},\
 as its ${y} says`}function It(r,t,n="remove it"){return`baton cannot see the processes of ${r} from here; if ${r} is go\
ne (a container since removed, say), the run will never end: ${n}: rm -r ${m(t)}`}function mt(r){let t;try{t=(0,g.readFileSync)(
"/proc/sys/kernel/random/boot_id","utf8").trim()}catch{return}let n;try{n=(0,g.readFileSync)(`/proc/${r}/stat`,"utf8")}catch{
return""}let e=n.slice(n.lastIndexOf(")")+2).split(" ");return e[0]==="Z"||e[0]==="X"?"":`${t}/${e[19]??""}`}function gt(r,t){let n=Math.max(0,Math.min(t,r.length)),e=r.charCodeAt(n-1);return e>=55296&&e<=56319&&n--,r.slice(0,n)}
function jt(r,t){if(r.length<=t)return r;let n=gt(r,t-1),e=n.length;if(!/\s/.test(r.charAt(e))){let s=n.search(/\s\S*$/);
s>=n.length/2&&(e=s)}return`${n.slice(0,e).trimEnd()}\u2026`}export{v as a,yt as b,W as c,Ut as d,tt as e,wt as f,Ft as g,_t as h,It as i,mt as j,gt as k,jt as l};

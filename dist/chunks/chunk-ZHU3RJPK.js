import{A as m,B as P,E as h,H as z,I as S,b as I,n as R,x as N,z as D}from"./chunk-OTIZIJOI.js";import{n as $,o as J,
r as M}from"./chunk-W3W44F6T.js";import{b as _,d as l,e as O,f as F,k}from"./chunk-4X335366.js";import{q as y,
r as E,v as j}from"./chunk-DFBKRPZ5.js";import{a as it}from"./chunk-5A7QKWCT.js";import{d as et}from"./chunk-3NR5HZ6E.js";var g=et(it(),1);import{lstat as st,mkdir as H,open as ot,readdir as at,rm as ut}from"node:fs/promises";import{hostname as V}from"node:os";
import{dirname as w,join as b,normalize as ct,resolve as lt,sep as L}from"node:path";function kt(n,t,r,e){let s;try{s=JSON.parse(n)}catch(u){throw new l(e.code,`is not valid JSON (${k(u.message)}); ${e.fix}`,
{where:r})}let i=t.safeParse(s),o=i.success?null:v(s,i.error.issues);if(o!==null&&(i=t.safeParse(o)),i.success)return i.
data;throw new l(e.code,`does not hold ${e.what}; ${e.fix}`,{where:r,details:i.error.issues.slice(0,5).map(u=>`${$(u.path.
filter(a=>typeof a!="symbol"))||"(the file)"}: ${u.message}`)})}function v(n,t){if(!t.every(e=>e.code==="unrecognized_ke\
ys"))return null;let r=structuredClone(n);for(let e of t){let s=r;for(let i of e.path)s=s?.[i];if(s===null||typeof s!="o\
bject"||e.code!=="unrecognized_keys")return null;for(let i of e.keys)delete s[i]}return r}function A(n,t){return`${n} could not be written: ${T(t)}`}function T(n){return n?.code==="ENOENT"?`${n instanceof Error?
n.message:String(n)} (the run's directory was removed while it ran)`:_(n)}function Nt(n,t,r){return`${n}: ${A(t,r)}; wha\
t came after is not in it`}var B="latest",x=5,tt=16*1024*1024,W=16*1024,dt="00000000-0000-0000",Z=50,Q=class n{rootDir;#t;constructor(t,r={}){this.
rootDir=lt(t),this.#t=r.random??Math.random}static forProject(t,r){return new n(b(t,E),r)}async createRun(t){let r=new Date(
t.started_at);if(t.id!==void 0&&!S(t.id))throw new l("run-id-invalid",`"${t.id}" is not a run id (like 20261121-1305-ab1\
2)`,{where:this.rootDir});X({...t,id:t.id??dt}),await H(this.rootDir,{recursive:!0}).catch(e=>{throw h(e,"EEXIST","ENOTD\
IR")?q(this.rootDir):G(this.rootDir,e)});for(let e=1;e<=Z;e++){let s=t.id??z(r,this.#t);try{await H(this.runDir(s))}catch(i){
if(!h(i,"EEXIST"))throw G(this.rootDir,i);if(t.id!==void 0)throw new l("run-exists",`run ${s} exists already; a run id i\
s never reused`,{where:this.rootDir});continue}try{await this.writeSummary({...t,id:s})}catch(i){throw await ut(this.runDir(
s),{recursive:!0,force:!0}).catch(()=>{}),mt(this.rootDir,i)}return new P(this.runDir(s))}throw new O(`no free run id fo\
und in ${Z} tries under ${this.rootDir}`)}runDir(t){return b(this.rootDir,t)}async open(t){return new P(this.runDir(await this.
resolve(t)))}async writeSummary(t){let r=X(t);if(!S(r.id)||!await K(this.runDir(r.id),this.rootDir))throw await this.#r(
r.id);let e=b(this.runDir(r.id),y),s=`${JSON.stringify(r,null,2)}
`;try{await I(e,r.status==="running"?ht(s):s)}catch(i){if(!h(i,"ENOSPC","EDQUOT"))throw i;await ft(e,r,i)}}async readSummary(t){
let r=await this.resolve(t),e=b(this.runDir(r),y),s=`it is run ${r}'s summary: put it back from a copy, or remove the ru\
n: rm -r ${m(this.runDir(r))}`,i=(c,f=[])=>new l("run-invalid",c,{where:e,details:[...f,s]}),o=await J(e,tt).catch(c=>{throw N(
c)?D("run-unreadable",e,c,e,{dir:this.runDir(r),what:"the run"}):i(M(c))});if(o.kind==="missing")throw i("is missing");if(o.
kind==="not-regular")throw i(`is not a regular file (it is ${o.what})`);if(o.kind==="too-large")throw i(`is ${o.size} by\
tes, more than a run summary can be`);let u;try{u=JSON.parse(new TextDecoder().decode(o.bytes))}catch(c){throw i(`is not\
 valid JSON (${k(c.message)})`)}let a=R.safeParse(u),p=a.success?null:v(u,a.error.issues);if(p!==null&&(a=R.safeParse(p)),
!a.success){let{issues:c}=a.error;throw i("is not a baton run summary",[...c.slice(0,5).map(f=>`${$(f.path.filter(d=>typeof d!=
"symbol"))}: ${f.message}`),...c.length>5?[`\u2026 and ${c.length-5} more`]:[]])}if(a.data.id!==r)throw i(`describes run\
 ${a.data.id}, not ${r}`);return a.data}async readSummaryOrProblem(t){try{return await this.readSummary(t)}catch(r){if(r instanceof
l&&r.code==="run-invalid")return r;throw r}}async listRuns(){let t;try{t=(await at(this.rootDir,{withFileTypes:!0})).filter(
o=>o.isDirectory()&&S(o.name)).map(o=>o.name)}catch(i){if(h(i,"ENOENT"))return[];throw h(i,"ENOTDIR")?q(this.rootDir):N(
i)?rt(this.rootDir,this.rootDir,i):i}let r=i=>i.slice(0,13),e=new Map;for(let i of t)e.set(r(i),(e.get(r(i))??0)+1);let s=new Map;
for(let i of t)e.get(r(i))>1&&s.set(i,await this.#e(i));return t.sort((i,o)=>{if(r(i)!==r(o))return r(i)<r(o)?1:-1;let u=s.
get(i)??"",a=s.get(o)??"";return u!==a?u<a?1:-1:i<o?1:-1})}async resolve(t){if(t===B){let[r]=await this.listRuns();if(r===
void 0)throw new l("run-none",`no runs yet in ${this.rootDir}`,{details:[await this.runsAbove()??"start one with: baton \
run <workflow.yml>"]});return r}if(S(t)&&await K(this.runDir(t),this.rootDir))return t;throw await this.#r(t)}async#r(t){
let r=await this.listRuns(),e=[];if(r.length===0)e.push(await this.runsAbove()??"there are no runs yet; start one with: \
baton run <workflow.yml>");else{e.push(`recent runs (newest first; "${B}" is the first):`);for(let s of r.slice(0,x))e.push(
`  ${await this.#n(s)}`);r.length>x&&e.push(`  \u2026 and ${r.length-x} more`)}return new l("run-unknown",`no run ${JSON.
stringify(t)} in ${this.rootDir}`,{details:e})}async runsAbove(){let t=C(this.rootDir);if(t===null)return null;for(let r=w(
t);;r=w(r)){let e=new n(b(r,E)),s=await e.listRuns().catch(()=>[]);if(s.length>0)return`${e.rootDir} has ${s.length===1?
"1 run":`${s.length} runs`}; baton reads the runs of the directory it is started in (where baton run writes them): cd ${r}\
 to reach them`;if(w(r)===r)return null}}async#n(t){try{let r=await this.readSummary(t);return`${t}  ${r.workflow}  ${nt(
r)}`}catch{return t}}async#e(t){try{return(await this.readSummary(t)).started_at}catch{return""}}};function X(n){let t=R.
safeParse({schema:j.run,...n});if(!t.success)throw new O(`refusing to write an invalid run summary for ${n.id}: ${t.error.
issues.map(r=>`${$(r.path.filter(e=>typeof e!="symbol"))}: ${r.message}`).join("; ")}`);return t.data}function ht(n){let t=Buffer.
byteLength(n);return t>=W?n:`${n}${" ".repeat(W-t-1)}
`}async function ft(n,t,r){let e;try{e=await ot(n,"r+")}catch{throw r}try{let s=await e.stat();if(!s.isFile()||s.size>tt)
throw r;let i=await e.readFile(),o=wt(t,i.length);if(o===null)throw r;try{await Y(e,Buffer.concat([o,Buffer.alloc(i.length-
o.length," ")])),await e.truncate(o.length),await e.sync()}catch(u){throw await Y(e,i).then(()=>e.sync()).catch(()=>{}),
u}}finally{await e.close()}}function wt(n,t){let r=d=>{let U=Buffer.from(d);return U.length<=t?U:null},e=d=>`${JSON.stringify(
d)}
`,s=r(`${JSON.stringify(n,null,2)}
`)??r(e(n));if(s!==null)return s;let i=`${y} keeps no jobs: the disk was full when the run ended`,o=d=>r(e({...n,jobs:[],
reason:d===void 0?i:`${d}
${i}`}));if(n.reason===void 0)return o(void 0);let u=Array.from(n.reason),a=d=>o(`${u.slice(0,d).join("")}\u2026`),p=o(n.
reason);if(p!==null)return p;let[c,f]=[0,u.length-1];if(a(c)===null)return o(void 0);for(;c<f;){let d=Math.ceil((c+f)/2);
a(d)===null?f=d-1:c=d}return a(c)}async function Y(n,t){for(let r=0;r<t.length;){let{bytesWritten:e}=await n.write(t,r,t.
length-r,r);if(e===0)throw new Error(`no byte of ${t.length-r} could be written at ${r}`);r+=e}}async function K(n,t){try{
return(await st(n)).isDirectory()}catch(r){if(h(r,"ENOENT","ENOTDIR"))return!1;throw N(r)?rt(t,n,r):r}}function rt(n,t,r){
return D("store-unreadable",t,r,n,{dir:n,what:"the store"})}function mt(n,t){return typeof t?.code!="string"?t:new l("st\
ore-unwritable",`cannot make a run: ${A(`its ${y}`,t)}`,{where:n,cause:t,details:[h(t,"ENOSPC","EDQUOT")?"nothing of the\
 run was kept: make room, then start it again":"nothing of the run was kept"]})}function C(n){let t=`${L}${ct(E)}`;return n.
endsWith(t)?n.slice(0,-t.length)||L:null}function q(n){let r=[n,w(n)].find(s=>{try{return!(0,g.lstatSync)(s).isDirectory()}catch{
return!1}})??n,e=r===n?"a directory by that name":n;return new l("store-invalid",`is not a directory; baton keeps its ru\
ns in ${e}`,{where:r,details:["move it out of the way (baton run makes the directory)"]})}function G(n,t){if(h(t,"ENOSPC",
"EDQUOT"))return new l("store-unwritable",`cannot make a run: its directory could not be made: ${T(t)}`,{where:n,cause:t,
details:["make room, then start it again"]});if(!h(t,"EACCES","EPERM","EROFS"))return t;let r=n,e;for(let a=w(r);;r=a,a=
w(r))try{e=(0,g.statSync)(r);break}catch{if(a===r)break}let s=t.code;if(s==="EROFS")return new l("store-unwritable","can\
not make a run: the file system is read-only",{where:n,cause:t,details:["run baton from a copy of the project on a file \
system it may write to"]});let i=process.getuid?.(),o=e?.uid,u=r===n?"this directory":`${r}, where it would be made`;return new l(
"store-unwritable",`cannot make a run: you may not write in ${u} (${s})`,{where:n,cause:t,details:[i===void 0||o===void 0||
o===i?`make it writable for you: chmod u+w ${m(r)}`:r===n||C(n)!==null&&r===w(n)?`it belongs to another user (uid ${o}),\
 as when a run was made with sudo or in a container: make it yours (sudo chown -R "$(id -u)" ${m(r)}), or run baton as t\
hat user`:`it belongs to another user (uid ${o}): make the store yours (sudo mkdir -p ${m(n)} && sudo chown -R "$(id -u)\
" ${m(C(n)===null?n:w(n))}), or run baton in a directory you may write in`]})}function Lt(n,t){return{id:n,status:"unrea\
dable",error:F(t).split(`
`)[0]}}function nt(n){if(n.status!=="running"||n.process===void 0)return n.status;let{pid:t,host:r,start:e}=n.process;if(r!==
V())return n.status;if(e!==void 0){let s=yt(t);if(s!==void 0)return s===e?n.status:"interrupted"}try{return process.kill(
t,0),n.status}catch(s){return h(s,"ESRCH")?"interrupted":n.status}}function gt(n){if(n.status!=="running"||n.process===void 0)
return null;let{host:t}=n.process;return t===V()?null:/^[A-Za-z0-9][A-Za-z0-9._-]{0,252}$/.test(t)?t:JSON.stringify(t)}function Bt(n){
let t=gt(n);return t===null?nt(n):`${n.status} (on host ${t})`}function Wt(n,t){return`run ${n} is running on host ${t},\
 as its ${y} says`}function Zt(n,t,r="remove it"){return`baton cannot see the processes of ${n} from here; if ${n} is go\
ne (a container since removed, say), the run will never end: ${r}: rm -r ${m(t)}`}function yt(n){let t;try{t=(0,g.readFileSync)(
"/proc/sys/kernel/random/boot_id","utf8").trim()}catch{return}let r;try{r=(0,g.readFileSync)(`/proc/${n}/stat`,"utf8")}catch{
return""}let e=r.slice(r.lastIndexOf(")")+2).split(" ");return e[0]==="Z"||e[0]==="X"?"":`${t}/${e[19]??""}`}function pt(n,t){let r=Math.max(0,Math.min(t,n.length)),e=n.charCodeAt(r-1);return e>=55296&&e<=56319&&r--,n.slice(0,r)}
function Xt(n,t){if(n.length<=t)return n;let r=pt(n,t-1),e=r.length;if(!/\s/.test(n.charAt(e))){let s=r.search(/\s\S*$/);
s>=r.length/2&&(e=s)}return`${r.slice(0,e).trimEnd()}\u2026`}export{kt as a,A as b,Nt as c,Q as d,Lt as e,nt as f,gt as g,Bt as h,Wt as i,Zt as j,yt as k,pt as l,Xt as m};

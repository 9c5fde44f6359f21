import{C as T,E as F,F as y,G as rt,H as nt,N as x,O as et,R as m,U as j,V as $,a as U,c as tt,p as O}from"./chunk-HOBDLTOO.js";
import{a as q,e as V}from"./chunk-MBJEC6WV.js";import{c as P}from"./chunk-FCWOFCWY.js";import{n as E}from"./chunk-XNCTUA5G.js";
import{d as f,e as D,f as Q}from"./chunk-OKFZ7BVP.js";import{a as Rt}from"./chunk-5A7QKWCT.js";import{V as M,
q as g,r as N,v as Y}from"./chunk-LI7X5FPC.js";import{d as St}from"./chunk-3NR5HZ6E.js";import{readdir as Yt}from"node:fs/promises";import{tmpdir as qt}from"node:os";import{join as Vt}from"node:path";import{lstat as $t,readdir as B,readFile as Ut,stat as yt}from"node:fs/promises";import{tmpdir as Ft}from"node:os";import{
basename as jt,join as bt,resolve as Jt}from"node:path";import{chmod as Et,readdir as kt,rm as it}from"node:fs/promises";import{join as vt}from"node:path";async function k(n){try{
return await it(n,{recursive:!0,force:!0}),!0}catch{await ot(n).catch(()=>{});try{return await it(n,{recursive:!0,force:!0}),
!0}catch{return!1}}}async function ot(n){await Et(n,448);for(let t of await kt(n,{withFileTypes:!0}))t.isDirectory()&&await ot(
vt(n,t.name)).catch(()=>{})}var S=St(Rt(),1);import{lstat as Dt,mkdir as A,mkdtemp as Pt,open as Nt,readdir as Ot,rename as Tt,rm as z}from"node:fs/promises";
import{hostname as wt}from"node:os";import{dirname as p,join as b,normalize as xt,resolve as At,sep as st}from"node:path";function cr(n,t,r,e){let o;try{o=JSON.parse(n)}catch(u){throw new f(e.code,`is not valid JSON (${P(u.message)}); ${e.fix}`,
{where:r})}let i=t.safeParse(o),s=i.success?null:J(o,i.error.issues);if(s!==null&&(i=t.safeParse(s)),i.success)return i.
data;throw new f(e.code,`does not hold ${e.what}; ${e.fix}`,{where:r,details:i.error.issues.slice(0,5).map(u=>`${E(u.path.
filter(a=>typeof a!="symbol"))||"(the file)"}: ${u.message}`)})}function J(n,t){if(!t.every(e=>e.code==="unrecognized_ke\
ys"))return null;let r=structuredClone(n);for(let e of t){let o=r;for(let i of e.path)o=o?.[i];if(o===null||typeof o!="o\
bject"||e.code!=="unrecognized_keys")return null;for(let i of e.keys)delete o[i]}return r}var at="latest",H=5,pt=16*1024*1024,ut=16*1024,ct="00000000-0000-0000",I=50,lt=class n{rootDir;#t;constructor(t,r={}){this.
rootDir=At(t),this.#t=r.random??Math.random}static forProject(t,r){return new n(b(t,N),r)}async createRun(t){let r=new Date(
t.started_at);if(t.id!==void 0&&!$(t.id))throw new f("run-id-invalid",`"${t.id}" is not a run id (like 20261121-1305-ab1\
2)`,{where:this.rootDir});L({...t,id:t.id??ct}),await A(this.rootDir,{recursive:!0}).catch(e=>{throw m(e,"EEXIST","ENOTD\
IR")?W(this.rootDir):v(this.rootDir,e)});for(let e=1;e<=I;e++){let o=t.id??j(r,this.#t);try{await A(this.runDir(o))}catch(i){
if(!m(i,"EEXIST"))throw v(this.rootDir,i);if(t.id!==void 0)throw new f("run-exists",`run ${o} exists already; a run id i\
s never reused`,{where:this.rootDir});continue}try{await this.writeSummary({...t,id:o})}catch(i){throw await z(this.runDir(
o),{recursive:!0,force:!0}).catch(()=>{}),ht(this.rootDir,i)}return new x(this.runDir(o))}throw new D(`no free run id fo\
und in ${I} tries under ${this.rootDir}`)}async importRun(t,r,e=()=>{}){await A(this.rootDir,{recursive:!0}).catch(i=>{throw m(
i,"EEXIST","ENOTDIR")?W(this.rootDir):v(this.rootDir,i)});let o=await Pt(b(this.rootDir,mt(process.pid))).catch(i=>{throw v(
this.rootDir,i)});e(o);try{let i=await r(new x(o));L({...i,id:ct});for(let s=1;s<=I;s++){let u=j(t,this.#t);try{await A(
this.runDir(u))}catch(a){if(m(a,"EEXIST"))continue;throw v(this.rootDir,a)}try{await U(b(o,g),`${JSON.stringify(L({...i,
id:u}),null,2)}
`),await Tt(o,this.runDir(u))}catch(a){throw await z(this.runDir(u),{recursive:!0,force:!0}).catch(()=>{}),ht(this.rootDir,
a)}return e(null),u}throw new D(`no free run id found in ${I} tries under ${this.rootDir}`)}finally{await z(o,{recursive:!0,
force:!0}).catch(()=>{}),e(null)}}runDir(t){return b(this.rootDir,t)}async open(t){return new x(this.runDir(await this.resolve(
t)))}async writeSummary(t){let r=L(t);if(!$(r.id)||!await ft(this.runDir(r.id),this.rootDir))throw await this.#r(r.id);let e=b(
this.runDir(r.id),g),o=`${JSON.stringify(r,null,2)}
`;try{await U(e,r.status==="running"?It(o):o)}catch(i){if(!m(i,"ENOSPC","EDQUOT"))throw i;await Lt(e,r,i)}}async readSummary(t){
let r=await this.resolve(t),e=b(this.runDir(r),g),o=`it is run ${r}'s summary: put it back from a copy, or remove the ru\
n: rm -r ${y(this.runDir(r))}`,i=(c,l=[])=>new f("run-invalid",c,{where:e,details:[...l,o]}),s=await q(e,pt).catch(c=>{throw T(
c)?F("run-unreadable",e,c,e,{dir:this.runDir(r),what:"the run"}):i(V(c))});if(s.kind==="missing")throw i("is missing");if(s.
kind==="not-regular")throw i(`is not a regular file (it is ${s.what})`);if(s.kind==="too-large")throw i(`is ${s.size} by\
tes, more than a run summary can be`);let u;try{u=JSON.parse(new TextDecoder().decode(s.bytes))}catch(c){throw i(`is not\
 valid JSON (${P(c.message)})`)}let a=O.safeParse(u),d=a.success?null:J(u,a.error.issues);if(d!==null&&(a=O.safeParse(d)),
!a.success){let{issues:c}=a.error;throw i("is not a baton run summary",[...c.slice(0,5).map(l=>`${E(l.path.filter(w=>typeof w!=
"symbol"))}: ${l.message}`),...c.length>5?[`\u2026 and ${c.length-5} more`]:[]])}if(a.data.id!==r)throw i(`describes run\
 ${a.data.id}, not ${r}`);return a.data}async readSummaryOrProblem(t){try{return await this.readSummary(t)}catch(r){if(r instanceof
f&&r.code==="run-invalid")return r;throw r}}async listRuns(){let t;try{t=(await Ot(this.rootDir,{withFileTypes:!0})).filter(
s=>s.isDirectory()&&$(s.name)).map(s=>s.name)}catch(i){if(m(i,"ENOENT"))return[];throw m(i,"ENOTDIR")?W(this.rootDir):T(
i)?gt(this.rootDir,this.rootDir,i):i}let r=i=>i.slice(0,13),e=new Map;for(let i of t)e.set(r(i),(e.get(r(i))??0)+1);let o=new Map;
for(let i of t)e.get(r(i))>1&&o.set(i,await this.#e(i));return t.sort((i,s)=>{if(r(i)!==r(s))return r(i)<r(s)?1:-1;let u=o.
get(i)??"",a=o.get(s)??"";return u!==a?u<a?1:-1:i<s?1:-1})}async resolve(t){if(t===at){let[r]=await this.listRuns();if(r===
void 0)throw new f("run-none",`no runs yet in ${this.rootDir}`,{details:[await this.runsAbove()??"start one with: baton \
run <workflow.yml>"]});return r}if($(t)&&await ft(this.runDir(t),this.rootDir))return t;throw await this.#r(t)}async#r(t){
let r=await this.listRuns(),e=[];if(r.length===0)e.push(await this.runsAbove()??"there are no runs yet; start one with: \
baton run <workflow.yml>");else{e.push(`recent runs (newest first; "${at}" is the first):`);for(let o of r.slice(0,H))e.
push(`  ${await this.#n(o)}`);r.length>H&&e.push(`  \u2026 and ${r.length-H} more`)}return new f("run-unknown",`no run ${JSON.
stringify(t)} in ${this.rootDir}`,{details:e})}async runsAbove(){let t=X(this.rootDir);if(t===null)return null;for(let r=p(
t);;r=p(r)){let e=new n(b(r,N)),o=await e.listRuns().catch(()=>[]);if(o.length>0)return`${e.rootDir} has ${o.length===1?
"1 run":`${o.length} runs`}; baton reads the runs of the directory it is started in (where baton run writes them): cd ${r}\
 to reach them`;if(p(r)===r)return null}}async#n(t){try{let r=await this.readSummary(t);return`${t}  ${r.workflow}  ${_(
r)}`}catch{return t}}async#e(t){try{return(await this.readSummary(t)).started_at}catch{return""}}};function L(n){let t=O.
safeParse({schema:Y.run,...n});if(!t.success)throw new D(`refusing to write an invalid run summary for ${n.id}: ${t.error.
issues.map(r=>`${E(r.path.filter(e=>typeof e!="symbol"))}: ${r.message}`).join("; ")}`);return t.data}function It(n){let t=Buffer.
byteLength(n);return t>=ut?n:`${n}${" ".repeat(ut-t-1)}
`}async function Lt(n,t,r){let e;try{e=await Nt(n,"r+")}catch{throw r}try{let o=await e.stat();if(!o.isFile()||o.size>pt)
throw r;let i=await e.readFile(),s=_t(t,i.length);if(s===null)throw r;try{await dt(e,Buffer.concat([s,Buffer.alloc(i.length-
s.length," ")])),await e.truncate(s.length),await e.sync()}catch(u){throw await dt(e,i).then(()=>e.sync()).catch(()=>{}),
u}}finally{await e.close()}}function _t(n,t){let r=h=>{let K=Buffer.from(h);return K.length<=t?K:null},e=h=>`${JSON.stringify(
h)}
`,o=r(`${JSON.stringify(n,null,2)}
`)??r(e(n));if(o!==null)return o;let i=`${g} keeps no jobs: the disk was full when the run ended`,{unstored:s,...u}=n,a=h=>r(
e({...u,jobs:[],reason:h===void 0?i:`${h}
${i}`}));if(n.reason===void 0)return a(void 0);let d=Array.from(n.reason),c=h=>a(`${d.slice(0,h).join("")}\u2026`),l=a(n.
reason);if(l!==null)return l;let[w,R]=[0,d.length-1];if(c(w)===null)return a(void 0);for(;w<R;){let h=Math.ceil((w+R)/2);
c(h)===null?R=h-1:w=h}return c(w)}async function dt(n,t){for(let r=0;r<t.length;){let{bytesWritten:e}=await n.write(t,r,
t.length-r,r);if(e===0)throw new Error(`no byte of ${t.length-r} could be written at ${r}`);r+=e}}async function ft(n,t){
try{return(await Dt(n)).isDirectory()}catch(r){if(m(r,"ENOENT","ENOTDIR"))return!1;throw T(r)?gt(t,n,r):r}}function gt(n,t,r){
return F("store-unreadable",t,r,n,{dir:n,what:"the store"})}function ht(n,t){return typeof t?.code!="string"?t:new f("st\
ore-unwritable",`cannot make a run: ${rt(`its ${g}`,t)}`,{where:n,cause:t,details:[m(t,"ENOSPC","EDQUOT")?"nothing of th\
e run was kept: make room, then start it again":"nothing of the run was kept"]})}function X(n){let t=`${st}${xt(N)}`;return n.
endsWith(t)?n.slice(0,-t.length)||st:null}function W(n){let r=[n,p(n)].find(o=>{try{return!(0,S.lstatSync)(o).isDirectory()}catch{
return!1}})??n,e=r===n?"a directory by that name":n;return new f("store-invalid",`is not a directory; baton keeps its ru\
ns in ${e}`,{where:r,details:["move it out of the way (baton run makes the directory)"]})}function v(n,t){if(m(t,"ENOSPC",
"EDQUOT"))return new f("store-unwritable",`cannot make a run: its directory could not be made: ${nt(t)}`,{where:n,cause:t,
details:["make room, then start it again"]});if(!m(t,"EACCES","EPERM","EROFS"))return t;let r=n,e;for(let a=p(r);;r=a,a=
p(r))try{e=(0,S.statSync)(r);break}catch{if(a===r)break}let o=t.code;if(o==="EROFS")return new f("store-unwritable","can\
not make a run: the file system is read-only",{where:n,cause:t,details:["run baton from a copy of the project on a file \
system it may write to"]});let i=process.getuid?.(),s=e?.uid,u=r===n?"this directory":`${r}, where it would be made`;return new f(
"store-unwritable",`cannot make a run: you may not write in ${u} (${o})`,{where:n,cause:t,details:[i===void 0||s===void 0||
s===i?`make it writable for you: chmod u+w ${y(r)}`:r===n||X(n)!==null&&r===p(n)?`it belongs to another user (uid ${s}),\
 as when a run was made with sudo or in a container: make it yours (sudo chown -R "$(id -u)" ${y(r)}), or run baton as t\
hat user`:`it belongs to another user (uid ${s}): make the store yours (sudo mkdir -p ${y(n)} && sudo chown -R "$(id -u)\
" ${y(X(n)===null?n:p(n))}), or run baton in a directory you may write in`]})}function Or(n,t){return{id:n,status:"unrea\
dable",error:Q(t).split(`
`)[0]}}function _(n){if(n.status!=="running"||n.process===void 0)return n.status;let{pid:t,host:r,start:e}=n.process;if(r!==
wt())return n.status;if(e!==void 0){let o=Mt(t);if(o!==void 0)return o===e?n.status:"interrupted"}try{return process.kill(
t,0),n.status}catch(o){return m(o,"ESRCH")?"interrupted":n.status}}function Ct(n){if(n.status!=="running"||n.process===void 0)
return null;let{host:t}=n.process;return t===wt()?null:/^[A-Za-z0-9][A-Za-z0-9._-]{0,252}$/.test(t)?t:JSON.stringify(t)}
function Tr(n){let t=Ct(n);return t===null?_(n):`${n.status} (on host ${t})`}function xr(n,t){return`run ${n} is running\
 on host ${t}, as its ${g} says`}function Ar(n,t,r="remove it"){return`baton cannot see the processes of ${n} from here;\
 if ${n} is gone (a container since removed, say), the run will never end: ${r}: rm -r ${y(t)}`}function Mt(n){let t;try{
t=(0,S.readFileSync)("/proc/sys/kernel/random/boot_id","utf8").trim()}catch{return}let r;try{r=(0,S.readFileSync)(`/proc\
/${n}/stat`,"utf8")}catch{return""}let e=r.slice(r.lastIndexOf(")")+2).split(" ");return e[0]==="Z"||e[0]==="X"?"":`${t}\
/${e[19]??""}`}var zt=/^baton-run-(.+)-[A-Za-z0-9]{6}$/,Ht=2e3,Wt=1e3,Xt=50,C=new Map;function zr(n,t={}){let r=Jt(n.rootDir),e=(C.get(
r)??Promise.resolve()).then(()=>Zt(n,t)),o=e.catch(()=>{});return C.set(r,o),o.then(()=>{C.get(r)===o&&C.delete(r)}),e}async function Zt(n,t){
let r=t.tempRoot??Ft(),e;try{e=await B(r)}catch{return[]}let o=[];for(let i of e){let s=zt.exec(i)?.[1];if(s===void 0||!$(
s)||(await $t(n.runDir(s)).catch(()=>null))?.isDirectory()!==!0)continue;let u=bt(r,i);if(!await G(u))continue;let a=await Gt(
n,s,i);if(a===!1)continue;let d=[...new Set([u,...a===null?[]:[a]])],{stopped:c,running:l,looked:w}=await Kt(d,t.graceMs??
Ht),R=l.length===0&&await k(u),h=l.length===0?await Bt(n.runDir(s)):0;o.push({run:s,tempDir:u,removed:R,stopped:c,running:l,
looked:w,partial:h})}return o}function Hr(n){let t=n.tempDir,r=i=>`${i.length===1?"pid":"pids"} ${i.join(", ")}`,e=i=>i===
1?"1 process":`${i} processes`,o=[];return n.stopped.length>0&&o.push(`stopped ${e(n.stopped.length)} it left running (${r(
n.stopped)})`),n.running.length>0?o.push(`${e(n.running.length)} it left ${n.running.length===1?"is":"are"} still runnin\
g and could not be stopped (${r(n.running)}): its temp dir ${t} is kept until ${n.running.length===1?"it ends":"they end"}`):
n.removed?o.push(`removed its temp dir ${t}`):o.push(`its temp dir ${t} could not be removed: remove it yourself`),n.partial>
0&&o.push(`removed ${n.partial===1?"a write":`${n.partial} writes`} it had not finished from its records`),n.looked||o.push(
"processes it left running, if any, cannot be told apart on this system (no /proc): look for them with ps"),`run ${n.run}\
 was interrupted (its baton process is gone): ${o.join("; ")}`}async function Bt(n){let t=await B(n,{withFileTypes:!0}).
catch(()=>[]),r=0;for(let e of t)!(et(e.name)||tt(e.name))||e.isSymbolicLink()||await k(bt(n,e.name))&&r++;return r}async function G(n){
let t=await $t(n).catch(()=>null),r=process.getuid?.();return t?.isDirectory()===!0&&(r===void 0||t.uid===r)}async function Gt(n,t,r){
try{let e=await n.readSummary(t);if(_(e)!=="interrupted")return!1;let o=e.process?.temp;return o===void 0?null:jt(o)===r?
o:!1}catch{return!1}}async function Kt(n,t){let r=await Z(n);if(r===null)return{stopped:[],running:[],looked:!1};let e=r,
o=new Set,i=new Set,s=(a,d)=>{for(let c of a)try{process.kill(c,d),o.add(c)}catch(l){l.code==="EPERM"&&i.add(c)}},u=async(a,d)=>{
for(let c=Date.now()+a;e.length>0&&Date.now()<c;)await new Promise(l=>setTimeout(l,Xt)),e=await Z(n)??[],s(e.filter(l=>!o.
has(l)&&!i.has(l)),d)};return s(e,"SIGTERM"),await u(t,"SIGTERM"),e.length>0&&(e=await Z(n)??[],s(e,"SIGKILL"),await u(Wt,
"SIGKILL")),{stopped:[...o].filter(a=>!e.includes(a)).sort((a,d)=>a-d),running:[...e].sort((a,d)=>a-d),looked:!0}}async function Z(n){
let t;try{await yt("/proc/self/environ"),t=await B("/proc")}catch{return null}let r=process.getuid?.(),e=[];for(let o of t){
if(!/^[1-9][0-9]*$/.test(o))continue;let i=Number(o);if(i!==process.pid)try{if(r!==void 0&&(await yt(`/proc/${o}`)).uid!==
r)continue;let s=await Ut(`/proc/${o}/environ`,"utf8");n.some(u=>Qt(s,u))&&e.push(i)}catch{}}return e}function Qt(n,t){for(let r of n.
split("\0")){let e=r.slice(r.indexOf("=")+1);if(e===t||e.startsWith(`${t}/`))return!0}return!1}var Yr=n=>`baton-pull-${n}-`,mt=n=>`${M}pull-${n}-`,tr=/^baton-pull-(\d+)-[A-Za-z0-9]{6}$/,rr=new RegExp(`^${M.replace("\
.","\\.")}pull-(\\d+)-[A-Za-z0-9]{6}$`);async function qr(n,t=qt()){let r=[];for(let[e,o]of[[n,rr],[t,tr]]){let i=await Yt(
e).catch(()=>[]);for(let s of i){let u=o.exec(s)?.[1];if(u===void 0||nr(Number(u)))continue;let a=Vt(e,s);await G(a)&&await k(
a)&&r.push(a)}}return r}function nr(n){if(!Number.isSafeInteger(n)||n<=0)return!0;try{return process.kill(n,0),!0}catch(t){
return t.code!=="ESRCH"}}export{k as a,zr as b,Hr as c,Yr as d,qr as e,cr as f,lt as g,Or as h,_ as i,Ct as j,Tr as k,xr as l,Ar as m,Mt as n};

import{a as Ut}from"../action-chunks/chunk-JFRP4ACV.js";import{a as Bt}from"../action-chunks/chunk-2XKVWHLT.js";import{A as te,C as ee,a as Ct,
b as Nt,c as Dt,d as It,f as Lt,g as Mt,i as _t,k as jt,l as Ft,m as Vt,n as Kt,o as Xt,p as Yt,q as Qt}from"../action-chunks/chunk-GJWTRE3I.js";
import"../action-chunks/chunk-NTHMEBCW.js";import{E as zt,G as Zt,c as Pt,d as Ot,e as Rt,m as Ht,v as Jt,y as Wt,z as qt}from"../action-chunks/chunk-VD4YB7MU.js";
import"../action-chunks/chunk-SX57EKIV.js";import{b as O,d as H,e as J,f as $t,g as At,j as at}from"../action-chunks/chunk-UU6J5HJZ.js";import"../action-chunks/chunk-NIUATRKC.js";
import"../action-chunks/chunk-MRMAEUWW.js";import{a as st}from"../action-chunks/chunk-R2LRCHEZ.js";import{b as Gt}from"../action-chunks/chunk-EZNCUETU.js";
import"../action-chunks/chunk-2U7AVG3V.js";import"../action-chunks/chunk-ZEHD6RKR.js";import"../action-chunks/chunk-RRNY4VCJ.js";import"../action-chunks/chunk-PTKQTQSJ.js";
import"../action-chunks/chunk-UHTD4FAP.js";import{a as rt}from"../action-chunks/chunk-PO5EA42V.js";import{a as St,d as T,e as it,f as F}from"../action-chunks/chunk-O7UU6C5Q.js";
import{D as M,P as Et,Q as ot,d as bt,i as vt,k as xt,m as B,n as kt,o as Tt,z as U}from"../action-chunks/chunk-LYXMPV4N.js";import{
f as wt,k as nt}from"../action-chunks/chunk-DHIUKFLR.js";import"../action-chunks/chunk-SM223FN7.js";import{d as A}from"../action-chunks/chunk-A64LSPLL.js";var ae=A(rt(),1);import{execFile as _e}from"node:child_process";import{chmod as ue,lstat as ut,mkdir as de,realpath as oe,
rename as ce,rmdir as je,writeFile as Fe}from"node:fs/promises";import{isAbsolute as Be,join as x,relative as Ue,sep as He}from"node:path";var De={claude:[".claude",".mcp.json",".claude.json","CLAUDE.md","CLAUDE.local.md",".gitmodules",".ripgreprc",".husky"],
codex:[".codex","AGENTS.md","AGENTS.override.md",".agents"],gemini:[".gemini","GEMINI.md",".env"],copilot:[".github/copi\
lot",".github/hooks",".github/agents",".github/skills",".github/instructions",".github/copilot-instructions.md",".github\
/mcp.json",".mcp.json",".vscode/mcp.json",".agents",".claude","AGENTS.md","CLAUDE.md","GEMINI.md"]};function ne(n,e){let t=e.
split("/").filter(o=>o!==""&&o!=="."),r=t.map((o,s)=>t.slice(0,s+1).join("/")),i=[];for(let o of["",...r])for(let s of De[n])
i.push(o===""?s:`${o}/${s}`);return[...new Set(i)]}import{chmod as Ie,lstat as Le,readdir as Me,rm as re}from"node:fs/promises";import{join as Ge}from"node:path";async function C(n){
try{await re(n,{recursive:!0,force:!0})}catch{await ie(n),await re(n,{recursive:!0,force:!0})}}async function ie(n){if((await Le(
n).catch(()=>{}))?.isDirectory()){await Ie(n,448);for(let t of await Me(n))await ie(Ge(n,t))}}function le(n){return async(e,t)=>{let r=n.sha??"";if(!/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(r))return se;let i=await Je(
t);return i===null||i.head===r?se:We(e,t,r,i,n.reporter)}}var se=async()=>{};async function Je(n){let e=await G(n,["rev-\
parse","--show-toplevel","--absolute-git-dir"]),t=await G(n,["rev-parse","--verify","--quiet","HEAD^{commit}"]),[r,i]=e?.
toString("utf8").split(`
`)??[],o=t?.toString("utf8").trim();return!r||!i||!o?null:{top:r,gitDir:i,head:o}}async function We(n,e,t,r,i){let{cli:o}=Pt[n],
s=await oe(r.top),u=Ue(s,await oe(e));if(u.startsWith("..")||Be(u))throw new T("agent-config",`the agent's working direc\
tory is not inside the git checkout at ${r.top}; baton cannot set ${o}'s project configuration there to ${E(t)}'s`);let d=ne(
n,u.split(He).join("/")),a=x(r.gitDir,`baton-agent-config-${(0,ae.randomUUID)()}`),c=[],h=[],m=()=>Ye(s,d,c,h,a);try{for(let p of d)
await qe(s,p,a,c);let l=await Ve(s,t),g=l?await Ke(s,t,d,h):[],w=d.filter(p=>g.some(b=>b===p||b.startsWith(`${p}/`))),k=c.
map(p=>p.path).filter(p=>!w.includes(p)),y=`${o} reads its project configuration from the checkout when it starts, and t\
he checkout is at ${E(r.head)}, not at ${E(t)}, the commit this run is for`,S="put back as the checkout had them when th\
e agent ends";if(l)if(w.length>0||k.length>0){let p=[...w.length>0?[`set to ${E(t)}'s: ${w.join(", ")}`]:[],...k.length>
0?[`set aside (not at ${E(t)}): ${k.join(", ")}`]:[]];i.info(`${y}: ${p.join("; ")}; ${S}`)}else i.info(`${y}; it holds \
none of ${o}'s project configuration, nor does ${E(t)}`);else{let p=k.length>0?`; set aside: ${k.join(", ")}, ${S}`:"";i.
warning(`${y}; ${E(t)} is not in the clone, so the agent runs without any${p}. To give it ${E(t)}'s configuration, fetch\
 that commit too (actions/checkout with fetch-depth: 0); to let it read the checkout's, set ${M.trustCheckout}: true`)}}catch(l){
throw await m(),l instanceof T?l:new T("agent-config",`could not set ${o}'s project configuration to ${E(t)}'s, so the a\
gent was not started: ${l instanceof Error?l.message:String(l)}`)}return async()=>{let l=c.length>0||h.length>0,g=await m();
g.length>0?i.warning(`could not put back ${g.join(", ")} as the checkout had ${g.length===1?"it":"them"} after the agent\
 ended; what was there is kept in ${a}`):l&&i.info(`put back ${o}'s project configuration as the checkout had it`)}}async function qe(n,e,t,r){
let i=e.split("/");for(let o=1;o<=i.length;o++){let s=i.slice(0,o).join("/");if(r.some(a=>a.path===s))return;let u=await ut(
x(n,s)).catch(()=>{});if(u===void 0)return;if(o<i.length&&u.isDirectory())continue;await de(t,{recursive:!0,mode:448});let d=x(
t,String(r.length));try{await ce(x(n,s),d)}catch(a){throw new T("agent-config",`could not move ${s} aside into ${t} (${a.
code??"error"}), so the agent was not started; set ${M.trustCheckout}: true only if you trust the checkout's configurati\
on`)}r.push({path:s,kept:d});return}}async function Ve(n,e){return await G(n,["cat-file","-e",`${e}^{commit}`])!==void 0}
async function Ke(n,e,t,r){let i=await G(n,["ls-tree","-r","-z","--full-tree",e,"--",...t]);if(i===void 0)throw new Error(
`git ls-tree ${E(e)} failed`);let o=[];for(let s of i.toString("utf8").split("\0")){let u=/^(100644|100755) blob ([0-9a-f]+)\t(.+)$/s.
exec(s);if(!u)continue;let[,d,a,c]=u,h=await G(n,["cat-file","blob",a]);if(h===void 0)throw new Error(`git cat-file ${a}\
 failed`);await Xe(n,c,r),await Fe(x(n,c),h,{flag:"wx",mode:d==="100755"?493:420}),o.push(c)}return o}async function Xe(n,e,t){
let r=e.split("/").slice(0,-1);for(let i=1;i<=r.length;i++){let o=r.slice(0,i).join("/"),s=await ut(x(n,o)).catch(()=>{});
if(!s?.isDirectory()){if(s!==void 0)throw new Error(`${o} is not a directory`);await de(x(n,o)),t.push(o)}}}async function Ye(n,e,t,r,i){
let o=[],s=await Qe(n,[...e,...r,...t.map(u=>u.path)],i);try{for(let u of[...e,...r.toReversed()])await C(x(n,u)).catch(
()=>{});r.length=0;for(let u of t.toReversed())try{await C(x(n,u.path)),await ce(u.kept,x(n,u.path))}catch{o.push(u.path)}}finally{
for(let{path:u,mode:d}of s.toReversed())await ue(u,d).catch(()=>{})}return o.length===0&&await je(i).catch(()=>{}),t.length=
0,o}async function Qe(n,e,t){let r=new Set([n]);for(let o of e){let s=o.split("/").slice(0,-1);for(let u=1;u<=s.length;u++)
r.add(x(n,...s.slice(0,u)))}r.add(t);let i=[];for(let o of r){let s=await ut(o).catch(()=>{});if(!s?.isDirectory()||(s.mode&
192)===192)continue;let u=s.mode&4095;try{await ue(o,u|192),i.push({path:o,mode:u})}catch{}}return i}var E=n=>n.slice(0,
12);function G(n,e){return new Promise(t=>{_e("git",["-c","safe.directory=*","-c","core.fsmonitor=false",...e],{cwd:n,encoding:"\
buffer",maxBuffer:64*1024*1024,timeout:3e4,windowsHide:!0},(r,i)=>t(r?void 0:i))})}var R=A(st(),1);import{chmod as ze,lstat as Ze,mkdir as tn,open as en,readFile as me,stat as pe}from"node:fs/promises";import{
dirname as nn}from"node:path";var W=class{#t;#r;#e;constructor(e,t,r){this.#t=e,this.#r=t,this.#e=r}async run(e){let t=await Promise.all(this.#r.map(i=>rn(
i.name,i.path))),r=await on(t);try{return await this.#t.run(e)}finally{let i={files:[],directories:[],notPutBack:[]};for(let o of r)
await sn(o).catch(()=>!1)&&i.directories.push(o.path);for(let o of t)try{await an(o)&&i.files.push(o.name)}catch(s){i.files.
push(o.name),i.notPutBack.push({name:o.name,why:un(s)})}(i.files.length>0||i.directories.length>0)&&this.#e(i)}}};async function rn(n,e){
let t=await ge(e);if(!t?.isFile())return{name:n,path:e,file:null};let r={content:await me(e),mode:q(t),dev:t.dev,ino:t.ino};
return{name:n,path:e,file:r}}async function on(n){let e=[...new Set(n.filter(t=>t.file!==null).map(t=>nn(t.path)))];return Promise.
all(e.map(async t=>({path:t,mode:q(await pe(t))})))}async function sn(n){let e=await pe(n.path).catch(t=>{if(t.code==="E\
NOENT")return null;throw t});if(e?.isDirectory()){if(q(e)===n.mode)return!1}else await C(n.path),await tn(n.path);return await ze(
n.path,n.mode),!0}async function an(n){let{path:e,file:t}=n;if(t===null)return!1;let r=await ge(e),i=r?.isFile()===!0&&r.
dev===t.dev&&r.ino===t.ino&&q(r)===t.mode;if(i&&r.size===t.content.length&&(await me(e)).equals(t.content))return!1;if(i)
await he(e,R.constants.O_WRONLY|R.constants.O_TRUNC|fe,t.content,null);else{await C(e);let o=R.constants.O_WRONLY|R.constants.
O_CREAT|R.constants.O_EXCL|fe;await he(e,o,t.content,t.mode)}return!0}var fe=R.constants.O_NOFOLLOW??0;async function he(n,e,t,r){
let i=await en(n,e,384);try{r!==null&&await i.chmod(r),await i.writeFile(t)}finally{await i.close()}}var q=n=>n.mode&4095;
async function ge(n){try{return await Ze(n)}catch(e){if(e.code==="ENOENT")return null;throw e}}var un=n=>n instanceof Error?
n.message:String(n);var Se=A(rt(),1);var V=class{#t;#r;#e;constructor(e,t){this.#t=e,this.#r=t}arm(){clearTimeout(this.#e),this.#e=setTimeout(()=>this.#r(),this.#t),
this.#e.unref?.()}stop(){clearTimeout(this.#e),this.#e=void 0}};var N=class{#t;#r={stdout:"",stderr:""};#e=null;constructor(e){this.#t=e}push(e,t){let r=this.#r[t]+e,i=r.endsWith("\r")?
r.slice(0,-1):r,o=Math.max(i.lastIndexOf(`
`),i.lastIndexOf("\r"))+1;r.length-o>65536&&(o=r.length),this.#i(t,r.slice(0,o)),this.#r[t]=r.slice(o)}end(e){this.#i(e,
this.#r[e]),this.#r[e]=""}#i(e,t){t!==""&&(this.#e!==null&&!this.#e.ended&&this.#e.stream!==e&&this.#t(`
`,!0),this.#t(t,!1),this.#e={stream:e,ended:t.endsWith(`
`)||t.endsWith("\r")})}};var ye=64*1024,K=4096,dn=4096,dt=16,Y=class{#t;#r;#e;#i="";#n="";#o=0;#a=!1;#u;#s;constructor(e,t,r={}){this.#t=e,this.#r=
t,this.#u=r.holdWhatMayGoOn??!1,this.#s=r.quietMs===void 0?void 0:new V(r.quietMs,()=>this.flush());let i=r.hide;this.#e=
new N(o=>{this.#i+=i===void 0?o:i(o),this.#a=!0})}push(e,t){this.#a=!1,this.#e.push(e,t),this.#a&&this.#c(!1),this.#s?.arm()}flush(){
this.#c(!0)}stop(){this.#s?.stop()}end(){this.stop(),this.#e.end("stdout"),this.#e.end("stderr"),this.#i!==""&&this.#d(this.#i.
length)}#c(e){let t=this.#i;if(t==="")return;let r=e&&!(this.#u&&$t(this.#n+t,this.#t));if(!r&&t.length<this.#o&&t.length<=
ye)return;let i=O(this.#n+t,this.#t),o=i.redactions.length>0,s=X(t,t.length-1);if(r&&X(t,t.length)===t.length&&(!o||this.#l(
i.text,s))){this.#d(t.length);return}let u=At(this.#n+t,this.#t)-this.#n.length,d=o||u>=-this.#n.length?dt:1;for(let a=s;a>
0&&d>0;d--,a=X(t,a-1))if(!(u>=-this.#n.length&&a>u)){if(!o||this.#l(i.text,a)){this.#d(a);break}this.#o=t.length+Math.max(
K,t.length>>2)}for(;this.#i.length>ye;)this.#f()}#f(){let e=this.#i,t=O(this.#n+e,this.#t).text,r=dt;for(let a=e.length-
K;a>0&&r>0;a--)if(cn(e,a-1)&&(r--,this.#l(t,a))){this.#d(a);return}let i=H(this.#n+e,this.#t),o=this.#n.length,s=e.length-
K,u=0,d=i.length-1;for(r=dt;s>0&&r>0;s--){for(;d>=0&&i[d].start-o>=s;)d--;if(d>=0&&i[d].end-o>s&&(s=i[d].start-o,s<=0))break;
if(!ln(e.charCodeAt(s))&&(u||=s,r--,this.#l(t,s))){this.#d(s);return}}this.#d(u>0?u:e.length-K)}#l(e,t){return J(this.#n+
this.#i,this.#n.length+t,this.#t,e)}#d(e){let t=this.#i.slice(0,e);this.#i=this.#i.slice(e),this.#o=0;let r=O(this.#n+t,
this.#t).text,i=O(this.#n,this.#t).text,o=0;for(;o<i.length&&o<r.length&&r[o]===i[o];)o++;let s=r.lastIndexOf(ot.markerPrefix,
o-1);s>=0&&s<o&&r.indexOf(ot.markerSuffix,s)>=o&&(o=s);let u=r.slice(o),d=this.#n+t;this.#n=d.slice(X(d,d.length-1)).slice(
-dn),u!==""&&this.#r(u)}};function X(n,e){for(let t=Math.min(e,n.length)-1;t>=0;t--){let r=n.charCodeAt(t);if(r===ct||r===
we&&n.charCodeAt(t+1)!==ct)return t+1}return 0}var ct=10,we=13;function cn(n,e){let t=n.charCodeAt(e);if(fn(t)||t===27||
t>=55296&&t<=56319)return!1;if(t!==32&&t!==9)return!0;let r=e;for(;r>0&&(n.charCodeAt(r-1)===32||n.charCodeAt(r-1)===9);)
r--;let i=n.charCodeAt(r-1);return i!==ct&&i!==we}function ln(n){return n>=56320&&n<=57343}function fn(n){return n>=48&&
n<=57||n>=65&&n<=90||n>=97&&n<=122||n===43||n===47||n===61||n===95||n===45||n===46||n===37}var Q=class{#t;#r;#e;#i;constructor(e,t,r){this.#t=e,this.#r=t,this.#e=r.secrets,this.#i=r.newToken??mn}#n;async run(e){
let t={token:this.#i(),echo:new Y(this.#e,r=>{this.#r(r),t.atLineStart=r.endsWith(`
`)},{quietMs:500}),atLineStart:!0};this.#n=t,this.#r(`::stop-commands::${t.token}
`);try{return await this.#t.run({...e,onOutput:(r,i)=>{r!==""&&this.#n===t&&t.echo.push(r,i),e.onOutput?.(r,i)}})}finally{
this.endBlock()}}endBlock(){let e=this.#n;e!==void 0&&(this.#n=void 0,e.echo.end(),this.#r(`${e.atLineStart?"":`
`}::${e.token}::
`))}};function mn(){return(0,Se.randomBytes)(16).toString("hex")}var Oe=A(rt(),1),$=A(st(),1);import{tmpdir as wn}from"node:os";import{join as Sn}from"node:path";import{StringDecoder as bn}from"node:string_decoder";var pn=8;function ve(n,e,t,r){let i=n+e,o=n.length,s=H(i,t),u=s.find(c=>c.start<o&&c.end>o),d=u?u.end-o:0;if(r&&(d=be(e,
d)),!i.includes("\x1B")&&s.every(c=>c.end<=o+d))return d;let a=O(i,t).text;for(let c=0;d<e.length&&c<=pn;c++){if(J(i,o+d,
t,a))return d;d=r?be(e,d+1):gn(e,d+1)}return e.length}function be(n,e){if(e===0||n.charCodeAt(e-1)===xe)return e;let t=n.
indexOf(`
`,e);return t===-1?n.length:t+1}function gn(n,e){for(let t=e;t<=n.length;t++){let r=n.charCodeAt(t-1);if(r===xe||r===32||
r===9)return t}return n.length}var xe=10;var z=A(st(),1);function ke(){try{return(0,z.readdirSync)("/proc").filter(n=>/^\d+$/.test(n)).map(Number).filter(n=>n!==
process.pid)}catch{return null}}function Te(n){let e;try{e=(0,z.readFileSync)(`/proc/${n}/stat`,"utf8")}catch{return null}
let[t="",,r]=e.slice(e.lastIndexOf(")")+2).split(" ");return{state:t,group:Number(r)}}import{spawn as yn}from"node:child_process";var Ee=(n,e,{cwd:t,env:r})=>yn(n,e,{cwd:t,env:r,stdio:["ignore","pipe","pipe"],detached:!0});var lt={killGraceMs:5e3,maxOutputBytes:U.agentOutputBytes,drainMs:1e3};function vn(n){try{process.kill(-n,0)}catch{return!1}
let e=ke();return e===null?!0:e.some(t=>{let r=Te(t);return r!==null&&r.group===n&&r.state!=="Z"})}var Z=class{#t;#r;#e;#i;#n;#o;#a;#u;#s;#c;#f;constructor(e={}){
this.#t=e.tempDir??wn(),this.#r=e.killGraceMs??lt.killGraceMs,this.#e=e.maxOutputBytes??lt.maxOutputBytes,this.#i=e.drainMs??
lt.drainMs,this.#n=e.outputHook,this.#o=e.reuseScripts?new Map:void 0,this.#a=e.secrets??[],this.#u=e.noPathHint??"PATH \
is not set in its environment",this.#c=e.fewerJobs,this.#f=e.start??Ee,this.#s=e.tempPlace??{...Lt(this.#t),...e.fewerJobs===
void 0?{}:{fewerJobs:e.fewerJobs}}}async run(e){let t=Ct(e.shell);xn(e.cwd);let r=Nt(t,e.script),i=this.#l(t.extension,r),
o=i??Sn(this.#t,`baton-step-${(0,Oe.randomUUID)()}${t.extension}`);if(i===void 0){try{(0,$.writeFileSync)(o,r,{flag:"wx",
mode:448})}catch(s){throw s.code!=="EEXIST"&&(0,$.rmSync)(o,{force:!0}),Mt(this.#s,o,"the command's script",s)}this.#o?.
set(`${t.extension}\0${r}`,o)}this.#n?.begin?.();try{return await this.#d(t.file,Dt(t,o),e)}finally{this.#n?.end?.(),this.#o===
void 0&&(0,$.rmSync)(o,{force:!0})}}#l(e,t){let r=`${e}\0${t}`,i=this.#o?.get(r);if(i===void 0)return;let o=Buffer.from(
t),s;try{s=It(i,o.length)}catch{s={kind:"missing"}}if(s.kind==="file"&&o.equals(s.bytes))return i;this.#o?.delete(r)}#d(e,t,r){
return new Promise((i,o)=>{let s=new Date,u=new tt(this.#e),d=new tt(this.#e,{decode:vt,byteLength:xt}),a=this.#f(e,t,{cwd:r.
cwd,env:r.env}),c,h,m,l,g=!1,w=f=>{if(a.pid!==void 0)try{process.kill(-a.pid,f)}catch{}},k=()=>a.pid!==void 0&&vn(a.pid),
y,S=!1,p,b=null,D,ft=()=>{w("SIGKILL"),D=Date.now()},ht=Number.POSITIVE_INFINITY,mt=f=>{f>=ht||(ht=f,clearTimeout(c),c=setTimeout(
ft,Math.max(0,f-Date.now())),c.unref())},I=()=>{b!=="terminate"&&(b="terminate",clearTimeout(h),w("SIGTERM"),mt(Date.now()+
this.#r))},_=()=>{if(r.stop!=="interrupt"||r.kill?.aborted)return I();b===null&&(b="interrupt",w("SIGINT"),h=setTimeout(
()=>w("SIGTERM"),1.5*this.#r),h.unref(),mt(Date.now()+2*this.#r))},Ne=()=>{let f=k();return r.kill?.aborted&&D===void 0&&
f&&ft(),f&&(D===void 0||Date.now()-D<2e3)?(y??=setInterval(j,100),!1):(clearInterval(y),S?!0:p===void 0?(p=Date.now(),setTimeout(
j,this.#i).unref(),!1):Date.now()-p>=this.#i)},j=()=>{g||l===void 0||b!==null&&!Ne()||(clearInterval(y),g=!0,clearTimeout(
m),a.stdout?.destroy(),a.stderr?.destroy(),et("stdout"),et("stderr"),r.signal?.removeEventListener("abort",_),r.kill?.removeEventListener(
"abort",I),clearTimeout(c),clearTimeout(h),i({exitCode:l.code,signal:l.signal,startedAt:s,finishedAt:new Date,output:u.text(
this.#a),stdout:d.text(this.#a)}))},pt=new N((f,v)=>v?u.insert(f):u.push(f)),et=f=>pt.end(f),gt=(f,v)=>{let L=new bn("ut\
f8"),yt=P=>{pt.push(P,v),P!==""&&(this.#n?.chunk(P,v),r.onOutput?.(P,v))};f.on("data",P=>{u.wrote(P.length),v==="stdout"&&
(d.wrote(P.length),d.push(P)),yt(L.write(P))}),f.on("end",()=>{yt(L.end()),et(v)})};a.on("error",f=>{if(g)return;g=!0,r.
signal?.removeEventListener("abort",_),r.kill?.removeEventListener("abort",I);let v=f.code==="ENOENT"&&!e.includes("/")&&
!r.env.PATH,L=St(f,this.#c);o(new T("shell-failed",`could not start ${JSON.stringify(e)}: ${f.code??f.message}${L===null?
"":` (${L})`}${v?`; ${this.#u}`:""}`,{where:"shell",cause:f}))}),a.stdout&&gt(a.stdout,"stdout"),a.stderr&&gt(a.stderr,"\
stderr"),a.on("exit",(f,v)=>{l={code:f,signal:v},m=setTimeout(()=>{b===null&&(a.stdout?.destroy(),a.stderr?.destroy()),j()},
this.#i),m.unref()}),a.on("close",()=>{S=!0,j()}),a.pid!==void 0?r.onStart?.(a.pid):a.once("spawn",()=>{a.pid!==void 0&&
(r.onStart?.(a.pid),D!==void 0?w("SIGKILL"):b==="terminate"?w("SIGTERM"):b==="interrupt"&&w("SIGINT"))}),r.kill?.aborted?
I():r.kill?.addEventListener("abort",I,{once:!0}),r.signal&&(r.signal.aborted?_():r.signal.addEventListener("abort",_,{once:!0}))})}};
function xn(n){let e;try{e=(0,$.statSync)(n)}catch{e=void 0}if(!e?.isDirectory())throw new T("working-directory-missing",
`${n} is not a directory`,{where:"working-directory"})}var Pe=64*1024,kn=`${["-----BEGIN","PRIVATE","KEY-----"].join(" ")}\

`,Tn=128,En={decode:n=>n.toString("utf8"),byteLength:n=>Buffer.byteLength(n)},tt=class{#t;#r;#e=[];#i=0;#n=0;#o=0;#a=0;#u=!1;#s="";constructor(e,t=En){
this.#t=e,this.#r=t}wrote(e){this.#o+=e}insert(e){this.push(e),this.#a+=Buffer.byteLength(e)}push(e){let t=typeof e=="st\
ring"?Buffer.from(e):e;for(this.#e.push(t),this.#i+=t.length,this.#n+=t.length;this.#e.length>1&&this.#i-this.#e[0].length>=
this.#t+Pe;){let r=this.#e.shift();this.#i-=r.length,this.#c(r.toString("utf8"))}}#c(e){let t=this.#s+e;this.#u=at(t,this.#u,
this.#s.length),this.#s=t.slice(-Tn)}text(e=[]){let t=Buffer.concat(this.#e);if(t.length<=this.#t)return this.#r.decode(
t);let r=t.length-this.#t-1,i=t.indexOf(10,r),o=[t.indexOf(32,r),t.indexOf(9,r)].filter(a=>a>=0),s=i>=0&&i<t.length-1?i:
o.length>0?Math.min(...o):-1,u="";if(s>=0){let a=s+1,c=Math.max(0,a-Pe),h=c===0?-1:t.indexOf(10,c-1);for(h>=0&&h+1<a&&(c=
h+1);(t[c]&192)===128;)c++;let l=(at(this.#s+t.subarray(0,c).toString("utf8"),this.#u,this.#s.length)?kn:"")+t.subarray(
c,a).toString("utf8"),g=this.#r.decode(t.subarray(a));u=g.slice(ve(l,g,e,t[s]===10))}let d=u!==""?`the last ${this.#t} b\
ytes at most are kept`:s===-1?"none of it is kept, as no line or space was left to start at":"none of it is kept, as all\
 of it after the cut may be part of a secret the cut went through";return this.#n===this.#o+this.#a?`[baton: the first ${this.#n-
this.#r.byteLength(u)} bytes of this output were left out; ${d}]
${u}`:`[baton: this output was ${this.#o} bytes, not all of it UTF-8 text, and its start was left out; ${d}${u===""?"":"\
, as text (a byte that is not UTF-8 as \uFFFD)"}]
${u}`}};async function Re(n,e){if(n.agent===null)throw new it(`stage ${n.stage}: runStage needs an agent (run or agent); this sp\
ec is for a split stage`);let t=[],r,i,o={},s="",u=!1;for(let d=1;;d++){let a=await Ut(n,e,{...o,attempt:d,...r?{upstream:r}:
{},...i!==void 0?{parent:i}:{}});if(a.kind==="refused")return e.reporter?.error(a.result.outcome.message??"",n.stage),{...a.
result,attempts:[...t,...a.result.attempts]};r=a.upstream,i=a.parent;let c=a.prepared;c.repair||(s=c.prompt);for(let w of c.
warnings)e.reporter?.warning(w.message,`${n.stage} ${w.path}`);let h=await $n(n,c,e),m=await Bt(n,c,h,e,{...e.signal?{signal:e.
signal}:{},...n.verify===null?{}:{verify:()=>An(n,c,e,n.verify)}});t.push(m);let{outcome:l}=m,g=e.signal?.aborted===!0;if(m.
repairProblems.length>0&&!u&&!g){u=!0,e.reporter?.warning(`${l.message}; giving the agent one repair turn`,n.stage),o={repair:{
problems:m.repairProblems,previousPrompt:s}};continue}if(l.reason==="verify-failed"&&d<n.attempts&&!g){e.reporter?.warning(
`attempt ${d} of ${n.attempts}: ${l.message}; trying again`,n.stage),o={attemptContext:On(d+1,m.handoff,m.record.verify)};
continue}return l.reason==="cancelled"?e.reporter?.warning(l.message,n.stage):l.reason!=="completed"&&e.reporter?.error(
l.message,n.stage),Pn(n,l,t,m.outputs)}}function Pn(n,e,t,r){let i=t.at(-1);if(!i)throw new it(`stage ${n.stage}: no att\
empt was stored`);return{stage:n.stage,ok:jt(e.reason),outcome:e,attempts:t,final:i,outputs:r}}function On(n,e,t){return{
number:n,previous:e,verify:t?{exit_code:t.exit_code,output:t.output_tail}:null}}function Rn(n,e){let t={};for(let[r,i]of Object.
entries(n))kt.includes(r)||Tt.some(o=>r.startsWith(o))||(t[r]=i);return{...t,...e}}function $e(n,e,t,r={}){return Rn(t.env,
{...r,[B.promptPath]:e.promptPath,[B.handoffPath]:e.handoffPath,[B.stage]:n.stage})}async function $n(n,e,t){let r=n.agent,
i=r.kind==="preset"?{...Rt(r.preset),shell:"bash"}:{script:r.command,env:{},shell:n.shell};t.reporter?.info(`${n.stage}:\
 attempt ${e.attempt}${e.repair?" (repair turn)":""}, running the agent`);let o=t.guardAgentConfig;return Ae(t,()=>{let s=$e(
n,e,t,i.env);return r.kind==="preset"&&Ot(s),{script:i.script,shell:i.shell,cwd:t.workspace.resolveDirectory(n.workingDirectory),
env:s}},r.kind==="preset"&&o?s=>o(r.preset,s):void 0)}async function Ae(n,e,t){let r=n.workspace.now();try{let i=e(),o=t?
await t(i.cwd):void 0;try{let s=n.runner.run({...i,...n.onOutput?{onOutput:n.onOutput}:{},...n.signal?{signal:n.signal}:
{}});return Gt(),await s}finally{await o?.()}}catch(i){let o=`${Ft}${F(i)}
`;return n.onOutput?.(o,"stderr"),{exitCode:null,signal:null,startedAt:r,finishedAt:n.workspace.now(),output:o,stdout:""}}}
async function An(n,e,t,r){t.reporter?.info(`${n.stage}: attempt ${e.attempt}, running verify`);let i=await Ae(t,()=>({script:r,
shell:n.shell,cwd:t.workspace.resolveDirectory(n.workingDirectory),env:$e(n,e,t)})),o=_t(i.output,n.redact,"verify.outpu\
t_tail");return{facts:{command:r,exit_code:i.exitCode,output_tail:bt(o.text,U.verifyOutputTailBytes),duration_ms:Math.max(
0,i.finishedAt.getTime()-i.startedAt.getTime())},problems:o.problems}}async function Cn(n,e,t){Zt(n.env);let{spec:r,store:i,workspace:o,reporter:s,secrets:u,openRun:d}=await te("stage",n.env);
e.stage=r.stage,e.secrets=u,e.store=new ee(i);let a=zt(n.env,"RUNNER_TEMP"),c=new Z({tempDir:a,killGraceMs:Jt.agentGrace}),
h=new Q(c,n.write,{secrets:u});e.runner=h;let m=new AbortController,l=new W(h,Dn(n.env),S=>m.abort(Nn(S))),g=S=>m.signal.
aborted&&S.includes(String(m.signal.reason)),w={info:S=>s.info(S),warning:(S,p)=>{g(S)||s.warning(S,p)},error:()=>{},group:(S,p)=>s.
group(S,p)},k=r.agent?.kind==="preset";k&&r.trustCheckout&&s.info(`${M.trustCheckout}: true: the agent's CLI reads the p\
roject configuration of the checkout as it is`);let y=await Re(r,{store:e.store,workspace:o,openRun:d,runner:l,reporter:w,
env:Kt(n.env),signal:AbortSignal.any([m.signal,t.signal]),...k&&!r.trustCheckout?{guardAgentConfig:le({sha:n.env.GITHUB_SHA,
reporter:w})}:{}});if(!e.settled){if(e.settled=!0,await Vt("stage",y.final,y.outputs,e,s),y.outcome.reason==="cancelled"&&
!g(y.outcome.message??"")){s.info(`stage ${r.stage}: cancelled, stored as artifact ${y.final.ref.id}`),process.exitCode=
wt.Failure;return}if(!y.ok)throw new T(y.outcome.reason,y.outcome.message??y.outcome.reason,{where:`stage ${r.stage}`});
s.info(`stage ${r.stage}: ${y.final.record.status}, stored as artifact ${y.final.ref.id}`)}}function Nn(n){let e=n.directories.
map(s=>`their directory ${s}`),r=`a command of the stage (the agent or verify) changed the files of the step\u2019s file comm\
ands (${[...n.files,...e].join(", ")}), which only baton may write to`;if(n.notPutBack.length===0)return`${r}; baton put\
 them back as they were, so none of it reaches the runner or the steps after this one`;let i=n.notPutBack.map(({name:s,why:u})=>`${s}\
 (${u})`).join(", "),o=n.files.length>n.notPutBack.length?" (the others it put back as they were)":"";return`${r}; baton\
 could not put back ${i}${o}, so the runner may read what the command left there and apply it to the steps after this on\
e in this job: treat those steps as untrusted, and run an agent that reads untrusted text in a job of its own`}function Dn(n){
return Object.values(Et).flatMap(e=>{let t=n[e];return t?[{name:e,path:t}]:[]})}async function Ce(n=Ht()){let e=Xt(n.env),
t={action:"stage",refusedOutputs:!0,unfinished:"the step ended before the stage had a record to store"};await Wt(n,r=>Cn(
n,e,r),{async failed(r){await Yt(e,r,t),nt(F(r))},async outOfTime(r){e.runner?.endBlock(),nt(await Qt(e,r,t))}}),qt(n)}await Ce();

import{a as Ut}from"../action-chunks/chunk-U3YPDZ3Y.js";import{a as Bt}from"../action-chunks/chunk-V2CYB6AV.js";import{A as te,C as ee,a as Ct,
b as Nt,c as Dt,d as It,f as Lt,g as _t,i as Ft,k as Mt,l as Gt,m as qt,n as Xt,o as Yt,p as Kt,q as Qt}from"../action-chunks/chunk-PJWZ7664.js";
import"../action-chunks/chunk-NTHMEBCW.js";import{E as zt,G as Zt,c as Et,d as $t,e as Pt,m as Ht,v as Jt,y as Wt,z as Vt}from"../action-chunks/chunk-VD4YB7MU.js";
import"../action-chunks/chunk-SX57EKIV.js";import{b as $,d as H,e as J,f as At,g as Rt,j as at}from"../action-chunks/chunk-UU6J5HJZ.js";import"../action-chunks/chunk-NIUATRKC.js";
import"../action-chunks/chunk-MRMAEUWW.js";import{a as st}from"../action-chunks/chunk-R2LRCHEZ.js";import{b as jt}from"../action-chunks/chunk-EZNCUETU.js";
import"../action-chunks/chunk-2U7AVG3V.js";import"../action-chunks/chunk-ZEHD6RKR.js";import"../action-chunks/chunk-RRNY4VCJ.js";import"../action-chunks/chunk-PTKQTQSJ.js";
import"../action-chunks/chunk-UHTD4FAP.js";import{a as rt}from"../action-chunks/chunk-PO5EA42V.js";import{a as St,d as x,e as ot,f as G}from"../action-chunks/chunk-O7UU6C5Q.js";
import{D as L,P as Ot,Q as it,d as bt,i as vt,k as kt,m as B,n as xt,o as Tt,z as U}from"../action-chunks/chunk-LYXMPV4N.js";import{
f as wt,k as nt}from"../action-chunks/chunk-DHIUKFLR.js";import"../action-chunks/chunk-SM223FN7.js";import{d as R}from"../action-chunks/chunk-A64LSPLL.js";var ae=R(rt(),1);import{execFile as je}from"node:child_process";import{chmod as ue,lstat as ut,mkdir as ce,realpath as ie,
rename as le,rmdir as Fe,writeFile as Me}from"node:fs/promises";import{isAbsolute as Ge,join as v,relative as Be,sep as Ue}from"node:path";var Ne={claude:[".claude",".mcp.json",".claude.json","CLAUDE.md","CLAUDE.local.md",".gitmodules",".ripgreprc",".husky"],
codex:[".codex","AGENTS.md","AGENTS.override.md",".agents"],gemini:[".gemini","GEMINI.md",".env"],copilot:[".github/copi\
lot",".github/hooks",".github/agents",".github/skills",".github/instructions",".github/copilot-instructions.md",".github\
/mcp.json",".mcp.json",".vscode/mcp.json",".agents",".claude","AGENTS.md","CLAUDE.md","GEMINI.md"]};function ne(n,e){let t=e.
split("/").filter(i=>i!==""&&i!=="."),r=t.map((i,s)=>t.slice(0,s+1).join("/")),o=[];for(let i of["",...r])for(let s of Ne[n])
o.push(i===""?s:`${i}/${s}`);return[...new Set(o)]}import{chmod as De,lstat as Ie,readdir as Le,rm as re}from"node:fs/promises";import{join as _e}from"node:path";async function C(n){
try{await re(n,{recursive:!0,force:!0})}catch{await oe(n),await re(n,{recursive:!0,force:!0})}}async function oe(n){if((await Ie(
n).catch(()=>{}))?.isDirectory()){await De(n,448);for(let t of await Le(n))await oe(_e(n,t))}}function de(n){return async(e,t)=>{let r=n.sha??"";if(!/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(r))return se;let o=await He(
t);return o===null||o.head===r?se:Je(e,t,r,o,n.reporter)}}var se=async()=>{};async function He(n){let e=await _(n,["rev-\
parse","--show-toplevel","--absolute-git-dir"]),t=await _(n,["rev-parse","--verify","--quiet","HEAD^{commit}"]),[r,o]=e?.
toString("utf8").split(`
`)??[],i=t?.toString("utf8").trim();return!r||!o||!i?null:{top:r,gitDir:o,head:i}}async function Je(n,e,t,r,o){let{cli:i}=Et[n],
s=await ie(r.top),a=Be(s,await ie(e));if(a.startsWith("..")||Ge(a))throw new x("agent-config",`the agent's working direc\
tory is not inside the git checkout at ${r.top}; baton cannot set ${i}'s project configuration there to ${T(t)}'s`);let c=ne(
n,a.split(Ue).join("/")),u=v(r.gitDir,`baton-agent-config-${(0,ae.randomUUID)()}`),l=[],m=[],h=()=>Ye(s,c,l,m,u);try{for(let p of c)
await We(s,p,u,l);let d=await Ve(s,t),g=d?await qe(s,t,c,m):[],S=c.filter(p=>g.some(O=>O===p||O.startsWith(`${p}/`))),k=l.
map(p=>p.path).filter(p=>!S.includes(p)),y=`${i} reads its project configuration from the checkout when it starts, and t\
he checkout is at ${T(r.head)}, not at ${T(t)}, the commit this run is for`,w="put back as the checkout had them when th\
e agent ends";if(d)if(S.length>0||k.length>0){let p=[...S.length>0?[`set to ${T(t)}'s: ${S.join(", ")}`]:[],...k.length>
0?[`set aside (not at ${T(t)}): ${k.join(", ")}`]:[]];o.info(`${y}: ${p.join("; ")}; ${w}`)}else o.info(`${y}; it holds \
none of ${i}'s project configuration, nor does ${T(t)}`);else{let p=k.length>0?`; set aside: ${k.join(", ")}, ${w}`:"";o.
warning(`${y}; ${T(t)} is not in the clone, so the agent runs without any${p}. To give it ${T(t)}'s configuration, fetch\
 that commit too (actions/checkout with fetch-depth: 0); to let it read the checkout's, set ${L.trustCheckout}: true`)}}catch(d){
throw await h(),d instanceof x?d:new x("agent-config",`could not set ${i}'s project configuration to ${T(t)}'s, so the a\
gent was not started: ${d instanceof Error?d.message:String(d)}`)}return async()=>{let d=l.length>0||m.length>0,g=await h();
g.length>0?o.warning(`could not put back ${g.join(", ")} as the checkout had ${g.length===1?"it":"them"} after the agent\
 ended; what was there is kept in ${u}`):d&&o.info(`put back ${i}'s project configuration as the checkout had it`)}}async function We(n,e,t,r){
let o=e.split("/");for(let i=1;i<=o.length;i++){let s=o.slice(0,i).join("/");if(r.some(u=>u.path===s))return;let a=await ut(
v(n,s)).catch(()=>{});if(a===void 0)return;if(i<o.length&&a.isDirectory())continue;await ce(t,{recursive:!0,mode:448});let c=v(
t,String(r.length));try{await le(v(n,s),c)}catch(u){throw new x("agent-config",`could not move ${s} aside into ${t} (${u.
code??"error"}), so the agent was not started; set ${L.trustCheckout}: true only if you trust the checkout's configurati\
on`)}r.push({path:s,kept:c});return}}async function Ve(n,e){return await _(n,["cat-file","-e",`${e}^{commit}`])!==void 0}
async function qe(n,e,t,r){let o=await _(n,["ls-tree","-r","-z","--full-tree",e,"--",...t]);if(o===void 0)throw new Error(
`git ls-tree ${T(e)} failed`);let i=[];for(let s of o.toString("utf8").split("\0")){let a=/^(100644|100755) blob ([0-9a-f]+)\t(.+)$/s.
exec(s);if(!a)continue;let[,c,u,l]=a,m=await _(n,["cat-file","blob",u]);if(m===void 0)throw new Error(`git cat-file ${u}\
 failed`);await Xe(n,l,r),await Me(v(n,l),m,{flag:"wx",mode:c==="100755"?493:420}),i.push(l)}return i}async function Xe(n,e,t){
let r=e.split("/").slice(0,-1);for(let o=1;o<=r.length;o++){let i=r.slice(0,o).join("/"),s=await ut(v(n,i)).catch(()=>{});
if(!s?.isDirectory()){if(s!==void 0)throw new Error(`${i} is not a directory`);await ce(v(n,i)),t.push(i)}}}async function Ye(n,e,t,r,o){
let i=[],s=await Ke(n,[...e,...r,...t.map(a=>a.path)],o);try{for(let a of[...e,...r.toReversed()])await C(v(n,a)).catch(
()=>{});r.length=0;for(let a of t.toReversed())try{await C(v(n,a.path)),await le(a.kept,v(n,a.path))}catch{i.push(a.path)}}finally{
for(let{path:a,mode:c}of s.toReversed())await ue(a,c).catch(()=>{})}return i.length===0&&await Fe(o).catch(()=>{}),t.length=
0,i}async function Ke(n,e,t){let r=new Set([n]);for(let i of e){let s=i.split("/").slice(0,-1);for(let a=1;a<=s.length;a++)
r.add(v(n,...s.slice(0,a)))}r.add(t);let o=[];for(let i of r){let s=await ut(i).catch(()=>{});if(!s?.isDirectory()||(s.mode&
192)===192)continue;let a=s.mode&4095;try{await ue(i,a|192),o.push({path:i,mode:a})}catch{}}return o}var T=n=>n.slice(0,
12);function _(n,e){return new Promise(t=>{je("git",["-c","safe.directory=*","-c","core.fsmonitor=false",...e],{cwd:n,encoding:"\
buffer",maxBuffer:64*1024*1024,timeout:3e4,windowsHide:!0},(r,o)=>t(r?void 0:o))})}var P=R(st(),1);import{chmod as Qe,lstat as ze,mkdir as Ze,open as tn,readFile as he,stat as pe}from"node:fs/promises";import{
dirname as en}from"node:path";var W=class{#t;#r;#e;constructor(e,t,r){this.#t=e,this.#r=t,this.#e=r}async run(e){let t=await Promise.all(this.#r.map(o=>nn(
o.name,o.path))),r=await rn(t);try{return await this.#t.run(e)}finally{let o={files:[],directories:[],notPutBack:[]};for(let i of r)
await on(i).catch(()=>!1)&&o.directories.push(i.path);for(let i of t)try{await sn(i)&&o.files.push(i.name)}catch(s){o.files.
push(i.name),o.notPutBack.push({name:i.name,why:an(s)})}(o.files.length>0||o.directories.length>0)&&this.#e(o)}}};async function nn(n,e){
let t=await ge(e);if(!t?.isFile())return{name:n,path:e,file:null};let r={content:await he(e),mode:V(t),dev:t.dev,ino:t.ino};
return{name:n,path:e,file:r}}async function rn(n){let e=[...new Set(n.filter(t=>t.file!==null).map(t=>en(t.path)))];return Promise.
all(e.map(async t=>({path:t,mode:V(await pe(t))})))}async function on(n){let e=await pe(n.path).catch(t=>{if(t.code==="E\
NOENT")return null;throw t});if(e?.isDirectory()){if(V(e)===n.mode)return!1}else await C(n.path),await Ze(n.path);return await Qe(
n.path,n.mode),!0}async function sn(n){let{path:e,file:t}=n;if(t===null)return!1;let r=await ge(e),o=r?.isFile()===!0&&r.
dev===t.dev&&r.ino===t.ino&&V(r)===t.mode;if(o&&r.size===t.content.length&&(await he(e)).equals(t.content))return!1;if(o)
await me(e,P.constants.O_WRONLY|P.constants.O_TRUNC|fe,t.content,null);else{await C(e);let i=P.constants.O_WRONLY|P.constants.
O_CREAT|P.constants.O_EXCL|fe;await me(e,i,t.content,t.mode)}return!0}var fe=P.constants.O_NOFOLLOW??0;async function me(n,e,t,r){
let o=await tn(n,e,384);try{r!==null&&await o.chmod(r),await o.writeFile(t)}finally{await o.close()}}var V=n=>n.mode&4095;
async function ge(n){try{return await ze(n)}catch(e){if(e.code==="ENOENT")return null;throw e}}var an=n=>n instanceof Error?
n.message:String(n);var Se=R(rt(),1);var q=class{#t;#r;#e;constructor(e,t){this.#t=e,this.#r=t}arm(){clearTimeout(this.#e),this.#e=setTimeout(()=>this.#r(),this.#t),
this.#e.unref?.()}stop(){clearTimeout(this.#e),this.#e=void 0}};var N=class{#t;#r={stdout:"",stderr:""};#e=null;constructor(e){this.#t=e}push(e,t){let r=this.#r[t]+e,o=r.endsWith("\r")?
r.slice(0,-1):r,i=Math.max(o.lastIndexOf(`
`),o.lastIndexOf("\r"))+1;r.length-i>65536&&(i=r.length),this.#o(t,r.slice(0,i)),this.#r[t]=r.slice(i)}end(e){this.#o(e,
this.#r[e]),this.#r[e]=""}#o(e,t){t!==""&&(this.#e!==null&&!this.#e.ended&&this.#e.stream!==e&&this.#t(`
`,!0),this.#t(t,!1),this.#e={stream:e,ended:t.endsWith(`
`)||t.endsWith("\r")})}};var ye=64*1024,X=4096,un=4096,ct=16,K=class{#t;#r;#e;#o="";#n="";#i=0;#a=!1;#u;#s;constructor(e,t,r={}){this.#t=e,this.#r=
t,this.#u=r.holdWhatMayGoOn??!1,this.#s=r.quietMs===void 0?void 0:new q(r.quietMs,()=>this.flush());let o=r.hide;this.#e=
new N(i=>{this.#o+=o===void 0?i:o(i),this.#a=!0})}push(e,t){this.#a=!1,this.#e.push(e,t),this.#a&&this.#c(!1),this.#s?.arm()}flush(){
this.#c(!0)}stop(){this.#s?.stop()}end(){this.stop(),this.#e.end("stdout"),this.#e.end("stderr"),this.#o!==""&&this.#d(this.#o.
length)}#c(e){let t=this.#o;if(t==="")return;let r=e&&!(this.#u&&At(this.#n+t,this.#t));if(!r&&t.length<this.#i&&t.length<=
ye)return;let o=$(this.#n+t,this.#t),i=o.redactions.length>0,s=Y(t,t.length-1);if(r&&Y(t,t.length)===t.length&&(!i||this.#l(
o.text,s))){this.#d(t.length);return}let a=Rt(this.#n+t,this.#t)-this.#n.length,c=i||a>=-this.#n.length?ct:1;for(let u=s;u>
0&&c>0;c--,u=Y(t,u-1))if(!(a>=-this.#n.length&&u>a)){if(!i||this.#l(o.text,u)){this.#d(u);break}this.#i=t.length+Math.max(
X,t.length>>2)}for(;this.#o.length>ye;)this.#f()}#f(){let e=this.#o,t=$(this.#n+e,this.#t).text,r=ct;for(let u=e.length-
X;u>0&&r>0;u--)if(cn(e,u-1)&&(r--,this.#l(t,u))){this.#d(u);return}let o=H(this.#n+e,this.#t),i=this.#n.length,s=e.length-
X,a=0,c=o.length-1;for(r=ct;s>0&&r>0;s--){for(;c>=0&&o[c].start-i>=s;)c--;if(c>=0&&o[c].end-i>s&&(s=o[c].start-i,s<=0))break;
if(!ln(e.charCodeAt(s))&&(a||=s,r--,this.#l(t,s))){this.#d(s);return}}this.#d(a>0?a:e.length-X)}#l(e,t){return J(this.#n+
this.#o,this.#n.length+t,this.#t,e)}#d(e){let t=this.#o.slice(0,e);this.#o=this.#o.slice(e),this.#i=0;let r=$(this.#n+t,
this.#t).text,o=$(this.#n,this.#t).text,i=0;for(;i<o.length&&i<r.length&&r[i]===o[i];)i++;let s=r.lastIndexOf(it.markerPrefix,
i-1);s>=0&&s<i&&r.indexOf(it.markerSuffix,s)>=i&&(i=s);let a=r.slice(i),c=this.#n+t;this.#n=c.slice(Y(c,c.length-1)).slice(
-un),a!==""&&this.#r(a)}};function Y(n,e){for(let t=Math.min(e,n.length)-1;t>=0;t--){let r=n.charCodeAt(t);if(r===lt||r===
we&&n.charCodeAt(t+1)!==lt)return t+1}return 0}var lt=10,we=13;function cn(n,e){let t=n.charCodeAt(e);if(dn(t)||t===27||
t>=55296&&t<=56319)return!1;if(t!==32&&t!==9)return!0;let r=e;for(;r>0&&(n.charCodeAt(r-1)===32||n.charCodeAt(r-1)===9);)
r--;let o=n.charCodeAt(r-1);return o!==lt&&o!==we}function ln(n){return n>=56320&&n<=57343}function dn(n){return n>=48&&
n<=57||n>=65&&n<=90||n>=97&&n<=122||n===43||n===47||n===61||n===95||n===45||n===46||n===37}var Q=class{#t;#r;#e;#o;constructor(e,t,r){this.#t=e,this.#r=t,this.#e=r.secrets,this.#o=r.newToken??mn}#n;async run(e){
let t={token:this.#o(),echo:new K(this.#e,r=>{this.#r(r),t.atLineStart=r.endsWith(`
`)},{quietMs:500}),atLineStart:!0};this.#n=t,this.#r(`::stop-commands::${t.token}
`);try{return await this.#t.run({...e,onOutput:(r,o)=>{r!==""&&this.#n===t&&t.echo.push(r,o),e.onOutput?.(r,o)}})}finally{
this.endBlock()}}endBlock(){let e=this.#n;e!==void 0&&(this.#n=void 0,e.echo.end(),this.#r(`${e.atLineStart?"":`
`}::${e.token}::
`))}};function mn(){return(0,Se.randomBytes)(16).toString("hex")}var Ee=R(rt(),1),A=R(st(),1);import{spawn as gn}from"node:child_process";import{tmpdir as yn}from"node:os";import{join as wn}from"node:path";
import{StringDecoder as Sn}from"node:string_decoder";var hn=8;function ve(n,e,t,r){let o=n+e,i=n.length,s=H(o,t),a=s.find(l=>l.start<i&&l.end>i),c=a?a.end-i:0;if(r&&(c=be(e,
c)),!o.includes("\x1B")&&s.every(l=>l.end<=i+c))return c;let u=$(o,t).text;for(let l=0;c<e.length&&l<=hn;l++){if(J(o,i+c,
t,u))return c;c=r?be(e,c+1):pn(e,c+1)}return e.length}function be(n,e){if(e===0||n.charCodeAt(e-1)===ke)return e;let t=n.
indexOf(`
`,e);return t===-1?n.length:t+1}function pn(n,e){for(let t=e;t<=n.length;t++){let r=n.charCodeAt(t-1);if(r===ke||r===32||
r===9)return t}return n.length}var ke=10;var z=R(st(),1);function xe(){try{return(0,z.readdirSync)("/proc").filter(n=>/^\d+$/.test(n)).map(Number).filter(n=>n!==
process.pid)}catch{return null}}function Te(n){let e;try{e=(0,z.readFileSync)(`/proc/${n}/stat`,"utf8")}catch{return null}
let[t="",,r]=e.slice(e.lastIndexOf(")")+2).split(" ");return{state:t,group:Number(r)}}var dt={killGraceMs:5e3,maxOutputBytes:U.agentOutputBytes,drainMs:1e3};function bn(n){try{process.kill(-n,0)}catch{return!1}
let e=xe();return e===null?!0:e.some(t=>{let r=Te(t);return r!==null&&r.group===n&&r.state!=="Z"})}var Z=class{#t;#r;#e;#o;#n;#i;#a;#u;#s;#c;constructor(e={}){
this.#t=e.tempDir??yn(),this.#r=e.killGraceMs??dt.killGraceMs,this.#e=e.maxOutputBytes??dt.maxOutputBytes,this.#o=e.drainMs??
dt.drainMs,this.#n=e.outputHook,this.#i=e.reuseScripts?new Map:void 0,this.#a=e.secrets??[],this.#u=e.noPathHint??"PATH \
is not set in its environment",this.#c=e.fewerJobs,this.#s=e.tempPlace??{...Lt(this.#t),...e.fewerJobs===void 0?{}:{fewerJobs:e.
fewerJobs}}}async run(e){let t=Ct(e.shell);vn(e.cwd);let r=Nt(t,e.script),o=this.#f(t.extension,r),i=o??wn(this.#t,`bato\
n-step-${(0,Ee.randomUUID)()}${t.extension}`);if(o===void 0){try{(0,A.writeFileSync)(i,r,{flag:"wx",mode:448})}catch(s){
throw s.code!=="EEXIST"&&(0,A.rmSync)(i,{force:!0}),_t(this.#s,i,"the command's script",s)}this.#i?.set(`${t.extension}\0${r}`,
i)}this.#n?.begin?.();try{return await this.#l(t.file,Dt(t,i),e)}finally{this.#n?.end?.(),this.#i===void 0&&(0,A.rmSync)(
i,{force:!0})}}#f(e,t){let r=`${e}\0${t}`,o=this.#i?.get(r);if(o===void 0)return;let i=Buffer.from(t),s;try{s=It(o,i.length)}catch{
s={kind:"missing"}}if(s.kind==="file"&&i.equals(s.bytes))return o;this.#i?.delete(r)}#l(e,t,r){return new Promise((o,i)=>{
let s=new Date,a=new tt(this.#e),c=new tt(this.#e,{decode:vt,byteLength:kt}),u=gn(e,t,{cwd:r.cwd,env:r.env,stdio:["ignor\
e","pipe","pipe"],detached:!0});u.pid!==void 0&&r.onStart?.(u.pid);let l,m,h,d,g=!1,S=f=>{if(u.pid!==void 0)try{process.
kill(-u.pid,f)}catch{}},k=()=>u.pid!==void 0&&bn(u.pid),y,w=!1,p,O=null,j,ft=()=>{S("SIGKILL"),j=Date.now()},mt=Number.POSITIVE_INFINITY,
ht=f=>{f>=mt||(mt=f,clearTimeout(l),l=setTimeout(ft,Math.max(0,f-Date.now())),l.unref())},D=()=>{O!=="terminate"&&(O="te\
rminate",clearTimeout(m),S("SIGTERM"),ht(Date.now()+this.#r))},F=()=>{if(r.stop!=="interrupt"||r.kill?.aborted)return D();
O===null&&(O="interrupt",S("SIGINT"),m=setTimeout(()=>S("SIGTERM"),1.5*this.#r),m.unref(),ht(Date.now()+2*this.#r))},Ce=()=>{
let f=k();return r.kill?.aborted&&j===void 0&&f&&ft(),f&&(j===void 0||Date.now()-j<2e3)?(y??=setInterval(M,100),!1):(clearInterval(
y),w?!0:p===void 0?(p=Date.now(),setTimeout(M,this.#o).unref(),!1):Date.now()-p>=this.#o)},M=()=>{g||d===void 0||O!==null&&
!Ce()||(clearInterval(y),g=!0,clearTimeout(h),u.stdout?.destroy(),u.stderr?.destroy(),et("stdout"),et("stderr"),r.signal?.
removeEventListener("abort",F),r.kill?.removeEventListener("abort",D),clearTimeout(l),clearTimeout(m),o({exitCode:d.code,
signal:d.signal,startedAt:s,finishedAt:new Date,output:a.text(this.#a),stdout:c.text(this.#a)}))},pt=new N((f,b)=>b?a.insert(
f):a.push(f)),et=f=>pt.end(f),gt=(f,b)=>{let I=new Sn("utf8"),yt=E=>{pt.push(E,b),E!==""&&(this.#n?.chunk(E,b),r.onOutput?.(
E,b))};f.on("data",E=>{a.wrote(E.length),b==="stdout"&&(c.wrote(E.length),c.push(E)),yt(I.write(E))}),f.on("end",()=>{yt(
I.end()),et(b)})};u.on("error",f=>{if(g)return;g=!0,r.signal?.removeEventListener("abort",F),r.kill?.removeEventListener(
"abort",D);let b=f.code==="ENOENT"&&!e.includes("/")&&!r.env.PATH,I=St(f,this.#c);i(new x("shell-failed",`could not star\
t ${JSON.stringify(e)}: ${f.code??f.message}${I===null?"":` (${I})`}${b?`; ${this.#u}`:""}`,{where:"shell",cause:f}))}),
u.stdout&&gt(u.stdout,"stdout"),u.stderr&&gt(u.stderr,"stderr"),u.on("exit",(f,b)=>{d={code:f,signal:b},h=setTimeout(()=>{
O===null&&(u.stdout?.destroy(),u.stderr?.destroy()),M()},this.#o),h.unref()}),u.on("close",()=>{w=!0,M()}),r.kill?.aborted?
D():r.kill?.addEventListener("abort",D,{once:!0}),r.signal&&(r.signal.aborted?F():r.signal.addEventListener("abort",F,{once:!0}))})}};
function vn(n){let e;try{e=(0,A.statSync)(n)}catch{e=void 0}if(!e?.isDirectory())throw new x("working-directory-missing",
`${n} is not a directory`,{where:"working-directory"})}var Oe=64*1024,kn=`${["-----BEGIN","PRIVATE","KEY-----"].join(" ")}\

`,xn=128,Tn={decode:n=>n.toString("utf8"),byteLength:n=>Buffer.byteLength(n)},tt=class{#t;#r;#e=[];#o=0;#n=0;#i=0;#a=0;#u=!1;#s="";constructor(e,t=Tn){
this.#t=e,this.#r=t}wrote(e){this.#i+=e}insert(e){this.push(e),this.#a+=Buffer.byteLength(e)}push(e){let t=typeof e=="st\
ring"?Buffer.from(e):e;for(this.#e.push(t),this.#o+=t.length,this.#n+=t.length;this.#e.length>1&&this.#o-this.#e[0].length>=
this.#t+Oe;){let r=this.#e.shift();this.#o-=r.length,this.#c(r.toString("utf8"))}}#c(e){let t=this.#s+e;this.#u=at(t,this.#u,
this.#s.length),this.#s=t.slice(-xn)}text(e=[]){let t=Buffer.concat(this.#e);if(t.length<=this.#t)return this.#r.decode(
t);let r=t.length-this.#t-1,o=t.indexOf(10,r),i=[t.indexOf(32,r),t.indexOf(9,r)].filter(u=>u>=0),s=o>=0&&o<t.length-1?o:
i.length>0?Math.min(...i):-1,a="";if(s>=0){let u=s+1,l=Math.max(0,u-Oe),m=l===0?-1:t.indexOf(10,l-1);for(m>=0&&m+1<u&&(l=
m+1);(t[l]&192)===128;)l++;let d=(at(this.#s+t.subarray(0,l).toString("utf8"),this.#u,this.#s.length)?kn:"")+t.subarray(
l,u).toString("utf8"),g=this.#r.decode(t.subarray(u));a=g.slice(ve(d,g,e,t[s]===10))}let c=a!==""?`the last ${this.#t} b\
ytes at most are kept`:s===-1?"none of it is kept, as no line or space was left to start at":"none of it is kept, as all\
 of it after the cut may be part of a secret the cut went through";return this.#n===this.#i+this.#a?`[baton: the first ${this.#n-
this.#r.byteLength(a)} bytes of this output were left out; ${c}]
${a}`:`[baton: this output was ${this.#i} bytes, not all of it UTF-8 text, and its start was left out; ${c}${a===""?"":"\
, as text (a byte that is not UTF-8 as \uFFFD)"}]
${a}`}};async function $e(n,e){if(n.agent===null)throw new ot(`stage ${n.stage}: runStage needs an agent (run or agent); this sp\
ec is for a split stage`);let t=[],r,o,i={},s="",a=!1;for(let c=1;;c++){let u=await Ut(n,e,{...i,attempt:c,...r?{upstream:r}:
{},...o!==void 0?{parent:o}:{}});if(u.kind==="refused")return e.reporter?.error(u.result.outcome.message??"",n.stage),{...u.
result,attempts:[...t,...u.result.attempts]};r=u.upstream,o=u.parent;let l=u.prepared;l.repair||(s=l.prompt);for(let S of l.
warnings)e.reporter?.warning(S.message,`${n.stage} ${S.path}`);let m=await Pn(n,l,e),h=await Bt(n,l,m,e,{...e.signal?{signal:e.
signal}:{},...n.verify===null?{}:{verify:()=>An(n,l,e,n.verify)}});t.push(h);let{outcome:d}=h,g=e.signal?.aborted===!0;if(h.
repairProblems.length>0&&!a&&!g){a=!0,e.reporter?.warning(`${d.message}; giving the agent one repair turn`,n.stage),i={repair:{
problems:h.repairProblems,previousPrompt:s}};continue}if(d.reason==="verify-failed"&&c<n.attempts&&!g){e.reporter?.warning(
`attempt ${c} of ${n.attempts}: ${d.message}; trying again`,n.stage),i={attemptContext:En(c+1,h.handoff,h.record.verify)};
continue}return d.reason==="cancelled"?e.reporter?.warning(d.message,n.stage):d.reason!=="completed"&&e.reporter?.error(
d.message,n.stage),On(n,d,t,h.outputs)}}function On(n,e,t,r){let o=t.at(-1);if(!o)throw new ot(`stage ${n.stage}: no att\
empt was stored`);return{stage:n.stage,ok:Mt(e.reason),outcome:e,attempts:t,final:o,outputs:r}}function En(n,e,t){return{
number:n,previous:e,verify:t?{exit_code:t.exit_code,output:t.output_tail}:null}}function $n(n,e){let t={};for(let[r,o]of Object.
entries(n))xt.includes(r)||Tt.some(i=>r.startsWith(i))||(t[r]=o);return{...t,...e}}function Pe(n,e,t,r={}){return $n(t.env,
{...r,[B.promptPath]:e.promptPath,[B.handoffPath]:e.handoffPath,[B.stage]:n.stage})}async function Pn(n,e,t){let r=n.agent,
o=r.kind==="preset"?{...Pt(r.preset),shell:"bash"}:{script:r.command,env:{},shell:n.shell};t.reporter?.info(`${n.stage}:\
 attempt ${e.attempt}${e.repair?" (repair turn)":""}, running the agent`);let i=t.guardAgentConfig;return Ae(t,()=>{let s=Pe(
n,e,t,o.env);return r.kind==="preset"&&$t(s),{script:o.script,shell:o.shell,cwd:t.workspace.resolveDirectory(n.workingDirectory),
env:s}},r.kind==="preset"&&i?s=>i(r.preset,s):void 0)}async function Ae(n,e,t){let r=n.workspace.now();try{let o=e(),i=t?
await t(o.cwd):void 0;try{let s=n.runner.run({...o,...n.onOutput?{onOutput:n.onOutput}:{},...n.signal?{signal:n.signal}:
{}});return jt(),await s}finally{await i?.()}}catch(o){let i=`${Gt}${G(o)}
`;return n.onOutput?.(i,"stderr"),{exitCode:null,signal:null,startedAt:r,finishedAt:n.workspace.now(),output:i,stdout:""}}}
async function An(n,e,t,r){t.reporter?.info(`${n.stage}: attempt ${e.attempt}, running verify`);let o=await Ae(t,()=>({script:r,
shell:n.shell,cwd:t.workspace.resolveDirectory(n.workingDirectory),env:Pe(n,e,t)})),i=Ft(o.output,n.redact,"verify.outpu\
t_tail");return{facts:{command:r,exit_code:o.exitCode,output_tail:bt(i.text,U.verifyOutputTailBytes),duration_ms:Math.max(
0,o.finishedAt.getTime()-o.startedAt.getTime())},problems:i.problems}}async function Rn(n,e,t){Zt(n.env);let{spec:r,store:o,workspace:i,reporter:s,secrets:a,openRun:c}=await te("stage",n.env);
e.stage=r.stage,e.secrets=a,e.store=new ee(o);let u=zt(n.env,"RUNNER_TEMP"),l=new Z({tempDir:u,killGraceMs:Jt.agentGrace}),
m=new Q(l,n.write,{secrets:a});e.runner=m;let h=new AbortController,d=new W(m,Nn(n.env),w=>h.abort(Cn(w))),g=w=>h.signal.
aborted&&w.includes(String(h.signal.reason)),S={info:w=>s.info(w),warning:(w,p)=>{g(w)||s.warning(w,p)},error:()=>{},group:(w,p)=>s.
group(w,p)},k=r.agent?.kind==="preset";k&&r.trustCheckout&&s.info(`${L.trustCheckout}: true: the agent's CLI reads the p\
roject configuration of the checkout as it is`);let y=await $e(r,{store:e.store,workspace:i,openRun:c,runner:d,reporter:S,
env:Xt(n.env),signal:AbortSignal.any([h.signal,t.signal]),...k&&!r.trustCheckout?{guardAgentConfig:de({sha:n.env.GITHUB_SHA,
reporter:S})}:{}});if(!e.settled){if(e.settled=!0,await qt("stage",y.final,y.outputs,e,s),y.outcome.reason==="cancelled"&&
!g(y.outcome.message??"")){s.info(`stage ${r.stage}: cancelled, stored as artifact ${y.final.ref.id}`),process.exitCode=
wt.Failure;return}if(!y.ok)throw new x(y.outcome.reason,y.outcome.message??y.outcome.reason,{where:`stage ${r.stage}`});
s.info(`stage ${r.stage}: ${y.final.record.status}, stored as artifact ${y.final.ref.id}`)}}function Cn(n){let e=n.directories.
map(s=>`their directory ${s}`),r=`a command of the stage (the agent or verify) changed the files of the step\u2019s file comm\
ands (${[...n.files,...e].join(", ")}), which only baton may write to`;if(n.notPutBack.length===0)return`${r}; baton put\
 them back as they were, so none of it reaches the runner or the steps after this one`;let o=n.notPutBack.map(({name:s,why:a})=>`${s}\
 (${a})`).join(", "),i=n.files.length>n.notPutBack.length?" (the others it put back as they were)":"";return`${r}; baton\
 could not put back ${o}${i}, so the runner may read what the command left there and apply it to the steps after this on\
e in this job: treat those steps as untrusted, and run an agent that reads untrusted text in a job of its own`}function Nn(n){
return Object.values(Ot).flatMap(e=>{let t=n[e];return t?[{name:e,path:t}]:[]})}async function Re(n=Ht()){let e=Yt(n.env),
t={action:"stage",refusedOutputs:!0,unfinished:"the step ended before the stage had a record to store"};await Wt(n,r=>Rn(
n,e,r),{async failed(r){await Kt(e,r,t),nt(G(r))},async outOfTime(r){e.runner?.endBlock(),nt(await Qt(e,r,t))}}),Vt(n)}await Re();

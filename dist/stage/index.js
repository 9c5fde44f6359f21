import{a as Ht}from"../action-chunks/chunk-MISVE7XX.js";import{a as Ut}from"../action-chunks/chunk-NTQJGPE5.js";import{A as ee,C as ne,a as Nt,
b as It,c as Dt,d as Lt,f as Gt,g as _t,i as jt,k as Ft,l as Bt,m as Kt,n as Xt,o as Yt,p as Qt,q as zt}from"../action-chunks/chunk-6NB46CFA.js";
import"../action-chunks/chunk-NTHMEBCW.js";import"../action-chunks/chunk-ID5774FQ.js";import{E as Zt,G as te,c as Rt,d as Ot,e as At,m as Jt,
v as Wt,y as qt,z as Vt}from"../action-chunks/chunk-JHGOV4WQ.js";import"../action-chunks/chunk-Q2LHL6MY.js";import{b as P,d as J,e as W,f as $t,
g as Ct,j as dt}from"../action-chunks/chunk-KH6MSAET.js";import"../action-chunks/chunk-77W67CAP.js";import"../action-chunks/chunk-MRMAEUWW.js";import{
a as at}from"../action-chunks/chunk-R2LRCHEZ.js";import{b as Mt}from"../action-chunks/chunk-VFSRVN2C.js";import"../action-chunks/chunk-ZHXVBFIU.js";
import"../action-chunks/chunk-3M4OR4VW.js";import"../action-chunks/chunk-S3VQCA2F.js";import"../action-chunks/chunk-4K4GM72I.js";import"../action-chunks/chunk-GNY3OND4.js";
import{a as bt,d as k,e as ot,f as B}from"../action-chunks/chunk-O7UU6C5Q.js";import{a as it}from"../action-chunks/chunk-PO5EA42V.js";import{
F as Pt,H as st,b as U,c as Tt,d as Et,o as H,s as G}from"../action-chunks/chunk-JQWIKLAS.js";import{c as vt,h as xt,j as kt}from"../action-chunks/chunk-VLLWXIM2.js";
import{f as St,k as rt}from"../action-chunks/chunk-DHIUKFLR.js";import"../action-chunks/chunk-SM223FN7.js";import{d as C}from"../action-chunks/chunk-A64LSPLL.js";var de=C(it(),1);import{execFile as Fe}from"node:child_process";import{chmod as ue,lstat as ut,mkdir as ce,realpath as se,
rename as le,rmdir as Be,writeFile as Ue}from"node:fs/promises";import{isAbsolute as He,join as x,relative as Je,sep as We}from"node:path";var Le={claude:[".claude",".mcp.json",".claude.json","CLAUDE.md","CLAUDE.local.md",".gitmodules",".ripgreprc",".husky"],
codex:[".codex","AGENTS.md","AGENTS.override.md",".agents"],gemini:[".gemini","GEMINI.md",".env"],copilot:[".github/copi\
lot",".github/hooks",".github/agents",".github/skills",".github/instructions",".github/copilot-instructions.md",".github\
/mcp.json",".mcp.json",".vscode/mcp.json",".agents",".claude","AGENTS.md","CLAUDE.md","GEMINI.md"]};function re(n,e){let t=e.
split("/").filter(o=>o!==""&&o!=="."),r=t.map((o,s)=>t.slice(0,s+1).join("/")),i=[];for(let o of["",...r])for(let s of Le[n])
i.push(o===""?s:`${o}/${s}`);return[...new Set(i)]}import{chmod as Ge,lstat as _e,readdir as Me,rm as ie}from"node:fs/promises";import{join as je}from"node:path";async function N(n){
try{await ie(n,{recursive:!0,force:!0})}catch{await oe(n),await ie(n,{recursive:!0,force:!0})}}async function oe(n){if((await _e(
n).catch(()=>{}))?.isDirectory()){await Ge(n,448);for(let t of await Me(n))await oe(je(n,t))}}function fe(n){return async(e,t)=>{let r=n.sha??"";if(!/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(r))return ae;let i=await qe(
t);return i===null||i.head===r?ae:Ve(e,t,r,i,n.reporter)}}var ae=async()=>{};async function qe(n){let e=await _(n,["rev-\
parse","--show-toplevel","--absolute-git-dir"]),t=await _(n,["rev-parse","--verify","--quiet","HEAD^{commit}"]),[r,i]=e?.
toString("utf8").split(`
`)??[],o=t?.toString("utf8").trim();return!r||!i||!o?null:{top:r,gitDir:i,head:o}}async function Ve(n,e,t,r,i){let{cli:o}=Rt[n],
s=await se(r.top),d=Je(s,await se(e));if(d.startsWith("..")||He(d))throw new k("agent-config",`the agent's working direc\
tory is not inside the git checkout at ${r.top}; baton cannot set ${o}'s project configuration there to ${T(t)}'s`);let u=re(
n,d.split(We).join("/")),a=x(r.gitDir,`baton-agent-config-${(0,de.randomUUID)()}`),c=[],h=[],m=()=>ze(s,u,c,h,a);try{for(let g of u)
await Ke(s,g,a,c);let l=await Xe(s,t),p=l?await Ye(s,t,u,h):[],S=u.filter(g=>p.some(A=>A===g||A.startsWith(`${g}/`))),b=c.
map(g=>g.path).filter(g=>!S.includes(g)),y=`${o} reads its project configuration from the checkout when it starts, and t\
he checkout is at ${T(r.head)}, not at ${T(t)}, the commit this run is for`,w="put back as the checkout had them when th\
e agent ends";if(l)if(S.length>0||b.length>0){let g=[...S.length>0?[`set to ${T(t)}'s: ${S.join(", ")}`]:[],...b.length>
0?[`set aside (not at ${T(t)}): ${b.join(", ")}`]:[]];i.info(`${y}: ${g.join("; ")}; ${w}`)}else i.info(`${y}; it holds \
none of ${o}'s project configuration, nor does ${T(t)}`);else{let g=b.length>0?`; set aside: ${b.join(", ")}, ${w}`:"";i.
warning(`${y}; ${T(t)} is not in the clone, so the agent runs without any${g}. To give it ${T(t)}'s configuration, fetch\
 that commit too (actions/checkout with fetch-depth: 0); to let it read the checkout's, set ${G.trustCheckout}: true`)}}catch(l){
throw await m(),l instanceof k?l:new k("agent-config",`could not set ${o}'s project configuration to ${T(t)}'s, so the a\
gent was not started: ${l instanceof Error?l.message:String(l)}`)}return async()=>{let l=c.length>0||h.length>0,p=await m();
p.length>0?i.warning(`could not put back ${p.join(", ")} as the checkout had ${p.length===1?"it":"them"} after the agent\
 ended; what was there is kept in ${a}`):l&&i.info(`put back ${o}'s project configuration as the checkout had it`)}}async function Ke(n,e,t,r){
let i=e.split("/");for(let o=1;o<=i.length;o++){let s=i.slice(0,o).join("/");if(r.some(a=>a.path===s))return;let d=await ut(
x(n,s)).catch(()=>{});if(d===void 0)return;if(o<i.length&&d.isDirectory())continue;await ce(t,{recursive:!0,mode:448});let u=x(
t,String(r.length));try{await le(x(n,s),u)}catch(a){throw new k("agent-config",`could not move ${s} aside into ${t} (${a.
code??"error"}), so the agent was not started; set ${G.trustCheckout}: true only if you trust the checkout's configurati\
on`)}r.push({path:s,kept:u});return}}async function Xe(n,e){return await _(n,["cat-file","-e",`${e}^{commit}`])!==void 0}
async function Ye(n,e,t,r){let i=await _(n,["ls-tree","-r","-z","--full-tree",e,"--",...t]);if(i===void 0)throw new Error(
`git ls-tree ${T(e)} failed`);let o=[];for(let s of i.toString("utf8").split("\0")){let d=/^(100644|100755) blob ([0-9a-f]+)\t(.+)$/s.
exec(s);if(!d)continue;let[,u,a,c]=d,h=await _(n,["cat-file","blob",a]);if(h===void 0)throw new Error(`git cat-file ${a}\
 failed`);await Qe(n,c,r),await Ue(x(n,c),h,{flag:"wx",mode:u==="100755"?493:420}),o.push(c)}return o}async function Qe(n,e,t){
let r=e.split("/").slice(0,-1);for(let i=1;i<=r.length;i++){let o=r.slice(0,i).join("/"),s=await ut(x(n,o)).catch(()=>{});
if(!s?.isDirectory()){if(s!==void 0)throw new Error(`${o} is not a directory`);await ce(x(n,o)),t.push(o)}}}async function ze(n,e,t,r,i){
let o=[],s=await Ze(n,[...e,...r,...t.map(d=>d.path)],i);try{for(let d of[...e,...r.toReversed()])await N(x(n,d)).catch(
()=>{});r.length=0;for(let d of t.toReversed())try{await N(x(n,d.path)),await le(d.kept,x(n,d.path))}catch{o.push(d.path)}}finally{
for(let{path:d,mode:u}of s.toReversed())await ue(d,u).catch(()=>{})}return o.length===0&&await Be(i).catch(()=>{}),t.length=
0,o}async function Ze(n,e,t){let r=new Set([n]);for(let o of e){let s=o.split("/").slice(0,-1);for(let d=1;d<=s.length;d++)
r.add(x(n,...s.slice(0,d)))}r.add(t);let i=[];for(let o of r){let s=await ut(o).catch(()=>{});if(!s?.isDirectory()||(s.mode&
192)===192)continue;let d=s.mode&4095;try{await ue(o,d|192),i.push({path:o,mode:d})}catch{}}return i}var T=n=>n.slice(0,
12);function _(n,e){return new Promise(t=>{Fe("git",["-c","safe.directory=*","-c","core.fsmonitor=false",...e],{cwd:n,encoding:"\
buffer",maxBuffer:64*1024*1024,timeout:3e4,windowsHide:!0},(r,i)=>t(r?void 0:i))})}var R=C(at(),1);import{chmod as tn,lstat as en,mkdir as nn,open as rn,readFile as pe,stat as ge}from"node:fs/promises";import{
dirname as on}from"node:path";var q=class{#t;#r;#e;constructor(e,t,r){this.#t=e,this.#r=t,this.#e=r}async run(e){let t=await Promise.all(this.#r.map(i=>sn(
i.name,i.path))),r=await an(t);try{return await this.#t.run(e)}finally{let i={files:[],directories:[],notPutBack:[]};for(let o of r)
await dn(o).catch(()=>!1)&&i.directories.push(o.path);for(let o of t)try{await un(o)&&i.files.push(o.name)}catch(s){i.files.
push(o.name),i.notPutBack.push({name:o.name,why:cn(s)})}(i.files.length>0||i.directories.length>0)&&this.#e(i)}}};async function sn(n,e){
let t=await ye(e);if(!t?.isFile())return{name:n,path:e,file:null};let r={content:await pe(e),mode:V(t),dev:t.dev,ino:t.ino};
return{name:n,path:e,file:r}}async function an(n){let e=[...new Set(n.filter(t=>t.file!==null).map(t=>on(t.path)))];return Promise.
all(e.map(async t=>({path:t,mode:V(await ge(t))})))}async function dn(n){let e=await ge(n.path).catch(t=>{if(t.code==="E\
NOENT")return null;throw t});if(e?.isDirectory()){if(V(e)===n.mode)return!1}else await N(n.path),await nn(n.path);return await tn(
n.path,n.mode),!0}async function un(n){let{path:e,file:t}=n;if(t===null)return!1;let r=await ye(e),i=r?.isFile()===!0&&r.
dev===t.dev&&r.ino===t.ino&&V(r)===t.mode;if(i&&r.size===t.content.length&&(await pe(e)).equals(t.content))return!1;if(i)
await me(e,R.constants.O_WRONLY|R.constants.O_TRUNC|he,t.content,null);else{await N(e);let o=R.constants.O_WRONLY|R.constants.
O_CREAT|R.constants.O_EXCL|he;await me(e,o,t.content,t.mode)}return!0}var he=R.constants.O_NOFOLLOW??0;async function me(n,e,t,r){
let i=await rn(n,e,384);try{r!==null&&await i.chmod(r),await i.writeFile(t)}finally{await i.close()}}var V=n=>n.mode&4095;
async function ye(n){try{return await en(n)}catch(e){if(e.code==="ENOENT")return null;throw e}}var cn=n=>n instanceof Error?
n.message:String(n);var be=C(it(),1);var K=class{#t;#r;#e;constructor(e,t){this.#t=e,this.#r=t}arm(){clearTimeout(this.#e),this.#e=setTimeout(()=>this.#r(),this.#t),
this.#e.unref?.()}stop(){clearTimeout(this.#e),this.#e=void 0}};var I=class{#t;#r={stdout:"",stderr:""};#e=null;constructor(e){this.#t=e}push(e,t){let r=this.#r[t]+e,i=r.endsWith("\r")?
r.slice(0,-1):r,o=Math.max(i.lastIndexOf(`
`),i.lastIndexOf("\r"))+1;r.length-o>65536&&(o=r.length),this.#i(t,r.slice(0,o)),this.#r[t]=r.slice(o)}end(e){this.#i(e,
this.#r[e]),this.#r[e]=""}#i(e,t){t!==""&&(this.#e!==null&&!this.#e.ended&&this.#e.stream!==e&&this.#t(`
`,!0),this.#t(t,!1),this.#e={stream:e,ended:t.endsWith(`
`)||t.endsWith("\r")})}};var we=64*1024,X=4096,ln=4096,ct=16,Q=class{#t;#r;#e;#i="";#n="";#o=0;#a=!1;#d;#s;constructor(e,t,r={}){this.#t=e,this.#r=
t,this.#d=r.holdWhatMayGoOn??!1,this.#s=r.quietMs===void 0?void 0:new K(r.quietMs,()=>this.flush());let i=r.hide;this.#e=
new I(o=>{this.#i+=i===void 0?o:i(o),this.#a=!0})}push(e,t){this.#a=!1,this.#e.push(e,t),this.#a&&this.#c(!1),this.#s?.arm()}flush(){
this.#c(!0)}stop(){this.#s?.stop()}end(){this.stop(),this.#e.end("stdout"),this.#e.end("stderr"),this.#i!==""&&this.#u(this.#i.
length)}#c(e){let t=this.#i;if(t==="")return;let r=e&&!(this.#d&&$t(this.#n+t,this.#t));if(!r&&t.length<this.#o&&t.length<=
we)return;let i=P(this.#n+t,this.#t),o=i.redactions.length>0,s=Y(t,t.length-1);if(r&&Y(t,t.length)===t.length&&(!o||this.#l(
i.text,s))){this.#u(t.length);return}let d=Ct(this.#n+t,this.#t)-this.#n.length,u=o||d>=-this.#n.length?ct:1;for(let a=s;a>
0&&u>0;u--,a=Y(t,a-1))if(!(d>=-this.#n.length&&a>d)){if(!o||this.#l(i.text,a)){this.#u(a);break}this.#o=t.length+Math.max(
X,t.length>>2)}for(;this.#i.length>we;)this.#f()}#f(){let e=this.#i,t=P(this.#n+e,this.#t).text,r=ct;for(let a=e.length-
X;a>0&&r>0;a--)if(fn(e,a-1)&&(r--,this.#l(t,a))){this.#u(a);return}let i=J(this.#n+e,this.#t),o=this.#n.length,s=e.length-
X,d=0,u=i.length-1;for(r=ct;s>0&&r>0;s--){for(;u>=0&&i[u].start-o>=s;)u--;if(u>=0&&i[u].end-o>s&&(s=i[u].start-o,s<=0))break;
if(!hn(e.charCodeAt(s))&&(d||=s,r--,this.#l(t,s))){this.#u(s);return}}this.#u(d>0?d:e.length-X)}#l(e,t){return W(this.#n+
this.#i,this.#n.length+t,this.#t,e)}#u(e){let t=this.#i.slice(0,e);this.#i=this.#i.slice(e),this.#o=0;let r=P(this.#n+t,
this.#t).text,i=P(this.#n,this.#t).text,o=0;for(;o<i.length&&o<r.length&&r[o]===i[o];)o++;let s=r.lastIndexOf(st.markerPrefix,
o-1);s>=0&&s<o&&r.indexOf(st.markerSuffix,s)>=o&&(o=s);let d=r.slice(o),u=this.#n+t;this.#n=u.slice(Y(u,u.length-1)).slice(
-ln),d!==""&&this.#r(d)}};function Y(n,e){for(let t=Math.min(e,n.length)-1;t>=0;t--){let r=n.charCodeAt(t);if(r===lt||r===
Se&&n.charCodeAt(t+1)!==lt)return t+1}return 0}var lt=10,Se=13;function fn(n,e){let t=n.charCodeAt(e);if(mn(t)||t===27||
t>=55296&&t<=56319)return!1;if(t!==32&&t!==9)return!0;let r=e;for(;r>0&&(n.charCodeAt(r-1)===32||n.charCodeAt(r-1)===9);)
r--;let i=n.charCodeAt(r-1);return i!==lt&&i!==Se}function hn(n){return n>=56320&&n<=57343}function mn(n){return n>=48&&
n<=57||n>=65&&n<=90||n>=97&&n<=122||n===43||n===47||n===61||n===95||n===45||n===46||n===37}var z=class{#t;#r;#e;#i;constructor(e,t,r){this.#t=e,this.#r=t,this.#e=r.secrets,this.#i=r.newToken??gn}#n;async run(e){
let t={token:this.#i(),echo:new Q(this.#e,r=>{this.#r(r),t.atLineStart=r.endsWith(`
`)},{quietMs:500}),atLineStart:!0};this.#n=t,this.#r(`::stop-commands::${t.token}
`);try{return await this.#t.run({...e,onOutput:(r,i)=>{r!==""&&this.#n===t&&t.echo.push(r,i),e.onOutput?.(r,i)}})}finally{
this.endBlock()}}endBlock(){let e=this.#n;e!==void 0&&(this.#n=void 0,e.echo.end(),this.#r(`${e.atLineStart?"":`
`}::${e.token}::
`))}};function gn(){return(0,be.randomBytes)(16).toString("hex")}var Ae=C(it(),1),O=C(at(),1);import{tmpdir as bn}from"node:os";import{join as vn}from"node:path";import{StringDecoder as xn}from"node:string_decoder";var yn=8;function xe(n,e,t,r){let i=n+e,o=n.length,s=J(i,t),d=s.find(c=>c.start<o&&c.end>o),u=d?d.end-o:0;if(r&&(u=ve(e,
u)),!i.includes("\x1B")&&s.every(c=>c.end<=o+u))return u;let a=P(i,t).text;for(let c=0;u<e.length&&c<=yn;c++){if(W(i,o+u,
t,a))return u;u=r?ve(e,u+1):wn(e,u+1)}return e.length}function ve(n,e){if(e===0||n.charCodeAt(e-1)===ke)return e;let t=n.
indexOf(`
`,e);return t===-1?n.length:t+1}function wn(n,e){for(let t=e;t<=n.length;t++){let r=n.charCodeAt(t-1);if(r===ke||r===32||
r===9)return t}return n.length}var ke=10;var Z=C(at(),1);function Te(){try{return(0,Z.readdirSync)("/proc").filter(n=>/^\d+$/.test(n)).map(Number).filter(n=>n!==
process.pid)}catch{return null}}function Ee(n){let e;try{e=(0,Z.readFileSync)(`/proc/${n}/stat`,"utf8")}catch{return null}
let[t="",,r]=e.slice(e.lastIndexOf(")")+2).split(" ");return{state:t,group:Number(r)}}import{spawn as Sn}from"node:child_process";var Pe=(n,e,{cwd:t,env:r})=>Sn(n,e,{cwd:t,env:r,stdio:["ignore","pipe","pipe"],detached:!0});var Re={SIGINT:1,SIGTERM:2,SIGKILL:3},ft={killGraceMs:5e3,maxOutputBytes:H.agentOutputBytes,drainMs:1e3};function kn(n){
try{process.kill(-n,0)}catch{return!1}let e=Te();return e===null?!0:e.some(t=>{let r=Ee(t);return r!==null&&r.group===n&&
r.state!=="Z"})}var tt=class{#t;#r;#e;#i;#n;#o;#a;#d;#s;#c;#f;constructor(e={}){this.#t=e.tempDir??bn(),this.#r=e.killGraceMs??
ft.killGraceMs,this.#e=e.maxOutputBytes??ft.maxOutputBytes,this.#i=e.drainMs??ft.drainMs,this.#n=e.outputHook,this.#o=e.
reuseScripts?new Map:void 0,this.#a=e.secrets??[],this.#d=e.noPathHint??"PATH is not set in its environment",this.#c=e.fewerJobs,
this.#f=e.start??Pe,this.#s=e.tempPlace??{...Gt(this.#t),...e.fewerJobs===void 0?{}:{fewerJobs:e.fewerJobs}}}async run(e){
let t=Nt(e.shell);Tn(e.cwd);let r=It(t,e.script),i=this.#l(t.extension,r),o=i??vn(this.#t,`baton-step-${(0,Ae.randomUUID)()}${t.
extension}`);if(i===void 0){try{(0,O.writeFileSync)(o,r,{flag:"wx",mode:448})}catch(s){throw s.code!=="EEXIST"&&(0,O.rmSync)(
o,{force:!0}),_t(this.#s,o,"the command's script",s)}this.#o?.set(`${t.extension}\0${r}`,o)}this.#n?.begin?.();try{return await this.#u(
t.file,Dt(t,o),e)}finally{this.#n?.end?.(),this.#o===void 0&&(0,O.rmSync)(o,{force:!0})}}#l(e,t){let r=`${e}\0${t}`,i=this.#o?.
get(r);if(i===void 0)return;let o=Buffer.from(t),s;try{s=Lt(i,o.length)}catch{s={kind:"missing"}}if(s.kind==="file"&&o.equals(
s.bytes))return i;this.#o?.delete(r)}#u(e,t,r){return new Promise((i,o)=>{let s=new Date,d=new et(this.#e),u=new et(this.#e,
{decode:xt,byteLength:kt}),a=this.#f(e,t,{cwd:r.cwd,env:r.env}),c,h,m,l,p=!1,S,b=f=>{if(a.pid===void 0){(S===void 0||Re[f]>
Re[S])&&(S=f);return}try{process.kill(-a.pid,f)}catch{}},y=()=>a.pid!==void 0&&kn(a.pid),w,g=!1,A,$=null,M,ht=()=>{b("SI\
GKILL"),M=Date.now()},mt=Number.POSITIVE_INFINITY,pt=f=>{f>=mt||(mt=f,clearTimeout(c),c=setTimeout(ht,Math.max(0,f-Date.
now())),c.unref())},D=()=>{$!=="terminate"&&($="terminate",clearTimeout(h),b("SIGTERM"),pt(Date.now()+this.#r))},j=()=>{
if(r.stop!=="interrupt"||r.kill?.aborted)return D();$===null&&($="interrupt",b("SIGINT"),h=setTimeout(()=>b("SIGTERM"),1.5*
this.#r),h.unref(),pt(Date.now()+2*this.#r))},De=()=>{let f=y();return r.kill?.aborted&&M===void 0&&f&&ht(),f&&(M===void 0||
Date.now()-M<2e3)?(w??=setInterval(F,100),!1):(clearInterval(w),g?!0:A===void 0?(A=Date.now(),setTimeout(F,this.#i).unref(),
!1):Date.now()-A>=this.#i)},F=()=>{p||l===void 0||$!==null&&!De()||(clearInterval(w),p=!0,clearTimeout(m),a.stdout?.destroy(),
a.stderr?.destroy(),nt("stdout"),nt("stderr"),r.signal?.removeEventListener("abort",j),r.kill?.removeEventListener("abor\
t",D),clearTimeout(c),clearTimeout(h),i({exitCode:l.code,signal:l.signal,startedAt:s,finishedAt:new Date,output:d.text(this.#a),
stdout:u.text(this.#a)}))},gt=new I((f,v)=>v?d.insert(f):d.push(f)),nt=f=>gt.end(f),yt=(f,v)=>{let L=new xn("utf8"),wt=E=>{
gt.push(E,v),E!==""&&(this.#n?.chunk(E,v),r.onOutput?.(E,v))};f.on("data",E=>{d.wrote(E.length),v==="stdout"&&(u.wrote(E.
length),u.push(E)),wt(L.write(E))}),f.on("end",()=>{wt(L.end()),nt(v)})};a.on("error",f=>{if(p)return;p=!0,r.signal?.removeEventListener(
"abort",j),r.kill?.removeEventListener("abort",D);let v=f.code==="ENOENT"&&!e.includes("/")&&!r.env.PATH,L=bt(f,this.#c);
o(new k("shell-failed",`could not start ${JSON.stringify(e)}: ${f.code??f.message}${L===null?"":` (${L})`}${v?`; ${this.#d}`:
""}`,{where:"shell",cause:f}))}),a.stdout&&yt(a.stdout,"stdout"),a.stderr&&yt(a.stderr,"stderr"),a.on("exit",(f,v)=>{l={
code:f,signal:v},m=setTimeout(()=>{$===null&&(a.stdout?.destroy(),a.stderr?.destroy()),F()},this.#i),m.unref()}),a.on("c\
lose",()=>{g=!0,F()}),a.pid!==void 0?r.onStart?.(a.pid):a.once("spawn",()=>{a.pid!==void 0&&(r.onStart?.(a.pid),S!==void 0&&
b(S))}),r.kill?.aborted?D():r.kill?.addEventListener("abort",D,{once:!0}),r.signal&&(r.signal.aborted?j():r.signal.addEventListener(
"abort",j,{once:!0}))})}};function Tn(n){let e;try{e=(0,O.statSync)(n)}catch{e=void 0}if(!e?.isDirectory())throw new k("\
working-directory-missing",`${n} is not a directory`,{where:"working-directory"})}var Oe=64*1024,En=`${["-----BEGIN","PR\
IVATE","KEY-----"].join(" ")}
`,Pn=128,Rn={decode:n=>n.toString("utf8"),byteLength:n=>Buffer.byteLength(n)},et=class{#t;#r;#e=[];#i=0;#n=0;#o=0;#a=0;#d=!1;#s="";constructor(e,t=Rn){
this.#t=e,this.#r=t}wrote(e){this.#o+=e}insert(e){this.push(e),this.#a+=Buffer.byteLength(e)}push(e){let t=typeof e=="st\
ring"?Buffer.from(e):e;for(this.#e.push(t),this.#i+=t.length,this.#n+=t.length;this.#e.length>1&&this.#i-this.#e[0].length>=
this.#t+Oe;){let r=this.#e.shift();this.#i-=r.length,this.#c(r.toString("utf8"))}}#c(e){let t=this.#s+e;this.#d=dt(t,this.#d,
this.#s.length),this.#s=t.slice(-Pn)}text(e=[]){let t=Buffer.concat(this.#e);if(t.length<=this.#t)return this.#r.decode(
t);let r=t.length-this.#t-1,i=t.indexOf(10,r),o=[t.indexOf(32,r),t.indexOf(9,r)].filter(a=>a>=0),s=i>=0&&i<t.length-1?i:
o.length>0?Math.min(...o):-1,d="";if(s>=0){let a=s+1,c=Math.max(0,a-Oe),h=c===0?-1:t.indexOf(10,c-1);for(h>=0&&h+1<a&&(c=
h+1);(t[c]&192)===128;)c++;let l=(dt(this.#s+t.subarray(0,c).toString("utf8"),this.#d,this.#s.length)?En:"")+t.subarray(
c,a).toString("utf8"),p=this.#r.decode(t.subarray(a));d=p.slice(xe(l,p,e,t[s]===10))}let u=d!==""?`the last ${this.#t} b\
ytes at most are kept`:s===-1?"none of it is kept, as no line or space was left to start at":"none of it is kept, as all\
 of it after the cut may be part of a secret the cut went through";return this.#n===this.#o+this.#a?`[baton: the first ${this.#n-
this.#r.byteLength(d)} bytes of this output were left out; ${u}]
${d}`:`[baton: this output was ${this.#o} bytes, not all of it UTF-8 text, and its start was left out; ${u}${d===""?"":"\
, as text (a byte that is not UTF-8 as \uFFFD)"}]
${d}`}};async function $e(n,e){if(n.agent===null)throw new ot(`stage ${n.stage}: runStage needs an agent (run or agent); this sp\
ec is for a split stage`);let t=[],r,i,o={},s="",d=!1;for(let u=1;;u++){let a=await Ht(n,e,{...o,attempt:u,...r?{upstream:r}:
{},...i!==void 0?{parent:i}:{}});if(a.kind==="refused")return e.reporter?.error(a.result.outcome.message??"",n.stage),{...a.
result,attempts:[...t,...a.result.attempts]};r=a.upstream,i=a.parent;let c=a.prepared;c.repair||(s=c.prompt);for(let S of c.
warnings)e.reporter?.warning(S.message,`${n.stage} ${S.path}`);let h=await Cn(n,c,e),m=await Ut(n,c,h,e,{...e.signal?{signal:e.
signal}:{},...n.verify===null?{}:{verify:()=>Nn(n,c,e,n.verify)}});t.push(m);let{outcome:l}=m,p=e.signal?.aborted===!0;if(m.
repairProblems.length>0&&!d&&!p){d=!0,e.reporter?.warning(`${l.message}; giving the agent one repair turn`,n.stage),o={repair:{
problems:m.repairProblems,previousPrompt:s}};continue}if(l.reason==="verify-failed"&&u<n.attempts&&!p){e.reporter?.warning(
`attempt ${u} of ${n.attempts}: ${l.message}; trying again`,n.stage),o={attemptContext:An(u+1,m.handoff,m.record.verify)};
continue}return l.reason==="cancelled"?e.reporter?.warning(l.message,n.stage):l.reason!=="completed"&&e.reporter?.error(
l.message,n.stage),On(n,l,t,m.outputs)}}function On(n,e,t,r){let i=t.at(-1);if(!i)throw new ot(`stage ${n.stage}: no att\
empt was stored`);return{stage:n.stage,ok:Ft(e.reason),outcome:e,attempts:t,final:i,outputs:r}}function An(n,e,t){return{
number:n,previous:e,verify:t?{exit_code:t.exit_code,output:t.output_tail}:null}}function $n(n,e){let t={};for(let[r,i]of Object.
entries(n))Tt.includes(r)||Et.some(o=>r.startsWith(o))||(t[r]=i);return{...t,...e}}function Ce(n,e,t,r={}){return $n(t.env,
{...r,[U.promptPath]:e.promptPath,[U.handoffPath]:e.handoffPath,[U.stage]:n.stage})}async function Cn(n,e,t){let r=n.agent,
i=r.kind==="preset"?{...At(r.preset),shell:"bash"}:{script:r.command,env:{},shell:n.shell};t.reporter?.info(`${n.stage}:\
 attempt ${e.attempt}${e.repair?" (repair turn)":""}, running the agent`);let o=t.guardAgentConfig;return Ne(t,()=>{let s=Ce(
n,e,t,i.env);return r.kind==="preset"&&Ot(s),{script:i.script,shell:i.shell,cwd:t.workspace.resolveDirectory(n.workingDirectory),
env:s}},r.kind==="preset"&&o?s=>o(r.preset,s):void 0)}async function Ne(n,e,t){let r=n.workspace.now();try{let i=e(),o=t?
await t(i.cwd):void 0;try{let s=n.runner.run({...i,...n.onOutput?{onOutput:n.onOutput}:{},...n.signal?{signal:n.signal}:
{}});return Mt(),await s}finally{await o?.()}}catch(i){let o=`${Bt}${B(i)}
`;return n.onOutput?.(o,"stderr"),{exitCode:null,signal:null,startedAt:r,finishedAt:n.workspace.now(),output:o,stdout:""}}}
async function Nn(n,e,t,r){t.reporter?.info(`${n.stage}: attempt ${e.attempt}, running verify`);let i=await Ne(t,()=>({script:r,
shell:n.shell,cwd:t.workspace.resolveDirectory(n.workingDirectory),env:Ce(n,e,t)})),o=jt(i.output,n.redact,"verify.outpu\
t_tail");return{facts:{command:r,exit_code:i.exitCode,output_tail:vt(o.text,H.verifyOutputTailBytes),duration_ms:Math.max(
0,i.finishedAt.getTime()-i.startedAt.getTime())},problems:o.problems}}async function In(n,e,t){te(n.env);let{spec:r,store:i,workspace:o,reporter:s,secrets:d,openRun:u}=await ee("stage",n.env);
e.stage=r.stage,e.secrets=d,e.store=new ne(i);let a=Zt(n.env,"RUNNER_TEMP"),c=new tt({tempDir:a,killGraceMs:Wt.agentGrace}),
h=new z(c,n.write,{secrets:d});e.runner=h;let m=new AbortController,l=new q(h,Ln(n.env),w=>m.abort(Dn(w))),p=w=>m.signal.
aborted&&w.includes(String(m.signal.reason)),S={info:w=>s.info(w),warning:(w,g)=>{p(w)||s.warning(w,g)},error:()=>{},group:(w,g)=>s.
group(w,g)},b=r.agent?.kind==="preset";b&&r.trustCheckout&&s.info(`${G.trustCheckout}: true: the agent's CLI reads the p\
roject configuration of the checkout as it is`);let y=await $e(r,{store:e.store,workspace:o,openRun:u,runner:l,reporter:S,
env:Xt(n.env),signal:AbortSignal.any([m.signal,t.signal]),...b&&!r.trustCheckout?{guardAgentConfig:fe({sha:n.env.GITHUB_SHA,
reporter:S})}:{}});if(!e.settled){if(e.settled=!0,await Kt("stage",y.final,y.outputs,e,s),y.outcome.reason==="cancelled"&&
!p(y.outcome.message??"")){s.info(`stage ${r.stage}: cancelled, stored as artifact ${y.final.ref.id}`),process.exitCode=
St.Failure;return}if(!y.ok)throw new k(y.outcome.reason,y.outcome.message??y.outcome.reason,{where:`stage ${r.stage}`});
s.info(`stage ${r.stage}: ${y.final.record.status}, stored as artifact ${y.final.ref.id}`)}}function Dn(n){let e=n.directories.
map(s=>`their directory ${s}`),r=`a command of the stage (the agent or verify) changed the files of the step\u2019s file comm\
ands (${[...n.files,...e].join(", ")}), which only baton may write to`;if(n.notPutBack.length===0)return`${r}; baton put\
 them back as they were, so none of it reaches the runner or the steps after this one`;let i=n.notPutBack.map(({name:s,why:d})=>`${s}\
 (${d})`).join(", "),o=n.files.length>n.notPutBack.length?" (the others it put back as they were)":"";return`${r}; baton\
 could not put back ${i}${o}, so the runner may read what the command left there and apply it to the steps after this on\
e in this job: treat those steps as untrusted, and run an agent that reads untrusted text in a job of its own`}function Ln(n){
return Object.values(Pt).flatMap(e=>{let t=n[e];return t?[{name:e,path:t}]:[]})}async function Ie(n=Jt()){let e=Yt(n.env),
t={action:"stage",refusedOutputs:!0,unfinished:"the step ended before the stage had a record to store"};await qt(n,r=>In(
n,e,r),{async failed(r){await Qt(e,r,t),rt(B(r))},async outOfTime(r){e.runner?.endBlock(),rt(await zt(e,r,t))}}),Vt(n)}await Ie();

import{a as $t,b as x,c as st,d as Ct,e as Nt}from"../action-chunks/chunk-DYFEHI3K.js";import{a as qt}from"../action-chunks/chunk-I3IT44D6.js";
import{a as Wt}from"../action-chunks/chunk-X2CZJN4H.js";import{A as ie,C as oe,a as Lt,b as Gt,c as Mt,d as _t,f as jt,g as Ft,i as Ut,
k as Ht,l as Jt,m as Qt,n as zt,o as Zt,p as te,q as ee}from"../action-chunks/chunk-QAQNA5BQ.js";import"../action-chunks/chunk-NTHMEBCW.js";
import"../action-chunks/chunk-ID5774FQ.js";import{E as ne,G as re,c as Rt,d as At,e as Pt,m as Vt,v as Kt,y as Xt,z as Yt}from"../action-chunks/chunk-JHGOV4WQ.js";
import"../action-chunks/chunk-Q2LHL6MY.js";import{b as O,d as H,e as J,f as It,g as Dt,j as dt}from"../action-chunks/chunk-KH6MSAET.js";import"../action-chunks/chunk-77W67CAP.js";
import"../action-chunks/chunk-MRMAEUWW.js";import{a as at}from"../action-chunks/chunk-R2LRCHEZ.js";import{b as Bt}from"../action-chunks/chunk-VFSRVN2C.js";
import"../action-chunks/chunk-ZHXVBFIU.js";import"../action-chunks/chunk-3M4OR4VW.js";import"../action-chunks/chunk-S3VQCA2F.js";import"../action-chunks/chunk-4K4GM72I.js";
import"../action-chunks/chunk-GNY3OND4.js";import{a as bt,d as T,e as it,f as F}from"../action-chunks/chunk-O7UU6C5Q.js";import{a as rt}from"../action-chunks/chunk-PO5EA42V.js";
import{F as Ot,H as ot,b as B,c as Tt,d as Et,o as U,s as G}from"../action-chunks/chunk-JQWIKLAS.js";import{c as vt,h as xt,j as kt}from"../action-chunks/chunk-VLLWXIM2.js";
import{f as wt,k as nt}from"../action-chunks/chunk-DHIUKFLR.js";import"../action-chunks/chunk-SM223FN7.js";import{d as C}from"../action-chunks/chunk-A64LSPLL.js";var le=C(rt(),1);import{chmod as fe,lstat as ut,mkdir as he,realpath as ue,rename as me,rmdir as He,writeFile as Je}from"node:fs/promises";
import{isAbsolute as We,join as k,relative as qe,sep as Ve}from"node:path";var _e={claude:[".claude",".mcp.json",".claude.json","CLAUDE.md","CLAUDE.local.md",".gitmodules",".ripgreprc",".husky"],
codex:[".codex","AGENTS.md","AGENTS.override.md",".agents"],gemini:[".gemini","GEMINI.md",".env"],copilot:[".github/copi\
lot",".github/hooks",".github/agents",".github/skills",".github/instructions",".github/copilot-instructions.md",".github\
/mcp.json",".mcp.json",".vscode/mcp.json",".agents",".claude","AGENTS.md","CLAUDE.md","GEMINI.md"]};function se(n,e){let t=e.
split("/").filter(o=>o!==""&&o!=="."),r=t.map((o,s)=>t.slice(0,s+1).join("/")),i=[];for(let o of["",...r])for(let s of _e[n])
i.push(o===""?s:`${o}/${s}`);return[...new Set(i)]}import{chmod as je,lstat as Fe,readdir as Be,rm as ae}from"node:fs/promises";import{join as Ue}from"node:path";async function N(n){
try{await ae(n,{recursive:!0,force:!0})}catch{await de(n),await ae(n,{recursive:!0,force:!0})}}async function de(n){if((await Fe(
n).catch(()=>{}))?.isDirectory()){await je(n,448);for(let t of await Be(n))await de(Ue(n,t))}}function pe(n){return async(e,t)=>{let r=n.sha??"";if(!$t.test(r))return ce;let i=await Ct(t);return i===null||i.head===
r?ce:Ke(e,t,r,i,n.reporter)}}var ce=async()=>{};async function Ke(n,e,t,r,i){let{cli:o}=Rt[n],s=await ue(r.top),d=qe(s,await ue(
e));if(d.startsWith("..")||We(d))throw new T("agent-config",`the agent's working directory is not inside the git checkou\
t at ${r.top}; baton cannot set ${o}'s project configuration there to ${x(t)}'s`);let u=se(n,d.split(Ve).join("/")),a=k(
r.gitDir,`baton-agent-config-${(0,le.randomUUID)()}`),c=[],h=[],m=()=>ze(s,u,c,h,a);try{for(let g of u)await Xe(s,g,a,c);
let l=await Nt(s,t),p=l?await Ye(s,t,u,h):[],w=u.filter(g=>p.some(P=>P===g||P.startsWith(`${g}/`))),b=c.map(g=>g.path).filter(
g=>!w.includes(g)),y=`${o} reads its project configuration from the checkout when it starts, and the checkout is at ${x(
r.head)}, not at ${x(t)}, the commit this run is for`,S="put back as the checkout had them when the agent ends";if(l)if(w.
length>0||b.length>0){let g=[...w.length>0?[`set to ${x(t)}'s: ${w.join(", ")}`]:[],...b.length>0?[`set aside (not at ${x(
t)}): ${b.join(", ")}`]:[]];i.info(`${y}: ${g.join("; ")}; ${S}`)}else i.info(`${y}; it holds none of ${o}'s project con\
figuration, nor does ${x(t)}`);else{let g=b.length>0?`; set aside: ${b.join(", ")}, ${S}`:"";i.warning(`${y}; ${x(t)} is\
 not in the clone, so the agent runs without any${g}. To give it ${x(t)}'s configuration, fetch that commit too (actions\
/checkout with fetch-depth: 0); to let it read the checkout's, set ${G.trustCheckout}: true`)}}catch(l){throw await m(),
l instanceof T?l:new T("agent-config",`could not set ${o}'s project configuration to ${x(t)}'s, so the agent was not sta\
rted: ${l instanceof Error?l.message:String(l)}`)}return async()=>{let l=c.length>0||h.length>0,p=await m();p.length>0?i.
warning(`could not put back ${p.join(", ")} as the checkout had ${p.length===1?"it":"them"} after the agent ended; what \
was there is kept in ${a}`):l&&i.info(`put back ${o}'s project configuration as the checkout had it`)}}async function Xe(n,e,t,r){
let i=e.split("/");for(let o=1;o<=i.length;o++){let s=i.slice(0,o).join("/");if(r.some(a=>a.path===s))return;let d=await ut(
k(n,s)).catch(()=>{});if(d===void 0)return;if(o<i.length&&d.isDirectory())continue;await he(t,{recursive:!0,mode:448});let u=k(
t,String(r.length));try{await me(k(n,s),u)}catch(a){throw new T("agent-config",`could not move ${s} aside into ${t} (${a.
code??"error"}), so the agent was not started; set ${G.trustCheckout}: true only if you trust the checkout's configurati\
on`)}r.push({path:s,kept:u});return}}async function Ye(n,e,t,r){let i=await st(n,["ls-tree","-r","-z","--full-tree",e,"-\
-",...t]);if(i===void 0)throw new Error(`git ls-tree ${x(e)} failed`);let o=[];for(let s of i.toString("utf8").split("\0")){
let d=/^(100644|100755) blob ([0-9a-f]+)\t(.+)$/s.exec(s);if(!d)continue;let[,u,a,c]=d,h=await st(n,["cat-file","blob",a]);
if(h===void 0)throw new Error(`git cat-file ${a} failed`);await Qe(n,c,r),await Je(k(n,c),h,{flag:"wx",mode:u==="100755"?
493:420}),o.push(c)}return o}async function Qe(n,e,t){let r=e.split("/").slice(0,-1);for(let i=1;i<=r.length;i++){let o=r.
slice(0,i).join("/"),s=await ut(k(n,o)).catch(()=>{});if(!s?.isDirectory()){if(s!==void 0)throw new Error(`${o} is not a\
 directory`);await he(k(n,o)),t.push(o)}}}async function ze(n,e,t,r,i){let o=[],s=await Ze(n,[...e,...r,...t.map(d=>d.path)],
i);try{for(let d of[...e,...r.toReversed()])await N(k(n,d)).catch(()=>{});r.length=0;for(let d of t.toReversed())try{await N(
k(n,d.path)),await me(d.kept,k(n,d.path))}catch{o.push(d.path)}}finally{for(let{path:d,mode:u}of s.toReversed())await fe(
d,u).catch(()=>{})}return o.length===0&&await He(i).catch(()=>{}),t.length=0,o}async function Ze(n,e,t){let r=new Set([n]);
for(let o of e){let s=o.split("/").slice(0,-1);for(let d=1;d<=s.length;d++)r.add(k(n,...s.slice(0,d)))}r.add(t);let i=[];
for(let o of r){let s=await ut(o).catch(()=>{});if(!s?.isDirectory()||(s.mode&192)===192)continue;let d=s.mode&4095;try{
await fe(o,d|192),i.push({path:o,mode:d})}catch{}}return i}var R=C(at(),1);import{chmod as tn,lstat as en,mkdir as nn,open as rn,readFile as Se,stat as we}from"node:fs/promises";import{
dirname as on}from"node:path";var W=class{#t;#r;#e;constructor(e,t,r){this.#t=e,this.#r=t,this.#e=r}async run(e){let t=await Promise.all(this.#r.map(i=>sn(
i.name,i.path))),r=await an(t);try{return await this.#t.run(e)}finally{let i={files:[],directories:[],notPutBack:[]};for(let o of r)
await dn(o).catch(()=>!1)&&i.directories.push(o.path);for(let o of t)try{await un(o)&&i.files.push(o.name)}catch(s){i.files.
push(o.name),i.notPutBack.push({name:o.name,why:cn(s)})}(i.files.length>0||i.directories.length>0)&&this.#e(i)}}};async function sn(n,e){
let t=await be(e);if(!t?.isFile())return{name:n,path:e,file:null};let r={content:await Se(e),mode:q(t),dev:t.dev,ino:t.ino};
return{name:n,path:e,file:r}}async function an(n){let e=[...new Set(n.filter(t=>t.file!==null).map(t=>on(t.path)))];return Promise.
all(e.map(async t=>({path:t,mode:q(await we(t))})))}async function dn(n){let e=await we(n.path).catch(t=>{if(t.code==="E\
NOENT")return null;throw t});if(e?.isDirectory()){if(q(e)===n.mode)return!1}else await N(n.path),await nn(n.path);return await tn(
n.path,n.mode),!0}async function un(n){let{path:e,file:t}=n;if(t===null)return!1;let r=await be(e),i=r?.isFile()===!0&&r.
dev===t.dev&&r.ino===t.ino&&q(r)===t.mode;if(i&&r.size===t.content.length&&(await Se(e)).equals(t.content))return!1;if(i)
await ye(e,R.constants.O_WRONLY|R.constants.O_TRUNC|ge,t.content,null);else{await N(e);let o=R.constants.O_WRONLY|R.constants.
O_CREAT|R.constants.O_EXCL|ge;await ye(e,o,t.content,t.mode)}return!0}var ge=R.constants.O_NOFOLLOW??0;async function ye(n,e,t,r){
let i=await rn(n,e,384);try{r!==null&&await i.chmod(r),await i.writeFile(t)}finally{await i.close()}}var q=n=>n.mode&4095;
async function be(n){try{return await en(n)}catch(e){if(e.code==="ENOENT")return null;throw e}}var cn=n=>n instanceof Error?
n.message:String(n);var ke=C(rt(),1);var V=class{#t;#r;#e;constructor(e,t){this.#t=e,this.#r=t}arm(){clearTimeout(this.#e),this.#e=setTimeout(()=>this.#r(),this.#t),
this.#e.unref?.()}stop(){clearTimeout(this.#e),this.#e=void 0}};var I=class{#t;#r={stdout:"",stderr:""};#e=null;constructor(e){this.#t=e}push(e,t){let r=this.#r[t]+e,i=r.endsWith("\r")?
r.slice(0,-1):r,o=Math.max(i.lastIndexOf(`
`),i.lastIndexOf("\r"))+1;r.length-o>65536&&(o=r.length),this.#i(t,r.slice(0,o)),this.#r[t]=r.slice(o)}end(e){this.#i(e,
this.#r[e]),this.#r[e]=""}#i(e,t){t!==""&&(this.#e!==null&&!this.#e.ended&&this.#e.stream!==e&&this.#t(`
`,!0),this.#t(t,!1),this.#e={stream:e,ended:t.endsWith(`
`)||t.endsWith("\r")})}};var ve=64*1024,K=4096,ln=4096,ct=16,Y=class{#t;#r;#e;#i="";#n="";#o=0;#a=!1;#d;#s;constructor(e,t,r={}){this.#t=e,this.#r=
t,this.#d=r.holdWhatMayGoOn??!1,this.#s=r.quietMs===void 0?void 0:new V(r.quietMs,()=>this.flush());let i=r.hide;this.#e=
new I(o=>{this.#i+=i===void 0?o:i(o),this.#a=!0})}push(e,t){this.#a=!1,this.#e.push(e,t),this.#a&&this.#c(!1),this.#s?.arm()}flush(){
this.#c(!0)}stop(){this.#s?.stop()}end(){this.stop(),this.#e.end("stdout"),this.#e.end("stderr"),this.#i!==""&&this.#u(this.#i.
length)}#c(e){let t=this.#i;if(t==="")return;let r=e&&!(this.#d&&It(this.#n+t,this.#t));if(!r&&t.length<this.#o&&t.length<=
ve)return;let i=O(this.#n+t,this.#t),o=i.redactions.length>0,s=X(t,t.length-1);if(r&&X(t,t.length)===t.length&&(!o||this.#l(
i.text,s))){this.#u(t.length);return}let d=Dt(this.#n+t,this.#t)-this.#n.length,u=o||d>=-this.#n.length?ct:1;for(let a=s;a>
0&&u>0;u--,a=X(t,a-1))if(!(d>=-this.#n.length&&a>d)){if(!o||this.#l(i.text,a)){this.#u(a);break}this.#o=t.length+Math.max(
K,t.length>>2)}for(;this.#i.length>ve;)this.#f()}#f(){let e=this.#i,t=O(this.#n+e,this.#t).text,r=ct;for(let a=e.length-
K;a>0&&r>0;a--)if(fn(e,a-1)&&(r--,this.#l(t,a))){this.#u(a);return}let i=H(this.#n+e,this.#t),o=this.#n.length,s=e.length-
K,d=0,u=i.length-1;for(r=ct;s>0&&r>0;s--){for(;u>=0&&i[u].start-o>=s;)u--;if(u>=0&&i[u].end-o>s&&(s=i[u].start-o,s<=0))break;
if(!hn(e.charCodeAt(s))&&(d||=s,r--,this.#l(t,s))){this.#u(s);return}}this.#u(d>0?d:e.length-K)}#l(e,t){return J(this.#n+
this.#i,this.#n.length+t,this.#t,e)}#u(e){let t=this.#i.slice(0,e);this.#i=this.#i.slice(e),this.#o=0;let r=O(this.#n+t,
this.#t).text,i=O(this.#n,this.#t).text,o=0;for(;o<i.length&&o<r.length&&r[o]===i[o];)o++;let s=r.lastIndexOf(ot.markerPrefix,
o-1);s>=0&&s<o&&r.indexOf(ot.markerSuffix,s)>=o&&(o=s);let d=r.slice(o),u=this.#n+t;this.#n=u.slice(X(u,u.length-1)).slice(
-ln),d!==""&&this.#r(d)}};function X(n,e){for(let t=Math.min(e,n.length)-1;t>=0;t--){let r=n.charCodeAt(t);if(r===lt||r===
xe&&n.charCodeAt(t+1)!==lt)return t+1}return 0}var lt=10,xe=13;function fn(n,e){let t=n.charCodeAt(e);if(mn(t)||t===27||
t>=55296&&t<=56319)return!1;if(t!==32&&t!==9)return!0;let r=e;for(;r>0&&(n.charCodeAt(r-1)===32||n.charCodeAt(r-1)===9);)
r--;let i=n.charCodeAt(r-1);return i!==lt&&i!==xe}function hn(n){return n>=56320&&n<=57343}function mn(n){return n>=48&&
n<=57||n>=65&&n<=90||n>=97&&n<=122||n===43||n===47||n===61||n===95||n===45||n===46||n===37}var Q=class{#t;#r;#e;#i;constructor(e,t,r){this.#t=e,this.#r=t,this.#e=r.secrets,this.#i=r.newToken??gn}#n;async run(e){
let t={token:this.#i(),echo:new Y(this.#e,r=>{this.#r(r),t.atLineStart=r.endsWith(`
`)},{quietMs:500}),atLineStart:!0};this.#n=t,this.#r(`::stop-commands::${t.token}
`);try{return await this.#t.run({...e,onOutput:(r,i)=>{r!==""&&this.#n===t&&t.echo.push(r,i),e.onOutput?.(r,i)}})}finally{
this.endBlock()}}endBlock(){let e=this.#n;e!==void 0&&(this.#n=void 0,e.echo.end(),this.#r(`${e.atLineStart?"":`
`}::${e.token}::
`))}};function gn(){return(0,ke.randomBytes)(16).toString("hex")}var Ne=C(rt(),1),A=C(at(),1);import{tmpdir as bn}from"node:os";import{join as vn}from"node:path";import{StringDecoder as xn}from"node:string_decoder";var yn=8;function Ee(n,e,t,r){let i=n+e,o=n.length,s=H(i,t),d=s.find(c=>c.start<o&&c.end>o),u=d?d.end-o:0;if(r&&(u=Te(e,
u)),!i.includes("\x1B")&&s.every(c=>c.end<=o+u))return u;let a=O(i,t).text;for(let c=0;u<e.length&&c<=yn;c++){if(J(i,o+u,
t,a))return u;u=r?Te(e,u+1):Sn(e,u+1)}return e.length}function Te(n,e){if(e===0||n.charCodeAt(e-1)===Oe)return e;let t=n.
indexOf(`
`,e);return t===-1?n.length:t+1}function Sn(n,e){for(let t=e;t<=n.length;t++){let r=n.charCodeAt(t-1);if(r===Oe||r===32||
r===9)return t}return n.length}var Oe=10;var z=C(at(),1);function Re(){try{return(0,z.readdirSync)("/proc").filter(n=>/^\d+$/.test(n)).map(Number).filter(n=>n!==
process.pid)}catch{return null}}function Ae(n){let e;try{e=(0,z.readFileSync)(`/proc/${n}/stat`,"utf8")}catch{return null}
let[t="",,r]=e.slice(e.lastIndexOf(")")+2).split(" ");return{state:t,group:Number(r)}}import{spawn as wn}from"node:child_process";var Pe=(n,e,{cwd:t,env:r})=>wn(n,e,{cwd:t,env:r,stdio:["ignore","pipe","pipe"],detached:!0});var $e={SIGINT:1,SIGTERM:2,SIGKILL:3},ft={killGraceMs:5e3,maxOutputBytes:U.agentOutputBytes,drainMs:1e3};function kn(n){
try{process.kill(-n,0)}catch{return!1}let e=Re();return e===null?!0:e.some(t=>{let r=Ae(t);return r!==null&&r.group===n&&
r.state!=="Z"})}var Z=class{#t;#r;#e;#i;#n;#o;#a;#d;#s;#c;#f;constructor(e={}){this.#t=e.tempDir??bn(),this.#r=e.killGraceMs??
ft.killGraceMs,this.#e=e.maxOutputBytes??ft.maxOutputBytes,this.#i=e.drainMs??ft.drainMs,this.#n=e.outputHook,this.#o=e.
reuseScripts?new Map:void 0,this.#a=e.secrets??[],this.#d=e.noPathHint??"PATH is not set in its environment",this.#c=e.fewerJobs,
this.#f=e.start??Pe,this.#s=e.tempPlace??{...jt(this.#t),...e.fewerJobs===void 0?{}:{fewerJobs:e.fewerJobs}}}async run(e){
let t=Lt(e.shell);Tn(e.cwd);let r=Gt(t,e.script),i=this.#l(t.extension,r),o=i??vn(this.#t,`baton-step-${(0,Ne.randomUUID)()}${t.
extension}`);if(i===void 0){try{(0,A.writeFileSync)(o,r,{flag:"wx",mode:448})}catch(s){throw s.code!=="EEXIST"&&(0,A.rmSync)(
o,{force:!0}),Ft(this.#s,o,"the command's script",s)}this.#o?.set(`${t.extension}\0${r}`,o)}this.#n?.begin?.();try{return await this.#u(
t.file,Mt(t,o),e)}finally{this.#n?.end?.(),this.#o===void 0&&(0,A.rmSync)(o,{force:!0})}}#l(e,t){let r=`${e}\0${t}`,i=this.#o?.
get(r);if(i===void 0)return;let o=Buffer.from(t),s;try{s=_t(i,o.length)}catch{s={kind:"missing"}}if(s.kind==="file"&&o.equals(
s.bytes))return i;this.#o?.delete(r)}#u(e,t,r){return new Promise((i,o)=>{let s=new Date,d=new tt(this.#e),u=new tt(this.#e,
{decode:xt,byteLength:kt}),a=this.#f(e,t,{cwd:r.cwd,env:r.env}),c,h,m,l,p=!1,w,b=f=>{if(a.pid===void 0){(w===void 0||$e[f]>
$e[w])&&(w=f);return}try{process.kill(-a.pid,f)}catch{}},y=()=>a.pid!==void 0&&kn(a.pid),S,g=!1,P,$=null,M,ht=()=>{b("SI\
GKILL"),M=Date.now()},mt=Number.POSITIVE_INFINITY,pt=f=>{f>=mt||(mt=f,clearTimeout(c),c=setTimeout(ht,Math.max(0,f-Date.
now())),c.unref())},D=()=>{$!=="terminate"&&($="terminate",clearTimeout(h),b("SIGTERM"),pt(Date.now()+this.#r))},_=()=>{
if(r.stop!=="interrupt"||r.kill?.aborted)return D();$===null&&($="interrupt",b("SIGINT"),h=setTimeout(()=>b("SIGTERM"),1.5*
this.#r),h.unref(),pt(Date.now()+2*this.#r))},Me=()=>{let f=y();return r.kill?.aborted&&M===void 0&&f&&ht(),f&&(M===void 0||
Date.now()-M<2e3)?(S??=setInterval(j,100),!1):(clearInterval(S),g?!0:P===void 0?(P=Date.now(),setTimeout(j,this.#i).unref(),
!1):Date.now()-P>=this.#i)},j=()=>{p||l===void 0||$!==null&&!Me()||(clearInterval(S),p=!0,clearTimeout(m),a.stdout?.destroy(),
a.stderr?.destroy(),et("stdout"),et("stderr"),r.signal?.removeEventListener("abort",_),r.kill?.removeEventListener("abor\
t",D),clearTimeout(c),clearTimeout(h),i({exitCode:l.code,signal:l.signal,startedAt:s,finishedAt:new Date,output:d.text(this.#a),
stdout:u.text(this.#a)}))},gt=new I((f,v)=>v?d.insert(f):d.push(f)),et=f=>gt.end(f),yt=(f,v)=>{let L=new xn("utf8"),St=E=>{
gt.push(E,v),E!==""&&(this.#n?.chunk(E,v),r.onOutput?.(E,v))};f.on("data",E=>{d.wrote(E.length),v==="stdout"&&(u.wrote(E.
length),u.push(E)),St(L.write(E))}),f.on("end",()=>{St(L.end()),et(v)})};a.on("error",f=>{if(p)return;p=!0,r.signal?.removeEventListener(
"abort",_),r.kill?.removeEventListener("abort",D);let v=f.code==="ENOENT"&&!e.includes("/")&&!r.env.PATH,L=bt(f,this.#c);
o(new T("shell-failed",`could not start ${JSON.stringify(e)}: ${f.code??f.message}${L===null?"":` (${L})`}${v?`; ${this.#d}`:
""}`,{where:"shell",cause:f}))}),a.stdout&&yt(a.stdout,"stdout"),a.stderr&&yt(a.stderr,"stderr"),a.on("exit",(f,v)=>{l={
code:f,signal:v},m=setTimeout(()=>{$===null&&(a.stdout?.destroy(),a.stderr?.destroy()),j()},this.#i),m.unref()}),a.on("c\
lose",()=>{g=!0,j()}),a.pid!==void 0?r.onStart?.(a.pid):a.once("spawn",()=>{a.pid!==void 0&&(r.onStart?.(a.pid),w!==void 0&&
b(w))}),r.kill?.aborted?D():r.kill?.addEventListener("abort",D,{once:!0}),r.signal&&(r.signal.aborted?_():r.signal.addEventListener(
"abort",_,{once:!0}))})}};function Tn(n){let e;try{e=(0,A.statSync)(n)}catch{e=void 0}if(!e?.isDirectory())throw new T("\
working-directory-missing",`${n} is not a directory`,{where:"working-directory"})}var Ce=64*1024,En=`${["-----BEGIN","PR\
IVATE","KEY-----"].join(" ")}
`,On=128,Rn={decode:n=>n.toString("utf8"),byteLength:n=>Buffer.byteLength(n)},tt=class{#t;#r;#e=[];#i=0;#n=0;#o=0;#a=0;#d=!1;#s="";constructor(e,t=Rn){
this.#t=e,this.#r=t}wrote(e){this.#o+=e}insert(e){this.push(e),this.#a+=Buffer.byteLength(e)}push(e){let t=typeof e=="st\
ring"?Buffer.from(e):e;for(this.#e.push(t),this.#i+=t.length,this.#n+=t.length;this.#e.length>1&&this.#i-this.#e[0].length>=
this.#t+Ce;){let r=this.#e.shift();this.#i-=r.length,this.#c(r.toString("utf8"))}}#c(e){let t=this.#s+e;this.#d=dt(t,this.#d,
this.#s.length),this.#s=t.slice(-On)}text(e=[]){let t=Buffer.concat(this.#e);if(t.length<=this.#t)return this.#r.decode(
t);let r=t.length-this.#t-1,i=t.indexOf(10,r),o=[t.indexOf(32,r),t.indexOf(9,r)].filter(a=>a>=0),s=i>=0&&i<t.length-1?i:
o.length>0?Math.min(...o):-1,d="";if(s>=0){let a=s+1,c=Math.max(0,a-Ce),h=c===0?-1:t.indexOf(10,c-1);for(h>=0&&h+1<a&&(c=
h+1);(t[c]&192)===128;)c++;let l=(dt(this.#s+t.subarray(0,c).toString("utf8"),this.#d,this.#s.length)?En:"")+t.subarray(
c,a).toString("utf8"),p=this.#r.decode(t.subarray(a));d=p.slice(Ee(l,p,e,t[s]===10))}let u=d!==""?`the last ${this.#t} b\
ytes at most are kept`:s===-1?"none of it is kept, as no line or space was left to start at":"none of it is kept, as all\
 of it after the cut may be part of a secret the cut went through";return this.#n===this.#o+this.#a?`[baton: the first ${this.#n-
this.#r.byteLength(d)} bytes of this output were left out; ${u}]
${d}`:`[baton: this output was ${this.#o} bytes, not all of it UTF-8 text, and its start was left out; ${u}${d===""?"":"\
, as text (a byte that is not UTF-8 as \uFFFD)"}]
${d}`}};async function Ie(n,e){if(n.agent===null)throw new it(`stage ${n.stage}: runStage needs an agent (run or agent); this sp\
ec is for a split stage`);let t=[],r,i,o={},s="",d=!1;for(let u=1;;u++){let a=await qt(n,e,{...o,attempt:u,...r?{upstream:r}:
{},...i!==void 0?{parent:i}:{}});if(a.kind==="refused")return e.reporter?.error(a.result.outcome.message??"",n.stage),{...a.
result,attempts:[...t,...a.result.attempts]};r=a.upstream,i=a.parent;let c=a.prepared;c.repair||(s=c.prompt);for(let w of c.
warnings)e.reporter?.warning(w.message,`${n.stage} ${w.path}`);let h=await Cn(n,c,e),m=await Wt(n,c,h,e,{...e.signal?{signal:e.
signal}:{},...n.verify===null?{}:{verify:()=>Nn(n,c,e,n.verify)}});t.push(m);let{outcome:l}=m,p=e.signal?.aborted===!0;if(m.
repairProblems.length>0&&!d&&!p){d=!0,e.reporter?.warning(`${l.message}; giving the agent one repair turn`,n.stage),o={repair:{
problems:m.repairProblems,previousPrompt:s}};continue}if(l.reason==="verify-failed"&&u<n.attempts&&!p){e.reporter?.warning(
`attempt ${u} of ${n.attempts}: ${l.message}; trying again`,n.stage),o={attemptContext:Pn(u+1,m.handoff,m.record.verify)};
continue}return l.reason==="cancelled"?e.reporter?.warning(l.message,n.stage):l.reason!=="completed"&&e.reporter?.error(
l.message,n.stage),An(n,l,t,m.outputs)}}function An(n,e,t,r){let i=t.at(-1);if(!i)throw new it(`stage ${n.stage}: no att\
empt was stored`);return{stage:n.stage,ok:Ht(e.reason),outcome:e,attempts:t,final:i,outputs:r}}function Pn(n,e,t){return{
number:n,previous:e,verify:t?{exit_code:t.exit_code,output:t.output_tail}:null}}function $n(n,e){let t={};for(let[r,i]of Object.
entries(n))Tt.includes(r)||Et.some(o=>r.startsWith(o))||(t[r]=i);return{...t,...e}}function De(n,e,t,r={}){return $n(t.env,
{...r,[B.promptPath]:e.promptPath,[B.handoffPath]:e.handoffPath,[B.stage]:n.stage})}async function Cn(n,e,t){let r=n.agent,
i=r.kind==="preset"?{...Pt(r.preset),shell:"bash"}:{script:r.command,env:{},shell:n.shell};t.reporter?.info(`${n.stage}:\
 attempt ${e.attempt}${e.repair?" (repair turn)":""}, running the agent`);let o=t.guardAgentConfig;return Le(t,()=>{let s=De(
n,e,t,i.env);return r.kind==="preset"&&At(s),{script:i.script,shell:i.shell,cwd:t.workspace.resolveDirectory(n.workingDirectory),
env:s}},r.kind==="preset"&&o?s=>o(r.preset,s):void 0)}async function Le(n,e,t){let r=n.workspace.now();try{let i=e(),o=t?
await t(i.cwd):void 0;try{let s=n.runner.run({...i,...n.onOutput?{onOutput:n.onOutput}:{},...n.signal?{signal:n.signal}:
{}});return Bt(),await s}finally{await o?.()}}catch(i){let o=`${Jt}${F(i)}
`;return n.onOutput?.(o,"stderr"),{exitCode:null,signal:null,startedAt:r,finishedAt:n.workspace.now(),output:o,stdout:""}}}
async function Nn(n,e,t,r){t.reporter?.info(`${n.stage}: attempt ${e.attempt}, running verify`);let i=await Le(t,()=>({script:r,
shell:n.shell,cwd:t.workspace.resolveDirectory(n.workingDirectory),env:De(n,e,t)})),o=Ut(i.output,n.redact,"verify.outpu\
t_tail");return{facts:{command:r,exit_code:i.exitCode,output_tail:vt(o.text,U.verifyOutputTailBytes),duration_ms:Math.max(
0,i.finishedAt.getTime()-i.startedAt.getTime())},problems:o.problems}}async function In(n,e,t){re(n.env);let{spec:r,store:i,workspace:o,reporter:s,secrets:d,openRun:u}=await ie("stage",n.env);
e.stage=r.stage,e.secrets=d,e.store=new oe(i);let a=ne(n.env,"RUNNER_TEMP"),c=new Z({tempDir:a,killGraceMs:Kt.agentGrace}),
h=new Q(c,n.write,{secrets:d});e.runner=h;let m=new AbortController,l=new W(h,Ln(n.env),S=>m.abort(Dn(S))),p=S=>m.signal.
aborted&&S.includes(String(m.signal.reason)),w={info:S=>s.info(S),warning:(S,g)=>{p(S)||s.warning(S,g)},error:()=>{},group:(S,g)=>s.
group(S,g)},b=r.agent?.kind==="preset";b&&r.trustCheckout&&s.info(`${G.trustCheckout}: true: the agent's CLI reads the p\
roject configuration of the checkout as it is`);let y=await Ie(r,{store:e.store,workspace:o,openRun:u,runner:l,reporter:w,
env:zt(n.env),signal:AbortSignal.any([m.signal,t.signal]),...b&&!r.trustCheckout?{guardAgentConfig:pe({sha:n.env.GITHUB_SHA,
reporter:w})}:{}});if(!e.settled){if(e.settled=!0,await Qt("stage",y.final,y.outputs,e,s),y.outcome.reason==="cancelled"&&
!p(y.outcome.message??"")){s.info(`stage ${r.stage}: cancelled, stored as artifact ${y.final.ref.id}`),process.exitCode=
wt.Failure;return}if(!y.ok)throw new T(y.outcome.reason,y.outcome.message??y.outcome.reason,{where:`stage ${r.stage}`});
s.info(`stage ${r.stage}: ${y.final.record.status}, stored as artifact ${y.final.ref.id}`)}}function Dn(n){let e=n.directories.
map(s=>`their directory ${s}`),r=`a command of the stage (the agent or verify) changed the files of the step\u2019s file comm\
ands (${[...n.files,...e].join(", ")}), which only baton may write to`;if(n.notPutBack.length===0)return`${r}; baton put\
 them back as they were, so none of it reaches the runner or the steps after this one`;let i=n.notPutBack.map(({name:s,why:d})=>`${s}\
 (${d})`).join(", "),o=n.files.length>n.notPutBack.length?" (the others it put back as they were)":"";return`${r}; baton\
 could not put back ${i}${o}, so the runner may read what the command left there and apply it to the steps after this on\
e in this job: treat those steps as untrusted, and run an agent that reads untrusted text in a job of its own`}function Ln(n){
return Object.values(Ot).flatMap(e=>{let t=n[e];return t?[{name:e,path:t}]:[]})}async function Ge(n=Vt()){let e=Zt(n.env),
t={action:"stage",refusedOutputs:!0,unfinished:"the step ended before the stage had a record to store"};await Xt(n,r=>In(
n,e,r),{async failed(r){await te(e,r,t),nt(F(r))},async outOfTime(r){e.runner?.endBlock(),nt(await ee(e,r,t))}}),Yt(n)}await Ge();

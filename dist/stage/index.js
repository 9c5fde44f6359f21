import{a as Ft}from"../action-chunks/chunk-NL6R4EAJ.js";import{a as _t}from"../action-chunks/chunk-2SFDT52D.js";import{A as Kt,C as Yt,a as Pt,
b as Rt,c as At,d as Ct,f as Nt,g as Dt,i as It,k as jt,l as Mt,m as Ut,n as Ht,o as Jt,p as Wt,q as Vt}from"../action-chunks/chunk-CFJBKWXX.js";
import"../action-chunks/chunk-NTHMEBCW.js";import{C as Gt,F as Bt,I as qt,J as Xt,c as Ot,d as xt,e as Et,t as Lt}from"../action-chunks/chunk-YPZERVNO.js";
import"../action-chunks/chunk-L7FZO32A.js";import{b as T,d as U,e as H,f as $t,g as Tt,j as st}from"../action-chunks/chunk-LNIPDWB5.js";import"../action-chunks/chunk-72DSDOG4.js";
import"../action-chunks/chunk-LZSRZBQU.js";import{a as it}from"../action-chunks/chunk-R2LRCHEZ.js";import"../action-chunks/chunk-ZSRAS3JO.js";import"../action-chunks/chunk-CII44ACO.js";
import"../action-chunks/chunk-BPU4DFMX.js";import"../action-chunks/chunk-TGROSF4X.js";import"../action-chunks/chunk-FQ53WU3M.js";import"../action-chunks/chunk-WQDLJB62.js";
import{a as nt}from"../action-chunks/chunk-PO5EA42V.js";import{a as wt,d as v,e as rt,f as L}from"../action-chunks/chunk-O7UU6C5Q.js";import{
J as vt,K as ot,d as St,h as G,i as bt,j as kt,t as B,x as I}from"../action-chunks/chunk-4MM7JVB2.js";import{f as yt,k as et}from"../action-chunks/chunk-DHIUKFLR.js";
import"../action-chunks/chunk-SM223FN7.js";import{d as A}from"../action-chunks/chunk-A64LSPLL.js";var ee=A(nt(),1);import{execFile as Re}from"node:child_process";import{lstat as ne,mkdir as re,realpath as zt,rename as oe,
rm as Zt,rmdir as Ae,writeFile as Ce}from"node:fs/promises";import{isAbsolute as Ne,join as x,relative as De,sep as Ie}from"node:path";var Pe={claude:[".claude",".mcp.json",".claude.json","CLAUDE.md","CLAUDE.local.md",".gitmodules",".ripgreprc",".husky"],
codex:[".codex","AGENTS.md","AGENTS.override.md",".agents"],gemini:[".gemini","GEMINI.md",".env"],copilot:[".github/copi\
lot",".github/hooks",".github/agents",".github/skills",".github/instructions",".github/copilot-instructions.md",".github\
/mcp.json",".mcp.json",".vscode/mcp.json",".agents",".claude","AGENTS.md","CLAUDE.md","GEMINI.md"]};function Qt(n,e){let t=e.
split("/").filter(i=>i!==""&&i!=="."),r=t.map((i,s)=>t.slice(0,s+1).join("/")),o=[];for(let i of["",...r])for(let s of Pe[n])
o.push(i===""?s:`${i}/${s}`);return[...new Set(o)]}function ie(n){return async(e,t)=>{let r=n.sha??"";if(!/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(r))return te;let o=await je(
t);return o===null||o.head===r?te:Me(e,t,r,o,n.reporter)}}var te=async()=>{};async function je(n){let e=await j(n,["rev-\
parse","--show-toplevel","--absolute-git-dir"]),t=await j(n,["rev-parse","--verify","--quiet","HEAD^{commit}"]),[r,o]=e?.
toString("utf8").split(`
`)??[],i=t?.toString("utf8").trim();return!r||!o||!i?null:{top:r,gitDir:o,head:i}}async function Me(n,e,t,r,o){let{cli:i}=Ot[n],
s=await zt(r.top),c=De(s,await zt(e));if(c.startsWith("..")||Ne(c))throw new v("agent-config",`the agent's working direc\
tory is not inside the git checkout at ${r.top}; baton cannot set ${i}'s project configuration there to ${O(t)}'s`);let u=Qt(
n,c.split(Ie).join("/")),a=x(r.gitDir,`baton-agent-config-${(0,ee.randomUUID)()}`),l=[],m=[],h=()=>Be(s,u,l,m,a);try{for(let p of u)
await _e(s,p,a,l);let d=await Fe(s,t),g=d?await Le(s,t,u,m):[],S=u.filter(p=>g.some(E=>E===p||E.startsWith(`${p}/`))),k=l.
map(p=>p.path).filter(p=>!S.includes(p)),y=`${i} reads its project configuration from the checkout when it starts, and t\
he checkout is at ${O(r.head)}, not at ${O(t)}, the commit this run is for`,w="put back as the checkout had them when th\
e agent ends";if(d)if(S.length>0||k.length>0){let p=[...S.length>0?[`set to ${O(t)}'s: ${S.join(", ")}`]:[],...k.length>
0?[`set aside (not at ${O(t)}): ${k.join(", ")}`]:[]];o.info(`${y}: ${p.join("; ")}; ${w}`)}else o.info(`${y}; it holds \
none of ${i}'s project configuration, nor does ${O(t)}`);else{let p=k.length>0?`; set aside: ${k.join(", ")}, ${w}`:"";o.
warning(`${y}; ${O(t)} is not in the clone, so the agent runs without any${p}. To give it ${O(t)}'s configuration, fetch\
 that commit too (actions/checkout with fetch-depth: 0); to let it read the checkout's, set ${I.trustCheckout}: true`)}}catch(d){
throw await h(),d instanceof v?d:new v("agent-config",`could not set ${i}'s project configuration to ${O(t)}'s, so the a\
gent was not started: ${d instanceof Error?d.message:String(d)}`)}return async()=>{let d=l.length>0||m.length>0,g=await h();
g.length>0?o.warning(`could not put back ${g.join(", ")} as the checkout had ${g.length===1?"it":"them"} after the agent\
 ended; what was there is kept in ${a}`):d&&o.info(`put back ${i}'s project configuration as the checkout had it`)}}async function _e(n,e,t,r){
let o=e.split("/");for(let i=1;i<=o.length;i++){let s=o.slice(0,i).join("/");if(r.some(a=>a.path===s))return;let c=await ne(
x(n,s)).catch(()=>{});if(c===void 0)return;if(i<o.length&&c.isDirectory())continue;await re(t,{recursive:!0,mode:448});let u=x(
t,String(r.length));try{await oe(x(n,s),u)}catch(a){throw new v("agent-config",`could not move ${s} aside into ${t} (${a.
code??"error"}), so the agent was not started; set ${I.trustCheckout}: true only if you trust the checkout's configurati\
on`)}r.push({path:s,kept:u});return}}async function Fe(n,e){return await j(n,["cat-file","-e",`${e}^{commit}`])!==void 0}
async function Le(n,e,t,r){let o=await j(n,["ls-tree","-r","-z","--full-tree",e,"--",...t]);if(o===void 0)throw new Error(
`git ls-tree ${O(e)} failed`);let i=[];for(let s of o.toString("utf8").split("\0")){let c=/^(100644|100755) blob ([0-9a-f]+)\t(.+)$/s.
exec(s);if(!c)continue;let[,u,a,l]=c,m=await j(n,["cat-file","blob",a]);if(m===void 0)throw new Error(`git cat-file ${a}\
 failed`);await Ge(n,l,r),await Ce(x(n,l),m,{flag:"wx",mode:u==="100755"?493:420}),i.push(l)}return i}async function Ge(n,e,t){
let r=e.split("/").slice(0,-1);for(let o=1;o<=r.length;o++){let i=r.slice(0,o).join("/"),s=await ne(x(n,i)).catch(()=>{});
if(!s?.isDirectory()){if(s!==void 0)throw new Error(`${i} is not a directory`);await re(x(n,i)),t.push(i)}}}async function Be(n,e,t,r,o){
let i=[];for(let s of[...e,...r.toReversed()])await Zt(x(n,s),{recursive:!0,force:!0}).catch(()=>{});r.length=0;for(let s of t.
toReversed())try{await Zt(x(n,s.path),{recursive:!0,force:!0}),await oe(s.kept,x(n,s.path))}catch{i.push(s.path)}return i.
length===0&&await Ae(o).catch(()=>{}),t.length=0,i}var O=n=>n.slice(0,12);function j(n,e){return new Promise(t=>{Re("git",
["-c","safe.directory=*","-c","core.fsmonitor=false",...e],{cwd:n,encoding:"buffer",maxBuffer:64*1024*1024,timeout:3e4,windowsHide:!0},
(r,o)=>t(r?void 0:o))})}var P=A(it(),1);import{chmod as Ve,lstat as qe,mkdir as Xe,open as Ke,readFile as le,stat as de}from"node:fs/promises";import{
dirname as Ye}from"node:path";import{chmod as Ue,lstat as He,readdir as Je,rm as se}from"node:fs/promises";import{join as We}from"node:path";async function at(n){
try{await se(n,{recursive:!0,force:!0})}catch{await ae(n),await se(n,{recursive:!0,force:!0})}}async function ae(n){if((await He(
n).catch(()=>{}))?.isDirectory()){await Ue(n,448);for(let t of await Je(n))await ae(We(n,t))}}var J=class{#t;#e;#n;constructor(e,t,r){this.#t=e,this.#e=t,this.#n=r}async run(e){let t=await Promise.all(this.#e.map(o=>Qe(
o.name,o.path))),r=await ze(t);try{return await this.#t.run(e)}finally{let o={files:[],directories:[],notPutBack:[]};for(let i of r)
await Ze(i).catch(()=>!1)&&o.directories.push(i.path);for(let i of t)try{await tn(i)&&o.files.push(i.name)}catch(s){o.files.
push(i.name),o.notPutBack.push({name:i.name,why:en(s)})}(o.files.length>0||o.directories.length>0)&&this.#n(o)}}};async function Qe(n,e){
let t=await fe(e);if(!t?.isFile())return{name:n,path:e,file:null};let r={content:await le(e),mode:W(t),dev:t.dev,ino:t.ino};
return{name:n,path:e,file:r}}async function ze(n){let e=[...new Set(n.filter(t=>t.file!==null).map(t=>Ye(t.path)))];return Promise.
all(e.map(async t=>({path:t,mode:W(await de(t))})))}async function Ze(n){let e=await de(n.path).catch(t=>{if(t.code==="E\
NOENT")return null;throw t});if(e?.isDirectory()){if(W(e)===n.mode)return!1}else await at(n.path),await Xe(n.path);return await Ve(
n.path,n.mode),!0}async function tn(n){let{path:e,file:t}=n;if(t===null)return!1;let r=await fe(e),o=r?.isFile()===!0&&r.
dev===t.dev&&r.ino===t.ino&&W(r)===t.mode;if(o&&r.size===t.content.length&&(await le(e)).equals(t.content))return!1;if(o)
await ce(e,P.constants.O_WRONLY|P.constants.O_TRUNC|ue,t.content,null);else{await at(e);let i=P.constants.O_WRONLY|P.constants.
O_CREAT|P.constants.O_EXCL|ue;await ce(e,i,t.content,t.mode)}return!0}var ue=P.constants.O_NOFOLLOW??0;async function ce(n,e,t,r){
let o=await Ke(n,e,384);try{r!==null&&await o.chmod(r),await o.writeFile(t)}finally{await o.close()}}var W=n=>n.mode&4095;
async function fe(n){try{return await qe(n)}catch(e){if(e.code==="ENOENT")return null;throw e}}var en=n=>n instanceof Error?
n.message:String(n);var pe=A(nt(),1);var V=class{#t;#e;#n;constructor(e,t){this.#t=e,this.#e=t}arm(){clearTimeout(this.#n),this.#n=setTimeout(()=>this.#e(),this.#t),
this.#n.unref?.()}stop(){clearTimeout(this.#n),this.#n=void 0}};var C=class{#t;#e={stdout:"",stderr:""};#n=null;constructor(e){this.#t=e}push(e,t){let r=this.#e[t]+e,o=r.endsWith("\r")?
r.slice(0,-1):r,i=Math.max(o.lastIndexOf(`
`),o.lastIndexOf("\r"))+1;r.length-i>65536&&(i=r.length),this.#o(t,r.slice(0,i)),this.#e[t]=r.slice(i)}end(e){this.#o(e,
this.#e[e]),this.#e[e]=""}#o(e,t){t!==""&&(this.#n!==null&&!this.#n.ended&&this.#n.stream!==e&&this.#t(`
`,!0),this.#t(t,!1),this.#n={stream:e,ended:t.endsWith(`
`)||t.endsWith("\r")})}};var me=64*1024,q=4096,nn=4096,ut=16,K=class{#t;#e;#n;#o="";#r="";#i=0;#s=!1;#a;#u;constructor(e,t,r={}){this.#t=e,this.#e=
t,this.#a=r.holdWhatMayGoOn??!1,this.#u=r.quietMs===void 0?void 0:new V(r.quietMs,()=>this.flush());let o=r.hide;this.#n=
new C(i=>{this.#o+=o===void 0?i:o(i),this.#s=!0})}push(e,t){this.#s=!1,this.#n.push(e,t),this.#s&&this.#d(!1),this.#u?.arm()}flush(){
this.#d(!0)}stop(){this.#u?.stop()}end(){this.stop(),this.#n.end("stdout"),this.#n.end("stderr"),this.#o!==""&&this.#l(this.#o.
length)}#d(e){let t=this.#o;if(t==="")return;let r=e&&!(this.#a&&$t(this.#r+t,this.#t));if(!r&&t.length<this.#i&&t.length<=
me)return;let o=T(this.#r+t,this.#t),i=o.redactions.length>0,s=X(t,t.length-1);if(r&&X(t,t.length)===t.length&&(!i||this.#c(
o.text,s))){this.#l(t.length);return}let c=Tt(this.#r+t,this.#t)-this.#r.length,u=i||c>=-this.#r.length?ut:1;for(let a=s;a>
0&&u>0;u--,a=X(t,a-1))if(!(c>=-this.#r.length&&a>c)){if(!i||this.#c(o.text,a)){this.#l(a);break}this.#i=t.length+Math.max(
q,t.length>>2)}for(;this.#o.length>me;)this.#f()}#f(){let e=this.#o,t=T(this.#r+e,this.#t).text,r=ut;for(let a=e.length-
q;a>0&&r>0;a--)if(rn(e,a-1)&&(r--,this.#c(t,a))){this.#l(a);return}let o=U(this.#r+e,this.#t),i=this.#r.length,s=e.length-
q,c=0,u=o.length-1;for(r=ut;s>0&&r>0;s--){for(;u>=0&&o[u].start-i>=s;)u--;if(u>=0&&o[u].end-i>s&&(s=o[u].start-i,s<=0))break;
if(!on(e.charCodeAt(s))&&(c||=s,r--,this.#c(t,s))){this.#l(s);return}}this.#l(c>0?c:e.length-q)}#c(e,t){return H(this.#r+
this.#o,this.#r.length+t,this.#t,e)}#l(e){let t=this.#o.slice(0,e);this.#o=this.#o.slice(e),this.#i=0;let r=T(this.#r+t,
this.#t).text,o=T(this.#r,this.#t).text,i=0;for(;i<o.length&&i<r.length&&r[i]===o[i];)i++;let s=r.lastIndexOf(ot.markerPrefix,
i-1);s>=0&&s<i&&r.indexOf(ot.markerSuffix,s)>=i&&(i=s);let c=r.slice(i),u=this.#r+t;this.#r=u.slice(X(u,u.length-1)).slice(
-nn),c!==""&&this.#e(c)}};function X(n,e){for(let t=Math.min(e,n.length)-1;t>=0;t--){let r=n.charCodeAt(t);if(r===ct||r===
he&&n.charCodeAt(t+1)!==ct)return t+1}return 0}var ct=10,he=13;function rn(n,e){let t=n.charCodeAt(e);if(sn(t)||t===27||
t>=55296&&t<=56319)return!1;if(t!==32&&t!==9)return!0;let r=e;for(;r>0&&(n.charCodeAt(r-1)===32||n.charCodeAt(r-1)===9);)
r--;let o=n.charCodeAt(r-1);return o!==ct&&o!==he}function on(n){return n>=56320&&n<=57343}function sn(n){return n>=48&&
n<=57||n>=65&&n<=90||n>=97&&n<=122||n===43||n===47||n===61||n===95||n===45||n===46||n===37}var Y=class{#t;#e;#n;#o;constructor(e,t,r){this.#t=e,this.#e=t,this.#n=r.secrets,this.#o=r.newToken??un}#r;async run(e){
let t={token:this.#o(),echo:new K(this.#n,r=>{this.#e(r),t.atLineStart=r.endsWith(`
`)},{quietMs:500}),atLineStart:!0};this.#r=t,this.#e(`::stop-commands::${t.token}
`);try{return await this.#t.run({...e,onOutput:(r,o)=>{r!==""&&this.#r===t&&t.echo.push(r,o),e.onOutput?.(r,o)}})}finally{
this.endBlock()}}endBlock(){let e=this.#r;e!==void 0&&(this.#r=void 0,e.echo.end(),this.#e(`${e.atLineStart?"":`
`}::${e.token}::
`))}};function un(){return(0,pe.randomBytes)(16).toString("hex")}var ve=A(nt(),1),R=A(it(),1);import{spawn as dn}from"node:child_process";import{tmpdir as fn}from"node:os";import{join as mn}from"node:path";
import{StringDecoder as hn}from"node:string_decoder";var cn=8;function ye(n,e,t,r){let o=n+e,i=n.length,s=U(o,t),c=s.find(l=>l.start<i&&l.end>i),u=c?c.end-i:0;if(r&&(u=ge(e,
u)),!o.includes("\x1B")&&s.every(l=>l.end<=i+u))return u;let a=T(o,t).text;for(let l=0;u<e.length&&l<=cn;l++){if(H(o,i+u,
t,a))return u;u=r?ge(e,u+1):ln(e,u+1)}return e.length}function ge(n,e){if(e===0||n.charCodeAt(e-1)===we)return e;let t=n.
indexOf(`
`,e);return t===-1?n.length:t+1}function ln(n,e){for(let t=e;t<=n.length;t++){let r=n.charCodeAt(t-1);if(r===we||r===32||
r===9)return t}return n.length}var we=10;var Q=A(it(),1);function Se(){try{return(0,Q.readdirSync)("/proc").filter(n=>/^\d+$/.test(n)).map(Number).filter(n=>n!==
process.pid)}catch{return null}}function be(n){let e;try{e=(0,Q.readFileSync)(`/proc/${n}/stat`,"utf8")}catch{return null}
let[t="",,r]=e.slice(e.lastIndexOf(")")+2).split(" ");return{state:t,group:Number(r)}}var lt={killGraceMs:5e3,maxOutputBytes:B.agentOutputBytes,drainMs:1e3};function pn(n){try{process.kill(-n,0)}catch{return!1}
let e=Se();return e===null?!0:e.some(t=>{let r=be(t);return r!==null&&r.group===n&&r.state!=="Z"})}var z=class{#t;#e;#n;#o;#r;#i;#s;#a;#u;#d;constructor(e={}){
this.#t=e.tempDir??fn(),this.#e=e.killGraceMs??lt.killGraceMs,this.#n=e.maxOutputBytes??lt.maxOutputBytes,this.#o=e.drainMs??
lt.drainMs,this.#r=e.outputHook,this.#i=e.reuseScripts?new Map:void 0,this.#s=e.secrets??[],this.#a=e.noPathHint??"PATH \
is not set in its environment",this.#d=e.fewerJobs,this.#u=e.tempPlace??{...Nt(this.#t),...e.fewerJobs===void 0?{}:{fewerJobs:e.
fewerJobs}}}async run(e){let t=Pt(e.shell);gn(e.cwd);let r=Rt(t,e.script),o=this.#f(t.extension,r),i=o??mn(this.#t,`bato\
n-step-${(0,ve.randomUUID)()}${t.extension}`);if(o===void 0){try{(0,R.writeFileSync)(i,r,{flag:"wx",mode:448})}catch(s){
throw s.code!=="EEXIST"&&(0,R.rmSync)(i,{force:!0}),Dt(this.#u,i,"the command's script",s)}this.#i?.set(`${t.extension}\0${r}`,
i)}this.#r?.begin?.();try{return await this.#c(t.file,At(t,i),e)}finally{this.#r?.end?.(),this.#i===void 0&&(0,R.rmSync)(
i,{force:!0})}}#f(e,t){let r=`${e}\0${t}`,o=this.#i?.get(r);if(o===void 0)return;let i=Buffer.from(t),s;try{s=Ct(o,i.length)}catch{
s={kind:"missing"}}if(s.kind==="file"&&i.equals(s.bytes))return o;this.#i?.delete(r)}#c(e,t,r){return new Promise((o,i)=>{
let s=new Date,c=new Z(this.#n),u=new Z(this.#n),a=dn(e,t,{cwd:r.cwd,env:r.env,stdio:["ignore","pipe","pipe"],detached:!0});
a.pid!==void 0&&r.onStart?.(a.pid);let l,m,h,d,g=!1,S=f=>{if(a.pid!==void 0)try{process.kill(-a.pid,f)}catch{}},k=()=>a.
pid!==void 0&&pn(a.pid),y,w=!1,p,E=null,M,dt=()=>{S("SIGKILL"),M=Date.now()},ft=Number.POSITIVE_INFINITY,mt=f=>{f>=ft||(ft=
f,clearTimeout(l),l=setTimeout(dt,Math.max(0,f-Date.now())),l.unref())},N=()=>{E!=="terminate"&&(E="terminate",clearTimeout(
m),S("SIGTERM"),mt(Date.now()+this.#e))},_=()=>{if(r.stop!=="interrupt"||r.kill?.aborted)return N();E===null&&(E="interr\
upt",S("SIGINT"),m=setTimeout(()=>S("SIGTERM"),1.5*this.#e),m.unref(),mt(Date.now()+2*this.#e))},Te=()=>{let f=k();return r.
kill?.aborted&&M===void 0&&f&&dt(),f&&(M===void 0||Date.now()-M<2e3)?(y??=setInterval(F,100),!1):(clearInterval(y),w?!0:
p===void 0?(p=Date.now(),setTimeout(F,this.#o).unref(),!1):Date.now()-p>=this.#o)},F=()=>{g||d===void 0||E!==null&&!Te()||
(clearInterval(y),g=!0,clearTimeout(h),a.stdout?.destroy(),a.stderr?.destroy(),tt("stdout"),tt("stderr"),r.signal?.removeEventListener(
"abort",_),r.kill?.removeEventListener("abort",N),clearTimeout(l),clearTimeout(m),o({exitCode:d.code,signal:d.signal,startedAt:s,
finishedAt:new Date,output:c.text(this.#s),stdout:u.text(this.#s)}))},ht=new C((f,b)=>b?c.insert(f):c.push(f)),tt=f=>ht.
end(f),pt=(f,b)=>{let D=new hn("utf8"),gt=$=>{ht.push($,b),$!==""&&(b==="stdout"&&u.push($),this.#r?.chunk($,b),r.onOutput?.(
$,b))};f.on("data",$=>{c.wrote($.length),b==="stdout"&&u.wrote($.length),gt(D.write($))}),f.on("end",()=>{gt(D.end()),tt(
b)})};a.on("error",f=>{if(g)return;g=!0,r.signal?.removeEventListener("abort",_),r.kill?.removeEventListener("abort",N);
let b=f.code==="ENOENT"&&!e.includes("/")&&!r.env.PATH,D=wt(f,this.#d);i(new v("shell-failed",`could not start ${JSON.stringify(
e)}: ${f.code??f.message}${D===null?"":` (${D})`}${b?`; ${this.#a}`:""}`,{where:"shell",cause:f}))}),a.stdout&&pt(a.stdout,
"stdout"),a.stderr&&pt(a.stderr,"stderr"),a.on("exit",(f,b)=>{d={code:f,signal:b},h=setTimeout(()=>{E===null&&(a.stdout?.
destroy(),a.stderr?.destroy()),F()},this.#o),h.unref()}),a.on("close",()=>{w=!0,F()}),r.kill?.aborted?N():r.kill?.addEventListener(
"abort",N,{once:!0}),r.signal&&(r.signal.aborted?_():r.signal.addEventListener("abort",_,{once:!0}))})}};function gn(n){
let e;try{e=(0,R.statSync)(n)}catch{e=void 0}if(!e?.isDirectory())throw new v("working-directory-missing",`${n} is not a\
 directory`,{where:"working-directory"})}var ke=64*1024,yn=`${["-----BEGIN","PRIVATE","KEY-----"].join(" ")}
`,wn=128,Z=class{#t;#e=[];#n=0;#o=0;#r=0;#i=0;#s=!1;#a="";constructor(e){this.#t=e}wrote(e){this.#r+=e}insert(e){this.push(
e),this.#i+=Buffer.byteLength(e)}push(e){this.#e.push(e);let t=Buffer.byteLength(e);for(this.#n+=t,this.#o+=t;this.#e.length>
1&&this.#n-Buffer.byteLength(this.#e[0])>=this.#t+ke;){let r=this.#e.shift();this.#n-=Buffer.byteLength(r),this.#u(r)}}#u(e){
let t=this.#a+e;this.#s=st(t,this.#s,this.#a.length),this.#a=t.slice(-wn)}text(e=[]){let t=Buffer.from(this.#e.join(""));
if(t.length<=this.#t)return t.toString("utf8");let r=t.length-this.#t-1,o=t.indexOf(10,r),i=[t.indexOf(32,r),t.indexOf(9,
r)].filter(a=>a>=0),s=o>=0&&o<t.length-1?o:i.length>0?Math.min(...i):-1,c="";if(s>=0){let a=s+1,l=Math.max(0,a-ke),m=l===
0?-1:t.indexOf(10,l-1);for(m>=0&&m+1<a&&(l=m+1);(t[l]&192)===128;)l++;let d=(st(this.#a+t.subarray(0,l).toString("utf8"),
this.#s,this.#a.length)?yn:"")+t.subarray(l,a).toString("utf8"),g=t.subarray(a).toString("utf8");c=g.slice(ye(d,g,e,t[s]===
10))}let u=c!==""?`the last ${this.#t} bytes at most are kept`:s===-1?"none of it is kept, as no line or space was left \
to start at":"none of it is kept, as all of it after the cut may be part of a secret the cut went through";return this.#o===
this.#r+this.#i?`[baton: the first ${this.#o-Buffer.byteLength(c)} bytes of this output were left out; ${u}]
${c}`:`[baton: this output was ${this.#r} bytes, not all of it UTF-8 text, and its start was left out; ${u}${c===""?"":"\
, as text (a byte that is not UTF-8 as \uFFFD)"}]
${c}`}};async function Oe(n,e){if(n.agent===null)throw new rt(`stage ${n.stage}: runStage needs an agent (run or agent); this sp\
ec is for a split stage`);let t=[],r,o,i={},s="",c=!1;for(let u=1;;u++){let a=await Ft(n,e,{...i,attempt:u,...r?{upstream:r}:
{},...o!==void 0?{parent:o}:{}});if(a.kind==="refused")return e.reporter?.error(a.result.outcome.message??"",n.stage),{...a.
result,attempts:[...t,...a.result.attempts]};r=a.upstream,o=a.parent;let l=a.prepared;l.repair||(s=l.prompt);for(let S of l.
warnings)e.reporter?.warning(S.message,`${n.stage} ${S.path}`);let m=await vn(n,l,e),h=await _t(n,l,m,e,{...e.signal?{signal:e.
signal}:{},...n.verify===null?{}:{verify:()=>On(n,l,e,n.verify)}});t.push(h);let{outcome:d}=h,g=e.signal?.aborted===!0;if(h.
repairProblems.length>0&&!c&&!g){c=!0,e.reporter?.warning(`${d.message}; giving the agent one repair turn`,n.stage),i={repair:{
problems:h.repairProblems,previousPrompt:s}};continue}if(d.reason==="verify-failed"&&u<n.attempts&&!g){e.reporter?.warning(
`attempt ${u} of ${n.attempts}: ${d.message}; trying again`,n.stage),i={attemptContext:bn(u+1,h.handoff,h.record.verify)};
continue}return d.reason==="cancelled"?e.reporter?.warning(d.message,n.stage):d.reason!=="completed"&&e.reporter?.error(
d.message,n.stage),Sn(n,d,t,h.outputs)}}function Sn(n,e,t,r){let o=t.at(-1);if(!o)throw new rt(`stage ${n.stage}: no att\
empt was stored`);return{stage:n.stage,ok:jt(e.reason),outcome:e,attempts:t,final:o,outputs:r}}function bn(n,e,t){return{
number:n,previous:e,verify:t?{exit_code:t.exit_code,output:t.output_tail}:null}}function kn(n,e){let t={};for(let[r,o]of Object.
entries(n))bt.includes(r)||kt.some(i=>r.startsWith(i))||(t[r]=o);return{...t,...e}}function xe(n,e,t,r={}){return kn(t.env,
{...r,[G.promptPath]:e.promptPath,[G.handoffPath]:e.handoffPath,[G.stage]:n.stage})}async function vn(n,e,t){let r=n.agent,
o=r.kind==="preset"?{...Et(r.preset),shell:"bash"}:{script:r.command,env:{},shell:n.shell};t.reporter?.info(`${n.stage}:\
 attempt ${e.attempt}${e.repair?" (repair turn)":""}, running the agent`);let i=t.guardAgentConfig;return Ee(t,()=>{let s=xe(
n,e,t,o.env);return r.kind==="preset"&&xt(s),{script:o.script,shell:o.shell,cwd:t.workspace.resolveDirectory(n.workingDirectory),
env:s}},r.kind==="preset"&&i?s=>i(r.preset,s):void 0)}async function Ee(n,e,t){let r=n.workspace.now();try{let o=e(),i=t?
await t(o.cwd):void 0;try{return await n.runner.run({...o,...n.onOutput?{onOutput:n.onOutput}:{},...n.signal?{signal:n.signal}:
{}})}finally{await i?.()}}catch(o){let i=`${Mt}${L(o)}
`;return n.onOutput?.(i,"stderr"),{exitCode:null,signal:null,startedAt:r,finishedAt:n.workspace.now(),output:i,stdout:""}}}
async function On(n,e,t,r){t.reporter?.info(`${n.stage}: attempt ${e.attempt}, running verify`);let o=await Ee(t,()=>({script:r,
shell:n.shell,cwd:t.workspace.resolveDirectory(n.workingDirectory),env:xe(n,e,t)})),i=It(o.output,n.redact,"verify.outpu\
t_tail");return{facts:{command:r,exit_code:o.exitCode,output_tail:St(i.text,B.verifyOutputTailBytes),duration_ms:Math.max(
0,o.finishedAt.getTime()-o.startedAt.getTime())},problems:i.problems}}async function xn(n,e,t){Xt(n.env);let{spec:r,store:o,workspace:i,reporter:s,secrets:c,openRun:u}=await Kt("stage",n.env);
e.stage=r.stage,e.secrets=c,e.store=new Yt(o);let a=qt(n.env,"RUNNER_TEMP"),l=new z({tempDir:a,killGraceMs:Gt.agentGrace}),
m=new Y(l,n.write,{secrets:c});e.runner=m;let h=new AbortController,d=new J(m,$n(n.env),w=>h.abort(En(w))),g=w=>h.signal.
aborted&&w.includes(String(h.signal.reason)),S={info:w=>s.info(w),warning:(w,p)=>{g(w)||s.warning(w,p)},error:()=>{},group:(w,p)=>s.
group(w,p)},k=r.agent?.kind==="preset";k&&r.trustCheckout&&s.info(`${I.trustCheckout}: true: the agent's CLI reads the p\
roject configuration of the checkout as it is`);let y=await Oe(r,{store:e.store,workspace:i,openRun:u,runner:d,reporter:S,
env:Ht(n.env),signal:AbortSignal.any([h.signal,t.signal]),...k&&!r.trustCheckout?{guardAgentConfig:ie({sha:n.env.GITHUB_SHA,
reporter:S})}:{}});if(!e.settled){if(e.settled=!0,await Ut("stage",y.final,y.outputs,e,s),y.outcome.reason==="cancelled"&&
!g(y.outcome.message??"")){s.info(`stage ${r.stage}: cancelled, stored as artifact ${y.final.ref.id}`),process.exitCode=
yt.Failure;return}if(!y.ok)throw new v(y.outcome.reason,y.outcome.message??y.outcome.reason,{where:`stage ${r.stage}`});
s.info(`stage ${r.stage}: ${y.final.record.status}, stored as artifact ${y.final.ref.id}`)}}function En(n){let e=n.directories.
map(s=>`their directory ${s}`),r=`a command of the stage (the agent or verify) changed the files of the step\u2019s file comm\
ands (${[...n.files,...e].join(", ")}), which only baton may write to`;if(n.notPutBack.length===0)return`${r}; baton put\
 them back as they were, so none of it reaches the runner or the steps after this one`;let o=n.notPutBack.map(({name:s,why:c})=>`${s}\
 (${c})`).join(", "),i=n.files.length>n.notPutBack.length?" (the others it put back as they were)":"";return`${r}; baton\
 could not put back ${o}${i}, so the runner may read what the command left there and apply it to the steps after this on\
e in this job: treat those steps as untrusted, and run an agent that reads untrusted text in a job of its own`}function $n(n){
return Object.values(vt).flatMap(e=>{let t=n[e];return t?[{name:e,path:t}]:[]})}async function $e(n=Lt()){let e=Jt(n.env),
t={action:"stage",refusedOutputs:!0,unfinished:"the step ended before the stage had a record to store"};await Bt(n,r=>xn(
n,e,r),{async failed(r){await Wt(e,r,t),et(L(r))},async outOfTime(r){e.runner?.endBlock(),et(await Vt(e,r,t))}})}await $e();

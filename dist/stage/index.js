import{a as jt}from"../action-chunks/chunk-CHQ7VQTC.js";import{a as Mt}from"../action-chunks/chunk-M23I3WUQ.js";import{A as Yt,C as Kt,a as Et,
b as At,c as Pt,d as Ct,f as Nt,g as Dt,i as It,k as Lt,l as _t,m as Bt,n as Ht,o as Jt,p as Wt,q as Vt}from"../action-chunks/chunk-XKIKFYQ5.js";
import"../action-chunks/chunk-NTHMEBCW.js";import{C as Ft,F as Ut,J as qt,K as Xt,c as xt,d as Ot,e as Tt,t as Gt}from"../action-chunks/chunk-USK3TA6W.js";
import"../action-chunks/chunk-7VAKWZ75.js";import{b as $,d as B,e as H,f as Rt,g as $t,j as it}from"../action-chunks/chunk-R5JT6CVI.js";import"../action-chunks/chunk-TOEZMH3Z.js";
import"../action-chunks/chunk-LZSRZBQU.js";import{a as ot}from"../action-chunks/chunk-R2LRCHEZ.js";import"../action-chunks/chunk-FT2JXJFG.js";import"../action-chunks/chunk-43KZTHGH.js";
import"../action-chunks/chunk-6I6CLS2H.js";import"../action-chunks/chunk-D5DAGAHK.js";import"../action-chunks/chunk-D2YR2IAL.js";import"../action-chunks/chunk-F5SJJ7OM.js";
import{a as et}from"../action-chunks/chunk-PO5EA42V.js";import{a as pt,d as k,e as nt,f as G}from"../action-chunks/chunk-O7UU6C5Q.js";import{
D as I,P as kt,Q as rt,d as yt,i as wt,k as St,m as F,n as bt,o as vt,z as U}from"../action-chunks/chunk-HAPBAMSR.js";import{f as gt,
k as tt}from"../action-chunks/chunk-DHIUKFLR.js";import"../action-chunks/chunk-SM223FN7.js";import{d as P}from"../action-chunks/chunk-A64LSPLL.js";var ee=P(et(),1);import{execFile as Re}from"node:child_process";import{lstat as ne,mkdir as re,realpath as zt,rename as oe,
rm as Zt,rmdir as $e,writeFile as Ee}from"node:fs/promises";import{isAbsolute as Ae,join as O,relative as Pe,sep as Ce}from"node:path";var Te={claude:[".claude",".mcp.json",".claude.json","CLAUDE.md","CLAUDE.local.md",".gitmodules",".ripgreprc",".husky"],
codex:[".codex","AGENTS.md","AGENTS.override.md",".agents"],gemini:[".gemini","GEMINI.md",".env"],copilot:[".github/copi\
lot",".github/hooks",".github/agents",".github/skills",".github/instructions",".github/copilot-instructions.md",".github\
/mcp.json",".mcp.json",".vscode/mcp.json",".agents",".claude","AGENTS.md","CLAUDE.md","GEMINI.md"]};function Qt(r,t){let e=t.
split("/").filter(i=>i!==""&&i!=="."),n=e.map((i,s)=>e.slice(0,s+1).join("/")),o=[];for(let i of["",...n])for(let s of Te[r])
o.push(i===""?s:`${i}/${s}`);return[...new Set(o)]}function ie(r){return async(t,e)=>{let n=r.sha??"";if(!/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(n))return te;let o=await Ne(
e);return o===null||o.head===n?te:De(t,e,n,o,r.reporter)}}var te=async()=>{};async function Ne(r){let t=await L(r,["rev-\
parse","--show-toplevel","--absolute-git-dir"]),e=await L(r,["rev-parse","--verify","--quiet","HEAD^{commit}"]),[n,o]=t?.
toString("utf8").split(`
`)??[],i=e?.toString("utf8").trim();return!n||!o||!i?null:{top:n,gitDir:o,head:i}}async function De(r,t,e,n,o){let{cli:i}=xt[r],
s=await zt(n.top),c=Pe(s,await zt(t));if(c.startsWith("..")||Ae(c))throw new k("agent-config",`the agent's working direc\
tory is not inside the git checkout at ${n.top}; baton cannot set ${i}'s project configuration there to ${x(e)}'s`);let u=Qt(
r,c.split(Ce).join("/")),a=O(n.gitDir,`baton-agent-config-${(0,ee.randomUUID)()}`),l=[],h=[],m=()=>je(s,u,l,h,a);try{for(let g of u)
await Ie(s,g,a,l);let d=await Le(s,e),p=d?await _e(s,e,u,h):[],S=u.filter(g=>p.some(T=>T===g||T.startsWith(`${g}/`))),v=l.
map(g=>g.path).filter(g=>!S.includes(g)),y=`${i} reads its project configuration from the checkout when it starts, and t\
he checkout is at ${x(n.head)}, not at ${x(e)}, the commit this run is for`,w="put back as the checkout had them when th\
e agent ends";if(d)if(S.length>0||v.length>0){let g=[...S.length>0?[`set to ${x(e)}'s: ${S.join(", ")}`]:[],...v.length>
0?[`set aside (not at ${x(e)}): ${v.join(", ")}`]:[]];o.info(`${y}: ${g.join("; ")}; ${w}`)}else o.info(`${y}; it holds \
none of ${i}'s project configuration, nor does ${x(e)}`);else{let g=v.length>0?`; set aside: ${v.join(", ")}, ${w}`:"";o.
warning(`${y}; ${x(e)} is not in the clone, so the agent runs without any${g}. To give it ${x(e)}'s configuration, fetch\
 that commit too (actions/checkout with fetch-depth: 0); to let it read the checkout's, set ${I.trustCheckout}: true`)}}catch(d){
throw await m(),d instanceof k?d:new k("agent-config",`could not set ${i}'s project configuration to ${x(e)}'s, so the a\
gent was not started: ${d instanceof Error?d.message:String(d)}`)}return async()=>{let d=l.length>0||h.length>0,p=await m();
p.length>0?o.warning(`could not put back ${p.join(", ")} as the checkout had ${p.length===1?"it":"them"} after the agent\
 ended; what was there is kept in ${a}`):d&&o.info(`put back ${i}'s project configuration as the checkout had it`)}}async function Ie(r,t,e,n){
let o=t.split("/");for(let i=1;i<=o.length;i++){let s=o.slice(0,i).join("/");if(n.some(a=>a.path===s))return;let c=await ne(
O(r,s)).catch(()=>{});if(c===void 0)return;if(i<o.length&&c.isDirectory())continue;await re(e,{recursive:!0,mode:448});let u=O(
e,String(n.length));try{await oe(O(r,s),u)}catch(a){throw new k("agent-config",`could not move ${s} aside into ${e} (${a.
code??"error"}), so the agent was not started; set ${I.trustCheckout}: true only if you trust the checkout's configurati\
on`)}n.push({path:s,kept:u});return}}async function Le(r,t){return await L(r,["cat-file","-e",`${t}^{commit}`])!==void 0}
async function _e(r,t,e,n){let o=await L(r,["ls-tree","-r","-z","--full-tree",t,"--",...e]);if(o===void 0)throw new Error(
`git ls-tree ${x(t)} failed`);let i=[];for(let s of o.toString("utf8").split("\0")){let c=/^(100644|100755) blob ([0-9a-f]+)\t(.+)$/s.
exec(s);if(!c)continue;let[,u,a,l]=c,h=await L(r,["cat-file","blob",a]);if(h===void 0)throw new Error(`git cat-file ${a}\
 failed`);await Me(r,l,n),await Ee(O(r,l),h,{flag:"wx",mode:u==="100755"?493:420}),i.push(l)}return i}async function Me(r,t,e){
let n=t.split("/").slice(0,-1);for(let o=1;o<=n.length;o++){let i=n.slice(0,o).join("/"),s=await ne(O(r,i)).catch(()=>{});
if(!s?.isDirectory()){if(s!==void 0)throw new Error(`${i} is not a directory`);await re(O(r,i)),e.push(i)}}}async function je(r,t,e,n,o){
let i=[];for(let s of[...t,...n.toReversed()])await Zt(O(r,s),{recursive:!0,force:!0}).catch(()=>{});n.length=0;for(let s of e.
toReversed())try{await Zt(O(r,s.path),{recursive:!0,force:!0}),await oe(s.kept,O(r,s.path))}catch{i.push(s.path)}return i.
length===0&&await $e(o).catch(()=>{}),e.length=0,i}var x=r=>r.slice(0,12);function L(r,t){return new Promise(e=>{Re("git",
["-c","safe.directory=*","-c","core.fsmonitor=false",...t],{cwd:r,encoding:"buffer",maxBuffer:64*1024*1024,timeout:3e4,windowsHide:!0},
(n,o)=>e(n?void 0:o))})}var E=P(ot(),1);import{lstat as Ge,open as Fe,readFile as ue,rm as Ue}from"node:fs/promises";var J=class{#t;#r;#e;constructor(t,e,n){
this.#t=t,this.#r=e,this.#e=n}async run(t){let e=await Promise.all(this.#r.map(n=>Be(n.name,n.path)));try{return await this.#t.
run(t)}finally{let n=[];for(let o of e)await He(o)&&n.push(o.name);n.length>0&&this.#e(n)}}};async function Be(r,t){let e=await ce(
t);return e?.isFile()?{name:r,path:t,file:{content:await ue(t),dev:e.dev,ino:e.ino}}:{name:r,path:t,file:null}}async function He(r){
let{path:t,file:e}=r;if(e===null)return!1;let n=await ce(t),o=n?.isFile()===!0&&n.dev===e.dev&&n.ino===e.ino;return o&&n.
size===e.content.length&&(await ue(t)).equals(e.content)?!1:(o?await ae(t,E.constants.O_WRONLY|E.constants.O_TRUNC|se,e.
content):(await Ue(t,{recursive:!0,force:!0}),await ae(t,E.constants.O_WRONLY|E.constants.O_CREAT|E.constants.O_EXCL|se,
e.content)),!0)}var se=E.constants.O_NOFOLLOW??0;async function ae(r,t,e){let n=await Fe(r,t,420);try{await n.writeFile(
e)}finally{await n.close()}}async function ce(r){try{return await Ge(r)}catch{return null}}var fe=P(et(),1);var W=class{#t;#r;#e;constructor(t,e){this.#t=t,this.#r=e}arm(){clearTimeout(this.#e),this.#e=setTimeout(()=>this.#r(),this.#t),
this.#e.unref?.()}stop(){clearTimeout(this.#e),this.#e=void 0}};var C=class{#t;#r={stdout:"",stderr:""};#e=null;constructor(t){this.#t=t}push(t,e){let n=this.#r[e]+t,o=n.endsWith("\r")?
n.slice(0,-1):n,i=Math.max(o.lastIndexOf(`
`),o.lastIndexOf("\r"))+1;n.length-i>65536&&(i=n.length),this.#o(e,n.slice(0,i)),this.#r[e]=n.slice(i)}end(t){this.#o(t,
this.#r[t]),this.#r[t]=""}#o(t,e){e!==""&&(this.#e!==null&&!this.#e.ended&&this.#e.stream!==t&&this.#t(`
`,!0),this.#t(e,!1),this.#e={stream:t,ended:e.endsWith(`
`)||e.endsWith("\r")})}};var le=64*1024,V=4096,Je=4096,st=16,X=class{#t;#r;#e;#o="";#n="";#i=0;#a=!1;#u;#s;constructor(t,e,n={}){this.#t=t,this.#r=
e,this.#u=n.holdWhatMayGoOn??!1,this.#s=n.quietMs===void 0?void 0:new W(n.quietMs,()=>this.flush());let o=n.hide;this.#e=
new C(i=>{this.#o+=o===void 0?i:o(i),this.#a=!0})}push(t,e){this.#a=!1,this.#e.push(t,e),this.#a&&this.#c(!1),this.#s?.arm()}flush(){
this.#c(!0)}stop(){this.#s?.stop()}end(){this.stop(),this.#e.end("stdout"),this.#e.end("stderr"),this.#o!==""&&this.#d(this.#o.
length)}#c(t){let e=this.#o;if(e==="")return;let n=t&&!(this.#u&&Rt(this.#n+e,this.#t));if(!n&&e.length<this.#i&&e.length<=
le)return;let o=$(this.#n+e,this.#t),i=o.redactions.length>0,s=q(e,e.length-1);if(n&&q(e,e.length)===e.length&&(!i||this.#l(
o.text,s))){this.#d(e.length);return}let c=$t(this.#n+e,this.#t)-this.#n.length,u=i||c>=-this.#n.length?st:1;for(let a=s;a>
0&&u>0;u--,a=q(e,a-1))if(!(c>=-this.#n.length&&a>c)){if(!i||this.#l(o.text,a)){this.#d(a);break}this.#i=e.length+Math.max(
V,e.length>>2)}for(;this.#o.length>le;)this.#f()}#f(){let t=this.#o,e=$(this.#n+t,this.#t).text,n=st;for(let a=t.length-
V;a>0&&n>0;a--)if(We(t,a-1)&&(n--,this.#l(e,a))){this.#d(a);return}let o=B(this.#n+t,this.#t),i=this.#n.length,s=t.length-
V,c=0,u=o.length-1;for(n=st;s>0&&n>0;s--){for(;u>=0&&o[u].start-i>=s;)u--;if(u>=0&&o[u].end-i>s&&(s=o[u].start-i,s<=0))break;
if(!Ve(t.charCodeAt(s))&&(c||=s,n--,this.#l(e,s))){this.#d(s);return}}this.#d(c>0?c:t.length-V)}#l(t,e){return H(this.#n+
this.#o,this.#n.length+e,this.#t,t)}#d(t){let e=this.#o.slice(0,t);this.#o=this.#o.slice(t),this.#i=0;let n=$(this.#n+e,
this.#t).text,o=$(this.#n,this.#t).text,i=0;for(;i<o.length&&i<n.length&&n[i]===o[i];)i++;let s=n.lastIndexOf(rt.markerPrefix,
i-1);s>=0&&s<i&&n.indexOf(rt.markerSuffix,s)>=i&&(i=s);let c=n.slice(i),u=this.#n+e;this.#n=u.slice(q(u,u.length-1)).slice(
-Je),c!==""&&this.#r(c)}};function q(r,t){for(let e=Math.min(t,r.length)-1;e>=0;e--){let n=r.charCodeAt(e);if(n===at||n===
de&&r.charCodeAt(e+1)!==at)return e+1}return 0}var at=10,de=13;function We(r,t){let e=r.charCodeAt(t);if(qe(e)||e===27||
e>=55296&&e<=56319)return!1;if(e!==32&&e!==9)return!0;let n=t;for(;n>0&&(r.charCodeAt(n-1)===32||r.charCodeAt(n-1)===9);)
n--;let o=r.charCodeAt(n-1);return o!==at&&o!==de}function Ve(r){return r>=56320&&r<=57343}function qe(r){return r>=48&&
r<=57||r>=65&&r<=90||r>=97&&r<=122||r===43||r===47||r===61||r===95||r===45||r===46||r===37}var Y=class{#t;#r;#e;#o;constructor(t,e,n){this.#t=t,this.#r=e,this.#e=n.secrets,this.#o=n.newToken??Ye}#n;async run(t){
let e={token:this.#o(),echo:new X(this.#e,n=>{this.#r(n),e.atLineStart=n.endsWith(`
`)},{quietMs:500}),atLineStart:!0};this.#n=e,this.#r(`::stop-commands::${e.token}
`);try{return await this.#t.run({...t,onOutput:(n,o)=>{n!==""&&this.#n===e&&e.echo.push(n,o),t.onOutput?.(n,o)}})}finally{
this.endBlock()}}endBlock(){let t=this.#n;t!==void 0&&(this.#n=void 0,t.echo.end(),this.#r(`${t.atLineStart?"":`
`}::${t.token}::
`))}};function Ye(){return(0,fe.randomBytes)(16).toString("hex")}var Se=P(et(),1),A=P(ot(),1);import{spawn as ze}from"node:child_process";import{tmpdir as Ze}from"node:os";import{join as tn}from"node:path";
import{StringDecoder as en}from"node:string_decoder";var Ke=8;function me(r,t,e,n){let o=r+t,i=r.length,s=B(o,e),c=s.find(l=>l.start<i&&l.end>i),u=c?c.end-i:0;if(n&&(u=he(t,
u)),!o.includes("\x1B")&&s.every(l=>l.end<=i+u))return u;let a=$(o,e).text;for(let l=0;u<t.length&&l<=Ke;l++){if(H(o,i+u,
e,a))return u;u=n?he(t,u+1):Qe(t,u+1)}return t.length}function he(r,t){if(t===0||r.charCodeAt(t-1)===ge)return t;let e=r.
indexOf(`
`,t);return e===-1?r.length:e+1}function Qe(r,t){for(let e=t;e<=r.length;e++){let n=r.charCodeAt(e-1);if(n===ge||n===32||
n===9)return e}return r.length}var ge=10;var K=P(ot(),1);function pe(){try{return(0,K.readdirSync)("/proc").filter(r=>/^\d+$/.test(r)).map(Number).filter(r=>r!==
process.pid)}catch{return null}}function ye(r){let t;try{t=(0,K.readFileSync)(`/proc/${r}/stat`,"utf8")}catch{return null}
let[e="",,n]=t.slice(t.lastIndexOf(")")+2).split(" ");return{state:e,group:Number(n)}}var ut={killGraceMs:5e3,maxOutputBytes:U.agentOutputBytes,drainMs:1e3};function nn(r){try{process.kill(-r,0)}catch{return!1}
let t=pe();return t===null?!0:t.some(e=>{let n=ye(e);return n!==null&&n.group===r&&n.state!=="Z"})}var Q=class{#t;#r;#e;#o;#n;#i;#a;#u;#s;#c;constructor(t={}){
this.#t=t.tempDir??Ze(),this.#r=t.killGraceMs??ut.killGraceMs,this.#e=t.maxOutputBytes??ut.maxOutputBytes,this.#o=t.drainMs??
ut.drainMs,this.#n=t.outputHook,this.#i=t.reuseScripts?new Map:void 0,this.#a=t.secrets??[],this.#u=t.noPathHint??"PATH \
is not set in its environment",this.#c=t.fewerJobs,this.#s=t.tempPlace??{...Nt(this.#t),...t.fewerJobs===void 0?{}:{fewerJobs:t.
fewerJobs}}}async run(t){let e=Et(t.shell);rn(t.cwd);let n=At(e,t.script),o=this.#f(e.extension,n),i=o??tn(this.#t,`bato\
n-step-${(0,Se.randomUUID)()}${e.extension}`);if(o===void 0){try{(0,A.writeFileSync)(i,n,{flag:"wx",mode:448})}catch(s){
throw s.code!=="EEXIST"&&(0,A.rmSync)(i,{force:!0}),Dt(this.#s,i,"the command's script",s)}this.#i?.set(`${e.extension}\0${n}`,
i)}this.#n?.begin?.();try{return await this.#l(e.file,Pt(e,i),t)}finally{this.#n?.end?.(),this.#i===void 0&&(0,A.rmSync)(
i,{force:!0})}}#f(t,e){let n=`${t}\0${e}`,o=this.#i?.get(n);if(o===void 0)return;let i=Buffer.from(e),s;try{s=Ct(o,i.length)}catch{
s={kind:"missing"}}if(s.kind==="file"&&i.equals(s.bytes))return o;this.#i?.delete(n)}#l(t,e,n){return new Promise((o,i)=>{
let s=new Date,c=new z(this.#e),u=new z(this.#e,{decode:wt,byteLength:St}),a=ze(t,e,{cwd:n.cwd,env:n.env,stdio:["ignore",
"pipe","pipe"],detached:!0});a.pid!==void 0&&n.onStart?.(a.pid);let l,h,m,d,p=!1,S=f=>{if(a.pid!==void 0)try{process.kill(
-a.pid,f)}catch{}},v=()=>a.pid!==void 0&&nn(a.pid),y,w=!1,g,T=null,_,ct=()=>{S("SIGKILL"),_=Date.now()},lt=Number.POSITIVE_INFINITY,
dt=f=>{f>=lt||(lt=f,clearTimeout(l),l=setTimeout(ct,Math.max(0,f-Date.now())),l.unref())},N=()=>{T!=="terminate"&&(T="te\
rminate",clearTimeout(h),S("SIGTERM"),dt(Date.now()+this.#r))},M=()=>{if(n.stop!=="interrupt"||n.kill?.aborted)return N();
T===null&&(T="interrupt",S("SIGINT"),h=setTimeout(()=>S("SIGTERM"),1.5*this.#r),h.unref(),dt(Date.now()+2*this.#r))},Oe=()=>{
let f=v();return n.kill?.aborted&&_===void 0&&f&&ct(),f&&(_===void 0||Date.now()-_<2e3)?(y??=setInterval(j,100),!1):(clearInterval(
y),w?!0:g===void 0?(g=Date.now(),setTimeout(j,this.#o).unref(),!1):Date.now()-g>=this.#o)},j=()=>{p||d===void 0||T!==null&&
!Oe()||(clearInterval(y),p=!0,clearTimeout(m),a.stdout?.destroy(),a.stderr?.destroy(),Z("stdout"),Z("stderr"),n.signal?.
removeEventListener("abort",M),n.kill?.removeEventListener("abort",N),clearTimeout(l),clearTimeout(h),o({exitCode:d.code,
signal:d.signal,startedAt:s,finishedAt:new Date,output:c.text(this.#a),stdout:u.text(this.#a)}))},ft=new C((f,b)=>b?c.insert(
f):c.push(f)),Z=f=>ft.end(f),ht=(f,b)=>{let D=new en("utf8"),mt=R=>{ft.push(R,b),R!==""&&(this.#n?.chunk(R,b),n.onOutput?.(
R,b))};f.on("data",R=>{c.wrote(R.length),b==="stdout"&&(u.wrote(R.length),u.push(R)),mt(D.write(R))}),f.on("end",()=>{mt(
D.end()),Z(b)})};a.on("error",f=>{if(p)return;p=!0,n.signal?.removeEventListener("abort",M),n.kill?.removeEventListener(
"abort",N);let b=f.code==="ENOENT"&&!t.includes("/")&&!n.env.PATH,D=pt(f,this.#c);i(new k("shell-failed",`could not star\
t ${JSON.stringify(t)}: ${f.code??f.message}${D===null?"":` (${D})`}${b?`; ${this.#u}`:""}`,{where:"shell",cause:f}))}),
a.stdout&&ht(a.stdout,"stdout"),a.stderr&&ht(a.stderr,"stderr"),a.on("exit",(f,b)=>{d={code:f,signal:b},m=setTimeout(()=>{
T===null&&(a.stdout?.destroy(),a.stderr?.destroy()),j()},this.#o),m.unref()}),a.on("close",()=>{w=!0,j()}),n.kill?.aborted?
N():n.kill?.addEventListener("abort",N,{once:!0}),n.signal&&(n.signal.aborted?M():n.signal.addEventListener("abort",M,{once:!0}))})}};
function rn(r){let t;try{t=(0,A.statSync)(r)}catch{t=void 0}if(!t?.isDirectory())throw new k("working-directory-missing",
`${r} is not a directory`,{where:"working-directory"})}var we=64*1024,on=`${["-----BEGIN","PRIVATE","KEY-----"].join(" ")}\

`,sn=128,an={decode:r=>r.toString("utf8"),byteLength:r=>Buffer.byteLength(r)},z=class{#t;#r;#e=[];#o=0;#n=0;#i=0;#a=0;#u=!1;#s="";constructor(t,e=an){
this.#t=t,this.#r=e}wrote(t){this.#i+=t}insert(t){this.push(t),this.#a+=Buffer.byteLength(t)}push(t){let e=typeof t=="st\
ring"?Buffer.from(t):t;for(this.#e.push(e),this.#o+=e.length,this.#n+=e.length;this.#e.length>1&&this.#o-this.#e[0].length>=
this.#t+we;){let n=this.#e.shift();this.#o-=n.length,this.#c(n.toString("utf8"))}}#c(t){let e=this.#s+t;this.#u=it(e,this.#u,
this.#s.length),this.#s=e.slice(-sn)}text(t=[]){let e=Buffer.concat(this.#e);if(e.length<=this.#t)return this.#r.decode(
e);let n=e.length-this.#t-1,o=e.indexOf(10,n),i=[e.indexOf(32,n),e.indexOf(9,n)].filter(a=>a>=0),s=o>=0&&o<e.length-1?o:
i.length>0?Math.min(...i):-1,c="";if(s>=0){let a=s+1,l=Math.max(0,a-we),h=l===0?-1:e.indexOf(10,l-1);for(h>=0&&h+1<a&&(l=
h+1);(e[l]&192)===128;)l++;let d=(it(this.#s+e.subarray(0,l).toString("utf8"),this.#u,this.#s.length)?on:"")+e.subarray(
l,a).toString("utf8"),p=this.#r.decode(e.subarray(a));c=p.slice(me(d,p,t,e[s]===10))}let u=c!==""?`the last ${this.#t} b\
ytes at most are kept`:s===-1?"none of it is kept, as no line or space was left to start at":"none of it is kept, as all\
 of it after the cut may be part of a secret the cut went through";return this.#n===this.#i+this.#a?`[baton: the first ${this.#n-
this.#r.byteLength(c)} bytes of this output were left out; ${u}]
${c}`:`[baton: this output was ${this.#i} bytes, not all of it UTF-8 text, and its start was left out; ${u}${c===""?"":"\
, as text (a byte that is not UTF-8 as \uFFFD)"}]
${c}`}};async function be(r,t){if(r.agent===null)throw new nt(`stage ${r.stage}: runStage needs an agent (run or agent); this sp\
ec is for a split stage`);let e=[],n,o,i={},s="",c=!1;for(let u=1;;u++){let a=await jt(r,t,{...i,attempt:u,...n?{upstream:n}:
{},...o!==void 0?{parent:o}:{}});if(a.kind==="refused")return t.reporter?.error(a.result.outcome.message??"",r.stage),{...a.
result,attempts:[...e,...a.result.attempts]};n=a.upstream,o=a.parent;let l=a.prepared;l.repair||(s=l.prompt);for(let S of l.
warnings)t.reporter?.warning(S.message,`${r.stage} ${S.path}`);let h=await dn(r,l,t),m=await Mt(r,l,h,t,{...t.signal?{signal:t.
signal}:{},...r.verify===null?{}:{verify:()=>fn(r,l,t,r.verify)}});e.push(m);let{outcome:d}=m,p=t.signal?.aborted===!0;if(m.
repairProblems.length>0&&!c&&!p){c=!0,t.reporter?.warning(`${d.message}; giving the agent one repair turn`,r.stage),i={repair:{
problems:m.repairProblems,previousPrompt:s}};continue}if(d.reason==="verify-failed"&&u<r.attempts&&!p){t.reporter?.warning(
`attempt ${u} of ${r.attempts}: ${d.message}; trying again`,r.stage),i={attemptContext:cn(u+1,m.handoff,m.record.verify)};
continue}return d.reason==="cancelled"?t.reporter?.warning(d.message,r.stage):d.reason!=="completed"&&t.reporter?.error(
d.message,r.stage),un(r,d,e,m.outputs)}}function un(r,t,e,n){let o=e.at(-1);if(!o)throw new nt(`stage ${r.stage}: no att\
empt was stored`);return{stage:r.stage,ok:Lt(t.reason),outcome:t,attempts:e,final:o,outputs:n}}function cn(r,t,e){return{
number:r,previous:t,verify:e?{exit_code:e.exit_code,output:e.output_tail}:null}}function ln(r,t){let e={};for(let[n,o]of Object.
entries(r))bt.includes(n)||vt.some(i=>n.startsWith(i))||(e[n]=o);return{...e,...t}}function ve(r,t,e,n={}){return ln(e.env,
{...n,[F.promptPath]:t.promptPath,[F.handoffPath]:t.handoffPath,[F.stage]:r.stage})}async function dn(r,t,e){let n=r.agent,
o=n.kind==="preset"?{...Tt(n.preset),shell:"bash"}:{script:n.command,env:{},shell:r.shell};e.reporter?.info(`${r.stage}:\
 attempt ${t.attempt}${t.repair?" (repair turn)":""}, running the agent`);let i=e.guardAgentConfig;return ke(e,()=>{let s=ve(
r,t,e,o.env);return n.kind==="preset"&&Ot(s),{script:o.script,shell:o.shell,cwd:e.workspace.resolveDirectory(r.workingDirectory),
env:s}},n.kind==="preset"&&i?s=>i(n.preset,s):void 0)}async function ke(r,t,e){let n=r.workspace.now();try{let o=t(),i=e?
await e(o.cwd):void 0;try{return await r.runner.run({...o,...r.onOutput?{onOutput:r.onOutput}:{},...r.signal?{signal:r.signal}:
{}})}finally{await i?.()}}catch(o){let i=`${_t}${G(o)}
`;return r.onOutput?.(i,"stderr"),{exitCode:null,signal:null,startedAt:n,finishedAt:r.workspace.now(),output:i,stdout:""}}}
async function fn(r,t,e,n){e.reporter?.info(`${r.stage}: attempt ${t.attempt}, running verify`);let o=await ke(e,()=>({script:n,
shell:r.shell,cwd:e.workspace.resolveDirectory(r.workingDirectory),env:ve(r,t,e)})),i=It(o.output,r.redact,"verify.outpu\
t_tail");return{facts:{command:n,exit_code:o.exitCode,output_tail:yt(i.text,U.verifyOutputTailBytes),duration_ms:Math.max(
0,o.finishedAt.getTime()-o.startedAt.getTime())},problems:i.problems}}async function hn(r,t,e){Xt(r.env);let{spec:n,store:o,workspace:i,reporter:s,secrets:c,openRun:u}=await Yt("stage",r.env);
t.stage=n.stage,t.secrets=c,t.store=new Kt(o);let a=qt(r.env,"RUNNER_TEMP"),l=new Q({tempDir:a,killGraceMs:Ft.agentGrace}),
h=new Y(l,r.write,{secrets:c});t.runner=h;let m=new AbortController,d=new J(h,mn(r.env),w=>m.abort(`a command of the sta\
ge (the agent or verify) wrote to the files of the step\u2019s file commands (${w.join(", ")}), which only baton may wri\
te to; baton put them back as they were, so none of it reaches the runner or the steps after this one`)),p=w=>m.signal.aborted&&
w.includes(String(m.signal.reason)),S={info:w=>s.info(w),warning:(w,g)=>{p(w)||s.warning(w,g)},error:()=>{},group:(w,g)=>s.
group(w,g)},v=n.agent?.kind==="preset";v&&n.trustCheckout&&s.info(`${I.trustCheckout}: true: the agent's CLI reads the p\
roject configuration of the checkout as it is`);let y=await be(n,{store:t.store,workspace:i,openRun:u,runner:d,reporter:S,
env:Ht(r.env),signal:AbortSignal.any([m.signal,e.signal]),...v&&!n.trustCheckout?{guardAgentConfig:ie({sha:r.env.GITHUB_SHA,
reporter:S})}:{}});if(!t.settled){if(t.settled=!0,await Bt("stage",y.final,y.outputs,t,s),y.outcome.reason==="cancelled"&&
!p(y.outcome.message??"")){s.info(`stage ${n.stage}: cancelled, stored as artifact ${y.final.ref.id}`),process.exitCode=
gt.Failure;return}if(!y.ok)throw new k(y.outcome.reason,y.outcome.message??y.outcome.reason,{where:`stage ${n.stage}`});
s.info(`stage ${n.stage}: ${y.final.record.status}, stored as artifact ${y.final.ref.id}`)}}function mn(r){return Object.
values(kt).flatMap(t=>{let e=r[t];return e?[{name:t,path:e}]:[]})}async function xe(r=Gt()){let t=Jt(r.env),e={action:"s\
tage",refusedOutputs:!0,unfinished:"the step ended before the stage had a record to store"};await Ut(r,n=>hn(r,t,n),{async failed(n){
await Wt(t,n,e),tt(G(n))},async outOfTime(n){t.runner?.endBlock(),tt(await Vt(t,n,e))}})}await xe();

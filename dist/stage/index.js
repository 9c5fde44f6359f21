import{a as Lt}from"../action-chunks/chunk-IMFHOQZB.js";import{a as Ft}from"../action-chunks/chunk-H6BXBHPU.js";import{A as Qt,C as zt,a as At,
b as Rt,c as Ct,d as Nt,f as Dt,g as It,i as jt,k as Mt,l as _t,m as Jt,n as Wt,o as Vt,p as qt,q as Xt}from"../action-chunks/chunk-NZ3N3DU4.js";
import"../action-chunks/chunk-NTHMEBCW.js";import{A as Ht,E as Kt,G as Yt,c as xt,d as Et,e as $t,n as Gt,w as Bt,z as Ut}from"../action-chunks/chunk-VZCDBS3T.js";
import"../action-chunks/chunk-WOTIQE6Z.js";import{b as P,d as H,e as J,f as Pt,g as Tt,j as at}from"../action-chunks/chunk-GJ6RG2IC.js";import"../action-chunks/chunk-2F3RZLDD.js";
import"../action-chunks/chunk-MRMAEUWW.js";import{a as st}from"../action-chunks/chunk-R2LRCHEZ.js";import"../action-chunks/chunk-GGXOELIF.js";import"../action-chunks/chunk-I3R55QJ2.js";
import"../action-chunks/chunk-XGSINEGA.js";import"../action-chunks/chunk-3BXX7L25.js";import"../action-chunks/chunk-PHI32AUF.js";import"../action-chunks/chunk-I3QVZSCL.js";
import{a as rt}from"../action-chunks/chunk-PO5EA42V.js";import{a as St,d as O,e as ot,f as G}from"../action-chunks/chunk-O7UU6C5Q.js";import{
J as Ot,K as it,d as bt,h as B,i as vt,j as kt,t as U,x as j}from"../action-chunks/chunk-2W3RAMDQ.js";import{f as wt,k as nt}from"../action-chunks/chunk-DHIUKFLR.js";
import"../action-chunks/chunk-SM223FN7.js";import{d as R}from"../action-chunks/chunk-A64LSPLL.js";var oe=R(rt(),1);import{execFile as Ie}from"node:child_process";import{chmod as ie,lstat as ut,mkdir as se,realpath as ne,
rename as ae,rmdir as je,writeFile as Me}from"node:fs/promises";import{isAbsolute as _e,join as v,relative as Fe,sep as Le}from"node:path";var Ae={claude:[".claude",".mcp.json",".claude.json","CLAUDE.md","CLAUDE.local.md",".gitmodules",".ripgreprc",".husky"],
codex:[".codex","AGENTS.md","AGENTS.override.md",".agents"],gemini:[".gemini","GEMINI.md",".env"],copilot:[".github/copi\
lot",".github/hooks",".github/agents",".github/skills",".github/instructions",".github/copilot-instructions.md",".github\
/mcp.json",".mcp.json",".vscode/mcp.json",".agents",".claude","AGENTS.md","CLAUDE.md","GEMINI.md"]};function Zt(n,e){let t=e.
split("/").filter(i=>i!==""&&i!=="."),r=t.map((i,s)=>t.slice(0,s+1).join("/")),o=[];for(let i of["",...r])for(let s of Ae[n])
o.push(i===""?s:`${i}/${s}`);return[...new Set(o)]}import{chmod as Re,lstat as Ce,readdir as Ne,rm as te}from"node:fs/promises";import{join as De}from"node:path";async function C(n){
try{await te(n,{recursive:!0,force:!0})}catch{await ee(n),await te(n,{recursive:!0,force:!0})}}async function ee(n){if((await Ce(
n).catch(()=>{}))?.isDirectory()){await Re(n,448);for(let t of await Ne(n))await ee(De(n,t))}}function ue(n){return async(e,t)=>{let r=n.sha??"";if(!/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(r))return re;let o=await Ge(
t);return o===null||o.head===r?re:Be(e,t,r,o,n.reporter)}}var re=async()=>{};async function Ge(n){let e=await M(n,["rev-\
parse","--show-toplevel","--absolute-git-dir"]),t=await M(n,["rev-parse","--verify","--quiet","HEAD^{commit}"]),[r,o]=e?.
toString("utf8").split(`
`)??[],i=t?.toString("utf8").trim();return!r||!o||!i?null:{top:r,gitDir:o,head:i}}async function Be(n,e,t,r,o){let{cli:i}=xt[n],
s=await ne(r.top),a=Fe(s,await ne(e));if(a.startsWith("..")||_e(a))throw new O("agent-config",`the agent's working direc\
tory is not inside the git checkout at ${r.top}; baton cannot set ${i}'s project configuration there to ${x(t)}'s`);let c=Zt(
n,a.split(Le).join("/")),u=v(r.gitDir,`baton-agent-config-${(0,oe.randomUUID)()}`),l=[],m=[],h=()=>Ve(s,c,l,m,u);try{for(let p of c)
await Ue(s,p,u,l);let d=await He(s,t),g=d?await Je(s,t,c,m):[],S=c.filter(p=>g.some(E=>E===p||E.startsWith(`${p}/`))),k=l.
map(p=>p.path).filter(p=>!S.includes(p)),y=`${i} reads its project configuration from the checkout when it starts, and t\
he checkout is at ${x(r.head)}, not at ${x(t)}, the commit this run is for`,w="put back as the checkout had them when th\
e agent ends";if(d)if(S.length>0||k.length>0){let p=[...S.length>0?[`set to ${x(t)}'s: ${S.join(", ")}`]:[],...k.length>
0?[`set aside (not at ${x(t)}): ${k.join(", ")}`]:[]];o.info(`${y}: ${p.join("; ")}; ${w}`)}else o.info(`${y}; it holds \
none of ${i}'s project configuration, nor does ${x(t)}`);else{let p=k.length>0?`; set aside: ${k.join(", ")}, ${w}`:"";o.
warning(`${y}; ${x(t)} is not in the clone, so the agent runs without any${p}. To give it ${x(t)}'s configuration, fetch\
 that commit too (actions/checkout with fetch-depth: 0); to let it read the checkout's, set ${j.trustCheckout}: true`)}}catch(d){
throw await h(),d instanceof O?d:new O("agent-config",`could not set ${i}'s project configuration to ${x(t)}'s, so the a\
gent was not started: ${d instanceof Error?d.message:String(d)}`)}return async()=>{let d=l.length>0||m.length>0,g=await h();
g.length>0?o.warning(`could not put back ${g.join(", ")} as the checkout had ${g.length===1?"it":"them"} after the agent\
 ended; what was there is kept in ${u}`):d&&o.info(`put back ${i}'s project configuration as the checkout had it`)}}async function Ue(n,e,t,r){
let o=e.split("/");for(let i=1;i<=o.length;i++){let s=o.slice(0,i).join("/");if(r.some(u=>u.path===s))return;let a=await ut(
v(n,s)).catch(()=>{});if(a===void 0)return;if(i<o.length&&a.isDirectory())continue;await se(t,{recursive:!0,mode:448});let c=v(
t,String(r.length));try{await ae(v(n,s),c)}catch(u){throw new O("agent-config",`could not move ${s} aside into ${t} (${u.
code??"error"}), so the agent was not started; set ${j.trustCheckout}: true only if you trust the checkout's configurati\
on`)}r.push({path:s,kept:c});return}}async function He(n,e){return await M(n,["cat-file","-e",`${e}^{commit}`])!==void 0}
async function Je(n,e,t,r){let o=await M(n,["ls-tree","-r","-z","--full-tree",e,"--",...t]);if(o===void 0)throw new Error(
`git ls-tree ${x(e)} failed`);let i=[];for(let s of o.toString("utf8").split("\0")){let a=/^(100644|100755) blob ([0-9a-f]+)\t(.+)$/s.
exec(s);if(!a)continue;let[,c,u,l]=a,m=await M(n,["cat-file","blob",u]);if(m===void 0)throw new Error(`git cat-file ${u}\
 failed`);await We(n,l,r),await Me(v(n,l),m,{flag:"wx",mode:c==="100755"?493:420}),i.push(l)}return i}async function We(n,e,t){
let r=e.split("/").slice(0,-1);for(let o=1;o<=r.length;o++){let i=r.slice(0,o).join("/"),s=await ut(v(n,i)).catch(()=>{});
if(!s?.isDirectory()){if(s!==void 0)throw new Error(`${i} is not a directory`);await se(v(n,i)),t.push(i)}}}async function Ve(n,e,t,r,o){
let i=[],s=await qe(n,[...e,...r,...t.map(a=>a.path)],o);try{for(let a of[...e,...r.toReversed()])await C(v(n,a)).catch(
()=>{});r.length=0;for(let a of t.toReversed())try{await C(v(n,a.path)),await ae(a.kept,v(n,a.path))}catch{i.push(a.path)}}finally{
for(let{path:a,mode:c}of s.toReversed())await ie(a,c).catch(()=>{})}return i.length===0&&await je(o).catch(()=>{}),t.length=
0,i}async function qe(n,e,t){let r=new Set([n]);for(let i of e){let s=i.split("/").slice(0,-1);for(let a=1;a<=s.length;a++)
r.add(v(n,...s.slice(0,a)))}r.add(t);let o=[];for(let i of r){let s=await ut(i).catch(()=>{});if(!s?.isDirectory()||(s.mode&
192)===192)continue;let a=s.mode&4095;try{await ie(i,a|192),o.push({path:i,mode:a})}catch{}}return o}var x=n=>n.slice(0,
12);function M(n,e){return new Promise(t=>{Ie("git",["-c","safe.directory=*","-c","core.fsmonitor=false",...e],{cwd:n,encoding:"\
buffer",maxBuffer:64*1024*1024,timeout:3e4,windowsHide:!0},(r,o)=>t(r?void 0:o))})}var T=R(st(),1);import{chmod as Xe,lstat as Ke,mkdir as Ye,open as Qe,readFile as de,stat as fe}from"node:fs/promises";import{
dirname as ze}from"node:path";var W=class{#t;#e;#n;constructor(e,t,r){this.#t=e,this.#e=t,this.#n=r}async run(e){let t=await Promise.all(this.#e.map(o=>Ze(
o.name,o.path))),r=await tn(t);try{return await this.#t.run(e)}finally{let o={files:[],directories:[],notPutBack:[]};for(let i of r)
await en(i).catch(()=>!1)&&o.directories.push(i.path);for(let i of t)try{await nn(i)&&o.files.push(i.name)}catch(s){o.files.
push(i.name),o.notPutBack.push({name:i.name,why:rn(s)})}(o.files.length>0||o.directories.length>0)&&this.#n(o)}}};async function Ze(n,e){
let t=await me(e);if(!t?.isFile())return{name:n,path:e,file:null};let r={content:await de(e),mode:V(t),dev:t.dev,ino:t.ino};
return{name:n,path:e,file:r}}async function tn(n){let e=[...new Set(n.filter(t=>t.file!==null).map(t=>ze(t.path)))];return Promise.
all(e.map(async t=>({path:t,mode:V(await fe(t))})))}async function en(n){let e=await fe(n.path).catch(t=>{if(t.code==="E\
NOENT")return null;throw t});if(e?.isDirectory()){if(V(e)===n.mode)return!1}else await C(n.path),await Ye(n.path);return await Xe(
n.path,n.mode),!0}async function nn(n){let{path:e,file:t}=n;if(t===null)return!1;let r=await me(e),o=r?.isFile()===!0&&r.
dev===t.dev&&r.ino===t.ino&&V(r)===t.mode;if(o&&r.size===t.content.length&&(await de(e)).equals(t.content))return!1;if(o)
await le(e,T.constants.O_WRONLY|T.constants.O_TRUNC|ce,t.content,null);else{await C(e);let i=T.constants.O_WRONLY|T.constants.
O_CREAT|T.constants.O_EXCL|ce;await le(e,i,t.content,t.mode)}return!0}var ce=T.constants.O_NOFOLLOW??0;async function le(n,e,t,r){
let o=await Qe(n,e,384);try{r!==null&&await o.chmod(r),await o.writeFile(t)}finally{await o.close()}}var V=n=>n.mode&4095;
async function me(n){try{return await Ke(n)}catch(e){if(e.code==="ENOENT")return null;throw e}}var rn=n=>n instanceof Error?
n.message:String(n);var ge=R(rt(),1);var q=class{#t;#e;#n;constructor(e,t){this.#t=e,this.#e=t}arm(){clearTimeout(this.#n),this.#n=setTimeout(()=>this.#e(),this.#t),
this.#n.unref?.()}stop(){clearTimeout(this.#n),this.#n=void 0}};var N=class{#t;#e={stdout:"",stderr:""};#n=null;constructor(e){this.#t=e}push(e,t){let r=this.#e[t]+e,o=r.endsWith("\r")?
r.slice(0,-1):r,i=Math.max(o.lastIndexOf(`
`),o.lastIndexOf("\r"))+1;r.length-i>65536&&(i=r.length),this.#o(t,r.slice(0,i)),this.#e[t]=r.slice(i)}end(e){this.#o(e,
this.#e[e]),this.#e[e]=""}#o(e,t){t!==""&&(this.#n!==null&&!this.#n.ended&&this.#n.stream!==e&&this.#t(`
`,!0),this.#t(t,!1),this.#n={stream:e,ended:t.endsWith(`
`)||t.endsWith("\r")})}};var he=64*1024,X=4096,on=4096,ct=16,Y=class{#t;#e;#n;#o="";#r="";#i=0;#s=!1;#a;#u;constructor(e,t,r={}){this.#t=e,this.#e=
t,this.#a=r.holdWhatMayGoOn??!1,this.#u=r.quietMs===void 0?void 0:new q(r.quietMs,()=>this.flush());let o=r.hide;this.#n=
new N(i=>{this.#o+=o===void 0?i:o(i),this.#s=!0})}push(e,t){this.#s=!1,this.#n.push(e,t),this.#s&&this.#d(!1),this.#u?.arm()}flush(){
this.#d(!0)}stop(){this.#u?.stop()}end(){this.stop(),this.#n.end("stdout"),this.#n.end("stderr"),this.#o!==""&&this.#l(this.#o.
length)}#d(e){let t=this.#o;if(t==="")return;let r=e&&!(this.#a&&Pt(this.#r+t,this.#t));if(!r&&t.length<this.#i&&t.length<=
he)return;let o=P(this.#r+t,this.#t),i=o.redactions.length>0,s=K(t,t.length-1);if(r&&K(t,t.length)===t.length&&(!i||this.#c(
o.text,s))){this.#l(t.length);return}let a=Tt(this.#r+t,this.#t)-this.#r.length,c=i||a>=-this.#r.length?ct:1;for(let u=s;u>
0&&c>0;c--,u=K(t,u-1))if(!(a>=-this.#r.length&&u>a)){if(!i||this.#c(o.text,u)){this.#l(u);break}this.#i=t.length+Math.max(
X,t.length>>2)}for(;this.#o.length>he;)this.#f()}#f(){let e=this.#o,t=P(this.#r+e,this.#t).text,r=ct;for(let u=e.length-
X;u>0&&r>0;u--)if(sn(e,u-1)&&(r--,this.#c(t,u))){this.#l(u);return}let o=H(this.#r+e,this.#t),i=this.#r.length,s=e.length-
X,a=0,c=o.length-1;for(r=ct;s>0&&r>0;s--){for(;c>=0&&o[c].start-i>=s;)c--;if(c>=0&&o[c].end-i>s&&(s=o[c].start-i,s<=0))break;
if(!an(e.charCodeAt(s))&&(a||=s,r--,this.#c(t,s))){this.#l(s);return}}this.#l(a>0?a:e.length-X)}#c(e,t){return J(this.#r+
this.#o,this.#r.length+t,this.#t,e)}#l(e){let t=this.#o.slice(0,e);this.#o=this.#o.slice(e),this.#i=0;let r=P(this.#r+t,
this.#t).text,o=P(this.#r,this.#t).text,i=0;for(;i<o.length&&i<r.length&&r[i]===o[i];)i++;let s=r.lastIndexOf(it.markerPrefix,
i-1);s>=0&&s<i&&r.indexOf(it.markerSuffix,s)>=i&&(i=s);let a=r.slice(i),c=this.#r+t;this.#r=c.slice(K(c,c.length-1)).slice(
-on),a!==""&&this.#e(a)}};function K(n,e){for(let t=Math.min(e,n.length)-1;t>=0;t--){let r=n.charCodeAt(t);if(r===lt||r===
pe&&n.charCodeAt(t+1)!==lt)return t+1}return 0}var lt=10,pe=13;function sn(n,e){let t=n.charCodeAt(e);if(un(t)||t===27||
t>=55296&&t<=56319)return!1;if(t!==32&&t!==9)return!0;let r=e;for(;r>0&&(n.charCodeAt(r-1)===32||n.charCodeAt(r-1)===9);)
r--;let o=n.charCodeAt(r-1);return o!==lt&&o!==pe}function an(n){return n>=56320&&n<=57343}function un(n){return n>=48&&
n<=57||n>=65&&n<=90||n>=97&&n<=122||n===43||n===47||n===61||n===95||n===45||n===46||n===37}var Q=class{#t;#e;#n;#o;constructor(e,t,r){this.#t=e,this.#e=t,this.#n=r.secrets,this.#o=r.newToken??ln}#r;async run(e){
let t={token:this.#o(),echo:new Y(this.#n,r=>{this.#e(r),t.atLineStart=r.endsWith(`
`)},{quietMs:500}),atLineStart:!0};this.#r=t,this.#e(`::stop-commands::${t.token}
`);try{return await this.#t.run({...e,onOutput:(r,o)=>{r!==""&&this.#r===t&&t.echo.push(r,o),e.onOutput?.(r,o)}})}finally{
this.endBlock()}}endBlock(){let e=this.#r;e!==void 0&&(this.#r=void 0,e.echo.end(),this.#e(`${e.atLineStart?"":`
`}::${e.token}::
`))}};function ln(){return(0,ge.randomBytes)(16).toString("hex")}var Oe=R(rt(),1),A=R(st(),1);import{spawn as mn}from"node:child_process";import{tmpdir as hn}from"node:os";import{join as pn}from"node:path";
import{StringDecoder as gn}from"node:string_decoder";var dn=8;function we(n,e,t,r){let o=n+e,i=n.length,s=H(o,t),a=s.find(l=>l.start<i&&l.end>i),c=a?a.end-i:0;if(r&&(c=ye(e,
c)),!o.includes("\x1B")&&s.every(l=>l.end<=i+c))return c;let u=P(o,t).text;for(let l=0;c<e.length&&l<=dn;l++){if(J(o,i+c,
t,u))return c;c=r?ye(e,c+1):fn(e,c+1)}return e.length}function ye(n,e){if(e===0||n.charCodeAt(e-1)===Se)return e;let t=n.
indexOf(`
`,e);return t===-1?n.length:t+1}function fn(n,e){for(let t=e;t<=n.length;t++){let r=n.charCodeAt(t-1);if(r===Se||r===32||
r===9)return t}return n.length}var Se=10;var z=R(st(),1);function be(){try{return(0,z.readdirSync)("/proc").filter(n=>/^\d+$/.test(n)).map(Number).filter(n=>n!==
process.pid)}catch{return null}}function ve(n){let e;try{e=(0,z.readFileSync)(`/proc/${n}/stat`,"utf8")}catch{return null}
let[t="",,r]=e.slice(e.lastIndexOf(")")+2).split(" ");return{state:t,group:Number(r)}}var dt={killGraceMs:5e3,maxOutputBytes:U.agentOutputBytes,drainMs:1e3};function yn(n){try{process.kill(-n,0)}catch{return!1}
let e=be();return e===null?!0:e.some(t=>{let r=ve(t);return r!==null&&r.group===n&&r.state!=="Z"})}var Z=class{#t;#e;#n;#o;#r;#i;#s;#a;#u;#d;constructor(e={}){
this.#t=e.tempDir??hn(),this.#e=e.killGraceMs??dt.killGraceMs,this.#n=e.maxOutputBytes??dt.maxOutputBytes,this.#o=e.drainMs??
dt.drainMs,this.#r=e.outputHook,this.#i=e.reuseScripts?new Map:void 0,this.#s=e.secrets??[],this.#a=e.noPathHint??"PATH \
is not set in its environment",this.#d=e.fewerJobs,this.#u=e.tempPlace??{...Dt(this.#t),...e.fewerJobs===void 0?{}:{fewerJobs:e.
fewerJobs}}}async run(e){let t=At(e.shell);wn(e.cwd);let r=Rt(t,e.script),o=this.#f(t.extension,r),i=o??pn(this.#t,`bato\
n-step-${(0,Oe.randomUUID)()}${t.extension}`);if(o===void 0){try{(0,A.writeFileSync)(i,r,{flag:"wx",mode:448})}catch(s){
throw s.code!=="EEXIST"&&(0,A.rmSync)(i,{force:!0}),It(this.#u,i,"the command's script",s)}this.#i?.set(`${t.extension}\0${r}`,
i)}this.#r?.begin?.();try{return await this.#c(t.file,Ct(t,i),e)}finally{this.#r?.end?.(),this.#i===void 0&&(0,A.rmSync)(
i,{force:!0})}}#f(e,t){let r=`${e}\0${t}`,o=this.#i?.get(r);if(o===void 0)return;let i=Buffer.from(t),s;try{s=Nt(o,i.length)}catch{
s={kind:"missing"}}if(s.kind==="file"&&i.equals(s.bytes))return o;this.#i?.delete(r)}#c(e,t,r){return new Promise((o,i)=>{
let s=new Date,a=new tt(this.#n),c=new tt(this.#n),u=mn(e,t,{cwd:r.cwd,env:r.env,stdio:["ignore","pipe","pipe"],detached:!0});
u.pid!==void 0&&r.onStart?.(u.pid);let l,m,h,d,g=!1,S=f=>{if(u.pid!==void 0)try{process.kill(-u.pid,f)}catch{}},k=()=>u.
pid!==void 0&&yn(u.pid),y,w=!1,p,E=null,_,ft=()=>{S("SIGKILL"),_=Date.now()},mt=Number.POSITIVE_INFINITY,ht=f=>{f>=mt||(mt=
f,clearTimeout(l),l=setTimeout(ft,Math.max(0,f-Date.now())),l.unref())},D=()=>{E!=="terminate"&&(E="terminate",clearTimeout(
m),S("SIGTERM"),ht(Date.now()+this.#e))},F=()=>{if(r.stop!=="interrupt"||r.kill?.aborted)return D();E===null&&(E="interr\
upt",S("SIGINT"),m=setTimeout(()=>S("SIGTERM"),1.5*this.#e),m.unref(),ht(Date.now()+2*this.#e))},Te=()=>{let f=k();return r.
kill?.aborted&&_===void 0&&f&&ft(),f&&(_===void 0||Date.now()-_<2e3)?(y??=setInterval(L,100),!1):(clearInterval(y),w?!0:
p===void 0?(p=Date.now(),setTimeout(L,this.#o).unref(),!1):Date.now()-p>=this.#o)},L=()=>{g||d===void 0||E!==null&&!Te()||
(clearInterval(y),g=!0,clearTimeout(h),u.stdout?.destroy(),u.stderr?.destroy(),et("stdout"),et("stderr"),r.signal?.removeEventListener(
"abort",F),r.kill?.removeEventListener("abort",D),clearTimeout(l),clearTimeout(m),o({exitCode:d.code,signal:d.signal,startedAt:s,
finishedAt:new Date,output:a.text(this.#s),stdout:c.text(this.#s)}))},pt=new N((f,b)=>b?a.insert(f):a.push(f)),et=f=>pt.
end(f),gt=(f,b)=>{let I=new gn("utf8"),yt=$=>{pt.push($,b),$!==""&&(b==="stdout"&&c.push($),this.#r?.chunk($,b),r.onOutput?.(
$,b))};f.on("data",$=>{a.wrote($.length),b==="stdout"&&c.wrote($.length),yt(I.write($))}),f.on("end",()=>{yt(I.end()),et(
b)})};u.on("error",f=>{if(g)return;g=!0,r.signal?.removeEventListener("abort",F),r.kill?.removeEventListener("abort",D);
let b=f.code==="ENOENT"&&!e.includes("/")&&!r.env.PATH,I=St(f,this.#d);i(new O("shell-failed",`could not start ${JSON.stringify(
e)}: ${f.code??f.message}${I===null?"":` (${I})`}${b?`; ${this.#a}`:""}`,{where:"shell",cause:f}))}),u.stdout&&gt(u.stdout,
"stdout"),u.stderr&&gt(u.stderr,"stderr"),u.on("exit",(f,b)=>{d={code:f,signal:b},h=setTimeout(()=>{E===null&&(u.stdout?.
destroy(),u.stderr?.destroy()),L()},this.#o),h.unref()}),u.on("close",()=>{w=!0,L()}),r.kill?.aborted?D():r.kill?.addEventListener(
"abort",D,{once:!0}),r.signal&&(r.signal.aborted?F():r.signal.addEventListener("abort",F,{once:!0}))})}};function wn(n){
let e;try{e=(0,A.statSync)(n)}catch{e=void 0}if(!e?.isDirectory())throw new O("working-directory-missing",`${n} is not a\
 directory`,{where:"working-directory"})}var ke=64*1024,Sn=`${["-----BEGIN","PRIVATE","KEY-----"].join(" ")}
`,bn=128,tt=class{#t;#e=[];#n=0;#o=0;#r=0;#i=0;#s=!1;#a="";constructor(e){this.#t=e}wrote(e){this.#r+=e}insert(e){this.push(
e),this.#i+=Buffer.byteLength(e)}push(e){this.#e.push(e);let t=Buffer.byteLength(e);for(this.#n+=t,this.#o+=t;this.#e.length>
1&&this.#n-Buffer.byteLength(this.#e[0])>=this.#t+ke;){let r=this.#e.shift();this.#n-=Buffer.byteLength(r),this.#u(r)}}#u(e){
let t=this.#a+e;this.#s=at(t,this.#s,this.#a.length),this.#a=t.slice(-bn)}text(e=[]){let t=Buffer.from(this.#e.join(""));
if(t.length<=this.#t)return t.toString("utf8");let r=t.length-this.#t-1,o=t.indexOf(10,r),i=[t.indexOf(32,r),t.indexOf(9,
r)].filter(u=>u>=0),s=o>=0&&o<t.length-1?o:i.length>0?Math.min(...i):-1,a="";if(s>=0){let u=s+1,l=Math.max(0,u-ke),m=l===
0?-1:t.indexOf(10,l-1);for(m>=0&&m+1<u&&(l=m+1);(t[l]&192)===128;)l++;let d=(at(this.#a+t.subarray(0,l).toString("utf8"),
this.#s,this.#a.length)?Sn:"")+t.subarray(l,u).toString("utf8"),g=t.subarray(u).toString("utf8");a=g.slice(we(d,g,e,t[s]===
10))}let c=a!==""?`the last ${this.#t} bytes at most are kept`:s===-1?"none of it is kept, as no line or space was left \
to start at":"none of it is kept, as all of it after the cut may be part of a secret the cut went through";return this.#o===
this.#r+this.#i?`[baton: the first ${this.#o-Buffer.byteLength(a)} bytes of this output were left out; ${c}]
${a}`:`[baton: this output was ${this.#r} bytes, not all of it UTF-8 text, and its start was left out; ${c}${a===""?"":"\
, as text (a byte that is not UTF-8 as \uFFFD)"}]
${a}`}};async function xe(n,e){if(n.agent===null)throw new ot(`stage ${n.stage}: runStage needs an agent (run or agent); this sp\
ec is for a split stage`);let t=[],r,o,i={},s="",a=!1;for(let c=1;;c++){let u=await Lt(n,e,{...i,attempt:c,...r?{upstream:r}:
{},...o!==void 0?{parent:o}:{}});if(u.kind==="refused")return e.reporter?.error(u.result.outcome.message??"",n.stage),{...u.
result,attempts:[...t,...u.result.attempts]};r=u.upstream,o=u.parent;let l=u.prepared;l.repair||(s=l.prompt);for(let S of l.
warnings)e.reporter?.warning(S.message,`${n.stage} ${S.path}`);let m=await xn(n,l,e),h=await Ft(n,l,m,e,{...e.signal?{signal:e.
signal}:{},...n.verify===null?{}:{verify:()=>En(n,l,e,n.verify)}});t.push(h);let{outcome:d}=h,g=e.signal?.aborted===!0;if(h.
repairProblems.length>0&&!a&&!g){a=!0,e.reporter?.warning(`${d.message}; giving the agent one repair turn`,n.stage),i={repair:{
problems:h.repairProblems,previousPrompt:s}};continue}if(d.reason==="verify-failed"&&c<n.attempts&&!g){e.reporter?.warning(
`attempt ${c} of ${n.attempts}: ${d.message}; trying again`,n.stage),i={attemptContext:kn(c+1,h.handoff,h.record.verify)};
continue}return d.reason==="cancelled"?e.reporter?.warning(d.message,n.stage):d.reason!=="completed"&&e.reporter?.error(
d.message,n.stage),vn(n,d,t,h.outputs)}}function vn(n,e,t,r){let o=t.at(-1);if(!o)throw new ot(`stage ${n.stage}: no att\
empt was stored`);return{stage:n.stage,ok:Mt(e.reason),outcome:e,attempts:t,final:o,outputs:r}}function kn(n,e,t){return{
number:n,previous:e,verify:t?{exit_code:t.exit_code,output:t.output_tail}:null}}function On(n,e){let t={};for(let[r,o]of Object.
entries(n))vt.includes(r)||kt.some(i=>r.startsWith(i))||(t[r]=o);return{...t,...e}}function Ee(n,e,t,r={}){return On(t.env,
{...r,[B.promptPath]:e.promptPath,[B.handoffPath]:e.handoffPath,[B.stage]:n.stage})}async function xn(n,e,t){let r=n.agent,
o=r.kind==="preset"?{...$t(r.preset),shell:"bash"}:{script:r.command,env:{},shell:n.shell};t.reporter?.info(`${n.stage}:\
 attempt ${e.attempt}${e.repair?" (repair turn)":""}, running the agent`);let i=t.guardAgentConfig;return $e(t,()=>{let s=Ee(
n,e,t,o.env);return r.kind==="preset"&&Et(s),{script:o.script,shell:o.shell,cwd:t.workspace.resolveDirectory(n.workingDirectory),
env:s}},r.kind==="preset"&&i?s=>i(r.preset,s):void 0)}async function $e(n,e,t){let r=n.workspace.now();try{let o=e(),i=t?
await t(o.cwd):void 0;try{return await n.runner.run({...o,...n.onOutput?{onOutput:n.onOutput}:{},...n.signal?{signal:n.signal}:
{}})}finally{await i?.()}}catch(o){let i=`${_t}${G(o)}
`;return n.onOutput?.(i,"stderr"),{exitCode:null,signal:null,startedAt:r,finishedAt:n.workspace.now(),output:i,stdout:""}}}
async function En(n,e,t,r){t.reporter?.info(`${n.stage}: attempt ${e.attempt}, running verify`);let o=await $e(t,()=>({script:r,
shell:n.shell,cwd:t.workspace.resolveDirectory(n.workingDirectory),env:Ee(n,e,t)})),i=jt(o.output,n.redact,"verify.outpu\
t_tail");return{facts:{command:r,exit_code:o.exitCode,output_tail:bt(i.text,U.verifyOutputTailBytes),duration_ms:Math.max(
0,o.finishedAt.getTime()-o.startedAt.getTime())},problems:i.problems}}async function $n(n,e,t){Yt(n.env);let{spec:r,store:o,workspace:i,reporter:s,secrets:a,openRun:c}=await Qt("stage",n.env);
e.stage=r.stage,e.secrets=a,e.store=new zt(o);let u=Kt(n.env,"RUNNER_TEMP"),l=new Z({tempDir:u,killGraceMs:Bt.agentGrace}),
m=new Q(l,n.write,{secrets:a});e.runner=m;let h=new AbortController,d=new W(m,Tn(n.env),w=>h.abort(Pn(w))),g=w=>h.signal.
aborted&&w.includes(String(h.signal.reason)),S={info:w=>s.info(w),warning:(w,p)=>{g(w)||s.warning(w,p)},error:()=>{},group:(w,p)=>s.
group(w,p)},k=r.agent?.kind==="preset";k&&r.trustCheckout&&s.info(`${j.trustCheckout}: true: the agent's CLI reads the p\
roject configuration of the checkout as it is`);let y=await xe(r,{store:e.store,workspace:i,openRun:c,runner:d,reporter:S,
env:Wt(n.env),signal:AbortSignal.any([h.signal,t.signal]),...k&&!r.trustCheckout?{guardAgentConfig:ue({sha:n.env.GITHUB_SHA,
reporter:S})}:{}});if(!e.settled){if(e.settled=!0,await Jt("stage",y.final,y.outputs,e,s),y.outcome.reason==="cancelled"&&
!g(y.outcome.message??"")){s.info(`stage ${r.stage}: cancelled, stored as artifact ${y.final.ref.id}`),process.exitCode=
wt.Failure;return}if(!y.ok)throw new O(y.outcome.reason,y.outcome.message??y.outcome.reason,{where:`stage ${r.stage}`});
s.info(`stage ${r.stage}: ${y.final.record.status}, stored as artifact ${y.final.ref.id}`)}}function Pn(n){let e=n.directories.
map(s=>`their directory ${s}`),r=`a command of the stage (the agent or verify) changed the files of the step\u2019s file comm\
ands (${[...n.files,...e].join(", ")}), which only baton may write to`;if(n.notPutBack.length===0)return`${r}; baton put\
 them back as they were, so none of it reaches the runner or the steps after this one`;let o=n.notPutBack.map(({name:s,why:a})=>`${s}\
 (${a})`).join(", "),i=n.files.length>n.notPutBack.length?" (the others it put back as they were)":"";return`${r}; baton\
 could not put back ${o}${i}, so the runner may read what the command left there and apply it to the steps after this on\
e in this job: treat those steps as untrusted, and run an agent that reads untrusted text in a job of its own`}function Tn(n){
return Object.values(Ot).flatMap(e=>{let t=n[e];return t?[{name:e,path:t}]:[]})}async function Pe(n=Gt()){let e=Vt(n.env),
t={action:"stage",refusedOutputs:!0,unfinished:"the step ended before the stage had a record to store"};await Ut(n,r=>$n(
n,e,r),{async failed(r){await qt(e,r,t),nt(G(r))},async outOfTime(r){e.runner?.endBlock(),nt(await Xt(e,r,t))}}),Ht(n)}await Pe();

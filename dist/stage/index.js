import{a as Lt}from"../action-chunks/chunk-YRKNFZSE.js";import{a as _t}from"../action-chunks/chunk-HCPKNEEF.js";import{A as Xt,C as Kt,a as $t,
b as At,c as Et,d as Tt,f as Pt,g as Ct,i as Nt,k as Dt,l as It,m as Bt,n as Ut,o as Ht,p as Jt,q as Wt}from"../action-chunks/chunk-7GAEPRR2.js";
import"../action-chunks/chunk-NTHMEBCW.js";import{C as jt,F as Gt,G as Ft,K as Vt,L as qt,c as vt,d as kt,e as Ot,t as Mt}from"../action-chunks/chunk-PIKKIUYI.js";
import"../action-chunks/chunk-WOTIQE6Z.js";import{b as A,d as U,e as H,f as xt,g as Rt,j as it}from"../action-chunks/chunk-GJ6RG2IC.js";import"../action-chunks/chunk-2F3RZLDD.js";
import"../action-chunks/chunk-MRMAEUWW.js";import{a as ot}from"../action-chunks/chunk-R2LRCHEZ.js";import"../action-chunks/chunk-I7YCKSON.js";import"../action-chunks/chunk-QY5DQCDQ.js";
import"../action-chunks/chunk-XGSINEGA.js";import"../action-chunks/chunk-BSB3TZID.js";import"../action-chunks/chunk-PHI32AUF.js";import"../action-chunks/chunk-I3QVZSCL.js";
import{a as et}from"../action-chunks/chunk-PO5EA42V.js";import{a as pt,d as k,e as nt,f as G}from"../action-chunks/chunk-O7UU6C5Q.js";import{
J as bt,K as rt,d as yt,h as F,i as wt,j as St,t as B,x as I}from"../action-chunks/chunk-2W3RAMDQ.js";import{f as gt,k as tt}from"../action-chunks/chunk-DHIUKFLR.js";
import"../action-chunks/chunk-SM223FN7.js";import{d as P}from"../action-chunks/chunk-A64LSPLL.js";var te=P(et(),1);import{execFile as Re}from"node:child_process";import{lstat as ee,mkdir as ne,realpath as Qt,rename as re,
rm as zt,rmdir as $e,writeFile as Ae}from"node:fs/promises";import{isAbsolute as Ee,join as x,relative as Te,sep as Pe}from"node:path";var xe={claude:[".claude",".mcp.json",".claude.json","CLAUDE.md","CLAUDE.local.md",".gitmodules",".ripgreprc",".husky"],
codex:[".codex","AGENTS.md","AGENTS.override.md",".agents"],gemini:[".gemini","GEMINI.md",".env"],copilot:[".github/copi\
lot",".github/hooks",".github/agents",".github/skills",".github/instructions",".github/copilot-instructions.md",".github\
/mcp.json",".mcp.json",".vscode/mcp.json",".agents",".claude","AGENTS.md","CLAUDE.md","GEMINI.md"]};function Yt(r,t){let e=t.
split("/").filter(i=>i!==""&&i!=="."),n=e.map((i,s)=>e.slice(0,s+1).join("/")),o=[];for(let i of["",...n])for(let s of xe[r])
o.push(i===""?s:`${i}/${s}`);return[...new Set(o)]}function oe(r){return async(t,e)=>{let n=r.sha??"";if(!/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(n))return Zt;let o=await Ce(
e);return o===null||o.head===n?Zt:Ne(t,e,n,o,r.reporter)}}var Zt=async()=>{};async function Ce(r){let t=await _(r,["rev-\
parse","--show-toplevel","--absolute-git-dir"]),e=await _(r,["rev-parse","--verify","--quiet","HEAD^{commit}"]),[n,o]=t?.
toString("utf8").split(`
`)??[],i=e?.toString("utf8").trim();return!n||!o||!i?null:{top:n,gitDir:o,head:i}}async function Ne(r,t,e,n,o){let{cli:i}=vt[r],
s=await Qt(n.top),c=Te(s,await Qt(t));if(c.startsWith("..")||Ee(c))throw new k("agent-config",`the agent's working direc\
tory is not inside the git checkout at ${n.top}; baton cannot set ${i}'s project configuration there to ${O(e)}'s`);let u=Yt(
r,c.split(Pe).join("/")),a=x(n.gitDir,`baton-agent-config-${(0,te.randomUUID)()}`),l=[],h=[],m=()=>Me(s,u,l,h,a);try{for(let g of u)
await De(s,g,a,l);let d=await Ie(s,e),p=d?await _e(s,e,u,h):[],S=u.filter(g=>p.some(R=>R===g||R.startsWith(`${g}/`))),v=l.
map(g=>g.path).filter(g=>!S.includes(g)),y=`${i} reads its project configuration from the checkout when it starts, and t\
he checkout is at ${O(n.head)}, not at ${O(e)}, the commit this run is for`,w="put back as the checkout had them when th\
e agent ends";if(d)if(S.length>0||v.length>0){let g=[...S.length>0?[`set to ${O(e)}'s: ${S.join(", ")}`]:[],...v.length>
0?[`set aside (not at ${O(e)}): ${v.join(", ")}`]:[]];o.info(`${y}: ${g.join("; ")}; ${w}`)}else o.info(`${y}; it holds \
none of ${i}'s project configuration, nor does ${O(e)}`);else{let g=v.length>0?`; set aside: ${v.join(", ")}, ${w}`:"";o.
warning(`${y}; ${O(e)} is not in the clone, so the agent runs without any${g}. To give it ${O(e)}'s configuration, fetch\
 that commit too (actions/checkout with fetch-depth: 0); to let it read the checkout's, set ${I.trustCheckout}: true`)}}catch(d){
throw await m(),d instanceof k?d:new k("agent-config",`could not set ${i}'s project configuration to ${O(e)}'s, so the a\
gent was not started: ${d instanceof Error?d.message:String(d)}`)}return async()=>{let d=l.length>0||h.length>0,p=await m();
p.length>0?o.warning(`could not put back ${p.join(", ")} as the checkout had ${p.length===1?"it":"them"} after the agent\
 ended; what was there is kept in ${a}`):d&&o.info(`put back ${i}'s project configuration as the checkout had it`)}}async function De(r,t,e,n){
let o=t.split("/");for(let i=1;i<=o.length;i++){let s=o.slice(0,i).join("/");if(n.some(a=>a.path===s))return;let c=await ee(
x(r,s)).catch(()=>{});if(c===void 0)return;if(i<o.length&&c.isDirectory())continue;await ne(e,{recursive:!0,mode:448});let u=x(
e,String(n.length));try{await re(x(r,s),u)}catch(a){throw new k("agent-config",`could not move ${s} aside into ${e} (${a.
code??"error"}), so the agent was not started; set ${I.trustCheckout}: true only if you trust the checkout's configurati\
on`)}n.push({path:s,kept:u});return}}async function Ie(r,t){return await _(r,["cat-file","-e",`${t}^{commit}`])!==void 0}
async function _e(r,t,e,n){let o=await _(r,["ls-tree","-r","-z","--full-tree",t,"--",...e]);if(o===void 0)throw new Error(
`git ls-tree ${O(t)} failed`);let i=[];for(let s of o.toString("utf8").split("\0")){let c=/^(100644|100755) blob ([0-9a-f]+)\t(.+)$/s.
exec(s);if(!c)continue;let[,u,a,l]=c,h=await _(r,["cat-file","blob",a]);if(h===void 0)throw new Error(`git cat-file ${a}\
 failed`);await Le(r,l,n),await Ae(x(r,l),h,{flag:"wx",mode:u==="100755"?493:420}),i.push(l)}return i}async function Le(r,t,e){
let n=t.split("/").slice(0,-1);for(let o=1;o<=n.length;o++){let i=n.slice(0,o).join("/"),s=await ee(x(r,i)).catch(()=>{});
if(!s?.isDirectory()){if(s!==void 0)throw new Error(`${i} is not a directory`);await ne(x(r,i)),e.push(i)}}}async function Me(r,t,e,n,o){
let i=[];for(let s of[...t,...n.toReversed()])await zt(x(r,s),{recursive:!0,force:!0}).catch(()=>{});n.length=0;for(let s of e.
toReversed())try{await zt(x(r,s.path),{recursive:!0,force:!0}),await re(s.kept,x(r,s.path))}catch{i.push(s.path)}return i.
length===0&&await $e(o).catch(()=>{}),e.length=0,i}var O=r=>r.slice(0,12);function _(r,t){return new Promise(e=>{Re("git",
["-c","safe.directory=*","-c","core.fsmonitor=false",...t],{cwd:r,encoding:"buffer",maxBuffer:64*1024*1024,timeout:3e4,windowsHide:!0},
(n,o)=>e(n?void 0:o))})}var E=P(ot(),1);import{lstat as je,open as Ge,readFile as ae,rm as Fe}from"node:fs/promises";var J=class{#t;#e;#n;constructor(t,e,n){
this.#t=t,this.#e=e,this.#n=n}async run(t){let e=await Promise.all(this.#e.map(n=>Be(n.name,n.path)));try{return await this.#t.
run(t)}finally{let n=[];for(let o of e)await Ue(o)&&n.push(o.name);n.length>0&&this.#n(n)}}};async function Be(r,t){let e=await ue(
t);return e?.isFile()?{name:r,path:t,file:{content:await ae(t),dev:e.dev,ino:e.ino}}:{name:r,path:t,file:null}}async function Ue(r){
let{path:t,file:e}=r;if(e===null)return!1;let n=await ue(t),o=n?.isFile()===!0&&n.dev===e.dev&&n.ino===e.ino;return o&&n.
size===e.content.length&&(await ae(t)).equals(e.content)?!1:(o?await se(t,E.constants.O_WRONLY|E.constants.O_TRUNC|ie,e.
content):(await Fe(t,{recursive:!0,force:!0}),await se(t,E.constants.O_WRONLY|E.constants.O_CREAT|E.constants.O_EXCL|ie,
e.content)),!0)}var ie=E.constants.O_NOFOLLOW??0;async function se(r,t,e){let n=await Ge(r,t,420);try{await n.writeFile(
e)}finally{await n.close()}}async function ue(r){try{return await je(r)}catch{return null}}var de=P(et(),1);var W=class{#t;#e;#n;constructor(t,e){this.#t=t,this.#e=e}arm(){clearTimeout(this.#n),this.#n=setTimeout(()=>this.#e(),this.#t),
this.#n.unref?.()}stop(){clearTimeout(this.#n),this.#n=void 0}};var C=class{#t;#e={stdout:"",stderr:""};#n=null;constructor(t){this.#t=t}push(t,e){let n=this.#e[e]+t,o=n.endsWith("\r")?
n.slice(0,-1):n,i=Math.max(o.lastIndexOf(`
`),o.lastIndexOf("\r"))+1;n.length-i>65536&&(i=n.length),this.#o(e,n.slice(0,i)),this.#e[e]=n.slice(i)}end(t){this.#o(t,
this.#e[t]),this.#e[t]=""}#o(t,e){e!==""&&(this.#n!==null&&!this.#n.ended&&this.#n.stream!==t&&this.#t(`
`,!0),this.#t(e,!1),this.#n={stream:t,ended:e.endsWith(`
`)||e.endsWith("\r")})}};var ce=64*1024,V=4096,He=4096,st=16,X=class{#t;#e;#n;#o="";#r="";#i=0;#s=!1;#a;#u;constructor(t,e,n={}){this.#t=t,this.#e=
e,this.#a=n.holdWhatMayGoOn??!1,this.#u=n.quietMs===void 0?void 0:new W(n.quietMs,()=>this.flush());let o=n.hide;this.#n=
new C(i=>{this.#o+=o===void 0?i:o(i),this.#s=!0})}push(t,e){this.#s=!1,this.#n.push(t,e),this.#s&&this.#d(!1),this.#u?.arm()}flush(){
this.#d(!0)}stop(){this.#u?.stop()}end(){this.stop(),this.#n.end("stdout"),this.#n.end("stderr"),this.#o!==""&&this.#l(this.#o.
length)}#d(t){let e=this.#o;if(e==="")return;let n=t&&!(this.#a&&xt(this.#r+e,this.#t));if(!n&&e.length<this.#i&&e.length<=
ce)return;let o=A(this.#r+e,this.#t),i=o.redactions.length>0,s=q(e,e.length-1);if(n&&q(e,e.length)===e.length&&(!i||this.#c(
o.text,s))){this.#l(e.length);return}let c=Rt(this.#r+e,this.#t)-this.#r.length,u=i||c>=-this.#r.length?st:1;for(let a=s;a>
0&&u>0;u--,a=q(e,a-1))if(!(c>=-this.#r.length&&a>c)){if(!i||this.#c(o.text,a)){this.#l(a);break}this.#i=e.length+Math.max(
V,e.length>>2)}for(;this.#o.length>ce;)this.#f()}#f(){let t=this.#o,e=A(this.#r+t,this.#t).text,n=st;for(let a=t.length-
V;a>0&&n>0;a--)if(Je(t,a-1)&&(n--,this.#c(e,a))){this.#l(a);return}let o=U(this.#r+t,this.#t),i=this.#r.length,s=t.length-
V,c=0,u=o.length-1;for(n=st;s>0&&n>0;s--){for(;u>=0&&o[u].start-i>=s;)u--;if(u>=0&&o[u].end-i>s&&(s=o[u].start-i,s<=0))break;
if(!We(t.charCodeAt(s))&&(c||=s,n--,this.#c(e,s))){this.#l(s);return}}this.#l(c>0?c:t.length-V)}#c(t,e){return H(this.#r+
this.#o,this.#r.length+e,this.#t,t)}#l(t){let e=this.#o.slice(0,t);this.#o=this.#o.slice(t),this.#i=0;let n=A(this.#r+e,
this.#t).text,o=A(this.#r,this.#t).text,i=0;for(;i<o.length&&i<n.length&&n[i]===o[i];)i++;let s=n.lastIndexOf(rt.markerPrefix,
i-1);s>=0&&s<i&&n.indexOf(rt.markerSuffix,s)>=i&&(i=s);let c=n.slice(i),u=this.#r+e;this.#r=u.slice(q(u,u.length-1)).slice(
-He),c!==""&&this.#e(c)}};function q(r,t){for(let e=Math.min(t,r.length)-1;e>=0;e--){let n=r.charCodeAt(e);if(n===at||n===
le&&r.charCodeAt(e+1)!==at)return e+1}return 0}var at=10,le=13;function Je(r,t){let e=r.charCodeAt(t);if(Ve(e)||e===27||
e>=55296&&e<=56319)return!1;if(e!==32&&e!==9)return!0;let n=t;for(;n>0&&(r.charCodeAt(n-1)===32||r.charCodeAt(n-1)===9);)
n--;let o=r.charCodeAt(n-1);return o!==at&&o!==le}function We(r){return r>=56320&&r<=57343}function Ve(r){return r>=48&&
r<=57||r>=65&&r<=90||r>=97&&r<=122||r===43||r===47||r===61||r===95||r===45||r===46||r===37}var K=class{#t;#e;#n;#o;constructor(t,e,n){this.#t=t,this.#e=e,this.#n=n.secrets,this.#o=n.newToken??Xe}#r;async run(t){
let e={token:this.#o(),echo:new X(this.#n,n=>{this.#e(n),e.atLineStart=n.endsWith(`
`)},{quietMs:500}),atLineStart:!0};this.#r=e,this.#e(`::stop-commands::${e.token}
`);try{return await this.#t.run({...t,onOutput:(n,o)=>{n!==""&&this.#r===e&&e.echo.push(n,o),t.onOutput?.(n,o)}})}finally{
this.endBlock()}}endBlock(){let t=this.#r;t!==void 0&&(this.#r=void 0,t.echo.end(),this.#e(`${t.atLineStart?"":`
`}::${t.token}::
`))}};function Xe(){return(0,de.randomBytes)(16).toString("hex")}var we=P(et(),1),T=P(ot(),1);import{spawn as Qe}from"node:child_process";import{tmpdir as ze}from"node:os";import{join as Ze}from"node:path";
import{StringDecoder as tn}from"node:string_decoder";var Ke=8;function he(r,t,e,n){let o=r+t,i=r.length,s=U(o,e),c=s.find(l=>l.start<i&&l.end>i),u=c?c.end-i:0;if(n&&(u=fe(t,
u)),!o.includes("\x1B")&&s.every(l=>l.end<=i+u))return u;let a=A(o,e).text;for(let l=0;u<t.length&&l<=Ke;l++){if(H(o,i+u,
e,a))return u;u=n?fe(t,u+1):Ye(t,u+1)}return t.length}function fe(r,t){if(t===0||r.charCodeAt(t-1)===me)return t;let e=r.
indexOf(`
`,t);return e===-1?r.length:e+1}function Ye(r,t){for(let e=t;e<=r.length;e++){let n=r.charCodeAt(e-1);if(n===me||n===32||
n===9)return e}return r.length}var me=10;var Y=P(ot(),1);function ge(){try{return(0,Y.readdirSync)("/proc").filter(r=>/^\d+$/.test(r)).map(Number).filter(r=>r!==
process.pid)}catch{return null}}function pe(r){let t;try{t=(0,Y.readFileSync)(`/proc/${r}/stat`,"utf8")}catch{return null}
let[e="",,n]=t.slice(t.lastIndexOf(")")+2).split(" ");return{state:e,group:Number(n)}}var ut={killGraceMs:5e3,maxOutputBytes:B.agentOutputBytes,drainMs:1e3};function en(r){try{process.kill(-r,0)}catch{return!1}
let t=ge();return t===null?!0:t.some(e=>{let n=pe(e);return n!==null&&n.group===r&&n.state!=="Z"})}var Q=class{#t;#e;#n;#o;#r;#i;#s;#a;#u;#d;constructor(t={}){
this.#t=t.tempDir??ze(),this.#e=t.killGraceMs??ut.killGraceMs,this.#n=t.maxOutputBytes??ut.maxOutputBytes,this.#o=t.drainMs??
ut.drainMs,this.#r=t.outputHook,this.#i=t.reuseScripts?new Map:void 0,this.#s=t.secrets??[],this.#a=t.noPathHint??"PATH \
is not set in its environment",this.#d=t.fewerJobs,this.#u=t.tempPlace??{...Pt(this.#t),...t.fewerJobs===void 0?{}:{fewerJobs:t.
fewerJobs}}}async run(t){let e=$t(t.shell);nn(t.cwd);let n=At(e,t.script),o=this.#f(e.extension,n),i=o??Ze(this.#t,`bato\
n-step-${(0,we.randomUUID)()}${e.extension}`);if(o===void 0){try{(0,T.writeFileSync)(i,n,{flag:"wx",mode:448})}catch(s){
throw s.code!=="EEXIST"&&(0,T.rmSync)(i,{force:!0}),Ct(this.#u,i,"the command's script",s)}this.#i?.set(`${e.extension}\0${n}`,
i)}this.#r?.begin?.();try{return await this.#c(e.file,Et(e,i),t)}finally{this.#r?.end?.(),this.#i===void 0&&(0,T.rmSync)(
i,{force:!0})}}#f(t,e){let n=`${t}\0${e}`,o=this.#i?.get(n);if(o===void 0)return;let i=Buffer.from(e),s;try{s=Tt(o,i.length)}catch{
s={kind:"missing"}}if(s.kind==="file"&&i.equals(s.bytes))return o;this.#i?.delete(n)}#c(t,e,n){return new Promise((o,i)=>{
let s=new Date,c=new z(this.#n),u=new z(this.#n),a=Qe(t,e,{cwd:n.cwd,env:n.env,stdio:["ignore","pipe","pipe"],detached:!0});
a.pid!==void 0&&n.onStart?.(a.pid);let l,h,m,d,p=!1,S=f=>{if(a.pid!==void 0)try{process.kill(-a.pid,f)}catch{}},v=()=>a.
pid!==void 0&&en(a.pid),y,w=!1,g,R=null,L,ct=()=>{S("SIGKILL"),L=Date.now()},lt=Number.POSITIVE_INFINITY,dt=f=>{f>=lt||(lt=
f,clearTimeout(l),l=setTimeout(ct,Math.max(0,f-Date.now())),l.unref())},N=()=>{R!=="terminate"&&(R="terminate",clearTimeout(
h),S("SIGTERM"),dt(Date.now()+this.#e))},M=()=>{if(n.stop!=="interrupt"||n.kill?.aborted)return N();R===null&&(R="interr\
upt",S("SIGINT"),h=setTimeout(()=>S("SIGTERM"),1.5*this.#e),h.unref(),dt(Date.now()+2*this.#e))},Oe=()=>{let f=v();return n.
kill?.aborted&&L===void 0&&f&&ct(),f&&(L===void 0||Date.now()-L<2e3)?(y??=setInterval(j,100),!1):(clearInterval(y),w?!0:
g===void 0?(g=Date.now(),setTimeout(j,this.#o).unref(),!1):Date.now()-g>=this.#o)},j=()=>{p||d===void 0||R!==null&&!Oe()||
(clearInterval(y),p=!0,clearTimeout(m),a.stdout?.destroy(),a.stderr?.destroy(),Z("stdout"),Z("stderr"),n.signal?.removeEventListener(
"abort",M),n.kill?.removeEventListener("abort",N),clearTimeout(l),clearTimeout(h),o({exitCode:d.code,signal:d.signal,startedAt:s,
finishedAt:new Date,output:c.text(this.#s),stdout:u.text(this.#s)}))},ft=new C((f,b)=>b?c.insert(f):c.push(f)),Z=f=>ft.end(
f),ht=(f,b)=>{let D=new tn("utf8"),mt=$=>{ft.push($,b),$!==""&&(b==="stdout"&&u.push($),this.#r?.chunk($,b),n.onOutput?.(
$,b))};f.on("data",$=>{c.wrote($.length),b==="stdout"&&u.wrote($.length),mt(D.write($))}),f.on("end",()=>{mt(D.end()),Z(
b)})};a.on("error",f=>{if(p)return;p=!0,n.signal?.removeEventListener("abort",M),n.kill?.removeEventListener("abort",N);
let b=f.code==="ENOENT"&&!t.includes("/")&&!n.env.PATH,D=pt(f,this.#d);i(new k("shell-failed",`could not start ${JSON.stringify(
t)}: ${f.code??f.message}${D===null?"":` (${D})`}${b?`; ${this.#a}`:""}`,{where:"shell",cause:f}))}),a.stdout&&ht(a.stdout,
"stdout"),a.stderr&&ht(a.stderr,"stderr"),a.on("exit",(f,b)=>{d={code:f,signal:b},m=setTimeout(()=>{R===null&&(a.stdout?.
destroy(),a.stderr?.destroy()),j()},this.#o),m.unref()}),a.on("close",()=>{w=!0,j()}),n.kill?.aborted?N():n.kill?.addEventListener(
"abort",N,{once:!0}),n.signal&&(n.signal.aborted?M():n.signal.addEventListener("abort",M,{once:!0}))})}};function nn(r){
let t;try{t=(0,T.statSync)(r)}catch{t=void 0}if(!t?.isDirectory())throw new k("working-directory-missing",`${r} is not a\
 directory`,{where:"working-directory"})}var ye=64*1024,rn=`${["-----BEGIN","PRIVATE","KEY-----"].join(" ")}
`,on=128,z=class{#t;#e=[];#n=0;#o=0;#r=0;#i=0;#s=!1;#a="";constructor(t){this.#t=t}wrote(t){this.#r+=t}insert(t){this.push(
t),this.#i+=Buffer.byteLength(t)}push(t){this.#e.push(t);let e=Buffer.byteLength(t);for(this.#n+=e,this.#o+=e;this.#e.length>
1&&this.#n-Buffer.byteLength(this.#e[0])>=this.#t+ye;){let n=this.#e.shift();this.#n-=Buffer.byteLength(n),this.#u(n)}}#u(t){
let e=this.#a+t;this.#s=it(e,this.#s,this.#a.length),this.#a=e.slice(-on)}text(t=[]){let e=Buffer.from(this.#e.join(""));
if(e.length<=this.#t)return e.toString("utf8");let n=e.length-this.#t-1,o=e.indexOf(10,n),i=[e.indexOf(32,n),e.indexOf(9,
n)].filter(a=>a>=0),s=o>=0&&o<e.length-1?o:i.length>0?Math.min(...i):-1,c="";if(s>=0){let a=s+1,l=Math.max(0,a-ye),h=l===
0?-1:e.indexOf(10,l-1);for(h>=0&&h+1<a&&(l=h+1);(e[l]&192)===128;)l++;let d=(it(this.#a+e.subarray(0,l).toString("utf8"),
this.#s,this.#a.length)?rn:"")+e.subarray(l,a).toString("utf8"),p=e.subarray(a).toString("utf8");c=p.slice(he(d,p,t,e[s]===
10))}let u=c!==""?`the last ${this.#t} bytes at most are kept`:s===-1?"none of it is kept, as no line or space was left \
to start at":"none of it is kept, as all of it after the cut may be part of a secret the cut went through";return this.#o===
this.#r+this.#i?`[baton: the first ${this.#o-Buffer.byteLength(c)} bytes of this output were left out; ${u}]
${c}`:`[baton: this output was ${this.#r} bytes, not all of it UTF-8 text, and its start was left out; ${u}${c===""?"":"\
, as text (a byte that is not UTF-8 as \uFFFD)"}]
${c}`}};async function Se(r,t){if(r.agent===null)throw new nt(`stage ${r.stage}: runStage needs an agent (run or agent); this sp\
ec is for a split stage`);let e=[],n,o,i={},s="",c=!1;for(let u=1;;u++){let a=await Lt(r,t,{...i,attempt:u,...n?{upstream:n}:
{},...o!==void 0?{parent:o}:{}});if(a.kind==="refused")return t.reporter?.error(a.result.outcome.message??"",r.stage),{...a.
result,attempts:[...e,...a.result.attempts]};n=a.upstream,o=a.parent;let l=a.prepared;l.repair||(s=l.prompt);for(let S of l.
warnings)t.reporter?.warning(S.message,`${r.stage} ${S.path}`);let h=await cn(r,l,t),m=await _t(r,l,h,t,{...t.signal?{signal:t.
signal}:{},...r.verify===null?{}:{verify:()=>ln(r,l,t,r.verify)}});e.push(m);let{outcome:d}=m,p=t.signal?.aborted===!0;if(m.
repairProblems.length>0&&!c&&!p){c=!0,t.reporter?.warning(`${d.message}; giving the agent one repair turn`,r.stage),i={repair:{
problems:m.repairProblems,previousPrompt:s}};continue}if(d.reason==="verify-failed"&&u<r.attempts&&!p){t.reporter?.warning(
`attempt ${u} of ${r.attempts}: ${d.message}; trying again`,r.stage),i={attemptContext:an(u+1,m.handoff,m.record.verify)};
continue}return d.reason==="cancelled"?t.reporter?.warning(d.message,r.stage):d.reason!=="completed"&&t.reporter?.error(
d.message,r.stage),sn(r,d,e,m.outputs)}}function sn(r,t,e,n){let o=e.at(-1);if(!o)throw new nt(`stage ${r.stage}: no att\
empt was stored`);return{stage:r.stage,ok:Dt(t.reason),outcome:t,attempts:e,final:o,outputs:n}}function an(r,t,e){return{
number:r,previous:t,verify:e?{exit_code:e.exit_code,output:e.output_tail}:null}}function un(r,t){let e={};for(let[n,o]of Object.
entries(r))wt.includes(n)||St.some(i=>n.startsWith(i))||(e[n]=o);return{...e,...t}}function be(r,t,e,n={}){return un(e.env,
{...n,[F.promptPath]:t.promptPath,[F.handoffPath]:t.handoffPath,[F.stage]:r.stage})}async function cn(r,t,e){let n=r.agent,
o=n.kind==="preset"?{...Ot(n.preset),shell:"bash"}:{script:n.command,env:{},shell:r.shell};e.reporter?.info(`${r.stage}:\
 attempt ${t.attempt}${t.repair?" (repair turn)":""}, running the agent`);let i=e.guardAgentConfig;return ve(e,()=>{let s=be(
r,t,e,o.env);return n.kind==="preset"&&kt(s),{script:o.script,shell:o.shell,cwd:e.workspace.resolveDirectory(r.workingDirectory),
env:s}},n.kind==="preset"&&i?s=>i(n.preset,s):void 0)}async function ve(r,t,e){let n=r.workspace.now();try{let o=t(),i=e?
await e(o.cwd):void 0;try{return await r.runner.run({...o,...r.onOutput?{onOutput:r.onOutput}:{},...r.signal?{signal:r.signal}:
{}})}finally{await i?.()}}catch(o){let i=`${It}${G(o)}
`;return r.onOutput?.(i,"stderr"),{exitCode:null,signal:null,startedAt:n,finishedAt:r.workspace.now(),output:i,stdout:""}}}
async function ln(r,t,e,n){e.reporter?.info(`${r.stage}: attempt ${t.attempt}, running verify`);let o=await ve(e,()=>({script:n,
shell:r.shell,cwd:e.workspace.resolveDirectory(r.workingDirectory),env:be(r,t,e)})),i=Nt(o.output,r.redact,"verify.outpu\
t_tail");return{facts:{command:n,exit_code:o.exitCode,output_tail:yt(i.text,B.verifyOutputTailBytes),duration_ms:Math.max(
0,o.finishedAt.getTime()-o.startedAt.getTime())},problems:i.problems}}async function dn(r,t,e){qt(r.env);let{spec:n,store:o,workspace:i,reporter:s,secrets:c,openRun:u}=await Xt("stage",r.env);
t.stage=n.stage,t.secrets=c,t.store=new Kt(o);let a=Vt(r.env,"RUNNER_TEMP"),l=new Q({tempDir:a,killGraceMs:jt.agentGrace}),
h=new K(l,r.write,{secrets:c});t.runner=h;let m=new AbortController,d=new J(h,fn(r.env),w=>m.abort(`a command of the sta\
ge (the agent or verify) wrote to the files of the step\u2019s file commands (${w.join(", ")}), which only baton may wri\
te to; baton put them back as they were, so none of it reaches the runner or the steps after this one`)),p=w=>m.signal.aborted&&
w.includes(String(m.signal.reason)),S={info:w=>s.info(w),warning:(w,g)=>{p(w)||s.warning(w,g)},error:()=>{},group:(w,g)=>s.
group(w,g)},v=n.agent?.kind==="preset";v&&n.trustCheckout&&s.info(`${I.trustCheckout}: true: the agent's CLI reads the p\
roject configuration of the checkout as it is`);let y=await Se(n,{store:t.store,workspace:i,openRun:u,runner:d,reporter:S,
env:Ut(r.env),signal:AbortSignal.any([m.signal,e.signal]),...v&&!n.trustCheckout?{guardAgentConfig:oe({sha:r.env.GITHUB_SHA,
reporter:S})}:{}});if(!t.settled){if(t.settled=!0,await Bt("stage",y.final,y.outputs,t,s),y.outcome.reason==="cancelled"&&
!p(y.outcome.message??"")){s.info(`stage ${n.stage}: cancelled, stored as artifact ${y.final.ref.id}`),process.exitCode=
gt.Failure;return}if(!y.ok)throw new k(y.outcome.reason,y.outcome.message??y.outcome.reason,{where:`stage ${n.stage}`});
s.info(`stage ${n.stage}: ${y.final.record.status}, stored as artifact ${y.final.ref.id}`)}}function fn(r){return Object.
values(bt).flatMap(t=>{let e=r[t];return e?[{name:t,path:e}]:[]})}async function ke(r=Mt()){let t=Ht(r.env),e={action:"s\
tage",refusedOutputs:!0,unfinished:"the step ended before the stage had a record to store"};await Gt(r,n=>dn(r,t,n),{async failed(n){
await Jt(t,n,e),tt(G(n))},async outOfTime(n){t.runner?.endBlock(),tt(await Wt(t,n,e))}}),Ft(r)}await ke();

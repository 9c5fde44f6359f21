import{a as kt}from"../action-chunks/chunk-XUKHIBYP.js";import{a as xt}from"../action-chunks/chunk-QUTULHB7.js";import{a as yt,b as St,c as wt,
d as bt,f as Ot,h as Rt,i as At,j as Pt,k as Dt,l as $t,m as Mt,p as Lt,q as It}from"../action-chunks/chunk-45W4S757.js";import"../action-chunks/chunk-NTHMEBCW.js";
import{B as Ct,E as Nt,F as _t,c as vt,p as Tt,y as Et}from"../action-chunks/chunk-DTAK3L3Q.js";import"../action-chunks/chunk-5FOHYZ6Y.js";
import{a as ut}from"../action-chunks/chunk-R2LRCHEZ.js";import{g as O,i as _,j as L,k as pt,l as gt,o as Y}from"../action-chunks/chunk-6PIN3LLQ.js";
import"../action-chunks/chunk-43HJP4GV.js";import"../action-chunks/chunk-PCAYXEYE.js";import"../action-chunks/chunk-FEWEGGSU.js";import"../action-chunks/chunk-J2SX2PKD.js";
import{a as lt}from"../action-chunks/chunk-PO5EA42V.js";import"../action-chunks/chunk-6MN2SSD3.js";import{b as C,c as K,d as N}from"../action-chunks/chunk-ZB3GGCKF.js";
import{I as mt,J as X,d as dt,h as M,i as ct,j as ft,t as ht}from"../action-chunks/chunk-E6JLSL3E.js";import{f as at,k as J}from"../action-chunks/chunk-DHIUKFLR.js";
import"../action-chunks/chunk-SM223FN7.js";import{d as $}from"../action-chunks/chunk-A64LSPLL.js";var R=$(ut(),1);import{lstat as ee,open as ne,readFile as Gt,rm as re}from"node:fs/promises";var I=class{#t;#e;#n;constructor(t,e,n){
this.#t=t,this.#e=e,this.#n=n}async run(t){let e=await Promise.all(this.#e.map(n=>ie(n.name,n.path)));try{return await this.#t.
run(t)}finally{let n=[];for(let i of e)await oe(i)&&n.push(i.name);n.length>0&&this.#n(n)}}};async function ie(r,t){let e=await Ut(
t);return e?.isFile()?{name:r,path:t,file:{content:await Gt(t),dev:e.dev,ino:e.ino}}:{name:r,path:t,file:null}}async function oe(r){
let{path:t,file:e}=r;if(e===null)return!1;let n=await Ut(t),i=n?.isFile()===!0&&n.dev===e.dev&&n.ino===e.ino;return i&&n.
size===e.content.length&&(await Gt(t)).equals(e.content)?!1:(i?await Bt(t,R.constants.O_WRONLY|R.constants.O_TRUNC|Ft,e.
content):(await re(t,{recursive:!0,force:!0}),await Bt(t,R.constants.O_WRONLY|R.constants.O_CREAT|R.constants.O_EXCL|Ft,
e.content)),!0)}var Ft=R.constants.O_NOFOLLOW??0;async function Bt(r,t,e){let n=await ne(r,t,420);try{await n.writeFile(
e)}finally{await n.close()}}async function Ut(r){try{return await ee(r)}catch{return null}}var Wt=$(lt(),1);var F=class{#t;#e;#n;constructor(t,e){this.#t=t,this.#e=e}arm(){clearTimeout(this.#n),this.#n=setTimeout(()=>this.#e(),this.#t),
this.#n.unref?.()}stop(){clearTimeout(this.#n),this.#n=void 0}};var T=class{#t;#e={stdout:"",stderr:""};#n=null;constructor(t){this.#t=t}push(t,e){let n=this.#e[e]+t,i=n.endsWith("\r")?
n.slice(0,-1):n,o=Math.max(i.lastIndexOf(`
`),i.lastIndexOf("\r"))+1;n.length-o>65536&&(o=n.length),this.#i(e,n.slice(0,o)),this.#e[e]=n.slice(o)}end(t){this.#i(t,
this.#e[t]),this.#e[t]=""}#i(t,e){e!==""&&(this.#n!==null&&!this.#n.ended&&this.#n.stream!==t&&this.#t(`
`,!0),this.#t(e,!1),this.#n={stream:t,ended:e.endsWith(`
`)||e.endsWith("\r")})}};var Ht=64*1024,B=4096,se=4096,Q=16,U=class{#t;#e;#n;#i="";#r="";#o=0;#s=!1;#a;#u;constructor(t,e,n={}){this.#t=t,this.#e=
e,this.#a=n.holdWhatMayGoOn??!1,this.#u=n.quietMs===void 0?void 0:new F(n.quietMs,()=>this.flush());let i=n.hide;this.#n=
new T(o=>{this.#i+=i===void 0?o:i(o),this.#s=!0})}push(t,e){this.#s=!1,this.#n.push(t,e),this.#s&&this.#d(!1),this.#u?.arm()}flush(){
this.#d(!0)}stop(){this.#u?.stop()}end(){this.stop(),this.#n.end("stdout"),this.#n.end("stderr"),this.#i!==""&&this.#l(this.#i.
length)}#d(t){let e=this.#i;if(e==="")return;let n=t&&!(this.#a&&pt(this.#r+e,this.#t));if(!n&&e.length<this.#o&&e.length<=
Ht)return;let i=O(this.#r+e,this.#t),o=i.redactions.length>0,a=G(e,e.length-1);if(n&&G(e,e.length)===e.length&&(!o||this.#c(
i.text,a))){this.#l(e.length);return}let l=gt(this.#r+e,this.#t)-this.#r.length,u=o||l>=-this.#r.length?Q:1;for(let s=a;s>
0&&u>0;u--,s=G(e,s-1))if(!(l>=-this.#r.length&&s>l)){if(!o||this.#c(i.text,s)){this.#l(s);break}this.#o=e.length+Math.max(
B,e.length>>2)}for(;this.#i.length>Ht;)this.#f()}#f(){let t=this.#i,e=O(this.#r+t,this.#t).text,n=Q;for(let s=t.length-B;s>
0&&n>0;s--)if(ae(t,s-1)&&(n--,this.#c(e,s))){this.#l(s);return}let i=_(this.#r+t,this.#t),o=this.#r.length,a=t.length-B,
l=0,u=i.length-1;for(n=Q;a>0&&n>0;a--){for(;u>=0&&i[u].start-o>=a;)u--;if(u>=0&&i[u].end-o>a&&(a=i[u].start-o,a<=0))break;
if(!ue(t.charCodeAt(a))&&(l||=a,n--,this.#c(e,a))){this.#l(a);return}}this.#l(l>0?l:t.length-B)}#c(t,e){return L(this.#r+
this.#i,this.#r.length+e,this.#t,t)}#l(t){let e=this.#i.slice(0,t);this.#i=this.#i.slice(t),this.#o=0;let n=O(this.#r+e,
this.#t).text,i=O(this.#r,this.#t).text,o=0;for(;o<i.length&&o<n.length&&n[o]===i[o];)o++;let a=n.lastIndexOf(X.markerPrefix,
o-1);a>=0&&a<o&&n.indexOf(X.markerSuffix,a)>=o&&(o=a);let l=n.slice(o),u=this.#r+e;this.#r=u.slice(G(u,u.length-1)).slice(
-se),l!==""&&this.#e(l)}};function G(r,t){for(let e=Math.min(t,r.length)-1;e>=0;e--){let n=r.charCodeAt(e);if(n===z||n===
jt&&r.charCodeAt(e+1)!==z)return e+1}return 0}var z=10,jt=13;function ae(r,t){let e=r.charCodeAt(t);if(le(e)||e===27||e>=
55296&&e<=56319)return!1;if(e!==32&&e!==9)return!0;let n=t;for(;n>0&&(r.charCodeAt(n-1)===32||r.charCodeAt(n-1)===9);)n--;
let i=r.charCodeAt(n-1);return i!==z&&i!==jt}function ue(r){return r>=56320&&r<=57343}function le(r){return r>=48&&r<=57||
r>=65&&r<=90||r>=97&&r<=122||r===43||r===47||r===61||r===95||r===45||r===46||r===37}var H=class{#t;#e;#n;#i;constructor(t,e,n){this.#t=t,this.#e=e,this.#n=n.secrets,this.#i=n.newToken??ce}#r;async run(t){
let e={token:this.#i(),echo:new U(this.#n,n=>{this.#e(n),e.atLineStart=n.endsWith(`
`)},{quietMs:500}),atLineStart:!0};this.#r=e,this.#e(`::stop-commands::${e.token}
`);try{return await this.#t.run({...t,onOutput:(n,i)=>{n!==""&&this.#r===e&&e.echo.push(n,i),t.onOutput?.(n,i)}})}finally{
this.endBlock()}}endBlock(){let t=this.#r;t!==void 0&&(this.#r=void 0,t.echo.end(),this.#e(`${t.atLineStart?"":`
`}::${t.token}::
`))}};function ce(){return(0,Wt.randomBytes)(16).toString("hex")}var Kt=$(lt(),1),w=$(ut(),1);import{spawn as me}from"node:child_process";import{tmpdir as pe}from"node:os";import{join as ge}from"node:path";
import{StringDecoder as ye}from"node:string_decoder";var fe=8;function qt(r,t,e,n){let i=r+t,o=r.length,a=_(i,e),l=a.find(d=>d.start<o&&d.end>o),u=l?l.end-o:0;if(n&&(u=Vt(t,
u)),!i.includes("\x1B")&&a.every(d=>d.end<=o+u))return u;let s=O(i,e).text;for(let d=0;u<t.length&&d<=fe;d++){if(L(i,o+u,
e,s))return u;u=n?Vt(t,u+1):he(t,u+1)}return t.length}function Vt(r,t){if(t===0||r.charCodeAt(t-1)===Jt)return t;let e=r.
indexOf(`
`,t);return e===-1?r.length:e+1}function he(r,t){for(let e=t;e<=r.length;e++){let n=r.charCodeAt(e-1);if(n===Jt||n===32||
n===9)return e}return r.length}var Jt=10;var Z={killGraceMs:5e3,maxOutputBytes:1024*1024,drainMs:1e3};function Se(r){try{process.kill(-r,0)}catch{return!1}let t;
try{t=(0,w.readdirSync)("/proc")}catch{return!0}for(let e of t){if(!/^\d+$/.test(e))continue;let n;try{n=(0,w.readFileSync)(
`/proc/${e}/stat`,"utf8")}catch{continue}let[i,,o]=n.slice(n.lastIndexOf(")")+2).split(" ");if(Number(o)===r&&i!=="Z")return!0}
return!1}var j=class{#t;#e;#n;#i;#r;#o;#s;#a;constructor(t={}){this.#t=t.tempDir??pe(),this.#e=t.killGraceMs??Z.killGraceMs,
this.#n=t.maxOutputBytes??Z.maxOutputBytes,this.#i=t.drainMs??Z.drainMs,this.#r=t.outputHook,this.#o=t.reuseScripts?new Map:
void 0,this.#s=t.secrets??[],this.#a=t.noPathHint??"PATH is not set in its environment"}async run(t){let e=yt(t.shell);we(
t.cwd);let n=St(e,t.script),i=this.#u(e.extension,n),o=i??ge(this.#t,`baton-step-${(0,Kt.randomUUID)()}${e.extension}`);
i===void 0&&((0,w.writeFileSync)(o,n,{flag:"wx",mode:448}),this.#o?.set(`${e.extension}\0${n}`,o)),this.#r?.begin?.();try{
return await this.#d(e.file,wt(e,o),t)}finally{this.#r?.end?.(),this.#o===void 0&&(0,w.rmSync)(o,{force:!0})}}#u(t,e){let n=`${t}\
\0${e}`,i=this.#o?.get(n);if(i===void 0)return;let o=Buffer.from(e),a;try{a=bt(i,o.length)}catch{a={kind:"missing"}}if(a.
kind==="file"&&o.equals(a.bytes))return i;this.#o?.delete(n)}#d(t,e,n){return new Promise((i,o)=>{let a=new Date,l=new W(
this.#n),u=new W(this.#n),s=me(t,e,{cwd:n.cwd,env:n.env,stdio:["ignore","pipe","pipe"],detached:!0});s.pid!==void 0&&n.onStart?.(
s.pid);let d,p,f,h,g=!1,b=c=>{if(s.pid!==void 0)try{process.kill(-s.pid,c)}catch{}},y=()=>s.pid!==void 0&&Se(s.pid),m,x=!1,
V,k=null,A,tt=()=>{b("SIGKILL"),A=Date.now()},et=Number.POSITIVE_INFINITY,nt=c=>{c>=et||(et=c,clearTimeout(d),d=setTimeout(
tt,Math.max(0,c-Date.now())),d.unref())},E=()=>{k!=="terminate"&&(k="terminate",clearTimeout(p),b("SIGTERM"),nt(Date.now()+
this.#e))},P=()=>{if(n.stop!=="interrupt"||n.kill?.aborted)return E();k===null&&(k="interrupt",b("SIGINT"),p=setTimeout(
()=>b("SIGTERM"),1.5*this.#e),p.unref(),nt(Date.now()+2*this.#e))},te=()=>{let c=y();return n.kill?.aborted&&A===void 0&&
c&&tt(),c&&(A===void 0||Date.now()-A<2e3)?(m??=setInterval(D,100),!1):(clearInterval(m),x?!0:V===void 0?(V=Date.now(),setTimeout(
D,this.#i).unref(),!1):Date.now()-V>=this.#i)},D=()=>{g||h===void 0||k!==null&&!te()||(clearInterval(m),g=!0,clearTimeout(
f),s.stdout?.destroy(),s.stderr?.destroy(),q("stdout"),q("stderr"),n.signal?.removeEventListener("abort",P),n.kill?.removeEventListener(
"abort",E),clearTimeout(d),clearTimeout(p),i({exitCode:h.code,signal:h.signal,startedAt:a,finishedAt:new Date,output:l.text(
this.#s),stdout:u.text(this.#s)}))},rt=new T((c,S)=>S?l.insert(c):l.push(c)),q=c=>rt.end(c),it=(c,S)=>{let ot=new ye("ut\
f8"),st=v=>{rt.push(v,S),v!==""&&(S==="stdout"&&u.push(v),this.#r?.chunk(v,S),n.onOutput?.(v,S))};c.on("data",v=>{l.wrote(
v.length),S==="stdout"&&u.wrote(v.length),st(ot.write(v))}),c.on("end",()=>{st(ot.end()),q(S)})};it(s.stdout,"stdout"),it(
s.stderr,"stderr"),s.on("error",c=>{if(g)return;g=!0,n.signal?.removeEventListener("abort",P),n.kill?.removeEventListener(
"abort",E);let S=c.code==="ENOENT"&&!t.includes("/")&&!n.env.PATH;o(new C("shell-failed",`could not start ${JSON.stringify(
t)}: ${c.code??c.message}${S?`; ${this.#a}`:""}`,{where:"shell",cause:c}))}),s.on("exit",(c,S)=>{h={code:c,signal:S},f=setTimeout(
()=>{k===null&&(s.stdout?.destroy(),s.stderr?.destroy()),D()},this.#i),f.unref()}),s.on("close",()=>{x=!0,D()}),n.kill?.
aborted?E():n.kill?.addEventListener("abort",E,{once:!0}),n.signal&&(n.signal.aborted?P():n.signal.addEventListener("abo\
rt",P,{once:!0}))})}};function we(r){let t;try{t=(0,w.statSync)(r)}catch{t=void 0}if(!t?.isDirectory())throw new C("work\
ing-directory-missing",`${r} is not a directory`,{where:"working-directory"})}var Xt=64*1024,be=`${["-----BEGIN","PRIVAT\
E","KEY-----"].join(" ")}
`,ve=128,W=class{#t;#e=[];#n=0;#i=0;#r=0;#o=0;#s=!1;#a="";constructor(t){this.#t=t}wrote(t){this.#r+=t}insert(t){this.push(
t),this.#o+=Buffer.byteLength(t)}push(t){this.#e.push(t);let e=Buffer.byteLength(t);for(this.#n+=e,this.#i+=e;this.#e.length>
1&&this.#n-Buffer.byteLength(this.#e[0])>=this.#t+Xt;){let n=this.#e.shift();this.#n-=Buffer.byteLength(n),this.#u(n)}}#u(t){
let e=this.#a+t;this.#s=Y(e,this.#s,this.#a.length),this.#a=e.slice(-ve)}text(t=[]){let e=Buffer.from(this.#e.join(""));
if(e.length<=this.#t)return e.toString("utf8");let n=e.length-this.#t-1,i=e.indexOf(10,n),o=[e.indexOf(32,n),e.indexOf(9,
n)].filter(s=>s>=0),a=i>=0&&i<e.length-1?i:o.length>0?Math.min(...o):-1,l="";if(a>=0){let s=a+1,d=Math.max(0,s-Xt),p=d===
0?-1:e.indexOf(10,d-1);for(p>=0&&p+1<s&&(d=p+1);(e[d]&192)===128;)d++;let h=(Y(this.#a+e.subarray(0,d).toString("utf8"),
this.#s,this.#a.length)?be:"")+e.subarray(d,s).toString("utf8"),g=e.subarray(s).toString("utf8");l=g.slice(qt(h,g,t,e[a]===
10))}let u=l!==""?`the last ${this.#t} bytes at most are kept`:a===-1?"none of it is kept, as no line or space was left \
to start at":"none of it is kept, as all of it after the cut may be part of a secret the cut went through";return this.#i===
this.#r+this.#o?`[baton: the first ${this.#i-Buffer.byteLength(l)} bytes of this output were left out; ${u}]
${l}`:`[baton: this output was ${this.#r} bytes, not all of it UTF-8 text, and its start was left out; ${u}${l===""?"":"\
, as text (a byte that is not UTF-8 as \uFFFD)"}]
${l}`}};async function Yt(r,t){if(r.agent===null)throw new K(`stage ${r.stage}: runStage needs an agent (run or agent); this spe\
c is for a split stage`);let e=[],n,i,o={},a="",l=!1;for(let u=1;;u++){let s=await kt(r,t,{...o,attempt:u,...n?{upstream:n}:
{},...i!==void 0?{parent:i}:{}});if(s.kind==="refused")return t.reporter?.error(s.result.outcome.message??"",r.stage),{...s.
result,attempts:[...e,...s.result.attempts]};n=s.upstream,i=s.parent;let d=s.prepared;d.repair||(a=d.prompt);for(let b of d.
warnings)t.reporter?.warning(b.message,`${r.stage} ${b.path}`);let p=await ke(r,d,t),f=await xt(r,d,p,t,{...t.signal?{signal:t.
signal}:{},...r.verify===null?{}:{verify:()=>Te(r,d,t,r.verify)}});e.push(f);let{outcome:h}=f,g=t.signal?.aborted===!0;if(f.
repairProblems.length>0&&!l&&!g){l=!0,t.reporter?.warning(`${h.message}; giving the agent one repair turn`,r.stage),o={repair:{
problems:f.repairProblems,previousPrompt:a}};continue}if(h.reason==="verify-failed"&&u<r.attempts&&!g){t.reporter?.warning(
`attempt ${u} of ${r.attempts}: ${h.message}; trying again`,r.stage),o={attemptContext:Re(u+1,f.handoff,f.record.verify)};
continue}return h.reason==="cancelled"?t.reporter?.warning(h.message,r.stage):h.reason!=="completed"&&t.reporter?.error(
h.message,r.stage),Oe(r,h,e,f.outputs)}}function Oe(r,t,e,n){let i=e.at(-1);if(!i)throw new K(`stage ${r.stage}: no atte\
mpt was stored`);return{stage:r.stage,ok:t.reason==="completed",outcome:t,attempts:e,final:i,outputs:n}}function Re(r,t,e){
return{number:r,previous:t,verify:e?{exit_code:e.exit_code,output:e.output_tail}:null}}function xe(r,t){let e={};for(let[
n,i]of Object.entries(r))ct.includes(n)||ft.some(o=>n.startsWith(o))||(e[n]=i);return{...e,...t}}function Qt(r,t,e,n={}){
return xe(e.env,{...n,[M.promptPath]:t.promptPath,[M.handoffPath]:t.handoffPath,[M.stage]:r.stage})}async function ke(r,t,e){
let n=r.agent,i=n.kind==="preset"?{...vt(n.preset),shell:"bash"}:{script:n.command,env:{},shell:r.shell};return e.reporter?.
info(`${r.stage}: attempt ${t.attempt}${t.repair?" (repair turn)":""}, running the agent`),zt(e,()=>({script:i.script,shell:i.
shell,cwd:e.workspace.resolveDirectory(r.workingDirectory),env:Qt(r,t,e,i.env)}))}async function zt(r,t){let e=r.workspace.
now();try{return await r.runner.run({...t(),...r.onOutput?{onOutput:r.onOutput}:{},...r.signal?{signal:r.signal}:{}})}catch(n){
let i=`${Rt}${N(n)}
`;return r.onOutput?.(i,"stderr"),{exitCode:null,signal:null,startedAt:e,finishedAt:r.workspace.now(),output:i,stdout:""}}}
async function Te(r,t,e,n){e.reporter?.info(`${r.stage}: attempt ${t.attempt}, running verify`);let i=await zt(e,()=>({script:n,
shell:r.shell,cwd:e.workspace.resolveDirectory(r.workingDirectory),env:Qt(r,t,e)})),o=Ot(i.output,r.redact,"verify.outpu\
t_tail");return{facts:{command:n,exit_code:i.exitCode,output_tail:dt(o.text,ht.verifyOutputTailBytes),duration_ms:Math.max(
0,i.finishedAt.getTime()-i.startedAt.getTime())},problems:o.problems}}async function Ee(r,t,e){_t(r.env);let{spec:n,store:i,workspace:o,reporter:a,secrets:l,openRun:u}=await Lt("stage",r.env);
t.stage=n.stage,t.secrets=l,t.store=new It(i);let s=Nt(r.env,"RUNNER_TEMP"),d=new j({tempDir:s,killGraceMs:Et.agentGrace}),
p=new H(d,r.write,{secrets:l});t.runner=p;let f=new AbortController,h=new I(p,Ce(r.env),m=>f.abort(`a command of the sta\
ge (the agent or verify) wrote to the files of the step\u2019s file commands (${m.join(", ")}), which only baton may wri\
te to; baton put them back as they were, so none of it reaches the runner or the steps after this one`)),g=m=>f.signal.aborted&&
m.includes(String(f.signal.reason)),b={info:m=>a.info(m),warning:(m,x)=>{g(m)||a.warning(m,x)},error:()=>{},group:(m,x)=>a.
group(m,x)},y=await Yt(n,{store:t.store,workspace:o,openRun:u,runner:h,reporter:b,env:Pt(r.env),signal:AbortSignal.any([
f.signal,e.signal])});if(!t.settled){if(t.settled=!0,await At("stage",y.final,y.outputs,t,a),y.outcome.reason==="cancell\
ed"&&!g(y.outcome.message??"")){a.info(`stage ${n.stage}: cancelled, stored as artifact ${y.final.ref.id}`),process.exitCode=
at.Failure;return}if(!y.ok)throw new C(y.outcome.reason,y.outcome.message??y.outcome.reason,{where:`stage ${n.stage}`});
a.info(`stage ${n.stage}: ${y.final.record.status}, stored as artifact ${y.final.ref.id}`)}}function Ce(r){return Object.
values(mt).flatMap(t=>{let e=r[t];return e?[{name:t,path:e}]:[]})}async function Zt(r=Tt()){let t=Dt(r.env),e={action:"s\
tage",refusedOutputs:!0,unfinished:"the step ended before the stage had a record to store"};await Ct(r,n=>Ee(r,t,n),{async failed(n){
await $t(t,n,e),J(N(n))},async outOfTime(n){t.runner?.endBlock(),J(await Mt(t,n,e))}})}await Zt();

import{a as vt}from"../action-chunks/chunk-PLWJHHXN.js";import{a as bt}from"../action-chunks/chunk-M3YXSIKL.js";import{a as mt,b as ht,c as pt,
d as gt,f as St,h as wt,i as kt,j as Tt,k as Et,l as Ct,m as At,p as Dt,q as $t}from"../action-chunks/chunk-MW4I6PBI.js";import"../action-chunks/chunk-NTHMEBCW.js";
import{C as Pt,c as yt,n as Ot,w as xt,z as Rt}from"../action-chunks/chunk-2VUHXWVP.js";import"../action-chunks/chunk-QKOWGC76.js";import{
a as st}from"../action-chunks/chunk-R2LRCHEZ.js";import{f as w,h as _,k as q}from"../action-chunks/chunk-QOJIWIUK.js";import"../action-chunks/chunk-P57UM5NZ.js";
import"../action-chunks/chunk-TLP5ZAVY.js";import"../action-chunks/chunk-GK2JBTRZ.js";import"../action-chunks/chunk-IKP7P5JP.js";import{a as at}from"../action-chunks/chunk-PO5EA42V.js";
import"../action-chunks/chunk-K774MLFD.js";import{b as C,c as X,d as L}from"../action-chunks/chunk-ZB3GGCKF.js";import{H as ft,I as J,c as ut,
g as N,h as lt,i as ct,s as dt}from"../action-chunks/chunk-CITQMF73.js";import{f as it,k as W}from"../action-chunks/chunk-DHIUKFLR.js";import"../action-chunks/chunk-SM223FN7.js";
import{d as $}from"../action-chunks/chunk-A64LSPLL.js";var x=$(st(),1);import{lstat as Yt,open as zt,readFile as _t,rm as Qt}from"node:fs/promises";var F=class{#t;#e;#o;constructor(t,e,n){
this.#t=t,this.#e=e,this.#o=n}async run(t){let e=await Promise.all(this.#e.map(n=>Zt(n.name,n.path)));try{return await this.#t.
run(t)}finally{let n=[];for(let o of e)await te(o)&&n.push(o.name);n.length>0&&this.#o(n)}}};async function Zt(r,t){let e=await Ft(
t);return e?.isFile()?{name:r,path:t,file:{content:await _t(t),dev:e.dev,ino:e.ino}}:{name:r,path:t,file:null}}async function te(r){
let{path:t,file:e}=r;if(e===null)return!1;let n=await Ft(t),o=n?.isFile()===!0&&n.dev===e.dev&&n.ino===e.ino;return o&&n.
size===e.content.length&&(await _t(t)).equals(e.content)?!1:(o?await Lt(t,x.constants.O_WRONLY|x.constants.O_TRUNC|Nt,e.
content):(await Qt(t,{recursive:!0,force:!0}),await Lt(t,x.constants.O_WRONLY|x.constants.O_CREAT|x.constants.O_EXCL|Nt,
e.content)),!0)}var Nt=x.constants.O_NOFOLLOW??0;async function Lt(r,t,e){let n=await zt(r,t,420);try{await n.writeFile(
e)}finally{await n.close()}}async function Ft(r){try{return await Yt(r)}catch{return null}}var Bt=$(at(),1);var T=class{#t;#e={stdout:"",stderr:""};#o=null;constructor(t){this.#t=t}push(t,e){let n=this.#e[e]+t,o=n.endsWith("\r")?
n.slice(0,-1):n,i=Math.max(o.lastIndexOf(`
`),o.lastIndexOf("\r"))+1;n.length-i>65536&&(i=n.length),this.#n(e,n.slice(0,i)),this.#e[e]=n.slice(i)}end(t){this.#n(t,
this.#e[t]),this.#e[t]=""}#n(t,e){e!==""&&(this.#o!==null&&!this.#o.ended&&this.#o.stream!==t&&this.#t(`
`,!0),this.#t(e,!1),this.#o={stream:t,ended:e.endsWith(`
`)||e.endsWith("\r")})}};var It=64*1024,I=4096,ee=4096,K=16,B=class{#t;#e;#o;#n="";#r="";#i=0;#s=!1;constructor(t,e){this.#t=t,this.#e=e,this.#o=
new T(n=>{this.#n+=n,this.#s=!0})}push(t,e){this.#s=!1,this.#o.push(t,e),this.#s&&this.#a(!1)}flush(){this.#a(!0)}end(){
this.#o.end("stdout"),this.#o.end("stderr"),this.#n!==""&&this.#l(this.#n.length)}#a(t){let e=this.#n;if(e===""||!t&&e.length<
this.#i&&e.length<=It)return;let n=w(this.#r+e,this.#t),o=n.redactions.length>0,i=M(e,e.length-1);if(t&&M(e,e.length)===
e.length&&(!o||this.#u(n.text,i))){this.#l(e.length);return}let a=o?K:1;for(let u=i;u>0&&a>0;a--,u=M(e,u-1)){if(!o||this.#u(
n.text,u)){this.#l(u);break}this.#i=e.length+Math.max(I,e.length>>2)}for(;this.#n.length>It;)this.#c()}#c(){let t=this.#n,
e=w(this.#r+t,this.#t).text,n=K;for(let s=t.length-I;s>0&&n>0;s--)if(ne(t,s-1)&&(n--,this.#u(e,s))){this.#l(s);return}let o=_(
this.#r+t,this.#t),i=this.#r.length,a=t.length-I,u=0,l=o.length-1;for(n=K;a>0&&n>0;a--){for(;l>=0&&o[l].start-i>=a;)l--;
if(l>=0&&o[l].end-i>a&&(a=o[l].start-i,a<=0))break;if(!re(t.charCodeAt(a))&&(u||=a,n--,this.#u(e,a))){this.#l(a);return}}
this.#l(u>0?u:t.length-I)}#u(t,e){let n=w(this.#r+this.#n.slice(0,e),this.#t).text;return t===n+w(this.#n.slice(e),this.#t).
text}#l(t){let e=this.#n.slice(0,t);this.#n=this.#n.slice(t),this.#i=0;let n=w(this.#r+e,this.#t).text,o=w(this.#r,this.#t).
text,i=0;for(;i<o.length&&i<n.length&&n[i]===o[i];)i++;let a=n.lastIndexOf(J.markerPrefix,i-1);a>=0&&a<i&&n.indexOf(J.markerSuffix,
a)>=i&&(i=a);let u=n.slice(i),l=this.#r+e;this.#r=l.slice(M(l,l.length-1)).slice(-ee),u!==""&&this.#e(u)}};function M(r,t){
for(let e=Math.min(t,r.length)-1;e>=0;e--){let n=r.charCodeAt(e);if(n===Y||n===Mt&&r.charCodeAt(e+1)!==Y)return e+1}return 0}
var Y=10,Mt=13;function ne(r,t){let e=r.charCodeAt(t);if(oe(e)||e===27||e>=55296&&e<=56319)return!1;if(e!==32&&e!==9)return!0;
let n=t;for(;n>0&&(r.charCodeAt(n-1)===32||r.charCodeAt(n-1)===9);)n--;let o=r.charCodeAt(n-1);return o!==Y&&o!==Mt}function re(r){
return r>=56320&&r<=57343}function oe(r){return r>=48&&r<=57||r>=65&&r<=90||r>=97&&r<=122||r===43||r===47||r===61||r===95||
r===45||r===46||r===37}var ie=500,G=class{#t;#e;#o;#n;constructor(t,e,n){this.#t=t,this.#e=e,this.#o=n.secrets,this.#n=n.newToken??se}#r;async run(t){
let e={token:this.#n(),echo:new B(this.#o,n=>{this.#e(n),e.atLineStart=n.endsWith(`
`)}),atLineStart:!0,quiet:setTimeout(()=>{this.#r===e&&e.echo.flush()},ie).unref()};this.#r=e,this.#e(`::stop-commands::${e.
token}
`);try{return await this.#t.run({...t,onOutput:(n,o)=>{n!==""&&this.#r===e&&(e.echo.push(n,o),e.quiet.refresh()),t.onOutput?.(
n,o)}})}finally{this.endBlock()}}endBlock(){let t=this.#r;t!==void 0&&(this.#r=void 0,clearTimeout(t.quiet),t.echo.end(),
this.#e(`${t.atLineStart?"":`
`}::${t.token}::
`))}};function se(){return(0,Bt.randomBytes)(16).toString("hex")}var Vt=$(at(),1),b=$(st(),1);import{spawn as le}from"node:child_process";import{tmpdir as ce}from"node:os";import{join as de}from"node:path";
import{StringDecoder as fe}from"node:string_decoder";var ae=8;function Ht(r,t,e,n){let o=r+t,i=r.length,a=_(o,e),u=0;for(let s of a)s.start<i&&s.end>i&&(u=s.end-i);if(n&&(u=
Gt(t,u)),!o.includes("\x1B")&&a.every(s=>s.end<=i+u))return u;let l=w(o,e).text;for(let s=0;u<t.length&&s<=ae;s++){let c=w(
o.slice(0,i+u),e).text;if(l.startsWith(c)&&l.slice(c.length)===w(t.slice(u),e).text)return u;u=n?Gt(t,u+1):ue(t,u+1)}return t.
length}function Gt(r,t){if(t===0||r.charCodeAt(t-1)===jt)return t;let e=r.indexOf(`
`,t);return e===-1?r.length:e+1}function ue(r,t){for(let e=t;e<=r.length;e++){let n=r.charCodeAt(e-1);if(n===jt||n===32||
n===9)return e}return r.length}var jt=10;var z={killGraceMs:5e3,maxOutputBytes:1024*1024,drainMs:1e3};function me(r){try{process.kill(-r,0)}catch{return!1}let t;
try{t=(0,b.readdirSync)("/proc")}catch{return!0}for(let e of t){if(!/^\d+$/.test(e))continue;let n;try{n=(0,b.readFileSync)(
`/proc/${e}/stat`,"utf8")}catch{continue}let[o,,i]=n.slice(n.lastIndexOf(")")+2).split(" ");if(Number(i)===r&&o!=="Z")return!0}
return!1}var H=class{#t;#e;#o;#n;#r;#i;#s;#a;constructor(t={}){this.#t=t.tempDir??ce(),this.#e=t.killGraceMs??z.killGraceMs,
this.#o=t.maxOutputBytes??z.maxOutputBytes,this.#n=t.drainMs??z.drainMs,this.#r=t.outputHook,this.#i=t.reuseScripts?new Map:
void 0,this.#s=t.secrets??[],this.#a=t.noPathHint??"PATH is not set in its environment"}async run(t){let e=mt(t.shell);he(
t.cwd);let n=ht(e,t.script),o=this.#c(e.extension,n),i=o??de(this.#t,`baton-step-${(0,Vt.randomUUID)()}${e.extension}`);
o===void 0&&((0,b.writeFileSync)(i,n,{flag:"wx",mode:448}),this.#i?.set(`${e.extension}\0${n}`,i)),this.#r?.begin?.();try{
return await this.#u(e.file,pt(e,i),t)}finally{this.#r?.end?.(),this.#i===void 0&&(0,b.rmSync)(i,{force:!0})}}#c(t,e){let n=`${t}\
\0${e}`,o=this.#i?.get(n);if(o===void 0)return;let i=Buffer.from(e),a;try{a=gt(o,i.length)}catch{a={kind:"missing"}}if(a.
kind==="file"&&i.equals(a.bytes))return o;this.#i?.delete(n)}#u(t,e,n){return new Promise((o,i)=>{let a=new Date,u=new j(
this.#o),l=new j(this.#o),s=le(t,e,{cwd:n.cwd,env:n.env,stdio:["ignore","pipe","pipe"],detached:!0});s.pid!==void 0&&n.onStart?.(
s.pid);let c,p,f,m,g=!1,v=d=>{if(s.pid!==void 0)try{process.kill(-s.pid,d)}catch{}},y=()=>s.pid!==void 0&&me(s.pid),h,R=!1,
U,k=null,A,Q=()=>{v("SIGKILL"),A=Date.now()},Z=Number.POSITIVE_INFINITY,tt=d=>{d>=Z||(Z=d,clearTimeout(c),c=setTimeout(Q,
Math.max(0,d-Date.now())),c.unref())},E=()=>{k!=="terminate"&&(k="terminate",clearTimeout(p),v("SIGTERM"),tt(Date.now()+
this.#e))},P=()=>{if(n.stop!=="interrupt"||n.kill?.aborted)return E();k===null&&(k="interrupt",v("SIGINT"),p=setTimeout(
()=>v("SIGTERM"),1.5*this.#e),p.unref(),tt(Date.now()+2*this.#e))},Kt=()=>{let d=y();return n.kill?.aborted&&A===void 0&&
d&&Q(),d&&(A===void 0||Date.now()-A<2e3)?(h??=setInterval(D,100),!1):(clearInterval(h),R?!0:U===void 0?(U=Date.now(),setTimeout(
D,this.#n).unref(),!1):Date.now()-U>=this.#n)},D=()=>{g||m===void 0||k!==null&&!Kt()||(clearInterval(h),g=!0,clearTimeout(
f),s.stdout?.destroy(),s.stderr?.destroy(),V("stdout"),V("stderr"),n.signal?.removeEventListener("abort",P),n.kill?.removeEventListener(
"abort",E),clearTimeout(c),clearTimeout(p),o({exitCode:m.code,signal:m.signal,startedAt:a,finishedAt:new Date,output:u.text(
this.#s),stdout:l.text(this.#s)}))},et=new T((d,S)=>S?u.insert(d):u.push(d)),V=d=>et.end(d),nt=(d,S)=>{let rt=new fe("ut\
f8"),ot=O=>{et.push(O,S),O!==""&&(S==="stdout"&&l.push(O),this.#r?.chunk(O,S),n.onOutput?.(O,S))};d.on("data",O=>{u.wrote(
O.length),S==="stdout"&&l.wrote(O.length),ot(rt.write(O))}),d.on("end",()=>{ot(rt.end()),V(S)})};nt(s.stdout,"stdout"),nt(
s.stderr,"stderr"),s.on("error",d=>{if(g)return;g=!0,n.signal?.removeEventListener("abort",P),n.kill?.removeEventListener(
"abort",E);let S=d.code==="ENOENT"&&!t.includes("/")&&!n.env.PATH;i(new C("shell-failed",`could not start ${JSON.stringify(
t)}: ${d.code??d.message}${S?`; ${this.#a}`:""}`,{where:"shell",cause:d}))}),s.on("exit",(d,S)=>{m={code:d,signal:S},f=setTimeout(
()=>{k===null&&(s.stdout?.destroy(),s.stderr?.destroy()),D()},this.#n),f.unref()}),s.on("close",()=>{R=!0,D()}),n.kill?.
aborted?E():n.kill?.addEventListener("abort",E,{once:!0}),n.signal&&(n.signal.aborted?P():n.signal.addEventListener("abo\
rt",P,{once:!0}))})}};function he(r){let t;try{t=(0,b.statSync)(r)}catch{t=void 0}if(!t?.isDirectory())throw new C("work\
ing-directory-missing",`${r} is not a directory`,{where:"working-directory"})}var Ut=64*1024,pe=`${["-----BEGIN","PRIVAT\
E","KEY-----"].join(" ")}
`,ge=128,j=class{#t;#e=[];#o=0;#n=0;#r=0;#i=0;#s=!1;#a="";constructor(t){this.#t=t}wrote(t){this.#r+=t}insert(t){this.push(
t),this.#i+=Buffer.byteLength(t)}push(t){this.#e.push(t);let e=Buffer.byteLength(t);for(this.#o+=e,this.#n+=e;this.#e.length>
1&&this.#o-Buffer.byteLength(this.#e[0])>=this.#t+Ut;){let n=this.#e.shift();this.#o-=Buffer.byteLength(n),this.#c(n)}}#c(t){
let e=this.#a+t;this.#s=q(e,this.#s,this.#a.length),this.#a=e.slice(-ge)}text(t=[]){let e=Buffer.from(this.#e.join(""));
if(e.length<=this.#t)return e.toString("utf8");let n=e.length-this.#t-1,o=e.indexOf(10,n),i=[e.indexOf(32,n),e.indexOf(9,
n)].filter(s=>s>=0),a=o>=0&&o<e.length-1?o:i.length>0?Math.min(...i):-1,u="";if(a>=0){let s=a+1,c=Math.max(0,s-Ut),p=c===
0?-1:e.indexOf(10,c-1);for(p>=0&&p+1<s&&(c=p+1);(e[c]&192)===128;)c++;let m=(q(this.#a+e.subarray(0,c).toString("utf8"),
this.#s,this.#a.length)?pe:"")+e.subarray(c,s).toString("utf8"),g=e.subarray(s).toString("utf8");u=g.slice(Ht(m,g,t,e[a]===
10))}let l=u!==""?`the last ${this.#t} bytes at most are kept`:a===-1?"none of it is kept, as no line or space was left \
to start at":"none of it is kept, as all of it after the cut may be part of a secret the cut went through";return this.#n===
this.#r+this.#i?`[baton: the first ${this.#n-Buffer.byteLength(u)} bytes of this output were left out; ${l}]
${u}`:`[baton: this output was ${this.#r} bytes, not all of it UTF-8 text, and its start was left out; ${l}${u===""?"":"\
, as text (a byte that is not UTF-8 as \uFFFD)"}]
${u}`}};async function Wt(r,t){if(r.agent===null)throw new X(`stage ${r.stage}: runStage needs an agent (run or agent); this spe\
c is for a split stage`);let e=[],n,o,i={},a="",u=!1;for(let l=1;;l++){let s=await vt(r,t,{...i,attempt:l,...n?{upstream:n}:
{},...o!==void 0?{parent:o}:{}});if(s.kind==="refused")return t.reporter?.error(s.result.outcome.message??"",r.stage),{...s.
result,attempts:[...e,...s.result.attempts]};n=s.upstream,o=s.parent;let c=s.prepared;c.repair||(a=c.prompt);for(let v of c.
warnings)t.reporter?.warning(v.message,`${r.stage} ${v.path}`);let p=await be(r,c,t),f=await bt(r,c,p,t,{...t.signal?{signal:t.
signal}:{},...r.verify===null?{}:{verify:()=>ve(r,c,t,r.verify)}});e.push(f);let{outcome:m}=f,g=t.signal?.aborted===!0;if(f.
repairProblems.length>0&&!u&&!g){u=!0,t.reporter?.warning(`${m.message}; giving the agent one repair turn`,r.stage),i={repair:{
problems:f.repairProblems,previousPrompt:a}};continue}if(m.reason==="verify-failed"&&l<r.attempts&&!g){t.reporter?.warning(
`attempt ${l} of ${r.attempts}: ${m.message}; trying again`,r.stage),i={attemptContext:Se(l+1,f.handoff,f.record.verify)};
continue}return m.reason==="cancelled"?t.reporter?.warning(m.message,r.stage):m.reason!=="completed"&&t.reporter?.error(
m.message,r.stage),ye(r,m,e,f.outputs)}}function ye(r,t,e,n){let o=e.at(-1);if(!o)throw new X(`stage ${r.stage}: no atte\
mpt was stored`);return{stage:r.stage,ok:t.reason==="completed",outcome:t,attempts:e,final:o,outputs:n}}function Se(r,t,e){
return{number:r,previous:t,verify:e?{exit_code:e.exit_code,output:e.output_tail}:null}}function we(r,t){let e={};for(let[
n,o]of Object.entries(r))lt.includes(n)||ct.some(i=>n.startsWith(i))||(e[n]=o);return{...e,...t}}function Jt(r,t,e,n={}){
return we(e.env,{...n,[N.promptPath]:t.promptPath,[N.handoffPath]:t.handoffPath,[N.stage]:r.stage})}async function be(r,t,e){
let n=r.agent,o=n.kind==="preset"?{...yt(n.preset),shell:"bash"}:{script:n.command,env:{},shell:r.shell};return e.reporter?.
info(`${r.stage}: attempt ${t.attempt}${t.repair?" (repair turn)":""}, running the agent`),Xt(e,()=>({script:o.script,shell:o.
shell,cwd:e.workspace.resolveDirectory(r.workingDirectory),env:Jt(r,t,e,o.env)}))}async function Xt(r,t){let e=r.workspace.
now();try{return await r.runner.run({...t(),...r.onOutput?{onOutput:r.onOutput}:{},...r.signal?{signal:r.signal}:{}})}catch(n){
let o=`${wt}${L(n)}
`;return r.onOutput?.(o,"stderr"),{exitCode:null,signal:null,startedAt:e,finishedAt:r.workspace.now(),output:o,stdout:""}}}
async function ve(r,t,e,n){e.reporter?.info(`${r.stage}: attempt ${t.attempt}, running verify`);let o=await Xt(e,()=>({script:n,
shell:r.shell,cwd:e.workspace.resolveDirectory(r.workingDirectory),env:Jt(r,t,e)})),i=St(o.output,r.redact,"verify.outpu\
t_tail");return{facts:{command:n,exit_code:o.exitCode,output_tail:ut(i.text,dt.verifyOutputTailBytes),duration_ms:Math.max(
0,o.finishedAt.getTime()-o.startedAt.getTime())},problems:i.problems}}async function Oe(r,t,e){let{spec:n,store:o,workspace:i,reporter:a,secrets:u,openRun:l}=await Dt("stage",r.env);t.stage=
n.stage,t.secrets=u,t.store=new $t(o);let s=Pt(r.env,"RUNNER_TEMP"),c=new H({tempDir:s,killGraceMs:xt.agentGrace}),p=new G(
c,r.write,{secrets:u});t.runner=p;let f=new AbortController,m=new F(p,xe(r.env),h=>f.abort(`a command of the stage (the \
agent or verify) wrote to the files of the step\u2019s file commands (${h.join(", ")}), which only baton may write to; b\
aton put them back as they were, so none of it reaches the runner or the steps after this one`)),g=h=>f.signal.aborted&&
h.includes(String(f.signal.reason)),v={info:h=>a.info(h),warning:(h,R)=>{g(h)||a.warning(h,R)},error:()=>{},group:(h,R)=>a.
group(h,R)},y=await Wt(n,{store:t.store,workspace:i,openRun:l,runner:m,reporter:v,env:Tt(r.env),signal:AbortSignal.any([
f.signal,e.signal])});if(!t.settled){if(t.settled=!0,await kt("stage",y.final,y.outputs,t,a),y.outcome.reason==="cancell\
ed"&&!g(y.outcome.message??"")){a.info(`stage ${n.stage}: cancelled, stored as artifact ${y.final.ref.id}`),process.exitCode=
it.Failure;return}if(!y.ok)throw new C(y.outcome.reason,y.outcome.message??y.outcome.reason,{where:`stage ${n.stage}`});
a.info(`stage ${n.stage}: ${y.final.record.status}, stored as artifact ${y.final.ref.id}`)}}function xe(r){return Object.
values(ft).flatMap(t=>{let e=r[t];return e?[{name:t,path:e}]:[]})}async function qt(r=Ot()){let t=Et(r.env),e={action:"s\
tage",refusedOutputs:!0,unfinished:"the step ended before the stage had a record to store"};await Rt(r,n=>Oe(r,t,n),{async failed(n){
await Ct(t,n,e),W(L(n))},async outOfTime(n){t.runner?.endBlock(),W(await At(t,n,e))}})}await qt();

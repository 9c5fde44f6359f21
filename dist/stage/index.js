import{a as Ct}from"../action-chunks/chunk-AN5PJK4S.js";import{a as Pt}from"../action-chunks/chunk-WUDVRFHS.js";import{a as wt,b as bt,c as Ot,
d as vt,f as Rt,g as xt,i as kt,k as Et,l as Nt,m as Mt,n as Lt,o as It,p as _t,x as Bt,z as Ht}from"../action-chunks/chunk-P24LXT6Q.js";
import"../action-chunks/chunk-NTHMEBCW.js";import{C as Dt,F as Ft,G as Gt,d as Tt,q as At,z as $t}from"../action-chunks/chunk-IHN7WZ3P.js";
import{g as O,i as _,j as F,k as yt,l as St,o as tt}from"../action-chunks/chunk-JVB4MFW7.js";import"../action-chunks/chunk-LZSRZBQU.js";import{
a as Q}from"../action-chunks/chunk-R2LRCHEZ.js";import"../action-chunks/chunk-4GYNLAN6.js";import"../action-chunks/chunk-76GA7FJ5.js";import"../action-chunks/chunk-AQF32NQ6.js";
import"../action-chunks/chunk-KGGRXWCQ.js";import"../action-chunks/chunk-WGTUOESA.js";import{a as ct}from"../action-chunks/chunk-PO5EA42V.js";import{
a as gt,d as A,e as Z,f as I}from"../action-chunks/chunk-O7UU6C5Q.js";import{I as pt,J as z,d as ft,h as M,i as mt,j as ht,t as L}from"../action-chunks/chunk-K26OWEVR.js";
import{f as dt,k as Y}from"../action-chunks/chunk-DHIUKFLR.js";import"../action-chunks/chunk-SM223FN7.js";import{d as C}from"../action-chunks/chunk-A64LSPLL.js";var v=C(Q(),1);import{lstat as ae,open as ue,readFile as Jt,rm as le}from"node:fs/promises";var G=class{#t;#e;#n;constructor(t,e,n){
this.#t=t,this.#e=e,this.#n=n}async run(t){let e=await Promise.all(this.#e.map(n=>de(n.name,n.path)));try{return await this.#t.
run(t)}finally{let n=[];for(let o of e)await ce(o)&&n.push(o.name);n.length>0&&this.#n(n)}}};async function de(r,t){let e=await Wt(
t);return e?.isFile()?{name:r,path:t,file:{content:await Jt(t),dev:e.dev,ino:e.ino}}:{name:r,path:t,file:null}}async function ce(r){
let{path:t,file:e}=r;if(e===null)return!1;let n=await Wt(t),o=n?.isFile()===!0&&n.dev===e.dev&&n.ino===e.ino;return o&&n.
size===e.content.length&&(await Jt(t)).equals(e.content)?!1:(o?await jt(t,v.constants.O_WRONLY|v.constants.O_TRUNC|Ut,e.
content):(await le(t,{recursive:!0,force:!0}),await jt(t,v.constants.O_WRONLY|v.constants.O_CREAT|v.constants.O_EXCL|Ut,
e.content)),!0)}var Ut=v.constants.O_NOFOLLOW??0;async function jt(r,t,e){let n=await ue(r,t,420);try{await n.writeFile(
e)}finally{await n.close()}}async function Wt(r){try{return await ae(r)}catch{return null}}var Xt=C(ct(),1);var B=class{#t;#e;#n;constructor(t,e){this.#t=t,this.#e=e}arm(){clearTimeout(this.#n),this.#n=setTimeout(()=>this.#e(),this.#t),
this.#n.unref?.()}stop(){clearTimeout(this.#n),this.#n=void 0}};var k=class{#t;#e={stdout:"",stderr:""};#n=null;constructor(t){this.#t=t}push(t,e){let n=this.#e[e]+t,o=n.endsWith("\r")?
n.slice(0,-1):n,i=Math.max(o.lastIndexOf(`
`),o.lastIndexOf("\r"))+1;n.length-i>65536&&(i=n.length),this.#o(e,n.slice(0,i)),this.#e[e]=n.slice(i)}end(t){this.#o(t,
this.#e[t]),this.#e[t]=""}#o(t,e){e!==""&&(this.#n!==null&&!this.#n.ended&&this.#n.stream!==t&&this.#t(`
`,!0),this.#t(e,!1),this.#n={stream:t,ended:e.endsWith(`
`)||e.endsWith("\r")})}};var Vt=64*1024,H=4096,fe=4096,et=16,j=class{#t;#e;#n;#o="";#r="";#i=0;#s=!1;#a;#u;constructor(t,e,n={}){this.#t=t,this.#e=
e,this.#a=n.holdWhatMayGoOn??!1,this.#u=n.quietMs===void 0?void 0:new B(n.quietMs,()=>this.flush());let o=n.hide;this.#n=
new k(i=>{this.#o+=o===void 0?i:o(i),this.#s=!0})}push(t,e){this.#s=!1,this.#n.push(t,e),this.#s&&this.#c(!1),this.#u?.arm()}flush(){
this.#c(!0)}stop(){this.#u?.stop()}end(){this.stop(),this.#n.end("stdout"),this.#n.end("stderr"),this.#o!==""&&this.#d(this.#o.
length)}#c(t){let e=this.#o;if(e==="")return;let n=t&&!(this.#a&&yt(this.#r+e,this.#t));if(!n&&e.length<this.#i&&e.length<=
Vt)return;let o=O(this.#r+e,this.#t),i=o.redactions.length>0,a=U(e,e.length-1);if(n&&U(e,e.length)===e.length&&(!i||this.#l(
o.text,a))){this.#d(e.length);return}let l=St(this.#r+e,this.#t)-this.#r.length,u=i||l>=-this.#r.length?et:1;for(let s=a;s>
0&&u>0;u--,s=U(e,s-1))if(!(l>=-this.#r.length&&s>l)){if(!i||this.#l(o.text,s)){this.#d(s);break}this.#i=e.length+Math.max(
H,e.length>>2)}for(;this.#o.length>Vt;)this.#f()}#f(){let t=this.#o,e=O(this.#r+t,this.#t).text,n=et;for(let s=t.length-
H;s>0&&n>0;s--)if(me(t,s-1)&&(n--,this.#l(e,s))){this.#d(s);return}let o=_(this.#r+t,this.#t),i=this.#r.length,a=t.length-
H,l=0,u=o.length-1;for(n=et;a>0&&n>0;a--){for(;u>=0&&o[u].start-i>=a;)u--;if(u>=0&&o[u].end-i>a&&(a=o[u].start-i,a<=0))break;
if(!he(t.charCodeAt(a))&&(l||=a,n--,this.#l(e,a))){this.#d(a);return}}this.#d(l>0?l:t.length-H)}#l(t,e){return F(this.#r+
this.#o,this.#r.length+e,this.#t,t)}#d(t){let e=this.#o.slice(0,t);this.#o=this.#o.slice(t),this.#i=0;let n=O(this.#r+e,
this.#t).text,o=O(this.#r,this.#t).text,i=0;for(;i<o.length&&i<n.length&&n[i]===o[i];)i++;let a=n.lastIndexOf(z.markerPrefix,
i-1);a>=0&&a<i&&n.indexOf(z.markerSuffix,a)>=i&&(i=a);let l=n.slice(i),u=this.#r+e;this.#r=u.slice(U(u,u.length-1)).slice(
-fe),l!==""&&this.#e(l)}};function U(r,t){for(let e=Math.min(t,r.length)-1;e>=0;e--){let n=r.charCodeAt(e);if(n===nt||n===
qt&&r.charCodeAt(e+1)!==nt)return e+1}return 0}var nt=10,qt=13;function me(r,t){let e=r.charCodeAt(t);if(pe(e)||e===27||
e>=55296&&e<=56319)return!1;if(e!==32&&e!==9)return!0;let n=t;for(;n>0&&(r.charCodeAt(n-1)===32||r.charCodeAt(n-1)===9);)
n--;let o=r.charCodeAt(n-1);return o!==nt&&o!==qt}function he(r){return r>=56320&&r<=57343}function pe(r){return r>=48&&
r<=57||r>=65&&r<=90||r>=97&&r<=122||r===43||r===47||r===61||r===95||r===45||r===46||r===37}var J=class{#t;#e;#n;#o;constructor(t,e,n){this.#t=t,this.#e=e,this.#n=n.secrets,this.#o=n.newToken??ye}#r;async run(t){
let e={token:this.#o(),echo:new j(this.#n,n=>{this.#e(n),e.atLineStart=n.endsWith(`
`)},{quietMs:500}),atLineStart:!0};this.#r=e,this.#e(`::stop-commands::${e.token}
`);try{return await this.#t.run({...t,onOutput:(n,o)=>{n!==""&&this.#r===e&&e.echo.push(n,o),t.onOutput?.(n,o)}})}finally{
this.endBlock()}}endBlock(){let t=this.#r;t!==void 0&&(this.#r=void 0,t.echo.end(),this.#e(`${t.atLineStart?"":`
`}::${t.token}::
`))}};function ye(){return(0,Xt.randomBytes)(16).toString("hex")}var ee=C(ct(),1),R=C(Q(),1);import{spawn as be}from"node:child_process";import{tmpdir as Oe}from"node:os";import{join as ve}from"node:path";
import{StringDecoder as Re}from"node:string_decoder";var Se=8;function Yt(r,t,e,n){let o=r+t,i=r.length,a=_(o,e),l=a.find(d=>d.start<i&&d.end>i),u=l?l.end-i:0;if(n&&(u=Kt(t,
u)),!o.includes("\x1B")&&a.every(d=>d.end<=i+u))return u;let s=O(o,e).text;for(let d=0;u<t.length&&d<=Se;d++){if(F(o,i+u,
e,s))return u;u=n?Kt(t,u+1):we(t,u+1)}return t.length}function Kt(r,t){if(t===0||r.charCodeAt(t-1)===Qt)return t;let e=r.
indexOf(`
`,t);return e===-1?r.length:e+1}function we(r,t){for(let e=t;e<=r.length;e++){let n=r.charCodeAt(e-1);if(n===Qt||n===32||
n===9)return e}return r.length}var Qt=10;var W=C(Q(),1);function zt(){try{return(0,W.readdirSync)("/proc").filter(r=>/^\d+$/.test(r)).map(Number).filter(r=>r!==process.
pid)}catch{return null}}function Zt(r){let t;try{t=(0,W.readFileSync)(`/proc/${r}/stat`,"utf8")}catch{return null}let[e="",
,n]=t.slice(t.lastIndexOf(")")+2).split(" ");return{state:e,group:Number(n)}}var rt={killGraceMs:5e3,maxOutputBytes:L.agentOutputBytes,drainMs:1e3};function xe(r){try{process.kill(-r,0)}catch{return!1}
let t=zt();return t===null?!0:t.some(e=>{let n=Zt(e);return n!==null&&n.group===r&&n.state!=="Z"})}var V=class{#t;#e;#n;#o;#r;#i;#s;#a;#u;#c;constructor(t={}){
this.#t=t.tempDir??Oe(),this.#e=t.killGraceMs??rt.killGraceMs,this.#n=t.maxOutputBytes??rt.maxOutputBytes,this.#o=t.drainMs??
rt.drainMs,this.#r=t.outputHook,this.#i=t.reuseScripts?new Map:void 0,this.#s=t.secrets??[],this.#a=t.noPathHint??"PATH \
is not set in its environment",this.#c=t.fewerJobs,this.#u=t.tempPlace??{...Rt(this.#t),...t.fewerJobs===void 0?{}:{fewerJobs:t.
fewerJobs}}}async run(t){let e=wt(t.shell);Te(t.cwd);let n=bt(e,t.script),o=this.#f(e.extension,n),i=o??ve(this.#t,`bato\
n-step-${(0,ee.randomUUID)()}${e.extension}`);if(o===void 0){try{(0,R.writeFileSync)(i,n,{flag:"wx",mode:448})}catch(a){
throw a.code!=="EEXIST"&&(0,R.rmSync)(i,{force:!0}),xt(this.#u,i,"the command's script",a)}this.#i?.set(`${e.extension}\0${n}`,
i)}this.#r?.begin?.();try{return await this.#l(e.file,Ot(e,i),t)}finally{this.#r?.end?.(),this.#i===void 0&&(0,R.rmSync)(
i,{force:!0})}}#f(t,e){let n=`${t}\0${e}`,o=this.#i?.get(n);if(o===void 0)return;let i=Buffer.from(e),a;try{a=vt(o,i.length)}catch{
a={kind:"missing"}}if(a.kind==="file"&&i.equals(a.bytes))return o;this.#i?.delete(n)}#l(t,e,n){return new Promise((o,i)=>{
let a=new Date,l=new q(this.#n),u=new q(this.#n),s=be(t,e,{cwd:n.cwd,env:n.env,stdio:["ignore","pipe","pipe"],detached:!0});
s.pid!==void 0&&n.onStart?.(s.pid);let d,p,f,m,g=!1,w=c=>{if(s.pid!==void 0)try{process.kill(-s.pid,c)}catch{}},y=()=>s.
pid!==void 0&&xe(s.pid),h,x=!1,X,T=null,$,ot=()=>{w("SIGKILL"),$=Date.now()},it=Number.POSITIVE_INFINITY,st=c=>{c>=it||(it=
c,clearTimeout(d),d=setTimeout(ot,Math.max(0,c-Date.now())),d.unref())},E=()=>{T!=="terminate"&&(T="terminate",clearTimeout(
p),w("SIGTERM"),st(Date.now()+this.#e))},D=()=>{if(n.stop!=="interrupt"||n.kill?.aborted)return E();T===null&&(T="interr\
upt",w("SIGINT"),p=setTimeout(()=>w("SIGTERM"),1.5*this.#e),p.unref(),st(Date.now()+2*this.#e))},se=()=>{let c=y();return n.
kill?.aborted&&$===void 0&&c&&ot(),c&&($===void 0||Date.now()-$<2e3)?(h??=setInterval(N,100),!1):(clearInterval(h),x?!0:
X===void 0?(X=Date.now(),setTimeout(N,this.#o).unref(),!1):Date.now()-X>=this.#o)},N=()=>{g||m===void 0||T!==null&&!se()||
(clearInterval(h),g=!0,clearTimeout(f),s.stdout?.destroy(),s.stderr?.destroy(),K("stdout"),K("stderr"),n.signal?.removeEventListener(
"abort",D),n.kill?.removeEventListener("abort",E),clearTimeout(d),clearTimeout(p),o({exitCode:m.code,signal:m.signal,startedAt:a,
finishedAt:new Date,output:l.text(this.#s),stdout:u.text(this.#s)}))},at=new k((c,S)=>S?l.insert(c):l.push(c)),K=c=>at.end(
c),ut=(c,S)=>{let P=new Re("utf8"),lt=b=>{at.push(b,S),b!==""&&(S==="stdout"&&u.push(b),this.#r?.chunk(b,S),n.onOutput?.(
b,S))};c.on("data",b=>{l.wrote(b.length),S==="stdout"&&u.wrote(b.length),lt(P.write(b))}),c.on("end",()=>{lt(P.end()),K(
S)})};s.on("error",c=>{if(g)return;g=!0,n.signal?.removeEventListener("abort",D),n.kill?.removeEventListener("abort",E);
let S=c.code==="ENOENT"&&!t.includes("/")&&!n.env.PATH,P=gt(c,this.#c);i(new A("shell-failed",`could not start ${JSON.stringify(
t)}: ${c.code??c.message}${P===null?"":` (${P})`}${S?`; ${this.#a}`:""}`,{where:"shell",cause:c}))}),s.stdout&&ut(s.stdout,
"stdout"),s.stderr&&ut(s.stderr,"stderr"),s.on("exit",(c,S)=>{m={code:c,signal:S},f=setTimeout(()=>{T===null&&(s.stdout?.
destroy(),s.stderr?.destroy()),N()},this.#o),f.unref()}),s.on("close",()=>{x=!0,N()}),n.kill?.aborted?E():n.kill?.addEventListener(
"abort",E,{once:!0}),n.signal&&(n.signal.aborted?D():n.signal.addEventListener("abort",D,{once:!0}))})}};function Te(r){
let t;try{t=(0,R.statSync)(r)}catch{t=void 0}if(!t?.isDirectory())throw new A("working-directory-missing",`${r} is not a\
 directory`,{where:"working-directory"})}var te=64*1024,ke=`${["-----BEGIN","PRIVATE","KEY-----"].join(" ")}
`,Ee=128,q=class{#t;#e=[];#n=0;#o=0;#r=0;#i=0;#s=!1;#a="";constructor(t){this.#t=t}wrote(t){this.#r+=t}insert(t){this.push(
t),this.#i+=Buffer.byteLength(t)}push(t){this.#e.push(t);let e=Buffer.byteLength(t);for(this.#n+=e,this.#o+=e;this.#e.length>
1&&this.#n-Buffer.byteLength(this.#e[0])>=this.#t+te;){let n=this.#e.shift();this.#n-=Buffer.byteLength(n),this.#u(n)}}#u(t){
let e=this.#a+t;this.#s=tt(e,this.#s,this.#a.length),this.#a=e.slice(-Ee)}text(t=[]){let e=Buffer.from(this.#e.join(""));
if(e.length<=this.#t)return e.toString("utf8");let n=e.length-this.#t-1,o=e.indexOf(10,n),i=[e.indexOf(32,n),e.indexOf(9,
n)].filter(s=>s>=0),a=o>=0&&o<e.length-1?o:i.length>0?Math.min(...i):-1,l="";if(a>=0){let s=a+1,d=Math.max(0,s-te),p=d===
0?-1:e.indexOf(10,d-1);for(p>=0&&p+1<s&&(d=p+1);(e[d]&192)===128;)d++;let m=(tt(this.#a+e.subarray(0,d).toString("utf8"),
this.#s,this.#a.length)?ke:"")+e.subarray(d,s).toString("utf8"),g=e.subarray(s).toString("utf8");l=g.slice(Yt(m,g,t,e[a]===
10))}let u=l!==""?`the last ${this.#t} bytes at most are kept`:a===-1?"none of it is kept, as no line or space was left \
to start at":"none of it is kept, as all of it after the cut may be part of a secret the cut went through";return this.#o===
this.#r+this.#i?`[baton: the first ${this.#o-Buffer.byteLength(l)} bytes of this output were left out; ${u}]
${l}`:`[baton: this output was ${this.#r} bytes, not all of it UTF-8 text, and its start was left out; ${u}${l===""?"":"\
, as text (a byte that is not UTF-8 as \uFFFD)"}]
${l}`}};async function ne(r,t){if(r.agent===null)throw new Z(`stage ${r.stage}: runStage needs an agent (run or agent); this spe\
c is for a split stage`);let e=[],n,o,i={},a="",l=!1;for(let u=1;;u++){let s=await Ct(r,t,{...i,attempt:u,...n?{upstream:n}:
{},...o!==void 0?{parent:o}:{}});if(s.kind==="refused")return t.reporter?.error(s.result.outcome.message??"",r.stage),{...s.
result,attempts:[...e,...s.result.attempts]};n=s.upstream,o=s.parent;let d=s.prepared;d.repair||(a=d.prompt);for(let w of d.
warnings)t.reporter?.warning(w.message,`${r.stage} ${w.path}`);let p=await $e(r,d,t),f=await Pt(r,d,p,t,{...t.signal?{signal:t.
signal}:{},...r.verify===null?{}:{verify:()=>De(r,d,t,r.verify)}});e.push(f);let{outcome:m}=f,g=t.signal?.aborted===!0;if(f.
repairProblems.length>0&&!l&&!g){l=!0,t.reporter?.warning(`${m.message}; giving the agent one repair turn`,r.stage),i={repair:{
problems:f.repairProblems,previousPrompt:a}};continue}if(m.reason==="verify-failed"&&u<r.attempts&&!g){t.reporter?.warning(
`attempt ${u} of ${r.attempts}: ${m.message}; trying again`,r.stage),i={attemptContext:Ce(u+1,f.handoff,f.record.verify)};
continue}return m.reason==="cancelled"?t.reporter?.warning(m.message,r.stage):m.reason!=="completed"&&t.reporter?.error(
m.message,r.stage),Pe(r,m,e,f.outputs)}}function Pe(r,t,e,n){let o=e.at(-1);if(!o)throw new Z(`stage ${r.stage}: no atte\
mpt was stored`);return{stage:r.stage,ok:t.reason==="completed",outcome:t,attempts:e,final:o,outputs:n}}function Ce(r,t,e){
return{number:r,previous:t,verify:e?{exit_code:e.exit_code,output:e.output_tail}:null}}function Ae(r,t){let e={};for(let[
n,o]of Object.entries(r))mt.includes(n)||ht.some(i=>n.startsWith(i))||(e[n]=o);return{...e,...t}}function re(r,t,e,n={}){
return Ae(e.env,{...n,[M.promptPath]:t.promptPath,[M.handoffPath]:t.handoffPath,[M.stage]:r.stage})}async function $e(r,t,e){
let n=r.agent,o=n.kind==="preset"?{...Tt(n.preset),shell:"bash"}:{script:n.command,env:{},shell:r.shell};return e.reporter?.
info(`${r.stage}: attempt ${t.attempt}${t.repair?" (repair turn)":""}, running the agent`),oe(e,()=>({script:o.script,shell:o.
shell,cwd:e.workspace.resolveDirectory(r.workingDirectory),env:re(r,t,e,o.env)}))}async function oe(r,t){let e=r.workspace.
now();try{return await r.runner.run({...t(),...r.onOutput?{onOutput:r.onOutput}:{},...r.signal?{signal:r.signal}:{}})}catch(n){
let o=`${Et}${I(n)}
`;return r.onOutput?.(o,"stderr"),{exitCode:null,signal:null,startedAt:e,finishedAt:r.workspace.now(),output:o,stdout:""}}}
async function De(r,t,e,n){e.reporter?.info(`${r.stage}: attempt ${t.attempt}, running verify`);let o=await oe(e,()=>({script:n,
shell:r.shell,cwd:e.workspace.resolveDirectory(r.workingDirectory),env:re(r,t,e)})),i=kt(o.output,r.redact,"verify.outpu\
t_tail");return{facts:{command:n,exit_code:o.exitCode,output_tail:ft(i.text,L.verifyOutputTailBytes),duration_ms:Math.max(
0,o.finishedAt.getTime()-o.startedAt.getTime())},problems:i.problems}}async function Ne(r,t,e){Gt(r.env);let{spec:n,store:o,workspace:i,reporter:a,secrets:l,openRun:u}=await Bt("stage",r.env);
t.stage=n.stage,t.secrets=l,t.store=new Ht(o);let s=Ft(r.env,"RUNNER_TEMP"),d=new V({tempDir:s,killGraceMs:$t.agentGrace}),
p=new J(d,r.write,{secrets:l});t.runner=p;let f=new AbortController,m=new G(p,Me(r.env),h=>f.abort(`a command of the sta\
ge (the agent or verify) wrote to the files of the step\u2019s file commands (${h.join(", ")}), which only baton may wri\
te to; baton put them back as they were, so none of it reaches the runner or the steps after this one`)),g=h=>f.signal.aborted&&
h.includes(String(f.signal.reason)),w={info:h=>a.info(h),warning:(h,x)=>{g(h)||a.warning(h,x)},error:()=>{},group:(h,x)=>a.
group(h,x)},y=await ne(n,{store:t.store,workspace:i,openRun:u,runner:m,reporter:w,env:Mt(r.env),signal:AbortSignal.any([
f.signal,e.signal])});if(!t.settled){if(t.settled=!0,await Nt("stage",y.final,y.outputs,t,a),y.outcome.reason==="cancell\
ed"&&!g(y.outcome.message??"")){a.info(`stage ${n.stage}: cancelled, stored as artifact ${y.final.ref.id}`),process.exitCode=
dt.Failure;return}if(!y.ok)throw new A(y.outcome.reason,y.outcome.message??y.outcome.reason,{where:`stage ${n.stage}`});
a.info(`stage ${n.stage}: ${y.final.record.status}, stored as artifact ${y.final.ref.id}`)}}function Me(r){return Object.
values(pt).flatMap(t=>{let e=r[t];return e?[{name:t,path:e}]:[]})}async function ie(r=At()){let t=Lt(r.env),e={action:"s\
tage",refusedOutputs:!0,unfinished:"the step ended before the stage had a record to store"};await Dt(r,n=>Ne(r,t,n),{async failed(n){
await It(t,n,e),Y(I(n))},async outOfTime(n){t.runner?.endBlock(),Y(await _t(t,n,e))}})}await ie();

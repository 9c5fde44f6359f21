import{a as Ot}from"../action-chunks/chunk-5AZXCC2E.js";import{a as vt}from"../action-chunks/chunk-E4ONKEWF.js";import{a as ht,b as pt,c as gt,
d as yt,f as wt,h as bt,i as Tt,j as Et,k as Ct,l as At,m as Pt,p as Nt,q as Lt}from"../action-chunks/chunk-6UULAN6Q.js";import"../action-chunks/chunk-NTHMEBCW.js";
import{C as Dt,D as $t,c as St,n as Rt,w as xt,z as kt}from"../action-chunks/chunk-2AHEDJIL.js";import"../action-chunks/chunk-QKOWGC76.js";
import{a as at}from"../action-chunks/chunk-R2LRCHEZ.js";import{f as O,h as _,i as F,l as K}from"../action-chunks/chunk-BI5J5TON.js";import"../action-chunks/chunk-43HJP4GV.js";
import"../action-chunks/chunk-PCAYXEYE.js";import"../action-chunks/chunk-FEWEGGSU.js";import"../action-chunks/chunk-J2SX2PKD.js";import{a as ut}from"../action-chunks/chunk-PO5EA42V.js";
import"../action-chunks/chunk-6MN2SSD3.js";import{b as C,c as q,d as L}from"../action-chunks/chunk-ZB3GGCKF.js";import{I as mt,J as X,d as lt,
h as N,i as dt,j as ct,t as ft}from"../action-chunks/chunk-E6JLSL3E.js";import{f as st,k as J}from"../action-chunks/chunk-DHIUKFLR.js";import"../action-chunks/chunk-SM223FN7.js";
import{d as $}from"../action-chunks/chunk-A64LSPLL.js";var R=$(at(),1);import{lstat as Qt,open as Zt,readFile as It,rm as te}from"node:fs/promises";var I=class{#t;#e;#o;constructor(t,e,n){
this.#t=t,this.#e=e,this.#o=n}async run(t){let e=await Promise.all(this.#e.map(n=>ee(n.name,n.path)));try{return await this.#t.
run(t)}finally{let n=[];for(let o of e)await ne(o)&&n.push(o.name);n.length>0&&this.#o(n)}}};async function ee(r,t){let e=await Mt(
t);return e?.isFile()?{name:r,path:t,file:{content:await It(t),dev:e.dev,ino:e.ino}}:{name:r,path:t,file:null}}async function ne(r){
let{path:t,file:e}=r;if(e===null)return!1;let n=await Mt(t),o=n?.isFile()===!0&&n.dev===e.dev&&n.ino===e.ino;return o&&n.
size===e.content.length&&(await It(t)).equals(e.content)?!1:(o?await Ft(t,R.constants.O_WRONLY|R.constants.O_TRUNC|_t,e.
content):(await te(t,{recursive:!0,force:!0}),await Ft(t,R.constants.O_WRONLY|R.constants.O_CREAT|R.constants.O_EXCL|_t,
e.content)),!0)}var _t=R.constants.O_NOFOLLOW??0;async function Ft(r,t,e){let n=await Zt(r,t,420);try{await n.writeFile(
e)}finally{await n.close()}}async function Mt(r){try{return await Qt(r)}catch{return null}}var Ht=$(ut(),1);var T=class{#t;#e={stdout:"",stderr:""};#o=null;constructor(t){this.#t=t}push(t,e){let n=this.#e[e]+t,o=n.endsWith("\r")?
n.slice(0,-1):n,i=Math.max(o.lastIndexOf(`
`),o.lastIndexOf("\r"))+1;n.length-i>65536&&(i=n.length),this.#n(e,n.slice(0,i)),this.#e[e]=n.slice(i)}end(t){this.#n(t,
this.#e[t]),this.#e[t]=""}#n(t,e){e!==""&&(this.#o!==null&&!this.#o.ended&&this.#o.stream!==t&&this.#t(`
`,!0),this.#t(e,!1),this.#o={stream:t,ended:e.endsWith(`
`)||e.endsWith("\r")})}};var Bt=64*1024,M=4096,re=4096,Y=16,G=class{#t;#e;#o;#n="";#r="";#i=0;#s=!1;constructor(t,e){this.#t=t,this.#e=e,this.#o=
new T(n=>{this.#n+=n,this.#s=!0})}push(t,e){this.#s=!1,this.#o.push(t,e),this.#s&&this.#a(!1)}flush(){this.#a(!0)}end(){
this.#o.end("stdout"),this.#o.end("stderr"),this.#n!==""&&this.#l(this.#n.length)}#a(t){let e=this.#n;if(e===""||!t&&e.length<
this.#i&&e.length<=Bt)return;let n=O(this.#r+e,this.#t),o=n.redactions.length>0,i=B(e,e.length-1);if(t&&B(e,e.length)===
e.length&&(!o||this.#u(n.text,i))){this.#l(e.length);return}let s=o?Y:1;for(let l=i;l>0&&s>0;s--,l=B(e,l-1)){if(!o||this.#u(
n.text,l)){this.#l(l);break}this.#i=e.length+Math.max(M,e.length>>2)}for(;this.#n.length>Bt;)this.#d()}#d(){let t=this.#n,
e=O(this.#r+t,this.#t).text,n=Y;for(let a=t.length-M;a>0&&n>0;a--)if(oe(t,a-1)&&(n--,this.#u(e,a))){this.#l(a);return}let o=_(
this.#r+t,this.#t),i=this.#r.length,s=t.length-M,l=0,u=o.length-1;for(n=Y;s>0&&n>0;s--){for(;u>=0&&o[u].start-i>=s;)u--;
if(u>=0&&o[u].end-i>s&&(s=o[u].start-i,s<=0))break;if(!ie(t.charCodeAt(s))&&(l||=s,n--,this.#u(e,s))){this.#l(s);return}}
this.#l(l>0?l:t.length-M)}#u(t,e){return F(this.#r+this.#n,this.#r.length+e,this.#t,t)}#l(t){let e=this.#n.slice(0,t);this.#n=
this.#n.slice(t),this.#i=0;let n=O(this.#r+e,this.#t).text,o=O(this.#r,this.#t).text,i=0;for(;i<o.length&&i<n.length&&n[i]===
o[i];)i++;let s=n.lastIndexOf(X.markerPrefix,i-1);s>=0&&s<i&&n.indexOf(X.markerSuffix,s)>=i&&(i=s);let l=n.slice(i),u=this.#r+
e;this.#r=u.slice(B(u,u.length-1)).slice(-re),l!==""&&this.#e(l)}};function B(r,t){for(let e=Math.min(t,r.length)-1;e>=0;e--){
let n=r.charCodeAt(e);if(n===z||n===Gt&&r.charCodeAt(e+1)!==z)return e+1}return 0}var z=10,Gt=13;function oe(r,t){let e=r.
charCodeAt(t);if(se(e)||e===27||e>=55296&&e<=56319)return!1;if(e!==32&&e!==9)return!0;let n=t;for(;n>0&&(r.charCodeAt(n-
1)===32||r.charCodeAt(n-1)===9);)n--;let o=r.charCodeAt(n-1);return o!==z&&o!==Gt}function ie(r){return r>=56320&&r<=57343}
function se(r){return r>=48&&r<=57||r>=65&&r<=90||r>=97&&r<=122||r===43||r===47||r===61||r===95||r===45||r===46||r===37}var ae=500,H=class{#t;#e;#o;#n;constructor(t,e,n){this.#t=t,this.#e=e,this.#o=n.secrets,this.#n=n.newToken??ue}#r;async run(t){
let e={token:this.#n(),echo:new G(this.#o,n=>{this.#e(n),e.atLineStart=n.endsWith(`
`)}),atLineStart:!0,quiet:setTimeout(()=>{this.#r===e&&e.echo.flush()},ae).unref()};this.#r=e,this.#e(`::stop-commands::${e.
token}
`);try{return await this.#t.run({...t,onOutput:(n,o)=>{n!==""&&this.#r===e&&(e.echo.push(n,o),e.quiet.refresh()),t.onOutput?.(
n,o)}})}finally{this.endBlock()}}endBlock(){let t=this.#r;t!==void 0&&(this.#r=void 0,clearTimeout(t.quiet),t.echo.end(),
this.#e(`${t.atLineStart?"":`
`}::${t.token}::
`))}};function ue(){return(0,Ht.randomBytes)(16).toString("hex")}var Jt=$(ut(),1),w=$(at(),1);import{spawn as ce}from"node:child_process";import{tmpdir as fe}from"node:os";import{join as me}from"node:path";
import{StringDecoder as he}from"node:string_decoder";var le=8;function Ut(r,t,e,n){let o=r+t,i=r.length,s=_(o,e),l=s.find(d=>d.start<i&&d.end>i),u=l?l.end-i:0;if(n&&(u=jt(t,
u)),!o.includes("\x1B")&&s.every(d=>d.end<=i+u))return u;let a=O(o,e).text;for(let d=0;u<t.length&&d<=le;d++){if(F(o,i+u,
e,a))return u;u=n?jt(t,u+1):de(t,u+1)}return t.length}function jt(r,t){if(t===0||r.charCodeAt(t-1)===Vt)return t;let e=r.
indexOf(`
`,t);return e===-1?r.length:e+1}function de(r,t){for(let e=t;e<=r.length;e++){let n=r.charCodeAt(e-1);if(n===Vt||n===32||
n===9)return e}return r.length}var Vt=10;var Q={killGraceMs:5e3,maxOutputBytes:1024*1024,drainMs:1e3};function pe(r){try{process.kill(-r,0)}catch{return!1}let t;
try{t=(0,w.readdirSync)("/proc")}catch{return!0}for(let e of t){if(!/^\d+$/.test(e))continue;let n;try{n=(0,w.readFileSync)(
`/proc/${e}/stat`,"utf8")}catch{continue}let[o,,i]=n.slice(n.lastIndexOf(")")+2).split(" ");if(Number(i)===r&&o!=="Z")return!0}
return!1}var j=class{#t;#e;#o;#n;#r;#i;#s;#a;constructor(t={}){this.#t=t.tempDir??fe(),this.#e=t.killGraceMs??Q.killGraceMs,
this.#o=t.maxOutputBytes??Q.maxOutputBytes,this.#n=t.drainMs??Q.drainMs,this.#r=t.outputHook,this.#i=t.reuseScripts?new Map:
void 0,this.#s=t.secrets??[],this.#a=t.noPathHint??"PATH is not set in its environment"}async run(t){let e=ht(t.shell);ge(
t.cwd);let n=pt(e,t.script),o=this.#d(e.extension,n),i=o??me(this.#t,`baton-step-${(0,Jt.randomUUID)()}${e.extension}`);
o===void 0&&((0,w.writeFileSync)(i,n,{flag:"wx",mode:448}),this.#i?.set(`${e.extension}\0${n}`,i)),this.#r?.begin?.();try{
return await this.#u(e.file,gt(e,i),t)}finally{this.#r?.end?.(),this.#i===void 0&&(0,w.rmSync)(i,{force:!0})}}#d(t,e){let n=`${t}\
\0${e}`,o=this.#i?.get(n);if(o===void 0)return;let i=Buffer.from(e),s;try{s=yt(o,i.length)}catch{s={kind:"missing"}}if(s.
kind==="file"&&i.equals(s.bytes))return o;this.#i?.delete(n)}#u(t,e,n){return new Promise((o,i)=>{let s=new Date,l=new U(
this.#o),u=new U(this.#o),a=ce(t,e,{cwd:n.cwd,env:n.env,stdio:["ignore","pipe","pipe"],detached:!0});a.pid!==void 0&&n.onStart?.(
a.pid);let d,p,f,m,g=!1,b=c=>{if(a.pid!==void 0)try{process.kill(-a.pid,c)}catch{}},y=()=>a.pid!==void 0&&pe(a.pid),h,x=!1,
V,k=null,A,Z=()=>{b("SIGKILL"),A=Date.now()},tt=Number.POSITIVE_INFINITY,et=c=>{c>=tt||(tt=c,clearTimeout(d),d=setTimeout(
Z,Math.max(0,c-Date.now())),d.unref())},E=()=>{k!=="terminate"&&(k="terminate",clearTimeout(p),b("SIGTERM"),et(Date.now()+
this.#e))},P=()=>{if(n.stop!=="interrupt"||n.kill?.aborted)return E();k===null&&(k="interrupt",b("SIGINT"),p=setTimeout(
()=>b("SIGTERM"),1.5*this.#e),p.unref(),et(Date.now()+2*this.#e))},zt=()=>{let c=y();return n.kill?.aborted&&A===void 0&&
c&&Z(),c&&(A===void 0||Date.now()-A<2e3)?(h??=setInterval(D,100),!1):(clearInterval(h),x?!0:V===void 0?(V=Date.now(),setTimeout(
D,this.#n).unref(),!1):Date.now()-V>=this.#n)},D=()=>{g||m===void 0||k!==null&&!zt()||(clearInterval(h),g=!0,clearTimeout(
f),a.stdout?.destroy(),a.stderr?.destroy(),W("stdout"),W("stderr"),n.signal?.removeEventListener("abort",P),n.kill?.removeEventListener(
"abort",E),clearTimeout(d),clearTimeout(p),o({exitCode:m.code,signal:m.signal,startedAt:s,finishedAt:new Date,output:l.text(
this.#s),stdout:u.text(this.#s)}))},nt=new T((c,S)=>S?l.insert(c):l.push(c)),W=c=>nt.end(c),rt=(c,S)=>{let ot=new he("ut\
f8"),it=v=>{nt.push(v,S),v!==""&&(S==="stdout"&&u.push(v),this.#r?.chunk(v,S),n.onOutput?.(v,S))};c.on("data",v=>{l.wrote(
v.length),S==="stdout"&&u.wrote(v.length),it(ot.write(v))}),c.on("end",()=>{it(ot.end()),W(S)})};rt(a.stdout,"stdout"),rt(
a.stderr,"stderr"),a.on("error",c=>{if(g)return;g=!0,n.signal?.removeEventListener("abort",P),n.kill?.removeEventListener(
"abort",E);let S=c.code==="ENOENT"&&!t.includes("/")&&!n.env.PATH;i(new C("shell-failed",`could not start ${JSON.stringify(
t)}: ${c.code??c.message}${S?`; ${this.#a}`:""}`,{where:"shell",cause:c}))}),a.on("exit",(c,S)=>{m={code:c,signal:S},f=setTimeout(
()=>{k===null&&(a.stdout?.destroy(),a.stderr?.destroy()),D()},this.#n),f.unref()}),a.on("close",()=>{x=!0,D()}),n.kill?.
aborted?E():n.kill?.addEventListener("abort",E,{once:!0}),n.signal&&(n.signal.aborted?P():n.signal.addEventListener("abo\
rt",P,{once:!0}))})}};function ge(r){let t;try{t=(0,w.statSync)(r)}catch{t=void 0}if(!t?.isDirectory())throw new C("work\
ing-directory-missing",`${r} is not a directory`,{where:"working-directory"})}var Wt=64*1024,ye=`${["-----BEGIN","PRIVAT\
E","KEY-----"].join(" ")}
`,Se=128,U=class{#t;#e=[];#o=0;#n=0;#r=0;#i=0;#s=!1;#a="";constructor(t){this.#t=t}wrote(t){this.#r+=t}insert(t){this.push(
t),this.#i+=Buffer.byteLength(t)}push(t){this.#e.push(t);let e=Buffer.byteLength(t);for(this.#o+=e,this.#n+=e;this.#e.length>
1&&this.#o-Buffer.byteLength(this.#e[0])>=this.#t+Wt;){let n=this.#e.shift();this.#o-=Buffer.byteLength(n),this.#d(n)}}#d(t){
let e=this.#a+t;this.#s=K(e,this.#s,this.#a.length),this.#a=e.slice(-Se)}text(t=[]){let e=Buffer.from(this.#e.join(""));
if(e.length<=this.#t)return e.toString("utf8");let n=e.length-this.#t-1,o=e.indexOf(10,n),i=[e.indexOf(32,n),e.indexOf(9,
n)].filter(a=>a>=0),s=o>=0&&o<e.length-1?o:i.length>0?Math.min(...i):-1,l="";if(s>=0){let a=s+1,d=Math.max(0,a-Wt),p=d===
0?-1:e.indexOf(10,d-1);for(p>=0&&p+1<a&&(d=p+1);(e[d]&192)===128;)d++;let m=(K(this.#a+e.subarray(0,d).toString("utf8"),
this.#s,this.#a.length)?ye:"")+e.subarray(d,a).toString("utf8"),g=e.subarray(a).toString("utf8");l=g.slice(Ut(m,g,t,e[s]===
10))}let u=l!==""?`the last ${this.#t} bytes at most are kept`:s===-1?"none of it is kept, as no line or space was left \
to start at":"none of it is kept, as all of it after the cut may be part of a secret the cut went through";return this.#n===
this.#r+this.#i?`[baton: the first ${this.#n-Buffer.byteLength(l)} bytes of this output were left out; ${u}]
${l}`:`[baton: this output was ${this.#r} bytes, not all of it UTF-8 text, and its start was left out; ${u}${l===""?"":"\
, as text (a byte that is not UTF-8 as \uFFFD)"}]
${l}`}};async function Xt(r,t){if(r.agent===null)throw new q(`stage ${r.stage}: runStage needs an agent (run or agent); this spe\
c is for a split stage`);let e=[],n,o,i={},s="",l=!1;for(let u=1;;u++){let a=await Ot(r,t,{...i,attempt:u,...n?{upstream:n}:
{},...o!==void 0?{parent:o}:{}});if(a.kind==="refused")return t.reporter?.error(a.result.outcome.message??"",r.stage),{...a.
result,attempts:[...e,...a.result.attempts]};n=a.upstream,o=a.parent;let d=a.prepared;d.repair||(s=d.prompt);for(let b of d.
warnings)t.reporter?.warning(b.message,`${r.stage} ${b.path}`);let p=await Oe(r,d,t),f=await vt(r,d,p,t,{...t.signal?{signal:t.
signal}:{},...r.verify===null?{}:{verify:()=>Re(r,d,t,r.verify)}});e.push(f);let{outcome:m}=f,g=t.signal?.aborted===!0;if(f.
repairProblems.length>0&&!l&&!g){l=!0,t.reporter?.warning(`${m.message}; giving the agent one repair turn`,r.stage),i={repair:{
problems:f.repairProblems,previousPrompt:s}};continue}if(m.reason==="verify-failed"&&u<r.attempts&&!g){t.reporter?.warning(
`attempt ${u} of ${r.attempts}: ${m.message}; trying again`,r.stage),i={attemptContext:be(u+1,f.handoff,f.record.verify)};
continue}return m.reason==="cancelled"?t.reporter?.warning(m.message,r.stage):m.reason!=="completed"&&t.reporter?.error(
m.message,r.stage),we(r,m,e,f.outputs)}}function we(r,t,e,n){let o=e.at(-1);if(!o)throw new q(`stage ${r.stage}: no atte\
mpt was stored`);return{stage:r.stage,ok:t.reason==="completed",outcome:t,attempts:e,final:o,outputs:n}}function be(r,t,e){
return{number:r,previous:t,verify:e?{exit_code:e.exit_code,output:e.output_tail}:null}}function ve(r,t){let e={};for(let[
n,o]of Object.entries(r))dt.includes(n)||ct.some(i=>n.startsWith(i))||(e[n]=o);return{...e,...t}}function qt(r,t,e,n={}){
return ve(e.env,{...n,[N.promptPath]:t.promptPath,[N.handoffPath]:t.handoffPath,[N.stage]:r.stage})}async function Oe(r,t,e){
let n=r.agent,o=n.kind==="preset"?{...St(n.preset),shell:"bash"}:{script:n.command,env:{},shell:r.shell};return e.reporter?.
info(`${r.stage}: attempt ${t.attempt}${t.repair?" (repair turn)":""}, running the agent`),Kt(e,()=>({script:o.script,shell:o.
shell,cwd:e.workspace.resolveDirectory(r.workingDirectory),env:qt(r,t,e,o.env)}))}async function Kt(r,t){let e=r.workspace.
now();try{return await r.runner.run({...t(),...r.onOutput?{onOutput:r.onOutput}:{},...r.signal?{signal:r.signal}:{}})}catch(n){
let o=`${bt}${L(n)}
`;return r.onOutput?.(o,"stderr"),{exitCode:null,signal:null,startedAt:e,finishedAt:r.workspace.now(),output:o,stdout:""}}}
async function Re(r,t,e,n){e.reporter?.info(`${r.stage}: attempt ${t.attempt}, running verify`);let o=await Kt(e,()=>({script:n,
shell:r.shell,cwd:e.workspace.resolveDirectory(r.workingDirectory),env:qt(r,t,e)})),i=wt(o.output,r.redact,"verify.outpu\
t_tail");return{facts:{command:n,exit_code:o.exitCode,output_tail:lt(i.text,ft.verifyOutputTailBytes),duration_ms:Math.max(
0,o.finishedAt.getTime()-o.startedAt.getTime())},problems:i.problems}}async function xe(r,t,e){$t(r.env);let{spec:n,store:o,workspace:i,reporter:s,secrets:l,openRun:u}=await Nt("stage",r.env);
t.stage=n.stage,t.secrets=l,t.store=new Lt(o);let a=Dt(r.env,"RUNNER_TEMP"),d=new j({tempDir:a,killGraceMs:xt.agentGrace}),
p=new H(d,r.write,{secrets:l});t.runner=p;let f=new AbortController,m=new I(p,ke(r.env),h=>f.abort(`a command of the sta\
ge (the agent or verify) wrote to the files of the step\u2019s file commands (${h.join(", ")}), which only baton may wri\
te to; baton put them back as they were, so none of it reaches the runner or the steps after this one`)),g=h=>f.signal.aborted&&
h.includes(String(f.signal.reason)),b={info:h=>s.info(h),warning:(h,x)=>{g(h)||s.warning(h,x)},error:()=>{},group:(h,x)=>s.
group(h,x)},y=await Xt(n,{store:t.store,workspace:i,openRun:u,runner:m,reporter:b,env:Et(r.env),signal:AbortSignal.any([
f.signal,e.signal])});if(!t.settled){if(t.settled=!0,await Tt("stage",y.final,y.outputs,t,s),y.outcome.reason==="cancell\
ed"&&!g(y.outcome.message??"")){s.info(`stage ${n.stage}: cancelled, stored as artifact ${y.final.ref.id}`),process.exitCode=
st.Failure;return}if(!y.ok)throw new C(y.outcome.reason,y.outcome.message??y.outcome.reason,{where:`stage ${n.stage}`});
s.info(`stage ${n.stage}: ${y.final.record.status}, stored as artifact ${y.final.ref.id}`)}}function ke(r){return Object.
values(mt).flatMap(t=>{let e=r[t];return e?[{name:t,path:e}]:[]})}async function Yt(r=Rt()){let t=Ct(r.env),e={action:"s\
tage",refusedOutputs:!0,unfinished:"the step ended before the stage had a record to store"};await kt(r,n=>xe(r,t,n),{async failed(n){
await At(t,n,e),J(L(n))},async outOfTime(n){t.runner?.endBlock(),J(await Pt(t,n,e))}})}await Yt();

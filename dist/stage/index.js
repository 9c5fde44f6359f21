import{a as xt}from"../action-chunks/chunk-Y5R22PXC.js";import{a as Rt}from"../action-chunks/chunk-DFM44OD2.js";import{a as gt,b as yt,c as St,
d as wt,f as vt,h as Ot,i as Ct,j as At,k as Pt,l as Dt,m as $t,p as _t,q as Lt}from"../action-chunks/chunk-ECDCA32Z.js";import"../action-chunks/chunk-NTHMEBCW.js";
import{C as Mt,D as Nt,c as bt,n as kt,w as Tt,z as Et}from"../action-chunks/chunk-FWDESMCL.js";import"../action-chunks/chunk-QKOWGC76.js";
import{a as ut}from"../action-chunks/chunk-R2LRCHEZ.js";import{f as O,h as _,i as L,j as pt,m as Y}from"../action-chunks/chunk-726HAL4Q.js";
import"../action-chunks/chunk-43HJP4GV.js";import"../action-chunks/chunk-PCAYXEYE.js";import"../action-chunks/chunk-FEWEGGSU.js";import"../action-chunks/chunk-J2SX2PKD.js";
import{a as lt}from"../action-chunks/chunk-PO5EA42V.js";import"../action-chunks/chunk-6MN2SSD3.js";import{b as C,c as K,d as N}from"../action-chunks/chunk-ZB3GGCKF.js";
import{I as ht,J as X,d as dt,h as M,i as ct,j as ft,t as mt}from"../action-chunks/chunk-E6JLSL3E.js";import{f as at,k as J}from"../action-chunks/chunk-DHIUKFLR.js";
import"../action-chunks/chunk-SM223FN7.js";import{d as $}from"../action-chunks/chunk-A64LSPLL.js";var R=$(ut(),1);import{lstat as te,open as ee,readFile as Bt,rm as ne}from"node:fs/promises";var I=class{#t;#e;#n;constructor(t,e,n){
this.#t=t,this.#e=e,this.#n=n}async run(t){let e=await Promise.all(this.#e.map(n=>re(n.name,n.path)));try{return await this.#t.
run(t)}finally{let n=[];for(let o of e)await oe(o)&&n.push(o.name);n.length>0&&this.#n(n)}}};async function re(r,t){let e=await Gt(
t);return e?.isFile()?{name:r,path:t,file:{content:await Bt(t),dev:e.dev,ino:e.ino}}:{name:r,path:t,file:null}}async function oe(r){
let{path:t,file:e}=r;if(e===null)return!1;let n=await Gt(t),o=n?.isFile()===!0&&n.dev===e.dev&&n.ino===e.ino;return o&&n.
size===e.content.length&&(await Bt(t)).equals(e.content)?!1:(o?await Ft(t,R.constants.O_WRONLY|R.constants.O_TRUNC|It,e.
content):(await ne(t,{recursive:!0,force:!0}),await Ft(t,R.constants.O_WRONLY|R.constants.O_CREAT|R.constants.O_EXCL|It,
e.content)),!0)}var It=R.constants.O_NOFOLLOW??0;async function Ft(r,t,e){let n=await ee(r,t,420);try{await n.writeFile(
e)}finally{await n.close()}}async function Gt(r){try{return await te(r)}catch{return null}}var jt=$(lt(),1);var F=class{#t;#e;#n;constructor(t,e){this.#t=t,this.#e=e}arm(){clearTimeout(this.#n),this.#n=setTimeout(()=>this.#e(),this.#t),
this.#n.unref?.()}stop(){clearTimeout(this.#n),this.#n=void 0}};var T=class{#t;#e={stdout:"",stderr:""};#n=null;constructor(t){this.#t=t}push(t,e){let n=this.#e[e]+t,o=n.endsWith("\r")?
n.slice(0,-1):n,i=Math.max(o.lastIndexOf(`
`),o.lastIndexOf("\r"))+1;n.length-i>65536&&(i=n.length),this.#r(e,n.slice(0,i)),this.#e[e]=n.slice(i)}end(t){this.#r(t,
this.#e[t]),this.#e[t]=""}#r(t,e){e!==""&&(this.#n!==null&&!this.#n.ended&&this.#n.stream!==t&&this.#t(`
`,!0),this.#t(e,!1),this.#n={stream:t,ended:e.endsWith(`
`)||e.endsWith("\r")})}};var Ut=64*1024,B=4096,ie=4096,Q=16,U=class{#t;#e;#n;#r="";#o="";#i=0;#s=!1;#a;#u;constructor(t,e,n={}){this.#t=t,this.#e=
e,this.#a=n.holdWhatMayGoOn??!1,this.#u=n.quietMs===void 0?void 0:new F(n.quietMs,()=>this.flush());let o=n.hide;this.#n=
new T(i=>{this.#r+=o===void 0?i:o(i),this.#s=!0})}push(t,e){this.#s=!1,this.#n.push(t,e),this.#s&&this.#d(!1),this.#u?.arm()}flush(){
this.#d(!0)}stop(){this.#u?.stop()}end(){this.stop(),this.#n.end("stdout"),this.#n.end("stderr"),this.#r!==""&&this.#l(this.#r.
length)}#d(t){let e=this.#r;if(e==="")return;let n=t&&!(this.#a&&pt(this.#o+e,this.#t));if(!n&&e.length<this.#i&&e.length<=
Ut)return;let o=O(this.#o+e,this.#t),i=o.redactions.length>0,s=G(e,e.length-1);if(n&&G(e,e.length)===e.length&&(!i||this.#c(
o.text,s))){this.#l(e.length);return}let l=i?Q:1;for(let a=s;a>0&&l>0;l--,a=G(e,a-1)){if(!i||this.#c(o.text,a)){this.#l(
a);break}this.#i=e.length+Math.max(B,e.length>>2)}for(;this.#r.length>Ut;)this.#f()}#f(){let t=this.#r,e=O(this.#o+t,this.#t).
text,n=Q;for(let u=t.length-B;u>0&&n>0;u--)if(se(t,u-1)&&(n--,this.#c(e,u))){this.#l(u);return}let o=_(this.#o+t,this.#t),
i=this.#o.length,s=t.length-B,l=0,a=o.length-1;for(n=Q;s>0&&n>0;s--){for(;a>=0&&o[a].start-i>=s;)a--;if(a>=0&&o[a].end-i>
s&&(s=o[a].start-i,s<=0))break;if(!ae(t.charCodeAt(s))&&(l||=s,n--,this.#c(e,s))){this.#l(s);return}}this.#l(l>0?l:t.length-
B)}#c(t,e){return L(this.#o+this.#r,this.#o.length+e,this.#t,t)}#l(t){let e=this.#r.slice(0,t);this.#r=this.#r.slice(t),
this.#i=0;let n=O(this.#o+e,this.#t).text,o=O(this.#o,this.#t).text,i=0;for(;i<o.length&&i<n.length&&n[i]===o[i];)i++;let s=n.
lastIndexOf(X.markerPrefix,i-1);s>=0&&s<i&&n.indexOf(X.markerSuffix,s)>=i&&(i=s);let l=n.slice(i),a=this.#o+e;this.#o=a.
slice(G(a,a.length-1)).slice(-ie),l!==""&&this.#e(l)}};function G(r,t){for(let e=Math.min(t,r.length)-1;e>=0;e--){let n=r.
charCodeAt(e);if(n===z||n===Ht&&r.charCodeAt(e+1)!==z)return e+1}return 0}var z=10,Ht=13;function se(r,t){let e=r.charCodeAt(
t);if(ue(e)||e===27||e>=55296&&e<=56319)return!1;if(e!==32&&e!==9)return!0;let n=t;for(;n>0&&(r.charCodeAt(n-1)===32||r.
charCodeAt(n-1)===9);)n--;let o=r.charCodeAt(n-1);return o!==z&&o!==Ht}function ae(r){return r>=56320&&r<=57343}function ue(r){
return r>=48&&r<=57||r>=65&&r<=90||r>=97&&r<=122||r===43||r===47||r===61||r===95||r===45||r===46||r===37}var H=class{#t;#e;#n;#r;constructor(t,e,n){this.#t=t,this.#e=e,this.#n=n.secrets,this.#r=n.newToken??de}#o;async run(t){
let e={token:this.#r(),echo:new U(this.#n,n=>{this.#e(n),e.atLineStart=n.endsWith(`
`)},{quietMs:500}),atLineStart:!0};this.#o=e,this.#e(`::stop-commands::${e.token}
`);try{return await this.#t.run({...t,onOutput:(n,o)=>{n!==""&&this.#o===e&&e.echo.push(n,o),t.onOutput?.(n,o)}})}finally{
this.endBlock()}}endBlock(){let t=this.#o;t!==void 0&&(this.#o=void 0,t.echo.end(),this.#e(`${t.atLineStart?"":`
`}::${t.token}::
`))}};function de(){return(0,jt.randomBytes)(16).toString("hex")}var Xt=$(lt(),1),w=$(ut(),1);import{spawn as me}from"node:child_process";import{tmpdir as he}from"node:os";import{join as pe}from"node:path";
import{StringDecoder as ge}from"node:string_decoder";var ce=8;function Vt(r,t,e,n){let o=r+t,i=r.length,s=_(o,e),l=s.find(d=>d.start<i&&d.end>i),a=l?l.end-i:0;if(n&&(a=Wt(t,
a)),!o.includes("\x1B")&&s.every(d=>d.end<=i+a))return a;let u=O(o,e).text;for(let d=0;a<t.length&&d<=ce;d++){if(L(o,i+a,
e,u))return a;a=n?Wt(t,a+1):fe(t,a+1)}return t.length}function Wt(r,t){if(t===0||r.charCodeAt(t-1)===qt)return t;let e=r.
indexOf(`
`,t);return e===-1?r.length:e+1}function fe(r,t){for(let e=t;e<=r.length;e++){let n=r.charCodeAt(e-1);if(n===qt||n===32||
n===9)return e}return r.length}var qt=10;var Z={killGraceMs:5e3,maxOutputBytes:1024*1024,drainMs:1e3};function ye(r){try{process.kill(-r,0)}catch{return!1}let t;
try{t=(0,w.readdirSync)("/proc")}catch{return!0}for(let e of t){if(!/^\d+$/.test(e))continue;let n;try{n=(0,w.readFileSync)(
`/proc/${e}/stat`,"utf8")}catch{continue}let[o,,i]=n.slice(n.lastIndexOf(")")+2).split(" ");if(Number(i)===r&&o!=="Z")return!0}
return!1}var j=class{#t;#e;#n;#r;#o;#i;#s;#a;constructor(t={}){this.#t=t.tempDir??he(),this.#e=t.killGraceMs??Z.killGraceMs,
this.#n=t.maxOutputBytes??Z.maxOutputBytes,this.#r=t.drainMs??Z.drainMs,this.#o=t.outputHook,this.#i=t.reuseScripts?new Map:
void 0,this.#s=t.secrets??[],this.#a=t.noPathHint??"PATH is not set in its environment"}async run(t){let e=gt(t.shell);Se(
t.cwd);let n=yt(e,t.script),o=this.#u(e.extension,n),i=o??pe(this.#t,`baton-step-${(0,Xt.randomUUID)()}${e.extension}`);
o===void 0&&((0,w.writeFileSync)(i,n,{flag:"wx",mode:448}),this.#i?.set(`${e.extension}\0${n}`,i)),this.#o?.begin?.();try{
return await this.#d(e.file,St(e,i),t)}finally{this.#o?.end?.(),this.#i===void 0&&(0,w.rmSync)(i,{force:!0})}}#u(t,e){let n=`${t}\
\0${e}`,o=this.#i?.get(n);if(o===void 0)return;let i=Buffer.from(e),s;try{s=wt(o,i.length)}catch{s={kind:"missing"}}if(s.
kind==="file"&&i.equals(s.bytes))return o;this.#i?.delete(n)}#d(t,e,n){return new Promise((o,i)=>{let s=new Date,l=new W(
this.#n),a=new W(this.#n),u=me(t,e,{cwd:n.cwd,env:n.env,stdio:["ignore","pipe","pipe"],detached:!0});u.pid!==void 0&&n.onStart?.(
u.pid);let d,p,f,m,g=!1,b=c=>{if(u.pid!==void 0)try{process.kill(-u.pid,c)}catch{}},y=()=>u.pid!==void 0&&ye(u.pid),h,x=!1,
V,k=null,A,tt=()=>{b("SIGKILL"),A=Date.now()},et=Number.POSITIVE_INFINITY,nt=c=>{c>=et||(et=c,clearTimeout(d),d=setTimeout(
tt,Math.max(0,c-Date.now())),d.unref())},E=()=>{k!=="terminate"&&(k="terminate",clearTimeout(p),b("SIGTERM"),nt(Date.now()+
this.#e))},P=()=>{if(n.stop!=="interrupt"||n.kill?.aborted)return E();k===null&&(k="interrupt",b("SIGINT"),p=setTimeout(
()=>b("SIGTERM"),1.5*this.#e),p.unref(),nt(Date.now()+2*this.#e))},Zt=()=>{let c=y();return n.kill?.aborted&&A===void 0&&
c&&tt(),c&&(A===void 0||Date.now()-A<2e3)?(h??=setInterval(D,100),!1):(clearInterval(h),x?!0:V===void 0?(V=Date.now(),setTimeout(
D,this.#r).unref(),!1):Date.now()-V>=this.#r)},D=()=>{g||m===void 0||k!==null&&!Zt()||(clearInterval(h),g=!0,clearTimeout(
f),u.stdout?.destroy(),u.stderr?.destroy(),q("stdout"),q("stderr"),n.signal?.removeEventListener("abort",P),n.kill?.removeEventListener(
"abort",E),clearTimeout(d),clearTimeout(p),o({exitCode:m.code,signal:m.signal,startedAt:s,finishedAt:new Date,output:l.text(
this.#s),stdout:a.text(this.#s)}))},rt=new T((c,S)=>S?l.insert(c):l.push(c)),q=c=>rt.end(c),ot=(c,S)=>{let it=new ge("ut\
f8"),st=v=>{rt.push(v,S),v!==""&&(S==="stdout"&&a.push(v),this.#o?.chunk(v,S),n.onOutput?.(v,S))};c.on("data",v=>{l.wrote(
v.length),S==="stdout"&&a.wrote(v.length),st(it.write(v))}),c.on("end",()=>{st(it.end()),q(S)})};ot(u.stdout,"stdout"),ot(
u.stderr,"stderr"),u.on("error",c=>{if(g)return;g=!0,n.signal?.removeEventListener("abort",P),n.kill?.removeEventListener(
"abort",E);let S=c.code==="ENOENT"&&!t.includes("/")&&!n.env.PATH;i(new C("shell-failed",`could not start ${JSON.stringify(
t)}: ${c.code??c.message}${S?`; ${this.#a}`:""}`,{where:"shell",cause:c}))}),u.on("exit",(c,S)=>{m={code:c,signal:S},f=setTimeout(
()=>{k===null&&(u.stdout?.destroy(),u.stderr?.destroy()),D()},this.#r),f.unref()}),u.on("close",()=>{x=!0,D()}),n.kill?.
aborted?E():n.kill?.addEventListener("abort",E,{once:!0}),n.signal&&(n.signal.aborted?P():n.signal.addEventListener("abo\
rt",P,{once:!0}))})}};function Se(r){let t;try{t=(0,w.statSync)(r)}catch{t=void 0}if(!t?.isDirectory())throw new C("work\
ing-directory-missing",`${r} is not a directory`,{where:"working-directory"})}var Jt=64*1024,we=`${["-----BEGIN","PRIVAT\
E","KEY-----"].join(" ")}
`,be=128,W=class{#t;#e=[];#n=0;#r=0;#o=0;#i=0;#s=!1;#a="";constructor(t){this.#t=t}wrote(t){this.#o+=t}insert(t){this.push(
t),this.#i+=Buffer.byteLength(t)}push(t){this.#e.push(t);let e=Buffer.byteLength(t);for(this.#n+=e,this.#r+=e;this.#e.length>
1&&this.#n-Buffer.byteLength(this.#e[0])>=this.#t+Jt;){let n=this.#e.shift();this.#n-=Buffer.byteLength(n),this.#u(n)}}#u(t){
let e=this.#a+t;this.#s=Y(e,this.#s,this.#a.length),this.#a=e.slice(-be)}text(t=[]){let e=Buffer.from(this.#e.join(""));
if(e.length<=this.#t)return e.toString("utf8");let n=e.length-this.#t-1,o=e.indexOf(10,n),i=[e.indexOf(32,n),e.indexOf(9,
n)].filter(u=>u>=0),s=o>=0&&o<e.length-1?o:i.length>0?Math.min(...i):-1,l="";if(s>=0){let u=s+1,d=Math.max(0,u-Jt),p=d===
0?-1:e.indexOf(10,d-1);for(p>=0&&p+1<u&&(d=p+1);(e[d]&192)===128;)d++;let m=(Y(this.#a+e.subarray(0,d).toString("utf8"),
this.#s,this.#a.length)?we:"")+e.subarray(d,u).toString("utf8"),g=e.subarray(u).toString("utf8");l=g.slice(Vt(m,g,t,e[s]===
10))}let a=l!==""?`the last ${this.#t} bytes at most are kept`:s===-1?"none of it is kept, as no line or space was left \
to start at":"none of it is kept, as all of it after the cut may be part of a secret the cut went through";return this.#r===
this.#o+this.#i?`[baton: the first ${this.#r-Buffer.byteLength(l)} bytes of this output were left out; ${a}]
${l}`:`[baton: this output was ${this.#o} bytes, not all of it UTF-8 text, and its start was left out; ${a}${l===""?"":"\
, as text (a byte that is not UTF-8 as \uFFFD)"}]
${l}`}};async function Kt(r,t){if(r.agent===null)throw new K(`stage ${r.stage}: runStage needs an agent (run or agent); this spe\
c is for a split stage`);let e=[],n,o,i={},s="",l=!1;for(let a=1;;a++){let u=await xt(r,t,{...i,attempt:a,...n?{upstream:n}:
{},...o!==void 0?{parent:o}:{}});if(u.kind==="refused")return t.reporter?.error(u.result.outcome.message??"",r.stage),{...u.
result,attempts:[...e,...u.result.attempts]};n=u.upstream,o=u.parent;let d=u.prepared;d.repair||(s=d.prompt);for(let b of d.
warnings)t.reporter?.warning(b.message,`${r.stage} ${b.path}`);let p=await xe(r,d,t),f=await Rt(r,d,p,t,{...t.signal?{signal:t.
signal}:{},...r.verify===null?{}:{verify:()=>ke(r,d,t,r.verify)}});e.push(f);let{outcome:m}=f,g=t.signal?.aborted===!0;if(f.
repairProblems.length>0&&!l&&!g){l=!0,t.reporter?.warning(`${m.message}; giving the agent one repair turn`,r.stage),i={repair:{
problems:f.repairProblems,previousPrompt:s}};continue}if(m.reason==="verify-failed"&&a<r.attempts&&!g){t.reporter?.warning(
`attempt ${a} of ${r.attempts}: ${m.message}; trying again`,r.stage),i={attemptContext:Oe(a+1,f.handoff,f.record.verify)};
continue}return m.reason==="cancelled"?t.reporter?.warning(m.message,r.stage):m.reason!=="completed"&&t.reporter?.error(
m.message,r.stage),ve(r,m,e,f.outputs)}}function ve(r,t,e,n){let o=e.at(-1);if(!o)throw new K(`stage ${r.stage}: no atte\
mpt was stored`);return{stage:r.stage,ok:t.reason==="completed",outcome:t,attempts:e,final:o,outputs:n}}function Oe(r,t,e){
return{number:r,previous:t,verify:e?{exit_code:e.exit_code,output:e.output_tail}:null}}function Re(r,t){let e={};for(let[
n,o]of Object.entries(r))ct.includes(n)||ft.some(i=>n.startsWith(i))||(e[n]=o);return{...e,...t}}function Yt(r,t,e,n={}){
return Re(e.env,{...n,[M.promptPath]:t.promptPath,[M.handoffPath]:t.handoffPath,[M.stage]:r.stage})}async function xe(r,t,e){
let n=r.agent,o=n.kind==="preset"?{...bt(n.preset),shell:"bash"}:{script:n.command,env:{},shell:r.shell};return e.reporter?.
info(`${r.stage}: attempt ${t.attempt}${t.repair?" (repair turn)":""}, running the agent`),Qt(e,()=>({script:o.script,shell:o.
shell,cwd:e.workspace.resolveDirectory(r.workingDirectory),env:Yt(r,t,e,o.env)}))}async function Qt(r,t){let e=r.workspace.
now();try{return await r.runner.run({...t(),...r.onOutput?{onOutput:r.onOutput}:{},...r.signal?{signal:r.signal}:{}})}catch(n){
let o=`${Ot}${N(n)}
`;return r.onOutput?.(o,"stderr"),{exitCode:null,signal:null,startedAt:e,finishedAt:r.workspace.now(),output:o,stdout:""}}}
async function ke(r,t,e,n){e.reporter?.info(`${r.stage}: attempt ${t.attempt}, running verify`);let o=await Qt(e,()=>({script:n,
shell:r.shell,cwd:e.workspace.resolveDirectory(r.workingDirectory),env:Yt(r,t,e)})),i=vt(o.output,r.redact,"verify.outpu\
t_tail");return{facts:{command:n,exit_code:o.exitCode,output_tail:dt(i.text,mt.verifyOutputTailBytes),duration_ms:Math.max(
0,o.finishedAt.getTime()-o.startedAt.getTime())},problems:i.problems}}async function Te(r,t,e){Nt(r.env);let{spec:n,store:o,workspace:i,reporter:s,secrets:l,openRun:a}=await _t("stage",r.env);
t.stage=n.stage,t.secrets=l,t.store=new Lt(o);let u=Mt(r.env,"RUNNER_TEMP"),d=new j({tempDir:u,killGraceMs:Tt.agentGrace}),
p=new H(d,r.write,{secrets:l});t.runner=p;let f=new AbortController,m=new I(p,Ee(r.env),h=>f.abort(`a command of the sta\
ge (the agent or verify) wrote to the files of the step\u2019s file commands (${h.join(", ")}), which only baton may wri\
te to; baton put them back as they were, so none of it reaches the runner or the steps after this one`)),g=h=>f.signal.aborted&&
h.includes(String(f.signal.reason)),b={info:h=>s.info(h),warning:(h,x)=>{g(h)||s.warning(h,x)},error:()=>{},group:(h,x)=>s.
group(h,x)},y=await Kt(n,{store:t.store,workspace:i,openRun:a,runner:m,reporter:b,env:At(r.env),signal:AbortSignal.any([
f.signal,e.signal])});if(!t.settled){if(t.settled=!0,await Ct("stage",y.final,y.outputs,t,s),y.outcome.reason==="cancell\
ed"&&!g(y.outcome.message??"")){s.info(`stage ${n.stage}: cancelled, stored as artifact ${y.final.ref.id}`),process.exitCode=
at.Failure;return}if(!y.ok)throw new C(y.outcome.reason,y.outcome.message??y.outcome.reason,{where:`stage ${n.stage}`});
s.info(`stage ${n.stage}: ${y.final.record.status}, stored as artifact ${y.final.ref.id}`)}}function Ee(r){return Object.
values(ht).flatMap(t=>{let e=r[t];return e?[{name:t,path:e}]:[]})}async function zt(r=kt()){let t=Pt(r.env),e={action:"s\
tage",refusedOutputs:!0,unfinished:"the step ended before the stage had a record to store"};await Et(r,n=>Te(r,t,n),{async failed(n){
await Dt(t,n,e),J(N(n))},async outOfTime(n){t.runner?.endBlock(),J(await $t(t,n,e))}})}await zt();

import{a as Rt}from"../action-chunks/chunk-DJRVKWO6.js";import{a as vt}from"../action-chunks/chunk-VXLTHBAG.js";import{a as pt,b as gt,c as yt,
d as St,f as bt,h as Ot,i as Et,j as Ct,k as At,l as Pt,m as Dt,p as Lt,q as Mt}from"../action-chunks/chunk-OB43AGZK.js";import"../action-chunks/chunk-NTHMEBCW.js";
import{B as Tt,E as $t,F as Nt,c as wt,p as xt,y as kt}from"../action-chunks/chunk-UFN62I36.js";import"../action-chunks/chunk-5FOHYZ6Y.js";
import{a as at}from"../action-chunks/chunk-R2LRCHEZ.js";import{g as v,i as M,j as _,k as ht,n as K}from"../action-chunks/chunk-NDL67UGW.js";
import"../action-chunks/chunk-43HJP4GV.js";import"../action-chunks/chunk-PCAYXEYE.js";import"../action-chunks/chunk-FEWEGGSU.js";import"../action-chunks/chunk-J2SX2PKD.js";
import{a as ut}from"../action-chunks/chunk-PO5EA42V.js";import"../action-chunks/chunk-6MN2SSD3.js";import{b as C,c as X,d as L}from"../action-chunks/chunk-ZB3GGCKF.js";
import{I as mt,J as q,d as lt,h as N,i as dt,j as ct,t as ft}from"../action-chunks/chunk-E6JLSL3E.js";import{f as st,k as J}from"../action-chunks/chunk-DHIUKFLR.js";
import"../action-chunks/chunk-SM223FN7.js";import{d as $}from"../action-chunks/chunk-A64LSPLL.js";var R=$(at(),1);import{lstat as Zt,open as te,readFile as It,rm as ee}from"node:fs/promises";var F=class{#t;#e;#o;constructor(t,e,n){
this.#t=t,this.#e=e,this.#o=n}async run(t){let e=await Promise.all(this.#e.map(n=>ne(n.name,n.path)));try{return await this.#t.
run(t)}finally{let n=[];for(let o of e)await re(o)&&n.push(o.name);n.length>0&&this.#o(n)}}};async function ne(r,t){let e=await Bt(
t);return e?.isFile()?{name:r,path:t,file:{content:await It(t),dev:e.dev,ino:e.ino}}:{name:r,path:t,file:null}}async function re(r){
let{path:t,file:e}=r;if(e===null)return!1;let n=await Bt(t),o=n?.isFile()===!0&&n.dev===e.dev&&n.ino===e.ino;return o&&n.
size===e.content.length&&(await It(t)).equals(e.content)?!1:(o?await Ft(t,R.constants.O_WRONLY|R.constants.O_TRUNC|_t,e.
content):(await ee(t,{recursive:!0,force:!0}),await Ft(t,R.constants.O_WRONLY|R.constants.O_CREAT|R.constants.O_EXCL|_t,
e.content)),!0)}var _t=R.constants.O_NOFOLLOW??0;async function Ft(r,t,e){let n=await te(r,t,420);try{await n.writeFile(
e)}finally{await n.close()}}async function Bt(r){try{return await Zt(r)}catch{return null}}var jt=$(ut(),1);var T=class{#t;#e={stdout:"",stderr:""};#o=null;constructor(t){this.#t=t}push(t,e){let n=this.#e[e]+t,o=n.endsWith("\r")?
n.slice(0,-1):n,i=Math.max(o.lastIndexOf(`
`),o.lastIndexOf("\r"))+1;n.length-i>65536&&(i=n.length),this.#r(e,n.slice(0,i)),this.#e[e]=n.slice(i)}end(t){this.#r(t,
this.#e[t]),this.#e[t]=""}#r(t,e){e!==""&&(this.#o!==null&&!this.#o.ended&&this.#o.stream!==t&&this.#t(`
`,!0),this.#t(e,!1),this.#o={stream:t,ended:e.endsWith(`
`)||e.endsWith("\r")})}};var Gt=64*1024,I=4096,oe=4096,Y=16,G=class{#t;#e;#o;#r="";#n="";#i=0;#s=!1;#a;constructor(t,e,n={}){this.#t=t,this.#e=e,
this.#a=n.holdWhatMayGoOn??!1;let o=n.hide;this.#o=new T(i=>{this.#r+=o===void 0?i:o(i),this.#s=!0})}push(t,e){this.#s=!1,
this.#o.push(t,e),this.#s&&this.#u(!1)}flush(){this.#u(!0)}end(){this.#o.end("stdout"),this.#o.end("stderr"),this.#r!==""&&
this.#l(this.#r.length)}#u(t){let e=this.#r;if(e==="")return;let n=t&&!(this.#a&&ht(this.#n+e,this.#t));if(!n&&e.length<
this.#i&&e.length<=Gt)return;let o=v(this.#n+e,this.#t),i=o.redactions.length>0,s=B(e,e.length-1);if(n&&B(e,e.length)===
e.length&&(!i||this.#d(o.text,s))){this.#l(e.length);return}let l=i?Y:1;for(let a=s;a>0&&l>0;l--,a=B(e,a-1)){if(!i||this.#d(
o.text,a)){this.#l(a);break}this.#i=e.length+Math.max(I,e.length>>2)}for(;this.#r.length>Gt;)this.#c()}#c(){let t=this.#r,
e=v(this.#n+t,this.#t).text,n=Y;for(let u=t.length-I;u>0&&n>0;u--)if(ie(t,u-1)&&(n--,this.#d(e,u))){this.#l(u);return}let o=M(
this.#n+t,this.#t),i=this.#n.length,s=t.length-I,l=0,a=o.length-1;for(n=Y;s>0&&n>0;s--){for(;a>=0&&o[a].start-i>=s;)a--;
if(a>=0&&o[a].end-i>s&&(s=o[a].start-i,s<=0))break;if(!se(t.charCodeAt(s))&&(l||=s,n--,this.#d(e,s))){this.#l(s);return}}
this.#l(l>0?l:t.length-I)}#d(t,e){return _(this.#n+this.#r,this.#n.length+e,this.#t,t)}#l(t){let e=this.#r.slice(0,t);this.#r=
this.#r.slice(t),this.#i=0;let n=v(this.#n+e,this.#t).text,o=v(this.#n,this.#t).text,i=0;for(;i<o.length&&i<n.length&&n[i]===
o[i];)i++;let s=n.lastIndexOf(q.markerPrefix,i-1);s>=0&&s<i&&n.indexOf(q.markerSuffix,s)>=i&&(i=s);let l=n.slice(i),a=this.#n+
e;this.#n=a.slice(B(a,a.length-1)).slice(-oe),l!==""&&this.#e(l)}};function B(r,t){for(let e=Math.min(t,r.length)-1;e>=0;e--){
let n=r.charCodeAt(e);if(n===z||n===Ht&&r.charCodeAt(e+1)!==z)return e+1}return 0}var z=10,Ht=13;function ie(r,t){let e=r.
charCodeAt(t);if(ae(e)||e===27||e>=55296&&e<=56319)return!1;if(e!==32&&e!==9)return!0;let n=t;for(;n>0&&(r.charCodeAt(n-
1)===32||r.charCodeAt(n-1)===9);)n--;let o=r.charCodeAt(n-1);return o!==z&&o!==Ht}function se(r){return r>=56320&&r<=57343}
function ae(r){return r>=48&&r<=57||r>=65&&r<=90||r>=97&&r<=122||r===43||r===47||r===61||r===95||r===45||r===46||r===37}var ue=500,H=class{#t;#e;#o;#r;constructor(t,e,n){this.#t=t,this.#e=e,this.#o=n.secrets,this.#r=n.newToken??le}#n;async run(t){
let e={token:this.#r(),echo:new G(this.#o,n=>{this.#e(n),e.atLineStart=n.endsWith(`
`)}),atLineStart:!0,quiet:setTimeout(()=>{this.#n===e&&e.echo.flush()},ue).unref()};this.#n=e,this.#e(`::stop-commands::${e.
token}
`);try{return await this.#t.run({...t,onOutput:(n,o)=>{n!==""&&this.#n===e&&(e.echo.push(n,o),e.quiet.refresh()),t.onOutput?.(
n,o)}})}finally{this.endBlock()}}endBlock(){let t=this.#n;t!==void 0&&(this.#n=void 0,clearTimeout(t.quiet),t.echo.end(),
this.#e(`${t.atLineStart?"":`
`}::${t.token}::
`))}};function le(){return(0,jt.randomBytes)(16).toString("hex")}var qt=$(ut(),1),w=$(at(),1);import{spawn as fe}from"node:child_process";import{tmpdir as me}from"node:os";import{join as he}from"node:path";
import{StringDecoder as pe}from"node:string_decoder";var de=8;function Wt(r,t,e,n){let o=r+t,i=r.length,s=M(o,e),l=s.find(d=>d.start<i&&d.end>i),a=l?l.end-i:0;if(n&&(a=Ut(t,
a)),!o.includes("\x1B")&&s.every(d=>d.end<=i+a))return a;let u=v(o,e).text;for(let d=0;a<t.length&&d<=de;d++){if(_(o,i+a,
e,u))return a;a=n?Ut(t,a+1):ce(t,a+1)}return t.length}function Ut(r,t){if(t===0||r.charCodeAt(t-1)===Vt)return t;let e=r.
indexOf(`
`,t);return e===-1?r.length:e+1}function ce(r,t){for(let e=t;e<=r.length;e++){let n=r.charCodeAt(e-1);if(n===Vt||n===32||
n===9)return e}return r.length}var Vt=10;var Q={killGraceMs:5e3,maxOutputBytes:1024*1024,drainMs:1e3};function ge(r){try{process.kill(-r,0)}catch{return!1}let t;
try{t=(0,w.readdirSync)("/proc")}catch{return!0}for(let e of t){if(!/^\d+$/.test(e))continue;let n;try{n=(0,w.readFileSync)(
`/proc/${e}/stat`,"utf8")}catch{continue}let[o,,i]=n.slice(n.lastIndexOf(")")+2).split(" ");if(Number(i)===r&&o!=="Z")return!0}
return!1}var j=class{#t;#e;#o;#r;#n;#i;#s;#a;constructor(t={}){this.#t=t.tempDir??me(),this.#e=t.killGraceMs??Q.killGraceMs,
this.#o=t.maxOutputBytes??Q.maxOutputBytes,this.#r=t.drainMs??Q.drainMs,this.#n=t.outputHook,this.#i=t.reuseScripts?new Map:
void 0,this.#s=t.secrets??[],this.#a=t.noPathHint??"PATH is not set in its environment"}async run(t){let e=pt(t.shell);ye(
t.cwd);let n=gt(e,t.script),o=this.#u(e.extension,n),i=o??he(this.#t,`baton-step-${(0,qt.randomUUID)()}${e.extension}`);
o===void 0&&((0,w.writeFileSync)(i,n,{flag:"wx",mode:448}),this.#i?.set(`${e.extension}\0${n}`,i)),this.#n?.begin?.();try{
return await this.#c(e.file,yt(e,i),t)}finally{this.#n?.end?.(),this.#i===void 0&&(0,w.rmSync)(i,{force:!0})}}#u(t,e){let n=`${t}\
\0${e}`,o=this.#i?.get(n);if(o===void 0)return;let i=Buffer.from(e),s;try{s=St(o,i.length)}catch{s={kind:"missing"}}if(s.
kind==="file"&&i.equals(s.bytes))return o;this.#i?.delete(n)}#c(t,e,n){return new Promise((o,i)=>{let s=new Date,l=new U(
this.#o),a=new U(this.#o),u=fe(t,e,{cwd:n.cwd,env:n.env,stdio:["ignore","pipe","pipe"],detached:!0});u.pid!==void 0&&n.onStart?.(
u.pid);let d,p,f,m,g=!1,b=c=>{if(u.pid!==void 0)try{process.kill(-u.pid,c)}catch{}},y=()=>u.pid!==void 0&&ge(u.pid),h,x=!1,
W,k=null,A,Z=()=>{b("SIGKILL"),A=Date.now()},tt=Number.POSITIVE_INFINITY,et=c=>{c>=tt||(tt=c,clearTimeout(d),d=setTimeout(
Z,Math.max(0,c-Date.now())),d.unref())},E=()=>{k!=="terminate"&&(k="terminate",clearTimeout(p),b("SIGTERM"),et(Date.now()+
this.#e))},P=()=>{if(n.stop!=="interrupt"||n.kill?.aborted)return E();k===null&&(k="interrupt",b("SIGINT"),p=setTimeout(
()=>b("SIGTERM"),1.5*this.#e),p.unref(),et(Date.now()+2*this.#e))},Qt=()=>{let c=y();return n.kill?.aborted&&A===void 0&&
c&&Z(),c&&(A===void 0||Date.now()-A<2e3)?(h??=setInterval(D,100),!1):(clearInterval(h),x?!0:W===void 0?(W=Date.now(),setTimeout(
D,this.#r).unref(),!1):Date.now()-W>=this.#r)},D=()=>{g||m===void 0||k!==null&&!Qt()||(clearInterval(h),g=!0,clearTimeout(
f),u.stdout?.destroy(),u.stderr?.destroy(),V("stdout"),V("stderr"),n.signal?.removeEventListener("abort",P),n.kill?.removeEventListener(
"abort",E),clearTimeout(d),clearTimeout(p),o({exitCode:m.code,signal:m.signal,startedAt:s,finishedAt:new Date,output:l.text(
this.#s),stdout:a.text(this.#s)}))},nt=new T((c,S)=>S?l.insert(c):l.push(c)),V=c=>nt.end(c),rt=(c,S)=>{let ot=new pe("ut\
f8"),it=O=>{nt.push(O,S),O!==""&&(S==="stdout"&&a.push(O),this.#n?.chunk(O,S),n.onOutput?.(O,S))};c.on("data",O=>{l.wrote(
O.length),S==="stdout"&&a.wrote(O.length),it(ot.write(O))}),c.on("end",()=>{it(ot.end()),V(S)})};rt(u.stdout,"stdout"),rt(
u.stderr,"stderr"),u.on("error",c=>{if(g)return;g=!0,n.signal?.removeEventListener("abort",P),n.kill?.removeEventListener(
"abort",E);let S=c.code==="ENOENT"&&!t.includes("/")&&!n.env.PATH;i(new C("shell-failed",`could not start ${JSON.stringify(
t)}: ${c.code??c.message}${S?`; ${this.#a}`:""}`,{where:"shell",cause:c}))}),u.on("exit",(c,S)=>{m={code:c,signal:S},f=setTimeout(
()=>{k===null&&(u.stdout?.destroy(),u.stderr?.destroy()),D()},this.#r),f.unref()}),u.on("close",()=>{x=!0,D()}),n.kill?.
aborted?E():n.kill?.addEventListener("abort",E,{once:!0}),n.signal&&(n.signal.aborted?P():n.signal.addEventListener("abo\
rt",P,{once:!0}))})}};function ye(r){let t;try{t=(0,w.statSync)(r)}catch{t=void 0}if(!t?.isDirectory())throw new C("work\
ing-directory-missing",`${r} is not a directory`,{where:"working-directory"})}var Jt=64*1024,Se=`${["-----BEGIN","PRIVAT\
E","KEY-----"].join(" ")}
`,we=128,U=class{#t;#e=[];#o=0;#r=0;#n=0;#i=0;#s=!1;#a="";constructor(t){this.#t=t}wrote(t){this.#n+=t}insert(t){this.push(
t),this.#i+=Buffer.byteLength(t)}push(t){this.#e.push(t);let e=Buffer.byteLength(t);for(this.#o+=e,this.#r+=e;this.#e.length>
1&&this.#o-Buffer.byteLength(this.#e[0])>=this.#t+Jt;){let n=this.#e.shift();this.#o-=Buffer.byteLength(n),this.#u(n)}}#u(t){
let e=this.#a+t;this.#s=K(e,this.#s,this.#a.length),this.#a=e.slice(-we)}text(t=[]){let e=Buffer.from(this.#e.join(""));
if(e.length<=this.#t)return e.toString("utf8");let n=e.length-this.#t-1,o=e.indexOf(10,n),i=[e.indexOf(32,n),e.indexOf(9,
n)].filter(u=>u>=0),s=o>=0&&o<e.length-1?o:i.length>0?Math.min(...i):-1,l="";if(s>=0){let u=s+1,d=Math.max(0,u-Jt),p=d===
0?-1:e.indexOf(10,d-1);for(p>=0&&p+1<u&&(d=p+1);(e[d]&192)===128;)d++;let m=(K(this.#a+e.subarray(0,d).toString("utf8"),
this.#s,this.#a.length)?Se:"")+e.subarray(d,u).toString("utf8"),g=e.subarray(u).toString("utf8");l=g.slice(Wt(m,g,t,e[s]===
10))}let a=l!==""?`the last ${this.#t} bytes at most are kept`:s===-1?"none of it is kept, as no line or space was left \
to start at":"none of it is kept, as all of it after the cut may be part of a secret the cut went through";return this.#r===
this.#n+this.#i?`[baton: the first ${this.#r-Buffer.byteLength(l)} bytes of this output were left out; ${a}]
${l}`:`[baton: this output was ${this.#n} bytes, not all of it UTF-8 text, and its start was left out; ${a}${l===""?"":"\
, as text (a byte that is not UTF-8 as \uFFFD)"}]
${l}`}};async function Xt(r,t){if(r.agent===null)throw new X(`stage ${r.stage}: runStage needs an agent (run or agent); this spe\
c is for a split stage`);let e=[],n,o,i={},s="",l=!1;for(let a=1;;a++){let u=await Rt(r,t,{...i,attempt:a,...n?{upstream:n}:
{},...o!==void 0?{parent:o}:{}});if(u.kind==="refused")return t.reporter?.error(u.result.outcome.message??"",r.stage),{...u.
result,attempts:[...e,...u.result.attempts]};n=u.upstream,o=u.parent;let d=u.prepared;d.repair||(s=d.prompt);for(let b of d.
warnings)t.reporter?.warning(b.message,`${r.stage} ${b.path}`);let p=await Re(r,d,t),f=await vt(r,d,p,t,{...t.signal?{signal:t.
signal}:{},...r.verify===null?{}:{verify:()=>xe(r,d,t,r.verify)}});e.push(f);let{outcome:m}=f,g=t.signal?.aborted===!0;if(f.
repairProblems.length>0&&!l&&!g){l=!0,t.reporter?.warning(`${m.message}; giving the agent one repair turn`,r.stage),i={repair:{
problems:f.repairProblems,previousPrompt:s}};continue}if(m.reason==="verify-failed"&&a<r.attempts&&!g){t.reporter?.warning(
`attempt ${a} of ${r.attempts}: ${m.message}; trying again`,r.stage),i={attemptContext:Oe(a+1,f.handoff,f.record.verify)};
continue}return m.reason==="cancelled"?t.reporter?.warning(m.message,r.stage):m.reason!=="completed"&&t.reporter?.error(
m.message,r.stage),be(r,m,e,f.outputs)}}function be(r,t,e,n){let o=e.at(-1);if(!o)throw new X(`stage ${r.stage}: no atte\
mpt was stored`);return{stage:r.stage,ok:t.reason==="completed",outcome:t,attempts:e,final:o,outputs:n}}function Oe(r,t,e){
return{number:r,previous:t,verify:e?{exit_code:e.exit_code,output:e.output_tail}:null}}function ve(r,t){let e={};for(let[
n,o]of Object.entries(r))dt.includes(n)||ct.some(i=>n.startsWith(i))||(e[n]=o);return{...e,...t}}function Kt(r,t,e,n={}){
return ve(e.env,{...n,[N.promptPath]:t.promptPath,[N.handoffPath]:t.handoffPath,[N.stage]:r.stage})}async function Re(r,t,e){
let n=r.agent,o=n.kind==="preset"?{...wt(n.preset),shell:"bash"}:{script:n.command,env:{},shell:r.shell};return e.reporter?.
info(`${r.stage}: attempt ${t.attempt}${t.repair?" (repair turn)":""}, running the agent`),Yt(e,()=>({script:o.script,shell:o.
shell,cwd:e.workspace.resolveDirectory(r.workingDirectory),env:Kt(r,t,e,o.env)}))}async function Yt(r,t){let e=r.workspace.
now();try{return await r.runner.run({...t(),...r.onOutput?{onOutput:r.onOutput}:{},...r.signal?{signal:r.signal}:{}})}catch(n){
let o=`${Ot}${L(n)}
`;return r.onOutput?.(o,"stderr"),{exitCode:null,signal:null,startedAt:e,finishedAt:r.workspace.now(),output:o,stdout:""}}}
async function xe(r,t,e,n){e.reporter?.info(`${r.stage}: attempt ${t.attempt}, running verify`);let o=await Yt(e,()=>({script:n,
shell:r.shell,cwd:e.workspace.resolveDirectory(r.workingDirectory),env:Kt(r,t,e)})),i=bt(o.output,r.redact,"verify.outpu\
t_tail");return{facts:{command:n,exit_code:o.exitCode,output_tail:lt(i.text,ft.verifyOutputTailBytes),duration_ms:Math.max(
0,o.finishedAt.getTime()-o.startedAt.getTime())},problems:i.problems}}async function ke(r,t,e){Nt(r.env);let{spec:n,store:o,workspace:i,reporter:s,secrets:l,openRun:a}=await Lt("stage",r.env);
t.stage=n.stage,t.secrets=l,t.store=new Mt(o);let u=$t(r.env,"RUNNER_TEMP"),d=new j({tempDir:u,killGraceMs:kt.agentGrace}),
p=new H(d,r.write,{secrets:l});t.runner=p;let f=new AbortController,m=new F(p,Te(r.env),h=>f.abort(`a command of the sta\
ge (the agent or verify) wrote to the files of the step\u2019s file commands (${h.join(", ")}), which only baton may wri\
te to; baton put them back as they were, so none of it reaches the runner or the steps after this one`)),g=h=>f.signal.aborted&&
h.includes(String(f.signal.reason)),b={info:h=>s.info(h),warning:(h,x)=>{g(h)||s.warning(h,x)},error:()=>{},group:(h,x)=>s.
group(h,x)},y=await Xt(n,{store:t.store,workspace:i,openRun:a,runner:m,reporter:b,env:Ct(r.env),signal:AbortSignal.any([
f.signal,e.signal])});if(!t.settled){if(t.settled=!0,await Et("stage",y.final,y.outputs,t,s),y.outcome.reason==="cancell\
ed"&&!g(y.outcome.message??"")){s.info(`stage ${n.stage}: cancelled, stored as artifact ${y.final.ref.id}`),process.exitCode=
st.Failure;return}if(!y.ok)throw new C(y.outcome.reason,y.outcome.message??y.outcome.reason,{where:`stage ${n.stage}`});
s.info(`stage ${n.stage}: ${y.final.record.status}, stored as artifact ${y.final.ref.id}`)}}function Te(r){return Object.
values(mt).flatMap(t=>{let e=r[t];return e?[{name:t,path:e}]:[]})}async function zt(r=xt()){let t=At(r.env),e={action:"s\
tage",refusedOutputs:!0,unfinished:"the step ended before the stage had a record to store"};await Tt(r,n=>ke(r,t,n),{async failed(n){
await Pt(t,n,e),J(L(n))},async outOfTime(n){t.runner?.endBlock(),J(await Dt(t,n,e))}})}await zt();

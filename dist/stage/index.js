import{a as xt}from"../action-chunks/chunk-FONTIWZK.js";import{a as Rt}from"../action-chunks/chunk-PXEJC3B5.js";import{a as gt,b as yt,c as St,
d as wt,f as Ot,h as vt,i as Ct,j as At,k as Pt,l as Dt,m as $t,p as Mt,q as _t}from"../action-chunks/chunk-CAKI3LQF.js";import"../action-chunks/chunk-NTHMEBCW.js";
import{B as Et,E as Nt,F as Lt,c as bt,p as kt,y as Tt}from"../action-chunks/chunk-2HZKIF54.js";import"../action-chunks/chunk-5FOHYZ6Y.js";
import{a as at}from"../action-chunks/chunk-R2LRCHEZ.js";import{g as v,i as M,j as _,k as mt,l as pt,o as K}from"../action-chunks/chunk-Q4W32GC7.js";
import"../action-chunks/chunk-43HJP4GV.js";import"../action-chunks/chunk-PCAYXEYE.js";import"../action-chunks/chunk-FEWEGGSU.js";import"../action-chunks/chunk-J2SX2PKD.js";
import{a as ut}from"../action-chunks/chunk-PO5EA42V.js";import"../action-chunks/chunk-6MN2SSD3.js";import{b as C,c as X,d as L}from"../action-chunks/chunk-ZB3GGCKF.js";
import{I as ht,J as q,d as lt,h as N,i as dt,j as ct,t as ft}from"../action-chunks/chunk-E6JLSL3E.js";import{f as st,k as J}from"../action-chunks/chunk-DHIUKFLR.js";
import"../action-chunks/chunk-SM223FN7.js";import{d as $}from"../action-chunks/chunk-A64LSPLL.js";var R=$(at(),1);import{lstat as te,open as ee,readFile as Bt,rm as ne}from"node:fs/promises";var F=class{#e;#n;#o;constructor(t,e,n){
this.#e=t,this.#n=e,this.#o=n}async run(t){let e=await Promise.all(this.#n.map(n=>re(n.name,n.path)));try{return await this.#e.
run(t)}finally{let n=[];for(let o of e)await oe(o)&&n.push(o.name);n.length>0&&this.#o(n)}}};async function re(r,t){let e=await Gt(
t);return e?.isFile()?{name:r,path:t,file:{content:await Bt(t),dev:e.dev,ino:e.ino}}:{name:r,path:t,file:null}}async function oe(r){
let{path:t,file:e}=r;if(e===null)return!1;let n=await Gt(t),o=n?.isFile()===!0&&n.dev===e.dev&&n.ino===e.ino;return o&&n.
size===e.content.length&&(await Bt(t)).equals(e.content)?!1:(o?await It(t,R.constants.O_WRONLY|R.constants.O_TRUNC|Ft,e.
content):(await ne(t,{recursive:!0,force:!0}),await It(t,R.constants.O_WRONLY|R.constants.O_CREAT|R.constants.O_EXCL|Ft,
e.content)),!0)}var Ft=R.constants.O_NOFOLLOW??0;async function It(r,t,e){let n=await ee(r,t,420);try{await n.writeFile(
e)}finally{await n.close()}}async function Gt(r){try{return await te(r)}catch{return null}}var Ut=$(ut(),1);var T=class{#e;#n={stdout:"",stderr:""};#o=null;constructor(t){this.#e=t}push(t,e){let n=this.#n[e]+t,o=n.endsWith("\r")?
n.slice(0,-1):n,i=Math.max(o.lastIndexOf(`
`),o.lastIndexOf("\r"))+1;n.length-i>65536&&(i=n.length),this.#r(e,n.slice(0,i)),this.#n[e]=n.slice(i)}end(t){this.#r(t,
this.#n[t]),this.#n[t]=""}#r(t,e){e!==""&&(this.#o!==null&&!this.#o.ended&&this.#o.stream!==t&&this.#e(`
`,!0),this.#e(e,!1),this.#o={stream:t,ended:e.endsWith(`
`)||e.endsWith("\r")})}};var Ht=64*1024,I=4096,ie=4096,Y=16,G=class{#e;#n;#o;#r="";#t="";#i=0;#s=!1;#a;constructor(t,e,n={}){this.#e=t,this.#n=e,
this.#a=n.holdWhatMayGoOn??!1;let o=n.hide;this.#o=new T(i=>{this.#r+=o===void 0?i:o(i),this.#s=!0})}push(t,e){this.#s=!1,
this.#o.push(t,e),this.#s&&this.#u(!1)}flush(){this.#u(!0)}end(){this.#o.end("stdout"),this.#o.end("stderr"),this.#r!==""&&
this.#l(this.#r.length)}#u(t){let e=this.#r;if(e==="")return;let n=t&&!(this.#a&&mt(this.#t+e,this.#e));if(!n&&e.length<
this.#i&&e.length<=Ht)return;let o=v(this.#t+e,this.#e),i=o.redactions.length>0,a=B(e,e.length-1);if(n&&B(e,e.length)===
e.length&&(!i||this.#d(o.text,a))){this.#l(e.length);return}let l=pt(this.#t+e,this.#e)-this.#t.length,u=i||l>=-this.#t.
length?Y:1;for(let s=a;s>0&&u>0;u--,s=B(e,s-1))if(!(l>=-this.#t.length&&s>l)){if(!i||this.#d(o.text,s)){this.#l(s);break}
this.#i=e.length+Math.max(I,e.length>>2)}for(;this.#r.length>Ht;)this.#c()}#c(){let t=this.#r,e=v(this.#t+t,this.#e).text,
n=Y;for(let s=t.length-I;s>0&&n>0;s--)if(se(t,s-1)&&(n--,this.#d(e,s))){this.#l(s);return}let o=M(this.#t+t,this.#e),i=this.#t.
length,a=t.length-I,l=0,u=o.length-1;for(n=Y;a>0&&n>0;a--){for(;u>=0&&o[u].start-i>=a;)u--;if(u>=0&&o[u].end-i>a&&(a=o[u].
start-i,a<=0))break;if(!ae(t.charCodeAt(a))&&(l||=a,n--,this.#d(e,a))){this.#l(a);return}}this.#l(l>0?l:t.length-I)}#d(t,e){
return _(this.#t+this.#r,this.#t.length+e,this.#e,t)}#l(t){let e=this.#r.slice(0,t);this.#r=this.#r.slice(t),this.#i=0;let n=v(
this.#t+e,this.#e).text,o=v(this.#t,this.#e).text,i=0;for(;i<o.length&&i<n.length&&n[i]===o[i];)i++;let a=n.lastIndexOf(
q.markerPrefix,i-1);a>=0&&a<i&&n.indexOf(q.markerSuffix,a)>=i&&(i=a);let l=n.slice(i),u=this.#t+e;this.#t=u.slice(B(u,u.
length-1)).slice(-ie),l!==""&&this.#n(l)}};function B(r,t){for(let e=Math.min(t,r.length)-1;e>=0;e--){let n=r.charCodeAt(
e);if(n===z||n===jt&&r.charCodeAt(e+1)!==z)return e+1}return 0}var z=10,jt=13;function se(r,t){let e=r.charCodeAt(t);if(ue(
e)||e===27||e>=55296&&e<=56319)return!1;if(e!==32&&e!==9)return!0;let n=t;for(;n>0&&(r.charCodeAt(n-1)===32||r.charCodeAt(
n-1)===9);)n--;let o=r.charCodeAt(n-1);return o!==z&&o!==jt}function ae(r){return r>=56320&&r<=57343}function ue(r){return r>=
48&&r<=57||r>=65&&r<=90||r>=97&&r<=122||r===43||r===47||r===61||r===95||r===45||r===46||r===37}var le=500,H=class{#e;#n;#o;#r;constructor(t,e,n){this.#e=t,this.#n=e,this.#o=n.secrets,this.#r=n.newToken??de}#t;async run(t){
let e={token:this.#r(),echo:new G(this.#o,n=>{this.#n(n),e.atLineStart=n.endsWith(`
`)}),atLineStart:!0,quiet:setTimeout(()=>{this.#t===e&&e.echo.flush()},le).unref()};this.#t=e,this.#n(`::stop-commands::${e.
token}
`);try{return await this.#e.run({...t,onOutput:(n,o)=>{n!==""&&this.#t===e&&(e.echo.push(n,o),e.quiet.refresh()),t.onOutput?.(
n,o)}})}finally{this.endBlock()}}endBlock(){let t=this.#t;t!==void 0&&(this.#t=void 0,clearTimeout(t.quiet),t.echo.end(),
this.#n(`${t.atLineStart?"":`
`}::${t.token}::
`))}};function de(){return(0,Ut.randomBytes)(16).toString("hex")}var Xt=$(ut(),1),w=$(at(),1);import{spawn as he}from"node:child_process";import{tmpdir as me}from"node:os";import{join as pe}from"node:path";
import{StringDecoder as ge}from"node:string_decoder";var ce=8;function Vt(r,t,e,n){let o=r+t,i=r.length,a=M(o,e),l=a.find(d=>d.start<i&&d.end>i),u=l?l.end-i:0;if(n&&(u=Wt(t,
u)),!o.includes("\x1B")&&a.every(d=>d.end<=i+u))return u;let s=v(o,e).text;for(let d=0;u<t.length&&d<=ce;d++){if(_(o,i+u,
e,s))return u;u=n?Wt(t,u+1):fe(t,u+1)}return t.length}function Wt(r,t){if(t===0||r.charCodeAt(t-1)===Jt)return t;let e=r.
indexOf(`
`,t);return e===-1?r.length:e+1}function fe(r,t){for(let e=t;e<=r.length;e++){let n=r.charCodeAt(e-1);if(n===Jt||n===32||
n===9)return e}return r.length}var Jt=10;var Q={killGraceMs:5e3,maxOutputBytes:1024*1024,drainMs:1e3};function ye(r){try{process.kill(-r,0)}catch{return!1}let t;
try{t=(0,w.readdirSync)("/proc")}catch{return!0}for(let e of t){if(!/^\d+$/.test(e))continue;let n;try{n=(0,w.readFileSync)(
`/proc/${e}/stat`,"utf8")}catch{continue}let[o,,i]=n.slice(n.lastIndexOf(")")+2).split(" ");if(Number(i)===r&&o!=="Z")return!0}
return!1}var j=class{#e;#n;#o;#r;#t;#i;#s;#a;constructor(t={}){this.#e=t.tempDir??me(),this.#n=t.killGraceMs??Q.killGraceMs,
this.#o=t.maxOutputBytes??Q.maxOutputBytes,this.#r=t.drainMs??Q.drainMs,this.#t=t.outputHook,this.#i=t.reuseScripts?new Map:
void 0,this.#s=t.secrets??[],this.#a=t.noPathHint??"PATH is not set in its environment"}async run(t){let e=gt(t.shell);Se(
t.cwd);let n=yt(e,t.script),o=this.#u(e.extension,n),i=o??pe(this.#e,`baton-step-${(0,Xt.randomUUID)()}${e.extension}`);
o===void 0&&((0,w.writeFileSync)(i,n,{flag:"wx",mode:448}),this.#i?.set(`${e.extension}\0${n}`,i)),this.#t?.begin?.();try{
return await this.#c(e.file,St(e,i),t)}finally{this.#t?.end?.(),this.#i===void 0&&(0,w.rmSync)(i,{force:!0})}}#u(t,e){let n=`${t}\
\0${e}`,o=this.#i?.get(n);if(o===void 0)return;let i=Buffer.from(e),a;try{a=wt(o,i.length)}catch{a={kind:"missing"}}if(a.
kind==="file"&&i.equals(a.bytes))return o;this.#i?.delete(n)}#c(t,e,n){return new Promise((o,i)=>{let a=new Date,l=new U(
this.#o),u=new U(this.#o),s=he(t,e,{cwd:n.cwd,env:n.env,stdio:["ignore","pipe","pipe"],detached:!0});s.pid!==void 0&&n.onStart?.(
s.pid);let d,p,f,h,g=!1,b=c=>{if(s.pid!==void 0)try{process.kill(-s.pid,c)}catch{}},y=()=>s.pid!==void 0&&ye(s.pid),m,x=!1,
W,k=null,A,Z=()=>{b("SIGKILL"),A=Date.now()},tt=Number.POSITIVE_INFINITY,et=c=>{c>=tt||(tt=c,clearTimeout(d),d=setTimeout(
Z,Math.max(0,c-Date.now())),d.unref())},E=()=>{k!=="terminate"&&(k="terminate",clearTimeout(p),b("SIGTERM"),et(Date.now()+
this.#n))},P=()=>{if(n.stop!=="interrupt"||n.kill?.aborted)return E();k===null&&(k="interrupt",b("SIGINT"),p=setTimeout(
()=>b("SIGTERM"),1.5*this.#n),p.unref(),et(Date.now()+2*this.#n))},Zt=()=>{let c=y();return n.kill?.aborted&&A===void 0&&
c&&Z(),c&&(A===void 0||Date.now()-A<2e3)?(m??=setInterval(D,100),!1):(clearInterval(m),x?!0:W===void 0?(W=Date.now(),setTimeout(
D,this.#r).unref(),!1):Date.now()-W>=this.#r)},D=()=>{g||h===void 0||k!==null&&!Zt()||(clearInterval(m),g=!0,clearTimeout(
f),s.stdout?.destroy(),s.stderr?.destroy(),V("stdout"),V("stderr"),n.signal?.removeEventListener("abort",P),n.kill?.removeEventListener(
"abort",E),clearTimeout(d),clearTimeout(p),o({exitCode:h.code,signal:h.signal,startedAt:a,finishedAt:new Date,output:l.text(
this.#s),stdout:u.text(this.#s)}))},nt=new T((c,S)=>S?l.insert(c):l.push(c)),V=c=>nt.end(c),rt=(c,S)=>{let ot=new ge("ut\
f8"),it=O=>{nt.push(O,S),O!==""&&(S==="stdout"&&u.push(O),this.#t?.chunk(O,S),n.onOutput?.(O,S))};c.on("data",O=>{l.wrote(
O.length),S==="stdout"&&u.wrote(O.length),it(ot.write(O))}),c.on("end",()=>{it(ot.end()),V(S)})};rt(s.stdout,"stdout"),rt(
s.stderr,"stderr"),s.on("error",c=>{if(g)return;g=!0,n.signal?.removeEventListener("abort",P),n.kill?.removeEventListener(
"abort",E);let S=c.code==="ENOENT"&&!t.includes("/")&&!n.env.PATH;i(new C("shell-failed",`could not start ${JSON.stringify(
t)}: ${c.code??c.message}${S?`; ${this.#a}`:""}`,{where:"shell",cause:c}))}),s.on("exit",(c,S)=>{h={code:c,signal:S},f=setTimeout(
()=>{k===null&&(s.stdout?.destroy(),s.stderr?.destroy()),D()},this.#r),f.unref()}),s.on("close",()=>{x=!0,D()}),n.kill?.
aborted?E():n.kill?.addEventListener("abort",E,{once:!0}),n.signal&&(n.signal.aborted?P():n.signal.addEventListener("abo\
rt",P,{once:!0}))})}};function Se(r){let t;try{t=(0,w.statSync)(r)}catch{t=void 0}if(!t?.isDirectory())throw new C("work\
ing-directory-missing",`${r} is not a directory`,{where:"working-directory"})}var qt=64*1024,we=`${["-----BEGIN","PRIVAT\
E","KEY-----"].join(" ")}
`,be=128,U=class{#e;#n=[];#o=0;#r=0;#t=0;#i=0;#s=!1;#a="";constructor(t){this.#e=t}wrote(t){this.#t+=t}insert(t){this.push(
t),this.#i+=Buffer.byteLength(t)}push(t){this.#n.push(t);let e=Buffer.byteLength(t);for(this.#o+=e,this.#r+=e;this.#n.length>
1&&this.#o-Buffer.byteLength(this.#n[0])>=this.#e+qt;){let n=this.#n.shift();this.#o-=Buffer.byteLength(n),this.#u(n)}}#u(t){
let e=this.#a+t;this.#s=K(e,this.#s,this.#a.length),this.#a=e.slice(-be)}text(t=[]){let e=Buffer.from(this.#n.join(""));
if(e.length<=this.#e)return e.toString("utf8");let n=e.length-this.#e-1,o=e.indexOf(10,n),i=[e.indexOf(32,n),e.indexOf(9,
n)].filter(s=>s>=0),a=o>=0&&o<e.length-1?o:i.length>0?Math.min(...i):-1,l="";if(a>=0){let s=a+1,d=Math.max(0,s-qt),p=d===
0?-1:e.indexOf(10,d-1);for(p>=0&&p+1<s&&(d=p+1);(e[d]&192)===128;)d++;let h=(K(this.#a+e.subarray(0,d).toString("utf8"),
this.#s,this.#a.length)?we:"")+e.subarray(d,s).toString("utf8"),g=e.subarray(s).toString("utf8");l=g.slice(Vt(h,g,t,e[a]===
10))}let u=l!==""?`the last ${this.#e} bytes at most are kept`:a===-1?"none of it is kept, as no line or space was left \
to start at":"none of it is kept, as all of it after the cut may be part of a secret the cut went through";return this.#r===
this.#t+this.#i?`[baton: the first ${this.#r-Buffer.byteLength(l)} bytes of this output were left out; ${u}]
${l}`:`[baton: this output was ${this.#t} bytes, not all of it UTF-8 text, and its start was left out; ${u}${l===""?"":"\
, as text (a byte that is not UTF-8 as \uFFFD)"}]
${l}`}};async function Kt(r,t){if(r.agent===null)throw new X(`stage ${r.stage}: runStage needs an agent (run or agent); this spe\
c is for a split stage`);let e=[],n,o,i={},a="",l=!1;for(let u=1;;u++){let s=await xt(r,t,{...i,attempt:u,...n?{upstream:n}:
{},...o!==void 0?{parent:o}:{}});if(s.kind==="refused")return t.reporter?.error(s.result.outcome.message??"",r.stage),{...s.
result,attempts:[...e,...s.result.attempts]};n=s.upstream,o=s.parent;let d=s.prepared;d.repair||(a=d.prompt);for(let b of d.
warnings)t.reporter?.warning(b.message,`${r.stage} ${b.path}`);let p=await xe(r,d,t),f=await Rt(r,d,p,t,{...t.signal?{signal:t.
signal}:{},...r.verify===null?{}:{verify:()=>ke(r,d,t,r.verify)}});e.push(f);let{outcome:h}=f,g=t.signal?.aborted===!0;if(f.
repairProblems.length>0&&!l&&!g){l=!0,t.reporter?.warning(`${h.message}; giving the agent one repair turn`,r.stage),i={repair:{
problems:f.repairProblems,previousPrompt:a}};continue}if(h.reason==="verify-failed"&&u<r.attempts&&!g){t.reporter?.warning(
`attempt ${u} of ${r.attempts}: ${h.message}; trying again`,r.stage),i={attemptContext:ve(u+1,f.handoff,f.record.verify)};
continue}return h.reason==="cancelled"?t.reporter?.warning(h.message,r.stage):h.reason!=="completed"&&t.reporter?.error(
h.message,r.stage),Oe(r,h,e,f.outputs)}}function Oe(r,t,e,n){let o=e.at(-1);if(!o)throw new X(`stage ${r.stage}: no atte\
mpt was stored`);return{stage:r.stage,ok:t.reason==="completed",outcome:t,attempts:e,final:o,outputs:n}}function ve(r,t,e){
return{number:r,previous:t,verify:e?{exit_code:e.exit_code,output:e.output_tail}:null}}function Re(r,t){let e={};for(let[
n,o]of Object.entries(r))dt.includes(n)||ct.some(i=>n.startsWith(i))||(e[n]=o);return{...e,...t}}function Yt(r,t,e,n={}){
return Re(e.env,{...n,[N.promptPath]:t.promptPath,[N.handoffPath]:t.handoffPath,[N.stage]:r.stage})}async function xe(r,t,e){
let n=r.agent,o=n.kind==="preset"?{...bt(n.preset),shell:"bash"}:{script:n.command,env:{},shell:r.shell};return e.reporter?.
info(`${r.stage}: attempt ${t.attempt}${t.repair?" (repair turn)":""}, running the agent`),zt(e,()=>({script:o.script,shell:o.
shell,cwd:e.workspace.resolveDirectory(r.workingDirectory),env:Yt(r,t,e,o.env)}))}async function zt(r,t){let e=r.workspace.
now();try{return await r.runner.run({...t(),...r.onOutput?{onOutput:r.onOutput}:{},...r.signal?{signal:r.signal}:{}})}catch(n){
let o=`${vt}${L(n)}
`;return r.onOutput?.(o,"stderr"),{exitCode:null,signal:null,startedAt:e,finishedAt:r.workspace.now(),output:o,stdout:""}}}
async function ke(r,t,e,n){e.reporter?.info(`${r.stage}: attempt ${t.attempt}, running verify`);let o=await zt(e,()=>({script:n,
shell:r.shell,cwd:e.workspace.resolveDirectory(r.workingDirectory),env:Yt(r,t,e)})),i=Ot(o.output,r.redact,"verify.outpu\
t_tail");return{facts:{command:n,exit_code:o.exitCode,output_tail:lt(i.text,ft.verifyOutputTailBytes),duration_ms:Math.max(
0,o.finishedAt.getTime()-o.startedAt.getTime())},problems:i.problems}}async function Te(r,t,e){Lt(r.env);let{spec:n,store:o,workspace:i,reporter:a,secrets:l,openRun:u}=await Mt("stage",r.env);
t.stage=n.stage,t.secrets=l,t.store=new _t(o);let s=Nt(r.env,"RUNNER_TEMP"),d=new j({tempDir:s,killGraceMs:Tt.agentGrace}),
p=new H(d,r.write,{secrets:l});t.runner=p;let f=new AbortController,h=new F(p,Ee(r.env),m=>f.abort(`a command of the sta\
ge (the agent or verify) wrote to the files of the step\u2019s file commands (${m.join(", ")}), which only baton may wri\
te to; baton put them back as they were, so none of it reaches the runner or the steps after this one`)),g=m=>f.signal.aborted&&
m.includes(String(f.signal.reason)),b={info:m=>a.info(m),warning:(m,x)=>{g(m)||a.warning(m,x)},error:()=>{},group:(m,x)=>a.
group(m,x)},y=await Kt(n,{store:t.store,workspace:i,openRun:u,runner:h,reporter:b,env:At(r.env),signal:AbortSignal.any([
f.signal,e.signal])});if(!t.settled){if(t.settled=!0,await Ct("stage",y.final,y.outputs,t,a),y.outcome.reason==="cancell\
ed"&&!g(y.outcome.message??"")){a.info(`stage ${n.stage}: cancelled, stored as artifact ${y.final.ref.id}`),process.exitCode=
st.Failure;return}if(!y.ok)throw new C(y.outcome.reason,y.outcome.message??y.outcome.reason,{where:`stage ${n.stage}`});
a.info(`stage ${n.stage}: ${y.final.record.status}, stored as artifact ${y.final.ref.id}`)}}function Ee(r){return Object.
values(ht).flatMap(t=>{let e=r[t];return e?[{name:t,path:e}]:[]})}async function Qt(r=kt()){let t=Pt(r.env),e={action:"s\
tage",refusedOutputs:!0,unfinished:"the step ended before the stage had a record to store"};await Et(r,n=>Te(r,t,n),{async failed(n){
await Dt(t,n,e),J(L(n))},async outOfTime(n){t.runner?.endBlock(),J(await $t(t,n,e))}})}await Qt();

import{a as Ct}from"../action-chunks/chunk-BN4HZMBA.js";import{a as Et}from"../action-chunks/chunk-KLZFK2U2.js";import{a as St,b as wt,c as bt,
d as vt,e as Ot,f as Rt,h as Tt,j as kt,k as Dt,l as Nt,m as Mt,n as Lt,o as _t,r as Bt,s as Gt}from"../action-chunks/chunk-WOZYWKDM.js";
import"../action-chunks/chunk-NTHMEBCW.js";import{B as $t,E as It,F as Ft,d as xt,p as At,y as Pt}from"../action-chunks/chunk-Y4XML6LW.js";
import"../action-chunks/chunk-LZSRZBQU.js";import{a as ut}from"../action-chunks/chunk-R2LRCHEZ.js";import{g as O,i as _,j as I,k as gt,l as yt,
o as Q}from"../action-chunks/chunk-UBCPGNXT.js";import"../action-chunks/chunk-COUCFM73.js";import"../action-chunks/chunk-LDBWBVJV.js";import"../action-chunks/chunk-7F5PR6XY.js";
import"../action-chunks/chunk-Q3GUFWGF.js";import{a as lt}from"../action-chunks/chunk-PO5EA42V.js";import"../action-chunks/chunk-ASZDKOOQ.js";import{
a as pt,d as A,e as Y,f as L}from"../action-chunks/chunk-O7UU6C5Q.js";import{I as ht,J as K,d as dt,h as M,i as ct,j as ft,t as mt}from"../action-chunks/chunk-E6JLSL3E.js";
import{f as at,k as X}from"../action-chunks/chunk-DHIUKFLR.js";import"../action-chunks/chunk-SM223FN7.js";import{d as N}from"../action-chunks/chunk-A64LSPLL.js";var R=N(ut(),1);import{lstat as ie,open as oe,readFile as jt,rm as se}from"node:fs/promises";var F=class{#t;#e;#n;constructor(t,e,n){
this.#t=t,this.#e=e,this.#n=n}async run(t){let e=await Promise.all(this.#e.map(n=>ae(n.name,n.path)));try{return await this.#t.
run(t)}finally{let n=[];for(let i of e)await ue(i)&&n.push(i.name);n.length>0&&this.#n(n)}}};async function ae(r,t){let e=await Jt(
t);return e?.isFile()?{name:r,path:t,file:{content:await jt(t),dev:e.dev,ino:e.ino}}:{name:r,path:t,file:null}}async function ue(r){
let{path:t,file:e}=r;if(e===null)return!1;let n=await Jt(t),i=n?.isFile()===!0&&n.dev===e.dev&&n.ino===e.ino;return i&&n.
size===e.content.length&&(await jt(t)).equals(e.content)?!1:(i?await Ht(t,R.constants.O_WRONLY|R.constants.O_TRUNC|Ut,e.
content):(await se(t,{recursive:!0,force:!0}),await Ht(t,R.constants.O_WRONLY|R.constants.O_CREAT|R.constants.O_EXCL|Ut,
e.content)),!0)}var Ut=R.constants.O_NOFOLLOW??0;async function Ht(r,t,e){let n=await oe(r,t,420);try{await n.writeFile(
e)}finally{await n.close()}}async function Jt(r){try{return await ie(r)}catch{return null}}var qt=N(lt(),1);var B=class{#t;#e;#n;constructor(t,e){this.#t=t,this.#e=e}arm(){clearTimeout(this.#n),this.#n=setTimeout(()=>this.#e(),this.#t),
this.#n.unref?.()}stop(){clearTimeout(this.#n),this.#n=void 0}};var k=class{#t;#e={stdout:"",stderr:""};#n=null;constructor(t){this.#t=t}push(t,e){let n=this.#e[e]+t,i=n.endsWith("\r")?
n.slice(0,-1):n,o=Math.max(i.lastIndexOf(`
`),i.lastIndexOf("\r"))+1;n.length-o>65536&&(o=n.length),this.#i(e,n.slice(0,o)),this.#e[e]=n.slice(o)}end(t){this.#i(t,
this.#e[t]),this.#e[t]=""}#i(t,e){e!==""&&(this.#n!==null&&!this.#n.ended&&this.#n.stream!==t&&this.#t(`
`,!0),this.#t(e,!1),this.#n={stream:t,ended:e.endsWith(`
`)||e.endsWith("\r")})}};var Wt=64*1024,G=4096,le=4096,z=16,H=class{#t;#e;#n;#i="";#r="";#o=0;#s=!1;#a;#u;constructor(t,e,n={}){this.#t=t,this.#e=
e,this.#a=n.holdWhatMayGoOn??!1,this.#u=n.quietMs===void 0?void 0:new B(n.quietMs,()=>this.flush());let i=n.hide;this.#n=
new k(o=>{this.#i+=i===void 0?o:i(o),this.#s=!0})}push(t,e){this.#s=!1,this.#n.push(t,e),this.#s&&this.#c(!1),this.#u?.arm()}flush(){
this.#c(!0)}stop(){this.#u?.stop()}end(){this.stop(),this.#n.end("stdout"),this.#n.end("stderr"),this.#i!==""&&this.#d(this.#i.
length)}#c(t){let e=this.#i;if(e==="")return;let n=t&&!(this.#a&&gt(this.#r+e,this.#t));if(!n&&e.length<this.#o&&e.length<=
Wt)return;let i=O(this.#r+e,this.#t),o=i.redactions.length>0,a=U(e,e.length-1);if(n&&U(e,e.length)===e.length&&(!o||this.#l(
i.text,a))){this.#d(e.length);return}let l=yt(this.#r+e,this.#t)-this.#r.length,u=o||l>=-this.#r.length?z:1;for(let s=a;s>
0&&u>0;u--,s=U(e,s-1))if(!(l>=-this.#r.length&&s>l)){if(!o||this.#l(i.text,s)){this.#d(s);break}this.#o=e.length+Math.max(
G,e.length>>2)}for(;this.#i.length>Wt;)this.#f()}#f(){let t=this.#i,e=O(this.#r+t,this.#t).text,n=z;for(let s=t.length-G;s>
0&&n>0;s--)if(de(t,s-1)&&(n--,this.#l(e,s))){this.#d(s);return}let i=_(this.#r+t,this.#t),o=this.#r.length,a=t.length-G,
l=0,u=i.length-1;for(n=z;a>0&&n>0;a--){for(;u>=0&&i[u].start-o>=a;)u--;if(u>=0&&i[u].end-o>a&&(a=i[u].start-o,a<=0))break;
if(!ce(t.charCodeAt(a))&&(l||=a,n--,this.#l(e,a))){this.#d(a);return}}this.#d(l>0?l:t.length-G)}#l(t,e){return I(this.#r+
this.#i,this.#r.length+e,this.#t,t)}#d(t){let e=this.#i.slice(0,t);this.#i=this.#i.slice(t),this.#o=0;let n=O(this.#r+e,
this.#t).text,i=O(this.#r,this.#t).text,o=0;for(;o<i.length&&o<n.length&&n[o]===i[o];)o++;let a=n.lastIndexOf(K.markerPrefix,
o-1);a>=0&&a<o&&n.indexOf(K.markerSuffix,a)>=o&&(o=a);let l=n.slice(o),u=this.#r+e;this.#r=u.slice(U(u,u.length-1)).slice(
-le),l!==""&&this.#e(l)}};function U(r,t){for(let e=Math.min(t,r.length)-1;e>=0;e--){let n=r.charCodeAt(e);if(n===Z||n===
Vt&&r.charCodeAt(e+1)!==Z)return e+1}return 0}var Z=10,Vt=13;function de(r,t){let e=r.charCodeAt(t);if(fe(e)||e===27||e>=
55296&&e<=56319)return!1;if(e!==32&&e!==9)return!0;let n=t;for(;n>0&&(r.charCodeAt(n-1)===32||r.charCodeAt(n-1)===9);)n--;
let i=r.charCodeAt(n-1);return i!==Z&&i!==Vt}function ce(r){return r>=56320&&r<=57343}function fe(r){return r>=48&&r<=57||
r>=65&&r<=90||r>=97&&r<=122||r===43||r===47||r===61||r===95||r===45||r===46||r===37}var j=class{#t;#e;#n;#i;constructor(t,e,n){this.#t=t,this.#e=e,this.#n=n.secrets,this.#i=n.newToken??he}#r;async run(t){
let e={token:this.#i(),echo:new H(this.#n,n=>{this.#e(n),e.atLineStart=n.endsWith(`
`)},{quietMs:500}),atLineStart:!0};this.#r=e,this.#e(`::stop-commands::${e.token}
`);try{return await this.#t.run({...t,onOutput:(n,i)=>{n!==""&&this.#r===e&&e.echo.push(n,i),t.onOutput?.(n,i)}})}finally{
this.endBlock()}}endBlock(){let t=this.#r;t!==void 0&&(this.#r=void 0,t.echo.end(),this.#e(`${t.atLineStart?"":`
`}::${t.token}::
`))}};function he(){return(0,qt.randomBytes)(16).toString("hex")}var zt=N(lt(),1),w=N(ut(),1);import{spawn as ye}from"node:child_process";import{tmpdir as Se}from"node:os";import{join as we}from"node:path";
import{StringDecoder as be}from"node:string_decoder";var pe=8;function Kt(r,t,e,n){let i=r+t,o=r.length,a=_(i,e),l=a.find(d=>d.start<o&&d.end>o),u=l?l.end-o:0;if(n&&(u=Xt(t,
u)),!i.includes("\x1B")&&a.every(d=>d.end<=o+u))return u;let s=O(i,e).text;for(let d=0;u<t.length&&d<=pe;d++){if(I(i,o+u,
e,s))return u;u=n?Xt(t,u+1):ge(t,u+1)}return t.length}function Xt(r,t){if(t===0||r.charCodeAt(t-1)===Yt)return t;let e=r.
indexOf(`
`,t);return e===-1?r.length:e+1}function ge(r,t){for(let e=t;e<=r.length;e++){let n=r.charCodeAt(e-1);if(n===Yt||n===32||
n===9)return e}return r.length}var Yt=10;var tt={killGraceMs:5e3,maxOutputBytes:1024*1024,drainMs:1e3};function ve(r){try{process.kill(-r,0)}catch{return!1}let t;
try{t=(0,w.readdirSync)("/proc")}catch{return!0}for(let e of t){if(!/^\d+$/.test(e))continue;let n;try{n=(0,w.readFileSync)(
`/proc/${e}/stat`,"utf8")}catch{continue}let[i,,o]=n.slice(n.lastIndexOf(")")+2).split(" ");if(Number(o)===r&&i!=="Z")return!0}
return!1}var J=class{#t;#e;#n;#i;#r;#o;#s;#a;#u;#c;constructor(t={}){this.#t=t.tempDir??Se(),this.#e=t.killGraceMs??tt.killGraceMs,
this.#n=t.maxOutputBytes??tt.maxOutputBytes,this.#i=t.drainMs??tt.drainMs,this.#r=t.outputHook,this.#o=t.reuseScripts?new Map:
void 0,this.#s=t.secrets??[],this.#a=t.noPathHint??"PATH is not set in its environment",this.#c=t.fewerJobs,this.#u=t.tempPlace??
{...Ot(this.#t),...t.fewerJobs===void 0?{}:{fewerJobs:t.fewerJobs}}}async run(t){let e=St(t.shell);Oe(t.cwd);let n=wt(e,
t.script),i=this.#f(e.extension,n),o=i??we(this.#t,`baton-step-${(0,zt.randomUUID)()}${e.extension}`);if(i===void 0){try{
(0,w.writeFileSync)(o,n,{flag:"wx",mode:448})}catch(a){throw a.code!=="EEXIST"&&(0,w.rmSync)(o,{force:!0}),Rt(this.#u,o,
"the command's script",a)}this.#o?.set(`${e.extension}\0${n}`,o)}this.#r?.begin?.();try{return await this.#l(e.file,bt(e,
o),t)}finally{this.#r?.end?.(),this.#o===void 0&&(0,w.rmSync)(o,{force:!0})}}#f(t,e){let n=`${t}\0${e}`,i=this.#o?.get(n);
if(i===void 0)return;let o=Buffer.from(e),a;try{a=vt(i,o.length)}catch{a={kind:"missing"}}if(a.kind==="file"&&o.equals(a.
bytes))return i;this.#o?.delete(n)}#l(t,e,n){return new Promise((i,o)=>{let a=new Date,l=new W(this.#n),u=new W(this.#n),
s=ye(t,e,{cwd:n.cwd,env:n.env,stdio:["ignore","pipe","pipe"],detached:!0});s.pid!==void 0&&n.onStart?.(s.pid);let d,p,f,
m,g=!1,b=c=>{if(s.pid!==void 0)try{process.kill(-s.pid,c)}catch{}},y=()=>s.pid!==void 0&&ve(s.pid),h,x=!1,V,T=null,P,et=()=>{
b("SIGKILL"),P=Date.now()},nt=Number.POSITIVE_INFINITY,rt=c=>{c>=nt||(nt=c,clearTimeout(d),d=setTimeout(et,Math.max(0,c-
Date.now())),d.unref())},E=()=>{T!=="terminate"&&(T="terminate",clearTimeout(p),b("SIGTERM"),rt(Date.now()+this.#e))},$=()=>{
if(n.stop!=="interrupt"||n.kill?.aborted)return E();T===null&&(T="interrupt",b("SIGINT"),p=setTimeout(()=>b("SIGTERM"),1.5*
this.#e),p.unref(),rt(Date.now()+2*this.#e))},re=()=>{let c=y();return n.kill?.aborted&&P===void 0&&c&&et(),c&&(P===void 0||
Date.now()-P<2e3)?(h??=setInterval(D,100),!1):(clearInterval(h),x?!0:V===void 0?(V=Date.now(),setTimeout(D,this.#i).unref(),
!1):Date.now()-V>=this.#i)},D=()=>{g||m===void 0||T!==null&&!re()||(clearInterval(h),g=!0,clearTimeout(f),s.stdout?.destroy(),
s.stderr?.destroy(),q("stdout"),q("stderr"),n.signal?.removeEventListener("abort",$),n.kill?.removeEventListener("abort",
E),clearTimeout(d),clearTimeout(p),i({exitCode:m.code,signal:m.signal,startedAt:a,finishedAt:new Date,output:l.text(this.#s),
stdout:u.text(this.#s)}))},it=new k((c,S)=>S?l.insert(c):l.push(c)),q=c=>it.end(c),ot=(c,S)=>{let C=new be("utf8"),st=v=>{
it.push(v,S),v!==""&&(S==="stdout"&&u.push(v),this.#r?.chunk(v,S),n.onOutput?.(v,S))};c.on("data",v=>{l.wrote(v.length),
S==="stdout"&&u.wrote(v.length),st(C.write(v))}),c.on("end",()=>{st(C.end()),q(S)})};s.on("error",c=>{if(g)return;g=!0,n.
signal?.removeEventListener("abort",$),n.kill?.removeEventListener("abort",E);let S=c.code==="ENOENT"&&!t.includes("/")&&
!n.env.PATH,C=pt(c,this.#c);o(new A("shell-failed",`could not start ${JSON.stringify(t)}: ${c.code??c.message}${C===null?
"":` (${C})`}${S?`; ${this.#a}`:""}`,{where:"shell",cause:c}))}),s.stdout&&ot(s.stdout,"stdout"),s.stderr&&ot(s.stderr,"\
stderr"),s.on("exit",(c,S)=>{m={code:c,signal:S},f=setTimeout(()=>{T===null&&(s.stdout?.destroy(),s.stderr?.destroy()),D()},
this.#i),f.unref()}),s.on("close",()=>{x=!0,D()}),n.kill?.aborted?E():n.kill?.addEventListener("abort",E,{once:!0}),n.signal&&
(n.signal.aborted?$():n.signal.addEventListener("abort",$,{once:!0}))})}};function Oe(r){let t;try{t=(0,w.statSync)(r)}catch{
t=void 0}if(!t?.isDirectory())throw new A("working-directory-missing",`${r} is not a directory`,{where:"working-director\
y"})}var Qt=64*1024,Re=`${["-----BEGIN","PRIVATE","KEY-----"].join(" ")}
`,xe=128,W=class{#t;#e=[];#n=0;#i=0;#r=0;#o=0;#s=!1;#a="";constructor(t){this.#t=t}wrote(t){this.#r+=t}insert(t){this.push(
t),this.#o+=Buffer.byteLength(t)}push(t){this.#e.push(t);let e=Buffer.byteLength(t);for(this.#n+=e,this.#i+=e;this.#e.length>
1&&this.#n-Buffer.byteLength(this.#e[0])>=this.#t+Qt;){let n=this.#e.shift();this.#n-=Buffer.byteLength(n),this.#u(n)}}#u(t){
let e=this.#a+t;this.#s=Q(e,this.#s,this.#a.length),this.#a=e.slice(-xe)}text(t=[]){let e=Buffer.from(this.#e.join(""));
if(e.length<=this.#t)return e.toString("utf8");let n=e.length-this.#t-1,i=e.indexOf(10,n),o=[e.indexOf(32,n),e.indexOf(9,
n)].filter(s=>s>=0),a=i>=0&&i<e.length-1?i:o.length>0?Math.min(...o):-1,l="";if(a>=0){let s=a+1,d=Math.max(0,s-Qt),p=d===
0?-1:e.indexOf(10,d-1);for(p>=0&&p+1<s&&(d=p+1);(e[d]&192)===128;)d++;let m=(Q(this.#a+e.subarray(0,d).toString("utf8"),
this.#s,this.#a.length)?Re:"")+e.subarray(d,s).toString("utf8"),g=e.subarray(s).toString("utf8");l=g.slice(Kt(m,g,t,e[a]===
10))}let u=l!==""?`the last ${this.#t} bytes at most are kept`:a===-1?"none of it is kept, as no line or space was left \
to start at":"none of it is kept, as all of it after the cut may be part of a secret the cut went through";return this.#i===
this.#r+this.#o?`[baton: the first ${this.#i-Buffer.byteLength(l)} bytes of this output were left out; ${u}]
${l}`:`[baton: this output was ${this.#r} bytes, not all of it UTF-8 text, and its start was left out; ${u}${l===""?"":"\
, as text (a byte that is not UTF-8 as \uFFFD)"}]
${l}`}};async function Zt(r,t){if(r.agent===null)throw new Y(`stage ${r.stage}: runStage needs an agent (run or agent); this spe\
c is for a split stage`);let e=[],n,i,o={},a="",l=!1;for(let u=1;;u++){let s=await Ct(r,t,{...o,attempt:u,...n?{upstream:n}:
{},...i!==void 0?{parent:i}:{}});if(s.kind==="refused")return t.reporter?.error(s.result.outcome.message??"",r.stage),{...s.
result,attempts:[...e,...s.result.attempts]};n=s.upstream,i=s.parent;let d=s.prepared;d.repair||(a=d.prompt);for(let b of d.
warnings)t.reporter?.warning(b.message,`${r.stage} ${b.path}`);let p=await Ce(r,d,t),f=await Et(r,d,p,t,{...t.signal?{signal:t.
signal}:{},...r.verify===null?{}:{verify:()=>Ae(r,d,t,r.verify)}});e.push(f);let{outcome:m}=f,g=t.signal?.aborted===!0;if(f.
repairProblems.length>0&&!l&&!g){l=!0,t.reporter?.warning(`${m.message}; giving the agent one repair turn`,r.stage),o={repair:{
problems:f.repairProblems,previousPrompt:a}};continue}if(m.reason==="verify-failed"&&u<r.attempts&&!g){t.reporter?.warning(
`attempt ${u} of ${r.attempts}: ${m.message}; trying again`,r.stage),o={attemptContext:ke(u+1,f.handoff,f.record.verify)};
continue}return m.reason==="cancelled"?t.reporter?.warning(m.message,r.stage):m.reason!=="completed"&&t.reporter?.error(
m.message,r.stage),Te(r,m,e,f.outputs)}}function Te(r,t,e,n){let i=e.at(-1);if(!i)throw new Y(`stage ${r.stage}: no atte\
mpt was stored`);return{stage:r.stage,ok:t.reason==="completed",outcome:t,attempts:e,final:i,outputs:n}}function ke(r,t,e){
return{number:r,previous:t,verify:e?{exit_code:e.exit_code,output:e.output_tail}:null}}function Ee(r,t){let e={};for(let[
n,i]of Object.entries(r))ct.includes(n)||ft.some(o=>n.startsWith(o))||(e[n]=i);return{...e,...t}}function te(r,t,e,n={}){
return Ee(e.env,{...n,[M.promptPath]:t.promptPath,[M.handoffPath]:t.handoffPath,[M.stage]:r.stage})}async function Ce(r,t,e){
let n=r.agent,i=n.kind==="preset"?{...xt(n.preset),shell:"bash"}:{script:n.command,env:{},shell:r.shell};return e.reporter?.
info(`${r.stage}: attempt ${t.attempt}${t.repair?" (repair turn)":""}, running the agent`),ee(e,()=>({script:i.script,shell:i.
shell,cwd:e.workspace.resolveDirectory(r.workingDirectory),env:te(r,t,e,i.env)}))}async function ee(r,t){let e=r.workspace.
now();try{return await r.runner.run({...t(),...r.onOutput?{onOutput:r.onOutput}:{},...r.signal?{signal:r.signal}:{}})}catch(n){
let i=`${kt}${L(n)}
`;return r.onOutput?.(i,"stderr"),{exitCode:null,signal:null,startedAt:e,finishedAt:r.workspace.now(),output:i,stdout:""}}}
async function Ae(r,t,e,n){e.reporter?.info(`${r.stage}: attempt ${t.attempt}, running verify`);let i=await ee(e,()=>({script:n,
shell:r.shell,cwd:e.workspace.resolveDirectory(r.workingDirectory),env:te(r,t,e)})),o=Tt(i.output,r.redact,"verify.outpu\
t_tail");return{facts:{command:n,exit_code:i.exitCode,output_tail:dt(o.text,mt.verifyOutputTailBytes),duration_ms:Math.max(
0,i.finishedAt.getTime()-i.startedAt.getTime())},problems:o.problems}}async function Pe(r,t,e){Ft(r.env);let{spec:n,store:i,workspace:o,reporter:a,secrets:l,openRun:u}=await Bt("stage",r.env);
t.stage=n.stage,t.secrets=l,t.store=new Gt(i);let s=It(r.env,"RUNNER_TEMP"),d=new J({tempDir:s,killGraceMs:Pt.agentGrace}),
p=new j(d,r.write,{secrets:l});t.runner=p;let f=new AbortController,m=new F(p,$e(r.env),h=>f.abort(`a command of the sta\
ge (the agent or verify) wrote to the files of the step\u2019s file commands (${h.join(", ")}), which only baton may wri\
te to; baton put them back as they were, so none of it reaches the runner or the steps after this one`)),g=h=>f.signal.aborted&&
h.includes(String(f.signal.reason)),b={info:h=>a.info(h),warning:(h,x)=>{g(h)||a.warning(h,x)},error:()=>{},group:(h,x)=>a.
group(h,x)},y=await Zt(n,{store:t.store,workspace:o,openRun:u,runner:m,reporter:b,env:Nt(r.env),signal:AbortSignal.any([
f.signal,e.signal])});if(!t.settled){if(t.settled=!0,await Dt("stage",y.final,y.outputs,t,a),y.outcome.reason==="cancell\
ed"&&!g(y.outcome.message??"")){a.info(`stage ${n.stage}: cancelled, stored as artifact ${y.final.ref.id}`),process.exitCode=
at.Failure;return}if(!y.ok)throw new A(y.outcome.reason,y.outcome.message??y.outcome.reason,{where:`stage ${n.stage}`});
a.info(`stage ${n.stage}: ${y.final.record.status}, stored as artifact ${y.final.ref.id}`)}}function $e(r){return Object.
values(ht).flatMap(t=>{let e=r[t];return e?[{name:t,path:e}]:[]})}async function ne(r=At()){let t=Mt(r.env),e={action:"s\
tage",refusedOutputs:!0,unfinished:"the step ended before the stage had a record to store"};await $t(r,n=>Pe(r,t,n),{async failed(n){
await Lt(t,n,e),X(L(n))},async outOfTime(n){t.runner?.endBlock(),X(await _t(t,n,e))}})}await ne();

import{a as St}from"../action-chunks/chunk-ECMEAX35.js";import{a as yt}from"../action-chunks/chunk-TFD5RZUK.js";import{a as dt,b as ct,c as ft,
d as mt,f as pt,h as gt,i as Ot,j as Rt,k as xt,l as kt,m as Tt,p as Ct,q as At}from"../action-chunks/chunk-WAR6EQCK.js";import"../action-chunks/chunk-NTHMEBCW.js";
import{C as Et,c as ht,n as wt,w as bt,z as vt}from"../action-chunks/chunk-NFT67L3V.js";import"../action-chunks/chunk-QKOWGC76.js";import{
a as nt}from"../action-chunks/chunk-R2LRCHEZ.js";import{f as b,j as lt}from"../action-chunks/chunk-RJJPNDXQ.js";import"../action-chunks/chunk-P57UM5NZ.js";
import"../action-chunks/chunk-TLP5ZAVY.js";import"../action-chunks/chunk-GK2JBTRZ.js";import"../action-chunks/chunk-IKP7P5JP.js";import{a as rt}from"../action-chunks/chunk-PO5EA42V.js";
import"../action-chunks/chunk-K774MLFD.js";import{b as C,c as J,d as L}from"../action-chunks/chunk-ZB3GGCKF.js";import{H as ut,I as W,c as it,
g as N,h as ot,i as st,s as at}from"../action-chunks/chunk-CITQMF73.js";import{f as et,k as U}from"../action-chunks/chunk-DHIUKFLR.js";import"../action-chunks/chunk-SM223FN7.js";
import{d as $}from"../action-chunks/chunk-A64LSPLL.js";var R=$(nt(),1);import{lstat as qt,open as Kt,readFile as $t,rm as Yt}from"node:fs/promises";var _=class{#t;#e;#r;constructor(t,e,n){
this.#t=t,this.#e=e,this.#r=n}async run(t){let e=await Promise.all(this.#e.map(n=>zt(n.name,n.path)));try{return await this.#t.
run(t)}finally{let n=[];for(let i of e)await Qt(i)&&n.push(i.name);n.length>0&&this.#r(n)}}};async function zt(r,t){let e=await Nt(
t);return e?.isFile()?{name:r,path:t,file:{content:await $t(t),dev:e.dev,ino:e.ino}}:{name:r,path:t,file:null}}async function Qt(r){
let{path:t,file:e}=r;if(e===null)return!1;let n=await Nt(t),i=n?.isFile()===!0&&n.dev===e.dev&&n.ino===e.ino;return i&&n.
size===e.content.length&&(await $t(t)).equals(e.content)?!1:(i?await Dt(t,R.constants.O_WRONLY|R.constants.O_TRUNC|Pt,e.
content):(await Yt(t,{recursive:!0,force:!0}),await Dt(t,R.constants.O_WRONLY|R.constants.O_CREAT|R.constants.O_EXCL|Pt,
e.content)),!0)}var Pt=R.constants.O_NOFOLLOW??0;async function Dt(r,t,e){let n=await Kt(r,t,420);try{await n.writeFile(
e)}finally{await n.close()}}async function Nt(r){try{return await qt(r)}catch{return null}}var Bt=$(rt(),1);var T=class{#t;#e={stdout:"",stderr:""};#r=null;constructor(t){this.#t=t}push(t,e){let n=this.#e[e]+t,i=n.endsWith("\r")?
n.slice(0,-1):n,o=Math.max(i.lastIndexOf(`
`),i.lastIndexOf("\r"))+1;n.length-o>65536&&(o=n.length),this.#n(e,n.slice(0,o)),this.#e[e]=n.slice(o)}end(t){this.#n(t,
this.#e[t]),this.#e[t]=""}#n(t,e){e!==""&&(this.#r!==null&&!this.#r.ended&&this.#r.stream!==t&&this.#t(`
`,!0),this.#t(e,!1),this.#r={stream:t,ended:e.endsWith(`
`)||e.endsWith("\r")})}};var Lt=64*1024,_t=4096,Zt=4096,It=16,M=class{#t;#e;#r;#n="";#i="";#o=0;#s=!1;constructor(t,e){this.#t=t,this.#e=e,this.#r=
new T(n=>{this.#n+=n,this.#s=!0})}push(t,e){this.#s=!1,this.#r.push(t,e),this.#s&&this.#a(!1)}flush(){this.#a(!0)}end(){
this.#r.end("stdout"),this.#r.end("stderr"),this.#n!==""&&this.#l(this.#n.length)}#a(t){let e=this.#n;if(e===""||!t&&e.length<
this.#o&&e.length<=Lt)return;let n=b(this.#i+e,this.#t),i=n.redactions.length>0,o=I(e,e.length-1);if(t&&I(e,e.length)===
e.length&&(!i||this.#u(n.text,o))){this.#l(e.length);return}let u=i?It:1;for(let s=o;s>0&&u>0;u--,s=I(e,s-1)){if(!i||this.#u(
n.text,s)){this.#l(s);break}this.#o=e.length+Math.max(_t,e.length>>2)}for(;this.#n.length>Lt;)this.#d()}#d(){let t=this.#n,
e=b(this.#i+t,this.#t).text,n=It;for(let o=t.length-_t;o>0&&n>0;o--)if(te(t,o-1)&&(n--,this.#u(e,o))){this.#l(o);return}
let i=t.length;for(;i>0&&Ft(t.charCodeAt(i-1));)i--;this.#l(i>0?i:t.length)}#u(t,e){let n=b(this.#i+this.#n.slice(0,e),this.#t).
text;return t===n+b(this.#n.slice(e),this.#t).text}#l(t){let e=this.#n.slice(0,t);this.#n=this.#n.slice(t),this.#o=0;let n=b(
this.#i+e,this.#t).text,i=b(this.#i,this.#t).text,o=0;for(;o<i.length&&o<n.length&&n[o]===i[o];)o++;let u=n.lastIndexOf(
W.markerPrefix,o-1);u>=0&&u<o&&n.indexOf(W.markerSuffix,u)>=o&&(o=u);let s=n.slice(o),f=this.#i+e;this.#i=f.slice(I(f,f.
length-1)).slice(-Zt),s!==""&&this.#e(s)}};function I(r,t){for(let e=Math.min(t,r.length)-1;e>=0;e--){let n=r.charCodeAt(
e);if(n===V||n===Mt&&r.charCodeAt(e+1)!==V)return e+1}return 0}var V=10,Mt=13;function te(r,t){let e=r.charCodeAt(t);if(Ft(
e)||e===27||e>=55296&&e<=56319)return!1;if(e!==32&&e!==9)return!0;let n=t;for(;n>0&&(r.charCodeAt(n-1)===32||r.charCodeAt(
n-1)===9);)n--;let i=r.charCodeAt(n-1);return i!==V&&i!==Mt}function Ft(r){return r>=48&&r<=57||r>=65&&r<=90||r>=97&&r<=
122||r===43||r===47||r===61||r===95||r===45||r===46||r===37}var ee=500,F=class{#t;#e;#r;#n;constructor(t,e,n){this.#t=t,this.#e=e,this.#r=n.secrets,this.#n=n.newToken??ne}#i;async run(t){
let e={token:this.#n(),echo:new M(this.#r,n=>{this.#e(n),e.atLineStart=n.endsWith(`
`)}),atLineStart:!0,quiet:setTimeout(()=>{this.#i===e&&e.echo.flush()},ee).unref()};this.#i=e,this.#e(`::stop-commands::${e.
token}
`);try{return await this.#t.run({...t,onOutput:(n,i)=>{n!==""&&this.#i===e&&(e.echo.push(n,i),e.quiet.refresh()),t.onOutput?.(
n,i)}})}finally{this.endBlock()}}endBlock(){let t=this.#i;t!==void 0&&(this.#i=void 0,clearTimeout(t.quiet),t.echo.end(),
this.#e(`${t.atLineStart?"":`
`}::${t.token}::
`))}};function ne(){return(0,Bt.randomBytes)(16).toString("hex")}var jt=$(rt(),1),v=$(nt(),1);import{spawn as re}from"node:child_process";import{tmpdir as ie}from"node:os";import{join as oe}from"node:path";
import{StringDecoder as se}from"node:string_decoder";var X={killGraceMs:5e3,maxOutputBytes:1024*1024,drainMs:1e3};function ae(r){try{process.kill(-r,0)}catch{return!1}let t;
try{t=(0,v.readdirSync)("/proc")}catch{return!0}for(let e of t){if(!/^\d+$/.test(e))continue;let n;try{n=(0,v.readFileSync)(
`/proc/${e}/stat`,"utf8")}catch{continue}let[i,,o]=n.slice(n.lastIndexOf(")")+2).split(" ");if(Number(o)===r&&i!=="Z")return!0}
return!1}var B=class{#t;#e;#r;#n;#i;#o;#s;#a;constructor(t={}){this.#t=t.tempDir??ie(),this.#e=t.killGraceMs??X.killGraceMs,
this.#r=t.maxOutputBytes??X.maxOutputBytes,this.#n=t.drainMs??X.drainMs,this.#i=t.outputHook,this.#o=t.reuseScripts?new Map:
void 0,this.#s=t.secrets??[],this.#a=t.noPathHint??"PATH is not set in its environment"}async run(t){let e=dt(t.shell);ue(
t.cwd);let n=ct(e,t.script),i=this.#d(e.extension,n),o=i??oe(this.#t,`baton-step-${(0,jt.randomUUID)()}${e.extension}`);
i===void 0&&((0,v.writeFileSync)(o,n,{flag:"wx",mode:448}),this.#o?.set(`${e.extension}\0${n}`,o)),this.#i?.begin?.();try{
return await this.#u(e.file,ft(e,o),t)}finally{this.#i?.end?.(),this.#o===void 0&&(0,v.rmSync)(o,{force:!0})}}#d(t,e){let n=`${t}\
\0${e}`,i=this.#o?.get(n);if(i===void 0)return;let o=Buffer.from(e),u;try{u=mt(i,o.length)}catch{u={kind:"missing"}}if(u.
kind==="file"&&o.equals(u.bytes))return i;this.#o?.delete(n)}#u(t,e,n){return new Promise((i,o)=>{let u=new Date,s=new G(
this.#r),f=new G(this.#r),l=re(t,e,{cwd:n.cwd,env:n.env,stdio:["ignore","pipe","pipe"],detached:!0});l.pid!==void 0&&n.onStart?.(
l.pid);let m,S,a,d,h=!1,y=c=>{if(l.pid!==void 0)try{process.kill(-l.pid,c)}catch{}},p=()=>l.pid!==void 0&&ae(l.pid),g,x=!1,
H,k=null,A,q=()=>{y("SIGKILL"),A=Date.now()},K=Number.POSITIVE_INFINITY,Y=c=>{c>=K||(K=c,clearTimeout(m),m=setTimeout(q,
Math.max(0,c-Date.now())),m.unref())},E=()=>{k!=="terminate"&&(k="terminate",clearTimeout(S),y("SIGTERM"),Y(Date.now()+this.#e))},
P=()=>{if(n.stop!=="interrupt"||n.kill?.aborted)return E();k===null&&(k="interrupt",y("SIGINT"),S=setTimeout(()=>y("SIGT\
ERM"),1.5*this.#e),S.unref(),Y(Date.now()+2*this.#e))},Xt=()=>{let c=p();return n.kill?.aborted&&A===void 0&&c&&q(),c&&(A===
void 0||Date.now()-A<2e3)?(g??=setInterval(D,100),!1):(clearInterval(g),x?!0:H===void 0?(H=Date.now(),setTimeout(D,this.#n).
unref(),!1):Date.now()-H>=this.#n)},D=()=>{h||d===void 0||k!==null&&!Xt()||(clearInterval(g),h=!0,clearTimeout(a),l.stdout?.
destroy(),l.stderr?.destroy(),j("stdout"),j("stderr"),n.signal?.removeEventListener("abort",P),n.kill?.removeEventListener(
"abort",E),clearTimeout(m),clearTimeout(S),i({exitCode:d.code,signal:d.signal,startedAt:u,finishedAt:new Date,output:s.text(
this.#s),stdout:f.text(this.#s)}))},z=new T((c,w)=>w?s.insert(c):s.push(c)),j=c=>z.end(c),Q=(c,w)=>{let Z=new se("utf8"),
tt=O=>{z.push(O,w),O!==""&&(w==="stdout"&&f.push(O),this.#i?.chunk(O,w),n.onOutput?.(O,w))};c.on("data",O=>{s.wrote(O.length),
w==="stdout"&&f.wrote(O.length),tt(Z.write(O))}),c.on("end",()=>{tt(Z.end()),j(w)})};Q(l.stdout,"stdout"),Q(l.stderr,"st\
derr"),l.on("error",c=>{if(h)return;h=!0,n.signal?.removeEventListener("abort",P),n.kill?.removeEventListener("abort",E);
let w=c.code==="ENOENT"&&!t.includes("/")&&!n.env.PATH;o(new C("shell-failed",`could not start ${JSON.stringify(t)}: ${c.
code??c.message}${w?`; ${this.#a}`:""}`,{where:"shell",cause:c}))}),l.on("exit",(c,w)=>{d={code:c,signal:w},a=setTimeout(
()=>{k===null&&(l.stdout?.destroy(),l.stderr?.destroy()),D()},this.#n),a.unref()}),l.on("close",()=>{x=!0,D()}),n.kill?.
aborted?E():n.kill?.addEventListener("abort",E,{once:!0}),n.signal&&(n.signal.aborted?P():n.signal.addEventListener("abo\
rt",P,{once:!0}))})}};function ue(r){let t;try{t=(0,v.statSync)(r)}catch{t=void 0}if(!t?.isDirectory())throw new C("work\
ing-directory-missing",`${r} is not a directory`,{where:"working-directory"})}var Gt=4,Ht=4096,le=4,G=class{#t;#e=[];#r=0;#n=0;#i=0;#o=0;constructor(t){
this.#t=t}wrote(t){this.#i+=t}insert(t){this.push(t),this.#o+=Buffer.byteLength(t)}push(t){this.#e.push(t);let e=Buffer.
byteLength(t);for(this.#r+=e,this.#n+=e;this.#e.length>1&&this.#r-Buffer.byteLength(this.#e[0])>=this.#t;)this.#r-=Buffer.
byteLength(this.#e.shift())}text(t=[]){let e=Buffer.from(this.#e.join(""));if(e.length<=this.#t)return e.toString("utf8");
let n=e.length-this.#t-1,i=e.indexOf(10,n),o=[e.indexOf(32,n),e.indexOf(9,n)].filter(a=>a>=0),u=i>=0&&i<e.length-1?i:o.length>
0?Math.min(...o):-1,s=u===-1?"":e.subarray(u+1).toString("utf8"),f=0;for(let a=0;a<Gt&&(s[f]===" "||s[f]==="	");a++){let d=s.
indexOf(`
`,f);f=d===-1?s.length:d+1}let l=e.subarray(Math.max(0,u+1-Ht),u+1).toString("utf8");l+=s.slice(0,f),s=s.slice(f);for(let a=0;a<
Gt&&s!==""&&e[u]===10;a++){let d=s.indexOf(`
`),h=(d===-1?s:s.slice(0,d+1)).slice(0,Ht),y=l.slice(l.lastIndexOf(`
`,l.length-2)+1);if(b(y+h,t).text===b(y,t).text+b(h,t).text)break;l=y+h,s=d===-1?"":s.slice(d+1)}for(let a of t)for(let d=a.
length-1;d>=le;d--)if(s.startsWith(a.slice(a.length-d))){s=s.slice(d);break}let m=lt(s);if(m&&!s.slice(0,m.start).includes(
"-----BEGIN ")){let a=s.indexOf(`
`,m.end);s=a===-1?"":s.slice(a+1)}let S=s===""?"none of it is kept, as no line or space was left to start at":`the last ${this.#t}\
 bytes at most are kept`;return this.#n===this.#i+this.#o?`[baton: the first ${this.#n-Buffer.byteLength(s)} bytes of th\
is output were left out; ${S}]
${s}`:`[baton: this output was ${this.#i} bytes, not all of it UTF-8 text, and its start was left out; ${S}${s===""?"":"\
, as text (a byte that is not UTF-8 as \uFFFD)"}]
${s}`}};async function Ut(r,t){if(r.agent===null)throw new J(`stage ${r.stage}: runStage needs an agent (run or agent); this spe\
c is for a split stage`);let e=[],n,i,o={},u="",s=!1;for(let f=1;;f++){let l=await St(r,t,{...o,attempt:f,...n?{upstream:n}:
{},...i!==void 0?{parent:i}:{}});if(l.kind==="refused")return t.reporter?.error(l.result.outcome.message??"",r.stage),{...l.
result,attempts:[...e,...l.result.attempts]};n=l.upstream,i=l.parent;let m=l.prepared;m.repair||(u=m.prompt);for(let y of m.
warnings)t.reporter?.warning(y.message,`${r.stage} ${y.path}`);let S=await me(r,m,t),a=await yt(r,m,S,t,{...t.signal?{signal:t.
signal}:{},...r.verify===null?{}:{verify:()=>he(r,m,t,r.verify)}});e.push(a);let{outcome:d}=a,h=t.signal?.aborted===!0;if(a.
repairProblems.length>0&&!s&&!h){s=!0,t.reporter?.warning(`${d.message}; giving the agent one repair turn`,r.stage),o={repair:{
problems:a.repairProblems,previousPrompt:u}};continue}if(d.reason==="verify-failed"&&f<r.attempts&&!h){t.reporter?.warning(
`attempt ${f} of ${r.attempts}: ${d.message}; trying again`,r.stage),o={attemptContext:ce(f+1,a.handoff,a.record.verify)};
continue}return d.reason==="cancelled"?t.reporter?.warning(d.message,r.stage):d.reason!=="completed"&&t.reporter?.error(
d.message,r.stage),de(r,d,e,a.outputs)}}function de(r,t,e,n){let i=e.at(-1);if(!i)throw new J(`stage ${r.stage}: no atte\
mpt was stored`);return{stage:r.stage,ok:t.reason==="completed",outcome:t,attempts:e,final:i,outputs:n}}function ce(r,t,e){
return{number:r,previous:t,verify:e?{exit_code:e.exit_code,output:e.output_tail}:null}}function fe(r,t){let e={};for(let[
n,i]of Object.entries(r))ot.includes(n)||st.some(o=>n.startsWith(o))||(e[n]=i);return{...e,...t}}function Wt(r,t,e,n={}){
return fe(e.env,{...n,[N.promptPath]:t.promptPath,[N.handoffPath]:t.handoffPath,[N.stage]:r.stage})}async function me(r,t,e){
let n=r.agent,i=n.kind==="preset"?{...ht(n.preset),shell:"bash"}:{script:n.command,env:{},shell:r.shell};return e.reporter?.
info(`${r.stage}: attempt ${t.attempt}${t.repair?" (repair turn)":""}, running the agent`),Jt(e,()=>({script:i.script,shell:i.
shell,cwd:e.workspace.resolveDirectory(r.workingDirectory),env:Wt(r,t,e,i.env)}))}async function Jt(r,t){let e=r.workspace.
now();try{return await r.runner.run({...t(),...r.onOutput?{onOutput:r.onOutput}:{},...r.signal?{signal:r.signal}:{}})}catch(n){
let i=`${gt}${L(n)}
`;return r.onOutput?.(i,"stderr"),{exitCode:null,signal:null,startedAt:e,finishedAt:r.workspace.now(),output:i,stdout:""}}}
async function he(r,t,e,n){e.reporter?.info(`${r.stage}: attempt ${t.attempt}, running verify`);let i=await Jt(e,()=>({script:n,
shell:r.shell,cwd:e.workspace.resolveDirectory(r.workingDirectory),env:Wt(r,t,e)})),o=pt(i.output,r.redact,"verify.outpu\
t_tail");return{facts:{command:n,exit_code:i.exitCode,output_tail:it(o.text,at.verifyOutputTailBytes),duration_ms:Math.max(
0,i.finishedAt.getTime()-i.startedAt.getTime())},problems:o.problems}}async function pe(r,t,e){let{spec:n,store:i,workspace:o,reporter:u,secrets:s,openRun:f}=await Ct("stage",r.env);t.stage=
n.stage,t.secrets=s,t.store=new At(i);let l=Et(r.env,"RUNNER_TEMP"),m=new B({tempDir:l,killGraceMs:bt.agentGrace}),S=new F(
m,r.write,{secrets:s});t.runner=S;let a=new AbortController,d=new _(S,ge(r.env),g=>a.abort(`a command of the stage (the \
agent or verify) wrote to the files of the step\u2019s file commands (${g.join(", ")}), which only baton may write to; b\
aton put them back as they were, so none of it reaches the runner or the steps after this one`)),h=g=>a.signal.aborted&&
g.includes(String(a.signal.reason)),y={info:g=>u.info(g),warning:(g,x)=>{h(g)||u.warning(g,x)},error:()=>{},group:(g,x)=>u.
group(g,x)},p=await Ut(n,{store:t.store,workspace:o,openRun:f,runner:d,reporter:y,env:Rt(r.env),signal:AbortSignal.any([
a.signal,e.signal])});if(!t.settled){if(t.settled=!0,await Ot("stage",p.final,p.outputs,t,u),p.outcome.reason==="cancell\
ed"&&!h(p.outcome.message??"")){u.info(`stage ${n.stage}: cancelled, stored as artifact ${p.final.ref.id}`),process.exitCode=
et.Failure;return}if(!p.ok)throw new C(p.outcome.reason,p.outcome.message??p.outcome.reason,{where:`stage ${n.stage}`});
u.info(`stage ${n.stage}: ${p.final.record.status}, stored as artifact ${p.final.ref.id}`)}}function ge(r){return Object.
values(ut).flatMap(t=>{let e=r[t];return e?[{name:t,path:e}]:[]})}async function Vt(r=wt()){let t=xt(r.env),e={action:"s\
tage",refusedOutputs:!0,unfinished:"the step ended before the stage had a record to store"};await vt(r,n=>pe(r,t,n),{async failed(n){
await kt(t,n,e),U(L(n))},async outOfTime(n){t.runner?.endBlock(),U(await Tt(t,n,e))}})}await Vt();

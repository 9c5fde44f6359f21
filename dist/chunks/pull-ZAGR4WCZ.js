import{a as ft}from"./chunk-2U5FY7QR.js";import{b as lt}from"./chunk-Q2TZSLBA.js";import{f as x}from"./chunk-IQNVHVL5.js";
import{a as Q}from"./chunk-G5LJGAUR.js";import{h as ut}from"./chunk-TO3ONTXG.js";import"./chunk-U776URLR.js";
import{c as dt,f as ct}from"./chunk-FAQWOPXZ.js";import"./chunk-6RREDHNG.js";import"./chunk-RIUPRHVH.js";
import"./chunk-3ZF6RDFV.js";import"./chunk-J4ESGUIZ.js";import"./chunk-ZQQCC47Q.js";import"./chunk-LS2NIP65.js";
import{B as M,e as T,g as ot,s as it,u as st,x as K,y as at,z as j}from"./chunk-P5WILCBV.js";import{a as St}from"./chunk-RBL3FFHZ.js";
import"./chunk-HXWHHXB3.js";import"./chunk-FTDJT25X.js";import{b as z}from"./chunk-GEAO6DK6.js";import"./chunk-HDT3FCLQ.js";
import"./chunk-NINDYNX2.js";import{c as et}from"./chunk-FCWOFCWY.js";import"./chunk-YFTXPYAX.js";import{
d as u,e as tt,f as H}from"./chunk-OKFZ7BVP.js";import{b as C}from"./chunk-GKGC5SYD.js";import{a as Pt}from"./chunk-5A7QKWCT.js";
import{aa as nt,s as rt,t as y}from"./chunk-RHKLK6JY.js";import{d as Z}from"./chunk-3NR5HZ6E.js";var Ut=Z(Pt(),1);import{mkdtemp as Yt,rm as Vt}from"node:fs/promises";import{tmpdir as qt}from"node:os";import{join as Xt}from"node:path";var $t=Z(St(),1);import{lstat as Nt,mkdir as W,mkdtemp as ht,readdir as _t,readFile as Ft,rm as mt,writeFile as Bt}from"node:fs/promises";
import{dirname as Gt,join as I}from"node:path";function pt(){let n,t=()=>(n??=import("./artifact-O5PWKBVO.js").then(({DefaultArtifactClient:r})=>new r),n);return{async uploadArtifact(r,o,e,i){
await J();let{uploadArtifact:a}=await import("./upload-artifact-WG52ETB6.js");return a(r,o,e,i)},async listArtifacts(r){if(r?.
findBy)return(await t()).listArtifacts(r);await J();let{listArtifactsInternal:o}=await import("./list-artifacts-WL7TRA6C.js");
return o(r?.latest)},async downloadArtifact(r,o){if(o?.findBy)return(await t()).downloadArtifact(r,o);await J();let{downloadArtifactInternal:e}=await import("./download-artifact-DOFZPIH4.js");
return e(r,o)}}}async function J(){let[{isGhes:n},{GHESNotSupportedError:t}]=await Promise.all([import("./config-EDSC4CKF.js"),
import("./errors-NH7V3C4R.js")]);if(n())throw new t}var wt={answerMs:12e4,bytesPerSecond:64*1024};function Lt(n){return 1e3*Math.ceil(wt.answerMs/1e3+n/wt.bytesPerSecond)}function bt(n){
let t=n[nt.artifactTimeoutMs]?.trim()??"";return/^[1-9][0-9]{0,9}$/.test(t)?{timeoutMs:Number(t)}:{}}var Rt=64*1024*1024,
Mt=32*1024*1024,xt={attempts:3,baseDelayMs:1e3},D=class{#i=pt();#t;#n;#e;#r=new Map;constructor(t){if(this.#t=t,this.#n=
{...xt,...t.retry},t.retentionDays!==void 0&&!(Number.isInteger(t.retentionDays)&&t.retentionDays>=1))throw new u("input\
-invalid",`retention days must be a whole number of at least 1, got ${t.retentionDays}`,{where:"retention-days"})}async put(t){
if(this.#t.findBy)throw new u("store-read-only",`records of run ${this.#t.findBy.workflowRunId} are read-only here`);let{
record:r,files:o}=it(t,V);o.delete(y.log);let e=j(r),i=T(e.stage,e.attempt,e.runAttempt);if(this.#r.has(i)||this.#e&&(await this.#e).
has(i))throw yt(i,e);let a=V(o.get(y.record));await W(this.#t.tempDir,{recursive:!0});let s=await ht(I(this.#t.tempDir,"\
baton-upload-")),c=0;for(let d of o.values())c+=d.byteLength;let l=!1;try{let d=[];for(let[m,g]of o){let f=I(s,m);m.includes(
"/")&&await W(Gt(f),{recursive:!0}),await Bt(f,g,{flag:"wx"}),d.push(f)}let p=await this.#d(`upload ${i}`,async m=>{try{
return await this.#a(()=>this.#i.uploadArtifact(i,d,s,{...this.#t.retentionDays===void 0?{}:{retentionDays:this.#t.retentionDays}}),
c)}catch(g){if(g instanceof k&&(l=!0),!/already exists|\(409\)/i.test(v(g)))throw g;let f=m>1?await this.#l(i,a):void 0;
if(f)return f;throw yt(i,e,m>1)}}).catch(m=>{throw Y(m,`could not store the record of attempt ${e.attempt} as artifact ${i}`,
{where:`stage ${e.stage}`,details:l?[`the service may yet carry out a try it did not answer: artifact ${i} would then ho\
ld this record, whole`]:[]})});if(p.id===void 0)throw new tt(`upload of ${i} returned no artifact id`);let w=gt(o,a,`art\
ifact ${i}`);return this.#r.set(i,Promise.resolve(w)),this.#e&&(await this.#e).set(i,{...e,artifact:{name:i,id:p.id,size:p.
size??0,...p.digest?{digest:`sha256:${p.digest}`}:{}}}),{...e,recordSha256:a,id:String(p.id)}}finally{l||await mt(s,{recursive:!0,
force:!0})}}async#l(t,r){if(this.#e=void 0,(await this.#s(t).catch(()=>{}))?.stored.recordSha256!==r)return;let e=(await this.#o()).
get(t);if(!e)return;let{id:i,size:a,digest:s}=e.artifact;return{id:i,size:a,...s?{digest:s.replace(/^sha256:/,"")}:{}}}async get(t){
let r=at([...(await this.#o()).values()].filter(o=>o.stage===t));return r&&this.getAttempt(t,r.attempt,r.runAttempt)}async getAttempt(t,r,o=1){
let e=T(t,r,o),i=this.#r.get(e);return i||(i=this.#s(e).then(a=>a?.stored),this.#r.set(e,i),i.then(a=>a===void 0&&this.#r.
delete(e),()=>this.#r.delete(e))),i}async list(){return[...(await this.#o()).values()].map(({stage:t,attempt:r,runAttempt:o})=>({
stage:t,attempt:r,runAttempt:o})).sort(K)}#o(){if(!this.#e){let t=this.#d("list artifacts",async()=>{let{artifacts:r}=await this.#a(
()=>this.#i.listArtifacts(this.#u()),0).catch(e=>{throw this.#t.findBy&&zt(e,this.#t.findBy)||e}),o=new Map;for(let e of r){
let i=ot(e.name);if(!i)continue;let a=o.get(e.name);(!a||a.artifact.id<e.id)&&o.set(e.name,{...i,artifact:e})}return o}).
catch(r=>{throw Y(r,`could not list the artifacts of ${this.#c()} to read its records`)});this.#e=t,t.catch(()=>{this.#e===
t&&(this.#e=void 0)})}return this.#e}async getAttemptFiles(t,r,o=1){return this.#s(T(t,r,o))}async#s(t){let r=(await this.#o()).
get(t);if(!r)return;let{artifact:o}=r;if(o.size>Rt)throw new u("record-invalid",`artifact ${t} is ${o.size} bytes, more \
than a baton record can be`);if(!o.digest)throw new u("record-digest-missing",`artifact ${t} has no digest to check the \
download against`,{details:["it was not uploaded by a current artifact client; re-run the job that produced it"]});await W(
this.#t.tempDir,{recursive:!0});let e=await ht(I(this.#t.tempDir,"baton-download-"));try{let i;try{i=await this.#d(`down\
load ${t}`,async p=>{let w=I(e,String(p));return{...await this.#a(()=>this.#i.downloadArtifact(o.id,{path:w,expectedHash:o.
digest,skipDecompress:!0,...this.#u()}),o.size),path:w}})}catch(p){if(Kt(p)){this.#t.reporter?.warning(`artifact ${t} is\
 listed but could not be found: ${v(p)}`);return}throw Y(p,`could not download artifact ${t} of ${this.#c()}`)}if(i.digestMismatch)
throw new u("record-digest-mismatch",`artifact ${t}: the download does not match the digest recorded at upload (${o.digest}\
)`,{details:["the artifact was changed after it was uploaded, or the download was corrupted; nothing from it was used"]});
let a=await Dt(i.path,t),s=a.get(y.record);if(!s)throw new u(rt,`artifact ${t} has no ${y.record}`);let c=a.get(y.prompt);
if(!c)throw new u("record-invalid",`artifact ${t} has no ${y.prompt}`);let l=gt(a,V(s),`artifact ${t}`),d=j(l.record);if(K(
d,r)!==0)throw new u("record-invalid",`artifact ${t} holds the record of ${M(d)}, not ${M(r)}`);return{stored:l,files:{record:s,
prompt:c,handoff:a.get(y.handoff)??null}}}finally{await mt(e,{recursive:!0,force:!0})}}#c(){let t=this.#t.findBy;return t?
`run ${t.workflowRunId} of ${t.repositoryOwner}/${t.repositoryName}`:"this run"}#u(){return this.#t.findBy?{findBy:this.#t.
findBy}:{}}async#a(t,r){let o=Math.min(Lt(r),this.#t.timeoutMs??Number.POSITIVE_INFINITY),e=t(),i,a=new Promise((s,c)=>{
i=setTimeout(()=>c(new k(o)),o)});try{return await Promise.race([e,a])}catch(s){throw s instanceof k&&Q(e),s}finally{clearTimeout(
i)}}async#d(t,r){for(let o=1;;o++)try{return await r(o)}catch(e){if(e instanceof k&&o>=this.#n.attempts)throw new k(e.boundMs,
o);if(o>=this.#n.attempts||!Ct(e))throw e;let i=this.#n.baseDelayMs*2**(o-1);this.#t.reporter?.warning(`${t} failed (${At(
v(e))}); trying again in ${i} ms (${o+1} of ${this.#n.attempts})`),await new Promise(a=>setTimeout(a,i))}}};function gt(n,t,r){
let o=a=>{let s=n.get(a);return s===void 0?null:Buffer.from(s).toString("utf8")},{record:e,handoff:i}=st({record:o(y.record)??
"",handoff:o(y.handoff)},r,"github");return{record:e,prompt:o(y.prompt)??"",handoff:i,recordSha256:t}}async function Dt(n,t){
let r=d=>new u("record-invalid",`artifact ${t}: ${d}`),[o,...e]=await _t(n);if(o===void 0||e.length>0)throw r("the downl\
oad is not one zip file");let i=await Nt(I(n,o));if(!i.isFile())throw r("the download is not a regular file");if(i.size>
Rt)throw r("the download is too large");let a=new Set([y.record,y.prompt,y.handoff]),s=new Set,{unzipSync:c}=await import("./esm-FWSMIPNV.js"),
l;try{l=c(await Ft(I(n,o)),{filter:d=>{if(!a.has(d.name))return!1;if(s.has(d.name))throw r(`${d.name} is in it twice`);if(s.
add(d.name),Math.max(d.size,d.originalSize)>Mt)throw r(`${d.name} is too large`);return!0}})}catch(d){throw d instanceof
u?d:r(`the download is not a zip archive baton can read (${v(d)})`)}return new Map(Object.entries(l))}function yt(n,t,r=!1){
return new u("record-exists",`${M(t)} already has a record (artifact ${n}); records are immutable`,{where:`stage ${t.stage}`,
details:r?["an earlier try of this upload may have been carried out without its answer reaching baton (a dropped connect\
ion, or no answer in time)"]:["give each stage in the run its own stage id, or record a new attempt"]})}function Y(n,t,r={}){
return ft("artifact-service-failed",t,n,r)}function V(n){return(0,$t.createHash)("sha256").update(n).digest("hex")}function v(n){
return n instanceof Error?n.message:String(n)}function At(n){return n.split(`
`,1)[0]??""}var k=class extends Error{name="NoAnswerError";boundMs;constructor(t,r=1){super(`the artifact service gave n\
o answer within ${Ht(t)}${r>1?` (${r} tries)`:""}`),this.boundMs=t}};function Ht(n){return`${n%1e3===0?n/1e3:(n/1e3).toFixed(
1)} s`}function Ct(n){if(n instanceof u)return!1;if(n instanceof k)return!0;let t=n?.code;return n instanceof Error&&n.name===
"NetworkError"||typeof t=="string"&&/^(ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|EAI_AGAIN)$/.test(t)?!0:/ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|socket hang up/.
test(v(n))}function zt(n,t){let r=n?.status;if(r!==401&&r!==403&&r!==404)return;let o=`run ${t.workflowRunId} of ${t.repositoryOwner}\
/${t.repositoryName}`,e=r===404?"no such run, or the token cannot see it":r===401?"the token was rejected":"the token ma\
y not list its artifacts";return new u("run-unreadable",`cannot read the records of ${o} (${r}: ${At(v(n))}): ${e}. Read\
ing another run\u2019s records needs a token with \`actions: read\`: give the job \`permissions: actions: read\` or pass a github\
-token that has it`,{where:"github-token",cause:n,details:r===404?[`check that ${t.workflowRunId} is a run id of ${t.repositoryOwner}\
/${t.repositoryName}`]:[]})}function Kt(n){return n instanceof Error&&(n.name==="ArtifactNotFoundError"||/\(404\)|not found/i.
test(n.message))}var jt="name the run by its URL (https://github.com/<owner>/<repo>/actions/runs/<id>), or as <owner>/<repo> <run-id>, or\
 --repo <owner>/<repo> <run-id>",kt=/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/,Et=/^[A-Za-z0-9._-]{1,100}$/,_=/^[1-9][0-9]{0,15}$/;
function Tt(n,t={}){let r=(w,m=[])=>new u("usage",w,{details:[...m,jt]}),o=t.apiUrl?.trim()?Wt(t.apiUrl.trim()):null,[e,
i,...a]=n;if(e===void 0)throw r("no run given");if(a.length>0)throw r(`takes one run; it was given ${n.length} arguments`);
if(/^[a-z][a-z0-9+.-]*:\/\//i.test(e)){if(i!==void 0)throw r(`a run URL takes no run id after it (${b(i)})`);if(t.repo!==
void 0)throw r("--repo is for a run given by its id; the URL names the repository already");let w=Jt(e,r);return{...w,apiUrl:o??
w.apiUrl}}let s,c;if(t.repo!==void 0){if(i!==void 0)throw r(`with --repo, give only the run id; it was also given ${b(i)}`);
s=t.repo,c=e}else if(e.includes("/")){if(s=e,c=i,c===void 0)throw r(`no run id after ${b(e)}`)}else throw r(_.test(e)?`r\
un ${e} of which repository? a run id alone does not say`:`${b(e)} is not a run URL or <owner>/<repo>`);let[l,d,...p]=s.
split("/");if(p.length>0||!l||!d||!kt.test(l)||!Et.test(d)||/^\.+$/.test(d))throw r(`${b(s)} is not a repository (<owner\
>/<repo>)`);if(!_.test(c))throw r(`${b(c)} is not a run id (a whole number, like 123456789)`);return{owner:l,repo:d,runId:Number(
c),attempt:null,url:`https://github.com/${l}/${d}/actions/runs/${c}`,apiUrl:o??"https://api.github.com"}}function Jt(n,t){
let r;try{r=new URL(n)}catch{throw t(`${b(n)} is not a URL`)}if(r.protocol!=="https:"&&r.protocol!=="http:")throw t(`${b(
r.protocol)} is not a web address's scheme (http or https)`);if(r.username||r.password)throw t("the run URL holds a user\
 name or password; give the token in GITHUB_TOKEN instead");let o=r.hostname.toLowerCase(),e=r.pathname.split("/").filter(
U=>U!==""),[i,a,s,c,l,...d]=e,p=`${r.protocol}//${r.host}${r.pathname}`,w=()=>t(`${b(p)} is not the address of a workflo\
w run`,["open the run on GitHub (the Actions tab, then the run) and copy its address"]);if(s!=="actions"||c!=="runs"||i===
void 0||a===void 0||!l||!kt.test(i)||!Et.test(a))throw w();if(!_.test(l))throw t(`${b(l)} in the run URL is not a run id`);
let m=null;if(d[0]==="attempts"){if(!d[1]||!_.test(d[1]))throw t(`${b(d[1]??"")} in the run URL is not an attempt number`);
m=Number(d[1]),d.splice(0,2)}if(d.length>0&&!(d[0]==="job"&&d.length===2&&_.test(d[1])))throw w();let g;if(o==="github.c\
om"||o==="www.github.com")g="https://api.github.com";else if(o.endsWith(".ghe.com"))g=`https://api.${o}`;else throw t(`${o}\
 is not github.com or a *.ghe.com host; GitHub Enterprise Server keeps no baton records (baton's actions store them as a\
rtifacts through @actions/artifact v2+, which does not support it)`,["for a host that does serve them (a proxy, a mirror\
), set GITHUB_API_URL and give the run as <owner>/<repo> <run-id>"]);let f=`/${i}/${a}/actions/runs/${l}${m===null?"":`/\
attempts/${m}`}`;return{owner:i,repo:a,runId:Number(l),attempt:m,url:`${r.protocol}//${r.host}${f}`,apiUrl:g}}function Wt(n){
let t;try{t=new URL(n)}catch{t=void 0}let r={details:["set it to the REST API of the run\u2019s host (https://api.github.com)\
, or unset it"]};if(t===void 0||t.protocol!=="https:"&&t.protocol!=="http:")throw new u("usage","GITHUB_API_URL is not a\
n http(s) address",r);if(t.username||t.password)throw new u("usage",`GITHUB_API_URL (${t.origin}) holds a user or passwo\
rd; the token is read from GITHUB_TOKEN or GH_TOKEN, never from the address`,r);return n.replace(/\/+$/,"")}function b(n){
let t=et(n),r=t.length>80?`${t.slice(0,80)}\u2026`:t;return/^[\w./:@-]+$/.test(r)?r:JSON.stringify(r)}var Zt=["GITHUB_TOKEN","GH_TOKEN"];async function Be(n,t,r={}){let o=n.env.GITHUB_API_URL,e=Tt(t,{repo:r.repo,apiUrl:o}),
i=f=>ee(re(f,e),e,o),a=Zt.map(f=>n.env[f]?.trim()).find(f=>f);if(!a)throw new u("token-missing",`reading run ${e.runId} \
of ${A(e)} needs a GitHub token`,{details:[`set GITHUB_TOKEN (or GH_TOKEN) in the environment, e.g. GITHUB_TOKEN=$(gh au\
th token) baton pull ${e.url}`,"it needs read access to the run\u2019s artifacts: a fine-grained token with Actions: read on \
the repository, or a classic token (repo scope for a private repository)"]});let s=ct.forProject(n.cwd);await lt(n,s);let c=ne(
n,r);process.env.GITHUB_API_URL=e.apiUrl,process.env.GITHUB_SERVER_URL=new URL(e.url).origin;let l=await Yt(Xt(qt(),dt(process.
pid))),d=null,p=f=>{for(let U of[l,d])U&&(0,Ut.rmSync)(U,{recursive:!0,force:!0});c.end(),n.stderr(`baton pull: stopped \
(${f}); nothing was stored
`),process.exit(f==="SIGINT"?130:143)},w=["SIGINT","SIGTERM","SIGHUP"];for(let f of w)process.on(f,p);let m=oe(),g={...n,
stdout:f=>m.ours(()=>n.stdout(f))};try{let f=new D({tempDir:l,findBy:{token:a,workflowRunId:e.runId,repositoryOwner:e.owner,
repositoryName:e.repo},...bt(n.env),reporter:{info:()=>{},warning:h=>c.say(h),error:h=>c.say(h),group:(h,N)=>N()}}),U=setTimeout(
()=>c.say(`still waiting for ${e.apiUrl} to list the artifacts of run ${e.runId} of ${A(e)} (requests that fail are trie\
d again; Ctrl-C stops)`),te),P=(await f.list().catch(h=>{throw i(h)}).finally(()=>clearTimeout(U))).filter(h=>e.attempt===
null||h.runAttempt<=e.attempt);if(P.length===0)throw new u("run-empty",`run ${e.runId} of ${A(e)}${e.attempt===null?"":`\
 (attempt ${e.attempt})`} has no baton records (artifacts named baton-*)`,{details:["its artifacts may have expired (Git\
Hub keeps them for the repository\u2019s retention, 90 days by default), or none of its jobs ran a baton stage"]});let q=P.
map(h=>T(h.stage,h.attempt,h.runAttempt)),S=await Qt(s,e,q);if(S!==null)return r.json?z(g,`${JSON.stringify({run:S,already:!0,
source:e.url},null,2)}
`):g.stdout(`run ${e.runId} of ${A(e)} was pulled already, with the same records, as ${S}
  baton history ${S}
  to pull it again, remove it first: rm -r ${s.runDir(S)}
`),C.ok;let{readWorkflowRun:Ot}=await import("./workflow-run-DBGQD73H.js"),It=await Ot({token:a,apiUrl:e.apiUrl,owner:e.owner,
repo:e.repo,runId:e.runId,attempt:e.attempt}).catch(h=>{throw i(h)}),F=[],R=[],X=new Date,B=await s.importRun(X,async h=>{
let N=[];for(let[G,O]of P.entries()){let E=q[G];c.step(G+1,P.length,E);let L;try{L=await f.getAttemptFiles(O.stage,O.attempt,
O.runAttempt)}catch($){if(!($ instanceof u&&$.code.startsWith("record-")))throw i($);let vt=H($).split(`
`)[0];R.push({artifact:E,reason:vt});continue}if(L===void 0){let $=`artifact ${E} is listed but could not be downloaded \
(deleted or expired meanwhile)`;R.push({artifact:E,reason:$});continue}try{await h.putFiles(L.files,`artifact ${E}`)}catch($){
if(!($ instanceof u&&$.code==="record-digest-mismatch"))throw $;R.push({artifact:E,reason:H($).split(`
`)[0]});continue}N.push(L.stored.record),F.push({artifact:E,stage:O.stage,attempt:O.attempt,run_attempt:O.runAttempt})}if(N.
length===0)throw new u("run-empty",`none of the ${P.length} baton artifacts of run ${e.runId} of ${A(e)} is a record bat\
on can read; nothing was stored`,{details:R.map(G=>G.reason)});return ut(N,{url:e.url,repository:A(e),run_id:e.runId,run_attempt:e.
attempt,pulled_at:X.toISOString(),skipped:R,workflow_run:It})},h=>{d=h});c.end(),r.json?z(g,`${JSON.stringify({run:B,already:!1,
source:e.url,records:F,skipped:R},null,2)}
`):g.stdout(`pulled run ${e.runId} of ${A(e)} as ${B}: ${F.length} ${F.length===1?"record":"records"}${R.length===0?"":`\
, ${R.length} skipped`}
  baton history ${B}
  baton show ${B} <stage> --prompt
`);for(let h of R)n.stderr(`baton pull: skipped ${x(h.reason,400)}
`);return C.ok}finally{c.end(),m.release();for(let f of w)process.off(f,p);await Vt(l,{recursive:!0,force:!0}).catch(()=>{})}}
function A(n){return`${n.owner}/${n.repo}`}async function Qt(n,t,r){for(let o of await n.listRuns())try{let i=(await n.readSummary(
o)).pulled;if(i?.repository!==A(t)||i.run_id!==t.runId||i.run_attempt!==t.attempt)continue;let a=new Set([...(await(await n.
open(o)).list()).map(s=>T(s.stage,s.attempt,s.runAttempt)),...i.skipped.map(s=>s.artifact)]);if(a.size===r.length&&r.every(
s=>a.has(s)))return o}catch{}return null}var te=5e3;function ee(n,t,r){return!(n instanceof u)||!["artifact-service-fail\
ed","github-failed"].includes(n.code)?n:new u(n.code,n.message,{details:[r?.trim()?`check your network, and GITHUB_API_U\
RL, which points the pull at ${t.apiUrl}`:`check your network: ${t.apiUrl} must be reachable from here`,"if it fails aga\
in, check GitHub\u2019s status at https://www.githubstatus.com"],cause:n.cause})}function re(n,t){if(!(n instanceof u)||
n.code!=="run-unreadable")return n;let r=n.cause?.status,o=`run ${t.runId} of ${A(t)}`,e="use a token that may read it: \
a fine-grained token with Actions: read on the repository, or a classic token with the repo scope for a private reposito\
ry (GITHUB_TOKEN=$(gh auth token) when gh is logged in)";return r===401?new u("run-unreadable",`GitHub refused the token\
 in GITHUB_TOKEN/GH_TOKEN (401 Bad credentials) when listing ${o}`,{details:["it has expired, was revoked, or is not a G\
itHub token",e],cause:n}):r===403?new u("run-unreadable",`the token may not read the artifacts of ${o} (403)`,{details:[
e],cause:n}):new u("run-unreadable",`no ${o} found (404): no such run, or the token cannot see it`,{details:[`check the \
run's address: ${t.url}`,e,`API: ${t.apiUrl}`],cause:n})}function ne(n,t){let r=n.isTTY&&!t.plain&&n.env.CI!=="true",o=!1,
e=()=>{o&&n.stderr("\r\x1B[K"),o=!1};return{step(i,a,s){r?(e(),n.stderr(`pulling ${i}/${a} ${x(s,60)}`),o=!0):n.stderr(`\
baton pull: ${i}/${a} ${s}
`)},say(i){e(),n.stderr(`baton pull: ${x(i,400)}
`)},end:e}}function oe(){let n=process.stdout,t=n.write,{warn:r,error:o,info:e,log:i,debug:a}=console,s=!1;n.write=((...l)=>{
if(s)return Reflect.apply(t,n,l);let d=l.find(p=>typeof p=="function");return d&&queueMicrotask(()=>d()),!0});let c=()=>{};
return Object.assign(console,{warn:c,error:c,info:c,log:c,debug:c}),{ours:l=>{s=!0;try{l()}finally{s=!1}},release:()=>{n.
write=t,Object.assign(console,{warn:r,error:o,info:e,log:i,debug:a})}}}export{ee as localAdvice,Be as pullCommand};

import{a as ht}from"./chunk-2U5FY7QR.js";import{a as Y}from"./chunk-6J6FNKIP.js";import{b as pt}from"./chunk-YCIAE3VV.js";
import{f as x}from"./chunk-S3XHUHQQ.js";import{a as et}from"./chunk-G5LJGAUR.js";import{h as ft}from"./chunk-UBZPH6B2.js";
import"./chunk-D7GU7ZB6.js";import"./chunk-3CJ365NI.js";import"./chunk-YQLCREPZ.js";import"./chunk-M6PCGQAN.js";
import"./chunk-URU3H7ZW.js";import{c as ut,f as lt}from"./chunk-CQFXWFSA.js";import"./chunk-672GVUQV.js";
import"./chunk-YW23EYA3.js";import{A as J,C as M,f as O,h as st,t as at,v as dt,y as j,z as ct}from"./chunk-LZYN5DKP.js";
import{a as _t}from"./chunk-RBL3FFHZ.js";import"./chunk-6RREDHNG.js";import"./chunk-AG2SH75Z.js";import"./chunk-NUWPZMYM.js";
import"./chunk-MYVF2C32.js";import"./chunk-YEKP4IAG.js";import"./chunk-T7W5VX65.js";import"./chunk-LS2NIP65.js";
import{b as K}from"./chunk-RH6UP7MI.js";import"./chunk-RXTW3LH6.js";import"./chunk-X6MVMOSM.js";import"./chunk-TR6ONM2E.js";
import{c as nt}from"./chunk-FCWOFCWY.js";import"./chunk-LYVVWMII.js";import"./chunk-TIXFR75A.js";import{
d as u,e as rt,f as C}from"./chunk-OKFZ7BVP.js";import{b as z}from"./chunk-34WD42XC.js";import{a as St}from"./chunk-5A7QKWCT.js";
import"./chunk-FJ7SBSSN.js";import{ea as it,v as ot,w as y}from"./chunk-C33NMHQG.js";import{d as tt}from"./chunk-3NR5HZ6E.js";var It=tt(St(),1);import{mkdtemp as qt,rm as Xt}from"node:fs/promises";import{tmpdir as Zt}from"node:os";import{join as Qt}from"node:path";var Rt=tt(_t(),1);import{lstat as Ft,mkdir as V,mkdtemp as wt,readdir as Lt,readFile as Bt,rm as gt,writeFile as Gt}from"node:fs/promises";
import{dirname as Mt,join as P}from"node:path";function mt(){let r,t=()=>(r??=import("./artifact-HCGL3BNQ.js").then(({DefaultArtifactClient:n})=>new n),r);return{async uploadArtifact(n,o,e,i){
await W();let{uploadArtifact:s}=await import("./upload-artifact-6AW6BCYN.js");return s(n,o,e,i)},async listArtifacts(n){if(n?.
findBy)return(await t()).listArtifacts(n);await W();let{listArtifactsInternal:o}=await import("./list-artifacts-JE4C5AOP.js");
return o(n?.latest)},async downloadArtifact(n,o){if(o?.findBy)return(await t()).downloadArtifact(n,o);await W();let{downloadArtifactInternal:e}=await import("./download-artifact-NGCR2HLI.js");
return e(n,o)}}}async function W(){let[{isGhes:r},{GHESNotSupportedError:t}]=await Promise.all([import("./config-EDSC4CKF.js"),
import("./errors-NH7V3C4R.js")]);if(r())throw new t}var yt={answerMs:12e4,bytesPerSecond:64*1024};function xt(r){return 1e3*Math.ceil(yt.answerMs/1e3+r/yt.bytesPerSecond)}function kt(r){
let t=r[it.artifactTimeoutMs]?.trim()??"";return/^[1-9][0-9]{0,9}$/.test(t)?{timeoutMs:Number(t)}:{}}var At=64*1024*1024,
Dt=32*1024*1024,Ht={attempts:3,baseDelayMs:1e3},D=class{#i=mt();#t;#n;#e;#r=new Map;constructor(t){if(this.#t=t,this.#n=
{...Ht,...t.retry},t.retentionDays!==void 0&&!(Number.isInteger(t.retentionDays)&&t.retentionDays>=1))throw new u("input\
-invalid",`retention days must be a whole number of at least 1, got ${t.retentionDays}`,{where:"retention-days"})}async put(t){
if(this.#t.findBy)throw new u("store-read-only",`records of run ${this.#t.findBy.workflowRunId} are read-only here`);let{
record:n,files:o}=at(t,X);o.delete(y.log);let e=J(n),i=O(e.stage,e.attempt,e.runAttempt);if(this.#r.has(i)||this.#e&&(await this.#e).
has(i))throw bt(i,e);let s=X(o.get(y.record));await V(this.#t.tempDir,{recursive:!0});let a=await wt(P(this.#t.tempDir,"\
baton-upload-")),c=0;for(let d of o.values())c+=d.byteLength;let l=!1;try{let d=[];for(let[m,g]of o){let f=P(a,m);m.includes(
"/")&&await V(Mt(f),{recursive:!0}),await Gt(f,g,{flag:"wx"}),d.push(f)}let h=await this.#d(`upload ${i}`,async m=>{try{
return await this.#a(()=>this.#i.uploadArtifact(i,d,a,{...this.#t.retentionDays===void 0?{}:{retentionDays:this.#t.retentionDays}}),
c)}catch(g){if(g instanceof A&&(l=!0),!/already exists|\(409\)/i.test(N(g)))throw g;let f=m>1?await this.#l(i,s):void 0;
if(f)return f;throw bt(i,e,m>1)}}).catch(m=>{throw q(m,`could not store the record of attempt ${e.attempt} as artifact ${i}`,
{where:`stage ${e.stage}`,details:l?[`the service may yet carry out a try it did not answer: artifact ${i} would then ho\
ld this record, whole`]:[]})});if(h.id===void 0)throw new rt(`upload of ${i} returned no artifact id`);let w=$t(o,s,`art\
ifact ${i}`);return this.#r.set(i,Promise.resolve(w)),this.#e&&(await this.#e).set(i,{...e,artifact:{name:i,id:h.id,size:h.
size??0,...h.digest?{digest:`sha256:${h.digest}`}:{}}}),{...e,recordSha256:s,id:String(h.id)}}finally{l||await gt(a,{recursive:!0,
force:!0})}}async#l(t,n){if(this.#e=void 0,(await this.#s(t).catch(()=>{}))?.stored.recordSha256!==n)return;let e=(await this.#o()).
get(t);if(!e)return;let{id:i,size:s,digest:a}=e.artifact;return{id:i,size:s,...a?{digest:a.replace(/^sha256:/,"")}:{}}}async get(t){
let n=ct([...(await this.#o()).values()].filter(o=>o.stage===t));return n&&this.getAttempt(t,n.attempt,n.runAttempt)}async getAttempt(t,n,o=1){
let e=O(t,n,o),i=this.#r.get(e);return i||(i=this.#s(e).then(s=>s?.stored),this.#r.set(e,i),i.then(s=>s===void 0&&this.#r.
delete(e),()=>this.#r.delete(e))),i}async list(){return[...(await this.#o()).values()].map(({stage:t,attempt:n,runAttempt:o})=>({
stage:t,attempt:n,runAttempt:o})).sort(j)}#o(){if(!this.#e){let t=this.#d("list artifacts",async()=>{let{artifacts:n}=await this.#a(
()=>this.#i.listArtifacts(this.#u()),0).catch(e=>{throw this.#t.findBy&&jt(e,this.#t.findBy)||e}),o=new Map;for(let e of n){
let i=st(e.name);if(!i)continue;let s=o.get(e.name);(!s||s.artifact.id<e.id)&&o.set(e.name,{...i,artifact:e})}return o}).
catch(n=>{throw q(n,`could not list the artifacts of ${this.#c()} to read its records`)});this.#e=t,t.catch(()=>{this.#e===
t&&(this.#e=void 0)})}return this.#e}async getAttemptFiles(t,n,o=1){return this.#s(O(t,n,o))}async#s(t){let n=(await this.#o()).
get(t);if(!n)return;let{artifact:o}=n;if(o.size>At)throw new u("record-invalid",`artifact ${t} is ${o.size} bytes, more \
than a baton record can be`);if(!o.digest)throw new u("record-digest-missing",`artifact ${t} has no digest to check the \
download against`,{details:["it was not uploaded by a current artifact client; re-run the job that produced it"]});await V(
this.#t.tempDir,{recursive:!0});let e=await wt(P(this.#t.tempDir,"baton-download-"));try{let i;try{i=await this.#d(`down\
load ${t}`,async h=>{let w=P(e,String(h));return{...await this.#a(()=>this.#i.downloadArtifact(o.id,{path:w,expectedHash:o.
digest,skipDecompress:!0,...this.#u()}),o.size),path:w}})}catch(h){if(Jt(h)){this.#t.reporter?.warning(`artifact ${t} is\
 listed but could not be found: ${N(h)}`);return}throw q(h,`could not download artifact ${t} of ${this.#c()}`)}if(i.digestMismatch)
throw new u("record-digest-mismatch",`artifact ${t}: the download does not match the digest recorded at upload (${o.digest}\
)`,{details:["the artifact was changed after it was uploaded, or the download was corrupted; nothing from it was used"]});
let s=await Ct(i.path,t),a=s.get(y.record);if(!a)throw new u(ot,`artifact ${t} has no ${y.record}`);let c=s.get(y.prompt);
if(!c)throw new u("record-invalid",`artifact ${t} has no ${y.prompt}`);let l=$t(s,X(a),`artifact ${t}`),d=J(l.record);if(j(
d,n)!==0)throw new u("record-invalid",`artifact ${t} holds the record of ${M(d)}, not ${M(n)}`);return{stored:l,files:{record:a,
prompt:c,handoff:s.get(y.handoff)??null}}}finally{await gt(e,{recursive:!0,force:!0})}}#c(){let t=this.#t.findBy;return t?
`run ${t.workflowRunId} of ${t.repositoryOwner}/${t.repositoryName}`:"this run"}#u(){return this.#t.findBy?{findBy:this.#t.
findBy}:{}}async#a(t,n){let o=Math.min(xt(n),this.#t.timeoutMs??Number.POSITIVE_INFINITY),e=t(),i,s=new Promise((a,c)=>{
i=setTimeout(()=>c(new A(o)),o)});try{return await Promise.race([e,s])}catch(a){throw a instanceof A&&et(e),a}finally{clearTimeout(
i)}}async#d(t,n){for(let o=1;;o++)try{return await n(o)}catch(e){if(e instanceof A&&o>=this.#n.attempts)throw new A(e.boundMs,
o);if(o>=this.#n.attempts||!Kt(e))throw e;let i=this.#n.baseDelayMs*2**(o-1);this.#t.reporter?.warning(`${t} failed (${Et(
N(e))}); trying again in ${i} ms (${o+1} of ${this.#n.attempts})`),await new Promise(s=>setTimeout(s,i))}}};function $t(r,t,n){
let o=s=>{let a=r.get(s);return a===void 0?null:Buffer.from(a).toString("utf8")},{record:e,handoff:i}=dt({record:o(y.record)??
"",handoff:o(y.handoff)},n,"github");return{record:e,prompt:o(y.prompt)??"",handoff:i,recordSha256:t}}async function Ct(r,t){
let n=d=>new u("record-invalid",`artifact ${t}: ${d}`),[o,...e]=await Lt(r);if(o===void 0||e.length>0)throw n("the downl\
oad is not one zip file");let i=await Ft(P(r,o));if(!i.isFile())throw n("the download is not a regular file");if(i.size>
At)throw n("the download is too large");let s=new Set([y.record,y.prompt,y.handoff]),a=new Set,{unzipSync:c}=await import("./esm-FWSMIPNV.js"),
l;try{l=c(await Bt(P(r,o)),{filter:d=>{if(!s.has(d.name))return!1;if(a.has(d.name))throw n(`${d.name} is in it twice`);if(a.
add(d.name),Math.max(d.size,d.originalSize)>Dt)throw n(`${d.name} is too large`);return!0}})}catch(d){throw d instanceof
u?d:n(`the download is not a zip archive baton can read (${N(d)})`)}return new Map(Object.entries(l))}function bt(r,t,n=!1){
return new u("record-exists",`${M(t)} already has a record (artifact ${r}); records are immutable`,{where:`stage ${t.stage}`,
details:n?["an earlier try of this upload may have been carried out without its answer reaching baton (a dropped connect\
ion, or no answer in time)"]:["give each stage in the run its own stage id, or record a new attempt"]})}function q(r,t,n={}){
return ht("artifact-service-failed",t,r,n)}function X(r){return(0,Rt.createHash)("sha256").update(r).digest("hex")}function N(r){
return r instanceof Error?r.message:String(r)}function Et(r){return r.split(`
`,1)[0]??""}var A=class extends Error{name="NoAnswerError";boundMs;constructor(t,n=1){super(`the artifact service gave n\
o answer within ${zt(t)}${n>1?` (${n} tries)`:""}`),this.boundMs=t}};function zt(r){return`${r%1e3===0?r/1e3:(r/1e3).toFixed(
1)} s`}function Kt(r){if(r instanceof u)return!1;if(r instanceof A)return!0;let t=r?.code;return r instanceof Error&&r.name===
"NetworkError"||typeof t=="string"&&/^(ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|EAI_AGAIN)$/.test(t)?!0:/ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|socket hang up/.
test(N(r))}function jt(r,t){let n=r?.status;if(n!==401&&n!==403&&n!==404)return;let o=`run ${t.workflowRunId} of ${t.repositoryOwner}\
/${t.repositoryName}`,e=n===404?"no such run, or the token cannot see it":n===401?"the token was rejected":"the token ma\
y not list its artifacts";return new u("run-unreadable",`cannot read the records of ${o} (${n}: ${Et(N(r))}): ${e}. Read\
ing another run\u2019s records needs a token with \`actions: read\`: give the job \`permissions: actions: read\` or pass a github\
-token that has it`,{where:"github-token",cause:r,details:n===404?[`check that ${t.workflowRunId} is a run id of ${t.repositoryOwner}\
/${t.repositoryName}`]:[]})}function Jt(r){return r instanceof Error&&(r.name==="ArtifactNotFoundError"||/\(404\)|not found/i.
test(r.message))}async function Tt(r,t,n){if(!Number.isInteger(t)||t<1)throw new Error(`boundedEach: limit ${t} is not a whole number fro\
m 1`);let o=0,e=null,i=async()=>{for(;e===null&&o<r.length;){let s=o++;try{await n(r[s],s)}catch(a){e??={error:a}}}};if(await Promise.
all(Array.from({length:Math.min(t,r.length)},i)),e!==null)throw e.error}var Yt="name the run by its URL (https://github.com/<owner>/<repo>/actions/runs/<id>), or as <owner>/<repo> <run-id>, or\
 --repo <owner>/<repo> <run-id>",Ut=/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/,Ot=/^[A-Za-z0-9._-]{1,100}$/,F=/^[1-9][0-9]{0,15}$/;
function vt(r,t={}){let n=(w,m=[])=>new u("usage",w,{details:[...m,Yt]}),o=t.apiUrl?.trim()?Vt(t.apiUrl.trim()):null,[e,
i,...s]=r;if(e===void 0)throw n("no run given");if(s.length>0)throw n(`takes one run; it was given ${r.length} arguments`);
if(/^[a-z][a-z0-9+.-]*:\/\//i.test(e)){if(i!==void 0)throw n(`a run URL takes no run id after it (${R(i)})`);if(t.repo!==
void 0)throw n("--repo is for a run given by its id; the URL names the repository already");let w=Wt(e,n);return{...w,apiUrl:o??
w.apiUrl}}let a,c;if(t.repo!==void 0){if(i!==void 0)throw n(`with --repo, give only the run id; it was also given ${R(i)}`);
a=t.repo,c=e}else if(e.includes("/")){if(a=e,c=i,c===void 0)throw n(`no run id after ${R(e)}`)}else throw n(F.test(e)?`r\
un ${e} of which repository? a run id alone does not say`:`${R(e)} is not a run URL or <owner>/<repo>`);let[l,d,...h]=a.
split("/");if(h.length>0||!l||!d||!Ut.test(l)||!Ot.test(d)||/^\.+$/.test(d))throw n(`${R(a)} is not a repository (<owner\
>/<repo>)`);if(!F.test(c))throw n(`${R(c)} is not a run id (a whole number, like 123456789)`);return{owner:l,repo:d,runId:Number(
c),attempt:null,url:`https://github.com/${l}/${d}/actions/runs/${c}`,apiUrl:o??"https://api.github.com"}}function Wt(r,t){
let n;try{n=new URL(r)}catch{throw t(`${R(r)} is not a URL`)}if(n.protocol!=="https:"&&n.protocol!=="http:")throw t(`${R(
n.protocol)} is not a web address's scheme (http or https)`);if(n.username||n.password)throw t("the run URL holds a user\
 name or password; give the token in GITHUB_TOKEN instead");let o=n.hostname.toLowerCase(),e=n.pathname.split("/").filter(
v=>v!==""),[i,s,a,c,l,...d]=e,h=`${n.protocol}//${n.host}${n.pathname}`,w=()=>t(`${R(h)} is not the address of a workflo\
w run`,["open the run on GitHub (the Actions tab, then the run) and copy its address"]);if(a!=="actions"||c!=="runs"||i===
void 0||s===void 0||!l||!Ut.test(i)||!Ot.test(s))throw w();if(!F.test(l))throw t(`${R(l)} in the run URL is not a run id`);
let m=null;if(d[0]==="attempts"){if(!d[1]||!F.test(d[1]))throw t(`${R(d[1]??"")} in the run URL is not an attempt number`);
m=Number(d[1]),d.splice(0,2)}if(d.length>0&&!(d[0]==="job"&&d.length===2&&F.test(d[1])))throw w();let g;if(o==="github.c\
om"||o==="www.github.com")g="https://api.github.com";else if(o.endsWith(".ghe.com"))g=`https://api.${o}`;else throw t(`${o}\
 is not github.com or a *.ghe.com host; GitHub Enterprise Server keeps no baton records (baton's actions store them as a\
rtifacts through @actions/artifact v2+, which does not support it)`,["for a host that does serve them (a proxy, a mirror\
), set GITHUB_API_URL and give the run as <owner>/<repo> <run-id>"]);let f=`/${i}/${s}/actions/runs/${l}${m===null?"":`/\
attempts/${m}`}`;return{owner:i,repo:s,runId:Number(l),attempt:m,url:`${n.protocol}//${n.host}${f}`,apiUrl:g}}function Vt(r){
let t;try{t=new URL(r)}catch{t=void 0}let n={details:["set it to the REST API of the run\u2019s host (https://api.github.com)\
, or unset it"]};if(t===void 0||t.protocol!=="https:"&&t.protocol!=="http:")throw new u("usage","GITHUB_API_URL is not a\
n http(s) address",n);if(t.username||t.password)throw new u("usage",`GITHUB_API_URL (${t.origin}) holds a user or passwo\
rd; the token is read from GITHUB_TOKEN or GH_TOKEN, never from the address`,n);return r.replace(/\/+$/,"")}function R(r){
let t=nt(r),n=t.length>80?`${t.slice(0,80)}\u2026`:t;return/^[\w./:@-]+$/.test(n)?n:JSON.stringify(n)}var te=["GITHUB_TOKEN","GH_TOKEN"];async function He(r,t,n={}){let o=r.env.GITHUB_API_URL,e=vt(t,{repo:n.repo,apiUrl:o}),
i=f=>oe(ie(f,e),e,o),s=te.map(f=>r.env[f]?.trim()).find(f=>f);if(!s)throw new u("token-missing",`reading run ${e.runId} \
of ${k(e)} needs a GitHub token`,{details:[`set GITHUB_TOKEN (or GH_TOKEN) in the environment, e.g. GITHUB_TOKEN=$(gh au\
th token) baton pull ${e.url}`,"it needs read access to the run\u2019s artifacts: a fine-grained token with Actions: read on \
the repository, or a classic token (repo scope for a private repository)"]});let a=lt.forProject(r.cwd);await pt(r,a);let c=se(
r,n);process.env.GITHUB_API_URL=e.apiUrl,process.env.GITHUB_SERVER_URL=new URL(e.url).origin;let l=await qt(Qt(Zt(),ut(process.
pid))),d=null,h=f=>{for(let v of[l,d])v&&(0,It.rmSync)(v,{recursive:!0,force:!0});c.end(),r.stderr(`baton pull: stopped \
(${f}); nothing was stored
`),process.exit(f==="SIGINT"?130:143)},w=["SIGINT","SIGTERM","SIGHUP"];for(let f of w)process.on(f,h);let m=ae(),g={...r,
stdout:f=>m.ours(()=>r.stdout(f))};try{let f=new D({tempDir:l,findBy:{token:s,workflowRunId:e.runId,repositoryOwner:e.owner,
repositoryName:e.repo},...kt(r.env),reporter:{info:()=>{},warning:p=>c.say(p),error:p=>c.say(p),group:(p,T)=>T()}}),v=setTimeout(
()=>c.say(`still waiting for ${e.apiUrl} to list the artifacts of run ${e.runId} of ${k(e)} (requests that fail are trie\
d again; Ctrl-C stops)`),ne),S=(await f.list().catch(p=>{throw i(p)}).finally(()=>clearTimeout(v))).filter(p=>e.attempt===
null||p.runAttempt<=e.attempt);if(S.length===0)throw new u("run-empty",`run ${e.runId} of ${k(e)}${e.attempt===null?"":`\
 (attempt ${e.attempt})`} has no baton records (artifacts named baton-*)`,{details:["its artifacts may have expired (Git\
Hub keeps them for the repository\u2019s retention, 90 days by default), or none of its jobs ran a baton stage"]});let Z=S.
map(p=>O(p.stage,p.attempt,p.runAttempt)),_=await ee(a,e,Z);if(_!==null)return n.json?K(g,`${JSON.stringify({run:_,already:!0,
source:e.url},null,2)}
`):g.stdout(`run ${e.runId} of ${k(e)} was pulled already, with the same records, as ${_}
  ${Y(r.script,r.env,r.cwd)} history ${_}
  to pull it again, remove it first: rm -r ${a.runDir(_)}
`),z.ok;let{readWorkflowRun:Pt}=await import("./workflow-run-BEBMKJ2N.js"),Nt=await Pt({token:s,apiUrl:e.apiUrl,owner:e.owner,
repo:e.repo,runId:e.runId,attempt:e.attempt}).catch(p=>{throw i(p)}),L=[],E=[],Q=new Date,B=await a.importRun(Q,async p=>{
let T=[];await Tt(S,re,async($,I)=>{let U=Z[I];c.step(I+1,S.length,U);let G;try{G=await f.getAttemptFiles($.stage,$.attempt,
$.runAttempt)}catch(b){if(!(b instanceof u&&b.code.startsWith("record-")))throw i(b);T[I]={skipped:{artifact:U,reason:C(
b).split(`
`)[0]}};return}if(G===void 0){let b=`artifact ${U} is listed but could not be downloaded (deleted or expired meanwhile)`;
T[I]={skipped:{artifact:U,reason:b}};return}try{await p.putFiles(G.files,`artifact ${U}`)}catch(b){if(!(b instanceof u&&
b.code==="record-digest-mismatch"))throw b;T[I]={skipped:{artifact:U,reason:C(b).split(`
`)[0]}};return}T[I]={record:G.stored.record,taken:{artifact:U,stage:$.stage,attempt:$.attempt,run_attempt:$.runAttempt}}});
let H=[];for(let $ of T)"skipped"in $?E.push($.skipped):(H.push($.record),L.push($.taken));if(H.length===0)throw new u("\
run-empty",`none of the ${S.length} baton artifacts of run ${e.runId} of ${k(e)} is a record baton can read; nothing was\
 stored`,{details:E.map($=>$.reason)});return ft(H,{url:e.url,repository:k(e),run_id:e.runId,run_attempt:e.attempt,pulled_at:Q.
toISOString(),skipped:E,workflow_run:Nt})},p=>{d=p});if(c.end(),n.json)K(g,`${JSON.stringify({run:B,already:!1,source:e.
url,records:L,skipped:E},null,2)}
`);else{let p=Y(r.script,r.env,r.cwd);g.stdout(`pulled run ${e.runId} of ${k(e)} as ${B}: ${L.length} ${L.length===1?"re\
cord":"records"}${E.length===0?"":`, ${E.length} skipped`}
  ${p} history ${B}
  ${p} show ${B} <stage> --prompt
`)}for(let p of E)r.stderr(`baton pull: skipped ${x(p.reason,400)}
`);return z.ok}finally{c.end(),m.release();for(let f of w)process.off(f,h);await Xt(l,{recursive:!0,force:!0}).catch(()=>{})}}
function k(r){return`${r.owner}/${r.repo}`}async function ee(r,t,n){for(let o of await r.listRuns())try{let i=(await r.readSummary(
o)).pulled;if(i?.repository!==k(t)||i.run_id!==t.runId||i.run_attempt!==t.attempt)continue;let s=new Set([...(await(await r.
open(o)).list()).map(a=>O(a.stage,a.attempt,a.runAttempt)),...i.skipped.map(a=>a.artifact)]);if(s.size===n.length&&n.every(
a=>s.has(a)))return o}catch{}return null}var re=4,ne=5e3;function oe(r,t,n){return!(r instanceof u)||!["artifact-service\
-failed","github-failed"].includes(r.code)?r:new u(r.code,r.message,{details:[n?.trim()?`check your network, and GITHUB_\
API_URL, which points the pull at ${t.apiUrl}`:`check your network: ${t.apiUrl} must be reachable from here`,"if it fail\
s again, check GitHub\u2019s status at https://www.githubstatus.com"],cause:r.cause})}function ie(r,t){if(!(r instanceof
u)||r.code!=="run-unreadable")return r;let n=r.cause?.status,o=`run ${t.runId} of ${k(t)}`,e="use a token that may read \
it: a fine-grained token with Actions: read on the repository, or a classic token with the repo scope for a private repo\
sitory (GITHUB_TOKEN=$(gh auth token) when gh is logged in)";return n===401?new u("run-unreadable",`GitHub refused the t\
oken in GITHUB_TOKEN/GH_TOKEN (401 Bad credentials) when listing ${o}`,{details:["it has expired, was revoked, or is not\
 a GitHub token",e],cause:r}):n===403?new u("run-unreadable",`the token may not read the artifacts of ${o} (403)`,{details:[
e],cause:r}):new u("run-unreadable",`no ${o} found (404): no such run, or the token cannot see it`,{details:[`check the \
run's address: ${t.url}`,e,`API: ${t.apiUrl}`],cause:r})}function se(r,t){let n=r.isTTY&&!t.plain&&r.env.CI!=="true",o=!1,
e=()=>{o&&r.stderr("\r\x1B[K"),o=!1};return{step(i,s,a){n?(e(),r.stderr(`pulling ${i}/${s} ${x(a,60)}`),o=!0):r.stderr(`\
baton pull: ${i}/${s} ${a}
`)},say(i){e(),r.stderr(`baton pull: ${x(i,400)}
`)},end:e}}function ae(){let r=process.stdout,t=r.write,{warn:n,error:o,info:e,log:i,debug:s}=console,a=!1;r.write=((...l)=>{
if(a)return Reflect.apply(t,r,l);let d=l.find(h=>typeof h=="function");return d&&queueMicrotask(()=>d()),!0});let c=()=>{};
return Object.assign(console,{warn:c,error:c,info:c,log:c,debug:c}),{ours:l=>{a=!0;try{l()}finally{a=!1}},release:()=>{r.
write=t,Object.assign(console,{warn:n,error:o,info:e,log:i,debug:s})}}}export{re as PULL_CONCURRENCY,oe as localAdvice,He as pullCommand};

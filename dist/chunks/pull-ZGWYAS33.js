import{a as lt}from"./chunk-2U5FY7QR.js";import{b as ut}from"./chunk-5XE56M52.js";import{f as H}from"./chunk-IQNVHVL5.js";
import{a as Q}from"./chunk-G5LJGAUR.js";import{h as ct}from"./chunk-W4DTLEDI.js";import"./chunk-OJ4N4XZX.js";
import{c as at,f as dt}from"./chunk-ZFK6TTDQ.js";import"./chunk-6RREDHNG.js";import"./chunk-XLP6TA4V.js";
import"./chunk-465HSCIX.js";import"./chunk-JQW2MTDY.js";import"./chunk-3MZIOF74.js";import"./chunk-LS2NIP65.js";
import{B as G,e as E,g as nt,s as ot,u as it,x as z,y as st,z as K}from"./chunk-EY4ZXFXG.js";import{a as St}from"./chunk-RBL3FFHZ.js";
import"./chunk-BPLDTD2L.js";import"./chunk-FISI5EJL.js";import{b as C}from"./chunk-DR2DGY6J.js";import"./chunk-HDT3FCLQ.js";
import"./chunk-E44Q7RFH.js";import{c as et}from"./chunk-FCWOFCWY.js";import"./chunk-4C3Q2YBJ.js";import{
d as u,e as tt,f as x}from"./chunk-OKFZ7BVP.js";import{b as D}from"./chunk-GKGC5SYD.js";import{a as Pt}from"./chunk-5A7QKWCT.js";
import{W as rt,n as g}from"./chunk-3JGJAI7A.js";import{d as Z}from"./chunk-3NR5HZ6E.js";var Et=Z(Pt(),1);import{mkdtemp as Yt,rm as Vt}from"node:fs/promises";import{tmpdir as qt}from"node:os";import{join as Xt}from"node:path";var yt=Z(St(),1);import{lstat as Nt,mkdir as J,mkdtemp as pt,readdir as _t,readFile as Bt,rm as ht,writeFile as Ft}from"node:fs/promises";
import{dirname as Lt,join as O}from"node:path";function ft(){let n,t=()=>(n??=import("./artifact-O5PWKBVO.js").then(({DefaultArtifactClient:r})=>new r),n);return{async uploadArtifact(r,e,o,i){
await j();let{uploadArtifact:s}=await import("./upload-artifact-WG52ETB6.js");return s(r,e,o,i)},async listArtifacts(r){if(r?.
findBy)return(await t()).listArtifacts(r);await j();let{listArtifactsInternal:e}=await import("./list-artifacts-WL7TRA6C.js");
return e(r?.latest)},async downloadArtifact(r,e){if(e?.findBy)return(await t()).downloadArtifact(r,e);await j();let{downloadArtifactInternal:o}=await import("./download-artifact-DOFZPIH4.js");
return o(r,e)}}}async function j(){let[{isGhes:n},{GHESNotSupportedError:t}]=await Promise.all([import("./config-EDSC4CKF.js"),
import("./errors-NH7V3C4R.js")]);if(n())throw new t}var mt={answerMs:12e4,bytesPerSecond:64*1024};function Gt(n){return 1e3*Math.ceil(mt.answerMs/1e3+n/mt.bytesPerSecond)}function $t(n){
let t=n[rt.artifactTimeoutMs]?.trim()??"";return/^[1-9][0-9]{0,9}$/.test(t)?{timeoutMs:Number(t)}:{}}var bt=64*1024*1024,
Ht=32*1024*1024,Mt={attempts:3,baseDelayMs:1e3},M=class{#i=ft();#t;#n;#e;#r=new Map;constructor(t){if(this.#t=t,this.#n=
{...Mt,...t.retry},t.retentionDays!==void 0&&!(Number.isInteger(t.retentionDays)&&t.retentionDays>=1))throw new u("input\
-invalid",`retention days must be a whole number of at least 1, got ${t.retentionDays}`,{where:"retention-days"})}async put(t){
if(this.#t.findBy)throw new u("store-read-only",`records of run ${this.#t.findBy.workflowRunId} are read-only here`);let{
record:r,files:e}=ot(t,Y);e.delete(g.log);let o=K(r),i=E(o.stage,o.attempt,o.runAttempt);if(this.#r.has(i)||this.#e&&(await this.#e).
has(i))throw gt(i,o);let s=Y(e.get(g.record));await J(this.#t.tempDir,{recursive:!0});let a=await pt(O(this.#t.tempDir,"\
baton-upload-")),l=0;for(let d of e.values())l+=d.byteLength;let f=!1;try{let d=[];for(let[c,w]of e){let b=O(a,c);c.includes(
"/")&&await J(Lt(b),{recursive:!0}),await Ft(b,w,{flag:"wx"}),d.push(b)}let p=await this.#d(`upload ${i}`,async c=>{try{
return await this.#a(()=>this.#i.uploadArtifact(i,d,a,{...this.#t.retentionDays===void 0?{}:{retentionDays:this.#t.retentionDays}}),
l)}catch(w){if(w instanceof U&&(f=!0),!/already exists|\(409\)/i.test(v(w)))throw w;let b=c>1?await this.#l(i,s):void 0;
if(b)return b;throw gt(i,o,c>1)}}).catch(c=>{throw W(c,`could not store the record of attempt ${o.attempt} as artifact ${i}`,
{where:`stage ${o.stage}`,details:f?[`the service may yet carry out a try it did not answer: artifact ${i} would then ho\
ld this record, whole`]:[]})});if(p.id===void 0)throw new tt(`upload of ${i} returned no artifact id`);let m=wt(e,s,`art\
ifact ${i}`);return this.#r.set(i,Promise.resolve(m)),this.#e&&(await this.#e).set(i,{...o,artifact:{name:i,id:p.id,size:p.
size??0,...p.digest?{digest:`sha256:${p.digest}`}:{}}}),{...o,recordSha256:s,id:String(p.id)}}finally{f||await ht(a,{recursive:!0,
force:!0})}}async#l(t,r){if(this.#e=void 0,(await this.#s(t).catch(()=>{}))?.stored.recordSha256!==r)return;let o=(await this.#o()).
get(t);if(!o)return;let{id:i,size:s,digest:a}=o.artifact;return{id:i,size:s,...a?{digest:a.replace(/^sha256:/,"")}:{}}}async get(t){
let r=st([...(await this.#o()).values()].filter(e=>e.stage===t));return r&&this.getAttempt(t,r.attempt,r.runAttempt)}async getAttempt(t,r,e=1){
let o=E(t,r,e),i=this.#r.get(o);return i||(i=this.#s(o).then(s=>s?.stored),this.#r.set(o,i),i.then(s=>s===void 0&&this.#r.
delete(o),()=>this.#r.delete(o))),i}async list(){return[...(await this.#o()).values()].map(({stage:t,attempt:r,runAttempt:e})=>({
stage:t,attempt:r,runAttempt:e})).sort(z)}#o(){if(!this.#e){let t=this.#d("list artifacts",async()=>{let{artifacts:r}=await this.#a(
()=>this.#i.listArtifacts(this.#u()),0).catch(o=>{throw this.#t.findBy&&zt(o,this.#t.findBy)||o}),e=new Map;for(let o of r){
let i=nt(o.name);if(!i)continue;let s=e.get(o.name);(!s||s.artifact.id<o.id)&&e.set(o.name,{...i,artifact:o})}return e}).
catch(r=>{throw W(r,`could not list the artifacts of ${this.#c()} to read its records`)});this.#e=t,t.catch(()=>{this.#e===
t&&(this.#e=void 0)})}return this.#e}async getAttemptFiles(t,r,e=1){return this.#s(E(t,r,e))}async#s(t){let r=(await this.#o()).
get(t);if(!r)return;let{artifact:e}=r;if(e.size>bt)throw new u("record-invalid",`artifact ${t} is ${e.size} bytes, more \
than a baton record can be`);if(!e.digest)throw new u("record-digest-missing",`artifact ${t} has no digest to check the \
download against`,{details:["it was not uploaded by a current artifact client; re-run the job that produced it"]});await J(
this.#t.tempDir,{recursive:!0});let o=await pt(O(this.#t.tempDir,"baton-download-"));try{let i;try{i=await this.#d(`down\
load ${t}`,async p=>{let m=O(o,String(p));return{...await this.#a(()=>this.#i.downloadArtifact(e.id,{path:m,expectedHash:e.
digest,skipDecompress:!0,...this.#u()}),e.size),path:m}})}catch(p){if(Kt(p)){this.#t.reporter?.warning(`artifact ${t} is\
 listed but could not be found: ${v(p)}`);return}throw W(p,`could not download artifact ${t} of ${this.#c()}`)}if(i.digestMismatch)
throw new u("record-digest-mismatch",`artifact ${t}: the download does not match the digest recorded at upload (${e.digest}\
)`,{details:["the artifact was changed after it was uploaded, or the download was corrupted; nothing from it was used"]});
let s=await xt(i.path,t),a=s.get(g.record);if(!a)throw new u("record-invalid",`artifact ${t} has no ${g.record}`);let l=s.
get(g.prompt);if(!l)throw new u("record-invalid",`artifact ${t} has no ${g.prompt}`);let f=wt(s,Y(a),`artifact ${t}`),d=K(
f.record);if(z(d,r)!==0)throw new u("record-invalid",`artifact ${t} holds the record of ${G(d)}, not ${G(r)}`);return{stored:f,
files:{record:a,prompt:l,handoff:s.get(g.handoff)??null}}}finally{await ht(o,{recursive:!0,force:!0})}}#c(){let t=this.#t.
findBy;return t?`run ${t.workflowRunId} of ${t.repositoryOwner}/${t.repositoryName}`:"this run"}#u(){return this.#t.findBy?
{findBy:this.#t.findBy}:{}}async#a(t,r){let e=Math.min(Gt(r),this.#t.timeoutMs??Number.POSITIVE_INFINITY),o=t(),i,s=new Promise(
(a,l)=>{i=setTimeout(()=>l(new U(e)),e)});try{return await Promise.race([o,s])}catch(a){throw a instanceof U&&Q(o),a}finally{
clearTimeout(i)}}async#d(t,r){for(let e=1;;e++)try{return await r(e)}catch(o){if(o instanceof U&&e>=this.#n.attempts)throw new U(
o.boundMs,e);if(e>=this.#n.attempts||!Ct(o))throw o;let i=this.#n.baseDelayMs*2**(e-1);this.#t.reporter?.warning(`${t} f\
ailed (${Rt(v(o))}); trying again in ${i} ms (${e+1} of ${this.#n.attempts})`),await new Promise(s=>setTimeout(s,i))}}};
function wt(n,t,r){let e=s=>{let a=n.get(s);return a===void 0?null:Buffer.from(a).toString("utf8")},{record:o,handoff:i}=it(
{record:e(g.record)??"",handoff:e(g.handoff)},r,"github");return{record:o,prompt:e(g.prompt)??"",handoff:i,recordSha256:t}}
async function xt(n,t){let r=d=>new u("record-invalid",`artifact ${t}: ${d}`),[e,...o]=await _t(n);if(e===void 0||o.length>
0)throw r("the download is not one zip file");let i=await Nt(O(n,e));if(!i.isFile())throw r("the download is not a regul\
ar file");if(i.size>bt)throw r("the download is too large");let s=new Set([g.record,g.prompt,g.handoff]),a=new Set,{unzipSync:l}=await import("./esm-FWSMIPNV.js"),
f;try{f=l(await Bt(O(n,e)),{filter:d=>{if(!s.has(d.name))return!1;if(a.has(d.name))throw r(`${d.name} is in it twice`);if(a.
add(d.name),Math.max(d.size,d.originalSize)>Ht)throw r(`${d.name} is too large`);return!0}})}catch(d){throw d instanceof
u?d:r(`the download is not a zip archive baton can read (${v(d)})`)}return new Map(Object.entries(f))}function gt(n,t,r=!1){
return new u("record-exists",`${G(t)} already has a record (artifact ${n}); records are immutable`,{where:`stage ${t.stage}`,
details:r?["an earlier try of this upload may have been carried out without its answer reaching baton (a dropped connect\
ion, or no answer in time)"]:["give each stage in the run its own stage id, or record a new attempt"]})}function W(n,t,r={}){
return lt("artifact-service-failed",t,n,r)}function Y(n){return(0,yt.createHash)("sha256").update(n).digest("hex")}function v(n){
return n instanceof Error?n.message:String(n)}function Rt(n){return n.split(`
`,1)[0]??""}var U=class extends Error{name="NoAnswerError";boundMs;constructor(t,r=1){super(`the artifact service gave n\
o answer within ${Dt(t)}${r>1?` (${r} tries)`:""}`),this.boundMs=t}};function Dt(n){return`${n%1e3===0?n/1e3:(n/1e3).toFixed(
1)} s`}function Ct(n){if(n instanceof u)return!1;if(n instanceof U)return!0;let t=n?.code;return n instanceof Error&&n.name===
"NetworkError"||typeof t=="string"&&/^(ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|EAI_AGAIN)$/.test(t)?!0:/ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|socket hang up/.
test(v(n))}function zt(n,t){let r=n?.status;if(r!==401&&r!==403&&r!==404)return;let e=`run ${t.workflowRunId} of ${t.repositoryOwner}\
/${t.repositoryName}`,o=r===404?"no such run, or the token cannot see it":r===401?"the token was rejected":"the token ma\
y not list its artifacts";return new u("run-unreadable",`cannot read the records of ${e} (${r}: ${Rt(v(n))}): ${o}. Read\
ing another run\u2019s records needs a token with \`actions: read\`: give the job \`permissions: actions: read\` or pass a github\
-token that has it`,{where:"github-token",cause:n,details:r===404?[`check that ${t.workflowRunId} is a run id of ${t.repositoryOwner}\
/${t.repositoryName}`]:[]})}function Kt(n){return n instanceof Error&&(n.name==="ArtifactNotFoundError"||/\(404\)|not found/i.
test(n.message))}var jt="name the run by its URL (https://github.com/<owner>/<repo>/actions/runs/<id>), or as <owner>/<repo> <run-id>, or\
 --repo <owner>/<repo> <run-id>",At=/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/,Ut=/^[A-Za-z0-9._-]{1,100}$/,N=/^[1-9][0-9]{0,15}$/;
function kt(n,t={}){let r=(m,c=[])=>new u("usage",m,{details:[...c,jt]}),e=t.apiUrl?.trim()?Wt(t.apiUrl.trim()):null,[o,
i,...s]=n;if(o===void 0)throw r("no run given");if(s.length>0)throw r(`takes one run; it was given ${n.length} arguments`);
if(/^[a-z][a-z0-9+.-]*:\/\//i.test(o)){if(i!==void 0)throw r(`a run URL takes no run id after it (${$(i)})`);if(t.repo!==
void 0)throw r("--repo is for a run given by its id; the URL names the repository already");let m=Jt(o,r);return{...m,apiUrl:e??
m.apiUrl}}let a,l;if(t.repo!==void 0){if(i!==void 0)throw r(`with --repo, give only the run id; it was also given ${$(i)}`);
a=t.repo,l=o}else if(o.includes("/")){if(a=o,l=i,l===void 0)throw r(`no run id after ${$(o)}`)}else throw r(N.test(o)?`r\
un ${o} of which repository? a run id alone does not say`:`${$(o)} is not a run URL or <owner>/<repo>`);let[f,d,...p]=a.
split("/");if(p.length>0||!f||!d||!At.test(f)||!Ut.test(d)||/^\.+$/.test(d))throw r(`${$(a)} is not a repository (<owner\
>/<repo>)`);if(!N.test(l))throw r(`${$(l)} is not a run id (a whole number, like 123456789)`);return{owner:f,repo:d,runId:Number(
l),attempt:null,url:`https://github.com/${f}/${d}/actions/runs/${l}`,apiUrl:e??"https://api.github.com"}}function Jt(n,t){
let r;try{r=new URL(n)}catch{throw t(`${$(n)} is not a URL`)}if(r.protocol!=="https:"&&r.protocol!=="http:")throw t(`${$(
r.protocol)} is not a web address's scheme (http or https)`);if(r.username||r.password)throw t("the run URL holds a user\
 name or password; give the token in GITHUB_TOKEN instead");let e=r.hostname.toLowerCase(),o=r.pathname.split("/").filter(
k=>k!==""),[i,s,a,l,f,...d]=o,p=`${r.protocol}//${r.host}${r.pathname}`,m=()=>t(`${$(p)} is not the address of a workflo\
w run`,["open the run on GitHub (the Actions tab, then the run) and copy its address"]);if(a!=="actions"||l!=="runs"||i===
void 0||s===void 0||!f||!At.test(i)||!Ut.test(s))throw m();if(!N.test(f))throw t(`${$(f)} in the run URL is not a run id`);
let c=null;if(d[0]==="attempts"){if(!d[1]||!N.test(d[1]))throw t(`${$(d[1]??"")} in the run URL is not an attempt number`);
c=Number(d[1]),d.splice(0,2)}if(d.length>0&&!(d[0]==="job"&&d.length===2&&N.test(d[1])))throw m();let w;if(e==="github.c\
om"||e==="www.github.com")w="https://api.github.com";else if(e.endsWith(".ghe.com"))w=`https://api.${e}`;else throw t(`${e}\
 is not github.com or a *.ghe.com host; GitHub Enterprise Server keeps no baton records (baton's actions store them as a\
rtifacts through @actions/artifact v2+, which does not support it)`,["for a host that does serve them (a proxy, a mirror\
), set GITHUB_API_URL and give the run as <owner>/<repo> <run-id>"]);let b=`/${i}/${s}/actions/runs/${f}${c===null?"":`/\
attempts/${c}`}`;return{owner:i,repo:s,runId:Number(f),attempt:c,url:`${r.protocol}//${r.host}${b}`,apiUrl:w}}function Wt(n){
let t;try{t=new URL(n)}catch{t=void 0}let r={details:["set it to the REST API of the run\u2019s host (https://api.github.com)\
, or unset it"]};if(t===void 0||t.protocol!=="https:"&&t.protocol!=="http:")throw new u("usage","GITHUB_API_URL is not a\
n http(s) address",r);if(t.username||t.password)throw new u("usage",`GITHUB_API_URL (${t.origin}) holds a user or passwo\
rd; the token is read from GITHUB_TOKEN or GH_TOKEN, never from the address`,r);return n.replace(/\/+$/,"")}function $(n){
let t=et(n),r=t.length>80?`${t.slice(0,80)}\u2026`:t;return/^[\w./:@-]+$/.test(r)?r:JSON.stringify(r)}var Zt=["GITHUB_TOKEN","GH_TOKEN"];async function Ne(n,t,r={}){let e=kt(t,{repo:r.repo,apiUrl:n.env.GITHUB_API_URL}),o=Zt.
map(c=>n.env[c]?.trim()).find(c=>c);if(!o)throw new u("token-missing",`reading run ${e.runId} of ${A(e)} needs a GitHub \
token`,{details:[`set GITHUB_TOKEN (or GH_TOKEN) in the environment, e.g. GITHUB_TOKEN=$(gh auth token) baton pull ${e.url}`,
"it needs read access to the run\u2019s artifacts: a fine-grained token with Actions: read on the repository, or a classic to\
ken (repo scope for a private repository)"]});let i=dt.forProject(n.cwd);await ut(n,i);let s=ee(n,r);process.env.GITHUB_API_URL=
e.apiUrl,process.env.GITHUB_SERVER_URL=new URL(e.url).origin;let a=await Yt(Xt(qt(),at(process.pid))),l=null,f=c=>{for(let w of[
a,l])w&&(0,Et.rmSync)(w,{recursive:!0,force:!0});s.end(),n.stderr(`baton pull: stopped (${c}); nothing was stored
`),process.exit(c==="SIGINT"?130:143)},d=["SIGINT","SIGTERM","SIGHUP"];for(let c of d)process.on(c,f);let p=re(),m={...n,
stdout:c=>p.ours(()=>n.stdout(c))};try{let c=new M({tempDir:a,findBy:{token:o,workflowRunId:e.runId,repositoryOwner:e.owner,
repositoryName:e.repo},...$t(n.env),reporter:{info:()=>{},warning:h=>s.say(h),error:h=>s.say(h),group:(h,S)=>S()}}),w=setTimeout(
()=>s.say(`still waiting for ${e.apiUrl} to list the artifacts of run ${e.runId} of ${A(e)} (requests that fail are trie\
d again; Ctrl-C stops)`),te),k=(await c.list().catch(h=>{throw Tt(V(h,e),e,n.env.GITHUB_API_URL)}).finally(()=>clearTimeout(
w))).filter(h=>e.attempt===null||h.runAttempt<=e.attempt);if(k.length===0)throw new u("run-empty",`run ${e.runId} of ${A(
e)}${e.attempt===null?"":` (attempt ${e.attempt})`} has no baton records (artifacts named baton-*)`,{details:["its artif\
acts may have expired (GitHub keeps them for the repository\u2019s retention, 90 days by default), or none of its jobs ran a \
baton stage"]});let q=k.map(h=>E(h.stage,h.attempt,h.runAttempt)),P=await Qt(i,e,q);if(P!==null)return r.json?C(m,`${JSON.
stringify({run:P,already:!0,source:e.url},null,2)}
`):m.stdout(`run ${e.runId} of ${A(e)} was pulled already, with the same records, as ${P}
  baton history ${P}
  to pull it again, remove it first: rm -r ${i.runDir(P)}
`),D.ok;let{readWorkflowRun:It}=await import("./workflow-run-DBGQD73H.js"),Ot=await It({token:o,apiUrl:e.apiUrl,owner:e.owner,
repo:e.repo,runId:e.runId,attempt:e.attempt}).catch(h=>{throw V(h,e)}),_=[],R=[],X=new Date,B=await i.importRun(X,async h=>{
let S=[];for(let[F,I]of k.entries()){let T=q[F];s.step(F+1,k.length,T);let L;try{L=await c.getAttemptFiles(I.stage,I.attempt,
I.runAttempt)}catch(y){if(!(y instanceof u&&y.code.startsWith("record-")))throw Tt(V(y,e),e,n.env.GITHUB_API_URL);let vt=x(
y).split(`
`)[0];R.push({artifact:T,reason:vt});continue}if(L===void 0){let y=`artifact ${T} is listed but could not be downloaded \
(deleted or expired meanwhile)`;R.push({artifact:T,reason:y});continue}try{await h.putFiles(L.files,`artifact ${T}`)}catch(y){
if(!(y instanceof u&&y.code==="record-digest-mismatch"))throw y;R.push({artifact:T,reason:x(y).split(`
`)[0]});continue}S.push(L.stored.record),_.push({artifact:T,stage:I.stage,attempt:I.attempt,run_attempt:I.runAttempt})}if(S.
length===0)throw new u("run-empty",`none of the ${k.length} baton artifacts of run ${e.runId} of ${A(e)} is a record bat\
on can read; nothing was stored`,{details:R.map(F=>F.reason)});return ct(S,{url:e.url,repository:A(e),run_id:e.runId,run_attempt:e.
attempt,pulled_at:X.toISOString(),skipped:R,workflow_run:Ot})},h=>{l=h});s.end(),r.json?C(m,`${JSON.stringify({run:B,already:!1,
source:e.url,records:_,skipped:R},null,2)}
`):m.stdout(`pulled run ${e.runId} of ${A(e)} as ${B}: ${_.length} ${_.length===1?"record":"records"}${R.length===0?"":`\
, ${R.length} skipped`}
  baton history ${B}
  baton show ${B} <stage> --prompt
`);for(let h of R)n.stderr(`baton pull: skipped ${H(h.reason,400)}
`);return D.ok}finally{s.end(),p.release();for(let c of d)process.off(c,f);await Vt(a,{recursive:!0,force:!0}).catch(()=>{})}}
function A(n){return`${n.owner}/${n.repo}`}async function Qt(n,t,r){for(let e of await n.listRuns())try{let i=(await n.readSummary(
e)).pulled;if(i?.repository!==A(t)||i.run_id!==t.runId||i.run_attempt!==t.attempt)continue;let s=new Set([...(await(await n.
open(e)).list()).map(a=>E(a.stage,a.attempt,a.runAttempt)),...i.skipped.map(a=>a.artifact)]);if(s.size===r.length&&r.every(
a=>s.has(a)))return e}catch{}return null}var te=5e3;function Tt(n,t,r){return!(n instanceof u)||n.code!=="artifact-servi\
ce-failed"?n:new u(n.code,n.message,{details:[r?.trim()?`check your network, and GITHUB_API_URL, which points the pull a\
t ${t.apiUrl}`:`check your network: ${t.apiUrl} must be reachable from here`,"if it fails again, check GitHub\u2019s status a\
t https://www.githubstatus.com"],cause:n.cause})}function V(n,t){if(!(n instanceof u)||n.code!=="run-unreadable")return n;
let r=n.cause?.status,e=`run ${t.runId} of ${A(t)}`,o="use a token that may read it: a fine-grained token with Actions: \
read on the repository, or a classic token with the repo scope for a private repository (GITHUB_TOKEN=$(gh auth token) w\
hen gh is logged in)";return r===401?new u("run-unreadable",`GitHub refused the token in GITHUB_TOKEN/GH_TOKEN (401 Bad \
credentials) when listing ${e}`,{details:["it has expired, was revoked, or is not a GitHub token",o],cause:n}):r===403?new u(
"run-unreadable",`the token may not read the artifacts of ${e} (403)`,{details:[o],cause:n}):new u("run-unreadable",`no ${e}\
 found (404): no such run, or the token cannot see it`,{details:[`check the run's address: ${t.url}`,o,`API: ${t.apiUrl}`],
cause:n})}function ee(n,t){let r=n.isTTY&&!t.plain&&n.env.CI!=="true",e=!1,o=()=>{e&&n.stderr("\r\x1B[K"),e=!1};return{step(i,s,a){
r?(o(),n.stderr(`pulling ${i}/${s} ${H(a,60)}`),e=!0):n.stderr(`baton pull: ${i}/${s} ${a}
`)},say(i){o(),n.stderr(`baton pull: ${H(i,400)}
`)},end:o}}function re(){let n=process.stdout,t=n.write,{warn:r,error:e,info:o,log:i,debug:s}=console,a=!1;n.write=((...f)=>{
if(a)return Reflect.apply(t,n,f);let d=f.find(p=>typeof p=="function");return d&&queueMicrotask(()=>d()),!0});let l=()=>{};
return Object.assign(console,{warn:l,error:l,info:l,log:l,debug:l}),{ours:f=>{a=!0;try{f()}finally{a=!1}},release:()=>{n.
write=t,Object.assign(console,{warn:r,error:e,info:o,log:i,debug:s})}}}export{Ne as pullCommand};

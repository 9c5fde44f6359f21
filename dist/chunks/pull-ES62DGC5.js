import{a as st}from"./chunk-47QNWK6A.js";import{f as K}from"./chunk-IQNVHVL5.js";import{h as it}from"./chunk-VFUYIWOJ.js";
import{b as ot}from"./chunk-7SZ2QCAW.js";import"./chunk-6RREDHNG.js";import"./chunk-EXKCGBEU.js";import"./chunk-5N3ZANE4.js";
import"./chunk-PY6H47Q3.js";import"./chunk-PLAMFRIP.js";import"./chunk-LS2NIP65.js";import{B,e as E,g as tt,
s as et,u as rt,x as M,y as nt,z as C}from"./chunk-QONJWPUT.js";import{a as kt}from"./chunk-RBL3FFHZ.js";import"./chunk-7KFGQS7P.js";
import"./chunk-PITDU5S5.js";import{b as x}from"./chunk-HKGMSIBF.js";import"./chunk-HDT3FCLQ.js";import"./chunk-EDG7CDSE.js";
import{c as V}from"./chunk-FCWOFCWY.js";import"./chunk-YVIS2J2P.js";import{d as u,e as q,f as D}from"./chunk-OKFZ7BVP.js";
import{b as H}from"./chunk-GKGC5SYD.js";import{a as At}from"./chunk-5A7QKWCT.js";import{s as Q,t as w}from"./chunk-VIRAYIUH.js";
import{d as Z}from"./chunk-3NR5HZ6E.js";var yt=Z(At(),1);import{mkdtemp as Dt,rm as Ht}from"node:fs/promises";import{tmpdir as xt}from"node:os";import{join as Mt}from"node:path";var ft=Z(kt(),1);import{lstat as Et,mkdir as z,mkdtemp as dt,readdir as Ot,readFile as Ut,rm as ct,writeFile as It}from"node:fs/promises";
import{dirname as Tt,join as T}from"node:path";function at(){let n,t=()=>(n??=import("./artifact-O5PWKBVO.js").then(({DefaultArtifactClient:r})=>new r),n);return{async uploadArtifact(r,e,o,i){
await j();let{uploadArtifact:s}=await import("./upload-artifact-WG52ETB6.js");return s(r,e,o,i)},async listArtifacts(r){if(r?.
findBy)return(await t()).listArtifacts(r);await j();let{listArtifactsInternal:e}=await import("./list-artifacts-WL7TRA6C.js");
return e(r?.latest)},async downloadArtifact(r,e){if(e?.findBy)return(await t()).downloadArtifact(r,e);await j();let{downloadArtifactInternal:o}=await import("./download-artifact-DOFZPIH4.js");
return o(r,e)}}}async function j(){let[{isGhes:n},{GHESNotSupportedError:t}]=await Promise.all([import("./config-EDSC4CKF.js"),
import("./errors-NH7V3C4R.js")]);if(n())throw new t}var pt=64*1024*1024,vt=32*1024*1024,Pt={attempts:3,baseDelayMs:1e3},G=class{#o=at();#t;#n;#e;#r=new Map;constructor(t){if(this.#t=
t,this.#n={...Pt,...t.retry},t.retentionDays!==void 0&&!(Number.isInteger(t.retentionDays)&&t.retentionDays>=1))throw new u(
"input-invalid",`retention days must be a whole number of at least 1, got ${t.retentionDays}`,{where:"retention-days"})}async put(t){
if(this.#t.findBy)throw new u("store-read-only",`records of run ${this.#t.findBy.workflowRunId} are read-only here`);let{
record:r,files:e}=et(t,W);e.delete(w.log);let o=C(r),i=E(o.stage,o.attempt,o.runAttempt);if(this.#r.has(i)||this.#e&&(await this.#e).
has(i))throw lt(i,o);let s=W(e.get(w.record));await z(this.#t.tempDir,{recursive:!0});let d=await dt(T(this.#t.tempDir,"\
baton-upload-"));try{let l=[];for(let[p,h]of e){let f=T(d,p);p.includes("/")&&await z(Tt(f),{recursive:!0}),await It(f,h,
{flag:"wx"}),l.push(f)}let c=await this.#s(`upload ${i}`,async p=>{try{return await this.#o.uploadArtifact(i,l,d,{...this.#t.
retentionDays===void 0?{}:{retentionDays:this.#t.retentionDays}})}catch(h){throw/already exists|\(409\)/i.test(U(h))?lt(
i,o,p>1):h}}).catch(p=>{throw J(p,`could not store the record of attempt ${o.attempt} as artifact ${i}`,{where:`stage ${o.
stage}`})});if(c.id===void 0)throw new q(`upload of ${i} returned no artifact id`);let a=ut(e,s,`artifact ${i}`);return this.#r.
set(i,Promise.resolve(a)),this.#e&&(await this.#e).set(i,{...o,artifact:{name:i,id:c.id,size:c.size??0,...c.digest?{digest:`\
sha256:${c.digest}`}:{}}}),{...o,recordSha256:s,id:String(c.id)}}finally{await ct(d,{recursive:!0,force:!0})}}async get(t){
let r=nt([...(await this.#i()).values()].filter(e=>e.stage===t));return r&&this.getAttempt(t,r.attempt,r.runAttempt)}async getAttempt(t,r,e=1){
let o=E(t,r,e),i=this.#r.get(o);return i||(i=this.#a(o).then(s=>s?.stored),this.#r.set(o,i),i.then(s=>s===void 0&&this.#r.
delete(o),()=>this.#r.delete(o))),i}async list(){return[...(await this.#i()).values()].map(({stage:t,attempt:r,runAttempt:e})=>({
stage:t,attempt:r,runAttempt:e})).sort(M)}#i(){if(!this.#e){let t=this.#s("list artifacts",async()=>{let{artifacts:r}=await this.#o.
listArtifacts(this.#c()).catch(o=>{throw this.#t.findBy&&_t(o,this.#t.findBy)||o}),e=new Map;for(let o of r){let i=tt(o.
name);if(!i)continue;let s=e.get(o.name);(!s||s.artifact.id<o.id)&&e.set(o.name,{...i,artifact:o})}return e}).catch(r=>{
throw J(r,`could not list the artifacts of ${this.#d()} to read its records`)});this.#e=t,t.catch(()=>{this.#e===t&&(this.#e=
void 0)})}return this.#e}async getAttemptFiles(t,r,e=1){return this.#a(E(t,r,e))}async#a(t){let r=(await this.#i()).get(
t);if(!r)return;let{artifact:e}=r;if(e.size>pt)throw new u("record-invalid",`artifact ${t} is ${e.size} bytes, more than\
 a baton record can be`);if(!e.digest)throw new u("record-digest-missing",`artifact ${t} has no digest to check the down\
load against`,{details:["it was not uploaded by a current artifact client; re-run the job that produced it"]});await z(this.#t.
tempDir,{recursive:!0});let o=await dt(T(this.#t.tempDir,"baton-download-"));try{let i;try{i=await this.#s(`download ${t}`,
()=>this.#o.downloadArtifact(e.id,{path:o,expectedHash:e.digest,skipDecompress:!0,...this.#c()}))}catch(p){if(Ft(p)){this.#t.
reporter?.warning(`artifact ${t} is listed but could not be found: ${U(p)}`);return}throw J(p,`could not download artifa\
ct ${t} of ${this.#d()}`)}if(i.digestMismatch)throw new u("record-digest-mismatch",`artifact ${t}: the download does not\
 match the digest recorded at upload (${e.digest})`,{details:["the artifact was changed after it was uploaded, or the do\
wnload was corrupted; nothing from it was used"]});let s=await St(o,t),d=s.get(w.record);if(!d)throw new u(Q,`artifact ${t}\
 has no ${w.record}`);let l=s.get(w.prompt);if(!l)throw new u("record-invalid",`artifact ${t} has no ${w.prompt}`);let c=ut(
s,W(d),`artifact ${t}`),a=C(c.record);if(M(a,r)!==0)throw new u("record-invalid",`artifact ${t} holds the record of ${B(
a)}, not ${B(r)}`);return{stored:c,files:{record:d,prompt:l,handoff:s.get(w.handoff)??null}}}finally{await ct(o,{recursive:!0,
force:!0})}}#d(){let t=this.#t.findBy;return t?`run ${t.workflowRunId} of ${t.repositoryOwner}/${t.repositoryName}`:"thi\
s run"}#c(){return this.#t.findBy?{findBy:this.#t.findBy}:{}}async#s(t,r){for(let e=1;;e++)try{return await r(e)}catch(o){
if(e>=this.#n.attempts||!Nt(o))throw o;let i=this.#n.baseDelayMs*2**(e-1);this.#t.reporter?.warning(`${t} failed (${ht(U(
o))}); trying again in ${i} ms (${e+1} of ${this.#n.attempts})`),await new Promise(s=>setTimeout(s,i))}}};function ut(n,t,r){
let e=s=>{let d=n.get(s);return d===void 0?null:Buffer.from(d).toString("utf8")},{record:o,handoff:i}=rt({record:e(w.record)??
"",handoff:e(w.handoff)},r,"github");return{record:o,prompt:e(w.prompt)??"",handoff:i,recordSha256:t}}async function St(n,t){
let r=a=>new u("record-invalid",`artifact ${t}: ${a}`),[e,...o]=await Ot(n);if(e===void 0||o.length>0)throw r("the downl\
oad is not one zip file");let i=await Et(T(n,e));if(!i.isFile())throw r("the download is not a regular file");if(i.size>
pt)throw r("the download is too large");let s=new Set([w.record,w.prompt,w.handoff]),d=new Set,{unzipSync:l}=await import("./esm-FWSMIPNV.js"),
c;try{c=l(await Ut(T(n,e)),{filter:a=>{if(!s.has(a.name))return!1;if(d.has(a.name))throw r(`${a.name} is in it twice`);if(d.
add(a.name),Math.max(a.size,a.originalSize)>vt)throw r(`${a.name} is too large`);return!0}})}catch(a){throw a instanceof
u?a:r(`the download is not a zip archive baton can read (${U(a)})`)}return new Map(Object.entries(c))}function lt(n,t,r=!1){
return new u("record-exists",`${B(t)} already has a record (artifact ${n}); records are immutable`,{where:`stage ${t.stage}`,
details:r?["an earlier try of this upload may have completed before its connection dropped"]:["give each stage in the ru\
n its own stage id, or record a new attempt"]})}function J(n,t,r={}){return st("artifact-service-failed",t,n,r)}function W(n){
return(0,ft.createHash)("sha256").update(n).digest("hex")}function U(n){return n instanceof Error?n.message:String(n)}function ht(n){
return n.split(`
`,1)[0]??""}function Nt(n){if(n instanceof u)return!1;let t=n?.code;return n instanceof Error&&n.name==="NetworkError"||
typeof t=="string"&&/^(ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|EAI_AGAIN)$/.test(t)?!0:/ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|socket hang up/.
test(U(n))}function _t(n,t){let r=n?.status;if(r!==401&&r!==403&&r!==404)return;let e=`run ${t.workflowRunId} of ${t.repositoryOwner}\
/${t.repositoryName}`,o=r===404?"no such run, or the token cannot see it":r===401?"the token was rejected":"the token ma\
y not list its artifacts";return new u("run-unreadable",`cannot read the records of ${e} (${r}: ${ht(U(n))}): ${o}. Read\
ing another run\u2019s records needs a token with \`actions: read\`: give the job \`permissions: actions: read\` or pass a github\
-token that has it`,{where:"github-token",cause:n,details:r===404?[`check that ${t.workflowRunId} is a run id of ${t.repositoryOwner}\
/${t.repositoryName}`]:[]})}function Ft(n){return n instanceof Error&&(n.name==="ArtifactNotFoundError"||/\(404\)|not found/i.
test(n.message))}var Bt="name the run by its URL (https://github.com/<owner>/<repo>/actions/runs/<id>), or as <owner>/<repo> <run-id>, or\
 --repo <owner>/<repo> <run-id>",mt=/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/,wt=/^[A-Za-z0-9._-]{1,100}$/,v=/^[1-9][0-9]{0,15}$/;
function gt(n,t={}){let r=(h,f=[])=>new u("usage",h,{details:[...f,Bt]}),e=t.apiUrl?.trim()?Lt(t.apiUrl.trim()):null,[o,
i,...s]=n;if(o===void 0)throw r("no run given");if(s.length>0)throw r(`takes one run; it was given ${n.length} arguments`);
if(/^[a-z][a-z0-9+.-]*:\/\//i.test(o)){if(i!==void 0)throw r(`a run URL takes no run id after it (${y(i)})`);if(t.repo!==
void 0)throw r("--repo is for a run given by its id; the URL names the repository already");let h=Gt(o,r);return{...h,apiUrl:e??
h.apiUrl}}let d,l;if(t.repo!==void 0){if(i!==void 0)throw r(`with --repo, give only the run id; it was also given ${y(i)}`);
d=t.repo,l=o}else if(o.includes("/")){if(d=o,l=i,l===void 0)throw r(`no run id after ${y(o)}`)}else throw r(v.test(o)?`r\
un ${o} of which repository? a run id alone does not say`:`${y(o)} is not a run URL or <owner>/<repo>`);let[c,a,...p]=d.
split("/");if(p.length>0||!c||!a||!mt.test(c)||!wt.test(a)||/^\.+$/.test(a))throw r(`${y(d)} is not a repository (<owner\
>/<repo>)`);if(!v.test(l))throw r(`${y(l)} is not a run id (a whole number, like 123456789)`);return{owner:c,repo:a,runId:Number(
l),attempt:null,url:`https://github.com/${c}/${a}/actions/runs/${l}`,apiUrl:e??"https://api.github.com"}}function Gt(n,t){
let r;try{r=new URL(n)}catch{throw t(`${y(n)} is not a URL`)}if(r.protocol!=="https:"&&r.protocol!=="http:")throw t(`${y(
r.protocol)} is not a web address's scheme (http or https)`);if(r.username||r.password)throw t("the run URL holds a user\
 name or password; give the token in GITHUB_TOKEN instead");let e=r.hostname.toLowerCase(),o=r.pathname.split("/").filter(
P=>P!==""),[i,s,d,l,c,...a]=o,p=`${r.protocol}//${r.host}${r.pathname}`,h=()=>t(`${y(p)} is not the address of a workflo\
w run`,["open the run on GitHub (the Actions tab, then the run) and copy its address"]);if(d!=="actions"||l!=="runs"||i===
void 0||s===void 0||!c||!mt.test(i)||!wt.test(s))throw h();if(!v.test(c))throw t(`${y(c)} in the run URL is not a run id`);
let f=null;if(a[0]==="attempts"){if(!a[1]||!v.test(a[1]))throw t(`${y(a[1]??"")} in the run URL is not an attempt number`);
f=Number(a[1]),a.splice(0,2)}if(a.length>0&&!(a[0]==="job"&&a.length===2&&v.test(a[1])))throw h();let R;if(e==="github.c\
om"||e==="www.github.com")R="https://api.github.com";else if(e.endsWith(".ghe.com"))R=`https://api.${e}`;else throw t(`${e}\
 is not github.com or a *.ghe.com host; GitHub Enterprise Server keeps no baton records (baton's actions store them as a\
rtifacts through @actions/artifact v2+, which does not support it)`,["for a host that does serve them (a proxy, a mirror\
), set GITHUB_API_URL and give the run as <owner>/<repo> <run-id>"]);let A=`/${i}/${s}/actions/runs/${c}${f===null?"":`/\
attempts/${f}`}`;return{owner:i,repo:s,runId:Number(c),attempt:f,url:`${r.protocol}//${r.host}${A}`,apiUrl:R}}function Lt(n){
let t;try{t=new URL(n)}catch{t=void 0}let r={details:["set it to the REST API of the run\u2019s host (https://api.github.com)\
, or unset it"]};if(t===void 0||t.protocol!=="https:"&&t.protocol!=="http:")throw new u("usage","GITHUB_API_URL is not a\
n http(s) address",r);if(t.username||t.password)throw new u("usage",`GITHUB_API_URL (${t.origin}) holds a user or passwo\
rd; the token is read from GITHUB_TOKEN or GH_TOKEN, never from the address`,r);return n.replace(/\/+$/,"")}function y(n){
let t=V(n),r=t.length>80?`${t.slice(0,80)}\u2026`:t;return/^[\w./:@-]+$/.test(r)?r:JSON.stringify(r)}var Ct=["GITHUB_TOKEN","GH_TOKEN"];async function ye(n,t,r={}){let e=gt(t,{repo:r.repo,apiUrl:n.env.GITHUB_API_URL}),o=Ct.
map(f=>n.env[f]?.trim()).find(f=>f);if(!o)throw new u("token-missing",`reading run ${e.runId} of ${b(e)} needs a GitHub \
token`,{details:[`set GITHUB_TOKEN (or GH_TOKEN) in the environment, e.g. GITHUB_TOKEN=$(gh auth token) baton pull ${e.url}`,
"it needs read access to the run\u2019s artifacts: a fine-grained token with Actions: read on the repository, or a classic to\
ken (repo scope for a private repository)"]});let i=ot.forProject(n.cwd),s=jt(n,r);process.env.GITHUB_API_URL=e.apiUrl,process.
env.GITHUB_SERVER_URL=new URL(e.url).origin;let d=await Dt(Mt(xt(),"baton-pull-")),l=null,c=f=>{for(let R of[d,l])R&&(0,yt.rmSync)(
R,{recursive:!0,force:!0});s.end(),n.stderr(`baton pull: stopped (${f}); nothing was stored
`),process.exit(f==="SIGINT"?130:143)},a=["SIGINT","SIGTERM","SIGHUP"];for(let f of a)process.on(f,c);let p=zt(),h={...n,
stdout:f=>p.ours(()=>n.stdout(f))};try{let f=new G({tempDir:d,findBy:{token:o,workflowRunId:e.runId,repositoryOwner:e.owner,
repositoryName:e.repo}}),A=(await f.list().catch(m=>{throw Y(m,e)})).filter(m=>e.attempt===null||m.runAttempt<=e.attempt);
if(A.length===0)throw new u("run-empty",`run ${e.runId} of ${b(e)}${e.attempt===null?"":` (attempt ${e.attempt})`} has n\
o baton records (artifacts named baton-*)`,{details:["its artifacts may have expired (GitHub keeps them for the reposito\
ry\u2019s retention, 90 days by default), or none of its jobs ran a baton stage"]});let P=A.map(m=>E(m.stage,m.attempt,m.
runAttempt)),I=await Kt(i,e,P);if(I!==null)return r.json?x(h,`${JSON.stringify({run:I,already:!0,source:e.url},null,2)}
`):h.stdout(`run ${e.runId} of ${b(e)} was pulled already, with the same records, as ${I}
  baton history ${I}
  to pull it again, remove it first: rm -r ${i.runDir(I)}
`),H.ok;let{readWorkflowRun:$t}=await import("./workflow-run-MVWN5D77.js"),bt=await $t({token:o,apiUrl:e.apiUrl,owner:e.owner,
repo:e.repo,runId:e.runId,attempt:e.attempt}).catch(m=>{throw Y(m,e)}),S=[],$=[],X=new Date,N=await i.importRun(X,async m=>{
let L=[];for(let[_,O]of A.entries()){let k=P[_];s.step(_+1,A.length,k);let F;try{F=await f.getAttemptFiles(O.stage,O.attempt,
O.runAttempt)}catch(g){if(!(g instanceof u&&g.code.startsWith("record-")))throw Y(g,e);let Rt=D(g).split(`
`)[0];$.push({artifact:k,reason:Rt});continue}if(F===void 0){let g=`artifact ${k} is listed but could not be downloaded \
(deleted or expired meanwhile)`;$.push({artifact:k,reason:g});continue}try{await m.putFiles(F.files,`artifact ${k}`)}catch(g){
if(!(g instanceof u&&g.code==="record-digest-mismatch"))throw g;$.push({artifact:k,reason:D(g).split(`
`)[0]});continue}L.push(F.stored.record),S.push({artifact:k,stage:O.stage,attempt:O.attempt,run_attempt:O.runAttempt})}if(L.
length===0)throw new u("run-empty",`none of the ${A.length} baton artifacts of run ${e.runId} of ${b(e)} is a record bat\
on can read; nothing was stored`,{details:$.map(_=>_.reason)});return it(L,{url:e.url,repository:b(e),run_id:e.runId,run_attempt:e.
attempt,pulled_at:X.toISOString(),skipped:$,workflow_run:bt})},m=>{l=m});s.end(),r.json?x(h,`${JSON.stringify({run:N,already:!1,
source:e.url,records:S,skipped:$},null,2)}
`):h.stdout(`pulled run ${e.runId} of ${b(e)} as ${N}: ${S.length} ${S.length===1?"record":"records"}${$.length===0?"":`\
, ${$.length} skipped`}
  baton history ${N}
  baton show ${N} <stage> --prompt
`);for(let m of $)n.stderr(`baton pull: skipped ${K(m.reason,400)}
`);return H.ok}finally{s.end(),p.release();for(let f of a)process.off(f,c);await Ht(d,{recursive:!0,force:!0}).catch(()=>{})}}
function b(n){return`${n.owner}/${n.repo}`}async function Kt(n,t,r){for(let e of await n.listRuns())try{let i=(await n.readSummary(
e)).pulled;if(i?.repository!==b(t)||i.run_id!==t.runId||i.run_attempt!==t.attempt)continue;let s=new Set([...(await(await n.
open(e)).list()).map(d=>E(d.stage,d.attempt,d.runAttempt)),...i.skipped.map(d=>d.artifact)]);if(s.size===r.length&&r.every(
d=>s.has(d)))return e}catch{}return null}function Y(n,t){if(!(n instanceof u)||n.code!=="run-unreadable")return n;let r=n.
cause?.status,e=`run ${t.runId} of ${b(t)}`,o="use a token that may read it: a fine-grained token with Actions: read on \
the repository, or a classic token with the repo scope for a private repository (GITHUB_TOKEN=$(gh auth token) when gh i\
s logged in)";return r===401?new u("run-unreadable",`GitHub refused the token in GITHUB_TOKEN/GH_TOKEN (401 Bad credenti\
als) when listing ${e}`,{details:["it has expired, was revoked, or is not a GitHub token",o],cause:n}):r===403?new u("ru\
n-unreadable",`the token may not read the artifacts of ${e} (403)`,{details:[o],cause:n}):new u("run-unreadable",`no ${e}\
 found (404): no such run, or the token cannot see it`,{details:[`check the run's address: ${t.url}`,o,`API: ${t.apiUrl}`],
cause:n})}function jt(n,t){let r=n.isTTY&&!t.plain&&n.env.CI!=="true",e=!1,o=()=>{e&&n.stderr("\r\x1B[K"),e=!1};return{step(i,s,d){
r?(o(),n.stderr(`pulling ${i}/${s} ${K(d,60)}`),e=!0):n.stderr(`baton pull: ${i}/${s} ${d}
`)},end:o}}function zt(){let n=process.stdout,t=n.write,{warn:r,error:e,info:o,log:i,debug:s}=console,d=!1;n.write=((...c)=>{
if(d)return Reflect.apply(t,n,c);let a=c.find(p=>typeof p=="function");return a&&queueMicrotask(()=>a()),!0});let l=()=>{};
return Object.assign(console,{warn:l,error:l,info:l,log:l,debug:l}),{ours:c=>{d=!0;try{c()}finally{d=!1}},release:()=>{n.
write=t,Object.assign(console,{warn:r,error:e,info:o,log:i,debug:s})}}}export{ye as pullCommand};

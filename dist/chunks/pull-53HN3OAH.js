import{a as dt}from"./chunk-47QNWK6A.js";import{b as at}from"./chunk-LCY5AZAJ.js";import{f as F}from"./chunk-IQNVHVL5.js";
import{h as st}from"./chunk-7SZTVSIB.js";import"./chunk-QYLA5VTG.js";import{c as ot,f as it}from"./chunk-UHVGFVCG.js";
import"./chunk-6RREDHNG.js";import"./chunk-JVX5B4HE.js";import"./chunk-QQZ4OKPB.js";import"./chunk-VH5AE2TI.js";
import"./chunk-VEZESQFH.js";import"./chunk-LS2NIP65.js";import{B,e as U,g as tt,s as et,u as rt,x as M,y as nt,
z as C}from"./chunk-HOBDLTOO.js";import{a as Et}from"./chunk-RBL3FFHZ.js";import"./chunk-4KQMTQ5U.js";
import"./chunk-UQW7L5YF.js";import{b as x}from"./chunk-3UZNVWOU.js";import"./chunk-HDT3FCLQ.js";import"./chunk-MBJEC6WV.js";
import{c as Q}from"./chunk-FCWOFCWY.js";import"./chunk-XNCTUA5G.js";import{d as u,e as V,f as H}from"./chunk-OKFZ7BVP.js";
import{b as D}from"./chunk-GKGC5SYD.js";import{a as Ut}from"./chunk-5A7QKWCT.js";import{n as w}from"./chunk-LI7X5FPC.js";
import{d as Z}from"./chunk-3NR5HZ6E.js";var bt=Z(Ut(),1);import{mkdtemp as xt,rm as Mt}from"node:fs/promises";import{tmpdir as Ct}from"node:os";import{join as Kt}from"node:path";var ht=Z(Et(),1);import{lstat as It,mkdir as z,mkdtemp as ut,readdir as Ot,readFile as Tt,rm as lt,writeFile as Pt}from"node:fs/promises";
import{dirname as vt,join as P}from"node:path";function ct(){let n,t=()=>(n??=import("./artifact-O5PWKBVO.js").then(({DefaultArtifactClient:r})=>new r),n);return{async uploadArtifact(r,e,o,i){
await K();let{uploadArtifact:s}=await import("./upload-artifact-WG52ETB6.js");return s(r,e,o,i)},async listArtifacts(r){if(r?.
findBy)return(await t()).listArtifacts(r);await K();let{listArtifactsInternal:e}=await import("./list-artifacts-WL7TRA6C.js");
return e(r?.latest)},async downloadArtifact(r,e){if(e?.findBy)return(await t()).downloadArtifact(r,e);await K();let{downloadArtifactInternal:o}=await import("./download-artifact-DOFZPIH4.js");
return o(r,e)}}}async function K(){let[{isGhes:n},{GHESNotSupportedError:t}]=await Promise.all([import("./config-EDSC4CKF.js"),
import("./errors-NH7V3C4R.js")]);if(n())throw new t}var mt=64*1024*1024,St=32*1024*1024,Nt={attempts:3,baseDelayMs:1e3},L=class{#i=ct();#t;#n;#e;#r=new Map;constructor(t){if(this.#t=
t,this.#n={...Nt,...t.retry},t.retentionDays!==void 0&&!(Number.isInteger(t.retentionDays)&&t.retentionDays>=1))throw new u(
"input-invalid",`retention days must be a whole number of at least 1, got ${t.retentionDays}`,{where:"retention-days"})}async put(t){
if(this.#t.findBy)throw new u("store-read-only",`records of run ${this.#t.findBy.workflowRunId} are read-only here`);let{
record:r,files:e}=et(t,J);e.delete(w.log);let o=C(r),i=U(o.stage,o.attempt,o.runAttempt);if(this.#r.has(i)||this.#e&&(await this.#e).
has(i))throw pt(i,o);let s=J(e.get(w.record));await z(this.#t.tempDir,{recursive:!0});let a=await ut(P(this.#t.tempDir,"\
baton-upload-"));try{let f=[];for(let[p,m]of e){let l=P(a,p);p.includes("/")&&await z(vt(l),{recursive:!0}),await Pt(l,m,
{flag:"wx"}),f.push(l)}let c=await this.#a(`upload ${i}`,async p=>{try{return await this.#i.uploadArtifact(i,f,a,{...this.#t.
retentionDays===void 0?{}:{retentionDays:this.#t.retentionDays}})}catch(m){if(!/already exists|\(409\)/i.test(I(m)))throw m;
let l=p>1?await this.#u(i,s):void 0;if(l)return l;throw pt(i,o,p>1)}}).catch(p=>{throw j(p,`could not store the record o\
f attempt ${o.attempt} as artifact ${i}`,{where:`stage ${o.stage}`})});if(c.id===void 0)throw new V(`upload of ${i} retu\
rned no artifact id`);let d=ft(e,s,`artifact ${i}`);return this.#r.set(i,Promise.resolve(d)),this.#e&&(await this.#e).set(
i,{...o,artifact:{name:i,id:c.id,size:c.size??0,...c.digest?{digest:`sha256:${c.digest}`}:{}}}),{...o,recordSha256:s,id:String(
c.id)}}finally{await lt(a,{recursive:!0,force:!0})}}async#u(t,r){if(this.#e=void 0,(await this.#s(t).catch(()=>{}))?.stored.
recordSha256!==r)return;let o=(await this.#o()).get(t);if(!o)return;let{id:i,size:s,digest:a}=o.artifact;return{id:i,size:s,
...a?{digest:a.replace(/^sha256:/,"")}:{}}}async get(t){let r=nt([...(await this.#o()).values()].filter(e=>e.stage===t));
return r&&this.getAttempt(t,r.attempt,r.runAttempt)}async getAttempt(t,r,e=1){let o=U(t,r,e),i=this.#r.get(o);return i||
(i=this.#s(o).then(s=>s?.stored),this.#r.set(o,i),i.then(s=>s===void 0&&this.#r.delete(o),()=>this.#r.delete(o))),i}async list(){
return[...(await this.#o()).values()].map(({stage:t,attempt:r,runAttempt:e})=>({stage:t,attempt:r,runAttempt:e})).sort(M)}#o(){
if(!this.#e){let t=this.#a("list artifacts",async()=>{let{artifacts:r}=await this.#i.listArtifacts(this.#c()).catch(o=>{
throw this.#t.findBy&&Bt(o,this.#t.findBy)||o}),e=new Map;for(let o of r){let i=tt(o.name);if(!i)continue;let s=e.get(o.
name);(!s||s.artifact.id<o.id)&&e.set(o.name,{...i,artifact:o})}return e}).catch(r=>{throw j(r,`could not list the artif\
acts of ${this.#d()} to read its records`)});this.#e=t,t.catch(()=>{this.#e===t&&(this.#e=void 0)})}return this.#e}async getAttemptFiles(t,r,e=1){
return this.#s(U(t,r,e))}async#s(t){let r=(await this.#o()).get(t);if(!r)return;let{artifact:e}=r;if(e.size>mt)throw new u(
"record-invalid",`artifact ${t} is ${e.size} bytes, more than a baton record can be`);if(!e.digest)throw new u("record-d\
igest-missing",`artifact ${t} has no digest to check the download against`,{details:["it was not uploaded by a current a\
rtifact client; re-run the job that produced it"]});await z(this.#t.tempDir,{recursive:!0});let o=await ut(P(this.#t.tempDir,
"baton-download-"));try{let i;try{i=await this.#a(`download ${t}`,()=>this.#i.downloadArtifact(e.id,{path:o,expectedHash:e.
digest,skipDecompress:!0,...this.#c()}))}catch(p){if(Ft(p)){this.#t.reporter?.warning(`artifact ${t} is listed but could\
 not be found: ${I(p)}`);return}throw j(p,`could not download artifact ${t} of ${this.#d()}`)}if(i.digestMismatch)throw new u(
"record-digest-mismatch",`artifact ${t}: the download does not match the digest recorded at upload (${e.digest})`,{details:[
"the artifact was changed after it was uploaded, or the download was corrupted; nothing from it was used"]});let s=await _t(
o,t),a=s.get(w.record);if(!a)throw new u("record-invalid",`artifact ${t} has no ${w.record}`);let f=s.get(w.prompt);if(!f)
throw new u("record-invalid",`artifact ${t} has no ${w.prompt}`);let c=ft(s,J(a),`artifact ${t}`),d=C(c.record);if(M(d,r)!==
0)throw new u("record-invalid",`artifact ${t} holds the record of ${B(d)}, not ${B(r)}`);return{stored:c,files:{record:a,
prompt:f,handoff:s.get(w.handoff)??null}}}finally{await lt(o,{recursive:!0,force:!0})}}#d(){let t=this.#t.findBy;return t?
`run ${t.workflowRunId} of ${t.repositoryOwner}/${t.repositoryName}`:"this run"}#c(){return this.#t.findBy?{findBy:this.#t.
findBy}:{}}async#a(t,r){for(let e=1;;e++)try{return await r(e)}catch(o){if(e>=this.#n.attempts||!Gt(o))throw o;let i=this.#n.
baseDelayMs*2**(e-1);this.#t.reporter?.warning(`${t} failed (${wt(I(o))}); trying again in ${i} ms (${e+1} of ${this.#n.
attempts})`),await new Promise(s=>setTimeout(s,i))}}};function ft(n,t,r){let e=s=>{let a=n.get(s);return a===void 0?null:
Buffer.from(a).toString("utf8")},{record:o,handoff:i}=rt({record:e(w.record)??"",handoff:e(w.handoff)},r,"github");return{
record:o,prompt:e(w.prompt)??"",handoff:i,recordSha256:t}}async function _t(n,t){let r=d=>new u("record-invalid",`artifa\
ct ${t}: ${d}`),[e,...o]=await Ot(n);if(e===void 0||o.length>0)throw r("the download is not one zip file");let i=await It(
P(n,e));if(!i.isFile())throw r("the download is not a regular file");if(i.size>mt)throw r("the download is too large");let s=new Set(
[w.record,w.prompt,w.handoff]),a=new Set,{unzipSync:f}=await import("./esm-FWSMIPNV.js"),c;try{c=f(await Tt(P(n,
e)),{filter:d=>{if(!s.has(d.name))return!1;if(a.has(d.name))throw r(`${d.name} is in it twice`);if(a.add(d.name),Math.max(
d.size,d.originalSize)>St)throw r(`${d.name} is too large`);return!0}})}catch(d){throw d instanceof u?d:r(`the download \
is not a zip archive baton can read (${I(d)})`)}return new Map(Object.entries(c))}function pt(n,t,r=!1){return new u("re\
cord-exists",`${B(t)} already has a record (artifact ${n}); records are immutable`,{where:`stage ${t.stage}`,details:r?[
"an earlier try of this upload may have completed before its connection dropped"]:["give each stage in the run its own s\
tage id, or record a new attempt"]})}function j(n,t,r={}){return dt("artifact-service-failed",t,n,r)}function J(n){return(0,ht.createHash)(
"sha256").update(n).digest("hex")}function I(n){return n instanceof Error?n.message:String(n)}function wt(n){return n.split(
`
`,1)[0]??""}function Gt(n){if(n instanceof u)return!1;let t=n?.code;return n instanceof Error&&n.name==="NetworkError"||
typeof t=="string"&&/^(ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|EAI_AGAIN)$/.test(t)?!0:/ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|socket hang up/.
test(I(n))}function Bt(n,t){let r=n?.status;if(r!==401&&r!==403&&r!==404)return;let e=`run ${t.workflowRunId} of ${t.repositoryOwner}\
/${t.repositoryName}`,o=r===404?"no such run, or the token cannot see it":r===401?"the token was rejected":"the token ma\
y not list its artifacts";return new u("run-unreadable",`cannot read the records of ${e} (${r}: ${wt(I(n))}): ${o}. Read\
ing another run\u2019s records needs a token with \`actions: read\`: give the job \`permissions: actions: read\` or pass a github\
-token that has it`,{where:"github-token",cause:n,details:r===404?[`check that ${t.workflowRunId} is a run id of ${t.repositoryOwner}\
/${t.repositoryName}`]:[]})}function Ft(n){return n instanceof Error&&(n.name==="ArtifactNotFoundError"||/\(404\)|not found/i.
test(n.message))}var Lt="name the run by its URL (https://github.com/<owner>/<repo>/actions/runs/<id>), or as <owner>/<repo> <run-id>, or\
 --repo <owner>/<repo> <run-id>",gt=/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/,yt=/^[A-Za-z0-9._-]{1,100}$/,v=/^[1-9][0-9]{0,15}$/;
function $t(n,t={}){let r=(m,l=[])=>new u("usage",m,{details:[...l,Lt]}),e=t.apiUrl?.trim()?Dt(t.apiUrl.trim()):null,[o,
i,...s]=n;if(o===void 0)throw r("no run given");if(s.length>0)throw r(`takes one run; it was given ${n.length} arguments`);
if(/^[a-z][a-z0-9+.-]*:\/\//i.test(o)){if(i!==void 0)throw r(`a run URL takes no run id after it (${y(i)})`);if(t.repo!==
void 0)throw r("--repo is for a run given by its id; the URL names the repository already");let m=Ht(o,r);return{...m,apiUrl:e??
m.apiUrl}}let a,f;if(t.repo!==void 0){if(i!==void 0)throw r(`with --repo, give only the run id; it was also given ${y(i)}`);
a=t.repo,f=o}else if(o.includes("/")){if(a=o,f=i,f===void 0)throw r(`no run id after ${y(o)}`)}else throw r(v.test(o)?`r\
un ${o} of which repository? a run id alone does not say`:`${y(o)} is not a run URL or <owner>/<repo>`);let[c,d,...p]=a.
split("/");if(p.length>0||!c||!d||!gt.test(c)||!yt.test(d)||/^\.+$/.test(d))throw r(`${y(a)} is not a repository (<owner\
>/<repo>)`);if(!v.test(f))throw r(`${y(f)} is not a run id (a whole number, like 123456789)`);return{owner:c,repo:d,runId:Number(
f),attempt:null,url:`https://github.com/${c}/${d}/actions/runs/${f}`,apiUrl:e??"https://api.github.com"}}function Ht(n,t){
let r;try{r=new URL(n)}catch{throw t(`${y(n)} is not a URL`)}if(r.protocol!=="https:"&&r.protocol!=="http:")throw t(`${y(
r.protocol)} is not a web address's scheme (http or https)`);if(r.username||r.password)throw t("the run URL holds a user\
 name or password; give the token in GITHUB_TOKEN instead");let e=r.hostname.toLowerCase(),o=r.pathname.split("/").filter(
A=>A!==""),[i,s,a,f,c,...d]=o,p=`${r.protocol}//${r.host}${r.pathname}`,m=()=>t(`${y(p)} is not the address of a workflo\
w run`,["open the run on GitHub (the Actions tab, then the run) and copy its address"]);if(a!=="actions"||f!=="runs"||i===
void 0||s===void 0||!c||!gt.test(i)||!yt.test(s))throw m();if(!v.test(c))throw t(`${y(c)} in the run URL is not a run id`);
let l=null;if(d[0]==="attempts"){if(!d[1]||!v.test(d[1]))throw t(`${y(d[1]??"")} in the run URL is not an attempt number`);
l=Number(d[1]),d.splice(0,2)}if(d.length>0&&!(d[0]==="job"&&d.length===2&&v.test(d[1])))throw m();let R;if(e==="github.c\
om"||e==="www.github.com")R="https://api.github.com";else if(e.endsWith(".ghe.com"))R=`https://api.${e}`;else throw t(`${e}\
 is not github.com or a *.ghe.com host; GitHub Enterprise Server keeps no baton records (baton's actions store them as a\
rtifacts through @actions/artifact v2+, which does not support it)`,["for a host that does serve them (a proxy, a mirror\
), set GITHUB_API_URL and give the run as <owner>/<repo> <run-id>"]);let Y=`/${i}/${s}/actions/runs/${c}${l===null?"":`/\
attempts/${l}`}`;return{owner:i,repo:s,runId:Number(c),attempt:l,url:`${r.protocol}//${r.host}${Y}`,apiUrl:R}}function Dt(n){
let t;try{t=new URL(n)}catch{t=void 0}let r={details:["set it to the REST API of the run\u2019s host (https://api.github.com)\
, or unset it"]};if(t===void 0||t.protocol!=="https:"&&t.protocol!=="http:")throw new u("usage","GITHUB_API_URL is not a\
n http(s) address",r);if(t.username||t.password)throw new u("usage",`GITHUB_API_URL (${t.origin}) holds a user or passwo\
rd; the token is read from GITHUB_TOKEN or GH_TOKEN, never from the address`,r);return n.replace(/\/+$/,"")}function y(n){
let t=Q(n),r=t.length>80?`${t.slice(0,80)}\u2026`:t;return/^[\w./:@-]+$/.test(r)?r:JSON.stringify(r)}var zt=["GITHUB_TOKEN","GH_TOKEN"];async function Ue(n,t,r={}){let e=$t(t,{repo:r.repo,apiUrl:n.env.GITHUB_API_URL}),o=zt.
map(l=>n.env[l]?.trim()).find(l=>l);if(!o)throw new u("token-missing",`reading run ${e.runId} of ${b(e)} needs a GitHub \
token`,{details:[`set GITHUB_TOKEN (or GH_TOKEN) in the environment, e.g. GITHUB_TOKEN=$(gh auth token) baton pull ${e.url}`,
"it needs read access to the run\u2019s artifacts: a fine-grained token with Actions: read on the repository, or a classic to\
ken (repo scope for a private repository)"]});let i=it.forProject(n.cwd);await at(n,i);let s=Yt(n,r);process.env.GITHUB_API_URL=
e.apiUrl,process.env.GITHUB_SERVER_URL=new URL(e.url).origin;let a=await xt(Kt(Ct(),ot(process.pid))),f=null,c=l=>{for(let R of[
a,f])R&&(0,bt.rmSync)(R,{recursive:!0,force:!0});s.end(),n.stderr(`baton pull: stopped (${l}); nothing was stored
`),process.exit(l==="SIGINT"?130:143)},d=["SIGINT","SIGTERM","SIGHUP"];for(let l of d)process.on(l,c);let p=qt(),m={...n,
stdout:l=>p.ours(()=>n.stdout(l))};try{let l=new L({tempDir:a,findBy:{token:o,workflowRunId:e.runId,repositoryOwner:e.owner,
repositoryName:e.repo},reporter:{info:()=>{},warning:h=>s.say(h),error:h=>s.say(h),group:(h,T)=>T()}}),R=setTimeout(()=>s.
say(`still waiting for ${e.apiUrl} to list the artifacts of run ${e.runId} of ${b(e)} (requests that fail are tried agai\
n; Ctrl-C stops)`),Jt),A=(await l.list().catch(h=>{throw Wt(W(h,e),e,n.env.GITHUB_API_URL)}).finally(()=>clearTimeout(R))).
filter(h=>e.attempt===null||h.runAttempt<=e.attempt);if(A.length===0)throw new u("run-empty",`run ${e.runId} of ${b(e)}${e.
attempt===null?"":` (attempt ${e.attempt})`} has no baton records (artifacts named baton-*)`,{details:["its artifacts ma\
y have expired (GitHub keeps them for the repository\u2019s retention, 90 days by default), or none of its jobs ran a baton s\
tage"]});let q=A.map(h=>U(h.stage,h.attempt,h.runAttempt)),O=await jt(i,e,q);if(O!==null)return r.json?x(m,`${JSON.stringify(
{run:O,already:!0,source:e.url},null,2)}
`):m.stdout(`run ${e.runId} of ${b(e)} was pulled already, with the same records, as ${O}
  baton history ${O}
  to pull it again, remove it first: rm -r ${i.runDir(O)}
`),D.ok;let{readWorkflowRun:Rt}=await import("./workflow-run-MVWN5D77.js"),At=await Rt({token:o,apiUrl:e.apiUrl,owner:e.owner,
repo:e.repo,runId:e.runId,attempt:e.attempt}).catch(h=>{throw W(h,e)}),S=[],$=[],X=new Date,N=await i.importRun(X,async h=>{
let T=[];for(let[_,E]of A.entries()){let k=q[_];s.step(_+1,A.length,k);let G;try{G=await l.getAttemptFiles(E.stage,E.attempt,
E.runAttempt)}catch(g){if(!(g instanceof u&&g.code.startsWith("record-")))throw W(g,e);let kt=H(g).split(`
`)[0];$.push({artifact:k,reason:kt});continue}if(G===void 0){let g=`artifact ${k} is listed but could not be downloaded \
(deleted or expired meanwhile)`;$.push({artifact:k,reason:g});continue}try{await h.putFiles(G.files,`artifact ${k}`)}catch(g){
if(!(g instanceof u&&g.code==="record-digest-mismatch"))throw g;$.push({artifact:k,reason:H(g).split(`
`)[0]});continue}T.push(G.stored.record),S.push({artifact:k,stage:E.stage,attempt:E.attempt,run_attempt:E.runAttempt})}if(T.
length===0)throw new u("run-empty",`none of the ${A.length} baton artifacts of run ${e.runId} of ${b(e)} is a record bat\
on can read; nothing was stored`,{details:$.map(_=>_.reason)});return st(T,{url:e.url,repository:b(e),run_id:e.runId,run_attempt:e.
attempt,pulled_at:X.toISOString(),skipped:$,workflow_run:At})},h=>{f=h});s.end(),r.json?x(m,`${JSON.stringify({run:N,already:!1,
source:e.url,records:S,skipped:$},null,2)}
`):m.stdout(`pulled run ${e.runId} of ${b(e)} as ${N}: ${S.length} ${S.length===1?"record":"records"}${$.length===0?"":`\
, ${$.length} skipped`}
  baton history ${N}
  baton show ${N} <stage> --prompt
`);for(let h of $)n.stderr(`baton pull: skipped ${F(h.reason,400)}
`);return D.ok}finally{s.end(),p.release();for(let l of d)process.off(l,c);await Mt(a,{recursive:!0,force:!0}).catch(()=>{})}}
function b(n){return`${n.owner}/${n.repo}`}async function jt(n,t,r){for(let e of await n.listRuns())try{let i=(await n.readSummary(
e)).pulled;if(i?.repository!==b(t)||i.run_id!==t.runId||i.run_attempt!==t.attempt)continue;let s=new Set([...(await(await n.
open(e)).list()).map(a=>U(a.stage,a.attempt,a.runAttempt)),...i.skipped.map(a=>a.artifact)]);if(s.size===r.length&&r.every(
a=>s.has(a)))return e}catch{}return null}var Jt=5e3;function Wt(n,t,r){return!(n instanceof u)||n.code!=="artifact-servi\
ce-failed"?n:new u(n.code,n.message,{details:[r?.trim()?`check your network, and GITHUB_API_URL, which points the pull a\
t ${t.apiUrl}`:`check your network: ${t.apiUrl} must be reachable from here`,"if it fails again, check GitHub\u2019s status a\
t https://www.githubstatus.com"],cause:n.cause})}function W(n,t){if(!(n instanceof u)||n.code!=="run-unreadable")return n;
let r=n.cause?.status,e=`run ${t.runId} of ${b(t)}`,o="use a token that may read it: a fine-grained token with Actions: \
read on the repository, or a classic token with the repo scope for a private repository (GITHUB_TOKEN=$(gh auth token) w\
hen gh is logged in)";return r===401?new u("run-unreadable",`GitHub refused the token in GITHUB_TOKEN/GH_TOKEN (401 Bad \
credentials) when listing ${e}`,{details:["it has expired, was revoked, or is not a GitHub token",o],cause:n}):r===403?new u(
"run-unreadable",`the token may not read the artifacts of ${e} (403)`,{details:[o],cause:n}):new u("run-unreadable",`no ${e}\
 found (404): no such run, or the token cannot see it`,{details:[`check the run's address: ${t.url}`,o,`API: ${t.apiUrl}`],
cause:n})}function Yt(n,t){let r=n.isTTY&&!t.plain&&n.env.CI!=="true",e=!1,o=()=>{e&&n.stderr("\r\x1B[K"),e=!1};return{step(i,s,a){
r?(o(),n.stderr(`pulling ${i}/${s} ${F(a,60)}`),e=!0):n.stderr(`baton pull: ${i}/${s} ${a}
`)},say(i){o(),n.stderr(`baton pull: ${F(i,400)}
`)},end:o}}function qt(){let n=process.stdout,t=n.write,{warn:r,error:e,info:o,log:i,debug:s}=console,a=!1;n.write=((...c)=>{
if(a)return Reflect.apply(t,n,c);let d=c.find(p=>typeof p=="function");return d&&queueMicrotask(()=>d()),!0});let f=()=>{};
return Object.assign(console,{warn:f,error:f,info:f,log:f,debug:f}),{ours:c=>{a=!0;try{c()}finally{a=!1}},release:()=>{n.
write=t,Object.assign(console,{warn:r,error:e,info:o,log:i,debug:s})}}}export{Ue as pullCommand};

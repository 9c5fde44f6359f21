import{a as at}from"./chunk-47QNWK6A.js";import{b as st}from"./chunk-FPCAR5TL.js";import{f as z}from"./chunk-IQNVHVL5.js";
import{h as it}from"./chunk-XSL3G4OD.js";import{d as nt,g as ot}from"./chunk-RQOBHVR6.js";import"./chunk-6RREDHNG.js";
import"./chunk-MEE43O4A.js";import"./chunk-ZLPE6VTE.js";import"./chunk-GIHI5LSK.js";import"./chunk-KZKSW2XE.js";
import"./chunk-LS2NIP65.js";import{B,e as E,g as Q,s as tt,u as et,x as M,y as rt,z as K}from"./chunk-WRUZAVUL.js";
import{a as Et}from"./chunk-RBL3FFHZ.js";import"./chunk-LQEZGDUA.js";import"./chunk-YAEEF7QU.js";import{
b as x}from"./chunk-B4RMSF6H.js";import"./chunk-HDT3FCLQ.js";import"./chunk-YN25PATV.js";import{c as V}from"./chunk-FCWOFCWY.js";
import"./chunk-JYVLKM6Q.js";import{d as l,e as q,f as D}from"./chunk-OKFZ7BVP.js";import{b as H}from"./chunk-GKGC5SYD.js";
import{a as kt}from"./chunk-5A7QKWCT.js";import{n as w}from"./chunk-6TGY3HYZ.js";import{d as Z}from"./chunk-3NR5HZ6E.js";var $t=Z(kt(),1);import{mkdtemp as Ht,rm as xt}from"node:fs/promises";import{tmpdir as Mt}from"node:os";import{join as Kt}from"node:path";var pt=Z(Et(),1);import{lstat as Ut,mkdir as j,mkdtemp as ct,readdir as Ot,readFile as It,rm as ut,writeFile as Tt}from"node:fs/promises";
import{dirname as Pt,join as T}from"node:path";function dt(){let n,t=()=>(n??=import("./artifact-O5PWKBVO.js").then(({DefaultArtifactClient:r})=>new r),n);return{async uploadArtifact(r,e,o,i){
await C();let{uploadArtifact:s}=await import("./upload-artifact-WG52ETB6.js");return s(r,e,o,i)},async listArtifacts(r){if(r?.
findBy)return(await t()).listArtifacts(r);await C();let{listArtifactsInternal:e}=await import("./list-artifacts-WL7TRA6C.js");
return e(r?.latest)},async downloadArtifact(r,e){if(e?.findBy)return(await t()).downloadArtifact(r,e);await C();let{downloadArtifactInternal:o}=await import("./download-artifact-DOFZPIH4.js");
return o(r,e)}}}async function C(){let[{isGhes:n},{GHESNotSupportedError:t}]=await Promise.all([import("./config-EDSC4CKF.js"),
import("./errors-NH7V3C4R.js")]);if(n())throw new t}var ht=64*1024*1024,vt=32*1024*1024,St={attempts:3,baseDelayMs:1e3},G=class{#i=dt();#t;#n;#e;#r=new Map;constructor(t){if(this.#t=
t,this.#n={...St,...t.retry},t.retentionDays!==void 0&&!(Number.isInteger(t.retentionDays)&&t.retentionDays>=1))throw new l(
"input-invalid",`retention days must be a whole number of at least 1, got ${t.retentionDays}`,{where:"retention-days"})}async put(t){
if(this.#t.findBy)throw new l("store-read-only",`records of run ${this.#t.findBy.workflowRunId} are read-only here`);let{
record:r,files:e}=tt(t,W);e.delete(w.log);let o=K(r),i=E(o.stage,o.attempt,o.runAttempt);if(this.#r.has(i)||this.#e&&(await this.#e).
has(i))throw ft(i,o);let s=W(e.get(w.record));await j(this.#t.tempDir,{recursive:!0});let a=await ct(T(this.#t.tempDir,"\
baton-upload-"));try{let f=[];for(let[p,h]of e){let u=T(a,p);p.includes("/")&&await j(Pt(u),{recursive:!0}),await Tt(u,h,
{flag:"wx"}),f.push(u)}let c=await this.#a(`upload ${i}`,async p=>{try{return await this.#i.uploadArtifact(i,f,a,{...this.#t.
retentionDays===void 0?{}:{retentionDays:this.#t.retentionDays}})}catch(h){if(!/already exists|\(409\)/i.test(O(h)))throw h;
let u=p>1?await this.#u(i,s):void 0;if(u)return u;throw ft(i,o,p>1)}}).catch(p=>{throw J(p,`could not store the record o\
f attempt ${o.attempt} as artifact ${i}`,{where:`stage ${o.stage}`})});if(c.id===void 0)throw new q(`upload of ${i} retu\
rned no artifact id`);let d=lt(e,s,`artifact ${i}`);return this.#r.set(i,Promise.resolve(d)),this.#e&&(await this.#e).set(
i,{...o,artifact:{name:i,id:c.id,size:c.size??0,...c.digest?{digest:`sha256:${c.digest}`}:{}}}),{...o,recordSha256:s,id:String(
c.id)}}finally{await ut(a,{recursive:!0,force:!0})}}async#u(t,r){if(this.#e=void 0,(await this.#s(t).catch(()=>{}))?.stored.
recordSha256!==r)return;let o=(await this.#o()).get(t);if(!o)return;let{id:i,size:s,digest:a}=o.artifact;return{id:i,size:s,
...a?{digest:a.replace(/^sha256:/,"")}:{}}}async get(t){let r=rt([...(await this.#o()).values()].filter(e=>e.stage===t));
return r&&this.getAttempt(t,r.attempt,r.runAttempt)}async getAttempt(t,r,e=1){let o=E(t,r,e),i=this.#r.get(o);return i||
(i=this.#s(o).then(s=>s?.stored),this.#r.set(o,i),i.then(s=>s===void 0&&this.#r.delete(o),()=>this.#r.delete(o))),i}async list(){
return[...(await this.#o()).values()].map(({stage:t,attempt:r,runAttempt:e})=>({stage:t,attempt:r,runAttempt:e})).sort(M)}#o(){
if(!this.#e){let t=this.#a("list artifacts",async()=>{let{artifacts:r}=await this.#i.listArtifacts(this.#c()).catch(o=>{
throw this.#t.findBy&&Ft(o,this.#t.findBy)||o}),e=new Map;for(let o of r){let i=Q(o.name);if(!i)continue;let s=e.get(o.name);
(!s||s.artifact.id<o.id)&&e.set(o.name,{...i,artifact:o})}return e}).catch(r=>{throw J(r,`could not list the artifacts o\
f ${this.#d()} to read its records`)});this.#e=t,t.catch(()=>{this.#e===t&&(this.#e=void 0)})}return this.#e}async getAttemptFiles(t,r,e=1){
return this.#s(E(t,r,e))}async#s(t){let r=(await this.#o()).get(t);if(!r)return;let{artifact:e}=r;if(e.size>ht)throw new l(
"record-invalid",`artifact ${t} is ${e.size} bytes, more than a baton record can be`);if(!e.digest)throw new l("record-d\
igest-missing",`artifact ${t} has no digest to check the download against`,{details:["it was not uploaded by a current a\
rtifact client; re-run the job that produced it"]});await j(this.#t.tempDir,{recursive:!0});let o=await ct(T(this.#t.tempDir,
"baton-download-"));try{let i;try{i=await this.#a(`download ${t}`,()=>this.#i.downloadArtifact(e.id,{path:o,expectedHash:e.
digest,skipDecompress:!0,...this.#c()}))}catch(p){if(Bt(p)){this.#t.reporter?.warning(`artifact ${t} is listed but could\
 not be found: ${O(p)}`);return}throw J(p,`could not download artifact ${t} of ${this.#d()}`)}if(i.digestMismatch)throw new l(
"record-digest-mismatch",`artifact ${t}: the download does not match the digest recorded at upload (${e.digest})`,{details:[
"the artifact was changed after it was uploaded, or the download was corrupted; nothing from it was used"]});let s=await Nt(
o,t),a=s.get(w.record);if(!a)throw new l("record-invalid",`artifact ${t} has no ${w.record}`);let f=s.get(w.prompt);if(!f)
throw new l("record-invalid",`artifact ${t} has no ${w.prompt}`);let c=lt(s,W(a),`artifact ${t}`),d=K(c.record);if(M(d,r)!==
0)throw new l("record-invalid",`artifact ${t} holds the record of ${B(d)}, not ${B(r)}`);return{stored:c,files:{record:a,
prompt:f,handoff:s.get(w.handoff)??null}}}finally{await ut(o,{recursive:!0,force:!0})}}#d(){let t=this.#t.findBy;return t?
`run ${t.workflowRunId} of ${t.repositoryOwner}/${t.repositoryName}`:"this run"}#c(){return this.#t.findBy?{findBy:this.#t.
findBy}:{}}async#a(t,r){for(let e=1;;e++)try{return await r(e)}catch(o){if(e>=this.#n.attempts||!_t(o))throw o;let i=this.#n.
baseDelayMs*2**(e-1);this.#t.reporter?.warning(`${t} failed (${mt(O(o))}); trying again in ${i} ms (${e+1} of ${this.#n.
attempts})`),await new Promise(s=>setTimeout(s,i))}}};function lt(n,t,r){let e=s=>{let a=n.get(s);return a===void 0?null:
Buffer.from(a).toString("utf8")},{record:o,handoff:i}=et({record:e(w.record)??"",handoff:e(w.handoff)},r,"github");return{
record:o,prompt:e(w.prompt)??"",handoff:i,recordSha256:t}}async function Nt(n,t){let r=d=>new l("record-invalid",`artifa\
ct ${t}: ${d}`),[e,...o]=await Ot(n);if(e===void 0||o.length>0)throw r("the download is not one zip file");let i=await Ut(
T(n,e));if(!i.isFile())throw r("the download is not a regular file");if(i.size>ht)throw r("the download is too large");let s=new Set(
[w.record,w.prompt,w.handoff]),a=new Set,{unzipSync:f}=await import("./esm-FWSMIPNV.js"),c;try{c=f(await It(T(n,
e)),{filter:d=>{if(!s.has(d.name))return!1;if(a.has(d.name))throw r(`${d.name} is in it twice`);if(a.add(d.name),Math.max(
d.size,d.originalSize)>vt)throw r(`${d.name} is too large`);return!0}})}catch(d){throw d instanceof l?d:r(`the download \
is not a zip archive baton can read (${O(d)})`)}return new Map(Object.entries(c))}function ft(n,t,r=!1){return new l("re\
cord-exists",`${B(t)} already has a record (artifact ${n}); records are immutable`,{where:`stage ${t.stage}`,details:r?[
"an earlier try of this upload may have completed before its connection dropped"]:["give each stage in the run its own s\
tage id, or record a new attempt"]})}function J(n,t,r={}){return at("artifact-service-failed",t,n,r)}function W(n){return(0,pt.createHash)(
"sha256").update(n).digest("hex")}function O(n){return n instanceof Error?n.message:String(n)}function mt(n){return n.split(
`
`,1)[0]??""}function _t(n){if(n instanceof l)return!1;let t=n?.code;return n instanceof Error&&n.name==="NetworkError"||
typeof t=="string"&&/^(ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|EAI_AGAIN)$/.test(t)?!0:/ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|socket hang up/.
test(O(n))}function Ft(n,t){let r=n?.status;if(r!==401&&r!==403&&r!==404)return;let e=`run ${t.workflowRunId} of ${t.repositoryOwner}\
/${t.repositoryName}`,o=r===404?"no such run, or the token cannot see it":r===401?"the token was rejected":"the token ma\
y not list its artifacts";return new l("run-unreadable",`cannot read the records of ${e} (${r}: ${mt(O(n))}): ${o}. Read\
ing another run\u2019s records needs a token with \`actions: read\`: give the job \`permissions: actions: read\` or pass a github\
-token that has it`,{where:"github-token",cause:n,details:r===404?[`check that ${t.workflowRunId} is a run id of ${t.repositoryOwner}\
/${t.repositoryName}`]:[]})}function Bt(n){return n instanceof Error&&(n.name==="ArtifactNotFoundError"||/\(404\)|not found/i.
test(n.message))}var Gt="name the run by its URL (https://github.com/<owner>/<repo>/actions/runs/<id>), or as <owner>/<repo> <run-id>, or\
 --repo <owner>/<repo> <run-id>",wt=/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/,gt=/^[A-Za-z0-9._-]{1,100}$/,P=/^[1-9][0-9]{0,15}$/;
function yt(n,t={}){let r=(h,u=[])=>new l("usage",h,{details:[...u,Gt]}),e=t.apiUrl?.trim()?Dt(t.apiUrl.trim()):null,[o,
i,...s]=n;if(o===void 0)throw r("no run given");if(s.length>0)throw r(`takes one run; it was given ${n.length} arguments`);
if(/^[a-z][a-z0-9+.-]*:\/\//i.test(o)){if(i!==void 0)throw r(`a run URL takes no run id after it (${y(i)})`);if(t.repo!==
void 0)throw r("--repo is for a run given by its id; the URL names the repository already");let h=Lt(o,r);return{...h,apiUrl:e??
h.apiUrl}}let a,f;if(t.repo!==void 0){if(i!==void 0)throw r(`with --repo, give only the run id; it was also given ${y(i)}`);
a=t.repo,f=o}else if(o.includes("/")){if(a=o,f=i,f===void 0)throw r(`no run id after ${y(o)}`)}else throw r(P.test(o)?`r\
un ${o} of which repository? a run id alone does not say`:`${y(o)} is not a run URL or <owner>/<repo>`);let[c,d,...p]=a.
split("/");if(p.length>0||!c||!d||!wt.test(c)||!gt.test(d)||/^\.+$/.test(d))throw r(`${y(a)} is not a repository (<owner\
>/<repo>)`);if(!P.test(f))throw r(`${y(f)} is not a run id (a whole number, like 123456789)`);return{owner:c,repo:d,runId:Number(
f),attempt:null,url:`https://github.com/${c}/${d}/actions/runs/${f}`,apiUrl:e??"https://api.github.com"}}function Lt(n,t){
let r;try{r=new URL(n)}catch{throw t(`${y(n)} is not a URL`)}if(r.protocol!=="https:"&&r.protocol!=="http:")throw t(`${y(
r.protocol)} is not a web address's scheme (http or https)`);if(r.username||r.password)throw t("the run URL holds a user\
 name or password; give the token in GITHUB_TOKEN instead");let e=r.hostname.toLowerCase(),o=r.pathname.split("/").filter(
v=>v!==""),[i,s,a,f,c,...d]=o,p=`${r.protocol}//${r.host}${r.pathname}`,h=()=>t(`${y(p)} is not the address of a workflo\
w run`,["open the run on GitHub (the Actions tab, then the run) and copy its address"]);if(a!=="actions"||f!=="runs"||i===
void 0||s===void 0||!c||!wt.test(i)||!gt.test(s))throw h();if(!P.test(c))throw t(`${y(c)} in the run URL is not a run id`);
let u=null;if(d[0]==="attempts"){if(!d[1]||!P.test(d[1]))throw t(`${y(d[1]??"")} in the run URL is not an attempt number`);
u=Number(d[1]),d.splice(0,2)}if(d.length>0&&!(d[0]==="job"&&d.length===2&&P.test(d[1])))throw h();let R;if(e==="github.c\
om"||e==="www.github.com")R="https://api.github.com";else if(e.endsWith(".ghe.com"))R=`https://api.${e}`;else throw t(`${e}\
 is not github.com or a *.ghe.com host; GitHub Enterprise Server keeps no baton records (baton's actions store them as a\
rtifacts through @actions/artifact v2+, which does not support it)`,["for a host that does serve them (a proxy, a mirror\
), set GITHUB_API_URL and give the run as <owner>/<repo> <run-id>"]);let A=`/${i}/${s}/actions/runs/${c}${u===null?"":`/\
attempts/${u}`}`;return{owner:i,repo:s,runId:Number(c),attempt:u,url:`${r.protocol}//${r.host}${A}`,apiUrl:R}}function Dt(n){
let t;try{t=new URL(n)}catch{t=void 0}let r={details:["set it to the REST API of the run\u2019s host (https://api.github.com)\
, or unset it"]};if(t===void 0||t.protocol!=="https:"&&t.protocol!=="http:")throw new l("usage","GITHUB_API_URL is not a\
n http(s) address",r);if(t.username||t.password)throw new l("usage",`GITHUB_API_URL (${t.origin}) holds a user or passwo\
rd; the token is read from GITHUB_TOKEN or GH_TOKEN, never from the address`,r);return n.replace(/\/+$/,"")}function y(n){
let t=V(n),r=t.length>80?`${t.slice(0,80)}\u2026`:t;return/^[\w./:@-]+$/.test(r)?r:JSON.stringify(r)}var zt=["GITHUB_TOKEN","GH_TOKEN"];async function Re(n,t,r={}){let e=yt(t,{repo:r.repo,apiUrl:n.env.GITHUB_API_URL}),o=zt.
map(u=>n.env[u]?.trim()).find(u=>u);if(!o)throw new l("token-missing",`reading run ${e.runId} of ${b(e)} needs a GitHub \
token`,{details:[`set GITHUB_TOKEN (or GH_TOKEN) in the environment, e.g. GITHUB_TOKEN=$(gh auth token) baton pull ${e.url}`,
"it needs read access to the run\u2019s artifacts: a fine-grained token with Actions: read on the repository, or a classic to\
ken (repo scope for a private repository)"]});let i=ot.forProject(n.cwd);await st(n,i);let s=jt(n,r);process.env.GITHUB_API_URL=
e.apiUrl,process.env.GITHUB_SERVER_URL=new URL(e.url).origin;let a=await Ht(Kt(Mt(),nt(process.pid))),f=null,c=u=>{for(let R of[
a,f])R&&(0,$t.rmSync)(R,{recursive:!0,force:!0});s.end(),n.stderr(`baton pull: stopped (${u}); nothing was stored
`),process.exit(u==="SIGINT"?130:143)},d=["SIGINT","SIGTERM","SIGHUP"];for(let u of d)process.on(u,c);let p=Jt(),h={...n,
stdout:u=>p.ours(()=>n.stdout(u))};try{let u=new G({tempDir:a,findBy:{token:o,workflowRunId:e.runId,repositoryOwner:e.owner,
repositoryName:e.repo}}),A=(await u.list().catch(m=>{throw Y(m,e)})).filter(m=>e.attempt===null||m.runAttempt<=e.attempt);
if(A.length===0)throw new l("run-empty",`run ${e.runId} of ${b(e)}${e.attempt===null?"":` (attempt ${e.attempt})`} has n\
o baton records (artifacts named baton-*)`,{details:["its artifacts may have expired (GitHub keeps them for the reposito\
ry\u2019s retention, 90 days by default), or none of its jobs ran a baton stage"]});let v=A.map(m=>E(m.stage,m.attempt,m.
runAttempt)),I=await Ct(i,e,v);if(I!==null)return r.json?x(h,`${JSON.stringify({run:I,already:!0,source:e.url},null,2)}
`):h.stdout(`run ${e.runId} of ${b(e)} was pulled already, with the same records, as ${I}
  baton history ${I}
  to pull it again, remove it first: rm -r ${i.runDir(I)}
`),H.ok;let{readWorkflowRun:bt}=await import("./workflow-run-MVWN5D77.js"),Rt=await bt({token:o,apiUrl:e.apiUrl,owner:e.owner,
repo:e.repo,runId:e.runId,attempt:e.attempt}).catch(m=>{throw Y(m,e)}),S=[],$=[],X=new Date,N=await i.importRun(X,async m=>{
let L=[];for(let[_,U]of A.entries()){let k=v[_];s.step(_+1,A.length,k);let F;try{F=await u.getAttemptFiles(U.stage,U.attempt,
U.runAttempt)}catch(g){if(!(g instanceof l&&g.code.startsWith("record-")))throw Y(g,e);let At=D(g).split(`
`)[0];$.push({artifact:k,reason:At});continue}if(F===void 0){let g=`artifact ${k} is listed but could not be downloaded \
(deleted or expired meanwhile)`;$.push({artifact:k,reason:g});continue}try{await m.putFiles(F.files,`artifact ${k}`)}catch(g){
if(!(g instanceof l&&g.code==="record-digest-mismatch"))throw g;$.push({artifact:k,reason:D(g).split(`
`)[0]});continue}L.push(F.stored.record),S.push({artifact:k,stage:U.stage,attempt:U.attempt,run_attempt:U.runAttempt})}if(L.
length===0)throw new l("run-empty",`none of the ${A.length} baton artifacts of run ${e.runId} of ${b(e)} is a record bat\
on can read; nothing was stored`,{details:$.map(_=>_.reason)});return it(L,{url:e.url,repository:b(e),run_id:e.runId,run_attempt:e.
attempt,pulled_at:X.toISOString(),skipped:$,workflow_run:Rt})},m=>{f=m});s.end(),r.json?x(h,`${JSON.stringify({run:N,already:!1,
source:e.url,records:S,skipped:$},null,2)}
`):h.stdout(`pulled run ${e.runId} of ${b(e)} as ${N}: ${S.length} ${S.length===1?"record":"records"}${$.length===0?"":`\
, ${$.length} skipped`}
  baton history ${N}
  baton show ${N} <stage> --prompt
`);for(let m of $)n.stderr(`baton pull: skipped ${z(m.reason,400)}
`);return H.ok}finally{s.end(),p.release();for(let u of d)process.off(u,c);await xt(a,{recursive:!0,force:!0}).catch(()=>{})}}
function b(n){return`${n.owner}/${n.repo}`}async function Ct(n,t,r){for(let e of await n.listRuns())try{let i=(await n.readSummary(
e)).pulled;if(i?.repository!==b(t)||i.run_id!==t.runId||i.run_attempt!==t.attempt)continue;let s=new Set([...(await(await n.
open(e)).list()).map(a=>E(a.stage,a.attempt,a.runAttempt)),...i.skipped.map(a=>a.artifact)]);if(s.size===r.length&&r.every(
a=>s.has(a)))return e}catch{}return null}function Y(n,t){if(!(n instanceof l)||n.code!=="run-unreadable")return n;let r=n.
cause?.status,e=`run ${t.runId} of ${b(t)}`,o="use a token that may read it: a fine-grained token with Actions: read on \
the repository, or a classic token with the repo scope for a private repository (GITHUB_TOKEN=$(gh auth token) when gh i\
s logged in)";return r===401?new l("run-unreadable",`GitHub refused the token in GITHUB_TOKEN/GH_TOKEN (401 Bad credenti\
als) when listing ${e}`,{details:["it has expired, was revoked, or is not a GitHub token",o],cause:n}):r===403?new l("ru\
n-unreadable",`the token may not read the artifacts of ${e} (403)`,{details:[o],cause:n}):new l("run-unreadable",`no ${e}\
 found (404): no such run, or the token cannot see it`,{details:[`check the run's address: ${t.url}`,o,`API: ${t.apiUrl}`],
cause:n})}function jt(n,t){let r=n.isTTY&&!t.plain&&n.env.CI!=="true",e=!1,o=()=>{e&&n.stderr("\r\x1B[K"),e=!1};return{step(i,s,a){
r?(o(),n.stderr(`pulling ${i}/${s} ${z(a,60)}`),e=!0):n.stderr(`baton pull: ${i}/${s} ${a}
`)},end:o}}function Jt(){let n=process.stdout,t=n.write,{warn:r,error:e,info:o,log:i,debug:s}=console,a=!1;n.write=((...c)=>{
if(a)return Reflect.apply(t,n,c);let d=c.find(p=>typeof p=="function");return d&&queueMicrotask(()=>d()),!0});let f=()=>{};
return Object.assign(console,{warn:f,error:f,info:f,log:f,debug:f}),{ours:c=>{a=!0;try{c()}finally{a=!1}},release:()=>{n.
write=t,Object.assign(console,{warn:r,error:e,info:o,log:i,debug:s})}}}export{Re as pullCommand};

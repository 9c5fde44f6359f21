import{a as dt}from"./chunk-47QNWK6A.js";import{b as at}from"./chunk-OY6IKAH5.js";import{f as H}from"./chunk-IQNVHVL5.js";
import{h as st}from"./chunk-4FAAVJXG.js";import"./chunk-5SMCQW5C.js";import{c as ot,f as it}from"./chunk-XRY7WYGB.js";
import"./chunk-6RREDHNG.js";import"./chunk-IGQURXQ3.js";import"./chunk-IPBEGIQ7.js";import"./chunk-2CD76HCX.js";
import"./chunk-VEZESQFH.js";import"./chunk-LS2NIP65.js";import{B as L,e as U,g as tt,s as et,u as rt,x as K,
y as nt,z}from"./chunk-HOBDLTOO.js";import{a as Et}from"./chunk-RBL3FFHZ.js";import"./chunk-4KQMTQ5U.js";
import"./chunk-UQW7L5YF.js";import{b as C}from"./chunk-3UZNVWOU.js";import"./chunk-HDT3FCLQ.js";import"./chunk-MBJEC6WV.js";
import{c as Q}from"./chunk-FCWOFCWY.js";import"./chunk-XNCTUA5G.js";import{d as l,e as V,f as x}from"./chunk-OKFZ7BVP.js";
import{b as M}from"./chunk-GKGC5SYD.js";import{a as Ut}from"./chunk-5A7QKWCT.js";import{n as g}from"./chunk-LI7X5FPC.js";
import{d as Z}from"./chunk-3NR5HZ6E.js";var bt=Z(Ut(),1);import{mkdtemp as xt,rm as Mt}from"node:fs/promises";import{tmpdir as Ct}from"node:os";import{join as Kt}from"node:path";var ht=Z(Et(),1);import{lstat as Ot,mkdir as J,mkdtemp as ut,readdir as It,readFile as Tt,rm as lt,writeFile as Pt}from"node:fs/promises";
import{dirname as vt,join as S}from"node:path";function ct(){let n,t=()=>(n??=import("./artifact-O5PWKBVO.js").then(({DefaultArtifactClient:r})=>new r),n);return{async uploadArtifact(r,o,e,i){
await j();let{uploadArtifact:s}=await import("./upload-artifact-WG52ETB6.js");return s(r,o,e,i)},async listArtifacts(r){if(r?.
findBy)return(await t()).listArtifacts(r);await j();let{listArtifactsInternal:o}=await import("./list-artifacts-WL7TRA6C.js");
return o(r?.latest)},async downloadArtifact(r,o){if(o?.findBy)return(await t()).downloadArtifact(r,o);await j();let{downloadArtifactInternal:e}=await import("./download-artifact-DOFZPIH4.js");
return e(r,o)}}}async function j(){let[{isGhes:n},{GHESNotSupportedError:t}]=await Promise.all([import("./config-EDSC4CKF.js"),
import("./errors-NH7V3C4R.js")]);if(n())throw new t}var mt=64*1024*1024,St=32*1024*1024,Nt={attempts:3,baseDelayMs:1e3},D=class{#i=ct();#t;#n;#e;#r=new Map;constructor(t){if(this.#t=
t,this.#n={...Nt,...t.retry},t.retentionDays!==void 0&&!(Number.isInteger(t.retentionDays)&&t.retentionDays>=1))throw new l(
"input-invalid",`retention days must be a whole number of at least 1, got ${t.retentionDays}`,{where:"retention-days"})}async put(t){
if(this.#t.findBy)throw new l("store-read-only",`records of run ${this.#t.findBy.workflowRunId} are read-only here`);let{
record:r,files:o}=et(t,Y);o.delete(g.log);let e=z(r),i=U(e.stage,e.attempt,e.runAttempt);if(this.#r.has(i)||this.#e&&(await this.#e).
has(i))throw pt(i,e);let s=Y(o.get(g.record));await J(this.#t.tempDir,{recursive:!0});let a=await ut(S(this.#t.tempDir,"\
baton-upload-"));try{let u=[];for(let[f,m]of o){let w=S(a,f);f.includes("/")&&await J(vt(w),{recursive:!0}),await Pt(w,m,
{flag:"wx"}),u.push(w)}let c=await this.#a(`upload ${i}`,async f=>{try{return await this.#i.uploadArtifact(i,u,a,{...this.#t.
retentionDays===void 0?{}:{retentionDays:this.#t.retentionDays}})}catch(m){if(!/already exists|\(409\)/i.test(I(m)))throw m;
let w=f>1?await this.#u(i,s):void 0;if(w)return w;throw pt(i,e,f>1)}}).catch(f=>{throw W(f,`could not store the record o\
f attempt ${e.attempt} as artifact ${i}`,{where:`stage ${e.stage}`})});if(c.id===void 0)throw new V(`upload of ${i} retu\
rned no artifact id`);let d=ft(o,s,`artifact ${i}`);return this.#r.set(i,Promise.resolve(d)),this.#e&&(await this.#e).set(
i,{...e,artifact:{name:i,id:c.id,size:c.size??0,...c.digest?{digest:`sha256:${c.digest}`}:{}}}),{...e,recordSha256:s,id:String(
c.id)}}finally{await lt(a,{recursive:!0,force:!0})}}async#u(t,r){if(this.#e=void 0,(await this.#s(t).catch(()=>{}))?.stored.
recordSha256!==r)return;let e=(await this.#o()).get(t);if(!e)return;let{id:i,size:s,digest:a}=e.artifact;return{id:i,size:s,
...a?{digest:a.replace(/^sha256:/,"")}:{}}}async get(t){let r=nt([...(await this.#o()).values()].filter(o=>o.stage===t));
return r&&this.getAttempt(t,r.attempt,r.runAttempt)}async getAttempt(t,r,o=1){let e=U(t,r,o),i=this.#r.get(e);return i||
(i=this.#s(e).then(s=>s?.stored),this.#r.set(e,i),i.then(s=>s===void 0&&this.#r.delete(e),()=>this.#r.delete(e))),i}async list(){
return[...(await this.#o()).values()].map(({stage:t,attempt:r,runAttempt:o})=>({stage:t,attempt:r,runAttempt:o})).sort(K)}#o(){
if(!this.#e){let t=this.#a("list artifacts",async()=>{let{artifacts:r}=await this.#i.listArtifacts(this.#c()).catch(e=>{
throw this.#t.findBy&&Bt(e,this.#t.findBy)||e}),o=new Map;for(let e of r){let i=tt(e.name);if(!i)continue;let s=o.get(e.
name);(!s||s.artifact.id<e.id)&&o.set(e.name,{...i,artifact:e})}return o}).catch(r=>{throw W(r,`could not list the artif\
acts of ${this.#d()} to read its records`)});this.#e=t,t.catch(()=>{this.#e===t&&(this.#e=void 0)})}return this.#e}async getAttemptFiles(t,r,o=1){
return this.#s(U(t,r,o))}async#s(t){let r=(await this.#o()).get(t);if(!r)return;let{artifact:o}=r;if(o.size>mt)throw new l(
"record-invalid",`artifact ${t} is ${o.size} bytes, more than a baton record can be`);if(!o.digest)throw new l("record-d\
igest-missing",`artifact ${t} has no digest to check the download against`,{details:["it was not uploaded by a current a\
rtifact client; re-run the job that produced it"]});await J(this.#t.tempDir,{recursive:!0});let e=await ut(S(this.#t.tempDir,
"baton-download-"));try{let i;try{i=await this.#a(`download ${t}`,()=>this.#i.downloadArtifact(o.id,{path:e,expectedHash:o.
digest,skipDecompress:!0,...this.#c()}))}catch(f){if(Ft(f)){this.#t.reporter?.warning(`artifact ${t} is listed but could\
 not be found: ${I(f)}`);return}throw W(f,`could not download artifact ${t} of ${this.#d()}`)}if(i.digestMismatch)throw new l(
"record-digest-mismatch",`artifact ${t}: the download does not match the digest recorded at upload (${o.digest})`,{details:[
"the artifact was changed after it was uploaded, or the download was corrupted; nothing from it was used"]});let s=await _t(
e,t),a=s.get(g.record);if(!a)throw new l("record-invalid",`artifact ${t} has no ${g.record}`);let u=s.get(g.prompt);if(!u)
throw new l("record-invalid",`artifact ${t} has no ${g.prompt}`);let c=ft(s,Y(a),`artifact ${t}`),d=z(c.record);if(K(d,r)!==
0)throw new l("record-invalid",`artifact ${t} holds the record of ${L(d)}, not ${L(r)}`);return{stored:c,files:{record:a,
prompt:u,handoff:s.get(g.handoff)??null}}}finally{await lt(e,{recursive:!0,force:!0})}}#d(){let t=this.#t.findBy;return t?
`run ${t.workflowRunId} of ${t.repositoryOwner}/${t.repositoryName}`:"this run"}#c(){return this.#t.findBy?{findBy:this.#t.
findBy}:{}}async#a(t,r){for(let o=1;;o++)try{return await r(o)}catch(e){if(o>=this.#n.attempts||!Gt(e))throw e;let i=this.#n.
baseDelayMs*2**(o-1);this.#t.reporter?.warning(`${t} failed (${wt(I(e))}); trying again in ${i} ms (${o+1} of ${this.#n.
attempts})`),await new Promise(s=>setTimeout(s,i))}}};function ft(n,t,r){let o=s=>{let a=n.get(s);return a===void 0?null:
Buffer.from(a).toString("utf8")},{record:e,handoff:i}=rt({record:o(g.record)??"",handoff:o(g.handoff)},r,"github");return{
record:e,prompt:o(g.prompt)??"",handoff:i,recordSha256:t}}async function _t(n,t){let r=d=>new l("record-invalid",`artifa\
ct ${t}: ${d}`),[o,...e]=await It(n);if(o===void 0||e.length>0)throw r("the download is not one zip file");let i=await Ot(
S(n,o));if(!i.isFile())throw r("the download is not a regular file");if(i.size>mt)throw r("the download is too large");let s=new Set(
[g.record,g.prompt,g.handoff]),a=new Set,{unzipSync:u}=await import("./esm-FWSMIPNV.js"),c;try{c=u(await Tt(S(n,
o)),{filter:d=>{if(!s.has(d.name))return!1;if(a.has(d.name))throw r(`${d.name} is in it twice`);if(a.add(d.name),Math.max(
d.size,d.originalSize)>St)throw r(`${d.name} is too large`);return!0}})}catch(d){throw d instanceof l?d:r(`the download \
is not a zip archive baton can read (${I(d)})`)}return new Map(Object.entries(c))}function pt(n,t,r=!1){return new l("re\
cord-exists",`${L(t)} already has a record (artifact ${n}); records are immutable`,{where:`stage ${t.stage}`,details:r?[
"an earlier try of this upload may have completed before its connection dropped"]:["give each stage in the run its own s\
tage id, or record a new attempt"]})}function W(n,t,r={}){return dt("artifact-service-failed",t,n,r)}function Y(n){return(0,ht.createHash)(
"sha256").update(n).digest("hex")}function I(n){return n instanceof Error?n.message:String(n)}function wt(n){return n.split(
`
`,1)[0]??""}function Gt(n){if(n instanceof l)return!1;let t=n?.code;return n instanceof Error&&n.name==="NetworkError"||
typeof t=="string"&&/^(ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|EAI_AGAIN)$/.test(t)?!0:/ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|socket hang up/.
test(I(n))}function Bt(n,t){let r=n?.status;if(r!==401&&r!==403&&r!==404)return;let o=`run ${t.workflowRunId} of ${t.repositoryOwner}\
/${t.repositoryName}`,e=r===404?"no such run, or the token cannot see it":r===401?"the token was rejected":"the token ma\
y not list its artifacts";return new l("run-unreadable",`cannot read the records of ${o} (${r}: ${wt(I(n))}): ${e}. Read\
ing another run\u2019s records needs a token with \`actions: read\`: give the job \`permissions: actions: read\` or pass a github\
-token that has it`,{where:"github-token",cause:n,details:r===404?[`check that ${t.workflowRunId} is a run id of ${t.repositoryOwner}\
/${t.repositoryName}`]:[]})}function Ft(n){return n instanceof Error&&(n.name==="ArtifactNotFoundError"||/\(404\)|not found/i.
test(n.message))}var Lt="name the run by its URL (https://github.com/<owner>/<repo>/actions/runs/<id>), or as <owner>/<repo> <run-id>, or\
 --repo <owner>/<repo> <run-id>",gt=/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/,yt=/^[A-Za-z0-9._-]{1,100}$/,N=/^[1-9][0-9]{0,15}$/;
function $t(n,t={}){let r=(m,w=[])=>new l("usage",m,{details:[...w,Lt]}),o=t.apiUrl?.trim()?Dt(t.apiUrl.trim()):null,[e,
i,...s]=n;if(e===void 0)throw r("no run given");if(s.length>0)throw r(`takes one run; it was given ${n.length} arguments`);
if(/^[a-z][a-z0-9+.-]*:\/\//i.test(e)){if(i!==void 0)throw r(`a run URL takes no run id after it (${$(i)})`);if(t.repo!==
void 0)throw r("--repo is for a run given by its id; the URL names the repository already");let m=Ht(e,r);return{...m,apiUrl:o??
m.apiUrl}}let a,u;if(t.repo!==void 0){if(i!==void 0)throw r(`with --repo, give only the run id; it was also given ${$(i)}`);
a=t.repo,u=e}else if(e.includes("/")){if(a=e,u=i,u===void 0)throw r(`no run id after ${$(e)}`)}else throw r(N.test(e)?`r\
un ${e} of which repository? a run id alone does not say`:`${$(e)} is not a run URL or <owner>/<repo>`);let[c,d,...f]=a.
split("/");if(f.length>0||!c||!d||!gt.test(c)||!yt.test(d)||/^\.+$/.test(d))throw r(`${$(a)} is not a repository (<owner\
>/<repo>)`);if(!N.test(u))throw r(`${$(u)} is not a run id (a whole number, like 123456789)`);return{owner:c,repo:d,runId:Number(
u),attempt:null,url:`https://github.com/${c}/${d}/actions/runs/${u}`,apiUrl:o??"https://api.github.com"}}function Ht(n,t){
let r;try{r=new URL(n)}catch{throw t(`${$(n)} is not a URL`)}if(r.protocol!=="https:"&&r.protocol!=="http:")throw t(`${$(
r.protocol)} is not a web address's scheme (http or https)`);if(r.username||r.password)throw t("the run URL holds a user\
 name or password; give the token in GITHUB_TOKEN instead");let o=r.hostname.toLowerCase(),e=r.pathname.split("/").filter(
E=>E!==""),[i,s,a,u,c,...d]=e,f=`${r.protocol}//${r.host}${r.pathname}`,m=()=>t(`${$(f)} is not the address of a workflo\
w run`,["open the run on GitHub (the Actions tab, then the run) and copy its address"]);if(a!=="actions"||u!=="runs"||i===
void 0||s===void 0||!c||!gt.test(i)||!yt.test(s))throw m();if(!N.test(c))throw t(`${$(c)} in the run URL is not a run id`);
let w=null;if(d[0]==="attempts"){if(!d[1]||!N.test(d[1]))throw t(`${$(d[1]??"")} in the run URL is not an attempt number`);
w=Number(d[1]),d.splice(0,2)}if(d.length>0&&!(d[0]==="job"&&d.length===2&&N.test(d[1])))throw m();let A;if(o==="github.c\
om"||o==="www.github.com")A="https://api.github.com";else if(o.endsWith(".ghe.com"))A=`https://api.${o}`;else throw t(`${o}\
 is not github.com or a *.ghe.com host; GitHub Enterprise Server keeps no baton records (baton's actions store them as a\
rtifacts through @actions/artifact v2+, which does not support it)`,["for a host that does serve them (a proxy, a mirror\
), set GITHUB_API_URL and give the run as <owner>/<repo> <run-id>"]);let h=`/${i}/${s}/actions/runs/${c}${w===null?"":`/\
attempts/${w}`}`;return{owner:i,repo:s,runId:Number(c),attempt:w,url:`${r.protocol}//${r.host}${h}`,apiUrl:A}}function Dt(n){
let t;try{t=new URL(n)}catch{t=void 0}let r={details:["set it to the REST API of the run\u2019s host (https://api.github.com)\
, or unset it"]};if(t===void 0||t.protocol!=="https:"&&t.protocol!=="http:")throw new l("usage","GITHUB_API_URL is not a\
n http(s) address",r);if(t.username||t.password)throw new l("usage",`GITHUB_API_URL (${t.origin}) holds a user or passwo\
rd; the token is read from GITHUB_TOKEN or GH_TOKEN, never from the address`,r);return n.replace(/\/+$/,"")}function $(n){
let t=Q(n),r=t.length>80?`${t.slice(0,80)}\u2026`:t;return/^[\w./:@-]+$/.test(r)?r:JSON.stringify(r)}var zt=["GITHUB_TOKEN","GH_TOKEN"];async function Oe(n,t,r={}){let o=n.env.GITHUB_API_URL,e=$t(t,{repo:r.repo,apiUrl:o}),
i=h=>Wt(Yt(h,e),e,o),s=zt.map(h=>n.env[h]?.trim()).find(h=>h);if(!s)throw new l("token-missing",`reading run ${e.runId} \
of ${R(e)} needs a GitHub token`,{details:[`set GITHUB_TOKEN (or GH_TOKEN) in the environment, e.g. GITHUB_TOKEN=$(gh au\
th token) baton pull ${e.url}`,"it needs read access to the run\u2019s artifacts: a fine-grained token with Actions: read on \
the repository, or a classic token (repo scope for a private repository)"]});let a=it.forProject(n.cwd);await at(n,a);let u=qt(
n,r);process.env.GITHUB_API_URL=e.apiUrl,process.env.GITHUB_SERVER_URL=new URL(e.url).origin;let c=await xt(Kt(Ct(),ot(process.
pid))),d=null,f=h=>{for(let E of[c,d])E&&(0,bt.rmSync)(E,{recursive:!0,force:!0});u.end(),n.stderr(`baton pull: stopped \
(${h}); nothing was stored
`),process.exit(h==="SIGINT"?130:143)},m=["SIGINT","SIGTERM","SIGHUP"];for(let h of m)process.on(h,f);let w=Xt(),A={...n,
stdout:h=>w.ours(()=>n.stdout(h))};try{let h=new D({tempDir:c,findBy:{token:s,workflowRunId:e.runId,repositoryOwner:e.owner,
repositoryName:e.repo},reporter:{info:()=>{},warning:p=>u.say(p),error:p=>u.say(p),group:(p,v)=>v()}}),E=setTimeout(()=>u.
say(`still waiting for ${e.apiUrl} to list the artifacts of run ${e.runId} of ${R(e)} (requests that fail are tried agai\
n; Ctrl-C stops)`),Jt),T=(await h.list().catch(p=>{throw i(p)}).finally(()=>clearTimeout(E))).filter(p=>e.attempt===null||
p.runAttempt<=e.attempt);if(T.length===0)throw new l("run-empty",`run ${e.runId} of ${R(e)}${e.attempt===null?"":` (atte\
mpt ${e.attempt})`} has no baton records (artifacts named baton-*)`,{details:["its artifacts may have expired (GitHub ke\
eps them for the repository\u2019s retention, 90 days by default), or none of its jobs ran a baton stage"]});let q=T.map(
p=>U(p.stage,p.attempt,p.runAttempt)),P=await jt(a,e,q);if(P!==null)return r.json?C(A,`${JSON.stringify({run:P,already:!0,
source:e.url},null,2)}
`):A.stdout(`run ${e.runId} of ${R(e)} was pulled already, with the same records, as ${P}
  baton history ${P}
  to pull it again, remove it first: rm -r ${a.runDir(P)}
`),M.ok;let{readWorkflowRun:Rt}=await import("./workflow-run-MVWN5D77.js"),At=await Rt({token:s,apiUrl:e.apiUrl,owner:e.owner,
repo:e.repo,runId:e.runId,attempt:e.attempt}).catch(p=>{throw i(p)}),_=[],b=[],X=new Date,G=await a.importRun(X,async p=>{
let v=[];for(let[B,O]of T.entries()){let k=q[B];u.step(B+1,T.length,k);let F;try{F=await h.getAttemptFiles(O.stage,O.attempt,
O.runAttempt)}catch(y){if(!(y instanceof l&&y.code.startsWith("record-")))throw i(y);let kt=x(y).split(`
`)[0];b.push({artifact:k,reason:kt});continue}if(F===void 0){let y=`artifact ${k} is listed but could not be downloaded \
(deleted or expired meanwhile)`;b.push({artifact:k,reason:y});continue}try{await p.putFiles(F.files,`artifact ${k}`)}catch(y){
if(!(y instanceof l&&y.code==="record-digest-mismatch"))throw y;b.push({artifact:k,reason:x(y).split(`
`)[0]});continue}v.push(F.stored.record),_.push({artifact:k,stage:O.stage,attempt:O.attempt,run_attempt:O.runAttempt})}if(v.
length===0)throw new l("run-empty",`none of the ${T.length} baton artifacts of run ${e.runId} of ${R(e)} is a record bat\
on can read; nothing was stored`,{details:b.map(B=>B.reason)});return st(v,{url:e.url,repository:R(e),run_id:e.runId,run_attempt:e.
attempt,pulled_at:X.toISOString(),skipped:b,workflow_run:At})},p=>{d=p});u.end(),r.json?C(A,`${JSON.stringify({run:G,already:!1,
source:e.url,records:_,skipped:b},null,2)}
`):A.stdout(`pulled run ${e.runId} of ${R(e)} as ${G}: ${_.length} ${_.length===1?"record":"records"}${b.length===0?"":`\
, ${b.length} skipped`}
  baton history ${G}
  baton show ${G} <stage> --prompt
`);for(let p of b)n.stderr(`baton pull: skipped ${H(p.reason,400)}
`);return M.ok}finally{u.end(),w.release();for(let h of m)process.off(h,f);await Mt(c,{recursive:!0,force:!0}).catch(()=>{})}}
function R(n){return`${n.owner}/${n.repo}`}async function jt(n,t,r){for(let o of await n.listRuns())try{let i=(await n.readSummary(
o)).pulled;if(i?.repository!==R(t)||i.run_id!==t.runId||i.run_attempt!==t.attempt)continue;let s=new Set([...(await(await n.
open(o)).list()).map(a=>U(a.stage,a.attempt,a.runAttempt)),...i.skipped.map(a=>a.artifact)]);if(s.size===r.length&&r.every(
a=>s.has(a)))return o}catch{}return null}var Jt=5e3;function Wt(n,t,r){return!(n instanceof l)||!["artifact-service-fail\
ed","github-failed"].includes(n.code)?n:new l(n.code,n.message,{details:[r?.trim()?`check your network, and GITHUB_API_U\
RL, which points the pull at ${t.apiUrl}`:`check your network: ${t.apiUrl} must be reachable from here`,"if it fails aga\
in, check GitHub\u2019s status at https://www.githubstatus.com"],cause:n.cause})}function Yt(n,t){if(!(n instanceof l)||
n.code!=="run-unreadable")return n;let r=n.cause?.status,o=`run ${t.runId} of ${R(t)}`,e="use a token that may read it: \
a fine-grained token with Actions: read on the repository, or a classic token with the repo scope for a private reposito\
ry (GITHUB_TOKEN=$(gh auth token) when gh is logged in)";return r===401?new l("run-unreadable",`GitHub refused the token\
 in GITHUB_TOKEN/GH_TOKEN (401 Bad credentials) when listing ${o}`,{details:["it has expired, was revoked, or is not a G\
itHub token",e],cause:n}):r===403?new l("run-unreadable",`the token may not read the artifacts of ${o} (403)`,{details:[
e],cause:n}):new l("run-unreadable",`no ${o} found (404): no such run, or the token cannot see it`,{details:[`check the \
run's address: ${t.url}`,e,`API: ${t.apiUrl}`],cause:n})}function qt(n,t){let r=n.isTTY&&!t.plain&&n.env.CI!=="true",o=!1,
e=()=>{o&&n.stderr("\r\x1B[K"),o=!1};return{step(i,s,a){r?(e(),n.stderr(`pulling ${i}/${s} ${H(a,60)}`),o=!0):n.stderr(`\
baton pull: ${i}/${s} ${a}
`)},say(i){e(),n.stderr(`baton pull: ${H(i,400)}
`)},end:e}}function Xt(){let n=process.stdout,t=n.write,{warn:r,error:o,info:e,log:i,debug:s}=console,a=!1;n.write=((...c)=>{
if(a)return Reflect.apply(t,n,c);let d=c.find(f=>typeof f=="function");return d&&queueMicrotask(()=>d()),!0});let u=()=>{};
return Object.assign(console,{warn:u,error:u,info:u,log:u,debug:u}),{ours:c=>{a=!0;try{c()}finally{a=!1}},release:()=>{n.
write=t,Object.assign(console,{warn:r,error:o,info:e,log:i,debug:s})}}}export{Wt as localAdvice,Oe as pullCommand};

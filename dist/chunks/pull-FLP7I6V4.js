import{a as it}from"./chunk-47QNWK6A.js";import{f as C}from"./chunk-IQNVHVL5.js";import{h as ot}from"./chunk-U2GZDLFO.js";
import{b as nt}from"./chunk-W5VTFYUW.js";import"./chunk-6RREDHNG.js";import"./chunk-YRUX7TOV.js";import"./chunk-WMSKAQJT.js";
import"./chunk-JU6BSEBN.js";import"./chunk-KZKSW2XE.js";import"./chunk-LS2NIP65.js";import{B,e as U,g as Q,
s as tt,u as et,x as M,y as rt,z as j}from"./chunk-SNBUNV6I.js";import{a as At}from"./chunk-RBL3FFHZ.js";import"./chunk-XNRD3O7X.js";
import"./chunk-GRBFDW7V.js";import{b as x}from"./chunk-B4RMSF6H.js";import"./chunk-HDT3FCLQ.js";import"./chunk-YN25PATV.js";
import{c as V}from"./chunk-FCWOFCWY.js";import"./chunk-JYVLKM6Q.js";import{d as f,e as G,f as q}from"./chunk-OKFZ7BVP.js";
import{b as H}from"./chunk-GKGC5SYD.js";import{a as Rt}from"./chunk-5A7QKWCT.js";import{n as w}from"./chunk-6TGY3HYZ.js";
import{d as Z}from"./chunk-3NR5HZ6E.js";var gt=Z(Rt(),1);import{mkdtemp as Dt,rm as Ft}from"node:fs/promises";import{tmpdir as Ht}from"node:os";import{join as xt}from"node:path";var lt=Z(At(),1);import{lstat as kt,mkdir as z,mkdtemp as at,readdir as Et,readFile as Ot,rm as dt,writeFile as Ut}from"node:fs/promises";
import{dirname as It,join as S}from"node:path";function st(){let n,t=()=>(n??=import("./artifact-O5PWKBVO.js").then(({DefaultArtifactClient:r})=>new r),n);return{async uploadArtifact(r,e,o,i){
await K();let{uploadArtifact:a}=await import("./upload-artifact-WG52ETB6.js");return a(r,e,o,i)},async listArtifacts(r){if(r?.
findBy)return(await t()).listArtifacts(r);await K();let{listArtifactsInternal:e}=await import("./list-artifacts-WL7TRA6C.js");
return e(r?.latest)},async downloadArtifact(r,e){if(e?.findBy)return(await t()).downloadArtifact(r,e);await K();let{downloadArtifactInternal:o}=await import("./download-artifact-DOFZPIH4.js");
return o(r,e)}}}async function K(){let[{isGhes:n},{GHESNotSupportedError:t}]=await Promise.all([import("./config-EDSC4CKF.js"),
import("./errors-NH7V3C4R.js")]);if(n())throw new t}var ft=64*1024*1024,Tt=32*1024*1024,St={attempts:3,baseDelayMs:1e3},D=class{#o=st();#t;#n;#e;#r=new Map;constructor(t){if(this.#t=
t,this.#n={...St,...t.retry},t.retentionDays!==void 0&&!(Number.isInteger(t.retentionDays)&&t.retentionDays>=1))throw new f(
"input-invalid",`retention days must be a whole number of at least 1, got ${t.retentionDays}`,{where:"retention-days"})}async put(t){
if(this.#t.findBy)throw new f("store-read-only",`records of run ${this.#t.findBy.workflowRunId} are read-only here`);let{
record:r,files:e}=tt(t,W);e.delete(w.log);let o=j(r),i=U(o.stage,o.attempt,o.runAttempt);if(this.#r.has(i)||this.#e&&(await this.#e).
has(i))throw ut(i,o);let a=W(e.get(w.record));await z(this.#t.tempDir,{recursive:!0});let d=await at(S(this.#t.tempDir,"\
baton-upload-"));try{let u=[];for(let[h,p]of e){let l=S(d,h);h.includes("/")&&await z(It(l),{recursive:!0}),await Ut(l,p,
{flag:"wx"}),u.push(l)}let c=await this.#s(`upload ${i}`,async h=>{try{return await this.#o.uploadArtifact(i,u,d,{...this.#t.
retentionDays===void 0?{}:{retentionDays:this.#t.retentionDays}})}catch(p){throw/already exists|\(409\)/i.test(I(p))?ut(
i,o,h>1):p}}).catch(h=>{throw J(h,`could not store the record of attempt ${o.attempt} as artifact ${i}`,{where:`stage ${o.
stage}`})});if(c.id===void 0)throw new G(`upload of ${i} returned no artifact id`);let s=ct(e,a,`artifact ${i}`);return this.#r.
set(i,Promise.resolve(s)),this.#e&&(await this.#e).set(i,{...o,artifact:{name:i,id:c.id,size:c.size??0,...c.digest?{digest:`\
sha256:${c.digest}`}:{}}}),{...o,recordSha256:a,id:String(c.id)}}finally{await dt(d,{recursive:!0,force:!0})}}async get(t){
let r=rt([...(await this.#i()).values()].filter(e=>e.stage===t));return r&&this.getAttempt(t,r.attempt,r.runAttempt)}async getAttempt(t,r,e=1){
let o=U(t,r,e),i=this.#r.get(o);return i||(i=this.#c(o),this.#r.set(o,i),i.then(a=>a===void 0&&this.#r.delete(o),()=>this.#r.
delete(o))),i}async list(){return[...(await this.#i()).values()].map(({stage:t,attempt:r,runAttempt:e})=>({stage:t,attempt:r,
runAttempt:e})).sort(M)}#i(){if(!this.#e){let t=this.#s("list artifacts",async()=>{let{artifacts:r}=await this.#o.listArtifacts(
this.#d()).catch(o=>{throw this.#t.findBy&&Nt(o,this.#t.findBy)||o}),e=new Map;for(let o of r){let i=Q(o.name);if(!i)continue;
let a=e.get(o.name);(!a||a.artifact.id<o.id)&&e.set(o.name,{...i,artifact:o})}return e}).catch(r=>{throw J(r,`could not \
list the artifacts of ${this.#a()} to read its records`)});this.#e=t,t.catch(()=>{this.#e===t&&(this.#e=void 0)})}return this.#e}async#c(t){
let r=(await this.#i()).get(t);if(!r)return;let{artifact:e}=r;if(e.size>ft)throw new f("record-invalid",`artifact ${t} i\
s ${e.size} bytes, more than a baton record can be`);if(!e.digest)throw new f("record-digest-missing",`artifact ${t} has\
 no digest to check the download against`,{details:["it was not uploaded by a current artifact client; re-run the job th\
at produced it"]});await z(this.#t.tempDir,{recursive:!0});let o=await at(S(this.#t.tempDir,"baton-download-"));try{let i;
try{i=await this.#s(`download ${t}`,()=>this.#o.downloadArtifact(e.id,{path:o,expectedHash:e.digest,skipDecompress:!0,...this.#d()}))}catch(s){
if(_t(s)){this.#t.reporter?.warning(`artifact ${t} is listed but could not be found: ${I(s)}`);return}throw J(s,`could n\
ot download artifact ${t} of ${this.#a()}`)}if(i.digestMismatch)throw new f("record-digest-mismatch",`artifact ${t}: the\
 download does not match the digest recorded at upload (${e.digest})`,{details:["the artifact was changed after it was u\
ploaded, or the download was corrupted; nothing from it was used"]});let a=await vt(o,t),d=a.get(w.record);if(!d)throw new f(
"record-invalid",`artifact ${t} has no ${w.record}`);if(!a.has(w.prompt))throw new f("record-invalid",`artifact ${t} has\
 no ${w.prompt}`);let u=ct(a,W(d),`artifact ${t}`),c=j(u.record);if(M(c,r)!==0)throw new f("record-invalid",`artifact ${t}\
 holds the record of ${B(c)}, not ${B(r)}`);return u}finally{await dt(o,{recursive:!0,force:!0})}}#a(){let t=this.#t.findBy;
return t?`run ${t.workflowRunId} of ${t.repositoryOwner}/${t.repositoryName}`:"this run"}#d(){return this.#t.findBy?{findBy:this.#t.
findBy}:{}}async#s(t,r){for(let e=1;;e++)try{return await r(e)}catch(o){if(e>=this.#n.attempts||!Pt(o))throw o;let i=this.#n.
baseDelayMs*2**(e-1);this.#t.reporter?.warning(`${t} failed (${pt(I(o))}); trying again in ${i} ms (${e+1} of ${this.#n.
attempts})`),await new Promise(a=>setTimeout(a,i))}}};function ct(n,t,r){let e=a=>{let d=n.get(a);return d===void 0?null:
Buffer.from(d).toString("utf8")},{record:o,handoff:i}=et({record:e(w.record)??"",handoff:e(w.handoff)},r,"github");return{
record:o,prompt:e(w.prompt)??"",handoff:i,recordSha256:t}}async function vt(n,t){let r=s=>new f("record-invalid",`artifa\
ct ${t}: ${s}`),[e,...o]=await Et(n);if(e===void 0||o.length>0)throw r("the download is not one zip file");let i=await kt(
S(n,e));if(!i.isFile())throw r("the download is not a regular file");if(i.size>ft)throw r("the download is too large");let a=new Set(
[w.record,w.prompt,w.handoff]),d=new Set,{unzipSync:u}=await import("./esm-FWSMIPNV.js"),c;try{c=u(await Ot(S(n,
e)),{filter:s=>{if(!a.has(s.name))return!1;if(d.has(s.name))throw r(`${s.name} is in it twice`);if(d.add(s.name),Math.max(
s.size,s.originalSize)>Tt)throw r(`${s.name} is too large`);return!0}})}catch(s){throw s instanceof f?s:r(`the download \
is not a zip archive baton can read (${I(s)})`)}return new Map(Object.entries(c))}function ut(n,t,r=!1){return new f("re\
cord-exists",`${B(t)} already has a record (artifact ${n}); records are immutable`,{where:`stage ${t.stage}`,details:r?[
"an earlier try of this upload may have completed before its connection dropped"]:["give each stage in the run its own s\
tage id, or record a new attempt"]})}function J(n,t,r={}){return it("artifact-service-failed",t,n,r)}function W(n){return(0,lt.createHash)(
"sha256").update(n).digest("hex")}function I(n){return n instanceof Error?n.message:String(n)}function pt(n){return n.split(
`
`,1)[0]??""}function Pt(n){if(n instanceof f)return!1;let t=n?.code;return n instanceof Error&&n.name==="NetworkError"||
typeof t=="string"&&/^(ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|EAI_AGAIN)$/.test(t)?!0:/ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|socket hang up/.
test(I(n))}function Nt(n,t){let r=n?.status;if(r!==401&&r!==403&&r!==404)return;let e=`run ${t.workflowRunId} of ${t.repositoryOwner}\
/${t.repositoryName}`,o=r===404?"no such run, or the token cannot see it":r===401?"the token was rejected":"the token ma\
y not list its artifacts";return new f("run-unreadable",`cannot read the records of ${e} (${r}: ${pt(I(n))}): ${o}. Read\
ing another run\u2019s records needs a token with \`actions: read\`: give the job \`permissions: actions: read\` or pass a github\
-token that has it`,{where:"github-token",cause:n,details:r===404?[`check that ${t.workflowRunId} is a run id of ${t.repositoryOwner}\
/${t.repositoryName}`]:[]})}function _t(n){return n instanceof Error&&(n.name==="ArtifactNotFoundError"||/\(404\)|not found/i.
test(n.message))}var Lt="name the run by its URL (https://github.com/<owner>/<repo>/actions/runs/<id>), or as <owner>/<repo> <run-id>, or\
 --repo <owner>/<repo> <run-id>",ht=/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/,mt=/^[A-Za-z0-9._-]{1,100}$/,v=/^[1-9][0-9]{0,15}$/;
function wt(n,t={}){let r=(p,l=[])=>new f("usage",p,{details:[...l,Lt]}),e=t.apiUrl?.trim()?Bt(t.apiUrl.trim()):null,[o,
i,...a]=n;if(o===void 0)throw r("no run given");if(a.length>0)throw r(`takes one run; it was given ${n.length} arguments`);
if(/^[a-z][a-z0-9+.-]*:\/\//i.test(o)){if(i!==void 0)throw r(`a run URL takes no run id after it (${g(i)})`);if(t.repo!==
void 0)throw r("--repo is for a run given by its id; the URL names the repository already");let p=Gt(o,r);return{...p,apiUrl:e??
p.apiUrl}}let d,u;if(t.repo!==void 0){if(i!==void 0)throw r(`with --repo, give only the run id; it was also given ${g(i)}`);
d=t.repo,u=o}else if(o.includes("/")){if(d=o,u=i,u===void 0)throw r(`no run id after ${g(o)}`)}else throw r(v.test(o)?`r\
un ${o} of which repository? a run id alone does not say`:`${g(o)} is not a run URL or <owner>/<repo>`);let[c,s,...h]=d.
split("/");if(h.length>0||!c||!s||!ht.test(c)||!mt.test(s)||/^\.+$/.test(s))throw r(`${g(d)} is not a repository (<owner\
>/<repo>)`);if(!v.test(u))throw r(`${g(u)} is not a run id (a whole number, like 123456789)`);return{owner:c,repo:s,runId:Number(
u),attempt:null,url:`https://github.com/${c}/${s}/actions/runs/${u}`,apiUrl:e??"https://api.github.com"}}function Gt(n,t){
let r;try{r=new URL(n)}catch{throw t(`${g(n)} is not a URL`)}if(r.protocol!=="https:"&&r.protocol!=="http:")throw t(`${g(
r.protocol)} is not a web address's scheme (http or https)`);if(r.username||r.password)throw t("the run URL holds a user\
 name or password; give the token in GITHUB_TOKEN instead");let e=r.hostname.toLowerCase(),o=r.pathname.split("/").filter(
P=>P!==""),[i,a,d,u,c,...s]=o,h=`${r.protocol}//${r.host}${r.pathname}`,p=()=>t(`${g(h)} is not the address of a workflo\
w run`,["open the run on GitHub (the Actions tab, then the run) and copy its address"]);if(d!=="actions"||u!=="runs"||i===
void 0||a===void 0||!c||!ht.test(i)||!mt.test(a))throw p();if(!v.test(c))throw t(`${g(c)} in the run URL is not a run id`);
let l=null;if(s[0]==="attempts"){if(!s[1]||!v.test(s[1]))throw t(`${g(s[1]??"")} in the run URL is not an attempt number`);
l=Number(s[1]),s.splice(0,2)}if(s.length>0&&!(s[0]==="job"&&s.length===2&&v.test(s[1])))throw p();let b;if(e==="github.c\
om"||e==="www.github.com")b="https://api.github.com";else if(e.endsWith(".ghe.com"))b=`https://api.${e}`;else throw t(`${e}\
 is not github.com or a *.ghe.com host; GitHub Enterprise Server keeps no baton records (baton's actions store them as a\
rtifacts through @actions/artifact v2+, which does not support it)`,["for a host that does serve them (a proxy, a mirror\
), set GITHUB_API_URL and give the run as <owner>/<repo> <run-id>"]);let R=`/${i}/${a}/actions/runs/${c}${l===null?"":`/\
attempts/${l}`}`;return{owner:i,repo:a,runId:Number(c),attempt:l,url:`${r.protocol}//${r.host}${R}`,apiUrl:b}}function Bt(n){
let t;try{t=new URL(n)}catch{t=void 0}if(t===void 0||t.protocol!=="https:"&&t.protocol!=="http:"||t.username)throw new f(
"usage",`GITHUB_API_URL is ${g(n)}, which is not an http(s) address`,{details:["set it to the REST API of the run\u2019s host\
 (https://api.github.com), or unset it"]});return n.replace(/\/+$/,"")}function g(n){let t=V(n),r=t.length>80?`${t.slice(
0,80)}\u2026`:t;return/^[\w./:@-]+$/.test(r)?r:JSON.stringify(r)}var Mt=["GITHUB_TOKEN","GH_TOKEN"];async function ye(n,t,r={}){let e=wt(t,{repo:r.repo,apiUrl:n.env.GITHUB_API_URL}),o=Mt.
map(l=>n.env[l]?.trim()).find(l=>l);if(!o)throw new f("token-missing",`reading run ${e.runId} of ${$(e)} needs a GitHub \
token`,{details:[`set GITHUB_TOKEN (or GH_TOKEN) in the environment, e.g. GITHUB_TOKEN=$(gh auth token) baton pull ${e.url}`,
"it needs read access to the run\u2019s artifacts: a fine-grained token with Actions: read on the repository, or a classic to\
ken (repo scope for a private repository)"]});let i=nt.forProject(n.cwd),a=Ct(n,r);process.env.GITHUB_API_URL=e.apiUrl,process.
env.GITHUB_SERVER_URL=new URL(e.url).origin;let d=await Dt(xt(Ht(),"baton-pull-")),u=null,c=l=>{for(let b of[d,u])b&&(0,gt.rmSync)(
b,{recursive:!0,force:!0});a.end(),n.stderr(`baton pull: stopped (${l}); nothing was stored
`),process.exit(l==="SIGINT"?130:143)},s=["SIGINT","SIGTERM","SIGHUP"];for(let l of s)process.on(l,c);let h=Kt(),p={...n,
stdout:l=>h.ours(()=>n.stdout(l))};try{let l=new D({tempDir:d,findBy:{token:o,workflowRunId:e.runId,repositoryOwner:e.owner,
repositoryName:e.repo}}),R=(await l.list().catch(m=>{throw Y(m,e)})).filter(m=>e.attempt===null||m.runAttempt<=e.attempt);
if(R.length===0)throw new f("run-empty",`run ${e.runId} of ${$(e)}${e.attempt===null?"":` (attempt ${e.attempt})`} has n\
o baton records (artifacts named baton-*)`,{details:["its artifacts may have expired (GitHub keeps them for the reposito\
ry\u2019s retention, 90 days by default), or none of its jobs ran a baton stage"]});let P=R.map(m=>U(m.stage,m.attempt,m.
runAttempt)),T=await jt(i,e,P);if(T!==null)return r.json?x(p,`${JSON.stringify({run:T,already:!0,source:e.url},null,2)}
`):p.stdout(`run ${e.runId} of ${$(e)} was pulled already, with the same records, as ${T}
  baton history ${T}
  to pull it again, remove it first: rm -r ${i.runDir(T)}
`),H.ok;let{readWorkflowRun:yt}=await import("./workflow-run-GZDAQUIF.js"),$t=await yt({token:o,apiUrl:e.apiUrl,owner:e.owner,
repo:e.repo,runId:e.runId,attempt:e.attempt}).catch(m=>{throw Y(m,e)}),N=[],y=[],X=new Date,_=await i.importRun(X,async m=>{
let F=[];for(let[L,k]of R.entries()){let E=P[L];a.step(L+1,R.length,E);let A;try{A=await l.getAttempt(k.stage,k.attempt,
k.runAttempt)}catch(O){if(!(O instanceof f&&O.code.startsWith("record-")))throw Y(O,e);let bt=q(O).split(`
`)[0];y.push({artifact:E,reason:bt});continue}if(A===void 0){let O=`artifact ${E} is listed but could not be downloaded \
(deleted or expired meanwhile)`;y.push({artifact:E,reason:O});continue}if((await m.put({record:A.record,prompt:A.prompt,
handoff:A.handoff})).recordSha256!==A.recordSha256)throw new G(`artifact ${E}: its record.json was not stored byte for b\
yte`);F.push(A.record),N.push({artifact:E,stage:k.stage,attempt:k.attempt,run_attempt:k.runAttempt})}if(F.length===0)throw new f(
"run-empty",`none of the ${R.length} baton artifacts of run ${e.runId} of ${$(e)} is a record baton can read; nothing wa\
s stored`,{details:y.map(L=>L.reason)});return ot(F,{url:e.url,repository:$(e),run_id:e.runId,run_attempt:e.attempt,pulled_at:X.
toISOString(),skipped:y,workflow_run:$t})},m=>{u=m});a.end(),r.json?x(p,`${JSON.stringify({run:_,already:!1,source:e.url,
records:N,skipped:y},null,2)}
`):p.stdout(`pulled run ${e.runId} of ${$(e)} as ${_}: ${N.length} ${N.length===1?"record":"records"}${y.length===0?"":`\
, ${y.length} skipped`}
  baton history ${_}
  baton show ${_} <stage> --prompt
`);for(let m of y)n.stderr(`baton pull: skipped ${C(m.reason,400)}
`);return H.ok}finally{a.end(),h.release();for(let l of s)process.off(l,c);await Ft(d,{recursive:!0,force:!0}).catch(()=>{})}}
function $(n){return`${n.owner}/${n.repo}`}async function jt(n,t,r){for(let e of await n.listRuns())try{let i=(await n.readSummary(
e)).pulled;if(i?.repository!==$(t)||i.run_id!==t.runId||i.run_attempt!==t.attempt)continue;let a=new Set([...(await(await n.
open(e)).list()).map(d=>U(d.stage,d.attempt,d.runAttempt)),...i.skipped.map(d=>d.artifact)]);if(a.size===r.length&&r.every(
d=>a.has(d)))return e}catch{}return null}function Y(n,t){if(!(n instanceof f)||n.code!=="run-unreadable")return n;let r=n.
cause?.status,e=`run ${t.runId} of ${$(t)}`,o="use a token that may read it: a fine-grained token with Actions: read on \
the repository, or a classic token with the repo scope for a private repository (GITHUB_TOKEN=$(gh auth token) when gh i\
s logged in)";return r===401?new f("run-unreadable",`GitHub refused the token in GITHUB_TOKEN/GH_TOKEN (401 Bad credenti\
als) when listing ${e}`,{details:["it has expired, was revoked, or is not a GitHub token",o],cause:n}):r===403?new f("ru\
n-unreadable",`the token may not read the artifacts of ${e} (403)`,{details:[o],cause:n}):new f("run-unreadable",`no ${e}\
 found (404): no such run, or the token cannot see it`,{details:[`check the run's address: ${t.url}`,o,`API: ${t.apiUrl}`],
cause:n})}function Ct(n,t){let r=n.isTTY&&!t.plain&&n.env.CI!=="true",e=!1,o=()=>{e&&n.stderr("\r\x1B[K"),e=!1};return{step(i,a,d){
r?(o(),n.stderr(`pulling ${i}/${a} ${C(d,60)}`),e=!0):n.stderr(`baton pull: ${i}/${a} ${d}
`)},end:o}}function Kt(){let n=process.stdout,t=n.write,{warn:r,error:e,info:o,log:i,debug:a}=console,d=!1;n.write=((...c)=>{
if(d)return Reflect.apply(t,n,c);let s=c.find(h=>typeof h=="function");return s&&queueMicrotask(()=>s()),!0});let u=()=>{};
return Object.assign(console,{warn:u,error:u,info:u,log:u,debug:u}),{ours:c=>{d=!0;try{c()}finally{d=!1}},release:()=>{n.
write=t,Object.assign(console,{warn:r,error:e,info:o,log:i,debug:a})}}}export{ye as pullCommand};

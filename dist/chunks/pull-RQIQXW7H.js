import{f as z}from"./chunk-6L5CJX6X.js";import{b as it,k as at}from"./chunk-SP2JV3ZD.js";import{B as F,e as U,
g as et,s as rt,u as nt,w as ot,x as j,y as st,z as C}from"./chunk-FFMDQTTX.js";import{a as St}from"./chunk-RBL3FFHZ.js";
import{b as M}from"./chunk-B4RMSF6H.js";import"./chunk-HDT3FCLQ.js";import"./chunk-YN25PATV.js";import{
c as tt}from"./chunk-FCWOFCWY.js";import"./chunk-JYVLKM6Q.js";import{c as V,d as h,e as H,f as Q}from"./chunk-OKFZ7BVP.js";
import{b as D}from"./chunk-GKGC5SYD.js";import{a as Ot}from"./chunk-5A7QKWCT.js";import{n as w}from"./chunk-6TGY3HYZ.js";
import{d as W}from"./chunk-3NR5HZ6E.js";var At=W(Ot(),1);import{mkdtemp as Yt,rm as Zt}from"node:fs/promises";import{tmpdir as Wt}from"node:os";import{join as Vt}from"node:path";var mt=W(St(),1);import{lstat as _t,mkdir as J,mkdtemp as lt,readdir as xt,readFile as Lt,rm as ft,writeFile as Ht}from"node:fs/promises";
import{dirname as Ft,join as I}from"node:path";function ut(){let e,t=()=>(e??=import("./artifact-5ZGSS6OO.js").then(({DefaultArtifactClient:r})=>new r),e);return{async uploadArtifact(r,n,o,s){
await K();let{uploadArtifact:a}=await import("./upload-artifact-KYMMUE4B.js");return a(r,n,o,s)},async listArtifacts(r){if(r?.
findBy)return(await t()).listArtifacts(r);await K();let{listArtifactsInternal:n}=await import("./list-artifacts-PIYUZRKO.js");
return n(r?.latest)},async downloadArtifact(r,n){if(n?.findBy)return(await t()).downloadArtifact(r,n);await K();let{downloadArtifactInternal:o}=await import("./download-artifact-NQNEOID2.js");
return o(r,n)}}}async function K(){let[{isGhes:e},{GHESNotSupportedError:t}]=await Promise.all([import("./config-CET7D3GL.js"),
import("./errors-NH7V3C4R.js")]);if(e())throw new t}function Ut(e){return["re-run the job; if it fails again, check GitHub\u2019s status at https://www.githubstatus.com",.../\bno answer\b/.
test(e)?["on a self-hosted runner, check that it can reach GitHub: https://docs.github.com/en/actions/hosting-your-own-r\
unners/managing-self-hosted-runners/about-self-hosted-runners#communication-between-self-hosted-runners-and-github"]:[]]}
function dt(e,t,r,n={}){if(r instanceof V)return r;let o=vt(r);return new h(e,`${t}: ${o}`,{...n,details:Ut(o),cause:r})}
var Tt=160;function vt(e){let t=e??{},r=typeof t.message=="string"?t.message:String(e),n=typeof t.code=="string"?t.code:
void 0;if(typeof t.status=="number"&&t.request!==void 0){let s=Pt(t.request);return t.response===void 0?`${s}got no answ\
er: ${y(r)}`:`${s}answered HTTP ${t.status}: ${Nt(t.response.data,r)}`}if(t.name==="NetworkError"&&n!==void 0)return`no \
answer (${n})`;if(typeof t.statusCode=="number"){let s=y(r);return`blob storage answered HTTP ${t.statusCode}${n?`: ${n}`:
""}${s&&s!==n?` (${s})`:""}`}let o=It(r);return o!==void 0?o:n!==void 0&&/^E[A-Z]+$/.test(n)&&!r.includes(n)?`${y(r)} (${n}\
)`:y(r)}function It(e){let t=/^Failed to (\w+): (?:Failed to make request after (\d+) attempts: |Received non-retryable error: )?(.*)$/s.
exec(e);if(!t)return;let[,r,n,o=""]=t,s=n?` (${n} tries)`:"",a=/^Failed request: \((\d{3})\) ([^:]*?)(?:: (.*))?$/s.exec(
o);if(a){let[,l,d,i]=a,c=[d?.trim(),i?y(i):""].filter(Boolean).join(": ");return`${r} answered HTTP ${l}${c?` ${c}`:""}${s}`}
let u=/Unable to make request: (\w+)/.exec(o);return u?`${r} got no answer (${u[1]})${s}`:/is not valid JSON|Unexpected token/.
test(o)?`${r} got an answer that is not JSON${s}`:`${r} failed: ${y(o)}${s}`}function Pt(e){if(typeof e.method!="string"||
typeof e.url!="string")return"";let t=e.url;try{t=new URL(e.url).pathname}catch{}return`${e.method} ${t} `}function Nt(e,t){
return e!==null&&typeof e=="object"&&typeof e.message=="string"?y(e.message):typeof e=="string"&&e.trim()!==""?y(e):y(t)}
function y(e){let t=e;if(/<(?:!doctype|html|head|body)\b/i.test(t)){let r=/<title[^>]*>([^<]*)<\/title>/i.exec(t)?.[1]?.
trim();t=r?`an HTML page, \u201C${q(r)}\u201D`:`an HTML page: ${q(ct(t))}`}else/<\/?[a-z][^>]*>/i.test(t)&&(t=q(ct(t)));
return t=t.replace(/[\u0000-\u001f\u007f\s]+/g," ").trim(),at(t,Tt)}function ct(e){return e.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi,
" ").replace(/<!--[\s\S]*?-->/g," ").replace(/<[^>]*>/g," ")}function q(e){return e.replace(/&nbsp;/g," ").replace(/&lt;/g,
"<").replace(/&gt;/g,">").replace(/&quot;/g,'"').replace(/&#39;/g,"'").replace(/&middot;/g,"\xB7").replace(/&amp;/g,"&")}var wt=64*1024*1024,Gt=32*1024*1024,Bt={attempts:3,baseDelayMs:1e3},G=class{#o=ut();#t;#n;#e;#r=new Map;constructor(t){if(this.#t=
t,this.#n={...Bt,...t.retry},t.retentionDays!==void 0&&!(Number.isInteger(t.retentionDays)&&t.retentionDays>=1))throw new h(
"input-invalid",`retention days must be a whole number of at least 1, got ${t.retentionDays}`,{where:"retention-days"})}async put(t){
if(this.#t.findBy)throw new h("store-read-only",`records of run ${this.#t.findBy.workflowRunId} are read-only here`);let{
record:r,files:n}=rt(t,Y);n.delete(w.log);let o=C(r),s=U(o.stage,o.attempt,o.runAttempt);if(this.#r.has(s)||this.#e&&(await this.#e).
has(s))throw ht(s,o);let a=Y(n.get(w.record));await J(this.#t.tempDir,{recursive:!0});let u=await lt(I(this.#t.tempDir,"\
baton-upload-"));try{let l=[];for(let[c,f]of n){let p=I(u,c);c.includes("/")&&await J(Ft(p),{recursive:!0}),await Ht(p,f,
{flag:"wx"}),l.push(p)}let d=await this.#i(`upload ${s}`,async c=>{try{return await this.#o.uploadArtifact(s,l,u,{...this.#t.
retentionDays===void 0?{}:{retentionDays:this.#t.retentionDays}})}catch(f){throw/already exists|\(409\)/i.test(T(f))?ht(
s,o,c>1):f}}).catch(c=>{throw X(c,`could not store the record of attempt ${o.attempt} as artifact ${s}`,{where:`stage ${o.
stage}`})});if(d.id===void 0)throw new H(`upload of ${s} returned no artifact id`);let i=pt(n,a,`artifact ${s}`);return this.#r.
set(s,Promise.resolve(i)),this.#e&&(await this.#e).set(s,{...o,artifact:{name:s,id:d.id,size:d.size??0,...d.digest?{digest:`\
sha256:${d.digest}`}:{}}}),{...o,recordSha256:a,id:String(d.id)}}finally{await ft(u,{recursive:!0,force:!0})}}async get(t){
let r=st([...(await this.#s()).values()].filter(n=>n.stage===t));return r&&this.getAttempt(t,r.attempt,r.runAttempt)}async getAttempt(t,r,n=1){
let o=U(t,r,n),s=this.#r.get(o);return s||(s=this.#c(o),this.#r.set(o,s),s.then(a=>a===void 0&&this.#r.delete(o),()=>this.#r.
delete(o))),s}async list(){return[...(await this.#s()).values()].map(({stage:t,attempt:r,runAttempt:n})=>({stage:t,attempt:r,
runAttempt:n})).sort(j)}#s(){if(!this.#e){let t=this.#i("list artifacts",async()=>{let{artifacts:r}=await this.#o.listArtifacts(
this.#u()).catch(o=>{throw this.#t.findBy&&jt(o,this.#t.findBy)||o}),n=new Map;for(let o of r){let s=et(o.name);if(!s)continue;
let a=n.get(o.name);(!a||a.artifact.id<o.id)&&n.set(o.name,{...s,artifact:o})}return n}).catch(r=>{throw X(r,`could not \
list the artifacts of ${this.#a()} to read its records`)});this.#e=t,t.catch(()=>{this.#e===t&&(this.#e=void 0)})}return this.#e}async#c(t){
let r=(await this.#s()).get(t);if(!r)return;let{artifact:n}=r;if(n.size>wt)throw new h("record-invalid",`artifact ${t} i\
s ${n.size} bytes, more than a baton record can be`);if(!n.digest)throw new h("record-digest-missing",`artifact ${t} has\
 no digest to check the download against`,{details:["it was not uploaded by a current artifact client; re-run the job th\
at produced it"]});await J(this.#t.tempDir,{recursive:!0});let o=await lt(I(this.#t.tempDir,"baton-download-"));try{let s;
try{s=await this.#i(`download ${t}`,()=>this.#o.downloadArtifact(n.id,{path:o,expectedHash:n.digest,skipDecompress:!0,...this.#u()}))}catch(i){
if(Ct(i)){this.#t.reporter?.warning(`artifact ${t} is listed but could not be found: ${T(i)}`);return}throw X(i,`could n\
ot download artifact ${t} of ${this.#a()}`)}if(s.digestMismatch)throw new h("record-digest-mismatch",`artifact ${t}: the\
 download does not match the digest recorded at upload (${n.digest})`,{details:["the artifact was changed after it was u\
ploaded, or the download was corrupted; nothing from it was used"]});let a=await Dt(o,t),u=a.get(w.record);if(!u)throw new h(
"record-invalid",`artifact ${t} has no ${w.record}`);if(!a.has(w.prompt))throw new h("record-invalid",`artifact ${t} has\
 no ${w.prompt}`);let l=pt(a,Y(u),`artifact ${t}`),d=C(l.record);if(j(d,r)!==0)throw new h("record-invalid",`artifact ${t}\
 holds the record of ${F(d)}, not ${F(r)}`);return l}finally{await ft(o,{recursive:!0,force:!0})}}#a(){let t=this.#t.findBy;
return t?`run ${t.workflowRunId} of ${t.repositoryOwner}/${t.repositoryName}`:"this run"}#u(){return this.#t.findBy?{findBy:this.#t.
findBy}:{}}async#i(t,r){for(let n=1;;n++)try{return await r(n)}catch(o){if(n>=this.#n.attempts||!Mt(o))throw o;let s=this.#n.
baseDelayMs*2**(n-1);this.#t.reporter?.warning(`${t} failed (${gt(T(o))}); trying again in ${s} ms (${n+1} of ${this.#n.
attempts})`),await new Promise(a=>setTimeout(a,s))}}};function pt(e,t,r){let n=a=>{let u=e.get(a);return u===void 0?null:
Buffer.from(u).toString("utf8")},{record:o,handoff:s}=nt({record:n(w.record)??"",handoff:n(w.handoff)},r,"github");return{
record:o,prompt:n(w.prompt)??"",handoff:s,recordSha256:t}}async function Dt(e,t){let r=i=>new h("record-invalid",`artifa\
ct ${t}: ${i}`),[n,...o]=await xt(e);if(n===void 0||o.length>0)throw r("the download is not one zip file");let s=await _t(
I(e,n));if(!s.isFile())throw r("the download is not a regular file");if(s.size>wt)throw r("the download is too large");let a=new Set(
[w.record,w.prompt,w.handoff]),u=new Set,{unzipSync:l}=await import("./esm-FWSMIPNV.js"),d;try{d=l(await Lt(I(e,
n)),{filter:i=>{if(!a.has(i.name))return!1;if(u.has(i.name))throw r(`${i.name} is in it twice`);if(u.add(i.name),Math.max(
i.size,i.originalSize)>Gt)throw r(`${i.name} is too large`);return!0}})}catch(i){throw i instanceof h?i:r(`the download \
is not a zip archive baton can read (${T(i)})`)}return new Map(Object.entries(d))}function ht(e,t,r=!1){return new h("re\
cord-exists",`${F(t)} already has a record (artifact ${e}); records are immutable`,{where:`stage ${t.stage}`,details:r?[
"an earlier try of this upload may have completed before its connection dropped"]:["give each stage in the run its own s\
tage id, or record a new attempt"]})}function X(e,t,r={}){return dt("artifact-service-failed",t,e,r)}function Y(e){return(0,mt.createHash)(
"sha256").update(e).digest("hex")}function T(e){return e instanceof Error?e.message:String(e)}function gt(e){return e.split(
`
`,1)[0]??""}function Mt(e){if(e instanceof h)return!1;let t=e?.code;return e instanceof Error&&e.name==="NetworkError"||
typeof t=="string"&&/^(ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|EAI_AGAIN)$/.test(t)?!0:/ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|socket hang up/.
test(T(e))}function jt(e,t){let r=e?.status;if(r!==401&&r!==403&&r!==404)return;let n=`run ${t.workflowRunId} of ${t.repositoryOwner}\
/${t.repositoryName}`,o=r===404?"no such run, or the token cannot see it":r===401?"the token was rejected":"the token ma\
y not list its artifacts";return new h("run-unreadable",`cannot read the records of ${n} (${r}: ${gt(T(e))}): ${o}. Read\
ing another run\u2019s records needs a token with \`actions: read\`: give the job \`permissions: actions: read\` or pass a github\
-token that has it`,{where:"github-token",cause:e,details:r===404?[`check that ${t.workflowRunId} is a run id of ${t.repositoryOwner}\
/${t.repositoryName}`]:[]})}function Ct(e){return e instanceof Error&&(e.name==="ArtifactNotFoundError"||/\(404\)|not found/i.
test(e.message))}var zt="name the run by its URL (https://github.com/<owner>/<repo>/actions/runs/<id>), or as <owner>/<repo> <run-id>, or\
 --repo <owner>/<repo> <run-id>",yt=/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/,$t=/^[A-Za-z0-9._-]{1,100}$/,P=/^[1-9][0-9]{0,15}$/;
function bt(e,t={}){let r=(f,p=[])=>new h("usage",f,{details:[...p,zt]}),n=t.apiUrl?.trim()?qt(t.apiUrl.trim()):null,[o,
s,...a]=e;if(o===void 0)throw r("no run given");if(a.length>0)throw r(`takes one run; it was given ${e.length} arguments`);
if(/^[a-z][a-z0-9+.-]*:\/\//i.test(o)){if(s!==void 0)throw r(`a run URL takes no run id after it (${g(s)})`);if(t.repo!==
void 0)throw r("--repo is for a run given by its id; the URL names the repository already");let f=Kt(o,r);return{...f,apiUrl:n??
f.apiUrl}}let u,l;if(t.repo!==void 0){if(s!==void 0)throw r(`with --repo, give only the run id; it was also given ${g(s)}`);
u=t.repo,l=o}else if(o.includes("/")){if(u=o,l=s,l===void 0)throw r(`no run id after ${g(o)}`)}else throw r(P.test(o)?`r\
un ${o} of which repository? a run id alone does not say`:`${g(o)} is not a run URL or <owner>/<repo>`);let[d,i,...c]=u.
split("/");if(c.length>0||!d||!i||!yt.test(d)||!$t.test(i)||/^\.+$/.test(i))throw r(`${g(u)} is not a repository (<owner\
>/<repo>)`);if(!P.test(l))throw r(`${g(l)} is not a run id (a whole number, like 123456789)`);return{owner:d,repo:i,runId:Number(
l),attempt:null,url:`https://github.com/${d}/${i}/actions/runs/${l}`,apiUrl:n??"https://api.github.com"}}function Kt(e,t){
let r;try{r=new URL(e)}catch{throw t(`${g(e)} is not a URL`)}if(r.protocol!=="https:"&&r.protocol!=="http:")throw t(`${g(
r.protocol)} is not a web address's scheme (http or https)`);if(r.username||r.password)throw t("the run URL holds a user\
 name or password; give the token in GITHUB_TOKEN instead");let n=r.hostname.toLowerCase(),o=r.pathname.split("/").filter(
N=>N!==""),[s,a,u,l,d,...i]=o,c=`${r.protocol}//${r.host}${r.pathname}`,f=()=>t(`${g(c)} is not the address of a workflo\
w run`,["open the run on GitHub (the Actions tab, then the run) and copy its address"]);if(u!=="actions"||l!=="runs"||s===
void 0||a===void 0||!d||!yt.test(s)||!$t.test(a))throw f();if(!P.test(d))throw t(`${g(d)} in the run URL is not a run id`);
let p=null;if(i[0]==="attempts"){if(!i[1]||!P.test(i[1]))throw t(`${g(i[1]??"")} in the run URL is not an attempt number`);
p=Number(i[1]),i.splice(0,2)}if(i.length>0&&!(i[0]==="job"&&i.length===2&&P.test(i[1])))throw f();let R;if(n==="github.c\
om"||n==="www.github.com")R="https://api.github.com";else if(n.endsWith(".ghe.com"))R=`https://api.${n}`;else throw t(`${n}\
 is not github.com or a *.ghe.com host; GitHub Enterprise Server keeps no baton records (baton's actions store them as a\
rtifacts through @actions/artifact v2+, which does not support it)`,["for a host that does serve them (a proxy, a mirror\
), set GITHUB_API_URL and give the run as <owner>/<repo> <run-id>"]);let k=`/${s}/${a}/actions/runs/${d}${p===null?"":`/\
attempts/${p}`}`;return{owner:s,repo:a,runId:Number(d),attempt:p,url:`${r.protocol}//${r.host}${k}`,apiUrl:R}}function qt(e){
let t;try{t=new URL(e)}catch{t=void 0}if(t===void 0||t.protocol!=="https:"&&t.protocol!=="http:"||t.username)throw new h(
"usage",`GITHUB_API_URL is ${g(e)}, which is not an http(s) address`,{details:["set it to the REST API of the run\u2019s host\
 (https://api.github.com), or unset it"]});return e.replace(/\/+$/,"")}function g(e){let t=tt(e),r=t.length>80?`${t.slice(
0,80)}\u2026`:t;return/^[\w./:@-]+$/.test(r)?r:JSON.stringify(r)}function Rt(e,t){let r=e[0];if(r===void 0)throw new Error("pulledRunSummary: no records");let n=e.map(c=>c.agent.started_at).
sort(),o=e.map(c=>c.agent.finished_at).sort(),s=n[0],a=o[o.length-1],u=new Map;for(let c of e){let f=u.get(c.stage);(!f||
ot({attempt:c.attempt,runAttempt:c.run.attempt},{attempt:f.attempt,runAttempt:f.run.attempt})>0)&&u.set(c.stage,c)}let l=new Map;
for(let c of[...u.values()].sort((f,p)=>f.hop-p.hop||Xt(f.stage,p.stage))){let f=l.get(c.job)??{stages:[],result:"succes\
s"};f.stages.push(c.stage);let p=Jt(c);(p==="failure"||p==="cancelled"&&f.result==="success")&&(f.result=p),l.set(c.job,
f)}let d=[...l.values()].map(c=>c.result),i=d.includes("failure")?"failure":d.includes("cancelled")?"cancelled":"success";
return{workflow:r.run.workflow,workflow_path:null,status:i,started_at:s,finished_at:a,duration_ms:Math.max(0,Date.parse(
a)-Date.parse(s)),replay_of:null,pulled:t,jobs:[...l].map(([c,f])=>({id:c,stages:f.stages,result:f.result}))}}function Jt(e){
return e.outcome.reason==="cancelled"?"cancelled":e.outcome.reason==="skipped"?"success":e.status==="failure"||e.status===
"blocked"||e.outcome.reason!=="completed"?"failure":"success"}function Xt(e,t){return e<t?-1:e>t?1:0}var Qt=["GITHUB_TOKEN","GH_TOKEN"];async function Le(e,t,r={}){let n=bt(t,{repo:r.repo,apiUrl:e.env.GITHUB_API_URL}),o=Qt.
map(p=>e.env[p]?.trim()).find(p=>p);if(!o)throw new h("token-missing",`reading run ${n.runId} of ${b(n)} needs a GitHub \
token`,{details:[`set GITHUB_TOKEN (or GH_TOKEN) in the environment, e.g. GITHUB_TOKEN=$(gh auth token) baton pull ${n.url}`,
"it needs read access to the run\u2019s artifacts: a fine-grained token with Actions: read on the repository, or a classic to\
ken (repo scope for a private repository)"]});let s=it.forProject(e.cwd),a=ee(e,r);process.env.GITHUB_API_URL=n.apiUrl,process.
env.GITHUB_SERVER_URL=new URL(n.url).origin;let u=await Yt(Vt(Wt(),"baton-pull-")),l=null,d=p=>{for(let R of[u,l])R&&(0,At.rmSync)(
R,{recursive:!0,force:!0});a.end(),e.stderr(`baton pull: stopped (${p}); nothing was stored
`),process.exit(p==="SIGINT"?130:143)},i=["SIGINT","SIGTERM","SIGHUP"];for(let p of i)process.on(p,d);let c=re(),f={...e,
stdout:p=>c.ours(()=>e.stdout(p))};try{let p=new G({tempDir:u,findBy:{token:o,workflowRunId:n.runId,repositoryOwner:n.owner,
repositoryName:n.repo}}),k=(await p.list().catch(m=>{throw kt(m,n)})).filter(m=>n.attempt===null||m.runAttempt<=n.attempt);
if(k.length===0)throw new h("run-empty",`run ${n.runId} of ${b(n)}${n.attempt===null?"":` (attempt ${n.attempt})`} has n\
o baton records (artifacts named baton-*)`,{details:["its artifacts may have expired (GitHub keeps them for the reposito\
ry\u2019s retention, 90 days by default), or none of its jobs ran a baton stage"]});let N=k.map(m=>U(m.stage,m.attempt,m.
runAttempt)),v=await te(s,n,N);if(v!==null)return r.json?M(f,`${JSON.stringify({run:v,already:!0,source:n.url},null,2)}
`):f.stdout(`run ${n.runId} of ${b(n)} was pulled already, with the same records, as ${v}
  baton history ${v}
  to pull it again, remove it first: rm -r ${s.runDir(v)}
`),D.ok;let _=[],$=[],Z=new Date,x=await s.importRun(Z,async m=>{let B=[];for(let[L,E]of k.entries()){let O=N[L];a.step(
L+1,k.length,O);let A;try{A=await p.getAttempt(E.stage,E.attempt,E.runAttempt)}catch(S){if(!(S instanceof h&&S.code.startsWith(
"record-")))throw kt(S,n);let Et=Q(S).split(`
`)[0];$.push({artifact:O,reason:Et});continue}if(A===void 0){let S=`artifact ${O} is listed but could not be downloaded \
(deleted or expired meanwhile)`;$.push({artifact:O,reason:S});continue}if((await m.put({record:A.record,prompt:A.prompt,
handoff:A.handoff})).recordSha256!==A.recordSha256)throw new H(`artifact ${O}: its record.json was not stored byte for b\
yte`);B.push(A.record),_.push({artifact:O,stage:E.stage,attempt:E.attempt,run_attempt:E.runAttempt})}if(B.length===0)throw new h(
"run-empty",`none of the ${k.length} baton artifacts of run ${n.runId} of ${b(n)} is a record baton can read; nothing wa\
s stored`,{details:$.map(L=>L.reason)});return Rt(B,{url:n.url,repository:b(n),run_id:n.runId,run_attempt:n.attempt,pulled_at:Z.
toISOString(),skipped:$})},m=>{l=m});a.end(),r.json?M(f,`${JSON.stringify({run:x,already:!1,source:n.url,records:_,skipped:$},
null,2)}
`):f.stdout(`pulled run ${n.runId} of ${b(n)} as ${x}: ${_.length} ${_.length===1?"record":"records"}${$.length===0?"":`\
, ${$.length} skipped`}
  baton history ${x}
  baton show ${x} <stage> --prompt
`);for(let m of $)e.stderr(`baton pull: skipped ${z(m.reason,400)}
`);return D.ok}finally{a.end(),c.release();for(let p of i)process.off(p,d);await Zt(u,{recursive:!0,force:!0}).catch(()=>{})}}
function b(e){return`${e.owner}/${e.repo}`}async function te(e,t,r){for(let n of await e.listRuns())try{let s=(await e.readSummary(
n)).pulled;if(s?.repository!==b(t)||s.run_id!==t.runId||s.run_attempt!==t.attempt)continue;let a=new Set([...(await(await e.
open(n)).list()).map(u=>U(u.stage,u.attempt,u.runAttempt)),...s.skipped.map(u=>u.artifact)]);if(a.size===r.length&&r.every(
u=>a.has(u)))return n}catch{}return null}function kt(e,t){if(!(e instanceof h)||e.code!=="run-unreadable")return e;let r=e.
cause?.status,n=`run ${t.runId} of ${b(t)}`,o="use a token that may read it: a fine-grained token with Actions: read on \
the repository, or a classic token with the repo scope for a private repository (GITHUB_TOKEN=$(gh auth token) when gh i\
s logged in)";return r===401?new h("run-unreadable",`GitHub refused the token in GITHUB_TOKEN/GH_TOKEN (401 Bad credenti\
als) when listing ${n}`,{details:["it has expired, was revoked, or is not a GitHub token",o],cause:e}):r===403?new h("ru\
n-unreadable",`the token may not read the artifacts of ${n} (403)`,{details:[o],cause:e}):new h("run-unreadable",`no ${n}\
 found (404): no such run, or the token cannot see it`,{details:[`check the run's address: ${t.url}`,o,`API: ${t.apiUrl}`],
cause:e})}function ee(e,t){let r=e.isTTY&&!t.plain&&e.env.CI!=="true",n=!1,o=()=>{n&&e.stderr("\r\x1B[K"),n=!1};return{step(s,a,u){
r?(o(),e.stderr(`pulling ${s}/${a} ${z(u,60)}`),n=!0):e.stderr(`baton pull: ${s}/${a} ${u}
`)},end:o}}function re(){let e=process.stdout,t=e.write,{warn:r,error:n,info:o,log:s,debug:a}=console,u=!1;e.write=((...d)=>{
if(u)return Reflect.apply(t,e,d);let i=d.find(c=>typeof c=="function");return i&&queueMicrotask(()=>i()),!0});let l=()=>{};
return Object.assign(console,{warn:l,error:l,info:l,log:l,debug:l}),{ours:d=>{u=!0;try{d()}finally{u=!1}},release:()=>{e.
write=t,Object.assign(console,{warn:r,error:n,info:o,log:s,debug:a})}}}export{Le as pullCommand};

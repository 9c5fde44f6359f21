import{a as pt}from"./chunk-2U5FY7QR.js";import{b as ft}from"./chunk-KLFRBVAS.js";import{f as x}from"./chunk-JZ32DID6.js";
import{a as tt}from"./chunk-G5LJGAUR.js";import{h as lt}from"./chunk-ASWOX2WV.js";import"./chunk-BYXEX7IT.js";
import"./chunk-CD2HORXK.js";import"./chunk-MDRSPMYH.js";import"./chunk-QHWUTILA.js";import"./chunk-S2H3IPAQ.js";
import{c as ct,f as ut}from"./chunk-IZ6WIIJF.js";import"./chunk-IJLDGJOU.js";import"./chunk-4DYK2MG7.js";
import{A as J,C as M,f as O,h as it,t as st,v as at,y as j,z as dt}from"./chunk-2MQ5OTBB.js";import{a as St}from"./chunk-RBL3FFHZ.js";
import"./chunk-6RREDHNG.js";import"./chunk-M5CNPA5V.js";import"./chunk-NUWPZMYM.js";import"./chunk-UW7MVPZA.js";
import"./chunk-KGL53VIU.js";import"./chunk-EE3CSVQT.js";import"./chunk-LS2NIP65.js";import{b as K}from"./chunk-37MJCIRR.js";
import"./chunk-HDT3FCLQ.js";import"./chunk-BBSO245P.js";import"./chunk-TR6ONM2E.js";import{c as rt}from"./chunk-FCWOFCWY.js";
import"./chunk-KRB52NVM.js";import"./chunk-TIXFR75A.js";import{d as u,e as et,f as C}from"./chunk-OKFZ7BVP.js";
import{b as z}from"./chunk-OU33NO3O.js";import{a as Nt}from"./chunk-5A7QKWCT.js";import"./chunk-DSPIJXAJ.js";
import{aa as ot,s as nt,t as y}from"./chunk-LBXHU7QN.js";import{d as Q}from"./chunk-3NR5HZ6E.js";var It=Q(Nt(),1);import{mkdtemp as Vt,rm as qt}from"node:fs/promises";import{tmpdir as Xt}from"node:os";import{join as Zt}from"node:path";var bt=Q(St(),1);import{lstat as _t,mkdir as W,mkdtemp as mt,readdir as Ft,readFile as Lt,rm as wt,writeFile as Bt}from"node:fs/promises";
import{dirname as Gt,join as P}from"node:path";function ht(){let n,t=()=>(n??=import("./artifact-HCGL3BNQ.js").then(({DefaultArtifactClient:r})=>new r),n);return{async uploadArtifact(r,o,e,i){
await Y();let{uploadArtifact:s}=await import("./upload-artifact-6AW6BCYN.js");return s(r,o,e,i)},async listArtifacts(r){if(r?.
findBy)return(await t()).listArtifacts(r);await Y();let{listArtifactsInternal:o}=await import("./list-artifacts-JE4C5AOP.js");
return o(r?.latest)},async downloadArtifact(r,o){if(o?.findBy)return(await t()).downloadArtifact(r,o);await Y();let{downloadArtifactInternal:e}=await import("./download-artifact-NGCR2HLI.js");
return e(r,o)}}}async function Y(){let[{isGhes:n},{GHESNotSupportedError:t}]=await Promise.all([import("./config-EDSC4CKF.js"),
import("./errors-NH7V3C4R.js")]);if(n())throw new t}var gt={answerMs:12e4,bytesPerSecond:64*1024};function Mt(n){return 1e3*Math.ceil(gt.answerMs/1e3+n/gt.bytesPerSecond)}function Rt(n){
let t=n[ot.artifactTimeoutMs]?.trim()??"";return/^[1-9][0-9]{0,9}$/.test(t)?{timeoutMs:Number(t)}:{}}var kt=64*1024*1024,
xt=32*1024*1024,Dt={attempts:3,baseDelayMs:1e3},D=class{#i=ht();#t;#n;#e;#r=new Map;constructor(t){if(this.#t=t,this.#n=
{...Dt,...t.retry},t.retentionDays!==void 0&&!(Number.isInteger(t.retentionDays)&&t.retentionDays>=1))throw new u("input\
-invalid",`retention days must be a whole number of at least 1, got ${t.retentionDays}`,{where:"retention-days"})}async put(t){
if(this.#t.findBy)throw new u("store-read-only",`records of run ${this.#t.findBy.workflowRunId} are read-only here`);let{
record:r,files:o}=st(t,q);o.delete(y.log);let e=J(r),i=O(e.stage,e.attempt,e.runAttempt);if(this.#r.has(i)||this.#e&&(await this.#e).
has(i))throw $t(i,e);let s=q(o.get(y.record));await W(this.#t.tempDir,{recursive:!0});let a=await mt(P(this.#t.tempDir,"\
baton-upload-")),c=0;for(let d of o.values())c+=d.byteLength;let l=!1;try{let d=[];for(let[m,g]of o){let f=P(a,m);m.includes(
"/")&&await W(Gt(f),{recursive:!0}),await Bt(f,g,{flag:"wx"}),d.push(f)}let p=await this.#d(`upload ${i}`,async m=>{try{
return await this.#a(()=>this.#i.uploadArtifact(i,d,a,{...this.#t.retentionDays===void 0?{}:{retentionDays:this.#t.retentionDays}}),
c)}catch(g){if(g instanceof A&&(l=!0),!/already exists|\(409\)/i.test(N(g)))throw g;let f=m>1?await this.#l(i,s):void 0;
if(f)return f;throw $t(i,e,m>1)}}).catch(m=>{throw V(m,`could not store the record of attempt ${e.attempt} as artifact ${i}`,
{where:`stage ${e.stage}`,details:l?[`the service may yet carry out a try it did not answer: artifact ${i} would then ho\
ld this record, whole`]:[]})});if(p.id===void 0)throw new et(`upload of ${i} returned no artifact id`);let w=yt(o,s,`art\
ifact ${i}`);return this.#r.set(i,Promise.resolve(w)),this.#e&&(await this.#e).set(i,{...e,artifact:{name:i,id:p.id,size:p.
size??0,...p.digest?{digest:`sha256:${p.digest}`}:{}}}),{...e,recordSha256:s,id:String(p.id)}}finally{l||await wt(a,{recursive:!0,
force:!0})}}async#l(t,r){if(this.#e=void 0,(await this.#s(t).catch(()=>{}))?.stored.recordSha256!==r)return;let e=(await this.#o()).
get(t);if(!e)return;let{id:i,size:s,digest:a}=e.artifact;return{id:i,size:s,...a?{digest:a.replace(/^sha256:/,"")}:{}}}async get(t){
let r=dt([...(await this.#o()).values()].filter(o=>o.stage===t));return r&&this.getAttempt(t,r.attempt,r.runAttempt)}async getAttempt(t,r,o=1){
let e=O(t,r,o),i=this.#r.get(e);return i||(i=this.#s(e).then(s=>s?.stored),this.#r.set(e,i),i.then(s=>s===void 0&&this.#r.
delete(e),()=>this.#r.delete(e))),i}async list(){return[...(await this.#o()).values()].map(({stage:t,attempt:r,runAttempt:o})=>({
stage:t,attempt:r,runAttempt:o})).sort(j)}#o(){if(!this.#e){let t=this.#d("list artifacts",async()=>{let{artifacts:r}=await this.#a(
()=>this.#i.listArtifacts(this.#u()),0).catch(e=>{throw this.#t.findBy&&Kt(e,this.#t.findBy)||e}),o=new Map;for(let e of r){
let i=it(e.name);if(!i)continue;let s=o.get(e.name);(!s||s.artifact.id<e.id)&&o.set(e.name,{...i,artifact:e})}return o}).
catch(r=>{throw V(r,`could not list the artifacts of ${this.#c()} to read its records`)});this.#e=t,t.catch(()=>{this.#e===
t&&(this.#e=void 0)})}return this.#e}async getAttemptFiles(t,r,o=1){return this.#s(O(t,r,o))}async#s(t){let r=(await this.#o()).
get(t);if(!r)return;let{artifact:o}=r;if(o.size>kt)throw new u("record-invalid",`artifact ${t} is ${o.size} bytes, more \
than a baton record can be`);if(!o.digest)throw new u("record-digest-missing",`artifact ${t} has no digest to check the \
download against`,{details:["it was not uploaded by a current artifact client; re-run the job that produced it"]});await W(
this.#t.tempDir,{recursive:!0});let e=await mt(P(this.#t.tempDir,"baton-download-"));try{let i;try{i=await this.#d(`down\
load ${t}`,async p=>{let w=P(e,String(p));return{...await this.#a(()=>this.#i.downloadArtifact(o.id,{path:w,expectedHash:o.
digest,skipDecompress:!0,...this.#u()}),o.size),path:w}})}catch(p){if(jt(p)){this.#t.reporter?.warning(`artifact ${t} is\
 listed but could not be found: ${N(p)}`);return}throw V(p,`could not download artifact ${t} of ${this.#c()}`)}if(i.digestMismatch)
throw new u("record-digest-mismatch",`artifact ${t}: the download does not match the digest recorded at upload (${o.digest}\
)`,{details:["the artifact was changed after it was uploaded, or the download was corrupted; nothing from it was used"]});
let s=await Ht(i.path,t),a=s.get(y.record);if(!a)throw new u(nt,`artifact ${t} has no ${y.record}`);let c=s.get(y.prompt);
if(!c)throw new u("record-invalid",`artifact ${t} has no ${y.prompt}`);let l=yt(s,q(a),`artifact ${t}`),d=J(l.record);if(j(
d,r)!==0)throw new u("record-invalid",`artifact ${t} holds the record of ${M(d)}, not ${M(r)}`);return{stored:l,files:{record:a,
prompt:c,handoff:s.get(y.handoff)??null}}}finally{await wt(e,{recursive:!0,force:!0})}}#c(){let t=this.#t.findBy;return t?
`run ${t.workflowRunId} of ${t.repositoryOwner}/${t.repositoryName}`:"this run"}#u(){return this.#t.findBy?{findBy:this.#t.
findBy}:{}}async#a(t,r){let o=Math.min(Mt(r),this.#t.timeoutMs??Number.POSITIVE_INFINITY),e=t(),i,s=new Promise((a,c)=>{
i=setTimeout(()=>c(new A(o)),o)});try{return await Promise.race([e,s])}catch(a){throw a instanceof A&&tt(e),a}finally{clearTimeout(
i)}}async#d(t,r){for(let o=1;;o++)try{return await r(o)}catch(e){if(e instanceof A&&o>=this.#n.attempts)throw new A(e.boundMs,
o);if(o>=this.#n.attempts||!zt(e))throw e;let i=this.#n.baseDelayMs*2**(o-1);this.#t.reporter?.warning(`${t} failed (${At(
N(e))}); trying again in ${i} ms (${o+1} of ${this.#n.attempts})`),await new Promise(s=>setTimeout(s,i))}}};function yt(n,t,r){
let o=s=>{let a=n.get(s);return a===void 0?null:Buffer.from(a).toString("utf8")},{record:e,handoff:i}=at({record:o(y.record)??
"",handoff:o(y.handoff)},r,"github");return{record:e,prompt:o(y.prompt)??"",handoff:i,recordSha256:t}}async function Ht(n,t){
let r=d=>new u("record-invalid",`artifact ${t}: ${d}`),[o,...e]=await Ft(n);if(o===void 0||e.length>0)throw r("the downl\
oad is not one zip file");let i=await _t(P(n,o));if(!i.isFile())throw r("the download is not a regular file");if(i.size>
kt)throw r("the download is too large");let s=new Set([y.record,y.prompt,y.handoff]),a=new Set,{unzipSync:c}=await import("./esm-FWSMIPNV.js"),
l;try{l=c(await Lt(P(n,o)),{filter:d=>{if(!s.has(d.name))return!1;if(a.has(d.name))throw r(`${d.name} is in it twice`);if(a.
add(d.name),Math.max(d.size,d.originalSize)>xt)throw r(`${d.name} is too large`);return!0}})}catch(d){throw d instanceof
u?d:r(`the download is not a zip archive baton can read (${N(d)})`)}return new Map(Object.entries(l))}function $t(n,t,r=!1){
return new u("record-exists",`${M(t)} already has a record (artifact ${n}); records are immutable`,{where:`stage ${t.stage}`,
details:r?["an earlier try of this upload may have been carried out without its answer reaching baton (a dropped connect\
ion, or no answer in time)"]:["give each stage in the run its own stage id, or record a new attempt"]})}function V(n,t,r={}){
return pt("artifact-service-failed",t,n,r)}function q(n){return(0,bt.createHash)("sha256").update(n).digest("hex")}function N(n){
return n instanceof Error?n.message:String(n)}function At(n){return n.split(`
`,1)[0]??""}var A=class extends Error{name="NoAnswerError";boundMs;constructor(t,r=1){super(`the artifact service gave n\
o answer within ${Ct(t)}${r>1?` (${r} tries)`:""}`),this.boundMs=t}};function Ct(n){return`${n%1e3===0?n/1e3:(n/1e3).toFixed(
1)} s`}function zt(n){if(n instanceof u)return!1;if(n instanceof A)return!0;let t=n?.code;return n instanceof Error&&n.name===
"NetworkError"||typeof t=="string"&&/^(ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|EAI_AGAIN)$/.test(t)?!0:/ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|socket hang up/.
test(N(n))}function Kt(n,t){let r=n?.status;if(r!==401&&r!==403&&r!==404)return;let o=`run ${t.workflowRunId} of ${t.repositoryOwner}\
/${t.repositoryName}`,e=r===404?"no such run, or the token cannot see it":r===401?"the token was rejected":"the token ma\
y not list its artifacts";return new u("run-unreadable",`cannot read the records of ${o} (${r}: ${At(N(n))}): ${e}. Read\
ing another run\u2019s records needs a token with \`actions: read\`: give the job \`permissions: actions: read\` or pass a github\
-token that has it`,{where:"github-token",cause:n,details:r===404?[`check that ${t.workflowRunId} is a run id of ${t.repositoryOwner}\
/${t.repositoryName}`]:[]})}function jt(n){return n instanceof Error&&(n.name==="ArtifactNotFoundError"||/\(404\)|not found/i.
test(n.message))}async function Et(n,t,r){if(!Number.isInteger(t)||t<1)throw new Error(`boundedEach: limit ${t} is not a whole number fro\
m 1`);let o=0,e=null,i=async()=>{for(;e===null&&o<n.length;){let s=o++;try{await r(n[s],s)}catch(a){e??={error:a}}}};if(await Promise.
all(Array.from({length:Math.min(t,n.length)},i)),e!==null)throw e.error}var Jt="name the run by its URL (https://github.com/<owner>/<repo>/actions/runs/<id>), or as <owner>/<repo> <run-id>, or\
 --repo <owner>/<repo> <run-id>",Tt=/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/,Ut=/^[A-Za-z0-9._-]{1,100}$/,F=/^[1-9][0-9]{0,15}$/;
function Ot(n,t={}){let r=(w,m=[])=>new u("usage",w,{details:[...m,Jt]}),o=t.apiUrl?.trim()?Wt(t.apiUrl.trim()):null,[e,
i,...s]=n;if(e===void 0)throw r("no run given");if(s.length>0)throw r(`takes one run; it was given ${n.length} arguments`);
if(/^[a-z][a-z0-9+.-]*:\/\//i.test(e)){if(i!==void 0)throw r(`a run URL takes no run id after it (${R(i)})`);if(t.repo!==
void 0)throw r("--repo is for a run given by its id; the URL names the repository already");let w=Yt(e,r);return{...w,apiUrl:o??
w.apiUrl}}let a,c;if(t.repo!==void 0){if(i!==void 0)throw r(`with --repo, give only the run id; it was also given ${R(i)}`);
a=t.repo,c=e}else if(e.includes("/")){if(a=e,c=i,c===void 0)throw r(`no run id after ${R(e)}`)}else throw r(F.test(e)?`r\
un ${e} of which repository? a run id alone does not say`:`${R(e)} is not a run URL or <owner>/<repo>`);let[l,d,...p]=a.
split("/");if(p.length>0||!l||!d||!Tt.test(l)||!Ut.test(d)||/^\.+$/.test(d))throw r(`${R(a)} is not a repository (<owner\
>/<repo>)`);if(!F.test(c))throw r(`${R(c)} is not a run id (a whole number, like 123456789)`);return{owner:l,repo:d,runId:Number(
c),attempt:null,url:`https://github.com/${l}/${d}/actions/runs/${c}`,apiUrl:o??"https://api.github.com"}}function Yt(n,t){
let r;try{r=new URL(n)}catch{throw t(`${R(n)} is not a URL`)}if(r.protocol!=="https:"&&r.protocol!=="http:")throw t(`${R(
r.protocol)} is not a web address's scheme (http or https)`);if(r.username||r.password)throw t("the run URL holds a user\
 name or password; give the token in GITHUB_TOKEN instead");let o=r.hostname.toLowerCase(),e=r.pathname.split("/").filter(
I=>I!==""),[i,s,a,c,l,...d]=e,p=`${r.protocol}//${r.host}${r.pathname}`,w=()=>t(`${R(p)} is not the address of a workflo\
w run`,["open the run on GitHub (the Actions tab, then the run) and copy its address"]);if(a!=="actions"||c!=="runs"||i===
void 0||s===void 0||!l||!Tt.test(i)||!Ut.test(s))throw w();if(!F.test(l))throw t(`${R(l)} in the run URL is not a run id`);
let m=null;if(d[0]==="attempts"){if(!d[1]||!F.test(d[1]))throw t(`${R(d[1]??"")} in the run URL is not an attempt number`);
m=Number(d[1]),d.splice(0,2)}if(d.length>0&&!(d[0]==="job"&&d.length===2&&F.test(d[1])))throw w();let g;if(o==="github.c\
om"||o==="www.github.com")g="https://api.github.com";else if(o.endsWith(".ghe.com"))g=`https://api.${o}`;else throw t(`${o}\
 is not github.com or a *.ghe.com host; GitHub Enterprise Server keeps no baton records (baton's actions store them as a\
rtifacts through @actions/artifact v2+, which does not support it)`,["for a host that does serve them (a proxy, a mirror\
), set GITHUB_API_URL and give the run as <owner>/<repo> <run-id>"]);let f=`/${i}/${s}/actions/runs/${l}${m===null?"":`/\
attempts/${m}`}`;return{owner:i,repo:s,runId:Number(l),attempt:m,url:`${r.protocol}//${r.host}${f}`,apiUrl:g}}function Wt(n){
let t;try{t=new URL(n)}catch{t=void 0}let r={details:["set it to the REST API of the run\u2019s host (https://api.github.com)\
, or unset it"]};if(t===void 0||t.protocol!=="https:"&&t.protocol!=="http:")throw new u("usage","GITHUB_API_URL is not a\
n http(s) address",r);if(t.username||t.password)throw new u("usage",`GITHUB_API_URL (${t.origin}) holds a user or passwo\
rd; the token is read from GITHUB_TOKEN or GH_TOKEN, never from the address`,r);return n.replace(/\/+$/,"")}function R(n){
let t=rt(n),r=t.length>80?`${t.slice(0,80)}\u2026`:t;return/^[\w./:@-]+$/.test(r)?r:JSON.stringify(r)}var Qt=["GITHUB_TOKEN","GH_TOKEN"];async function xe(n,t,r={}){let o=n.env.GITHUB_API_URL,e=Ot(t,{repo:r.repo,apiUrl:o}),
i=f=>ne(oe(f,e),e,o),s=Qt.map(f=>n.env[f]?.trim()).find(f=>f);if(!s)throw new u("token-missing",`reading run ${e.runId} \
of ${k(e)} needs a GitHub token`,{details:[`set GITHUB_TOKEN (or GH_TOKEN) in the environment, e.g. GITHUB_TOKEN=$(gh au\
th token) baton pull ${e.url}`,"it needs read access to the run\u2019s artifacts: a fine-grained token with Actions: read on \
the repository, or a classic token (repo scope for a private repository)"]});let a=ut.forProject(n.cwd);await ft(n,a);let c=ie(
n,r);process.env.GITHUB_API_URL=e.apiUrl,process.env.GITHUB_SERVER_URL=new URL(e.url).origin;let l=await Vt(Zt(Xt(),ct(process.
pid))),d=null,p=f=>{for(let I of[l,d])I&&(0,It.rmSync)(I,{recursive:!0,force:!0});c.end(),n.stderr(`baton pull: stopped \
(${f}); nothing was stored
`),process.exit(f==="SIGINT"?130:143)},w=["SIGINT","SIGTERM","SIGHUP"];for(let f of w)process.on(f,p);let m=se(),g={...n,
stdout:f=>m.ours(()=>n.stdout(f))};try{let f=new D({tempDir:l,findBy:{token:s,workflowRunId:e.runId,repositoryOwner:e.owner,
repositoryName:e.repo},...Rt(n.env),reporter:{info:()=>{},warning:h=>c.say(h),error:h=>c.say(h),group:(h,T)=>T()}}),I=setTimeout(
()=>c.say(`still waiting for ${e.apiUrl} to list the artifacts of run ${e.runId} of ${k(e)} (requests that fail are trie\
d again; Ctrl-C stops)`),re),S=(await f.list().catch(h=>{throw i(h)}).finally(()=>clearTimeout(I))).filter(h=>e.attempt===
null||h.runAttempt<=e.attempt);if(S.length===0)throw new u("run-empty",`run ${e.runId} of ${k(e)}${e.attempt===null?"":`\
 (attempt ${e.attempt})`} has no baton records (artifacts named baton-*)`,{details:["its artifacts may have expired (Git\
Hub keeps them for the repository\u2019s retention, 90 days by default), or none of its jobs ran a baton stage"]});let X=S.
map(h=>O(h.stage,h.attempt,h.runAttempt)),_=await te(a,e,X);if(_!==null)return r.json?K(g,`${JSON.stringify({run:_,already:!0,
source:e.url},null,2)}
`):g.stdout(`run ${e.runId} of ${k(e)} was pulled already, with the same records, as ${_}
  baton history ${_}
  to pull it again, remove it first: rm -r ${a.runDir(_)}
`),z.ok;let{readWorkflowRun:vt}=await import("./workflow-run-BEBMKJ2N.js"),Pt=await vt({token:s,apiUrl:e.apiUrl,owner:e.owner,
repo:e.repo,runId:e.runId,attempt:e.attempt}).catch(h=>{throw i(h)}),L=[],E=[],Z=new Date,B=await a.importRun(Z,async h=>{
let T=[];await Et(S,ee,async($,v)=>{let U=X[v];c.step(v+1,S.length,U);let G;try{G=await f.getAttemptFiles($.stage,$.attempt,
$.runAttempt)}catch(b){if(!(b instanceof u&&b.code.startsWith("record-")))throw i(b);T[v]={skipped:{artifact:U,reason:C(
b).split(`
`)[0]}};return}if(G===void 0){let b=`artifact ${U} is listed but could not be downloaded (deleted or expired meanwhile)`;
T[v]={skipped:{artifact:U,reason:b}};return}try{await h.putFiles(G.files,`artifact ${U}`)}catch(b){if(!(b instanceof u&&
b.code==="record-digest-mismatch"))throw b;T[v]={skipped:{artifact:U,reason:C(b).split(`
`)[0]}};return}T[v]={record:G.stored.record,taken:{artifact:U,stage:$.stage,attempt:$.attempt,run_attempt:$.runAttempt}}});
let H=[];for(let $ of T)"skipped"in $?E.push($.skipped):(H.push($.record),L.push($.taken));if(H.length===0)throw new u("\
run-empty",`none of the ${S.length} baton artifacts of run ${e.runId} of ${k(e)} is a record baton can read; nothing was\
 stored`,{details:E.map($=>$.reason)});return lt(H,{url:e.url,repository:k(e),run_id:e.runId,run_attempt:e.attempt,pulled_at:Z.
toISOString(),skipped:E,workflow_run:Pt})},h=>{d=h});c.end(),r.json?K(g,`${JSON.stringify({run:B,already:!1,source:e.url,
records:L,skipped:E},null,2)}
`):g.stdout(`pulled run ${e.runId} of ${k(e)} as ${B}: ${L.length} ${L.length===1?"record":"records"}${E.length===0?"":`\
, ${E.length} skipped`}
  baton history ${B}
  baton show ${B} <stage> --prompt
`);for(let h of E)n.stderr(`baton pull: skipped ${x(h.reason,400)}
`);return z.ok}finally{c.end(),m.release();for(let f of w)process.off(f,p);await qt(l,{recursive:!0,force:!0}).catch(()=>{})}}
function k(n){return`${n.owner}/${n.repo}`}async function te(n,t,r){for(let o of await n.listRuns())try{let i=(await n.readSummary(
o)).pulled;if(i?.repository!==k(t)||i.run_id!==t.runId||i.run_attempt!==t.attempt)continue;let s=new Set([...(await(await n.
open(o)).list()).map(a=>O(a.stage,a.attempt,a.runAttempt)),...i.skipped.map(a=>a.artifact)]);if(s.size===r.length&&r.every(
a=>s.has(a)))return o}catch{}return null}var ee=4,re=5e3;function ne(n,t,r){return!(n instanceof u)||!["artifact-service\
-failed","github-failed"].includes(n.code)?n:new u(n.code,n.message,{details:[r?.trim()?`check your network, and GITHUB_\
API_URL, which points the pull at ${t.apiUrl}`:`check your network: ${t.apiUrl} must be reachable from here`,"if it fail\
s again, check GitHub\u2019s status at https://www.githubstatus.com"],cause:n.cause})}function oe(n,t){if(!(n instanceof
u)||n.code!=="run-unreadable")return n;let r=n.cause?.status,o=`run ${t.runId} of ${k(t)}`,e="use a token that may read \
it: a fine-grained token with Actions: read on the repository, or a classic token with the repo scope for a private repo\
sitory (GITHUB_TOKEN=$(gh auth token) when gh is logged in)";return r===401?new u("run-unreadable",`GitHub refused the t\
oken in GITHUB_TOKEN/GH_TOKEN (401 Bad credentials) when listing ${o}`,{details:["it has expired, was revoked, or is not\
 a GitHub token",e],cause:n}):r===403?new u("run-unreadable",`the token may not read the artifacts of ${o} (403)`,{details:[
e],cause:n}):new u("run-unreadable",`no ${o} found (404): no such run, or the token cannot see it`,{details:[`check the \
run's address: ${t.url}`,e,`API: ${t.apiUrl}`],cause:n})}function ie(n,t){let r=n.isTTY&&!t.plain&&n.env.CI!=="true",o=!1,
e=()=>{o&&n.stderr("\r\x1B[K"),o=!1};return{step(i,s,a){r?(e(),n.stderr(`pulling ${i}/${s} ${x(a,60)}`),o=!0):n.stderr(`\
baton pull: ${i}/${s} ${a}
`)},say(i){e(),n.stderr(`baton pull: ${x(i,400)}
`)},end:e}}function se(){let n=process.stdout,t=n.write,{warn:r,error:o,info:e,log:i,debug:s}=console,a=!1;n.write=((...l)=>{
if(a)return Reflect.apply(t,n,l);let d=l.find(p=>typeof p=="function");return d&&queueMicrotask(()=>d()),!0});let c=()=>{};
return Object.assign(console,{warn:c,error:c,info:c,log:c,debug:c}),{ours:l=>{a=!0;try{l()}finally{a=!1}},release:()=>{n.
write=t,Object.assign(console,{warn:r,error:o,info:e,log:i,debug:s})}}}export{ee as PULL_CONCURRENCY,ne as localAdvice,xe as pullCommand};

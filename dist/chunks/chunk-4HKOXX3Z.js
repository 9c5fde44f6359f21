import{Aa as Qt,Da as te,F as Tt,G as Vt,H as Gt,Ha as ee,I as M,Ia as ne,J as Ht,Ja as ie,N as qt,Pa as S,Qa as oe,Ra as st,
Sa as rt,Ta as at,Ua as lt,Va as L,Wa as ut,Xa as q,Ya as se,Z as Y,Za as bt,e as Jt,h as nt,ha as Bt,k as C,l as it,m as Mt,
n as ht,o as At,r as W,s as J,sa as Dt,t as Ut,ta as Kt,xa as Xt,ya as Yt,za as Zt}from"./chunk-SQ3WQBVR.js";import{
y as ot}from"./chunk-MPBEC7VK.js";import{f as et,t as Wt}from"./chunk-6PYYODLU.js";import{d as _t,k as It}from"./chunk-4X335366.js";
import{Aa as g,B as b,C as U,D as tt,Da as Pt,S as x,Z as K,ca as mt,ia as m,ja as _,ka as T,la as F,ma as Ot,na as Nt,oa as $,
pa as w,ta as G,ua as gt,va as H,wa as X,xa as I,za as O}from"./chunk-WXLRAERB.js";var ct={"workflow-invalid":"the workflow file does not parse or breaks GitHub\u2019s schema","template-invalid":"a promp\
t template does not parse, or uses what baton refuses","template-not-upstream":"a prompt template references a stage or \
job that is not upstream of its job","checkout-missing":"a stage step of baton\u2019s action whose prompt reads upstream stag\
es, in a job that does not check the repository out before it, with no `needs` input: on GitHub it would know no upstrea\
m stage","needs-input-missing":"a stage step of a workflow run as a call whose prompt reads upstream stages, with no `ne\
eds` input: on GitHub it would know no upstream stage, whatever is checked out","checkout-shallow":"a stage step running\
 an `agent` preset after an `actions/checkout` of another ref without `fetch-depth: 0`, and without `trust-checkout: tru\
e`: the run\u2019s commit is not in the clone, so the agent runs with none of its project configuration","untrusted-expr\
ession":"attacker-controlled text (a text field of `github.event`, `github.head_ref`, handoff data) interpolated with ${\
{ }} into a shell command or a prompt","agent-job-write":"a job that runs an agent holds write permissions","agent-job-s\
ecret":"a job that runs an agent holds a secret or token beyond its model key","unpinned-action":"an action or reusable \
workflow from another repository is not pinned to a full commit sha (GitHub\u2019s own `actions/`, `github/`, `dependabot/` m\
ay name a tag)","report-permission":"a report job cannot post its comment with the permissions it has","report-needs-inc\
omplete":"a report job given `needs: ${{ toJSON(needs) }}` does not list in its `needs:` every job it could report on: a\
 failure in one it does not list cannot make the report say the run failed","report-skipped":"a report job that needs ot\
her jobs has no `always()` (nor `failure()`, `cancelled()`) in its `if:`: when one of them fails it is skipped","next-un\
known-job":"a `next` routing condition names a job that does not exist","unknown-input":"a `with:` key (or a secret) tha\
t baton\u2019s action or reusable stage workflow does not declare","invalid-input":"a `with:` value that baton\u2019s action \
(or its reusable stage workflow) would refuse when it runs","action-invalid":"a `uses: ./path` action of the repository \
whose action.yml GitHub would refuse (a composite step without `shell:`)","stage-duplicate":"two stage steps, jobs or le\
gs of a call would record the same stage id (their records would collide)","timeout-invalid":"a literal `timeout-minutes\
` or `cancel-timeout-minutes` that is not a number of minutes above 0","shell-invalid":"a literal `shell:` that is neith\
er a built-in shell nor a command with `{0}`"},Ge=w({rule:X(Object.keys(ct)),file:m(),line:_().check(T(),mt(1)),column:_().
check(T(),mt(1)),message:m()});function wt(t){return It(`${t.file}:${t.line}:${t.column}: ${t.rule}: ${t.message}`)}function Z(t,n){
return t.file!==n.file?t.file<n.file?-1:1:t.line-n.line||t.column-n.column||(t.rule<n.rule?-1:t.rule>n.rule?1:0)}function V(t){
let n=/^(.*):(\d+):(\d+)$/.exec(t);return n?{file:n[1],line:Number(n[2]),column:Number(n[3])}:null}var y=w({line:_().check(T()),column:_().check(T())}),j=w({text:m(),expression:g(m()),position:y,keyPosition:O(y),literal:O(
X(["string","number","boolean","null"]))}),z=Pt(()=>gt("kind",[w({kind:I("literal"),value:G([m(),_(),F(),Ot()]),position:y}),
w({kind:I("expression"),expression:m(),text:m(),position:y}),w({kind:I("sequence"),items:$(z),position:y}),w({kind:I("ma\
pping"),entries:$(w({key:m(),value:z,keyPosition:O(y)})),position:y})])),kt=w({expression:m(),text:g(m()),position:g(y),
implicitSuccess:O(F())}),N=H(m(),j),xt=w({index:_().check(T()),id:g(m()),action:O(m()),name:g(j),if:kt,run:g(j),uses:g(w(
{text:m(),position:y})),ownAction:O(I(!0)),with:N,env:N,shell:g(j),workingDirectory:g(j),continueOnError:G([F(),j]),timeoutMinutes:g(
z),position:y}),He=gt("kind",[w({kind:I("composite"),file:m(),directory:m(),source:m(),inputs:$(w({id:m(),default:g(j),required:F()})),
outputs:$(w({id:m(),value:g(j)})),steps:$(xt)}),w({kind:I("other"),file:m(),using:m()})]),yt=w({shell:g(j),workingDirectory:g(
j)}),re=w({id:m(),position:y}),ae=w({id:m(),name:g(j),position:y,needs:$(re),if:kt,strategy:g(z),runsOn:g(z),container:g(
z),services:g(z),env:N,outputs:N,permissions:g(z),continueOnError:G([F(),j]),timeoutMinutes:g(z),cancelTimeoutMinutes:g(
z),defaults:g(yt),uses:g(w({text:m(),position:y})),with:N,secrets:G([I("inherit"),N]),steps:$(xt),stageWorkflow:O(F())}),
Lt=w({name:m(),type:X(["string","choice","boolean","environment","number"]),required:F(),default:g(G([m(),F(),_()])),description:g(
m()),options:g($(m())),position:y}),qe=w({inputs:H(m(),Lt),secrets:H(m(),w({required:F(),position:y})),outputs:N,position:y}),
Be=w({fileName:m(),source:m(),name:g(m()),on:H(m(),Nt()),inputs:H(m(),Lt),env:N,permissions:g(z),defaults:g(yt),jobs:$(ae),
call:O(qe),problems:$(Wt)});function pt(t){let n=[],e=/\$\{\{([\s\S]*?)\}\}/g;for(let i=e.exec(t);i!==null;i=e.exec(t))n.push({expression:(i[1]??"").
trim(),offset:i.index});return n}function le(t){let{workflow:n,file:e,actionProblem:i}=t;if(!i)return[];let s=[];for(let o of n.jobs)for(let r of o.steps){
let l=W(r);if(l.kind!=="local"||!r.uses)continue;let a=i(l.path);a!==null&&s.push({rule:"action-invalid",file:e,...r.uses.
position,message:a})}return s}function ue(t){let n=[];for(let e of t.workflow.jobs)oe(e)&&n.push(...De(e,t),...Ke(e,t));return n}function De(t,{workflow:n,
file:e,run:i}){let s=i!==void 0&&i.prefix!=="",o=q(t,n),r=o.kind==="unset"?i?.inherited??null:null,l=r?.permissions??o;if(l.
kind==="unset")return[{rule:"agent-job-write",file:e,...t.position,message:`job ${t.id} runs an agent and neither it nor\
 the workflow${s?" nor its caller":""} sets \`permissions:\`, so its token has the repository's default, which may be writ\
e-all; set \`permissions:\` with \`contents: read\` on the job`}];let a=se(l);if(a.length===0||l.kind==="expression")return[];
let u=r!==null?`the permissions its call gives it (${r.from})`:l.from==="job"?"its `permissions:`":"the workflow's `perm\
issions:`";return[{rule:"agent-job-write",file:e,...r!==null?t.position:l.position,message:`job ${t.id} runs an agent, a\
nd ${u} let its token write (${a.join(", ")}); an agent that reads untrusted text must not hold write access. Give this \
job read permissions and write from a job without an agent (a report job, a pull-request job)`}]}function Ke(t,n){let{workflow:e,
file:i,locator:s,expressions:o}=n,r=[],l=(a,u,d)=>{for(let[f,h]of Object.entries(a))for(let k of Xe(h,d?f:null,o))r.push(
{rule:"agent-job-secret",file:i,...s.locate(h,k.offset),message:`job ${t.id} runs an agent, and ${u} \`${f}\` gets ${k.what}\
; ${k.why}`})};l(e.env,"the workflow's env",!0),l(t.env,"its env",!0);for(let a of t.steps){let u=a.id?`step ${a.id}`:`s\
tep ${a.index+1}`;l(a.env,`${u}'s env`,!0),S(a)===null&&l(a.with,`${u}'s input`,!1),a.uses&&/^actions\/checkout@/.test(a.
uses.text)&&a.with["persist-credentials"]?.text.trim().toLowerCase()!=="false"&&r.push({rule:"agent-job-secret",file:i,...a.
uses.position,message:`job ${t.id} runs an agent, and actions/checkout keeps the job's token in .git/config where the ag\
ent can read it; add \`persist-credentials: false\` under \`with:\``})}return r}function Xe(t,n,e){let i=[],s=n!==null&&
lt.has(n.toUpperCase());for(let{expression:o,offset:r}of pt(t.text))for(let l of e.facts(o).paths)if(l[0]==="secrets"&&l[1]===
"github_token"||l[0]==="github"&&l[1]==="token")i.push({what:"the GitHub token",why:"a prompt injection could use it. Us\
e the token in a job without an agent",offset:r});else if(l[0]==="secrets"&&l[1]===void 0)i.push({what:"every secret of \
the repository",why:"pass only the model key it needs",offset:r});else if(l[0]==="secrets"&&l[1]!==void 0){if(s||lt.has(
l[1].toUpperCase()))continue;i.push({what:`the secret ${l[1].toUpperCase()}`,why:`an agent's job should hold only its mo\
del key (${[...lt].join(", ")}). Move the secret to a job without an agent`,offset:r})}return i}function ce(t){let{workflow:n}=t,e=Object.keys(n.on),i=t.run!==void 0&&t.run.prefix!==""||e.length>0&&e.every(o=>o==="wo\
rkflow_call"),s=[];for(let o of n.jobs)o.steps.forEach((r,l)=>{let a=i?Ye(o,r,t):Ze(o,r,l,t);a&&s.push(a)});return s}function Ye(t,n,e){
let i=W(n);if(i.kind!=="baton"||i.action!=="stage"&&i.action!=="prepare"||n.uses===null)return null;let s=n.with[b.needs];
if(s!==void 0&&s.text.trim()!=="")return null;let o=pe(n,e);return o===null?null:{rule:"needs-input-missing",file:e.file,
...n.uses.position,message:Qt(t.id,o.first,de(t,o.named,e))}}function Ze(t,n,e,i){let s=W(n);if(s.kind!=="baton"||s.action!==
"stage"&&s.action!=="prepare"||n.uses===null||n.uses.text.trim().startsWith("./"))return null;let o=n.with[b.needs];if(o!==
void 0&&o.text.trim()!=="")return null;let r=pe(n,i);if(r===null)return null;let l=u=>`${u.line}:${u.column}`,a=Xt(t.steps,
e,l);return a===null?null:{rule:"checkout-missing",file:i.file,...n.uses.position,message:Zt(t.id,r.first,a,de(t,r.named,
i))}}function pe(t,n){let e=t.with[b.prompt],i=t.with[b.promptFile],s=null;if(e)s={text:nt(e.text),at:(l,a)=>{let u=n.locator.
locateLine(e,l,a);return`${u.line}:${u.column}`}};else if(i&&i.expression===null&&n.readFile){let l=i.text.trim(),a=n.readFile(
l);a!==null&&(s={text:a,at:(u,d)=>`${l}:${u}:${d}`})}if(s===null)return null;let{analysis:o}=ot(s.text);if(!o)return null;
let r=Yt(o,s.at);return r===null?null:{first:r,named:o.references}}function de(t,n,{workflow:e,run:i}){let o=(i===void 0?
C(e,t.id).map(l=>e.jobs.find(a=>a.id===l)).filter(l=>l!==void 0):i.stageUpstream(`${i.prefix}${t.id}`).map(l=>l.job)).map(
l=>({id:l.id,...L(l)})),r=new Set;for(let l of n){if(l.kind==="stage"){o.some(d=>d.ids.includes(l.stage)||d.matrix&&l.stage.
startsWith(`${d.id}-`))&&r.add(l.stage);continue}let a=o.find(u=>u.id===l.stage);if(a&&!a.matrix&&!a.unknown)for(let u of a.
ids)r.add(u)}return[...r]}var fe={claude:[".claude",".mcp.json",".claude.json","CLAUDE.md","CLAUDE.local.md",".gitmodules",".ripgreprc",".husky"],
codex:[".codex","AGENTS.md","AGENTS.override.md",".agents"],gemini:[".gemini","GEMINI.md",".env"],copilot:[".github/copi\
lot",".github/hooks",".github/agents",".github/skills",".github/instructions",".github/copilot-instructions.md",".github\
/mcp.json",".mcp.json",".vscode/mcp.json",".agents",".claude","AGENTS.md","CLAUDE.md","GEMINI.md"]};function me({workflow:t,file:n}){let e=[];for(let i of t.jobs)i.steps.forEach((s,o)=>{let r=Qe(i,s,o);r&&e.push({rule:"c\
heckout-shallow",file:n,...r})});return e}function Qe(t,n,e){if(S(n)!=="stage"||n.uses===null)return null;let i=tn(n,b.agent);
if(i===null||!Ut.includes(i))return null;let s=n.with[b.trustCheckout];if(s!==void 0&&(s.expression!==null||s.text.trim()===
"true"))return null;let o=en(n);if(o===null)return null;let r=sn(t.steps.slice(0,e),o);if(r===null)return null;let{step:l,
ref:a,path:u,depth:d}=r,f=fe[i],h=f.length>4?`${f.slice(0,4).join(", ")}, \u2026`:f.join(", "),k=u===""?"":` into ${u}`;
return{...n.uses.position,message:`job ${t.id}: the checkout at ${l.uses.position.line}:${l.uses.position.column} checks\
 out ${a}${k} with ${d===null?"actions/checkout's default `fetch-depth: 1`":`\`fetch-depth: ${d}\``}, so the commit this\
 run is for (GITHUB_SHA) is not in the clone; when the checkout is at another commit, as a pull request's head is, baton\
 sets ${i}'s project configuration (${h}) to that commit's while the agent runs, and without it the agent runs with none\
 of it (the step warns so). Give the checkout \`fetch-depth: 0\` so the agent gets the run's commit's configuration, or se\
t \`${b.trustCheckout}: true\` on this step to let it read the checkout's (only for code you trust)`}}function tn(t,n){let e=t.
with[n];if(e===void 0||e.expression!==null)return null;let i=e.text.trim();return i===""?null:i}function en(t){let n=t.with[b.
workingDirectory];return n===void 0?"":n.expression!==null?null:ge(n.text)}function ge(t){return t.trim().split("/").filter(
n=>n!==""&&n!==".").join("/")}var nn=/\bgit\s+(?:clone|checkout|switch|fetch|pull|reset|init|worktree|sparse-checkout)\b|\bgh\s+(?:pr\s+checkout|repo\s+clone)\b/,
on=/^\$\{\{\s*github\.(?:sha|ref)\s*\}\}$/i;function sn(t,n){for(let e of t.toReversed()){if(e.run!==null){if(nn.test(e.
run.text))return null;continue}if(e.uses===null)continue;let i=e.uses.text.trim(),s=(i.split("@")[0]??"").toLowerCase();
if(s!=="actions/checkout"){if(s.startsWith("actions/")||i.startsWith("docker://"))continue;return null}let o=e.with.path;
if(o!==void 0&&o.expression!==null)return null;let r=o===void 0?"":ge(o.text);if(r!==""&&n!==r&&!n.startsWith(`${r}/`))continue;
let l=e.with.repository;if(l!==void 0&&(l.expression!==null||l.text.trim()!==""))return null;let a=e.with.ref;if(a===void 0||
a.text.trim()===""||on.test(a.text.trim()))return null;let u=e.with["fetch-depth"];return u!==void 0&&(u.expression!==null||
u.text.trim()==="0")?null:{step:e,ref:a.text.trim(),path:r,depth:u===void 0?null:u.text.trim()}}return null}function he(t){let{workflow:n,file:e}=t;return[...Kt(n).map(s=>({rule:"invalid-input",file:e,...s.position,message:s.message})),
...an(t),...rn(t)]}function rn({workflow:t,file:n}){let e=[];for(let i of t.jobs){if(!J(i)||!i.uses)continue;let s=i.uses.
text.trim(),o=s.includes("@")?s.slice(s.lastIndexOf("@")+1):"",r=i.with[K.batonRef];if(!/^[0-9a-f]{40}$/i.test(o)||!r||r.
expression!==null)continue;let l=r.text.trim();l.toLowerCase()!==o.toLowerCase()&&e.push({rule:"invalid-input",file:n,...r.
position,message:`${K.batonRef}: ${JSON.stringify(l)} is not the commit job ${i.id} calls baton's stage workflow at (${o}\
), so the workflow and the action it runs would be two versions of baton (an update that bumped only the uses: line, say\
); pass ${o}`})}return e}function an({workflow:t,file:n,locator:e,expressions:i,run:s}){let o=[],r;for(let l of t.jobs){
let a=st(l).map(c=>c[b.needs]).filter(c=>c!==void 0&&c.expression===null);if(a.length===0)continue;r??=new Map(t.jobs.map(
c=>[c.id,ut(c,i)]));let u=s?.stageUpstream(`${s.prefix}${l.id}`).map(c=>c.job)??null,d=new Map(r);for(let c of u??[])d.has(
c.id)||d.set(c.id,ut(c,i));let f=u?.map(c=>c.id)??C(t,l.id),h=(u??f.map(c=>t.jobs.find(p=>p.id===c))).filter(c=>c!==void 0).
map(c=>({id:c.id,...ut(c,i)})),k={job:l.id,upstreamStages:h.flatMap(c=>c.stages??[]),openMatrices:h.filter(c=>c.stages===
null&&c.openMatrix).map(c=>c.id),unknown:h.some(c=>c.stages===null&&!c.openMatrix),jobs:d,upstreamJobs:f,runsAfter:c=>it(
t,c,l.id)};for(let c of a)for(let p of Bt(c,k))o.push({rule:"invalid-input",file:n,...e.locate(c,p.offset),message:p.message})}
return o}function be({workflow:t,file:n,expressions:e}){let i=[],s=o=>ht(t.fileName,o);for(let o of t.jobs){let r=ee(o.strategy);
if(!(r===null||Jt(r)))try{ne(e,r,{},s)}catch(l){if(!(l instanceof _t))throw l;let a=V(l.where??"")??r.position;i.push({rule:"\
workflow-invalid",file:n,line:a.line,column:a.column,message:`jobs.${o.id}: ${l.message}`})}}return i}function jt({workflow:t,file:n,expressions:e}){let i=t.jobs.map(a=>a.id),s=new Set;for(let a of t.jobs){s.add(a.id.toLowerCase());
for(let u of L(a).ids)s.add(u.toLowerCase())}let o=new Map(t.jobs.map(a=>{let u=at(a,U.next,e);return(J(a)||L(a).ids.length>
0)&&u.add(U.next),[a.id.toLowerCase(),u]})),r=[],l=(a,u)=>{if(!(a.text===null||a.position===null))for(let d of e.facts(a.
expression).comparisons){let[f,h,k,c]=d.path;k!=="outputs"||h===void 0||c===void 0||!(f==="needs"&&o.get(h)?.has(c)||f===
"steps"&&c===U.next&&rt(u).has(h))||d.literal===""||s.has(d.literal.toLowerCase())||r.push({rule:"next-unknown-job",file:n,
...a.position,message:`\`${d.path.join(".")} ${d.operator} '${d.literal}'\`: there is no job ${d.literal} in this workfl\
ow, so no handoff can take this route; jobs: ${i.join(", ")}${ln(d.literal,i)}`})}};for(let a of t.jobs){l(a.if,a);for(let u of a.
steps)l(u.if,a)}return r}function ln(t,n){let e=et(t,n);return e===void 0?"":` (did you mean ${e}?)`}var we={[x.stageDuplicate]:"stage-duplicate",[x.stageInvalid]:"invalid-input",[x.promptFileMissing]:"invalid-input",[x.timeoutInvalid]:"\
timeout-invalid",[x.shellInvalid]:"shell-invalid",[x.matrixInvalid]:"workflow-invalid",[x.templateStage]:"template-not-u\
pstream",[x.templateInvalid]:null,[x.templateKey]:"template-invalid",[x.needsInput]:null,[x.checkoutMissing]:null,[x.actionInputInvalid]:null,
[x.actionInputUnknown]:null,[x.workflowCallInvalid]:null,[x.inputMissing]:null,[x.inputUnknown]:null,[x.inputInvalid]:null,
[x.eventNotTrigger]:null,[x.jobUnknown]:null};function xe(t,n,e,i,s){let o=new Set(s.map(ke)),r=[];for(let l of te(t,e,{
...i,calledWorkflows:n,anyRun:!0})){let a=Object.hasOwn(we,l.code)?we[l.code]:null;if(a===null)continue;let u=V(l.path)??
{file:l.path,line:1,column:1},d={rule:a,...u,message:l.message};o.has(ke(d))||r.push(d)}return r}function ke(t){return JSON.
stringify([t.rule,t.file,t.line,t.column])}function ye({workflow:t,file:n}){let e=[];for(let i of t.jobs){let s=i.steps.find(l=>S(l)==="report"&&l.uses!==null);if(s===
void 0)continue;let o=cn(i,s,t.jobs,l=>C(t,l));o&&e.push({rule:"report-needs-incomplete",file:n,...o});let r=pn(i,s);r&&
e.push({rule:"report-skipped",file:n,...r})}return e}function un(t){let n=t.with[b.needs];return n?.expression==null?!1:
n.expression.replace(/\s+/g,"").toLowerCase()==="tojson(needs)"}function cn(t,n,e,i){if(!un(n))return null;let s=new Set(
t.needs.map(a=>a.id)),o=e.filter(a=>a.id!==t.id&&!s.has(a.id)).filter(a=>!i(a.id).includes(t.id)).map(a=>a.id);if(o.length===
0)return null;let r=t.needs.map(a=>a.id);return{...t.needs[0]?.position??t.position,message:`job ${t.id} passes \`${b.needs}\
: \${{ toJSON(needs) }}\` to ${n.uses.text.trim()}, but GitHub's \`needs\` context holds only the jobs a job lists in its \
own \`needs:\`, and it does not list ${o.join(", ")}: a failure of one of them is not in that context (a job it lists th\
at runs after it is skipped, and a skipped job fails nothing), so the report would not say the run failed; list them in \
its \`needs:\` (needs: [${[...r,...o].join(", ")}])`}}function pn(t,n){if(t.needs.length===0)return null;let e=t.if,i=e.
expression.replace(/'(?:[^']|'')*'/g,"''");if(/\b(?:always|failure|cancelled)\s*\(/i.test(i))return null;let s=(e.text??
"").trim().replace(/^\$\{\{([\s\S]*)\}\}$/,"$1").trim(),o="so GitHub runs it only when every job it needs succeeded: whe\
n one fails or is cancelled, the report job is skipped and no report says so",r;return e.text===null||s===""?r=`it has n\
o \`if:\`, ${o}; give it \`if: always()\``:e.implicitSuccess?r=`its \`if:\` calls no status function, ${o}; make it \`if:\
 always() && (${s})\``:r=`its \`if:\` calls \`success()\`, ${o}; call \`always()\` in its place`,{...e.position??t.position,
message:`job ${t.id} runs ${n.uses.text.trim()} and needs ${t.needs.map(l=>l.id).join(", ")}, but ${r}`}}var dn=new Set(["pull_request","pull_request_target","pull_request_review","pull_request_review_comment","issue_comment"]);
function Le({workflow:t,file:n}){let e=[],s=Object.keys(t.on).some(o=>dn.has(o))?"pull-requests":"issues";for(let o of t.
jobs)for(let r of o.steps){if(S(r)!=="report"||!r.uses)continue;let l=r.with[b.mode];if(l&&l.expression===null&&l.text.trim()===
"summary")continue;let a=q(o,t);if(a.kind==="expression"||bt(a,"issues")||bt(a,"pull-requests"))continue;let u=a.kind===
"unset"?"neither the job nor the workflow sets `permissions:` (the repository default may be read-only)":"its token has \
neither `issues: write` nor `pull-requests: write`";e.push({rule:"report-permission",file:n,...r.uses.position,message:`\
job ${o.id} posts the report comment with ${r.uses.text}, but ${u}; add \`${s}: write\` to the job's \`permissions:\` (or s\
et \`${b.mode}: summary\`)`})}return e}function ze(t){let n=[];for(let e of t.workflow.jobs)for(let i of st(e)){let s=i[b.prompt];s&&n.push(...je(e,fn(s,t),t));
let o=i[b.promptFile];if(o&&o.expression===null&&t.readFile){let r=o.text.trim(),l=t.readFile(r);l!==null&&n.push(...je(
e,{text:l,file:r,at:(a,u)=>({line:a,column:u})},t))}}return n}function fn(t,{file:n,locator:e}){return{text:nt(t.text),file:n,
at:(s,o)=>e.locateLine(t,s,o)}}function je(t,n,e){let{workflow:i}=e,s=[],{analysis:o,problems:r}=ot(n.text);for(let p of r)
s.push({rule:"template-invalid",file:n.file,...n.at(p.line,p.column),message:[p.message,...p.details].join("; ")});let l=o?.
references??[],a=mn(t,e),u=a.flatMap(p=>L(p).ids),d=p=>a.some(B=>{let P=L(B);return P.unknown||P.ids.includes(p)||P.matrix&&
p.startsWith(`${B.id}-`)}),f=e.run?gn(t,e.run):a.map(p=>({id:p.id,jobs:[p]})),h=f.map(p=>p.id),k=t.with[b.needs],c=Tt(i,
t)?Vt(k,wn(i)):null;for(let p of l){if(p.kind==="stage"?d(p.stage):h.includes(p.stage)){let R=(f.find(v=>v.id===p.stage)?.
jobs??[]).map(L),D=p.kind==="stage"?[p.stage]:R.some(v=>v.unknown||v.matrix)?[]:R.flatMap(v=>v.ids);if(c&&D.length>0&&!D.
some(v=>c.has(v))){let v=p.kind==="stage"?`stages.${p.stage}`:`jobs.${p.stage}`,Te=p.kind==="stage"?p.stage:`its stages \
(${D.join(", ")})`;s.push({rule:"template-not-upstream",file:n.file,...n.at(p.line,p.column),message:Gt(v,Te,t.id,k)})}continue}
let P=p.kind==="stage"?"stages":"jobs",ft=p.kind==="stage"?u:h,Ue=p.kind==="stage"?"stages":"jobs",A,Ct="",E=p.kind==="j\
ob"?i.jobs.find(R=>R.id===p.stage):bn(i,p.stage),Et=E&&E.id!==t.id?it(i,E.id,t.id):null,Rt=E===void 0&&e.run?hn(t,p,e.run):
null;if(p.kind==="job"&&e.run?$e(e.run.stageUpstream(`${e.run.prefix}${t.id}`)).some(R=>R.id===p.stage):!1)A=`a called w\
orkflow reads its own jobs by their ids in its file, as GitHub's records name them (github.job is the called file's own \
job id): jobs.${M(p.stage)}`;else if(E?.id===t.id)A="that is this stage itself (its previous attempt is {{attempt.previo\
us}})";else if(E&&Et)A=`job ${E.id} runs after job ${t.id} (${Mt(Et)}), and a prompt reads only stages of jobs that fini\
sh before it`;else if(E)A=`it runs beside job ${t.id}, not before it; add ${E.id} to \`needs:\` of job ${t.id} if the pr\
ompt needs its handoff`;else if(Rt!==null)A=Rt;else{A=`there is no ${p.kind} ${p.stage} in this workflow${[...e.run?.jobs.
values()??[]].some(D=>D.calledBy!==null)?" or the workflows the run calls":""}`;let R=et(p.stage,ft);R!==void 0&&(Ct=` (\
did you mean ${R}?)`)}s.push({rule:"template-not-upstream",file:n.file,...n.at(p.line,p.column),message:`${P}.${p.stage}\
 is not upstream of job ${t.id}: ${A}; upstream ${Ue}: ${ft.length>0?ft.join(", "):"(none)"}${Ct}`})}return s}function mn(t,{
workflow:n,run:e}){return e?e.stageUpstream(`${e.prefix}${t.id}`).map(i=>i.job):C(n,t.id).map(i=>n.jobs.find(s=>s.id===i)).
filter(i=>i!==void 0)}function gn(t,n){let e=n.stageUpstream(`${n.prefix}${t.id}`),i=$e(e),s=new Map(i.map(r=>[r.id,[]]));
for(let r of e)for(let l=r.id.length;l!==-1&&(s.get(r.id.slice(0,l))?.push(r.job),l!==0);l=r.id.lastIndexOf("/",l-1));let o=new Map;
for(let r of i){let l=M(r.id);o.set(l,[...o.get(l)??[],...s.get(r.id)??[]])}return[...o].map(([r,l])=>({id:r,jobs:l}))}function $e(t){
let n=new Set(t.map(e=>e.id));return t.filter(e=>e.calledBy===null||!n.has(e.calledBy))}function hn(t,n,e){let i=n.kind===
"job"?e.jobs.get(n.stage):[...e.jobs.values()].find(r=>L(r.job).ids.includes(n.stage));if(i===void 0)return null;let s="\
a prompt reads only stages of jobs that finish before it",o=qt(r=>e.jobs.get(r),`${e.prefix}${t.id}`,i.id);switch(o.kind){case"\
self":return`that is this job itself; ${s}`;case"add":return`it is not upstream of job ${t.id}; add '${o.need}' to ${o.needsOf}\
 if the prompt needs its handoff`;default:return`${o.text}; ${s}`}}function bn(t,n){let e=t.jobs.map(i=>({job:i,stages:L(
i)}));return e.find(i=>i.stages.ids.includes(n)&&!i.stages.matrix)?.job??e.filter(i=>i.stages.matrix&&(n===i.job.id||n.startsWith(
`${i.job.id}-`))).sort((i,s)=>s.job.id.length-i.job.id.length)[0]?.job??e.find(i=>i.stages.ids.includes(n))?.job}function wn(t){
let n=t.jobs.map(e=>({job:e,stages:L(e)}));return e=>{let i=n.find(o=>o.stages.ids.includes(e)&&!o.stages.matrix)??n.filter(
o=>o.stages.matrix&&e.startsWith(`${o.job.id}-`)).sort((o,r)=>r.job.id.length-o.job.id.length)[0];if(i===void 0)return;let s=C(
t,i.job.id).map(o=>L(t.jobs.find(r=>r.id===o)));return{callsStageWorkflow:J(i.job),needsInput:i.job.with[b.needs],upstreamStages:s.
some(o=>o.unknown||o.matrix)?null:s.flatMap(o=>o.ids)}}}function Se({workflow:t,file:n}){return Dt(t).map(e=>({rule:"unknown-input",file:n,...e.position,message:e.message}))}function ve({workflow:t,file:n}){let e=[],i=s=>{let o=xn(s.text);o&&e.push({rule:"unpinned-action",file:n,...s.position,
message:o})};for(let s of t.jobs){s.uses&&i(s.uses);for(let o of s.steps)o.uses&&At(o.uses.text)&&i(o.uses)}return e}var kn=new Set(
["actions","github","dependabot"]);function xn(t){if(t.startsWith("./")||t.startsWith("../"))return null;if(t.startsWith(
"docker://"))return/@sha256:[0-9a-f]{64}$/.test(t)?null:`${t}: the image is not pinned to a digest; a tag can be pushed \
again with other content. Use ${t.replace(/[:@][^/:@]*$/,"")}@sha256:<digest>`;let n=t.lastIndexOf("@");if(n===-1)return`${t}\
: no ref at all; pin the full commit sha: ${t}@<40-hex commit sha> # <tag>`;let e=t.slice(n+1);if(/^[0-9a-f]{40}$/.test(
e))return null;let i=t.slice(0,n),s=i.split("/")[0]?.toLowerCase()??"";return e!==""&&kn.has(s)?null:`${t}: \`${e}\` is n\
ot a commit sha, and a tag or branch can be moved to other code; pin the full commit sha: ${i}@<40-hex commit sha> # ${e}\
 (only GitHub's own actions, under actions/, github/ and dependabot/, may name a tag or branch)`}var yn=new Set(["number","id","run_number","run_attempt","workflow_id","check_suite_id","draft","merged","locked","fork",
"private","comments","review_comments","additions","deletions","changed_files"]),Ln=new Set(["issue","pull_request","dis\
cussion","answer","comment","review","label","milestone","release","workflow_run","workflow_job","check_run","check_suit\
e","deployment","deployment_status","head","base","repo","head_repository","repository","organization","installation","t\
eam","sender","user","assignee"]),jn=new Set(["number","after","before","created","deleted","forced","ref_type","issue.s\
tate","pull_request.state","discussion.state","pull_request.commits","pull_request.head.sha","pull_request.base.sha","pu\
ll_request.author_association","comment.author_association","workflow_run.status","workflow_run.conclusion","workflow_ru\
n.head_sha","workflow_run.head_commit.id","head_commit.id","merge_group.head_sha","merge_group.base_sha","check_suite.he\
ad_sha","check_run.head_sha","deployment.sha","pull_request.merge_commit_sha","review.state","schedule"]);function Fe(t,n){
if(t.length===0)return!0;let e=t.join(".");if(e==="action")return n.has("repository_dispatch")||n.has("workflow_call");if(jn.
has(e))return!1;let i=t[t.length-1]??"",s=t.slice(0,-1);return!(s.length>0&&yn.has(i)&&s.every(o=>Ln.has(o)))}function St(t){let{workflow:n,expressions:e}=t,i=[],s=!1;for(let o of n.jobs){let r=Re(t,o),l=a=>{let u=Ee(a,r,e),d=f=>Q(
f,r)||f[0]==="env"&&u.has(f[1]??"");return(f,h)=>{f&&i.push(...Oe(f,h,d,t))}};o.steps.some(a=>S(a)==="stage")&&(l([n.env])(
zt(o.env,tt.args),"agent-args"),s||l([])(zt(n.env,tt.args),"agent-args"),s=!0);for(let a of o.steps){let u=l([n.env,o.env,
a.env]);u(a.run,"shell");let d=S(a);(d==="stage"||d==="prepare")&&$t(a.with,u),d==="stage"&&u(zt(a.env,tt.args),"agent-a\
rgs"),a.uses&&/^actions\/github-script@/.test(a.uses.text)&&u(a.with.script,"script");let f=W(a);if(f.kind==="local"){let h=Ee(
[n.env,o.env,a.env],r,e),k=c=>Q(c,r)||c[0]==="env"&&h.has(c[1]??"");i.push(...Ie(f.path,vt(a.with,k,e),t,0))}}J(o)&&$t(o.
with,l([n.env]))}return i}var Ce=new WeakMap;function zn(t,n){let e=Ce.get(t);return e===void 0&&(e=new Map(t.jobs.map(i=>[
i.id.toLowerCase(),at(i,U.data,n)])),Ce.set(t,e)),e}function Re({workflow:t,expressions:n,run:e},i){return{dataSteps:rt(
i),dataOutputs:zn(t,n),triggers:e?.triggers??new Set(Object.keys(t.on)),taintedInputs:e?.taintedInputs??new Set}}function _e(t,n){
let e=Re(t,n);return vt(n.with,i=>Q(i,e),t.expressions)}function vt(t,n,e){let i=new Set;for(let[s,o]of Object.entries(t))
o.expression!==null&&e.facts(o.expression).resultPaths.some(n)&&i.add(s.toLowerCase());return i}function Ie(t,n,e,i){let s=i>
ie?null:e.loadAction?.(t)??null;if(s?.kind!=="composite")return[];let o={...e,file:s.file,locator:new Y(s.source)},r={dataSteps:new Set,
dataOutputs:new Map,triggers:e.run?.triggers??new Set(Object.keys(e.workflow.on)),taintedInputs:new Set},l=u=>Q(u,r)||u[0]===
"inputs"&&n.has((u[1]??"").toLowerCase()),a=[];for(let u of s.steps){let d=new Set;for(let[c,p]of Object.entries(u.env))
p.expression!==null&&e.expressions.facts(p.expression).resultPaths.some(l)&&d.add(c.toLowerCase());let f=c=>l(c)||c[0]===
"env"&&d.has(c[1]??""),h=(c,p)=>{c&&a.push(...Oe(c,p,f,o))};h(u.run,"shell");let k=W(u);k.kind==="baton"&&(k.action==="s\
tage"||k.action==="prepare")&&$t(u.with,h),u.uses&&/^actions\/github-script@/.test(u.uses.text)&&h(u.with.script,"script"),
k.kind==="local"&&a.push(...Ie(k.path,vt(u.with,f,e.expressions),e,i+1))}return a}function $t(t,n){n(t[b.prompt],"prompt"),
n(t[b.run],"shell"),n(t[b.verify],"shell"),n(t[b.vars],"vars"),n(t[K.agentArgs],"agent-args")}function zt(t,n){let e=Object.
keys(t).find(i=>i.toUpperCase()===n);return e===void 0?void 0:t[e]}function Oe(t,n,e,{file:i,locator:s,expressions:o}){let r=[];
for(let{expression:l,offset:a}of pt(t.text))o.facts(l).resultPaths.some(e)&&r.push({rule:"untrusted-expression",file:i,...s.
locate(t,a),message:$n(`\${{ ${l} }}`,n)});return r}function $n(t,n){switch(n){case"shell":{let e=/^\$\{\{ env\.([A-Za-z_][A-Za-z0-9_]*) \}\}$/.
exec(t);return e?`\`${t}\` in a shell command: ${e[1]} holds attacker-controlled text, and GitHub pastes it into the scr\
ipt before the shell reads it. Use "$${e[1]}" (the shell's variable) instead`:`\`${t}\` in a shell command: GitHub pastes\
 the value into the script before the shell reads it, so text like \`"; curl \u2026 | sh; "\` runs. Pass it through \`env:\` (NAM\
E: ${t}) and use "$NAME" in the script`}case"script":return`\`${t}\` in a github-script: GitHub pastes the value into the\
 JavaScript before it runs. Pass it through \`env:\` and read process.env.NAME`;case"vars":return`\`${t}\` in vars: GitHu\
b pastes the value into the YAML before baton reads it, so a line break in it adds keys of its own (\`inputs.<any>\` in th\
e prompt). Leave it out of vars: and read it in the prompt with the Handlebars form (\`{{github.event.\u2026}}\`), inside \`{{fe\
nce \u2026}}\` for text people wrote`;case"agent-args":return`\`${t}\` in the agent's arguments (BATON_AGENT_ARGS, agent-\
args): each line becomes an argument of the agent CLI, so the text can give it options of its own (a config, a tool, a s\
ystem prompt). Write the arguments in the workflow, and give the text to the agent in its prompt, inside \`{{fence \u2026}}\``;case"\
prompt":return`\`${t}\` in a prompt: GitHub pastes the value into the template before baton compiles it, so the text beco\
mes template and instructions. Use the Handlebars form instead (\`{{github.event.\u2026}}\`, \`{{stages.<id>.data.<key>}}\`), whi\
ch baton prints as data, inside \`{{fence \u2026}}\` for text people wrote`}}function Q(t,{dataSteps:n,dataOutputs:e,triggers:i,
taintedInputs:s}){if(t[0]==="inputs"&&s.size>0)return t[1]===void 0||t[1]==="*"||s.has(t[1].toLowerCase());if(t[0]==="gi\
thub"){if(t.length===1||t[1]==="head_ref"||t[1]==="*")return!0;if(t[1]==="event")return Fe(t.slice(2),i)}let[o,r,l,a]=t;
return l!=="outputs"||r===void 0||a===void 0?!1:o==="steps"?a===U.data&&(n.has(r)||r==="*"):o==="needs"?e.get(r)?.has(a)===
!0||r==="*":!1}function Ee(t,n,e){let i=new Set;for(let s of t)for(let[o,r]of Object.entries(s))r.expression!==null&&e.facts(
r.expression).resultPaths.some(l=>Q(l,n))&&i.add(o.toLowerCase());return i}function Ne(t,n,e){let i=new Map;for(let s of n){let o=s.calledBy===null?void 0:n.find(a=>a.id===s.calledBy),r=o?.call?e(
o.call.path)??s.workflow:t,l=r.jobs.find(a=>a.id===M(s.id))??s.job;i.set(s.id,{id:s.id,job:l,workflow:r,calledBy:s.calledBy})}
return i}function Pe(t,n){let e=new Map(t.map(s=>[s.id,s])),i=s=>{let o=e.get(s);return o===void 0?[]:[...o.calledBy===null?
[]:i(o.calledBy),...o.upstream]};return s=>[...new Set(Ht(i(s),o=>e.get(o)?.call))].map(o=>n.get(o)).filter(o=>o!==void 0)}var Sn=[be,ze,ce,me,St,ue,ve,Le,ye,jt,Se,he,le];function vn(t,n,e={}){let i=We(e),s=Ae(dt(t,n,i));return Je(s,t,new Map,
n,i)}function We(t){let{readFile:n}=t;if(!n)return t;let e=new Map;return{...t,readFile:i=>{let s=e.get(i);if(s===void 0){
try{s={text:n(i)}}catch(o){s={error:o}}e.set(i,s)}if("error"in s)throw s.error;return s.text}}}function Je(t,n,e,i,s){let{
readFile:o,loadAction:r}=s,l=xe(n,e,i,{...o?{readFile:d=>o(d)??void 0}:{},...r?{loadAction:d=>r(d)??void 0}:{}},t),a=[...new Set(
[n.fileName,...[...t,...l].map(d=>d.file)])],u=new Map(a.map((d,f)=>[d,f]));return Ft([...t,...l]).sort((d,f)=>u.get(d.file)-
u.get(f.file)||Z(d,f))}function dt(t,n,e,i){return{workflow:t,file:t.fileName,locator:new Y(t.source),expressions:n,...e.
readFile?{readFile:Cn(e.readFile)}:{},...e.loadAction?{loadAction:e.loadAction}:{},...e.actionProblem?{actionProblem:e.actionProblem}:
{},...i?{run:i}:{}}}function Fn(t,n,e,i,s={}){let o=We(s),r=Me(t,n,e,i,o),l=new Set(r.map(a=>a.workflow.fileName));for(let a of n.
values())!("unreadable"in a)&&!l.has(a.fileName)&&(l.add(a.fileName),r.push(dt(a,i,o)));return Je(Ft(r.flatMap(Ae)),t,n,
i,o)}function Cn(t){return n=>{try{return t(n)}catch{return null}}}function Ft(t){let n=new Set;return t.filter(e=>{let i=JSON.
stringify(e);return n.has(i)?!1:(n.add(i),!0)})}function Me(t,n,e,i,s){let o=f=>{let h=n.get(f);return h===void 0||"unre\
adable"in h?void 0:h},r=Ne(t,e,o),l=Pe(e,r),a=new Set(Object.keys(t.on)),u={prefix:"",jobs:r,stageUpstream:l,inherited:null,
triggers:a,taintedInputs:new Set},d=new Map([["",dt(t,i,s,u)]]);for(let f of e){let h=f.call?o(f.call.path):void 0,k=d.get(
f.calledBy===null?"":`${f.calledBy}/`),c=r.get(f.id);if(h===void 0||k?.run===void 0||c===void 0)continue;let p=q(c.job,c.
workflow),B=p.kind==="unset"?k.run.inherited:{permissions:p,from:p.from==="job"?`jobs.${M(f.id)}.permissions of ${c.workflow.
fileName}`:`the permissions: of ${c.workflow.fileName}, for its job ${M(f.id)}`},P={prefix:`${f.id}/`,jobs:r,stageUpstream:l,
inherited:B,triggers:a,taintedInputs:_e(k,c.job)};d.set(P.prefix,dt(h,i,s,P))}return[...d.values()]}function Ae(t){let{workflow:n}=t,
e=n.problems.filter(i=>i.severity==="error").map(i=>({rule:"workflow-invalid",file:n.fileName,...En(i.path),message:i.message}));
for(let i of Sn)e.push(...i(t));return e.sort(Z)}function En(t){let n=V(t);return n?{line:n.line,column:n.column}:{line:1,
column:1}}function Rn(t,n,e){let i=Me(t,e.called,e.expanded,n,{});return Ft(i.flatMap(s=>[...St(s),...jt(s)])).sort(Z)}function _n(t){
let n=new Map;for(let e of t){let i=`${e.file}\0${e.rule}`;n.set(i,[...n.get(i)??[],e])}return[...n.values()].map(e=>{let[
i]=e;if(e.length===1)return`${wt(i)} (baton lint reports it too)`;let s=[...new Set(e.map(r=>r.line))],o=s.length>10?`${s.
slice(0,10).join(", ")}, \u2026`:s.join(", ");return`${i.file}: ${e.length} ${i.rule} findings, at line${s.length===1?"":
"s"} ${o}: ${ct[i.rule]}; baton lint ${i.file} says each`})}export{ct as a,Ge as b,wt as c,V as d,j as e,xt as f,ae as g,Be as h,vn as i,Fn as j,Rn as k,_n as l};

import{Ca as Qt,F as Tt,G as Vt,Ga as te,H as Gt,Ha as ee,I as J,Ia as ne,J as Ht,N as qt,Oa as S,Pa as ie,Qa as st,Ra as rt,
Sa as at,Ta as lt,Ua as L,Va as ut,Wa as q,Xa as oe,Ya as bt,Z as Y,e as Jt,h as nt,ha as Bt,k as C,l as it,m as Mt,n as ht,
o as At,r as T,s as W,sa as Dt,t as Ut,ta as Kt,xa as Xt,ya as Yt,za as Zt}from"./chunk-FFMODOH4.js";import{y as ot}from"./chunk-NKWIOYZY.js";
import{f as et,t as Wt}from"./chunk-6PYYODLU.js";import{d as _t,k as It}from"./chunk-4X335366.js";import{Aa as g,
B as b,C as A,D as tt,Da as Pt,S as x,Z as K,ca as mt,ia as m,ja as _,ka as U,la as F,ma as Ot,na as Nt,oa as $,pa as w,
ta as G,ua as gt,va as H,wa as X,xa as I,za as O}from"./chunk-WXLRAERB.js";var ct={"workflow-invalid":"the workflow file does not parse or breaks GitHub\u2019s schema","template-invalid":"a promp\
t template does not parse, or uses what baton refuses","template-not-upstream":"a prompt template references a stage or \
job that is not upstream of its job","checkout-missing":"a stage step of baton\u2019s action whose prompt reads upstream stag\
es, in a job that does not check the repository out before it, with no `needs` input: on GitHub it would know no upstrea\
m stage","checkout-shallow":"a stage step running an `agent` preset after an `actions/checkout` of another ref without `\
fetch-depth: 0`, and without `trust-checkout: true`: the run\u2019s commit is not in the clone, so the agent runs with none o\
f its project configuration","untrusted-expression":"attacker-controlled text (a text field of `github.event`, `github.h\
ead_ref`, handoff data) interpolated with ${{ }} into a shell command or a prompt","agent-job-write":"a job that runs an\
 agent holds write permissions","agent-job-secret":"a job that runs an agent holds a secret or token beyond its model ke\
y","unpinned-action":"an action or reusable workflow from another repository is not pinned to a full commit sha (GitHub\u2019\
s own `actions/`, `github/`, `dependabot/` may name a tag)","report-permission":"a report job cannot post its comment wi\
th the permissions it has","report-needs-incomplete":"a report job given `needs: ${{ toJSON(needs) }}` does not list in \
its `needs:` every job it could report on: a failure in one it does not list cannot make the report say the run failed",
"report-skipped":"a report job that needs other jobs has no `always()` (nor `failure()`, `cancelled()`) in its `if:`: wh\
en one of them fails it is skipped","next-unknown-job":"a `next` routing condition names a job that does not exist","unk\
nown-input":"a `with:` key (or a secret) that baton\u2019s action or reusable stage workflow does not declare","invalid-\
input":"a `with:` value that baton\u2019s action (or its reusable stage workflow) would refuse when it runs","action-inv\
alid":"a `uses: ./path` action of the repository whose action.yml GitHub would refuse (a composite step without `shell:`\
)","stage-duplicate":"two stage steps, jobs or legs of a call would record the same stage id (their records would collid\
e)","timeout-invalid":"a literal `timeout-minutes` or `cancel-timeout-minutes` that is not a number of minutes above 0",
"shell-invalid":"a literal `shell:` that is neither a built-in shell nor a command with `{0}`"},Ue=w({rule:X(Object.keys(
ct)),file:m(),line:_().check(U(),mt(1)),column:_().check(U(),mt(1)),message:m()});function wt(t){return It(`${t.file}:${t.
line}:${t.column}: ${t.rule}: ${t.message}`)}function Z(t,n){return t.file!==n.file?t.file<n.file?-1:1:t.line-n.line||t.
column-n.column||(t.rule<n.rule?-1:t.rule>n.rule?1:0)}function V(t){let n=/^(.*):(\d+):(\d+)$/.exec(t);return n?{file:n[1],
line:Number(n[2]),column:Number(n[3])}:null}var y=w({line:_().check(U()),column:_().check(U())}),j=w({text:m(),expression:g(m()),position:y,keyPosition:O(y),literal:O(
X(["string","number","boolean","null"]))}),z=Pt(()=>gt("kind",[w({kind:I("literal"),value:G([m(),_(),F(),Ot()]),position:y}),
w({kind:I("expression"),expression:m(),text:m(),position:y}),w({kind:I("sequence"),items:$(z),position:y}),w({kind:I("ma\
pping"),entries:$(w({key:m(),value:z,keyPosition:O(y)})),position:y})])),kt=w({expression:m(),text:g(m()),position:g(y),
implicitSuccess:O(F())}),N=H(m(),j),xt=w({index:_().check(U()),id:g(m()),action:O(m()),name:g(j),if:kt,run:g(j),uses:g(w(
{text:m(),position:y})),ownAction:O(I(!0)),with:N,env:N,shell:g(j),workingDirectory:g(j),continueOnError:G([F(),j]),timeoutMinutes:g(
z),position:y}),Te=gt("kind",[w({kind:I("composite"),file:m(),directory:m(),source:m(),inputs:$(w({id:m(),default:g(j),required:F()})),
outputs:$(w({id:m(),value:g(j)})),steps:$(xt)}),w({kind:I("other"),file:m(),using:m()})]),yt=w({shell:g(j),workingDirectory:g(
j)}),se=w({id:m(),position:y}),re=w({id:m(),name:g(j),position:y,needs:$(se),if:kt,strategy:g(z),runsOn:g(z),container:g(
z),services:g(z),env:N,outputs:N,permissions:g(z),continueOnError:G([F(),j]),timeoutMinutes:g(z),cancelTimeoutMinutes:g(
z),defaults:g(yt),uses:g(w({text:m(),position:y})),with:N,secrets:G([I("inherit"),N]),steps:$(xt),stageWorkflow:O(F())}),
Lt=w({name:m(),type:X(["string","choice","boolean","environment","number"]),required:F(),default:g(G([m(),F(),_()])),description:g(
m()),options:g($(m())),position:y}),Ve=w({inputs:H(m(),Lt),secrets:H(m(),w({required:F(),position:y})),outputs:N,position:y}),
Ge=w({fileName:m(),source:m(),name:g(m()),on:H(m(),Nt()),inputs:H(m(),Lt),env:N,permissions:g(z),defaults:g(yt),jobs:$(re),
call:O(Ve),problems:$(Wt)});function pt(t){let n=[],e=/\$\{\{([\s\S]*?)\}\}/g;for(let i=e.exec(t);i!==null;i=e.exec(t))n.push({expression:(i[1]??"").
trim(),offset:i.index});return n}function ae(t){let{workflow:n,file:e,actionProblem:i}=t;if(!i)return[];let s=[];for(let o of n.jobs)for(let r of o.steps){
let l=T(r);if(l.kind!=="local"||!r.uses)continue;let a=i(l.path);a!==null&&s.push({rule:"action-invalid",file:e,...r.uses.
position,message:a})}return s}function le(t){let n=[];for(let e of t.workflow.jobs)ie(e)&&n.push(...He(e,t),...qe(e,t));return n}function He(t,{workflow:n,
file:e,run:i}){let s=i!==void 0&&i.prefix!=="",o=q(t,n),r=o.kind==="unset"?i?.inherited??null:null,l=r?.permissions??o;if(l.
kind==="unset")return[{rule:"agent-job-write",file:e,...t.position,message:`job ${t.id} runs an agent and neither it nor\
 the workflow${s?" nor its caller":""} sets \`permissions:\`, so its token has the repository's default, which may be writ\
e-all; set \`permissions:\` with \`contents: read\` on the job`}];let a=oe(l);if(a.length===0||l.kind==="expression")return[];
let u=r!==null?`the permissions its call gives it (${r.from})`:l.from==="job"?"its `permissions:`":"the workflow's `perm\
issions:`";return[{rule:"agent-job-write",file:e,...r!==null?t.position:l.position,message:`job ${t.id} runs an agent, a\
nd ${u} let its token write (${a.join(", ")}); an agent that reads untrusted text must not hold write access. Give this \
job read permissions and write from a job without an agent (a report job, a pull-request job)`}]}function qe(t,n){let{workflow:e,
file:i,locator:s,expressions:o}=n,r=[],l=(a,u,f)=>{for(let[d,h]of Object.entries(a))for(let k of Be(h,f?d:null,o))r.push(
{rule:"agent-job-secret",file:i,...s.locate(h,k.offset),message:`job ${t.id} runs an agent, and ${u} \`${d}\` gets ${k.what}\
; ${k.why}`})};l(e.env,"the workflow's env",!0),l(t.env,"its env",!0);for(let a of t.steps){let u=a.id?`step ${a.id}`:`s\
tep ${a.index+1}`;l(a.env,`${u}'s env`,!0),S(a)===null&&l(a.with,`${u}'s input`,!1),a.uses&&/^actions\/checkout@/.test(a.
uses.text)&&a.with["persist-credentials"]?.text.trim().toLowerCase()!=="false"&&r.push({rule:"agent-job-secret",file:i,...a.
uses.position,message:`job ${t.id} runs an agent, and actions/checkout keeps the job's token in .git/config where the ag\
ent can read it; add \`persist-credentials: false\` under \`with:\``})}return r}function Be(t,n,e){let i=[],s=n!==null&&
lt.has(n.toUpperCase());for(let{expression:o,offset:r}of pt(t.text))for(let l of e.facts(o).paths)if(l[0]==="secrets"&&l[1]===
"github_token"||l[0]==="github"&&l[1]==="token")i.push({what:"the GitHub token",why:"a prompt injection could use it. Us\
e the token in a job without an agent",offset:r});else if(l[0]==="secrets"&&l[1]===void 0)i.push({what:"every secret of \
the repository",why:"pass only the model key it needs",offset:r});else if(l[0]==="secrets"&&l[1]!==void 0){if(s||lt.has(
l[1].toUpperCase()))continue;i.push({what:`the secret ${l[1].toUpperCase()}`,why:`an agent's job should hold only its mo\
del key (${[...lt].join(", ")}). Move the secret to a job without an agent`,offset:r})}return i}function ue(t){let{workflow:n}=t;if(t.run!==void 0&&t.run.prefix!=="")return[];let e=Object.keys(n.on);if(e.length>0&&e.
every(s=>s==="workflow_call"))return[];let i=[];for(let s of n.jobs)s.steps.forEach((o,r)=>{let l=De(s,o,r,t);l&&i.push(
l)});return i}function De(t,n,e,i){let s=T(n);if(s.kind!=="baton"||s.action!=="stage"&&s.action!=="prepare"||n.uses===null||
n.uses.text.trim().startsWith("./"))return null;let o=n.with[b.needs];if(o!==void 0&&o.text.trim()!=="")return null;let r=Ke(
n,i);if(r===null)return null;let l=u=>`${u.line}:${u.column}`,a=Xt(t.steps,e,l);return a===null?null:{rule:"checkout-mis\
sing",file:i.file,...n.uses.position,message:Zt(t.id,r.first,a,Xe(t,r.named,i))}}function Ke(t,n){let e=t.with[b.prompt],
i=t.with[b.promptFile],s=null;if(e)s={text:nt(e.text),at:(l,a)=>{let u=n.locator.locateLine(e,l,a);return`${u.line}:${u.
column}`}};else if(i&&i.expression===null&&n.readFile){let l=i.text.trim(),a=n.readFile(l);a!==null&&(s={text:a,at:(u,f)=>`${l}\
:${u}:${f}`})}if(s===null)return null;let{analysis:o}=ot(s.text);if(!o)return null;let r=Yt(o,s.at);return r===null?null:
{first:r,named:o.references}}function Xe(t,n,{workflow:e}){let i=C(e,t.id).map(o=>e.jobs.find(r=>r.id===o)).filter(o=>o!==
void 0).map(o=>({id:o.id,...L(o)})),s=new Set;for(let o of n){if(o.kind==="stage"){i.some(a=>a.ids.includes(o.stage)||a.
matrix&&o.stage.startsWith(`${a.id}-`))&&s.add(o.stage);continue}let r=i.find(l=>l.id===o.stage);if(r&&!r.matrix&&!r.unknown)
for(let l of r.ids)s.add(l)}return[...s]}var ce={claude:[".claude",".mcp.json",".claude.json","CLAUDE.md","CLAUDE.local.md",".gitmodules",".ripgreprc",".husky"],
codex:[".codex","AGENTS.md","AGENTS.override.md",".agents"],gemini:[".gemini","GEMINI.md",".env"],copilot:[".github/copi\
lot",".github/hooks",".github/agents",".github/skills",".github/instructions",".github/copilot-instructions.md",".github\
/mcp.json",".mcp.json",".vscode/mcp.json",".agents",".claude","AGENTS.md","CLAUDE.md","GEMINI.md"]};function pe({workflow:t,file:n}){let e=[];for(let i of t.jobs)i.steps.forEach((s,o)=>{let r=Ye(i,s,o);r&&e.push({rule:"c\
heckout-shallow",file:n,...r})});return e}function Ye(t,n,e){if(S(n)!=="stage"||n.uses===null)return null;let i=Ze(n,b.agent);
if(i===null||!Ut.includes(i))return null;let s=n.with[b.trustCheckout];if(s!==void 0&&(s.expression!==null||s.text.trim()===
"true"))return null;let o=Qe(n);if(o===null)return null;let r=nn(t.steps.slice(0,e),o);if(r===null)return null;let{step:l,
ref:a,path:u,depth:f}=r,d=ce[i],h=d.length>4?`${d.slice(0,4).join(", ")}, \u2026`:d.join(", "),k=u===""?"":` into ${u}`;
return{...n.uses.position,message:`job ${t.id}: the checkout at ${l.uses.position.line}:${l.uses.position.column} checks\
 out ${a}${k} with ${f===null?"actions/checkout's default `fetch-depth: 1`":`\`fetch-depth: ${f}\``}, so the commit this\
 run is for (GITHUB_SHA) is not in the clone; when the checkout is at another commit, as a pull request's head is, baton\
 sets ${i}'s project configuration (${h}) to that commit's while the agent runs, and without it the agent runs with none\
 of it (the step warns so). Give the checkout \`fetch-depth: 0\` so the agent gets the run's commit's configuration, or se\
t \`${b.trustCheckout}: true\` on this step to let it read the checkout's (only for code you trust)`}}function Ze(t,n){let e=t.
with[n];if(e===void 0||e.expression!==null)return null;let i=e.text.trim();return i===""?null:i}function Qe(t){let n=t.with[b.
workingDirectory];return n===void 0?"":n.expression!==null?null:fe(n.text)}function fe(t){return t.trim().split("/").filter(
n=>n!==""&&n!==".").join("/")}var tn=/\bgit\s+(?:clone|checkout|switch|fetch|pull|reset|init|worktree|sparse-checkout)\b|\bgh\s+(?:pr\s+checkout|repo\s+clone)\b/,
en=/^\$\{\{\s*github\.(?:sha|ref)\s*\}\}$/i;function nn(t,n){for(let e of t.toReversed()){if(e.run!==null){if(tn.test(e.
run.text))return null;continue}if(e.uses===null)continue;let i=e.uses.text.trim(),s=(i.split("@")[0]??"").toLowerCase();
if(s!=="actions/checkout"){if(s.startsWith("actions/")||i.startsWith("docker://"))continue;return null}let o=e.with.path;
if(o!==void 0&&o.expression!==null)return null;let r=o===void 0?"":fe(o.text);if(r!==""&&n!==r&&!n.startsWith(`${r}/`))continue;
let l=e.with.repository;if(l!==void 0&&(l.expression!==null||l.text.trim()!==""))return null;let a=e.with.ref;if(a===void 0||
a.text.trim()===""||en.test(a.text.trim()))return null;let u=e.with["fetch-depth"];return u!==void 0&&(u.expression!==null||
u.text.trim()==="0")?null:{step:e,ref:a.text.trim(),path:r,depth:u===void 0?null:u.text.trim()}}return null}function de(t){let{workflow:n,file:e}=t;return[...Kt(n).map(s=>({rule:"invalid-input",file:e,...s.position,message:s.message})),
...sn(t),...on(t)]}function on({workflow:t,file:n}){let e=[];for(let i of t.jobs){if(!W(i)||!i.uses)continue;let s=i.uses.
text.trim(),o=s.includes("@")?s.slice(s.lastIndexOf("@")+1):"",r=i.with[K.batonRef];if(!/^[0-9a-f]{40}$/i.test(o)||!r||r.
expression!==null)continue;let l=r.text.trim();l.toLowerCase()!==o.toLowerCase()&&e.push({rule:"invalid-input",file:n,...r.
position,message:`${K.batonRef}: ${JSON.stringify(l)} is not the commit job ${i.id} calls baton's stage workflow at (${o}\
), so the workflow and the action it runs would be two versions of baton (an update that bumped only the uses: line, say\
); pass ${o}`})}return e}function sn({workflow:t,file:n,locator:e,expressions:i,run:s}){let o=[],r;for(let l of t.jobs){
let a=st(l).map(c=>c[b.needs]).filter(c=>c!==void 0&&c.expression===null);if(a.length===0)continue;r??=new Map(t.jobs.map(
c=>[c.id,ut(c,i)]));let u=s?.stageUpstream(`${s.prefix}${l.id}`).map(c=>c.job)??null,f=new Map(r);for(let c of u??[])f.has(
c.id)||f.set(c.id,ut(c,i));let d=u?.map(c=>c.id)??C(t,l.id),h=(u??d.map(c=>t.jobs.find(p=>p.id===c))).filter(c=>c!==void 0).
map(c=>({id:c.id,...ut(c,i)})),k={job:l.id,upstreamStages:h.flatMap(c=>c.stages??[]),openMatrices:h.filter(c=>c.stages===
null&&c.openMatrix).map(c=>c.id),unknown:h.some(c=>c.stages===null&&!c.openMatrix),jobs:f,upstreamJobs:d,runsAfter:c=>it(
t,c,l.id)};for(let c of a)for(let p of Bt(c,k))o.push({rule:"invalid-input",file:n,...e.locate(c,p.offset),message:p.message})}
return o}function me({workflow:t,file:n,expressions:e}){let i=[],s=o=>ht(t.fileName,o);for(let o of t.jobs){let r=te(o.strategy);
if(!(r===null||Jt(r)))try{ee(e,r,{},s)}catch(l){if(!(l instanceof _t))throw l;let a=V(l.where??"")??r.position;i.push({rule:"\
workflow-invalid",file:n,line:a.line,column:a.column,message:`jobs.${o.id}: ${l.message}`})}}return i}function jt({workflow:t,file:n,expressions:e}){let i=t.jobs.map(a=>a.id),s=new Set;for(let a of t.jobs){s.add(a.id.toLowerCase());
for(let u of L(a).ids)s.add(u.toLowerCase())}let o=new Map(t.jobs.map(a=>{let u=at(a,A.next,e);return(W(a)||L(a).ids.length>
0)&&u.add(A.next),[a.id.toLowerCase(),u]})),r=[],l=(a,u)=>{if(!(a.text===null||a.position===null))for(let f of e.facts(a.
expression).comparisons){let[d,h,k,c]=f.path;k!=="outputs"||h===void 0||c===void 0||!(d==="needs"&&o.get(h)?.has(c)||d===
"steps"&&c===A.next&&rt(u).has(h))||f.literal===""||s.has(f.literal.toLowerCase())||r.push({rule:"next-unknown-job",file:n,
...a.position,message:`\`${f.path.join(".")} ${f.operator} '${f.literal}'\`: there is no job ${f.literal} in this workfl\
ow, so no handoff can take this route; jobs: ${i.join(", ")}${rn(f.literal,i)}`})}};for(let a of t.jobs){l(a.if,a);for(let u of a.
steps)l(u.if,a)}return r}function rn(t,n){let e=et(t,n);return e===void 0?"":` (did you mean ${e}?)`}var ge={[x.stageDuplicate]:"stage-duplicate",[x.stageInvalid]:"invalid-input",[x.promptFileMissing]:"invalid-input",[x.timeoutInvalid]:"\
timeout-invalid",[x.shellInvalid]:"shell-invalid",[x.matrixInvalid]:"workflow-invalid",[x.templateStage]:"template-not-u\
pstream",[x.templateInvalid]:null,[x.templateKey]:"template-invalid",[x.needsInput]:null,[x.checkoutMissing]:null,[x.actionInputInvalid]:null,
[x.actionInputUnknown]:null,[x.workflowCallInvalid]:null,[x.inputMissing]:null,[x.inputUnknown]:null,[x.inputInvalid]:null,
[x.eventNotTrigger]:null,[x.jobUnknown]:null};function be(t,n,e,i,s){let o=new Set(s.map(he)),r=[];for(let l of Qt(t,e,{
...i,calledWorkflows:n,anyRun:!0})){let a=Object.hasOwn(ge,l.code)?ge[l.code]:null;if(a===null)continue;let u=V(l.path)??
{file:l.path,line:1,column:1},f={rule:a,...u,message:l.message};o.has(he(f))||r.push(f)}return r}function he(t){return JSON.
stringify([t.rule,t.file,t.line,t.column])}function we({workflow:t,file:n}){let e=[];for(let i of t.jobs){let s=i.steps.find(l=>S(l)==="report"&&l.uses!==null);if(s===
void 0)continue;let o=ln(i,s,t.jobs,l=>C(t,l));o&&e.push({rule:"report-needs-incomplete",file:n,...o});let r=un(i,s);r&&
e.push({rule:"report-skipped",file:n,...r})}return e}function an(t){let n=t.with[b.needs];return n?.expression==null?!1:
n.expression.replace(/\s+/g,"").toLowerCase()==="tojson(needs)"}function ln(t,n,e,i){if(!an(n))return null;let s=new Set(
t.needs.map(a=>a.id)),o=e.filter(a=>a.id!==t.id&&!s.has(a.id)).filter(a=>!i(a.id).includes(t.id)).map(a=>a.id);if(o.length===
0)return null;let r=t.needs.map(a=>a.id);return{...t.needs[0]?.position??t.position,message:`job ${t.id} passes \`${b.needs}\
: \${{ toJSON(needs) }}\` to ${n.uses.text.trim()}, but GitHub's \`needs\` context holds only the jobs a job lists in its \
own \`needs:\`, and it does not list ${o.join(", ")}: a failure of one of them is not in that context (a job it lists th\
at runs after it is skipped, and a skipped job fails nothing), so the report would not say the run failed; list them in \
its \`needs:\` (needs: [${[...r,...o].join(", ")}])`}}function un(t,n){if(t.needs.length===0)return null;let e=t.if,i=e.
expression.replace(/'(?:[^']|'')*'/g,"''");if(/\b(?:always|failure|cancelled)\s*\(/i.test(i))return null;let s=(e.text??
"").trim().replace(/^\$\{\{([\s\S]*)\}\}$/,"$1").trim(),o="so GitHub runs it only when every job it needs succeeded: whe\
n one fails or is cancelled, the report job is skipped and no report says so",r;return e.text===null||s===""?r=`it has n\
o \`if:\`, ${o}; give it \`if: always()\``:e.implicitSuccess?r=`its \`if:\` calls no status function, ${o}; make it \`if:\
 always() && (${s})\``:r=`its \`if:\` calls \`success()\`, ${o}; call \`always()\` in its place`,{...e.position??t.position,
message:`job ${t.id} runs ${n.uses.text.trim()} and needs ${t.needs.map(l=>l.id).join(", ")}, but ${r}`}}var cn=new Set(["pull_request","pull_request_target","pull_request_review","pull_request_review_comment","issue_comment"]);
function ke({workflow:t,file:n}){let e=[],s=Object.keys(t.on).some(o=>cn.has(o))?"pull-requests":"issues";for(let o of t.
jobs)for(let r of o.steps){if(S(r)!=="report"||!r.uses)continue;let l=r.with[b.mode];if(l&&l.expression===null&&l.text.trim()===
"summary")continue;let a=q(o,t);if(a.kind==="expression"||bt(a,"issues")||bt(a,"pull-requests"))continue;let u=a.kind===
"unset"?"neither the job nor the workflow sets `permissions:` (the repository default may be read-only)":"its token has \
neither `issues: write` nor `pull-requests: write`";e.push({rule:"report-permission",file:n,...r.uses.position,message:`\
job ${o.id} posts the report comment with ${r.uses.text}, but ${u}; add \`${s}: write\` to the job's \`permissions:\` (or s\
et \`${b.mode}: summary\`)`})}return e}function ye(t){let n=[];for(let e of t.workflow.jobs)for(let i of st(e)){let s=i[b.prompt];s&&n.push(...xe(e,pn(s,t),t));
let o=i[b.promptFile];if(o&&o.expression===null&&t.readFile){let r=o.text.trim(),l=t.readFile(r);l!==null&&n.push(...xe(
e,{text:l,file:r,at:(a,u)=>({line:a,column:u})},t))}}return n}function pn(t,{file:n,locator:e}){return{text:nt(t.text),file:n,
at:(s,o)=>e.locateLine(t,s,o)}}function xe(t,n,e){let{workflow:i}=e,s=[],{analysis:o,problems:r}=ot(n.text);for(let p of r)
s.push({rule:"template-invalid",file:n.file,...n.at(p.line,p.column),message:[p.message,...p.details].join("; ")});let l=o?.
references??[],a=fn(t,e),u=a.flatMap(p=>L(p).ids),f=p=>a.some(B=>{let P=L(B);return P.unknown||P.ids.includes(p)||P.matrix&&
p.startsWith(`${B.id}-`)}),d=e.run?dn(t,e.run):a.map(p=>({id:p.id,jobs:[p]})),h=d.map(p=>p.id),k=t.with[b.needs],c=Tt(i,
t)?Vt(k,hn(i)):null;for(let p of l){if(p.kind==="stage"?f(p.stage):h.includes(p.stage)){let R=(d.find(v=>v.id===p.stage)?.
jobs??[]).map(L),D=p.kind==="stage"?[p.stage]:R.some(v=>v.unknown||v.matrix)?[]:R.flatMap(v=>v.ids);if(c&&D.length>0&&!D.
some(v=>c.has(v))){let v=p.kind==="stage"?`stages.${p.stage}`:`jobs.${p.stage}`,Me=p.kind==="stage"?p.stage:`its stages \
(${D.join(", ")})`;s.push({rule:"template-not-upstream",file:n.file,...n.at(p.line,p.column),message:Gt(v,Me,t.id,k)})}continue}
let P=p.kind==="stage"?"stages":"jobs",dt=p.kind==="stage"?u:h,Je=p.kind==="stage"?"stages":"jobs",M,Ct="",E=p.kind==="j\
ob"?i.jobs.find(R=>R.id===p.stage):gn(i,p.stage),Et=E&&E.id!==t.id?it(i,E.id,t.id):null,Rt=E===void 0&&e.run?mn(t,p,e.run):
null;if(p.kind==="job"&&e.run?Le(e.run.stageUpstream(`${e.run.prefix}${t.id}`)).some(R=>R.id===p.stage):!1)M=`a called w\
orkflow reads its own jobs by their ids in its file, as GitHub's records name them (github.job is the called file's own \
job id): jobs.${J(p.stage)}`;else if(E?.id===t.id)M="that is this stage itself (its previous attempt is {{attempt.previo\
us}})";else if(E&&Et)M=`job ${E.id} runs after job ${t.id} (${Mt(Et)}), and a prompt reads only stages of jobs that fini\
sh before it`;else if(E)M=`it runs beside job ${t.id}, not before it; add ${E.id} to \`needs:\` of job ${t.id} if the pr\
ompt needs its handoff`;else if(Rt!==null)M=Rt;else{M=`there is no ${p.kind} ${p.stage} in this workflow${[...e.run?.jobs.
values()??[]].some(D=>D.calledBy!==null)?" or the workflows the run calls":""}`;let R=et(p.stage,dt);R!==void 0&&(Ct=` (\
did you mean ${R}?)`)}s.push({rule:"template-not-upstream",file:n.file,...n.at(p.line,p.column),message:`${P}.${p.stage}\
 is not upstream of job ${t.id}: ${M}; upstream ${Je}: ${dt.length>0?dt.join(", "):"(none)"}${Ct}`})}return s}function fn(t,{
workflow:n,run:e}){return e?e.stageUpstream(`${e.prefix}${t.id}`).map(i=>i.job):C(n,t.id).map(i=>n.jobs.find(s=>s.id===i)).
filter(i=>i!==void 0)}function dn(t,n){let e=n.stageUpstream(`${n.prefix}${t.id}`),i=Le(e),s=new Map(i.map(r=>[r.id,[]]));
for(let r of e)for(let l=r.id.length;l!==-1&&(s.get(r.id.slice(0,l))?.push(r.job),l!==0);l=r.id.lastIndexOf("/",l-1));let o=new Map;
for(let r of i){let l=J(r.id);o.set(l,[...o.get(l)??[],...s.get(r.id)??[]])}return[...o].map(([r,l])=>({id:r,jobs:l}))}function Le(t){
let n=new Set(t.map(e=>e.id));return t.filter(e=>e.calledBy===null||!n.has(e.calledBy))}function mn(t,n,e){let i=n.kind===
"job"?e.jobs.get(n.stage):[...e.jobs.values()].find(r=>L(r.job).ids.includes(n.stage));if(i===void 0)return null;let s="\
a prompt reads only stages of jobs that finish before it",o=qt(r=>e.jobs.get(r),`${e.prefix}${t.id}`,i.id);switch(o.kind){case"\
self":return`that is this job itself; ${s}`;case"add":return`it is not upstream of job ${t.id}; add '${o.need}' to ${o.needsOf}\
 if the prompt needs its handoff`;default:return`${o.text}; ${s}`}}function gn(t,n){let e=t.jobs.map(i=>({job:i,stages:L(
i)}));return e.find(i=>i.stages.ids.includes(n)&&!i.stages.matrix)?.job??e.filter(i=>i.stages.matrix&&(n===i.job.id||n.startsWith(
`${i.job.id}-`))).sort((i,s)=>s.job.id.length-i.job.id.length)[0]?.job??e.find(i=>i.stages.ids.includes(n))?.job}function hn(t){
let n=t.jobs.map(e=>({job:e,stages:L(e)}));return e=>{let i=n.find(o=>o.stages.ids.includes(e)&&!o.stages.matrix)??n.filter(
o=>o.stages.matrix&&e.startsWith(`${o.job.id}-`)).sort((o,r)=>r.job.id.length-o.job.id.length)[0];if(i===void 0)return;let s=C(
t,i.job.id).map(o=>L(t.jobs.find(r=>r.id===o)));return{callsStageWorkflow:W(i.job),needsInput:i.job.with[b.needs],upstreamStages:s.
some(o=>o.unknown||o.matrix)?null:s.flatMap(o=>o.ids)}}}function je({workflow:t,file:n}){return Dt(t).map(e=>({rule:"unknown-input",file:n,...e.position,message:e.message}))}function ze({workflow:t,file:n}){let e=[],i=s=>{let o=wn(s.text);o&&e.push({rule:"unpinned-action",file:n,...s.position,
message:o})};for(let s of t.jobs){s.uses&&i(s.uses);for(let o of s.steps)o.uses&&At(o.uses.text)&&i(o.uses)}return e}var bn=new Set(
["actions","github","dependabot"]);function wn(t){if(t.startsWith("./")||t.startsWith("../"))return null;if(t.startsWith(
"docker://"))return/@sha256:[0-9a-f]{64}$/.test(t)?null:`${t}: the image is not pinned to a digest; a tag can be pushed \
again with other content. Use ${t.replace(/[:@][^/:@]*$/,"")}@sha256:<digest>`;let n=t.lastIndexOf("@");if(n===-1)return`${t}\
: no ref at all; pin the full commit sha: ${t}@<40-hex commit sha> # <tag>`;let e=t.slice(n+1);if(/^[0-9a-f]{40}$/.test(
e))return null;let i=t.slice(0,n),s=i.split("/")[0]?.toLowerCase()??"";return e!==""&&bn.has(s)?null:`${t}: \`${e}\` is n\
ot a commit sha, and a tag or branch can be moved to other code; pin the full commit sha: ${i}@<40-hex commit sha> # ${e}\
 (only GitHub's own actions, under actions/, github/ and dependabot/, may name a tag or branch)`}var kn=new Set(["number","id","run_number","run_attempt","workflow_id","check_suite_id","draft","merged","locked","fork",
"private","comments","review_comments","additions","deletions","changed_files"]),xn=new Set(["issue","pull_request","dis\
cussion","answer","comment","review","label","milestone","release","workflow_run","workflow_job","check_run","check_suit\
e","deployment","deployment_status","head","base","repo","head_repository","repository","organization","installation","t\
eam","sender","user","assignee"]),yn=new Set(["number","after","before","created","deleted","forced","ref_type","issue.s\
tate","pull_request.state","discussion.state","pull_request.commits","pull_request.head.sha","pull_request.base.sha","pu\
ll_request.author_association","comment.author_association","workflow_run.status","workflow_run.conclusion","workflow_ru\
n.head_sha","workflow_run.head_commit.id","head_commit.id","merge_group.head_sha","merge_group.base_sha","check_suite.he\
ad_sha","check_run.head_sha","deployment.sha","pull_request.merge_commit_sha","review.state","schedule"]);function $e(t,n){
if(t.length===0)return!0;let e=t.join(".");if(e==="action")return n.has("repository_dispatch")||n.has("workflow_call");if(yn.
has(e))return!1;let i=t[t.length-1]??"",s=t.slice(0,-1);return!(s.length>0&&kn.has(i)&&s.every(o=>xn.has(o)))}function St(t){let{workflow:n,expressions:e}=t,i=[],s=!1;for(let o of n.jobs){let r=Fe(t,o),l=a=>{let u=ve(a,r,e),f=d=>Q(
d,r)||d[0]==="env"&&u.has(d[1]??"");return(d,h)=>{d&&i.push(...Re(d,h,f,t))}};o.steps.some(a=>S(a)==="stage")&&(l([n.env])(
zt(o.env,tt.args),"agent-args"),s||l([])(zt(n.env,tt.args),"agent-args"),s=!0);for(let a of o.steps){let u=l([n.env,o.env,
a.env]);u(a.run,"shell");let f=S(a);(f==="stage"||f==="prepare")&&$t(a.with,u),f==="stage"&&u(zt(a.env,tt.args),"agent-a\
rgs"),a.uses&&/^actions\/github-script@/.test(a.uses.text)&&u(a.with.script,"script");let d=T(a);if(d.kind==="local"){let h=ve(
[n.env,o.env,a.env],r,e),k=c=>Q(c,r)||c[0]==="env"&&h.has(c[1]??"");i.push(...Ee(d.path,vt(a.with,k,e),t,0))}}W(o)&&$t(o.
with,l([n.env]))}return i}var Se=new WeakMap;function Ln(t,n){let e=Se.get(t);return e===void 0&&(e=new Map(t.jobs.map(i=>[
i.id.toLowerCase(),at(i,A.data,n)])),Se.set(t,e)),e}function Fe({workflow:t,expressions:n,run:e},i){return{dataSteps:rt(
i),dataOutputs:Ln(t,n),triggers:e?.triggers??new Set(Object.keys(t.on)),taintedInputs:e?.taintedInputs??new Set}}function Ce(t,n){
let e=Fe(t,n);return vt(n.with,i=>Q(i,e),t.expressions)}function vt(t,n,e){let i=new Set;for(let[s,o]of Object.entries(t))
o.expression!==null&&e.facts(o.expression).resultPaths.some(n)&&i.add(s.toLowerCase());return i}function Ee(t,n,e,i){let s=i>
ne?null:e.loadAction?.(t)??null;if(s?.kind!=="composite")return[];let o={...e,file:s.file,locator:new Y(s.source)},r={dataSteps:new Set,
dataOutputs:new Map,triggers:e.run?.triggers??new Set(Object.keys(e.workflow.on)),taintedInputs:new Set},l=u=>Q(u,r)||u[0]===
"inputs"&&n.has((u[1]??"").toLowerCase()),a=[];for(let u of s.steps){let f=new Set;for(let[c,p]of Object.entries(u.env))
p.expression!==null&&e.expressions.facts(p.expression).resultPaths.some(l)&&f.add(c.toLowerCase());let d=c=>l(c)||c[0]===
"env"&&f.has(c[1]??""),h=(c,p)=>{c&&a.push(...Re(c,p,d,o))};h(u.run,"shell");let k=T(u);k.kind==="baton"&&(k.action==="s\
tage"||k.action==="prepare")&&$t(u.with,h),u.uses&&/^actions\/github-script@/.test(u.uses.text)&&h(u.with.script,"script"),
k.kind==="local"&&a.push(...Ee(k.path,vt(u.with,d,e.expressions),e,i+1))}return a}function $t(t,n){n(t[b.prompt],"prompt"),
n(t[b.run],"shell"),n(t[b.verify],"shell"),n(t[b.vars],"vars"),n(t[K.agentArgs],"agent-args")}function zt(t,n){let e=Object.
keys(t).find(i=>i.toUpperCase()===n);return e===void 0?void 0:t[e]}function Re(t,n,e,{file:i,locator:s,expressions:o}){let r=[];
for(let{expression:l,offset:a}of pt(t.text))o.facts(l).resultPaths.some(e)&&r.push({rule:"untrusted-expression",file:i,...s.
locate(t,a),message:jn(`\${{ ${l} }}`,n)});return r}function jn(t,n){switch(n){case"shell":{let e=/^\$\{\{ env\.([A-Za-z_][A-Za-z0-9_]*) \}\}$/.
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
thub"){if(t.length===1||t[1]==="head_ref"||t[1]==="*")return!0;if(t[1]==="event")return $e(t.slice(2),i)}let[o,r,l,a]=t;
return l!=="outputs"||r===void 0||a===void 0?!1:o==="steps"?a===A.data&&(n.has(r)||r==="*"):o==="needs"?e.get(r)?.has(a)===
!0||r==="*":!1}function ve(t,n,e){let i=new Set;for(let s of t)for(let[o,r]of Object.entries(s))r.expression!==null&&e.facts(
r.expression).resultPaths.some(l=>Q(l,n))&&i.add(o.toLowerCase());return i}function _e(t,n,e){let i=new Map;for(let s of n){let o=s.calledBy===null?void 0:n.find(a=>a.id===s.calledBy),r=o?.call?e(
o.call.path)??s.workflow:t,l=r.jobs.find(a=>a.id===J(s.id))??s.job;i.set(s.id,{id:s.id,job:l,workflow:r,calledBy:s.calledBy})}
return i}function Ie(t,n){let e=new Map(t.map(s=>[s.id,s])),i=s=>{let o=e.get(s);return o===void 0?[]:[...o.calledBy===null?
[]:i(o.calledBy),...o.upstream]};return s=>[...new Set(Ht(i(s),o=>e.get(o)?.call))].map(o=>n.get(o)).filter(o=>o!==void 0)}var zn=[me,ye,ue,pe,St,le,ze,ke,we,jt,je,de,ae];function $n(t,n,e={}){let i=Oe(e),s=We(ft(t,n,i));return Ne(s,t,new Map,
n,i)}function Oe(t){let{readFile:n}=t;if(!n)return t;let e=new Map;return{...t,readFile:i=>{let s=e.get(i);if(s===void 0){
try{s={text:n(i)}}catch(o){s={error:o}}e.set(i,s)}if("error"in s)throw s.error;return s.text}}}function Ne(t,n,e,i,s){let{
readFile:o,loadAction:r}=s,l=be(n,e,i,{...o?{readFile:f=>o(f)??void 0}:{},...r?{loadAction:f=>r(f)??void 0}:{}},t),a=[...new Set(
[n.fileName,...[...t,...l].map(f=>f.file)])],u=new Map(a.map((f,d)=>[f,d]));return Ft([...t,...l]).sort((f,d)=>u.get(f.file)-
u.get(d.file)||Z(f,d))}function ft(t,n,e,i){return{workflow:t,file:t.fileName,locator:new Y(t.source),expressions:n,...e.
readFile?{readFile:vn(e.readFile)}:{},...e.loadAction?{loadAction:e.loadAction}:{},...e.actionProblem?{actionProblem:e.actionProblem}:
{},...i?{run:i}:{}}}function Sn(t,n,e,i,s={}){let o=Oe(s),r=Pe(t,n,e,i,o),l=new Set(r.map(a=>a.workflow.fileName));for(let a of n.
values())!("unreadable"in a)&&!l.has(a.fileName)&&(l.add(a.fileName),r.push(ft(a,i,o)));return Ne(Ft(r.flatMap(We)),t,n,
i,o)}function vn(t){return n=>{try{return t(n)}catch{return null}}}function Ft(t){let n=new Set;return t.filter(e=>{let i=JSON.
stringify(e);return n.has(i)?!1:(n.add(i),!0)})}function Pe(t,n,e,i,s){let o=d=>{let h=n.get(d);return h===void 0||"unre\
adable"in h?void 0:h},r=_e(t,e,o),l=Ie(e,r),a=new Set(Object.keys(t.on)),u={prefix:"",jobs:r,stageUpstream:l,inherited:null,
triggers:a,taintedInputs:new Set},f=new Map([["",ft(t,i,s,u)]]);for(let d of e){let h=d.call?o(d.call.path):void 0,k=f.get(
d.calledBy===null?"":`${d.calledBy}/`),c=r.get(d.id);if(h===void 0||k?.run===void 0||c===void 0)continue;let p=q(c.job,c.
workflow),B=p.kind==="unset"?k.run.inherited:{permissions:p,from:p.from==="job"?`jobs.${J(d.id)}.permissions of ${c.workflow.
fileName}`:`the permissions: of ${c.workflow.fileName}, for its job ${J(d.id)}`},P={prefix:`${d.id}/`,jobs:r,stageUpstream:l,
inherited:B,triggers:a,taintedInputs:Ce(k,c.job)};f.set(P.prefix,ft(h,i,s,P))}return[...f.values()]}function We(t){let{workflow:n}=t,
e=n.problems.filter(i=>i.severity==="error").map(i=>({rule:"workflow-invalid",file:n.fileName,...Fn(i.path),message:i.message}));
for(let i of zn)e.push(...i(t));return e.sort(Z)}function Fn(t){let n=V(t);return n?{line:n.line,column:n.column}:{line:1,
column:1}}function Cn(t,n,e){let i=Pe(t,e.called,e.expanded,n,{});return Ft(i.flatMap(s=>[...St(s),...jt(s)])).sort(Z)}function En(t){
let n=new Map;for(let e of t){let i=`${e.file}\0${e.rule}`;n.set(i,[...n.get(i)??[],e])}return[...n.values()].map(e=>{let[
i]=e;if(e.length===1)return`${wt(i)} (baton lint reports it too)`;let s=[...new Set(e.map(r=>r.line))],o=s.length>10?`${s.
slice(0,10).join(", ")}, \u2026`:s.join(", ");return`${i.file}: ${e.length} ${i.rule} findings, at line${s.length===1?"":
"s"} ${o}: ${ct[i.rule]}; baton lint ${i.file} says each`})}export{ct as a,Ue as b,wt as c,V as d,j as e,xt as f,re as g,Ge as h,$n as i,Sn as j,Cn as k,En as l};

import{Da as Ke,Ea as Xe,F as Ne,Fa as Ye,G as Ae,H as Ue,I as P,J as Te,La as q,Ma as Ze,N as Ve,Na as te,Oa as ne,Pa as oe,
Qa as ie,Ra as $,Sa as se,Ta as B,Ua as Qe,Va as fe,Z as X,e as Pe,h as We,ha as qe,k as T,l as ee,m as Me,n as de,o as Je,
r as K,s as V,sa as He,ta as Ge,za as De}from"./chunk-D46DNNBI.js";import{y as Be}from"./chunk-3A2BNYEL.js";
import{f as Q,t as Oe}from"./chunk-R2GOXKKL.js";import{d as Se,k as Fe}from"./chunk-4X335366.js";import{Aa as g,
B as x,C as M,D as Ce,Da as Re,S as k,Z as Ee,ca as pe,ia as f,ja as E,ka as J,la as S,ma as Ie,na as _e,oa as z,pa as b,
ta as A,ua as ce,va as U,wa as D,xa as I,za as _}from"./chunk-FAULMEVE.js";var re={"workflow-invalid":"the workflow file does not parse or breaks GitHub\u2019s schema","template-invalid":"a promp\
t template does not parse, or uses what baton refuses","template-not-upstream":"a prompt template references a stage or \
job that is not upstream of its job","untrusted-expression":"attacker-controlled text (a text field of `github.event`, `\
github.head_ref`, handoff data) interpolated with ${{ }} into a shell command or a prompt","agent-job-write":"a job that\
 runs an agent holds write permissions","agent-job-secret":"a job that runs an agent holds a secret or token beyond its \
model key","unpinned-action":"an action or reusable workflow from another repository is not pinned to a full commit sha \
(GitHub\u2019s own `actions/`, `github/`, `dependabot/` may name a tag)","report-permission":"a report job cannot post i\
ts comment with the permissions it has","next-unknown-job":"a `next` routing condition names a job that does not exist",
"unknown-input":"a `with:` key (or a secret) that baton\u2019s action or reusable stage workflow does not declare","inva\
lid-input":"a `with:` value that baton\u2019s action (or its reusable stage workflow) would refuse when it runs","action\
-invalid":"a `uses: ./path` action of the repository whose action.yml GitHub would refuse (a composite step without `she\
ll:`)","stage-duplicate":"two stage steps, jobs or legs of a call would record the same stage id (their records would co\
llide)","timeout-invalid":"a literal `timeout-minutes` or `cancel-timeout-minutes` that is not a number of minutes above\
 0","shell-invalid":"a literal `shell:` that is neither a built-in shell nor a command with `{0}`"},It=b({rule:D(Object.
keys(re)),file:f(),line:E().check(J(),pe(1)),column:E().check(J(),pe(1)),message:f()});function me(e){return Fe(`${e.file}\
:${e.line}:${e.column}: ${e.rule}: ${e.message}`)}function Y(e,n){return e.file!==n.file?e.file<n.file?-1:1:e.line-n.line||
e.column-n.column||(e.rule<n.rule?-1:e.rule>n.rule?1:0)}function N(e){let n=/^(.*):(\d+):(\d+)$/.exec(e);return n?{file:n[1],
line:Number(n[2]),column:Number(n[3])}:null}var y=b({line:E().check(J()),column:E().check(J())}),L=b({text:f(),expression:g(f()),position:y,keyPosition:_(y),literal:_(
D(["string","number","boolean","null"]))}),j=Re(()=>ce("kind",[b({kind:I("literal"),value:A([f(),E(),S(),Ie()]),position:y}),
b({kind:I("expression"),expression:f(),text:f(),position:y}),b({kind:I("sequence"),items:z(j),position:y}),b({kind:I("ma\
pping"),entries:z(b({key:f(),value:j,keyPosition:_(y)})),position:y})])),ge=b({expression:f(),text:g(f()),position:g(y),
implicitSuccess:_(S())}),R=U(f(),L),he=b({index:E().check(J()),id:g(f()),action:_(f()),name:g(L),if:ge,run:g(L),uses:g(b(
{text:f(),position:y})),ownAction:_(I(!0)),with:R,env:R,shell:g(L),workingDirectory:g(L),continueOnError:A([S(),L]),timeoutMinutes:g(
j),position:y}),_t=ce("kind",[b({kind:I("composite"),file:f(),directory:f(),source:f(),inputs:z(b({id:f(),default:g(L),required:S()})),
outputs:z(b({id:f(),value:g(L)})),steps:z(he)}),b({kind:I("other"),file:f(),using:f()})]),be=b({shell:g(L),workingDirectory:g(
L)}),et=b({id:f(),position:y}),tt=b({id:f(),name:g(L),position:y,needs:z(et),if:ge,strategy:g(j),runsOn:g(j),container:g(
j),services:g(j),env:R,outputs:R,permissions:g(j),continueOnError:A([S(),L]),timeoutMinutes:g(j),cancelTimeoutMinutes:g(
j),defaults:g(be),uses:g(b({text:f(),position:y})),with:R,secrets:A([I("inherit"),R]),steps:z(he),stageWorkflow:_(S())}),
we=b({name:f(),type:D(["string","choice","boolean","environment","number"]),required:S(),default:g(A([f(),S(),E()])),description:g(
f()),options:g(z(f())),position:y}),Rt=b({inputs:U(f(),we),secrets:U(f(),b({required:S(),position:y})),outputs:R,position:y}),
Ot=b({fileName:f(),source:f(),name:g(f()),on:U(f(),_e()),inputs:U(f(),we),env:R,permissions:g(j),defaults:g(be),jobs:z(tt),
call:_(Rt),problems:z(Oe)});function ae(e){let n=[],t=/\$\{\{([\s\S]*?)\}\}/g;for(let o=t.exec(e);o!==null;o=t.exec(e))n.push({expression:(o[1]??"").
trim(),offset:o.index});return n}function nt(e){let{workflow:n,file:t,actionProblem:o}=e;if(!o)return[];let i=[];for(let s of n.jobs)for(let a of s.steps){
let r=K(a);if(r.kind!=="local"||!a.uses)continue;let l=o(r.path);l!==null&&i.push({rule:"action-invalid",file:t,...a.uses.
position,message:l})}return i}function ot(e){let n=[];for(let t of e.workflow.jobs)Ze(t)&&n.push(...Pt(t,e),...Wt(t,e));return n}function Pt(e,{workflow:n,
file:t,run:o}){let i=o!==void 0&&o.prefix!=="",s=B(e,n),a=s.kind==="unset"?o?.inherited??null:null,r=a?.permissions??s;if(r.
kind==="unset")return[{rule:"agent-job-write",file:t,...e.position,message:`job ${e.id} runs an agent and neither it nor\
 the workflow${i?" nor its caller":""} sets \`permissions:\`, so its token has the repository's default, which may be writ\
e-all; set \`permissions:\` with \`contents: read\` on the job`}];let l=Qe(r);if(l.length===0||r.kind==="expression")return[];
let c=a!==null?`the permissions its call gives it (${a.from})`:r.from==="job"?"its `permissions:`":"the workflow's `perm\
issions:`";return[{rule:"agent-job-write",file:t,...a!==null?e.position:r.position,message:`job ${e.id} runs an agent, a\
nd ${c} let its token write (${l.join(", ")}); an agent that reads untrusted text must not hold write access. Give this \
job read permissions and write from a job without an agent (a report job, a pull-request job)`}]}function Wt(e,n){let{workflow:t,
file:o,locator:i,expressions:s}=n,a=[],r=(l,c,d)=>{for(let[m,h]of Object.entries(l))for(let w of Mt(h,d?m:null,s))a.push(
{rule:"agent-job-secret",file:o,...i.locate(h,w.offset),message:`job ${e.id} runs an agent, and ${c} \`${m}\` gets ${w.what}\
; ${w.why}`})};r(t.env,"the workflow's env",!0),r(e.env,"its env",!0);for(let l of e.steps){let c=l.id?`step ${l.id}`:`s\
tep ${l.index+1}`;r(l.env,`${c}'s env`,!0),q(l)===null&&r(l.with,`${c}'s input`,!1),l.uses&&/^actions\/checkout@/.test(l.
uses.text)&&l.with["persist-credentials"]?.text.trim().toLowerCase()!=="false"&&a.push({rule:"agent-job-secret",file:o,...l.
uses.position,message:`job ${e.id} runs an agent, and actions/checkout keeps the job's token in .git/config where the ag\
ent can read it; add \`persist-credentials: false\` under \`with:\``})}return a}function Mt(e,n,t){let o=[],i=n!==null&&
ie.has(n.toUpperCase());for(let{expression:s,offset:a}of ae(e.text))for(let r of t.facts(s).paths)if(r[0]==="secrets"&&r[1]===
"github_token"||r[0]==="github"&&r[1]==="token")o.push({what:"the GitHub token",why:"a prompt injection could use it. Us\
e the token in a job without an agent",offset:a});else if(r[0]==="secrets"&&r[1]===void 0)o.push({what:"every secret of \
the repository",why:"pass only the model key it needs",offset:a});else if(r[0]==="secrets"&&r[1]!==void 0){if(i||ie.has(
r[1].toUpperCase()))continue;o.push({what:`the secret ${r[1].toUpperCase()}`,why:`an agent's job should hold only its mo\
del key (${[...ie].join(", ")}). Move the secret to a job without an agent`,offset:a})}return o}function it(e){let{workflow:n,file:t}=e;return[...Ge(n).map(i=>({rule:"invalid-input",file:t,...i.position,message:i.message})),
...Jt(e)]}function Jt({workflow:e,file:n,locator:t,expressions:o,run:i}){let s=[],a;for(let r of e.jobs){let l=te(r).map(
u=>u[x.needs]).filter(u=>u!==void 0&&u.expression===null);if(l.length===0)continue;a??=new Map(e.jobs.map(u=>[u.id,se(u,
o)]));let c=i?.stageUpstream(`${i.prefix}${r.id}`).map(u=>u.job)??null,d=new Map(a);for(let u of c??[])d.has(u.id)||d.set(
u.id,se(u,o));let m=c?.map(u=>u.id)??T(e,r.id),h=(c??m.map(u=>e.jobs.find(p=>p.id===u))).filter(u=>u!==void 0).map(u=>({
id:u.id,...se(u,o)})),w={job:r.id,upstreamStages:h.flatMap(u=>u.stages??[]),openMatrices:h.filter(u=>u.stages===null&&u.
openMatrix).map(u=>u.id),unknown:h.some(u=>u.stages===null&&!u.openMatrix),jobs:d,upstreamJobs:m,runsAfter:u=>ee(e,u,r.id)};
for(let u of l)for(let p of qe(u,w))s.push({rule:"invalid-input",file:n,...t.locate(u,p.offset),message:p.message})}return s}function st({workflow:e,file:n,expressions:t}){let o=[],i=s=>de(e.fileName,s);for(let s of e.jobs){let a=Ke(s.strategy);
if(!(a===null||Pe(a)))try{Xe(t,a,{},i)}catch(r){if(!(r instanceof Se))throw r;let l=N(r.where??"")??a.position;o.push({rule:"\
workflow-invalid",file:n,line:l.line,column:l.column,message:`jobs.${s.id}: ${r.message}`})}}return o}function ke({workflow:e,file:n,expressions:t}){let o=e.jobs.map(l=>l.id),i=new Set;for(let l of e.jobs){i.add(l.id.toLowerCase());
for(let c of $(l).ids)i.add(c.toLowerCase())}let s=new Map(e.jobs.map(l=>{let c=oe(l,M.next,t);return(V(l)||$(l).ids.length>
0)&&c.add(M.next),[l.id.toLowerCase(),c]})),a=[],r=(l,c)=>{if(!(l.text===null||l.position===null))for(let d of t.facts(l.
expression).comparisons){let[m,h,w,u]=d.path;w!=="outputs"||h===void 0||u===void 0||!(m==="needs"&&s.get(h)?.has(u)||m===
"steps"&&u===M.next&&ne(c).has(h))||d.literal===""||i.has(d.literal.toLowerCase())||a.push({rule:"next-unknown-job",file:n,
...l.position,message:`\`${d.path.join(".")} ${d.operator} '${d.literal}'\`: there is no job ${d.literal} in this workfl\
ow, so no handoff can take this route; jobs: ${o.join(", ")}${Nt(d.literal,o)}`})}};for(let l of e.jobs){r(l.if,l);for(let c of l.
steps)r(c.if,l)}return a}function Nt(e,n){let t=Q(e,n);return t===void 0?"":` (did you mean ${t}?)`}var rt={[k.stageDuplicate]:"stage-duplicate",[k.stageInvalid]:"invalid-input",[k.promptFileMissing]:"invalid-input",[k.timeoutInvalid]:"\
timeout-invalid",[k.shellInvalid]:"shell-invalid",[k.matrixInvalid]:"workflow-invalid",[k.templateStage]:"template-not-u\
pstream",[k.templateInvalid]:null,[k.templateKey]:"template-invalid",[k.needsInput]:null,[k.actionInputInvalid]:null,[k.
actionInputUnknown]:null,[k.workflowCallInvalid]:null,[k.inputMissing]:null,[k.inputUnknown]:null,[k.inputInvalid]:null,
[k.eventNotTrigger]:null,[k.jobUnknown]:null};function lt(e,n,t,o,i){let s=new Set(i.map(at)),a=[];for(let r of De(e,t,{
...o,calledWorkflows:n,anyRun:!0})){let l=Object.hasOwn(rt,r.code)?rt[r.code]:null;if(l===null)continue;let c=N(r.path)??
{file:r.path,line:1,column:1},d={rule:l,...c,message:r.message};s.has(at(d))||a.push(d)}return a}function at(e){return JSON.
stringify([e.rule,e.file,e.line,e.column])}var At=new Set(["pull_request","pull_request_target","pull_request_review","pull_request_review_comment","issue_comment"]);
function ut({workflow:e,file:n}){let t=[],i=Object.keys(e.on).some(s=>At.has(s))?"pull-requests":"issues";for(let s of e.
jobs)for(let a of s.steps){if(q(a)!=="report"||!a.uses)continue;let r=a.with[x.mode];if(r&&r.expression===null&&r.text.trim()===
"summary")continue;let l=B(s,e);if(l.kind==="expression"||fe(l,"issues")||fe(l,"pull-requests"))continue;let c=l.kind===
"unset"?"neither the job nor the workflow sets `permissions:` (the repository default may be read-only)":"its token has \
neither `issues: write` nor `pull-requests: write`";t.push({rule:"report-permission",file:n,...a.uses.position,message:`\
job ${s.id} posts the report comment with ${a.uses.text}, but ${c}; add \`${i}: write\` to the job's \`permissions:\` (or s\
et \`${x.mode}: summary\`)`})}return t}function ct(e){let n=[];for(let t of e.workflow.jobs)for(let o of te(t)){let i=o[x.prompt];i&&n.push(...pt(t,Ut(i,e),e));
let s=o[x.promptFile];if(s&&s.expression===null&&e.readFile){let a=s.text.trim(),r=e.readFile(a);r!==null&&n.push(...pt(
t,{text:r,file:a,at:(l,c)=>({line:l,column:c})},e))}}return n}function Ut(e,{file:n,locator:t}){return{text:We(e.text),file:n,
at:(i,s)=>t.locateLine(e,i,s)}}function pt(e,n,t){let{workflow:o}=t,i=[],{analysis:s,problems:a}=Be(n.text);for(let p of a)
i.push({rule:"template-invalid",file:n.file,...n.at(p.line,p.column),message:[p.message,...p.details].join("; ")});let r=s?.
references??[],l=Tt(e,t),c=l.flatMap(p=>$(p).ids),d=p=>l.some(H=>{let O=$(H);return O.unknown||O.ids.includes(p)||O.matrix&&
p.startsWith(`${H.id}-`)}),m=t.run?Vt(e,t.run):l.map(p=>({id:p.id,jobs:[p]})),h=m.map(p=>p.id),w=e.with[x.needs],u=Ne(o,
e)?Ae(w,Ht(o)):null;for(let p of r){if(p.kind==="stage"?d(p.stage):h.includes(p.stage)){let C=(m.find(v=>v.id===p.stage)?.
jobs??[]).map($),G=p.kind==="stage"?[p.stage]:C.some(v=>v.unknown||v.matrix)?[]:C.flatMap(v=>v.ids);if(u&&G.length>0&&!G.
some(v=>u.has(v))){let v=p.kind==="stage"?`stages.${p.stage}`:`jobs.${p.stage}`,Ct=p.kind==="stage"?p.stage:`its stages \
(${G.join(", ")})`;i.push({rule:"template-not-upstream",file:n.file,...n.at(p.line,p.column),message:Ue(v,Ct,e.id,w)})}continue}
let O=p.kind==="stage"?"stages":"jobs",ue=p.kind==="stage"?c:h,Ft=p.kind==="stage"?"stages":"jobs",W,ze="",F=p.kind==="j\
ob"?o.jobs.find(C=>C.id===p.stage):Bt(o,p.stage),$e=F&&F.id!==e.id?ee(o,F.id,e.id):null,ve=F===void 0&&t.run?qt(e,p,t.run):
null;if(p.kind==="job"&&t.run?dt(t.run.stageUpstream(`${t.run.prefix}${e.id}`)).some(C=>C.id===p.stage):!1)W=`a called w\
orkflow reads its own jobs by their ids in its file, as GitHub's records name them (github.job is the called file's own \
job id): jobs.${P(p.stage)}`;else if(F?.id===e.id)W="that is this stage itself (its previous attempt is {{attempt.previo\
us}})";else if(F&&$e)W=`job ${F.id} runs after job ${e.id} (${Me($e)}), and a prompt reads only stages of jobs that fini\
sh before it`;else if(F)W=`it runs beside job ${e.id}, not before it; add ${F.id} to \`needs:\` of job ${e.id} if the pr\
ompt needs its handoff`;else if(ve!==null)W=ve;else{W=`there is no ${p.kind} ${p.stage} in this workflow${[...t.run?.jobs.
values()??[]].some(G=>G.calledBy!==null)?" or the workflows the run calls":""}`;let C=Q(p.stage,ue);C!==void 0&&(ze=` (d\
id you mean ${C}?)`)}i.push({rule:"template-not-upstream",file:n.file,...n.at(p.line,p.column),message:`${O}.${p.stage} \
is not upstream of job ${e.id}: ${W}; upstream ${Ft}: ${ue.length>0?ue.join(", "):"(none)"}${ze}`})}return i}function Tt(e,{
workflow:n,run:t}){return t?t.stageUpstream(`${t.prefix}${e.id}`).map(o=>o.job):T(n,e.id).map(o=>n.jobs.find(i=>i.id===o)).
filter(o=>o!==void 0)}function Vt(e,n){let t=n.stageUpstream(`${n.prefix}${e.id}`),o=dt(t),i=new Map(o.map(a=>[a.id,[]]));
for(let a of t)for(let r=a.id.length;r!==-1&&(i.get(a.id.slice(0,r))?.push(a.job),r!==0);r=a.id.lastIndexOf("/",r-1));let s=new Map;
for(let a of o){let r=P(a.id);s.set(r,[...s.get(r)??[],...i.get(a.id)??[]])}return[...s].map(([a,r])=>({id:a,jobs:r}))}function dt(e){
let n=new Set(e.map(t=>t.id));return e.filter(t=>t.calledBy===null||!n.has(t.calledBy))}function qt(e,n,t){let o=n.kind===
"job"?t.jobs.get(n.stage):[...t.jobs.values()].find(a=>$(a.job).ids.includes(n.stage));if(o===void 0)return null;let i="\
a prompt reads only stages of jobs that finish before it",s=Ve(a=>t.jobs.get(a),`${t.prefix}${e.id}`,o.id);switch(s.kind){case"\
self":return`that is this job itself; ${i}`;case"add":return`it is not upstream of job ${e.id}; add '${s.need}' to ${s.needsOf}\
 if the prompt needs its handoff`;default:return`${s.text}; ${i}`}}function Bt(e,n){let t=e.jobs.map(o=>({job:o,stages:$(
o)}));return t.find(o=>o.stages.ids.includes(n)&&!o.stages.matrix)?.job??t.filter(o=>o.stages.matrix&&(n===o.job.id||n.startsWith(
`${o.job.id}-`))).sort((o,i)=>i.job.id.length-o.job.id.length)[0]?.job??t.find(o=>o.stages.ids.includes(n))?.job}function Ht(e){
let n=e.jobs.map(t=>({job:t,stages:$(t)}));return t=>{let o=n.find(s=>s.stages.ids.includes(t)&&!s.stages.matrix)??n.filter(
s=>s.stages.matrix&&t.startsWith(`${s.job.id}-`)).sort((s,a)=>a.job.id.length-s.job.id.length)[0];if(o===void 0)return;let i=T(
e,o.job.id).map(s=>$(e.jobs.find(a=>a.id===s)));return{callsStageWorkflow:V(o.job),needsInput:o.job.with[x.needs],upstreamStages:i.
some(s=>s.unknown||s.matrix)?null:i.flatMap(s=>s.ids)}}}function ft({workflow:e,file:n}){return He(e).map(t=>({rule:"unknown-input",file:n,...t.position,message:t.message}))}function mt({workflow:e,file:n}){let t=[],o=i=>{let s=Dt(i.text);s&&t.push({rule:"unpinned-action",file:n,...i.position,
message:s})};for(let i of e.jobs){i.uses&&o(i.uses);for(let s of i.steps)s.uses&&Je(s.uses.text)&&o(s.uses)}return t}var Gt=new Set(
["actions","github","dependabot"]);function Dt(e){if(e.startsWith("./")||e.startsWith("../"))return null;if(e.startsWith(
"docker://"))return/@sha256:[0-9a-f]{64}$/.test(e)?null:`${e}: the image is not pinned to a digest; a tag can be pushed \
again with other content. Use ${e.replace(/[:@][^/:@]*$/,"")}@sha256:<digest>`;let n=e.lastIndexOf("@");if(n===-1)return`${e}\
: no ref at all; pin the full commit sha: ${e}@<40-hex commit sha> # <tag>`;let t=e.slice(n+1);if(/^[0-9a-f]{40}$/.test(
t))return null;let o=e.slice(0,n),i=o.split("/")[0]?.toLowerCase()??"";return t!==""&&Gt.has(i)?null:`${e}: \`${t}\` is n\
ot a commit sha, and a tag or branch can be moved to other code; pin the full commit sha: ${o}@<40-hex commit sha> # ${t}\
 (only GitHub's own actions, under actions/, github/ and dependabot/, may name a tag or branch)`}var Kt=new Set(["number","id","run_number","run_attempt","workflow_id","check_suite_id","draft","merged","locked","fork",
"private","comments","review_comments","additions","deletions","changed_files"]),Xt=new Set(["issue","pull_request","dis\
cussion","answer","comment","review","label","milestone","release","workflow_run","workflow_job","check_run","check_suit\
e","deployment","deployment_status","head","base","repo","head_repository","repository","organization","installation","t\
eam","sender","user","assignee"]),Yt=new Set(["number","after","before","created","deleted","forced","ref_type","issue.s\
tate","pull_request.state","discussion.state","pull_request.commits","pull_request.head.sha","pull_request.base.sha","pu\
ll_request.author_association","comment.author_association","workflow_run.status","workflow_run.conclusion","workflow_ru\
n.head_sha","workflow_run.head_commit.id","head_commit.id","merge_group.head_sha","merge_group.base_sha","check_suite.he\
ad_sha","check_run.head_sha","deployment.sha","pull_request.merge_commit_sha","review.state","schedule"]);function gt(e,n){
if(e.length===0)return!0;let t=e.join(".");if(t==="action")return n.has("repository_dispatch")||n.has("workflow_call");if(Yt.
has(t))return!1;let o=e[e.length-1]??"",i=e.slice(0,-1);return!(i.length>0&&Kt.has(o)&&i.every(s=>Xt.has(s)))}function xe(e){let{workflow:n,expressions:t}=e,o=[];for(let i of n.jobs){let s=wt(e,i),a=r=>{let l=bt(r,s,t),c=d=>Z(d,s)||
d[0]==="env"&&l.has(d[1]??"");return(d,m)=>{d&&o.push(...xt(d,m,c,e))}};for(let r of i.steps){let l=a([n.env,i.env,r.env]);
l(r.run,"shell");let c=q(r);(c==="stage"||c==="prepare")&&ye(r.with,l),c==="stage"&&l(Qt(r.env,Ce.args),"agent-args"),r.
uses&&/^actions\/github-script@/.test(r.uses.text)&&l(r.with.script,"script");let d=K(r);if(d.kind==="local"){let m=bt([
n.env,i.env,r.env],s,t),h=w=>Z(w,s)||w[0]==="env"&&m.has(w[1]??"");o.push(...yt(d.path,Le(r.with,h,t),e,0))}}V(i)&&ye(i.
with,a([n.env]))}return o}var ht=new WeakMap;function Zt(e,n){let t=ht.get(e);return t===void 0&&(t=new Map(e.jobs.map(o=>[
o.id.toLowerCase(),oe(o,M.data,n)])),ht.set(e,t)),t}function wt({workflow:e,expressions:n,run:t},o){return{dataSteps:ne(
o),dataOutputs:Zt(e,n),triggers:t?.triggers??new Set(Object.keys(e.on)),taintedInputs:t?.taintedInputs??new Set}}function kt(e,n){
let t=wt(e,n);return Le(n.with,o=>Z(o,t),e.expressions)}function Le(e,n,t){let o=new Set;for(let[i,s]of Object.entries(e))
s.expression!==null&&t.facts(s.expression).resultPaths.some(n)&&o.add(i.toLowerCase());return o}function yt(e,n,t,o){let i=o>
Ye?null:t.loadAction?.(e)??null;if(i?.kind!=="composite")return[];let s={...t,file:i.file,locator:new X(i.source)},a={dataSteps:new Set,
dataOutputs:new Map,triggers:t.run?.triggers??new Set(Object.keys(t.workflow.on)),taintedInputs:new Set},r=c=>Z(c,a)||c[0]===
"inputs"&&n.has((c[1]??"").toLowerCase()),l=[];for(let c of i.steps){let d=new Set;for(let[u,p]of Object.entries(c.env))
p.expression!==null&&t.expressions.facts(p.expression).resultPaths.some(r)&&d.add(u.toLowerCase());let m=u=>r(u)||u[0]===
"env"&&d.has(u[1]??""),h=(u,p)=>{u&&l.push(...xt(u,p,m,s))};h(c.run,"shell");let w=K(c);w.kind==="baton"&&(w.action==="s\
tage"||w.action==="prepare")&&ye(c.with,h),c.uses&&/^actions\/github-script@/.test(c.uses.text)&&h(c.with.script,"script"),
w.kind==="local"&&l.push(...yt(w.path,Le(c.with,m,t.expressions),t,o+1))}return l}function ye(e,n){n(e[x.prompt],"prompt"),
n(e[x.run],"shell"),n(e[x.verify],"shell"),n(e[x.vars],"vars"),n(e[Ee.agentArgs],"agent-args")}function Qt(e,n){let t=Object.
keys(e).find(o=>o.toUpperCase()===n);return t===void 0?void 0:e[t]}function xt(e,n,t,{file:o,locator:i,expressions:s}){let a=[];
for(let{expression:r,offset:l}of ae(e.text))s.facts(r).resultPaths.some(t)&&a.push({rule:"untrusted-expression",file:o,...i.
locate(e,l),message:en(`\${{ ${r} }}`,n)});return a}function en(e,n){switch(n){case"shell":{let t=/^\$\{\{ env\.([A-Za-z_][A-Za-z0-9_]*) \}\}$/.
exec(e);return t?`\`${e}\` in a shell command: ${t[1]} holds attacker-controlled text, and GitHub pastes it into the scr\
ipt before the shell reads it. Use "$${t[1]}" (the shell's variable) instead`:`\`${e}\` in a shell command: GitHub pastes\
 the value into the script before the shell reads it, so text like \`"; curl \u2026 | sh; "\` runs. Pass it through \`env:\` (NAM\
E: ${e}) and use "$NAME" in the script`}case"script":return`\`${e}\` in a github-script: GitHub pastes the value into the\
 JavaScript before it runs. Pass it through \`env:\` and read process.env.NAME`;case"vars":return`\`${e}\` in vars: GitHu\
b pastes the value into the YAML before baton reads it, so a line break in it adds keys of its own (\`inputs.<any>\` in th\
e prompt). Leave it out of vars: and read it in the prompt with the Handlebars form (\`{{github.event.\u2026}}\`), inside \`{{fe\
nce \u2026}}\` for text people wrote`;case"agent-args":return`\`${e}\` in the agent's arguments (BATON_AGENT_ARGS, agent-\
args): each line becomes an argument of the agent CLI, so the text can give it options of its own (a config, a tool, a s\
ystem prompt). Write the arguments in the workflow, and give the text to the agent in its prompt, inside \`{{fence \u2026}}\``;case"\
prompt":return`\`${e}\` in a prompt: GitHub pastes the value into the template before baton compiles it, so the text beco\
mes template and instructions. Use the Handlebars form instead (\`{{github.event.\u2026}}\`, \`{{stages.<id>.data.<key>}}\`), whi\
ch baton prints as data, inside \`{{fence \u2026}}\` for text people wrote`}}function Z(e,{dataSteps:n,dataOutputs:t,triggers:o,
taintedInputs:i}){if(e[0]==="inputs"&&i.size>0)return e[1]===void 0||e[1]==="*"||i.has(e[1].toLowerCase());if(e[0]==="gi\
thub"){if(e.length===1||e[1]==="head_ref"||e[1]==="*")return!0;if(e[1]==="event")return gt(e.slice(2),o)}let[s,a,r,l]=e;
return r!=="outputs"||a===void 0||l===void 0?!1:s==="steps"?l===M.data&&(n.has(a)||a==="*"):s==="needs"?t.get(a)?.has(l)===
!0||a==="*":!1}function bt(e,n,t){let o=new Set;for(let i of e)for(let[s,a]of Object.entries(i))a.expression!==null&&t.facts(
a.expression).resultPaths.some(r=>Z(r,n))&&o.add(s.toLowerCase());return o}function Lt(e,n,t){let o=new Map;for(let i of n){let s=i.calledBy===null?void 0:n.find(l=>l.id===i.calledBy),a=s?.call?t(
s.call.path)??i.workflow:e,r=a.jobs.find(l=>l.id===P(i.id))??i.job;o.set(i.id,{id:i.id,job:r,workflow:a,calledBy:i.calledBy})}
return o}function jt(e,n){let t=new Map(e.map(i=>[i.id,i])),o=i=>{let s=t.get(i);return s===void 0?[]:[...s.calledBy===null?
[]:o(s.calledBy),...s.upstream]};return i=>[...new Set(Te(o(i),s=>t.get(s)?.call))].map(s=>n.get(s)).filter(s=>s!==void 0)}var tn=[st,ct,xe,ot,mt,ut,ke,ft,it,nt];function nn(e,n,t={}){let o=zt(t),i=St(le(e,n,o));return $t(i,e,new Map,n,o)}function zt(e){
let{readFile:n}=e;if(!n)return e;let t=new Map;return{...e,readFile:o=>{let i=t.get(o);if(i===void 0){try{i={text:n(o)}}catch(s){
i={error:s}}t.set(o,i)}if("error"in i)throw i.error;return i.text}}}function $t(e,n,t,o,i){let{readFile:s,loadAction:a}=i,
r=lt(n,t,o,{...s?{readFile:d=>s(d)??void 0}:{},...a?{loadAction:d=>a(d)??void 0}:{}},e),l=[...new Set([n.fileName,...[...e,
...r].map(d=>d.file)])],c=new Map(l.map((d,m)=>[d,m]));return je([...e,...r]).sort((d,m)=>c.get(d.file)-c.get(m.file)||Y(
d,m))}function le(e,n,t,o){return{workflow:e,file:e.fileName,locator:new X(e.source),expressions:n,...t.readFile?{readFile:sn(
t.readFile)}:{},...t.loadAction?{loadAction:t.loadAction}:{},...t.actionProblem?{actionProblem:t.actionProblem}:{},...o?
{run:o}:{}}}function on(e,n,t,o,i={}){let s=zt(i),a=vt(e,n,t,o,s),r=new Set(a.map(l=>l.workflow.fileName));for(let l of n.
values())!("unreadable"in l)&&!r.has(l.fileName)&&(r.add(l.fileName),a.push(le(l,o,s)));return $t(je(a.flatMap(St)),e,n,
o,s)}function sn(e){return n=>{try{return e(n)}catch{return null}}}function je(e){let n=new Set;return e.filter(t=>{let o=JSON.
stringify(t);return n.has(o)?!1:(n.add(o),!0)})}function vt(e,n,t,o,i){let s=m=>{let h=n.get(m);return h===void 0||"unre\
adable"in h?void 0:h},a=Lt(e,t,s),r=jt(t,a),l=new Set(Object.keys(e.on)),c={prefix:"",jobs:a,stageUpstream:r,inherited:null,
triggers:l,taintedInputs:new Set},d=new Map([["",le(e,o,i,c)]]);for(let m of t){let h=m.call?s(m.call.path):void 0,w=d.get(
m.calledBy===null?"":`${m.calledBy}/`),u=a.get(m.id);if(h===void 0||w?.run===void 0||u===void 0)continue;let p=B(u.job,u.
workflow),H=p.kind==="unset"?w.run.inherited:{permissions:p,from:p.from==="job"?`jobs.${P(m.id)}.permissions of ${u.workflow.
fileName}`:`the permissions: of ${u.workflow.fileName}, for its job ${P(m.id)}`},O={prefix:`${m.id}/`,jobs:a,stageUpstream:r,
inherited:H,triggers:l,taintedInputs:kt(w,u.job)};d.set(O.prefix,le(h,o,i,O))}return[...d.values()]}function St(e){let{workflow:n}=e,
t=n.problems.filter(o=>o.severity==="error").map(o=>({rule:"workflow-invalid",file:n.fileName,...rn(o.path),message:o.message}));
for(let o of tn)t.push(...o(e));return t.sort(Y)}function rn(e){let n=N(e);return n?{line:n.line,column:n.column}:{line:1,
column:1}}function an(e,n,t){let o=vt(e,t.called,t.expanded,n,{});return je(o.flatMap(i=>[...xe(i),...ke(i)])).sort(Y)}function ln(e){
let n=new Map;for(let t of e){let o=`${t.file}\0${t.rule}`;n.set(o,[...n.get(o)??[],t])}return[...n.values()].map(t=>{let[
o]=t;if(t.length===1)return`${me(o)} (baton lint reports it too)`;let i=[...new Set(t.map(a=>a.line))],s=i.length>10?`${i.
slice(0,10).join(", ")}, \u2026`:i.join(", ");return`${o.file}: ${t.length} ${o.rule} findings, at line${i.length===1?"":
"s"} ${s}: ${re[o.rule]}; baton lint ${o.file} says each`})}export{re as a,It as b,me as c,N as d,L as e,he as f,tt as g,Ot as h,nn as i,on as j,an as k,ln as l};

import{Ca as Ze,F as Ue,G as Te,Ga as Qe,H as Ve,Ha as et,I as N,Ia as tt,J as qe,N as Be,Oa as _,Pa as nt,Qa as se,Ra as re,
Sa as ae,Ta as le,Ua as L,Va as ue,Wa as H,Xa as it,Ya as be,Z as Y,e as Ne,h as ne,ha as He,k as F,l as ie,m as Me,n as he,
o as Ae,r as T,s as J,sa as Ge,ta as De,xa as Ke,ya as Xe,za as Ye}from"./chunk-FFMODOH4.js";import{y as oe}from"./chunk-NKWIOYZY.js";
import{f as te,t as Je}from"./chunk-6PYYODLU.js";import{d as Ie,k as Ee}from"./chunk-4X335366.js";import{Aa as g,
B as k,C as A,D as ee,Da as We,S as y,Z as K,ca as me,ia as m,ja as O,ka as U,la as S,ma as _e,na as Pe,oa as $,pa as b,
ta as q,ua as ge,va as B,wa as X,xa as I,za as E}from"./chunk-WXLRAERB.js";var pe={"workflow-invalid":"the workflow file does not parse or breaks GitHub\u2019s schema","template-invalid":"a promp\
t template does not parse, or uses what baton refuses","template-not-upstream":"a prompt template references a stage or \
job that is not upstream of its job","checkout-missing":"a stage step of baton\u2019s action whose prompt reads upstream stag\
es, in a job that does not check the repository out before it, with no `needs` input: on GitHub it would know no upstrea\
m stage","untrusted-expression":"attacker-controlled text (a text field of `github.event`, `github.head_ref`, handoff da\
ta) interpolated with ${{ }} into a shell command or a prompt","agent-job-write":"a job that runs an agent holds write p\
ermissions","agent-job-secret":"a job that runs an agent holds a secret or token beyond its model key","unpinned-action":"\
an action or reusable workflow from another repository is not pinned to a full commit sha (GitHub\u2019s own `actions/`, `git\
hub/`, `dependabot/` may name a tag)","report-permission":"a report job cannot post its comment with the permissions it \
has","report-needs-incomplete":"a report job given `needs: ${{ toJSON(needs) }}` does not list in its `needs:` every job\
 it could report on: a failure in one it does not list cannot make the report say the run failed","report-skipped":"a re\
port job that needs other jobs has no `always()` (nor `failure()`, `cancelled()`) in its `if:`: when one of them fails i\
t is skipped","next-unknown-job":"a `next` routing condition names a job that does not exist","unknown-input":"a `with:`\
 key (or a secret) that baton\u2019s action or reusable stage workflow does not declare","invalid-input":"a `with:` valu\
e that baton\u2019s action (or its reusable stage workflow) would refuse when it runs","action-invalid":"a `uses: ./path\
` action of the repository whose action.yml GitHub would refuse (a composite step without `shell:`)","stage-duplicate":"\
two stage steps, jobs or legs of a call would record the same stage id (their records would collide)","timeout-invalid":"\
a literal `timeout-minutes` or `cancel-timeout-minutes` that is not a number of minutes above 0","shell-invalid":"a lite\
ral `shell:` that is neither a built-in shell nor a command with `{0}`"},Jt=b({rule:X(Object.keys(pe)),file:m(),line:O().
check(U(),me(1)),column:O().check(U(),me(1)),message:m()});function we(e){return Ee(`${e.file}:${e.line}:${e.column}: ${e.
rule}: ${e.message}`)}function Z(e,n){return e.file!==n.file?e.file<n.file?-1:1:e.line-n.line||e.column-n.column||(e.rule<
n.rule?-1:e.rule>n.rule?1:0)}function V(e){let n=/^(.*):(\d+):(\d+)$/.exec(e);return n?{file:n[1],line:Number(n[2]),column:Number(
n[3])}:null}var x=b({line:O().check(U()),column:O().check(U())}),j=b({text:m(),expression:g(m()),position:x,keyPosition:E(x),literal:E(
X(["string","number","boolean","null"]))}),z=We(()=>ge("kind",[b({kind:I("literal"),value:q([m(),O(),S(),_e()]),position:x}),
b({kind:I("expression"),expression:m(),text:m(),position:x}),b({kind:I("sequence"),items:$(z),position:x}),b({kind:I("ma\
pping"),entries:$(b({key:m(),value:z,keyPosition:E(x)})),position:x})])),ke=b({expression:m(),text:g(m()),position:g(x),
implicitSuccess:E(S())}),P=B(m(),j),ye=b({index:O().check(U()),id:g(m()),action:E(m()),name:g(j),if:ke,run:g(j),uses:g(b(
{text:m(),position:x})),ownAction:E(I(!0)),with:P,env:P,shell:g(j),workingDirectory:g(j),continueOnError:q([S(),j]),timeoutMinutes:g(
z),position:x}),Nt=ge("kind",[b({kind:I("composite"),file:m(),directory:m(),source:m(),inputs:$(b({id:m(),default:g(j),required:S()})),
outputs:$(b({id:m(),value:g(j)})),steps:$(ye)}),b({kind:I("other"),file:m(),using:m()})]),xe=b({shell:g(j),workingDirectory:g(
j)}),ot=b({id:m(),position:x}),st=b({id:m(),name:g(j),position:x,needs:$(ot),if:ke,strategy:g(z),runsOn:g(z),container:g(
z),services:g(z),env:P,outputs:P,permissions:g(z),continueOnError:q([S(),j]),timeoutMinutes:g(z),cancelTimeoutMinutes:g(
z),defaults:g(xe),uses:g(b({text:m(),position:x})),with:P,secrets:q([I("inherit"),P]),steps:$(ye),stageWorkflow:E(S())}),
Le=b({name:m(),type:X(["string","choice","boolean","environment","number"]),required:S(),default:g(q([m(),S(),O()])),description:g(
m()),options:g($(m())),position:x}),Mt=b({inputs:B(m(),Le),secrets:B(m(),b({required:S(),position:x})),outputs:P,position:x}),
At=b({fileName:m(),source:m(),name:g(m()),on:B(m(),Pe()),inputs:B(m(),Le),env:P,permissions:g(z),defaults:g(xe),jobs:$(st),
call:E(Mt),problems:$(Je)});function ce(e){let n=[],t=/\$\{\{([\s\S]*?)\}\}/g;for(let i=t.exec(e);i!==null;i=t.exec(e))n.push({expression:(i[1]??"").
trim(),offset:i.index});return n}function rt(e){let{workflow:n,file:t,actionProblem:i}=e;if(!i)return[];let s=[];for(let o of n.jobs)for(let r of o.steps){
let l=T(r);if(l.kind!=="local"||!r.uses)continue;let a=i(l.path);a!==null&&s.push({rule:"action-invalid",file:t,...r.uses.
position,message:a})}return s}function at(e){let n=[];for(let t of e.workflow.jobs)nt(t)&&n.push(...Ut(t,e),...Tt(t,e));return n}function Ut(e,{workflow:n,
file:t,run:i}){let s=i!==void 0&&i.prefix!=="",o=H(e,n),r=o.kind==="unset"?i?.inherited??null:null,l=r?.permissions??o;if(l.
kind==="unset")return[{rule:"agent-job-write",file:t,...e.position,message:`job ${e.id} runs an agent and neither it nor\
 the workflow${s?" nor its caller":""} sets \`permissions:\`, so its token has the repository's default, which may be writ\
e-all; set \`permissions:\` with \`contents: read\` on the job`}];let a=it(l);if(a.length===0||l.kind==="expression")return[];
let p=r!==null?`the permissions its call gives it (${r.from})`:l.from==="job"?"its `permissions:`":"the workflow's `perm\
issions:`";return[{rule:"agent-job-write",file:t,...r!==null?e.position:l.position,message:`job ${e.id} runs an agent, a\
nd ${p} let its token write (${a.join(", ")}); an agent that reads untrusted text must not hold write access. Give this \
job read permissions and write from a job without an agent (a report job, a pull-request job)`}]}function Tt(e,n){let{workflow:t,
file:i,locator:s,expressions:o}=n,r=[],l=(a,p,d)=>{for(let[f,h]of Object.entries(a))for(let w of Vt(h,d?f:null,o))r.push(
{rule:"agent-job-secret",file:i,...s.locate(h,w.offset),message:`job ${e.id} runs an agent, and ${p} \`${f}\` gets ${w.what}\
; ${w.why}`})};l(t.env,"the workflow's env",!0),l(e.env,"its env",!0);for(let a of e.steps){let p=a.id?`step ${a.id}`:`s\
tep ${a.index+1}`;l(a.env,`${p}'s env`,!0),_(a)===null&&l(a.with,`${p}'s input`,!1),a.uses&&/^actions\/checkout@/.test(a.
uses.text)&&a.with["persist-credentials"]?.text.trim().toLowerCase()!=="false"&&r.push({rule:"agent-job-secret",file:i,...a.
uses.position,message:`job ${e.id} runs an agent, and actions/checkout keeps the job's token in .git/config where the ag\
ent can read it; add \`persist-credentials: false\` under \`with:\``})}return r}function Vt(e,n,t){let i=[],s=n!==null&&
le.has(n.toUpperCase());for(let{expression:o,offset:r}of ce(e.text))for(let l of t.facts(o).paths)if(l[0]==="secrets"&&l[1]===
"github_token"||l[0]==="github"&&l[1]==="token")i.push({what:"the GitHub token",why:"a prompt injection could use it. Us\
e the token in a job without an agent",offset:r});else if(l[0]==="secrets"&&l[1]===void 0)i.push({what:"every secret of \
the repository",why:"pass only the model key it needs",offset:r});else if(l[0]==="secrets"&&l[1]!==void 0){if(s||le.has(
l[1].toUpperCase()))continue;i.push({what:`the secret ${l[1].toUpperCase()}`,why:`an agent's job should hold only its mo\
del key (${[...le].join(", ")}). Move the secret to a job without an agent`,offset:r})}return i}function lt(e){let{workflow:n}=e;if(e.run!==void 0&&e.run.prefix!=="")return[];let t=Object.keys(n.on);if(t.length>0&&t.
every(s=>s==="workflow_call"))return[];let i=[];for(let s of n.jobs)s.steps.forEach((o,r)=>{let l=qt(s,o,r,e);l&&i.push(
l)});return i}function qt(e,n,t,i){let s=T(n);if(s.kind!=="baton"||s.action!=="stage"&&s.action!=="prepare"||n.uses===null||
n.uses.text.trim().startsWith("./"))return null;let o=n.with[k.needs];if(o!==void 0&&o.text.trim()!=="")return null;let r=Bt(
n,i);if(r===null)return null;let l=p=>`${p.line}:${p.column}`,a=Ke(e.steps,t,l);return a===null?null:{rule:"checkout-mis\
sing",file:i.file,...n.uses.position,message:Ye(e.id,r.first,a,Ht(e,r.named,i))}}function Bt(e,n){let t=e.with[k.prompt],
i=e.with[k.promptFile],s=null;if(t)s={text:ne(t.text),at:(l,a)=>{let p=n.locator.locateLine(t,l,a);return`${p.line}:${p.
column}`}};else if(i&&i.expression===null&&n.readFile){let l=i.text.trim(),a=n.readFile(l);a!==null&&(s={text:a,at:(p,d)=>`${l}\
:${p}:${d}`})}if(s===null)return null;let{analysis:o}=oe(s.text);if(!o)return null;let r=Xe(o,s.at);return r===null?null:
{first:r,named:o.references}}function Ht(e,n,{workflow:t}){let i=F(t,e.id).map(o=>t.jobs.find(r=>r.id===o)).filter(o=>o!==
void 0).map(o=>({id:o.id,...L(o)})),s=new Set;for(let o of n){if(o.kind==="stage"){i.some(a=>a.ids.includes(o.stage)||a.
matrix&&o.stage.startsWith(`${a.id}-`))&&s.add(o.stage);continue}let r=i.find(l=>l.id===o.stage);if(r&&!r.matrix&&!r.unknown)
for(let l of r.ids)s.add(l)}return[...s]}function ut(e){let{workflow:n,file:t}=e;return[...De(n).map(s=>({rule:"invalid-input",file:t,...s.position,message:s.message})),
...Dt(e),...Gt(e)]}function Gt({workflow:e,file:n}){let t=[];for(let i of e.jobs){if(!J(i)||!i.uses)continue;let s=i.uses.
text.trim(),o=s.includes("@")?s.slice(s.lastIndexOf("@")+1):"",r=i.with[K.batonRef];if(!/^[0-9a-f]{40}$/i.test(o)||!r||r.
expression!==null)continue;let l=r.text.trim();l.toLowerCase()!==o.toLowerCase()&&t.push({rule:"invalid-input",file:n,...r.
position,message:`${K.batonRef}: ${JSON.stringify(l)} is not the commit job ${i.id} calls baton's stage workflow at (${o}\
), so the workflow and the action it runs would be two versions of baton (an update that bumped only the uses: line, say\
); pass ${o}`})}return t}function Dt({workflow:e,file:n,locator:t,expressions:i,run:s}){let o=[],r;for(let l of e.jobs){
let a=se(l).map(u=>u[k.needs]).filter(u=>u!==void 0&&u.expression===null);if(a.length===0)continue;r??=new Map(e.jobs.map(
u=>[u.id,ue(u,i)]));let p=s?.stageUpstream(`${s.prefix}${l.id}`).map(u=>u.job)??null,d=new Map(r);for(let u of p??[])d.has(
u.id)||d.set(u.id,ue(u,i));let f=p?.map(u=>u.id)??F(e,l.id),h=(p??f.map(u=>e.jobs.find(c=>c.id===u))).filter(u=>u!==void 0).
map(u=>({id:u.id,...ue(u,i)})),w={job:l.id,upstreamStages:h.flatMap(u=>u.stages??[]),openMatrices:h.filter(u=>u.stages===
null&&u.openMatrix).map(u=>u.id),unknown:h.some(u=>u.stages===null&&!u.openMatrix),jobs:d,upstreamJobs:f,runsAfter:u=>ie(
e,u,l.id)};for(let u of a)for(let c of He(u,w))o.push({rule:"invalid-input",file:n,...t.locate(u,c.offset),message:c.message})}
return o}function pt({workflow:e,file:n,expressions:t}){let i=[],s=o=>he(e.fileName,o);for(let o of e.jobs){let r=Qe(o.strategy);
if(!(r===null||Ne(r)))try{et(t,r,{},s)}catch(l){if(!(l instanceof Ie))throw l;let a=V(l.where??"")??r.position;i.push({rule:"\
workflow-invalid",file:n,line:a.line,column:a.column,message:`jobs.${o.id}: ${l.message}`})}}return i}function je({workflow:e,file:n,expressions:t}){let i=e.jobs.map(a=>a.id),s=new Set;for(let a of e.jobs){s.add(a.id.toLowerCase());
for(let p of L(a).ids)s.add(p.toLowerCase())}let o=new Map(e.jobs.map(a=>{let p=ae(a,A.next,t);return(J(a)||L(a).ids.length>
0)&&p.add(A.next),[a.id.toLowerCase(),p]})),r=[],l=(a,p)=>{if(!(a.text===null||a.position===null))for(let d of t.facts(a.
expression).comparisons){let[f,h,w,u]=d.path;w!=="outputs"||h===void 0||u===void 0||!(f==="needs"&&o.get(h)?.has(u)||f===
"steps"&&u===A.next&&re(p).has(h))||d.literal===""||s.has(d.literal.toLowerCase())||r.push({rule:"next-unknown-job",file:n,
...a.position,message:`\`${d.path.join(".")} ${d.operator} '${d.literal}'\`: there is no job ${d.literal} in this workfl\
ow, so no handoff can take this route; jobs: ${i.join(", ")}${Kt(d.literal,i)}`})}};for(let a of e.jobs){l(a.if,a);for(let p of a.
steps)l(p.if,a)}return r}function Kt(e,n){let t=te(e,n);return t===void 0?"":` (did you mean ${t}?)`}var ct={[y.stageDuplicate]:"stage-duplicate",[y.stageInvalid]:"invalid-input",[y.promptFileMissing]:"invalid-input",[y.timeoutInvalid]:"\
timeout-invalid",[y.shellInvalid]:"shell-invalid",[y.matrixInvalid]:"workflow-invalid",[y.templateStage]:"template-not-u\
pstream",[y.templateInvalid]:null,[y.templateKey]:"template-invalid",[y.needsInput]:null,[y.checkoutMissing]:null,[y.actionInputInvalid]:null,
[y.actionInputUnknown]:null,[y.workflowCallInvalid]:null,[y.inputMissing]:null,[y.inputUnknown]:null,[y.inputInvalid]:null,
[y.eventNotTrigger]:null,[y.jobUnknown]:null};function ft(e,n,t,i,s){let o=new Set(s.map(dt)),r=[];for(let l of Ze(e,t,{
...i,calledWorkflows:n,anyRun:!0})){let a=Object.hasOwn(ct,l.code)?ct[l.code]:null;if(a===null)continue;let p=V(l.path)??
{file:l.path,line:1,column:1},d={rule:a,...p,message:l.message};o.has(dt(d))||r.push(d)}return r}function dt(e){return JSON.
stringify([e.rule,e.file,e.line,e.column])}function mt({workflow:e,file:n}){let t=[];for(let i of e.jobs){let s=i.steps.find(l=>_(l)==="report"&&l.uses!==null);if(s===
void 0)continue;let o=Yt(i,s,e.jobs,l=>F(e,l));o&&t.push({rule:"report-needs-incomplete",file:n,...o});let r=Zt(i,s);r&&
t.push({rule:"report-skipped",file:n,...r})}return t}function Xt(e){let n=e.with[k.needs];return n?.expression==null?!1:
n.expression.replace(/\s+/g,"").toLowerCase()==="tojson(needs)"}function Yt(e,n,t,i){if(!Xt(n))return null;let s=new Set(
e.needs.map(a=>a.id)),o=t.filter(a=>a.id!==e.id&&!s.has(a.id)).filter(a=>!i(a.id).includes(e.id)).map(a=>a.id);if(o.length===
0)return null;let r=e.needs.map(a=>a.id);return{...e.needs[0]?.position??e.position,message:`job ${e.id} passes \`${k.needs}\
: \${{ toJSON(needs) }}\` to ${n.uses.text.trim()}, but GitHub's \`needs\` context holds only the jobs a job lists in its \
own \`needs:\`, and it does not list ${o.join(", ")}: a failure of one of them is not in that context (a job it lists th\
at runs after it is skipped, and a skipped job fails nothing), so the report would not say the run failed; list them in \
its \`needs:\` (needs: [${[...r,...o].join(", ")}])`}}function Zt(e,n){if(e.needs.length===0)return null;let t=e.if,i=t.
expression.replace(/'(?:[^']|'')*'/g,"''");if(/\b(?:always|failure|cancelled)\s*\(/i.test(i))return null;let s=(t.text??
"").trim().replace(/^\$\{\{([\s\S]*)\}\}$/,"$1").trim(),o="so GitHub runs it only when every job it needs succeeded: whe\
n one fails or is cancelled, the report job is skipped and no report says so",r;return t.text===null||s===""?r=`it has n\
o \`if:\`, ${o}; give it \`if: always()\``:t.implicitSuccess?r=`its \`if:\` calls no status function, ${o}; make it \`if:\
 always() && (${s})\``:r=`its \`if:\` calls \`success()\`, ${o}; call \`always()\` in its place`,{...t.position??e.position,
message:`job ${e.id} runs ${n.uses.text.trim()} and needs ${e.needs.map(l=>l.id).join(", ")}, but ${r}`}}var Qt=new Set(["pull_request","pull_request_target","pull_request_review","pull_request_review_comment","issue_comment"]);
function gt({workflow:e,file:n}){let t=[],s=Object.keys(e.on).some(o=>Qt.has(o))?"pull-requests":"issues";for(let o of e.
jobs)for(let r of o.steps){if(_(r)!=="report"||!r.uses)continue;let l=r.with[k.mode];if(l&&l.expression===null&&l.text.trim()===
"summary")continue;let a=H(o,e);if(a.kind==="expression"||be(a,"issues")||be(a,"pull-requests"))continue;let p=a.kind===
"unset"?"neither the job nor the workflow sets `permissions:` (the repository default may be read-only)":"its token has \
neither `issues: write` nor `pull-requests: write`";t.push({rule:"report-permission",file:n,...r.uses.position,message:`\
job ${o.id} posts the report comment with ${r.uses.text}, but ${p}; add \`${s}: write\` to the job's \`permissions:\` (or s\
et \`${k.mode}: summary\`)`})}return t}function bt(e){let n=[];for(let t of e.workflow.jobs)for(let i of se(t)){let s=i[k.prompt];s&&n.push(...ht(t,en(s,e),e));
let o=i[k.promptFile];if(o&&o.expression===null&&e.readFile){let r=o.text.trim(),l=e.readFile(r);l!==null&&n.push(...ht(
t,{text:l,file:r,at:(a,p)=>({line:a,column:p})},e))}}return n}function en(e,{file:n,locator:t}){return{text:ne(e.text),file:n,
at:(s,o)=>t.locateLine(e,s,o)}}function ht(e,n,t){let{workflow:i}=t,s=[],{analysis:o,problems:r}=oe(n.text);for(let c of r)
s.push({rule:"template-invalid",file:n.file,...n.at(c.line,c.column),message:[c.message,...c.details].join("; ")});let l=o?.
references??[],a=tn(e,t),p=a.flatMap(c=>L(c).ids),d=c=>a.some(G=>{let W=L(G);return W.unknown||W.ids.includes(c)||W.matrix&&
c.startsWith(`${G.id}-`)}),f=t.run?nn(e,t.run):a.map(c=>({id:c.id,jobs:[c]})),h=f.map(c=>c.id),w=e.with[k.needs],u=Ue(i,
e)?Te(w,rn(i)):null;for(let c of l){if(c.kind==="stage"?d(c.stage):h.includes(c.stage)){let R=(f.find(v=>v.id===c.stage)?.
jobs??[]).map(L),D=c.kind==="stage"?[c.stage]:R.some(v=>v.unknown||v.matrix)?[]:R.flatMap(v=>v.ids);if(u&&D.length>0&&!D.
some(v=>u.has(v))){let v=c.kind==="stage"?`stages.${c.stage}`:`jobs.${c.stage}`,Pt=c.kind==="stage"?c.stage:`its stages \
(${D.join(", ")})`;s.push({rule:"template-not-upstream",file:n.file,...n.at(c.line,c.column),message:Ve(v,Pt,e.id,w)})}continue}
let W=c.kind==="stage"?"stages":"jobs",fe=c.kind==="stage"?p:h,_t=c.kind==="stage"?"stages":"jobs",M,Ce="",C=c.kind==="j\
ob"?i.jobs.find(R=>R.id===c.stage):sn(i,c.stage),Re=C&&C.id!==e.id?ie(i,C.id,e.id):null,Oe=C===void 0&&t.run?on(e,c,t.run):
null;if(c.kind==="job"&&t.run?wt(t.run.stageUpstream(`${t.run.prefix}${e.id}`)).some(R=>R.id===c.stage):!1)M=`a called w\
orkflow reads its own jobs by their ids in its file, as GitHub's records name them (github.job is the called file's own \
job id): jobs.${N(c.stage)}`;else if(C?.id===e.id)M="that is this stage itself (its previous attempt is {{attempt.previo\
us}})";else if(C&&Re)M=`job ${C.id} runs after job ${e.id} (${Me(Re)}), and a prompt reads only stages of jobs that fini\
sh before it`;else if(C)M=`it runs beside job ${e.id}, not before it; add ${C.id} to \`needs:\` of job ${e.id} if the pr\
ompt needs its handoff`;else if(Oe!==null)M=Oe;else{M=`there is no ${c.kind} ${c.stage} in this workflow${[...t.run?.jobs.
values()??[]].some(D=>D.calledBy!==null)?" or the workflows the run calls":""}`;let R=te(c.stage,fe);R!==void 0&&(Ce=` (\
did you mean ${R}?)`)}s.push({rule:"template-not-upstream",file:n.file,...n.at(c.line,c.column),message:`${W}.${c.stage}\
 is not upstream of job ${e.id}: ${M}; upstream ${_t}: ${fe.length>0?fe.join(", "):"(none)"}${Ce}`})}return s}function tn(e,{
workflow:n,run:t}){return t?t.stageUpstream(`${t.prefix}${e.id}`).map(i=>i.job):F(n,e.id).map(i=>n.jobs.find(s=>s.id===i)).
filter(i=>i!==void 0)}function nn(e,n){let t=n.stageUpstream(`${n.prefix}${e.id}`),i=wt(t),s=new Map(i.map(r=>[r.id,[]]));
for(let r of t)for(let l=r.id.length;l!==-1&&(s.get(r.id.slice(0,l))?.push(r.job),l!==0);l=r.id.lastIndexOf("/",l-1));let o=new Map;
for(let r of i){let l=N(r.id);o.set(l,[...o.get(l)??[],...s.get(r.id)??[]])}return[...o].map(([r,l])=>({id:r,jobs:l}))}function wt(e){
let n=new Set(e.map(t=>t.id));return e.filter(t=>t.calledBy===null||!n.has(t.calledBy))}function on(e,n,t){let i=n.kind===
"job"?t.jobs.get(n.stage):[...t.jobs.values()].find(r=>L(r.job).ids.includes(n.stage));if(i===void 0)return null;let s="\
a prompt reads only stages of jobs that finish before it",o=Be(r=>t.jobs.get(r),`${t.prefix}${e.id}`,i.id);switch(o.kind){case"\
self":return`that is this job itself; ${s}`;case"add":return`it is not upstream of job ${e.id}; add '${o.need}' to ${o.needsOf}\
 if the prompt needs its handoff`;default:return`${o.text}; ${s}`}}function sn(e,n){let t=e.jobs.map(i=>({job:i,stages:L(
i)}));return t.find(i=>i.stages.ids.includes(n)&&!i.stages.matrix)?.job??t.filter(i=>i.stages.matrix&&(n===i.job.id||n.startsWith(
`${i.job.id}-`))).sort((i,s)=>s.job.id.length-i.job.id.length)[0]?.job??t.find(i=>i.stages.ids.includes(n))?.job}function rn(e){
let n=e.jobs.map(t=>({job:t,stages:L(t)}));return t=>{let i=n.find(o=>o.stages.ids.includes(t)&&!o.stages.matrix)??n.filter(
o=>o.stages.matrix&&t.startsWith(`${o.job.id}-`)).sort((o,r)=>r.job.id.length-o.job.id.length)[0];if(i===void 0)return;let s=F(
e,i.job.id).map(o=>L(e.jobs.find(r=>r.id===o)));return{callsStageWorkflow:J(i.job),needsInput:i.job.with[k.needs],upstreamStages:s.
some(o=>o.unknown||o.matrix)?null:s.flatMap(o=>o.ids)}}}function kt({workflow:e,file:n}){return Ge(e).map(t=>({rule:"unknown-input",file:n,...t.position,message:t.message}))}function yt({workflow:e,file:n}){let t=[],i=s=>{let o=ln(s.text);o&&t.push({rule:"unpinned-action",file:n,...s.position,
message:o})};for(let s of e.jobs){s.uses&&i(s.uses);for(let o of s.steps)o.uses&&Ae(o.uses.text)&&i(o.uses)}return t}var an=new Set(
["actions","github","dependabot"]);function ln(e){if(e.startsWith("./")||e.startsWith("../"))return null;if(e.startsWith(
"docker://"))return/@sha256:[0-9a-f]{64}$/.test(e)?null:`${e}: the image is not pinned to a digest; a tag can be pushed \
again with other content. Use ${e.replace(/[:@][^/:@]*$/,"")}@sha256:<digest>`;let n=e.lastIndexOf("@");if(n===-1)return`${e}\
: no ref at all; pin the full commit sha: ${e}@<40-hex commit sha> # <tag>`;let t=e.slice(n+1);if(/^[0-9a-f]{40}$/.test(
t))return null;let i=e.slice(0,n),s=i.split("/")[0]?.toLowerCase()??"";return t!==""&&an.has(s)?null:`${e}: \`${t}\` is n\
ot a commit sha, and a tag or branch can be moved to other code; pin the full commit sha: ${i}@<40-hex commit sha> # ${t}\
 (only GitHub's own actions, under actions/, github/ and dependabot/, may name a tag or branch)`}var un=new Set(["number","id","run_number","run_attempt","workflow_id","check_suite_id","draft","merged","locked","fork",
"private","comments","review_comments","additions","deletions","changed_files"]),pn=new Set(["issue","pull_request","dis\
cussion","answer","comment","review","label","milestone","release","workflow_run","workflow_job","check_run","check_suit\
e","deployment","deployment_status","head","base","repo","head_repository","repository","organization","installation","t\
eam","sender","user","assignee"]),cn=new Set(["number","after","before","created","deleted","forced","ref_type","issue.s\
tate","pull_request.state","discussion.state","pull_request.commits","pull_request.head.sha","pull_request.base.sha","pu\
ll_request.author_association","comment.author_association","workflow_run.status","workflow_run.conclusion","workflow_ru\
n.head_sha","workflow_run.head_commit.id","head_commit.id","merge_group.head_sha","merge_group.base_sha","check_suite.he\
ad_sha","check_run.head_sha","deployment.sha","pull_request.merge_commit_sha","review.state","schedule"]);function xt(e,n){
if(e.length===0)return!0;let t=e.join(".");if(t==="action")return n.has("repository_dispatch")||n.has("workflow_call");if(cn.
has(t))return!1;let i=e[e.length-1]??"",s=e.slice(0,-1);return!(s.length>0&&un.has(i)&&s.every(o=>pn.has(o)))}function ve(e){let{workflow:n,expressions:t}=e,i=[],s=!1;for(let o of n.jobs){let r=zt(e,o),l=a=>{let p=jt(a,r,t),d=f=>Q(
f,r)||f[0]==="env"&&p.has(f[1]??"");return(f,h)=>{f&&i.push(...St(f,h,d,e))}};o.steps.some(a=>_(a)==="stage")&&(l([n.env])(
ze(o.env,ee.args),"agent-args"),s||l([])(ze(n.env,ee.args),"agent-args"),s=!0);for(let a of o.steps){let p=l([n.env,o.env,
a.env]);p(a.run,"shell");let d=_(a);(d==="stage"||d==="prepare")&&$e(a.with,p),d==="stage"&&p(ze(a.env,ee.args),"agent-a\
rgs"),a.uses&&/^actions\/github-script@/.test(a.uses.text)&&p(a.with.script,"script");let f=T(a);if(f.kind==="local"){let h=jt(
[n.env,o.env,a.env],r,t),w=u=>Q(u,r)||u[0]==="env"&&h.has(u[1]??"");i.push(...vt(f.path,Se(a.with,w,t),e,0))}}J(o)&&$e(o.
with,l([n.env]))}return i}var Lt=new WeakMap;function dn(e,n){let t=Lt.get(e);return t===void 0&&(t=new Map(e.jobs.map(i=>[
i.id.toLowerCase(),ae(i,A.data,n)])),Lt.set(e,t)),t}function zt({workflow:e,expressions:n,run:t},i){return{dataSteps:re(
i),dataOutputs:dn(e,n),triggers:t?.triggers??new Set(Object.keys(e.on)),taintedInputs:t?.taintedInputs??new Set}}function $t(e,n){
let t=zt(e,n);return Se(n.with,i=>Q(i,t),e.expressions)}function Se(e,n,t){let i=new Set;for(let[s,o]of Object.entries(e))
o.expression!==null&&t.facts(o.expression).resultPaths.some(n)&&i.add(s.toLowerCase());return i}function vt(e,n,t,i){let s=i>
tt?null:t.loadAction?.(e)??null;if(s?.kind!=="composite")return[];let o={...t,file:s.file,locator:new Y(s.source)},r={dataSteps:new Set,
dataOutputs:new Map,triggers:t.run?.triggers??new Set(Object.keys(t.workflow.on)),taintedInputs:new Set},l=p=>Q(p,r)||p[0]===
"inputs"&&n.has((p[1]??"").toLowerCase()),a=[];for(let p of s.steps){let d=new Set;for(let[u,c]of Object.entries(p.env))
c.expression!==null&&t.expressions.facts(c.expression).resultPaths.some(l)&&d.add(u.toLowerCase());let f=u=>l(u)||u[0]===
"env"&&d.has(u[1]??""),h=(u,c)=>{u&&a.push(...St(u,c,f,o))};h(p.run,"shell");let w=T(p);w.kind==="baton"&&(w.action==="s\
tage"||w.action==="prepare")&&$e(p.with,h),p.uses&&/^actions\/github-script@/.test(p.uses.text)&&h(p.with.script,"script"),
w.kind==="local"&&a.push(...vt(w.path,Se(p.with,f,t.expressions),t,i+1))}return a}function $e(e,n){n(e[k.prompt],"prompt"),
n(e[k.run],"shell"),n(e[k.verify],"shell"),n(e[k.vars],"vars"),n(e[K.agentArgs],"agent-args")}function ze(e,n){let t=Object.
keys(e).find(i=>i.toUpperCase()===n);return t===void 0?void 0:e[t]}function St(e,n,t,{file:i,locator:s,expressions:o}){let r=[];
for(let{expression:l,offset:a}of ce(e.text))o.facts(l).resultPaths.some(t)&&r.push({rule:"untrusted-expression",file:i,...s.
locate(e,a),message:fn(`\${{ ${l} }}`,n)});return r}function fn(e,n){switch(n){case"shell":{let t=/^\$\{\{ env\.([A-Za-z_][A-Za-z0-9_]*) \}\}$/.
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
ch baton prints as data, inside \`{{fence \u2026}}\` for text people wrote`}}function Q(e,{dataSteps:n,dataOutputs:t,triggers:i,
taintedInputs:s}){if(e[0]==="inputs"&&s.size>0)return e[1]===void 0||e[1]==="*"||s.has(e[1].toLowerCase());if(e[0]==="gi\
thub"){if(e.length===1||e[1]==="head_ref"||e[1]==="*")return!0;if(e[1]==="event")return xt(e.slice(2),i)}let[o,r,l,a]=e;
return l!=="outputs"||r===void 0||a===void 0?!1:o==="steps"?a===A.data&&(n.has(r)||r==="*"):o==="needs"?t.get(r)?.has(a)===
!0||r==="*":!1}function jt(e,n,t){let i=new Set;for(let s of e)for(let[o,r]of Object.entries(s))r.expression!==null&&t.facts(
r.expression).resultPaths.some(l=>Q(l,n))&&i.add(o.toLowerCase());return i}function Ft(e,n,t){let i=new Map;for(let s of n){let o=s.calledBy===null?void 0:n.find(a=>a.id===s.calledBy),r=o?.call?t(
o.call.path)??s.workflow:e,l=r.jobs.find(a=>a.id===N(s.id))??s.job;i.set(s.id,{id:s.id,job:l,workflow:r,calledBy:s.calledBy})}
return i}function Ct(e,n){let t=new Map(e.map(s=>[s.id,s])),i=s=>{let o=t.get(s);return o===void 0?[]:[...o.calledBy===null?
[]:i(o.calledBy),...o.upstream]};return s=>[...new Set(qe(i(s),o=>t.get(o)?.call))].map(o=>n.get(o)).filter(o=>o!==void 0)}var mn=[pt,bt,lt,ve,at,yt,gt,mt,je,kt,ut,rt];function gn(e,n,t={}){let i=Rt(t),s=Et(de(e,n,i));return Ot(s,e,new Map,n,i)}
function Rt(e){let{readFile:n}=e;if(!n)return e;let t=new Map;return{...e,readFile:i=>{let s=t.get(i);if(s===void 0){try{
s={text:n(i)}}catch(o){s={error:o}}t.set(i,s)}if("error"in s)throw s.error;return s.text}}}function Ot(e,n,t,i,s){let{readFile:o,
loadAction:r}=s,l=ft(n,t,i,{...o?{readFile:d=>o(d)??void 0}:{},...r?{loadAction:d=>r(d)??void 0}:{}},e),a=[...new Set([n.
fileName,...[...e,...l].map(d=>d.file)])],p=new Map(a.map((d,f)=>[d,f]));return Fe([...e,...l]).sort((d,f)=>p.get(d.file)-
p.get(f.file)||Z(d,f))}function de(e,n,t,i){return{workflow:e,file:e.fileName,locator:new Y(e.source),expressions:n,...t.
readFile?{readFile:bn(t.readFile)}:{},...t.loadAction?{loadAction:t.loadAction}:{},...t.actionProblem?{actionProblem:t.actionProblem}:
{},...i?{run:i}:{}}}function hn(e,n,t,i,s={}){let o=Rt(s),r=It(e,n,t,i,o),l=new Set(r.map(a=>a.workflow.fileName));for(let a of n.
values())!("unreadable"in a)&&!l.has(a.fileName)&&(l.add(a.fileName),r.push(de(a,i,o)));return Ot(Fe(r.flatMap(Et)),e,n,
i,o)}function bn(e){return n=>{try{return e(n)}catch{return null}}}function Fe(e){let n=new Set;return e.filter(t=>{let i=JSON.
stringify(t);return n.has(i)?!1:(n.add(i),!0)})}function It(e,n,t,i,s){let o=f=>{let h=n.get(f);return h===void 0||"unre\
adable"in h?void 0:h},r=Ft(e,t,o),l=Ct(t,r),a=new Set(Object.keys(e.on)),p={prefix:"",jobs:r,stageUpstream:l,inherited:null,
triggers:a,taintedInputs:new Set},d=new Map([["",de(e,i,s,p)]]);for(let f of t){let h=f.call?o(f.call.path):void 0,w=d.get(
f.calledBy===null?"":`${f.calledBy}/`),u=r.get(f.id);if(h===void 0||w?.run===void 0||u===void 0)continue;let c=H(u.job,u.
workflow),G=c.kind==="unset"?w.run.inherited:{permissions:c,from:c.from==="job"?`jobs.${N(f.id)}.permissions of ${u.workflow.
fileName}`:`the permissions: of ${u.workflow.fileName}, for its job ${N(f.id)}`},W={prefix:`${f.id}/`,jobs:r,stageUpstream:l,
inherited:G,triggers:a,taintedInputs:$t(w,u.job)};d.set(W.prefix,de(h,i,s,W))}return[...d.values()]}function Et(e){let{workflow:n}=e,
t=n.problems.filter(i=>i.severity==="error").map(i=>({rule:"workflow-invalid",file:n.fileName,...wn(i.path),message:i.message}));
for(let i of mn)t.push(...i(e));return t.sort(Z)}function wn(e){let n=V(e);return n?{line:n.line,column:n.column}:{line:1,
column:1}}function kn(e,n,t){let i=It(e,t.called,t.expanded,n,{});return Fe(i.flatMap(s=>[...ve(s),...je(s)])).sort(Z)}function yn(e){
let n=new Map;for(let t of e){let i=`${t.file}\0${t.rule}`;n.set(i,[...n.get(i)??[],t])}return[...n.values()].map(t=>{let[
i]=t;if(t.length===1)return`${we(i)} (baton lint reports it too)`;let s=[...new Set(t.map(r=>r.line))],o=s.length>10?`${s.
slice(0,10).join(", ")}, \u2026`:s.join(", ");return`${i.file}: ${t.length} ${i.rule} findings, at line${s.length===1?"":
"s"} ${o}: ${pe[i.rule]}; baton lint ${i.file} says each`})}export{pe as a,Jt as b,we as c,V as d,j as e,ye as f,st as g,At as h,gn as i,hn as j,kn as k,yn as l};

import{o as T,p as nt,q as se,r as re,s as ae,t as le,u as L,v as ue,w as H,x as ot,y as be}from"./chunk-Y5AAYERN.js";
import{Da as Qe,Ea as et,Ga as tt,L as Ue,M as Te,N as Ve,P as M,Q as qe,U as Be,V as Y,ea as He,f as Je,j as ne,o as W,
p as oe,pa as Ge,q as Ne,qa as De,s as he,u as Ae,ua as Ke,va as Xe,w as U,wa as Ye,x as P,za as Ze}from"./chunk-6MSCN2E4.js";
import{y as ie}from"./chunk-M7HJS4M3.js";import{f as te,t as Me}from"./chunk-SIVHNBVM.js";import{c as _e}from"./chunk-FCWOFCWY.js";
import{d as Oe}from"./chunk-OKFZ7BVP.js";import{Aa as g,B as y,C as N,D as ee,Da as Pe,S as k,Z as K,ca as me,ia as m,
ja as R,ka as A,la as S,ma as Ie,na as We,oa as $,pa as b,ta as q,ua as ge,va as B,wa as X,xa as E,za as O}from"./chunk-WXLRAERB.js";var pe={"workflow-invalid":"the workflow file does not parse or breaks GitHub\u2019s schema","template-invalid":"a promp\
t template does not parse, or uses what baton refuses","template-not-upstream":"a prompt template references a stage or \
job that is not upstream of its job","checkout-missing":"a stage step of baton\u2019s action whose prompt reads upstream stag\
es, in a job that does not check the repository out before it, with no `needs` input: on GitHub it would know no upstrea\
m stage","untrusted-expression":"attacker-controlled text (a text field of `github.event`, `github.head_ref`, handoff da\
ta) interpolated with ${{ }} into a shell command or a prompt","agent-job-write":"a job that runs an agent holds write p\
ermissions","agent-job-secret":"a job that runs an agent holds a secret or token beyond its model key","unpinned-action":"\
an action or reusable workflow from another repository is not pinned to a full commit sha (GitHub\u2019s own `actions/`, `git\
hub/`, `dependabot/` may name a tag)","report-permission":"a report job cannot post its comment with the permissions it \
has","next-unknown-job":"a `next` routing condition names a job that does not exist","unknown-input":"a `with:` key (or \
a secret) that baton\u2019s action or reusable stage workflow does not declare","invalid-input":"a `with:` value that ba\
ton\u2019s action (or its reusable stage workflow) would refuse when it runs","action-invalid":"a `uses: ./path` action \
of the repository whose action.yml GitHub would refuse (a composite step without `shell:`)","stage-duplicate":"two stage\
 steps, jobs or legs of a call would record the same stage id (their records would collide)","timeout-invalid":"a litera\
l `timeout-minutes` or `cancel-timeout-minutes` that is not a number of minutes above 0","shell-invalid":"a literal `she\
ll:` that is neither a built-in shell nor a command with `{0}`"},Pt=b({rule:X(Object.keys(pe)),file:m(),line:R().check(A(),
me(1)),column:R().check(A(),me(1)),message:m()});function we(e){return _e(`${e.file}:${e.line}:${e.column}: ${e.rule}: ${e.
message}`)}function Z(e,n){return e.file!==n.file?e.file<n.file?-1:1:e.line-n.line||e.column-n.column||(e.rule<n.rule?-1:
e.rule>n.rule?1:0)}function V(e){let n=/^(.*):(\d+):(\d+)$/.exec(e);return n?{file:n[1],line:Number(n[2]),column:Number(
n[3])}:null}var x=b({line:R().check(A()),column:R().check(A())}),j=b({text:m(),expression:g(m()),position:x,keyPosition:O(x),literal:O(
X(["string","number","boolean","null"]))}),z=Pe(()=>ge("kind",[b({kind:E("literal"),value:q([m(),R(),S(),Ie()]),position:x}),
b({kind:E("expression"),expression:m(),text:m(),position:x}),b({kind:E("sequence"),items:$(z),position:x}),b({kind:E("ma\
pping"),entries:$(b({key:m(),value:z,keyPosition:O(x)})),position:x})])),ke=b({expression:m(),text:g(m()),position:g(x),
implicitSuccess:O(S())}),_=B(m(),j),ye=b({index:R().check(A()),id:g(m()),action:O(m()),name:g(j),if:ke,run:g(j),uses:g(b(
{text:m(),position:x})),ownAction:O(E(!0)),with:_,env:_,shell:g(j),workingDirectory:g(j),continueOnError:q([S(),j]),timeoutMinutes:g(
z),position:x}),Mt=ge("kind",[b({kind:E("composite"),file:m(),directory:m(),source:m(),inputs:$(b({id:m(),default:g(j),required:S()})),
outputs:$(b({id:m(),value:g(j)})),steps:$(ye)}),b({kind:E("other"),file:m(),using:m()})]),xe=b({shell:g(j),workingDirectory:g(
j)}),it=b({id:m(),position:x}),st=b({id:m(),name:g(j),position:x,needs:$(it),if:ke,strategy:g(z),runsOn:g(z),container:g(
z),services:g(z),env:_,outputs:_,permissions:g(z),continueOnError:q([S(),j]),timeoutMinutes:g(z),cancelTimeoutMinutes:g(
z),defaults:g(xe),uses:g(b({text:m(),position:x})),with:_,secrets:q([E("inherit"),_]),steps:$(ye),stageWorkflow:O(S())}),
Le=b({name:m(),type:X(["string","choice","boolean","environment","number"]),required:S(),default:g(q([m(),S(),R()])),description:g(
m()),options:g($(m())),position:x}),Jt=b({inputs:B(m(),Le),secrets:B(m(),b({required:S(),position:x})),outputs:_,position:x}),
Nt=b({fileName:m(),source:m(),name:g(m()),on:B(m(),We()),inputs:B(m(),Le),env:_,permissions:g(z),defaults:g(xe),jobs:$(st),
call:O(Jt),problems:$(Me)});function ce(e){let n=[],t=/\$\{\{([\s\S]*?)\}\}/g;for(let o=t.exec(e);o!==null;o=t.exec(e))n.push({expression:(o[1]??"").
trim(),offset:o.index});return n}function rt(e){let{workflow:n,file:t,actionProblem:o}=e;if(!o)return[];let s=[];for(let i of n.jobs)for(let r of i.steps){
let l=U(r);if(l.kind!=="local"||!r.uses)continue;let a=o(l.path);a!==null&&s.push({rule:"action-invalid",file:t,...r.uses.
position,message:a})}return s}function at(e){let n=[];for(let t of e.workflow.jobs)nt(t)&&n.push(...At(t,e),...Ut(t,e));return n}function At(e,{workflow:n,
file:t,run:o}){let s=o!==void 0&&o.prefix!=="",i=H(e,n),r=i.kind==="unset"?o?.inherited??null:null,l=r?.permissions??i;if(l.
kind==="unset")return[{rule:"agent-job-write",file:t,...e.position,message:`job ${e.id} runs an agent and neither it nor\
 the workflow${s?" nor its caller":""} sets \`permissions:\`, so its token has the repository's default, which may be writ\
e-all; set \`permissions:\` with \`contents: read\` on the job`}];let a=ot(l);if(a.length===0||l.kind==="expression")return[];
let p=r!==null?`the permissions its call gives it (${r.from})`:l.from==="job"?"its `permissions:`":"the workflow's `perm\
issions:`";return[{rule:"agent-job-write",file:t,...r!==null?e.position:l.position,message:`job ${e.id} runs an agent, a\
nd ${p} let its token write (${a.join(", ")}); an agent that reads untrusted text must not hold write access. Give this \
job read permissions and write from a job without an agent (a report job, a pull-request job)`}]}function Ut(e,n){let{workflow:t,
file:o,locator:s,expressions:i}=n,r=[],l=(a,p,f)=>{for(let[d,h]of Object.entries(a))for(let w of Tt(h,f?d:null,i))r.push(
{rule:"agent-job-secret",file:o,...s.locate(h,w.offset),message:`job ${e.id} runs an agent, and ${p} \`${d}\` gets ${w.what}\
; ${w.why}`})};l(t.env,"the workflow's env",!0),l(e.env,"its env",!0);for(let a of e.steps){let p=a.id?`step ${a.id}`:`s\
tep ${a.index+1}`;l(a.env,`${p}'s env`,!0),T(a)===null&&l(a.with,`${p}'s input`,!1),a.uses&&/^actions\/checkout@/.test(a.
uses.text)&&a.with["persist-credentials"]?.text.trim().toLowerCase()!=="false"&&r.push({rule:"agent-job-secret",file:o,...a.
uses.position,message:`job ${e.id} runs an agent, and actions/checkout keeps the job's token in .git/config where the ag\
ent can read it; add \`persist-credentials: false\` under \`with:\``})}return r}function Tt(e,n,t){let o=[],s=n!==null&&
le.has(n.toUpperCase());for(let{expression:i,offset:r}of ce(e.text))for(let l of t.facts(i).paths)if(l[0]==="secrets"&&l[1]===
"github_token"||l[0]==="github"&&l[1]==="token")o.push({what:"the GitHub token",why:"a prompt injection could use it. Us\
e the token in a job without an agent",offset:r});else if(l[0]==="secrets"&&l[1]===void 0)o.push({what:"every secret of \
the repository",why:"pass only the model key it needs",offset:r});else if(l[0]==="secrets"&&l[1]!==void 0){if(s||le.has(
l[1].toUpperCase()))continue;o.push({what:`the secret ${l[1].toUpperCase()}`,why:`an agent's job should hold only its mo\
del key (${[...le].join(", ")}). Move the secret to a job without an agent`,offset:r})}return o}function lt(e){let{workflow:n}=e;if(e.run!==void 0&&e.run.prefix!=="")return[];let t=Object.keys(n.on);if(t.length>0&&t.
every(s=>s==="workflow_call"))return[];let o=[];for(let s of n.jobs)s.steps.forEach((i,r)=>{let l=Vt(s,i,r,e);l&&o.push(
l)});return o}function Vt(e,n,t,o){let s=U(n);if(s.kind!=="baton"||s.action!=="stage"&&s.action!=="prepare"||n.uses===null||
n.uses.text.trim().startsWith("./"))return null;let i=n.with[y.needs];if(i!==void 0&&i.text.trim()!=="")return null;let r=qt(
n,o);if(r===null)return null;let l=p=>`${p.line}:${p.column}`,a=Ke(e.steps,t,l);return a===null?null:{rule:"checkout-mis\
sing",file:o.file,...n.uses.position,message:Ye(e.id,r.first,a,Bt(e,r.named,o))}}function qt(e,n){let t=e.with[y.prompt],
o=e.with[y.promptFile],s=null;if(t)s={text:ne(t.text),at:(l,a)=>{let p=n.locator.locateLine(t,l,a);return`${p.line}:${p.
column}`}};else if(o&&o.expression===null&&n.readFile){let l=o.text.trim(),a=n.readFile(l);a!==null&&(s={text:a,at:(p,f)=>`${l}\
:${p}:${f}`})}if(s===null)return null;let{analysis:i}=ie(s.text);if(!i)return null;let r=Xe(i,s.at);return r===null?null:
{first:r,named:i.references}}function Bt(e,n,{workflow:t}){let o=W(t,e.id).map(i=>t.jobs.find(r=>r.id===i)).filter(i=>i!==
void 0).map(i=>({id:i.id,...L(i)})),s=new Set;for(let i of n){if(i.kind==="stage"){o.some(a=>a.ids.includes(i.stage)||a.
matrix&&i.stage.startsWith(`${a.id}-`))&&s.add(i.stage);continue}let r=o.find(l=>l.id===i.stage);if(r&&!r.matrix&&!r.unknown)
for(let l of r.ids)s.add(l)}return[...s]}function ut(e){let{workflow:n,file:t}=e;return[...De(n).map(s=>({rule:"invalid-input",file:t,...s.position,message:s.message})),
...Gt(e),...Ht(e)]}function Ht({workflow:e,file:n}){let t=[];for(let o of e.jobs){if(!P(o)||!o.uses)continue;let s=o.uses.
text.trim(),i=s.includes("@")?s.slice(s.lastIndexOf("@")+1):"",r=o.with[K.batonRef];if(!/^[0-9a-f]{40}$/i.test(i)||!r||r.
expression!==null)continue;let l=r.text.trim();l.toLowerCase()!==i.toLowerCase()&&t.push({rule:"invalid-input",file:n,...r.
position,message:`${K.batonRef}: ${JSON.stringify(l)} is not the commit job ${o.id} calls baton's stage workflow at (${i}\
), so the workflow and the action it runs would be two versions of baton (an update that bumped only the uses: line, say\
); pass ${i}`})}return t}function Gt({workflow:e,file:n,locator:t,expressions:o,run:s}){let i=[],r;for(let l of e.jobs){
let a=se(l).map(u=>u[y.needs]).filter(u=>u!==void 0&&u.expression===null);if(a.length===0)continue;r??=new Map(e.jobs.map(
u=>[u.id,ue(u,o)]));let p=s?.stageUpstream(`${s.prefix}${l.id}`).map(u=>u.job)??null,f=new Map(r);for(let u of p??[])f.has(
u.id)||f.set(u.id,ue(u,o));let d=p?.map(u=>u.id)??W(e,l.id),h=(p??d.map(u=>e.jobs.find(c=>c.id===u))).filter(u=>u!==void 0).
map(u=>({id:u.id,...ue(u,o)})),w={job:l.id,upstreamStages:h.flatMap(u=>u.stages??[]),openMatrices:h.filter(u=>u.stages===
null&&u.openMatrix).map(u=>u.id),unknown:h.some(u=>u.stages===null&&!u.openMatrix),jobs:f,upstreamJobs:d,runsAfter:u=>oe(
e,u,l.id)};for(let u of a)for(let c of He(u,w))i.push({rule:"invalid-input",file:n,...t.locate(u,c.offset),message:c.message})}
return i}function pt({workflow:e,file:n,expressions:t}){let o=[],s=i=>he(e.fileName,i);for(let i of e.jobs){let r=Qe(i.strategy);
if(!(r===null||Je(r)))try{et(t,r,{},s)}catch(l){if(!(l instanceof Oe))throw l;let a=V(l.where??"")??r.position;o.push({rule:"\
workflow-invalid",file:n,line:a.line,column:a.column,message:`jobs.${i.id}: ${l.message}`})}}return o}function je({workflow:e,file:n,expressions:t}){let o=e.jobs.map(a=>a.id),s=new Set;for(let a of e.jobs){s.add(a.id.toLowerCase());
for(let p of L(a).ids)s.add(p.toLowerCase())}let i=new Map(e.jobs.map(a=>{let p=ae(a,N.next,t);return(P(a)||L(a).ids.length>
0)&&p.add(N.next),[a.id.toLowerCase(),p]})),r=[],l=(a,p)=>{if(!(a.text===null||a.position===null))for(let f of t.facts(a.
expression).comparisons){let[d,h,w,u]=f.path;w!=="outputs"||h===void 0||u===void 0||!(d==="needs"&&i.get(h)?.has(u)||d===
"steps"&&u===N.next&&re(p).has(h))||f.literal===""||s.has(f.literal.toLowerCase())||r.push({rule:"next-unknown-job",file:n,
...a.position,message:`\`${f.path.join(".")} ${f.operator} '${f.literal}'\`: there is no job ${f.literal} in this workfl\
ow, so no handoff can take this route; jobs: ${o.join(", ")}${Dt(f.literal,o)}`})}};for(let a of e.jobs){l(a.if,a);for(let p of a.
steps)l(p.if,a)}return r}function Dt(e,n){let t=te(e,n);return t===void 0?"":` (did you mean ${t}?)`}var ct={[k.stageDuplicate]:"stage-duplicate",[k.stageInvalid]:"invalid-input",[k.promptFileMissing]:"invalid-input",[k.timeoutInvalid]:"\
timeout-invalid",[k.shellInvalid]:"shell-invalid",[k.matrixInvalid]:"workflow-invalid",[k.templateStage]:"template-not-u\
pstream",[k.templateInvalid]:null,[k.templateKey]:"template-invalid",[k.needsInput]:null,[k.checkoutMissing]:null,[k.actionInputInvalid]:null,
[k.actionInputUnknown]:null,[k.workflowCallInvalid]:null,[k.inputMissing]:null,[k.inputUnknown]:null,[k.inputInvalid]:null,
[k.eventNotTrigger]:null,[k.jobUnknown]:null};function dt(e,n,t,o,s){let i=new Set(s.map(ft)),r=[];for(let l of Ze(e,t,{
...o,calledWorkflows:n,anyRun:!0})){let a=Object.hasOwn(ct,l.code)?ct[l.code]:null;if(a===null)continue;let p=V(l.path)??
{file:l.path,line:1,column:1},f={rule:a,...p,message:l.message};i.has(ft(f))||r.push(f)}return r}function ft(e){return JSON.
stringify([e.rule,e.file,e.line,e.column])}var Kt=new Set(["pull_request","pull_request_target","pull_request_review","pull_request_review_comment","issue_comment"]);
function mt({workflow:e,file:n}){let t=[],s=Object.keys(e.on).some(i=>Kt.has(i))?"pull-requests":"issues";for(let i of e.
jobs)for(let r of i.steps){if(T(r)!=="report"||!r.uses)continue;let l=r.with[y.mode];if(l&&l.expression===null&&l.text.trim()===
"summary")continue;let a=H(i,e);if(a.kind==="expression"||be(a,"issues")||be(a,"pull-requests"))continue;let p=a.kind===
"unset"?"neither the job nor the workflow sets `permissions:` (the repository default may be read-only)":"its token has \
neither `issues: write` nor `pull-requests: write`";t.push({rule:"report-permission",file:n,...r.uses.position,message:`\
job ${i.id} posts the report comment with ${r.uses.text}, but ${p}; add \`${s}: write\` to the job's \`permissions:\` (or s\
et \`${y.mode}: summary\`)`})}return t}function ht(e){let n=[];for(let t of e.workflow.jobs)for(let o of se(t)){let s=o[y.prompt];s&&n.push(...gt(t,Xt(s,e),e));
let i=o[y.promptFile];if(i&&i.expression===null&&e.readFile){let r=i.text.trim(),l=e.readFile(r);l!==null&&n.push(...gt(
t,{text:l,file:r,at:(a,p)=>({line:a,column:p})},e))}}return n}function Xt(e,{file:n,locator:t}){return{text:ne(e.text),file:n,
at:(s,i)=>t.locateLine(e,s,i)}}function gt(e,n,t){let{workflow:o}=t,s=[],{analysis:i,problems:r}=ie(n.text);for(let c of r)
s.push({rule:"template-invalid",file:n.file,...n.at(c.line,c.column),message:[c.message,...c.details].join("; ")});let l=i?.
references??[],a=Yt(e,t),p=a.flatMap(c=>L(c).ids),f=c=>a.some(G=>{let I=L(G);return I.unknown||I.ids.includes(c)||I.matrix&&
c.startsWith(`${G.id}-`)}),d=t.run?Zt(e,t.run):a.map(c=>({id:c.id,jobs:[c]})),h=d.map(c=>c.id),w=e.with[y.needs],u=Ue(o,
e)?Te(w,tn(o)):null;for(let c of l){if(c.kind==="stage"?f(c.stage):h.includes(c.stage)){let C=(d.find(v=>v.id===c.stage)?.
jobs??[]).map(L),D=c.kind==="stage"?[c.stage]:C.some(v=>v.unknown||v.matrix)?[]:C.flatMap(v=>v.ids);if(u&&D.length>0&&!D.
some(v=>u.has(v))){let v=c.kind==="stage"?`stages.${c.stage}`:`jobs.${c.stage}`,It=c.kind==="stage"?c.stage:`its stages \
(${D.join(", ")})`;s.push({rule:"template-not-upstream",file:n.file,...n.at(c.line,c.column),message:Ve(v,It,e.id,w)})}continue}
let I=c.kind==="stage"?"stages":"jobs",de=c.kind==="stage"?p:h,_t=c.kind==="stage"?"stages":"jobs",J,Ce="",F=c.kind==="j\
ob"?o.jobs.find(C=>C.id===c.stage):en(o,c.stage),Re=F&&F.id!==e.id?oe(o,F.id,e.id):null,Ee=F===void 0&&t.run?Qt(e,c,t.run):
null;if(c.kind==="job"&&t.run?bt(t.run.stageUpstream(`${t.run.prefix}${e.id}`)).some(C=>C.id===c.stage):!1)J=`a called w\
orkflow reads its own jobs by their ids in its file, as GitHub's records name them (github.job is the called file's own \
job id): jobs.${M(c.stage)}`;else if(F?.id===e.id)J="that is this stage itself (its previous attempt is {{attempt.previo\
us}})";else if(F&&Re)J=`job ${F.id} runs after job ${e.id} (${Ne(Re)}), and a prompt reads only stages of jobs that fini\
sh before it`;else if(F)J=`it runs beside job ${e.id}, not before it; add ${F.id} to \`needs:\` of job ${e.id} if the pr\
ompt needs its handoff`;else if(Ee!==null)J=Ee;else{J=`there is no ${c.kind} ${c.stage} in this workflow${[...t.run?.jobs.
values()??[]].some(D=>D.calledBy!==null)?" or the workflows the run calls":""}`;let C=te(c.stage,de);C!==void 0&&(Ce=` (\
did you mean ${C}?)`)}s.push({rule:"template-not-upstream",file:n.file,...n.at(c.line,c.column),message:`${I}.${c.stage}\
 is not upstream of job ${e.id}: ${J}; upstream ${_t}: ${de.length>0?de.join(", "):"(none)"}${Ce}`})}return s}function Yt(e,{
workflow:n,run:t}){return t?t.stageUpstream(`${t.prefix}${e.id}`).map(o=>o.job):W(n,e.id).map(o=>n.jobs.find(s=>s.id===o)).
filter(o=>o!==void 0)}function Zt(e,n){let t=n.stageUpstream(`${n.prefix}${e.id}`),o=bt(t),s=new Map(o.map(r=>[r.id,[]]));
for(let r of t)for(let l=r.id.length;l!==-1&&(s.get(r.id.slice(0,l))?.push(r.job),l!==0);l=r.id.lastIndexOf("/",l-1));let i=new Map;
for(let r of o){let l=M(r.id);i.set(l,[...i.get(l)??[],...s.get(r.id)??[]])}return[...i].map(([r,l])=>({id:r,jobs:l}))}function bt(e){
let n=new Set(e.map(t=>t.id));return e.filter(t=>t.calledBy===null||!n.has(t.calledBy))}function Qt(e,n,t){let o=n.kind===
"job"?t.jobs.get(n.stage):[...t.jobs.values()].find(r=>L(r.job).ids.includes(n.stage));if(o===void 0)return null;let s="\
a prompt reads only stages of jobs that finish before it",i=Be(r=>t.jobs.get(r),`${t.prefix}${e.id}`,o.id);switch(i.kind){case"\
self":return`that is this job itself; ${s}`;case"add":return`it is not upstream of job ${e.id}; add '${i.need}' to ${i.needsOf}\
 if the prompt needs its handoff`;default:return`${i.text}; ${s}`}}function en(e,n){let t=e.jobs.map(o=>({job:o,stages:L(
o)}));return t.find(o=>o.stages.ids.includes(n)&&!o.stages.matrix)?.job??t.filter(o=>o.stages.matrix&&(n===o.job.id||n.startsWith(
`${o.job.id}-`))).sort((o,s)=>s.job.id.length-o.job.id.length)[0]?.job??t.find(o=>o.stages.ids.includes(n))?.job}function tn(e){
let n=e.jobs.map(t=>({job:t,stages:L(t)}));return t=>{let o=n.find(i=>i.stages.ids.includes(t)&&!i.stages.matrix)??n.filter(
i=>i.stages.matrix&&t.startsWith(`${i.job.id}-`)).sort((i,r)=>r.job.id.length-i.job.id.length)[0];if(o===void 0)return;let s=W(
e,o.job.id).map(i=>L(e.jobs.find(r=>r.id===i)));return{callsStageWorkflow:P(o.job),needsInput:o.job.with[y.needs],upstreamStages:s.
some(i=>i.unknown||i.matrix)?null:s.flatMap(i=>i.ids)}}}function wt({workflow:e,file:n}){return Ge(e).map(t=>({rule:"unknown-input",file:n,...t.position,message:t.message}))}function kt({workflow:e,file:n}){let t=[],o=s=>{let i=on(s.text);i&&t.push({rule:"unpinned-action",file:n,...s.position,
message:i})};for(let s of e.jobs){s.uses&&o(s.uses);for(let i of s.steps)i.uses&&Ae(i.uses.text)&&o(i.uses)}return t}var nn=new Set(
["actions","github","dependabot"]);function on(e){if(e.startsWith("./")||e.startsWith("../"))return null;if(e.startsWith(
"docker://"))return/@sha256:[0-9a-f]{64}$/.test(e)?null:`${e}: the image is not pinned to a digest; a tag can be pushed \
again with other content. Use ${e.replace(/[:@][^/:@]*$/,"")}@sha256:<digest>`;let n=e.lastIndexOf("@");if(n===-1)return`${e}\
: no ref at all; pin the full commit sha: ${e}@<40-hex commit sha> # <tag>`;let t=e.slice(n+1);if(/^[0-9a-f]{40}$/.test(
t))return null;let o=e.slice(0,n),s=o.split("/")[0]?.toLowerCase()??"";return t!==""&&nn.has(s)?null:`${e}: \`${t}\` is n\
ot a commit sha, and a tag or branch can be moved to other code; pin the full commit sha: ${o}@<40-hex commit sha> # ${t}\
 (only GitHub's own actions, under actions/, github/ and dependabot/, may name a tag or branch)`}var sn=new Set(["number","id","run_number","run_attempt","workflow_id","check_suite_id","draft","merged","locked","fork",
"private","comments","review_comments","additions","deletions","changed_files"]),rn=new Set(["issue","pull_request","dis\
cussion","answer","comment","review","label","milestone","release","workflow_run","workflow_job","check_run","check_suit\
e","deployment","deployment_status","head","base","repo","head_repository","repository","organization","installation","t\
eam","sender","user","assignee"]),an=new Set(["number","after","before","created","deleted","forced","ref_type","issue.s\
tate","pull_request.state","discussion.state","pull_request.commits","pull_request.head.sha","pull_request.base.sha","pu\
ll_request.author_association","comment.author_association","workflow_run.status","workflow_run.conclusion","workflow_ru\
n.head_sha","workflow_run.head_commit.id","head_commit.id","merge_group.head_sha","merge_group.base_sha","check_suite.he\
ad_sha","check_run.head_sha","deployment.sha","pull_request.merge_commit_sha","review.state","schedule"]);function yt(e,n){
if(e.length===0)return!0;let t=e.join(".");if(t==="action")return n.has("repository_dispatch")||n.has("workflow_call");if(an.
has(t))return!1;let o=e[e.length-1]??"",s=e.slice(0,-1);return!(s.length>0&&sn.has(o)&&s.every(i=>rn.has(i)))}function ve(e){let{workflow:n,expressions:t}=e,o=[],s=!1;for(let i of n.jobs){let r=jt(e,i),l=a=>{let p=Lt(a,r,t),f=d=>Q(
d,r)||d[0]==="env"&&p.has(d[1]??"");return(d,h)=>{d&&o.push(...vt(d,h,f,e))}};i.steps.some(a=>T(a)==="stage")&&(l([n.env])(
ze(i.env,ee.args),"agent-args"),s||l([])(ze(n.env,ee.args),"agent-args"),s=!0);for(let a of i.steps){let p=l([n.env,i.env,
a.env]);p(a.run,"shell");let f=T(a);(f==="stage"||f==="prepare")&&$e(a.with,p),f==="stage"&&p(ze(a.env,ee.args),"agent-a\
rgs"),a.uses&&/^actions\/github-script@/.test(a.uses.text)&&p(a.with.script,"script");let d=U(a);if(d.kind==="local"){let h=Lt(
[n.env,i.env,a.env],r,t),w=u=>Q(u,r)||u[0]==="env"&&h.has(u[1]??"");o.push(...$t(d.path,Se(a.with,w,t),e,0))}}P(i)&&$e(i.
with,l([n.env]))}return o}var xt=new WeakMap;function ln(e,n){let t=xt.get(e);return t===void 0&&(t=new Map(e.jobs.map(o=>[
o.id.toLowerCase(),ae(o,N.data,n)])),xt.set(e,t)),t}function jt({workflow:e,expressions:n,run:t},o){return{dataSteps:re(
o),dataOutputs:ln(e,n),triggers:t?.triggers??new Set(Object.keys(e.on)),taintedInputs:t?.taintedInputs??new Set}}function zt(e,n){
let t=jt(e,n);return Se(n.with,o=>Q(o,t),e.expressions)}function Se(e,n,t){let o=new Set;for(let[s,i]of Object.entries(e))
i.expression!==null&&t.facts(i.expression).resultPaths.some(n)&&o.add(s.toLowerCase());return o}function $t(e,n,t,o){let s=o>
tt?null:t.loadAction?.(e)??null;if(s?.kind!=="composite")return[];let i={...t,file:s.file,locator:new Y(s.source)},r={dataSteps:new Set,
dataOutputs:new Map,triggers:t.run?.triggers??new Set(Object.keys(t.workflow.on)),taintedInputs:new Set},l=p=>Q(p,r)||p[0]===
"inputs"&&n.has((p[1]??"").toLowerCase()),a=[];for(let p of s.steps){let f=new Set;for(let[u,c]of Object.entries(p.env))
c.expression!==null&&t.expressions.facts(c.expression).resultPaths.some(l)&&f.add(u.toLowerCase());let d=u=>l(u)||u[0]===
"env"&&f.has(u[1]??""),h=(u,c)=>{u&&a.push(...vt(u,c,d,i))};h(p.run,"shell");let w=U(p);w.kind==="baton"&&(w.action==="s\
tage"||w.action==="prepare")&&$e(p.with,h),p.uses&&/^actions\/github-script@/.test(p.uses.text)&&h(p.with.script,"script"),
w.kind==="local"&&a.push(...$t(w.path,Se(p.with,d,t.expressions),t,o+1))}return a}function $e(e,n){n(e[y.prompt],"prompt"),
n(e[y.run],"shell"),n(e[y.verify],"shell"),n(e[y.vars],"vars"),n(e[K.agentArgs],"agent-args")}function ze(e,n){let t=Object.
keys(e).find(o=>o.toUpperCase()===n);return t===void 0?void 0:e[t]}function vt(e,n,t,{file:o,locator:s,expressions:i}){let r=[];
for(let{expression:l,offset:a}of ce(e.text))i.facts(l).resultPaths.some(t)&&r.push({rule:"untrusted-expression",file:o,...s.
locate(e,a),message:un(`\${{ ${l} }}`,n)});return r}function un(e,n){switch(n){case"shell":{let t=/^\$\{\{ env\.([A-Za-z_][A-Za-z0-9_]*) \}\}$/.
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
ch baton prints as data, inside \`{{fence \u2026}}\` for text people wrote`}}function Q(e,{dataSteps:n,dataOutputs:t,triggers:o,
taintedInputs:s}){if(e[0]==="inputs"&&s.size>0)return e[1]===void 0||e[1]==="*"||s.has(e[1].toLowerCase());if(e[0]==="gi\
thub"){if(e.length===1||e[1]==="head_ref"||e[1]==="*")return!0;if(e[1]==="event")return yt(e.slice(2),o)}let[i,r,l,a]=e;
return l!=="outputs"||r===void 0||a===void 0?!1:i==="steps"?a===N.data&&(n.has(r)||r==="*"):i==="needs"?t.get(r)?.has(a)===
!0||r==="*":!1}function Lt(e,n,t){let o=new Set;for(let s of e)for(let[i,r]of Object.entries(s))r.expression!==null&&t.facts(
r.expression).resultPaths.some(l=>Q(l,n))&&o.add(i.toLowerCase());return o}function St(e,n,t){let o=new Map;for(let s of n){let i=s.calledBy===null?void 0:n.find(a=>a.id===s.calledBy),r=i?.call?t(
i.call.path)??s.workflow:e,l=r.jobs.find(a=>a.id===M(s.id))??s.job;o.set(s.id,{id:s.id,job:l,workflow:r,calledBy:s.calledBy})}
return o}function Ft(e,n){let t=new Map(e.map(s=>[s.id,s])),o=s=>{let i=t.get(s);return i===void 0?[]:[...i.calledBy===null?
[]:o(i.calledBy),...i.upstream]};return s=>[...new Set(qe(o(s),i=>t.get(i)?.call))].map(i=>n.get(i)).filter(i=>i!==void 0)}var pn=[pt,ht,lt,ve,at,kt,mt,je,wt,ut,rt];function cn(e,n,t={}){let o=Ct(t),s=Ot(fe(e,n,o));return Rt(s,e,new Map,n,o)}function Ct(e){
let{readFile:n}=e;if(!n)return e;let t=new Map;return{...e,readFile:o=>{let s=t.get(o);if(s===void 0){try{s={text:n(o)}}catch(i){
s={error:i}}t.set(o,s)}if("error"in s)throw s.error;return s.text}}}function Rt(e,n,t,o,s){let{readFile:i,loadAction:r}=s,
l=dt(n,t,o,{...i?{readFile:f=>i(f)??void 0}:{},...r?{loadAction:f=>r(f)??void 0}:{}},e),a=[...new Set([n.fileName,...[...e,
...l].map(f=>f.file)])],p=new Map(a.map((f,d)=>[f,d]));return Fe([...e,...l]).sort((f,d)=>p.get(f.file)-p.get(d.file)||Z(
f,d))}function fe(e,n,t,o){return{workflow:e,file:e.fileName,locator:new Y(e.source),expressions:n,...t.readFile?{readFile:dn(
t.readFile)}:{},...t.loadAction?{loadAction:t.loadAction}:{},...t.actionProblem?{actionProblem:t.actionProblem}:{},...o?
{run:o}:{}}}function fn(e,n,t,o,s={}){let i=Ct(s),r=Et(e,n,t,o,i),l=new Set(r.map(a=>a.workflow.fileName));for(let a of n.
values())!("unreadable"in a)&&!l.has(a.fileName)&&(l.add(a.fileName),r.push(fe(a,o,i)));return Rt(Fe(r.flatMap(Ot)),e,n,
o,i)}function dn(e){return n=>{try{return e(n)}catch{return null}}}function Fe(e){let n=new Set;return e.filter(t=>{let o=JSON.
stringify(t);return n.has(o)?!1:(n.add(o),!0)})}function Et(e,n,t,o,s){let i=d=>{let h=n.get(d);return h===void 0||"unre\
adable"in h?void 0:h},r=St(e,t,i),l=Ft(t,r),a=new Set(Object.keys(e.on)),p={prefix:"",jobs:r,stageUpstream:l,inherited:null,
triggers:a,taintedInputs:new Set},f=new Map([["",fe(e,o,s,p)]]);for(let d of t){let h=d.call?i(d.call.path):void 0,w=f.get(
d.calledBy===null?"":`${d.calledBy}/`),u=r.get(d.id);if(h===void 0||w?.run===void 0||u===void 0)continue;let c=H(u.job,u.
workflow),G=c.kind==="unset"?w.run.inherited:{permissions:c,from:c.from==="job"?`jobs.${M(d.id)}.permissions of ${u.workflow.
fileName}`:`the permissions: of ${u.workflow.fileName}, for its job ${M(d.id)}`},I={prefix:`${d.id}/`,jobs:r,stageUpstream:l,
inherited:G,triggers:a,taintedInputs:zt(w,u.job)};f.set(I.prefix,fe(h,o,s,I))}return[...f.values()]}function Ot(e){let{workflow:n}=e,
t=n.problems.filter(o=>o.severity==="error").map(o=>({rule:"workflow-invalid",file:n.fileName,...mn(o.path),message:o.message}));
for(let o of pn)t.push(...o(e));return t.sort(Z)}function mn(e){let n=V(e);return n?{line:n.line,column:n.column}:{line:1,
column:1}}function gn(e,n,t){let o=Et(e,t.called,t.expanded,n,{});return Fe(o.flatMap(s=>[...ve(s),...je(s)])).sort(Z)}function hn(e){
let n=new Map;for(let t of e){let o=`${t.file}\0${t.rule}`;n.set(o,[...n.get(o)??[],t])}return[...n.values()].map(t=>{let[
o]=t;if(t.length===1)return`${we(o)} (baton lint reports it too)`;let s=[...new Set(t.map(r=>r.line))],i=s.length>10?`${s.
slice(0,10).join(", ")}, \u2026`:s.join(", ");return`${o.file}: ${t.length} ${o.rule} findings, at line${s.length===1?"":
"s"} ${i}: ${pe[o.rule]}; baton lint ${o.file} says each`})}export{pe as a,Pt as b,we as c,V as d,j as e,ye as f,st as g,Nt as h,cn as i,fn as j,gn as k,hn as l};

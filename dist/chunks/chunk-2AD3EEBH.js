import{Aa as Qe,Ba as et,Ea as tt,F as Te,G as Ve,H as qe,I as J,Ia as nt,J as Be,Ja as ot,Ka as it,N as He,Qa as q,Ra as st,
Sa as re,Ta as ae,Ua as le,Va as ue,Wa as z,Xa as pe,Ya as D,Z,Za as rt,_a as we,e as Ne,h as oe,ha as Ge,k as W,l as ie,
m as Ae,n as be,o as Ue,r as V,s as M,sa as De,ta as Ke,ua as Xe,va as Ye,za as Ze}from"./chunk-T73SJY5S.js";import{
y as se}from"./chunk-IT55B6K4.js";import{f as Je}from"./chunk-YN25PATV.js";import{c as Ie}from"./chunk-FCWOFCWY.js";
import{f as ne}from"./chunk-JYVLKM6Q.js";import{d as _e}from"./chunk-OKFZ7BVP.js";import{Aa as g,B as y,C as U,
D as te,Da as Me,S as k,Z as X,ca as ge,ia as m,ja as I,ka as T,la as O,ma as Pe,na as We,oa as S,pa as b,ta as H,ua as he,
va as G,wa as Y,xa as F,za as C}from"./chunk-6TGY3HYZ.js";var ce={"workflow-invalid":"the workflow file does not parse or breaks GitHub\u2019s schema","template-invalid":"a promp\
t template does not parse, or uses what baton refuses","template-not-upstream":"a prompt template references a stage or \
job that is not upstream of its job","data-key-undeclared":"a prompt template reads `stages.<id>.data.<key>` whose key t\
he stage\u2019s literal `data-schema` does not declare: an error when the schema refuses undeclared keys (`additionalProperti\
es: false`), a warning otherwise","checkout-missing":"a stage step of baton\u2019s action whose prompt reads upstream stages,\
 in a job that does not check the repository out before it, with no `needs` input: on GitHub it would know no upstream s\
tage","untrusted-expression":"attacker-controlled text (a text field of `github.event`, `github.head_ref`, handoff data)\
 interpolated with ${{ }} into a shell command or a prompt","agent-job-write":"a job that runs an agent holds write perm\
issions","agent-job-secret":"a job that runs an agent holds a secret or token beyond its model key","unpinned-action":"a\
n action or reusable workflow from another repository is not pinned to a full commit sha (GitHub\u2019s own `actions/`, `gith\
ub/`, `dependabot/` may name a tag)","report-permission":"a report job cannot post its comment with the permissions it h\
as","next-unknown-job":"a `next` routing condition names a job that does not exist","unknown-input":"a `with:` key (or a\
 secret) that baton\u2019s action or reusable stage workflow does not declare","invalid-input":"a `with:` value that bat\
on\u2019s action (or its reusable stage workflow) would refuse when it runs","action-invalid":"a `uses: ./path` action o\
f the repository whose action.yml GitHub would refuse (a composite step without `shell:`)","stage-duplicate":"two stage \
steps, jobs or legs of a call would record the same stage id (their records would collide)","timeout-invalid":"a literal\
 `timeout-minutes` or `cancel-timeout-minutes` that is not a number of minutes above 0","shell-invalid":"a literal `shel\
l:` that is neither a built-in shell nor a command with `{0}`"},At=b({rule:Y(Object.keys(ce)),file:m(),line:I().check(T(),
ge(1)),column:I().check(T(),ge(1)),message:m(),severity:C(F("warning"))});function ke(e){let n=e.severity==="warning"?"w\
arning: ":"";return Ie(`${e.file}:${e.line}:${e.column}: ${n}${e.rule}: ${e.message}`)}function Q(e,n){return e.file!==n.
file?e.file<n.file?-1:1:e.line-n.line||e.column-n.column||(e.rule<n.rule?-1:e.rule>n.rule?1:0)}function B(e){let n=/^(.*):(\d+):(\d+)$/.
exec(e);return n?{file:n[1],line:Number(n[2]),column:Number(n[3])}:null}var L=b({line:I().check(T()),column:I().check(T())}),$=b({text:m(),expression:g(m()),position:L,keyPosition:C(L),literal:C(
Y(["string","number","boolean","null"]))}),v=Me(()=>he("kind",[b({kind:F("literal"),value:H([m(),I(),O(),Pe()]),position:L}),
b({kind:F("expression"),expression:m(),text:m(),position:L}),b({kind:F("sequence"),items:S(v),position:L}),b({kind:F("ma\
pping"),entries:S(b({key:m(),value:v,keyPosition:C(L)})),position:L})])),ye=b({expression:m(),text:g(m()),position:g(L),
implicitSuccess:C(O())}),P=G(m(),$),xe=b({index:I().check(T()),id:g(m()),action:C(m()),name:g($),if:ye,run:g($),uses:g(b(
{text:m(),position:L})),ownAction:C(F(!0)),with:P,env:P,shell:g($),workingDirectory:g($),continueOnError:H([O(),$]),timeoutMinutes:g(
v),position:L}),Ut=he("kind",[b({kind:F("composite"),file:m(),directory:m(),source:m(),inputs:S(b({id:m(),default:g($),required:O()})),
outputs:S(b({id:m(),value:g($)})),steps:S(xe)}),b({kind:F("other"),file:m(),using:m()})]),Le=b({shell:g($),workingDirectory:g(
$)}),at=b({id:m(),position:L}),lt=b({id:m(),name:g($),position:L,needs:S(at),if:ye,strategy:g(v),runsOn:g(v),container:g(
v),services:g(v),env:P,outputs:P,permissions:g(v),continueOnError:H([O(),$]),timeoutMinutes:g(v),cancelTimeoutMinutes:g(
v),defaults:g(Le),uses:g(b({text:m(),position:L})),with:P,secrets:H([F("inherit"),P]),steps:S(xe),stageWorkflow:C(O())}),
je=b({name:m(),type:Y(["string","choice","boolean","environment","number"]),required:O(),default:g(H([m(),O(),I()])),description:g(
m()),options:g(S(m())),position:L}),Tt=b({inputs:G(m(),je),secrets:G(m(),b({required:O(),position:L})),outputs:P,position:L}),
Vt=b({fileName:m(),source:m(),name:g(m()),on:G(m(),We()),inputs:G(m(),je),env:P,permissions:g(v),defaults:g(Le),jobs:S(lt),
call:C(Tt),problems:S(Je)});function de(e){let n=[],t=/\$\{\{([\s\S]*?)\}\}/g;for(let o=t.exec(e);o!==null;o=t.exec(e))n.push({expression:(o[1]??"").
trim(),offset:o.index});return n}function ut(e){let{workflow:n,file:t,actionProblem:o}=e;if(!o)return[];let s=[];for(let i of n.jobs)for(let r of i.steps){
let l=V(r);if(l.kind!=="local"||!r.uses)continue;let a=o(l.path);a!==null&&s.push({rule:"action-invalid",file:t,...r.uses.
position,message:a})}return s}function pt(e){let n=[];for(let t of e.workflow.jobs)st(t)&&n.push(...qt(t,e),...Bt(t,e));return n}function qt(e,{workflow:n,
file:t,run:o}){let s=o!==void 0&&o.prefix!=="",i=D(e,n),r=i.kind==="unset"?o?.inherited??null:null,l=r?.permissions??i;if(l.
kind==="unset")return[{rule:"agent-job-write",file:t,...e.position,message:`job ${e.id} runs an agent and neither it nor\
 the workflow${s?" nor its caller":""} sets \`permissions:\`, so its token has the repository's default, which may be writ\
e-all; set \`permissions:\` with \`contents: read\` on the job`}];let a=rt(l);if(a.length===0||l.kind==="expression")return[];
let p=r!==null?`the permissions its call gives it (${r.from})`:l.from==="job"?"its `permissions:`":"the workflow's `perm\
issions:`";return[{rule:"agent-job-write",file:t,...r!==null?e.position:l.position,message:`job ${e.id} runs an agent, a\
nd ${p} let its token write (${a.join(", ")}); an agent that reads untrusted text must not hold write access. Give this \
job read permissions and write from a job without an agent (a report job, a pull-request job)`}]}function Bt(e,n){let{workflow:t,
file:o,locator:s,expressions:i}=n,r=[],l=(a,p,d)=>{for(let[f,h]of Object.entries(a))for(let w of Ht(h,d?f:null,i))r.push(
{rule:"agent-job-secret",file:o,...s.locate(h,w.offset),message:`job ${e.id} runs an agent, and ${p} \`${f}\` gets ${w.what}\
; ${w.why}`})};l(t.env,"the workflow's env",!0),l(e.env,"its env",!0);for(let a of e.steps){let p=a.id?`step ${a.id}`:`s\
tep ${a.index+1}`;l(a.env,`${p}'s env`,!0),q(a)===null&&l(a.with,`${p}'s input`,!1),a.uses&&/^actions\/checkout@/.test(a.
uses.text)&&a.with["persist-credentials"]?.text.trim().toLowerCase()!=="false"&&r.push({rule:"agent-job-secret",file:o,...a.
uses.position,message:`job ${e.id} runs an agent, and actions/checkout keeps the job's token in .git/config where the ag\
ent can read it; add \`persist-credentials: false\` under \`with:\``})}return r}function Ht(e,n,t){let o=[],s=n!==null&&
ue.has(n.toUpperCase());for(let{expression:i,offset:r}of de(e.text))for(let l of t.facts(i).paths)if(l[0]==="secrets"&&l[1]===
"github_token"||l[0]==="github"&&l[1]==="token")o.push({what:"the GitHub token",why:"a prompt injection could use it. Us\
e the token in a job without an agent",offset:r});else if(l[0]==="secrets"&&l[1]===void 0)o.push({what:"every secret of \
the repository",why:"pass only the model key it needs",offset:r});else if(l[0]==="secrets"&&l[1]!==void 0){if(s||ue.has(
l[1].toUpperCase()))continue;o.push({what:`the secret ${l[1].toUpperCase()}`,why:`an agent's job should hold only its mo\
del key (${[...ue].join(", ")}). Move the secret to a job without an agent`,offset:r})}return o}function ct(e){let{workflow:n}=e;if(e.run!==void 0&&e.run.prefix!=="")return[];let t=Object.keys(n.on);if(t.length>0&&t.
every(s=>s==="workflow_call"))return[];let o=[];for(let s of n.jobs)s.steps.forEach((i,r)=>{let l=Gt(s,i,r,e);l&&o.push(
l)});return o}function Gt(e,n,t,o){let s=V(n);if(s.kind!=="baton"||s.action!=="stage"&&s.action!=="prepare"||n.uses===null||
n.uses.text.trim().startsWith("./"))return null;let i=n.with[y.needs];if(i!==void 0&&i.text.trim()!=="")return null;let r=Dt(
n,o);if(r===null)return null;let l=p=>`${p.line}:${p.column}`,a=Ze(e.steps,t,l);return a===null?null:{rule:"checkout-mis\
sing",file:o.file,...n.uses.position,message:et(e.id,r.first,a,Kt(e,r.named,o))}}function Dt(e,n){let t=e.with[y.prompt],
o=e.with[y.promptFile],s=null;if(t)s={text:oe(t.text),at:(l,a)=>{let p=n.locator.locateLine(t,l,a);return`${p.line}:${p.
column}`}};else if(o&&o.expression===null&&n.readFile){let l=o.text.trim(),a=n.readFile(l);a!==null&&(s={text:a,at:(p,d)=>`${l}\
:${p}:${d}`})}if(s===null)return null;let{analysis:i}=se(s.text);if(!i)return null;let r=Qe(i,s.at);return r===null?null:
{first:r,named:i.references}}function Kt(e,n,{workflow:t}){let o=W(t,e.id).map(i=>t.jobs.find(r=>r.id===i)).filter(i=>i!==
void 0).map(i=>({id:i.id,...z(i)})),s=new Set;for(let i of n){if(i.kind==="stage"){o.some(a=>a.ids.includes(i.stage)||a.
matrix&&i.stage.startsWith(`${a.id}-`))&&s.add(i.stage);continue}let r=o.find(l=>l.id===i.stage);if(r&&!r.matrix&&!r.unknown)
for(let l of r.ids)s.add(l)}return[...s]}function dt(e){let{workflow:n,file:t}=e;return[...Xe(n).map(s=>({rule:"invalid-input",file:t,...s.position,message:s.message})),
...Yt(e),...Xt(e)]}function Xt({workflow:e,file:n}){let t=[];for(let o of e.jobs){if(!M(o)||!o.uses)continue;let s=o.uses.
text.trim(),i=s.includes("@")?s.slice(s.lastIndexOf("@")+1):"",r=o.with[X.batonRef];if(!/^[0-9a-f]{40}$/i.test(i)||!r||r.
expression!==null)continue;let l=r.text.trim();l.toLowerCase()!==i.toLowerCase()&&t.push({rule:"invalid-input",file:n,...r.
position,message:`${X.batonRef}: ${JSON.stringify(l)} is not the commit job ${o.id} calls baton's stage workflow at (${i}\
), so the workflow and the action it runs would be two versions of baton (an update that bumped only the uses: line, say\
); pass ${i}`})}return t}function Yt({workflow:e,file:n,locator:t,expressions:o,run:s}){let i=[],r;for(let l of e.jobs){
let a=re(l).map(u=>u[y.needs]).filter(u=>u!==void 0&&u.expression===null);if(a.length===0)continue;r??=new Map(e.jobs.map(
u=>[u.id,pe(u,o)]));let p=s?.stageUpstream(`${s.prefix}${l.id}`).map(u=>u.job)??null,d=new Map(r);for(let u of p??[])d.has(
u.id)||d.set(u.id,pe(u,o));let f=p?.map(u=>u.id)??W(e,l.id),h=(p??f.map(u=>e.jobs.find(x=>x.id===u))).filter(u=>u!==void 0).
map(u=>({id:u.id,...pe(u,o)})),w={job:l.id,upstreamStages:h.flatMap(u=>u.stages??[]),openMatrices:h.filter(u=>u.stages===
null&&u.openMatrix).map(u=>u.id),unknown:h.some(u=>u.stages===null&&!u.openMatrix),jobs:d,upstreamJobs:f,runsAfter:u=>ie(
e,u,l.id)};for(let u of a)for(let x of Ge(u,w))i.push({rule:"invalid-input",file:n,...t.locate(u,x.offset),message:x.message})}
return i}function ft({workflow:e,file:n,expressions:t}){let o=[],s=i=>be(e.fileName,i);for(let i of e.jobs){let r=nt(i.strategy);
if(!(r===null||Ne(r)))try{ot(t,r,{},s)}catch(l){if(!(l instanceof _e))throw l;let a=B(l.where??"")??r.position;o.push({rule:"\
workflow-invalid",file:n,line:a.line,column:a.column,message:`jobs.${i.id}: ${l.message}`})}}return o}function ze({workflow:e,file:n,expressions:t}){let o=e.jobs.map(a=>a.id),s=new Set;for(let a of e.jobs){s.add(a.id.toLowerCase());
for(let p of z(a).ids)s.add(p.toLowerCase())}let i=new Map(e.jobs.map(a=>{let p=le(a,U.next,t);return(M(a)||z(a).ids.length>
0)&&p.add(U.next),[a.id.toLowerCase(),p]})),r=[],l=(a,p)=>{if(!(a.text===null||a.position===null))for(let d of t.facts(a.
expression).comparisons){let[f,h,w,u]=d.path;w!=="outputs"||h===void 0||u===void 0||!(f==="needs"&&i.get(h)?.has(u)||f===
"steps"&&u===U.next&&ae(p).has(h))||d.literal===""||s.has(d.literal.toLowerCase())||r.push({rule:"next-unknown-job",file:n,
...a.position,message:`\`${d.path.join(".")} ${d.operator} '${d.literal}'\`: there is no job ${d.literal} in this workfl\
ow, so no handoff can take this route; jobs: ${o.join(", ")}${Zt(d.literal,o)}`})}};for(let a of e.jobs){l(a.if,a);for(let p of a.
steps)l(p.if,a)}return r}function Zt(e,n){let t=ne(e,n);return t===void 0?"":` (did you mean ${t}?)`}var mt={[k.stageDuplicate]:"stage-duplicate",[k.stageInvalid]:"invalid-input",[k.promptFileMissing]:"invalid-input",[k.timeoutInvalid]:"\
timeout-invalid",[k.shellInvalid]:"shell-invalid",[k.matrixInvalid]:"workflow-invalid",[k.templateStage]:"template-not-u\
pstream",[k.templateInvalid]:null,[k.templateKey]:"template-invalid",[k.templateDataKey]:"data-key-undeclared",[k.needsInput]:null,
[k.checkoutMissing]:null,[k.actionInputInvalid]:null,[k.actionInputUnknown]:null,[k.workflowCallInvalid]:null,[k.inputMissing]:null,
[k.inputUnknown]:null,[k.inputInvalid]:null,[k.eventNotTrigger]:null,[k.jobUnknown]:null};function ht(e,n,t,o,s){let i=new Set(
s.map(gt)),r=[];for(let l of tt(e,t,{...o,calledWorkflows:n,anyRun:!0})){let a=Object.hasOwn(mt,l.code)?mt[l.code]:null;
if(a===null)continue;let p=B(l.path)??{file:l.path,line:1,column:1},d={rule:a,...p,message:l.message};i.has(gt(d))||r.push(
d)}return r}function gt(e){return JSON.stringify([e.rule,e.file,e.line,e.column])}var Qt=new Set(["pull_request","pull_request_target","pull_request_review","pull_request_review_comment","issue_comment"]);
function bt({workflow:e,file:n}){let t=[],s=Object.keys(e.on).some(i=>Qt.has(i))?"pull-requests":"issues";for(let i of e.
jobs)for(let r of i.steps){if(q(r)!=="report"||!r.uses)continue;let l=r.with[y.mode];if(l&&l.expression===null&&l.text.trim()===
"summary")continue;let a=D(i,e);if(a.kind==="expression"||we(a,"issues")||we(a,"pull-requests"))continue;let p=a.kind===
"unset"?"neither the job nor the workflow sets `permissions:` (the repository default may be read-only)":"its token has \
neither `issues: write` nor `pull-requests: write`";t.push({rule:"report-permission",file:n,...r.uses.position,message:`\
job ${i.id} posts the report comment with ${r.uses.text}, but ${p}; add \`${s}: write\` to the job's \`permissions:\` (or s\
et \`${y.mode}: summary\`)`})}return t}function yt(e){let n=[];for(let t of e.workflow.jobs)for(let o of re(t)){let s=o[y.prompt];s&&n.push(...wt(t,en(s,e),e));
let i=o[y.promptFile];if(i&&i.expression===null&&e.readFile){let r=i.text.trim(),l=e.readFile(r);l!==null&&n.push(...wt(
t,{text:l,file:r,at:(a,p)=>({line:a,column:p})},e))}}return n}function en(e,{file:n,locator:t}){return{text:oe(e.text),file:n,
at:(s,i)=>t.locateLine(e,s,i)}}function wt(e,n,t){let{workflow:o}=t,s=[],{analysis:i,problems:r}=se(n.text);for(let c of r)
s.push({rule:"template-invalid",file:n.file,...n.at(c.line,c.column),message:[c.message,...c.details].join("; ")});let l=i?.
references??[],a={data:c=>{let j="stage"in c?kt(o,c.stage):o.jobs.find(N=>N.id===c.job);return j===void 0?void 0:Ye(j)}};
for(let{closed:c,error:j}of De(i?.keys??[],a))c||s.push({rule:"data-key-undeclared",severity:"warning",file:n.file,...n.
at(j.line,j.column),message:[j.message,...j.details].join("; ")});let p=tn(e,t),d=p.flatMap(c=>z(c).ids),f=c=>p.some(j=>{
let N=z(j);return N.unknown||N.ids.includes(c)||N.matrix&&c.startsWith(`${j.id}-`)}),h=t.run?nn(e,t.run):p.map(c=>({id:c.
id,jobs:[c]})),w=h.map(c=>c.id),u=e.with[y.needs],x=Te(o,e)?Ve(u,sn(o)):null;for(let c of l){if(c.kind==="stage"?f(c.stage):
w.includes(c.stage)){let _=(h.find(R=>R.id===c.stage)?.jobs??[]).map(z),K=c.kind==="stage"?[c.stage]:_.some(R=>R.unknown||
R.matrix)?[]:_.flatMap(R=>R.ids);if(x&&K.length>0&&!K.some(R=>x.has(R))){let R=c.kind==="stage"?`stages.${c.stage}`:`job\
s.${c.stage}`,Jt=c.kind==="stage"?c.stage:`its stages (${K.join(", ")})`;s.push({rule:"template-not-upstream",file:n.file,
...n.at(c.line,c.column),message:qe(R,Jt,e.id,u)})}continue}let N=c.kind==="stage"?"stages":"jobs",me=c.kind==="stage"?d:
w,Mt=c.kind==="stage"?"stages":"jobs",A,Re="",E=c.kind==="job"?o.jobs.find(_=>_.id===c.stage):kt(o,c.stage),Oe=E&&E.id!==
e.id?ie(o,E.id,e.id):null,Ee=E===void 0&&t.run?on(e,c,t.run):null;if(c.kind==="job"&&t.run?xt(t.run.stageUpstream(`${t.run.
prefix}${e.id}`)).some(_=>_.id===c.stage):!1)A=`a called workflow reads its own jobs by their ids in its file, as GitHub\
's records name them (github.job is the called file's own job id): jobs.${J(c.stage)}`;else if(E?.id===e.id)A="that is t\
his stage itself (its previous attempt is {{attempt.previous}})";else if(E&&Oe)A=`job ${E.id} runs after job ${e.id} (${Ae(
Oe)}), and a prompt reads only stages of jobs that finish before it`;else if(E)A=`it runs beside job ${e.id}, not before\
 it; add ${E.id} to \`needs:\` of job ${e.id} if the prompt needs its handoff`;else if(Ee!==null)A=Ee;else{A=`there is n\
o ${c.kind} ${c.stage} in this workflow${[...t.run?.jobs.values()??[]].some(K=>K.calledBy!==null)?" or the workflows the\
 run calls":""}`;let _=ne(c.stage,me);_!==void 0&&(Re=` (did you mean ${_}?)`)}s.push({rule:"template-not-upstream",file:n.
file,...n.at(c.line,c.column),message:`${N}.${c.stage} is not upstream of job ${e.id}: ${A}; upstream ${Mt}: ${me.length>
0?me.join(", "):"(none)"}${Re}`})}return s}function tn(e,{workflow:n,run:t}){return t?t.stageUpstream(`${t.prefix}${e.id}`).
map(o=>o.job):W(n,e.id).map(o=>n.jobs.find(s=>s.id===o)).filter(o=>o!==void 0)}function nn(e,n){let t=n.stageUpstream(`${n.
prefix}${e.id}`),o=xt(t),s=new Map(o.map(r=>[r.id,[]]));for(let r of t)for(let l=r.id.length;l!==-1&&(s.get(r.id.slice(0,
l))?.push(r.job),l!==0);l=r.id.lastIndexOf("/",l-1));let i=new Map;for(let r of o){let l=J(r.id);i.set(l,[...i.get(l)??[],
...s.get(r.id)??[]])}return[...i].map(([r,l])=>({id:r,jobs:l}))}function xt(e){let n=new Set(e.map(t=>t.id));return e.filter(
t=>t.calledBy===null||!n.has(t.calledBy))}function on(e,n,t){let o=n.kind==="job"?t.jobs.get(n.stage):[...t.jobs.values()].
find(r=>z(r.job).ids.includes(n.stage));if(o===void 0)return null;let s="a prompt reads only stages of jobs that finish \
before it",i=He(r=>t.jobs.get(r),`${t.prefix}${e.id}`,o.id);switch(i.kind){case"self":return`that is this job itself; ${s}`;case"\
add":return`it is not upstream of job ${e.id}; add '${i.need}' to ${i.needsOf} if the prompt needs its handoff`;default:
return`${i.text}; ${s}`}}function kt(e,n){let t=e.jobs.map(o=>({job:o,stages:z(o)}));return t.find(o=>o.stages.ids.includes(
n)&&!o.stages.matrix)?.job??t.filter(o=>o.stages.matrix&&(n===o.job.id||n.startsWith(`${o.job.id}-`))).sort((o,s)=>s.job.
id.length-o.job.id.length)[0]?.job??t.find(o=>o.stages.ids.includes(n))?.job}function sn(e){let n=e.jobs.map(t=>({job:t,
stages:z(t)}));return t=>{let o=n.find(i=>i.stages.ids.includes(t)&&!i.stages.matrix)??n.filter(i=>i.stages.matrix&&t.startsWith(
`${i.job.id}-`)).sort((i,r)=>r.job.id.length-i.job.id.length)[0];if(o===void 0)return;let s=W(e,o.job.id).map(i=>z(e.jobs.
find(r=>r.id===i)));return{callsStageWorkflow:M(o.job),needsInput:o.job.with[y.needs],upstreamStages:s.some(i=>i.unknown||
i.matrix)?null:s.flatMap(i=>i.ids)}}}function Lt({workflow:e,file:n}){return Ke(e).map(t=>({rule:"unknown-input",file:n,...t.position,message:t.message}))}function jt({workflow:e,file:n}){let t=[],o=s=>{let i=an(s.text);i&&t.push({rule:"unpinned-action",file:n,...s.position,
message:i})};for(let s of e.jobs){s.uses&&o(s.uses);for(let i of s.steps)i.uses&&Ue(i.uses.text)&&o(i.uses)}return t}var rn=new Set(
["actions","github","dependabot"]);function an(e){if(e.startsWith("./")||e.startsWith("../"))return null;if(e.startsWith(
"docker://"))return/@sha256:[0-9a-f]{64}$/.test(e)?null:`${e}: the image is not pinned to a digest; a tag can be pushed \
again with other content. Use ${e.replace(/[:@][^/:@]*$/,"")}@sha256:<digest>`;let n=e.lastIndexOf("@");if(n===-1)return`${e}\
: no ref at all; pin the full commit sha: ${e}@<40-hex commit sha> # <tag>`;let t=e.slice(n+1);if(/^[0-9a-f]{40}$/.test(
t))return null;let o=e.slice(0,n),s=o.split("/")[0]?.toLowerCase()??"";return t!==""&&rn.has(s)?null:`${e}: \`${t}\` is n\
ot a commit sha, and a tag or branch can be moved to other code; pin the full commit sha: ${o}@<40-hex commit sha> # ${t}\
 (only GitHub's own actions, under actions/, github/ and dependabot/, may name a tag or branch)`}var ln=new Set(["number","id","run_number","run_attempt","workflow_id","check_suite_id","draft","merged","locked","fork",
"private","comments","review_comments","additions","deletions","changed_files"]),un=new Set(["issue","pull_request","dis\
cussion","answer","comment","review","label","milestone","release","workflow_run","workflow_job","check_run","check_suit\
e","deployment","deployment_status","head","base","repo","head_repository","repository","organization","installation","t\
eam","sender","user","assignee"]),pn=new Set(["number","after","before","created","deleted","forced","ref_type","issue.s\
tate","pull_request.state","discussion.state","pull_request.commits","pull_request.head.sha","pull_request.base.sha","pu\
ll_request.author_association","comment.author_association","workflow_run.status","workflow_run.conclusion","workflow_ru\
n.head_sha","workflow_run.head_commit.id","head_commit.id","merge_group.head_sha","merge_group.base_sha","check_suite.he\
ad_sha","check_run.head_sha","deployment.sha","pull_request.merge_commit_sha","review.state","schedule"]);function zt(e,n){
if(e.length===0)return!0;let t=e.join(".");if(t==="action")return n.has("repository_dispatch")||n.has("workflow_call");if(pn.
has(t))return!1;let o=e[e.length-1]??"",s=e.slice(0,-1);return!(s.length>0&&ln.has(o)&&s.every(i=>un.has(i)))}function Se(e){let{workflow:n,expressions:t}=e,o=[],s=!1;for(let i of n.jobs){let r=St(e,i),l=a=>{let p=vt(a,r,t),d=f=>ee(
f,r)||f[0]==="env"&&p.has(f[1]??"");return(f,h)=>{f&&o.push(...Rt(f,h,d,e))}};i.steps.some(a=>q(a)==="stage")&&(l([n.env])(
$e(i.env,te.args),"agent-args"),s||l([])($e(n.env,te.args),"agent-args"),s=!0);for(let a of i.steps){let p=l([n.env,i.env,
a.env]);p(a.run,"shell");let d=q(a);(d==="stage"||d==="prepare")&&ve(a.with,p),d==="stage"&&p($e(a.env,te.args),"agent-a\
rgs"),a.uses&&/^actions\/github-script@/.test(a.uses.text)&&p(a.with.script,"script");let f=V(a);if(f.kind==="local"){let h=vt(
[n.env,i.env,a.env],r,t),w=u=>ee(u,r)||u[0]==="env"&&h.has(u[1]??"");o.push(...Ct(f.path,Fe(a.with,w,t),e,0))}}M(i)&&ve(
i.with,l([n.env]))}return o}var $t=new WeakMap;function cn(e,n){let t=$t.get(e);return t===void 0&&(t=new Map(e.jobs.map(
o=>[o.id.toLowerCase(),le(o,U.data,n)])),$t.set(e,t)),t}function St({workflow:e,expressions:n,run:t},o){return{dataSteps:ae(
o),dataOutputs:cn(e,n),triggers:t?.triggers??new Set(Object.keys(e.on)),taintedInputs:t?.taintedInputs??new Set}}function Ft(e,n){
let t=St(e,n);return Fe(n.with,o=>ee(o,t),e.expressions)}function Fe(e,n,t){let o=new Set;for(let[s,i]of Object.entries(
e))i.expression!==null&&t.facts(i.expression).resultPaths.some(n)&&o.add(s.toLowerCase());return o}function Ct(e,n,t,o){
let s=o>it?null:t.loadAction?.(e)??null;if(s?.kind!=="composite")return[];let i={...t,file:s.file,locator:new Z(s.source)},
r={dataSteps:new Set,dataOutputs:new Map,triggers:t.run?.triggers??new Set(Object.keys(t.workflow.on)),taintedInputs:new Set},
l=p=>ee(p,r)||p[0]==="inputs"&&n.has((p[1]??"").toLowerCase()),a=[];for(let p of s.steps){let d=new Set;for(let[u,x]of Object.
entries(p.env))x.expression!==null&&t.expressions.facts(x.expression).resultPaths.some(l)&&d.add(u.toLowerCase());let f=u=>l(
u)||u[0]==="env"&&d.has(u[1]??""),h=(u,x)=>{u&&a.push(...Rt(u,x,f,i))};h(p.run,"shell");let w=V(p);w.kind==="baton"&&(w.
action==="stage"||w.action==="prepare")&&ve(p.with,h),p.uses&&/^actions\/github-script@/.test(p.uses.text)&&h(p.with.script,
"script"),w.kind==="local"&&a.push(...Ct(w.path,Fe(p.with,f,t.expressions),t,o+1))}return a}function ve(e,n){n(e[y.prompt],
"prompt"),n(e[y.run],"shell"),n(e[y.verify],"shell"),n(e[y.vars],"vars"),n(e[X.agentArgs],"agent-args")}function $e(e,n){
let t=Object.keys(e).find(o=>o.toUpperCase()===n);return t===void 0?void 0:e[t]}function Rt(e,n,t,{file:o,locator:s,expressions:i}){
let r=[];for(let{expression:l,offset:a}of de(e.text))i.facts(l).resultPaths.some(t)&&r.push({rule:"untrusted-expression",
file:o,...s.locate(e,a),message:dn(`\${{ ${l} }}`,n)});return r}function dn(e,n){switch(n){case"shell":{let t=/^\$\{\{ env\.([A-Za-z_][A-Za-z0-9_]*) \}\}$/.
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
ch baton prints as data, inside \`{{fence \u2026}}\` for text people wrote`}}function ee(e,{dataSteps:n,dataOutputs:t,triggers:o,
taintedInputs:s}){if(e[0]==="inputs"&&s.size>0)return e[1]===void 0||e[1]==="*"||s.has(e[1].toLowerCase());if(e[0]==="gi\
thub"){if(e.length===1||e[1]==="head_ref"||e[1]==="*")return!0;if(e[1]==="event")return zt(e.slice(2),o)}let[i,r,l,a]=e;
return l!=="outputs"||r===void 0||a===void 0?!1:i==="steps"?a===U.data&&(n.has(r)||r==="*"):i==="needs"?t.get(r)?.has(a)===
!0||r==="*":!1}function vt(e,n,t){let o=new Set;for(let s of e)for(let[i,r]of Object.entries(s))r.expression!==null&&t.facts(
r.expression).resultPaths.some(l=>ee(l,n))&&o.add(i.toLowerCase());return o}function Ot(e,n,t){let o=new Map;for(let s of n){let i=s.calledBy===null?void 0:n.find(a=>a.id===s.calledBy),r=i?.call?t(
i.call.path)??s.workflow:e,l=r.jobs.find(a=>a.id===J(s.id))??s.job;o.set(s.id,{id:s.id,job:l,workflow:r,calledBy:s.calledBy})}
return o}function Et(e,n){let t=new Map(e.map(s=>[s.id,s])),o=s=>{let i=t.get(s);return i===void 0?[]:[...i.calledBy===null?
[]:o(i.calledBy),...i.upstream]};return s=>[...new Set(Be(o(s),i=>t.get(i)?.call))].map(i=>n.get(i)).filter(i=>i!==void 0)}var fn=[ft,yt,ct,Se,pt,jt,bt,ze,Lt,dt,ut];function mn(e,n,t={}){let o=_t(t),s=Wt(fe(e,n,o));return It(s,e,new Map,n,o)}function _t(e){
let{readFile:n}=e;if(!n)return e;let t=new Map;return{...e,readFile:o=>{let s=t.get(o);if(s===void 0){try{s={text:n(o)}}catch(i){
s={error:i}}t.set(o,s)}if("error"in s)throw s.error;return s.text}}}function It(e,n,t,o,s){let{readFile:i,loadAction:r}=s,
l=ht(n,t,o,{...i?{readFile:d=>i(d)??void 0}:{},...r?{loadAction:d=>r(d)??void 0}:{}},e),a=[...new Set([n.fileName,...[...e,
...l].map(d=>d.file)])],p=new Map(a.map((d,f)=>[d,f]));return Ce([...e,...l]).sort((d,f)=>p.get(d.file)-p.get(f.file)||Q(
d,f))}function fe(e,n,t,o){return{workflow:e,file:e.fileName,locator:new Z(e.source),expressions:n,...t.readFile?{readFile:hn(
t.readFile)}:{},...t.loadAction?{loadAction:t.loadAction}:{},...t.actionProblem?{actionProblem:t.actionProblem}:{},...o?
{run:o}:{}}}function gn(e,n,t,o,s={}){let i=_t(s),r=Pt(e,n,t,o,i),l=new Set(r.map(a=>a.workflow.fileName));for(let a of n.
values())!("unreadable"in a)&&!l.has(a.fileName)&&(l.add(a.fileName),r.push(fe(a,o,i)));return It(Ce(r.flatMap(Wt)),e,n,
o,i)}function hn(e){return n=>{try{return e(n)}catch{return null}}}function Ce(e){let n=new Set;return e.filter(t=>{let o=JSON.
stringify(t);return n.has(o)?!1:(n.add(o),!0)})}function Pt(e,n,t,o,s){let i=f=>{let h=n.get(f);return h===void 0||"unre\
adable"in h?void 0:h},r=Ot(e,t,i),l=Et(t,r),a=new Set(Object.keys(e.on)),p={prefix:"",jobs:r,stageUpstream:l,inherited:null,
triggers:a,taintedInputs:new Set},d=new Map([["",fe(e,o,s,p)]]);for(let f of t){let h=f.call?i(f.call.path):void 0,w=d.get(
f.calledBy===null?"":`${f.calledBy}/`),u=r.get(f.id);if(h===void 0||w?.run===void 0||u===void 0)continue;let x=D(u.job,u.
workflow),c=x.kind==="unset"?w.run.inherited:{permissions:x,from:x.from==="job"?`jobs.${J(f.id)}.permissions of ${u.workflow.
fileName}`:`the permissions: of ${u.workflow.fileName}, for its job ${J(f.id)}`},j={prefix:`${f.id}/`,jobs:r,stageUpstream:l,
inherited:c,triggers:a,taintedInputs:Ft(w,u.job)};d.set(j.prefix,fe(h,o,s,j))}return[...d.values()]}function Wt(e){let{workflow:n}=e,
t=n.problems.filter(o=>o.severity==="error").map(o=>({rule:"workflow-invalid",file:n.fileName,...bn(o.path),message:o.message}));
for(let o of fn)t.push(...o(e));return t.sort(Q)}function bn(e){let n=B(e);return n?{line:n.line,column:n.column}:{line:1,
column:1}}function wn(e,n,t){let o=Pt(e,t.called,t.expanded,n,{});return Ce(o.flatMap(s=>[...Se(s),...ze(s)])).sort(Q)}function kn(e){
let n=new Map;for(let t of e){let o=`${t.file}\0${t.rule}`;n.set(o,[...n.get(o)??[],t])}return[...n.values()].map(t=>{let[
o]=t;if(t.length===1)return`${ke(o)} (baton lint reports it too)`;let s=[...new Set(t.map(r=>r.line))],i=s.length>10?`${s.
slice(0,10).join(", ")}, \u2026`:s.join(", ");return`${o.file}: ${t.length} ${o.rule} findings, at line${s.length===1?"":
"s"} ${i}: ${ce[o.rule]}; baton lint ${o.file} says each`})}export{ce as a,At as b,ke as c,B as d,$ as e,xe as f,lt as g,Vt as h,mn as i,gn as j,wn as k,kn as l};

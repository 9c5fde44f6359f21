import{Aa as Kt,E as Jt,Ea as Xt,F as Nt,Fa as Yt,G as At,Ga as Zt,H as W,I as Ut,M as Tt,Ma as B,Na as Qt,Oa as ot,Pa as it,
Qa as st,Ra as rt,Sa as L,Ta as at,Ua as H,Va as te,Wa as gt,Y as X,e as Ot,ga as Vt,h as tt,k as O,l as et,m as Wt,n as mt,
o as Mt,qa as qt,r as A,ra as Bt,s as q,va as Ht,wa as Dt,xa as Gt}from"./chunk-MMAAQH7N.js";import{y as nt}from"./chunk-UZQBHBST.js";
import{f as Q,s as _t}from"./chunk-T6VZ3M5M.js";import{d as Ct,k as Rt}from"./chunk-4X335366.js";import{B as y,
C as J,Ca as Pt,S as k,ba as ft,ha as d,ia as R,ja as N,ka as S,la as It,ma as Et,na as $,oa as b,sa as T,ta as dt,ua as V,
va as K,wa as I,ya as E,za as g}from"./chunk-ZOFZGO3N.js";var lt={"workflow-invalid":"the workflow file does not parse or breaks GitHub\u2019s schema","template-invalid":"a promp\
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
ll:` that is neither a built-in shell nor a command with `{0}`"},Pe=b({rule:K(Object.keys(lt)),file:d(),line:R().check(N(),
ft(1)),column:R().check(N(),ft(1)),message:d()});function ht(t){return Rt(`${t.file}:${t.line}:${t.column}: ${t.rule}: ${t.
message}`)}function Y(t,n){return t.file!==n.file?t.file<n.file?-1:1:t.line-n.line||t.column-n.column||(t.rule<n.rule?-1:
t.rule>n.rule?1:0)}function U(t){let n=/^(.*):(\d+):(\d+)$/.exec(t);return n?{file:n[1],line:Number(n[2]),column:Number(
n[3])}:null}var x=b({line:R().check(N()),column:R().check(N())}),j=b({text:d(),expression:g(d()),position:x,keyPosition:E(x),literal:E(
K(["string","number","boolean","null"]))}),z=Pt(()=>dt("kind",[b({kind:I("literal"),value:T([d(),R(),S(),It()]),position:x}),
b({kind:I("expression"),expression:d(),text:d(),position:x}),b({kind:I("sequence"),items:$(z),position:x}),b({kind:I("ma\
pping"),entries:$(b({key:d(),value:z,keyPosition:E(x)})),position:x})])),bt=b({expression:d(),text:g(d()),position:g(x),
implicitSuccess:E(S())}),P=V(d(),j),wt=b({index:R().check(N()),id:g(d()),action:E(d()),name:g(j),if:bt,run:g(j),uses:g(b(
{text:d(),position:x})),ownAction:E(I(!0)),with:P,env:P,shell:g(j),workingDirectory:g(j),continueOnError:T([S(),j]),timeoutMinutes:g(
z),position:x}),_e=dt("kind",[b({kind:I("composite"),file:d(),directory:d(),source:d(),inputs:$(b({id:d(),default:g(j),required:S()})),
outputs:$(b({id:d(),value:g(j)})),steps:$(wt)}),b({kind:I("other"),file:d(),using:d()})]),kt=b({shell:g(j),workingDirectory:g(
j)}),ee=b({id:d(),position:x}),ne=b({id:d(),name:g(j),position:x,needs:$(ee),if:bt,strategy:g(z),runsOn:g(z),container:g(
z),services:g(z),env:P,outputs:P,permissions:g(z),continueOnError:T([S(),j]),timeoutMinutes:g(z),cancelTimeoutMinutes:g(
z),defaults:g(kt),uses:g(b({text:d(),position:x})),with:P,secrets:T([I("inherit"),P]),steps:$(wt),stageWorkflow:E(S())}),
yt=b({name:d(),type:K(["string","choice","boolean","environment","number"]),required:S(),default:g(T([d(),S(),R()])),description:g(
d()),options:g($(d())),position:x}),Oe=b({inputs:V(d(),yt),secrets:V(d(),b({required:S(),position:x})),outputs:P,position:x}),
We=b({fileName:d(),source:d(),name:g(d()),on:V(d(),Et()),inputs:V(d(),yt),env:P,permissions:g(z),defaults:g(kt),jobs:$(ne),
call:E(Oe),problems:$(_t)});function ut(t){let n=[],e=/\$\{\{([\s\S]*?)\}\}/g;for(let o=e.exec(t);o!==null;o=e.exec(t))n.push({expression:(o[1]??"").
trim(),offset:o.index});return n}function oe(t){let{workflow:n,file:e,actionProblem:o}=t;if(!o)return[];let i=[];for(let s of n.jobs)for(let a of s.steps){
let r=A(a);if(r.kind!=="local"||!a.uses)continue;let l=o(r.path);l!==null&&i.push({rule:"action-invalid",file:e,...a.uses.
position,message:l})}return i}function ie(t){let n=[];for(let e of t.workflow.jobs)Qt(e)&&n.push(...Me(e,t),...Je(e,t));return n}function Me(t,{workflow:n,
file:e,run:o}){let i=o!==void 0&&o.prefix!=="",s=H(t,n),a=s.kind==="unset"?o?.inherited??null:null,r=a?.permissions??s;if(r.
kind==="unset")return[{rule:"agent-job-write",file:e,...t.position,message:`job ${t.id} runs an agent and neither it nor\
 the workflow${i?" nor its caller":""} sets \`permissions:\`, so its token has the repository's default, which may be writ\
e-all; set \`permissions:\` with \`contents: read\` on the job`}];let l=te(r);if(l.length===0||r.kind==="expression")return[];
let c=a!==null?`the permissions its call gives it (${a.from})`:r.from==="job"?"its `permissions:`":"the workflow's `perm\
issions:`";return[{rule:"agent-job-write",file:e,...a!==null?t.position:r.position,message:`job ${t.id} runs an agent, a\
nd ${c} let its token write (${l.join(", ")}); an agent that reads untrusted text must not hold write access. Give this \
job read permissions and write from a job without an agent (a report job, a pull-request job)`}]}function Je(t,n){let{workflow:e,
file:o,locator:i,expressions:s}=n,a=[],r=(l,c,f)=>{for(let[m,h]of Object.entries(l))for(let w of Ne(h,f?m:null,s))a.push(
{rule:"agent-job-secret",file:o,...i.locate(h,w.offset),message:`job ${t.id} runs an agent, and ${c} \`${m}\` gets ${w.what}\
; ${w.why}`})};r(e.env,"the workflow's env",!0),r(t.env,"its env",!0);for(let l of t.steps){let c=l.id?`step ${l.id}`:`s\
tep ${l.index+1}`;r(l.env,`${c}'s env`,!0),B(l)===null&&r(l.with,`${c}'s input`,!1),l.uses&&/^actions\/checkout@/.test(l.
uses.text)&&l.with["persist-credentials"]?.text.trim().toLowerCase()!=="false"&&a.push({rule:"agent-job-secret",file:o,...l.
uses.position,message:`job ${t.id} runs an agent, and actions/checkout keeps the job's token in .git/config where the ag\
ent can read it; add \`persist-credentials: false\` under \`with:\``})}return a}function Ne(t,n,e){let o=[],i=n!==null&&
rt.has(n.toUpperCase());for(let{expression:s,offset:a}of ut(t.text))for(let r of e.facts(s).paths)if(r[0]==="secrets"&&r[1]===
"github_token"||r[0]==="github"&&r[1]==="token")o.push({what:"the GitHub token",why:"a prompt injection could use it. Us\
e the token in a job without an agent",offset:a});else if(r[0]==="secrets"&&r[1]===void 0)o.push({what:"every secret of \
the repository",why:"pass only the model key it needs",offset:a});else if(r[0]==="secrets"&&r[1]!==void 0){if(i||rt.has(
r[1].toUpperCase()))continue;o.push({what:`the secret ${r[1].toUpperCase()}`,why:`an agent's job should hold only its mo\
del key (${[...rt].join(", ")}). Move the secret to a job without an agent`,offset:a})}return o}function se(t){let{workflow:n}=t;if(t.run!==void 0&&t.run.prefix!=="")return[];let e=Object.keys(n.on);if(e.length>0&&e.
every(i=>i==="workflow_call"))return[];let o=[];for(let i of n.jobs)i.steps.forEach((s,a)=>{let r=Ae(i,s,a,t);r&&o.push(
r)});return o}function Ae(t,n,e,o){let i=A(n);if(i.kind!=="baton"||i.action!=="stage"&&i.action!=="prepare"||n.uses===null||
n.uses.text.trim().startsWith("./"))return null;let s=n.with[y.needs];if(s!==void 0&&s.text.trim()!=="")return null;let a=Ue(
n,o);if(a===null)return null;let r=c=>`${c.line}:${c.column}`,l=Ht(t.steps,e,r);return l===null?null:{rule:"checkout-mis\
sing",file:o.file,...n.uses.position,message:Gt(t.id,a.first,l,Te(t,a.named,o))}}function Ue(t,n){let e=t.with[y.prompt],
o=t.with[y.promptFile],i=null;if(e)i={text:tt(e.text),at:(r,l)=>{let c=n.locator.locateLine(e,r,l);return`${c.line}:${c.
column}`}};else if(o&&o.expression===null&&n.readFile){let r=o.text.trim(),l=n.readFile(r);l!==null&&(i={text:l,at:(c,f)=>`${r}\
:${c}:${f}`})}if(i===null)return null;let{analysis:s}=nt(i.text);if(!s)return null;let a=Dt(s,i.at);return a===null?null:
{first:a,named:s.references}}function Te(t,n,{workflow:e}){let o=O(e,t.id).map(s=>e.jobs.find(a=>a.id===s)).filter(s=>s!==
void 0).map(s=>({id:s.id,...L(s)})),i=new Set;for(let s of n){if(s.kind==="stage"){o.some(l=>l.ids.includes(s.stage)||l.
matrix&&s.stage.startsWith(`${l.id}-`))&&i.add(s.stage);continue}let a=o.find(r=>r.id===s.stage);if(a&&!a.matrix&&!a.unknown)
for(let r of a.ids)i.add(r)}return[...i]}function re(t){let{workflow:n,file:e}=t;return[...Bt(n).map(i=>({rule:"invalid-input",file:e,...i.position,message:i.message})),
...Ve(t)]}function Ve({workflow:t,file:n,locator:e,expressions:o,run:i}){let s=[],a;for(let r of t.jobs){let l=ot(r).map(
u=>u[y.needs]).filter(u=>u!==void 0&&u.expression===null);if(l.length===0)continue;a??=new Map(t.jobs.map(u=>[u.id,at(u,
o)]));let c=i?.stageUpstream(`${i.prefix}${r.id}`).map(u=>u.job)??null,f=new Map(a);for(let u of c??[])f.has(u.id)||f.set(
u.id,at(u,o));let m=c?.map(u=>u.id)??O(t,r.id),h=(c??m.map(u=>t.jobs.find(p=>p.id===u))).filter(u=>u!==void 0).map(u=>({
id:u.id,...at(u,o)})),w={job:r.id,upstreamStages:h.flatMap(u=>u.stages??[]),openMatrices:h.filter(u=>u.stages===null&&u.
openMatrix).map(u=>u.id),unknown:h.some(u=>u.stages===null&&!u.openMatrix),jobs:f,upstreamJobs:m,runsAfter:u=>et(t,u,r.id)};
for(let u of l)for(let p of Vt(u,w))s.push({rule:"invalid-input",file:n,...e.locate(u,p.offset),message:p.message})}return s}function ae({workflow:t,file:n,expressions:e}){let o=[],i=s=>mt(t.fileName,s);for(let s of t.jobs){let a=Xt(s.strategy);
if(!(a===null||Ot(a)))try{Yt(e,a,{},i)}catch(r){if(!(r instanceof Ct))throw r;let l=U(r.where??"")??a.position;o.push({rule:"\
workflow-invalid",file:n,line:l.line,column:l.column,message:`jobs.${s.id}: ${r.message}`})}}return o}function xt({workflow:t,file:n,expressions:e}){let o=t.jobs.map(l=>l.id),i=new Set;for(let l of t.jobs){i.add(l.id.toLowerCase());
for(let c of L(l).ids)i.add(c.toLowerCase())}let s=new Map(t.jobs.map(l=>{let c=st(l,J.next,e);return(q(l)||L(l).ids.length>
0)&&c.add(J.next),[l.id.toLowerCase(),c]})),a=[],r=(l,c)=>{if(!(l.text===null||l.position===null))for(let f of e.facts(l.
expression).comparisons){let[m,h,w,u]=f.path;w!=="outputs"||h===void 0||u===void 0||!(m==="needs"&&s.get(h)?.has(u)||m===
"steps"&&u===J.next&&it(c).has(h))||f.literal===""||i.has(f.literal.toLowerCase())||a.push({rule:"next-unknown-job",file:n,
...l.position,message:`\`${f.path.join(".")} ${f.operator} '${f.literal}'\`: there is no job ${f.literal} in this workfl\
ow, so no handoff can take this route; jobs: ${o.join(", ")}${qe(f.literal,o)}`})}};for(let l of t.jobs){r(l.if,l);for(let c of l.
steps)r(c.if,l)}return a}function qe(t,n){let e=Q(t,n);return e===void 0?"":` (did you mean ${e}?)`}var le={[k.stageDuplicate]:"stage-duplicate",[k.stageInvalid]:"invalid-input",[k.promptFileMissing]:"invalid-input",[k.timeoutInvalid]:"\
timeout-invalid",[k.shellInvalid]:"shell-invalid",[k.matrixInvalid]:"workflow-invalid",[k.templateStage]:"template-not-u\
pstream",[k.templateInvalid]:null,[k.templateKey]:"template-invalid",[k.needsInput]:null,[k.checkoutMissing]:null,[k.actionInputInvalid]:null,
[k.actionInputUnknown]:null,[k.workflowCallInvalid]:null,[k.inputMissing]:null,[k.inputUnknown]:null,[k.inputInvalid]:null,
[k.eventNotTrigger]:null,[k.jobUnknown]:null};function pe(t,n,e,o,i){let s=new Set(i.map(ue)),a=[];for(let r of Kt(t,e,{
...o,calledWorkflows:n,anyRun:!0})){let l=Object.hasOwn(le,r.code)?le[r.code]:null;if(l===null)continue;let c=U(r.path)??
{file:r.path,line:1,column:1},f={rule:l,...c,message:r.message};s.has(ue(f))||a.push(f)}return a}function ue(t){return JSON.
stringify([t.rule,t.file,t.line,t.column])}var Be=new Set(["pull_request","pull_request_target","pull_request_review","pull_request_review_comment","issue_comment"]);
function ce({workflow:t,file:n}){let e=[],i=Object.keys(t.on).some(s=>Be.has(s))?"pull-requests":"issues";for(let s of t.
jobs)for(let a of s.steps){if(B(a)!=="report"||!a.uses)continue;let r=a.with[y.mode];if(r&&r.expression===null&&r.text.trim()===
"summary")continue;let l=H(s,t);if(l.kind==="expression"||gt(l,"issues")||gt(l,"pull-requests"))continue;let c=l.kind===
"unset"?"neither the job nor the workflow sets `permissions:` (the repository default may be read-only)":"its token has \
neither `issues: write` nor `pull-requests: write`";e.push({rule:"report-permission",file:n,...a.uses.position,message:`\
job ${s.id} posts the report comment with ${a.uses.text}, but ${c}; add \`${i}: write\` to the job's \`permissions:\` (or s\
et \`${y.mode}: summary\`)`})}return e}function de(t){let n=[];for(let e of t.workflow.jobs)for(let o of ot(e)){let i=o[y.prompt];i&&n.push(...fe(e,He(i,t),t));
let s=o[y.promptFile];if(s&&s.expression===null&&t.readFile){let a=s.text.trim(),r=t.readFile(a);r!==null&&n.push(...fe(
e,{text:r,file:a,at:(l,c)=>({line:l,column:c})},t))}}return n}function He(t,{file:n,locator:e}){return{text:tt(t.text),file:n,
at:(i,s)=>e.locateLine(t,i,s)}}function fe(t,n,e){let{workflow:o}=e,i=[],{analysis:s,problems:a}=nt(n.text);for(let p of a)
i.push({rule:"template-invalid",file:n.file,...n.at(p.line,p.column),message:[p.message,...p.details].join("; ")});let r=s?.
references??[],l=De(t,e),c=l.flatMap(p=>L(p).ids),f=p=>l.some(D=>{let _=L(D);return _.unknown||_.ids.includes(p)||_.matrix&&
p.startsWith(`${D.id}-`)}),m=e.run?Ge(t,e.run):l.map(p=>({id:p.id,jobs:[p]})),h=m.map(p=>p.id),w=t.with[y.needs],u=Jt(o,
t)?Nt(w,Ye(o)):null;for(let p of r){if(p.kind==="stage"?f(p.stage):h.includes(p.stage)){let C=(m.find(v=>v.id===p.stage)?.
jobs??[]).map(L),G=p.kind==="stage"?[p.stage]:C.some(v=>v.unknown||v.matrix)?[]:C.flatMap(v=>v.ids);if(u&&G.length>0&&!G.
some(v=>u.has(v))){let v=p.kind==="stage"?`stages.${p.stage}`:`jobs.${p.stage}`,Ie=p.kind==="stage"?p.stage:`its stages \
(${G.join(", ")})`;i.push({rule:"template-not-upstream",file:n.file,...n.at(p.line,p.column),message:At(v,Ie,t.id,w)})}continue}
let _=p.kind==="stage"?"stages":"jobs",ct=p.kind==="stage"?c:h,Re=p.kind==="stage"?"stages":"jobs",M,vt="",F=p.kind==="j\
ob"?o.jobs.find(C=>C.id===p.stage):Xe(o,p.stage),St=F&&F.id!==t.id?et(o,F.id,t.id):null,Ft=F===void 0&&e.run?Ke(t,p,e.run):
null;if(p.kind==="job"&&e.run?me(e.run.stageUpstream(`${e.run.prefix}${t.id}`)).some(C=>C.id===p.stage):!1)M=`a called w\
orkflow reads its own jobs by their ids in its file, as GitHub's records name them (github.job is the called file's own \
job id): jobs.${W(p.stage)}`;else if(F?.id===t.id)M="that is this stage itself (its previous attempt is {{attempt.previo\
us}})";else if(F&&St)M=`job ${F.id} runs after job ${t.id} (${Wt(St)}), and a prompt reads only stages of jobs that fini\
sh before it`;else if(F)M=`it runs beside job ${t.id}, not before it; add ${F.id} to \`needs:\` of job ${t.id} if the pr\
ompt needs its handoff`;else if(Ft!==null)M=Ft;else{M=`there is no ${p.kind} ${p.stage} in this workflow${[...e.run?.jobs.
values()??[]].some(G=>G.calledBy!==null)?" or the workflows the run calls":""}`;let C=Q(p.stage,ct);C!==void 0&&(vt=` (d\
id you mean ${C}?)`)}i.push({rule:"template-not-upstream",file:n.file,...n.at(p.line,p.column),message:`${_}.${p.stage} \
is not upstream of job ${t.id}: ${M}; upstream ${Re}: ${ct.length>0?ct.join(", "):"(none)"}${vt}`})}return i}function De(t,{
workflow:n,run:e}){return e?e.stageUpstream(`${e.prefix}${t.id}`).map(o=>o.job):O(n,t.id).map(o=>n.jobs.find(i=>i.id===o)).
filter(o=>o!==void 0)}function Ge(t,n){let e=n.stageUpstream(`${n.prefix}${t.id}`),o=me(e),i=new Map(o.map(a=>[a.id,[]]));
for(let a of e)for(let r=a.id.length;r!==-1&&(i.get(a.id.slice(0,r))?.push(a.job),r!==0);r=a.id.lastIndexOf("/",r-1));let s=new Map;
for(let a of o){let r=W(a.id);s.set(r,[...s.get(r)??[],...i.get(a.id)??[]])}return[...s].map(([a,r])=>({id:a,jobs:r}))}function me(t){
let n=new Set(t.map(e=>e.id));return t.filter(e=>e.calledBy===null||!n.has(e.calledBy))}function Ke(t,n,e){let o=n.kind===
"job"?e.jobs.get(n.stage):[...e.jobs.values()].find(a=>L(a.job).ids.includes(n.stage));if(o===void 0)return null;let i="\
a prompt reads only stages of jobs that finish before it",s=Tt(a=>e.jobs.get(a),`${e.prefix}${t.id}`,o.id);switch(s.kind){case"\
self":return`that is this job itself; ${i}`;case"add":return`it is not upstream of job ${t.id}; add '${s.need}' to ${s.needsOf}\
 if the prompt needs its handoff`;default:return`${s.text}; ${i}`}}function Xe(t,n){let e=t.jobs.map(o=>({job:o,stages:L(
o)}));return e.find(o=>o.stages.ids.includes(n)&&!o.stages.matrix)?.job??e.filter(o=>o.stages.matrix&&(n===o.job.id||n.startsWith(
`${o.job.id}-`))).sort((o,i)=>i.job.id.length-o.job.id.length)[0]?.job??e.find(o=>o.stages.ids.includes(n))?.job}function Ye(t){
let n=t.jobs.map(e=>({job:e,stages:L(e)}));return e=>{let o=n.find(s=>s.stages.ids.includes(e)&&!s.stages.matrix)??n.filter(
s=>s.stages.matrix&&e.startsWith(`${s.job.id}-`)).sort((s,a)=>a.job.id.length-s.job.id.length)[0];if(o===void 0)return;let i=O(
t,o.job.id).map(s=>L(t.jobs.find(a=>a.id===s)));return{callsStageWorkflow:q(o.job),needsInput:o.job.with[y.needs],upstreamStages:i.
some(s=>s.unknown||s.matrix)?null:i.flatMap(s=>s.ids)}}}function ge({workflow:t,file:n}){return qt(t).map(e=>({rule:"unknown-input",file:n,...e.position,message:e.message}))}function he({workflow:t,file:n}){let e=[],o=i=>{let s=Qe(i.text);s&&e.push({rule:"unpinned-action",file:n,...i.position,
message:s})};for(let i of t.jobs){i.uses&&o(i.uses);for(let s of i.steps)s.uses&&Mt(s.uses.text)&&o(s.uses)}return e}var Ze=new Set(
["actions","github","dependabot"]);function Qe(t){if(t.startsWith("./")||t.startsWith("../"))return null;if(t.startsWith(
"docker://"))return/@sha256:[0-9a-f]{64}$/.test(t)?null:`${t}: the image is not pinned to a digest; a tag can be pushed \
again with other content. Use ${t.replace(/[:@][^/:@]*$/,"")}@sha256:<digest>`;let n=t.lastIndexOf("@");if(n===-1)return`${t}\
: no ref at all; pin the full commit sha: ${t}@<40-hex commit sha> # <tag>`;let e=t.slice(n+1);if(/^[0-9a-f]{40}$/.test(
e))return null;let o=t.slice(0,n),i=o.split("/")[0]?.toLowerCase()??"";return e!==""&&Ze.has(i)?null:`${t}: \`${e}\` is n\
ot a commit sha, and a tag or branch can be moved to other code; pin the full commit sha: ${o}@<40-hex commit sha> # ${e}\
 (only GitHub's own actions, under actions/, github/ and dependabot/, may name a tag or branch)`}var tn=new Set(["number","id","run_number","run_attempt","workflow_id","check_suite_id","draft","merged","locked","fork",
"private","comments","review_comments","additions","deletions","changed_files"]),en=new Set(["issue","pull_request","dis\
cussion","answer","comment","review","label","milestone","release","workflow_run","workflow_job","check_run","check_suit\
e","deployment","deployment_status","head","base","repo","head_repository","repository","organization","installation","t\
eam","sender","user","assignee"]),nn=new Set(["number","after","before","created","deleted","forced","ref_type","issue.s\
tate","pull_request.state","discussion.state","pull_request.commits","pull_request.head.sha","pull_request.base.sha","pu\
ll_request.author_association","comment.author_association","workflow_run.status","workflow_run.conclusion","workflow_ru\
n.head_sha","workflow_run.head_commit.id","head_commit.id","merge_group.head_sha","merge_group.base_sha","check_suite.he\
ad_sha","check_run.head_sha","deployment.sha","pull_request.merge_commit_sha","review.state","schedule"]);function be(t,n){
if(t.length===0)return!0;let e=t.join(".");if(e==="action")return n.has("repository_dispatch")||n.has("workflow_call");if(nn.
has(e))return!1;let o=t[t.length-1]??"",i=t.slice(0,-1);return!(i.length>0&&tn.has(o)&&i.every(s=>en.has(s)))}function jt(t){let{workflow:n,expressions:e}=t,o=[];for(let i of n.jobs){let s=ye(t,i),a=r=>{let l=ke(r,s,e),c=f=>Z(f,s)||
f[0]==="env"&&l.has(f[1]??"");return(f,m)=>{f&&o.push(...je(f,m,c,t))}};for(let r of i.steps){let l=a([n.env,i.env,r.env]);
l(r.run,"shell");let c=B(r);(c==="stage"||c==="prepare")&&Lt(r.with,l),r.uses&&/^actions\/github-script@/.test(r.uses.text)&&
l(r.with.script,"script");let f=A(r);if(f.kind==="local"){let m=ke([n.env,i.env,r.env],s,e),h=w=>Z(w,s)||w[0]==="env"&&m.
has(w[1]??"");o.push(...Le(f.path,zt(r.with,h,e),t,0))}}q(i)&&Lt(i.with,a([n.env]))}return o}var we=new WeakMap;function on(t,n){
let e=we.get(t);return e===void 0&&(e=new Map(t.jobs.map(o=>[o.id.toLowerCase(),st(o,J.data,n)])),we.set(t,e)),e}function ye({
workflow:t,expressions:n,run:e},o){return{dataSteps:it(o),dataOutputs:on(t,n),triggers:e?.triggers??new Set(Object.keys(
t.on)),taintedInputs:e?.taintedInputs??new Set}}function xe(t,n){let e=ye(t,n);return zt(n.with,o=>Z(o,e),t.expressions)}
function zt(t,n,e){let o=new Set;for(let[i,s]of Object.entries(t))s.expression!==null&&e.facts(s.expression).resultPaths.
some(n)&&o.add(i.toLowerCase());return o}function Le(t,n,e,o){let i=o>Zt?null:e.loadAction?.(t)??null;if(i?.kind!=="comp\
osite")return[];let s={...e,file:i.file,locator:new X(i.source)},a={dataSteps:new Set,dataOutputs:new Map,triggers:e.run?.
triggers??new Set(Object.keys(e.workflow.on)),taintedInputs:new Set},r=c=>Z(c,a)||c[0]==="inputs"&&n.has((c[1]??"").toLowerCase()),
l=[];for(let c of i.steps){let f=new Set;for(let[u,p]of Object.entries(c.env))p.expression!==null&&e.expressions.facts(p.
expression).resultPaths.some(r)&&f.add(u.toLowerCase());let m=u=>r(u)||u[0]==="env"&&f.has(u[1]??""),h=(u,p)=>{u&&l.push(
...je(u,p,m,s))};h(c.run,"shell");let w=A(c);w.kind==="baton"&&(w.action==="stage"||w.action==="prepare")&&Lt(c.with,h),
c.uses&&/^actions\/github-script@/.test(c.uses.text)&&h(c.with.script,"script"),w.kind==="local"&&l.push(...Le(w.path,zt(
c.with,m,e.expressions),e,o+1))}return l}function Lt(t,n){n(t[y.prompt],"prompt"),n(t[y.run],"shell"),n(t[y.verify],"she\
ll"),n(t[y.vars],"vars")}function je(t,n,e,{file:o,locator:i,expressions:s}){let a=[];for(let{expression:r,offset:l}of ut(
t.text))s.facts(r).resultPaths.some(e)&&a.push({rule:"untrusted-expression",file:o,...i.locate(t,l),message:sn(`\${{ ${r}\
 }}`,n)});return a}function sn(t,n){switch(n){case"shell":{let e=/^\$\{\{ env\.([A-Za-z_][A-Za-z0-9_]*) \}\}$/.exec(t);return e?
`\`${t}\` in a shell command: ${e[1]} holds attacker-controlled text, and GitHub pastes it into the script before the sh\
ell reads it. Use "$${e[1]}" (the shell's variable) instead`:`\`${t}\` in a shell command: GitHub pastes the value into t\
he script before the shell reads it, so text like \`"; curl \u2026 | sh; "\` runs. Pass it through \`env:\` (NAME: ${t})\
 and use "$NAME" in the script`}case"script":return`\`${t}\` in a github-script: GitHub pastes the value into the JavaScr\
ipt before it runs. Pass it through \`env:\` and read process.env.NAME`;case"vars":return`\`${t}\` in vars: GitHub pastes\
 the value into the YAML before baton reads it, so a line break in it adds keys of its own (\`inputs.<any>\` in the prompt\
). Leave it out of vars: and read it in the prompt with the Handlebars form (\`{{github.event.\u2026}}\`), inside \`{{fence \u2026}}\`\
 for text people wrote`;case"prompt":return`\`${t}\` in a prompt: GitHub pastes the value into the template before baton \
compiles it, so the text becomes template and instructions. Use the Handlebars form instead (\`{{github.event.\u2026}}\`, \`{{st\
ages.<id>.data.<key>}}\`), which baton prints as data, inside \`{{fence \u2026}}\` for text people wrote`}}function Z(t,{
dataSteps:n,dataOutputs:e,triggers:o,taintedInputs:i}){if(t[0]==="inputs"&&i.size>0)return t[1]===void 0||t[1]==="*"||i.
has(t[1].toLowerCase());if(t[0]==="github"){if(t.length===1||t[1]==="head_ref"||t[1]==="*")return!0;if(t[1]==="event")return be(
t.slice(2),o)}let[s,a,r,l]=t;return r!=="outputs"||a===void 0||l===void 0?!1:s==="steps"?l===J.data&&(n.has(a)||a==="*"):
s==="needs"?e.get(a)?.has(l)===!0||a==="*":!1}function ke(t,n,e){let o=new Set;for(let i of t)for(let[s,a]of Object.entries(
i))a.expression!==null&&e.facts(a.expression).resultPaths.some(r=>Z(r,n))&&o.add(s.toLowerCase());return o}function ze(t,n,e){let o=new Map;for(let i of n){let s=i.calledBy===null?void 0:n.find(l=>l.id===i.calledBy),a=s?.call?e(
s.call.path)??i.workflow:t,r=a.jobs.find(l=>l.id===W(i.id))??i.job;o.set(i.id,{id:i.id,job:r,workflow:a,calledBy:i.calledBy})}
return o}function $e(t,n){let e=new Map(t.map(i=>[i.id,i])),o=i=>{let s=e.get(i);return s===void 0?[]:[...s.calledBy===null?
[]:o(s.calledBy),...s.upstream]};return i=>[...new Set(Ut(o(i),s=>e.get(s)?.call))].map(s=>n.get(s)).filter(s=>s!==void 0)}var rn=[ae,de,se,jt,ie,he,ce,xt,ge,re,oe];function an(t,n,e={}){let o=ve(e),i=Ce(pt(t,n,o));return Se(i,t,new Map,n,o)}function ve(t){
let{readFile:n}=t;if(!n)return t;let e=new Map;return{...t,readFile:o=>{let i=e.get(o);if(i===void 0){try{i={text:n(o)}}catch(s){
i={error:s}}e.set(o,i)}if("error"in i)throw i.error;return i.text}}}function Se(t,n,e,o,i){let{readFile:s,loadAction:a}=i,
r=pe(n,e,o,{...s?{readFile:f=>s(f)??void 0}:{},...a?{loadAction:f=>a(f)??void 0}:{}},t),l=[...new Set([n.fileName,...[...t,
...r].map(f=>f.file)])],c=new Map(l.map((f,m)=>[f,m]));return $t([...t,...r]).sort((f,m)=>c.get(f.file)-c.get(m.file)||Y(
f,m))}function pt(t,n,e,o){return{workflow:t,file:t.fileName,locator:new X(t.source),expressions:n,...e.readFile?{readFile:un(
e.readFile)}:{},...e.loadAction?{loadAction:e.loadAction}:{},...e.actionProblem?{actionProblem:e.actionProblem}:{},...o?
{run:o}:{}}}function ln(t,n,e,o,i={}){let s=ve(i),a=Fe(t,n,e,o,s),r=new Set(a.map(l=>l.workflow.fileName));for(let l of n.
values())!("unreadable"in l)&&!r.has(l.fileName)&&(r.add(l.fileName),a.push(pt(l,o,s)));return Se($t(a.flatMap(Ce)),t,n,
o,s)}function un(t){return n=>{try{return t(n)}catch{return null}}}function $t(t){let n=new Set;return t.filter(e=>{let o=JSON.
stringify(e);return n.has(o)?!1:(n.add(o),!0)})}function Fe(t,n,e,o,i){let s=m=>{let h=n.get(m);return h===void 0||"unre\
adable"in h?void 0:h},a=ze(t,e,s),r=$e(e,a),l=new Set(Object.keys(t.on)),c={prefix:"",jobs:a,stageUpstream:r,inherited:null,
triggers:l,taintedInputs:new Set},f=new Map([["",pt(t,o,i,c)]]);for(let m of e){let h=m.call?s(m.call.path):void 0,w=f.get(
m.calledBy===null?"":`${m.calledBy}/`),u=a.get(m.id);if(h===void 0||w?.run===void 0||u===void 0)continue;let p=H(u.job,u.
workflow),D=p.kind==="unset"?w.run.inherited:{permissions:p,from:p.from==="job"?`jobs.${W(m.id)}.permissions of ${u.workflow.
fileName}`:`the permissions: of ${u.workflow.fileName}, for its job ${W(m.id)}`},_={prefix:`${m.id}/`,jobs:a,stageUpstream:r,
inherited:D,triggers:l,taintedInputs:xe(w,u.job)};f.set(_.prefix,pt(h,o,i,_))}return[...f.values()]}function Ce(t){let{workflow:n}=t,
e=n.problems.filter(o=>o.severity==="error").map(o=>({rule:"workflow-invalid",file:n.fileName,...pn(o.path),message:o.message}));
for(let o of rn)e.push(...o(t));return e.sort(Y)}function pn(t){let n=U(t);return n?{line:n.line,column:n.column}:{line:1,
column:1}}function cn(t,n,e){let o=Fe(t,e.called,e.expanded,n,{});return $t(o.flatMap(i=>[...jt(i),...xt(i)])).sort(Y)}function fn(t){
let n=new Map;for(let e of t){let o=`${e.file}\0${e.rule}`;n.set(o,[...n.get(o)??[],e])}return[...n.values()].map(e=>{let[
o]=e;if(e.length===1)return`${ht(o)} (baton lint reports it too)`;let i=[...new Set(e.map(a=>a.line))],s=i.length>10?`${i.
slice(0,10).join(", ")}, \u2026`:i.join(", ");return`${o.file}: ${e.length} ${o.rule} findings, at line${i.length===1?"":
"s"} ${s}: ${lt[o.rule]}; baton lint ${o.file} says each`})}export{lt as a,Pe as b,ht as c,U as d,j as e,wt as f,ne as g,We as h,an as i,ln as j,cn as k,fn as l};

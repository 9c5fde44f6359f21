import{l as le,m as L,n as ct,o as ue,p as ce,q as pe,r as de,s as $,t as fe,u as D,v as pt,w as xe}from"./chunk-H6ZXXKW7.js";
import{Da as nt,Ea as ot,Fa as it,Ga as st,Ja as rt,M as qe,N as He,O as Be,Oa as at,Pa as lt,Q as U,R as De,Ra as ut,V as ye,
W as Ke,X as Z,Y as Xe,f as Ue,i as se,ka as Ye,n as I,o as re,p as Te,r as ke,t as Ve,v as M,w as A,wa as Ze,xa as Qe,y as Ge,
ya as et,za as tt}from"./chunk-A42CTS4F.js";import{C as ae}from"./chunk-3TLCALJ2.js";import{h as Ae}from"./chunk-56XQEZWE.js";
import{c as Pe}from"./chunk-FCWOFCWY.js";import{a as ie}from"./chunk-TIXFR75A.js";import{d as ne}from"./chunk-OKFZ7BVP.js";
import{C as Me,b as be,h as g,i as W,j as G,k as R,l as We,m as Je,n as F,o as k,s as H,t as we,u as B,v as Y,w as C,y as _,
z as b}from"./chunk-X3WXZ7VZ.js";import{H as m,I as V,J as oe,Y as y,ea as X}from"./chunk-VTCVQFHR.js";var me={"workflow-invalid":"the workflow file does not parse or breaks GitHub\u2019s schema","template-invalid":"a promp\
t template does not parse, or uses what baton refuses","template-not-upstream":"a prompt template references a stage or \
job that is not upstream of its job","data-key-undeclared":"a prompt template reads `stages.<id>.data.<key>` whose key t\
he stage\u2019s literal `data-schema` does not declare: an error when the schema refuses undeclared keys (`additionalProperti\
es: false`), a warning otherwise","checkout-missing":"a stage step of baton\u2019s action whose prompt reads upstream stages,\
 in a job that does not check the repository out before it, with no `needs` input: on GitHub it would know no upstream s\
tage","needs-input-missing":"a stage step of a workflow run as a call whose prompt reads upstream stages, with no `needs\
` input: on GitHub it would know no upstream stage, whatever is checked out","checkout-shallow":"a stage step running an\
 `agent` preset after an `actions/checkout` of another ref without `fetch-depth: 0`, and without `trust-checkout: true`:\
 the run\u2019s commit is not in the clone, so the agent runs with none of its project configuration","untrusted-express\
ion":"attacker-controlled text (a text field of `github.event`, `github.head_ref`, handoff data) interpolated with ${{ }\
} into a shell command or a prompt","agent-job-write":"a job that runs an agent holds write permissions","agent-job-secr\
et":"a job that runs an agent holds a secret or token beyond its model key","unpinned-action":"an action or reusable wor\
kflow from another repository is not pinned to a full commit sha (GitHub\u2019s own `actions/`, `github/`, `dependabot/` may \
name a tag)","report-permission":"a report job cannot post its comment with the permissions it has","report-no-issue":"a\
 report job that comments, in a workflow none of whose triggers names an issue or pull request, with no `issue-number`",
"report-needs-incomplete":"a report job given `needs: ${{ toJSON(needs) }}` does not list in its `needs:` every job it c\
ould report on: a failure in one it does not list cannot make the report say the run failed","report-skipped":"a report \
job that needs other jobs has no `always()` (nor `failure()`, `cancelled()`) in its `if:`: when one of them fails it is \
skipped","next-unknown-job":"a `next` routing condition names a job that does not exist","unknown-input":"a `with:` key \
(or a secret) that baton\u2019s action or reusable stage workflow does not declare","invalid-input":"a `with:` value tha\
t baton\u2019s action (or its reusable stage workflow) would refuse when it runs","action-invalid":"a `uses: ./path` act\
ion of the repository whose action.yml GitHub would refuse (a composite step without `shell:`)","stage-duplicate":"two s\
tage steps, jobs or legs of a call would record the same stage id (their records would collide)","timeout-invalid":"a li\
teral `timeout-minutes` or `cancel-timeout-minutes` that is not a number of minutes above 0","shell-invalid":"a literal \
`shell:` that is neither a built-in shell nor a command with `{0}`"},Zt=k({rule:Y(Object.keys(me)),file:g(),line:W().check(
G(),be(1)),column:W().check(G(),be(1)),message:g(),severity:_(C("warning"))});function je(e){let t=e.severity==="warning"?
"warning: ":"";return Pe(`${e.file}:${e.line}:${e.column}: ${t}${e.rule}: ${e.message}`)}function Q(e,t){return e.file!==
t.file?e.file<t.file?-1:1:e.line-t.line||e.column-t.column||(e.rule<t.rule?-1:e.rule>t.rule?1:0)}function q(e){let t=/^(.*):(\d+):(\d+)$/.
exec(e);return t?{file:t[1],line:Number(t[2]),column:Number(t[3])}:null}var j=k({line:W().check(G()),column:W().check(G())}),z=k({text:g(),expression:b(g()),position:j,keyPosition:_(j),literal:_(
Y(["string","number","boolean","null"]))}),v=Me(()=>we("kind",[k({kind:C("literal"),value:H([g(),W(),R(),We()]),position:j}),
k({kind:C("expression"),expression:g(),text:g(),position:j}),k({kind:C("sequence"),items:F(v),position:j}),k({kind:C("ma\
pping"),entries:F(k({key:g(),value:v,keyPosition:_(j)})),position:j})])),Le=k({expression:g(),text:b(g()),position:b(j),
implicitSuccess:_(R())}),J=B(g(),z),$e=k({index:W().check(G()),id:b(g()),action:_(g()),name:b(z),if:Le,run:b(z),uses:b(k(
{text:g(),position:j})),ownAction:_(C(!0)),with:J,env:J,shell:b(z),workingDirectory:b(z),continueOnError:H([R(),z]),timeoutMinutes:b(
v),position:j}),Qt=we("kind",[k({kind:C("composite"),file:g(),directory:g(),source:g(),inputs:F(k({id:g(),default:b(z),required:R()})),
outputs:F(k({id:g(),value:b(z)})),steps:F($e)}),k({kind:C("other"),file:g(),using:g()})]),ze=k({shell:b(z),workingDirectory:b(
z)}),dt=k({id:g(),position:j}),ft=k({id:g(),name:b(z),position:j,needs:F(dt),if:Le,strategy:b(v),runsOn:b(v),container:b(
v),services:b(v),env:J,outputs:J,permissions:b(v),continueOnError:H([R(),z]),timeoutMinutes:b(v),cancelTimeoutMinutes:b(
v),defaults:b(ze),uses:b(k({text:g(),position:j})),with:J,secrets:H([C("inherit"),J]),steps:F($e),stageWorkflow:_(R())}),
Se=k({name:g(),type:Y(["string","choice","boolean","environment","number"]),required:R(),default:b(H([g(),R(),W()])),description:b(
g()),options:b(F(g())),position:j}),en=k({inputs:B(g(),Se),secrets:B(g(),k({required:R(),position:j})),outputs:J,position:j}),
tn=k({fileName:g(),source:g(),name:b(g()),on:B(g(),Je()),inputs:B(g(),Se),env:J,permissions:b(v),defaults:b(ze),jobs:F(ft),
call:_(en),problems:F(Ae)});function ge(e){let t=[],o=/\$\{\{([\s\S]*?)\}\}/g;for(let n=o.exec(e);n!==null;n=o.exec(e))t.push({expression:(n[1]??"").
trim(),offset:n.index});return t}function mt(e){let{workflow:t,file:o,actionProblem:n}=e;if(!n)return[];let s=[];for(let i of t.jobs)for(let l of i.steps){
let a=M(l);if(a.kind!=="local"||!l.uses)continue;let r=n(a.path);r!==null&&s.push({rule:"action-invalid",file:o,...l.uses.
position,message:r})}return s}function gt(e){let t=[];for(let o of e.workflow.jobs)ct(o)&&t.push(...nn(o,e),...on(o,e));return t}function nn(e,{workflow:t,
file:o,run:n}){let s=n!==void 0&&n.prefix!=="",i=D(e,t),l=i.kind==="unset"?n?.inherited??null:null,a=l?.permissions??i;if(a.
kind==="unset")return[{rule:"agent-job-write",file:o,...e.position,message:`job ${e.id} runs an agent and neither it nor\
 the workflow${s?" nor its caller":""} sets \`permissions:\`, so its token has the repository's default, which may be writ\
e-all; set \`permissions:\` with \`contents: read\` on the job`}];let r=pt(a);if(r.length===0||a.kind==="expression")return[];
let u=l!==null?`the permissions its call gives it (${l.from})`:a.from==="job"?"its `permissions:`":"the workflow's `perm\
issions:`";return[{rule:"agent-job-write",file:o,...l!==null?e.position:a.position,message:`job ${e.id} runs an agent, a\
nd ${u} let its token write (${r.join(", ")}); an agent that reads untrusted text must not hold write access. Give this \
job read permissions and write from a job without an agent (a report job, a pull-request job)`}]}function on(e,t){let{workflow:o,
file:n,locator:s,expressions:i}=t,l=[],a=(r,u,p)=>{for(let[f,h]of Object.entries(r))for(let w of sn(h,p?f:null,i))l.push(
{rule:"agent-job-secret",file:n,...s.locate(h,w.offset),message:`job ${e.id} runs an agent, and ${u} \`${f}\` gets ${w.what}\
; ${w.why}`})};a(o.env,"the workflow's env",!0),a(e.env,"its env",!0);for(let r of e.steps){let u=r.id?`step ${r.id}`:`s\
tep ${r.index+1}`;a(r.env,`${u}'s env`,!0),L(r)===null&&a(r.with,`${u}'s input`,!1),r.uses&&/^actions\/checkout@/.test(r.
uses.text)&&r.with["persist-credentials"]?.text.trim().toLowerCase()!=="false"&&l.push({rule:"agent-job-secret",file:n,...r.
uses.position,message:`job ${e.id} runs an agent, and actions/checkout keeps the job's token in .git/config where the ag\
ent can read it; add \`persist-credentials: false\` under \`with:\``})}return l}function sn(e,t,o){let n=[],s=t!==null&&
de.has(t.toUpperCase());for(let{expression:i,offset:l}of ge(e.text))for(let a of o.facts(i).paths)if(a[0]==="secrets"&&a[1]===
"github_token"||a[0]==="github"&&a[1]==="token")n.push({what:"the GitHub token",why:"a prompt injection could use it. Us\
e the token in a job without an agent",offset:l});else if(a[0]==="secrets"&&a[1]===void 0)n.push({what:"every secret of \
the repository",why:"pass only the model key it needs",offset:l});else if(a[0]==="secrets"&&a[1]!==void 0){if(s||de.has(
a[1].toUpperCase()))continue;n.push({what:`the secret ${a[1].toUpperCase()}`,why:`an agent's job should hold only its mo\
del key (${[...de].join(", ")}). Move the secret to a job without an agent`,offset:l})}return n}function ht(e){let{workflow:t}=e,o=Object.keys(t.on),n=e.run!==void 0&&e.run.prefix!==""||o.length>0&&o.every(i=>i==="wo\
rkflow_call"),s=[];for(let i of t.jobs)i.steps.forEach((l,a)=>{let r=n?rn(i,l,e):an(i,l,a,e);r&&s.push(r)});return s}function rn(e,t,o){
let n=M(t);if(n.kind!=="baton"||n.action!=="stage"&&n.action!=="prepare"||t.uses===null)return null;let s=t.with[m.needs];
if(t.uses===null||s!==void 0&&s.text.trim()!=="")return null;let i=bt(t,o);return i===null?null:{rule:"needs-input-missi\
ng",file:o.file,...t.uses.position,message:st(e.id,i.first,wt(e,i.named,o))}}function an(e,t,o,n){let s=M(t);if(s.kind!==
"baton"||s.action!=="stage"&&s.action!=="prepare")return null;let i=t.with[m.needs];if(t.uses===null||i!==void 0&&i.text.
trim()!=="")return null;let l=bt(t,n);if(l===null)return null;let a=nt(e.steps,o);return a===null?null:{rule:"checkout-m\
issing",file:n.file,...t.uses.position,message:it(e.id,l.first,a,wt(e,l.named,n))}}function bt(e,t){let o=e.with[m.prompt],
n=e.with[m.promptFile],s=null;if(o)s={text:se(o.text),at:(a,r)=>{let u=t.locator.locateLine(o,a,r);return`${u.line}:${u.
column}`}};else if(n&&n.expression===null&&t.readFile){let a=n.text.trim(),r=t.readFile(a);r!==null&&(s={text:r,at:(u,p)=>`${a}\
:${u}:${p}`})}if(s===null)return null;let{analysis:i}=ae(s.text);if(!i)return null;let l=ot(i,s.at);return l===null?null:
{first:l,named:i.references}}function wt(e,t,{workflow:o,run:n}){let i=(n===void 0?I(o,e.id).map(a=>o.jobs.find(r=>r.id===
a)).filter(a=>a!==void 0):n.stageUpstream(`${n.prefix}${e.id}`).map(a=>a.job)).map(a=>({id:a.id,...$(a)})),l=new Set;for(let a of t){
if(a.kind==="stage"){i.some(p=>p.ids.includes(a.stage)||p.matrix&&a.stage.startsWith(`${p.id}-`))&&l.add(a.stage);continue}
let r=i.find(u=>u.id===a.stage);if(r&&!r.matrix&&!r.unknown)for(let u of r.ids)l.add(u)}return[...l]}var kt={claude:[".claude",".mcp.json",".claude.json","CLAUDE.md","CLAUDE.local.md",".gitmodules",".ripgreprc",".husky"],
codex:[".codex","AGENTS.md","AGENTS.override.md",".agents"],gemini:[".gemini","GEMINI.md",".env"],copilot:[".github/copi\
lot",".github/hooks",".github/agents",".github/skills",".github/instructions",".github/copilot-instructions.md",".github\
/mcp.json",".mcp.json",".vscode/mcp.json",".agents",".claude","AGENTS.md","CLAUDE.md","GEMINI.md"]};function yt({workflow:e,file:t}){let o=[],n=Object.keys(e.on),s=n.length>0&&n.every(i=>i==="pull_request");for(let i of e.
jobs)i.steps.forEach((l,a)=>{let r=ln(i,l,a,s);r&&o.push({rule:"checkout-shallow",file:t,severity:"warning",...r})});return o}
function ln(e,t,o,n){if(L(t)!=="stage"||t.uses===null)return null;let s=cn(t,m.agent);if(s===null||!Ge.includes(s))return null;
let i=t.with[m.trustCheckout];if(i!==void 0&&(i.expression!==null||un(i.text)))return null;let l=pn(t);if(l===null)return null;
let a=gn(e.steps.slice(0,o),l,n);if(a===null)return null;let{step:r,ref:u,path:p,depth:f}=a,h=kt[s],w=h.length>4?`${h.slice(
0,4).join(", ")}, \u2026`:h.join(", "),c=p===""?"":` into ${p}`;return{...t.uses.position,message:`job ${e.id}: the chec\
kout at ${r.uses.position.line}:${r.uses.position.column} checks out ${u}${c} with ${f===null?"actions/checkout's defaul\
t `fetch-depth: 1`":`\`fetch-depth: ${f}\``}, so the commit this run is for (GITHUB_SHA) is not in the clone; when the c\
heckout is at another commit, as a pull request's head is, baton sets ${s}'s project configuration (${w}) to that commit\
's while the agent runs, and without it the agent runs with none of it (the step warns so). Give the checkout \`fetch-dep\
th: 0\` so the agent gets the run's commit's configuration, or set \`${m.trustCheckout}: true\` on this step to let it re\
ad the checkout's (only for code you trust)`}}function un(e){try{return Xe(m.trustCheckout,e,!1)}catch(t){if(!(t instanceof
ne))throw t;return!1}}function cn(e,t){let o=e.with[t];if(o===void 0||o.expression!==null)return null;let n=o.text.trim();
return n===""?null:n}function pn(e){let t=e.with[m.workingDirectory];return t===void 0?"":t.expression!==null?null:xt(t.
text)}function xt(e){return e.trim().split("/").filter(t=>t!==""&&t!==".").join("/")}var dn=/\bgit\s+(?:clone|checkout|switch|fetch|pull|reset|init|worktree|sparse-checkout)\b|\bgh\s+(?:pr\s+checkout|repo\s+clone)\b/,
fn=/^\$\{\{\s*github\.(?:sha|ref|ref_name)\s*\}\}$/i,mn=/^refs\/pull\/\$\{\{\s*github\.event\.(?:number|pull_request\.number)\s*\}\}\/merge$/i;
function gn(e,t,o){for(let n of e.toReversed()){if(n.run!==null){if(dn.test(n.run.text))return null;continue}if(n.uses===
null)continue;let s=n.uses.text.trim(),i=(s.split("@")[0]??"").toLowerCase();if(i!=="actions/checkout"){if(i.startsWith(
"actions/")||s.startsWith("docker://"))continue;return null}let l=n.with.path;if(l!==void 0&&l.expression!==null)return null;
let a=l===void 0?"":xt(l.text);if(a!==""&&t!==a&&!t.startsWith(`${a}/`))continue;let r=n.with.repository;if(r!==void 0&&
(r.expression!==null||r.text.trim()!==""))return null;let u=n.with.ref;if(u===void 0||u.text.trim()===""||fn.test(u.text.
trim())||mn.test(u.text.trim())&&o)return null;let p=n.with["fetch-depth"];return p!==void 0&&(p.expression!==null||p.text.
trim()==="0")?null:{step:n,ref:u.text.trim(),path:a,depth:p===void 0?null:p.text.trim()}}return null}function jt(e){let{workflow:t,file:o}=e;return[...et(t).map(s=>({rule:"invalid-input",file:o,...s.position,message:s.message})),
...bn(e),...hn(e)]}function hn({workflow:e,file:t}){let o=[];for(let n of e.jobs){if(!A(n)||!n.uses)continue;let s=n.uses.
text.trim(),i=s.includes("@")?s.slice(s.lastIndexOf("@")+1):"",l=n.with[X.batonRef];if(!/^[0-9a-f]{40}$/i.test(i)||!l||l.
expression!==null)continue;let a=l.text.trim();a.toLowerCase()!==i.toLowerCase()&&o.push({rule:"invalid-input",file:t,...l.
position,message:`${X.batonRef}: ${JSON.stringify(a)} is not the commit job ${n.id} calls baton's stage workflow at (${i}\
), so the workflow and the action it runs would be two versions of baton (an update that bumped only the uses: line, say\
); pass ${i}`})}return o}function bn({workflow:e,file:t,locator:o,expressions:n,run:s}){let i=[],l;for(let a of e.jobs){
let r=ue(a).map(c=>c[m.needs]).filter(c=>c!==void 0&&c.expression===null);if(r.length===0)continue;l??=new Map(e.jobs.map(
c=>[c.id,fe(c,n)]));let u=s?.stageUpstream(`${s.prefix}${a.id}`).map(c=>c.job)??null,p=new Map(l);for(let c of u??[])p.has(
c.id)||p.set(c.id,fe(c,n));let f=u?.map(c=>c.id)??I(e,a.id),h=(u??f.map(c=>e.jobs.find(x=>x.id===c))).filter(c=>c!==void 0).
map(c=>({id:c.id,...fe(c,n)})),w={job:a.id,upstreamStages:h.flatMap(c=>c.stages??[]),openMatrices:h.filter(c=>c.stages===
null&&c.openMatrix).map(c=>c.id),unknown:h.some(c=>c.stages===null&&!c.openMatrix),jobs:p,upstreamJobs:f,runsAfter:c=>re(
e,c,a.id)};for(let c of r)for(let x of Ye(c,w))i.push({rule:"invalid-input",file:t,...o.locate(c,x.offset),message:x.message})}
return i}function Lt({workflow:e,file:t,expressions:o}){let n=[],s=i=>ke(e.fileName,i);for(let i of e.jobs){let l=at(i.strategy);
if(!(l===null||Ue(l)))try{lt(o,l,{},s)}catch(a){if(!(a instanceof ne))throw a;let r=q(a.where??"")??l.position;n.push({rule:"\
workflow-invalid",file:t,line:r.line,column:r.column,message:`jobs.${i.id}: ${a.message}`})}}return n}function ve({workflow:e,file:t,expressions:o}){let n=e.jobs.map(r=>r.id),s=new Set;for(let r of e.jobs){s.add(r.id.toLowerCase());
for(let u of $(r).ids)s.add(u.toLowerCase())}let i=new Map(e.jobs.map(r=>{let u=pe(r,V.next,o);return(A(r)||$(r).ids.length>
0)&&u.add(V.next),[r.id.toLowerCase(),u]})),l=[],a=(r,u)=>{if(!(r.text===null||r.position===null))for(let p of o.facts(r.
expression).comparisons){let[f,h,w,c]=p.path;w!=="outputs"||h===void 0||c===void 0||!(f==="needs"&&i.get(h)?.has(c)||f===
"steps"&&c===V.next&&ce(u).has(h))||p.literal===""||s.has(p.literal.toLowerCase())||l.push({rule:"next-unknown-job",file:t,
...r.position,message:`\`${p.path.join(".")} ${p.operator} '${p.literal}'\`: there is no job ${p.literal} in this workfl\
ow, so no handoff can take this route; jobs: ${n.join(", ")}${wn(p.literal,n)}`})}};for(let r of e.jobs){a(r.if,r);for(let u of r.
steps)a(u.if,r)}return l}function wn(e,t){let o=ie(e,t);return o===void 0?"":` (did you mean ${o}?)`}var $t={[y.stageDuplicate]:"stage-duplicate",[y.stageInvalid]:"invalid-input",[y.promptFileMissing]:"invalid-input",[y.timeoutInvalid]:"\
timeout-invalid",[y.shellInvalid]:"shell-invalid",[y.matrixInvalid]:"workflow-invalid",[y.templateStage]:"template-not-u\
pstream",[y.templateInvalid]:null,[y.templateKey]:"template-invalid",[y.templateDataKey]:"data-key-undeclared",[y.needsInput]:null,
[y.checkoutMissing]:null,[y.actionInputInvalid]:null,[y.actionInputUnknown]:null,[y.workflowCallInvalid]:null,[y.inputMissing]:null,
[y.inputUnknown]:null,[y.inputInvalid]:null,[y.eventNotTrigger]:null,[y.jobUnknown]:null};function St(e,t,o,n,s){let i=new Set(
s.map(zt)),l=[];for(let a of rt(e,o,{...n,calledWorkflows:t,anyRun:!0})){let r=Object.hasOwn($t,a.code)?$t[a.code]:null;
if(r===null)continue;let u=q(a.path)??{file:a.path,line:1,column:1},p={rule:r,...u,message:a.message};i.has(zt(p))||l.push(
p)}return l}function zt(e){return JSON.stringify([e.rule,e.file,e.line,e.column])}function vt({workflow:e,file:t,expressions:o}){let n=[];for(let s of e.jobs){let i=s.steps.find(r=>L(r)==="report"&&r.uses!==
null);if(i===void 0)continue;let l=yn(s,i,e.jobs,r=>I(e,r));l&&n.push({rule:"report-needs-incomplete",file:t,...l});let a=xn(
s,i,o);a&&n.push({rule:"report-skipped",file:t,...a})}return n}function kn(e){let t=e.with[m.needs];return t?.expression==
null?!1:t.expression.replace(/\s+/g,"").toLowerCase()==="tojson(needs)"}function yn(e,t,o,n){if(!kn(t))return null;let s=new Set(
e.needs.map(r=>r.id)),i=o.filter(r=>r.id!==e.id&&!s.has(r.id)).filter(r=>!n(r.id).includes(e.id)).filter(r=>!r.steps.some(
u=>L(u)==="report"&&u.uses!==null)).map(r=>r.id);if(i.length===0)return null;let l=e.needs.map(r=>r.id);return{...e.needs[0]?.
position??e.position,message:`job ${e.id} passes \`${m.needs}: \${{ toJSON(needs) }}\` to ${t.uses.text.trim()}, but Git\
Hub's \`needs\` context holds only the jobs a job lists in its own \`needs:\`, and it does not list ${i.join(", ")}: a f\
ailure of one of them is not in that context (a job it lists that runs after it is skipped, and a skipped job fails noth\
ing), so the report would not say the run failed; list them in its \`needs:\` (needs: [${[...l,...i].join(", ")}])`}}function xn(e,t,o){
if(e.needs.length===0)return null;let n=e.if;if(o.facts(n.expression).afterFailure!==!1)return null;let s=n.expression.replace(
/'(?:[^']|'')*'/g,"''"),i=/\b(?:always|failure|cancelled)\s*\(/i.test(s),l=(n.text??"").trim().replace(/^\$\{\{([\s\S]*)\}\}$/,
"$1").trim(),a="so GitHub runs it only when every job it needs succeeded: when one fails or is cancelled, the report job\
 is skipped and no report says so",r;return n.text===null||l===""?r=`it has no \`if:\`, ${a}; give it \`if: always()\``:
i?r=`its \`if:\` (\`${l}\`) is false whenever a job it needs has failed, so the report job is skipped when one fails and \
no report says so; make it \`if: always()\``:n.implicitSuccess?r=`its \`if:\` calls no status function, ${a}; make it \`i\
f: always() && (${l})\``:r=`its \`if:\` calls \`success()\`, ${a}; call \`always()\` in its place`,{...n.position??e.position,
message:`job ${e.id} runs ${t.uses.text.trim()} and needs ${e.needs.map(u=>u.id).join(", ")}, but ${r}`}}var jn=new Set(["pull_request","pull_request_target","pull_request_review","pull_request_review_comment","issues","issue\
_comment","workflow_run","check_run","check_suite","workflow_call"]);function Ft({workflow:e,file:t}){let o=Object.keys(
e.on);if(o.length===0||o.some(s=>jn.has(s)))return[];let n=[];for(let s of e.jobs)for(let i of s.steps){if(L(i)!=="repor\
t"||!i.uses)continue;let l=le(i);if(l!=="comment"&&l!=="both")continue;let a=i.with[m.issueNumber];a&&(a.expression!==null||
a.text.trim()!=="")||n.push({rule:"report-no-issue",file:t,...i.uses.position,message:`job ${s.id} posts the report comm\
ent with ${i.uses.text}, but no trigger of this workflow (${o.join(", ")}) names an issue or pull request and the step g\
ives no \`${m.issueNumber}\`: it would fail after the stages have run. Give \`${m.issueNumber}:\` (from an input, \`\${{ in\
puts.issue }}\`), or set \`${m.mode}: summary\``})}return n}var Ln=new Set(["pull_request","pull_request_target","pull_request_review","pull_request_review_comment","issue_comment"]);
function Ct({workflow:e,file:t}){let o=[],s=Object.keys(e.on).some(i=>Ln.has(i))?"pull-requests":"issues";for(let i of e.
jobs)for(let l of i.steps){if(L(l)!=="report"||!l.uses)continue;let a=le(l);if(a==="summary"||a==="invalid")continue;let r=D(
i,e);if(r.kind==="expression"||xe(r,"issues")||xe(r,"pull-requests"))continue;let u=r.kind==="unset"?"neither the job no\
r the workflow sets `permissions:` (the repository default may be read-only)":"its token has neither `issues: write` nor\
 `pull-requests: write`";o.push({rule:"report-permission",file:t,...l.uses.position,message:`job ${i.id} posts the repor\
t comment with ${l.uses.text}, but ${u}; add \`${s}: write\` to the job's \`permissions:\` (or set \`${m.mode}: summary\`\
)`})}return o}function Rt(e){let t=[];for(let o of e.workflow.jobs)for(let n of ue(o)){let s=n[m.prompt];s&&t.push(..._t(o,$n(s,e),e));
let i=n[m.promptFile];if(i&&i.expression===null&&e.readFile){let l=i.text.trim(),a=e.readFile(l);a!==null&&t.push(..._t(
o,{text:a,file:l,at:(r,u)=>({line:r,column:u})},e))}}return t}function $n(e,{file:t,locator:o}){return{text:se(e.text),file:t,
at:(s,i)=>o.locateLine(e,s,i)}}function _t(e,t,o){let{workflow:n}=o,s=[],i=zn(e,o),l=i.flatMap(d=>$(d).ids),a=d=>i.some(
S=>{let N=$(S);return N.unknown||N.ids.includes(d)||N.matrix&&d.startsWith(`${S.id}-`)}),r=o.run?Sn(e,o.run):i.map(d=>({
id:d.id,jobs:[d]})),u=r.map(d=>d.id),p=d=>d.kind==="stage"?a(d.stage):u.includes(d.stage),{analysis:f,problems:h}=ae(t.text);
for(let d of h)d.ifUpstream!==void 0&&!p(d.ifUpstream)||s.push({rule:"template-invalid",file:t.file,...t.at(d.line,d.column),
message:[d.message,...d.details].join("; ")});let w=f?.references??[],c={data:d=>{let S="stage"in d?Et(n,d.stage):n.jobs.
find(N=>N.id===d.job);return S===void 0?void 0:tt(S)}};for(let{closed:d,error:S}of Ze(f?.keys??[],c))d||s.push({rule:"da\
ta-key-undeclared",severity:"warning",file:t.file,...t.at(S.line,S.column),message:[S.message,...S.details].join("; ")});
let x=e.with[m.needs],te=qe(n,e)?He(x,Fn(n)):null;for(let d of w){if(p(d)){let P=(r.find(E=>E.id===d.stage)?.jobs??[]).map(
$),K=d.kind==="stage"?[d.stage]:P.some(E=>E.unknown||E.matrix)?[]:P.flatMap(E=>E.ids);if(te&&K.length>0&&!K.some(E=>te.has(
E))){let E=d.kind==="stage"?`stages.${d.stage}`:`jobs.${d.stage}`,Xt=d.kind==="stage"?d.stage:`its stages (${K.join(", ")}\
)`;s.push({rule:"template-not-upstream",file:t.file,...t.at(d.line,d.column),message:Be(E,Xt,e.id,x)})}continue}let S=d.
kind==="stage"?"stages":"jobs",N=d.kind==="stage"?l:u,Kt=d.kind==="stage"?"stages":"jobs",T,Ie="",O=d.kind==="job"?n.jobs.
find(P=>P.id===d.stage):Et(n,d.stage),Ne=O&&O.id!==e.id?re(n,O.id,e.id):null,Oe=O===void 0&&o.run?vn(e,d,o.run):null;if(d.
kind==="job"&&o.run?It(o.run.stageUpstream(`${o.run.prefix}${e.id}`)).some(P=>P.id===d.stage):!1)T=`a called workflow re\
ads its own jobs by their ids in its file, as GitHub's records name them (github.job is the called file's own job id): j\
obs.${U(d.stage)}`;else if(O?.id===e.id)T=ye(d.kind);else if(O&&Ne)T=`job ${O.id} runs after job ${e.id} (${Te(Ne)}), an\
d a prompt reads only stages of jobs that finish before it`;else if(O)T=`it runs beside job ${e.id}, not before it; add ${O.
id} to \`needs:\` of job ${e.id} if the prompt needs its handoff`;else if(Oe!==null)T=Oe;else{T=`there is no ${d.kind} ${d.
stage} in this workflow${[...o.run?.jobs.values()??[]].some(K=>K.calledBy!==null)?" or the workflows the run calls":""}`;
let P=ie(d.stage,N);P!==void 0&&(Ie=` (did you mean ${P}?)`)}s.push({rule:"template-not-upstream",file:t.file,...t.at(d.
line,d.column),message:`${S}.${d.stage} is not upstream of job ${e.id}: ${T}; upstream ${Kt}: ${N.length>0?N.join(", "):
"(none)"}${Ie}`})}return s}function zn(e,{workflow:t,run:o}){return o?o.stageUpstream(`${o.prefix}${e.id}`).map(n=>n.job):
I(t,e.id).map(n=>t.jobs.find(s=>s.id===n)).filter(n=>n!==void 0)}function Sn(e,t){let o=t.stageUpstream(`${t.prefix}${e.
id}`),n=It(o),s=new Map(n.map(l=>[l.id,[]]));for(let l of o)for(let a=l.id.length;a!==-1&&(s.get(l.id.slice(0,a))?.push(
l.job),a!==0);a=l.id.lastIndexOf("/",a-1));let i=new Map;for(let l of n){let a=U(l.id);i.set(a,[...i.get(a)??[],...s.get(
l.id)??[]])}return[...i].map(([l,a])=>({id:l,jobs:a}))}function It(e){let t=new Set(e.map(o=>o.id));return e.filter(o=>o.
calledBy===null||!t.has(o.calledBy))}function vn(e,t,o){let n=t.kind==="job"?o.jobs.get(t.stage):[...o.jobs.values()].find(
l=>$(l.job).ids.includes(t.stage));if(n===void 0)return null;let s="a prompt reads only stages of jobs that finish befor\
e it",i=Ke(l=>o.jobs.get(l),`${o.prefix}${e.id}`,n.id);switch(i.kind){case"self":return ye(t.kind);case"add":return`it i\
s not upstream of job ${e.id}; add '${i.need}' to ${i.needsOf} if the prompt needs its handoff`;default:return`${i.text}\
; ${s}`}}function Et(e,t){let o=e.jobs.map(n=>({job:n,stages:$(n)}));return o.find(n=>n.stages.ids.includes(t)&&!n.stages.
matrix)?.job??o.filter(n=>n.stages.matrix&&(t===n.job.id||t.startsWith(`${n.job.id}-`))).sort((n,s)=>s.job.id.length-n.job.
id.length)[0]?.job??o.find(n=>n.stages.ids.includes(t))?.job}function Fn(e){let t=e.jobs.map(o=>({job:o,stages:$(o)}));return o=>{
let n=t.find(i=>i.stages.ids.includes(o)&&!i.stages.matrix)??t.filter(i=>i.stages.matrix&&o.startsWith(`${i.job.id}-`)).
sort((i,l)=>l.job.id.length-i.job.id.length)[0];if(n===void 0)return;let s=I(e,n.job.id).map(i=>$(e.jobs.find(l=>l.id===
i)));return{callsStageWorkflow:A(n.job),needsInput:n.job.with[m.needs],upstreamStages:s.some(i=>i.unknown||i.matrix)?null:
s.flatMap(i=>i.ids)}}}function Nt({workflow:e,file:t}){return Qe(e).map(o=>({rule:"unknown-input",file:t,...o.position,message:o.message}))}function Ot({workflow:e,file:t}){let o=[],n=s=>{let i=_n(s.text);i&&o.push({rule:"unpinned-action",file:t,...s.position,
message:i})};for(let s of e.jobs){s.uses&&n(s.uses);for(let i of s.steps)i.uses&&Ve(i.uses.text)&&n(i.uses)}return o}var Cn=new Set(
["actions","github","dependabot"]);function _n(e){if(e.startsWith("./")||e.startsWith("../"))return null;if(e.startsWith(
"docker://"))return/@sha256:[0-9a-f]{64}$/.test(e)?null:`${e}: the image is not pinned to a digest; a tag can be pushed \
again with other content. Use ${e.replace(/[:@][^/:@]*$/,"")}@sha256:<digest>`;let t=e.lastIndexOf("@");if(t===-1)return`${e}\
: no ref at all; pin the full commit sha: ${e}@<40-hex commit sha> # <tag>`;let o=e.slice(t+1);if(/^[0-9a-f]{40}$/.test(
o))return null;let n=e.slice(0,t),s=n.split("/")[0]?.toLowerCase()??"";return o!==""&&Cn.has(s)?null:`${e}: \`${o}\` is n\
ot a commit sha, and a tag or branch can be moved to other code; pin the full commit sha: ${n}@<40-hex commit sha> # ${o}\
 (only GitHub's own actions, under actions/, github/ and dependabot/, may name a tag or branch)`}var En=new Set(["number","id","run_number","run_attempt","workflow_id","check_suite_id","draft","merged","locked","fork",
"private","comments","review_comments","additions","deletions","changed_files"]),Rn=new Set(["issue","pull_request","dis\
cussion","answer","comment","review","label","milestone","release","workflow_run","workflow_job","check_run","check_suit\
e","deployment","deployment_status","head","base","repo","head_repository","repository","organization","installation","t\
eam","sender","user","assignee"]),In=new Set(["number","after","before","created","deleted","forced","ref_type","issue.s\
tate","pull_request.state","discussion.state","pull_request.commits","pull_request.head.sha","pull_request.base.sha","pu\
ll_request.author_association","comment.author_association","workflow_run.status","workflow_run.conclusion","workflow_ru\
n.head_sha","workflow_run.head_commit.id","head_commit.id","merge_group.head_sha","merge_group.base_sha","check_suite.he\
ad_sha","check_run.head_sha","deployment.sha","pull_request.merge_commit_sha","review.state","schedule"]);function Pt(e,t){
if(e.length===0)return!0;let o=e.join(".");if(o==="action")return t.has("repository_dispatch")||t.has("workflow_call");if(In.
has(o))return!1;let n=e[e.length-1]??"",s=e.slice(0,-1);return!(s.length>0&&En.has(n)&&s.every(i=>Rn.has(i)))}function _e(e){let{workflow:t,expressions:o}=e,n=[],s=!1;for(let i of t.jobs){let l=Mt(e,i),a=r=>{let u=Jt(r,l,o),p=f=>ee(
f,l)||f[0]==="env"&&u.has(f[1]??"");return(f,h)=>{f&&n.push(...Tt(f,h,p,e))}};i.steps.some(r=>L(r)==="stage")&&(a([t.env])(
Fe(i.env,oe.args),"agent-args"),s||a([])(Fe(t.env,oe.args),"agent-args"),s=!0);for(let r of i.steps){let u=a([t.env,i.env,
r.env]);u(r.run,"shell");let p=L(r);(p==="stage"||p==="prepare")&&Ce(r.with,u),p==="stage"&&u(Fe(r.env,oe.args),"agent-a\
rgs"),p==="capture"&&u(r.with[m.agentOutput],"path"),r.uses&&/^actions\/github-script@/.test(r.uses.text)&&u(r.with.script,
"script");let f=M(r);if(f.kind==="local"){let h=Jt([t.env,i.env,r.env],l,o),w=c=>ee(c,l)||c[0]==="env"&&h.has(c[1]??"");
n.push(...Ut(f.path,Ee(r.with,w,o),e,0))}}A(i)&&Ce(i.with,a([t.env]))}return n}var Wt=new WeakMap;function Nn(e,t){let o=Wt.
get(e);return o===void 0&&(o=new Map(e.jobs.map(n=>[n.id.toLowerCase(),pe(n,V.data,t)])),Wt.set(e,o)),o}function Mt({workflow:e,
expressions:t,run:o},n){return{dataSteps:ce(n),dataOutputs:Nn(e,t),triggers:o?.triggers??new Set(Object.keys(e.on)),taintedInputs:o?.
taintedInputs??new Set}}function At(e,t){let o=Mt(e,t);return Ee(t.with,n=>ee(n,o),e.expressions)}function Ee(e,t,o){let n=new Set;
for(let[s,i]of Object.entries(e))i.expression!==null&&o.facts(i.expression).resultPaths.some(t)&&n.add(s.toLowerCase());
return n}function Ut(e,t,o,n){let s=n>ut?null:o.loadAction?.(e)??null;if(s?.kind!=="composite")return[];let i={...o,file:s.
file,locator:new Z(s.source)},l={dataSteps:new Set,dataOutputs:new Map,triggers:o.run?.triggers??new Set(Object.keys(o.workflow.
on)),taintedInputs:new Set},a=u=>ee(u,l)||u[0]==="inputs"&&t.has((u[1]??"").toLowerCase()),r=[];for(let u of s.steps){let p=new Set;
for(let[c,x]of Object.entries(u.env))x.expression!==null&&o.expressions.facts(x.expression).resultPaths.some(a)&&p.add(c.
toLowerCase());let f=c=>a(c)||c[0]==="env"&&p.has(c[1]??""),h=(c,x)=>{c&&r.push(...Tt(c,x,f,i))};h(u.run,"shell");let w=M(
u);w.kind==="baton"&&(w.action==="stage"||w.action==="prepare")&&Ce(u.with,h),w.kind==="baton"&&w.action==="capture"&&h(
u.with[m.agentOutput],"path"),u.uses&&/^actions\/github-script@/.test(u.uses.text)&&h(u.with.script,"script"),w.kind==="\
local"&&r.push(...Ut(w.path,Ee(u.with,f,o.expressions),o,n+1))}return r}function Ce(e,t){t(e[m.prompt],"prompt"),t(e[m.promptFile],
"path"),t(e[m.workingDirectory],"path"),t(e[m.run],"shell"),t(e[m.verify],"shell"),t(e[m.shell],"shell"),t(e[m.vars],"va\
rs"),t(e[X.agentArgs],"agent-args")}function Fe(e,t){let o=Object.keys(e).find(n=>n.toUpperCase()===t);return o===void 0?
void 0:e[o]}function Tt(e,t,o,{file:n,locator:s,expressions:i}){let l=[];for(let{expression:a,offset:r}of ge(e.text))i.facts(
a).resultPaths.some(o)&&l.push({rule:"untrusted-expression",file:n,...s.locate(e,r),message:On(`\${{ ${a} }}`,t)});return l}
function On(e,t){switch(t){case"shell":{let o=/^\$\{\{ env\.([A-Za-z_][A-Za-z0-9_]*) \}\}$/.exec(e);return o?`\`${e}\` in\
 a shell command: ${o[1]} holds attacker-controlled text, and GitHub pastes it into the script before the shell reads it\
. Use "$${o[1]}" (the shell's variable) instead`:`\`${e}\` in a shell command: GitHub pastes the value into the script be\
fore the shell reads it, so text like \`"; curl \u2026 | sh; "\` runs. Pass it through \`env:\` (NAME: ${e}) and use "$N\
AME" in the script`}case"script":return`\`${e}\` in a github-script: GitHub pastes the value into the JavaScript before i\
t runs. Pass it through \`env:\` and read process.env.NAME`;case"vars":return`\`${e}\` in vars: GitHub pastes the value i\
nto the YAML before baton reads it, so a line break in it adds keys of its own (\`inputs.<any>\` in the prompt). Leave it \
out of vars: and read it in the prompt with the Handlebars form (\`{{github.event.\u2026}}\`), inside \`{{fence \u2026}}\` for text pe\
ople wrote`;case"agent-args":return`\`${e}\` in the agent's arguments (BATON_AGENT_ARGS, agent-args): each line becomes a\
n argument of the agent CLI, so the text can give it options of its own (a config, a tool, a system prompt). Write the a\
rguments in the workflow, and give the text to the agent in its prompt, inside \`{{fence \u2026}}\``;case"path":return`\`${e}\
\` in a path: the text picks the file baton reads (the prompt template, the agent's output) or the directory the agent ru\
ns in, any of the workspace's, a pull request's own files among them (\`x/../../package.json\`). Name the path in the work\
flow; to pick one by a label or a command, compare the text with the values you allow (\`github.event.label.name == 'agen\
t:docs' && 'prompts/docs.md' || 'prompts/default.md'\`)`;case"prompt":return`\`${e}\` in a prompt: GitHub pastes the valu\
e into the template before baton compiles it, so the text becomes template and instructions. Use the Handlebars form ins\
tead (\`{{github.event.\u2026}}\`, \`{{stages.<id>.data.<key>}}\`), which baton prints as data, inside \`{{fence \u2026}}\` for text peo\
ple wrote`}}function ee(e,{dataSteps:t,dataOutputs:o,triggers:n,taintedInputs:s}){if(e[0]==="inputs"&&s.size>0)return e[1]===
void 0||e[1]==="*"||s.has(e[1].toLowerCase());if(e[0]==="github"){if(e.length===1||e[1]==="head_ref"||e[1]==="*")return!0;
if(e[1]==="event")return Pt(e.slice(2),n)}let[i,l,a,r]=e;return a!=="outputs"||l===void 0||r===void 0?!1:i==="steps"?r===
V.data&&(t.has(l)||l==="*"):i==="needs"?o.get(l)?.has(r)===!0||l==="*":!1}function Jt(e,t,o){let n=new Set;for(let s of e)
for(let[i,l]of Object.entries(s))l.expression!==null&&o.facts(l.expression).resultPaths.some(a=>ee(a,t))&&n.add(i.toLowerCase());
return n}function Vt(e,t,o){let n=new Map;for(let s of t){let i=s.calledBy===null?void 0:t.find(r=>r.id===s.calledBy),l=i?.call?o(
i.call.path)??s.workflow:e,a=l.jobs.find(r=>r.id===U(s.id))??s.job;n.set(s.id,{id:s.id,job:a,workflow:l,calledBy:s.calledBy})}
return n}function Gt(e,t){let o=new Map(e.map(s=>[s.id,s])),n=s=>{let i=o.get(s);return i===void 0?[]:[...i.calledBy===null?
[]:n(i.calledBy),...i.upstream]};return s=>[...new Set(De(n(s),i=>o.get(i)?.call))].map(i=>t.get(i)).filter(i=>i!==void 0)}var Pn=[Lt,Rt,ht,yt,_e,gt,Ot,Ct,Ft,vt,ve,Nt,jt,mt];function Wn(e,t,o={}){let n=qt(o),s=Dt(he(e,t,n));return Ht(s,e,new Map,
t,n)}function qt(e){let{readFile:t}=e;if(!t)return e;let o=new Map;return{...e,readFile:n=>{let s=o.get(n);if(s===void 0){
try{s={text:t(n)}}catch(i){s={error:i}}o.set(n,s)}if("error"in s)throw s.error;return s.text}}}function Ht(e,t,o,n,s){let{
readFile:i,loadAction:l}=s,a=St(t,o,n,{...i?{readFile:p=>i(p)??void 0}:{},...l?{loadAction:p=>l(p)??void 0}:{}},e),r=[...new Set(
[t.fileName,...[...e,...a].map(p=>p.file)])],u=new Map(r.map((p,f)=>[p,f]));return Re([...e,...a]).sort((p,f)=>u.get(p.file)-
u.get(f.file)||Q(p,f))}function he(e,t,o,n){return{workflow:e,file:e.fileName,locator:new Z(e.source),expressions:t,...o.
readFile?{readFile:Mn(o.readFile)}:{},...o.loadAction?{loadAction:o.loadAction}:{},...o.actionProblem?{actionProblem:o.actionProblem}:
{},...n?{run:n}:{}}}function Jn(e,t,o,n,s={}){let i=qt(s),l=Bt(e,t,o,n,i),a=new Set(l.map(r=>r.workflow.fileName));for(let r of t.
values())!("unreadable"in r)&&!a.has(r.fileName)&&(a.add(r.fileName),l.push(he(r,n,i)));return Ht(Re(l.flatMap(Dt)),e,t,
n,i)}function Mn(e){return t=>{try{return e(t)}catch{return null}}}function Re(e){let t=new Set;return e.filter(o=>{let n=JSON.
stringify(o);return t.has(n)?!1:(t.add(n),!0)})}function Bt(e,t,o,n,s){let i=f=>{let h=t.get(f);return h===void 0||"unre\
adable"in h?void 0:h},l=Vt(e,o,i),a=Gt(o,l),r=new Set(Object.keys(e.on)),u={prefix:"",jobs:l,stageUpstream:a,inherited:null,
triggers:r,taintedInputs:new Set},p=new Map([["",he(e,n,s,u)]]);for(let f of o){let h=f.call?i(f.call.path):void 0,w=p.get(
f.calledBy===null?"":`${f.calledBy}/`),c=l.get(f.id);if(h===void 0||w?.run===void 0||c===void 0)continue;let x=D(c.job,c.
workflow),te=x.kind==="unset"?w.run.inherited:{permissions:x,from:x.from==="job"?`jobs.${U(f.id)}.permissions of ${c.workflow.
fileName}`:`the permissions: of ${c.workflow.fileName}, for its job ${U(f.id)}`},d={prefix:`${f.id}/`,jobs:l,stageUpstream:a,
inherited:te,triggers:r,taintedInputs:At(w,c.job)};p.set(d.prefix,he(h,n,s,d))}return[...p.values()]}function Dt(e){let{
workflow:t}=e,o=t.problems.filter(n=>n.severity==="error").map(n=>({rule:"workflow-invalid",file:t.fileName,...An(n.path),
message:n.message}));for(let n of Pn)o.push(...n(e));return o.sort(Q)}function An(e){let t=q(e);return t?{line:t.line,column:t.
column}:{line:1,column:1}}function Un(e,t,o){let n=Bt(e,o.called,o.expanded,t,{});return Re(n.flatMap(s=>[..._e(s),...ve(
s)])).sort(Q)}function Tn(e){let t=new Map;for(let o of e){let n=`${o.file}\0${o.rule}`;t.set(n,[...t.get(n)??[],o])}return[
...t.values()].map(o=>{let[n]=o;if(o.length===1)return`${je(n)} (baton lint reports it too)`;let s=[...new Set(o.map(l=>l.
line))],i=s.length>10?`${s.slice(0,10).join(", ")}, \u2026`:s.join(", ");return`${n.file}: ${o.length} ${n.rule} finding\
s, at line${s.length===1?"":"s"} ${i}: ${me[n.rule]}; baton lint ${n.file} says each`})}export{me as a,Zt as b,je as c,q as d,z as e,$e as f,ft as g,tn as h,Wn as i,Jn as j,Un as k,Tn as l};

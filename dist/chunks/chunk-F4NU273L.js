import{l as le,m as x,n as dt,o as ue,p as ce,q as pe,r as fe,s as $,t as de,u as D,v as mt,w as xe}from"./chunk-NUJQ5MB4.js";
import{Ca as ot,Ga as st,Ha as rt,Ia as at,Ja as lt,Ma as ut,N as De,O as Ke,P as Xe,R as U,S as Ye,Sa as ct,Ta as pt,Va as ft,
W as ye,X as Ze,Y as Z,Z as Qe,f as Ve,g as Ge,j as se,la as et,o as O,p as re,q as qe,s as ke,u as He,w as W,x as J,xa as tt,
ya as nt,z as Be,za as it}from"./chunk-D7GU7ZB6.js";import{C as ae}from"./chunk-3CJ365NI.js";import{h as Te}from"./chunk-X6MVMOSM.js";
import{c as Ae}from"./chunk-FCWOFCWY.js";import{a as oe}from"./chunk-TIXFR75A.js";import{d as ne}from"./chunk-OKFZ7BVP.js";
import{C as Ue,b as be,h as g,i as M,j as G,k as I,l as We,m as Je,n as E,o as k,s as H,t as we,u as B,v as Y,w as v,y as F,
z as b}from"./chunk-FJ7SBSSN.js";import{K as m,L as V,M as ie,aa as y,ia as X}from"./chunk-C33NMHQG.js";var me={"workflow-invalid":"the workflow file does not parse or breaks GitHub\u2019s schema","template-invalid":"a promp\
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
et":"a job that runs an agent holds a secret or token beyond its model key","env-secret-whole-only":"an `env:` value of \
a baton step built around a secret in a way its value does not tell apart (by a function such as `format()`, or with no \
text between two `${{ }}`): on GitHub only the whole value is redacted, not the secret inside on its own","unpinned-acti\
on":"an action or reusable workflow from another repository is not pinned to a full commit sha (GitHub\u2019s own `actions/`,\
 `github/`, `dependabot/` may name a tag)","report-permission":"a report job cannot post its comment with the permission\
s it has","report-no-issue":"a report job that comments, in a workflow none of whose triggers names an issue or pull req\
uest, with no `issue-number`","report-needs-incomplete":"a report job given `needs: ${{ toJSON(needs) }}` does not list \
in its `needs:` every job it could report on: a failure in one it does not list cannot make the report say the run faile\
d","report-skipped":"a report job that needs other jobs has no `always()` (nor `failure()`, `cancelled()`) in its `if:`:\
 when one of them fails it is skipped","next-unknown-job":"a `next` routing condition names a job that does not exist","\
unknown-input":"a `with:` key (or a secret) that baton\u2019s action or reusable stage workflow does not declare","inval\
id-input":"a `with:` value that baton\u2019s action (or its reusable stage workflow) would refuse when it runs","action-\
invalid":"a `uses: ./path` action of the repository whose action.yml GitHub would refuse (a composite step without `shel\
l:`)","action-missing":"a `uses: ./` (`./prepare`, `./capture`, `./report`) step in a repository that has no action ther\
e: GitHub fails the step; baton\u2019s action is then `<owner>/baton@<sha>`","stage-duplicate":"two stage steps, jobs or\
 legs of a call would record the same stage id (their records would collide)","timeout-invalid":"a literal `timeout-minu\
tes` or `cancel-timeout-minutes` that is not a number of minutes above 0","shell-invalid":"a literal `shell:` that is ne\
ither a built-in shell nor a command with `{0}`"},on=k({rule:Y(Object.keys(me)),file:g(),line:M().check(G(),be(1)),column:M().
check(G(),be(1)),message:g(),severity:F(v("warning"))});function je(e){let t=e.severity==="warning"?"warning: ":"";return Ae(
`${e.file}:${e.line}:${e.column}: ${t}${e.rule}: ${e.message}`)}function Q(e,t){return e.file!==t.file?e.file<t.file?-1:
1:e.line-t.line||e.column-t.column||(e.rule<t.rule?-1:e.rule>t.rule?1:0)}function q(e){let t=/^(.*):(\d+):(\d+)$/.exec(e);
return t?{file:t[1],line:Number(t[2]),column:Number(t[3])}:null}var L=k({line:M().check(G()),column:M().check(G())}),z=k({text:g(),expression:b(g()),position:L,keyPosition:F(L),literal:F(
Y(["string","number","boolean","null"]))}),C=Ue(()=>we("kind",[k({kind:v("literal"),value:H([g(),M(),I(),We()]),position:L}),
k({kind:v("expression"),expression:g(),text:g(),position:L}),k({kind:v("sequence"),items:E(C),position:L}),k({kind:v("ma\
pping"),entries:E(k({key:g(),value:C,keyPosition:F(L)})),position:L})])),Le=k({expression:g(),text:b(g()),position:b(L),
implicitSuccess:F(I())}),A=B(g(),z),$e=k({index:M().check(G()),id:b(g()),action:F(g()),name:b(z),if:Le,run:b(z),uses:b(k(
{text:g(),position:L})),ownAction:F(v(!0)),actionMissing:F(v(!0)),with:A,env:A,shell:b(z),workingDirectory:b(z),continueOnError:H(
[I(),z]),timeoutMinutes:b(C),position:L}),sn=we("kind",[k({kind:v("composite"),file:g(),directory:g(),source:g(),inputs:E(
k({id:g(),default:b(z),required:I()})),outputs:E(k({id:g(),value:b(z)})),steps:E($e)}),k({kind:v("other"),file:g(),using:g()})]),
ze=k({shell:b(z),workingDirectory:b(z)}),gt=k({id:g(),position:L}),ht=k({id:g(),name:b(z),position:L,needs:E(gt),if:Le,strategy:b(
C),runsOn:b(C),container:b(C),services:b(C),env:A,outputs:A,permissions:b(C),continueOnError:H([I(),z]),timeoutMinutes:b(
C),cancelTimeoutMinutes:b(C),defaults:b(ze),uses:b(k({text:g(),position:L})),with:A,secrets:H([v("inherit"),A]),steps:E(
$e),stageWorkflow:F(I())}),Se=k({name:g(),type:Y(["string","choice","boolean","environment","number"]),required:I(),default:b(
H([g(),I(),M()])),description:b(g()),options:b(E(g())),position:L}),rn=k({inputs:B(g(),Se),secrets:B(g(),k({required:I(),
position:L})),outputs:A,position:L}),an=k({fileName:g(),source:g(),name:b(g()),on:B(g(),Je()),inputs:B(g(),Se),env:A,permissions:b(
C),defaults:b(ze),jobs:E(ht),call:F(rn),problems:E(Te)});function ge(e){let t=[],i=/\$\{\{([\s\S]*?)\}\}/g;for(let n=i.exec(e);n!==null;n=i.exec(e))t.push({expression:(n[1]??"").
trim(),offset:n.index});return t}function bt(e){let{workflow:t,file:i,actionProblem:n}=e;if(!n)return[];let s=[];for(let o of t.jobs)for(let l of o.steps){
let a=W(l);if(a.kind!=="local"||!l.uses)continue;let r=n(a.path);r!==null&&s.push({rule:"action-invalid",file:i,...l.uses.
position,message:r})}return s}function wt(e){let t=[];for(let i of e.workflow.jobs)dt(i)&&t.push(...ln(i,e),...un(i,e));return t}function ln(e,{workflow:t,
file:i,run:n}){let s=n!==void 0&&n.prefix!=="",o=D(e,t),l=o.kind==="unset"?n?.inherited??null:null,a=l?.permissions??o;if(a.
kind==="unset")return[{rule:"agent-job-write",file:i,...e.position,message:`job ${e.id} runs an agent and neither it nor\
 the workflow${s?" nor its caller":""} sets \`permissions:\`, so its token has the repository's default, which may be writ\
e-all; set \`permissions:\` with \`contents: read\` on the job`}];let r=mt(a);if(r.length===0||a.kind==="expression")return[];
let u=l!==null?`the permissions its call gives it (${l.from})`:a.from==="job"?"its `permissions:`":"the workflow's `perm\
issions:`";return[{rule:"agent-job-write",file:i,...l!==null?e.position:a.position,message:`job ${e.id} runs an agent, a\
nd ${u} let its token write (${r.join(", ")}); an agent that reads untrusted text must not hold write access. Give this \
job read permissions and write from a job without an agent (a report job, a pull-request job)`}]}function un(e,t){let{workflow:i,
file:n,locator:s,expressions:o}=t,l=[],a=(r,u,p)=>{for(let[d,h]of Object.entries(r))for(let w of cn(h,p?d:null,o))l.push(
{rule:"agent-job-secret",file:n,...s.locate(h,w.offset),message:`job ${e.id} runs an agent, and ${u} \`${d}\` gets ${w.what}\
; ${w.why}`})};a(i.env,"the workflow's env",!0),a(e.env,"its env",!0);for(let r of e.steps){let u=r.id?`step ${r.id}`:`s\
tep ${r.index+1}`;a(r.env,`${u}'s env`,!0),x(r)===null&&a(r.with,`${u}'s input`,!1),r.uses&&/^actions\/checkout@/.test(r.
uses.text)&&r.with["persist-credentials"]?.text.trim().toLowerCase()!=="false"&&l.push({rule:"agent-job-secret",file:n,...r.
uses.position,message:`job ${e.id} runs an agent, and actions/checkout keeps the job's token in .git/config where the ag\
ent can read it; add \`persist-credentials: false\` under \`with:\``})}return l}function cn(e,t,i){let n=[],s=t!==null&&
fe.has(t.toUpperCase());for(let{expression:o,offset:l}of ge(e.text))for(let a of i.facts(o).paths)if(a[0]==="secrets"&&a[1]===
"github_token"||a[0]==="github"&&a[1]==="token")n.push({what:"the GitHub token",why:"a prompt injection could use it. Us\
e the token in a job without an agent",offset:l});else if(a[0]==="secrets"&&a[1]===void 0)n.push({what:"every secret of \
the repository",why:"pass only the model key it needs",offset:l});else if(a[0]==="secrets"&&a[1]!==void 0){if(s||fe.has(
a[1].toUpperCase()))continue;n.push({what:`the secret ${a[1].toUpperCase()}`,why:`an agent's job should hold only its mo\
del key (${[...fe].join(", ")}). Move the secret to a job without an agent`,offset:l})}return n}function kt(e){let{workflow:t}=e,i=Object.keys(t.on),n=e.run!==void 0&&e.run.prefix!==""||i.length>0&&i.every(o=>o==="wo\
rkflow_call"),s=[];for(let o of t.jobs)o.steps.forEach((l,a)=>{let r=n?pn(o,l,e):fn(o,l,a,e);r&&s.push(r)});return s}function pn(e,t,i){
let n=W(t);if(n.kind!=="baton"||n.action!=="stage"&&n.action!=="prepare"||t.uses===null)return null;let s=t.with[m.needs];
if(t.uses===null||s!==void 0&&s.text.trim()!=="")return null;let o=yt(t,i);return o===null?null:{rule:"needs-input-missi\
ng",file:i.file,...t.uses.position,message:lt(e.id,o.first,xt(e,o.named,i))}}function fn(e,t,i,n){let s=W(t);if(s.kind!==
"baton"||s.action!=="stage"&&s.action!=="prepare")return null;let o=t.with[m.needs];if(t.uses===null||o!==void 0&&o.text.
trim()!=="")return null;let l=yt(t,n);if(l===null)return null;let a=st(e.steps,i);return a===null?null:{rule:"checkout-m\
issing",file:n.file,...t.uses.position,message:at(e.id,l.first,a,xt(e,l.named,n))}}function yt(e,t){let i=e.with[m.prompt],
n=e.with[m.promptFile],s=null;if(i)s={text:se(i.text),at:(a,r)=>{let u=t.locator.locateLine(i,a,r);return`${u.line}:${u.
column}`}};else if(n&&n.expression===null&&t.readFile){let a=n.text.trim(),r=t.readFile(a);r!==null&&(s={text:r,at:(u,p)=>`${a}\
:${u}:${p}`})}if(s===null)return null;let{analysis:o}=ae(s.text);if(!o)return null;let l=rt(o,s.at);return l===null?null:
{first:l,named:o.references}}function xt(e,t,{workflow:i,run:n}){let o=(n===void 0?O(i,e.id).map(a=>i.jobs.find(r=>r.id===
a)).filter(a=>a!==void 0):n.stageUpstream(`${n.prefix}${e.id}`).map(a=>a.job)).map(a=>({id:a.id,...$(a)})),l=new Set;for(let a of t){
if(a.kind==="stage"){o.some(p=>p.ids.includes(a.stage)||p.matrix&&a.stage.startsWith(`${p.id}-`))&&l.add(a.stage);continue}
let r=o.find(u=>u.id===a.stage);if(r&&!r.matrix&&!r.unknown)for(let u of r.ids)l.add(u)}return[...l]}var jt={claude:[".claude",".mcp.json",".claude.json","CLAUDE.md","CLAUDE.local.md",".gitmodules",".ripgreprc",".husky"],
codex:[".codex","AGENTS.md","AGENTS.override.md",".agents"],gemini:[".gemini","GEMINI.md",".env"],copilot:[".github/copi\
lot",".github/hooks",".github/agents",".github/skills",".github/instructions",".github/copilot-instructions.md",".github\
/mcp.json",".mcp.json",".vscode/mcp.json",".agents",".claude","AGENTS.md","CLAUDE.md","GEMINI.md"]};function Lt({workflow:e,file:t}){let i=[],n=Object.keys(e.on),s=n.length>0&&n.every(o=>o==="pull_request");for(let o of e.
jobs)o.steps.forEach((l,a)=>{let r=mn(o,l,a,s);r&&i.push({rule:"checkout-shallow",file:t,severity:"warning",...r});let u=s?
null:dn(o,l,a);u&&i.push({rule:"checkout-shallow",file:t,severity:"warning",...u})});return i}function dn(e,t,i){let n=x(
t);if(n!=="stage"&&n!=="prepare"||t.uses===null)return null;let s=$t(t,m.promptFile),o=t.with[m.promptFile];if(s===null||
o===void 0)return null;let l=ve(s).split("/").slice(0,-1).join("/"),a=zt(e.steps.slice(0,i),l,!1);if(a===null)return null;
let{step:r,ref:u,path:p,depth:d}=a,h=p===""?"":` into ${p}`;return{...o.position,message:`job ${e.id}: the checkout at ${r.
uses.position.line}:${r.uses.position.column} checks out ${u}${h} with ${d===null?"actions/checkout's default `fetch-dep\
th: 1`":`\`fetch-depth: ${d}\``}, so the commit this run is for (GITHUB_SHA) is not in the clone; when the checkout is a\
t another commit, as a pull request's head is, baton reads \`${m.promptFile}\` (${s}) at that commit, so that the pull r\
equest cannot write the template, and the step fails without it. Give the checkout \`fetch-depth: 0\`, or write the templa\
te in \`${m.prompt}\``}}function mn(e,t,i,n){if(x(t)!=="stage"||t.uses===null)return null;let s=$t(t,m.agent);if(s===null||
!Be.includes(s))return null;let o=t.with[m.trustCheckout];if(o!==void 0&&(o.expression!==null||gn(o.text)))return null;let l=hn(
t);if(l===null)return null;let a=zt(e.steps.slice(0,i),l,n);if(a===null)return null;let{step:r,ref:u,path:p,depth:d}=a,h=jt[s],
w=h.length>4?`${h.slice(0,4).join(", ")}, \u2026`:h.join(", "),c=p===""?"":` into ${p}`;return{...t.uses.position,message:`\
job ${e.id}: the checkout at ${r.uses.position.line}:${r.uses.position.column} checks out ${u}${c} with ${d===null?"acti\
ons/checkout's default `fetch-depth: 1`":`\`fetch-depth: ${d}\``}, so the commit this run is for (GITHUB_SHA) is not in \
the clone; when the checkout is at another commit, as a pull request's head is, baton sets ${s}'s project configuration \
(${w}) to that commit's while the agent runs, and without it the agent runs with none of it (the step warns so). Give th\
e checkout \`fetch-depth: 0\` so the agent gets the run's commit's configuration, or set \`${m.trustCheckout}: true\` on \
this step to let it read the checkout's (only for code you trust)`}}function gn(e){try{return Qe(m.trustCheckout,e,!1)}catch(t){
if(!(t instanceof ne))throw t;return!1}}function $t(e,t){let i=e.with[t];if(i===void 0||i.expression!==null)return null;
let n=i.text.trim();return n===""?null:n}function hn(e){let t=e.with[m.workingDirectory];return t===void 0?"":t.expression!==
null?null:ve(t.text)}function ve(e){return e.trim().split("/").filter(t=>t!==""&&t!==".").join("/")}var bn=/\bgit\s+(?:clone|checkout|switch|fetch|pull|reset|init|worktree|sparse-checkout)\b|\bgh\s+(?:pr\s+checkout|repo\s+clone)\b/,
wn=/^\$\{\{\s*github\.(?:sha|ref|ref_name)\s*\}\}$/i,kn=/^refs\/pull\/\$\{\{\s*github\.event\.(?:number|pull_request\.number)\s*\}\}\/merge$/i;
function zt(e,t,i){for(let n of e.toReversed()){if(n.run!==null){if(bn.test(n.run.text))return null;continue}if(n.uses===
null)continue;let s=n.uses.text.trim(),o=(s.split("@")[0]??"").toLowerCase();if(o!=="actions/checkout"){if(o.startsWith(
"actions/")||s.startsWith("docker://"))continue;return null}let l=n.with.path;if(l!==void 0&&l.expression!==null)return null;
let a=l===void 0?"":ve(l.text);if(a!==""&&t!==a&&!t.startsWith(`${a}/`))continue;let r=n.with.repository;if(r!==void 0&&
(r.expression!==null||r.text.trim()!==""))return null;let u=n.with.ref;if(u===void 0||u.text.trim()===""||wn.test(u.text.
trim())||kn.test(u.text.trim())&&i)return null;let p=n.with["fetch-depth"];return p!==void 0&&(p.expression!==null||p.text.
trim()==="0")?null:{step:n,ref:u.text.trim(),path:a,depth:p===void 0?null:p.text.trim()}}return null}function yn(e){let t=Ge(e);if(t===null)return null;let i=[],n=!1;for(let s of t){if("literal"in s){i.push({literal:s.literal});
continue}let o=s.expression.replace(/'(?:[^']|'')*'/g,"''");if(!/(?<![\w.-])secrets\b/i.test(o)){i.push({other:!0});continue}
if(n=!0,/[A-Za-z_][\w-]*\s*\(/.test(o))return{kind:"opaque"};i.push({secret:s.expression.replace(/\s+/g,"").toLowerCase()})}
return n?{kind:"parts",parts:i}:null}function St(e){if(/^\s*\$\{\{\s*toJSON\(\s*secrets\s*\)\s*\}\}\s*$/i.test(e))return null;let t=yn(e);if(t===null)return null;
if(t.kind==="opaque")return"function";let i=t.parts.filter(n=>!("literal"in n)||n.literal!=="");for(let n=1;n<i.length;n++){
let[s,o]=[i[n-1],i[n]];if(!("literal"in s)&&!("literal"in o)&&("secret"in s||"secret"in o))return"adjacent"}return null}function Fe({workflow:e,file:t}){let i=[],n=new Set,s=o=>{for(let[l,a]of Object.entries(o)){let r=St(a.text),u=`${a.position.
line}:${a.position.column}`;r===null||n.has(u)||(n.add(u),i.push({rule:"env-secret-whole-only",file:t,...a.position,severity:"\
warning",message:`${l} is built around a secret ${r==="function"?"by a function":"with no text between it and another ${\
{ }}"}, so on GitHub baton redacts only its whole value, not the secret inside on its own (an agent that prints part of ${l}\
 shows it; baton run --secret redacts it, GitHub does not). Write it as text around \${{ secrets.NAME }} (AUTH: "Bearer \$\
{{ secrets.API_KEY }}"), or give that secret to the \`${m.redact}\` input too`}))}};for(let o of e.jobs){let l=o.steps.filter(
a=>x(a)!==null&&x(a)!=="report");if(l.length!==0){s(e.env),s(o.env);for(let a of l)s(a.env)}}return i}function vt(e){let{workflow:t,file:i}=e;return[...it(t).map(s=>({rule:"invalid-input",file:i,...s.position,message:s.message})),
...jn(e),...xn(e)]}function xn({workflow:e,file:t}){let i=[];for(let n of e.jobs){if(!J(n)||!n.uses)continue;let s=n.uses.
text.trim(),o=s.includes("@")?s.slice(s.lastIndexOf("@")+1):"",l=n.with[X.batonRef];if(!/^[0-9a-f]{40}$/i.test(o)||!l||l.
expression!==null)continue;let a=l.text.trim();a.toLowerCase()!==o.toLowerCase()&&i.push({rule:"invalid-input",file:t,...l.
position,message:`${X.batonRef}: ${JSON.stringify(a)} is not the commit job ${n.id} calls baton's stage workflow at (${o}\
), so the workflow and the action it runs would be two versions of baton (an update that bumped only the uses: line, say\
); pass ${o}`})}return i}function jn({workflow:e,file:t,locator:i,expressions:n,run:s}){let o=[],l;for(let a of e.jobs){
let r=ue(a).map(c=>c[m.needs]).filter(c=>c!==void 0&&c.expression===null);if(r.length===0)continue;l??=new Map(e.jobs.map(
c=>[c.id,de(c,n)]));let u=s?.stageUpstream(`${s.prefix}${a.id}`).map(c=>c.job)??null,p=new Map(l);for(let c of u??[])p.has(
c.id)||p.set(c.id,de(c,n));let d=u?.map(c=>c.id)??O(e,a.id),h=(u??d.map(c=>e.jobs.find(j=>j.id===c))).filter(c=>c!==void 0).
map(c=>({id:c.id,...de(c,n)})),w={job:a.id,upstreamStages:h.flatMap(c=>c.stages??[]),openMatrices:h.filter(c=>c.stages===
null&&c.openMatrix).map(c=>c.id),unknown:h.some(c=>c.stages===null&&!c.openMatrix),jobs:p,upstreamJobs:d,runsAfter:c=>re(
e,c,a.id)};for(let c of r)for(let j of et(c,w))o.push({rule:"invalid-input",file:t,...i.locate(c,j.offset),message:j.message})}
return o}function Ft({workflow:e,file:t,expressions:i}){let n=[],s=o=>ke(e.fileName,o);for(let o of e.jobs){let l=ct(o.strategy);
if(!(l===null||Ve(l)))try{pt(i,l,{},s)}catch(a){if(!(a instanceof ne))throw a;let r=q(a.where??"")??l.position;n.push({rule:"\
workflow-invalid",file:t,line:r.line,column:r.column,message:`jobs.${o.id}: ${a.message}`})}}return n}function Ce({workflow:e,file:t,expressions:i}){let n=e.jobs.map(r=>r.id),s=new Set;for(let r of e.jobs){s.add(r.id.toLowerCase());
for(let u of $(r).ids)s.add(u.toLowerCase())}let o=new Map(e.jobs.map(r=>{let u=pe(r,V.next,i);return(J(r)||$(r).ids.length>
0)&&u.add(V.next),[r.id.toLowerCase(),u]})),l=[],a=(r,u)=>{if(!(r.text===null||r.position===null))for(let p of i.facts(r.
expression).comparisons){let[d,h,w,c]=p.path;w!=="outputs"||h===void 0||c===void 0||!(d==="needs"&&o.get(h)?.has(c)||d===
"steps"&&c===V.next&&ce(u).has(h))||p.literal===""||s.has(p.literal.toLowerCase())||l.push({rule:"next-unknown-job",file:t,
...r.position,message:`\`${p.path.join(".")} ${p.operator} '${p.literal}'\`: there is no job ${p.literal} in this workfl\
ow, so no handoff can take this route; jobs: ${n.join(", ")}${Ln(p.literal,n)}`})}};for(let r of e.jobs){a(r.if,r);for(let u of r.
steps)a(u.if,r)}return l}function Ln(e,t){let i=oe(e,t);return i===void 0?"":` (did you mean ${i}?)`}var Ct={[y.stageDuplicate]:"stage-duplicate",[y.stageInvalid]:"invalid-input",[y.promptFileMissing]:"invalid-input",[y.timeoutInvalid]:"\
timeout-invalid",[y.shellInvalid]:"shell-invalid",[y.actionMissing]:"action-missing",[y.matrixInvalid]:"workflow-invalid",
[y.templateStage]:"template-not-upstream",[y.templateInvalid]:null,[y.templateKey]:"template-invalid",[y.templateDataKey]:"\
data-key-undeclared",[y.needsInput]:null,[y.checkoutMissing]:null,[y.actionInputInvalid]:null,[y.actionInputSecret]:"inv\
alid-input",[y.actionInputUnknown]:null,[y.workflowCallInvalid]:null,[y.inputMissing]:null,[y.inputUnknown]:null,[y.inputInvalid]:null,
[y.eventNotTrigger]:null,[y.jobUnknown]:null};function _t(e,t,i,n,s){let o=new Set(s.map(Et)),l=[];for(let a of ut(e,i,{
...n,calledWorkflows:t,anyRun:!0})){let r=Object.hasOwn(Ct,a.code)?Ct[a.code]:null;if(r===null)continue;let u=q(a.path)??
{file:a.path,line:1,column:1},p={rule:r,...u,message:a.message};o.has(Et(p))||l.push(p)}return l}function Et(e){return JSON.
stringify([e.rule,e.file,e.line,e.column])}function It({workflow:e,file:t,expressions:i}){let n=[];for(let s of e.jobs){let o=s.steps.find(r=>x(r)==="report"&&r.uses!==
null);if(o===void 0)continue;let l=zn(s,o,e.jobs,r=>O(e,r));l&&n.push({rule:"report-needs-incomplete",file:t,...l});let a=Sn(
s,o,i);a&&n.push({rule:"report-skipped",file:t,...a})}return n}function $n(e){let t=e.with[m.needs];return t?.expression==
null?!1:t.expression.replace(/\s+/g,"").toLowerCase()==="tojson(needs)"}function zn(e,t,i,n){if(!$n(t))return null;let s=new Set(
e.needs.map(r=>r.id)),o=i.filter(r=>r.id!==e.id&&!s.has(r.id)).filter(r=>!n(r.id).includes(e.id)).filter(r=>!r.steps.some(
u=>x(u)==="report"&&u.uses!==null)).map(r=>r.id);if(o.length===0)return null;let l=e.needs.map(r=>r.id);return{...e.needs[0]?.
position??e.position,message:`job ${e.id} passes \`${m.needs}: \${{ toJSON(needs) }}\` to ${t.uses.text.trim()}, but Git\
Hub's \`needs\` context holds only the jobs a job lists in its own \`needs:\`, and it does not list ${o.join(", ")}: a f\
ailure of one of them is not in that context (a job it lists that runs after it is skipped, and a skipped job fails noth\
ing), so the report would not say the run failed; list them in its \`needs:\` (needs: [${[...l,...o].join(", ")}])`}}function Sn(e,t,i){
if(e.needs.length===0)return null;let n=e.if;if(i.facts(n.expression).afterFailure!==!1)return null;let s=n.expression.replace(
/'(?:[^']|'')*'/g,"''"),o=/\b(?:always|failure|cancelled)\s*\(/i.test(s),l=(n.text??"").trim().replace(/^\$\{\{([\s\S]*)\}\}$/,
"$1").trim(),a="so GitHub runs it only when every job it needs succeeded: when one fails or is cancelled, the report job\
 is skipped and no report says so",r;return n.text===null||l===""?r=`it has no \`if:\`, ${a}; give it \`if: always()\``:
o?r=`its \`if:\` (\`${l}\`) is false whenever a job it needs has failed, so the report job is skipped when one fails and \
no report says so; make it \`if: always()\``:n.implicitSuccess?r=`its \`if:\` calls no status function, ${a}; make it \`i\
f: always() && (${l})\``:r=`its \`if:\` calls \`success()\`, ${a}; call \`always()\` in its place`,{...n.position??e.position,
message:`job ${e.id} runs ${t.uses.text.trim()} and needs ${e.needs.map(u=>u.id).join(", ")}, but ${r}`}}var vn=new Set(["pull_request","pull_request_target","pull_request_review","pull_request_review_comment","issues","issue\
_comment","workflow_run","check_run","check_suite","workflow_call"]);function Ot({workflow:e,file:t}){let i=Object.keys(
e.on);if(i.length===0||i.some(s=>vn.has(s)))return[];let n=[];for(let s of e.jobs)for(let o of s.steps){if(x(o)!=="repor\
t"||!o.uses)continue;let l=le(o);if(l!=="comment"&&l!=="both")continue;let a=o.with[m.issueNumber];a&&(a.expression!==null||
a.text.trim()!=="")||n.push({rule:"report-no-issue",file:t,...o.uses.position,message:`job ${s.id} posts the report comm\
ent with ${o.uses.text}, but no trigger of this workflow (${i.join(", ")}) names an issue or pull request and the step g\
ives no \`${m.issueNumber}\`: it would fail after the stages have run. Give \`${m.issueNumber}:\` (from an input, \`\${{ in\
puts.issue }}\`), or set \`${m.mode}: summary\``})}return n}var Fn=new Set(["pull_request","pull_request_target","pull_request_review","pull_request_review_comment","issue_comment"]);
function Rt({workflow:e,file:t}){let i=[],s=Object.keys(e.on).some(o=>Fn.has(o))?"pull-requests":"issues";for(let o of e.
jobs)for(let l of o.steps){if(x(l)!=="report"||!l.uses)continue;let a=le(l);if(a==="summary"||a==="invalid")continue;let r=D(
o,e);if(r.kind==="expression"||xe(r,"issues")||xe(r,"pull-requests"))continue;let u=r.kind==="unset"?"neither the job no\
r the workflow sets `permissions:` (the repository default may be read-only)":"its token has neither `issues: write` nor\
 `pull-requests: write`";i.push({rule:"report-permission",file:t,...l.uses.position,message:`job ${o.id} posts the repor\
t comment with ${l.uses.text}, but ${u}; add \`${s}: write\` to the job's \`permissions:\` (or set \`${m.mode}: summary\`\
)`})}return i}function Mt(e){let t=[];for(let i of e.workflow.jobs)for(let n of ue(i)){let s=n[m.prompt];s&&t.push(...Nt(i,Cn(s,e),e));
let o=n[m.promptFile];if(o&&o.expression===null&&e.readFile){let l=o.text.trim(),a=e.readFile(l);a!==null&&t.push(...Nt(
i,{text:a,file:l,at:(r,u)=>({line:r,column:u})},e))}}return t}function Cn(e,{file:t,locator:i}){return{text:se(e.text),file:t,
at:(s,o)=>i.locateLine(e,s,o)}}function Nt(e,t,i){let{workflow:n}=i,s=[],o=En(e,i),l=o.flatMap(f=>$(f).ids),a=f=>o.some(
S=>{let R=$(S);return R.unknown||R.ids.includes(f)||R.matrix&&f.startsWith(`${S.id}-`)}),r=i.run?_n(e,i.run):o.map(f=>({
id:f.id,jobs:[f]})),u=r.map(f=>f.id),p=f=>f.kind==="stage"?a(f.stage):u.includes(f.stage),{analysis:d,problems:h}=ae(t.text);
for(let f of h)f.ifUpstream!==void 0&&!p(f.ifUpstream)||s.push({rule:"template-invalid",file:t.file,...t.at(f.line,f.column),
message:[f.message,...f.details].join("; ")});let w=d?.references??[],c={data:f=>{let S="stage"in f?Pt(n,f.stage):n.jobs.
find(R=>R.id===f.job);return S===void 0?void 0:ot(S)}};for(let{closed:f,error:S}of tt(d?.keys??[],c))f||s.push({rule:"da\
ta-key-undeclared",severity:"warning",file:t.file,...t.at(S.line,S.column),message:[S.message,...S.details].join("; ")});
let j=e.with[m.needs],te=De(n,e)?Ke(j,On(n)):null;for(let f of w){if(p(f)){let P=(r.find(_=>_.id===f.stage)?.jobs??[]).map(
$),K=f.kind==="stage"?[f.stage]:P.some(_=>_.unknown||_.matrix)?[]:P.flatMap(_=>_.ids);if(te&&K.length>0&&!K.some(_=>te.has(
_))){let _=f.kind==="stage"?`stages.${f.stage}`:`jobs.${f.stage}`,tn=f.kind==="stage"?f.stage:`its stages (${K.join(", ")}\
)`;s.push({rule:"template-not-upstream",file:t.file,...t.at(f.line,f.column),message:Xe(_,tn,e.id,j)})}continue}let S=f.
kind==="stage"?"stages":"jobs",R=f.kind==="stage"?l:u,en=f.kind==="stage"?"stages":"jobs",T,Ne="",N=f.kind==="job"?n.jobs.
find(P=>P.id===f.stage):Pt(n,f.stage),Pe=N&&N.id!==e.id?re(n,N.id,e.id):null,Me=N===void 0&&i.run?In(e,f,i.run):null;if(f.
kind==="job"&&i.run?At(i.run.stageUpstream(`${i.run.prefix}${e.id}`)).some(P=>P.id===f.stage):!1)T=`a called workflow re\
ads its own jobs by their ids in its file, as GitHub's records name them (github.job is the called file's own job id): j\
obs.${U(f.stage)}`;else if(N?.id===e.id)T=ye(f.kind);else if(N&&Pe)T=`job ${N.id} runs after job ${e.id} (${qe(Pe)}), an\
d a prompt reads only stages of jobs that finish before it`;else if(N)T=`it runs beside job ${e.id}, not before it; add ${N.
id} to \`needs:\` of job ${e.id} if the prompt needs its handoff`;else if(Me!==null)T=Me;else{T=`there is no ${f.kind} ${f.
stage} in this workflow${[...i.run?.jobs.values()??[]].some(K=>K.calledBy!==null)?" or the workflows the run calls":""}`;
let P=oe(f.stage,R);P!==void 0&&(Ne=` (did you mean ${P}?)`)}s.push({rule:"template-not-upstream",file:t.file,...t.at(f.
line,f.column),message:`${S}.${f.stage} is not upstream of job ${e.id}: ${T}; upstream ${en}: ${R.length>0?R.join(", "):
"(none)"}${Ne}`})}return s}function En(e,{workflow:t,run:i}){return i?i.stageUpstream(`${i.prefix}${e.id}`).map(n=>n.job):
O(t,e.id).map(n=>t.jobs.find(s=>s.id===n)).filter(n=>n!==void 0)}function _n(e,t){let i=t.stageUpstream(`${t.prefix}${e.
id}`),n=At(i),s=new Map(n.map(l=>[l.id,[]]));for(let l of i)for(let a=l.id.length;a!==-1&&(s.get(l.id.slice(0,a))?.push(
l.job),a!==0);a=l.id.lastIndexOf("/",a-1));let o=new Map;for(let l of n){let a=U(l.id);o.set(a,[...o.get(a)??[],...s.get(
l.id)??[]])}return[...o].map(([l,a])=>({id:l,jobs:a}))}function At(e){let t=new Set(e.map(i=>i.id));return e.filter(i=>i.
calledBy===null||!t.has(i.calledBy))}function In(e,t,i){let n=t.kind==="job"?i.jobs.get(t.stage):[...i.jobs.values()].find(
l=>$(l.job).ids.includes(t.stage));if(n===void 0)return null;let s="a prompt reads only stages of jobs that finish befor\
e it",o=Ze(l=>i.jobs.get(l),`${i.prefix}${e.id}`,n.id);switch(o.kind){case"self":return ye(t.kind);case"add":return`it i\
s not upstream of job ${e.id}; add '${o.need}' to ${o.needsOf} if the prompt needs its handoff`;default:return`${o.text}\
; ${s}`}}function Pt(e,t){let i=e.jobs.map(n=>({job:n,stages:$(n)}));return i.find(n=>n.stages.ids.includes(t)&&!n.stages.
matrix)?.job??i.filter(n=>n.stages.matrix&&(t===n.job.id||t.startsWith(`${n.job.id}-`))).sort((n,s)=>s.job.id.length-n.job.
id.length)[0]?.job??i.find(n=>n.stages.ids.includes(t))?.job}function On(e){let t=e.jobs.map(i=>({job:i,stages:$(i)}));return i=>{
let n=t.find(o=>o.stages.ids.includes(i)&&!o.stages.matrix)??t.filter(o=>o.stages.matrix&&i.startsWith(`${o.job.id}-`)).
sort((o,l)=>l.job.id.length-o.job.id.length)[0];if(n===void 0)return;let s=O(e,n.job.id).map(o=>$(e.jobs.find(l=>l.id===
o)));return{callsStageWorkflow:J(n.job),needsInput:n.job.with[m.needs],upstreamStages:s.some(o=>o.unknown||o.matrix)?null:
s.flatMap(o=>o.ids)}}}function Wt({workflow:e,file:t}){return nt(e).map(i=>({rule:"unknown-input",file:t,...i.position,message:i.message}))}function Jt({workflow:e,file:t}){let i=[],n=s=>{let o=Nn(s.text);o&&i.push({rule:"unpinned-action",file:t,...s.position,
message:o})};for(let s of e.jobs){s.uses&&n(s.uses);for(let o of s.steps)o.uses&&He(o.uses.text)&&n(o.uses)}return i}var Rn=new Set(
["actions","github","dependabot"]);function Nn(e){if(e.startsWith("./")||e.startsWith("../"))return null;if(e.startsWith(
"docker://"))return/@sha256:[0-9a-f]{64}$/.test(e)?null:`${e}: the image is not pinned to a digest; a tag can be pushed \
again with other content. Use ${e.replace(/[:@][^/:@]*$/,"")}@sha256:<digest>`;let t=e.lastIndexOf("@");if(t===-1)return`${e}\
: no ref at all; pin the full commit sha: ${e}@<40-hex commit sha> # <tag>`;let i=e.slice(t+1);if(/^[0-9a-f]{40}$/.test(
i))return null;let n=e.slice(0,t),s=n.split("/")[0]?.toLowerCase()??"";return i!==""&&Rn.has(s)?null:`${e}: \`${i}\` is n\
ot a commit sha, and a tag or branch can be moved to other code; pin the full commit sha: ${n}@<40-hex commit sha> # ${i}\
 (only GitHub's own actions, under actions/, github/ and dependabot/, may name a tag or branch)`}var Pn=new Set(["number","id","run_number","run_attempt","workflow_id","check_suite_id","draft","merged","locked","fork",
"private","comments","review_comments","additions","deletions","changed_files"]),Mn=new Set(["issue","pull_request","dis\
cussion","answer","comment","review","label","milestone","release","workflow_run","workflow_job","check_run","check_suit\
e","deployment","deployment_status","head","base","repo","head_repository","repository","organization","installation","t\
eam","sender","user","assignee"]),An=new Set(["number","after","before","created","deleted","forced","ref_type","issue.s\
tate","pull_request.state","discussion.state","pull_request.commits","pull_request.head.sha","pull_request.base.sha","pu\
ll_request.author_association","comment.author_association","workflow_run.status","workflow_run.conclusion","workflow_ru\
n.head_sha","workflow_run.head_commit.id","head_commit.id","merge_group.head_sha","merge_group.base_sha","check_suite.he\
ad_sha","check_run.head_sha","deployment.sha","pull_request.merge_commit_sha","review.state","schedule"]);function Ut(e,t){
if(e.length===0)return!0;let i=e.join(".");if(i==="action")return t.has("repository_dispatch")||t.has("workflow_call");if(An.
has(i))return!1;let n=e[e.length-1]??"",s=e.slice(0,-1);return!(s.length>0&&Pn.has(n)&&s.every(o=>Mn.has(o)))}function Ie(e){let{workflow:t,expressions:i}=e,n=[],s=!1;for(let o of t.jobs){let l=Gt(e,o),a=r=>{let u=Vt(r,l,i),p=d=>ee(
d,l)||d[0]==="env"&&u.has(d[1]??"");return(d,h)=>{d&&n.push(...Bt(d,h,p,e))}};o.steps.some(r=>x(r)==="stage")&&(a([t.env])(
Ee(o.env,ie.args),"agent-args"),s||a([])(Ee(t.env,ie.args),"agent-args"),s=!0);for(let r of o.steps){let u=a([t.env,o.env,
r.env]);u(r.run,"shell");let p=x(r);(p==="stage"||p==="prepare")&&_e(r.with,u),p==="stage"&&u(Ee(r.env,ie.args),"agent-a\
rgs"),p==="capture"&&u(r.with[m.agentOutput],"path"),r.uses&&/^actions\/github-script@/.test(r.uses.text)&&u(r.with.script,
"script");let d=W(r);if(d.kind==="local"){let h=Vt([t.env,o.env,r.env],l,i),w=c=>ee(c,l)||c[0]==="env"&&h.has(c[1]??"");
n.push(...Ht(d.path,Oe(r.with,w,i),e,0))}}J(o)&&_e(o.with,a([t.env]))}return n}var Tt=new WeakMap;function Wn(e,t){let i=Tt.
get(e);return i===void 0&&(i=new Map(e.jobs.map(n=>[n.id.toLowerCase(),pe(n,V.data,t)])),Tt.set(e,i)),i}function Gt({workflow:e,
expressions:t,run:i},n){return{dataSteps:ce(n),dataOutputs:Wn(e,t),triggers:i?.triggers??new Set(Object.keys(e.on)),taintedInputs:i?.
taintedInputs??new Set}}function qt(e,t){let i=Gt(e,t);return Oe(t.with,n=>ee(n,i),e.expressions)}function Oe(e,t,i){let n=new Set;
for(let[s,o]of Object.entries(e))o.expression!==null&&i.facts(o.expression).resultPaths.some(t)&&n.add(s.toLowerCase());
return n}function Ht(e,t,i,n){let s=n>ft?null:i.loadAction?.(e)??null;if(s?.kind!=="composite")return[];let o={...i,file:s.
file,locator:new Z(s.source)},l={dataSteps:new Set,dataOutputs:new Map,triggers:i.run?.triggers??new Set(Object.keys(i.workflow.
on)),taintedInputs:new Set},a=u=>ee(u,l)||u[0]==="inputs"&&t.has((u[1]??"").toLowerCase()),r=[];for(let u of s.steps){let p=new Set;
for(let[c,j]of Object.entries(u.env))j.expression!==null&&i.expressions.facts(j.expression).resultPaths.some(a)&&p.add(c.
toLowerCase());let d=c=>a(c)||c[0]==="env"&&p.has(c[1]??""),h=(c,j)=>{c&&r.push(...Bt(c,j,d,o))};h(u.run,"shell");let w=W(
u);w.kind==="baton"&&(w.action==="stage"||w.action==="prepare")&&_e(u.with,h),w.kind==="baton"&&w.action==="capture"&&h(
u.with[m.agentOutput],"path"),u.uses&&/^actions\/github-script@/.test(u.uses.text)&&h(u.with.script,"script"),w.kind==="\
local"&&r.push(...Ht(w.path,Oe(u.with,d,i.expressions),i,n+1))}return r}function _e(e,t){t(e[m.prompt],"prompt"),t(e[m.promptFile],
"path"),t(e[m.workingDirectory],"path"),t(e[m.run],"shell"),t(e[m.verify],"shell"),t(e[m.shell],"shell"),t(e[m.vars],"va\
rs"),t(e[X.agentArgs],"agent-args")}function Ee(e,t){let i=Object.keys(e).find(n=>n.toUpperCase()===t);return i===void 0?
void 0:e[i]}function Bt(e,t,i,{file:n,locator:s,expressions:o}){let l=[];for(let{expression:a,offset:r}of ge(e.text))o.facts(
a).resultPaths.some(i)&&l.push({rule:"untrusted-expression",file:n,...s.locate(e,r),message:Jn(`\${{ ${a} }}`,t)});return l}
function Jn(e,t){switch(t){case"shell":{let i=/^\$\{\{ env\.([A-Za-z_][A-Za-z0-9_]*) \}\}$/.exec(e);return i?`\`${e}\` in\
 a shell command: ${i[1]} holds attacker-controlled text, and GitHub pastes it into the script before the shell reads it\
. Use "$${i[1]}" (the shell's variable) instead`:`\`${e}\` in a shell command: GitHub pastes the value into the script be\
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
ple wrote`}}function ee(e,{dataSteps:t,dataOutputs:i,triggers:n,taintedInputs:s}){if(e[0]==="inputs"&&s.size>0)return e[1]===
void 0||e[1]==="*"||s.has(e[1].toLowerCase());if(e[0]==="github"){if(e.length===1||e[1]==="head_ref"||e[1]==="*")return!0;
if(e[1]==="event")return Ut(e.slice(2),n)}let[o,l,a,r]=e;return a!=="outputs"||l===void 0||r===void 0?!1:o==="steps"?r===
V.data&&(t.has(l)||l==="*"):o==="needs"?i.get(l)?.has(r)===!0||l==="*":!1}function Vt(e,t,i){let n=new Set;for(let s of e)
for(let[o,l]of Object.entries(s))l.expression!==null&&i.facts(l.expression).resultPaths.some(a=>ee(a,t))&&n.add(o.toLowerCase());
return n}function Dt(e,t,i){let n=new Map;for(let s of t){let o=s.calledBy===null?void 0:t.find(r=>r.id===s.calledBy),l=o?.call?i(
o.call.path)??s.workflow:e,a=l.jobs.find(r=>r.id===U(s.id))??s.job;n.set(s.id,{id:s.id,job:a,workflow:l,calledBy:s.calledBy})}
return n}function Kt(e,t){let i=new Map(e.map(s=>[s.id,s])),n=s=>{let o=i.get(s);return o===void 0?[]:[...o.calledBy===null?
[]:n(o.calledBy),...o.upstream]};return s=>[...new Set(Ye(n(s),o=>i.get(o)?.call))].map(o=>t.get(o)).filter(o=>o!==void 0)}var Un=[Ft,Mt,kt,Lt,Ie,wt,Fe,Jt,Rt,Ot,It,Ce,Wt,vt,bt];function Tn(e,t,i={}){let n=Xt(i),s=Qt(he(e,t,n));return Yt(s,e,new Map,
t,n)}function Xt(e){let{readFile:t}=e;if(!t)return e;let i=new Map;return{...e,readFile:n=>{let s=i.get(n);if(s===void 0){
try{s={text:t(n)}}catch(o){s={error:o}}i.set(n,s)}if("error"in s)throw s.error;return s.text}}}function Yt(e,t,i,n,s){let{
readFile:o,loadAction:l}=s,a=_t(t,i,n,{...o?{readFile:p=>o(p)??void 0}:{},...l?{loadAction:p=>l(p)??void 0}:{}},e),r=[...new Set(
[t.fileName,...[...e,...a].map(p=>p.file)])],u=new Map(r.map((p,d)=>[p,d]));return Re([...e,...a]).sort((p,d)=>u.get(p.file)-
u.get(d.file)||Q(p,d))}function he(e,t,i,n){return{workflow:e,file:e.fileName,locator:new Z(e.source),expressions:t,...i.
readFile?{readFile:Gn(i.readFile)}:{},...i.loadAction?{loadAction:i.loadAction}:{},...i.actionProblem?{actionProblem:i.actionProblem}:
{},...n?{run:n}:{}}}function Vn(e,t,i,n,s={}){let o=Xt(s),l=Zt(e,t,i,n,o),a=new Set(l.map(r=>r.workflow.fileName));for(let r of t.
values())!("unreadable"in r)&&!a.has(r.fileName)&&(a.add(r.fileName),l.push(he(r,n,o)));return Yt(Re(l.flatMap(Qt)),e,t,
n,o)}function Gn(e){return t=>{try{return e(t)}catch{return null}}}function Re(e){let t=new Set;return e.filter(i=>{let n=JSON.
stringify(i);return t.has(n)?!1:(t.add(n),!0)})}function Zt(e,t,i,n,s){let o=d=>{let h=t.get(d);return h===void 0||"unre\
adable"in h?void 0:h},l=Dt(e,i,o),a=Kt(i,l),r=new Set(Object.keys(e.on)),u={prefix:"",jobs:l,stageUpstream:a,inherited:null,
triggers:r,taintedInputs:new Set},p=new Map([["",he(e,n,s,u)]]);for(let d of i){let h=d.call?o(d.call.path):void 0,w=p.get(
d.calledBy===null?"":`${d.calledBy}/`),c=l.get(d.id);if(h===void 0||w?.run===void 0||c===void 0)continue;let j=D(c.job,c.
workflow),te=j.kind==="unset"?w.run.inherited:{permissions:j,from:j.from==="job"?`jobs.${U(d.id)}.permissions of ${c.workflow.
fileName}`:`the permissions: of ${c.workflow.fileName}, for its job ${U(d.id)}`},f={prefix:`${d.id}/`,jobs:l,stageUpstream:a,
inherited:te,triggers:r,taintedInputs:qt(w,c.job)};p.set(f.prefix,he(h,n,s,f))}return[...p.values()]}function Qt(e){let{
workflow:t}=e,i=t.problems.filter(n=>n.severity==="error").map(n=>({rule:"workflow-invalid",file:t.fileName,...qn(n.path),
message:n.message}));for(let n of Un)i.push(...n(e));return i.sort(Q)}function qn(e){let t=q(e);return t?{line:t.line,column:t.
column}:{line:1,column:1}}function Hn(e,t,i){let n=Zt(e,i.called,i.expanded,t,{});return Re(n.flatMap(s=>[...Ie(s),...Ce(
s),...Fe(s)])).sort(Q)}function Bn(e){let t=new Map;for(let i of e){let n=`${i.file}\0${i.rule}`;t.set(n,[...t.get(n)??[],
i])}return[...t.values()].map(i=>{let[n]=i;if(i.length===1)return`${je(n)} (baton lint reports it too)`;let s=[...new Set(
i.map(l=>l.line))],o=s.length>10?`${s.slice(0,10).join(", ")}, \u2026`:s.join(", ");return`${n.file}: ${i.length} ${n.rule}\
 findings, at line${s.length===1?"":"s"} ${o}: ${me[n.rule]}; baton lint ${n.file} says each`})}export{me as a,on as b,je as c,q as d,z as e,$e as f,ht as g,an as h,Tn as i,Vn as j,Hn as k,Bn as l};

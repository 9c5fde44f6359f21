import{o as S,p as at,q as re,r as ae,s as le,t as ue,u as z,v as ce,w as D,x as lt,y as we}from"./chunk-XIKU4S65.js";
import{Aa as tt,Ba as nt,Ea as it,Ia as ot,Ja as st,La as rt,M as Ve,N as Ge,O as qe,Q as A,R as He,V as Be,W as Z,f as Me,
fa as De,i as ie,n as O,o as oe,p as Ae,r as be,ra as Ke,sa as Xe,t as Ue,ta as Ye,ua as Ze,v as J,w as M,y as Te,ya as Qe,
za as et}from"./chunk-VGL4FICD.js";import{y as se}from"./chunk-JGH3QKQO.js";import{f as Je}from"./chunk-YN25PATV.js";
import{c as Ie}from"./chunk-FCWOFCWY.js";import{f as ne}from"./chunk-JYVLKM6Q.js";import{d as Oe}from"./chunk-OKFZ7BVP.js";
import{Aa as h,B as b,C as V,D as te,Da as We,S as y,Z as X,ca as ge,ia as m,ja as P,ka as G,la as _,ma as Ne,na as Pe,oa as F,
pa as w,ta as H,ua as he,va as B,wa as Y,xa as C,za as E}from"./chunk-6TGY3HYZ.js";var de={"workflow-invalid":"the workflow file does not parse or breaks GitHub\u2019s schema","template-invalid":"a promp\
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
name a tag)","report-permission":"a report job cannot post its comment with the permissions it has","report-needs-incomp\
lete":"a report job given `needs: ${{ toJSON(needs) }}` does not list in its `needs:` every job it could report on: a fa\
ilure in one it does not list cannot make the report say the run failed","report-skipped":"a report job that needs other\
 jobs has no `always()` (nor `failure()`, `cancelled()`) in its `if:`: when one of them fails it is skipped","next-unkno\
wn-job":"a `next` routing condition names a job that does not exist","unknown-input":"a `with:` key (or a secret) that b\
aton\u2019s action or reusable stage workflow does not declare","invalid-input":"a `with:` value that baton\u2019s action (or\
 its reusable stage workflow) would refuse when it runs","action-invalid":"a `uses: ./path` action of the repository who\
se action.yml GitHub would refuse (a composite step without `shell:`)","stage-duplicate":"two stage steps, jobs or legs \
of a call would record the same stage id (their records would collide)","timeout-invalid":"a literal `timeout-minutes` o\
r `cancel-timeout-minutes` that is not a number of minutes above 0","shell-invalid":"a literal `shell:` that is neither \
a built-in shell nor a command with `{0}`"},Dt=w({rule:Y(Object.keys(de)),file:m(),line:P().check(G(),ge(1)),column:P().
check(G(),ge(1)),message:m(),severity:E(C("warning"))});function ke(e){let t=e.severity==="warning"?"warning: ":"";return Ie(
`${e.file}:${e.line}:${e.column}: ${t}${e.rule}: ${e.message}`)}function Q(e,t){return e.file!==t.file?e.file<t.file?-1:
1:e.line-t.line||e.column-t.column||(e.rule<t.rule?-1:e.rule>t.rule?1:0)}function q(e){let t=/^(.*):(\d+):(\d+)$/.exec(e);
return t?{file:t[1],line:Number(t[2]),column:Number(t[3])}:null}var L=w({line:P().check(G()),column:P().check(G())}),$=w({text:m(),expression:h(m()),position:L,keyPosition:E(L),literal:E(
Y(["string","number","boolean","null"]))}),v=We(()=>he("kind",[w({kind:C("literal"),value:H([m(),P(),_(),Ne()]),position:L}),
w({kind:C("expression"),expression:m(),text:m(),position:L}),w({kind:C("sequence"),items:F(v),position:L}),w({kind:C("ma\
pping"),entries:F(w({key:m(),value:v,keyPosition:E(L)})),position:L})])),ye=w({expression:m(),text:h(m()),position:h(L),
implicitSuccess:E(_())}),W=B(m(),$),xe=w({index:P().check(G()),id:h(m()),action:E(m()),name:h($),if:ye,run:h($),uses:h(w(
{text:m(),position:L})),ownAction:E(C(!0)),with:W,env:W,shell:h($),workingDirectory:h($),continueOnError:H([_(),$]),timeoutMinutes:h(
v),position:L}),Kt=he("kind",[w({kind:C("composite"),file:m(),directory:m(),source:m(),inputs:F(w({id:m(),default:h($),required:_()})),
outputs:F(w({id:m(),value:h($)})),steps:F(xe)}),w({kind:C("other"),file:m(),using:m()})]),Le=w({shell:h($),workingDirectory:h(
$)}),ut=w({id:m(),position:L}),ct=w({id:m(),name:h($),position:L,needs:F(ut),if:ye,strategy:h(v),runsOn:h(v),container:h(
v),services:h(v),env:W,outputs:W,permissions:h(v),continueOnError:H([_(),$]),timeoutMinutes:h(v),cancelTimeoutMinutes:h(
v),defaults:h(Le),uses:h(w({text:m(),position:L})),with:W,secrets:H([C("inherit"),W]),steps:F(xe),stageWorkflow:E(_())}),
je=w({name:m(),type:Y(["string","choice","boolean","environment","number"]),required:_(),default:h(H([m(),_(),P()])),description:h(
m()),options:h(F(m())),position:L}),Xt=w({inputs:B(m(),je),secrets:B(m(),w({required:_(),position:L})),outputs:W,position:L}),
Yt=w({fileName:m(),source:m(),name:h(m()),on:B(m(),Pe()),inputs:B(m(),je),env:W,permissions:h(v),defaults:h(Le),jobs:F(ct),
call:E(Xt),problems:F(Je)});function pe(e){let t=[],n=/\$\{\{([\s\S]*?)\}\}/g;for(let i=n.exec(e);i!==null;i=n.exec(e))t.push({expression:(i[1]??"").
trim(),offset:i.index});return t}function dt(e){let{workflow:t,file:n,actionProblem:i}=e;if(!i)return[];let s=[];for(let o of t.jobs)for(let a of o.steps){
let l=J(a);if(l.kind!=="local"||!a.uses)continue;let r=i(l.path);r!==null&&s.push({rule:"action-invalid",file:n,...a.uses.
position,message:r})}return s}function pt(e){let t=[];for(let n of e.workflow.jobs)at(n)&&t.push(...Zt(n,e),...Qt(n,e));return t}function Zt(e,{workflow:t,
file:n,run:i}){let s=i!==void 0&&i.prefix!=="",o=D(e,t),a=o.kind==="unset"?i?.inherited??null:null,l=a?.permissions??o;if(l.
kind==="unset")return[{rule:"agent-job-write",file:n,...e.position,message:`job ${e.id} runs an agent and neither it nor\
 the workflow${s?" nor its caller":""} sets \`permissions:\`, so its token has the repository's default, which may be writ\
e-all; set \`permissions:\` with \`contents: read\` on the job`}];let r=lt(l);if(r.length===0||l.kind==="expression")return[];
let u=a!==null?`the permissions its call gives it (${a.from})`:l.from==="job"?"its `permissions:`":"the workflow's `perm\
issions:`";return[{rule:"agent-job-write",file:n,...a!==null?e.position:l.position,message:`job ${e.id} runs an agent, a\
nd ${u} let its token write (${r.join(", ")}); an agent that reads untrusted text must not hold write access. Give this \
job read permissions and write from a job without an agent (a report job, a pull-request job)`}]}function Qt(e,t){let{workflow:n,
file:i,locator:s,expressions:o}=t,a=[],l=(r,u,d)=>{for(let[f,g]of Object.entries(r))for(let k of en(g,d?f:null,o))a.push(
{rule:"agent-job-secret",file:i,...s.locate(g,k.offset),message:`job ${e.id} runs an agent, and ${u} \`${f}\` gets ${k.what}\
; ${k.why}`})};l(n.env,"the workflow's env",!0),l(e.env,"its env",!0);for(let r of e.steps){let u=r.id?`step ${r.id}`:`s\
tep ${r.index+1}`;l(r.env,`${u}'s env`,!0),S(r)===null&&l(r.with,`${u}'s input`,!1),r.uses&&/^actions\/checkout@/.test(r.
uses.text)&&r.with["persist-credentials"]?.text.trim().toLowerCase()!=="false"&&a.push({rule:"agent-job-secret",file:i,...r.
uses.position,message:`job ${e.id} runs an agent, and actions/checkout keeps the job's token in .git/config where the ag\
ent can read it; add \`persist-credentials: false\` under \`with:\``})}return a}function en(e,t,n){let i=[],s=t!==null&&
ue.has(t.toUpperCase());for(let{expression:o,offset:a}of pe(e.text))for(let l of n.facts(o).paths)if(l[0]==="secrets"&&l[1]===
"github_token"||l[0]==="github"&&l[1]==="token")i.push({what:"the GitHub token",why:"a prompt injection could use it. Us\
e the token in a job without an agent",offset:a});else if(l[0]==="secrets"&&l[1]===void 0)i.push({what:"every secret of \
the repository",why:"pass only the model key it needs",offset:a});else if(l[0]==="secrets"&&l[1]!==void 0){if(s||ue.has(
l[1].toUpperCase()))continue;i.push({what:`the secret ${l[1].toUpperCase()}`,why:`an agent's job should hold only its mo\
del key (${[...ue].join(", ")}). Move the secret to a job without an agent`,offset:a})}return i}function ft(e){let{workflow:t}=e,n=Object.keys(t.on),i=e.run!==void 0&&e.run.prefix!==""||n.length>0&&n.every(o=>o==="wo\
rkflow_call"),s=[];for(let o of t.jobs)o.steps.forEach((a,l)=>{let r=i?tn(o,a,e):nn(o,a,l,e);r&&s.push(r)});return s}function tn(e,t,n){
let i=J(t);if(i.kind!=="baton"||i.action!=="stage"&&i.action!=="prepare"||t.uses===null)return null;let s=t.with[b.needs];
if(s!==void 0&&s.text.trim()!=="")return null;let o=mt(t,n);return o===null?null:{rule:"needs-input-missing",file:n.file,
...t.uses.position,message:nt(e.id,o.first,gt(e,o.named,n))}}function nn(e,t,n,i){let s=J(t);if(s.kind!=="baton"||s.action!==
"stage"&&s.action!=="prepare"||t.uses===null||t.uses.text.trim().startsWith("./"))return null;let o=t.with[b.needs];if(o!==
void 0&&o.text.trim()!=="")return null;let a=mt(t,i);if(a===null)return null;let l=u=>`${u.line}:${u.column}`,r=Qe(e.steps,
n,l);return r===null?null:{rule:"checkout-missing",file:i.file,...t.uses.position,message:tt(e.id,a.first,r,gt(e,a.named,
i))}}function mt(e,t){let n=e.with[b.prompt],i=e.with[b.promptFile],s=null;if(n)s={text:ie(n.text),at:(l,r)=>{let u=t.locator.
locateLine(n,l,r);return`${u.line}:${u.column}`}};else if(i&&i.expression===null&&t.readFile){let l=i.text.trim(),r=t.readFile(
l);r!==null&&(s={text:r,at:(u,d)=>`${l}:${u}:${d}`})}if(s===null)return null;let{analysis:o}=se(s.text);if(!o)return null;
let a=et(o,s.at);return a===null?null:{first:a,named:o.references}}function gt(e,t,{workflow:n,run:i}){let o=(i===void 0?
O(n,e.id).map(l=>n.jobs.find(r=>r.id===l)).filter(l=>l!==void 0):i.stageUpstream(`${i.prefix}${e.id}`).map(l=>l.job)).map(
l=>({id:l.id,...z(l)})),a=new Set;for(let l of t){if(l.kind==="stage"){o.some(d=>d.ids.includes(l.stage)||d.matrix&&l.stage.
startsWith(`${d.id}-`))&&a.add(l.stage);continue}let r=o.find(u=>u.id===l.stage);if(r&&!r.matrix&&!r.unknown)for(let u of r.
ids)a.add(u)}return[...a]}var ht={claude:[".claude",".mcp.json",".claude.json","CLAUDE.md","CLAUDE.local.md",".gitmodules",".ripgreprc",".husky"],
codex:[".codex","AGENTS.md","AGENTS.override.md",".agents"],gemini:[".gemini","GEMINI.md",".env"],copilot:[".github/copi\
lot",".github/hooks",".github/agents",".github/skills",".github/instructions",".github/copilot-instructions.md",".github\
/mcp.json",".mcp.json",".vscode/mcp.json",".agents",".claude","AGENTS.md","CLAUDE.md","GEMINI.md"]};function bt({workflow:e,file:t}){let n=[],i=Object.keys(e.on),s=i.length>0&&i.every(o=>o==="pull_request");for(let o of e.
jobs)o.steps.forEach((a,l)=>{let r=on(o,a,l,s);r&&n.push({rule:"checkout-shallow",file:t,severity:"warning",...r})});return n}
function on(e,t,n,i){if(S(t)!=="stage"||t.uses===null)return null;let s=sn(t,b.agent);if(s===null||!Te.includes(s))return null;
let o=t.with[b.trustCheckout];if(o!==void 0&&(o.expression!==null||o.text.trim()==="true"))return null;let a=rn(t);if(a===
null)return null;let l=cn(e.steps.slice(0,n),a,i);if(l===null)return null;let{step:r,ref:u,path:d,depth:f}=l,g=ht[s],k=g.
length>4?`${g.slice(0,4).join(", ")}, \u2026`:g.join(", "),c=d===""?"":` into ${d}`;return{...t.uses.position,message:`j\
ob ${e.id}: the checkout at ${r.uses.position.line}:${r.uses.position.column} checks out ${u}${c} with ${f===null?"actio\
ns/checkout's default `fetch-depth: 1`":`\`fetch-depth: ${f}\``}, so the commit this run is for (GITHUB_SHA) is not in t\
he clone; when the checkout is at another commit, as a pull request's head is, baton sets ${s}'s project configuration (${k}\
) to that commit's while the agent runs, and without it the agent runs with none of it (the step warns so). Give the che\
ckout \`fetch-depth: 0\` so the agent gets the run's commit's configuration, or set \`${b.trustCheckout}: true\` on this \
step to let it read the checkout's (only for code you trust)`}}function sn(e,t){let n=e.with[t];if(n===void 0||n.expression!==
null)return null;let i=n.text.trim();return i===""?null:i}function rn(e){let t=e.with[b.workingDirectory];return t===void 0?
"":t.expression!==null?null:wt(t.text)}function wt(e){return e.trim().split("/").filter(t=>t!==""&&t!==".").join("/")}var an=/\bgit\s+(?:clone|checkout|switch|fetch|pull|reset|init|worktree|sparse-checkout)\b|\bgh\s+(?:pr\s+checkout|repo\s+clone)\b/,
ln=/^\$\{\{\s*github\.(?:sha|ref|ref_name)\s*\}\}$/i,un=/^refs\/pull\/\$\{\{\s*github\.event\.(?:number|pull_request\.number)\s*\}\}\/merge$/i;
function cn(e,t,n){for(let i of e.toReversed()){if(i.run!==null){if(an.test(i.run.text))return null;continue}if(i.uses===
null)continue;let s=i.uses.text.trim(),o=(s.split("@")[0]??"").toLowerCase();if(o!=="actions/checkout"){if(o.startsWith(
"actions/")||s.startsWith("docker://"))continue;return null}let a=i.with.path;if(a!==void 0&&a.expression!==null)return null;
let l=a===void 0?"":wt(a.text);if(l!==""&&t!==l&&!t.startsWith(`${l}/`))continue;let r=i.with.repository;if(r!==void 0&&
(r.expression!==null||r.text.trim()!==""))return null;let u=i.with.ref;if(u===void 0||u.text.trim()===""||ln.test(u.text.
trim())||un.test(u.text.trim())&&n)return null;let d=i.with["fetch-depth"];return d!==void 0&&(d.expression!==null||d.text.
trim()==="0")?null:{step:i,ref:u.text.trim(),path:l,depth:d===void 0?null:d.text.trim()}}return null}function kt(e){let{workflow:t,file:n}=e;return[...Ye(t).map(s=>({rule:"invalid-input",file:n,...s.position,message:s.message})),
...pn(e),...dn(e)]}function dn({workflow:e,file:t}){let n=[];for(let i of e.jobs){if(!M(i)||!i.uses)continue;let s=i.uses.
text.trim(),o=s.includes("@")?s.slice(s.lastIndexOf("@")+1):"",a=i.with[X.batonRef];if(!/^[0-9a-f]{40}$/i.test(o)||!a||a.
expression!==null)continue;let l=a.text.trim();l.toLowerCase()!==o.toLowerCase()&&n.push({rule:"invalid-input",file:t,...a.
position,message:`${X.batonRef}: ${JSON.stringify(l)} is not the commit job ${i.id} calls baton's stage workflow at (${o}\
), so the workflow and the action it runs would be two versions of baton (an update that bumped only the uses: line, say\
); pass ${o}`})}return n}function pn({workflow:e,file:t,locator:n,expressions:i,run:s}){let o=[],a;for(let l of e.jobs){
let r=re(l).map(c=>c[b.needs]).filter(c=>c!==void 0&&c.expression===null);if(r.length===0)continue;a??=new Map(e.jobs.map(
c=>[c.id,ce(c,i)]));let u=s?.stageUpstream(`${s.prefix}${l.id}`).map(c=>c.job)??null,d=new Map(a);for(let c of u??[])d.has(
c.id)||d.set(c.id,ce(c,i));let f=u?.map(c=>c.id)??O(e,l.id),g=(u??f.map(c=>e.jobs.find(x=>x.id===c))).filter(c=>c!==void 0).
map(c=>({id:c.id,...ce(c,i)})),k={job:l.id,upstreamStages:g.flatMap(c=>c.stages??[]),openMatrices:g.filter(c=>c.stages===
null&&c.openMatrix).map(c=>c.id),unknown:g.some(c=>c.stages===null&&!c.openMatrix),jobs:d,upstreamJobs:f,runsAfter:c=>oe(
e,c,l.id)};for(let c of r)for(let x of De(c,k))o.push({rule:"invalid-input",file:t,...n.locate(c,x.offset),message:x.message})}
return o}function yt({workflow:e,file:t,expressions:n}){let i=[],s=o=>be(e.fileName,o);for(let o of e.jobs){let a=ot(o.strategy);
if(!(a===null||Me(a)))try{st(n,a,{},s)}catch(l){if(!(l instanceof Oe))throw l;let r=q(l.where??"")??a.position;i.push({rule:"\
workflow-invalid",file:t,line:r.line,column:r.column,message:`jobs.${o.id}: ${l.message}`})}}return i}function ze({workflow:e,file:t,expressions:n}){let i=e.jobs.map(r=>r.id),s=new Set;for(let r of e.jobs){s.add(r.id.toLowerCase());
for(let u of z(r).ids)s.add(u.toLowerCase())}let o=new Map(e.jobs.map(r=>{let u=le(r,V.next,n);return(M(r)||z(r).ids.length>
0)&&u.add(V.next),[r.id.toLowerCase(),u]})),a=[],l=(r,u)=>{if(!(r.text===null||r.position===null))for(let d of n.facts(r.
expression).comparisons){let[f,g,k,c]=d.path;k!=="outputs"||g===void 0||c===void 0||!(f==="needs"&&o.get(g)?.has(c)||f===
"steps"&&c===V.next&&ae(u).has(g))||d.literal===""||s.has(d.literal.toLowerCase())||a.push({rule:"next-unknown-job",file:t,
...r.position,message:`\`${d.path.join(".")} ${d.operator} '${d.literal}'\`: there is no job ${d.literal} in this workfl\
ow, so no handoff can take this route; jobs: ${i.join(", ")}${fn(d.literal,i)}`})}};for(let r of e.jobs){l(r.if,r);for(let u of r.
steps)l(u.if,r)}return a}function fn(e,t){let n=ne(e,t);return n===void 0?"":` (did you mean ${n}?)`}var xt={[y.stageDuplicate]:"stage-duplicate",[y.stageInvalid]:"invalid-input",[y.promptFileMissing]:"invalid-input",[y.timeoutInvalid]:"\
timeout-invalid",[y.shellInvalid]:"shell-invalid",[y.matrixInvalid]:"workflow-invalid",[y.templateStage]:"template-not-u\
pstream",[y.templateInvalid]:null,[y.templateKey]:"template-invalid",[y.templateDataKey]:"data-key-undeclared",[y.needsInput]:null,
[y.checkoutMissing]:null,[y.actionInputInvalid]:null,[y.actionInputUnknown]:null,[y.workflowCallInvalid]:null,[y.inputMissing]:null,
[y.inputUnknown]:null,[y.inputInvalid]:null,[y.eventNotTrigger]:null,[y.jobUnknown]:null};function jt(e,t,n,i,s){let o=new Set(
s.map(Lt)),a=[];for(let l of it(e,n,{...i,calledWorkflows:t,anyRun:!0})){let r=Object.hasOwn(xt,l.code)?xt[l.code]:null;
if(r===null)continue;let u=q(l.path)??{file:l.path,line:1,column:1},d={rule:r,...u,message:l.message};o.has(Lt(d))||a.push(
d)}return a}function Lt(e){return JSON.stringify([e.rule,e.file,e.line,e.column])}function zt({workflow:e,file:t}){let n=[];for(let i of e.jobs){let s=i.steps.find(l=>S(l)==="report"&&l.uses!==null);if(s===
void 0)continue;let o=gn(i,s,e.jobs,l=>O(e,l));o&&n.push({rule:"report-needs-incomplete",file:t,...o});let a=hn(i,s);a&&
n.push({rule:"report-skipped",file:t,...a})}return n}function mn(e){let t=e.with[b.needs];return t?.expression==null?!1:
t.expression.replace(/\s+/g,"").toLowerCase()==="tojson(needs)"}function gn(e,t,n,i){if(!mn(t))return null;let s=new Set(
e.needs.map(r=>r.id)),o=n.filter(r=>r.id!==e.id&&!s.has(r.id)).filter(r=>!i(r.id).includes(e.id)).filter(r=>!r.steps.some(
u=>S(u)==="report"&&u.uses!==null)).map(r=>r.id);if(o.length===0)return null;let a=e.needs.map(r=>r.id);return{...e.needs[0]?.
position??e.position,message:`job ${e.id} passes \`${b.needs}: \${{ toJSON(needs) }}\` to ${t.uses.text.trim()}, but Git\
Hub's \`needs\` context holds only the jobs a job lists in its own \`needs:\`, and it does not list ${o.join(", ")}: a f\
ailure of one of them is not in that context (a job it lists that runs after it is skipped, and a skipped job fails noth\
ing), so the report would not say the run failed; list them in its \`needs:\` (needs: [${[...a,...o].join(", ")}])`}}function hn(e,t){
if(e.needs.length===0)return null;let n=e.if,i=n.expression.replace(/'(?:[^']|'')*'/g,"''");if(/\b(?:always|failure|cancelled)\s*\(/i.
test(i))return null;let s=(n.text??"").trim().replace(/^\$\{\{([\s\S]*)\}\}$/,"$1").trim(),o="so GitHub runs it only whe\
n every job it needs succeeded: when one fails or is cancelled, the report job is skipped and no report says so",a;return n.
text===null||s===""?a=`it has no \`if:\`, ${o}; give it \`if: always()\``:n.implicitSuccess?a=`its \`if:\` calls no status\
 function, ${o}; make it \`if: always() && (${s})\``:a=`its \`if:\` calls \`success()\`, ${o}; call \`always()\` in its pl\
ace`,{...n.position??e.position,message:`job ${e.id} runs ${t.uses.text.trim()} and needs ${e.needs.map(l=>l.id).join(",\
 ")}, but ${a}`}}var bn=new Set(["pull_request","pull_request_target","pull_request_review","pull_request_review_comment","issue_comment"]);
function $t({workflow:e,file:t}){let n=[],s=Object.keys(e.on).some(o=>bn.has(o))?"pull-requests":"issues";for(let o of e.
jobs)for(let a of o.steps){if(S(a)!=="report"||!a.uses)continue;let l=a.with[b.mode];if(l&&l.expression===null&&l.text.trim()===
"summary")continue;let r=D(o,e);if(r.kind==="expression"||we(r,"issues")||we(r,"pull-requests"))continue;let u=r.kind===
"unset"?"neither the job nor the workflow sets `permissions:` (the repository default may be read-only)":"its token has \
neither `issues: write` nor `pull-requests: write`";n.push({rule:"report-permission",file:t,...a.uses.position,message:`\
job ${o.id} posts the report comment with ${a.uses.text}, but ${u}; add \`${s}: write\` to the job's \`permissions:\` (or s\
et \`${b.mode}: summary\`)`})}return n}function Ft(e){let t=[];for(let n of e.workflow.jobs)for(let i of re(n)){let s=i[b.prompt];s&&t.push(...St(n,wn(s,e),e));
let o=i[b.promptFile];if(o&&o.expression===null&&e.readFile){let a=o.text.trim(),l=e.readFile(a);l!==null&&t.push(...St(
n,{text:l,file:a,at:(r,u)=>({line:r,column:u})},e))}}return t}function wn(e,{file:t,locator:n}){return{text:ie(e.text),file:t,
at:(s,o)=>n.locateLine(e,s,o)}}function St(e,t,n){let{workflow:i}=n,s=[],{analysis:o,problems:a}=se(t.text);for(let p of a)
s.push({rule:"template-invalid",file:t.file,...t.at(p.line,p.column),message:[p.message,...p.details].join("; ")});let l=o?.
references??[],r={data:p=>{let j="stage"in p?vt(i,p.stage):i.jobs.find(U=>U.id===p.job);return j===void 0?void 0:Ze(j)}};
for(let{closed:p,error:j}of Ke(o?.keys??[],r))p||s.push({rule:"data-key-undeclared",severity:"warning",file:t.file,...t.
at(j.line,j.column),message:[j.message,...j.details].join("; ")});let u=kn(e,n),d=u.flatMap(p=>z(p).ids),f=p=>u.some(j=>{
let U=z(j);return U.unknown||U.ids.includes(p)||U.matrix&&p.startsWith(`${j.id}-`)}),g=n.run?yn(e,n.run):u.map(p=>({id:p.
id,jobs:[p]})),k=g.map(p=>p.id),c=e.with[b.needs],x=Ve(i,e)?Ge(c,Ln(i)):null;for(let p of l){if(p.kind==="stage"?f(p.stage):
k.includes(p.stage)){let N=(g.find(R=>R.id===p.stage)?.jobs??[]).map(z),K=p.kind==="stage"?[p.stage]:N.some(R=>R.unknown||
R.matrix)?[]:N.flatMap(R=>R.ids);if(x&&K.length>0&&!K.some(R=>x.has(R))){let R=p.kind==="stage"?`stages.${p.stage}`:`job\
s.${p.stage}`,Ht=p.kind==="stage"?p.stage:`its stages (${K.join(", ")})`;s.push({rule:"template-not-upstream",file:t.file,
...t.at(p.line,p.column),message:qe(R,Ht,e.id,c)})}continue}let U=p.kind==="stage"?"stages":"jobs",me=p.kind==="stage"?d:
k,qt=p.kind==="stage"?"stages":"jobs",T,Ee="",I=p.kind==="job"?i.jobs.find(N=>N.id===p.stage):vt(i,p.stage),Re=I&&I.id!==
e.id?oe(i,I.id,e.id):null,_e=I===void 0&&n.run?xn(e,p,n.run):null;if(p.kind==="job"&&n.run?Ct(n.run.stageUpstream(`${n.run.
prefix}${e.id}`)).some(N=>N.id===p.stage):!1)T=`a called workflow reads its own jobs by their ids in its file, as GitHub\
's records name them (github.job is the called file's own job id): jobs.${A(p.stage)}`;else if(I?.id===e.id)T="that is t\
his stage itself (its previous attempt is {{attempt.previous}})";else if(I&&Re)T=`job ${I.id} runs after job ${e.id} (${Ae(
Re)}), and a prompt reads only stages of jobs that finish before it`;else if(I)T=`it runs beside job ${e.id}, not before\
 it; add ${I.id} to \`needs:\` of job ${e.id} if the prompt needs its handoff`;else if(_e!==null)T=_e;else{T=`there is n\
o ${p.kind} ${p.stage} in this workflow${[...n.run?.jobs.values()??[]].some(K=>K.calledBy!==null)?" or the workflows the\
 run calls":""}`;let N=ne(p.stage,me);N!==void 0&&(Ee=` (did you mean ${N}?)`)}s.push({rule:"template-not-upstream",file:t.
file,...t.at(p.line,p.column),message:`${U}.${p.stage} is not upstream of job ${e.id}: ${T}; upstream ${qt}: ${me.length>
0?me.join(", "):"(none)"}${Ee}`})}return s}function kn(e,{workflow:t,run:n}){return n?n.stageUpstream(`${n.prefix}${e.id}`).
map(i=>i.job):O(t,e.id).map(i=>t.jobs.find(s=>s.id===i)).filter(i=>i!==void 0)}function yn(e,t){let n=t.stageUpstream(`${t.
prefix}${e.id}`),i=Ct(n),s=new Map(i.map(a=>[a.id,[]]));for(let a of n)for(let l=a.id.length;l!==-1&&(s.get(a.id.slice(0,
l))?.push(a.job),l!==0);l=a.id.lastIndexOf("/",l-1));let o=new Map;for(let a of i){let l=A(a.id);o.set(l,[...o.get(l)??[],
...s.get(a.id)??[]])}return[...o].map(([a,l])=>({id:a,jobs:l}))}function Ct(e){let t=new Set(e.map(n=>n.id));return e.filter(
n=>n.calledBy===null||!t.has(n.calledBy))}function xn(e,t,n){let i=t.kind==="job"?n.jobs.get(t.stage):[...n.jobs.values()].
find(a=>z(a.job).ids.includes(t.stage));if(i===void 0)return null;let s="a prompt reads only stages of jobs that finish \
before it",o=Be(a=>n.jobs.get(a),`${n.prefix}${e.id}`,i.id);switch(o.kind){case"self":return`that is this job itself; ${s}`;case"\
add":return`it is not upstream of job ${e.id}; add '${o.need}' to ${o.needsOf} if the prompt needs its handoff`;default:
return`${o.text}; ${s}`}}function vt(e,t){let n=e.jobs.map(i=>({job:i,stages:z(i)}));return n.find(i=>i.stages.ids.includes(
t)&&!i.stages.matrix)?.job??n.filter(i=>i.stages.matrix&&(t===i.job.id||t.startsWith(`${i.job.id}-`))).sort((i,s)=>s.job.
id.length-i.job.id.length)[0]?.job??n.find(i=>i.stages.ids.includes(t))?.job}function Ln(e){let t=e.jobs.map(n=>({job:n,
stages:z(n)}));return n=>{let i=t.find(o=>o.stages.ids.includes(n)&&!o.stages.matrix)??t.filter(o=>o.stages.matrix&&n.startsWith(
`${o.job.id}-`)).sort((o,a)=>a.job.id.length-o.job.id.length)[0];if(i===void 0)return;let s=O(e,i.job.id).map(o=>z(e.jobs.
find(a=>a.id===o)));return{callsStageWorkflow:M(i.job),needsInput:i.job.with[b.needs],upstreamStages:s.some(o=>o.unknown||
o.matrix)?null:s.flatMap(o=>o.ids)}}}function Et({workflow:e,file:t}){return Xe(e).map(n=>({rule:"unknown-input",file:t,...n.position,message:n.message}))}function Rt({workflow:e,file:t}){let n=[],i=s=>{let o=zn(s.text);o&&n.push({rule:"unpinned-action",file:t,...s.position,
message:o})};for(let s of e.jobs){s.uses&&i(s.uses);for(let o of s.steps)o.uses&&Ue(o.uses.text)&&i(o.uses)}return n}var jn=new Set(
["actions","github","dependabot"]);function zn(e){if(e.startsWith("./")||e.startsWith("../"))return null;if(e.startsWith(
"docker://"))return/@sha256:[0-9a-f]{64}$/.test(e)?null:`${e}: the image is not pinned to a digest; a tag can be pushed \
again with other content. Use ${e.replace(/[:@][^/:@]*$/,"")}@sha256:<digest>`;let t=e.lastIndexOf("@");if(t===-1)return`${e}\
: no ref at all; pin the full commit sha: ${e}@<40-hex commit sha> # <tag>`;let n=e.slice(t+1);if(/^[0-9a-f]{40}$/.test(
n))return null;let i=e.slice(0,t),s=i.split("/")[0]?.toLowerCase()??"";return n!==""&&jn.has(s)?null:`${e}: \`${n}\` is n\
ot a commit sha, and a tag or branch can be moved to other code; pin the full commit sha: ${i}@<40-hex commit sha> # ${n}\
 (only GitHub's own actions, under actions/, github/ and dependabot/, may name a tag or branch)`}var $n=new Set(["number","id","run_number","run_attempt","workflow_id","check_suite_id","draft","merged","locked","fork",
"private","comments","review_comments","additions","deletions","changed_files"]),Sn=new Set(["issue","pull_request","dis\
cussion","answer","comment","review","label","milestone","release","workflow_run","workflow_job","check_run","check_suit\
e","deployment","deployment_status","head","base","repo","head_repository","repository","organization","installation","t\
eam","sender","user","assignee"]),vn=new Set(["number","after","before","created","deleted","forced","ref_type","issue.s\
tate","pull_request.state","discussion.state","pull_request.commits","pull_request.head.sha","pull_request.base.sha","pu\
ll_request.author_association","comment.author_association","workflow_run.status","workflow_run.conclusion","workflow_ru\
n.head_sha","workflow_run.head_commit.id","head_commit.id","merge_group.head_sha","merge_group.base_sha","check_suite.he\
ad_sha","check_run.head_sha","deployment.sha","pull_request.merge_commit_sha","review.state","schedule"]);function _t(e,t){
if(e.length===0)return!0;let n=e.join(".");if(n==="action")return t.has("repository_dispatch")||t.has("workflow_call");if(vn.
has(n))return!1;let i=e[e.length-1]??"",s=e.slice(0,-1);return!(s.length>0&&$n.has(i)&&s.every(o=>Sn.has(o)))}function ve(e){let{workflow:t,expressions:n}=e,i=[],s=!1;for(let o of t.jobs){let a=Nt(e,o),l=r=>{let u=It(r,a,n),d=f=>ee(
f,a)||f[0]==="env"&&u.has(f[1]??"");return(f,g)=>{f&&i.push(...Jt(f,g,d,e))}};o.steps.some(r=>S(r)==="stage")&&(l([t.env])(
$e(o.env,te.args),"agent-args"),s||l([])($e(t.env,te.args),"agent-args"),s=!0);for(let r of o.steps){let u=l([t.env,o.env,
r.env]);u(r.run,"shell");let d=S(r);(d==="stage"||d==="prepare")&&Se(r.with,u),d==="stage"&&u($e(r.env,te.args),"agent-a\
rgs"),r.uses&&/^actions\/github-script@/.test(r.uses.text)&&u(r.with.script,"script");let f=J(r);if(f.kind==="local"){let g=It(
[t.env,o.env,r.env],a,n),k=c=>ee(c,a)||c[0]==="env"&&g.has(c[1]??"");i.push(...Wt(f.path,Fe(r.with,k,n),e,0))}}M(o)&&Se(
o.with,l([t.env]))}return i}var Ot=new WeakMap;function Fn(e,t){let n=Ot.get(e);return n===void 0&&(n=new Map(e.jobs.map(
i=>[i.id.toLowerCase(),le(i,V.data,t)])),Ot.set(e,n)),n}function Nt({workflow:e,expressions:t,run:n},i){return{dataSteps:ae(
i),dataOutputs:Fn(e,t),triggers:n?.triggers??new Set(Object.keys(e.on)),taintedInputs:n?.taintedInputs??new Set}}function Pt(e,t){
let n=Nt(e,t);return Fe(t.with,i=>ee(i,n),e.expressions)}function Fe(e,t,n){let i=new Set;for(let[s,o]of Object.entries(
e))o.expression!==null&&n.facts(o.expression).resultPaths.some(t)&&i.add(s.toLowerCase());return i}function Wt(e,t,n,i){
let s=i>rt?null:n.loadAction?.(e)??null;if(s?.kind!=="composite")return[];let o={...n,file:s.file,locator:new Z(s.source)},
a={dataSteps:new Set,dataOutputs:new Map,triggers:n.run?.triggers??new Set(Object.keys(n.workflow.on)),taintedInputs:new Set},
l=u=>ee(u,a)||u[0]==="inputs"&&t.has((u[1]??"").toLowerCase()),r=[];for(let u of s.steps){let d=new Set;for(let[c,x]of Object.
entries(u.env))x.expression!==null&&n.expressions.facts(x.expression).resultPaths.some(l)&&d.add(c.toLowerCase());let f=c=>l(
c)||c[0]==="env"&&d.has(c[1]??""),g=(c,x)=>{c&&r.push(...Jt(c,x,f,o))};g(u.run,"shell");let k=J(u);k.kind==="baton"&&(k.
action==="stage"||k.action==="prepare")&&Se(u.with,g),u.uses&&/^actions\/github-script@/.test(u.uses.text)&&g(u.with.script,
"script"),k.kind==="local"&&r.push(...Wt(k.path,Fe(u.with,f,n.expressions),n,i+1))}return r}function Se(e,t){t(e[b.prompt],
"prompt"),t(e[b.run],"shell"),t(e[b.verify],"shell"),t(e[b.vars],"vars"),t(e[X.agentArgs],"agent-args")}function $e(e,t){
let n=Object.keys(e).find(i=>i.toUpperCase()===t);return n===void 0?void 0:e[n]}function Jt(e,t,n,{file:i,locator:s,expressions:o}){
let a=[];for(let{expression:l,offset:r}of pe(e.text))o.facts(l).resultPaths.some(n)&&a.push({rule:"untrusted-expression",
file:i,...s.locate(e,r),message:Cn(`\${{ ${l} }}`,t)});return a}function Cn(e,t){switch(t){case"shell":{let n=/^\$\{\{ env\.([A-Za-z_][A-Za-z0-9_]*) \}\}$/.
exec(e);return n?`\`${e}\` in a shell command: ${n[1]} holds attacker-controlled text, and GitHub pastes it into the scr\
ipt before the shell reads it. Use "$${n[1]}" (the shell's variable) instead`:`\`${e}\` in a shell command: GitHub pastes\
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
ch baton prints as data, inside \`{{fence \u2026}}\` for text people wrote`}}function ee(e,{dataSteps:t,dataOutputs:n,triggers:i,
taintedInputs:s}){if(e[0]==="inputs"&&s.size>0)return e[1]===void 0||e[1]==="*"||s.has(e[1].toLowerCase());if(e[0]==="gi\
thub"){if(e.length===1||e[1]==="head_ref"||e[1]==="*")return!0;if(e[1]==="event")return _t(e.slice(2),i)}let[o,a,l,r]=e;
return l!=="outputs"||a===void 0||r===void 0?!1:o==="steps"?r===V.data&&(t.has(a)||a==="*"):o==="needs"?n.get(a)?.has(r)===
!0||a==="*":!1}function It(e,t,n){let i=new Set;for(let s of e)for(let[o,a]of Object.entries(s))a.expression!==null&&n.facts(
a.expression).resultPaths.some(l=>ee(l,t))&&i.add(o.toLowerCase());return i}function Mt(e,t,n){let i=new Map;for(let s of t){let o=s.calledBy===null?void 0:t.find(r=>r.id===s.calledBy),a=o?.call?n(
o.call.path)??s.workflow:e,l=a.jobs.find(r=>r.id===A(s.id))??s.job;i.set(s.id,{id:s.id,job:l,workflow:a,calledBy:s.calledBy})}
return i}function At(e,t){let n=new Map(e.map(s=>[s.id,s])),i=s=>{let o=n.get(s);return o===void 0?[]:[...o.calledBy===null?
[]:i(o.calledBy),...o.upstream]};return s=>[...new Set(He(i(s),o=>n.get(o)?.call))].map(o=>t.get(o)).filter(o=>o!==void 0)}var En=[yt,Ft,ft,bt,ve,pt,Rt,$t,zt,ze,Et,kt,dt];function Rn(e,t,n={}){let i=Ut(n),s=Gt(fe(e,t,i));return Tt(s,e,new Map,
t,i)}function Ut(e){let{readFile:t}=e;if(!t)return e;let n=new Map;return{...e,readFile:i=>{let s=n.get(i);if(s===void 0){
try{s={text:t(i)}}catch(o){s={error:o}}n.set(i,s)}if("error"in s)throw s.error;return s.text}}}function Tt(e,t,n,i,s){let{
readFile:o,loadAction:a}=s,l=jt(t,n,i,{...o?{readFile:d=>o(d)??void 0}:{},...a?{loadAction:d=>a(d)??void 0}:{}},e),r=[...new Set(
[t.fileName,...[...e,...l].map(d=>d.file)])],u=new Map(r.map((d,f)=>[d,f]));return Ce([...e,...l]).sort((d,f)=>u.get(d.file)-
u.get(f.file)||Q(d,f))}function fe(e,t,n,i){return{workflow:e,file:e.fileName,locator:new Z(e.source),expressions:t,...n.
readFile?{readFile:On(n.readFile)}:{},...n.loadAction?{loadAction:n.loadAction}:{},...n.actionProblem?{actionProblem:n.actionProblem}:
{},...i?{run:i}:{}}}function _n(e,t,n,i,s={}){let o=Ut(s),a=Vt(e,t,n,i,o),l=new Set(a.map(r=>r.workflow.fileName));for(let r of t.
values())!("unreadable"in r)&&!l.has(r.fileName)&&(l.add(r.fileName),a.push(fe(r,i,o)));return Tt(Ce(a.flatMap(Gt)),e,t,
i,o)}function On(e){return t=>{try{return e(t)}catch{return null}}}function Ce(e){let t=new Set;return e.filter(n=>{let i=JSON.
stringify(n);return t.has(i)?!1:(t.add(i),!0)})}function Vt(e,t,n,i,s){let o=f=>{let g=t.get(f);return g===void 0||"unre\
adable"in g?void 0:g},a=Mt(e,n,o),l=At(n,a),r=new Set(Object.keys(e.on)),u={prefix:"",jobs:a,stageUpstream:l,inherited:null,
triggers:r,taintedInputs:new Set},d=new Map([["",fe(e,i,s,u)]]);for(let f of n){let g=f.call?o(f.call.path):void 0,k=d.get(
f.calledBy===null?"":`${f.calledBy}/`),c=a.get(f.id);if(g===void 0||k?.run===void 0||c===void 0)continue;let x=D(c.job,c.
workflow),p=x.kind==="unset"?k.run.inherited:{permissions:x,from:x.from==="job"?`jobs.${A(f.id)}.permissions of ${c.workflow.
fileName}`:`the permissions: of ${c.workflow.fileName}, for its job ${A(f.id)}`},j={prefix:`${f.id}/`,jobs:a,stageUpstream:l,
inherited:p,triggers:r,taintedInputs:Pt(k,c.job)};d.set(j.prefix,fe(g,i,s,j))}return[...d.values()]}function Gt(e){let{workflow:t}=e,
n=t.problems.filter(i=>i.severity==="error").map(i=>({rule:"workflow-invalid",file:t.fileName,...In(i.path),message:i.message}));
for(let i of En)n.push(...i(e));return n.sort(Q)}function In(e){let t=q(e);return t?{line:t.line,column:t.column}:{line:1,
column:1}}function Nn(e,t,n){let i=Vt(e,n.called,n.expanded,t,{});return Ce(i.flatMap(s=>[...ve(s),...ze(s)])).sort(Q)}function Pn(e){
let t=new Map;for(let n of e){let i=`${n.file}\0${n.rule}`;t.set(i,[...t.get(i)??[],n])}return[...t.values()].map(n=>{let[
i]=n;if(n.length===1)return`${ke(i)} (baton lint reports it too)`;let s=[...new Set(n.map(a=>a.line))],o=s.length>10?`${s.
slice(0,10).join(", ")}, \u2026`:s.join(", ");return`${i.file}: ${n.length} ${i.rule} findings, at line${s.length===1?"":
"s"} ${o}: ${de[i.rule]}; baton lint ${i.file} says each`})}export{de as a,Dt as b,ke as c,q as d,$ as e,xe as f,ct as g,Yt as h,Rn as i,_n as j,Nn as k,Pn as l};

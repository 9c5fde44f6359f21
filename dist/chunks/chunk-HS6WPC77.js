import{o as S,p as lt,q as le,r as ue,s as ce,t as pe,u as L,v as de,w as D,x as ut,y as ke}from"./chunk-BWBMBBKQ.js";
import{Aa as tt,Ba as nt,Ca as it,Fa as ot,Ja as st,Ka as rt,M as Ve,Ma as at,N as Ge,O as qe,Q as U,R as He,V as Be,W as Z,
f as Me,fa as De,ga as Ke,i as se,n as O,o as re,p as Ae,r as we,sa as Xe,t as Ue,ta as Ye,ua as Ze,v as M,va as Qe,w as A,
y as Te,za as et}from"./chunk-RIUPRHVH.js";import{y as ae}from"./chunk-3ZF6RDFV.js";import{f as Je}from"./chunk-NINDYNX2.js";
import{c as Ie}from"./chunk-FCWOFCWY.js";import{f as oe}from"./chunk-YFTXPYAX.js";import{d as ne}from"./chunk-OKFZ7BVP.js";
import{Aa as H,Ba as be,Ca as B,Da as Y,Ea as C,Ga as E,H as b,Ha as h,I as V,J as ie,Ka as We,Y as y,ea as X,ja as he,pa as m,
qa as W,ra as G,sa as _,ta as Ne,ua as Pe,va as F,wa as w}from"./chunk-RHKLK6JY.js";var fe={"workflow-invalid":"the workflow file does not parse or breaks GitHub\u2019s schema","template-invalid":"a promp\
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
a built-in shell nor a command with `{0}`"},Kt=w({rule:Y(Object.keys(fe)),file:m(),line:W().check(G(),he(1)),column:W().
check(G(),he(1)),message:m(),severity:E(C("warning"))});function ye(e){let t=e.severity==="warning"?"warning: ":"";return Ie(
`${e.file}:${e.line}:${e.column}: ${t}${e.rule}: ${e.message}`)}function Q(e,t){return e.file!==t.file?e.file<t.file?-1:
1:e.line-t.line||e.column-t.column||(e.rule<t.rule?-1:e.rule>t.rule?1:0)}function q(e){let t=/^(.*):(\d+):(\d+)$/.exec(e);
return t?{file:t[1],line:Number(t[2]),column:Number(t[3])}:null}var j=w({line:W().check(G()),column:W().check(G())}),z=w({text:m(),expression:h(m()),position:j,keyPosition:E(j),literal:E(
Y(["string","number","boolean","null"]))}),v=We(()=>be("kind",[w({kind:C("literal"),value:H([m(),W(),_(),Ne()]),position:j}),
w({kind:C("expression"),expression:m(),text:m(),position:j}),w({kind:C("sequence"),items:F(v),position:j}),w({kind:C("ma\
pping"),entries:F(w({key:m(),value:v,keyPosition:E(j)})),position:j})])),xe=w({expression:m(),text:h(m()),position:h(j),
implicitSuccess:E(_())}),J=B(m(),z),je=w({index:W().check(G()),id:h(m()),action:E(m()),name:h(z),if:xe,run:h(z),uses:h(w(
{text:m(),position:j})),ownAction:E(C(!0)),with:J,env:J,shell:h(z),workingDirectory:h(z),continueOnError:H([_(),z]),timeoutMinutes:h(
v),position:j}),Xt=be("kind",[w({kind:C("composite"),file:m(),directory:m(),source:m(),inputs:F(w({id:m(),default:h(z),required:_()})),
outputs:F(w({id:m(),value:h(z)})),steps:F(je)}),w({kind:C("other"),file:m(),using:m()})]),Le=w({shell:h(z),workingDirectory:h(
z)}),ct=w({id:m(),position:j}),pt=w({id:m(),name:h(z),position:j,needs:F(ct),if:xe,strategy:h(v),runsOn:h(v),container:h(
v),services:h(v),env:J,outputs:J,permissions:h(v),continueOnError:H([_(),z]),timeoutMinutes:h(v),cancelTimeoutMinutes:h(
v),defaults:h(Le),uses:h(w({text:m(),position:j})),with:J,secrets:H([C("inherit"),J]),steps:F(je),stageWorkflow:E(_())}),
ze=w({name:m(),type:Y(["string","choice","boolean","environment","number"]),required:_(),default:h(H([m(),_(),W()])),description:h(
m()),options:h(F(m())),position:j}),Yt=w({inputs:B(m(),ze),secrets:B(m(),w({required:_(),position:j})),outputs:J,position:j}),
Zt=w({fileName:m(),source:m(),name:h(m()),on:B(m(),Pe()),inputs:B(m(),ze),env:J,permissions:h(v),defaults:h(Le),jobs:F(pt),
call:E(Yt),problems:F(Je)});function me(e){let t=[],i=/\$\{\{([\s\S]*?)\}\}/g;for(let n=i.exec(e);n!==null;n=i.exec(e))t.push({expression:(n[1]??"").
trim(),offset:n.index});return t}function dt(e){let{workflow:t,file:i,actionProblem:n}=e;if(!n)return[];let s=[];for(let o of t.jobs)for(let a of o.steps){
let l=M(a);if(l.kind!=="local"||!a.uses)continue;let r=n(l.path);r!==null&&s.push({rule:"action-invalid",file:i,...a.uses.
position,message:r})}return s}function ft(e){let t=[];for(let i of e.workflow.jobs)lt(i)&&t.push(...Qt(i,e),...en(i,e));return t}function Qt(e,{workflow:t,
file:i,run:n}){let s=n!==void 0&&n.prefix!=="",o=D(e,t),a=o.kind==="unset"?n?.inherited??null:null,l=a?.permissions??o;if(l.
kind==="unset")return[{rule:"agent-job-write",file:i,...e.position,message:`job ${e.id} runs an agent and neither it nor\
 the workflow${s?" nor its caller":""} sets \`permissions:\`, so its token has the repository's default, which may be writ\
e-all; set \`permissions:\` with \`contents: read\` on the job`}];let r=ut(l);if(r.length===0||l.kind==="expression")return[];
let u=a!==null?`the permissions its call gives it (${a.from})`:l.from==="job"?"its `permissions:`":"the workflow's `perm\
issions:`";return[{rule:"agent-job-write",file:i,...a!==null?e.position:l.position,message:`job ${e.id} runs an agent, a\
nd ${u} let its token write (${r.join(", ")}); an agent that reads untrusted text must not hold write access. Give this \
job read permissions and write from a job without an agent (a report job, a pull-request job)`}]}function en(e,t){let{workflow:i,
file:n,locator:s,expressions:o}=t,a=[],l=(r,u,p)=>{for(let[f,g]of Object.entries(r))for(let k of tn(g,p?f:null,o))a.push(
{rule:"agent-job-secret",file:n,...s.locate(g,k.offset),message:`job ${e.id} runs an agent, and ${u} \`${f}\` gets ${k.what}\
; ${k.why}`})};l(i.env,"the workflow's env",!0),l(e.env,"its env",!0);for(let r of e.steps){let u=r.id?`step ${r.id}`:`s\
tep ${r.index+1}`;l(r.env,`${u}'s env`,!0),S(r)===null&&l(r.with,`${u}'s input`,!1),r.uses&&/^actions\/checkout@/.test(r.
uses.text)&&r.with["persist-credentials"]?.text.trim().toLowerCase()!=="false"&&a.push({rule:"agent-job-secret",file:n,...r.
uses.position,message:`job ${e.id} runs an agent, and actions/checkout keeps the job's token in .git/config where the ag\
ent can read it; add \`persist-credentials: false\` under \`with:\``})}return a}function tn(e,t,i){let n=[],s=t!==null&&
pe.has(t.toUpperCase());for(let{expression:o,offset:a}of me(e.text))for(let l of i.facts(o).paths)if(l[0]==="secrets"&&l[1]===
"github_token"||l[0]==="github"&&l[1]==="token")n.push({what:"the GitHub token",why:"a prompt injection could use it. Us\
e the token in a job without an agent",offset:a});else if(l[0]==="secrets"&&l[1]===void 0)n.push({what:"every secret of \
the repository",why:"pass only the model key it needs",offset:a});else if(l[0]==="secrets"&&l[1]!==void 0){if(s||pe.has(
l[1].toUpperCase()))continue;n.push({what:`the secret ${l[1].toUpperCase()}`,why:`an agent's job should hold only its mo\
del key (${[...pe].join(", ")}). Move the secret to a job without an agent`,offset:a})}return n}function mt(e){let{workflow:t}=e,i=Object.keys(t.on),n=e.run!==void 0&&e.run.prefix!==""||i.length>0&&i.every(o=>o==="wo\
rkflow_call"),s=[];for(let o of t.jobs)o.steps.forEach((a,l)=>{let r=n?nn(o,a,e):on(o,a,l,e);r&&s.push(r)});return s}function nn(e,t,i){
let n=M(t);if(n.kind!=="baton"||n.action!=="stage"&&n.action!=="prepare"||t.uses===null)return null;let s=t.with[b.needs];
if(s!==void 0&&s.text.trim()!=="")return null;let o=gt(t,i);return o===null?null:{rule:"needs-input-missing",file:i.file,
...t.uses.position,message:it(e.id,o.first,ht(e,o.named,i))}}function on(e,t,i,n){let s=M(t);if(s.kind!=="baton"||s.action!==
"stage"&&s.action!=="prepare"||t.uses===null||t.uses.text.trim().startsWith("./"))return null;let o=t.with[b.needs];if(o!==
void 0&&o.text.trim()!=="")return null;let a=gt(t,n);if(a===null)return null;let l=u=>`${u.line}:${u.column}`,r=et(e.steps,
i,l);return r===null?null:{rule:"checkout-missing",file:n.file,...t.uses.position,message:nt(e.id,a.first,r,ht(e,a.named,
n))}}function gt(e,t){let i=e.with[b.prompt],n=e.with[b.promptFile],s=null;if(i)s={text:se(i.text),at:(l,r)=>{let u=t.locator.
locateLine(i,l,r);return`${u.line}:${u.column}`}};else if(n&&n.expression===null&&t.readFile){let l=n.text.trim(),r=t.readFile(
l);r!==null&&(s={text:r,at:(u,p)=>`${l}:${u}:${p}`})}if(s===null)return null;let{analysis:o}=ae(s.text);if(!o)return null;
let a=tt(o,s.at);return a===null?null:{first:a,named:o.references}}function ht(e,t,{workflow:i,run:n}){let o=(n===void 0?
O(i,e.id).map(l=>i.jobs.find(r=>r.id===l)).filter(l=>l!==void 0):n.stageUpstream(`${n.prefix}${e.id}`).map(l=>l.job)).map(
l=>({id:l.id,...L(l)})),a=new Set;for(let l of t){if(l.kind==="stage"){o.some(p=>p.ids.includes(l.stage)||p.matrix&&l.stage.
startsWith(`${p.id}-`))&&a.add(l.stage);continue}let r=o.find(u=>u.id===l.stage);if(r&&!r.matrix&&!r.unknown)for(let u of r.
ids)a.add(u)}return[...a]}var bt={claude:[".claude",".mcp.json",".claude.json","CLAUDE.md","CLAUDE.local.md",".gitmodules",".ripgreprc",".husky"],
codex:[".codex","AGENTS.md","AGENTS.override.md",".agents"],gemini:[".gemini","GEMINI.md",".env"],copilot:[".github/copi\
lot",".github/hooks",".github/agents",".github/skills",".github/instructions",".github/copilot-instructions.md",".github\
/mcp.json",".mcp.json",".vscode/mcp.json",".agents",".claude","AGENTS.md","CLAUDE.md","GEMINI.md"]};function wt({workflow:e,file:t}){let i=[],n=Object.keys(e.on),s=n.length>0&&n.every(o=>o==="pull_request");for(let o of e.
jobs)o.steps.forEach((a,l)=>{let r=sn(o,a,l,s);r&&i.push({rule:"checkout-shallow",file:t,severity:"warning",...r})});return i}
function sn(e,t,i,n){if(S(t)!=="stage"||t.uses===null)return null;let s=an(t,b.agent);if(s===null||!Te.includes(s))return null;
let o=t.with[b.trustCheckout];if(o!==void 0&&(o.expression!==null||rn(o.text)))return null;let a=ln(t);if(a===null)return null;
let l=dn(e.steps.slice(0,i),a,n);if(l===null)return null;let{step:r,ref:u,path:p,depth:f}=l,g=bt[s],k=g.length>4?`${g.slice(
0,4).join(", ")}, \u2026`:g.join(", "),c=p===""?"":` into ${p}`;return{...t.uses.position,message:`job ${e.id}: the chec\
kout at ${r.uses.position.line}:${r.uses.position.column} checks out ${u}${c} with ${f===null?"actions/checkout's defaul\
t `fetch-depth: 1`":`\`fetch-depth: ${f}\``}, so the commit this run is for (GITHUB_SHA) is not in the clone; when the c\
heckout is at another commit, as a pull request's head is, baton sets ${s}'s project configuration (${k}) to that commit\
's while the agent runs, and without it the agent runs with none of it (the step warns so). Give the checkout \`fetch-dep\
th: 0\` so the agent gets the run's commit's configuration, or set \`${b.trustCheckout}: true\` on this step to let it re\
ad the checkout's (only for code you trust)`}}function rn(e){try{return De(b.trustCheckout,e,!1)}catch(t){if(!(t instanceof
ne))throw t;return!1}}function an(e,t){let i=e.with[t];if(i===void 0||i.expression!==null)return null;let n=i.text.trim();
return n===""?null:n}function ln(e){let t=e.with[b.workingDirectory];return t===void 0?"":t.expression!==null?null:kt(t.
text)}function kt(e){return e.trim().split("/").filter(t=>t!==""&&t!==".").join("/")}var un=/\bgit\s+(?:clone|checkout|switch|fetch|pull|reset|init|worktree|sparse-checkout)\b|\bgh\s+(?:pr\s+checkout|repo\s+clone)\b/,
cn=/^\$\{\{\s*github\.(?:sha|ref|ref_name)\s*\}\}$/i,pn=/^refs\/pull\/\$\{\{\s*github\.event\.(?:number|pull_request\.number)\s*\}\}\/merge$/i;
function dn(e,t,i){for(let n of e.toReversed()){if(n.run!==null){if(un.test(n.run.text))return null;continue}if(n.uses===
null)continue;let s=n.uses.text.trim(),o=(s.split("@")[0]??"").toLowerCase();if(o!=="actions/checkout"){if(o.startsWith(
"actions/")||s.startsWith("docker://"))continue;return null}let a=n.with.path;if(a!==void 0&&a.expression!==null)return null;
let l=a===void 0?"":kt(a.text);if(l!==""&&t!==l&&!t.startsWith(`${l}/`))continue;let r=n.with.repository;if(r!==void 0&&
(r.expression!==null||r.text.trim()!==""))return null;let u=n.with.ref;if(u===void 0||u.text.trim()===""||cn.test(u.text.
trim())||pn.test(u.text.trim())&&i)return null;let p=n.with["fetch-depth"];return p!==void 0&&(p.expression!==null||p.text.
trim()==="0")?null:{step:n,ref:u.text.trim(),path:l,depth:p===void 0?null:p.text.trim()}}return null}function yt(e){let{workflow:t,file:i}=e;return[...Ze(t).map(s=>({rule:"invalid-input",file:i,...s.position,message:s.message})),
...mn(e),...fn(e)]}function fn({workflow:e,file:t}){let i=[];for(let n of e.jobs){if(!A(n)||!n.uses)continue;let s=n.uses.
text.trim(),o=s.includes("@")?s.slice(s.lastIndexOf("@")+1):"",a=n.with[X.batonRef];if(!/^[0-9a-f]{40}$/i.test(o)||!a||a.
expression!==null)continue;let l=a.text.trim();l.toLowerCase()!==o.toLowerCase()&&i.push({rule:"invalid-input",file:t,...a.
position,message:`${X.batonRef}: ${JSON.stringify(l)} is not the commit job ${n.id} calls baton's stage workflow at (${o}\
), so the workflow and the action it runs would be two versions of baton (an update that bumped only the uses: line, say\
); pass ${o}`})}return i}function mn({workflow:e,file:t,locator:i,expressions:n,run:s}){let o=[],a;for(let l of e.jobs){
let r=le(l).map(c=>c[b.needs]).filter(c=>c!==void 0&&c.expression===null);if(r.length===0)continue;a??=new Map(e.jobs.map(
c=>[c.id,de(c,n)]));let u=s?.stageUpstream(`${s.prefix}${l.id}`).map(c=>c.job)??null,p=new Map(a);for(let c of u??[])p.has(
c.id)||p.set(c.id,de(c,n));let f=u?.map(c=>c.id)??O(e,l.id),g=(u??f.map(c=>e.jobs.find(x=>x.id===c))).filter(c=>c!==void 0).
map(c=>({id:c.id,...de(c,n)})),k={job:l.id,upstreamStages:g.flatMap(c=>c.stages??[]),openMatrices:g.filter(c=>c.stages===
null&&c.openMatrix).map(c=>c.id),unknown:g.some(c=>c.stages===null&&!c.openMatrix),jobs:p,upstreamJobs:f,runsAfter:c=>re(
e,c,l.id)};for(let c of r)for(let x of Ke(c,k))o.push({rule:"invalid-input",file:t,...i.locate(c,x.offset),message:x.message})}
return o}function xt({workflow:e,file:t,expressions:i}){let n=[],s=o=>we(e.fileName,o);for(let o of e.jobs){let a=st(o.strategy);
if(!(a===null||Me(a)))try{rt(i,a,{},s)}catch(l){if(!(l instanceof ne))throw l;let r=q(l.where??"")??a.position;n.push({rule:"\
workflow-invalid",file:t,line:r.line,column:r.column,message:`jobs.${o.id}: ${l.message}`})}}return n}function $e({workflow:e,file:t,expressions:i}){let n=e.jobs.map(r=>r.id),s=new Set;for(let r of e.jobs){s.add(r.id.toLowerCase());
for(let u of L(r).ids)s.add(u.toLowerCase())}let o=new Map(e.jobs.map(r=>{let u=ce(r,V.next,i);return(A(r)||L(r).ids.length>
0)&&u.add(V.next),[r.id.toLowerCase(),u]})),a=[],l=(r,u)=>{if(!(r.text===null||r.position===null))for(let p of i.facts(r.
expression).comparisons){let[f,g,k,c]=p.path;k!=="outputs"||g===void 0||c===void 0||!(f==="needs"&&o.get(g)?.has(c)||f===
"steps"&&c===V.next&&ue(u).has(g))||p.literal===""||s.has(p.literal.toLowerCase())||a.push({rule:"next-unknown-job",file:t,
...r.position,message:`\`${p.path.join(".")} ${p.operator} '${p.literal}'\`: there is no job ${p.literal} in this workfl\
ow, so no handoff can take this route; jobs: ${n.join(", ")}${gn(p.literal,n)}`})}};for(let r of e.jobs){l(r.if,r);for(let u of r.
steps)l(u.if,r)}return a}function gn(e,t){let i=oe(e,t);return i===void 0?"":` (did you mean ${i}?)`}var jt={[y.stageDuplicate]:"stage-duplicate",[y.stageInvalid]:"invalid-input",[y.promptFileMissing]:"invalid-input",[y.timeoutInvalid]:"\
timeout-invalid",[y.shellInvalid]:"shell-invalid",[y.matrixInvalid]:"workflow-invalid",[y.templateStage]:"template-not-u\
pstream",[y.templateInvalid]:null,[y.templateKey]:"template-invalid",[y.templateDataKey]:"data-key-undeclared",[y.needsInput]:null,
[y.checkoutMissing]:null,[y.actionInputInvalid]:null,[y.actionInputUnknown]:null,[y.workflowCallInvalid]:null,[y.inputMissing]:null,
[y.inputUnknown]:null,[y.inputInvalid]:null,[y.eventNotTrigger]:null,[y.jobUnknown]:null};function zt(e,t,i,n,s){let o=new Set(
s.map(Lt)),a=[];for(let l of ot(e,i,{...n,calledWorkflows:t,anyRun:!0})){let r=Object.hasOwn(jt,l.code)?jt[l.code]:null;
if(r===null)continue;let u=q(l.path)??{file:l.path,line:1,column:1},p={rule:r,...u,message:l.message};o.has(Lt(p))||a.push(
p)}return a}function Lt(e){return JSON.stringify([e.rule,e.file,e.line,e.column])}function $t({workflow:e,file:t,expressions:i}){let n=[];for(let s of e.jobs){let o=s.steps.find(r=>S(r)==="report"&&r.uses!==
null);if(o===void 0)continue;let a=bn(s,o,e.jobs,r=>O(e,r));a&&n.push({rule:"report-needs-incomplete",file:t,...a});let l=wn(
s,o,i);l&&n.push({rule:"report-skipped",file:t,...l})}return n}function hn(e){let t=e.with[b.needs];return t?.expression==
null?!1:t.expression.replace(/\s+/g,"").toLowerCase()==="tojson(needs)"}function bn(e,t,i,n){if(!hn(t))return null;let s=new Set(
e.needs.map(r=>r.id)),o=i.filter(r=>r.id!==e.id&&!s.has(r.id)).filter(r=>!n(r.id).includes(e.id)).filter(r=>!r.steps.some(
u=>S(u)==="report"&&u.uses!==null)).map(r=>r.id);if(o.length===0)return null;let a=e.needs.map(r=>r.id);return{...e.needs[0]?.
position??e.position,message:`job ${e.id} passes \`${b.needs}: \${{ toJSON(needs) }}\` to ${t.uses.text.trim()}, but Git\
Hub's \`needs\` context holds only the jobs a job lists in its own \`needs:\`, and it does not list ${o.join(", ")}: a f\
ailure of one of them is not in that context (a job it lists that runs after it is skipped, and a skipped job fails noth\
ing), so the report would not say the run failed; list them in its \`needs:\` (needs: [${[...a,...o].join(", ")}])`}}function wn(e,t,i){
if(e.needs.length===0)return null;let n=e.if;if(i.facts(n.expression).afterFailure!==!1)return null;let s=n.expression.replace(
/'(?:[^']|'')*'/g,"''"),o=/\b(?:always|failure|cancelled)\s*\(/i.test(s),a=(n.text??"").trim().replace(/^\$\{\{([\s\S]*)\}\}$/,
"$1").trim(),l="so GitHub runs it only when every job it needs succeeded: when one fails or is cancelled, the report job\
 is skipped and no report says so",r;return n.text===null||a===""?r=`it has no \`if:\`, ${l}; give it \`if: always()\``:
o?r=`its \`if:\` (\`${a}\`) is false whenever a job it needs has failed, so the report job is skipped when one fails and \
no report says so; make it \`if: always()\``:n.implicitSuccess?r=`its \`if:\` calls no status function, ${l}; make it \`i\
f: always() && (${a})\``:r=`its \`if:\` calls \`success()\`, ${l}; call \`always()\` in its place`,{...n.position??e.position,
message:`job ${e.id} runs ${t.uses.text.trim()} and needs ${e.needs.map(u=>u.id).join(", ")}, but ${r}`}}var kn=new Set(["pull_request","pull_request_target","pull_request_review","pull_request_review_comment","issue_comment"]);
function St({workflow:e,file:t}){let i=[],s=Object.keys(e.on).some(o=>kn.has(o))?"pull-requests":"issues";for(let o of e.
jobs)for(let a of o.steps){if(S(a)!=="report"||!a.uses)continue;let l=a.with[b.mode];if(l&&l.expression===null&&l.text.trim()===
"summary")continue;let r=D(o,e);if(r.kind==="expression"||ke(r,"issues")||ke(r,"pull-requests"))continue;let u=r.kind===
"unset"?"neither the job nor the workflow sets `permissions:` (the repository default may be read-only)":"its token has \
neither `issues: write` nor `pull-requests: write`";i.push({rule:"report-permission",file:t,...a.uses.position,message:`\
job ${o.id} posts the report comment with ${a.uses.text}, but ${u}; add \`${s}: write\` to the job's \`permissions:\` (or s\
et \`${b.mode}: summary\`)`})}return i}function Ct(e){let t=[];for(let i of e.workflow.jobs)for(let n of le(i)){let s=n[b.prompt];s&&t.push(...vt(i,yn(s,e),e));
let o=n[b.promptFile];if(o&&o.expression===null&&e.readFile){let a=o.text.trim(),l=e.readFile(a);l!==null&&t.push(...vt(
i,{text:l,file:a,at:(r,u)=>({line:r,column:u})},e))}}return t}function yn(e,{file:t,locator:i}){return{text:se(e.text),file:t,
at:(s,o)=>i.locateLine(e,s,o)}}function vt(e,t,i){let{workflow:n}=i,s=[],o=xn(e,i),a=o.flatMap(d=>L(d).ids),l=d=>o.some(
$=>{let I=L($);return I.unknown||I.ids.includes(d)||I.matrix&&d.startsWith(`${$.id}-`)}),r=i.run?jn(e,i.run):o.map(d=>({
id:d.id,jobs:[d]})),u=r.map(d=>d.id),p=d=>d.kind==="stage"?l(d.stage):u.includes(d.stage),{analysis:f,problems:g}=ae(t.text);
for(let d of g)d.ifUpstream!==void 0&&!p(d.ifUpstream)||s.push({rule:"template-invalid",file:t.file,...t.at(d.line,d.column),
message:[d.message,...d.details].join("; ")});let k=f?.references??[],c={data:d=>{let $="stage"in d?Ft(n,d.stage):n.jobs.
find(I=>I.id===d.job);return $===void 0?void 0:Qe($)}};for(let{closed:d,error:$}of Xe(f?.keys??[],c))d||s.push({rule:"da\
ta-key-undeclared",severity:"warning",file:t.file,...t.at($.line,$.column),message:[$.message,...$.details].join("; ")});
let x=e.with[b.needs],te=Ve(n,e)?Ge(x,zn(n)):null;for(let d of k){if(p(d)){let P=(r.find(R=>R.id===d.stage)?.jobs??[]).map(
L),K=d.kind==="stage"?[d.stage]:P.some(R=>R.unknown||R.matrix)?[]:P.flatMap(R=>R.ids);if(te&&K.length>0&&!K.some(R=>te.has(
R))){let R=d.kind==="stage"?`stages.${d.stage}`:`jobs.${d.stage}`,Bt=d.kind==="stage"?d.stage:`its stages (${K.join(", ")}\
)`;s.push({rule:"template-not-upstream",file:t.file,...t.at(d.line,d.column),message:qe(R,Bt,e.id,x)})}continue}let $=d.
kind==="stage"?"stages":"jobs",I=d.kind==="stage"?a:u,Ht=d.kind==="stage"?"stages":"jobs",T,Re="",N=d.kind==="job"?n.jobs.
find(P=>P.id===d.stage):Ft(n,d.stage),_e=N&&N.id!==e.id?re(n,N.id,e.id):null,Oe=N===void 0&&i.run?Ln(e,d,i.run):null;if(d.
kind==="job"&&i.run?Et(i.run.stageUpstream(`${i.run.prefix}${e.id}`)).some(P=>P.id===d.stage):!1)T=`a called workflow re\
ads its own jobs by their ids in its file, as GitHub's records name them (github.job is the called file's own job id): j\
obs.${U(d.stage)}`;else if(N?.id===e.id)T="that is this stage itself (its previous attempt is {{attempt.previous}})";else if(N&&
_e)T=`job ${N.id} runs after job ${e.id} (${Ae(_e)}), and a prompt reads only stages of jobs that finish before it`;else if(N)
T=`it runs beside job ${e.id}, not before it; add ${N.id} to \`needs:\` of job ${e.id} if the prompt needs its handoff`;else if(Oe!==
null)T=Oe;else{T=`there is no ${d.kind} ${d.stage} in this workflow${[...i.run?.jobs.values()??[]].some(K=>K.calledBy!==
null)?" or the workflows the run calls":""}`;let P=oe(d.stage,I);P!==void 0&&(Re=` (did you mean ${P}?)`)}s.push({rule:"\
template-not-upstream",file:t.file,...t.at(d.line,d.column),message:`${$}.${d.stage} is not upstream of job ${e.id}: ${T}\
; upstream ${Ht}: ${I.length>0?I.join(", "):"(none)"}${Re}`})}return s}function xn(e,{workflow:t,run:i}){return i?i.stageUpstream(
`${i.prefix}${e.id}`).map(n=>n.job):O(t,e.id).map(n=>t.jobs.find(s=>s.id===n)).filter(n=>n!==void 0)}function jn(e,t){let i=t.
stageUpstream(`${t.prefix}${e.id}`),n=Et(i),s=new Map(n.map(a=>[a.id,[]]));for(let a of i)for(let l=a.id.length;l!==-1&&
(s.get(a.id.slice(0,l))?.push(a.job),l!==0);l=a.id.lastIndexOf("/",l-1));let o=new Map;for(let a of n){let l=U(a.id);o.set(
l,[...o.get(l)??[],...s.get(a.id)??[]])}return[...o].map(([a,l])=>({id:a,jobs:l}))}function Et(e){let t=new Set(e.map(i=>i.
id));return e.filter(i=>i.calledBy===null||!t.has(i.calledBy))}function Ln(e,t,i){let n=t.kind==="job"?i.jobs.get(t.stage):
[...i.jobs.values()].find(a=>L(a.job).ids.includes(t.stage));if(n===void 0)return null;let s="a prompt reads only stages\
 of jobs that finish before it",o=Be(a=>i.jobs.get(a),`${i.prefix}${e.id}`,n.id);switch(o.kind){case"self":return`that i\
s this job itself; ${s}`;case"add":return`it is not upstream of job ${e.id}; add '${o.need}' to ${o.needsOf} if the prom\
pt needs its handoff`;default:return`${o.text}; ${s}`}}function Ft(e,t){let i=e.jobs.map(n=>({job:n,stages:L(n)}));return i.
find(n=>n.stages.ids.includes(t)&&!n.stages.matrix)?.job??i.filter(n=>n.stages.matrix&&(t===n.job.id||t.startsWith(`${n.
job.id}-`))).sort((n,s)=>s.job.id.length-n.job.id.length)[0]?.job??i.find(n=>n.stages.ids.includes(t))?.job}function zn(e){
let t=e.jobs.map(i=>({job:i,stages:L(i)}));return i=>{let n=t.find(o=>o.stages.ids.includes(i)&&!o.stages.matrix)??t.filter(
o=>o.stages.matrix&&i.startsWith(`${o.job.id}-`)).sort((o,a)=>a.job.id.length-o.job.id.length)[0];if(n===void 0)return;let s=O(
e,n.job.id).map(o=>L(e.jobs.find(a=>a.id===o)));return{callsStageWorkflow:A(n.job),needsInput:n.job.with[b.needs],upstreamStages:s.
some(o=>o.unknown||o.matrix)?null:s.flatMap(o=>o.ids)}}}function Rt({workflow:e,file:t}){return Ye(e).map(i=>({rule:"unknown-input",file:t,...i.position,message:i.message}))}function _t({workflow:e,file:t}){let i=[],n=s=>{let o=Sn(s.text);o&&i.push({rule:"unpinned-action",file:t,...s.position,
message:o})};for(let s of e.jobs){s.uses&&n(s.uses);for(let o of s.steps)o.uses&&Ue(o.uses.text)&&n(o.uses)}return i}var $n=new Set(
["actions","github","dependabot"]);function Sn(e){if(e.startsWith("./")||e.startsWith("../"))return null;if(e.startsWith(
"docker://"))return/@sha256:[0-9a-f]{64}$/.test(e)?null:`${e}: the image is not pinned to a digest; a tag can be pushed \
again with other content. Use ${e.replace(/[:@][^/:@]*$/,"")}@sha256:<digest>`;let t=e.lastIndexOf("@");if(t===-1)return`${e}\
: no ref at all; pin the full commit sha: ${e}@<40-hex commit sha> # <tag>`;let i=e.slice(t+1);if(/^[0-9a-f]{40}$/.test(
i))return null;let n=e.slice(0,t),s=n.split("/")[0]?.toLowerCase()??"";return i!==""&&$n.has(s)?null:`${e}: \`${i}\` is n\
ot a commit sha, and a tag or branch can be moved to other code; pin the full commit sha: ${n}@<40-hex commit sha> # ${i}\
 (only GitHub's own actions, under actions/, github/ and dependabot/, may name a tag or branch)`}var vn=new Set(["number","id","run_number","run_attempt","workflow_id","check_suite_id","draft","merged","locked","fork",
"private","comments","review_comments","additions","deletions","changed_files"]),Fn=new Set(["issue","pull_request","dis\
cussion","answer","comment","review","label","milestone","release","workflow_run","workflow_job","check_run","check_suit\
e","deployment","deployment_status","head","base","repo","head_repository","repository","organization","installation","t\
eam","sender","user","assignee"]),Cn=new Set(["number","after","before","created","deleted","forced","ref_type","issue.s\
tate","pull_request.state","discussion.state","pull_request.commits","pull_request.head.sha","pull_request.base.sha","pu\
ll_request.author_association","comment.author_association","workflow_run.status","workflow_run.conclusion","workflow_ru\
n.head_sha","workflow_run.head_commit.id","head_commit.id","merge_group.head_sha","merge_group.base_sha","check_suite.he\
ad_sha","check_run.head_sha","deployment.sha","pull_request.merge_commit_sha","review.state","schedule"]);function Ot(e,t){
if(e.length===0)return!0;let i=e.join(".");if(i==="action")return t.has("repository_dispatch")||t.has("workflow_call");if(Cn.
has(i))return!1;let n=e[e.length-1]??"",s=e.slice(0,-1);return!(s.length>0&&vn.has(n)&&s.every(o=>Fn.has(o)))}function Fe(e){let{workflow:t,expressions:i}=e,n=[],s=!1;for(let o of t.jobs){let a=Pt(e,o),l=r=>{let u=Nt(r,a,i),p=f=>ee(
f,a)||f[0]==="env"&&u.has(f[1]??"");return(f,g)=>{f&&n.push(...Mt(f,g,p,e))}};o.steps.some(r=>S(r)==="stage")&&(l([t.env])(
Se(o.env,ie.args),"agent-args"),s||l([])(Se(t.env,ie.args),"agent-args"),s=!0);for(let r of o.steps){let u=l([t.env,o.env,
r.env]);u(r.run,"shell");let p=S(r);(p==="stage"||p==="prepare")&&ve(r.with,u),p==="stage"&&u(Se(r.env,ie.args),"agent-a\
rgs"),r.uses&&/^actions\/github-script@/.test(r.uses.text)&&u(r.with.script,"script");let f=M(r);if(f.kind==="local"){let g=Nt(
[t.env,o.env,r.env],a,i),k=c=>ee(c,a)||c[0]==="env"&&g.has(c[1]??"");n.push(...Jt(f.path,Ce(r.with,k,i),e,0))}}A(o)&&ve(
o.with,l([t.env]))}return n}var It=new WeakMap;function En(e,t){let i=It.get(e);return i===void 0&&(i=new Map(e.jobs.map(
n=>[n.id.toLowerCase(),ce(n,V.data,t)])),It.set(e,i)),i}function Pt({workflow:e,expressions:t,run:i},n){return{dataSteps:ue(
n),dataOutputs:En(e,t),triggers:i?.triggers??new Set(Object.keys(e.on)),taintedInputs:i?.taintedInputs??new Set}}function Wt(e,t){
let i=Pt(e,t);return Ce(t.with,n=>ee(n,i),e.expressions)}function Ce(e,t,i){let n=new Set;for(let[s,o]of Object.entries(
e))o.expression!==null&&i.facts(o.expression).resultPaths.some(t)&&n.add(s.toLowerCase());return n}function Jt(e,t,i,n){
let s=n>at?null:i.loadAction?.(e)??null;if(s?.kind!=="composite")return[];let o={...i,file:s.file,locator:new Z(s.source)},
a={dataSteps:new Set,dataOutputs:new Map,triggers:i.run?.triggers??new Set(Object.keys(i.workflow.on)),taintedInputs:new Set},
l=u=>ee(u,a)||u[0]==="inputs"&&t.has((u[1]??"").toLowerCase()),r=[];for(let u of s.steps){let p=new Set;for(let[c,x]of Object.
entries(u.env))x.expression!==null&&i.expressions.facts(x.expression).resultPaths.some(l)&&p.add(c.toLowerCase());let f=c=>l(
c)||c[0]==="env"&&p.has(c[1]??""),g=(c,x)=>{c&&r.push(...Mt(c,x,f,o))};g(u.run,"shell");let k=M(u);k.kind==="baton"&&(k.
action==="stage"||k.action==="prepare")&&ve(u.with,g),u.uses&&/^actions\/github-script@/.test(u.uses.text)&&g(u.with.script,
"script"),k.kind==="local"&&r.push(...Jt(k.path,Ce(u.with,f,i.expressions),i,n+1))}return r}function ve(e,t){t(e[b.prompt],
"prompt"),t(e[b.run],"shell"),t(e[b.verify],"shell"),t(e[b.vars],"vars"),t(e[X.agentArgs],"agent-args")}function Se(e,t){
let i=Object.keys(e).find(n=>n.toUpperCase()===t);return i===void 0?void 0:e[i]}function Mt(e,t,i,{file:n,locator:s,expressions:o}){
let a=[];for(let{expression:l,offset:r}of me(e.text))o.facts(l).resultPaths.some(i)&&a.push({rule:"untrusted-expression",
file:n,...s.locate(e,r),message:Rn(`\${{ ${l} }}`,t)});return a}function Rn(e,t){switch(t){case"shell":{let i=/^\$\{\{ env\.([A-Za-z_][A-Za-z0-9_]*) \}\}$/.
exec(e);return i?`\`${e}\` in a shell command: ${i[1]} holds attacker-controlled text, and GitHub pastes it into the scr\
ipt before the shell reads it. Use "$${i[1]}" (the shell's variable) instead`:`\`${e}\` in a shell command: GitHub pastes\
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
ch baton prints as data, inside \`{{fence \u2026}}\` for text people wrote`}}function ee(e,{dataSteps:t,dataOutputs:i,triggers:n,
taintedInputs:s}){if(e[0]==="inputs"&&s.size>0)return e[1]===void 0||e[1]==="*"||s.has(e[1].toLowerCase());if(e[0]==="gi\
thub"){if(e.length===1||e[1]==="head_ref"||e[1]==="*")return!0;if(e[1]==="event")return Ot(e.slice(2),n)}let[o,a,l,r]=e;
return l!=="outputs"||a===void 0||r===void 0?!1:o==="steps"?r===V.data&&(t.has(a)||a==="*"):o==="needs"?i.get(a)?.has(r)===
!0||a==="*":!1}function Nt(e,t,i){let n=new Set;for(let s of e)for(let[o,a]of Object.entries(s))a.expression!==null&&i.facts(
a.expression).resultPaths.some(l=>ee(l,t))&&n.add(o.toLowerCase());return n}function At(e,t,i){let n=new Map;for(let s of t){let o=s.calledBy===null?void 0:t.find(r=>r.id===s.calledBy),a=o?.call?i(
o.call.path)??s.workflow:e,l=a.jobs.find(r=>r.id===U(s.id))??s.job;n.set(s.id,{id:s.id,job:l,workflow:a,calledBy:s.calledBy})}
return n}function Ut(e,t){let i=new Map(e.map(s=>[s.id,s])),n=s=>{let o=i.get(s);return o===void 0?[]:[...o.calledBy===null?
[]:n(o.calledBy),...o.upstream]};return s=>[...new Set(He(n(s),o=>i.get(o)?.call))].map(o=>t.get(o)).filter(o=>o!==void 0)}var _n=[xt,Ct,mt,wt,Fe,ft,_t,St,$t,$e,Rt,yt,dt];function On(e,t,i={}){let n=Tt(i),s=qt(ge(e,t,n));return Vt(s,e,new Map,
t,n)}function Tt(e){let{readFile:t}=e;if(!t)return e;let i=new Map;return{...e,readFile:n=>{let s=i.get(n);if(s===void 0){
try{s={text:t(n)}}catch(o){s={error:o}}i.set(n,s)}if("error"in s)throw s.error;return s.text}}}function Vt(e,t,i,n,s){let{
readFile:o,loadAction:a}=s,l=zt(t,i,n,{...o?{readFile:p=>o(p)??void 0}:{},...a?{loadAction:p=>a(p)??void 0}:{}},e),r=[...new Set(
[t.fileName,...[...e,...l].map(p=>p.file)])],u=new Map(r.map((p,f)=>[p,f]));return Ee([...e,...l]).sort((p,f)=>u.get(p.file)-
u.get(f.file)||Q(p,f))}function ge(e,t,i,n){return{workflow:e,file:e.fileName,locator:new Z(e.source),expressions:t,...i.
readFile?{readFile:Nn(i.readFile)}:{},...i.loadAction?{loadAction:i.loadAction}:{},...i.actionProblem?{actionProblem:i.actionProblem}:
{},...n?{run:n}:{}}}function In(e,t,i,n,s={}){let o=Tt(s),a=Gt(e,t,i,n,o),l=new Set(a.map(r=>r.workflow.fileName));for(let r of t.
values())!("unreadable"in r)&&!l.has(r.fileName)&&(l.add(r.fileName),a.push(ge(r,n,o)));return Vt(Ee(a.flatMap(qt)),e,t,
n,o)}function Nn(e){return t=>{try{return e(t)}catch{return null}}}function Ee(e){let t=new Set;return e.filter(i=>{let n=JSON.
stringify(i);return t.has(n)?!1:(t.add(n),!0)})}function Gt(e,t,i,n,s){let o=f=>{let g=t.get(f);return g===void 0||"unre\
adable"in g?void 0:g},a=At(e,i,o),l=Ut(i,a),r=new Set(Object.keys(e.on)),u={prefix:"",jobs:a,stageUpstream:l,inherited:null,
triggers:r,taintedInputs:new Set},p=new Map([["",ge(e,n,s,u)]]);for(let f of i){let g=f.call?o(f.call.path):void 0,k=p.get(
f.calledBy===null?"":`${f.calledBy}/`),c=a.get(f.id);if(g===void 0||k?.run===void 0||c===void 0)continue;let x=D(c.job,c.
workflow),te=x.kind==="unset"?k.run.inherited:{permissions:x,from:x.from==="job"?`jobs.${U(f.id)}.permissions of ${c.workflow.
fileName}`:`the permissions: of ${c.workflow.fileName}, for its job ${U(f.id)}`},d={prefix:`${f.id}/`,jobs:a,stageUpstream:l,
inherited:te,triggers:r,taintedInputs:Wt(k,c.job)};p.set(d.prefix,ge(g,n,s,d))}return[...p.values()]}function qt(e){let{
workflow:t}=e,i=t.problems.filter(n=>n.severity==="error").map(n=>({rule:"workflow-invalid",file:t.fileName,...Pn(n.path),
message:n.message}));for(let n of _n)i.push(...n(e));return i.sort(Q)}function Pn(e){let t=q(e);return t?{line:t.line,column:t.
column}:{line:1,column:1}}function Wn(e,t,i){let n=Gt(e,i.called,i.expanded,t,{});return Ee(n.flatMap(s=>[...Fe(s),...$e(
s)])).sort(Q)}function Jn(e){let t=new Map;for(let i of e){let n=`${i.file}\0${i.rule}`;t.set(n,[...t.get(n)??[],i])}return[
...t.values()].map(i=>{let[n]=i;if(i.length===1)return`${ye(n)} (baton lint reports it too)`;let s=[...new Set(i.map(a=>a.
line))],o=s.length>10?`${s.slice(0,10).join(", ")}, \u2026`:s.join(", ");return`${n.file}: ${i.length} ${n.rule} finding\
s, at line${s.length===1?"":"s"} ${o}: ${fe[n.rule]}; baton lint ${n.file} says each`})}export{fe as a,Kt as b,ye as c,q as d,z as e,je as f,pt as g,Zt as h,On as i,In as j,Wn as k,Jn as l};

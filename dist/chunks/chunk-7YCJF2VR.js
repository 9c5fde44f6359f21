import{o as E,p as at,q as re,r as ae,s as le,t as ue,u as z,v as ce,w as D,x as lt,y as we}from"./chunk-L5CXZNTB.js";
import{Aa as tt,Ba as nt,Ea as it,Ia as ot,Ja as st,La as rt,M as Ve,N as Ge,O as He,Q as A,R as qe,V as Be,W as Z,f as Me,
fa as De,i as ie,n as _,o as oe,p as Ae,r as be,ra as Ke,sa as Xe,t as Ue,ta as Ye,ua as Ze,v as J,w as M,y as Te,ya as Qe,
za as et}from"./chunk-DKPKD4FY.js";import{y as se}from"./chunk-JGH3QKQO.js";import{f as Je}from"./chunk-YN25PATV.js";
import{c as Ie}from"./chunk-FCWOFCWY.js";import{f as ne}from"./chunk-JYVLKM6Q.js";import{d as _e}from"./chunk-OKFZ7BVP.js";
import{Aa as g,B as b,C as V,D as te,Da as We,S as y,Z as X,ca as ge,ia as m,ja as P,ka as G,la as O,ma as Ne,na as Pe,oa as v,
pa as w,ta as q,ua as he,va as B,wa as Y,xa as F,za as C}from"./chunk-6TGY3HYZ.js";var de={"workflow-invalid":"the workflow file does not parse or breaks GitHub\u2019s schema","template-invalid":"a promp\
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
check(G(),ge(1)),message:m(),severity:C(F("warning"))});function ke(e){let t=e.severity==="warning"?"warning: ":"";return Ie(
`${e.file}:${e.line}:${e.column}: ${t}${e.rule}: ${e.message}`)}function Q(e,t){return e.file!==t.file?e.file<t.file?-1:
1:e.line-t.line||e.column-t.column||(e.rule<t.rule?-1:e.rule>t.rule?1:0)}function H(e){let t=/^(.*):(\d+):(\d+)$/.exec(e);
return t?{file:t[1],line:Number(t[2]),column:Number(t[3])}:null}var L=w({line:P().check(G()),column:P().check(G())}),$=w({text:m(),expression:g(m()),position:L,keyPosition:C(L),literal:C(
Y(["string","number","boolean","null"]))}),S=We(()=>he("kind",[w({kind:F("literal"),value:q([m(),P(),O(),Ne()]),position:L}),
w({kind:F("expression"),expression:m(),text:m(),position:L}),w({kind:F("sequence"),items:v(S),position:L}),w({kind:F("ma\
pping"),entries:v(w({key:m(),value:S,keyPosition:C(L)})),position:L})])),ye=w({expression:m(),text:g(m()),position:g(L),
implicitSuccess:C(O())}),W=B(m(),$),xe=w({index:P().check(G()),id:g(m()),action:C(m()),name:g($),if:ye,run:g($),uses:g(w(
{text:m(),position:L})),ownAction:C(F(!0)),with:W,env:W,shell:g($),workingDirectory:g($),continueOnError:q([O(),$]),timeoutMinutes:g(
S),position:L}),Kt=he("kind",[w({kind:F("composite"),file:m(),directory:m(),source:m(),inputs:v(w({id:m(),default:g($),required:O()})),
outputs:v(w({id:m(),value:g($)})),steps:v(xe)}),w({kind:F("other"),file:m(),using:m()})]),Le=w({shell:g($),workingDirectory:g(
$)}),ut=w({id:m(),position:L}),ct=w({id:m(),name:g($),position:L,needs:v(ut),if:ye,strategy:g(S),runsOn:g(S),container:g(
S),services:g(S),env:W,outputs:W,permissions:g(S),continueOnError:q([O(),$]),timeoutMinutes:g(S),cancelTimeoutMinutes:g(
S),defaults:g(Le),uses:g(w({text:m(),position:L})),with:W,secrets:q([F("inherit"),W]),steps:v(xe),stageWorkflow:C(O())}),
je=w({name:m(),type:Y(["string","choice","boolean","environment","number"]),required:O(),default:g(q([m(),O(),P()])),description:g(
m()),options:g(v(m())),position:L}),Xt=w({inputs:B(m(),je),secrets:B(m(),w({required:O(),position:L})),outputs:W,position:L}),
Yt=w({fileName:m(),source:m(),name:g(m()),on:B(m(),Pe()),inputs:B(m(),je),env:W,permissions:g(S),defaults:g(Le),jobs:v(ct),
call:C(Xt),problems:v(Je)});function pe(e){let t=[],n=/\$\{\{([\s\S]*?)\}\}/g;for(let i=n.exec(e);i!==null;i=n.exec(e))t.push({expression:(i[1]??"").
trim(),offset:i.index});return t}function dt(e){let{workflow:t,file:n,actionProblem:i}=e;if(!i)return[];let s=[];for(let o of t.jobs)for(let r of o.steps){
let l=J(r);if(l.kind!=="local"||!r.uses)continue;let a=i(l.path);a!==null&&s.push({rule:"action-invalid",file:n,...r.uses.
position,message:a})}return s}function pt(e){let t=[];for(let n of e.workflow.jobs)at(n)&&t.push(...Zt(n,e),...Qt(n,e));return t}function Zt(e,{workflow:t,
file:n,run:i}){let s=i!==void 0&&i.prefix!=="",o=D(e,t),r=o.kind==="unset"?i?.inherited??null:null,l=r?.permissions??o;if(l.
kind==="unset")return[{rule:"agent-job-write",file:n,...e.position,message:`job ${e.id} runs an agent and neither it nor\
 the workflow${s?" nor its caller":""} sets \`permissions:\`, so its token has the repository's default, which may be writ\
e-all; set \`permissions:\` with \`contents: read\` on the job`}];let a=lt(l);if(a.length===0||l.kind==="expression")return[];
let u=r!==null?`the permissions its call gives it (${r.from})`:l.from==="job"?"its `permissions:`":"the workflow's `perm\
issions:`";return[{rule:"agent-job-write",file:n,...r!==null?e.position:l.position,message:`job ${e.id} runs an agent, a\
nd ${u} let its token write (${a.join(", ")}); an agent that reads untrusted text must not hold write access. Give this \
job read permissions and write from a job without an agent (a report job, a pull-request job)`}]}function Qt(e,t){let{workflow:n,
file:i,locator:s,expressions:o}=t,r=[],l=(a,u,d)=>{for(let[f,h]of Object.entries(a))for(let k of en(h,d?f:null,o))r.push(
{rule:"agent-job-secret",file:i,...s.locate(h,k.offset),message:`job ${e.id} runs an agent, and ${u} \`${f}\` gets ${k.what}\
; ${k.why}`})};l(n.env,"the workflow's env",!0),l(e.env,"its env",!0);for(let a of e.steps){let u=a.id?`step ${a.id}`:`s\
tep ${a.index+1}`;l(a.env,`${u}'s env`,!0),E(a)===null&&l(a.with,`${u}'s input`,!1),a.uses&&/^actions\/checkout@/.test(a.
uses.text)&&a.with["persist-credentials"]?.text.trim().toLowerCase()!=="false"&&r.push({rule:"agent-job-secret",file:i,...a.
uses.position,message:`job ${e.id} runs an agent, and actions/checkout keeps the job's token in .git/config where the ag\
ent can read it; add \`persist-credentials: false\` under \`with:\``})}return r}function en(e,t,n){let i=[],s=t!==null&&
ue.has(t.toUpperCase());for(let{expression:o,offset:r}of pe(e.text))for(let l of n.facts(o).paths)if(l[0]==="secrets"&&l[1]===
"github_token"||l[0]==="github"&&l[1]==="token")i.push({what:"the GitHub token",why:"a prompt injection could use it. Us\
e the token in a job without an agent",offset:r});else if(l[0]==="secrets"&&l[1]===void 0)i.push({what:"every secret of \
the repository",why:"pass only the model key it needs",offset:r});else if(l[0]==="secrets"&&l[1]!==void 0){if(s||ue.has(
l[1].toUpperCase()))continue;i.push({what:`the secret ${l[1].toUpperCase()}`,why:`an agent's job should hold only its mo\
del key (${[...ue].join(", ")}). Move the secret to a job without an agent`,offset:r})}return i}function ft(e){let{workflow:t}=e,n=Object.keys(t.on),i=e.run!==void 0&&e.run.prefix!==""||n.length>0&&n.every(o=>o==="wo\
rkflow_call"),s=[];for(let o of t.jobs)o.steps.forEach((r,l)=>{let a=i?tn(o,r,e):nn(o,r,l,e);a&&s.push(a)});return s}function tn(e,t,n){
let i=J(t);if(i.kind!=="baton"||i.action!=="stage"&&i.action!=="prepare"||t.uses===null)return null;let s=t.with[b.needs];
if(s!==void 0&&s.text.trim()!=="")return null;let o=mt(t,n);return o===null?null:{rule:"needs-input-missing",file:n.file,
...t.uses.position,message:nt(e.id,o.first,gt(e,o.named,n))}}function nn(e,t,n,i){let s=J(t);if(s.kind!=="baton"||s.action!==
"stage"&&s.action!=="prepare"||t.uses===null||t.uses.text.trim().startsWith("./"))return null;let o=t.with[b.needs];if(o!==
void 0&&o.text.trim()!=="")return null;let r=mt(t,i);if(r===null)return null;let l=u=>`${u.line}:${u.column}`,a=Qe(e.steps,
n,l);return a===null?null:{rule:"checkout-missing",file:i.file,...t.uses.position,message:tt(e.id,r.first,a,gt(e,r.named,
i))}}function mt(e,t){let n=e.with[b.prompt],i=e.with[b.promptFile],s=null;if(n)s={text:ie(n.text),at:(l,a)=>{let u=t.locator.
locateLine(n,l,a);return`${u.line}:${u.column}`}};else if(i&&i.expression===null&&t.readFile){let l=i.text.trim(),a=t.readFile(
l);a!==null&&(s={text:a,at:(u,d)=>`${l}:${u}:${d}`})}if(s===null)return null;let{analysis:o}=se(s.text);if(!o)return null;
let r=et(o,s.at);return r===null?null:{first:r,named:o.references}}function gt(e,t,{workflow:n,run:i}){let o=(i===void 0?
_(n,e.id).map(l=>n.jobs.find(a=>a.id===l)).filter(l=>l!==void 0):i.stageUpstream(`${i.prefix}${e.id}`).map(l=>l.job)).map(
l=>({id:l.id,...z(l)})),r=new Set;for(let l of t){if(l.kind==="stage"){o.some(d=>d.ids.includes(l.stage)||d.matrix&&l.stage.
startsWith(`${d.id}-`))&&r.add(l.stage);continue}let a=o.find(u=>u.id===l.stage);if(a&&!a.matrix&&!a.unknown)for(let u of a.
ids)r.add(u)}return[...r]}var ht={claude:[".claude",".mcp.json",".claude.json","CLAUDE.md","CLAUDE.local.md",".gitmodules",".ripgreprc",".husky"],
codex:[".codex","AGENTS.md","AGENTS.override.md",".agents"],gemini:[".gemini","GEMINI.md",".env"],copilot:[".github/copi\
lot",".github/hooks",".github/agents",".github/skills",".github/instructions",".github/copilot-instructions.md",".github\
/mcp.json",".mcp.json",".vscode/mcp.json",".agents",".claude","AGENTS.md","CLAUDE.md","GEMINI.md"]};function bt({workflow:e,file:t}){let n=[];for(let i of e.jobs)i.steps.forEach((s,o)=>{let r=on(i,s,o);r&&n.push({rule:"c\
heckout-shallow",file:t,severity:"warning",...r})});return n}function on(e,t,n){if(E(t)!=="stage"||t.uses===null)return null;
let i=sn(t,b.agent);if(i===null||!Te.includes(i))return null;let s=t.with[b.trustCheckout];if(s!==void 0&&(s.expression!==
null||s.text.trim()==="true"))return null;let o=rn(t);if(o===null)return null;let r=un(e.steps.slice(0,n),o);if(r===null)
return null;let{step:l,ref:a,path:u,depth:d}=r,f=ht[i],h=f.length>4?`${f.slice(0,4).join(", ")}, \u2026`:f.join(", "),k=u===
""?"":` into ${u}`;return{...t.uses.position,message:`job ${e.id}: the checkout at ${l.uses.position.line}:${l.uses.position.
column} checks out ${a}${k} with ${d===null?"actions/checkout's default `fetch-depth: 1`":`\`fetch-depth: ${d}\``}, so t\
he commit this run is for (GITHUB_SHA) is not in the clone; when the checkout is at another commit, as a pull request's \
head is, baton sets ${i}'s project configuration (${h}) to that commit's while the agent runs, and without it the agent \
runs with none of it (the step warns so). Give the checkout \`fetch-depth: 0\` so the agent gets the run's commit's config\
uration, or set \`${b.trustCheckout}: true\` on this step to let it read the checkout's (only for code you trust)`}}function sn(e,t){
let n=e.with[t];if(n===void 0||n.expression!==null)return null;let i=n.text.trim();return i===""?null:i}function rn(e){let t=e.
with[b.workingDirectory];return t===void 0?"":t.expression!==null?null:wt(t.text)}function wt(e){return e.trim().split("\
/").filter(t=>t!==""&&t!==".").join("/")}var an=/\bgit\s+(?:clone|checkout|switch|fetch|pull|reset|init|worktree|sparse-checkout)\b|\bgh\s+(?:pr\s+checkout|repo\s+clone)\b/,
ln=/^\$\{\{\s*github\.(?:sha|ref)\s*\}\}$/i;function un(e,t){for(let n of e.toReversed()){if(n.run!==null){if(an.test(n.
run.text))return null;continue}if(n.uses===null)continue;let i=n.uses.text.trim(),s=(i.split("@")[0]??"").toLowerCase();
if(s!=="actions/checkout"){if(s.startsWith("actions/")||i.startsWith("docker://"))continue;return null}let o=n.with.path;
if(o!==void 0&&o.expression!==null)return null;let r=o===void 0?"":wt(o.text);if(r!==""&&t!==r&&!t.startsWith(`${r}/`))continue;
let l=n.with.repository;if(l!==void 0&&(l.expression!==null||l.text.trim()!==""))return null;let a=n.with.ref;if(a===void 0||
a.text.trim()===""||ln.test(a.text.trim()))return null;let u=n.with["fetch-depth"];return u!==void 0&&(u.expression!==null||
u.text.trim()==="0")?null:{step:n,ref:a.text.trim(),path:r,depth:u===void 0?null:u.text.trim()}}return null}function kt(e){let{workflow:t,file:n}=e;return[...Ye(t).map(s=>({rule:"invalid-input",file:n,...s.position,message:s.message})),
...dn(e),...cn(e)]}function cn({workflow:e,file:t}){let n=[];for(let i of e.jobs){if(!M(i)||!i.uses)continue;let s=i.uses.
text.trim(),o=s.includes("@")?s.slice(s.lastIndexOf("@")+1):"",r=i.with[X.batonRef];if(!/^[0-9a-f]{40}$/i.test(o)||!r||r.
expression!==null)continue;let l=r.text.trim();l.toLowerCase()!==o.toLowerCase()&&n.push({rule:"invalid-input",file:t,...r.
position,message:`${X.batonRef}: ${JSON.stringify(l)} is not the commit job ${i.id} calls baton's stage workflow at (${o}\
), so the workflow and the action it runs would be two versions of baton (an update that bumped only the uses: line, say\
); pass ${o}`})}return n}function dn({workflow:e,file:t,locator:n,expressions:i,run:s}){let o=[],r;for(let l of e.jobs){
let a=re(l).map(c=>c[b.needs]).filter(c=>c!==void 0&&c.expression===null);if(a.length===0)continue;r??=new Map(e.jobs.map(
c=>[c.id,ce(c,i)]));let u=s?.stageUpstream(`${s.prefix}${l.id}`).map(c=>c.job)??null,d=new Map(r);for(let c of u??[])d.has(
c.id)||d.set(c.id,ce(c,i));let f=u?.map(c=>c.id)??_(e,l.id),h=(u??f.map(c=>e.jobs.find(x=>x.id===c))).filter(c=>c!==void 0).
map(c=>({id:c.id,...ce(c,i)})),k={job:l.id,upstreamStages:h.flatMap(c=>c.stages??[]),openMatrices:h.filter(c=>c.stages===
null&&c.openMatrix).map(c=>c.id),unknown:h.some(c=>c.stages===null&&!c.openMatrix),jobs:d,upstreamJobs:f,runsAfter:c=>oe(
e,c,l.id)};for(let c of a)for(let x of De(c,k))o.push({rule:"invalid-input",file:t,...n.locate(c,x.offset),message:x.message})}
return o}function yt({workflow:e,file:t,expressions:n}){let i=[],s=o=>be(e.fileName,o);for(let o of e.jobs){let r=ot(o.strategy);
if(!(r===null||Me(r)))try{st(n,r,{},s)}catch(l){if(!(l instanceof _e))throw l;let a=H(l.where??"")??r.position;i.push({rule:"\
workflow-invalid",file:t,line:a.line,column:a.column,message:`jobs.${o.id}: ${l.message}`})}}return i}function ze({workflow:e,file:t,expressions:n}){let i=e.jobs.map(a=>a.id),s=new Set;for(let a of e.jobs){s.add(a.id.toLowerCase());
for(let u of z(a).ids)s.add(u.toLowerCase())}let o=new Map(e.jobs.map(a=>{let u=le(a,V.next,n);return(M(a)||z(a).ids.length>
0)&&u.add(V.next),[a.id.toLowerCase(),u]})),r=[],l=(a,u)=>{if(!(a.text===null||a.position===null))for(let d of n.facts(a.
expression).comparisons){let[f,h,k,c]=d.path;k!=="outputs"||h===void 0||c===void 0||!(f==="needs"&&o.get(h)?.has(c)||f===
"steps"&&c===V.next&&ae(u).has(h))||d.literal===""||s.has(d.literal.toLowerCase())||r.push({rule:"next-unknown-job",file:t,
...a.position,message:`\`${d.path.join(".")} ${d.operator} '${d.literal}'\`: there is no job ${d.literal} in this workfl\
ow, so no handoff can take this route; jobs: ${i.join(", ")}${pn(d.literal,i)}`})}};for(let a of e.jobs){l(a.if,a);for(let u of a.
steps)l(u.if,a)}return r}function pn(e,t){let n=ne(e,t);return n===void 0?"":` (did you mean ${n}?)`}var xt={[y.stageDuplicate]:"stage-duplicate",[y.stageInvalid]:"invalid-input",[y.promptFileMissing]:"invalid-input",[y.timeoutInvalid]:"\
timeout-invalid",[y.shellInvalid]:"shell-invalid",[y.matrixInvalid]:"workflow-invalid",[y.templateStage]:"template-not-u\
pstream",[y.templateInvalid]:null,[y.templateKey]:"template-invalid",[y.templateDataKey]:"data-key-undeclared",[y.needsInput]:null,
[y.checkoutMissing]:null,[y.actionInputInvalid]:null,[y.actionInputUnknown]:null,[y.workflowCallInvalid]:null,[y.inputMissing]:null,
[y.inputUnknown]:null,[y.inputInvalid]:null,[y.eventNotTrigger]:null,[y.jobUnknown]:null};function jt(e,t,n,i,s){let o=new Set(
s.map(Lt)),r=[];for(let l of it(e,n,{...i,calledWorkflows:t,anyRun:!0})){let a=Object.hasOwn(xt,l.code)?xt[l.code]:null;
if(a===null)continue;let u=H(l.path)??{file:l.path,line:1,column:1},d={rule:a,...u,message:l.message};o.has(Lt(d))||r.push(
d)}return r}function Lt(e){return JSON.stringify([e.rule,e.file,e.line,e.column])}function zt({workflow:e,file:t}){let n=[];for(let i of e.jobs){let s=i.steps.find(l=>E(l)==="report"&&l.uses!==null);if(s===
void 0)continue;let o=mn(i,s,e.jobs,l=>_(e,l));o&&n.push({rule:"report-needs-incomplete",file:t,...o});let r=gn(i,s);r&&
n.push({rule:"report-skipped",file:t,...r})}return n}function fn(e){let t=e.with[b.needs];return t?.expression==null?!1:
t.expression.replace(/\s+/g,"").toLowerCase()==="tojson(needs)"}function mn(e,t,n,i){if(!fn(t))return null;let s=new Set(
e.needs.map(a=>a.id)),o=n.filter(a=>a.id!==e.id&&!s.has(a.id)).filter(a=>!i(a.id).includes(e.id)).map(a=>a.id);if(o.length===
0)return null;let r=e.needs.map(a=>a.id);return{...e.needs[0]?.position??e.position,message:`job ${e.id} passes \`${b.needs}\
: \${{ toJSON(needs) }}\` to ${t.uses.text.trim()}, but GitHub's \`needs\` context holds only the jobs a job lists in its \
own \`needs:\`, and it does not list ${o.join(", ")}: a failure of one of them is not in that context (a job it lists th\
at runs after it is skipped, and a skipped job fails nothing), so the report would not say the run failed; list them in \
its \`needs:\` (needs: [${[...r,...o].join(", ")}])`}}function gn(e,t){if(e.needs.length===0)return null;let n=e.if,i=n.
expression.replace(/'(?:[^']|'')*'/g,"''");if(/\b(?:always|failure|cancelled)\s*\(/i.test(i))return null;let s=(n.text??
"").trim().replace(/^\$\{\{([\s\S]*)\}\}$/,"$1").trim(),o="so GitHub runs it only when every job it needs succeeded: whe\
n one fails or is cancelled, the report job is skipped and no report says so",r;return n.text===null||s===""?r=`it has n\
o \`if:\`, ${o}; give it \`if: always()\``:n.implicitSuccess?r=`its \`if:\` calls no status function, ${o}; make it \`if:\
 always() && (${s})\``:r=`its \`if:\` calls \`success()\`, ${o}; call \`always()\` in its place`,{...n.position??e.position,
message:`job ${e.id} runs ${t.uses.text.trim()} and needs ${e.needs.map(l=>l.id).join(", ")}, but ${r}`}}var hn=new Set(["pull_request","pull_request_target","pull_request_review","pull_request_review_comment","issue_comment"]);
function $t({workflow:e,file:t}){let n=[],s=Object.keys(e.on).some(o=>hn.has(o))?"pull-requests":"issues";for(let o of e.
jobs)for(let r of o.steps){if(E(r)!=="report"||!r.uses)continue;let l=r.with[b.mode];if(l&&l.expression===null&&l.text.trim()===
"summary")continue;let a=D(o,e);if(a.kind==="expression"||we(a,"issues")||we(a,"pull-requests"))continue;let u=a.kind===
"unset"?"neither the job nor the workflow sets `permissions:` (the repository default may be read-only)":"its token has \
neither `issues: write` nor `pull-requests: write`";n.push({rule:"report-permission",file:t,...r.uses.position,message:`\
job ${o.id} posts the report comment with ${r.uses.text}, but ${u}; add \`${s}: write\` to the job's \`permissions:\` (or s\
et \`${b.mode}: summary\`)`})}return n}function Ft(e){let t=[];for(let n of e.workflow.jobs)for(let i of re(n)){let s=i[b.prompt];s&&t.push(...St(n,bn(s,e),e));
let o=i[b.promptFile];if(o&&o.expression===null&&e.readFile){let r=o.text.trim(),l=e.readFile(r);l!==null&&t.push(...St(
n,{text:l,file:r,at:(a,u)=>({line:a,column:u})},e))}}return t}function bn(e,{file:t,locator:n}){return{text:ie(e.text),file:t,
at:(s,o)=>n.locateLine(e,s,o)}}function St(e,t,n){let{workflow:i}=n,s=[],{analysis:o,problems:r}=se(t.text);for(let p of r)
s.push({rule:"template-invalid",file:t.file,...t.at(p.line,p.column),message:[p.message,...p.details].join("; ")});let l=o?.
references??[],a={data:p=>{let j="stage"in p?vt(i,p.stage):i.jobs.find(U=>U.id===p.job);return j===void 0?void 0:Ze(j)}};
for(let{closed:p,error:j}of Ke(o?.keys??[],a))p||s.push({rule:"data-key-undeclared",severity:"warning",file:t.file,...t.
at(j.line,j.column),message:[j.message,...j.details].join("; ")});let u=wn(e,n),d=u.flatMap(p=>z(p).ids),f=p=>u.some(j=>{
let U=z(j);return U.unknown||U.ids.includes(p)||U.matrix&&p.startsWith(`${j.id}-`)}),h=n.run?kn(e,n.run):u.map(p=>({id:p.
id,jobs:[p]})),k=h.map(p=>p.id),c=e.with[b.needs],x=Ve(i,e)?Ge(c,xn(i)):null;for(let p of l){if(p.kind==="stage"?f(p.stage):
k.includes(p.stage)){let N=(h.find(R=>R.id===p.stage)?.jobs??[]).map(z),K=p.kind==="stage"?[p.stage]:N.some(R=>R.unknown||
R.matrix)?[]:N.flatMap(R=>R.ids);if(x&&K.length>0&&!K.some(R=>x.has(R))){let R=p.kind==="stage"?`stages.${p.stage}`:`job\
s.${p.stage}`,qt=p.kind==="stage"?p.stage:`its stages (${K.join(", ")})`;s.push({rule:"template-not-upstream",file:t.file,
...t.at(p.line,p.column),message:He(R,qt,e.id,c)})}continue}let U=p.kind==="stage"?"stages":"jobs",me=p.kind==="stage"?d:
k,Ht=p.kind==="stage"?"stages":"jobs",T,Ee="",I=p.kind==="job"?i.jobs.find(N=>N.id===p.stage):vt(i,p.stage),Re=I&&I.id!==
e.id?oe(i,I.id,e.id):null,Oe=I===void 0&&n.run?yn(e,p,n.run):null;if(p.kind==="job"&&n.run?Ct(n.run.stageUpstream(`${n.run.
prefix}${e.id}`)).some(N=>N.id===p.stage):!1)T=`a called workflow reads its own jobs by their ids in its file, as GitHub\
's records name them (github.job is the called file's own job id): jobs.${A(p.stage)}`;else if(I?.id===e.id)T="that is t\
his stage itself (its previous attempt is {{attempt.previous}})";else if(I&&Re)T=`job ${I.id} runs after job ${e.id} (${Ae(
Re)}), and a prompt reads only stages of jobs that finish before it`;else if(I)T=`it runs beside job ${e.id}, not before\
 it; add ${I.id} to \`needs:\` of job ${e.id} if the prompt needs its handoff`;else if(Oe!==null)T=Oe;else{T=`there is n\
o ${p.kind} ${p.stage} in this workflow${[...n.run?.jobs.values()??[]].some(K=>K.calledBy!==null)?" or the workflows the\
 run calls":""}`;let N=ne(p.stage,me);N!==void 0&&(Ee=` (did you mean ${N}?)`)}s.push({rule:"template-not-upstream",file:t.
file,...t.at(p.line,p.column),message:`${U}.${p.stage} is not upstream of job ${e.id}: ${T}; upstream ${Ht}: ${me.length>
0?me.join(", "):"(none)"}${Ee}`})}return s}function wn(e,{workflow:t,run:n}){return n?n.stageUpstream(`${n.prefix}${e.id}`).
map(i=>i.job):_(t,e.id).map(i=>t.jobs.find(s=>s.id===i)).filter(i=>i!==void 0)}function kn(e,t){let n=t.stageUpstream(`${t.
prefix}${e.id}`),i=Ct(n),s=new Map(i.map(r=>[r.id,[]]));for(let r of n)for(let l=r.id.length;l!==-1&&(s.get(r.id.slice(0,
l))?.push(r.job),l!==0);l=r.id.lastIndexOf("/",l-1));let o=new Map;for(let r of i){let l=A(r.id);o.set(l,[...o.get(l)??[],
...s.get(r.id)??[]])}return[...o].map(([r,l])=>({id:r,jobs:l}))}function Ct(e){let t=new Set(e.map(n=>n.id));return e.filter(
n=>n.calledBy===null||!t.has(n.calledBy))}function yn(e,t,n){let i=t.kind==="job"?n.jobs.get(t.stage):[...n.jobs.values()].
find(r=>z(r.job).ids.includes(t.stage));if(i===void 0)return null;let s="a prompt reads only stages of jobs that finish \
before it",o=Be(r=>n.jobs.get(r),`${n.prefix}${e.id}`,i.id);switch(o.kind){case"self":return`that is this job itself; ${s}`;case"\
add":return`it is not upstream of job ${e.id}; add '${o.need}' to ${o.needsOf} if the prompt needs its handoff`;default:
return`${o.text}; ${s}`}}function vt(e,t){let n=e.jobs.map(i=>({job:i,stages:z(i)}));return n.find(i=>i.stages.ids.includes(
t)&&!i.stages.matrix)?.job??n.filter(i=>i.stages.matrix&&(t===i.job.id||t.startsWith(`${i.job.id}-`))).sort((i,s)=>s.job.
id.length-i.job.id.length)[0]?.job??n.find(i=>i.stages.ids.includes(t))?.job}function xn(e){let t=e.jobs.map(n=>({job:n,
stages:z(n)}));return n=>{let i=t.find(o=>o.stages.ids.includes(n)&&!o.stages.matrix)??t.filter(o=>o.stages.matrix&&n.startsWith(
`${o.job.id}-`)).sort((o,r)=>r.job.id.length-o.job.id.length)[0];if(i===void 0)return;let s=_(e,i.job.id).map(o=>z(e.jobs.
find(r=>r.id===o)));return{callsStageWorkflow:M(i.job),needsInput:i.job.with[b.needs],upstreamStages:s.some(o=>o.unknown||
o.matrix)?null:s.flatMap(o=>o.ids)}}}function Et({workflow:e,file:t}){return Xe(e).map(n=>({rule:"unknown-input",file:t,...n.position,message:n.message}))}function Rt({workflow:e,file:t}){let n=[],i=s=>{let o=jn(s.text);o&&n.push({rule:"unpinned-action",file:t,...s.position,
message:o})};for(let s of e.jobs){s.uses&&i(s.uses);for(let o of s.steps)o.uses&&Ue(o.uses.text)&&i(o.uses)}return n}var Ln=new Set(
["actions","github","dependabot"]);function jn(e){if(e.startsWith("./")||e.startsWith("../"))return null;if(e.startsWith(
"docker://"))return/@sha256:[0-9a-f]{64}$/.test(e)?null:`${e}: the image is not pinned to a digest; a tag can be pushed \
again with other content. Use ${e.replace(/[:@][^/:@]*$/,"")}@sha256:<digest>`;let t=e.lastIndexOf("@");if(t===-1)return`${e}\
: no ref at all; pin the full commit sha: ${e}@<40-hex commit sha> # <tag>`;let n=e.slice(t+1);if(/^[0-9a-f]{40}$/.test(
n))return null;let i=e.slice(0,t),s=i.split("/")[0]?.toLowerCase()??"";return n!==""&&Ln.has(s)?null:`${e}: \`${n}\` is n\
ot a commit sha, and a tag or branch can be moved to other code; pin the full commit sha: ${i}@<40-hex commit sha> # ${n}\
 (only GitHub's own actions, under actions/, github/ and dependabot/, may name a tag or branch)`}var zn=new Set(["number","id","run_number","run_attempt","workflow_id","check_suite_id","draft","merged","locked","fork",
"private","comments","review_comments","additions","deletions","changed_files"]),$n=new Set(["issue","pull_request","dis\
cussion","answer","comment","review","label","milestone","release","workflow_run","workflow_job","check_run","check_suit\
e","deployment","deployment_status","head","base","repo","head_repository","repository","organization","installation","t\
eam","sender","user","assignee"]),Sn=new Set(["number","after","before","created","deleted","forced","ref_type","issue.s\
tate","pull_request.state","discussion.state","pull_request.commits","pull_request.head.sha","pull_request.base.sha","pu\
ll_request.author_association","comment.author_association","workflow_run.status","workflow_run.conclusion","workflow_ru\
n.head_sha","workflow_run.head_commit.id","head_commit.id","merge_group.head_sha","merge_group.base_sha","check_suite.he\
ad_sha","check_run.head_sha","deployment.sha","pull_request.merge_commit_sha","review.state","schedule"]);function Ot(e,t){
if(e.length===0)return!0;let n=e.join(".");if(n==="action")return t.has("repository_dispatch")||t.has("workflow_call");if(Sn.
has(n))return!1;let i=e[e.length-1]??"",s=e.slice(0,-1);return!(s.length>0&&zn.has(i)&&s.every(o=>$n.has(o)))}function ve(e){let{workflow:t,expressions:n}=e,i=[],s=!1;for(let o of t.jobs){let r=Nt(e,o),l=a=>{let u=It(a,r,n),d=f=>ee(
f,r)||f[0]==="env"&&u.has(f[1]??"");return(f,h)=>{f&&i.push(...Jt(f,h,d,e))}};o.steps.some(a=>E(a)==="stage")&&(l([t.env])(
$e(o.env,te.args),"agent-args"),s||l([])($e(t.env,te.args),"agent-args"),s=!0);for(let a of o.steps){let u=l([t.env,o.env,
a.env]);u(a.run,"shell");let d=E(a);(d==="stage"||d==="prepare")&&Se(a.with,u),d==="stage"&&u($e(a.env,te.args),"agent-a\
rgs"),a.uses&&/^actions\/github-script@/.test(a.uses.text)&&u(a.with.script,"script");let f=J(a);if(f.kind==="local"){let h=It(
[t.env,o.env,a.env],r,n),k=c=>ee(c,r)||c[0]==="env"&&h.has(c[1]??"");i.push(...Wt(f.path,Fe(a.with,k,n),e,0))}}M(o)&&Se(
o.with,l([t.env]))}return i}var _t=new WeakMap;function vn(e,t){let n=_t.get(e);return n===void 0&&(n=new Map(e.jobs.map(
i=>[i.id.toLowerCase(),le(i,V.data,t)])),_t.set(e,n)),n}function Nt({workflow:e,expressions:t,run:n},i){return{dataSteps:ae(
i),dataOutputs:vn(e,t),triggers:n?.triggers??new Set(Object.keys(e.on)),taintedInputs:n?.taintedInputs??new Set}}function Pt(e,t){
let n=Nt(e,t);return Fe(t.with,i=>ee(i,n),e.expressions)}function Fe(e,t,n){let i=new Set;for(let[s,o]of Object.entries(
e))o.expression!==null&&n.facts(o.expression).resultPaths.some(t)&&i.add(s.toLowerCase());return i}function Wt(e,t,n,i){
let s=i>rt?null:n.loadAction?.(e)??null;if(s?.kind!=="composite")return[];let o={...n,file:s.file,locator:new Z(s.source)},
r={dataSteps:new Set,dataOutputs:new Map,triggers:n.run?.triggers??new Set(Object.keys(n.workflow.on)),taintedInputs:new Set},
l=u=>ee(u,r)||u[0]==="inputs"&&t.has((u[1]??"").toLowerCase()),a=[];for(let u of s.steps){let d=new Set;for(let[c,x]of Object.
entries(u.env))x.expression!==null&&n.expressions.facts(x.expression).resultPaths.some(l)&&d.add(c.toLowerCase());let f=c=>l(
c)||c[0]==="env"&&d.has(c[1]??""),h=(c,x)=>{c&&a.push(...Jt(c,x,f,o))};h(u.run,"shell");let k=J(u);k.kind==="baton"&&(k.
action==="stage"||k.action==="prepare")&&Se(u.with,h),u.uses&&/^actions\/github-script@/.test(u.uses.text)&&h(u.with.script,
"script"),k.kind==="local"&&a.push(...Wt(k.path,Fe(u.with,f,n.expressions),n,i+1))}return a}function Se(e,t){t(e[b.prompt],
"prompt"),t(e[b.run],"shell"),t(e[b.verify],"shell"),t(e[b.vars],"vars"),t(e[X.agentArgs],"agent-args")}function $e(e,t){
let n=Object.keys(e).find(i=>i.toUpperCase()===t);return n===void 0?void 0:e[n]}function Jt(e,t,n,{file:i,locator:s,expressions:o}){
let r=[];for(let{expression:l,offset:a}of pe(e.text))o.facts(l).resultPaths.some(n)&&r.push({rule:"untrusted-expression",
file:i,...s.locate(e,a),message:Fn(`\${{ ${l} }}`,t)});return r}function Fn(e,t){switch(t){case"shell":{let n=/^\$\{\{ env\.([A-Za-z_][A-Za-z0-9_]*) \}\}$/.
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
thub"){if(e.length===1||e[1]==="head_ref"||e[1]==="*")return!0;if(e[1]==="event")return Ot(e.slice(2),i)}let[o,r,l,a]=e;
return l!=="outputs"||r===void 0||a===void 0?!1:o==="steps"?a===V.data&&(t.has(r)||r==="*"):o==="needs"?n.get(r)?.has(a)===
!0||r==="*":!1}function It(e,t,n){let i=new Set;for(let s of e)for(let[o,r]of Object.entries(s))r.expression!==null&&n.facts(
r.expression).resultPaths.some(l=>ee(l,t))&&i.add(o.toLowerCase());return i}function Mt(e,t,n){let i=new Map;for(let s of t){let o=s.calledBy===null?void 0:t.find(a=>a.id===s.calledBy),r=o?.call?n(
o.call.path)??s.workflow:e,l=r.jobs.find(a=>a.id===A(s.id))??s.job;i.set(s.id,{id:s.id,job:l,workflow:r,calledBy:s.calledBy})}
return i}function At(e,t){let n=new Map(e.map(s=>[s.id,s])),i=s=>{let o=n.get(s);return o===void 0?[]:[...o.calledBy===null?
[]:i(o.calledBy),...o.upstream]};return s=>[...new Set(qe(i(s),o=>n.get(o)?.call))].map(o=>t.get(o)).filter(o=>o!==void 0)}var Cn=[yt,Ft,ft,bt,ve,pt,Rt,$t,zt,ze,Et,kt,dt];function En(e,t,n={}){let i=Ut(n),s=Gt(fe(e,t,i));return Tt(s,e,new Map,
t,i)}function Ut(e){let{readFile:t}=e;if(!t)return e;let n=new Map;return{...e,readFile:i=>{let s=n.get(i);if(s===void 0){
try{s={text:t(i)}}catch(o){s={error:o}}n.set(i,s)}if("error"in s)throw s.error;return s.text}}}function Tt(e,t,n,i,s){let{
readFile:o,loadAction:r}=s,l=jt(t,n,i,{...o?{readFile:d=>o(d)??void 0}:{},...r?{loadAction:d=>r(d)??void 0}:{}},e),a=[...new Set(
[t.fileName,...[...e,...l].map(d=>d.file)])],u=new Map(a.map((d,f)=>[d,f]));return Ce([...e,...l]).sort((d,f)=>u.get(d.file)-
u.get(f.file)||Q(d,f))}function fe(e,t,n,i){return{workflow:e,file:e.fileName,locator:new Z(e.source),expressions:t,...n.
readFile?{readFile:On(n.readFile)}:{},...n.loadAction?{loadAction:n.loadAction}:{},...n.actionProblem?{actionProblem:n.actionProblem}:
{},...i?{run:i}:{}}}function Rn(e,t,n,i,s={}){let o=Ut(s),r=Vt(e,t,n,i,o),l=new Set(r.map(a=>a.workflow.fileName));for(let a of t.
values())!("unreadable"in a)&&!l.has(a.fileName)&&(l.add(a.fileName),r.push(fe(a,i,o)));return Tt(Ce(r.flatMap(Gt)),e,t,
i,o)}function On(e){return t=>{try{return e(t)}catch{return null}}}function Ce(e){let t=new Set;return e.filter(n=>{let i=JSON.
stringify(n);return t.has(i)?!1:(t.add(i),!0)})}function Vt(e,t,n,i,s){let o=f=>{let h=t.get(f);return h===void 0||"unre\
adable"in h?void 0:h},r=Mt(e,n,o),l=At(n,r),a=new Set(Object.keys(e.on)),u={prefix:"",jobs:r,stageUpstream:l,inherited:null,
triggers:a,taintedInputs:new Set},d=new Map([["",fe(e,i,s,u)]]);for(let f of n){let h=f.call?o(f.call.path):void 0,k=d.get(
f.calledBy===null?"":`${f.calledBy}/`),c=r.get(f.id);if(h===void 0||k?.run===void 0||c===void 0)continue;let x=D(c.job,c.
workflow),p=x.kind==="unset"?k.run.inherited:{permissions:x,from:x.from==="job"?`jobs.${A(f.id)}.permissions of ${c.workflow.
fileName}`:`the permissions: of ${c.workflow.fileName}, for its job ${A(f.id)}`},j={prefix:`${f.id}/`,jobs:r,stageUpstream:l,
inherited:p,triggers:a,taintedInputs:Pt(k,c.job)};d.set(j.prefix,fe(h,i,s,j))}return[...d.values()]}function Gt(e){let{workflow:t}=e,
n=t.problems.filter(i=>i.severity==="error").map(i=>({rule:"workflow-invalid",file:t.fileName,..._n(i.path),message:i.message}));
for(let i of Cn)n.push(...i(e));return n.sort(Q)}function _n(e){let t=H(e);return t?{line:t.line,column:t.column}:{line:1,
column:1}}function In(e,t,n){let i=Vt(e,n.called,n.expanded,t,{});return Ce(i.flatMap(s=>[...ve(s),...ze(s)])).sort(Q)}function Nn(e){
let t=new Map;for(let n of e){let i=`${n.file}\0${n.rule}`;t.set(i,[...t.get(i)??[],n])}return[...t.values()].map(n=>{let[
i]=n;if(n.length===1)return`${ke(i)} (baton lint reports it too)`;let s=[...new Set(n.map(r=>r.line))],o=s.length>10?`${s.
slice(0,10).join(", ")}, \u2026`:s.join(", ");return`${i.file}: ${n.length} ${i.rule} findings, at line${s.length===1?"":
"s"} ${o}: ${de[i.rule]}; baton lint ${i.file} says each`})}export{de as a,Dt as b,ke as c,H as d,$ as e,xe as f,ct as g,Yt as h,En as i,Rn as j,In as k,Nn as l};

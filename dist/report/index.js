import{A as he,B as $e,C as N,D as be,h as z,k as x,l as O,n as de,o as fe,p as b,q as C,r as M,t as q,u as me,w as pe,x as E,
y as W,z as ge}from"../action-chunks/chunk-PE2KD266.js";import{a as Y}from"../action-chunks/chunk-QKOWGC76.js";import{a as Me}from"../action-chunks/chunk-R2LRCHEZ.js";
import"../action-chunks/chunk-6OMOMMD2.js";import{i as ce}from"../action-chunks/chunk-4RJZKZYG.js";import"../action-chunks/chunk-PO5EA42V.js";import{
N as T}from"../action-chunks/chunk-HXF3DXJK.js";import{b as S,d as v}from"../action-chunks/chunk-ZB3GGCKF.js";import{s as B,t as ae,u as ue,
v as le,w as p,x as U}from"../action-chunks/chunk-CITQMF73.js";import{f as se,h as ie,i as _,k as F}from"../action-chunks/chunk-DHIUKFLR.js";
import"../action-chunks/chunk-SM223FN7.js";import{d as Ce}from"../action-chunks/chunk-A64LSPLL.js";var L=Ce(Me(),1);async function we(e){let t=await e.list(),n=await Promise.allSettled(t.map(({stage:s,attempt:u,runAttempt:a})=>e.getAttempt(
s,u,a))),r=[],o=[];return n.forEach((s,u)=>{let{stage:a,attempt:l,runAttempt:i}=t[u];s.status==="fulfilled"?s.value&&r.push(
s.value):o.push({stage:a,attempt:l,runAttempt:i,reason:v(s.reason)})}),{records:r,unreadable:o}}var X="default",Se=160,Ge=512;function Z(e,t=X){return`<!-- ${le}${Re(e)}:${Re(t)} -->`}function Re(e){return encodeURIComponent(
e).replace(/[!'()*]/g,Te).replace(/-(?=-)/g,"%2D")}function Te(e){return`%${e.charCodeAt(0).toString(16).toUpperCase().padStart(
2,"0")}`}function De(e){let t=0;for(let n=e.indexOf(`
`);n!==-1;n=e.indexOf(`
`,n+1))t++;return e.length+t}var Pe=5e4;function Q(e){return{secrets:e.secrets??[],...e.serverUrl===void 0?{}:{serverUrl:e.
serverUrl}}}function xe(e,t={}){let n=Le(e),r=t.maxLength??B.commentChars-Ge,o=n.length,s=(i,d=o,g=!0,f=o)=>{let c=ze(n,
t,{fieldChars:i,fieldsCut:new Set,sectionsKept:d,flowchart:g,rowsKept:f});return{text:c,ok:De(c)<=r}},u=s(null);if(u.ok)
return u.text;let a=64,l=(i,d,g)=>{let f=g(i);if(!f.ok)return null;for(;d-i>Math.max(0,d>>6);){let c=Math.ceil((i+d)/2),
m=g(c);m.ok?(i=c,f=m):d=c-1}return f.text};return l(a,Math.max(a,He(n)),i=>s(i))??l(0,o,i=>s(a,i))??l(0,o,i=>s(a,0,!1,i))??
s(a,0,!1,0).text}function He(e){let t=0;for(let{latest:n}of e){let r=n.handoff,o=[r?.summary,r?.detail,r?.failure?.reason,
n.record.outcome.message];for(let s of o)t=Math.max(t,s?.length??0);for(let s of Object.values(r?.data??{}))t=Math.max(t,
s.length)}return t}function Le(e){let t=new Map;for(let r of e){let o=t.get(r.record.stage)??[];o.push(r),t.set(r.record.
stage,o)}return[...t.entries()].map(([r,o])=>{let s=[...o].sort((u,a)=>z(x(u.record),x(a.record)));return{stage:r,latest:s[s.
length-1],earlier:s.slice(0,-1)}}).sort((r,o)=>r.latest.record.hop-o.latest.record.hop||T(ye(r),ye(o))||T(r.stage,o.stage))}
function Ke(e,t){if(e.run.attempt===1)return t>1?`attempt ${e.attempt} of ${t}`:"";let n=O(x(e));return t>1?`${n}, ${t} \
attempts`:n}function ye(e){return(e.earlier[0]??e.latest).record.agent.started_at}var H={success:"\u2705",partial:"\u{1F7E1}",
blocked:"\u26D4",failure:"\u274C",cancelled:"\u{1F6AB}"},Fe={...H,running:"\u23F3",interrupted:"\u26A0\uFE0F"},J=["failu\
re","cancelled","blocked","partial","success"];function A(e){return ce(e.status,e.outcome.reason)}function Ee(e,t){let n=A(
e),r=e.outcome.reason==="completed"||n==="cancelled"?"":` ${t(e.outcome.reason)}`;return`${H[n]} ${n}${r}`}function Be(e){
let t=null;for(let{latest:n}of e){let r=A(n.record);(t===null||J.indexOf(r)<J.indexOf(t))&&(t=r)}return t}function ze(e,t,n){
let r=Q(t),o=t.workflow??e[0]?.latest.record.run.workflow??"workflow",s=e[0]?.latest.record.run,u=[Z(o,t.key)],a=t.cancelled||
t.run?.status==="cancelled"?"cancelled":Be(e),l=t.run?.status==="failure"&&a!=="failure",i=t.run?.status==="running"||t.
run?.status==="interrupted"?t.run.status:l?"failure":a??t.run?.status??null,d=b(o,r)||"workflow";if(u.push(i===null?`## \
baton report \xB7 ${d}`:`## ${Fe[i]} baton report \xB7 ${d} \xB7 ${i}`),u.push(We(e,t.runId??s?.id??null,t)),l&&t.run&&t.
run.failedJobs.length>0){let c=t.run.failedJobs.map(m=>M(m,r));u.push(`The run failed: ${c.length===1?"job":"jobs"} ${c.
join(", ")} failed.`)}let g=qe(t);if(e.length===0)u.push("No baton records were found for this run. A stage that failed \
before it recorded (an input it refused, say) leaves none: its job\u2019s log says why."),g&&u.push(g);else{u.push(Je(e,
r,n)),g&&u.push(g);let c=n.flowchart?Qe(e):"";c!==""&&c.length<=Pe?u.push(c):n.flowchart=!1;for(let m of e.slice(0,n.sectionsKept))
u.push(tt(m,t,n))}let f=nt(e,n,t);return f&&u.push(f),u.push("<sub>Built by baton from the stage records; agent text is \
shown as data, sanitised.</sub>"),`${u.join(`

`)}
`}function qe(e){let t=[...e.unreadable??[]].sort((o,s)=>T(o.stage,s.stage)||z(o,s));if(t.length===0)return null;let n=t.
slice(0,20).map(o=>`> - ${M(k(o.stage))} ${O(o)}: ${b(o.reason,Q(e))}`);return t.length>n.length&&n.push(`> - and ${t.length-
n.length} more`),["> [!WARNING]",`> ${`${t.length} ${t.length===1?"record":"records"}`} of this run could not be read an\
d ${t.length===1?"is":"are"} not in this report:`,...n].join(`
`)}function We(e,t,n){let r=e.reduce((i,d)=>i+1+d.earlier.length,0),o=new Map;for(let{latest:i}of e){let d=A(i.record);o.
set(d,(o.get(d)??0)+1)}let s=J.filter(i=>o.has(i)).map(i=>`${o.get(i)} ${i}`),u=`${e.length} ${e.length===1?"stage":"sta\
ges"}`,a=r>e.length?` in ${r} attempts`:"",l=Ve(t,n);return[`${u}${a}${s.length?` (${s.join(", ")})`:""}`,Ye(e),l].filter(
Boolean).join(" \xB7 ")}function Ye(e){let t=0,n=0,r=0,o=!1,s=!1;for(let a of e)for(let{record:l}of[...a.earlier,a.latest]){
let i=l.agent.usage;i&&((i.input_tokens!==void 0||i.output_tokens!==void 0)&&(o=!0),t+=i.input_tokens??0,n+=i.output_tokens??
0,i.cost_usd!==void 0&&(s=!0,r+=i.cost_usd))}let u=[];return o&&u.push(`${y(t)} tokens in, ${y(n)} out`),s&&u.push(Ae(r)),
u.join(", ")}function Ve(e,t){let n=e===null?"the run":`run ${b(e)}`;return t.runUrl?`[View ${n}](${t.runUrl})`:e===null?
"":`local ${n}`}function Je(e,t,n){let r=e.some(({latest:a})=>ke(a)!==null),o=e.some(({latest:a})=>a.record.agent.usage?.
cost_usd!==void 0),s=["Stage","Status","Summary","Duration"];r&&s.push("Tokens"),o&&s.push("Cost");let u=[`| ${s.join(" \
| ")} |`,`|${s.map(()=>"---").join("|")}|`];for(let a of e.slice(0,n.rowsKept)){let{record:l,handoff:i}=a.latest,d=[`\`${k(
l.stage)}\``,Xe(a),i?C(Ze(i.summary,n.fieldChars),t)||"\u2014":"_no handoff_",et(a)];if(r&&d.push(ke(a.latest)??"\u2014"),
o){let g=l.agent.usage?.cost_usd;d.push(g===void 0?"\u2014":Ae(g))}u.push(`| ${d.join(" | ")} |`)}return n.rowsKept<e.length&&
u.push(`| \u2026 | ${e.length-n.rowsKept} more stages |${" |".repeat(s.length-2)}`),u.join(`
`)}function Xe(e){let{record:t}=e.latest,n=[Ee(t,o=>`(${o})`)],r=e.earlier.length+1;return r>1&&n.push(`\xB7 ${O(x(t))},\
 ${r} attempts`),n.join(" ")}function Ze(e,t){let n=Math.min(Se,t??Se),o=(e.split(/\r?\n/).find(s=>s.trim()!=="")??"").trim();
return o.length>n?`${Y(o,n-1)}\u2026`:o}function ke(e){let t=e.record.agent.usage;if(!t||t.input_tokens===void 0&&t.output_tokens===
void 0)return null;let n=[];return t.input_tokens!==void 0&&n.push(`${y(t.input_tokens)} in`),t.output_tokens!==void 0&&
n.push(`${y(t.output_tokens)} out`),n.join(" / ")}function y(e){return String(Math.round(e)).replace(/\B(?=(\d{3})+(?!\d))/g,
",")}function Ae(e){return e>=1?`$${e.toFixed(2)}`:`$${e.toFixed(4)}`}function P(e){if(e<1e3)return`${e} ms`;let t=e/1e3;
if(t<60)return`${t.toFixed(1)} s`;let n=Math.round(t),r=Math.floor(n/3600),o=Math.floor(n%3600/60),s=n%60;return r>0?`${r}\
 h ${String(o).padStart(2,"0")} min`:`${o} min ${String(s).padStart(2,"0")} s`}function Qe(e){let t=new Map,n=a=>{let l=t.
get(a);return l===void 0&&(l=`s${t.size}`,t.set(a,l)),l};for(let a of e)n(a.stage);let r=new Set,o=[];for(let{stage:a,latest:l}of e){
let i=[...new Set(l.record.lineage.map(d=>d.stage))].sort(T);for(let d of i)r.add(`${n(d)} --> ${n(a)}`)}for(let{stage:a,
latest:l}of e){let i=l.handoff?.next?.stage;i!==void 0&&r.add(`${n(a)} -.->|next| ${n(i)}`)}for(let[a,l]of t){let i=e.find(
h=>h.stage===a);if(!i){o.push(`  ${l}["${G(k(a))}<br/>${G("no stage record")}"]:::absent`);continue}let{record:d}=i.latest,
g=i.earlier.length+1,f=A(d),c=`${H[f]} ${f}${g>1?` \xD7${g}`:""}`,m=f==="failure"||f==="blocked"?`:::${f}`:"";o.push(`  ${l}\
["${G(k(a))}<br/>${G(c)}"]${m}`)}for(let a of r)o.push(`  ${a}`);let s=a=>o.some(l=>l.endsWith(`:::${a}`)),u=[s("failure")?
"  classDef failure fill:#ffebe9,stroke:#cf222e,color:#1f2328":"",s("blocked")?"  classDef blocked fill:#fff8c5,stroke:#\
9a6700,color:#1f2328":"",s("absent")?"  classDef absent fill:#f6f8fa,stroke:#8c959f,stroke-dasharray:3 3,color:#59636e":
""].filter(Boolean);return["```mermaid","flowchart LR",...o,...u,"```"].join(`
`)}function G(e){let t="";for(let n of e)t+=/[A-Za-z0-9 _.,:/()-]/.test(n)?n:`#${n.codePointAt(0)};`;return t}function et(e){
let t=P(e.latest.record.agent.duration_ms);if(e.earlier.length===0)return t;let n=[e.latest,...e.earlier].reduce((r,o)=>r+
o.record.agent.duration_ms,0);return`${t} (${P(n)} in ${e.earlier.length+1} attempts)`}function tt(e,t,n){let r=Q(t),{record:o,
handoff:s}=e.latest,u=e.earlier.length+1,a=(f,c)=>fe(D(e.stage,f,c,n),r),l=[`${H[A(o)]} <b>${k(o.stage)}</b>`,A(o),P(o.agent.
duration_ms),Ke(o,u)].filter(Boolean).join(" \xB7 "),i=[];if(o.outcome.reason!=="completed"){let f=o.outcome.message?`: ${b(
D(e.stage,"outcome",o.outcome.message,n),r)}`:"";i.push(`**Outcome:** \`${o.outcome.reason}\`${f}`)}if(s===null)i.push("\
_No handoff was captured for this attempt._");else{i.push("**Summary**",a("summary",s.summary)||"\u2014");let f=Object.entries(
s.data??{}).sort(([m],[h])=>T(m,h));if(f.length>0){let m=f.map(([h,w])=>`| ${ue.test(h)?`\`${h}\``:C(h)} | ${C(D(e.stage,
`data.${h}`,w,n),r)||"\u2014"} |`);i.push(["**Data**","","| Key | Value |","|---|---|",...m].join(`
`))}s.failure&&(i.push(`**Failure:** ${b(D(e.stage,"failure",s.failure.reason,n),r)}`),s.failure.blockers?.length&&i.push(
j("Blockers",s.failure.blockers,r)),s.failure.questions?.length&&i.push(j("Questions",s.failure.questions,r)));let c=s.expectations;
if(c&&(c.deliverables?.length||c.acceptance?.length||c.constraints?.length)){let m=["**Expectations** for the next stage"];
c.deliverables?.length&&m.push(j("Deliverables",c.deliverables,r)),c.acceptance?.length&&m.push(j("Acceptance",c.acceptance,
r)),c.constraints?.length&&m.push(j("Constraints",c.constraints,r)),i.push(m.join(`

`))}if(s.next){let m=s.next.reason?` \u2014 ${b(s.next.reason,r)}`:"";i.push(`**Next:** \`${k(s.next.stage)}\`${m}`)}if(s.
artifacts?.length){let m=s.artifacts.map(h=>{let w=h.description?` \u2014 ${b(h.description,r)}`:"";return`- ${V(h.path,
r)}${w}`});i.push(["**Artifacts**","",...m].join(`
`))}t.includeDetail&&s.detail&&i.push("**Detail**",a("detail",s.detail)||"\u2014")}let d=o.problems;if(d.length>0){let f=d.
map(c=>`- ${c.severity==="error"?"\u274C":"\u26A0\uFE0F"} ${V(c.code)} ${V(c.path)}: ${b(c.message,r)}`);i.push(["**Prob\
lems**","",...f].join(`
`))}if(e.earlier.length>0){let f=e.earlier.map(({record:c})=>`- ${O(x(c))}: ${Ee(c,m=>`(\`${m}\`)`)}, ${P(c.agent.duration_ms)}`);
i.push(["**Earlier attempts**","",...f].join(`
`))}return[o.status==="failure"||o.status==="blocked"?"<details open>":"<details>",`<summary>${l}</summary>`,"",i.join(`\


`),"","</details>"].join(`
`)}function j(e,t,n){return[`${e}:`,"",...t.map(r=>`- ${b(r,n)||"\u2014"}`)].join(`
`)}function V(e,t={}){return M(e,t)}function k(e){return ae.test(e)?e:encodeURIComponent(e).replace(/[!'()*]/g,Te)}function D(e,t,n,r){
if(r.fieldChars===null||n.length<=r.fieldChars)return n;r.fieldsCut.add(`${e}.${t}`);let o=Y(n,r.fieldChars);return`${o}\


\u2026 (${y(n.length-o.length)} more characters cut)`}function _e(e){let t=e.slice(0,10).map(n=>`\`${k(n)}\``);return e.
length>t.length?`${t.join(", ")} and ${e.length-t.length} more`:t.join(", ")}function nt(e,t,n){let r=[];if(t.fieldsCut.
size>0){let a=[...new Set([...t.fieldsCut].map(l=>l.slice(0,l.indexOf("."))))];r.push(`${t.fieldsCut.size} ${t.fieldsCut.
size===1?"field was":"fields were"} cut to ${y(t.fieldChars??0)} characters (${_e(a)})`)}let o=e.slice(t.sectionsKept).map(
a=>a.stage);if(o.length>0&&r.push(`the sections of ${o.length} ${o.length===1?"stage were":"stages were"} left out (${_e(
o)})`),!t.flowchart&&e.length>0&&r.push("the diagram was left out"),t.rowsKept<e.length&&r.push(`the table shows the fir\
st ${t.rowsKept} of ${e.length} stages`),r.length===0)return null;let s=n.recordsLocation??n.runUrl??null,u=s?` The full\
 records are in ${s}.`:"";return`> [!NOTE]
> This report was shortened to fit GitHub's ${y(B.commentChars)}-character limit: ${r.join("; ")}.${u}`}var Ue=["comment","summary","both"],rt=/^[A-Za-z0-9_.-]{1,64}$/;function ot(e){let t=(e[p.mode]??"").trim()||"both";if(!Ue.
includes(t))throw new S("input-invalid",`must be one of ${Ue.join(", ")}; got "${t}"`,{where:p.mode});return t}function Oe(e,t){
let n=ot(e),r=(e[p.key]??"").trim()||X;if(!rt.test(r))throw new S("input-invalid",`must be 1 to 64 letters, digits, '.',\
 '_' or '-' (it names the sticky comment); got "${r}"`,{where:p.key});let o=at(e[p.includeDetail]??"",p.includeDetail,!1),
s=null;if(n!=="summary"){let u=(e[p.issueNumber]??"").trim();if(u!==""){if(!/^[1-9]\d{0,9}$/.test(u))throw new S("input-\
invalid",`must be the number of an issue or pull request, like 42; got "${u}"`,{where:p.issueNumber});s=Number(u)}else if(s=
st(t.payload),s===null)throw new S("issue-number-missing",`there is no issue or pull request to comment on: the triggeri\
ng event (${t.name||"unknown"}) is not about one. Set the issue-number input, or use mode: summary`,{where:p.issueNumber})}
return{mode:n,key:r,includeDetail:o,issueNumber:s}}function st(e){let t=$(e);if(!t)return null;let n=ee($(t.pull_request)?.
number)??ee($(t.issue)?.number);if(n!==null)return n;for(let r of["workflow_run","check_run","check_suite"]){let o=$(t[r])?.
pull_requests;if(Array.isArray(o)&&o.length===1){let s=ee($(o[0])?.number);if(s!==null)return s}}return null}var it=["pu\
ll_request","pull_request_review","pull_request_review_comment"];function Ne(e,t){if(!it.includes(e))return null;let n=$(
$(t)?.pull_request),r=$(n?.head);if(!r)return null;if(r.repo===null)return{head:null};let o=$(r.repo);if(!o)return null;
let s=typeof o.full_name=="string"?o.full_name:null,u=$($(n?.base)?.repo)?.full_name;return s!==null&&typeof u=="string"?
s===u?null:{head:s}:o.fork===!0?{head:s}:null}function at(e,t,n){let r=e.trim();if(r==="")return n;if(["true","True","TR\
UE"].includes(r))return!0;if(["false","False","FALSE"].includes(r))return!1;throw new S("input-invalid",`must be true or\
 false; got "${r}"`,{where:t})}function $(e){return e!==null&&typeof e=="object"&&!Array.isArray(e)?e:null}function ee(e){
return typeof e=="number"&&Number.isInteger(e)&&e>0?e:null}async function ut(e,t,n){let{env:r}=e,o=new $e,s=_(p.githubToken);s&&ie(s);let u={[p.mode]:_(p.mode),[p.key]:_(p.key),[p.
includeDetail]:_(p.includeDetail),[p.issueNumber]:_(p.issueNumber)},a={name:r.GITHUB_EVENT_NAME??"",payload:dt(r.GITHUB_EVENT_PATH)},
l=Oe(u,a);t.mode=l.mode,t.issueNumber=l.issueNumber;let i=N(r,"GITHUB_REPOSITORY"),d=N(r,"GITHUB_RUN_ID"),g=N(r,"GITHUB_\
WORKFLOW");if(l.mode!=="summary"&&!r.GITHUB_API_URL)throw new S("runner-env-missing","GITHUB_API_URL is not set, so the \
report comment has no GitHub API to go to: the runner sets it for every step of a job. Run this as a step of a GitHub Ac\
tions job, or use mode: summary for the job summary alone");let f=be(r,s),c=new he({tempDir:N(r,"RUNNER_TEMP"),reporter:o}),
m=await W(we(c),n).catch(R=>{if(!n.received)throw R});if(!m||n.received)return te(t,n,o);let{records:h,unreadable:w}=m;for(let R of w)
o.warning(`record of stage ${R.stage} attempt ${R.attempt} could not be read: ${R.reason}`);o.info(`report: ${h.length} \
records of run ${d}${w.length?`, ${w.length} unreadable`:""}`);let ne=r.GITHUB_SERVER_URL??"https://github.com",re=`${ne.
replace(/\/+$/,"")}/${i}/actions/runs/${d}`,oe=xe(h,{workflow:g,key:l.key,runId:d,runUrl:re,recordsLocation:`[the run's \
artifacts](${re}#artifacts)`,includeDetail:l.includeDetail,secrets:f,serverUrl:ne,unreadable:w});if(l.mode!=="comment"&&
(await me(oe,f),t.summaryWritten=!0),l.mode==="summary"){q({[U.commentId]:"",[U.commentUrl]:""}),n.received&&o.info(`rep\
ort: ${E(n.received)} while the job summary was being written; it was written, and is left as it is`);return}let{GitHubCommentSink:ve}=await import("../action-chunks/comment-sink-553W3JP2.js");
if(n.received)return te(t,n,o);let K=new ve({token:s,repository:i,baseUrl:r.GITHUB_API_URL,reporter:o,forkPullRequest:Ne(
a.name,a.payload),signal:n.signal});t.sink=K;let I;try{I=await W(K.upsert({issueNumber:l.issueNumber,marker:Z(g,l.key),body:oe}),
n,()=>K.inFlight!==void 0)}catch(R){if(n.received)return te(t,n,o);throw R}q({[U.commentId]:String(I.id),[U.commentUrl]:I.
url}),o.info(lt(I,n))}function lt(e,t){return e.action==="unchanged"?t.received?`report: ${E(t.received)} while the comm\
ent was being checked; it already held this report, and is left as it is: ${e.url}`:`report: comment ${e.url} unchanged`:
t.received?`report: ${E(t.received)} while the comment was being ${e.action}; it was ${e.action}, and is left as it is: ${e.
url}`:`report: ${e.action} comment ${e.url}`}function te(e,t,n){e.cancelled=!0,n.warning(`report: cancelled: ${E(t.received)}\
; ${je(e)}`)}function je(e,t=!1){let n=e.sink?.inFlight,r=[];if(e.mode!==void 0&&e.mode!=="summary"){let o=t?`GitHub did\
 not answer within the ${pe.deadline/1e3} s a stopped step has`:"its request got no answer before the step stopped";r.push(
n===void 0?"no comment was created or updated":`the comment on #${e.issueNumber} may have been ${n==="create"?"created":
"updated"}: ${o}; look for it there`)}return e.mode!==void 0&&e.mode!=="comment"&&r.push(`the job summary was ${e.summaryWritten?
"":"not "}written`),e.summaryWritten||n!==void 0?r.join("; "):`nothing was posted${r.length?`: ${r.join(", and ")}`:""}`}
var ct=16*1024*1024;function dt(e){if(!e)return{};try{return(0,L.statSync)(e).size>ct?{}:JSON.parse((0,L.readFileSync)(e,
"utf8"))}catch{return{}}}async function Ie(e=de()){let t={summaryWritten:!1,cancelled:!1};await ge(e,n=>ut(e,t,n),{async failed(n){
F(v(n))},async outOfTime(n){F(`report: ${E(n)}; ${je(t,!0)}`)}}),t.cancelled&&e.exit(se.Failure)}await Ie();

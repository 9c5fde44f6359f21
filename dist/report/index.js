import{A as ge,B as he,C as N,D as $e,h as q,k as T,l as U,n as ce,o as de,p as $,q as v,r as M,t as z,u as fe,w as me,x,
y as W,z as pe}from"../action-chunks/chunk-NFT67L3V.js";import{a as Y}from"../action-chunks/chunk-QKOWGC76.js";import{a as ve}from"../action-chunks/chunk-R2LRCHEZ.js";
import"../action-chunks/chunk-RJJPNDXQ.js";import{i as le}from"../action-chunks/chunk-IKP7P5JP.js";import"../action-chunks/chunk-PO5EA42V.js";import{
N as _}from"../action-chunks/chunk-K774MLFD.js";import{b as w,d as C}from"../action-chunks/chunk-ZB3GGCKF.js";import{s as B,t as ie,u as ae,
v as ue,w as p,x as A}from"../action-chunks/chunk-CITQMF73.js";import{f as oe,h as se,i as k,k as F}from"../action-chunks/chunk-DHIUKFLR.js";
import"../action-chunks/chunk-SM223FN7.js";import{d as Ce}from"../action-chunks/chunk-A64LSPLL.js";var L=Ce(ve(),1);async function be(e){let t=await e.list(),n=await Promise.allSettled(t.map(({stage:s,attempt:c,runAttempt:a})=>e.getAttempt(
s,c,a))),r=[],o=[];return n.forEach((s,c)=>{let{stage:a,attempt:i,runAttempt:u}=t[c];s.status==="fulfilled"?s.value&&r.push(
s.value):o.push({stage:a,attempt:i,runAttempt:u,reason:C(s.reason)})}),{records:r,unreadable:o}}var X="default",we=160,Me=512;function Z(e,t=X){return`<!-- ${ue}${Se(e)}:${Se(t)} -->`}function Se(e){return encodeURIComponent(
e).replace(/[!'()*]/g,_e).replace(/-(?=-)/g,"%2D")}function _e(e){return`%${e.charCodeAt(0).toString(16).toUpperCase().padStart(
2,"0")}`}function Ge(e){let t=0;for(let n=e.indexOf(`
`);n!==-1;n=e.indexOf(`
`,n+1))t++;return e.length+t}var De=5e4;function Te(e,t={}){let n=He(e),r=t.maxLength??B.commentChars-Me,o=n.length,s=(u,d=o,m=!0,l=o)=>{
let f=Be(n,t,{fieldChars:u,fieldsCut:new Set,sectionsKept:d,flowchart:m,rowsKept:l});return{text:f,ok:Ge(f)<=r}},c=s(null);
if(c.ok)return c.text;let a=64,i=(u,d,m)=>{let l=m(u);if(!l.ok)return null;for(;d-u>Math.max(0,d>>6);){let f=Math.ceil((u+
d)/2),g=m(f);g.ok?(u=f,l=g):d=f-1}return l.text};return i(a,Math.max(a,Pe(n)),u=>s(u))??i(0,o,u=>s(a,u))??i(0,o,u=>s(a,0,
!1,u))??s(a,0,!1,0).text}function Pe(e){let t=0;for(let{latest:n}of e){let r=n.handoff,o=[r?.summary,r?.detail,r?.failure?.
reason,n.record.outcome.message];for(let s of o)t=Math.max(t,s?.length??0);for(let s of Object.values(r?.data??{}))t=Math.
max(t,s.length)}return t}function He(e){let t=new Map;for(let r of e){let o=t.get(r.record.stage)??[];o.push(r),t.set(r.
record.stage,o)}return[...t.entries()].map(([r,o])=>{let s=[...o].sort((c,a)=>q(T(c.record),T(a.record)));return{stage:r,
latest:s[s.length-1],earlier:s.slice(0,-1)}}).sort((r,o)=>r.latest.record.hop-o.latest.record.hop||_(Re(r),Re(o))||_(r.stage,
o.stage))}function Le(e,t){if(e.run.attempt===1)return t>1?`attempt ${e.attempt} of ${t}`:"";let n=U(T(e));return t>1?`${n}\
, ${t} attempts`:n}function Re(e){return(e.earlier[0]??e.latest).record.agent.started_at}var H={success:"\u2705",partial:"\
\u{1F7E1}",blocked:"\u26D4",failure:"\u274C",cancelled:"\u{1F6AB}"},Ke={...H,running:"\u23F3",interrupted:"\u26A0\uFE0F"},
J=["failure","cancelled","blocked","partial","success"];function E(e){return le(e.status,e.outcome.reason)}function xe(e,t){
let n=E(e),r=e.outcome.reason==="completed"||n==="cancelled"?"":` ${t(e.outcome.reason)}`;return`${H[n]} ${n}${r}`}function Fe(e){
let t=null;for(let{latest:n}of e){let r=E(n.record);(t===null||J.indexOf(r)<J.indexOf(t))&&(t=r)}return t}function Be(e,t,n){
let r=t.workflow??e[0]?.latest.record.run.workflow??"workflow",o=e[0]?.latest.record.run,s=[Z(r,t.key)],c=t.cancelled||t.
run?.status==="cancelled"?"cancelled":Fe(e),a=t.run?.status==="failure"&&c!=="failure",i=t.run?.status==="running"||t.run?.
status==="interrupted"?t.run.status:a?"failure":c??t.run?.status??null,u=$(r,t)||"workflow";if(s.push(i===null?`## baton\
 report \xB7 ${u}`:`## ${Ke[i]} baton report \xB7 ${u} \xB7 ${i}`),s.push(ze(e,t.runId??o?.id??null,t)),a&&t.run&&t.run.
failedJobs.length>0){let l=t.run.failedJobs.map(f=>M(f,t));s.push(`The run failed: ${l.length===1?"job":"jobs"} ${l.join(
", ")} failed.`)}let d=qe(t);if(e.length===0)s.push("No baton records were found for this run. A stage that failed befor\
e it recorded (an input it refused, say) leaves none: its job\u2019s log says why."),d&&s.push(d);else{s.push(Ve(e,t,n)),
d&&s.push(d);let l=n.flowchart?Ze(e):"";l!==""&&l.length<=De?s.push(l):n.flowchart=!1;for(let f of e.slice(0,n.sectionsKept))
s.push(et(f,t,n))}let m=tt(e,n,t);return m&&s.push(m),s.push("<sub>Built by baton from the stage records; agent text is \
shown as data, sanitised.</sub>"),`${s.join(`

`)}
`}function qe(e){let t=[...e.unreadable??[]].sort((o,s)=>_(o.stage,s.stage)||q(o,s));if(t.length===0)return null;let n=t.
slice(0,20).map(o=>`> - ${M(y(o.stage))} ${U(o)}: ${$(o.reason,e)}`);return t.length>n.length&&n.push(`> - and ${t.length-
n.length} more`),["> [!WARNING]",`> ${`${t.length} ${t.length===1?"record":"records"}`} of this run could not be read an\
d ${t.length===1?"is":"are"} not in this report:`,...n].join(`
`)}function ze(e,t,n){let r=e.reduce((u,d)=>u+1+d.earlier.length,0),o=new Map;for(let{latest:u}of e){let d=E(u.record);o.
set(d,(o.get(d)??0)+1)}let s=J.filter(u=>o.has(u)).map(u=>`${o.get(u)} ${u}`),c=`${e.length} ${e.length===1?"stage":"sta\
ges"}`,a=r>e.length?` in ${r} attempts`:"",i=Ye(t,n);return[`${c}${a}${s.length?` (${s.join(", ")})`:""}`,We(e),i].filter(
Boolean).join(" \xB7 ")}function We(e){let t=0,n=0,r=0,o=!1,s=!1;for(let a of e)for(let{record:i}of[...a.earlier,a.latest]){
let u=i.agent.usage;u&&((u.input_tokens!==void 0||u.output_tokens!==void 0)&&(o=!0),t+=u.input_tokens??0,n+=u.output_tokens??
0,u.cost_usd!==void 0&&(s=!0,r+=u.cost_usd))}let c=[];return o&&c.push(`${R(t)} tokens in, ${R(n)} out`),s&&c.push(Ee(r)),
c.join(", ")}function Ye(e,t){let n=e===null?"the run":`run ${$(e)}`;return t.runUrl?`[View ${n}](${t.runUrl})`:e===null?
"":`local ${n}`}function Ve(e,t,n){let r=e.some(({latest:a})=>ye(a)!==null),o=e.some(({latest:a})=>a.record.agent.usage?.
cost_usd!==void 0),s=["Stage","Status","Summary","Duration"];r&&s.push("Tokens"),o&&s.push("Cost");let c=[`| ${s.join(" \
| ")} |`,`|${s.map(()=>"---").join("|")}|`];for(let a of e.slice(0,n.rowsKept)){let{record:i,handoff:u}=a.latest,d=[`\`${y(
i.stage)}\``,Je(a),u?v(Xe(u.summary,n.fieldChars),t)||"\u2014":"_no handoff_",Qe(a)];if(r&&d.push(ye(a.latest)??"\u2014"),
o){let m=i.agent.usage?.cost_usd;d.push(m===void 0?"\u2014":Ee(m))}c.push(`| ${d.join(" | ")} |`)}return n.rowsKept<e.length&&
c.push(`| \u2026 | ${e.length-n.rowsKept} more stages |${" |".repeat(s.length-2)}`),c.join(`
`)}function Je(e){let{record:t}=e.latest,n=[xe(t,o=>`(${o})`)],r=e.earlier.length+1;return r>1&&n.push(`\xB7 ${U(T(t))},\
 ${r} attempts`),n.join(" ")}function Xe(e,t){let n=Math.min(we,t??we),o=(e.split(/\r?\n/).find(s=>s.trim()!=="")??"").trim();
return o.length>n?`${Y(o,n-1)}\u2026`:o}function ye(e){let t=e.record.agent.usage;if(!t||t.input_tokens===void 0&&t.output_tokens===
void 0)return null;let n=[];return t.input_tokens!==void 0&&n.push(`${R(t.input_tokens)} in`),t.output_tokens!==void 0&&
n.push(`${R(t.output_tokens)} out`),n.join(" / ")}function R(e){return String(Math.round(e)).replace(/\B(?=(\d{3})+(?!\d))/g,
",")}function Ee(e){return e>=1?`$${e.toFixed(2)}`:`$${e.toFixed(4)}`}function P(e){if(e<1e3)return`${e} ms`;let t=e/1e3;
if(t<60)return`${t.toFixed(1)} s`;let n=Math.round(t),r=Math.floor(n/3600),o=Math.floor(n%3600/60),s=n%60;return r>0?`${r}\
 h ${String(o).padStart(2,"0")} min`:`${o} min ${String(s).padStart(2,"0")} s`}function Ze(e){let t=new Map,n=a=>{let i=t.
get(a);return i===void 0&&(i=`s${t.size}`,t.set(a,i)),i};for(let a of e)n(a.stage);let r=new Set,o=[];for(let{stage:a,latest:i}of e){
let u=[...new Set(i.record.lineage.map(d=>d.stage))].sort(_);for(let d of u)r.add(`${n(d)} --> ${n(a)}`)}for(let{stage:a,
latest:i}of e){let u=i.handoff?.next?.stage;u!==void 0&&r.add(`${n(a)} -.->|next| ${n(u)}`)}for(let[a,i]of t){let u=e.find(
b=>b.stage===a);if(!u){o.push(`  ${i}["${G(y(a))}<br/>${G("no stage record")}"]:::absent`);continue}let{record:d}=u.latest,
m=u.earlier.length+1,l=E(d),f=`${H[l]} ${l}${m>1?` \xD7${m}`:""}`,g=l==="failure"||l==="blocked"?`:::${l}`:"";o.push(`  ${i}\
["${G(y(a))}<br/>${G(f)}"]${g}`)}for(let a of r)o.push(`  ${a}`);let s=a=>o.some(i=>i.endsWith(`:::${a}`)),c=[s("failure")?
"  classDef failure fill:#ffebe9,stroke:#cf222e,color:#1f2328":"",s("blocked")?"  classDef blocked fill:#fff8c5,stroke:#\
9a6700,color:#1f2328":"",s("absent")?"  classDef absent fill:#f6f8fa,stroke:#8c959f,stroke-dasharray:3 3,color:#59636e":
""].filter(Boolean);return["```mermaid","flowchart LR",...o,...c,"```"].join(`
`)}function G(e){let t="";for(let n of e)t+=/[A-Za-z0-9 _.,:/()-]/.test(n)?n:`#${n.codePointAt(0)};`;return t}function Qe(e){
let t=P(e.latest.record.agent.duration_ms);if(e.earlier.length===0)return t;let n=[e.latest,...e.earlier].reduce((r,o)=>r+
o.record.agent.duration_ms,0);return`${t} (${P(n)} in ${e.earlier.length+1} attempts)`}function et(e,t,n){let{record:r,handoff:o}=e.
latest,s=e.earlier.length+1,c=(m,l)=>de(D(e.stage,m,l,n),t),a=[`${H[E(r)]} <b>${y(r.stage)}</b>`,E(r),P(r.agent.duration_ms),
Le(r,s)].filter(Boolean).join(" \xB7 "),i=[];if(r.outcome.reason!=="completed"){let m=r.outcome.message?`: ${$(D(e.stage,
"outcome",r.outcome.message,n),t)}`:"";i.push(`**Outcome:** \`${r.outcome.reason}\`${m}`)}if(o===null)i.push("_No handof\
f was captured for this attempt._");else{i.push("**Summary**",c("summary",o.summary)||"\u2014");let m=Object.entries(o.data??
{}).sort(([f],[g])=>_(f,g));if(m.length>0){let f=m.map(([g,b])=>`| ${ae.test(g)?`\`${g}\``:v(g)} | ${v(D(e.stage,`data.${g}`,
b,n),t)||"\u2014"} |`);i.push(["**Data**","","| Key | Value |","|---|---|",...f].join(`
`))}o.failure&&(i.push(`**Failure:** ${$(D(e.stage,"failure",o.failure.reason,n),t)}`),o.failure.blockers?.length&&i.push(
O("Blockers",o.failure.blockers,t)),o.failure.questions?.length&&i.push(O("Questions",o.failure.questions,t)));let l=o.expectations;
if(l&&(l.deliverables?.length||l.acceptance?.length||l.constraints?.length)){let f=["**Expectations** for the next stage"];
l.deliverables?.length&&f.push(O("Deliverables",l.deliverables,t)),l.acceptance?.length&&f.push(O("Acceptance",l.acceptance,
t)),l.constraints?.length&&f.push(O("Constraints",l.constraints,t)),i.push(f.join(`

`))}if(o.next){let f=o.next.reason?` \u2014 ${$(o.next.reason,t)}`:"";i.push(`**Next:** \`${y(o.next.stage)}\`${f}`)}if(o.
artifacts?.length){let f=o.artifacts.map(g=>{let b=g.description?` \u2014 ${$(g.description,t)}`:"";return`- ${V(g.path,
t)}${b}`});i.push(["**Artifacts**","",...f].join(`
`))}t.includeDetail&&o.detail&&i.push("**Detail**",c("detail",o.detail)||"\u2014")}let u=r.problems;if(u.length>0){let m=u.
map(l=>`- ${l.severity==="error"?"\u274C":"\u26A0\uFE0F"} ${V(l.code)} ${V(l.path)}: ${$(l.message,t)}`);i.push(["**Prob\
lems**","",...m].join(`
`))}if(e.earlier.length>0){let m=e.earlier.map(({record:l})=>`- ${U(T(l))}: ${xe(l,f=>`(\`${f}\`)`)}, ${P(l.agent.duration_ms)}`);
i.push(["**Earlier attempts**","",...m].join(`
`))}return[r.status==="failure"||r.status==="blocked"?"<details open>":"<details>",`<summary>${a}</summary>`,"",i.join(`\


`),"","</details>"].join(`
`)}function O(e,t,n){return[`${e}:`,"",...t.map(r=>`- ${$(r,n)||"\u2014"}`)].join(`
`)}function V(e,t={}){return M(e,t)}function y(e){return ie.test(e)?e:encodeURIComponent(e).replace(/[!'()*]/g,_e)}function D(e,t,n,r){
if(r.fieldChars===null||n.length<=r.fieldChars)return n;r.fieldsCut.add(`${e}.${t}`);let o=Y(n,r.fieldChars);return`${o}\


\u2026 (${R(n.length-o.length)} more characters cut)`}function ke(e){let t=e.slice(0,10).map(n=>`\`${y(n)}\``);return e.
length>t.length?`${t.join(", ")} and ${e.length-t.length} more`:t.join(", ")}function tt(e,t,n){let r=[];if(t.fieldsCut.
size>0){let a=[...new Set([...t.fieldsCut].map(i=>i.slice(0,i.indexOf("."))))];r.push(`${t.fieldsCut.size} ${t.fieldsCut.
size===1?"field was":"fields were"} cut to ${R(t.fieldChars??0)} characters (${ke(a)})`)}let o=e.slice(t.sectionsKept).map(
a=>a.stage);if(o.length>0&&r.push(`the sections of ${o.length} ${o.length===1?"stage were":"stages were"} left out (${ke(
o)})`),!t.flowchart&&e.length>0&&r.push("the diagram was left out"),t.rowsKept<e.length&&r.push(`the table shows the fir\
st ${t.rowsKept} of ${e.length} stages`),r.length===0)return null;let s=n.recordsLocation??n.runUrl??null,c=s?` The full\
 records are in ${s}.`:"";return`> [!NOTE]
> This report was shortened to fit GitHub's ${R(B.commentChars)}-character limit: ${r.join("; ")}.${c}`}var Ae=["comment","summary","both"],nt=/^[A-Za-z0-9_.-]{1,64}$/;function rt(e){let t=(e[p.mode]??"").trim()||"both";if(!Ae.
includes(t))throw new w("input-invalid",`must be one of ${Ae.join(", ")}; got "${t}"`,{where:p.mode});return t}function Ue(e,t){
let n=rt(e),r=(e[p.key]??"").trim()||X;if(!nt.test(r))throw new w("input-invalid",`must be 1 to 64 letters, digits, '.',\
 '_' or '-' (it names the sticky comment); got "${r}"`,{where:p.key});let o=it(e[p.includeDetail]??"",p.includeDetail,!1),
s=null;if(n!=="summary"){let c=(e[p.issueNumber]??"").trim();if(c!==""){if(!/^[1-9]\d{0,9}$/.test(c))throw new w("input-\
invalid",`must be the number of an issue or pull request, like 42; got "${c}"`,{where:p.issueNumber});s=Number(c)}else if(s=
ot(t.payload),s===null)throw new w("issue-number-missing",`there is no issue or pull request to comment on: the triggeri\
ng event (${t.name||"unknown"}) is not about one. Set the issue-number input, or use mode: summary`,{where:p.issueNumber})}
return{mode:n,key:r,includeDetail:o,issueNumber:s}}function ot(e){let t=h(e);if(!t)return null;let n=Q(h(t.pull_request)?.
number)??Q(h(t.issue)?.number);if(n!==null)return n;for(let r of["workflow_run","check_run","check_suite"]){let o=h(t[r])?.
pull_requests;if(Array.isArray(o)&&o.length===1){let s=Q(h(o[0])?.number);if(s!==null)return s}}return null}var st=["pul\
l_request","pull_request_review","pull_request_review_comment"];function Ne(e,t){if(!st.includes(e))return null;let n=h(
h(t)?.pull_request),r=h(n?.head);if(!r)return null;if(r.repo===null)return{head:null};let o=h(r.repo);if(!o)return null;
let s=typeof o.full_name=="string"?o.full_name:null,c=h(h(n?.base)?.repo)?.full_name;return s!==null&&typeof c=="string"?
s===c?null:{head:s}:o.fork===!0?{head:s}:null}function it(e,t,n){let r=e.trim();if(r==="")return n;if(["true","True","TR\
UE"].includes(r))return!0;if(["false","False","FALSE"].includes(r))return!1;throw new w("input-invalid",`must be true or\
 false; got "${r}"`,{where:t})}function h(e){return e!==null&&typeof e=="object"&&!Array.isArray(e)?e:null}function Q(e){
return typeof e=="number"&&Number.isInteger(e)&&e>0?e:null}async function at(e,t,n){let{env:r}=e,o=new he,s=k(p.githubToken);s&&se(s);let c={[p.mode]:k(p.mode),[p.key]:k(p.key),[p.
includeDetail]:k(p.includeDetail),[p.issueNumber]:k(p.issueNumber)},a={name:r.GITHUB_EVENT_NAME??"",payload:ct(r.GITHUB_EVENT_PATH)},
i=Ue(c,a);t.mode=i.mode,t.issueNumber=i.issueNumber;let u=N(r,"GITHUB_REPOSITORY"),d=N(r,"GITHUB_RUN_ID"),m=N(r,"GITHUB_\
WORKFLOW");if(i.mode!=="summary"&&!r.GITHUB_API_URL)throw new w("runner-env-missing","GITHUB_API_URL is not set, so the \
report comment has no GitHub API to go to: the runner sets it for every step of a job. Run this as a step of a GitHub Ac\
tions job, or use mode: summary for the job summary alone");let l=$e(r,s),f=new ge({tempDir:N(r,"RUNNER_TEMP"),reporter:o}),
g=await W(be(f),n).catch(S=>{if(!n.received)throw S});if(!g||n.received)return ee(t,n,o);let{records:b,unreadable:j}=g;for(let S of j)
o.warning(`record of stage ${S.stage} attempt ${S.attempt} could not be read: ${S.reason}`);o.info(`report: ${b.length} \
records of run ${d}${j.length?`, ${j.length} unreadable`:""}`);let te=r.GITHUB_SERVER_URL??"https://github.com",ne=`${te.
replace(/\/+$/,"")}/${u}/actions/runs/${d}`,re=Te(b,{workflow:m,key:i.key,runId:d,runUrl:ne,recordsLocation:`[the run's \
artifacts](${ne}#artifacts)`,includeDetail:i.includeDetail,secrets:l,serverUrl:te,unreadable:j});if(i.mode!=="comment"&&
(await fe(re,l),t.summaryWritten=!0),i.mode==="summary"){z({[A.commentId]:"",[A.commentUrl]:""}),n.received&&o.info(`rep\
ort: ${x(n.received)} while the job summary was being written; it was written, and is left as it is`);return}let{GitHubCommentSink:Ie}=await import("../action-chunks/comment-sink-553W3JP2.js");
if(n.received)return ee(t,n,o);let K=new Ie({token:s,repository:u,baseUrl:r.GITHUB_API_URL,reporter:o,forkPullRequest:Ne(
a.name,a.payload),signal:n.signal});t.sink=K;let I;try{I=await W(K.upsert({issueNumber:i.issueNumber,marker:Z(m,i.key),body:re}),
n,()=>K.inFlight!==void 0)}catch(S){if(n.received)return ee(t,n,o);throw S}z({[A.commentId]:String(I.id),[A.commentUrl]:I.
url}),o.info(ut(I,n))}function ut(e,t){return e.action==="unchanged"?t.received?`report: ${x(t.received)} while the comm\
ent was being checked; it already held this report, and is left as it is: ${e.url}`:`report: comment ${e.url} unchanged`:
t.received?`report: ${x(t.received)} while the comment was being ${e.action}; it was ${e.action}, and is left as it is: ${e.
url}`:`report: ${e.action} comment ${e.url}`}function ee(e,t,n){e.cancelled=!0,n.warning(`report: cancelled: ${x(t.received)}\
; ${Oe(e)}`)}function Oe(e,t=!1){let n=e.sink?.inFlight,r=[];if(e.mode!==void 0&&e.mode!=="summary"){let o=t?`GitHub did\
 not answer within the ${me.deadline/1e3} s a stopped step has`:"its request got no answer before the step stopped";r.push(
n===void 0?"no comment was created or updated":`the comment on #${e.issueNumber} may have been ${n==="create"?"created":
"updated"}: ${o}; look for it there`)}return e.mode!==void 0&&e.mode!=="comment"&&r.push(`the job summary was ${e.summaryWritten?
"":"not "}written`),e.summaryWritten||n!==void 0?r.join("; "):`nothing was posted${r.length?`: ${r.join(", and ")}`:""}`}
var lt=16*1024*1024;function ct(e){if(!e)return{};try{return(0,L.statSync)(e).size>lt?{}:JSON.parse((0,L.readFileSync)(e,
"utf8"))}catch{return{}}}async function je(e=ce()){let t={summaryWritten:!1,cancelled:!1};await pe(e,n=>at(e,t,n),{async failed(n){
F(C(n))},async outOfTime(n){F(`report: ${x(n)}; ${Oe(t,!0)}`)}}),t.cancelled&&e.exit(oe.Failure)}await je();

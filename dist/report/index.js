import{A as we,B as Se,C as I,D as ye,h as J,k as A,l as N,n as pe,o as ge,p as y,q as D,r as P,t as X,u as he,w as $e,x as U,
y as Z,z as be}from"../action-chunks/chunk-KIJXQ2S3.js";import{a as Q}from"../action-chunks/chunk-QKOWGC76.js";import{a as De}from"../action-chunks/chunk-R2LRCHEZ.js";
import"../action-chunks/chunk-EZZVLLAB.js";import{i as me}from"../action-chunks/chunk-4RJZKZYG.js";import"../action-chunks/chunk-PO5EA42V.js";import{
N as O}from"../action-chunks/chunk-HXF3DXJK.js";import{b as k,d as G}from"../action-chunks/chunk-ZB3GGCKF.js";import{s as V,t as ce,u as de,
v as fe,w as h,x as j}from"../action-chunks/chunk-CITQMF73.js";import{f as le,h as ue,i as C,k as Y}from"../action-chunks/chunk-DHIUKFLR.js";
import"../action-chunks/chunk-SM223FN7.js";import{d as Ge}from"../action-chunks/chunk-A64LSPLL.js";var B=Ge(De(),1);async function Re(e){let t=await e.list(),n=await Promise.allSettled(t.map(({stage:o,attempt:u,runAttempt:i})=>e.getAttempt(
o,u,i))),r=[],s=[];return n.forEach((o,u)=>{let{stage:i,attempt:l,runAttempt:a}=t[u];o.status==="fulfilled"?o.value&&r.push(
o.value):s.push({stage:i,attempt:l,runAttempt:a,reason:G(o.reason)})}),{records:r,unreadable:s}}var re="default",ke=160,Pe=512;function se(e,t=re){return`<!-- ${fe}${_e(e)}:${_e(t)} -->`}function _e(e){return encodeURIComponent(
e).replace(/[!'()*]/g,Ee).replace(/-(?=-)/g,"%2D")}function Ee(e){return`%${e.charCodeAt(0).toString(16).toUpperCase().padStart(
2,"0")}`}function Ke(e){let t=0;for(let n=e.indexOf(`
`);n!==-1;n=e.indexOf(`
`,n+1))t++;return e.length+t}var Le=5e4;function oe(e){return{secrets:e.secrets??[],...e.serverUrl===void 0?{}:{serverUrl:e.
serverUrl}}}function Ce(e,t={}){let n=Be(e),r=t.maxLength??V.commentChars-Pe,s=n.length,o=(c,d=null,p=s,m=!0,g=s)=>{let b=Ve(
n,t,{fieldChars:c,fieldsCut:new Set,entriesKept:d,listsCut:new Set,sectionsKept:p,flowchart:m,rowsKept:g});return{text:b,
ok:Ke(b)<=r}},u=o(null);if(u.ok)return u.text;let i=64,l=(c,d,p)=>{let m={value:c,...p(c)};if(!m.ok)return null;for(;d-c>
Math.max(0,d>>6);){let g=Math.ceil((c+d)/2),b=p(g);b.ok?(c=g,m={value:g,...b}):d=g-1}return m},a=Math.max(i,ze(n)),f=l(i,
a,c=>o(c));if(f)return f.text;let $=l(0,Fe(n),c=>o(i,c));return $?l(i,a,c=>o(c,$.value))?.text??$.text:l(0,s,c=>o(i,0,c))?.
text??l(0,s,c=>o(i,0,0,!1,c))?.text??o(i,0,0,!1,0).text}function He(e){let t=e.handoff;return[t?.summary,t?.detail,t?.failure?.
reason,t?.next?.reason,e.record.outcome.message,...Object.values(t?.data??{}),...Oe(e).flatMap(([,n])=>n),...(t?.artifacts??
[]).map(n=>n.description),...e.record.problems.map(n=>n.message)]}function ze(e){let t=0;for(let{latest:n}of e)for(let r of He(
n))t=Math.max(t,r?.length??0);return t}function Fe(e){let t=0;for(let{latest:n}of e){let r=n.handoff,s=[...Oe(n).map(([,
o])=>o.length),Object.keys(r?.data??{}).length,r?.artifacts?.length??0,n.record.problems.length];for(let o of s)t=Math.max(
t,o)}return t}function Oe(e){let t=e.handoff;return[["failure.blockers",t?.failure?.blockers],["failure.questions",t?.failure?.
questions],["expectations.deliverables",t?.expectations?.deliverables],["expectations.acceptance",t?.expectations?.acceptance],
["expectations.constraints",t?.expectations?.constraints]].filter(r=>(r[1]?.length??0)>0)}function Be(e){let t=new Map;for(let r of e){
let s=t.get(r.record.stage)??[];s.push(r),t.set(r.record.stage,s)}return[...t.entries()].map(([r,s])=>{let o=[...s].sort(
(u,i)=>J(A(u.record),A(i.record)));return{stage:r,latest:o[o.length-1],earlier:o.slice(0,-1)}}).sort((r,s)=>r.latest.record.
hop-s.latest.record.hop||O(xe(r),xe(s))||O(r.stage,s.stage))}function qe(e,t){if(e.run.attempt===1)return t>1?`attempt ${e.
attempt} of ${t}`:"";let n=N(A(e));return t>1?`${n}, ${t} attempts`:n}function xe(e){return(e.earlier[0]??e.latest).record.
agent.started_at}var F={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\u274C",cancelled:"\u{1F6AB}"},We={
...F,running:"\u23F3",interrupted:"\u26A0\uFE0F"},te=["failure","cancelled","blocked","partial","success"];function v(e){
return me(e.status,e.outcome.reason)}function Ae(e,t){let n=v(e),r=e.outcome.reason==="completed"||n==="cancelled"?"":` ${t(
e.outcome.reason)}`;return`${F[n]} ${n}${r}`}function Ye(e){let t=null;for(let{latest:n}of e){let r=v(n.record);(t===null||
te.indexOf(r)<te.indexOf(t))&&(t=r)}return t}function Ve(e,t,n){let r=oe(t),s=t.workflow??e[0]?.latest.record.run.workflow??
"workflow",o=e[0]?.latest.record.run,u=[se(s,t.key)],i=t.cancelled||t.run?.status==="cancelled"?"cancelled":Ye(e),l=t.run?.
status==="failure"&&i!=="failure",a=t.run?.status==="running"||t.run?.status==="interrupted"?t.run.status:l?"failure":i??
t.run?.status??null,f=y(s,r)||"workflow";if(u.push(a===null?`## baton report \xB7 ${f}`:`## ${We[a]} baton report \xB7 ${f}\
 \xB7 ${a}`),u.push(Xe(e,t.runId??o?.id??null,t)),l&&t.run&&t.run.failedJobs.length>0){let d=t.run.failedJobs.map(p=>P(p,
r));u.push(`The run failed: ${d.length===1?"job":"jobs"} ${d.join(", ")} failed.`)}let $=Je(t);if(e.length===0)u.push("N\
o baton records were found for this run. A stage that failed before it recorded (an input it refused, say) leaves none: \
its job\u2019s log says why."),$&&u.push($);else{u.push(et(e,r,n)),$&&u.push($);let d=n.flowchart?rt(e):"";d!==""&&d.length<=
Le?u.push(d):n.flowchart=!1;for(let p of e.slice(0,n.sectionsKept))u.push(ot(p,t,n))}let c=at(e,n,t);return c&&u.push(c),
u.push("<sub>Built by baton from the stage records; agent text is shown as data, sanitised.</sub>"),`${u.join(`

`)}
`}function Je(e){let t=[...e.unreadable??[]].sort((s,o)=>O(s.stage,o.stage)||J(s,o));if(t.length===0)return null;let n=t.
slice(0,20).map(s=>`> - ${P(T(s.stage))} ${N(s)}: ${y(s.reason,oe(e))}`);return t.length>n.length&&n.push(`> - and ${t.length-
n.length} more`),["> [!WARNING]",`> ${`${t.length} ${t.length===1?"record":"records"}`} of this run could not be read an\
d ${t.length===1?"is":"are"} not in this report:`,...n].join(`
`)}function Xe(e,t,n){let r=e.reduce((a,f)=>a+1+f.earlier.length,0),s=new Map;for(let{latest:a}of e){let f=v(a.record);s.
set(f,(s.get(f)??0)+1)}let o=te.filter(a=>s.has(a)).map(a=>`${s.get(a)} ${a}`),u=`${e.length} ${e.length===1?"stage":"st\
ages"}`,i=r>e.length?` in ${r} attempts`:"",l=Qe(t,n);return[`${u}${i}${o.length?` (${o.join(", ")})`:""}`,Ze(e),l].filter(
Boolean).join(" \xB7 ")}function Ze(e){let t=0,n=0,r=0,s=!1,o=!1;for(let i of e)for(let{record:l}of[...i.earlier,i.latest]){
let a=l.agent.usage;a&&((a.input_tokens!==void 0||a.output_tokens!==void 0)&&(s=!0),t+=a.input_tokens??0,n+=a.output_tokens??
0,a.cost_usd!==void 0&&(o=!0,r+=a.cost_usd))}let u=[];return s&&u.push(`${R(t)} tokens in, ${R(n)} out`),o&&u.push(Ue(r)),
u.join(", ")}function Qe(e,t){let n=e===null?"the run":`run ${y(e)}`;return t.runUrl?`[View ${n}](${t.runUrl})`:e===null?
"":`local ${n}`}function et(e,t,n){let r=e.some(({latest:i})=>Te(i)!==null),s=e.some(({latest:i})=>i.record.agent.usage?.
cost_usd!==void 0),o=["Stage","Status","Summary","Duration"];r&&o.push("Tokens"),s&&o.push("Cost");let u=[`| ${o.join(" \
| ")} |`,`|${o.map(()=>"---").join("|")}|`];for(let i of e.slice(0,n.rowsKept)){let{record:l,handoff:a}=i.latest,f=[`\`${T(
l.stage)}\``,tt(i),a?D(nt(a.summary,n.fieldChars),t)||"\u2014":"_no handoff_",st(i)];if(r&&f.push(Te(i.latest)??"\u2014"),
s){let $=l.agent.usage?.cost_usd;f.push($===void 0?"\u2014":Ue($))}u.push(`| ${f.join(" | ")} |`)}return n.rowsKept<e.length&&
u.push(`| \u2026 | ${e.length-n.rowsKept} more stages |${" |".repeat(o.length-2)}`),u.join(`
`)}function tt(e){let{record:t}=e.latest,n=[Ae(t,s=>`(${s})`)],r=e.earlier.length+1;return r>1&&n.push(`\xB7 ${N(A(t))},\
 ${r} attempts`),n.join(" ")}function nt(e,t){let n=Math.min(ke,t??ke),s=(e.split(/\r?\n/).find(o=>o.trim()!=="")??"").trim();
return s.length>n?`${Q(s,n-1)}\u2026`:s}function Te(e){let t=e.record.agent.usage;if(!t||t.input_tokens===void 0&&t.output_tokens===
void 0)return null;let n=[];return t.input_tokens!==void 0&&n.push(`${R(t.input_tokens)} in`),t.output_tokens!==void 0&&
n.push(`${R(t.output_tokens)} out`),n.join(" / ")}function R(e){return String(Math.round(e)).replace(/\B(?=(\d{3})+(?!\d))/g,
",")}function Ue(e){return e>=1?`$${e.toFixed(2)}`:`$${e.toFixed(4)}`}function z(e){if(e<1e3)return`${e} ms`;let t=e/1e3;
if(t<60)return`${t.toFixed(1)} s`;let n=Math.round(t),r=Math.floor(n/3600),s=Math.floor(n%3600/60),o=n%60;return r>0?`${r}\
 h ${String(s).padStart(2,"0")} min`:`${s} min ${String(o).padStart(2,"0")} s`}function rt(e){let t=new Map,n=i=>{let l=t.
get(i);return l===void 0&&(l=`s${t.size}`,t.set(i,l)),l};for(let i of e)n(i.stage);let r=new Set,s=[];for(let{stage:i,latest:l}of e){
let a=[...new Set(l.record.lineage.map(f=>f.stage))].sort(O);for(let f of a)r.add(`${n(f)} --> ${n(i)}`)}for(let{stage:i,
latest:l}of e){let a=l.handoff?.next?.stage;a!==void 0&&r.add(`${n(i)} -.->|next| ${n(a)}`)}for(let[i,l]of t){let a=e.find(
m=>m.stage===i);if(!a){s.push(`  ${l}["${K(T(i))}<br/>${K("no stage record")}"]:::absent`);continue}let{record:f}=a.latest,
$=a.earlier.length+1,c=v(f),d=`${F[c]} ${c}${$>1?` \xD7${$}`:""}`,p=c==="failure"||c==="blocked"?`:::${c}`:"";s.push(`  ${l}\
["${K(T(i))}<br/>${K(d)}"]${p}`)}for(let i of r)s.push(`  ${i}`);let o=i=>s.some(l=>l.endsWith(`:::${i}`)),u=[o("failure")?
"  classDef failure fill:#ffebe9,stroke:#cf222e,color:#1f2328":"",o("blocked")?"  classDef blocked fill:#fff8c5,stroke:#\
9a6700,color:#1f2328":"",o("absent")?"  classDef absent fill:#f6f8fa,stroke:#8c959f,stroke-dasharray:3 3,color:#59636e":
""].filter(Boolean);return["```mermaid","flowchart LR",...s,...u,"```"].join(`
`)}function K(e){let t="";for(let n of e)t+=/[A-Za-z0-9 _.,:/()-]/.test(n)?n:`#${n.codePointAt(0)};`;return t}function st(e){
let t=z(e.latest.record.agent.duration_ms);if(e.earlier.length===0)return t;let n=[e.latest,...e.earlier].reduce((r,s)=>r+
s.record.agent.duration_ms,0);return`${t} (${z(n)} in ${e.earlier.length+1} attempts)`}function ot(e,t,n){let r=oe(t),{record:s,
handoff:o}=e.latest,u=e.earlier.length+1,i=(c,d)=>ge(_(e.stage,c,d,n),r),l=[`${F[v(s)]} <b>${T(s.stage)}</b>`,v(s),z(s.agent.
duration_ms),qe(s,u)].filter(Boolean).join(" \xB7 "),a=[];if(s.outcome.reason!=="completed"){let c=s.outcome.message?`: ${y(
_(e.stage,"outcome",s.outcome.message,n),r)}`:"";a.push(`**Outcome:** \`${s.outcome.reason}\`${c}`)}if(o===null)a.push("\
_No handoff was captured for this attempt._");else{a.push("**Summary**",i("summary",o.summary)||"\u2014");let c=Object.entries(
o.data??{}).sort(([m],[g])=>O(m,g));if(c.length>0){let{shown:m,more:g}=H(e.stage,"data",c,n),b=m.map(([w,E])=>`| ${de.test(
w)?`\`${w}\``:D(w)} | ${D(_(e.stage,`data.${w}`,E,n),r)||"\u2014"} |`);g>0&&b.push(`| \u2026 | ${R(g)} more ${g===1?"key":
"keys"} |`),a.push(["**Data**","","| Key | Value |","|---|---|",...b].join(`
`))}let d=(m,g)=>it(e.stage,m,g,n,r);o.failure&&(a.push(`**Failure:** ${y(_(e.stage,"failure",o.failure.reason,n),r)}`),
o.failure.blockers?.length&&a.push(`Blockers:

${d("failure.blockers",o.failure.blockers)}`),o.failure.questions?.length&&a.push(`Questions:

${d("failure.questions",o.failure.questions)}`));let p=o.expectations;if(p&&(p.deliverables?.length||p.acceptance?.length||
p.constraints?.length)){let m=["**Expectations** for the next stage"];p.deliverables?.length&&m.push(`Deliverables:

${d("expectations.deliverables",p.deliverables)}`),p.acceptance?.length&&m.push(`Acceptance:

${d("expectations.acceptance",p.acceptance)}`),p.constraints?.length&&m.push(`Constraints:

${d("expectations.constraints",p.constraints)}`),a.push(m.join(`

`))}if(o.next){let m=o.next.reason?` \u2014 ${y(_(e.stage,"next.reason",o.next.reason,n),r)}`:"";a.push(`**Next:** \`${T(
o.next.stage)}\`${m}`)}if(o.artifacts?.length){let{shown:m,more:g}=H(e.stage,"artifacts",o.artifacts,n),b=m.map((w,E)=>{
let q=w.description?` \u2014 ${y(_(e.stage,`artifacts.${E}`,w.description,n),r)}`:"";return`- ${ee(w.path,r)}${q}`});a.push(
["**Artifacts**","",...b,...ne(g)].join(`
`))}t.includeDetail&&o.detail&&a.push("**Detail**",i("detail",o.detail)||"\u2014")}let f=s.problems;if(f.length>0){let{shown:c,
more:d}=H(e.stage,"problems",f,n),p=c.map((m,g)=>`- ${m.severity==="error"?"\u274C":"\u26A0\uFE0F"} ${ee(m.code)} ${ee(m.
path)}: ${y(_(e.stage,`problems.${g}`,m.message,n),r)}`);a.push(["**Problems**","",...p,...ne(d)].join(`
`))}if(e.earlier.length>0){let c=e.earlier.map(({record:d})=>`- ${N(A(d))}: ${Ae(d,p=>`(\`${p}\`)`)}, ${z(d.agent.duration_ms)}`);
a.push(["**Earlier attempts**","",...c].join(`
`))}return[s.status==="failure"||s.status==="blocked"?"<details open>":"<details>",`<summary>${l}</summary>`,"",a.join(`\


`),"","</details>"].join(`
`)}function it(e,t,n,r,s){let{shown:o,more:u}=H(e,t,n,r);return[...o.map((l,a)=>`- ${y(_(e,`${t}.${a}`,l,r),s)||"\u2014"}`),
...ne(u)].join(`
`)}function H(e,t,n,r){return r.entriesKept===null||n.length<=r.entriesKept?{shown:n,more:0}:(r.listsCut.add(`${e}.${t}`),
{shown:n.slice(0,r.entriesKept),more:n.length-r.entriesKept})}function ne(e){return e>0?[`- \u2026 ${R(e)} more`]:[]}function ee(e,t={}){
return P(e,t)}function T(e){return ce.test(e)?e:encodeURIComponent(e).replace(/[!'()*]/g,Ee)}function _(e,t,n,r){if(r.fieldChars===
null||n.length<=r.fieldChars)return n;r.fieldsCut.add(`${e}.${t}`);let s=Q(n,r.fieldChars);return`${s}

\u2026 (${R(n.length-s.length)} more characters cut)`}function L(e){let t=e.slice(0,10).map(n=>`\`${T(n)}\``);return e.length>
t.length?`${t.join(", ")} and ${e.length-t.length} more`:t.join(", ")}function at(e,t,n){let r=[];if(t.fieldsCut.size>0){
let i=[...new Set([...t.fieldsCut].map(l=>l.slice(0,l.indexOf("."))))];r.push(`${t.fieldsCut.size} ${t.fieldsCut.size===
1?"field was":"fields were"} cut to ${R(t.fieldChars??0)} characters (${L(i)})`)}if(t.listsCut.size>0){let i=[...new Set(
[...t.listsCut].map(f=>f.slice(0,f.indexOf("."))))],l=t.entriesKept??0,a=`${t.listsCut.size} ${t.listsCut.size===1?"list\
 shows":"lists show"}`;r.push(l===0?`${a} none of ${t.listsCut.size===1?"its":"their"} entries, only how many there are \
(${L(i)})`:`${a} ${t.listsCut.size===1?"its":"their"} first ${R(l)} ${l===1?"entry":"entries"} (${L(i)})`)}let s=e.slice(
t.sectionsKept).map(i=>i.stage);if(s.length>0&&r.push(`the sections of ${s.length} ${s.length===1?"stage were":"stages w\
ere"} left out (${L(s)})`),!t.flowchart&&e.length>0&&r.push("the diagram was left out"),t.rowsKept<e.length&&r.push(`the\
 table shows the first ${t.rowsKept} of ${e.length} stages`),r.length===0)return null;let o=n.recordsLocation??n.runUrl??
null,u=o?` The full records are in ${o}.`:"";return`> [!NOTE]
> This report was shortened to fit GitHub's ${R(V.commentChars)}-character limit: ${r.join("; ")}.${u}`}var ve=["comment","summary","both"],lt=/^[A-Za-z0-9_.-]{1,64}$/;function ut(e){let t=(e[h.mode]??"").trim()||"both";if(!ve.
includes(t))throw new k("input-invalid",`must be one of ${ve.join(", ")}; got "${t}"`,{where:h.mode});return t}function je(e,t){
let n=ut(e),r=(e[h.key]??"").trim()||re;if(!lt.test(r))throw new k("input-invalid",`must be 1 to 64 letters, digits, '.'\
, '_' or '-' (it names the sticky comment); got "${r}"`,{where:h.key});let s=ft(e[h.includeDetail]??"",h.includeDetail,!1),
o=null;if(n!=="summary"){let u=(e[h.issueNumber]??"").trim();if(u!==""){if(!/^[1-9]\d{0,9}$/.test(u))throw new k("input-\
invalid",`must be the number of an issue or pull request, like 42; got "${u}"`,{where:h.issueNumber});o=Number(u)}else if(o=
ct(t.payload),o===null)throw new k("issue-number-missing",`there is no issue or pull request to comment on: the triggeri\
ng event (${t.name||"unknown"}) is not about one. Set the issue-number input, or use mode: summary`,{where:h.issueNumber})}
return{mode:n,key:r,includeDetail:s,issueNumber:o}}function ct(e){let t=S(e);if(!t)return null;let n=ie(S(t.pull_request)?.
number)??ie(S(t.issue)?.number);if(n!==null)return n;for(let r of["workflow_run","check_run","check_suite"]){let s=S(t[r])?.
pull_requests;if(Array.isArray(s)&&s.length===1){let o=ie(S(s[0])?.number);if(o!==null)return o}}return null}var dt=["pu\
ll_request","pull_request_review","pull_request_review_comment"];function Ne(e,t){if(!dt.includes(e))return null;let n=S(
S(t)?.pull_request),r=S(n?.head);if(!r)return null;if(r.repo===null)return{head:null};let s=S(r.repo);if(!s)return null;
let o=typeof s.full_name=="string"?s.full_name:null,u=S(S(n?.base)?.repo)?.full_name;return o!==null&&typeof u=="string"?
o===u?null:{head:o}:s.fork===!0?{head:o}:null}function ft(e,t,n){let r=e.trim();if(r==="")return n;if(["true","True","TR\
UE"].includes(r))return!0;if(["false","False","FALSE"].includes(r))return!1;throw new k("input-invalid",`must be true or\
 false; got "${r}"`,{where:t})}function S(e){return e!==null&&typeof e=="object"&&!Array.isArray(e)?e:null}function ie(e){
return typeof e=="number"&&Number.isInteger(e)&&e>0?e:null}async function mt(e,t,n){let{env:r}=e,s=new Se,o=C(h.githubToken);o&&ue(o);let u={[h.mode]:C(h.mode),[h.key]:C(h.key),[h.
includeDetail]:C(h.includeDetail),[h.issueNumber]:C(h.issueNumber)},i={name:r.GITHUB_EVENT_NAME??"",payload:ht(r.GITHUB_EVENT_PATH)},
l=je(u,i);t.mode=l.mode,t.issueNumber=l.issueNumber;let a=I(r,"GITHUB_REPOSITORY"),f=I(r,"GITHUB_RUN_ID"),$=I(r,"GITHUB_\
WORKFLOW");if(l.mode!=="summary"&&!r.GITHUB_API_URL)throw new k("runner-env-missing","GITHUB_API_URL is not set, so the \
report comment has no GitHub API to go to: the runner sets it for every step of a job. Run this as a step of a GitHub Ac\
tions job, or use mode: summary for the job summary alone");let c=ye(r,o),d=new we({tempDir:I(r,"RUNNER_TEMP"),reporter:s}),
p=await Z(Re(d),n).catch(x=>{if(!n.received)throw x});if(!p||n.received)return ae(t,n,s);let{records:m,unreadable:g}=p;for(let x of g)
s.warning(`record of stage ${x.stage} attempt ${x.attempt} could not be read: ${x.reason}`);s.info(`report: ${m.length} \
records of run ${f}${g.length?`, ${g.length} unreadable`:""}`);let b=r.GITHUB_SERVER_URL??"https://github.com",w=`${b.replace(
/\/+$/,"")}/${a}/actions/runs/${f}`,E=Ce(m,{workflow:$,key:l.key,runId:f,runUrl:w,recordsLocation:`[the run's artifacts]\
(${w}#artifacts)`,includeDetail:l.includeDetail,secrets:c,serverUrl:b,unreadable:g});if(l.mode!=="comment"&&(await he(E,
c),t.summaryWritten=!0),l.mode==="summary"){X({[j.commentId]:"",[j.commentUrl]:""}),n.received&&s.info(`report: ${U(n.received)}\
 while the job summary was being written; it was written, and is left as it is`);return}let{GitHubCommentSink:q}=await import("../action-chunks/comment-sink-553W3JP2.js");
if(n.received)return ae(t,n,s);let W=new q({token:o,repository:a,baseUrl:r.GITHUB_API_URL,reporter:s,forkPullRequest:Ne(
i.name,i.payload),signal:n.signal});t.sink=W;let M;try{M=await Z(W.upsert({issueNumber:l.issueNumber,marker:se($,l.key),
body:E}),n,()=>W.inFlight!==void 0)}catch(x){if(n.received)return ae(t,n,s);throw x}X({[j.commentId]:String(M.id),[j.commentUrl]:M.
url}),s.info(pt(M,n))}function pt(e,t){return e.action==="unchanged"?t.received?`report: ${U(t.received)} while the comm\
ent was being checked; it already held this report, and is left as it is: ${e.url}`:`report: comment ${e.url} unchanged`:
t.received?`report: ${U(t.received)} while the comment was being ${e.action}; it was ${e.action}, and is left as it is: ${e.
url}`:`report: ${e.action} comment ${e.url}`}function ae(e,t,n){e.cancelled=!0,n.warning(`report: cancelled: ${U(t.received)}\
; ${Ie(e)}`)}function Ie(e,t=!1){let n=e.sink?.inFlight,r=[];if(e.mode!==void 0&&e.mode!=="summary"){let s=t?`GitHub did\
 not answer within the ${$e.deadline/1e3} s a stopped step has`:"its request got no answer before the step stopped";r.push(
n===void 0?"no comment was created or updated":`the comment on #${e.issueNumber} may have been ${n==="create"?"created":
"updated"}: ${s}; look for it there`)}return e.mode!==void 0&&e.mode!=="comment"&&r.push(`the job summary was ${e.summaryWritten?
"":"not "}written`),e.summaryWritten||n!==void 0?r.join("; "):`nothing was posted${r.length?`: ${r.join(", and ")}`:""}`}
var gt=16*1024*1024;function ht(e){if(!e)return{};try{return(0,B.statSync)(e).size>gt?{}:JSON.parse((0,B.readFileSync)(e,
"utf8"))}catch{return{}}}async function Me(e=pe()){let t={summaryWritten:!1,cancelled:!1};await be(e,n=>mt(e,t,n),{async failed(n){
Y(G(n))},async outOfTime(n){Y(`report: ${U(n)}; ${Ie(t,!0)}`)}}),t.cancelled&&e.exit(le.Failure)}await Me();

import{A as $e,B as be,C as v,D as we,h as V,k as A,l as N,n as fe,o as me,p as S,q as D,r as P,t as J,u as pe,w as ge,x as O,
y as X,z as he}from"../action-chunks/chunk-2VUHXWVP.js";import{a as Z}from"../action-chunks/chunk-QKOWGC76.js";import{a as Ge}from"../action-chunks/chunk-R2LRCHEZ.js";
import"../action-chunks/chunk-QOJIWIUK.js";import{i as de}from"../action-chunks/chunk-IKP7P5JP.js";import"../action-chunks/chunk-PO5EA42V.js";import{
N as C}from"../action-chunks/chunk-K774MLFD.js";import{b as R,d as G}from"../action-chunks/chunk-ZB3GGCKF.js";import{s as Y,t as le,u as ue,
v as ce,w as h,x as j}from"../action-chunks/chunk-CITQMF73.js";import{f as ie,h as ae,i as E,k as W}from"../action-chunks/chunk-DHIUKFLR.js";
import"../action-chunks/chunk-SM223FN7.js";import{d as Me}from"../action-chunks/chunk-A64LSPLL.js";var B=Me(Ge(),1);async function Se(e){let t=await e.list(),n=await Promise.allSettled(t.map(({stage:o,attempt:c,runAttempt:a})=>e.getAttempt(
o,c,a))),r=[],s=[];return n.forEach((o,c)=>{let{stage:a,attempt:i,runAttempt:l}=t[c];o.status==="fulfilled"?o.value&&r.push(
o.value):s.push({stage:a,attempt:i,runAttempt:l,reason:G(o.reason)})}),{records:r,unreadable:s}}var ne="default",ye=160,De=512;function re(e,t=ne){return`<!-- ${ce}${Re(e)}:${Re(t)} -->`}function Re(e){return encodeURIComponent(
e).replace(/[!'()*]/g,xe).replace(/-(?=-)/g,"%2D")}function xe(e){return`%${e.charCodeAt(0).toString(16).toUpperCase().padStart(
2,"0")}`}function Pe(e){let t=0;for(let n=e.indexOf(`
`);n!==-1;n=e.indexOf(`
`,n+1))t++;return e.length+t}var Ke=5e4;function Te(e,t={}){let n=ze(e),r=t.maxLength??Y.commentChars-De,s=n.length,o=(u,f=null,m=s,g=!0,b=s)=>{
let $=Ye(n,t,{fieldChars:u,fieldsCut:new Set,entriesKept:f,listsCut:new Set,sectionsKept:m,flowchart:g,rowsKept:b});return{
text:$,ok:Pe($)<=r}},c=o(null);if(c.ok)return c.text;let a=64,i=(u,f,m)=>{let g={value:u,...m(u)};if(!g.ok)return null;for(;f-
u>Math.max(0,f>>6);){let b=Math.ceil((u+f)/2),$=m(b);$.ok?(u=b,g={value:b,...$}):f=b-1}return g},l=Math.max(a,He(n)),d=i(
a,l,u=>o(u));if(d)return d.text;let p=i(0,Fe(n),u=>o(a,u));return p?i(a,l,u=>o(u,p.value))?.text??p.text:i(0,s,u=>o(a,0,
u))?.text??i(0,s,u=>o(a,0,0,!1,u))?.text??o(a,0,0,!1,0).text}function Le(e){let t=e.handoff;return[t?.summary,t?.detail,
t?.failure?.reason,t?.next?.reason,e.record.outcome.message,...Object.values(t?.data??{}),...Ee(e).flatMap(([,n])=>n),...(t?.
artifacts??[]).map(n=>n.description),...e.record.problems.map(n=>n.message)]}function He(e){let t=0;for(let{latest:n}of e)
for(let r of Le(n))t=Math.max(t,r?.length??0);return t}function Fe(e){let t=0;for(let{latest:n}of e){let r=n.handoff,s=[
...Ee(n).map(([,o])=>o.length),Object.keys(r?.data??{}).length,r?.artifacts?.length??0,n.record.problems.length];for(let o of s)
t=Math.max(t,o)}return t}function Ee(e){let t=e.handoff;return[["failure.blockers",t?.failure?.blockers],["failure.quest\
ions",t?.failure?.questions],["expectations.deliverables",t?.expectations?.deliverables],["expectations.acceptance",t?.expectations?.
acceptance],["expectations.constraints",t?.expectations?.constraints]].filter(r=>(r[1]?.length??0)>0)}function ze(e){let t=new Map;
for(let r of e){let s=t.get(r.record.stage)??[];s.push(r),t.set(r.record.stage,s)}return[...t.entries()].map(([r,s])=>{let o=[
...s].sort((c,a)=>V(A(c.record),A(a.record)));return{stage:r,latest:o[o.length-1],earlier:o.slice(0,-1)}}).sort((r,s)=>r.
latest.record.hop-s.latest.record.hop||C(ke(r),ke(s))||C(r.stage,s.stage))}function Be(e,t){if(e.run.attempt===1)return t>
1?`attempt ${e.attempt} of ${t}`:"";let n=N(A(e));return t>1?`${n}, ${t} attempts`:n}function ke(e){return(e.earlier[0]??
e.latest).record.agent.started_at}var z={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\u274C",cancelled:"\
\u{1F6AB}"},qe={...z,running:"\u23F3",interrupted:"\u26A0\uFE0F"},ee=["failure","cancelled","blocked","partial","success"];
function U(e){return de(e.status,e.outcome.reason)}function Ce(e,t){let n=U(e),r=e.outcome.reason==="completed"||n==="ca\
ncelled"?"":` ${t(e.outcome.reason)}`;return`${z[n]} ${n}${r}`}function We(e){let t=null;for(let{latest:n}of e){let r=U(
n.record);(t===null||ee.indexOf(r)<ee.indexOf(t))&&(t=r)}return t}function Ye(e,t,n){let r=t.workflow??e[0]?.latest.record.
run.workflow??"workflow",s=e[0]?.latest.record.run,o=[re(r,t.key)],c=t.cancelled||t.run?.status==="cancelled"?"cancelled":
We(e),a=t.run?.status==="failure"&&c!=="failure",i=t.run?.status==="running"||t.run?.status==="interrupted"?t.run.status:
a?"failure":c??t.run?.status??null,l=S(r,t)||"workflow";if(o.push(i===null?`## baton report \xB7 ${l}`:`## ${qe[i]} bato\
n report \xB7 ${l} \xB7 ${i}`),o.push(Je(e,t.runId??s?.id??null,t)),a&&t.run&&t.run.failedJobs.length>0){let u=t.run.failedJobs.
map(f=>P(f,t));o.push(`The run failed: ${u.length===1?"job":"jobs"} ${u.join(", ")} failed.`)}let d=Ve(t);if(e.length===
0)o.push("No baton records were found for this run. A stage that failed before it recorded (an input it refused, say) le\
aves none: its job\u2019s log says why."),d&&o.push(d);else{o.push(Qe(e,t,n)),d&&o.push(d);let u=n.flowchart?nt(e):"";u!==
""&&u.length<=Ke?o.push(u):n.flowchart=!1;for(let f of e.slice(0,n.sectionsKept))o.push(st(f,t,n))}let p=it(e,n,t);return p&&
o.push(p),o.push("<sub>Built by baton from the stage records; agent text is shown as data, sanitised.</sub>"),`${o.join(
`

`)}
`}function Ve(e){let t=[...e.unreadable??[]].sort((s,o)=>C(s.stage,o.stage)||V(s,o));if(t.length===0)return null;let n=t.
slice(0,20).map(s=>`> - ${P(x(s.stage))} ${N(s)}: ${S(s.reason,e)}`);return t.length>n.length&&n.push(`> - and ${t.length-
n.length} more`),["> [!WARNING]",`> ${`${t.length} ${t.length===1?"record":"records"}`} of this run could not be read an\
d ${t.length===1?"is":"are"} not in this report:`,...n].join(`
`)}function Je(e,t,n){let r=e.reduce((l,d)=>l+1+d.earlier.length,0),s=new Map;for(let{latest:l}of e){let d=U(l.record);s.
set(d,(s.get(d)??0)+1)}let o=ee.filter(l=>s.has(l)).map(l=>`${s.get(l)} ${l}`),c=`${e.length} ${e.length===1?"stage":"st\
ages"}`,a=r>e.length?` in ${r} attempts`:"",i=Ze(t,n);return[`${c}${a}${o.length?` (${o.join(", ")})`:""}`,Xe(e),i].filter(
Boolean).join(" \xB7 ")}function Xe(e){let t=0,n=0,r=0,s=!1,o=!1;for(let a of e)for(let{record:i}of[...a.earlier,a.latest]){
let l=i.agent.usage;l&&((l.input_tokens!==void 0||l.output_tokens!==void 0)&&(s=!0),t+=l.input_tokens??0,n+=l.output_tokens??
0,l.cost_usd!==void 0&&(o=!0,r+=l.cost_usd))}let c=[];return s&&c.push(`${y(t)} tokens in, ${y(n)} out`),o&&c.push(Ae(r)),
c.join(", ")}function Ze(e,t){let n=e===null?"the run":`run ${S(e)}`;return t.runUrl?`[View ${n}](${t.runUrl})`:e===null?
"":`local ${n}`}function Qe(e,t,n){let r=e.some(({latest:a})=>_e(a)!==null),s=e.some(({latest:a})=>a.record.agent.usage?.
cost_usd!==void 0),o=["Stage","Status","Summary","Duration"];r&&o.push("Tokens"),s&&o.push("Cost");let c=[`| ${o.join(" \
| ")} |`,`|${o.map(()=>"---").join("|")}|`];for(let a of e.slice(0,n.rowsKept)){let{record:i,handoff:l}=a.latest,d=[`\`${x(
i.stage)}\``,et(a),l?D(tt(l.summary,n.fieldChars),t)||"\u2014":"_no handoff_",rt(a)];if(r&&d.push(_e(a.latest)??"\u2014"),
s){let p=i.agent.usage?.cost_usd;d.push(p===void 0?"\u2014":Ae(p))}c.push(`| ${d.join(" | ")} |`)}return n.rowsKept<e.length&&
c.push(`| \u2026 | ${e.length-n.rowsKept} more stages |${" |".repeat(o.length-2)}`),c.join(`
`)}function et(e){let{record:t}=e.latest,n=[Ce(t,s=>`(${s})`)],r=e.earlier.length+1;return r>1&&n.push(`\xB7 ${N(A(t))},\
 ${r} attempts`),n.join(" ")}function tt(e,t){let n=Math.min(ye,t??ye),s=(e.split(/\r?\n/).find(o=>o.trim()!=="")??"").trim();
return s.length>n?`${Z(s,n-1)}\u2026`:s}function _e(e){let t=e.record.agent.usage;if(!t||t.input_tokens===void 0&&t.output_tokens===
void 0)return null;let n=[];return t.input_tokens!==void 0&&n.push(`${y(t.input_tokens)} in`),t.output_tokens!==void 0&&
n.push(`${y(t.output_tokens)} out`),n.join(" / ")}function y(e){return String(Math.round(e)).replace(/\B(?=(\d{3})+(?!\d))/g,
",")}function Ae(e){return e>=1?`$${e.toFixed(2)}`:`$${e.toFixed(4)}`}function F(e){if(e<1e3)return`${e} ms`;let t=e/1e3;
if(t<60)return`${t.toFixed(1)} s`;let n=Math.round(t),r=Math.floor(n/3600),s=Math.floor(n%3600/60),o=n%60;return r>0?`${r}\
 h ${String(s).padStart(2,"0")} min`:`${s} min ${String(o).padStart(2,"0")} s`}function nt(e){let t=new Map,n=a=>{let i=t.
get(a);return i===void 0&&(i=`s${t.size}`,t.set(a,i)),i};for(let a of e)n(a.stage);let r=new Set,s=[];for(let{stage:a,latest:i}of e){
let l=[...new Set(i.record.lineage.map(d=>d.stage))].sort(C);for(let d of l)r.add(`${n(d)} --> ${n(a)}`)}for(let{stage:a,
latest:i}of e){let l=i.handoff?.next?.stage;l!==void 0&&r.add(`${n(a)} -.->|next| ${n(l)}`)}for(let[a,i]of t){let l=e.find(
g=>g.stage===a);if(!l){s.push(`  ${i}["${K(x(a))}<br/>${K("no stage record")}"]:::absent`);continue}let{record:d}=l.latest,
p=l.earlier.length+1,u=U(d),f=`${z[u]} ${u}${p>1?` \xD7${p}`:""}`,m=u==="failure"||u==="blocked"?`:::${u}`:"";s.push(`  ${i}\
["${K(x(a))}<br/>${K(f)}"]${m}`)}for(let a of r)s.push(`  ${a}`);let o=a=>s.some(i=>i.endsWith(`:::${a}`)),c=[o("failure")?
"  classDef failure fill:#ffebe9,stroke:#cf222e,color:#1f2328":"",o("blocked")?"  classDef blocked fill:#fff8c5,stroke:#\
9a6700,color:#1f2328":"",o("absent")?"  classDef absent fill:#f6f8fa,stroke:#8c959f,stroke-dasharray:3 3,color:#59636e":
""].filter(Boolean);return["```mermaid","flowchart LR",...s,...c,"```"].join(`
`)}function K(e){let t="";for(let n of e)t+=/[A-Za-z0-9 _.,:/()-]/.test(n)?n:`#${n.codePointAt(0)};`;return t}function rt(e){
let t=F(e.latest.record.agent.duration_ms);if(e.earlier.length===0)return t;let n=[e.latest,...e.earlier].reduce((r,s)=>r+
s.record.agent.duration_ms,0);return`${t} (${F(n)} in ${e.earlier.length+1} attempts)`}function st(e,t,n){let{record:r,handoff:s}=e.
latest,o=e.earlier.length+1,c=(p,u)=>me(k(e.stage,p,u,n),t),a=[`${z[U(r)]} <b>${x(r.stage)}</b>`,U(r),F(r.agent.duration_ms),
Be(r,o)].filter(Boolean).join(" \xB7 "),i=[];if(r.outcome.reason!=="completed"){let p=r.outcome.message?`: ${S(k(e.stage,
"outcome",r.outcome.message,n),t)}`:"";i.push(`**Outcome:** \`${r.outcome.reason}\`${p}`)}if(s===null)i.push("_No handof\
f was captured for this attempt._");else{i.push("**Summary**",c("summary",s.summary)||"\u2014");let p=Object.entries(s.data??
{}).sort(([m],[g])=>C(m,g));if(p.length>0){let{shown:m,more:g}=H(e.stage,"data",p,n),b=m.map(([$,T])=>`| ${ue.test($)?`\`${$}\
\``:D($)} | ${D(k(e.stage,`data.${$}`,T,n),t)||"\u2014"} |`);g>0&&b.push(`| \u2026 | ${y(g)} more ${g===1?"key":"keys"} \
|`),i.push(["**Data**","","| Key | Value |","|---|---|",...b].join(`
`))}let u=(m,g)=>ot(e.stage,m,g,n,t);s.failure&&(i.push(`**Failure:** ${S(k(e.stage,"failure",s.failure.reason,n),t)}`),
s.failure.blockers?.length&&i.push(`Blockers:

${u("failure.blockers",s.failure.blockers)}`),s.failure.questions?.length&&i.push(`Questions:

${u("failure.questions",s.failure.questions)}`));let f=s.expectations;if(f&&(f.deliverables?.length||f.acceptance?.length||
f.constraints?.length)){let m=["**Expectations** for the next stage"];f.deliverables?.length&&m.push(`Deliverables:

${u("expectations.deliverables",f.deliverables)}`),f.acceptance?.length&&m.push(`Acceptance:

${u("expectations.acceptance",f.acceptance)}`),f.constraints?.length&&m.push(`Constraints:

${u("expectations.constraints",f.constraints)}`),i.push(m.join(`

`))}if(s.next){let m=s.next.reason?` \u2014 ${S(k(e.stage,"next.reason",s.next.reason,n),t)}`:"";i.push(`**Next:** \`${x(
s.next.stage)}\`${m}`)}if(s.artifacts?.length){let{shown:m,more:g}=H(e.stage,"artifacts",s.artifacts,n),b=m.map(($,T)=>{
let I=$.description?` \u2014 ${S(k(e.stage,`artifacts.${T}`,$.description,n),t)}`:"";return`- ${Q($.path,t)}${I}`});i.push(
["**Artifacts**","",...b,...te(g)].join(`
`))}t.includeDetail&&s.detail&&i.push("**Detail**",c("detail",s.detail)||"\u2014")}let l=r.problems;if(l.length>0){let{shown:p,
more:u}=H(e.stage,"problems",l,n),f=p.map((m,g)=>`- ${m.severity==="error"?"\u274C":"\u26A0\uFE0F"} ${Q(m.code)} ${Q(m.path)}\
: ${S(k(e.stage,`problems.${g}`,m.message,n),t)}`);i.push(["**Problems**","",...f,...te(u)].join(`
`))}if(e.earlier.length>0){let p=e.earlier.map(({record:u})=>`- ${N(A(u))}: ${Ce(u,f=>`(\`${f}\`)`)}, ${F(u.agent.duration_ms)}`);
i.push(["**Earlier attempts**","",...p].join(`
`))}return[r.status==="failure"||r.status==="blocked"?"<details open>":"<details>",`<summary>${a}</summary>`,"",i.join(`\


`),"","</details>"].join(`
`)}function ot(e,t,n,r,s){let{shown:o,more:c}=H(e,t,n,r);return[...o.map((i,l)=>`- ${S(k(e,`${t}.${l}`,i,r),s)||"\u2014"}`),
...te(c)].join(`
`)}function H(e,t,n,r){return r.entriesKept===null||n.length<=r.entriesKept?{shown:n,more:0}:(r.listsCut.add(`${e}.${t}`),
{shown:n.slice(0,r.entriesKept),more:n.length-r.entriesKept})}function te(e){return e>0?[`- \u2026 ${y(e)} more`]:[]}function Q(e,t={}){
return P(e,t)}function x(e){return le.test(e)?e:encodeURIComponent(e).replace(/[!'()*]/g,xe)}function k(e,t,n,r){if(r.fieldChars===
null||n.length<=r.fieldChars)return n;r.fieldsCut.add(`${e}.${t}`);let s=Z(n,r.fieldChars);return`${s}

\u2026 (${y(n.length-s.length)} more characters cut)`}function L(e){let t=e.slice(0,10).map(n=>`\`${x(n)}\``);return e.length>
t.length?`${t.join(", ")} and ${e.length-t.length} more`:t.join(", ")}function it(e,t,n){let r=[];if(t.fieldsCut.size>0){
let a=[...new Set([...t.fieldsCut].map(i=>i.slice(0,i.indexOf("."))))];r.push(`${t.fieldsCut.size} ${t.fieldsCut.size===
1?"field was":"fields were"} cut to ${y(t.fieldChars??0)} characters (${L(a)})`)}if(t.listsCut.size>0){let a=[...new Set(
[...t.listsCut].map(d=>d.slice(0,d.indexOf("."))))],i=t.entriesKept??0,l=`${t.listsCut.size} ${t.listsCut.size===1?"list\
 shows":"lists show"}`;r.push(i===0?`${l} none of ${t.listsCut.size===1?"its":"their"} entries, only how many there are \
(${L(a)})`:`${l} ${t.listsCut.size===1?"its":"their"} first ${y(i)} ${i===1?"entry":"entries"} (${L(a)})`)}let s=e.slice(
t.sectionsKept).map(a=>a.stage);if(s.length>0&&r.push(`the sections of ${s.length} ${s.length===1?"stage were":"stages w\
ere"} left out (${L(s)})`),!t.flowchart&&e.length>0&&r.push("the diagram was left out"),t.rowsKept<e.length&&r.push(`the\
 table shows the first ${t.rowsKept} of ${e.length} stages`),r.length===0)return null;let o=n.recordsLocation??n.runUrl??
null,c=o?` The full records are in ${o}.`:"";return`> [!NOTE]
> This report was shortened to fit GitHub's ${y(Y.commentChars)}-character limit: ${r.join("; ")}.${c}`}var Oe=["comment","summary","both"],at=/^[A-Za-z0-9_.-]{1,64}$/;function lt(e){let t=(e[h.mode]??"").trim()||"both";if(!Oe.
includes(t))throw new R("input-invalid",`must be one of ${Oe.join(", ")}; got "${t}"`,{where:h.mode});return t}function Ue(e,t){
let n=lt(e),r=(e[h.key]??"").trim()||ne;if(!at.test(r))throw new R("input-invalid",`must be 1 to 64 letters, digits, '.'\
, '_' or '-' (it names the sticky comment); got "${r}"`,{where:h.key});let s=dt(e[h.includeDetail]??"",h.includeDetail,!1),
o=null;if(n!=="summary"){let c=(e[h.issueNumber]??"").trim();if(c!==""){if(!/^[1-9]\d{0,9}$/.test(c))throw new R("input-\
invalid",`must be the number of an issue or pull request, like 42; got "${c}"`,{where:h.issueNumber});o=Number(c)}else if(o=
ut(t.payload),o===null)throw new R("issue-number-missing",`there is no issue or pull request to comment on: the triggeri\
ng event (${t.name||"unknown"}) is not about one. Set the issue-number input, or use mode: summary`,{where:h.issueNumber})}
return{mode:n,key:r,includeDetail:s,issueNumber:o}}function ut(e){let t=w(e);if(!t)return null;let n=se(w(t.pull_request)?.
number)??se(w(t.issue)?.number);if(n!==null)return n;for(let r of["workflow_run","check_run","check_suite"]){let s=w(t[r])?.
pull_requests;if(Array.isArray(s)&&s.length===1){let o=se(w(s[0])?.number);if(o!==null)return o}}return null}var ct=["pu\
ll_request","pull_request_review","pull_request_review_comment"];function je(e,t){if(!ct.includes(e))return null;let n=w(
w(t)?.pull_request),r=w(n?.head);if(!r)return null;if(r.repo===null)return{head:null};let s=w(r.repo);if(!s)return null;
let o=typeof s.full_name=="string"?s.full_name:null,c=w(w(n?.base)?.repo)?.full_name;return o!==null&&typeof c=="string"?
o===c?null:{head:o}:s.fork===!0?{head:o}:null}function dt(e,t,n){let r=e.trim();if(r==="")return n;if(["true","True","TR\
UE"].includes(r))return!0;if(["false","False","FALSE"].includes(r))return!1;throw new R("input-invalid",`must be true or\
 false; got "${r}"`,{where:t})}function w(e){return e!==null&&typeof e=="object"&&!Array.isArray(e)?e:null}function se(e){
return typeof e=="number"&&Number.isInteger(e)&&e>0?e:null}async function ft(e,t,n){let{env:r}=e,s=new be,o=E(h.githubToken);o&&ae(o);let c={[h.mode]:E(h.mode),[h.key]:E(h.key),[h.
includeDetail]:E(h.includeDetail),[h.issueNumber]:E(h.issueNumber)},a={name:r.GITHUB_EVENT_NAME??"",payload:gt(r.GITHUB_EVENT_PATH)},
i=Ue(c,a);t.mode=i.mode,t.issueNumber=i.issueNumber;let l=v(r,"GITHUB_REPOSITORY"),d=v(r,"GITHUB_RUN_ID"),p=v(r,"GITHUB_\
WORKFLOW");if(i.mode!=="summary"&&!r.GITHUB_API_URL)throw new R("runner-env-missing","GITHUB_API_URL is not set, so the \
report comment has no GitHub API to go to: the runner sets it for every step of a job. Run this as a step of a GitHub Ac\
tions job, or use mode: summary for the job summary alone");let u=we(r,o),f=new $e({tempDir:v(r,"RUNNER_TEMP"),reporter:s}),
m=await X(Se(f),n).catch(_=>{if(!n.received)throw _});if(!m||n.received)return oe(t,n,s);let{records:g,unreadable:b}=m;for(let _ of b)
s.warning(`record of stage ${_.stage} attempt ${_.attempt} could not be read: ${_.reason}`);s.info(`report: ${g.length} \
records of run ${d}${b.length?`, ${b.length} unreadable`:""}`);let $=r.GITHUB_SERVER_URL??"https://github.com",T=`${$.replace(
/\/+$/,"")}/${l}/actions/runs/${d}`,I=Te(g,{workflow:p,key:i.key,runId:d,runUrl:T,recordsLocation:`[the run's artifacts]\
(${T}#artifacts)`,includeDetail:i.includeDetail,secrets:u,serverUrl:$,unreadable:b});if(i.mode!=="comment"&&(await pe(I,
u),t.summaryWritten=!0),i.mode==="summary"){J({[j.commentId]:"",[j.commentUrl]:""}),n.received&&s.info(`report: ${O(n.received)}\
 while the job summary was being written; it was written, and is left as it is`);return}let{GitHubCommentSink:Ie}=await import("../action-chunks/comment-sink-553W3JP2.js");
if(n.received)return oe(t,n,s);let q=new Ie({token:o,repository:l,baseUrl:r.GITHUB_API_URL,reporter:s,forkPullRequest:je(
a.name,a.payload),signal:n.signal});t.sink=q;let M;try{M=await X(q.upsert({issueNumber:i.issueNumber,marker:re(p,i.key),
body:I}),n,()=>q.inFlight!==void 0)}catch(_){if(n.received)return oe(t,n,s);throw _}J({[j.commentId]:String(M.id),[j.commentUrl]:M.
url}),s.info(mt(M,n))}function mt(e,t){return e.action==="unchanged"?t.received?`report: ${O(t.received)} while the comm\
ent was being checked; it already held this report, and is left as it is: ${e.url}`:`report: comment ${e.url} unchanged`:
t.received?`report: ${O(t.received)} while the comment was being ${e.action}; it was ${e.action}, and is left as it is: ${e.
url}`:`report: ${e.action} comment ${e.url}`}function oe(e,t,n){e.cancelled=!0,n.warning(`report: cancelled: ${O(t.received)}\
; ${Ne(e)}`)}function Ne(e,t=!1){let n=e.sink?.inFlight,r=[];if(e.mode!==void 0&&e.mode!=="summary"){let s=t?`GitHub did\
 not answer within the ${ge.deadline/1e3} s a stopped step has`:"its request got no answer before the step stopped";r.push(
n===void 0?"no comment was created or updated":`the comment on #${e.issueNumber} may have been ${n==="create"?"created":
"updated"}: ${s}; look for it there`)}return e.mode!==void 0&&e.mode!=="comment"&&r.push(`the job summary was ${e.summaryWritten?
"":"not "}written`),e.summaryWritten||n!==void 0?r.join("; "):`nothing was posted${r.length?`: ${r.join(", and ")}`:""}`}
var pt=16*1024*1024;function gt(e){if(!e)return{};try{return(0,B.statSync)(e).size>pt?{}:JSON.parse((0,B.readFileSync)(e,
"utf8"))}catch{return{}}}async function ve(e=fe()){let t={summaryWritten:!1,cancelled:!1};await he(e,n=>ft(e,t,n),{async failed(n){
W(G(n))},async outOfTime(n){W(`report: ${O(n)}; ${Ne(t,!0)}`)}}),t.cancelled&&e.exit(ie.Failure)}await ve();

import{A as $e,B as be,C as I,D as we,h as V,k as A,l as j,n as fe,o as me,p as S,q as D,r as P,t as J,u as pe,w as ge,x as O,
y as X,z as he}from"../action-chunks/chunk-JWTIWWSW.js";import{a as Z}from"../action-chunks/chunk-QKOWGC76.js";import{a as Pe}from"../action-chunks/chunk-R2LRCHEZ.js";
import"../action-chunks/chunk-N2ZFOP3O.js";import{i as de}from"../action-chunks/chunk-IKP7P5JP.js";import"../action-chunks/chunk-PO5EA42V.js";import{
N as C}from"../action-chunks/chunk-K774MLFD.js";import{b as R,d as M}from"../action-chunks/chunk-ZB3GGCKF.js";import{s as Y,t as le,u as ue,
v as ce,w as h,x as N}from"../action-chunks/chunk-CITQMF73.js";import{f as ie,h as ae,i as E,k as W}from"../action-chunks/chunk-DHIUKFLR.js";
import"../action-chunks/chunk-SM223FN7.js";import{d as De}from"../action-chunks/chunk-A64LSPLL.js";var B=De(Pe(),1);async function Se(e){let t=await e.list(),n=await Promise.allSettled(t.map(({stage:o,attempt:c,runAttempt:i})=>e.getAttempt(
o,c,i))),r=[],s=[];return n.forEach((o,c)=>{let{stage:i,attempt:a,runAttempt:l}=t[c];o.status==="fulfilled"?o.value&&r.push(
o.value):s.push({stage:i,attempt:a,runAttempt:l,reason:M(o.reason)})}),{records:r,unreadable:s}}var ne="default",ye=160,Ke=512;function re(e,t=ne){return`<!-- ${ce}${Re(e)}:${Re(t)} -->`}function Re(e){return encodeURIComponent(
e).replace(/[!'()*]/g,xe).replace(/-(?=-)/g,"%2D")}function xe(e){return`%${e.charCodeAt(0).toString(16).toUpperCase().padStart(
2,"0")}`}function Le(e){let t=0;for(let n=e.indexOf(`
`);n!==-1;n=e.indexOf(`
`,n+1))t++;return e.length+t}var He=5e4;function Ee(e,t={}){let n=qe(e),r=t.maxLength??Y.commentChars-Ke,s=n.length,o=(u,g=null,m=s,p=!0,b=s)=>{
let $=Je(n,t,{fieldChars:u,fieldsCut:new Set,entriesKept:g,listsCut:new Set,sectionsKept:m,flowchart:p,rowsKept:b});return{
text:$,ok:Le($)<=r}},c=o(null);if(c.ok)return c.text;let i=64,a=(u,g,m)=>{let p={value:u,...m(u)};if(!p.ok)return null;for(;g-
u>Math.max(0,g>>6);){let b=Math.ceil((u+g)/2),$=m(b);$.ok?(u=b,p={value:b,...$}):g=b-1}return p},l=Math.max(i,ze(n)),d=a(
i,l,u=>o(u));if(d)return d.text;let f=a(0,Be(n),u=>o(i,u));return f?a(i,l,u=>o(u,f.value))?.text??f.text:a(0,s,u=>o(i,0,
u))?.text??a(0,s,u=>o(i,0,0,!1,u))?.text??o(i,0,0,!1,0).text}function Fe(e){let t=e.handoff;return[t?.summary,t?.detail,
t?.failure?.reason,t?.next?.reason,e.record.outcome.message,...Ce(e).flat()]}function ze(e){let t=0;for(let{latest:n}of e)
for(let r of Fe(n))t=Math.max(t,r?.length??0);return t}function Be(e){let t=0;for(let{latest:n}of e)for(let r of Ce(n))t=
Math.max(t,r.length);return t}function Ce(e){let t=e.handoff;return[...Ae(e).map(([,,n])=>n),Object.values(t?.data??{}),
(t?.artifacts??[]).map(n=>n.description),e.record.problems.map(n=>n.message)]}function Ae(e){let t=e.handoff;return[["fa\
ilure.blockers","Blockers",t?.failure?.blockers],["failure.questions","Questions",t?.failure?.questions],["expectations.\
deliverables","Deliverables",t?.expectations?.deliverables],["expectations.acceptance","Acceptance",t?.expectations?.acceptance],
["expectations.constraints","Constraints",t?.expectations?.constraints]].filter(r=>(r[2]?.length??0)>0)}function qe(e){let t=new Map;
for(let r of e){let s=t.get(r.record.stage)??[];s.push(r),t.set(r.record.stage,s)}return[...t.entries()].map(([r,s])=>{let o=[
...s].sort((c,i)=>V(A(c.record),A(i.record)));return{stage:r,latest:o[o.length-1],earlier:o.slice(0,-1)}}).sort((r,s)=>r.
latest.record.hop-s.latest.record.hop||C(ke(r),ke(s))||C(r.stage,s.stage))}function We(e,t){if(e.run.attempt===1)return t>
1?`attempt ${e.attempt} of ${t}`:"";let n=j(A(e));return t>1?`${n}, ${t} attempts`:n}function ke(e){return(e.earlier[0]??
e.latest).record.agent.started_at}var z={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\u274C",cancelled:"\
\u{1F6AB}"},Ye={...z,running:"\u23F3",interrupted:"\u26A0\uFE0F"},ee=["failure","cancelled","blocked","partial","success"];
function U(e){return de(e.status,e.outcome.reason)}function Oe(e,t){let n=U(e),r=e.outcome.reason==="completed"||n==="ca\
ncelled"?"":` ${t(e.outcome.reason)}`;return`${z[n]} ${n}${r}`}function Ve(e){let t=null;for(let{latest:n}of e){let r=U(
n.record);(t===null||ee.indexOf(r)<ee.indexOf(t))&&(t=r)}return t}function Je(e,t,n){let r=t.workflow??e[0]?.latest.record.
run.workflow??"workflow",s=e[0]?.latest.record.run,o=[re(r,t.key)],c=t.cancelled||t.run?.status==="cancelled"?"cancelled":
Ve(e),i=t.run?.status==="failure"&&c!=="failure",a=t.run?.status==="running"||t.run?.status==="interrupted"?t.run.status:
i?"failure":c??t.run?.status??null,l=S(r,t)||"workflow";if(o.push(a===null?`## baton report \xB7 ${l}`:`## ${Ye[a]} bato\
n report \xB7 ${l} \xB7 ${a}`),o.push(Ze(e,t.runId??s?.id??null,t)),i&&t.run&&t.run.failedJobs.length>0){let u=t.run.failedJobs.
map(g=>P(g,t));o.push(`The run failed: ${u.length===1?"job":"jobs"} ${u.join(", ")} failed.`)}let d=Xe(t);if(e.length===
0)o.push("No baton records were found for this run. A stage that failed before it recorded (an input it refused, say) le\
aves none: its job\u2019s log says why."),d&&o.push(d);else{o.push(tt(e,t,n)),d&&o.push(d);let u=n.flowchart?st(e):"";u!==
""&&u.length<=He?o.push(u):n.flowchart=!1;for(let g of e.slice(0,n.sectionsKept))o.push(it(g,t,n))}let f=lt(e,n,t);return f&&
o.push(f),o.push("<sub>Built by baton from the stage records; agent text is shown as data, sanitised.</sub>"),`${o.join(
`

`)}
`}function Xe(e){let t=[...e.unreadable??[]].sort((s,o)=>C(s.stage,o.stage)||V(s,o));if(t.length===0)return null;let n=t.
slice(0,20).map(s=>`> - ${P(T(s.stage))} ${j(s)}: ${S(s.reason,e)}`);return t.length>n.length&&n.push(`> - and ${t.length-
n.length} more`),["> [!WARNING]",`> ${`${t.length} ${t.length===1?"record":"records"}`} of this run could not be read an\
d ${t.length===1?"is":"are"} not in this report:`,...n].join(`
`)}function Ze(e,t,n){let r=e.reduce((l,d)=>l+1+d.earlier.length,0),s=new Map;for(let{latest:l}of e){let d=U(l.record);s.
set(d,(s.get(d)??0)+1)}let o=ee.filter(l=>s.has(l)).map(l=>`${s.get(l)} ${l}`),c=`${e.length} ${e.length===1?"stage":"st\
ages"}`,i=r>e.length?` in ${r} attempts`:"",a=et(t,n);return[`${c}${i}${o.length?` (${o.join(", ")})`:""}`,Qe(e),a].filter(
Boolean).join(" \xB7 ")}function Qe(e){let t=0,n=0,r=0,s=!1,o=!1;for(let i of e)for(let{record:a}of[...i.earlier,i.latest]){
let l=a.agent.usage;l&&((l.input_tokens!==void 0||l.output_tokens!==void 0)&&(s=!0),t+=l.input_tokens??0,n+=l.output_tokens??
0,l.cost_usd!==void 0&&(o=!0,r+=l.cost_usd))}let c=[];return s&&c.push(`${y(t)} tokens in, ${y(n)} out`),o&&c.push(Ue(r)),
c.join(", ")}function et(e,t){let n=e===null?"the run":`run ${S(e)}`;return t.runUrl?`[View ${n}](${t.runUrl})`:e===null?
"":`local ${n}`}function tt(e,t,n){let r=e.some(({latest:i})=>_e(i)!==null),s=e.some(({latest:i})=>i.record.agent.usage?.
cost_usd!==void 0),o=["Stage","Status","Summary","Duration"];r&&o.push("Tokens"),s&&o.push("Cost");let c=[`| ${o.join(" \
| ")} |`,`|${o.map(()=>"---").join("|")}|`];for(let i of e.slice(0,n.rowsKept)){let{record:a,handoff:l}=i.latest,d=[`\`${T(
a.stage)}\``,nt(i),l?D(rt(l.summary,n.fieldChars),t)||"\u2014":"_no handoff_",ot(i)];if(r&&d.push(_e(i.latest)??"\u2014"),
s){let f=a.agent.usage?.cost_usd;d.push(f===void 0?"\u2014":Ue(f))}c.push(`| ${d.join(" | ")} |`)}return n.rowsKept<e.length&&
c.push(`| \u2026 | ${e.length-n.rowsKept} more stages |${" |".repeat(o.length-2)}`),c.join(`
`)}function nt(e){let{record:t}=e.latest,n=[Oe(t,s=>`(${s})`)],r=e.earlier.length+1;return r>1&&n.push(`\xB7 ${j(A(t))},\
 ${r} attempts`),n.join(" ")}function rt(e,t){let n=Math.min(ye,t??ye),s=(e.split(/\r?\n/).find(o=>o.trim()!=="")??"").trim();
return s.length>n?`${Z(s,n-1)}\u2026`:s}function _e(e){let t=e.record.agent.usage;if(!t||t.input_tokens===void 0&&t.output_tokens===
void 0)return null;let n=[];return t.input_tokens!==void 0&&n.push(`${y(t.input_tokens)} in`),t.output_tokens!==void 0&&
n.push(`${y(t.output_tokens)} out`),n.join(" / ")}function y(e){return String(Math.round(e)).replace(/\B(?=(\d{3})+(?!\d))/g,
",")}function Ue(e){return e>=1?`$${e.toFixed(2)}`:`$${e.toFixed(4)}`}function F(e){if(e<1e3)return`${e} ms`;let t=e/1e3;
if(t<60)return`${t.toFixed(1)} s`;let n=Math.round(t),r=Math.floor(n/3600),s=Math.floor(n%3600/60),o=n%60;return r>0?`${r}\
 h ${String(s).padStart(2,"0")} min`:`${s} min ${String(o).padStart(2,"0")} s`}function st(e){let t=new Map,n=i=>{let a=t.
get(i);return a===void 0&&(a=`s${t.size}`,t.set(i,a)),a};for(let i of e)n(i.stage);let r=new Set,s=[];for(let{stage:i,latest:a}of e){
let l=[...new Set(a.record.lineage.map(d=>d.stage))].sort(C);for(let d of l)r.add(`${n(d)} --> ${n(i)}`)}for(let{stage:i,
latest:a}of e){let l=a.handoff?.next?.stage;l!==void 0&&r.add(`${n(i)} -.->|next| ${n(l)}`)}for(let[i,a]of t){let l=e.find(
p=>p.stage===i);if(!l){s.push(`  ${a}["${K(T(i))}<br/>${K("no stage record")}"]:::absent`);continue}let{record:d}=l.latest,
f=l.earlier.length+1,u=U(d),g=`${z[u]} ${u}${f>1?` \xD7${f}`:""}`,m=u==="failure"||u==="blocked"?`:::${u}`:"";s.push(`  ${a}\
["${K(T(i))}<br/>${K(g)}"]${m}`)}for(let i of r)s.push(`  ${i}`);let o=i=>s.some(a=>a.endsWith(`:::${i}`)),c=[o("failure")?
"  classDef failure fill:#ffebe9,stroke:#cf222e,color:#1f2328":"",o("blocked")?"  classDef blocked fill:#fff8c5,stroke:#\
9a6700,color:#1f2328":"",o("absent")?"  classDef absent fill:#f6f8fa,stroke:#8c959f,stroke-dasharray:3 3,color:#59636e":
""].filter(Boolean);return["```mermaid","flowchart LR",...s,...c,"```"].join(`
`)}function K(e){let t="";for(let n of e)t+=/[A-Za-z0-9 _.,:/()-]/.test(n)?n:`#${n.codePointAt(0)};`;return t}function ot(e){
let t=F(e.latest.record.agent.duration_ms);if(e.earlier.length===0)return t;let n=[e.latest,...e.earlier].reduce((r,s)=>r+
s.record.agent.duration_ms,0);return`${t} (${F(n)} in ${e.earlier.length+1} attempts)`}function it(e,t,n){let{record:r,handoff:s}=e.
latest,o=e.earlier.length+1,c=(f,u)=>me(k(e.stage,f,u,n),t),i=[`${z[U(r)]} <b>${T(r.stage)}</b>`,U(r),F(r.agent.duration_ms),
We(r,o)].filter(Boolean).join(" \xB7 "),a=[];if(r.outcome.reason!=="completed"){let f=r.outcome.message?`: ${S(k(e.stage,
"outcome",r.outcome.message,n),t)}`:"";a.push(`**Outcome:** \`${r.outcome.reason}\`${f}`)}if(s===null)a.push("_No handof\
f was captured for this attempt._");else{a.push("**Summary**",c("summary",s.summary)||"\u2014");let f=Object.entries(s.data??
{}).sort(([m],[p])=>C(m,p));if(f.length>0){let{shown:m,more:p}=H(e.stage,"data",f,n),b=m.map(([$,x])=>`| ${ue.test($)?`\`${$}\
\``:D($)} | ${D(k(e.stage,`data.${$}`,x,n),t)||"\u2014"} |`);p>0&&b.push(`| \u2026 | ${y(p)} more ${p===1?"key":"keys"} \
|`),a.push(["**Data**","","| Key | Value |","|---|---|",...b].join(`
`))}let u=m=>Ae(e.latest).filter(([p])=>p.startsWith(`${m}.`)).map(([p,b,$])=>at(e.stage,p,b,$,n,t));s.failure&&(a.push(
`**Failure:** ${S(k(e.stage,"failure",s.failure.reason,n),t)}`),a.push(...u("failure")));let g=u("expectations");if(g.length>
0&&a.push(["**Expectations** for the next stage",...g].join(`

`)),s.next){let m=s.next.reason?` \u2014 ${S(k(e.stage,"next.reason",s.next.reason,n),t)}`:"";a.push(`**Next:** \`${T(s.
next.stage)}\`${m}`)}if(s.artifacts?.length){let{shown:m,more:p}=H(e.stage,"artifacts",s.artifacts,n),b=m.map(($,x)=>{let v=$.
description?` \u2014 ${S(k(e.stage,`artifacts.${x}`,$.description,n),t)}`:"";return`- ${Q($.path,t)}${v}`});a.push(["**A\
rtifacts**","",...b,...te(p)].join(`
`))}t.includeDetail&&s.detail&&a.push("**Detail**",c("detail",s.detail)||"\u2014")}let l=r.problems;if(l.length>0){let{shown:f,
more:u}=H(e.stage,"problems",l,n),g=f.map((m,p)=>`- ${m.severity==="error"?"\u274C":"\u26A0\uFE0F"} ${Q(m.code)} ${Q(m.path)}\
: ${S(k(e.stage,`problems.${p}`,m.message,n),t)}`);a.push(["**Problems**","",...g,...te(u)].join(`
`))}if(e.earlier.length>0){let f=e.earlier.map(({record:u})=>`- ${j(A(u))}: ${Oe(u,g=>`(\`${g}\`)`)}, ${F(u.agent.duration_ms)}`);
a.push(["**Earlier attempts**","",...f].join(`
`))}return[r.status==="failure"||r.status==="blocked"?"<details open>":"<details>",`<summary>${i}</summary>`,"",a.join(`\


`),"","</details>"].join(`
`)}function at(e,t,n,r,s,o){let{shown:c,more:i}=H(e,t,r,s),a=c.map((l,d)=>`- ${S(k(e,`${t}.${d}`,l,s),o)||"\u2014"}`);return`${n}\
:

${[...a,...te(i)].join(`
`)}`}function H(e,t,n,r){return r.entriesKept===null||n.length<=r.entriesKept?{shown:n,more:0}:(r.listsCut.add(`${e}.${t}`),
{shown:n.slice(0,r.entriesKept),more:n.length-r.entriesKept})}function te(e){return e>0?[`- \u2026 ${y(e)} more`]:[]}function Q(e,t={}){
return P(e,t)}function T(e){return le.test(e)?e:encodeURIComponent(e).replace(/[!'()*]/g,xe)}function k(e,t,n,r){if(r.fieldChars===
null||n.length<=r.fieldChars)return n;r.fieldsCut.add(`${e}.${t}`);let s=Z(n,r.fieldChars);return`${s}

\u2026 (${y(n.length-s.length)} more characters cut)`}function L(e){let t=e.slice(0,10).map(n=>`\`${T(n)}\``);return e.length>
t.length?`${t.join(", ")} and ${e.length-t.length} more`:t.join(", ")}function Te(e){return[...new Set([...e].map(t=>t.slice(
0,t.indexOf("."))))]}function lt(e,t,n){let r=[];if(t.fieldsCut.size>0){let i=Te(t.fieldsCut);r.push(`${t.fieldsCut.size}\
 ${t.fieldsCut.size===1?"field was":"fields were"} cut to ${y(t.fieldChars??0)} characters (${L(i)})`)}if(t.listsCut.size>
0){let i=Te(t.listsCut),a=t.entriesKept??0,l=`${t.listsCut.size} ${t.listsCut.size===1?"list shows":"lists show"}`;r.push(
a===0?`${l} none of ${t.listsCut.size===1?"its":"their"} entries, only how many there are (${L(i)})`:`${l} ${t.listsCut.
size===1?"its":"their"} first ${y(a)} ${a===1?"entry":"entries"} (${L(i)})`)}let s=e.slice(t.sectionsKept).map(i=>i.stage);
if(s.length>0&&r.push(`the sections of ${s.length} ${s.length===1?"stage were":"stages were"} left out (${L(s)})`),!t.flowchart&&
e.length>0&&r.push("the diagram was left out"),t.rowsKept<e.length&&r.push(`the table shows the first ${t.rowsKept} of ${e.
length} stages`),r.length===0)return null;let o=n.recordsLocation??n.runUrl??null,c=o?` The full records are in ${o}.`:"";
return`> [!NOTE]
> This report was shortened to fit GitHub's ${y(Y.commentChars)}-character limit: ${r.join("; ")}.${c}`}var Ne=["comment","summary","both"],ut=/^[A-Za-z0-9_.-]{1,64}$/;function ct(e){let t=(e[h.mode]??"").trim()||"both";if(!Ne.
includes(t))throw new R("input-invalid",`must be one of ${Ne.join(", ")}; got "${t}"`,{where:h.mode});return t}function je(e,t){
let n=ct(e),r=(e[h.key]??"").trim()||ne;if(!ut.test(r))throw new R("input-invalid",`must be 1 to 64 letters, digits, '.'\
, '_' or '-' (it names the sticky comment); got "${r}"`,{where:h.key});let s=mt(e[h.includeDetail]??"",h.includeDetail,!1),
o=null;if(n!=="summary"){let c=(e[h.issueNumber]??"").trim();if(c!==""){if(!/^[1-9]\d{0,9}$/.test(c))throw new R("input-\
invalid",`must be the number of an issue or pull request, like 42; got "${c}"`,{where:h.issueNumber});o=Number(c)}else if(o=
dt(t.payload),o===null)throw new R("issue-number-missing",`there is no issue or pull request to comment on: the triggeri\
ng event (${t.name||"unknown"}) is not about one. Set the issue-number input, or use mode: summary`,{where:h.issueNumber})}
return{mode:n,key:r,includeDetail:s,issueNumber:o}}function dt(e){let t=w(e);if(!t)return null;let n=se(w(t.pull_request)?.
number)??se(w(t.issue)?.number);if(n!==null)return n;for(let r of["workflow_run","check_run","check_suite"]){let s=w(t[r])?.
pull_requests;if(Array.isArray(s)&&s.length===1){let o=se(w(s[0])?.number);if(o!==null)return o}}return null}var ft=["pu\
ll_request","pull_request_review","pull_request_review_comment"];function Ie(e,t){if(!ft.includes(e))return null;let n=w(
w(t)?.pull_request),r=w(n?.head);if(!r)return null;if(r.repo===null)return{head:null};let s=w(r.repo);if(!s)return null;
let o=typeof s.full_name=="string"?s.full_name:null,c=w(w(n?.base)?.repo)?.full_name;return o!==null&&typeof c=="string"?
o===c?null:{head:o}:s.fork===!0?{head:o}:null}function mt(e,t,n){let r=e.trim();if(r==="")return n;if(["true","True","TR\
UE"].includes(r))return!0;if(["false","False","FALSE"].includes(r))return!1;throw new R("input-invalid",`must be true or\
 false; got "${r}"`,{where:t})}function w(e){return e!==null&&typeof e=="object"&&!Array.isArray(e)?e:null}function se(e){
return typeof e=="number"&&Number.isInteger(e)&&e>0?e:null}async function pt(e,t,n){let{env:r}=e,s=new be,o=E(h.githubToken);o&&ae(o);let c={[h.mode]:E(h.mode),[h.key]:E(h.key),[h.
includeDetail]:E(h.includeDetail),[h.issueNumber]:E(h.issueNumber)},i={name:r.GITHUB_EVENT_NAME??"",payload:$t(r.GITHUB_EVENT_PATH)},
a=je(c,i);t.mode=a.mode,t.issueNumber=a.issueNumber;let l=I(r,"GITHUB_REPOSITORY"),d=I(r,"GITHUB_RUN_ID"),f=I(r,"GITHUB_\
WORKFLOW");if(a.mode!=="summary"&&!r.GITHUB_API_URL)throw new R("runner-env-missing","GITHUB_API_URL is not set, so the \
report comment has no GitHub API to go to: the runner sets it for every step of a job. Run this as a step of a GitHub Ac\
tions job, or use mode: summary for the job summary alone");let u=we(r,o),g=new $e({tempDir:I(r,"RUNNER_TEMP"),reporter:s}),
m=await X(Se(g),n).catch(_=>{if(!n.received)throw _});if(!m||n.received)return oe(t,n,s);let{records:p,unreadable:b}=m;for(let _ of b)
s.warning(`record of stage ${_.stage} attempt ${_.attempt} could not be read: ${_.reason}`);s.info(`report: ${p.length} \
records of run ${d}${b.length?`, ${b.length} unreadable`:""}`);let $=r.GITHUB_SERVER_URL??"https://github.com",x=`${$.replace(
/\/+$/,"")}/${l}/actions/runs/${d}`,v=Ee(p,{workflow:f,key:a.key,runId:d,runUrl:x,recordsLocation:`[the run's artifacts]\
(${x}#artifacts)`,includeDetail:a.includeDetail,secrets:u,serverUrl:$,unreadable:b});if(a.mode!=="comment"&&(await pe(v,
u),t.summaryWritten=!0),a.mode==="summary"){J({[N.commentId]:"",[N.commentUrl]:""}),n.received&&s.info(`report: ${O(n.received)}\
 while the job summary was being written; it was written, and is left as it is`);return}let{GitHubCommentSink:Me}=await import("../action-chunks/comment-sink-553W3JP2.js");
if(n.received)return oe(t,n,s);let q=new Me({token:o,repository:l,baseUrl:r.GITHUB_API_URL,reporter:s,forkPullRequest:Ie(
i.name,i.payload),signal:n.signal});t.sink=q;let G;try{G=await X(q.upsert({issueNumber:a.issueNumber,marker:re(f,a.key),
body:v}),n,()=>q.inFlight!==void 0)}catch(_){if(n.received)return oe(t,n,s);throw _}J({[N.commentId]:String(G.id),[N.commentUrl]:G.
url}),s.info(gt(G,n))}function gt(e,t){return e.action==="unchanged"?t.received?`report: ${O(t.received)} while the comm\
ent was being checked; it already held this report, and is left as it is: ${e.url}`:`report: comment ${e.url} unchanged`:
t.received?`report: ${O(t.received)} while the comment was being ${e.action}; it was ${e.action}, and is left as it is: ${e.
url}`:`report: ${e.action} comment ${e.url}`}function oe(e,t,n){e.cancelled=!0,n.warning(`report: cancelled: ${O(t.received)}\
; ${ve(e)}`)}function ve(e,t=!1){let n=e.sink?.inFlight,r=[];if(e.mode!==void 0&&e.mode!=="summary"){let s=t?`GitHub did\
 not answer within the ${ge.deadline/1e3} s a stopped step has`:"its request got no answer before the step stopped";r.push(
n===void 0?"no comment was created or updated":`the comment on #${e.issueNumber} may have been ${n==="create"?"created":
"updated"}: ${s}; look for it there`)}return e.mode!==void 0&&e.mode!=="comment"&&r.push(`the job summary was ${e.summaryWritten?
"":"not "}written`),e.summaryWritten||n!==void 0?r.join("; "):`nothing was posted${r.length?`: ${r.join(", and ")}`:""}`}
var ht=16*1024*1024;function $t(e){if(!e)return{};try{return(0,B.statSync)(e).size>ht?{}:JSON.parse((0,B.readFileSync)(e,
"utf8"))}catch{return{}}}async function Ge(e=fe()){let t={summaryWritten:!1,cancelled:!1};await he(e,n=>pt(e,t,n),{async failed(n){
W(M(n))},async outOfTime(n){W(`report: ${O(n)}; ${ve(t,!0)}`)}}),t.cancelled&&e.exit(ie.Failure)}await Ge();

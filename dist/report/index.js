import{A as $e,B as be,C as G,D as we,h as Y,k as O,l as U,n as fe,o as me,p as S,q as D,r as I,t as V,u as pe,w as ge,x as j,
y as X,z as he}from"../action-chunks/chunk-GUAM6XQB.js";import{a as Z}from"../action-chunks/chunk-QKOWGC76.js";import{a as Fe}from"../action-chunks/chunk-R2LRCHEZ.js";
import"../action-chunks/chunk-TIZZM6DY.js";import{i as de}from"../action-chunks/chunk-TVFFF4SH.js";import"../action-chunks/chunk-PO5EA42V.js";import{
N as C}from"../action-chunks/chunk-SAZJCB5Z.js";import{b as R,d as M}from"../action-chunks/chunk-ZB3GGCKF.js";import{t as J,u as ue,v as le,
w as ce,x as h,y as N}from"../action-chunks/chunk-55SOWO2I.js";import{f as ie,h as ae,i as A,k as W}from"../action-chunks/chunk-DHIUKFLR.js";
import"../action-chunks/chunk-SM223FN7.js";import{d as He}from"../action-chunks/chunk-A64LSPLL.js";var B=He(Fe(),1);async function Se(e){let t=await e.list(),n=await Promise.allSettled(t.map(({stage:s,attempt:c,runAttempt:a})=>e.getAttempt(
s,c,a))),r=[],o=[];return n.forEach((s,c)=>{let{stage:a,attempt:i,runAttempt:u}=t[c];s.status==="fulfilled"?s.value&&r.push(
s.value):o.push({stage:a,attempt:i,runAttempt:u,reason:M(s.reason)})}),{records:r,unreadable:o}}var ne="default",ye=160,ze=512;function re(e,t=ne){return`<!-- ${ce}${Re(e)}:${Re(t)} -->`}function Re(e){return encodeURIComponent(
e).replace(/[!'()*]/g,Ce).replace(/-(?=-)/g,"%2D")}function Ce(e){return`%${e.charCodeAt(0).toString(16).toUpperCase().padStart(
2,"0")}`}function Be(e){let t=0;for(let n=e.indexOf(`
`);n!==-1;n=e.indexOf(`
`,n+1))t++;return e.length+t}var qe=5e4;function Oe(e,t={}){let n=Ve(e),r=t.maxLength??J.commentChars-ze,o=n.length,s=(l,m=null,d=o,g=!0,b=o)=>{
let $=tt(n,t,{fieldChars:l,fieldsCut:new Set,entriesKept:m,listsCut:new Set,sectionsKept:d,flowchart:g,rowsKept:b});return{
text:$,ok:Be($)<=r}},c=s(null);if(c.ok)return c.text;let a=64,i=(l,m,d)=>{let g={value:l,...d(l)};if(!g.ok)return null;for(;m-
l>Math.max(0,m>>6);){let b=Math.ceil((l+m)/2),$=d(b);$.ok?(l=b,g={value:b,...$}):m=b-1}return g},u=Math.max(a,Je(n)),p=i(
a,u,l=>s(l));if(p)return p.text;let f=i(0,Ye(n),l=>s(a,l));return f?i(a,u,l=>s(l,f.value))?.text??f.text:i(0,o,l=>s(a,0,
l))?.text??i(0,o,l=>s(a,0,0,!1,l))?.text??s(a,0,0,!1,0).text}function We(e){let t=e.handoff;return[t?.summary,t?.detail,
t?.failure?.reason,t?.next?.reason,e.record.outcome.message,...je(e).flat()]}function Je(e){let t=0;for(let{latest:n}of e)
for(let r of We(n))t=Math.max(t,r?.length??0);return t}function Ye(e){let t=0;for(let{latest:n}of e)for(let r of je(n))t=
Math.max(t,r.length);return t}function je(e){let t=e.handoff;return[...Ne(e).map(([,,n])=>n),Object.values(t?.data??{}),
(t?.artifacts??[]).map(n=>n.description),e.record.problems.map(n=>n.message)]}function Ne(e){let t=e.handoff;return[["fa\
ilure.blockers","Blockers",t?.failure?.blockers],["failure.questions","Questions",t?.failure?.questions],["expectations.\
deliverables","Deliverables",t?.expectations?.deliverables],["expectations.acceptance","Acceptance",t?.expectations?.acceptance],
["expectations.constraints","Constraints",t?.expectations?.constraints]].filter(r=>(r[2]?.length??0)>0)}function Ve(e){let t=new Map;
for(let r of e){let o=t.get(r.record.stage)??[];o.push(r),t.set(r.record.stage,o)}let n=[...t.entries()].map(([r,o])=>{let s=[
...o].sort((c,a)=>Y(O(c.record),O(a.record)));return{stage:r,latest:s[s.length-1],earlier:s.slice(0,-1),keepPlace:0}});return n.
sort((r,o)=>r.latest.record.hop-o.latest.record.hop||C(ke(r),ke(o))||C(r.stage,o.stage)),Qe(n),n}function Xe(e,t){if(e.run.
attempt===1)return t>1?`attempt ${e.attempt} of ${t}`:"";let n=U(O(e));return t>1?`${n}, ${t} attempts`:n}function ke(e){
return(e.earlier[0]??e.latest).record.agent.started_at}var z={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\
\u274C",cancelled:"\u{1F6AB}"},Ze={...z,running:"\u23F3",interrupted:"\u26A0\uFE0F"},ee=["failure","cancelled","blocked",
"partial","success"],_e=["failure","blocked","cancelled","partial","success"];function Qe(e){let t=n=>n.outcome.reason===
"skipped"?_e.length:_e.indexOf(T(n));e.map((n,r)=>({group:n,index:r,rank:t(n.latest.record)})).sort((n,r)=>n.rank-r.rank||
n.index-r.index).forEach(({group:n},r)=>{n.keepPlace=r})}function Te(e,t){return e.filter(n=>n.keepPlace>=t)}function T(e){
return de(e.status,e.outcome.reason)}function Ue(e,t){let n=T(e),r=e.outcome.reason==="completed"||n==="cancelled"?"":` ${t(
e.outcome.reason)}`;return`${z[n]} ${n}${r}`}function et(e){let t=null;for(let{latest:n}of e){let r=T(n.record);(t===null||
ee.indexOf(r)<ee.indexOf(t))&&(t=r)}return t}function tt(e,t,n){let r=t.workflow??e[0]?.latest.record.run.workflow??"wor\
kflow",o=e[0]?.latest.record.run,s=[re(r,t.key)],c=t.cancelled||t.run?.status==="cancelled"?"cancelled":et(e),a=t.run?.status===
"failure"&&c!=="failure",i=t.run?.status==="running"||t.run?.status==="interrupted"?t.run.status:a?"failure":c??t.run?.status??
null,u=S(r,t)||"workflow";if(s.push(i===null?`## baton report \xB7 ${u}`:`## ${Ze[i]} baton report \xB7 ${u} \xB7 ${i}`),
s.push(ot(e,t.runId??o?.id??null,t)),a&&t.run&&t.run.failedJobs.length>0){let m=t.run.failedJobs.map(d=>I(d,t));s.push(`\
The run failed: ${m.length===1?"job":"jobs"} ${m.join(", ")} failed.`)}let p=nt(t);p!==null&&s.push(p);let f=rt(t);if(e.
length===0)s.push("No baton records were found for this run. A stage that failed before it recorded (an input it refused\
, say) leaves none: its job\u2019s log says why."),f&&s.push(f);else{s.push(at(e,t,n)),f&&s.push(f);let m=n.flowchart?ct(
e):"";m!==""&&m.length<=qe?s.push(m):n.flowchart=!1;for(let d of e)d.keepPlace<n.sectionsKept&&s.push(ft(d,t,n))}let l=pt(
e,n,t);return l&&s.push(l),s.push("<sub>Built by baton from the stage records; agent text is shown as data, sanitised.</\
sub>"),`${s.join(`

`)}
`}function nt(e){let t=e.run;if(t?.status!=="running"&&t?.status!=="interrupted")return null;let n=s=>`${s.length===1?"j\
ob":"jobs"} ${s.map(c=>I(c,e)).join(", ")}`,r=t.unfinishedJobs??[],o=[...t.failedJobs.length===0?[]:[`${n(t.failedJobs)}\
 failed`],...r.length===0?[]:[t.status==="running"?`${n(r)} ${r.length===1?"is":"are"} running`:`${n(r)} did not finish`]];
return o.length===0?null:`${t.status==="running"?"The run is still going":"The run was interrupted"}: ${o.join("; ")}.`}
function rt(e){let t=[...e.unreadable??[]].sort((o,s)=>C(o.stage,s.stage)||Y(o,s));if(t.length===0)return null;let n=t.slice(
0,20).map(o=>`> - ${I(x(o.stage))} ${U(o)}: ${S(o.reason,e)}`);return t.length>n.length&&n.push(`> - and ${t.length-n.length}\
 more`),["> [!WARNING]",`> ${`${t.length} ${t.length===1?"record":"records"}`} of this run could not be read and ${t.length===
1?"is":"are"} not in this report:`,...n].join(`
`)}function ot(e,t,n){let r=e.reduce((i,u)=>i+1+u.earlier.length,0),o=Ie(e),s=`${e.length} ${e.length===1?"stage":"stage\
s"}`,c=r>e.length?` in ${r} attempts`:"",a=it(t,n);return[`${s}${c}${o.length?` (${o.join(", ")})`:""}`,st(e),a].filter(
Boolean).join(" \xB7 ")}function st(e){let t=0,n=0,r=0,o=!1,s=!1;for(let a of e)for(let{record:i}of[...a.earlier,a.latest]){
let u=i.agent.usage;u&&((u.input_tokens!==void 0||u.output_tokens!==void 0)&&(o=!0),t+=u.input_tokens??0,n+=u.output_tokens??
0,u.cost_usd!==void 0&&(s=!0,r+=u.cost_usd))}let c=[];return o&&c.push(`${y(t)} tokens in, ${y(n)} out`),s&&c.push(Ge(r)),
c.join(", ")}function Ie(e){let t=new Map;for(let{latest:n}of e){let r=T(n.record);t.set(r,(t.get(r)??0)+1)}return ee.filter(
n=>t.has(n)).map(n=>`${t.get(n)} ${n}`)}function it(e,t){let n=e===null?"the run":`run ${S(e)}`;return t.runUrl?`[View ${n}\
](${t.runUrl})`:e===null?"":`local ${n}`}function at(e,t,n){let r=e.some(({latest:u})=>xe(u)!==null),o=e.some(({latest:u})=>u.
record.agent.usage?.cost_usd!==void 0),s=["Stage","Status","Summary","Duration"];r&&s.push("Tokens"),o&&s.push("Cost");let c=[
`| ${s.join(" | ")} |`,`|${s.map(()=>"---").join("|")}|`],a=0,i=()=>{a>0&&c.push(`| \u2026 | ${a} more ${a===1?"stage":"\
stages"} |${" |".repeat(s.length-2)}`),a=0};for(let u of e){if(u.keepPlace>=n.rowsKept){a++;continue}i();let{record:p,handoff:f}=u.
latest,l=[`\`${x(p.stage)}\``,ut(u),f?D(lt(f.summary,n.fieldChars),t)||"\u2014":"_no handoff_",dt(u)];if(r&&l.push(xe(u.
latest)??"\u2014"),o){let m=p.agent.usage?.cost_usd;l.push(m===void 0?"\u2014":Ge(m))}c.push(`| ${l.join(" | ")} |`)}return i(),
c.join(`
`)}function ut(e){let{record:t}=e.latest,n=[Ue(t,o=>`(${o})`)],r=e.earlier.length+1;return r>1&&n.push(`\xB7 ${U(O(t))},\
 ${r} attempts`),n.join(" ")}function lt(e,t){let n=Math.min(ye,t??ye),o=(e.split(/\r?\n/).find(s=>s.trim()!=="")??"").trim();
return o.length>n?`${Z(o,n-1)}\u2026`:o}function xe(e){let t=e.record.agent.usage;if(!t||t.input_tokens===void 0&&t.output_tokens===
void 0)return null;let n=[];return t.input_tokens!==void 0&&n.push(`${y(t.input_tokens)} in`),t.output_tokens!==void 0&&
n.push(`${y(t.output_tokens)} out`),n.join(" / ")}function y(e){return String(Math.round(e)).replace(/\B(?=(\d{3})+(?!\d))/g,
",")}function Ge(e){return e>=1?`$${e.toFixed(2)}`:`$${e.toFixed(4)}`}function F(e){if(e<1e3)return`${e} ms`;let t=e/1e3;
if(t<60)return`${t.toFixed(1)} s`;let n=Math.round(t),r=Math.floor(n/3600),o=Math.floor(n%3600/60),s=n%60;return r>0?`${r}\
 h ${String(o).padStart(2,"0")} min`:`${o} min ${String(s).padStart(2,"0")} s`}function ct(e){let t=new Map,n=a=>{let i=t.
get(a);return i===void 0&&(i=`s${t.size}`,t.set(a,i)),i};for(let a of e)n(a.stage);let r=new Set,o=[];for(let{stage:a,latest:i}of e){
let u=[...new Set(i.record.lineage.map(p=>p.stage))].sort(C);for(let p of u)r.add(`${n(p)} --> ${n(a)}`)}for(let{stage:a,
latest:i}of e){let u=i.handoff?.next?.stage;u!==void 0&&r.add(`${n(a)} -.->|next| ${n(u)}`)}for(let[a,i]of t){let u=e.find(
g=>g.stage===a);if(!u){o.push(`  ${i}["${K(x(a))}<br/>${K("no stage record")}"]:::absent`);continue}let{record:p}=u.latest,
f=u.earlier.length+1,l=T(p),m=`${z[l]} ${l}${f>1?` \xD7${f}`:""}`,d=l==="failure"||l==="blocked"?`:::${l}`:"";o.push(`  ${i}\
["${K(x(a))}<br/>${K(m)}"]${d}`)}for(let a of r)o.push(`  ${a}`);let s=a=>o.some(i=>i.endsWith(`:::${a}`)),c=[s("failure")?
"  classDef failure fill:#ffebe9,stroke:#cf222e,color:#1f2328":"",s("blocked")?"  classDef blocked fill:#fff8c5,stroke:#\
9a6700,color:#1f2328":"",s("absent")?"  classDef absent fill:#f6f8fa,stroke:#8c959f,stroke-dasharray:3 3,color:#59636e":
""].filter(Boolean);return["```mermaid","flowchart LR",...o,...c,"```"].join(`
`)}function K(e){let t="";for(let n of e)t+=/[A-Za-z0-9 _.,:/()-]/.test(n)?n:`#${n.codePointAt(0)};`;return t}function dt(e){
let t=F(e.latest.record.agent.duration_ms);if(e.earlier.length===0)return t;let n=[e.latest,...e.earlier].reduce((r,o)=>r+
o.record.agent.duration_ms,0);return`${t} (${F(n)} in ${e.earlier.length+1} attempts)`}function ft(e,t,n){let{record:r,handoff:o}=e.
latest,s=e.earlier.length+1,c=(f,l)=>me(k(e.stage,f,l,n),t),a=[`${z[T(r)]} <b>${x(r.stage)}</b>`,T(r),F(r.agent.duration_ms),
Xe(r,s)].filter(Boolean).join(" \xB7 "),i=[];if(r.outcome.reason!=="completed"){let f=r.outcome.message?`: ${S(k(e.stage,
"outcome",r.outcome.message,n),t)}`:"";i.push(`**Outcome:** \`${r.outcome.reason}\`${f}`)}if(o===null)i.push("_No handof\
f was captured for this attempt._");else{i.push("**Summary**",c("summary",o.summary)||"\u2014");let f=Object.entries(o.data??
{}).sort(([d],[g])=>C(d,g));if(f.length>0){let{shown:d,more:g}=L(e.stage,"data",f,n),b=d.map(([$,E])=>`| ${le.test($)?`\`${$}\
\``:D($)} | ${D(k(e.stage,`data.${$}`,E,n),t)||"\u2014"} |`);g>0&&b.push(`| \u2026 | ${y(g)} more ${g===1?"key":"keys"} \
|`),i.push(["**Data**","","| Key | Value |","|---|---|",...b].join(`
`))}let l=d=>Ne(e.latest).filter(([g])=>g.startsWith(`${d}.`)).map(([g,b,$])=>mt(e.stage,g,b,$,n,t));o.failure&&(i.push(
`**Failure:** ${S(k(e.stage,"failure",o.failure.reason,n),t)}`),i.push(...l("failure")));let m=l("expectations");if(m.length>
0&&i.push(["**Expectations** for the next stage",...m].join(`

`)),o.next){let d=o.next.reason?` \u2014 ${S(k(e.stage,"next.reason",o.next.reason,n),t)}`:"";i.push(`**Next:** \`${x(o.
next.stage)}\`${d}`)}if(o.artifacts?.length){let{shown:d,more:g}=L(e.stage,"artifacts",o.artifacts,n),b=d.map(($,E)=>{let v=$.
description?` \u2014 ${S(k(e.stage,`artifacts.${E}`,$.description,n),t)}`:"";return`- ${Q($.path,t)}${v}`});i.push(["**A\
rtifacts**","",...b,...te(g)].join(`
`))}t.includeDetail&&o.detail&&i.push("**Detail**",c("detail",o.detail)||"\u2014")}let u=r.problems;if(u.length>0){let{shown:f,
more:l}=L(e.stage,"problems",u,n),m=f.map((d,g)=>`- ${d.severity==="error"?"\u274C":"\u26A0\uFE0F"} ${Q(d.code)} ${Q(d.path)}\
: ${S(k(e.stage,`problems.${g}`,d.message,n),t)}`);i.push(["**Problems**","",...m,...te(l)].join(`
`))}if(e.earlier.length>0){let f=e.earlier.map(({record:l})=>`- ${U(O(l))}: ${Ue(l,m=>`(\`${m}\`)`)}, ${F(l.agent.duration_ms)}`);
i.push(["**Earlier attempts**","",...f].join(`
`))}return[r.status==="failure"||r.status==="blocked"?"<details open>":"<details>",`<summary>${a}</summary>`,"",i.join(`\


`),"","</details>"].join(`
`)}function mt(e,t,n,r,o,s){let{shown:c,more:a}=L(e,t,r,o),i=c.map((u,p)=>`- ${S(k(e,`${t}.${p}`,u,o),s)||"\u2014"}`);return`${n}\
:

${[...i,...te(a)].join(`
`)}`}function L(e,t,n,r){return r.entriesKept===null||n.length<=r.entriesKept?{shown:n,more:0}:(r.listsCut.add(`${e}.${t}`),
{shown:n.slice(0,r.entriesKept),more:n.length-r.entriesKept})}function te(e){return e>0?[`- \u2026 ${y(e)} more`]:[]}function Q(e,t={}){
return I(e,t)}function x(e){return ue.test(e)?e:encodeURIComponent(e).replace(/[!'()*]/g,Ce)}function k(e,t,n,r){if(r.fieldChars===
null||n.length<=r.fieldChars)return n;r.fieldsCut.add(`${e}.${t}`);let o=Z(n,r.fieldChars);return`${o}

\u2026 (${y(n.length-o.length)} more characters cut)`}function H(e){let t=e.slice(0,10).map(n=>`\`${x(n)}\``);return e.length>
t.length?`${t.join(", ")} and ${e.length-t.length} more`:t.join(", ")}function Ee(e){return`${Ie(e).join(", ")}: ${H(e.map(
t=>t.stage))}`}function Ae(e){return[...new Set([...e].map(t=>t.slice(0,t.indexOf("."))))]}function pt(e,t,n){let r=[];if(t.
fieldsCut.size>0){let i=Ae(t.fieldsCut);r.push(`${t.fieldsCut.size} ${t.fieldsCut.size===1?"field was":"fields were"} cu\
t to ${y(t.fieldChars??0)} characters (${H(i)})`)}if(t.listsCut.size>0){let i=Ae(t.listsCut),u=t.entriesKept??0,p=`${t.listsCut.
size} ${t.listsCut.size===1?"list shows":"lists show"}`;r.push(u===0?`${p} none of ${t.listsCut.size===1?"its":"their"} \
entries, only how many there are (${H(i)})`:`${p} ${t.listsCut.size===1?"its":"their"} first ${y(u)} ${u===1?"entry":"en\
tries"} (${H(i)})`)}let o=Te(e,t.sectionsKept);o.length>0&&r.push(`the sections of ${o.length} ${o.length===1?"stage wer\
e":"stages were"} left out (${Ee(o)})`),!t.flowchart&&e.length>0&&r.push("the diagram was left out");let s=Te(e,t.rowsKept);
if(s.length>0&&r.push(`the ${s.length===1?"row":"rows"} of ${s.length} of ${e.length} stages ${s.length===1?"was":"were"}\
 left out of the table (${Ee(s)})`),r.length===0)return null;let c=n.recordsLocation??n.runUrl??null,a=c?` The full reco\
rds are in ${c}.`:"";return`> [!NOTE]
> This report was shortened to fit GitHub's ${y(J.commentChars)}-character limit: ${r.join("; ")}.${a}`}var ve=["comment","summary","both"],gt=/^[A-Za-z0-9_.-]{1,64}$/;function ht(e){let t=(e[h.mode]??"").trim()||"both";if(!ve.
includes(t))throw new R("input-invalid",`must be one of ${ve.join(", ")}; got "${t}"`,{where:h.mode});return t}function Pe(e,t){
let n=ht(e),r=(e[h.key]??"").trim()||ne;if(!gt.test(r))throw new R("input-invalid",`must be 1 to 64 letters, digits, '.'\
, '_' or '-' (it names the sticky comment); got "${r}"`,{where:h.key});let o=wt(e[h.includeDetail]??"",h.includeDetail,!1),
s=null;if(n!=="summary"){let c=(e[h.issueNumber]??"").trim();if(c!==""){if(!/^[1-9]\d{0,9}$/.test(c))throw new R("input-\
invalid",`must be the number of an issue or pull request, like 42; got "${c}"`,{where:h.issueNumber});s=Number(c)}else if(s=
$t(t.payload),s===null)throw new R("issue-number-missing",`there is no issue or pull request to comment on: the triggeri\
ng event (${t.name||"unknown"}) is not about one. Set the issue-number input, or use mode: summary`,{where:h.issueNumber})}
return{mode:n,key:r,includeDetail:o,issueNumber:s}}function $t(e){let t=w(e);if(!t)return null;let n=oe(w(t.pull_request)?.
number)??oe(w(t.issue)?.number);if(n!==null)return n;for(let r of["workflow_run","check_run","check_suite"]){let o=w(t[r])?.
pull_requests;if(Array.isArray(o)&&o.length===1){let s=oe(w(o[0])?.number);if(s!==null)return s}}return null}var bt=["pu\
ll_request","pull_request_review","pull_request_review_comment"];function Me(e,t){if(!bt.includes(e))return null;let n=w(
w(t)?.pull_request),r=w(n?.head);if(!r)return null;if(r.repo===null)return{head:null};let o=w(r.repo);if(!o)return null;
let s=typeof o.full_name=="string"?o.full_name:null,c=w(w(n?.base)?.repo)?.full_name;return s!==null&&typeof c=="string"?
s===c?null:{head:s}:o.fork===!0?{head:s}:null}function wt(e,t,n){let r=e.trim();if(r==="")return n;if(["true","True","TR\
UE"].includes(r))return!0;if(["false","False","FALSE"].includes(r))return!1;throw new R("input-invalid",`must be true or\
 false; got "${r}"`,{where:t})}function w(e){return e!==null&&typeof e=="object"&&!Array.isArray(e)?e:null}function oe(e){
return typeof e=="number"&&Number.isInteger(e)&&e>0?e:null}async function St(e,t,n){let{env:r}=e,o=new be,s=A(h.githubToken);s&&ae(s);let c={[h.mode]:A(h.mode),[h.key]:A(h.key),[h.
includeDetail]:A(h.includeDetail),[h.issueNumber]:A(h.issueNumber)},a={name:r.GITHUB_EVENT_NAME??"",payload:kt(r.GITHUB_EVENT_PATH)},
i=Pe(c,a);t.mode=i.mode,t.issueNumber=i.issueNumber;let u=G(r,"GITHUB_REPOSITORY"),p=G(r,"GITHUB_RUN_ID"),f=G(r,"GITHUB_\
WORKFLOW");if(i.mode!=="summary"&&!r.GITHUB_API_URL)throw new R("runner-env-missing","GITHUB_API_URL is not set, so the \
report comment has no GitHub API to go to: the runner sets it for every step of a job. Run this as a step of a GitHub Ac\
tions job, or use mode: summary for the job summary alone");let l=we(r,s),m=new $e({tempDir:G(r,"RUNNER_TEMP"),reporter:o}),
d=await X(Se(m),n).catch(_=>{if(!n.received)throw _});if(!d||n.received)return se(t,n,o);let{records:g,unreadable:b}=d;for(let _ of b)
o.warning(`record of stage ${_.stage} attempt ${_.attempt} could not be read: ${_.reason}`);o.info(`report: ${g.length} \
records of run ${p}${b.length?`, ${b.length} unreadable`:""}`);let $=r.GITHUB_SERVER_URL??"https://github.com",E=`${$.replace(
/\/+$/,"")}/${u}/actions/runs/${p}`,v=Oe(g,{workflow:f,key:i.key,runId:p,runUrl:E,recordsLocation:`[the run's artifacts]\
(${E}#artifacts)`,includeDetail:i.includeDetail,secrets:l,serverUrl:$,unreadable:b});if(i.mode!=="comment"&&(await pe(v,
l),t.summaryWritten=!0),i.mode==="summary"){V({[N.commentId]:"",[N.commentUrl]:""}),n.received&&o.info(`report: ${j(n.received)}\
 while the job summary was being written; it was written, and is left as it is`);return}let{GitHubCommentSink:Le}=await import("../action-chunks/comment-sink-553W3JP2.js");
if(n.received)return se(t,n,o);let q=new Le({token:s,repository:u,baseUrl:r.GITHUB_API_URL,reporter:o,forkPullRequest:Me(
a.name,a.payload),signal:n.signal});t.sink=q;let P;try{P=await X(q.upsert({issueNumber:i.issueNumber,marker:re(f,i.key),
body:v}),n,()=>q.inFlight!==void 0)}catch(_){if(n.received)return se(t,n,o);throw _}V({[N.commentId]:String(P.id),[N.commentUrl]:P.
url}),o.info(yt(P,n))}function yt(e,t){return e.action==="unchanged"?t.received?`report: ${j(t.received)} while the comm\
ent was being checked; it already held this report, and is left as it is: ${e.url}`:`report: comment ${e.url} unchanged`:
t.received?`report: ${j(t.received)} while the comment was being ${e.action}; it was ${e.action}, and is left as it is: ${e.
url}`:`report: ${e.action} comment ${e.url}`}function se(e,t,n){e.cancelled=!0,n.warning(`report: cancelled: ${j(t.received)}\
; ${De(e)}`)}function De(e,t=!1){let n=e.sink?.inFlight,r=[];if(e.mode!==void 0&&e.mode!=="summary"){let o=t?`GitHub did\
 not answer within the ${ge.deadline/1e3} s a stopped step has`:"its request got no answer before the step stopped";r.push(
n===void 0?"no comment was created or updated":`the comment on #${e.issueNumber} may have been ${n==="create"?"created":
"updated"}: ${o}; look for it there`)}return e.mode!==void 0&&e.mode!=="comment"&&r.push(`the job summary was ${e.summaryWritten?
"":"not "}written`),e.summaryWritten||n!==void 0?r.join("; "):`nothing was posted${r.length?`: ${r.join(", and ")}`:""}`}
var Rt=16*1024*1024;function kt(e){if(!e)return{};try{return(0,B.statSync)(e).size>Rt?{}:JSON.parse((0,B.readFileSync)(e,
"utf8"))}catch{return{}}}async function Ke(e=fe()){let t={summaryWritten:!1,cancelled:!1};await he(e,n=>St(e,t,n),{async failed(n){
W(M(n))},async outOfTime(n){W(`report: ${j(n)}; ${De(t,!0)}`)}}),t.cancelled&&e.exit(ie.Failure)}await Ke();

import{A as $e,B as be,C as I,E as we,h as Y,k as C,l as j,n as fe,o as me,p as w,q as M,r as D,t as V,u as pe,w as ge,x as U,
y as X,z as he}from"../action-chunks/chunk-2AHEDJIL.js";import{a as Z}from"../action-chunks/chunk-QKOWGC76.js";import{a as ze}from"../action-chunks/chunk-R2LRCHEZ.js";
import"../action-chunks/chunk-BI5J5TON.js";import{i as de}from"../action-chunks/chunk-J2SX2PKD.js";import"../action-chunks/chunk-PO5EA42V.js";import{
N as O}from"../action-chunks/chunk-6MN2SSD3.js";import{b as R,d as P}from"../action-chunks/chunk-ZB3GGCKF.js";import{t as J,u as ue,v as le,
w as ce,x as b,y as N}from"../action-chunks/chunk-E6JLSL3E.js";import{f as ie,h as ae,i as A,k as W}from"../action-chunks/chunk-DHIUKFLR.js";
import"../action-chunks/chunk-SM223FN7.js";import{d as Fe}from"../action-chunks/chunk-A64LSPLL.js";var B=Fe(ze(),1);async function Se(e,t){let n=t??await e.list(),r=await Promise.allSettled(n.map(({stage:u,attempt:c,runAttempt:i})=>e.getAttempt(
u,c,i))),o=[],s=[];return r.forEach((u,c)=>{let{stage:i,attempt:a,runAttempt:f}=n[c];u.status==="fulfilled"?u.value&&o.push(
u.value):s.push({stage:i,attempt:a,runAttempt:f,reason:P(u.reason)})}),{records:o,unreadable:s}}var ne="default",ye=160,Be=512;function re(e,t=ne){return`<!-- ${ce}${Re(e)}:${Re(t)} -->`}function Re(e){return encodeURIComponent(
e).replace(/[!'()*]/g,Oe).replace(/-(?=-)/g,"%2D")}function Oe(e){return`%${e.charCodeAt(0).toString(16).toUpperCase().padStart(
2,"0")}`}function qe(e){let t=0;for(let n=e.indexOf(`
`);n!==-1;n=e.indexOf(`
`,n+1))t++;return e.length+t}var We=5e4;function Ce(e,t={}){let n=Xe(e),r=t.maxLength??J.commentChars-Be,o=n.length,s=(l,m=null,p=o,g=!0,h=o)=>{
let $=nt(n,t,{fieldChars:l,fieldsCut:new Set,entriesKept:m,listsCut:new Set,sectionsKept:p,flowchart:g,rowsKept:h});return{
text:$,ok:qe($)<=r}},u=s(null);if(u.ok)return u.text;let c=64,i=(l,m,p)=>{let g={value:l,...p(l)};if(!g.ok)return null;for(;m-
l>Math.max(0,m>>6);){let h=Math.ceil((l+m)/2),$=p(h);$.ok?(l=h,g={value:h,...$}):m=h-1}return g},a=Math.max(c,Ye(n)),f=i(
c,a,l=>s(l));if(f)return f.text;let d=i(0,Ve(n),l=>s(c,l));return d?i(c,a,l=>s(l,d.value))?.text??d.text:i(0,o,l=>s(c,0,
l))?.text??i(0,o,l=>s(c,0,0,!1,l))?.text??s(c,0,0,!1,0).text}function Je(e){let t=e.handoff;return[t?.summary,t?.detail,
t?.failure?.reason,t?.next?.reason,e.record.outcome.message,...Ue(e).flat()]}function Ye(e){let t=0;for(let{latest:n}of e)
for(let r of Je(n))t=Math.max(t,r?.length??0);return t}function Ve(e){let t=0;for(let{latest:n}of e)for(let r of Ue(n))t=
Math.max(t,r.length);return t}function Ue(e){let t=e.handoff;return[...Ne(e).map(([,,n])=>n),Object.values(t?.data??{}),
(t?.artifacts??[]).map(n=>n.description),e.record.problems.map(n=>n.message)]}function Ne(e){let t=e.handoff;return[["fa\
ilure.blockers","Blockers",t?.failure?.blockers],["failure.questions","Questions",t?.failure?.questions],["expectations.\
deliverables","Deliverables",t?.expectations?.deliverables],["expectations.acceptance","Acceptance",t?.expectations?.acceptance],
["expectations.constraints","Constraints",t?.expectations?.constraints]].filter(r=>(r[2]?.length??0)>0)}function Xe(e){let t=new Map;
for(let r of e){let o=t.get(r.record.stage)??[];o.push(r),t.set(r.record.stage,o)}let n=[...t.entries()].map(([r,o])=>{let s=[
...o].sort((u,c)=>Y(C(u.record),C(c.record)));return{stage:r,latest:s[s.length-1],earlier:s.slice(0,-1),keepPlace:0}});return n.
sort((r,o)=>r.latest.record.hop-o.latest.record.hop||O(ke(r),ke(o))||O(r.stage,o.stage)),et(n),n}function Ze(e,t){if(e.run.
attempt===1)return t>1?`attempt ${e.attempt} of ${t}`:"";let n=j(C(e));return t>1?`${n}, ${t} attempts`:n}function ke(e){
return(e.earlier[0]??e.latest).record.agent.started_at}var z={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\
\u274C",cancelled:"\u{1F6AB}"},Qe={...z,running:"\u23F3",interrupted:"\u26A0\uFE0F"},ee=["failure","cancelled","blocked",
"partial","success"],_e=["failure","blocked","cancelled","partial","success"];function et(e){let t=n=>n.outcome.reason===
"skipped"?_e.length:_e.indexOf(T(n));e.map((n,r)=>({group:n,index:r,rank:t(n.latest.record)})).sort((n,r)=>n.rank-r.rank||
n.index-r.index).forEach(({group:n},r)=>{n.keepPlace=r})}function Te(e,t){return e.filter(n=>n.keepPlace>=t)}function T(e){
return de(e.status,e.outcome.reason)}function je(e,t){let n=T(e),r=e.outcome.reason==="completed"||n==="cancelled"?"":` ${t(
e.outcome.reason)}`;return`${z[n]} ${n}${r}`}function tt(e){let t=null;for(let{latest:n}of e){let r=T(n.record);(t===null||
ee.indexOf(r)<ee.indexOf(t))&&(t=r)}return t}function nt(e,t,n){let r=t.workflow??e[0]?.latest.record.run.workflow??"wor\
kflow",o=e[0]?.latest.record.run,s=[re(r,t.key)],u=t.cancelled||t.run?.status==="cancelled"?"cancelled":tt(e),c=t.run?.status===
"failure"&&u!=="failure",i=t.run?.status==="running"||t.run?.status==="interrupted"?t.run.status:c?"failure":u??t.run?.status??
null,a=w(r,t)||"workflow";s.push(i===null?`## baton report \xB7 ${a}`:`## ${Qe[i]} baton report \xB7 ${a} \xB7 ${i}`),s.
push(st(e,t.runId??o?.id??null,t)),c&&t.run&&t.run.failedJobs.length>0&&s.push(`The run failed: ${Ie(t.run.failedJobs,t)}\
 failed.`),t.runUnreadable!==void 0&&s.push(["> [!WARNING]",`> The run's summary could not be read, so this report is bu\
ilt from its records alone: ${w(t.runUnreadable,t)}`].join(`
`));let f=rt(t);f!==null&&s.push(f);let d=ot(t);if(e.length===0)s.push(d?"No baton record of this run could be read (see\
 below).":"No baton records were found for this run. A stage that failed before it recorded (an input it refused, say) l\
eaves none: its job\u2019s log says why."),d&&s.push(d);else{s.push(ut(e,t,n)),d&&s.push(d);let m=n.flowchart?dt(e,t.unreadable??
[]):"";m!==""&&m.length<=We?s.push(m):n.flowchart=!1;for(let p of e)p.keepPlace<n.sectionsKept&&s.push(mt(p,t,n))}let l=gt(
e,n,t);return l&&s.push(l),s.push("<sub>Built by baton from the stage records; agent text is shown as data, sanitised.</\
sub>"),`${s.join(`

`)}
`}function Ie(e,t){return`${e.length===1?"job":"jobs"} ${e.map(n=>D(n,t)).join(", ")}`}function rt(e){let t=e.run;if(t?.
status!=="running"&&t?.status!=="interrupted")return null;let n=s=>Ie(s,e),r=t.unfinishedJobs??[],o=[...t.failedJobs.length===
0?[]:[`${n(t.failedJobs)} failed`],...r.length===0?[]:[t.status==="running"?`${n(r)} ${r.length===1?"is":"are"} running`:
`${n(r)} did not finish`]];return o.length===0?null:`${t.status==="running"?"The run is still going":"The run was interr\
upted"}: ${o.join("; ")}.`}function ot(e){let t=[...e.unreadable??[]].sort((o,s)=>O(o.stage,s.stage)||Y(o,s));if(t.length===
0)return null;let n=t.slice(0,20).map(o=>`> - ${D(x(o.stage))} ${j(o)}: ${w(o.reason,e)}`);return t.length>n.length&&n.push(
`> - and ${t.length-n.length} more`),["> [!WARNING]",`> ${`${t.length} ${t.length===1?"record":"records"}`} of this run \
could not be read and ${t.length===1?"is":"are"} not in this report:`,...n].join(`
`)}function st(e,t,n){let r=e.reduce((i,a)=>i+1+a.earlier.length,0),o=Ge(e),s=`${e.length} ${e.length===1?"stage":"stage\
s"}`,u=r>e.length?` in ${r} attempts`:"",c=at(t,n);return[`${s}${u}${o.length?` (${o.join(", ")})`:""}`,it(e),c].filter(
Boolean).join(" \xB7 ")}function it(e){let t=0,n=0,r=0,o=!1,s=!1;for(let c of e)for(let{record:i}of[...c.earlier,c.latest]){
let a=i.agent.usage;a&&((a.input_tokens!==void 0||a.output_tokens!==void 0)&&(o=!0),t+=a.input_tokens??0,n+=a.output_tokens??
0,a.cost_usd!==void 0&&(s=!0,r+=a.cost_usd))}let u=[];return o&&u.push(`${y(t)} tokens in, ${y(n)} out`),s&&u.push(ve(r)),
u.join(", ")}function Ge(e){let t=new Map;for(let{latest:n}of e){let r=T(n.record);t.set(r,(t.get(r)??0)+1)}return ee.filter(
n=>t.has(n)).map(n=>`${t.get(n)} ${n}`)}function at(e,t){let n=e===null?"the run":`run ${w(e)}`;return t.runUrl?`[View ${n}\
](${t.runUrl})`:e===null?"":`local ${n}`}function ut(e,t,n){let r=e.some(({latest:a})=>xe(a)!==null),o=e.some(({latest:a})=>a.
record.agent.usage?.cost_usd!==void 0),s=["Stage","Status","Summary","Duration"];r&&s.push("Tokens"),o&&s.push("Cost");let u=[
`| ${s.join(" | ")} |`,`|${s.map(()=>"---").join("|")}|`],c=0,i=()=>{c>0&&u.push(`| \u2026 | ${c} more ${c===1?"stage":"\
stages"} |${" |".repeat(s.length-2)}`),c=0};for(let a of e){if(a.keepPlace>=n.rowsKept){c++;continue}i();let{record:f,handoff:d}=a.
latest,l=[`\`${x(f.stage)}\``,lt(a),d?M(ct(d.summary,n.fieldChars),t)||"\u2014":"_no handoff_",ft(a)];if(r&&l.push(xe(a.
latest)??"\u2014"),o){let m=f.agent.usage?.cost_usd;l.push(m===void 0?"\u2014":ve(m))}u.push(`| ${l.join(" | ")} |`)}return i(),
u.join(`
`)}function lt(e){let{record:t}=e.latest,n=[je(t,o=>`(${o})`)],r=e.earlier.length+1;return r>1&&n.push(`\xB7 ${j(C(t))},\
 ${r} attempts`),n.join(" ")}function ct(e,t){let n=Math.min(ye,t??ye),o=(e.split(/\r?\n/).find(s=>s.trim()!=="")??"").trim();
return o.length>n?`${Z(o,n-1)}\u2026`:o}function xe(e){let t=e.record.agent.usage;if(!t||t.input_tokens===void 0&&t.output_tokens===
void 0)return null;let n=[];return t.input_tokens!==void 0&&n.push(`${y(t.input_tokens)} in`),t.output_tokens!==void 0&&
n.push(`${y(t.output_tokens)} out`),n.join(" / ")}function y(e){return String(Math.round(e)).replace(/\B(?=(\d{3})+(?!\d))/g,
",")}function ve(e){return e>=1?`$${e.toFixed(2)}`:`$${e.toFixed(4)}`}function F(e){if(e<1e3)return`${e} ms`;let t=e/1e3;
if(t<60)return`${t.toFixed(1)} s`;let n=Math.round(t),r=Math.floor(n/3600),o=Math.floor(n%3600/60),s=n%60;return r>0?`${r}\
 h ${String(o).padStart(2,"0")} min`:`${o} min ${String(s).padStart(2,"0")} s`}function dt(e,t){let n=new Map,r=i=>{let a=n.
get(i);return a===void 0&&(a=`s${n.size}`,n.set(i,a)),a};for(let i of e)r(i.stage);let o=new Set,s=[];for(let{stage:i,latest:a}of e){
let f=[...new Set(a.record.lineage.map(d=>d.stage))].sort(O);for(let d of f)o.add(`${r(d)} --> ${r(i)}`)}for(let{stage:i,
latest:a}of e){let f=a.handoff?.next?.stage;f!==void 0&&o.add(`${r(i)} -.->|next| ${r(f)}`)}for(let[i,a]of n){let f=e.find(
h=>h.stage===i);if(!f){let h=t.some($=>$.stage===i)?"record cannot be read":"no stage record";s.push(`  ${a}["${K(x(i))}\
<br/>${K(h)}"]:::absent`);continue}let{record:d}=f.latest,l=f.earlier.length+1,m=T(d),p=`${z[m]} ${m}${l>1?` \xD7${l}`:""}`,
g=m==="failure"||m==="blocked"?`:::${m}`:"";s.push(`  ${a}["${K(x(i))}<br/>${K(p)}"]${g}`)}for(let i of o)s.push(`  ${i}`);
let u=i=>s.some(a=>a.endsWith(`:::${i}`)),c=[u("failure")?"  classDef failure fill:#ffebe9,stroke:#cf222e,color:#1f2328":
"",u("blocked")?"  classDef blocked fill:#fff8c5,stroke:#9a6700,color:#1f2328":"",u("absent")?"  classDef absent fill:#f\
6f8fa,stroke:#8c959f,stroke-dasharray:3 3,color:#59636e":""].filter(Boolean);return["```mermaid","flowchart LR",...s,...c,
"```"].join(`
`)}function K(e){let t="";for(let n of e)t+=/[A-Za-z0-9 _.,:/()-]/.test(n)?n:`#${n.codePointAt(0)};`;return t}function ft(e){
let t=F(e.latest.record.agent.duration_ms);if(e.earlier.length===0)return t;let n=[e.latest,...e.earlier].reduce((r,o)=>r+
o.record.agent.duration_ms,0);return`${t} (${F(n)} in ${e.earlier.length+1} attempts)`}function mt(e,t,n){let{record:r,handoff:o}=e.
latest,s=e.earlier.length+1,u=(d,l)=>me(k(e.stage,d,l,n),t),c=[`${z[T(r)]} <b>${x(r.stage)}</b>`,T(r),F(r.agent.duration_ms),
Ze(r,s)].filter(Boolean).join(" \xB7 "),i=[];if(r.outcome.reason!=="completed"){let d=r.outcome.message?`: ${w(k(e.stage,
"outcome",r.outcome.message,n),t)}`:"";i.push(`**Outcome:** \`${r.outcome.reason}\`${d}`)}if(o===null)i.push("_No handof\
f was captured for this attempt._");else{i.push("**Summary**",u("summary",o.summary)||"\u2014");let d=Object.entries(o.data??
{}).sort(([p],[g])=>O(p,g));if(d.length>0){let{shown:p,more:g}=L(e.stage,"data",d,n),h=p.map(([$,E])=>`| ${le.test($)?`\`${$}\
\``:M($)} | ${M(k(e.stage,`data.${$}`,E,n),t)||"\u2014"} |`);g>0&&h.push(`| \u2026 | ${y(g)} more ${g===1?"key":"keys"} \
|`),i.push(["**Data**","","| Key | Value |","|---|---|",...h].join(`
`))}let l=p=>Ne(e.latest).filter(([g])=>g.startsWith(`${p}.`)).map(([g,h,$])=>pt(e.stage,g,h,$,n,t));o.failure&&(i.push(
`**Failure:** ${w(k(e.stage,"failure",o.failure.reason,n),t)}`),i.push(...l("failure")));let m=l("expectations");if(m.length>
0&&i.push(["**Expectations** for the next stage",...m].join(`

`)),o.next){let p=o.next.reason?` \u2014 ${w(k(e.stage,"next.reason",o.next.reason,n),t)}`:"";i.push(`**Next:** \`${x(o.
next.stage)}\`${p}`)}if(o.artifacts?.length){let{shown:p,more:g}=L(e.stage,"artifacts",o.artifacts,n),h=p.map(($,E)=>{let G=$.
description?` \u2014 ${w(k(e.stage,`artifacts.${E}`,$.description,n),t)}`:"";return`- ${Q($.path,t)}${G}`});i.push(["**A\
rtifacts**","",...h,...te(g)].join(`
`))}t.includeDetail&&o.detail&&i.push("**Detail**",u("detail",o.detail)||"\u2014")}let a=r.problems;if(a.length>0){let{shown:d,
more:l}=L(e.stage,"problems",a,n),m=d.map((p,g)=>`- ${p.severity==="error"?"\u274C":"\u26A0\uFE0F"} ${Q(p.code)} ${Q(p.path)}\
: ${w(k(e.stage,`problems.${g}`,p.message,n),t)}`);i.push(["**Problems**","",...m,...te(l)].join(`
`))}if(e.earlier.length>0){let d=e.earlier.map(({record:l})=>`- ${j(C(l))}: ${je(l,m=>`(\`${m}\`)`)}, ${F(l.agent.duration_ms)}`);
i.push(["**Earlier attempts**","",...d].join(`
`))}return[r.status==="failure"||r.status==="blocked"?"<details open>":"<details>",`<summary>${c}</summary>`,"",i.join(`\


`),"","</details>"].join(`
`)}function pt(e,t,n,r,o,s){let{shown:u,more:c}=L(e,t,r,o),i=u.map((a,f)=>`- ${w(k(e,`${t}.${f}`,a,o),s)||"\u2014"}`);return`${n}\
:

${[...i,...te(c)].join(`
`)}`}function L(e,t,n,r){return r.entriesKept===null||n.length<=r.entriesKept?{shown:n,more:0}:(r.listsCut.add(`${e}.${t}`),
{shown:n.slice(0,r.entriesKept),more:n.length-r.entriesKept})}function te(e){return e>0?[`- \u2026 ${y(e)} more`]:[]}function Q(e,t={}){
return D(e,t)}function x(e){return ue.test(e)?e:encodeURIComponent(e).replace(/[!'()*]/g,Oe)}function k(e,t,n,r){if(r.fieldChars===
null||n.length<=r.fieldChars)return n;r.fieldsCut.add(`${e}.${t}`);let o=Z(n,r.fieldChars);return`${o}

\u2026 (${y(n.length-o.length)} more characters cut)`}function H(e){let t=e.slice(0,10).map(n=>`\`${x(n)}\``);return e.length>
t.length?`${t.join(", ")} and ${e.length-t.length} more`:t.join(", ")}function Ee(e){return`${Ge(e).join(", ")}: ${H(e.map(
t=>t.stage))}`}function Ae(e){return[...new Set([...e].map(t=>t.slice(0,t.indexOf("."))))]}function gt(e,t,n){let r=[];if(t.
fieldsCut.size>0){let i=Ae(t.fieldsCut);r.push(`${t.fieldsCut.size} ${t.fieldsCut.size===1?"field was":"fields were"} cu\
t to ${y(t.fieldChars??0)} characters (${H(i)})`)}if(t.listsCut.size>0){let i=Ae(t.listsCut),a=t.entriesKept??0,f=`${t.listsCut.
size} ${t.listsCut.size===1?"list shows":"lists show"}`;r.push(a===0?`${f} none of ${t.listsCut.size===1?"its":"their"} \
entries, only how many there are (${H(i)})`:`${f} ${t.listsCut.size===1?"its":"their"} first ${y(a)} ${a===1?"entry":"en\
tries"} (${H(i)})`)}let o=Te(e,t.sectionsKept);o.length>0&&r.push(`the sections of ${o.length} ${o.length===1?"stage wer\
e":"stages were"} left out (${Ee(o)})`),!t.flowchart&&e.length>0&&r.push("the diagram was left out");let s=Te(e,t.rowsKept);
if(s.length>0&&r.push(`the ${s.length===1?"row":"rows"} of ${s.length} of ${e.length} stages ${s.length===1?"was":"were"}\
 left out of the table (${Ee(s)})`),r.length===0)return null;let u=n.recordsLocation??n.runUrl??null,c=u?` The full reco\
rds are in ${u}.`:"";return`> [!NOTE]
> This report was shortened to fit GitHub's ${y(J.commentChars)}-character limit: ${r.join("; ")}.${c}`}var Pe=["comment","summary","both"],ht=/^[A-Za-z0-9_.-]{1,64}$/;function $t(e){let t=(e[b.mode]??"").trim()||"both";if(!Pe.
includes(t))throw new R("input-invalid",`must be one of ${Pe.join(", ")}; got "${t}"`,{where:b.mode});return t}function Me(e,t){
let n=$t(e),r=(e[b.key]??"").trim()||ne;if(!ht.test(r))throw new R("input-invalid",`must be 1 to 64 letters, digits, '.'\
, '_' or '-' (it names the sticky comment); got "${r}"`,{where:b.key});let o=St(e[b.includeDetail]??"",b.includeDetail,!1),
s=null;if(n!=="summary"){let u=(e[b.issueNumber]??"").trim();if(u!==""){if(!/^[1-9]\d{0,9}$/.test(u))throw new R("input-\
invalid",`must be the number of an issue or pull request, like 42; got "${u}"`,{where:b.issueNumber});s=Number(u)}else if(s=
bt(t.payload),s===null)throw new R("issue-number-missing",`there is no issue or pull request to comment on: the triggeri\
ng event (${t.name||"unknown"}) is not about one. Set the issue-number input, or use mode: summary`,{where:b.issueNumber})}
return{mode:n,key:r,includeDetail:o,issueNumber:s}}function bt(e){let t=S(e);if(!t)return null;let n=oe(S(t.pull_request)?.
number)??oe(S(t.issue)?.number);if(n!==null)return n;for(let r of["workflow_run","check_run","check_suite"]){let o=S(t[r])?.
pull_requests;if(Array.isArray(o)&&o.length===1){let s=oe(S(o[0])?.number);if(s!==null)return s}}return null}var wt=["pu\
ll_request","pull_request_review","pull_request_review_comment"];function De(e,t){if(!wt.includes(e))return null;let n=S(
S(t)?.pull_request),r=S(n?.head);if(!r)return null;if(r.repo===null)return{head:null};let o=S(r.repo);if(!o)return null;
let s=typeof o.full_name=="string"?o.full_name:null,u=S(S(n?.base)?.repo)?.full_name;return s!==null&&typeof u=="string"?
s===u?null:{head:s}:o.fork===!0?{head:s}:null}function St(e,t,n){let r=e.trim();if(r==="")return n;if(["true","True","TR\
UE"].includes(r))return!0;if(["false","False","FALSE"].includes(r))return!1;throw new R("input-invalid",`must be true or\
 false; got "${r}"`,{where:t})}function S(e){return e!==null&&typeof e=="object"&&!Array.isArray(e)?e:null}function oe(e){
return typeof e=="number"&&Number.isInteger(e)&&e>0?e:null}async function yt(e,t,n){let{env:r}=e,o=new be,s=A(b.githubToken);s&&ae(s);let u={[b.mode]:A(b.mode),[b.key]:A(b.key),[b.
includeDetail]:A(b.includeDetail),[b.issueNumber]:A(b.issueNumber)},c={name:r.GITHUB_EVENT_NAME??"",payload:_t(r.GITHUB_EVENT_PATH)},
i=Me(u,c);t.mode=i.mode,t.issueNumber=i.issueNumber;let a=I(r,"GITHUB_REPOSITORY"),f=I(r,"GITHUB_RUN_ID"),d=I(r,"GITHUB_\
WORKFLOW");if(i.mode!=="summary"&&!r.GITHUB_API_URL)throw new R("runner-env-missing","GITHUB_API_URL is not set, so the \
report comment has no GitHub API to go to: the runner sets it for every step of a job. Run this as a step of a GitHub Ac\
tions job, or use mode: summary for the job summary alone");let l=we(r,s),m=new $e({tempDir:I(r,"RUNNER_TEMP"),reporter:o}),
p=await X(Se(m),n).catch(_=>{if(!n.received)throw _});if(!p||n.received)return se(t,n,o);let{records:g,unreadable:h}=p;for(let _ of h)
o.warning(`record of stage ${_.stage} attempt ${_.attempt} could not be read: ${_.reason}`);o.info(`report: ${g.length} \
records of run ${f}${h.length?`, ${h.length} unreadable`:""}`);let $=r.GITHUB_SERVER_URL??"https://github.com",E=`${$.replace(
/\/+$/,"")}/${a}/actions/runs/${f}`,G=Ce(g,{workflow:d,key:i.key,runId:f,runUrl:E,recordsLocation:`[the run's artifacts]\
(${E}#artifacts)`,includeDetail:i.includeDetail,secrets:l,serverUrl:$,unreadable:h});if(i.mode!=="comment"&&(await pe(G,
l),t.summaryWritten=!0),i.mode==="summary"){V({[N.commentId]:"",[N.commentUrl]:""}),n.received&&o.info(`report: ${U(n.received)}\
 while the job summary was being written; it was written, and is left as it is`);return}let{GitHubCommentSink:He}=await import("../action-chunks/comment-sink-553W3JP2.js");
if(n.received)return se(t,n,o);let q=new He({token:s,repository:a,baseUrl:r.GITHUB_API_URL,reporter:o,forkPullRequest:De(
c.name,c.payload),signal:n.signal});t.sink=q;let v;try{v=await X(q.upsert({issueNumber:i.issueNumber,marker:re(d,i.key),
body:G}),n,()=>q.inFlight!==void 0)}catch(_){if(n.received)return se(t,n,o);throw _}V({[N.commentId]:String(v.id),[N.commentUrl]:v.
url}),o.info(Rt(v,n))}function Rt(e,t){return e.action==="unchanged"?t.received?`report: ${U(t.received)} while the comm\
ent was being checked; it already held this report, and is left as it is: ${e.url}`:`report: comment ${e.url} unchanged`:
t.received?`report: ${U(t.received)} while the comment was being ${e.action}; it was ${e.action}, and is left as it is: ${e.
url}`:`report: ${e.action} comment ${e.url}`}function se(e,t,n){e.cancelled=!0,n.warning(`report: cancelled: ${U(t.received)}\
; ${Ke(e)}`)}function Ke(e,t=!1){let n=e.sink?.inFlight,r=[];if(e.mode!==void 0&&e.mode!=="summary"){let o=t?`GitHub did\
 not answer within the ${ge.deadline/1e3} s a stopped step has`:"its request got no answer before the step stopped";r.push(
n===void 0?"no comment was created or updated":`the comment on #${e.issueNumber} may have been ${n==="create"?"created":
"updated"}: ${o}; look for it there`)}return e.mode!==void 0&&e.mode!=="comment"&&r.push(`the job summary was ${e.summaryWritten?
"":"not "}written`),e.summaryWritten||n!==void 0?r.join("; "):`nothing was posted${r.length?`: ${r.join(", and ")}`:""}`}
var kt=16*1024*1024;function _t(e){if(!e)return{};try{return(0,B.statSync)(e).size>kt?{}:JSON.parse((0,B.readFileSync)(e,
"utf8"))}catch{return{}}}async function Le(e=fe()){let t={summaryWritten:!1,cancelled:!1};await he(e,n=>yt(e,t,n),{async failed(n){
W(P(n))},async outOfTime(n){W(`report: ${U(n)}; ${Ke(t,!0)}`)}}),t.cancelled&&e.exit(ie.Failure)}await Le();

import{A as $e,B as be,C as I,E as we,h as Y,k as O,l as j,n as fe,o as me,p as w,q as M,r as D,t as V,u as pe,w as ge,x as U,
y as X,z as he}from"../action-chunks/chunk-2AHEDJIL.js";import{a as Z}from"../action-chunks/chunk-QKOWGC76.js";import{a as ze}from"../action-chunks/chunk-R2LRCHEZ.js";
import"../action-chunks/chunk-BI5J5TON.js";import{i as de}from"../action-chunks/chunk-J2SX2PKD.js";import"../action-chunks/chunk-PO5EA42V.js";import{
N as C}from"../action-chunks/chunk-6MN2SSD3.js";import{b as y,d as P}from"../action-chunks/chunk-ZB3GGCKF.js";import{t as J,u as ue,v as le,
w as ce,x as b,y as N}from"../action-chunks/chunk-E6JLSL3E.js";import{f as ie,h as ae,i as A,k as W}from"../action-chunks/chunk-DHIUKFLR.js";
import"../action-chunks/chunk-SM223FN7.js";import{d as Fe}from"../action-chunks/chunk-A64LSPLL.js";var B=Fe(ze(),1);async function Se(t,e){let n=e??await t.list(),r=await Promise.allSettled(n.map(({stage:u,attempt:c,runAttempt:i})=>t.getAttempt(
u,c,i))),o=[],s=[];return r.forEach((u,c)=>{let{stage:i,attempt:a,runAttempt:f}=n[c];if(u.status==="fulfilled")u.value&&
o.push(u.value);else{let d=u.reason instanceof y?{code:u.reason.code}:{};s.push({stage:i,attempt:a,runAttempt:f,reason:P(
u.reason),...d})}}),{records:o,unreadable:s}}var ne="default",ye=160,Be=512;function re(t,e=ne){return`<!-- ${ce}${Re(t)}:${Re(e)} -->`}function Re(t){return encodeURIComponent(
t).replace(/[!'()*]/g,Ce).replace(/-(?=-)/g,"%2D")}function Ce(t){return`%${t.charCodeAt(0).toString(16).toUpperCase().padStart(
2,"0")}`}function qe(t){let e=0;for(let n=t.indexOf(`
`);n!==-1;n=t.indexOf(`
`,n+1))e++;return t.length+e}var We=5e4;function Oe(t,e={}){let n=Xe(t),r=e.maxLength??J.commentChars-Be,o=n.length,s=(l,m=null,p=o,g=!0,h=o)=>{
let $=nt(n,e,{fieldChars:l,fieldsCut:new Set,entriesKept:m,listsCut:new Set,sectionsKept:p,flowchart:g,rowsKept:h});return{
text:$,ok:qe($)<=r}},u=s(null);if(u.ok)return u.text;let c=64,i=(l,m,p)=>{let g={value:l,...p(l)};if(!g.ok)return null;for(;m-
l>Math.max(0,m>>6);){let h=Math.ceil((l+m)/2),$=p(h);$.ok?(l=h,g={value:h,...$}):m=h-1}return g},a=Math.max(c,Ye(n)),f=i(
c,a,l=>s(l));if(f)return f.text;let d=i(0,Ve(n),l=>s(c,l));return d?i(c,a,l=>s(l,d.value))?.text??d.text:i(0,o,l=>s(c,0,
l))?.text??i(0,o,l=>s(c,0,0,!1,l))?.text??s(c,0,0,!1,0).text}function Je(t){let e=t.handoff;return[e?.summary,e?.detail,
e?.failure?.reason,e?.next?.reason,t.record.outcome.message,...Ue(t).flat()]}function Ye(t){let e=0;for(let{latest:n}of t)
for(let r of Je(n))e=Math.max(e,r?.length??0);return e}function Ve(t){let e=0;for(let{latest:n}of t)for(let r of Ue(n))e=
Math.max(e,r.length);return e}function Ue(t){let e=t.handoff;return[...Ne(t).map(([,,n])=>n),Object.values(e?.data??{}),
(e?.artifacts??[]).map(n=>n.description),t.record.problems.map(n=>n.message)]}function Ne(t){let e=t.handoff;return[["fa\
ilure.blockers","Blockers",e?.failure?.blockers],["failure.questions","Questions",e?.failure?.questions],["expectations.\
deliverables","Deliverables",e?.expectations?.deliverables],["expectations.acceptance","Acceptance",e?.expectations?.acceptance],
["expectations.constraints","Constraints",e?.expectations?.constraints]].filter(r=>(r[2]?.length??0)>0)}function Xe(t){let e=new Map;
for(let r of t){let o=e.get(r.record.stage)??[];o.push(r),e.set(r.record.stage,o)}let n=[...e.entries()].map(([r,o])=>{let s=[
...o].sort((u,c)=>Y(O(u.record),O(c.record)));return{stage:r,latest:s[s.length-1],earlier:s.slice(0,-1),keepPlace:0}});return n.
sort((r,o)=>r.latest.record.hop-o.latest.record.hop||C(ke(r),ke(o))||C(r.stage,o.stage)),et(n),n}function Ze(t,e){if(t.run.
attempt===1)return e>1?`attempt ${t.attempt} of ${e}`:"";let n=j(O(t));return e>1?`${n}, ${e} attempts`:n}function ke(t){
return(t.earlier[0]??t.latest).record.agent.started_at}var z={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\
\u274C",cancelled:"\u{1F6AB}"},Qe={...z,running:"\u23F3",interrupted:"\u26A0\uFE0F"},ee=["failure","cancelled","blocked",
"partial","success"],_e=["failure","blocked","cancelled","partial","success"];function et(t){let e=n=>n.outcome.reason===
"skipped"?_e.length:_e.indexOf(T(n));t.map((n,r)=>({group:n,index:r,rank:e(n.latest.record)})).sort((n,r)=>n.rank-r.rank||
n.index-r.index).forEach(({group:n},r)=>{n.keepPlace=r})}function Te(t,e){return t.filter(n=>n.keepPlace>=e)}function T(t){
return de(t.status,t.outcome.reason)}function je(t,e){let n=T(t),r=t.outcome.reason==="completed"||n==="cancelled"?"":` ${e(
t.outcome.reason)}`;return`${z[n]} ${n}${r}`}function tt(t){let e=null;for(let{latest:n}of t){let r=T(n.record);(e===null||
ee.indexOf(r)<ee.indexOf(e))&&(e=r)}return e}function nt(t,e,n){let r=e.workflow??t[0]?.latest.record.run.workflow??"wor\
kflow",o=t[0]?.latest.record.run,s=[re(r,e.key)],u=e.cancelled||e.run?.status==="cancelled"?"cancelled":tt(t),c=e.run?.status===
"failure"&&u!=="failure",i=e.run?.status==="running"||e.run?.status==="interrupted"?e.run.status:c?"failure":u??e.run?.status??
null,a=w(r,e)||"workflow";s.push(i===null?`## baton report \xB7 ${a}`:`## ${Qe[i]} baton report \xB7 ${a} \xB7 ${i}`),s.
push(it(t,e.runId??o?.id??null,e)),c&&e.run&&e.run.failedJobs.length>0&&s.push(`The run failed: ${Ie(e.run.failedJobs,e)}\
 failed.`),e.runUnreadable!==void 0&&s.push(["> [!WARNING]",`> The run's summary could not be read, so this report is bu\
ilt from its records alone: ${w(e.runUnreadable,e)}`].join(`
`));let f=rt(e);f!==null&&s.push(f);let d=ot(e);if(t.length===0)s.push(d?"No baton record of this run could be read (see\
 below).":"No baton records were found for this run. A stage that failed before it recorded (an input it refused, say) l\
eaves none: its job\u2019s log says why."),d&&s.push(d);else{s.push(lt(t,e,n)),d&&s.push(d);let m=n.flowchart?ft(t,e.unreadable??
[]):"";m!==""&&m.length<=We?s.push(m):n.flowchart=!1;for(let p of t)p.keepPlace<n.sectionsKept&&s.push(pt(p,e,n))}let l=ht(
t,n,e);return l&&s.push(l),s.push("<sub>Built by baton from the stage records; agent text is shown as data, sanitised.</\
sub>"),`${s.join(`

`)}
`}function Ie(t,e){return`${t.length===1?"job":"jobs"} ${t.map(n=>D(n,e)).join(", ")}`}function rt(t){let e=t.run;if(e?.
status!=="running"&&e?.status!=="interrupted")return null;let n=s=>Ie(s,t),r=e.unfinishedJobs??[],o=[...e.failedJobs.length===
0?[]:[`${n(e.failedJobs)} failed`],...r.length===0?[]:[e.status==="running"?`${n(r)} ${r.length===1?"is":"are"} running`:
`${n(r)} did not finish`]];return o.length===0?null:`${e.status==="running"?"The run is still going":"The run was interr\
upted"}: ${o.join("; ")}.`}function ot(t){let e=[...t.unreadable??[]].sort((o,s)=>C(o.stage,s.stage)||Y(o,s));if(e.length===
0)return null;let n=e.slice(0,20).map(o=>`> - ${D(x(o.stage))} ${j(o)}: ${w(st(o.reason),t)}`);return e.length>n.length&&
n.push(`> - and ${e.length-n.length} more`),["> [!WARNING]",`> ${`${e.length} ${e.length===1?"record":"records"}`} of th\
is run could not be read and ${e.length===1?"is":"are"} not in this report:`,...n].join(`
`)}function st(t){return t.split(`
`).map(e=>e.trim()).filter(e=>e!=="").join("; ")}function it(t,e,n){let r=t.reduce((i,a)=>i+1+a.earlier.length,0),o=Ge(t),
s=`${t.length} ${t.length===1?"stage":"stages"}`,u=r>t.length?` in ${r} attempts`:"",c=ut(e,n);return[`${s}${u}${o.length?
` (${o.join(", ")})`:""}`,at(t),c].filter(Boolean).join(" \xB7 ")}function at(t){let e=0,n=0,r=0,o=!1,s=!1;for(let c of t)
for(let{record:i}of[...c.earlier,c.latest]){let a=i.agent.usage;a&&((a.input_tokens!==void 0||a.output_tokens!==void 0)&&
(o=!0),e+=a.input_tokens??0,n+=a.output_tokens??0,a.cost_usd!==void 0&&(s=!0,r+=a.cost_usd))}let u=[];return o&&u.push(`${R(
e)} tokens in, ${R(n)} out`),s&&u.push(ve(r)),u.join(", ")}function Ge(t){let e=new Map;for(let{latest:n}of t){let r=T(n.
record);e.set(r,(e.get(r)??0)+1)}return ee.filter(n=>e.has(n)).map(n=>`${e.get(n)} ${n}`)}function ut(t,e){let n=t===null?
"the run":`run ${w(t)}`;return e.runUrl?`[View ${n}](${e.runUrl})`:t===null?"":`local ${n}`}function lt(t,e,n){let r=t.some(
({latest:a})=>xe(a)!==null),o=t.some(({latest:a})=>a.record.agent.usage?.cost_usd!==void 0),s=["Stage","Status","Summary",
"Duration"];r&&s.push("Tokens"),o&&s.push("Cost");let u=[`| ${s.join(" | ")} |`,`|${s.map(()=>"---").join("|")}|`],c=0,i=()=>{
c>0&&u.push(`| \u2026 | ${c} more ${c===1?"stage":"stages"} |${" |".repeat(s.length-2)}`),c=0};for(let a of t){if(a.keepPlace>=
n.rowsKept){c++;continue}i();let{record:f,handoff:d}=a.latest,l=[`\`${x(f.stage)}\``,ct(a),d?M(dt(d.summary,n.fieldChars),
e)||"\u2014":"_no handoff_",mt(a)];if(r&&l.push(xe(a.latest)??"\u2014"),o){let m=f.agent.usage?.cost_usd;l.push(m===void 0?
"\u2014":ve(m))}u.push(`| ${l.join(" | ")} |`)}return i(),u.join(`
`)}function ct(t){let{record:e}=t.latest,n=[je(e,o=>`(${o})`)],r=t.earlier.length+1;return r>1&&n.push(`\xB7 ${j(O(e))},\
 ${r} attempts`),n.join(" ")}function dt(t,e){let n=Math.min(ye,e??ye),o=(t.split(/\r?\n/).find(s=>s.trim()!=="")??"").trim();
return o.length>n?`${Z(o,n-1)}\u2026`:o}function xe(t){let e=t.record.agent.usage;if(!e||e.input_tokens===void 0&&e.output_tokens===
void 0)return null;let n=[];return e.input_tokens!==void 0&&n.push(`${R(e.input_tokens)} in`),e.output_tokens!==void 0&&
n.push(`${R(e.output_tokens)} out`),n.join(" / ")}function R(t){return String(Math.round(t)).replace(/\B(?=(\d{3})+(?!\d))/g,
",")}function ve(t){return t>=1?`$${t.toFixed(2)}`:`$${t.toFixed(4)}`}function F(t){if(t<1e3)return`${t} ms`;let e=t/1e3;
if(e<60)return`${e.toFixed(1)} s`;let n=Math.round(e),r=Math.floor(n/3600),o=Math.floor(n%3600/60),s=n%60;return r>0?`${r}\
 h ${String(o).padStart(2,"0")} min`:`${o} min ${String(s).padStart(2,"0")} s`}function ft(t,e){let n=new Map,r=i=>{let a=n.
get(i);return a===void 0&&(a=`s${n.size}`,n.set(i,a)),a};for(let i of t)r(i.stage);let o=new Set,s=[];for(let{stage:i,latest:a}of t){
let f=[...new Set(a.record.lineage.map(d=>d.stage))].sort(C);for(let d of f)o.add(`${r(d)} --> ${r(i)}`)}for(let{stage:i,
latest:a}of t){let f=a.handoff?.next?.stage;f!==void 0&&o.add(`${r(i)} -.->|next| ${r(f)}`)}for(let[i,a]of n){let f=t.find(
h=>h.stage===i);if(!f){let h=e.some($=>$.stage===i)?"record cannot be read":"no stage record";s.push(`  ${a}["${K(x(i))}\
<br/>${K(h)}"]:::absent`);continue}let{record:d}=f.latest,l=f.earlier.length+1,m=T(d),p=`${z[m]} ${m}${l>1?` \xD7${l}`:""}`,
g=m==="failure"||m==="blocked"?`:::${m}`:"";s.push(`  ${a}["${K(x(i))}<br/>${K(p)}"]${g}`)}for(let i of o)s.push(`  ${i}`);
let u=i=>s.some(a=>a.endsWith(`:::${i}`)),c=[u("failure")?"  classDef failure fill:#ffebe9,stroke:#cf222e,color:#1f2328":
"",u("blocked")?"  classDef blocked fill:#fff8c5,stroke:#9a6700,color:#1f2328":"",u("absent")?"  classDef absent fill:#f\
6f8fa,stroke:#8c959f,stroke-dasharray:3 3,color:#59636e":""].filter(Boolean);return["```mermaid","flowchart LR",...s,...c,
"```"].join(`
`)}function K(t){let e="";for(let n of t)e+=/[A-Za-z0-9 _.,:/()-]/.test(n)?n:`#${n.codePointAt(0)};`;return e}function mt(t){
let e=F(t.latest.record.agent.duration_ms);if(t.earlier.length===0)return e;let n=[t.latest,...t.earlier].reduce((r,o)=>r+
o.record.agent.duration_ms,0);return`${e} (${F(n)} in ${t.earlier.length+1} attempts)`}function pt(t,e,n){let{record:r,handoff:o}=t.
latest,s=t.earlier.length+1,u=(d,l)=>me(k(t.stage,d,l,n),e),c=[`${z[T(r)]} <b>${x(r.stage)}</b>`,T(r),F(r.agent.duration_ms),
Ze(r,s)].filter(Boolean).join(" \xB7 "),i=[];if(r.outcome.reason!=="completed"){let d=r.outcome.message?`: ${w(k(t.stage,
"outcome",r.outcome.message,n),e)}`:"";i.push(`**Outcome:** \`${r.outcome.reason}\`${d}`)}if(o===null)i.push("_No handof\
f was captured for this attempt._");else{i.push("**Summary**",u("summary",o.summary)||"\u2014");let d=Object.entries(o.data??
{}).sort(([p],[g])=>C(p,g));if(d.length>0){let{shown:p,more:g}=L(t.stage,"data",d,n),h=p.map(([$,E])=>`| ${le.test($)?`\`${$}\
\``:M($)} | ${M(k(t.stage,`data.${$}`,E,n),e)||"\u2014"} |`);g>0&&h.push(`| \u2026 | ${R(g)} more ${g===1?"key":"keys"} \
|`),i.push(["**Data**","","| Key | Value |","|---|---|",...h].join(`
`))}let l=p=>Ne(t.latest).filter(([g])=>g.startsWith(`${p}.`)).map(([g,h,$])=>gt(t.stage,g,h,$,n,e));o.failure&&(i.push(
`**Failure:** ${w(k(t.stage,"failure",o.failure.reason,n),e)}`),i.push(...l("failure")));let m=l("expectations");if(m.length>
0&&i.push(["**Expectations** for the next stage",...m].join(`

`)),o.next){let p=o.next.reason?` \u2014 ${w(k(t.stage,"next.reason",o.next.reason,n),e)}`:"";i.push(`**Next:** \`${x(o.
next.stage)}\`${p}`)}if(o.artifacts?.length){let{shown:p,more:g}=L(t.stage,"artifacts",o.artifacts,n),h=p.map(($,E)=>{let G=$.
description?` \u2014 ${w(k(t.stage,`artifacts.${E}`,$.description,n),e)}`:"";return`- ${Q($.path,e)}${G}`});i.push(["**A\
rtifacts**","",...h,...te(g)].join(`
`))}e.includeDetail&&o.detail&&i.push("**Detail**",u("detail",o.detail)||"\u2014")}let a=r.problems;if(a.length>0){let{shown:d,
more:l}=L(t.stage,"problems",a,n),m=d.map((p,g)=>`- ${p.severity==="error"?"\u274C":"\u26A0\uFE0F"} ${Q(p.code)} ${Q(p.path)}\
: ${w(k(t.stage,`problems.${g}`,p.message,n),e)}`);i.push(["**Problems**","",...m,...te(l)].join(`
`))}if(t.earlier.length>0){let d=t.earlier.map(({record:l})=>`- ${j(O(l))}: ${je(l,m=>`(\`${m}\`)`)}, ${F(l.agent.duration_ms)}`);
i.push(["**Earlier attempts**","",...d].join(`
`))}return[r.status==="failure"||r.status==="blocked"?"<details open>":"<details>",`<summary>${c}</summary>`,"",i.join(`\


`),"","</details>"].join(`
`)}function gt(t,e,n,r,o,s){let{shown:u,more:c}=L(t,e,r,o),i=u.map((a,f)=>`- ${w(k(t,`${e}.${f}`,a,o),s)||"\u2014"}`);return`${n}\
:

${[...i,...te(c)].join(`
`)}`}function L(t,e,n,r){return r.entriesKept===null||n.length<=r.entriesKept?{shown:n,more:0}:(r.listsCut.add(`${t}.${e}`),
{shown:n.slice(0,r.entriesKept),more:n.length-r.entriesKept})}function te(t){return t>0?[`- \u2026 ${R(t)} more`]:[]}function Q(t,e={}){
return D(t,e)}function x(t){return ue.test(t)?t:encodeURIComponent(t).replace(/[!'()*]/g,Ce)}function k(t,e,n,r){if(r.fieldChars===
null||n.length<=r.fieldChars)return n;r.fieldsCut.add(`${t}.${e}`);let o=Z(n,r.fieldChars);return`${o}

\u2026 (${R(n.length-o.length)} more characters cut)`}function H(t){let e=t.slice(0,10).map(n=>`\`${x(n)}\``);return t.length>
e.length?`${e.join(", ")} and ${t.length-e.length} more`:e.join(", ")}function Ee(t){return`${Ge(t).join(", ")}: ${H(t.map(
e=>e.stage))}`}function Ae(t){return[...new Set([...t].map(e=>e.slice(0,e.indexOf("."))))]}function ht(t,e,n){let r=[];if(e.
fieldsCut.size>0){let i=Ae(e.fieldsCut);r.push(`${e.fieldsCut.size} ${e.fieldsCut.size===1?"field was":"fields were"} cu\
t to ${R(e.fieldChars??0)} characters (${H(i)})`)}if(e.listsCut.size>0){let i=Ae(e.listsCut),a=e.entriesKept??0,f=`${e.listsCut.
size} ${e.listsCut.size===1?"list shows":"lists show"}`;r.push(a===0?`${f} none of ${e.listsCut.size===1?"its":"their"} \
entries, only how many there are (${H(i)})`:`${f} ${e.listsCut.size===1?"its":"their"} first ${R(a)} ${a===1?"entry":"en\
tries"} (${H(i)})`)}let o=Te(t,e.sectionsKept);o.length>0&&r.push(`the sections of ${o.length} ${o.length===1?"stage wer\
e":"stages were"} left out (${Ee(o)})`),!e.flowchart&&t.length>0&&r.push("the diagram was left out");let s=Te(t,e.rowsKept);
if(s.length>0&&r.push(`the ${s.length===1?"row":"rows"} of ${s.length} of ${t.length} stages ${s.length===1?"was":"were"}\
 left out of the table (${Ee(s)})`),r.length===0)return null;let u=n.recordsLocation??n.runUrl??null,c=u?` The full reco\
rds are in ${u}.`:"";return`> [!NOTE]
> This report was shortened to fit GitHub's ${R(J.commentChars)}-character limit: ${r.join("; ")}.${c}`}var Pe=["comment","summary","both"],$t=/^[A-Za-z0-9_.-]{1,64}$/;function bt(t){let e=(t[b.mode]??"").trim()||"both";if(!Pe.
includes(e))throw new y("input-invalid",`must be one of ${Pe.join(", ")}; got "${e}"`,{where:b.mode});return e}function Me(t,e){
let n=bt(t),r=(t[b.key]??"").trim()||ne;if(!$t.test(r))throw new y("input-invalid",`must be 1 to 64 letters, digits, '.'\
, '_' or '-' (it names the sticky comment); got "${r}"`,{where:b.key});let o=yt(t[b.includeDetail]??"",b.includeDetail,!1),
s=null;if(n!=="summary"){let u=(t[b.issueNumber]??"").trim();if(u!==""){if(!/^[1-9]\d{0,9}$/.test(u))throw new y("input-\
invalid",`must be the number of an issue or pull request, like 42; got "${u}"`,{where:b.issueNumber});s=Number(u)}else if(s=
wt(e.payload),s===null)throw new y("issue-number-missing",`there is no issue or pull request to comment on: the triggeri\
ng event (${e.name||"unknown"}) is not about one. Set the issue-number input, or use mode: summary`,{where:b.issueNumber})}
return{mode:n,key:r,includeDetail:o,issueNumber:s}}function wt(t){let e=S(t);if(!e)return null;let n=oe(S(e.pull_request)?.
number)??oe(S(e.issue)?.number);if(n!==null)return n;for(let r of["workflow_run","check_run","check_suite"]){let o=S(e[r])?.
pull_requests;if(Array.isArray(o)&&o.length===1){let s=oe(S(o[0])?.number);if(s!==null)return s}}return null}var St=["pu\
ll_request","pull_request_review","pull_request_review_comment"];function De(t,e){if(!St.includes(t))return null;let n=S(
S(e)?.pull_request),r=S(n?.head);if(!r)return null;if(r.repo===null)return{head:null};let o=S(r.repo);if(!o)return null;
let s=typeof o.full_name=="string"?o.full_name:null,u=S(S(n?.base)?.repo)?.full_name;return s!==null&&typeof u=="string"?
s===u?null:{head:s}:o.fork===!0?{head:s}:null}function yt(t,e,n){let r=t.trim();if(r==="")return n;if(["true","True","TR\
UE"].includes(r))return!0;if(["false","False","FALSE"].includes(r))return!1;throw new y("input-invalid",`must be true or\
 false; got "${r}"`,{where:e})}function S(t){return t!==null&&typeof t=="object"&&!Array.isArray(t)?t:null}function oe(t){
return typeof t=="number"&&Number.isInteger(t)&&t>0?t:null}async function Rt(t,e,n){let{env:r}=t,o=new be,s=A(b.githubToken);s&&ae(s);let u={[b.mode]:A(b.mode),[b.key]:A(b.key),[b.
includeDetail]:A(b.includeDetail),[b.issueNumber]:A(b.issueNumber)},c={name:r.GITHUB_EVENT_NAME??"",payload:Tt(r.GITHUB_EVENT_PATH)},
i=Me(u,c);e.mode=i.mode,e.issueNumber=i.issueNumber;let a=I(r,"GITHUB_REPOSITORY"),f=I(r,"GITHUB_RUN_ID"),d=I(r,"GITHUB_\
WORKFLOW");if(i.mode!=="summary"&&!r.GITHUB_API_URL)throw new y("runner-env-missing","GITHUB_API_URL is not set, so the \
report comment has no GitHub API to go to: the runner sets it for every step of a job. Run this as a step of a GitHub Ac\
tions job, or use mode: summary for the job summary alone");let l=we(r,s),m=new $e({tempDir:I(r,"RUNNER_TEMP"),reporter:o}),
p=await X(Se(m),n).catch(_=>{if(!n.received)throw _});if(!p||n.received)return se(e,n,o);let{records:g,unreadable:h}=p;for(let _ of h)
o.warning(`record of stage ${_.stage} attempt ${_.attempt} could not be read: ${_.reason}`);o.info(`report: ${g.length} \
records of run ${f}${h.length?`, ${h.length} unreadable`:""}`);let $=r.GITHUB_SERVER_URL??"https://github.com",E=`${$.replace(
/\/+$/,"")}/${a}/actions/runs/${f}`,G=Oe(g,{workflow:d,key:i.key,runId:f,runUrl:E,recordsLocation:`[the run's artifacts]\
(${E}#artifacts)`,includeDetail:i.includeDetail,secrets:l,serverUrl:$,unreadable:h});if(i.mode!=="comment"&&(await pe(G,
l),e.summaryWritten=!0),i.mode==="summary"){V({[N.commentId]:"",[N.commentUrl]:""}),n.received&&o.info(`report: ${U(n.received)}\
 while the job summary was being written; it was written, and is left as it is`);return}let{GitHubCommentSink:He}=await import("../action-chunks/comment-sink-553W3JP2.js");
if(n.received)return se(e,n,o);let q=new He({token:s,repository:a,baseUrl:r.GITHUB_API_URL,reporter:o,forkPullRequest:De(
c.name,c.payload),signal:n.signal});e.sink=q;let v;try{v=await X(q.upsert({issueNumber:i.issueNumber,marker:re(d,i.key),
body:G}),n,()=>q.inFlight!==void 0)}catch(_){if(n.received)return se(e,n,o);throw _}V({[N.commentId]:String(v.id),[N.commentUrl]:v.
url}),o.info(kt(v,n))}function kt(t,e){return t.action==="unchanged"?e.received?`report: ${U(e.received)} while the comm\
ent was being checked; it already held this report, and is left as it is: ${t.url}`:`report: comment ${t.url} unchanged`:
e.received?`report: ${U(e.received)} while the comment was being ${t.action}; it was ${t.action}, and is left as it is: ${t.
url}`:`report: ${t.action} comment ${t.url}`}function se(t,e,n){t.cancelled=!0,n.warning(`report: cancelled: ${U(e.received)}\
; ${Ke(t)}`)}function Ke(t,e=!1){let n=t.sink?.inFlight,r=[];if(t.mode!==void 0&&t.mode!=="summary"){let o=e?`GitHub did\
 not answer within the ${ge.deadline/1e3} s a stopped step has`:"its request got no answer before the step stopped";r.push(
n===void 0?"no comment was created or updated":`the comment on #${t.issueNumber} may have been ${n==="create"?"created":
"updated"}: ${o}; look for it there`)}return t.mode!==void 0&&t.mode!=="comment"&&r.push(`the job summary was ${t.summaryWritten?
"":"not "}written`),t.summaryWritten||n!==void 0?r.join("; "):`nothing was posted${r.length?`: ${r.join(", and ")}`:""}`}
var _t=16*1024*1024;function Tt(t){if(!t)return{};try{return(0,B.statSync)(t).size>_t?{}:JSON.parse((0,B.readFileSync)(t,
"utf8"))}catch{return{}}}async function Le(t=fe()){let e={summaryWritten:!1,cancelled:!1};await he(t,n=>Rt(t,e,n),{async failed(n){
W(P(n))},async outOfTime(n){W(`report: ${U(n)}; ${Ke(e,!0)}`)}}),e.cancelled&&t.exit(ie.Failure)}await Le();

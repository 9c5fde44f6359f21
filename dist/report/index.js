import{A as Z,B as he,C as $e,D as be,E as v,G as we,j as V,m as O,n as U,p as fe,q as me,r as w,s as M,t as D,v as X,w as ge,
y as pe,z as j}from"../action-chunks/chunk-Y4XML6LW.js";import{a as Y}from"../action-chunks/chunk-LZSRZBQU.js";import{a as ze}from"../action-chunks/chunk-R2LRCHEZ.js";
import"../action-chunks/chunk-UBCPGNXT.js";import{i as de}from"../action-chunks/chunk-Q3GUFWGF.js";import"../action-chunks/chunk-PO5EA42V.js";import{
N as C}from"../action-chunks/chunk-ASZDKOOQ.js";import{d as S,f as P}from"../action-chunks/chunk-O7UU6C5Q.js";import{t as J,u as ue,v as le,
w as ce,x as b,y as N}from"../action-chunks/chunk-E6JLSL3E.js";import{f as ie,h as ae,i as A,k as W}from"../action-chunks/chunk-DHIUKFLR.js";
import"../action-chunks/chunk-SM223FN7.js";import{d as He}from"../action-chunks/chunk-A64LSPLL.js";var B=He(ze(),1);async function ye(t,e){let n=e??await t.list(),r=await Promise.allSettled(n.map(({stage:u,attempt:c,runAttempt:i})=>t.getAttempt(
u,c,i))),s=[],o=[];return r.forEach((u,c)=>{let{stage:i,attempt:a,runAttempt:f}=n[c];if(u.status==="fulfilled")u.value&&
s.push(u.value);else{let d=u.reason instanceof S?{code:u.reason.code}:{};o.push({stage:i,attempt:a,runAttempt:f,reason:P(
u.reason),...d})}}),{records:s,unreadable:o}}var ne="default",Se=160,Be=512;function re(t,e=ne){return`<!-- ${ce}${Re(t)}:${Re(e)} -->`}function Re(t){return encodeURIComponent(
t).replace(/[!'()*]/g,Ce).replace(/-(?=-)/g,"%2D")}function Ce(t){return`%${t.charCodeAt(0).toString(16).toUpperCase().padStart(
2,"0")}`}function qe(t){let e=0;for(let n=t.indexOf(`
`);n!==-1;n=t.indexOf(`
`,n+1))e++;return t.length+e}var We=5e4;function Oe(t,e={}){let n=Xe(t),r=e.maxLength??J.commentChars-Be,s=n.length,o=(l,m=null,g=s,p=!0,h=s)=>{
let $=nt(n,e,{fieldChars:l,fieldsCut:new Set,entriesKept:m,listsCut:new Set,sectionsKept:g,flowchart:p,rowsKept:h});return{
text:$,ok:qe($)<=r}},u=o(null);if(u.ok)return u.text;let c=64,i=(l,m,g)=>{let p={value:l,...g(l)};if(!p.ok)return null;for(;m-
l>Math.max(0,m>>6);){let h=Math.ceil((l+m)/2),$=g(h);$.ok?(l=h,p={value:h,...$}):m=h-1}return p},a=Math.max(c,Ye(n)),f=i(
c,a,l=>o(l));if(f)return f.text;let d=i(0,Ve(n),l=>o(c,l));return d?i(c,a,l=>o(l,d.value))?.text??d.text:i(0,s,l=>o(c,0,
l))?.text??i(0,s,l=>o(c,0,0,!1,l))?.text??o(c,0,0,!1,0).text}function Je(t){let e=t.handoff;return[e?.summary,e?.detail,
e?.failure?.reason,e?.next?.reason,t.record.outcome.message,...je(t).flat()]}function Ye(t){let e=0;for(let{latest:n}of t)
for(let r of Je(n))e=Math.max(e,r?.length??0);return e}function Ve(t){let e=0;for(let{latest:n}of t)for(let r of je(n))e=
Math.max(e,r.length);return e}function je(t){let e=t.handoff;return[...Ne(t).map(([,,n])=>n),Object.values(e?.data??{}),
(e?.artifacts??[]).map(n=>n.description),t.record.problems.map(n=>n.message)]}function Ne(t){let e=t.handoff;return[["fa\
ilure.blockers","Blockers",e?.failure?.blockers],["failure.questions","Questions",e?.failure?.questions],["expectations.\
deliverables","Deliverables",e?.expectations?.deliverables],["expectations.acceptance","Acceptance",e?.expectations?.acceptance],
["expectations.constraints","Constraints",e?.expectations?.constraints]].filter(r=>(r[2]?.length??0)>0)}function Xe(t){let e=new Map;
for(let r of t){let s=e.get(r.record.stage)??[];s.push(r),e.set(r.record.stage,s)}let n=[...e.entries()].map(([r,s])=>{let o=[
...s].sort((u,c)=>V(O(u.record),O(c.record)));return{stage:r,latest:o[o.length-1],earlier:o.slice(0,-1),keepPlace:0}});return n.
sort((r,s)=>r.latest.record.hop-s.latest.record.hop||C(ke(r),ke(s))||C(r.stage,s.stage)),et(n),n}function Ze(t,e){if(t.run.
attempt===1)return e>1?`attempt ${t.attempt} of ${e}`:"";let n=U(O(t));return e>1?`${n}, ${e} attempts`:n}function ke(t){
return(t.earlier[0]??t.latest).record.agent.started_at}var z={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\
\u274C",cancelled:"\u{1F6AB}"},Qe={...z,running:"\u23F3",interrupted:"\u26A0\uFE0F"},ee=["failure","cancelled","blocked",
"partial","success"],_e=["failure","blocked","cancelled","partial","success"];function et(t){let e=n=>n.outcome.reason===
"skipped"?_e.length:_e.indexOf(T(n));t.map((n,r)=>({group:n,index:r,rank:e(n.latest.record)})).sort((n,r)=>n.rank-r.rank||
n.index-r.index).forEach(({group:n},r)=>{n.keepPlace=r})}function Te(t,e){return t.filter(n=>n.keepPlace>=e)}function T(t){
return de(t.status,t.outcome.reason)}function Ue(t,e){let n=T(t),r=t.outcome.reason==="completed"||n==="cancelled"?"":` ${e(
t.outcome.reason)}`;return`${z[n]} ${n}${r}`}function tt(t){let e=null;for(let{latest:n}of t){let r=T(n.record);(e===null||
ee.indexOf(r)<ee.indexOf(e))&&(e=r)}return e}function nt(t,e,n){let r=e.workflow??t[0]?.latest.record.run.workflow??"wor\
kflow",s=t[0]?.latest.record.run,o=[re(r,e.key)],u=e.cancelled||e.run?.status==="cancelled"?"cancelled":tt(t),c=e.run?.status===
"failure"&&u!=="failure",i=e.run?.status==="unknown"?null:e.run?.status==="running"||e.run?.status==="interrupted"?e.run.
status:c?"failure":u??e.run?.status??null,a=w(r,e)||"workflow";o.push(i===null?`## baton report \xB7 ${a}`:`## ${Qe[i]} \
baton report \xB7 ${a} \xB7 ${i}`),o.push(it(t,e.runId??s?.id??null,e)),c&&e.run&&e.run.failedJobs.length>0&&o.push(`The\
 run failed: ${ve(e.run.failedJobs,e)} failed.`),e.runUnreadable!==void 0&&o.push(["> [!WARNING]",`> The run's summary c\
ould not be read, so this report is built from its records ${e.runReadFromEvents?"and its events.jsonl":"alone"}: ${w(e.
runUnreadable,e)}`].join(`
`));let f=rt(e);f!==null&&o.push(f);let d=st(e);if(t.length===0)o.push(d?"No baton record of this run could be read (see\
 below).":e.run?.status==="running"?"No stage of this run has recorded yet: a stage\u2019s record is stored when its attempt \
ends.":e.run?.status==="interrupted"?"No stage of this run recorded before it was interrupted: a stage\u2019s record is store\
d when its attempt ends.":"No baton records were found for this run. A stage that failed before it recorded (an input it\
 refused, say) leaves none: its job\u2019s log says why."),d&&o.push(d);else{o.push(lt(t,e,n)),d&&o.push(d);let m=n.flowchart?
ft(t,e.unreadable??[]):"";m!==""&&m.length<=We?o.push(m):n.flowchart=!1;for(let g of t)g.keepPlace<n.sectionsKept&&o.push(
gt(g,e,n))}let l=ht(t,n,e);return l&&o.push(l),o.push("<sub>Built by baton from the stage records; agent text is shown a\
s data, sanitised.</sub>"),`${o.join(`

`)}
`}function ve(t,e){return`${t.length===1?"job":"jobs"} ${t.map(n=>D(n,e)).join(", ")}`}function rt(t){let e=t.run;if(e?.
status!=="running"&&e?.status!=="interrupted"&&e?.status!=="unknown")return null;let n=o=>ve(o,t),r=e.unfinishedJobs??[],
s=[...e.failedJobs.length===0?[]:[`${n(e.failedJobs)} failed`],...r.length===0?[]:[e.status==="running"?`${n(r)} ${r.length===
1?"is":"are"} running`:e.status==="interrupted"?`${n(r)} did not finish`:`${n(r)} had not finished where its events end`]];
if(e.status==="unknown"){let o="The run's end is not known",u="neither its run.json nor its events.jsonl says it";return s.
length===0?`${o}: ${u}.`:`${o} (${u}): ${s.join("; ")}.`}return s.length===0?null:`${e.status==="running"?"The run is st\
ill going":"The run was interrupted"}: ${s.join("; ")}.`}function st(t){let e=[...t.unreadable??[]].sort((s,o)=>C(s.stage,
o.stage)||V(s,o));if(e.length===0)return null;let n=e.slice(0,20).map(s=>`> - ${D(x(s.stage))} ${U(s)}: ${w(ot(s.reason),
t)}`);return e.length>n.length&&n.push(`> - and ${e.length-n.length} more`),["> [!WARNING]",`> ${`${e.length} ${e.length===
1?"record":"records"}`} of this run could not be read and ${e.length===1?"is":"are"} not in this report:`,...n].join(`
`)}function ot(t){return t.split(`
`).map(e=>e.trim()).filter(e=>e!=="").join("; ")}function it(t,e,n){let r=t.reduce((i,a)=>i+1+a.earlier.length,0),s=Ie(t),
o=`${t.length} ${t.length===1?"stage":"stages"}`,u=r>t.length?` in ${r} attempts`:"",c=ut(e,n);return[`${o}${u}${s.length?
` (${s.join(", ")})`:""}`,at(t),c].filter(Boolean).join(" \xB7 ")}function at(t){let e=0,n=0,r=0,s=!1,o=!1;for(let c of t)
for(let{record:i}of[...c.earlier,c.latest]){let a=i.agent.usage;a&&((a.input_tokens!==void 0||a.output_tokens!==void 0)&&
(s=!0),e+=a.input_tokens??0,n+=a.output_tokens??0,a.cost_usd!==void 0&&(o=!0,r+=a.cost_usd))}let u=[];return s&&u.push(`${R(
e)} tokens in, ${R(n)} out`),o&&u.push(Ge(r)),u.join(", ")}function Ie(t){let e=new Map;for(let{latest:n}of t){let r=T(n.
record);e.set(r,(e.get(r)??0)+1)}return ee.filter(n=>e.has(n)).map(n=>`${e.get(n)} ${n}`)}function ut(t,e){let n=t===null?
"the run":`run ${w(t)}`;return e.runUrl?`[View ${n}](${e.runUrl})`:t===null?"":`local ${n}`}function lt(t,e,n){let r=t.some(
({latest:a})=>xe(a)!==null),s=t.some(({latest:a})=>a.record.agent.usage?.cost_usd!==void 0),o=["Stage","Status","Summary",
"Duration"];r&&o.push("Tokens"),s&&o.push("Cost");let u=[`| ${o.join(" | ")} |`,`|${o.map(()=>"---").join("|")}|`],c=0,i=()=>{
c>0&&u.push(`| \u2026 | ${c} more ${c===1?"stage":"stages"} |${" |".repeat(o.length-2)}`),c=0};for(let a of t){if(a.keepPlace>=
n.rowsKept){c++;continue}i();let{record:f,handoff:d}=a.latest,l=[`\`${x(f.stage)}\``,ct(a),d?M(dt(d.summary,n.fieldChars),
e)||"\u2014":"_no handoff_",mt(a)];if(r&&l.push(xe(a.latest)??"\u2014"),s){let m=f.agent.usage?.cost_usd;l.push(m===void 0?
"\u2014":Ge(m))}u.push(`| ${l.join(" | ")} |`)}return i(),u.join(`
`)}function ct(t){let{record:e}=t.latest,n=[Ue(e,s=>`(${s})`)],r=t.earlier.length+1;return r>1&&n.push(`\xB7 ${U(O(e))},\
 ${r} attempts`),n.join(" ")}function dt(t,e){let n=Math.min(Se,e??Se),s=(t.split(/\r?\n/).find(o=>o.trim()!=="")??"").trim();
return s.length>n?`${Y(s,n-1)}\u2026`:s}function xe(t){let e=t.record.agent.usage;if(!e||e.input_tokens===void 0&&e.output_tokens===
void 0)return null;let n=[];return e.input_tokens!==void 0&&n.push(`${R(e.input_tokens)} in`),e.output_tokens!==void 0&&
n.push(`${R(e.output_tokens)} out`),n.join(" / ")}function R(t){return String(Math.round(t)).replace(/\B(?=(\d{3})+(?!\d))/g,
",")}function Ge(t){return t>=1?`$${t.toFixed(2)}`:`$${t.toFixed(4)}`}function H(t){if(t<1e3)return`${t} ms`;let e=t/1e3;
if(e<60)return`${e.toFixed(1)} s`;let n=Math.round(e),r=Math.floor(n/3600),s=Math.floor(n%3600/60),o=n%60;return r>0?`${r}\
 h ${String(s).padStart(2,"0")} min`:`${s} min ${String(o).padStart(2,"0")} s`}function ft(t,e){let n=new Map,r=i=>{let a=n.
get(i);return a===void 0&&(a=`s${n.size}`,n.set(i,a)),a};for(let i of t)r(i.stage);let s=new Set,o=[];for(let{stage:i,latest:a}of t){
let f=[...new Set(a.record.lineage.map(d=>d.stage))].sort(C);for(let d of f)s.add(`${r(d)} --> ${r(i)}`)}for(let{stage:i,
latest:a}of t){let f=a.handoff?.next?.stage;f!==void 0&&s.add(`${r(i)} -.->|next| ${r(f)}`)}for(let[i,a]of n){let f=t.find(
h=>h.stage===i);if(!f){let h=e.some($=>$.stage===i)?"record cannot be read":"no stage record";o.push(`  ${a}["${K(x(i))}\
<br/>${K(h)}"]:::absent`);continue}let{record:d}=f.latest,l=f.earlier.length+1,m=T(d),g=`${z[m]} ${m}${l>1?` \xD7${l}`:""}`,
p=m==="failure"||m==="blocked"?`:::${m}`:"";o.push(`  ${a}["${K(x(i))}<br/>${K(g)}"]${p}`)}for(let i of s)o.push(`  ${i}`);
let u=i=>o.some(a=>a.endsWith(`:::${i}`)),c=[u("failure")?"  classDef failure fill:#ffebe9,stroke:#cf222e,color:#1f2328":
"",u("blocked")?"  classDef blocked fill:#fff8c5,stroke:#9a6700,color:#1f2328":"",u("absent")?"  classDef absent fill:#f\
6f8fa,stroke:#8c959f,stroke-dasharray:3 3,color:#59636e":""].filter(Boolean);return["```mermaid","flowchart LR",...o,...c,
"```"].join(`
`)}function K(t){let e="";for(let n of t)e+=/[A-Za-z0-9 _.,:/()-]/.test(n)?n:`#${n.codePointAt(0)};`;return e}function mt(t){
let e=H(t.latest.record.agent.duration_ms);if(t.earlier.length===0)return e;let n=[t.latest,...t.earlier].reduce((r,s)=>r+
s.record.agent.duration_ms,0);return`${e} (${H(n)} in ${t.earlier.length+1} attempts)`}function gt(t,e,n){let{record:r,handoff:s}=t.
latest,o=t.earlier.length+1,u=(d,l)=>me(k(t.stage,d,l,n),e),c=[`${z[T(r)]} <b>${x(r.stage)}</b>`,T(r),H(r.agent.duration_ms),
Ze(r,o)].filter(Boolean).join(" \xB7 "),i=[];if(r.outcome.reason!=="completed"){let d=r.outcome.message?`: ${w(k(t.stage,
"outcome",r.outcome.message,n),e)}`:"";i.push(`**Outcome:** \`${r.outcome.reason}\`${d}`)}if(s===null)i.push("_No handof\
f was captured for this attempt._");else{i.push("**Summary**",u("summary",s.summary)||"\u2014");let d=Object.entries(s.data??
{}).sort(([g],[p])=>C(g,p));if(d.length>0){let{shown:g,more:p}=L(t.stage,"data",d,n),h=g.map(([$,E])=>`| ${le.test($)?`\`${$}\
\``:M($)} | ${M(k(t.stage,`data.${$}`,E,n),e)||"\u2014"} |`);p>0&&h.push(`| \u2026 | ${R(p)} more ${p===1?"key":"keys"} \
|`),i.push(["**Data**","","| Key | Value |","|---|---|",...h].join(`
`))}let l=g=>Ne(t.latest).filter(([p])=>p.startsWith(`${g}.`)).map(([p,h,$])=>pt(t.stage,p,h,$,n,e));s.failure&&(i.push(
`**Failure:** ${w(k(t.stage,"failure",s.failure.reason,n),e)}`),i.push(...l("failure")));let m=l("expectations");if(m.length>
0&&i.push(["**Expectations** for the next stage",...m].join(`

`)),s.next){let g=s.next.reason?` \u2014 ${w(k(t.stage,"next.reason",s.next.reason,n),e)}`:"";i.push(`**Next:** \`${x(s.
next.stage)}\`${g}`)}if(s.artifacts?.length){let{shown:g,more:p}=L(t.stage,"artifacts",s.artifacts,n),h=g.map(($,E)=>{let I=$.
description?` \u2014 ${w(k(t.stage,`artifacts.${E}`,$.description,n),e)}`:"";return`- ${Q($.path,e)}${I}`});i.push(["**A\
rtifacts**","",...h,...te(p)].join(`
`))}e.includeDetail&&s.detail&&i.push("**Detail**",u("detail",s.detail)||"\u2014")}let a=r.problems;if(a.length>0){let{shown:d,
more:l}=L(t.stage,"problems",a,n),m=d.map((g,p)=>`- ${g.severity==="error"?"\u274C":"\u26A0\uFE0F"} ${Q(g.code)} ${Q(g.path)}\
: ${w(k(t.stage,`problems.${p}`,g.message,n),e)}`);i.push(["**Problems**","",...m,...te(l)].join(`
`))}if(t.earlier.length>0){let d=t.earlier.map(({record:l})=>`- ${U(O(l))}: ${Ue(l,m=>`(\`${m}\`)`)}, ${H(l.agent.duration_ms)}`);
i.push(["**Earlier attempts**","",...d].join(`
`))}return[r.status==="failure"||r.status==="blocked"?"<details open>":"<details>",`<summary>${c}</summary>`,"",i.join(`\


`),"","</details>"].join(`
`)}function pt(t,e,n,r,s,o){let{shown:u,more:c}=L(t,e,r,s),i=u.map((a,f)=>`- ${w(k(t,`${e}.${f}`,a,s),o)||"\u2014"}`);return`${n}\
:

${[...i,...te(c)].join(`
`)}`}function L(t,e,n,r){return r.entriesKept===null||n.length<=r.entriesKept?{shown:n,more:0}:(r.listsCut.add(`${t}.${e}`),
{shown:n.slice(0,r.entriesKept),more:n.length-r.entriesKept})}function te(t){return t>0?[`- \u2026 ${R(t)} more`]:[]}function Q(t,e={}){
return D(t,e)}function x(t){return ue.test(t)?t:encodeURIComponent(t).replace(/[!'()*]/g,Ce)}function k(t,e,n,r){if(r.fieldChars===
null||n.length<=r.fieldChars)return n;r.fieldsCut.add(`${t}.${e}`);let s=Y(n,r.fieldChars);return`${s}

\u2026 (${R(n.length-s.length)} more characters cut)`}function F(t){let e=t.slice(0,10).map(n=>`\`${x(n)}\``);return t.length>
e.length?`${e.join(", ")} and ${t.length-e.length} more`:e.join(", ")}function Ee(t){return`${Ie(t).join(", ")}: ${F(t.map(
e=>e.stage))}`}function Ae(t){return[...new Set([...t].map(e=>e.slice(0,e.indexOf("."))))]}function ht(t,e,n){let r=[];if(e.
fieldsCut.size>0){let i=Ae(e.fieldsCut);r.push(`${e.fieldsCut.size} ${e.fieldsCut.size===1?"field was":"fields were"} cu\
t to ${R(e.fieldChars??0)} characters (${F(i)})`)}if(e.listsCut.size>0){let i=Ae(e.listsCut),a=e.entriesKept??0,f=`${e.listsCut.
size} ${e.listsCut.size===1?"list shows":"lists show"}`;r.push(a===0?`${f} none of ${e.listsCut.size===1?"its":"their"} \
entries, only how many there are (${F(i)})`:`${f} ${e.listsCut.size===1?"its":"their"} first ${R(a)} ${a===1?"entry":"en\
tries"} (${F(i)})`)}let s=Te(t,e.sectionsKept);s.length>0&&r.push(`the sections of ${s.length} ${s.length===1?"stage wer\
e":"stages were"} left out (${Ee(s)})`),!e.flowchart&&t.length>0&&r.push("the diagram was left out");let o=Te(t,e.rowsKept);
if(o.length>0&&r.push(`the ${o.length===1?"row":"rows"} of ${o.length} of ${t.length} stages ${o.length===1?"was":"were"}\
 left out of the table (${Ee(o)})`),r.length===0)return null;let u=n.recordsLocation??n.runUrl??null,c=u?` The full reco\
rds are in ${u}.`:"";return`> [!NOTE]
> This report was shortened to fit GitHub's ${R(J.commentChars)}-character limit: ${r.join("; ")}.${c}`}var Pe=["comment","summary","both"],$t=/^[A-Za-z0-9_.-]{1,64}$/;function bt(t){let e=(t[b.mode]??"").trim()||"both";if(!Pe.
includes(e))throw new S("input-invalid",`must be one of ${Pe.join(", ")}; got "${e}"`,{where:b.mode});return e}function Me(t,e){
let n=bt(t),r=(t[b.key]??"").trim()||ne;if(!$t.test(r))throw new S("input-invalid",`must be 1 to 64 letters, digits, '.'\
, '_' or '-' (it names the sticky comment); got "${r}"`,{where:b.key});let s=St(t[b.includeDetail]??"",b.includeDetail,!1),
o=null;if(n!=="summary"){let u=(t[b.issueNumber]??"").trim();if(u!==""){if(!/^[1-9]\d{0,9}$/.test(u))throw new S("input-\
invalid",`must be the number of an issue or pull request, like 42; got "${u}"`,{where:b.issueNumber});o=Number(u)}else if(o=
wt(e.payload),o===null)throw new S("issue-number-missing",`there is no issue or pull request to comment on: the triggeri\
ng event (${e.name||"unknown"}) is not about one. Set the issue-number input, or use mode: summary`,{where:b.issueNumber})}
return{mode:n,key:r,includeDetail:s,issueNumber:o}}function wt(t){let e=y(t);if(!e)return null;let n=se(y(e.pull_request)?.
number)??se(y(e.issue)?.number);if(n!==null)return n;for(let r of["workflow_run","check_run","check_suite"]){let s=y(e[r])?.
pull_requests;if(Array.isArray(s)&&s.length===1){let o=se(y(s[0])?.number);if(o!==null)return o}}return null}var yt=["pu\
ll_request","pull_request_review","pull_request_review_comment"];function De(t,e){if(!yt.includes(t))return null;let n=y(
y(e)?.pull_request),r=y(n?.head);if(!r)return null;if(r.repo===null)return{head:null};let s=y(r.repo);if(!s)return null;
let o=typeof s.full_name=="string"?s.full_name:null,u=y(y(n?.base)?.repo)?.full_name;return o!==null&&typeof u=="string"?
o===u?null:{head:o}:s.fork===!0?{head:o}:null}function St(t,e,n){let r=t.trim();if(r==="")return n;if(["true","True","TR\
UE"].includes(r))return!0;if(["false","False","FALSE"].includes(r))return!1;throw new S("input-invalid",`must be true or\
 false; got "${r}"`,{where:e})}function y(t){return t!==null&&typeof t=="object"&&!Array.isArray(t)?t:null}function se(t){
return typeof t=="number"&&Number.isInteger(t)&&t>0?t:null}async function Rt(t,e,n){let{env:r}=t,s=new be,o=A(b.githubToken);o&&ae(o);let u={[b.mode]:A(b.mode),[b.key]:A(b.key),[b.
includeDetail]:A(b.includeDetail),[b.issueNumber]:A(b.issueNumber)},c={name:r.GITHUB_EVENT_NAME??"",payload:Tt(r.GITHUB_EVENT_PATH)},
i=Me(u,c);e.mode=i.mode,e.issueNumber=i.issueNumber;let a=v(r,"GITHUB_REPOSITORY"),f=v(r,"GITHUB_RUN_ID"),d=v(r,"GITHUB_\
WORKFLOW");if(i.mode!=="summary"&&!r.GITHUB_API_URL)throw new S("runner-env-missing","GITHUB_API_URL is not set, so the \
report comment has no GitHub API to go to: the runner sets it for every step of a job. Run this as a step of a GitHub Ac\
tions job, or use mode: summary for the job summary alone");let l=we(r,o),m=new $e({tempDir:v(r,"RUNNER_TEMP"),reporter:s}),
g=await Z(ye(m),n).catch(_=>{if(!n.received)throw _});if(!g||n.received)return oe(e,n,s);let{records:p,unreadable:h}=g;for(let _ of h)
s.warning(`record of stage ${_.stage} attempt ${_.attempt} could not be read: ${_.reason}`);s.info(`report: ${p.length} \
records of run ${f}${h.length?`, ${h.length} unreadable`:""}`);let $=r.GITHUB_SERVER_URL??"https://github.com",E=`${$.replace(
/\/+$/,"")}/${a}/actions/runs/${f}`,I=Oe(p,{workflow:d,key:i.key,runId:f,runUrl:E,recordsLocation:`[the run's artifacts]\
(${E}#artifacts)`,includeDetail:i.includeDetail,secrets:l,serverUrl:$,unreadable:h});if(i.mode!=="comment"&&(await ge(I,
l),e.summaryWritten=!0),i.mode==="summary"){X({[N.commentId]:"",[N.commentUrl]:""}),n.received&&s.info(`report: ${j(n.received)}\
 while the job summary was being written; it was written, and is left as it is`);return}let{GitHubCommentSink:Fe}=await import("../action-chunks/comment-sink-25IX55TZ.js");
if(n.received)return oe(e,n,s);let q=new Fe({token:o,repository:a,baseUrl:r.GITHUB_API_URL,reporter:s,forkPullRequest:De(
c.name,c.payload),signal:n.signal});e.sink=q;let G;try{G=await Z(q.upsert({issueNumber:i.issueNumber,marker:re(d,i.key),
body:I}),n,()=>q.inFlight!==void 0)}catch(_){if(n.received)return oe(e,n,s);throw _}X({[N.commentId]:String(G.id),[N.commentUrl]:G.
url}),s.info(kt(G,n))}function kt(t,e){return t.action==="unchanged"?e.received?`report: ${j(e.received)} while the comm\
ent was being checked; it already held this report, and is left as it is: ${t.url}`:`report: comment ${t.url} unchanged`:
e.received?`report: ${j(e.received)} while the comment was being ${t.action}; it was ${t.action}, and is left as it is: ${t.
url}`:`report: ${t.action} comment ${t.url}`}function oe(t,e,n){t.cancelled=!0,n.warning(`report: cancelled: ${j(e.received)}\
; ${Ke(t)}`)}function Ke(t,e=!1){let n=t.sink?.inFlight,r=[];if(t.mode!==void 0&&t.mode!=="summary"){let s=e?`GitHub did\
 not answer within the ${pe.deadline/1e3} s a stopped step has`:"its request got no answer before the step stopped";r.push(
n===void 0?"no comment was created or updated":`the comment on #${t.issueNumber} may have been ${n==="create"?"created":
"updated"}: ${s}; look for it there`)}return t.mode!==void 0&&t.mode!=="comment"&&r.push(`the job summary was ${t.summaryWritten?
"":"not "}written`),t.summaryWritten||n!==void 0?r.join("; "):`nothing was posted${r.length?`: ${r.join(", and ")}`:""}`}
var _t=16*1024*1024;function Tt(t){if(!t)return{};try{return(0,B.statSync)(t).size>_t?{}:JSON.parse((0,B.readFileSync)(t,
"utf8"))}catch{return{}}}async function Le(t=fe()){let e={summaryWritten:!1,cancelled:!1};await he(t,n=>Rt(t,e,n),{async failed(n){
W(P(n))},async outOfTime(n){W(`report: ${j(n)}; ${Ke(e,!0)}`)}}),e.cancelled&&t.exit(ie.Failure)}await Le();

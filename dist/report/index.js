import{A as Qe,B as et,C as tt,D as nt,E as q,F as rt,H as st,m as Be,n as qe,o as A,p as ne,q as re,s as be,t as We,u as Ye,
v as Ve,w as K,x as $e,y as Xe,z as Ze}from"../action-chunks/chunk-JHGOV4WQ.js";import"../action-chunks/chunk-Q2LHL6MY.js";import"../action-chunks/chunk-KH6MSAET.js";
import"../action-chunks/chunk-77W67CAP.js";import{a as he}from"../action-chunks/chunk-MRMAEUWW.js";import{a as Pt}from"../action-chunks/chunk-R2LRCHEZ.js";
import{k as Ke,l as te,m as Le,n as ge,q as J,r as B,w as He}from"../action-chunks/chunk-S3VQCA2F.js";import{b as F}from"../action-chunks/chunk-4K4GM72I.js";
import{A as Je,e as Q,f as ee,j as p,k as x,l as _,m as Pe,n as Me,o as M,p as w,t as De,u as Fe,v as D,w as S,x as T,y as N}from"../action-chunks/chunk-GNY3OND4.js";
import{d as k,f as Z}from"../action-chunks/chunk-O7UU6C5Q.js";import"../action-chunks/chunk-PO5EA42V.js";import{f as ve,g as me,j as Ie,o as P,
p as Ue,q as Ce,r as Ge,s as b,t as H}from"../action-chunks/chunk-JQWIKLAS.js";import{a as Oe}from"../action-chunks/chunk-VLLWXIM2.js";import{
f as Ae,h as Ee,i as C,k as pe}from"../action-chunks/chunk-DHIUKFLR.js";import"../action-chunks/chunk-SM223FN7.js";import{d as Gt}from"../action-chunks/chunk-A64LSPLL.js";var ce=Gt(Pt(),1);async function ot(t,e){let n=e??await t.list(),r=await Promise.allSettled(n.map(({stage:l,attempt:a,runAttempt:i})=>t.getAttempt(
l,a,i))),s=[],o=[],u=[];return r.forEach((l,a)=>{let{stage:i,attempt:f,runAttempt:d}=n[a];if(l.status==="fulfilled")l.value&&
s.push(l.value);else if(l.reason instanceof k&&l.reason.code===ve)u.push({stage:i,attempt:f,runAttempt:d});else{let g=l.
reason instanceof k?{code:l.reason.code}:{};o.push({stage:i,attempt:f,runAttempt:d,reason:Z(l.reason),...g})}}),{records:s,
unreadable:o,notRecords:u}}var ht={comment:{max:P.commentChars-512,measure:Mt,named:`GitHub's ${O(P.commentChars)}-character limit of a comment`},"\
job-summary":{max:P.stepSummaryBytes,measure:Oe,named:"GitHub's 1 MiB limit of a job summary"}},Se="default",it=160;function ze(t,e=Se){
return`<!-- ${Ge}${at(t)}:${at(e)} -->`}function at(t){return encodeURIComponent(t).replace(/[!'()*]/g,bt).replace(/-(?=-)/g,
"%2D")}function bt(t){return`%${t.charCodeAt(0).toString(16).toUpperCase().padStart(2,"0")}`}function Mt(t){let e=0;for(let n=t.
indexOf(`
`);n!==-1;n=t.indexOf(`
`,n+1))e++;return t.length+e}function $t(t){return t.kind==="skipped"?t.runAttempt:t.why.newerRunAttempt}var Dt=5e4;function yt(t,e={}){
let n=Lt(t,e),{max:r,measure:s}=ht[e.fit??"comment"],o=n.length,u=(c,m=null,h=o,y=!0,$=o)=>{let R=Yt(n,e,{fieldChars:c,fieldsCut:new Set,
entriesKept:m,listsCut:new Set,sectionsKept:h,flowchart:y,rowsKept:$});return{text:R,ok:s(R)<=r}},l=u(null);if(l.ok)return l.
text;let a=64,i=(c,m,h)=>{let y={value:c,...h(c)};if(!y.ok)return null;for(;m-c>Math.max(0,m>>6);){let $=Math.ceil((c+m)/
2),R=h($);R.ok?(c=$,y={value:$,...R}):m=$-1}return y},f=Math.max(a,Jt(n)),d=i(a,f,c=>u(c));if(d)return d.text;let g=i(0,
Kt(n),c=>u(a,c));return g?i(a,f,c=>u(c,g.value))?.text??g.text:i(0,o,c=>u(a,0,c))?.text??i(0,o,c=>u(a,0,0,!1,c))?.text??
u(a,0,0,!1,0).text}function Ft(t){let e=t.handoff;return[e?.summary,e?.detail,e?.failure?.reason,e?.next?.reason,t.record.
outcome.message,...Rt(t).flat()]}function Jt(t){let e=0;for(let{latest:n}of t)for(let r of Ft(n))e=Math.max(e,r?.length??
0);return e}function Kt(t){let e=0;for(let{latest:n}of t)for(let r of Rt(n))e=Math.max(e,r.length);return e}function Rt(t){
let e=t.handoff;return[...wt(t).map(([,,n])=>n),Object.values(e?.data??{}),(e?.artifacts??[]).map(n=>n.description),t.record.
problems.map(n=>n.message)]}function wt(t){let e=t.handoff;return[["failure.blockers","Blockers",e?.failure?.blockers],[
"failure.questions","Questions",e?.failure?.questions],["expectations.deliverables","Deliverables",e?.expectations?.deliverables],
["expectations.acceptance","Acceptance",e?.expectations?.acceptance],["expectations.constraints","Constraints",e?.expectations?.
constraints]].filter(r=>(r[2]?.length??0)>0)}function Lt(t,e){let n=He(t,e.unreadable??[]),r=e.skippedJobs,s=new Map;for(let u of t){
let l=s.get(u.record.stage)??[];l.push(u),s.set(u.record.stage,l)}let o=[...s.entries()].map(([u,l])=>{let a=[...l].sort(
(c,m)=>ge(J(c.record),J(m.record))),i=a[a.length-1],{job:f}=i.record,d=n.get(u),g=r?.jobs.includes(f)&&i.record.run.attempt<
r.runAttempt?{kind:"skipped",job:f,runAttempt:r.runAttempt}:d!==void 0?{kind:"superseded",why:d}:void 0;return{stage:u,latest:i,
earlier:a.slice(0,-1),keepPlace:0,...g?{notRun:g}:{}}});return o.sort((u,l)=>u.latest.record.hop-l.latest.record.hop||F(
ut(u),ut(l))||F(u.stage,l.stage)),qt(o),o}function W(t){let e=t.latest.record.run.attempt;return[t.latest,...t.earlier.filter(
n=>n.record.run.attempt===e)]}function St(t){let e=t.latest.record.run.attempt,n=[...new Set(t.earlier.map(r=>r.record.run.
attempt).filter(r=>r<e))].sort((r,s)=>r-s);return n.length===0?"":`; also ran in run attempt${n.length===1?"":"s"} ${n.join(
", ")}`}function Ht(t){let{record:e}=t.latest,n=W(t).length;if(e.run.attempt===1)return n>1?`attempt ${e.attempt} of ${n}`:
"";let r=B(J(e));return`${n>1?`${r}, ${n} attempts`:r}${St(t)}`}function ut(t){return(t.earlier[0]??t.latest).record.agent.
started_at}var Y={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\u274C",cancelled:"\u{1F6AB}"},ke={...Y,
"not run":"\u23ED\uFE0F"};function zt(t){return t.notRun?"not run":G(t.latest.record)}var Bt={...Y,running:"\u23F3",interrupted:"\
\u26A0\uFE0F"},Re=["failure","cancelled","blocked","partial","success"],lt=["failure","blocked","cancelled","partial","s\
uccess"];function qt(t){let e=n=>n.notRun!==void 0||n.latest.record.outcome.reason==="skipped"?lt.length:lt.indexOf(G(n.
latest.record));t.map((n,r)=>({group:n,index:r,rank:e(n)})).sort((n,r)=>n.rank-r.rank||n.index-r.index).forEach(({group:n},r)=>{
n.keepPlace=r})}function ct(t,e){return t.filter(n=>n.keepPlace>=e)}function G(t){return Ke(t.status,t.outcome.reason)}function je(t,e){
let n=G(t),r=t.outcome.reason==="completed"||n==="cancelled"?"":` ${e(t.outcome.reason)}`;return`${Y[n]} ${n}${r}`}function Wt(t){
let e=null;for(let{latest:n,notRun:r}of t){if(r!==void 0)continue;let s=G(n.record);(e===null||Re.indexOf(s)<Re.indexOf(
e))&&(e=s)}return e}function Yt(t,e,n){let r=e.workflow??t[0]?.latest.record.run.workflow??"workflow",s=t[0]?.latest.record.
run,o=[ze(r,e.key)],u=e.cancelled||e.run?.status==="cancelled"?"cancelled":Wt(t),l=!e.cancelled&&e.run?.status==="failur\
e"&&u!=="failure",a=e.run?.status==="unknown"?null:e.run?.status==="running"||e.run?.status==="interrupted"?e.run.status:
l?"failure":u??e.run?.status??null,i=A(r,e)||"workflow";if(o.push(a===null?`## baton report \xB7 ${i}`:`## ${Bt[a]} bato\
n report \xB7 ${i} \xB7 ${a}`),o.push(Zt(t,e.runId??s?.id??null,e)),l&&e.run&&e.run.failedJobs.length>0)o.push(`The run \
failed: ${ie(e.run.failedJobs,e)} failed.`);else if(!e.cancelled&&e.run?.status==="failure"){let c=new Set(t.filter(h=>zt(
h)==="failure").map(h=>h.latest.record.job)),m=e.run.failedJobs.filter(h=>!c.has(h));m.length>0&&o.push(`Also failed: ${ie(
m,e)}.`)}e.runUnreadable!==void 0&&o.push(["> [!WARNING]",`> The run's summary could not be read, so this report is buil\
t from its records ${e.runReadFromEvents?"and its events.jsonl":"alone"}: ${A(e.runUnreadable,e)}`].join(`
`));let f=Vt(e);f!==null&&o.push(f);let d=[dt(e.unreadable,"could not be read",e),dt(e.neverStored,"were never stored",e)].
filter(c=>c!==null).join(`

`);if(t.length===0)o.push(e.unreadable?.length?"No baton record of this run could be read (see below).":e.neverStored?.length?
"No baton record of this run was stored (see below).":e.run?.status==="running"?"No stage of this run has recorded yet: \
a stage\u2019s record is stored when its attempt ends.":e.run?.status==="interrupted"?"No stage of this run recorded bef\
ore it was interrupted: a stage\u2019s record is stored when its attempt ends.":"No baton records were found for this ru\
n. A stage that failed before it recorded (an input it refused, say) leaves none: its job\u2019s log says why."),d&&o.push(
d);else{o.push(tn(t,e,n)),d&&o.push(d);let c=n.flowchart?sn(t,e.unreadable??[],e.neverStored??[]):"";c!==""&&c.length<=Dt?
o.push(c):n.flowchart=!1;for(let m of t)m.keepPlace<n.sectionsKept&&o.push(an(m,e,n))}let g=cn(t,n,e);return g&&o.push(g),
o.push("<sub>Built by baton from the stage records; agent text is shown as data, sanitised.</sub>"),`${o.join(`

`)}
`}function ie(t,e){return`${t.length===1?"job":"jobs"} ${t.map(n=>re(n,e)).join(", ")}`}function Vt(t){let e=t.run;if(e?.
status!=="running"&&e?.status!=="interrupted"&&e?.status!=="unknown")return null;let n=o=>ie(o,t),r=e.unfinishedJobs??[],
s=[...e.failedJobs.length===0?[]:[`${n(e.failedJobs)} failed`],...r.length===0?[]:[e.status==="running"?`${n(r)} ${r.length===
1?"is":"are"} running`:e.status==="interrupted"?`${n(r)} did not finish`:`${n(r)} had not finished where its events end`]];
if(e.status==="unknown"){let o="The run's end is not known",u="neither its run.json nor its events.jsonl says it";return s.
length===0?`${o}: ${u}.`:`${o} (${u}): ${s.join("; ")}.`}return s.length===0?null:`${e.status==="running"?"The run is st\
ill going":"The run was interrupted"}: ${s.join("; ")}.`}function dt(t,e,n){let r=[...t??[]].sort((a,i)=>F(a.stage,i.stage)||
ge(a,i));if(r.length===0)return null;let s=r.slice(0,20).map(a=>`> - ${re(j(a.stage))} ${B(a)}: ${A(Xt(a.reason),n)}`);r.
length>s.length&&s.push(`> - and ${r.length-s.length} more`);let o=r.length===1;return["> [!WARNING]",`> ${`${r.length} ${o?
"record":"records"}`} of this run ${e==="could not be read"?e:o?"was never stored":e} and ${o?"is":"are"} not in this re\
port:`,...s].join(`
`)}function Xt(t){return t.split(`
`).map(e=>e.trim()).filter(e=>e!=="").join("; ")}function Zt(t,e,n){let r=t.reduce((a,i)=>a+W(i).length,0),s=kt(t),o=`${t.
length} ${t.length===1?"stage":"stages"}`,u=r>t.length?` in ${r} attempts`:"",l=en(e,n);return[`${o}${u}${s.length?` (${s.
join(", ")})`:""}`,Qt(t),l].filter(Boolean).join(" \xB7 ")}function Qt(t){let e=0,n=0,r=0,s=!1,o=!1;for(let l of t)for(let{
record:a}of[...l.earlier,l.latest]){let i=a.agent.usage;i&&((i.input_tokens!==void 0||i.output_tokens!==void 0)&&(s=!0),
e+=i.input_tokens??0,n+=i.output_tokens??0,i.cost_usd!==void 0&&(o=!0,r+=i.cost_usd))}let u=[];return s&&u.push(`${O(e)}\
 tokens in, ${O(n)} out`),o&&u.push(jt(r)),u.join(", ")}function kt(t){let e=new Map;for(let r of t){let s=zt(r);e.set(s,
(e.get(s)??0)+1)}return[...Re,"not run"].filter(r=>e.has(r)).map(r=>`${e.get(r)} ${r}`)}function en(t,e){let n=t===null?
"the run":`run ${A(t)}`;return e.runUrl?`[View ${n}](${e.runUrl})`:t===null?"":`local ${n}`}function tn(t,e,n){let r=t.some(
({latest:i})=>pt(i)!==null),s=t.some(({latest:i})=>i.record.agent.usage?.cost_usd!==void 0),o=["Stage","Status","Summary",
"Duration"];r&&o.push("Tokens"),s&&o.push("Cost");let u=[`| ${o.join(" | ")} |`,`|${o.map(()=>"---").join("|")}|`],l=0,a=()=>{
l>0&&u.push(`| \u2026 | ${l} more ${l===1?"stage":"stages"} |${" |".repeat(o.length-2)}`),l=0};for(let i of t){if(i.keepPlace>=
n.rowsKept){l++;continue}a();let{record:f,handoff:d}=i.latest;if(i.notRun!==void 0){let c=[`\`${j(f.stage)}\``,ft(i),`_l\
ast ran in run attempt ${f.run.attempt}_`,"\u2014"];r&&c.push("\u2014"),s&&c.push("\u2014"),u.push(`| ${c.join(" | ")} |`);
continue}let g=[`\`${j(f.stage)}\``,ft(i),d?ne(rn(d.summary,n.fieldChars),e)||"\u2014":`_${nn(f)}_`,on(i)];if(r&&g.push(
pt(i.latest)??"\u2014"),s){let c=f.agent.usage?.cost_usd;g.push(c===void 0?"\u2014":jt(c))}u.push(`| ${g.join(" | ")} |`)}
return a(),u.join(`
`)}function ft(t){let{record:e}=t.latest;if(t.notRun!==void 0)return`${ke["not run"]} ${xe(t.notRun)}`;let n=[je(e,o=>`(${o}\
)`)],r=W(t).length,s=St(t);return(r>1||s!=="")&&n.push(`\xB7 ${B(J(e))}${r>1?`, ${r} attempts`:""}${s}`),n.join(" ")}function xe(t){
return`${t.kind==="skipped"?"skipped":"not run"} in run attempt ${$t(t)}`}function nn(t){let e=te(t).length;return e>0?Le(
e):"no handoff"}function rn(t,e){let n=Math.min(it,e??it),s=(t.split(/\r?\n/).find(o=>o.trim()!=="")??"").trim();return s.
length>n?`${he(s,n-1)}\u2026`:s}function pt(t){let e=t.record.agent.usage;if(!e||e.input_tokens===void 0&&e.output_tokens===
void 0)return null;let n=[];return e.input_tokens!==void 0&&n.push(`${O(e.input_tokens)} in`),e.output_tokens!==void 0&&
n.push(`${O(e.output_tokens)} out`),n.join(" / ")}function O(t){return String(Math.round(t)).replace(/\B(?=(\d{3})+(?!\d))/g,
",")}function jt(t){return t>=1?`$${t.toFixed(2)}`:`$${t.toFixed(4)}`}function ae(t){if(t<1e3)return`${t} ms`;let e=t/1e3;
if(e<60)return`${e.toFixed(1)} s`;let n=Math.round(e),r=Math.floor(n/3600),s=Math.floor(n%3600/60),o=n%60;return r>0?`${r}\
 h ${String(s).padStart(2,"0")} min`:`${s} min ${String(o).padStart(2,"0")} s`}function sn(t,e,n){let r=new Map,s=i=>{let f=r.
get(i);return f===void 0&&(f=`s${r.size}`,r.set(i,f)),f};for(let i of t)s(i.stage);let o=new Set,u=[];for(let{stage:i,latest:f,
notRun:d}of t){if(d!==void 0)continue;let g=[...new Set(f.record.lineage.map(c=>c.stage))].sort(F);for(let c of g)o.add(
`${s(c)} --> ${s(i)}`)}for(let{stage:i,latest:f,notRun:d}of t){if(d!==void 0)continue;let g=f.handoff?.next?.stage;g!==void 0&&
o.add(`${s(i)} -.->|next| ${s(g)}`)}for(let[i,f]of r){let d=t.find(R=>R.stage===i);if(!d){let R=e.some(I=>I.stage===i)?"\
record cannot be read":n.some(I=>I.stage===i)?"record never stored":"no stage record";u.push(`  ${f}["${L(j(i))}<br/>${L(
R)}"]:::absent`);continue}if(d.notRun!==void 0){let R=`${ke["not run"]} ${xe(d.notRun)}`;u.push(`  ${f}["${L(j(i))}<br/>${L(
R)}"]:::absent`);continue}let{record:g}=d.latest,c=W(d).length,m=G(g),h=te(g).length>0?"<br/>handoff refused":"",y=`${Y[m]}\
 ${m}${c>1?` \xD7${c}`:""}`,$=m==="failure"||m==="blocked"?`:::${m}`:"";u.push(`  ${f}["${L(j(i))}<br/>${L(y)}${h}"]${$}`)}
for(let i of o)u.push(`  ${i}`);let l=i=>u.some(f=>f.endsWith(`:::${i}`)),a=[l("failure")?"  classDef failure fill:#ffeb\
e9,stroke:#cf222e,color:#1f2328":"",l("blocked")?"  classDef blocked fill:#fff8c5,stroke:#9a6700,color:#1f2328":"",l("ab\
sent")?"  classDef absent fill:#f6f8fa,stroke:#8c959f,stroke-dasharray:3 3,color:#59636e":""].filter(Boolean);return["``\
`mermaid","flowchart LR",...u,...a,"```"].join(`
`)}function L(t){let e="";for(let n of t)e+=/[A-Za-z0-9 _.,:/()-]/.test(n)?n:`#${n.codePointAt(0)};`;return e}function on(t){
let e=ae(t.latest.record.agent.duration_ms),n=W(t);if(n.length===1)return e;let r=n.reduce((s,o)=>s+o.record.agent.duration_ms,
0);return`${e} (${ae(r)} in ${n.length} attempts)`}function an(t,e,n){let{record:r,handoff:s}=t.latest,o=(d,g)=>qe(U(t.stage,
d,g,n),e),u=t.notRun,l=(u===void 0?[`${Y[G(r)]} <b>${j(r.stage)}</b>`,G(r),ae(r.agent.duration_ms),Ht(t)]:[`${ke["not ru\
n"]} <b>${j(r.stage)}</b>`,xe(u),`last ran in run attempt ${r.run.attempt}`]).filter(Boolean).join(" \xB7 "),a=[];if(u!==
void 0&&a.push(un(t,u,e)),r.outcome.reason!=="completed"){let d=r.outcome.message?`: ${A(U(t.stage,"outcome",r.outcome.message,
n),e)}`:"";a.push(`**Outcome:** \`${r.outcome.reason}\`${d}`)}if(s===null){let d=te(r).length;a.push(d>0?`_The handoff i\
t wrote was refused (${d} ${d===1?"problem":"problems"}, under Problems), so none was kept._`:"_No handoff was captured \
for this attempt._")}else{a.push("**Summary**",o("summary",s.summary)||"\u2014");let d=Object.entries(s.data??{}).sort(([
m],[h])=>F(m,h));if(d.length>0){let{shown:m,more:h}=se(t.stage,"data",d,n),y=m.map(([$,R])=>`| ${Ce.test($)?`\`${$}\``:ne(
$)} | ${ne(U(t.stage,`data.${$}`,R,n),e)||"\u2014"} |`);h>0&&y.push(`| \u2026 | ${O(h)} more ${h===1?"key":"keys"} |`),a.
push(["**Data**","","| Key | Value |","|---|---|",...y].join(`
`))}let g=m=>wt(t.latest).filter(([h])=>h.startsWith(`${m}.`)).map(([h,y,$])=>ln(t.stage,h,y,$,n,e));s.failure&&(a.push(
`**Failure:** ${A(U(t.stage,"failure",s.failure.reason,n),e)}`),a.push(...g("failure")));let c=g("expectations");if(c.length>
0&&a.push(["**Expectations** for the next stage",...c].join(`

`)),s.next){let m=s.next.reason?` \u2014 ${A(U(t.stage,"next.reason",s.next.reason,n),e)}`:"";a.push(`**Next:** \`${j(s.
next.stage)}\`${m}`)}if(s.artifacts?.length){let{shown:m,more:h}=se(t.stage,"artifacts",s.artifacts,n),y=m.map(($,R)=>{let I=$.
description?` \u2014 ${A(U(t.stage,`artifacts.${R}`,$.description,n),e)}`:"";return`- ${ye($.path,e)}${I}`});a.push(["**\
Artifacts**","",...y,...we(h)].join(`
`))}e.includeDetail&&s.detail&&a.push("**Detail**",o("detail",s.detail)||"\u2014")}let i=r.problems;if(i.length>0){let{shown:d,
more:g}=se(t.stage,"problems",i,n),c=d.map((m,h)=>`- ${m.severity==="error"?"\u274C":"\u26A0\uFE0F"} ${ye(m.code)} ${ye(
m.path)}: ${A(U(t.stage,`problems.${h}`,m.message,n),e)}`);a.push(["**Problems**","",...c,...we(g)].join(`
`))}if(t.earlier.length>0){let d=t.earlier.map(({record:g})=>`- ${B(J(g))}: ${je(g,c=>`(\`${c}\`)`)}, ${ae(g.agent.duration_ms)}`);
a.push(["**Earlier attempts**","",...d].join(`
`))}return[u===void 0&&(r.status==="failure"||r.status==="blocked")?"<details open>":"<details>",`<summary>${l}</summary\
>`,"",a.join(`

`),"","</details>"].join(`
`)}function un(t,e,n){let{record:r}=t.latest,s=$t(e),o=`Its newest record, attempt ${r.attempt} of run attempt ${r.run.attempt}\
 (${je(r,l=>`\`${l}\``)})`,u=e.kind==="skipped"?`${ie([e.job],n)} was skipped in it, as the \`needs\` input says. ${o}, \
is`:`stage \`${j(e.why.upstream)}\` ran again in it and this stage did not (its job was skipped, or stopped before it rec\
orded). ${o}, was rendered from \`${j(e.why.upstream)}\`'s record of run attempt ${e.why.readRunAttempt}; it is`;return`\
**Not run in run attempt ${s}:** ${u} shown below as it was, and is not the stage's result in run attempt ${s}: it fails\
 nothing.`}function ln(t,e,n,r,s,o){let{shown:u,more:l}=se(t,e,r,s),a=u.map((i,f)=>`- ${A(U(t,`${e}.${f}`,i,s),o)||"\u2014"}`);
return`${n}:

${[...a,...we(l)].join(`
`)}`}function se(t,e,n,r){return r.entriesKept===null||n.length<=r.entriesKept?{shown:n,more:0}:(r.listsCut.add(`${t}.${e}`),
{shown:n.slice(0,r.entriesKept),more:n.length-r.entriesKept})}function we(t){return t>0?[`- \u2026 ${O(t)} more`]:[]}function ye(t,e={}){
return re(t,e)}function j(t){return Ue.test(t)?t:encodeURIComponent(t).replace(/[!'()*]/g,bt)}function U(t,e,n,r){if(r.fieldChars===
null||n.length<=r.fieldChars)return n;r.fieldsCut.add(`${t}.${e}`);let s=he(n,r.fieldChars);return`${s}

\u2026 (${O(n.length-s.length)} more characters cut)`}function oe(t){let e=t.slice(0,10).map(n=>`\`${j(n)}\``);return t.
length>e.length?`${e.join(", ")} and ${t.length-e.length} more`:e.join(", ")}function mt(t){return`${kt(t).join(", ")}: ${oe(
t.map(e=>e.stage))}`}function gt(t){return[...new Set([...t].map(e=>e.slice(0,e.indexOf("."))))]}function cn(t,e,n){let r=[];
if(e.fieldsCut.size>0){let a=gt(e.fieldsCut);r.push(`${e.fieldsCut.size} ${e.fieldsCut.size===1?"field was":"fields were"}\
 cut to ${O(e.fieldChars??0)} characters (${oe(a)})`)}if(e.listsCut.size>0){let a=gt(e.listsCut),i=e.entriesKept??0,f=`${e.
listsCut.size} ${e.listsCut.size===1?"list shows":"lists show"}`;r.push(i===0?`${f} none of ${e.listsCut.size===1?"its":
"their"} entries, only how many there are (${oe(a)})`:`${f} ${e.listsCut.size===1?"its":"their"} first ${O(i)} ${i===1?"\
entry":"entries"} (${oe(a)})`)}let s=ct(t,e.sectionsKept);s.length>0&&r.push(`the sections of ${s.length} ${s.length===1?
"stage were":"stages were"} left out (${mt(s)})`),!e.flowchart&&t.length>0&&r.push("the diagram was left out");let o=ct(
t,e.rowsKept);if(o.length>0&&r.push(`the ${o.length===1?"row":"rows"} of ${o.length} of ${t.length} stages ${o.length===
1?"was":"were"} left out of the table (${mt(o)})`),r.length===0)return null;let u=n.recordsLocation??n.runUrl??null,l=u?
` The full records are in ${u}.`:"";return`> [!NOTE]
> This report was shortened to fit ${ht[n.fit??"comment"].named}: ${r.join("; ")}.${l}`}var V=D(["success","failure","cancelled","skipped"]),xt=D(["success","failure","cancelled","skipped"]),fn=D(["success","\
failure","cancelled"]),v=Je.datetime(),ue=N(x().check(_(),Q())),pn=w({step:x().check(_(),Q()),title:N(p()),file:N(p()),line:ue,
end_line:ue,col:ue,end_column:ue}),mn=w({step:x().check(_()),name:p(),message:N(p()),output_tail:T(p()),stages:T(M(p()))}),
Dn=De("type",[w({type:S("run-started"),at:v,run:p(),workflow:p(),jobs:M(w({id:p(),needs:M(p()),legs:N(M(p())),stage_steps:T(
Pe())}))}),w({type:S("job-legs"),at:v,job:p(),legs:M(p())}),w({type:S("job-started"),at:v,job:p(),leg:p(),name:N(p()),matrix:N(
Fe(p(),Me()))}),w({type:S("step-started"),at:v,job:p(),leg:p(),step:x().check(_()),name:p()}),w({type:S("step-finished"),
at:v,job:p(),leg:p(),step:x().check(_()),name:p(),outcome:xt,conclusion:xt,duration_ms:x().check(_(),ee()),message:N(p()),
output_tail:T(p())}),w({type:S("job-finished"),at:v,job:p(),leg:p(),result:V,duration_ms:x().check(_(),ee()),reason:T(p()),
reused:T(S(!0)),failed_step:T(mn)}),w({type:S("job-skipped"),at:v,job:p(),result:D(["skipped","cancelled"]),reason:p()}),
w({type:S("notice"),at:v,level:D(["info","warning","error"]),job:N(p()),leg:N(p()),message:p(),annotation:T(pn),forgiven:T(
S(!0)),problem:T(w({stage:p(),attempt:x().check(_(),Q()),code:p(),path:p()}))}),w({type:S("stage-recorded"),at:v,job:p(),
leg:p(),stage:p(),attempt:x().check(_()),status:p()}),w({type:S("run-finished"),at:v,run:p(),status:fn,duration_ms:x().check(
_(),ee())})]);var gn=w({result:V}),hn=/^[A-Za-z_][A-Za-z0-9_-]*$/,bn=`${V.options.slice(0,-1).join(", ")} or ${V.options.at(-1)}`;function _t(t){
let e=(t??"").trim();if(e==="")return null;let n;try{n=JSON.parse(e)}catch{throw le("it is not JSON")}if(n===null||typeof n!=
"object"||Array.isArray(n))throw le("it is JSON, but not an object of jobs");let r=Object.entries(n),s=[];for(let[o,[u,l]]of r.
entries()){let a=`entry ${o+1} of ${r.length}`;if(!hn.test(u))throw le(`${a} is not named by a job id`);let i=gn.safeParse(
l);if(!i.success)throw le(`${a} has no result that is ${bn}`);s.push({job:u,result:i.data.result})}return s}function le(t){
return new k("input-invalid",`must be the results of the jobs this job needs, as \`${b.needs}: \${{ toJSON(needs) }}\` pas\
ses them; ${t}`,{where:b.needs})}function Tt(t){if(t.length===0)return null;let e=t.filter(r=>r.result==="failure").map(
r=>r.job),n=t.filter(r=>r.result==="skipped").map(r=>r.job);return e.length>0?{status:"failure",failedJobs:e,skippedJobs:n}:
t.some(r=>r.result==="cancelled")?{status:"cancelled",failedJobs:e,skippedJobs:n}:{status:"success",failedJobs:e,skippedJobs:n}}var Nt=["comment","summary","both"],$n=/^[A-Za-z0-9_.-]{1,64}$/;function yn(t){let e=(t[b.mode]??"").trim()||"both";if(!Nt.
includes(e))throw new k("input-invalid",`must be one of ${Nt.join(", ")}; got "${e}"`,{where:b.mode});return e}function Rn(t){
let e=(t??"").trim()||Se;if(!$n.test(e))throw new k("input-invalid",`must be 1 to 64 letters, digits, '.', '_' or '-' (i\
t names the sticky comment); got "${e}"`,{where:b.key});return e}function wn(t){let e=(t??"").trim();if(e==="")return null;
if(!/^[1-9]\d{0,9}$/.test(e))throw new k("input-invalid",`must be the number of an issue or pull request, like 42; got "${e}\
"`,{where:b.issueNumber});return Number(e)}function At(t,e){let n=yn(t),r=Rn(t[b.key]),s=nt(b.includeDetail,t[b.includeDetail],
!1),o=_t(t[b.needs]),u=o===null?null:Tt(o),l=null;if(n!=="summary"&&(l=wn(t[b.issueNumber])??Sn(e.payload),l===null))throw new k(
"issue-number-missing",`there is no issue or pull request to comment on: the triggering event (${e.name||"unknown"}) is \
not about one. Set the issue-number input, or use mode: summary`,{where:b.issueNumber});return{mode:n,key:r,includeDetail:s,
issueNumber:l,run:u}}function Sn(t){let e=E(t);if(!e)return null;let n=_e(E(e.pull_request)?.number)??_e(E(e.issue)?.number);if(n!==null)return n;
for(let r of["workflow_run","check_run","check_suite"]){let s=E(e[r])?.pull_requests;if(Array.isArray(s)&&s.length===1){
let o=_e(E(s[0])?.number);if(o!==null)return o}}return null}var zn=["pull_request","pull_request_review","pull_request_r\
eview_comment"];function Et(t,e){if(!zn.includes(t))return null;let n=E(E(e)?.pull_request),r=E(n?.head);if(!r)return null;
if(r.repo===null)return{head:null};let s=E(r.repo);if(!s)return null;let o=typeof s.full_name=="string"?s.full_name:null,
u=E(E(n?.base)?.repo)?.full_name;return o!==null&&typeof u=="string"?o===u?null:{head:o}:s.fork===!0?{head:o}:null}function E(t){
return t!==null&&typeof t=="object"&&!Array.isArray(t)?t:null}function _e(t){return typeof t=="number"&&Number.isInteger(
t)&&t>0?t:null}async function kn(t,e,n){let{env:r}=t,s=new tt,o=C(b.githubToken);o&&Ee(o);let u={[b.mode]:C(b.mode),[b.key]:C(b.key),[b.
includeDetail]:C(b.includeDetail),[b.issueNumber]:C(b.issueNumber),[b.needs]:C(b.needs)},l={name:r.GITHUB_EVENT_NAME??"",
payload:_n(r.GITHUB_EVENT_PATH)},a=At(u,l);e.mode=a.mode,e.issueNumber=a.issueNumber;let i=q(r,"GITHUB_REPOSITORY"),f=q(
r,"GITHUB_RUN_ID"),d=q(r,"GITHUB_WORKFLOW");if(a.mode!=="summary"&&!r.GITHUB_API_URL)throw new k("runner-env-missing","G\
ITHUB_API_URL is not set, so the report comment has no GitHub API to go to: the runner sets it for every step of a job. \
Run this as a step of a GitHub Actions job, or use mode: summary for the job summary alone");let g=st(r,o),c=new et({tempDir:q(
r,"RUNNER_TEMP"),reporter:s,...Qe(r)}),m=await $e(ot(c),n).catch(z=>{if(!n.received)throw z});if(!m||n.received)return Te(
e,n,s);let{records:h,unreadable:y,notRecords:$}=m;if($.length>0){let z=$.map(fe=>Ye(fe.stage,fe.attempt,fe.runAttempt)),
[Ut,Ct]=z.length===1?["artifact",`it holds no ${me.record}, so it is not a baton record but another step's upload`]:["ar\
tifacts",`they hold no ${me.record}, so they are not baton records but other steps' uploads`];s.info(`report: skipped ${Ut}\
 ${z.join(", ")}: ${Ct}; names that start with ${Ie} are baton's: give your own artifacts other names`)}for(let z of y)s.
warning(`record of stage ${z.stage} attempt ${z.attempt} could not be read: ${z.reason}`);s.info(`report: ${h.length} re\
cord${h.length===1?"":"s"} of run ${f}${y.length?`, ${y.length} unreadable`:""}`);let R=r.GITHUB_SERVER_URL??"https://gi\
thub.com",I=`${R.replace(/\/+$/,"")}/${i}/actions/runs/${f}`,Ne=z=>yt(h,{fit:z,workflow:d,key:a.key,runId:f,runUrl:I,recordsLocation:`\
[the run's artifacts](${I}#artifacts)`,includeDetail:a.includeDetail,secrets:g,serverUrl:R,unreadable:y,...a.run===null?
{}:{run:a.run,skippedJobs:{runAttempt:rt(r),jobs:a.run.skippedJobs}}});if(a.mode!=="comment"&&(await We(Ne("job-summary"),
g),e.summaryWritten=!0),a.mode==="summary"){be({[H.commentId]:"",[H.commentUrl]:""}),n.received&&s.info(`report: ${K(n.received)}\
 while the job summary was being written; it was written, and is left as it is`);return}let{GitHubCommentSink:It}=await import("../action-chunks/comment-sink-LXARS6ZB.js");
if(n.received)return Te(e,n,s);let de=new It({token:o,repository:i,baseUrl:r.GITHUB_API_URL,reporter:s,forkPullRequest:Et(
l.name,l.payload),signal:n.signal});e.sink=de;let X;try{X=await $e(de.upsert({issueNumber:a.issueNumber,marker:ze(d,a.key),
body:Ne("comment")}),n,()=>de.inFlight!==void 0)}catch(z){if(n.received)return Te(e,n,s);throw z}be({[H.commentId]:String(
X.id),[H.commentUrl]:X.url}),s.info(jn(X,n))}function jn(t,e){return t.action==="unchanged"?e.received?`report: ${K(e.received)}\
 while the comment was being checked; it already held this report, and is left as it is: ${t.url}`:`report: comment ${t.
url} unchanged`:e.received?`report: ${K(e.received)} while the comment was being ${t.action}; it was ${t.action}, and is\
 left as it is: ${t.url}`:`report: ${t.action} comment ${t.url}`}function Te(t,e,n){t.cancelled=!0,n.warning(`report: ca\
ncelled: ${K(e.received)}; ${Ot(t)}`)}function Ot(t,e=!1){let n=t.sink?.inFlight,r=[];if(t.mode!==void 0&&t.mode!=="summ\
ary"){let s=e?`GitHub did not answer within the ${Ve.deadline/1e3} s a stopped step has`:"its request got no answer befo\
re the step stopped";r.push(n===void 0?"no comment was created or updated":`the comment on #${t.issueNumber} may have be\
en ${n==="create"?"created":"updated"}: ${s}; look for it there`)}return t.mode!==void 0&&t.mode!=="comment"&&r.push(`th\
e job summary was ${t.summaryWritten?"":"not "}written`),t.summaryWritten||n!==void 0?r.join("; "):`nothing was posted${r.
length?`: ${r.join(", and ")}`:""}`}var xn=P.eventBytes;function _n(t){if(!t)return{};try{return(0,ce.statSync)(t).size>
xn?{}:JSON.parse((0,ce.readFileSync)(t,"utf8"))}catch{return{}}}async function vt(t=Be()){let e={summaryWritten:!1,cancelled:!1};
await Xe(t,n=>kn(t,e,n),{async failed(n){pe(Z(n))},async outOfTime(n){pe(`report: ${K(n)}; ${Ot(e,!0)}`)}}),e.cancelled?
t.exit(Ae.Failure):Ze(t)}await vt();

import{A as Pe,C as Ge,D as K,E as pe,F as Me,G as De,H as Fe,I as Ke,J,L as He,n as fe,q as F,r as L,t as Ie,u as Ce,v as j,
w as Q,x as ee,z as me}from"../action-chunks/chunk-VBLYQMXU.js";import"../action-chunks/chunk-XQPPBWGQ.js";import"../action-chunks/chunk-3LXMZGUX.js";
import"../action-chunks/chunk-G76UWAPX.js";import{a as de}from"../action-chunks/chunk-LZSRZBQU.js";import{a as $t}from"../action-chunks/chunk-R2LRCHEZ.js";
import{i as Ae,j as Z,k as Ue}from"../action-chunks/chunk-FGMDLV4M.js";import{b as D}from"../action-chunks/chunk-F5FIGPXD.js";import{A as Oe,
e as V,f as X,j as c,k,l as x,n as Ee,o as G,p as w,t as ve,u as Ne,v as M,w as S,x as O,y as _}from"../action-chunks/chunk-DCKTRPAE.js";
import"../action-chunks/chunk-PO5EA42V.js";import{d as z,f as W}from"../action-chunks/chunk-O7UU6C5Q.js";import{A as je,B as Te,C as b,D as H,
b as xe,y as Y,z as _e}from"../action-chunks/chunk-WORRBNCK.js";import{f as ze,h as ke,i as C,k as ce}from"../action-chunks/chunk-DHIUKFLR.js";
import"../action-chunks/chunk-SM223FN7.js";import{d as bt}from"../action-chunks/chunk-A64LSPLL.js";var le=bt($t(),1);async function Le(t,e){let n=e??await t.list(),r=await Promise.allSettled(n.map(({stage:l,attempt:u,runAttempt:i})=>t.getAttempt(
l,u,i))),s=[],o=[];return r.forEach((l,u)=>{let{stage:i,attempt:a,runAttempt:p}=n[u];if(l.status==="fulfilled")l.value&&
s.push(l.value);else{let f=l.reason instanceof z?{code:l.reason.code}:{};o.push({stage:i,attempt:a,runAttempt:p,reason:W(
l.reason),...f})}}),{records:s,unreadable:o}}var et={comment:{max:Y.commentChars-512,measure:yt,named:`GitHub's ${E(Y.commentChars)}-character limit of a comment`},"\
job-summary":{max:Y.stepSummaryBytes,measure:xe,named:"GitHub's 1 MiB limit of a job summary"}},ye="default",Je=160;function we(t,e=ye){
return`<!-- ${Te}${Be(t)}:${Be(e)} -->`}function Be(t){return encodeURIComponent(t).replace(/[!'()*]/g,tt).replace(/-(?=-)/g,
"%2D")}function tt(t){return`%${t.charCodeAt(0).toString(16).toUpperCase().padStart(2,"0")}`}function yt(t){let e=0;for(let n=t.
indexOf(`
`);n!==-1;n=t.indexOf(`
`,n+1))e++;return t.length+e}var wt=5e4;function nt(t,e={}){let n=kt(t),{max:r,measure:s}=et[e.fit??"comment"],o=n.length,
l=(d,m=null,h=o,y=!0,$=o)=>{let R=Et(n,e,{fieldChars:d,fieldsCut:new Set,entriesKept:m,listsCut:new Set,sectionsKept:h,flowchart:y,
rowsKept:$});return{text:R,ok:s(R)<=r}},u=l(null);if(u.ok)return u.text;let i=64,a=(d,m,h)=>{let y={value:d,...h(d)};if(!y.
ok)return null;for(;m-d>Math.max(0,m>>6);){let $=Math.ceil((d+m)/2),R=h($);R.ok?(d=$,y={value:$,...R}):m=$-1}return y},p=Math.
max(i,St(n)),f=a(i,p,d=>l(d));if(f)return f.text;let g=a(0,zt(n),d=>l(i,d));return g?a(i,p,d=>l(d,g.value))?.text??g.text:
a(0,o,d=>l(i,0,d))?.text??a(0,o,d=>l(i,0,0,!1,d))?.text??l(i,0,0,!1,0).text}function Rt(t){let e=t.handoff;return[e?.summary,
e?.detail,e?.failure?.reason,e?.next?.reason,t.record.outcome.message,...rt(t).flat()]}function St(t){let e=0;for(let{latest:n}of t)
for(let r of Rt(n))e=Math.max(e,r?.length??0);return e}function zt(t){let e=0;for(let{latest:n}of t)for(let r of rt(n))e=
Math.max(e,r.length);return e}function rt(t){let e=t.handoff;return[...st(t).map(([,,n])=>n),Object.values(e?.data??{}),
(e?.artifacts??[]).map(n=>n.description),t.record.problems.map(n=>n.message)]}function st(t){let e=t.handoff;return[["fa\
ilure.blockers","Blockers",e?.failure?.blockers],["failure.questions","Questions",e?.failure?.questions],["expectations.\
deliverables","Deliverables",e?.expectations?.deliverables],["expectations.acceptance","Acceptance",e?.expectations?.acceptance],
["expectations.constraints","Constraints",e?.expectations?.constraints]].filter(r=>(r[2]?.length??0)>0)}function kt(t){let e=new Map;
for(let r of t){let s=e.get(r.record.stage)??[];s.push(r),e.set(r.record.stage,s)}let n=[...e.entries()].map(([r,s])=>{let o=[
...s].sort((l,u)=>fe(F(l.record),F(u.record)));return{stage:r,latest:o[o.length-1],earlier:o.slice(0,-1),keepPlace:0}});
return n.sort((r,s)=>r.latest.record.hop-s.latest.record.hop||D(qe(r),qe(s))||D(r.stage,s.stage)),jt(n),n}function xt(t,e){
if(t.run.attempt===1)return e>1?`attempt ${t.attempt} of ${e}`:"";let n=L(F(t));return e>1?`${n}, ${e} attempts`:n}function qe(t){
return(t.earlier[0]??t.latest).record.agent.started_at}var oe={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\
\u274C",cancelled:"\u{1F6AB}"},_t={...oe,running:"\u23F3",interrupted:"\u26A0\uFE0F"},he=["failure","cancelled","blocked",
"partial","success"],We=["failure","blocked","cancelled","partial","success"];function jt(t){let e=n=>n.outcome.reason===
"skipped"?We.length:We.indexOf(I(n));t.map((n,r)=>({group:n,index:r,rank:e(n.latest.record)})).sort((n,r)=>n.rank-r.rank||
n.index-r.index).forEach(({group:n},r)=>{n.keepPlace=r})}function Ye(t,e){return t.filter(n=>n.keepPlace>=e)}function I(t){
return Ae(t.status,t.outcome.reason)}function ot(t,e){let n=I(t),r=t.outcome.reason==="completed"||n==="cancelled"?"":` ${e(
t.outcome.reason)}`;return`${oe[n]} ${n}${r}`}function Tt(t){let e=null;for(let{latest:n}of t){let r=I(n.record);(e===null||
he.indexOf(r)<he.indexOf(e))&&(e=r)}return e}function Et(t,e,n){let r=e.workflow??t[0]?.latest.record.run.workflow??"wor\
kflow",s=t[0]?.latest.record.run,o=[we(r,e.key)],l=e.cancelled||e.run?.status==="cancelled"?"cancelled":Tt(t),u=!e.cancelled&&
e.run?.status==="failure"&&l!=="failure",i=e.run?.status==="unknown"?null:e.run?.status==="running"||e.run?.status==="in\
terrupted"?e.run.status:u?"failure":l??e.run?.status??null,a=j(r,e)||"workflow";if(o.push(i===null?`## baton report \xB7 ${a}`:
`## ${_t[i]} baton report \xB7 ${a} \xB7 ${i}`),o.push(Ot(t,e.runId??s?.id??null,e)),u&&e.run&&e.run.failedJobs.length>0)
o.push(`The run failed: ${be(e.run.failedJobs,e)} failed.`);else if(!e.cancelled&&e.run?.status==="failure"){let d=new Set(
t.filter(h=>I(h.latest.record)==="failure").map(h=>h.latest.record.job)),m=e.run.failedJobs.filter(h=>!d.has(h));m.length>
0&&o.push(`Also failed: ${be(m,e)}.`)}e.runUnreadable!==void 0&&o.push(["> [!WARNING]",`> The run's summary could not be\
 read, so this report is built from its records ${e.runReadFromEvents?"and its events.jsonl":"alone"}: ${j(e.runUnreadable,
e)}`].join(`
`));let p=vt(e);p!==null&&o.push(p);let f=[Ve(e.unreadable,"could not be read",e),Ve(e.neverStored,"were never stored",e)].
filter(d=>d!==null).join(`

`);if(t.length===0)o.push(e.unreadable?.length?"No baton record of this run could be read (see below).":e.neverStored?.length?
"No baton record of this run was stored (see below).":e.run?.status==="running"?"No stage of this run has recorded yet: \
a stage\u2019s record is stored when its attempt ends.":e.run?.status==="interrupted"?"No stage of this run recorded bef\
ore it was interrupted: a stage\u2019s record is stored when its attempt ends.":"No baton records were found for this ru\
n. A stage that failed before it recorded (an input it refused, say) leaves none: its job\u2019s log says why."),f&&o.push(
f);else{o.push(It(t,e,n)),f&&o.push(f);let d=n.flowchart?Mt(t,e.unreadable??[],e.neverStored??[]):"";d!==""&&d.length<=wt?
o.push(d):n.flowchart=!1;for(let m of t)m.keepPlace<n.sectionsKept&&o.push(Ft(m,e,n))}let g=Ht(t,n,e);return g&&o.push(g),
o.push("<sub>Built by baton from the stage records; agent text is shown as data, sanitised.</sub>"),`${o.join(`

`)}
`}function be(t,e){return`${t.length===1?"job":"jobs"} ${t.map(n=>ee(n,e)).join(", ")}`}function vt(t){let e=t.run;if(e?.
status!=="running"&&e?.status!=="interrupted"&&e?.status!=="unknown")return null;let n=o=>be(o,t),r=e.unfinishedJobs??[],
s=[...e.failedJobs.length===0?[]:[`${n(e.failedJobs)} failed`],...r.length===0?[]:[e.status==="running"?`${n(r)} ${r.length===
1?"is":"are"} running`:e.status==="interrupted"?`${n(r)} did not finish`:`${n(r)} had not finished where its events end`]];
if(e.status==="unknown"){let o="The run's end is not known",l="neither its run.json nor its events.jsonl says it";return s.
length===0?`${o}: ${l}.`:`${o} (${l}): ${s.join("; ")}.`}return s.length===0?null:`${e.status==="running"?"The run is st\
ill going":"The run was interrupted"}: ${s.join("; ")}.`}function Ve(t,e,n){let r=[...t??[]].sort((i,a)=>D(i.stage,a.stage)||
fe(i,a));if(r.length===0)return null;let s=r.slice(0,20).map(i=>`> - ${ee(P(i.stage))} ${L(i)}: ${j(Nt(i.reason),n)}`);r.
length>s.length&&s.push(`> - and ${r.length-s.length} more`);let o=r.length===1;return["> [!WARNING]",`> ${`${r.length} ${o?
"record":"records"}`} of this run ${e==="could not be read"?e:o?"was never stored":e} and ${o?"is":"are"} not in this re\
port:`,...s].join(`
`)}function Nt(t){return t.split(`
`).map(e=>e.trim()).filter(e=>e!=="").join("; ")}function Ot(t,e,n){let r=t.reduce((i,a)=>i+1+a.earlier.length,0),s=it(t),
o=`${t.length} ${t.length===1?"stage":"stages"}`,l=r>t.length?` in ${r} attempts`:"",u=Ut(e,n);return[`${o}${l}${s.length?
` (${s.join(", ")})`:""}`,At(t),u].filter(Boolean).join(" \xB7 ")}function At(t){let e=0,n=0,r=0,s=!1,o=!1;for(let u of t)
for(let{record:i}of[...u.earlier,u.latest]){let a=i.agent.usage;a&&((a.input_tokens!==void 0||a.output_tokens!==void 0)&&
(s=!0),e+=a.input_tokens??0,n+=a.output_tokens??0,a.cost_usd!==void 0&&(o=!0,r+=a.cost_usd))}let l=[];return s&&l.push(`${E(
e)} tokens in, ${E(n)} out`),o&&l.push(at(r)),l.join(", ")}function it(t){let e=new Map;for(let{latest:n}of t){let r=I(n.
record);e.set(r,(e.get(r)??0)+1)}return he.filter(n=>e.has(n)).map(n=>`${e.get(n)} ${n}`)}function Ut(t,e){let n=t===null?
"the run":`run ${j(t)}`;return e.runUrl?`[View ${n}](${e.runUrl})`:t===null?"":`local ${n}`}function It(t,e,n){let r=t.some(
({latest:a})=>Xe(a)!==null),s=t.some(({latest:a})=>a.record.agent.usage?.cost_usd!==void 0),o=["Stage","Status","Summary",
"Duration"];r&&o.push("Tokens"),s&&o.push("Cost");let l=[`| ${o.join(" | ")} |`,`|${o.map(()=>"---").join("|")}|`],u=0,i=()=>{
u>0&&l.push(`| \u2026 | ${u} more ${u===1?"stage":"stages"} |${" |".repeat(o.length-2)}`),u=0};for(let a of t){if(a.keepPlace>=
n.rowsKept){u++;continue}i();let{record:p,handoff:f}=a.latest,g=[`\`${P(p.stage)}\``,Ct(a),f?Q(Gt(f.summary,n.fieldChars),
e)||"\u2014":`_${Pt(p)}_`,Dt(a)];if(r&&g.push(Xe(a.latest)??"\u2014"),s){let d=p.agent.usage?.cost_usd;g.push(d===void 0?
"\u2014":at(d))}l.push(`| ${g.join(" | ")} |`)}return i(),l.join(`
`)}function Ct(t){let{record:e}=t.latest,n=[ot(e,s=>`(${s})`)],r=t.earlier.length+1;return r>1&&n.push(`\xB7 ${L(F(e))},\
 ${r} attempts`),n.join(" ")}function Pt(t){let e=Z(t).length;return e>0?Ue(e):"no handoff"}function Gt(t,e){let n=Math.
min(Je,e??Je),s=(t.split(/\r?\n/).find(o=>o.trim()!=="")??"").trim();return s.length>n?`${de(s,n-1)}\u2026`:s}function Xe(t){
let e=t.record.agent.usage;if(!e||e.input_tokens===void 0&&e.output_tokens===void 0)return null;let n=[];return e.input_tokens!==
void 0&&n.push(`${E(e.input_tokens)} in`),e.output_tokens!==void 0&&n.push(`${E(e.output_tokens)} out`),n.join(" / ")}function E(t){
return String(Math.round(t)).replace(/\B(?=(\d{3})+(?!\d))/g,",")}function at(t){return t>=1?`$${t.toFixed(2)}`:`$${t.toFixed(
4)}`}function se(t){if(t<1e3)return`${t} ms`;let e=t/1e3;if(e<60)return`${e.toFixed(1)} s`;let n=Math.round(e),r=Math.floor(
n/3600),s=Math.floor(n%3600/60),o=n%60;return r>0?`${r} h ${String(s).padStart(2,"0")} min`:`${s} min ${String(o).padStart(
2,"0")} s`}function Mt(t,e,n){let r=new Map,s=a=>{let p=r.get(a);return p===void 0&&(p=`s${r.size}`,r.set(a,p)),p};for(let a of t)
s(a.stage);let o=new Set,l=[];for(let{stage:a,latest:p}of t){let f=[...new Set(p.record.lineage.map(g=>g.stage))].sort(D);
for(let g of f)o.add(`${s(g)} --> ${s(a)}`)}for(let{stage:a,latest:p}of t){let f=p.handoff?.next?.stage;f!==void 0&&o.add(
`${s(a)} -.->|next| ${s(f)}`)}for(let[a,p]of r){let f=t.find(R=>R.stage===a);if(!f){let R=e.some(A=>A.stage===a)?"record\
 cannot be read":n.some(A=>A.stage===a)?"record never stored":"no stage record";l.push(`  ${p}["${te(P(a))}<br/>${te(R)}\
"]:::absent`);continue}let{record:g}=f.latest,d=f.earlier.length+1,m=I(g),h=Z(g).length>0?"<br/>handoff refused":"",y=`${oe[m]}\
 ${m}${d>1?` \xD7${d}`:""}`,$=m==="failure"||m==="blocked"?`:::${m}`:"";l.push(`  ${p}["${te(P(a))}<br/>${te(y)}${h}"]${$}`)}
for(let a of o)l.push(`  ${a}`);let u=a=>l.some(p=>p.endsWith(`:::${a}`)),i=[u("failure")?"  classDef failure fill:#ffeb\
e9,stroke:#cf222e,color:#1f2328":"",u("blocked")?"  classDef blocked fill:#fff8c5,stroke:#9a6700,color:#1f2328":"",u("ab\
sent")?"  classDef absent fill:#f6f8fa,stroke:#8c959f,stroke-dasharray:3 3,color:#59636e":""].filter(Boolean);return["``\
`mermaid","flowchart LR",...l,...i,"```"].join(`
`)}function te(t){let e="";for(let n of t)e+=/[A-Za-z0-9 _.,:/()-]/.test(n)?n:`#${n.codePointAt(0)};`;return e}function Dt(t){
let e=se(t.latest.record.agent.duration_ms);if(t.earlier.length===0)return e;let n=[t.latest,...t.earlier].reduce((r,s)=>r+
s.record.agent.duration_ms,0);return`${e} (${se(n)} in ${t.earlier.length+1} attempts)`}function Ft(t,e,n){let{record:r,
handoff:s}=t.latest,o=t.earlier.length+1,l=(f,g)=>Ce(U(t.stage,f,g,n),e),u=[`${oe[I(r)]} <b>${P(r.stage)}</b>`,I(r),se(r.
agent.duration_ms),xt(r,o)].filter(Boolean).join(" \xB7 "),i=[];if(r.outcome.reason!=="completed"){let f=r.outcome.message?
`: ${j(U(t.stage,"outcome",r.outcome.message,n),e)}`:"";i.push(`**Outcome:** \`${r.outcome.reason}\`${f}`)}if(s===null){
let f=Z(r).length;i.push(f>0?`_The handoff it wrote was refused (${f} ${f===1?"problem":"problems"}, under Problems), so\
 none was kept._`:"_No handoff was captured for this attempt._")}else{i.push("**Summary**",l("summary",s.summary)||"\u2014");
let f=Object.entries(s.data??{}).sort(([m],[h])=>D(m,h));if(f.length>0){let{shown:m,more:h}=ne(t.stage,"data",f,n),y=m.map(
([$,R])=>`| ${je.test($)?`\`${$}\``:Q($)} | ${Q(U(t.stage,`data.${$}`,R,n),e)||"\u2014"} |`);h>0&&y.push(`| \u2026 | ${E(
h)} more ${h===1?"key":"keys"} |`),i.push(["**Data**","","| Key | Value |","|---|---|",...y].join(`
`))}let g=m=>st(t.latest).filter(([h])=>h.startsWith(`${m}.`)).map(([h,y,$])=>Kt(t.stage,h,y,$,n,e));s.failure&&(i.push(
`**Failure:** ${j(U(t.stage,"failure",s.failure.reason,n),e)}`),i.push(...g("failure")));let d=g("expectations");if(d.length>
0&&i.push(["**Expectations** for the next stage",...d].join(`

`)),s.next){let m=s.next.reason?` \u2014 ${j(U(t.stage,"next.reason",s.next.reason,n),e)}`:"";i.push(`**Next:** \`${P(s.
next.stage)}\`${m}`)}if(s.artifacts?.length){let{shown:m,more:h}=ne(t.stage,"artifacts",s.artifacts,n),y=m.map(($,R)=>{let A=$.
description?` \u2014 ${j(U(t.stage,`artifacts.${R}`,$.description,n),e)}`:"";return`- ${ge($.path,e)}${A}`});i.push(["**\
Artifacts**","",...y,...$e(h)].join(`
`))}e.includeDetail&&s.detail&&i.push("**Detail**",l("detail",s.detail)||"\u2014")}let a=r.problems;if(a.length>0){let{shown:f,
more:g}=ne(t.stage,"problems",a,n),d=f.map((m,h)=>`- ${m.severity==="error"?"\u274C":"\u26A0\uFE0F"} ${ge(m.code)} ${ge(
m.path)}: ${j(U(t.stage,`problems.${h}`,m.message,n),e)}`);i.push(["**Problems**","",...d,...$e(g)].join(`
`))}if(t.earlier.length>0){let f=t.earlier.map(({record:g})=>`- ${L(F(g))}: ${ot(g,d=>`(\`${d}\`)`)}, ${se(g.agent.duration_ms)}`);
i.push(["**Earlier attempts**","",...f].join(`
`))}return[r.status==="failure"||r.status==="blocked"?"<details open>":"<details>",`<summary>${u}</summary>`,"",i.join(`\


`),"","</details>"].join(`
`)}function Kt(t,e,n,r,s,o){let{shown:l,more:u}=ne(t,e,r,s),i=l.map((a,p)=>`- ${j(U(t,`${e}.${p}`,a,s),o)||"\u2014"}`);return`${n}\
:

${[...i,...$e(u)].join(`
`)}`}function ne(t,e,n,r){return r.entriesKept===null||n.length<=r.entriesKept?{shown:n,more:0}:(r.listsCut.add(`${t}.${e}`),
{shown:n.slice(0,r.entriesKept),more:n.length-r.entriesKept})}function $e(t){return t>0?[`- \u2026 ${E(t)} more`]:[]}function ge(t,e={}){
return ee(t,e)}function P(t){return _e.test(t)?t:encodeURIComponent(t).replace(/[!'()*]/g,tt)}function U(t,e,n,r){if(r.fieldChars===
null||n.length<=r.fieldChars)return n;r.fieldsCut.add(`${t}.${e}`);let s=de(n,r.fieldChars);return`${s}

\u2026 (${E(n.length-s.length)} more characters cut)`}function re(t){let e=t.slice(0,10).map(n=>`\`${P(n)}\``);return t.
length>e.length?`${e.join(", ")} and ${t.length-e.length} more`:e.join(", ")}function Ze(t){return`${it(t).join(", ")}: ${re(
t.map(e=>e.stage))}`}function Qe(t){return[...new Set([...t].map(e=>e.slice(0,e.indexOf("."))))]}function Ht(t,e,n){let r=[];
if(e.fieldsCut.size>0){let i=Qe(e.fieldsCut);r.push(`${e.fieldsCut.size} ${e.fieldsCut.size===1?"field was":"fields were"}\
 cut to ${E(e.fieldChars??0)} characters (${re(i)})`)}if(e.listsCut.size>0){let i=Qe(e.listsCut),a=e.entriesKept??0,p=`${e.
listsCut.size} ${e.listsCut.size===1?"list shows":"lists show"}`;r.push(a===0?`${p} none of ${e.listsCut.size===1?"its":
"their"} entries, only how many there are (${re(i)})`:`${p} ${e.listsCut.size===1?"its":"their"} first ${E(a)} ${a===1?"\
entry":"entries"} (${re(i)})`)}let s=Ye(t,e.sectionsKept);s.length>0&&r.push(`the sections of ${s.length} ${s.length===1?
"stage were":"stages were"} left out (${Ze(s)})`),!e.flowchart&&t.length>0&&r.push("the diagram was left out");let o=Ye(
t,e.rowsKept);if(o.length>0&&r.push(`the ${o.length===1?"row":"rows"} of ${o.length} of ${t.length} stages ${o.length===
1?"was":"were"} left out of the table (${Ze(o)})`),r.length===0)return null;let l=n.recordsLocation??n.runUrl??null,u=l?
` The full records are in ${l}.`:"";return`> [!NOTE]
> This report was shortened to fit ${et[n.fit??"comment"].named}: ${r.join("; ")}.${u}`}var B=M(["success","failure","cancelled","skipped"]),lt=M(["success","failure","cancelled","skipped"]),Jt=M(["success","\
failure","cancelled"]),v=Oe.datetime(),ie=_(k().check(x(),V())),Bt=w({step:k().check(x(),V()),title:_(c()),file:_(c()),line:ie,
end_line:ie,col:ie,end_column:ie}),qt=w({step:k().check(x()),name:c(),message:_(c()),output_tail:O(c()),stages:O(G(c()))}),
hn=ve("type",[w({type:S("run-started"),at:v,run:c(),workflow:c(),jobs:G(w({id:c(),needs:G(c()),legs:_(G(c()))}))}),w({type:S(
"job-legs"),at:v,job:c(),legs:G(c())}),w({type:S("job-started"),at:v,job:c(),leg:c(),name:_(c()),matrix:_(Ne(c(),Ee()))}),
w({type:S("step-started"),at:v,job:c(),leg:c(),step:k().check(x()),name:c()}),w({type:S("step-finished"),at:v,job:c(),leg:c(),
step:k().check(x()),name:c(),outcome:lt,conclusion:lt,duration_ms:k().check(x(),X()),message:_(c()),output_tail:O(c())}),
w({type:S("job-finished"),at:v,job:c(),leg:c(),result:B,duration_ms:k().check(x(),X()),reason:O(c()),reused:O(S(!0)),failed_step:O(
qt)}),w({type:S("job-skipped"),at:v,job:c(),result:M(["skipped","cancelled"]),reason:c()}),w({type:S("notice"),at:v,level:M(
["info","warning","error"]),job:_(c()),leg:_(c()),message:c(),annotation:O(Bt),problem:O(w({stage:c(),attempt:k().check(
x(),V()),code:c(),path:c()}))}),w({type:S("stage-recorded"),at:v,job:c(),leg:c(),stage:c(),attempt:k().check(x()),status:c()}),
w({type:S("run-finished"),at:v,run:c(),status:Jt,duration_ms:k().check(x(),X())})]);var Wt=w({result:B}),Yt=/^[A-Za-z_][A-Za-z0-9_-]*$/,Vt=`${B.options.slice(0,-1).join(", ")} or ${B.options.at(-1)}`;function ut(t){
let e=(t??"").trim();if(e==="")return null;let n;try{n=JSON.parse(e)}catch{throw ae("it is not JSON")}if(n===null||typeof n!=
"object"||Array.isArray(n))throw ae("it is JSON, but not an object of jobs");let r=Object.entries(n),s=[];for(let[o,[l,u]]of r.
entries()){let i=`entry ${o+1} of ${r.length}`;if(!Yt.test(l))throw ae(`${i} is not named by a job id`);let a=Wt.safeParse(
u);if(!a.success)throw ae(`${i} has no result that is ${Vt}`);s.push({job:l,result:a.data.result})}return s}function ae(t){
return new z("input-invalid",`must be the results of the jobs this job needs, as \`${b.needs}: \${{ toJSON(needs) }}\` pas\
ses them; ${t}`,{where:b.needs})}function ct(t){if(t.length===0)return null;let e=t.filter(n=>n.result==="failure").map(
n=>n.job);return e.length>0?{status:"failure",failedJobs:e}:t.some(n=>n.result==="cancelled")?{status:"cancelled",failedJobs:e}:
{status:"success",failedJobs:e}}var dt=["comment","summary","both"],Xt=/^[A-Za-z0-9_.-]{1,64}$/;function Zt(t){let e=(t[b.mode]??"").trim()||"both";if(!dt.
includes(e))throw new z("input-invalid",`must be one of ${dt.join(", ")}; got "${e}"`,{where:b.mode});return e}function ft(t,e){
let n=Zt(t),r=(t[b.key]??"").trim()||ye;if(!Xt.test(r))throw new z("input-invalid",`must be 1 to 64 letters, digits, '.'\
, '_' or '-' (it names the sticky comment); got "${r}"`,{where:b.key});let s=Ke(b.includeDetail,t[b.includeDetail],!1),o=ut(
t[b.needs]),l=o===null?null:ct(o),u=null;if(n!=="summary"){let i=(t[b.issueNumber]??"").trim();if(i!==""){if(!/^[1-9]\d{0,9}$/.
test(i))throw new z("input-invalid",`must be the number of an issue or pull request, like 42; got "${i}"`,{where:b.issueNumber});
u=Number(i)}else if(u=Qt(e.payload),u===null)throw new z("issue-number-missing",`there is no issue or pull request to co\
mment on: the triggering event (${e.name||"unknown"}) is not about one. Set the issue-number input, or use mode: summary`,
{where:b.issueNumber})}return{mode:n,key:r,includeDetail:s,issueNumber:u,run:l}}function Qt(t){let e=T(t);if(!e)return null;
let n=Re(T(e.pull_request)?.number)??Re(T(e.issue)?.number);if(n!==null)return n;for(let r of["workflow_run","check_run",
"check_suite"]){let s=T(e[r])?.pull_requests;if(Array.isArray(s)&&s.length===1){let o=Re(T(s[0])?.number);if(o!==null)return o}}
return null}var en=["pull_request","pull_request_review","pull_request_review_comment"];function mt(t,e){if(!en.includes(
t))return null;let n=T(T(e)?.pull_request),r=T(n?.head);if(!r)return null;if(r.repo===null)return{head:null};let s=T(r.repo);
if(!s)return null;let o=typeof s.full_name=="string"?s.full_name:null,l=T(T(n?.base)?.repo)?.full_name;return o!==null&&
typeof l=="string"?o===l?null:{head:o}:s.fork===!0?{head:o}:null}function T(t){return t!==null&&typeof t=="object"&&!Array.
isArray(t)?t:null}function Re(t){return typeof t=="number"&&Number.isInteger(t)&&t>0?t:null}async function tn(t,e,n){let{env:r}=t,s=new Fe,o=C(b.githubToken);o&&ke(o);let l={[b.mode]:C(b.mode),[b.key]:C(b.key),[b.
includeDetail]:C(b.includeDetail),[b.issueNumber]:C(b.issueNumber),[b.needs]:C(b.needs)},u={name:r.GITHUB_EVENT_NAME??"",
payload:sn(r.GITHUB_EVENT_PATH)},i=ft(l,u);e.mode=i.mode,e.issueNumber=i.issueNumber;let a=J(r,"GITHUB_REPOSITORY"),p=J(
r,"GITHUB_RUN_ID"),f=J(r,"GITHUB_WORKFLOW");if(i.mode!=="summary"&&!r.GITHUB_API_URL)throw new z("runner-env-missing","G\
ITHUB_API_URL is not set, so the report comment has no GitHub API to go to: the runner sets it for every step of a job. \
Run this as a step of a GitHub Actions job, or use mode: summary for the job summary alone");let g=He(r,o),d=new De({tempDir:J(
r,"RUNNER_TEMP"),reporter:s}),m=await pe(Le(d),n).catch(N=>{if(!n.received)throw N});if(!m||n.received)return Se(e,n,s);
let{records:h,unreadable:y}=m;for(let N of y)s.warning(`record of stage ${N.stage} attempt ${N.attempt} could not be rea\
d: ${N.reason}`);s.info(`report: ${h.length} records of run ${p}${y.length?`, ${y.length} unreadable`:""}`);let $=r.GITHUB_SERVER_URL??
"https://github.com",R=`${$.replace(/\/+$/,"")}/${a}/actions/runs/${p}`,A=N=>nt(h,{fit:N,workflow:f,key:i.key,runId:p,runUrl:R,
recordsLocation:`[the run's artifacts](${R}#artifacts)`,includeDetail:i.includeDetail,secrets:g,serverUrl:$,unreadable:y,
...i.run===null?{}:{run:i.run}});if(i.mode!=="comment"&&(await Pe(A("job-summary"),g),e.summaryWritten=!0),i.mode==="sum\
mary"){me({[H.commentId]:"",[H.commentUrl]:""}),n.received&&s.info(`report: ${K(n.received)} while the job summary was b\
eing written; it was written, and is left as it is`);return}let{GitHubCommentSink:ht}=await import("../action-chunks/comment-sink-BL3K7D7W.js");
if(n.received)return Se(e,n,s);let ue=new ht({token:o,repository:a,baseUrl:r.GITHUB_API_URL,reporter:s,forkPullRequest:mt(
u.name,u.payload),signal:n.signal});e.sink=ue;let q;try{q=await pe(ue.upsert({issueNumber:i.issueNumber,marker:we(f,i.key),
body:A("comment")}),n,()=>ue.inFlight!==void 0)}catch(N){if(n.received)return Se(e,n,s);throw N}me({[H.commentId]:String(
q.id),[H.commentUrl]:q.url}),s.info(nn(q,n))}function nn(t,e){return t.action==="unchanged"?e.received?`report: ${K(e.received)}\
 while the comment was being checked; it already held this report, and is left as it is: ${t.url}`:`report: comment ${t.
url} unchanged`:e.received?`report: ${K(e.received)} while the comment was being ${t.action}; it was ${t.action}, and is\
 left as it is: ${t.url}`:`report: ${t.action} comment ${t.url}`}function Se(t,e,n){t.cancelled=!0,n.warning(`report: ca\
ncelled: ${K(e.received)}; ${pt(t)}`)}function pt(t,e=!1){let n=t.sink?.inFlight,r=[];if(t.mode!==void 0&&t.mode!=="summ\
ary"){let s=e?`GitHub did not answer within the ${Ge.deadline/1e3} s a stopped step has`:"its request got no answer befo\
re the step stopped";r.push(n===void 0?"no comment was created or updated":`the comment on #${t.issueNumber} may have be\
en ${n==="create"?"created":"updated"}: ${s}; look for it there`)}return t.mode!==void 0&&t.mode!=="comment"&&r.push(`th\
e job summary was ${t.summaryWritten?"":"not "}written`),t.summaryWritten||n!==void 0?r.join("; "):`nothing was posted${r.
length?`: ${r.join(", and ")}`:""}`}var rn=16*1024*1024;function sn(t){if(!t)return{};try{return(0,le.statSync)(t).size>
rn?{}:JSON.parse((0,le.readFileSync)(t,"utf8"))}catch{return{}}}async function gt(t=Ie()){let e={summaryWritten:!1,cancelled:!1};
await Me(t,n=>tn(t,e,n),{async failed(n){ce(W(n))},async outOfTime(n){ce(`report: ${K(n)}; ${pt(e,!0)}`)}}),e.cancelled&&
t.exit(ze.Failure)}await gt();

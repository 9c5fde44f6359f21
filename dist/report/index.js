import{A as Ke,B as Le,C as He,D as K,E as he,F as Je,G as Be,H as qe,I as We,J,L as Ye,n as pe,q as F,r as H,t as De,u as Fe,
v as T,w as Q,x as ee,z as ge}from"../action-chunks/chunk-USK3TA6W.js";import"../action-chunks/chunk-7VAKWZ75.js";import"../action-chunks/chunk-R5JT6CVI.js";
import"../action-chunks/chunk-TOEZMH3Z.js";import{a as me}from"../action-chunks/chunk-LZSRZBQU.js";import{a as xt}from"../action-chunks/chunk-R2LRCHEZ.js";
import{i as Ge,j as Z,k as Me}from"../action-chunks/chunk-D5DAGAHK.js";import{b as D}from"../action-chunks/chunk-D2YR2IAL.js";import{A as Pe,
e as V,f as X,j as c,k as _,l as x,n as Ue,o as G,p as w,t as Ie,u as Ce,v as M,w as k,x as O,y as j}from"../action-chunks/chunk-F5SJJ7OM.js";
import"../action-chunks/chunk-PO5EA42V.js";import{d as z,f as W}from"../action-chunks/chunk-O7UU6C5Q.js";import{A as Ne,B as Oe,C as Ae,D as b,
E as L,b as Te,q as Ee,r as fe,u as ve,z as Y}from"../action-chunks/chunk-HAPBAMSR.js";import{f as xe,h as je,i as C,k as de}from"../action-chunks/chunk-DHIUKFLR.js";
import"../action-chunks/chunk-SM223FN7.js";import{d as _t}from"../action-chunks/chunk-A64LSPLL.js";var le=_t(xt(),1);async function Ve(t,e){let n=e??await t.list(),r=await Promise.allSettled(n.map(({stage:u,attempt:i,runAttempt:a})=>t.getAttempt(
u,i,a))),s=[],o=[],l=[];return r.forEach((u,i)=>{let{stage:a,attempt:m,runAttempt:d}=n[i];if(u.status==="fulfilled")u.value&&
s.push(u.value);else if(u.reason instanceof z&&u.reason.code===Ee)l.push({stage:a,attempt:m,runAttempt:d});else{let g=u.
reason instanceof z?{code:u.reason.code}:{};o.push({stage:a,attempt:m,runAttempt:d,reason:W(u.reason),...g})}}),{records:s,
unreadable:o,notRecords:l}}var it={comment:{max:Y.commentChars-512,measure:jt,named:`GitHub's ${v(Y.commentChars)}-character limit of a comment`},"\
job-summary":{max:Y.stepSummaryBytes,measure:Te,named:"GitHub's 1 MiB limit of a job summary"}},Re="default",Xe=160;function Se(t,e=Re){
return`<!-- ${Ae}${Ze(t)}:${Ze(e)} -->`}function Ze(t){return encodeURIComponent(t).replace(/[!'()*]/g,at).replace(/-(?=-)/g,
"%2D")}function at(t){return`%${t.charCodeAt(0).toString(16).toUpperCase().padStart(2,"0")}`}function jt(t){let e=0;for(let n=t.
indexOf(`
`);n!==-1;n=t.indexOf(`
`,n+1))e++;return t.length+e}var Tt=5e4;function lt(t,e={}){let n=Ot(t),{max:r,measure:s}=it[e.fit??"comment"],o=n.length,
l=(f,p=null,h=o,y=!0,$=o)=>{let R=Pt(n,e,{fieldChars:f,fieldsCut:new Set,entriesKept:p,listsCut:new Set,sectionsKept:h,flowchart:y,
rowsKept:$});return{text:R,ok:s(R)<=r}},u=l(null);if(u.ok)return u.text;let i=64,a=(f,p,h)=>{let y={value:f,...h(f)};if(!y.
ok)return null;for(;p-f>Math.max(0,p>>6);){let $=Math.ceil((f+p)/2),R=h($);R.ok?(f=$,y={value:$,...R}):p=$-1}return y},m=Math.
max(i,vt(n)),d=a(i,m,f=>l(f));if(d)return d.text;let g=a(0,Nt(n),f=>l(i,f));return g?a(i,m,f=>l(f,g.value))?.text??g.text:
a(0,o,f=>l(i,0,f))?.text??a(0,o,f=>l(i,0,0,!1,f))?.text??l(i,0,0,!1,0).text}function Et(t){let e=t.handoff;return[e?.summary,
e?.detail,e?.failure?.reason,e?.next?.reason,t.record.outcome.message,...ut(t).flat()]}function vt(t){let e=0;for(let{latest:n}of t)
for(let r of Et(n))e=Math.max(e,r?.length??0);return e}function Nt(t){let e=0;for(let{latest:n}of t)for(let r of ut(n))e=
Math.max(e,r.length);return e}function ut(t){let e=t.handoff;return[...ct(t).map(([,,n])=>n),Object.values(e?.data??{}),
(e?.artifacts??[]).map(n=>n.description),t.record.problems.map(n=>n.message)]}function ct(t){let e=t.handoff;return[["fa\
ilure.blockers","Blockers",e?.failure?.blockers],["failure.questions","Questions",e?.failure?.questions],["expectations.\
deliverables","Deliverables",e?.expectations?.deliverables],["expectations.acceptance","Acceptance",e?.expectations?.acceptance],
["expectations.constraints","Constraints",e?.expectations?.constraints]].filter(r=>(r[2]?.length??0)>0)}function Ot(t){let e=new Map;
for(let r of t){let s=e.get(r.record.stage)??[];s.push(r),e.set(r.record.stage,s)}let n=[...e.entries()].map(([r,s])=>{let o=[
...s].sort((l,u)=>pe(F(l.record),F(u.record)));return{stage:r,latest:o[o.length-1],earlier:o.slice(0,-1),keepPlace:0}});
return n.sort((r,s)=>r.latest.record.hop-s.latest.record.hop||D(Qe(r),Qe(s))||D(r.stage,s.stage)),It(n),n}function At(t,e){
if(t.run.attempt===1)return e>1?`attempt ${t.attempt} of ${e}`:"";let n=H(F(t));return e>1?`${n}, ${e} attempts`:n}function Qe(t){
return(t.earlier[0]??t.latest).record.agent.started_at}var oe={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\
\u274C",cancelled:"\u{1F6AB}"},Ut={...oe,running:"\u23F3",interrupted:"\u26A0\uFE0F"},$e=["failure","cancelled","blocked",
"partial","success"],et=["failure","blocked","cancelled","partial","success"];function It(t){let e=n=>n.outcome.reason===
"skipped"?et.length:et.indexOf(I(n));t.map((n,r)=>({group:n,index:r,rank:e(n.latest.record)})).sort((n,r)=>n.rank-r.rank||
n.index-r.index).forEach(({group:n},r)=>{n.keepPlace=r})}function tt(t,e){return t.filter(n=>n.keepPlace>=e)}function I(t){
return Ge(t.status,t.outcome.reason)}function dt(t,e){let n=I(t),r=t.outcome.reason==="completed"||n==="cancelled"?"":` ${e(
t.outcome.reason)}`;return`${oe[n]} ${n}${r}`}function Ct(t){let e=null;for(let{latest:n}of t){let r=I(n.record);(e===null||
$e.indexOf(r)<$e.indexOf(e))&&(e=r)}return e}function Pt(t,e,n){let r=e.workflow??t[0]?.latest.record.run.workflow??"wor\
kflow",s=t[0]?.latest.record.run,o=[Se(r,e.key)],l=e.cancelled||e.run?.status==="cancelled"?"cancelled":Ct(t),u=!e.cancelled&&
e.run?.status==="failure"&&l!=="failure",i=e.run?.status==="unknown"?null:e.run?.status==="running"||e.run?.status==="in\
terrupted"?e.run.status:u?"failure":l??e.run?.status??null,a=T(r,e)||"workflow";if(o.push(i===null?`## baton report \xB7 ${a}`:
`## ${Ut[i]} baton report \xB7 ${a} \xB7 ${i}`),o.push(Dt(t,e.runId??s?.id??null,e)),u&&e.run&&e.run.failedJobs.length>0)
o.push(`The run failed: ${ye(e.run.failedJobs,e)} failed.`);else if(!e.cancelled&&e.run?.status==="failure"){let f=new Set(
t.filter(h=>I(h.latest.record)==="failure").map(h=>h.latest.record.job)),p=e.run.failedJobs.filter(h=>!f.has(h));p.length>
0&&o.push(`Also failed: ${ye(p,e)}.`)}e.runUnreadable!==void 0&&o.push(["> [!WARNING]",`> The run's summary could not be\
 read, so this report is built from its records ${e.runReadFromEvents?"and its events.jsonl":"alone"}: ${T(e.runUnreadable,
e)}`].join(`
`));let m=Gt(e);m!==null&&o.push(m);let d=[nt(e.unreadable,"could not be read",e),nt(e.neverStored,"were never stored",e)].
filter(f=>f!==null).join(`

`);if(t.length===0)o.push(e.unreadable?.length?"No baton record of this run could be read (see below).":e.neverStored?.length?
"No baton record of this run was stored (see below).":e.run?.status==="running"?"No stage of this run has recorded yet: \
a stage\u2019s record is stored when its attempt ends.":e.run?.status==="interrupted"?"No stage of this run recorded bef\
ore it was interrupted: a stage\u2019s record is stored when its attempt ends.":"No baton records were found for this ru\
n. A stage that failed before it recorded (an input it refused, say) leaves none: its job\u2019s log says why."),d&&o.push(
d);else{o.push(Lt(t,e,n)),d&&o.push(d);let f=n.flowchart?qt(t,e.unreadable??[],e.neverStored??[]):"";f!==""&&f.length<=Tt?
o.push(f):n.flowchart=!1;for(let p of t)p.keepPlace<n.sectionsKept&&o.push(Yt(p,e,n))}let g=Xt(t,n,e);return g&&o.push(g),
o.push("<sub>Built by baton from the stage records; agent text is shown as data, sanitised.</sub>"),`${o.join(`

`)}
`}function ye(t,e){return`${t.length===1?"job":"jobs"} ${t.map(n=>ee(n,e)).join(", ")}`}function Gt(t){let e=t.run;if(e?.
status!=="running"&&e?.status!=="interrupted"&&e?.status!=="unknown")return null;let n=o=>ye(o,t),r=e.unfinishedJobs??[],
s=[...e.failedJobs.length===0?[]:[`${n(e.failedJobs)} failed`],...r.length===0?[]:[e.status==="running"?`${n(r)} ${r.length===
1?"is":"are"} running`:e.status==="interrupted"?`${n(r)} did not finish`:`${n(r)} had not finished where its events end`]];
if(e.status==="unknown"){let o="The run's end is not known",l="neither its run.json nor its events.jsonl says it";return s.
length===0?`${o}: ${l}.`:`${o} (${l}): ${s.join("; ")}.`}return s.length===0?null:`${e.status==="running"?"The run is st\
ill going":"The run was interrupted"}: ${s.join("; ")}.`}function nt(t,e,n){let r=[...t??[]].sort((i,a)=>D(i.stage,a.stage)||
pe(i,a));if(r.length===0)return null;let s=r.slice(0,20).map(i=>`> - ${ee(P(i.stage))} ${H(i)}: ${T(Mt(i.reason),n)}`);r.
length>s.length&&s.push(`> - and ${r.length-s.length} more`);let o=r.length===1;return["> [!WARNING]",`> ${`${r.length} ${o?
"record":"records"}`} of this run ${e==="could not be read"?e:o?"was never stored":e} and ${o?"is":"are"} not in this re\
port:`,...s].join(`
`)}function Mt(t){return t.split(`
`).map(e=>e.trim()).filter(e=>e!=="").join("; ")}function Dt(t,e,n){let r=t.reduce((i,a)=>i+1+a.earlier.length,0),s=ft(t),
o=`${t.length} ${t.length===1?"stage":"stages"}`,l=r>t.length?` in ${r} attempts`:"",u=Kt(e,n);return[`${o}${l}${s.length?
` (${s.join(", ")})`:""}`,Ft(t),u].filter(Boolean).join(" \xB7 ")}function Ft(t){let e=0,n=0,r=0,s=!1,o=!1;for(let u of t)
for(let{record:i}of[...u.earlier,u.latest]){let a=i.agent.usage;a&&((a.input_tokens!==void 0||a.output_tokens!==void 0)&&
(s=!0),e+=a.input_tokens??0,n+=a.output_tokens??0,a.cost_usd!==void 0&&(o=!0,r+=a.cost_usd))}let l=[];return s&&l.push(`${v(
e)} tokens in, ${v(n)} out`),o&&l.push(mt(r)),l.join(", ")}function ft(t){let e=new Map;for(let{latest:n}of t){let r=I(n.
record);e.set(r,(e.get(r)??0)+1)}return $e.filter(n=>e.has(n)).map(n=>`${e.get(n)} ${n}`)}function Kt(t,e){let n=t===null?
"the run":`run ${T(t)}`;return e.runUrl?`[View ${n}](${e.runUrl})`:t===null?"":`local ${n}`}function Lt(t,e,n){let r=t.some(
({latest:a})=>rt(a)!==null),s=t.some(({latest:a})=>a.record.agent.usage?.cost_usd!==void 0),o=["Stage","Status","Summary",
"Duration"];r&&o.push("Tokens"),s&&o.push("Cost");let l=[`| ${o.join(" | ")} |`,`|${o.map(()=>"---").join("|")}|`],u=0,i=()=>{
u>0&&l.push(`| \u2026 | ${u} more ${u===1?"stage":"stages"} |${" |".repeat(o.length-2)}`),u=0};for(let a of t){if(a.keepPlace>=
n.rowsKept){u++;continue}i();let{record:m,handoff:d}=a.latest,g=[`\`${P(m.stage)}\``,Ht(a),d?Q(Bt(d.summary,n.fieldChars),
e)||"\u2014":`_${Jt(m)}_`,Wt(a)];if(r&&g.push(rt(a.latest)??"\u2014"),s){let f=m.agent.usage?.cost_usd;g.push(f===void 0?
"\u2014":mt(f))}l.push(`| ${g.join(" | ")} |`)}return i(),l.join(`
`)}function Ht(t){let{record:e}=t.latest,n=[dt(e,s=>`(${s})`)],r=t.earlier.length+1;return r>1&&n.push(`\xB7 ${H(F(e))},\
 ${r} attempts`),n.join(" ")}function Jt(t){let e=Z(t).length;return e>0?Me(e):"no handoff"}function Bt(t,e){let n=Math.
min(Xe,e??Xe),s=(t.split(/\r?\n/).find(o=>o.trim()!=="")??"").trim();return s.length>n?`${me(s,n-1)}\u2026`:s}function rt(t){
let e=t.record.agent.usage;if(!e||e.input_tokens===void 0&&e.output_tokens===void 0)return null;let n=[];return e.input_tokens!==
void 0&&n.push(`${v(e.input_tokens)} in`),e.output_tokens!==void 0&&n.push(`${v(e.output_tokens)} out`),n.join(" / ")}function v(t){
return String(Math.round(t)).replace(/\B(?=(\d{3})+(?!\d))/g,",")}function mt(t){return t>=1?`$${t.toFixed(2)}`:`$${t.toFixed(
4)}`}function se(t){if(t<1e3)return`${t} ms`;let e=t/1e3;if(e<60)return`${e.toFixed(1)} s`;let n=Math.round(e),r=Math.floor(
n/3600),s=Math.floor(n%3600/60),o=n%60;return r>0?`${r} h ${String(s).padStart(2,"0")} min`:`${s} min ${String(o).padStart(
2,"0")} s`}function qt(t,e,n){let r=new Map,s=a=>{let m=r.get(a);return m===void 0&&(m=`s${r.size}`,r.set(a,m)),m};for(let a of t)
s(a.stage);let o=new Set,l=[];for(let{stage:a,latest:m}of t){let d=[...new Set(m.record.lineage.map(g=>g.stage))].sort(D);
for(let g of d)o.add(`${s(g)} --> ${s(a)}`)}for(let{stage:a,latest:m}of t){let d=m.handoff?.next?.stage;d!==void 0&&o.add(
`${s(a)} -.->|next| ${s(d)}`)}for(let[a,m]of r){let d=t.find(R=>R.stage===a);if(!d){let R=e.some(A=>A.stage===a)?"record\
 cannot be read":n.some(A=>A.stage===a)?"record never stored":"no stage record";l.push(`  ${m}["${te(P(a))}<br/>${te(R)}\
"]:::absent`);continue}let{record:g}=d.latest,f=d.earlier.length+1,p=I(g),h=Z(g).length>0?"<br/>handoff refused":"",y=`${oe[p]}\
 ${p}${f>1?` \xD7${f}`:""}`,$=p==="failure"||p==="blocked"?`:::${p}`:"";l.push(`  ${m}["${te(P(a))}<br/>${te(y)}${h}"]${$}`)}
for(let a of o)l.push(`  ${a}`);let u=a=>l.some(m=>m.endsWith(`:::${a}`)),i=[u("failure")?"  classDef failure fill:#ffeb\
e9,stroke:#cf222e,color:#1f2328":"",u("blocked")?"  classDef blocked fill:#fff8c5,stroke:#9a6700,color:#1f2328":"",u("ab\
sent")?"  classDef absent fill:#f6f8fa,stroke:#8c959f,stroke-dasharray:3 3,color:#59636e":""].filter(Boolean);return["``\
`mermaid","flowchart LR",...l,...i,"```"].join(`
`)}function te(t){let e="";for(let n of t)e+=/[A-Za-z0-9 _.,:/()-]/.test(n)?n:`#${n.codePointAt(0)};`;return e}function Wt(t){
let e=se(t.latest.record.agent.duration_ms);if(t.earlier.length===0)return e;let n=[t.latest,...t.earlier].reduce((r,s)=>r+
s.record.agent.duration_ms,0);return`${e} (${se(n)} in ${t.earlier.length+1} attempts)`}function Yt(t,e,n){let{record:r,
handoff:s}=t.latest,o=t.earlier.length+1,l=(d,g)=>Fe(U(t.stage,d,g,n),e),u=[`${oe[I(r)]} <b>${P(r.stage)}</b>`,I(r),se(r.
agent.duration_ms),At(r,o)].filter(Boolean).join(" \xB7 "),i=[];if(r.outcome.reason!=="completed"){let d=r.outcome.message?
`: ${T(U(t.stage,"outcome",r.outcome.message,n),e)}`:"";i.push(`**Outcome:** \`${r.outcome.reason}\`${d}`)}if(s===null){
let d=Z(r).length;i.push(d>0?`_The handoff it wrote was refused (${d} ${d===1?"problem":"problems"}, under Problems), so\
 none was kept._`:"_No handoff was captured for this attempt._")}else{i.push("**Summary**",l("summary",s.summary)||"\u2014");
let d=Object.entries(s.data??{}).sort(([p],[h])=>D(p,h));if(d.length>0){let{shown:p,more:h}=ne(t.stage,"data",d,n),y=p.map(
([$,R])=>`| ${Oe.test($)?`\`${$}\``:Q($)} | ${Q(U(t.stage,`data.${$}`,R,n),e)||"\u2014"} |`);h>0&&y.push(`| \u2026 | ${v(
h)} more ${h===1?"key":"keys"} |`),i.push(["**Data**","","| Key | Value |","|---|---|",...y].join(`
`))}let g=p=>ct(t.latest).filter(([h])=>h.startsWith(`${p}.`)).map(([h,y,$])=>Vt(t.stage,h,y,$,n,e));s.failure&&(i.push(
`**Failure:** ${T(U(t.stage,"failure",s.failure.reason,n),e)}`),i.push(...g("failure")));let f=g("expectations");if(f.length>
0&&i.push(["**Expectations** for the next stage",...f].join(`

`)),s.next){let p=s.next.reason?` \u2014 ${T(U(t.stage,"next.reason",s.next.reason,n),e)}`:"";i.push(`**Next:** \`${P(s.
next.stage)}\`${p}`)}if(s.artifacts?.length){let{shown:p,more:h}=ne(t.stage,"artifacts",s.artifacts,n),y=p.map(($,R)=>{let A=$.
description?` \u2014 ${T(U(t.stage,`artifacts.${R}`,$.description,n),e)}`:"";return`- ${be($.path,e)}${A}`});i.push(["**\
Artifacts**","",...y,...we(h)].join(`
`))}e.includeDetail&&s.detail&&i.push("**Detail**",l("detail",s.detail)||"\u2014")}let a=r.problems;if(a.length>0){let{shown:d,
more:g}=ne(t.stage,"problems",a,n),f=d.map((p,h)=>`- ${p.severity==="error"?"\u274C":"\u26A0\uFE0F"} ${be(p.code)} ${be(
p.path)}: ${T(U(t.stage,`problems.${h}`,p.message,n),e)}`);i.push(["**Problems**","",...f,...we(g)].join(`
`))}if(t.earlier.length>0){let d=t.earlier.map(({record:g})=>`- ${H(F(g))}: ${dt(g,f=>`(\`${f}\`)`)}, ${se(g.agent.duration_ms)}`);
i.push(["**Earlier attempts**","",...d].join(`
`))}return[r.status==="failure"||r.status==="blocked"?"<details open>":"<details>",`<summary>${u}</summary>`,"",i.join(`\


`),"","</details>"].join(`
`)}function Vt(t,e,n,r,s,o){let{shown:l,more:u}=ne(t,e,r,s),i=l.map((a,m)=>`- ${T(U(t,`${e}.${m}`,a,s),o)||"\u2014"}`);return`${n}\
:

${[...i,...we(u)].join(`
`)}`}function ne(t,e,n,r){return r.entriesKept===null||n.length<=r.entriesKept?{shown:n,more:0}:(r.listsCut.add(`${t}.${e}`),
{shown:n.slice(0,r.entriesKept),more:n.length-r.entriesKept})}function we(t){return t>0?[`- \u2026 ${v(t)} more`]:[]}function be(t,e={}){
return ee(t,e)}function P(t){return Ne.test(t)?t:encodeURIComponent(t).replace(/[!'()*]/g,at)}function U(t,e,n,r){if(r.fieldChars===
null||n.length<=r.fieldChars)return n;r.fieldsCut.add(`${t}.${e}`);let s=me(n,r.fieldChars);return`${s}

\u2026 (${v(n.length-s.length)} more characters cut)`}function re(t){let e=t.slice(0,10).map(n=>`\`${P(n)}\``);return t.
length>e.length?`${e.join(", ")} and ${t.length-e.length} more`:e.join(", ")}function st(t){return`${ft(t).join(", ")}: ${re(
t.map(e=>e.stage))}`}function ot(t){return[...new Set([...t].map(e=>e.slice(0,e.indexOf("."))))]}function Xt(t,e,n){let r=[];
if(e.fieldsCut.size>0){let i=ot(e.fieldsCut);r.push(`${e.fieldsCut.size} ${e.fieldsCut.size===1?"field was":"fields were"}\
 cut to ${v(e.fieldChars??0)} characters (${re(i)})`)}if(e.listsCut.size>0){let i=ot(e.listsCut),a=e.entriesKept??0,m=`${e.
listsCut.size} ${e.listsCut.size===1?"list shows":"lists show"}`;r.push(a===0?`${m} none of ${e.listsCut.size===1?"its":
"their"} entries, only how many there are (${re(i)})`:`${m} ${e.listsCut.size===1?"its":"their"} first ${v(a)} ${a===1?"\
entry":"entries"} (${re(i)})`)}let s=tt(t,e.sectionsKept);s.length>0&&r.push(`the sections of ${s.length} ${s.length===1?
"stage were":"stages were"} left out (${st(s)})`),!e.flowchart&&t.length>0&&r.push("the diagram was left out");let o=tt(
t,e.rowsKept);if(o.length>0&&r.push(`the ${o.length===1?"row":"rows"} of ${o.length} of ${t.length} stages ${o.length===
1?"was":"were"} left out of the table (${st(o)})`),r.length===0)return null;let l=n.recordsLocation??n.runUrl??null,u=l?
` The full records are in ${l}.`:"";return`> [!NOTE]
> This report was shortened to fit ${it[n.fit??"comment"].named}: ${r.join("; ")}.${u}`}var B=M(["success","failure","cancelled","skipped"]),pt=M(["success","failure","cancelled","skipped"]),Qt=M(["success","\
failure","cancelled"]),N=Pe.datetime(),ie=j(_().check(x(),V())),en=w({step:_().check(x(),V()),title:j(c()),file:j(c()),line:ie,
end_line:ie,col:ie,end_column:ie}),tn=w({step:_().check(x()),name:c(),message:j(c()),output_tail:O(c()),stages:O(G(c()))}),
_n=Ie("type",[w({type:k("run-started"),at:N,run:c(),workflow:c(),jobs:G(w({id:c(),needs:G(c()),legs:j(G(c()))}))}),w({type:k(
"job-legs"),at:N,job:c(),legs:G(c())}),w({type:k("job-started"),at:N,job:c(),leg:c(),name:j(c()),matrix:j(Ce(c(),Ue()))}),
w({type:k("step-started"),at:N,job:c(),leg:c(),step:_().check(x()),name:c()}),w({type:k("step-finished"),at:N,job:c(),leg:c(),
step:_().check(x()),name:c(),outcome:pt,conclusion:pt,duration_ms:_().check(x(),X()),message:j(c()),output_tail:O(c())}),
w({type:k("job-finished"),at:N,job:c(),leg:c(),result:B,duration_ms:_().check(x(),X()),reason:O(c()),reused:O(k(!0)),failed_step:O(
tn)}),w({type:k("job-skipped"),at:N,job:c(),result:M(["skipped","cancelled"]),reason:c()}),w({type:k("notice"),at:N,level:M(
["info","warning","error"]),job:j(c()),leg:j(c()),message:c(),annotation:O(en),problem:O(w({stage:c(),attempt:_().check(
x(),V()),code:c(),path:c()}))}),w({type:k("stage-recorded"),at:N,job:c(),leg:c(),stage:c(),attempt:_().check(x()),status:c()}),
w({type:k("run-finished"),at:N,run:c(),status:Qt,duration_ms:_().check(x(),X())})]);var nn=w({result:B}),rn=/^[A-Za-z_][A-Za-z0-9_-]*$/,sn=`${B.options.slice(0,-1).join(", ")} or ${B.options.at(-1)}`;function gt(t){
let e=(t??"").trim();if(e==="")return null;let n;try{n=JSON.parse(e)}catch{throw ae("it is not JSON")}if(n===null||typeof n!=
"object"||Array.isArray(n))throw ae("it is JSON, but not an object of jobs");let r=Object.entries(n),s=[];for(let[o,[l,u]]of r.
entries()){let i=`entry ${o+1} of ${r.length}`;if(!rn.test(l))throw ae(`${i} is not named by a job id`);let a=nn.safeParse(
u);if(!a.success)throw ae(`${i} has no result that is ${sn}`);s.push({job:l,result:a.data.result})}return s}function ae(t){
return new z("input-invalid",`must be the results of the jobs this job needs, as \`${b.needs}: \${{ toJSON(needs) }}\` pas\
ses them; ${t}`,{where:b.needs})}function ht(t){if(t.length===0)return null;let e=t.filter(n=>n.result==="failure").map(
n=>n.job);return e.length>0?{status:"failure",failedJobs:e}:t.some(n=>n.result==="cancelled")?{status:"cancelled",failedJobs:e}:
{status:"success",failedJobs:e}}var bt=["comment","summary","both"],on=/^[A-Za-z0-9_.-]{1,64}$/;function an(t){let e=(t[b.mode]??"").trim()||"both";if(!bt.
includes(e))throw new z("input-invalid",`must be one of ${bt.join(", ")}; got "${e}"`,{where:b.mode});return e}function $t(t,e){
let n=an(t),r=(t[b.key]??"").trim()||Re;if(!on.test(r))throw new z("input-invalid",`must be 1 to 64 letters, digits, '.'\
, '_' or '-' (it names the sticky comment); got "${r}"`,{where:b.key});let s=We(b.includeDetail,t[b.includeDetail],!1),o=gt(
t[b.needs]),l=o===null?null:ht(o),u=null;if(n!=="summary"){let i=(t[b.issueNumber]??"").trim();if(i!==""){if(!/^[1-9]\d{0,9}$/.
test(i))throw new z("input-invalid",`must be the number of an issue or pull request, like 42; got "${i}"`,{where:b.issueNumber});
u=Number(i)}else if(u=ln(e.payload),u===null)throw new z("issue-number-missing",`there is no issue or pull request to co\
mment on: the triggering event (${e.name||"unknown"}) is not about one. Set the issue-number input, or use mode: summary`,
{where:b.issueNumber})}return{mode:n,key:r,includeDetail:s,issueNumber:u,run:l}}function ln(t){let e=E(t);if(!e)return null;
let n=ze(E(e.pull_request)?.number)??ze(E(e.issue)?.number);if(n!==null)return n;for(let r of["workflow_run","check_run",
"check_suite"]){let s=E(e[r])?.pull_requests;if(Array.isArray(s)&&s.length===1){let o=ze(E(s[0])?.number);if(o!==null)return o}}
return null}var un=["pull_request","pull_request_review","pull_request_review_comment"];function yt(t,e){if(!un.includes(
t))return null;let n=E(E(e)?.pull_request),r=E(n?.head);if(!r)return null;if(r.repo===null)return{head:null};let s=E(r.repo);
if(!s)return null;let o=typeof s.full_name=="string"?s.full_name:null,l=E(E(n?.base)?.repo)?.full_name;return o!==null&&
typeof l=="string"?o===l?null:{head:o}:s.fork===!0?{head:o}:null}function E(t){return t!==null&&typeof t=="object"&&!Array.
isArray(t)?t:null}function ze(t){return typeof t=="number"&&Number.isInteger(t)&&t>0?t:null}async function cn(t,e,n){let{env:r}=t,s=new qe,o=C(b.githubToken);o&&je(o);let l={[b.mode]:C(b.mode),[b.key]:C(b.key),[b.
includeDetail]:C(b.includeDetail),[b.issueNumber]:C(b.issueNumber),[b.needs]:C(b.needs)},u={name:r.GITHUB_EVENT_NAME??"",
payload:mn(r.GITHUB_EVENT_PATH)},i=$t(l,u);e.mode=i.mode,e.issueNumber=i.issueNumber;let a=J(r,"GITHUB_REPOSITORY"),m=J(
r,"GITHUB_RUN_ID"),d=J(r,"GITHUB_WORKFLOW");if(i.mode!=="summary"&&!r.GITHUB_API_URL)throw new z("runner-env-missing","G\
ITHUB_API_URL is not set, so the report comment has no GitHub API to go to: the runner sets it for every step of a job. \
Run this as a step of a GitHub Actions job, or use mode: summary for the job summary alone");let g=Ye(r,o),f=new Be({tempDir:J(
r,"RUNNER_TEMP"),reporter:s}),p=await he(Ve(f),n).catch(S=>{if(!n.received)throw S});if(!p||n.received)return ke(e,n,s);
let{records:h,unreadable:y,notRecords:$}=p;if($.length>0){let S=$.map(ce=>Le(ce.stage,ce.attempt,ce.runAttempt)),[zt,kt]=S.
length===1?["artifact",`it holds no ${fe.record}, so it is not a baton record but another step's upload`]:["artifacts",`\
they hold no ${fe.record}, so they are not baton records but other steps' uploads`];s.info(`report: skipped ${zt} ${S.join(
", ")}: ${kt}; names that start with ${ve} are baton's: give your own artifacts other names`)}for(let S of y)s.warning(`\
record of stage ${S.stage} attempt ${S.attempt} could not be read: ${S.reason}`);s.info(`report: ${h.length} records of \
run ${m}${y.length?`, ${y.length} unreadable`:""}`);let R=r.GITHUB_SERVER_URL??"https://github.com",A=`${R.replace(/\/+$/,
"")}/${a}/actions/runs/${m}`,_e=S=>lt(h,{fit:S,workflow:d,key:i.key,runId:m,runUrl:A,recordsLocation:`[the run's artifac\
ts](${A}#artifacts)`,includeDetail:i.includeDetail,secrets:g,serverUrl:R,unreadable:y,...i.run===null?{}:{run:i.run}});if(i.
mode!=="comment"&&(await Ke(_e("job-summary"),g),e.summaryWritten=!0),i.mode==="summary"){ge({[L.commentId]:"",[L.commentUrl]:""}),
n.received&&s.info(`report: ${K(n.received)} while the job summary was being written; it was written, and is left as it \
is`);return}let{GitHubCommentSink:St}=await import("../action-chunks/comment-sink-BL3K7D7W.js");if(n.received)return ke(e,n,s);let ue=new St(
{token:o,repository:a,baseUrl:r.GITHUB_API_URL,reporter:s,forkPullRequest:yt(u.name,u.payload),signal:n.signal});e.sink=
ue;let q;try{q=await he(ue.upsert({issueNumber:i.issueNumber,marker:Se(d,i.key),body:_e("comment")}),n,()=>ue.inFlight!==
void 0)}catch(S){if(n.received)return ke(e,n,s);throw S}ge({[L.commentId]:String(q.id),[L.commentUrl]:q.url}),s.info(dn(
q,n))}function dn(t,e){return t.action==="unchanged"?e.received?`report: ${K(e.received)} while the comment was being ch\
ecked; it already held this report, and is left as it is: ${t.url}`:`report: comment ${t.url} unchanged`:e.received?`rep\
ort: ${K(e.received)} while the comment was being ${t.action}; it was ${t.action}, and is left as it is: ${t.url}`:`repo\
rt: ${t.action} comment ${t.url}`}function ke(t,e,n){t.cancelled=!0,n.warning(`report: cancelled: ${K(e.received)}; ${wt(
t)}`)}function wt(t,e=!1){let n=t.sink?.inFlight,r=[];if(t.mode!==void 0&&t.mode!=="summary"){let s=e?`GitHub did not an\
swer within the ${He.deadline/1e3} s a stopped step has`:"its request got no answer before the step stopped";r.push(n===
void 0?"no comment was created or updated":`the comment on #${t.issueNumber} may have been ${n==="create"?"created":"upd\
ated"}: ${s}; look for it there`)}return t.mode!==void 0&&t.mode!=="comment"&&r.push(`the job summary was ${t.summaryWritten?
"":"not "}written`),t.summaryWritten||n!==void 0?r.join("; "):`nothing was posted${r.length?`: ${r.join(", and ")}`:""}`}
var fn=16*1024*1024;function mn(t){if(!t)return{};try{return(0,le.statSync)(t).size>fn?{}:JSON.parse((0,le.readFileSync)(
t,"utf8"))}catch{return{}}}async function Rt(t=De()){let e={summaryWritten:!1,cancelled:!1};await Je(t,n=>cn(t,e,n),{async failed(n){
de(W(n))},async outOfTime(n){de(`report: ${K(n)}; ${wt(e,!0)}`)}}),e.cancelled&&t.exit(xe.Failure)}await Rt();

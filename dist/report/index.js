import{A as Ue,B as K,C as pe,D as Ce,E as Ie,F as Pe,G as J,I as Ge,l as de,o as D,p as F,r as Ne,s as Oe,t as _,u as X,
v as Z,x as fe,y as Ae}from"../action-chunks/chunk-IYXZUD3F.js";import"../action-chunks/chunk-E47MSI3N.js";import{a as ce}from"../action-chunks/chunk-LZSRZBQU.js";
import{a as pt}from"../action-chunks/chunk-R2LRCHEZ.js";import{i as ve}from"../action-chunks/chunk-6SIN2BQQ.js";import{N as M,c as Y,d as V,
h as d,i as z,j as k,l as _e,m as P,n as w,r as je,s as Te,t as G,u as R,v as N,w as x,y as Ee}from"../action-chunks/chunk-OGFSPBO6.js";
import"../action-chunks/chunk-PO5EA42V.js";import{d as S,f as W}from"../action-chunks/chunk-O7UU6C5Q.js";import{t as ue,u as ze,v as ke,w as xe,
x as h,y as L}from"../action-chunks/chunk-2FQEBD2O.js";import{f as Se,h as Re,i as U,k as le}from"../action-chunks/chunk-DHIUKFLR.js";import"../action-chunks/chunk-SM223FN7.js";
import{d as ft}from"../action-chunks/chunk-A64LSPLL.js";var ie=ft(pt(),1);async function Me(t,e){let n=e??await t.list(),r=await Promise.allSettled(n.map(({stage:l,attempt:u,runAttempt:i})=>t.getAttempt(
l,u,i))),s=[],o=[];return r.forEach((l,u)=>{let{stage:i,attempt:a,runAttempt:p}=n[u];if(l.status==="fulfilled")l.value&&
s.push(l.value);else{let f=l.reason instanceof S?{code:l.reason.code}:{};o.push({stage:i,attempt:a,runAttempt:p,reason:W(
l.reason),...f})}}),{records:s,unreadable:o}}var be="default",De=160,mt=512;function $e(t,e=be){return`<!-- ${xe}${Ke(t)}:${Ke(e)} -->`}function Ke(t){return encodeURIComponent(
t).replace(/[!'()*]/g,Ye).replace(/-(?=-)/g,"%2D")}function Ye(t){return`%${t.charCodeAt(0).toString(16).toUpperCase().padStart(
2,"0")}`}function gt(t){let e=0;for(let n=t.indexOf(`
`);n!==-1;n=t.indexOf(`
`,n+1))e++;return t.length+e}var ht=5e4;function Ve(t,e={}){let n=wt(t),r=e.maxLength??ue.commentChars-mt,s=n.length,o=(c,g=null,m=s,b=!0,y=s)=>{
let $=xt(n,e,{fieldChars:c,fieldsCut:new Set,entriesKept:g,listsCut:new Set,sectionsKept:m,flowchart:b,rowsKept:y});return{
text:$,ok:gt($)<=r}},l=o(null);if(l.ok)return l.text;let u=64,i=(c,g,m)=>{let b={value:c,...m(c)};if(!b.ok)return null;for(;g-
c>Math.max(0,g>>6);){let y=Math.ceil((c+g)/2),$=m(y);$.ok?(c=y,b={value:y,...$}):g=y-1}return b},a=Math.max(u,$t(n)),p=i(
u,a,c=>o(c));if(p)return p.text;let f=i(0,yt(n),c=>o(u,c));return f?i(u,a,c=>o(c,f.value))?.text??f.text:i(0,s,c=>o(u,0,
c))?.text??i(0,s,c=>o(u,0,0,!1,c))?.text??o(u,0,0,!1,0).text}function bt(t){let e=t.handoff;return[e?.summary,e?.detail,
e?.failure?.reason,e?.next?.reason,t.record.outcome.message,...Xe(t).flat()]}function $t(t){let e=0;for(let{latest:n}of t)
for(let r of bt(n))e=Math.max(e,r?.length??0);return e}function yt(t){let e=0;for(let{latest:n}of t)for(let r of Xe(n))e=
Math.max(e,r.length);return e}function Xe(t){let e=t.handoff;return[...Ze(t).map(([,,n])=>n),Object.values(e?.data??{}),
(e?.artifacts??[]).map(n=>n.description),t.record.problems.map(n=>n.message)]}function Ze(t){let e=t.handoff;return[["fa\
ilure.blockers","Blockers",e?.failure?.blockers],["failure.questions","Questions",e?.failure?.questions],["expectations.\
deliverables","Deliverables",e?.expectations?.deliverables],["expectations.acceptance","Acceptance",e?.expectations?.acceptance],
["expectations.constraints","Constraints",e?.expectations?.constraints]].filter(r=>(r[2]?.length??0)>0)}function wt(t){let e=new Map;
for(let r of t){let s=e.get(r.record.stage)??[];s.push(r),e.set(r.record.stage,s)}let n=[...e.entries()].map(([r,s])=>{let o=[
...s].sort((l,u)=>de(D(l.record),D(u.record)));return{stage:r,latest:o[o.length-1],earlier:o.slice(0,-1),keepPlace:0}});
return n.sort((r,s)=>r.latest.record.hop-s.latest.record.hop||M(Le(r),Le(s))||M(r.stage,s.stage)),zt(n),n}function St(t,e){
if(t.run.attempt===1)return e>1?`attempt ${t.attempt} of ${e}`:"";let n=F(D(t));return e>1?`${n}, ${e} attempts`:n}function Le(t){
return(t.earlier[0]??t.latest).record.agent.started_at}var re={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\
\u274C",cancelled:"\u{1F6AB}"},Rt={...re,running:"\u23F3",interrupted:"\u26A0\uFE0F"},ge=["failure","cancelled","blocked",
"partial","success"],Fe=["failure","blocked","cancelled","partial","success"];function zt(t){let e=n=>n.outcome.reason===
"skipped"?Fe.length:Fe.indexOf(C(n));t.map((n,r)=>({group:n,index:r,rank:e(n.latest.record)})).sort((n,r)=>n.rank-r.rank||
n.index-r.index).forEach(({group:n},r)=>{n.keepPlace=r})}function Je(t,e){return t.filter(n=>n.keepPlace>=e)}function C(t){
return ve(t.status,t.outcome.reason)}function Qe(t,e){let n=C(t),r=t.outcome.reason==="completed"||n==="cancelled"?"":` ${e(
t.outcome.reason)}`;return`${re[n]} ${n}${r}`}function kt(t){let e=null;for(let{latest:n}of t){let r=C(n.record);(e===null||
ge.indexOf(r)<ge.indexOf(e))&&(e=r)}return e}function xt(t,e,n){let r=e.workflow??t[0]?.latest.record.run.workflow??"wor\
kflow",s=t[0]?.latest.record.run,o=[$e(r,e.key)],l=e.cancelled||e.run?.status==="cancelled"?"cancelled":kt(t),u=!e.cancelled&&
e.run?.status==="failure"&&l!=="failure",i=e.run?.status==="unknown"?null:e.run?.status==="running"||e.run?.status==="in\
terrupted"?e.run.status:u?"failure":l??e.run?.status??null,a=_(r,e)||"workflow";o.push(i===null?`## baton report \xB7 ${a}`:
`## ${Rt[i]} baton report \xB7 ${a} \xB7 ${i}`),o.push(Tt(t,e.runId??s?.id??null,e)),u&&e.run&&e.run.failedJobs.length>0&&
o.push(`The run failed: ${et(e.run.failedJobs,e)} failed.`),e.runUnreadable!==void 0&&o.push(["> [!WARNING]",`> The run'\
s summary could not be read, so this report is built from its records ${e.runReadFromEvents?"and its events.jsonl":"alon\
e"}: ${_(e.runUnreadable,e)}`].join(`
`));let p=_t(e);p!==null&&o.push(p);let f=[He(e.unreadable,"could not be read",e),He(e.neverStored,"were never stored",e)].
filter(g=>g!==null).join(`

`);if(t.length===0)o.push(e.unreadable?.length?"No baton record of this run could be read (see below).":e.neverStored?.length?
"No baton record of this run was stored (see below).":e.run?.status==="running"?"No stage of this run has recorded yet: \
a stage\u2019s record is stored when its attempt ends.":e.run?.status==="interrupted"?"No stage of this run recorded bef\
ore it was interrupted: a stage\u2019s record is stored when its attempt ends.":"No baton records were found for this ru\
n. A stage that failed before it recorded (an input it refused, say) leaves none: its job\u2019s log says why."),f&&o.push(
f);else{o.push(Nt(t,e,n)),f&&o.push(f);let g=n.flowchart?Ut(t,e.unreadable??[],e.neverStored??[]):"";g!==""&&g.length<=ht?
o.push(g):n.flowchart=!1;for(let m of t)m.keepPlace<n.sectionsKept&&o.push(It(m,e,n))}let c=Gt(t,n,e);return c&&o.push(c),
o.push("<sub>Built by baton from the stage records; agent text is shown as data, sanitised.</sub>"),`${o.join(`

`)}
`}function et(t,e){return`${t.length===1?"job":"jobs"} ${t.map(n=>Z(n,e)).join(", ")}`}function _t(t){let e=t.run;if(e?.
status!=="running"&&e?.status!=="interrupted"&&e?.status!=="unknown")return null;let n=o=>et(o,t),r=e.unfinishedJobs??[],
s=[...e.failedJobs.length===0?[]:[`${n(e.failedJobs)} failed`],...r.length===0?[]:[e.status==="running"?`${n(r)} ${r.length===
1?"is":"are"} running`:e.status==="interrupted"?`${n(r)} did not finish`:`${n(r)} had not finished where its events end`]];
if(e.status==="unknown"){let o="The run's end is not known",l="neither its run.json nor its events.jsonl says it";return s.
length===0?`${o}: ${l}.`:`${o} (${l}): ${s.join("; ")}.`}return s.length===0?null:`${e.status==="running"?"The run is st\
ill going":"The run was interrupted"}: ${s.join("; ")}.`}function He(t,e,n){let r=[...t??[]].sort((i,a)=>M(i.stage,a.stage)||
de(i,a));if(r.length===0)return null;let s=r.slice(0,20).map(i=>`> - ${Z(I(i.stage))} ${F(i)}: ${_(jt(i.reason),n)}`);r.
length>s.length&&s.push(`> - and ${r.length-s.length} more`);let o=r.length===1;return["> [!WARNING]",`> ${`${r.length} ${o?
"record":"records"}`} of this run ${e==="could not be read"?e:o?"was never stored":e} and ${o?"is":"are"} not in this re\
port:`,...s].join(`
`)}function jt(t){return t.split(`
`).map(e=>e.trim()).filter(e=>e!=="").join("; ")}function Tt(t,e,n){let r=t.reduce((i,a)=>i+1+a.earlier.length,0),s=tt(t),
o=`${t.length} ${t.length===1?"stage":"stages"}`,l=r>t.length?` in ${r} attempts`:"",u=vt(e,n);return[`${o}${l}${s.length?
` (${s.join(", ")})`:""}`,Et(t),u].filter(Boolean).join(" \xB7 ")}function Et(t){let e=0,n=0,r=0,s=!1,o=!1;for(let u of t)
for(let{record:i}of[...u.earlier,u.latest]){let a=i.agent.usage;a&&((a.input_tokens!==void 0||a.output_tokens!==void 0)&&
(s=!0),e+=a.input_tokens??0,n+=a.output_tokens??0,a.cost_usd!==void 0&&(o=!0,r+=a.cost_usd))}let l=[];return s&&l.push(`${E(
e)} tokens in, ${E(n)} out`),o&&l.push(nt(r)),l.join(", ")}function tt(t){let e=new Map;for(let{latest:n}of t){let r=C(n.
record);e.set(r,(e.get(r)??0)+1)}return ge.filter(n=>e.has(n)).map(n=>`${e.get(n)} ${n}`)}function vt(t,e){let n=t===null?
"the run":`run ${_(t)}`;return e.runUrl?`[View ${n}](${e.runUrl})`:t===null?"":`local ${n}`}function Nt(t,e,n){let r=t.some(
({latest:a})=>Be(a)!==null),s=t.some(({latest:a})=>a.record.agent.usage?.cost_usd!==void 0),o=["Stage","Status","Summary",
"Duration"];r&&o.push("Tokens"),s&&o.push("Cost");let l=[`| ${o.join(" | ")} |`,`|${o.map(()=>"---").join("|")}|`],u=0,i=()=>{
u>0&&l.push(`| \u2026 | ${u} more ${u===1?"stage":"stages"} |${" |".repeat(o.length-2)}`),u=0};for(let a of t){if(a.keepPlace>=
n.rowsKept){u++;continue}i();let{record:p,handoff:f}=a.latest,c=[`\`${I(p.stage)}\``,Ot(a),f?X(At(f.summary,n.fieldChars),
e)||"\u2014":"_no handoff_",Ct(a)];if(r&&c.push(Be(a.latest)??"\u2014"),s){let g=p.agent.usage?.cost_usd;c.push(g===void 0?
"\u2014":nt(g))}l.push(`| ${c.join(" | ")} |`)}return i(),l.join(`
`)}function Ot(t){let{record:e}=t.latest,n=[Qe(e,s=>`(${s})`)],r=t.earlier.length+1;return r>1&&n.push(`\xB7 ${F(D(e))},\
 ${r} attempts`),n.join(" ")}function At(t,e){let n=Math.min(De,e??De),s=(t.split(/\r?\n/).find(o=>o.trim()!=="")??"").trim();
return s.length>n?`${ce(s,n-1)}\u2026`:s}function Be(t){let e=t.record.agent.usage;if(!e||e.input_tokens===void 0&&e.output_tokens===
void 0)return null;let n=[];return e.input_tokens!==void 0&&n.push(`${E(e.input_tokens)} in`),e.output_tokens!==void 0&&
n.push(`${E(e.output_tokens)} out`),n.join(" / ")}function E(t){return String(Math.round(t)).replace(/\B(?=(\d{3})+(?!\d))/g,
",")}function nt(t){return t>=1?`$${t.toFixed(2)}`:`$${t.toFixed(4)}`}function ne(t){if(t<1e3)return`${t} ms`;let e=t/1e3;
if(e<60)return`${e.toFixed(1)} s`;let n=Math.round(e),r=Math.floor(n/3600),s=Math.floor(n%3600/60),o=n%60;return r>0?`${r}\
 h ${String(s).padStart(2,"0")} min`:`${s} min ${String(o).padStart(2,"0")} s`}function Ut(t,e,n){let r=new Map,s=a=>{let p=r.
get(a);return p===void 0&&(p=`s${r.size}`,r.set(a,p)),p};for(let a of t)s(a.stage);let o=new Set,l=[];for(let{stage:a,latest:p}of t){
let f=[...new Set(p.record.lineage.map(c=>c.stage))].sort(M);for(let c of f)o.add(`${s(c)} --> ${s(a)}`)}for(let{stage:a,
latest:p}of t){let f=p.handoff?.next?.stage;f!==void 0&&o.add(`${s(a)} -.->|next| ${s(f)}`)}for(let[a,p]of r){let f=t.find(
$=>$.stage===a);if(!f){let $=e.some(T=>T.stage===a)?"record cannot be read":n.some(T=>T.stage===a)?"record never stored":
"no stage record";l.push(`  ${p}["${Q(I(a))}<br/>${Q($)}"]:::absent`);continue}let{record:c}=f.latest,g=f.earlier.length+
1,m=C(c),b=`${re[m]} ${m}${g>1?` \xD7${g}`:""}`,y=m==="failure"||m==="blocked"?`:::${m}`:"";l.push(`  ${p}["${Q(I(a))}<b\
r/>${Q(b)}"]${y}`)}for(let a of o)l.push(`  ${a}`);let u=a=>l.some(p=>p.endsWith(`:::${a}`)),i=[u("failure")?"  classDef\
 failure fill:#ffebe9,stroke:#cf222e,color:#1f2328":"",u("blocked")?"  classDef blocked fill:#fff8c5,stroke:#9a6700,colo\
r:#1f2328":"",u("absent")?"  classDef absent fill:#f6f8fa,stroke:#8c959f,stroke-dasharray:3 3,color:#59636e":""].filter(
Boolean);return["```mermaid","flowchart LR",...l,...i,"```"].join(`
`)}function Q(t){let e="";for(let n of t)e+=/[A-Za-z0-9 _.,:/()-]/.test(n)?n:`#${n.codePointAt(0)};`;return e}function Ct(t){
let e=ne(t.latest.record.agent.duration_ms);if(t.earlier.length===0)return e;let n=[t.latest,...t.earlier].reduce((r,s)=>r+
s.record.agent.duration_ms,0);return`${e} (${ne(n)} in ${t.earlier.length+1} attempts)`}function It(t,e,n){let{record:r,
handoff:s}=t.latest,o=t.earlier.length+1,l=(f,c)=>Oe(O(t.stage,f,c,n),e),u=[`${re[C(r)]} <b>${I(r.stage)}</b>`,C(r),ne(r.
agent.duration_ms),St(r,o)].filter(Boolean).join(" \xB7 "),i=[];if(r.outcome.reason!=="completed"){let f=r.outcome.message?
`: ${_(O(t.stage,"outcome",r.outcome.message,n),e)}`:"";i.push(`**Outcome:** \`${r.outcome.reason}\`${f}`)}if(s===null)i.
push("_No handoff was captured for this attempt._");else{i.push("**Summary**",l("summary",s.summary)||"\u2014");let f=Object.
entries(s.data??{}).sort(([m],[b])=>M(m,b));if(f.length>0){let{shown:m,more:b}=ee(t.stage,"data",f,n),y=m.map(([$,T])=>`\
| ${ke.test($)?`\`${$}\``:X($)} | ${X(O(t.stage,`data.${$}`,T,n),e)||"\u2014"} |`);b>0&&y.push(`| \u2026 | ${E(b)} more ${b===
1?"key":"keys"} |`),i.push(["**Data**","","| Key | Value |","|---|---|",...y].join(`
`))}let c=m=>Ze(t.latest).filter(([b])=>b.startsWith(`${m}.`)).map(([b,y,$])=>Pt(t.stage,b,y,$,n,e));s.failure&&(i.push(
`**Failure:** ${_(O(t.stage,"failure",s.failure.reason,n),e)}`),i.push(...c("failure")));let g=c("expectations");if(g.length>
0&&i.push(["**Expectations** for the next stage",...g].join(`

`)),s.next){let m=s.next.reason?` \u2014 ${_(O(t.stage,"next.reason",s.next.reason,n),e)}`:"";i.push(`**Next:** \`${I(s.
next.stage)}\`${m}`)}if(s.artifacts?.length){let{shown:m,more:b}=ee(t.stage,"artifacts",s.artifacts,n),y=m.map(($,T)=>{let B=$.
description?` \u2014 ${_(O(t.stage,`artifacts.${T}`,$.description,n),e)}`:"";return`- ${me($.path,e)}${B}`});i.push(["**\
Artifacts**","",...y,...he(b)].join(`
`))}e.includeDetail&&s.detail&&i.push("**Detail**",l("detail",s.detail)||"\u2014")}let a=r.problems;if(a.length>0){let{shown:f,
more:c}=ee(t.stage,"problems",a,n),g=f.map((m,b)=>`- ${m.severity==="error"?"\u274C":"\u26A0\uFE0F"} ${me(m.code)} ${me(
m.path)}: ${_(O(t.stage,`problems.${b}`,m.message,n),e)}`);i.push(["**Problems**","",...g,...he(c)].join(`
`))}if(t.earlier.length>0){let f=t.earlier.map(({record:c})=>`- ${F(D(c))}: ${Qe(c,g=>`(\`${g}\`)`)}, ${ne(c.agent.duration_ms)}`);
i.push(["**Earlier attempts**","",...f].join(`
`))}return[r.status==="failure"||r.status==="blocked"?"<details open>":"<details>",`<summary>${u}</summary>`,"",i.join(`\


`),"","</details>"].join(`
`)}function Pt(t,e,n,r,s,o){let{shown:l,more:u}=ee(t,e,r,s),i=l.map((a,p)=>`- ${_(O(t,`${e}.${p}`,a,s),o)||"\u2014"}`);return`${n}\
:

${[...i,...he(u)].join(`
`)}`}function ee(t,e,n,r){return r.entriesKept===null||n.length<=r.entriesKept?{shown:n,more:0}:(r.listsCut.add(`${t}.${e}`),
{shown:n.slice(0,r.entriesKept),more:n.length-r.entriesKept})}function he(t){return t>0?[`- \u2026 ${E(t)} more`]:[]}function me(t,e={}){
return Z(t,e)}function I(t){return ze.test(t)?t:encodeURIComponent(t).replace(/[!'()*]/g,Ye)}function O(t,e,n,r){if(r.fieldChars===
null||n.length<=r.fieldChars)return n;r.fieldsCut.add(`${t}.${e}`);let s=ce(n,r.fieldChars);return`${s}

\u2026 (${E(n.length-s.length)} more characters cut)`}function te(t){let e=t.slice(0,10).map(n=>`\`${I(n)}\``);return t.
length>e.length?`${e.join(", ")} and ${t.length-e.length} more`:e.join(", ")}function qe(t){return`${tt(t).join(", ")}: ${te(
t.map(e=>e.stage))}`}function We(t){return[...new Set([...t].map(e=>e.slice(0,e.indexOf("."))))]}function Gt(t,e,n){let r=[];
if(e.fieldsCut.size>0){let i=We(e.fieldsCut);r.push(`${e.fieldsCut.size} ${e.fieldsCut.size===1?"field was":"fields were"}\
 cut to ${E(e.fieldChars??0)} characters (${te(i)})`)}if(e.listsCut.size>0){let i=We(e.listsCut),a=e.entriesKept??0,p=`${e.
listsCut.size} ${e.listsCut.size===1?"list shows":"lists show"}`;r.push(a===0?`${p} none of ${e.listsCut.size===1?"its":
"their"} entries, only how many there are (${te(i)})`:`${p} ${e.listsCut.size===1?"its":"their"} first ${E(a)} ${a===1?"\
entry":"entries"} (${te(i)})`)}let s=Je(t,e.sectionsKept);s.length>0&&r.push(`the sections of ${s.length} ${s.length===1?
"stage were":"stages were"} left out (${qe(s)})`),!e.flowchart&&t.length>0&&r.push("the diagram was left out");let o=Je(
t,e.rowsKept);if(o.length>0&&r.push(`the ${o.length===1?"row":"rows"} of ${o.length} of ${t.length} stages ${o.length===
1?"was":"were"} left out of the table (${qe(o)})`),r.length===0)return null;let l=n.recordsLocation??n.runUrl??null,u=l?
` The full records are in ${l}.`:"";return`> [!NOTE]
> This report was shortened to fit GitHub's ${E(ue.commentChars)}-character limit: ${r.join("; ")}.${u}`}var H=G(["success","failure","cancelled","skipped"]),rt=G(["success","failure","cancelled","skipped"]),Dt=G(["success","\
failure","cancelled"]),v=Ee.datetime(),se=x(z().check(k(),Y())),Kt=w({step:z().check(k(),Y()),title:x(d()),file:x(d()),line:se,
end_line:se,col:se,end_column:se}),Lt=w({step:z().check(k()),name:d(),message:x(d()),output_tail:N(d()),stages:N(P(d()))}),
dn=je("type",[w({type:R("run-started"),at:v,run:d(),workflow:d(),jobs:P(w({id:d(),needs:P(d()),legs:x(P(d()))}))}),w({type:R(
"job-legs"),at:v,job:d(),legs:P(d())}),w({type:R("job-started"),at:v,job:d(),leg:d(),name:x(d()),matrix:x(Te(d(),_e()))}),
w({type:R("step-started"),at:v,job:d(),leg:d(),step:z().check(k()),name:d()}),w({type:R("step-finished"),at:v,job:d(),leg:d(),
step:z().check(k()),name:d(),outcome:rt,conclusion:rt,duration_ms:z().check(k(),V()),message:x(d()),output_tail:N(d())}),
w({type:R("job-finished"),at:v,job:d(),leg:d(),result:H,duration_ms:z().check(k(),V()),reason:N(d()),reused:N(R(!0)),failed_step:N(
Lt)}),w({type:R("job-skipped"),at:v,job:d(),result:G(["skipped","cancelled"]),reason:d()}),w({type:R("notice"),at:v,level:G(
["info","warning","error"]),job:x(d()),leg:x(d()),message:d(),annotation:N(Kt),problem:N(w({stage:d(),attempt:z().check(
k(),Y()),code:d(),path:d()}))}),w({type:R("stage-recorded"),at:v,job:d(),leg:d(),stage:d(),attempt:z().check(k()),status:d()}),
w({type:R("run-finished"),at:v,run:d(),status:Dt,duration_ms:z().check(k(),V())})]);var Ft=w({result:H}),Jt=/^[A-Za-z_][A-Za-z0-9_-]*$/,Ht=`${H.options.slice(0,-1).join(", ")} or ${H.options.at(-1)}`;function st(t){
let e=(t??"").trim();if(e==="")return null;let n;try{n=JSON.parse(e)}catch{throw oe("it is not JSON")}if(n===null||typeof n!=
"object"||Array.isArray(n))throw oe("it is JSON, but not an object of jobs");let r=Object.entries(n),s=[];for(let[o,[l,u]]of r.
entries()){let i=`entry ${o+1} of ${r.length}`;if(!Jt.test(l))throw oe(`${i} is not named by a job id`);let a=Ft.safeParse(
u);if(!a.success)throw oe(`${i} has no result that is ${Ht}`);s.push({job:l,result:a.data.result})}return s}function oe(t){
return new S("input-invalid",`must be the results of the jobs this job needs, as \`${h.needs}: \${{ toJSON(needs) }}\` pas\
ses them; ${t}`,{where:h.needs})}function ot(t){if(t.length===0)return null;let e=t.filter(n=>n.result==="failure").map(
n=>n.job);return e.length>0?{status:"failure",failedJobs:e}:t.some(n=>n.result==="cancelled")?{status:"cancelled",failedJobs:e}:
{status:"success",failedJobs:e}}var it=["comment","summary","both"],Bt=/^[A-Za-z0-9_.-]{1,64}$/;function qt(t){let e=(t[h.mode]??"").trim()||"both";if(!it.
includes(e))throw new S("input-invalid",`must be one of ${it.join(", ")}; got "${e}"`,{where:h.mode});return e}function at(t,e){
let n=qt(t),r=(t[h.key]??"").trim()||be;if(!Bt.test(r))throw new S("input-invalid",`must be 1 to 64 letters, digits, '.'\
, '_' or '-' (it names the sticky comment); got "${r}"`,{where:h.key});let s=Vt(t[h.includeDetail]??"",h.includeDetail,!1),
o=st(t[h.needs]),l=o===null?null:ot(o),u=null;if(n!=="summary"){let i=(t[h.issueNumber]??"").trim();if(i!==""){if(!/^[1-9]\d{0,9}$/.
test(i))throw new S("input-invalid",`must be the number of an issue or pull request, like 42; got "${i}"`,{where:h.issueNumber});
u=Number(i)}else if(u=Wt(e.payload),u===null)throw new S("issue-number-missing",`there is no issue or pull request to co\
mment on: the triggering event (${e.name||"unknown"}) is not about one. Set the issue-number input, or use mode: summary`,
{where:h.issueNumber})}return{mode:n,key:r,includeDetail:s,issueNumber:u,run:l}}function Wt(t){let e=j(t);if(!e)return null;
let n=ye(j(e.pull_request)?.number)??ye(j(e.issue)?.number);if(n!==null)return n;for(let r of["workflow_run","check_run",
"check_suite"]){let s=j(e[r])?.pull_requests;if(Array.isArray(s)&&s.length===1){let o=ye(j(s[0])?.number);if(o!==null)return o}}
return null}var Yt=["pull_request","pull_request_review","pull_request_review_comment"];function lt(t,e){if(!Yt.includes(
t))return null;let n=j(j(e)?.pull_request),r=j(n?.head);if(!r)return null;if(r.repo===null)return{head:null};let s=j(r.repo);
if(!s)return null;let o=typeof s.full_name=="string"?s.full_name:null,l=j(j(n?.base)?.repo)?.full_name;return o!==null&&
typeof l=="string"?o===l?null:{head:o}:s.fork===!0?{head:o}:null}function Vt(t,e,n){let r=t.trim();if(r==="")return n;if([
"true","True","TRUE"].includes(r))return!0;if(["false","False","FALSE"].includes(r))return!1;throw new S("input-invalid",
`must be true or false; got "${r}"`,{where:e})}function j(t){return t!==null&&typeof t=="object"&&!Array.isArray(t)?t:null}
function ye(t){return typeof t=="number"&&Number.isInteger(t)&&t>0?t:null}async function Xt(t,e,n){let{env:r}=t,s=new Pe,o=U(h.githubToken);o&&Re(o);let l={[h.mode]:U(h.mode),[h.key]:U(h.key),[h.
includeDetail]:U(h.includeDetail),[h.issueNumber]:U(h.issueNumber),[h.needs]:U(h.needs)},u={name:r.GITHUB_EVENT_NAME??"",
payload:en(r.GITHUB_EVENT_PATH)},i=at(l,u);e.mode=i.mode,e.issueNumber=i.issueNumber;let a=J(r,"GITHUB_REPOSITORY"),p=J(
r,"GITHUB_RUN_ID"),f=J(r,"GITHUB_WORKFLOW");if(i.mode!=="summary"&&!r.GITHUB_API_URL)throw new S("runner-env-missing","G\
ITHUB_API_URL is not set, so the report comment has no GitHub API to go to: the runner sets it for every step of a job. \
Run this as a step of a GitHub Actions job, or use mode: summary for the job summary alone");let c=Ge(r,o),g=new Ie({tempDir:J(
r,"RUNNER_TEMP"),reporter:s}),m=await pe(Me(g),n).catch(A=>{if(!n.received)throw A});if(!m||n.received)return we(e,n,s);
let{records:b,unreadable:y}=m;for(let A of y)s.warning(`record of stage ${A.stage} attempt ${A.attempt} could not be rea\
d: ${A.reason}`);s.info(`report: ${b.length} records of run ${p}${y.length?`, ${y.length} unreadable`:""}`);let $=r.GITHUB_SERVER_URL??
"https://github.com",T=`${$.replace(/\/+$/,"")}/${a}/actions/runs/${p}`,B=Ve(b,{workflow:f,key:i.key,runId:p,runUrl:T,recordsLocation:`\
[the run's artifacts](${T}#artifacts)`,includeDetail:i.includeDetail,secrets:c,serverUrl:$,unreadable:y,...i.run===null?
{}:{run:i.run}});if(i.mode!=="comment"&&(await Ae(B,c),e.summaryWritten=!0),i.mode==="summary"){fe({[L.commentId]:"",[L.
commentUrl]:""}),n.received&&s.info(`report: ${K(n.received)} while the job summary was being written; it was written, a\
nd is left as it is`);return}let{GitHubCommentSink:dt}=await import("../action-chunks/comment-sink-25IX55TZ.js");if(n.received)return we(
e,n,s);let ae=new dt({token:o,repository:a,baseUrl:r.GITHUB_API_URL,reporter:s,forkPullRequest:lt(u.name,u.payload),signal:n.
signal});e.sink=ae;let q;try{q=await pe(ae.upsert({issueNumber:i.issueNumber,marker:$e(f,i.key),body:B}),n,()=>ae.inFlight!==
void 0)}catch(A){if(n.received)return we(e,n,s);throw A}fe({[L.commentId]:String(q.id),[L.commentUrl]:q.url}),s.info(Zt(
q,n))}function Zt(t,e){return t.action==="unchanged"?e.received?`report: ${K(e.received)} while the comment was being ch\
ecked; it already held this report, and is left as it is: ${t.url}`:`report: comment ${t.url} unchanged`:e.received?`rep\
ort: ${K(e.received)} while the comment was being ${t.action}; it was ${t.action}, and is left as it is: ${t.url}`:`repo\
rt: ${t.action} comment ${t.url}`}function we(t,e,n){t.cancelled=!0,n.warning(`report: cancelled: ${K(e.received)}; ${ut(
t)}`)}function ut(t,e=!1){let n=t.sink?.inFlight,r=[];if(t.mode!==void 0&&t.mode!=="summary"){let s=e?`GitHub did not an\
swer within the ${Ue.deadline/1e3} s a stopped step has`:"its request got no answer before the step stopped";r.push(n===
void 0?"no comment was created or updated":`the comment on #${t.issueNumber} may have been ${n==="create"?"created":"upd\
ated"}: ${s}; look for it there`)}return t.mode!==void 0&&t.mode!=="comment"&&r.push(`the job summary was ${t.summaryWritten?
"":"not "}written`),t.summaryWritten||n!==void 0?r.join("; "):`nothing was posted${r.length?`: ${r.join(", and ")}`:""}`}
var Qt=16*1024*1024;function en(t){if(!t)return{};try{return(0,ie.statSync)(t).size>Qt?{}:JSON.parse((0,ie.readFileSync)(
t,"utf8"))}catch{return{}}}async function ct(t=Ne()){let e={summaryWritten:!1,cancelled:!1};await Ce(t,n=>Xt(t,e,n),{async failed(n){
le(W(n))},async outOfTime(n){le(`report: ${K(n)}; ${ut(e,!0)}`)}}),e.cancelled&&t.exit(Se.Failure)}await ct();

import{A as Ie,C as Pe,D as L,E as me,F as Ge,G as Me,H as De,I as J,K as Ke,n as fe,q as K,r as H,t as Ue,u as Ce,v as _,
w as Z,x as Q,z as pe}from"../action-chunks/chunk-ADCBJM6C.js";import"../action-chunks/chunk-XQPPBWGQ.js";import"../action-chunks/chunk-3LXMZGUX.js";
import"../action-chunks/chunk-G76UWAPX.js";import{a as de}from"../action-chunks/chunk-LZSRZBQU.js";import{a as gt}from"../action-chunks/chunk-R2LRCHEZ.js";
import{i as Oe,j as X,k as Ae}from"../action-chunks/chunk-FGMDLV4M.js";import{b as D}from"../action-chunks/chunk-F5FIGPXD.js";import{A as Ne,
e as Y,f as V,j as d,k as z,l as k,n as Te,o as G,p as w,t as Ee,u as ve,v as M,w as R,x as N,y as x}from"../action-chunks/chunk-DCKTRPAE.js";
import"../action-chunks/chunk-PO5EA42V.js";import{d as S,f as W}from"../action-chunks/chunk-O7UU6C5Q.js";import{A as _e,B as je,C as b,D as F,
y as ce,z as xe}from"../action-chunks/chunk-WORRBNCK.js";import{f as ze,h as ke,i as I,k as ue}from"../action-chunks/chunk-DHIUKFLR.js";import"../action-chunks/chunk-SM223FN7.js";
import{d as mt}from"../action-chunks/chunk-A64LSPLL.js";var ae=mt(gt(),1);async function Le(t,e){let n=e??await t.list(),r=await Promise.allSettled(n.map(({stage:l,attempt:u,runAttempt:i})=>t.getAttempt(
l,u,i))),s=[],o=[];return r.forEach((l,u)=>{let{stage:i,attempt:a,runAttempt:p}=n[u];if(l.status==="fulfilled")l.value&&
s.push(l.value);else{let f=l.reason instanceof S?{code:l.reason.code}:{};o.push({stage:i,attempt:a,runAttempt:p,reason:W(
l.reason),...f})}}),{records:s,unreadable:o}}var ye="default",Fe=160,ht=512;function we(t,e=ye){return`<!-- ${je}${He(t)}:${He(e)} -->`}function He(t){return encodeURIComponent(
t).replace(/[!'()*]/g,Ze).replace(/-(?=-)/g,"%2D")}function Ze(t){return`%${t.charCodeAt(0).toString(16).toUpperCase().padStart(
2,"0")}`}function bt(t){let e=0;for(let n=t.indexOf(`
`);n!==-1;n=t.indexOf(`
`,n+1))e++;return t.length+e}var $t=5e4;function Qe(t,e={}){let n=Rt(t),r=e.maxLength??ce.commentChars-ht,s=n.length,o=(c,h=null,m=s,g=!0,y=s)=>{
let $=jt(n,e,{fieldChars:c,fieldsCut:new Set,entriesKept:h,listsCut:new Set,sectionsKept:m,flowchart:g,rowsKept:y});return{
text:$,ok:bt($)<=r}},l=o(null);if(l.ok)return l.text;let u=64,i=(c,h,m)=>{let g={value:c,...m(c)};if(!g.ok)return null;for(;h-
c>Math.max(0,h>>6);){let y=Math.ceil((c+h)/2),$=m(y);$.ok?(c=y,g={value:y,...$}):h=y-1}return g},a=Math.max(u,wt(n)),p=i(
u,a,c=>o(c));if(p)return p.text;let f=i(0,St(n),c=>o(u,c));return f?i(u,a,c=>o(c,f.value))?.text??f.text:i(0,s,c=>o(u,0,
c))?.text??i(0,s,c=>o(u,0,0,!1,c))?.text??o(u,0,0,!1,0).text}function yt(t){let e=t.handoff;return[e?.summary,e?.detail,
e?.failure?.reason,e?.next?.reason,t.record.outcome.message,...et(t).flat()]}function wt(t){let e=0;for(let{latest:n}of t)
for(let r of yt(n))e=Math.max(e,r?.length??0);return e}function St(t){let e=0;for(let{latest:n}of t)for(let r of et(n))e=
Math.max(e,r.length);return e}function et(t){let e=t.handoff;return[...tt(t).map(([,,n])=>n),Object.values(e?.data??{}),
(e?.artifacts??[]).map(n=>n.description),t.record.problems.map(n=>n.message)]}function tt(t){let e=t.handoff;return[["fa\
ilure.blockers","Blockers",e?.failure?.blockers],["failure.questions","Questions",e?.failure?.questions],["expectations.\
deliverables","Deliverables",e?.expectations?.deliverables],["expectations.acceptance","Acceptance",e?.expectations?.acceptance],
["expectations.constraints","Constraints",e?.expectations?.constraints]].filter(r=>(r[2]?.length??0)>0)}function Rt(t){let e=new Map;
for(let r of t){let s=e.get(r.record.stage)??[];s.push(r),e.set(r.record.stage,s)}let n=[...e.entries()].map(([r,s])=>{let o=[
...s].sort((l,u)=>fe(K(l.record),K(u.record)));return{stage:r,latest:o[o.length-1],earlier:o.slice(0,-1),keepPlace:0}});
return n.sort((r,s)=>r.latest.record.hop-s.latest.record.hop||D(Je(r),Je(s))||D(r.stage,s.stage)),xt(n),n}function zt(t,e){
if(t.run.attempt===1)return e>1?`attempt ${t.attempt} of ${e}`:"";let n=H(K(t));return e>1?`${n}, ${e} attempts`:n}function Je(t){
return(t.earlier[0]??t.latest).record.agent.started_at}var se={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\
\u274C",cancelled:"\u{1F6AB}"},kt={...se,running:"\u23F3",interrupted:"\u26A0\uFE0F"},he=["failure","cancelled","blocked",
"partial","success"],Be=["failure","blocked","cancelled","partial","success"];function xt(t){let e=n=>n.outcome.reason===
"skipped"?Be.length:Be.indexOf(U(n));t.map((n,r)=>({group:n,index:r,rank:e(n.latest.record)})).sort((n,r)=>n.rank-r.rank||
n.index-r.index).forEach(({group:n},r)=>{n.keepPlace=r})}function qe(t,e){return t.filter(n=>n.keepPlace>=e)}function U(t){
return Oe(t.status,t.outcome.reason)}function nt(t,e){let n=U(t),r=t.outcome.reason==="completed"||n==="cancelled"?"":` ${e(
t.outcome.reason)}`;return`${se[n]} ${n}${r}`}function _t(t){let e=null;for(let{latest:n}of t){let r=U(n.record);(e===null||
he.indexOf(r)<he.indexOf(e))&&(e=r)}return e}function jt(t,e,n){let r=e.workflow??t[0]?.latest.record.run.workflow??"wor\
kflow",s=t[0]?.latest.record.run,o=[we(r,e.key)],l=e.cancelled||e.run?.status==="cancelled"?"cancelled":_t(t),u=!e.cancelled&&
e.run?.status==="failure"&&l!=="failure",i=e.run?.status==="unknown"?null:e.run?.status==="running"||e.run?.status==="in\
terrupted"?e.run.status:u?"failure":l??e.run?.status??null,a=_(r,e)||"workflow";if(o.push(i===null?`## baton report \xB7 ${a}`:
`## ${kt[i]} baton report \xB7 ${a} \xB7 ${i}`),o.push(vt(t,e.runId??s?.id??null,e)),u&&e.run&&e.run.failedJobs.length>0)
o.push(`The run failed: ${be(e.run.failedJobs,e)} failed.`);else if(!e.cancelled&&e.run?.status==="failure"){let h=new Set(
t.filter(g=>U(g.latest.record)==="failure").map(g=>g.latest.record.job)),m=e.run.failedJobs.filter(g=>!h.has(g));m.length>
0&&o.push(`Also failed: ${be(m,e)}.`)}e.runUnreadable!==void 0&&o.push(["> [!WARNING]",`> The run's summary could not be\
 read, so this report is built from its records ${e.runReadFromEvents?"and its events.jsonl":"alone"}: ${_(e.runUnreadable,
e)}`].join(`
`));let p=Tt(e);p!==null&&o.push(p);let f=[We(e.unreadable,"could not be read",e),We(e.neverStored,"were never stored",e)].
filter(h=>h!==null).join(`

`);if(t.length===0)o.push(e.unreadable?.length?"No baton record of this run could be read (see below).":e.neverStored?.length?
"No baton record of this run was stored (see below).":e.run?.status==="running"?"No stage of this run has recorded yet: \
a stage\u2019s record is stored when its attempt ends.":e.run?.status==="interrupted"?"No stage of this run recorded bef\
ore it was interrupted: a stage\u2019s record is stored when its attempt ends.":"No baton records were found for this ru\
n. A stage that failed before it recorded (an input it refused, say) leaves none: its job\u2019s log says why."),f&&o.push(
f);else{o.push(At(t,e,n)),f&&o.push(f);let h=n.flowchart?Pt(t,e.unreadable??[],e.neverStored??[]):"";h!==""&&h.length<=$t?
o.push(h):n.flowchart=!1;for(let m of t)m.keepPlace<n.sectionsKept&&o.push(Mt(m,e,n))}let c=Kt(t,n,e);return c&&o.push(c),
o.push("<sub>Built by baton from the stage records; agent text is shown as data, sanitised.</sub>"),`${o.join(`

`)}
`}function be(t,e){return`${t.length===1?"job":"jobs"} ${t.map(n=>Q(n,e)).join(", ")}`}function Tt(t){let e=t.run;if(e?.
status!=="running"&&e?.status!=="interrupted"&&e?.status!=="unknown")return null;let n=o=>be(o,t),r=e.unfinishedJobs??[],
s=[...e.failedJobs.length===0?[]:[`${n(e.failedJobs)} failed`],...r.length===0?[]:[e.status==="running"?`${n(r)} ${r.length===
1?"is":"are"} running`:e.status==="interrupted"?`${n(r)} did not finish`:`${n(r)} had not finished where its events end`]];
if(e.status==="unknown"){let o="The run's end is not known",l="neither its run.json nor its events.jsonl says it";return s.
length===0?`${o}: ${l}.`:`${o} (${l}): ${s.join("; ")}.`}return s.length===0?null:`${e.status==="running"?"The run is st\
ill going":"The run was interrupted"}: ${s.join("; ")}.`}function We(t,e,n){let r=[...t??[]].sort((i,a)=>D(i.stage,a.stage)||
fe(i,a));if(r.length===0)return null;let s=r.slice(0,20).map(i=>`> - ${Q(P(i.stage))} ${H(i)}: ${_(Et(i.reason),n)}`);r.
length>s.length&&s.push(`> - and ${r.length-s.length} more`);let o=r.length===1;return["> [!WARNING]",`> ${`${r.length} ${o?
"record":"records"}`} of this run ${e==="could not be read"?e:o?"was never stored":e} and ${o?"is":"are"} not in this re\
port:`,...s].join(`
`)}function Et(t){return t.split(`
`).map(e=>e.trim()).filter(e=>e!=="").join("; ")}function vt(t,e,n){let r=t.reduce((i,a)=>i+1+a.earlier.length,0),s=rt(t),
o=`${t.length} ${t.length===1?"stage":"stages"}`,l=r>t.length?` in ${r} attempts`:"",u=Ot(e,n);return[`${o}${l}${s.length?
` (${s.join(", ")})`:""}`,Nt(t),u].filter(Boolean).join(" \xB7 ")}function Nt(t){let e=0,n=0,r=0,s=!1,o=!1;for(let u of t)
for(let{record:i}of[...u.earlier,u.latest]){let a=i.agent.usage;a&&((a.input_tokens!==void 0||a.output_tokens!==void 0)&&
(s=!0),e+=a.input_tokens??0,n+=a.output_tokens??0,a.cost_usd!==void 0&&(o=!0,r+=a.cost_usd))}let l=[];return s&&l.push(`${E(
e)} tokens in, ${E(n)} out`),o&&l.push(st(r)),l.join(", ")}function rt(t){let e=new Map;for(let{latest:n}of t){let r=U(n.
record);e.set(r,(e.get(r)??0)+1)}return he.filter(n=>e.has(n)).map(n=>`${e.get(n)} ${n}`)}function Ot(t,e){let n=t===null?
"the run":`run ${_(t)}`;return e.runUrl?`[View ${n}](${e.runUrl})`:t===null?"":`local ${n}`}function At(t,e,n){let r=t.some(
({latest:a})=>Ye(a)!==null),s=t.some(({latest:a})=>a.record.agent.usage?.cost_usd!==void 0),o=["Stage","Status","Summary",
"Duration"];r&&o.push("Tokens"),s&&o.push("Cost");let l=[`| ${o.join(" | ")} |`,`|${o.map(()=>"---").join("|")}|`],u=0,i=()=>{
u>0&&l.push(`| \u2026 | ${u} more ${u===1?"stage":"stages"} |${" |".repeat(o.length-2)}`),u=0};for(let a of t){if(a.keepPlace>=
n.rowsKept){u++;continue}i();let{record:p,handoff:f}=a.latest,c=[`\`${P(p.stage)}\``,Ut(a),f?Z(It(f.summary,n.fieldChars),
e)||"\u2014":`_${Ct(p)}_`,Gt(a)];if(r&&c.push(Ye(a.latest)??"\u2014"),s){let h=p.agent.usage?.cost_usd;c.push(h===void 0?
"\u2014":st(h))}l.push(`| ${c.join(" | ")} |`)}return i(),l.join(`
`)}function Ut(t){let{record:e}=t.latest,n=[nt(e,s=>`(${s})`)],r=t.earlier.length+1;return r>1&&n.push(`\xB7 ${H(K(e))},\
 ${r} attempts`),n.join(" ")}function Ct(t){let e=X(t).length;return e>0?Ae(e):"no handoff"}function It(t,e){let n=Math.
min(Fe,e??Fe),s=(t.split(/\r?\n/).find(o=>o.trim()!=="")??"").trim();return s.length>n?`${de(s,n-1)}\u2026`:s}function Ye(t){
let e=t.record.agent.usage;if(!e||e.input_tokens===void 0&&e.output_tokens===void 0)return null;let n=[];return e.input_tokens!==
void 0&&n.push(`${E(e.input_tokens)} in`),e.output_tokens!==void 0&&n.push(`${E(e.output_tokens)} out`),n.join(" / ")}function E(t){
return String(Math.round(t)).replace(/\B(?=(\d{3})+(?!\d))/g,",")}function st(t){return t>=1?`$${t.toFixed(2)}`:`$${t.toFixed(
4)}`}function re(t){if(t<1e3)return`${t} ms`;let e=t/1e3;if(e<60)return`${e.toFixed(1)} s`;let n=Math.round(e),r=Math.floor(
n/3600),s=Math.floor(n%3600/60),o=n%60;return r>0?`${r} h ${String(s).padStart(2,"0")} min`:`${s} min ${String(o).padStart(
2,"0")} s`}function Pt(t,e,n){let r=new Map,s=a=>{let p=r.get(a);return p===void 0&&(p=`s${r.size}`,r.set(a,p)),p};for(let a of t)
s(a.stage);let o=new Set,l=[];for(let{stage:a,latest:p}of t){let f=[...new Set(p.record.lineage.map(c=>c.stage))].sort(D);
for(let c of f)o.add(`${s(c)} --> ${s(a)}`)}for(let{stage:a,latest:p}of t){let f=p.handoff?.next?.stage;f!==void 0&&o.add(
`${s(a)} -.->|next| ${s(f)}`)}for(let[a,p]of r){let f=t.find(T=>T.stage===a);if(!f){let T=e.some(O=>O.stage===a)?"record\
 cannot be read":n.some(O=>O.stage===a)?"record never stored":"no stage record";l.push(`  ${p}["${ee(P(a))}<br/>${ee(T)}\
"]:::absent`);continue}let{record:c}=f.latest,h=f.earlier.length+1,m=U(c),g=X(c).length>0?"<br/>handoff refused":"",y=`${se[m]}\
 ${m}${h>1?` \xD7${h}`:""}`,$=m==="failure"||m==="blocked"?`:::${m}`:"";l.push(`  ${p}["${ee(P(a))}<br/>${ee(y)}${g}"]${$}`)}
for(let a of o)l.push(`  ${a}`);let u=a=>l.some(p=>p.endsWith(`:::${a}`)),i=[u("failure")?"  classDef failure fill:#ffeb\
e9,stroke:#cf222e,color:#1f2328":"",u("blocked")?"  classDef blocked fill:#fff8c5,stroke:#9a6700,color:#1f2328":"",u("ab\
sent")?"  classDef absent fill:#f6f8fa,stroke:#8c959f,stroke-dasharray:3 3,color:#59636e":""].filter(Boolean);return["``\
`mermaid","flowchart LR",...l,...i,"```"].join(`
`)}function ee(t){let e="";for(let n of t)e+=/[A-Za-z0-9 _.,:/()-]/.test(n)?n:`#${n.codePointAt(0)};`;return e}function Gt(t){
let e=re(t.latest.record.agent.duration_ms);if(t.earlier.length===0)return e;let n=[t.latest,...t.earlier].reduce((r,s)=>r+
s.record.agent.duration_ms,0);return`${e} (${re(n)} in ${t.earlier.length+1} attempts)`}function Mt(t,e,n){let{record:r,
handoff:s}=t.latest,o=t.earlier.length+1,l=(f,c)=>Ce(A(t.stage,f,c,n),e),u=[`${se[U(r)]} <b>${P(r.stage)}</b>`,U(r),re(r.
agent.duration_ms),zt(r,o)].filter(Boolean).join(" \xB7 "),i=[];if(r.outcome.reason!=="completed"){let f=r.outcome.message?
`: ${_(A(t.stage,"outcome",r.outcome.message,n),e)}`:"";i.push(`**Outcome:** \`${r.outcome.reason}\`${f}`)}if(s===null){
let f=X(r).length;i.push(f>0?`_The handoff it wrote was refused (${f} ${f===1?"problem":"problems"}, under Problems), so\
 none was kept._`:"_No handoff was captured for this attempt._")}else{i.push("**Summary**",l("summary",s.summary)||"\u2014");
let f=Object.entries(s.data??{}).sort(([m],[g])=>D(m,g));if(f.length>0){let{shown:m,more:g}=te(t.stage,"data",f,n),y=m.map(
([$,T])=>`| ${_e.test($)?`\`${$}\``:Z($)} | ${Z(A(t.stage,`data.${$}`,T,n),e)||"\u2014"} |`);g>0&&y.push(`| \u2026 | ${E(
g)} more ${g===1?"key":"keys"} |`),i.push(["**Data**","","| Key | Value |","|---|---|",...y].join(`
`))}let c=m=>tt(t.latest).filter(([g])=>g.startsWith(`${m}.`)).map(([g,y,$])=>Dt(t.stage,g,y,$,n,e));s.failure&&(i.push(
`**Failure:** ${_(A(t.stage,"failure",s.failure.reason,n),e)}`),i.push(...c("failure")));let h=c("expectations");if(h.length>
0&&i.push(["**Expectations** for the next stage",...h].join(`

`)),s.next){let m=s.next.reason?` \u2014 ${_(A(t.stage,"next.reason",s.next.reason,n),e)}`:"";i.push(`**Next:** \`${P(s.
next.stage)}\`${m}`)}if(s.artifacts?.length){let{shown:m,more:g}=te(t.stage,"artifacts",s.artifacts,n),y=m.map(($,T)=>{let O=$.
description?` \u2014 ${_(A(t.stage,`artifacts.${T}`,$.description,n),e)}`:"";return`- ${ge($.path,e)}${O}`});i.push(["**\
Artifacts**","",...y,...$e(g)].join(`
`))}e.includeDetail&&s.detail&&i.push("**Detail**",l("detail",s.detail)||"\u2014")}let a=r.problems;if(a.length>0){let{shown:f,
more:c}=te(t.stage,"problems",a,n),h=f.map((m,g)=>`- ${m.severity==="error"?"\u274C":"\u26A0\uFE0F"} ${ge(m.code)} ${ge(
m.path)}: ${_(A(t.stage,`problems.${g}`,m.message,n),e)}`);i.push(["**Problems**","",...h,...$e(c)].join(`
`))}if(t.earlier.length>0){let f=t.earlier.map(({record:c})=>`- ${H(K(c))}: ${nt(c,h=>`(\`${h}\`)`)}, ${re(c.agent.duration_ms)}`);
i.push(["**Earlier attempts**","",...f].join(`
`))}return[r.status==="failure"||r.status==="blocked"?"<details open>":"<details>",`<summary>${u}</summary>`,"",i.join(`\


`),"","</details>"].join(`
`)}function Dt(t,e,n,r,s,o){let{shown:l,more:u}=te(t,e,r,s),i=l.map((a,p)=>`- ${_(A(t,`${e}.${p}`,a,s),o)||"\u2014"}`);return`${n}\
:

${[...i,...$e(u)].join(`
`)}`}function te(t,e,n,r){return r.entriesKept===null||n.length<=r.entriesKept?{shown:n,more:0}:(r.listsCut.add(`${t}.${e}`),
{shown:n.slice(0,r.entriesKept),more:n.length-r.entriesKept})}function $e(t){return t>0?[`- \u2026 ${E(t)} more`]:[]}function ge(t,e={}){
return Q(t,e)}function P(t){return xe.test(t)?t:encodeURIComponent(t).replace(/[!'()*]/g,Ze)}function A(t,e,n,r){if(r.fieldChars===
null||n.length<=r.fieldChars)return n;r.fieldsCut.add(`${t}.${e}`);let s=de(n,r.fieldChars);return`${s}

\u2026 (${E(n.length-s.length)} more characters cut)`}function ne(t){let e=t.slice(0,10).map(n=>`\`${P(n)}\``);return t.
length>e.length?`${e.join(", ")} and ${t.length-e.length} more`:e.join(", ")}function Ve(t){return`${rt(t).join(", ")}: ${ne(
t.map(e=>e.stage))}`}function Xe(t){return[...new Set([...t].map(e=>e.slice(0,e.indexOf("."))))]}function Kt(t,e,n){let r=[];
if(e.fieldsCut.size>0){let i=Xe(e.fieldsCut);r.push(`${e.fieldsCut.size} ${e.fieldsCut.size===1?"field was":"fields were"}\
 cut to ${E(e.fieldChars??0)} characters (${ne(i)})`)}if(e.listsCut.size>0){let i=Xe(e.listsCut),a=e.entriesKept??0,p=`${e.
listsCut.size} ${e.listsCut.size===1?"list shows":"lists show"}`;r.push(a===0?`${p} none of ${e.listsCut.size===1?"its":
"their"} entries, only how many there are (${ne(i)})`:`${p} ${e.listsCut.size===1?"its":"their"} first ${E(a)} ${a===1?"\
entry":"entries"} (${ne(i)})`)}let s=qe(t,e.sectionsKept);s.length>0&&r.push(`the sections of ${s.length} ${s.length===1?
"stage were":"stages were"} left out (${Ve(s)})`),!e.flowchart&&t.length>0&&r.push("the diagram was left out");let o=qe(
t,e.rowsKept);if(o.length>0&&r.push(`the ${o.length===1?"row":"rows"} of ${o.length} of ${t.length} stages ${o.length===
1?"was":"were"} left out of the table (${Ve(o)})`),r.length===0)return null;let l=n.recordsLocation??n.runUrl??null,u=l?
` The full records are in ${l}.`:"";return`> [!NOTE]
> This report was shortened to fit GitHub's ${E(ce.commentChars)}-character limit: ${r.join("; ")}.${u}`}var B=M(["success","failure","cancelled","skipped"]),ot=M(["success","failure","cancelled","skipped"]),Ft=M(["success","\
failure","cancelled"]),v=Ne.datetime(),oe=x(z().check(k(),Y())),Ht=w({step:z().check(k(),Y()),title:x(d()),file:x(d()),line:oe,
end_line:oe,col:oe,end_column:oe}),Jt=w({step:z().check(k()),name:d(),message:x(d()),output_tail:N(d()),stages:N(G(d()))}),
mn=Ee("type",[w({type:R("run-started"),at:v,run:d(),workflow:d(),jobs:G(w({id:d(),needs:G(d()),legs:x(G(d()))}))}),w({type:R(
"job-legs"),at:v,job:d(),legs:G(d())}),w({type:R("job-started"),at:v,job:d(),leg:d(),name:x(d()),matrix:x(ve(d(),Te()))}),
w({type:R("step-started"),at:v,job:d(),leg:d(),step:z().check(k()),name:d()}),w({type:R("step-finished"),at:v,job:d(),leg:d(),
step:z().check(k()),name:d(),outcome:ot,conclusion:ot,duration_ms:z().check(k(),V()),message:x(d()),output_tail:N(d())}),
w({type:R("job-finished"),at:v,job:d(),leg:d(),result:B,duration_ms:z().check(k(),V()),reason:N(d()),reused:N(R(!0)),failed_step:N(
Jt)}),w({type:R("job-skipped"),at:v,job:d(),result:M(["skipped","cancelled"]),reason:d()}),w({type:R("notice"),at:v,level:M(
["info","warning","error"]),job:x(d()),leg:x(d()),message:d(),annotation:N(Ht),problem:N(w({stage:d(),attempt:z().check(
k(),Y()),code:d(),path:d()}))}),w({type:R("stage-recorded"),at:v,job:d(),leg:d(),stage:d(),attempt:z().check(k()),status:d()}),
w({type:R("run-finished"),at:v,run:d(),status:Ft,duration_ms:z().check(k(),V())})]);var Bt=w({result:B}),qt=/^[A-Za-z_][A-Za-z0-9_-]*$/,Wt=`${B.options.slice(0,-1).join(", ")} or ${B.options.at(-1)}`;function it(t){
let e=(t??"").trim();if(e==="")return null;let n;try{n=JSON.parse(e)}catch{throw ie("it is not JSON")}if(n===null||typeof n!=
"object"||Array.isArray(n))throw ie("it is JSON, but not an object of jobs");let r=Object.entries(n),s=[];for(let[o,[l,u]]of r.
entries()){let i=`entry ${o+1} of ${r.length}`;if(!qt.test(l))throw ie(`${i} is not named by a job id`);let a=Bt.safeParse(
u);if(!a.success)throw ie(`${i} has no result that is ${Wt}`);s.push({job:l,result:a.data.result})}return s}function ie(t){
return new S("input-invalid",`must be the results of the jobs this job needs, as \`${b.needs}: \${{ toJSON(needs) }}\` pas\
ses them; ${t}`,{where:b.needs})}function at(t){if(t.length===0)return null;let e=t.filter(n=>n.result==="failure").map(
n=>n.job);return e.length>0?{status:"failure",failedJobs:e}:t.some(n=>n.result==="cancelled")?{status:"cancelled",failedJobs:e}:
{status:"success",failedJobs:e}}var lt=["comment","summary","both"],Yt=/^[A-Za-z0-9_.-]{1,64}$/;function Vt(t){let e=(t[b.mode]??"").trim()||"both";if(!lt.
includes(e))throw new S("input-invalid",`must be one of ${lt.join(", ")}; got "${e}"`,{where:b.mode});return e}function ut(t,e){
let n=Vt(t),r=(t[b.key]??"").trim()||ye;if(!Yt.test(r))throw new S("input-invalid",`must be 1 to 64 letters, digits, '.'\
, '_' or '-' (it names the sticky comment); got "${r}"`,{where:b.key});let s=Qt(t[b.includeDetail]??"",b.includeDetail,!1),
o=it(t[b.needs]),l=o===null?null:at(o),u=null;if(n!=="summary"){let i=(t[b.issueNumber]??"").trim();if(i!==""){if(!/^[1-9]\d{0,9}$/.
test(i))throw new S("input-invalid",`must be the number of an issue or pull request, like 42; got "${i}"`,{where:b.issueNumber});
u=Number(i)}else if(u=Xt(e.payload),u===null)throw new S("issue-number-missing",`there is no issue or pull request to co\
mment on: the triggering event (${e.name||"unknown"}) is not about one. Set the issue-number input, or use mode: summary`,
{where:b.issueNumber})}return{mode:n,key:r,includeDetail:s,issueNumber:u,run:l}}function Xt(t){let e=j(t);if(!e)return null;
let n=Se(j(e.pull_request)?.number)??Se(j(e.issue)?.number);if(n!==null)return n;for(let r of["workflow_run","check_run",
"check_suite"]){let s=j(e[r])?.pull_requests;if(Array.isArray(s)&&s.length===1){let o=Se(j(s[0])?.number);if(o!==null)return o}}
return null}var Zt=["pull_request","pull_request_review","pull_request_review_comment"];function ct(t,e){if(!Zt.includes(
t))return null;let n=j(j(e)?.pull_request),r=j(n?.head);if(!r)return null;if(r.repo===null)return{head:null};let s=j(r.repo);
if(!s)return null;let o=typeof s.full_name=="string"?s.full_name:null,l=j(j(n?.base)?.repo)?.full_name;return o!==null&&
typeof l=="string"?o===l?null:{head:o}:s.fork===!0?{head:o}:null}function Qt(t,e,n){let r=t.trim();if(r==="")return n;if([
"true","True","TRUE"].includes(r))return!0;if(["false","False","FALSE"].includes(r))return!1;throw new S("input-invalid",
`must be true or false; got "${r}"`,{where:e})}function j(t){return t!==null&&typeof t=="object"&&!Array.isArray(t)?t:null}
function Se(t){return typeof t=="number"&&Number.isInteger(t)&&t>0?t:null}async function en(t,e,n){let{env:r}=t,s=new De,o=I(b.githubToken);o&&ke(o);let l={[b.mode]:I(b.mode),[b.key]:I(b.key),[b.
includeDetail]:I(b.includeDetail),[b.issueNumber]:I(b.issueNumber),[b.needs]:I(b.needs)},u={name:r.GITHUB_EVENT_NAME??"",
payload:rn(r.GITHUB_EVENT_PATH)},i=ut(l,u);e.mode=i.mode,e.issueNumber=i.issueNumber;let a=J(r,"GITHUB_REPOSITORY"),p=J(
r,"GITHUB_RUN_ID"),f=J(r,"GITHUB_WORKFLOW");if(i.mode!=="summary"&&!r.GITHUB_API_URL)throw new S("runner-env-missing","G\
ITHUB_API_URL is not set, so the report comment has no GitHub API to go to: the runner sets it for every step of a job. \
Run this as a step of a GitHub Actions job, or use mode: summary for the job summary alone");let c=Ke(r,o),h=new Me({tempDir:J(
r,"RUNNER_TEMP"),reporter:s}),m=await me(Le(h),n).catch(C=>{if(!n.received)throw C});if(!m||n.received)return Re(e,n,s);
let{records:g,unreadable:y}=m;for(let C of y)s.warning(`record of stage ${C.stage} attempt ${C.attempt} could not be rea\
d: ${C.reason}`);s.info(`report: ${g.length} records of run ${p}${y.length?`, ${y.length} unreadable`:""}`);let $=r.GITHUB_SERVER_URL??
"https://github.com",T=`${$.replace(/\/+$/,"")}/${a}/actions/runs/${p}`,O=Qe(g,{workflow:f,key:i.key,runId:p,runUrl:T,recordsLocation:`\
[the run's artifacts](${T}#artifacts)`,includeDetail:i.includeDetail,secrets:c,serverUrl:$,unreadable:y,...i.run===null?
{}:{run:i.run}});if(i.mode!=="comment"&&(await Ie(O,c),e.summaryWritten=!0),i.mode==="summary"){pe({[F.commentId]:"",[F.
commentUrl]:""}),n.received&&s.info(`report: ${L(n.received)} while the job summary was being written; it was written, a\
nd is left as it is`);return}let{GitHubCommentSink:pt}=await import("../action-chunks/comment-sink-BL3K7D7W.js");if(n.received)return Re(
e,n,s);let le=new pt({token:o,repository:a,baseUrl:r.GITHUB_API_URL,reporter:s,forkPullRequest:ct(u.name,u.payload),signal:n.
signal});e.sink=le;let q;try{q=await me(le.upsert({issueNumber:i.issueNumber,marker:we(f,i.key),body:O}),n,()=>le.inFlight!==
void 0)}catch(C){if(n.received)return Re(e,n,s);throw C}pe({[F.commentId]:String(q.id),[F.commentUrl]:q.url}),s.info(tn(
q,n))}function tn(t,e){return t.action==="unchanged"?e.received?`report: ${L(e.received)} while the comment was being ch\
ecked; it already held this report, and is left as it is: ${t.url}`:`report: comment ${t.url} unchanged`:e.received?`rep\
ort: ${L(e.received)} while the comment was being ${t.action}; it was ${t.action}, and is left as it is: ${t.url}`:`repo\
rt: ${t.action} comment ${t.url}`}function Re(t,e,n){t.cancelled=!0,n.warning(`report: cancelled: ${L(e.received)}; ${dt(
t)}`)}function dt(t,e=!1){let n=t.sink?.inFlight,r=[];if(t.mode!==void 0&&t.mode!=="summary"){let s=e?`GitHub did not an\
swer within the ${Pe.deadline/1e3} s a stopped step has`:"its request got no answer before the step stopped";r.push(n===
void 0?"no comment was created or updated":`the comment on #${t.issueNumber} may have been ${n==="create"?"created":"upd\
ated"}: ${s}; look for it there`)}return t.mode!==void 0&&t.mode!=="comment"&&r.push(`the job summary was ${t.summaryWritten?
"":"not "}written`),t.summaryWritten||n!==void 0?r.join("; "):`nothing was posted${r.length?`: ${r.join(", and ")}`:""}`}
var nn=16*1024*1024;function rn(t){if(!t)return{};try{return(0,ae.statSync)(t).size>nn?{}:JSON.parse((0,ae.readFileSync)(
t,"utf8"))}catch{return{}}}async function ft(t=Ue()){let e={summaryWritten:!1,cancelled:!1};await Ge(t,n=>en(t,e,n),{async failed(n){
ue(W(n))},async outOfTime(n){ue(`report: ${L(n)}; ${dt(e,!0)}`)}}),e.cancelled&&t.exit(ze.Failure)}await ft();

import{A as Fe,B as He,C as Be,D as qe,E as B,F as We,H as Ye,n as Me,o as De,p as T,q as ee,r as te,t as ge,u as Je,w as Ke,
x as K,y as he,z as Le}from"../action-chunks/chunk-VZCDBS3T.js";import"../action-chunks/chunk-WOTIQE6Z.js";import"../action-chunks/chunk-GJ6RG2IC.js";
import"../action-chunks/chunk-2F3RZLDD.js";import{a as pe}from"../action-chunks/chunk-MRMAEUWW.js";import{a as kt}from"../action-chunks/chunk-R2LRCHEZ.js";
import{i as Ce,j as Q,k as Ge,l as me,o as J,p as H,u as Pe}from"../action-chunks/chunk-3BXX7L25.js";import{b as D}from"../action-chunks/chunk-PHI32AUF.js";
import{A as Ie,e as X,f as Z,j as p,k as j,l as _,n as Ae,o as P,p as R,t as Oe,u as Ue,v as M,w as z,x as O,y as x}from"../action-chunks/chunk-I3QVZSCL.js";
import"../action-chunks/chunk-PO5EA42V.js";import{d as S,f as V}from"../action-chunks/chunk-O7UU6C5Q.js";import{t as fe,u as Ne,v as Ee,w as ve,
x as $,y as F}from"../action-chunks/chunk-2W3RAMDQ.js";import{f as xe,h as Te,i as C,k as de}from"../action-chunks/chunk-DHIUKFLR.js";import"../action-chunks/chunk-SM223FN7.js";
import{d as zt}from"../action-chunks/chunk-A64LSPLL.js";var ue=zt(kt(),1);async function Ve(t,e){let n=e??await t.list(),r=await Promise.allSettled(n.map(({stage:a,attempt:l,runAttempt:u})=>t.getAttempt(
a,l,u))),s=[],o=[];return r.forEach((a,l)=>{let{stage:u,attempt:i,runAttempt:d}=n[l];if(a.status==="fulfilled")a.value&&
s.push(a.value);else{let g=a.reason instanceof S?{code:a.reason.code}:{};o.push({stage:u,attempt:i,runAttempt:d,reason:V(
a.reason),...g})}}),{records:s,unreadable:o}}var we="default",Xe=160,jt=512;function Re(t,e=we){return`<!-- ${ve}${Ze(t)}:${Ze(e)} -->`}function Ze(t){return encodeURIComponent(
t).replace(/[!'()*]/g,at).replace(/-(?=-)/g,"%2D")}function at(t){return`%${t.charCodeAt(0).toString(16).toUpperCase().padStart(
2,"0")}`}function _t(t){let e=0;for(let n=t.indexOf(`
`);n!==-1;n=t.indexOf(`
`,n+1))e++;return t.length+e}function ut(t){return t.kind==="skipped"?t.runAttempt:t.why.newerRunAttempt}var xt=5e4;function lt(t,e={}){
let n=vt(t,e),r=e.maxLength??fe.commentChars-jt,s=n.length,o=(c,f=null,h=s,m=!0,b=s)=>{let w=Ct(n,e,{fieldChars:c,fieldsCut:new Set,
entriesKept:f,listsCut:new Set,sectionsKept:h,flowchart:m,rowsKept:b});return{text:w,ok:_t(w)<=r}},a=o(null);if(a.ok)return a.
text;let l=64,u=(c,f,h)=>{let m={value:c,...h(c)};if(!m.ok)return null;for(;f-c>Math.max(0,f>>6);){let b=Math.ceil((c+f)/
2),w=h(b);w.ok?(c=b,m={value:b,...w}):f=b-1}return m},i=Math.max(l,Nt(n)),d=u(l,i,c=>o(c));if(d)return d.text;let g=u(0,
Et(n),c=>o(l,c));return g?u(l,i,c=>o(c,g.value))?.text??g.text:u(0,s,c=>o(l,0,c))?.text??u(0,s,c=>o(l,0,0,!1,c))?.text??
o(l,0,0,!1,0).text}function Tt(t){let e=t.handoff;return[e?.summary,e?.detail,e?.failure?.reason,e?.next?.reason,t.record.
outcome.message,...ct(t).flat()]}function Nt(t){let e=0;for(let{latest:n}of t)for(let r of Tt(n))e=Math.max(e,r?.length??
0);return e}function Et(t){let e=0;for(let{latest:n}of t)for(let r of ct(n))e=Math.max(e,r.length);return e}function ct(t){
let e=t.handoff;return[...dt(t).map(([,,n])=>n),Object.values(e?.data??{}),(e?.artifacts??[]).map(n=>n.description),t.record.
problems.map(n=>n.message)]}function dt(t){let e=t.handoff;return[["failure.blockers","Blockers",e?.failure?.blockers],[
"failure.questions","Questions",e?.failure?.questions],["expectations.deliverables","Deliverables",e?.expectations?.deliverables],
["expectations.acceptance","Acceptance",e?.expectations?.acceptance],["expectations.constraints","Constraints",e?.expectations?.
constraints]].filter(r=>(r[2]?.length??0)>0)}function vt(t,e){let n=Pe(t,e.unreadable??[]),r=e.skippedJobs,s=new Map;for(let a of t){
let l=s.get(a.record.stage)??[];l.push(a),s.set(a.record.stage,l)}let o=[...s.entries()].map(([a,l])=>{let u=[...l].sort(
(f,h)=>me(J(f.record),J(h.record))),i=u[u.length-1],{job:d}=i.record,g=n.get(a),c=r?.jobs.includes(d)&&i.record.run.attempt<
r.runAttempt?{kind:"skipped",job:d,runAttempt:r.runAttempt}:g!==void 0?{kind:"superseded",why:g}:void 0;return{stage:a,latest:i,
earlier:u.slice(0,-1),keepPlace:0,...c?{notRun:c}:{}}});return o.sort((a,l)=>a.latest.record.hop-l.latest.record.hop||D(
Qe(a),Qe(l))||D(a.stage,l.stage)),Ut(o),o}function At(t,e){if(t.run.attempt===1)return e>1?`attempt ${t.attempt} of ${e}`:
"";let n=H(J(t));return e>1?`${n}, ${e} attempts`:n}function Qe(t){return(t.earlier[0]??t.latest).record.agent.started_at}
var q={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\u274C",cancelled:"\u{1F6AB}"},Se={...q,"not run":"\
\u23ED\uFE0F"};function ft(t){return t.notRun?"not run":G(t.latest.record)}var Ot={...q,running:"\u23F3",interrupted:"\u26A0\uFE0F"},
$e=["failure","cancelled","blocked","partial","success"],et=["failure","blocked","cancelled","partial","success"];function Ut(t){
let e=n=>n.notRun!==void 0||n.latest.record.outcome.reason==="skipped"?et.length:et.indexOf(G(n.latest.record));t.map((n,r)=>({
group:n,index:r,rank:e(n)})).sort((n,r)=>n.rank-r.rank||n.index-r.index).forEach(({group:n},r)=>{n.keepPlace=r})}function tt(t,e){
return t.filter(n=>n.keepPlace>=e)}function G(t){return Ce(t.status,t.outcome.reason)}function ze(t,e){let n=G(t),r=t.outcome.
reason==="completed"||n==="cancelled"?"":` ${e(t.outcome.reason)}`;return`${q[n]} ${n}${r}`}function It(t){let e=null;for(let{
latest:n,notRun:r}of t){if(r!==void 0)continue;let s=G(n.record);(e===null||$e.indexOf(s)<$e.indexOf(e))&&(e=s)}return e}
function Ct(t,e,n){let r=e.workflow??t[0]?.latest.record.run.workflow??"workflow",s=t[0]?.latest.record.run,o=[Re(r,e.key)],
a=e.cancelled||e.run?.status==="cancelled"?"cancelled":It(t),l=!e.cancelled&&e.run?.status==="failure"&&a!=="failure",u=e.
run?.status==="unknown"?null:e.run?.status==="running"||e.run?.status==="interrupted"?e.run.status:l?"failure":a??e.run?.
status??null,i=T(r,e)||"workflow";if(o.push(u===null?`## baton report \xB7 ${i}`:`## ${Ot[u]} baton report \xB7 ${i} \xB7 ${u}`),
o.push(Mt(t,e.runId??s?.id??null,e)),l&&e.run&&e.run.failedJobs.length>0)o.push(`The run failed: ${se(e.run.failedJobs,e)}\
 failed.`);else if(!e.cancelled&&e.run?.status==="failure"){let f=new Set(t.filter(m=>ft(m)==="failure").map(m=>m.latest.
record.job)),h=e.run.failedJobs.filter(m=>!f.has(m));h.length>0&&o.push(`Also failed: ${se(h,e)}.`)}e.runUnreadable!==void 0&&
o.push(["> [!WARNING]",`> The run's summary could not be read, so this report is built from its records ${e.runReadFromEvents?
"and its events.jsonl":"alone"}: ${T(e.runUnreadable,e)}`].join(`
`));let d=Gt(e);d!==null&&o.push(d);let g=[nt(e.unreadable,"could not be read",e),nt(e.neverStored,"were never stored",e)].
filter(f=>f!==null).join(`

`);if(t.length===0)o.push(e.unreadable?.length?"No baton record of this run could be read (see below).":e.neverStored?.length?
"No baton record of this run was stored (see below).":e.run?.status==="running"?"No stage of this run has recorded yet: \
a stage\u2019s record is stored when its attempt ends.":e.run?.status==="interrupted"?"No stage of this run recorded bef\
ore it was interrupted: a stage\u2019s record is stored when its attempt ends.":"No baton records were found for this ru\
n. A stage that failed before it recorded (an input it refused, say) leaves none: its job\u2019s log says why."),g&&o.push(
g);else{o.push(Kt(t,e,n)),g&&o.push(g);let f=n.flowchart?Ht(t,e.unreadable??[],e.neverStored??[]):"";f!==""&&f.length<=xt?
o.push(f):n.flowchart=!1;for(let h of t)h.keepPlace<n.sectionsKept&&o.push(qt(h,e,n))}let c=Vt(t,n,e);return c&&o.push(c),
o.push("<sub>Built by baton from the stage records; agent text is shown as data, sanitised.</sub>"),`${o.join(`

`)}
`}function se(t,e){return`${t.length===1?"job":"jobs"} ${t.map(n=>te(n,e)).join(", ")}`}function Gt(t){let e=t.run;if(e?.
status!=="running"&&e?.status!=="interrupted"&&e?.status!=="unknown")return null;let n=o=>se(o,t),r=e.unfinishedJobs??[],
s=[...e.failedJobs.length===0?[]:[`${n(e.failedJobs)} failed`],...r.length===0?[]:[e.status==="running"?`${n(r)} ${r.length===
1?"is":"are"} running`:e.status==="interrupted"?`${n(r)} did not finish`:`${n(r)} had not finished where its events end`]];
if(e.status==="unknown"){let o="The run's end is not known",a="neither its run.json nor its events.jsonl says it";return s.
length===0?`${o}: ${a}.`:`${o} (${a}): ${s.join("; ")}.`}return s.length===0?null:`${e.status==="running"?"The run is st\
ill going":"The run was interrupted"}: ${s.join("; ")}.`}function nt(t,e,n){let r=[...t??[]].sort((u,i)=>D(u.stage,i.stage)||
me(u,i));if(r.length===0)return null;let s=r.slice(0,20).map(u=>`> - ${te(k(u.stage))} ${H(u)}: ${T(Pt(u.reason),n)}`);r.
length>s.length&&s.push(`> - and ${r.length-s.length} more`);let o=r.length===1;return["> [!WARNING]",`> ${`${r.length} ${o?
"record":"records"}`} of this run ${e==="could not be read"?e:o?"was never stored":e} and ${o?"is":"are"} not in this re\
port:`,...s].join(`
`)}function Pt(t){return t.split(`
`).map(e=>e.trim()).filter(e=>e!=="").join("; ")}function Mt(t,e,n){let r=t.reduce((u,i)=>u+1+i.earlier.length,0),s=pt(t),
o=`${t.length} ${t.length===1?"stage":"stages"}`,a=r>t.length?` in ${r} attempts`:"",l=Jt(e,n);return[`${o}${a}${s.length?
` (${s.join(", ")})`:""}`,Dt(t),l].filter(Boolean).join(" \xB7 ")}function Dt(t){let e=0,n=0,r=0,s=!1,o=!1;for(let l of t)
for(let{record:u}of[...l.earlier,l.latest]){let i=u.agent.usage;i&&((i.input_tokens!==void 0||i.output_tokens!==void 0)&&
(s=!0),e+=i.input_tokens??0,n+=i.output_tokens??0,i.cost_usd!==void 0&&(o=!0,r+=i.cost_usd))}let a=[];return s&&a.push(`${v(
e)} tokens in, ${v(n)} out`),o&&a.push(mt(r)),a.join(", ")}function pt(t){let e=new Map;for(let r of t){let s=ft(r);e.set(
s,(e.get(s)??0)+1)}return[...$e,"not run"].filter(r=>e.has(r)).map(r=>`${e.get(r)} ${r}`)}function Jt(t,e){let n=t===null?
"the run":`run ${T(t)}`;return e.runUrl?`[View ${n}](${e.runUrl})`:t===null?"":`local ${n}`}function Kt(t,e,n){let r=t.some(
({latest:i})=>st(i)!==null),s=t.some(({latest:i})=>i.record.agent.usage?.cost_usd!==void 0),o=["Stage","Status","Summary",
"Duration"];r&&o.push("Tokens"),s&&o.push("Cost");let a=[`| ${o.join(" | ")} |`,`|${o.map(()=>"---").join("|")}|`],l=0,u=()=>{
l>0&&a.push(`| \u2026 | ${l} more ${l===1?"stage":"stages"} |${" |".repeat(o.length-2)}`),l=0};for(let i of t){if(i.keepPlace>=
n.rowsKept){l++;continue}u();let{record:d,handoff:g}=i.latest;if(i.notRun!==void 0){let f=[`\`${k(d.stage)}\``,rt(i),`_l\
ast ran in run attempt ${d.run.attempt}_`,"\u2014"];r&&f.push("\u2014"),s&&f.push("\u2014"),a.push(`| ${f.join(" | ")} |`);
continue}let c=[`\`${k(d.stage)}\``,rt(i),g?ee(Ft(g.summary,n.fieldChars),e)||"\u2014":`_${Lt(d)}_`,Bt(i)];if(r&&c.push(
st(i.latest)??"\u2014"),s){let f=d.agent.usage?.cost_usd;c.push(f===void 0?"\u2014":mt(f))}a.push(`| ${c.join(" | ")} |`)}
return u(),a.join(`
`)}function rt(t){let{record:e}=t.latest;if(t.notRun!==void 0)return`${Se["not run"]} ${ke(t.notRun)}`;let n=[ze(e,s=>`(${s}\
)`)],r=t.earlier.length+1;return r>1&&n.push(`\xB7 ${H(J(e))}, ${r} attempts`),n.join(" ")}function ke(t){return`${t.kind===
"skipped"?"skipped":"not run"} in run attempt ${ut(t)}`}function Lt(t){let e=Q(t).length;return e>0?Ge(e):"no handoff"}function Ft(t,e){
let n=Math.min(Xe,e??Xe),s=(t.split(/\r?\n/).find(o=>o.trim()!=="")??"").trim();return s.length>n?`${pe(s,n-1)}\u2026`:s}
function st(t){let e=t.record.agent.usage;if(!e||e.input_tokens===void 0&&e.output_tokens===void 0)return null;let n=[];
return e.input_tokens!==void 0&&n.push(`${v(e.input_tokens)} in`),e.output_tokens!==void 0&&n.push(`${v(e.output_tokens)}\
 out`),n.join(" / ")}function v(t){return String(Math.round(t)).replace(/\B(?=(\d{3})+(?!\d))/g,",")}function mt(t){return t>=
1?`$${t.toFixed(2)}`:`$${t.toFixed(4)}`}function oe(t){if(t<1e3)return`${t} ms`;let e=t/1e3;if(e<60)return`${e.toFixed(1)}\
 s`;let n=Math.round(e),r=Math.floor(n/3600),s=Math.floor(n%3600/60),o=n%60;return r>0?`${r} h ${String(s).padStart(2,"0")}\
 min`:`${s} min ${String(o).padStart(2,"0")} s`}function Ht(t,e,n){let r=new Map,s=i=>{let d=r.get(i);return d===void 0&&
(d=`s${r.size}`,r.set(i,d)),d};for(let i of t)s(i.stage);let o=new Set,a=[];for(let{stage:i,latest:d,notRun:g}of t){if(g!==
void 0)continue;let c=[...new Set(d.record.lineage.map(f=>f.stage))].sort(D);for(let f of c)o.add(`${s(f)} --> ${s(i)}`)}
for(let{stage:i,latest:d,notRun:g}of t){if(g!==void 0)continue;let c=d.handoff?.next?.stage;c!==void 0&&o.add(`${s(i)} -\
.->|next| ${s(c)}`)}for(let[i,d]of r){let g=t.find(y=>y.stage===i);if(!g){let y=e.some(E=>E.stage===i)?"record cannot be\
 read":n.some(E=>E.stage===i)?"record never stored":"no stage record";a.push(`  ${d}["${L(k(i))}<br/>${L(y)}"]:::absent`);
continue}if(g.notRun!==void 0){let y=`${Se["not run"]} ${ke(g.notRun)}`;a.push(`  ${d}["${L(k(i))}<br/>${L(y)}"]:::absen\
t`);continue}let{record:c}=g.latest,f=g.earlier.length+1,h=G(c),m=Q(c).length>0?"<br/>handoff refused":"",b=`${q[h]} ${h}${f>
1?` \xD7${f}`:""}`,w=h==="failure"||h==="blocked"?`:::${h}`:"";a.push(`  ${d}["${L(k(i))}<br/>${L(b)}${m}"]${w}`)}for(let i of o)
a.push(`  ${i}`);let l=i=>a.some(d=>d.endsWith(`:::${i}`)),u=[l("failure")?"  classDef failure fill:#ffebe9,stroke:#cf22\
2e,color:#1f2328":"",l("blocked")?"  classDef blocked fill:#fff8c5,stroke:#9a6700,color:#1f2328":"",l("absent")?"  class\
Def absent fill:#f6f8fa,stroke:#8c959f,stroke-dasharray:3 3,color:#59636e":""].filter(Boolean);return["```mermaid","flow\
chart LR",...a,...u,"```"].join(`
`)}function L(t){let e="";for(let n of t)e+=/[A-Za-z0-9 _.,:/()-]/.test(n)?n:`#${n.codePointAt(0)};`;return e}function Bt(t){
let e=oe(t.latest.record.agent.duration_ms);if(t.earlier.length===0)return e;let n=[t.latest,...t.earlier].reduce((r,s)=>r+
s.record.agent.duration_ms,0);return`${e} (${oe(n)} in ${t.earlier.length+1} attempts)`}function qt(t,e,n){let{record:r,
handoff:s}=t.latest,o=t.earlier.length+1,a=(c,f)=>De(U(t.stage,c,f,n),e),l=t.notRun,u=(l===void 0?[`${q[G(r)]} <b>${k(r.
stage)}</b>`,G(r),oe(r.agent.duration_ms),At(r,o)]:[`${Se["not run"]} <b>${k(r.stage)}</b>`,ke(l),`last ran in run attem\
pt ${r.run.attempt}`]).filter(Boolean).join(" \xB7 "),i=[];if(l!==void 0&&i.push(Wt(t,l,e)),r.outcome.reason!=="complete\
d"){let c=r.outcome.message?`: ${T(U(t.stage,"outcome",r.outcome.message,n),e)}`:"";i.push(`**Outcome:** \`${r.outcome.reason}\
\`${c}`)}if(s===null){let c=Q(r).length;i.push(c>0?`_The handoff it wrote was refused (${c} ${c===1?"problem":"problems"}\
, under Problems), so none was kept._`:"_No handoff was captured for this attempt._")}else{i.push("**Summary**",a("summa\
ry",s.summary)||"\u2014");let c=Object.entries(s.data??{}).sort(([m],[b])=>D(m,b));if(c.length>0){let{shown:m,more:b}=ne(
t.stage,"data",c,n),w=m.map(([y,E])=>`| ${Ee.test(y)?`\`${y}\``:ee(y)} | ${ee(U(t.stage,`data.${y}`,E,n),e)||"\u2014"} |`);
b>0&&w.push(`| \u2026 | ${v(b)} more ${b===1?"key":"keys"} |`),i.push(["**Data**","","| Key | Value |","|---|---|",...w].
join(`
`))}let f=m=>dt(t.latest).filter(([b])=>b.startsWith(`${m}.`)).map(([b,w,y])=>Yt(t.stage,b,w,y,n,e));s.failure&&(i.push(
`**Failure:** ${T(U(t.stage,"failure",s.failure.reason,n),e)}`),i.push(...f("failure")));let h=f("expectations");if(h.length>
0&&i.push(["**Expectations** for the next stage",...h].join(`

`)),s.next){let m=s.next.reason?` \u2014 ${T(U(t.stage,"next.reason",s.next.reason,n),e)}`:"";i.push(`**Next:** \`${k(s.
next.stage)}\`${m}`)}if(s.artifacts?.length){let{shown:m,more:b}=ne(t.stage,"artifacts",s.artifacts,n),w=m.map((y,E)=>{let le=y.
description?` \u2014 ${T(U(t.stage,`artifacts.${E}`,y.description,n),e)}`:"";return`- ${be(y.path,e)}${le}`});i.push(["*\
*Artifacts**","",...w,...ye(b)].join(`
`))}e.includeDetail&&s.detail&&i.push("**Detail**",a("detail",s.detail)||"\u2014")}let d=r.problems;if(d.length>0){let{shown:c,
more:f}=ne(t.stage,"problems",d,n),h=c.map((m,b)=>`- ${m.severity==="error"?"\u274C":"\u26A0\uFE0F"} ${be(m.code)} ${be(
m.path)}: ${T(U(t.stage,`problems.${b}`,m.message,n),e)}`);i.push(["**Problems**","",...h,...ye(f)].join(`
`))}if(t.earlier.length>0){let c=t.earlier.map(({record:f})=>`- ${H(J(f))}: ${ze(f,h=>`(\`${h}\`)`)}, ${oe(f.agent.duration_ms)}`);
i.push(["**Earlier attempts**","",...c].join(`
`))}return[l===void 0&&(r.status==="failure"||r.status==="blocked")?"<details open>":"<details>",`<summary>${u}</summary\
>`,"",i.join(`

`),"","</details>"].join(`
`)}function Wt(t,e,n){let{record:r}=t.latest,s=ut(e),o=`Its newest record, attempt ${r.attempt} of run attempt ${r.run.attempt}\
 (${ze(r,l=>`\`${l}\``)})`,a=e.kind==="skipped"?`${se([e.job],n)} was skipped in it, as the \`needs\` input says. ${o}, \
is`:`stage \`${k(e.why.upstream)}\` ran again in it and this stage did not (its job was skipped, or stopped before it rec\
orded). ${o}, was rendered from \`${k(e.why.upstream)}\`'s record of run attempt ${e.why.readRunAttempt}; it is`;return`\
**Not run in run attempt ${s}:** ${a} shown below as it was, and is not the stage's result in run attempt ${s}: it fails\
 nothing.`}function Yt(t,e,n,r,s,o){let{shown:a,more:l}=ne(t,e,r,s),u=a.map((i,d)=>`- ${T(U(t,`${e}.${d}`,i,s),o)||"\u2014"}`);
return`${n}:

${[...u,...ye(l)].join(`
`)}`}function ne(t,e,n,r){return r.entriesKept===null||n.length<=r.entriesKept?{shown:n,more:0}:(r.listsCut.add(`${t}.${e}`),
{shown:n.slice(0,r.entriesKept),more:n.length-r.entriesKept})}function ye(t){return t>0?[`- \u2026 ${v(t)} more`]:[]}function be(t,e={}){
return te(t,e)}function k(t){return Ne.test(t)?t:encodeURIComponent(t).replace(/[!'()*]/g,at)}function U(t,e,n,r){if(r.fieldChars===
null||n.length<=r.fieldChars)return n;r.fieldsCut.add(`${t}.${e}`);let s=pe(n,r.fieldChars);return`${s}

\u2026 (${v(n.length-s.length)} more characters cut)`}function re(t){let e=t.slice(0,10).map(n=>`\`${k(n)}\``);return t.
length>e.length?`${e.join(", ")} and ${t.length-e.length} more`:e.join(", ")}function ot(t){return`${pt(t).join(", ")}: ${re(
t.map(e=>e.stage))}`}function it(t){return[...new Set([...t].map(e=>e.slice(0,e.indexOf("."))))]}function Vt(t,e,n){let r=[];
if(e.fieldsCut.size>0){let u=it(e.fieldsCut);r.push(`${e.fieldsCut.size} ${e.fieldsCut.size===1?"field was":"fields were"}\
 cut to ${v(e.fieldChars??0)} characters (${re(u)})`)}if(e.listsCut.size>0){let u=it(e.listsCut),i=e.entriesKept??0,d=`${e.
listsCut.size} ${e.listsCut.size===1?"list shows":"lists show"}`;r.push(i===0?`${d} none of ${e.listsCut.size===1?"its":
"their"} entries, only how many there are (${re(u)})`:`${d} ${e.listsCut.size===1?"its":"their"} first ${v(i)} ${i===1?"\
entry":"entries"} (${re(u)})`)}let s=tt(t,e.sectionsKept);s.length>0&&r.push(`the sections of ${s.length} ${s.length===1?
"stage were":"stages were"} left out (${ot(s)})`),!e.flowchart&&t.length>0&&r.push("the diagram was left out");let o=tt(
t,e.rowsKept);if(o.length>0&&r.push(`the ${o.length===1?"row":"rows"} of ${o.length} of ${t.length} stages ${o.length===
1?"was":"were"} left out of the table (${ot(o)})`),r.length===0)return null;let a=n.recordsLocation??n.runUrl??null,l=a?
` The full records are in ${a}.`:"";return`> [!NOTE]
> This report was shortened to fit GitHub's ${v(fe.commentChars)}-character limit: ${r.join("; ")}.${l}`}var W=M(["success","failure","cancelled","skipped"]),gt=M(["success","failure","cancelled","skipped"]),Zt=M(["success","\
failure","cancelled"]),A=Ie.datetime(),ie=x(j().check(_(),X())),Qt=R({step:j().check(_(),X()),title:x(p()),file:x(p()),line:ie,
end_line:ie,col:ie,end_column:ie}),en=R({step:j().check(_()),name:p(),message:x(p()),output_tail:O(p()),stages:O(P(p()))}),
kn=Oe("type",[R({type:z("run-started"),at:A,run:p(),workflow:p(),jobs:P(R({id:p(),needs:P(p()),legs:x(P(p()))}))}),R({type:z(
"job-legs"),at:A,job:p(),legs:P(p())}),R({type:z("job-started"),at:A,job:p(),leg:p(),name:x(p()),matrix:x(Ue(p(),Ae()))}),
R({type:z("step-started"),at:A,job:p(),leg:p(),step:j().check(_()),name:p()}),R({type:z("step-finished"),at:A,job:p(),leg:p(),
step:j().check(_()),name:p(),outcome:gt,conclusion:gt,duration_ms:j().check(_(),Z()),message:x(p()),output_tail:O(p())}),
R({type:z("job-finished"),at:A,job:p(),leg:p(),result:W,duration_ms:j().check(_(),Z()),reason:O(p()),reused:O(z(!0)),failed_step:O(
en)}),R({type:z("job-skipped"),at:A,job:p(),result:M(["skipped","cancelled"]),reason:p()}),R({type:z("notice"),at:A,level:M(
["info","warning","error"]),job:x(p()),leg:x(p()),message:p(),annotation:O(Qt),problem:O(R({stage:p(),attempt:j().check(
_(),X()),code:p(),path:p()}))}),R({type:z("stage-recorded"),at:A,job:p(),leg:p(),stage:p(),attempt:j().check(_()),status:p()}),
R({type:z("run-finished"),at:A,run:p(),status:Zt,duration_ms:j().check(_(),Z())})]);var tn=R({result:W}),nn=/^[A-Za-z_][A-Za-z0-9_-]*$/,rn=`${W.options.slice(0,-1).join(", ")} or ${W.options.at(-1)}`;function ht(t){
let e=(t??"").trim();if(e==="")return null;let n;try{n=JSON.parse(e)}catch{throw ae("it is not JSON")}if(n===null||typeof n!=
"object"||Array.isArray(n))throw ae("it is JSON, but not an object of jobs");let r=Object.entries(n),s=[];for(let[o,[a,l]]of r.
entries()){let u=`entry ${o+1} of ${r.length}`;if(!nn.test(a))throw ae(`${u} is not named by a job id`);let i=tn.safeParse(
l);if(!i.success)throw ae(`${u} has no result that is ${rn}`);s.push({job:a,result:i.data.result})}return s}function ae(t){
return new S("input-invalid",`must be the results of the jobs this job needs, as \`${$.needs}: \${{ toJSON(needs) }}\` pas\
ses them; ${t}`,{where:$.needs})}function bt(t){if(t.length===0)return null;let e=t.filter(r=>r.result==="failure").map(
r=>r.job),n=t.filter(r=>r.result==="skipped").map(r=>r.job);return e.length>0?{status:"failure",failedJobs:e,skippedJobs:n}:
t.some(r=>r.result==="cancelled")?{status:"cancelled",failedJobs:e,skippedJobs:n}:{status:"success",failedJobs:e,skippedJobs:n}}var $t=["comment","summary","both"],sn=/^[A-Za-z0-9_.-]{1,64}$/;function on(t){let e=(t[$.mode]??"").trim()||"both";if(!$t.
includes(e))throw new S("input-invalid",`must be one of ${$t.join(", ")}; got "${e}"`,{where:$.mode});return e}function yt(t,e){
let n=on(t),r=(t[$.key]??"").trim()||we;if(!sn.test(r))throw new S("input-invalid",`must be 1 to 64 letters, digits, '.'\
, '_' or '-' (it names the sticky comment); got "${r}"`,{where:$.key});let s=ln(t[$.includeDetail]??"",$.includeDetail,!1),
o=ht(t[$.needs]),a=o===null?null:bt(o),l=null;if(n!=="summary"){let u=(t[$.issueNumber]??"").trim();if(u!==""){if(!/^[1-9]\d{0,9}$/.
test(u))throw new S("input-invalid",`must be the number of an issue or pull request, like 42; got "${u}"`,{where:$.issueNumber});
l=Number(u)}else if(l=an(e.payload),l===null)throw new S("issue-number-missing",`there is no issue or pull request to co\
mment on: the triggering event (${e.name||"unknown"}) is not about one. Set the issue-number input, or use mode: summary`,
{where:$.issueNumber})}return{mode:n,key:r,includeDetail:s,issueNumber:l,run:a}}function an(t){let e=N(t);if(!e)return null;
let n=je(N(e.pull_request)?.number)??je(N(e.issue)?.number);if(n!==null)return n;for(let r of["workflow_run","check_run",
"check_suite"]){let s=N(e[r])?.pull_requests;if(Array.isArray(s)&&s.length===1){let o=je(N(s[0])?.number);if(o!==null)return o}}
return null}var un=["pull_request","pull_request_review","pull_request_review_comment"];function wt(t,e){if(!un.includes(
t))return null;let n=N(N(e)?.pull_request),r=N(n?.head);if(!r)return null;if(r.repo===null)return{head:null};let s=N(r.repo);
if(!s)return null;let o=typeof s.full_name=="string"?s.full_name:null,a=N(N(n?.base)?.repo)?.full_name;return o!==null&&
typeof a=="string"?o===a?null:{head:o}:s.fork===!0?{head:o}:null}function ln(t,e,n){let r=t.trim();if(r==="")return n;if([
"true","True","TRUE"].includes(r))return!0;if(["false","False","FALSE"].includes(r))return!1;throw new S("input-invalid",
`must be true or false; got "${r}"`,{where:e})}function N(t){return t!==null&&typeof t=="object"&&!Array.isArray(t)?t:null}
function je(t){return typeof t=="number"&&Number.isInteger(t)&&t>0?t:null}async function cn(t,e,n){let{env:r}=t,s=new qe,o=C($.githubToken);o&&Te(o);let a={[$.mode]:C($.mode),[$.key]:C($.key),[$.
includeDetail]:C($.includeDetail),[$.issueNumber]:C($.issueNumber),[$.needs]:C($.needs)},l={name:r.GITHUB_EVENT_NAME??"",
payload:pn(r.GITHUB_EVENT_PATH)},u=yt(a,l);e.mode=u.mode,e.issueNumber=u.issueNumber;let i=B(r,"GITHUB_REPOSITORY"),d=B(
r,"GITHUB_RUN_ID"),g=B(r,"GITHUB_WORKFLOW");if(u.mode!=="summary"&&!r.GITHUB_API_URL)throw new S("runner-env-missing","G\
ITHUB_API_URL is not set, so the report comment has no GitHub API to go to: the runner sets it for every step of a job. \
Run this as a step of a GitHub Actions job, or use mode: summary for the job summary alone");let c=Ye(r,o),f=new Be({tempDir:B(
r,"RUNNER_TEMP"),reporter:s,...He(r)}),h=await he(Ve(f),n).catch(I=>{if(!n.received)throw I});if(!h||n.received)return _e(
e,n,s);let{records:m,unreadable:b}=h;for(let I of b)s.warning(`record of stage ${I.stage} attempt ${I.attempt} could not\
 be read: ${I.reason}`);s.info(`report: ${m.length} records of run ${d}${b.length?`, ${b.length} unreadable`:""}`);let w=r.
GITHUB_SERVER_URL??"https://github.com",y=`${w.replace(/\/+$/,"")}/${i}/actions/runs/${d}`,E=lt(m,{workflow:g,key:u.key,
runId:d,runUrl:y,recordsLocation:`[the run's artifacts](${y}#artifacts)`,includeDetail:u.includeDetail,secrets:c,serverUrl:w,
unreadable:b,...u.run===null?{}:{run:u.run,skippedJobs:{runAttempt:We(r),jobs:u.run.skippedJobs}}});if(u.mode!=="comment"&&
(await Je(E,c),e.summaryWritten=!0),u.mode==="summary"){ge({[F.commentId]:"",[F.commentUrl]:""}),n.received&&s.info(`rep\
ort: ${K(n.received)} while the job summary was being written; it was written, and is left as it is`);return}let{GitHubCommentSink:le}=await import("../action-chunks/comment-sink-LXARS6ZB.js");
if(n.received)return _e(e,n,s);let ce=new le({token:o,repository:i,baseUrl:r.GITHUB_API_URL,reporter:s,forkPullRequest:wt(
l.name,l.payload),signal:n.signal});e.sink=ce;let Y;try{Y=await he(ce.upsert({issueNumber:u.issueNumber,marker:Re(g,u.key),
body:E}),n,()=>ce.inFlight!==void 0)}catch(I){if(n.received)return _e(e,n,s);throw I}ge({[F.commentId]:String(Y.id),[F.commentUrl]:Y.
url}),s.info(dn(Y,n))}function dn(t,e){return t.action==="unchanged"?e.received?`report: ${K(e.received)} while the comm\
ent was being checked; it already held this report, and is left as it is: ${t.url}`:`report: comment ${t.url} unchanged`:
e.received?`report: ${K(e.received)} while the comment was being ${t.action}; it was ${t.action}, and is left as it is: ${t.
url}`:`report: ${t.action} comment ${t.url}`}function _e(t,e,n){t.cancelled=!0,n.warning(`report: cancelled: ${K(e.received)}\
; ${Rt(t)}`)}function Rt(t,e=!1){let n=t.sink?.inFlight,r=[];if(t.mode!==void 0&&t.mode!=="summary"){let s=e?`GitHub did\
 not answer within the ${Ke.deadline/1e3} s a stopped step has`:"its request got no answer before the step stopped";r.push(
n===void 0?"no comment was created or updated":`the comment on #${t.issueNumber} may have been ${n==="create"?"created":
"updated"}: ${s}; look for it there`)}return t.mode!==void 0&&t.mode!=="comment"&&r.push(`the job summary was ${t.summaryWritten?
"":"not "}written`),t.summaryWritten||n!==void 0?r.join("; "):`nothing was posted${r.length?`: ${r.join(", and ")}`:""}`}
var fn=16*1024*1024;function pn(t){if(!t)return{};try{return(0,ue.statSync)(t).size>fn?{}:JSON.parse((0,ue.readFileSync)(
t,"utf8"))}catch{return{}}}async function St(t=Me()){let e={summaryWritten:!1,cancelled:!1};await Le(t,n=>cn(t,e,n),{async failed(n){
de(V(n))},async outOfTime(n){de(`report: ${K(n)}; ${Rt(e,!0)}`)}}),e.cancelled?t.exit(xe.Failure):Fe(t)}await St();

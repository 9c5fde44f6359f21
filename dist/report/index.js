import{A as Xe,B as Ze,C as Qe,D as et,E as B,F as tt,H as nt,m as He,n as Le,o as N,p as ne,q as re,s as be,t as Be,u as qe,
v as We,w as J,x as $e,y as Ye,z as Ve}from"../action-chunks/chunk-VD4YB7MU.js";import"../action-chunks/chunk-SX57EKIV.js";import"../action-chunks/chunk-UU6J5HJZ.js";
import"../action-chunks/chunk-NIUATRKC.js";import{a as he}from"../action-chunks/chunk-MRMAEUWW.js";import{a as Ut}from"../action-chunks/chunk-R2LRCHEZ.js";
import{k as Fe,l as te,m as Je,n as ge,q as F,r as L,w as Ke}from"../action-chunks/chunk-RRNY4VCJ.js";import{b as M}from"../action-chunks/chunk-PTKQTQSJ.js";
import{A as Me,e as Q,f as ee,j as f,k as x,l as _,n as Pe,o as G,p as w,t as Ge,u as De,v as D,w as S,x as A,y as T}from"../action-chunks/chunk-UHTD4FAP.js";
import"../action-chunks/chunk-PO5EA42V.js";import{d as k,f as X}from"../action-chunks/chunk-O7UU6C5Q.js";import{A as Ie,B as Ue,C as Ce,D as $,
E as H,b as Oe,q as Ae,r as me,u as ve,z as Z}from"../action-chunks/chunk-LYXMPV4N.js";import{f as Ne,h as Ee,i as C,k as pe}from"../action-chunks/chunk-DHIUKFLR.js";
import"../action-chunks/chunk-SM223FN7.js";import{d as It}from"../action-chunks/chunk-A64LSPLL.js";var ce=It(Ut(),1);async function rt(t,e){let n=e??await t.list(),r=await Promise.allSettled(n.map(({stage:u,attempt:l,runAttempt:o})=>t.getAttempt(
u,l,o))),s=[],i=[],a=[];return r.forEach((u,l)=>{let{stage:o,attempt:d,runAttempt:g}=n[l];if(u.status==="fulfilled")u.value&&
s.push(u.value);else if(u.reason instanceof k&&u.reason.code===Ae)a.push({stage:o,attempt:d,runAttempt:g});else{let p=u.
reason instanceof k?{code:u.reason.code}:{};i.push({stage:o,attempt:d,runAttempt:g,reason:X(u.reason),...p})}}),{records:s,
unreadable:i,notRecords:a}}var mt={comment:{max:Z.commentChars-512,measure:Ct,named:`GitHub's ${v(Z.commentChars)}-character limit of a comment`},"\
job-summary":{max:Z.stepSummaryBytes,measure:Oe,named:"GitHub's 1 MiB limit of a job summary"}},Se="default",st=160;function ze(t,e=Se){
return`<!-- ${Ce}${ot(t)}:${ot(e)} -->`}function ot(t){return encodeURIComponent(t).replace(/[!'()*]/g,gt).replace(/-(?=-)/g,
"%2D")}function gt(t){return`%${t.charCodeAt(0).toString(16).toUpperCase().padStart(2,"0")}`}function Ct(t){let e=0;for(let n=t.
indexOf(`
`);n!==-1;n=t.indexOf(`
`,n+1))e++;return t.length+e}function ht(t){return t.kind==="skipped"?t.runAttempt:t.why.newerRunAttempt}var Pt=5e4;function bt(t,e={}){
let n=Ft(t,e),{max:r,measure:s}=mt[e.fit??"comment"],i=n.length,a=(c,h=null,m=i,b=!0,R=i)=>{let y=Bt(n,e,{fieldChars:c,fieldsCut:new Set,
entriesKept:h,listsCut:new Set,sectionsKept:m,flowchart:b,rowsKept:R});return{text:y,ok:s(y)<=r}},u=a(null);if(u.ok)return u.
text;let l=64,o=(c,h,m)=>{let b={value:c,...m(c)};if(!b.ok)return null;for(;h-c>Math.max(0,h>>6);){let R=Math.ceil((c+h)/
2),y=m(R);y.ok?(c=R,b={value:R,...y}):h=R-1}return b},d=Math.max(l,Dt(n)),g=o(l,d,c=>a(c));if(g)return g.text;let p=o(0,
Mt(n),c=>a(l,c));return p?o(l,d,c=>a(c,p.value))?.text??p.text:o(0,i,c=>a(l,0,c))?.text??o(0,i,c=>a(l,0,0,!1,c))?.text??
a(l,0,0,!1,0).text}function Gt(t){let e=t.handoff;return[e?.summary,e?.detail,e?.failure?.reason,e?.next?.reason,t.record.
outcome.message,...$t(t).flat()]}function Dt(t){let e=0;for(let{latest:n}of t)for(let r of Gt(n))e=Math.max(e,r?.length??
0);return e}function Mt(t){let e=0;for(let{latest:n}of t)for(let r of $t(n))e=Math.max(e,r.length);return e}function $t(t){
let e=t.handoff;return[...yt(t).map(([,,n])=>n),Object.values(e?.data??{}),(e?.artifacts??[]).map(n=>n.description),t.record.
problems.map(n=>n.message)]}function yt(t){let e=t.handoff;return[["failure.blockers","Blockers",e?.failure?.blockers],[
"failure.questions","Questions",e?.failure?.questions],["expectations.deliverables","Deliverables",e?.expectations?.deliverables],
["expectations.acceptance","Acceptance",e?.expectations?.acceptance],["expectations.constraints","Constraints",e?.expectations?.
constraints]].filter(r=>(r[2]?.length??0)>0)}function Ft(t,e){let n=Ke(t,e.unreadable??[]),r=e.skippedJobs,s=new Map;for(let a of t){
let u=s.get(a.record.stage)??[];u.push(a),s.set(a.record.stage,u)}let i=[...s.entries()].map(([a,u])=>{let l=[...u].sort(
(c,h)=>ge(F(c.record),F(h.record))),o=l[l.length-1],{job:d}=o.record,g=n.get(a),p=r?.jobs.includes(d)&&o.record.run.attempt<
r.runAttempt?{kind:"skipped",job:d,runAttempt:r.runAttempt}:g!==void 0?{kind:"superseded",why:g}:void 0;return{stage:a,latest:o,
earlier:l.slice(0,-1),keepPlace:0,...p?{notRun:p}:{}}});return i.sort((a,u)=>a.latest.record.hop-u.latest.record.hop||M(
it(a),it(u))||M(a.stage,u.stage)),Ht(i),i}function Jt(t,e){if(t.run.attempt===1)return e>1?`attempt ${t.attempt} of ${e}`:
"";let n=L(F(t));return e>1?`${n}, ${e} attempts`:n}function it(t){return(t.earlier[0]??t.latest).record.agent.started_at}
var q={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\u274C",cancelled:"\u{1F6AB}"},ke={...q,"not run":"\
\u23ED\uFE0F"};function Rt(t){return t.notRun?"not run":P(t.latest.record)}var Kt={...q,running:"\u23F3",interrupted:"\u26A0\uFE0F"},
Re=["failure","cancelled","blocked","partial","success"],at=["failure","blocked","cancelled","partial","success"];function Ht(t){
let e=n=>n.notRun!==void 0||n.latest.record.outcome.reason==="skipped"?at.length:at.indexOf(P(n.latest.record));t.map((n,r)=>({
group:n,index:r,rank:e(n)})).sort((n,r)=>n.rank-r.rank||n.index-r.index).forEach(({group:n},r)=>{n.keepPlace=r})}function ut(t,e){
return t.filter(n=>n.keepPlace>=e)}function P(t){return Fe(t.status,t.outcome.reason)}function je(t,e){let n=P(t),r=t.outcome.
reason==="completed"||n==="cancelled"?"":` ${e(t.outcome.reason)}`;return`${q[n]} ${n}${r}`}function Lt(t){let e=null;for(let{
latest:n,notRun:r}of t){if(r!==void 0)continue;let s=P(n.record);(e===null||Re.indexOf(s)<Re.indexOf(e))&&(e=s)}return e}
function Bt(t,e,n){let r=e.workflow??t[0]?.latest.record.run.workflow??"workflow",s=t[0]?.latest.record.run,i=[ze(r,e.key)],
a=e.cancelled||e.run?.status==="cancelled"?"cancelled":Lt(t),u=!e.cancelled&&e.run?.status==="failure"&&a!=="failure",l=e.
run?.status==="unknown"?null:e.run?.status==="running"||e.run?.status==="interrupted"?e.run.status:u?"failure":a??e.run?.
status??null,o=N(r,e)||"workflow";if(i.push(l===null?`## baton report \xB7 ${o}`:`## ${Kt[l]} baton report \xB7 ${o} \xB7 ${l}`),
i.push(Yt(t,e.runId??s?.id??null,e)),u&&e.run&&e.run.failedJobs.length>0)i.push(`The run failed: ${ie(e.run.failedJobs,e)}\
 failed.`);else if(!e.cancelled&&e.run?.status==="failure"){let c=new Set(t.filter(m=>Rt(m)==="failure").map(m=>m.latest.
record.job)),h=e.run.failedJobs.filter(m=>!c.has(m));h.length>0&&i.push(`Also failed: ${ie(h,e)}.`)}e.runUnreadable!==void 0&&
i.push(["> [!WARNING]",`> The run's summary could not be read, so this report is built from its records ${e.runReadFromEvents?
"and its events.jsonl":"alone"}: ${N(e.runUnreadable,e)}`].join(`
`));let d=qt(e);d!==null&&i.push(d);let g=[lt(e.unreadable,"could not be read",e),lt(e.neverStored,"were never stored",e)].
filter(c=>c!==null).join(`

`);if(t.length===0)i.push(e.unreadable?.length?"No baton record of this run could be read (see below).":e.neverStored?.length?
"No baton record of this run was stored (see below).":e.run?.status==="running"?"No stage of this run has recorded yet: \
a stage\u2019s record is stored when its attempt ends.":e.run?.status==="interrupted"?"No stage of this run recorded bef\
ore it was interrupted: a stage\u2019s record is stored when its attempt ends.":"No baton records were found for this ru\
n. A stage that failed before it recorded (an input it refused, say) leaves none: its job\u2019s log says why."),g&&i.push(
g);else{i.push(Zt(t,e,n)),g&&i.push(g);let c=n.flowchart?tn(t,e.unreadable??[],e.neverStored??[]):"";c!==""&&c.length<=Pt?
i.push(c):n.flowchart=!1;for(let h of t)h.keepPlace<n.sectionsKept&&i.push(rn(h,e,n))}let p=an(t,n,e);return p&&i.push(p),
i.push("<sub>Built by baton from the stage records; agent text is shown as data, sanitised.</sub>"),`${i.join(`

`)}
`}function ie(t,e){return`${t.length===1?"job":"jobs"} ${t.map(n=>re(n,e)).join(", ")}`}function qt(t){let e=t.run;if(e?.
status!=="running"&&e?.status!=="interrupted"&&e?.status!=="unknown")return null;let n=i=>ie(i,t),r=e.unfinishedJobs??[],
s=[...e.failedJobs.length===0?[]:[`${n(e.failedJobs)} failed`],...r.length===0?[]:[e.status==="running"?`${n(r)} ${r.length===
1?"is":"are"} running`:e.status==="interrupted"?`${n(r)} did not finish`:`${n(r)} had not finished where its events end`]];
if(e.status==="unknown"){let i="The run's end is not known",a="neither its run.json nor its events.jsonl says it";return s.
length===0?`${i}: ${a}.`:`${i} (${a}): ${s.join("; ")}.`}return s.length===0?null:`${e.status==="running"?"The run is st\
ill going":"The run was interrupted"}: ${s.join("; ")}.`}function lt(t,e,n){let r=[...t??[]].sort((l,o)=>M(l.stage,o.stage)||
ge(l,o));if(r.length===0)return null;let s=r.slice(0,20).map(l=>`> - ${re(j(l.stage))} ${L(l)}: ${N(Wt(l.reason),n)}`);r.
length>s.length&&s.push(`> - and ${r.length-s.length} more`);let i=r.length===1;return["> [!WARNING]",`> ${`${r.length} ${i?
"record":"records"}`} of this run ${e==="could not be read"?e:i?"was never stored":e} and ${i?"is":"are"} not in this re\
port:`,...s].join(`
`)}function Wt(t){return t.split(`
`).map(e=>e.trim()).filter(e=>e!=="").join("; ")}function Yt(t,e,n){let r=t.reduce((l,o)=>l+1+o.earlier.length,0),s=wt(t),
i=`${t.length} ${t.length===1?"stage":"stages"}`,a=r>t.length?` in ${r} attempts`:"",u=Xt(e,n);return[`${i}${a}${s.length?
` (${s.join(", ")})`:""}`,Vt(t),u].filter(Boolean).join(" \xB7 ")}function Vt(t){let e=0,n=0,r=0,s=!1,i=!1;for(let u of t)
for(let{record:l}of[...u.earlier,u.latest]){let o=l.agent.usage;o&&((o.input_tokens!==void 0||o.output_tokens!==void 0)&&
(s=!0),e+=o.input_tokens??0,n+=o.output_tokens??0,o.cost_usd!==void 0&&(i=!0,r+=o.cost_usd))}let a=[];return s&&a.push(`${v(
e)} tokens in, ${v(n)} out`),i&&a.push(St(r)),a.join(", ")}function wt(t){let e=new Map;for(let r of t){let s=Rt(r);e.set(
s,(e.get(s)??0)+1)}return[...Re,"not run"].filter(r=>e.has(r)).map(r=>`${e.get(r)} ${r}`)}function Xt(t,e){let n=t===null?
"the run":`run ${N(t)}`;return e.runUrl?`[View ${n}](${e.runUrl})`:t===null?"":`local ${n}`}function Zt(t,e,n){let r=t.some(
({latest:o})=>dt(o)!==null),s=t.some(({latest:o})=>o.record.agent.usage?.cost_usd!==void 0),i=["Stage","Status","Summary",
"Duration"];r&&i.push("Tokens"),s&&i.push("Cost");let a=[`| ${i.join(" | ")} |`,`|${i.map(()=>"---").join("|")}|`],u=0,l=()=>{
u>0&&a.push(`| \u2026 | ${u} more ${u===1?"stage":"stages"} |${" |".repeat(i.length-2)}`),u=0};for(let o of t){if(o.keepPlace>=
n.rowsKept){u++;continue}l();let{record:d,handoff:g}=o.latest;if(o.notRun!==void 0){let c=[`\`${j(d.stage)}\``,ct(o),`_l\
ast ran in run attempt ${d.run.attempt}_`,"\u2014"];r&&c.push("\u2014"),s&&c.push("\u2014"),a.push(`| ${c.join(" | ")} |`);
continue}let p=[`\`${j(d.stage)}\``,ct(o),g?ne(en(g.summary,n.fieldChars),e)||"\u2014":`_${Qt(d)}_`,nn(o)];if(r&&p.push(
dt(o.latest)??"\u2014"),s){let c=d.agent.usage?.cost_usd;p.push(c===void 0?"\u2014":St(c))}a.push(`| ${p.join(" | ")} |`)}
return l(),a.join(`
`)}function ct(t){let{record:e}=t.latest;if(t.notRun!==void 0)return`${ke["not run"]} ${xe(t.notRun)}`;let n=[je(e,s=>`(${s}\
)`)],r=t.earlier.length+1;return r>1&&n.push(`\xB7 ${L(F(e))}, ${r} attempts`),n.join(" ")}function xe(t){return`${t.kind===
"skipped"?"skipped":"not run"} in run attempt ${ht(t)}`}function Qt(t){let e=te(t).length;return e>0?Je(e):"no handoff"}
function en(t,e){let n=Math.min(st,e??st),s=(t.split(/\r?\n/).find(i=>i.trim()!=="")??"").trim();return s.length>n?`${he(
s,n-1)}\u2026`:s}function dt(t){let e=t.record.agent.usage;if(!e||e.input_tokens===void 0&&e.output_tokens===void 0)return null;
let n=[];return e.input_tokens!==void 0&&n.push(`${v(e.input_tokens)} in`),e.output_tokens!==void 0&&n.push(`${v(e.output_tokens)}\
 out`),n.join(" / ")}function v(t){return String(Math.round(t)).replace(/\B(?=(\d{3})+(?!\d))/g,",")}function St(t){return t>=
1?`$${t.toFixed(2)}`:`$${t.toFixed(4)}`}function ae(t){if(t<1e3)return`${t} ms`;let e=t/1e3;if(e<60)return`${e.toFixed(1)}\
 s`;let n=Math.round(e),r=Math.floor(n/3600),s=Math.floor(n%3600/60),i=n%60;return r>0?`${r} h ${String(s).padStart(2,"0")}\
 min`:`${s} min ${String(i).padStart(2,"0")} s`}function tn(t,e,n){let r=new Map,s=o=>{let d=r.get(o);return d===void 0&&
(d=`s${r.size}`,r.set(o,d)),d};for(let o of t)s(o.stage);let i=new Set,a=[];for(let{stage:o,latest:d,notRun:g}of t){if(g!==
void 0)continue;let p=[...new Set(d.record.lineage.map(c=>c.stage))].sort(M);for(let c of p)i.add(`${s(c)} --> ${s(o)}`)}
for(let{stage:o,latest:d,notRun:g}of t){if(g!==void 0)continue;let p=d.handoff?.next?.stage;p!==void 0&&i.add(`${s(o)} -\
.->|next| ${s(p)}`)}for(let[o,d]of r){let g=t.find(y=>y.stage===o);if(!g){let y=e.some(O=>O.stage===o)?"record cannot be\
 read":n.some(O=>O.stage===o)?"record never stored":"no stage record";a.push(`  ${d}["${K(j(o))}<br/>${K(y)}"]:::absent`);
continue}if(g.notRun!==void 0){let y=`${ke["not run"]} ${xe(g.notRun)}`;a.push(`  ${d}["${K(j(o))}<br/>${K(y)}"]:::absen\
t`);continue}let{record:p}=g.latest,c=g.earlier.length+1,h=P(p),m=te(p).length>0?"<br/>handoff refused":"",b=`${q[h]} ${h}${c>
1?` \xD7${c}`:""}`,R=h==="failure"||h==="blocked"?`:::${h}`:"";a.push(`  ${d}["${K(j(o))}<br/>${K(b)}${m}"]${R}`)}for(let o of i)
a.push(`  ${o}`);let u=o=>a.some(d=>d.endsWith(`:::${o}`)),l=[u("failure")?"  classDef failure fill:#ffebe9,stroke:#cf22\
2e,color:#1f2328":"",u("blocked")?"  classDef blocked fill:#fff8c5,stroke:#9a6700,color:#1f2328":"",u("absent")?"  class\
Def absent fill:#f6f8fa,stroke:#8c959f,stroke-dasharray:3 3,color:#59636e":""].filter(Boolean);return["```mermaid","flow\
chart LR",...a,...l,"```"].join(`
`)}function K(t){let e="";for(let n of t)e+=/[A-Za-z0-9 _.,:/()-]/.test(n)?n:`#${n.codePointAt(0)};`;return e}function nn(t){
let e=ae(t.latest.record.agent.duration_ms);if(t.earlier.length===0)return e;let n=[t.latest,...t.earlier].reduce((r,s)=>r+
s.record.agent.duration_ms,0);return`${e} (${ae(n)} in ${t.earlier.length+1} attempts)`}function rn(t,e,n){let{record:r,
handoff:s}=t.latest,i=t.earlier.length+1,a=(p,c)=>Le(U(t.stage,p,c,n),e),u=t.notRun,l=(u===void 0?[`${q[P(r)]} <b>${j(r.
stage)}</b>`,P(r),ae(r.agent.duration_ms),Jt(r,i)]:[`${ke["not run"]} <b>${j(r.stage)}</b>`,xe(u),`last ran in run attem\
pt ${r.run.attempt}`]).filter(Boolean).join(" \xB7 "),o=[];if(u!==void 0&&o.push(sn(t,u,e)),r.outcome.reason!=="complete\
d"){let p=r.outcome.message?`: ${N(U(t.stage,"outcome",r.outcome.message,n),e)}`:"";o.push(`**Outcome:** \`${r.outcome.reason}\
\`${p}`)}if(s===null){let p=te(r).length;o.push(p>0?`_The handoff it wrote was refused (${p} ${p===1?"problem":"problems"}\
, under Problems), so none was kept._`:"_No handoff was captured for this attempt._")}else{o.push("**Summary**",a("summa\
ry",s.summary)||"\u2014");let p=Object.entries(s.data??{}).sort(([m],[b])=>M(m,b));if(p.length>0){let{shown:m,more:b}=se(
t.stage,"data",p,n),R=m.map(([y,O])=>`| ${Ue.test(y)?`\`${y}\``:ne(y)} | ${ne(U(t.stage,`data.${y}`,O,n),e)||"\u2014"} |`);
b>0&&R.push(`| \u2026 | ${v(b)} more ${b===1?"key":"keys"} |`),o.push(["**Data**","","| Key | Value |","|---|---|",...R].
join(`
`))}let c=m=>yt(t.latest).filter(([b])=>b.startsWith(`${m}.`)).map(([b,R,y])=>on(t.stage,b,R,y,n,e));s.failure&&(o.push(
`**Failure:** ${N(U(t.stage,"failure",s.failure.reason,n),e)}`),o.push(...c("failure")));let h=c("expectations");if(h.length>
0&&o.push(["**Expectations** for the next stage",...h].join(`

`)),s.next){let m=s.next.reason?` \u2014 ${N(U(t.stage,"next.reason",s.next.reason,n),e)}`:"";o.push(`**Next:** \`${j(s.
next.stage)}\`${m}`)}if(s.artifacts?.length){let{shown:m,more:b}=se(t.stage,"artifacts",s.artifacts,n),R=m.map((y,O)=>{let Y=y.
description?` \u2014 ${N(U(t.stage,`artifacts.${O}`,y.description,n),e)}`:"";return`- ${ye(y.path,e)}${Y}`});o.push(["**\
Artifacts**","",...R,...we(b)].join(`
`))}e.includeDetail&&s.detail&&o.push("**Detail**",a("detail",s.detail)||"\u2014")}let d=r.problems;if(d.length>0){let{shown:p,
more:c}=se(t.stage,"problems",d,n),h=p.map((m,b)=>`- ${m.severity==="error"?"\u274C":"\u26A0\uFE0F"} ${ye(m.code)} ${ye(
m.path)}: ${N(U(t.stage,`problems.${b}`,m.message,n),e)}`);o.push(["**Problems**","",...h,...we(c)].join(`
`))}if(t.earlier.length>0){let p=t.earlier.map(({record:c})=>`- ${L(F(c))}: ${je(c,h=>`(\`${h}\`)`)}, ${ae(c.agent.duration_ms)}`);
o.push(["**Earlier attempts**","",...p].join(`
`))}return[u===void 0&&(r.status==="failure"||r.status==="blocked")?"<details open>":"<details>",`<summary>${l}</summary\
>`,"",o.join(`

`),"","</details>"].join(`
`)}function sn(t,e,n){let{record:r}=t.latest,s=ht(e),i=`Its newest record, attempt ${r.attempt} of run attempt ${r.run.attempt}\
 (${je(r,u=>`\`${u}\``)})`,a=e.kind==="skipped"?`${ie([e.job],n)} was skipped in it, as the \`needs\` input says. ${i}, \
is`:`stage \`${j(e.why.upstream)}\` ran again in it and this stage did not (its job was skipped, or stopped before it rec\
orded). ${i}, was rendered from \`${j(e.why.upstream)}\`'s record of run attempt ${e.why.readRunAttempt}; it is`;return`\
**Not run in run attempt ${s}:** ${a} shown below as it was, and is not the stage's result in run attempt ${s}: it fails\
 nothing.`}function on(t,e,n,r,s,i){let{shown:a,more:u}=se(t,e,r,s),l=a.map((o,d)=>`- ${N(U(t,`${e}.${d}`,o,s),i)||"\u2014"}`);
return`${n}:

${[...l,...we(u)].join(`
`)}`}function se(t,e,n,r){return r.entriesKept===null||n.length<=r.entriesKept?{shown:n,more:0}:(r.listsCut.add(`${t}.${e}`),
{shown:n.slice(0,r.entriesKept),more:n.length-r.entriesKept})}function we(t){return t>0?[`- \u2026 ${v(t)} more`]:[]}function ye(t,e={}){
return re(t,e)}function j(t){return Ie.test(t)?t:encodeURIComponent(t).replace(/[!'()*]/g,gt)}function U(t,e,n,r){if(r.fieldChars===
null||n.length<=r.fieldChars)return n;r.fieldsCut.add(`${t}.${e}`);let s=he(n,r.fieldChars);return`${s}

\u2026 (${v(n.length-s.length)} more characters cut)`}function oe(t){let e=t.slice(0,10).map(n=>`\`${j(n)}\``);return t.
length>e.length?`${e.join(", ")} and ${t.length-e.length} more`:e.join(", ")}function ft(t){return`${wt(t).join(", ")}: ${oe(
t.map(e=>e.stage))}`}function pt(t){return[...new Set([...t].map(e=>e.slice(0,e.indexOf("."))))]}function an(t,e,n){let r=[];
if(e.fieldsCut.size>0){let l=pt(e.fieldsCut);r.push(`${e.fieldsCut.size} ${e.fieldsCut.size===1?"field was":"fields were"}\
 cut to ${v(e.fieldChars??0)} characters (${oe(l)})`)}if(e.listsCut.size>0){let l=pt(e.listsCut),o=e.entriesKept??0,d=`${e.
listsCut.size} ${e.listsCut.size===1?"list shows":"lists show"}`;r.push(o===0?`${d} none of ${e.listsCut.size===1?"its":
"their"} entries, only how many there are (${oe(l)})`:`${d} ${e.listsCut.size===1?"its":"their"} first ${v(o)} ${o===1?"\
entry":"entries"} (${oe(l)})`)}let s=ut(t,e.sectionsKept);s.length>0&&r.push(`the sections of ${s.length} ${s.length===1?
"stage were":"stages were"} left out (${ft(s)})`),!e.flowchart&&t.length>0&&r.push("the diagram was left out");let i=ut(
t,e.rowsKept);if(i.length>0&&r.push(`the ${i.length===1?"row":"rows"} of ${i.length} of ${t.length} stages ${i.length===
1?"was":"were"} left out of the table (${ft(i)})`),r.length===0)return null;let a=n.recordsLocation??n.runUrl??null,u=a?
` The full records are in ${a}.`:"";return`> [!NOTE]
> This report was shortened to fit ${mt[n.fit??"comment"].named}: ${r.join("; ")}.${u}`}var W=D(["success","failure","cancelled","skipped"]),zt=D(["success","failure","cancelled","skipped"]),ln=D(["success","\
failure","cancelled"]),I=Me.datetime(),ue=T(x().check(_(),Q())),cn=w({step:x().check(_(),Q()),title:T(f()),file:T(f()),line:ue,
end_line:ue,col:ue,end_column:ue}),dn=w({step:x().check(_()),name:f(),message:T(f()),output_tail:A(f()),stages:A(G(f()))}),
Pn=Ge("type",[w({type:S("run-started"),at:I,run:f(),workflow:f(),jobs:G(w({id:f(),needs:G(f()),legs:T(G(f()))}))}),w({type:S(
"job-legs"),at:I,job:f(),legs:G(f())}),w({type:S("job-started"),at:I,job:f(),leg:f(),name:T(f()),matrix:T(De(f(),Pe()))}),
w({type:S("step-started"),at:I,job:f(),leg:f(),step:x().check(_()),name:f()}),w({type:S("step-finished"),at:I,job:f(),leg:f(),
step:x().check(_()),name:f(),outcome:zt,conclusion:zt,duration_ms:x().check(_(),ee()),message:T(f()),output_tail:A(f())}),
w({type:S("job-finished"),at:I,job:f(),leg:f(),result:W,duration_ms:x().check(_(),ee()),reason:A(f()),reused:A(S(!0)),failed_step:A(
dn)}),w({type:S("job-skipped"),at:I,job:f(),result:D(["skipped","cancelled"]),reason:f()}),w({type:S("notice"),at:I,level:D(
["info","warning","error"]),job:T(f()),leg:T(f()),message:f(),annotation:A(cn),forgiven:A(S(!0)),problem:A(w({stage:f(),
attempt:x().check(_(),Q()),code:f(),path:f()}))}),w({type:S("stage-recorded"),at:I,job:f(),leg:f(),stage:f(),attempt:x().
check(_()),status:f()}),w({type:S("run-finished"),at:I,run:f(),status:ln,duration_ms:x().check(_(),ee())})]);var fn=w({result:W}),pn=/^[A-Za-z_][A-Za-z0-9_-]*$/,mn=`${W.options.slice(0,-1).join(", ")} or ${W.options.at(-1)}`;function kt(t){
let e=(t??"").trim();if(e==="")return null;let n;try{n=JSON.parse(e)}catch{throw le("it is not JSON")}if(n===null||typeof n!=
"object"||Array.isArray(n))throw le("it is JSON, but not an object of jobs");let r=Object.entries(n),s=[];for(let[i,[a,u]]of r.
entries()){let l=`entry ${i+1} of ${r.length}`;if(!pn.test(a))throw le(`${l} is not named by a job id`);let o=fn.safeParse(
u);if(!o.success)throw le(`${l} has no result that is ${mn}`);s.push({job:a,result:o.data.result})}return s}function le(t){
return new k("input-invalid",`must be the results of the jobs this job needs, as \`${$.needs}: \${{ toJSON(needs) }}\` pas\
ses them; ${t}`,{where:$.needs})}function jt(t){if(t.length===0)return null;let e=t.filter(r=>r.result==="failure").map(
r=>r.job),n=t.filter(r=>r.result==="skipped").map(r=>r.job);return e.length>0?{status:"failure",failedJobs:e,skippedJobs:n}:
t.some(r=>r.result==="cancelled")?{status:"cancelled",failedJobs:e,skippedJobs:n}:{status:"success",failedJobs:e,skippedJobs:n}}var xt=["comment","summary","both"],gn=/^[A-Za-z0-9_.-]{1,64}$/;function hn(t){let e=(t[$.mode]??"").trim()||"both";if(!xt.
includes(e))throw new k("input-invalid",`must be one of ${xt.join(", ")}; got "${e}"`,{where:$.mode});return e}function bn(t){
let e=(t??"").trim()||Se;if(!gn.test(e))throw new k("input-invalid",`must be 1 to 64 letters, digits, '.', '_' or '-' (i\
t names the sticky comment); got "${e}"`,{where:$.key});return e}function $n(t){let e=(t??"").trim();if(e==="")return null;
if(!/^[1-9]\d{0,9}$/.test(e))throw new k("input-invalid",`must be the number of an issue or pull request, like 42; got "${e}\
"`,{where:$.issueNumber});return Number(e)}function _t(t,e){let n=hn(t),r=bn(t[$.key]),s=et($.includeDetail,t[$.includeDetail],
!1),i=kt(t[$.needs]),a=i===null?null:jt(i),u=null;if(n!=="summary"&&(u=$n(t[$.issueNumber])??yn(e.payload),u===null))throw new k(
"issue-number-missing",`there is no issue or pull request to comment on: the triggering event (${e.name||"unknown"}) is \
not about one. Set the issue-number input, or use mode: summary`,{where:$.issueNumber});return{mode:n,key:r,includeDetail:s,
issueNumber:u,run:a}}function yn(t){let e=E(t);if(!e)return null;let n=_e(E(e.pull_request)?.number)??_e(E(e.issue)?.number);if(n!==null)return n;
for(let r of["workflow_run","check_run","check_suite"]){let s=E(e[r])?.pull_requests;if(Array.isArray(s)&&s.length===1){
let i=_e(E(s[0])?.number);if(i!==null)return i}}return null}var Rn=["pull_request","pull_request_review","pull_request_r\
eview_comment"];function Tt(t,e){if(!Rn.includes(t))return null;let n=E(E(e)?.pull_request),r=E(n?.head);if(!r)return null;
if(r.repo===null)return{head:null};let s=E(r.repo);if(!s)return null;let i=typeof s.full_name=="string"?s.full_name:null,
a=E(E(n?.base)?.repo)?.full_name;return i!==null&&typeof a=="string"?i===a?null:{head:i}:s.fork===!0?{head:i}:null}function E(t){
return t!==null&&typeof t=="object"&&!Array.isArray(t)?t:null}function _e(t){return typeof t=="number"&&Number.isInteger(
t)&&t>0?t:null}async function wn(t,e,n){let{env:r}=t,s=new Qe,i=C($.githubToken);i&&Ee(i);let a={[$.mode]:C($.mode),[$.key]:C($.key),[$.
includeDetail]:C($.includeDetail),[$.issueNumber]:C($.issueNumber),[$.needs]:C($.needs)},u={name:r.GITHUB_EVENT_NAME??"",
payload:kn(r.GITHUB_EVENT_PATH)},l=_t(a,u);e.mode=l.mode,e.issueNumber=l.issueNumber;let o=B(r,"GITHUB_REPOSITORY"),d=B(
r,"GITHUB_RUN_ID"),g=B(r,"GITHUB_WORKFLOW");if(l.mode!=="summary"&&!r.GITHUB_API_URL)throw new k("runner-env-missing","G\
ITHUB_API_URL is not set, so the report comment has no GitHub API to go to: the runner sets it for every step of a job. \
Run this as a step of a GitHub Actions job, or use mode: summary for the job summary alone");let p=nt(r,i),c=new Ze({tempDir:B(
r,"RUNNER_TEMP"),reporter:s,...Xe(r)}),h=await $e(rt(c),n).catch(z=>{if(!n.received)throw z});if(!h||n.received)return Te(
e,n,s);let{records:m,unreadable:b,notRecords:R}=h;if(R.length>0){let z=R.map(fe=>qe(fe.stage,fe.attempt,fe.runAttempt)),
[At,vt]=z.length===1?["artifact",`it holds no ${me.record}, so it is not a baton record but another step's upload`]:["ar\
tifacts",`they hold no ${me.record}, so they are not baton records but other steps' uploads`];s.info(`report: skipped ${At}\
 ${z.join(", ")}: ${vt}; names that start with ${ve} are baton's: give your own artifacts other names`)}for(let z of b)s.
warning(`record of stage ${z.stage} attempt ${z.attempt} could not be read: ${z.reason}`);s.info(`report: ${m.length} re\
cord${m.length===1?"":"s"} of run ${d}${b.length?`, ${b.length} unreadable`:""}`);let y=r.GITHUB_SERVER_URL??"https://gi\
thub.com",O=`${y.replace(/\/+$/,"")}/${o}/actions/runs/${d}`,Y=z=>bt(m,{fit:z,workflow:g,key:l.key,runId:d,runUrl:O,recordsLocation:`\
[the run's artifacts](${O}#artifacts)`,includeDetail:l.includeDetail,secrets:p,serverUrl:y,unreadable:b,...l.run===null?
{}:{run:l.run,skippedJobs:{runAttempt:tt(r),jobs:l.run.skippedJobs}}});if(l.mode!=="comment"&&(await Be(Y("job-summary"),
p),e.summaryWritten=!0),l.mode==="summary"){be({[H.commentId]:"",[H.commentUrl]:""}),n.received&&s.info(`report: ${J(n.received)}\
 while the job summary was being written; it was written, and is left as it is`);return}let{GitHubCommentSink:Ot}=await import("../action-chunks/comment-sink-LXARS6ZB.js");
if(n.received)return Te(e,n,s);let de=new Ot({token:i,repository:o,baseUrl:r.GITHUB_API_URL,reporter:s,forkPullRequest:Tt(
u.name,u.payload),signal:n.signal});e.sink=de;let V;try{V=await $e(de.upsert({issueNumber:l.issueNumber,marker:ze(g,l.key),
body:Y("comment")}),n,()=>de.inFlight!==void 0)}catch(z){if(n.received)return Te(e,n,s);throw z}be({[H.commentId]:String(
V.id),[H.commentUrl]:V.url}),s.info(Sn(V,n))}function Sn(t,e){return t.action==="unchanged"?e.received?`report: ${J(e.received)}\
 while the comment was being checked; it already held this report, and is left as it is: ${t.url}`:`report: comment ${t.
url} unchanged`:e.received?`report: ${J(e.received)} while the comment was being ${t.action}; it was ${t.action}, and is\
 left as it is: ${t.url}`:`report: ${t.action} comment ${t.url}`}function Te(t,e,n){t.cancelled=!0,n.warning(`report: ca\
ncelled: ${J(e.received)}; ${Nt(t)}`)}function Nt(t,e=!1){let n=t.sink?.inFlight,r=[];if(t.mode!==void 0&&t.mode!=="summ\
ary"){let s=e?`GitHub did not answer within the ${We.deadline/1e3} s a stopped step has`:"its request got no answer befo\
re the step stopped";r.push(n===void 0?"no comment was created or updated":`the comment on #${t.issueNumber} may have be\
en ${n==="create"?"created":"updated"}: ${s}; look for it there`)}return t.mode!==void 0&&t.mode!=="comment"&&r.push(`th\
e job summary was ${t.summaryWritten?"":"not "}written`),t.summaryWritten||n!==void 0?r.join("; "):`nothing was posted${r.
length?`: ${r.join(", and ")}`:""}`}var zn=16*1024*1024;function kn(t){if(!t)return{};try{return(0,ce.statSync)(t).size>
zn?{}:JSON.parse((0,ce.readFileSync)(t,"utf8"))}catch{return{}}}async function Et(t=He()){let e={summaryWritten:!1,cancelled:!1};
await Ye(t,n=>wn(t,e,n),{async failed(n){pe(X(n))},async outOfTime(n){pe(`report: ${J(n)}; ${Nt(e,!0)}`)}}),e.cancelled?
t.exit(Ne.Failure):Ve(t)}await Et();

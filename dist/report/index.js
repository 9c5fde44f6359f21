import{A,B as Z,C as he,D as $e,E as be,F as O,H as we,k as V,n as j,o as N,q as fe,r as me,s as w,t as M,u as D,w as X,
x as ge,z as pe}from"../action-chunks/chunk-IHN7WZ3P.js";import"../action-chunks/chunk-JVB4MFW7.js";import{a as Y}from"../action-chunks/chunk-LZSRZBQU.js";
import{a as Be}from"../action-chunks/chunk-R2LRCHEZ.js";import{i as de}from"../action-chunks/chunk-KGGRXWCQ.js";import{N as U}from"../action-chunks/chunk-WGTUOESA.js";
import"../action-chunks/chunk-PO5EA42V.js";import{d as R,f as P}from"../action-chunks/chunk-O7UU6C5Q.js";import{t as J,u as ue,v as le,w as ce,
x as b,y as C}from"../action-chunks/chunk-K26OWEVR.js";import{f as ie,h as ae,i as v,k as W}from"../action-chunks/chunk-DHIUKFLR.js";import"../action-chunks/chunk-SM223FN7.js";
import{d as ze}from"../action-chunks/chunk-A64LSPLL.js";var B=ze(Be(),1);async function ye(t,e){let n=e??await t.list(),r=await Promise.allSettled(n.map(({stage:u,attempt:c,runAttempt:a})=>t.getAttempt(
u,c,a))),s=[],o=[];return r.forEach((u,c)=>{let{stage:a,attempt:i,runAttempt:f}=n[c];if(u.status==="fulfilled")u.value&&
s.push(u.value);else{let d=u.reason instanceof R?{code:u.reason.code}:{};o.push({stage:a,attempt:i,runAttempt:f,reason:P(
u.reason),...d})}}),{records:s,unreadable:o}}var ne="default",Se=160,qe=512;function re(t,e=ne){return`<!-- ${ce}${Re(t)}:${Re(e)} -->`}function Re(t){return encodeURIComponent(
t).replace(/[!'()*]/g,je).replace(/-(?=-)/g,"%2D")}function je(t){return`%${t.charCodeAt(0).toString(16).toUpperCase().padStart(
2,"0")}`}function We(t){let e=0;for(let n=t.indexOf(`
`);n!==-1;n=t.indexOf(`
`,n+1))e++;return t.length+e}var Je=5e4;function Ae(t,e={}){let n=Ze(t),r=e.maxLength??J.commentChars-qe,s=n.length,o=(l,g=null,m=s,p=!0,$=s)=>{
let h=rt(n,e,{fieldChars:l,fieldsCut:new Set,entriesKept:g,listsCut:new Set,sectionsKept:m,flowchart:p,rowsKept:$});return{
text:h,ok:We(h)<=r}},u=o(null);if(u.ok)return u.text;let c=64,a=(l,g,m)=>{let p={value:l,...m(l)};if(!p.ok)return null;for(;g-
l>Math.max(0,g>>6);){let $=Math.ceil((l+g)/2),h=m($);h.ok?(l=$,p={value:$,...h}):g=$-1}return p},i=Math.max(c,Ve(n)),f=a(
c,i,l=>o(l));if(f)return f.text;let d=a(0,Xe(n),l=>o(c,l));return d?a(c,i,l=>o(l,d.value))?.text??d.text:a(0,s,l=>o(c,0,
l))?.text??a(0,s,l=>o(c,0,0,!1,l))?.text??o(c,0,0,!1,0).text}function Ye(t){let e=t.handoff;return[e?.summary,e?.detail,
e?.failure?.reason,e?.next?.reason,t.record.outcome.message,...Ce(t).flat()]}function Ve(t){let e=0;for(let{latest:n}of t)
for(let r of Ye(n))e=Math.max(e,r?.length??0);return e}function Xe(t){let e=0;for(let{latest:n}of t)for(let r of Ce(n))e=
Math.max(e,r.length);return e}function Ce(t){let e=t.handoff;return[...Ne(t).map(([,,n])=>n),Object.values(e?.data??{}),
(e?.artifacts??[]).map(n=>n.description),t.record.problems.map(n=>n.message)]}function Ne(t){let e=t.handoff;return[["fa\
ilure.blockers","Blockers",e?.failure?.blockers],["failure.questions","Questions",e?.failure?.questions],["expectations.\
deliverables","Deliverables",e?.expectations?.deliverables],["expectations.acceptance","Acceptance",e?.expectations?.acceptance],
["expectations.constraints","Constraints",e?.expectations?.constraints]].filter(r=>(r[2]?.length??0)>0)}function Ze(t){let e=new Map;
for(let r of t){let s=e.get(r.record.stage)??[];s.push(r),e.set(r.record.stage,s)}let n=[...e.entries()].map(([r,s])=>{let o=[
...s].sort((u,c)=>V(j(u.record),j(c.record)));return{stage:r,latest:o[o.length-1],earlier:o.slice(0,-1),keepPlace:0}});return n.
sort((r,s)=>r.latest.record.hop-s.latest.record.hop||U(ke(r),ke(s))||U(r.stage,s.stage)),tt(n),n}function Qe(t,e){if(t.run.
attempt===1)return e>1?`attempt ${t.attempt} of ${e}`:"";let n=N(j(t));return e>1?`${n}, ${e} attempts`:n}function ke(t){
return(t.earlier[0]??t.latest).record.agent.started_at}var z={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\
\u274C",cancelled:"\u{1F6AB}"},et={...z,running:"\u23F3",interrupted:"\u26A0\uFE0F"},ee=["failure","cancelled","blocked",
"partial","success"],_e=["failure","blocked","cancelled","partial","success"];function tt(t){let e=n=>n.outcome.reason===
"skipped"?_e.length:_e.indexOf(x(n));t.map((n,r)=>({group:n,index:r,rank:e(n.latest.record)})).sort((n,r)=>n.rank-r.rank||
n.index-r.index).forEach(({group:n},r)=>{n.keepPlace=r})}function Te(t,e){return t.filter(n=>n.keepPlace>=e)}function x(t){
return de(t.status,t.outcome.reason)}function Oe(t,e){let n=x(t),r=t.outcome.reason==="completed"||n==="cancelled"?"":` ${e(
t.outcome.reason)}`;return`${z[n]} ${n}${r}`}function nt(t){let e=null;for(let{latest:n}of t){let r=x(n.record);(e===null||
ee.indexOf(r)<ee.indexOf(e))&&(e=r)}return e}function rt(t,e,n){let r=e.workflow??t[0]?.latest.record.run.workflow??"wor\
kflow",s=t[0]?.latest.record.run,o=[re(r,e.key)],u=e.cancelled||e.run?.status==="cancelled"?"cancelled":nt(t),c=e.run?.status===
"failure"&&u!=="failure",a=e.run?.status==="unknown"?null:e.run?.status==="running"||e.run?.status==="interrupted"?e.run.
status:c?"failure":u??e.run?.status??null,i=w(r,e)||"workflow";o.push(a===null?`## baton report \xB7 ${i}`:`## ${et[a]} \
baton report \xB7 ${i} \xB7 ${a}`),o.push(it(t,e.runId??s?.id??null,e)),c&&e.run&&e.run.failedJobs.length>0&&o.push(`The\
 run failed: ${Ie(e.run.failedJobs,e)} failed.`),e.runUnreadable!==void 0&&o.push(["> [!WARNING]",`> The run's summary c\
ould not be read, so this report is built from its records ${e.runReadFromEvents?"and its events.jsonl":"alone"}: ${w(e.
runUnreadable,e)}`].join(`
`));let f=st(e);f!==null&&o.push(f);let d=[xe(e.unreadable,"could not be read",e),xe(e.neverStored,"were never stored",e)].
filter(g=>g!==null).join(`

`);if(t.length===0)o.push(e.unreadable?.length?"No baton record of this run could be read (see below).":e.neverStored?.length?
"No baton record of this run was stored (see below).":e.run?.status==="running"?"No stage of this run has recorded yet: \
a stage\u2019s record is stored when its attempt ends.":e.run?.status==="interrupted"?"No stage of this run recorded bef\
ore it was interrupted: a stage\u2019s record is stored when its attempt ends.":"No baton records were found for this ru\
n. A stage that failed before it recorded (an input it refused, say) leaves none: its job\u2019s log says why."),d&&o.push(
d);else{o.push(lt(t,e,n)),d&&o.push(d);let g=n.flowchart?ft(t,e.unreadable??[],e.neverStored??[]):"";g!==""&&g.length<=Je?
o.push(g):n.flowchart=!1;for(let m of t)m.keepPlace<n.sectionsKept&&o.push(gt(m,e,n))}let l=ht(t,n,e);return l&&o.push(l),
o.push("<sub>Built by baton from the stage records; agent text is shown as data, sanitised.</sub>"),`${o.join(`

`)}
`}function Ie(t,e){return`${t.length===1?"job":"jobs"} ${t.map(n=>D(n,e)).join(", ")}`}function st(t){let e=t.run;if(e?.
status!=="running"&&e?.status!=="interrupted"&&e?.status!=="unknown")return null;let n=o=>Ie(o,t),r=e.unfinishedJobs??[],
s=[...e.failedJobs.length===0?[]:[`${n(e.failedJobs)} failed`],...r.length===0?[]:[e.status==="running"?`${n(r)} ${r.length===
1?"is":"are"} running`:e.status==="interrupted"?`${n(r)} did not finish`:`${n(r)} had not finished where its events end`]];
if(e.status==="unknown"){let o="The run's end is not known",u="neither its run.json nor its events.jsonl says it";return s.
length===0?`${o}: ${u}.`:`${o} (${u}): ${s.join("; ")}.`}return s.length===0?null:`${e.status==="running"?"The run is st\
ill going":"The run was interrupted"}: ${s.join("; ")}.`}function xe(t,e,n){let r=[...t??[]].sort((a,i)=>U(a.stage,i.stage)||
V(a,i));if(r.length===0)return null;let s=r.slice(0,20).map(a=>`> - ${D(E(a.stage))} ${N(a)}: ${w(ot(a.reason),n)}`);r.length>
s.length&&s.push(`> - and ${r.length-s.length} more`);let o=r.length===1;return["> [!WARNING]",`> ${`${r.length} ${o?"re\
cord":"records"}`} of this run ${e==="could not be read"?e:o?"was never stored":e} and ${o?"is":"are"} not in this repor\
t:`,...s].join(`
`)}function ot(t){return t.split(`
`).map(e=>e.trim()).filter(e=>e!=="").join("; ")}function it(t,e,n){let r=t.reduce((a,i)=>a+1+i.earlier.length,0),s=Ge(t),
o=`${t.length} ${t.length===1?"stage":"stages"}`,u=r>t.length?` in ${r} attempts`:"",c=ut(e,n);return[`${o}${u}${s.length?
` (${s.join(", ")})`:""}`,at(t),c].filter(Boolean).join(" \xB7 ")}function at(t){let e=0,n=0,r=0,s=!1,o=!1;for(let c of t)
for(let{record:a}of[...c.earlier,c.latest]){let i=a.agent.usage;i&&((i.input_tokens!==void 0||i.output_tokens!==void 0)&&
(s=!0),e+=i.input_tokens??0,n+=i.output_tokens??0,i.cost_usd!==void 0&&(o=!0,r+=i.cost_usd))}let u=[];return s&&u.push(`${k(
e)} tokens in, ${k(n)} out`),o&&u.push(Pe(r)),u.join(", ")}function Ge(t){let e=new Map;for(let{latest:n}of t){let r=x(n.
record);e.set(r,(e.get(r)??0)+1)}return ee.filter(n=>e.has(n)).map(n=>`${e.get(n)} ${n}`)}function ut(t,e){let n=t===null?
"the run":`run ${w(t)}`;return e.runUrl?`[View ${n}](${e.runUrl})`:t===null?"":`local ${n}`}function lt(t,e,n){let r=t.some(
({latest:i})=>Ee(i)!==null),s=t.some(({latest:i})=>i.record.agent.usage?.cost_usd!==void 0),o=["Stage","Status","Summary",
"Duration"];r&&o.push("Tokens"),s&&o.push("Cost");let u=[`| ${o.join(" | ")} |`,`|${o.map(()=>"---").join("|")}|`],c=0,a=()=>{
c>0&&u.push(`| \u2026 | ${c} more ${c===1?"stage":"stages"} |${" |".repeat(o.length-2)}`),c=0};for(let i of t){if(i.keepPlace>=
n.rowsKept){c++;continue}a();let{record:f,handoff:d}=i.latest,l=[`\`${E(f.stage)}\``,ct(i),d?M(dt(d.summary,n.fieldChars),
e)||"\u2014":"_no handoff_",mt(i)];if(r&&l.push(Ee(i.latest)??"\u2014"),s){let g=f.agent.usage?.cost_usd;l.push(g===void 0?
"\u2014":Pe(g))}u.push(`| ${l.join(" | ")} |`)}return a(),u.join(`
`)}function ct(t){let{record:e}=t.latest,n=[Oe(e,s=>`(${s})`)],r=t.earlier.length+1;return r>1&&n.push(`\xB7 ${N(j(e))},\
 ${r} attempts`),n.join(" ")}function dt(t,e){let n=Math.min(Se,e??Se),s=(t.split(/\r?\n/).find(o=>o.trim()!=="")??"").trim();
return s.length>n?`${Y(s,n-1)}\u2026`:s}function Ee(t){let e=t.record.agent.usage;if(!e||e.input_tokens===void 0&&e.output_tokens===
void 0)return null;let n=[];return e.input_tokens!==void 0&&n.push(`${k(e.input_tokens)} in`),e.output_tokens!==void 0&&
n.push(`${k(e.output_tokens)} out`),n.join(" / ")}function k(t){return String(Math.round(t)).replace(/\B(?=(\d{3})+(?!\d))/g,
",")}function Pe(t){return t>=1?`$${t.toFixed(2)}`:`$${t.toFixed(4)}`}function H(t){if(t<1e3)return`${t} ms`;let e=t/1e3;
if(e<60)return`${e.toFixed(1)} s`;let n=Math.round(e),r=Math.floor(n/3600),s=Math.floor(n%3600/60),o=n%60;return r>0?`${r}\
 h ${String(s).padStart(2,"0")} min`:`${s} min ${String(o).padStart(2,"0")} s`}function ft(t,e,n){let r=new Map,s=i=>{let f=r.
get(i);return f===void 0&&(f=`s${r.size}`,r.set(i,f)),f};for(let i of t)s(i.stage);let o=new Set,u=[];for(let{stage:i,latest:f}of t){
let d=[...new Set(f.record.lineage.map(l=>l.stage))].sort(U);for(let l of d)o.add(`${s(l)} --> ${s(i)}`)}for(let{stage:i,
latest:f}of t){let d=f.handoff?.next?.stage;d!==void 0&&o.add(`${s(i)} -.->|next| ${s(d)}`)}for(let[i,f]of r){let d=t.find(
h=>h.stage===i);if(!d){let h=e.some(S=>S.stage===i)?"record cannot be read":n.some(S=>S.stage===i)?"record never stored":
"no stage record";u.push(`  ${f}["${K(E(i))}<br/>${K(h)}"]:::absent`);continue}let{record:l}=d.latest,g=d.earlier.length+
1,m=x(l),p=`${z[m]} ${m}${g>1?` \xD7${g}`:""}`,$=m==="failure"||m==="blocked"?`:::${m}`:"";u.push(`  ${f}["${K(E(i))}<br\
/>${K(p)}"]${$}`)}for(let i of o)u.push(`  ${i}`);let c=i=>u.some(f=>f.endsWith(`:::${i}`)),a=[c("failure")?"  classDef \
failure fill:#ffebe9,stroke:#cf222e,color:#1f2328":"",c("blocked")?"  classDef blocked fill:#fff8c5,stroke:#9a6700,color\
:#1f2328":"",c("absent")?"  classDef absent fill:#f6f8fa,stroke:#8c959f,stroke-dasharray:3 3,color:#59636e":""].filter(Boolean);
return["```mermaid","flowchart LR",...u,...a,"```"].join(`
`)}function K(t){let e="";for(let n of t)e+=/[A-Za-z0-9 _.,:/()-]/.test(n)?n:`#${n.codePointAt(0)};`;return e}function mt(t){
let e=H(t.latest.record.agent.duration_ms);if(t.earlier.length===0)return e;let n=[t.latest,...t.earlier].reduce((r,s)=>r+
s.record.agent.duration_ms,0);return`${e} (${H(n)} in ${t.earlier.length+1} attempts)`}function gt(t,e,n){let{record:r,handoff:s}=t.
latest,o=t.earlier.length+1,u=(d,l)=>me(_(t.stage,d,l,n),e),c=[`${z[x(r)]} <b>${E(r.stage)}</b>`,x(r),H(r.agent.duration_ms),
Qe(r,o)].filter(Boolean).join(" \xB7 "),a=[];if(r.outcome.reason!=="completed"){let d=r.outcome.message?`: ${w(_(t.stage,
"outcome",r.outcome.message,n),e)}`:"";a.push(`**Outcome:** \`${r.outcome.reason}\`${d}`)}if(s===null)a.push("_No handof\
f was captured for this attempt._");else{a.push("**Summary**",u("summary",s.summary)||"\u2014");let d=Object.entries(s.data??
{}).sort(([m],[p])=>U(m,p));if(d.length>0){let{shown:m,more:p}=L(t.stage,"data",d,n),$=m.map(([h,S])=>`| ${le.test(h)?`\`${h}\
\``:M(h)} | ${M(_(t.stage,`data.${h}`,S,n),e)||"\u2014"} |`);p>0&&$.push(`| \u2026 | ${k(p)} more ${p===1?"key":"keys"} \
|`),a.push(["**Data**","","| Key | Value |","|---|---|",...$].join(`
`))}let l=m=>Ne(t.latest).filter(([p])=>p.startsWith(`${m}.`)).map(([p,$,h])=>pt(t.stage,p,$,h,n,e));s.failure&&(a.push(
`**Failure:** ${w(_(t.stage,"failure",s.failure.reason,n),e)}`),a.push(...l("failure")));let g=l("expectations");if(g.length>
0&&a.push(["**Expectations** for the next stage",...g].join(`

`)),s.next){let m=s.next.reason?` \u2014 ${w(_(t.stage,"next.reason",s.next.reason,n),e)}`:"";a.push(`**Next:** \`${E(s.
next.stage)}\`${m}`)}if(s.artifacts?.length){let{shown:m,more:p}=L(t.stage,"artifacts",s.artifacts,n),$=m.map((h,S)=>{let I=h.
description?` \u2014 ${w(_(t.stage,`artifacts.${S}`,h.description,n),e)}`:"";return`- ${Q(h.path,e)}${I}`});a.push(["**A\
rtifacts**","",...$,...te(p)].join(`
`))}e.includeDetail&&s.detail&&a.push("**Detail**",u("detail",s.detail)||"\u2014")}let i=r.problems;if(i.length>0){let{shown:d,
more:l}=L(t.stage,"problems",i,n),g=d.map((m,p)=>`- ${m.severity==="error"?"\u274C":"\u26A0\uFE0F"} ${Q(m.code)} ${Q(m.path)}\
: ${w(_(t.stage,`problems.${p}`,m.message,n),e)}`);a.push(["**Problems**","",...g,...te(l)].join(`
`))}if(t.earlier.length>0){let d=t.earlier.map(({record:l})=>`- ${N(j(l))}: ${Oe(l,g=>`(\`${g}\`)`)}, ${H(l.agent.duration_ms)}`);
a.push(["**Earlier attempts**","",...d].join(`
`))}return[r.status==="failure"||r.status==="blocked"?"<details open>":"<details>",`<summary>${c}</summary>`,"",a.join(`\


`),"","</details>"].join(`
`)}function pt(t,e,n,r,s,o){let{shown:u,more:c}=L(t,e,r,s),a=u.map((i,f)=>`- ${w(_(t,`${e}.${f}`,i,s),o)||"\u2014"}`);return`${n}\
:

${[...a,...te(c)].join(`
`)}`}function L(t,e,n,r){return r.entriesKept===null||n.length<=r.entriesKept?{shown:n,more:0}:(r.listsCut.add(`${t}.${e}`),
{shown:n.slice(0,r.entriesKept),more:n.length-r.entriesKept})}function te(t){return t>0?[`- \u2026 ${k(t)} more`]:[]}function Q(t,e={}){
return D(t,e)}function E(t){return ue.test(t)?t:encodeURIComponent(t).replace(/[!'()*]/g,je)}function _(t,e,n,r){if(r.fieldChars===
null||n.length<=r.fieldChars)return n;r.fieldsCut.add(`${t}.${e}`);let s=Y(n,r.fieldChars);return`${s}

\u2026 (${k(n.length-s.length)} more characters cut)`}function F(t){let e=t.slice(0,10).map(n=>`\`${E(n)}\``);return t.length>
e.length?`${e.join(", ")} and ${t.length-e.length} more`:e.join(", ")}function ve(t){return`${Ge(t).join(", ")}: ${F(t.map(
e=>e.stage))}`}function Ue(t){return[...new Set([...t].map(e=>e.slice(0,e.indexOf("."))))]}function ht(t,e,n){let r=[];if(e.
fieldsCut.size>0){let a=Ue(e.fieldsCut);r.push(`${e.fieldsCut.size} ${e.fieldsCut.size===1?"field was":"fields were"} cu\
t to ${k(e.fieldChars??0)} characters (${F(a)})`)}if(e.listsCut.size>0){let a=Ue(e.listsCut),i=e.entriesKept??0,f=`${e.listsCut.
size} ${e.listsCut.size===1?"list shows":"lists show"}`;r.push(i===0?`${f} none of ${e.listsCut.size===1?"its":"their"} \
entries, only how many there are (${F(a)})`:`${f} ${e.listsCut.size===1?"its":"their"} first ${k(i)} ${i===1?"entry":"en\
tries"} (${F(a)})`)}let s=Te(t,e.sectionsKept);s.length>0&&r.push(`the sections of ${s.length} ${s.length===1?"stage wer\
e":"stages were"} left out (${ve(s)})`),!e.flowchart&&t.length>0&&r.push("the diagram was left out");let o=Te(t,e.rowsKept);
if(o.length>0&&r.push(`the ${o.length===1?"row":"rows"} of ${o.length} of ${t.length} stages ${o.length===1?"was":"were"}\
 left out of the table (${ve(o)})`),r.length===0)return null;let u=n.recordsLocation??n.runUrl??null,c=u?` The full reco\
rds are in ${u}.`:"";return`> [!NOTE]
> This report was shortened to fit GitHub's ${k(J.commentChars)}-character limit: ${r.join("; ")}.${c}`}var Me=["comment","summary","both"],$t=/^[A-Za-z0-9_.-]{1,64}$/;function bt(t){let e=(t[b.mode]??"").trim()||"both";if(!Me.
includes(e))throw new R("input-invalid",`must be one of ${Me.join(", ")}; got "${e}"`,{where:b.mode});return e}function De(t,e){
let n=bt(t),r=(t[b.key]??"").trim()||ne;if(!$t.test(r))throw new R("input-invalid",`must be 1 to 64 letters, digits, '.'\
, '_' or '-' (it names the sticky comment); got "${r}"`,{where:b.key});let s=St(t[b.includeDetail]??"",b.includeDetail,!1),
o=null;if(n!=="summary"){let u=(t[b.issueNumber]??"").trim();if(u!==""){if(!/^[1-9]\d{0,9}$/.test(u))throw new R("input-\
invalid",`must be the number of an issue or pull request, like 42; got "${u}"`,{where:b.issueNumber});o=Number(u)}else if(o=
wt(e.payload),o===null)throw new R("issue-number-missing",`there is no issue or pull request to comment on: the triggeri\
ng event (${e.name||"unknown"}) is not about one. Set the issue-number input, or use mode: summary`,{where:b.issueNumber})}
return{mode:n,key:r,includeDetail:s,issueNumber:o}}function wt(t){let e=y(t);if(!e)return null;let n=se(y(e.pull_request)?.
number)??se(y(e.issue)?.number);if(n!==null)return n;for(let r of["workflow_run","check_run","check_suite"]){let s=y(e[r])?.
pull_requests;if(Array.isArray(s)&&s.length===1){let o=se(y(s[0])?.number);if(o!==null)return o}}return null}var yt=["pu\
ll_request","pull_request_review","pull_request_review_comment"];function Ke(t,e){if(!yt.includes(t))return null;let n=y(
y(e)?.pull_request),r=y(n?.head);if(!r)return null;if(r.repo===null)return{head:null};let s=y(r.repo);if(!s)return null;
let o=typeof s.full_name=="string"?s.full_name:null,u=y(y(n?.base)?.repo)?.full_name;return o!==null&&typeof u=="string"?
o===u?null:{head:o}:s.fork===!0?{head:o}:null}function St(t,e,n){let r=t.trim();if(r==="")return n;if(["true","True","TR\
UE"].includes(r))return!0;if(["false","False","FALSE"].includes(r))return!1;throw new R("input-invalid",`must be true or\
 false; got "${r}"`,{where:e})}function y(t){return t!==null&&typeof t=="object"&&!Array.isArray(t)?t:null}function se(t){
return typeof t=="number"&&Number.isInteger(t)&&t>0?t:null}async function Rt(t,e,n){let{env:r}=t,s=new be,o=v(b.githubToken);o&&ae(o);let u={[b.mode]:v(b.mode),[b.key]:v(b.key),[b.
includeDetail]:v(b.includeDetail),[b.issueNumber]:v(b.issueNumber)},c={name:r.GITHUB_EVENT_NAME??"",payload:Tt(r.GITHUB_EVENT_PATH)},
a=De(u,c);e.mode=a.mode,e.issueNumber=a.issueNumber;let i=O(r,"GITHUB_REPOSITORY"),f=O(r,"GITHUB_RUN_ID"),d=O(r,"GITHUB_\
WORKFLOW");if(a.mode!=="summary"&&!r.GITHUB_API_URL)throw new R("runner-env-missing","GITHUB_API_URL is not set, so the \
report comment has no GitHub API to go to: the runner sets it for every step of a job. Run this as a step of a GitHub Ac\
tions job, or use mode: summary for the job summary alone");let l=we(r,o),g=new $e({tempDir:O(r,"RUNNER_TEMP"),reporter:s}),
m=await Z(ye(g),n).catch(T=>{if(!n.received)throw T});if(!m||n.received)return oe(e,n,s);let{records:p,unreadable:$}=m;for(let T of $)
s.warning(`record of stage ${T.stage} attempt ${T.attempt} could not be read: ${T.reason}`);s.info(`report: ${p.length} \
records of run ${f}${$.length?`, ${$.length} unreadable`:""}`);let h=r.GITHUB_SERVER_URL??"https://github.com",S=`${h.replace(
/\/+$/,"")}/${i}/actions/runs/${f}`,I=Ae(p,{workflow:d,key:a.key,runId:f,runUrl:S,recordsLocation:`[the run's artifacts]\
(${S}#artifacts)`,includeDetail:a.includeDetail,secrets:l,serverUrl:h,unreadable:$});if(a.mode!=="comment"&&(await ge(I,
l),e.summaryWritten=!0),a.mode==="summary"){X({[C.commentId]:"",[C.commentUrl]:""}),n.received&&s.info(`report: ${A(n.received)}\
 while the job summary was being written; it was written, and is left as it is`);return}let{GitHubCommentSink:He}=await import("../action-chunks/comment-sink-25IX55TZ.js");
if(n.received)return oe(e,n,s);let q=new He({token:o,repository:i,baseUrl:r.GITHUB_API_URL,reporter:s,forkPullRequest:Ke(
c.name,c.payload),signal:n.signal});e.sink=q;let G;try{G=await Z(q.upsert({issueNumber:a.issueNumber,marker:re(d,a.key),
body:I}),n,()=>q.inFlight!==void 0)}catch(T){if(n.received)return oe(e,n,s);throw T}X({[C.commentId]:String(G.id),[C.commentUrl]:G.
url}),s.info(kt(G,n))}function kt(t,e){return t.action==="unchanged"?e.received?`report: ${A(e.received)} while the comm\
ent was being checked; it already held this report, and is left as it is: ${t.url}`:`report: comment ${t.url} unchanged`:
e.received?`report: ${A(e.received)} while the comment was being ${t.action}; it was ${t.action}, and is left as it is: ${t.
url}`:`report: ${t.action} comment ${t.url}`}function oe(t,e,n){t.cancelled=!0,n.warning(`report: cancelled: ${A(e.received)}\
; ${Le(t)}`)}function Le(t,e=!1){let n=t.sink?.inFlight,r=[];if(t.mode!==void 0&&t.mode!=="summary"){let s=e?`GitHub did\
 not answer within the ${pe.deadline/1e3} s a stopped step has`:"its request got no answer before the step stopped";r.push(
n===void 0?"no comment was created or updated":`the comment on #${t.issueNumber} may have been ${n==="create"?"created":
"updated"}: ${s}; look for it there`)}return t.mode!==void 0&&t.mode!=="comment"&&r.push(`the job summary was ${t.summaryWritten?
"":"not "}written`),t.summaryWritten||n!==void 0?r.join("; "):`nothing was posted${r.length?`: ${r.join(", and ")}`:""}`}
var _t=16*1024*1024;function Tt(t){if(!t)return{};try{return(0,B.statSync)(t).size>_t?{}:JSON.parse((0,B.readFileSync)(t,
"utf8"))}catch{return{}}}async function Fe(t=fe()){let e={summaryWritten:!1,cancelled:!1};await he(t,n=>Rt(t,e,n),{async failed(n){
W(P(n))},async outOfTime(n){W(`report: ${A(n)}; ${Le(e,!0)}`)}}),e.cancelled&&t.exit(ie.Failure)}await Fe();

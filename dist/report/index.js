import{A as $e,B as be,C as I,D as we,h as V,k as O,l as j,n as fe,o as me,p as y,q as M,r as D,t as J,u as pe,w as ge,x as N,
y as X,z as he}from"../action-chunks/chunk-JWTIWWSW.js";import{a as Z}from"../action-chunks/chunk-QKOWGC76.js";import{a as He}from"../action-chunks/chunk-R2LRCHEZ.js";
import"../action-chunks/chunk-N2ZFOP3O.js";import{i as de}from"../action-chunks/chunk-IKP7P5JP.js";import"../action-chunks/chunk-PO5EA42V.js";import{
N as C}from"../action-chunks/chunk-K774MLFD.js";import{b as k,d as P}from"../action-chunks/chunk-ZB3GGCKF.js";import{s as Y,t as le,u as ue,
v as ce,w as $,x as U}from"../action-chunks/chunk-CITQMF73.js";import{f as ie,h as ae,i as A,k as W}from"../action-chunks/chunk-DHIUKFLR.js";
import"../action-chunks/chunk-SM223FN7.js";import{d as Ke}from"../action-chunks/chunk-A64LSPLL.js";var B=Ke(He(),1);async function Se(e){let t=await e.list(),n=await Promise.allSettled(t.map(({stage:s,attempt:u,runAttempt:l})=>e.getAttempt(
s,u,l))),r=[],o=[];return n.forEach((s,u)=>{let{stage:l,attempt:i,runAttempt:a}=t[u];s.status==="fulfilled"?s.value&&r.push(
s.value):o.push({stage:l,attempt:i,runAttempt:a,reason:P(s.reason)})}),{records:r,unreadable:o}}var ne="default",ye=160,Fe=512;function re(e,t=ne){return`<!-- ${ce}${Re(e)}:${Re(t)} -->`}function Re(e){return encodeURIComponent(
e).replace(/[!'()*]/g,Ae).replace(/-(?=-)/g,"%2D")}function Ae(e){return`%${e.charCodeAt(0).toString(16).toUpperCase().padStart(
2,"0")}`}function ze(e){let t=0;for(let n=e.indexOf(`
`);n!==-1;n=e.indexOf(`
`,n+1))t++;return e.length+t}var Be=5e4;function Ce(e,t={}){let n=Ve(e),r=t.maxLength??Y.commentChars-Fe,o=n.length,s=Ze(
n),u=(c,f=null,g=o,b=!0,h=o)=>{let w=et(n,t,{fieldChars:c,fieldsCut:new Set,entriesKept:f,listsCut:new Set,sectionsKept:g,
flowchart:b,rowsKept:h,keepPlace:s});return{text:w,ok:ze(w)<=r}},l=u(null);if(l.ok)return l.text;let i=64,a=(c,f,g)=>{let b={
value:c,...g(c)};if(!b.ok)return null;for(;f-c>Math.max(0,f>>6);){let h=Math.ceil((c+f)/2),w=g(h);w.ok?(c=h,b={value:h,...w}):
f=h-1}return b},m=Math.max(i,We(n)),p=a(i,m,c=>u(c));if(p)return p.text;let d=a(0,Ye(n),c=>u(i,c));return d?a(i,m,c=>u(c,
d.value))?.text??d.text:a(0,o,c=>u(i,0,c))?.text??a(0,o,c=>u(i,0,0,!1,c))?.text??u(i,0,0,!1,0).text}function qe(e){let t=e.
handoff;return[t?.summary,t?.detail,t?.failure?.reason,t?.next?.reason,e.record.outcome.message,...Oe(e).flat()]}function We(e){
let t=0;for(let{latest:n}of e)for(let r of qe(n))t=Math.max(t,r?.length??0);return t}function Ye(e){let t=0;for(let{latest:n}of e)
for(let r of Oe(n))t=Math.max(t,r.length);return t}function Oe(e){let t=e.handoff;return[...Ne(e).map(([,,n])=>n),Object.
values(t?.data??{}),(t?.artifacts??[]).map(n=>n.description),e.record.problems.map(n=>n.message)]}function Ne(e){let t=e.
handoff;return[["failure.blockers","Blockers",t?.failure?.blockers],["failure.questions","Questions",t?.failure?.questions],
["expectations.deliverables","Deliverables",t?.expectations?.deliverables],["expectations.acceptance","Acceptance",t?.expectations?.
acceptance],["expectations.constraints","Constraints",t?.expectations?.constraints]].filter(r=>(r[2]?.length??0)>0)}function Ve(e){
let t=new Map;for(let r of e){let o=t.get(r.record.stage)??[];o.push(r),t.set(r.record.stage,o)}return[...t.entries()].map(
([r,o])=>{let s=[...o].sort((u,l)=>V(O(u.record),O(l.record)));return{stage:r,latest:s[s.length-1],earlier:s.slice(0,-1)}}).
sort((r,o)=>r.latest.record.hop-o.latest.record.hop||C(ke(r),ke(o))||C(r.stage,o.stage))}function Je(e,t){if(e.run.attempt===
1)return t>1?`attempt ${e.attempt} of ${t}`:"";let n=j(O(e));return t>1?`${n}, ${t} attempts`:n}function ke(e){return(e.
earlier[0]??e.latest).record.agent.started_at}var z={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\u274C",
cancelled:"\u{1F6AB}"},Xe={...z,running:"\u23F3",interrupted:"\u26A0\uFE0F"},ee=["failure","cancelled","blocked","partia\
l","success"],_e=["failure","blocked","cancelled","partial","success"];function Ze(e){let t=o=>o.outcome.reason==="skipp\
ed"?_e.length:_e.indexOf(T(o)),n=e.map((o,s)=>({index:s,rank:t(o.latest.record)})).sort((o,s)=>o.rank-s.rank||o.index-s.
index),r=new Array(e.length);return n.forEach(({index:o},s)=>{r[o]=s}),r}function T(e){return de(e.status,e.outcome.reason)}
function Ue(e,t){let n=T(e),r=e.outcome.reason==="completed"||n==="cancelled"?"":` ${t(e.outcome.reason)}`;return`${z[n]}\
 ${n}${r}`}function Qe(e){let t=null;for(let{latest:n}of e){let r=T(n.record);(t===null||ee.indexOf(r)<ee.indexOf(t))&&(t=
r)}return t}function et(e,t,n){let r=t.workflow??e[0]?.latest.record.run.workflow??"workflow",o=e[0]?.latest.record.run,
s=[re(r,t.key)],u=t.cancelled||t.run?.status==="cancelled"?"cancelled":Qe(e),l=t.run?.status==="failure"&&u!=="failure",
i=t.run?.status==="running"||t.run?.status==="interrupted"?t.run.status:l?"failure":u??t.run?.status??null,a=y(r,t)||"wo\
rkflow";if(s.push(i===null?`## baton report \xB7 ${a}`:`## ${Xe[i]} baton report \xB7 ${a} \xB7 ${i}`),s.push(nt(e,t.runId??
o?.id??null,t)),l&&t.run&&t.run.failedJobs.length>0){let d=t.run.failedJobs.map(c=>D(c,t));s.push(`The run failed: ${d.length===
1?"job":"jobs"} ${d.join(", ")} failed.`)}let m=tt(t);if(e.length===0)s.push("No baton records were found for this run. \
A stage that failed before it recorded (an input it refused, say) leaves none: its job\u2019s log says why."),m&&s.push(
m);else{s.push(st(e,t,n)),m&&s.push(m);let d=n.flowchart?lt(e):"";d!==""&&d.length<=Be?s.push(d):n.flowchart=!1,e.forEach(
(c,f)=>{n.keepPlace[f]<n.sectionsKept&&s.push(ct(c,t,n))})}let p=ft(e,n,t);return p&&s.push(p),s.push("<sub>Built by bat\
on from the stage records; agent text is shown as data, sanitised.</sub>"),`${s.join(`

`)}
`}function tt(e){let t=[...e.unreadable??[]].sort((o,s)=>C(o.stage,s.stage)||V(o,s));if(t.length===0)return null;let n=t.
slice(0,20).map(o=>`> - ${D(E(o.stage))} ${j(o)}: ${y(o.reason,e)}`);return t.length>n.length&&n.push(`> - and ${t.length-
n.length} more`),["> [!WARNING]",`> ${`${t.length} ${t.length===1?"record":"records"}`} of this run could not be read an\
d ${t.length===1?"is":"are"} not in this report:`,...n].join(`
`)}function nt(e,t,n){let r=e.reduce((i,a)=>i+1+a.earlier.length,0),o=je(e),s=`${e.length} ${e.length===1?"stage":"stage\
s"}`,u=r>e.length?` in ${r} attempts`:"",l=ot(t,n);return[`${s}${u}${o.length?` (${o.join(", ")})`:""}`,rt(e),l].filter(
Boolean).join(" \xB7 ")}function rt(e){let t=0,n=0,r=0,o=!1,s=!1;for(let l of e)for(let{record:i}of[...l.earlier,l.latest]){
let a=i.agent.usage;a&&((a.input_tokens!==void 0||a.output_tokens!==void 0)&&(o=!0),t+=a.input_tokens??0,n+=a.output_tokens??
0,a.cost_usd!==void 0&&(s=!0,r+=a.cost_usd))}let u=[];return o&&u.push(`${R(t)} tokens in, ${R(n)} out`),s&&u.push(Ie(r)),
u.join(", ")}function je(e){let t=new Map;for(let{latest:n}of e){let r=T(n.record);t.set(r,(t.get(r)??0)+1)}return ee.filter(
n=>t.has(n)).map(n=>`${t.get(n)} ${n}`)}function ot(e,t){let n=e===null?"the run":`run ${y(e)}`;return t.runUrl?`[View ${n}\
](${t.runUrl})`:e===null?"":`local ${n}`}function st(e,t,n){let r=e.some(({latest:a})=>xe(a)!==null),o=e.some(({latest:a})=>a.
record.agent.usage?.cost_usd!==void 0),s=["Stage","Status","Summary","Duration"];r&&s.push("Tokens"),o&&s.push("Cost");let u=[
`| ${s.join(" | ")} |`,`|${s.map(()=>"---").join("|")}|`],l=0,i=()=>{l>0&&u.push(`| \u2026 | ${l} more ${l===1?"stage":"\
stages"} |${" |".repeat(s.length-2)}`),l=0};for(let[a,m]of e.entries()){if(n.keepPlace[a]>=n.rowsKept){l++;continue}i();
let{record:p,handoff:d}=m.latest,c=[`\`${E(p.stage)}\``,it(m),d?M(at(d.summary,n.fieldChars),t)||"\u2014":"_no handoff_",
ut(m)];if(r&&c.push(xe(m.latest)??"\u2014"),o){let f=p.agent.usage?.cost_usd;c.push(f===void 0?"\u2014":Ie(f))}u.push(`|\
 ${c.join(" | ")} |`)}return i(),u.join(`
`)}function it(e){let{record:t}=e.latest,n=[Ue(t,o=>`(${o})`)],r=e.earlier.length+1;return r>1&&n.push(`\xB7 ${j(O(t))},\
 ${r} attempts`),n.join(" ")}function at(e,t){let n=Math.min(ye,t??ye),o=(e.split(/\r?\n/).find(s=>s.trim()!=="")??"").trim();
return o.length>n?`${Z(o,n-1)}\u2026`:o}function xe(e){let t=e.record.agent.usage;if(!t||t.input_tokens===void 0&&t.output_tokens===
void 0)return null;let n=[];return t.input_tokens!==void 0&&n.push(`${R(t.input_tokens)} in`),t.output_tokens!==void 0&&
n.push(`${R(t.output_tokens)} out`),n.join(" / ")}function R(e){return String(Math.round(e)).replace(/\B(?=(\d{3})+(?!\d))/g,
",")}function Ie(e){return e>=1?`$${e.toFixed(2)}`:`$${e.toFixed(4)}`}function F(e){if(e<1e3)return`${e} ms`;let t=e/1e3;
if(t<60)return`${t.toFixed(1)} s`;let n=Math.round(t),r=Math.floor(n/3600),o=Math.floor(n%3600/60),s=n%60;return r>0?`${r}\
 h ${String(o).padStart(2,"0")} min`:`${o} min ${String(s).padStart(2,"0")} s`}function lt(e){let t=new Map,n=l=>{let i=t.
get(l);return i===void 0&&(i=`s${t.size}`,t.set(l,i)),i};for(let l of e)n(l.stage);let r=new Set,o=[];for(let{stage:l,latest:i}of e){
let a=[...new Set(i.record.lineage.map(m=>m.stage))].sort(C);for(let m of a)r.add(`${n(m)} --> ${n(l)}`)}for(let{stage:l,
latest:i}of e){let a=i.handoff?.next?.stage;a!==void 0&&r.add(`${n(l)} -.->|next| ${n(a)}`)}for(let[l,i]of t){let a=e.find(
g=>g.stage===l);if(!a){o.push(`  ${i}["${L(E(l))}<br/>${L("no stage record")}"]:::absent`);continue}let{record:m}=a.latest,
p=a.earlier.length+1,d=T(m),c=`${z[d]} ${d}${p>1?` \xD7${p}`:""}`,f=d==="failure"||d==="blocked"?`:::${d}`:"";o.push(`  ${i}\
["${L(E(l))}<br/>${L(c)}"]${f}`)}for(let l of r)o.push(`  ${l}`);let s=l=>o.some(i=>i.endsWith(`:::${l}`)),u=[s("failure")?
"  classDef failure fill:#ffebe9,stroke:#cf222e,color:#1f2328":"",s("blocked")?"  classDef blocked fill:#fff8c5,stroke:#\
9a6700,color:#1f2328":"",s("absent")?"  classDef absent fill:#f6f8fa,stroke:#8c959f,stroke-dasharray:3 3,color:#59636e":
""].filter(Boolean);return["```mermaid","flowchart LR",...o,...u,"```"].join(`
`)}function L(e){let t="";for(let n of e)t+=/[A-Za-z0-9 _.,:/()-]/.test(n)?n:`#${n.codePointAt(0)};`;return t}function ut(e){
let t=F(e.latest.record.agent.duration_ms);if(e.earlier.length===0)return t;let n=[e.latest,...e.earlier].reduce((r,o)=>r+
o.record.agent.duration_ms,0);return`${t} (${F(n)} in ${e.earlier.length+1} attempts)`}function ct(e,t,n){let{record:r,handoff:o}=e.
latest,s=e.earlier.length+1,u=(p,d)=>me(_(e.stage,p,d,n),t),l=[`${z[T(r)]} <b>${E(r.stage)}</b>`,T(r),F(r.agent.duration_ms),
Je(r,s)].filter(Boolean).join(" \xB7 "),i=[];if(r.outcome.reason!=="completed"){let p=r.outcome.message?`: ${y(_(e.stage,
"outcome",r.outcome.message,n),t)}`:"";i.push(`**Outcome:** \`${r.outcome.reason}\`${p}`)}if(o===null)i.push("_No handof\
f was captured for this attempt._");else{i.push("**Summary**",u("summary",o.summary)||"\u2014");let p=Object.entries(o.data??
{}).sort(([f],[g])=>C(f,g));if(p.length>0){let{shown:f,more:g}=K(e.stage,"data",p,n),b=f.map(([h,w])=>`| ${ue.test(h)?`\`${h}\
\``:M(h)} | ${M(_(e.stage,`data.${h}`,w,n),t)||"\u2014"} |`);g>0&&b.push(`| \u2026 | ${R(g)} more ${g===1?"key":"keys"} \
|`),i.push(["**Data**","","| Key | Value |","|---|---|",...b].join(`
`))}let d=f=>Ne(e.latest).filter(([g])=>g.startsWith(`${f}.`)).map(([g,b,h])=>dt(e.stage,g,b,h,n,t));o.failure&&(i.push(
`**Failure:** ${y(_(e.stage,"failure",o.failure.reason,n),t)}`),i.push(...d("failure")));let c=d("expectations");if(c.length>
0&&i.push(["**Expectations** for the next stage",...c].join(`

`)),o.next){let f=o.next.reason?` \u2014 ${y(_(e.stage,"next.reason",o.next.reason,n),t)}`:"";i.push(`**Next:** \`${E(o.
next.stage)}\`${f}`)}if(o.artifacts?.length){let{shown:f,more:g}=K(e.stage,"artifacts",o.artifacts,n),b=f.map((h,w)=>{let v=h.
description?` \u2014 ${y(_(e.stage,`artifacts.${w}`,h.description,n),t)}`:"";return`- ${Q(h.path,t)}${v}`});i.push(["**A\
rtifacts**","",...b,...te(g)].join(`
`))}t.includeDetail&&o.detail&&i.push("**Detail**",u("detail",o.detail)||"\u2014")}let a=r.problems;if(a.length>0){let{shown:p,
more:d}=K(e.stage,"problems",a,n),c=p.map((f,g)=>`- ${f.severity==="error"?"\u274C":"\u26A0\uFE0F"} ${Q(f.code)} ${Q(f.path)}\
: ${y(_(e.stage,`problems.${g}`,f.message,n),t)}`);i.push(["**Problems**","",...c,...te(d)].join(`
`))}if(e.earlier.length>0){let p=e.earlier.map(({record:d})=>`- ${j(O(d))}: ${Ue(d,c=>`(\`${c}\`)`)}, ${F(d.agent.duration_ms)}`);
i.push(["**Earlier attempts**","",...p].join(`
`))}return[r.status==="failure"||r.status==="blocked"?"<details open>":"<details>",`<summary>${l}</summary>`,"",i.join(`\


`),"","</details>"].join(`
`)}function dt(e,t,n,r,o,s){let{shown:u,more:l}=K(e,t,r,o),i=u.map((a,m)=>`- ${y(_(e,`${t}.${m}`,a,o),s)||"\u2014"}`);return`${n}\
:

${[...i,...te(l)].join(`
`)}`}function K(e,t,n,r){return r.entriesKept===null||n.length<=r.entriesKept?{shown:n,more:0}:(r.listsCut.add(`${e}.${t}`),
{shown:n.slice(0,r.entriesKept),more:n.length-r.entriesKept})}function te(e){return e>0?[`- \u2026 ${R(e)} more`]:[]}function Q(e,t={}){
return D(e,t)}function E(e){return le.test(e)?e:encodeURIComponent(e).replace(/[!'()*]/g,Ae)}function _(e,t,n,r){if(r.fieldChars===
null||n.length<=r.fieldChars)return n;r.fieldsCut.add(`${e}.${t}`);let o=Z(n,r.fieldChars);return`${o}

\u2026 (${R(n.length-o.length)} more characters cut)`}function H(e){let t=e.slice(0,10).map(n=>`\`${E(n)}\``);return e.length>
t.length?`${t.join(", ")} and ${e.length-t.length} more`:t.join(", ")}function Te(e){return`${je(e).join(", ")}: ${H(e.map(
t=>t.stage))}`}function Ee(e){return[...new Set([...e].map(t=>t.slice(0,t.indexOf("."))))]}function ft(e,t,n){let r=[];if(t.
fieldsCut.size>0){let i=Ee(t.fieldsCut);r.push(`${t.fieldsCut.size} ${t.fieldsCut.size===1?"field was":"fields were"} cu\
t to ${R(t.fieldChars??0)} characters (${H(i)})`)}if(t.listsCut.size>0){let i=Ee(t.listsCut),a=t.entriesKept??0,m=`${t.listsCut.
size} ${t.listsCut.size===1?"list shows":"lists show"}`;r.push(a===0?`${m} none of ${t.listsCut.size===1?"its":"their"} \
entries, only how many there are (${H(i)})`:`${m} ${t.listsCut.size===1?"its":"their"} first ${R(a)} ${a===1?"entry":"en\
tries"} (${H(i)})`)}let o=e.filter((i,a)=>t.keepPlace[a]>=t.sectionsKept);o.length>0&&r.push(`the sections of ${o.length}\
 ${o.length===1?"stage were":"stages were"} left out (${Te(o)})`),!t.flowchart&&e.length>0&&r.push("the diagram was left\
 out");let s=e.filter((i,a)=>t.keepPlace[a]>=t.rowsKept);if(s.length>0&&r.push(`the ${s.length===1?"row":"rows"} of ${s.
length} of ${e.length} stages ${s.length===1?"was":"were"} left out of the table (${Te(s)})`),r.length===0)return null;let u=n.
recordsLocation??n.runUrl??null,l=u?` The full records are in ${u}.`:"";return`> [!NOTE]
> This report was shortened to fit GitHub's ${R(Y.commentChars)}-character limit: ${r.join("; ")}.${l}`}var ve=["comment","summary","both"],mt=/^[A-Za-z0-9_.-]{1,64}$/;function pt(e){let t=(e[$.mode]??"").trim()||"both";if(!ve.
includes(t))throw new k("input-invalid",`must be one of ${ve.join(", ")}; got "${t}"`,{where:$.mode});return t}function Ge(e,t){
let n=pt(e),r=(e[$.key]??"").trim()||ne;if(!mt.test(r))throw new k("input-invalid",`must be 1 to 64 letters, digits, '.'\
, '_' or '-' (it names the sticky comment); got "${r}"`,{where:$.key});let o=$t(e[$.includeDetail]??"",$.includeDetail,!1),
s=null;if(n!=="summary"){let u=(e[$.issueNumber]??"").trim();if(u!==""){if(!/^[1-9]\d{0,9}$/.test(u))throw new k("input-\
invalid",`must be the number of an issue or pull request, like 42; got "${u}"`,{where:$.issueNumber});s=Number(u)}else if(s=
gt(t.payload),s===null)throw new k("issue-number-missing",`there is no issue or pull request to comment on: the triggeri\
ng event (${t.name||"unknown"}) is not about one. Set the issue-number input, or use mode: summary`,{where:$.issueNumber})}
return{mode:n,key:r,includeDetail:o,issueNumber:s}}function gt(e){let t=S(e);if(!t)return null;let n=oe(S(t.pull_request)?.
number)??oe(S(t.issue)?.number);if(n!==null)return n;for(let r of["workflow_run","check_run","check_suite"]){let o=S(t[r])?.
pull_requests;if(Array.isArray(o)&&o.length===1){let s=oe(S(o[0])?.number);if(s!==null)return s}}return null}var ht=["pu\
ll_request","pull_request_review","pull_request_review_comment"];function Pe(e,t){if(!ht.includes(e))return null;let n=S(
S(t)?.pull_request),r=S(n?.head);if(!r)return null;if(r.repo===null)return{head:null};let o=S(r.repo);if(!o)return null;
let s=typeof o.full_name=="string"?o.full_name:null,u=S(S(n?.base)?.repo)?.full_name;return s!==null&&typeof u=="string"?
s===u?null:{head:s}:o.fork===!0?{head:s}:null}function $t(e,t,n){let r=e.trim();if(r==="")return n;if(["true","True","TR\
UE"].includes(r))return!0;if(["false","False","FALSE"].includes(r))return!1;throw new k("input-invalid",`must be true or\
 false; got "${r}"`,{where:t})}function S(e){return e!==null&&typeof e=="object"&&!Array.isArray(e)?e:null}function oe(e){
return typeof e=="number"&&Number.isInteger(e)&&e>0?e:null}async function bt(e,t,n){let{env:r}=e,o=new be,s=A($.githubToken);s&&ae(s);let u={[$.mode]:A($.mode),[$.key]:A($.key),[$.
includeDetail]:A($.includeDetail),[$.issueNumber]:A($.issueNumber)},l={name:r.GITHUB_EVENT_NAME??"",payload:yt(r.GITHUB_EVENT_PATH)},
i=Ge(u,l);t.mode=i.mode,t.issueNumber=i.issueNumber;let a=I(r,"GITHUB_REPOSITORY"),m=I(r,"GITHUB_RUN_ID"),p=I(r,"GITHUB_\
WORKFLOW");if(i.mode!=="summary"&&!r.GITHUB_API_URL)throw new k("runner-env-missing","GITHUB_API_URL is not set, so the \
report comment has no GitHub API to go to: the runner sets it for every step of a job. Run this as a step of a GitHub Ac\
tions job, or use mode: summary for the job summary alone");let d=we(r,s),c=new $e({tempDir:I(r,"RUNNER_TEMP"),reporter:o}),
f=await X(Se(c),n).catch(x=>{if(!n.received)throw x});if(!f||n.received)return se(t,n,o);let{records:g,unreadable:b}=f;for(let x of b)
o.warning(`record of stage ${x.stage} attempt ${x.attempt} could not be read: ${x.reason}`);o.info(`report: ${g.length} \
records of run ${m}${b.length?`, ${b.length} unreadable`:""}`);let h=r.GITHUB_SERVER_URL??"https://github.com",w=`${h.replace(
/\/+$/,"")}/${a}/actions/runs/${m}`,v=Ce(g,{workflow:p,key:i.key,runId:m,runUrl:w,recordsLocation:`[the run's artifacts]\
(${w}#artifacts)`,includeDetail:i.includeDetail,secrets:d,serverUrl:h,unreadable:b});if(i.mode!=="comment"&&(await pe(v,
d),t.summaryWritten=!0),i.mode==="summary"){J({[U.commentId]:"",[U.commentUrl]:""}),n.received&&o.info(`report: ${N(n.received)}\
 while the job summary was being written; it was written, and is left as it is`);return}let{GitHubCommentSink:Le}=await import("../action-chunks/comment-sink-553W3JP2.js");
if(n.received)return se(t,n,o);let q=new Le({token:s,repository:a,baseUrl:r.GITHUB_API_URL,reporter:o,forkPullRequest:Pe(
l.name,l.payload),signal:n.signal});t.sink=q;let G;try{G=await X(q.upsert({issueNumber:i.issueNumber,marker:re(p,i.key),
body:v}),n,()=>q.inFlight!==void 0)}catch(x){if(n.received)return se(t,n,o);throw x}J({[U.commentId]:String(G.id),[U.commentUrl]:G.
url}),o.info(wt(G,n))}function wt(e,t){return e.action==="unchanged"?t.received?`report: ${N(t.received)} while the comm\
ent was being checked; it already held this report, and is left as it is: ${e.url}`:`report: comment ${e.url} unchanged`:
t.received?`report: ${N(t.received)} while the comment was being ${e.action}; it was ${e.action}, and is left as it is: ${e.
url}`:`report: ${e.action} comment ${e.url}`}function se(e,t,n){e.cancelled=!0,n.warning(`report: cancelled: ${N(t.received)}\
; ${Me(e)}`)}function Me(e,t=!1){let n=e.sink?.inFlight,r=[];if(e.mode!==void 0&&e.mode!=="summary"){let o=t?`GitHub did\
 not answer within the ${ge.deadline/1e3} s a stopped step has`:"its request got no answer before the step stopped";r.push(
n===void 0?"no comment was created or updated":`the comment on #${e.issueNumber} may have been ${n==="create"?"created":
"updated"}: ${o}; look for it there`)}return e.mode!==void 0&&e.mode!=="comment"&&r.push(`the job summary was ${e.summaryWritten?
"":"not "}written`),e.summaryWritten||n!==void 0?r.join("; "):`nothing was posted${r.length?`: ${r.join(", and ")}`:""}`}
var St=16*1024*1024;function yt(e){if(!e)return{};try{return(0,B.statSync)(e).size>St?{}:JSON.parse((0,B.readFileSync)(e,
"utf8"))}catch{return{}}}async function De(e=fe()){let t={summaryWritten:!1,cancelled:!1};await he(e,n=>bt(e,t,n),{async failed(n){
W(P(n))},async outOfTime(n){W(`report: ${N(n)}; ${Me(t,!0)}`)}}),t.cancelled&&e.exit(ie.Failure)}await De();

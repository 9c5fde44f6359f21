import{b as zt}from"./chunk-QKOWGC76.js";import{e as F,f as P}from"./chunk-2RWRPKG6.js";import{c as Lt,h as W}from"./chunk-RAQFEFPF.js";
import{a as Ne}from"./chunk-PO5EA42V.js";import{F as Z,f as Ut,h as jt,o as Dt,t as Mt,v as Ct}from"./chunk-L5NDK6NH.js";
import{b as f,c as g}from"./chunk-ZB3GGCKF.js";import{C as Ft,b as K,g as E,h as _t,i as Tt,j as H,k as l,l as G,m as xt,
n as N,o as v,p as I,r as Nt,s as w,t as R,v as J,w as vt,x as It,y as A}from"./chunk-RFKRGJHM.js";import{e as St,
j as Et,m as Rt,n as Pt,o as Ot,p as kt}from"./chunk-DHIUKFLR.js";import{d as xe}from"./chunk-A64LSPLL.js";function Yn(){return{env:process.env,write:t=>{process.stdout.write(t)},onStopSignal:t=>{let e=["SIGINT","SIGTERM"];for(let r of e)
process.on(r,t);return()=>{for(let r of e)process.off(r,t)}},exit:t=>process.exit(t)}}var O=class{#e;#t=new Map;constructor(e){this.#e=e}next(e,r){let n=this.#t.get(e);if(n===void 0){n=[];for(let i=this.#e.
indexOf(e);i>=0;i=this.#e.indexOf(e,i+1))n.push(i);this.#t.set(e,n)}let s=0,o=n.length;for(;s<o;){let i=s+o>>>1;n[i]<r?s=
i+1:o=i}return s<n.length?n[s]:-1}},ve=/\s/;function V(t){return t!==void 0&&ve.test(t)}function X(t,e){for(;V(t[e]);)e++;
return e}function U(t,e){for(;t[e]===" "||t[e]==="	";)e++;return e}function Y(t,e){for(let r=e+1;r<t.length;r++){let n=t[r];
if(n==="]")return r;if(n!=="[")continue;let s=r+1;for(;s<t.length&&t[s]!=="["&&t[s]!=="]";)s++;if(t[s]!=="]")return-1;r=
s}return-1}function Kt(t,e){if(t[e]!=="[")return-1;let r=Math.min(t.length,e+1001);for(let n=e+1;n<r;n++){let s=t[n];if(s===
"]")return n+1;if(s==="["||s===`
`)return-1}return-1}function Ht(t,e){let r=Math.min(t.length,e+1001);for(let n=e+1;n<r;n++){let s=t[n];if(s==="]")return n>
e+1?n:-1;if(s==="["||s===`
`||s==="\0")return-1}return-1}function Gt(t,e,r){if(t[e]!=="(")return null;let n=X(t,e+1);for(let s of Ie(t,n)){let o=Ue(
t,s,r);if(o>=0)return{url:t.slice(n,s),end:o}}return null}function Ie(t,e){let r=[];if(t[e]==="<"){let n=Jt(t,e);n>=0&&r.
push(n+1)}return r.push(Fe(t,e)),r}function Jt(t,e){for(let r=e+1;r<t.length;r++){let n=t[r];if(n===">")return r;if(n===
"<"||n===`
`)return-1}return-1}function Bt(t){return t!==void 0&&t!=="("&&t!==")"&&!V(t)}function Fe(t,e){let r=e;for(;;){for(;Bt(t[r]);)
r++;if(t[r]!=="(")return r;let n=r+1;for(;Bt(t[n]);)n++;if(t[n]!==")")return r;r=n+1}}function Ue(t,e,r){let n=X(t,e);if(n>
e){let s=Zt(t,n,r);if(s>=0){let o=X(t,s);if(t[o]===")")return o+1}}return t[n]===")"?n+1:-1}function Zt(t,e,r){let n=t[e],
s=n==='"'||n==="'"?n:n==="("?")":void 0;if(s===void 0)return-1;let o=r.next(s,e+1);return o<0?-1:o+1}function Wt(t,e,r){
let n=e;for(;n<e+3&&t[n]===" ";)n++;if(t[n]!=="[")return null;let s=n+1,o=Math.min(t.length,s+1e3),i=s;for(;i<o&&t[i]!==
"]"&&t[i]!==`
`;)i++;if(t[i]!=="]"||i===s||i-s>999||t[i+1]!==":")return null;let a=Xt(t,i+2),c=je(t,a);for(let d of c){let u=De(t,d,r);
if(u>=0)return{label:t.slice(s,i),url:t.slice(a,d),end:u}}return null}function Xt(t,e){let r=U(t,e);return t[r]===`
`?U(t,r+1):r}function je(t,e){let r=[];if(t[e]==="<"){let s=Jt(t,e);s>=0&&r.push(s+1)}let n=e;for(;n<t.length&&!V(t[n]);)
n++;return n>e&&r.push(n),r}function De(t,e,r){let n=Zt(t,Xt(t,e),r);if(n>=0){let o=U(t,n);if(o===t.length||t[o]===`
`)return o}let s=U(t,e);return s===t.length||t[s]===`
`?s:-1}var Me=/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0D\uFEFF\uFFA0\uFFF9-\uFFFB\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;
function j(t){return t.replace(/\r\n?|[\u2028\u2029]/g,`
`).replace(Me,"")}var Ce=new RegExp(sn(J),"gi"),Le=J.replace(/:$/,"").replace(/:/g," ");function D(t){return t.replace(Ce,
`${Le}: `)}function k(t,e){return P(t,e.secrets??[]).text}function rt(t,e={}){let r=M(e);return Qt(t,r,n=>{let s=[];for(let o of Ke(
k(j(n),r)))if(o.kind==="code"){let i=s.at(-1);i!==void 0&&!ze(i)&&s.push(""),s.push(te(o))}else{let i=D(ee(o.text,{tables:!0}));
s.push(He(i))}return s.join(`
`).replace(/^\n+/,"").trimEnd()},n=>st(n,r))}function ze(t){return/^[ \t]*$/.test(t.slice(t.lastIndexOf(`
`)+1))}function st(t,e={}){let r=k(t,M(e)).split(`
`);return te({kind:"code",fence:"`",length:3,info:"",indent:0,lines:r})}function ot(t,e={}){let r=M(e);return Qt(t,r,n=>{
let s=qt(k(j(n),r));return D(ee(s,{tables:!1})).trim()},n=>Be(n,r))}function Yt(t,e={}){return j(t).split(`
`).map(n=>ot(n,e)).filter(n=>n!=="").join("<br>").replace(/\|/g,"\\|")}function Be(t,e={}){let r=M(e),n=D(qt(k(j(t),r))).
trim(),s="`".repeat(it(n,"`")+1),o=n.startsWith("`")||n.endsWith("`")||n===""?" ":"";return`${s}${o}${n}${o}${s}`}function qt(t){
return t.replace(/\s+/g,e=>e.includes(`
`)?" ":e)}function it(t,e){let r=0,n=0;for(let s=0;s<t.length;s++)n=t[s]===e?n+1:0,n>r&&(r=n);return r}function M(t){return Array.
isArray(t)?{secrets:t}:t}function Qt(t,e,r,n){let s=r(t);for(let o=0;o<4;o++){let i=P(s,e.secrets??[]);if(i.redactions.length===
0)return s;s=r(i.text)}return n(k(s,e))}function Ke(t){let e=t.split(`
`),r=[],n=[],s=()=>{n.length>0&&r.push({kind:"prose",text:n.join(`
`)}),n=[]};for(let o=0;o<e.length;o++){let i=e[o],a=/^( {0,3})(`{3,}|~{3,})(.*)$/.exec(i);if(!a||a[2][0]==="`"&&a[3].includes(
"`")){n.push(i);continue}s();let c=a[2],d=new RegExp(`^ {0,3}${c[0]==="`"?"`":"~"}{${c.length},}[ \\t]*$`),u=[];for(o++;o<
e.length&&!d.test(e[o]);o++)u.push(e[o]);r.push({kind:"code",fence:c[0]==="`"?"`":"~",length:c.length,info:Je(a[3]),indent:a[1].
length,lines:u})}return s(),r}function te(t){let e=new RegExp(`^ {0,${t.indent}}`),r=D(t.lines.map(s=>s.replace(e,"")).join(
`
`)),n=t.fence.repeat(Math.max(t.length,it(r,t.fence)+1));return t.lines.length===0?`${n}${t.info}
${n}`:`${n}${t.info}
${r}
${n}`}function He(t){return t.replace(/^( {0,3})(?=~{3}|`{3,}[^`\n]*$)/gm,"$1\\")}var Ge=new Set(["mermaid","geojson","t\
opojson","stl","math"]);function Je(t){let e=/^\s*([A-Za-z0-9_+.#-]{1,32})/.exec(t);return e&&!Ge.has(e[1].toLowerCase())?
e[1]:""}var Q=class{#e=[];tables;constructor(e){this.tables=e}add(e){return this.#e.push(e),`\0${this.#e.length-1}\0`}resolve(e,r=0){
let n=[],s="",o=a=>{a!==""&&(n.push(a),s=a[a.length-1])},i=0;for(let a of e.matchAll(/\u0000(\d+)\u0000/g)){o(e.slice(i,
a.index)),i=a.index+a[0].length;let c=this.#e[Number(a[1])]??"",d=r<16?this.resolve(c,r+1):c.replace(/\u0000/g,"");/^[`\\]/.
test(d)&&(s==="`"||s==="\\")&&o(" "),o(d)}return o(e.slice(i)),n.join("")}},Ze=/[!-/:-@[-`{-~]/;function ee(t,e){let r=new Q(
e.tables),n=We(t,r);return n=Xe(n),n=Ve(n,r),n=ne(n,r),r.resolve(tt(n,r))}function tt(t,e){let r=tn(t);return r=nn(r,e),
rn(r,e)}function We(t,e){let r=new et(t),n="",s=0;for(;s<t.length;){let o=t[s];if(o==="\\"&&s+1<t.length&&Ze.test(t[s+1])){
let c=t[s+1];c==="`"?n+=e.add("\\`"):c==="\\"?n+=e.add("\\\\"):"@#<>&[]!".includes(c)?n+=c:n+=`\\${c}`,s+=2;continue}if(o!==
"`"){n+=o,s++;continue}let i=1;for(;t[s+i]==="`";)i++;let a=r.find(s+i,i);a===-1||e.tables&&t.slice(s,a).includes("|")?(n+=
e.add("\\`".repeat(i)),s+=i):(n+=e.add(t.slice(s,a+i)),s=a+i)}return n}var et=class{#e;#t=-1;#r=new Map;constructor(e){this.#e=
e}find(e,r){e>this.#t&&this.#n(e);let n=this.#r.get(r);if(n===void 0)return-1;for(;n.next<n.starts.length&&n.starts[n.next]<
e;)n.next++;return n.next<n.starts.length?n.starts[n.next]:-1}#n(e){let r=this.#e,n=r.indexOf(`
`,e);this.#t=n<0?r.length:n,this.#r=new Map;for(let s=e;s<this.#t;s++){if(r[s]!=="`")continue;let o=s;for(;r[o]==="`";)o++;
let i=this.#r.get(o-s);i?i.starts.push(s):this.#r.set(o-s,{starts:[s],next:0}),s=o}}};function Xe(t){let e="",r=0,n=!1,s=t.
indexOf("<!--");for(;s>=0;){let o=n?-1:t.indexOf("-->",s+4);n=o<0;let i=o>=0?o+3:t.startsWith("<!-->",s)?s+5:t.startsWith(
"<!--->",s)?s+6:-1;if(i<0){s=t.indexOf("<!--",s+1);continue}e+=t.slice(r,s),r=i,s=t.indexOf("<!--",r)}return e+t.slice(r)}
function Ve(t,e){return t.replace(/<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>\u0000]*)>/g,(r,n)=>{let s=re(n);return s&&!at(s)?
e.add(`<${s}>`):_(n,e)}).replace(/<([A-Za-z0-9.!#$%&'*+/=?^_{|}~-]+@[A-Za-z0-9.-]+)>/g,"$1")}function q(t,e){let r="",n=0,
s=t.indexOf("[");for(;s>=0;){let o=s>n&&t[s-1]==="!",i=e(t,s,o);if(i===null){s=t.indexOf("[",s+1);continue}r+=t.slice(n,
o?s-1:s)+i.replacement,n=i.end,s=t.indexOf("[",n)}return r+t.slice(n)}function ne(t,e){let r=new Map,n=Ye(t,r),s=(i,a,c)=>{
let d=c===void 0?null:re(c.replace(/^<|>$/g,"")),u=ne(a,e);if(d&&at(d)){let p=_(d,e);return u.trim()===""?p:`${u} (${p})`}
if(i){let p=u.trim()===""?"image":u;return d?e.add(`![${tt(p,e)}](${d})`):p}return d?e.add(`[${tt(u,e)}](${d})`):u},o=new O(
n);return n=q(n,(i,a,c)=>{let d=Y(i,a),u=d<0?null:Gt(i,d+1,o);return u===null?null:{end:u.end,replacement:s(c,i.slice(a+
1,d),u.url)}}),n=q(n,(i,a,c)=>{let d=Y(i,a),u=d<0?-1:Kt(i,d+1);if(u<0)return null;let p=i.slice(a+1,d),y=i.slice(d+2,u-1),
b=r.get(nt(y===""?p:y));return{end:u,replacement:b===void 0?i.slice(c?a-1:a,u):s(c,p,b)}}),n=q(n,(i,a,c)=>{let d=Ht(i,a);
if(d<0||"([:".includes(i[d+1]??" "))return null;let u=i.slice(a+1,d),p=r.get(nt(u));return p===void 0?null:{end:d+1,replacement:s(
c,u,p)}}),n}function Ye(t,e){let r=new O(t),n="",s=0;for(let o=0;o>=0&&o<=t.length;){let i=Wt(t,o,r),a=t.indexOf(`
`,i?i.end:o);if(i){let c=nt(i.label);e.has(c)||e.set(c,i.url.replace(/^<|>$/g,"")),n+=t.slice(s,o),s=i.end}o=a<0?-1:a+1}
return n+t.slice(s)}function nt(t){return t.trim().replace(/\s+/g," ").toLowerCase()}function re(t){if(!/^https:\/\//i.test(
t))return null;let e;try{e=new URL(t)}catch{return null}return e.protocol!=="https:"||e.hostname===""||e.username!==""||
e.password!==""?null:e.href.replace(/[^A-Za-z0-9\-._~:/?#@!$&'*+,;=%]/g,r=>`%${r.charCodeAt(0).toString(16).toUpperCase().
padStart(2,"0")}`)}var qe=new Set(["issues","pull","pulls","discussions"]);function at(t){let e=t.indexOf("://"),n=(e<0?
t:t.slice(e+3)).split(/[?#]/,1)[0].split("/");for(let s=1;s+1<n.length;s++)if(qe.has(Qe(n[s]).toLowerCase())&&/^\d/.test(
n[s+1]))return!0;return!1}function Qe(t){try{return decodeURIComponent(t)}catch{return t}}function tn(t){return t.replace(
/&/g,"&amp;").replace(/</g,"&lt;").replace(/\[/g,"\\[").replace(/\]/g,"\\]")}var en=`?!.,:*_~'"`;function nn(t,e){return t.
replace(/(?:(?:https?|ftp):\/\/|www\.)[^\s\u0000\\`<]+/gi,(r,n)=>{let s=t[n-1]??"",o=t[n+r.length]??"",i=!/[A-Za-z0-9]/.
test(s)&&(o===""||/\s/.test(o)),a=r.length;for(;a>0&&en.includes(r[a-1]);)a--;let c=r.slice(0,a);return i&&/^https:/i.test(
r)&&!r.includes("@")&&!at(c)?e.add(r):_(c,e)+r.slice(a)})}var Vt=/(?<owner>(?<![A-Za-z0-9_./-])[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+#\d[A-Za-z0-9]*)|(?<number>#\d[A-Za-z0-9]*)|(?<other>@[A-Za-z0-9][A-Za-z0-9_-]*(?:\/[A-Za-z0-9][A-Za-z0-9_.-]*)?|GH-\d[A-Za-z0-9]*)/gi;
function rn(t,e){let r=new RegExp(Vt.source,Vt.flags),n="",s=0;for(let o=r.exec(t);o!==null;o=r.exec(t)){let i=o.index;if(!(o.
groups.other===void 0||i===s||!/[A-Za-z0-9]/.test(t[i-1]??""))){r.lastIndex=i+1;continue}n+=t.slice(s,i)+_(o[0],e),s=i+o[0].
length}return n+t.slice(s)}function _(t,e){if(e.tables&&t.includes("|"))return t.split("|").map(s=>s===""?"":_(s,e)).join(
e.add("\\|"));let r="`".repeat(it(t,"`")+1),n=t.startsWith("`")||t.endsWith("`")?" ":"";return e.add(`${r}${n}${t}${n}${r}`)}
function sn(t){return t.replace(/[.*+?^${}()|[\]\\]/g,"\\$&")}var on={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\u274C"};function cr(t){let{record:e,handoff:r,secrets:n}=t,
s=c=>Yt(c,n)||" ",o=[["status",`${e.status} (${e.outcome.reason})`],["attempt",String(e.attempt)],["exit code",e.agent.exit_code===
null?"none":String(e.agent.exit_code)],["duration",`${(e.agent.duration_ms/1e3).toFixed(1)} s`],["handoff",e.present&&e.
digests.handoff?`present, sha256 ${e.digests.handoff.slice(0,12)}`:"none"]];r?.next&&o.push(["next",r.next.stage]),t.notStored!==
void 0?o.push(["artifact","not stored"]):t.artifactName&&o.push(["artifact",t.artifactName]);let i=[];i.push([`### ${on[e.
status]} baton stage \`${e.stage}\``,"","| | |","|---|---|",...o.map(([c,d])=>`| ${c} | ${s(d)} |`)].join(`
`)),t.notStored!==void 0&&i.push(`${ot(an(t.notStored),n)}. No later stage can read this record or its handoff; it is sh\
own here only.`),e.outcome.message&&i.push(rt(e.outcome.message,n)),r&&i.push(["#### Summary","",rt(r.summary,n)].join(`\

`));let a=Object.entries(r?.data??{});return a.length>0&&i.push(["#### Data","","| key | value |","|---|---|",...a.map(([
c,d])=>`| ${s(c)} | ${s(d)} |`)].join(`
`)),e.problems.length>0&&i.push(["#### Problems","","| severity | code | where | message |","|---|---|---|---|",...e.problems.
map(c=>`| ${c.severity} | ${s(c.code)} | ${s(c.path)} | ${s(c.message)} |`)].join(`
`)),cn(i,t.notStored===void 0?t.artifactName:void 0)}function an(t){return t.charAt(0).toUpperCase()+t.slice(1)}function cn(t,e){
let r=`_Cut to fit the step summary; the full record is in ${e?`artifact ${e}`:"the stage record"}._`,n=w.stepSummaryBytes-
K(r)-4,s=[],o=0;for(let i of t){let a=K(i)+2;if(o+a>n){s.push(r);break}s.push(i),o+=a}return`${s.join(`

`)}
`}function se(t,e){return P(t,e).redactions.length===0?t:`${st(t.trimEnd(),e)}
`}var dn=new Set(Object.values(It));function pr(t){for(let e of Object.keys(t))if(!dn.has(e))throw new g(`refusing to set \
output ${JSON.stringify(e)}: not one of baton's outputs`);for(let[e,r]of Object.entries(t))Et(e,r)}async function gr(t,e){
process.env.GITHUB_STEP_SUMMARY&&await St.addRaw(se(t,e),!0).write()}var fn={agentGrace:2500,deadline:8500};function ln(t){return`the runner sent ${t} (the job was cancelled, or the step ra\
n past its timeout-minutes)`}function pn(t){let e=new AbortController,r,n,s=()=>{},o=new Promise(a=>{s=a}),i=t.onStopSignal(
a=>{r===void 0&&(r=a,e.abort(ln(a)),n=setTimeout(()=>s(a),fn.deadline))});return{signal:e.signal,get received(){return r},
expired:o,dispose(){i(),clearTimeout(n)}}}function hr(t,e,r=()=>!1){let{signal:n}=e;return new Promise((s,o)=>{let i=()=>{
r()||o(new Error(String(n.reason)))};n.aborted?i():n.addEventListener("abort",i,{once:!0}),t.then(s,o).finally(()=>n.removeEventListener(
"abort",i))})}async function wr(t,e,r){let n=pn(t);try{let s=await Promise.race([e(n).then(()=>({kind:"done"}),o=>({kind:"\
failed",error:o})),n.expired.then(o=>({kind:"expired",signal:o}))]);s.kind==="failed"&&await r.failed(s.error),s.kind===
"expired"&&(await r.outOfTime(s.signal),t.exit(1))}finally{n.dispose()}}var ye=xe(Ne(),1);import{lstat as bn,mkdir as mt,mkdtemp as pe,readdir as An,readFile as Sn,rm as ge,writeFile as En}from"node:fs/promises";
import{dirname as Rn,join as T}from"node:path";var ct=new RegExp(`${v}([1-9][0-9]*)$`),ut=new RegExp(`${I}([1-9][0-9]*)$`);function dt(t,e,r=1){if(!R.test(t))throw new f(
"stage-id-invalid",`"${t}" is not a valid stage id: it must start with a letter or _ and have at most 99 more letters, d\
igits, _ or -`,{where:"stage"});for(let[o,i,a]of[[ct,"an attempt suffix",v],[ut,"a run attempt suffix",I]])if(o.test(t))
throw new f("stage-id-invalid",`stage id "${t}" ends like ${i} (${a}<n>), which would make its artifact name ambiguous; \
rename the stage`,{where:"stage"});for(let[o,i]of[["attempt",e],["run attempt",r]])if(!Number.isInteger(i)||i<1)throw new f(
"attempt-invalid",`${o} must be a whole number of at least 1, got ${i}`,{where:`stage ${t}`});let n=r===1?"":`${I}${r}`,
s=e===1?"":`${v}${e}`;return`${N}${t}${n}${s}`}function oe(t){if(!t.startsWith(N))return null;let e=t.slice(N.length),r=ct.exec(e),n=r?e.slice(0,r.index):e,s=ut.exec(n),
o=s?n.slice(0,s.index):n,i=r?Number(r[1]):1,a=s?Number(s[1]):1;return r&&i===1||s&&a===1||!R.test(o)||ct.test(o)||ut.test(
o)?null:{stage:o,attempt:i,runAttempt:a}}function gn(t){return`${JSON.stringify(t,null,2)}
`}function mn(t){return`${JSON.stringify(t,null,2)}
`}var C=new TextEncoder;function ce(t,e){let r=t.record?.lineage,n=Array.isArray(r)&&r.every(hn),s=W.safeParse(n?{...t.record,
lineage:[]}:t.record);if(!s.success){let u=t.record?.stage;throw new g(`refusing to store an invalid record for stage ${String(
u)}: ${ie(s.error.issues)}`)}let o=n?{...s.data,lineage:t.record.lineage}:s.data;if(typeof t.prompt!="string")throw new g(
`refusing to store stage ${o.stage}: the prompt is not text`);if(t.log!==void 0&&typeof t.log!="string")throw new g(`ref\
using to store stage ${o.stage}: the agent log is not text`);if(t.handoff!==null){let u=Z.safeParse(t.handoff);if(!u.success)
throw new g(`refusing to store an invalid handoff for stage ${o.stage}: ${ie(u.error.issues)}`)}let i=new Map;i.set(l.record,
C.encode(gn(t.record))),i.set(l.prompt,C.encode(t.prompt)),i.set(l.handoff,C.encode(mn(t.handoff))),t.log!==void 0&&i.set(
l.log,C.encode(t.log));let a=`stage ${o.stage} attempt ${o.attempt}`;for(let[u,p]of yn(t.files,a))i.set(u,p);let c=e(i.get(
l.prompt));if(o.digests.prompt!==c)throw new g(`refusing to store ${a}: record.digests.prompt is ${o.digests.prompt}, bu\
t the prompt's sha256 is ${c}`);let d=t.handoff===null?null:e(i.get(l.handoff));if(o.digests.handoff!==d)throw new g(`re\
fusing to store ${a}: record.digests.handoff is ${o.digests.handoff}, but it must be ${d===null?"null (no handoff)":`${d}\
, the sha256 of ${l.handoff} (encodeHandoffJson)`}`);return{record:o,files:i}}function hn(t){if(t===null||typeof t!="obj\
ect"||Array.isArray(t)||Object.getPrototypeOf(t)!==Object.prototype)return!1;let e=Object.keys(t),{stage:r,attempt:n,record_sha256:s}=t,
o=Object.hasOwn(t,"run_attempt"),i=t.run_attempt;return e.length===(o?4:3)&&(!o||typeof i=="number"&&Number.isSafeInteger(
i)&&i>=2)&&typeof r=="string"&&R.test(r)&&typeof n=="number"&&Number.isSafeInteger(n)&&n>=1&&typeof s=="string"&&Lt.test(
s)}function ie(t){return t.map(e=>`${F(ft(e.path))}: ${e.message}`).join("; ")}function ue(t,e){let r=W.safeParse(ae(t.record,
l.record,e));if(!r.success)throw new f("record-invalid",`${l.record} is not a baton record`,{where:e,details:r.error.issues.
map(o=>`${F(ft(o.path))}: ${o.message}`)});if(t.handoff===null)return{record:r.data,handoff:null};let n=ae(t.handoff,l.handoff,
e);if(n===null)return{record:r.data,handoff:null};let s=Z.safeParse(n);if(!s.success)throw new f("record-invalid",`${l.handoff}\
 is not a valid handoff`,{where:e,details:s.error.issues.map(o=>`${F(ft(o.path))}: ${o.message}`)});return{record:r.data,
handoff:s.data}}function ae(t,e,r){try{return JSON.parse(t)}catch(n){throw new f("record-invalid",`${e} is not valid JSO\
N: ${n.message}`,{where:r})}}function ft(t){return t.filter(e=>typeof e!="symbol")}function wn(t){if(t.includes("\0")||t.
includes("\\"))return{refused:"must use / separators and no NUL"};if(t.startsWith("/"))return{refused:"must be relative \
to the working directory"};let e=t.split("/").filter(n=>n!==""&&n!==".");if(e.includes(".."))return{refused:"must stay i\
nside the working directory (no .. segment)"};if(e.length===0)return{refused:"names no file"};let r=xt.filter(n=>t.includes(
n));return r.length>0?{refused:`holds ${r.map(n=>JSON.stringify(n)).join(", ")}, which a file in a GitHub artifact canno\
t have`}:{path:e.join("/")}}function yn(t,e){let r=new Map,n=(o,i)=>new g(`refusing to store ${e}: artifact ${JSON.stringify(
o)} ${i}`),s=0;for(let o of t??[]){let i=wn(o.path);if("refused"in i)throw n(o.path,i.refused);if(i.path!==o.path)throw n(
o.path,`is not normalised (${i.path})`);if(!(o.bytes instanceof Uint8Array))throw n(o.path,"has no bytes");let a=`${G}/${o.
path}`;if(r.has(a))throw n(o.path,"is listed twice");r.set(a,o.bytes),s+=o.bytes.length}for(let o of r.keys()){let i=o.split(
"/");for(let a=2;a<i.length;a++){let c=i.slice(0,a).join("/");if(r.has(c))throw n(c.slice(G.length+1),`is a file, and al\
so a directory of ${o}`)}}if(s>w.artifactBytes)throw new g(`refusing to store ${e}: its artifacts total ${s} bytes, more\
 than ${w.artifactBytes}`);return r}function de(t,e){return t.runAttempt-e.runAttempt||t.attempt-e.attempt}function lt(t,e){return(t.stage<e.stage?-1:t.stage>
e.stage?1:0)||de(t,e)}function fe(t){let e;for(let r of t)(e===void 0||de(r,e)>0)&&(e=r);return e}function pt(t){return{
stage:t.stage,attempt:t.attempt,runAttempt:t.run.attempt}}function $n(t){let e=t.runAttempt===1?"":` of run attempt ${t.
runAttempt}`;return`attempt ${t.attempt}${e}`}function L(t){return`stage ${t.stage} ${$n(t)}`}function le(){let t,e=()=>(t??=import("./artifact-E6OKRIEB.js").then(({DefaultArtifactClient:r})=>new r),t);return{async uploadArtifact(r,n,s,o){
await gt();let{uploadArtifact:i}=await import("./upload-artifact-6O2A4UEA.js");return i(r,n,s,o)},async listArtifacts(r){if(r?.
findBy)return(await e()).listArtifacts(r);await gt();let{listArtifactsInternal:n}=await import("./list-artifacts-3ST7V7L2.js");
return n(r?.latest)},async downloadArtifact(r,n){if(n?.findBy)return(await e()).downloadArtifact(r,n);await gt();let{downloadArtifactInternal:s}=await import("./download-artifact-YCQQV7Z4.js");
return s(r,n)}}}async function gt(){let[{isGhes:t},{GHESNotSupportedError:e}]=await Promise.all([import("./config-V7JJEKUC.js"),
import("./errors-S4OWPP6Z.js")]);if(t())throw new e}var $e=64*1024*1024,Pn=32*1024*1024,On={attempts:3,baseDelayMs:1e3},me=class{#e=le();#t;#r;#n;#s=new Map;constructor(e){
if(this.#t=e,this.#r={...On,...e.retry},e.retentionDays!==void 0&&!(Number.isInteger(e.retentionDays)&&e.retentionDays>=
1))throw new f("input-invalid",`retention days must be a whole number of at least 1, got ${e.retentionDays}`,{where:"ret\
ention-days"})}async put(e){if(this.#t.findBy)throw new f("store-read-only",`records of run ${this.#t.findBy.workflowRunId}\
 are read-only here`);let{record:r,files:n}=ce(e,wt);n.delete(l.log);let s=pt(r),o=dt(s.stage,s.attempt,s.runAttempt);if(this.#s.
has(o)||this.#n&&(await this.#n).has(o))throw we(o,s);let i=wt(n.get(l.record));await mt(this.#t.tempDir,{recursive:!0});
let a=await pe(T(this.#t.tempDir,"baton-upload-"));try{let c=[];for(let[p,y]of n){let b=T(a,p);p.includes("/")&&await mt(
Rn(b),{recursive:!0}),await En(b,y,{flag:"wx"}),c.push(b)}let d=await this.#i(`upload ${o}`,async p=>{try{return await this.#e.
uploadArtifact(o,c,a,{...this.#t.retentionDays===void 0?{}:{retentionDays:this.#t.retentionDays}})}catch(y){throw/already exists|\(409\)/i.
test(S(y))?we(o,s,p>1):y}}).catch(p=>{throw ht(p,`could not store the record of attempt ${s.attempt} as artifact ${o}`,{
where:`stage ${s.stage}`})});if(d.id===void 0)throw new g(`upload of ${o} returned no artifact id`);let u=he(n,i,`artifa\
ct ${o}`);return this.#s.set(o,Promise.resolve(u)),this.#n&&(await this.#n).set(o,{...s,artifact:{name:o,id:d.id,size:d.
size??0,...d.digest?{digest:`sha256:${d.digest}`}:{}}}),{...s,recordSha256:i,id:String(d.id)}}finally{await ge(a,{recursive:!0,
force:!0})}}async get(e){let r=fe([...(await this.#o()).values()].filter(n=>n.stage===e));return r&&this.getAttempt(e,r.
attempt,r.runAttempt)}async getAttempt(e,r,n=1){let s=dt(e,r,n),o=this.#s.get(s);return o||(o=this.#u(s),this.#s.set(s,o),
o.then(i=>i===void 0&&this.#s.delete(s),()=>this.#s.delete(s))),o}async list(){return[...(await this.#o()).values()].map(
({stage:e,attempt:r,runAttempt:n})=>({stage:e,attempt:r,runAttempt:n})).sort(lt)}#o(){if(!this.#n){let e=this.#i("list a\
rtifacts",async()=>{let{artifacts:r}=await this.#e.listArtifacts(this.#c()).catch(s=>{throw this.#t.findBy&&Tn(s,this.#t.
findBy)||s}),n=new Map;for(let s of r){let o=oe(s.name);if(!o)continue;let i=n.get(s.name);(!i||i.artifact.id<s.id)&&n.set(
s.name,{...o,artifact:s})}return n}).catch(r=>{throw ht(r,`could not list the artifacts of ${this.#a()} to read its reco\
rds`)});this.#n=e,e.catch(()=>{this.#n===e&&(this.#n=void 0)})}return this.#n}async#u(e){let r=(await this.#o()).get(e);
if(!r)return;let{artifact:n}=r;if(n.size>$e)throw new f("record-invalid",`artifact ${e} is ${n.size} bytes, more than a \
baton record can be`);if(!n.digest)throw new f("record-digest-missing",`artifact ${e} has no digest to check the downloa\
d against`,{details:["it was not uploaded by a current artifact client; re-run the job that produced it"]});await mt(this.#t.
tempDir,{recursive:!0});let s=await pe(T(this.#t.tempDir,"baton-download-"));try{let o;try{o=await this.#i(`download ${e}`,
()=>this.#e.downloadArtifact(n.id,{path:s,expectedHash:n.digest,skipDecompress:!0,...this.#c()}))}catch(u){if(xn(u)){this.#t.
reporter?.warning(`artifact ${e} is listed but could not be found: ${S(u)}`);return}throw ht(u,`could not download artif\
act ${e} of ${this.#a()}`)}if(o.digestMismatch)throw new f("record-digest-mismatch",`artifact ${e}: the download does no\
t match the digest recorded at upload (${n.digest})`,{details:["the artifact was changed after it was uploaded, or the d\
ownload was corrupted; nothing from it was used"]});let i=await kn(s,e),a=i.get(l.record);if(!a)throw new f("record-inva\
lid",`artifact ${e} has no ${l.record}`);if(!i.has(l.prompt))throw new f("record-invalid",`artifact ${e} has no ${l.prompt}`);
let c=he(i,wt(a),`artifact ${e}`),d=pt(c.record);if(lt(d,r)!==0)throw new f("record-invalid",`artifact ${e} holds the re\
cord of ${L(d)}, not ${L(r)}`);return c}finally{await ge(s,{recursive:!0,force:!0})}}#a(){let e=this.#t.findBy;return e?
`run ${e.workflowRunId} of ${e.repositoryOwner}/${e.repositoryName}`:"this run"}#c(){return this.#t.findBy?{findBy:this.#t.
findBy}:{}}async#i(e,r){for(let n=1;;n++)try{return await r(n)}catch(s){if(n>=this.#r.attempts||!_n(s))throw s;let o=this.#r.
baseDelayMs*2**(n-1);this.#t.reporter?.warning(`${e} failed (${be(S(s))}); trying again in ${o} ms (${n+1} of ${this.#r.
attempts})`),await new Promise(i=>setTimeout(i,o))}}};function he(t,e,r){let n=i=>{let a=t.get(i);return a===void 0?null:
Buffer.from(a).toString("utf8")},{record:s,handoff:o}=ue({record:n(l.record)??"",handoff:n(l.handoff)},r);return{record:s,
prompt:n(l.prompt)??"",handoff:o,recordSha256:e}}async function kn(t,e){let r=u=>new f("record-invalid",`artifact ${e}: ${u}`),
[n,...s]=await An(t);if(n===void 0||s.length>0)throw r("the download is not one zip file");let o=await bn(T(t,n));if(!o.
isFile())throw r("the download is not a regular file");if(o.size>$e)throw r("the download is too large");let i=new Set([
l.record,l.prompt,l.handoff]),a=new Set,{unzipSync:c}=await import("./esm-OSXH2CCV.js"),d;try{d=c(await Sn(T(t,n)),
{filter:u=>{if(!i.has(u.name))return!1;if(a.has(u.name))throw r(`${u.name} is in it twice`);if(a.add(u.name),Math.max(u.
size,u.originalSize)>Pn)throw r(`${u.name} is too large`);return!0}})}catch(u){throw u instanceof f?u:r(`the download is\
 not a zip archive baton can read (${S(u)})`)}return new Map(Object.entries(d))}function we(t,e,r=!1){return new f("reco\
rd-exists",`${L(e)} already has a record (artifact ${t}); records are immutable`,{where:`stage ${e.stage}`,details:r?["a\
n earlier try of this upload may have completed before its connection dropped"]:["give each stage in the run its own sta\
ge id, or record a new attempt"]})}function ht(t,e,r={}){return zt("artifact-service-failed",e,t,r)}function wt(t){return(0,ye.createHash)(
"sha256").update(t).digest("hex")}function S(t){return t instanceof Error?t.message:String(t)}function be(t){return t.split(
`
`,1)[0]??""}function _n(t){if(t instanceof f)return!1;let e=t?.code;return t instanceof Error&&t.name==="NetworkError"||
typeof e=="string"&&/^(ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|EAI_AGAIN)$/.test(e)?!0:/ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|socket hang up/.
test(S(t))}function Tn(t,e){let r=t?.status;if(r!==401&&r!==403&&r!==404)return;let n=`run ${e.workflowRunId} of ${e.repositoryOwner}\
/${e.repositoryName}`,s=r===404?"no such run, or the token cannot see it":r===401?"the token was rejected":"the token ma\
y not list its artifacts";return new f("run-unreadable",`cannot read the records of ${n} (${r}: ${be(S(t))}): ${s}. Read\
ing another run\u2019s records needs a token with \`actions: read\`: give the job \`permissions: actions: read\` or pass a github\
-token that has it`,{where:"github-token",details:r===404?[`check that ${e.workflowRunId} is a run id of ${e.repositoryOwner}\
/${e.repositoryName}`]:[]})}function xn(t){return t instanceof Error&&(t.name==="ArtifactNotFoundError"||/\(404\)|not found/i.
test(t.message))}var Nn="\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u061c\\u200b-\\u200f\\u2028-\\u202e\\u2066-\\u2069\\ufeff",Lr=new RegExp(
`[${Nn}\\u000a]`,"g");function vn(t){return`\\u${t.charCodeAt(0).toString(16).padStart(4,"0")}`}var In=/^([\s\u0085]*):(?=:)/gm,Fn=/#(?=#\[)/g;function Ae(t,e=vn){return t.replace(In,(r,n)=>`${n}${e(":")}`).replace(Fn,
e)}var Se=class{info(e){Ot(Un(e))}warning(e,r){Pt(Re(e,r),Ee(r))}error(e,r){Rt(Re(e,r),Ee(r))}group(e,r){return kt(e.replace(
/[\r\n]+/g," "),r)}};function Un(t){return Ae(t,e=>`${e}\u200B`)}function Ee(t){let e=t?/^(.+?):(\d+)(?::(\d+))?$/.exec(
t):null;return!e||/\s/.test(e[1])?{}:{file:e[1],startLine:Number(e[2]),...e[3]?{startColumn:Number(e[3])}:{}}}function Re(t,e){
return e?`${e}: ${t}`:t}var Oe=["claude","codex","gemini","copilot"],jn=Mt(Oe),Dn={claude:{cli:"claude",npmPackage:"@anthropic-ai/claude-code",keyEnv:[
"ANTHROPIC_API_KEY","CLAUDE_CODE_OAUTH_TOKEN"],docs:"https://docs.anthropic.com/en/docs/claude-code/sdk/sdk-headless"},codex:{
cli:"codex",npmPackage:"@openai/codex",keyEnv:["CODEX_API_KEY","OPENAI_API_KEY"],docs:"https://developers.openai.com/cod\
ex/noninteractive"},gemini:{cli:"gemini",npmPackage:"@google/gemini-cli",keyEnv:["GEMINI_API_KEY","GOOGLE_API_KEY"],docs:"\
https://geminicli.com/docs/cli/headless/"},copilot:{cli:"copilot",npmPackage:"@github/copilot",keyEnv:["COPILOT_GITHUB_T\
OKEN"],docs:"https://docs.github.com/en/copilot/reference/copilot-cli-reference/cli-programmatic-reference"}},Mn=[...new Set(
Object.values(Dn).flatMap(t=>t.keyEnv))];function ke(t){return Mn.map(e=>t[e]).filter(e=>!!e)}var Cn=jt().check(Ut(/^[A-Za-z0-9][A-Za-z0-9._:/@-]{0,127}$/,
{message:"must be a model name: letters, digits and . _ : / @ -, at most 128 characters"})),Ln=Dt({model:Ct(Cn)}),Pe=128*
1024-1,z=`"\${${E.handoffPath}%/*}"`,x=`"$${E.promptPath}"`,yt=t=>`\${${A.model}:+${t} "$${A.model}"}`,zn={claude:["exec\
 claude -p \\","  --output-format stream-json --verbose \\","  --permission-mode bypassPermissions \\",`  --add-dir ${z}\
 \\`,`  ${yt("--model")} \\`,`  < ${x}`].join(`
`),codex:["exec codex exec \\","  --json \\","  --sandbox workspace-write \\","  --skip-git-repo-check \\",`  --add-dir ${z}\
 \\`,`  ${yt("--model")} \\`,`  - < ${x}`].join(`
`),gemini:["exec gemini \\","  --output-format json \\","  --approval-mode yolo \\",`  --include-directories ${z} \\`,` \
 ${yt("--model")} \\`,"  -p 'Carry out the task above.' \\",`  < ${x}`].join(`
`),copilot:[`prompt_bytes=$(wc -c < ${x})`,`if [ "$prompt_bytes" -gt ${Pe} ]; then`,`  echo "baton: the prompt is $promp\
t_bytes bytes; copilot takes it as one argument, at most ${Pe} bytes. Shorten it (max-prompt-tokens) or use another agen\
t." >&2`,"  exit 2","fi","exec copilot \\",`  -p "$(cat ${x})" \\`,"  --output-format=json \\","  --allow-all-tools \\",
"  --no-ask-user \\",`  --add-dir=${z} \\`,`  \${${A.model}:+--model="$${A.model}"}`].join(`
`)};function _e(t,e=`input ${vt.agent}`){let r=jn.safeParse(t);if(r.success)return r.data;throw new f("agent-preset-unkn\
own",`"${t}" is not an agent preset; use one of ${Oe.join(", ")}, or give the command in \`run\``,{where:e})}function Zr(t,e={}){
let r=_e(t),n=Ln.safeParse(e);if(!n.success){let o=n.error.issues[0];throw new f("agent-preset-options",`agent ${r}: ${o?.
path.join(".")||"options"} ${o?.message}`,{where:`agent ${r}`})}let s={};return n.data.model!==void 0&&(s[A.model]=n.data.
model),{script:zn[r],env:s}}function Wr(t,e){let r=_e(t),n=[];switch(r){case"claude":return{...Kn(e,n),problems:n};case"\
codex":return{...Hn(e,n),problems:n};case"gemini":return{...Wn(e,n),problems:n};case"copilot":return{...Xn(e,n),problems:n}}}function Xr(t={}){return["## Handing off","",`When you are done, write your handoff as one JSON object to ${t.handoffPath?
`\`${t.handoffPath}\` (also in the environment variable \`${E.handoffPath}\`)`:`the path in the environment variable \`${E.
handoffPath}\``}:`,"","```json",`{"version": ${Nt}, "status": "success", "summary": "what you did or found, in a few sen\
tences", "detail": "the deeper findings", "data": {"key": "value"}}`,"```","",`- \`summary\` is required (at most ${w.summaryBytes}\
 bytes); \`status\` is one of success, partial, blocked, failure.`,'- `data` maps names to strings; `detail` holds the l\
ong form; add `"next": {"stage": "<stage id>", "reason": "\u2026"}` to hand off to a specific stage.',`- If you cannot w\
rite files, print the same JSON as the last thing you say, between a line \`${H.start}\` and a line \`${H.end}\`.`].join(
`
`)}function h(t){return typeof t=="object"&&t!==null&&!Array.isArray(t)}function bt(t){let e=[];for(let r of t.split(`
`)){let n=r.trim();if(n.startsWith("{"))try{let s=JSON.parse(n);h(s)&&e.push(s)}catch{}}return e}function At(t,e){for(let r=t.
length-1;r>=0;r--){let n=t[r];if(e(n))return n}}var m=(t,e)=>({key:e,value:t[e]});function Te(t){return typeof t=="numbe\
r"||typeof t=="boolean"?String(t):typeof t=="string"?"a string":Array.isArray(t)?"a list":"an object"}function $t(t,e){return{
code:Ft.usageRefused,severity:"warning",path:`agent.usage.${t}`,message:`${e}; ${t} is not recorded`}}function $(t,e,r,n){
let s;for(let{key:o,value:i}of r)if(i!=null){if(typeof i!="number"||!Number.isSafeInteger(i)||i<0){n.push($t(e,`${t} rep\
orted ${Te(i)} as ${o}, which is not a whole number from 0 to ${Number.MAX_SAFE_INTEGER}`));return}if(s=(s??0)+i,!Number.
isSafeInteger(s)){n.push($t(e,`the ${e} ${t} reported add up to more than ${Number.MAX_SAFE_INTEGER}`));return}}return s}
function Bn(t,{key:e,value:r},n){if(r!=null){if(typeof r=="number"&&Number.isFinite(r)&&r>=0&&r<=w.usageCostUsd)return r;
n.push($t("cost_usd",`${t} reported ${Te(r)} as ${e}, which is not an amount from 0 to ${w.usageCostUsd} USD`))}}function B(t){
let e={};return t.input!==void 0&&(e.input_tokens=t.input),t.output!==void 0&&(e.output_tokens=t.output),t.cost!==void 0&&
(e.cost_usd=t.cost),Object.keys(e).length===0?null:e}function Kn(t,e){let r=At(bt(t),s=>s.type==="result");if(!r)return{
finalText:null,usage:null};let n=h(r.usage)?r.usage:{};return{finalText:typeof r.result=="string"?r.result:null,usage:B(
{input:$("claude","input_tokens",[m(n,"input_tokens"),m(n,"cache_creation_input_tokens"),m(n,"cache_read_input_tokens")],
e),output:$("claude","output_tokens",[m(n,"output_tokens")],e),cost:Bn("claude",m(r,"total_cost_usd"),e)})}}function Hn(t,e){
let r=bt(t),s=At(r,a=>a.type==="item.completed"&&Gn(a.item))?.item?.text,o=r.filter(a=>a.type==="turn.completed"&&h(a.usage)),
i=a=>o.map(c=>m(c.usage,a));return{finalText:typeof s=="string"?s:null,usage:B({input:$("codex","input_tokens",i("input_\
tokens"),e),output:$("codex","output_tokens",i("output_tokens"),e)})}}function Gn(t){return h(t)&&(t.type==="agent_messa\
ge"||t.item_type==="assistant_message")}var Jn=4;function Zn(t){let e=t.length;for(let r=0;r<Jn&&e>0;r++){let n=t.lastIndexOf(
`
{`,e-1),s=n===-1?0:n+1;if(t[s]!=="{")return null;try{let o=JSON.parse(t.slice(s));if(h(o)&&("response"in o||"stats"in o))
return o}catch{}if(n===-1)return null;e=n}return null}function Wn(t,e){let r=Zn(t),n=r?.stats,o=(h(n)&&h(n.models)?Object.
values(n.models):[]).map(i=>h(i)&&h(i.tokens)?i.tokens:{});return{finalText:typeof r?.response=="string"?r.response:null,
usage:B({input:$("gemini","input_tokens",o.map(i=>m(i,"prompt")),e),output:$("gemini","output_tokens",o.flatMap(i=>[m(i,
"candidates"),m(i,"thoughts")]),e)})}}function Xn(t,e){let r=bt(t),n=At(r,o=>o.type==="assistant.message")?.data?.content,
s=r.filter(o=>o.type==="assistant.message"&&h(o.data));return{finalText:typeof n=="string"?n:null,usage:B({output:$("cop\
ilot","output_tokens",s.map(o=>m(o.data,"outputTokens")),e)})}}function ts(t,e){let r=t[e];if(!r)throw new f("runner-env-missing",`${e} is not set: baton's actions run as steps of a G\
itHub Actions job`);return r}function es(t,e){return[...Vn(t),...e?[e]:[]]}function Vn(t){let e=ke(t);for(let[r,n]of Object.
entries(t)){if(!n)continue;(_t.includes(r)||Tt.some(o=>r.startsWith(o)))&&/TOKEN/.test(r)&&e.push(n)}return e}export{Oe as a,jn as b,Zr as c,Wr as d,Xr as e,mn as f,wn as g,de as h,lt as i,fe as j,pt as k,$n as l,L as m,Yn as n,rt as o,
ot as p,Yt as q,Be as r,cr as s,pr as t,gr as u,dt as v,fn as w,ln as x,hr as y,wr as z,me as A,Se as B,ts as C,es as D};

import{d as Qt,e as te}from"./chunk-7VAKWZ75.js";import{b as T}from"./chunk-R5JT6CVI.js";import{e as N}from"./chunk-TOEZMH3Z.js";
import{c as ne}from"./chunk-LZSRZBQU.js";import{c as ee,h as at}from"./chunk-D5DAGAHK.js";import{H as it,h as Xt,
j as Yt,q as Zt,v as Vt,x as qt}from"./chunk-F5SJJ7OM.js";import{a as on}from"./chunk-PO5EA42V.js";import{d,
e as y}from"./chunk-O7UU6C5Q.js";import{A as P,C as ot,D as L,E as Jt,F as w,J as Ht,X as Wt,b as _,m as O,n as Lt,
o as zt,p as rt,q as Bt,r as g,s as st,t as Kt,u as C,v as D,w as M,x as j,y as Gt,z as b}from"./chunk-HAPBAMSR.js";
import{e as Ft,j as Ut,m as Ct,n as Dt,o as Mt,p as jt}from"./chunk-DHIUKFLR.js";import{d as sn}from"./chunk-A64LSPLL.js";function Fr(){return{env:process.env,write:t=>{process.stdout.write(t)},onStopSignal:t=>{let e=["SIGINT","SIGTERM"];for(let n of e)
process.on(n,t);return()=>{for(let n of e)process.off(n,t)}},exit:t=>process.exit(t)}}var k=class{#e;#t=new Map;constructor(e){this.#e=e}next(e,n){let r=this.#t.get(e);if(r===void 0){r=[];for(let i=this.#e.
indexOf(e);i>=0;i=this.#e.indexOf(e,i+1))r.push(i);this.#t.set(e,r)}let s=0,o=r.length;for(;s<o;){let i=s+o>>>1;r[i]<n?s=
i+1:o=i}return s<r.length?r[s]:-1}},an=/\s/;function ut(t){return t!==void 0&&an.test(t)}function ct(t,e){for(;ut(t[e]);)
e++;return e}function z(t,e){for(;t[e]===" "||t[e]==="	";)e++;return e}function lt(t,e){for(let n=e+1;n<t.length;n++){let r=t[n];
if(r==="]")return n;if(r!=="[")continue;let s=n+1;for(;s<t.length&&t[s]!=="["&&t[s]!=="]";)s++;if(t[s]!=="]")return-1;n=
s}return-1}function se(t,e){if(t[e]!=="[")return-1;let n=Math.min(t.length,e+1001);for(let r=e+1;r<n;r++){let s=t[r];if(s===
"]")return r+1;if(s==="["||s===`
`)return-1}return-1}function oe(t,e){let n=Math.min(t.length,e+1001);for(let r=e+1;r<n;r++){let s=t[r];if(s==="]")return r>
e+1?r:-1;if(s==="["||s===`
`||s==="\0")return-1}return-1}function ie(t,e,n){if(t[e]!=="(")return null;let r=ct(t,e+1);for(let s of cn(t,r)){let o=ln(
t,s,n);if(o>=0)return{url:t.slice(r,s),end:o}}return null}function cn(t,e){let n=[];if(t[e]==="<"){let r=ae(t,e);r>=0&&n.
push(r+1)}return n.push(un(t,e)),n}function ae(t,e){for(let n=e+1;n<t.length;n++){let r=t[n];if(r===">")return n;if(r===
"<"||r===`
`)return-1}return-1}function re(t){return t!==void 0&&t!=="("&&t!==")"&&!ut(t)}function un(t,e){let n=e;for(;;){for(;re(
t[n]);)n++;if(t[n]!=="(")return n;let r=n+1;for(;re(t[r]);)r++;if(t[r]!==")")return n;n=r+1}}function ln(t,e,n){let r=ct(
t,e);if(r>e){let s=ce(t,r,n);if(s>=0){let o=ct(t,s);if(t[o]===")")return o+1}}return t[r]===")"?r+1:-1}function ce(t,e,n){
let r=t[e],s=r==='"'||r==="'"?r:r==="("?")":void 0;if(s===void 0)return-1;let o=n.next(s,e+1);return o<0?-1:o+1}function ue(t,e,n){
let r=e;for(;r<e+3&&t[r]===" ";)r++;if(t[r]!=="[")return null;let s=r+1,o=Math.min(t.length,s+1e3),i=s;for(;i<o&&t[i]!==
"]"&&t[i]!==`
`;)i++;if(t[i]!=="]"||i===s||i-s>999||t[i+1]!==":")return null;let a=le(t,i+2),c=dn(t,a);for(let l of c){let u=fn(t,l,n);
if(u>=0)return{label:t.slice(s,i),url:t.slice(a,l),end:u}}return null}function le(t,e){let n=z(t,e);return t[n]===`
`?z(t,n+1):n}function dn(t,e){let n=[];if(t[e]==="<"){let s=ae(t,e);s>=0&&n.push(s+1)}let r=e;for(;r<t.length&&!ut(t[r]);)
r++;return r>e&&n.push(r),n}function fn(t,e,n){let r=ce(t,le(t,e),n);if(r>=0){let o=z(t,r);if(o===t.length||t[o]===`
`)return o}let s=z(t,e);return s===t.length||t[s]===`
`?s:-1}var gn=/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0D\uFEFF\uFFA0\uFFF9-\uFFFB\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;
function K(t){return t.replace(/\r\n?|[\u2028\u2029]/g,`
`).replace(gn,"")}var pn=new RegExp(Dn(ot),"gi"),mn=ot.replace(/:$/,"").replace(/:/g," ");function G(t){return t.replace(
pn,`${mn}: `)}function x(t,e){return T(t,e.secrets??[]).text}function mt(t,e={}){let n=J(e);return me(t,n,r=>{let s=[];for(let o of wn(
x(K(r),n)))if(o.kind==="code"){let i=s.at(-1);i!==void 0&&!hn(i)&&s.push(""),s.push(he(o))}else{let i=G(ye(o.text,{tables:!0,
serverUrl:n.serverUrl}));s.push($n(i))}return s.join(`
`).replace(/^\n+/,"").trimEnd()},r=>ht(r,n))}function hn(t){return/^[ \t]*$/.test(t.slice(t.lastIndexOf(`
`)+1))}function ht(t,e={}){let n=x(t,J(e)).split(`
`);return he({kind:"code",fence:"`",length:3,info:"",indent:0,lines:n})}function yt(t,e={}){let n=J(e);return me(t,n,r=>{
let s=pe(x(K(r),n));return G(ye(s,{tables:!1,serverUrl:n.serverUrl})).trim()},r=>yn(r,n))}function ge(t,e={}){return K(t).
split(`
`).map(r=>yt(r,e)).filter(r=>r!=="").join("<br>").replace(/\|/g,"\\|")}function yn(t,e={}){let n=J(e),r=G(pe(x(K(t),n))).
trim(),s="`".repeat(wt(r,"`")+1),o=r.startsWith("`")||r.endsWith("`")||r===""?" ":"";return`${s}${o}${r}${o}${s}`}function pe(t){
return t.replace(/\s+/g,e=>e.includes(`
`)?" ":e)}function wt(t,e){let n=0,r=0;for(let s=0;s<t.length;s++)r=t[s]===e?r+1:0,r>n&&(n=r);return n}function J(t){return Array.
isArray(t)?{secrets:t}:t}function me(t,e,n,r){let s=n(t);for(let o=0;o<4;o++){let i=T(s,e.secrets??[]);if(i.redactions.length===
0)return s;s=n(i.text)}return r(x(s,e))}function wn(t){let e=t.split(`
`),n=[],r=[],s=()=>{r.length>0&&n.push({kind:"prose",text:r.join(`
`)}),r=[]};for(let o=0;o<e.length;o++){let i=e[o],a=/^( {0,3})(`{3,}|~{3,})(.*)$/.exec(i);if(!a||a[2][0]==="`"&&a[3].includes(
"`")){r.push(i);continue}s();let c=a[2],l=new RegExp(`^ {0,3}${c[0]==="`"?"`":"~"}{${c.length},}[ \\t]*$`),u=[];for(o++;o<
e.length&&!l.test(e[o]);o++)u.push(e[o]);n.push({kind:"code",fence:c[0]==="`"?"`":"~",length:c.length,info:An(a[3]),indent:a[1].
length,lines:u})}return s(),n}function he(t){let e=new RegExp(`^ {0,${t.indent}}`),n=G(t.lines.map(s=>s.replace(e,"")).join(
`
`)),r=t.fence.repeat(Math.max(t.length,wt(n,t.fence)+1));return t.lines.length===0?`${r}${t.info}
${r}`:`${r}${t.info}
${n}
${r}`}function $n(t){return t.replace(/^( {0,3})(?=~{3}|`{3,}[^`\n]*$)/gm,"$1\\")}var bn=new Set(["mermaid","geojson","t\
opojson","stl","math"]);function An(t){let e=/^\s*([A-Za-z0-9_+.#-]{1,32})/.exec(t);return e&&!bn.has(e[1].toLowerCase())?
e[1]:""}var ft=class{#e=[];#t=new Map;tables;serverUrl;constructor(e,n){this.tables=e,this.serverUrl=n}add(e,n){return this.#e.
push(e),n!==void 0&&this.#t.set(this.#e.length-1,n),`\0${this.#e.length-1}\0`}plain(e){return this.#t.size===0?e:e.replace(
/\u0000(\d+)\u0000/g,(n,r)=>this.#t.get(Number(r))??n)}resolve(e,n=0){let r=[],s="",o=a=>{a!==""&&(r.push(a),s=a[a.length-
1])},i=0;for(let a of e.matchAll(/\u0000(\d+)\u0000/g)){o(e.slice(i,a.index)),i=a.index+a[0].length;let c=this.#e[Number(
a[1])]??"",l=n<16?this.resolve(c,n+1):c.replace(/\u0000/g,"");(/^[`\\]/.test(l)&&(s==="`"||s==="\\")||l.startsWith("[")&&
s==="!")&&o(" "),o(l)}return o(e.slice(i)),r.join("")}},En=/[!-/:-@[-`{-~]/;function ye(t,e){let n=new ft(e.tables,e.serverUrl),
r=Sn(t,n);return r=Rn(r),r=_n(r,n),r=we(r,n),n.resolve(B(r,n))}function B(t,e){let n=vn(t);return n=Un(n,e),Cn(n,e)}function Sn(t,e){
let n=new gt(t),r="",s=0;for(;s<t.length;){let o=t[s];if(o==="\\"&&s+1<t.length&&En.test(t[s+1])){let c=t[s+1];c==="`"?r+=
e.add("\\`"):c==="\\"?r+=e.add("\\\\"):"@#<>&[]!".includes(c)?r+=c:r+=`\\${c}`,s+=2;continue}if(o!=="`"){r+=o,s++;continue}
let i=1;for(;t[s+i]==="`";)i++;let a=n.find(s+i,i);a===-1||e.tables&&t.slice(s,a).includes("|")?(r+=e.add("\\`".repeat(i)),
s+=i):(r+=e.add(t.slice(s,a+i)),s=a+i)}return r}var gt=class{#e;#t=-1;#r=new Map;constructor(e){this.#e=e}find(e,n){e>this.#t&&
this.#n(e);let r=this.#r.get(n);if(r===void 0)return-1;for(;r.next<r.starts.length&&r.starts[r.next]<e;)r.next++;return r.
next<r.starts.length?r.starts[r.next]:-1}#n(e){let n=this.#e,r=n.indexOf(`
`,e);this.#t=r<0?n.length:r,this.#r=new Map;for(let s=e;s<this.#t;s++){if(n[s]!=="`")continue;let o=s;for(;n[o]==="`";)o++;
let i=this.#r.get(o-s);i?i.starts.push(s):this.#r.set(o-s,{starts:[s],next:0}),s=o}}};function Rn(t){let e="",n=0,r=!1,s=t.
indexOf("<!--");for(;s>=0;){let o=r?-1:t.indexOf("-->",s+4);r=o<0;let i=o>=0?o+3:t.startsWith("<!-->",s)?s+5:t.startsWith(
"<!--->",s)?s+6:-1;if(i<0){s=t.indexOf("<!--",s+1);continue}e+=t.slice(n,s),n=i,s=t.indexOf("<!--",n)}return e+t.slice(n)}
function _n(t,e){return t.replace(/<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>\u0000]*)>/g,(n,r)=>{let s=Pn(r);return s&&!$t(s)?
e.add(`<${s}>`):I(r,e)}).replace(/<([A-Za-z0-9.!#$%&'*+/=?^_{|}~-]+@[A-Za-z0-9.-]+)>/g,"$1")}function dt(t,e){let n="",r=0,
s=t.indexOf("[");for(;s>=0;){let o=s>r&&t[s-1]==="!",i=e(t,s,o);if(i===null){s=t.indexOf("[",s+1);continue}n+=t.slice(r,
o?s-1:s)+i.replacement,r=i.end,s=t.indexOf("[",r)}return n+t.slice(r)}function we(t,e){let n=new Map,r=On(t,n),s=(i,a,c)=>{
let l=c===void 0?null:$e(c.replace(/^<|>$/g,"")),u=l?be(l):null,f=we(a,e);if(u&&$t(u)){let h=I(u,e);return f.trim()===""?
h:`${f} (${h})`}if(i){let h=f.trim()===""?"image":f;if(!l)return h;if(Tn(l,e.serverUrl))return e.add(`![${B(h,e)}](${u})`);
let $=e.plain(f.trim()===""?"image":`image: ${f}`);return e.add(`[${B($,e)}](${u})`,$)}return u?e.add(`[${B(e.plain(f),e)}\
](${u})`):f},o=new k(r);return r=dt(r,(i,a,c)=>{let l=lt(i,a),u=l<0?null:ie(i,l+1,o);return u===null?null:{end:u.end,replacement:s(
c,i.slice(a+1,l),u.url)}}),r=dt(r,(i,a,c)=>{let l=lt(i,a),u=l<0?-1:se(i,l+1);if(u<0)return null;let f=i.slice(a+1,l),h=i.
slice(l+2,u-1),$=n.get(pt(h===""?f:h));return{end:u,replacement:$===void 0?i.slice(c?a-1:a,u):s(c,f,$)}}),r=dt(r,(i,a,c)=>{
let l=oe(i,a);if(l<0||"([:".includes(i[l+1]??" "))return null;let u=i.slice(a+1,l),f=n.get(pt(u));return f===void 0?null:
{end:l+1,replacement:s(c,u,f)}}),r}function On(t,e){let n=new k(t),r="",s=0;for(let o=0;o>=0&&o<=t.length;){let i=ue(t,o,
n),a=t.indexOf(`
`,i?i.end:o);if(i){let c=pt(i.label);e.has(c)||e.set(c,i.url.replace(/^<|>$/g,"")),r+=t.slice(s,o),s=i.end}o=a<0?-1:a+1}
return r+t.slice(s)}function pt(t){return t.trim().replace(/\s+/g," ").toLowerCase()}function Pn(t){let e=$e(t);return e&&
be(e)}function $e(t){if(!/^https:\/\//i.test(t))return null;let e;try{e=new URL(t)}catch{return null}return e.protocol!==
"https:"||e.hostname===""||e.username!==""||e.password!==""?null:e}function be(t){return t.href.replace(/[^A-Za-z0-9\-._~:/?#@!$&'*+,;=%]/g,
e=>`%${e.charCodeAt(0).toString(16).toUpperCase().padStart(2,"0")}`)}var de=".githubusercontent.com",Nn="camo.githubuser\
content.com";function Tn(t,e){let n=kn(e);if(n!==null&&t.host===n)return!0;if(t.port!=="")return!1;let r=t.hostname;return r===
"github.com"?!0:r.endsWith(de)&&r!==Nn&&!r.slice(0,-de.length).split(".").includes("")}function kn(t){if(!t)return null;
try{let e=new URL(t).host;return e===""?null:e}catch{return null}}var xn=new Set(["issues","pull","pulls","discussions"]);
function $t(t){let e=t.indexOf("://"),r=(e<0?t:t.slice(e+3)).split(/[?#]/,1)[0].split("/");for(let s=1;s+1<r.length;s++)
if(xn.has(In(r[s]).toLowerCase())&&/^\d/.test(r[s+1]))return!0;return!1}function In(t){try{return decodeURIComponent(t)}catch{
return t}}function vn(t){return t.replace(/&/g,"&amp;").replace(/</g,"&lt;").replace(/\[/g,"\\[").replace(/\]/g,"\\]")}var Fn=`\
?!.,:*_~'"`;function Un(t,e){return t.replace(/(?:(?:https?|ftp):\/\/|www\.)[^\s\u0000\\`<]+/gi,(n,r)=>{let s=t[r-1]??"",
o=t[r+n.length]??"",i=!/[A-Za-z0-9]/.test(s)&&(o===""||/\s/.test(o)),a=n.length;for(;a>0&&Fn.includes(n[a-1]);)a--;let c=n.
slice(0,a);return i&&/^https:/i.test(n)&&!n.includes("@")&&!$t(c)?e.add(n):I(c,e)+n.slice(a)})}var fe=/(?<owner>(?<![A-Za-z0-9_./-])[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+#\d[A-Za-z0-9]*)|(?<number>#\d[A-Za-z0-9]*)|(?<other>@[A-Za-z0-9][A-Za-z0-9_-]*(?:\/[A-Za-z0-9][A-Za-z0-9_.-]*)?|GH-\d[A-Za-z0-9]*)/gi;
function Cn(t,e){let n=new RegExp(fe.source,fe.flags),r="",s=0;for(let o=n.exec(t);o!==null;o=n.exec(t)){let i=o.index;if(!(o.
groups.other===void 0||i===s||!/[A-Za-z0-9]/.test(t[i-1]??""))){n.lastIndex=i+1;continue}r+=t.slice(s,i)+I(o[0],e),s=i+o[0].
length}return r+t.slice(s)}function I(t,e){if(e.tables&&t.includes("|"))return t.split("|").map(s=>s===""?"":I(s,e)).join(
e.add("\\|"));let n="`".repeat(wt(t,"`")+1),r=t.startsWith("`")||t.endsWith("`")?" ":"";return e.add(`${n}${r}${t}${r}${n}`)}
function Dn(t){return t.replace(/[.*+?^${}()|[\]\\]/g,"\\$&")}var Mn={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\u274C"};function Jr(t){let{record:e,handoff:n}=t,
r=a=>ge(a,t)||" ",s=[["status",`${e.status} (${e.outcome.reason})`],["attempt",String(e.attempt)],["exit code",e.agent.exit_code===
null?"none":String(e.agent.exit_code)],["duration",`${(e.agent.duration_ms/1e3).toFixed(1)} s`],["handoff",e.present&&e.
digests.handoff?`present, sha256 ${e.digests.handoff.slice(0,12)}`:"none"]];n?.next&&s.push(["next",n.next.stage]),t.notStored!==
void 0?s.push(["artifact","not stored"]):t.artifactName&&s.push(["artifact",t.artifactName]);let o=[];o.push([`### ${Mn[e.
status]} baton stage \`${e.stage}\``,"","| | |","|---|---|",...s.map(([a,c])=>`| ${a} | ${r(c)} |`)].join(`
`)),t.notStored!==void 0&&o.push(`${yt(jn(t.notStored),t)}. No later stage can read this record or its handoff; it is sh\
own here only.`),e.outcome.message&&o.push(mt(e.outcome.message,t)),n&&o.push(["#### Summary","",mt(n.summary,t)].join(`\

`));let i=Object.entries(n?.data??{});return i.length>0&&o.push(["#### Data","","| key | value |","|---|---|",...i.map(([
a,c])=>`| ${r(a)} | ${r(c)} |`)].join(`
`)),e.problems.length>0&&o.push(["#### Problems","","| severity | code | where | message |","|---|---|---|---|",...e.problems.
map(a=>`| ${a.severity} | ${r(a.code)} | ${r(a.path)} | ${r(a.message)} |`)].join(`
`)),Ln(o,t.notStored===void 0?t.artifactName:void 0)}function jn(t){return t.charAt(0).toUpperCase()+t.slice(1)}function Ln(t,e){
let n=`_Cut to fit the step summary; the full record is in ${e?`artifact ${e}`:"the stage record"}._`,r=b.stepSummaryBytes-
_(n)-4,s=[],o=0;for(let i of t){let a=_(i)+2;if(o+a>r){s.push(n);break}s.push(i),o+=a}return`${s.join(`

`)}
`}function Ae(t,e){return T(t,e).redactions.length===0?t:`${ht(t.trimEnd(),e)}
`}var Bn=new Set(Object.values(Jt));function Zr(t){for(let e of Object.keys(t))if(!Bn.has(e))throw new y(`refusing to set \
output ${JSON.stringify(e)}: not one of baton's outputs`);for(let[e,n]of Object.entries(t))Ut(e,n)}async function Vr(t,e){
process.env.GITHUB_STEP_SUMMARY&&await Ft.addRaw(Ae(t,e),!0).write()}var bt=new RegExp(`${D}([1-9][0-9]*)$`),At=new RegExp(`${M}([1-9][0-9]*)$`);function H(t,e,n=1){if(!P.test(t))throw new d(
"stage-id-invalid",`"${t}" is not a valid stage id: it must start with a letter or _ and have at most 99 more letters, d\
igits, _ or -`,{where:"stage"});for(let[o,i,a]of[[bt,"an attempt suffix",D],[At,"a run attempt suffix",M]])if(o.test(t))
throw new d("stage-id-invalid",`stage id "${t}" ends like ${i} (${a}<n>), which would make its artifact name ambiguous; \
rename the stage`,{where:"stage"});for(let[o,i]of[["attempt",e],["run attempt",n]])if(!Number.isInteger(i)||i<1)throw new d(
"attempt-invalid",`${o} must be a whole number of at least 1, got ${i}`,{where:`stage ${t}`});let r=n===1?"":`${M}${n}`,
s=e===1?"":`${D}${e}`;return`${C}${t}${r}${s}`}function Ee(t){if(!t.startsWith(C))return null;let e=t.slice(C.length),n=bt.exec(e),r=n?e.slice(0,n.index):e,s=At.exec(r),
o=s?r.slice(0,s.index):r,i=n?Number(n[1]):1,a=s?Number(s[1]):1;return n&&i===1||s&&a===1||!P.test(o)||bt.test(o)||At.test(
o)?null:{stage:o,attempt:i,runAttempt:a}}var Kn={agentGrace:2500,deadline:8500};function Gn(t){return`the runner sent ${t} (the job was cancelled, or the step ra\
n past its timeout-minutes)`}function Jn(t){let e=new AbortController,n,r,s=()=>{},o=new Promise(a=>{s=a}),i=t.onStopSignal(
a=>{n===void 0&&(n=a,e.abort(Gn(a)),r=setTimeout(()=>s(a),Kn.deadline))});return{signal:e.signal,get received(){return n},
expired:o,dispose(){i(),clearTimeout(r)}}}function ns(t,e,n=()=>!1){let{signal:r}=e;return new Promise((s,o)=>{let i=()=>{
n()||o(new Error(String(r.reason)))};r.aborted?i():r.addEventListener("abort",i,{once:!0}),t.then(s,o).finally(()=>r.removeEventListener(
"abort",i))})}async function rs(t,e,n){let r=Jn(t);try{let s=await Promise.race([e(r).then(()=>({kind:"done"}),o=>({kind:"\
failed",error:o})),r.expired.then(o=>({kind:"expired",signal:o}))]);s.kind==="failed"&&await n.failed(s.error),s.kind===
"expired"&&(await n.outOfTime(s.signal),t.exit(1))}finally{r.dispose()}}var Ce=sn(on(),1);import{lstat as er,mkdir as Ot,mkdtemp as xe,readdir as nr,readFile as rr,rm as Ie,writeFile as sr}from"node:fs/promises";
import{dirname as or,join as v}from"node:path";function Hn(t){return`${JSON.stringify(t,null,2)}
`}function Wn(t){return`${JSON.stringify(t,null,2)}
`}var W=new TextEncoder;function Oe(t,e){let n=t.record?.lineage,r=Array.isArray(n)&&n.every(Xn),s=at.safeParse(r?{...t.
record,lineage:[]}:t.record);if(!s.success){let u=t.record?.stage;throw new y(`refusing to store an invalid record for s\
tage ${String(u)}: ${Se(s.error.issues)}`)}let o=r?{...s.data,lineage:t.record.lineage}:s.data;if(typeof t.prompt!="stri\
ng")throw new y(`refusing to store stage ${o.stage}: the prompt is not text`);if(t.log!==void 0&&typeof t.log!="string")
throw new y(`refusing to store stage ${o.stage}: the agent log is not text`);if(t.handoff!==null){let u=it.safeParse(t.handoff);
if(!u.success)throw new y(`refusing to store an invalid handoff for stage ${o.stage}: ${Se(u.error.issues)}`)}let i=new Map;
i.set(g.record,W.encode(Hn(t.record))),i.set(g.prompt,W.encode(t.prompt)),i.set(g.handoff,W.encode(Wn(t.handoff))),t.log!==
void 0&&i.set(g.log,W.encode(t.log));let a=`stage ${o.stage} attempt ${o.attempt}`;for(let[u,f]of Qn(t.files,a))i.set(u,
f);let c=e(i.get(g.prompt));if(o.digests.prompt!==c)throw new y(`refusing to store ${a}: record.digests.prompt is ${o.digests.
prompt}, but the prompt's sha256 is ${c}`);let l=t.handoff===null?null:e(i.get(g.handoff));if(o.digests.handoff!==l)throw new y(
`refusing to store ${a}: record.digests.handoff is ${o.digests.handoff}, but it must be ${l===null?"null (no handoff)":`${l}\
, the sha256 of ${g.handoff} (encodeHandoffJson)`}`);return{record:o,files:i}}function Xn(t){if(t===null||typeof t!="obj\
ect"||Array.isArray(t)||Object.getPrototypeOf(t)!==Object.prototype)return!1;let e=Object.keys(t),{stage:n,attempt:r,record_sha256:s}=t,
o=Object.hasOwn(t,"run_attempt"),i=t.run_attempt;return e.length===(o?4:3)&&(!o||typeof i=="number"&&Number.isSafeInteger(
i)&&i>=2)&&typeof n=="string"&&P.test(n)&&typeof r=="number"&&Number.isSafeInteger(r)&&r>=1&&typeof s=="string"&&ee.test(
s)}function Se(t){return t.map(e=>`${N(X(e.path))}: ${e.message}`).join("; ")}var Yn="record-newer";function Zn(t){return t===
"github"?"read it with the same baton that wrote it, or a newer one: pin every baton action of the workflow (stage, prep\
are, capture, report, baton-stage.yml and its baton-ref input) to one commit sha, then run the workflow again":"read it \
with the same baton that wrote it, or a newer one: upgrade this baton (npm install --save-dev github:baton-dev/baton#<co\
mmit sha>)"}function Vn(t,e){let n=t!==null&&typeof t=="object"?t.schema:void 0;if(typeof n=="string"&&n!==j.record){let i=Re.
exec(n),a=Re.exec(j.record);return i&&a&&Number(i[1])>Number(a[1])?`its schema is ${JSON.stringify(n)}, and this baton r\
eads ${JSON.stringify(j.record)}`:null}if(e.length===0||!e.every(i=>i.code==="unrecognized_keys"))return null;let r=e.flatMap(
i=>(i.keys??[]).map(a=>N(X([...i.path,a])))),s=r.slice(0,Et).join(", "),o=r.length>Et?` and ${r.length-Et} more`:"";return`\
it has ${r.length===1?"a field":"fields"} this baton does not know: ${s}${o}`}var Re=/^baton\.record\/v([1-9][0-9]{0,5})$/,
Et=10;function Pe(t,e,n){let r=_e(t.record,g.record,e),s=at.safeParse(r);if(!s.success){let a=Vn(r,s.error.issues);throw a!==
null?new d(Yn,`${g.record} was likely written by a newer baton: ${a}`,{where:e,details:[Zn(n)]}):new d("record-invalid",
`${g.record} is not a baton record`,{where:e,details:s.error.issues.map(c=>`${N(X(c.path))}: ${c.message}`)})}if(t.handoff===
null)return{record:s.data,handoff:null};let o=_e(t.handoff,g.handoff,e);if(o===null)return{record:s.data,handoff:null};let i=it.
safeParse(o);if(!i.success)throw new d("record-invalid",`${g.handoff} is not a valid handoff`,{where:e,details:i.error.issues.
map(a=>`${N(X(a.path))}: ${a.message}`)});return{record:s.data,handoff:i.data}}function _e(t,e,n){try{return JSON.parse(
t)}catch(r){throw new d("record-invalid",`${e} is not valid JSON: ${r.message}`,{where:n})}}function X(t){return t.filter(
e=>typeof e!="symbol")}function qn(t){if(t.includes("\0")||t.includes("\\"))return{refused:"must use / separators and no\
 NUL"};if(t.startsWith("/"))return{refused:"must be relative to the working directory"};let e=t.split("/").filter(r=>r!==
""&&r!==".");if(e.includes(".."))return{refused:"must stay inside the working directory (no .. segment)"};if(e.length===
0)return{refused:"names no file"};let n=Kt.filter(r=>t.includes(r));return n.length>0?{refused:`holds ${n.map(r=>JSON.stringify(
r)).join(", ")}, which a file in a GitHub artifact cannot have`}:{path:e.join("/")}}function Qn(t,e){let n=new Map,r=(o,i)=>new y(
`refusing to store ${e}: artifact ${JSON.stringify(o)} ${i}`),s=0;for(let o of t??[]){let i=qn(o.path);if("refused"in i)
throw r(o.path,i.refused);if(i.path!==o.path)throw r(o.path,`is not normalised (${i.path})`);if(!(o.bytes instanceof Uint8Array))
throw r(o.path,"has no bytes");let a=`${st}/${o.path}`;if(n.has(a))throw r(o.path,"is listed twice");n.set(a,o.bytes),s+=
o.bytes.length}for(let o of n.keys()){let i=o.split("/");for(let a=2;a<i.length;a++){let c=i.slice(0,a).join("/");if(n.has(
c))throw r(c.slice(st.length+1),`is a file, and also a directory of ${o}`)}}if(s>b.artifactBytes)throw new y(`refusing t\
o store ${e}: its artifacts total ${s} bytes, more than ${b.artifactBytes}`);return n}function Ne(t,e){return t.runAttempt-e.runAttempt||t.attempt-e.attempt}function St(t,e){return(t.stage<e.stage?-1:t.stage>
e.stage?1:0)||Ne(t,e)}function Te(t){let e;for(let n of t)(e===void 0||Ne(n,e)>0)&&(e=n);return e}function Rt(t){return{
stage:t.stage,attempt:t.attempt,runAttempt:t.run.attempt}}function tr(t){let e=t.runAttempt===1?"":` of run attempt ${t.
runAttempt}`;return`attempt ${t.attempt}${e}`}function Y(t){return`stage ${t.stage} ${tr(t)}`}function ke(){let t,e=()=>(t??=import("./artifact-E6OKRIEB.js").then(({DefaultArtifactClient:n})=>new n),t);return{async uploadArtifact(n,r,s,o){
await _t();let{uploadArtifact:i}=await import("./upload-artifact-6O2A4UEA.js");return i(n,r,s,o)},async listArtifacts(n){if(n?.
findBy)return(await e()).listArtifacts(n);await _t();let{listArtifactsInternal:r}=await import("./list-artifacts-3ST7V7L2.js");
return r(n?.latest)},async downloadArtifact(n,r){if(r?.findBy)return(await e()).downloadArtifact(n,r);await _t();let{downloadArtifactInternal:s}=await import("./download-artifact-YCQQV7Z4.js");
return s(n,r)}}}async function _t(){let[{isGhes:t},{GHESNotSupportedError:e}]=await Promise.all([import("./config-V7JJEKUC.js"),
import("./errors-S4OWPP6Z.js")]);if(t())throw new e}var De=64*1024*1024,ir=32*1024*1024,ar={attempts:3,baseDelayMs:1e3},ve=class{#e=ke();#t;#r;#n;#s=new Map;constructor(e){
if(this.#t=e,this.#r={...ar,...e.retry},e.retentionDays!==void 0&&!(Number.isInteger(e.retentionDays)&&e.retentionDays>=
1))throw new d("input-invalid",`retention days must be a whole number of at least 1, got ${e.retentionDays}`,{where:"ret\
ention-days"})}async put(e){if(this.#t.findBy)throw new d("store-read-only",`records of run ${this.#t.findBy.workflowRunId}\
 are read-only here`);let{record:n,files:r}=Oe(e,Nt);r.delete(g.log);let s=Rt(n),o=H(s.stage,s.attempt,s.runAttempt);if(this.#s.
has(o)||this.#n&&(await this.#n).has(o))throw Ue(o,s);let i=Nt(r.get(g.record));await Ot(this.#t.tempDir,{recursive:!0});
let a=await xe(v(this.#t.tempDir,"baton-upload-"));try{let c=[];for(let[f,h]of r){let $=v(a,f);f.includes("/")&&await Ot(
or($),{recursive:!0}),await sr($,h,{flag:"wx"}),c.push($)}let l=await this.#i(`upload ${o}`,async f=>{try{return await this.#e.
uploadArtifact(o,c,a,{...this.#t.retentionDays===void 0?{}:{retentionDays:this.#t.retentionDays}})}catch(h){throw/already exists|\(409\)/i.
test(R(h))?Ue(o,s,f>1):h}}).catch(f=>{throw Pt(f,`could not store the record of attempt ${s.attempt} as artifact ${o}`,{
where:`stage ${s.stage}`})});if(l.id===void 0)throw new y(`upload of ${o} returned no artifact id`);let u=Fe(r,i,`artifa\
ct ${o}`);return this.#s.set(o,Promise.resolve(u)),this.#n&&(await this.#n).set(o,{...s,artifact:{name:o,id:l.id,size:l.
size??0,...l.digest?{digest:`sha256:${l.digest}`}:{}}}),{...s,recordSha256:i,id:String(l.id)}}finally{await Ie(a,{recursive:!0,
force:!0})}}async get(e){let n=Te([...(await this.#o()).values()].filter(r=>r.stage===e));return n&&this.getAttempt(e,n.
attempt,n.runAttempt)}async getAttempt(e,n,r=1){let s=H(e,n,r),o=this.#s.get(s);return o||(o=this.#a(s).then(i=>i?.stored),
this.#s.set(s,o),o.then(i=>i===void 0&&this.#s.delete(s),()=>this.#s.delete(s))),o}async list(){return[...(await this.#o()).
values()].map(({stage:e,attempt:n,runAttempt:r})=>({stage:e,attempt:n,runAttempt:r})).sort(St)}#o(){if(!this.#n){let e=this.#i(
"list artifacts",async()=>{let{artifacts:n}=await this.#e.listArtifacts(this.#u()).catch(s=>{throw this.#t.findBy&&lr(s,
this.#t.findBy)||s}),r=new Map;for(let s of n){let o=Ee(s.name);if(!o)continue;let i=r.get(s.name);(!i||i.artifact.id<s.
id)&&r.set(s.name,{...o,artifact:s})}return r}).catch(n=>{throw Pt(n,`could not list the artifacts of ${this.#c()} to re\
ad its records`)});this.#n=e,e.catch(()=>{this.#n===e&&(this.#n=void 0)})}return this.#n}async getAttemptFiles(e,n,r=1){
return this.#a(H(e,n,r))}async#a(e){let n=(await this.#o()).get(e);if(!n)return;let{artifact:r}=n;if(r.size>De)throw new d(
"record-invalid",`artifact ${e} is ${r.size} bytes, more than a baton record can be`);if(!r.digest)throw new d("record-d\
igest-missing",`artifact ${e} has no digest to check the download against`,{details:["it was not uploaded by a current a\
rtifact client; re-run the job that produced it"]});await Ot(this.#t.tempDir,{recursive:!0});let s=await xe(v(this.#t.tempDir,
"baton-download-"));try{let o;try{o=await this.#i(`download ${e}`,()=>this.#e.downloadArtifact(r.id,{path:s,expectedHash:r.
digest,skipDecompress:!0,...this.#u()}))}catch(f){if(dr(f)){this.#t.reporter?.warning(`artifact ${e} is listed but could\
 not be found: ${R(f)}`);return}throw Pt(f,`could not download artifact ${e} of ${this.#c()}`)}if(o.digestMismatch)throw new d(
"record-digest-mismatch",`artifact ${e}: the download does not match the digest recorded at upload (${r.digest})`,{details:[
"the artifact was changed after it was uploaded, or the download was corrupted; nothing from it was used"]});let i=await cr(
s,e),a=i.get(g.record);if(!a)throw new d(Bt,`artifact ${e} has no ${g.record}`);let c=i.get(g.prompt);if(!c)throw new d(
"record-invalid",`artifact ${e} has no ${g.prompt}`);let l=Fe(i,Nt(a),`artifact ${e}`),u=Rt(l.record);if(St(u,n)!==0)throw new d(
"record-invalid",`artifact ${e} holds the record of ${Y(u)}, not ${Y(n)}`);return{stored:l,files:{record:a,prompt:c,handoff:i.
get(g.handoff)??null}}}finally{await Ie(s,{recursive:!0,force:!0})}}#c(){let e=this.#t.findBy;return e?`run ${e.workflowRunId}\
 of ${e.repositoryOwner}/${e.repositoryName}`:"this run"}#u(){return this.#t.findBy?{findBy:this.#t.findBy}:{}}async#i(e,n){
for(let r=1;;r++)try{return await n(r)}catch(s){if(r>=this.#r.attempts||!ur(s))throw s;let o=this.#r.baseDelayMs*2**(r-1);
this.#t.reporter?.warning(`${e} failed (${Me(R(s))}); trying again in ${o} ms (${r+1} of ${this.#r.attempts})`),await new Promise(
i=>setTimeout(i,o))}}};function Fe(t,e,n){let r=i=>{let a=t.get(i);return a===void 0?null:Buffer.from(a).toString("utf8")},
{record:s,handoff:o}=Pe({record:r(g.record)??"",handoff:r(g.handoff)},n,"github");return{record:s,prompt:r(g.prompt)??"",
handoff:o,recordSha256:e}}async function cr(t,e){let n=u=>new d("record-invalid",`artifact ${e}: ${u}`),[r,...s]=await nr(
t);if(r===void 0||s.length>0)throw n("the download is not one zip file");let o=await er(v(t,r));if(!o.isFile())throw n("\
the download is not a regular file");if(o.size>De)throw n("the download is too large");let i=new Set([g.record,g.prompt,
g.handoff]),a=new Set,{unzipSync:c}=await import("./esm-OSXH2CCV.js"),l;try{l=c(await rr(v(t,r)),{filter:u=>{if(!i.
has(u.name))return!1;if(a.has(u.name))throw n(`${u.name} is in it twice`);if(a.add(u.name),Math.max(u.size,u.originalSize)>
ir)throw n(`${u.name} is too large`);return!0}})}catch(u){throw u instanceof d?u:n(`the download is not a zip archive ba\
ton can read (${R(u)})`)}return new Map(Object.entries(l))}function Ue(t,e,n=!1){return new d("record-exists",`${Y(e)} a\
lready has a record (artifact ${t}); records are immutable`,{where:`stage ${e.stage}`,details:n?["an earlier try of this\
 upload may have completed before its connection dropped"]:["give each stage in the run its own stage id, or record a ne\
w attempt"]})}function Pt(t,e,n={}){return ne("artifact-service-failed",e,t,n)}function Nt(t){return(0,Ce.createHash)("s\
ha256").update(t).digest("hex")}function R(t){return t instanceof Error?t.message:String(t)}function Me(t){return t.split(
`
`,1)[0]??""}function ur(t){if(t instanceof d)return!1;let e=t?.code;return t instanceof Error&&t.name==="NetworkError"||
typeof e=="string"&&/^(ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|EAI_AGAIN)$/.test(e)?!0:/ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|socket hang up/.
test(R(t))}function lr(t,e){let n=t?.status;if(n!==401&&n!==403&&n!==404)return;let r=`run ${e.workflowRunId} of ${e.repositoryOwner}\
/${e.repositoryName}`,s=n===404?"no such run, or the token cannot see it":n===401?"the token was rejected":"the token ma\
y not list its artifacts";return new d("run-unreadable",`cannot read the records of ${r} (${n}: ${Me(R(t))}): ${s}. Read\
ing another run\u2019s records needs a token with \`actions: read\`: give the job \`permissions: actions: read\` or pass a github\
-token that has it`,{where:"github-token",cause:t,details:n===404?[`check that ${e.workflowRunId} is a run id of ${e.repositoryOwner}\
/${e.repositoryName}`]:[]})}function dr(t){return t instanceof Error&&(t.name==="ArtifactNotFoundError"||/\(404\)|not found/i.
test(t.message))}var fr="\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u061c\\u200b-\\u200f\\u2028-\\u202e\\u2066-\\u2069\\ufeff",gr=new RegExp(
`[${fr}\\u000a]`,"g");function je(t){return`\\u${t.charCodeAt(0).toString(16).padStart(4,"0")}`}function Ss(t){return t.
replace(gr,je)}var pr=/^([\s\u0085]*):(?=:)/gm,mr=/#(?=#\[)/g;function Le(t,e=je){return t.replace(pr,(n,r)=>`${r}${e(":")}`).
replace(mr,e)}var ze=class{info(e){Mt(hr(e))}warning(e,n){Dt(Ke(e,n),Be(n))}error(e,n){Ct(Ke(e,n),Be(n))}group(e,n){return jt(e.replace(
/[\r\n]+/g," "),n)}};function hr(t){return Le(t,e=>`${e}\u200B`)}function Be(t){let e=t?/^(.+?):(\d+)(?::(\d+))?$/.exec(
t):null;return!e||/\s/.test(e[1])?{}:{file:e[1],startLine:Number(e[2]),...e[3]?{startColumn:Number(e[3])}:{}}}function Ke(t,e){
return e?`${e}: ${t}`:t}var xt=["claude","codex","gemini","copilot"],He=Vt(xt),It={claude:{cli:"claude",npmPackage:"@anthropic-ai/claude-code",keyEnv:[
"ANTHROPIC_API_KEY","CLAUDE_CODE_OAUTH_TOKEN"],docs:"https://docs.anthropic.com/en/docs/claude-code/sdk/sdk-headless"},codex:{
cli:"codex",npmPackage:"@openai/codex",keyEnv:["CODEX_API_KEY","OPENAI_API_KEY"],docs:"https://developers.openai.com/cod\
ex/noninteractive"},gemini:{cli:"gemini",npmPackage:"@google/gemini-cli",keyEnv:["GEMINI_API_KEY","GOOGLE_API_KEY"],docs:"\
https://geminicli.com/docs/cli/headless/"},copilot:{cli:"copilot",npmPackage:"@github/copilot",keyEnv:["COPILOT_GITHUB_T\
OKEN"],docs:"https://docs.github.com/en/copilot/reference/copilot-cli-reference/cli-programmatic-reference"}},yr=[...new Set(
Object.values(It).flatMap(t=>t.keyEnv))],wr=["ANTHROPIC_AUTH_TOKEN","ANTHROPIC_FOUNDRY_API_KEY","AWS_SECRET_ACCESS_KEY",
"AWS_SESSION_TOKEN","AWS_BEARER_TOKEN_BEDROCK","AZURE_OPENAI_API_KEY"];function We(t){return[...yr,...wr].map(e=>t[e]).filter(
e=>!!e)}var $r=Yt().check(Xt(/^[A-Za-z0-9][A-Za-z0-9._:/@-]{0,127}$/,{message:"must be a model name: letters, digits and\
 . _ : / @ -, at most 128 characters"})),br=Zt({model:qt($r)}),Xe="--prompt=",Ye=128*1024-1-Xe.length,Ar=128*1024,Ge=Ar-
`${w.args}=`.length-1;function Is(t){let e=t[w.args];if(e===void 0)return;let n=_(e);if(!(n<=Ge))throw new d("agent-args\
-too-long",`is ${n} bytes, over the ${Ge} bytes one environment variable of that name can hold on Linux (128 KiB with it\
s name, MAX_ARG_STRLEN), so the agent CLI cannot start ("Argument list too long"): move long text into a file the CLI re\
ads (a system prompt or settings file) and pass only its path, or put it in the prompt`,{where:`${w.args} (the reusable \
workflow's ${Wt.agentArgs} input)`})}var Z=`"\${${O.handoffPath}%/*}"`,F=`"$${O.promptPath}"`,Tt=t=>`\${${w.model}:+${t}\
 "$${w.model}"}`,V=["agent_args=()",`if [ -n "\${${w.args}:-}" ]; then`,"  while IFS= read -r arg; do",'    arg="${arg#"\
${arg%%[![:space:]]*}"}"','    arg="${arg%"${arg##*[![:space:]]}"}"','    if [ -n "$arg" ]; then agent_args+=("$arg"); f\
i',`  done <<< "$${w.args}"`,"fi"],q='${agent_args[@]+"${agent_args[@]}"}';function Ze(t){let{cli:e,npmPackage:n}=It[t];
return`the ${e} CLI is not installed (no ${e} on PATH): install its npm package, npm install --global ${n}@<version> (ba\
ton-stage.yml installs it at agent-version)`}var tt="baton: ",Ve=t=>`the prompt is ${t} bytes; copilot takes it as one a\
rgument, at most ${Ye} bytes. Shorten it (max-prompt-tokens) or use another agent.`;function Er(t,e){if(e===Ze(t))return!0;
let n=/^the prompt is (\d{1,20}) bytes;/.exec(e)?.[1];return t==="copilot"&&n!==void 0&&e===Ve(n)}function Q(t){let{cli:e}=It[t];
return[`if ! command -v ${e} >/dev/null 2>&1; then`,`  echo "${tt}${Ze(t)}" >&2`,"  exit 127","fi"]}function Je(t,e,n=""){
return[`if [ -z "\${${e}:-}" ] && [ -n "\${${t}:-}" ]${n}; then`,`  export ${e}="$${t}"`,"fi"]}var Sr={claude:[...Q("cla\
ude"),'if [ "$EUID" -eq 0 ]; then',"  export IS_SANDBOX=1","fi",...V,"exec claude -p \\","  --output-format stream-json \
--verbose \\","  --permission-mode bypassPermissions \\",`  --add-dir ${Z} \\`,`  ${Tt("--model")} \\`,`  ${q} \\`,`  < ${F}`].
join(`
`),codex:[...Q("codex"),...Je("OPENAI_API_KEY","CODEX_API_KEY"),...V,"exec codex exec \\","  --json \\","  --sandbox wor\
kspace-write \\","  --skip-git-repo-check \\",`  --add-dir ${Z} \\`,`  ${Tt("--model")} \\`,`  ${q} \\`,`  - < ${F}`].join(
`
`),gemini:[...Q("gemini"),'export GEMINI_CLI_TRUST_WORKSPACE="${GEMINI_CLI_TRUST_WORKSPACE:-true}"',...Je("GOOGLE_API_KE\
Y","GEMINI_API_KEY",' && [ "${GOOGLE_GENAI_USE_VERTEXAI:-}" != true ]'),...V,"exec gemini \\","  --output-format json \\",
"  --approval-mode yolo \\",`  --include-directories ${Z} \\`,`  ${Tt("--model")} \\`,`  ${q} \\`,"  -p 'Carry out the t\
ask above.' \\",`  < ${F}`].join(`
`),copilot:[...Q("copilot"),`prompt_bytes=$(wc -c < ${F})`,`if [ "$prompt_bytes" -gt ${Ye} ]; then`,`  echo "${tt}${Ve("\
$prompt_bytes")}" >&2`,"  exit 2","fi",...V,"exec copilot \\",`  ${Xe}"$(cat ${F})" \\`,"  --output-format=json \\","  -\
-allow-all-tools \\","  --no-ask-user \\",`  --add-dir=${Z} \\`,`  \${${w.model}:+--model="$${w.model}"} \\`,`  ${q}`].join(
`
`)};function vt(t,e=`input ${L.agent}`){let n=He.safeParse(t);if(n.success)return n.data;throw new d("agent-preset-unkno\
wn",`"${t}" is not an agent preset; use one of ${xt.join(", ")}, or give the command in \`run\``,{where:e})}function vs(t,e={}){
let n=vt(t),r=br.safeParse(e);if(!r.success){let o=r.error.issues[0];throw new d("agent-preset-options",`agent ${n}: ${o?.
path.join(".")||"options"} ${o?.message}`,{where:`agent ${n}`})}let s={};return r.data.model!==void 0&&(s[w.model]=r.data.
model),{script:Sr[n],env:s}}function Rr(t,e){let n=vt(t),r=[];switch(n){case"claude":return{...nn(E(e),r),problems:r};case"\
codex":return{...Pr(e,r),problems:r};case"gemini":return{...kr(e,r),problems:r};case"copilot":return{...xr(e,r),problems:r}}}
function Fs(t,e){let n=He.safeParse(t);if(!n.success)throw new d("agent-preset-unknown",`"${t}" is not an agent preset; \
use one of ${xt.join(", ")}: the one whose CLI wrote the \`${L.agentOutput}\` file`,{where:`input ${L.agent}`});if(n.data!==
"claude")return Rr(n.data,e);let r=[],s=E(e),o=s.some(U)?s:tn(e);return{...nn(o,r),problems:r}}function Us(t,e){let n=vt(t),r=_r(n,e);if(r!==null&&r.trim()!=="")return{source:"cli",text:r};let s=e.split(`
`);for(let o=s.length-1;o>=0;o--){let i=s[o].trimEnd(),a=i.slice(tt.length);if(i.startsWith(tt)&&Er(n,a))return{source:"\
script",text:a}}return null}function _r(t,e){switch(t){case"claude":{let n=A(E(e),U);return n&&qe(n)?Qe(n):null}case"cod\
ex":{let n=E(e),r=A(n,o=>o.type==="turn.failed"&&p(o.error)),s=p(r?.error)?r.error.message:A(n,o=>o.type==="error")?.message;
return typeof s=="string"?s:null}case"gemini":{let n=rn(e)?.error;return p(n)&&typeof n.message=="string"?n.message:null}case"\
copilot":{let n=A(E(e),r=>r.type==="session.error")?.data;return p(n)&&typeof n.message=="string"?n.message:null}}}function qe(t){
return t.is_error===!0||typeof t.subtype=="string"&&t.subtype.startsWith("error")}function Qe(t){if(typeof t.result=="st\
ring"&&t.result.trim()!=="")return t.result;let e=Array.isArray(t.errors)?t.errors.filter(n=>typeof n=="string"):[];return e.
length>0?e.join("; "):typeof t.subtype=="string"?t.subtype:null}function Cs(t,e){if(t!=="claude")return null;let n=E(e),
r=A(n.some(U)?n:tn(e),U);if(!r||!qe(r))return null;let s=typeof r.subtype=="string"&&/^[a-z_]{1,64}$/.test(r.subtype)?r.
subtype:null;return{text:Qe(r)??"",subtype:s}}function Ds(t={}){return["## Handing off","",`When you are done, write you\
r handoff as one JSON object to ${t.handoffPath?`\`${t.handoffPath}\` (also in the environment variable \`${O.handoffPath}\
\`)`:`the path in the environment variable \`${O.handoffPath}\``}:`,"","```json",`{"version": ${Gt}, "status": "success"\
, "summary": "what you did or found, in a few sentences", "detail": "the deeper findings", "data": {"key": "value"}}`,"`\
``","",`- \`summary\` is required (at most ${b.summaryBytes} bytes); \`status\` is one of success, partial, blocked, failu\
re.`,'- `data` maps names to strings; `detail` holds the long form; add `"next": {"stage": "<stage id>", "reason": "\u2026"}`\
 to hand off to a specific stage.',`- If you cannot write files, print the same JSON as the last thing you say, between \
a line \`${rt.start}\` and a line \`${rt.end}\`.`,...t.dataSchema===void 0?[]:["- This stage's `data` must follow the JS\
ON Schema below (every value a string; a pattern is an ECMAScript regular expression; lengths are in UTF-8 bytes), or th\
e handoff is refused:","",te(Qt(t.dataSchema),"json")]].join(`
`)}function p(t){return typeof t=="object"&&t!==null&&!Array.isArray(t)}function E(t){let e=[];for(let n of t.split(`
`)){let r=n.trim();if(r.startsWith("{"))try{let s=JSON.parse(r);p(s)&&e.push(s)}catch{}}return e}function tn(t){let e=t.
trim();if(e.startsWith("[")&&e.endsWith("]"))try{let o=JSON.parse(e);if(Array.isArray(o))return o.filter(p)}catch{}let n=[],
r=t.split(`
`),s=-1;for(let o=0;o<r.length;o++){let i=r[o].replace(/\r$/,"");if(i==="  {")s=o;else if(s!==-1&&(i==="  }"||i==="  },")){
try{let a=JSON.parse(`${r.slice(s,o).join(`
`)}
}`);p(a)&&n.push(a)}catch{}s=-1}}return n}function A(t,e){for(let n=t.length-1;n>=0;n--){let r=t[n];if(e(r))return r}}var m=(t,e)=>({
key:e,value:t[e]});function en(t){return typeof t=="number"||typeof t=="boolean"?String(t):typeof t=="string"?"a string":
Array.isArray(t)?"a list":"an object"}function kt(t,e){return{code:Ht.usageRefused,severity:"warning",path:`agent.usage.${t}`,
message:`${e}; ${t} is not recorded`}}function S(t,e,n,r){let s;for(let{key:o,value:i}of n)if(i!=null){if(typeof i!="num\
ber"||!Number.isSafeInteger(i)||i<0){r.push(kt(e,`${t} reported ${en(i)} as ${o}, which is not a whole number from 0 to ${Number.
MAX_SAFE_INTEGER}`));return}if(s=(s??0)+i,!Number.isSafeInteger(s)){r.push(kt(e,`the ${e} ${t} reported add up to more t\
han ${Number.MAX_SAFE_INTEGER}`));return}}return s}function Or(t,{key:e,value:n},r){if(n!=null){if(typeof n=="number"&&Number.
isFinite(n)&&n>=0&&n<=b.usageCostUsd)return n;r.push(kt("cost_usd",`${t} reported ${en(n)} as ${e}, which is not an amou\
nt from 0 to ${b.usageCostUsd} USD`))}}function et(t){let e={};return t.input!==void 0&&(e.input_tokens=t.input),t.output!==
void 0&&(e.output_tokens=t.output),t.cost!==void 0&&(e.cost_usd=t.cost),Object.keys(e).length===0?null:e}function nn(t,e){
let n=A(t,U);if(!n)return{finalText:null,usage:null};let r=p(n.modelUsage)?Object.values(n.modelUsage).filter(p):[],s=p(
n.usage)?n.usage:{},[o,i]=r.length>0?[r.flatMap(a=>[m(a,"inputTokens"),m(a,"cacheCreationInputTokens"),m(a,"cacheReadInp\
utTokens")]),r.map(a=>m(a,"outputTokens"))]:[[m(s,"input_tokens"),m(s,"cache_creation_input_tokens"),m(s,"cache_read_inp\
ut_tokens")],[m(s,"output_tokens")]];return{finalText:typeof n.result=="string"?n.result:null,usage:et({input:S("claude",
"input_tokens",o,e),output:S("claude","output_tokens",i,e),cost:Or("claude",m(n,"total_cost_usd"),e)})}}function U(t){return t.
type==="result"}function Pr(t,e){let n=E(t),s=A(n,a=>a.type==="item.completed"&&Nr(a.item))?.item?.text,o=n.filter(a=>a.
type==="turn.completed"&&p(a.usage)),i=a=>o.map(c=>m(c.usage,a));return{finalText:typeof s=="string"?s:null,usage:et({input:S(
"codex","input_tokens",i("input_tokens"),e),output:S("codex","output_tokens",i("output_tokens"),e)})}}function Nr(t){return p(
t)&&(t.type==="agent_message"||t.item_type==="assistant_message")}var Tr=4;function rn(t){let e=t.length;for(let n=0;n<Tr&&
e>0;n++){let r=t.lastIndexOf(`
{`,e-1),s=r===-1?0:r+1;if(t[s]!=="{")return null;try{let o=JSON.parse(t.slice(s));if(p(o)&&("response"in o||"stats"in o||
"error"in o))return o}catch{}if(r===-1)return null;e=r}return null}function kr(t,e){let n=rn(t),r=n?.stats,o=(p(r)&&p(r.
models)?Object.values(r.models):[]).map(i=>p(i)&&p(i.tokens)?i.tokens:{});return{finalText:typeof n?.response=="string"?
n.response:null,usage:et({input:S("gemini","input_tokens",o.map(i=>m(i,"prompt")),e),output:S("gemini","output_tokens",o.
flatMap(i=>[m(i,"candidates"),m(i,"thoughts")]),e)})}}function xr(t,e){let n=E(t),r=A(n,o=>o.type==="assistant.message")?.
data?.content,s=n.filter(o=>o.type==="assistant.message"&&p(o.data));return{finalText:typeof r=="string"?r:null,usage:et(
{output:S("copilot","output_tokens",s.map(o=>m(o.data,"outputTokens")),e)})}}function Bs(t,e){let n=t[e];if(!n)throw new d("runner-env-missing",`${e} is not set: baton's actions run as steps of a G\
itHub Actions job`);return n}function Ks(t,e=process.platform){if(!(t.RUNNER_OS!=="Windows"&&e!=="win32"))throw new d("r\
unner-unsupported","baton's stage action runs on Linux and macOS runners, and this job runs on Windows: it runs the agen\
t in bash, in a process group it can stop when the job is cancelled, which Windows has neither of",{details:["give the j\
ob runs-on: ubuntu-latest (or a macOS runner)"]})}function Gs(t,e){return[...Ir(t),...e?[e]:[]]}function Ir(t){let e=We(
t);for(let[n,r]of Object.entries(t)){if(!r)continue;(Lt.includes(n)||zt.some(o=>n.startsWith(o)))&&/TOKEN/.test(n)&&e.push(
r)}return e}var nt={true:["true","True","TRUE"],false:["false","False","FALSE"]},vr=[...nt.true,...nt.false].join(", ");function Ws(t,e,n){
let r=(e??"").trim();if(r==="")return n;if(nt.true.includes(r))return!0;if(nt.false.includes(r))return!1;throw new d("in\
put-invalid",`${JSON.stringify(r)} is not one of ${vr}`,{where:t})}export{xt as a,He as b,It as c,Is as d,vs as e,Rr as f,Fs as g,Us as h,Cs as i,Ds as j,Ss as k,Wn as l,qn as m,Ne as n,St as o,
Te as p,Rt as q,tr as r,Y as s,Fr as t,mt as u,yt as v,ge as w,yn as x,Jr as y,Zr as z,Vr as A,H as B,Kn as C,Gn as D,ns as E,
rs as F,ve as G,ze as H,Ws as I,Bs as J,Ks as K,Gs as L};

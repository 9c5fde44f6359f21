import{a as J}from"./chunk-6RREDHNG.js";import{b as W}from"./chunk-HT2IKKQ6.js";import{d as C}from"./chunk-M6ENYCKV.js";
import{A as O,m as dn,n as v,o as fn,w as Z,z as E}from"./chunk-MCOZASN7.js";import{C as H,D as un,E as cn,F as _}from"./chunk-IZTSJ3IU.js";var T=class{#n;#e=new Map;constructor(e){this.#n=e}next(e,r){let t=this.#e.get(e);if(t===void 0){t=[];for(let o=this.#n.
indexOf(e);o>=0;o=this.#n.indexOf(e,o+1))t.push(o);this.#e.set(e,t)}let s=0,i=t.length;for(;s<i;){let o=s+i>>>1;t[o]<r?s=
o+1:i=o}return s<t.length?t[s]:-1}},Zn=/\s/;function Y(n){return n!==void 0&&Zn.test(n)}function X(n,e){for(;Y(n[e]);)e++;
return e}function L(n,e){for(;n[e]===" "||n[e]==="	";)e++;return e}function V(n,e){for(let r=e+1;r<n.length;r++){let t=n[r];
if(t==="]")return r;if(t!=="[")continue;let s=r+1;for(;s<n.length&&n[s]!=="["&&n[s]!=="]";)s++;if(n[s]!=="]")return-1;r=
s}return-1}function hn(n,e){if(n[e]!=="[")return-1;let r=Math.min(n.length,e+1001);for(let t=e+1;t<r;t++){let s=n[t];if(s===
"]")return t+1;if(s==="["||s===`
`)return-1}return-1}function mn(n,e){let r=Math.min(n.length,e+1001);for(let t=e+1;t<r;t++){let s=n[t];if(s==="]")return t>
e+1?t:-1;if(s==="["||s===`
`||s==="\0")return-1}return-1}function pn(n,e,r){if(n[e]!=="(")return null;let t=X(n,e+1);for(let s of Wn(n,t)){let i=Xn(
n,s,r);if(i>=0)return{url:n.slice(t,s),end:i}}return null}function Wn(n,e){let r=[];if(n[e]==="<"){let t=$n(n,e);t>=0&&r.
push(t+1)}return r.push(Jn(n,e)),r}function $n(n,e){for(let r=e+1;r<n.length;r++){let t=n[r];if(t===">")return r;if(t===
"<"||t===`
`)return-1}return-1}function gn(n){return n!==void 0&&n!=="("&&n!==")"&&!Y(n)}function Jn(n,e){let r=e;for(;;){for(;gn(n[r]);)
r++;if(n[r]!=="(")return r;let t=r+1;for(;gn(n[t]);)t++;if(n[t]!==")")return r;r=t+1}}function Xn(n,e,r){let t=X(n,e);if(t>
e){let s=bn(n,t,r);if(s>=0){let i=X(n,s);if(n[i]===")")return i+1}}return n[t]===")"?t+1:-1}function bn(n,e,r){let t=n[e],
s=t==='"'||t==="'"?t:t==="("?")":void 0;if(s===void 0)return-1;let i=r.next(s,e+1);return i<0?-1:i+1}function wn(n,e,r){
let t=e;for(;t<e+3&&n[t]===" ";)t++;if(n[t]!=="[")return null;let s=t+1,i=Math.min(n.length,s+1e3),o=s;for(;o<i&&n[o]!==
"]"&&n[o]!==`
`;)o++;if(n[o]!=="]"||o===s||o-s>999||n[o+1]!==":")return null;let a=Sn(n,o+2),u=Yn(n,a);for(let l of u){let c=Vn(n,l,r);
if(c>=0)return{label:n.slice(s,o),url:n.slice(a,l),end:c}}return null}function Sn(n,e){let r=L(n,e);return n[r]===`
`?L(n,r+1):r}function Yn(n,e){let r=[];if(n[e]==="<"){let s=$n(n,e);s>=0&&r.push(s+1)}let t=e;for(;t<n.length&&!Y(n[t]);)
t++;return t>e&&r.push(t),r}function Vn(n,e,r){let t=bn(n,Sn(n,e),r);if(t>=0){let i=L(n,t);if(i===n.length||n[i]===`
`)return i}let s=L(n,e);return s===n.length||n[s]===`
`?s:-1}var qn=/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0D\uFEFF\uFFA0\uFFF9-\uFFFB\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;
function M(n){return n.replace(/\r\n?|[\u2028\u2029]/g,`
`).replace(qn,"")}var Qn=new RegExp(ye(_),"gi"),ne=_.replace(/:$/,"").replace(/:/g," ");function x(n){return n.replace(Qn,
`${ne}: `)}function j(n,e){return W(n,e.secrets??[]).text}function kn(n,e={}){let r=N(e);return Cn(n,r,t=>{let s=[];for(let i of re(
j(M(t),r)))if(i.kind==="code"){let o=s.at(-1);o!==void 0&&!ee(o)&&s.push(""),s.push(An(i))}else{let o=x(_n(i.text,{tables:!0,
serverUrl:r.serverUrl}));s.push(se(o))}return s.join(`
`).replace(/^\n+/,"").trimEnd()},t=>te(t,r))}function ee(n){return/^[ \t]*$/.test(n.slice(n.lastIndexOf(`
`)+1))}function te(n,e={}){let r=j(n,N(e)).split(`
`);return An({kind:"code",fence:"`",length:3,info:"",indent:0,lines:r})}function b(n,e={}){let r=N(e);return Cn(n,r,t=>{
let s=En(j(M(t),r));return x(_n(s,{tables:!1,serverUrl:r.serverUrl})).trim()},t=>U(t,r))}function F(n,e={}){return M(n).
split(`
`).map(t=>b(t,e)).filter(t=>t!=="").join("<br>").replace(/\|/g,"\\|")}function U(n,e={}){let r=N(e),t=x(En(j(M(n),r))).trim(),
s="`".repeat(tn(t,"`")+1),i=t.startsWith("`")||t.endsWith("`")||t===""?" ":"";return`${s}${i}${t}${i}${s}`}function En(n){
return n.replace(/\s+/g,e=>e.includes(`
`)?" ":e)}function tn(n,e){let r=0,t=0;for(let s=0;s<n.length;s++)t=n[s]===e?t+1:0,t>r&&(r=t);return r}function N(n){return Array.
isArray(n)?{secrets:n}:n}function Cn(n,e,r,t){let s=r(n);for(let i=0;i<4;i++){let o=W(s,e.secrets??[]);if(o.redactions.length===
0)return s;s=r(o.text)}return t(j(s,e))}function re(n){let e=n.split(`
`),r=[],t=[],s=()=>{t.length>0&&r.push({kind:"prose",text:t.join(`
`)}),t=[]};for(let i=0;i<e.length;i++){let o=e[i],a=/^( {0,3})(`{3,}|~{3,})(.*)$/.exec(o);if(!a||a[2][0]==="`"&&a[3].includes(
"`")){t.push(o);continue}s();let u=a[2],l=new RegExp(`^ {0,3}${u[0]==="`"?"`":"~"}{${u.length},}[ \\t]*$`),c=[];for(i++;i<
e.length&&!l.test(e[i]);i++)c.push(e[i]);r.push({kind:"code",fence:u[0]==="`"?"`":"~",length:u.length,info:oe(a[3]),indent:a[1].
length,lines:c})}return s(),r}function An(n){let e=new RegExp(`^ {0,${n.indent}}`),r=x(n.lines.map(s=>s.replace(e,"")).join(
`
`)),t=n.fence.repeat(Math.max(n.length,tn(r,n.fence)+1));return n.lines.length===0?`${t}${n.info}
${t}`:`${t}${n.info}
${r}
${t}`}function se(n){return n.replace(/^( {0,3})(?=~{3}|`{3,}[^`\n]*$)/gm,"$1\\")}var ie=new Set(["mermaid","geojson","t\
opojson","stl","math"]);function oe(n){let e=/^\s*([A-Za-z0-9_+.#-]{1,32})/.exec(n);return e&&!ie.has(e[1].toLowerCase())?
e[1]:""}var Q=class{#n=[];#e=new Map;tables;serverUrl;constructor(e,r){this.tables=e,this.serverUrl=r}add(e,r){return this.#n.
push(e),r!==void 0&&this.#e.set(this.#n.length-1,r),`\0${this.#n.length-1}\0`}plain(e){return this.#e.size===0?e:e.replace(
/\u0000(\d+)\u0000/g,(r,t)=>this.#e.get(Number(t))??r)}resolve(e,r=0){let t=[],s="",i=a=>{a!==""&&(t.push(a),s=a[a.length-
1])},o=0;for(let a of e.matchAll(/\u0000(\d+)\u0000/g)){i(e.slice(o,a.index)),o=a.index+a[0].length;let u=this.#n[Number(
a[1])]??"",l=r<16?this.resolve(u,r+1):u.replace(/\u0000/g,"");(/^[`\\]/.test(l)&&(s==="`"||s==="\\")||l.startsWith("[")&&
s==="!")&&i(" "),i(l)}return i(e.slice(o)),t.join("")}},le=/[!-/:-@[-`{-~]/;function _n(n,e){let r=new Q(e.tables,e.serverUrl),
t=ae(n,r);return t=ue(t),t=ce(t,r),t=On(t,r),r.resolve(I(t,r))}function I(n,e){let r=be(n);return r=Se(r,e),Re(r,e)}function ae(n,e){
let r=new nn(n),t="",s=0;for(;s<n.length;){let i=n[s];if(i==="\\"&&s+1<n.length&&le.test(n[s+1])){let u=n[s+1];u==="`"?t+=
e.add("\\`"):u==="\\"?t+=e.add("\\\\"):"@#<>&[]!".includes(u)?t+=u:t+=`\\${u}`,s+=2;continue}if(i!=="`"){t+=i,s++;continue}
let o=1;for(;n[s+o]==="`";)o++;let a=r.find(s+o,o);a===-1||e.tables&&n.slice(s,a).includes("|")?(t+=e.add("\\`".repeat(o)),
s+=o):(t+=e.add(n.slice(s,a+o)),s=a+o)}return t}var nn=class{#n;#e=-1;#t=new Map;constructor(e){this.#n=e}find(e,r){e>this.#e&&
this.#r(e);let t=this.#t.get(r);if(t===void 0)return-1;for(;t.next<t.starts.length&&t.starts[t.next]<e;)t.next++;return t.
next<t.starts.length?t.starts[t.next]:-1}#r(e){let r=this.#n,t=r.indexOf(`
`,e);this.#e=t<0?r.length:t,this.#t=new Map;for(let s=e;s<this.#e;s++){if(r[s]!=="`")continue;let i=s;for(;r[i]==="`";)i++;
let o=this.#t.get(i-s);o?o.starts.push(s):this.#t.set(i-s,{starts:[s],next:0}),s=i}}};function ue(n){let e="",r=0,t=!1,s=n.
indexOf("<!--");for(;s>=0;){let i=t?-1:n.indexOf("-->",s+4);t=i<0;let o=i>=0?i+3:n.startsWith("<!-->",s)?s+5:n.startsWith(
"<!--->",s)?s+6:-1;if(o<0){s=n.indexOf("<!--",s+1);continue}e+=n.slice(r,s),r=o,s=n.indexOf("<!--",r)}return e+n.slice(r)}
function ce(n,e){return n.replace(/<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>\u0000]*)>/g,(r,t)=>{let s=fe(t);return s&&!rn(s)?
e.add(`<${s}>`):z(t,e)}).replace(/<([A-Za-z0-9.!#$%&'*+/=?^_{|}~-]+@[A-Za-z0-9.-]+)>/g,"$1")}function q(n,e){let r="",t=0,
s=n.indexOf("[");for(;s>=0;){let i=s>t&&n[s-1]==="!",o=e(n,s,i);if(o===null){s=n.indexOf("[",s+1);continue}r+=n.slice(t,
i?s-1:s)+o.replacement,t=o.end,s=n.indexOf("[",t)}return r+n.slice(t)}function On(n,e){let r=new Map,t=de(n,r),s=(o,a,u)=>{
let l=u===void 0?null:Tn(u.replace(/^<|>$/g,"")),c=l?jn(l):null,f=On(a,e);if(c&&rn(c)){let d=z(c,e);return f.trim()===""?
d:`${f} (${d})`}if(o){let d=f.trim()===""?"image":f;if(!l)return d;if(he(l,e.serverUrl))return e.add(`![${I(d,e)}](${c})`);
let g=e.plain(f.trim()===""?"image":`image: ${f}`);return e.add(`[${I(g,e)}](${c})`,g)}return c?e.add(`[${I(e.plain(f),e)}\
](${c})`):f},i=new T(t);return t=q(t,(o,a,u)=>{let l=V(o,a),c=l<0?null:pn(o,l+1,i);return c===null?null:{end:c.end,replacement:s(
u,o.slice(a+1,l),c.url)}}),t=q(t,(o,a,u)=>{let l=V(o,a),c=l<0?-1:hn(o,l+1);if(c<0)return null;let f=o.slice(a+1,l),d=o.slice(
l+2,c-1),g=r.get(en(d===""?f:d));return{end:c,replacement:g===void 0?o.slice(u?a-1:a,c):s(u,f,g)}}),t=q(t,(o,a,u)=>{let l=mn(
o,a);if(l<0||"([:".includes(o[l+1]??" "))return null;let c=o.slice(a+1,l),f=r.get(en(c));return f===void 0?null:{end:l+1,
replacement:s(u,c,f)}}),t}function de(n,e){let r=new T(n),t="",s=0;for(let i=0;i>=0&&i<=n.length;){let o=wn(n,i,r),a=n.indexOf(
`
`,o?o.end:i);if(o){let u=en(o.label);e.has(u)||e.set(u,o.url.replace(/^<|>$/g,"")),t+=n.slice(s,i),s=o.end}i=a<0?-1:a+1}
return t+n.slice(s)}function en(n){return n.trim().replace(/\s+/g," ").toLowerCase()}function fe(n){let e=Tn(n);return e&&
jn(e)}function Tn(n){if(!/^https:\/\//i.test(n))return null;let e;try{e=new URL(n)}catch{return null}return e.protocol!==
"https:"||e.hostname===""||e.username!==""||e.password!==""?null:e}function jn(n){return n.href.replace(/[^A-Za-z0-9\-._~:/?#@!$&'*+,;=%]/g,
e=>`%${e.charCodeAt(0).toString(16).toUpperCase().padStart(2,"0")}`)}var Rn=".githubusercontent.com",ge="camo.githubuser\
content.com";function he(n,e){let r=me(e);if(r!==null&&n.host===r)return!0;if(n.port!=="")return!1;let t=n.hostname;return t===
"github.com"?!0:t.endsWith(Rn)&&t!==ge&&!t.slice(0,-Rn.length).split(".").includes("")}function me(n){if(!n)return null;
try{let e=new URL(n).host;return e===""?null:e}catch{return null}}var pe=new Set(["issues","pull","pulls","discussions"]);
function rn(n){let e=n.indexOf("://"),t=(e<0?n:n.slice(e+3)).split(/[?#]/,1)[0].split("/");for(let s=1;s+1<t.length;s++)
if(pe.has($e(t[s]).toLowerCase())&&/^\d/.test(t[s+1]))return!0;return!1}function $e(n){try{return decodeURIComponent(n)}catch{
return n}}function be(n){return n.replace(/&/g,"&amp;").replace(/</g,"&lt;").replace(/\[/g,"\\[").replace(/\]/g,"\\]")}var we=`\
?!.,:*_~'"`;function Se(n,e){return n.replace(/(?:(?:https?|ftp):\/\/|www\.)[^\s\u0000\\`<]+/gi,(r,t)=>{let s=n[t-1]??"",
i=n[t+r.length]??"",o=!/[A-Za-z0-9]/.test(s)&&(i===""||/\s/.test(i)),a=r.length;for(;a>0&&we.includes(r[a-1]);)a--;let u=r.
slice(0,a);return o&&/^https:/i.test(r)&&!r.includes("@")&&!rn(u)?e.add(r):z(u,e)+r.slice(a)})}var yn=/(?<owner>(?<![A-Za-z0-9_./-])[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+#\d[A-Za-z0-9]*)|(?<number>#\d[A-Za-z0-9]*)|(?<other>@[A-Za-z0-9][A-Za-z0-9_-]*(?:\/[A-Za-z0-9][A-Za-z0-9_.-]*)?|GH-\d[A-Za-z0-9]*)/gi;
function Re(n,e){let r=new RegExp(yn.source,yn.flags),t="",s=0;for(let i=r.exec(n);i!==null;i=r.exec(n)){let o=i.index;if(!(i.
groups.other===void 0||o===s||!/[A-Za-z0-9]/.test(n[o-1]??""))){r.lastIndex=o+1;continue}t+=n.slice(s,o)+z(i[0],e),s=o+i[0].
length}return t+n.slice(s)}function z(n,e){if(e.tables&&n.includes("|"))return n.split("|").map(s=>s===""?"":z(s,e)).join(
e.add("\\|"));let r="`".repeat(tn(n,"`")+1),t=n.startsWith("`")||n.endsWith("`")?" ":"";return e.add(`${r}${t}${n}${t}${r}`)}
function ye(n){return n.replace(/[.*+?^${}()|[\]\\]/g,"\\$&")}var ke="default",Un=160,Ee=512;function Ce(n,e=ke){return`<!-- ${_}${zn(n)}:${zn(e)} -->`}function zn(n){return encodeURIComponent(
n).replace(/[!'()*]/g,Pn).replace(/-(?=-)/g,"%2D")}function Pn(n){return`%${n.charCodeAt(0).toString(16).toUpperCase().padStart(
2,"0")}`}function Ae(n){let e=0;for(let r=n.indexOf(`
`);r!==-1;r=n.indexOf(`
`,r+1))e++;return n.length+e}var _e=5e4;function at(n,e={}){let r=Ue(n),t=e.maxLength??H.commentChars-Ee,s=r.length,i=(d,g=null,h=s,m=!0,$=s)=>{
let p=Me(r,e,{fieldChars:d,fieldsCut:new Set,entriesKept:g,listsCut:new Set,sectionsKept:h,flowchart:m,rowsKept:$});return{
text:p,ok:Ae(p)<=t}},o=i(null);if(o.ok)return o.text;let a=64,u=(d,g,h)=>{let m={value:d,...h(d)};if(!m.ok)return null;for(;g-
d>Math.max(0,g>>6);){let $=Math.ceil((d+g)/2),p=h($);p.ok?(d=$,m={value:$,...p}):g=$-1}return m},l=Math.max(a,Te(r)),c=u(
a,l,d=>i(d));if(c)return c.text;let f=u(0,je(r),d=>i(a,d));return f?u(a,l,d=>i(d,f.value))?.text??f.text:u(0,s,d=>i(a,0,
d))?.text??u(0,s,d=>i(a,0,0,!1,d))?.text??i(a,0,0,!1,0).text}function Oe(n){let e=n.handoff;return[e?.summary,e?.detail,
e?.failure?.reason,e?.next?.reason,n.record.outcome.message,...Gn(n).flat()]}function Te(n){let e=0;for(let{latest:r}of n)
for(let t of Oe(r))e=Math.max(e,t?.length??0);return e}function je(n){let e=0;for(let{latest:r}of n)for(let t of Gn(r))e=
Math.max(e,t.length);return e}function Gn(n){let e=n.handoff;return[...Dn(n).map(([,,r])=>r),Object.values(e?.data??{}),
(e?.artifacts??[]).map(r=>r.description),n.record.problems.map(r=>r.message)]}function Dn(n){let e=n.handoff;return[["fa\
ilure.blockers","Blockers",e?.failure?.blockers],["failure.questions","Questions",e?.failure?.questions],["expectations.\
deliverables","Deliverables",e?.expectations?.deliverables],["expectations.acceptance","Acceptance",e?.expectations?.acceptance],
["expectations.constraints","Constraints",e?.expectations?.constraints]].filter(t=>(t[2]?.length??0)>0)}function Ue(n){let e=new Map;
for(let t of n){let s=e.get(t.record.stage)??[];s.push(t),e.set(t.record.stage,s)}let r=[...e.entries()].map(([t,s])=>{let i=[
...s].sort((o,a)=>Z(E(o.record),E(a.record)));return{stage:t,latest:i[i.length-1],earlier:i.slice(0,-1),keepPlace:0}});return r.
sort((t,s)=>t.latest.record.hop-s.latest.record.hop||C(vn(t),vn(s))||C(t.stage,s.stage)),Le(r),r}function ze(n,e){if(n.run.
attempt===1)return e>1?`attempt ${n.attempt} of ${e}`:"";let r=O(E(n));return e>1?`${r}, ${e} attempts`:r}function vn(n){
return(n.earlier[0]??n.latest).record.agent.started_at}var B={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\
\u274C",cancelled:"\u{1F6AB}"},ve={...B,running:"\u23F3",interrupted:"\u26A0\uFE0F"},on=["failure","cancelled","blocked",
"partial","success"],Ln=["failure","blocked","cancelled","partial","success"];function Le(n){let e=r=>r.outcome.reason===
"skipped"?Ln.length:Ln.indexOf(R(r));n.map((r,t)=>({group:r,index:t,rank:e(r.latest.record)})).sort((r,t)=>r.rank-t.rank||
r.index-t.index).forEach(({group:r},t)=>{r.keepPlace=t})}function In(n,e){return n.filter(r=>r.keepPlace>=e)}function R(n){
return dn(n.status,n.outcome.reason)}function Kn(n,e){let r=R(n),t=n.outcome.reason==="completed"||r==="cancelled"?"":` ${e(
n.outcome.reason)}`;return`${B[r]} ${r}${t}`}function Ie(n){let e=null;for(let{latest:r}of n){let t=R(r.record);(e===null||
on.indexOf(t)<on.indexOf(e))&&(e=t)}return e}function Me(n,e,r){let t=e.workflow??n[0]?.latest.record.run.workflow??"wor\
kflow",s=n[0]?.latest.record.run,i=[Ce(t,e.key)],o=e.cancelled||e.run?.status==="cancelled"?"cancelled":Ie(n),a=!e.cancelled&&
e.run?.status==="failure"&&o!=="failure",u=e.run?.status==="unknown"?null:e.run?.status==="running"||e.run?.status==="in\
terrupted"?e.run.status:a?"failure":o??e.run?.status??null,l=b(t,e)||"workflow";if(i.push(u===null?`## baton report \xB7 ${l}`:
`## ${ve[u]} baton report \xB7 ${l} \xB7 ${u}`),i.push(Ne(n,e.runId??s?.id??null,e)),a&&e.run&&e.run.failedJobs.length>0)
i.push(`The run failed: ${ln(e.run.failedJobs,e)} failed.`);else if(!e.cancelled&&e.run?.status==="failure"){let g=new Set(
n.filter(m=>R(m.latest.record)==="failure").map(m=>m.latest.record.job)),h=e.run.failedJobs.filter(m=>!g.has(m));h.length>
0&&i.push(`Also failed: ${ln(h,e)}.`)}e.runUnreadable!==void 0&&i.push(["> [!WARNING]",`> The run's summary could not be\
 read, so this report is built from its records ${e.runReadFromEvents?"and its events.jsonl":"alone"}: ${b(e.runUnreadable,
e)}`].join(`
`));let c=xe(e);c!==null&&i.push(c);let f=[Mn(e.unreadable,"could not be read",e),Mn(e.neverStored,"were never stored",e)].
filter(g=>g!==null).join(`

`);if(n.length===0)i.push(e.unreadable?.length?"No baton record of this run could be read (see below).":e.neverStored?.length?
"No baton record of this run was stored (see below).":e.run?.status==="running"?"No stage of this run has recorded yet: \
a stage\u2019s record is stored when its attempt ends.":e.run?.status==="interrupted"?"No stage of this run recorded bef\
ore it was interrupted: a stage\u2019s record is stored when its attempt ends.":"No baton records were found for this ru\
n. A stage that failed before it recorded (an input it refused, say) leaves none: its job\u2019s log says why."),f&&i.push(
f);else{i.push(De(n,e,r)),f&&i.push(f);let g=r.flowchart?Ze(n,e.unreadable??[],e.neverStored??[]):"";g!==""&&g.length<=_e?
i.push(g):r.flowchart=!1;for(let h of n)h.keepPlace<r.sectionsKept&&i.push(Je(h,e,r))}let d=Ye(n,r,e);return d&&i.push(d),
i.push("<sub>Built by baton from the stage records; agent text is shown as data, sanitised.</sub>"),`${i.join(`

`)}
`}function ln(n,e){return`${n.length===1?"job":"jobs"} ${n.map(r=>U(r,e)).join(", ")}`}function xe(n){let e=n.run;if(e?.
status!=="running"&&e?.status!=="interrupted"&&e?.status!=="unknown")return null;let r=i=>ln(i,n),t=e.unfinishedJobs??[],
s=[...e.failedJobs.length===0?[]:[`${r(e.failedJobs)} failed`],...t.length===0?[]:[e.status==="running"?`${r(t)} ${t.length===
1?"is":"are"} running`:e.status==="interrupted"?`${r(t)} did not finish`:`${r(t)} had not finished where its events end`]];
if(e.status==="unknown"){let i="The run's end is not known",o="neither its run.json nor its events.jsonl says it";return s.
length===0?`${i}: ${o}.`:`${i} (${o}): ${s.join("; ")}.`}return s.length===0?null:`${e.status==="running"?"The run is st\
ill going":"The run was interrupted"}: ${s.join("; ")}.`}function Mn(n,e,r){let t=[...n??[]].sort((u,l)=>C(u.stage,l.stage)||
Z(u,l));if(t.length===0)return null;let s=t.slice(0,20).map(u=>`> - ${U(k(u.stage))} ${O(u)}: ${b(Fe(u.reason),r)}`);t.length>
s.length&&s.push(`> - and ${t.length-s.length} more`);let i=t.length===1;return["> [!WARNING]",`> ${`${t.length} ${i?"re\
cord":"records"}`} of this run ${e==="could not be read"?e:i?"was never stored":e} and ${i?"is":"are"} not in this repor\
t:`,...s].join(`
`)}function Fe(n){return n.split(`
`).map(e=>e.trim()).filter(e=>e!=="").join("; ")}function Ne(n,e,r){let t=n.reduce((u,l)=>u+1+l.earlier.length,0),s=Bn(n),
i=`${n.length} ${n.length===1?"stage":"stages"}`,o=t>n.length?` in ${t} attempts`:"",a=Ge(e,r);return[`${i}${o}${s.length?
` (${s.join(", ")})`:""}`,Pe(n),a].filter(Boolean).join(" \xB7 ")}function Pe(n){let e=0,r=0,t=0,s=!1,i=!1;for(let a of n)
for(let{record:u}of[...a.earlier,a.latest]){let l=u.agent.usage;l&&((l.input_tokens!==void 0||l.output_tokens!==void 0)&&
(s=!0),e+=l.input_tokens??0,r+=l.output_tokens??0,l.cost_usd!==void 0&&(i=!0,t+=l.cost_usd))}let o=[];return s&&o.push(`${w(
e)} tokens in, ${w(r)} out`),i&&o.push(Hn(t)),o.join(", ")}function Bn(n){let e=new Map;for(let{latest:r}of n){let t=R(r.
record);e.set(t,(e.get(t)??0)+1)}return on.filter(r=>e.has(r)).map(r=>`${e.get(r)} ${r}`)}function Ge(n,e){let r=n===null?
"the run":`run ${b(n)}`;return e.runUrl?`[View ${r}](${e.runUrl})`:n===null?"":`local ${r}`}function De(n,e,r){let t=n.some(
({latest:l})=>xn(l)!==null),s=n.some(({latest:l})=>l.record.agent.usage?.cost_usd!==void 0),i=["Stage","Status","Summary",
"Duration"];t&&i.push("Tokens"),s&&i.push("Cost");let o=[`| ${i.join(" | ")} |`,`|${i.map(()=>"---").join("|")}|`],a=0,u=()=>{
a>0&&o.push(`| \u2026 | ${a} more ${a===1?"stage":"stages"} |${" |".repeat(i.length-2)}`),a=0};for(let l of n){if(l.keepPlace>=
r.rowsKept){a++;continue}u();let{record:c,handoff:f}=l.latest,d=[`\`${k(c.stage)}\``,Ke(l),f?F(He(f.summary,r.fieldChars),
e)||"\u2014":`_${Be(c)}_`,We(l)];if(t&&d.push(xn(l.latest)??"\u2014"),s){let g=c.agent.usage?.cost_usd;d.push(g===void 0?
"\u2014":Hn(g))}o.push(`| ${d.join(" | ")} |`)}return u(),o.join(`
`)}function Ke(n){let{record:e}=n.latest,r=[Kn(e,s=>`(${s})`)],t=n.earlier.length+1;return t>1&&r.push(`\xB7 ${O(E(e))},\
 ${t} attempts`),r.join(" ")}function Be(n){let e=v(n).length;return e>0?fn(e):"no handoff"}function He(n,e){let r=Math.
min(Un,e??Un),s=(n.split(/\r?\n/).find(i=>i.trim()!=="")??"").trim();return s.length>r?`${J(s,r-1)}\u2026`:s}function xn(n){
let e=n.record.agent.usage;if(!e||e.input_tokens===void 0&&e.output_tokens===void 0)return null;let r=[];return e.input_tokens!==
void 0&&r.push(`${w(e.input_tokens)} in`),e.output_tokens!==void 0&&r.push(`${w(e.output_tokens)} out`),r.join(" / ")}function w(n){
return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g,",")}function Hn(n){return n>=1?`$${n.toFixed(2)}`:`$${n.toFixed(
4)}`}function K(n){if(n<1e3)return`${n} ms`;let e=n/1e3;if(e<60)return`${e.toFixed(1)} s`;let r=Math.round(e),t=Math.floor(
r/3600),s=Math.floor(r%3600/60),i=r%60;return t>0?`${t} h ${String(s).padStart(2,"0")} min`:`${s} min ${String(i).padStart(
2,"0")} s`}function Ze(n,e,r){let t=new Map,s=l=>{let c=t.get(l);return c===void 0&&(c=`s${t.size}`,t.set(l,c)),c};for(let l of n)
s(l.stage);let i=new Set,o=[];for(let{stage:l,latest:c}of n){let f=[...new Set(c.record.lineage.map(d=>d.stage))].sort(C);
for(let d of f)i.add(`${s(d)} --> ${s(l)}`)}for(let{stage:l,latest:c}of n){let f=c.handoff?.next?.stage;f!==void 0&&i.add(
`${s(l)} -.->|next| ${s(f)}`)}for(let[l,c]of t){let f=n.find(y=>y.stage===l);if(!f){let y=e.some(A=>A.stage===l)?"record\
 cannot be read":r.some(A=>A.stage===l)?"record never stored":"no stage record";o.push(`  ${c}["${P(k(l))}<br/>${P(y)}"]\
:::absent`);continue}let{record:d}=f.latest,g=f.earlier.length+1,h=R(d),m=v(d).length>0?"<br/>handoff refused":"",$=`${B[h]}\
 ${h}${g>1?` \xD7${g}`:""}`,p=h==="failure"||h==="blocked"?`:::${h}`:"";o.push(`  ${c}["${P(k(l))}<br/>${P($)}${m}"]${p}`)}
for(let l of i)o.push(`  ${l}`);let a=l=>o.some(c=>c.endsWith(`:::${l}`)),u=[a("failure")?"  classDef failure fill:#ffeb\
e9,stroke:#cf222e,color:#1f2328":"",a("blocked")?"  classDef blocked fill:#fff8c5,stroke:#9a6700,color:#1f2328":"",a("ab\
sent")?"  classDef absent fill:#f6f8fa,stroke:#8c959f,stroke-dasharray:3 3,color:#59636e":""].filter(Boolean);return["``\
`mermaid","flowchart LR",...o,...u,"```"].join(`
`)}function P(n){let e="";for(let r of n)e+=/[A-Za-z0-9 _.,:/()-]/.test(r)?r:`#${r.codePointAt(0)};`;return e}function We(n){
let e=K(n.latest.record.agent.duration_ms);if(n.earlier.length===0)return e;let r=[n.latest,...n.earlier].reduce((t,s)=>t+
s.record.agent.duration_ms,0);return`${e} (${K(r)} in ${n.earlier.length+1} attempts)`}function Je(n,e,r){let{record:t,handoff:s}=n.
latest,i=n.earlier.length+1,o=(f,d)=>kn(S(n.stage,f,d,r),e),a=[`${B[R(t)]} <b>${k(t.stage)}</b>`,R(t),K(t.agent.duration_ms),
ze(t,i)].filter(Boolean).join(" \xB7 "),u=[];if(t.outcome.reason!=="completed"){let f=t.outcome.message?`: ${b(S(n.stage,
"outcome",t.outcome.message,r),e)}`:"";u.push(`**Outcome:** \`${t.outcome.reason}\`${f}`)}if(s===null){let f=v(t).length;
u.push(f>0?`_The handoff it wrote was refused (${f} ${f===1?"problem":"problems"}, under Problems), so none was kept._`:
"_No handoff was captured for this attempt._")}else{u.push("**Summary**",o("summary",s.summary)||"\u2014");let f=Object.
entries(s.data??{}).sort(([h],[m])=>C(h,m));if(f.length>0){let{shown:h,more:m}=G(n.stage,"data",f,r),$=h.map(([p,y])=>`|\
 ${cn.test(p)?`\`${p}\``:F(p)} | ${F(S(n.stage,`data.${p}`,y,r),e)||"\u2014"} |`);m>0&&$.push(`| \u2026 | ${w(m)} more ${m===
1?"key":"keys"} |`),u.push(["**Data**","","| Key | Value |","|---|---|",...$].join(`
`))}let d=h=>Dn(n.latest).filter(([m])=>m.startsWith(`${h}.`)).map(([m,$,p])=>Xe(n.stage,m,$,p,r,e));s.failure&&(u.push(
`**Failure:** ${b(S(n.stage,"failure",s.failure.reason,r),e)}`),u.push(...d("failure")));let g=d("expectations");if(g.length>
0&&u.push(["**Expectations** for the next stage",...g].join(`

`)),s.next){let h=s.next.reason?` \u2014 ${b(S(n.stage,"next.reason",s.next.reason,r),e)}`:"";u.push(`**Next:** \`${k(s.
next.stage)}\`${h}`)}if(s.artifacts?.length){let{shown:h,more:m}=G(n.stage,"artifacts",s.artifacts,r),$=h.map((p,y)=>{let A=p.
description?` \u2014 ${b(S(n.stage,`artifacts.${y}`,p.description,r),e)}`:"";return`- ${sn(p.path,e)}${A}`});u.push(["**\
Artifacts**","",...$,...an(m)].join(`
`))}e.includeDetail&&s.detail&&u.push("**Detail**",o("detail",s.detail)||"\u2014")}let l=t.problems;if(l.length>0){let{shown:f,
more:d}=G(n.stage,"problems",l,r),g=f.map((h,m)=>`- ${h.severity==="error"?"\u274C":"\u26A0\uFE0F"} ${sn(h.code)} ${sn(h.
path)}: ${b(S(n.stage,`problems.${m}`,h.message,r),e)}`);u.push(["**Problems**","",...g,...an(d)].join(`
`))}if(n.earlier.length>0){let f=n.earlier.map(({record:d})=>`- ${O(E(d))}: ${Kn(d,g=>`(\`${g}\`)`)}, ${K(d.agent.duration_ms)}`);
u.push(["**Earlier attempts**","",...f].join(`
`))}return[t.status==="failure"||t.status==="blocked"?"<details open>":"<details>",`<summary>${a}</summary>`,"",u.join(`\


`),"","</details>"].join(`
`)}function Xe(n,e,r,t,s,i){let{shown:o,more:a}=G(n,e,t,s),u=o.map((l,c)=>`- ${b(S(n,`${e}.${c}`,l,s),i)||"\u2014"}`);return`${r}\
:

${[...u,...an(a)].join(`
`)}`}function G(n,e,r,t){return t.entriesKept===null||r.length<=t.entriesKept?{shown:r,more:0}:(t.listsCut.add(`${n}.${e}`),
{shown:r.slice(0,t.entriesKept),more:r.length-t.entriesKept})}function an(n){return n>0?[`- \u2026 ${w(n)} more`]:[]}function sn(n,e={}){
return U(n,e)}function k(n){return un.test(n)?n:encodeURIComponent(n).replace(/[!'()*]/g,Pn)}function S(n,e,r,t){if(t.fieldChars===
null||r.length<=t.fieldChars)return r;t.fieldsCut.add(`${n}.${e}`);let s=J(r,t.fieldChars);return`${s}

\u2026 (${w(r.length-s.length)} more characters cut)`}function D(n){let e=n.slice(0,10).map(r=>`\`${k(r)}\``);return n.length>
e.length?`${e.join(", ")} and ${n.length-e.length} more`:e.join(", ")}function Fn(n){return`${Bn(n).join(", ")}: ${D(n.map(
e=>e.stage))}`}function Nn(n){return[...new Set([...n].map(e=>e.slice(0,e.indexOf("."))))]}function Ye(n,e,r){let t=[];if(e.
fieldsCut.size>0){let u=Nn(e.fieldsCut);t.push(`${e.fieldsCut.size} ${e.fieldsCut.size===1?"field was":"fields were"} cu\
t to ${w(e.fieldChars??0)} characters (${D(u)})`)}if(e.listsCut.size>0){let u=Nn(e.listsCut),l=e.entriesKept??0,c=`${e.listsCut.
size} ${e.listsCut.size===1?"list shows":"lists show"}`;t.push(l===0?`${c} none of ${e.listsCut.size===1?"its":"their"} \
entries, only how many there are (${D(u)})`:`${c} ${e.listsCut.size===1?"its":"their"} first ${w(l)} ${l===1?"entry":"en\
tries"} (${D(u)})`)}let s=In(n,e.sectionsKept);s.length>0&&t.push(`the sections of ${s.length} ${s.length===1?"stage wer\
e":"stages were"} left out (${Fn(s)})`),!e.flowchart&&n.length>0&&t.push("the diagram was left out");let i=In(n,e.rowsKept);
if(i.length>0&&t.push(`the ${i.length===1?"row":"rows"} of ${i.length} of ${n.length} stages ${i.length===1?"was":"were"}\
 left out of the table (${Fn(i)})`),t.length===0)return null;let o=r.recordsLocation??r.runUrl??null,a=o?` The full reco\
rds are in ${o}.`:"";return`> [!NOTE]
> This report was shortened to fit GitHub's ${w(H.commentChars)}-character limit: ${t.join("; ")}.${a}`}export{kn as a,te as b,b as c,F as d,ke as e,Ce as f,at as g};

import{a as J}from"./chunk-6RREDHNG.js";import{b as W}from"./chunk-PY6H47Q3.js";import{d as C}from"./chunk-PLAMFRIP.js";
import{A as O,m as fn,n as I,o as gn,w as Z,z as E}from"./chunk-QONJWPUT.js";import{D as v,E as cn,F as dn,G as _,
b as un}from"./chunk-VIRAYIUH.js";var T=class{#n;#e=new Map;constructor(e){this.#n=e}next(e,r){let t=this.#e.get(e);if(t===void 0){t=[];for(let o=this.#n.
indexOf(e);o>=0;o=this.#n.indexOf(e,o+1))t.push(o);this.#e.set(e,t)}let s=0,i=t.length;for(;s<i;){let o=s+i>>>1;t[o]<r?s=
o+1:i=o}return s<t.length?t[s]:-1}},Jn=/\s/;function Y(n){return n!==void 0&&Jn.test(n)}function X(n,e){for(;Y(n[e]);)e++;
return e}function x(n,e){for(;n[e]===" "||n[e]==="	";)e++;return e}function V(n,e){for(let r=e+1;r<n.length;r++){let t=n[r];
if(t==="]")return r;if(t!=="[")continue;let s=r+1;for(;s<n.length&&n[s]!=="["&&n[s]!=="]";)s++;if(n[s]!=="]")return-1;r=
s}return-1}function mn(n,e){if(n[e]!=="[")return-1;let r=Math.min(n.length,e+1001);for(let t=e+1;t<r;t++){let s=n[t];if(s===
"]")return t+1;if(s==="["||s===`
`)return-1}return-1}function pn(n,e){let r=Math.min(n.length,e+1001);for(let t=e+1;t<r;t++){let s=n[t];if(s==="]")return t>
e+1?t:-1;if(s==="["||s===`
`||s==="\0")return-1}return-1}function $n(n,e,r){if(n[e]!=="(")return null;let t=X(n,e+1);for(let s of Xn(n,t)){let i=Vn(
n,s,r);if(i>=0)return{url:n.slice(t,s),end:i}}return null}function Xn(n,e){let r=[];if(n[e]==="<"){let t=bn(n,e);t>=0&&r.
push(t+1)}return r.push(Yn(n,e)),r}function bn(n,e){for(let r=e+1;r<n.length;r++){let t=n[r];if(t===">")return r;if(t===
"<"||t===`
`)return-1}return-1}function hn(n){return n!==void 0&&n!=="("&&n!==")"&&!Y(n)}function Yn(n,e){let r=e;for(;;){for(;hn(n[r]);)
r++;if(n[r]!=="(")return r;let t=r+1;for(;hn(n[t]);)t++;if(n[t]!==")")return r;r=t+1}}function Vn(n,e,r){let t=X(n,e);if(t>
e){let s=wn(n,t,r);if(s>=0){let i=X(n,s);if(n[i]===")")return i+1}}return n[t]===")"?t+1:-1}function wn(n,e,r){let t=n[e],
s=t==='"'||t==="'"?t:t==="("?")":void 0;if(s===void 0)return-1;let i=r.next(s,e+1);return i<0?-1:i+1}function Sn(n,e,r){
let t=e;for(;t<e+3&&n[t]===" ";)t++;if(n[t]!=="[")return null;let s=t+1,i=Math.min(n.length,s+1e3),o=s;for(;o<i&&n[o]!==
"]"&&n[o]!==`
`;)o++;if(n[o]!=="]"||o===s||o-s>999||n[o+1]!==":")return null;let u=Rn(n,o+2),a=qn(n,u);for(let l of a){let c=Qn(n,l,r);
if(c>=0)return{label:n.slice(s,o),url:n.slice(u,l),end:c}}return null}function Rn(n,e){let r=x(n,e);return n[r]===`
`?x(n,r+1):r}function qn(n,e){let r=[];if(n[e]==="<"){let s=bn(n,e);s>=0&&r.push(s+1)}let t=e;for(;t<n.length&&!Y(n[t]);)
t++;return t>e&&r.push(t),r}function Qn(n,e,r){let t=wn(n,Rn(n,e),r);if(t>=0){let i=x(n,t);if(i===n.length||n[i]===`
`)return i}let s=x(n,e);return s===n.length||n[s]===`
`?s:-1}var ne=/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0D\uFEFF\uFFA0\uFFF9-\uFFFB\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;
function F(n){return n.replace(/\r\n?|[\u2028\u2029]/g,`
`).replace(ne,"")}var ee=new RegExp(Ee(_),"gi"),te=_.replace(/:$/,"").replace(/:/g," ");function M(n){return n.replace(ee,
`${te}: `)}function j(n,e){return W(n,e.secrets??[]).text}function En(n,e={}){let r=P(e);return An(n,r,t=>{let s=[];for(let i of ie(
j(F(t),r)))if(i.kind==="code"){let o=s.at(-1);o!==void 0&&!re(o)&&s.push(""),s.push(_n(i))}else{let o=M(On(i.text,{tables:!0,
serverUrl:r.serverUrl}));s.push(oe(o))}return s.join(`
`).replace(/^\n+/,"").trimEnd()},t=>se(t,r))}function re(n){return/^[ \t]*$/.test(n.slice(n.lastIndexOf(`
`)+1))}function se(n,e={}){let r=j(n,P(e)).split(`
`);return _n({kind:"code",fence:"`",length:3,info:"",indent:0,lines:r})}function w(n,e={}){let r=P(e);return An(n,r,t=>{
let s=Cn(j(F(t),r));return M(On(s,{tables:!1,serverUrl:r.serverUrl})).trim()},t=>U(t,r))}function N(n,e={}){return F(n).
split(`
`).map(t=>w(t,e)).filter(t=>t!=="").join("<br>").replace(/\|/g,"\\|")}function U(n,e={}){let r=P(e),t=M(Cn(j(F(n),r))).trim(),
s="`".repeat(tn(t,"`")+1),i=t.startsWith("`")||t.endsWith("`")||t===""?" ":"";return`${s}${i}${t}${i}${s}`}function Cn(n){
return n.replace(/\s+/g,e=>e.includes(`
`)?" ":e)}function tn(n,e){let r=0,t=0;for(let s=0;s<n.length;s++)t=n[s]===e?t+1:0,t>r&&(r=t);return r}function P(n){return Array.
isArray(n)?{secrets:n}:n}function An(n,e,r,t){let s=r(n);for(let i=0;i<4;i++){let o=W(s,e.secrets??[]);if(o.redactions.length===
0)return s;s=r(o.text)}return t(j(s,e))}function ie(n){let e=n.split(`
`),r=[],t=[],s=()=>{t.length>0&&r.push({kind:"prose",text:t.join(`
`)}),t=[]};for(let i=0;i<e.length;i++){let o=e[i],u=/^( {0,3})(`{3,}|~{3,})(.*)$/.exec(o);if(!u||u[2][0]==="`"&&u[3].includes(
"`")){t.push(o);continue}s();let a=u[2],l=new RegExp(`^ {0,3}${a[0]==="`"?"`":"~"}{${a.length},}[ \\t]*$`),c=[];for(i++;i<
e.length&&!l.test(e[i]);i++)c.push(e[i]);r.push({kind:"code",fence:a[0]==="`"?"`":"~",length:a.length,info:ae(u[3]),indent:u[1].
length,lines:c})}return s(),r}function _n(n){let e=new RegExp(`^ {0,${n.indent}}`),r=M(n.lines.map(s=>s.replace(e,"")).join(
`
`)),t=n.fence.repeat(Math.max(n.length,tn(r,n.fence)+1));return n.lines.length===0?`${t}${n.info}
${t}`:`${t}${n.info}
${r}
${t}`}function oe(n){return n.replace(/^( {0,3})(?=~{3}|`{3,}[^`\n]*$)/gm,"$1\\")}var le=new Set(["mermaid","geojson","t\
opojson","stl","math"]);function ae(n){let e=/^\s*([A-Za-z0-9_+.#-]{1,32})/.exec(n);return e&&!le.has(e[1].toLowerCase())?
e[1]:""}var Q=class{#n=[];#e=new Map;tables;serverUrl;constructor(e,r){this.tables=e,this.serverUrl=r}add(e,r){return this.#n.
push(e),r!==void 0&&this.#e.set(this.#n.length-1,r),`\0${this.#n.length-1}\0`}plain(e){return this.#e.size===0?e:e.replace(
/\u0000(\d+)\u0000/g,(r,t)=>this.#e.get(Number(t))??r)}resolve(e,r=0){let t=[],s="",i=u=>{u!==""&&(t.push(u),s=u[u.length-
1])},o=0;for(let u of e.matchAll(/\u0000(\d+)\u0000/g)){i(e.slice(o,u.index)),o=u.index+u[0].length;let a=this.#n[Number(
u[1])]??"",l=r<16?this.resolve(a,r+1):a.replace(/\u0000/g,"");(/^[`\\]/.test(l)&&(s==="`"||s==="\\")||l.startsWith("[")&&
s==="!")&&i(" "),i(l)}return i(e.slice(o)),t.join("")}},ue=/[!-/:-@[-`{-~]/;function On(n,e){let r=new Q(e.tables,e.serverUrl),
t=ce(n,r);return t=de(t),t=fe(t,r),t=Tn(t,r),r.resolve(L(t,r))}function L(n,e){let r=Se(n);return r=ye(r,e),ke(r,e)}function ce(n,e){
let r=new nn(n),t="",s=0;for(;s<n.length;){let i=n[s];if(i==="\\"&&s+1<n.length&&ue.test(n[s+1])){let a=n[s+1];a==="`"?t+=
e.add("\\`"):a==="\\"?t+=e.add("\\\\"):"@#<>&[]!".includes(a)?t+=a:t+=`\\${a}`,s+=2;continue}if(i!=="`"){t+=i,s++;continue}
let o=1;for(;n[s+o]==="`";)o++;let u=r.find(s+o,o);u===-1||e.tables&&n.slice(s,u).includes("|")?(t+=e.add("\\`".repeat(o)),
s+=o):(t+=e.add(n.slice(s,u+o)),s=u+o)}return t}var nn=class{#n;#e=-1;#t=new Map;constructor(e){this.#n=e}find(e,r){e>this.#e&&
this.#r(e);let t=this.#t.get(r);if(t===void 0)return-1;for(;t.next<t.starts.length&&t.starts[t.next]<e;)t.next++;return t.
next<t.starts.length?t.starts[t.next]:-1}#r(e){let r=this.#n,t=r.indexOf(`
`,e);this.#e=t<0?r.length:t,this.#t=new Map;for(let s=e;s<this.#e;s++){if(r[s]!=="`")continue;let i=s;for(;r[i]==="`";)i++;
let o=this.#t.get(i-s);o?o.starts.push(s):this.#t.set(i-s,{starts:[s],next:0}),s=i}}};function de(n){let e="",r=0,t=!1,s=n.
indexOf("<!--");for(;s>=0;){let i=t?-1:n.indexOf("-->",s+4);t=i<0;let o=i>=0?i+3:n.startsWith("<!-->",s)?s+5:n.startsWith(
"<!--->",s)?s+6:-1;if(o<0){s=n.indexOf("<!--",s+1);continue}e+=n.slice(r,s),r=o,s=n.indexOf("<!--",r)}return e+n.slice(r)}
function fe(n,e){return n.replace(/<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>\u0000]*)>/g,(r,t)=>{let s=he(t);return s&&!rn(s)?
e.add(`<${s}>`):z(t,e)}).replace(/<([A-Za-z0-9.!#$%&'*+/=?^_{|}~-]+@[A-Za-z0-9.-]+)>/g,"$1")}function q(n,e){let r="",t=0,
s=n.indexOf("[");for(;s>=0;){let i=s>t&&n[s-1]==="!",o=e(n,s,i);if(o===null){s=n.indexOf("[",s+1);continue}r+=n.slice(t,
i?s-1:s)+o.replacement,t=o.end,s=n.indexOf("[",t)}return r+n.slice(t)}function Tn(n,e){let r=new Map,t=ge(n,r),s=(o,u,a)=>{
let l=a===void 0?null:jn(a.replace(/^<|>$/g,"")),c=l?Un(l):null,d=Tn(u,e);if(c&&rn(c)){let g=z(c,e);return d.trim()===""?
g:`${d} (${g})`}if(o){let g=d.trim()===""?"image":d;if(!l)return g;if(pe(l,e.serverUrl))return e.add(`![${L(g,e)}](${c})`);
let f=e.plain(d.trim()===""?"image":`image: ${d}`);return e.add(`[${L(f,e)}](${c})`,f)}return c?e.add(`[${L(e.plain(d),e)}\
](${c})`):d},i=new T(t);return t=q(t,(o,u,a)=>{let l=V(o,u),c=l<0?null:$n(o,l+1,i);return c===null?null:{end:c.end,replacement:s(
a,o.slice(u+1,l),c.url)}}),t=q(t,(o,u,a)=>{let l=V(o,u),c=l<0?-1:mn(o,l+1);if(c<0)return null;let d=o.slice(u+1,l),g=o.slice(
l+2,c-1),f=r.get(en(g===""?d:g));return{end:c,replacement:f===void 0?o.slice(a?u-1:u,c):s(a,d,f)}}),t=q(t,(o,u,a)=>{let l=pn(
o,u);if(l<0||"([:".includes(o[l+1]??" "))return null;let c=o.slice(u+1,l),d=r.get(en(c));return d===void 0?null:{end:l+1,
replacement:s(a,c,d)}}),t}function ge(n,e){let r=new T(n),t="",s=0;for(let i=0;i>=0&&i<=n.length;){let o=Sn(n,i,r),u=n.indexOf(
`
`,o?o.end:i);if(o){let a=en(o.label);e.has(a)||e.set(a,o.url.replace(/^<|>$/g,"")),t+=n.slice(s,i),s=o.end}i=u<0?-1:u+1}
return t+n.slice(s)}function en(n){return n.trim().replace(/\s+/g," ").toLowerCase()}function he(n){let e=jn(n);return e&&
Un(e)}function jn(n){if(!/^https:\/\//i.test(n))return null;let e;try{e=new URL(n)}catch{return null}return e.protocol!==
"https:"||e.hostname===""||e.username!==""||e.password!==""?null:e}function Un(n){return n.href.replace(/[^A-Za-z0-9\-._~:/?#@!$&'*+,;=%]/g,
e=>`%${e.charCodeAt(0).toString(16).toUpperCase().padStart(2,"0")}`)}var yn=".githubusercontent.com",me="camo.githubuser\
content.com";function pe(n,e){let r=$e(e);if(r!==null&&n.host===r)return!0;if(n.port!=="")return!1;let t=n.hostname;return t===
"github.com"?!0:t.endsWith(yn)&&t!==me&&!t.slice(0,-yn.length).split(".").includes("")}function $e(n){if(!n)return null;
try{let e=new URL(n).host;return e===""?null:e}catch{return null}}var be=new Set(["issues","pull","pulls","discussions"]);
function rn(n){let e=n.indexOf("://"),t=(e<0?n:n.slice(e+3)).split(/[?#]/,1)[0].split("/");for(let s=1;s+1<t.length;s++)
if(be.has(we(t[s]).toLowerCase())&&/^\d/.test(t[s+1]))return!0;return!1}function we(n){try{return decodeURIComponent(n)}catch{
return n}}function Se(n){return n.replace(/&/g,"&amp;").replace(/</g,"&lt;").replace(/\[/g,"\\[").replace(/\]/g,"\\]")}var Re=`\
?!.,:*_~'"`;function ye(n,e){return n.replace(/(?:(?:https?|ftp):\/\/|www\.)[^\s\u0000\\`<]+/gi,(r,t)=>{let s=n[t-1]??"",
i=n[t+r.length]??"",o=!/[A-Za-z0-9]/.test(s)&&(i===""||/\s/.test(i)),u=r.length;for(;u>0&&Re.includes(r[u-1]);)u--;let a=r.
slice(0,u);return o&&/^https:/i.test(r)&&!r.includes("@")&&!rn(a)?e.add(r):z(a,e)+r.slice(u)})}var kn=/(?<owner>(?<![A-Za-z0-9_./-])[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+#\d[A-Za-z0-9]*)|(?<number>#\d[A-Za-z0-9]*)|(?<other>@[A-Za-z0-9][A-Za-z0-9_-]*(?:\/[A-Za-z0-9][A-Za-z0-9_.-]*)?|GH-\d[A-Za-z0-9]*)/gi;
function ke(n,e){let r=new RegExp(kn.source,kn.flags),t="",s=0;for(let i=r.exec(n);i!==null;i=r.exec(n)){let o=i.index;if(!(i.
groups.other===void 0||o===s||!/[A-Za-z0-9]/.test(n[o-1]??""))){r.lastIndex=o+1;continue}t+=n.slice(s,o)+z(i[0],e),s=o+i[0].
length}return t+n.slice(s)}function z(n,e){if(e.tables&&n.includes("|"))return n.split("|").map(s=>s===""?"":z(s,e)).join(
e.add("\\|"));let r="`".repeat(tn(n,"`")+1),t=n.startsWith("`")||n.endsWith("`")?" ":"";return e.add(`${r}${t}${n}${t}${r}`)}
function Ee(n){return n.replace(/[.*+?^${}()|[\]\\]/g,"\\$&")}var Gn={comment:{max:v.commentChars-512,measure:_e,named:`GitHub's ${S(v.commentChars)}-character limit of a comment`},"\
job-summary":{max:v.stepSummaryBytes,measure:un,named:"GitHub's 1 MiB limit of a job summary"}},Ce="default",zn=160;function Ae(n,e=Ce){
return`<!-- ${_}${vn(n)}:${vn(e)} -->`}function vn(n){return encodeURIComponent(n).replace(/[!'()*]/g,Dn).replace(/-(?=-)/g,
"%2D")}function Dn(n){return`%${n.charCodeAt(0).toString(16).toUpperCase().padStart(2,"0")}`}function _e(n){let e=0;for(let r=n.
indexOf(`
`);r!==-1;r=n.indexOf(`
`,r+1))e++;return n.length+e}var Oe=5e4;function ct(n,e={}){let r=ze(n),{max:t,measure:s}=Gn[e.fit??"comment"],i=r.length,
o=(f,h=null,m=i,$=!0,p=i)=>{let b=Fe(r,e,{fieldChars:f,fieldsCut:new Set,entriesKept:h,listsCut:new Set,sectionsKept:m,flowchart:$,
rowsKept:p});return{text:b,ok:s(b)<=t}},u=o(null);if(u.ok)return u.text;let a=64,l=(f,h,m)=>{let $={value:f,...m(f)};if(!$.
ok)return null;for(;h-f>Math.max(0,h>>6);){let p=Math.ceil((f+h)/2),b=m(p);b.ok?(f=p,$={value:p,...b}):h=p-1}return $},c=Math.
max(a,je(r)),d=l(a,c,f=>o(f));if(d)return d.text;let g=l(0,Ue(r),f=>o(a,f));return g?l(a,c,f=>o(f,g.value))?.text??g.text:
l(0,i,f=>o(a,0,f))?.text??l(0,i,f=>o(a,0,0,!1,f))?.text??o(a,0,0,!1,0).text}function Te(n){let e=n.handoff;return[e?.summary,
e?.detail,e?.failure?.reason,e?.next?.reason,n.record.outcome.message,...Kn(n).flat()]}function je(n){let e=0;for(let{latest:r}of n)
for(let t of Te(r))e=Math.max(e,t?.length??0);return e}function Ue(n){let e=0;for(let{latest:r}of n)for(let t of Kn(r))e=
Math.max(e,t.length);return e}function Kn(n){let e=n.handoff;return[...Bn(n).map(([,,r])=>r),Object.values(e?.data??{}),
(e?.artifacts??[]).map(r=>r.description),n.record.problems.map(r=>r.message)]}function Bn(n){let e=n.handoff;return[["fa\
ilure.blockers","Blockers",e?.failure?.blockers],["failure.questions","Questions",e?.failure?.questions],["expectations.\
deliverables","Deliverables",e?.expectations?.deliverables],["expectations.acceptance","Acceptance",e?.expectations?.acceptance],
["expectations.constraints","Constraints",e?.expectations?.constraints]].filter(t=>(t[2]?.length??0)>0)}function ze(n){let e=new Map;
for(let t of n){let s=e.get(t.record.stage)??[];s.push(t),e.set(t.record.stage,s)}let r=[...e.entries()].map(([t,s])=>{let i=[
...s].sort((o,u)=>Z(E(o.record),E(u.record)));return{stage:t,latest:i[i.length-1],earlier:i.slice(0,-1),keepPlace:0}});return r.
sort((t,s)=>t.latest.record.hop-s.latest.record.hop||C(In(t),In(s))||C(t.stage,s.stage)),xe(r),r}function ve(n,e){if(n.run.
attempt===1)return e>1?`attempt ${n.attempt} of ${e}`:"";let r=O(E(n));return e>1?`${r}, ${e} attempts`:r}function In(n){
return(n.earlier[0]??n.latest).record.agent.started_at}var H={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\
\u274C",cancelled:"\u{1F6AB}"},Ie={...H,running:"\u23F3",interrupted:"\u26A0\uFE0F"},on=["failure","cancelled","blocked",
"partial","success"],xn=["failure","blocked","cancelled","partial","success"];function xe(n){let e=r=>r.outcome.reason===
"skipped"?xn.length:xn.indexOf(y(r));n.map((r,t)=>({group:r,index:t,rank:e(r.latest.record)})).sort((r,t)=>r.rank-t.rank||
r.index-t.index).forEach(({group:r},t)=>{r.keepPlace=t})}function Ln(n,e){return n.filter(r=>r.keepPlace>=e)}function y(n){
return fn(n.status,n.outcome.reason)}function Hn(n,e){let r=y(n),t=n.outcome.reason==="completed"||r==="cancelled"?"":` ${e(
n.outcome.reason)}`;return`${H[r]} ${r}${t}`}function Le(n){let e=null;for(let{latest:r}of n){let t=y(r.record);(e===null||
on.indexOf(t)<on.indexOf(e))&&(e=t)}return e}function Fe(n,e,r){let t=e.workflow??n[0]?.latest.record.run.workflow??"wor\
kflow",s=n[0]?.latest.record.run,i=[Ae(t,e.key)],o=e.cancelled||e.run?.status==="cancelled"?"cancelled":Le(n),u=!e.cancelled&&
e.run?.status==="failure"&&o!=="failure",a=e.run?.status==="unknown"?null:e.run?.status==="running"||e.run?.status==="in\
terrupted"?e.run.status:u?"failure":o??e.run?.status??null,l=w(t,e)||"workflow";if(i.push(a===null?`## baton report \xB7 ${l}`:
`## ${Ie[a]} baton report \xB7 ${l} \xB7 ${a}`),i.push(Pe(n,e.runId??s?.id??null,e)),u&&e.run&&e.run.failedJobs.length>0)
i.push(`The run failed: ${ln(e.run.failedJobs,e)} failed.`);else if(!e.cancelled&&e.run?.status==="failure"){let f=new Set(
n.filter(m=>y(m.latest.record)==="failure").map(m=>m.latest.record.job)),h=e.run.failedJobs.filter(m=>!f.has(m));h.length>
0&&i.push(`Also failed: ${ln(h,e)}.`)}e.runUnreadable!==void 0&&i.push(["> [!WARNING]",`> The run's summary could not be\
 read, so this report is built from its records ${e.runReadFromEvents?"and its events.jsonl":"alone"}: ${w(e.runUnreadable,
e)}`].join(`
`));let c=Me(e);c!==null&&i.push(c);let d=[Fn(e.unreadable,"could not be read",e),Fn(e.neverStored,"were never stored",e)].
filter(f=>f!==null).join(`

`);if(n.length===0)i.push(e.unreadable?.length?"No baton record of this run could be read (see below).":e.neverStored?.length?
"No baton record of this run was stored (see below).":e.run?.status==="running"?"No stage of this run has recorded yet: \
a stage\u2019s record is stored when its attempt ends.":e.run?.status==="interrupted"?"No stage of this run recorded bef\
ore it was interrupted: a stage\u2019s record is stored when its attempt ends.":"No baton records were found for this ru\
n. A stage that failed before it recorded (an input it refused, say) leaves none: its job\u2019s log says why."),d&&i.push(
d);else{i.push(Ke(n,e,r)),d&&i.push(d);let f=r.flowchart?We(n,e.unreadable??[],e.neverStored??[]):"";f!==""&&f.length<=Oe?
i.push(f):r.flowchart=!1;for(let h of n)h.keepPlace<r.sectionsKept&&i.push(Xe(h,e,r))}let g=Ve(n,r,e);return g&&i.push(g),
i.push("<sub>Built by baton from the stage records; agent text is shown as data, sanitised.</sub>"),`${i.join(`

`)}
`}function ln(n,e){return`${n.length===1?"job":"jobs"} ${n.map(r=>U(r,e)).join(", ")}`}function Me(n){let e=n.run;if(e?.
status!=="running"&&e?.status!=="interrupted"&&e?.status!=="unknown")return null;let r=i=>ln(i,n),t=e.unfinishedJobs??[],
s=[...e.failedJobs.length===0?[]:[`${r(e.failedJobs)} failed`],...t.length===0?[]:[e.status==="running"?`${r(t)} ${t.length===
1?"is":"are"} running`:e.status==="interrupted"?`${r(t)} did not finish`:`${r(t)} had not finished where its events end`]];
if(e.status==="unknown"){let i="The run's end is not known",o="neither its run.json nor its events.jsonl says it";return s.
length===0?`${i}: ${o}.`:`${i} (${o}): ${s.join("; ")}.`}return s.length===0?null:`${e.status==="running"?"The run is st\
ill going":"The run was interrupted"}: ${s.join("; ")}.`}function Fn(n,e,r){let t=[...n??[]].sort((a,l)=>C(a.stage,l.stage)||
Z(a,l));if(t.length===0)return null;let s=t.slice(0,20).map(a=>`> - ${U(k(a.stage))} ${O(a)}: ${w(Ne(a.reason),r)}`);t.length>
s.length&&s.push(`> - and ${t.length-s.length} more`);let i=t.length===1;return["> [!WARNING]",`> ${`${t.length} ${i?"re\
cord":"records"}`} of this run ${e==="could not be read"?e:i?"was never stored":e} and ${i?"is":"are"} not in this repor\
t:`,...s].join(`
`)}function Ne(n){return n.split(`
`).map(e=>e.trim()).filter(e=>e!=="").join("; ")}function Pe(n,e,r){let t=n.reduce((a,l)=>a+1+l.earlier.length,0),s=Zn(n),
i=`${n.length} ${n.length===1?"stage":"stages"}`,o=t>n.length?` in ${t} attempts`:"",u=De(e,r);return[`${i}${o}${s.length?
` (${s.join(", ")})`:""}`,Ge(n),u].filter(Boolean).join(" \xB7 ")}function Ge(n){let e=0,r=0,t=0,s=!1,i=!1;for(let u of n)
for(let{record:a}of[...u.earlier,u.latest]){let l=a.agent.usage;l&&((l.input_tokens!==void 0||l.output_tokens!==void 0)&&
(s=!0),e+=l.input_tokens??0,r+=l.output_tokens??0,l.cost_usd!==void 0&&(i=!0,t+=l.cost_usd))}let o=[];return s&&o.push(`${S(
e)} tokens in, ${S(r)} out`),i&&o.push(Wn(t)),o.join(", ")}function Zn(n){let e=new Map;for(let{latest:r}of n){let t=y(r.
record);e.set(t,(e.get(t)??0)+1)}return on.filter(r=>e.has(r)).map(r=>`${e.get(r)} ${r}`)}function De(n,e){let r=n===null?
"the run":`run ${w(n)}`;return e.runUrl?`[View ${r}](${e.runUrl})`:n===null?"":`local ${r}`}function Ke(n,e,r){let t=n.some(
({latest:l})=>Mn(l)!==null),s=n.some(({latest:l})=>l.record.agent.usage?.cost_usd!==void 0),i=["Stage","Status","Summary",
"Duration"];t&&i.push("Tokens"),s&&i.push("Cost");let o=[`| ${i.join(" | ")} |`,`|${i.map(()=>"---").join("|")}|`],u=0,a=()=>{
u>0&&o.push(`| \u2026 | ${u} more ${u===1?"stage":"stages"} |${" |".repeat(i.length-2)}`),u=0};for(let l of n){if(l.keepPlace>=
r.rowsKept){u++;continue}a();let{record:c,handoff:d}=l.latest,g=[`\`${k(c.stage)}\``,Be(l),d?N(Ze(d.summary,r.fieldChars),
e)||"\u2014":`_${He(c)}_`,Je(l)];if(t&&g.push(Mn(l.latest)??"\u2014"),s){let f=c.agent.usage?.cost_usd;g.push(f===void 0?
"\u2014":Wn(f))}o.push(`| ${g.join(" | ")} |`)}return a(),o.join(`
`)}function Be(n){let{record:e}=n.latest,r=[Hn(e,s=>`(${s})`)],t=n.earlier.length+1;return t>1&&r.push(`\xB7 ${O(E(e))},\
 ${t} attempts`),r.join(" ")}function He(n){let e=I(n).length;return e>0?gn(e):"no handoff"}function Ze(n,e){let r=Math.
min(zn,e??zn),s=(n.split(/\r?\n/).find(i=>i.trim()!=="")??"").trim();return s.length>r?`${J(s,r-1)}\u2026`:s}function Mn(n){
let e=n.record.agent.usage;if(!e||e.input_tokens===void 0&&e.output_tokens===void 0)return null;let r=[];return e.input_tokens!==
void 0&&r.push(`${S(e.input_tokens)} in`),e.output_tokens!==void 0&&r.push(`${S(e.output_tokens)} out`),r.join(" / ")}function S(n){
return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g,",")}function Wn(n){return n>=1?`$${n.toFixed(2)}`:`$${n.toFixed(
4)}`}function B(n){if(n<1e3)return`${n} ms`;let e=n/1e3;if(e<60)return`${e.toFixed(1)} s`;let r=Math.round(e),t=Math.floor(
r/3600),s=Math.floor(r%3600/60),i=r%60;return t>0?`${t} h ${String(s).padStart(2,"0")} min`:`${s} min ${String(i).padStart(
2,"0")} s`}function We(n,e,r){let t=new Map,s=l=>{let c=t.get(l);return c===void 0&&(c=`s${t.size}`,t.set(l,c)),c};for(let l of n)
s(l.stage);let i=new Set,o=[];for(let{stage:l,latest:c}of n){let d=[...new Set(c.record.lineage.map(g=>g.stage))].sort(C);
for(let g of d)i.add(`${s(g)} --> ${s(l)}`)}for(let{stage:l,latest:c}of n){let d=c.handoff?.next?.stage;d!==void 0&&i.add(
`${s(l)} -.->|next| ${s(d)}`)}for(let[l,c]of t){let d=n.find(b=>b.stage===l);if(!d){let b=e.some(A=>A.stage===l)?"record\
 cannot be read":r.some(A=>A.stage===l)?"record never stored":"no stage record";o.push(`  ${c}["${G(k(l))}<br/>${G(b)}"]\
:::absent`);continue}let{record:g}=d.latest,f=d.earlier.length+1,h=y(g),m=I(g).length>0?"<br/>handoff refused":"",$=`${H[h]}\
 ${h}${f>1?` \xD7${f}`:""}`,p=h==="failure"||h==="blocked"?`:::${h}`:"";o.push(`  ${c}["${G(k(l))}<br/>${G($)}${m}"]${p}`)}
for(let l of i)o.push(`  ${l}`);let u=l=>o.some(c=>c.endsWith(`:::${l}`)),a=[u("failure")?"  classDef failure fill:#ffeb\
e9,stroke:#cf222e,color:#1f2328":"",u("blocked")?"  classDef blocked fill:#fff8c5,stroke:#9a6700,color:#1f2328":"",u("ab\
sent")?"  classDef absent fill:#f6f8fa,stroke:#8c959f,stroke-dasharray:3 3,color:#59636e":""].filter(Boolean);return["``\
`mermaid","flowchart LR",...o,...a,"```"].join(`
`)}function G(n){let e="";for(let r of n)e+=/[A-Za-z0-9 _.,:/()-]/.test(r)?r:`#${r.codePointAt(0)};`;return e}function Je(n){
let e=B(n.latest.record.agent.duration_ms);if(n.earlier.length===0)return e;let r=[n.latest,...n.earlier].reduce((t,s)=>t+
s.record.agent.duration_ms,0);return`${e} (${B(r)} in ${n.earlier.length+1} attempts)`}function Xe(n,e,r){let{record:t,handoff:s}=n.
latest,i=n.earlier.length+1,o=(d,g)=>En(R(n.stage,d,g,r),e),u=[`${H[y(t)]} <b>${k(t.stage)}</b>`,y(t),B(t.agent.duration_ms),
ve(t,i)].filter(Boolean).join(" \xB7 "),a=[];if(t.outcome.reason!=="completed"){let d=t.outcome.message?`: ${w(R(n.stage,
"outcome",t.outcome.message,r),e)}`:"";a.push(`**Outcome:** \`${t.outcome.reason}\`${d}`)}if(s===null){let d=I(t).length;
a.push(d>0?`_The handoff it wrote was refused (${d} ${d===1?"problem":"problems"}, under Problems), so none was kept._`:
"_No handoff was captured for this attempt._")}else{a.push("**Summary**",o("summary",s.summary)||"\u2014");let d=Object.
entries(s.data??{}).sort(([h],[m])=>C(h,m));if(d.length>0){let{shown:h,more:m}=D(n.stage,"data",d,r),$=h.map(([p,b])=>`|\
 ${dn.test(p)?`\`${p}\``:N(p)} | ${N(R(n.stage,`data.${p}`,b,r),e)||"\u2014"} |`);m>0&&$.push(`| \u2026 | ${S(m)} more ${m===
1?"key":"keys"} |`),a.push(["**Data**","","| Key | Value |","|---|---|",...$].join(`
`))}let g=h=>Bn(n.latest).filter(([m])=>m.startsWith(`${h}.`)).map(([m,$,p])=>Ye(n.stage,m,$,p,r,e));s.failure&&(a.push(
`**Failure:** ${w(R(n.stage,"failure",s.failure.reason,r),e)}`),a.push(...g("failure")));let f=g("expectations");if(f.length>
0&&a.push(["**Expectations** for the next stage",...f].join(`

`)),s.next){let h=s.next.reason?` \u2014 ${w(R(n.stage,"next.reason",s.next.reason,r),e)}`:"";a.push(`**Next:** \`${k(s.
next.stage)}\`${h}`)}if(s.artifacts?.length){let{shown:h,more:m}=D(n.stage,"artifacts",s.artifacts,r),$=h.map((p,b)=>{let A=p.
description?` \u2014 ${w(R(n.stage,`artifacts.${b}`,p.description,r),e)}`:"";return`- ${sn(p.path,e)}${A}`});a.push(["**\
Artifacts**","",...$,...an(m)].join(`
`))}e.includeDetail&&s.detail&&a.push("**Detail**",o("detail",s.detail)||"\u2014")}let l=t.problems;if(l.length>0){let{shown:d,
more:g}=D(n.stage,"problems",l,r),f=d.map((h,m)=>`- ${h.severity==="error"?"\u274C":"\u26A0\uFE0F"} ${sn(h.code)} ${sn(h.
path)}: ${w(R(n.stage,`problems.${m}`,h.message,r),e)}`);a.push(["**Problems**","",...f,...an(g)].join(`
`))}if(n.earlier.length>0){let d=n.earlier.map(({record:g})=>`- ${O(E(g))}: ${Hn(g,f=>`(\`${f}\`)`)}, ${B(g.agent.duration_ms)}`);
a.push(["**Earlier attempts**","",...d].join(`
`))}return[t.status==="failure"||t.status==="blocked"?"<details open>":"<details>",`<summary>${u}</summary>`,"",a.join(`\


`),"","</details>"].join(`
`)}function Ye(n,e,r,t,s,i){let{shown:o,more:u}=D(n,e,t,s),a=o.map((l,c)=>`- ${w(R(n,`${e}.${c}`,l,s),i)||"\u2014"}`);return`${r}\
:

${[...a,...an(u)].join(`
`)}`}function D(n,e,r,t){return t.entriesKept===null||r.length<=t.entriesKept?{shown:r,more:0}:(t.listsCut.add(`${n}.${e}`),
{shown:r.slice(0,t.entriesKept),more:r.length-t.entriesKept})}function an(n){return n>0?[`- \u2026 ${S(n)} more`]:[]}function sn(n,e={}){
return U(n,e)}function k(n){return cn.test(n)?n:encodeURIComponent(n).replace(/[!'()*]/g,Dn)}function R(n,e,r,t){if(t.fieldChars===
null||r.length<=t.fieldChars)return r;t.fieldsCut.add(`${n}.${e}`);let s=J(r,t.fieldChars);return`${s}

\u2026 (${S(r.length-s.length)} more characters cut)`}function K(n){let e=n.slice(0,10).map(r=>`\`${k(r)}\``);return n.length>
e.length?`${e.join(", ")} and ${n.length-e.length} more`:e.join(", ")}function Nn(n){return`${Zn(n).join(", ")}: ${K(n.map(
e=>e.stage))}`}function Pn(n){return[...new Set([...n].map(e=>e.slice(0,e.indexOf("."))))]}function Ve(n,e,r){let t=[];if(e.
fieldsCut.size>0){let a=Pn(e.fieldsCut);t.push(`${e.fieldsCut.size} ${e.fieldsCut.size===1?"field was":"fields were"} cu\
t to ${S(e.fieldChars??0)} characters (${K(a)})`)}if(e.listsCut.size>0){let a=Pn(e.listsCut),l=e.entriesKept??0,c=`${e.listsCut.
size} ${e.listsCut.size===1?"list shows":"lists show"}`;t.push(l===0?`${c} none of ${e.listsCut.size===1?"its":"their"} \
entries, only how many there are (${K(a)})`:`${c} ${e.listsCut.size===1?"its":"their"} first ${S(l)} ${l===1?"entry":"en\
tries"} (${K(a)})`)}let s=Ln(n,e.sectionsKept);s.length>0&&t.push(`the sections of ${s.length} ${s.length===1?"stage wer\
e":"stages were"} left out (${Nn(s)})`),!e.flowchart&&n.length>0&&t.push("the diagram was left out");let i=Ln(n,e.rowsKept);
if(i.length>0&&t.push(`the ${i.length===1?"row":"rows"} of ${i.length} of ${n.length} stages ${i.length===1?"was":"were"}\
 left out of the table (${Nn(i)})`),t.length===0)return null;let o=r.recordsLocation??r.runUrl??null,u=o?` The full reco\
rds are in ${o}.`:"";return`> [!NOTE]
> This report was shortened to fit ${Gn[r.fit??"comment"].named}: ${t.join("; ")}.${u}`}export{En as a,se as b,w as c,N as d,Ce as e,Ae as f,ct as g};

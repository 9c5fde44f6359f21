import{d as C,h as $n}from"./chunk-VWNF5BAH.js";import{A as T,m as pn,n as L,o as mn,w as J,z as E}from"./chunk-XLGFJCL2.js";
import{a as X}from"./chunk-6RREDHNG.js";import{b as W}from"./chunk-YGNE4XJX.js";import{D as x,E as gn,F as hn,
G as _,b as fn}from"./chunk-KP2FEYWF.js";var j=class{#n;#e=new Map;constructor(e){this.#n=e}next(e,r){let t=this.#e.get(e);if(t===void 0){t=[];for(let o=this.#n.
indexOf(e);o>=0;o=this.#n.indexOf(e,o+1))t.push(o);this.#e.set(e,t)}let s=0,i=t.length;for(;s<i;){let o=s+i>>>1;t[o]<r?s=
o+1:i=o}return s<t.length?t[s]:-1}},ee=/\s/;function V(n){return n!==void 0&&ee.test(n)}function Y(n,e){for(;V(n[e]);)e++;
return e}function N(n,e){for(;n[e]===" "||n[e]==="	";)e++;return e}function q(n,e){for(let r=e+1;r<n.length;r++){let t=n[r];
if(t==="]")return r;if(t!=="[")continue;let s=r+1;for(;s<n.length&&n[s]!=="["&&n[s]!=="]";)s++;if(n[s]!=="]")return-1;r=
s}return-1}function wn(n,e){if(n[e]!=="[")return-1;let r=Math.min(n.length,e+1001);for(let t=e+1;t<r;t++){let s=n[t];if(s===
"]")return t+1;if(s==="["||s===`
`)return-1}return-1}function Sn(n,e){let r=Math.min(n.length,e+1001);for(let t=e+1;t<r;t++){let s=n[t];if(s==="]")return t>
e+1?t:-1;if(s==="["||s===`
`||s==="\0")return-1}return-1}function Rn(n,e,r){if(n[e]!=="(")return null;let t=Y(n,e+1);for(let s of te(n,t)){let i=se(
n,s,r);if(i>=0)return{url:n.slice(t,s),end:i}}return null}function te(n,e){let r=[];if(n[e]==="<"){let t=yn(n,e);t>=0&&r.
push(t+1)}return r.push(re(n,e)),r}function yn(n,e){for(let r=e+1;r<n.length;r++){let t=n[r];if(t===">")return r;if(t===
"<"||t===`
`)return-1}return-1}function bn(n){return n!==void 0&&n!=="("&&n!==")"&&!V(n)}function re(n,e){let r=e;for(;;){for(;bn(n[r]);)
r++;if(n[r]!=="(")return r;let t=r+1;for(;bn(n[t]);)t++;if(n[t]!==")")return r;r=t+1}}function se(n,e,r){let t=Y(n,e);if(t>
e){let s=kn(n,t,r);if(s>=0){let i=Y(n,s);if(n[i]===")")return i+1}}return n[t]===")"?t+1:-1}function kn(n,e,r){let t=n[e],
s=t==='"'||t==="'"?t:t==="("?")":void 0;if(s===void 0)return-1;let i=r.next(s,e+1);return i<0?-1:i+1}function An(n,e,r){
let t=e;for(;t<e+3&&n[t]===" ";)t++;if(n[t]!=="[")return null;let s=t+1,i=Math.min(n.length,s+1e3),o=s;for(;o<i&&n[o]!==
"]"&&n[o]!==`
`;)o++;if(n[o]!=="]"||o===s||o-s>999||n[o+1]!==":")return null;let a=En(n,o+2),l=ie(n,a);for(let u of l){let c=oe(n,u,r);
if(c>=0)return{label:n.slice(s,o),url:n.slice(a,u),end:c}}return null}function En(n,e){let r=N(n,e);return n[r]===`
`?N(n,r+1):r}function ie(n,e){let r=[];if(n[e]==="<"){let s=yn(n,e);s>=0&&r.push(s+1)}let t=e;for(;t<n.length&&!V(n[t]);)
t++;return t>e&&r.push(t),r}function oe(n,e,r){let t=kn(n,En(n,e),r);if(t>=0){let i=N(n,t);if(i===n.length||n[i]===`
`)return i}let s=N(n,e);return s===n.length||n[s]===`
`?s:-1}var ue=/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0D\uFEFF\uFFA0\uFFF9-\uFFFB\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;
function M(n){return n.replace(/\r\n?|[\u2028\u2029]/g,`
`).replace(ue,"")}var ae=new RegExp(Ue(_),"gi"),le=_.replace(/:$/,"").replace(/:/g," ");function G(n){return n.replace(ae,
`${le}: `)}function U(n,e){return W(n,e.secrets??[]).text}function _n(n,e={}){let r=D(e);return jn(n,r,t=>{let s=[];for(let i of fe(
U(M(t),r)))if(i.kind==="code"){let o=s.at(-1);o!==void 0&&!ce(o)&&s.push(""),s.push(Un(i))}else{let o=G(zn(i.text,{tables:!0,
serverUrl:r.serverUrl}));s.push(ge(o))}return s.join(`
`).replace(/^\n+/,"").trimEnd()},t=>de(t,r))}function ce(n){return/^[ \t]*$/.test(n.slice(n.lastIndexOf(`
`)+1))}function de(n,e={}){let r=U(n,D(e)).split(`
`);return Un({kind:"code",fence:"`",length:3,info:"",indent:0,lines:r})}function w(n,e={}){let r=D(e);return jn(n,r,t=>{
let s=Tn(U(M(t),r));return G(zn(s,{tables:!1,serverUrl:r.serverUrl})).trim()},t=>z(t,r))}function P(n,e={}){return M(n).
split(`
`).map(t=>w(t,e)).filter(t=>t!=="").join("<br>").replace(/\|/g,"\\|")}function z(n,e={}){let r=D(e),t=G(Tn(U(M(n),r))).trim(),
s="`".repeat(rn(t,"`")+1),i=t.startsWith("`")||t.endsWith("`")||t===""?" ":"";return`${s}${i}${t}${i}${s}`}function Tn(n){
return n.replace(/\s+/g,e=>e.includes(`
`)?" ":e)}function rn(n,e){let r=0,t=0;for(let s=0;s<n.length;s++)t=n[s]===e?t+1:0,t>r&&(r=t);return r}function D(n){return Array.
isArray(n)?{secrets:n}:n}function jn(n,e,r,t){let s=r(n);for(let i=0;i<4;i++){let o=W(s,e.secrets??[]);if(o.redactions.length===
0)return s;s=r(o.text)}return t(U(s,e))}function fe(n){let e=n.split(`
`),r=[],t=[],s=()=>{t.length>0&&r.push({kind:"prose",text:t.join(`
`)}),t=[]};for(let i=0;i<e.length;i++){let o=e[i],a=/^( {0,3})(`{3,}|~{3,})(.*)$/.exec(o);if(!a||a[2][0]==="`"&&a[3].includes(
"`")){t.push(o);continue}s();let l=a[2],u=new RegExp(`^ {0,3}${l[0]==="`"?"`":"~"}{${l.length},}[ \\t]*$`),c=[];for(i++;i<
e.length&&!u.test(e[i]);i++)c.push(e[i]);r.push({kind:"code",fence:l[0]==="`"?"`":"~",length:l.length,info:pe(a[3]),indent:a[1].
length,lines:c})}return s(),r}function Un(n){let e=new RegExp(`^ {0,${n.indent}}`),r=G(n.lines.map(s=>s.replace(e,"")).join(
`
`)),t=n.fence.repeat(Math.max(n.length,rn(r,n.fence)+1));return n.lines.length===0?`${t}${n.info}
${t}`:`${t}${n.info}
${r}
${t}`}function ge(n){return n.replace(/^( {0,3})(?=~{3}|`{3,}[^`\n]*$)/gm,"$1\\")}var he=new Set(["mermaid","geojson","t\
opojson","stl","math"]);function pe(n){let e=/^\s*([A-Za-z0-9_+.#-]{1,32})/.exec(n);return e&&!he.has(e[1].toLowerCase())?
e[1]:""}var nn=class{#n=[];#e=new Map;tables;serverUrl;constructor(e,r){this.tables=e,this.serverUrl=r}add(e,r){return this.#n.
push(e),r!==void 0&&this.#e.set(this.#n.length-1,r),`\0${this.#n.length-1}\0`}plain(e){return this.#e.size===0?e:e.replace(
/\u0000(\d+)\u0000/g,(r,t)=>this.#e.get(Number(t))??r)}resolve(e,r=0){let t=[],s="",i=a=>{a!==""&&(t.push(a),s=a[a.length-
1])},o=0;for(let a of e.matchAll(/\u0000(\d+)\u0000/g)){i(e.slice(o,a.index)),o=a.index+a[0].length;let l=this.#n[Number(
a[1])]??"",u=r<16?this.resolve(l,r+1):l.replace(/\u0000/g,"");(/^[`\\]/.test(u)&&(s==="`"||s==="\\")||u.startsWith("[")&&
s==="!")&&i(" "),i(u)}return i(e.slice(o)),t.join("")}},me=/[!-/:-@[-`{-~]/;function zn(n,e){let r=new nn(e.tables,e.serverUrl),
t=$e(n,r);return t=be(t),t=we(t,r),t=In(t,r),r.resolve(F(t,r))}function F(n,e){let r=Oe(n);return r=Te(r,e),je(r,e)}function $e(n,e){
let r=new en(n),t="",s=0;for(;s<n.length;){let i=n[s];if(i==="\\"&&s+1<n.length&&me.test(n[s+1])){let l=n[s+1];l==="`"?t+=
e.add("\\`"):l==="\\"?t+=e.add("\\\\"):"@#<>&[]!".includes(l)?t+=l:t+=`\\${l}`,s+=2;continue}if(i!=="`"){t+=i,s++;continue}
let o=1;for(;n[s+o]==="`";)o++;let a=r.find(s+o,o);a===-1||e.tables&&n.slice(s,a).includes("|")?(t+=e.add("\\`".repeat(o)),
s+=o):(t+=e.add(n.slice(s,a+o)),s=a+o)}return t}var en=class{#n;#e=-1;#t=new Map;constructor(e){this.#n=e}find(e,r){e>this.#e&&
this.#r(e);let t=this.#t.get(r);if(t===void 0)return-1;for(;t.next<t.starts.length&&t.starts[t.next]<e;)t.next++;return t.
next<t.starts.length?t.starts[t.next]:-1}#r(e){let r=this.#n,t=r.indexOf(`
`,e);this.#e=t<0?r.length:t,this.#t=new Map;for(let s=e;s<this.#e;s++){if(r[s]!=="`")continue;let i=s;for(;r[i]==="`";)i++;
let o=this.#t.get(i-s);o?o.starts.push(s):this.#t.set(i-s,{starts:[s],next:0}),s=i}}};function be(n){let e="",r=0,t=!1,s=n.
indexOf("<!--");for(;s>=0;){let i=t?-1:n.indexOf("-->",s+4);t=i<0;let o=i>=0?i+3:n.startsWith("<!-->",s)?s+5:n.startsWith(
"<!--->",s)?s+6:-1;if(o<0){s=n.indexOf("<!--",s+1);continue}e+=n.slice(r,s),r=o,s=n.indexOf("<!--",r)}return e+n.slice(r)}
function we(n,e){return n.replace(/<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>\u0000]*)>/g,(r,t)=>{let s=Re(t);return s&&!sn(s)?
e.add(`<${s}>`):I(t,e)}).replace(/<([A-Za-z0-9.!#$%&'*+/=?^_{|}~-]+@[A-Za-z0-9.-]+)>/g,"$1")}function Q(n,e){let r="",t=0,
s=n.indexOf("[");for(;s>=0;){let i=s>t&&n[s-1]==="!",o=e(n,s,i);if(o===null){s=n.indexOf("[",s+1);continue}r+=n.slice(t,
i?s-1:s)+o.replacement,t=o.end,s=n.indexOf("[",t)}return r+n.slice(t)}function In(n,e){let r=new Map,t=Se(n,r),s=(o,a,l)=>{
let u=l===void 0?null:vn(l.replace(/^<|>$/g,"")),c=u?xn(u):null,g=In(a,e);if(c&&sn(c)){let f=I(c,e);return g.trim()===""?
f:`${g} (${f})`}if(o){let f=g.trim()===""?"image":g;if(!u)return f;if(ke(u,e.serverUrl))return e.add(`![${F(f,e)}](${c})`);
let d=e.plain(g.trim()===""?"image":`image: ${g}`);return e.add(`[${F(d,e)}](${c})`,d)}return c?e.add(`[${F(e.plain(g),e)}\
](${c})`):g},i=new j(t);return t=Q(t,(o,a,l)=>{let u=q(o,a),c=u<0?null:Rn(o,u+1,i);return c===null?null:{end:c.end,replacement:s(
l,o.slice(a+1,u),c.url)}}),t=Q(t,(o,a,l)=>{let u=q(o,a),c=u<0?-1:wn(o,u+1);if(c<0)return null;let g=o.slice(a+1,u),f=o.slice(
u+2,c-1),d=r.get(tn(f===""?g:f));return{end:c,replacement:d===void 0?o.slice(l?a-1:a,c):s(l,g,d)}}),t=Q(t,(o,a,l)=>{let u=Sn(
o,a);if(u<0||"([:".includes(o[u+1]??" "))return null;let c=o.slice(a+1,u),g=r.get(tn(c));return g===void 0?null:{end:u+1,
replacement:s(l,c,g)}}),t}function Se(n,e){let r=new j(n),t="",s=0;for(let i=0;i>=0&&i<=n.length;){let o=An(n,i,r),a=n.indexOf(
`
`,o?o.end:i);if(o){let l=tn(o.label);e.has(l)||e.set(l,o.url.replace(/^<|>$/g,"")),t+=n.slice(s,i),s=o.end}i=a<0?-1:a+1}
return t+n.slice(s)}function tn(n){return n.trim().replace(/\s+/g," ").toLowerCase()}function Re(n){let e=vn(n);return e&&
xn(e)}function vn(n){if(!/^https:\/\//i.test(n))return null;let e;try{e=new URL(n)}catch{return null}return e.protocol!==
"https:"||e.hostname===""||e.username!==""||e.password!==""?null:e}function xn(n){return n.href.replace(/[^A-Za-z0-9\-._~:/?#@!$&'*+,;=%]/g,
e=>`%${e.charCodeAt(0).toString(16).toUpperCase().padStart(2,"0")}`)}var Cn=".githubusercontent.com",ye="camo.githubuser\
content.com";function ke(n,e){let r=Ae(e);if(r!==null&&n.host===r)return!0;if(n.port!=="")return!1;let t=n.hostname;return t===
"github.com"?!0:t.endsWith(Cn)&&t!==ye&&!t.slice(0,-Cn.length).split(".").includes("")}function Ae(n){if(!n)return null;
try{let e=new URL(n).host;return e===""?null:e}catch{return null}}var Ee=new Set(["issues","pull","pulls","discussions"]);
function sn(n){let e=n.indexOf("://"),t=(e<0?n:n.slice(e+3)).split(/[?#]/,1)[0].split("/");for(let s=1;s+1<t.length;s++)
if(Ee.has(Ce(t[s]).toLowerCase())&&/^\d/.test(t[s+1]))return!0;return!1}function Ce(n){try{return decodeURIComponent(n)}catch{
return n}}function Oe(n){return n.replace(/&/g,"&amp;").replace(/</g,"&lt;").replace(/\[/g,"\\[").replace(/\]/g,"\\]")}var _e=`\
?!.,:*_~'"`;function Te(n,e){return n.replace(/(?:(?:https?|ftp):\/\/|www\.)[^\s\u0000\\`<]+/gi,(r,t)=>{let s=n[t-1]??"",
i=n[t+r.length]??"",o=!/[A-Za-z0-9]/.test(s)&&(i===""||/\s/.test(i)),a=r.length;for(;a>0&&_e.includes(r[a-1]);)a--;let l=r.
slice(0,a);return o&&/^https:/i.test(r)&&!r.includes("@")&&!sn(l)?e.add(r):I(l,e)+r.slice(a)})}var On=/(?<owner>(?<![A-Za-z0-9_./-])[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+#\d[A-Za-z0-9]*)|(?<number>#\d[A-Za-z0-9]*)|(?<other>@[A-Za-z0-9][A-Za-z0-9_-]*(?:\/[A-Za-z0-9][A-Za-z0-9_.-]*)?|GH-\d[A-Za-z0-9]*)/gi;
function je(n,e){let r=new RegExp(On.source,On.flags),t="",s=0;for(let i=r.exec(n);i!==null;i=r.exec(n)){let o=i.index;if(!(i.
groups.other===void 0||o===s||!/[A-Za-z0-9]/.test(n[o-1]??""))){r.lastIndex=o+1;continue}t+=n.slice(s,o)+I(i[0],e),s=o+i[0].
length}return t+n.slice(s)}function I(n,e){if(e.tables&&n.includes("|"))return n.split("|").map(s=>s===""?"":I(s,e)).join(
e.add("\\|"));let r="`".repeat(rn(n,"`")+1),t=n.startsWith("`")||n.endsWith("`")?" ":"";return e.add(`${r}${t}${n}${t}${r}`)}
function Ue(n){return n.replace(/[.*+?^${}()|[\]\\]/g,"\\$&")}var Zn={comment:{max:x.commentChars-512,measure:ve,named:`GitHub's ${R(x.commentChars)}-character limit of a comment`},"\
job-summary":{max:x.stepSummaryBytes,measure:fn,named:"GitHub's 1 MiB limit of a job summary"}},ze="default",Ln=160;function Ie(n,e=ze){
return`<!-- ${_}${Nn(n)}:${Nn(e)} -->`}function Nn(n){return encodeURIComponent(n).replace(/[!'()*]/g,Wn).replace(/-(?=-)/g,
"%2D")}function Wn(n){return`%${n.charCodeAt(0).toString(16).toUpperCase().padStart(2,"0")}`}function ve(n){let e=0;for(let r=n.
indexOf(`
`);r!==-1;r=n.indexOf(`
`,r+1))e++;return n.length+e}function Jn(n){return n.kind==="skipped"?n.runAttempt:n.why.newerRunAttempt}var xe=5e4;function bt(n,e={}){
let r=Me(n,e),{max:t,measure:s}=Zn[e.fit??"comment"],i=r.length,o=(d,h=null,p=i,$=!0,b=i)=>{let m=Be(r,e,{fieldChars:d,fieldsCut:new Set,
entriesKept:h,listsCut:new Set,sectionsKept:p,flowchart:$,rowsKept:b});return{text:m,ok:s(m)<=t}},a=o(null);if(a.ok)return a.
text;let l=64,u=(d,h,p)=>{let $={value:d,...p(d)};if(!$.ok)return null;for(;h-d>Math.max(0,h>>6);){let b=Math.ceil((d+h)/
2),m=p(b);m.ok?(d=b,$={value:b,...m}):h=b-1}return $},c=Math.max(l,Ne(r)),g=u(l,c,d=>o(d));if(g)return g.text;let f=u(0,
Fe(r),d=>o(l,d));return f?u(l,c,d=>o(d,f.value))?.text??f.text:u(0,i,d=>o(l,0,d))?.text??u(0,i,d=>o(l,0,0,!1,d))?.text??
o(l,0,0,!1,0).text}function Le(n){let e=n.handoff;return[e?.summary,e?.detail,e?.failure?.reason,e?.next?.reason,n.record.
outcome.message,...Xn(n).flat()]}function Ne(n){let e=0;for(let{latest:r}of n)for(let t of Le(r))e=Math.max(e,t?.length??
0);return e}function Fe(n){let e=0;for(let{latest:r}of n)for(let t of Xn(r))e=Math.max(e,t.length);return e}function Xn(n){
let e=n.handoff;return[...Yn(n).map(([,,r])=>r),Object.values(e?.data??{}),(e?.artifacts??[]).map(r=>r.description),n.record.
problems.map(r=>r.message)]}function Yn(n){let e=n.handoff;return[["failure.blockers","Blockers",e?.failure?.blockers],[
"failure.questions","Questions",e?.failure?.questions],["expectations.deliverables","Deliverables",e?.expectations?.deliverables],
["expectations.acceptance","Acceptance",e?.expectations?.acceptance],["expectations.constraints","Constraints",e?.expectations?.
constraints]].filter(t=>(t[2]?.length??0)>0)}function Me(n,e){let r=$n(n,e.unreadable??[]),t=e.skippedJobs,s=new Map;for(let o of n){
let a=s.get(o.record.stage)??[];a.push(o),s.set(o.record.stage,a)}let i=[...s.entries()].map(([o,a])=>{let l=[...a].sort(
(d,h)=>J(E(d.record),E(h.record))),u=l[l.length-1],{job:c}=u.record,g=r.get(o),f=t?.jobs.includes(c)&&u.record.run.attempt<
t.runAttempt?{kind:"skipped",job:c,runAttempt:t.runAttempt}:g!==void 0?{kind:"superseded",why:g}:void 0;return{stage:o,latest:u,
earlier:l.slice(0,-1),keepPlace:0,...f?{notRun:f}:{}}});return i.sort((o,a)=>o.latest.record.hop-a.latest.record.hop||C(
Fn(o),Fn(a))||C(o.stage,a.stage)),De(i),i}function Ge(n,e){if(n.run.attempt===1)return e>1?`attempt ${n.attempt} of ${e}`:
"";let r=T(E(n));return e>1?`${r}, ${e} attempts`:r}function Fn(n){return(n.earlier[0]??n.latest).record.agent.started_at}
var v={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\u274C",cancelled:"\u{1F6AB}"},ln={...v,"not run":"\
\u23ED\uFE0F"};function Vn(n){return n.notRun?"not run":A(n.latest.record)}var Pe={...v,running:"\u23F3",interrupted:"\u26A0\uFE0F"},
un=["failure","cancelled","blocked","partial","success"],Mn=["failure","blocked","cancelled","partial","success"];function De(n){
let e=r=>r.notRun!==void 0||r.latest.record.outcome.reason==="skipped"?Mn.length:Mn.indexOf(A(r.latest.record));n.map((r,t)=>({
group:r,index:t,rank:e(r)})).sort((r,t)=>r.rank-t.rank||r.index-t.index).forEach(({group:r},t)=>{r.keepPlace=t})}function Gn(n,e){
return n.filter(r=>r.keepPlace>=e)}function A(n){return pn(n.status,n.outcome.reason)}function cn(n,e){let r=A(n),t=n.outcome.
reason==="completed"||r==="cancelled"?"":` ${e(n.outcome.reason)}`;return`${v[r]} ${r}${t}`}function Ke(n){let e=null;for(let{
latest:r,notRun:t}of n){if(t!==void 0)continue;let s=A(r.record);(e===null||un.indexOf(s)<un.indexOf(e))&&(e=s)}return e}
function Be(n,e,r){let t=e.workflow??n[0]?.latest.record.run.workflow??"workflow",s=n[0]?.latest.record.run,i=[Ie(t,e.key)],
o=e.cancelled||e.run?.status==="cancelled"?"cancelled":Ke(n),a=!e.cancelled&&e.run?.status==="failure"&&o!=="failure",l=e.
run?.status==="unknown"?null:e.run?.status==="running"||e.run?.status==="interrupted"?e.run.status:a?"failure":o??e.run?.
status??null,u=w(t,e)||"workflow";if(i.push(l===null?`## baton report \xB7 ${u}`:`## ${Pe[l]} baton report \xB7 ${u} \xB7 ${l}`),
i.push(We(n,e.runId??s?.id??null,e)),a&&e.run&&e.run.failedJobs.length>0)i.push(`The run failed: ${H(e.run.failedJobs,e)}\
 failed.`);else if(!e.cancelled&&e.run?.status==="failure"){let d=new Set(n.filter(p=>Vn(p)==="failure").map(p=>p.latest.
record.job)),h=e.run.failedJobs.filter(p=>!d.has(p));h.length>0&&i.push(`Also failed: ${H(h,e)}.`)}e.runUnreadable!==void 0&&
i.push(["> [!WARNING]",`> The run's summary could not be read, so this report is built from its records ${e.runReadFromEvents?
"and its events.jsonl":"alone"}: ${w(e.runUnreadable,e)}`].join(`
`));let c=He(e);c!==null&&i.push(c);let g=[Pn(e.unreadable,"could not be read",e),Pn(e.neverStored,"were never stored",e)].
filter(d=>d!==null).join(`

`);if(n.length===0)i.push(e.unreadable?.length?"No baton record of this run could be read (see below).":e.neverStored?.length?
"No baton record of this run was stored (see below).":e.run?.status==="running"?"No stage of this run has recorded yet: \
a stage\u2019s record is stored when its attempt ends.":e.run?.status==="interrupted"?"No stage of this run recorded bef\
ore it was interrupted: a stage\u2019s record is stored when its attempt ends.":"No baton records were found for this ru\
n. A stage that failed before it recorded (an input it refused, say) leaves none: its job\u2019s log says why."),g&&i.push(
g);else{i.push(Ye(n,e,r)),g&&i.push(g);let d=r.flowchart?Qe(n,e.unreadable??[],e.neverStored??[]):"";d!==""&&d.length<=xe?
i.push(d):r.flowchart=!1;for(let h of n)h.keepPlace<r.sectionsKept&&i.push(et(h,e,r))}let f=st(n,r,e);return f&&i.push(f),
i.push("<sub>Built by baton from the stage records; agent text is shown as data, sanitised.</sub>"),`${i.join(`

`)}
`}function H(n,e){return`${n.length===1?"job":"jobs"} ${n.map(r=>z(r,e)).join(", ")}`}function He(n){let e=n.run;if(e?.status!==
"running"&&e?.status!=="interrupted"&&e?.status!=="unknown")return null;let r=i=>H(i,n),t=e.unfinishedJobs??[],s=[...e.failedJobs.
length===0?[]:[`${r(e.failedJobs)} failed`],...t.length===0?[]:[e.status==="running"?`${r(t)} ${t.length===1?"is":"are"}\
 running`:e.status==="interrupted"?`${r(t)} did not finish`:`${r(t)} had not finished where its events end`]];if(e.status===
"unknown"){let i="The run's end is not known",o="neither its run.json nor its events.jsonl says it";return s.length===0?
`${i}: ${o}.`:`${i} (${o}): ${s.join("; ")}.`}return s.length===0?null:`${e.status==="running"?"The run is still going":
"The run was interrupted"}: ${s.join("; ")}.`}function Pn(n,e,r){let t=[...n??[]].sort((l,u)=>C(l.stage,u.stage)||J(l,u));
if(t.length===0)return null;let s=t.slice(0,20).map(l=>`> - ${z(S(l.stage))} ${T(l)}: ${w(Ze(l.reason),r)}`);t.length>s.
length&&s.push(`> - and ${t.length-s.length} more`);let i=t.length===1;return["> [!WARNING]",`> ${`${t.length} ${i?"reco\
rd":"records"}`} of this run ${e==="could not be read"?e:i?"was never stored":e} and ${i?"is":"are"} not in this report:`,
...s].join(`
`)}function Ze(n){return n.split(`
`).map(e=>e.trim()).filter(e=>e!=="").join("; ")}function We(n,e,r){let t=n.reduce((l,u)=>l+1+u.earlier.length,0),s=qn(n),
i=`${n.length} ${n.length===1?"stage":"stages"}`,o=t>n.length?` in ${t} attempts`:"",a=Xe(e,r);return[`${i}${o}${s.length?
` (${s.join(", ")})`:""}`,Je(n),a].filter(Boolean).join(" \xB7 ")}function Je(n){let e=0,r=0,t=0,s=!1,i=!1;for(let a of n)
for(let{record:l}of[...a.earlier,a.latest]){let u=l.agent.usage;u&&((u.input_tokens!==void 0||u.output_tokens!==void 0)&&
(s=!0),e+=u.input_tokens??0,r+=u.output_tokens??0,u.cost_usd!==void 0&&(i=!0,t+=u.cost_usd))}let o=[];return s&&o.push(`${R(
e)} tokens in, ${R(r)} out`),i&&o.push(Qn(t)),o.join(", ")}function qn(n){let e=new Map;for(let t of n){let s=Vn(t);e.set(
s,(e.get(s)??0)+1)}return[...un,"not run"].filter(t=>e.has(t)).map(t=>`${e.get(t)} ${t}`)}function Xe(n,e){let r=n===null?
"the run":`run ${w(n)}`;return e.runUrl?`[View ${r}](${e.runUrl})`:n===null?"":`local ${r}`}function Ye(n,e,r){let t=n.some(
({latest:u})=>Kn(u)!==null),s=n.some(({latest:u})=>u.record.agent.usage?.cost_usd!==void 0),i=["Stage","Status","Summary",
"Duration"];t&&i.push("Tokens"),s&&i.push("Cost");let o=[`| ${i.join(" | ")} |`,`|${i.map(()=>"---").join("|")}|`],a=0,l=()=>{
a>0&&o.push(`| \u2026 | ${a} more ${a===1?"stage":"stages"} |${" |".repeat(i.length-2)}`),a=0};for(let u of n){if(u.keepPlace>=
r.rowsKept){a++;continue}l();let{record:c,handoff:g}=u.latest;if(u.notRun!==void 0){let d=[`\`${S(c.stage)}\``,Dn(u),`_l\
ast ran in run attempt ${c.run.attempt}_`,"\u2014"];t&&d.push("\u2014"),s&&d.push("\u2014"),o.push(`| ${d.join(" | ")} |`);
continue}let f=[`\`${S(c.stage)}\``,Dn(u),g?P(qe(g.summary,r.fieldChars),e)||"\u2014":`_${Ve(c)}_`,nt(u)];if(t&&f.push(Kn(
u.latest)??"\u2014"),s){let d=c.agent.usage?.cost_usd;f.push(d===void 0?"\u2014":Qn(d))}o.push(`| ${f.join(" | ")} |`)}return l(),
o.join(`
`)}function Dn(n){let{record:e}=n.latest;if(n.notRun!==void 0)return`${ln["not run"]} ${dn(n.notRun)}`;let r=[cn(e,s=>`(${s}\
)`)],t=n.earlier.length+1;return t>1&&r.push(`\xB7 ${T(E(e))}, ${t} attempts`),r.join(" ")}function dn(n){return`${n.kind===
"skipped"?"skipped":"not run"} in run attempt ${Jn(n)}`}function Ve(n){let e=L(n).length;return e>0?mn(e):"no handoff"}function qe(n,e){
let r=Math.min(Ln,e??Ln),s=(n.split(/\r?\n/).find(i=>i.trim()!=="")??"").trim();return s.length>r?`${X(s,r-1)}\u2026`:s}
function Kn(n){let e=n.record.agent.usage;if(!e||e.input_tokens===void 0&&e.output_tokens===void 0)return null;let r=[];
return e.input_tokens!==void 0&&r.push(`${R(e.input_tokens)} in`),e.output_tokens!==void 0&&r.push(`${R(e.output_tokens)}\
 out`),r.join(" / ")}function R(n){return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g,",")}function Qn(n){return n>=
1?`$${n.toFixed(2)}`:`$${n.toFixed(4)}`}function Z(n){if(n<1e3)return`${n} ms`;let e=n/1e3;if(e<60)return`${e.toFixed(1)}\
 s`;let r=Math.round(e),t=Math.floor(r/3600),s=Math.floor(r%3600/60),i=r%60;return t>0?`${t} h ${String(s).padStart(2,"0")}\
 min`:`${s} min ${String(i).padStart(2,"0")} s`}function Qe(n,e,r){let t=new Map,s=u=>{let c=t.get(u);return c===void 0&&
(c=`s${t.size}`,t.set(u,c)),c};for(let u of n)s(u.stage);let i=new Set,o=[];for(let{stage:u,latest:c,notRun:g}of n){if(g!==
void 0)continue;let f=[...new Set(c.record.lineage.map(d=>d.stage))].sort(C);for(let d of f)i.add(`${s(d)} --> ${s(u)}`)}
for(let{stage:u,latest:c,notRun:g}of n){if(g!==void 0)continue;let f=c.handoff?.next?.stage;f!==void 0&&i.add(`${s(u)} -\
.->|next| ${s(f)}`)}for(let[u,c]of t){let g=n.find(m=>m.stage===u);if(!g){let m=e.some(k=>k.stage===u)?"record cannot be\
 read":r.some(k=>k.stage===u)?"record never stored":"no stage record";o.push(`  ${c}["${O(S(u))}<br/>${O(m)}"]:::absent`);
continue}if(g.notRun!==void 0){let m=`${ln["not run"]} ${dn(g.notRun)}`;o.push(`  ${c}["${O(S(u))}<br/>${O(m)}"]:::absen\
t`);continue}let{record:f}=g.latest,d=g.earlier.length+1,h=A(f),p=L(f).length>0?"<br/>handoff refused":"",$=`${v[h]} ${h}${d>
1?` \xD7${d}`:""}`,b=h==="failure"||h==="blocked"?`:::${h}`:"";o.push(`  ${c}["${O(S(u))}<br/>${O($)}${p}"]${b}`)}for(let u of i)
o.push(`  ${u}`);let a=u=>o.some(c=>c.endsWith(`:::${u}`)),l=[a("failure")?"  classDef failure fill:#ffebe9,stroke:#cf22\
2e,color:#1f2328":"",a("blocked")?"  classDef blocked fill:#fff8c5,stroke:#9a6700,color:#1f2328":"",a("absent")?"  class\
Def absent fill:#f6f8fa,stroke:#8c959f,stroke-dasharray:3 3,color:#59636e":""].filter(Boolean);return["```mermaid","flow\
chart LR",...o,...l,"```"].join(`
`)}function O(n){let e="";for(let r of n)e+=/[A-Za-z0-9 _.,:/()-]/.test(r)?r:`#${r.codePointAt(0)};`;return e}function nt(n){
let e=Z(n.latest.record.agent.duration_ms);if(n.earlier.length===0)return e;let r=[n.latest,...n.earlier].reduce((t,s)=>t+
s.record.agent.duration_ms,0);return`${e} (${Z(r)} in ${n.earlier.length+1} attempts)`}function et(n,e,r){let{record:t,handoff:s}=n.
latest,i=n.earlier.length+1,o=(f,d)=>_n(y(n.stage,f,d,r),e),a=n.notRun,l=(a===void 0?[`${v[A(t)]} <b>${S(t.stage)}</b>`,
A(t),Z(t.agent.duration_ms),Ge(t,i)]:[`${ln["not run"]} <b>${S(t.stage)}</b>`,dn(a),`last ran in run attempt ${t.run.attempt}`]).
filter(Boolean).join(" \xB7 "),u=[];if(a!==void 0&&u.push(tt(n,a,e)),t.outcome.reason!=="completed"){let f=t.outcome.message?
`: ${w(y(n.stage,"outcome",t.outcome.message,r),e)}`:"";u.push(`**Outcome:** \`${t.outcome.reason}\`${f}`)}if(s===null){
let f=L(t).length;u.push(f>0?`_The handoff it wrote was refused (${f} ${f===1?"problem":"problems"}, under Problems), so\
 none was kept._`:"_No handoff was captured for this attempt._")}else{u.push("**Summary**",o("summary",s.summary)||"\u2014");
let f=Object.entries(s.data??{}).sort(([p],[$])=>C(p,$));if(f.length>0){let{shown:p,more:$}=K(n.stage,"data",f,r),b=p.map(
([m,k])=>`| ${hn.test(m)?`\`${m}\``:P(m)} | ${P(y(n.stage,`data.${m}`,k,r),e)||"\u2014"} |`);$>0&&b.push(`| \u2026 | ${R(
$)} more ${$===1?"key":"keys"} |`),u.push(["**Data**","","| Key | Value |","|---|---|",...b].join(`
`))}let d=p=>Yn(n.latest).filter(([$])=>$.startsWith(`${p}.`)).map(([$,b,m])=>rt(n.stage,$,b,m,r,e));s.failure&&(u.push(
`**Failure:** ${w(y(n.stage,"failure",s.failure.reason,r),e)}`),u.push(...d("failure")));let h=d("expectations");if(h.length>
0&&u.push(["**Expectations** for the next stage",...h].join(`

`)),s.next){let p=s.next.reason?` \u2014 ${w(y(n.stage,"next.reason",s.next.reason,r),e)}`:"";u.push(`**Next:** \`${S(s.
next.stage)}\`${p}`)}if(s.artifacts?.length){let{shown:p,more:$}=K(n.stage,"artifacts",s.artifacts,r),b=p.map((m,k)=>{let ne=m.
description?` \u2014 ${w(y(n.stage,`artifacts.${k}`,m.description,r),e)}`:"";return`- ${on(m.path,e)}${ne}`});u.push(["*\
*Artifacts**","",...b,...an($)].join(`
`))}e.includeDetail&&s.detail&&u.push("**Detail**",o("detail",s.detail)||"\u2014")}let c=t.problems;if(c.length>0){let{shown:f,
more:d}=K(n.stage,"problems",c,r),h=f.map((p,$)=>`- ${p.severity==="error"?"\u274C":"\u26A0\uFE0F"} ${on(p.code)} ${on(p.
path)}: ${w(y(n.stage,`problems.${$}`,p.message,r),e)}`);u.push(["**Problems**","",...h,...an(d)].join(`
`))}if(n.earlier.length>0){let f=n.earlier.map(({record:d})=>`- ${T(E(d))}: ${cn(d,h=>`(\`${h}\`)`)}, ${Z(d.agent.duration_ms)}`);
u.push(["**Earlier attempts**","",...f].join(`
`))}return[a===void 0&&(t.status==="failure"||t.status==="blocked")?"<details open>":"<details>",`<summary>${l}</summary\
>`,"",u.join(`

`),"","</details>"].join(`
`)}function tt(n,e,r){let{record:t}=n.latest,s=Jn(e),i=`Its newest record, attempt ${t.attempt} of run attempt ${t.run.attempt}\
 (${cn(t,a=>`\`${a}\``)})`,o=e.kind==="skipped"?`${H([e.job],r)} was skipped in it, as the \`needs\` input says. ${i}, i\
s`:`stage \`${S(e.why.upstream)}\` ran again in it and this stage did not (its job was skipped, or stopped before it reco\
rded). ${i}, was rendered from \`${S(e.why.upstream)}\`'s record of run attempt ${e.why.readRunAttempt}; it is`;return`*\
*Not run in run attempt ${s}:** ${o} shown below as it was, and is not the stage's result in run attempt ${s}: it fails \
nothing.`}function rt(n,e,r,t,s,i){let{shown:o,more:a}=K(n,e,t,s),l=o.map((u,c)=>`- ${w(y(n,`${e}.${c}`,u,s),i)||"\u2014"}`);
return`${r}:

${[...l,...an(a)].join(`
`)}`}function K(n,e,r,t){return t.entriesKept===null||r.length<=t.entriesKept?{shown:r,more:0}:(t.listsCut.add(`${n}.${e}`),
{shown:r.slice(0,t.entriesKept),more:r.length-t.entriesKept})}function an(n){return n>0?[`- \u2026 ${R(n)} more`]:[]}function on(n,e={}){
return z(n,e)}function S(n){return gn.test(n)?n:encodeURIComponent(n).replace(/[!'()*]/g,Wn)}function y(n,e,r,t){if(t.fieldChars===
null||r.length<=t.fieldChars)return r;t.fieldsCut.add(`${n}.${e}`);let s=X(r,t.fieldChars);return`${s}

\u2026 (${R(r.length-s.length)} more characters cut)`}function B(n){let e=n.slice(0,10).map(r=>`\`${S(r)}\``);return n.length>
e.length?`${e.join(", ")} and ${n.length-e.length} more`:e.join(", ")}function Bn(n){return`${qn(n).join(", ")}: ${B(n.map(
e=>e.stage))}`}function Hn(n){return[...new Set([...n].map(e=>e.slice(0,e.indexOf("."))))]}function st(n,e,r){let t=[];if(e.
fieldsCut.size>0){let l=Hn(e.fieldsCut);t.push(`${e.fieldsCut.size} ${e.fieldsCut.size===1?"field was":"fields were"} cu\
t to ${R(e.fieldChars??0)} characters (${B(l)})`)}if(e.listsCut.size>0){let l=Hn(e.listsCut),u=e.entriesKept??0,c=`${e.listsCut.
size} ${e.listsCut.size===1?"list shows":"lists show"}`;t.push(u===0?`${c} none of ${e.listsCut.size===1?"its":"their"} \
entries, only how many there are (${B(l)})`:`${c} ${e.listsCut.size===1?"its":"their"} first ${R(u)} ${u===1?"entry":"en\
tries"} (${B(l)})`)}let s=Gn(n,e.sectionsKept);s.length>0&&t.push(`the sections of ${s.length} ${s.length===1?"stage wer\
e":"stages were"} left out (${Bn(s)})`),!e.flowchart&&n.length>0&&t.push("the diagram was left out");let i=Gn(n,e.rowsKept);
if(i.length>0&&t.push(`the ${i.length===1?"row":"rows"} of ${i.length} of ${n.length} stages ${i.length===1?"was":"were"}\
 left out of the table (${Bn(i)})`),t.length===0)return null;let o=r.recordsLocation??r.runUrl??null,a=o?` The full reco\
rds are in ${o}.`:"";return`> [!NOTE]
> This report was shortened to fit ${Zn[r.fit??"comment"].named}: ${t.join("; ")}.${a}`}export{_n as a,de as b,w as c,P as d,ze as e,Ie as f,bt as g};

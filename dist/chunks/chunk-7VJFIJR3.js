import{b as Z}from"./chunk-7DJQ4KEH.js";import{d as E}from"./chunk-QBYCZBFS.js";import{j as H}from"./chunk-HHWE4WNH.js";
import{m as an,r as B,u as k,v as A}from"./chunk-MVIGQQ5H.js";import{A as C,x as K,y as on,z as ln}from"./chunk-DFBKRPZ5.js";var O=class{#n;#e=new Map;constructor(e){this.#n=e}next(e,t){let r=this.#e.get(e);if(r===void 0){r=[];for(let o=this.#n.
indexOf(e);o>=0;o=this.#n.indexOf(e,o+1))r.push(o);this.#e.set(e,r)}let s=0,i=r.length;for(;s<i;){let o=s+i>>>1;r[o]<t?s=
o+1:i=o}return s<r.length?r[s]:-1}},Kn=/\s/;function J(n){return n!==void 0&&Kn.test(n)}function W(n,e){for(;J(n[e]);)e++;
return e}function z(n,e){for(;n[e]===" "||n[e]==="	";)e++;return e}function X(n,e){for(let t=e+1;t<n.length;t++){let r=n[t];
if(r==="]")return t;if(r!=="[")continue;let s=t+1;for(;s<n.length&&n[s]!=="["&&n[s]!=="]";)s++;if(n[s]!=="]")return-1;t=
s}return-1}function cn(n,e){if(n[e]!=="[")return-1;let t=Math.min(n.length,e+1001);for(let r=e+1;r<t;r++){let s=n[r];if(s===
"]")return r+1;if(s==="["||s===`
`)return-1}return-1}function dn(n,e){let t=Math.min(n.length,e+1001);for(let r=e+1;r<t;r++){let s=n[r];if(s==="]")return r>
e+1?r:-1;if(s==="["||s===`
`||s==="\0")return-1}return-1}function fn(n,e,t){if(n[e]!=="(")return null;let r=W(n,e+1);for(let s of Bn(n,r)){let i=Hn(
n,s,t);if(i>=0)return{url:n.slice(r,s),end:i}}return null}function Bn(n,e){let t=[];if(n[e]==="<"){let r=gn(n,e);r>=0&&t.
push(r+1)}return t.push(Zn(n,e)),t}function gn(n,e){for(let t=e+1;t<n.length;t++){let r=n[t];if(r===">")return t;if(r===
"<"||r===`
`)return-1}return-1}function un(n){return n!==void 0&&n!=="("&&n!==")"&&!J(n)}function Zn(n,e){let t=e;for(;;){for(;un(n[t]);)
t++;if(n[t]!=="(")return t;let r=t+1;for(;un(n[r]);)r++;if(n[r]!==")")return t;t=r+1}}function Hn(n,e,t){let r=W(n,e);if(r>
e){let s=hn(n,r,t);if(s>=0){let i=W(n,s);if(n[i]===")")return i+1}}return n[r]===")"?r+1:-1}function hn(n,e,t){let r=n[e],
s=r==='"'||r==="'"?r:r==="("?")":void 0;if(s===void 0)return-1;let i=t.next(s,e+1);return i<0?-1:i+1}function pn(n,e,t){
let r=e;for(;r<e+3&&n[r]===" ";)r++;if(n[r]!=="[")return null;let s=r+1,i=Math.min(n.length,s+1e3),o=s;for(;o<i&&n[o]!==
"]"&&n[o]!==`
`;)o++;if(n[o]!=="]"||o===s||o-s>999||n[o+1]!==":")return null;let a=mn(n,o+2),l=Wn(n,a);for(let u of l){let c=Jn(n,u,t);
if(c>=0)return{label:n.slice(s,o),url:n.slice(a,u),end:c}}return null}function mn(n,e){let t=z(n,e);return n[t]===`
`?z(n,t+1):t}function Wn(n,e){let t=[];if(n[e]==="<"){let s=gn(n,e);s>=0&&t.push(s+1)}let r=e;for(;r<n.length&&!J(n[r]);)
r++;return r>e&&t.push(r),t}function Jn(n,e,t){let r=hn(n,mn(n,e),t);if(r>=0){let i=z(n,r);if(i===n.length||n[i]===`
`)return i}let s=z(n,e);return s===n.length||n[s]===`
`?s:-1}var Xn=/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0D\uFEFF\uFFA0\uFFF9-\uFFFB\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;
function L(n){return n.replace(/\r\n?|[\u2028\u2029]/g,`
`).replace(Xn,"")}var Yn=new RegExp(we(C),"gi"),Vn=C.replace(/:$/,"").replace(/:/g," ");function I(n){return n.replace(Yn,
`${Vn}: `)}function _(n,e){return Z(n,e.secrets??[]).text}function wn(n,e={}){let t=F(e);return Rn(n,t,r=>{let s=[];for(let i of ne(
_(L(r),t)))if(i.kind==="code"){let o=s.at(-1);o!==void 0&&!qn(o)&&s.push(""),s.push(yn(i))}else{let o=I(kn(i.text,{tables:!0,
serverUrl:t.serverUrl}));s.push(ee(o))}return s.join(`
`).replace(/^\n+/,"").trimEnd()},r=>Qn(r,t))}function qn(n){return/^[ \t]*$/.test(n.slice(n.lastIndexOf(`
`)+1))}function Qn(n,e={}){let t=_(n,F(e)).split(`
`);return yn({kind:"code",fence:"`",length:3,info:"",indent:0,lines:t})}function b(n,e={}){let t=F(e);return Rn(n,t,r=>{
let s=Sn(_(L(r),t));return I(kn(s,{tables:!1,serverUrl:t.serverUrl})).trim()},r=>T(r,t))}function M(n,e={}){return L(n).
split(`
`).map(r=>b(r,e)).filter(r=>r!=="").join("<br>").replace(/\|/g,"\\|")}function T(n,e={}){let t=F(e),r=I(Sn(_(L(n),t))).trim(),
s="`".repeat(nn(r,"`")+1),i=r.startsWith("`")||r.endsWith("`")||r===""?" ":"";return`${s}${i}${r}${i}${s}`}function Sn(n){
return n.replace(/\s+/g,e=>e.includes(`
`)?" ":e)}function nn(n,e){let t=0,r=0;for(let s=0;s<n.length;s++)r=n[s]===e?r+1:0,r>t&&(t=r);return t}function F(n){return Array.
isArray(n)?{secrets:n}:n}function Rn(n,e,t,r){let s=t(n);for(let i=0;i<4;i++){let o=Z(s,e.secrets??[]);if(o.redactions.length===
0)return s;s=t(o.text)}return r(_(s,e))}function ne(n){let e=n.split(`
`),t=[],r=[],s=()=>{r.length>0&&t.push({kind:"prose",text:r.join(`
`)}),r=[]};for(let i=0;i<e.length;i++){let o=e[i],a=/^( {0,3})(`{3,}|~{3,})(.*)$/.exec(o);if(!a||a[2][0]==="`"&&a[3].includes(
"`")){r.push(o);continue}s();let l=a[2],u=new RegExp(`^ {0,3}${l[0]==="`"?"`":"~"}{${l.length},}[ \\t]*$`),c=[];for(i++;i<
e.length&&!u.test(e[i]);i++)c.push(e[i]);t.push({kind:"code",fence:l[0]==="`"?"`":"~",length:l.length,info:re(a[3]),indent:a[1].
length,lines:c})}return s(),t}function yn(n){let e=new RegExp(`^ {0,${n.indent}}`),t=I(n.lines.map(s=>s.replace(e,"")).join(
`
`)),r=n.fence.repeat(Math.max(n.length,nn(t,n.fence)+1));return n.lines.length===0?`${r}${n.info}
${r}`:`${r}${n.info}
${t}
${r}`}function ee(n){return n.replace(/^( {0,3})(?=~{3}|`{3,}[^`\n]*$)/gm,"$1\\")}var te=new Set(["mermaid","geojson","t\
opojson","stl","math"]);function re(n){let e=/^\s*([A-Za-z0-9_+.#-]{1,32})/.exec(n);return e&&!te.has(e[1].toLowerCase())?
e[1]:""}var V=class{#n=[];#e=new Map;tables;serverUrl;constructor(e,t){this.tables=e,this.serverUrl=t}add(e,t){return this.#n.
push(e),t!==void 0&&this.#e.set(this.#n.length-1,t),`\0${this.#n.length-1}\0`}plain(e){return this.#e.size===0?e:e.replace(
/\u0000(\d+)\u0000/g,(t,r)=>this.#e.get(Number(r))??t)}resolve(e,t=0){let r=[],s="",i=a=>{a!==""&&(r.push(a),s=a[a.length-
1])},o=0;for(let a of e.matchAll(/\u0000(\d+)\u0000/g)){i(e.slice(o,a.index)),o=a.index+a[0].length;let l=this.#n[Number(
a[1])]??"",u=t<16?this.resolve(l,t+1):l.replace(/\u0000/g,"");(/^[`\\]/.test(u)&&(s==="`"||s==="\\")||u.startsWith("[")&&
s==="!")&&i(" "),i(u)}return i(e.slice(o)),r.join("")}},se=/[!-/:-@[-`{-~]/;function kn(n,e){let t=new V(e.tables,e.serverUrl),
r=ie(n,t);return r=oe(r),r=le(r,t),r=En(r,t),t.resolve(U(r,t))}function U(n,e){let t=pe(n);return t=$e(t,e),be(t,e)}function ie(n,e){
let t=new q(n),r="",s=0;for(;s<n.length;){let i=n[s];if(i==="\\"&&s+1<n.length&&se.test(n[s+1])){let l=n[s+1];l==="`"?r+=
e.add("\\`"):l==="\\"?r+=e.add("\\\\"):"@#<>&[]!".includes(l)?r+=l:r+=`\\${l}`,s+=2;continue}if(i!=="`"){r+=i,s++;continue}
let o=1;for(;n[s+o]==="`";)o++;let a=t.find(s+o,o);a===-1||e.tables&&n.slice(s,a).includes("|")?(r+=e.add("\\`".repeat(o)),
s+=o):(r+=e.add(n.slice(s,a+o)),s=a+o)}return r}var q=class{#n;#e=-1;#t=new Map;constructor(e){this.#n=e}find(e,t){e>this.#e&&
this.#r(e);let r=this.#t.get(t);if(r===void 0)return-1;for(;r.next<r.starts.length&&r.starts[r.next]<e;)r.next++;return r.
next<r.starts.length?r.starts[r.next]:-1}#r(e){let t=this.#n,r=t.indexOf(`
`,e);this.#e=r<0?t.length:r,this.#t=new Map;for(let s=e;s<this.#e;s++){if(t[s]!=="`")continue;let i=s;for(;t[i]==="`";)i++;
let o=this.#t.get(i-s);o?o.starts.push(s):this.#t.set(i-s,{starts:[s],next:0}),s=i}}};function oe(n){let e="",t=0,r=!1,s=n.
indexOf("<!--");for(;s>=0;){let i=r?-1:n.indexOf("-->",s+4);r=i<0;let o=i>=0?i+3:n.startsWith("<!-->",s)?s+5:n.startsWith(
"<!--->",s)?s+6:-1;if(o<0){s=n.indexOf("<!--",s+1);continue}e+=n.slice(t,s),t=o,s=n.indexOf("<!--",t)}return e+n.slice(t)}
function le(n,e){return n.replace(/<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>\u0000]*)>/g,(t,r)=>{let s=ue(r);return s&&!en(s)?
e.add(`<${s}>`):j(r,e)}).replace(/<([A-Za-z0-9.!#$%&'*+/=?^_{|}~-]+@[A-Za-z0-9.-]+)>/g,"$1")}function Y(n,e){let t="",r=0,
s=n.indexOf("[");for(;s>=0;){let i=s>r&&n[s-1]==="!",o=e(n,s,i);if(o===null){s=n.indexOf("[",s+1);continue}t+=n.slice(r,
i?s-1:s)+o.replacement,r=o.end,s=n.indexOf("[",r)}return t+n.slice(r)}function En(n,e){let t=new Map,r=ae(n,t),s=(o,a,l)=>{
let u=l===void 0?null:Cn(l.replace(/^<|>$/g,"")),c=u?An(u):null,f=En(a,e);if(c&&en(c)){let d=j(c,e);return f.trim()===""?
d:`${f} (${d})`}if(o){let d=f.trim()===""?"image":f;if(!u)return d;if(de(u,e.serverUrl))return e.add(`![${U(d,e)}](${c})`);
let g=e.plain(f.trim()===""?"image":`image: ${f}`);return e.add(`[${U(g,e)}](${c})`,g)}return c?e.add(`[${U(e.plain(f),e)}\
](${c})`):f},i=new O(r);return r=Y(r,(o,a,l)=>{let u=X(o,a),c=u<0?null:fn(o,u+1,i);return c===null?null:{end:c.end,replacement:s(
l,o.slice(a+1,u),c.url)}}),r=Y(r,(o,a,l)=>{let u=X(o,a),c=u<0?-1:cn(o,u+1);if(c<0)return null;let f=o.slice(a+1,u),d=o.slice(
u+2,c-1),g=t.get(Q(d===""?f:d));return{end:c,replacement:g===void 0?o.slice(l?a-1:a,c):s(l,f,g)}}),r=Y(r,(o,a,l)=>{let u=dn(
o,a);if(u<0||"([:".includes(o[u+1]??" "))return null;let c=o.slice(a+1,u),f=t.get(Q(c));return f===void 0?null:{end:u+1,
replacement:s(l,c,f)}}),r}function ae(n,e){let t=new O(n),r="",s=0;for(let i=0;i>=0&&i<=n.length;){let o=pn(n,i,t),a=n.indexOf(
`
`,o?o.end:i);if(o){let l=Q(o.label);e.has(l)||e.set(l,o.url.replace(/^<|>$/g,"")),r+=n.slice(s,i),s=o.end}i=a<0?-1:a+1}return r+
n.slice(s)}function Q(n){return n.trim().replace(/\s+/g," ").toLowerCase()}function ue(n){let e=Cn(n);return e&&An(e)}function Cn(n){
if(!/^https:\/\//i.test(n))return null;let e;try{e=new URL(n)}catch{return null}return e.protocol!=="https:"||e.hostname===
""||e.username!==""||e.password!==""?null:e}function An(n){return n.href.replace(/[^A-Za-z0-9\-._~:/?#@!$&'*+,;=%]/g,e=>`\
%${e.charCodeAt(0).toString(16).toUpperCase().padStart(2,"0")}`)}var $n=".githubusercontent.com",ce="camo.githubusercont\
ent.com";function de(n,e){let t=fe(e);if(t!==null&&n.host===t)return!0;if(n.port!=="")return!1;let r=n.hostname;return r===
"github.com"?!0:r.endsWith($n)&&r!==ce&&!r.slice(0,-$n.length).split(".").includes("")}function fe(n){if(!n)return null;
try{let e=new URL(n).host;return e===""?null:e}catch{return null}}var ge=new Set(["issues","pull","pulls","discussions"]);
function en(n){let e=n.indexOf("://"),r=(e<0?n:n.slice(e+3)).split(/[?#]/,1)[0].split("/");for(let s=1;s+1<r.length;s++)
if(ge.has(he(r[s]).toLowerCase())&&/^\d/.test(r[s+1]))return!0;return!1}function he(n){try{return decodeURIComponent(n)}catch{
return n}}function pe(n){return n.replace(/&/g,"&amp;").replace(/</g,"&lt;").replace(/\[/g,"\\[").replace(/\]/g,"\\]")}var me=`\
?!.,:*_~'"`;function $e(n,e){return n.replace(/(?:(?:https?|ftp):\/\/|www\.)[^\s\u0000\\`<]+/gi,(t,r)=>{let s=n[r-1]??"",
i=n[r+t.length]??"",o=!/[A-Za-z0-9]/.test(s)&&(i===""||/\s/.test(i)),a=t.length;for(;a>0&&me.includes(t[a-1]);)a--;let l=t.
slice(0,a);return o&&/^https:/i.test(t)&&!t.includes("@")&&!en(l)?e.add(t):j(l,e)+t.slice(a)})}var bn=/(?<owner>(?<![A-Za-z0-9_./-])[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+#\d[A-Za-z0-9]*)|(?<number>#\d[A-Za-z0-9]*)|(?<other>@[A-Za-z0-9][A-Za-z0-9_-]*(?:\/[A-Za-z0-9][A-Za-z0-9_.-]*)?|GH-\d[A-Za-z0-9]*)/gi;
function be(n,e){let t=new RegExp(bn.source,bn.flags),r="",s=0;for(let i=t.exec(n);i!==null;i=t.exec(n)){let o=i.index;if(!(i.
groups.other===void 0||o===s||!/[A-Za-z0-9]/.test(n[o-1]??""))){t.lastIndex=o+1;continue}r+=n.slice(s,o)+j(i[0],e),s=o+i[0].
length}return r+n.slice(s)}function j(n,e){if(e.tables&&n.includes("|"))return n.split("|").map(s=>s===""?"":j(s,e)).join(
e.add("\\|"));let t="`".repeat(nn(n,"`")+1),r=n.startsWith("`")||n.endsWith("`")?" ":"";return e.add(`${t}${r}${n}${r}${t}`)}
function we(n){return n.replace(/[.*+?^${}()|[\]\\]/g,"\\$&")}var Se="default",On=160,Re=512;function ye(n,e=Se){return`<!-- ${C}${_n(n)}:${_n(e)} -->`}function _n(n){return encodeURIComponent(
n).replace(/[!'()*]/g,Mn).replace(/-(?=-)/g,"%2D")}function Mn(n){return`%${n.charCodeAt(0).toString(16).toUpperCase().padStart(
2,"0")}`}function ke(n){let e=0;for(let t=n.indexOf(`
`);t!==-1;t=n.indexOf(`
`,t+1))e++;return n.length+e}var Ee=5e4;function it(n,e={}){let t=_e(n),r=e.maxLength??K.commentChars-Re,s=t.length,i=(d,g=null,h=s,p=!0,$=s)=>{
let m=Le(t,e,{fieldChars:d,fieldsCut:new Set,entriesKept:g,listsCut:new Set,sectionsKept:h,flowchart:p,rowsKept:$});return{
text:m,ok:ke(m)<=r}},o=i(null);if(o.ok)return o.text;let a=64,l=(d,g,h)=>{let p={value:d,...h(d)};if(!p.ok)return null;for(;g-
d>Math.max(0,g>>6);){let $=Math.ceil((d+g)/2),m=h($);m.ok?(d=$,p={value:$,...m}):g=$-1}return p},u=Math.max(a,Ae(t)),c=l(
a,u,d=>i(d));if(c)return c.text;let f=l(0,Oe(t),d=>i(a,d));return f?l(a,u,d=>i(d,f.value))?.text??f.text:l(0,s,d=>i(a,0,
d))?.text??l(0,s,d=>i(a,0,0,!1,d))?.text??i(a,0,0,!1,0).text}function Ce(n){let e=n.handoff;return[e?.summary,e?.detail,
e?.failure?.reason,e?.next?.reason,n.record.outcome.message,...Fn(n).flat()]}function Ae(n){let e=0;for(let{latest:t}of n)
for(let r of Ce(t))e=Math.max(e,r?.length??0);return e}function Oe(n){let e=0;for(let{latest:t}of n)for(let r of Fn(t))e=
Math.max(e,r.length);return e}function Fn(n){let e=n.handoff;return[...vn(n).map(([,,t])=>t),Object.values(e?.data??{}),
(e?.artifacts??[]).map(t=>t.description),n.record.problems.map(t=>t.message)]}function vn(n){let e=n.handoff;return[["fa\
ilure.blockers","Blockers",e?.failure?.blockers],["failure.questions","Questions",e?.failure?.questions],["expectations.\
deliverables","Deliverables",e?.expectations?.deliverables],["expectations.acceptance","Acceptance",e?.expectations?.acceptance],
["expectations.constraints","Constraints",e?.expectations?.constraints]].filter(r=>(r[2]?.length??0)>0)}function _e(n){let e=new Map;
for(let r of n){let s=e.get(r.record.stage)??[];s.push(r),e.set(r.record.stage,s)}let t=[...e.entries()].map(([r,s])=>{let i=[
...s].sort((o,a)=>B(k(o.record),k(a.record)));return{stage:r,latest:i[i.length-1],earlier:i.slice(0,-1),keepPlace:0}});return t.
sort((r,s)=>r.latest.record.hop-s.latest.record.hop||E(Tn(r),Tn(s))||E(r.stage,s.stage)),ze(t),t}function Te(n,e){if(n.run.
attempt===1)return e>1?`attempt ${n.attempt} of ${e}`:"";let t=A(k(n));return e>1?`${t}, ${e} attempts`:t}function Tn(n){
return(n.earlier[0]??n.latest).record.agent.started_at}var G={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\
\u274C",cancelled:"\u{1F6AB}"},je={...G,running:"\u23F3",interrupted:"\u26A0\uFE0F"},rn=["failure","cancelled","blocked",
"partial","success"],jn=["failure","blocked","cancelled","partial","success"];function ze(n){let e=t=>t.outcome.reason===
"skipped"?jn.length:jn.indexOf(R(t));n.map((t,r)=>({group:t,index:r,rank:e(t.latest.record)})).sort((t,r)=>t.rank-r.rank||
t.index-r.index).forEach(({group:t},r)=>{t.keepPlace=r})}function zn(n,e){return n.filter(t=>t.keepPlace>=e)}function R(n){
return an(n.status,n.outcome.reason)}function xn(n,e){let t=R(n),r=n.outcome.reason==="completed"||t==="cancelled"?"":` ${e(
n.outcome.reason)}`;return`${G[t]} ${t}${r}`}function Ue(n){let e=null;for(let{latest:t}of n){let r=R(t.record);(e===null||
rn.indexOf(r)<rn.indexOf(e))&&(e=r)}return e}function Le(n,e,t){let r=e.workflow??n[0]?.latest.record.run.workflow??"wor\
kflow",s=n[0]?.latest.record.run,i=[ye(r,e.key)],o=e.cancelled||e.run?.status==="cancelled"?"cancelled":Ue(n),a=e.run?.status===
"failure"&&o!=="failure",l=e.run?.status==="unknown"?null:e.run?.status==="running"||e.run?.status==="interrupted"?e.run.
status:a?"failure":o??e.run?.status??null,u=b(r,e)||"workflow";i.push(l===null?`## baton report \xB7 ${u}`:`## ${je[l]} \
baton report \xB7 ${u} \xB7 ${l}`),i.push(ve(n,e.runId??s?.id??null,e)),a&&e.run&&e.run.failedJobs.length>0&&i.push(`The\
 run failed: ${Nn(e.run.failedJobs,e)} failed.`),e.runUnreadable!==void 0&&i.push(["> [!WARNING]",`> The run's summary c\
ould not be read, so this report is built from its records ${e.runReadFromEvents?"and its events.jsonl":"alone"}: ${b(e.
runUnreadable,e)}`].join(`
`));let c=Ie(e);c!==null&&i.push(c);let f=Me(e);if(n.length===0)i.push(f?"No baton record of this run could be read (see\
 below).":e.run?.status==="running"?"No stage of this run has recorded yet: a stage\u2019s record is stored when its attempt \
ends.":e.run?.status==="interrupted"?"No stage of this run recorded before it was interrupted: a stage\u2019s record is store\
d when its attempt ends.":"No baton records were found for this run. A stage that failed before it recorded (an input it\
 refused, say) leaves none: its job\u2019s log says why."),f&&i.push(f);else{i.push(Pe(n,e,t)),f&&i.push(f);let g=t.flowchart?
Ke(n,e.unreadable??[]):"";g!==""&&g.length<=Ee?i.push(g):t.flowchart=!1;for(let h of n)h.keepPlace<t.sectionsKept&&i.push(
Ze(h,e,t))}let d=We(n,t,e);return d&&i.push(d),i.push("<sub>Built by baton from the stage records; agent text is shown a\
s data, sanitised.</sub>"),`${i.join(`

`)}
`}function Nn(n,e){return`${n.length===1?"job":"jobs"} ${n.map(t=>T(t,e)).join(", ")}`}function Ie(n){let e=n.run;if(e?.
status!=="running"&&e?.status!=="interrupted"&&e?.status!=="unknown")return null;let t=i=>Nn(i,n),r=e.unfinishedJobs??[],
s=[...e.failedJobs.length===0?[]:[`${t(e.failedJobs)} failed`],...r.length===0?[]:[e.status==="running"?`${t(r)} ${r.length===
1?"is":"are"} running`:e.status==="interrupted"?`${t(r)} did not finish`:`${t(r)} had not finished where its events end`]];
if(e.status==="unknown"){let i="The run's end is not known",o="neither its run.json nor its events.jsonl says it";return s.
length===0?`${i}: ${o}.`:`${i} (${o}): ${s.join("; ")}.`}return s.length===0?null:`${e.status==="running"?"The run is st\
ill going":"The run was interrupted"}: ${s.join("; ")}.`}function Me(n){let e=[...n.unreadable??[]].sort((s,i)=>E(s.stage,
i.stage)||B(s,i));if(e.length===0)return null;let t=e.slice(0,20).map(s=>`> - ${T(y(s.stage))} ${A(s)}: ${b(Fe(s.reason),
n)}`);return e.length>t.length&&t.push(`> - and ${e.length-t.length} more`),["> [!WARNING]",`> ${`${e.length} ${e.length===
1?"record":"records"}`} of this run could not be read and ${e.length===1?"is":"are"} not in this report:`,...t].join(`
`)}function Fe(n){return n.split(`
`).map(e=>e.trim()).filter(e=>e!=="").join("; ")}function ve(n,e,t){let r=n.reduce((l,u)=>l+1+u.earlier.length,0),s=Pn(n),
i=`${n.length} ${n.length===1?"stage":"stages"}`,o=r>n.length?` in ${r} attempts`:"",a=Ne(e,t);return[`${i}${o}${s.length?
` (${s.join(", ")})`:""}`,xe(n),a].filter(Boolean).join(" \xB7 ")}function xe(n){let e=0,t=0,r=0,s=!1,i=!1;for(let a of n)
for(let{record:l}of[...a.earlier,a.latest]){let u=l.agent.usage;u&&((u.input_tokens!==void 0||u.output_tokens!==void 0)&&
(s=!0),e+=u.input_tokens??0,t+=u.output_tokens??0,u.cost_usd!==void 0&&(i=!0,r+=u.cost_usd))}let o=[];return s&&o.push(`${w(
e)} tokens in, ${w(t)} out`),i&&o.push(Gn(r)),o.join(", ")}function Pn(n){let e=new Map;for(let{latest:t}of n){let r=R(t.
record);e.set(r,(e.get(r)??0)+1)}return rn.filter(t=>e.has(t)).map(t=>`${e.get(t)} ${t}`)}function Ne(n,e){let t=n===null?
"the run":`run ${b(n)}`;return e.runUrl?`[View ${t}](${e.runUrl})`:n===null?"":`local ${t}`}function Pe(n,e,t){let r=n.some(
({latest:u})=>Un(u)!==null),s=n.some(({latest:u})=>u.record.agent.usage?.cost_usd!==void 0),i=["Stage","Status","Summary",
"Duration"];r&&i.push("Tokens"),s&&i.push("Cost");let o=[`| ${i.join(" | ")} |`,`|${i.map(()=>"---").join("|")}|`],a=0,l=()=>{
a>0&&o.push(`| \u2026 | ${a} more ${a===1?"stage":"stages"} |${" |".repeat(i.length-2)}`),a=0};for(let u of n){if(u.keepPlace>=
t.rowsKept){a++;continue}l();let{record:c,handoff:f}=u.latest,d=[`\`${y(c.stage)}\``,Ge(u),f?M(De(f.summary,t.fieldChars),
e)||"\u2014":"_no handoff_",Be(u)];if(r&&d.push(Un(u.latest)??"\u2014"),s){let g=c.agent.usage?.cost_usd;d.push(g===void 0?
"\u2014":Gn(g))}o.push(`| ${d.join(" | ")} |`)}return l(),o.join(`
`)}function Ge(n){let{record:e}=n.latest,t=[xn(e,s=>`(${s})`)],r=n.earlier.length+1;return r>1&&t.push(`\xB7 ${A(k(e))},\
 ${r} attempts`),t.join(" ")}function De(n,e){let t=Math.min(On,e??On),s=(n.split(/\r?\n/).find(i=>i.trim()!=="")??"").trim();
return s.length>t?`${H(s,t-1)}\u2026`:s}function Un(n){let e=n.record.agent.usage;if(!e||e.input_tokens===void 0&&e.output_tokens===
void 0)return null;let t=[];return e.input_tokens!==void 0&&t.push(`${w(e.input_tokens)} in`),e.output_tokens!==void 0&&
t.push(`${w(e.output_tokens)} out`),t.join(" / ")}function w(n){return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g,
",")}function Gn(n){return n>=1?`$${n.toFixed(2)}`:`$${n.toFixed(4)}`}function P(n){if(n<1e3)return`${n} ms`;let e=n/1e3;
if(e<60)return`${e.toFixed(1)} s`;let t=Math.round(e),r=Math.floor(t/3600),s=Math.floor(t%3600/60),i=t%60;return r>0?`${r}\
 h ${String(s).padStart(2,"0")} min`:`${s} min ${String(i).padStart(2,"0")} s`}function Ke(n,e){let t=new Map,r=l=>{let u=t.
get(l);return u===void 0&&(u=`s${t.size}`,t.set(l,u)),u};for(let l of n)r(l.stage);let s=new Set,i=[];for(let{stage:l,latest:u}of n){
let c=[...new Set(u.record.lineage.map(f=>f.stage))].sort(E);for(let f of c)s.add(`${r(f)} --> ${r(l)}`)}for(let{stage:l,
latest:u}of n){let c=u.handoff?.next?.stage;c!==void 0&&s.add(`${r(l)} -.->|next| ${r(c)}`)}for(let[l,u]of t){let c=n.find(
$=>$.stage===l);if(!c){let $=e.some(m=>m.stage===l)?"record cannot be read":"no stage record";i.push(`  ${u}["${v(y(l))}\
<br/>${v($)}"]:::absent`);continue}let{record:f}=c.latest,d=c.earlier.length+1,g=R(f),h=`${G[g]} ${g}${d>1?` \xD7${d}`:""}`,
p=g==="failure"||g==="blocked"?`:::${g}`:"";i.push(`  ${u}["${v(y(l))}<br/>${v(h)}"]${p}`)}for(let l of s)i.push(`  ${l}`);
let o=l=>i.some(u=>u.endsWith(`:::${l}`)),a=[o("failure")?"  classDef failure fill:#ffebe9,stroke:#cf222e,color:#1f2328":
"",o("blocked")?"  classDef blocked fill:#fff8c5,stroke:#9a6700,color:#1f2328":"",o("absent")?"  classDef absent fill:#f\
6f8fa,stroke:#8c959f,stroke-dasharray:3 3,color:#59636e":""].filter(Boolean);return["```mermaid","flowchart LR",...i,...a,
"```"].join(`
`)}function v(n){let e="";for(let t of n)e+=/[A-Za-z0-9 _.,:/()-]/.test(t)?t:`#${t.codePointAt(0)};`;return e}function Be(n){
let e=P(n.latest.record.agent.duration_ms);if(n.earlier.length===0)return e;let t=[n.latest,...n.earlier].reduce((r,s)=>r+
s.record.agent.duration_ms,0);return`${e} (${P(t)} in ${n.earlier.length+1} attempts)`}function Ze(n,e,t){let{record:r,handoff:s}=n.
latest,i=n.earlier.length+1,o=(f,d)=>wn(S(n.stage,f,d,t),e),a=[`${G[R(r)]} <b>${y(r.stage)}</b>`,R(r),P(r.agent.duration_ms),
Te(r,i)].filter(Boolean).join(" \xB7 "),l=[];if(r.outcome.reason!=="completed"){let f=r.outcome.message?`: ${b(S(n.stage,
"outcome",r.outcome.message,t),e)}`:"";l.push(`**Outcome:** \`${r.outcome.reason}\`${f}`)}if(s===null)l.push("_No handof\
f was captured for this attempt._");else{l.push("**Summary**",o("summary",s.summary)||"\u2014");let f=Object.entries(s.data??
{}).sort(([h],[p])=>E(h,p));if(f.length>0){let{shown:h,more:p}=x(n.stage,"data",f,t),$=h.map(([m,D])=>`| ${ln.test(m)?`\`${m}\
\``:M(m)} | ${M(S(n.stage,`data.${m}`,D,t),e)||"\u2014"} |`);p>0&&$.push(`| \u2026 | ${w(p)} more ${p===1?"key":"keys"} \
|`),l.push(["**Data**","","| Key | Value |","|---|---|",...$].join(`
`))}let d=h=>vn(n.latest).filter(([p])=>p.startsWith(`${h}.`)).map(([p,$,m])=>He(n.stage,p,$,m,t,e));s.failure&&(l.push(
`**Failure:** ${b(S(n.stage,"failure",s.failure.reason,t),e)}`),l.push(...d("failure")));let g=d("expectations");if(g.length>
0&&l.push(["**Expectations** for the next stage",...g].join(`

`)),s.next){let h=s.next.reason?` \u2014 ${b(S(n.stage,"next.reason",s.next.reason,t),e)}`:"";l.push(`**Next:** \`${y(s.
next.stage)}\`${h}`)}if(s.artifacts?.length){let{shown:h,more:p}=x(n.stage,"artifacts",s.artifacts,t),$=h.map((m,D)=>{let Dn=m.
description?` \u2014 ${b(S(n.stage,`artifacts.${D}`,m.description,t),e)}`:"";return`- ${tn(m.path,e)}${Dn}`});l.push(["*\
*Artifacts**","",...$,...sn(p)].join(`
`))}e.includeDetail&&s.detail&&l.push("**Detail**",o("detail",s.detail)||"\u2014")}let u=r.problems;if(u.length>0){let{shown:f,
more:d}=x(n.stage,"problems",u,t),g=f.map((h,p)=>`- ${h.severity==="error"?"\u274C":"\u26A0\uFE0F"} ${tn(h.code)} ${tn(h.
path)}: ${b(S(n.stage,`problems.${p}`,h.message,t),e)}`);l.push(["**Problems**","",...g,...sn(d)].join(`
`))}if(n.earlier.length>0){let f=n.earlier.map(({record:d})=>`- ${A(k(d))}: ${xn(d,g=>`(\`${g}\`)`)}, ${P(d.agent.duration_ms)}`);
l.push(["**Earlier attempts**","",...f].join(`
`))}return[r.status==="failure"||r.status==="blocked"?"<details open>":"<details>",`<summary>${a}</summary>`,"",l.join(`\


`),"","</details>"].join(`
`)}function He(n,e,t,r,s,i){let{shown:o,more:a}=x(n,e,r,s),l=o.map((u,c)=>`- ${b(S(n,`${e}.${c}`,u,s),i)||"\u2014"}`);return`${t}\
:

${[...l,...sn(a)].join(`
`)}`}function x(n,e,t,r){return r.entriesKept===null||t.length<=r.entriesKept?{shown:t,more:0}:(r.listsCut.add(`${n}.${e}`),
{shown:t.slice(0,r.entriesKept),more:t.length-r.entriesKept})}function sn(n){return n>0?[`- \u2026 ${w(n)} more`]:[]}function tn(n,e={}){
return T(n,e)}function y(n){return on.test(n)?n:encodeURIComponent(n).replace(/[!'()*]/g,Mn)}function S(n,e,t,r){if(r.fieldChars===
null||t.length<=r.fieldChars)return t;r.fieldsCut.add(`${n}.${e}`);let s=H(t,r.fieldChars);return`${s}

\u2026 (${w(t.length-s.length)} more characters cut)`}function N(n){let e=n.slice(0,10).map(t=>`\`${y(t)}\``);return n.length>
e.length?`${e.join(", ")} and ${n.length-e.length} more`:e.join(", ")}function Ln(n){return`${Pn(n).join(", ")}: ${N(n.map(
e=>e.stage))}`}function In(n){return[...new Set([...n].map(e=>e.slice(0,e.indexOf("."))))]}function We(n,e,t){let r=[];if(e.
fieldsCut.size>0){let l=In(e.fieldsCut);r.push(`${e.fieldsCut.size} ${e.fieldsCut.size===1?"field was":"fields were"} cu\
t to ${w(e.fieldChars??0)} characters (${N(l)})`)}if(e.listsCut.size>0){let l=In(e.listsCut),u=e.entriesKept??0,c=`${e.listsCut.
size} ${e.listsCut.size===1?"list shows":"lists show"}`;r.push(u===0?`${c} none of ${e.listsCut.size===1?"its":"their"} \
entries, only how many there are (${N(l)})`:`${c} ${e.listsCut.size===1?"its":"their"} first ${w(u)} ${u===1?"entry":"en\
tries"} (${N(l)})`)}let s=zn(n,e.sectionsKept);s.length>0&&r.push(`the sections of ${s.length} ${s.length===1?"stage wer\
e":"stages were"} left out (${Ln(s)})`),!e.flowchart&&n.length>0&&r.push("the diagram was left out");let i=zn(n,e.rowsKept);
if(i.length>0&&r.push(`the ${i.length===1?"row":"rows"} of ${i.length} of ${n.length} stages ${i.length===1?"was":"were"}\
 left out of the table (${Ln(i)})`),r.length===0)return null;let o=t.recordsLocation??t.runUrl??null,a=o?` The full reco\
rds are in ${o}.`:"";return`> [!NOTE]
> This report was shortened to fit GitHub's ${w(K.commentChars)}-character limit: ${r.join("; ")}.${a}`}export{wn as a,Qn as b,b as c,M as d,Se as e,ye as f,it as g};

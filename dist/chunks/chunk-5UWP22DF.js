import{b as Z,o as C}from"./chunk-M2FR25PK.js";import{a as H}from"./chunk-X5N5IWH4.js";import{k as an,p as B,
s as E,t as _}from"./chunk-UIX755PM.js";import{w as K,x as on,y as ln,z as A}from"./chunk-G4KAFFH4.js";var O=class{#n;#e=new Map;constructor(e){this.#n=e}next(e,r){let t=this.#e.get(e);if(t===void 0){t=[];for(let o=this.#n.
indexOf(e);o>=0;o=this.#n.indexOf(e,o+1))t.push(o);this.#e.set(e,t)}let s=0,i=t.length;for(;s<i;){let o=s+i>>>1;t[o]<r?s=
o+1:i=o}return s<t.length?t[s]:-1}},Gn=/\s/;function X(n){return n!==void 0&&Gn.test(n)}function W(n,e){for(;X(n[e]);)e++;
return e}function j(n,e){for(;n[e]===" "||n[e]==="	";)e++;return e}function Y(n,e){for(let r=e+1;r<n.length;r++){let t=n[r];
if(t==="]")return r;if(t!=="[")continue;let s=r+1;for(;s<n.length&&n[s]!=="["&&n[s]!=="]";)s++;if(n[s]!=="]")return-1;r=
s}return-1}function cn(n,e){if(n[e]!=="[")return-1;let r=Math.min(n.length,e+1001);for(let t=e+1;t<r;t++){let s=n[t];if(s===
"]")return t+1;if(s==="["||s===`
`)return-1}return-1}function fn(n,e){let r=Math.min(n.length,e+1001);for(let t=e+1;t<r;t++){let s=n[t];if(s==="]")return t>
e+1?t:-1;if(s==="["||s===`
`||s==="\0")return-1}return-1}function dn(n,e,r){if(n[e]!=="(")return null;let t=W(n,e+1);for(let s of Dn(n,t)){let i=Bn(
n,s,r);if(i>=0)return{url:n.slice(t,s),end:i}}return null}function Dn(n,e){let r=[];if(n[e]==="<"){let t=gn(n,e);t>=0&&r.
push(t+1)}return r.push(Kn(n,e)),r}function gn(n,e){for(let r=e+1;r<n.length;r++){let t=n[r];if(t===">")return r;if(t===
"<"||t===`
`)return-1}return-1}function un(n){return n!==void 0&&n!=="("&&n!==")"&&!X(n)}function Kn(n,e){let r=e;for(;;){for(;un(n[r]);)
r++;if(n[r]!=="(")return r;let t=r+1;for(;un(n[t]);)t++;if(n[t]!==")")return r;r=t+1}}function Bn(n,e,r){let t=W(n,e);if(t>
e){let s=hn(n,t,r);if(s>=0){let i=W(n,s);if(n[i]===")")return i+1}}return n[t]===")"?t+1:-1}function hn(n,e,r){let t=n[e],
s=t==='"'||t==="'"?t:t==="("?")":void 0;if(s===void 0)return-1;let i=r.next(s,e+1);return i<0?-1:i+1}function pn(n,e,r){
let t=e;for(;t<e+3&&n[t]===" ";)t++;if(n[t]!=="[")return null;let s=t+1,i=Math.min(n.length,s+1e3),o=s;for(;o<i&&n[o]!==
"]"&&n[o]!==`
`;)o++;if(n[o]!=="]"||o===s||o-s>999||n[o+1]!==":")return null;let l=mn(n,o+2),a=Zn(n,l);for(let u of a){let c=Hn(n,u,r);
if(c>=0)return{label:n.slice(s,o),url:n.slice(l,u),end:c}}return null}function mn(n,e){let r=j(n,e);return n[r]===`
`?j(n,r+1):r}function Zn(n,e){let r=[];if(n[e]==="<"){let s=gn(n,e);s>=0&&r.push(s+1)}let t=e;for(;t<n.length&&!X(n[t]);)
t++;return t>e&&r.push(t),r}function Hn(n,e,r){let t=hn(n,mn(n,e),r);if(t>=0){let i=j(n,t);if(i===n.length||n[i]===`
`)return i}let s=j(n,e);return s===n.length||n[s]===`
`?s:-1}var Wn=/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0D\uFEFF\uFFA0\uFFF9-\uFFFB\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;
function U(n){return n.replace(/\r\n?|[\u2028\u2029]/g,`
`).replace(Wn,"")}var Xn=new RegExp($e(A),"gi"),Yn=A.replace(/:$/,"").replace(/:/g," ");function M(n){return n.replace(Xn,
`${Yn}: `)}function T(n,e){return Z(n,e.secrets??[]).text}function wn(n,e={}){let r=F(e);return Rn(n,r,t=>{let s=[];for(let i of qn(
T(U(t),r)))if(i.kind==="code"){let o=s.at(-1);o!==void 0&&!Jn(o)&&s.push(""),s.push(kn(i))}else{let o=M(yn(i.text,{tables:!0,
serverUrl:r.serverUrl}));s.push(Qn(o))}return s.join(`
`).replace(/^\n+/,"").trimEnd()},t=>Vn(t,r))}function Jn(n){return/^[ \t]*$/.test(n.slice(n.lastIndexOf(`
`)+1))}function Vn(n,e={}){let r=T(n,F(e)).split(`
`);return kn({kind:"code",fence:"`",length:3,info:"",indent:0,lines:r})}function b(n,e={}){let r=F(e);return Rn(n,r,t=>{
let s=Sn(T(U(t),r));return M(yn(s,{tables:!1,serverUrl:r.serverUrl})).trim()},t=>z(t,r))}function x(n,e={}){return U(n).
split(`
`).map(t=>b(t,e)).filter(t=>t!=="").join("<br>").replace(/\|/g,"\\|")}function z(n,e={}){let r=F(e),t=M(Sn(T(U(n),r))).trim(),
s="`".repeat(nn(t,"`")+1),i=t.startsWith("`")||t.endsWith("`")||t===""?" ":"";return`${s}${i}${t}${i}${s}`}function Sn(n){
return n.replace(/\s+/g,e=>e.includes(`
`)?" ":e)}function nn(n,e){let r=0,t=0;for(let s=0;s<n.length;s++)t=n[s]===e?t+1:0,t>r&&(r=t);return r}function F(n){return Array.
isArray(n)?{secrets:n}:n}function Rn(n,e,r,t){let s=r(n);for(let i=0;i<4;i++){let o=Z(s,e.secrets??[]);if(o.redactions.length===
0)return s;s=r(o.text)}return t(T(s,e))}function qn(n){let e=n.split(`
`),r=[],t=[],s=()=>{t.length>0&&r.push({kind:"prose",text:t.join(`
`)}),t=[]};for(let i=0;i<e.length;i++){let o=e[i],l=/^( {0,3})(`{3,}|~{3,})(.*)$/.exec(o);if(!l||l[2][0]==="`"&&l[3].includes(
"`")){t.push(o);continue}s();let a=l[2],u=new RegExp(`^ {0,3}${a[0]==="`"?"`":"~"}{${a.length},}[ \\t]*$`),c=[];for(i++;i<
e.length&&!u.test(e[i]);i++)c.push(e[i]);r.push({kind:"code",fence:a[0]==="`"?"`":"~",length:a.length,info:ee(l[3]),indent:l[1].
length,lines:c})}return s(),r}function kn(n){let e=new RegExp(`^ {0,${n.indent}}`),r=M(n.lines.map(s=>s.replace(e,"")).join(
`
`)),t=n.fence.repeat(Math.max(n.length,nn(r,n.fence)+1));return n.lines.length===0?`${t}${n.info}
${t}`:`${t}${n.info}
${r}
${t}`}function Qn(n){return n.replace(/^( {0,3})(?=~{3}|`{3,}[^`\n]*$)/gm,"$1\\")}var ne=new Set(["mermaid","geojson","t\
opojson","stl","math"]);function ee(n){let e=/^\s*([A-Za-z0-9_+.#-]{1,32})/.exec(n);return e&&!ne.has(e[1].toLowerCase())?
e[1]:""}var V=class{#n=[];#e=new Map;tables;serverUrl;constructor(e,r){this.tables=e,this.serverUrl=r}add(e,r){return this.#n.
push(e),r!==void 0&&this.#e.set(this.#n.length-1,r),`\0${this.#n.length-1}\0`}plain(e){return this.#e.size===0?e:e.replace(
/\u0000(\d+)\u0000/g,(r,t)=>this.#e.get(Number(t))??r)}resolve(e,r=0){let t=[],s="",i=l=>{l!==""&&(t.push(l),s=l[l.length-
1])},o=0;for(let l of e.matchAll(/\u0000(\d+)\u0000/g)){i(e.slice(o,l.index)),o=l.index+l[0].length;let a=this.#n[Number(
l[1])]??"",u=r<16?this.resolve(a,r+1):a.replace(/\u0000/g,"");(/^[`\\]/.test(u)&&(s==="`"||s==="\\")||u.startsWith("[")&&
s==="!")&&i(" "),i(u)}return i(e.slice(o)),t.join("")}},te=/[!-/:-@[-`{-~]/;function yn(n,e){let r=new V(e.tables,e.serverUrl),
t=re(n,r);return t=se(t),t=ie(t,r),t=En(t,r),r.resolve(I(t,r))}function I(n,e){let r=ge(n);return r=pe(r,e),me(r,e)}function re(n,e){
let r=new q(n),t="",s=0;for(;s<n.length;){let i=n[s];if(i==="\\"&&s+1<n.length&&te.test(n[s+1])){let a=n[s+1];a==="`"?t+=
e.add("\\`"):a==="\\"?t+=e.add("\\\\"):"@#<>&[]!".includes(a)?t+=a:t+=`\\${a}`,s+=2;continue}if(i!=="`"){t+=i,s++;continue}
let o=1;for(;n[s+o]==="`";)o++;let l=r.find(s+o,o);l===-1||e.tables&&n.slice(s,l).includes("|")?(t+=e.add("\\`".repeat(o)),
s+=o):(t+=e.add(n.slice(s,l+o)),s=l+o)}return t}var q=class{#n;#e=-1;#t=new Map;constructor(e){this.#n=e}find(e,r){e>this.#e&&
this.#r(e);let t=this.#t.get(r);if(t===void 0)return-1;for(;t.next<t.starts.length&&t.starts[t.next]<e;)t.next++;return t.
next<t.starts.length?t.starts[t.next]:-1}#r(e){let r=this.#n,t=r.indexOf(`
`,e);this.#e=t<0?r.length:t,this.#t=new Map;for(let s=e;s<this.#e;s++){if(r[s]!=="`")continue;let i=s;for(;r[i]==="`";)i++;
let o=this.#t.get(i-s);o?o.starts.push(s):this.#t.set(i-s,{starts:[s],next:0}),s=i}}};function se(n){let e="",r=0,t=!1,s=n.
indexOf("<!--");for(;s>=0;){let i=t?-1:n.indexOf("-->",s+4);t=i<0;let o=i>=0?i+3:n.startsWith("<!-->",s)?s+5:n.startsWith(
"<!--->",s)?s+6:-1;if(o<0){s=n.indexOf("<!--",s+1);continue}e+=n.slice(r,s),r=o,s=n.indexOf("<!--",r)}return e+n.slice(r)}
function ie(n,e){return n.replace(/<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>\u0000]*)>/g,(r,t)=>{let s=le(t);return s&&!en(s)?
e.add(`<${s}>`):L(t,e)}).replace(/<([A-Za-z0-9.!#$%&'*+/=?^_{|}~-]+@[A-Za-z0-9.-]+)>/g,"$1")}function J(n,e){let r="",t=0,
s=n.indexOf("[");for(;s>=0;){let i=s>t&&n[s-1]==="!",o=e(n,s,i);if(o===null){s=n.indexOf("[",s+1);continue}r+=n.slice(t,
i?s-1:s)+o.replacement,t=o.end,s=n.indexOf("[",t)}return r+n.slice(t)}function En(n,e){let r=new Map,t=oe(n,r),s=(o,l,a)=>{
let u=a===void 0?null:Cn(a.replace(/^<|>$/g,"")),c=u?An(u):null,g=En(l,e);if(c&&en(c)){let d=L(c,e);return g.trim()===""?
d:`${g} (${d})`}if(o){let d=g.trim()===""?"image":g;if(!u)return d;if(ue(u,e.serverUrl))return e.add(`![${I(d,e)}](${c})`);
let f=e.plain(g.trim()===""?"image":`image: ${g}`);return e.add(`[${I(f,e)}](${c})`,f)}return c?e.add(`[${I(e.plain(g),e)}\
](${c})`):g},i=new O(t);return t=J(t,(o,l,a)=>{let u=Y(o,l),c=u<0?null:dn(o,u+1,i);return c===null?null:{end:c.end,replacement:s(
a,o.slice(l+1,u),c.url)}}),t=J(t,(o,l,a)=>{let u=Y(o,l),c=u<0?-1:cn(o,u+1);if(c<0)return null;let g=o.slice(l+1,u),d=o.slice(
u+2,c-1),f=r.get(Q(d===""?g:d));return{end:c,replacement:f===void 0?o.slice(a?l-1:l,c):s(a,g,f)}}),t=J(t,(o,l,a)=>{let u=fn(
o,l);if(u<0||"([:".includes(o[u+1]??" "))return null;let c=o.slice(l+1,u),g=r.get(Q(c));return g===void 0?null:{end:u+1,
replacement:s(a,c,g)}}),t}function oe(n,e){let r=new O(n),t="",s=0;for(let i=0;i>=0&&i<=n.length;){let o=pn(n,i,r),l=n.indexOf(
`
`,o?o.end:i);if(o){let a=Q(o.label);e.has(a)||e.set(a,o.url.replace(/^<|>$/g,"")),t+=n.slice(s,i),s=o.end}i=l<0?-1:l+1}return t+
n.slice(s)}function Q(n){return n.trim().replace(/\s+/g," ").toLowerCase()}function le(n){let e=Cn(n);return e&&An(e)}function Cn(n){
if(!/^https:\/\//i.test(n))return null;let e;try{e=new URL(n)}catch{return null}return e.protocol!=="https:"||e.hostname===
""||e.username!==""||e.password!==""?null:e}function An(n){return n.href.replace(/[^A-Za-z0-9\-._~:/?#@!$&'*+,;=%]/g,e=>`\
%${e.charCodeAt(0).toString(16).toUpperCase().padStart(2,"0")}`)}var $n=".githubusercontent.com",ae="camo.githubusercont\
ent.com";function ue(n,e){let r=ce(e);if(r!==null&&n.host===r)return!0;if(n.port!=="")return!1;let t=n.hostname;return t===
"github.com"?!0:t.endsWith($n)&&t!==ae&&!t.slice(0,-$n.length).split(".").includes("")}function ce(n){if(!n)return null;
try{let e=new URL(n).host;return e===""?null:e}catch{return null}}var fe=new Set(["issues","pull","pulls","discussions"]);
function en(n){let e=n.indexOf("://"),t=(e<0?n:n.slice(e+3)).split(/[?#]/,1)[0].split("/");for(let s=1;s+1<t.length;s++)
if(fe.has(de(t[s]).toLowerCase())&&/^\d/.test(t[s+1]))return!0;return!1}function de(n){try{return decodeURIComponent(n)}catch{
return n}}function ge(n){return n.replace(/&/g,"&amp;").replace(/</g,"&lt;").replace(/\[/g,"\\[").replace(/\]/g,"\\]")}var he=`\
?!.,:*_~'"`;function pe(n,e){return n.replace(/(?:(?:https?|ftp):\/\/|www\.)[^\s\u0000\\`<]+/gi,(r,t)=>{let s=n[t-1]??"",
i=n[t+r.length]??"",o=!/[A-Za-z0-9]/.test(s)&&(i===""||/\s/.test(i)),l=r.length;for(;l>0&&he.includes(r[l-1]);)l--;let a=r.
slice(0,l);return o&&/^https:/i.test(r)&&!r.includes("@")&&!en(a)?e.add(r):L(a,e)+r.slice(l)})}var bn=/(?<owner>(?<![A-Za-z0-9_./-])[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+#\d[A-Za-z0-9]*)|(?<number>#\d[A-Za-z0-9]*)|(?<other>@[A-Za-z0-9][A-Za-z0-9_-]*(?:\/[A-Za-z0-9][A-Za-z0-9_.-]*)?|GH-\d[A-Za-z0-9]*)/gi;
function me(n,e){let r=new RegExp(bn.source,bn.flags),t="",s=0;for(let i=r.exec(n);i!==null;i=r.exec(n)){let o=i.index;if(!(i.
groups.other===void 0||o===s||!/[A-Za-z0-9]/.test(n[o-1]??""))){r.lastIndex=o+1;continue}t+=n.slice(s,o)+L(i[0],e),s=o+i[0].
length}return t+n.slice(s)}function L(n,e){if(e.tables&&n.includes("|"))return n.split("|").map(s=>s===""?"":L(s,e)).join(
e.add("\\|"));let r="`".repeat(nn(n,"`")+1),t=n.startsWith("`")||n.endsWith("`")?" ":"";return e.add(`${r}${t}${n}${t}${r}`)}
function $e(n){return n.replace(/[.*+?^${}()|[\]\\]/g,"\\$&")}var be="default",_n=160,we=512;function Se(n,e=be){return`<!-- ${A}${On(n)}:${On(e)} -->`}function On(n){return encodeURIComponent(
n).replace(/[!'()*]/g,Un).replace(/-(?=-)/g,"%2D")}function Un(n){return`%${n.charCodeAt(0).toString(16).toUpperCase().padStart(
2,"0")}`}function Re(n){let e=0;for(let r=n.indexOf(`
`);r!==-1;r=n.indexOf(`
`,r+1))e++;return n.length+e}var ke=5e4;function et(n,e={}){let r=Ae(n),t=e.maxLength??K.commentChars-we,s=r.length,i=Te(
r),o=(f,h=null,p=s,$=!0,m=s)=>{let S=Le(r,e,{fieldChars:f,fieldsCut:new Set,entriesKept:h,listsCut:new Set,sectionsKept:p,
flowchart:$,rowsKept:m,keepPlace:i});return{text:S,ok:Re(S)<=t}},l=o(null);if(l.ok)return l.text;let a=64,u=(f,h,p)=>{let $={
value:f,...p(f)};if(!$.ok)return null;for(;h-f>Math.max(0,h>>6);){let m=Math.ceil((f+h)/2),S=p(m);S.ok?(f=m,$={value:m,...S}):
h=m-1}return $},c=Math.max(a,Ee(r)),g=u(a,c,f=>o(f));if(g)return g.text;let d=u(0,Ce(r),f=>o(a,f));return d?u(a,c,f=>o(f,
d.value))?.text??d.text:u(0,s,f=>o(a,0,f))?.text??u(0,s,f=>o(a,0,0,!1,f))?.text??o(a,0,0,!1,0).text}function ye(n){let e=n.
handoff;return[e?.summary,e?.detail,e?.failure?.reason,e?.next?.reason,n.record.outcome.message,...Mn(n).flat()]}function Ee(n){
let e=0;for(let{latest:r}of n)for(let t of ye(r))e=Math.max(e,t?.length??0);return e}function Ce(n){let e=0;for(let{latest:r}of n)
for(let t of Mn(r))e=Math.max(e,t.length);return e}function Mn(n){let e=n.handoff;return[...xn(n).map(([,,r])=>r),Object.
values(e?.data??{}),(e?.artifacts??[]).map(r=>r.description),n.record.problems.map(r=>r.message)]}function xn(n){let e=n.
handoff;return[["failure.blockers","Blockers",e?.failure?.blockers],["failure.questions","Questions",e?.failure?.questions],
["expectations.deliverables","Deliverables",e?.expectations?.deliverables],["expectations.acceptance","Acceptance",e?.expectations?.
acceptance],["expectations.constraints","Constraints",e?.expectations?.constraints]].filter(t=>(t[2]?.length??0)>0)}function Ae(n){
let e=new Map;for(let t of n){let s=e.get(t.record.stage)??[];s.push(t),e.set(t.record.stage,s)}return[...e.entries()].map(
([t,s])=>{let i=[...s].sort((o,l)=>B(E(o.record),E(l.record)));return{stage:t,latest:i[i.length-1],earlier:i.slice(0,-1)}}).
sort((t,s)=>t.latest.record.hop-s.latest.record.hop||C(Tn(t),Tn(s))||C(t.stage,s.stage))}function _e(n,e){if(n.run.attempt===
1)return e>1?`attempt ${n.attempt} of ${e}`:"";let r=_(E(n));return e>1?`${r}, ${e} attempts`:r}function Tn(n){return(n.
earlier[0]??n.latest).record.agent.started_at}var D={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\u274C",
cancelled:"\u{1F6AB}"},Oe={...D,running:"\u23F3",interrupted:"\u26A0\uFE0F"},rn=["failure","cancelled","blocked","partia\
l","success"],zn=["failure","blocked","cancelled","partial","success"];function Te(n){let e=s=>s.outcome.reason==="skipp\
ed"?zn.length:zn.indexOf(k(s)),r=n.map((s,i)=>({index:i,rank:e(s.latest.record)})).sort((s,i)=>s.rank-i.rank||s.index-i.
index),t=new Array(n.length);return r.forEach(({index:s},i)=>{t[s]=i}),t}function k(n){return an(n.status,n.outcome.reason)}
function Fn(n,e){let r=k(n),t=n.outcome.reason==="completed"||r==="cancelled"?"":` ${e(n.outcome.reason)}`;return`${D[r]}\
 ${r}${t}`}function ze(n){let e=null;for(let{latest:r}of n){let t=k(r.record);(e===null||rn.indexOf(t)<rn.indexOf(e))&&(e=
t)}return e}function Le(n,e,r){let t=e.workflow??n[0]?.latest.record.run.workflow??"workflow",s=n[0]?.latest.record.run,
i=[Se(t,e.key)],o=e.cancelled||e.run?.status==="cancelled"?"cancelled":ze(n),l=e.run?.status==="failure"&&o!=="failure",
a=e.run?.status==="running"||e.run?.status==="interrupted"?e.run.status:l?"failure":o??e.run?.status??null,u=b(t,e)||"wo\
rkflow";if(i.push(a===null?`## baton report \xB7 ${u}`:`## ${Oe[a]} baton report \xB7 ${u} \xB7 ${a}`),i.push(Ie(n,e.runId??
s?.id??null,e)),l&&e.run&&e.run.failedJobs.length>0){let d=e.run.failedJobs.map(f=>z(f,e));i.push(`The run failed: ${d.length===
1?"job":"jobs"} ${d.join(", ")} failed.`)}let c=je(e);if(n.length===0)i.push("No baton records were found for this run. \
A stage that failed before it recorded (an input it refused, say) leaves none: its job\u2019s log says why."),c&&i.push(
c);else{i.push(xe(n,e,r)),c&&i.push(c);let d=r.flowchart?Pe(n):"";d!==""&&d.length<=ke?i.push(d):r.flowchart=!1,n.forEach(
(f,h)=>{r.keepPlace[h]<r.sectionsKept&&i.push(Ge(f,e,r))})}let g=Ke(n,r,e);return g&&i.push(g),i.push("<sub>Built by bat\
on from the stage records; agent text is shown as data, sanitised.</sub>"),`${i.join(`

`)}
`}function je(n){let e=[...n.unreadable??[]].sort((s,i)=>C(s.stage,i.stage)||B(s,i));if(e.length===0)return null;let r=e.
slice(0,20).map(s=>`> - ${z(y(s.stage))} ${_(s)}: ${b(s.reason,n)}`);return e.length>r.length&&r.push(`> - and ${e.length-
r.length} more`),["> [!WARNING]",`> ${`${e.length} ${e.length===1?"record":"records"}`} of this run could not be read an\
d ${e.length===1?"is":"are"} not in this report:`,...r].join(`
`)}function Ie(n,e,r){let t=n.reduce((a,u)=>a+1+u.earlier.length,0),s=vn(n),i=`${n.length} ${n.length===1?"stage":"stage\
s"}`,o=t>n.length?` in ${t} attempts`:"",l=Me(e,r);return[`${i}${o}${s.length?` (${s.join(", ")})`:""}`,Ue(n),l].filter(
Boolean).join(" \xB7 ")}function Ue(n){let e=0,r=0,t=0,s=!1,i=!1;for(let l of n)for(let{record:a}of[...l.earlier,l.latest]){
let u=a.agent.usage;u&&((u.input_tokens!==void 0||u.output_tokens!==void 0)&&(s=!0),e+=u.input_tokens??0,r+=u.output_tokens??
0,u.cost_usd!==void 0&&(i=!0,t+=u.cost_usd))}let o=[];return s&&o.push(`${w(e)} tokens in, ${w(r)} out`),i&&o.push(Pn(t)),
o.join(", ")}function vn(n){let e=new Map;for(let{latest:r}of n){let t=k(r.record);e.set(t,(e.get(t)??0)+1)}return rn.filter(
r=>e.has(r)).map(r=>`${e.get(r)} ${r}`)}function Me(n,e){let r=n===null?"the run":`run ${b(n)}`;return e.runUrl?`[View ${r}\
](${e.runUrl})`:n===null?"":`local ${r}`}function xe(n,e,r){let t=n.some(({latest:u})=>Ln(u)!==null),s=n.some(({latest:u})=>u.
record.agent.usage?.cost_usd!==void 0),i=["Stage","Status","Summary","Duration"];t&&i.push("Tokens"),s&&i.push("Cost");let o=[
`| ${i.join(" | ")} |`,`|${i.map(()=>"---").join("|")}|`],l=0,a=()=>{l>0&&o.push(`| \u2026 | ${l} more ${l===1?"stage":"\
stages"} |${" |".repeat(i.length-2)}`),l=0};for(let[u,c]of n.entries()){if(r.keepPlace[u]>=r.rowsKept){l++;continue}a();
let{record:g,handoff:d}=c.latest,f=[`\`${y(g.stage)}\``,Fe(c),d?x(ve(d.summary,r.fieldChars),e)||"\u2014":"_no handoff_",
Ne(c)];if(t&&f.push(Ln(c.latest)??"\u2014"),s){let h=g.agent.usage?.cost_usd;f.push(h===void 0?"\u2014":Pn(h))}o.push(`|\
 ${f.join(" | ")} |`)}return a(),o.join(`
`)}function Fe(n){let{record:e}=n.latest,r=[Fn(e,s=>`(${s})`)],t=n.earlier.length+1;return t>1&&r.push(`\xB7 ${_(E(e))},\
 ${t} attempts`),r.join(" ")}function ve(n,e){let r=Math.min(_n,e??_n),s=(n.split(/\r?\n/).find(i=>i.trim()!=="")??"").trim();
return s.length>r?`${H(s,r-1)}\u2026`:s}function Ln(n){let e=n.record.agent.usage;if(!e||e.input_tokens===void 0&&e.output_tokens===
void 0)return null;let r=[];return e.input_tokens!==void 0&&r.push(`${w(e.input_tokens)} in`),e.output_tokens!==void 0&&
r.push(`${w(e.output_tokens)} out`),r.join(" / ")}function w(n){return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g,
",")}function Pn(n){return n>=1?`$${n.toFixed(2)}`:`$${n.toFixed(4)}`}function G(n){if(n<1e3)return`${n} ms`;let e=n/1e3;
if(e<60)return`${e.toFixed(1)} s`;let r=Math.round(e),t=Math.floor(r/3600),s=Math.floor(r%3600/60),i=r%60;return t>0?`${t}\
 h ${String(s).padStart(2,"0")} min`:`${s} min ${String(i).padStart(2,"0")} s`}function Pe(n){let e=new Map,r=l=>{let a=e.
get(l);return a===void 0&&(a=`s${e.size}`,e.set(l,a)),a};for(let l of n)r(l.stage);let t=new Set,s=[];for(let{stage:l,latest:a}of n){
let u=[...new Set(a.record.lineage.map(c=>c.stage))].sort(C);for(let c of u)t.add(`${r(c)} --> ${r(l)}`)}for(let{stage:l,
latest:a}of n){let u=a.handoff?.next?.stage;u!==void 0&&t.add(`${r(l)} -.->|next| ${r(u)}`)}for(let[l,a]of e){let u=n.find(
p=>p.stage===l);if(!u){s.push(`  ${a}["${v(y(l))}<br/>${v("no stage record")}"]:::absent`);continue}let{record:c}=u.latest,
g=u.earlier.length+1,d=k(c),f=`${D[d]} ${d}${g>1?` \xD7${g}`:""}`,h=d==="failure"||d==="blocked"?`:::${d}`:"";s.push(`  ${a}\
["${v(y(l))}<br/>${v(f)}"]${h}`)}for(let l of t)s.push(`  ${l}`);let i=l=>s.some(a=>a.endsWith(`:::${l}`)),o=[i("failure")?
"  classDef failure fill:#ffebe9,stroke:#cf222e,color:#1f2328":"",i("blocked")?"  classDef blocked fill:#fff8c5,stroke:#\
9a6700,color:#1f2328":"",i("absent")?"  classDef absent fill:#f6f8fa,stroke:#8c959f,stroke-dasharray:3 3,color:#59636e":
""].filter(Boolean);return["```mermaid","flowchart LR",...s,...o,"```"].join(`
`)}function v(n){let e="";for(let r of n)e+=/[A-Za-z0-9 _.,:/()-]/.test(r)?r:`#${r.codePointAt(0)};`;return e}function Ne(n){
let e=G(n.latest.record.agent.duration_ms);if(n.earlier.length===0)return e;let r=[n.latest,...n.earlier].reduce((t,s)=>t+
s.record.agent.duration_ms,0);return`${e} (${G(r)} in ${n.earlier.length+1} attempts)`}function Ge(n,e,r){let{record:t,handoff:s}=n.
latest,i=n.earlier.length+1,o=(g,d)=>wn(R(n.stage,g,d,r),e),l=[`${D[k(t)]} <b>${y(t.stage)}</b>`,k(t),G(t.agent.duration_ms),
_e(t,i)].filter(Boolean).join(" \xB7 "),a=[];if(t.outcome.reason!=="completed"){let g=t.outcome.message?`: ${b(R(n.stage,
"outcome",t.outcome.message,r),e)}`:"";a.push(`**Outcome:** \`${t.outcome.reason}\`${g}`)}if(s===null)a.push("_No handof\
f was captured for this attempt._");else{a.push("**Summary**",o("summary",s.summary)||"\u2014");let g=Object.entries(s.data??
{}).sort(([h],[p])=>C(h,p));if(g.length>0){let{shown:h,more:p}=P(n.stage,"data",g,r),$=h.map(([m,S])=>`| ${ln.test(m)?`\`${m}\
\``:x(m)} | ${x(R(n.stage,`data.${m}`,S,r),e)||"\u2014"} |`);p>0&&$.push(`| \u2026 | ${w(p)} more ${p===1?"key":"keys"} \
|`),a.push(["**Data**","","| Key | Value |","|---|---|",...$].join(`
`))}let d=h=>xn(n.latest).filter(([p])=>p.startsWith(`${h}.`)).map(([p,$,m])=>De(n.stage,p,$,m,r,e));s.failure&&(a.push(
`**Failure:** ${b(R(n.stage,"failure",s.failure.reason,r),e)}`),a.push(...d("failure")));let f=d("expectations");if(f.length>
0&&a.push(["**Expectations** for the next stage",...f].join(`

`)),s.next){let h=s.next.reason?` \u2014 ${b(R(n.stage,"next.reason",s.next.reason,r),e)}`:"";a.push(`**Next:** \`${y(s.
next.stage)}\`${h}`)}if(s.artifacts?.length){let{shown:h,more:p}=P(n.stage,"artifacts",s.artifacts,r),$=h.map((m,S)=>{let Nn=m.
description?` \u2014 ${b(R(n.stage,`artifacts.${S}`,m.description,r),e)}`:"";return`- ${tn(m.path,e)}${Nn}`});a.push(["*\
*Artifacts**","",...$,...sn(p)].join(`
`))}e.includeDetail&&s.detail&&a.push("**Detail**",o("detail",s.detail)||"\u2014")}let u=t.problems;if(u.length>0){let{shown:g,
more:d}=P(n.stage,"problems",u,r),f=g.map((h,p)=>`- ${h.severity==="error"?"\u274C":"\u26A0\uFE0F"} ${tn(h.code)} ${tn(h.
path)}: ${b(R(n.stage,`problems.${p}`,h.message,r),e)}`);a.push(["**Problems**","",...f,...sn(d)].join(`
`))}if(n.earlier.length>0){let g=n.earlier.map(({record:d})=>`- ${_(E(d))}: ${Fn(d,f=>`(\`${f}\`)`)}, ${G(d.agent.duration_ms)}`);
a.push(["**Earlier attempts**","",...g].join(`
`))}return[t.status==="failure"||t.status==="blocked"?"<details open>":"<details>",`<summary>${l}</summary>`,"",a.join(`\


`),"","</details>"].join(`
`)}function De(n,e,r,t,s,i){let{shown:o,more:l}=P(n,e,t,s),a=o.map((u,c)=>`- ${b(R(n,`${e}.${c}`,u,s),i)||"\u2014"}`);return`${r}\
:

${[...a,...sn(l)].join(`
`)}`}function P(n,e,r,t){return t.entriesKept===null||r.length<=t.entriesKept?{shown:r,more:0}:(t.listsCut.add(`${n}.${e}`),
{shown:r.slice(0,t.entriesKept),more:r.length-t.entriesKept})}function sn(n){return n>0?[`- \u2026 ${w(n)} more`]:[]}function tn(n,e={}){
return z(n,e)}function y(n){return on.test(n)?n:encodeURIComponent(n).replace(/[!'()*]/g,Un)}function R(n,e,r,t){if(t.fieldChars===
null||r.length<=t.fieldChars)return r;t.fieldsCut.add(`${n}.${e}`);let s=H(r,t.fieldChars);return`${s}

\u2026 (${w(r.length-s.length)} more characters cut)`}function N(n){let e=n.slice(0,10).map(r=>`\`${y(r)}\``);return n.length>
e.length?`${e.join(", ")} and ${n.length-e.length} more`:e.join(", ")}function jn(n){return`${vn(n).join(", ")}: ${N(n.map(
e=>e.stage))}`}function In(n){return[...new Set([...n].map(e=>e.slice(0,e.indexOf("."))))]}function Ke(n,e,r){let t=[];if(e.
fieldsCut.size>0){let a=In(e.fieldsCut);t.push(`${e.fieldsCut.size} ${e.fieldsCut.size===1?"field was":"fields were"} cu\
t to ${w(e.fieldChars??0)} characters (${N(a)})`)}if(e.listsCut.size>0){let a=In(e.listsCut),u=e.entriesKept??0,c=`${e.listsCut.
size} ${e.listsCut.size===1?"list shows":"lists show"}`;t.push(u===0?`${c} none of ${e.listsCut.size===1?"its":"their"} \
entries, only how many there are (${N(a)})`:`${c} ${e.listsCut.size===1?"its":"their"} first ${w(u)} ${u===1?"entry":"en\
tries"} (${N(a)})`)}let s=n.filter((a,u)=>e.keepPlace[u]>=e.sectionsKept);s.length>0&&t.push(`the sections of ${s.length}\
 ${s.length===1?"stage were":"stages were"} left out (${jn(s)})`),!e.flowchart&&n.length>0&&t.push("the diagram was left\
 out");let i=n.filter((a,u)=>e.keepPlace[u]>=e.rowsKept);if(i.length>0&&t.push(`the ${i.length===1?"row":"rows"} of ${i.
length} of ${n.length} stages ${i.length===1?"was":"were"} left out of the table (${jn(i)})`),t.length===0)return null;let o=r.
recordsLocation??r.runUrl??null,l=o?` The full records are in ${o}.`:"";return`> [!NOTE]
> This report was shortened to fit GitHub's ${w(K.commentChars)}-character limit: ${t.join("; ")}.${l}`}export{wn as a,Vn as b,b as c,x as d,be as e,Se as f,et as g};

import{b as Z,o as E}from"./chunk-ELLCTOB7.js";import{d as H}from"./chunk-YBFLPME4.js";import{k as an,p as B,
s as k,t as _}from"./chunk-XWFWV4XT.js";import{A,x as K,y as on,z as ln}from"./chunk-JZBPCCZQ.js";var O=class{#n;#e=new Map;constructor(e){this.#n=e}next(e,t){let r=this.#e.get(e);if(r===void 0){r=[];for(let o=this.#n.
indexOf(e);o>=0;o=this.#n.indexOf(e,o+1))r.push(o);this.#e.set(e,r)}let s=0,i=r.length;for(;s<i;){let o=s+i>>>1;r[o]<t?s=
o+1:i=o}return s<r.length?r[s]:-1}},Dn=/\s/;function X(n){return n!==void 0&&Dn.test(n)}function W(n,e){for(;X(n[e]);)e++;
return e}function z(n,e){for(;n[e]===" "||n[e]==="	";)e++;return e}function J(n,e){for(let t=e+1;t<n.length;t++){let r=n[t];
if(r==="]")return t;if(r!=="[")continue;let s=t+1;for(;s<n.length&&n[s]!=="["&&n[s]!=="]";)s++;if(n[s]!=="]")return-1;t=
s}return-1}function cn(n,e){if(n[e]!=="[")return-1;let t=Math.min(n.length,e+1001);for(let r=e+1;r<t;r++){let s=n[r];if(s===
"]")return r+1;if(s==="["||s===`
`)return-1}return-1}function fn(n,e){let t=Math.min(n.length,e+1001);for(let r=e+1;r<t;r++){let s=n[r];if(s==="]")return r>
e+1?r:-1;if(s==="["||s===`
`||s==="\0")return-1}return-1}function dn(n,e,t){if(n[e]!=="(")return null;let r=W(n,e+1);for(let s of Kn(n,r)){let i=Zn(
n,s,t);if(i>=0)return{url:n.slice(r,s),end:i}}return null}function Kn(n,e){let t=[];if(n[e]==="<"){let r=gn(n,e);r>=0&&t.
push(r+1)}return t.push(Bn(n,e)),t}function gn(n,e){for(let t=e+1;t<n.length;t++){let r=n[t];if(r===">")return t;if(r===
"<"||r===`
`)return-1}return-1}function un(n){return n!==void 0&&n!=="("&&n!==")"&&!X(n)}function Bn(n,e){let t=e;for(;;){for(;un(n[t]);)
t++;if(n[t]!=="(")return t;let r=t+1;for(;un(n[r]);)r++;if(n[r]!==")")return t;t=r+1}}function Zn(n,e,t){let r=W(n,e);if(r>
e){let s=hn(n,r,t);if(s>=0){let i=W(n,s);if(n[i]===")")return i+1}}return n[r]===")"?r+1:-1}function hn(n,e,t){let r=n[e],
s=r==='"'||r==="'"?r:r==="("?")":void 0;if(s===void 0)return-1;let i=t.next(s,e+1);return i<0?-1:i+1}function pn(n,e,t){
let r=e;for(;r<e+3&&n[r]===" ";)r++;if(n[r]!=="[")return null;let s=r+1,i=Math.min(n.length,s+1e3),o=s;for(;o<i&&n[o]!==
"]"&&n[o]!==`
`;)o++;if(n[o]!=="]"||o===s||o-s>999||n[o+1]!==":")return null;let l=mn(n,o+2),a=Hn(n,l);for(let u of a){let f=Wn(n,u,t);
if(f>=0)return{label:n.slice(s,o),url:n.slice(l,u),end:f}}return null}function mn(n,e){let t=z(n,e);return n[t]===`
`?z(n,t+1):t}function Hn(n,e){let t=[];if(n[e]==="<"){let s=gn(n,e);s>=0&&t.push(s+1)}let r=e;for(;r<n.length&&!X(n[r]);)
r++;return r>e&&t.push(r),t}function Wn(n,e,t){let r=hn(n,mn(n,e),t);if(r>=0){let i=z(n,r);if(i===n.length||n[i]===`
`)return i}let s=z(n,e);return s===n.length||n[s]===`
`?s:-1}var Xn=/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0D\uFEFF\uFFA0\uFFF9-\uFFFB\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;
function I(n){return n.replace(/\r\n?|[\u2028\u2029]/g,`
`).replace(Xn,"")}var Jn=new RegExp(be(A),"gi"),Yn=A.replace(/:$/,"").replace(/:/g," ");function U(n){return n.replace(Jn,
`${Yn}: `)}function T(n,e){return Z(n,e.secrets??[]).text}function wn(n,e={}){let t=x(e);return Rn(n,t,r=>{let s=[];for(let i of Qn(
T(I(r),t)))if(i.kind==="code"){let o=s.at(-1);o!==void 0&&!Vn(o)&&s.push(""),s.push(yn(i))}else{let o=U(kn(i.text,{tables:!0,
serverUrl:t.serverUrl}));s.push(ne(o))}return s.join(`
`).replace(/^\n+/,"").trimEnd()},r=>qn(r,t))}function Vn(n){return/^[ \t]*$/.test(n.slice(n.lastIndexOf(`
`)+1))}function qn(n,e={}){let t=T(n,x(e)).split(`
`);return yn({kind:"code",fence:"`",length:3,info:"",indent:0,lines:t})}function b(n,e={}){let t=x(e);return Rn(n,t,r=>{
let s=Sn(T(I(r),t));return U(kn(s,{tables:!1,serverUrl:t.serverUrl})).trim()},r=>C(r,t))}function M(n,e={}){return I(n).
split(`
`).map(r=>b(r,e)).filter(r=>r!=="").join("<br>").replace(/\|/g,"\\|")}function C(n,e={}){let t=x(e),r=U(Sn(T(I(n),t))).trim(),
s="`".repeat(nn(r,"`")+1),i=r.startsWith("`")||r.endsWith("`")||r===""?" ":"";return`${s}${i}${r}${i}${s}`}function Sn(n){
return n.replace(/\s+/g,e=>e.includes(`
`)?" ":e)}function nn(n,e){let t=0,r=0;for(let s=0;s<n.length;s++)r=n[s]===e?r+1:0,r>t&&(t=r);return t}function x(n){return Array.
isArray(n)?{secrets:n}:n}function Rn(n,e,t,r){let s=t(n);for(let i=0;i<4;i++){let o=Z(s,e.secrets??[]);if(o.redactions.length===
0)return s;s=t(o.text)}return r(T(s,e))}function Qn(n){let e=n.split(`
`),t=[],r=[],s=()=>{r.length>0&&t.push({kind:"prose",text:r.join(`
`)}),r=[]};for(let i=0;i<e.length;i++){let o=e[i],l=/^( {0,3})(`{3,}|~{3,})(.*)$/.exec(o);if(!l||l[2][0]==="`"&&l[3].includes(
"`")){r.push(o);continue}s();let a=l[2],u=new RegExp(`^ {0,3}${a[0]==="`"?"`":"~"}{${a.length},}[ \\t]*$`),f=[];for(i++;i<
e.length&&!u.test(e[i]);i++)f.push(e[i]);t.push({kind:"code",fence:a[0]==="`"?"`":"~",length:a.length,info:te(l[3]),indent:l[1].
length,lines:f})}return s(),t}function yn(n){let e=new RegExp(`^ {0,${n.indent}}`),t=U(n.lines.map(s=>s.replace(e,"")).join(
`
`)),r=n.fence.repeat(Math.max(n.length,nn(t,n.fence)+1));return n.lines.length===0?`${r}${n.info}
${r}`:`${r}${n.info}
${t}
${r}`}function ne(n){return n.replace(/^( {0,3})(?=~{3}|`{3,}[^`\n]*$)/gm,"$1\\")}var ee=new Set(["mermaid","geojson","t\
opojson","stl","math"]);function te(n){let e=/^\s*([A-Za-z0-9_+.#-]{1,32})/.exec(n);return e&&!ee.has(e[1].toLowerCase())?
e[1]:""}var V=class{#n=[];#e=new Map;tables;serverUrl;constructor(e,t){this.tables=e,this.serverUrl=t}add(e,t){return this.#n.
push(e),t!==void 0&&this.#e.set(this.#n.length-1,t),`\0${this.#n.length-1}\0`}plain(e){return this.#e.size===0?e:e.replace(
/\u0000(\d+)\u0000/g,(t,r)=>this.#e.get(Number(r))??t)}resolve(e,t=0){let r=[],s="",i=l=>{l!==""&&(r.push(l),s=l[l.length-
1])},o=0;for(let l of e.matchAll(/\u0000(\d+)\u0000/g)){i(e.slice(o,l.index)),o=l.index+l[0].length;let a=this.#n[Number(
l[1])]??"",u=t<16?this.resolve(a,t+1):a.replace(/\u0000/g,"");(/^[`\\]/.test(u)&&(s==="`"||s==="\\")||u.startsWith("[")&&
s==="!")&&i(" "),i(u)}return i(e.slice(o)),r.join("")}},re=/[!-/:-@[-`{-~]/;function kn(n,e){let t=new V(e.tables,e.serverUrl),
r=se(n,t);return r=ie(r),r=oe(r,t),r=En(r,t),t.resolve(L(r,t))}function L(n,e){let t=he(n);return t=me(t,e),$e(t,e)}function se(n,e){
let t=new q(n),r="",s=0;for(;s<n.length;){let i=n[s];if(i==="\\"&&s+1<n.length&&re.test(n[s+1])){let a=n[s+1];a==="`"?r+=
e.add("\\`"):a==="\\"?r+=e.add("\\\\"):"@#<>&[]!".includes(a)?r+=a:r+=`\\${a}`,s+=2;continue}if(i!=="`"){r+=i,s++;continue}
let o=1;for(;n[s+o]==="`";)o++;let l=t.find(s+o,o);l===-1||e.tables&&n.slice(s,l).includes("|")?(r+=e.add("\\`".repeat(o)),
s+=o):(r+=e.add(n.slice(s,l+o)),s=l+o)}return r}var q=class{#n;#e=-1;#t=new Map;constructor(e){this.#n=e}find(e,t){e>this.#e&&
this.#r(e);let r=this.#t.get(t);if(r===void 0)return-1;for(;r.next<r.starts.length&&r.starts[r.next]<e;)r.next++;return r.
next<r.starts.length?r.starts[r.next]:-1}#r(e){let t=this.#n,r=t.indexOf(`
`,e);this.#e=r<0?t.length:r,this.#t=new Map;for(let s=e;s<this.#e;s++){if(t[s]!=="`")continue;let i=s;for(;t[i]==="`";)i++;
let o=this.#t.get(i-s);o?o.starts.push(s):this.#t.set(i-s,{starts:[s],next:0}),s=i}}};function ie(n){let e="",t=0,r=!1,s=n.
indexOf("<!--");for(;s>=0;){let i=r?-1:n.indexOf("-->",s+4);r=i<0;let o=i>=0?i+3:n.startsWith("<!-->",s)?s+5:n.startsWith(
"<!--->",s)?s+6:-1;if(o<0){s=n.indexOf("<!--",s+1);continue}e+=n.slice(t,s),t=o,s=n.indexOf("<!--",t)}return e+n.slice(t)}
function oe(n,e){return n.replace(/<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>\u0000]*)>/g,(t,r)=>{let s=ae(r);return s&&!en(s)?
e.add(`<${s}>`):j(r,e)}).replace(/<([A-Za-z0-9.!#$%&'*+/=?^_{|}~-]+@[A-Za-z0-9.-]+)>/g,"$1")}function Y(n,e){let t="",r=0,
s=n.indexOf("[");for(;s>=0;){let i=s>r&&n[s-1]==="!",o=e(n,s,i);if(o===null){s=n.indexOf("[",s+1);continue}t+=n.slice(r,
i?s-1:s)+o.replacement,r=o.end,s=n.indexOf("[",r)}return t+n.slice(r)}function En(n,e){let t=new Map,r=le(n,t),s=(o,l,a)=>{
let u=a===void 0?null:Cn(a.replace(/^<|>$/g,"")),f=u?An(u):null,d=En(l,e);if(f&&en(f)){let c=j(f,e);return d.trim()===""?
c:`${d} (${c})`}if(o){let c=d.trim()===""?"image":d;if(!u)return c;if(ce(u,e.serverUrl))return e.add(`![${L(c,e)}](${f})`);
let g=e.plain(d.trim()===""?"image":`image: ${d}`);return e.add(`[${L(g,e)}](${f})`,g)}return f?e.add(`[${L(e.plain(d),e)}\
](${f})`):d},i=new O(r);return r=Y(r,(o,l,a)=>{let u=J(o,l),f=u<0?null:dn(o,u+1,i);return f===null?null:{end:f.end,replacement:s(
a,o.slice(l+1,u),f.url)}}),r=Y(r,(o,l,a)=>{let u=J(o,l),f=u<0?-1:cn(o,u+1);if(f<0)return null;let d=o.slice(l+1,u),c=o.slice(
u+2,f-1),g=t.get(Q(c===""?d:c));return{end:f,replacement:g===void 0?o.slice(a?l-1:l,f):s(a,d,g)}}),r=Y(r,(o,l,a)=>{let u=fn(
o,l);if(u<0||"([:".includes(o[u+1]??" "))return null;let f=o.slice(l+1,u),d=t.get(Q(f));return d===void 0?null:{end:u+1,
replacement:s(a,f,d)}}),r}function le(n,e){let t=new O(n),r="",s=0;for(let i=0;i>=0&&i<=n.length;){let o=pn(n,i,t),l=n.indexOf(
`
`,o?o.end:i);if(o){let a=Q(o.label);e.has(a)||e.set(a,o.url.replace(/^<|>$/g,"")),r+=n.slice(s,i),s=o.end}i=l<0?-1:l+1}return r+
n.slice(s)}function Q(n){return n.trim().replace(/\s+/g," ").toLowerCase()}function ae(n){let e=Cn(n);return e&&An(e)}function Cn(n){
if(!/^https:\/\//i.test(n))return null;let e;try{e=new URL(n)}catch{return null}return e.protocol!=="https:"||e.hostname===
""||e.username!==""||e.password!==""?null:e}function An(n){return n.href.replace(/[^A-Za-z0-9\-._~:/?#@!$&'*+,;=%]/g,e=>`\
%${e.charCodeAt(0).toString(16).toUpperCase().padStart(2,"0")}`)}var $n=".githubusercontent.com",ue="camo.githubusercont\
ent.com";function ce(n,e){let t=fe(e);if(t!==null&&n.host===t)return!0;if(n.port!=="")return!1;let r=n.hostname;return r===
"github.com"?!0:r.endsWith($n)&&r!==ue&&!r.slice(0,-$n.length).split(".").includes("")}function fe(n){if(!n)return null;
try{let e=new URL(n).host;return e===""?null:e}catch{return null}}var de=new Set(["issues","pull","pulls","discussions"]);
function en(n){let e=n.indexOf("://"),r=(e<0?n:n.slice(e+3)).split(/[?#]/,1)[0].split("/");for(let s=1;s+1<r.length;s++)
if(de.has(ge(r[s]).toLowerCase())&&/^\d/.test(r[s+1]))return!0;return!1}function ge(n){try{return decodeURIComponent(n)}catch{
return n}}function he(n){return n.replace(/&/g,"&amp;").replace(/</g,"&lt;").replace(/\[/g,"\\[").replace(/\]/g,"\\]")}var pe=`\
?!.,:*_~'"`;function me(n,e){return n.replace(/(?:(?:https?|ftp):\/\/|www\.)[^\s\u0000\\`<]+/gi,(t,r)=>{let s=n[r-1]??"",
i=n[r+t.length]??"",o=!/[A-Za-z0-9]/.test(s)&&(i===""||/\s/.test(i)),l=t.length;for(;l>0&&pe.includes(t[l-1]);)l--;let a=t.
slice(0,l);return o&&/^https:/i.test(t)&&!t.includes("@")&&!en(a)?e.add(t):j(a,e)+t.slice(l)})}var bn=/(?<owner>(?<![A-Za-z0-9_./-])[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+#\d[A-Za-z0-9]*)|(?<number>#\d[A-Za-z0-9]*)|(?<other>@[A-Za-z0-9][A-Za-z0-9_-]*(?:\/[A-Za-z0-9][A-Za-z0-9_.-]*)?|GH-\d[A-Za-z0-9]*)/gi;
function $e(n,e){let t=new RegExp(bn.source,bn.flags),r="",s=0;for(let i=t.exec(n);i!==null;i=t.exec(n)){let o=i.index;if(!(i.
groups.other===void 0||o===s||!/[A-Za-z0-9]/.test(n[o-1]??""))){t.lastIndex=o+1;continue}r+=n.slice(s,o)+j(i[0],e),s=o+i[0].
length}return r+n.slice(s)}function j(n,e){if(e.tables&&n.includes("|"))return n.split("|").map(s=>s===""?"":j(s,e)).join(
e.add("\\|"));let t="`".repeat(nn(n,"`")+1),r=n.startsWith("`")||n.endsWith("`")?" ":"";return e.add(`${t}${r}${n}${r}${t}`)}
function be(n){return n.replace(/[.*+?^${}()|[\]\\]/g,"\\$&")}var we="default",_n=160,Se=512;function Re(n,e=we){return`<!-- ${A}${On(n)}:${On(e)} -->`}function On(n){return encodeURIComponent(
n).replace(/[!'()*]/g,Mn).replace(/-(?=-)/g,"%2D")}function Mn(n){return`%${n.charCodeAt(0).toString(16).toUpperCase().padStart(
2,"0")}`}function ye(n){let e=0;for(let t=n.indexOf(`
`);t!==-1;t=n.indexOf(`
`,t+1))e++;return n.length+e}var ke=5e4;function rt(n,e={}){let t=_e(n),r=e.maxLength??K.commentChars-Se,s=t.length,i=(c,g=null,h=s,p=!0,$=s)=>{
let m=Le(t,e,{fieldChars:c,fieldsCut:new Set,entriesKept:g,listsCut:new Set,sectionsKept:h,flowchart:p,rowsKept:$});return{
text:m,ok:ye(m)<=r}},o=i(null);if(o.ok)return o.text;let l=64,a=(c,g,h)=>{let p={value:c,...h(c)};if(!p.ok)return null;for(;g-
c>Math.max(0,g>>6);){let $=Math.ceil((c+g)/2),m=h($);m.ok?(c=$,p={value:$,...m}):g=$-1}return p},u=Math.max(l,Ce(t)),f=a(
l,u,c=>i(c));if(f)return f.text;let d=a(0,Ae(t),c=>i(l,c));return d?a(l,u,c=>i(c,d.value))?.text??d.text:a(0,s,c=>i(l,0,
c))?.text??a(0,s,c=>i(l,0,0,!1,c))?.text??i(l,0,0,!1,0).text}function Ee(n){let e=n.handoff;return[e?.summary,e?.detail,
e?.failure?.reason,e?.next?.reason,n.record.outcome.message,...xn(n).flat()]}function Ce(n){let e=0;for(let{latest:t}of n)
for(let r of Ee(t))e=Math.max(e,r?.length??0);return e}function Ae(n){let e=0;for(let{latest:t}of n)for(let r of xn(t))e=
Math.max(e,r.length);return e}function xn(n){let e=n.handoff;return[...Fn(n).map(([,,t])=>t),Object.values(e?.data??{}),
(e?.artifacts??[]).map(t=>t.description),n.record.problems.map(t=>t.message)]}function Fn(n){let e=n.handoff;return[["fa\
ilure.blockers","Blockers",e?.failure?.blockers],["failure.questions","Questions",e?.failure?.questions],["expectations.\
deliverables","Deliverables",e?.expectations?.deliverables],["expectations.acceptance","Acceptance",e?.expectations?.acceptance],
["expectations.constraints","Constraints",e?.expectations?.constraints]].filter(r=>(r[2]?.length??0)>0)}function _e(n){let e=new Map;
for(let r of n){let s=e.get(r.record.stage)??[];s.push(r),e.set(r.record.stage,s)}let t=[...e.entries()].map(([r,s])=>{let i=[
...s].sort((o,l)=>B(k(o.record),k(l.record)));return{stage:r,latest:i[i.length-1],earlier:i.slice(0,-1),keepPlace:0}});return t.
sort((r,s)=>r.latest.record.hop-s.latest.record.hop||E(Tn(r),Tn(s))||E(r.stage,s.stage)),je(t),t}function Oe(n,e){if(n.run.
attempt===1)return e>1?`attempt ${n.attempt} of ${e}`:"";let t=_(k(n));return e>1?`${t}, ${e} attempts`:t}function Tn(n){
return(n.earlier[0]??n.latest).record.agent.started_at}var G={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\
\u274C",cancelled:"\u{1F6AB}"},Te={...G,running:"\u23F3",interrupted:"\u26A0\uFE0F"},rn=["failure","cancelled","blocked",
"partial","success"],jn=["failure","blocked","cancelled","partial","success"];function je(n){let e=t=>t.outcome.reason===
"skipped"?jn.length:jn.indexOf(R(t));n.map((t,r)=>({group:t,index:r,rank:e(t.latest.record)})).sort((t,r)=>t.rank-r.rank||
t.index-r.index).forEach(({group:t},r)=>{t.keepPlace=r})}function zn(n,e){return n.filter(t=>t.keepPlace>=e)}function R(n){
return an(n.status,n.outcome.reason)}function vn(n,e){let t=R(n),r=n.outcome.reason==="completed"||t==="cancelled"?"":` ${e(
n.outcome.reason)}`;return`${G[t]} ${t}${r}`}function ze(n){let e=null;for(let{latest:t}of n){let r=R(t.record);(e===null||
rn.indexOf(r)<rn.indexOf(e))&&(e=r)}return e}function Le(n,e,t){let r=e.workflow??n[0]?.latest.record.run.workflow??"wor\
kflow",s=n[0]?.latest.record.run,i=[Re(r,e.key)],o=e.cancelled||e.run?.status==="cancelled"?"cancelled":ze(n),l=e.run?.status===
"failure"&&o!=="failure",a=e.run?.status==="running"||e.run?.status==="interrupted"?e.run.status:l?"failure":o??e.run?.status??
null,u=b(r,e)||"workflow";if(i.push(a===null?`## baton report \xB7 ${u}`:`## ${Te[a]} baton report \xB7 ${u} \xB7 ${a}`),
i.push(Me(n,e.runId??s?.id??null,e)),l&&e.run&&e.run.failedJobs.length>0){let g=e.run.failedJobs.map(h=>C(h,e));i.push(`\
The run failed: ${g.length===1?"job":"jobs"} ${g.join(", ")} failed.`)}let f=Ie(e);f!==null&&i.push(f);let d=Ue(e);if(n.
length===0)i.push("No baton records were found for this run. A stage that failed before it recorded (an input it refused\
, say) leaves none: its job\u2019s log says why."),d&&i.push(d);else{i.push(ve(n,e,t)),d&&i.push(d);let g=t.flowchart?Ge(
n):"";g!==""&&g.length<=ke?i.push(g):t.flowchart=!1;for(let h of n)h.keepPlace<t.sectionsKept&&i.push(Ke(h,e,t))}let c=Ze(
n,t,e);return c&&i.push(c),i.push("<sub>Built by baton from the stage records; agent text is shown as data, sanitised.</\
sub>"),`${i.join(`

`)}
`}function Ie(n){let e=n.run;if(e?.status!=="running"&&e?.status!=="interrupted")return null;let t=i=>`${i.length===1?"j\
ob":"jobs"} ${i.map(o=>C(o,n)).join(", ")}`,r=e.unfinishedJobs??[],s=[...e.failedJobs.length===0?[]:[`${t(e.failedJobs)}\
 failed`],...r.length===0?[]:[e.status==="running"?`${t(r)} ${r.length===1?"is":"are"} running`:`${t(r)} did not finish`]];
return s.length===0?null:`${e.status==="running"?"The run is still going":"The run was interrupted"}: ${s.join("; ")}.`}
function Ue(n){let e=[...n.unreadable??[]].sort((s,i)=>E(s.stage,i.stage)||B(s,i));if(e.length===0)return null;let t=e.slice(
0,20).map(s=>`> - ${C(y(s.stage))} ${_(s)}: ${b(s.reason,n)}`);return e.length>t.length&&t.push(`> - and ${e.length-t.length}\
 more`),["> [!WARNING]",`> ${`${e.length} ${e.length===1?"record":"records"}`} of this run could not be read and ${e.length===
1?"is":"are"} not in this report:`,...t].join(`
`)}function Me(n,e,t){let r=n.reduce((a,u)=>a+1+u.earlier.length,0),s=Pn(n),i=`${n.length} ${n.length===1?"stage":"stage\
s"}`,o=r>n.length?` in ${r} attempts`:"",l=Fe(e,t);return[`${i}${o}${s.length?` (${s.join(", ")})`:""}`,xe(n),l].filter(
Boolean).join(" \xB7 ")}function xe(n){let e=0,t=0,r=0,s=!1,i=!1;for(let l of n)for(let{record:a}of[...l.earlier,l.latest]){
let u=a.agent.usage;u&&((u.input_tokens!==void 0||u.output_tokens!==void 0)&&(s=!0),e+=u.input_tokens??0,t+=u.output_tokens??
0,u.cost_usd!==void 0&&(i=!0,r+=u.cost_usd))}let o=[];return s&&o.push(`${w(e)} tokens in, ${w(t)} out`),i&&o.push(Nn(r)),
o.join(", ")}function Pn(n){let e=new Map;for(let{latest:t}of n){let r=R(t.record);e.set(r,(e.get(r)??0)+1)}return rn.filter(
t=>e.has(t)).map(t=>`${e.get(t)} ${t}`)}function Fe(n,e){let t=n===null?"the run":`run ${b(n)}`;return e.runUrl?`[View ${t}\
](${e.runUrl})`:n===null?"":`local ${t}`}function ve(n,e,t){let r=n.some(({latest:u})=>Ln(u)!==null),s=n.some(({latest:u})=>u.
record.agent.usage?.cost_usd!==void 0),i=["Stage","Status","Summary","Duration"];r&&i.push("Tokens"),s&&i.push("Cost");let o=[
`| ${i.join(" | ")} |`,`|${i.map(()=>"---").join("|")}|`],l=0,a=()=>{l>0&&o.push(`| \u2026 | ${l} more ${l===1?"stage":"\
stages"} |${" |".repeat(i.length-2)}`),l=0};for(let u of n){if(u.keepPlace>=t.rowsKept){l++;continue}a();let{record:f,handoff:d}=u.
latest,c=[`\`${y(f.stage)}\``,Pe(u),d?M(Ne(d.summary,t.fieldChars),e)||"\u2014":"_no handoff_",De(u)];if(r&&c.push(Ln(u.
latest)??"\u2014"),s){let g=f.agent.usage?.cost_usd;c.push(g===void 0?"\u2014":Nn(g))}o.push(`| ${c.join(" | ")} |`)}return a(),
o.join(`
`)}function Pe(n){let{record:e}=n.latest,t=[vn(e,s=>`(${s})`)],r=n.earlier.length+1;return r>1&&t.push(`\xB7 ${_(k(e))},\
 ${r} attempts`),t.join(" ")}function Ne(n,e){let t=Math.min(_n,e??_n),s=(n.split(/\r?\n/).find(i=>i.trim()!=="")??"").trim();
return s.length>t?`${H(s,t-1)}\u2026`:s}function Ln(n){let e=n.record.agent.usage;if(!e||e.input_tokens===void 0&&e.output_tokens===
void 0)return null;let t=[];return e.input_tokens!==void 0&&t.push(`${w(e.input_tokens)} in`),e.output_tokens!==void 0&&
t.push(`${w(e.output_tokens)} out`),t.join(" / ")}function w(n){return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g,
",")}function Nn(n){return n>=1?`$${n.toFixed(2)}`:`$${n.toFixed(4)}`}function N(n){if(n<1e3)return`${n} ms`;let e=n/1e3;
if(e<60)return`${e.toFixed(1)} s`;let t=Math.round(e),r=Math.floor(t/3600),s=Math.floor(t%3600/60),i=t%60;return r>0?`${r}\
 h ${String(s).padStart(2,"0")} min`:`${s} min ${String(i).padStart(2,"0")} s`}function Ge(n){let e=new Map,t=l=>{let a=e.
get(l);return a===void 0&&(a=`s${e.size}`,e.set(l,a)),a};for(let l of n)t(l.stage);let r=new Set,s=[];for(let{stage:l,latest:a}of n){
let u=[...new Set(a.record.lineage.map(f=>f.stage))].sort(E);for(let f of u)r.add(`${t(f)} --> ${t(l)}`)}for(let{stage:l,
latest:a}of n){let u=a.handoff?.next?.stage;u!==void 0&&r.add(`${t(l)} -.->|next| ${t(u)}`)}for(let[l,a]of e){let u=n.find(
p=>p.stage===l);if(!u){s.push(`  ${a}["${F(y(l))}<br/>${F("no stage record")}"]:::absent`);continue}let{record:f}=u.latest,
d=u.earlier.length+1,c=R(f),g=`${G[c]} ${c}${d>1?` \xD7${d}`:""}`,h=c==="failure"||c==="blocked"?`:::${c}`:"";s.push(`  ${a}\
["${F(y(l))}<br/>${F(g)}"]${h}`)}for(let l of r)s.push(`  ${l}`);let i=l=>s.some(a=>a.endsWith(`:::${l}`)),o=[i("failure")?
"  classDef failure fill:#ffebe9,stroke:#cf222e,color:#1f2328":"",i("blocked")?"  classDef blocked fill:#fff8c5,stroke:#\
9a6700,color:#1f2328":"",i("absent")?"  classDef absent fill:#f6f8fa,stroke:#8c959f,stroke-dasharray:3 3,color:#59636e":
""].filter(Boolean);return["```mermaid","flowchart LR",...s,...o,"```"].join(`
`)}function F(n){let e="";for(let t of n)e+=/[A-Za-z0-9 _.,:/()-]/.test(t)?t:`#${t.codePointAt(0)};`;return e}function De(n){
let e=N(n.latest.record.agent.duration_ms);if(n.earlier.length===0)return e;let t=[n.latest,...n.earlier].reduce((r,s)=>r+
s.record.agent.duration_ms,0);return`${e} (${N(t)} in ${n.earlier.length+1} attempts)`}function Ke(n,e,t){let{record:r,handoff:s}=n.
latest,i=n.earlier.length+1,o=(d,c)=>wn(S(n.stage,d,c,t),e),l=[`${G[R(r)]} <b>${y(r.stage)}</b>`,R(r),N(r.agent.duration_ms),
Oe(r,i)].filter(Boolean).join(" \xB7 "),a=[];if(r.outcome.reason!=="completed"){let d=r.outcome.message?`: ${b(S(n.stage,
"outcome",r.outcome.message,t),e)}`:"";a.push(`**Outcome:** \`${r.outcome.reason}\`${d}`)}if(s===null)a.push("_No handof\
f was captured for this attempt._");else{a.push("**Summary**",o("summary",s.summary)||"\u2014");let d=Object.entries(s.data??
{}).sort(([h],[p])=>E(h,p));if(d.length>0){let{shown:h,more:p}=v(n.stage,"data",d,t),$=h.map(([m,D])=>`| ${ln.test(m)?`\`${m}\
\``:M(m)} | ${M(S(n.stage,`data.${m}`,D,t),e)||"\u2014"} |`);p>0&&$.push(`| \u2026 | ${w(p)} more ${p===1?"key":"keys"} \
|`),a.push(["**Data**","","| Key | Value |","|---|---|",...$].join(`
`))}let c=h=>Fn(n.latest).filter(([p])=>p.startsWith(`${h}.`)).map(([p,$,m])=>Be(n.stage,p,$,m,t,e));s.failure&&(a.push(
`**Failure:** ${b(S(n.stage,"failure",s.failure.reason,t),e)}`),a.push(...c("failure")));let g=c("expectations");if(g.length>
0&&a.push(["**Expectations** for the next stage",...g].join(`

`)),s.next){let h=s.next.reason?` \u2014 ${b(S(n.stage,"next.reason",s.next.reason,t),e)}`:"";a.push(`**Next:** \`${y(s.
next.stage)}\`${h}`)}if(s.artifacts?.length){let{shown:h,more:p}=v(n.stage,"artifacts",s.artifacts,t),$=h.map((m,D)=>{let Gn=m.
description?` \u2014 ${b(S(n.stage,`artifacts.${D}`,m.description,t),e)}`:"";return`- ${tn(m.path,e)}${Gn}`});a.push(["*\
*Artifacts**","",...$,...sn(p)].join(`
`))}e.includeDetail&&s.detail&&a.push("**Detail**",o("detail",s.detail)||"\u2014")}let u=r.problems;if(u.length>0){let{shown:d,
more:c}=v(n.stage,"problems",u,t),g=d.map((h,p)=>`- ${h.severity==="error"?"\u274C":"\u26A0\uFE0F"} ${tn(h.code)} ${tn(h.
path)}: ${b(S(n.stage,`problems.${p}`,h.message,t),e)}`);a.push(["**Problems**","",...g,...sn(c)].join(`
`))}if(n.earlier.length>0){let d=n.earlier.map(({record:c})=>`- ${_(k(c))}: ${vn(c,g=>`(\`${g}\`)`)}, ${N(c.agent.duration_ms)}`);
a.push(["**Earlier attempts**","",...d].join(`
`))}return[r.status==="failure"||r.status==="blocked"?"<details open>":"<details>",`<summary>${l}</summary>`,"",a.join(`\


`),"","</details>"].join(`
`)}function Be(n,e,t,r,s,i){let{shown:o,more:l}=v(n,e,r,s),a=o.map((u,f)=>`- ${b(S(n,`${e}.${f}`,u,s),i)||"\u2014"}`);return`${t}\
:

${[...a,...sn(l)].join(`
`)}`}function v(n,e,t,r){return r.entriesKept===null||t.length<=r.entriesKept?{shown:t,more:0}:(r.listsCut.add(`${n}.${e}`),
{shown:t.slice(0,r.entriesKept),more:t.length-r.entriesKept})}function sn(n){return n>0?[`- \u2026 ${w(n)} more`]:[]}function tn(n,e={}){
return C(n,e)}function y(n){return on.test(n)?n:encodeURIComponent(n).replace(/[!'()*]/g,Mn)}function S(n,e,t,r){if(r.fieldChars===
null||t.length<=r.fieldChars)return t;r.fieldsCut.add(`${n}.${e}`);let s=H(t,r.fieldChars);return`${s}

\u2026 (${w(t.length-s.length)} more characters cut)`}function P(n){let e=n.slice(0,10).map(t=>`\`${y(t)}\``);return n.length>
e.length?`${e.join(", ")} and ${n.length-e.length} more`:e.join(", ")}function In(n){return`${Pn(n).join(", ")}: ${P(n.map(
e=>e.stage))}`}function Un(n){return[...new Set([...n].map(e=>e.slice(0,e.indexOf("."))))]}function Ze(n,e,t){let r=[];if(e.
fieldsCut.size>0){let a=Un(e.fieldsCut);r.push(`${e.fieldsCut.size} ${e.fieldsCut.size===1?"field was":"fields were"} cu\
t to ${w(e.fieldChars??0)} characters (${P(a)})`)}if(e.listsCut.size>0){let a=Un(e.listsCut),u=e.entriesKept??0,f=`${e.listsCut.
size} ${e.listsCut.size===1?"list shows":"lists show"}`;r.push(u===0?`${f} none of ${e.listsCut.size===1?"its":"their"} \
entries, only how many there are (${P(a)})`:`${f} ${e.listsCut.size===1?"its":"their"} first ${w(u)} ${u===1?"entry":"en\
tries"} (${P(a)})`)}let s=zn(n,e.sectionsKept);s.length>0&&r.push(`the sections of ${s.length} ${s.length===1?"stage wer\
e":"stages were"} left out (${In(s)})`),!e.flowchart&&n.length>0&&r.push("the diagram was left out");let i=zn(n,e.rowsKept);
if(i.length>0&&r.push(`the ${i.length===1?"row":"rows"} of ${i.length} of ${n.length} stages ${i.length===1?"was":"were"}\
 left out of the table (${In(i)})`),r.length===0)return null;let o=t.recordsLocation??t.runUrl??null,l=o?` The full reco\
rds are in ${o}.`:"";return`> [!NOTE]
> This report was shortened to fit GitHub's ${w(K.commentChars)}-character limit: ${r.join("; ")}.${l}`}export{wn as a,qn as b,b as c,M as d,we as e,Re as f,rt as g};

import{b as Z,o as E}from"./chunk-RWP7FG45.js";import{f as H}from"./chunk-EEGIKDNE.js";import{k as an,p as B,
s as k,t as _}from"./chunk-PNZ5KYMB.js";import{A,x as K,y as on,z as ln}from"./chunk-JZBPCCZQ.js";var O=class{#n;#e=new Map;constructor(e){this.#n=e}next(e,r){let t=this.#e.get(e);if(t===void 0){t=[];for(let o=this.#n.
indexOf(e);o>=0;o=this.#n.indexOf(e,o+1))t.push(o);this.#e.set(e,t)}let s=0,i=t.length;for(;s<i;){let o=s+i>>>1;t[o]<r?s=
o+1:i=o}return s<t.length?t[s]:-1}},Dn=/\s/;function X(n){return n!==void 0&&Dn.test(n)}function W(n,e){for(;X(n[e]);)e++;
return e}function z(n,e){for(;n[e]===" "||n[e]==="	";)e++;return e}function J(n,e){for(let r=e+1;r<n.length;r++){let t=n[r];
if(t==="]")return r;if(t!=="[")continue;let s=r+1;for(;s<n.length&&n[s]!=="["&&n[s]!=="]";)s++;if(n[s]!=="]")return-1;r=
s}return-1}function cn(n,e){if(n[e]!=="[")return-1;let r=Math.min(n.length,e+1001);for(let t=e+1;t<r;t++){let s=n[t];if(s===
"]")return t+1;if(s==="["||s===`
`)return-1}return-1}function fn(n,e){let r=Math.min(n.length,e+1001);for(let t=e+1;t<r;t++){let s=n[t];if(s==="]")return t>
e+1?t:-1;if(s==="["||s===`
`||s==="\0")return-1}return-1}function dn(n,e,r){if(n[e]!=="(")return null;let t=W(n,e+1);for(let s of Kn(n,t)){let i=Zn(
n,s,r);if(i>=0)return{url:n.slice(t,s),end:i}}return null}function Kn(n,e){let r=[];if(n[e]==="<"){let t=gn(n,e);t>=0&&r.
push(t+1)}return r.push(Bn(n,e)),r}function gn(n,e){for(let r=e+1;r<n.length;r++){let t=n[r];if(t===">")return r;if(t===
"<"||t===`
`)return-1}return-1}function un(n){return n!==void 0&&n!=="("&&n!==")"&&!X(n)}function Bn(n,e){let r=e;for(;;){for(;un(n[r]);)
r++;if(n[r]!=="(")return r;let t=r+1;for(;un(n[t]);)t++;if(n[t]!==")")return r;r=t+1}}function Zn(n,e,r){let t=W(n,e);if(t>
e){let s=hn(n,t,r);if(s>=0){let i=W(n,s);if(n[i]===")")return i+1}}return n[t]===")"?t+1:-1}function hn(n,e,r){let t=n[e],
s=t==='"'||t==="'"?t:t==="("?")":void 0;if(s===void 0)return-1;let i=r.next(s,e+1);return i<0?-1:i+1}function pn(n,e,r){
let t=e;for(;t<e+3&&n[t]===" ";)t++;if(n[t]!=="[")return null;let s=t+1,i=Math.min(n.length,s+1e3),o=s;for(;o<i&&n[o]!==
"]"&&n[o]!==`
`;)o++;if(n[o]!=="]"||o===s||o-s>999||n[o+1]!==":")return null;let a=mn(n,o+2),l=Hn(n,a);for(let u of l){let c=Wn(n,u,r);
if(c>=0)return{label:n.slice(s,o),url:n.slice(a,u),end:c}}return null}function mn(n,e){let r=z(n,e);return n[r]===`
`?z(n,r+1):r}function Hn(n,e){let r=[];if(n[e]==="<"){let s=gn(n,e);s>=0&&r.push(s+1)}let t=e;for(;t<n.length&&!X(n[t]);)
t++;return t>e&&r.push(t),r}function Wn(n,e,r){let t=hn(n,mn(n,e),r);if(t>=0){let i=z(n,t);if(i===n.length||n[i]===`
`)return i}let s=z(n,e);return s===n.length||n[s]===`
`?s:-1}var Xn=/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0D\uFEFF\uFFA0\uFFF9-\uFFFB\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;
function L(n){return n.replace(/\r\n?|[\u2028\u2029]/g,`
`).replace(Xn,"")}var Jn=new RegExp(be(A),"gi"),Yn=A.replace(/:$/,"").replace(/:/g," ");function I(n){return n.replace(Jn,
`${Yn}: `)}function T(n,e){return Z(n,e.secrets??[]).text}function wn(n,e={}){let r=x(e);return Rn(n,r,t=>{let s=[];for(let i of Qn(
T(L(t),r)))if(i.kind==="code"){let o=s.at(-1);o!==void 0&&!Vn(o)&&s.push(""),s.push(yn(i))}else{let o=I(kn(i.text,{tables:!0,
serverUrl:r.serverUrl}));s.push(ne(o))}return s.join(`
`).replace(/^\n+/,"").trimEnd()},t=>qn(t,r))}function Vn(n){return/^[ \t]*$/.test(n.slice(n.lastIndexOf(`
`)+1))}function qn(n,e={}){let r=T(n,x(e)).split(`
`);return yn({kind:"code",fence:"`",length:3,info:"",indent:0,lines:r})}function b(n,e={}){let r=x(e);return Rn(n,r,t=>{
let s=Sn(T(L(t),r));return I(kn(s,{tables:!1,serverUrl:r.serverUrl})).trim()},t=>C(t,r))}function M(n,e={}){return L(n).
split(`
`).map(t=>b(t,e)).filter(t=>t!=="").join("<br>").replace(/\|/g,"\\|")}function C(n,e={}){let r=x(e),t=I(Sn(T(L(n),r))).trim(),
s="`".repeat(nn(t,"`")+1),i=t.startsWith("`")||t.endsWith("`")||t===""?" ":"";return`${s}${i}${t}${i}${s}`}function Sn(n){
return n.replace(/\s+/g,e=>e.includes(`
`)?" ":e)}function nn(n,e){let r=0,t=0;for(let s=0;s<n.length;s++)t=n[s]===e?t+1:0,t>r&&(r=t);return r}function x(n){return Array.
isArray(n)?{secrets:n}:n}function Rn(n,e,r,t){let s=r(n);for(let i=0;i<4;i++){let o=Z(s,e.secrets??[]);if(o.redactions.length===
0)return s;s=r(o.text)}return t(T(s,e))}function Qn(n){let e=n.split(`
`),r=[],t=[],s=()=>{t.length>0&&r.push({kind:"prose",text:t.join(`
`)}),t=[]};for(let i=0;i<e.length;i++){let o=e[i],a=/^( {0,3})(`{3,}|~{3,})(.*)$/.exec(o);if(!a||a[2][0]==="`"&&a[3].includes(
"`")){t.push(o);continue}s();let l=a[2],u=new RegExp(`^ {0,3}${l[0]==="`"?"`":"~"}{${l.length},}[ \\t]*$`),c=[];for(i++;i<
e.length&&!u.test(e[i]);i++)c.push(e[i]);r.push({kind:"code",fence:l[0]==="`"?"`":"~",length:l.length,info:te(a[3]),indent:a[1].
length,lines:c})}return s(),r}function yn(n){let e=new RegExp(`^ {0,${n.indent}}`),r=I(n.lines.map(s=>s.replace(e,"")).join(
`
`)),t=n.fence.repeat(Math.max(n.length,nn(r,n.fence)+1));return n.lines.length===0?`${t}${n.info}
${t}`:`${t}${n.info}
${r}
${t}`}function ne(n){return n.replace(/^( {0,3})(?=~{3}|`{3,}[^`\n]*$)/gm,"$1\\")}var ee=new Set(["mermaid","geojson","t\
opojson","stl","math"]);function te(n){let e=/^\s*([A-Za-z0-9_+.#-]{1,32})/.exec(n);return e&&!ee.has(e[1].toLowerCase())?
e[1]:""}var V=class{#n=[];#e=new Map;tables;serverUrl;constructor(e,r){this.tables=e,this.serverUrl=r}add(e,r){return this.#n.
push(e),r!==void 0&&this.#e.set(this.#n.length-1,r),`\0${this.#n.length-1}\0`}plain(e){return this.#e.size===0?e:e.replace(
/\u0000(\d+)\u0000/g,(r,t)=>this.#e.get(Number(t))??r)}resolve(e,r=0){let t=[],s="",i=a=>{a!==""&&(t.push(a),s=a[a.length-
1])},o=0;for(let a of e.matchAll(/\u0000(\d+)\u0000/g)){i(e.slice(o,a.index)),o=a.index+a[0].length;let l=this.#n[Number(
a[1])]??"",u=r<16?this.resolve(l,r+1):l.replace(/\u0000/g,"");(/^[`\\]/.test(u)&&(s==="`"||s==="\\")||u.startsWith("[")&&
s==="!")&&i(" "),i(u)}return i(e.slice(o)),t.join("")}},re=/[!-/:-@[-`{-~]/;function kn(n,e){let r=new V(e.tables,e.serverUrl),
t=se(n,r);return t=ie(t),t=oe(t,r),t=En(t,r),r.resolve(U(t,r))}function U(n,e){let r=he(n);return r=me(r,e),$e(r,e)}function se(n,e){
let r=new q(n),t="",s=0;for(;s<n.length;){let i=n[s];if(i==="\\"&&s+1<n.length&&re.test(n[s+1])){let l=n[s+1];l==="`"?t+=
e.add("\\`"):l==="\\"?t+=e.add("\\\\"):"@#<>&[]!".includes(l)?t+=l:t+=`\\${l}`,s+=2;continue}if(i!=="`"){t+=i,s++;continue}
let o=1;for(;n[s+o]==="`";)o++;let a=r.find(s+o,o);a===-1||e.tables&&n.slice(s,a).includes("|")?(t+=e.add("\\`".repeat(o)),
s+=o):(t+=e.add(n.slice(s,a+o)),s=a+o)}return t}var q=class{#n;#e=-1;#t=new Map;constructor(e){this.#n=e}find(e,r){e>this.#e&&
this.#r(e);let t=this.#t.get(r);if(t===void 0)return-1;for(;t.next<t.starts.length&&t.starts[t.next]<e;)t.next++;return t.
next<t.starts.length?t.starts[t.next]:-1}#r(e){let r=this.#n,t=r.indexOf(`
`,e);this.#e=t<0?r.length:t,this.#t=new Map;for(let s=e;s<this.#e;s++){if(r[s]!=="`")continue;let i=s;for(;r[i]==="`";)i++;
let o=this.#t.get(i-s);o?o.starts.push(s):this.#t.set(i-s,{starts:[s],next:0}),s=i}}};function ie(n){let e="",r=0,t=!1,s=n.
indexOf("<!--");for(;s>=0;){let i=t?-1:n.indexOf("-->",s+4);t=i<0;let o=i>=0?i+3:n.startsWith("<!-->",s)?s+5:n.startsWith(
"<!--->",s)?s+6:-1;if(o<0){s=n.indexOf("<!--",s+1);continue}e+=n.slice(r,s),r=o,s=n.indexOf("<!--",r)}return e+n.slice(r)}
function oe(n,e){return n.replace(/<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>\u0000]*)>/g,(r,t)=>{let s=ae(t);return s&&!en(s)?
e.add(`<${s}>`):j(t,e)}).replace(/<([A-Za-z0-9.!#$%&'*+/=?^_{|}~-]+@[A-Za-z0-9.-]+)>/g,"$1")}function Y(n,e){let r="",t=0,
s=n.indexOf("[");for(;s>=0;){let i=s>t&&n[s-1]==="!",o=e(n,s,i);if(o===null){s=n.indexOf("[",s+1);continue}r+=n.slice(t,
i?s-1:s)+o.replacement,t=o.end,s=n.indexOf("[",t)}return r+n.slice(t)}function En(n,e){let r=new Map,t=le(n,r),s=(o,a,l)=>{
let u=l===void 0?null:Cn(l.replace(/^<|>$/g,"")),c=u?An(u):null,d=En(a,e);if(c&&en(c)){let f=j(c,e);return d.trim()===""?
f:`${d} (${f})`}if(o){let f=d.trim()===""?"image":d;if(!u)return f;if(ce(u,e.serverUrl))return e.add(`![${U(f,e)}](${c})`);
let g=e.plain(d.trim()===""?"image":`image: ${d}`);return e.add(`[${U(g,e)}](${c})`,g)}return c?e.add(`[${U(e.plain(d),e)}\
](${c})`):d},i=new O(t);return t=Y(t,(o,a,l)=>{let u=J(o,a),c=u<0?null:dn(o,u+1,i);return c===null?null:{end:c.end,replacement:s(
l,o.slice(a+1,u),c.url)}}),t=Y(t,(o,a,l)=>{let u=J(o,a),c=u<0?-1:cn(o,u+1);if(c<0)return null;let d=o.slice(a+1,u),f=o.slice(
u+2,c-1),g=r.get(Q(f===""?d:f));return{end:c,replacement:g===void 0?o.slice(l?a-1:a,c):s(l,d,g)}}),t=Y(t,(o,a,l)=>{let u=fn(
o,a);if(u<0||"([:".includes(o[u+1]??" "))return null;let c=o.slice(a+1,u),d=r.get(Q(c));return d===void 0?null:{end:u+1,
replacement:s(l,c,d)}}),t}function le(n,e){let r=new O(n),t="",s=0;for(let i=0;i>=0&&i<=n.length;){let o=pn(n,i,r),a=n.indexOf(
`
`,o?o.end:i);if(o){let l=Q(o.label);e.has(l)||e.set(l,o.url.replace(/^<|>$/g,"")),t+=n.slice(s,i),s=o.end}i=a<0?-1:a+1}return t+
n.slice(s)}function Q(n){return n.trim().replace(/\s+/g," ").toLowerCase()}function ae(n){let e=Cn(n);return e&&An(e)}function Cn(n){
if(!/^https:\/\//i.test(n))return null;let e;try{e=new URL(n)}catch{return null}return e.protocol!=="https:"||e.hostname===
""||e.username!==""||e.password!==""?null:e}function An(n){return n.href.replace(/[^A-Za-z0-9\-._~:/?#@!$&'*+,;=%]/g,e=>`\
%${e.charCodeAt(0).toString(16).toUpperCase().padStart(2,"0")}`)}var $n=".githubusercontent.com",ue="camo.githubusercont\
ent.com";function ce(n,e){let r=fe(e);if(r!==null&&n.host===r)return!0;if(n.port!=="")return!1;let t=n.hostname;return t===
"github.com"?!0:t.endsWith($n)&&t!==ue&&!t.slice(0,-$n.length).split(".").includes("")}function fe(n){if(!n)return null;
try{let e=new URL(n).host;return e===""?null:e}catch{return null}}var de=new Set(["issues","pull","pulls","discussions"]);
function en(n){let e=n.indexOf("://"),t=(e<0?n:n.slice(e+3)).split(/[?#]/,1)[0].split("/");for(let s=1;s+1<t.length;s++)
if(de.has(ge(t[s]).toLowerCase())&&/^\d/.test(t[s+1]))return!0;return!1}function ge(n){try{return decodeURIComponent(n)}catch{
return n}}function he(n){return n.replace(/&/g,"&amp;").replace(/</g,"&lt;").replace(/\[/g,"\\[").replace(/\]/g,"\\]")}var pe=`\
?!.,:*_~'"`;function me(n,e){return n.replace(/(?:(?:https?|ftp):\/\/|www\.)[^\s\u0000\\`<]+/gi,(r,t)=>{let s=n[t-1]??"",
i=n[t+r.length]??"",o=!/[A-Za-z0-9]/.test(s)&&(i===""||/\s/.test(i)),a=r.length;for(;a>0&&pe.includes(r[a-1]);)a--;let l=r.
slice(0,a);return o&&/^https:/i.test(r)&&!r.includes("@")&&!en(l)?e.add(r):j(l,e)+r.slice(a)})}var bn=/(?<owner>(?<![A-Za-z0-9_./-])[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+#\d[A-Za-z0-9]*)|(?<number>#\d[A-Za-z0-9]*)|(?<other>@[A-Za-z0-9][A-Za-z0-9_-]*(?:\/[A-Za-z0-9][A-Za-z0-9_.-]*)?|GH-\d[A-Za-z0-9]*)/gi;
function $e(n,e){let r=new RegExp(bn.source,bn.flags),t="",s=0;for(let i=r.exec(n);i!==null;i=r.exec(n)){let o=i.index;if(!(i.
groups.other===void 0||o===s||!/[A-Za-z0-9]/.test(n[o-1]??""))){r.lastIndex=o+1;continue}t+=n.slice(s,o)+j(i[0],e),s=o+i[0].
length}return t+n.slice(s)}function j(n,e){if(e.tables&&n.includes("|"))return n.split("|").map(s=>s===""?"":j(s,e)).join(
e.add("\\|"));let r="`".repeat(nn(n,"`")+1),t=n.startsWith("`")||n.endsWith("`")?" ":"";return e.add(`${r}${t}${n}${t}${r}`)}
function be(n){return n.replace(/[.*+?^${}()|[\]\\]/g,"\\$&")}var we="default",_n=160,Se=512;function Re(n,e=we){return`<!-- ${A}${On(n)}:${On(e)} -->`}function On(n){return encodeURIComponent(
n).replace(/[!'()*]/g,Mn).replace(/-(?=-)/g,"%2D")}function Mn(n){return`%${n.charCodeAt(0).toString(16).toUpperCase().padStart(
2,"0")}`}function ye(n){let e=0;for(let r=n.indexOf(`
`);r!==-1;r=n.indexOf(`
`,r+1))e++;return n.length+e}var ke=5e4;function rt(n,e={}){let r=_e(n),t=e.maxLength??K.commentChars-Se,s=r.length,i=(f,g=null,h=s,p=!0,$=s)=>{
let m=Ue(r,e,{fieldChars:f,fieldsCut:new Set,entriesKept:g,listsCut:new Set,sectionsKept:h,flowchart:p,rowsKept:$});return{
text:m,ok:ye(m)<=t}},o=i(null);if(o.ok)return o.text;let a=64,l=(f,g,h)=>{let p={value:f,...h(f)};if(!p.ok)return null;for(;g-
f>Math.max(0,g>>6);){let $=Math.ceil((f+g)/2),m=h($);m.ok?(f=$,p={value:$,...m}):g=$-1}return p},u=Math.max(a,Ce(r)),c=l(
a,u,f=>i(f));if(c)return c.text;let d=l(0,Ae(r),f=>i(a,f));return d?l(a,u,f=>i(f,d.value))?.text??d.text:l(0,s,f=>i(a,0,
f))?.text??l(0,s,f=>i(a,0,0,!1,f))?.text??i(a,0,0,!1,0).text}function Ee(n){let e=n.handoff;return[e?.summary,e?.detail,
e?.failure?.reason,e?.next?.reason,n.record.outcome.message,...xn(n).flat()]}function Ce(n){let e=0;for(let{latest:r}of n)
for(let t of Ee(r))e=Math.max(e,t?.length??0);return e}function Ae(n){let e=0;for(let{latest:r}of n)for(let t of xn(r))e=
Math.max(e,t.length);return e}function xn(n){let e=n.handoff;return[...Fn(n).map(([,,r])=>r),Object.values(e?.data??{}),
(e?.artifacts??[]).map(r=>r.description),n.record.problems.map(r=>r.message)]}function Fn(n){let e=n.handoff;return[["fa\
ilure.blockers","Blockers",e?.failure?.blockers],["failure.questions","Questions",e?.failure?.questions],["expectations.\
deliverables","Deliverables",e?.expectations?.deliverables],["expectations.acceptance","Acceptance",e?.expectations?.acceptance],
["expectations.constraints","Constraints",e?.expectations?.constraints]].filter(t=>(t[2]?.length??0)>0)}function _e(n){let e=new Map;
for(let t of n){let s=e.get(t.record.stage)??[];s.push(t),e.set(t.record.stage,s)}let r=[...e.entries()].map(([t,s])=>{let i=[
...s].sort((o,a)=>B(k(o.record),k(a.record)));return{stage:t,latest:i[i.length-1],earlier:i.slice(0,-1),keepPlace:0}});return r.
sort((t,s)=>t.latest.record.hop-s.latest.record.hop||E(Tn(t),Tn(s))||E(t.stage,s.stage)),je(r),r}function Oe(n,e){if(n.run.
attempt===1)return e>1?`attempt ${n.attempt} of ${e}`:"";let r=_(k(n));return e>1?`${r}, ${e} attempts`:r}function Tn(n){
return(n.earlier[0]??n.latest).record.agent.started_at}var G={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\
\u274C",cancelled:"\u{1F6AB}"},Te={...G,running:"\u23F3",interrupted:"\u26A0\uFE0F"},rn=["failure","cancelled","blocked",
"partial","success"],jn=["failure","blocked","cancelled","partial","success"];function je(n){let e=r=>r.outcome.reason===
"skipped"?jn.length:jn.indexOf(R(r));n.map((r,t)=>({group:r,index:t,rank:e(r.latest.record)})).sort((r,t)=>r.rank-t.rank||
r.index-t.index).forEach(({group:r},t)=>{r.keepPlace=t})}function zn(n,e){return n.filter(r=>r.keepPlace>=e)}function R(n){
return an(n.status,n.outcome.reason)}function Nn(n,e){let r=R(n),t=n.outcome.reason==="completed"||r==="cancelled"?"":` ${e(
n.outcome.reason)}`;return`${G[r]} ${r}${t}`}function ze(n){let e=null;for(let{latest:r}of n){let t=R(r.record);(e===null||
rn.indexOf(t)<rn.indexOf(e))&&(e=t)}return e}function Ue(n,e,r){let t=e.workflow??n[0]?.latest.record.run.workflow??"wor\
kflow",s=n[0]?.latest.record.run,i=[Re(t,e.key)],o=e.cancelled||e.run?.status==="cancelled"?"cancelled":ze(n),a=e.run?.status===
"failure"&&o!=="failure",l=e.run?.status==="running"||e.run?.status==="interrupted"?e.run.status:a?"failure":o??e.run?.status??
null,u=b(t,e)||"workflow";if(i.push(l===null?`## baton report \xB7 ${u}`:`## ${Te[l]} baton report \xB7 ${u} \xB7 ${l}`),
i.push(Me(n,e.runId??s?.id??null,e)),a&&e.run&&e.run.failedJobs.length>0){let g=e.run.failedJobs.map(h=>C(h,e));i.push(`\
The run failed: ${g.length===1?"job":"jobs"} ${g.join(", ")} failed.`)}e.runUnreadable!==void 0&&i.push(["> [!WARNING]",
`> The run's summary could not be read, so this report is built from its records alone: ${b(e.runUnreadable,e)}`].join(`\

`));let c=Le(e);c!==null&&i.push(c);let d=Ie(e);if(n.length===0)i.push(d?"No baton record of this run could be read (see\
 below).":"No baton records were found for this run. A stage that failed before it recorded (an input it refused, say) l\
eaves none: its job\u2019s log says why."),d&&i.push(d);else{i.push(Ne(n,e,r)),d&&i.push(d);let g=r.flowchart?Ge(n,e.unreadable??
[]):"";g!==""&&g.length<=ke?i.push(g):r.flowchart=!1;for(let h of n)h.keepPlace<r.sectionsKept&&i.push(Ke(h,e,r))}let f=Ze(
n,r,e);return f&&i.push(f),i.push("<sub>Built by baton from the stage records; agent text is shown as data, sanitised.</\
sub>"),`${i.join(`

`)}
`}function Le(n){let e=n.run;if(e?.status!=="running"&&e?.status!=="interrupted")return null;let r=i=>`${i.length===1?"j\
ob":"jobs"} ${i.map(o=>C(o,n)).join(", ")}`,t=e.unfinishedJobs??[],s=[...e.failedJobs.length===0?[]:[`${r(e.failedJobs)}\
 failed`],...t.length===0?[]:[e.status==="running"?`${r(t)} ${t.length===1?"is":"are"} running`:`${r(t)} did not finish`]];
return s.length===0?null:`${e.status==="running"?"The run is still going":"The run was interrupted"}: ${s.join("; ")}.`}
function Ie(n){let e=[...n.unreadable??[]].sort((s,i)=>E(s.stage,i.stage)||B(s,i));if(e.length===0)return null;let r=e.slice(
0,20).map(s=>`> - ${C(y(s.stage))} ${_(s)}: ${b(s.reason,n)}`);return e.length>r.length&&r.push(`> - and ${e.length-r.length}\
 more`),["> [!WARNING]",`> ${`${e.length} ${e.length===1?"record":"records"}`} of this run could not be read and ${e.length===
1?"is":"are"} not in this report:`,...r].join(`
`)}function Me(n,e,r){let t=n.reduce((l,u)=>l+1+u.earlier.length,0),s=vn(n),i=`${n.length} ${n.length===1?"stage":"stage\
s"}`,o=t>n.length?` in ${t} attempts`:"",a=Fe(e,r);return[`${i}${o}${s.length?` (${s.join(", ")})`:""}`,xe(n),a].filter(
Boolean).join(" \xB7 ")}function xe(n){let e=0,r=0,t=0,s=!1,i=!1;for(let a of n)for(let{record:l}of[...a.earlier,a.latest]){
let u=l.agent.usage;u&&((u.input_tokens!==void 0||u.output_tokens!==void 0)&&(s=!0),e+=u.input_tokens??0,r+=u.output_tokens??
0,u.cost_usd!==void 0&&(i=!0,t+=u.cost_usd))}let o=[];return s&&o.push(`${w(e)} tokens in, ${w(r)} out`),i&&o.push(Pn(t)),
o.join(", ")}function vn(n){let e=new Map;for(let{latest:r}of n){let t=R(r.record);e.set(t,(e.get(t)??0)+1)}return rn.filter(
r=>e.has(r)).map(r=>`${e.get(r)} ${r}`)}function Fe(n,e){let r=n===null?"the run":`run ${b(n)}`;return e.runUrl?`[View ${r}\
](${e.runUrl})`:n===null?"":`local ${r}`}function Ne(n,e,r){let t=n.some(({latest:u})=>Un(u)!==null),s=n.some(({latest:u})=>u.
record.agent.usage?.cost_usd!==void 0),i=["Stage","Status","Summary","Duration"];t&&i.push("Tokens"),s&&i.push("Cost");let o=[
`| ${i.join(" | ")} |`,`|${i.map(()=>"---").join("|")}|`],a=0,l=()=>{a>0&&o.push(`| \u2026 | ${a} more ${a===1?"stage":"\
stages"} |${" |".repeat(i.length-2)}`),a=0};for(let u of n){if(u.keepPlace>=r.rowsKept){a++;continue}l();let{record:c,handoff:d}=u.
latest,f=[`\`${y(c.stage)}\``,ve(u),d?M(Pe(d.summary,r.fieldChars),e)||"\u2014":"_no handoff_",De(u)];if(t&&f.push(Un(u.
latest)??"\u2014"),s){let g=c.agent.usage?.cost_usd;f.push(g===void 0?"\u2014":Pn(g))}o.push(`| ${f.join(" | ")} |`)}return l(),
o.join(`
`)}function ve(n){let{record:e}=n.latest,r=[Nn(e,s=>`(${s})`)],t=n.earlier.length+1;return t>1&&r.push(`\xB7 ${_(k(e))},\
 ${t} attempts`),r.join(" ")}function Pe(n,e){let r=Math.min(_n,e??_n),s=(n.split(/\r?\n/).find(i=>i.trim()!=="")??"").trim();
return s.length>r?`${H(s,r-1)}\u2026`:s}function Un(n){let e=n.record.agent.usage;if(!e||e.input_tokens===void 0&&e.output_tokens===
void 0)return null;let r=[];return e.input_tokens!==void 0&&r.push(`${w(e.input_tokens)} in`),e.output_tokens!==void 0&&
r.push(`${w(e.output_tokens)} out`),r.join(" / ")}function w(n){return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g,
",")}function Pn(n){return n>=1?`$${n.toFixed(2)}`:`$${n.toFixed(4)}`}function P(n){if(n<1e3)return`${n} ms`;let e=n/1e3;
if(e<60)return`${e.toFixed(1)} s`;let r=Math.round(e),t=Math.floor(r/3600),s=Math.floor(r%3600/60),i=r%60;return t>0?`${t}\
 h ${String(s).padStart(2,"0")} min`:`${s} min ${String(i).padStart(2,"0")} s`}function Ge(n,e){let r=new Map,t=l=>{let u=r.
get(l);return u===void 0&&(u=`s${r.size}`,r.set(l,u)),u};for(let l of n)t(l.stage);let s=new Set,i=[];for(let{stage:l,latest:u}of n){
let c=[...new Set(u.record.lineage.map(d=>d.stage))].sort(E);for(let d of c)s.add(`${t(d)} --> ${t(l)}`)}for(let{stage:l,
latest:u}of n){let c=u.handoff?.next?.stage;c!==void 0&&s.add(`${t(l)} -.->|next| ${t(c)}`)}for(let[l,u]of r){let c=n.find(
$=>$.stage===l);if(!c){let $=e.some(m=>m.stage===l)?"record cannot be read":"no stage record";i.push(`  ${u}["${F(y(l))}\
<br/>${F($)}"]:::absent`);continue}let{record:d}=c.latest,f=c.earlier.length+1,g=R(d),h=`${G[g]} ${g}${f>1?` \xD7${f}`:""}`,
p=g==="failure"||g==="blocked"?`:::${g}`:"";i.push(`  ${u}["${F(y(l))}<br/>${F(h)}"]${p}`)}for(let l of s)i.push(`  ${l}`);
let o=l=>i.some(u=>u.endsWith(`:::${l}`)),a=[o("failure")?"  classDef failure fill:#ffebe9,stroke:#cf222e,color:#1f2328":
"",o("blocked")?"  classDef blocked fill:#fff8c5,stroke:#9a6700,color:#1f2328":"",o("absent")?"  classDef absent fill:#f\
6f8fa,stroke:#8c959f,stroke-dasharray:3 3,color:#59636e":""].filter(Boolean);return["```mermaid","flowchart LR",...i,...a,
"```"].join(`
`)}function F(n){let e="";for(let r of n)e+=/[A-Za-z0-9 _.,:/()-]/.test(r)?r:`#${r.codePointAt(0)};`;return e}function De(n){
let e=P(n.latest.record.agent.duration_ms);if(n.earlier.length===0)return e;let r=[n.latest,...n.earlier].reduce((t,s)=>t+
s.record.agent.duration_ms,0);return`${e} (${P(r)} in ${n.earlier.length+1} attempts)`}function Ke(n,e,r){let{record:t,handoff:s}=n.
latest,i=n.earlier.length+1,o=(d,f)=>wn(S(n.stage,d,f,r),e),a=[`${G[R(t)]} <b>${y(t.stage)}</b>`,R(t),P(t.agent.duration_ms),
Oe(t,i)].filter(Boolean).join(" \xB7 "),l=[];if(t.outcome.reason!=="completed"){let d=t.outcome.message?`: ${b(S(n.stage,
"outcome",t.outcome.message,r),e)}`:"";l.push(`**Outcome:** \`${t.outcome.reason}\`${d}`)}if(s===null)l.push("_No handof\
f was captured for this attempt._");else{l.push("**Summary**",o("summary",s.summary)||"\u2014");let d=Object.entries(s.data??
{}).sort(([h],[p])=>E(h,p));if(d.length>0){let{shown:h,more:p}=N(n.stage,"data",d,r),$=h.map(([m,D])=>`| ${ln.test(m)?`\`${m}\
\``:M(m)} | ${M(S(n.stage,`data.${m}`,D,r),e)||"\u2014"} |`);p>0&&$.push(`| \u2026 | ${w(p)} more ${p===1?"key":"keys"} \
|`),l.push(["**Data**","","| Key | Value |","|---|---|",...$].join(`
`))}let f=h=>Fn(n.latest).filter(([p])=>p.startsWith(`${h}.`)).map(([p,$,m])=>Be(n.stage,p,$,m,r,e));s.failure&&(l.push(
`**Failure:** ${b(S(n.stage,"failure",s.failure.reason,r),e)}`),l.push(...f("failure")));let g=f("expectations");if(g.length>
0&&l.push(["**Expectations** for the next stage",...g].join(`

`)),s.next){let h=s.next.reason?` \u2014 ${b(S(n.stage,"next.reason",s.next.reason,r),e)}`:"";l.push(`**Next:** \`${y(s.
next.stage)}\`${h}`)}if(s.artifacts?.length){let{shown:h,more:p}=N(n.stage,"artifacts",s.artifacts,r),$=h.map((m,D)=>{let Gn=m.
description?` \u2014 ${b(S(n.stage,`artifacts.${D}`,m.description,r),e)}`:"";return`- ${tn(m.path,e)}${Gn}`});l.push(["*\
*Artifacts**","",...$,...sn(p)].join(`
`))}e.includeDetail&&s.detail&&l.push("**Detail**",o("detail",s.detail)||"\u2014")}let u=t.problems;if(u.length>0){let{shown:d,
more:f}=N(n.stage,"problems",u,r),g=d.map((h,p)=>`- ${h.severity==="error"?"\u274C":"\u26A0\uFE0F"} ${tn(h.code)} ${tn(h.
path)}: ${b(S(n.stage,`problems.${p}`,h.message,r),e)}`);l.push(["**Problems**","",...g,...sn(f)].join(`
`))}if(n.earlier.length>0){let d=n.earlier.map(({record:f})=>`- ${_(k(f))}: ${Nn(f,g=>`(\`${g}\`)`)}, ${P(f.agent.duration_ms)}`);
l.push(["**Earlier attempts**","",...d].join(`
`))}return[t.status==="failure"||t.status==="blocked"?"<details open>":"<details>",`<summary>${a}</summary>`,"",l.join(`\


`),"","</details>"].join(`
`)}function Be(n,e,r,t,s,i){let{shown:o,more:a}=N(n,e,t,s),l=o.map((u,c)=>`- ${b(S(n,`${e}.${c}`,u,s),i)||"\u2014"}`);return`${r}\
:

${[...l,...sn(a)].join(`
`)}`}function N(n,e,r,t){return t.entriesKept===null||r.length<=t.entriesKept?{shown:r,more:0}:(t.listsCut.add(`${n}.${e}`),
{shown:r.slice(0,t.entriesKept),more:r.length-t.entriesKept})}function sn(n){return n>0?[`- \u2026 ${w(n)} more`]:[]}function tn(n,e={}){
return C(n,e)}function y(n){return on.test(n)?n:encodeURIComponent(n).replace(/[!'()*]/g,Mn)}function S(n,e,r,t){if(t.fieldChars===
null||r.length<=t.fieldChars)return r;t.fieldsCut.add(`${n}.${e}`);let s=H(r,t.fieldChars);return`${s}

\u2026 (${w(r.length-s.length)} more characters cut)`}function v(n){let e=n.slice(0,10).map(r=>`\`${y(r)}\``);return n.length>
e.length?`${e.join(", ")} and ${n.length-e.length} more`:e.join(", ")}function Ln(n){return`${vn(n).join(", ")}: ${v(n.map(
e=>e.stage))}`}function In(n){return[...new Set([...n].map(e=>e.slice(0,e.indexOf("."))))]}function Ze(n,e,r){let t=[];if(e.
fieldsCut.size>0){let l=In(e.fieldsCut);t.push(`${e.fieldsCut.size} ${e.fieldsCut.size===1?"field was":"fields were"} cu\
t to ${w(e.fieldChars??0)} characters (${v(l)})`)}if(e.listsCut.size>0){let l=In(e.listsCut),u=e.entriesKept??0,c=`${e.listsCut.
size} ${e.listsCut.size===1?"list shows":"lists show"}`;t.push(u===0?`${c} none of ${e.listsCut.size===1?"its":"their"} \
entries, only how many there are (${v(l)})`:`${c} ${e.listsCut.size===1?"its":"their"} first ${w(u)} ${u===1?"entry":"en\
tries"} (${v(l)})`)}let s=zn(n,e.sectionsKept);s.length>0&&t.push(`the sections of ${s.length} ${s.length===1?"stage wer\
e":"stages were"} left out (${Ln(s)})`),!e.flowchart&&n.length>0&&t.push("the diagram was left out");let i=zn(n,e.rowsKept);
if(i.length>0&&t.push(`the ${i.length===1?"row":"rows"} of ${i.length} of ${n.length} stages ${i.length===1?"was":"were"}\
 left out of the table (${Ln(i)})`),t.length===0)return null;let o=r.recordsLocation??r.runUrl??null,a=o?` The full reco\
rds are in ${o}.`:"";return`> [!NOTE]
> This report was shortened to fit GitHub's ${w(K.commentChars)}-character limit: ${t.join("; ")}.${a}`}export{wn as a,qn as b,b as c,M as d,we as e,Re as f,rt as g};

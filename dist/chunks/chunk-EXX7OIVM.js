import{b as Z,o as k}from"./chunk-M2FR25PK.js";import{a as H}from"./chunk-X5N5IWH4.js";import{k as an,p as B,
s as y,t as A}from"./chunk-UIX755PM.js";import{w as P,x as on,y as ln,z as E}from"./chunk-G4KAFFH4.js";var _=class{#n;#e=new Map;constructor(e){this.#n=e}next(e,r){let t=this.#e.get(e);if(t===void 0){t=[];for(let o=this.#n.
indexOf(e);o>=0;o=this.#n.indexOf(e,o+1))t.push(o);this.#e.set(e,t)}let s=0,i=t.length;for(;s<i;){let o=s+i>>>1;t[o]<r?s=
o+1:i=o}return s<t.length?t[s]:-1}},vn=/\s/;function X(n){return n!==void 0&&vn.test(n)}function W(n,e){for(;X(n[e]);)e++;
return e}function L(n,e){for(;n[e]===" "||n[e]==="	";)e++;return e}function Y(n,e){for(let r=e+1;r<n.length;r++){let t=n[r];
if(t==="]")return r;if(t!=="[")continue;let s=r+1;for(;s<n.length&&n[s]!=="["&&n[s]!=="]";)s++;if(n[s]!=="]")return-1;r=
s}return-1}function cn(n,e){if(n[e]!=="[")return-1;let r=Math.min(n.length,e+1001);for(let t=e+1;t<r;t++){let s=n[t];if(s===
"]")return t+1;if(s==="["||s===`
`)return-1}return-1}function fn(n,e){let r=Math.min(n.length,e+1001);for(let t=e+1;t<r;t++){let s=n[t];if(s==="]")return t>
e+1?t:-1;if(s==="["||s===`
`||s==="\0")return-1}return-1}function dn(n,e,r){if(n[e]!=="(")return null;let t=W(n,e+1);for(let s of Nn(n,t)){let i=Gn(
n,s,r);if(i>=0)return{url:n.slice(t,s),end:i}}return null}function Nn(n,e){let r=[];if(n[e]==="<"){let t=gn(n,e);t>=0&&r.
push(t+1)}return r.push(Dn(n,e)),r}function gn(n,e){for(let r=e+1;r<n.length;r++){let t=n[r];if(t===">")return r;if(t===
"<"||t===`
`)return-1}return-1}function un(n){return n!==void 0&&n!=="("&&n!==")"&&!X(n)}function Dn(n,e){let r=e;for(;;){for(;un(n[r]);)
r++;if(n[r]!=="(")return r;let t=r+1;for(;un(n[t]);)t++;if(n[t]!==")")return r;r=t+1}}function Gn(n,e,r){let t=W(n,e);if(t>
e){let s=hn(n,t,r);if(s>=0){let i=W(n,s);if(n[i]===")")return i+1}}return n[t]===")"?t+1:-1}function hn(n,e,r){let t=n[e],
s=t==='"'||t==="'"?t:t==="("?")":void 0;if(s===void 0)return-1;let i=r.next(s,e+1);return i<0?-1:i+1}function pn(n,e,r){
let t=e;for(;t<e+3&&n[t]===" ";)t++;if(n[t]!=="[")return null;let s=t+1,i=Math.min(n.length,s+1e3),o=s;for(;o<i&&n[o]!==
"]"&&n[o]!==`
`;)o++;if(n[o]!=="]"||o===s||o-s>999||n[o+1]!==":")return null;let l=mn(n,o+2),a=Kn(n,l);for(let u of a){let c=Pn(n,u,r);
if(c>=0)return{label:n.slice(s,o),url:n.slice(l,u),end:c}}return null}function mn(n,e){let r=L(n,e);return n[r]===`
`?L(n,r+1):r}function Kn(n,e){let r=[];if(n[e]==="<"){let s=gn(n,e);s>=0&&r.push(s+1)}let t=e;for(;t<n.length&&!X(n[t]);)
t++;return t>e&&r.push(t),r}function Pn(n,e,r){let t=hn(n,mn(n,e),r);if(t>=0){let i=L(n,t);if(i===n.length||n[i]===`
`)return i}let s=L(n,e);return s===n.length||n[s]===`
`?s:-1}var Bn=/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0D\uFEFF\uFFA0\uFFF9-\uFFFB\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;
function j(n){return n.replace(/\r\n?|[\u2028\u2029]/g,`
`).replace(Bn,"")}var Zn=new RegExp(he(E),"gi"),Hn=E.replace(/:$/,"").replace(/:/g," ");function U(n){return n.replace(Zn,
`${Hn}: `)}function O(n,e){return Z(n,e.secrets??[]).text}function wn(n,e={}){let r=F(e);return Rn(n,r,t=>{let s=[];for(let i of Yn(
O(j(t),r)))if(i.kind==="code"){let o=s.at(-1);o!==void 0&&!Wn(o)&&s.push(""),s.push(yn(i))}else{let o=U(kn(i.text,{tables:!0,
serverUrl:r.serverUrl}));s.push(Jn(o))}return s.join(`
`).replace(/^\n+/,"").trimEnd()},t=>Xn(t,r))}function Wn(n){return/^[ \t]*$/.test(n.slice(n.lastIndexOf(`
`)+1))}function Xn(n,e={}){let r=O(n,F(e)).split(`
`);return yn({kind:"code",fence:"`",length:3,info:"",indent:0,lines:r})}function b(n,e={}){let r=F(e);return Rn(n,r,t=>{
let s=Sn(O(j(t),r));return U(kn(s,{tables:!1,serverUrl:r.serverUrl})).trim()},t=>T(t,r))}function M(n,e={}){return j(n).
split(`
`).map(t=>b(t,e)).filter(t=>t!=="").join("<br>").replace(/\|/g,"\\|")}function T(n,e={}){let r=F(e),t=U(Sn(O(j(n),r))).trim(),
s="`".repeat(nn(t,"`")+1),i=t.startsWith("`")||t.endsWith("`")||t===""?" ":"";return`${s}${i}${t}${i}${s}`}function Sn(n){
return n.replace(/\s+/g,e=>e.includes(`
`)?" ":e)}function nn(n,e){let r=0,t=0;for(let s=0;s<n.length;s++)t=n[s]===e?t+1:0,t>r&&(r=t);return r}function F(n){return Array.
isArray(n)?{secrets:n}:n}function Rn(n,e,r,t){let s=r(n);for(let i=0;i<4;i++){let o=Z(s,e.secrets??[]);if(o.redactions.length===
0)return s;s=r(o.text)}return t(O(s,e))}function Yn(n){let e=n.split(`
`),r=[],t=[],s=()=>{t.length>0&&r.push({kind:"prose",text:t.join(`
`)}),t=[]};for(let i=0;i<e.length;i++){let o=e[i],l=/^( {0,3})(`{3,}|~{3,})(.*)$/.exec(o);if(!l||l[2][0]==="`"&&l[3].includes(
"`")){t.push(o);continue}s();let a=l[2],u=new RegExp(`^ {0,3}${a[0]==="`"?"`":"~"}{${a.length},}[ \\t]*$`),c=[];for(i++;i<
e.length&&!u.test(e[i]);i++)c.push(e[i]);r.push({kind:"code",fence:a[0]==="`"?"`":"~",length:a.length,info:qn(l[3]),indent:l[1].
length,lines:c})}return s(),r}function yn(n){let e=new RegExp(`^ {0,${n.indent}}`),r=U(n.lines.map(s=>s.replace(e,"")).join(
`
`)),t=n.fence.repeat(Math.max(n.length,nn(r,n.fence)+1));return n.lines.length===0?`${t}${n.info}
${t}`:`${t}${n.info}
${r}
${t}`}function Jn(n){return n.replace(/^( {0,3})(?=~{3}|`{3,}[^`\n]*$)/gm,"$1\\")}var Vn=new Set(["mermaid","geojson","t\
opojson","stl","math"]);function qn(n){let e=/^\s*([A-Za-z0-9_+.#-]{1,32})/.exec(n);return e&&!Vn.has(e[1].toLowerCase())?
e[1]:""}var V=class{#n=[];#e=new Map;tables;serverUrl;constructor(e,r){this.tables=e,this.serverUrl=r}add(e,r){return this.#n.
push(e),r!==void 0&&this.#e.set(this.#n.length-1,r),`\0${this.#n.length-1}\0`}plain(e){return this.#e.size===0?e:e.replace(
/\u0000(\d+)\u0000/g,(r,t)=>this.#e.get(Number(t))??r)}resolve(e,r=0){let t=[],s="",i=l=>{l!==""&&(t.push(l),s=l[l.length-
1])},o=0;for(let l of e.matchAll(/\u0000(\d+)\u0000/g)){i(e.slice(o,l.index)),o=l.index+l[0].length;let a=this.#n[Number(
l[1])]??"",u=r<16?this.resolve(a,r+1):a.replace(/\u0000/g,"");(/^[`\\]/.test(u)&&(s==="`"||s==="\\")||u.startsWith("[")&&
s==="!")&&i(" "),i(u)}return i(e.slice(o)),t.join("")}},Qn=/[!-/:-@[-`{-~]/;function kn(n,e){let r=new V(e.tables,e.serverUrl),
t=ne(n,r);return t=ee(t),t=te(t,r),t=Cn(t,r),r.resolve(I(t,r))}function I(n,e){let r=ce(n);return r=de(r,e),ge(r,e)}function ne(n,e){
let r=new q(n),t="",s=0;for(;s<n.length;){let i=n[s];if(i==="\\"&&s+1<n.length&&Qn.test(n[s+1])){let a=n[s+1];a==="`"?t+=
e.add("\\`"):a==="\\"?t+=e.add("\\\\"):"@#<>&[]!".includes(a)?t+=a:t+=`\\${a}`,s+=2;continue}if(i!=="`"){t+=i,s++;continue}
let o=1;for(;n[s+o]==="`";)o++;let l=r.find(s+o,o);l===-1||e.tables&&n.slice(s,l).includes("|")?(t+=e.add("\\`".repeat(o)),
s+=o):(t+=e.add(n.slice(s,l+o)),s=l+o)}return t}var q=class{#n;#e=-1;#t=new Map;constructor(e){this.#n=e}find(e,r){e>this.#e&&
this.#r(e);let t=this.#t.get(r);if(t===void 0)return-1;for(;t.next<t.starts.length&&t.starts[t.next]<e;)t.next++;return t.
next<t.starts.length?t.starts[t.next]:-1}#r(e){let r=this.#n,t=r.indexOf(`
`,e);this.#e=t<0?r.length:t,this.#t=new Map;for(let s=e;s<this.#e;s++){if(r[s]!=="`")continue;let i=s;for(;r[i]==="`";)i++;
let o=this.#t.get(i-s);o?o.starts.push(s):this.#t.set(i-s,{starts:[s],next:0}),s=i}}};function ee(n){let e="",r=0,t=!1,s=n.
indexOf("<!--");for(;s>=0;){let i=t?-1:n.indexOf("-->",s+4);t=i<0;let o=i>=0?i+3:n.startsWith("<!-->",s)?s+5:n.startsWith(
"<!--->",s)?s+6:-1;if(o<0){s=n.indexOf("<!--",s+1);continue}e+=n.slice(r,s),r=o,s=n.indexOf("<!--",r)}return e+n.slice(r)}
function te(n,e){return n.replace(/<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>\u0000]*)>/g,(r,t)=>{let s=se(t);return s&&!en(s)?
e.add(`<${s}>`):z(t,e)}).replace(/<([A-Za-z0-9.!#$%&'*+/=?^_{|}~-]+@[A-Za-z0-9.-]+)>/g,"$1")}function J(n,e){let r="",t=0,
s=n.indexOf("[");for(;s>=0;){let i=s>t&&n[s-1]==="!",o=e(n,s,i);if(o===null){s=n.indexOf("[",s+1);continue}r+=n.slice(t,
i?s-1:s)+o.replacement,t=o.end,s=n.indexOf("[",t)}return r+n.slice(t)}function Cn(n,e){let r=new Map,t=re(n,r),s=(o,l,a)=>{
let u=a===void 0?null:En(a.replace(/^<|>$/g,"")),c=u?An(u):null,d=Cn(l,e);if(c&&en(c)){let f=z(c,e);return d.trim()===""?
f:`${d} (${f})`}if(o){let f=d.trim()===""?"image":d;if(!u)return f;if(oe(u,e.serverUrl))return e.add(`![${I(f,e)}](${c})`);
let g=e.plain(d.trim()===""?"image":`image: ${d}`);return e.add(`[${I(g,e)}](${c})`,g)}return c?e.add(`[${I(e.plain(d),e)}\
](${c})`):d},i=new _(t);return t=J(t,(o,l,a)=>{let u=Y(o,l),c=u<0?null:dn(o,u+1,i);return c===null?null:{end:c.end,replacement:s(
a,o.slice(l+1,u),c.url)}}),t=J(t,(o,l,a)=>{let u=Y(o,l),c=u<0?-1:cn(o,u+1);if(c<0)return null;let d=o.slice(l+1,u),f=o.slice(
u+2,c-1),g=r.get(Q(f===""?d:f));return{end:c,replacement:g===void 0?o.slice(a?l-1:l,c):s(a,d,g)}}),t=J(t,(o,l,a)=>{let u=fn(
o,l);if(u<0||"([:".includes(o[u+1]??" "))return null;let c=o.slice(l+1,u),d=r.get(Q(c));return d===void 0?null:{end:u+1,
replacement:s(a,c,d)}}),t}function re(n,e){let r=new _(n),t="",s=0;for(let i=0;i>=0&&i<=n.length;){let o=pn(n,i,r),l=n.indexOf(
`
`,o?o.end:i);if(o){let a=Q(o.label);e.has(a)||e.set(a,o.url.replace(/^<|>$/g,"")),t+=n.slice(s,i),s=o.end}i=l<0?-1:l+1}return t+
n.slice(s)}function Q(n){return n.trim().replace(/\s+/g," ").toLowerCase()}function se(n){let e=En(n);return e&&An(e)}function En(n){
if(!/^https:\/\//i.test(n))return null;let e;try{e=new URL(n)}catch{return null}return e.protocol!=="https:"||e.hostname===
""||e.username!==""||e.password!==""?null:e}function An(n){return n.href.replace(/[^A-Za-z0-9\-._~:/?#@!$&'*+,;=%]/g,e=>`\
%${e.charCodeAt(0).toString(16).toUpperCase().padStart(2,"0")}`)}var $n=".githubusercontent.com",ie="camo.githubusercont\
ent.com";function oe(n,e){let r=le(e);if(r!==null&&n.host===r)return!0;if(n.port!=="")return!1;let t=n.hostname;return t===
"github.com"?!0:t.endsWith($n)&&t!==ie&&!t.slice(0,-$n.length).split(".").includes("")}function le(n){if(!n)return null;
try{let e=new URL(n).host;return e===""?null:e}catch{return null}}var ae=new Set(["issues","pull","pulls","discussions"]);
function en(n){let e=n.indexOf("://"),t=(e<0?n:n.slice(e+3)).split(/[?#]/,1)[0].split("/");for(let s=1;s+1<t.length;s++)
if(ae.has(ue(t[s]).toLowerCase())&&/^\d/.test(t[s+1]))return!0;return!1}function ue(n){try{return decodeURIComponent(n)}catch{
return n}}function ce(n){return n.replace(/&/g,"&amp;").replace(/</g,"&lt;").replace(/\[/g,"\\[").replace(/\]/g,"\\]")}var fe=`\
?!.,:*_~'"`;function de(n,e){return n.replace(/(?:(?:https?|ftp):\/\/|www\.)[^\s\u0000\\`<]+/gi,(r,t)=>{let s=n[t-1]??"",
i=n[t+r.length]??"",o=!/[A-Za-z0-9]/.test(s)&&(i===""||/\s/.test(i)),l=r.length;for(;l>0&&fe.includes(r[l-1]);)l--;let a=r.
slice(0,l);return o&&/^https:/i.test(r)&&!r.includes("@")&&!en(a)?e.add(r):z(a,e)+r.slice(l)})}var bn=/(?<owner>(?<![A-Za-z0-9_./-])[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+#\d[A-Za-z0-9]*)|(?<number>#\d[A-Za-z0-9]*)|(?<other>@[A-Za-z0-9][A-Za-z0-9_-]*(?:\/[A-Za-z0-9][A-Za-z0-9_.-]*)?|GH-\d[A-Za-z0-9]*)/gi;
function ge(n,e){let r=new RegExp(bn.source,bn.flags),t="",s=0;for(let i=r.exec(n);i!==null;i=r.exec(n)){let o=i.index;if(!(i.
groups.other===void 0||o===s||!/[A-Za-z0-9]/.test(n[o-1]??""))){r.lastIndex=o+1;continue}t+=n.slice(s,o)+z(i[0],e),s=o+i[0].
length}return t+n.slice(s)}function z(n,e){if(e.tables&&n.includes("|"))return n.split("|").map(s=>s===""?"":z(s,e)).join(
e.add("\\|"));let r="`".repeat(nn(n,"`")+1),t=n.startsWith("`")||n.endsWith("`")?" ":"";return e.add(`${r}${t}${n}${t}${r}`)}
function he(n){return n.replace(/[.*+?^${}()|[\]\\]/g,"\\$&")}var pe="default",_n=160,me=512;function $e(n,e=pe){return`<!-- ${E}${On(n)}:${On(e)} -->`}function On(n){return encodeURIComponent(
n).replace(/[!'()*]/g,In).replace(/-(?=-)/g,"%2D")}function In(n){return`%${n.charCodeAt(0).toString(16).toUpperCase().padStart(
2,"0")}`}function be(n){let e=0;for(let r=n.indexOf(`
`);r!==-1;r=n.indexOf(`
`,r+1))e++;return n.length+e}var we=5e4;function Ve(n,e={}){let r=ke(n),t=e.maxLength??P.commentChars-me,s=r.length,i=(f,g=null,h=s,p=!0,$=s)=>{
let m=_e(r,e,{fieldChars:f,fieldsCut:new Set,entriesKept:g,listsCut:new Set,sectionsKept:h,flowchart:p,rowsKept:$});return{
text:m,ok:be(m)<=t}},o=i(null);if(o.ok)return o.text;let l=64,a=(f,g,h)=>{let p={value:f,...h(f)};if(!p.ok)return null;for(;g-
f>Math.max(0,g>>6);){let $=Math.ceil((f+g)/2),m=h($);m.ok?(f=$,p={value:$,...m}):g=$-1}return p},u=Math.max(l,Re(r)),c=a(
l,u,f=>i(f));if(c)return c.text;let d=a(0,ye(r),f=>i(l,f));return d?a(l,u,f=>i(f,d.value))?.text??d.text:a(0,s,f=>i(l,0,
f))?.text??a(0,s,f=>i(l,0,0,!1,f))?.text??i(l,0,0,!1,0).text}function Se(n){let e=n.handoff;return[e?.summary,e?.detail,
e?.failure?.reason,e?.next?.reason,n.record.outcome.message,...jn(n).flat()]}function Re(n){let e=0;for(let{latest:r}of n)
for(let t of Se(r))e=Math.max(e,t?.length??0);return e}function ye(n){let e=0;for(let{latest:r}of n)for(let t of jn(r))e=
Math.max(e,t.length);return e}function jn(n){let e=n.handoff;return[...Un(n).map(([,,r])=>r),Object.values(e?.data??{}),
(e?.artifacts??[]).map(r=>r.description),n.record.problems.map(r=>r.message)]}function Un(n){let e=n.handoff;return[["fa\
ilure.blockers","Blockers",e?.failure?.blockers],["failure.questions","Questions",e?.failure?.questions],["expectations.\
deliverables","Deliverables",e?.expectations?.deliverables],["expectations.acceptance","Acceptance",e?.expectations?.acceptance],
["expectations.constraints","Constraints",e?.expectations?.constraints]].filter(t=>(t[2]?.length??0)>0)}function ke(n){let e=new Map;
for(let t of n){let s=e.get(t.record.stage)??[];s.push(t),e.set(t.record.stage,s)}return[...e.entries()].map(([t,s])=>{let i=[
...s].sort((o,l)=>B(y(o.record),y(l.record)));return{stage:t,latest:i[i.length-1],earlier:i.slice(0,-1)}}).sort((t,s)=>t.
latest.record.hop-s.latest.record.hop||k(Tn(t),Tn(s))||k(t.stage,s.stage))}function Ce(n,e){if(n.run.attempt===1)return e>
1?`attempt ${n.attempt} of ${e}`:"";let r=A(y(n));return e>1?`${r}, ${e} attempts`:r}function Tn(n){return(n.earlier[0]??
n.latest).record.agent.started_at}var G={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\u274C",cancelled:"\
\u{1F6AB}"},Ee={...G,running:"\u23F3",interrupted:"\u26A0\uFE0F"},rn=["failure","cancelled","blocked","partial","success"];
function C(n){return an(n.status,n.outcome.reason)}function Mn(n,e){let r=C(n),t=n.outcome.reason==="completed"||r==="ca\
ncelled"?"":` ${e(n.outcome.reason)}`;return`${G[r]} ${r}${t}`}function Ae(n){let e=null;for(let{latest:r}of n){let t=C(
r.record);(e===null||rn.indexOf(t)<rn.indexOf(e))&&(e=t)}return e}function _e(n,e,r){let t=e.workflow??n[0]?.latest.record.
run.workflow??"workflow",s=n[0]?.latest.record.run,i=[$e(t,e.key)],o=e.cancelled||e.run?.status==="cancelled"?"cancelled":
Ae(n),l=e.run?.status==="failure"&&o!=="failure",a=e.run?.status==="running"||e.run?.status==="interrupted"?e.run.status:
l?"failure":o??e.run?.status??null,u=b(t,e)||"workflow";if(i.push(a===null?`## baton report \xB7 ${u}`:`## ${Ee[a]} bato\
n report \xB7 ${u} \xB7 ${a}`),i.push(Te(n,e.runId??s?.id??null,e)),l&&e.run&&e.run.failedJobs.length>0){let f=e.run.failedJobs.
map(g=>T(g,e));i.push(`The run failed: ${f.length===1?"job":"jobs"} ${f.join(", ")} failed.`)}let c=Oe(e);if(n.length===
0)i.push("No baton records were found for this run. A stage that failed before it recorded (an input it refused, say) le\
aves none: its job\u2019s log says why."),c&&i.push(c);else{i.push(Ie(n,e,r)),c&&i.push(c);let f=r.flowchart?Me(n):"";f!==
""&&f.length<=we?i.push(f):r.flowchart=!1;for(let g of n.slice(0,r.sectionsKept))i.push(xe(g,e,r))}let d=Ne(n,r,e);return d&&
i.push(d),i.push("<sub>Built by baton from the stage records; agent text is shown as data, sanitised.</sub>"),`${i.join(
`

`)}
`}function Oe(n){let e=[...n.unreadable??[]].sort((s,i)=>k(s.stage,i.stage)||B(s,i));if(e.length===0)return null;let r=e.
slice(0,20).map(s=>`> - ${T(R(s.stage))} ${A(s)}: ${b(s.reason,n)}`);return e.length>r.length&&r.push(`> - and ${e.length-
r.length} more`),["> [!WARNING]",`> ${`${e.length} ${e.length===1?"record":"records"}`} of this run could not be read an\
d ${e.length===1?"is":"are"} not in this report:`,...r].join(`
`)}function Te(n,e,r){let t=n.reduce((u,c)=>u+1+c.earlier.length,0),s=new Map;for(let{latest:u}of n){let c=C(u.record);s.
set(c,(s.get(c)??0)+1)}let i=rn.filter(u=>s.has(u)).map(u=>`${s.get(u)} ${u}`),o=`${n.length} ${n.length===1?"stage":"st\
ages"}`,l=t>n.length?` in ${t} attempts`:"",a=Le(e,r);return[`${o}${l}${i.length?` (${i.join(", ")})`:""}`,ze(n),a].filter(
Boolean).join(" \xB7 ")}function ze(n){let e=0,r=0,t=0,s=!1,i=!1;for(let l of n)for(let{record:a}of[...l.earlier,l.latest]){
let u=a.agent.usage;u&&((u.input_tokens!==void 0||u.output_tokens!==void 0)&&(s=!0),e+=u.input_tokens??0,r+=u.output_tokens??
0,u.cost_usd!==void 0&&(i=!0,t+=u.cost_usd))}let o=[];return s&&o.push(`${w(e)} tokens in, ${w(r)} out`),i&&o.push(Fn(t)),
o.join(", ")}function Le(n,e){let r=n===null?"the run":`run ${b(n)}`;return e.runUrl?`[View ${r}](${e.runUrl})`:n===null?
"":`local ${r}`}function Ie(n,e,r){let t=n.some(({latest:l})=>zn(l)!==null),s=n.some(({latest:l})=>l.record.agent.usage?.
cost_usd!==void 0),i=["Stage","Status","Summary","Duration"];t&&i.push("Tokens"),s&&i.push("Cost");let o=[`| ${i.join(" \
| ")} |`,`|${i.map(()=>"---").join("|")}|`];for(let l of n.slice(0,r.rowsKept)){let{record:a,handoff:u}=l.latest,c=[`\`${R(
a.stage)}\``,je(l),u?M(Ue(u.summary,r.fieldChars),e)||"\u2014":"_no handoff_",Fe(l)];if(t&&c.push(zn(l.latest)??"\u2014"),
s){let d=a.agent.usage?.cost_usd;c.push(d===void 0?"\u2014":Fn(d))}o.push(`| ${c.join(" | ")} |`)}return r.rowsKept<n.length&&
o.push(`| \u2026 | ${n.length-r.rowsKept} more stages |${" |".repeat(i.length-2)}`),o.join(`
`)}function je(n){let{record:e}=n.latest,r=[Mn(e,s=>`(${s})`)],t=n.earlier.length+1;return t>1&&r.push(`\xB7 ${A(y(e))},\
 ${t} attempts`),r.join(" ")}function Ue(n,e){let r=Math.min(_n,e??_n),s=(n.split(/\r?\n/).find(i=>i.trim()!=="")??"").trim();
return s.length>r?`${H(s,r-1)}\u2026`:s}function zn(n){let e=n.record.agent.usage;if(!e||e.input_tokens===void 0&&e.output_tokens===
void 0)return null;let r=[];return e.input_tokens!==void 0&&r.push(`${w(e.input_tokens)} in`),e.output_tokens!==void 0&&
r.push(`${w(e.output_tokens)} out`),r.join(" / ")}function w(n){return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g,
",")}function Fn(n){return n>=1?`$${n.toFixed(2)}`:`$${n.toFixed(4)}`}function D(n){if(n<1e3)return`${n} ms`;let e=n/1e3;
if(e<60)return`${e.toFixed(1)} s`;let r=Math.round(e),t=Math.floor(r/3600),s=Math.floor(r%3600/60),i=r%60;return t>0?`${t}\
 h ${String(s).padStart(2,"0")} min`:`${s} min ${String(i).padStart(2,"0")} s`}function Me(n){let e=new Map,r=l=>{let a=e.
get(l);return a===void 0&&(a=`s${e.size}`,e.set(l,a)),a};for(let l of n)r(l.stage);let t=new Set,s=[];for(let{stage:l,latest:a}of n){
let u=[...new Set(a.record.lineage.map(c=>c.stage))].sort(k);for(let c of u)t.add(`${r(c)} --> ${r(l)}`)}for(let{stage:l,
latest:a}of n){let u=a.handoff?.next?.stage;u!==void 0&&t.add(`${r(l)} -.->|next| ${r(u)}`)}for(let[l,a]of e){let u=n.find(
p=>p.stage===l);if(!u){s.push(`  ${a}["${x(R(l))}<br/>${x("no stage record")}"]:::absent`);continue}let{record:c}=u.latest,
d=u.earlier.length+1,f=C(c),g=`${G[f]} ${f}${d>1?` \xD7${d}`:""}`,h=f==="failure"||f==="blocked"?`:::${f}`:"";s.push(`  ${a}\
["${x(R(l))}<br/>${x(g)}"]${h}`)}for(let l of t)s.push(`  ${l}`);let i=l=>s.some(a=>a.endsWith(`:::${l}`)),o=[i("failure")?
"  classDef failure fill:#ffebe9,stroke:#cf222e,color:#1f2328":"",i("blocked")?"  classDef blocked fill:#fff8c5,stroke:#\
9a6700,color:#1f2328":"",i("absent")?"  classDef absent fill:#f6f8fa,stroke:#8c959f,stroke-dasharray:3 3,color:#59636e":
""].filter(Boolean);return["```mermaid","flowchart LR",...s,...o,"```"].join(`
`)}function x(n){let e="";for(let r of n)e+=/[A-Za-z0-9 _.,:/()-]/.test(r)?r:`#${r.codePointAt(0)};`;return e}function Fe(n){
let e=D(n.latest.record.agent.duration_ms);if(n.earlier.length===0)return e;let r=[n.latest,...n.earlier].reduce((t,s)=>t+
s.record.agent.duration_ms,0);return`${e} (${D(r)} in ${n.earlier.length+1} attempts)`}function xe(n,e,r){let{record:t,handoff:s}=n.
latest,i=n.earlier.length+1,o=(d,f)=>wn(S(n.stage,d,f,r),e),l=[`${G[C(t)]} <b>${R(t.stage)}</b>`,C(t),D(t.agent.duration_ms),
Ce(t,i)].filter(Boolean).join(" \xB7 "),a=[];if(t.outcome.reason!=="completed"){let d=t.outcome.message?`: ${b(S(n.stage,
"outcome",t.outcome.message,r),e)}`:"";a.push(`**Outcome:** \`${t.outcome.reason}\`${d}`)}if(s===null)a.push("_No handof\
f was captured for this attempt._");else{a.push("**Summary**",o("summary",s.summary)||"\u2014");let d=Object.entries(s.data??
{}).sort(([h],[p])=>k(h,p));if(d.length>0){let{shown:h,more:p}=N(n.stage,"data",d,r),$=h.map(([m,K])=>`| ${ln.test(m)?`\`${m}\
\``:M(m)} | ${M(S(n.stage,`data.${m}`,K,r),e)||"\u2014"} |`);p>0&&$.push(`| \u2026 | ${w(p)} more ${p===1?"key":"keys"} \
|`),a.push(["**Data**","","| Key | Value |","|---|---|",...$].join(`
`))}let f=h=>Un(n.latest).filter(([p])=>p.startsWith(`${h}.`)).map(([p,$,m])=>ve(n.stage,p,$,m,r,e));s.failure&&(a.push(
`**Failure:** ${b(S(n.stage,"failure",s.failure.reason,r),e)}`),a.push(...f("failure")));let g=f("expectations");if(g.length>
0&&a.push(["**Expectations** for the next stage",...g].join(`

`)),s.next){let h=s.next.reason?` \u2014 ${b(S(n.stage,"next.reason",s.next.reason,r),e)}`:"";a.push(`**Next:** \`${R(s.
next.stage)}\`${h}`)}if(s.artifacts?.length){let{shown:h,more:p}=N(n.stage,"artifacts",s.artifacts,r),$=h.map((m,K)=>{let xn=m.
description?` \u2014 ${b(S(n.stage,`artifacts.${K}`,m.description,r),e)}`:"";return`- ${tn(m.path,e)}${xn}`});a.push(["*\
*Artifacts**","",...$,...sn(p)].join(`
`))}e.includeDetail&&s.detail&&a.push("**Detail**",o("detail",s.detail)||"\u2014")}let u=t.problems;if(u.length>0){let{shown:d,
more:f}=N(n.stage,"problems",u,r),g=d.map((h,p)=>`- ${h.severity==="error"?"\u274C":"\u26A0\uFE0F"} ${tn(h.code)} ${tn(h.
path)}: ${b(S(n.stage,`problems.${p}`,h.message,r),e)}`);a.push(["**Problems**","",...g,...sn(f)].join(`
`))}if(n.earlier.length>0){let d=n.earlier.map(({record:f})=>`- ${A(y(f))}: ${Mn(f,g=>`(\`${g}\`)`)}, ${D(f.agent.duration_ms)}`);
a.push(["**Earlier attempts**","",...d].join(`
`))}return[t.status==="failure"||t.status==="blocked"?"<details open>":"<details>",`<summary>${l}</summary>`,"",a.join(`\


`),"","</details>"].join(`
`)}function ve(n,e,r,t,s,i){let{shown:o,more:l}=N(n,e,t,s),a=o.map((u,c)=>`- ${b(S(n,`${e}.${c}`,u,s),i)||"\u2014"}`);return`${r}\
:

${[...a,...sn(l)].join(`
`)}`}function N(n,e,r,t){return t.entriesKept===null||r.length<=t.entriesKept?{shown:r,more:0}:(t.listsCut.add(`${n}.${e}`),
{shown:r.slice(0,t.entriesKept),more:r.length-t.entriesKept})}function sn(n){return n>0?[`- \u2026 ${w(n)} more`]:[]}function tn(n,e={}){
return T(n,e)}function R(n){return on.test(n)?n:encodeURIComponent(n).replace(/[!'()*]/g,In)}function S(n,e,r,t){if(t.fieldChars===
null||r.length<=t.fieldChars)return r;t.fieldsCut.add(`${n}.${e}`);let s=H(r,t.fieldChars);return`${s}

\u2026 (${w(r.length-s.length)} more characters cut)`}function v(n){let e=n.slice(0,10).map(r=>`\`${R(r)}\``);return n.length>
e.length?`${e.join(", ")} and ${n.length-e.length} more`:e.join(", ")}function Ln(n){return[...new Set([...n].map(e=>e.slice(
0,e.indexOf("."))))]}function Ne(n,e,r){let t=[];if(e.fieldsCut.size>0){let l=Ln(e.fieldsCut);t.push(`${e.fieldsCut.size}\
 ${e.fieldsCut.size===1?"field was":"fields were"} cut to ${w(e.fieldChars??0)} characters (${v(l)})`)}if(e.listsCut.size>
0){let l=Ln(e.listsCut),a=e.entriesKept??0,u=`${e.listsCut.size} ${e.listsCut.size===1?"list shows":"lists show"}`;t.push(
a===0?`${u} none of ${e.listsCut.size===1?"its":"their"} entries, only how many there are (${v(l)})`:`${u} ${e.listsCut.
size===1?"its":"their"} first ${w(a)} ${a===1?"entry":"entries"} (${v(l)})`)}let s=n.slice(e.sectionsKept).map(l=>l.stage);
if(s.length>0&&t.push(`the sections of ${s.length} ${s.length===1?"stage were":"stages were"} left out (${v(s)})`),!e.flowchart&&
n.length>0&&t.push("the diagram was left out"),e.rowsKept<n.length&&t.push(`the table shows the first ${e.rowsKept} of ${n.
length} stages`),t.length===0)return null;let i=r.recordsLocation??r.runUrl??null,o=i?` The full records are in ${i}.`:"";
return`> [!NOTE]
> This report was shortened to fit GitHub's ${w(P.commentChars)}-character limit: ${t.join("; ")}.${o}`}export{wn as a,Xn as b,b as c,M as d,pe as e,$e as f,Ve as g};

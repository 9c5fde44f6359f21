import{b as v,k as S}from"./chunk-26MPJXLR.js";import{a as G}from"./chunk-ANRPTTLN.js";import{k as rn,p as P,
s as w,t as E}from"./chunk-DMID3UGC.js";import{w as x,x as en,y as tn,z as k}from"./chunk-V4AZJBV5.js";var A=class{#n;#e=new Map;constructor(e){this.#n=e}next(e,r){let t=this.#e.get(e);if(t===void 0){t=[];for(let o=this.#n.
indexOf(e);o>=0;o=this.#n.indexOf(e,o+1))t.push(o);this.#e.set(e,t)}let s=0,i=t.length;for(;s<i;){let o=s+i>>>1;t[o]<r?s=
o+1:i=o}return s<t.length?t[s]:-1}},Tn=/\s/;function B(n){return n!==void 0&&Tn.test(n)}function K(n,e){for(;B(n[e]);)e++;
return e}function T(n,e){for(;n[e]===" "||n[e]==="	";)e++;return e}function Z(n,e){for(let r=e+1;r<n.length;r++){let t=n[r];
if(t==="]")return r;if(t!=="[")continue;let s=r+1;for(;s<n.length&&n[s]!=="["&&n[s]!=="]";)s++;if(n[s]!=="]")return-1;r=
s}return-1}function on(n,e){if(n[e]!=="[")return-1;let r=Math.min(n.length,e+1001);for(let t=e+1;t<r;t++){let s=n[t];if(s===
"]")return t+1;if(s==="["||s===`
`)return-1}return-1}function ln(n,e){let r=Math.min(n.length,e+1001);for(let t=e+1;t<r;t++){let s=n[t];if(s==="]")return t>
e+1?t:-1;if(s==="["||s===`
`||s==="\0")return-1}return-1}function an(n,e,r){if(n[e]!=="(")return null;let t=K(n,e+1);for(let s of jn(n,t)){let i=In(
n,s,r);if(i>=0)return{url:n.slice(t,s),end:i}}return null}function jn(n,e){let r=[];if(n[e]==="<"){let t=un(n,e);t>=0&&r.
push(t+1)}return r.push(Mn(n,e)),r}function un(n,e){for(let r=e+1;r<n.length;r++){let t=n[r];if(t===">")return r;if(t===
"<"||t===`
`)return-1}return-1}function sn(n){return n!==void 0&&n!=="("&&n!==")"&&!B(n)}function Mn(n,e){let r=e;for(;;){for(;sn(n[r]);)
r++;if(n[r]!=="(")return r;let t=r+1;for(;sn(n[t]);)t++;if(n[t]!==")")return r;r=t+1}}function In(n,e,r){let t=K(n,e);if(t>
e){let s=cn(n,t,r);if(s>=0){let i=K(n,s);if(n[i]===")")return i+1}}return n[t]===")"?t+1:-1}function cn(n,e,r){let t=n[e],
s=t==='"'||t==="'"?t:t==="("?")":void 0;if(s===void 0)return-1;let i=r.next(s,e+1);return i<0?-1:i+1}function fn(n,e,r){
let t=e;for(;t<e+3&&n[t]===" ";)t++;if(n[t]!=="[")return null;let s=t+1,i=Math.min(n.length,s+1e3),o=s;for(;o<i&&n[o]!==
"]"&&n[o]!==`
`;)o++;if(n[o]!=="]"||o===s||o-s>999||n[o+1]!==":")return null;let l=dn(n,o+2),u=zn(n,l);for(let a of u){let c=Ln(n,a,r);
if(c>=0)return{label:n.slice(s,o),url:n.slice(l,a),end:c}}return null}function dn(n,e){let r=T(n,e);return n[r]===`
`?T(n,r+1):r}function zn(n,e){let r=[];if(n[e]==="<"){let s=un(n,e);s>=0&&r.push(s+1)}let t=e;for(;t<n.length&&!B(n[t]);)
t++;return t>e&&r.push(t),r}function Ln(n,e,r){let t=cn(n,dn(n,e),r);if(t>=0){let i=T(n,t);if(i===n.length||n[i]===`
`)return i}let s=T(n,e);return s===n.length||n[s]===`
`?s:-1}var Fn=/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0D\uFEFF\uFFA0\uFFF9-\uFFFB\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;
function j(n){return n.replace(/\r\n?|[\u2028\u2029]/g,`
`).replace(Fn,"")}var Dn=new RegExp(ee(k),"gi"),Nn=k.replace(/:$/,"").replace(/:/g," ");function M(n){return n.replace(Dn,
`${Nn}: `)}function y(n,e){return v(n,e.secrets??[]).text}function hn(n,e={}){let r=z(e);return mn(n,r,t=>{let s=[];for(let i of Pn(
y(j(t),r)))if(i.kind==="code"){let o=s.at(-1);o!==void 0&&!Un(o)&&s.push(""),s.push($n(i))}else{let o=M(bn(i.text,{tables:!0}));
s.push(vn(o))}return s.join(`
`).replace(/^\n+/,"").trimEnd()},t=>xn(t,r))}function Un(n){return/^[ \t]*$/.test(n.slice(n.lastIndexOf(`
`)+1))}function xn(n,e={}){let r=y(n,z(e)).split(`
`);return $n({kind:"code",fence:"`",length:3,info:"",indent:0,lines:r})}function m(n,e={}){let r=z(e);return mn(n,r,t=>{
let s=pn(y(j(t),r));return M(bn(s,{tables:!1})).trim()},t=>_(t,r))}function I(n,e={}){return j(n).split(`
`).map(t=>m(t,e)).filter(t=>t!=="").join("<br>").replace(/\|/g,"\\|")}function _(n,e={}){let r=z(e),t=M(pn(y(j(n),r))).trim(),
s="`".repeat(Y(t,"`")+1),i=t.startsWith("`")||t.endsWith("`")||t===""?" ":"";return`${s}${i}${t}${i}${s}`}function pn(n){
return n.replace(/\s+/g,e=>e.includes(`
`)?" ":e)}function Y(n,e){let r=0,t=0;for(let s=0;s<n.length;s++)t=n[s]===e?t+1:0,t>r&&(r=t);return r}function z(n){return Array.
isArray(n)?{secrets:n}:n}function mn(n,e,r,t){let s=r(n);for(let i=0;i<4;i++){let o=v(s,e.secrets??[]);if(o.redactions.length===
0)return s;s=r(o.text)}return t(y(s,e))}function Pn(n){let e=n.split(`
`),r=[],t=[],s=()=>{t.length>0&&r.push({kind:"prose",text:t.join(`
`)}),t=[]};for(let i=0;i<e.length;i++){let o=e[i],l=/^( {0,3})(`{3,}|~{3,})(.*)$/.exec(o);if(!l||l[2][0]==="`"&&l[3].includes(
"`")){t.push(o);continue}s();let u=l[2],a=new RegExp(`^ {0,3}${u[0]==="`"?"`":"~"}{${u.length},}[ \\t]*$`),c=[];for(i++;i<
e.length&&!a.test(e[i]);i++)c.push(e[i]);r.push({kind:"code",fence:u[0]==="`"?"`":"~",length:u.length,info:Kn(l[3]),indent:l[1].
length,lines:c})}return s(),r}function $n(n){let e=new RegExp(`^ {0,${n.indent}}`),r=M(n.lines.map(s=>s.replace(e,"")).join(
`
`)),t=n.fence.repeat(Math.max(n.length,Y(r,n.fence)+1));return n.lines.length===0?`${t}${n.info}
${t}`:`${t}${n.info}
${r}
${t}`}function vn(n){return n.replace(/^( {0,3})(?=~{3}|`{3,}[^`\n]*$)/gm,"$1\\")}var Gn=new Set(["mermaid","geojson","t\
opojson","stl","math"]);function Kn(n){let e=/^\s*([A-Za-z0-9_+.#-]{1,32})/.exec(n);return e&&!Gn.has(e[1].toLowerCase())?
e[1]:""}var W=class{#n=[];tables;constructor(e){this.tables=e}add(e){return this.#n.push(e),`\0${this.#n.length-1}\0`}resolve(e,r=0){
let t=[],s="",i=l=>{l!==""&&(t.push(l),s=l[l.length-1])},o=0;for(let l of e.matchAll(/\u0000(\d+)\u0000/g)){i(e.slice(o,
l.index)),o=l.index+l[0].length;let u=this.#n[Number(l[1])]??"",a=r<16?this.resolve(u,r+1):u.replace(/\u0000/g,"");/^[`\\]/.
test(a)&&(s==="`"||s==="\\")&&i(" "),i(a)}return i(e.slice(o)),t.join("")}},Bn=/[!-/:-@[-`{-~]/;function bn(n,e){let r=new W(
e.tables),t=Zn(n,r);return t=Hn(t),t=Wn(t,r),t=wn(t,r),r.resolve(X(t,r))}function X(n,e){let r=Yn(n);return r=Qn(r,e),ne(
r,e)}function Zn(n,e){let r=new J(n),t="",s=0;for(;s<n.length;){let i=n[s];if(i==="\\"&&s+1<n.length&&Bn.test(n[s+1])){let u=n[s+
1];u==="`"?t+=e.add("\\`"):u==="\\"?t+=e.add("\\\\"):"@#<>&[]!".includes(u)?t+=u:t+=`\\${u}`,s+=2;continue}if(i!=="`"){t+=
i,s++;continue}let o=1;for(;n[s+o]==="`";)o++;let l=r.find(s+o,o);l===-1||e.tables&&n.slice(s,l).includes("|")?(t+=e.add(
"\\`".repeat(o)),s+=o):(t+=e.add(n.slice(s,l+o)),s=l+o)}return t}var J=class{#n;#e=-1;#t=new Map;constructor(e){this.#n=
e}find(e,r){e>this.#e&&this.#r(e);let t=this.#t.get(r);if(t===void 0)return-1;for(;t.next<t.starts.length&&t.starts[t.next]<
e;)t.next++;return t.next<t.starts.length?t.starts[t.next]:-1}#r(e){let r=this.#n,t=r.indexOf(`
`,e);this.#e=t<0?r.length:t,this.#t=new Map;for(let s=e;s<this.#e;s++){if(r[s]!=="`")continue;let i=s;for(;r[i]==="`";)i++;
let o=this.#t.get(i-s);o?o.starts.push(s):this.#t.set(i-s,{starts:[s],next:0}),s=i}}};function Hn(n){let e="",r=0,t=!1,s=n.
indexOf("<!--");for(;s>=0;){let i=t?-1:n.indexOf("-->",s+4);t=i<0;let o=i>=0?i+3:n.startsWith("<!-->",s)?s+5:n.startsWith(
"<!--->",s)?s+6:-1;if(o<0){s=n.indexOf("<!--",s+1);continue}e+=n.slice(r,s),r=o,s=n.indexOf("<!--",r)}return e+n.slice(r)}
function Wn(n,e){return n.replace(/<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>\u0000]*)>/g,(r,t)=>{let s=Sn(t);return s&&!q(s)?
e.add(`<${s}>`):C(t,e)}).replace(/<([A-Za-z0-9.!#$%&'*+/=?^_{|}~-]+@[A-Za-z0-9.-]+)>/g,"$1")}function H(n,e){let r="",t=0,
s=n.indexOf("[");for(;s>=0;){let i=s>t&&n[s-1]==="!",o=e(n,s,i);if(o===null){s=n.indexOf("[",s+1);continue}r+=n.slice(t,
i?s-1:s)+o.replacement,t=o.end,s=n.indexOf("[",t)}return r+n.slice(t)}function wn(n,e){let r=new Map,t=Xn(n,r),s=(o,l,u)=>{
let a=u===void 0?null:Sn(u.replace(/^<|>$/g,"")),c=wn(l,e);if(a&&q(a)){let d=C(a,e);return c.trim()===""?d:`${c} (${d})`}
if(o){let d=c.trim()===""?"image":c;return a?e.add(`![${X(d,e)}](${a})`):d}return a?e.add(`[${X(c,e)}](${a})`):c},i=new A(
t);return t=H(t,(o,l,u)=>{let a=Z(o,l),c=a<0?null:an(o,a+1,i);return c===null?null:{end:c.end,replacement:s(u,o.slice(l+
1,a),c.url)}}),t=H(t,(o,l,u)=>{let a=Z(o,l),c=a<0?-1:on(o,a+1);if(c<0)return null;let d=o.slice(l+1,a),g=o.slice(a+2,c-1),
f=r.get(V(g===""?d:g));return{end:c,replacement:f===void 0?o.slice(u?l-1:l,c):s(u,d,f)}}),t=H(t,(o,l,u)=>{let a=ln(o,l);
if(a<0||"([:".includes(o[a+1]??" "))return null;let c=o.slice(l+1,a),d=r.get(V(c));return d===void 0?null:{end:a+1,replacement:s(
u,c,d)}}),t}function Xn(n,e){let r=new A(n),t="",s=0;for(let i=0;i>=0&&i<=n.length;){let o=fn(n,i,r),l=n.indexOf(`
`,o?o.end:i);if(o){let u=V(o.label);e.has(u)||e.set(u,o.url.replace(/^<|>$/g,"")),t+=n.slice(s,i),s=o.end}i=l<0?-1:l+1}return t+
n.slice(s)}function V(n){return n.trim().replace(/\s+/g," ").toLowerCase()}function Sn(n){if(!/^https:\/\//i.test(n))return null;
let e;try{e=new URL(n)}catch{return null}return e.protocol!=="https:"||e.hostname===""||e.username!==""||e.password!==""?
null:e.href.replace(/[^A-Za-z0-9\-._~:/?#@!$&'*+,;=%]/g,r=>`%${r.charCodeAt(0).toString(16).toUpperCase().padStart(2,"0")}`)}
var Jn=new Set(["issues","pull","pulls","discussions"]);function q(n){let e=n.indexOf("://"),t=(e<0?n:n.slice(e+3)).split(
/[?#]/,1)[0].split("/");for(let s=1;s+1<t.length;s++)if(Jn.has(Vn(t[s]).toLowerCase())&&/^\d/.test(t[s+1]))return!0;return!1}
function Vn(n){try{return decodeURIComponent(n)}catch{return n}}function Yn(n){return n.replace(/&/g,"&amp;").replace(/</g,
"&lt;").replace(/\[/g,"\\[").replace(/\]/g,"\\]")}var qn=`?!.,:*_~'"`;function Qn(n,e){return n.replace(/(?:(?:https?|ftp):\/\/|www\.)[^\s\u0000\\`<]+/gi,
(r,t)=>{let s=n[t-1]??"",i=n[t+r.length]??"",o=!/[A-Za-z0-9]/.test(s)&&(i===""||/\s/.test(i)),l=r.length;for(;l>0&&qn.includes(
r[l-1]);)l--;let u=r.slice(0,l);return o&&/^https:/i.test(r)&&!r.includes("@")&&!q(u)?e.add(r):C(u,e)+r.slice(l)})}var gn=/(?<owner>(?<![A-Za-z0-9_./-])[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+#\d[A-Za-z0-9]*)|(?<number>#\d[A-Za-z0-9]*)|(?<other>@[A-Za-z0-9][A-Za-z0-9_-]*(?:\/[A-Za-z0-9][A-Za-z0-9_.-]*)?|GH-\d[A-Za-z0-9]*)/gi;
function ne(n,e){let r=new RegExp(gn.source,gn.flags),t="",s=0;for(let i=r.exec(n);i!==null;i=r.exec(n)){let o=i.index;if(!(i.
groups.other===void 0||o===s||!/[A-Za-z0-9]/.test(n[o-1]??""))){r.lastIndex=o+1;continue}t+=n.slice(s,o)+C(i[0],e),s=o+i[0].
length}return t+n.slice(s)}function C(n,e){if(e.tables&&n.includes("|"))return n.split("|").map(s=>s===""?"":C(s,e)).join(
e.add("\\|"));let r="`".repeat(Y(n,"`")+1),t=n.startsWith("`")||n.endsWith("`")?" ":"";return e.add(`${r}${t}${n}${t}${r}`)}
function ee(n){return n.replace(/[.*+?^${}()|[\]\\]/g,"\\$&")}var te="default",Rn=160,re=512;function se(n,e=te){return`<!-- ${k}${kn(n)}:${kn(e)} -->`}function kn(n){return encodeURIComponent(
n).replace(/[!'()*]/g,_n).replace(/-(?=-)/g,"%2D")}function _n(n){return`%${n.charCodeAt(0).toString(16).toUpperCase().padStart(
2,"0")}`}function ie(n){let e=0;for(let r=n.indexOf(`
`);r!==-1;r=n.indexOf(`
`,r+1))e++;return n.length+e}var oe=5e4;function Fe(n,e={}){let r=ae(n),t=e.maxLength??x.commentChars-re,s=r.length,i=(a,c=s,d=!0,g=s)=>{
let f=de(r,e,{fieldChars:a,fieldsCut:new Set,sectionsKept:c,flowchart:d,rowsKept:g});return{text:f,ok:ie(f)<=t}},o=i(null);
if(o.ok)return o.text;let l=64,u=(a,c,d)=>{let g=d(a);if(!g.ok)return null;for(;c-a>Math.max(0,c>>6);){let f=Math.ceil((a+
c)/2),h=d(f);h.ok?(a=f,g=h):c=f-1}return g.text};return u(l,Math.max(l,le(r)),a=>i(a))??u(0,s,a=>i(l,a))??u(0,s,a=>i(l,0,
!1,a))??i(l,0,!1,0).text}function le(n){let e=0;for(let{latest:r}of n){let t=r.handoff,s=[t?.summary,t?.detail,t?.failure?.
reason,r.record.outcome.message];for(let i of s)e=Math.max(e,i?.length??0);for(let i of Object.values(t?.data??{}))e=Math.
max(e,i.length)}return e}function ae(n){let e=new Map;for(let t of n){let s=e.get(t.record.stage)??[];s.push(t),e.set(t.
record.stage,s)}return[...e.entries()].map(([t,s])=>{let i=[...s].sort((o,l)=>P(w(o.record),w(l.record)));return{stage:t,
latest:i[i.length-1],earlier:i.slice(0,-1)}}).sort((t,s)=>t.latest.record.hop-s.latest.record.hop||S(En(t),En(s))||S(t.stage,
s.stage))}function ue(n,e){if(n.run.attempt===1)return e>1?`attempt ${n.attempt} of ${e}`:"";let r=E(w(n));return e>1?`${r}\
, ${e} attempts`:r}function En(n){return(n.earlier[0]??n.latest).record.agent.started_at}var N={success:"\u2705",partial:"\
\u{1F7E1}",blocked:"\u26D4",failure:"\u274C",cancelled:"\u{1F6AB}"},ce={...N,running:"\u23F3",interrupted:"\u26A0\uFE0F"},
nn=["failure","cancelled","blocked","partial","success"];function R(n){return rn(n.status,n.outcome.reason)}function Cn(n,e){
let r=R(n),t=n.outcome.reason==="completed"||r==="cancelled"?"":` ${e(n.outcome.reason)}`;return`${N[r]} ${r}${t}`}function fe(n){
let e=null;for(let{latest:r}of n){let t=R(r.record);(e===null||nn.indexOf(t)<nn.indexOf(e))&&(e=t)}return e}function de(n,e,r){
let t=e.secrets??[],s=e.workflow??n[0]?.latest.record.run.workflow??"workflow",i=n[0]?.latest.record.run,o=[se(s,e.key)],
l=e.cancelled||e.run?.status==="cancelled"?"cancelled":fe(n),u=e.run?.status==="failure"&&l!=="failure",a=e.run?.status===
"running"||e.run?.status==="interrupted"?e.run.status:u?"failure":l??e.run?.status??null,c=m(s,t)||"workflow";if(o.push(
a===null?`## baton report \xB7 ${c}`:`## ${ce[a]} baton report \xB7 ${c} \xB7 ${a}`),o.push(he(n,e.runId??i?.id??null,e)),
u&&e.run&&e.run.failedJobs.length>0){let f=e.run.failedJobs.map(h=>_(h,t));o.push(`The run failed: ${f.length===1?"job":
"jobs"} ${f.join(", ")} failed.`)}let d=ge(e);if(n.length===0)o.push("No baton records were found for this run. A stage \
that failed before it recorded (an input it refused, say) leaves none: its job\u2019s log says why."),d&&o.push(d);else{
o.push($e(n,t,r)),d&&o.push(d);let f=r.flowchart?Se(n):"";f!==""&&f.length<=oe?o.push(f):r.flowchart=!1;for(let h of n.slice(
0,r.sectionsKept))o.push(ke(h,e,r))}let g=Ee(n,r,e);return g&&o.push(g),o.push("<sub>Built by baton from the stage recor\
ds; agent text is shown as data, sanitised.</sub>"),`${o.join(`

`)}
`}function ge(n){let e=[...n.unreadable??[]].sort((s,i)=>S(s.stage,i.stage)||P(s,i));if(e.length===0)return null;let r=e.
slice(0,20).map(s=>`> - ${_(b(s.stage))} ${E(s)}: ${m(s.reason,n.secrets??[])}`);return e.length>r.length&&r.push(`> - a\
nd ${e.length-r.length} more`),["> [!WARNING]",`> ${`${e.length} ${e.length===1?"record":"records"}`} of this run could \
not be read and ${e.length===1?"is":"are"} not in this report:`,...r].join(`
`)}function he(n,e,r){let t=n.reduce((a,c)=>a+1+c.earlier.length,0),s=new Map;for(let{latest:a}of n){let c=R(a.record);s.
set(c,(s.get(c)??0)+1)}let i=nn.filter(a=>s.has(a)).map(a=>`${s.get(a)} ${a}`),o=`${n.length} ${n.length===1?"stage":"st\
ages"}`,l=t>n.length?` in ${t} attempts`:"",u=me(e,r);return[`${o}${l}${i.length?` (${i.join(", ")})`:""}`,pe(n),u].filter(
Boolean).join(" \xB7 ")}function pe(n){let e=0,r=0,t=0,s=!1,i=!1;for(let l of n)for(let{record:u}of[...l.earlier,l.latest]){
let a=u.agent.usage;a&&((a.input_tokens!==void 0||a.output_tokens!==void 0)&&(s=!0),e+=a.input_tokens??0,r+=a.output_tokens??
0,a.cost_usd!==void 0&&(i=!0,t+=a.cost_usd))}let o=[];return s&&o.push(`${$(e)} tokens in, ${$(r)} out`),i&&o.push(On(t)),
o.join(", ")}function me(n,e){let r=n===null?"the run":`run ${m(n)}`;return e.runUrl?`[View ${r}](${e.runUrl})`:n===null?
"":`local ${r}`}function $e(n,e,r){let t=n.some(({latest:l})=>An(l)!==null),s=n.some(({latest:l})=>l.record.agent.usage?.
cost_usd!==void 0),i=["Stage","Status","Summary","Duration"];t&&i.push("Tokens"),s&&i.push("Cost");let o=[`| ${i.join(" \
| ")} |`,`|${i.map(()=>"---").join("|")}|`];for(let l of n.slice(0,r.rowsKept)){let{record:u,handoff:a}=l.latest,c=[`\`${b(
u.stage)}\``,be(l),a?I(we(a.summary,r.fieldChars),e)||"\u2014":"_no handoff_",Re(l)];if(t&&c.push(An(l.latest)??"\u2014"),
s){let d=u.agent.usage?.cost_usd;c.push(d===void 0?"\u2014":On(d))}o.push(`| ${c.join(" | ")} |`)}return r.rowsKept<n.length&&
o.push(`| \u2026 | ${n.length-r.rowsKept} more stages |${" |".repeat(i.length-2)}`),o.join(`
`)}function be(n){let{record:e}=n.latest,r=[Cn(e,s=>`(${s})`)],t=n.earlier.length+1;return t>1&&r.push(`\xB7 ${E(w(e))},\
 ${t} attempts`),r.join(" ")}function we(n,e){let r=Math.min(Rn,e??Rn),s=(n.split(/\r?\n/).find(i=>i.trim()!=="")??"").trim();
return s.length>r?`${G(s,r-1)}\u2026`:s}function An(n){let e=n.record.agent.usage;if(!e||e.input_tokens===void 0&&e.output_tokens===
void 0)return null;let r=[];return e.input_tokens!==void 0&&r.push(`${$(e.input_tokens)} in`),e.output_tokens!==void 0&&
r.push(`${$(e.output_tokens)} out`),r.join(" / ")}function $(n){return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g,
",")}function On(n){return n>=1?`$${n.toFixed(2)}`:`$${n.toFixed(4)}`}function D(n){if(n<1e3)return`${n} ms`;let e=n/1e3;
if(e<60)return`${e.toFixed(1)} s`;let r=Math.round(e),t=Math.floor(r/3600),s=Math.floor(r%3600/60),i=r%60;return t>0?`${t}\
 h ${String(s).padStart(2,"0")} min`:`${s} min ${String(i).padStart(2,"0")} s`}function Se(n){let e=new Map,r=l=>{let u=e.
get(l);return u===void 0&&(u=`s${e.size}`,e.set(l,u)),u};for(let l of n)r(l.stage);let t=new Set,s=[];for(let{stage:l,latest:u}of n){
let a=[...new Set(u.record.lineage.map(c=>c.stage))].sort(S);for(let c of a)t.add(`${r(c)} --> ${r(l)}`)}for(let{stage:l,
latest:u}of n){let a=u.handoff?.next?.stage;a!==void 0&&t.add(`${r(l)} -.->|next| ${r(a)}`)}for(let[l,u]of e){let a=n.find(
p=>p.stage===l);if(!a){s.push(`  ${u}["${L(b(l))}<br/>${L("no stage record")}"]:::absent`);continue}let{record:c}=a.latest,
d=a.earlier.length+1,g=R(c),f=`${N[g]} ${g}${d>1?` \xD7${d}`:""}`,h=g==="failure"||g==="blocked"?`:::${g}`:"";s.push(`  ${u}\
["${L(b(l))}<br/>${L(f)}"]${h}`)}for(let l of t)s.push(`  ${l}`);let i=l=>s.some(u=>u.endsWith(`:::${l}`)),o=[i("failure")?
"  classDef failure fill:#ffebe9,stroke:#cf222e,color:#1f2328":"",i("blocked")?"  classDef blocked fill:#fff8c5,stroke:#\
9a6700,color:#1f2328":"",i("absent")?"  classDef absent fill:#f6f8fa,stroke:#8c959f,stroke-dasharray:3 3,color:#59636e":
""].filter(Boolean);return["```mermaid","flowchart LR",...s,...o,"```"].join(`
`)}function L(n){let e="";for(let r of n)e+=/[A-Za-z0-9 _.,:/()-]/.test(r)?r:`#${r.codePointAt(0)};`;return e}function Re(n){
let e=D(n.latest.record.agent.duration_ms);if(n.earlier.length===0)return e;let r=[n.latest,...n.earlier].reduce((t,s)=>t+
s.record.agent.duration_ms,0);return`${e} (${D(r)} in ${n.earlier.length+1} attempts)`}function ke(n,e,r){let t=e.secrets??
[],{record:s,handoff:i}=n.latest,o=n.earlier.length+1,l=(g,f)=>hn(F(n.stage,g,f,r),t),u=[`${N[R(s)]} <b>${b(s.stage)}</b\
>`,R(s),D(s.agent.duration_ms),ue(s,o)].filter(Boolean).join(" \xB7 "),a=[];if(s.outcome.reason!=="completed"){let g=s.outcome.
message?`: ${m(F(n.stage,"outcome",s.outcome.message,r),t)}`:"";a.push(`**Outcome:** \`${s.outcome.reason}\`${g}`)}if(i===
null)a.push("_No handoff was captured for this attempt._");else{a.push("**Summary**",l("summary",i.summary)||"\u2014");let g=Object.
entries(i.data??{}).sort(([h],[p])=>S(h,p));if(g.length>0){let h=g.map(([p,U])=>`| ${tn.test(p)?`\`${p}\``:I(p)} | ${I(F(
n.stage,`data.${p}`,U,r),t)||"\u2014"} |`);a.push(["**Data**","","| Key | Value |","|---|---|",...h].join(`
`))}i.failure&&(a.push(`**Failure:** ${m(F(n.stage,"failure",i.failure.reason,r),t)}`),i.failure.blockers?.length&&a.push(
O("Blockers",i.failure.blockers,t)),i.failure.questions?.length&&a.push(O("Questions",i.failure.questions,t)));let f=i.expectations;
if(f&&(f.deliverables?.length||f.acceptance?.length||f.constraints?.length)){let h=["**Expectations** for the next stage"];
f.deliverables?.length&&h.push(O("Deliverables",f.deliverables,t)),f.acceptance?.length&&h.push(O("Acceptance",f.acceptance,
t)),f.constraints?.length&&h.push(O("Constraints",f.constraints,t)),a.push(h.join(`

`))}if(i.next){let h=i.next.reason?` \u2014 ${m(i.next.reason,t)}`:"";a.push(`**Next:** \`${b(i.next.stage)}\`${h}`)}if(i.
artifacts?.length){let h=i.artifacts.map(p=>{let U=p.description?` \u2014 ${m(p.description,t)}`:"";return`- ${Q(p.path,
t)}${U}`});a.push(["**Artifacts**","",...h].join(`
`))}e.includeDetail&&i.detail&&a.push("**Detail**",l("detail",i.detail)||"\u2014")}let c=s.problems;if(c.length>0){let g=c.
map(f=>`- ${f.severity==="error"?"\u274C":"\u26A0\uFE0F"} ${Q(f.code)} ${Q(f.path)}: ${m(f.message,t)}`);a.push(["**Prob\
lems**","",...g].join(`
`))}if(n.earlier.length>0){let g=n.earlier.map(({record:f})=>`- ${E(w(f))}: ${Cn(f,h=>`(\`${h}\`)`)}, ${D(f.agent.duration_ms)}`);
a.push(["**Earlier attempts**","",...g].join(`
`))}return[s.status==="failure"||s.status==="blocked"?"<details open>":"<details>",`<summary>${u}</summary>`,"",a.join(`\


`),"","</details>"].join(`
`)}function O(n,e,r){return[`${n}:`,"",...e.map(t=>`- ${m(t,r)||"\u2014"}`)].join(`
`)}function Q(n,e=[]){return _(n,e)}function b(n){return en.test(n)?n:encodeURIComponent(n).replace(/[!'()*]/g,_n)}function F(n,e,r,t){
if(t.fieldChars===null||r.length<=t.fieldChars)return r;t.fieldsCut.add(`${n}.${e}`);let s=G(r,t.fieldChars);return`${s}\


\u2026 (${$(r.length-s.length)} more characters cut)`}function yn(n){let e=n.slice(0,10).map(r=>`\`${b(r)}\``);return n.
length>e.length?`${e.join(", ")} and ${n.length-e.length} more`:e.join(", ")}function Ee(n,e,r){let t=[];if(e.fieldsCut.
size>0){let l=[...new Set([...e.fieldsCut].map(u=>u.slice(0,u.indexOf("."))))];t.push(`${e.fieldsCut.size} ${e.fieldsCut.
size===1?"field was":"fields were"} cut to ${$(e.fieldChars??0)} characters (${yn(l)})`)}let s=n.slice(e.sectionsKept).map(
l=>l.stage);if(s.length>0&&t.push(`the sections of ${s.length} ${s.length===1?"stage were":"stages were"} left out (${yn(
s)})`),!e.flowchart&&n.length>0&&t.push("the diagram was left out"),e.rowsKept<n.length&&t.push(`the table shows the fir\
st ${e.rowsKept} of ${n.length} stages`),t.length===0)return null;let i=r.recordsLocation??r.runUrl??null,o=i?` The full\
 records are in ${i}.`:"";return`> [!NOTE]
> This report was shortened to fit GitHub's ${$(x.commentChars)}-character limit: ${t.join("; ")}.${o}`}export{hn as a,xn as b,m as c,I as d,te as e,se as f,Fe as g};

import{b as P,k as w}from"./chunk-S6TVD47Z.js";import{a as x}from"./chunk-X5N5IWH4.js";import{k as tn,p as G,
s as b,t as k}from"./chunk-UIX755PM.js";import{w as D,x as nn,y as en,z as E}from"./chunk-G4KAFFH4.js";var A=class{#n;#e=new Map;constructor(e){this.#n=e}next(e,r){let t=this.#e.get(e);if(t===void 0){t=[];for(let o=this.#n.
indexOf(e);o>=0;o=this.#n.indexOf(e,o+1))t.push(o);this.#e.set(e,t)}let s=0,i=t.length;for(;s<i;){let o=s+i>>>1;t[o]<r?s=
o+1:i=o}return s<t.length?t[s]:-1}},In=/\s/;function K(n){return n!==void 0&&In.test(n)}function B(n,e){for(;K(n[e]);)e++;
return e}function T(n,e){for(;n[e]===" "||n[e]==="	";)e++;return e}function Z(n,e){for(let r=e+1;r<n.length;r++){let t=n[r];
if(t==="]")return r;if(t!=="[")continue;let s=r+1;for(;s<n.length&&n[s]!=="["&&n[s]!=="]";)s++;if(n[s]!=="]")return-1;r=
s}return-1}function sn(n,e){if(n[e]!=="[")return-1;let r=Math.min(n.length,e+1001);for(let t=e+1;t<r;t++){let s=n[t];if(s===
"]")return t+1;if(s==="["||s===`
`)return-1}return-1}function on(n,e){let r=Math.min(n.length,e+1001);for(let t=e+1;t<r;t++){let s=n[t];if(s==="]")return t>
e+1?t:-1;if(s==="["||s===`
`||s==="\0")return-1}return-1}function ln(n,e,r){if(n[e]!=="(")return null;let t=B(n,e+1);for(let s of jn(n,t)){let i=Un(
n,s,r);if(i>=0)return{url:n.slice(t,s),end:i}}return null}function jn(n,e){let r=[];if(n[e]==="<"){let t=un(n,e);t>=0&&r.
push(t+1)}return r.push(zn(n,e)),r}function un(n,e){for(let r=e+1;r<n.length;r++){let t=n[r];if(t===">")return r;if(t===
"<"||t===`
`)return-1}return-1}function rn(n){return n!==void 0&&n!=="("&&n!==")"&&!K(n)}function zn(n,e){let r=e;for(;;){for(;rn(n[r]);)
r++;if(n[r]!=="(")return r;let t=r+1;for(;rn(n[t]);)t++;if(n[t]!==")")return r;r=t+1}}function Un(n,e,r){let t=B(n,e);if(t>
e){let s=an(n,t,r);if(s>=0){let i=B(n,s);if(n[i]===")")return i+1}}return n[t]===")"?t+1:-1}function an(n,e,r){let t=n[e],
s=t==='"'||t==="'"?t:t==="("?")":void 0;if(s===void 0)return-1;let i=r.next(s,e+1);return i<0?-1:i+1}function cn(n,e,r){
let t=e;for(;t<e+3&&n[t]===" ";)t++;if(n[t]!=="[")return null;let s=t+1,i=Math.min(n.length,s+1e3),o=s;for(;o<i&&n[o]!==
"]"&&n[o]!==`
`;)o++;if(n[o]!=="]"||o===s||o-s>999||n[o+1]!==":")return null;let l=fn(n,o+2),u=Mn(n,l);for(let a of u){let c=Ln(n,a,r);
if(c>=0)return{label:n.slice(s,o),url:n.slice(l,a),end:c}}return null}function fn(n,e){let r=T(n,e);return n[r]===`
`?T(n,r+1):r}function Mn(n,e){let r=[];if(n[e]==="<"){let s=un(n,e);s>=0&&r.push(s+1)}let t=e;for(;t<n.length&&!K(n[t]);)
t++;return t>e&&r.push(t),r}function Ln(n,e,r){let t=an(n,fn(n,e),r);if(t>=0){let i=T(n,t);if(i===n.length||n[i]===`
`)return i}let s=T(n,e);return s===n.length||n[s]===`
`?s:-1}var Fn=/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0D\uFEFF\uFFA0\uFFF9-\uFFFB\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;
function j(n){return n.replace(/\r\n?|[\u2028\u2029]/g,`
`).replace(Fn,"")}var vn=new RegExp(oe(E),"gi"),Nn=E.replace(/:$/,"").replace(/:/g," ");function z(n){return n.replace(vn,
`${Nn}: `)}function y(n,e){return P(n,e.secrets??[]).text}function hn(n,e={}){let r=M(e);return mn(n,r,t=>{let s=[];for(let i of Pn(
y(j(t),r)))if(i.kind==="code"){let o=s.at(-1);o!==void 0&&!Dn(o)&&s.push(""),s.push($n(i))}else{let o=z(bn(i.text,{tables:!0,
serverUrl:r.serverUrl}));s.push(xn(o))}return s.join(`
`).replace(/^\n+/,"").trimEnd()},t=>Gn(t,r))}function Dn(n){return/^[ \t]*$/.test(n.slice(n.lastIndexOf(`
`)+1))}function Gn(n,e={}){let r=y(n,M(e)).split(`
`);return $n({kind:"code",fence:"`",length:3,info:"",indent:0,lines:r})}function p(n,e={}){let r=M(e);return mn(n,r,t=>{
let s=pn(y(j(t),r));return z(bn(s,{tables:!1,serverUrl:r.serverUrl})).trim()},t=>_(t,r))}function U(n,e={}){return j(n).
split(`
`).map(t=>p(t,e)).filter(t=>t!=="").join("<br>").replace(/\|/g,"\\|")}function _(n,e={}){let r=M(e),t=z(pn(y(j(n),r))).trim(),
s="`".repeat(J(t,"`")+1),i=t.startsWith("`")||t.endsWith("`")||t===""?" ":"";return`${s}${i}${t}${i}${s}`}function pn(n){
return n.replace(/\s+/g,e=>e.includes(`
`)?" ":e)}function J(n,e){let r=0,t=0;for(let s=0;s<n.length;s++)t=n[s]===e?t+1:0,t>r&&(r=t);return r}function M(n){return Array.
isArray(n)?{secrets:n}:n}function mn(n,e,r,t){let s=r(n);for(let i=0;i<4;i++){let o=P(s,e.secrets??[]);if(o.redactions.length===
0)return s;s=r(o.text)}return t(y(s,e))}function Pn(n){let e=n.split(`
`),r=[],t=[],s=()=>{t.length>0&&r.push({kind:"prose",text:t.join(`
`)}),t=[]};for(let i=0;i<e.length;i++){let o=e[i],l=/^( {0,3})(`{3,}|~{3,})(.*)$/.exec(o);if(!l||l[2][0]==="`"&&l[3].includes(
"`")){t.push(o);continue}s();let u=l[2],a=new RegExp(`^ {0,3}${u[0]==="`"?"`":"~"}{${u.length},}[ \\t]*$`),c=[];for(i++;i<
e.length&&!a.test(e[i]);i++)c.push(e[i]);r.push({kind:"code",fence:u[0]==="`"?"`":"~",length:u.length,info:Kn(l[3]),indent:l[1].
length,lines:c})}return s(),r}function $n(n){let e=new RegExp(`^ {0,${n.indent}}`),r=z(n.lines.map(s=>s.replace(e,"")).join(
`
`)),t=n.fence.repeat(Math.max(n.length,J(r,n.fence)+1));return n.lines.length===0?`${t}${n.info}
${t}`:`${t}${n.info}
${r}
${t}`}function xn(n){return n.replace(/^( {0,3})(?=~{3}|`{3,}[^`\n]*$)/gm,"$1\\")}var Bn=new Set(["mermaid","geojson","t\
opojson","stl","math"]);function Kn(n){let e=/^\s*([A-Za-z0-9_+.#-]{1,32})/.exec(n);return e&&!Bn.has(e[1].toLowerCase())?
e[1]:""}var W=class{#n=[];#e=new Map;tables;serverUrl;constructor(e,r){this.tables=e,this.serverUrl=r}add(e,r){return this.#n.
push(e),r!==void 0&&this.#e.set(this.#n.length-1,r),`\0${this.#n.length-1}\0`}plain(e){return this.#e.size===0?e:e.replace(
/\u0000(\d+)\u0000/g,(r,t)=>this.#e.get(Number(t))??r)}resolve(e,r=0){let t=[],s="",i=l=>{l!==""&&(t.push(l),s=l[l.length-
1])},o=0;for(let l of e.matchAll(/\u0000(\d+)\u0000/g)){i(e.slice(o,l.index)),o=l.index+l[0].length;let u=this.#n[Number(
l[1])]??"",a=r<16?this.resolve(u,r+1):u.replace(/\u0000/g,"");(/^[`\\]/.test(a)&&(s==="`"||s==="\\")||a.startsWith("[")&&
s==="!")&&i(" "),i(a)}return i(e.slice(o)),t.join("")}},Zn=/[!-/:-@[-`{-~]/;function bn(n,e){let r=new W(e.tables,e.serverUrl),
t=Hn(n,r);return t=Wn(t),t=Xn(t,r),t=wn(t,r),r.resolve(I(t,r))}function I(n,e){let r=te(n);return r=se(r,e),ie(r,e)}function Hn(n,e){
let r=new X(n),t="",s=0;for(;s<n.length;){let i=n[s];if(i==="\\"&&s+1<n.length&&Zn.test(n[s+1])){let u=n[s+1];u==="`"?t+=
e.add("\\`"):u==="\\"?t+=e.add("\\\\"):"@#<>&[]!".includes(u)?t+=u:t+=`\\${u}`,s+=2;continue}if(i!=="`"){t+=i,s++;continue}
let o=1;for(;n[s+o]==="`";)o++;let l=r.find(s+o,o);l===-1||e.tables&&n.slice(s,l).includes("|")?(t+=e.add("\\`".repeat(o)),
s+=o):(t+=e.add(n.slice(s,l+o)),s=l+o)}return t}var X=class{#n;#e=-1;#t=new Map;constructor(e){this.#n=e}find(e,r){e>this.#e&&
this.#r(e);let t=this.#t.get(r);if(t===void 0)return-1;for(;t.next<t.starts.length&&t.starts[t.next]<e;)t.next++;return t.
next<t.starts.length?t.starts[t.next]:-1}#r(e){let r=this.#n,t=r.indexOf(`
`,e);this.#e=t<0?r.length:t,this.#t=new Map;for(let s=e;s<this.#e;s++){if(r[s]!=="`")continue;let i=s;for(;r[i]==="`";)i++;
let o=this.#t.get(i-s);o?o.starts.push(s):this.#t.set(i-s,{starts:[s],next:0}),s=i}}};function Wn(n){let e="",r=0,t=!1,s=n.
indexOf("<!--");for(;s>=0;){let i=t?-1:n.indexOf("-->",s+4);t=i<0;let o=i>=0?i+3:n.startsWith("<!-->",s)?s+5:n.startsWith(
"<!--->",s)?s+6:-1;if(o<0){s=n.indexOf("<!--",s+1);continue}e+=n.slice(r,s),r=o,s=n.indexOf("<!--",r)}return e+n.slice(r)}
function Xn(n,e){return n.replace(/<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>\u0000]*)>/g,(r,t)=>{let s=Jn(t);return s&&!V(s)?
e.add(`<${s}>`):C(t,e)}).replace(/<([A-Za-z0-9.!#$%&'*+/=?^_{|}~-]+@[A-Za-z0-9.-]+)>/g,"$1")}function H(n,e){let r="",t=0,
s=n.indexOf("[");for(;s>=0;){let i=s>t&&n[s-1]==="!",o=e(n,s,i);if(o===null){s=n.indexOf("[",s+1);continue}r+=n.slice(t,
i?s-1:s)+o.replacement,t=o.end,s=n.indexOf("[",t)}return r+n.slice(t)}function wn(n,e){let r=new Map,t=Yn(n,r),s=(o,l,u)=>{
let a=u===void 0?null:Sn(u.replace(/^<|>$/g,"")),c=a?Rn(a):null,d=wn(l,e);if(c&&V(c)){let f=C(c,e);return d.trim()===""?
f:`${d} (${f})`}if(o){let f=d.trim()===""?"image":d;if(!a)return f;if(qn(a,e.serverUrl))return e.add(`![${I(f,e)}](${c})`);
let g=e.plain(d.trim()===""?"image":`image: ${d}`);return e.add(`[${I(g,e)}](${c})`,g)}return c?e.add(`[${I(e.plain(d),e)}\
](${c})`):d},i=new A(t);return t=H(t,(o,l,u)=>{let a=Z(o,l),c=a<0?null:ln(o,a+1,i);return c===null?null:{end:c.end,replacement:s(
u,o.slice(l+1,a),c.url)}}),t=H(t,(o,l,u)=>{let a=Z(o,l),c=a<0?-1:sn(o,a+1);if(c<0)return null;let d=o.slice(l+1,a),f=o.slice(
a+2,c-1),g=r.get(Y(f===""?d:f));return{end:c,replacement:g===void 0?o.slice(u?l-1:l,c):s(u,d,g)}}),t=H(t,(o,l,u)=>{let a=on(
o,l);if(a<0||"([:".includes(o[a+1]??" "))return null;let c=o.slice(l+1,a),d=r.get(Y(c));return d===void 0?null:{end:a+1,
replacement:s(u,c,d)}}),t}function Yn(n,e){let r=new A(n),t="",s=0;for(let i=0;i>=0&&i<=n.length;){let o=cn(n,i,r),l=n.indexOf(
`
`,o?o.end:i);if(o){let u=Y(o.label);e.has(u)||e.set(u,o.url.replace(/^<|>$/g,"")),t+=n.slice(s,i),s=o.end}i=l<0?-1:l+1}return t+
n.slice(s)}function Y(n){return n.trim().replace(/\s+/g," ").toLowerCase()}function Jn(n){let e=Sn(n);return e&&Rn(e)}function Sn(n){
if(!/^https:\/\//i.test(n))return null;let e;try{e=new URL(n)}catch{return null}return e.protocol!=="https:"||e.hostname===
""||e.username!==""||e.password!==""?null:e}function Rn(n){return n.href.replace(/[^A-Za-z0-9\-._~:/?#@!$&'*+,;=%]/g,e=>`\
%${e.charCodeAt(0).toString(16).toUpperCase().padStart(2,"0")}`)}var dn=".githubusercontent.com",Vn="camo.githubusercont\
ent.com";function qn(n,e){let r=Qn(e);if(r!==null&&n.host===r)return!0;if(n.port!=="")return!1;let t=n.hostname;return t===
"github.com"?!0:t.endsWith(dn)&&t!==Vn&&!t.slice(0,-dn.length).split(".").includes("")}function Qn(n){if(!n)return null;
try{let e=new URL(n).host;return e===""?null:e}catch{return null}}var ne=new Set(["issues","pull","pulls","discussions"]);
function V(n){let e=n.indexOf("://"),t=(e<0?n:n.slice(e+3)).split(/[?#]/,1)[0].split("/");for(let s=1;s+1<t.length;s++)if(ne.
has(ee(t[s]).toLowerCase())&&/^\d/.test(t[s+1]))return!0;return!1}function ee(n){try{return decodeURIComponent(n)}catch{
return n}}function te(n){return n.replace(/&/g,"&amp;").replace(/</g,"&lt;").replace(/\[/g,"\\[").replace(/\]/g,"\\]")}var re=`\
?!.,:*_~'"`;function se(n,e){return n.replace(/(?:(?:https?|ftp):\/\/|www\.)[^\s\u0000\\`<]+/gi,(r,t)=>{let s=n[t-1]??"",
i=n[t+r.length]??"",o=!/[A-Za-z0-9]/.test(s)&&(i===""||/\s/.test(i)),l=r.length;for(;l>0&&re.includes(r[l-1]);)l--;let u=r.
slice(0,l);return o&&/^https:/i.test(r)&&!r.includes("@")&&!V(u)?e.add(r):C(u,e)+r.slice(l)})}var gn=/(?<owner>(?<![A-Za-z0-9_./-])[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+#\d[A-Za-z0-9]*)|(?<number>#\d[A-Za-z0-9]*)|(?<other>@[A-Za-z0-9][A-Za-z0-9_-]*(?:\/[A-Za-z0-9][A-Za-z0-9_.-]*)?|GH-\d[A-Za-z0-9]*)/gi;
function ie(n,e){let r=new RegExp(gn.source,gn.flags),t="",s=0;for(let i=r.exec(n);i!==null;i=r.exec(n)){let o=i.index;if(!(i.
groups.other===void 0||o===s||!/[A-Za-z0-9]/.test(n[o-1]??""))){r.lastIndex=o+1;continue}t+=n.slice(s,o)+C(i[0],e),s=o+i[0].
length}return t+n.slice(s)}function C(n,e){if(e.tables&&n.includes("|"))return n.split("|").map(s=>s===""?"":C(s,e)).join(
e.add("\\|"));let r="`".repeat(J(n,"`")+1),t=n.startsWith("`")||n.endsWith("`")?" ":"";return e.add(`${r}${t}${n}${t}${r}`)}
function oe(n){return n.replace(/[.*+?^${}()|[\]\\]/g,"\\$&")}var le="default",En=160,ue=512;function ae(n,e=le){return`<!-- ${E}${kn(n)}:${kn(e)} -->`}function kn(n){return encodeURIComponent(
n).replace(/[!'()*]/g,Cn).replace(/-(?=-)/g,"%2D")}function Cn(n){return`%${n.charCodeAt(0).toString(16).toUpperCase().padStart(
2,"0")}`}function ce(n){let e=0;for(let r=n.indexOf(`
`);r!==-1;r=n.indexOf(`
`,r+1))e++;return n.length+e}var fe=5e4;function Ge(n,e={}){let r=ge(n),t=e.maxLength??D.commentChars-ue,s=r.length,i=(a,c=s,d=!0,f=s)=>{
let g=$e(r,e,{fieldChars:a,fieldsCut:new Set,sectionsKept:c,flowchart:d,rowsKept:f});return{text:g,ok:ce(g)<=t}},o=i(null);
if(o.ok)return o.text;let l=64,u=(a,c,d)=>{let f=d(a);if(!f.ok)return null;for(;c-a>Math.max(0,c>>6);){let g=Math.ceil((a+
c)/2),h=d(g);h.ok?(a=g,f=h):c=g-1}return f.text};return u(l,Math.max(l,de(r)),a=>i(a))??u(0,s,a=>i(l,a))??u(0,s,a=>i(l,0,
!1,a))??i(l,0,!1,0).text}function de(n){let e=0;for(let{latest:r}of n){let t=r.handoff,s=[t?.summary,t?.detail,t?.failure?.
reason,r.record.outcome.message];for(let i of s)e=Math.max(e,i?.length??0);for(let i of Object.values(t?.data??{}))e=Math.
max(e,i.length)}return e}function ge(n){let e=new Map;for(let t of n){let s=e.get(t.record.stage)??[];s.push(t),e.set(t.
record.stage,s)}return[...e.entries()].map(([t,s])=>{let i=[...s].sort((o,l)=>G(b(o.record),b(l.record)));return{stage:t,
latest:i[i.length-1],earlier:i.slice(0,-1)}}).sort((t,s)=>t.latest.record.hop-s.latest.record.hop||w(An(t),An(s))||w(t.stage,
s.stage))}function he(n,e){if(n.run.attempt===1)return e>1?`attempt ${n.attempt} of ${e}`:"";let r=k(b(n));return e>1?`${r}\
, ${e} attempts`:r}function An(n){return(n.earlier[0]??n.latest).record.agent.started_at}var N={success:"\u2705",partial:"\
\u{1F7E1}",blocked:"\u26D4",failure:"\u274C",cancelled:"\u{1F6AB}"},pe={...N,running:"\u23F3",interrupted:"\u26A0\uFE0F"},
Q=["failure","cancelled","blocked","partial","success"];function S(n){return tn(n.status,n.outcome.reason)}function On(n,e){
let r=S(n),t=n.outcome.reason==="completed"||r==="cancelled"?"":` ${e(n.outcome.reason)}`;return`${N[r]} ${r}${t}`}function me(n){
let e=null;for(let{latest:r}of n){let t=S(r.record);(e===null||Q.indexOf(t)<Q.indexOf(e))&&(e=t)}return e}function $e(n,e,r){
let t=e.workflow??n[0]?.latest.record.run.workflow??"workflow",s=n[0]?.latest.record.run,i=[ae(t,e.key)],o=e.cancelled||
e.run?.status==="cancelled"?"cancelled":me(n),l=e.run?.status==="failure"&&o!=="failure",u=e.run?.status==="running"||e.
run?.status==="interrupted"?e.run.status:l?"failure":o??e.run?.status??null,a=p(t,e)||"workflow";if(i.push(u===null?`## \
baton report \xB7 ${a}`:`## ${pe[u]} baton report \xB7 ${a} \xB7 ${u}`),i.push(we(n,e.runId??s?.id??null,e)),l&&e.run&&e.
run.failedJobs.length>0){let f=e.run.failedJobs.map(g=>_(g,e));i.push(`The run failed: ${f.length===1?"job":"jobs"} ${f.
join(", ")} failed.`)}let c=be(e);if(n.length===0)i.push("No baton records were found for this run. A stage that failed \
before it recorded (an input it refused, say) leaves none: its job\u2019s log says why."),c&&i.push(c);else{i.push(Ee(n,
e,r)),c&&i.push(c);let f=r.flowchart?ye(n):"";f!==""&&f.length<=fe?i.push(f):r.flowchart=!1;for(let g of n.slice(0,r.sectionsKept))
i.push(Ce(g,e,r))}let d=Oe(n,r,e);return d&&i.push(d),i.push("<sub>Built by baton from the stage records; agent text is \
shown as data, sanitised.</sub>"),`${i.join(`

`)}
`}function be(n){let e=[...n.unreadable??[]].sort((s,i)=>w(s.stage,i.stage)||G(s,i));if(e.length===0)return null;let r=e.
slice(0,20).map(s=>`> - ${_($(s.stage))} ${k(s)}: ${p(s.reason,n)}`);return e.length>r.length&&r.push(`> - and ${e.length-
r.length} more`),["> [!WARNING]",`> ${`${e.length} ${e.length===1?"record":"records"}`} of this run could not be read an\
d ${e.length===1?"is":"are"} not in this report:`,...r].join(`
`)}function we(n,e,r){let t=n.reduce((a,c)=>a+1+c.earlier.length,0),s=new Map;for(let{latest:a}of n){let c=S(a.record);s.
set(c,(s.get(c)??0)+1)}let i=Q.filter(a=>s.has(a)).map(a=>`${s.get(a)} ${a}`),o=`${n.length} ${n.length===1?"stage":"sta\
ges"}`,l=t>n.length?` in ${t} attempts`:"",u=Re(e,r);return[`${o}${l}${i.length?` (${i.join(", ")})`:""}`,Se(n),u].filter(
Boolean).join(" \xB7 ")}function Se(n){let e=0,r=0,t=0,s=!1,i=!1;for(let l of n)for(let{record:u}of[...l.earlier,l.latest]){
let a=u.agent.usage;a&&((a.input_tokens!==void 0||a.output_tokens!==void 0)&&(s=!0),e+=a.input_tokens??0,r+=a.output_tokens??
0,a.cost_usd!==void 0&&(i=!0,t+=a.cost_usd))}let o=[];return s&&o.push(`${m(e)} tokens in, ${m(r)} out`),i&&o.push(Tn(t)),
o.join(", ")}function Re(n,e){let r=n===null?"the run":`run ${p(n)}`;return e.runUrl?`[View ${r}](${e.runUrl})`:n===null?
"":`local ${r}`}function Ee(n,e,r){let t=n.some(({latest:l})=>yn(l)!==null),s=n.some(({latest:l})=>l.record.agent.usage?.
cost_usd!==void 0),i=["Stage","Status","Summary","Duration"];t&&i.push("Tokens"),s&&i.push("Cost");let o=[`| ${i.join(" \
| ")} |`,`|${i.map(()=>"---").join("|")}|`];for(let l of n.slice(0,r.rowsKept)){let{record:u,handoff:a}=l.latest,c=[`\`${$(
u.stage)}\``,ke(l),a?U(Ae(a.summary,r.fieldChars),e)||"\u2014":"_no handoff_",_e(l)];if(t&&c.push(yn(l.latest)??"\u2014"),
s){let d=u.agent.usage?.cost_usd;c.push(d===void 0?"\u2014":Tn(d))}o.push(`| ${c.join(" | ")} |`)}return r.rowsKept<n.length&&
o.push(`| \u2026 | ${n.length-r.rowsKept} more stages |${" |".repeat(i.length-2)}`),o.join(`
`)}function ke(n){let{record:e}=n.latest,r=[On(e,s=>`(${s})`)],t=n.earlier.length+1;return t>1&&r.push(`\xB7 ${k(b(e))},\
 ${t} attempts`),r.join(" ")}function Ae(n,e){let r=Math.min(En,e??En),s=(n.split(/\r?\n/).find(i=>i.trim()!=="")??"").trim();
return s.length>r?`${x(s,r-1)}\u2026`:s}function yn(n){let e=n.record.agent.usage;if(!e||e.input_tokens===void 0&&e.output_tokens===
void 0)return null;let r=[];return e.input_tokens!==void 0&&r.push(`${m(e.input_tokens)} in`),e.output_tokens!==void 0&&
r.push(`${m(e.output_tokens)} out`),r.join(" / ")}function m(n){return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g,
",")}function Tn(n){return n>=1?`$${n.toFixed(2)}`:`$${n.toFixed(4)}`}function v(n){if(n<1e3)return`${n} ms`;let e=n/1e3;
if(e<60)return`${e.toFixed(1)} s`;let r=Math.round(e),t=Math.floor(r/3600),s=Math.floor(r%3600/60),i=r%60;return t>0?`${t}\
 h ${String(s).padStart(2,"0")} min`:`${s} min ${String(i).padStart(2,"0")} s`}function ye(n){let e=new Map,r=l=>{let u=e.
get(l);return u===void 0&&(u=`s${e.size}`,e.set(l,u)),u};for(let l of n)r(l.stage);let t=new Set,s=[];for(let{stage:l,latest:u}of n){
let a=[...new Set(u.record.lineage.map(c=>c.stage))].sort(w);for(let c of a)t.add(`${r(c)} --> ${r(l)}`)}for(let{stage:l,
latest:u}of n){let a=u.handoff?.next?.stage;a!==void 0&&t.add(`${r(l)} -.->|next| ${r(a)}`)}for(let[l,u]of e){let a=n.find(
R=>R.stage===l);if(!a){s.push(`  ${u}["${L($(l))}<br/>${L("no stage record")}"]:::absent`);continue}let{record:c}=a.latest,
d=a.earlier.length+1,f=S(c),g=`${N[f]} ${f}${d>1?` \xD7${d}`:""}`,h=f==="failure"||f==="blocked"?`:::${f}`:"";s.push(`  ${u}\
["${L($(l))}<br/>${L(g)}"]${h}`)}for(let l of t)s.push(`  ${l}`);let i=l=>s.some(u=>u.endsWith(`:::${l}`)),o=[i("failure")?
"  classDef failure fill:#ffebe9,stroke:#cf222e,color:#1f2328":"",i("blocked")?"  classDef blocked fill:#fff8c5,stroke:#\
9a6700,color:#1f2328":"",i("absent")?"  classDef absent fill:#f6f8fa,stroke:#8c959f,stroke-dasharray:3 3,color:#59636e":
""].filter(Boolean);return["```mermaid","flowchart LR",...s,...o,"```"].join(`
`)}function L(n){let e="";for(let r of n)e+=/[A-Za-z0-9 _.,:/()-]/.test(r)?r:`#${r.codePointAt(0)};`;return e}function _e(n){
let e=v(n.latest.record.agent.duration_ms);if(n.earlier.length===0)return e;let r=[n.latest,...n.earlier].reduce((t,s)=>t+
s.record.agent.duration_ms,0);return`${e} (${v(r)} in ${n.earlier.length+1} attempts)`}function Ce(n,e,r){let{record:t,handoff:s}=n.
latest,i=n.earlier.length+1,o=(d,f)=>hn(F(n.stage,d,f,r),e),l=[`${N[S(t)]} <b>${$(t.stage)}</b>`,S(t),v(t.agent.duration_ms),
he(t,i)].filter(Boolean).join(" \xB7 "),u=[];if(t.outcome.reason!=="completed"){let d=t.outcome.message?`: ${p(F(n.stage,
"outcome",t.outcome.message,r),e)}`:"";u.push(`**Outcome:** \`${t.outcome.reason}\`${d}`)}if(s===null)u.push("_No handof\
f was captured for this attempt._");else{u.push("**Summary**",o("summary",s.summary)||"\u2014");let d=Object.entries(s.data??
{}).sort(([g],[h])=>w(g,h));if(d.length>0){let g=d.map(([h,R])=>`| ${en.test(h)?`\`${h}\``:U(h)} | ${U(F(n.stage,`data.${h}`,
R,r),e)||"\u2014"} |`);u.push(["**Data**","","| Key | Value |","|---|---|",...g].join(`
`))}s.failure&&(u.push(`**Failure:** ${p(F(n.stage,"failure",s.failure.reason,r),e)}`),s.failure.blockers?.length&&u.push(
O("Blockers",s.failure.blockers,e)),s.failure.questions?.length&&u.push(O("Questions",s.failure.questions,e)));let f=s.expectations;
if(f&&(f.deliverables?.length||f.acceptance?.length||f.constraints?.length)){let g=["**Expectations** for the next stage"];
f.deliverables?.length&&g.push(O("Deliverables",f.deliverables,e)),f.acceptance?.length&&g.push(O("Acceptance",f.acceptance,
e)),f.constraints?.length&&g.push(O("Constraints",f.constraints,e)),u.push(g.join(`

`))}if(s.next){let g=s.next.reason?` \u2014 ${p(s.next.reason,e)}`:"";u.push(`**Next:** \`${$(s.next.stage)}\`${g}`)}if(s.
artifacts?.length){let g=s.artifacts.map(h=>{let R=h.description?` \u2014 ${p(h.description,e)}`:"";return`- ${q(h.path,
e)}${R}`});u.push(["**Artifacts**","",...g].join(`
`))}e.includeDetail&&s.detail&&u.push("**Detail**",o("detail",s.detail)||"\u2014")}let a=t.problems;if(a.length>0){let d=a.
map(f=>`- ${f.severity==="error"?"\u274C":"\u26A0\uFE0F"} ${q(f.code)} ${q(f.path)}: ${p(f.message,e)}`);u.push(["**Prob\
lems**","",...d].join(`
`))}if(n.earlier.length>0){let d=n.earlier.map(({record:f})=>`- ${k(b(f))}: ${On(f,g=>`(\`${g}\`)`)}, ${v(f.agent.duration_ms)}`);
u.push(["**Earlier attempts**","",...d].join(`
`))}return[t.status==="failure"||t.status==="blocked"?"<details open>":"<details>",`<summary>${l}</summary>`,"",u.join(`\


`),"","</details>"].join(`
`)}function O(n,e,r){return[`${n}:`,"",...e.map(t=>`- ${p(t,r)||"\u2014"}`)].join(`
`)}function q(n,e={}){return _(n,e)}function $(n){return nn.test(n)?n:encodeURIComponent(n).replace(/[!'()*]/g,Cn)}function F(n,e,r,t){
if(t.fieldChars===null||r.length<=t.fieldChars)return r;t.fieldsCut.add(`${n}.${e}`);let s=x(r,t.fieldChars);return`${s}\


\u2026 (${m(r.length-s.length)} more characters cut)`}function _n(n){let e=n.slice(0,10).map(r=>`\`${$(r)}\``);return n.
length>e.length?`${e.join(", ")} and ${n.length-e.length} more`:e.join(", ")}function Oe(n,e,r){let t=[];if(e.fieldsCut.
size>0){let l=[...new Set([...e.fieldsCut].map(u=>u.slice(0,u.indexOf("."))))];t.push(`${e.fieldsCut.size} ${e.fieldsCut.
size===1?"field was":"fields were"} cut to ${m(e.fieldChars??0)} characters (${_n(l)})`)}let s=n.slice(e.sectionsKept).map(
l=>l.stage);if(s.length>0&&t.push(`the sections of ${s.length} ${s.length===1?"stage were":"stages were"} left out (${_n(
s)})`),!e.flowchart&&n.length>0&&t.push("the diagram was left out"),e.rowsKept<n.length&&t.push(`the table shows the fir\
st ${e.rowsKept} of ${n.length} stages`),t.length===0)return null;let i=r.recordsLocation??r.runUrl??null,o=i?` The full\
 records are in ${i}.`:"";return`> [!NOTE]
> This report was shortened to fit GitHub's ${m(D.commentChars)}-character limit: ${t.join("; ")}.${o}`}export{hn as a,Gn as b,p as c,U as d,le as e,ae as f,Ge as g};

import{d as se,e as oe}from"./chunk-VOJVMDGY.js";import{b as k}from"./chunk-LZ4CCHGU.js";import{e as I}from"./chunk-AOTLL4EV.js";
import{c as ce}from"./chunk-MRMAEUWW.js";import{c as ie,h as lt,m as dt,n as ae,o as ft,q as J}from"./chunk-6H3HEWPH.js";
import{H as ut,h as Qt,j as te,q as ee,v as ne,x as re}from"./chunk-UHTD4FAP.js";import{a as gn}from"./chunk-PO5EA42V.js";
import{d,e as y}from"./chunk-O7UU6C5Q.js";import{A as x,C as ct,D as G,E as Yt,F as b,J as Zt,T as Vt,Y as qt,b as T,
m as v,n as Jt,o as Ht,p as it,q as Kt,r as g,s as at,t as Wt,u as L,v as j,w as z,x as B,y as Xt,z as $}from"./chunk-LYXMPV4N.js";
import{e as Dt,j as Lt,m as jt,n as zt,o as Bt,p as Gt}from"./chunk-DHIUKFLR.js";import{d as fn}from"./chunk-A64LSPLL.js";function Br(){return{env:process.env,write:t=>{process.stdout.write(t)},onStopSignal:t=>{let e=["SIGINT","SIGTERM"];for(let n of e)
process.on(n,t);return()=>{for(let n of e)process.off(n,t)}},exit:t=>{process.exitCode=t;let e=[process.stdout,process.stderr].
filter(r=>r.writableLength>0);e.length===0&&process.exit(t);let n=e.length;for(let r of e)r.write("",()=>{n-=1,n===0&&process.
exit(t)});setTimeout(()=>process.exit(t),1e3).unref()}}}var F=class{#e;#t=new Map;constructor(e){this.#e=e}next(e,n){let r=this.#t.get(e);if(r===void 0){r=[];for(let i=this.#e.
indexOf(e);i>=0;i=this.#e.indexOf(e,i+1))r.push(i);this.#t.set(e,r)}let s=0,o=r.length;for(;s<o;){let i=s+o>>>1;r[i]<n?s=
i+1:o=i}return s<r.length?r[s]:-1}},pn=/\s/;function pt(t){return t!==void 0&&pn.test(t)}function gt(t,e){for(;pt(t[e]);)
e++;return e}function H(t,e){for(;t[e]===" "||t[e]==="	";)e++;return e}function mt(t,e){for(let n=e+1;n<t.length;n++){let r=t[n];
if(r==="]")return n;if(r!=="[")continue;let s=n+1;for(;s<t.length&&t[s]!=="["&&t[s]!=="]";)s++;if(t[s]!=="]")return-1;n=
s}return-1}function le(t,e){if(t[e]!=="[")return-1;let n=Math.min(t.length,e+1001);for(let r=e+1;r<n;r++){let s=t[r];if(s===
"]")return r+1;if(s==="["||s===`
`)return-1}return-1}function de(t,e){let n=Math.min(t.length,e+1001);for(let r=e+1;r<n;r++){let s=t[r];if(s==="]")return r>
e+1?r:-1;if(s==="["||s===`
`||s==="\0")return-1}return-1}function fe(t,e,n){if(t[e]!=="(")return null;let r=gt(t,e+1);for(let s of mn(t,r)){let o=wn(
t,s,n);if(o>=0)return{url:t.slice(r,s),end:o}}return null}function mn(t,e){let n=[];if(t[e]==="<"){let r=ge(t,e);r>=0&&n.
push(r+1)}return n.push(hn(t,e)),n}function ge(t,e){for(let n=e+1;n<t.length;n++){let r=t[n];if(r===">")return n;if(r===
"<"||r===`
`)return-1}return-1}function ue(t){return t!==void 0&&t!=="("&&t!==")"&&!pt(t)}function hn(t,e){let n=e;for(;;){for(;ue(
t[n]);)n++;if(t[n]!=="(")return n;let r=n+1;for(;ue(t[r]);)r++;if(t[r]!==")")return n;n=r+1}}function wn(t,e,n){let r=gt(
t,e);if(r>e){let s=pe(t,r,n);if(s>=0){let o=gt(t,s);if(t[o]===")")return o+1}}return t[r]===")"?r+1:-1}function pe(t,e,n){
let r=t[e],s=r==='"'||r==="'"?r:r==="("?")":void 0;if(s===void 0)return-1;let o=n.next(s,e+1);return o<0?-1:o+1}function me(t,e,n){
let r=e;for(;r<e+3&&t[r]===" ";)r++;if(t[r]!=="[")return null;let s=r+1,o=Math.min(t.length,s+1e3),i=s;for(;i<o&&t[i]!==
"]"&&t[i]!==`
`;)i++;if(t[i]!=="]"||i===s||i-s>999||t[i+1]!==":")return null;let a=he(t,i+2),c=yn(t,a);for(let l of c){let u=bn(t,l,n);
if(u>=0)return{label:t.slice(s,i),url:t.slice(a,l),end:u}}return null}function he(t,e){let n=H(t,e);return t[n]===`
`?H(t,n+1):n}function yn(t,e){let n=[];if(t[e]==="<"){let s=ge(t,e);s>=0&&n.push(s+1)}let r=e;for(;r<t.length&&!pt(t[r]);)
r++;return r>e&&n.push(r),n}function bn(t,e,n){let r=pe(t,he(t,e),n);if(r>=0){let o=H(t,r);if(o===t.length||t[o]===`
`)return o}let s=H(t,e);return s===t.length||t[s]===`
`?s:-1}var $n=/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0D\uFEFF\uFFA0\uFFF9-\uFFFB\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;
function W(t){return t.replace(/\r\n?|[\u2028\u2029]/g,`
`).replace($n,"")}var En=new RegExp(Jn(ct),"gi"),An=ct.replace(/:$/,"").replace(/:/g," ");function X(t){return t.replace(
En,`${An}: `)}function U(t,e){return k(t,e.secrets??[]).text}function $t(t,e={}){let n=Y(e);return Ee(t,n,r=>{let s=[];for(let o of _n(
U(W(r),n)))if(o.kind==="code"){let i=s.at(-1);i!==void 0&&!Sn(i)&&s.push(""),s.push(Ae(o))}else{let i=X(Se(o.text,{tables:!0,
serverUrl:n.serverUrl}));s.push(On(i))}return s.join(`
`).replace(/^\n+/,"").trimEnd()},r=>Et(r,n))}function Sn(t){return/^[ \t]*$/.test(t.slice(t.lastIndexOf(`
`)+1))}function Et(t,e={}){let n=U(t,Y(e)).split(`
`);return Ae({kind:"code",fence:"`",length:3,info:"",indent:0,lines:n})}function At(t,e={}){let n=Y(e);return Ee(t,n,r=>{
let s=$e(U(W(r),n));return X(Se(s,{tables:!1,serverUrl:n.serverUrl})).trim()},r=>Rn(r,n))}function be(t,e={}){return W(t).
split(`
`).map(r=>At(r,e)).filter(r=>r!=="").join("<br>").replace(/\|/g,"\\|")}function Rn(t,e={}){let n=Y(e),r=X($e(U(W(t),n))).
trim(),s="`".repeat(St(r,"`")+1),o=r.startsWith("`")||r.endsWith("`")||r===""?" ":"";return`${s}${o}${r}${o}${s}`}function $e(t){
return t.replace(/\s+/g,e=>e.includes(`
`)?" ":e)}function St(t,e){let n=0,r=0;for(let s=0;s<t.length;s++)r=t[s]===e?r+1:0,r>n&&(n=r);return n}function Y(t){return Array.
isArray(t)?{secrets:t}:t}function Ee(t,e,n,r){let s=n(t);for(let o=0;o<4;o++){let i=k(s,e.secrets??[]);if(i.redactions.length===
0)return s;s=n(i.text)}return r(U(s,e))}function _n(t){let e=t.split(`
`),n=[],r=[],s=()=>{r.length>0&&n.push({kind:"prose",text:r.join(`
`)}),r=[]};for(let o=0;o<e.length;o++){let i=e[o],a=/^( {0,3})(`{3,}|~{3,})(.*)$/.exec(i);if(!a||a[2][0]==="`"&&a[3].includes(
"`")){r.push(i);continue}s();let c=a[2],l=new RegExp(`^ {0,3}${c[0]==="`"?"`":"~"}{${c.length},}[ \\t]*$`),u=[];for(o++;o<
e.length&&!l.test(e[o]);o++)u.push(e[o]);n.push({kind:"code",fence:c[0]==="`"?"`":"~",length:c.length,info:Nn(a[3]),indent:a[1].
length,lines:u})}return s(),n}function Ae(t){let e=new RegExp(`^ {0,${t.indent}}`),n=X(t.lines.map(s=>s.replace(e,"")).join(
`
`)),r=t.fence.repeat(Math.max(t.length,St(n,t.fence)+1));return t.lines.length===0?`${r}${t.info}
${r}`:`${r}${t.info}
${n}
${r}`}function On(t){return t.replace(/^( {0,3})(?=~{3}|`{3,}[^`\n]*$)/gm,"$1\\")}var Pn=new Set(["mermaid","geojson","t\
opojson","stl","math"]);function Nn(t){let e=/^\s*([A-Za-z0-9_+.#-]{1,32})/.exec(t);return e&&!Pn.has(e[1].toLowerCase())?
e[1]:""}var wt=class{#e=[];#t=new Map;tables;serverUrl;constructor(e,n){this.tables=e,this.serverUrl=n}add(e,n){return this.#e.
push(e),n!==void 0&&this.#t.set(this.#e.length-1,n),`\0${this.#e.length-1}\0`}plain(e){return this.#t.size===0?e:e.replace(
/\u0000(\d+)\u0000/g,(n,r)=>this.#t.get(Number(r))??n)}resolve(e,n=0){let r=[],s="",o=a=>{a!==""&&(r.push(a),s=a[a.length-
1])},i=0;for(let a of e.matchAll(/\u0000(\d+)\u0000/g)){o(e.slice(i,a.index)),i=a.index+a[0].length;let c=this.#e[Number(
a[1])]??"",l=n<16?this.resolve(c,n+1):c.replace(/\u0000/g,"");(/^[`\\]/.test(l)&&(s==="`"||s==="\\")||l.startsWith("[")&&
s==="!")&&o(" "),o(l)}return o(e.slice(i)),r.join("")}},Tn=/[!-/:-@[-`{-~]/;function Se(t,e){let n=new wt(e.tables,e.serverUrl),
r=vn(t,n);return r=xn(r),r=In(r,n),r=Re(r,n),n.resolve(K(r,n))}function K(t,e){let n=jn(t);return n=Bn(n,e),Gn(n,e)}function vn(t,e){
let n=new yt(t),r="",s=0;for(;s<t.length;){let o=t[s];if(o==="\\"&&s+1<t.length&&Tn.test(t[s+1])){let c=t[s+1];c==="`"?r+=
e.add("\\`"):c==="\\"?r+=e.add("\\\\"):"@#<>&[]!".includes(c)?r+=c:r+=`\\${c}`,s+=2;continue}if(o!=="`"){r+=o,s++;continue}
let i=1;for(;t[s+i]==="`";)i++;let a=n.find(s+i,i);a===-1||e.tables&&t.slice(s,a).includes("|")?(r+=e.add("\\`".repeat(i)),
s+=i):(r+=e.add(t.slice(s,a+i)),s=a+i)}return r}var yt=class{#e;#t=-1;#r=new Map;constructor(e){this.#e=e}find(e,n){e>this.#t&&
this.#n(e);let r=this.#r.get(n);if(r===void 0)return-1;for(;r.next<r.starts.length&&r.starts[r.next]<e;)r.next++;return r.
next<r.starts.length?r.starts[r.next]:-1}#n(e){let n=this.#e,r=n.indexOf(`
`,e);this.#t=r<0?n.length:r,this.#r=new Map;for(let s=e;s<this.#t;s++){if(n[s]!=="`")continue;let o=s;for(;n[o]==="`";)o++;
let i=this.#r.get(o-s);i?i.starts.push(s):this.#r.set(o-s,{starts:[s],next:0}),s=o}}};function xn(t){let e="",n=0,r=!1,s=t.
indexOf("<!--");for(;s>=0;){let o=r?-1:t.indexOf("-->",s+4);r=o<0;let i=o>=0?o+3:t.startsWith("<!-->",s)?s+5:t.startsWith(
"<!--->",s)?s+6:-1;if(i<0){s=t.indexOf("<!--",s+1);continue}e+=t.slice(n,s),n=i,s=t.indexOf("<!--",n)}return e+t.slice(n)}
function In(t,e){return t.replace(/<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>\u0000]*)>/g,(n,r)=>{let s=Fn(r);return s&&!Rt(s)?
e.add(`<${s}>`):M(r,e)}).replace(/<([A-Za-z0-9.!#$%&'*+/=?^_{|}~-]+@[A-Za-z0-9.-]+)>/g,"$1")}function ht(t,e){let n="",r=0,
s=t.indexOf("[");for(;s>=0;){let o=s>r&&t[s-1]==="!",i=e(t,s,o);if(i===null){s=t.indexOf("[",s+1);continue}n+=t.slice(r,
o?s-1:s)+i.replacement,r=i.end,s=t.indexOf("[",r)}return n+t.slice(r)}function Re(t,e){let n=new Map,r=kn(t,n),s=(i,a,c)=>{
let l=c===void 0?null:_e(c.replace(/^<|>$/g,"")),u=l?Oe(l):null,f=Re(a,e);if(u&&Rt(u)){let w=M(u,e);return f.trim()===""?
w:`${f} (${w})`}if(i){let w=f.trim()===""?"image":f;if(!l)return w;if(Mn(l,e.serverUrl))return e.add(`![${K(w,e)}](${u})`);
let m=e.plain(f.trim()===""?"image":`image: ${f}`);return e.add(`[${K(m,e)}](${u})`,m)}return u?e.add(`[${K(e.plain(f),e)}\
](${u})`):f},o=new F(r);return r=ht(r,(i,a,c)=>{let l=mt(i,a),u=l<0?null:fe(i,l+1,o);return u===null?null:{end:u.end,replacement:s(
c,i.slice(a+1,l),u.url)}}),r=ht(r,(i,a,c)=>{let l=mt(i,a),u=l<0?-1:le(i,l+1);if(u<0)return null;let f=i.slice(a+1,l),w=i.
slice(l+2,u-1),m=n.get(bt(w===""?f:w));return{end:u,replacement:m===void 0?i.slice(c?a-1:a,u):s(c,f,m)}}),r=ht(r,(i,a,c)=>{
let l=de(i,a);if(l<0||"([:".includes(i[l+1]??" "))return null;let u=i.slice(a+1,l),f=n.get(bt(u));return f===void 0?null:
{end:l+1,replacement:s(c,u,f)}}),r}function kn(t,e){let n=new F(t),r="",s=0;for(let o=0;o>=0&&o<=t.length;){let i=me(t,o,
n),a=t.indexOf(`
`,i?i.end:o);if(i){let c=bt(i.label);e.has(c)||e.set(c,i.url.replace(/^<|>$/g,"")),r+=t.slice(s,o),s=i.end}o=a<0?-1:a+1}
return r+t.slice(s)}function bt(t){return t.trim().replace(/\s+/g," ").toLowerCase()}function Fn(t){let e=_e(t);return e&&
Oe(e)}function _e(t){if(!/^https:\/\//i.test(t))return null;let e;try{e=new URL(t)}catch{return null}return e.protocol!==
"https:"||e.hostname===""||e.username!==""||e.password!==""?null:e}function Oe(t){return t.href.replace(/[^A-Za-z0-9\-._~:/?#@!$&'*+,;=%]/g,
e=>`%${e.charCodeAt(0).toString(16).toUpperCase().padStart(2,"0")}`)}var we=".githubusercontent.com",Un="camo.githubuser\
content.com";function Mn(t,e){let n=Cn(e);if(n!==null&&t.host===n)return!0;if(t.port!=="")return!1;let r=t.hostname;return r===
"github.com"?!0:r.endsWith(we)&&r!==Un&&!r.slice(0,-we.length).split(".").includes("")}function Cn(t){if(!t)return null;
try{let e=new URL(t).host;return e===""?null:e}catch{return null}}var Dn=new Set(["issues","pull","pulls","discussions"]);
function Rt(t){let e=t.indexOf("://"),r=(e<0?t:t.slice(e+3)).split(/[?#]/,1)[0].split("/");for(let s=1;s+1<r.length;s++)
if(Dn.has(Ln(r[s]).toLowerCase())&&/^\d/.test(r[s+1]))return!0;return!1}function Ln(t){try{return decodeURIComponent(t)}catch{
return t}}function jn(t){return t.replace(/&/g,"&amp;").replace(/</g,"&lt;").replace(/\[/g,"\\[").replace(/\]/g,"\\]")}var zn=`\
?!.,:*_~'"`;function Bn(t,e){return t.replace(/(?:(?:https?|ftp):\/\/|www\.)[^\s\u0000\\`<]+/gi,(n,r)=>{let s=t[r-1]??"",
o=t[r+n.length]??"",i=!/[A-Za-z0-9]/.test(s)&&(o===""||/\s/.test(o)),a=n.length;for(;a>0&&zn.includes(n[a-1]);)a--;let c=n.
slice(0,a);return i&&/^https:/i.test(n)&&!n.includes("@")&&!Rt(c)?e.add(n):M(c,e)+n.slice(a)})}var ye=/(?<owner>(?<![A-Za-z0-9_./-])[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+#\d[A-Za-z0-9]*)|(?<number>#\d[A-Za-z0-9]*)|(?<other>@[A-Za-z0-9][A-Za-z0-9_-]*(?:\/[A-Za-z0-9][A-Za-z0-9_.-]*)?|GH-\d[A-Za-z0-9]*)/gi;
function Gn(t,e){let n=new RegExp(ye.source,ye.flags),r="",s=0;for(let o=n.exec(t);o!==null;o=n.exec(t)){let i=o.index;if(!(o.
groups.other===void 0||i===s||!/[A-Za-z0-9]/.test(t[i-1]??""))){n.lastIndex=i+1;continue}r+=t.slice(s,i)+M(o[0],e),s=i+o[0].
length}return r+t.slice(s)}function M(t,e){if(e.tables&&t.includes("|"))return t.split("|").map(s=>s===""?"":M(s,e)).join(
e.add("\\|"));let n="`".repeat(St(t,"`")+1),r=t.startsWith("`")||t.endsWith("`")?" ":"";return e.add(`${n}${r}${t}${r}${n}`)}
function Jn(t){return t.replace(/[.*+?^${}()|[\]\\]/g,"\\$&")}var Hn={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\u274C"};function Qr(t){let{record:e,handoff:n}=t,
r=a=>be(a,t)||" ",s=[["status",`${e.status} (${e.outcome.reason})`],["attempt",String(e.attempt)],["exit code",e.agent.exit_code===
null?"none":String(e.agent.exit_code)],["duration",`${(e.agent.duration_ms/1e3).toFixed(1)} s`],["handoff",e.present&&e.
digests.handoff?`present, sha256 ${e.digests.handoff.slice(0,12)}`:"none"]];n?.next&&s.push(["next",n.next.stage]),t.notStored!==
void 0?s.push(["artifact","not stored"]):t.artifactName&&s.push(["artifact",t.artifactName]);let o=[];o.push([`### ${Hn[e.
status]} baton stage \`${e.stage}\``,"","| | |","|---|---|",...s.map(([a,c])=>`| ${a} | ${r(c)} |`)].join(`
`)),t.notStored!==void 0&&o.push(`${At(Kn(t.notStored),t)}. No later stage can read this record or its handoff; it is sh\
own here only.`),e.outcome.message&&o.push($t(e.outcome.message,t)),n&&o.push(["#### Summary","",$t(n.summary,t)].join(`\

`));let i=Object.entries(n?.data??{});return i.length>0&&o.push(["#### Data","","| key | value |","|---|---|",...i.map(([
a,c])=>`| ${r(a)} | ${r(c)} |`)].join(`
`)),e.problems.length>0&&o.push(["#### Problems","","| severity | code | where | message |","|---|---|---|---|",...e.problems.
map(a=>`| ${a.severity} | ${r(a.code)} | ${r(a.path)} | ${r(a.message)} |`)].join(`
`)),Wn(o,t.notStored===void 0?t.artifactName:void 0)}function Kn(t){return t.charAt(0).toUpperCase()+t.slice(1)}function Wn(t,e){
let n=`_Cut to fit the step summary; the full record is in ${e?`artifact ${e}`:"the stage record"}._`,r=$.stepSummaryBytes-
T(n)-4,s=[],o=0;for(let i of t){let a=T(i)+2;if(o+a>r){s.push(n);break}s.push(i),o+=a}return`${s.join(`

`)}
`}function Pe(t,e){return k(t,e).redactions.length===0?t:`${Et(t.trimEnd(),e)}
`}var Yn=new Set(Object.values(Yt));function ss(t){for(let e of Object.keys(t))if(!Yn.has(e))throw new y(`refusing to set \
output ${JSON.stringify(e)}: not one of baton's outputs`);for(let[e,n]of Object.entries(t))Lt(e,n)}async function os(t,e){
process.env.GITHUB_STEP_SUMMARY&&await Dt.addRaw(Pe(t,e),!0).write()}var _t=new RegExp(`${j}([1-9][0-9]*)$`),Ot=new RegExp(`${z}([1-9][0-9]*)$`);function Z(t,e,n=1){if(!x.test(t))throw new d(
"stage-id-invalid",`"${t}" is not a valid stage id: it must start with a letter or _ and have at most 99 more letters, d\
igits, _ or -`,{where:"stage"});for(let[o,i,a]of[[_t,"an attempt suffix",j],[Ot,"a run attempt suffix",z]])if(o.test(t))
throw new d("stage-id-invalid",`stage id "${t}" ends like ${i} (${a}<n>), which would make its artifact name ambiguous; \
rename the stage`,{where:"stage"});for(let[o,i]of[["attempt",e],["run attempt",n]])if(!Number.isInteger(i)||i<1)throw new d(
"attempt-invalid",`${o} must be a whole number of at least 1, got ${i}`,{where:`stage ${t}`});let r=n===1?"":`${z}${n}`,
s=e===1?"":`${j}${e}`;return`${L}${t}${r}${s}`}function Ne(t){if(!t.startsWith(L))return null;let e=t.slice(L.length),n=_t.exec(e),r=n?e.slice(0,n.index):e,s=Ot.exec(r),
o=s?r.slice(0,s.index):r,i=n?Number(n[1]):1,a=s?Number(s[1]):1;return n&&i===1||s&&a===1||!x.test(o)||_t.test(o)||Ot.test(
o)?null:{stage:o,attempt:i,runAttempt:a}}var Pt=0;function Te(t){Pt++;let e=()=>{Pt--};t.then(e,e)}function ve(){return Pt>0}var Zn={agentGrace:2500,deadline:8500};function Vn(t){return`the runner sent ${t} (the job was cancelled, or the step ra\
n past its timeout-minutes)`}function qn(t){let e=new AbortController,n,r,s=()=>{},o=new Promise(a=>{s=a}),i=t.onStopSignal(
a=>{n===void 0&&(n=a,e.abort(Vn(a)),r=setTimeout(()=>s(a),Zn.deadline))});return{signal:e.signal,get received(){return n},
expired:o,dispose(){i(),clearTimeout(r)}}}function fs(t,e,n=()=>!1){let{signal:r}=e;return new Promise((s,o)=>{let i=()=>{
n()||o(new Error(String(r.reason)))};r.aborted?i():r.addEventListener("abort",i,{once:!0}),t.then(s,o).finally(()=>r.removeEventListener(
"abort",i))})}async function gs(t,e,n){let r=qn(t);try{let s=await Promise.race([e(r).then(()=>({kind:"done"}),o=>({kind:"\
failed",error:o})),r.expired.then(o=>({kind:"expired",signal:o}))]);s.kind==="failed"&&await n.failed(s.error),s.kind===
"expired"&&(await n.outOfTime(s.signal),t.exit(1))}finally{r.dispose()}}function ps(t){ve()&&t.exit(Number(process.exitCode??
0))}var Ge=fn(gn(),1);import{lstat as ar,mkdir as vt,mkdtemp as Ce,readdir as cr,readFile as ur,rm as De,writeFile as lr}from"node:fs/promises";
import{dirname as dr,join as O}from"node:path";function Qn(t){return`${JSON.stringify(t,null,2)}
`}function tr(t){return`${JSON.stringify(t,null,2)}
`}var V=new TextEncoder;function Fe(t,e){let n=t.record?.lineage,r=Array.isArray(n)&&n.every(er),s=lt.safeParse(r?{...t.
record,lineage:[]}:t.record);if(!s.success){let u=t.record?.stage;throw new y(`refusing to store an invalid record for s\
tage ${String(u)}: ${xe(s.error.issues)}`)}let o=r?{...s.data,lineage:t.record.lineage}:s.data;if(typeof t.prompt!="stri\
ng")throw new y(`refusing to store stage ${o.stage}: the prompt is not text`);if(t.log!==void 0&&typeof t.log!="string")
throw new y(`refusing to store stage ${o.stage}: the agent log is not text`);if(t.handoff!==null){let u=ut.safeParse(t.handoff);
if(!u.success)throw new y(`refusing to store an invalid handoff for stage ${o.stage}: ${xe(u.error.issues)}`)}let i=new Map;
i.set(g.record,V.encode(Qn(t.record))),i.set(g.prompt,V.encode(t.prompt)),i.set(g.handoff,V.encode(tr(t.handoff))),t.log!==
void 0&&i.set(g.log,V.encode(t.log));let a=`stage ${o.stage} attempt ${o.attempt}`;for(let[u,f]of ir(t.files,a))i.set(u,
f);let c=e(i.get(g.prompt));if(o.digests.prompt!==c)throw new y(`refusing to store ${a}: record.digests.prompt is ${o.digests.
prompt}, but the prompt's sha256 is ${c}`);let l=t.handoff===null?null:e(i.get(g.handoff));if(o.digests.handoff!==l)throw new y(
`refusing to store ${a}: record.digests.handoff is ${o.digests.handoff}, but it must be ${l===null?"null (no handoff)":`${l}\
, the sha256 of ${g.handoff} (encodeHandoffJson)`}`);return{record:o,files:i}}function er(t){if(t===null||typeof t!="obj\
ect"||Array.isArray(t)||Object.getPrototypeOf(t)!==Object.prototype)return!1;let e=Object.keys(t),{stage:n,attempt:r,record_sha256:s}=t,
o=Object.hasOwn(t,"run_attempt"),i=t.run_attempt;return e.length===(o?4:3)&&(!o||typeof i=="number"&&Number.isSafeInteger(
i)&&i>=2)&&typeof n=="string"&&x.test(n)&&typeof r=="number"&&Number.isSafeInteger(r)&&r>=1&&typeof s=="string"&&ie.test(
s)}function xe(t){return t.map(e=>`${I(q(e.path))}: ${e.message}`).join("; ")}var nr="record-newer";function rr(t){return t===
"github"?"read it with the same baton that wrote it, or a newer one: pin every baton action of the workflow (stage, prep\
are, capture, report, baton-stage.yml and its baton-ref input) to one commit sha, then run the workflow again":"read it \
with the same baton that wrote it, or a newer one: upgrade this baton (npm install --save-dev github:baton-dev/baton#<co\
mmit sha>)"}function sr(t,e){let n=t!==null&&typeof t=="object"?t.schema:void 0;if(typeof n=="string"&&n!==B.record){let i=Ie.
exec(n),a=Ie.exec(B.record);return i&&a&&Number(i[1])>Number(a[1])?`its schema is ${JSON.stringify(n)}, and this baton r\
eads ${JSON.stringify(B.record)}`:null}if(e.length===0||!e.every(i=>i.code==="unrecognized_keys"))return null;let r=e.flatMap(
i=>(i.keys??[]).map(a=>I(q([...i.path,a])))),s=r.slice(0,Nt).join(", "),o=r.length>Nt?` and ${r.length-Nt} more`:"";return`\
it has ${r.length===1?"a field":"fields"} this baton does not know: ${s}${o}`}var Ie=/^baton\.record\/v([1-9][0-9]{0,5})$/,
Nt=10;function Ue(t,e,n){let r=ke(t.record,g.record,e),s=lt.safeParse(r);if(!s.success){let a=sr(r,s.error.issues);throw a!==
null?new d(nr,`${g.record} was likely written by a newer baton: ${a}`,{where:e,details:[rr(n)]}):new d("record-invalid",
`${g.record} is not a baton record`,{where:e,details:s.error.issues.map(c=>`${I(q(c.path))}: ${c.message}`)})}if(t.handoff===
null)return{record:s.data,handoff:null};let o=ke(t.handoff,g.handoff,e);if(o===null)return{record:s.data,handoff:null};let i=ut.
safeParse(o);if(!i.success)throw new d("record-invalid",`${g.handoff} is not a valid handoff`,{where:e,details:i.error.issues.
map(a=>`${I(q(a.path))}: ${a.message}`)});return{record:s.data,handoff:i.data}}function ke(t,e,n){try{return JSON.parse(
t)}catch(r){throw new d("record-invalid",`${e} is not valid JSON: ${r.message}`,{where:n})}}function q(t){return t.filter(
e=>typeof e!="symbol")}function or(t){if(t.includes("\0")||t.includes("\\"))return{refused:"must use / separators and no\
 NUL"};if(t.startsWith("/"))return{refused:"must be relative to the working directory"};let e=t.split("/").filter(r=>r!==
""&&r!==".");if(e.includes(".."))return{refused:"must stay inside the working directory (no .. segment)"};if(e.length===
0)return{refused:"names no file"};let n=Wt.filter(r=>t.includes(r));return n.length>0?{refused:`holds ${n.map(r=>JSON.stringify(
r)).join(", ")}, which a file in a GitHub artifact cannot have`}:{path:e.join("/")}}function ir(t,e){let n=new Map,r=(o,i)=>new y(
`refusing to store ${e}: artifact ${JSON.stringify(o)} ${i}`),s=0;for(let o of t??[]){let i=or(o.path);if("refused"in i)
throw r(o.path,i.refused);if(i.path!==o.path)throw r(o.path,`is not normalised (${i.path})`);if(!(o.bytes instanceof Uint8Array))
throw r(o.path,"has no bytes");let a=`${at}/${o.path}`;if(n.has(a))throw r(o.path,"is listed twice");n.set(a,o.bytes),s+=
o.bytes.length}for(let o of n.keys()){let i=o.split("/");for(let a=2;a<i.length;a++){let c=i.slice(0,a).join("/");if(n.has(
c))throw r(c.slice(at.length+1),`is a file, and also a directory of ${o}`)}}if(s>$.artifactBytes)throw new y(`refusing t\
o store ${e}: its artifacts total ${s} bytes, more than ${$.artifactBytes}`);return n}function Me(){let t,e=()=>(t??=import("./artifact-E6OKRIEB.js").then(({DefaultArtifactClient:n})=>new n),t);return{async uploadArtifact(n,r,s,o){
await Tt();let{uploadArtifact:i}=await import("./upload-artifact-6O2A4UEA.js");return i(n,r,s,o)},async listArtifacts(n){if(n?.
findBy)return(await e()).listArtifacts(n);await Tt();let{listArtifactsInternal:r}=await import("./list-artifacts-3ST7V7L2.js");
return r(n?.latest)},async downloadArtifact(n,r){if(r?.findBy)return(await e()).downloadArtifact(n,r);await Tt();let{downloadArtifactInternal:s}=await import("./download-artifact-YCQQV7Z4.js");
return s(n,r)}}}async function Tt(){let[{isGhes:t},{GHESNotSupportedError:e}]=await Promise.all([import("./config-V7JJEKUC.js"),
import("./errors-S4OWPP6Z.js")]);if(t())throw new e}var Le={answerMs:12e4,bytesPerSecond:64*1024};function fr(t){return 1e3*Math.ceil(Le.answerMs/1e3+t/Le.bytesPerSecond)}function ks(t){
let e=t[Vt.artifactTimeoutMs]?.trim()??"";return/^[1-9][0-9]{0,9}$/.test(e)?{timeoutMs:Number(e)}:{}}var Je=64*1024*1024,
gr=32*1024*1024,pr={attempts:3,baseDelayMs:1e3},je=class{#e=Me();#t;#r;#n;#s=new Map;constructor(e){if(this.#t=e,this.#r=
{...pr,...e.retry},e.retentionDays!==void 0&&!(Number.isInteger(e.retentionDays)&&e.retentionDays>=1))throw new d("input\
-invalid",`retention days must be a whole number of at least 1, got ${e.retentionDays}`,{where:"retention-days"})}async put(e){
if(this.#t.findBy)throw new d("store-read-only",`records of run ${this.#t.findBy.workflowRunId} are read-only here`);let{
record:n,files:r}=Fe(e,It);r.delete(g.log);let s=ft(n),o=Z(s.stage,s.attempt,s.runAttempt);if(this.#s.has(o)||this.#n&&(await this.#n).
has(o))throw Be(o,s);let i=It(r.get(g.record));await vt(this.#t.tempDir,{recursive:!0});let a=await Ce(O(this.#t.tempDir,
"baton-upload-")),c=0;for(let u of r.values())c+=u.byteLength;let l=!1;try{let u=[];for(let[m,N]of r){let _=O(a,m);m.includes(
"/")&&await vt(dr(_),{recursive:!0}),await lr(_,N,{flag:"wx"}),u.push(_)}let f=await this.#c(`upload ${o}`,async m=>{try{
return await this.#a(()=>this.#e.uploadArtifact(o,u,a,{...this.#t.retentionDays===void 0?{}:{retentionDays:this.#t.retentionDays}}),
c)}catch(N){if(N instanceof E&&(l=!0),!/already exists|\(409\)/i.test(P(N)))throw N;let _=m>1?await this.#d(o,i):void 0;
if(_)return _;throw Be(o,s,m>1)}}).catch(m=>{throw xt(m,`could not store the record of attempt ${s.attempt} as artifact ${o}`,
{where:`stage ${s.stage}`,details:l?[`the service may yet carry out a try it did not answer: artifact ${o} would then ho\
ld this record, whole`]:[]})});if(f.id===void 0)throw new y(`upload of ${o} returned no artifact id`);let w=ze(r,i,`arti\
fact ${o}`);return this.#s.set(o,Promise.resolve(w)),this.#n&&(await this.#n).set(o,{...s,artifact:{name:o,id:f.id,size:f.
size??0,...f.digest?{digest:`sha256:${f.digest}`}:{}}}),{...s,recordSha256:i,id:String(f.id)}}finally{l||await De(a,{recursive:!0,
force:!0})}}async#d(e,n){if(this.#n=void 0,(await this.#i(e).catch(()=>{}))?.stored.recordSha256!==n)return;let s=(await this.#o()).
get(e);if(!s)return;let{id:o,size:i,digest:a}=s.artifact;return{id:o,size:i,...a?{digest:a.replace(/^sha256:/,"")}:{}}}async get(e){
let n=ae([...(await this.#o()).values()].filter(r=>r.stage===e));return n&&this.getAttempt(e,n.attempt,n.runAttempt)}async getAttempt(e,n,r=1){
let s=Z(e,n,r),o=this.#s.get(s);return o||(o=this.#i(s).then(i=>i?.stored),this.#s.set(s,o),o.then(i=>i===void 0&&this.#s.
delete(s),()=>this.#s.delete(s))),o}async list(){return[...(await this.#o()).values()].map(({stage:e,attempt:n,runAttempt:r})=>({
stage:e,attempt:n,runAttempt:r})).sort(dt)}#o(){if(!this.#n){let e=this.#c("list artifacts",async()=>{let{artifacts:n}=await this.#a(
()=>this.#e.listArtifacts(this.#l()),0).catch(s=>{throw this.#t.findBy&&yr(s,this.#t.findBy)||s}),r=new Map;for(let s of n){
let o=Ne(s.name);if(!o)continue;let i=r.get(s.name);(!i||i.artifact.id<s.id)&&r.set(s.name,{...o,artifact:s})}return r}).
catch(n=>{throw xt(n,`could not list the artifacts of ${this.#u()} to read its records`)});this.#n=e,e.catch(()=>{this.#n===
e&&(this.#n=void 0)})}return this.#n}async getAttemptFiles(e,n,r=1){return this.#i(Z(e,n,r))}async#i(e){let n=(await this.#o()).
get(e);if(!n)return;let{artifact:r}=n;if(r.size>Je)throw new d("record-invalid",`artifact ${e} is ${r.size} bytes, more \
than a baton record can be`);if(!r.digest)throw new d("record-digest-missing",`artifact ${e} has no digest to check the \
download against`,{details:["it was not uploaded by a current artifact client; re-run the job that produced it"]});await vt(
this.#t.tempDir,{recursive:!0});let s=await Ce(O(this.#t.tempDir,"baton-download-"));try{let o;try{o=await this.#c(`down\
load ${e}`,async f=>{let w=O(s,String(f));return{...await this.#a(()=>this.#e.downloadArtifact(r.id,{path:w,expectedHash:r.
digest,skipDecompress:!0,...this.#l()}),r.size),path:w}})}catch(f){if(br(f)){this.#t.reporter?.warning(`artifact ${e} is\
 listed but could not be found: ${P(f)}`);return}throw xt(f,`could not download artifact ${e} of ${this.#u()}`)}if(o.digestMismatch)
throw new d("record-digest-mismatch",`artifact ${e}: the download does not match the digest recorded at upload (${r.digest}\
)`,{details:["the artifact was changed after it was uploaded, or the download was corrupted; nothing from it was used"]});
let i=await mr(o.path,e),a=i.get(g.record);if(!a)throw new d(Kt,`artifact ${e} has no ${g.record}`);let c=i.get(g.prompt);
if(!c)throw new d("record-invalid",`artifact ${e} has no ${g.prompt}`);let l=ze(i,It(a),`artifact ${e}`),u=ft(l.record);
if(dt(u,n)!==0)throw new d("record-invalid",`artifact ${e} holds the record of ${J(u)}, not ${J(n)}`);return{stored:l,files:{
record:a,prompt:c,handoff:i.get(g.handoff)??null}}}finally{await De(s,{recursive:!0,force:!0})}}#u(){let e=this.#t.findBy;
return e?`run ${e.workflowRunId} of ${e.repositoryOwner}/${e.repositoryName}`:"this run"}#l(){return this.#t.findBy?{findBy:this.#t.
findBy}:{}}async#a(e,n){let r=Math.min(fr(n),this.#t.timeoutMs??Number.POSITIVE_INFINITY),s=e(),o,i=new Promise((a,c)=>{
o=setTimeout(()=>c(new E(r)),r)});try{return await Promise.race([s,i])}catch(a){throw a instanceof E&&Te(s),a}finally{clearTimeout(
o)}}async#c(e,n){for(let r=1;;r++)try{return await n(r)}catch(s){if(s instanceof E&&r>=this.#r.attempts)throw new E(s.boundMs,
r);if(r>=this.#r.attempts||!wr(s))throw s;let o=this.#r.baseDelayMs*2**(r-1);this.#t.reporter?.warning(`${e} failed (${He(
P(s))}); trying again in ${o} ms (${r+1} of ${this.#r.attempts})`),await new Promise(i=>setTimeout(i,o))}}};function ze(t,e,n){
let r=i=>{let a=t.get(i);return a===void 0?null:Buffer.from(a).toString("utf8")},{record:s,handoff:o}=Ue({record:r(g.record)??
"",handoff:r(g.handoff)},n,"github");return{record:s,prompt:r(g.prompt)??"",handoff:o,recordSha256:e}}async function mr(t,e){
let n=u=>new d("record-invalid",`artifact ${e}: ${u}`),[r,...s]=await cr(t);if(r===void 0||s.length>0)throw n("the downl\
oad is not one zip file");let o=await ar(O(t,r));if(!o.isFile())throw n("the download is not a regular file");if(o.size>
Je)throw n("the download is too large");let i=new Set([g.record,g.prompt,g.handoff]),a=new Set,{unzipSync:c}=await import("./esm-OSXH2CCV.js"),
l;try{l=c(await ur(O(t,r)),{filter:u=>{if(!i.has(u.name))return!1;if(a.has(u.name))throw n(`${u.name} is in it twice`);if(a.
add(u.name),Math.max(u.size,u.originalSize)>gr)throw n(`${u.name} is too large`);return!0}})}catch(u){throw u instanceof
d?u:n(`the download is not a zip archive baton can read (${P(u)})`)}return new Map(Object.entries(l))}function Be(t,e,n=!1){
return new d("record-exists",`${J(e)} already has a record (artifact ${t}); records are immutable`,{where:`stage ${e.stage}`,
details:n?["an earlier try of this upload may have been carried out without its answer reaching baton (a dropped connect\
ion, or no answer in time)"]:["give each stage in the run its own stage id, or record a new attempt"]})}function xt(t,e,n={}){
return ce("artifact-service-failed",e,t,n)}function It(t){return(0,Ge.createHash)("sha256").update(t).digest("hex")}function P(t){
return t instanceof Error?t.message:String(t)}function He(t){return t.split(`
`,1)[0]??""}var E=class extends Error{name="NoAnswerError";boundMs;constructor(e,n=1){super(`the artifact service gave n\
o answer within ${hr(e)}${n>1?` (${n} tries)`:""}`),this.boundMs=e}};function hr(t){return`${t%1e3===0?t/1e3:(t/1e3).toFixed(
1)} s`}function wr(t){if(t instanceof d)return!1;if(t instanceof E)return!0;let e=t?.code;return t instanceof Error&&t.name===
"NetworkError"||typeof e=="string"&&/^(ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|EAI_AGAIN)$/.test(e)?!0:/ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|socket hang up/.
test(P(t))}function yr(t,e){let n=t?.status;if(n!==401&&n!==403&&n!==404)return;let r=`run ${e.workflowRunId} of ${e.repositoryOwner}\
/${e.repositoryName}`,s=n===404?"no such run, or the token cannot see it":n===401?"the token was rejected":"the token ma\
y not list its artifacts";return new d("run-unreadable",`cannot read the records of ${r} (${n}: ${He(P(t))}): ${s}. Read\
ing another run\u2019s records needs a token with \`actions: read\`: give the job \`permissions: actions: read\` or pass a github\
-token that has it`,{where:"github-token",cause:t,details:n===404?[`check that ${e.workflowRunId} is a run id of ${e.repositoryOwner}\
/${e.repositoryName}`]:[]})}function br(t){return t instanceof Error&&(t.name==="ArtifactNotFoundError"||/\(404\)|not found/i.
test(t.message))}var $r="\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u061c\\u200b-\\u200f\\u2028-\\u202e\\u2066-\\u2069\\ufeff",Er=new RegExp(
`[${$r}\\u000a]`,"g");function Ke(t){return`\\u${t.charCodeAt(0).toString(16).padStart(4,"0")}`}function Us(t){return t.
replace(Er,Ke)}var Ar=/^([\s\u0085]*):(?=:)/gm,Sr=/#(?=#\[)/g;function We(t,e=Ke){return t.replace(Ar,(n,r)=>`${r}${e(":")}`).
replace(Sr,e)}var Xe=class{info(e){Bt(Rr(e))}warning(e,n){zt(Ze(e,n),Ye(n))}error(e,n){jt(Ze(e,n),Ye(n))}group(e,n){return Gt(e.replace(
/[\r\n]+/g," "),n)}};function Rr(t){return We(t,e=>`${e}\u200B`)}function Ye(t){let e=t?/^(.+?):(\d+)(?::(\d+))?$/.exec(
t):null;return!e||/\s/.test(e[1])?{}:{file:e[1],startLine:Number(e[2]),...e[3]?{startColumn:Number(e[3])}:{}}}function Ze(t,e){
return e?`${e}: ${t}`:t}var Ut=["claude","codex","gemini","copilot"],Qe=ne(Ut),Mt={claude:{cli:"claude",npmPackage:"@anthropic-ai/claude-code",keyEnv:[
"ANTHROPIC_API_KEY","CLAUDE_CODE_OAUTH_TOKEN"],docs:"https://docs.anthropic.com/en/docs/claude-code/sdk/sdk-headless"},codex:{
cli:"codex",npmPackage:"@openai/codex",keyEnv:["CODEX_API_KEY","OPENAI_API_KEY"],docs:"https://developers.openai.com/cod\
ex/noninteractive"},gemini:{cli:"gemini",npmPackage:"@google/gemini-cli",keyEnv:["GEMINI_API_KEY","GOOGLE_API_KEY"],docs:"\
https://geminicli.com/docs/cli/headless/"},copilot:{cli:"copilot",npmPackage:"@github/copilot",keyEnv:["COPILOT_GITHUB_T\
OKEN"],docs:"https://docs.github.com/en/copilot/reference/copilot-cli-reference/cli-programmatic-reference"}},_r=[...new Set(
Object.values(Mt).flatMap(t=>t.keyEnv))],Or=["ANTHROPIC_AUTH_TOKEN","ANTHROPIC_FOUNDRY_API_KEY","AWS_SECRET_ACCESS_KEY",
"AWS_SESSION_TOKEN","AWS_BEARER_TOKEN_BEDROCK","AZURE_OPENAI_API_KEY"];function tn(t){return[..._r,...Or].map(e=>t[e]).filter(
e=>!!e)}var Pr=te().check(Qt(/^[A-Za-z0-9][A-Za-z0-9._:/@-]{0,127}$/,{message:"must be a model name: letters, digits and\
 . _ : / @ -, at most 128 characters"})),Nr=ee({model:re(Pr)}),en="--prompt=",nn=128*1024-1-en.length,Tr=128*1024,Ve=Tr-
`${b.args}=`.length-1;function Js(t){let e=t[b.args];if(e===void 0)return;let n=T(e);if(!(n<=Ve))throw new d("agent-args\
-too-long",`is ${n} bytes, over the ${Ve} bytes one environment variable of that name can hold on Linux (128 KiB with it\
s name, MAX_ARG_STRLEN), so the agent CLI cannot start ("Argument list too long"): move long text into a file the CLI re\
ads (a system prompt or settings file) and pass only its path, or put it in the prompt`,{where:`${b.args} (the reusable \
workflow's ${qt.agentArgs} input)`})}var Q=`"\${${v.handoffPath}%/*}"`,C=`"$${v.promptPath}"`,kt=t=>`\${${b.model}:+${t}\
 "$${b.model}"}`,tt=["agent_args=()",`if [ -n "\${${b.args}:-}" ]; then`,"  while IFS= read -r arg; do",'    arg="${arg#\
"${arg%%[![:space:]]*}"}"','    arg="${arg%"${arg##*[![:space:]]}"}"','    if [ -n "$arg" ]; then agent_args+=("$arg"); \
fi',`  done <<< "$${b.args}"`,"fi"],et='${agent_args[@]+"${agent_args[@]}"}';function rn(t){let{cli:e,npmPackage:n}=Mt[t];
return`the ${e} CLI is not installed (no ${e} on PATH): install its npm package, npm install --global ${n}@<version> (ba\
ton-stage.yml installs it at agent-version)`}var rt="baton: ",sn=t=>`the prompt is ${t} bytes; copilot takes it as one a\
rgument, at most ${nn} bytes: shorten it (max-prompt-tokens) or use another agent`;function vr(t,e){if(e===rn(t))return!0;
let n=/^the prompt is (\d{1,20}) bytes;/.exec(e)?.[1];return t==="copilot"&&n!==void 0&&e===sn(n)}function nt(t){let{cli:e}=Mt[t];
return[`if ! command -v ${e} >/dev/null 2>&1; then`,`  echo "${rt}${rn(t)}" >&2`,"  exit 127","fi"]}function qe(t,e,n=""){
return[`if [ -z "\${${e}:-}" ] && [ -n "\${${t}:-}" ]${n}; then`,`  export ${e}="$${t}"`,"fi"]}var xr={claude:[...nt("cl\
aude"),'if [ "$EUID" -eq 0 ]; then',"  export IS_SANDBOX=1","fi",...tt,"exec claude -p \\","  --output-format stream-jso\
n --verbose \\","  --permission-mode bypassPermissions \\",`  --add-dir ${Q} \\`,`  ${kt("--model")} \\`,`  ${et} \\`,` \
 < ${C}`].join(`
`),codex:[...nt("codex"),...qe("OPENAI_API_KEY","CODEX_API_KEY"),...tt,"exec codex exec \\","  --json \\","  --sandbox w\
orkspace-write \\","  --skip-git-repo-check \\",`  --add-dir ${Q} \\`,`  ${kt("--model")} \\`,`  ${et} \\`,`  - < ${C}`].
join(`
`),gemini:[...nt("gemini"),'export GEMINI_CLI_TRUST_WORKSPACE="${GEMINI_CLI_TRUST_WORKSPACE:-true}"',...qe("GOOGLE_API_K\
EY","GEMINI_API_KEY",' && [ "${GOOGLE_GENAI_USE_VERTEXAI:-}" != true ]'),...tt,"exec gemini \\","  --output-format json \
\\","  --approval-mode yolo \\",`  --include-directories ${Q} \\`,`  ${kt("--model")} \\`,`  ${et} \\`,"  -p 'Carry out \
the task above.' \\",`  < ${C}`].join(`
`),copilot:[...nt("copilot"),`prompt_bytes=$(wc -c < ${C})`,`if [ "$prompt_bytes" -gt ${nn} ]; then`,`  echo "${rt}${sn(
"$prompt_bytes")}" >&2`,"  exit 2","fi",...tt,"exec copilot \\",`  ${en}"$(cat ${C})" \\`,"  --output-format=json \\"," \
 --allow-all-tools \\","  --no-ask-user \\",`  --add-dir=${Q} \\`,`  \${${b.model}:+--model="$${b.model}"} \\`,`  ${et}`].
join(`
`)};function Ct(t,e=`input ${G.agent}`){let n=Qe.safeParse(t);if(n.success)return n.data;throw new d("agent-preset-unkno\
wn",`"${t}" is not an agent preset; use one of ${Ut.join(", ")}, or give the command in \`run\``,{where:e})}function Hs(t,e={}){
let n=Ct(t),r=Nr.safeParse(e);if(!r.success){let o=r.error.issues[0];throw new d("agent-preset-options",`agent ${n}: ${o?.
path.join(".")||"options"} ${o?.message}`,{where:`agent ${n}`})}let s={};return r.data.model!==void 0&&(s[b.model]=r.data.
model),{script:xr[n],env:s}}function Ir(t,e){let n=Ct(t),r=[];switch(n){case"claude":return{...ln(S(e),r),problems:r};case"\
codex":return{...Ur(e,r),problems:r};case"gemini":return{...Dr(e,r),problems:r};case"copilot":return{...Lr(e,r),problems:r}}}
function Ks(t,e){let n=Qe.safeParse(t);if(!n.success)throw new d("agent-preset-unknown",`"${t}" is not an agent preset; \
use one of ${Ut.join(", ")}: the one whose CLI wrote the \`${G.agentOutput}\` file`,{where:`input ${G.agent}`});if(n.data!==
"claude")return Ir(n.data,e);let r=[],s=S(e),o=s.some(D)?s:cn(e);return{...ln(o,r),problems:r}}function Ws(t,e){let n=Ct(t),r=kr(n,e);if(r!==null&&r.trim()!=="")return{source:"cli",text:r};let s=e.split(`
`);for(let o=s.length-1;o>=0;o--){let i=s[o].trimEnd(),a=i.slice(rt.length);if(i.startsWith(rt)&&vr(n,a))return{source:"\
script",text:a}}return null}function kr(t,e){switch(t){case"claude":{let n=A(S(e),D);return n&&on(n)?an(n):null}case"cod\
ex":{let n=S(e),r=A(n,o=>o.type==="turn.failed"&&p(o.error)),s=p(r?.error)?r.error.message:A(n,o=>o.type==="error")?.message;
return typeof s=="string"?s:null}case"gemini":{let n=dn(e)?.error;return p(n)&&typeof n.message=="string"?n.message:null}case"\
copilot":{let n=A(S(e),r=>r.type==="session.error")?.data;return p(n)&&typeof n.message=="string"?n.message:null}}}function on(t){
return t.is_error===!0||typeof t.subtype=="string"&&t.subtype.startsWith("error")}function an(t){if(typeof t.result=="st\
ring"&&t.result.trim()!=="")return t.result;let e=Array.isArray(t.errors)?t.errors.filter(n=>typeof n=="string"):[];return e.
length>0?e.join("; "):typeof t.subtype=="string"?t.subtype:null}function Xs(t,e){if(t!=="claude")return null;let n=S(e),
r=A(n.some(D)?n:cn(e),D);if(!r||!on(r))return null;let s=typeof r.subtype=="string"&&/^[a-z_]{1,64}$/.test(r.subtype)?r.
subtype:null;return{text:an(r)??"",subtype:s}}function Ys(t={}){return["## Handing off","",`When you are done, write you\
r handoff as one JSON object to ${t.handoffPath?`\`${t.handoffPath}\` (also in the environment variable \`${v.handoffPath}\
\`)`:`the path in the environment variable \`${v.handoffPath}\``}:`,"","```json",`{"version": ${Xt}, "status": "success"\
, "summary": "what you did or found, in a few sentences", "detail": "the deeper findings", "data": {"key": "value"}}`,"`\
``","",`- \`summary\` is required (at most ${$.summaryBytes} bytes); \`status\` is one of success, partial, blocked, failu\
re.`,'- `data` maps names to strings; `detail` holds the long form; add `"next": {"stage": "<stage id>", "reason": "\u2026"}`\
 to hand off to a specific stage.',`- If you cannot write files, print the same JSON as the last thing you say, between \
a line \`${it.start}\` and a line \`${it.end}\`.`,...t.dataSchema===void 0?[]:["- This stage's `data` must follow the JS\
ON Schema below (every value a string; a pattern is an ECMAScript regular expression; lengths are in UTF-8 bytes), or th\
e handoff is refused:","",oe(se(t.dataSchema),"json")]].join(`
`)}function p(t){return typeof t=="object"&&t!==null&&!Array.isArray(t)}function S(t){let e=[];for(let n of t.split(`
`)){let r=n.trim();if(r.startsWith("{"))try{let s=JSON.parse(r);p(s)&&e.push(s)}catch{}}return e}function cn(t){let e=t.
trim();if(e.startsWith("[")&&e.endsWith("]"))try{let o=JSON.parse(e);if(Array.isArray(o))return o.filter(p)}catch{}let n=[],
r=t.split(`
`),s=-1;for(let o=0;o<r.length;o++){let i=r[o].replace(/\r$/,"");if(i==="  {")s=o;else if(s!==-1&&(i==="  }"||i==="  },")){
try{let a=JSON.parse(`${r.slice(s,o).join(`
`)}
}`);p(a)&&n.push(a)}catch{}s=-1}}return n}function A(t,e){for(let n=t.length-1;n>=0;n--){let r=t[n];if(e(r))return r}}var h=(t,e)=>({
key:e,value:t[e]});function un(t){return typeof t=="number"||typeof t=="boolean"?String(t):typeof t=="string"?"a string":
Array.isArray(t)?"a list":"an object"}function Ft(t,e){return{code:Zt.usageRefused,severity:"warning",path:`agent.usage.${t}`,
message:`${e}; ${t} is not recorded`}}function R(t,e,n,r){let s;for(let{key:o,value:i}of n)if(i!=null){if(typeof i!="num\
ber"||!Number.isSafeInteger(i)||i<0){r.push(Ft(e,`${t} reported ${un(i)} as ${o}, which is not a whole number from 0 to ${Number.
MAX_SAFE_INTEGER}`));return}if(s=(s??0)+i,!Number.isSafeInteger(s)){r.push(Ft(e,`the ${e} ${t} reported add up to more t\
han ${Number.MAX_SAFE_INTEGER}`));return}}return s}function Fr(t,{key:e,value:n},r){if(n!=null){if(typeof n=="number"&&Number.
isFinite(n)&&n>=0&&n<=$.usageCostUsd)return n;r.push(Ft("cost_usd",`${t} reported ${un(n)} as ${e}, which is not an amou\
nt from 0 to ${$.usageCostUsd} USD`))}}function st(t){let e={};return t.input!==void 0&&(e.input_tokens=t.input),t.output!==
void 0&&(e.output_tokens=t.output),t.cost!==void 0&&(e.cost_usd=t.cost),Object.keys(e).length===0?null:e}function ln(t,e){
let n=A(t,D);if(!n)return{finalText:null,usage:null};let r=p(n.modelUsage)?Object.values(n.modelUsage).filter(p):[],s=p(
n.usage)?n.usage:{},[o,i]=r.length>0?[r.flatMap(a=>[h(a,"inputTokens"),h(a,"cacheCreationInputTokens"),h(a,"cacheReadInp\
utTokens")]),r.map(a=>h(a,"outputTokens"))]:[[h(s,"input_tokens"),h(s,"cache_creation_input_tokens"),h(s,"cache_read_inp\
ut_tokens")],[h(s,"output_tokens")]];return{finalText:typeof n.result=="string"?n.result:null,usage:st({input:R("claude",
"input_tokens",o,e),output:R("claude","output_tokens",i,e),cost:Fr("claude",h(n,"total_cost_usd"),e)})}}function D(t){return t.
type==="result"}function Ur(t,e){let n=S(t),s=A(n,a=>a.type==="item.completed"&&Mr(a.item))?.item?.text,o=n.filter(a=>a.
type==="turn.completed"&&p(a.usage)),i=a=>o.map(c=>h(c.usage,a));return{finalText:typeof s=="string"?s:null,usage:st({input:R(
"codex","input_tokens",i("input_tokens"),e),output:R("codex","output_tokens",i("output_tokens"),e)})}}function Mr(t){return p(
t)&&(t.type==="agent_message"||t.item_type==="assistant_message")}var Cr=4;function dn(t){let e=t.length;for(let n=0;n<Cr&&
e>0;n++){let r=t.lastIndexOf(`
{`,e-1),s=r===-1?0:r+1;if(t[s]!=="{")return null;try{let o=JSON.parse(t.slice(s));if(p(o)&&("response"in o||"stats"in o||
"error"in o))return o}catch{}if(r===-1)return null;e=r}return null}function Dr(t,e){let n=dn(t),r=n?.stats,o=(p(r)&&p(r.
models)?Object.values(r.models):[]).map(i=>p(i)&&p(i.tokens)?i.tokens:{});return{finalText:typeof n?.response=="string"?
n.response:null,usage:st({input:R("gemini","input_tokens",o.map(i=>h(i,"prompt")),e),output:R("gemini","output_tokens",o.
flatMap(i=>[h(i,"candidates"),h(i,"thoughts")]),e)})}}function Lr(t,e){let n=S(t),r=A(n,o=>o.type==="assistant.message")?.
data?.content,s=n.filter(o=>o.type==="assistant.message"&&p(o.data));return{finalText:typeof r=="string"?r:null,usage:st(
{output:R("copilot","output_tokens",s.map(o=>h(o.data,"outputTokens")),e)})}}function to(t,e){let n=t[e];if(!n)throw new d("runner-env-missing",`${e} is not set: baton's actions run as steps of a G\
itHub Actions job`);return n}function eo(t){let e=Number(t.GITHUB_RUN_ATTEMPT??"1");return Number.isInteger(e)&&e>=1?e:1}
function no(t,e=process.platform){if(!(t.RUNNER_OS!=="Windows"&&e!=="win32"))throw new d("runner-unsupported","baton's s\
tage action runs on Linux and macOS runners, and this job runs on Windows: it runs the agent in bash, in a process group\
 it can stop when the job is cancelled, which Windows has neither of",{details:["give the job runs-on: ubuntu-latest (or\
 a macOS runner)"]})}function ro(t,e){return[...jr(t),...e?[e]:[]]}function jr(t){let e=tn(t);for(let[n,r]of Object.entries(
t)){if(!r)continue;(Jt.includes(n)||Ht.some(o=>n.startsWith(o)))&&/TOKEN/.test(n)&&e.push(r)}return e}var ot={true:["true","True","TRUE"],false:["false","False","FALSE"]},zr=[...ot.true,...ot.false].join(", ");function io(t,e,n){
let r=(e??"").trim();if(r==="")return n;if(ot.true.includes(r))return!0;if(ot.false.includes(r))return!1;throw new d("in\
put-invalid",`${JSON.stringify(r)} is not one of ${zr}`,{where:t})}export{Ut as a,Qe as b,Mt as c,Js as d,Hs as e,Ir as f,Ks as g,Ws as h,Xs as i,Ys as j,Us as k,tr as l,or as m,Br as n,$t as o,
At as p,be as q,Rn as r,Qr as s,ss as t,os as u,Z as v,Zn as w,Vn as x,fs as y,gs as z,ps as A,ks as B,je as C,Xe as D,io as E,
to as F,eo as G,no as H,ro as I};

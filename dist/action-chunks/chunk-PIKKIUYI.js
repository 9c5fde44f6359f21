import{d as ne,e as re}from"./chunk-WOTIQE6Z.js";import{b as I}from"./chunk-GJ6RG2IC.js";import{e as v}from"./chunk-2F3RZLDD.js";
import{c as oe}from"./chunk-MRMAEUWW.js";import{c as se,h as ut}from"./chunk-BSB3TZID.js";import{H as ct,h as Vt,
j as qt,q as Qt,v as te,x as ee}from"./chunk-I3QVZSCL.js";import{a as fn}from"./chunk-PO5EA42V.js";import{d as l,
e as y}from"./chunk-O7UU6C5Q.js";import{D as Xt,N as Yt,S as Zt,b as T,h as x,i as Kt,j as Gt,k as ot,l as g,m as it,
n as Jt,o as L,p as j,q as z,r as B,s as Ht,t as $,u as k,w as at,x as K,y as Wt,z as b}from"./chunk-2W3RAMDQ.js";
import{e as Ct,j as Dt,m as Lt,n as jt,o as zt,p as Bt}from"./chunk-DHIUKFLR.js";import{d as ln}from"./chunk-A64LSPLL.js";function zr(){return{env:process.env,write:t=>{process.stdout.write(t)},onStopSignal:t=>{let e=["SIGINT","SIGTERM"];for(let n of e)
process.on(n,t);return()=>{for(let n of e)process.off(n,t)}},exit:t=>{process.exitCode=t;let e=[process.stdout,process.stderr].
filter(r=>r.writableLength>0);e.length===0&&process.exit(t);let n=e.length;for(let r of e)r.write("",()=>{n-=1,n===0&&process.
exit(t)});setTimeout(()=>process.exit(t),1e3).unref()}}}var F=class{#e;#t=new Map;constructor(e){this.#e=e}next(e,n){let r=this.#t.get(e);if(r===void 0){r=[];for(let i=this.#e.
indexOf(e);i>=0;i=this.#e.indexOf(e,i+1))r.push(i);this.#t.set(e,r)}let s=0,o=r.length;for(;s<o;){let i=s+o>>>1;r[i]<n?s=
i+1:o=i}return s<r.length?r[s]:-1}},gn=/\s/;function lt(t){return t!==void 0&&gn.test(t)}function dt(t,e){for(;lt(t[e]);)
e++;return e}function G(t,e){for(;t[e]===" "||t[e]==="	";)e++;return e}function ft(t,e){for(let n=e+1;n<t.length;n++){let r=t[n];
if(r==="]")return n;if(r!=="[")continue;let s=n+1;for(;s<t.length&&t[s]!=="["&&t[s]!=="]";)s++;if(t[s]!=="]")return-1;n=
s}return-1}function ae(t,e){if(t[e]!=="[")return-1;let n=Math.min(t.length,e+1001);for(let r=e+1;r<n;r++){let s=t[r];if(s===
"]")return r+1;if(s==="["||s===`
`)return-1}return-1}function ce(t,e){let n=Math.min(t.length,e+1001);for(let r=e+1;r<n;r++){let s=t[r];if(s==="]")return r>
e+1?r:-1;if(s==="["||s===`
`||s==="\0")return-1}return-1}function ue(t,e,n){if(t[e]!=="(")return null;let r=dt(t,e+1);for(let s of pn(t,r)){let o=hn(
t,s,n);if(o>=0)return{url:t.slice(r,s),end:o}}return null}function pn(t,e){let n=[];if(t[e]==="<"){let r=de(t,e);r>=0&&n.
push(r+1)}return n.push(mn(t,e)),n}function de(t,e){for(let n=e+1;n<t.length;n++){let r=t[n];if(r===">")return n;if(r===
"<"||r===`
`)return-1}return-1}function ie(t){return t!==void 0&&t!=="("&&t!==")"&&!lt(t)}function mn(t,e){let n=e;for(;;){for(;ie(
t[n]);)n++;if(t[n]!=="(")return n;let r=n+1;for(;ie(t[r]);)r++;if(t[r]!==")")return n;n=r+1}}function hn(t,e,n){let r=dt(
t,e);if(r>e){let s=le(t,r,n);if(s>=0){let o=dt(t,s);if(t[o]===")")return o+1}}return t[r]===")"?r+1:-1}function le(t,e,n){
let r=t[e],s=r==='"'||r==="'"?r:r==="("?")":void 0;if(s===void 0)return-1;let o=n.next(s,e+1);return o<0?-1:o+1}function fe(t,e,n){
let r=e;for(;r<e+3&&t[r]===" ";)r++;if(t[r]!=="[")return null;let s=r+1,o=Math.min(t.length,s+1e3),i=s;for(;i<o&&t[i]!==
"]"&&t[i]!==`
`;)i++;if(t[i]!=="]"||i===s||i-s>999||t[i+1]!==":")return null;let a=ge(t,i+2),c=wn(t,a);for(let d of c){let u=yn(t,d,n);
if(u>=0)return{label:t.slice(s,i),url:t.slice(a,d),end:u}}return null}function ge(t,e){let n=G(t,e);return t[n]===`
`?G(t,n+1):n}function wn(t,e){let n=[];if(t[e]==="<"){let s=de(t,e);s>=0&&n.push(s+1)}let r=e;for(;r<t.length&&!lt(t[r]);)
r++;return r>e&&n.push(r),n}function yn(t,e,n){let r=le(t,ge(t,e),n);if(r>=0){let o=G(t,r);if(o===t.length||t[o]===`
`)return o}let s=G(t,e);return s===t.length||t[s]===`
`?s:-1}var bn=/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0D\uFEFF\uFFA0\uFFF9-\uFFFB\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;
function H(t){return t.replace(/\r\n?|[\u2028\u2029]/g,`
`).replace(bn,"")}var $n=new RegExp(Kn(at),"gi"),An=at.replace(/:$/,"").replace(/:/g," ");function W(t){return t.replace(
$n,`${An}: `)}function U(t,e){return I(t,e.secrets??[]).text}function wt(t,e={}){let n=X(e);return ye(t,n,r=>{let s=[];for(let o of Rn(
U(H(r),n)))if(o.kind==="code"){let i=s.at(-1);i!==void 0&&!Sn(i)&&s.push(""),s.push(be(o))}else{let i=W($e(o.text,{tables:!0,
serverUrl:n.serverUrl}));s.push(_n(i))}return s.join(`
`).replace(/^\n+/,"").trimEnd()},r=>yt(r,n))}function Sn(t){return/^[ \t]*$/.test(t.slice(t.lastIndexOf(`
`)+1))}function yt(t,e={}){let n=U(t,X(e)).split(`
`);return be({kind:"code",fence:"`",length:3,info:"",indent:0,lines:n})}function bt(t,e={}){let n=X(e);return ye(t,n,r=>{
let s=we(U(H(r),n));return W($e(s,{tables:!1,serverUrl:n.serverUrl})).trim()},r=>En(r,n))}function he(t,e={}){return H(t).
split(`
`).map(r=>bt(r,e)).filter(r=>r!=="").join("<br>").replace(/\|/g,"\\|")}function En(t,e={}){let n=X(e),r=W(we(U(H(t),n))).
trim(),s="`".repeat($t(r,"`")+1),o=r.startsWith("`")||r.endsWith("`")||r===""?" ":"";return`${s}${o}${r}${o}${s}`}function we(t){
return t.replace(/\s+/g,e=>e.includes(`
`)?" ":e)}function $t(t,e){let n=0,r=0;for(let s=0;s<t.length;s++)r=t[s]===e?r+1:0,r>n&&(n=r);return n}function X(t){return Array.
isArray(t)?{secrets:t}:t}function ye(t,e,n,r){let s=n(t);for(let o=0;o<4;o++){let i=I(s,e.secrets??[]);if(i.redactions.length===
0)return s;s=n(i.text)}return r(U(s,e))}function Rn(t){let e=t.split(`
`),n=[],r=[],s=()=>{r.length>0&&n.push({kind:"prose",text:r.join(`
`)}),r=[]};for(let o=0;o<e.length;o++){let i=e[o],a=/^( {0,3})(`{3,}|~{3,})(.*)$/.exec(i);if(!a||a[2][0]==="`"&&a[3].includes(
"`")){r.push(i);continue}s();let c=a[2],d=new RegExp(`^ {0,3}${c[0]==="`"?"`":"~"}{${c.length},}[ \\t]*$`),u=[];for(o++;o<
e.length&&!d.test(e[o]);o++)u.push(e[o]);n.push({kind:"code",fence:c[0]==="`"?"`":"~",length:c.length,info:On(a[3]),indent:a[1].
length,lines:u})}return s(),n}function be(t){let e=new RegExp(`^ {0,${t.indent}}`),n=W(t.lines.map(s=>s.replace(e,"")).join(
`
`)),r=t.fence.repeat(Math.max(t.length,$t(n,t.fence)+1));return t.lines.length===0?`${r}${t.info}
${r}`:`${r}${t.info}
${n}
${r}`}function _n(t){return t.replace(/^( {0,3})(?=~{3}|`{3,}[^`\n]*$)/gm,"$1\\")}var Pn=new Set(["mermaid","geojson","t\
opojson","stl","math"]);function On(t){let e=/^\s*([A-Za-z0-9_+.#-]{1,32})/.exec(t);return e&&!Pn.has(e[1].toLowerCase())?
e[1]:""}var pt=class{#e=[];#t=new Map;tables;serverUrl;constructor(e,n){this.tables=e,this.serverUrl=n}add(e,n){return this.#e.
push(e),n!==void 0&&this.#t.set(this.#e.length-1,n),`\0${this.#e.length-1}\0`}plain(e){return this.#t.size===0?e:e.replace(
/\u0000(\d+)\u0000/g,(n,r)=>this.#t.get(Number(r))??n)}resolve(e,n=0){let r=[],s="",o=a=>{a!==""&&(r.push(a),s=a[a.length-
1])},i=0;for(let a of e.matchAll(/\u0000(\d+)\u0000/g)){o(e.slice(i,a.index)),i=a.index+a[0].length;let c=this.#e[Number(
a[1])]??"",d=n<16?this.resolve(c,n+1):c.replace(/\u0000/g,"");(/^[`\\]/.test(d)&&(s==="`"||s==="\\")||d.startsWith("[")&&
s==="!")&&o(" "),o(d)}return o(e.slice(i)),r.join("")}},Nn=/[!-/:-@[-`{-~]/;function $e(t,e){let n=new pt(e.tables,e.serverUrl),
r=Tn(t,n);return r=xn(r),r=kn(r,n),r=Ae(r,n),n.resolve(J(r,n))}function J(t,e){let n=Ln(t);return n=zn(n,e),Bn(n,e)}function Tn(t,e){
let n=new mt(t),r="",s=0;for(;s<t.length;){let o=t[s];if(o==="\\"&&s+1<t.length&&Nn.test(t[s+1])){let c=t[s+1];c==="`"?r+=
e.add("\\`"):c==="\\"?r+=e.add("\\\\"):"@#<>&[]!".includes(c)?r+=c:r+=`\\${c}`,s+=2;continue}if(o!=="`"){r+=o,s++;continue}
let i=1;for(;t[s+i]==="`";)i++;let a=n.find(s+i,i);a===-1||e.tables&&t.slice(s,a).includes("|")?(r+=e.add("\\`".repeat(i)),
s+=i):(r+=e.add(t.slice(s,a+i)),s=a+i)}return r}var mt=class{#e;#t=-1;#r=new Map;constructor(e){this.#e=e}find(e,n){e>this.#t&&
this.#n(e);let r=this.#r.get(n);if(r===void 0)return-1;for(;r.next<r.starts.length&&r.starts[r.next]<e;)r.next++;return r.
next<r.starts.length?r.starts[r.next]:-1}#n(e){let n=this.#e,r=n.indexOf(`
`,e);this.#t=r<0?n.length:r,this.#r=new Map;for(let s=e;s<this.#t;s++){if(n[s]!=="`")continue;let o=s;for(;n[o]==="`";)o++;
let i=this.#r.get(o-s);i?i.starts.push(s):this.#r.set(o-s,{starts:[s],next:0}),s=o}}};function xn(t){let e="",n=0,r=!1,s=t.
indexOf("<!--");for(;s>=0;){let o=r?-1:t.indexOf("-->",s+4);r=o<0;let i=o>=0?o+3:t.startsWith("<!-->",s)?s+5:t.startsWith(
"<!--->",s)?s+6:-1;if(i<0){s=t.indexOf("<!--",s+1);continue}e+=t.slice(n,s),n=i,s=t.indexOf("<!--",n)}return e+t.slice(n)}
function kn(t,e){return t.replace(/<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>\u0000]*)>/g,(n,r)=>{let s=In(r);return s&&!At(s)?
e.add(`<${s}>`):M(r,e)}).replace(/<([A-Za-z0-9.!#$%&'*+/=?^_{|}~-]+@[A-Za-z0-9.-]+)>/g,"$1")}function gt(t,e){let n="",r=0,
s=t.indexOf("[");for(;s>=0;){let o=s>r&&t[s-1]==="!",i=e(t,s,o);if(i===null){s=t.indexOf("[",s+1);continue}n+=t.slice(r,
o?s-1:s)+i.replacement,r=i.end,s=t.indexOf("[",r)}return n+t.slice(r)}function Ae(t,e){let n=new Map,r=vn(t,n),s=(i,a,c)=>{
let d=c===void 0?null:Se(c.replace(/^<|>$/g,"")),u=d?Ee(d):null,f=Ae(a,e);if(u&&At(u)){let w=M(u,e);return f.trim()===""?
w:`${f} (${w})`}if(i){let w=f.trim()===""?"image":f;if(!d)return w;if(Un(d,e.serverUrl))return e.add(`![${J(w,e)}](${u})`);
let m=e.plain(f.trim()===""?"image":`image: ${f}`);return e.add(`[${J(m,e)}](${u})`,m)}return u?e.add(`[${J(e.plain(f),e)}\
](${u})`):f},o=new F(r);return r=gt(r,(i,a,c)=>{let d=ft(i,a),u=d<0?null:ue(i,d+1,o);return u===null?null:{end:u.end,replacement:s(
c,i.slice(a+1,d),u.url)}}),r=gt(r,(i,a,c)=>{let d=ft(i,a),u=d<0?-1:ae(i,d+1);if(u<0)return null;let f=i.slice(a+1,d),w=i.
slice(d+2,u-1),m=n.get(ht(w===""?f:w));return{end:u,replacement:m===void 0?i.slice(c?a-1:a,u):s(c,f,m)}}),r=gt(r,(i,a,c)=>{
let d=ce(i,a);if(d<0||"([:".includes(i[d+1]??" "))return null;let u=i.slice(a+1,d),f=n.get(ht(u));return f===void 0?null:
{end:d+1,replacement:s(c,u,f)}}),r}function vn(t,e){let n=new F(t),r="",s=0;for(let o=0;o>=0&&o<=t.length;){let i=fe(t,o,
n),a=t.indexOf(`
`,i?i.end:o);if(i){let c=ht(i.label);e.has(c)||e.set(c,i.url.replace(/^<|>$/g,"")),r+=t.slice(s,o),s=i.end}o=a<0?-1:a+1}
return r+t.slice(s)}function ht(t){return t.trim().replace(/\s+/g," ").toLowerCase()}function In(t){let e=Se(t);return e&&
Ee(e)}function Se(t){if(!/^https:\/\//i.test(t))return null;let e;try{e=new URL(t)}catch{return null}return e.protocol!==
"https:"||e.hostname===""||e.username!==""||e.password!==""?null:e}function Ee(t){return t.href.replace(/[^A-Za-z0-9\-._~:/?#@!$&'*+,;=%]/g,
e=>`%${e.charCodeAt(0).toString(16).toUpperCase().padStart(2,"0")}`)}var pe=".githubusercontent.com",Fn="camo.githubuser\
content.com";function Un(t,e){let n=Mn(e);if(n!==null&&t.host===n)return!0;if(t.port!=="")return!1;let r=t.hostname;return r===
"github.com"?!0:r.endsWith(pe)&&r!==Fn&&!r.slice(0,-pe.length).split(".").includes("")}function Mn(t){if(!t)return null;
try{let e=new URL(t).host;return e===""?null:e}catch{return null}}var Cn=new Set(["issues","pull","pulls","discussions"]);
function At(t){let e=t.indexOf("://"),r=(e<0?t:t.slice(e+3)).split(/[?#]/,1)[0].split("/");for(let s=1;s+1<r.length;s++)
if(Cn.has(Dn(r[s]).toLowerCase())&&/^\d/.test(r[s+1]))return!0;return!1}function Dn(t){try{return decodeURIComponent(t)}catch{
return t}}function Ln(t){return t.replace(/&/g,"&amp;").replace(/</g,"&lt;").replace(/\[/g,"\\[").replace(/\]/g,"\\]")}var jn=`\
?!.,:*_~'"`;function zn(t,e){return t.replace(/(?:(?:https?|ftp):\/\/|www\.)[^\s\u0000\\`<]+/gi,(n,r)=>{let s=t[r-1]??"",
o=t[r+n.length]??"",i=!/[A-Za-z0-9]/.test(s)&&(o===""||/\s/.test(o)),a=n.length;for(;a>0&&jn.includes(n[a-1]);)a--;let c=n.
slice(0,a);return i&&/^https:/i.test(n)&&!n.includes("@")&&!At(c)?e.add(n):M(c,e)+n.slice(a)})}var me=/(?<owner>(?<![A-Za-z0-9_./-])[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+#\d[A-Za-z0-9]*)|(?<number>#\d[A-Za-z0-9]*)|(?<other>@[A-Za-z0-9][A-Za-z0-9_-]*(?:\/[A-Za-z0-9][A-Za-z0-9_.-]*)?|GH-\d[A-Za-z0-9]*)/gi;
function Bn(t,e){let n=new RegExp(me.source,me.flags),r="",s=0;for(let o=n.exec(t);o!==null;o=n.exec(t)){let i=o.index;if(!(o.
groups.other===void 0||i===s||!/[A-Za-z0-9]/.test(t[i-1]??""))){n.lastIndex=i+1;continue}r+=t.slice(s,i)+M(o[0],e),s=i+o[0].
length}return r+t.slice(s)}function M(t,e){if(e.tables&&t.includes("|"))return t.split("|").map(s=>s===""?"":M(s,e)).join(
e.add("\\|"));let n="`".repeat($t(t,"`")+1),r=t.startsWith("`")||t.endsWith("`")?" ":"";return e.add(`${n}${r}${t}${r}${n}`)}
function Kn(t){return t.replace(/[.*+?^${}()|[\]\\]/g,"\\$&")}var Gn={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\u274C"};function qr(t){let{record:e,handoff:n}=t,
r=a=>he(a,t)||" ",s=[["status",`${e.status} (${e.outcome.reason})`],["attempt",String(e.attempt)],["exit code",e.agent.exit_code===
null?"none":String(e.agent.exit_code)],["duration",`${(e.agent.duration_ms/1e3).toFixed(1)} s`],["handoff",e.present&&e.
digests.handoff?`present, sha256 ${e.digests.handoff.slice(0,12)}`:"none"]];n?.next&&s.push(["next",n.next.stage]),t.notStored!==
void 0?s.push(["artifact","not stored"]):t.artifactName&&s.push(["artifact",t.artifactName]);let o=[];o.push([`### ${Gn[e.
status]} baton stage \`${e.stage}\``,"","| | |","|---|---|",...s.map(([a,c])=>`| ${a} | ${r(c)} |`)].join(`
`)),t.notStored!==void 0&&o.push(`${bt(Jn(t.notStored),t)}. No later stage can read this record or its handoff; it is sh\
own here only.`),e.outcome.message&&o.push(wt(e.outcome.message,t)),n&&o.push(["#### Summary","",wt(n.summary,t)].join(`\

`));let i=Object.entries(n?.data??{});return i.length>0&&o.push(["#### Data","","| key | value |","|---|---|",...i.map(([
a,c])=>`| ${r(a)} | ${r(c)} |`)].join(`
`)),e.problems.length>0&&o.push(["#### Problems","","| severity | code | where | message |","|---|---|---|---|",...e.problems.
map(a=>`| ${a.severity} | ${r(a.code)} | ${r(a.path)} | ${r(a.message)} |`)].join(`
`)),Hn(o,t.notStored===void 0?t.artifactName:void 0)}function Jn(t){return t.charAt(0).toUpperCase()+t.slice(1)}function Hn(t,e){
let n=`_Cut to fit the step summary; the full record is in ${e?`artifact ${e}`:"the stage record"}._`,r=$.stepSummaryBytes-
T(n)-4,s=[],o=0;for(let i of t){let a=T(i)+2;if(o+a>r){s.push(n);break}s.push(i),o+=a}return`${s.join(`

`)}
`}function Re(t,e){return I(t,e).redactions.length===0?t:`${yt(t.trimEnd(),e)}
`}var Xn=new Set(Object.values(Wt));function rs(t){for(let e of Object.keys(t))if(!Xn.has(e))throw new y(`refusing to set \
output ${JSON.stringify(e)}: not one of baton's outputs`);for(let[e,n]of Object.entries(t))Dt(e,n)}async function ss(t,e){
process.env.GITHUB_STEP_SUMMARY&&await Ct.addRaw(Re(t,e),!0).write()}var St=0;function _e(t){St++;let e=()=>{St--};t.then(e,e)}function Pe(){return St>0}var Yn={agentGrace:2500,deadline:8500};function Zn(t){return`the runner sent ${t} (the job was cancelled, or the step ra\
n past its timeout-minutes)`}function Vn(t){let e=new AbortController,n,r,s=()=>{},o=new Promise(a=>{s=a}),i=t.onStopSignal(
a=>{n===void 0&&(n=a,e.abort(Zn(a)),r=setTimeout(()=>s(a),Yn.deadline))});return{signal:e.signal,get received(){return n},
expired:o,dispose(){i(),clearTimeout(r)}}}function cs(t,e,n=()=>!1){let{signal:r}=e;return new Promise((s,o)=>{let i=()=>{
n()||o(new Error(String(r.reason)))};r.aborted?i():r.addEventListener("abort",i,{once:!0}),t.then(s,o).finally(()=>r.removeEventListener(
"abort",i))})}async function us(t,e,n){let r=Vn(t);try{let s=await Promise.race([e(r).then(()=>({kind:"done"}),o=>({kind:"\
failed",error:o})),r.expired.then(o=>({kind:"expired",signal:o}))]);s.kind==="failed"&&await n.failed(s.error),s.kind===
"expired"&&(await n.outOfTime(s.signal),t.exit(1))}finally{r.dispose()}}function ds(t){Pe()&&t.exit(Number(process.exitCode??
0))}var Be=ln(fn(),1);import{lstat as ar,mkdir as Tt,mkdtemp as Me,readdir as cr,readFile as ur,rm as Ce,writeFile as dr}from"node:fs/promises";
import{dirname as lr,join as P}from"node:path";var Et=new RegExp(`${j}([1-9][0-9]*)$`),Rt=new RegExp(`${z}([1-9][0-9]*)$`);function Y(t,e,n=1){if(!k.test(t))throw new l(
"stage-id-invalid",`"${t}" is not a valid stage id: it must start with a letter or _ and have at most 99 more letters, d\
igits, _ or -`,{where:"stage"});for(let[o,i,a]of[[Et,"an attempt suffix",j],[Rt,"a run attempt suffix",z]])if(o.test(t))
throw new l("stage-id-invalid",`stage id "${t}" ends like ${i} (${a}<n>), which would make its artifact name ambiguous; \
rename the stage`,{where:"stage"});for(let[o,i]of[["attempt",e],["run attempt",n]])if(!Number.isInteger(i)||i<1)throw new l(
"attempt-invalid",`${o} must be a whole number of at least 1, got ${i}`,{where:`stage ${t}`});let r=n===1?"":`${z}${n}`,
s=e===1?"":`${j}${e}`;return`${L}${t}${r}${s}`}function Oe(t){if(!t.startsWith(L))return null;let e=t.slice(L.length),n=Et.exec(e),r=n?e.slice(0,n.index):e,s=Rt.exec(r),
o=s?r.slice(0,s.index):r,i=n?Number(n[1]):1,a=s?Number(s[1]):1;return n&&i===1||s&&a===1||!k.test(o)||Et.test(o)||Rt.test(
o)?null:{stage:o,attempt:i,runAttempt:a}}function qn(t){return`${JSON.stringify(t,null,2)}
`}function Qn(t){return`${JSON.stringify(t,null,2)}
`}var Z=new TextEncoder;function ke(t,e){let n=t.record?.lineage,r=Array.isArray(n)&&n.every(tr),s=ut.safeParse(r?{...t.
record,lineage:[]}:t.record);if(!s.success){let u=t.record?.stage;throw new y(`refusing to store an invalid record for s\
tage ${String(u)}: ${Ne(s.error.issues)}`)}let o=r?{...s.data,lineage:t.record.lineage}:s.data;if(typeof t.prompt!="stri\
ng")throw new y(`refusing to store stage ${o.stage}: the prompt is not text`);if(t.log!==void 0&&typeof t.log!="string")
throw new y(`refusing to store stage ${o.stage}: the agent log is not text`);if(t.handoff!==null){let u=ct.safeParse(t.handoff);
if(!u.success)throw new y(`refusing to store an invalid handoff for stage ${o.stage}: ${Ne(u.error.issues)}`)}let i=new Map;
i.set(g.record,Z.encode(qn(t.record))),i.set(g.prompt,Z.encode(t.prompt)),i.set(g.handoff,Z.encode(Qn(t.handoff))),t.log!==
void 0&&i.set(g.log,Z.encode(t.log));let a=`stage ${o.stage} attempt ${o.attempt}`;for(let[u,f]of or(t.files,a))i.set(u,
f);let c=e(i.get(g.prompt));if(o.digests.prompt!==c)throw new y(`refusing to store ${a}: record.digests.prompt is ${o.digests.
prompt}, but the prompt's sha256 is ${c}`);let d=t.handoff===null?null:e(i.get(g.handoff));if(o.digests.handoff!==d)throw new y(
`refusing to store ${a}: record.digests.handoff is ${o.digests.handoff}, but it must be ${d===null?"null (no handoff)":`${d}\
, the sha256 of ${g.handoff} (encodeHandoffJson)`}`);return{record:o,files:i}}function tr(t){if(t===null||typeof t!="obj\
ect"||Array.isArray(t)||Object.getPrototypeOf(t)!==Object.prototype)return!1;let e=Object.keys(t),{stage:n,attempt:r,record_sha256:s}=t,
o=Object.hasOwn(t,"run_attempt"),i=t.run_attempt;return e.length===(o?4:3)&&(!o||typeof i=="number"&&Number.isSafeInteger(
i)&&i>=2)&&typeof n=="string"&&k.test(n)&&typeof r=="number"&&Number.isSafeInteger(r)&&r>=1&&typeof s=="string"&&se.test(
s)}function Ne(t){return t.map(e=>`${v(V(e.path))}: ${e.message}`).join("; ")}var er="record-newer";function nr(t){return t===
"github"?"read it with the same baton that wrote it, or a newer one: pin every baton action of the workflow (stage, prep\
are, capture, report, baton-stage.yml and its baton-ref input) to one commit sha, then run the workflow again":"read it \
with the same baton that wrote it, or a newer one: upgrade this baton (npm install --save-dev github:baton-dev/baton#<co\
mmit sha>)"}function rr(t,e){let n=t!==null&&typeof t=="object"?t.schema:void 0;if(typeof n=="string"&&n!==B.record){let i=Te.
exec(n),a=Te.exec(B.record);return i&&a&&Number(i[1])>Number(a[1])?`its schema is ${JSON.stringify(n)}, and this baton r\
eads ${JSON.stringify(B.record)}`:null}if(e.length===0||!e.every(i=>i.code==="unrecognized_keys"))return null;let r=e.flatMap(
i=>(i.keys??[]).map(a=>v(V([...i.path,a])))),s=r.slice(0,_t).join(", "),o=r.length>_t?` and ${r.length-_t} more`:"";return`\
it has ${r.length===1?"a field":"fields"} this baton does not know: ${s}${o}`}var Te=/^baton\.record\/v([1-9][0-9]{0,5})$/,
_t=10;function ve(t,e,n){let r=xe(t.record,g.record,e),s=ut.safeParse(r);if(!s.success){let a=rr(r,s.error.issues);throw a!==
null?new l(er,`${g.record} was likely written by a newer baton: ${a}`,{where:e,details:[nr(n)]}):new l("record-invalid",
`${g.record} is not a baton record`,{where:e,details:s.error.issues.map(c=>`${v(V(c.path))}: ${c.message}`)})}if(t.handoff===
null)return{record:s.data,handoff:null};let o=xe(t.handoff,g.handoff,e);if(o===null)return{record:s.data,handoff:null};let i=ct.
safeParse(o);if(!i.success)throw new l("record-invalid",`${g.handoff} is not a valid handoff`,{where:e,details:i.error.issues.
map(a=>`${v(V(a.path))}: ${a.message}`)});return{record:s.data,handoff:i.data}}function xe(t,e,n){try{return JSON.parse(
t)}catch(r){throw new l("record-invalid",`${e} is not valid JSON: ${r.message}`,{where:n})}}function V(t){return t.filter(
e=>typeof e!="symbol")}function sr(t){if(t.includes("\0")||t.includes("\\"))return{refused:"must use / separators and no\
 NUL"};if(t.startsWith("/"))return{refused:"must be relative to the working directory"};let e=t.split("/").filter(r=>r!==
""&&r!==".");if(e.includes(".."))return{refused:"must stay inside the working directory (no .. segment)"};if(e.length===
0)return{refused:"names no file"};let n=Jt.filter(r=>t.includes(r));return n.length>0?{refused:`holds ${n.map(r=>JSON.stringify(
r)).join(", ")}, which a file in a GitHub artifact cannot have`}:{path:e.join("/")}}function or(t,e){let n=new Map,r=(o,i)=>new y(
`refusing to store ${e}: artifact ${JSON.stringify(o)} ${i}`),s=0;for(let o of t??[]){let i=sr(o.path);if("refused"in i)
throw r(o.path,i.refused);if(i.path!==o.path)throw r(o.path,`is not normalised (${i.path})`);if(!(o.bytes instanceof Uint8Array))
throw r(o.path,"has no bytes");let a=`${it}/${o.path}`;if(n.has(a))throw r(o.path,"is listed twice");n.set(a,o.bytes),s+=
o.bytes.length}for(let o of n.keys()){let i=o.split("/");for(let a=2;a<i.length;a++){let c=i.slice(0,a).join("/");if(n.has(
c))throw r(c.slice(it.length+1),`is a file, and also a directory of ${o}`)}}if(s>$.artifactBytes)throw new y(`refusing t\
o store ${e}: its artifacts total ${s} bytes, more than ${$.artifactBytes}`);return n}function Ie(t,e){return t.runAttempt-e.runAttempt||t.attempt-e.attempt}function Pt(t,e){return(t.stage<e.stage?-1:t.stage>
e.stage?1:0)||Ie(t,e)}function Fe(t){let e;for(let n of t)(e===void 0||Ie(n,e)>0)&&(e=n);return e}function Ot(t){return{
stage:t.stage,attempt:t.attempt,runAttempt:t.run.attempt}}function ir(t){let e=t.runAttempt===1?"":` of run attempt ${t.
runAttempt}`;return`attempt ${t.attempt}${e}`}function q(t){return`stage ${t.stage} ${ir(t)}`}function Ue(){let t,e=()=>(t??=import("./artifact-E6OKRIEB.js").then(({DefaultArtifactClient:n})=>new n),t);return{async uploadArtifact(n,r,s,o){
await Nt();let{uploadArtifact:i}=await import("./upload-artifact-6O2A4UEA.js");return i(n,r,s,o)},async listArtifacts(n){if(n?.
findBy)return(await e()).listArtifacts(n);await Nt();let{listArtifactsInternal:r}=await import("./list-artifacts-3ST7V7L2.js");
return r(n?.latest)},async downloadArtifact(n,r){if(r?.findBy)return(await e()).downloadArtifact(n,r);await Nt();let{downloadArtifactInternal:s}=await import("./download-artifact-YCQQV7Z4.js");
return s(n,r)}}}async function Nt(){let[{isGhes:t},{GHESNotSupportedError:e}]=await Promise.all([import("./config-V7JJEKUC.js"),
import("./errors-S4OWPP6Z.js")]);if(t())throw new e}var De={answerMs:12e4,bytesPerSecond:64*1024};function fr(t){return 1e3*Math.ceil(De.answerMs/1e3+t/De.bytesPerSecond)}function Is(t){
let e=t[Yt.artifactTimeoutMs]?.trim()??"";return/^[1-9][0-9]{0,9}$/.test(e)?{timeoutMs:Number(e)}:{}}var Ke=64*1024*1024,
gr=32*1024*1024,pr={attempts:3,baseDelayMs:1e3},Le=class{#e=Ue();#t;#r;#n;#s=new Map;constructor(e){if(this.#t=e,this.#r=
{...pr,...e.retry},e.retentionDays!==void 0&&!(Number.isInteger(e.retentionDays)&&e.retentionDays>=1))throw new l("input\
-invalid",`retention days must be a whole number of at least 1, got ${e.retentionDays}`,{where:"retention-days"})}async put(e){
if(this.#t.findBy)throw new l("store-read-only",`records of run ${this.#t.findBy.workflowRunId} are read-only here`);let{
record:n,files:r}=ke(e,kt);r.delete(g.log);let s=Ot(n),o=Y(s.stage,s.attempt,s.runAttempt);if(this.#s.has(o)||this.#n&&(await this.#n).
has(o))throw ze(o,s);let i=kt(r.get(g.record));await Tt(this.#t.tempDir,{recursive:!0});let a=await Me(P(this.#t.tempDir,
"baton-upload-")),c=0;for(let u of r.values())c+=u.byteLength;let d=!1;try{let u=[];for(let[m,N]of r){let _=P(a,m);m.includes(
"/")&&await Tt(lr(_),{recursive:!0}),await dr(_,N,{flag:"wx"}),u.push(_)}let f=await this.#c(`upload ${o}`,async m=>{try{
return await this.#a(()=>this.#e.uploadArtifact(o,u,a,{...this.#t.retentionDays===void 0?{}:{retentionDays:this.#t.retentionDays}}),
c)}catch(N){if(N instanceof A&&(d=!0),!/already exists|\(409\)/i.test(O(N)))throw N;let _=m>1?await this.#l(o,i):void 0;
if(_)return _;throw ze(o,s,m>1)}}).catch(m=>{throw xt(m,`could not store the record of attempt ${s.attempt} as artifact ${o}`,
{where:`stage ${s.stage}`,details:d?[`the service may yet carry out a try it did not answer: artifact ${o} would then ho\
ld this record, whole`]:[]})});if(f.id===void 0)throw new y(`upload of ${o} returned no artifact id`);let w=je(r,i,`arti\
fact ${o}`);return this.#s.set(o,Promise.resolve(w)),this.#n&&(await this.#n).set(o,{...s,artifact:{name:o,id:f.id,size:f.
size??0,...f.digest?{digest:`sha256:${f.digest}`}:{}}}),{...s,recordSha256:i,id:String(f.id)}}finally{d||await Ce(a,{recursive:!0,
force:!0})}}async#l(e,n){if(this.#n=void 0,(await this.#i(e).catch(()=>{}))?.stored.recordSha256!==n)return;let s=(await this.#o()).
get(e);if(!s)return;let{id:o,size:i,digest:a}=s.artifact;return{id:o,size:i,...a?{digest:a.replace(/^sha256:/,"")}:{}}}async get(e){
let n=Fe([...(await this.#o()).values()].filter(r=>r.stage===e));return n&&this.getAttempt(e,n.attempt,n.runAttempt)}async getAttempt(e,n,r=1){
let s=Y(e,n,r),o=this.#s.get(s);return o||(o=this.#i(s).then(i=>i?.stored),this.#s.set(s,o),o.then(i=>i===void 0&&this.#s.
delete(s),()=>this.#s.delete(s))),o}async list(){return[...(await this.#o()).values()].map(({stage:e,attempt:n,runAttempt:r})=>({
stage:e,attempt:n,runAttempt:r})).sort(Pt)}#o(){if(!this.#n){let e=this.#c("list artifacts",async()=>{let{artifacts:n}=await this.#a(
()=>this.#e.listArtifacts(this.#d()),0).catch(s=>{throw this.#t.findBy&&yr(s,this.#t.findBy)||s}),r=new Map;for(let s of n){
let o=Oe(s.name);if(!o)continue;let i=r.get(s.name);(!i||i.artifact.id<s.id)&&r.set(s.name,{...o,artifact:s})}return r}).
catch(n=>{throw xt(n,`could not list the artifacts of ${this.#u()} to read its records`)});this.#n=e,e.catch(()=>{this.#n===
e&&(this.#n=void 0)})}return this.#n}async getAttemptFiles(e,n,r=1){return this.#i(Y(e,n,r))}async#i(e){let n=(await this.#o()).
get(e);if(!n)return;let{artifact:r}=n;if(r.size>Ke)throw new l("record-invalid",`artifact ${e} is ${r.size} bytes, more \
than a baton record can be`);if(!r.digest)throw new l("record-digest-missing",`artifact ${e} has no digest to check the \
download against`,{details:["it was not uploaded by a current artifact client; re-run the job that produced it"]});await Tt(
this.#t.tempDir,{recursive:!0});let s=await Me(P(this.#t.tempDir,"baton-download-"));try{let o;try{o=await this.#c(`down\
load ${e}`,async f=>{let w=P(s,String(f));return{...await this.#a(()=>this.#e.downloadArtifact(r.id,{path:w,expectedHash:r.
digest,skipDecompress:!0,...this.#d()}),r.size),path:w}})}catch(f){if(br(f)){this.#t.reporter?.warning(`artifact ${e} is\
 listed but could not be found: ${O(f)}`);return}throw xt(f,`could not download artifact ${e} of ${this.#u()}`)}if(o.digestMismatch)
throw new l("record-digest-mismatch",`artifact ${e}: the download does not match the digest recorded at upload (${r.digest}\
)`,{details:["the artifact was changed after it was uploaded, or the download was corrupted; nothing from it was used"]});
let i=await mr(o.path,e),a=i.get(g.record);if(!a)throw new l("record-invalid",`artifact ${e} has no ${g.record}`);let c=i.
get(g.prompt);if(!c)throw new l("record-invalid",`artifact ${e} has no ${g.prompt}`);let d=je(i,kt(a),`artifact ${e}`),u=Ot(
d.record);if(Pt(u,n)!==0)throw new l("record-invalid",`artifact ${e} holds the record of ${q(u)}, not ${q(n)}`);return{stored:d,
files:{record:a,prompt:c,handoff:i.get(g.handoff)??null}}}finally{await Ce(s,{recursive:!0,force:!0})}}#u(){let e=this.#t.
findBy;return e?`run ${e.workflowRunId} of ${e.repositoryOwner}/${e.repositoryName}`:"this run"}#d(){return this.#t.findBy?
{findBy:this.#t.findBy}:{}}async#a(e,n){let r=Math.min(fr(n),this.#t.timeoutMs??Number.POSITIVE_INFINITY),s=e(),o,i=new Promise(
(a,c)=>{o=setTimeout(()=>c(new A(r)),r)});try{return await Promise.race([s,i])}catch(a){throw a instanceof A&&_e(s),a}finally{
clearTimeout(o)}}async#c(e,n){for(let r=1;;r++)try{return await n(r)}catch(s){if(s instanceof A&&r>=this.#r.attempts)throw new A(
s.boundMs,r);if(r>=this.#r.attempts||!wr(s))throw s;let o=this.#r.baseDelayMs*2**(r-1);this.#t.reporter?.warning(`${e} f\
ailed (${Ge(O(s))}); trying again in ${o} ms (${r+1} of ${this.#r.attempts})`),await new Promise(i=>setTimeout(i,o))}}};
function je(t,e,n){let r=i=>{let a=t.get(i);return a===void 0?null:Buffer.from(a).toString("utf8")},{record:s,handoff:o}=ve(
{record:r(g.record)??"",handoff:r(g.handoff)},n,"github");return{record:s,prompt:r(g.prompt)??"",handoff:o,recordSha256:e}}
async function mr(t,e){let n=u=>new l("record-invalid",`artifact ${e}: ${u}`),[r,...s]=await cr(t);if(r===void 0||s.length>
0)throw n("the download is not one zip file");let o=await ar(P(t,r));if(!o.isFile())throw n("the download is not a regul\
ar file");if(o.size>Ke)throw n("the download is too large");let i=new Set([g.record,g.prompt,g.handoff]),a=new Set,{unzipSync:c}=await import("./esm-OSXH2CCV.js"),
d;try{d=c(await ur(P(t,r)),{filter:u=>{if(!i.has(u.name))return!1;if(a.has(u.name))throw n(`${u.name} is in it twice`);if(a.
add(u.name),Math.max(u.size,u.originalSize)>gr)throw n(`${u.name} is too large`);return!0}})}catch(u){throw u instanceof
l?u:n(`the download is not a zip archive baton can read (${O(u)})`)}return new Map(Object.entries(d))}function ze(t,e,n=!1){
return new l("record-exists",`${q(e)} already has a record (artifact ${t}); records are immutable`,{where:`stage ${e.stage}`,
details:n?["an earlier try of this upload may have been carried out without its answer reaching baton (a dropped connect\
ion, or no answer in time)"]:["give each stage in the run its own stage id, or record a new attempt"]})}function xt(t,e,n={}){
return oe("artifact-service-failed",e,t,n)}function kt(t){return(0,Be.createHash)("sha256").update(t).digest("hex")}function O(t){
return t instanceof Error?t.message:String(t)}function Ge(t){return t.split(`
`,1)[0]??""}var A=class extends Error{name="NoAnswerError";boundMs;constructor(e,n=1){super(`the artifact service gave n\
o answer within ${hr(e)}${n>1?` (${n} tries)`:""}`),this.boundMs=e}};function hr(t){return`${t%1e3===0?t/1e3:(t/1e3).toFixed(
1)} s`}function wr(t){if(t instanceof l)return!1;if(t instanceof A)return!0;let e=t?.code;return t instanceof Error&&t.name===
"NetworkError"||typeof e=="string"&&/^(ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|EAI_AGAIN)$/.test(e)?!0:/ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|socket hang up/.
test(O(t))}function yr(t,e){let n=t?.status;if(n!==401&&n!==403&&n!==404)return;let r=`run ${e.workflowRunId} of ${e.repositoryOwner}\
/${e.repositoryName}`,s=n===404?"no such run, or the token cannot see it":n===401?"the token was rejected":"the token ma\
y not list its artifacts";return new l("run-unreadable",`cannot read the records of ${r} (${n}: ${Ge(O(t))}): ${s}. Read\
ing another run\u2019s records needs a token with \`actions: read\`: give the job \`permissions: actions: read\` or pass a github\
-token that has it`,{where:"github-token",cause:t,details:n===404?[`check that ${e.workflowRunId} is a run id of ${e.repositoryOwner}\
/${e.repositoryName}`]:[]})}function br(t){return t instanceof Error&&(t.name==="ArtifactNotFoundError"||/\(404\)|not found/i.
test(t.message))}var $r="\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u061c\\u200b-\\u200f\\u2028-\\u202e\\u2066-\\u2069\\ufeff",Ar=new RegExp(
`[${$r}\\u000a]`,"g");function Je(t){return`\\u${t.charCodeAt(0).toString(16).padStart(4,"0")}`}function Us(t){return t.
replace(Ar,Je)}var Sr=/^([\s\u0085]*):(?=:)/gm,Er=/#(?=#\[)/g;function He(t,e=Je){return t.replace(Sr,(n,r)=>`${r}${e(":")}`).
replace(Er,e)}var We=class{info(e){zt(Rr(e))}warning(e,n){jt(Ye(e,n),Xe(n))}error(e,n){Lt(Ye(e,n),Xe(n))}group(e,n){return Bt(e.replace(
/[\r\n]+/g," "),n)}};function Rr(t){return He(t,e=>`${e}\u200B`)}function Xe(t){let e=t?/^(.+?):(\d+)(?::(\d+))?$/.exec(
t):null;return!e||/\s/.test(e[1])?{}:{file:e[1],startLine:Number(e[2]),...e[3]?{startColumn:Number(e[3])}:{}}}function Ye(t,e){
return e?`${e}: ${t}`:t}var Ft=["claude","codex","gemini","copilot"],qe=te(Ft),Ut={claude:{cli:"claude",npmPackage:"@anthropic-ai/claude-code",keyEnv:[
"ANTHROPIC_API_KEY","CLAUDE_CODE_OAUTH_TOKEN"],docs:"https://docs.anthropic.com/en/docs/claude-code/sdk/sdk-headless"},codex:{
cli:"codex",npmPackage:"@openai/codex",keyEnv:["CODEX_API_KEY","OPENAI_API_KEY"],docs:"https://developers.openai.com/cod\
ex/noninteractive"},gemini:{cli:"gemini",npmPackage:"@google/gemini-cli",keyEnv:["GEMINI_API_KEY","GOOGLE_API_KEY"],docs:"\
https://geminicli.com/docs/cli/headless/"},copilot:{cli:"copilot",npmPackage:"@github/copilot",keyEnv:["COPILOT_GITHUB_T\
OKEN"],docs:"https://docs.github.com/en/copilot/reference/copilot-cli-reference/cli-programmatic-reference"}},_r=[...new Set(
Object.values(Ut).flatMap(t=>t.keyEnv))],Pr=["ANTHROPIC_AUTH_TOKEN","ANTHROPIC_FOUNDRY_API_KEY","AWS_SECRET_ACCESS_KEY",
"AWS_SESSION_TOKEN","AWS_BEARER_TOKEN_BEDROCK","AZURE_OPENAI_API_KEY"];function Qe(t){return[..._r,...Pr].map(e=>t[e]).filter(
e=>!!e)}var Or=qt().check(Vt(/^[A-Za-z0-9][A-Za-z0-9._:/@-]{0,127}$/,{message:"must be a model name: letters, digits and\
 . _ : / @ -, at most 128 characters"})),Nr=Qt({model:ee(Or)}),tn="--prompt=",en=128*1024-1-tn.length,Tr=128*1024,Ze=Tr-
`${b.args}=`.length-1;function Gs(t){let e=t[b.args];if(e===void 0)return;let n=T(e);if(!(n<=Ze))throw new l("agent-args\
-too-long",`is ${n} bytes, over the ${Ze} bytes one environment variable of that name can hold on Linux (128 KiB with it\
s name, MAX_ARG_STRLEN), so the agent CLI cannot start ("Argument list too long"): move long text into a file the CLI re\
ads (a system prompt or settings file) and pass only its path, or put it in the prompt`,{where:`${b.args} (the reusable \
workflow's ${Zt.agentArgs} input)`})}var Q=`"\${${x.handoffPath}%/*}"`,C=`"$${x.promptPath}"`,vt=t=>`\${${b.model}:+${t}\
 "$${b.model}"}`,tt=["agent_args=()",`if [ -n "\${${b.args}:-}" ]; then`,"  while IFS= read -r arg; do",'    arg="${arg#\
"${arg%%[![:space:]]*}"}"','    arg="${arg%"${arg##*[![:space:]]}"}"','    if [ -n "$arg" ]; then agent_args+=("$arg"); \
fi',`  done <<< "$${b.args}"`,"fi"],et='${agent_args[@]+"${agent_args[@]}"}';function nn(t){let{cli:e,npmPackage:n}=Ut[t];
return`the ${e} CLI is not installed (no ${e} on PATH): install its npm package, npm install --global ${n}@<version> (ba\
ton-stage.yml installs it at agent-version)`}var rt="baton: ",rn=t=>`the prompt is ${t} bytes; copilot takes it as one a\
rgument, at most ${en} bytes: shorten it (max-prompt-tokens) or use another agent`;function xr(t,e){if(e===nn(t))return!0;
let n=/^the prompt is (\d{1,20}) bytes;/.exec(e)?.[1];return t==="copilot"&&n!==void 0&&e===rn(n)}function nt(t){let{cli:e}=Ut[t];
return[`if ! command -v ${e} >/dev/null 2>&1; then`,`  echo "${rt}${nn(t)}" >&2`,"  exit 127","fi"]}function Ve(t,e,n=""){
return[`if [ -z "\${${e}:-}" ] && [ -n "\${${t}:-}" ]${n}; then`,`  export ${e}="$${t}"`,"fi"]}var kr={claude:[...nt("cl\
aude"),'if [ "$EUID" -eq 0 ]; then',"  export IS_SANDBOX=1","fi",...tt,"exec claude -p \\","  --output-format stream-jso\
n --verbose \\","  --permission-mode bypassPermissions \\",`  --add-dir ${Q} \\`,`  ${vt("--model")} \\`,`  ${et} \\`,` \
 < ${C}`].join(`
`),codex:[...nt("codex"),...Ve("OPENAI_API_KEY","CODEX_API_KEY"),...tt,"exec codex exec \\","  --json \\","  --sandbox w\
orkspace-write \\","  --skip-git-repo-check \\",`  --add-dir ${Q} \\`,`  ${vt("--model")} \\`,`  ${et} \\`,`  - < ${C}`].
join(`
`),gemini:[...nt("gemini"),'export GEMINI_CLI_TRUST_WORKSPACE="${GEMINI_CLI_TRUST_WORKSPACE:-true}"',...Ve("GOOGLE_API_K\
EY","GEMINI_API_KEY",' && [ "${GOOGLE_GENAI_USE_VERTEXAI:-}" != true ]'),...tt,"exec gemini \\","  --output-format json \
\\","  --approval-mode yolo \\",`  --include-directories ${Q} \\`,`  ${vt("--model")} \\`,`  ${et} \\`,"  -p 'Carry out \
the task above.' \\",`  < ${C}`].join(`
`),copilot:[...nt("copilot"),`prompt_bytes=$(wc -c < ${C})`,`if [ "$prompt_bytes" -gt ${en} ]; then`,`  echo "${rt}${rn(
"$prompt_bytes")}" >&2`,"  exit 2","fi",...tt,"exec copilot \\",`  ${tn}"$(cat ${C})" \\`,"  --output-format=json \\"," \
 --allow-all-tools \\","  --no-ask-user \\",`  --add-dir=${Q} \\`,`  \${${b.model}:+--model="$${b.model}"} \\`,`  ${et}`].
join(`
`)};function Mt(t,e=`input ${K.agent}`){let n=qe.safeParse(t);if(n.success)return n.data;throw new l("agent-preset-unkno\
wn",`"${t}" is not an agent preset; use one of ${Ft.join(", ")}, or give the command in \`run\``,{where:e})}function Js(t,e={}){
let n=Mt(t),r=Nr.safeParse(e);if(!r.success){let o=r.error.issues[0];throw new l("agent-preset-options",`agent ${n}: ${o?.
path.join(".")||"options"} ${o?.message}`,{where:`agent ${n}`})}let s={};return r.data.model!==void 0&&(s[b.model]=r.data.
model),{script:kr[n],env:s}}function vr(t,e){let n=Mt(t),r=[];switch(n){case"claude":return{...un(E(e),r),problems:r};case"\
codex":return{...Ur(e,r),problems:r};case"gemini":return{...Dr(e,r),problems:r};case"copilot":return{...Lr(e,r),problems:r}}}
function Hs(t,e){let n=qe.safeParse(t);if(!n.success)throw new l("agent-preset-unknown",`"${t}" is not an agent preset; \
use one of ${Ft.join(", ")}: the one whose CLI wrote the \`${K.agentOutput}\` file`,{where:`input ${K.agent}`});if(n.data!==
"claude")return vr(n.data,e);let r=[],s=E(e),o=s.some(D)?s:an(e);return{...un(o,r),problems:r}}function Ws(t,e){let n=Mt(t),r=Ir(n,e);if(r!==null&&r.trim()!=="")return{source:"cli",text:r};let s=e.split(`
`);for(let o=s.length-1;o>=0;o--){let i=s[o].trimEnd(),a=i.slice(rt.length);if(i.startsWith(rt)&&xr(n,a))return{source:"\
script",text:a}}return null}function Ir(t,e){switch(t){case"claude":{let n=S(E(e),D);return n&&sn(n)?on(n):null}case"cod\
ex":{let n=E(e),r=S(n,o=>o.type==="turn.failed"&&p(o.error)),s=p(r?.error)?r.error.message:S(n,o=>o.type==="error")?.message;
return typeof s=="string"?s:null}case"gemini":{let n=dn(e)?.error;return p(n)&&typeof n.message=="string"?n.message:null}case"\
copilot":{let n=S(E(e),r=>r.type==="session.error")?.data;return p(n)&&typeof n.message=="string"?n.message:null}}}function sn(t){
return t.is_error===!0||typeof t.subtype=="string"&&t.subtype.startsWith("error")}function on(t){if(typeof t.result=="st\
ring"&&t.result.trim()!=="")return t.result;let e=Array.isArray(t.errors)?t.errors.filter(n=>typeof n=="string"):[];return e.
length>0?e.join("; "):typeof t.subtype=="string"?t.subtype:null}function Xs(t,e){if(t!=="claude")return null;let n=E(e),
r=S(n.some(D)?n:an(e),D);if(!r||!sn(r))return null;let s=typeof r.subtype=="string"&&/^[a-z_]{1,64}$/.test(r.subtype)?r.
subtype:null;return{text:on(r)??"",subtype:s}}function Ys(t={}){return["## Handing off","",`When you are done, write you\
r handoff as one JSON object to ${t.handoffPath?`\`${t.handoffPath}\` (also in the environment variable \`${x.handoffPath}\
\`)`:`the path in the environment variable \`${x.handoffPath}\``}:`,"","```json",`{"version": ${Ht}, "status": "success"\
, "summary": "what you did or found, in a few sentences", "detail": "the deeper findings", "data": {"key": "value"}}`,"`\
``","",`- \`summary\` is required (at most ${$.summaryBytes} bytes); \`status\` is one of success, partial, blocked, failu\
re.`,'- `data` maps names to strings; `detail` holds the long form; add `"next": {"stage": "<stage id>", "reason": "\u2026"}`\
 to hand off to a specific stage.',`- If you cannot write files, print the same JSON as the last thing you say, between \
a line \`${ot.start}\` and a line \`${ot.end}\`.`,...t.dataSchema===void 0?[]:["- This stage's `data` must follow the JS\
ON Schema below (every value a string; a pattern is an ECMAScript regular expression; lengths are in UTF-8 bytes), or th\
e handoff is refused:","",re(ne(t.dataSchema),"json")]].join(`
`)}function p(t){return typeof t=="object"&&t!==null&&!Array.isArray(t)}function E(t){let e=[];for(let n of t.split(`
`)){let r=n.trim();if(r.startsWith("{"))try{let s=JSON.parse(r);p(s)&&e.push(s)}catch{}}return e}function an(t){let e=t.
trim();if(e.startsWith("[")&&e.endsWith("]"))try{let o=JSON.parse(e);if(Array.isArray(o))return o.filter(p)}catch{}let n=[],
r=t.split(`
`),s=-1;for(let o=0;o<r.length;o++){let i=r[o].replace(/\r$/,"");if(i==="  {")s=o;else if(s!==-1&&(i==="  }"||i==="  },")){
try{let a=JSON.parse(`${r.slice(s,o).join(`
`)}
}`);p(a)&&n.push(a)}catch{}s=-1}}return n}function S(t,e){for(let n=t.length-1;n>=0;n--){let r=t[n];if(e(r))return r}}var h=(t,e)=>({
key:e,value:t[e]});function cn(t){return typeof t=="number"||typeof t=="boolean"?String(t):typeof t=="string"?"a string":
Array.isArray(t)?"a list":"an object"}function It(t,e){return{code:Xt.usageRefused,severity:"warning",path:`agent.usage.${t}`,
message:`${e}; ${t} is not recorded`}}function R(t,e,n,r){let s;for(let{key:o,value:i}of n)if(i!=null){if(typeof i!="num\
ber"||!Number.isSafeInteger(i)||i<0){r.push(It(e,`${t} reported ${cn(i)} as ${o}, which is not a whole number from 0 to ${Number.
MAX_SAFE_INTEGER}`));return}if(s=(s??0)+i,!Number.isSafeInteger(s)){r.push(It(e,`the ${e} ${t} reported add up to more t\
han ${Number.MAX_SAFE_INTEGER}`));return}}return s}function Fr(t,{key:e,value:n},r){if(n!=null){if(typeof n=="number"&&Number.
isFinite(n)&&n>=0&&n<=$.usageCostUsd)return n;r.push(It("cost_usd",`${t} reported ${cn(n)} as ${e}, which is not an amou\
nt from 0 to ${$.usageCostUsd} USD`))}}function st(t){let e={};return t.input!==void 0&&(e.input_tokens=t.input),t.output!==
void 0&&(e.output_tokens=t.output),t.cost!==void 0&&(e.cost_usd=t.cost),Object.keys(e).length===0?null:e}function un(t,e){
let n=S(t,D);if(!n)return{finalText:null,usage:null};let r=p(n.modelUsage)?Object.values(n.modelUsage).filter(p):[],s=p(
n.usage)?n.usage:{},[o,i]=r.length>0?[r.flatMap(a=>[h(a,"inputTokens"),h(a,"cacheCreationInputTokens"),h(a,"cacheReadInp\
utTokens")]),r.map(a=>h(a,"outputTokens"))]:[[h(s,"input_tokens"),h(s,"cache_creation_input_tokens"),h(s,"cache_read_inp\
ut_tokens")],[h(s,"output_tokens")]];return{finalText:typeof n.result=="string"?n.result:null,usage:st({input:R("claude",
"input_tokens",o,e),output:R("claude","output_tokens",i,e),cost:Fr("claude",h(n,"total_cost_usd"),e)})}}function D(t){return t.
type==="result"}function Ur(t,e){let n=E(t),s=S(n,a=>a.type==="item.completed"&&Mr(a.item))?.item?.text,o=n.filter(a=>a.
type==="turn.completed"&&p(a.usage)),i=a=>o.map(c=>h(c.usage,a));return{finalText:typeof s=="string"?s:null,usage:st({input:R(
"codex","input_tokens",i("input_tokens"),e),output:R("codex","output_tokens",i("output_tokens"),e)})}}function Mr(t){return p(
t)&&(t.type==="agent_message"||t.item_type==="assistant_message")}var Cr=4;function dn(t){let e=t.length;for(let n=0;n<Cr&&
e>0;n++){let r=t.lastIndexOf(`
{`,e-1),s=r===-1?0:r+1;if(t[s]!=="{")return null;try{let o=JSON.parse(t.slice(s));if(p(o)&&("response"in o||"stats"in o||
"error"in o))return o}catch{}if(r===-1)return null;e=r}return null}function Dr(t,e){let n=dn(t),r=n?.stats,o=(p(r)&&p(r.
models)?Object.values(r.models):[]).map(i=>p(i)&&p(i.tokens)?i.tokens:{});return{finalText:typeof n?.response=="string"?
n.response:null,usage:st({input:R("gemini","input_tokens",o.map(i=>h(i,"prompt")),e),output:R("gemini","output_tokens",o.
flatMap(i=>[h(i,"candidates"),h(i,"thoughts")]),e)})}}function Lr(t,e){let n=E(t),r=S(n,o=>o.type==="assistant.message")?.
data?.content,s=n.filter(o=>o.type==="assistant.message"&&p(o.data));return{finalText:typeof r=="string"?r:null,usage:st(
{output:R("copilot","output_tokens",s.map(o=>h(o.data,"outputTokens")),e)})}}function to(t,e){let n=t[e];if(!n)throw new l("runner-env-missing",`${e} is not set: baton's actions run as steps of a G\
itHub Actions job`);return n}function eo(t,e=process.platform){if(!(t.RUNNER_OS!=="Windows"&&e!=="win32"))throw new l("r\
unner-unsupported","baton's stage action runs on Linux and macOS runners, and this job runs on Windows: it runs the agen\
t in bash, in a process group it can stop when the job is cancelled, which Windows has neither of",{details:["give the j\
ob runs-on: ubuntu-latest (or a macOS runner)"]})}function no(t,e){return[...jr(t),...e?[e]:[]]}function jr(t){let e=Qe(
t);for(let[n,r]of Object.entries(t)){if(!r)continue;(Kt.includes(n)||Gt.some(o=>n.startsWith(o)))&&/TOKEN/.test(n)&&e.push(
r)}return e}export{Ft as a,qe as b,Ut as c,Gs as d,Js as e,vr as f,Hs as g,Ws as h,Xs as i,Ys as j,Us as k,Qn as l,sr as m,Ie as n,Pt as o,
Fe as p,Ot as q,ir as r,q as s,zr as t,wt as u,bt as v,he as w,En as x,qr as y,rs as z,ss as A,Y as B,Yn as C,Zn as D,cs as E,
us as F,ds as G,Is as H,Le as I,We as J,to as K,eo as L,no as M};

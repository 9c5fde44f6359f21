import{d as Vt,e as qt}from"./chunk-4U3EEQ4V.js";import{b as T}from"./chunk-42XL5JWP.js";import{e as N}from"./chunk-UM7SE6QN.js";
import{c as ee}from"./chunk-LZSRZBQU.js";import{c as Qt,h as ot,m as at,n as te,o as ct,q as z}from"./chunk-OGRTTV75.js";
import{H as it,h as Kt,j as Wt,q as Xt,v as Yt,x as Zt}from"./chunk-KF47KKFY.js";import{a as nn}from"./chunk-PO5EA42V.js";
import{d,e as w}from"./chunk-O7UU6C5Q.js";import{D as Ht,R as Jt,b as _,h as O,i as Lt,j as jt,k as nt,l as g,m as rt,
n as zt,o as C,p as M,q as D,r as L,s as Bt,t as $,u as P,w as st,x as j,y as Gt,z as b}from"./chunk-TIQMD4SL.js";
import{e as xt,j as Ft,m as Ut,n as Ct,o as Mt,p as Dt}from"./chunk-DHIUKFLR.js";import{d as en}from"./chunk-A64LSPLL.js";function Tr(){return{env:process.env,write:t=>{process.stdout.write(t)},onStopSignal:t=>{let e=["SIGINT","SIGTERM"];for(let n of e)
process.on(n,t);return()=>{for(let n of e)process.off(n,t)}},exit:t=>process.exit(t)}}var k=class{#e;#t=new Map;constructor(e){this.#e=e}next(e,n){let r=this.#t.get(e);if(r===void 0){r=[];for(let o=this.#e.
indexOf(e);o>=0;o=this.#e.indexOf(e,o+1))r.push(o);this.#t.set(e,r)}let s=0,i=r.length;for(;s<i;){let o=s+i>>>1;r[o]<n?s=
o+1:i=o}return s<r.length?r[s]:-1}},rn=/\s/;function lt(t){return t!==void 0&&rn.test(t)}function ut(t,e){for(;lt(t[e]);)
e++;return e}function B(t,e){for(;t[e]===" "||t[e]==="	";)e++;return e}function dt(t,e){for(let n=e+1;n<t.length;n++){let r=t[n];
if(r==="]")return n;if(r!=="[")continue;let s=n+1;for(;s<t.length&&t[s]!=="["&&t[s]!=="]";)s++;if(t[s]!=="]")return-1;n=
s}return-1}function re(t,e){if(t[e]!=="[")return-1;let n=Math.min(t.length,e+1001);for(let r=e+1;r<n;r++){let s=t[r];if(s===
"]")return r+1;if(s==="["||s===`
`)return-1}return-1}function se(t,e){let n=Math.min(t.length,e+1001);for(let r=e+1;r<n;r++){let s=t[r];if(s==="]")return r>
e+1?r:-1;if(s==="["||s===`
`||s==="\0")return-1}return-1}function ie(t,e,n){if(t[e]!=="(")return null;let r=ut(t,e+1);for(let s of sn(t,r)){let i=an(
t,s,n);if(i>=0)return{url:t.slice(r,s),end:i}}return null}function sn(t,e){let n=[];if(t[e]==="<"){let r=oe(t,e);r>=0&&n.
push(r+1)}return n.push(on(t,e)),n}function oe(t,e){for(let n=e+1;n<t.length;n++){let r=t[n];if(r===">")return n;if(r===
"<"||r===`
`)return-1}return-1}function ne(t){return t!==void 0&&t!=="("&&t!==")"&&!lt(t)}function on(t,e){let n=e;for(;;){for(;ne(
t[n]);)n++;if(t[n]!=="(")return n;let r=n+1;for(;ne(t[r]);)r++;if(t[r]!==")")return n;n=r+1}}function an(t,e,n){let r=ut(
t,e);if(r>e){let s=ae(t,r,n);if(s>=0){let i=ut(t,s);if(t[i]===")")return i+1}}return t[r]===")"?r+1:-1}function ae(t,e,n){
let r=t[e],s=r==='"'||r==="'"?r:r==="("?")":void 0;if(s===void 0)return-1;let i=n.next(s,e+1);return i<0?-1:i+1}function ce(t,e,n){
let r=e;for(;r<e+3&&t[r]===" ";)r++;if(t[r]!=="[")return null;let s=r+1,i=Math.min(t.length,s+1e3),o=s;for(;o<i&&t[o]!==
"]"&&t[o]!==`
`;)o++;if(t[o]!=="]"||o===s||o-s>999||t[o+1]!==":")return null;let a=ue(t,o+2),c=cn(t,a);for(let l of c){let u=un(t,l,n);
if(u>=0)return{label:t.slice(s,o),url:t.slice(a,l),end:u}}return null}function ue(t,e){let n=B(t,e);return t[n]===`
`?B(t,n+1):n}function cn(t,e){let n=[];if(t[e]==="<"){let s=oe(t,e);s>=0&&n.push(s+1)}let r=e;for(;r<t.length&&!lt(t[r]);)
r++;return r>e&&n.push(r),n}function un(t,e,n){let r=ae(t,ue(t,e),n);if(r>=0){let i=B(t,r);if(i===t.length||t[i]===`
`)return i}let s=B(t,e);return s===t.length||t[s]===`
`?s:-1}var ln=/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0D\uFEFF\uFFA0\uFFF9-\uFFFB\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;
function H(t){return t.replace(/\r\n?|[\u2028\u2029]/g,`
`).replace(ln,"")}var dn=new RegExp(Fn(st),"gi"),fn=st.replace(/:$/,"").replace(/:/g," ");function J(t){return t.replace(
dn,`${fn}: `)}function I(t,e){return T(t,e.secrets??[]).text}function ht(t,e={}){let n=K(e);return pe(t,n,r=>{let s=[];for(let i of mn(
I(H(r),n)))if(i.kind==="code"){let o=s.at(-1);o!==void 0&&!gn(o)&&s.push(""),s.push(me(i))}else{let o=J(he(i.text,{tables:!0,
serverUrl:n.serverUrl}));s.push(hn(o))}return s.join(`
`).replace(/^\n+/,"").trimEnd()},r=>wt(r,n))}function gn(t){return/^[ \t]*$/.test(t.slice(t.lastIndexOf(`
`)+1))}function wt(t,e={}){let n=I(t,K(e)).split(`
`);return me({kind:"code",fence:"`",length:3,info:"",indent:0,lines:n})}function yt(t,e={}){let n=K(e);return pe(t,n,r=>{
let s=ge(I(H(r),n));return J(he(s,{tables:!1,serverUrl:n.serverUrl})).trim()},r=>pn(r,n))}function fe(t,e={}){return H(t).
split(`
`).map(r=>yt(r,e)).filter(r=>r!=="").join("<br>").replace(/\|/g,"\\|")}function pn(t,e={}){let n=K(e),r=J(ge(I(H(t),n))).
trim(),s="`".repeat(bt(r,"`")+1),i=r.startsWith("`")||r.endsWith("`")||r===""?" ":"";return`${s}${i}${r}${i}${s}`}function ge(t){
return t.replace(/\s+/g,e=>e.includes(`
`)?" ":e)}function bt(t,e){let n=0,r=0;for(let s=0;s<t.length;s++)r=t[s]===e?r+1:0,r>n&&(n=r);return n}function K(t){return Array.
isArray(t)?{secrets:t}:t}function pe(t,e,n,r){let s=n(t);for(let i=0;i<4;i++){let o=T(s,e.secrets??[]);if(o.redactions.length===
0)return s;s=n(o.text)}return r(I(s,e))}function mn(t){let e=t.split(`
`),n=[],r=[],s=()=>{r.length>0&&n.push({kind:"prose",text:r.join(`
`)}),r=[]};for(let i=0;i<e.length;i++){let o=e[i],a=/^( {0,3})(`{3,}|~{3,})(.*)$/.exec(o);if(!a||a[2][0]==="`"&&a[3].includes(
"`")){r.push(o);continue}s();let c=a[2],l=new RegExp(`^ {0,3}${c[0]==="`"?"`":"~"}{${c.length},}[ \\t]*$`),u=[];for(i++;i<
e.length&&!l.test(e[i]);i++)u.push(e[i]);n.push({kind:"code",fence:c[0]==="`"?"`":"~",length:c.length,info:yn(a[3]),indent:a[1].
length,lines:u})}return s(),n}function me(t){let e=new RegExp(`^ {0,${t.indent}}`),n=J(t.lines.map(s=>s.replace(e,"")).join(
`
`)),r=t.fence.repeat(Math.max(t.length,bt(n,t.fence)+1));return t.lines.length===0?`${r}${t.info}
${r}`:`${r}${t.info}
${n}
${r}`}function hn(t){return t.replace(/^( {0,3})(?=~{3}|`{3,}[^`\n]*$)/gm,"$1\\")}var wn=new Set(["mermaid","geojson","t\
opojson","stl","math"]);function yn(t){let e=/^\s*([A-Za-z0-9_+.#-]{1,32})/.exec(t);return e&&!wn.has(e[1].toLowerCase())?
e[1]:""}var gt=class{#e=[];#t=new Map;tables;serverUrl;constructor(e,n){this.tables=e,this.serverUrl=n}add(e,n){return this.#e.
push(e),n!==void 0&&this.#t.set(this.#e.length-1,n),`\0${this.#e.length-1}\0`}plain(e){return this.#t.size===0?e:e.replace(
/\u0000(\d+)\u0000/g,(n,r)=>this.#t.get(Number(r))??n)}resolve(e,n=0){let r=[],s="",i=a=>{a!==""&&(r.push(a),s=a[a.length-
1])},o=0;for(let a of e.matchAll(/\u0000(\d+)\u0000/g)){i(e.slice(o,a.index)),o=a.index+a[0].length;let c=this.#e[Number(
a[1])]??"",l=n<16?this.resolve(c,n+1):c.replace(/\u0000/g,"");(/^[`\\]/.test(l)&&(s==="`"||s==="\\")||l.startsWith("[")&&
s==="!")&&i(" "),i(l)}return i(e.slice(o)),r.join("")}},bn=/[!-/:-@[-`{-~]/;function he(t,e){let n=new gt(e.tables,e.serverUrl),
r=$n(t,n);return r=An(r),r=En(r,n),r=we(r,n),n.resolve(G(r,n))}function G(t,e){let n=kn(t);return n=vn(n,e),xn(n,e)}function $n(t,e){
let n=new pt(t),r="",s=0;for(;s<t.length;){let i=t[s];if(i==="\\"&&s+1<t.length&&bn.test(t[s+1])){let c=t[s+1];c==="`"?r+=
e.add("\\`"):c==="\\"?r+=e.add("\\\\"):"@#<>&[]!".includes(c)?r+=c:r+=`\\${c}`,s+=2;continue}if(i!=="`"){r+=i,s++;continue}
let o=1;for(;t[s+o]==="`";)o++;let a=n.find(s+o,o);a===-1||e.tables&&t.slice(s,a).includes("|")?(r+=e.add("\\`".repeat(o)),
s+=o):(r+=e.add(t.slice(s,a+o)),s=a+o)}return r}var pt=class{#e;#t=-1;#r=new Map;constructor(e){this.#e=e}find(e,n){e>this.#t&&
this.#n(e);let r=this.#r.get(n);if(r===void 0)return-1;for(;r.next<r.starts.length&&r.starts[r.next]<e;)r.next++;return r.
next<r.starts.length?r.starts[r.next]:-1}#n(e){let n=this.#e,r=n.indexOf(`
`,e);this.#t=r<0?n.length:r,this.#r=new Map;for(let s=e;s<this.#t;s++){if(n[s]!=="`")continue;let i=s;for(;n[i]==="`";)i++;
let o=this.#r.get(i-s);o?o.starts.push(s):this.#r.set(i-s,{starts:[s],next:0}),s=i}}};function An(t){let e="",n=0,r=!1,s=t.
indexOf("<!--");for(;s>=0;){let i=r?-1:t.indexOf("-->",s+4);r=i<0;let o=i>=0?i+3:t.startsWith("<!-->",s)?s+5:t.startsWith(
"<!--->",s)?s+6:-1;if(o<0){s=t.indexOf("<!--",s+1);continue}e+=t.slice(n,s),n=o,s=t.indexOf("<!--",n)}return e+t.slice(n)}
function En(t,e){return t.replace(/<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>\u0000]*)>/g,(n,r)=>{let s=Rn(r);return s&&!$t(s)?
e.add(`<${s}>`):v(r,e)}).replace(/<([A-Za-z0-9.!#$%&'*+/=?^_{|}~-]+@[A-Za-z0-9.-]+)>/g,"$1")}function ft(t,e){let n="",r=0,
s=t.indexOf("[");for(;s>=0;){let i=s>r&&t[s-1]==="!",o=e(t,s,i);if(o===null){s=t.indexOf("[",s+1);continue}n+=t.slice(r,
i?s-1:s)+o.replacement,r=o.end,s=t.indexOf("[",r)}return n+t.slice(r)}function we(t,e){let n=new Map,r=Sn(t,n),s=(o,a,c)=>{
let l=c===void 0?null:ye(c.replace(/^<|>$/g,"")),u=l?be(l):null,f=we(a,e);if(u&&$t(u)){let h=v(u,e);return f.trim()===""?
h:`${f} (${h})`}if(o){let h=f.trim()===""?"image":f;if(!l)return h;if(On(l,e.serverUrl))return e.add(`![${G(h,e)}](${u})`);
let y=e.plain(f.trim()===""?"image":`image: ${f}`);return e.add(`[${G(y,e)}](${u})`,y)}return u?e.add(`[${G(e.plain(f),e)}\
](${u})`):f},i=new k(r);return r=ft(r,(o,a,c)=>{let l=dt(o,a),u=l<0?null:ie(o,l+1,i);return u===null?null:{end:u.end,replacement:s(
c,o.slice(a+1,l),u.url)}}),r=ft(r,(o,a,c)=>{let l=dt(o,a),u=l<0?-1:re(o,l+1);if(u<0)return null;let f=o.slice(a+1,l),h=o.
slice(l+2,u-1),y=n.get(mt(h===""?f:h));return{end:u,replacement:y===void 0?o.slice(c?a-1:a,u):s(c,f,y)}}),r=ft(r,(o,a,c)=>{
let l=se(o,a);if(l<0||"([:".includes(o[l+1]??" "))return null;let u=o.slice(a+1,l),f=n.get(mt(u));return f===void 0?null:
{end:l+1,replacement:s(c,u,f)}}),r}function Sn(t,e){let n=new k(t),r="",s=0;for(let i=0;i>=0&&i<=t.length;){let o=ce(t,i,
n),a=t.indexOf(`
`,o?o.end:i);if(o){let c=mt(o.label);e.has(c)||e.set(c,o.url.replace(/^<|>$/g,"")),r+=t.slice(s,i),s=o.end}i=a<0?-1:a+1}
return r+t.slice(s)}function mt(t){return t.trim().replace(/\s+/g," ").toLowerCase()}function Rn(t){let e=ye(t);return e&&
be(e)}function ye(t){if(!/^https:\/\//i.test(t))return null;let e;try{e=new URL(t)}catch{return null}return e.protocol!==
"https:"||e.hostname===""||e.username!==""||e.password!==""?null:e}function be(t){return t.href.replace(/[^A-Za-z0-9\-._~:/?#@!$&'*+,;=%]/g,
e=>`%${e.charCodeAt(0).toString(16).toUpperCase().padStart(2,"0")}`)}var le=".githubusercontent.com",_n="camo.githubuser\
content.com";function On(t,e){let n=Pn(e);if(n!==null&&t.host===n)return!0;if(t.port!=="")return!1;let r=t.hostname;return r===
"github.com"?!0:r.endsWith(le)&&r!==_n&&!r.slice(0,-le.length).split(".").includes("")}function Pn(t){if(!t)return null;
try{let e=new URL(t).host;return e===""?null:e}catch{return null}}var Nn=new Set(["issues","pull","pulls","discussions"]);
function $t(t){let e=t.indexOf("://"),r=(e<0?t:t.slice(e+3)).split(/[?#]/,1)[0].split("/");for(let s=1;s+1<r.length;s++)
if(Nn.has(Tn(r[s]).toLowerCase())&&/^\d/.test(r[s+1]))return!0;return!1}function Tn(t){try{return decodeURIComponent(t)}catch{
return t}}function kn(t){return t.replace(/&/g,"&amp;").replace(/</g,"&lt;").replace(/\[/g,"\\[").replace(/\]/g,"\\]")}var In=`\
?!.,:*_~'"`;function vn(t,e){return t.replace(/(?:(?:https?|ftp):\/\/|www\.)[^\s\u0000\\`<]+/gi,(n,r)=>{let s=t[r-1]??"",
i=t[r+n.length]??"",o=!/[A-Za-z0-9]/.test(s)&&(i===""||/\s/.test(i)),a=n.length;for(;a>0&&In.includes(n[a-1]);)a--;let c=n.
slice(0,a);return o&&/^https:/i.test(n)&&!n.includes("@")&&!$t(c)?e.add(n):v(c,e)+n.slice(a)})}var de=/(?<owner>(?<![A-Za-z0-9_./-])[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+#\d[A-Za-z0-9]*)|(?<number>#\d[A-Za-z0-9]*)|(?<other>@[A-Za-z0-9][A-Za-z0-9_-]*(?:\/[A-Za-z0-9][A-Za-z0-9_.-]*)?|GH-\d[A-Za-z0-9]*)/gi;
function xn(t,e){let n=new RegExp(de.source,de.flags),r="",s=0;for(let i=n.exec(t);i!==null;i=n.exec(t)){let o=i.index;if(!(i.
groups.other===void 0||o===s||!/[A-Za-z0-9]/.test(t[o-1]??""))){n.lastIndex=o+1;continue}r+=t.slice(s,o)+v(i[0],e),s=o+i[0].
length}return r+t.slice(s)}function v(t,e){if(e.tables&&t.includes("|"))return t.split("|").map(s=>s===""?"":v(s,e)).join(
e.add("\\|"));let n="`".repeat(bt(t,"`")+1),r=t.startsWith("`")||t.endsWith("`")?" ":"";return e.add(`${n}${r}${t}${r}${n}`)}
function Fn(t){return t.replace(/[.*+?^${}()|[\]\\]/g,"\\$&")}var Un={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\u274C"};function jr(t){let{record:e,handoff:n}=t,
r=a=>fe(a,t)||" ",s=[["status",`${e.status} (${e.outcome.reason})`],["attempt",String(e.attempt)],["exit code",e.agent.exit_code===
null?"none":String(e.agent.exit_code)],["duration",`${(e.agent.duration_ms/1e3).toFixed(1)} s`],["handoff",e.present&&e.
digests.handoff?`present, sha256 ${e.digests.handoff.slice(0,12)}`:"none"]];n?.next&&s.push(["next",n.next.stage]),t.notStored!==
void 0?s.push(["artifact","not stored"]):t.artifactName&&s.push(["artifact",t.artifactName]);let i=[];i.push([`### ${Un[e.
status]} baton stage \`${e.stage}\``,"","| | |","|---|---|",...s.map(([a,c])=>`| ${a} | ${r(c)} |`)].join(`
`)),t.notStored!==void 0&&i.push(`${yt(Cn(t.notStored),t)}. No later stage can read this record or its handoff; it is sh\
own here only.`),e.outcome.message&&i.push(ht(e.outcome.message,t)),n&&i.push(["#### Summary","",ht(n.summary,t)].join(`\

`));let o=Object.entries(n?.data??{});return o.length>0&&i.push(["#### Data","","| key | value |","|---|---|",...o.map(([
a,c])=>`| ${r(a)} | ${r(c)} |`)].join(`
`)),e.problems.length>0&&i.push(["#### Problems","","| severity | code | where | message |","|---|---|---|---|",...e.problems.
map(a=>`| ${a.severity} | ${r(a.code)} | ${r(a.path)} | ${r(a.message)} |`)].join(`
`)),Mn(i,t.notStored===void 0?t.artifactName:void 0)}function Cn(t){return t.charAt(0).toUpperCase()+t.slice(1)}function Mn(t,e){
let n=`_Cut to fit the step summary; the full record is in ${e?`artifact ${e}`:"the stage record"}._`,r=$.stepSummaryBytes-
_(n)-4,s=[],i=0;for(let o of t){let a=_(o)+2;if(i+a>r){s.push(n);break}s.push(o),i+=a}return`${s.join(`

`)}
`}function $e(t,e){return T(t,e).redactions.length===0?t:`${wt(t.trimEnd(),e)}
`}var Ln=new Set(Object.values(Gt));function Jr(t){for(let e of Object.keys(t))if(!Ln.has(e))throw new w(`refusing to set \
output ${JSON.stringify(e)}: not one of baton's outputs`);for(let[e,n]of Object.entries(t))Ft(e,n)}async function Kr(t,e){
process.env.GITHUB_STEP_SUMMARY&&await xt.addRaw($e(t,e),!0).write()}var jn={agentGrace:2500,deadline:8500};function zn(t){return`the runner sent ${t} (the job was cancelled, or the step ra\
n past its timeout-minutes)`}function Bn(t){let e=new AbortController,n,r,s=()=>{},i=new Promise(a=>{s=a}),o=t.onStopSignal(
a=>{n===void 0&&(n=a,e.abort(zn(a)),r=setTimeout(()=>s(a),jn.deadline))});return{signal:e.signal,get received(){return n},
expired:i,dispose(){o(),clearTimeout(r)}}}function Xr(t,e,n=()=>!1){let{signal:r}=e;return new Promise((s,i)=>{let o=()=>{
n()||i(new Error(String(r.reason)))};r.aborted?o():r.addEventListener("abort",o,{once:!0}),t.then(s,i).finally(()=>r.removeEventListener(
"abort",o))})}async function Yr(t,e,n){let r=Bn(t);try{let s=await Promise.race([e(r).then(()=>({kind:"done"}),i=>({kind:"\
failed",error:i})),r.expired.then(i=>({kind:"expired",signal:i}))]);s.kind==="failed"&&await n.failed(s.error),s.kind===
"expired"&&(await n.outOfTime(s.signal),t.exit(1))}finally{r.dispose()}}var xe=en(nn(),1);import{lstat as Vn,mkdir as _t,mkdtemp as Ne,readdir as qn,readFile as Qn,rm as Te,writeFile as tr}from"node:fs/promises";
import{dirname as er,join as x}from"node:path";var At=new RegExp(`${M}([1-9][0-9]*)$`),Et=new RegExp(`${D}([1-9][0-9]*)$`);function W(t,e,n=1){if(!P.test(t))throw new d(
"stage-id-invalid",`"${t}" is not a valid stage id: it must start with a letter or _ and have at most 99 more letters, d\
igits, _ or -`,{where:"stage"});for(let[i,o,a]of[[At,"an attempt suffix",M],[Et,"a run attempt suffix",D]])if(i.test(t))
throw new d("stage-id-invalid",`stage id "${t}" ends like ${o} (${a}<n>), which would make its artifact name ambiguous; \
rename the stage`,{where:"stage"});for(let[i,o]of[["attempt",e],["run attempt",n]])if(!Number.isInteger(o)||o<1)throw new d(
"attempt-invalid",`${i} must be a whole number of at least 1, got ${o}`,{where:`stage ${t}`});let r=n===1?"":`${D}${n}`,
s=e===1?"":`${M}${e}`;return`${C}${t}${r}${s}`}function Ae(t){if(!t.startsWith(C))return null;let e=t.slice(C.length),n=At.exec(e),r=n?e.slice(0,n.index):e,s=Et.exec(r),
i=s?r.slice(0,s.index):r,o=n?Number(n[1]):1,a=s?Number(s[1]):1;return n&&o===1||s&&a===1||!P.test(i)||At.test(i)||Et.test(
i)?null:{stage:i,attempt:o,runAttempt:a}}function Gn(t){return`${JSON.stringify(t,null,2)}
`}function Hn(t){return`${JSON.stringify(t,null,2)}
`}var X=new TextEncoder;function _e(t,e){let n=t.record?.lineage,r=Array.isArray(n)&&n.every(Jn),s=ot.safeParse(r?{...t.
record,lineage:[]}:t.record);if(!s.success){let u=t.record?.stage;throw new w(`refusing to store an invalid record for s\
tage ${String(u)}: ${Ee(s.error.issues)}`)}let i=r?{...s.data,lineage:t.record.lineage}:s.data;if(typeof t.prompt!="stri\
ng")throw new w(`refusing to store stage ${i.stage}: the prompt is not text`);if(t.log!==void 0&&typeof t.log!="string")
throw new w(`refusing to store stage ${i.stage}: the agent log is not text`);if(t.handoff!==null){let u=it.safeParse(t.handoff);
if(!u.success)throw new w(`refusing to store an invalid handoff for stage ${i.stage}: ${Ee(u.error.issues)}`)}let o=new Map;
o.set(g.record,X.encode(Gn(t.record))),o.set(g.prompt,X.encode(t.prompt)),o.set(g.handoff,X.encode(Hn(t.handoff))),t.log!==
void 0&&o.set(g.log,X.encode(t.log));let a=`stage ${i.stage} attempt ${i.attempt}`;for(let[u,f]of Zn(t.files,a))o.set(u,
f);let c=e(o.get(g.prompt));if(i.digests.prompt!==c)throw new w(`refusing to store ${a}: record.digests.prompt is ${i.digests.
prompt}, but the prompt's sha256 is ${c}`);let l=t.handoff===null?null:e(o.get(g.handoff));if(i.digests.handoff!==l)throw new w(
`refusing to store ${a}: record.digests.handoff is ${i.digests.handoff}, but it must be ${l===null?"null (no handoff)":`${l}\
, the sha256 of ${g.handoff} (encodeHandoffJson)`}`);return{record:i,files:o}}function Jn(t){if(t===null||typeof t!="obj\
ect"||Array.isArray(t)||Object.getPrototypeOf(t)!==Object.prototype)return!1;let e=Object.keys(t),{stage:n,attempt:r,record_sha256:s}=t,
i=Object.hasOwn(t,"run_attempt"),o=t.run_attempt;return e.length===(i?4:3)&&(!i||typeof o=="number"&&Number.isSafeInteger(
o)&&o>=2)&&typeof n=="string"&&P.test(n)&&typeof r=="number"&&Number.isSafeInteger(r)&&r>=1&&typeof s=="string"&&Qt.test(
s)}function Ee(t){return t.map(e=>`${N(Y(e.path))}: ${e.message}`).join("; ")}var Kn="record-newer";function Wn(t){return t===
"github"?"read it with the same baton that wrote it, or a newer one: pin every baton action of the workflow (stage, prep\
are, capture, report, baton-stage.yml and its baton-ref input) to one commit sha, then run the workflow again":"read it \
with the same baton that wrote it, or a newer one: upgrade this baton (npm install --save-dev github:baton-dev/baton#<co\
mmit sha>)"}function Xn(t,e){let n=t!==null&&typeof t=="object"?t.schema:void 0;if(typeof n=="string"&&n!==L.record){let o=Se.
exec(n),a=Se.exec(L.record);return o&&a&&Number(o[1])>Number(a[1])?`its schema is ${JSON.stringify(n)}, and this baton r\
eads ${JSON.stringify(L.record)}`:null}if(e.length===0||!e.every(o=>o.code==="unrecognized_keys"))return null;let r=e.flatMap(
o=>(o.keys??[]).map(a=>N(Y([...o.path,a])))),s=r.slice(0,St).join(", "),i=r.length>St?` and ${r.length-St} more`:"";return`\
it has ${r.length===1?"a field":"fields"} this baton does not know: ${s}${i}`}var Se=/^baton\.record\/v([1-9][0-9]{0,5})$/,
St=10;function Oe(t,e,n){let r=Re(t.record,g.record,e),s=ot.safeParse(r);if(!s.success){let a=Xn(r,s.error.issues);throw a!==
null?new d(Kn,`${g.record} was likely written by a newer baton: ${a}`,{where:e,details:[Wn(n)]}):new d("record-invalid",
`${g.record} is not a baton record`,{where:e,details:s.error.issues.map(c=>`${N(Y(c.path))}: ${c.message}`)})}if(t.handoff===
null)return{record:s.data,handoff:null};let i=Re(t.handoff,g.handoff,e);if(i===null)return{record:s.data,handoff:null};let o=it.
safeParse(i);if(!o.success)throw new d("record-invalid",`${g.handoff} is not a valid handoff`,{where:e,details:o.error.issues.
map(a=>`${N(Y(a.path))}: ${a.message}`)});return{record:s.data,handoff:o.data}}function Re(t,e,n){try{return JSON.parse(
t)}catch(r){throw new d("record-invalid",`${e} is not valid JSON: ${r.message}`,{where:n})}}function Y(t){return t.filter(
e=>typeof e!="symbol")}function Yn(t){if(t.includes("\0")||t.includes("\\"))return{refused:"must use / separators and no\
 NUL"};if(t.startsWith("/"))return{refused:"must be relative to the working directory"};let e=t.split("/").filter(r=>r!==
""&&r!==".");if(e.includes(".."))return{refused:"must stay inside the working directory (no .. segment)"};if(e.length===
0)return{refused:"names no file"};let n=zt.filter(r=>t.includes(r));return n.length>0?{refused:`holds ${n.map(r=>JSON.stringify(
r)).join(", ")}, which a file in a GitHub artifact cannot have`}:{path:e.join("/")}}function Zn(t,e){let n=new Map,r=(i,o)=>new w(
`refusing to store ${e}: artifact ${JSON.stringify(i)} ${o}`),s=0;for(let i of t??[]){let o=Yn(i.path);if("refused"in o)
throw r(i.path,o.refused);if(o.path!==i.path)throw r(i.path,`is not normalised (${o.path})`);if(!(i.bytes instanceof Uint8Array))
throw r(i.path,"has no bytes");let a=`${rt}/${i.path}`;if(n.has(a))throw r(i.path,"is listed twice");n.set(a,i.bytes),s+=
i.bytes.length}for(let i of n.keys()){let o=i.split("/");for(let a=2;a<o.length;a++){let c=o.slice(0,a).join("/");if(n.has(
c))throw r(c.slice(rt.length+1),`is a file, and also a directory of ${i}`)}}if(s>$.artifactBytes)throw new w(`refusing t\
o store ${e}: its artifacts total ${s} bytes, more than ${$.artifactBytes}`);return n}function Pe(){let t,e=()=>(t??=import("./artifact-E6OKRIEB.js").then(({DefaultArtifactClient:n})=>new n),t);return{async uploadArtifact(n,r,s,i){
await Rt();let{uploadArtifact:o}=await import("./upload-artifact-6O2A4UEA.js");return o(n,r,s,i)},async listArtifacts(n){if(n?.
findBy)return(await e()).listArtifacts(n);await Rt();let{listArtifactsInternal:r}=await import("./list-artifacts-3ST7V7L2.js");
return r(n?.latest)},async downloadArtifact(n,r){if(r?.findBy)return(await e()).downloadArtifact(n,r);await Rt();let{downloadArtifactInternal:s}=await import("./download-artifact-YCQQV7Z4.js");
return s(n,r)}}}async function Rt(){let[{isGhes:t},{GHESNotSupportedError:e}]=await Promise.all([import("./config-V7JJEKUC.js"),
import("./errors-S4OWPP6Z.js")]);if(t())throw new e}var Fe=64*1024*1024,nr=32*1024*1024,rr={attempts:3,baseDelayMs:1e3},ke=class{#e=Pe();#t;#r;#n;#s=new Map;constructor(e){
if(this.#t=e,this.#r={...rr,...e.retry},e.retentionDays!==void 0&&!(Number.isInteger(e.retentionDays)&&e.retentionDays>=
1))throw new d("input-invalid",`retention days must be a whole number of at least 1, got ${e.retentionDays}`,{where:"ret\
ention-days"})}async put(e){if(this.#t.findBy)throw new d("store-read-only",`records of run ${this.#t.findBy.workflowRunId}\
 are read-only here`);let{record:n,files:r}=_e(e,Pt);r.delete(g.log);let s=ct(n),i=W(s.stage,s.attempt,s.runAttempt);if(this.#s.
has(i)||this.#n&&(await this.#n).has(i))throw ve(i,s);let o=Pt(r.get(g.record));await _t(this.#t.tempDir,{recursive:!0});
let a=await Ne(x(this.#t.tempDir,"baton-upload-"));try{let c=[];for(let[f,h]of r){let y=x(a,f);f.includes("/")&&await _t(
er(y),{recursive:!0}),await tr(y,h,{flag:"wx"}),c.push(y)}let l=await this.#a(`upload ${i}`,async f=>{try{return await this.#e.
uploadArtifact(i,c,a,{...this.#t.retentionDays===void 0?{}:{retentionDays:this.#t.retentionDays}})}catch(h){if(!/already exists|\(409\)/i.
test(R(h)))throw h;let y=f>1?await this.#l(i,o):void 0;if(y)return y;throw ve(i,s,f>1)}}).catch(f=>{throw Ot(f,`could no\
t store the record of attempt ${s.attempt} as artifact ${i}`,{where:`stage ${s.stage}`})});if(l.id===void 0)throw new w(
`upload of ${i} returned no artifact id`);let u=Ie(r,o,`artifact ${i}`);return this.#s.set(i,Promise.resolve(u)),this.#n&&
(await this.#n).set(i,{...s,artifact:{name:i,id:l.id,size:l.size??0,...l.digest?{digest:`sha256:${l.digest}`}:{}}}),{...s,
recordSha256:o,id:String(l.id)}}finally{await Te(a,{recursive:!0,force:!0})}}async#l(e,n){if(this.#n=void 0,(await this.#o(
e).catch(()=>{}))?.stored.recordSha256!==n)return;let s=(await this.#i()).get(e);if(!s)return;let{id:i,size:o,digest:a}=s.
artifact;return{id:i,size:o,...a?{digest:a.replace(/^sha256:/,"")}:{}}}async get(e){let n=te([...(await this.#i()).values()].
filter(r=>r.stage===e));return n&&this.getAttempt(e,n.attempt,n.runAttempt)}async getAttempt(e,n,r=1){let s=W(e,n,r),i=this.#s.
get(s);return i||(i=this.#o(s).then(o=>o?.stored),this.#s.set(s,i),i.then(o=>o===void 0&&this.#s.delete(s),()=>this.#s.delete(
s))),i}async list(){return[...(await this.#i()).values()].map(({stage:e,attempt:n,runAttempt:r})=>({stage:e,attempt:n,runAttempt:r})).
sort(at)}#i(){if(!this.#n){let e=this.#a("list artifacts",async()=>{let{artifacts:n}=await this.#e.listArtifacts(this.#u()).
catch(s=>{throw this.#t.findBy&&or(s,this.#t.findBy)||s}),r=new Map;for(let s of n){let i=Ae(s.name);if(!i)continue;let o=r.
get(s.name);(!o||o.artifact.id<s.id)&&r.set(s.name,{...i,artifact:s})}return r}).catch(n=>{throw Ot(n,`could not list th\
e artifacts of ${this.#c()} to read its records`)});this.#n=e,e.catch(()=>{this.#n===e&&(this.#n=void 0)})}return this.#n}async getAttemptFiles(e,n,r=1){
return this.#o(W(e,n,r))}async#o(e){let n=(await this.#i()).get(e);if(!n)return;let{artifact:r}=n;if(r.size>Fe)throw new d(
"record-invalid",`artifact ${e} is ${r.size} bytes, more than a baton record can be`);if(!r.digest)throw new d("record-d\
igest-missing",`artifact ${e} has no digest to check the download against`,{details:["it was not uploaded by a current a\
rtifact client; re-run the job that produced it"]});await _t(this.#t.tempDir,{recursive:!0});let s=await Ne(x(this.#t.tempDir,
"baton-download-"));try{let i;try{i=await this.#a(`download ${e}`,()=>this.#e.downloadArtifact(r.id,{path:s,expectedHash:r.
digest,skipDecompress:!0,...this.#u()}))}catch(f){if(ar(f)){this.#t.reporter?.warning(`artifact ${e} is listed but could\
 not be found: ${R(f)}`);return}throw Ot(f,`could not download artifact ${e} of ${this.#c()}`)}if(i.digestMismatch)throw new d(
"record-digest-mismatch",`artifact ${e}: the download does not match the digest recorded at upload (${r.digest})`,{details:[
"the artifact was changed after it was uploaded, or the download was corrupted; nothing from it was used"]});let o=await sr(
s,e),a=o.get(g.record);if(!a)throw new d("record-invalid",`artifact ${e} has no ${g.record}`);let c=o.get(g.prompt);if(!c)
throw new d("record-invalid",`artifact ${e} has no ${g.prompt}`);let l=Ie(o,Pt(a),`artifact ${e}`),u=ct(l.record);if(at(
u,n)!==0)throw new d("record-invalid",`artifact ${e} holds the record of ${z(u)}, not ${z(n)}`);return{stored:l,files:{record:a,
prompt:c,handoff:o.get(g.handoff)??null}}}finally{await Te(s,{recursive:!0,force:!0})}}#c(){let e=this.#t.findBy;return e?
`run ${e.workflowRunId} of ${e.repositoryOwner}/${e.repositoryName}`:"this run"}#u(){return this.#t.findBy?{findBy:this.#t.
findBy}:{}}async#a(e,n){for(let r=1;;r++)try{return await n(r)}catch(s){if(r>=this.#r.attempts||!ir(s))throw s;let i=this.#r.
baseDelayMs*2**(r-1);this.#t.reporter?.warning(`${e} failed (${Ue(R(s))}); trying again in ${i} ms (${r+1} of ${this.#r.
attempts})`),await new Promise(o=>setTimeout(o,i))}}};function Ie(t,e,n){let r=o=>{let a=t.get(o);return a===void 0?null:
Buffer.from(a).toString("utf8")},{record:s,handoff:i}=Oe({record:r(g.record)??"",handoff:r(g.handoff)},n,"github");return{
record:s,prompt:r(g.prompt)??"",handoff:i,recordSha256:e}}async function sr(t,e){let n=u=>new d("record-invalid",`artifa\
ct ${e}: ${u}`),[r,...s]=await qn(t);if(r===void 0||s.length>0)throw n("the download is not one zip file");let i=await Vn(
x(t,r));if(!i.isFile())throw n("the download is not a regular file");if(i.size>Fe)throw n("the download is too large");let o=new Set(
[g.record,g.prompt,g.handoff]),a=new Set,{unzipSync:c}=await import("./esm-OSXH2CCV.js"),l;try{l=c(await Qn(x(t,
r)),{filter:u=>{if(!o.has(u.name))return!1;if(a.has(u.name))throw n(`${u.name} is in it twice`);if(a.add(u.name),Math.max(
u.size,u.originalSize)>nr)throw n(`${u.name} is too large`);return!0}})}catch(u){throw u instanceof d?u:n(`the download \
is not a zip archive baton can read (${R(u)})`)}return new Map(Object.entries(l))}function ve(t,e,n=!1){return new d("re\
cord-exists",`${z(e)} already has a record (artifact ${t}); records are immutable`,{where:`stage ${e.stage}`,details:n?[
"an earlier try of this upload may have completed before its connection dropped"]:["give each stage in the run its own s\
tage id, or record a new attempt"]})}function Ot(t,e,n={}){return ee("artifact-service-failed",e,t,n)}function Pt(t){return(0,xe.createHash)(
"sha256").update(t).digest("hex")}function R(t){return t instanceof Error?t.message:String(t)}function Ue(t){return t.split(
`
`,1)[0]??""}function ir(t){if(t instanceof d)return!1;let e=t?.code;return t instanceof Error&&t.name==="NetworkError"||
typeof e=="string"&&/^(ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|EAI_AGAIN)$/.test(e)?!0:/ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|socket hang up/.
test(R(t))}function or(t,e){let n=t?.status;if(n!==401&&n!==403&&n!==404)return;let r=`run ${e.workflowRunId} of ${e.repositoryOwner}\
/${e.repositoryName}`,s=n===404?"no such run, or the token cannot see it":n===401?"the token was rejected":"the token ma\
y not list its artifacts";return new d("run-unreadable",`cannot read the records of ${r} (${n}: ${Ue(R(t))}): ${s}. Read\
ing another run\u2019s records needs a token with \`actions: read\`: give the job \`permissions: actions: read\` or pass a github\
-token that has it`,{where:"github-token",cause:t,details:n===404?[`check that ${e.workflowRunId} is a run id of ${e.repositoryOwner}\
/${e.repositoryName}`]:[]})}function ar(t){return t instanceof Error&&(t.name==="ArtifactNotFoundError"||/\(404\)|not found/i.
test(t.message))}var cr="\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u061c\\u200b-\\u200f\\u2028-\\u202e\\u2066-\\u2069\\ufeff",ur=new RegExp(
`[${cr}\\u000a]`,"g");function Ce(t){return`\\u${t.charCodeAt(0).toString(16).padStart(4,"0")}`}function ws(t){return t.
replace(ur,Ce)}var lr=/^([\s\u0085]*):(?=:)/gm,dr=/#(?=#\[)/g;function Me(t,e=Ce){return t.replace(lr,(n,r)=>`${r}${e(":")}`).
replace(dr,e)}var De=class{info(e){Mt(fr(e))}warning(e,n){Ct(je(e,n),Le(n))}error(e,n){Ut(je(e,n),Le(n))}group(e,n){return Dt(e.replace(
/[\r\n]+/g," "),n)}};function fr(t){return Me(t,e=>`${e}\u200B`)}function Le(t){let e=t?/^(.+?):(\d+)(?::(\d+))?$/.exec(
t):null;return!e||/\s/.test(e[1])?{}:{file:e[1],startLine:Number(e[2]),...e[3]?{startColumn:Number(e[3])}:{}}}function je(t,e){
return e?`${e}: ${t}`:t}var kt=["claude","codex","gemini","copilot"],Ge=Yt(kt),It={claude:{cli:"claude",npmPackage:"@anthropic-ai/claude-code",keyEnv:[
"ANTHROPIC_API_KEY","CLAUDE_CODE_OAUTH_TOKEN"],docs:"https://docs.anthropic.com/en/docs/claude-code/sdk/sdk-headless"},codex:{
cli:"codex",npmPackage:"@openai/codex",keyEnv:["CODEX_API_KEY","OPENAI_API_KEY"],docs:"https://developers.openai.com/cod\
ex/noninteractive"},gemini:{cli:"gemini",npmPackage:"@google/gemini-cli",keyEnv:["GEMINI_API_KEY","GOOGLE_API_KEY"],docs:"\
https://geminicli.com/docs/cli/headless/"},copilot:{cli:"copilot",npmPackage:"@github/copilot",keyEnv:["COPILOT_GITHUB_T\
OKEN"],docs:"https://docs.github.com/en/copilot/reference/copilot-cli-reference/cli-programmatic-reference"}},gr=[...new Set(
Object.values(It).flatMap(t=>t.keyEnv))],pr=["ANTHROPIC_AUTH_TOKEN","ANTHROPIC_FOUNDRY_API_KEY","AWS_SECRET_ACCESS_KEY",
"AWS_SESSION_TOKEN","AWS_BEARER_TOKEN_BEDROCK","AZURE_OPENAI_API_KEY"];function He(t){return[...gr,...pr].map(e=>t[e]).filter(
e=>!!e)}var mr=Wt().check(Kt(/^[A-Za-z0-9][A-Za-z0-9._:/@-]{0,127}$/,{message:"must be a model name: letters, digits and\
 . _ : / @ -, at most 128 characters"})),hr=Xt({model:Zt(mr)}),Je="--prompt=",Ke=128*1024-1-Je.length,wr=128*1024,ze=wr-
`${b.args}=`.length-1;function Os(t){let e=t[b.args];if(e===void 0)return;let n=_(e);if(!(n<=ze))throw new d("agent-args\
-too-long",`is ${n} bytes, over the ${ze} bytes one environment variable of that name can hold on Linux (128 KiB with it\
s name, MAX_ARG_STRLEN), so the agent CLI cannot start ("Argument list too long"): move long text into a file the CLI re\
ads (a system prompt or settings file) and pass only its path, or put it in the prompt`,{where:`${b.args} (the reusable \
workflow's ${Jt.agentArgs} input)`})}var Z=`"\${${O.handoffPath}%/*}"`,F=`"$${O.promptPath}"`,Nt=t=>`\${${b.model}:+${t}\
 "$${b.model}"}`,V=["agent_args=()",`if [ -n "\${${b.args}:-}" ]; then`,"  while IFS= read -r arg; do",'    arg="${arg#"\
${arg%%[![:space:]]*}"}"','    arg="${arg%"${arg##*[![:space:]]}"}"','    if [ -n "$arg" ]; then agent_args+=("$arg"); f\
i',`  done <<< "$${b.args}"`,"fi"],q='${agent_args[@]+"${agent_args[@]}"}';function We(t){let{cli:e,npmPackage:n}=It[t];
return`the ${e} CLI is not installed (no ${e} on PATH): install its npm package, npm install --global ${n}@<version> (ba\
ton-stage.yml installs it at agent-version)`}var tt="baton: ",Xe=t=>`the prompt is ${t} bytes; copilot takes it as one a\
rgument, at most ${Ke} bytes: shorten it (max-prompt-tokens) or use another agent`;function yr(t,e){if(e===We(t))return!0;
let n=/^the prompt is (\d{1,20}) bytes;/.exec(e)?.[1];return t==="copilot"&&n!==void 0&&e===Xe(n)}function Q(t){let{cli:e}=It[t];
return[`if ! command -v ${e} >/dev/null 2>&1; then`,`  echo "${tt}${We(t)}" >&2`,"  exit 127","fi"]}function Be(t,e,n=""){
return[`if [ -z "\${${e}:-}" ] && [ -n "\${${t}:-}" ]${n}; then`,`  export ${e}="$${t}"`,"fi"]}var br={claude:[...Q("cla\
ude"),'if [ "$EUID" -eq 0 ]; then',"  export IS_SANDBOX=1","fi",...V,"exec claude -p \\","  --output-format stream-json \
--verbose \\","  --permission-mode bypassPermissions \\",`  --add-dir ${Z} \\`,`  ${Nt("--model")} \\`,`  ${q} \\`,`  < ${F}`].
join(`
`),codex:[...Q("codex"),...Be("OPENAI_API_KEY","CODEX_API_KEY"),...V,"exec codex exec \\","  --json \\","  --sandbox wor\
kspace-write \\","  --skip-git-repo-check \\",`  --add-dir ${Z} \\`,`  ${Nt("--model")} \\`,`  ${q} \\`,`  - < ${F}`].join(
`
`),gemini:[...Q("gemini"),'export GEMINI_CLI_TRUST_WORKSPACE="${GEMINI_CLI_TRUST_WORKSPACE:-true}"',...Be("GOOGLE_API_KE\
Y","GEMINI_API_KEY",' && [ "${GOOGLE_GENAI_USE_VERTEXAI:-}" != true ]'),...V,"exec gemini \\","  --output-format json \\",
"  --approval-mode yolo \\",`  --include-directories ${Z} \\`,`  ${Nt("--model")} \\`,`  ${q} \\`,"  -p 'Carry out the t\
ask above.' \\",`  < ${F}`].join(`
`),copilot:[...Q("copilot"),`prompt_bytes=$(wc -c < ${F})`,`if [ "$prompt_bytes" -gt ${Ke} ]; then`,`  echo "${tt}${Xe("\
$prompt_bytes")}" >&2`,"  exit 2","fi",...V,"exec copilot \\",`  ${Je}"$(cat ${F})" \\`,"  --output-format=json \\","  -\
-allow-all-tools \\","  --no-ask-user \\",`  --add-dir=${Z} \\`,`  \${${b.model}:+--model="$${b.model}"} \\`,`  ${q}`].join(
`
`)};function vt(t,e=`input ${j.agent}`){let n=Ge.safeParse(t);if(n.success)return n.data;throw new d("agent-preset-unkno\
wn",`"${t}" is not an agent preset; use one of ${kt.join(", ")}, or give the command in \`run\``,{where:e})}function Ps(t,e={}){
let n=vt(t),r=hr.safeParse(e);if(!r.success){let i=r.error.issues[0];throw new d("agent-preset-options",`agent ${n}: ${i?.
path.join(".")||"options"} ${i?.message}`,{where:`agent ${n}`})}let s={};return r.data.model!==void 0&&(s[b.model]=r.data.
model),{script:br[n],env:s}}function $r(t,e){let n=vt(t),r=[];switch(n){case"claude":return{...Qe(E(e),r),problems:r};case"\
codex":return{...Sr(e,r),problems:r};case"gemini":return{...Or(e,r),problems:r};case"copilot":return{...Pr(e,r),problems:r}}}
function Ns(t,e){let n=Ge.safeParse(t);if(!n.success)throw new d("agent-preset-unknown",`"${t}" is not an agent preset; \
use one of ${kt.join(", ")}: the one whose CLI wrote the \`${j.agentOutput}\` file`,{where:`input ${j.agent}`});if(n.data!==
"claude")return $r(n.data,e);let r=[],s=E(e),i=s.some(U)?s:Ve(e);return{...Qe(i,r),problems:r}}function Ts(t,e){let n=vt(t),r=Ar(n,e);if(r!==null&&r.trim()!=="")return{source:"cli",text:r};let s=e.split(`
`);for(let i=s.length-1;i>=0;i--){let o=s[i].trimEnd(),a=o.slice(tt.length);if(o.startsWith(tt)&&yr(n,a))return{source:"\
script",text:a}}return null}function Ar(t,e){switch(t){case"claude":{let n=A(E(e),U);return n&&Ye(n)?Ze(n):null}case"cod\
ex":{let n=E(e),r=A(n,i=>i.type==="turn.failed"&&p(i.error)),s=p(r?.error)?r.error.message:A(n,i=>i.type==="error")?.message;
return typeof s=="string"?s:null}case"gemini":{let n=tn(e)?.error;return p(n)&&typeof n.message=="string"?n.message:null}case"\
copilot":{let n=A(E(e),r=>r.type==="session.error")?.data;return p(n)&&typeof n.message=="string"?n.message:null}}}function Ye(t){
return t.is_error===!0||typeof t.subtype=="string"&&t.subtype.startsWith("error")}function Ze(t){if(typeof t.result=="st\
ring"&&t.result.trim()!=="")return t.result;let e=Array.isArray(t.errors)?t.errors.filter(n=>typeof n=="string"):[];return e.
length>0?e.join("; "):typeof t.subtype=="string"?t.subtype:null}function ks(t,e){if(t!=="claude")return null;let n=E(e),
r=A(n.some(U)?n:Ve(e),U);if(!r||!Ye(r))return null;let s=typeof r.subtype=="string"&&/^[a-z_]{1,64}$/.test(r.subtype)?r.
subtype:null;return{text:Ze(r)??"",subtype:s}}function Is(t={}){return["## Handing off","",`When you are done, write you\
r handoff as one JSON object to ${t.handoffPath?`\`${t.handoffPath}\` (also in the environment variable \`${O.handoffPath}\
\`)`:`the path in the environment variable \`${O.handoffPath}\``}:`,"","```json",`{"version": ${Bt}, "status": "success"\
, "summary": "what you did or found, in a few sentences", "detail": "the deeper findings", "data": {"key": "value"}}`,"`\
``","",`- \`summary\` is required (at most ${$.summaryBytes} bytes); \`status\` is one of success, partial, blocked, failu\
re.`,'- `data` maps names to strings; `detail` holds the long form; add `"next": {"stage": "<stage id>", "reason": "\u2026"}`\
 to hand off to a specific stage.',`- If you cannot write files, print the same JSON as the last thing you say, between \
a line \`${nt.start}\` and a line \`${nt.end}\`.`,...t.dataSchema===void 0?[]:["- This stage's `data` must follow the JS\
ON Schema below (every value a string; a pattern is an ECMAScript regular expression; lengths are in UTF-8 bytes), or th\
e handoff is refused:","",qt(Vt(t.dataSchema),"json")]].join(`
`)}function p(t){return typeof t=="object"&&t!==null&&!Array.isArray(t)}function E(t){let e=[];for(let n of t.split(`
`)){let r=n.trim();if(r.startsWith("{"))try{let s=JSON.parse(r);p(s)&&e.push(s)}catch{}}return e}function Ve(t){let e=t.
trim();if(e.startsWith("[")&&e.endsWith("]"))try{let i=JSON.parse(e);if(Array.isArray(i))return i.filter(p)}catch{}let n=[],
r=t.split(`
`),s=-1;for(let i=0;i<r.length;i++){let o=r[i].replace(/\r$/,"");if(o==="  {")s=i;else if(s!==-1&&(o==="  }"||o==="  },")){
try{let a=JSON.parse(`${r.slice(s,i).join(`
`)}
}`);p(a)&&n.push(a)}catch{}s=-1}}return n}function A(t,e){for(let n=t.length-1;n>=0;n--){let r=t[n];if(e(r))return r}}var m=(t,e)=>({
key:e,value:t[e]});function qe(t){return typeof t=="number"||typeof t=="boolean"?String(t):typeof t=="string"?"a string":
Array.isArray(t)?"a list":"an object"}function Tt(t,e){return{code:Ht.usageRefused,severity:"warning",path:`agent.usage.${t}`,
message:`${e}; ${t} is not recorded`}}function S(t,e,n,r){let s;for(let{key:i,value:o}of n)if(o!=null){if(typeof o!="num\
ber"||!Number.isSafeInteger(o)||o<0){r.push(Tt(e,`${t} reported ${qe(o)} as ${i}, which is not a whole number from 0 to ${Number.
MAX_SAFE_INTEGER}`));return}if(s=(s??0)+o,!Number.isSafeInteger(s)){r.push(Tt(e,`the ${e} ${t} reported add up to more t\
han ${Number.MAX_SAFE_INTEGER}`));return}}return s}function Er(t,{key:e,value:n},r){if(n!=null){if(typeof n=="number"&&Number.
isFinite(n)&&n>=0&&n<=$.usageCostUsd)return n;r.push(Tt("cost_usd",`${t} reported ${qe(n)} as ${e}, which is not an amou\
nt from 0 to ${$.usageCostUsd} USD`))}}function et(t){let e={};return t.input!==void 0&&(e.input_tokens=t.input),t.output!==
void 0&&(e.output_tokens=t.output),t.cost!==void 0&&(e.cost_usd=t.cost),Object.keys(e).length===0?null:e}function Qe(t,e){
let n=A(t,U);if(!n)return{finalText:null,usage:null};let r=p(n.modelUsage)?Object.values(n.modelUsage).filter(p):[],s=p(
n.usage)?n.usage:{},[i,o]=r.length>0?[r.flatMap(a=>[m(a,"inputTokens"),m(a,"cacheCreationInputTokens"),m(a,"cacheReadInp\
utTokens")]),r.map(a=>m(a,"outputTokens"))]:[[m(s,"input_tokens"),m(s,"cache_creation_input_tokens"),m(s,"cache_read_inp\
ut_tokens")],[m(s,"output_tokens")]];return{finalText:typeof n.result=="string"?n.result:null,usage:et({input:S("claude",
"input_tokens",i,e),output:S("claude","output_tokens",o,e),cost:Er("claude",m(n,"total_cost_usd"),e)})}}function U(t){return t.
type==="result"}function Sr(t,e){let n=E(t),s=A(n,a=>a.type==="item.completed"&&Rr(a.item))?.item?.text,i=n.filter(a=>a.
type==="turn.completed"&&p(a.usage)),o=a=>i.map(c=>m(c.usage,a));return{finalText:typeof s=="string"?s:null,usage:et({input:S(
"codex","input_tokens",o("input_tokens"),e),output:S("codex","output_tokens",o("output_tokens"),e)})}}function Rr(t){return p(
t)&&(t.type==="agent_message"||t.item_type==="assistant_message")}var _r=4;function tn(t){let e=t.length;for(let n=0;n<_r&&
e>0;n++){let r=t.lastIndexOf(`
{`,e-1),s=r===-1?0:r+1;if(t[s]!=="{")return null;try{let i=JSON.parse(t.slice(s));if(p(i)&&("response"in i||"stats"in i||
"error"in i))return i}catch{}if(r===-1)return null;e=r}return null}function Or(t,e){let n=tn(t),r=n?.stats,i=(p(r)&&p(r.
models)?Object.values(r.models):[]).map(o=>p(o)&&p(o.tokens)?o.tokens:{});return{finalText:typeof n?.response=="string"?
n.response:null,usage:et({input:S("gemini","input_tokens",i.map(o=>m(o,"prompt")),e),output:S("gemini","output_tokens",i.
flatMap(o=>[m(o,"candidates"),m(o,"thoughts")]),e)})}}function Pr(t,e){let n=E(t),r=A(n,i=>i.type==="assistant.message")?.
data?.content,s=n.filter(i=>i.type==="assistant.message"&&p(i.data));return{finalText:typeof r=="string"?r:null,usage:et(
{output:S("copilot","output_tokens",s.map(i=>m(i.data,"outputTokens")),e)})}}function Cs(t,e){let n=t[e];if(!n)throw new d("runner-env-missing",`${e} is not set: baton's actions run as steps of a G\
itHub Actions job`);return n}function Ms(t){let e=Number(t.GITHUB_RUN_ATTEMPT??"1");return Number.isInteger(e)&&e>=1?e:1}
function Ds(t,e=process.platform){if(!(t.RUNNER_OS!=="Windows"&&e!=="win32"))throw new d("runner-unsupported","baton's s\
tage action runs on Linux and macOS runners, and this job runs on Windows: it runs the agent in bash, in a process group\
 it can stop when the job is cancelled, which Windows has neither of",{details:["give the job runs-on: ubuntu-latest (or\
 a macOS runner)"]})}function Ls(t,e){return[...Nr(t),...e?[e]:[]]}function Nr(t){let e=He(t);for(let[n,r]of Object.entries(
t)){if(!r)continue;(Lt.includes(n)||jt.some(i=>n.startsWith(i)))&&/TOKEN/.test(n)&&e.push(r)}return e}export{kt as a,Ge as b,It as c,Os as d,Ps as e,$r as f,Ns as g,Ts as h,ks as i,Is as j,ws as k,Hn as l,Yn as m,Tr as n,ht as o,
yt as p,fe as q,pn as r,jr as s,Jr as t,Kr as u,W as v,jn as w,zn as x,Xr as y,Yr as z,ke as A,De as B,Cs as C,Ms as D,Ds as E,
Ls as F};

import{b as zt}from"./chunk-QKOWGC76.js";import{e as U,f as P}from"./chunk-VIJP7C43.js";import{c as Lt,h as X}from"./chunk-J2SX2PKD.js";
import{a as Ie}from"./chunk-PO5EA42V.js";import{F as Z,f as Ft,h as jt,o as Mt,t as Dt,v as Ct}from"./chunk-6MN2SSD3.js";
import{b as l,c as m}from"./chunk-ZB3GGCKF.js";import{D as Ut,b as K,h as E,i as kt,j as Tt,k as G,l as f,m as J,n as Nt,
o as x,p as v,q as I,s as xt,t as b,u as R,w as W,x as vt,y as It,z as S}from"./chunk-E6JLSL3E.js";import{e as At,
j as Et,m as Rt,n as Pt,o as Ot,p as _t}from"./chunk-DHIUKFLR.js";import{d as ve}from"./chunk-A64LSPLL.js";function rr(){return{env:process.env,write:t=>{process.stdout.write(t)},onStopSignal:t=>{let e=["SIGINT","SIGTERM"];for(let r of e)
process.on(r,t);return()=>{for(let r of e)process.off(r,t)}},exit:t=>process.exit(t)}}var O=class{#e;#t=new Map;constructor(e){this.#e=e}next(e,r){let n=this.#t.get(e);if(n===void 0){n=[];for(let o=this.#e.
indexOf(e);o>=0;o=this.#e.indexOf(e,o+1))n.push(o);this.#t.set(e,n)}let s=0,i=n.length;for(;s<i;){let o=s+i>>>1;n[o]<r?s=
o+1:i=o}return s<n.length?n[s]:-1}},Ue=/\s/;function V(t){return t!==void 0&&Ue.test(t)}function Y(t,e){for(;V(t[e]);)e++;
return e}function F(t,e){for(;t[e]===" "||t[e]==="	";)e++;return e}function q(t,e){for(let r=e+1;r<t.length;r++){let n=t[r];
if(n==="]")return r;if(n!=="[")continue;let s=r+1;for(;s<t.length&&t[s]!=="["&&t[s]!=="]";)s++;if(t[s]!=="]")return-1;r=
s}return-1}function Ht(t,e){if(t[e]!=="[")return-1;let r=Math.min(t.length,e+1001);for(let n=e+1;n<r;n++){let s=t[n];if(s===
"]")return n+1;if(s==="["||s===`
`)return-1}return-1}function Kt(t,e){let r=Math.min(t.length,e+1001);for(let n=e+1;n<r;n++){let s=t[n];if(s==="]")return n>
e+1?n:-1;if(s==="["||s===`
`||s==="\0")return-1}return-1}function Gt(t,e,r){if(t[e]!=="(")return null;let n=Y(t,e+1);for(let s of Fe(t,n)){let i=Me(
t,s,r);if(i>=0)return{url:t.slice(n,s),end:i}}return null}function Fe(t,e){let r=[];if(t[e]==="<"){let n=Jt(t,e);n>=0&&r.
push(n+1)}return r.push(je(t,e)),r}function Jt(t,e){for(let r=e+1;r<t.length;r++){let n=t[r];if(n===">")return r;if(n===
"<"||n===`
`)return-1}return-1}function Bt(t){return t!==void 0&&t!=="("&&t!==")"&&!V(t)}function je(t,e){let r=e;for(;;){for(;Bt(t[r]);)
r++;if(t[r]!=="(")return r;let n=r+1;for(;Bt(t[n]);)n++;if(t[n]!==")")return r;r=n+1}}function Me(t,e,r){let n=Y(t,e);if(n>
e){let s=Wt(t,n,r);if(s>=0){let i=Y(t,s);if(t[i]===")")return i+1}}return t[n]===")"?n+1:-1}function Wt(t,e,r){let n=t[e],
s=n==='"'||n==="'"?n:n==="("?")":void 0;if(s===void 0)return-1;let i=r.next(s,e+1);return i<0?-1:i+1}function Zt(t,e,r){
let n=e;for(;n<e+3&&t[n]===" ";)n++;if(t[n]!=="[")return null;let s=n+1,i=Math.min(t.length,s+1e3),o=s;for(;o<i&&t[o]!==
"]"&&t[o]!==`
`;)o++;if(t[o]!=="]"||o===s||o-s>999||t[o+1]!==":")return null;let a=Xt(t,o+2),u=De(t,a);for(let d of u){let c=Ce(t,d,r);
if(c>=0)return{label:t.slice(s,o),url:t.slice(a,d),end:c}}return null}function Xt(t,e){let r=F(t,e);return t[r]===`
`?F(t,r+1):r}function De(t,e){let r=[];if(t[e]==="<"){let s=Jt(t,e);s>=0&&r.push(s+1)}let n=e;for(;n<t.length&&!V(t[n]);)
n++;return n>e&&r.push(n),r}function Ce(t,e,r){let n=Wt(t,Xt(t,e),r);if(n>=0){let i=F(t,n);if(i===t.length||t[i]===`
`)return i}let s=F(t,e);return s===t.length||t[s]===`
`?s:-1}var Le=/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0D\uFEFF\uFFA0\uFFF9-\uFFFB\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;
function M(t){return t.replace(/\r\n?|[\u2028\u2029]/g,`
`).replace(Le,"")}var ze=new RegExp(ln(W),"gi"),Be=W.replace(/:$/,"").replace(/:/g," ");function D(t){return t.replace(ze,
`${Be}: `)}function _(t,e){return P(t,e.secrets??[]).text}function rt(t,e={}){let r=C(e);return te(t,r,n=>{let s=[];for(let i of Ge(
_(M(n),r)))if(i.kind==="code"){let o=s.at(-1);o!==void 0&&!He(o)&&s.push(""),s.push(ee(i))}else{let o=D(ne(i.text,{tables:!0,
serverUrl:r.serverUrl}));s.push(Je(o))}return s.join(`
`).replace(/^\n+/,"").trimEnd()},n=>st(n,r))}function He(t){return/^[ \t]*$/.test(t.slice(t.lastIndexOf(`
`)+1))}function st(t,e={}){let r=_(t,C(e)).split(`
`);return ee({kind:"code",fence:"`",length:3,info:"",indent:0,lines:r})}function it(t,e={}){let r=C(e);return te(t,r,n=>{
let s=Qt(_(M(n),r));return D(ne(s,{tables:!1,serverUrl:r.serverUrl})).trim()},n=>Ke(n,r))}function qt(t,e={}){return M(t).
split(`
`).map(n=>it(n,e)).filter(n=>n!=="").join("<br>").replace(/\|/g,"\\|")}function Ke(t,e={}){let r=C(e),n=D(Qt(_(M(t),r))).
trim(),s="`".repeat(ot(n,"`")+1),i=n.startsWith("`")||n.endsWith("`")||n===""?" ":"";return`${s}${i}${n}${i}${s}`}function Qt(t){
return t.replace(/\s+/g,e=>e.includes(`
`)?" ":e)}function ot(t,e){let r=0,n=0;for(let s=0;s<t.length;s++)n=t[s]===e?n+1:0,n>r&&(r=n);return r}function C(t){return Array.
isArray(t)?{secrets:t}:t}function te(t,e,r,n){let s=r(t);for(let i=0;i<4;i++){let o=P(s,e.secrets??[]);if(o.redactions.length===
0)return s;s=r(o.text)}return n(_(s,e))}function Ge(t){let e=t.split(`
`),r=[],n=[],s=()=>{n.length>0&&r.push({kind:"prose",text:n.join(`
`)}),n=[]};for(let i=0;i<e.length;i++){let o=e[i],a=/^( {0,3})(`{3,}|~{3,})(.*)$/.exec(o);if(!a||a[2][0]==="`"&&a[3].includes(
"`")){n.push(o);continue}s();let u=a[2],d=new RegExp(`^ {0,3}${u[0]==="`"?"`":"~"}{${u.length},}[ \\t]*$`),c=[];for(i++;i<
e.length&&!d.test(e[i]);i++)c.push(e[i]);r.push({kind:"code",fence:u[0]==="`"?"`":"~",length:u.length,info:Ze(a[3]),indent:a[1].
length,lines:c})}return s(),r}function ee(t){let e=new RegExp(`^ {0,${t.indent}}`),r=D(t.lines.map(s=>s.replace(e,"")).join(
`
`)),n=t.fence.repeat(Math.max(t.length,ot(r,t.fence)+1));return t.lines.length===0?`${n}${t.info}
${n}`:`${n}${t.info}
${r}
${n}`}function Je(t){return t.replace(/^( {0,3})(?=~{3}|`{3,}[^`\n]*$)/gm,"$1\\")}var We=new Set(["mermaid","geojson","t\
opojson","stl","math"]);function Ze(t){let e=/^\s*([A-Za-z0-9_+.#-]{1,32})/.exec(t);return e&&!We.has(e[1].toLowerCase())?
e[1]:""}var tt=class{#e=[];#t=new Map;tables;serverUrl;constructor(e,r){this.tables=e,this.serverUrl=r}add(e,r){return this.#e.
push(e),r!==void 0&&this.#t.set(this.#e.length-1,r),`\0${this.#e.length-1}\0`}plain(e){return this.#t.size===0?e:e.replace(
/\u0000(\d+)\u0000/g,(r,n)=>this.#t.get(Number(n))??r)}resolve(e,r=0){let n=[],s="",i=a=>{a!==""&&(n.push(a),s=a[a.length-
1])},o=0;for(let a of e.matchAll(/\u0000(\d+)\u0000/g)){i(e.slice(o,a.index)),o=a.index+a[0].length;let u=this.#e[Number(
a[1])]??"",d=r<16?this.resolve(u,r+1):u.replace(/\u0000/g,"");(/^[`\\]/.test(d)&&(s==="`"||s==="\\")||d.startsWith("[")&&
s==="!")&&i(" "),i(d)}return i(e.slice(o)),n.join("")}},Xe=/[!-/:-@[-`{-~]/;function ne(t,e){let r=new tt(e.tables,e.serverUrl),
n=Ye(t,r);return n=Ve(n),n=qe(n,r),n=re(n,r),r.resolve(j(n,r))}function j(t,e){let r=an(t);return r=un(r,e),dn(r,e)}function Ye(t,e){
let r=new et(t),n="",s=0;for(;s<t.length;){let i=t[s];if(i==="\\"&&s+1<t.length&&Xe.test(t[s+1])){let u=t[s+1];u==="`"?n+=
e.add("\\`"):u==="\\"?n+=e.add("\\\\"):"@#<>&[]!".includes(u)?n+=u:n+=`\\${u}`,s+=2;continue}if(i!=="`"){n+=i,s++;continue}
let o=1;for(;t[s+o]==="`";)o++;let a=r.find(s+o,o);a===-1||e.tables&&t.slice(s,a).includes("|")?(n+=e.add("\\`".repeat(o)),
s+=o):(n+=e.add(t.slice(s,a+o)),s=a+o)}return n}var et=class{#e;#t=-1;#r=new Map;constructor(e){this.#e=e}find(e,r){e>this.#t&&
this.#n(e);let n=this.#r.get(r);if(n===void 0)return-1;for(;n.next<n.starts.length&&n.starts[n.next]<e;)n.next++;return n.
next<n.starts.length?n.starts[n.next]:-1}#n(e){let r=this.#e,n=r.indexOf(`
`,e);this.#t=n<0?r.length:n,this.#r=new Map;for(let s=e;s<this.#t;s++){if(r[s]!=="`")continue;let i=s;for(;r[i]==="`";)i++;
let o=this.#r.get(i-s);o?o.starts.push(s):this.#r.set(i-s,{starts:[s],next:0}),s=i}}};function Ve(t){let e="",r=0,n=!1,s=t.
indexOf("<!--");for(;s>=0;){let i=n?-1:t.indexOf("-->",s+4);n=i<0;let o=i>=0?i+3:t.startsWith("<!-->",s)?s+5:t.startsWith(
"<!--->",s)?s+6:-1;if(o<0){s=t.indexOf("<!--",s+1);continue}e+=t.slice(r,s),r=o,s=t.indexOf("<!--",r)}return e+t.slice(r)}
function qe(t,e){return t.replace(/<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>\u0000]*)>/g,(r,n)=>{let s=tn(n);return s&&!at(s)?
e.add(`<${s}>`):k(n,e)}).replace(/<([A-Za-z0-9.!#$%&'*+/=?^_{|}~-]+@[A-Za-z0-9.-]+)>/g,"$1")}function Q(t,e){let r="",n=0,
s=t.indexOf("[");for(;s>=0;){let i=s>n&&t[s-1]==="!",o=e(t,s,i);if(o===null){s=t.indexOf("[",s+1);continue}r+=t.slice(n,
i?s-1:s)+o.replacement,n=o.end,s=t.indexOf("[",n)}return r+t.slice(n)}function re(t,e){let r=new Map,n=Qe(t,r),s=(o,a,u)=>{
let d=u===void 0?null:se(u.replace(/^<|>$/g,"")),c=d?ie(d):null,p=re(a,e);if(c&&at(c)){let g=k(c,e);return p.trim()===""?
g:`${p} (${g})`}if(o){let g=p.trim()===""?"image":p;if(!d)return g;if(nn(d,e.serverUrl))return e.add(`![${j(g,e)}](${c})`);
let y=e.plain(p.trim()===""?"image":`image: ${p}`);return e.add(`[${j(y,e)}](${c})`,y)}return c?e.add(`[${j(e.plain(p),e)}\
](${c})`):p},i=new O(n);return n=Q(n,(o,a,u)=>{let d=q(o,a),c=d<0?null:Gt(o,d+1,i);return c===null?null:{end:c.end,replacement:s(
u,o.slice(a+1,d),c.url)}}),n=Q(n,(o,a,u)=>{let d=q(o,a),c=d<0?-1:Ht(o,d+1);if(c<0)return null;let p=o.slice(a+1,d),g=o.slice(
d+2,c-1),y=r.get(nt(g===""?p:g));return{end:c,replacement:y===void 0?o.slice(u?a-1:a,c):s(u,p,y)}}),n=Q(n,(o,a,u)=>{let d=Kt(
o,a);if(d<0||"([:".includes(o[d+1]??" "))return null;let c=o.slice(a+1,d),p=r.get(nt(c));return p===void 0?null:{end:d+1,
replacement:s(u,c,p)}}),n}function Qe(t,e){let r=new O(t),n="",s=0;for(let i=0;i>=0&&i<=t.length;){let o=Zt(t,i,r),a=t.indexOf(
`
`,o?o.end:i);if(o){let u=nt(o.label);e.has(u)||e.set(u,o.url.replace(/^<|>$/g,"")),n+=t.slice(s,i),s=o.end}i=a<0?-1:a+1}
return n+t.slice(s)}function nt(t){return t.trim().replace(/\s+/g," ").toLowerCase()}function tn(t){let e=se(t);return e&&
ie(e)}function se(t){if(!/^https:\/\//i.test(t))return null;let e;try{e=new URL(t)}catch{return null}return e.protocol!==
"https:"||e.hostname===""||e.username!==""||e.password!==""?null:e}function ie(t){return t.href.replace(/[^A-Za-z0-9\-._~:/?#@!$&'*+,;=%]/g,
e=>`%${e.charCodeAt(0).toString(16).toUpperCase().padStart(2,"0")}`)}var Yt=".githubusercontent.com",en="camo.githubuser\
content.com";function nn(t,e){let r=rn(e);if(r!==null&&t.host===r)return!0;if(t.port!=="")return!1;let n=t.hostname;return n===
"github.com"?!0:n.endsWith(Yt)&&n!==en&&!n.slice(0,-Yt.length).split(".").includes("")}function rn(t){if(!t)return null;
try{let e=new URL(t).host;return e===""?null:e}catch{return null}}var sn=new Set(["issues","pull","pulls","discussions"]);
function at(t){let e=t.indexOf("://"),n=(e<0?t:t.slice(e+3)).split(/[?#]/,1)[0].split("/");for(let s=1;s+1<n.length;s++)
if(sn.has(on(n[s]).toLowerCase())&&/^\d/.test(n[s+1]))return!0;return!1}function on(t){try{return decodeURIComponent(t)}catch{
return t}}function an(t){return t.replace(/&/g,"&amp;").replace(/</g,"&lt;").replace(/\[/g,"\\[").replace(/\]/g,"\\]")}var cn=`\
?!.,:*_~'"`;function un(t,e){return t.replace(/(?:(?:https?|ftp):\/\/|www\.)[^\s\u0000\\`<]+/gi,(r,n)=>{let s=t[n-1]??"",
i=t[n+r.length]??"",o=!/[A-Za-z0-9]/.test(s)&&(i===""||/\s/.test(i)),a=r.length;for(;a>0&&cn.includes(r[a-1]);)a--;let u=r.
slice(0,a);return o&&/^https:/i.test(r)&&!r.includes("@")&&!at(u)?e.add(r):k(u,e)+r.slice(a)})}var Vt=/(?<owner>(?<![A-Za-z0-9_./-])[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+#\d[A-Za-z0-9]*)|(?<number>#\d[A-Za-z0-9]*)|(?<other>@[A-Za-z0-9][A-Za-z0-9_-]*(?:\/[A-Za-z0-9][A-Za-z0-9_.-]*)?|GH-\d[A-Za-z0-9]*)/gi;
function dn(t,e){let r=new RegExp(Vt.source,Vt.flags),n="",s=0;for(let i=r.exec(t);i!==null;i=r.exec(t)){let o=i.index;if(!(i.
groups.other===void 0||o===s||!/[A-Za-z0-9]/.test(t[o-1]??""))){r.lastIndex=o+1;continue}n+=t.slice(s,o)+k(i[0],e),s=o+i[0].
length}return n+t.slice(s)}function k(t,e){if(e.tables&&t.includes("|"))return t.split("|").map(s=>s===""?"":k(s,e)).join(
e.add("\\|"));let r="`".repeat(ot(t,"`")+1),n=t.startsWith("`")||t.endsWith("`")?" ":"";return e.add(`${r}${n}${t}${n}${r}`)}
function ln(t){return t.replace(/[.*+?^${}()|[\]\\]/g,"\\$&")}var fn={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\u274C"};function gr(t){let{record:e,handoff:r}=t,
n=a=>qt(a,t)||" ",s=[["status",`${e.status} (${e.outcome.reason})`],["attempt",String(e.attempt)],["exit code",e.agent.exit_code===
null?"none":String(e.agent.exit_code)],["duration",`${(e.agent.duration_ms/1e3).toFixed(1)} s`],["handoff",e.present&&e.
digests.handoff?`present, sha256 ${e.digests.handoff.slice(0,12)}`:"none"]];r?.next&&s.push(["next",r.next.stage]),t.notStored!==
void 0?s.push(["artifact","not stored"]):t.artifactName&&s.push(["artifact",t.artifactName]);let i=[];i.push([`### ${fn[e.
status]} baton stage \`${e.stage}\``,"","| | |","|---|---|",...s.map(([a,u])=>`| ${a} | ${n(u)} |`)].join(`
`)),t.notStored!==void 0&&i.push(`${it(pn(t.notStored),t)}. No later stage can read this record or its handoff; it is sh\
own here only.`),e.outcome.message&&i.push(rt(e.outcome.message,t)),r&&i.push(["#### Summary","",rt(r.summary,t)].join(`\

`));let o=Object.entries(r?.data??{});return o.length>0&&i.push(["#### Data","","| key | value |","|---|---|",...o.map(([
a,u])=>`| ${n(a)} | ${n(u)} |`)].join(`
`)),e.problems.length>0&&i.push(["#### Problems","","| severity | code | where | message |","|---|---|---|---|",...e.problems.
map(a=>`| ${a.severity} | ${n(a.code)} | ${n(a.path)} | ${n(a.message)} |`)].join(`
`)),gn(i,t.notStored===void 0?t.artifactName:void 0)}function pn(t){return t.charAt(0).toUpperCase()+t.slice(1)}function gn(t,e){
let r=`_Cut to fit the step summary; the full record is in ${e?`artifact ${e}`:"the stage record"}._`,n=b.stepSummaryBytes-
K(r)-4,s=[],i=0;for(let o of t){let a=K(o)+2;if(i+a>n){s.push(r);break}s.push(o),i+=a}return`${s.join(`

`)}
`}function oe(t,e){return P(t,e).redactions.length===0?t:`${st(t.trimEnd(),e)}
`}var hn=new Set(Object.values(It));function br(t){for(let e of Object.keys(t))if(!hn.has(e))throw new m(`refusing to set \
output ${JSON.stringify(e)}: not one of baton's outputs`);for(let[e,r]of Object.entries(t))Et(e,r)}async function $r(t,e){
process.env.GITHUB_STEP_SUMMARY&&await At.addRaw(oe(t,e),!0).write()}var wn={agentGrace:2500,deadline:8500};function yn(t){return`the runner sent ${t} (the job was cancelled, or the step ra\
n past its timeout-minutes)`}function bn(t){let e=new AbortController,r,n,s=()=>{},i=new Promise(a=>{s=a}),o=t.onStopSignal(
a=>{r===void 0&&(r=a,e.abort(yn(a)),n=setTimeout(()=>s(a),wn.deadline))});return{signal:e.signal,get received(){return r},
expired:i,dispose(){o(),clearTimeout(n)}}}function Ar(t,e,r=()=>!1){let{signal:n}=e;return new Promise((s,i)=>{let o=()=>{
r()||i(new Error(String(n.reason)))};n.aborted?o():n.addEventListener("abort",o,{once:!0}),t.then(s,i).finally(()=>n.removeEventListener(
"abort",o))})}async function Er(t,e,r){let n=bn(t);try{let s=await Promise.race([e(n).then(()=>({kind:"done"}),i=>({kind:"\
failed",error:i})),n.expired.then(i=>({kind:"expired",signal:i}))]);s.kind==="failed"&&await r.failed(s.error),s.kind===
"expired"&&(await r.outOfTime(s.signal),t.exit(1))}finally{n.dispose()}}var $e=ve(Ie(),1);import{lstat as On,mkdir as mt,mkdtemp as me,readdir as _n,readFile as kn,rm as he,writeFile as Tn}from"node:fs/promises";
import{dirname as Nn,join as T}from"node:path";var ct=new RegExp(`${v}([1-9][0-9]*)$`),ut=new RegExp(`${I}([1-9][0-9]*)$`);function dt(t,e,r=1){if(!R.test(t))throw new l(
"stage-id-invalid",`"${t}" is not a valid stage id: it must start with a letter or _ and have at most 99 more letters, d\
igits, _ or -`,{where:"stage"});for(let[i,o,a]of[[ct,"an attempt suffix",v],[ut,"a run attempt suffix",I]])if(i.test(t))
throw new l("stage-id-invalid",`stage id "${t}" ends like ${o} (${a}<n>), which would make its artifact name ambiguous; \
rename the stage`,{where:"stage"});for(let[i,o]of[["attempt",e],["run attempt",r]])if(!Number.isInteger(o)||o<1)throw new l(
"attempt-invalid",`${i} must be a whole number of at least 1, got ${o}`,{where:`stage ${t}`});let n=r===1?"":`${I}${r}`,
s=e===1?"":`${v}${e}`;return`${x}${t}${n}${s}`}function ae(t){if(!t.startsWith(x))return null;let e=t.slice(x.length),r=ct.exec(e),n=r?e.slice(0,r.index):e,s=ut.exec(n),
i=s?n.slice(0,s.index):n,o=r?Number(r[1]):1,a=s?Number(s[1]):1;return r&&o===1||s&&a===1||!R.test(i)||ct.test(i)||ut.test(
i)?null:{stage:i,attempt:o,runAttempt:a}}function $n(t){return`${JSON.stringify(t,null,2)}
`}function Sn(t){return`${JSON.stringify(t,null,2)}
`}var L=new TextEncoder;function de(t,e){let r=t.record?.lineage,n=Array.isArray(r)&&r.every(An),s=X.safeParse(n?{...t.record,
lineage:[]}:t.record);if(!s.success){let c=t.record?.stage;throw new m(`refusing to store an invalid record for stage ${String(
c)}: ${ce(s.error.issues)}`)}let i=n?{...s.data,lineage:t.record.lineage}:s.data;if(typeof t.prompt!="string")throw new m(
`refusing to store stage ${i.stage}: the prompt is not text`);if(t.log!==void 0&&typeof t.log!="string")throw new m(`ref\
using to store stage ${i.stage}: the agent log is not text`);if(t.handoff!==null){let c=Z.safeParse(t.handoff);if(!c.success)
throw new m(`refusing to store an invalid handoff for stage ${i.stage}: ${ce(c.error.issues)}`)}let o=new Map;o.set(f.record,
L.encode($n(t.record))),o.set(f.prompt,L.encode(t.prompt)),o.set(f.handoff,L.encode(Sn(t.handoff))),t.log!==void 0&&o.set(
f.log,L.encode(t.log));let a=`stage ${i.stage} attempt ${i.attempt}`;for(let[c,p]of Rn(t.files,a))o.set(c,p);let u=e(o.get(
f.prompt));if(i.digests.prompt!==u)throw new m(`refusing to store ${a}: record.digests.prompt is ${i.digests.prompt}, bu\
t the prompt's sha256 is ${u}`);let d=t.handoff===null?null:e(o.get(f.handoff));if(i.digests.handoff!==d)throw new m(`re\
fusing to store ${a}: record.digests.handoff is ${i.digests.handoff}, but it must be ${d===null?"null (no handoff)":`${d}\
, the sha256 of ${f.handoff} (encodeHandoffJson)`}`);return{record:i,files:o}}function An(t){if(t===null||typeof t!="obj\
ect"||Array.isArray(t)||Object.getPrototypeOf(t)!==Object.prototype)return!1;let e=Object.keys(t),{stage:r,attempt:n,record_sha256:s}=t,
i=Object.hasOwn(t,"run_attempt"),o=t.run_attempt;return e.length===(i?4:3)&&(!i||typeof o=="number"&&Number.isSafeInteger(
o)&&o>=2)&&typeof r=="string"&&R.test(r)&&typeof n=="number"&&Number.isSafeInteger(n)&&n>=1&&typeof s=="string"&&Lt.test(
s)}function ce(t){return t.map(e=>`${U(lt(e.path))}: ${e.message}`).join("; ")}function le(t,e){let r=X.safeParse(ue(t.record,
f.record,e));if(!r.success)throw new l("record-invalid",`${f.record} is not a baton record`,{where:e,details:r.error.issues.
map(i=>`${U(lt(i.path))}: ${i.message}`)});if(t.handoff===null)return{record:r.data,handoff:null};let n=ue(t.handoff,f.handoff,
e);if(n===null)return{record:r.data,handoff:null};let s=Z.safeParse(n);if(!s.success)throw new l("record-invalid",`${f.handoff}\
 is not a valid handoff`,{where:e,details:s.error.issues.map(i=>`${U(lt(i.path))}: ${i.message}`)});return{record:r.data,
handoff:s.data}}function ue(t,e,r){try{return JSON.parse(t)}catch(n){throw new l("record-invalid",`${e} is not valid JSO\
N: ${n.message}`,{where:r})}}function lt(t){return t.filter(e=>typeof e!="symbol")}function En(t){if(t.includes("\0")||t.
includes("\\"))return{refused:"must use / separators and no NUL"};if(t.startsWith("/"))return{refused:"must be relative \
to the working directory"};let e=t.split("/").filter(n=>n!==""&&n!==".");if(e.includes(".."))return{refused:"must stay i\
nside the working directory (no .. segment)"};if(e.length===0)return{refused:"names no file"};let r=Nt.filter(n=>t.includes(
n));return r.length>0?{refused:`holds ${r.map(n=>JSON.stringify(n)).join(", ")}, which a file in a GitHub artifact canno\
t have`}:{path:e.join("/")}}function Rn(t,e){let r=new Map,n=(i,o)=>new m(`refusing to store ${e}: artifact ${JSON.stringify(
i)} ${o}`),s=0;for(let i of t??[]){let o=En(i.path);if("refused"in o)throw n(i.path,o.refused);if(o.path!==i.path)throw n(
i.path,`is not normalised (${o.path})`);if(!(i.bytes instanceof Uint8Array))throw n(i.path,"has no bytes");let a=`${J}/${i.
path}`;if(r.has(a))throw n(i.path,"is listed twice");r.set(a,i.bytes),s+=i.bytes.length}for(let i of r.keys()){let o=i.split(
"/");for(let a=2;a<o.length;a++){let u=o.slice(0,a).join("/");if(r.has(u))throw n(u.slice(J.length+1),`is a file, and al\
so a directory of ${i}`)}}if(s>b.artifactBytes)throw new m(`refusing to store ${e}: its artifacts total ${s} bytes, more\
 than ${b.artifactBytes}`);return r}function fe(t,e){return t.runAttempt-e.runAttempt||t.attempt-e.attempt}function ft(t,e){return(t.stage<e.stage?-1:t.stage>
e.stage?1:0)||fe(t,e)}function pe(t){let e;for(let r of t)(e===void 0||fe(r,e)>0)&&(e=r);return e}function pt(t){return{
stage:t.stage,attempt:t.attempt,runAttempt:t.run.attempt}}function Pn(t){let e=t.runAttempt===1?"":` of run attempt ${t.
runAttempt}`;return`attempt ${t.attempt}${e}`}function z(t){return`stage ${t.stage} ${Pn(t)}`}function ge(){let t,e=()=>(t??=import("./artifact-E6OKRIEB.js").then(({DefaultArtifactClient:r})=>new r),t);return{async uploadArtifact(r,n,s,i){
await gt();let{uploadArtifact:o}=await import("./upload-artifact-6O2A4UEA.js");return o(r,n,s,i)},async listArtifacts(r){if(r?.
findBy)return(await e()).listArtifacts(r);await gt();let{listArtifactsInternal:n}=await import("./list-artifacts-3ST7V7L2.js");
return n(r?.latest)},async downloadArtifact(r,n){if(n?.findBy)return(await e()).downloadArtifact(r,n);await gt();let{downloadArtifactInternal:s}=await import("./download-artifact-YCQQV7Z4.js");
return s(r,n)}}}async function gt(){let[{isGhes:t},{GHESNotSupportedError:e}]=await Promise.all([import("./config-V7JJEKUC.js"),
import("./errors-S4OWPP6Z.js")]);if(t())throw new e}var Se=64*1024*1024,xn=32*1024*1024,vn={attempts:3,baseDelayMs:1e3},we=class{#e=ge();#t;#r;#n;#s=new Map;constructor(e){
if(this.#t=e,this.#r={...vn,...e.retry},e.retentionDays!==void 0&&!(Number.isInteger(e.retentionDays)&&e.retentionDays>=
1))throw new l("input-invalid",`retention days must be a whole number of at least 1, got ${e.retentionDays}`,{where:"ret\
ention-days"})}async put(e){if(this.#t.findBy)throw new l("store-read-only",`records of run ${this.#t.findBy.workflowRunId}\
 are read-only here`);let{record:r,files:n}=de(e,wt);n.delete(f.log);let s=pt(r),i=dt(s.stage,s.attempt,s.runAttempt);if(this.#s.
has(i)||this.#n&&(await this.#n).has(i))throw be(i,s);let o=wt(n.get(f.record));await mt(this.#t.tempDir,{recursive:!0});
let a=await me(T(this.#t.tempDir,"baton-upload-"));try{let u=[];for(let[p,g]of n){let y=T(a,p);p.includes("/")&&await mt(
Nn(y),{recursive:!0}),await Tn(y,g,{flag:"wx"}),u.push(y)}let d=await this.#o(`upload ${i}`,async p=>{try{return await this.#e.
uploadArtifact(i,u,a,{...this.#t.retentionDays===void 0?{}:{retentionDays:this.#t.retentionDays}})}catch(g){throw/already exists|\(409\)/i.
test(A(g))?be(i,s,p>1):g}}).catch(p=>{throw ht(p,`could not store the record of attempt ${s.attempt} as artifact ${i}`,{
where:`stage ${s.stage}`})});if(d.id===void 0)throw new m(`upload of ${i} returned no artifact id`);let c=ye(n,o,`artifa\
ct ${i}`);return this.#s.set(i,Promise.resolve(c)),this.#n&&(await this.#n).set(i,{...s,artifact:{name:i,id:d.id,size:d.
size??0,...d.digest?{digest:`sha256:${d.digest}`}:{}}}),{...s,recordSha256:o,id:String(d.id)}}finally{await he(a,{recursive:!0,
force:!0})}}async get(e){let r=pe([...(await this.#i()).values()].filter(n=>n.stage===e));return r&&this.getAttempt(e,r.
attempt,r.runAttempt)}async getAttempt(e,r,n=1){let s=dt(e,r,n),i=this.#s.get(s);return i||(i=this.#u(s),this.#s.set(s,i),
i.then(o=>o===void 0&&this.#s.delete(s),()=>this.#s.delete(s))),i}async list(){return[...(await this.#i()).values()].map(
({stage:e,attempt:r,runAttempt:n})=>({stage:e,attempt:r,runAttempt:n})).sort(ft)}#i(){if(!this.#n){let e=this.#o("list a\
rtifacts",async()=>{let{artifacts:r}=await this.#e.listArtifacts(this.#c()).catch(s=>{throw this.#t.findBy&&Fn(s,this.#t.
findBy)||s}),n=new Map;for(let s of r){let i=ae(s.name);if(!i)continue;let o=n.get(s.name);(!o||o.artifact.id<s.id)&&n.set(
s.name,{...i,artifact:s})}return n}).catch(r=>{throw ht(r,`could not list the artifacts of ${this.#a()} to read its reco\
rds`)});this.#n=e,e.catch(()=>{this.#n===e&&(this.#n=void 0)})}return this.#n}async#u(e){let r=(await this.#i()).get(e);
if(!r)return;let{artifact:n}=r;if(n.size>Se)throw new l("record-invalid",`artifact ${e} is ${n.size} bytes, more than a \
baton record can be`);if(!n.digest)throw new l("record-digest-missing",`artifact ${e} has no digest to check the downloa\
d against`,{details:["it was not uploaded by a current artifact client; re-run the job that produced it"]});await mt(this.#t.
tempDir,{recursive:!0});let s=await me(T(this.#t.tempDir,"baton-download-"));try{let i;try{i=await this.#o(`download ${e}`,
()=>this.#e.downloadArtifact(n.id,{path:s,expectedHash:n.digest,skipDecompress:!0,...this.#c()}))}catch(c){if(jn(c)){this.#t.
reporter?.warning(`artifact ${e} is listed but could not be found: ${A(c)}`);return}throw ht(c,`could not download artif\
act ${e} of ${this.#a()}`)}if(i.digestMismatch)throw new l("record-digest-mismatch",`artifact ${e}: the download does no\
t match the digest recorded at upload (${n.digest})`,{details:["the artifact was changed after it was uploaded, or the d\
ownload was corrupted; nothing from it was used"]});let o=await In(s,e),a=o.get(f.record);if(!a)throw new l("record-inva\
lid",`artifact ${e} has no ${f.record}`);if(!o.has(f.prompt))throw new l("record-invalid",`artifact ${e} has no ${f.prompt}`);
let u=ye(o,wt(a),`artifact ${e}`),d=pt(u.record);if(ft(d,r)!==0)throw new l("record-invalid",`artifact ${e} holds the re\
cord of ${z(d)}, not ${z(r)}`);return u}finally{await he(s,{recursive:!0,force:!0})}}#a(){let e=this.#t.findBy;return e?
`run ${e.workflowRunId} of ${e.repositoryOwner}/${e.repositoryName}`:"this run"}#c(){return this.#t.findBy?{findBy:this.#t.
findBy}:{}}async#o(e,r){for(let n=1;;n++)try{return await r(n)}catch(s){if(n>=this.#r.attempts||!Un(s))throw s;let i=this.#r.
baseDelayMs*2**(n-1);this.#t.reporter?.warning(`${e} failed (${Ae(A(s))}); trying again in ${i} ms (${n+1} of ${this.#r.
attempts})`),await new Promise(o=>setTimeout(o,i))}}};function ye(t,e,r){let n=o=>{let a=t.get(o);return a===void 0?null:
Buffer.from(a).toString("utf8")},{record:s,handoff:i}=le({record:n(f.record)??"",handoff:n(f.handoff)},r);return{record:s,
prompt:n(f.prompt)??"",handoff:i,recordSha256:e}}async function In(t,e){let r=c=>new l("record-invalid",`artifact ${e}: ${c}`),
[n,...s]=await _n(t);if(n===void 0||s.length>0)throw r("the download is not one zip file");let i=await On(T(t,n));if(!i.
isFile())throw r("the download is not a regular file");if(i.size>Se)throw r("the download is too large");let o=new Set([
f.record,f.prompt,f.handoff]),a=new Set,{unzipSync:u}=await import("./esm-OSXH2CCV.js"),d;try{d=u(await kn(T(t,n)),
{filter:c=>{if(!o.has(c.name))return!1;if(a.has(c.name))throw r(`${c.name} is in it twice`);if(a.add(c.name),Math.max(c.
size,c.originalSize)>xn)throw r(`${c.name} is too large`);return!0}})}catch(c){throw c instanceof l?c:r(`the download is\
 not a zip archive baton can read (${A(c)})`)}return new Map(Object.entries(d))}function be(t,e,r=!1){return new l("reco\
rd-exists",`${z(e)} already has a record (artifact ${t}); records are immutable`,{where:`stage ${e.stage}`,details:r?["a\
n earlier try of this upload may have completed before its connection dropped"]:["give each stage in the run its own sta\
ge id, or record a new attempt"]})}function ht(t,e,r={}){return zt("artifact-service-failed",e,t,r)}function wt(t){return(0,$e.createHash)(
"sha256").update(t).digest("hex")}function A(t){return t instanceof Error?t.message:String(t)}function Ae(t){return t.split(
`
`,1)[0]??""}function Un(t){if(t instanceof l)return!1;let e=t?.code;return t instanceof Error&&t.name==="NetworkError"||
typeof e=="string"&&/^(ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|EAI_AGAIN)$/.test(e)?!0:/ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|socket hang up/.
test(A(t))}function Fn(t,e){let r=t?.status;if(r!==401&&r!==403&&r!==404)return;let n=`run ${e.workflowRunId} of ${e.repositoryOwner}\
/${e.repositoryName}`,s=r===404?"no such run, or the token cannot see it":r===401?"the token was rejected":"the token ma\
y not list its artifacts";return new l("run-unreadable",`cannot read the records of ${n} (${r}: ${Ae(A(t))}): ${s}. Read\
ing another run\u2019s records needs a token with \`actions: read\`: give the job \`permissions: actions: read\` or pass a github\
-token that has it`,{where:"github-token",details:r===404?[`check that ${e.workflowRunId} is a run id of ${e.repositoryOwner}\
/${e.repositoryName}`]:[]})}function jn(t){return t instanceof Error&&(t.name==="ArtifactNotFoundError"||/\(404\)|not found/i.
test(t.message))}var Mn="\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u061c\\u200b-\\u200f\\u2028-\\u202e\\u2066-\\u2069\\ufeff",Jr=new RegExp(
`[${Mn}\\u000a]`,"g");function Dn(t){return`\\u${t.charCodeAt(0).toString(16).padStart(4,"0")}`}var Cn=/^([\s\u0085]*):(?=:)/gm,Ln=/#(?=#\[)/g;function Ee(t,e=Dn){return t.replace(Cn,(r,n)=>`${n}${e(":")}`).replace(Ln,
e)}var Re=class{info(e){Ot(zn(e))}warning(e,r){Pt(Oe(e,r),Pe(r))}error(e,r){Rt(Oe(e,r),Pe(r))}group(e,r){return _t(e.replace(
/[\r\n]+/g," "),r)}};function zn(t){return Ee(t,e=>`${e}\u200B`)}function Pe(t){let e=t?/^(.+?):(\d+)(?::(\d+))?$/.exec(
t):null;return!e||/\s/.test(e[1])?{}:{file:e[1],startLine:Number(e[2]),...e[3]?{startColumn:Number(e[3])}:{}}}function Oe(t,e){
return e?`${e}: ${t}`:t}var ke=["claude","codex","gemini","copilot"],Bn=Dt(ke),Hn={claude:{cli:"claude",npmPackage:"@anthropic-ai/claude-code",keyEnv:[
"ANTHROPIC_API_KEY","CLAUDE_CODE_OAUTH_TOKEN"],docs:"https://docs.anthropic.com/en/docs/claude-code/sdk/sdk-headless"},codex:{
cli:"codex",npmPackage:"@openai/codex",keyEnv:["CODEX_API_KEY","OPENAI_API_KEY"],docs:"https://developers.openai.com/cod\
ex/noninteractive"},gemini:{cli:"gemini",npmPackage:"@google/gemini-cli",keyEnv:["GEMINI_API_KEY","GOOGLE_API_KEY"],docs:"\
https://geminicli.com/docs/cli/headless/"},copilot:{cli:"copilot",npmPackage:"@github/copilot",keyEnv:["COPILOT_GITHUB_T\
OKEN"],docs:"https://docs.github.com/en/copilot/reference/copilot-cli-reference/cli-programmatic-reference"}},Kn=[...new Set(
Object.values(Hn).flatMap(t=>t.keyEnv))];function Te(t){return Kn.map(e=>t[e]).filter(e=>!!e)}var Gn=jt().check(Ft(/^[A-Za-z0-9][A-Za-z0-9._:/@-]{0,127}$/,
{message:"must be a model name: letters, digits and . _ : / @ -, at most 128 characters"})),Jn=Mt({model:Ct(Gn)}),_e=128*
1024-1,B=`"\${${E.handoffPath}%/*}"`,N=`"$${E.promptPath}"`,yt=t=>`\${${S.model}:+${t} "$${S.model}"}`,Wn={claude:["exec\
 claude -p \\","  --output-format stream-json --verbose \\","  --permission-mode bypassPermissions \\",`  --add-dir ${B}\
 \\`,`  ${yt("--model")} \\`,`  < ${N}`].join(`
`),codex:["exec codex exec \\","  --json \\","  --sandbox workspace-write \\","  --skip-git-repo-check \\",`  --add-dir ${B}\
 \\`,`  ${yt("--model")} \\`,`  - < ${N}`].join(`
`),gemini:["exec gemini \\","  --output-format json \\","  --approval-mode yolo \\",`  --include-directories ${B} \\`,` \
 ${yt("--model")} \\`,"  -p 'Carry out the task above.' \\",`  < ${N}`].join(`
`),copilot:[`prompt_bytes=$(wc -c < ${N})`,`if [ "$prompt_bytes" -gt ${_e} ]; then`,`  echo "baton: the prompt is $promp\
t_bytes bytes; copilot takes it as one argument, at most ${_e} bytes. Shorten it (max-prompt-tokens) or use another agen\
t." >&2`,"  exit 2","fi","exec copilot \\",`  -p "$(cat ${N})" \\`,"  --output-format=json \\","  --allow-all-tools \\",
"  --no-ask-user \\",`  --add-dir=${B} \\`,`  \${${S.model}:+--model="$${S.model}"}`].join(`
`)};function Ne(t,e=`input ${vt.agent}`){let r=Bn.safeParse(t);if(r.success)return r.data;throw new l("agent-preset-unkn\
own",`"${t}" is not an agent preset; use one of ${ke.join(", ")}, or give the command in \`run\``,{where:e})}function Qr(t,e={}){
let r=Ne(t),n=Jn.safeParse(e);if(!n.success){let i=n.error.issues[0];throw new l("agent-preset-options",`agent ${r}: ${i?.
path.join(".")||"options"} ${i?.message}`,{where:`agent ${r}`})}let s={};return n.data.model!==void 0&&(s[S.model]=n.data.
model),{script:Wn[r],env:s}}function ts(t,e){let r=Ne(t),n=[];switch(r){case"claude":return{...Xn(e,n),problems:n};case"\
codex":return{...Yn(e,n),problems:n};case"gemini":return{...tr(e,n),problems:n};case"copilot":return{...er(e,n),problems:n}}}function es(t={}){return["## Handing off","",`When you are done, write your handoff as one JSON object to ${t.handoffPath?
`\`${t.handoffPath}\` (also in the environment variable \`${E.handoffPath}\`)`:`the path in the environment variable \`${E.
handoffPath}\``}:`,"","```json",`{"version": ${xt}, "status": "success", "summary": "what you did or found, in a few sen\
tences", "detail": "the deeper findings", "data": {"key": "value"}}`,"```","",`- \`summary\` is required (at most ${b.summaryBytes}\
 bytes); \`status\` is one of success, partial, blocked, failure.`,'- `data` maps names to strings; `detail` holds the l\
ong form; add `"next": {"stage": "<stage id>", "reason": "\u2026"}` to hand off to a specific stage.',`- If you cannot w\
rite files, print the same JSON as the last thing you say, between a line \`${G.start}\` and a line \`${G.end}\`.`].join(
`
`)}function w(t){return typeof t=="object"&&t!==null&&!Array.isArray(t)}function $t(t){let e=[];for(let r of t.split(`
`)){let n=r.trim();if(n.startsWith("{"))try{let s=JSON.parse(n);w(s)&&e.push(s)}catch{}}return e}function St(t,e){for(let r=t.
length-1;r>=0;r--){let n=t[r];if(e(n))return n}}var h=(t,e)=>({key:e,value:t[e]});function xe(t){return typeof t=="numbe\
r"||typeof t=="boolean"?String(t):typeof t=="string"?"a string":Array.isArray(t)?"a list":"an object"}function bt(t,e){return{
code:Ut.usageRefused,severity:"warning",path:`agent.usage.${t}`,message:`${e}; ${t} is not recorded`}}function $(t,e,r,n){
let s;for(let{key:i,value:o}of r)if(o!=null){if(typeof o!="number"||!Number.isSafeInteger(o)||o<0){n.push(bt(e,`${t} rep\
orted ${xe(o)} as ${i}, which is not a whole number from 0 to ${Number.MAX_SAFE_INTEGER}`));return}if(s=(s??0)+o,!Number.
isSafeInteger(s)){n.push(bt(e,`the ${e} ${t} reported add up to more than ${Number.MAX_SAFE_INTEGER}`));return}}return s}
function Zn(t,{key:e,value:r},n){if(r!=null){if(typeof r=="number"&&Number.isFinite(r)&&r>=0&&r<=b.usageCostUsd)return r;
n.push(bt("cost_usd",`${t} reported ${xe(r)} as ${e}, which is not an amount from 0 to ${b.usageCostUsd} USD`))}}function H(t){
let e={};return t.input!==void 0&&(e.input_tokens=t.input),t.output!==void 0&&(e.output_tokens=t.output),t.cost!==void 0&&
(e.cost_usd=t.cost),Object.keys(e).length===0?null:e}function Xn(t,e){let r=St($t(t),s=>s.type==="result");if(!r)return{
finalText:null,usage:null};let n=w(r.usage)?r.usage:{};return{finalText:typeof r.result=="string"?r.result:null,usage:H(
{input:$("claude","input_tokens",[h(n,"input_tokens"),h(n,"cache_creation_input_tokens"),h(n,"cache_read_input_tokens")],
e),output:$("claude","output_tokens",[h(n,"output_tokens")],e),cost:Zn("claude",h(r,"total_cost_usd"),e)})}}function Yn(t,e){
let r=$t(t),s=St(r,a=>a.type==="item.completed"&&Vn(a.item))?.item?.text,i=r.filter(a=>a.type==="turn.completed"&&w(a.usage)),
o=a=>i.map(u=>h(u.usage,a));return{finalText:typeof s=="string"?s:null,usage:H({input:$("codex","input_tokens",o("input_\
tokens"),e),output:$("codex","output_tokens",o("output_tokens"),e)})}}function Vn(t){return w(t)&&(t.type==="agent_messa\
ge"||t.item_type==="assistant_message")}var qn=4;function Qn(t){let e=t.length;for(let r=0;r<qn&&e>0;r++){let n=t.lastIndexOf(
`
{`,e-1),s=n===-1?0:n+1;if(t[s]!=="{")return null;try{let i=JSON.parse(t.slice(s));if(w(i)&&("response"in i||"stats"in i))
return i}catch{}if(n===-1)return null;e=n}return null}function tr(t,e){let r=Qn(t),n=r?.stats,i=(w(n)&&w(n.models)?Object.
values(n.models):[]).map(o=>w(o)&&w(o.tokens)?o.tokens:{});return{finalText:typeof r?.response=="string"?r.response:null,
usage:H({input:$("gemini","input_tokens",i.map(o=>h(o,"prompt")),e),output:$("gemini","output_tokens",i.flatMap(o=>[h(o,
"candidates"),h(o,"thoughts")]),e)})}}function er(t,e){let r=$t(t),n=St(r,i=>i.type==="assistant.message")?.data?.content,
s=r.filter(i=>i.type==="assistant.message"&&w(i.data));return{finalText:typeof n=="string"?n:null,usage:H({output:$("cop\
ilot","output_tokens",s.map(i=>h(i.data,"outputTokens")),e)})}}function os(t,e){let r=t[e];if(!r)throw new l("runner-env-missing",`${e} is not set: baton's actions run as steps of a G\
itHub Actions job`);return r}function as(t,e=process.platform){if(!(t.RUNNER_OS!=="Windows"&&e!=="win32"))throw new l("r\
unner-unsupported","baton's stage action runs on Linux and macOS runners, and this job runs on Windows: it runs the agen\
t in bash, in a process group it can stop when the job is cancelled, which Windows has neither of",{details:["give the j\
ob runs-on: ubuntu-latest (or a macOS runner)"]})}function cs(t,e){return[...nr(t),...e?[e]:[]]}function nr(t){let e=Te(
t);for(let[r,n]of Object.entries(t)){if(!n)continue;(kt.includes(r)||Tt.some(i=>r.startsWith(i)))&&/TOKEN/.test(r)&&e.push(
n)}return e}export{ke as a,Bn as b,Qr as c,ts as d,es as e,Sn as f,En as g,fe as h,ft as i,pe as j,pt as k,Pn as l,z as m,rr as n,rt as o,
it as p,qt as q,Ke as r,gr as s,br as t,$r as u,dt as v,wn as w,yn as x,Ar as y,Er as z,we as A,Re as B,os as C,as as D,
cs as E};

import{e as P,g as N}from"./chunk-7YU7CFFY.js";import{c as Yt}from"./chunk-LZSRZBQU.js";import{c as Xt,h as rt}from"./chunk-DRCLGF36.js";
import{F as nt,f as Bt,h as Gt,o as Ht,t as Jt,v as Wt}from"./chunk-BBEOYIDT.js";import{a as We}from"./chunk-PO5EA42V.js";
import{d as l,e as w}from"./chunk-O7UU6C5Q.js";import{D as Kt,b as q,h as _,i as Ct,j as Mt,k as Q,l as f,m as tt,
n as Dt,o as U,p as F,q as C,r as M,s as jt,t as $,u as O,w as et,x as Lt,y as zt,z as b}from"./chunk-CNBLK6EZ.js";
import{e as Tt,j as It,m as xt,n as vt,o as Ut,p as Ft}from"./chunk-DHIUKFLR.js";import{d as Je}from"./chunk-A64LSPLL.js";function Er(){return{env:process.env,write:t=>{process.stdout.write(t)},onStopSignal:t=>{let e=["SIGINT","SIGTERM"];for(let n of e)
process.on(n,t);return()=>{for(let n of e)process.off(n,t)}},exit:t=>process.exit(t)}}var k=class{#e;#t=new Map;constructor(e){this.#e=e}next(e,n){let r=this.#t.get(e);if(r===void 0){r=[];for(let i=this.#e.
indexOf(e);i>=0;i=this.#e.indexOf(e,i+1))r.push(i);this.#t.set(e,r)}let s=0,o=r.length;for(;s<o;){let i=s+o>>>1;r[i]<n?s=
i+1:o=i}return s<r.length?r[s]:-1}},Xe=/\s/;function ot(t){return t!==void 0&&Xe.test(t)}function st(t,e){for(;ot(t[e]);)
e++;return e}function D(t,e){for(;t[e]===" "||t[e]==="	";)e++;return e}function it(t,e){for(let n=e+1;n<t.length;n++){let r=t[n];
if(r==="]")return n;if(r!=="[")continue;let s=n+1;for(;s<t.length&&t[s]!=="["&&t[s]!=="]";)s++;if(t[s]!=="]")return-1;n=
s}return-1}function Vt(t,e){if(t[e]!=="[")return-1;let n=Math.min(t.length,e+1001);for(let r=e+1;r<n;r++){let s=t[r];if(s===
"]")return r+1;if(s==="["||s===`
`)return-1}return-1}function qt(t,e){let n=Math.min(t.length,e+1001);for(let r=e+1;r<n;r++){let s=t[r];if(s==="]")return r>
e+1?r:-1;if(s==="["||s===`
`||s==="\0")return-1}return-1}function Qt(t,e,n){if(t[e]!=="(")return null;let r=st(t,e+1);for(let s of Ye(t,r)){let o=Ve(
t,s,n);if(o>=0)return{url:t.slice(r,s),end:o}}return null}function Ye(t,e){let n=[];if(t[e]==="<"){let r=te(t,e);r>=0&&n.
push(r+1)}return n.push(Ze(t,e)),n}function te(t,e){for(let n=e+1;n<t.length;n++){let r=t[n];if(r===">")return n;if(r===
"<"||r===`
`)return-1}return-1}function Zt(t){return t!==void 0&&t!=="("&&t!==")"&&!ot(t)}function Ze(t,e){let n=e;for(;;){for(;Zt(
t[n]);)n++;if(t[n]!=="(")return n;let r=n+1;for(;Zt(t[r]);)r++;if(t[r]!==")")return n;n=r+1}}function Ve(t,e,n){let r=st(
t,e);if(r>e){let s=ee(t,r,n);if(s>=0){let o=st(t,s);if(t[o]===")")return o+1}}return t[r]===")"?r+1:-1}function ee(t,e,n){
let r=t[e],s=r==='"'||r==="'"?r:r==="("?")":void 0;if(s===void 0)return-1;let o=n.next(s,e+1);return o<0?-1:o+1}function ne(t,e,n){
let r=e;for(;r<e+3&&t[r]===" ";)r++;if(t[r]!=="[")return null;let s=r+1,o=Math.min(t.length,s+1e3),i=s;for(;i<o&&t[i]!==
"]"&&t[i]!==`
`;)i++;if(t[i]!=="]"||i===s||i-s>999||t[i+1]!==":")return null;let a=re(t,i+2),c=qe(t,a);for(let d of c){let u=Qe(t,d,n);
if(u>=0)return{label:t.slice(s,i),url:t.slice(a,d),end:u}}return null}function re(t,e){let n=D(t,e);return t[n]===`
`?D(t,n+1):n}function qe(t,e){let n=[];if(t[e]==="<"){let s=te(t,e);s>=0&&n.push(s+1)}let r=e;for(;r<t.length&&!ot(t[r]);)
r++;return r>e&&n.push(r),n}function Qe(t,e,n){let r=ee(t,re(t,e),n);if(r>=0){let o=D(t,r);if(o===t.length||t[o]===`
`)return o}let s=D(t,e);return s===t.length||t[s]===`
`?s:-1}var tn=/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0D\uFEFF\uFFA0\uFFF9-\uFFFB\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;
function L(t){return t.replace(/\r\n?|[\u2028\u2029]/g,`
`).replace(tn,"")}var en=new RegExp(_n(et),"gi"),nn=et.replace(/:$/,"").replace(/:/g," ");function z(t){return t.replace(
en,`${nn}: `)}function T(t,e){return N(t,e.secrets??[]).text}function lt(t,e={}){let n=K(e);return ce(t,n,r=>{let s=[];for(let o of on(
T(L(r),n)))if(o.kind==="code"){let i=s.at(-1);i!==void 0&&!rn(i)&&s.push(""),s.push(ue(o))}else{let i=z(de(o.text,{tables:!0,
serverUrl:n.serverUrl}));s.push(an(i))}return s.join(`
`).replace(/^\n+/,"").trimEnd()},r=>ft(r,n))}function rn(t){return/^[ \t]*$/.test(t.slice(t.lastIndexOf(`
`)+1))}function ft(t,e={}){let n=T(t,K(e)).split(`
`);return ue({kind:"code",fence:"`",length:3,info:"",indent:0,lines:n})}function gt(t,e={}){let n=K(e);return ce(t,n,r=>{
let s=ae(T(L(r),n));return z(de(s,{tables:!1,serverUrl:n.serverUrl})).trim()},r=>sn(r,n))}function ie(t,e={}){return L(t).
split(`
`).map(r=>gt(r,e)).filter(r=>r!=="").join("<br>").replace(/\|/g,"\\|")}function sn(t,e={}){let n=K(e),r=z(ae(T(L(t),n))).
trim(),s="`".repeat(pt(r,"`")+1),o=r.startsWith("`")||r.endsWith("`")||r===""?" ":"";return`${s}${o}${r}${o}${s}`}function ae(t){
return t.replace(/\s+/g,e=>e.includes(`
`)?" ":e)}function pt(t,e){let n=0,r=0;for(let s=0;s<t.length;s++)r=t[s]===e?r+1:0,r>n&&(n=r);return n}function K(t){return Array.
isArray(t)?{secrets:t}:t}function ce(t,e,n,r){let s=n(t);for(let o=0;o<4;o++){let i=N(s,e.secrets??[]);if(i.redactions.length===
0)return s;s=n(i.text)}return r(T(s,e))}function on(t){let e=t.split(`
`),n=[],r=[],s=()=>{r.length>0&&n.push({kind:"prose",text:r.join(`
`)}),r=[]};for(let o=0;o<e.length;o++){let i=e[o],a=/^( {0,3})(`{3,}|~{3,})(.*)$/.exec(i);if(!a||a[2][0]==="`"&&a[3].includes(
"`")){r.push(i);continue}s();let c=a[2],d=new RegExp(`^ {0,3}${c[0]==="`"?"`":"~"}{${c.length},}[ \\t]*$`),u=[];for(o++;o<
e.length&&!d.test(e[o]);o++)u.push(e[o]);n.push({kind:"code",fence:c[0]==="`"?"`":"~",length:c.length,info:un(a[3]),indent:a[1].
length,lines:u})}return s(),n}function ue(t){let e=new RegExp(`^ {0,${t.indent}}`),n=z(t.lines.map(s=>s.replace(e,"")).join(
`
`)),r=t.fence.repeat(Math.max(t.length,pt(n,t.fence)+1));return t.lines.length===0?`${r}${t.info}
${r}`:`${r}${t.info}
${n}
${r}`}function an(t){return t.replace(/^( {0,3})(?=~{3}|`{3,}[^`\n]*$)/gm,"$1\\")}var cn=new Set(["mermaid","geojson","t\
opojson","stl","math"]);function un(t){let e=/^\s*([A-Za-z0-9_+.#-]{1,32})/.exec(t);return e&&!cn.has(e[1].toLowerCase())?
e[1]:""}var ct=class{#e=[];#t=new Map;tables;serverUrl;constructor(e,n){this.tables=e,this.serverUrl=n}add(e,n){return this.#e.
push(e),n!==void 0&&this.#t.set(this.#e.length-1,n),`\0${this.#e.length-1}\0`}plain(e){return this.#t.size===0?e:e.replace(
/\u0000(\d+)\u0000/g,(n,r)=>this.#t.get(Number(r))??n)}resolve(e,n=0){let r=[],s="",o=a=>{a!==""&&(r.push(a),s=a[a.length-
1])},i=0;for(let a of e.matchAll(/\u0000(\d+)\u0000/g)){o(e.slice(i,a.index)),i=a.index+a[0].length;let c=this.#e[Number(
a[1])]??"",d=n<16?this.resolve(c,n+1):c.replace(/\u0000/g,"");(/^[`\\]/.test(d)&&(s==="`"||s==="\\")||d.startsWith("[")&&
s==="!")&&o(" "),o(d)}return o(e.slice(i)),r.join("")}},dn=/[!-/:-@[-`{-~]/;function de(t,e){let n=new ct(e.tables,e.serverUrl),
r=ln(t,n);return r=fn(r),r=gn(r,n),r=le(r,n),n.resolve(j(r,n))}function j(t,e){let n=En(t);return n=Sn(n,e),Rn(n,e)}function ln(t,e){
let n=new ut(t),r="",s=0;for(;s<t.length;){let o=t[s];if(o==="\\"&&s+1<t.length&&dn.test(t[s+1])){let c=t[s+1];c==="`"?r+=
e.add("\\`"):c==="\\"?r+=e.add("\\\\"):"@#<>&[]!".includes(c)?r+=c:r+=`\\${c}`,s+=2;continue}if(o!=="`"){r+=o,s++;continue}
let i=1;for(;t[s+i]==="`";)i++;let a=n.find(s+i,i);a===-1||e.tables&&t.slice(s,a).includes("|")?(r+=e.add("\\`".repeat(i)),
s+=i):(r+=e.add(t.slice(s,a+i)),s=a+i)}return r}var ut=class{#e;#t=-1;#r=new Map;constructor(e){this.#e=e}find(e,n){e>this.#t&&
this.#n(e);let r=this.#r.get(n);if(r===void 0)return-1;for(;r.next<r.starts.length&&r.starts[r.next]<e;)r.next++;return r.
next<r.starts.length?r.starts[r.next]:-1}#n(e){let n=this.#e,r=n.indexOf(`
`,e);this.#t=r<0?n.length:r,this.#r=new Map;for(let s=e;s<this.#t;s++){if(n[s]!=="`")continue;let o=s;for(;n[o]==="`";)o++;
let i=this.#r.get(o-s);i?i.starts.push(s):this.#r.set(o-s,{starts:[s],next:0}),s=o}}};function fn(t){let e="",n=0,r=!1,s=t.
indexOf("<!--");for(;s>=0;){let o=r?-1:t.indexOf("-->",s+4);r=o<0;let i=o>=0?o+3:t.startsWith("<!-->",s)?s+5:t.startsWith(
"<!--->",s)?s+6:-1;if(i<0){s=t.indexOf("<!--",s+1);continue}e+=t.slice(n,s),n=i,s=t.indexOf("<!--",n)}return e+t.slice(n)}
function gn(t,e){return t.replace(/<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>\u0000]*)>/g,(n,r)=>{let s=mn(r);return s&&!mt(s)?
e.add(`<${s}>`):I(r,e)}).replace(/<([A-Za-z0-9.!#$%&'*+/=?^_{|}~-]+@[A-Za-z0-9.-]+)>/g,"$1")}function at(t,e){let n="",r=0,
s=t.indexOf("[");for(;s>=0;){let o=s>r&&t[s-1]==="!",i=e(t,s,o);if(i===null){s=t.indexOf("[",s+1);continue}n+=t.slice(r,
o?s-1:s)+i.replacement,r=i.end,s=t.indexOf("[",r)}return n+t.slice(r)}function le(t,e){let n=new Map,r=pn(t,n),s=(i,a,c)=>{
let d=c===void 0?null:fe(c.replace(/^<|>$/g,"")),u=d?ge(d):null,g=le(a,e);if(u&&mt(u)){let h=I(u,e);return g.trim()===""?
h:`${g} (${h})`}if(i){let h=g.trim()===""?"image":g;if(!d)return h;if(wn(d,e.serverUrl))return e.add(`![${j(h,e)}](${u})`);
let y=e.plain(g.trim()===""?"image":`image: ${g}`);return e.add(`[${j(y,e)}](${u})`,y)}return u?e.add(`[${j(e.plain(g),e)}\
](${u})`):g},o=new k(r);return r=at(r,(i,a,c)=>{let d=it(i,a),u=d<0?null:Qt(i,d+1,o);return u===null?null:{end:u.end,replacement:s(
c,i.slice(a+1,d),u.url)}}),r=at(r,(i,a,c)=>{let d=it(i,a),u=d<0?-1:Vt(i,d+1);if(u<0)return null;let g=i.slice(a+1,d),h=i.
slice(d+2,u-1),y=n.get(dt(h===""?g:h));return{end:u,replacement:y===void 0?i.slice(c?a-1:a,u):s(c,g,y)}}),r=at(r,(i,a,c)=>{
let d=qt(i,a);if(d<0||"([:".includes(i[d+1]??" "))return null;let u=i.slice(a+1,d),g=n.get(dt(u));return g===void 0?null:
{end:d+1,replacement:s(c,u,g)}}),r}function pn(t,e){let n=new k(t),r="",s=0;for(let o=0;o>=0&&o<=t.length;){let i=ne(t,o,
n),a=t.indexOf(`
`,i?i.end:o);if(i){let c=dt(i.label);e.has(c)||e.set(c,i.url.replace(/^<|>$/g,"")),r+=t.slice(s,o),s=i.end}o=a<0?-1:a+1}
return r+t.slice(s)}function dt(t){return t.trim().replace(/\s+/g," ").toLowerCase()}function mn(t){let e=fe(t);return e&&
ge(e)}function fe(t){if(!/^https:\/\//i.test(t))return null;let e;try{e=new URL(t)}catch{return null}return e.protocol!==
"https:"||e.hostname===""||e.username!==""||e.password!==""?null:e}function ge(t){return t.href.replace(/[^A-Za-z0-9\-._~:/?#@!$&'*+,;=%]/g,
e=>`%${e.charCodeAt(0).toString(16).toUpperCase().padStart(2,"0")}`)}var se=".githubusercontent.com",hn="camo.githubuser\
content.com";function wn(t,e){let n=yn(e);if(n!==null&&t.host===n)return!0;if(t.port!=="")return!1;let r=t.hostname;return r===
"github.com"?!0:r.endsWith(se)&&r!==hn&&!r.slice(0,-se.length).split(".").includes("")}function yn(t){if(!t)return null;
try{let e=new URL(t).host;return e===""?null:e}catch{return null}}var $n=new Set(["issues","pull","pulls","discussions"]);
function mt(t){let e=t.indexOf("://"),r=(e<0?t:t.slice(e+3)).split(/[?#]/,1)[0].split("/");for(let s=1;s+1<r.length;s++)
if($n.has(bn(r[s]).toLowerCase())&&/^\d/.test(r[s+1]))return!0;return!1}function bn(t){try{return decodeURIComponent(t)}catch{
return t}}function En(t){return t.replace(/&/g,"&amp;").replace(/</g,"&lt;").replace(/\[/g,"\\[").replace(/\]/g,"\\]")}var An=`\
?!.,:*_~'"`;function Sn(t,e){return t.replace(/(?:(?:https?|ftp):\/\/|www\.)[^\s\u0000\\`<]+/gi,(n,r)=>{let s=t[r-1]??"",
o=t[r+n.length]??"",i=!/[A-Za-z0-9]/.test(s)&&(o===""||/\s/.test(o)),a=n.length;for(;a>0&&An.includes(n[a-1]);)a--;let c=n.
slice(0,a);return i&&/^https:/i.test(n)&&!n.includes("@")&&!mt(c)?e.add(n):I(c,e)+n.slice(a)})}var oe=/(?<owner>(?<![A-Za-z0-9_./-])[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+#\d[A-Za-z0-9]*)|(?<number>#\d[A-Za-z0-9]*)|(?<other>@[A-Za-z0-9][A-Za-z0-9_-]*(?:\/[A-Za-z0-9][A-Za-z0-9_.-]*)?|GH-\d[A-Za-z0-9]*)/gi;
function Rn(t,e){let n=new RegExp(oe.source,oe.flags),r="",s=0;for(let o=n.exec(t);o!==null;o=n.exec(t)){let i=o.index;if(!(o.
groups.other===void 0||i===s||!/[A-Za-z0-9]/.test(t[i-1]??""))){n.lastIndex=i+1;continue}r+=t.slice(s,i)+I(o[0],e),s=i+o[0].
length}return r+t.slice(s)}function I(t,e){if(e.tables&&t.includes("|"))return t.split("|").map(s=>s===""?"":I(s,e)).join(
e.add("\\|"));let n="`".repeat(pt(t,"`")+1),r=t.startsWith("`")||t.endsWith("`")?" ":"";return e.add(`${n}${r}${t}${r}${n}`)}
function _n(t){return t.replace(/[.*+?^${}()|[\]\\]/g,"\\$&")}var On={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\u274C"};function xr(t){let{record:e,handoff:n}=t,
r=a=>ie(a,t)||" ",s=[["status",`${e.status} (${e.outcome.reason})`],["attempt",String(e.attempt)],["exit code",e.agent.exit_code===
null?"none":String(e.agent.exit_code)],["duration",`${(e.agent.duration_ms/1e3).toFixed(1)} s`],["handoff",e.present&&e.
digests.handoff?`present, sha256 ${e.digests.handoff.slice(0,12)}`:"none"]];n?.next&&s.push(["next",n.next.stage]),t.notStored!==
void 0?s.push(["artifact","not stored"]):t.artifactName&&s.push(["artifact",t.artifactName]);let o=[];o.push([`### ${On[e.
status]} baton stage \`${e.stage}\``,"","| | |","|---|---|",...s.map(([a,c])=>`| ${a} | ${r(c)} |`)].join(`
`)),t.notStored!==void 0&&o.push(`${gt(Pn(t.notStored),t)}. No later stage can read this record or its handoff; it is sh\
own here only.`),e.outcome.message&&o.push(lt(e.outcome.message,t)),n&&o.push(["#### Summary","",lt(n.summary,t)].join(`\

`));let i=Object.entries(n?.data??{});return i.length>0&&o.push(["#### Data","","| key | value |","|---|---|",...i.map(([
a,c])=>`| ${r(a)} | ${r(c)} |`)].join(`
`)),e.problems.length>0&&o.push(["#### Problems","","| severity | code | where | message |","|---|---|---|---|",...e.problems.
map(a=>`| ${a.severity} | ${r(a.code)} | ${r(a.path)} | ${r(a.message)} |`)].join(`
`)),Nn(o,t.notStored===void 0?t.artifactName:void 0)}function Pn(t){return t.charAt(0).toUpperCase()+t.slice(1)}function Nn(t,e){
let n=`_Cut to fit the step summary; the full record is in ${e?`artifact ${e}`:"the stage record"}._`,r=$.stepSummaryBytes-
q(n)-4,s=[],o=0;for(let i of t){let a=q(i)+2;if(o+a>r){s.push(n);break}s.push(i),o+=a}return`${s.join(`

`)}
`}function pe(t,e){return N(t,e).redactions.length===0?t:`${ft(t.trimEnd(),e)}
`}var Tn=new Set(Object.values(zt));function Mr(t){for(let e of Object.keys(t))if(!Tn.has(e))throw new w(`refusing to set \
output ${JSON.stringify(e)}: not one of baton's outputs`);for(let[e,n]of Object.entries(t))It(e,n)}async function Dr(t,e){
process.env.GITHUB_STEP_SUMMARY&&await Tt.addRaw(pe(t,e),!0).write()}var In={agentGrace:2500,deadline:8500};function xn(t){return`the runner sent ${t} (the job was cancelled, or the step ra\
n past its timeout-minutes)`}function vn(t){let e=new AbortController,n,r,s=()=>{},o=new Promise(a=>{s=a}),i=t.onStopSignal(
a=>{n===void 0&&(n=a,e.abort(xn(a)),r=setTimeout(()=>s(a),In.deadline))});return{signal:e.signal,get received(){return n},
expired:o,dispose(){i(),clearTimeout(r)}}}function Lr(t,e,n=()=>!1){let{signal:r}=e;return new Promise((s,o)=>{let i=()=>{
n()||o(new Error(String(r.reason)))};r.aborted?i():r.addEventListener("abort",i,{once:!0}),t.then(s,o).finally(()=>r.removeEventListener(
"abort",i))})}async function zr(t,e,n){let r=vn(t);try{let s=await Promise.race([e(r).then(()=>({kind:"done"}),o=>({kind:"\
failed",error:o})),r.expired.then(o=>({kind:"expired",signal:o}))]);s.kind==="failed"&&await n.failed(s.error),s.kind===
"expired"&&(await n.outOfTime(s.signal),t.exit(1))}finally{r.dispose()}}var ke=Je(We(),1);import{lstat as Bn,mkdir as St,mkdtemp as Re,readdir as Gn,readFile as Hn,rm as _e,writeFile as Jn}from"node:fs/promises";
import{dirname as Wn,join as x}from"node:path";var ht=new RegExp(`${F}([1-9][0-9]*)$`),wt=new RegExp(`${C}([1-9][0-9]*)$`);function yt(t,e,n=1){if(!O.test(t))throw new l(
"stage-id-invalid",`"${t}" is not a valid stage id: it must start with a letter or _ and have at most 99 more letters, d\
igits, _ or -`,{where:"stage"});for(let[o,i,a]of[[ht,"an attempt suffix",F],[wt,"a run attempt suffix",C]])if(o.test(t))
throw new l("stage-id-invalid",`stage id "${t}" ends like ${i} (${a}<n>), which would make its artifact name ambiguous; \
rename the stage`,{where:"stage"});for(let[o,i]of[["attempt",e],["run attempt",n]])if(!Number.isInteger(i)||i<1)throw new l(
"attempt-invalid",`${o} must be a whole number of at least 1, got ${i}`,{where:`stage ${t}`});let r=n===1?"":`${C}${n}`,
s=e===1?"":`${F}${e}`;return`${U}${t}${r}${s}`}function me(t){if(!t.startsWith(U))return null;let e=t.slice(U.length),n=ht.exec(e),r=n?e.slice(0,n.index):e,s=wt.exec(r),
o=s?r.slice(0,s.index):r,i=n?Number(n[1]):1,a=s?Number(s[1]):1;return n&&i===1||s&&a===1||!O.test(o)||ht.test(o)||wt.test(
o)?null:{stage:o,attempt:i,runAttempt:a}}function Un(t){return`${JSON.stringify(t,null,2)}
`}function Fn(t){return`${JSON.stringify(t,null,2)}
`}var B=new TextEncoder;function $e(t,e){let n=t.record?.lineage,r=Array.isArray(n)&&n.every(Cn),s=rt.safeParse(r?{...t.
record,lineage:[]}:t.record);if(!s.success){let u=t.record?.stage;throw new w(`refusing to store an invalid record for s\
tage ${String(u)}: ${he(s.error.issues)}`)}let o=r?{...s.data,lineage:t.record.lineage}:s.data;if(typeof t.prompt!="stri\
ng")throw new w(`refusing to store stage ${o.stage}: the prompt is not text`);if(t.log!==void 0&&typeof t.log!="string")
throw new w(`refusing to store stage ${o.stage}: the agent log is not text`);if(t.handoff!==null){let u=nt.safeParse(t.handoff);
if(!u.success)throw new w(`refusing to store an invalid handoff for stage ${o.stage}: ${he(u.error.issues)}`)}let i=new Map;
i.set(f.record,B.encode(Un(t.record))),i.set(f.prompt,B.encode(t.prompt)),i.set(f.handoff,B.encode(Fn(t.handoff))),t.log!==
void 0&&i.set(f.log,B.encode(t.log));let a=`stage ${o.stage} attempt ${o.attempt}`;for(let[u,g]of zn(t.files,a))i.set(u,
g);let c=e(i.get(f.prompt));if(o.digests.prompt!==c)throw new w(`refusing to store ${a}: record.digests.prompt is ${o.digests.
prompt}, but the prompt's sha256 is ${c}`);let d=t.handoff===null?null:e(i.get(f.handoff));if(o.digests.handoff!==d)throw new w(
`refusing to store ${a}: record.digests.handoff is ${o.digests.handoff}, but it must be ${d===null?"null (no handoff)":`${d}\
, the sha256 of ${f.handoff} (encodeHandoffJson)`}`);return{record:o,files:i}}function Cn(t){if(t===null||typeof t!="obj\
ect"||Array.isArray(t)||Object.getPrototypeOf(t)!==Object.prototype)return!1;let e=Object.keys(t),{stage:n,attempt:r,record_sha256:s}=t,
o=Object.hasOwn(t,"run_attempt"),i=t.run_attempt;return e.length===(o?4:3)&&(!o||typeof i=="number"&&Number.isSafeInteger(
i)&&i>=2)&&typeof n=="string"&&O.test(n)&&typeof r=="number"&&Number.isSafeInteger(r)&&r>=1&&typeof s=="string"&&Xt.test(
s)}function he(t){return t.map(e=>`${P(G(e.path))}: ${e.message}`).join("; ")}var Mn="record-newer";function Dn(t){return t===
"github"?"read it with the same baton that wrote it, or a newer one: pin every baton action of the workflow (stage, prep\
are, capture, report, baton-stage.yml and its baton-ref input) to one commit sha, then run the workflow again":"read it \
with the same baton that wrote it, or a newer one: upgrade this baton (npm install --save-dev github:baton-dev/baton#<co\
mmit sha>)"}function jn(t,e){let n=t!==null&&typeof t=="object"?t.schema:void 0;if(typeof n=="string"&&n!==M.record){let i=we.
exec(n),a=we.exec(M.record);return i&&a&&Number(i[1])>Number(a[1])?`its schema is ${JSON.stringify(n)}, and this baton r\
eads ${JSON.stringify(M.record)}`:null}if(e.length===0||!e.every(i=>i.code==="unrecognized_keys"))return null;let r=e.flatMap(
i=>(i.keys??[]).map(a=>P(G([...i.path,a])))),s=r.slice(0,$t).join(", "),o=r.length>$t?` and ${r.length-$t} more`:"";return`\
it has ${r.length===1?"a field":"fields"} this baton does not know: ${s}${o}`}var we=/^baton\.record\/v([1-9][0-9]{0,5})$/,
$t=10;function be(t,e,n){let r=ye(t.record,f.record,e),s=rt.safeParse(r);if(!s.success){let a=jn(r,s.error.issues);throw a!==
null?new l(Mn,`${f.record} was likely written by a newer baton: ${a}`,{where:e,details:[Dn(n)]}):new l("record-invalid",
`${f.record} is not a baton record`,{where:e,details:s.error.issues.map(c=>`${P(G(c.path))}: ${c.message}`)})}if(t.handoff===
null)return{record:s.data,handoff:null};let o=ye(t.handoff,f.handoff,e);if(o===null)return{record:s.data,handoff:null};let i=nt.
safeParse(o);if(!i.success)throw new l("record-invalid",`${f.handoff} is not a valid handoff`,{where:e,details:i.error.issues.
map(a=>`${P(G(a.path))}: ${a.message}`)});return{record:s.data,handoff:i.data}}function ye(t,e,n){try{return JSON.parse(
t)}catch(r){throw new l("record-invalid",`${e} is not valid JSON: ${r.message}`,{where:n})}}function G(t){return t.filter(
e=>typeof e!="symbol")}function Ln(t){if(t.includes("\0")||t.includes("\\"))return{refused:"must use / separators and no\
 NUL"};if(t.startsWith("/"))return{refused:"must be relative to the working directory"};let e=t.split("/").filter(r=>r!==
""&&r!==".");if(e.includes(".."))return{refused:"must stay inside the working directory (no .. segment)"};if(e.length===
0)return{refused:"names no file"};let n=Dt.filter(r=>t.includes(r));return n.length>0?{refused:`holds ${n.map(r=>JSON.stringify(
r)).join(", ")}, which a file in a GitHub artifact cannot have`}:{path:e.join("/")}}function zn(t,e){let n=new Map,r=(o,i)=>new w(
`refusing to store ${e}: artifact ${JSON.stringify(o)} ${i}`),s=0;for(let o of t??[]){let i=Ln(o.path);if("refused"in i)
throw r(o.path,i.refused);if(i.path!==o.path)throw r(o.path,`is not normalised (${i.path})`);if(!(o.bytes instanceof Uint8Array))
throw r(o.path,"has no bytes");let a=`${tt}/${o.path}`;if(n.has(a))throw r(o.path,"is listed twice");n.set(a,o.bytes),s+=
o.bytes.length}for(let o of n.keys()){let i=o.split("/");for(let a=2;a<i.length;a++){let c=i.slice(0,a).join("/");if(n.has(
c))throw r(c.slice(tt.length+1),`is a file, and also a directory of ${o}`)}}if(s>$.artifactBytes)throw new w(`refusing t\
o store ${e}: its artifacts total ${s} bytes, more than ${$.artifactBytes}`);return n}function Ee(t,e){return t.runAttempt-e.runAttempt||t.attempt-e.attempt}function bt(t,e){return(t.stage<e.stage?-1:t.stage>
e.stage?1:0)||Ee(t,e)}function Ae(t){let e;for(let n of t)(e===void 0||Ee(n,e)>0)&&(e=n);return e}function Et(t){return{
stage:t.stage,attempt:t.attempt,runAttempt:t.run.attempt}}function Kn(t){let e=t.runAttempt===1?"":` of run attempt ${t.
runAttempt}`;return`attempt ${t.attempt}${e}`}function H(t){return`stage ${t.stage} ${Kn(t)}`}function Se(){let t,e=()=>(t??=import("./artifact-E6OKRIEB.js").then(({DefaultArtifactClient:n})=>new n),t);return{async uploadArtifact(n,r,s,o){
await At();let{uploadArtifact:i}=await import("./upload-artifact-6O2A4UEA.js");return i(n,r,s,o)},async listArtifacts(n){if(n?.
findBy)return(await e()).listArtifacts(n);await At();let{listArtifactsInternal:r}=await import("./list-artifacts-3ST7V7L2.js");
return r(n?.latest)},async downloadArtifact(n,r){if(r?.findBy)return(await e()).downloadArtifact(n,r);await At();let{downloadArtifactInternal:s}=await import("./download-artifact-YCQQV7Z4.js");
return s(n,r)}}}async function At(){let[{isGhes:t},{GHESNotSupportedError:e}]=await Promise.all([import("./config-V7JJEKUC.js"),
import("./errors-S4OWPP6Z.js")]);if(t())throw new e}var Te=64*1024*1024,Xn=32*1024*1024,Yn={attempts:3,baseDelayMs:1e3},Oe=class{#e=Se();#t;#r;#n;#s=new Map;constructor(e){
if(this.#t=e,this.#r={...Yn,...e.retry},e.retentionDays!==void 0&&!(Number.isInteger(e.retentionDays)&&e.retentionDays>=
1))throw new l("input-invalid",`retention days must be a whole number of at least 1, got ${e.retentionDays}`,{where:"ret\
ention-days"})}async put(e){if(this.#t.findBy)throw new l("store-read-only",`records of run ${this.#t.findBy.workflowRunId}\
 are read-only here`);let{record:n,files:r}=$e(e,_t);r.delete(f.log);let s=Et(n),o=yt(s.stage,s.attempt,s.runAttempt);if(this.#s.
has(o)||this.#n&&(await this.#n).has(o))throw Ne(o,s);let i=_t(r.get(f.record));await St(this.#t.tempDir,{recursive:!0});
let a=await Re(x(this.#t.tempDir,"baton-upload-"));try{let c=[];for(let[g,h]of r){let y=x(a,g);g.includes("/")&&await St(
Wn(y),{recursive:!0}),await Jn(y,h,{flag:"wx"}),c.push(y)}let d=await this.#i(`upload ${o}`,async g=>{try{return await this.#e.
uploadArtifact(o,c,a,{...this.#t.retentionDays===void 0?{}:{retentionDays:this.#t.retentionDays}})}catch(h){throw/already exists|\(409\)/i.
test(S(h))?Ne(o,s,g>1):h}}).catch(g=>{throw Rt(g,`could not store the record of attempt ${s.attempt} as artifact ${o}`,{
where:`stage ${s.stage}`})});if(d.id===void 0)throw new w(`upload of ${o} returned no artifact id`);let u=Pe(r,i,`artifa\
ct ${o}`);return this.#s.set(o,Promise.resolve(u)),this.#n&&(await this.#n).set(o,{...s,artifact:{name:o,id:d.id,size:d.
size??0,...d.digest?{digest:`sha256:${d.digest}`}:{}}}),{...s,recordSha256:i,id:String(d.id)}}finally{await _e(a,{recursive:!0,
force:!0})}}async get(e){let n=Ae([...(await this.#o()).values()].filter(r=>r.stage===e));return n&&this.getAttempt(e,n.
attempt,n.runAttempt)}async getAttempt(e,n,r=1){let s=yt(e,n,r),o=this.#s.get(s);return o||(o=this.#u(s),this.#s.set(s,o),
o.then(i=>i===void 0&&this.#s.delete(s),()=>this.#s.delete(s))),o}async list(){return[...(await this.#o()).values()].map(
({stage:e,attempt:n,runAttempt:r})=>({stage:e,attempt:n,runAttempt:r})).sort(bt)}#o(){if(!this.#n){let e=this.#i("list a\
rtifacts",async()=>{let{artifacts:n}=await this.#e.listArtifacts(this.#c()).catch(s=>{throw this.#t.findBy&&qn(s,this.#t.
findBy)||s}),r=new Map;for(let s of n){let o=me(s.name);if(!o)continue;let i=r.get(s.name);(!i||i.artifact.id<s.id)&&r.set(
s.name,{...o,artifact:s})}return r}).catch(n=>{throw Rt(n,`could not list the artifacts of ${this.#a()} to read its reco\
rds`)});this.#n=e,e.catch(()=>{this.#n===e&&(this.#n=void 0)})}return this.#n}async#u(e){let n=(await this.#o()).get(e);
if(!n)return;let{artifact:r}=n;if(r.size>Te)throw new l("record-invalid",`artifact ${e} is ${r.size} bytes, more than a \
baton record can be`);if(!r.digest)throw new l("record-digest-missing",`artifact ${e} has no digest to check the downloa\
d against`,{details:["it was not uploaded by a current artifact client; re-run the job that produced it"]});await St(this.#t.
tempDir,{recursive:!0});let s=await Re(x(this.#t.tempDir,"baton-download-"));try{let o;try{o=await this.#i(`download ${e}`,
()=>this.#e.downloadArtifact(r.id,{path:s,expectedHash:r.digest,skipDecompress:!0,...this.#c()}))}catch(u){if(Qn(u)){this.#t.
reporter?.warning(`artifact ${e} is listed but could not be found: ${S(u)}`);return}throw Rt(u,`could not download artif\
act ${e} of ${this.#a()}`)}if(o.digestMismatch)throw new l("record-digest-mismatch",`artifact ${e}: the download does no\
t match the digest recorded at upload (${r.digest})`,{details:["the artifact was changed after it was uploaded, or the d\
ownload was corrupted; nothing from it was used"]});let i=await Zn(s,e),a=i.get(f.record);if(!a)throw new l("record-inva\
lid",`artifact ${e} has no ${f.record}`);if(!i.has(f.prompt))throw new l("record-invalid",`artifact ${e} has no ${f.prompt}`);
let c=Pe(i,_t(a),`artifact ${e}`),d=Et(c.record);if(bt(d,n)!==0)throw new l("record-invalid",`artifact ${e} holds the re\
cord of ${H(d)}, not ${H(n)}`);return c}finally{await _e(s,{recursive:!0,force:!0})}}#a(){let e=this.#t.findBy;return e?
`run ${e.workflowRunId} of ${e.repositoryOwner}/${e.repositoryName}`:"this run"}#c(){return this.#t.findBy?{findBy:this.#t.
findBy}:{}}async#i(e,n){for(let r=1;;r++)try{return await n(r)}catch(s){if(r>=this.#r.attempts||!Vn(s))throw s;let o=this.#r.
baseDelayMs*2**(r-1);this.#t.reporter?.warning(`${e} failed (${Ie(S(s))}); trying again in ${o} ms (${r+1} of ${this.#r.
attempts})`),await new Promise(i=>setTimeout(i,o))}}};function Pe(t,e,n){let r=i=>{let a=t.get(i);return a===void 0?null:
Buffer.from(a).toString("utf8")},{record:s,handoff:o}=be({record:r(f.record)??"",handoff:r(f.handoff)},n,"github");return{
record:s,prompt:r(f.prompt)??"",handoff:o,recordSha256:e}}async function Zn(t,e){let n=u=>new l("record-invalid",`artifa\
ct ${e}: ${u}`),[r,...s]=await Gn(t);if(r===void 0||s.length>0)throw n("the download is not one zip file");let o=await Bn(
x(t,r));if(!o.isFile())throw n("the download is not a regular file");if(o.size>Te)throw n("the download is too large");let i=new Set(
[f.record,f.prompt,f.handoff]),a=new Set,{unzipSync:c}=await import("./esm-OSXH2CCV.js"),d;try{d=c(await Hn(x(t,
r)),{filter:u=>{if(!i.has(u.name))return!1;if(a.has(u.name))throw n(`${u.name} is in it twice`);if(a.add(u.name),Math.max(
u.size,u.originalSize)>Xn)throw n(`${u.name} is too large`);return!0}})}catch(u){throw u instanceof l?u:n(`the download \
is not a zip archive baton can read (${S(u)})`)}return new Map(Object.entries(d))}function Ne(t,e,n=!1){return new l("re\
cord-exists",`${H(e)} already has a record (artifact ${t}); records are immutable`,{where:`stage ${e.stage}`,details:n?[
"an earlier try of this upload may have completed before its connection dropped"]:["give each stage in the run its own s\
tage id, or record a new attempt"]})}function Rt(t,e,n={}){return Yt("artifact-service-failed",e,t,n)}function _t(t){return(0,ke.createHash)(
"sha256").update(t).digest("hex")}function S(t){return t instanceof Error?t.message:String(t)}function Ie(t){return t.split(
`
`,1)[0]??""}function Vn(t){if(t instanceof l)return!1;let e=t?.code;return t instanceof Error&&t.name==="NetworkError"||
typeof e=="string"&&/^(ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|EAI_AGAIN)$/.test(e)?!0:/ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|socket hang up/.
test(S(t))}function qn(t,e){let n=t?.status;if(n!==401&&n!==403&&n!==404)return;let r=`run ${e.workflowRunId} of ${e.repositoryOwner}\
/${e.repositoryName}`,s=n===404?"no such run, or the token cannot see it":n===401?"the token was rejected":"the token ma\
y not list its artifacts";return new l("run-unreadable",`cannot read the records of ${r} (${n}: ${Ie(S(t))}): ${s}. Read\
ing another run\u2019s records needs a token with \`actions: read\`: give the job \`permissions: actions: read\` or pass a github\
-token that has it`,{where:"github-token",details:n===404?[`check that ${e.workflowRunId} is a run id of ${e.repositoryOwner}\
/${e.repositoryName}`]:[]})}function Qn(t){return t instanceof Error&&(t.name==="ArtifactNotFoundError"||/\(404\)|not found/i.
test(t.message))}var tr="\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u061c\\u200b-\\u200f\\u2028-\\u202e\\u2066-\\u2069\\ufeff",er=new RegExp(
`[${tr}\\u000a]`,"g");function xe(t){return`\\u${t.charCodeAt(0).toString(16).padStart(4,"0")}`}function ds(t){return t.
replace(er,xe)}var nr=/^([\s\u0085]*):(?=:)/gm,rr=/#(?=#\[)/g;function ve(t,e=xe){return t.replace(nr,(n,r)=>`${r}${e(":")}`).
replace(rr,e)}var Ue=class{info(e){Ut(sr(e))}warning(e,n){vt(Ce(e,n),Fe(n))}error(e,n){xt(Ce(e,n),Fe(n))}group(e,n){return Ft(e.replace(
/[\r\n]+/g," "),n)}};function sr(t){return ve(t,e=>`${e}\u200B`)}function Fe(t){let e=t?/^(.+?):(\d+)(?::(\d+))?$/.exec(
t):null;return!e||/\s/.test(e[1])?{}:{file:e[1],startLine:Number(e[2]),...e[3]?{startColumn:Number(e[3])}:{}}}function Ce(t,e){
return e?`${e}: ${t}`:t}var De=["claude","codex","gemini","copilot"],or=Jt(De),Nt={claude:{cli:"claude",npmPackage:"@anthropic-ai/claude-code",keyEnv:[
"ANTHROPIC_API_KEY","CLAUDE_CODE_OAUTH_TOKEN"],docs:"https://docs.anthropic.com/en/docs/claude-code/sdk/sdk-headless"},codex:{
cli:"codex",npmPackage:"@openai/codex",keyEnv:["CODEX_API_KEY","OPENAI_API_KEY"],docs:"https://developers.openai.com/cod\
ex/noninteractive"},gemini:{cli:"gemini",npmPackage:"@google/gemini-cli",keyEnv:["GEMINI_API_KEY","GOOGLE_API_KEY"],docs:"\
https://geminicli.com/docs/cli/headless/"},copilot:{cli:"copilot",npmPackage:"@github/copilot",keyEnv:["COPILOT_GITHUB_T\
OKEN"],docs:"https://docs.github.com/en/copilot/reference/copilot-cli-reference/cli-programmatic-reference"}},ir=[...new Set(
Object.values(Nt).flatMap(t=>t.keyEnv))],ar=["ANTHROPIC_AUTH_TOKEN","ANTHROPIC_FOUNDRY_API_KEY","AWS_SECRET_ACCESS_KEY",
"AWS_SESSION_TOKEN","AWS_BEARER_TOKEN_BEDROCK","AZURE_OPENAI_API_KEY"];function je(t){return[...ir,...ar].map(e=>t[e]).filter(
e=>!!e)}var cr=Gt().check(Bt(/^[A-Za-z0-9][A-Za-z0-9._:/@-]{0,127}$/,{message:"must be a model name: letters, digits and\
 . _ : / @ -, at most 128 characters"})),ur=Ht({model:Wt(cr)}),Le="--prompt=",ze=128*1024-1-Le.length,J=`"\${${_.handoffPath}\
%/*}"`,v=`"$${_.promptPath}"`,Ot=t=>`\${${b.model}:+${t} "$${b.model}"}`,W=["agent_args=()",`if [ -n "\${${b.args}:-}" ]\
; then`,"  while IFS= read -r arg; do",'    arg="${arg#"${arg%%[![:space:]]*}"}"','    arg="${arg%"${arg##*[![:space:]]}\
"}"','    if [ -n "$arg" ]; then agent_args+=("$arg"); fi',`  done <<< "$${b.args}"`,"fi"],X='${agent_args[@]+"${agent_a\
rgs[@]}"}';function Ke(t){let{cli:e,npmPackage:n}=Nt[t];return`the ${e} CLI is not installed (no ${e} on PATH): install \
its npm package, npm install --global ${n}@<version> (baton-stage.yml installs it at agent-version)`}var Z="baton: ",Be=t=>`\
the prompt is ${t} bytes; copilot takes it as one argument, at most ${ze} bytes. Shorten it (max-prompt-tokens) or use a\
nother agent.`;function dr(t,e){if(e===Ke(t))return!0;let n=/^the prompt is (\d{1,20}) bytes;/.exec(e)?.[1];return t==="\
copilot"&&n!==void 0&&e===Be(n)}function Y(t){let{cli:e}=Nt[t];return[`if ! command -v ${e} >/dev/null 2>&1; then`,`  ec\
ho "${Z}${Ke(t)}" >&2`,"  exit 127","fi"]}function Me(t,e,n=""){return[`if [ -z "\${${e}:-}" ] && [ -n "\${${t}:-}" ]${n}\
; then`,`  export ${e}="$${t}"`,"fi"]}var lr={claude:[...Y("claude"),'if [ "$EUID" -eq 0 ]; then',"  export IS_SANDBOX=1",
"fi",...W,"exec claude -p \\","  --output-format stream-json --verbose \\","  --permission-mode bypassPermissions \\",` \
 --add-dir ${J} \\`,`  ${Ot("--model")} \\`,`  ${X} \\`,`  < ${v}`].join(`
`),codex:[...Y("codex"),...Me("OPENAI_API_KEY","CODEX_API_KEY"),...W,"exec codex exec \\","  --json \\","  --sandbox wor\
kspace-write \\","  --skip-git-repo-check \\",`  --add-dir ${J} \\`,`  ${Ot("--model")} \\`,`  ${X} \\`,`  - < ${v}`].join(
`
`),gemini:[...Y("gemini"),'export GEMINI_CLI_TRUST_WORKSPACE="${GEMINI_CLI_TRUST_WORKSPACE:-true}"',...Me("GOOGLE_API_KE\
Y","GEMINI_API_KEY",' && [ "${GOOGLE_GENAI_USE_VERTEXAI:-}" != true ]'),...W,"exec gemini \\","  --output-format json \\",
"  --approval-mode yolo \\",`  --include-directories ${J} \\`,`  ${Ot("--model")} \\`,`  ${X} \\`,"  -p 'Carry out the t\
ask above.' \\",`  < ${v}`].join(`
`),copilot:[...Y("copilot"),`prompt_bytes=$(wc -c < ${v})`,`if [ "$prompt_bytes" -gt ${ze} ]; then`,`  echo "${Z}${Be("$\
prompt_bytes")}" >&2`,"  exit 2","fi",...W,"exec copilot \\",`  ${Le}"$(cat ${v})" \\`,"  --output-format=json \\","  --\
allow-all-tools \\","  --no-ask-user \\",`  --add-dir=${J} \\`,`  \${${b.model}:+--model="$${b.model}"} \\`,`  ${X}`].join(
`
`)};function kt(t,e=`input ${Lt.agent}`){let n=or.safeParse(t);if(n.success)return n.data;throw new l("agent-preset-unkn\
own",`"${t}" is not an agent preset; use one of ${De.join(", ")}, or give the command in \`run\``,{where:e})}function ws(t,e={}){
let n=kt(t),r=ur.safeParse(e);if(!r.success){let o=r.error.issues[0];throw new l("agent-preset-options",`agent ${n}: ${o?.
path.join(".")||"options"} ${o?.message}`,{where:`agent ${n}`})}let s={};return r.data.model!==void 0&&(s[b.model]=r.data.
model),{script:lr[n],env:s}}function ys(t,e){let n=kt(t),r=[];switch(n){case"claude":return{...pr(e,r),problems:r};case"\
codex":return{...mr(e,r),problems:r};case"gemini":return{...yr(e,r),problems:r};case"copilot":return{...$r(e,r),problems:r}}}function $s(t,e){let n=kt(t),r=fr(n,e);if(r!==null&&r.trim()!=="")return{source:"cli",text:r};let s=e.split(`
`);for(let o=s.length-1;o>=0;o--){let i=s[o].trimEnd(),a=i.slice(Z.length);if(i.startsWith(Z)&&dr(n,a))return{source:"sc\
ript",text:a}}return null}function fr(t,e){switch(t){case"claude":{let n=E(R(e),o=>o.type==="result"),r=n?.is_error===!0||
typeof n?.subtype=="string"&&n.subtype.startsWith("error");if(!n||!r)return null;if(typeof n.result=="string"&&n.result.
trim()!=="")return n.result;let s=Array.isArray(n.errors)?n.errors.filter(o=>typeof o=="string"):[];return s.length>0?s.
join("; "):typeof n.subtype=="string"?n.subtype:null}case"codex":{let n=R(e),r=E(n,o=>o.type==="turn.failed"&&p(o.error)),
s=p(r?.error)?r.error.message:E(n,o=>o.type==="error")?.message;return typeof s=="string"?s:null}case"gemini":{let n=He(
e)?.error;return p(n)&&typeof n.message=="string"?n.message:null}case"copilot":{let n=E(R(e),r=>r.type==="session.error")?.
data;return p(n)&&typeof n.message=="string"?n.message:null}}}function bs(t={}){return["## Handing off","",`When you are\
 done, write your handoff as one JSON object to ${t.handoffPath?`\`${t.handoffPath}\` (also in the environment variable \`${_.
handoffPath}\`)`:`the path in the environment variable \`${_.handoffPath}\``}:`,"","```json",`{"version": ${jt}, "status\
": "success", "summary": "what you did or found, in a few sentences", "detail": "the deeper findings", "data": {"key": "\
value"}}`,"```","",`- \`summary\` is required (at most ${$.summaryBytes} bytes); \`status\` is one of success, partial, bl\
ocked, failure.`,'- `data` maps names to strings; `detail` holds the long form; add `"next": {"stage": "<stage id>", "re\
ason": "\u2026"}` to hand off to a specific stage.',`- If you cannot write files, print the same JSON as the last thing \
you say, between a line \`${Q.start}\` and a line \`${Q.end}\`.`].join(`
`)}function p(t){return typeof t=="object"&&t!==null&&!Array.isArray(t)}function R(t){let e=[];for(let n of t.split(`
`)){let r=n.trim();if(r.startsWith("{"))try{let s=JSON.parse(r);p(s)&&e.push(s)}catch{}}return e}function E(t,e){for(let n=t.
length-1;n>=0;n--){let r=t[n];if(e(r))return r}}var m=(t,e)=>({key:e,value:t[e]});function Ge(t){return typeof t=="numbe\
r"||typeof t=="boolean"?String(t):typeof t=="string"?"a string":Array.isArray(t)?"a list":"an object"}function Pt(t,e){return{
code:Kt.usageRefused,severity:"warning",path:`agent.usage.${t}`,message:`${e}; ${t} is not recorded`}}function A(t,e,n,r){
let s;for(let{key:o,value:i}of n)if(i!=null){if(typeof i!="number"||!Number.isSafeInteger(i)||i<0){r.push(Pt(e,`${t} rep\
orted ${Ge(i)} as ${o}, which is not a whole number from 0 to ${Number.MAX_SAFE_INTEGER}`));return}if(s=(s??0)+i,!Number.
isSafeInteger(s)){r.push(Pt(e,`the ${e} ${t} reported add up to more than ${Number.MAX_SAFE_INTEGER}`));return}}return s}
function gr(t,{key:e,value:n},r){if(n!=null){if(typeof n=="number"&&Number.isFinite(n)&&n>=0&&n<=$.usageCostUsd)return n;
r.push(Pt("cost_usd",`${t} reported ${Ge(n)} as ${e}, which is not an amount from 0 to ${$.usageCostUsd} USD`))}}function V(t){
let e={};return t.input!==void 0&&(e.input_tokens=t.input),t.output!==void 0&&(e.output_tokens=t.output),t.cost!==void 0&&
(e.cost_usd=t.cost),Object.keys(e).length===0?null:e}function pr(t,e){let n=E(R(t),a=>a.type==="result");if(!n)return{finalText:null,
usage:null};let r=p(n.modelUsage)?Object.values(n.modelUsage).filter(p):[],s=p(n.usage)?n.usage:{},[o,i]=r.length>0?[r.flatMap(
a=>[m(a,"inputTokens"),m(a,"cacheCreationInputTokens"),m(a,"cacheReadInputTokens")]),r.map(a=>m(a,"outputTokens"))]:[[m(
s,"input_tokens"),m(s,"cache_creation_input_tokens"),m(s,"cache_read_input_tokens")],[m(s,"output_tokens")]];return{finalText:typeof n.
result=="string"?n.result:null,usage:V({input:A("claude","input_tokens",o,e),output:A("claude","output_tokens",i,e),cost:gr(
"claude",m(n,"total_cost_usd"),e)})}}function mr(t,e){let n=R(t),s=E(n,a=>a.type==="item.completed"&&hr(a.item))?.item?.
text,o=n.filter(a=>a.type==="turn.completed"&&p(a.usage)),i=a=>o.map(c=>m(c.usage,a));return{finalText:typeof s=="string"?
s:null,usage:V({input:A("codex","input_tokens",i("input_tokens"),e),output:A("codex","output_tokens",i("output_tokens"),
e)})}}function hr(t){return p(t)&&(t.type==="agent_message"||t.item_type==="assistant_message")}var wr=4;function He(t){
let e=t.length;for(let n=0;n<wr&&e>0;n++){let r=t.lastIndexOf(`
{`,e-1),s=r===-1?0:r+1;if(t[s]!=="{")return null;try{let o=JSON.parse(t.slice(s));if(p(o)&&("response"in o||"stats"in o||
"error"in o))return o}catch{}if(r===-1)return null;e=r}return null}function yr(t,e){let n=He(t),r=n?.stats,o=(p(r)&&p(r.
models)?Object.values(r.models):[]).map(i=>p(i)&&p(i.tokens)?i.tokens:{});return{finalText:typeof n?.response=="string"?
n.response:null,usage:V({input:A("gemini","input_tokens",o.map(i=>m(i,"prompt")),e),output:A("gemini","output_tokens",o.
flatMap(i=>[m(i,"candidates"),m(i,"thoughts")]),e)})}}function $r(t,e){let n=R(t),r=E(n,o=>o.type==="assistant.message")?.
data?.content,s=n.filter(o=>o.type==="assistant.message"&&p(o.data));return{finalText:typeof r=="string"?r:null,usage:V(
{output:A("copilot","output_tokens",s.map(o=>m(o.data,"outputTokens")),e)})}}function _s(t,e){let n=t[e];if(!n)throw new l("runner-env-missing",`${e} is not set: baton's actions run as steps of a G\
itHub Actions job`);return n}function Os(t,e=process.platform){if(!(t.RUNNER_OS!=="Windows"&&e!=="win32"))throw new l("r\
unner-unsupported","baton's stage action runs on Linux and macOS runners, and this job runs on Windows: it runs the agen\
t in bash, in a process group it can stop when the job is cancelled, which Windows has neither of",{details:["give the j\
ob runs-on: ubuntu-latest (or a macOS runner)"]})}function Ps(t,e){return[...br(t),...e?[e]:[]]}function br(t){let e=je(
t);for(let[n,r]of Object.entries(t)){if(!r)continue;(Ct.includes(n)||Mt.some(o=>n.startsWith(o)))&&/TOKEN/.test(n)&&e.push(
r)}return e}export{De as a,or as b,Nt as c,ws as d,ys as e,$s as f,bs as g,ds as h,Fn as i,Ln as j,Ee as k,bt as l,Ae as m,Et as n,Kn as o,
H as p,Er as q,lt as r,gt as s,ie as t,sn as u,xr as v,Mr as w,Dr as x,yt as y,In as z,xn as A,Lr as B,zr as C,Oe as D,Ue as E,
_s as F,Os as G,Ps as H};

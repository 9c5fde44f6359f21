import{c as Ht}from"./chunk-LZSRZBQU.js";import{e as C,g as _}from"./chunk-LY76ACF5.js";import{c as Kt,h as Q}from"./chunk-26OV74WA.js";
import{a as Be}from"./chunk-PO5EA42V.js";import{F as q,f as Dt,h as Lt,o as zt,t as Bt,v as Gt}from"./chunk-JMIEYLIB.js";
import{d as l,e as w}from"./chunk-O7UU6C5Q.js";import{D as jt,b as X,h as P,i as It,j as vt,k as Z,l as f,m as Y,n as Ut,
o as v,p as U,q as F,s as Ft,t as $,u as O,w as V,x as Ct,y as Mt,z as E}from"./chunk-X2XQMBC6.js";import{e as Ot,
j as _t,m as kt,n as Tt,o as Nt,p as xt}from"./chunk-DHIUKFLR.js";import{d as ze}from"./chunk-A64LSPLL.js";function fr(){return{env:process.env,write:t=>{process.stdout.write(t)},onStopSignal:t=>{let e=["SIGINT","SIGTERM"];for(let n of e)
process.on(n,t);return()=>{for(let n of e)process.off(n,t)}},exit:t=>process.exit(t)}}var k=class{#e;#t=new Map;constructor(e){this.#e=e}next(e,n){let r=this.#t.get(e);if(r===void 0){r=[];for(let o=this.#e.
indexOf(e);o>=0;o=this.#e.indexOf(e,o+1))r.push(o);this.#t.set(e,r)}let s=0,i=r.length;for(;s<i;){let o=s+i>>>1;r[o]<n?s=
o+1:i=o}return s<r.length?r[s]:-1}},Ge=/\s/;function et(t){return t!==void 0&&Ge.test(t)}function tt(t,e){for(;et(t[e]);)
e++;return e}function M(t,e){for(;t[e]===" "||t[e]==="	";)e++;return e}function nt(t,e){for(let n=e+1;n<t.length;n++){let r=t[n];
if(r==="]")return n;if(r!=="[")continue;let s=n+1;for(;s<t.length&&t[s]!=="["&&t[s]!=="]";)s++;if(t[s]!=="]")return-1;n=
s}return-1}function Wt(t,e){if(t[e]!=="[")return-1;let n=Math.min(t.length,e+1001);for(let r=e+1;r<n;r++){let s=t[r];if(s===
"]")return r+1;if(s==="["||s===`
`)return-1}return-1}function Xt(t,e){let n=Math.min(t.length,e+1001);for(let r=e+1;r<n;r++){let s=t[r];if(s==="]")return r>
e+1?r:-1;if(s==="["||s===`
`||s==="\0")return-1}return-1}function Zt(t,e,n){if(t[e]!=="(")return null;let r=tt(t,e+1);for(let s of Ke(t,r)){let i=Je(
t,s,n);if(i>=0)return{url:t.slice(r,s),end:i}}return null}function Ke(t,e){let n=[];if(t[e]==="<"){let r=Yt(t,e);r>=0&&n.
push(r+1)}return n.push(He(t,e)),n}function Yt(t,e){for(let n=e+1;n<t.length;n++){let r=t[n];if(r===">")return n;if(r===
"<"||r===`
`)return-1}return-1}function Jt(t){return t!==void 0&&t!=="("&&t!==")"&&!et(t)}function He(t,e){let n=e;for(;;){for(;Jt(
t[n]);)n++;if(t[n]!=="(")return n;let r=n+1;for(;Jt(t[r]);)r++;if(t[r]!==")")return n;n=r+1}}function Je(t,e,n){let r=tt(
t,e);if(r>e){let s=Vt(t,r,n);if(s>=0){let i=tt(t,s);if(t[i]===")")return i+1}}return t[r]===")"?r+1:-1}function Vt(t,e,n){
let r=t[e],s=r==='"'||r==="'"?r:r==="("?")":void 0;if(s===void 0)return-1;let i=n.next(s,e+1);return i<0?-1:i+1}function qt(t,e,n){
let r=e;for(;r<e+3&&t[r]===" ";)r++;if(t[r]!=="[")return null;let s=r+1,i=Math.min(t.length,s+1e3),o=s;for(;o<i&&t[o]!==
"]"&&t[o]!==`
`;)o++;if(t[o]!=="]"||o===s||o-s>999||t[o+1]!==":")return null;let a=Qt(t,o+2),u=We(t,a);for(let d of u){let c=Xe(t,d,n);
if(c>=0)return{label:t.slice(s,o),url:t.slice(a,d),end:c}}return null}function Qt(t,e){let n=M(t,e);return t[n]===`
`?M(t,n+1):n}function We(t,e){let n=[];if(t[e]==="<"){let s=Yt(t,e);s>=0&&n.push(s+1)}let r=e;for(;r<t.length&&!et(t[r]);)
r++;return r>e&&n.push(r),n}function Xe(t,e,n){let r=Vt(t,Qt(t,e),n);if(r>=0){let i=M(t,r);if(i===t.length||t[i]===`
`)return i}let s=M(t,e);return s===t.length||t[s]===`
`?s:-1}var Ze=/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0D\uFEFF\uFFA0\uFFF9-\uFFFB\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;
function D(t){return t.replace(/\r\n?|[\u2028\u2029]/g,`
`).replace(Ze,"")}var Ye=new RegExp(bn(V),"gi"),Ve=V.replace(/:$/,"").replace(/:/g," ");function L(t){return t.replace(Ye,
`${Ve}: `)}function T(t,e){return _(t,e.secrets??[]).text}function at(t,e={}){let n=z(e);return se(t,n,r=>{let s=[];for(let i of tn(
T(D(r),n)))if(i.kind==="code"){let o=s.at(-1);o!==void 0&&!qe(o)&&s.push(""),s.push(ie(i))}else{let o=L(oe(i.text,{tables:!0,
serverUrl:n.serverUrl}));s.push(en(o))}return s.join(`
`).replace(/^\n+/,"").trimEnd()},r=>ct(r,n))}function qe(t){return/^[ \t]*$/.test(t.slice(t.lastIndexOf(`
`)+1))}function ct(t,e={}){let n=T(t,z(e)).split(`
`);return ie({kind:"code",fence:"`",length:3,info:"",indent:0,lines:n})}function ut(t,e={}){let n=z(e);return se(t,n,r=>{
let s=re(T(D(r),n));return L(oe(s,{tables:!1,serverUrl:n.serverUrl})).trim()},r=>Qe(r,n))}function ne(t,e={}){return D(t).
split(`
`).map(r=>ut(r,e)).filter(r=>r!=="").join("<br>").replace(/\|/g,"\\|")}function Qe(t,e={}){let n=z(e),r=L(re(T(D(t),n))).
trim(),s="`".repeat(dt(r,"`")+1),i=r.startsWith("`")||r.endsWith("`")||r===""?" ":"";return`${s}${i}${r}${i}${s}`}function re(t){
return t.replace(/\s+/g,e=>e.includes(`
`)?" ":e)}function dt(t,e){let n=0,r=0;for(let s=0;s<t.length;s++)r=t[s]===e?r+1:0,r>n&&(n=r);return n}function z(t){return Array.
isArray(t)?{secrets:t}:t}function se(t,e,n,r){let s=n(t);for(let i=0;i<4;i++){let o=_(s,e.secrets??[]);if(o.redactions.length===
0)return s;s=n(o.text)}return r(T(s,e))}function tn(t){let e=t.split(`
`),n=[],r=[],s=()=>{r.length>0&&n.push({kind:"prose",text:r.join(`
`)}),r=[]};for(let i=0;i<e.length;i++){let o=e[i],a=/^( {0,3})(`{3,}|~{3,})(.*)$/.exec(o);if(!a||a[2][0]==="`"&&a[3].includes(
"`")){r.push(o);continue}s();let u=a[2],d=new RegExp(`^ {0,3}${u[0]==="`"?"`":"~"}{${u.length},}[ \\t]*$`),c=[];for(i++;i<
e.length&&!d.test(e[i]);i++)c.push(e[i]);n.push({kind:"code",fence:u[0]==="`"?"`":"~",length:u.length,info:rn(a[3]),indent:a[1].
length,lines:c})}return s(),n}function ie(t){let e=new RegExp(`^ {0,${t.indent}}`),n=L(t.lines.map(s=>s.replace(e,"")).join(
`
`)),r=t.fence.repeat(Math.max(t.length,dt(n,t.fence)+1));return t.lines.length===0?`${r}${t.info}
${r}`:`${r}${t.info}
${n}
${r}`}function en(t){return t.replace(/^( {0,3})(?=~{3}|`{3,}[^`\n]*$)/gm,"$1\\")}var nn=new Set(["mermaid","geojson","t\
opojson","stl","math"]);function rn(t){let e=/^\s*([A-Za-z0-9_+.#-]{1,32})/.exec(t);return e&&!nn.has(e[1].toLowerCase())?
e[1]:""}var st=class{#e=[];#t=new Map;tables;serverUrl;constructor(e,n){this.tables=e,this.serverUrl=n}add(e,n){return this.#e.
push(e),n!==void 0&&this.#t.set(this.#e.length-1,n),`\0${this.#e.length-1}\0`}plain(e){return this.#t.size===0?e:e.replace(
/\u0000(\d+)\u0000/g,(n,r)=>this.#t.get(Number(r))??n)}resolve(e,n=0){let r=[],s="",i=a=>{a!==""&&(r.push(a),s=a[a.length-
1])},o=0;for(let a of e.matchAll(/\u0000(\d+)\u0000/g)){i(e.slice(o,a.index)),o=a.index+a[0].length;let u=this.#e[Number(
a[1])]??"",d=n<16?this.resolve(u,n+1):u.replace(/\u0000/g,"");(/^[`\\]/.test(d)&&(s==="`"||s==="\\")||d.startsWith("[")&&
s==="!")&&i(" "),i(d)}return i(e.slice(o)),r.join("")}},sn=/[!-/:-@[-`{-~]/;function oe(t,e){let n=new st(e.tables,e.serverUrl),
r=on(t,n);return r=an(r),r=cn(r,n),r=ae(r,n),n.resolve(j(r,n))}function j(t,e){let n=hn(t);return n=yn(n,e),$n(n,e)}function on(t,e){
let n=new it(t),r="",s=0;for(;s<t.length;){let i=t[s];if(i==="\\"&&s+1<t.length&&sn.test(t[s+1])){let u=t[s+1];u==="`"?r+=
e.add("\\`"):u==="\\"?r+=e.add("\\\\"):"@#<>&[]!".includes(u)?r+=u:r+=`\\${u}`,s+=2;continue}if(i!=="`"){r+=i,s++;continue}
let o=1;for(;t[s+o]==="`";)o++;let a=n.find(s+o,o);a===-1||e.tables&&t.slice(s,a).includes("|")?(r+=e.add("\\`".repeat(o)),
s+=o):(r+=e.add(t.slice(s,a+o)),s=a+o)}return r}var it=class{#e;#t=-1;#r=new Map;constructor(e){this.#e=e}find(e,n){e>this.#t&&
this.#n(e);let r=this.#r.get(n);if(r===void 0)return-1;for(;r.next<r.starts.length&&r.starts[r.next]<e;)r.next++;return r.
next<r.starts.length?r.starts[r.next]:-1}#n(e){let n=this.#e,r=n.indexOf(`
`,e);this.#t=r<0?n.length:r,this.#r=new Map;for(let s=e;s<this.#t;s++){if(n[s]!=="`")continue;let i=s;for(;n[i]==="`";)i++;
let o=this.#r.get(i-s);o?o.starts.push(s):this.#r.set(i-s,{starts:[s],next:0}),s=i}}};function an(t){let e="",n=0,r=!1,s=t.
indexOf("<!--");for(;s>=0;){let i=r?-1:t.indexOf("-->",s+4);r=i<0;let o=i>=0?i+3:t.startsWith("<!-->",s)?s+5:t.startsWith(
"<!--->",s)?s+6:-1;if(o<0){s=t.indexOf("<!--",s+1);continue}e+=t.slice(n,s),n=o,s=t.indexOf("<!--",n)}return e+t.slice(n)}
function cn(t,e){return t.replace(/<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>\u0000]*)>/g,(n,r)=>{let s=dn(r);return s&&!lt(s)?
e.add(`<${s}>`):N(r,e)}).replace(/<([A-Za-z0-9.!#$%&'*+/=?^_{|}~-]+@[A-Za-z0-9.-]+)>/g,"$1")}function rt(t,e){let n="",r=0,
s=t.indexOf("[");for(;s>=0;){let i=s>r&&t[s-1]==="!",o=e(t,s,i);if(o===null){s=t.indexOf("[",s+1);continue}n+=t.slice(r,
i?s-1:s)+o.replacement,r=o.end,s=t.indexOf("[",r)}return n+t.slice(r)}function ae(t,e){let n=new Map,r=un(t,n),s=(o,a,u)=>{
let d=u===void 0?null:ce(u.replace(/^<|>$/g,"")),c=d?ue(d):null,p=ae(a,e);if(c&&lt(c)){let h=N(c,e);return p.trim()===""?
h:`${p} (${h})`}if(o){let h=p.trim()===""?"image":p;if(!d)return h;if(fn(d,e.serverUrl))return e.add(`![${j(h,e)}](${c})`);
let y=e.plain(p.trim()===""?"image":`image: ${p}`);return e.add(`[${j(y,e)}](${c})`,y)}return c?e.add(`[${j(e.plain(p),e)}\
](${c})`):p},i=new k(r);return r=rt(r,(o,a,u)=>{let d=nt(o,a),c=d<0?null:Zt(o,d+1,i);return c===null?null:{end:c.end,replacement:s(
u,o.slice(a+1,d),c.url)}}),r=rt(r,(o,a,u)=>{let d=nt(o,a),c=d<0?-1:Wt(o,d+1);if(c<0)return null;let p=o.slice(a+1,d),h=o.
slice(d+2,c-1),y=n.get(ot(h===""?p:h));return{end:c,replacement:y===void 0?o.slice(u?a-1:a,c):s(u,p,y)}}),r=rt(r,(o,a,u)=>{
let d=Xt(o,a);if(d<0||"([:".includes(o[d+1]??" "))return null;let c=o.slice(a+1,d),p=n.get(ot(c));return p===void 0?null:
{end:d+1,replacement:s(u,c,p)}}),r}function un(t,e){let n=new k(t),r="",s=0;for(let i=0;i>=0&&i<=t.length;){let o=qt(t,i,
n),a=t.indexOf(`
`,o?o.end:i);if(o){let u=ot(o.label);e.has(u)||e.set(u,o.url.replace(/^<|>$/g,"")),r+=t.slice(s,i),s=o.end}i=a<0?-1:a+1}
return r+t.slice(s)}function ot(t){return t.trim().replace(/\s+/g," ").toLowerCase()}function dn(t){let e=ce(t);return e&&
ue(e)}function ce(t){if(!/^https:\/\//i.test(t))return null;let e;try{e=new URL(t)}catch{return null}return e.protocol!==
"https:"||e.hostname===""||e.username!==""||e.password!==""?null:e}function ue(t){return t.href.replace(/[^A-Za-z0-9\-._~:/?#@!$&'*+,;=%]/g,
e=>`%${e.charCodeAt(0).toString(16).toUpperCase().padStart(2,"0")}`)}var te=".githubusercontent.com",ln="camo.githubuser\
content.com";function fn(t,e){let n=pn(e);if(n!==null&&t.host===n)return!0;if(t.port!=="")return!1;let r=t.hostname;return r===
"github.com"?!0:r.endsWith(te)&&r!==ln&&!r.slice(0,-te.length).split(".").includes("")}function pn(t){if(!t)return null;
try{let e=new URL(t).host;return e===""?null:e}catch{return null}}var gn=new Set(["issues","pull","pulls","discussions"]);
function lt(t){let e=t.indexOf("://"),r=(e<0?t:t.slice(e+3)).split(/[?#]/,1)[0].split("/");for(let s=1;s+1<r.length;s++)
if(gn.has(mn(r[s]).toLowerCase())&&/^\d/.test(r[s+1]))return!0;return!1}function mn(t){try{return decodeURIComponent(t)}catch{
return t}}function hn(t){return t.replace(/&/g,"&amp;").replace(/</g,"&lt;").replace(/\[/g,"\\[").replace(/\]/g,"\\]")}var wn=`\
?!.,:*_~'"`;function yn(t,e){return t.replace(/(?:(?:https?|ftp):\/\/|www\.)[^\s\u0000\\`<]+/gi,(n,r)=>{let s=t[r-1]??"",
i=t[r+n.length]??"",o=!/[A-Za-z0-9]/.test(s)&&(i===""||/\s/.test(i)),a=n.length;for(;a>0&&wn.includes(n[a-1]);)a--;let u=n.
slice(0,a);return o&&/^https:/i.test(n)&&!n.includes("@")&&!lt(u)?e.add(n):N(u,e)+n.slice(a)})}var ee=/(?<owner>(?<![A-Za-z0-9_./-])[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+#\d[A-Za-z0-9]*)|(?<number>#\d[A-Za-z0-9]*)|(?<other>@[A-Za-z0-9][A-Za-z0-9_-]*(?:\/[A-Za-z0-9][A-Za-z0-9_.-]*)?|GH-\d[A-Za-z0-9]*)/gi;
function $n(t,e){let n=new RegExp(ee.source,ee.flags),r="",s=0;for(let i=n.exec(t);i!==null;i=n.exec(t)){let o=i.index;if(!(i.
groups.other===void 0||o===s||!/[A-Za-z0-9]/.test(t[o-1]??""))){n.lastIndex=o+1;continue}r+=t.slice(s,o)+N(i[0],e),s=o+i[0].
length}return r+t.slice(s)}function N(t,e){if(e.tables&&t.includes("|"))return t.split("|").map(s=>s===""?"":N(s,e)).join(
e.add("\\|"));let n="`".repeat(dt(t,"`")+1),r=t.startsWith("`")||t.endsWith("`")?" ":"";return e.add(`${n}${r}${t}${r}${n}`)}
function bn(t){return t.replace(/[.*+?^${}()|[\]\\]/g,"\\$&")}var An={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\u274C"};function Sr(t){let{record:e,handoff:n}=t,
r=a=>ne(a,t)||" ",s=[["status",`${e.status} (${e.outcome.reason})`],["attempt",String(e.attempt)],["exit code",e.agent.exit_code===
null?"none":String(e.agent.exit_code)],["duration",`${(e.agent.duration_ms/1e3).toFixed(1)} s`],["handoff",e.present&&e.
digests.handoff?`present, sha256 ${e.digests.handoff.slice(0,12)}`:"none"]];n?.next&&s.push(["next",n.next.stage]),t.notStored!==
void 0?s.push(["artifact","not stored"]):t.artifactName&&s.push(["artifact",t.artifactName]);let i=[];i.push([`### ${An[e.
status]} baton stage \`${e.stage}\``,"","| | |","|---|---|",...s.map(([a,u])=>`| ${a} | ${r(u)} |`)].join(`
`)),t.notStored!==void 0&&i.push(`${ut(En(t.notStored),t)}. No later stage can read this record or its handoff; it is sh\
own here only.`),e.outcome.message&&i.push(at(e.outcome.message,t)),n&&i.push(["#### Summary","",at(n.summary,t)].join(`\

`));let o=Object.entries(n?.data??{});return o.length>0&&i.push(["#### Data","","| key | value |","|---|---|",...o.map(([
a,u])=>`| ${r(a)} | ${r(u)} |`)].join(`
`)),e.problems.length>0&&i.push(["#### Problems","","| severity | code | where | message |","|---|---|---|---|",...e.problems.
map(a=>`| ${a.severity} | ${r(a.code)} | ${r(a.path)} | ${r(a.message)} |`)].join(`
`)),Sn(i,t.notStored===void 0?t.artifactName:void 0)}function En(t){return t.charAt(0).toUpperCase()+t.slice(1)}function Sn(t,e){
let n=`_Cut to fit the step summary; the full record is in ${e?`artifact ${e}`:"the stage record"}._`,r=$.stepSummaryBytes-
X(n)-4,s=[],i=0;for(let o of t){let a=X(o)+2;if(i+a>r){s.push(n);break}s.push(o),i+=a}return`${s.join(`

`)}
`}function de(t,e){return _(t,e).redactions.length===0?t:`${ct(t.trimEnd(),e)}
`}var Pn=new Set(Object.values(Mt));function kr(t){for(let e of Object.keys(t))if(!Pn.has(e))throw new w(`refusing to set \
output ${JSON.stringify(e)}: not one of baton's outputs`);for(let[e,n]of Object.entries(t))_t(e,n)}async function Tr(t,e){
process.env.GITHUB_STEP_SUMMARY&&await Ot.addRaw(de(t,e),!0).write()}var On={agentGrace:2500,deadline:8500};function _n(t){return`the runner sent ${t} (the job was cancelled, or the step ra\
n past its timeout-minutes)`}function kn(t){let e=new AbortController,n,r,s=()=>{},i=new Promise(a=>{s=a}),o=t.onStopSignal(
a=>{n===void 0&&(n=a,e.abort(_n(a)),r=setTimeout(()=>s(a),On.deadline))});return{signal:e.signal,get received(){return n},
expired:i,dispose(){o(),clearTimeout(r)}}}function xr(t,e,n=()=>!1){let{signal:r}=e;return new Promise((s,i)=>{let o=()=>{
n()||i(new Error(String(r.reason)))};r.aborted?o():r.addEventListener("abort",o,{once:!0}),t.then(s,i).finally(()=>r.removeEventListener(
"abort",o))})}async function Ir(t,e,n){let r=kn(t);try{let s=await Promise.race([e(r).then(()=>({kind:"done"}),i=>({kind:"\
failed",error:i})),r.expired.then(i=>({kind:"expired",signal:i}))]);s.kind==="failed"&&await n.failed(s.error),s.kind===
"expired"&&(await n.outOfTime(s.signal),t.exit(1))}finally{r.dispose()}}var Re=ze(Be(),1);import{lstat as Fn,mkdir as $t,mkdtemp as $e,readdir as Cn,readFile as Mn,rm as be,writeFile as jn}from"node:fs/promises";
import{dirname as Dn,join as x}from"node:path";var ft=new RegExp(`${U}([1-9][0-9]*)$`),pt=new RegExp(`${F}([1-9][0-9]*)$`);function gt(t,e,n=1){if(!O.test(t))throw new l(
"stage-id-invalid",`"${t}" is not a valid stage id: it must start with a letter or _ and have at most 99 more letters, d\
igits, _ or -`,{where:"stage"});for(let[i,o,a]of[[ft,"an attempt suffix",U],[pt,"a run attempt suffix",F]])if(i.test(t))
throw new l("stage-id-invalid",`stage id "${t}" ends like ${o} (${a}<n>), which would make its artifact name ambiguous; \
rename the stage`,{where:"stage"});for(let[i,o]of[["attempt",e],["run attempt",n]])if(!Number.isInteger(o)||o<1)throw new l(
"attempt-invalid",`${i} must be a whole number of at least 1, got ${o}`,{where:`stage ${t}`});let r=n===1?"":`${F}${n}`,
s=e===1?"":`${U}${e}`;return`${v}${t}${r}${s}`}function le(t){if(!t.startsWith(v))return null;let e=t.slice(v.length),n=ft.exec(e),r=n?e.slice(0,n.index):e,s=pt.exec(r),
i=s?r.slice(0,s.index):r,o=n?Number(n[1]):1,a=s?Number(s[1]):1;return n&&o===1||s&&a===1||!O.test(i)||ft.test(i)||pt.test(
i)?null:{stage:i,attempt:o,runAttempt:a}}function Tn(t){return`${JSON.stringify(t,null,2)}
`}function Nn(t){return`${JSON.stringify(t,null,2)}
`}var B=new TextEncoder;function ge(t,e){let n=t.record?.lineage,r=Array.isArray(n)&&n.every(xn),s=Q.safeParse(r?{...t.record,
lineage:[]}:t.record);if(!s.success){let c=t.record?.stage;throw new w(`refusing to store an invalid record for stage ${String(
c)}: ${fe(s.error.issues)}`)}let i=r?{...s.data,lineage:t.record.lineage}:s.data;if(typeof t.prompt!="string")throw new w(
`refusing to store stage ${i.stage}: the prompt is not text`);if(t.log!==void 0&&typeof t.log!="string")throw new w(`ref\
using to store stage ${i.stage}: the agent log is not text`);if(t.handoff!==null){let c=q.safeParse(t.handoff);if(!c.success)
throw new w(`refusing to store an invalid handoff for stage ${i.stage}: ${fe(c.error.issues)}`)}let o=new Map;o.set(f.record,
B.encode(Tn(t.record))),o.set(f.prompt,B.encode(t.prompt)),o.set(f.handoff,B.encode(Nn(t.handoff))),t.log!==void 0&&o.set(
f.log,B.encode(t.log));let a=`stage ${i.stage} attempt ${i.attempt}`;for(let[c,p]of vn(t.files,a))o.set(c,p);let u=e(o.get(
f.prompt));if(i.digests.prompt!==u)throw new w(`refusing to store ${a}: record.digests.prompt is ${i.digests.prompt}, bu\
t the prompt's sha256 is ${u}`);let d=t.handoff===null?null:e(o.get(f.handoff));if(i.digests.handoff!==d)throw new w(`re\
fusing to store ${a}: record.digests.handoff is ${i.digests.handoff}, but it must be ${d===null?"null (no handoff)":`${d}\
, the sha256 of ${f.handoff} (encodeHandoffJson)`}`);return{record:i,files:o}}function xn(t){if(t===null||typeof t!="obj\
ect"||Array.isArray(t)||Object.getPrototypeOf(t)!==Object.prototype)return!1;let e=Object.keys(t),{stage:n,attempt:r,record_sha256:s}=t,
i=Object.hasOwn(t,"run_attempt"),o=t.run_attempt;return e.length===(i?4:3)&&(!i||typeof o=="number"&&Number.isSafeInteger(
o)&&o>=2)&&typeof n=="string"&&O.test(n)&&typeof r=="number"&&Number.isSafeInteger(r)&&r>=1&&typeof s=="string"&&Kt.test(
s)}function fe(t){return t.map(e=>`${C(mt(e.path))}: ${e.message}`).join("; ")}function me(t,e){let n=Q.safeParse(pe(t.record,
f.record,e));if(!n.success)throw new l("record-invalid",`${f.record} is not a baton record`,{where:e,details:n.error.issues.
map(i=>`${C(mt(i.path))}: ${i.message}`)});if(t.handoff===null)return{record:n.data,handoff:null};let r=pe(t.handoff,f.handoff,
e);if(r===null)return{record:n.data,handoff:null};let s=q.safeParse(r);if(!s.success)throw new l("record-invalid",`${f.handoff}\
 is not a valid handoff`,{where:e,details:s.error.issues.map(i=>`${C(mt(i.path))}: ${i.message}`)});return{record:n.data,
handoff:s.data}}function pe(t,e,n){try{return JSON.parse(t)}catch(r){throw new l("record-invalid",`${e} is not valid JSO\
N: ${r.message}`,{where:n})}}function mt(t){return t.filter(e=>typeof e!="symbol")}function In(t){if(t.includes("\0")||t.
includes("\\"))return{refused:"must use / separators and no NUL"};if(t.startsWith("/"))return{refused:"must be relative \
to the working directory"};let e=t.split("/").filter(r=>r!==""&&r!==".");if(e.includes(".."))return{refused:"must stay i\
nside the working directory (no .. segment)"};if(e.length===0)return{refused:"names no file"};let n=Ut.filter(r=>t.includes(
r));return n.length>0?{refused:`holds ${n.map(r=>JSON.stringify(r)).join(", ")}, which a file in a GitHub artifact canno\
t have`}:{path:e.join("/")}}function vn(t,e){let n=new Map,r=(i,o)=>new w(`refusing to store ${e}: artifact ${JSON.stringify(
i)} ${o}`),s=0;for(let i of t??[]){let o=In(i.path);if("refused"in o)throw r(i.path,o.refused);if(o.path!==i.path)throw r(
i.path,`is not normalised (${o.path})`);if(!(i.bytes instanceof Uint8Array))throw r(i.path,"has no bytes");let a=`${Y}/${i.
path}`;if(n.has(a))throw r(i.path,"is listed twice");n.set(a,i.bytes),s+=i.bytes.length}for(let i of n.keys()){let o=i.split(
"/");for(let a=2;a<o.length;a++){let u=o.slice(0,a).join("/");if(n.has(u))throw r(u.slice(Y.length+1),`is a file, and al\
so a directory of ${i}`)}}if(s>$.artifactBytes)throw new w(`refusing to store ${e}: its artifacts total ${s} bytes, more\
 than ${$.artifactBytes}`);return n}function he(t,e){return t.runAttempt-e.runAttempt||t.attempt-e.attempt}function ht(t,e){return(t.stage<e.stage?-1:t.stage>
e.stage?1:0)||he(t,e)}function we(t){let e;for(let n of t)(e===void 0||he(n,e)>0)&&(e=n);return e}function wt(t){return{
stage:t.stage,attempt:t.attempt,runAttempt:t.run.attempt}}function Un(t){let e=t.runAttempt===1?"":` of run attempt ${t.
runAttempt}`;return`attempt ${t.attempt}${e}`}function G(t){return`stage ${t.stage} ${Un(t)}`}function ye(){let t,e=()=>(t??=import("./artifact-E6OKRIEB.js").then(({DefaultArtifactClient:n})=>new n),t);return{async uploadArtifact(n,r,s,i){
await yt();let{uploadArtifact:o}=await import("./upload-artifact-6O2A4UEA.js");return o(n,r,s,i)},async listArtifacts(n){if(n?.
findBy)return(await e()).listArtifacts(n);await yt();let{listArtifactsInternal:r}=await import("./list-artifacts-3ST7V7L2.js");
return r(n?.latest)},async downloadArtifact(n,r){if(r?.findBy)return(await e()).downloadArtifact(n,r);await yt();let{downloadArtifactInternal:s}=await import("./download-artifact-YCQQV7Z4.js");
return s(n,r)}}}async function yt(){let[{isGhes:t},{GHESNotSupportedError:e}]=await Promise.all([import("./config-V7JJEKUC.js"),
import("./errors-S4OWPP6Z.js")]);if(t())throw new e}var Pe=64*1024*1024,Ln=32*1024*1024,zn={attempts:3,baseDelayMs:1e3},Ae=class{#e=ye();#t;#r;#n;#s=new Map;constructor(e){
if(this.#t=e,this.#r={...zn,...e.retry},e.retentionDays!==void 0&&!(Number.isInteger(e.retentionDays)&&e.retentionDays>=
1))throw new l("input-invalid",`retention days must be a whole number of at least 1, got ${e.retentionDays}`,{where:"ret\
ention-days"})}async put(e){if(this.#t.findBy)throw new l("store-read-only",`records of run ${this.#t.findBy.workflowRunId}\
 are read-only here`);let{record:n,files:r}=ge(e,At);r.delete(f.log);let s=wt(n),i=gt(s.stage,s.attempt,s.runAttempt);if(this.#s.
has(i)||this.#n&&(await this.#n).has(i))throw Se(i,s);let o=At(r.get(f.record));await $t(this.#t.tempDir,{recursive:!0});
let a=await $e(x(this.#t.tempDir,"baton-upload-"));try{let u=[];for(let[p,h]of r){let y=x(a,p);p.includes("/")&&await $t(
Dn(y),{recursive:!0}),await jn(y,h,{flag:"wx"}),u.push(y)}let d=await this.#o(`upload ${i}`,async p=>{try{return await this.#e.
uploadArtifact(i,u,a,{...this.#t.retentionDays===void 0?{}:{retentionDays:this.#t.retentionDays}})}catch(h){throw/already exists|\(409\)/i.
test(S(h))?Se(i,s,p>1):h}}).catch(p=>{throw bt(p,`could not store the record of attempt ${s.attempt} as artifact ${i}`,{
where:`stage ${s.stage}`})});if(d.id===void 0)throw new w(`upload of ${i} returned no artifact id`);let c=Ee(r,o,`artifa\
ct ${i}`);return this.#s.set(i,Promise.resolve(c)),this.#n&&(await this.#n).set(i,{...s,artifact:{name:i,id:d.id,size:d.
size??0,...d.digest?{digest:`sha256:${d.digest}`}:{}}}),{...s,recordSha256:o,id:String(d.id)}}finally{await be(a,{recursive:!0,
force:!0})}}async get(e){let n=we([...(await this.#i()).values()].filter(r=>r.stage===e));return n&&this.getAttempt(e,n.
attempt,n.runAttempt)}async getAttempt(e,n,r=1){let s=gt(e,n,r),i=this.#s.get(s);return i||(i=this.#u(s),this.#s.set(s,i),
i.then(o=>o===void 0&&this.#s.delete(s),()=>this.#s.delete(s))),i}async list(){return[...(await this.#i()).values()].map(
({stage:e,attempt:n,runAttempt:r})=>({stage:e,attempt:n,runAttempt:r})).sort(ht)}#i(){if(!this.#n){let e=this.#o("list a\
rtifacts",async()=>{let{artifacts:n}=await this.#e.listArtifacts(this.#c()).catch(s=>{throw this.#t.findBy&&Kn(s,this.#t.
findBy)||s}),r=new Map;for(let s of n){let i=le(s.name);if(!i)continue;let o=r.get(s.name);(!o||o.artifact.id<s.id)&&r.set(
s.name,{...i,artifact:s})}return r}).catch(n=>{throw bt(n,`could not list the artifacts of ${this.#a()} to read its reco\
rds`)});this.#n=e,e.catch(()=>{this.#n===e&&(this.#n=void 0)})}return this.#n}async#u(e){let n=(await this.#i()).get(e);
if(!n)return;let{artifact:r}=n;if(r.size>Pe)throw new l("record-invalid",`artifact ${e} is ${r.size} bytes, more than a \
baton record can be`);if(!r.digest)throw new l("record-digest-missing",`artifact ${e} has no digest to check the downloa\
d against`,{details:["it was not uploaded by a current artifact client; re-run the job that produced it"]});await $t(this.#t.
tempDir,{recursive:!0});let s=await $e(x(this.#t.tempDir,"baton-download-"));try{let i;try{i=await this.#o(`download ${e}`,
()=>this.#e.downloadArtifact(r.id,{path:s,expectedHash:r.digest,skipDecompress:!0,...this.#c()}))}catch(c){if(Hn(c)){this.#t.
reporter?.warning(`artifact ${e} is listed but could not be found: ${S(c)}`);return}throw bt(c,`could not download artif\
act ${e} of ${this.#a()}`)}if(i.digestMismatch)throw new l("record-digest-mismatch",`artifact ${e}: the download does no\
t match the digest recorded at upload (${r.digest})`,{details:["the artifact was changed after it was uploaded, or the d\
ownload was corrupted; nothing from it was used"]});let o=await Bn(s,e),a=o.get(f.record);if(!a)throw new l("record-inva\
lid",`artifact ${e} has no ${f.record}`);if(!o.has(f.prompt))throw new l("record-invalid",`artifact ${e} has no ${f.prompt}`);
let u=Ee(o,At(a),`artifact ${e}`),d=wt(u.record);if(ht(d,n)!==0)throw new l("record-invalid",`artifact ${e} holds the re\
cord of ${G(d)}, not ${G(n)}`);return u}finally{await be(s,{recursive:!0,force:!0})}}#a(){let e=this.#t.findBy;return e?
`run ${e.workflowRunId} of ${e.repositoryOwner}/${e.repositoryName}`:"this run"}#c(){return this.#t.findBy?{findBy:this.#t.
findBy}:{}}async#o(e,n){for(let r=1;;r++)try{return await n(r)}catch(s){if(r>=this.#r.attempts||!Gn(s))throw s;let i=this.#r.
baseDelayMs*2**(r-1);this.#t.reporter?.warning(`${e} failed (${Oe(S(s))}); trying again in ${i} ms (${r+1} of ${this.#r.
attempts})`),await new Promise(o=>setTimeout(o,i))}}};function Ee(t,e,n){let r=o=>{let a=t.get(o);return a===void 0?null:
Buffer.from(a).toString("utf8")},{record:s,handoff:i}=me({record:r(f.record)??"",handoff:r(f.handoff)},n);return{record:s,
prompt:r(f.prompt)??"",handoff:i,recordSha256:e}}async function Bn(t,e){let n=c=>new l("record-invalid",`artifact ${e}: ${c}`),
[r,...s]=await Cn(t);if(r===void 0||s.length>0)throw n("the download is not one zip file");let i=await Fn(x(t,r));if(!i.
isFile())throw n("the download is not a regular file");if(i.size>Pe)throw n("the download is too large");let o=new Set([
f.record,f.prompt,f.handoff]),a=new Set,{unzipSync:u}=await import("./esm-OSXH2CCV.js"),d;try{d=u(await Mn(x(t,r)),
{filter:c=>{if(!o.has(c.name))return!1;if(a.has(c.name))throw n(`${c.name} is in it twice`);if(a.add(c.name),Math.max(c.
size,c.originalSize)>Ln)throw n(`${c.name} is too large`);return!0}})}catch(c){throw c instanceof l?c:n(`the download is\
 not a zip archive baton can read (${S(c)})`)}return new Map(Object.entries(d))}function Se(t,e,n=!1){return new l("reco\
rd-exists",`${G(e)} already has a record (artifact ${t}); records are immutable`,{where:`stage ${e.stage}`,details:n?["a\
n earlier try of this upload may have completed before its connection dropped"]:["give each stage in the run its own sta\
ge id, or record a new attempt"]})}function bt(t,e,n={}){return Ht("artifact-service-failed",e,t,n)}function At(t){return(0,Re.createHash)(
"sha256").update(t).digest("hex")}function S(t){return t instanceof Error?t.message:String(t)}function Oe(t){return t.split(
`
`,1)[0]??""}function Gn(t){if(t instanceof l)return!1;let e=t?.code;return t instanceof Error&&t.name==="NetworkError"||
typeof e=="string"&&/^(ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|EAI_AGAIN)$/.test(e)?!0:/ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|socket hang up/.
test(S(t))}function Kn(t,e){let n=t?.status;if(n!==401&&n!==403&&n!==404)return;let r=`run ${e.workflowRunId} of ${e.repositoryOwner}\
/${e.repositoryName}`,s=n===404?"no such run, or the token cannot see it":n===401?"the token was rejected":"the token ma\
y not list its artifacts";return new l("run-unreadable",`cannot read the records of ${r} (${n}: ${Oe(S(t))}): ${s}. Read\
ing another run\u2019s records needs a token with \`actions: read\`: give the job \`permissions: actions: read\` or pass a github\
-token that has it`,{where:"github-token",details:n===404?[`check that ${e.workflowRunId} is a run id of ${e.repositoryOwner}\
/${e.repositoryName}`]:[]})}function Hn(t){return t instanceof Error&&(t.name==="ArtifactNotFoundError"||/\(404\)|not found/i.
test(t.message))}var Jn="\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u061c\\u200b-\\u200f\\u2028-\\u202e\\u2066-\\u2069\\ufeff",Wn=new RegExp(
`[${Jn}\\u000a]`,"g");function _e(t){return`\\u${t.charCodeAt(0).toString(16).padStart(4,"0")}`}function es(t){return t.
replace(Wn,_e)}var Xn=/^([\s\u0085]*):(?=:)/gm,Zn=/#(?=#\[)/g;function ke(t,e=_e){return t.replace(Xn,(n,r)=>`${r}${e(":")}`).
replace(Zn,e)}var Te=class{info(e){Nt(Yn(e))}warning(e,n){Tt(xe(e,n),Ne(n))}error(e,n){kt(xe(e,n),Ne(n))}group(e,n){return xt(e.replace(
/[\r\n]+/g," "),n)}};function Yn(t){return ke(t,e=>`${e}\u200B`)}function Ne(t){let e=t?/^(.+?):(\d+)(?::(\d+))?$/.exec(
t):null;return!e||/\s/.test(e[1])?{}:{file:e[1],startLine:Number(e[2]),...e[3]?{startColumn:Number(e[3])}:{}}}function xe(t,e){
return e?`${e}: ${t}`:t}var ve=["claude","codex","gemini","copilot"],Vn=Bt(ve),Rt={claude:{cli:"claude",npmPackage:"@anthropic-ai/claude-code",keyEnv:[
"ANTHROPIC_API_KEY","CLAUDE_CODE_OAUTH_TOKEN"],docs:"https://docs.anthropic.com/en/docs/claude-code/sdk/sdk-headless"},codex:{
cli:"codex",npmPackage:"@openai/codex",keyEnv:["CODEX_API_KEY","OPENAI_API_KEY"],docs:"https://developers.openai.com/cod\
ex/noninteractive"},gemini:{cli:"gemini",npmPackage:"@google/gemini-cli",keyEnv:["GEMINI_API_KEY","GOOGLE_API_KEY"],docs:"\
https://geminicli.com/docs/cli/headless/"},copilot:{cli:"copilot",npmPackage:"@github/copilot",keyEnv:["COPILOT_GITHUB_T\
OKEN"],docs:"https://docs.github.com/en/copilot/reference/copilot-cli-reference/cli-programmatic-reference"}},qn=[...new Set(
Object.values(Rt).flatMap(t=>t.keyEnv))];function Ue(t){return qn.map(e=>t[e]).filter(e=>!!e)}var Qn=Lt().check(Dt(/^[A-Za-z0-9][A-Za-z0-9._:/@-]{0,127}$/,
{message:"must be a model name: letters, digits and . _ : / @ -, at most 128 characters"})),tr=zt({model:Gt(Qn)}),Fe="--\
prompt=",Ce=128*1024-1-Fe.length,K=`"\${${P.handoffPath}%/*}"`,I=`"$${P.promptPath}"`,Et=t=>`\${${E.model}:+${t} "$${E.model}\
"}`;function Me(t){let{cli:e,npmPackage:n}=Rt[t];return`the ${e} CLI is not installed (no ${e} on PATH): install its npm\
 package, npm install --global ${n}@<version> (baton-stage.yml installs it at agent-version)`}var J="baton: ",je=t=>`the\
 prompt is ${t} bytes; copilot takes it as one argument, at most ${Ce} bytes. Shorten it (max-prompt-tokens) or use anot\
her agent.`;function er(t,e){if(e===Me(t))return!0;let n=/^the prompt is (\d{1,20}) bytes;/.exec(e)?.[1];return t==="cop\
ilot"&&n!==void 0&&e===je(n)}function H(t){let{cli:e}=Rt[t];return[`if ! command -v ${e} >/dev/null 2>&1; then`,`  echo \
"${J}${Me(t)}" >&2`,"  exit 127","fi"]}function Ie(t,e,n=""){return[`if [ -z "\${${e}:-}" ] && [ -n "\${${t}:-}" ]${n}; \
then`,`  export ${e}="$${t}"`,"fi"]}var nr={claude:[...H("claude"),'if [ "$EUID" -eq 0 ]; then',"  export IS_SANDBOX=1",
"fi","exec claude -p \\","  --output-format stream-json --verbose \\","  --permission-mode bypassPermissions \\",`  --ad\
d-dir ${K} \\`,`  ${Et("--model")} \\`,`  < ${I}`].join(`
`),codex:[...H("codex"),...Ie("OPENAI_API_KEY","CODEX_API_KEY"),"exec codex exec \\","  --json \\","  --sandbox workspac\
e-write \\","  --skip-git-repo-check \\",`  --add-dir ${K} \\`,`  ${Et("--model")} \\`,`  - < ${I}`].join(`
`),gemini:[...H("gemini"),'export GEMINI_CLI_TRUST_WORKSPACE="${GEMINI_CLI_TRUST_WORKSPACE:-true}"',...Ie("GOOGLE_API_KE\
Y","GEMINI_API_KEY",' && [ "${GOOGLE_GENAI_USE_VERTEXAI:-}" != true ]'),"exec gemini \\","  --output-format json \\","  \
--approval-mode yolo \\",`  --include-directories ${K} \\`,`  ${Et("--model")} \\`,"  -p 'Carry out the task above.' \\",
`  < ${I}`].join(`
`),copilot:[...H("copilot"),`prompt_bytes=$(wc -c < ${I})`,`if [ "$prompt_bytes" -gt ${Ce} ]; then`,`  echo "${J}${je("$\
prompt_bytes")}" >&2`,"  exit 2","fi","exec copilot \\",`  ${Fe}"$(cat ${I})" \\`,"  --output-format=json \\","  --allow\
-all-tools \\","  --no-ask-user \\",`  --add-dir=${K} \\`,`  \${${E.model}:+--model="$${E.model}"}`].join(`
`)};function Pt(t,e=`input ${Ct.agent}`){let n=Vn.safeParse(t);if(n.success)return n.data;throw new l("agent-preset-unkn\
own",`"${t}" is not an agent preset; use one of ${ve.join(", ")}, or give the command in \`run\``,{where:e})}function cs(t,e={}){
let n=Pt(t),r=tr.safeParse(e);if(!r.success){let i=r.error.issues[0];throw new l("agent-preset-options",`agent ${n}: ${i?.
path.join(".")||"options"} ${i?.message}`,{where:`agent ${n}`})}let s={};return r.data.model!==void 0&&(s[E.model]=r.data.
model),{script:nr[n],env:s}}function us(t,e){let n=Pt(t),r=[];switch(n){case"claude":return{...ir(e,r),problems:r};case"\
codex":return{...or(e,r),problems:r};case"gemini":return{...ur(e,r),problems:r};case"copilot":return{...dr(e,r),problems:r}}}function ds(t,e){let n=Pt(t),r=rr(n,e);if(r!==null&&r.trim()!=="")return{source:"cli",text:r};let s=e.split(`
`);for(let i=s.length-1;i>=0;i--){let o=s[i].trimEnd(),a=o.slice(J.length);if(o.startsWith(J)&&er(n,a))return{source:"sc\
ript",text:a}}return null}function rr(t,e){switch(t){case"claude":{let n=b(R(e),i=>i.type==="result"),r=n?.is_error===!0||
typeof n?.subtype=="string"&&n.subtype.startsWith("error");if(!n||!r)return null;if(typeof n.result=="string"&&n.result.
trim()!=="")return n.result;let s=Array.isArray(n.errors)?n.errors.filter(i=>typeof i=="string"):[];return s.length>0?s.
join("; "):typeof n.subtype=="string"?n.subtype:null}case"codex":{let n=R(e),r=b(n,i=>i.type==="turn.failed"&&g(i.error)),
s=g(r?.error)?r.error.message:b(n,i=>i.type==="error")?.message;return typeof s=="string"?s:null}case"gemini":{let n=Le(
e)?.error;return g(n)&&typeof n.message=="string"?n.message:null}case"copilot":{let n=b(R(e),r=>r.type==="session.error")?.
data;return g(n)&&typeof n.message=="string"?n.message:null}}}function ls(t={}){return["## Handing off","",`When you are\
 done, write your handoff as one JSON object to ${t.handoffPath?`\`${t.handoffPath}\` (also in the environment variable \`${P.
handoffPath}\`)`:`the path in the environment variable \`${P.handoffPath}\``}:`,"","```json",`{"version": ${Ft}, "status\
": "success", "summary": "what you did or found, in a few sentences", "detail": "the deeper findings", "data": {"key": "\
value"}}`,"```","",`- \`summary\` is required (at most ${$.summaryBytes} bytes); \`status\` is one of success, partial, bl\
ocked, failure.`,'- `data` maps names to strings; `detail` holds the long form; add `"next": {"stage": "<stage id>", "re\
ason": "\u2026"}` to hand off to a specific stage.',`- If you cannot write files, print the same JSON as the last thing \
you say, between a line \`${Z.start}\` and a line \`${Z.end}\`.`].join(`
`)}function g(t){return typeof t=="object"&&t!==null&&!Array.isArray(t)}function R(t){let e=[];for(let n of t.split(`
`)){let r=n.trim();if(r.startsWith("{"))try{let s=JSON.parse(r);g(s)&&e.push(s)}catch{}}return e}function b(t,e){for(let n=t.
length-1;n>=0;n--){let r=t[n];if(e(r))return r}}var m=(t,e)=>({key:e,value:t[e]});function De(t){return typeof t=="numbe\
r"||typeof t=="boolean"?String(t):typeof t=="string"?"a string":Array.isArray(t)?"a list":"an object"}function St(t,e){return{
code:jt.usageRefused,severity:"warning",path:`agent.usage.${t}`,message:`${e}; ${t} is not recorded`}}function A(t,e,n,r){
let s;for(let{key:i,value:o}of n)if(o!=null){if(typeof o!="number"||!Number.isSafeInteger(o)||o<0){r.push(St(e,`${t} rep\
orted ${De(o)} as ${i}, which is not a whole number from 0 to ${Number.MAX_SAFE_INTEGER}`));return}if(s=(s??0)+o,!Number.
isSafeInteger(s)){r.push(St(e,`the ${e} ${t} reported add up to more than ${Number.MAX_SAFE_INTEGER}`));return}}return s}
function sr(t,{key:e,value:n},r){if(n!=null){if(typeof n=="number"&&Number.isFinite(n)&&n>=0&&n<=$.usageCostUsd)return n;
r.push(St("cost_usd",`${t} reported ${De(n)} as ${e}, which is not an amount from 0 to ${$.usageCostUsd} USD`))}}function W(t){
let e={};return t.input!==void 0&&(e.input_tokens=t.input),t.output!==void 0&&(e.output_tokens=t.output),t.cost!==void 0&&
(e.cost_usd=t.cost),Object.keys(e).length===0?null:e}function ir(t,e){let n=b(R(t),a=>a.type==="result");if(!n)return{finalText:null,
usage:null};let r=g(n.modelUsage)?Object.values(n.modelUsage).filter(g):[],s=g(n.usage)?n.usage:{},[i,o]=r.length>0?[r.flatMap(
a=>[m(a,"inputTokens"),m(a,"cacheCreationInputTokens"),m(a,"cacheReadInputTokens")]),r.map(a=>m(a,"outputTokens"))]:[[m(
s,"input_tokens"),m(s,"cache_creation_input_tokens"),m(s,"cache_read_input_tokens")],[m(s,"output_tokens")]];return{finalText:typeof n.
result=="string"?n.result:null,usage:W({input:A("claude","input_tokens",i,e),output:A("claude","output_tokens",o,e),cost:sr(
"claude",m(n,"total_cost_usd"),e)})}}function or(t,e){let n=R(t),s=b(n,a=>a.type==="item.completed"&&ar(a.item))?.item?.
text,i=n.filter(a=>a.type==="turn.completed"&&g(a.usage)),o=a=>i.map(u=>m(u.usage,a));return{finalText:typeof s=="string"?
s:null,usage:W({input:A("codex","input_tokens",o("input_tokens"),e),output:A("codex","output_tokens",o("output_tokens"),
e)})}}function ar(t){return g(t)&&(t.type==="agent_message"||t.item_type==="assistant_message")}var cr=4;function Le(t){
let e=t.length;for(let n=0;n<cr&&e>0;n++){let r=t.lastIndexOf(`
{`,e-1),s=r===-1?0:r+1;if(t[s]!=="{")return null;try{let i=JSON.parse(t.slice(s));if(g(i)&&("response"in i||"stats"in i||
"error"in i))return i}catch{}if(r===-1)return null;e=r}return null}function ur(t,e){let n=Le(t),r=n?.stats,i=(g(r)&&g(r.
models)?Object.values(r.models):[]).map(o=>g(o)&&g(o.tokens)?o.tokens:{});return{finalText:typeof n?.response=="string"?
n.response:null,usage:W({input:A("gemini","input_tokens",i.map(o=>m(o,"prompt")),e),output:A("gemini","output_tokens",i.
flatMap(o=>[m(o,"candidates"),m(o,"thoughts")]),e)})}}function dr(t,e){let n=R(t),r=b(n,i=>i.type==="assistant.message")?.
data?.content,s=n.filter(i=>i.type==="assistant.message"&&g(i.data));return{finalText:typeof r=="string"?r:null,usage:W(
{output:A("copilot","output_tokens",s.map(i=>m(i.data,"outputTokens")),e)})}}function hs(t,e){let n=t[e];if(!n)throw new l("runner-env-missing",`${e} is not set: baton's actions run as steps of a G\
itHub Actions job`);return n}function ws(t,e=process.platform){if(!(t.RUNNER_OS!=="Windows"&&e!=="win32"))throw new l("r\
unner-unsupported","baton's stage action runs on Linux and macOS runners, and this job runs on Windows: it runs the agen\
t in bash, in a process group it can stop when the job is cancelled, which Windows has neither of",{details:["give the j\
ob runs-on: ubuntu-latest (or a macOS runner)"]})}function ys(t,e){return[...lr(t),...e?[e]:[]]}function lr(t){let e=Ue(
t);for(let[n,r]of Object.entries(t)){if(!r)continue;(It.includes(n)||vt.some(i=>n.startsWith(i)))&&/TOKEN/.test(n)&&e.push(
r)}return e}export{es as a,ve as b,Vn as c,cs as d,us as e,ds as f,ls as g,Nn as h,In as i,he as j,ht as k,we as l,wt as m,Un as n,G as o,
fr as p,at as q,ut as r,ne as s,Qe as t,Sr as u,kr as v,Tr as w,gt as x,On as y,_n as z,xr as A,Ir as B,Ae as C,Te as D,
hs as E,ws as F,ys as G};

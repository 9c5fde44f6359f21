import{e as C,g as O}from"./chunk-YKVWWR6C.js";import{c as Wt}from"./chunk-LZSRZBQU.js";import{c as Jt,h as et}from"./chunk-56PCLR4F.js";
import{F as tt,f as zt,h as Kt,o as Bt,t as Gt,v as Ht}from"./chunk-T23XP4SS.js";import{a as Ge}from"./chunk-PO5EA42V.js";
import{d as l,e as w}from"./chunk-O7UU6C5Q.js";import{D as Lt,b as Z,h as _,i as Ut,j as Ft,k as V,l as f,m as q,n as Ct,
o as v,p as U,q as F,s as Mt,t as $,u as P,w as Q,x as Dt,y as jt,z as b}from"./chunk-WNTO4VPO.js";import{e as Tt,
j as Nt,m as kt,n as It,o as xt,p as vt}from"./chunk-DHIUKFLR.js";import{d as Be}from"./chunk-A64LSPLL.js";function mr(){return{env:process.env,write:t=>{process.stdout.write(t)},onStopSignal:t=>{let e=["SIGINT","SIGTERM"];for(let n of e)
process.on(n,t);return()=>{for(let n of e)process.off(n,t)}},exit:t=>process.exit(t)}}var T=class{#e;#t=new Map;constructor(e){this.#e=e}next(e,n){let r=this.#t.get(e);if(r===void 0){r=[];for(let o=this.#e.
indexOf(e);o>=0;o=this.#e.indexOf(e,o+1))r.push(o);this.#t.set(e,r)}let s=0,i=r.length;for(;s<i;){let o=s+i>>>1;r[o]<n?s=
o+1:i=o}return s<r.length?r[s]:-1}},He=/\s/;function rt(t){return t!==void 0&&He.test(t)}function nt(t,e){for(;rt(t[e]);)
e++;return e}function M(t,e){for(;t[e]===" "||t[e]==="	";)e++;return e}function st(t,e){for(let n=e+1;n<t.length;n++){let r=t[n];
if(r==="]")return n;if(r!=="[")continue;let s=n+1;for(;s<t.length&&t[s]!=="["&&t[s]!=="]";)s++;if(t[s]!=="]")return-1;n=
s}return-1}function Xt(t,e){if(t[e]!=="[")return-1;let n=Math.min(t.length,e+1001);for(let r=e+1;r<n;r++){let s=t[r];if(s===
"]")return r+1;if(s==="["||s===`
`)return-1}return-1}function Zt(t,e){let n=Math.min(t.length,e+1001);for(let r=e+1;r<n;r++){let s=t[r];if(s==="]")return r>
e+1?r:-1;if(s==="["||s===`
`||s==="\0")return-1}return-1}function Vt(t,e,n){if(t[e]!=="(")return null;let r=nt(t,e+1);for(let s of Je(t,r)){let i=Ye(
t,s,n);if(i>=0)return{url:t.slice(r,s),end:i}}return null}function Je(t,e){let n=[];if(t[e]==="<"){let r=qt(t,e);r>=0&&n.
push(r+1)}return n.push(We(t,e)),n}function qt(t,e){for(let n=e+1;n<t.length;n++){let r=t[n];if(r===">")return n;if(r===
"<"||r===`
`)return-1}return-1}function Yt(t){return t!==void 0&&t!=="("&&t!==")"&&!rt(t)}function We(t,e){let n=e;for(;;){for(;Yt(
t[n]);)n++;if(t[n]!=="(")return n;let r=n+1;for(;Yt(t[r]);)r++;if(t[r]!==")")return n;n=r+1}}function Ye(t,e,n){let r=nt(
t,e);if(r>e){let s=Qt(t,r,n);if(s>=0){let i=nt(t,s);if(t[i]===")")return i+1}}return t[r]===")"?r+1:-1}function Qt(t,e,n){
let r=t[e],s=r==='"'||r==="'"?r:r==="("?")":void 0;if(s===void 0)return-1;let i=n.next(s,e+1);return i<0?-1:i+1}function te(t,e,n){
let r=e;for(;r<e+3&&t[r]===" ";)r++;if(t[r]!=="[")return null;let s=r+1,i=Math.min(t.length,s+1e3),o=s;for(;o<i&&t[o]!==
"]"&&t[o]!==`
`;)o++;if(t[o]!=="]"||o===s||o-s>999||t[o+1]!==":")return null;let a=ee(t,o+2),u=Xe(t,a);for(let d of u){let c=Ze(t,d,n);
if(c>=0)return{label:t.slice(s,o),url:t.slice(a,d),end:c}}return null}function ee(t,e){let n=M(t,e);return t[n]===`
`?M(t,n+1):n}function Xe(t,e){let n=[];if(t[e]==="<"){let s=qt(t,e);s>=0&&n.push(s+1)}let r=e;for(;r<t.length&&!rt(t[r]);)
r++;return r>e&&n.push(r),n}function Ze(t,e,n){let r=Qt(t,ee(t,e),n);if(r>=0){let i=M(t,r);if(i===t.length||t[i]===`
`)return i}let s=M(t,e);return s===t.length||t[s]===`
`?s:-1}var Ve=/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0D\uFEFF\uFFA0\uFFF9-\uFFFB\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;
function j(t){return t.replace(/\r\n?|[\u2028\u2029]/g,`
`).replace(Ve,"")}var qe=new RegExp(En(Q),"gi"),Qe=Q.replace(/:$/,"").replace(/:/g," ");function L(t){return t.replace(qe,
`${Qe}: `)}function N(t,e){return O(t,e.secrets??[]).text}function ut(t,e={}){let n=z(e);return oe(t,n,r=>{let s=[];for(let i of nn(
N(j(r),n)))if(i.kind==="code"){let o=s.at(-1);o!==void 0&&!tn(o)&&s.push(""),s.push(ae(i))}else{let o=L(ce(i.text,{tables:!0,
serverUrl:n.serverUrl}));s.push(rn(o))}return s.join(`
`).replace(/^\n+/,"").trimEnd()},r=>dt(r,n))}function tn(t){return/^[ \t]*$/.test(t.slice(t.lastIndexOf(`
`)+1))}function dt(t,e={}){let n=N(t,z(e)).split(`
`);return ae({kind:"code",fence:"`",length:3,info:"",indent:0,lines:n})}function lt(t,e={}){let n=z(e);return oe(t,n,r=>{
let s=ie(N(j(r),n));return L(ce(s,{tables:!1,serverUrl:n.serverUrl})).trim()},r=>en(r,n))}function se(t,e={}){return j(t).
split(`
`).map(r=>lt(r,e)).filter(r=>r!=="").join("<br>").replace(/\|/g,"\\|")}function en(t,e={}){let n=z(e),r=L(ie(N(j(t),n))).
trim(),s="`".repeat(ft(r,"`")+1),i=r.startsWith("`")||r.endsWith("`")||r===""?" ":"";return`${s}${i}${r}${i}${s}`}function ie(t){
return t.replace(/\s+/g,e=>e.includes(`
`)?" ":e)}function ft(t,e){let n=0,r=0;for(let s=0;s<t.length;s++)r=t[s]===e?r+1:0,r>n&&(n=r);return n}function z(t){return Array.
isArray(t)?{secrets:t}:t}function oe(t,e,n,r){let s=n(t);for(let i=0;i<4;i++){let o=O(s,e.secrets??[]);if(o.redactions.length===
0)return s;s=n(o.text)}return r(N(s,e))}function nn(t){let e=t.split(`
`),n=[],r=[],s=()=>{r.length>0&&n.push({kind:"prose",text:r.join(`
`)}),r=[]};for(let i=0;i<e.length;i++){let o=e[i],a=/^( {0,3})(`{3,}|~{3,})(.*)$/.exec(o);if(!a||a[2][0]==="`"&&a[3].includes(
"`")){r.push(o);continue}s();let u=a[2],d=new RegExp(`^ {0,3}${u[0]==="`"?"`":"~"}{${u.length},}[ \\t]*$`),c=[];for(i++;i<
e.length&&!d.test(e[i]);i++)c.push(e[i]);n.push({kind:"code",fence:u[0]==="`"?"`":"~",length:u.length,info:on(a[3]),indent:a[1].
length,lines:c})}return s(),n}function ae(t){let e=new RegExp(`^ {0,${t.indent}}`),n=L(t.lines.map(s=>s.replace(e,"")).join(
`
`)),r=t.fence.repeat(Math.max(t.length,ft(n,t.fence)+1));return t.lines.length===0?`${r}${t.info}
${r}`:`${r}${t.info}
${n}
${r}`}function rn(t){return t.replace(/^( {0,3})(?=~{3}|`{3,}[^`\n]*$)/gm,"$1\\")}var sn=new Set(["mermaid","geojson","t\
opojson","stl","math"]);function on(t){let e=/^\s*([A-Za-z0-9_+.#-]{1,32})/.exec(t);return e&&!sn.has(e[1].toLowerCase())?
e[1]:""}var ot=class{#e=[];#t=new Map;tables;serverUrl;constructor(e,n){this.tables=e,this.serverUrl=n}add(e,n){return this.#e.
push(e),n!==void 0&&this.#t.set(this.#e.length-1,n),`\0${this.#e.length-1}\0`}plain(e){return this.#t.size===0?e:e.replace(
/\u0000(\d+)\u0000/g,(n,r)=>this.#t.get(Number(r))??n)}resolve(e,n=0){let r=[],s="",i=a=>{a!==""&&(r.push(a),s=a[a.length-
1])},o=0;for(let a of e.matchAll(/\u0000(\d+)\u0000/g)){i(e.slice(o,a.index)),o=a.index+a[0].length;let u=this.#e[Number(
a[1])]??"",d=n<16?this.resolve(u,n+1):u.replace(/\u0000/g,"");(/^[`\\]/.test(d)&&(s==="`"||s==="\\")||d.startsWith("[")&&
s==="!")&&i(" "),i(d)}return i(e.slice(o)),r.join("")}},an=/[!-/:-@[-`{-~]/;function ce(t,e){let n=new ot(e.tables,e.serverUrl),
r=cn(t,n);return r=un(r),r=dn(r,n),r=ue(r,n),n.resolve(D(r,n))}function D(t,e){let n=yn(t);return n=bn(n,e),An(n,e)}function cn(t,e){
let n=new at(t),r="",s=0;for(;s<t.length;){let i=t[s];if(i==="\\"&&s+1<t.length&&an.test(t[s+1])){let u=t[s+1];u==="`"?r+=
e.add("\\`"):u==="\\"?r+=e.add("\\\\"):"@#<>&[]!".includes(u)?r+=u:r+=`\\${u}`,s+=2;continue}if(i!=="`"){r+=i,s++;continue}
let o=1;for(;t[s+o]==="`";)o++;let a=n.find(s+o,o);a===-1||e.tables&&t.slice(s,a).includes("|")?(r+=e.add("\\`".repeat(o)),
s+=o):(r+=e.add(t.slice(s,a+o)),s=a+o)}return r}var at=class{#e;#t=-1;#r=new Map;constructor(e){this.#e=e}find(e,n){e>this.#t&&
this.#n(e);let r=this.#r.get(n);if(r===void 0)return-1;for(;r.next<r.starts.length&&r.starts[r.next]<e;)r.next++;return r.
next<r.starts.length?r.starts[r.next]:-1}#n(e){let n=this.#e,r=n.indexOf(`
`,e);this.#t=r<0?n.length:r,this.#r=new Map;for(let s=e;s<this.#t;s++){if(n[s]!=="`")continue;let i=s;for(;n[i]==="`";)i++;
let o=this.#r.get(i-s);o?o.starts.push(s):this.#r.set(i-s,{starts:[s],next:0}),s=i}}};function un(t){let e="",n=0,r=!1,s=t.
indexOf("<!--");for(;s>=0;){let i=r?-1:t.indexOf("-->",s+4);r=i<0;let o=i>=0?i+3:t.startsWith("<!-->",s)?s+5:t.startsWith(
"<!--->",s)?s+6:-1;if(o<0){s=t.indexOf("<!--",s+1);continue}e+=t.slice(n,s),n=o,s=t.indexOf("<!--",n)}return e+t.slice(n)}
function dn(t,e){return t.replace(/<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>\u0000]*)>/g,(n,r)=>{let s=fn(r);return s&&!gt(s)?
e.add(`<${s}>`):k(r,e)}).replace(/<([A-Za-z0-9.!#$%&'*+/=?^_{|}~-]+@[A-Za-z0-9.-]+)>/g,"$1")}function it(t,e){let n="",r=0,
s=t.indexOf("[");for(;s>=0;){let i=s>r&&t[s-1]==="!",o=e(t,s,i);if(o===null){s=t.indexOf("[",s+1);continue}n+=t.slice(r,
i?s-1:s)+o.replacement,r=o.end,s=t.indexOf("[",r)}return n+t.slice(r)}function ue(t,e){let n=new Map,r=ln(t,n),s=(o,a,u)=>{
let d=u===void 0?null:de(u.replace(/^<|>$/g,"")),c=d?le(d):null,g=ue(a,e);if(c&&gt(c)){let h=k(c,e);return g.trim()===""?
h:`${g} (${h})`}if(o){let h=g.trim()===""?"image":g;if(!d)return h;if(pn(d,e.serverUrl))return e.add(`![${D(h,e)}](${c})`);
let y=e.plain(g.trim()===""?"image":`image: ${g}`);return e.add(`[${D(y,e)}](${c})`,y)}return c?e.add(`[${D(e.plain(g),e)}\
](${c})`):g},i=new T(r);return r=it(r,(o,a,u)=>{let d=st(o,a),c=d<0?null:Vt(o,d+1,i);return c===null?null:{end:c.end,replacement:s(
u,o.slice(a+1,d),c.url)}}),r=it(r,(o,a,u)=>{let d=st(o,a),c=d<0?-1:Xt(o,d+1);if(c<0)return null;let g=o.slice(a+1,d),h=o.
slice(d+2,c-1),y=n.get(ct(h===""?g:h));return{end:c,replacement:y===void 0?o.slice(u?a-1:a,c):s(u,g,y)}}),r=it(r,(o,a,u)=>{
let d=Zt(o,a);if(d<0||"([:".includes(o[d+1]??" "))return null;let c=o.slice(a+1,d),g=n.get(ct(c));return g===void 0?null:
{end:d+1,replacement:s(u,c,g)}}),r}function ln(t,e){let n=new T(t),r="",s=0;for(let i=0;i>=0&&i<=t.length;){let o=te(t,i,
n),a=t.indexOf(`
`,o?o.end:i);if(o){let u=ct(o.label);e.has(u)||e.set(u,o.url.replace(/^<|>$/g,"")),r+=t.slice(s,i),s=o.end}i=a<0?-1:a+1}
return r+t.slice(s)}function ct(t){return t.trim().replace(/\s+/g," ").toLowerCase()}function fn(t){let e=de(t);return e&&
le(e)}function de(t){if(!/^https:\/\//i.test(t))return null;let e;try{e=new URL(t)}catch{return null}return e.protocol!==
"https:"||e.hostname===""||e.username!==""||e.password!==""?null:e}function le(t){return t.href.replace(/[^A-Za-z0-9\-._~:/?#@!$&'*+,;=%]/g,
e=>`%${e.charCodeAt(0).toString(16).toUpperCase().padStart(2,"0")}`)}var ne=".githubusercontent.com",gn="camo.githubuser\
content.com";function pn(t,e){let n=mn(e);if(n!==null&&t.host===n)return!0;if(t.port!=="")return!1;let r=t.hostname;return r===
"github.com"?!0:r.endsWith(ne)&&r!==gn&&!r.slice(0,-ne.length).split(".").includes("")}function mn(t){if(!t)return null;
try{let e=new URL(t).host;return e===""?null:e}catch{return null}}var hn=new Set(["issues","pull","pulls","discussions"]);
function gt(t){let e=t.indexOf("://"),r=(e<0?t:t.slice(e+3)).split(/[?#]/,1)[0].split("/");for(let s=1;s+1<r.length;s++)
if(hn.has(wn(r[s]).toLowerCase())&&/^\d/.test(r[s+1]))return!0;return!1}function wn(t){try{return decodeURIComponent(t)}catch{
return t}}function yn(t){return t.replace(/&/g,"&amp;").replace(/</g,"&lt;").replace(/\[/g,"\\[").replace(/\]/g,"\\]")}var $n=`\
?!.,:*_~'"`;function bn(t,e){return t.replace(/(?:(?:https?|ftp):\/\/|www\.)[^\s\u0000\\`<]+/gi,(n,r)=>{let s=t[r-1]??"",
i=t[r+n.length]??"",o=!/[A-Za-z0-9]/.test(s)&&(i===""||/\s/.test(i)),a=n.length;for(;a>0&&$n.includes(n[a-1]);)a--;let u=n.
slice(0,a);return o&&/^https:/i.test(n)&&!n.includes("@")&&!gt(u)?e.add(n):k(u,e)+n.slice(a)})}var re=/(?<owner>(?<![A-Za-z0-9_./-])[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+#\d[A-Za-z0-9]*)|(?<number>#\d[A-Za-z0-9]*)|(?<other>@[A-Za-z0-9][A-Za-z0-9_-]*(?:\/[A-Za-z0-9][A-Za-z0-9_.-]*)?|GH-\d[A-Za-z0-9]*)/gi;
function An(t,e){let n=new RegExp(re.source,re.flags),r="",s=0;for(let i=n.exec(t);i!==null;i=n.exec(t)){let o=i.index;if(!(i.
groups.other===void 0||o===s||!/[A-Za-z0-9]/.test(t[o-1]??""))){n.lastIndex=o+1;continue}r+=t.slice(s,o)+k(i[0],e),s=o+i[0].
length}return r+t.slice(s)}function k(t,e){if(e.tables&&t.includes("|"))return t.split("|").map(s=>s===""?"":k(s,e)).join(
e.add("\\|"));let n="`".repeat(ft(t,"`")+1),r=t.startsWith("`")||t.endsWith("`")?" ":"";return e.add(`${n}${r}${t}${r}${n}`)}
function En(t){return t.replace(/[.*+?^${}()|[\]\\]/g,"\\$&")}var Sn={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\u274C"};function Pr(t){let{record:e,handoff:n}=t,
r=a=>se(a,t)||" ",s=[["status",`${e.status} (${e.outcome.reason})`],["attempt",String(e.attempt)],["exit code",e.agent.exit_code===
null?"none":String(e.agent.exit_code)],["duration",`${(e.agent.duration_ms/1e3).toFixed(1)} s`],["handoff",e.present&&e.
digests.handoff?`present, sha256 ${e.digests.handoff.slice(0,12)}`:"none"]];n?.next&&s.push(["next",n.next.stage]),t.notStored!==
void 0?s.push(["artifact","not stored"]):t.artifactName&&s.push(["artifact",t.artifactName]);let i=[];i.push([`### ${Sn[e.
status]} baton stage \`${e.stage}\``,"","| | |","|---|---|",...s.map(([a,u])=>`| ${a} | ${r(u)} |`)].join(`
`)),t.notStored!==void 0&&i.push(`${lt(Rn(t.notStored),t)}. No later stage can read this record or its handoff; it is sh\
own here only.`),e.outcome.message&&i.push(ut(e.outcome.message,t)),n&&i.push(["#### Summary","",ut(n.summary,t)].join(`\

`));let o=Object.entries(n?.data??{});return o.length>0&&i.push(["#### Data","","| key | value |","|---|---|",...o.map(([
a,u])=>`| ${r(a)} | ${r(u)} |`)].join(`
`)),e.problems.length>0&&i.push(["#### Problems","","| severity | code | where | message |","|---|---|---|---|",...e.problems.
map(a=>`| ${a.severity} | ${r(a.code)} | ${r(a.path)} | ${r(a.message)} |`)].join(`
`)),_n(i,t.notStored===void 0?t.artifactName:void 0)}function Rn(t){return t.charAt(0).toUpperCase()+t.slice(1)}function _n(t,e){
let n=`_Cut to fit the step summary; the full record is in ${e?`artifact ${e}`:"the stage record"}._`,r=$.stepSummaryBytes-
Z(n)-4,s=[],i=0;for(let o of t){let a=Z(o)+2;if(i+a>r){s.push(n);break}s.push(o),i+=a}return`${s.join(`

`)}
`}function fe(t,e){return O(t,e).redactions.length===0?t:`${dt(t.trimEnd(),e)}
`}var On=new Set(Object.values(jt));function Ir(t){for(let e of Object.keys(t))if(!On.has(e))throw new w(`refusing to set \
output ${JSON.stringify(e)}: not one of baton's outputs`);for(let[e,n]of Object.entries(t))Nt(e,n)}async function xr(t,e){
process.env.GITHUB_STEP_SUMMARY&&await Tt.addRaw(fe(t,e),!0).write()}var Tn={agentGrace:2500,deadline:8500};function Nn(t){return`the runner sent ${t} (the job was cancelled, or the step ra\
n past its timeout-minutes)`}function kn(t){let e=new AbortController,n,r,s=()=>{},i=new Promise(a=>{s=a}),o=t.onStopSignal(
a=>{n===void 0&&(n=a,e.abort(Nn(a)),r=setTimeout(()=>s(a),Tn.deadline))});return{signal:e.signal,get received(){return n},
expired:i,dispose(){o(),clearTimeout(r)}}}function Ur(t,e,n=()=>!1){let{signal:r}=e;return new Promise((s,i)=>{let o=()=>{
n()||i(new Error(String(r.reason)))};r.aborted?o():r.addEventListener("abort",o,{once:!0}),t.then(s,i).finally(()=>r.removeEventListener(
"abort",o))})}async function Fr(t,e,n){let r=kn(t);try{let s=await Promise.race([e(r).then(()=>({kind:"done"}),i=>({kind:"\
failed",error:i})),r.expired.then(i=>({kind:"expired",signal:i}))]);s.kind==="failed"&&await n.failed(s.error),s.kind===
"expired"&&(await n.outOfTime(s.signal),t.exit(1))}finally{r.dispose()}}var Pe=Be(Ge(),1);import{lstat as Mn,mkdir as At,mkdtemp as Ae,readdir as Dn,readFile as jn,rm as Ee,writeFile as Ln}from"node:fs/promises";
import{dirname as zn,join as I}from"node:path";var pt=new RegExp(`${U}([1-9][0-9]*)$`),mt=new RegExp(`${F}([1-9][0-9]*)$`);function ht(t,e,n=1){if(!P.test(t))throw new l(
"stage-id-invalid",`"${t}" is not a valid stage id: it must start with a letter or _ and have at most 99 more letters, d\
igits, _ or -`,{where:"stage"});for(let[i,o,a]of[[pt,"an attempt suffix",U],[mt,"a run attempt suffix",F]])if(i.test(t))
throw new l("stage-id-invalid",`stage id "${t}" ends like ${o} (${a}<n>), which would make its artifact name ambiguous; \
rename the stage`,{where:"stage"});for(let[i,o]of[["attempt",e],["run attempt",n]])if(!Number.isInteger(o)||o<1)throw new l(
"attempt-invalid",`${i} must be a whole number of at least 1, got ${o}`,{where:`stage ${t}`});let r=n===1?"":`${F}${n}`,
s=e===1?"":`${U}${e}`;return`${v}${t}${r}${s}`}function ge(t){if(!t.startsWith(v))return null;let e=t.slice(v.length),n=pt.exec(e),r=n?e.slice(0,n.index):e,s=mt.exec(r),
i=s?r.slice(0,s.index):r,o=n?Number(n[1]):1,a=s?Number(s[1]):1;return n&&o===1||s&&a===1||!P.test(i)||pt.test(i)||mt.test(
i)?null:{stage:i,attempt:o,runAttempt:a}}function In(t){return`${JSON.stringify(t,null,2)}
`}function xn(t){return`${JSON.stringify(t,null,2)}
`}var K=new TextEncoder;function he(t,e){let n=t.record?.lineage,r=Array.isArray(n)&&n.every(vn),s=et.safeParse(r?{...t.
record,lineage:[]}:t.record);if(!s.success){let c=t.record?.stage;throw new w(`refusing to store an invalid record for s\
tage ${String(c)}: ${pe(s.error.issues)}`)}let i=r?{...s.data,lineage:t.record.lineage}:s.data;if(typeof t.prompt!="stri\
ng")throw new w(`refusing to store stage ${i.stage}: the prompt is not text`);if(t.log!==void 0&&typeof t.log!="string")
throw new w(`refusing to store stage ${i.stage}: the agent log is not text`);if(t.handoff!==null){let c=tt.safeParse(t.handoff);
if(!c.success)throw new w(`refusing to store an invalid handoff for stage ${i.stage}: ${pe(c.error.issues)}`)}let o=new Map;
o.set(f.record,K.encode(In(t.record))),o.set(f.prompt,K.encode(t.prompt)),o.set(f.handoff,K.encode(xn(t.handoff))),t.log!==
void 0&&o.set(f.log,K.encode(t.log));let a=`stage ${i.stage} attempt ${i.attempt}`;for(let[c,g]of Fn(t.files,a))o.set(c,
g);let u=e(o.get(f.prompt));if(i.digests.prompt!==u)throw new w(`refusing to store ${a}: record.digests.prompt is ${i.digests.
prompt}, but the prompt's sha256 is ${u}`);let d=t.handoff===null?null:e(o.get(f.handoff));if(i.digests.handoff!==d)throw new w(
`refusing to store ${a}: record.digests.handoff is ${i.digests.handoff}, but it must be ${d===null?"null (no handoff)":`${d}\
, the sha256 of ${f.handoff} (encodeHandoffJson)`}`);return{record:i,files:o}}function vn(t){if(t===null||typeof t!="obj\
ect"||Array.isArray(t)||Object.getPrototypeOf(t)!==Object.prototype)return!1;let e=Object.keys(t),{stage:n,attempt:r,record_sha256:s}=t,
i=Object.hasOwn(t,"run_attempt"),o=t.run_attempt;return e.length===(i?4:3)&&(!i||typeof o=="number"&&Number.isSafeInteger(
o)&&o>=2)&&typeof n=="string"&&P.test(n)&&typeof r=="number"&&Number.isSafeInteger(r)&&r>=1&&typeof s=="string"&&Jt.test(
s)}function pe(t){return t.map(e=>`${C(wt(e.path))}: ${e.message}`).join("; ")}function we(t,e){let n=et.safeParse(me(t.
record,f.record,e));if(!n.success)throw new l("record-invalid",`${f.record} is not a baton record`,{where:e,details:n.error.
issues.map(i=>`${C(wt(i.path))}: ${i.message}`)});if(t.handoff===null)return{record:n.data,handoff:null};let r=me(t.handoff,
f.handoff,e);if(r===null)return{record:n.data,handoff:null};let s=tt.safeParse(r);if(!s.success)throw new l("record-inva\
lid",`${f.handoff} is not a valid handoff`,{where:e,details:s.error.issues.map(i=>`${C(wt(i.path))}: ${i.message}`)});return{
record:n.data,handoff:s.data}}function me(t,e,n){try{return JSON.parse(t)}catch(r){throw new l("record-invalid",`${e} is\
 not valid JSON: ${r.message}`,{where:n})}}function wt(t){return t.filter(e=>typeof e!="symbol")}function Un(t){if(t.includes(
"\0")||t.includes("\\"))return{refused:"must use / separators and no NUL"};if(t.startsWith("/"))return{refused:"must be \
relative to the working directory"};let e=t.split("/").filter(r=>r!==""&&r!==".");if(e.includes(".."))return{refused:"mu\
st stay inside the working directory (no .. segment)"};if(e.length===0)return{refused:"names no file"};let n=Ct.filter(r=>t.
includes(r));return n.length>0?{refused:`holds ${n.map(r=>JSON.stringify(r)).join(", ")}, which a file in a GitHub artif\
act cannot have`}:{path:e.join("/")}}function Fn(t,e){let n=new Map,r=(i,o)=>new w(`refusing to store ${e}: artifact ${JSON.
stringify(i)} ${o}`),s=0;for(let i of t??[]){let o=Un(i.path);if("refused"in o)throw r(i.path,o.refused);if(o.path!==i.path)
throw r(i.path,`is not normalised (${o.path})`);if(!(i.bytes instanceof Uint8Array))throw r(i.path,"has no bytes");let a=`${q}\
/${i.path}`;if(n.has(a))throw r(i.path,"is listed twice");n.set(a,i.bytes),s+=i.bytes.length}for(let i of n.keys()){let o=i.
split("/");for(let a=2;a<o.length;a++){let u=o.slice(0,a).join("/");if(n.has(u))throw r(u.slice(q.length+1),`is a file, \
and also a directory of ${i}`)}}if(s>$.artifactBytes)throw new w(`refusing to store ${e}: its artifacts total ${s} bytes\
, more than ${$.artifactBytes}`);return n}function ye(t,e){return t.runAttempt-e.runAttempt||t.attempt-e.attempt}function yt(t,e){return(t.stage<e.stage?-1:t.stage>
e.stage?1:0)||ye(t,e)}function $e(t){let e;for(let n of t)(e===void 0||ye(n,e)>0)&&(e=n);return e}function $t(t){return{
stage:t.stage,attempt:t.attempt,runAttempt:t.run.attempt}}function Cn(t){let e=t.runAttempt===1?"":` of run attempt ${t.
runAttempt}`;return`attempt ${t.attempt}${e}`}function B(t){return`stage ${t.stage} ${Cn(t)}`}function be(){let t,e=()=>(t??=import("./artifact-E6OKRIEB.js").then(({DefaultArtifactClient:n})=>new n),t);return{async uploadArtifact(n,r,s,i){
await bt();let{uploadArtifact:o}=await import("./upload-artifact-6O2A4UEA.js");return o(n,r,s,i)},async listArtifacts(n){if(n?.
findBy)return(await e()).listArtifacts(n);await bt();let{listArtifactsInternal:r}=await import("./list-artifacts-3ST7V7L2.js");
return r(n?.latest)},async downloadArtifact(n,r){if(r?.findBy)return(await e()).downloadArtifact(n,r);await bt();let{downloadArtifactInternal:s}=await import("./download-artifact-YCQQV7Z4.js");
return s(n,r)}}}async function bt(){let[{isGhes:t},{GHESNotSupportedError:e}]=await Promise.all([import("./config-V7JJEKUC.js"),
import("./errors-S4OWPP6Z.js")]);if(t())throw new e}var Oe=64*1024*1024,Kn=32*1024*1024,Bn={attempts:3,baseDelayMs:1e3},Se=class{#e=be();#t;#r;#n;#s=new Map;constructor(e){
if(this.#t=e,this.#r={...Bn,...e.retry},e.retentionDays!==void 0&&!(Number.isInteger(e.retentionDays)&&e.retentionDays>=
1))throw new l("input-invalid",`retention days must be a whole number of at least 1, got ${e.retentionDays}`,{where:"ret\
ention-days"})}async put(e){if(this.#t.findBy)throw new l("store-read-only",`records of run ${this.#t.findBy.workflowRunId}\
 are read-only here`);let{record:n,files:r}=he(e,St);r.delete(f.log);let s=$t(n),i=ht(s.stage,s.attempt,s.runAttempt);if(this.#s.
has(i)||this.#n&&(await this.#n).has(i))throw _e(i,s);let o=St(r.get(f.record));await At(this.#t.tempDir,{recursive:!0});
let a=await Ae(I(this.#t.tempDir,"baton-upload-"));try{let u=[];for(let[g,h]of r){let y=I(a,g);g.includes("/")&&await At(
zn(y),{recursive:!0}),await Ln(y,h,{flag:"wx"}),u.push(y)}let d=await this.#o(`upload ${i}`,async g=>{try{return await this.#e.
uploadArtifact(i,u,a,{...this.#t.retentionDays===void 0?{}:{retentionDays:this.#t.retentionDays}})}catch(h){throw/already exists|\(409\)/i.
test(S(h))?_e(i,s,g>1):h}}).catch(g=>{throw Et(g,`could not store the record of attempt ${s.attempt} as artifact ${i}`,{
where:`stage ${s.stage}`})});if(d.id===void 0)throw new w(`upload of ${i} returned no artifact id`);let c=Re(r,o,`artifa\
ct ${i}`);return this.#s.set(i,Promise.resolve(c)),this.#n&&(await this.#n).set(i,{...s,artifact:{name:i,id:d.id,size:d.
size??0,...d.digest?{digest:`sha256:${d.digest}`}:{}}}),{...s,recordSha256:o,id:String(d.id)}}finally{await Ee(a,{recursive:!0,
force:!0})}}async get(e){let n=$e([...(await this.#i()).values()].filter(r=>r.stage===e));return n&&this.getAttempt(e,n.
attempt,n.runAttempt)}async getAttempt(e,n,r=1){let s=ht(e,n,r),i=this.#s.get(s);return i||(i=this.#u(s),this.#s.set(s,i),
i.then(o=>o===void 0&&this.#s.delete(s),()=>this.#s.delete(s))),i}async list(){return[...(await this.#i()).values()].map(
({stage:e,attempt:n,runAttempt:r})=>({stage:e,attempt:n,runAttempt:r})).sort(yt)}#i(){if(!this.#n){let e=this.#o("list a\
rtifacts",async()=>{let{artifacts:n}=await this.#e.listArtifacts(this.#c()).catch(s=>{throw this.#t.findBy&&Jn(s,this.#t.
findBy)||s}),r=new Map;for(let s of n){let i=ge(s.name);if(!i)continue;let o=r.get(s.name);(!o||o.artifact.id<s.id)&&r.set(
s.name,{...i,artifact:s})}return r}).catch(n=>{throw Et(n,`could not list the artifacts of ${this.#a()} to read its reco\
rds`)});this.#n=e,e.catch(()=>{this.#n===e&&(this.#n=void 0)})}return this.#n}async#u(e){let n=(await this.#i()).get(e);
if(!n)return;let{artifact:r}=n;if(r.size>Oe)throw new l("record-invalid",`artifact ${e} is ${r.size} bytes, more than a \
baton record can be`);if(!r.digest)throw new l("record-digest-missing",`artifact ${e} has no digest to check the downloa\
d against`,{details:["it was not uploaded by a current artifact client; re-run the job that produced it"]});await At(this.#t.
tempDir,{recursive:!0});let s=await Ae(I(this.#t.tempDir,"baton-download-"));try{let i;try{i=await this.#o(`download ${e}`,
()=>this.#e.downloadArtifact(r.id,{path:s,expectedHash:r.digest,skipDecompress:!0,...this.#c()}))}catch(c){if(Wn(c)){this.#t.
reporter?.warning(`artifact ${e} is listed but could not be found: ${S(c)}`);return}throw Et(c,`could not download artif\
act ${e} of ${this.#a()}`)}if(i.digestMismatch)throw new l("record-digest-mismatch",`artifact ${e}: the download does no\
t match the digest recorded at upload (${r.digest})`,{details:["the artifact was changed after it was uploaded, or the d\
ownload was corrupted; nothing from it was used"]});let o=await Gn(s,e),a=o.get(f.record);if(!a)throw new l("record-inva\
lid",`artifact ${e} has no ${f.record}`);if(!o.has(f.prompt))throw new l("record-invalid",`artifact ${e} has no ${f.prompt}`);
let u=Re(o,St(a),`artifact ${e}`),d=$t(u.record);if(yt(d,n)!==0)throw new l("record-invalid",`artifact ${e} holds the re\
cord of ${B(d)}, not ${B(n)}`);return u}finally{await Ee(s,{recursive:!0,force:!0})}}#a(){let e=this.#t.findBy;return e?
`run ${e.workflowRunId} of ${e.repositoryOwner}/${e.repositoryName}`:"this run"}#c(){return this.#t.findBy?{findBy:this.#t.
findBy}:{}}async#o(e,n){for(let r=1;;r++)try{return await n(r)}catch(s){if(r>=this.#r.attempts||!Hn(s))throw s;let i=this.#r.
baseDelayMs*2**(r-1);this.#t.reporter?.warning(`${e} failed (${Te(S(s))}); trying again in ${i} ms (${r+1} of ${this.#r.
attempts})`),await new Promise(o=>setTimeout(o,i))}}};function Re(t,e,n){let r=o=>{let a=t.get(o);return a===void 0?null:
Buffer.from(a).toString("utf8")},{record:s,handoff:i}=we({record:r(f.record)??"",handoff:r(f.handoff)},n);return{record:s,
prompt:r(f.prompt)??"",handoff:i,recordSha256:e}}async function Gn(t,e){let n=c=>new l("record-invalid",`artifact ${e}: ${c}`),
[r,...s]=await Dn(t);if(r===void 0||s.length>0)throw n("the download is not one zip file");let i=await Mn(I(t,r));if(!i.
isFile())throw n("the download is not a regular file");if(i.size>Oe)throw n("the download is too large");let o=new Set([
f.record,f.prompt,f.handoff]),a=new Set,{unzipSync:u}=await import("./esm-OSXH2CCV.js"),d;try{d=u(await jn(I(t,r)),
{filter:c=>{if(!o.has(c.name))return!1;if(a.has(c.name))throw n(`${c.name} is in it twice`);if(a.add(c.name),Math.max(c.
size,c.originalSize)>Kn)throw n(`${c.name} is too large`);return!0}})}catch(c){throw c instanceof l?c:n(`the download is\
 not a zip archive baton can read (${S(c)})`)}return new Map(Object.entries(d))}function _e(t,e,n=!1){return new l("reco\
rd-exists",`${B(e)} already has a record (artifact ${t}); records are immutable`,{where:`stage ${e.stage}`,details:n?["a\
n earlier try of this upload may have completed before its connection dropped"]:["give each stage in the run its own sta\
ge id, or record a new attempt"]})}function Et(t,e,n={}){return Wt("artifact-service-failed",e,t,n)}function St(t){return(0,Pe.createHash)(
"sha256").update(t).digest("hex")}function S(t){return t instanceof Error?t.message:String(t)}function Te(t){return t.split(
`
`,1)[0]??""}function Hn(t){if(t instanceof l)return!1;let e=t?.code;return t instanceof Error&&t.name==="NetworkError"||
typeof e=="string"&&/^(ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|EAI_AGAIN)$/.test(e)?!0:/ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|socket hang up/.
test(S(t))}function Jn(t,e){let n=t?.status;if(n!==401&&n!==403&&n!==404)return;let r=`run ${e.workflowRunId} of ${e.repositoryOwner}\
/${e.repositoryName}`,s=n===404?"no such run, or the token cannot see it":n===401?"the token was rejected":"the token ma\
y not list its artifacts";return new l("run-unreadable",`cannot read the records of ${r} (${n}: ${Te(S(t))}): ${s}. Read\
ing another run\u2019s records needs a token with \`actions: read\`: give the job \`permissions: actions: read\` or pass a github\
-token that has it`,{where:"github-token",details:n===404?[`check that ${e.workflowRunId} is a run id of ${e.repositoryOwner}\
/${e.repositoryName}`]:[]})}function Wn(t){return t instanceof Error&&(t.name==="ArtifactNotFoundError"||/\(404\)|not found/i.
test(t.message))}var Yn="\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u061c\\u200b-\\u200f\\u2028-\\u202e\\u2066-\\u2069\\ufeff",Xn=new RegExp(
`[${Yn}\\u000a]`,"g");function Ne(t){return`\\u${t.charCodeAt(0).toString(16).padStart(4,"0")}`}function ss(t){return t.
replace(Xn,Ne)}var Zn=/^([\s\u0085]*):(?=:)/gm,Vn=/#(?=#\[)/g;function ke(t,e=Ne){return t.replace(Zn,(n,r)=>`${r}${e(":")}`).
replace(Vn,e)}var Ie=class{info(e){xt(qn(e))}warning(e,n){It(ve(e,n),xe(n))}error(e,n){kt(ve(e,n),xe(n))}group(e,n){return vt(e.replace(
/[\r\n]+/g," "),n)}};function qn(t){return ke(t,e=>`${e}\u200B`)}function xe(t){let e=t?/^(.+?):(\d+)(?::(\d+))?$/.exec(
t):null;return!e||/\s/.test(e[1])?{}:{file:e[1],startLine:Number(e[2]),...e[3]?{startColumn:Number(e[3])}:{}}}function ve(t,e){
return e?`${e}: ${t}`:t}var Fe=["claude","codex","gemini","copilot"],Qn=Gt(Fe),Pt={claude:{cli:"claude",npmPackage:"@anthropic-ai/claude-code",keyEnv:[
"ANTHROPIC_API_KEY","CLAUDE_CODE_OAUTH_TOKEN"],docs:"https://docs.anthropic.com/en/docs/claude-code/sdk/sdk-headless"},codex:{
cli:"codex",npmPackage:"@openai/codex",keyEnv:["CODEX_API_KEY","OPENAI_API_KEY"],docs:"https://developers.openai.com/cod\
ex/noninteractive"},gemini:{cli:"gemini",npmPackage:"@google/gemini-cli",keyEnv:["GEMINI_API_KEY","GOOGLE_API_KEY"],docs:"\
https://geminicli.com/docs/cli/headless/"},copilot:{cli:"copilot",npmPackage:"@github/copilot",keyEnv:["COPILOT_GITHUB_T\
OKEN"],docs:"https://docs.github.com/en/copilot/reference/copilot-cli-reference/cli-programmatic-reference"}},tr=[...new Set(
Object.values(Pt).flatMap(t=>t.keyEnv))],er=["ANTHROPIC_AUTH_TOKEN","ANTHROPIC_FOUNDRY_API_KEY","AWS_SECRET_ACCESS_KEY",
"AWS_SESSION_TOKEN","AWS_BEARER_TOKEN_BEDROCK","AZURE_OPENAI_API_KEY"];function Ce(t){return[...tr,...er].map(e=>t[e]).filter(
e=>!!e)}var nr=Kt().check(zt(/^[A-Za-z0-9][A-Za-z0-9._:/@-]{0,127}$/,{message:"must be a model name: letters, digits and\
 . _ : / @ -, at most 128 characters"})),rr=Bt({model:Ht(nr)}),Me="--prompt=",De=128*1024-1-Me.length,G=`"\${${_.handoffPath}\
%/*}"`,x=`"$${_.promptPath}"`,Rt=t=>`\${${b.model}:+${t} "$${b.model}"}`,H=["agent_args=()",`if [ -n "\${${b.args}:-}" ]\
; then`,"  while IFS= read -r arg; do",`    arg="\${arg%$'\\r'}"`,'    if [ -n "$arg" ]; then agent_args+=("$arg"); fi',
`  done <<< "$${b.args}"`,"fi"],J='${agent_args[@]+"${agent_args[@]}"}';function je(t){let{cli:e,npmPackage:n}=Pt[t];return`\
the ${e} CLI is not installed (no ${e} on PATH): install its npm package, npm install --global ${n}@<version> (baton-sta\
ge.yml installs it at agent-version)`}var Y="baton: ",Le=t=>`the prompt is ${t} bytes; copilot takes it as one argument,\
 at most ${De} bytes. Shorten it (max-prompt-tokens) or use another agent.`;function sr(t,e){if(e===je(t))return!0;let n=/^the prompt is (\d{1,20}) bytes;/.
exec(e)?.[1];return t==="copilot"&&n!==void 0&&e===Le(n)}function W(t){let{cli:e}=Pt[t];return[`if ! command -v ${e} >/d\
ev/null 2>&1; then`,`  echo "${Y}${je(t)}" >&2`,"  exit 127","fi"]}function Ue(t,e,n=""){return[`if [ -z "\${${e}:-}" ] \
&& [ -n "\${${t}:-}" ]${n}; then`,`  export ${e}="$${t}"`,"fi"]}var ir={claude:[...W("claude"),'if [ "$EUID" -eq 0 ]; th\
en',"  export IS_SANDBOX=1","fi",...H,"exec claude -p \\","  --output-format stream-json --verbose \\","  --permission-m\
ode bypassPermissions \\",`  --add-dir ${G} \\`,`  ${Rt("--model")} \\`,`  ${J} \\`,`  < ${x}`].join(`
`),codex:[...W("codex"),...Ue("OPENAI_API_KEY","CODEX_API_KEY"),...H,"exec codex exec \\","  --json \\","  --sandbox wor\
kspace-write \\","  --skip-git-repo-check \\",`  --add-dir ${G} \\`,`  ${Rt("--model")} \\`,`  ${J} \\`,`  - < ${x}`].join(
`
`),gemini:[...W("gemini"),'export GEMINI_CLI_TRUST_WORKSPACE="${GEMINI_CLI_TRUST_WORKSPACE:-true}"',...Ue("GOOGLE_API_KE\
Y","GEMINI_API_KEY",' && [ "${GOOGLE_GENAI_USE_VERTEXAI:-}" != true ]'),...H,"exec gemini \\","  --output-format json \\",
"  --approval-mode yolo \\",`  --include-directories ${G} \\`,`  ${Rt("--model")} \\`,`  ${J} \\`,"  -p 'Carry out the t\
ask above.' \\",`  < ${x}`].join(`
`),copilot:[...W("copilot"),`prompt_bytes=$(wc -c < ${x})`,`if [ "$prompt_bytes" -gt ${De} ]; then`,`  echo "${Y}${Le("$\
prompt_bytes")}" >&2`,"  exit 2","fi",...H,"exec copilot \\",`  ${Me}"$(cat ${x})" \\`,"  --output-format=json \\","  --\
allow-all-tools \\","  --no-ask-user \\",`  --add-dir=${G} \\`,`  \${${b.model}:+--model="$${b.model}"} \\`,`  ${J}`].join(
`
`)};function Ot(t,e=`input ${Dt.agent}`){let n=Qn.safeParse(t);if(n.success)return n.data;throw new l("agent-preset-unkn\
own",`"${t}" is not an agent preset; use one of ${Fe.join(", ")}, or give the command in \`run\``,{where:e})}function ls(t,e={}){
let n=Ot(t),r=rr.safeParse(e);if(!r.success){let i=r.error.issues[0];throw new l("agent-preset-options",`agent ${n}: ${i?.
path.join(".")||"options"} ${i?.message}`,{where:`agent ${n}`})}let s={};return r.data.model!==void 0&&(s[b.model]=r.data.
model),{script:ir[n],env:s}}function fs(t,e){let n=Ot(t),r=[];switch(n){case"claude":return{...cr(e,r),problems:r};case"\
codex":return{...ur(e,r),problems:r};case"gemini":return{...fr(e,r),problems:r};case"copilot":return{...gr(e,r),problems:r}}}function gs(t,e){let n=Ot(t),r=or(n,e);if(r!==null&&r.trim()!=="")return{source:"cli",text:r};let s=e.split(`
`);for(let i=s.length-1;i>=0;i--){let o=s[i].trimEnd(),a=o.slice(Y.length);if(o.startsWith(Y)&&sr(n,a))return{source:"sc\
ript",text:a}}return null}function or(t,e){switch(t){case"claude":{let n=A(R(e),i=>i.type==="result"),r=n?.is_error===!0||
typeof n?.subtype=="string"&&n.subtype.startsWith("error");if(!n||!r)return null;if(typeof n.result=="string"&&n.result.
trim()!=="")return n.result;let s=Array.isArray(n.errors)?n.errors.filter(i=>typeof i=="string"):[];return s.length>0?s.
join("; "):typeof n.subtype=="string"?n.subtype:null}case"codex":{let n=R(e),r=A(n,i=>i.type==="turn.failed"&&p(i.error)),
s=p(r?.error)?r.error.message:A(n,i=>i.type==="error")?.message;return typeof s=="string"?s:null}case"gemini":{let n=Ke(
e)?.error;return p(n)&&typeof n.message=="string"?n.message:null}case"copilot":{let n=A(R(e),r=>r.type==="session.error")?.
data;return p(n)&&typeof n.message=="string"?n.message:null}}}function ps(t={}){return["## Handing off","",`When you are\
 done, write your handoff as one JSON object to ${t.handoffPath?`\`${t.handoffPath}\` (also in the environment variable \`${_.
handoffPath}\`)`:`the path in the environment variable \`${_.handoffPath}\``}:`,"","```json",`{"version": ${Mt}, "status\
": "success", "summary": "what you did or found, in a few sentences", "detail": "the deeper findings", "data": {"key": "\
value"}}`,"```","",`- \`summary\` is required (at most ${$.summaryBytes} bytes); \`status\` is one of success, partial, bl\
ocked, failure.`,'- `data` maps names to strings; `detail` holds the long form; add `"next": {"stage": "<stage id>", "re\
ason": "\u2026"}` to hand off to a specific stage.',`- If you cannot write files, print the same JSON as the last thing \
you say, between a line \`${V.start}\` and a line \`${V.end}\`.`].join(`
`)}function p(t){return typeof t=="object"&&t!==null&&!Array.isArray(t)}function R(t){let e=[];for(let n of t.split(`
`)){let r=n.trim();if(r.startsWith("{"))try{let s=JSON.parse(r);p(s)&&e.push(s)}catch{}}return e}function A(t,e){for(let n=t.
length-1;n>=0;n--){let r=t[n];if(e(r))return r}}var m=(t,e)=>({key:e,value:t[e]});function ze(t){return typeof t=="numbe\
r"||typeof t=="boolean"?String(t):typeof t=="string"?"a string":Array.isArray(t)?"a list":"an object"}function _t(t,e){return{
code:Lt.usageRefused,severity:"warning",path:`agent.usage.${t}`,message:`${e}; ${t} is not recorded`}}function E(t,e,n,r){
let s;for(let{key:i,value:o}of n)if(o!=null){if(typeof o!="number"||!Number.isSafeInteger(o)||o<0){r.push(_t(e,`${t} rep\
orted ${ze(o)} as ${i}, which is not a whole number from 0 to ${Number.MAX_SAFE_INTEGER}`));return}if(s=(s??0)+o,!Number.
isSafeInteger(s)){r.push(_t(e,`the ${e} ${t} reported add up to more than ${Number.MAX_SAFE_INTEGER}`));return}}return s}
function ar(t,{key:e,value:n},r){if(n!=null){if(typeof n=="number"&&Number.isFinite(n)&&n>=0&&n<=$.usageCostUsd)return n;
r.push(_t("cost_usd",`${t} reported ${ze(n)} as ${e}, which is not an amount from 0 to ${$.usageCostUsd} USD`))}}function X(t){
let e={};return t.input!==void 0&&(e.input_tokens=t.input),t.output!==void 0&&(e.output_tokens=t.output),t.cost!==void 0&&
(e.cost_usd=t.cost),Object.keys(e).length===0?null:e}function cr(t,e){let n=A(R(t),a=>a.type==="result");if(!n)return{finalText:null,
usage:null};let r=p(n.modelUsage)?Object.values(n.modelUsage).filter(p):[],s=p(n.usage)?n.usage:{},[i,o]=r.length>0?[r.flatMap(
a=>[m(a,"inputTokens"),m(a,"cacheCreationInputTokens"),m(a,"cacheReadInputTokens")]),r.map(a=>m(a,"outputTokens"))]:[[m(
s,"input_tokens"),m(s,"cache_creation_input_tokens"),m(s,"cache_read_input_tokens")],[m(s,"output_tokens")]];return{finalText:typeof n.
result=="string"?n.result:null,usage:X({input:E("claude","input_tokens",i,e),output:E("claude","output_tokens",o,e),cost:ar(
"claude",m(n,"total_cost_usd"),e)})}}function ur(t,e){let n=R(t),s=A(n,a=>a.type==="item.completed"&&dr(a.item))?.item?.
text,i=n.filter(a=>a.type==="turn.completed"&&p(a.usage)),o=a=>i.map(u=>m(u.usage,a));return{finalText:typeof s=="string"?
s:null,usage:X({input:E("codex","input_tokens",o("input_tokens"),e),output:E("codex","output_tokens",o("output_tokens"),
e)})}}function dr(t){return p(t)&&(t.type==="agent_message"||t.item_type==="assistant_message")}var lr=4;function Ke(t){
let e=t.length;for(let n=0;n<lr&&e>0;n++){let r=t.lastIndexOf(`
{`,e-1),s=r===-1?0:r+1;if(t[s]!=="{")return null;try{let i=JSON.parse(t.slice(s));if(p(i)&&("response"in i||"stats"in i||
"error"in i))return i}catch{}if(r===-1)return null;e=r}return null}function fr(t,e){let n=Ke(t),r=n?.stats,i=(p(r)&&p(r.
models)?Object.values(r.models):[]).map(o=>p(o)&&p(o.tokens)?o.tokens:{});return{finalText:typeof n?.response=="string"?
n.response:null,usage:X({input:E("gemini","input_tokens",i.map(o=>m(o,"prompt")),e),output:E("gemini","output_tokens",i.
flatMap(o=>[m(o,"candidates"),m(o,"thoughts")]),e)})}}function gr(t,e){let n=R(t),r=A(n,i=>i.type==="assistant.message")?.
data?.content,s=n.filter(i=>i.type==="assistant.message"&&p(i.data));return{finalText:typeof r=="string"?r:null,usage:X(
{output:E("copilot","output_tokens",s.map(i=>m(i.data,"outputTokens")),e)})}}function $s(t,e){let n=t[e];if(!n)throw new l("runner-env-missing",`${e} is not set: baton's actions run as steps of a G\
itHub Actions job`);return n}function bs(t,e=process.platform){if(!(t.RUNNER_OS!=="Windows"&&e!=="win32"))throw new l("r\
unner-unsupported","baton's stage action runs on Linux and macOS runners, and this job runs on Windows: it runs the agen\
t in bash, in a process group it can stop when the job is cancelled, which Windows has neither of",{details:["give the j\
ob runs-on: ubuntu-latest (or a macOS runner)"]})}function As(t,e){return[...pr(t),...e?[e]:[]]}function pr(t){let e=Ce(
t);for(let[n,r]of Object.entries(t)){if(!r)continue;(Ut.includes(n)||Ft.some(i=>n.startsWith(i)))&&/TOKEN/.test(n)&&e.push(
r)}return e}export{Fe as a,Qn as b,Pt as c,ls as d,fs as e,gs as f,ps as g,ss as h,xn as i,Un as j,ye as k,yt as l,$e as m,$t as n,Cn as o,
B as p,mr as q,ut as r,lt as s,se as t,en as u,Pr as v,Ir as w,xr as x,ht as y,Tn as z,Nn as A,Ur as B,Fr as C,Se as D,Ie as E,
$s as F,bs as G,As as H};

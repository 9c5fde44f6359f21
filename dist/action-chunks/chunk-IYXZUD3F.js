import{e as P,g as N}from"./chunk-E47MSI3N.js";import{c as Zt}from"./chunk-LZSRZBQU.js";import{c as Yt,h as st}from"./chunk-6SIN2BQQ.js";
import{F as rt,f as Gt,h as Ht,o as Jt,t as Wt,v as Xt}from"./chunk-OGFSPBO6.js";import{a as Ze}from"./chunk-PO5EA42V.js";
import{d,e as w}from"./chunk-O7UU6C5Q.js";import{D as Bt,b as Q,h as _,i as Dt,j as jt,k as tt,l as f,m as et,n as Lt,
o as U,p as F,q as C,r as M,s as zt,t as $,u as O,w as nt,x as D,y as Kt,z as b}from"./chunk-2FQEBD2O.js";import{e as xt,
j as vt,m as Ut,n as Ft,o as Ct,p as Mt}from"./chunk-DHIUKFLR.js";import{d as Ye}from"./chunk-A64LSPLL.js";function Rr(){return{env:process.env,write:t=>{process.stdout.write(t)},onStopSignal:t=>{let e=["SIGINT","SIGTERM"];for(let n of e)
process.on(n,t);return()=>{for(let n of e)process.off(n,t)}},exit:t=>process.exit(t)}}var k=class{#e;#t=new Map;constructor(e){this.#e=e}next(e,n){let r=this.#t.get(e);if(r===void 0){r=[];for(let i=this.#e.
indexOf(e);i>=0;i=this.#e.indexOf(e,i+1))r.push(i);this.#t.set(e,r)}let s=0,o=r.length;for(;s<o;){let i=s+o>>>1;r[i]<n?s=
i+1:o=i}return s<r.length?r[s]:-1}},Ve=/\s/;function it(t){return t!==void 0&&Ve.test(t)}function ot(t,e){for(;it(t[e]);)
e++;return e}function j(t,e){for(;t[e]===" "||t[e]==="	";)e++;return e}function at(t,e){for(let n=e+1;n<t.length;n++){let r=t[n];
if(r==="]")return n;if(r!=="[")continue;let s=n+1;for(;s<t.length&&t[s]!=="["&&t[s]!=="]";)s++;if(t[s]!=="]")return-1;n=
s}return-1}function qt(t,e){if(t[e]!=="[")return-1;let n=Math.min(t.length,e+1001);for(let r=e+1;r<n;r++){let s=t[r];if(s===
"]")return r+1;if(s==="["||s===`
`)return-1}return-1}function Qt(t,e){let n=Math.min(t.length,e+1001);for(let r=e+1;r<n;r++){let s=t[r];if(s==="]")return r>
e+1?r:-1;if(s==="["||s===`
`||s==="\0")return-1}return-1}function te(t,e,n){if(t[e]!=="(")return null;let r=ot(t,e+1);for(let s of qe(t,r)){let o=tn(
t,s,n);if(o>=0)return{url:t.slice(r,s),end:o}}return null}function qe(t,e){let n=[];if(t[e]==="<"){let r=ee(t,e);r>=0&&n.
push(r+1)}return n.push(Qe(t,e)),n}function ee(t,e){for(let n=e+1;n<t.length;n++){let r=t[n];if(r===">")return n;if(r===
"<"||r===`
`)return-1}return-1}function Vt(t){return t!==void 0&&t!=="("&&t!==")"&&!it(t)}function Qe(t,e){let n=e;for(;;){for(;Vt(
t[n]);)n++;if(t[n]!=="(")return n;let r=n+1;for(;Vt(t[r]);)r++;if(t[r]!==")")return n;n=r+1}}function tn(t,e,n){let r=ot(
t,e);if(r>e){let s=ne(t,r,n);if(s>=0){let o=ot(t,s);if(t[o]===")")return o+1}}return t[r]===")"?r+1:-1}function ne(t,e,n){
let r=t[e],s=r==='"'||r==="'"?r:r==="("?")":void 0;if(s===void 0)return-1;let o=n.next(s,e+1);return o<0?-1:o+1}function re(t,e,n){
let r=e;for(;r<e+3&&t[r]===" ";)r++;if(t[r]!=="[")return null;let s=r+1,o=Math.min(t.length,s+1e3),i=s;for(;i<o&&t[i]!==
"]"&&t[i]!==`
`;)i++;if(t[i]!=="]"||i===s||i-s>999||t[i+1]!==":")return null;let a=se(t,i+2),c=en(t,a);for(let l of c){let u=nn(t,l,n);
if(u>=0)return{label:t.slice(s,i),url:t.slice(a,l),end:u}}return null}function se(t,e){let n=j(t,e);return t[n]===`
`?j(t,n+1):n}function en(t,e){let n=[];if(t[e]==="<"){let s=ee(t,e);s>=0&&n.push(s+1)}let r=e;for(;r<t.length&&!it(t[r]);)
r++;return r>e&&n.push(r),n}function nn(t,e,n){let r=ne(t,se(t,e),n);if(r>=0){let o=j(t,r);if(o===t.length||t[o]===`
`)return o}let s=j(t,e);return s===t.length||t[s]===`
`?s:-1}var rn=/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0D\uFEFF\uFFA0\uFFF9-\uFFFB\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;
function z(t){return t.replace(/\r\n?|[\u2028\u2029]/g,`
`).replace(rn,"")}var sn=new RegExp(Nn(nt),"gi"),on=nt.replace(/:$/,"").replace(/:/g," ");function K(t){return t.replace(
sn,`${on}: `)}function T(t,e){return N(t,e.secrets??[]).text}function ft(t,e={}){let n=B(e);return ue(t,n,r=>{let s=[];for(let o of un(
T(z(r),n)))if(o.kind==="code"){let i=s.at(-1);i!==void 0&&!an(i)&&s.push(""),s.push(le(o))}else{let i=K(de(o.text,{tables:!0,
serverUrl:n.serverUrl}));s.push(ln(i))}return s.join(`
`).replace(/^\n+/,"").trimEnd()},r=>pt(r,n))}function an(t){return/^[ \t]*$/.test(t.slice(t.lastIndexOf(`
`)+1))}function pt(t,e={}){let n=T(t,B(e)).split(`
`);return le({kind:"code",fence:"`",length:3,info:"",indent:0,lines:n})}function gt(t,e={}){let n=B(e);return ue(t,n,r=>{
let s=ce(T(z(r),n));return K(de(s,{tables:!1,serverUrl:n.serverUrl})).trim()},r=>cn(r,n))}function ae(t,e={}){return z(t).
split(`
`).map(r=>gt(r,e)).filter(r=>r!=="").join("<br>").replace(/\|/g,"\\|")}function cn(t,e={}){let n=B(e),r=K(ce(T(z(t),n))).
trim(),s="`".repeat(mt(r,"`")+1),o=r.startsWith("`")||r.endsWith("`")||r===""?" ":"";return`${s}${o}${r}${o}${s}`}function ce(t){
return t.replace(/\s+/g,e=>e.includes(`
`)?" ":e)}function mt(t,e){let n=0,r=0;for(let s=0;s<t.length;s++)r=t[s]===e?r+1:0,r>n&&(n=r);return n}function B(t){return Array.
isArray(t)?{secrets:t}:t}function ue(t,e,n,r){let s=n(t);for(let o=0;o<4;o++){let i=N(s,e.secrets??[]);if(i.redactions.length===
0)return s;s=n(i.text)}return r(T(s,e))}function un(t){let e=t.split(`
`),n=[],r=[],s=()=>{r.length>0&&n.push({kind:"prose",text:r.join(`
`)}),r=[]};for(let o=0;o<e.length;o++){let i=e[o],a=/^( {0,3})(`{3,}|~{3,})(.*)$/.exec(i);if(!a||a[2][0]==="`"&&a[3].includes(
"`")){r.push(i);continue}s();let c=a[2],l=new RegExp(`^ {0,3}${c[0]==="`"?"`":"~"}{${c.length},}[ \\t]*$`),u=[];for(o++;o<
e.length&&!l.test(e[o]);o++)u.push(e[o]);n.push({kind:"code",fence:c[0]==="`"?"`":"~",length:c.length,info:fn(a[3]),indent:a[1].
length,lines:u})}return s(),n}function le(t){let e=new RegExp(`^ {0,${t.indent}}`),n=K(t.lines.map(s=>s.replace(e,"")).join(
`
`)),r=t.fence.repeat(Math.max(t.length,mt(n,t.fence)+1));return t.lines.length===0?`${r}${t.info}
${r}`:`${r}${t.info}
${n}
${r}`}function ln(t){return t.replace(/^( {0,3})(?=~{3}|`{3,}[^`\n]*$)/gm,"$1\\")}var dn=new Set(["mermaid","geojson","t\
opojson","stl","math"]);function fn(t){let e=/^\s*([A-Za-z0-9_+.#-]{1,32})/.exec(t);return e&&!dn.has(e[1].toLowerCase())?
e[1]:""}var ut=class{#e=[];#t=new Map;tables;serverUrl;constructor(e,n){this.tables=e,this.serverUrl=n}add(e,n){return this.#e.
push(e),n!==void 0&&this.#t.set(this.#e.length-1,n),`\0${this.#e.length-1}\0`}plain(e){return this.#t.size===0?e:e.replace(
/\u0000(\d+)\u0000/g,(n,r)=>this.#t.get(Number(r))??n)}resolve(e,n=0){let r=[],s="",o=a=>{a!==""&&(r.push(a),s=a[a.length-
1])},i=0;for(let a of e.matchAll(/\u0000(\d+)\u0000/g)){o(e.slice(i,a.index)),i=a.index+a[0].length;let c=this.#e[Number(
a[1])]??"",l=n<16?this.resolve(c,n+1):c.replace(/\u0000/g,"");(/^[`\\]/.test(l)&&(s==="`"||s==="\\")||l.startsWith("[")&&
s==="!")&&o(" "),o(l)}return o(e.slice(i)),r.join("")}},pn=/[!-/:-@[-`{-~]/;function de(t,e){let n=new ut(e.tables,e.serverUrl),
r=gn(t,n);return r=mn(r),r=hn(r,n),r=fe(r,n),n.resolve(L(r,n))}function L(t,e){let n=Rn(t);return n=On(n,e),Pn(n,e)}function gn(t,e){
let n=new lt(t),r="",s=0;for(;s<t.length;){let o=t[s];if(o==="\\"&&s+1<t.length&&pn.test(t[s+1])){let c=t[s+1];c==="`"?r+=
e.add("\\`"):c==="\\"?r+=e.add("\\\\"):"@#<>&[]!".includes(c)?r+=c:r+=`\\${c}`,s+=2;continue}if(o!=="`"){r+=o,s++;continue}
let i=1;for(;t[s+i]==="`";)i++;let a=n.find(s+i,i);a===-1||e.tables&&t.slice(s,a).includes("|")?(r+=e.add("\\`".repeat(i)),
s+=i):(r+=e.add(t.slice(s,a+i)),s=a+i)}return r}var lt=class{#e;#t=-1;#r=new Map;constructor(e){this.#e=e}find(e,n){e>this.#t&&
this.#n(e);let r=this.#r.get(n);if(r===void 0)return-1;for(;r.next<r.starts.length&&r.starts[r.next]<e;)r.next++;return r.
next<r.starts.length?r.starts[r.next]:-1}#n(e){let n=this.#e,r=n.indexOf(`
`,e);this.#t=r<0?n.length:r,this.#r=new Map;for(let s=e;s<this.#t;s++){if(n[s]!=="`")continue;let o=s;for(;n[o]==="`";)o++;
let i=this.#r.get(o-s);i?i.starts.push(s):this.#r.set(o-s,{starts:[s],next:0}),s=o}}};function mn(t){let e="",n=0,r=!1,s=t.
indexOf("<!--");for(;s>=0;){let o=r?-1:t.indexOf("-->",s+4);r=o<0;let i=o>=0?o+3:t.startsWith("<!-->",s)?s+5:t.startsWith(
"<!--->",s)?s+6:-1;if(i<0){s=t.indexOf("<!--",s+1);continue}e+=t.slice(n,s),n=i,s=t.indexOf("<!--",n)}return e+t.slice(n)}
function hn(t,e){return t.replace(/<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>\u0000]*)>/g,(n,r)=>{let s=yn(r);return s&&!ht(s)?
e.add(`<${s}>`):I(r,e)}).replace(/<([A-Za-z0-9.!#$%&'*+/=?^_{|}~-]+@[A-Za-z0-9.-]+)>/g,"$1")}function ct(t,e){let n="",r=0,
s=t.indexOf("[");for(;s>=0;){let o=s>r&&t[s-1]==="!",i=e(t,s,o);if(i===null){s=t.indexOf("[",s+1);continue}n+=t.slice(r,
o?s-1:s)+i.replacement,r=i.end,s=t.indexOf("[",r)}return n+t.slice(r)}function fe(t,e){let n=new Map,r=wn(t,n),s=(i,a,c)=>{
let l=c===void 0?null:pe(c.replace(/^<|>$/g,"")),u=l?ge(l):null,p=fe(a,e);if(u&&ht(u)){let h=I(u,e);return p.trim()===""?
h:`${p} (${h})`}if(i){let h=p.trim()===""?"image":p;if(!l)return h;if(bn(l,e.serverUrl))return e.add(`![${L(h,e)}](${u})`);
let y=e.plain(p.trim()===""?"image":`image: ${p}`);return e.add(`[${L(y,e)}](${u})`,y)}return u?e.add(`[${L(e.plain(p),e)}\
](${u})`):p},o=new k(r);return r=ct(r,(i,a,c)=>{let l=at(i,a),u=l<0?null:te(i,l+1,o);return u===null?null:{end:u.end,replacement:s(
c,i.slice(a+1,l),u.url)}}),r=ct(r,(i,a,c)=>{let l=at(i,a),u=l<0?-1:qt(i,l+1);if(u<0)return null;let p=i.slice(a+1,l),h=i.
slice(l+2,u-1),y=n.get(dt(h===""?p:h));return{end:u,replacement:y===void 0?i.slice(c?a-1:a,u):s(c,p,y)}}),r=ct(r,(i,a,c)=>{
let l=Qt(i,a);if(l<0||"([:".includes(i[l+1]??" "))return null;let u=i.slice(a+1,l),p=n.get(dt(u));return p===void 0?null:
{end:l+1,replacement:s(c,u,p)}}),r}function wn(t,e){let n=new k(t),r="",s=0;for(let o=0;o>=0&&o<=t.length;){let i=re(t,o,
n),a=t.indexOf(`
`,i?i.end:o);if(i){let c=dt(i.label);e.has(c)||e.set(c,i.url.replace(/^<|>$/g,"")),r+=t.slice(s,o),s=i.end}o=a<0?-1:a+1}
return r+t.slice(s)}function dt(t){return t.trim().replace(/\s+/g," ").toLowerCase()}function yn(t){let e=pe(t);return e&&
ge(e)}function pe(t){if(!/^https:\/\//i.test(t))return null;let e;try{e=new URL(t)}catch{return null}return e.protocol!==
"https:"||e.hostname===""||e.username!==""||e.password!==""?null:e}function ge(t){return t.href.replace(/[^A-Za-z0-9\-._~:/?#@!$&'*+,;=%]/g,
e=>`%${e.charCodeAt(0).toString(16).toUpperCase().padStart(2,"0")}`)}var oe=".githubusercontent.com",$n="camo.githubuser\
content.com";function bn(t,e){let n=An(e);if(n!==null&&t.host===n)return!0;if(t.port!=="")return!1;let r=t.hostname;return r===
"github.com"?!0:r.endsWith(oe)&&r!==$n&&!r.slice(0,-oe.length).split(".").includes("")}function An(t){if(!t)return null;
try{let e=new URL(t).host;return e===""?null:e}catch{return null}}var En=new Set(["issues","pull","pulls","discussions"]);
function ht(t){let e=t.indexOf("://"),r=(e<0?t:t.slice(e+3)).split(/[?#]/,1)[0].split("/");for(let s=1;s+1<r.length;s++)
if(En.has(Sn(r[s]).toLowerCase())&&/^\d/.test(r[s+1]))return!0;return!1}function Sn(t){try{return decodeURIComponent(t)}catch{
return t}}function Rn(t){return t.replace(/&/g,"&amp;").replace(/</g,"&lt;").replace(/\[/g,"\\[").replace(/\]/g,"\\]")}var _n=`\
?!.,:*_~'"`;function On(t,e){return t.replace(/(?:(?:https?|ftp):\/\/|www\.)[^\s\u0000\\`<]+/gi,(n,r)=>{let s=t[r-1]??"",
o=t[r+n.length]??"",i=!/[A-Za-z0-9]/.test(s)&&(o===""||/\s/.test(o)),a=n.length;for(;a>0&&_n.includes(n[a-1]);)a--;let c=n.
slice(0,a);return i&&/^https:/i.test(n)&&!n.includes("@")&&!ht(c)?e.add(n):I(c,e)+n.slice(a)})}var ie=/(?<owner>(?<![A-Za-z0-9_./-])[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+#\d[A-Za-z0-9]*)|(?<number>#\d[A-Za-z0-9]*)|(?<other>@[A-Za-z0-9][A-Za-z0-9_-]*(?:\/[A-Za-z0-9][A-Za-z0-9_.-]*)?|GH-\d[A-Za-z0-9]*)/gi;
function Pn(t,e){let n=new RegExp(ie.source,ie.flags),r="",s=0;for(let o=n.exec(t);o!==null;o=n.exec(t)){let i=o.index;if(!(o.
groups.other===void 0||i===s||!/[A-Za-z0-9]/.test(t[i-1]??""))){n.lastIndex=i+1;continue}r+=t.slice(s,i)+I(o[0],e),s=i+o[0].
length}return r+t.slice(s)}function I(t,e){if(e.tables&&t.includes("|"))return t.split("|").map(s=>s===""?"":I(s,e)).join(
e.add("\\|"));let n="`".repeat(mt(t,"`")+1),r=t.startsWith("`")||t.endsWith("`")?" ":"";return e.add(`${n}${r}${t}${r}${n}`)}
function Nn(t){return t.replace(/[.*+?^${}()|[\]\\]/g,"\\$&")}var kn={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\u274C"};function Fr(t){let{record:e,handoff:n}=t,
r=a=>ae(a,t)||" ",s=[["status",`${e.status} (${e.outcome.reason})`],["attempt",String(e.attempt)],["exit code",e.agent.exit_code===
null?"none":String(e.agent.exit_code)],["duration",`${(e.agent.duration_ms/1e3).toFixed(1)} s`],["handoff",e.present&&e.
digests.handoff?`present, sha256 ${e.digests.handoff.slice(0,12)}`:"none"]];n?.next&&s.push(["next",n.next.stage]),t.notStored!==
void 0?s.push(["artifact","not stored"]):t.artifactName&&s.push(["artifact",t.artifactName]);let o=[];o.push([`### ${kn[e.
status]} baton stage \`${e.stage}\``,"","| | |","|---|---|",...s.map(([a,c])=>`| ${a} | ${r(c)} |`)].join(`
`)),t.notStored!==void 0&&o.push(`${gt(Tn(t.notStored),t)}. No later stage can read this record or its handoff; it is sh\
own here only.`),e.outcome.message&&o.push(ft(e.outcome.message,t)),n&&o.push(["#### Summary","",ft(n.summary,t)].join(`\

`));let i=Object.entries(n?.data??{});return i.length>0&&o.push(["#### Data","","| key | value |","|---|---|",...i.map(([
a,c])=>`| ${r(a)} | ${r(c)} |`)].join(`
`)),e.problems.length>0&&o.push(["#### Problems","","| severity | code | where | message |","|---|---|---|---|",...e.problems.
map(a=>`| ${a.severity} | ${r(a.code)} | ${r(a.path)} | ${r(a.message)} |`)].join(`
`)),In(o,t.notStored===void 0?t.artifactName:void 0)}function Tn(t){return t.charAt(0).toUpperCase()+t.slice(1)}function In(t,e){
let n=`_Cut to fit the step summary; the full record is in ${e?`artifact ${e}`:"the stage record"}._`,r=$.stepSummaryBytes-
Q(n)-4,s=[],o=0;for(let i of t){let a=Q(i)+2;if(o+a>r){s.push(n);break}s.push(i),o+=a}return`${s.join(`

`)}
`}function me(t,e){return N(t,e).redactions.length===0?t:`${pt(t.trimEnd(),e)}
`}var vn=new Set(Object.values(Kt));function Lr(t){for(let e of Object.keys(t))if(!vn.has(e))throw new w(`refusing to set \
output ${JSON.stringify(e)}: not one of baton's outputs`);for(let[e,n]of Object.entries(t))vt(e,n)}async function zr(t,e){
process.env.GITHUB_STEP_SUMMARY&&await xt.addRaw(me(t,e),!0).write()}var Un={agentGrace:2500,deadline:8500};function Fn(t){return`the runner sent ${t} (the job was cancelled, or the step ra\
n past its timeout-minutes)`}function Cn(t){let e=new AbortController,n,r,s=()=>{},o=new Promise(a=>{s=a}),i=t.onStopSignal(
a=>{n===void 0&&(n=a,e.abort(Fn(a)),r=setTimeout(()=>s(a),Un.deadline))});return{signal:e.signal,get received(){return n},
expired:o,dispose(){i(),clearTimeout(r)}}}function Br(t,e,n=()=>!1){let{signal:r}=e;return new Promise((s,o)=>{let i=()=>{
n()||o(new Error(String(r.reason)))};r.aborted?i():r.addEventListener("abort",i,{once:!0}),t.then(s,o).finally(()=>r.removeEventListener(
"abort",i))})}async function Gr(t,e,n){let r=Cn(t);try{let s=await Promise.race([e(r).then(()=>({kind:"done"}),o=>({kind:"\
failed",error:o})),r.expired.then(o=>({kind:"expired",signal:o}))]);s.kind==="failed"&&await n.failed(s.error),s.kind===
"expired"&&(await n.outOfTime(s.signal),t.exit(1))}finally{r.dispose()}}var Te=Ye(Ze(),1);import{lstat as Jn,mkdir as Rt,mkdtemp as _e,readdir as Wn,readFile as Xn,rm as Oe,writeFile as Yn}from"node:fs/promises";
import{dirname as Zn,join as x}from"node:path";var wt=new RegExp(`${F}([1-9][0-9]*)$`),yt=new RegExp(`${C}([1-9][0-9]*)$`);function $t(t,e,n=1){if(!O.test(t))throw new d(
"stage-id-invalid",`"${t}" is not a valid stage id: it must start with a letter or _ and have at most 99 more letters, d\
igits, _ or -`,{where:"stage"});for(let[o,i,a]of[[wt,"an attempt suffix",F],[yt,"a run attempt suffix",C]])if(o.test(t))
throw new d("stage-id-invalid",`stage id "${t}" ends like ${i} (${a}<n>), which would make its artifact name ambiguous; \
rename the stage`,{where:"stage"});for(let[o,i]of[["attempt",e],["run attempt",n]])if(!Number.isInteger(i)||i<1)throw new d(
"attempt-invalid",`${o} must be a whole number of at least 1, got ${i}`,{where:`stage ${t}`});let r=n===1?"":`${C}${n}`,
s=e===1?"":`${F}${e}`;return`${U}${t}${r}${s}`}function he(t){if(!t.startsWith(U))return null;let e=t.slice(U.length),n=wt.exec(e),r=n?e.slice(0,n.index):e,s=yt.exec(r),
o=s?r.slice(0,s.index):r,i=n?Number(n[1]):1,a=s?Number(s[1]):1;return n&&i===1||s&&a===1||!O.test(o)||wt.test(o)||yt.test(
o)?null:{stage:o,attempt:i,runAttempt:a}}function Mn(t){return`${JSON.stringify(t,null,2)}
`}function Dn(t){return`${JSON.stringify(t,null,2)}
`}var G=new TextEncoder;function be(t,e){let n=t.record?.lineage,r=Array.isArray(n)&&n.every(jn),s=st.safeParse(r?{...t.
record,lineage:[]}:t.record);if(!s.success){let u=t.record?.stage;throw new w(`refusing to store an invalid record for s\
tage ${String(u)}: ${we(s.error.issues)}`)}let o=r?{...s.data,lineage:t.record.lineage}:s.data;if(typeof t.prompt!="stri\
ng")throw new w(`refusing to store stage ${o.stage}: the prompt is not text`);if(t.log!==void 0&&typeof t.log!="string")
throw new w(`refusing to store stage ${o.stage}: the agent log is not text`);if(t.handoff!==null){let u=rt.safeParse(t.handoff);
if(!u.success)throw new w(`refusing to store an invalid handoff for stage ${o.stage}: ${we(u.error.issues)}`)}let i=new Map;
i.set(f.record,G.encode(Mn(t.record))),i.set(f.prompt,G.encode(t.prompt)),i.set(f.handoff,G.encode(Dn(t.handoff))),t.log!==
void 0&&i.set(f.log,G.encode(t.log));let a=`stage ${o.stage} attempt ${o.attempt}`;for(let[u,p]of Gn(t.files,a))i.set(u,
p);let c=e(i.get(f.prompt));if(o.digests.prompt!==c)throw new w(`refusing to store ${a}: record.digests.prompt is ${o.digests.
prompt}, but the prompt's sha256 is ${c}`);let l=t.handoff===null?null:e(i.get(f.handoff));if(o.digests.handoff!==l)throw new w(
`refusing to store ${a}: record.digests.handoff is ${o.digests.handoff}, but it must be ${l===null?"null (no handoff)":`${l}\
, the sha256 of ${f.handoff} (encodeHandoffJson)`}`);return{record:o,files:i}}function jn(t){if(t===null||typeof t!="obj\
ect"||Array.isArray(t)||Object.getPrototypeOf(t)!==Object.prototype)return!1;let e=Object.keys(t),{stage:n,attempt:r,record_sha256:s}=t,
o=Object.hasOwn(t,"run_attempt"),i=t.run_attempt;return e.length===(o?4:3)&&(!o||typeof i=="number"&&Number.isSafeInteger(
i)&&i>=2)&&typeof n=="string"&&O.test(n)&&typeof r=="number"&&Number.isSafeInteger(r)&&r>=1&&typeof s=="string"&&Yt.test(
s)}function we(t){return t.map(e=>`${P(H(e.path))}: ${e.message}`).join("; ")}var Ln="record-newer";function zn(t){return t===
"github"?"read it with the same baton that wrote it, or a newer one: pin every baton action of the workflow (stage, prep\
are, capture, report, baton-stage.yml and its baton-ref input) to one commit sha, then run the workflow again":"read it \
with the same baton that wrote it, or a newer one: upgrade this baton (npm install --save-dev github:baton-dev/baton#<co\
mmit sha>)"}function Kn(t,e){let n=t!==null&&typeof t=="object"?t.schema:void 0;if(typeof n=="string"&&n!==M.record){let i=ye.
exec(n),a=ye.exec(M.record);return i&&a&&Number(i[1])>Number(a[1])?`its schema is ${JSON.stringify(n)}, and this baton r\
eads ${JSON.stringify(M.record)}`:null}if(e.length===0||!e.every(i=>i.code==="unrecognized_keys"))return null;let r=e.flatMap(
i=>(i.keys??[]).map(a=>P(H([...i.path,a])))),s=r.slice(0,bt).join(", "),o=r.length>bt?` and ${r.length-bt} more`:"";return`\
it has ${r.length===1?"a field":"fields"} this baton does not know: ${s}${o}`}var ye=/^baton\.record\/v([1-9][0-9]{0,5})$/,
bt=10;function Ae(t,e,n){let r=$e(t.record,f.record,e),s=st.safeParse(r);if(!s.success){let a=Kn(r,s.error.issues);throw a!==
null?new d(Ln,`${f.record} was likely written by a newer baton: ${a}`,{where:e,details:[zn(n)]}):new d("record-invalid",
`${f.record} is not a baton record`,{where:e,details:s.error.issues.map(c=>`${P(H(c.path))}: ${c.message}`)})}if(t.handoff===
null)return{record:s.data,handoff:null};let o=$e(t.handoff,f.handoff,e);if(o===null)return{record:s.data,handoff:null};let i=rt.
safeParse(o);if(!i.success)throw new d("record-invalid",`${f.handoff} is not a valid handoff`,{where:e,details:i.error.issues.
map(a=>`${P(H(a.path))}: ${a.message}`)});return{record:s.data,handoff:i.data}}function $e(t,e,n){try{return JSON.parse(
t)}catch(r){throw new d("record-invalid",`${e} is not valid JSON: ${r.message}`,{where:n})}}function H(t){return t.filter(
e=>typeof e!="symbol")}function Bn(t){if(t.includes("\0")||t.includes("\\"))return{refused:"must use / separators and no\
 NUL"};if(t.startsWith("/"))return{refused:"must be relative to the working directory"};let e=t.split("/").filter(r=>r!==
""&&r!==".");if(e.includes(".."))return{refused:"must stay inside the working directory (no .. segment)"};if(e.length===
0)return{refused:"names no file"};let n=Lt.filter(r=>t.includes(r));return n.length>0?{refused:`holds ${n.map(r=>JSON.stringify(
r)).join(", ")}, which a file in a GitHub artifact cannot have`}:{path:e.join("/")}}function Gn(t,e){let n=new Map,r=(o,i)=>new w(
`refusing to store ${e}: artifact ${JSON.stringify(o)} ${i}`),s=0;for(let o of t??[]){let i=Bn(o.path);if("refused"in i)
throw r(o.path,i.refused);if(i.path!==o.path)throw r(o.path,`is not normalised (${i.path})`);if(!(o.bytes instanceof Uint8Array))
throw r(o.path,"has no bytes");let a=`${et}/${o.path}`;if(n.has(a))throw r(o.path,"is listed twice");n.set(a,o.bytes),s+=
o.bytes.length}for(let o of n.keys()){let i=o.split("/");for(let a=2;a<i.length;a++){let c=i.slice(0,a).join("/");if(n.has(
c))throw r(c.slice(et.length+1),`is a file, and also a directory of ${o}`)}}if(s>$.artifactBytes)throw new w(`refusing t\
o store ${e}: its artifacts total ${s} bytes, more than ${$.artifactBytes}`);return n}function Ee(t,e){return t.runAttempt-e.runAttempt||t.attempt-e.attempt}function At(t,e){return(t.stage<e.stage?-1:t.stage>
e.stage?1:0)||Ee(t,e)}function Se(t){let e;for(let n of t)(e===void 0||Ee(n,e)>0)&&(e=n);return e}function Et(t){return{
stage:t.stage,attempt:t.attempt,runAttempt:t.run.attempt}}function Hn(t){let e=t.runAttempt===1?"":` of run attempt ${t.
runAttempt}`;return`attempt ${t.attempt}${e}`}function J(t){return`stage ${t.stage} ${Hn(t)}`}function Re(){let t,e=()=>(t??=import("./artifact-E6OKRIEB.js").then(({DefaultArtifactClient:n})=>new n),t);return{async uploadArtifact(n,r,s,o){
await St();let{uploadArtifact:i}=await import("./upload-artifact-6O2A4UEA.js");return i(n,r,s,o)},async listArtifacts(n){if(n?.
findBy)return(await e()).listArtifacts(n);await St();let{listArtifactsInternal:r}=await import("./list-artifacts-3ST7V7L2.js");
return r(n?.latest)},async downloadArtifact(n,r){if(r?.findBy)return(await e()).downloadArtifact(n,r);await St();let{downloadArtifactInternal:s}=await import("./download-artifact-YCQQV7Z4.js");
return s(n,r)}}}async function St(){let[{isGhes:t},{GHESNotSupportedError:e}]=await Promise.all([import("./config-V7JJEKUC.js"),
import("./errors-S4OWPP6Z.js")]);if(t())throw new e}var Ie=64*1024*1024,Vn=32*1024*1024,qn={attempts:3,baseDelayMs:1e3},Pe=class{#e=Re();#t;#r;#n;#s=new Map;constructor(e){
if(this.#t=e,this.#r={...qn,...e.retry},e.retentionDays!==void 0&&!(Number.isInteger(e.retentionDays)&&e.retentionDays>=
1))throw new d("input-invalid",`retention days must be a whole number of at least 1, got ${e.retentionDays}`,{where:"ret\
ention-days"})}async put(e){if(this.#t.findBy)throw new d("store-read-only",`records of run ${this.#t.findBy.workflowRunId}\
 are read-only here`);let{record:n,files:r}=be(e,Ot);r.delete(f.log);let s=Et(n),o=$t(s.stage,s.attempt,s.runAttempt);if(this.#s.
has(o)||this.#n&&(await this.#n).has(o))throw ke(o,s);let i=Ot(r.get(f.record));await Rt(this.#t.tempDir,{recursive:!0});
let a=await _e(x(this.#t.tempDir,"baton-upload-"));try{let c=[];for(let[p,h]of r){let y=x(a,p);p.includes("/")&&await Rt(
Zn(y),{recursive:!0}),await Yn(y,h,{flag:"wx"}),c.push(y)}let l=await this.#i(`upload ${o}`,async p=>{try{return await this.#e.
uploadArtifact(o,c,a,{...this.#t.retentionDays===void 0?{}:{retentionDays:this.#t.retentionDays}})}catch(h){throw/already exists|\(409\)/i.
test(R(h))?ke(o,s,p>1):h}}).catch(p=>{throw _t(p,`could not store the record of attempt ${s.attempt} as artifact ${o}`,{
where:`stage ${s.stage}`})});if(l.id===void 0)throw new w(`upload of ${o} returned no artifact id`);let u=Ne(r,i,`artifa\
ct ${o}`);return this.#s.set(o,Promise.resolve(u)),this.#n&&(await this.#n).set(o,{...s,artifact:{name:o,id:l.id,size:l.
size??0,...l.digest?{digest:`sha256:${l.digest}`}:{}}}),{...s,recordSha256:i,id:String(l.id)}}finally{await Oe(a,{recursive:!0,
force:!0})}}async get(e){let n=Se([...(await this.#o()).values()].filter(r=>r.stage===e));return n&&this.getAttempt(e,n.
attempt,n.runAttempt)}async getAttempt(e,n,r=1){let s=$t(e,n,r),o=this.#s.get(s);return o||(o=this.#u(s),this.#s.set(s,o),
o.then(i=>i===void 0&&this.#s.delete(s),()=>this.#s.delete(s))),o}async list(){return[...(await this.#o()).values()].map(
({stage:e,attempt:n,runAttempt:r})=>({stage:e,attempt:n,runAttempt:r})).sort(At)}#o(){if(!this.#n){let e=this.#i("list a\
rtifacts",async()=>{let{artifacts:n}=await this.#e.listArtifacts(this.#c()).catch(s=>{throw this.#t.findBy&&er(s,this.#t.
findBy)||s}),r=new Map;for(let s of n){let o=he(s.name);if(!o)continue;let i=r.get(s.name);(!i||i.artifact.id<s.id)&&r.set(
s.name,{...o,artifact:s})}return r}).catch(n=>{throw _t(n,`could not list the artifacts of ${this.#a()} to read its reco\
rds`)});this.#n=e,e.catch(()=>{this.#n===e&&(this.#n=void 0)})}return this.#n}async#u(e){let n=(await this.#o()).get(e);
if(!n)return;let{artifact:r}=n;if(r.size>Ie)throw new d("record-invalid",`artifact ${e} is ${r.size} bytes, more than a \
baton record can be`);if(!r.digest)throw new d("record-digest-missing",`artifact ${e} has no digest to check the downloa\
d against`,{details:["it was not uploaded by a current artifact client; re-run the job that produced it"]});await Rt(this.#t.
tempDir,{recursive:!0});let s=await _e(x(this.#t.tempDir,"baton-download-"));try{let o;try{o=await this.#i(`download ${e}`,
()=>this.#e.downloadArtifact(r.id,{path:s,expectedHash:r.digest,skipDecompress:!0,...this.#c()}))}catch(u){if(nr(u)){this.#t.
reporter?.warning(`artifact ${e} is listed but could not be found: ${R(u)}`);return}throw _t(u,`could not download artif\
act ${e} of ${this.#a()}`)}if(o.digestMismatch)throw new d("record-digest-mismatch",`artifact ${e}: the download does no\
t match the digest recorded at upload (${r.digest})`,{details:["the artifact was changed after it was uploaded, or the d\
ownload was corrupted; nothing from it was used"]});let i=await Qn(s,e),a=i.get(f.record);if(!a)throw new d("record-inva\
lid",`artifact ${e} has no ${f.record}`);if(!i.has(f.prompt))throw new d("record-invalid",`artifact ${e} has no ${f.prompt}`);
let c=Ne(i,Ot(a),`artifact ${e}`),l=Et(c.record);if(At(l,n)!==0)throw new d("record-invalid",`artifact ${e} holds the re\
cord of ${J(l)}, not ${J(n)}`);return c}finally{await Oe(s,{recursive:!0,force:!0})}}#a(){let e=this.#t.findBy;return e?
`run ${e.workflowRunId} of ${e.repositoryOwner}/${e.repositoryName}`:"this run"}#c(){return this.#t.findBy?{findBy:this.#t.
findBy}:{}}async#i(e,n){for(let r=1;;r++)try{return await n(r)}catch(s){if(r>=this.#r.attempts||!tr(s))throw s;let o=this.#r.
baseDelayMs*2**(r-1);this.#t.reporter?.warning(`${e} failed (${xe(R(s))}); trying again in ${o} ms (${r+1} of ${this.#r.
attempts})`),await new Promise(i=>setTimeout(i,o))}}};function Ne(t,e,n){let r=i=>{let a=t.get(i);return a===void 0?null:
Buffer.from(a).toString("utf8")},{record:s,handoff:o}=Ae({record:r(f.record)??"",handoff:r(f.handoff)},n,"github");return{
record:s,prompt:r(f.prompt)??"",handoff:o,recordSha256:e}}async function Qn(t,e){let n=u=>new d("record-invalid",`artifa\
ct ${e}: ${u}`),[r,...s]=await Wn(t);if(r===void 0||s.length>0)throw n("the download is not one zip file");let o=await Jn(
x(t,r));if(!o.isFile())throw n("the download is not a regular file");if(o.size>Ie)throw n("the download is too large");let i=new Set(
[f.record,f.prompt,f.handoff]),a=new Set,{unzipSync:c}=await import("./esm-OSXH2CCV.js"),l;try{l=c(await Xn(x(t,
r)),{filter:u=>{if(!i.has(u.name))return!1;if(a.has(u.name))throw n(`${u.name} is in it twice`);if(a.add(u.name),Math.max(
u.size,u.originalSize)>Vn)throw n(`${u.name} is too large`);return!0}})}catch(u){throw u instanceof d?u:n(`the download \
is not a zip archive baton can read (${R(u)})`)}return new Map(Object.entries(l))}function ke(t,e,n=!1){return new d("re\
cord-exists",`${J(e)} already has a record (artifact ${t}); records are immutable`,{where:`stage ${e.stage}`,details:n?[
"an earlier try of this upload may have completed before its connection dropped"]:["give each stage in the run its own s\
tage id, or record a new attempt"]})}function _t(t,e,n={}){return Zt("artifact-service-failed",e,t,n)}function Ot(t){return(0,Te.createHash)(
"sha256").update(t).digest("hex")}function R(t){return t instanceof Error?t.message:String(t)}function xe(t){return t.split(
`
`,1)[0]??""}function tr(t){if(t instanceof d)return!1;let e=t?.code;return t instanceof Error&&t.name==="NetworkError"||
typeof e=="string"&&/^(ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|EAI_AGAIN)$/.test(e)?!0:/ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|socket hang up/.
test(R(t))}function er(t,e){let n=t?.status;if(n!==401&&n!==403&&n!==404)return;let r=`run ${e.workflowRunId} of ${e.repositoryOwner}\
/${e.repositoryName}`,s=n===404?"no such run, or the token cannot see it":n===401?"the token was rejected":"the token ma\
y not list its artifacts";return new d("run-unreadable",`cannot read the records of ${r} (${n}: ${xe(R(t))}): ${s}. Read\
ing another run\u2019s records needs a token with \`actions: read\`: give the job \`permissions: actions: read\` or pass a github\
-token that has it`,{where:"github-token",cause:t,details:n===404?[`check that ${e.workflowRunId} is a run id of ${e.repositoryOwner}\
/${e.repositoryName}`]:[]})}function nr(t){return t instanceof Error&&(t.name==="ArtifactNotFoundError"||/\(404\)|not found/i.
test(t.message))}var rr="\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u061c\\u200b-\\u200f\\u2028-\\u202e\\u2066-\\u2069\\ufeff",sr=new RegExp(
`[${rr}\\u000a]`,"g");function ve(t){return`\\u${t.charCodeAt(0).toString(16).padStart(4,"0")}`}function ps(t){return t.
replace(sr,ve)}var or=/^([\s\u0085]*):(?=:)/gm,ir=/#(?=#\[)/g;function Ue(t,e=ve){return t.replace(or,(n,r)=>`${r}${e(":")}`).
replace(ir,e)}var Fe=class{info(e){Ct(ar(e))}warning(e,n){Ft(Me(e,n),Ce(n))}error(e,n){Ut(Me(e,n),Ce(n))}group(e,n){return Mt(e.replace(
/[\r\n]+/g," "),n)}};function ar(t){return Ue(t,e=>`${e}\u200B`)}function Ce(t){let e=t?/^(.+?):(\d+)(?::(\d+))?$/.exec(
t):null;return!e||/\s/.test(e[1])?{}:{file:e[1],startLine:Number(e[2]),...e[3]?{startColumn:Number(e[3])}:{}}}function Me(t,e){
return e?`${e}: ${t}`:t}var kt=["claude","codex","gemini","copilot"],je=Wt(kt),Tt={claude:{cli:"claude",npmPackage:"@anthropic-ai/claude-code",keyEnv:[
"ANTHROPIC_API_KEY","CLAUDE_CODE_OAUTH_TOKEN"],docs:"https://docs.anthropic.com/en/docs/claude-code/sdk/sdk-headless"},codex:{
cli:"codex",npmPackage:"@openai/codex",keyEnv:["CODEX_API_KEY","OPENAI_API_KEY"],docs:"https://developers.openai.com/cod\
ex/noninteractive"},gemini:{cli:"gemini",npmPackage:"@google/gemini-cli",keyEnv:["GEMINI_API_KEY","GOOGLE_API_KEY"],docs:"\
https://geminicli.com/docs/cli/headless/"},copilot:{cli:"copilot",npmPackage:"@github/copilot",keyEnv:["COPILOT_GITHUB_T\
OKEN"],docs:"https://docs.github.com/en/copilot/reference/copilot-cli-reference/cli-programmatic-reference"}},cr=[...new Set(
Object.values(Tt).flatMap(t=>t.keyEnv))],ur=["ANTHROPIC_AUTH_TOKEN","ANTHROPIC_FOUNDRY_API_KEY","AWS_SECRET_ACCESS_KEY",
"AWS_SESSION_TOKEN","AWS_BEARER_TOKEN_BEDROCK","AZURE_OPENAI_API_KEY"];function Le(t){return[...cr,...ur].map(e=>t[e]).filter(
e=>!!e)}var lr=Ht().check(Gt(/^[A-Za-z0-9][A-Za-z0-9._:/@-]{0,127}$/,{message:"must be a model name: letters, digits and\
 . _ : / @ -, at most 128 characters"})),dr=Jt({model:Xt(lr)}),ze="--prompt=",Ke=128*1024-1-ze.length,W=`"\${${_.handoffPath}\
%/*}"`,v=`"$${_.promptPath}"`,Pt=t=>`\${${b.model}:+${t} "$${b.model}"}`,X=["agent_args=()",`if [ -n "\${${b.args}:-}" ]\
; then`,"  while IFS= read -r arg; do",'    arg="${arg#"${arg%%[![:space:]]*}"}"','    arg="${arg%"${arg##*[![:space:]]}\
"}"','    if [ -n "$arg" ]; then agent_args+=("$arg"); fi',`  done <<< "$${b.args}"`,"fi"],Y='${agent_args[@]+"${agent_a\
rgs[@]}"}';function Be(t){let{cli:e,npmPackage:n}=Tt[t];return`the ${e} CLI is not installed (no ${e} on PATH): install \
its npm package, npm install --global ${n}@<version> (baton-stage.yml installs it at agent-version)`}var V="baton: ",Ge=t=>`\
the prompt is ${t} bytes; copilot takes it as one argument, at most ${Ke} bytes. Shorten it (max-prompt-tokens) or use a\
nother agent.`;function fr(t,e){if(e===Be(t))return!0;let n=/^the prompt is (\d{1,20}) bytes;/.exec(e)?.[1];return t==="\
copilot"&&n!==void 0&&e===Ge(n)}function Z(t){let{cli:e}=Tt[t];return[`if ! command -v ${e} >/dev/null 2>&1; then`,`  ec\
ho "${V}${Be(t)}" >&2`,"  exit 127","fi"]}function De(t,e,n=""){return[`if [ -z "\${${e}:-}" ] && [ -n "\${${t}:-}" ]${n}\
; then`,`  export ${e}="$${t}"`,"fi"]}var pr={claude:[...Z("claude"),'if [ "$EUID" -eq 0 ]; then',"  export IS_SANDBOX=1",
"fi",...X,"exec claude -p \\","  --output-format stream-json --verbose \\","  --permission-mode bypassPermissions \\",` \
 --add-dir ${W} \\`,`  ${Pt("--model")} \\`,`  ${Y} \\`,`  < ${v}`].join(`
`),codex:[...Z("codex"),...De("OPENAI_API_KEY","CODEX_API_KEY"),...X,"exec codex exec \\","  --json \\","  --sandbox wor\
kspace-write \\","  --skip-git-repo-check \\",`  --add-dir ${W} \\`,`  ${Pt("--model")} \\`,`  ${Y} \\`,`  - < ${v}`].join(
`
`),gemini:[...Z("gemini"),'export GEMINI_CLI_TRUST_WORKSPACE="${GEMINI_CLI_TRUST_WORKSPACE:-true}"',...De("GOOGLE_API_KE\
Y","GEMINI_API_KEY",' && [ "${GOOGLE_GENAI_USE_VERTEXAI:-}" != true ]'),...X,"exec gemini \\","  --output-format json \\",
"  --approval-mode yolo \\",`  --include-directories ${W} \\`,`  ${Pt("--model")} \\`,`  ${Y} \\`,"  -p 'Carry out the t\
ask above.' \\",`  < ${v}`].join(`
`),copilot:[...Z("copilot"),`prompt_bytes=$(wc -c < ${v})`,`if [ "$prompt_bytes" -gt ${Ke} ]; then`,`  echo "${V}${Ge("$\
prompt_bytes")}" >&2`,"  exit 2","fi",...X,"exec copilot \\",`  ${ze}"$(cat ${v})" \\`,"  --output-format=json \\","  --\
allow-all-tools \\","  --no-ask-user \\",`  --add-dir=${W} \\`,`  \${${b.model}:+--model="$${b.model}"} \\`,`  ${Y}`].join(
`
`)};function It(t,e=`input ${D.agent}`){let n=je.safeParse(t);if(n.success)return n.data;throw new d("agent-preset-unkno\
wn",`"${t}" is not an agent preset; use one of ${kt.join(", ")}, or give the command in \`run\``,{where:e})}function bs(t,e={}){
let n=It(t),r=dr.safeParse(e);if(!r.success){let o=r.error.issues[0];throw new d("agent-preset-options",`agent ${n}: ${o?.
path.join(".")||"options"} ${o?.message}`,{where:`agent ${n}`})}let s={};return r.data.model!==void 0&&(s[b.model]=r.data.
model),{script:pr[n],env:s}}function gr(t,e){let n=It(t),r=[];switch(n){case"claude":return{...Je(E(e),r),problems:r};case"\
codex":return{...yr(e,r),problems:r};case"gemini":return{...Ar(e,r),problems:r};case"copilot":return{...Er(e,r),problems:r}}}
function As(t,e){let n=je.safeParse(t);if(!n.success)throw new d("agent-preset-unknown",`"${t}" is not an agent preset; \
use one of ${kt.join(", ")}: the one whose CLI wrote the \`${D.agentOutput}\` file`,{where:`input ${D.agent}`});if(n.data!==
"claude")return gr(n.data,e);let r=[],s=E(e),o=s.some(We)?s:hr(e);return{...Je(o,r),problems:r}}function Es(t,e){let n=It(t),r=mr(n,e);if(r!==null&&r.trim()!=="")return{source:"cli",text:r};let s=e.split(`
`);for(let o=s.length-1;o>=0;o--){let i=s[o].trimEnd(),a=i.slice(V.length);if(i.startsWith(V)&&fr(n,a))return{source:"sc\
ript",text:a}}return null}function mr(t,e){switch(t){case"claude":{let n=A(E(e),o=>o.type==="result"),r=n?.is_error===!0||
typeof n?.subtype=="string"&&n.subtype.startsWith("error");if(!n||!r)return null;if(typeof n.result=="string"&&n.result.
trim()!=="")return n.result;let s=Array.isArray(n.errors)?n.errors.filter(o=>typeof o=="string"):[];return s.length>0?s.
join("; "):typeof n.subtype=="string"?n.subtype:null}case"codex":{let n=E(e),r=A(n,o=>o.type==="turn.failed"&&g(o.error)),
s=g(r?.error)?r.error.message:A(n,o=>o.type==="error")?.message;return typeof s=="string"?s:null}case"gemini":{let n=Xe(
e)?.error;return g(n)&&typeof n.message=="string"?n.message:null}case"copilot":{let n=A(E(e),r=>r.type==="session.error")?.
data;return g(n)&&typeof n.message=="string"?n.message:null}}}function Ss(t={}){return["## Handing off","",`When you are\
 done, write your handoff as one JSON object to ${t.handoffPath?`\`${t.handoffPath}\` (also in the environment variable \`${_.
handoffPath}\`)`:`the path in the environment variable \`${_.handoffPath}\``}:`,"","```json",`{"version": ${zt}, "status\
": "success", "summary": "what you did or found, in a few sentences", "detail": "the deeper findings", "data": {"key": "\
value"}}`,"```","",`- \`summary\` is required (at most ${$.summaryBytes} bytes); \`status\` is one of success, partial, bl\
ocked, failure.`,'- `data` maps names to strings; `detail` holds the long form; add `"next": {"stage": "<stage id>", "re\
ason": "\u2026"}` to hand off to a specific stage.',`- If you cannot write files, print the same JSON as the last thing \
you say, between a line \`${tt.start}\` and a line \`${tt.end}\`.`].join(`
`)}function g(t){return typeof t=="object"&&t!==null&&!Array.isArray(t)}function E(t){let e=[];for(let n of t.split(`
`)){let r=n.trim();if(r.startsWith("{"))try{let s=JSON.parse(r);g(s)&&e.push(s)}catch{}}return e}function hr(t){let e=t.
trim();if(e.startsWith("[")&&e.endsWith("]"))try{let o=JSON.parse(e);if(Array.isArray(o))return o.filter(g)}catch{}let n=[],
r=t.split(`
`),s=-1;for(let o=0;o<r.length;o++){let i=r[o].replace(/\r$/,"");if(i==="  {")s=o;else if(s!==-1&&(i==="  }"||i==="  },")){
try{let a=JSON.parse(`${r.slice(s,o).join(`
`)}
}`);g(a)&&n.push(a)}catch{}s=-1}}return n}function A(t,e){for(let n=t.length-1;n>=0;n--){let r=t[n];if(e(r))return r}}var m=(t,e)=>({
key:e,value:t[e]});function He(t){return typeof t=="number"||typeof t=="boolean"?String(t):typeof t=="string"?"a string":
Array.isArray(t)?"a list":"an object"}function Nt(t,e){return{code:Bt.usageRefused,severity:"warning",path:`agent.usage.${t}`,
message:`${e}; ${t} is not recorded`}}function S(t,e,n,r){let s;for(let{key:o,value:i}of n)if(i!=null){if(typeof i!="num\
ber"||!Number.isSafeInteger(i)||i<0){r.push(Nt(e,`${t} reported ${He(i)} as ${o}, which is not a whole number from 0 to ${Number.
MAX_SAFE_INTEGER}`));return}if(s=(s??0)+i,!Number.isSafeInteger(s)){r.push(Nt(e,`the ${e} ${t} reported add up to more t\
han ${Number.MAX_SAFE_INTEGER}`));return}}return s}function wr(t,{key:e,value:n},r){if(n!=null){if(typeof n=="number"&&Number.
isFinite(n)&&n>=0&&n<=$.usageCostUsd)return n;r.push(Nt("cost_usd",`${t} reported ${He(n)} as ${e}, which is not an amou\
nt from 0 to ${$.usageCostUsd} USD`))}}function q(t){let e={};return t.input!==void 0&&(e.input_tokens=t.input),t.output!==
void 0&&(e.output_tokens=t.output),t.cost!==void 0&&(e.cost_usd=t.cost),Object.keys(e).length===0?null:e}function Je(t,e){
let n=A(t,We);if(!n)return{finalText:null,usage:null};let r=g(n.modelUsage)?Object.values(n.modelUsage).filter(g):[],s=g(
n.usage)?n.usage:{},[o,i]=r.length>0?[r.flatMap(a=>[m(a,"inputTokens"),m(a,"cacheCreationInputTokens"),m(a,"cacheReadInp\
utTokens")]),r.map(a=>m(a,"outputTokens"))]:[[m(s,"input_tokens"),m(s,"cache_creation_input_tokens"),m(s,"cache_read_inp\
ut_tokens")],[m(s,"output_tokens")]];return{finalText:typeof n.result=="string"?n.result:null,usage:q({input:S("claude",
"input_tokens",o,e),output:S("claude","output_tokens",i,e),cost:wr("claude",m(n,"total_cost_usd"),e)})}}function We(t){return t.
type==="result"}function yr(t,e){let n=E(t),s=A(n,a=>a.type==="item.completed"&&$r(a.item))?.item?.text,o=n.filter(a=>a.
type==="turn.completed"&&g(a.usage)),i=a=>o.map(c=>m(c.usage,a));return{finalText:typeof s=="string"?s:null,usage:q({input:S(
"codex","input_tokens",i("input_tokens"),e),output:S("codex","output_tokens",i("output_tokens"),e)})}}function $r(t){return g(
t)&&(t.type==="agent_message"||t.item_type==="assistant_message")}var br=4;function Xe(t){let e=t.length;for(let n=0;n<br&&
e>0;n++){let r=t.lastIndexOf(`
{`,e-1),s=r===-1?0:r+1;if(t[s]!=="{")return null;try{let o=JSON.parse(t.slice(s));if(g(o)&&("response"in o||"stats"in o||
"error"in o))return o}catch{}if(r===-1)return null;e=r}return null}function Ar(t,e){let n=Xe(t),r=n?.stats,o=(g(r)&&g(r.
models)?Object.values(r.models):[]).map(i=>g(i)&&g(i.tokens)?i.tokens:{});return{finalText:typeof n?.response=="string"?
n.response:null,usage:q({input:S("gemini","input_tokens",o.map(i=>m(i,"prompt")),e),output:S("gemini","output_tokens",o.
flatMap(i=>[m(i,"candidates"),m(i,"thoughts")]),e)})}}function Er(t,e){let n=E(t),r=A(n,o=>o.type==="assistant.message")?.
data?.content,s=n.filter(o=>o.type==="assistant.message"&&g(o.data));return{finalText:typeof r=="string"?r:null,usage:q(
{output:S("copilot","output_tokens",s.map(o=>m(o.data,"outputTokens")),e)})}}function Ns(t,e){let n=t[e];if(!n)throw new d("runner-env-missing",`${e} is not set: baton's actions run as steps of a G\
itHub Actions job`);return n}function ks(t,e=process.platform){if(!(t.RUNNER_OS!=="Windows"&&e!=="win32"))throw new d("r\
unner-unsupported","baton's stage action runs on Linux and macOS runners, and this job runs on Windows: it runs the agen\
t in bash, in a process group it can stop when the job is cancelled, which Windows has neither of",{details:["give the j\
ob runs-on: ubuntu-latest (or a macOS runner)"]})}function Ts(t,e){return[...Sr(t),...e?[e]:[]]}function Sr(t){let e=Le(
t);for(let[n,r]of Object.entries(t)){if(!r)continue;(Dt.includes(n)||jt.some(o=>n.startsWith(o)))&&/TOKEN/.test(n)&&e.push(
r)}return e}export{kt as a,je as b,Tt as c,bs as d,gr as e,As as f,Es as g,Ss as h,ps as i,Dn as j,Bn as k,Ee as l,At as m,Se as n,Et as o,
Hn as p,J as q,Rr as r,ft as s,gt as t,ae as u,cn as v,Fr as w,Lr as x,zr as y,$t as z,Un as A,Fn as B,Br as C,Gr as D,Pe as E,
Fe as F,Ns as G,ks as H,Ts as I};

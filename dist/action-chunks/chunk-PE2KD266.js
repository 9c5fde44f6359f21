import{b as zt}from"./chunk-QKOWGC76.js";import{e as F,f as P}from"./chunk-6OMOMMD2.js";import{c as Lt,h as X}from"./chunk-4RJZKZYG.js";
import{a as Fe}from"./chunk-PO5EA42V.js";import{F as Z,f as Ut,h as Mt,o as jt,t as Dt,v as Ct}from"./chunk-HXF3DXJK.js";
import{b as l,c as m}from"./chunk-ZB3GGCKF.js";import{C as Ft,b as K,g as E,h as kt,i as Tt,j as G,k as f,l as J,m as xt,
n as N,o as v,p as I,r as Nt,s as b,t as R,v as W,w as vt,x as It,y as S}from"./chunk-CITQMF73.js";import{e as At,
j as Et,m as Rt,n as Pt,o as Ot,p as _t}from"./chunk-DHIUKFLR.js";import{d as Ie}from"./chunk-A64LSPLL.js";function rr(){return{env:process.env,write:t=>{process.stdout.write(t)},onStopSignal:t=>{let e=["SIGINT","SIGTERM"];for(let n of e)
process.on(n,t);return()=>{for(let n of e)process.off(n,t)}},exit:t=>process.exit(t)}}var O=class{#e;#t=new Map;constructor(e){this.#e=e}next(e,n){let r=this.#t.get(e);if(r===void 0){r=[];for(let o=this.#e.
indexOf(e);o>=0;o=this.#e.indexOf(e,o+1))r.push(o);this.#t.set(e,r)}let s=0,i=r.length;for(;s<i;){let o=s+i>>>1;r[o]<n?s=
o+1:i=o}return s<r.length?r[s]:-1}},Ue=/\s/;function V(t){return t!==void 0&&Ue.test(t)}function Y(t,e){for(;V(t[e]);)e++;
return e}function U(t,e){for(;t[e]===" "||t[e]==="	";)e++;return e}function q(t,e){for(let n=e+1;n<t.length;n++){let r=t[n];
if(r==="]")return n;if(r!=="[")continue;let s=n+1;for(;s<t.length&&t[s]!=="["&&t[s]!=="]";)s++;if(t[s]!=="]")return-1;n=
s}return-1}function Ht(t,e){if(t[e]!=="[")return-1;let n=Math.min(t.length,e+1001);for(let r=e+1;r<n;r++){let s=t[r];if(s===
"]")return r+1;if(s==="["||s===`
`)return-1}return-1}function Kt(t,e){let n=Math.min(t.length,e+1001);for(let r=e+1;r<n;r++){let s=t[r];if(s==="]")return r>
e+1?r:-1;if(s==="["||s===`
`||s==="\0")return-1}return-1}function Gt(t,e,n){if(t[e]!=="(")return null;let r=Y(t,e+1);for(let s of Me(t,r)){let i=De(
t,s,n);if(i>=0)return{url:t.slice(r,s),end:i}}return null}function Me(t,e){let n=[];if(t[e]==="<"){let r=Jt(t,e);r>=0&&n.
push(r+1)}return n.push(je(t,e)),n}function Jt(t,e){for(let n=e+1;n<t.length;n++){let r=t[n];if(r===">")return n;if(r===
"<"||r===`
`)return-1}return-1}function Bt(t){return t!==void 0&&t!=="("&&t!==")"&&!V(t)}function je(t,e){let n=e;for(;;){for(;Bt(t[n]);)
n++;if(t[n]!=="(")return n;let r=n+1;for(;Bt(t[r]);)r++;if(t[r]!==")")return n;n=r+1}}function De(t,e,n){let r=Y(t,e);if(r>
e){let s=Wt(t,r,n);if(s>=0){let i=Y(t,s);if(t[i]===")")return i+1}}return t[r]===")"?r+1:-1}function Wt(t,e,n){let r=t[e],
s=r==='"'||r==="'"?r:r==="("?")":void 0;if(s===void 0)return-1;let i=n.next(s,e+1);return i<0?-1:i+1}function Zt(t,e,n){
let r=e;for(;r<e+3&&t[r]===" ";)r++;if(t[r]!=="[")return null;let s=r+1,i=Math.min(t.length,s+1e3),o=s;for(;o<i&&t[o]!==
"]"&&t[o]!==`
`;)o++;if(t[o]!=="]"||o===s||o-s>999||t[o+1]!==":")return null;let a=Xt(t,o+2),c=Ce(t,a);for(let d of c){let u=Le(t,d,n);
if(u>=0)return{label:t.slice(s,o),url:t.slice(a,d),end:u}}return null}function Xt(t,e){let n=U(t,e);return t[n]===`
`?U(t,n+1):n}function Ce(t,e){let n=[];if(t[e]==="<"){let s=Jt(t,e);s>=0&&n.push(s+1)}let r=e;for(;r<t.length&&!V(t[r]);)
r++;return r>e&&n.push(r),n}function Le(t,e,n){let r=Wt(t,Xt(t,e),n);if(r>=0){let i=U(t,r);if(i===t.length||t[i]===`
`)return i}let s=U(t,e);return s===t.length||t[s]===`
`?s:-1}var ze=/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0D\uFEFF\uFFA0\uFFF9-\uFFFB\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;
function j(t){return t.replace(/\r\n?|[\u2028\u2029]/g,`
`).replace(ze,"")}var Be=new RegExp(ln(W),"gi"),He=W.replace(/:$/,"").replace(/:/g," ");function D(t){return t.replace(Be,
`${He}: `)}function _(t,e){return P(t,e.secrets??[]).text}function rt(t,e={}){let n=C(e),r=oe(n.serverUrl);return te(t,n,
s=>{let i=[];for(let o of Je(_(j(s),n)))if(o.kind==="code"){let a=i.at(-1);a!==void 0&&!Ke(a)&&i.push(""),i.push(ee(o))}else{
let a=D(ne(o.text,{tables:!0,serverHost:r}));i.push(We(a))}return i.join(`
`).replace(/^\n+/,"").trimEnd()},s=>st(s,n))}function Ke(t){return/^[ \t]*$/.test(t.slice(t.lastIndexOf(`
`)+1))}function st(t,e={}){let n=_(t,C(e)).split(`
`);return ee({kind:"code",fence:"`",length:3,info:"",indent:0,lines:n})}function it(t,e={}){let n=C(e),r=oe(n.serverUrl);
return te(t,n,s=>{let i=Qt(_(j(s),n));return D(ne(i,{tables:!1,serverHost:r})).trim()},s=>Ge(s,n))}function qt(t,e={}){return j(
t).split(`
`).map(r=>it(r,e)).filter(r=>r!=="").join("<br>").replace(/\|/g,"\\|")}function Ge(t,e={}){let n=C(e),r=D(Qt(_(j(t),n))).
trim(),s="`".repeat(ot(r,"`")+1),i=r.startsWith("`")||r.endsWith("`")||r===""?" ":"";return`${s}${i}${r}${i}${s}`}function Qt(t){
return t.replace(/\s+/g,e=>e.includes(`
`)?" ":e)}function ot(t,e){let n=0,r=0;for(let s=0;s<t.length;s++)r=t[s]===e?r+1:0,r>n&&(n=r);return n}function C(t){return Array.
isArray(t)?{secrets:t}:t}function te(t,e,n,r){let s=n(t);for(let i=0;i<4;i++){let o=P(s,e.secrets??[]);if(o.redactions.length===
0)return s;s=n(o.text)}return r(_(s,e))}function Je(t){let e=t.split(`
`),n=[],r=[],s=()=>{r.length>0&&n.push({kind:"prose",text:r.join(`
`)}),r=[]};for(let i=0;i<e.length;i++){let o=e[i],a=/^( {0,3})(`{3,}|~{3,})(.*)$/.exec(o);if(!a||a[2][0]==="`"&&a[3].includes(
"`")){r.push(o);continue}s();let c=a[2],d=new RegExp(`^ {0,3}${c[0]==="`"?"`":"~"}{${c.length},}[ \\t]*$`),u=[];for(i++;i<
e.length&&!d.test(e[i]);i++)u.push(e[i]);n.push({kind:"code",fence:c[0]==="`"?"`":"~",length:c.length,info:Xe(a[3]),indent:a[1].
length,lines:u})}return s(),n}function ee(t){let e=new RegExp(`^ {0,${t.indent}}`),n=D(t.lines.map(s=>s.replace(e,"")).join(
`
`)),r=t.fence.repeat(Math.max(t.length,ot(n,t.fence)+1));return t.lines.length===0?`${r}${t.info}
${r}`:`${r}${t.info}
${n}
${r}`}function We(t){return t.replace(/^( {0,3})(?=~{3}|`{3,}[^`\n]*$)/gm,"$1\\")}var Ze=new Set(["mermaid","geojson","t\
opojson","stl","math"]);function Xe(t){let e=/^\s*([A-Za-z0-9_+.#-]{1,32})/.exec(t);return e&&!Ze.has(e[1].toLowerCase())?
e[1]:""}var tt=class{#e=[];#t=new Map;tables;serverHost;constructor(e,n){this.tables=e,this.serverHost=n}add(e,n){return this.#e.
push(e),n!==void 0&&this.#t.set(this.#e.length-1,n),`\0${this.#e.length-1}\0`}plain(e){return this.#t.size===0?e:e.replace(
/\u0000(\d+)\u0000/g,(n,r)=>this.#t.get(Number(r))??n)}resolve(e,n=0){let r=[],s="",i=a=>{a!==""&&(r.push(a),s=a[a.length-
1])},o=0;for(let a of e.matchAll(/\u0000(\d+)\u0000/g)){i(e.slice(o,a.index)),o=a.index+a[0].length;let c=this.#e[Number(
a[1])]??"",d=n<16?this.resolve(c,n+1):c.replace(/\u0000/g,"");(/^[`\\]/.test(d)&&(s==="`"||s==="\\")||d.startsWith("[")&&
s==="!")&&i(" "),i(d)}return i(e.slice(o)),r.join("")}},Ye=/[!-/:-@[-`{-~]/;function ne(t,e){let n=new tt(e.tables,e.serverHost),
r=Ve(t,n);return r=qe(r),r=Qe(r,n),r=re(r,n),n.resolve(M(r,n))}function M(t,e){let n=an(t);return n=un(n,e),dn(n,e)}function Ve(t,e){
let n=new et(t),r="",s=0;for(;s<t.length;){let i=t[s];if(i==="\\"&&s+1<t.length&&Ye.test(t[s+1])){let c=t[s+1];c==="`"?r+=
e.add("\\`"):c==="\\"?r+=e.add("\\\\"):"@#<>&[]!".includes(c)?r+=c:r+=`\\${c}`,s+=2;continue}if(i!=="`"){r+=i,s++;continue}
let o=1;for(;t[s+o]==="`";)o++;let a=n.find(s+o,o);a===-1||e.tables&&t.slice(s,a).includes("|")?(r+=e.add("\\`".repeat(o)),
s+=o):(r+=e.add(t.slice(s,a+o)),s=a+o)}return r}var et=class{#e;#t=-1;#r=new Map;constructor(e){this.#e=e}find(e,n){e>this.#t&&
this.#n(e);let r=this.#r.get(n);if(r===void 0)return-1;for(;r.next<r.starts.length&&r.starts[r.next]<e;)r.next++;return r.
next<r.starts.length?r.starts[r.next]:-1}#n(e){let n=this.#e,r=n.indexOf(`
`,e);this.#t=r<0?n.length:r,this.#r=new Map;for(let s=e;s<this.#t;s++){if(n[s]!=="`")continue;let i=s;for(;n[i]==="`";)i++;
let o=this.#r.get(i-s);o?o.starts.push(s):this.#r.set(i-s,{starts:[s],next:0}),s=i}}};function qe(t){let e="",n=0,r=!1,s=t.
indexOf("<!--");for(;s>=0;){let i=r?-1:t.indexOf("-->",s+4);r=i<0;let o=i>=0?i+3:t.startsWith("<!-->",s)?s+5:t.startsWith(
"<!--->",s)?s+6:-1;if(o<0){s=t.indexOf("<!--",s+1);continue}e+=t.slice(n,s),n=o,s=t.indexOf("<!--",n)}return e+t.slice(n)}
function Qe(t,e){return t.replace(/<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>\u0000]*)>/g,(n,r)=>{let s=en(r);return s&&!at(s)?
e.add(`<${s}>`):k(r,e)}).replace(/<([A-Za-z0-9.!#$%&'*+/=?^_{|}~-]+@[A-Za-z0-9.-]+)>/g,"$1")}function Q(t,e){let n="",r=0,
s=t.indexOf("[");for(;s>=0;){let i=s>r&&t[s-1]==="!",o=e(t,s,i);if(o===null){s=t.indexOf("[",s+1);continue}n+=t.slice(r,
i?s-1:s)+o.replacement,r=o.end,s=t.indexOf("[",r)}return n+t.slice(r)}function re(t,e){let n=new Map,r=tn(t,n),s=(o,a,c)=>{
let d=c===void 0?null:se(c.replace(/^<|>$/g,"")),u=d&&ie(d),p=re(a,e);if(u&&at(u)){let g=k(u,e);return p.trim()===""?g:`${p}\
 (${g})`}if(o){let g=p.trim()===""?"image":p;if(!d||!u)return g;if(rn(d,e.serverHost))return e.add(`![${M(g,e)}](${u})`);
let y=e.plain(p.trim()===""?"image":`image: ${p}`);return e.add(`[${M(y,e)}](${u})`,y)}return u?e.add(`[${M(e.plain(p),e)}\
](${u})`):p},i=new O(r);return r=Q(r,(o,a,c)=>{let d=q(o,a),u=d<0?null:Gt(o,d+1,i);return u===null?null:{end:u.end,replacement:s(
c,o.slice(a+1,d),u.url)}}),r=Q(r,(o,a,c)=>{let d=q(o,a),u=d<0?-1:Ht(o,d+1);if(u<0)return null;let p=o.slice(a+1,d),g=o.slice(
d+2,u-1),y=n.get(nt(g===""?p:g));return{end:u,replacement:y===void 0?o.slice(c?a-1:a,u):s(c,p,y)}}),r=Q(r,(o,a,c)=>{let d=Kt(
o,a);if(d<0||"([:".includes(o[d+1]??" "))return null;let u=o.slice(a+1,d),p=n.get(nt(u));return p===void 0?null:{end:d+1,
replacement:s(c,u,p)}}),r}function tn(t,e){let n=new O(t),r="",s=0;for(let i=0;i>=0&&i<=t.length;){let o=Zt(t,i,n),a=t.indexOf(
`
`,o?o.end:i);if(o){let c=nt(o.label);e.has(c)||e.set(c,o.url.replace(/^<|>$/g,"")),r+=t.slice(s,i),s=o.end}i=a<0?-1:a+1}
return r+t.slice(s)}function nt(t){return t.trim().replace(/\s+/g," ").toLowerCase()}function en(t){let e=se(t);return e&&
ie(e)}function se(t){if(!/^https:\/\//i.test(t))return null;let e;try{e=new URL(t)}catch{return null}return e.protocol!==
"https:"||e.hostname===""||e.username!==""||e.password!==""?null:e}function ie(t){return t.href.replace(/[^A-Za-z0-9\-._~:/?#@!$&'*+,;=%]/g,
e=>`%${e.charCodeAt(0).toString(16).toUpperCase().padStart(2,"0")}`)}var Yt=".githubusercontent.com",nn="camo.githubuser\
content.com";function rn(t,e){if(e!==null&&t.host===e)return!0;if(t.port!=="")return!1;let n=t.hostname;return n==="gith\
ub.com"?!0:n.endsWith(Yt)&&n!==nn&&!n.slice(0,-Yt.length).split(".").includes("")}function oe(t){if(!t)return null;try{let e=new URL(
t).host;return e===""?null:e}catch{return null}}var sn=new Set(["issues","pull","pulls","discussions"]);function at(t){let e=t.
indexOf("://"),r=(e<0?t:t.slice(e+3)).split(/[?#]/,1)[0].split("/");for(let s=1;s+1<r.length;s++)if(sn.has(on(r[s]).toLowerCase())&&
/^\d/.test(r[s+1]))return!0;return!1}function on(t){try{return decodeURIComponent(t)}catch{return t}}function an(t){return t.
replace(/&/g,"&amp;").replace(/</g,"&lt;").replace(/\[/g,"\\[").replace(/\]/g,"\\]")}var cn=`?!.,:*_~'"`;function un(t,e){
return t.replace(/(?:(?:https?|ftp):\/\/|www\.)[^\s\u0000\\`<]+/gi,(n,r)=>{let s=t[r-1]??"",i=t[r+n.length]??"",o=!/[A-Za-z0-9]/.
test(s)&&(i===""||/\s/.test(i)),a=n.length;for(;a>0&&cn.includes(n[a-1]);)a--;let c=n.slice(0,a);return o&&/^https:/i.test(
n)&&!n.includes("@")&&!at(c)?e.add(n):k(c,e)+n.slice(a)})}var Vt=/(?<owner>(?<![A-Za-z0-9_./-])[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+#\d[A-Za-z0-9]*)|(?<number>#\d[A-Za-z0-9]*)|(?<other>@[A-Za-z0-9][A-Za-z0-9_-]*(?:\/[A-Za-z0-9][A-Za-z0-9_.-]*)?|GH-\d[A-Za-z0-9]*)/gi;
function dn(t,e){let n=new RegExp(Vt.source,Vt.flags),r="",s=0;for(let i=n.exec(t);i!==null;i=n.exec(t)){let o=i.index;if(!(i.
groups.other===void 0||o===s||!/[A-Za-z0-9]/.test(t[o-1]??""))){n.lastIndex=o+1;continue}r+=t.slice(s,o)+k(i[0],e),s=o+i[0].
length}return r+t.slice(s)}function k(t,e){if(e.tables&&t.includes("|"))return t.split("|").map(s=>s===""?"":k(s,e)).join(
e.add("\\|"));let n="`".repeat(ot(t,"`")+1),r=t.startsWith("`")||t.endsWith("`")?" ":"";return e.add(`${n}${r}${t}${r}${n}`)}
function ln(t){return t.replace(/[.*+?^${}()|[\]\\]/g,"\\$&")}var fn={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\u274C"};function gr(t){let{record:e,handoff:n}=t,
r={secrets:t.secrets,...t.serverUrl===void 0?{}:{serverUrl:t.serverUrl}},s=c=>qt(c,r)||" ",i=[["status",`${e.status} (${e.
outcome.reason})`],["attempt",String(e.attempt)],["exit code",e.agent.exit_code===null?"none":String(e.agent.exit_code)],
["duration",`${(e.agent.duration_ms/1e3).toFixed(1)} s`],["handoff",e.present&&e.digests.handoff?`present, sha256 ${e.digests.
handoff.slice(0,12)}`:"none"]];n?.next&&i.push(["next",n.next.stage]),t.notStored!==void 0?i.push(["artifact","not store\
d"]):t.artifactName&&i.push(["artifact",t.artifactName]);let o=[];o.push([`### ${fn[e.status]} baton stage \`${e.stage}\``,
"","| | |","|---|---|",...i.map(([c,d])=>`| ${c} | ${s(d)} |`)].join(`
`)),t.notStored!==void 0&&o.push(`${it(pn(t.notStored),r)}. No later stage can read this record or its handoff; it is sh\
own here only.`),e.outcome.message&&o.push(rt(e.outcome.message,r)),n&&o.push(["#### Summary","",rt(n.summary,r)].join(`\

`));let a=Object.entries(n?.data??{});return a.length>0&&o.push(["#### Data","","| key | value |","|---|---|",...a.map(([
c,d])=>`| ${s(c)} | ${s(d)} |`)].join(`
`)),e.problems.length>0&&o.push(["#### Problems","","| severity | code | where | message |","|---|---|---|---|",...e.problems.
map(c=>`| ${c.severity} | ${s(c.code)} | ${s(c.path)} | ${s(c.message)} |`)].join(`
`)),gn(o,t.notStored===void 0?t.artifactName:void 0)}function pn(t){return t.charAt(0).toUpperCase()+t.slice(1)}function gn(t,e){
let n=`_Cut to fit the step summary; the full record is in ${e?`artifact ${e}`:"the stage record"}._`,r=b.stepSummaryBytes-
K(n)-4,s=[],i=0;for(let o of t){let a=K(o)+2;if(i+a>r){s.push(n);break}s.push(o),i+=a}return`${s.join(`

`)}
`}function ae(t,e){return P(t,e).redactions.length===0?t:`${st(t.trimEnd(),e)}
`}var hn=new Set(Object.values(It));function br(t){for(let e of Object.keys(t))if(!hn.has(e))throw new m(`refusing to set \
output ${JSON.stringify(e)}: not one of baton's outputs`);for(let[e,n]of Object.entries(t))Et(e,n)}async function $r(t,e){
process.env.GITHUB_STEP_SUMMARY&&await At.addRaw(ae(t,e),!0).write()}var wn={agentGrace:2500,deadline:8500};function yn(t){return`the runner sent ${t} (the job was cancelled, or the step ra\
n past its timeout-minutes)`}function bn(t){let e=new AbortController,n,r,s=()=>{},i=new Promise(a=>{s=a}),o=t.onStopSignal(
a=>{n===void 0&&(n=a,e.abort(yn(a)),r=setTimeout(()=>s(a),wn.deadline))});return{signal:e.signal,get received(){return n},
expired:i,dispose(){o(),clearTimeout(r)}}}function Ar(t,e,n=()=>!1){let{signal:r}=e;return new Promise((s,i)=>{let o=()=>{
n()||i(new Error(String(r.reason)))};r.aborted?o():r.addEventListener("abort",o,{once:!0}),t.then(s,i).finally(()=>r.removeEventListener(
"abort",o))})}async function Er(t,e,n){let r=bn(t);try{let s=await Promise.race([e(r).then(()=>({kind:"done"}),i=>({kind:"\
failed",error:i})),r.expired.then(i=>({kind:"expired",signal:i}))]);s.kind==="failed"&&await n.failed(s.error),s.kind===
"expired"&&(await n.outOfTime(s.signal),t.exit(1))}finally{r.dispose()}}var Se=Ie(Fe(),1);import{lstat as On,mkdir as mt,mkdtemp as he,readdir as _n,readFile as kn,rm as we,writeFile as Tn}from"node:fs/promises";
import{dirname as xn,join as T}from"node:path";var ct=new RegExp(`${v}([1-9][0-9]*)$`),ut=new RegExp(`${I}([1-9][0-9]*)$`);function dt(t,e,n=1){if(!R.test(t))throw new l(
"stage-id-invalid",`"${t}" is not a valid stage id: it must start with a letter or _ and have at most 99 more letters, d\
igits, _ or -`,{where:"stage"});for(let[i,o,a]of[[ct,"an attempt suffix",v],[ut,"a run attempt suffix",I]])if(i.test(t))
throw new l("stage-id-invalid",`stage id "${t}" ends like ${o} (${a}<n>), which would make its artifact name ambiguous; \
rename the stage`,{where:"stage"});for(let[i,o]of[["attempt",e],["run attempt",n]])if(!Number.isInteger(o)||o<1)throw new l(
"attempt-invalid",`${i} must be a whole number of at least 1, got ${o}`,{where:`stage ${t}`});let r=n===1?"":`${I}${n}`,
s=e===1?"":`${v}${e}`;return`${N}${t}${r}${s}`}function ce(t){if(!t.startsWith(N))return null;let e=t.slice(N.length),n=ct.exec(e),r=n?e.slice(0,n.index):e,s=ut.exec(r),
i=s?r.slice(0,s.index):r,o=n?Number(n[1]):1,a=s?Number(s[1]):1;return n&&o===1||s&&a===1||!R.test(i)||ct.test(i)||ut.test(
i)?null:{stage:i,attempt:o,runAttempt:a}}function $n(t){return`${JSON.stringify(t,null,2)}
`}function Sn(t){return`${JSON.stringify(t,null,2)}
`}var L=new TextEncoder;function le(t,e){let n=t.record?.lineage,r=Array.isArray(n)&&n.every(An),s=X.safeParse(r?{...t.record,
lineage:[]}:t.record);if(!s.success){let u=t.record?.stage;throw new m(`refusing to store an invalid record for stage ${String(
u)}: ${ue(s.error.issues)}`)}let i=r?{...s.data,lineage:t.record.lineage}:s.data;if(typeof t.prompt!="string")throw new m(
`refusing to store stage ${i.stage}: the prompt is not text`);if(t.log!==void 0&&typeof t.log!="string")throw new m(`ref\
using to store stage ${i.stage}: the agent log is not text`);if(t.handoff!==null){let u=Z.safeParse(t.handoff);if(!u.success)
throw new m(`refusing to store an invalid handoff for stage ${i.stage}: ${ue(u.error.issues)}`)}let o=new Map;o.set(f.record,
L.encode($n(t.record))),o.set(f.prompt,L.encode(t.prompt)),o.set(f.handoff,L.encode(Sn(t.handoff))),t.log!==void 0&&o.set(
f.log,L.encode(t.log));let a=`stage ${i.stage} attempt ${i.attempt}`;for(let[u,p]of Rn(t.files,a))o.set(u,p);let c=e(o.get(
f.prompt));if(i.digests.prompt!==c)throw new m(`refusing to store ${a}: record.digests.prompt is ${i.digests.prompt}, bu\
t the prompt's sha256 is ${c}`);let d=t.handoff===null?null:e(o.get(f.handoff));if(i.digests.handoff!==d)throw new m(`re\
fusing to store ${a}: record.digests.handoff is ${i.digests.handoff}, but it must be ${d===null?"null (no handoff)":`${d}\
, the sha256 of ${f.handoff} (encodeHandoffJson)`}`);return{record:i,files:o}}function An(t){if(t===null||typeof t!="obj\
ect"||Array.isArray(t)||Object.getPrototypeOf(t)!==Object.prototype)return!1;let e=Object.keys(t),{stage:n,attempt:r,record_sha256:s}=t,
i=Object.hasOwn(t,"run_attempt"),o=t.run_attempt;return e.length===(i?4:3)&&(!i||typeof o=="number"&&Number.isSafeInteger(
o)&&o>=2)&&typeof n=="string"&&R.test(n)&&typeof r=="number"&&Number.isSafeInteger(r)&&r>=1&&typeof s=="string"&&Lt.test(
s)}function ue(t){return t.map(e=>`${F(lt(e.path))}: ${e.message}`).join("; ")}function fe(t,e){let n=X.safeParse(de(t.record,
f.record,e));if(!n.success)throw new l("record-invalid",`${f.record} is not a baton record`,{where:e,details:n.error.issues.
map(i=>`${F(lt(i.path))}: ${i.message}`)});if(t.handoff===null)return{record:n.data,handoff:null};let r=de(t.handoff,f.handoff,
e);if(r===null)return{record:n.data,handoff:null};let s=Z.safeParse(r);if(!s.success)throw new l("record-invalid",`${f.handoff}\
 is not a valid handoff`,{where:e,details:s.error.issues.map(i=>`${F(lt(i.path))}: ${i.message}`)});return{record:n.data,
handoff:s.data}}function de(t,e,n){try{return JSON.parse(t)}catch(r){throw new l("record-invalid",`${e} is not valid JSO\
N: ${r.message}`,{where:n})}}function lt(t){return t.filter(e=>typeof e!="symbol")}function En(t){if(t.includes("\0")||t.
includes("\\"))return{refused:"must use / separators and no NUL"};if(t.startsWith("/"))return{refused:"must be relative \
to the working directory"};let e=t.split("/").filter(r=>r!==""&&r!==".");if(e.includes(".."))return{refused:"must stay i\
nside the working directory (no .. segment)"};if(e.length===0)return{refused:"names no file"};let n=xt.filter(r=>t.includes(
r));return n.length>0?{refused:`holds ${n.map(r=>JSON.stringify(r)).join(", ")}, which a file in a GitHub artifact canno\
t have`}:{path:e.join("/")}}function Rn(t,e){let n=new Map,r=(i,o)=>new m(`refusing to store ${e}: artifact ${JSON.stringify(
i)} ${o}`),s=0;for(let i of t??[]){let o=En(i.path);if("refused"in o)throw r(i.path,o.refused);if(o.path!==i.path)throw r(
i.path,`is not normalised (${o.path})`);if(!(i.bytes instanceof Uint8Array))throw r(i.path,"has no bytes");let a=`${J}/${i.
path}`;if(n.has(a))throw r(i.path,"is listed twice");n.set(a,i.bytes),s+=i.bytes.length}for(let i of n.keys()){let o=i.split(
"/");for(let a=2;a<o.length;a++){let c=o.slice(0,a).join("/");if(n.has(c))throw r(c.slice(J.length+1),`is a file, and al\
so a directory of ${i}`)}}if(s>b.artifactBytes)throw new m(`refusing to store ${e}: its artifacts total ${s} bytes, more\
 than ${b.artifactBytes}`);return n}function pe(t,e){return t.runAttempt-e.runAttempt||t.attempt-e.attempt}function ft(t,e){return(t.stage<e.stage?-1:t.stage>
e.stage?1:0)||pe(t,e)}function ge(t){let e;for(let n of t)(e===void 0||pe(n,e)>0)&&(e=n);return e}function pt(t){return{
stage:t.stage,attempt:t.attempt,runAttempt:t.run.attempt}}function Pn(t){let e=t.runAttempt===1?"":` of run attempt ${t.
runAttempt}`;return`attempt ${t.attempt}${e}`}function z(t){return`stage ${t.stage} ${Pn(t)}`}function me(){let t,e=()=>(t??=import("./artifact-E6OKRIEB.js").then(({DefaultArtifactClient:n})=>new n),t);return{async uploadArtifact(n,r,s,i){
await gt();let{uploadArtifact:o}=await import("./upload-artifact-6O2A4UEA.js");return o(n,r,s,i)},async listArtifacts(n){if(n?.
findBy)return(await e()).listArtifacts(n);await gt();let{listArtifactsInternal:r}=await import("./list-artifacts-3ST7V7L2.js");
return r(n?.latest)},async downloadArtifact(n,r){if(r?.findBy)return(await e()).downloadArtifact(n,r);await gt();let{downloadArtifactInternal:s}=await import("./download-artifact-YCQQV7Z4.js");
return s(n,r)}}}async function gt(){let[{isGhes:t},{GHESNotSupportedError:e}]=await Promise.all([import("./config-V7JJEKUC.js"),
import("./errors-S4OWPP6Z.js")]);if(t())throw new e}var Ae=64*1024*1024,Nn=32*1024*1024,vn={attempts:3,baseDelayMs:1e3},ye=class{#e=me();#t;#r;#n;#s=new Map;constructor(e){
if(this.#t=e,this.#r={...vn,...e.retry},e.retentionDays!==void 0&&!(Number.isInteger(e.retentionDays)&&e.retentionDays>=
1))throw new l("input-invalid",`retention days must be a whole number of at least 1, got ${e.retentionDays}`,{where:"ret\
ention-days"})}async put(e){if(this.#t.findBy)throw new l("store-read-only",`records of run ${this.#t.findBy.workflowRunId}\
 are read-only here`);let{record:n,files:r}=le(e,wt);r.delete(f.log);let s=pt(n),i=dt(s.stage,s.attempt,s.runAttempt);if(this.#s.
has(i)||this.#n&&(await this.#n).has(i))throw $e(i,s);let o=wt(r.get(f.record));await mt(this.#t.tempDir,{recursive:!0});
let a=await he(T(this.#t.tempDir,"baton-upload-"));try{let c=[];for(let[p,g]of r){let y=T(a,p);p.includes("/")&&await mt(
xn(y),{recursive:!0}),await Tn(y,g,{flag:"wx"}),c.push(y)}let d=await this.#o(`upload ${i}`,async p=>{try{return await this.#e.
uploadArtifact(i,c,a,{...this.#t.retentionDays===void 0?{}:{retentionDays:this.#t.retentionDays}})}catch(g){throw/already exists|\(409\)/i.
test(A(g))?$e(i,s,p>1):g}}).catch(p=>{throw ht(p,`could not store the record of attempt ${s.attempt} as artifact ${i}`,{
where:`stage ${s.stage}`})});if(d.id===void 0)throw new m(`upload of ${i} returned no artifact id`);let u=be(r,o,`artifa\
ct ${i}`);return this.#s.set(i,Promise.resolve(u)),this.#n&&(await this.#n).set(i,{...s,artifact:{name:i,id:d.id,size:d.
size??0,...d.digest?{digest:`sha256:${d.digest}`}:{}}}),{...s,recordSha256:o,id:String(d.id)}}finally{await we(a,{recursive:!0,
force:!0})}}async get(e){let n=ge([...(await this.#i()).values()].filter(r=>r.stage===e));return n&&this.getAttempt(e,n.
attempt,n.runAttempt)}async getAttempt(e,n,r=1){let s=dt(e,n,r),i=this.#s.get(s);return i||(i=this.#u(s),this.#s.set(s,i),
i.then(o=>o===void 0&&this.#s.delete(s),()=>this.#s.delete(s))),i}async list(){return[...(await this.#i()).values()].map(
({stage:e,attempt:n,runAttempt:r})=>({stage:e,attempt:n,runAttempt:r})).sort(ft)}#i(){if(!this.#n){let e=this.#o("list a\
rtifacts",async()=>{let{artifacts:n}=await this.#e.listArtifacts(this.#c()).catch(s=>{throw this.#t.findBy&&Un(s,this.#t.
findBy)||s}),r=new Map;for(let s of n){let i=ce(s.name);if(!i)continue;let o=r.get(s.name);(!o||o.artifact.id<s.id)&&r.set(
s.name,{...i,artifact:s})}return r}).catch(n=>{throw ht(n,`could not list the artifacts of ${this.#a()} to read its reco\
rds`)});this.#n=e,e.catch(()=>{this.#n===e&&(this.#n=void 0)})}return this.#n}async#u(e){let n=(await this.#i()).get(e);
if(!n)return;let{artifact:r}=n;if(r.size>Ae)throw new l("record-invalid",`artifact ${e} is ${r.size} bytes, more than a \
baton record can be`);if(!r.digest)throw new l("record-digest-missing",`artifact ${e} has no digest to check the downloa\
d against`,{details:["it was not uploaded by a current artifact client; re-run the job that produced it"]});await mt(this.#t.
tempDir,{recursive:!0});let s=await he(T(this.#t.tempDir,"baton-download-"));try{let i;try{i=await this.#o(`download ${e}`,
()=>this.#e.downloadArtifact(r.id,{path:s,expectedHash:r.digest,skipDecompress:!0,...this.#c()}))}catch(u){if(Mn(u)){this.#t.
reporter?.warning(`artifact ${e} is listed but could not be found: ${A(u)}`);return}throw ht(u,`could not download artif\
act ${e} of ${this.#a()}`)}if(i.digestMismatch)throw new l("record-digest-mismatch",`artifact ${e}: the download does no\
t match the digest recorded at upload (${r.digest})`,{details:["the artifact was changed after it was uploaded, or the d\
ownload was corrupted; nothing from it was used"]});let o=await In(s,e),a=o.get(f.record);if(!a)throw new l("record-inva\
lid",`artifact ${e} has no ${f.record}`);if(!o.has(f.prompt))throw new l("record-invalid",`artifact ${e} has no ${f.prompt}`);
let c=be(o,wt(a),`artifact ${e}`),d=pt(c.record);if(ft(d,n)!==0)throw new l("record-invalid",`artifact ${e} holds the re\
cord of ${z(d)}, not ${z(n)}`);return c}finally{await we(s,{recursive:!0,force:!0})}}#a(){let e=this.#t.findBy;return e?
`run ${e.workflowRunId} of ${e.repositoryOwner}/${e.repositoryName}`:"this run"}#c(){return this.#t.findBy?{findBy:this.#t.
findBy}:{}}async#o(e,n){for(let r=1;;r++)try{return await n(r)}catch(s){if(r>=this.#r.attempts||!Fn(s))throw s;let i=this.#r.
baseDelayMs*2**(r-1);this.#t.reporter?.warning(`${e} failed (${Ee(A(s))}); trying again in ${i} ms (${r+1} of ${this.#r.
attempts})`),await new Promise(o=>setTimeout(o,i))}}};function be(t,e,n){let r=o=>{let a=t.get(o);return a===void 0?null:
Buffer.from(a).toString("utf8")},{record:s,handoff:i}=fe({record:r(f.record)??"",handoff:r(f.handoff)},n);return{record:s,
prompt:r(f.prompt)??"",handoff:i,recordSha256:e}}async function In(t,e){let n=u=>new l("record-invalid",`artifact ${e}: ${u}`),
[r,...s]=await _n(t);if(r===void 0||s.length>0)throw n("the download is not one zip file");let i=await On(T(t,r));if(!i.
isFile())throw n("the download is not a regular file");if(i.size>Ae)throw n("the download is too large");let o=new Set([
f.record,f.prompt,f.handoff]),a=new Set,{unzipSync:c}=await import("./esm-OSXH2CCV.js"),d;try{d=c(await kn(T(t,r)),
{filter:u=>{if(!o.has(u.name))return!1;if(a.has(u.name))throw n(`${u.name} is in it twice`);if(a.add(u.name),Math.max(u.
size,u.originalSize)>Nn)throw n(`${u.name} is too large`);return!0}})}catch(u){throw u instanceof l?u:n(`the download is\
 not a zip archive baton can read (${A(u)})`)}return new Map(Object.entries(d))}function $e(t,e,n=!1){return new l("reco\
rd-exists",`${z(e)} already has a record (artifact ${t}); records are immutable`,{where:`stage ${e.stage}`,details:n?["a\
n earlier try of this upload may have completed before its connection dropped"]:["give each stage in the run its own sta\
ge id, or record a new attempt"]})}function ht(t,e,n={}){return zt("artifact-service-failed",e,t,n)}function wt(t){return(0,Se.createHash)(
"sha256").update(t).digest("hex")}function A(t){return t instanceof Error?t.message:String(t)}function Ee(t){return t.split(
`
`,1)[0]??""}function Fn(t){if(t instanceof l)return!1;let e=t?.code;return t instanceof Error&&t.name==="NetworkError"||
typeof e=="string"&&/^(ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|EAI_AGAIN)$/.test(e)?!0:/ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|socket hang up/.
test(A(t))}function Un(t,e){let n=t?.status;if(n!==401&&n!==403&&n!==404)return;let r=`run ${e.workflowRunId} of ${e.repositoryOwner}\
/${e.repositoryName}`,s=n===404?"no such run, or the token cannot see it":n===401?"the token was rejected":"the token ma\
y not list its artifacts";return new l("run-unreadable",`cannot read the records of ${r} (${n}: ${Ee(A(t))}): ${s}. Read\
ing another run\u2019s records needs a token with \`actions: read\`: give the job \`permissions: actions: read\` or pass a github\
-token that has it`,{where:"github-token",details:n===404?[`check that ${e.workflowRunId} is a run id of ${e.repositoryOwner}\
/${e.repositoryName}`]:[]})}function Mn(t){return t instanceof Error&&(t.name==="ArtifactNotFoundError"||/\(404\)|not found/i.
test(t.message))}var jn="\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u061c\\u200b-\\u200f\\u2028-\\u202e\\u2066-\\u2069\\ufeff",Jr=new RegExp(
`[${jn}\\u000a]`,"g");function Dn(t){return`\\u${t.charCodeAt(0).toString(16).padStart(4,"0")}`}var Cn=/^([\s\u0085]*):(?=:)/gm,Ln=/#(?=#\[)/g;function Re(t,e=Dn){return t.replace(Cn,(n,r)=>`${r}${e(":")}`).replace(Ln,
e)}var Pe=class{info(e){Ot(zn(e))}warning(e,n){Pt(_e(e,n),Oe(n))}error(e,n){Rt(_e(e,n),Oe(n))}group(e,n){return _t(e.replace(
/[\r\n]+/g," "),n)}};function zn(t){return Re(t,e=>`${e}\u200B`)}function Oe(t){let e=t?/^(.+?):(\d+)(?::(\d+))?$/.exec(
t):null;return!e||/\s/.test(e[1])?{}:{file:e[1],startLine:Number(e[2]),...e[3]?{startColumn:Number(e[3])}:{}}}function _e(t,e){
return e?`${e}: ${t}`:t}var Te=["claude","codex","gemini","copilot"],Bn=Dt(Te),Hn={claude:{cli:"claude",npmPackage:"@anthropic-ai/claude-code",keyEnv:[
"ANTHROPIC_API_KEY","CLAUDE_CODE_OAUTH_TOKEN"],docs:"https://docs.anthropic.com/en/docs/claude-code/sdk/sdk-headless"},codex:{
cli:"codex",npmPackage:"@openai/codex",keyEnv:["CODEX_API_KEY","OPENAI_API_KEY"],docs:"https://developers.openai.com/cod\
ex/noninteractive"},gemini:{cli:"gemini",npmPackage:"@google/gemini-cli",keyEnv:["GEMINI_API_KEY","GOOGLE_API_KEY"],docs:"\
https://geminicli.com/docs/cli/headless/"},copilot:{cli:"copilot",npmPackage:"@github/copilot",keyEnv:["COPILOT_GITHUB_T\
OKEN"],docs:"https://docs.github.com/en/copilot/reference/copilot-cli-reference/cli-programmatic-reference"}},Kn=[...new Set(
Object.values(Hn).flatMap(t=>t.keyEnv))];function xe(t){return Kn.map(e=>t[e]).filter(e=>!!e)}var Gn=Mt().check(Ut(/^[A-Za-z0-9][A-Za-z0-9._:/@-]{0,127}$/,
{message:"must be a model name: letters, digits and . _ : / @ -, at most 128 characters"})),Jn=jt({model:Ct(Gn)}),ke=128*
1024-1,B=`"\${${E.handoffPath}%/*}"`,x=`"$${E.promptPath}"`,yt=t=>`\${${S.model}:+${t} "$${S.model}"}`,Wn={claude:["exec\
 claude -p \\","  --output-format stream-json --verbose \\","  --permission-mode bypassPermissions \\",`  --add-dir ${B}\
 \\`,`  ${yt("--model")} \\`,`  < ${x}`].join(`
`),codex:["exec codex exec \\","  --json \\","  --sandbox workspace-write \\","  --skip-git-repo-check \\",`  --add-dir ${B}\
 \\`,`  ${yt("--model")} \\`,`  - < ${x}`].join(`
`),gemini:["exec gemini \\","  --output-format json \\","  --approval-mode yolo \\",`  --include-directories ${B} \\`,` \
 ${yt("--model")} \\`,"  -p 'Carry out the task above.' \\",`  < ${x}`].join(`
`),copilot:[`prompt_bytes=$(wc -c < ${x})`,`if [ "$prompt_bytes" -gt ${ke} ]; then`,`  echo "baton: the prompt is $promp\
t_bytes bytes; copilot takes it as one argument, at most ${ke} bytes. Shorten it (max-prompt-tokens) or use another agen\
t." >&2`,"  exit 2","fi","exec copilot \\",`  -p "$(cat ${x})" \\`,"  --output-format=json \\","  --allow-all-tools \\",
"  --no-ask-user \\",`  --add-dir=${B} \\`,`  \${${S.model}:+--model="$${S.model}"}`].join(`
`)};function Ne(t,e=`input ${vt.agent}`){let n=Bn.safeParse(t);if(n.success)return n.data;throw new l("agent-preset-unkn\
own",`"${t}" is not an agent preset; use one of ${Te.join(", ")}, or give the command in \`run\``,{where:e})}function Qr(t,e={}){
let n=Ne(t),r=Jn.safeParse(e);if(!r.success){let i=r.error.issues[0];throw new l("agent-preset-options",`agent ${n}: ${i?.
path.join(".")||"options"} ${i?.message}`,{where:`agent ${n}`})}let s={};return r.data.model!==void 0&&(s[S.model]=r.data.
model),{script:Wn[n],env:s}}function ts(t,e){let n=Ne(t),r=[];switch(n){case"claude":return{...Xn(e,r),problems:r};case"\
codex":return{...Yn(e,r),problems:r};case"gemini":return{...tr(e,r),problems:r};case"copilot":return{...er(e,r),problems:r}}}function es(t={}){return["## Handing off","",`When you are done, write your handoff as one JSON object to ${t.handoffPath?
`\`${t.handoffPath}\` (also in the environment variable \`${E.handoffPath}\`)`:`the path in the environment variable \`${E.
handoffPath}\``}:`,"","```json",`{"version": ${Nt}, "status": "success", "summary": "what you did or found, in a few sen\
tences", "detail": "the deeper findings", "data": {"key": "value"}}`,"```","",`- \`summary\` is required (at most ${b.summaryBytes}\
 bytes); \`status\` is one of success, partial, blocked, failure.`,'- `data` maps names to strings; `detail` holds the l\
ong form; add `"next": {"stage": "<stage id>", "reason": "\u2026"}` to hand off to a specific stage.',`- If you cannot w\
rite files, print the same JSON as the last thing you say, between a line \`${G.start}\` and a line \`${G.end}\`.`].join(
`
`)}function w(t){return typeof t=="object"&&t!==null&&!Array.isArray(t)}function $t(t){let e=[];for(let n of t.split(`
`)){let r=n.trim();if(r.startsWith("{"))try{let s=JSON.parse(r);w(s)&&e.push(s)}catch{}}return e}function St(t,e){for(let n=t.
length-1;n>=0;n--){let r=t[n];if(e(r))return r}}var h=(t,e)=>({key:e,value:t[e]});function ve(t){return typeof t=="numbe\
r"||typeof t=="boolean"?String(t):typeof t=="string"?"a string":Array.isArray(t)?"a list":"an object"}function bt(t,e){return{
code:Ft.usageRefused,severity:"warning",path:`agent.usage.${t}`,message:`${e}; ${t} is not recorded`}}function $(t,e,n,r){
let s;for(let{key:i,value:o}of n)if(o!=null){if(typeof o!="number"||!Number.isSafeInteger(o)||o<0){r.push(bt(e,`${t} rep\
orted ${ve(o)} as ${i}, which is not a whole number from 0 to ${Number.MAX_SAFE_INTEGER}`));return}if(s=(s??0)+o,!Number.
isSafeInteger(s)){r.push(bt(e,`the ${e} ${t} reported add up to more than ${Number.MAX_SAFE_INTEGER}`));return}}return s}
function Zn(t,{key:e,value:n},r){if(n!=null){if(typeof n=="number"&&Number.isFinite(n)&&n>=0&&n<=b.usageCostUsd)return n;
r.push(bt("cost_usd",`${t} reported ${ve(n)} as ${e}, which is not an amount from 0 to ${b.usageCostUsd} USD`))}}function H(t){
let e={};return t.input!==void 0&&(e.input_tokens=t.input),t.output!==void 0&&(e.output_tokens=t.output),t.cost!==void 0&&
(e.cost_usd=t.cost),Object.keys(e).length===0?null:e}function Xn(t,e){let n=St($t(t),s=>s.type==="result");if(!n)return{
finalText:null,usage:null};let r=w(n.usage)?n.usage:{};return{finalText:typeof n.result=="string"?n.result:null,usage:H(
{input:$("claude","input_tokens",[h(r,"input_tokens"),h(r,"cache_creation_input_tokens"),h(r,"cache_read_input_tokens")],
e),output:$("claude","output_tokens",[h(r,"output_tokens")],e),cost:Zn("claude",h(n,"total_cost_usd"),e)})}}function Yn(t,e){
let n=$t(t),s=St(n,a=>a.type==="item.completed"&&Vn(a.item))?.item?.text,i=n.filter(a=>a.type==="turn.completed"&&w(a.usage)),
o=a=>i.map(c=>h(c.usage,a));return{finalText:typeof s=="string"?s:null,usage:H({input:$("codex","input_tokens",o("input_\
tokens"),e),output:$("codex","output_tokens",o("output_tokens"),e)})}}function Vn(t){return w(t)&&(t.type==="agent_messa\
ge"||t.item_type==="assistant_message")}var qn=4;function Qn(t){let e=t.length;for(let n=0;n<qn&&e>0;n++){let r=t.lastIndexOf(
`
{`,e-1),s=r===-1?0:r+1;if(t[s]!=="{")return null;try{let i=JSON.parse(t.slice(s));if(w(i)&&("response"in i||"stats"in i))
return i}catch{}if(r===-1)return null;e=r}return null}function tr(t,e){let n=Qn(t),r=n?.stats,i=(w(r)&&w(r.models)?Object.
values(r.models):[]).map(o=>w(o)&&w(o.tokens)?o.tokens:{});return{finalText:typeof n?.response=="string"?n.response:null,
usage:H({input:$("gemini","input_tokens",i.map(o=>h(o,"prompt")),e),output:$("gemini","output_tokens",i.flatMap(o=>[h(o,
"candidates"),h(o,"thoughts")]),e)})}}function er(t,e){let n=$t(t),r=St(n,i=>i.type==="assistant.message")?.data?.content,
s=n.filter(i=>i.type==="assistant.message"&&w(i.data));return{finalText:typeof r=="string"?r:null,usage:H({output:$("cop\
ilot","output_tokens",s.map(i=>h(i.data,"outputTokens")),e)})}}function os(t,e){let n=t[e];if(!n)throw new l("runner-env-missing",`${e} is not set: baton's actions run as steps of a G\
itHub Actions job`);return n}function as(t,e){return[...nr(t),...e?[e]:[]]}function nr(t){let e=xe(t);for(let[n,r]of Object.
entries(t)){if(!r)continue;(kt.includes(n)||Tt.some(i=>n.startsWith(i)))&&/TOKEN/.test(n)&&e.push(r)}return e}export{Te as a,Bn as b,Qr as c,ts as d,es as e,Sn as f,En as g,pe as h,ft as i,ge as j,pt as k,Pn as l,z as m,rr as n,rt as o,
it as p,qt as q,Ge as r,gr as s,br as t,$r as u,dt as v,wn as w,yn as x,Ar as y,Er as z,ye as A,Pe as B,os as C,as as D};

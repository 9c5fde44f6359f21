import{d as E,h as bn}from"./chunk-M6PCGQAN.js";import{A,B as T,n as mn,o as N,p as $n,x as X}from"./chunk-LZYN5DKP.js";
import{a as Y}from"./chunk-6RREDHNG.js";import{b as J}from"./chunk-YEKP4IAG.js";import{G as L,H as hn,I as pn,
J as _,b as gn}from"./chunk-C33NMHQG.js";var j=class{#n;#e=new Map;constructor(e){this.#n=e}next(e,r){let t=this.#e.get(e);if(t===void 0){t=[];for(let o=this.#n.
indexOf(e);o>=0;o=this.#n.indexOf(e,o+1))t.push(o);this.#e.set(e,t)}let s=0,i=t.length;for(;s<i;){let o=s+i>>>1;t[o]<r?s=
o+1:i=o}return s<t.length?t[s]:-1}},te=/\s/;function q(n){return n!==void 0&&te.test(n)}function V(n,e){for(;q(n[e]);)e++;
return e}function F(n,e){for(;n[e]===" "||n[e]==="	";)e++;return e}function Q(n,e){for(let r=e+1;r<n.length;r++){let t=n[r];
if(t==="]")return r;if(t!=="[")continue;let s=r+1;for(;s<n.length&&n[s]!=="["&&n[s]!=="]";)s++;if(n[s]!=="]")return-1;r=
s}return-1}function Sn(n,e){if(n[e]!=="[")return-1;let r=Math.min(n.length,e+1001);for(let t=e+1;t<r;t++){let s=n[t];if(s===
"]")return t+1;if(s==="["||s===`
`)return-1}return-1}function Rn(n,e){let r=Math.min(n.length,e+1001);for(let t=e+1;t<r;t++){let s=n[t];if(s==="]")return t>
e+1?t:-1;if(s==="["||s===`
`||s==="\0")return-1}return-1}function yn(n,e,r){if(n[e]!=="(")return null;let t=V(n,e+1);for(let s of re(n,t)){let i=ie(
n,s,r);if(i>=0)return{url:n.slice(t,s),end:i}}return null}function re(n,e){let r=[];if(n[e]==="<"){let t=kn(n,e);t>=0&&r.
push(t+1)}return r.push(se(n,e)),r}function kn(n,e){for(let r=e+1;r<n.length;r++){let t=n[r];if(t===">")return r;if(t===
"<"||t===`
`)return-1}return-1}function wn(n){return n!==void 0&&n!=="("&&n!==")"&&!q(n)}function se(n,e){let r=e;for(;;){for(;wn(n[r]);)
r++;if(n[r]!=="(")return r;let t=r+1;for(;wn(n[t]);)t++;if(n[t]!==")")return r;r=t+1}}function ie(n,e,r){let t=V(n,e);if(t>
e){let s=An(n,t,r);if(s>=0){let i=V(n,s);if(n[i]===")")return i+1}}return n[t]===")"?t+1:-1}function An(n,e,r){let t=n[e],
s=t==='"'||t==="'"?t:t==="("?")":void 0;if(s===void 0)return-1;let i=r.next(s,e+1);return i<0?-1:i+1}function En(n,e,r){
let t=e;for(;t<e+3&&n[t]===" ";)t++;if(n[t]!=="[")return null;let s=t+1,i=Math.min(n.length,s+1e3),o=s;for(;o<i&&n[o]!==
"]"&&n[o]!==`
`;)o++;if(n[o]!=="]"||o===s||o-s>999||n[o+1]!==":")return null;let a=Cn(n,o+2),l=oe(n,a);for(let u of l){let c=ue(n,u,r);
if(c>=0)return{label:n.slice(s,o),url:n.slice(a,u),end:c}}return null}function Cn(n,e){let r=F(n,e);return n[r]===`
`?F(n,r+1):r}function oe(n,e){let r=[];if(n[e]==="<"){let s=kn(n,e);s>=0&&r.push(s+1)}let t=e;for(;t<n.length&&!q(n[t]);)
t++;return t>e&&r.push(t),r}function ue(n,e,r){let t=An(n,Cn(n,e),r);if(t>=0){let i=F(n,t);if(i===n.length||n[i]===`
`)return i}let s=F(n,e);return s===n.length||n[s]===`
`?s:-1}var ae=/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0D\uFEFF\uFFA0\uFFF9-\uFFFB\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;
function M(n){return n.replace(/\r\n?|[\u2028\u2029]/g,`
`).replace(ae,"")}var le=new RegExp(Ie(_),"gi"),ce=_.replace(/:$/,"").replace(/:/g," ");function P(n){return n.replace(le,
`${ce}: `)}function U(n,e){return J(n,e.secrets??[]).text}function Tn(n,e={}){let r=K(e);return Un(n,r,t=>{let s=[];for(let i of he(
U(M(t),r)))if(i.kind==="code"){let o=s.at(-1);o!==void 0&&!de(o)&&s.push(""),s.push(zn(i))}else{let o=P(In(i.text,{tables:!0,
serverUrl:r.serverUrl}));s.push(pe(o))}return s.join(`
`).replace(/^\n+/,"").trimEnd()},t=>fe(t,r))}function de(n){return/^[ \t]*$/.test(n.slice(n.lastIndexOf(`
`)+1))}function fe(n,e={}){let r=U(n,K(e)).split(`
`);return zn({kind:"code",fence:"`",length:3,info:"",indent:0,lines:r})}function w(n,e={}){let r=K(e);return Un(n,r,t=>{
let s=jn(U(M(t),r));return P(In(s,{tables:!1,serverUrl:r.serverUrl})).trim()},t=>z(t,r))}function D(n,e={}){let r=M(n).split(
`
`).map(t=>w(t,e)).filter(t=>t!=="");return ge(r.join("<br>"))}function ge(n){let e="",r=0;for(let t of n)t==="|"&&r%2===
0&&(e+="\\"),e+=t,r=t==="\\"?r+1:0;return e}function z(n,e={}){let r=K(e),t=P(jn(U(M(n),r))).trim(),s="`".repeat(sn(t,"`")+
1),i=t.startsWith("`")||t.endsWith("`")||t===""?" ":"";return`${s}${i}${t}${i}${s}`}function jn(n){return n.replace(/\s+/g,
e=>e.includes(`
`)?" ":e)}function sn(n,e){let r=0,t=0;for(let s=0;s<n.length;s++)t=n[s]===e?t+1:0,t>r&&(r=t);return r}function K(n){return Array.
isArray(n)?{secrets:n}:n}function Un(n,e,r,t){let s=r(n);for(let i=0;i<4;i++){let o=J(s,e.secrets??[]);if(o.redactions.length===
0)return s;s=r(o.text)}return t(U(s,e))}function he(n){let e=n.split(`
`),r=[],t=[],s=()=>{t.length>0&&r.push({kind:"prose",text:t.join(`
`)}),t=[]};for(let i=0;i<e.length;i++){let o=e[i],a=/^( {0,3})(`{3,}|~{3,})(.*)$/.exec(o);if(!a||a[2][0]==="`"&&a[3].includes(
"`")){t.push(o);continue}s();let l=a[2],u=new RegExp(`^ {0,3}${l[0]==="`"?"`":"~"}{${l.length},}[ \\t]*$`),c=[];for(i++;i<
e.length&&!u.test(e[i]);i++)c.push(e[i]);r.push({kind:"code",fence:l[0]==="`"?"`":"~",length:l.length,info:$e(a[3]),indent:a[1].
length,lines:c})}return s(),r}function zn(n){let e=new RegExp(`^ {0,${n.indent}}`),r=P(n.lines.map(s=>s.replace(e,"")).join(
`
`)),t=n.fence.repeat(Math.max(n.length,sn(r,n.fence)+1));return n.lines.length===0?`${t}${n.info}
${t}`:`${t}${n.info}
${r}
${t}`}function pe(n){return n.replace(/^( {0,3})(?=~{3}|`{3,}[^`\n]*$)/gm,"$1\\")}var me=new Set(["mermaid","geojson","t\
opojson","stl","math"]);function $e(n){let e=/^\s*([A-Za-z0-9_+.#-]{1,32})/.exec(n);return e&&!me.has(e[1].toLowerCase())?
e[1]:""}var en=class{#n=[];#e=new Map;tables;serverUrl;constructor(e,r){this.tables=e,this.serverUrl=r}add(e,r){return this.#n.
push(e),r!==void 0&&this.#e.set(this.#n.length-1,r),`\0${this.#n.length-1}\0`}plain(e){return this.#e.size===0?e:e.replace(
/\u0000(\d+)\u0000/g,(r,t)=>this.#e.get(Number(t))??r)}resolve(e,r=0){let t=[],s="",i=a=>{a!==""&&(t.push(a),s=a[a.length-
1])},o=0;for(let a of e.matchAll(/\u0000(\d+)\u0000/g)){i(e.slice(o,a.index)),o=a.index+a[0].length;let l=this.#n[Number(
a[1])]??"",u=r<16?this.resolve(l,r+1):l.replace(/\u0000/g,"");(/^[`\\]/.test(u)&&(s==="`"||s==="\\")||u.startsWith("[")&&
s==="!")&&i(" "),i(u)}return i(e.slice(o)),t.join("")}},be=/[!-/:-@[-`{-~]/;function In(n,e){let r=new en(e.tables,e.serverUrl),
t=we(n,r);return t=Se(t),t=Re(t,r),t=vn(t,r),r.resolve(G(t,r))}function G(n,e){let r=Te(n);return r=Ue(r,e),ze(r,e)}function we(n,e){
let r=new tn(n),t="",s=0;for(;s<n.length;){let i=n[s];if(i==="\\"&&s+1<n.length&&be.test(n[s+1])){let l=n[s+1];l==="`"?t+=
e.add("\\`"):l==="\\"?t+=e.add("\\\\"):"@#<>&[]!".includes(l)?t+=l:t+=`\\${l}`,s+=2;continue}if(i!=="`"){t+=i,s++;continue}
let o=1;for(;n[s+o]==="`";)o++;let a=r.find(s+o,o);a===-1||e.tables&&n.slice(s,a).includes("|")?(t+=e.add("\\`".repeat(o)),
s+=o):(t+=e.add(n.slice(s,a+o)),s=a+o)}return t}var tn=class{#n;#e=-1;#t=new Map;constructor(e){this.#n=e}find(e,r){e>this.#e&&
this.#r(e);let t=this.#t.get(r);if(t===void 0)return-1;for(;t.next<t.starts.length&&t.starts[t.next]<e;)t.next++;return t.
next<t.starts.length?t.starts[t.next]:-1}#r(e){let r=this.#n,t=r.indexOf(`
`,e);this.#e=t<0?r.length:t,this.#t=new Map;for(let s=e;s<this.#e;s++){if(r[s]!=="`")continue;let i=s;for(;r[i]==="`";)i++;
let o=this.#t.get(i-s);o?o.starts.push(s):this.#t.set(i-s,{starts:[s],next:0}),s=i}}};function Se(n){let e="",r=0,t=!1,s=n.
indexOf("<!--");for(;s>=0;){let i=t?-1:n.indexOf("-->",s+4);t=i<0;let o=i>=0?i+3:n.startsWith("<!-->",s)?s+5:n.startsWith(
"<!--->",s)?s+6:-1;if(o<0){s=n.indexOf("<!--",s+1);continue}e+=n.slice(r,s),r=o,s=n.indexOf("<!--",r)}return e+n.slice(r)}
function Re(n,e){return n.replace(/<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>\u0000]*)>/g,(r,t)=>{let s=ke(t);return s&&!on(s)?
e.add(`<${s}>`):I(t,e)}).replace(/<([A-Za-z0-9.!#$%&'*+/=?^_{|}~-]+@[A-Za-z0-9.-]+)>/g,"$1")}function nn(n,e){let r="",t=0,
s=n.indexOf("[");for(;s>=0;){let i=s>t&&n[s-1]==="!",o=e(n,s,i);if(o===null){s=n.indexOf("[",s+1);continue}r+=n.slice(t,
i?s-1:s)+o.replacement,t=o.end,s=n.indexOf("[",t)}return r+n.slice(t)}function vn(n,e){let r=new Map,t=ye(n,r),s=(o,a,l)=>{
let u=l===void 0?null:xn(l.replace(/^<|>$/g,"")),c=u?Ln(u):null,f=vn(a,e);if(c&&on(c)){let g=I(c,e);return f.trim()===""?
g:`${f} (${g})`}if(o){let g=f.trim()===""?"image":f;if(!u)return g;if(Ee(u,e.serverUrl))return e.add(`![${G(g,e)}](${c})`);
let d=e.plain(f.trim()===""?"image":`image: ${f}`);return e.add(`[${G(d,e)}](${c})`,d)}return c?e.add(`[${G(e.plain(f),e)}\
](${c})`):f},i=new j(t);return t=nn(t,(o,a,l)=>{let u=Q(o,a),c=u<0?null:yn(o,u+1,i);return c===null?null:{end:c.end,replacement:s(
l,o.slice(a+1,u),c.url)}}),t=nn(t,(o,a,l)=>{let u=Q(o,a),c=u<0?-1:Sn(o,u+1);if(c<0)return null;let f=o.slice(a+1,u),g=o.
slice(u+2,c-1),d=r.get(rn(g===""?f:g));return{end:c,replacement:d===void 0?o.slice(l?a-1:a,c):s(l,f,d)}}),t=nn(t,(o,a,l)=>{
let u=Rn(o,a);if(u<0||"([:".includes(o[u+1]??" "))return null;let c=o.slice(a+1,u),f=r.get(rn(c));return f===void 0?null:
{end:u+1,replacement:s(l,c,f)}}),t}function ye(n,e){let r=new j(n),t="",s=0;for(let i=0;i>=0&&i<=n.length;){let o=En(n,i,
r),a=n.indexOf(`
`,o?o.end:i);if(o){let l=rn(o.label);e.has(l)||e.set(l,o.url.replace(/^<|>$/g,"")),t+=n.slice(s,i),s=o.end}i=a<0?-1:a+1}
return t+n.slice(s)}function rn(n){return n.trim().replace(/\s+/g," ").toLowerCase()}function ke(n){let e=xn(n);return e&&
Ln(e)}function xn(n){if(!/^https:\/\//i.test(n))return null;let e;try{e=new URL(n)}catch{return null}return e.protocol!==
"https:"||e.hostname===""||e.username!==""||e.password!==""?null:e}function Ln(n){return n.href.replace(/[^A-Za-z0-9\-._~:/?#@!$&'*+,;=%]/g,
e=>`%${e.charCodeAt(0).toString(16).toUpperCase().padStart(2,"0")}`)}var On=".githubusercontent.com",Ae="camo.githubuser\
content.com";function Ee(n,e){let r=Ce(e);if(r!==null&&n.host===r)return!0;if(n.port!=="")return!1;let t=n.hostname;return t===
"github.com"?!0:t.endsWith(On)&&t!==Ae&&!t.slice(0,-On.length).split(".").includes("")}function Ce(n){if(!n)return null;
try{let e=new URL(n).host;return e===""?null:e}catch{return null}}var Oe=new Set(["issues","pull","pulls","discussions"]);
function on(n){let e=n.indexOf("://"),t=(e<0?n:n.slice(e+3)).split(/[?#]/,1)[0].split("/");for(let s=1;s+1<t.length;s++)
if(Oe.has(_e(t[s]).toLowerCase())&&/^\d/.test(t[s+1]))return!0;return!1}function _e(n){try{return decodeURIComponent(n)}catch{
return n}}function Te(n){return n.replace(/&/g,"&amp;").replace(/</g,"&lt;").replace(/\[/g,"\\[").replace(/\]/g,"\\]")}var je=`\
?!.,:*_~'"`;function Ue(n,e){return n.replace(/(?:(?:https?|ftp):\/\/|www\.)[^\s\u0000\\`<]+/gi,(r,t)=>{let s=n[t-1]??"",
i=n[t+r.length]??"",o=!/[A-Za-z0-9]/.test(s)&&(i===""||/\s/.test(i)),a=r.length;for(;a>0&&je.includes(r[a-1]);)a--;let l=r.
slice(0,a);return o&&/^https:/i.test(r)&&!r.includes("@")&&!on(l)?e.add(r):I(l,e)+r.slice(a)})}var _n=/(?<owner>(?<![A-Za-z0-9_./-])[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+#\d[A-Za-z0-9]*)|(?<number>#\d[A-Za-z0-9]*)|(?<other>@[A-Za-z0-9][A-Za-z0-9_-]*(?:\/[A-Za-z0-9][A-Za-z0-9_.-]*)?|GH-\d[A-Za-z0-9]*)/gi;
function ze(n,e){let r=new RegExp(_n.source,_n.flags),t="",s=0;for(let i=r.exec(n);i!==null;i=r.exec(n)){let o=i.index;if(!(i.
groups.other===void 0||o===s||!/[A-Za-z0-9]/.test(n[o-1]??""))){r.lastIndex=o+1;continue}t+=n.slice(s,o)+I(i[0],e),s=o+i[0].
length}return t+n.slice(s)}function I(n,e){if(e.tables&&n.includes("|"))return n.split("|").map(s=>s===""?"":I(s,e)).join(
e.add("\\|"));let r="`".repeat(sn(n,"`")+1),t=n.startsWith("`")||n.endsWith("`")?" ":"";return e.add(`${r}${t}${n}${t}${r}`)}
function Ie(n){return n.replace(/[.*+?^${}()|[\]\\]/g,"\\$&")}var Wn={comment:{max:L.commentChars-512,measure:Le,named:`GitHub's ${R(L.commentChars)}-character limit of a comment`},"\
job-summary":{max:L.stepSummaryBytes,measure:gn,named:"GitHub's 1 MiB limit of a job summary"}},ve="default",Nn=160;function xe(n,e=ve){
return`<!-- ${_}${Fn(n)}:${Fn(e)} -->`}function Fn(n){return encodeURIComponent(n).replace(/[!'()*]/g,Jn).replace(/-(?=-)/g,
"%2D")}function Jn(n){return`%${n.charCodeAt(0).toString(16).toUpperCase().padStart(2,"0")}`}function Le(n){let e=0;for(let r=n.
indexOf(`
`);r!==-1;r=n.indexOf(`
`,r+1))e++;return n.length+e}function Xn(n){return n.kind==="skipped"?n.runAttempt:n.why.newerRunAttempt}var Ne=5e4;function St(n,e={}){
let r=Pe(n,e),{max:t,measure:s}=Wn[e.fit??"comment"],i=r.length,o=(d,h=null,p=i,b=!0,m=i)=>{let $=Ze(r,e,{fieldChars:d,fieldsCut:new Set,
entriesKept:h,listsCut:new Set,sectionsKept:p,flowchart:b,rowsKept:m});return{text:$,ok:s($)<=t}},a=o(null);if(a.ok)return a.
text;let l=64,u=(d,h,p)=>{let b={value:d,...p(d)};if(!b.ok)return null;for(;h-d>Math.max(0,h>>6);){let m=Math.ceil((d+h)/
2),$=p(m);$.ok?(d=m,b={value:m,...$}):h=m-1}return b},c=Math.max(l,Ge(r)),f=u(l,c,d=>o(d));if(f)return f.text;let g=u(0,
Me(r),d=>o(l,d));return g?u(l,c,d=>o(d,g.value))?.text??g.text:u(0,i,d=>o(l,0,d))?.text??u(0,i,d=>o(l,0,0,!1,d))?.text??
o(l,0,0,!1,0).text}function Fe(n){let e=n.handoff;return[e?.summary,e?.detail,e?.failure?.reason,e?.next?.reason,n.record.
outcome.message,...Yn(n).flat()]}function Ge(n){let e=0;for(let{latest:r}of n)for(let t of Fe(r))e=Math.max(e,t?.length??
0);return e}function Me(n){let e=0;for(let{latest:r}of n)for(let t of Yn(r))e=Math.max(e,t.length);return e}function Yn(n){
let e=n.handoff;return[...Vn(n).map(([,,r])=>r),Object.values(e?.data??{}),(e?.artifacts??[]).map(r=>r.description),n.record.
problems.map(r=>r.message)]}function Vn(n){let e=n.handoff;return[["failure.blockers","Blockers",e?.failure?.blockers],[
"failure.questions","Questions",e?.failure?.questions],["expectations.deliverables","Deliverables",e?.expectations?.deliverables],
["expectations.acceptance","Acceptance",e?.expectations?.acceptance],["expectations.constraints","Constraints",e?.expectations?.
constraints]].filter(t=>(t[2]?.length??0)>0)}function Pe(n,e){let r=bn(n,e.unreadable??[]),t=e.skippedJobs,s=new Map;for(let o of n){
let a=s.get(o.record.stage)??[];a.push(o),s.set(o.record.stage,a)}let i=[...s.entries()].map(([o,a])=>{let l=[...a].sort(
(d,h)=>X(A(d.record),A(h.record))),u=l[l.length-1],{job:c}=u.record,f=r.get(o),g=t?.jobs.includes(c)&&u.record.run.attempt<
t.runAttempt?{kind:"skipped",job:c,runAttempt:t.runAttempt}:f!==void 0?{kind:"superseded",why:f}:void 0;return{stage:o,latest:u,
earlier:l.slice(0,-1),keepPlace:0,...g?{notRun:g}:{}}});return i.sort((o,a)=>o.latest.record.hop-a.latest.record.hop||E(
Gn(o),Gn(a))||E(o.stage,a.stage)),Be(i),i}function v(n){let e=n.latest.record.run.attempt;return[n.latest,...n.earlier.filter(
r=>r.record.run.attempt===e)]}function qn(n){let e=n.latest.record.run.attempt,r=[...new Set(n.earlier.map(t=>t.record.run.
attempt).filter(t=>t<e))].sort((t,s)=>t-s);return r.length===0?"":`; also ran in run attempt${r.length===1?"":"s"} ${r.join(
", ")}`}function De(n){let{record:e}=n.latest,r=v(n).length;if(e.run.attempt===1)return r>1?`attempt ${e.attempt} of ${r}`:
"";let t=T(A(e));return`${r>1?`${t}, ${r} attempts`:t}${qn(n)}`}function Gn(n){return(n.earlier[0]??n.latest).record.agent.
started_at}var x={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\u274C",cancelled:"\u{1F6AB}"},cn={...x,
"not run":"\u23ED\uFE0F"};function Qn(n){return n.notRun?"not run":k(n.latest.record)}var Ke={...x,running:"\u23F3",interrupted:"\
\u26A0\uFE0F"},an=["failure","cancelled","blocked","partial","success"],Mn=["failure","blocked","cancelled","partial","s\
uccess"];function Be(n){let e=r=>r.notRun!==void 0||r.latest.record.outcome.reason==="skipped"?Mn.length:Mn.indexOf(k(r.
latest.record));n.map((r,t)=>({group:r,index:t,rank:e(r)})).sort((r,t)=>r.rank-t.rank||r.index-t.index).forEach(({group:r},t)=>{
r.keepPlace=t})}function Pn(n,e){return n.filter(r=>r.keepPlace>=e)}function k(n){return mn(n.status,n.outcome.reason)}function dn(n,e){
let r=k(n),t=n.outcome.reason==="completed"||r==="cancelled"?"":` ${e(n.outcome.reason)}`;return`${x[r]} ${r}${t}`}function He(n){
let e=null;for(let{latest:r,notRun:t}of n){if(t!==void 0)continue;let s=k(r.record);(e===null||an.indexOf(s)<an.indexOf(
e))&&(e=s)}return e}function Ze(n,e,r){let t=e.workflow??n[0]?.latest.record.run.workflow??"workflow",s=n[0]?.latest.record.
run,i=[xe(t,e.key)],o=e.cancelled||e.run?.status==="cancelled"?"cancelled":He(n),a=!e.cancelled&&e.run?.status==="failur\
e"&&o!=="failure",l=e.run?.status==="unknown"?null:e.run?.status==="running"||e.run?.status==="interrupted"?e.run.status:
a?"failure":o??e.run?.status??null,u=w(t,e)||"workflow";if(i.push(l===null?`## baton report \xB7 ${u}`:`## ${Ke[l]} bato\
n report \xB7 ${u} \xB7 ${l}`),i.push(Xe(n,e.runId??s?.id??null,e)),a&&e.run&&e.run.failedJobs.length>0)i.push(`The run \
failed: ${Z(e.run.failedJobs,e)} failed.`);else if(!e.cancelled&&e.run?.status==="failure"){let d=new Set(n.filter(p=>Qn(
p)==="failure").map(p=>p.latest.record.job)),h=e.run.failedJobs.filter(p=>!d.has(p));h.length>0&&i.push(`Also failed: ${Z(
h,e)}.`)}e.runUnreadable!==void 0&&i.push(["> [!WARNING]",`> The run's summary could not be read, so this report is buil\
t from its records ${e.runReadFromEvents?"and its events.jsonl":"alone"}: ${w(e.runUnreadable,e)}`].join(`
`));let c=We(e);c!==null&&i.push(c);let f=[Dn(e.unreadable,"could not be read",e),Dn(e.neverStored,"were never stored",e)].
filter(d=>d!==null).join(`

`);if(n.length===0)i.push(e.unreadable?.length?"No baton record of this run could be read (see below).":e.neverStored?.length?
"No baton record of this run was stored (see below).":e.run?.status==="running"?"No stage of this run has recorded yet: \
a stage\u2019s record is stored when its attempt ends.":e.run?.status==="interrupted"?"No stage of this run recorded bef\
ore it was interrupted: a stage\u2019s record is stored when its attempt ends.":"No baton records were found for this ru\
n. A stage that failed before it recorded (an input it refused, say) leaves none: its job\u2019s log says why."),f&&i.push(
f);else{i.push(qe(n,e,r)),f&&i.push(f);let d=r.flowchart?et(n,e.unreadable??[],e.neverStored??[]):"";d!==""&&d.length<=Ne?
i.push(d):r.flowchart=!1;for(let h of n)h.keepPlace<r.sectionsKept&&i.push(rt(h,e,r))}let g=ot(n,r,e);return g&&i.push(g),
i.push("<sub>Built by baton from the stage records; agent text is shown as data, sanitised.</sub>"),`${i.join(`

`)}
`}function Z(n,e){return`${n.length===1?"job":"jobs"} ${n.map(r=>z(r,e)).join(", ")}`}function We(n){let e=n.run;if(e?.status!==
"running"&&e?.status!=="interrupted"&&e?.status!=="unknown")return null;let r=i=>Z(i,n),t=e.unfinishedJobs??[],s=[...e.failedJobs.
length===0?[]:[`${r(e.failedJobs)} failed`],...t.length===0?[]:[e.status==="running"?`${r(t)} ${t.length===1?"is":"are"}\
 running`:e.status==="interrupted"?`${r(t)} did not finish`:`${r(t)} had not finished where its events end`]];if(e.status===
"unknown"){let i="The run's end is not known",o="neither its run.json nor its events.jsonl says it";return s.length===0?
`${i}: ${o}.`:`${i} (${o}): ${s.join("; ")}.`}return s.length===0?null:`${e.status==="running"?"The run is still going":
"The run was interrupted"}: ${s.join("; ")}.`}function Dn(n,e,r){let t=[...n??[]].sort((l,u)=>E(l.stage,u.stage)||X(l,u));
if(t.length===0)return null;let s=t.slice(0,20).map(l=>`> - ${z(S(l.stage))} ${T(l)}: ${w(Je(l.reason),r)}`);t.length>s.
length&&s.push(`> - and ${t.length-s.length} more`);let i=t.length===1;return["> [!WARNING]",`> ${`${t.length} ${i?"reco\
rd":"records"}`} of this run ${e==="could not be read"?e:i?"was never stored":e} and ${i?"is":"are"} not in this report:`,
...s].join(`
`)}function Je(n){return n.split(`
`).map(e=>e.trim()).filter(e=>e!=="").join("; ")}function Xe(n,e,r){let t=n.reduce((l,u)=>l+v(u).length,0),s=ne(n),i=`${n.
length} ${n.length===1?"stage":"stages"}`,o=t>n.length?` in ${t} attempts`:"",a=Ve(e,r);return[`${i}${o}${s.length?` (${s.
join(", ")})`:""}`,Ye(n),a].filter(Boolean).join(" \xB7 ")}function Ye(n){let e=0,r=0,t=0,s=!1,i=!1;for(let a of n)for(let{
record:l}of[...a.earlier,a.latest]){let u=l.agent.usage;u&&((u.input_tokens!==void 0||u.output_tokens!==void 0)&&(s=!0),
e+=u.input_tokens??0,r+=u.output_tokens??0,u.cost_usd!==void 0&&(i=!0,t+=u.cost_usd))}let o=[];return s&&o.push(`${R(e)}\
 tokens in, ${R(r)} out`),i&&o.push(ee(t)),o.join(", ")}function ne(n){let e=new Map;for(let t of n){let s=Qn(t);e.set(s,
(e.get(s)??0)+1)}return[...an,"not run"].filter(t=>e.has(t)).map(t=>`${e.get(t)} ${t}`)}function Ve(n,e){let r=n===null?
"the run":`run ${w(n)}`;return e.runUrl?`[View ${r}](${e.runUrl})`:n===null?"":`local ${r}`}function qe(n,e,r){let t=n.some(
({latest:u})=>Bn(u)!==null),s=n.some(({latest:u})=>u.record.agent.usage?.cost_usd!==void 0),i=["Stage","Status","Summary",
"Duration"];t&&i.push("Tokens"),s&&i.push("Cost");let o=[`| ${i.join(" | ")} |`,`|${i.map(()=>"---").join("|")}|`],a=0,l=()=>{
a>0&&o.push(`| \u2026 | ${a} more ${a===1?"stage":"stages"} |${" |".repeat(i.length-2)}`),a=0};for(let u of n){if(u.keepPlace>=
r.rowsKept){a++;continue}l();let{record:c,handoff:f}=u.latest;if(u.notRun!==void 0){let d=[`\`${S(c.stage)}\``,Kn(u),`_l\
ast ran in run attempt ${c.run.attempt}_`,"\u2014"];t&&d.push("\u2014"),s&&d.push("\u2014"),o.push(`| ${d.join(" | ")} |`);
continue}let g=[`\`${S(c.stage)}\``,Kn(u),f?D(nt(f.summary,r.fieldChars),e)||"\u2014":`_${Qe(c)}_`,tt(u)];if(t&&g.push(Bn(
u.latest)??"\u2014"),s){let d=c.agent.usage?.cost_usd;g.push(d===void 0?"\u2014":ee(d))}o.push(`| ${g.join(" | ")} |`)}return l(),
o.join(`
`)}function Kn(n){let{record:e}=n.latest;if(n.notRun!==void 0)return`${cn["not run"]} ${fn(n.notRun)}`;let r=[dn(e,i=>`(${i}\
)`)],t=v(n).length,s=qn(n);return(t>1||s!=="")&&r.push(`\xB7 ${T(A(e))}${t>1?`, ${t} attempts`:""}${s}`),r.join(" ")}function fn(n){
return`${n.kind==="skipped"?"skipped":"not run"} in run attempt ${Xn(n)}`}function Qe(n){let e=N(n).length;return e>0?$n(
e):"no handoff"}function nt(n,e){let r=Math.min(Nn,e??Nn),s=(n.split(/\r?\n/).find(i=>i.trim()!=="")??"").trim();return s.
length>r?`${Y(s,r-1)}\u2026`:s}function Bn(n){let e=n.record.agent.usage;if(!e||e.input_tokens===void 0&&e.output_tokens===
void 0)return null;let r=[];return e.input_tokens!==void 0&&r.push(`${R(e.input_tokens)} in`),e.output_tokens!==void 0&&
r.push(`${R(e.output_tokens)} out`),r.join(" / ")}function R(n){return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g,
",")}function ee(n){return n>=1?`$${n.toFixed(2)}`:`$${n.toFixed(4)}`}function W(n){if(n<1e3)return`${n} ms`;let e=n/1e3;
if(e<60)return`${e.toFixed(1)} s`;let r=Math.round(e),t=Math.floor(r/3600),s=Math.floor(r%3600/60),i=r%60;return t>0?`${t}\
 h ${String(s).padStart(2,"0")} min`:`${s} min ${String(i).padStart(2,"0")} s`}function et(n,e,r){let t=new Map,s=u=>{let c=t.
get(u);return c===void 0&&(c=`s${t.size}`,t.set(u,c)),c};for(let u of n)s(u.stage);let i=new Set,o=[];for(let{stage:u,latest:c,
notRun:f}of n){if(f!==void 0)continue;let g=[...new Set(c.record.lineage.map(d=>d.stage))].sort(E);for(let d of g)i.add(
`${s(d)} --> ${s(u)}`)}for(let{stage:u,latest:c,notRun:f}of n){if(f!==void 0)continue;let g=c.handoff?.next?.stage;g!==void 0&&
i.add(`${s(u)} -.->|next| ${s(g)}`)}for(let[u,c]of t){let f=n.find($=>$.stage===u);if(!f){let $=e.some(O=>O.stage===u)?"\
record cannot be read":r.some(O=>O.stage===u)?"record never stored":"no stage record";o.push(`  ${c}["${C(S(u))}<br/>${C(
$)}"]:::absent`);continue}if(f.notRun!==void 0){let $=`${cn["not run"]} ${fn(f.notRun)}`;o.push(`  ${c}["${C(S(u))}<br/>${C(
$)}"]:::absent`);continue}let{record:g}=f.latest,d=v(f).length,h=k(g),p=N(g).length>0?"<br/>handoff refused":"",b=`${x[h]}\
 ${h}${d>1?` \xD7${d}`:""}`,m=h==="failure"||h==="blocked"?`:::${h}`:"";o.push(`  ${c}["${C(S(u))}<br/>${C(b)}${p}"]${m}`)}
for(let u of i)o.push(`  ${u}`);let a=u=>o.some(c=>c.endsWith(`:::${u}`)),l=[a("failure")?"  classDef failure fill:#ffeb\
e9,stroke:#cf222e,color:#1f2328":"",a("blocked")?"  classDef blocked fill:#fff8c5,stroke:#9a6700,color:#1f2328":"",a("ab\
sent")?"  classDef absent fill:#f6f8fa,stroke:#8c959f,stroke-dasharray:3 3,color:#59636e":""].filter(Boolean);return["``\
`mermaid","flowchart LR",...o,...l,"```"].join(`
`)}function C(n){let e="";for(let r of n)e+=/[A-Za-z0-9 _.,:/()-]/.test(r)?r:`#${r.codePointAt(0)};`;return e}function tt(n){
let e=W(n.latest.record.agent.duration_ms),r=v(n);if(r.length===1)return e;let t=r.reduce((s,i)=>s+i.record.agent.duration_ms,
0);return`${e} (${W(t)} in ${r.length} attempts)`}function rt(n,e,r){let{record:t,handoff:s}=n.latest,i=(f,g)=>Tn(y(n.stage,
f,g,r),e),o=n.notRun,a=(o===void 0?[`${x[k(t)]} <b>${S(t.stage)}</b>`,k(t),W(t.agent.duration_ms),De(n)]:[`${cn["not run"]}\
 <b>${S(t.stage)}</b>`,fn(o),`last ran in run attempt ${t.run.attempt}`]).filter(Boolean).join(" \xB7 "),l=[];if(o!==void 0&&
l.push(st(n,o,e)),t.outcome.reason!=="completed"){let f=t.outcome.message?`: ${w(y(n.stage,"outcome",t.outcome.message,r),
e)}`:"";l.push(`**Outcome:** \`${t.outcome.reason}\`${f}`)}if(s===null){let f=N(t).length;l.push(f>0?`_The handoff it wr\
ote was refused (${f} ${f===1?"problem":"problems"}, under Problems), so none was kept._`:"_No handoff was captured for \
this attempt._")}else{l.push("**Summary**",i("summary",s.summary)||"\u2014");let f=Object.entries(s.data??{}).sort(([h],[
p])=>E(h,p));if(f.length>0){let{shown:h,more:p}=B(n.stage,"data",f,r),b=h.map(([m,$])=>`| ${pn.test(m)?`\`${m}\``:D(m)} \
| ${D(y(n.stage,`data.${m}`,$,r),e)||"\u2014"} |`);p>0&&b.push(`| \u2026 | ${R(p)} more ${p===1?"key":"keys"} |`),l.push(
["**Data**","","| Key | Value |","|---|---|",...b].join(`
`))}let g=h=>Vn(n.latest).filter(([p])=>p.startsWith(`${h}.`)).map(([p,b,m])=>it(n.stage,p,b,m,r,e));s.failure&&(l.push(
`**Failure:** ${w(y(n.stage,"failure",s.failure.reason,r),e)}`),l.push(...g("failure")));let d=g("expectations");if(d.length>
0&&l.push(["**Expectations** for the next stage",...d].join(`

`)),s.next){let h=s.next.reason?` \u2014 ${w(y(n.stage,"next.reason",s.next.reason,r),e)}`:"";l.push(`**Next:** \`${S(s.
next.stage)}\`${h}`)}if(s.artifacts?.length){let{shown:h,more:p}=B(n.stage,"artifacts",s.artifacts,r),b=h.map((m,$)=>{let O=m.
description?` \u2014 ${w(y(n.stage,`artifacts.${$}`,m.description,r),e)}`:"";return`- ${un(m.path,e)}${O}`});l.push(["**\
Artifacts**","",...b,...ln(p)].join(`
`))}e.includeDetail&&s.detail&&l.push("**Detail**",i("detail",s.detail)||"\u2014")}let u=t.problems;if(u.length>0){let{shown:f,
more:g}=B(n.stage,"problems",u,r),d=f.map((h,p)=>`- ${h.severity==="error"?"\u274C":"\u26A0\uFE0F"} ${un(h.code)} ${un(h.
path)}: ${w(y(n.stage,`problems.${p}`,h.message,r),e)}`);l.push(["**Problems**","",...d,...ln(g)].join(`
`))}if(n.earlier.length>0){let f=n.earlier.map(({record:g})=>`- ${T(A(g))}: ${dn(g,d=>`(\`${d}\`)`)}, ${W(g.agent.duration_ms)}`);
l.push(["**Earlier attempts**","",...f].join(`
`))}return[o===void 0&&(t.status==="failure"||t.status==="blocked")?"<details open>":"<details>",`<summary>${a}</summary\
>`,"",l.join(`

`),"","</details>"].join(`
`)}function st(n,e,r){let{record:t}=n.latest,s=Xn(e),i=`Its newest record, attempt ${t.attempt} of run attempt ${t.run.attempt}\
 (${dn(t,a=>`\`${a}\``)})`,o=e.kind==="skipped"?`${Z([e.job],r)} was skipped in it, as the \`needs\` input says. ${i}, i\
s`:`stage \`${S(e.why.upstream)}\` ran again in it and this stage did not (its job was skipped, or stopped before it reco\
rded). ${i}, was rendered from \`${S(e.why.upstream)}\`'s record of run attempt ${e.why.readRunAttempt}; it is`;return`*\
*Not run in run attempt ${s}:** ${o} shown below as it was, and is not the stage's result in run attempt ${s}: it fails \
nothing.`}function it(n,e,r,t,s,i){let{shown:o,more:a}=B(n,e,t,s),l=o.map((u,c)=>`- ${w(y(n,`${e}.${c}`,u,s),i)||"\u2014"}`);
return`${r}:

${[...l,...ln(a)].join(`
`)}`}function B(n,e,r,t){return t.entriesKept===null||r.length<=t.entriesKept?{shown:r,more:0}:(t.listsCut.add(`${n}.${e}`),
{shown:r.slice(0,t.entriesKept),more:r.length-t.entriesKept})}function ln(n){return n>0?[`- \u2026 ${R(n)} more`]:[]}function un(n,e={}){
return z(n,e)}function S(n){return hn.test(n)?n:encodeURIComponent(n).replace(/[!'()*]/g,Jn)}function y(n,e,r,t){if(t.fieldChars===
null||r.length<=t.fieldChars)return r;t.fieldsCut.add(`${n}.${e}`);let s=Y(r,t.fieldChars);return`${s}

\u2026 (${R(r.length-s.length)} more characters cut)`}function H(n){let e=n.slice(0,10).map(r=>`\`${S(r)}\``);return n.length>
e.length?`${e.join(", ")} and ${n.length-e.length} more`:e.join(", ")}function Hn(n){return`${ne(n).join(", ")}: ${H(n.map(
e=>e.stage))}`}function Zn(n){return[...new Set([...n].map(e=>e.slice(0,e.indexOf("."))))]}function ot(n,e,r){let t=[];if(e.
fieldsCut.size>0){let l=Zn(e.fieldsCut);t.push(`${e.fieldsCut.size} ${e.fieldsCut.size===1?"field was":"fields were"} cu\
t to ${R(e.fieldChars??0)} characters (${H(l)})`)}if(e.listsCut.size>0){let l=Zn(e.listsCut),u=e.entriesKept??0,c=`${e.listsCut.
size} ${e.listsCut.size===1?"list shows":"lists show"}`;t.push(u===0?`${c} none of ${e.listsCut.size===1?"its":"their"} \
entries, only how many there are (${H(l)})`:`${c} ${e.listsCut.size===1?"its":"their"} first ${R(u)} ${u===1?"entry":"en\
tries"} (${H(l)})`)}let s=Pn(n,e.sectionsKept);s.length>0&&t.push(`the sections of ${s.length} ${s.length===1?"stage wer\
e":"stages were"} left out (${Hn(s)})`),!e.flowchart&&n.length>0&&t.push("the diagram was left out");let i=Pn(n,e.rowsKept);
if(i.length>0&&t.push(`the ${i.length===1?"row":"rows"} of ${i.length} of ${n.length} stages ${i.length===1?"was":"were"}\
 left out of the table (${Hn(i)})`),t.length===0)return null;let o=r.recordsLocation??r.runUrl??null,a=o?` The full reco\
rds are in ${o}.`:"";return`> [!NOTE]
> This report was shortened to fit ${Wn[r.fit??"comment"].named}: ${t.join("; ")}.${a}`}export{Tn as a,fe as b,w as c,D as d,ve as e,xe as f,St as g};

import{d as st,e as ot}from"./chunk-Q2LHL6MY.js";import{b as x}from"./chunk-KH6MSAET.js";import{e as I}from"./chunk-77W67CAP.js";
import{c as ut}from"./chunk-MRMAEUWW.js";import{b as it,e as at,j as de,o as le,p as ct,q as fe,s as J}from"./chunk-S3VQCA2F.js";
import{H as ue,h as Qe,j as et,q as tt,v as nt,x as rt}from"./chunk-GNY3OND4.js";import{d as l,e as y}from"./chunk-O7UU6C5Q.js";
import{a as fn}from"./chunk-PO5EA42V.js";import{K as Ve,P as qe,b as v,c as Je,d as He,e as ie,f as Ke,g,h as ae,i as We,
j as L,k as j,l as z,m as B,n as Xe,o as $,p as k,r as ce,s as G,t as Ye,u as b,y as Ze}from"./chunk-JQWIKLAS.js";
import{a as N}from"./chunk-VLLWXIM2.js";import{e as De,j as Le,m as je,n as ze,o as Be,p as Ge}from"./chunk-DHIUKFLR.js";
import{d as ln}from"./chunk-A64LSPLL.js";function Dr(){return{env:process.env,write:e=>{process.stdout.write(e)},onStopSignal:e=>{let t=["SIGINT","SIGTERM"];for(let n of t)
process.on(n,e);return()=>{for(let n of t)process.off(n,e)}},exit:e=>{process.exitCode=e;let t=[process.stdout,process.stderr].
filter(r=>r.writableLength>0);t.length===0&&process.exit(e);let n=t.length;for(let r of t)r.write("",()=>{n-=1,n===0&&process.
exit(e)});setTimeout(()=>process.exit(e),1e3).unref()}}}var F=class{#t;#e=new Map;constructor(t){this.#t=t}next(t,n){let r=this.#e.get(t);if(r===void 0){r=[];for(let i=this.#t.
indexOf(t);i>=0;i=this.#t.indexOf(t,i+1))r.push(i);this.#e.set(t,r)}let s=0,o=r.length;for(;s<o;){let i=s+o>>>1;r[i]<n?s=
i+1:o=i}return s<r.length?r[s]:-1}},gn=/\s/;function pe(e){return e!==void 0&&gn.test(e)}function ge(e,t){for(;pe(e[t]);)
t++;return t}function H(e,t){for(;e[t]===" "||e[t]==="	";)t++;return t}function me(e,t){for(let n=t+1;n<e.length;n++){let r=e[n];
if(r==="]")return n;if(r!=="[")continue;let s=n+1;for(;s<e.length&&e[s]!=="["&&e[s]!=="]";)s++;if(e[s]!=="]")return-1;n=
s}return-1}function lt(e,t){if(e[t]!=="[")return-1;let n=Math.min(e.length,t+1001);for(let r=t+1;r<n;r++){let s=e[r];if(s===
"]")return r+1;if(s==="["||s===`
`)return-1}return-1}function ft(e,t){let n=Math.min(e.length,t+1001);for(let r=t+1;r<n;r++){let s=e[r];if(s==="]")return r>
t+1?r:-1;if(s==="["||s===`
`||s==="\0")return-1}return-1}function gt(e,t,n){if(e[t]!=="(")return null;let r=ge(e,t+1);for(let s of pn(e,r)){let o=hn(
e,s,n);if(o>=0)return{url:e.slice(r,s),end:o}}return null}function pn(e,t){let n=[];if(e[t]==="<"){let r=pt(e,t);r>=0&&n.
push(r+1)}return n.push(mn(e,t)),n}function pt(e,t){for(let n=t+1;n<e.length;n++){let r=e[n];if(r===">")return n;if(r===
"<"||r===`
`)return-1}return-1}function dt(e){return e!==void 0&&e!=="("&&e!==")"&&!pe(e)}function mn(e,t){let n=t;for(;;){for(;dt(
e[n]);)n++;if(e[n]!=="(")return n;let r=n+1;for(;dt(e[r]);)r++;if(e[r]!==")")return n;n=r+1}}function hn(e,t,n){let r=ge(
e,t);if(r>t){let s=mt(e,r,n);if(s>=0){let o=ge(e,s);if(e[o]===")")return o+1}}return e[r]===")"?r+1:-1}function mt(e,t,n){
let r=e[t],s=r==='"'||r==="'"?r:r==="("?")":void 0;if(s===void 0)return-1;let o=n.next(s,t+1);return o<0?-1:o+1}function ht(e,t,n){
let r=t;for(;r<t+3&&e[r]===" ";)r++;if(e[r]!=="[")return null;let s=r+1,o=Math.min(e.length,s+1e3),i=s;for(;i<o&&e[i]!==
"]"&&e[i]!==`
`;)i++;if(e[i]!=="]"||i===s||i-s>999||e[i+1]!==":")return null;let a=wt(e,i+2),c=wn(e,a);for(let d of c){let u=yn(e,d,n);
if(u>=0)return{label:e.slice(s,i),url:e.slice(a,d),end:u}}return null}function wt(e,t){let n=H(e,t);return e[n]===`
`?H(e,n+1):n}function wn(e,t){let n=[];if(e[t]==="<"){let s=pt(e,t);s>=0&&n.push(s+1)}let r=t;for(;r<e.length&&!pe(e[r]);)
r++;return r>t&&n.push(r),n}function yn(e,t,n){let r=mt(e,wt(e,t),n);if(r>=0){let o=H(e,r);if(o===e.length||e[o]===`
`)return o}let s=H(e,t);return s===e.length||e[s]===`
`?s:-1}var bn=/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0D\uFEFF\uFFA0\uFFF9-\uFFFB\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;
function W(e){return e.replace(/\r\n?|[\u2028\u2029]/g,`
`).replace(bn,"")}var $n=new RegExp(Jn(ce),"gi"),En=ce.replace(/:$/,"").replace(/:/g," ");function X(e){return e.replace(
$n,`${En}: `)}function U(e,t){return x(e,t.secrets??[]).text}function $e(e,t={}){let n=Y(t);return At(e,n,r=>{let s=[];for(let o of _n(
U(W(r),n)))if(o.kind==="code"){let i=s.at(-1);i!==void 0&&!An(i)&&s.push(""),s.push(St(o))}else{let i=X(Rt(o.text,{tables:!0,
serverUrl:n.serverUrl}));s.push(On(i))}return s.join(`
`).replace(/^\n+/,"").trimEnd()},r=>Ee(r,n))}function An(e){return/^[ \t]*$/.test(e.slice(e.lastIndexOf(`
`)+1))}function Ee(e,t={}){let n=U(e,Y(t)).split(`
`);return St({kind:"code",fence:"`",length:3,info:"",indent:0,lines:n})}function Ae(e,t={}){let n=Y(t);return At(e,n,r=>{
let s=Et(U(W(r),n));return X(Rt(s,{tables:!1,serverUrl:n.serverUrl})).trim()},r=>Rn(r,n))}function $t(e,t={}){let n=W(e).
split(`
`).map(r=>Ae(r,t)).filter(r=>r!=="");return Sn(n.join("<br>"))}function Sn(e){let t="",n=0;for(let r of e)r==="|"&&n%2===
0&&(t+="\\"),t+=r,n=r==="\\"?n+1:0;return t}function Rn(e,t={}){let n=Y(t),r=X(Et(U(W(e),n))).trim(),s="`".repeat(Se(r,"\
`")+1),o=r.startsWith("`")||r.endsWith("`")||r===""?" ":"";return`${s}${o}${r}${o}${s}`}function Et(e){return e.replace(
/\s+/g,t=>t.includes(`
`)?" ":t)}function Se(e,t){let n=0,r=0;for(let s=0;s<e.length;s++)r=e[s]===t?r+1:0,r>n&&(n=r);return n}function Y(e){return Array.
isArray(e)?{secrets:e}:e}function At(e,t,n,r){let s=n(e);for(let o=0;o<4;o++){let i=x(s,t.secrets??[]);if(i.redactions.length===
0)return s;s=n(i.text)}return r(U(s,t))}function _n(e){let t=e.split(`
`),n=[],r=[],s=()=>{r.length>0&&n.push({kind:"prose",text:r.join(`
`)}),r=[]};for(let o=0;o<t.length;o++){let i=t[o],a=/^( {0,3})(`{3,}|~{3,})(.*)$/.exec(i);if(!a||a[2][0]==="`"&&a[3].includes(
"`")){r.push(i);continue}s();let c=a[2],d=new RegExp(`^ {0,3}${c[0]==="`"?"`":"~"}{${c.length},}[ \\t]*$`),u=[];for(o++;o<
t.length&&!d.test(t[o]);o++)u.push(t[o]);n.push({kind:"code",fence:c[0]==="`"?"`":"~",length:c.length,info:Tn(a[3]),indent:a[1].
length,lines:u})}return s(),n}function St(e){let t=new RegExp(`^ {0,${e.indent}}`),n=X(e.lines.map(s=>s.replace(t,"")).join(
`
`)),r=e.fence.repeat(Math.max(e.length,Se(n,e.fence)+1));return e.lines.length===0?`${r}${e.info}
${r}`:`${r}${e.info}
${n}
${r}`}function On(e){return e.replace(/^( {0,3})(?=~{3}|`{3,}[^`\n]*$)/gm,"$1\\")}var Pn=new Set(["mermaid","geojson","t\
opojson","stl","math"]);function Tn(e){let t=/^\s*([A-Za-z0-9_+.#-]{1,32})/.exec(e);return t&&!Pn.has(t[1].toLowerCase())?
t[1]:""}var we=class{#t=[];#e=new Map;tables;serverUrl;constructor(t,n){this.tables=t,this.serverUrl=n}add(t,n){return this.#t.
push(t),n!==void 0&&this.#e.set(this.#t.length-1,n),`\0${this.#t.length-1}\0`}plain(t){return this.#e.size===0?t:t.replace(
/\u0000(\d+)\u0000/g,(n,r)=>this.#e.get(Number(r))??n)}resolve(t,n=0){let r=[],s="",o=a=>{a!==""&&(r.push(a),s=a[a.length-
1])},i=0;for(let a of t.matchAll(/\u0000(\d+)\u0000/g)){o(t.slice(i,a.index)),i=a.index+a[0].length;let c=this.#t[Number(
a[1])]??"",d=n<16?this.resolve(c,n+1):c.replace(/\u0000/g,"");(/^[`\\]/.test(d)&&(s==="`"||s==="\\")||d.startsWith("[")&&
s==="!")&&o(" "),o(d)}return o(t.slice(i)),r.join("")}},Nn=/[!-/:-@[-`{-~]/;function Rt(e,t){let n=new we(t.tables,t.serverUrl),
r=vn(e,n);return r=kn(r),r=In(r,n),r=_t(r,n),n.resolve(K(r,n))}function K(e,t){let n=jn(e);return n=Bn(n,t),Gn(n,t)}function vn(e,t){
let n=new ye(e),r="",s=0;for(;s<e.length;){let o=e[s];if(o==="\\"&&s+1<e.length&&Nn.test(e[s+1])){let c=e[s+1];c==="`"?r+=
t.add("\\`"):c==="\\"?r+=t.add("\\\\"):"@#<>&[]!".includes(c)?r+=c:r+=`\\${c}`,s+=2;continue}if(o!=="`"){r+=o,s++;continue}
let i=1;for(;e[s+i]==="`";)i++;let a=n.find(s+i,i);a===-1||t.tables&&e.slice(s,a).includes("|")?(r+=t.add("\\`".repeat(i)),
s+=i):(r+=t.add(e.slice(s,a+i)),s=a+i)}return r}var ye=class{#t;#e=-1;#r=new Map;constructor(t){this.#t=t}find(t,n){t>this.#e&&
this.#n(t);let r=this.#r.get(n);if(r===void 0)return-1;for(;r.next<r.starts.length&&r.starts[r.next]<t;)r.next++;return r.
next<r.starts.length?r.starts[r.next]:-1}#n(t){let n=this.#t,r=n.indexOf(`
`,t);this.#e=r<0?n.length:r,this.#r=new Map;for(let s=t;s<this.#e;s++){if(n[s]!=="`")continue;let o=s;for(;n[o]==="`";)o++;
let i=this.#r.get(o-s);i?i.starts.push(s):this.#r.set(o-s,{starts:[s],next:0}),s=o}}};function kn(e){let t="",n=0,r=!1,s=e.
indexOf("<!--");for(;s>=0;){let o=r?-1:e.indexOf("-->",s+4);r=o<0;let i=o>=0?o+3:e.startsWith("<!-->",s)?s+5:e.startsWith(
"<!--->",s)?s+6:-1;if(i<0){s=e.indexOf("<!--",s+1);continue}t+=e.slice(n,s),n=i,s=e.indexOf("<!--",n)}return t+e.slice(n)}
function In(e,t){return e.replace(/<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>\u0000]*)>/g,(n,r)=>{let s=Fn(r);return s&&!Re(s)?
t.add(`<${s}>`):M(r,t)}).replace(/<([A-Za-z0-9.!#$%&'*+/=?^_{|}~-]+@[A-Za-z0-9.-]+)>/g,"$1")}function he(e,t){let n="",r=0,
s=e.indexOf("[");for(;s>=0;){let o=s>r&&e[s-1]==="!",i=t(e,s,o);if(i===null){s=e.indexOf("[",s+1);continue}n+=e.slice(r,
o?s-1:s)+i.replacement,r=i.end,s=e.indexOf("[",r)}return n+e.slice(r)}function _t(e,t){let n=new Map,r=xn(e,n),s=(i,a,c)=>{
let d=c===void 0?null:Ot(c.replace(/^<|>$/g,"")),u=d?Pt(d):null,f=_t(a,t);if(u&&Re(u)){let w=M(u,t);return f.trim()===""?
w:`${f} (${w})`}if(i){let w=f.trim()===""?"image":f;if(!d)return w;if(Mn(d,t.serverUrl))return t.add(`![${K(w,t)}](${u})`);
let m=t.plain(f.trim()===""?"image":`image: ${f}`);return t.add(`[${K(m,t)}](${u})`,m)}return u?t.add(`[${K(t.plain(f),t)}\
](${u})`):f},o=new F(r);return r=he(r,(i,a,c)=>{let d=me(i,a),u=d<0?null:gt(i,d+1,o);return u===null?null:{end:u.end,replacement:s(
c,i.slice(a+1,d),u.url)}}),r=he(r,(i,a,c)=>{let d=me(i,a),u=d<0?-1:lt(i,d+1);if(u<0)return null;let f=i.slice(a+1,d),w=i.
slice(d+2,u-1),m=n.get(be(w===""?f:w));return{end:u,replacement:m===void 0?i.slice(c?a-1:a,u):s(c,f,m)}}),r=he(r,(i,a,c)=>{
let d=ft(i,a);if(d<0||"([:".includes(i[d+1]??" "))return null;let u=i.slice(a+1,d),f=n.get(be(u));return f===void 0?null:
{end:d+1,replacement:s(c,u,f)}}),r}function xn(e,t){let n=new F(e),r="",s=0;for(let o=0;o>=0&&o<=e.length;){let i=ht(e,o,
n),a=e.indexOf(`
`,i?i.end:o);if(i){let c=be(i.label);t.has(c)||t.set(c,i.url.replace(/^<|>$/g,"")),r+=e.slice(s,o),s=i.end}o=a<0?-1:a+1}
return r+e.slice(s)}function be(e){return e.trim().replace(/\s+/g," ").toLowerCase()}function Fn(e){let t=Ot(e);return t&&
Pt(t)}function Ot(e){if(!/^https:\/\//i.test(e))return null;let t;try{t=new URL(e)}catch{return null}return t.protocol!==
"https:"||t.hostname===""||t.username!==""||t.password!==""?null:t}function Pt(e){return e.href.replace(/[^A-Za-z0-9\-._~:/?#@!$&'*+,;=%]/g,
t=>`%${t.charCodeAt(0).toString(16).toUpperCase().padStart(2,"0")}`)}var yt=".githubusercontent.com",Un="camo.githubuser\
content.com";function Mn(e,t){let n=Cn(t);if(n!==null&&e.host===n)return!0;if(e.port!=="")return!1;let r=e.hostname;return r===
"github.com"?!0:r.endsWith(yt)&&r!==Un&&!r.slice(0,-yt.length).split(".").includes("")}function Cn(e){if(!e)return null;
try{let t=new URL(e).host;return t===""?null:t}catch{return null}}var Dn=new Set(["issues","pull","pulls","discussions"]);
function Re(e){let t=e.indexOf("://"),r=(t<0?e:e.slice(t+3)).split(/[?#]/,1)[0].split("/");for(let s=1;s+1<r.length;s++)
if(Dn.has(Ln(r[s]).toLowerCase())&&/^\d/.test(r[s+1]))return!0;return!1}function Ln(e){try{return decodeURIComponent(e)}catch{
return e}}function jn(e){return e.replace(/&/g,"&amp;").replace(/</g,"&lt;").replace(/\[/g,"\\[").replace(/\]/g,"\\]")}var zn=`\
?!.,:*_~'"`;function Bn(e,t){return e.replace(/(?:(?:https?|ftp):\/\/|www\.)[^\s\u0000\\`<]+/gi,(n,r)=>{let s=e[r-1]??"",
o=e[r+n.length]??"",i=!/[A-Za-z0-9]/.test(s)&&(o===""||/\s/.test(o)),a=n.length;for(;a>0&&zn.includes(n[a-1]);)a--;let c=n.
slice(0,a);return i&&/^https:/i.test(n)&&!n.includes("@")&&!Re(c)?t.add(n):M(c,t)+n.slice(a)})}var bt=/(?<owner>(?<![A-Za-z0-9_./-])[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+#\d[A-Za-z0-9]*)|(?<number>#\d[A-Za-z0-9]*)|(?<other>@[A-Za-z0-9][A-Za-z0-9_-]*(?:\/[A-Za-z0-9][A-Za-z0-9_.-]*)?|GH-\d[A-Za-z0-9]*)/gi;
function Gn(e,t){let n=new RegExp(bt.source,bt.flags),r="",s=0;for(let o=n.exec(e);o!==null;o=n.exec(e)){let i=o.index;if(!(o.
groups.other===void 0||i===s||!/[A-Za-z0-9]/.test(e[i-1]??""))){n.lastIndex=i+1;continue}r+=e.slice(s,i)+M(o[0],t),s=i+o[0].
length}return r+e.slice(s)}function M(e,t){if(t.tables&&e.includes("|"))return e.split("|").map(s=>s===""?"":M(s,t)).join(
t.add("\\|"));let n="`".repeat(Se(e,"`")+1),r=e.startsWith("`")||e.endsWith("`")?" ":"";return t.add(`${n}${r}${e}${r}${n}`)}
function Jn(e){return e.replace(/[.*+?^${}()|[\]\\]/g,"\\$&")}var Hn={success:"\u2705",partial:"\u{1F7E1}",blocked:"\u26D4",failure:"\u274C"};function Yr(e){let{record:t,handoff:n}=e,
r=a=>$t(a,e)||" ",s=[["status",`${t.status} (${t.outcome.reason})`],["attempt",String(t.attempt)],["exit code",t.agent.exit_code===
null?"none":String(t.agent.exit_code)],["duration",`${(t.agent.duration_ms/1e3).toFixed(1)} s`],["handoff",t.present&&t.
digests.handoff?`present, sha256 ${t.digests.handoff.slice(0,12)}`:"none"]];n?.next&&s.push(["next",n.next.stage]),e.notStored!==
void 0?s.push(["artifact","not stored"]):e.artifactName&&s.push(["artifact",e.artifactName]);let o=[];o.push([`### ${Hn[t.
status]} baton stage \`${t.stage}\``,"","| | |","|---|---|",...s.map(([a,c])=>`| ${a} | ${r(c)} |`)].join(`
`)),e.notStored!==void 0&&o.push(`${Ae(Kn(e.notStored),e)}. No later stage can read this record or its handoff; it is sh\
own here only.`),t.outcome.message&&o.push($e(t.outcome.message,e)),n&&o.push(["#### Summary","",$e(n.summary,e)].join(`\

`));let i=Object.entries(n?.data??{});return i.length>0&&o.push(["#### Data","","| key | value |","|---|---|",...i.map(([
a,c])=>`| ${r(a)} | ${r(c)} |`)].join(`
`)),t.problems.length>0&&o.push(["#### Problems","","| severity | code | where | message |","|---|---|---|---|",...t.problems.
map(a=>`| ${a.severity} | ${r(a.code)} | ${r(a.path)} | ${r(a.message)} |`)].join(`
`)),Wn(o,e.notStored===void 0?e.artifactName:void 0)}function Kn(e){return e.charAt(0).toUpperCase()+e.slice(1)}function Wn(e,t){
let n=`_Cut to fit the step summary; the full record is in ${t?`artifact ${t}`:"the stage record"}._`,r=$.stepSummaryBytes-
N(n)-4,s=[],o=0;for(let i of e){let a=N(i)+2;if(o+a>r){s.push(n);break}s.push(i),o+=a}return`${s.join(`

`)}
`}function Tt(e,t){return x(e,t).redactions.length===0?e:`${Ee(e.trimEnd(),t)}
`}var Yn=new Set(Object.values(Ye));function es(e){for(let t of Object.keys(e))if(!Yn.has(t))throw new y(`refusing to set \
output ${JSON.stringify(t)}: not one of baton's outputs`);for(let[t,n]of Object.entries(e))Le(t,n)}async function ts(e,t){
process.env.GITHUB_STEP_SUMMARY&&await De.addRaw(Tt(e,t),!0).write()}var _e=new RegExp(`${j}([1-9][0-9]*)$`),Oe=new RegExp(`${z}([1-9][0-9]*)$`);function Z(e,t,n=1){if(!k.test(e))throw new l(
"stage-id-invalid",`"${e}" is not a valid stage id: it must start with a letter or _ and have at most 99 more letters, d\
igits, _ or -`,{where:"stage"});for(let[o,i,a]of[[_e,"an attempt suffix",j],[Oe,"a run attempt suffix",z]])if(o.test(e))
throw new l("stage-id-invalid",`stage id "${e}" ends like ${i} (${a}<n>), which would make its artifact name ambiguous; \
rename the stage`,{where:"stage"});for(let[o,i]of[["attempt",t],["run attempt",n]])if(!Number.isInteger(i)||i<1)throw new l(
"attempt-invalid",`${o} must be a whole number of at least 1, got ${i}`,{where:`stage ${e}`});let r=n===1?"":`${z}${n}`,
s=t===1?"":`${j}${t}`;return`${L}${e}${r}${s}`}function Nt(e){if(!e.startsWith(L))return null;let t=e.slice(L.length),n=_e.exec(t),r=n?t.slice(0,n.index):t,s=Oe.exec(r),
o=s?r.slice(0,s.index):r,i=n?Number(n[1]):1,a=s?Number(s[1]):1;return n&&i===1||s&&a===1||!k.test(o)||_e.test(o)||Oe.test(
o)?null:{stage:o,attempt:i,runAttempt:a}}var Pe=0;function vt(e){Pe++;let t=()=>{Pe--};e.then(t,t)}function kt(){return Pe>0}var Zn={agentGrace:2500,deadline:8500};function Vn(e){return`the runner sent ${e} (the job was cancelled, or the step ra\
n past its timeout-minutes)`}function qn(e){let t=new AbortController,n,r,s=()=>{},o=new Promise(a=>{s=a}),i=e.onStopSignal(
a=>{n===void 0&&(n=a,t.abort(Vn(a)),r=setTimeout(()=>s(a),Zn.deadline))});return{signal:t.signal,get received(){return n},
expired:o,dispose(){i(),clearTimeout(r)}}}function cs(e,t,n=()=>!1){let{signal:r}=t;return new Promise((s,o)=>{let i=()=>{
n()||o(new Error(String(r.reason)))};r.aborted?i():r.addEventListener("abort",i,{once:!0}),e.then(s,o).finally(()=>r.removeEventListener(
"abort",i))})}async function us(e,t,n){let r=qn(e);try{let s=await Promise.race([t(r).then(()=>({kind:"done"}),o=>({kind:"\
failed",error:o})),r.expired.then(o=>({kind:"expired",signal:o}))]);s.kind==="failed"&&await n.failed(s.error),s.kind===
"expired"&&(await n.outOfTime(s.signal),e.exit(1))}finally{r.dispose()}}function ds(e){kt()&&e.exit(Number(process.exitCode??
0))}var Jt=ln(fn(),1);import{lstat as ar,mkdir as ve,mkdtemp as Dt,readdir as cr,readFile as ur,rm as Lt,writeFile as dr}from"node:fs/promises";
import{dirname as lr,join as O}from"node:path";function Qn(e){return`${JSON.stringify(e,null,2)}
`}function er(e){return`${JSON.stringify(e,null,2)}
`}var V=new TextEncoder;function Ut(e,t){let n=e.record?.lineage,r=Array.isArray(n)&&n.every(tr),s=de.safeParse(r?{...e.
record,lineage:[]}:e.record);if(!s.success){let u=e.record?.stage;throw new y(`refusing to store an invalid record for s\
tage ${String(u)}: ${It(s.error.issues)}`)}let o=r?{...s.data,lineage:e.record.lineage}:s.data;if(typeof e.prompt!="stri\
ng")throw new y(`refusing to store stage ${o.stage}: the prompt is not text`);if(e.log!==void 0&&typeof e.log!="string")
throw new y(`refusing to store stage ${o.stage}: the agent log is not text`);if(e.handoff!==null){let u=ue.safeParse(e.handoff);
if(!u.success)throw new y(`refusing to store an invalid handoff for stage ${o.stage}: ${It(u.error.issues)}`)}let i=new Map;
i.set(g.record,V.encode(Qn(e.record))),i.set(g.prompt,V.encode(e.prompt)),i.set(g.handoff,V.encode(er(e.handoff))),e.log!==
void 0&&i.set(g.log,V.encode(e.log));let a=`stage ${o.stage} attempt ${o.attempt}`;for(let[u,f]of ir(e.files,a))i.set(u,
f);let c=t(i.get(g.prompt));if(o.digests.prompt!==c)throw new y(`refusing to store ${a}: record.digests.prompt is ${o.digests.
prompt}, but the prompt's sha256 is ${c}`);let d=e.handoff===null?null:t(i.get(g.handoff));if(o.digests.handoff!==d)throw new y(
`refusing to store ${a}: record.digests.handoff is ${o.digests.handoff}, but it must be ${d===null?"null (no handoff)":`${d}\
, the sha256 of ${g.handoff} (encodeHandoffJson)`}`);return{record:o,files:i}}function tr(e){if(e===null||typeof e!="obj\
ect"||Array.isArray(e)||Object.getPrototypeOf(e)!==Object.prototype)return!1;let t=Object.keys(e),{stage:n,attempt:r,record_sha256:s}=e,
o=Object.hasOwn(e,"run_attempt"),i=e.run_attempt;return t.length===(o?4:3)&&(!o||typeof i=="number"&&Number.isSafeInteger(
i)&&i>=2)&&typeof n=="string"&&k.test(n)&&typeof r=="number"&&Number.isSafeInteger(r)&&r>=1&&typeof s=="string"&&at.test(
s)}function It(e){return e.map(t=>`${I(q(t.path))}: ${t.message}`).join("; ")}var nr="record-newer";function rr(e){return e===
"github"?"read it with the same baton that wrote it, or a newer one: pin every baton action of the workflow (stage, prep\
are, capture, report, baton-stage.yml and its baton-ref input) to one commit sha, then run the workflow again":"read it \
with the same baton that wrote it, or a newer one: upgrade this baton (npm install --save-dev github:baton-dev/baton#<co\
mmit sha>)"}function sr(e,t){let n=e!==null&&typeof e=="object"?e.schema:void 0;if(typeof n=="string"&&n!==B.record){let i=xt.
exec(n),a=xt.exec(B.record);return i&&a&&Number(i[1])>Number(a[1])?`its schema is ${JSON.stringify(n)}, and this baton r\
eads ${JSON.stringify(B.record)}`:null}if(t.length===0||!t.every(i=>i.code==="unrecognized_keys"))return null;let r=t.flatMap(
i=>(i.keys??[]).map(a=>I(q([...i.path,a])))),s=r.slice(0,Te).join(", "),o=r.length>Te?` and ${r.length-Te} more`:"";return`\
it has ${r.length===1?"a field":"fields"} this baton does not know: ${s}${o}`}var xt=/^baton\.record\/v([1-9][0-9]{0,5})$/,
Te=10;function Mt(e,t,n){let r=Ft(e.record,g.record,t),s=de.safeParse(r);if(!s.success){let a=sr(r,s.error.issues);throw a!==
null?new l(nr,`${g.record} was likely written by a newer baton: ${a}`,{where:t,details:[rr(n)]}):new l("record-invalid",
`${g.record} is not a baton record`,{where:t,details:s.error.issues.map(c=>`${I(q(c.path))}: ${c.message}`)})}if(e.handoff===
null)return{record:s.data,handoff:null};let o=Ft(e.handoff,g.handoff,t);if(o===null)return{record:s.data,handoff:null};let i=ue.
safeParse(o);if(!i.success)throw new l("record-invalid",`${g.handoff} is not a valid handoff`,{where:t,details:i.error.issues.
map(a=>`${I(q(a.path))}: ${a.message}`)});return{record:s.data,handoff:i.data}}function Ft(e,t,n){try{return JSON.parse(
e)}catch(r){throw new l("record-invalid",`${t} is not valid JSON: ${r.message}`,{where:n})}}function q(e){return e.filter(
t=>typeof t!="symbol")}function or(e){if(e.includes("\0")||e.includes("\\"))return{refused:"must use / separators and no\
 NUL"};if(e.startsWith("/"))return{refused:"must be relative to the working directory"};let t=e.split("/").filter(r=>r!==
""&&r!==".");if(t.includes(".."))return{refused:"must stay inside the working directory (no .. segment)"};if(t.length===
0)return{refused:"names no file"};let n=We.filter(r=>e.includes(r));return n.length>0?{refused:`holds ${n.map(r=>JSON.stringify(
r)).join(", ")}, which a file in a GitHub artifact cannot have`}:{path:t.join("/")}}function ir(e,t){let n=new Map,r=(o,i)=>new y(
`refusing to store ${t}: artifact ${JSON.stringify(o)} ${i}`),s=0;for(let o of e??[]){let i=or(o.path);if("refused"in i)
throw r(o.path,i.refused);if(i.path!==o.path)throw r(o.path,`is not normalised (${i.path})`);if(!(o.bytes instanceof Uint8Array))
throw r(o.path,"has no bytes");let a=`${ae}/${o.path}`;if(n.has(a))throw r(o.path,"is listed twice");n.set(a,o.bytes),s+=
o.bytes.length}for(let o of n.keys()){let i=o.split("/");for(let a=2;a<i.length;a++){let c=i.slice(0,a).join("/");if(n.has(
c))throw r(c.slice(ae.length+1),`is a file, and also a directory of ${o}`)}}if(s>$.artifactBytes)throw new y(`refusing t\
o store ${t}: its artifacts total ${s} bytes, more than ${$.artifactBytes}`);return n}function Ct(){let e,t=()=>(e??=import("./artifact-E6OKRIEB.js").then(({DefaultArtifactClient:n})=>new n),e);return{async uploadArtifact(n,r,s,o){
await Ne();let{uploadArtifact:i}=await import("./upload-artifact-6O2A4UEA.js");return i(n,r,s,o)},async listArtifacts(n){if(n?.
findBy)return(await t()).listArtifacts(n);await Ne();let{listArtifactsInternal:r}=await import("./list-artifacts-3ST7V7L2.js");
return r(n?.latest)},async downloadArtifact(n,r){if(r?.findBy)return(await t()).downloadArtifact(n,r);await Ne();let{downloadArtifactInternal:s}=await import("./download-artifact-YCQQV7Z4.js");
return s(n,r)}}}async function Ne(){let[{isGhes:e},{GHESNotSupportedError:t}]=await Promise.all([import("./config-V7JJEKUC.js"),
import("./errors-S4OWPP6Z.js")]);if(e())throw new t}var jt={answerMs:12e4,bytesPerSecond:64*1024};function fr(e){return 1e3*Math.ceil(jt.answerMs/1e3+e/jt.bytesPerSecond)}function Ns(e){
let t=e[Ve.artifactTimeoutMs]?.trim()??"";return/^[1-9][0-9]{0,9}$/.test(t)?{timeoutMs:Number(t)}:{}}var Ht=64*1024*1024,
gr=32*1024*1024,pr={attempts:3,baseDelayMs:1e3},zt=class{#t=Ct();#e;#r;#n;#s=new Map;constructor(t){if(this.#e=t,this.#r=
{...pr,...t.retry},t.retentionDays!==void 0&&!(Number.isInteger(t.retentionDays)&&t.retentionDays>=1))throw new l("input\
-invalid",`retention days must be a whole number of at least 1, got ${t.retentionDays}`,{where:"retention-days"})}async put(t){
if(this.#e.findBy)throw new l("store-read-only",`records of run ${this.#e.findBy.workflowRunId} are read-only here`);let{
record:n,files:r}=Ut(t,Ie);r.delete(g.log);let s=fe(n),o=Z(s.stage,s.attempt,s.runAttempt);if(this.#s.has(o)||this.#n&&(await this.#n).
has(o))throw Gt(o,s);let i=Ie(r.get(g.record));await ve(this.#e.tempDir,{recursive:!0});let a=await Dt(O(this.#e.tempDir,
"baton-upload-")),c=0;for(let u of r.values())c+=u.byteLength;let d=!1;try{let u=[];for(let[m,T]of r){let _=O(a,m);m.includes(
"/")&&await ve(lr(_),{recursive:!0}),await dr(_,T,{flag:"wx"}),u.push(_)}let f=await this.#c(`upload ${o}`,async m=>{try{
return await this.#a(()=>this.#t.uploadArtifact(o,u,a,{...this.#e.retentionDays===void 0?{}:{retentionDays:this.#e.retentionDays}}),
c)}catch(T){if(T instanceof E&&(d=!0),!/already exists|\(409\)/i.test(P(T)))throw T;let _=m>1?await this.#l(o,i):void 0;
if(_)return _;throw Gt(o,s,m>1)}}).catch(m=>{throw ke(m,`could not store the record of attempt ${s.attempt} as artifact ${o}`,
{where:`stage ${s.stage}`,details:d?[`the service may yet carry out a try it did not answer: artifact ${o} would then ho\
ld this record, whole`]:[]})});if(f.id===void 0)throw new y(`upload of ${o} returned no artifact id`);let w=Bt(r,i,`arti\
fact ${o}`);return this.#s.set(o,Promise.resolve(w)),this.#n&&(await this.#n).set(o,{...s,artifact:{name:o,id:f.id,size:f.
size??0,...f.digest?{digest:`sha256:${f.digest}`}:{}}}),{...s,recordSha256:i,id:String(f.id)}}finally{d||await Lt(a,{recursive:!0,
force:!0})}}async#l(t,n){if(this.#n=void 0,(await this.#i(t).catch(()=>{}))?.stored.recordSha256!==n)return;let s=(await this.#o()).
get(t);if(!s)return;let{id:o,size:i,digest:a}=s.artifact;return{id:o,size:i,...a?{digest:a.replace(/^sha256:/,"")}:{}}}async get(t){
let n=ct([...(await this.#o()).values()].filter(r=>r.stage===t));return n&&this.getAttempt(t,n.attempt,n.runAttempt)}async getAttempt(t,n,r=1){
let s=Z(t,n,r),o=this.#s.get(s);return o||(o=this.#i(s).then(i=>i?.stored),this.#s.set(s,o),o.then(i=>i===void 0&&this.#s.
delete(s),()=>this.#s.delete(s))),o}async list(){return[...(await this.#o()).values()].map(({stage:t,attempt:n,runAttempt:r})=>({
stage:t,attempt:n,runAttempt:r})).sort(le)}#o(){if(!this.#n){let t=this.#c("list artifacts",async()=>{let{artifacts:n}=await this.#a(
()=>this.#t.listArtifacts(this.#d()),0).catch(s=>{throw this.#e.findBy&&yr(s,this.#e.findBy)||s}),r=new Map;for(let s of n){
let o=Nt(s.name);if(!o)continue;let i=r.get(s.name);(!i||i.artifact.id<s.id)&&r.set(s.name,{...o,artifact:s})}return r}).
catch(n=>{throw ke(n,`could not list the artifacts of ${this.#u()} to read its records`)});this.#n=t,t.catch(()=>{this.#n===
t&&(this.#n=void 0)})}return this.#n}async getAttemptFiles(t,n,r=1){return this.#i(Z(t,n,r))}async#i(t){let n=(await this.#o()).
get(t);if(!n)return;let{artifact:r}=n;if(r.size>Ht)throw new l("record-invalid",`artifact ${t} is ${r.size} bytes, more \
than a baton record can be`);if(!r.digest)throw new l("record-digest-missing",`artifact ${t} has no digest to check the \
download against`,{details:["it was not uploaded by a current artifact client; re-run the job that produced it"]});await ve(
this.#e.tempDir,{recursive:!0});let s=await Dt(O(this.#e.tempDir,"baton-download-"));try{let o;try{o=await this.#c(`down\
load ${t}`,async f=>{let w=O(s,String(f));return{...await this.#a(()=>this.#t.downloadArtifact(r.id,{path:w,expectedHash:r.
digest,skipDecompress:!0,...this.#d()}),r.size),path:w}})}catch(f){if(br(f)){this.#e.reporter?.warning(`artifact ${t} is\
 listed but could not be found: ${P(f)}`);return}throw ke(f,`could not download artifact ${t} of ${this.#u()}`)}if(o.digestMismatch)
throw new l("record-digest-mismatch",`artifact ${t}: the download does not match the digest recorded at upload (${r.digest}\
)`,{details:["the artifact was changed after it was uploaded, or the download was corrupted; nothing from it was used"]});
let i=await mr(o.path,t),a=i.get(g.record);if(!a)throw new l(Ke,`artifact ${t} has no ${g.record}`);let c=i.get(g.prompt);
if(!c)throw new l("record-invalid",`artifact ${t} has no ${g.prompt}`);let d=Bt(i,Ie(a),`artifact ${t}`),u=fe(d.record);
if(le(u,n)!==0)throw new l("record-invalid",`artifact ${t} holds the record of ${J(u)}, not ${J(n)}`);return{stored:d,files:{
record:a,prompt:c,handoff:i.get(g.handoff)??null}}}finally{await Lt(s,{recursive:!0,force:!0})}}#u(){let t=this.#e.findBy;
return t?`run ${t.workflowRunId} of ${t.repositoryOwner}/${t.repositoryName}`:"this run"}#d(){return this.#e.findBy?{findBy:this.#e.
findBy}:{}}async#a(t,n){let r=Math.min(fr(n),this.#e.timeoutMs??Number.POSITIVE_INFINITY),s=t(),o,i=new Promise((a,c)=>{
o=setTimeout(()=>c(new E(r)),r)});try{return await Promise.race([s,i])}catch(a){throw a instanceof E&&vt(s),a}finally{clearTimeout(
o)}}async#c(t,n){for(let r=1;;r++)try{return await n(r)}catch(s){if(s instanceof E&&r>=this.#r.attempts)throw new E(s.boundMs,
r);if(r>=this.#r.attempts||!wr(s))throw s;let o=this.#r.baseDelayMs*2**(r-1);this.#e.reporter?.warning(`${t} failed (${Kt(
P(s))}); trying again in ${o} ms (${r+1} of ${this.#r.attempts})`),await new Promise(i=>setTimeout(i,o))}}};function Bt(e,t,n){
let r=i=>{let a=e.get(i);return a===void 0?null:Buffer.from(a).toString("utf8")},{record:s,handoff:o}=Mt({record:r(g.record)??
"",handoff:r(g.handoff)},n,"github");return{record:s,prompt:r(g.prompt)??"",handoff:o,recordSha256:t}}async function mr(e,t){
let n=u=>new l("record-invalid",`artifact ${t}: ${u}`),[r,...s]=await cr(e);if(r===void 0||s.length>0)throw n("the downl\
oad is not one zip file");let o=await ar(O(e,r));if(!o.isFile())throw n("the download is not a regular file");if(o.size>
Ht)throw n("the download is too large");let i=new Set([g.record,g.prompt,g.handoff]),a=new Set,{unzipSync:c}=await import("./esm-OSXH2CCV.js"),
d;try{d=c(await ur(O(e,r)),{filter:u=>{if(!i.has(u.name))return!1;if(a.has(u.name))throw n(`${u.name} is in it twice`);if(a.
add(u.name),Math.max(u.size,u.originalSize)>gr)throw n(`${u.name} is too large`);return!0}})}catch(u){throw u instanceof
l?u:n(`the download is not a zip archive baton can read (${P(u)})`)}return new Map(Object.entries(d))}function Gt(e,t,n=!1){
return new l("record-exists",`${J(t)} already has a record (artifact ${e}); records are immutable`,{where:`stage ${t.stage}`,
details:n?["an earlier try of this upload may have been carried out without its answer reaching baton (a dropped connect\
ion, or no answer in time)"]:["give each stage in the run its own stage id, or record a new attempt"]})}function ke(e,t,n={}){
return ut("artifact-service-failed",t,e,n)}function Ie(e){return(0,Jt.createHash)("sha256").update(e).digest("hex")}function P(e){
return e instanceof Error?e.message:String(e)}function Kt(e){return e.split(`
`,1)[0]??""}var E=class extends Error{name="NoAnswerError";boundMs;constructor(t,n=1){super(`the artifact service gave n\
o answer within ${hr(t)}${n>1?` (${n} tries)`:""}`),this.boundMs=t}};function hr(e){return`${e%1e3===0?e/1e3:(e/1e3).toFixed(
1)} s`}function wr(e){if(e instanceof l)return!1;if(e instanceof E)return!0;let t=e?.code;return e instanceof Error&&e.name===
"NetworkError"||typeof t=="string"&&/^(ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|EAI_AGAIN)$/.test(t)?!0:/ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|socket hang up/.
test(P(e))}function yr(e,t){let n=e?.status;if(n!==401&&n!==403&&n!==404)return;let r=`run ${t.workflowRunId} of ${t.repositoryOwner}\
/${t.repositoryName}`,s=n===404?"no such run, or the token cannot see it":n===401?"the token was rejected":"the token ma\
y not list its artifacts";return new l("run-unreadable",`cannot read the records of ${r} (${n}: ${Kt(P(e))}): ${s}. Read\
ing another run\u2019s records needs a token with \`actions: read\`: give the job \`permissions: actions: read\` or pass a github\
-token that has it`,{where:"github-token",cause:e,details:n===404?[`check that ${t.workflowRunId} is a run id of ${t.repositoryOwner}\
/${t.repositoryName}`]:[]})}function br(e){return e instanceof Error&&(e.name==="ArtifactNotFoundError"||/\(404\)|not found/i.
test(e.message))}var Wt=class{info(t){Be($r(t))}warning(t,n){ze(Yt(t,n),Xt(n))}error(t,n){je(Yt(t,n),Xt(n))}group(t,n){return Ge(t.replace(
/[\r\n]+/g," "),n)}};function $r(e){return it(e,t=>`${t}\u200B`)}function Xt(e){let t=e?/^(.+?):(\d+)(?::(\d+))?$/.exec(
e):null;return!t||/\s/.test(t[1])?{}:{file:t[1],startLine:Number(t[2]),...t[3]?{startColumn:Number(t[3])}:{}}}function Yt(e,t){
return t?`${t}: ${e}`:e}var Ue=["claude","codex","gemini","copilot"],qt=nt(Ue),Me={claude:{cli:"claude",npmPackage:"@anthropic-ai/claude-code",keyEnv:[
"ANTHROPIC_API_KEY","CLAUDE_CODE_OAUTH_TOKEN"],docs:"https://docs.anthropic.com/en/docs/claude-code/sdk/sdk-headless"},codex:{
cli:"codex",npmPackage:"@openai/codex",keyEnv:["CODEX_API_KEY","OPENAI_API_KEY"],docs:"https://developers.openai.com/cod\
ex/noninteractive"},gemini:{cli:"gemini",npmPackage:"@google/gemini-cli",keyEnv:["GEMINI_API_KEY","GOOGLE_API_KEY"],docs:"\
https://geminicli.com/docs/cli/headless/"},copilot:{cli:"copilot",npmPackage:"@github/copilot",keyEnv:["COPILOT_GITHUB_T\
OKEN"],docs:"https://docs.github.com/en/copilot/reference/copilot-cli-reference/cli-programmatic-reference"}},Er=[...new Set(
Object.values(Me).flatMap(e=>e.keyEnv))],Ar=["ANTHROPIC_AUTH_TOKEN","ANTHROPIC_FOUNDRY_API_KEY","AWS_SECRET_ACCESS_KEY",
"AWS_SESSION_TOKEN","AWS_BEARER_TOKEN_BEDROCK","AZURE_OPENAI_API_KEY"];function Qt(e){return[...Er,...Ar].map(t=>e[t]).filter(
t=>!!t)}var Sr=et().check(Qe(/^[A-Za-z0-9][A-Za-z0-9._:/@-]{0,127}$/,{message:"must be a model name: letters, digits and\
 . _ : / @ -, at most 128 characters"})),Rr=tt({model:rt(Sr)}),en="--prompt=",tn=128*1024-1-en.length,_r=128*1024,Zt=_r-
`${b.args}=`.length-1;function Ds(e){let t=e[b.args];if(t===void 0)return;let n=N(t);if(!(n<=Zt))throw new l("agent-args\
-too-long",`is ${n} bytes, over the ${Zt} bytes one environment variable of that name can hold on Linux (128 KiB with it\
s name, MAX_ARG_STRLEN), so the agent CLI cannot start ("Argument list too long"): move long text into a file the CLI re\
ads (a system prompt or settings file) and pass only its path, or put it in the prompt`,{where:`${b.args} (the reusable \
workflow's ${qe.agentArgs} input)`})}var Q=`"\${${v.handoffPath}%/*}"`,C=`"$${v.promptPath}"`,xe=e=>`\${${b.model}:+${e}\
 "$${b.model}"}`,ee=["agent_args=()",`if [ -n "\${${b.args}:-}" ]; then`,"  while IFS= read -r arg; do",'    arg="${arg#\
"${arg%%[![:space:]]*}"}"','    arg="${arg%"${arg##*[![:space:]]}"}"','    if [ -n "$arg" ]; then agent_args+=("$arg"); \
fi',`  done <<< "$${b.args}"`,"fi"],te='${agent_args[@]+"${agent_args[@]}"}';function nn(e){let{cli:t,npmPackage:n}=Me[e];
return`the ${t} CLI is not installed (no ${t} on PATH): install its npm package, npm install --global ${n}@<version> (ba\
ton-stage.yml installs it at agent-version)`}var re="baton: ",rn=e=>`the prompt is ${e} bytes; copilot takes it as one a\
rgument, at most ${tn} bytes: shorten it (max-prompt-tokens) or use another agent`;function Or(e,t){if(t===nn(e))return!0;
let n=/^the prompt is (\d{1,20}) bytes;/.exec(t)?.[1];return e==="copilot"&&n!==void 0&&t===rn(n)}function ne(e){let{cli:t}=Me[e];
return[`if ! command -v ${t} >/dev/null 2>&1; then`,`  echo "${re}${nn(e)}" >&2`,"  exit 127","fi"]}function Vt(e,t,n=""){
return[`if [ -z "\${${t}:-}" ] && [ -n "\${${e}:-}" ]${n}; then`,`  export ${t}="$${e}"`,"fi"]}var Pr={claude:[...ne("cl\
aude"),'if [ "$EUID" -eq 0 ]; then',"  export IS_SANDBOX=1","fi",...ee,"exec claude -p \\","  --output-format stream-jso\
n --verbose \\","  --permission-mode bypassPermissions \\",`  --add-dir ${Q} \\`,`  ${xe("--model")} \\`,`  ${te} \\`,` \
 < ${C}`].join(`
`),codex:[...ne("codex"),...Vt("OPENAI_API_KEY","CODEX_API_KEY"),...ee,"exec codex exec \\","  --json \\","  --sandbox w\
orkspace-write \\","  --skip-git-repo-check \\",`  --add-dir ${Q} \\`,`  ${xe("--model")} \\`,`  ${te} \\`,`  - < ${C}`].
join(`
`),gemini:[...ne("gemini"),'export GEMINI_CLI_TRUST_WORKSPACE="${GEMINI_CLI_TRUST_WORKSPACE:-true}"',...Vt("GOOGLE_API_K\
EY","GEMINI_API_KEY",' && [ "${GOOGLE_GENAI_USE_VERTEXAI:-}" != true ]'),...ee,"exec gemini \\","  --output-format json \
\\","  --approval-mode yolo \\",`  --include-directories ${Q} \\`,`  ${xe("--model")} \\`,`  ${te} \\`,"  -p 'Carry out \
the task above.' \\",`  < ${C}`].join(`
`),copilot:[...ne("copilot"),`prompt_bytes=$(wc -c < ${C})`,`if [ "$prompt_bytes" -gt ${tn} ]; then`,`  echo "${re}${rn(
"$prompt_bytes")}" >&2`,"  exit 2","fi",...ee,"exec copilot \\",`  ${en}"$(cat ${C})" \\`,"  --output-format=json \\"," \
 --allow-all-tools \\","  --no-ask-user \\",`  --add-dir=${Q} \\`,`  \${${b.model}:+--model="$${b.model}"} \\`,`  ${te}`].
join(`
`)};function Ce(e,t=`input ${G.agent}`){let n=qt.safeParse(e);if(n.success)return n.data;throw new l("agent-preset-unkno\
wn",`"${e}" is not an agent preset; use one of ${Ue.join(", ")}, or give the command in \`run\``,{where:t})}function Ls(e,t={}){
let n=Ce(e),r=Rr.safeParse(t);if(!r.success){let o=r.error.issues[0];throw new l("agent-preset-options",`agent ${n}: ${o?.
path.join(".")||"options"} ${o?.message}`,{where:`agent ${n}`})}let s={};return r.data.model!==void 0&&(s[b.model]=r.data.
model),{script:Pr[n],env:s}}function Tr(e,t){let n=Ce(e),r=[];switch(n){case"claude":return{...un(S(t),r),problems:r};case"\
codex":return{...kr(t,r),problems:r};case"gemini":return{...Fr(t,r),problems:r};case"copilot":return{...Ur(t,r),problems:r}}}
function js(e,t){let n=qt.safeParse(e);if(!n.success)throw new l("agent-preset-unknown",`"${e}" is not an agent preset; \
use one of ${Ue.join(", ")}: the one whose CLI wrote the \`${G.agentOutput}\` file`,{where:`input ${G.agent}`});if(n.data!==
"claude")return Tr(n.data,t);let r=[],s=S(t),o=s.some(D)?s:an(t);return{...un(o,r),problems:r}}function zs(e,t){let n=Ce(e),r=Nr(n,t);if(r!==null&&r.trim()!=="")return{source:"cli",text:r};let s=t.split(`
`);for(let o=s.length-1;o>=0;o--){let i=s[o].trimEnd(),a=i.slice(re.length);if(i.startsWith(re)&&Or(n,a))return{source:"\
script",text:a}}return null}function Nr(e,t){switch(e){case"claude":{let n=A(S(t),D);return n&&sn(n)?on(n):null}case"cod\
ex":{let n=S(t),r=A(n,o=>o.type==="turn.failed"&&p(o.error)),s=p(r?.error)?r.error.message:A(n,o=>o.type==="error")?.message;
return typeof s=="string"?s:null}case"gemini":{let n=dn(t)?.error;return p(n)&&typeof n.message=="string"?n.message:null}case"\
copilot":{let n=A(S(t),r=>r.type==="session.error")?.data;return p(n)&&typeof n.message=="string"?n.message:null}}}function sn(e){
return e.is_error===!0||typeof e.subtype=="string"&&e.subtype.startsWith("error")}function on(e){if(typeof e.result=="st\
ring"&&e.result.trim()!=="")return e.result;let t=Array.isArray(e.errors)?e.errors.filter(n=>typeof n=="string"):[];return t.
length>0?t.join("; "):typeof e.subtype=="string"?e.subtype:null}function Bs(e,t){if(e!=="claude")return null;let n=S(t),
r=A(n.some(D)?n:an(t),D);if(!r||!sn(r))return null;let s=typeof r.subtype=="string"&&/^[a-z_]{1,64}$/.test(r.subtype)?r.
subtype:null;return{text:on(r)??"",subtype:s}}function Gs(e={}){return["## Handing off","",`When you are done, write you\
r handoff as one JSON object to ${e.handoffPath?`\`${e.handoffPath}\` (also in the environment variable \`${v.handoffPath}\
\`)`:`the path in the environment variable \`${v.handoffPath}\``}:`,"","```json",`{"version": ${Xe}, "status": "success"\
, "summary": "what you did or found, in a few sentences", "detail": "the deeper findings", "data": {"key": "value"}}`,"`\
``","",`- \`summary\` is required (at most ${$.summaryBytes} bytes); \`status\` is one of success, partial, blocked, failu\
re.`,'- `data` maps names to strings; `detail` holds the long form; add `"next": {"stage": "<stage id>", "reason": "\u2026"}`\
 to hand off to a specific stage.',`- If you cannot write files, print the same JSON as the last thing you say, between \
a line \`${ie.start}\` and a line \`${ie.end}\`.`,...e.dataSchema===void 0?[]:["- This stage's `data` must follow the JS\
ON Schema below (every value a string; a pattern is an ECMAScript regular expression; lengths are in UTF-8 bytes), or th\
e handoff is refused:","",ot(st(e.dataSchema),"json")]].join(`
`)}function p(e){return typeof e=="object"&&e!==null&&!Array.isArray(e)}function S(e){let t=[];for(let n of e.split(`
`)){let r=n.trim();if(r.startsWith("{"))try{let s=JSON.parse(r);p(s)&&t.push(s)}catch{}}return t}function an(e){let t=e.
trim();if(t.startsWith("[")&&t.endsWith("]"))try{let o=JSON.parse(t);if(Array.isArray(o))return o.filter(p)}catch{}let n=[],
r=e.split(`
`),s=-1;for(let o=0;o<r.length;o++){let i=r[o].replace(/\r$/,"");if(i==="  {")s=o;else if(s!==-1&&(i==="  }"||i==="  },")){
try{let a=JSON.parse(`${r.slice(s,o).join(`
`)}
}`);p(a)&&n.push(a)}catch{}s=-1}}return n}function A(e,t){for(let n=e.length-1;n>=0;n--){let r=e[n];if(t(r))return r}}var h=(e,t)=>({
key:t,value:e[t]});function cn(e){return typeof e=="number"||typeof e=="boolean"?String(e):typeof e=="string"?"a string":
Array.isArray(e)?"a list":"an object"}function Fe(e,t){return{code:Ze.usageRefused,severity:"warning",path:`agent.usage.${e}`,
message:`${t}; ${e} is not recorded`}}function R(e,t,n,r){let s;for(let{key:o,value:i}of n)if(i!=null){if(typeof i!="num\
ber"||!Number.isSafeInteger(i)||i<0){r.push(Fe(t,`${e} reported ${cn(i)} as ${o}, which is not a whole number from 0 to ${Number.
MAX_SAFE_INTEGER}`));return}if(s=(s??0)+i,!Number.isSafeInteger(s)){r.push(Fe(t,`the ${t} ${e} reported add up to more t\
han ${Number.MAX_SAFE_INTEGER}`));return}}return s}function vr(e,{key:t,value:n},r){if(n!=null){if(typeof n=="number"&&Number.
isFinite(n)&&n>=0&&n<=$.usageCostUsd)return n;r.push(Fe("cost_usd",`${e} reported ${cn(n)} as ${t}, which is not an amou\
nt from 0 to ${$.usageCostUsd} USD`))}}function se(e){let t={};return e.input!==void 0&&(t.input_tokens=e.input),e.output!==
void 0&&(t.output_tokens=e.output),e.cost!==void 0&&(t.cost_usd=e.cost),Object.keys(t).length===0?null:t}function un(e,t){
let n=A(e,D);if(!n)return{finalText:null,usage:null};let r=p(n.modelUsage)?Object.values(n.modelUsage).filter(p):[],s=p(
n.usage)?n.usage:{},[o,i]=r.length>0?[r.flatMap(a=>[h(a,"inputTokens"),h(a,"cacheCreationInputTokens"),h(a,"cacheReadInp\
utTokens")]),r.map(a=>h(a,"outputTokens"))]:[[h(s,"input_tokens"),h(s,"cache_creation_input_tokens"),h(s,"cache_read_inp\
ut_tokens")],[h(s,"output_tokens")]];return{finalText:typeof n.result=="string"?n.result:null,usage:se({input:R("claude",
"input_tokens",o,t),output:R("claude","output_tokens",i,t),cost:vr("claude",h(n,"total_cost_usd"),t)})}}function D(e){return e.
type==="result"}function kr(e,t){let n=S(e),s=A(n,a=>a.type==="item.completed"&&Ir(a.item))?.item?.text,o=n.filter(a=>a.
type==="turn.completed"&&p(a.usage)),i=a=>o.map(c=>h(c.usage,a));return{finalText:typeof s=="string"?s:null,usage:se({input:R(
"codex","input_tokens",i("input_tokens"),t),output:R("codex","output_tokens",i("output_tokens"),t)})}}function Ir(e){return p(
e)&&(e.type==="agent_message"||e.item_type==="assistant_message")}var xr=4;function dn(e){let t=e.length;for(let n=0;n<xr&&
t>0;n++){let r=e.lastIndexOf(`
{`,t-1),s=r===-1?0:r+1;if(e[s]!=="{")return null;try{let o=JSON.parse(e.slice(s));if(p(o)&&("response"in o||"stats"in o||
"error"in o))return o}catch{}if(r===-1)return null;t=r}return null}function Fr(e,t){let n=dn(e),r=n?.stats,o=(p(r)&&p(r.
models)?Object.values(r.models):[]).map(i=>p(i)&&p(i.tokens)?i.tokens:{});return{finalText:typeof n?.response=="string"?
n.response:null,usage:se({input:R("gemini","input_tokens",o.map(i=>h(i,"prompt")),t),output:R("gemini","output_tokens",o.
flatMap(i=>[h(i,"candidates"),h(i,"thoughts")]),t)})}}function Ur(e,t){let n=S(e),r=A(n,o=>o.type==="assistant.message")?.
data?.content,s=n.filter(o=>o.type==="assistant.message"&&p(o.data));return{finalText:typeof r=="string"?r:null,usage:se(
{output:R("copilot","output_tokens",s.map(o=>h(o.data,"outputTokens")),t)})}}function Xs(e,t){let n=e[t];if(!n)throw new l("runner-env-missing",`${t} is not set: baton's actions run as steps of a G\
itHub Actions job`);return n}function Ys(e){let t=Number(e.GITHUB_RUN_ATTEMPT??"1");return Number.isInteger(t)&&t>=1?t:1}
function Zs(e,t=process.platform){if(!(e.RUNNER_OS!=="Windows"&&t!=="win32"))throw new l("runner-unsupported","baton's s\
tage action runs on Linux and macOS runners, and this job runs on Windows: it runs the agent in bash, in a process group\
 it can stop when the job is cancelled, which Windows has neither of",{details:["give the job runs-on: ubuntu-latest (or\
 a macOS runner)"]})}function Vs(e,t){return[...Mr(e),...t?[t]:[]]}function Mr(e){let t=Qt(e);for(let[n,r]of Object.entries(
e)){if(!r)continue;(Je.includes(n)||He.some(o=>n.startsWith(o)))&&/TOKEN/.test(n)&&t.push(r)}return t}var oe={true:["true","True","TRUE"],false:["false","False","FALSE"]},Cr=[...oe.true,...oe.false].join(", ");function eo(e,t,n){
let r=(t??"").trim();if(r==="")return n;if(oe.true.includes(r))return!0;if(oe.false.includes(r))return!1;throw new l("in\
put-invalid",`${JSON.stringify(r)} is not one of ${Cr}`,{where:e})}export{Ue as a,qt as b,Me as c,Ds as d,Ls as e,Tr as f,js as g,zs as h,Bs as i,Gs as j,er as k,or as l,Dr as m,$e as n,Ae as o,
$t as p,Rn as q,Yr as r,es as s,ts as t,Z as u,Zn as v,Vn as w,cs as x,us as y,ds as z,Ns as A,zt as B,Wt as C,eo as D,Xs as E,
Ys as F,Zs as G,Vs as H};

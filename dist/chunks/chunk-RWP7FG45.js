import{n as y,u as H,w as C}from"./chunk-22N64GVF.js";import{b as U}from"./chunk-BXL4BL7Z.js";import{Ma as W,
T as h,U as I,a as D,b,c as J,x as m,y as G}from"./chunk-JZBPCCZQ.js";var ie={"secret-value":"known secret value","secret-value-url-encoded":"known secret value, URL-encoded","secret-value-b\
ase64":"known secret value, base64-encoded","private-key":"private key","github-token":"GitHub token","anthropic-key":"A\
nthropic API key","openai-key":"OpenAI API key","google-api-key":"Google API key","aws-key":"AWS access key id",jwt:"JSO\
N Web Token","url-password":"password in a URL"},T=new Map(Object.keys(ie).map((e,r)=>[e,r]));function k(e,r){if(e.length===
0)return{text:e,redactions:[]};let t=L(r),n=new Map,i=V(e,t,n);for(let s=0;s<=Y&&i!==e&&i.includes("\x1B");s++){let a=V(
s<Y?i:C(i),t,n);if(a===i)break;i=a}return i===e?{text:e,redactions:[]}:{text:i,redactions:[...n].map(([s,a])=>({kind:s,count:a}))}}
var Y=3;function V(e,r,t){let n=se(e,r);if(n.length===0)return e;let i="",s=0;for(let a of de(n))i+=e.slice(s,a.start)+I(
a.kind),s=a.end,t.set(a.kind,(t.get(a.kind)??0)+1);return i+e.slice(s)}function se(e,r){let t=q(A(e,!1),r);if(e.includes(
"\x1B"))for(let n of q(A(e,!0),r))t.push(n);return t}function q(e,r){let t=[];w(e,r,t),Oe(e,t),je(e,t),we(e,t),Me(e,t),Le(
e,t),$e(e,t),Ue(e,t);for(let n of t){let i=e.origin[n.end-1]+1;n.start=e.origin[n.start],n.end=i,n.from!==void 0&&(n.from=
e.origin[n.from])}return t}function X(e,r){if(typeof e=="string")return k(e,r).text;if(Array.isArray(e))return e.map(t=>X(
t,r));if(e!==null&&typeof e=="object"){let t={};for(let[n,i]of Object.entries(e))t[n]=X(i,r);return t}return e}function qe(e,r){
if(r.length===0||e.length===0)return!1;let t=[],n=L(r);return w(A(e,!1),n,t),e.includes("\x1B")&&w(A(e,!0),n,t),t.length>
0}function Xe(e,r){if(e.length===0)return[];let t=se(e,L(r)).map(n=>({...n,start:Math.min(n.start,n.from??n.start)}));return de(
t).map(({start:n,end:i})=>({start:n,end:i}))}function ze(e,r,t,n=k(e,t).text){let i=k(e.slice(0,r),t).text;return n.startsWith(
i)&&n.slice(i.length)===k(e.slice(r),t).text}function F(e){return`redacted ${e.map(({kind:t,count:n})=>`${n} \xD7 ${ie[t]??
t} as ${I(t)}`).join(", ")}`}function Ze(e,r){let t=[],n=(o,c)=>t.push({code:h.problemCode,severity:"warning",path:o,message:c}),
i=(o,c,d)=>{let l=k(o,r);if(l.redactions.length===0)return o;let u=oe(l.text,d),f=u===l.text?"":`; the text was then cut\
 to its limit of ${d} UTF-8 bytes`;return n(c,`${F(l.redactions)}${f}`),u},s=(o,c)=>o?.map((d,l)=>i(d,y([...c,l]),m.shortTextBytes)),
a={...e};if(a.summary=i(e.summary,"$.summary",m.summaryBytes),e.detail!==void 0&&(a.detail=i(e.detail,"$.detail",m.detailBytes)),
e.data!==void 0&&(a.data=me(e.data,r,i,n)),e.next!==void 0){let o=k(e.next.stage,r);o.redactions.length>0?(delete a.next,
n("$.next.stage",`${F(o.redactions)}; a stage id cannot hold the marker, so the route (next) was removed`)):a.next={...e.
next,...e.next.reason===void 0?{}:{reason:i(e.next.reason,"$.next.reason",m.shortTextBytes)}}}if(e.expectations!==void 0){
let o=e.expectations;a.expectations={...o,...o.deliverables&&{deliverables:s(o.deliverables,["expectations","deliverable\
s"])},...o.acceptance&&{acceptance:s(o.acceptance,["expectations","acceptance"])},...o.constraints&&{constraints:s(o.constraints,
["expectations","constraints"])}}}if(e.failure!==void 0){let o=e.failure;a.failure={...o,reason:i(o.reason,"$.failure.re\
ason",m.shortTextBytes),...o.blockers&&{blockers:s(o.blockers,["failure","blockers"])},...o.questions&&{questions:s(o.questions,
["failure","questions"])}}}return e.artifacts!==void 0&&(a.artifacts=e.artifacts.map((o,c)=>({...o,path:i(o.path,y(["art\
ifacts",c,"path"]),1024),...o.description===void 0?{}:{description:i(o.description,y(["artifacts",c,"description"]),m.shortTextBytes)}}))),
{handoff:W.parse(a),problems:t}}function me(e,r,t,n){let i=new Set(Object.keys(e)),s=[];for(let[o,c]of Object.entries(e)){
let d=o,l=k(o,r);if(l.redactions.length>0){let f=1;for(;i.has(`redacted_${f}`);)f++;d=`redacted_${f}`,i.add(d),n("$.data",
`a key held a secret: ${F(l.redactions)}; the key was renamed ${d}`)}let u=t(c,y(["data",d]),m.dataBytes);s.push([d,u,u!==
c])}let a=s.reduce((o,[c,d])=>o+b(c)+b(d),0)-m.dataBytes;for(let o=s.length-1;o>=0&&a>0;o--){let c=s[o];if(!c[2])continue;
let d=b(c[1]),l=oe(c[1],Math.max(0,d-a));a-=d-b(l),c[1]=l,n(y(["data",c[0]]),`cut to ${b(l)} UTF-8 bytes so data stays w\
ithin ${m.dataBytes} bytes after redaction`)}return Object.fromEntries(s.map(([o,c])=>[o,c]))}function oe(e,r){if(b(e)<=
r)return e;let t=J(e,r).length,n=e.lastIndexOf(h.markerPrefix,t-1);if(n>=0){let i=e.indexOf(h.markerSuffix,n);(i<0||i>=t)&&
(t=n)}return e.slice(0,t)}var B=10,K=13,pe=27,be=2;function A(e,r){let t=e.length,n=new Uint32Array(t),i=new Uint8Array(
t),s=[],a=0,o=0,c=0,d=0;for(;d<t;){let l=e.charCodeAt(d);if(l===pe&&r){let u=H(e,d);if(u>0){s.push(e.slice(a,d)),a=u,c===
0&&(c=be),d=u;continue}}if(l===B||l===K){let u=d+(l===K&&e.charCodeAt(d+1)===B?2:1);for(;u<t&&ke(e.charCodeAt(u));)u++;let f=e.
charCodeAt(u);if(f!==B&&f!==K){s.push(e.slice(a,d)),a=u,c=1,d=u;continue}}n[o]=d,i[o]=c,c=0,o++,d++}return s.push(e.slice(
a)),{text:s.join(""),origin:n.subarray(0,o),afterBreak:i.subarray(0,o)}}var ke=e=>e===32||e===9,_=e=>e>=48&&e<=57,M=e=>e>=
65&&e<=90,ae=e=>e>=97&&e<=122,p=e=>_(e)||M(e)||ae(e),ce=e=>_(e)||M(e),g=e=>p(e)||e===45||e===95,z=e=>g(e)||e===43||e===47,
ye=e=>p(e)||e===43||e===47,Ae=e=>p(e)||e===43||e===45||e===46,xe=e=>e<=32||e===47||e===63||e===35||e===34||e===39||e===60||
e===62||e===96||e===92;function E(e,r,t,n=Number.POSITIVE_INFINITY){let i=Math.min(e.length,r+n),s=r;for(;s<i&&t(e.charCodeAt(
s));)s++;return s}function Ce(e,r,t){return r===0||e.afterBreak[r]!==0||!t(e.text.charCodeAt(r-1))}function de(e){e.sort(
(t,n)=>t.start-n.start||n.end-t.end);let r=[];for(let t of e){let n=r[r.length-1];n&&t.start<n.end?(n.end=Math.max(n.end,
t.end),T.get(t.kind)<T.get(n.kind)&&(n.kind=t.kind)):r.push({...t})}return r}function x(e,r,t,n,i){let s=e.text,a=0;for(;;){
let o=s.indexOf(r,a);if(o<0)return;let c=Ce(e,o,t)?n(o):null;c?(i.push({start:o,end:c.end,kind:c.kind}),a=c.end):a=o+1}}
function S(e,r,t,n,i={}){let{sameLine:s="at-least",min:a=n,cap:o=Number.POSITIVE_INFINITY}=i,c=e.text,d=Math.min(c.length,
r+o),l=r,u=-1;for(;l<d&&t(c.charCodeAt(l));)u<0&&e.afterBreak[l]===1&&(u=l),l++;let f=(u<0?l:u)-r;return f>=n?s==="exact"&&
f>n?-1:r+f:l-r>=n?r+n:f>=a?r+f:-1}function N(e,r,t,n){let i=e.text,s=Z(e,r,t);for(;s<i.length&&e.afterBreak[s]===1&&t(i.
charCodeAt(s));){let a=Z(e,s,t);if(s-r>=n&&!Ee(i,s,a))break;s=a}return s}function Z(e,r,t){let n=e.text,i=r;for(i<n.length&&
t(n.charCodeAt(i))&&i++;i<n.length&&e.afterBreak[i]!==1&&t(n.charCodeAt(i));)i++;return i}function Ee(e,r,t){let n=!1,i=!1,
s=!1;for(let o=r;o<t;o++){let c=e.charCodeAt(o);_(c)?n=!0:M(c)?i=!0:ae(c)&&(s=!0)}let a=t-r;return a>=8&&n&&(i||s)||a>=24&&
i&&s}var O;function L(e){let r=e.join("\0");return O?.key!==r&&(O={key:r,needles:Ne(e)}),O.needles}var Se=16;function Ne(e){
let r=new Map,t=new Map,n=(i,s,a,o)=>{let c=i.get(s);(!c||T.get(a)<T.get(c.kind))&&i.set(s,{text:s,kind:a,base64:o})};for(let i of e){
if(typeof i!="string")continue;let s=i.trim();if(s.length<h.minSecretLength)continue;let a=new Set([A(s,!1).text,A(s,!0).
text]),o=s.split(/\r\n|\n|\r/).map(d=>d.trim());if(o.length>1)for(let d of o)d.length>=h.minSecretLength&&a.add(d);if(o.
length===1)for(let d of[...s.matchAll(/ /g)].slice(0,Se))n(r,s.slice(0,d.index)+s.slice(d.index+1),"secret-value",!1);for(let d of a)
if(!(d.length<h.minSecretLength)){n(r,d,"secret-value",!1);for(let l of Re(d))n(r,l,"secret-value",!1);n(t,d,"secret-val\
ue-url-encoded",!1),d.includes(" ")&&(n(r,d.replaceAll(" ","+"),"secret-value-url-encoded",!1),n(t,d.replaceAll(" ","+"),
"secret-value-url-encoded",!1))}let c=new Set([s,...o.length>1?o:[]]);for(let d of c)if(!(d.length<h.minSecretLength))for(let l of _e(
d))n(r,l,"secret-value-base64",!0),n(t,l,"secret-value-base64",!0)}return{joined:[...r.values()],decoded:[...t.values()]}}
function Re(e){let r=JSON.stringify(e).slice(1,-1),t=r.replace(/[\u0080-\uffff]/g,n=>`\\u${n.charCodeAt(0).toString(16).
padStart(4,"0")}`);return[...new Set([r,t])].filter(n=>n!==e)}var R="ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxy\
z0123456789+/";function Te(e){let r="";for(let t=0;t<e.length;t+=3){let n=e[t]<<16|(e[t+1]??0)<<8|(e[t+2]??0);r+=R[n>>18&
63]+R[n>>12&63],r+=R[n>>6&63]+R[n&63]}return r}function _e(e){let r=new TextEncoder().encode(e),t=new Set;for(let n=0;n<
3;n++){let i=new Uint8Array(n+r.length+2);i.set(r,n);let s=Te(i),a=Math.ceil(8*n/6),o=Math.floor(8*(n+r.length)/6),c=s.slice(
a,o);c.length<h.minSecretLength||(t.add(c),t.add(c.replaceAll("+","-").replaceAll("/","_")))}return[...t]}var v=60;function w(e,r,t){
if(r.joined.length===0)return;let n=e.text,i=o=>{if(e.afterBreak[o]!==1)return!0;let c=o-1;for(;c>0&&o-c<v&&e.afterBreak[c]!==
1;)c--;return o-c>=v},s=(o,c)=>{let d=o,l=c;for(d>0&&z(n.charCodeAt(d-1))&&i(d)&&d--,z(n.charCodeAt(l))&&i(l)&&l++;n.charCodeAt(
l)===61;)l++;return[d,l]};for(let o of r.joined)Q(n,o.text,(c,d)=>{let[l,u]=o.base64?s(c,d):[c,d];t.push({start:l,end:u,
kind:o.kind})});let a=Ie(n);if(a)for(let o of r.decoded)Q(a.text,o.text,(c,d)=>{let l=a.from[c],u=a.to[d-1],[f,he]=o.base64?
s(l,u):[l,u];t.push({start:f,end:he,kind:o.kind})})}function Q(e,r,t){let n=-1,i=-1;for(let s=e.indexOf(r);s>=0;s=e.indexOf(
r,s+1)){if(s<i){i=s+r.length;continue}n>=0&&t(n,i),n=s,i=s+r.length}n>=0&&t(n,i)}function Ie(e){if(!e.includes("%"))return null;
let r=e.length,t=new Uint32Array(r),n=new Uint32Array(r),i="",s=0,a=0,o=(c,d,l)=>{i+=c;for(let u=0;u<c.length;u++)t[s]=d,
n[s]=l,s++};for(;a<r;){let c=e.charCodeAt(a)===37?le(e,a+1):-1;if(c<0){let l=e.indexOf("%",a+1);l<0&&(l=r),i+=e.slice(a,
l);for(let u=a;u<l;u++)t[s]=u,n[s]=u+1,s++;a=l;continue}let d=Be(e,a,c);d?(o(d.chars,a,d.end),a=d.end):(o("%",a,a+1),a++)}
return{text:i,from:t.subarray(0,s),to:n.subarray(0,s)}}function ee(e){return _(e)?e-48:e>=65&&e<=70?e-55:e>=97&&e<=102?e-
87:-1}function le(e,r){let t=ee(e.charCodeAt(r)),n=ee(e.charCodeAt(r+1));return t<0||n<0?-1:t*16+n}function Be(e,r,t){if(t<
128)return{chars:String.fromCharCode(t),end:r+3};let n=t>=194&&t<=223?1:t>=224&&t<=239?2:t>=240&&t<=244?3:0;if(n===0)return null;
let i=t&63>>n,s=r+3;for(let o=0;o<n;o++){let c=e.charCodeAt(s)===37?le(e,s+1):-1;if(c<128||c>191)return null;i=i<<6|c&63,
s+=3}return i<(n===1?128:n===2?2048:65536)||i>1114111||i>=55296&&i<=57343?null:{chars:String.fromCodePoint(i),end:s}}var P="\
-----BEGIN ",j="-----END ",ne="-----";function te(e,r){let t=E(e,r,i=>ce(i)||i===32,64);if(!e.startsWith(ne,t))return-1;
let n=e.slice(r,t);return n.endsWith("PRIVATE KEY")||n.endsWith("PRIVATE KEY BLOCK")?t+ne.length:-1}var re=/-----BEGIN [A-Z0-9 ]{0,64}PRIVATE KEY(?: BLOCK)?-----/,
ue=/-----(BEGIN|END) [A-Z0-9 ]{0,64}PRIVATE KEY(?: BLOCK)?-----/,Ke=new RegExp(ue.source,"g");function ve(e,r,t=0){let n=(i,s)=>{
let a=r;for(let o of i.matchAll(Ke))o.index+o[0].length>s&&(a=o[1]==="BEGIN");return a};return n(e,t)?!0:e.includes("\x1B")?
n(C(e),C(e.slice(0,t)).length):!1}function Qe(e){return ue.test(e)}function en(e){return re.test(e)||re.test(C(e))}function Oe(e,r){
let t=e.text;if(!t.includes(P))return;let n=[];for(let a=t.indexOf(j);a>=0;a=t.indexOf(j,a+1)){let o=te(t,a+j.length);o>
0&&n.push({start:a,end:o})}let i=0,s=0;for(;;){let a=t.indexOf(P,s);if(a<0)return;let o=te(t,a+P.length);if(o<0){s=a+1;continue}
for(;i<n.length&&n[i].start<o;)i++;let c;if(i<n.length)c=n[i].end,i++;else{for(c=N(e,o,ye,0);t.charCodeAt(c)===61;)c++;if(c===
o){s=o;continue}}r.push({start:a,end:c,kind:"private-key"}),s=c}}var Pe=255;function je(e,r){let t=e.text;if(!t.includes(
"gh")&&!t.includes("github_pat_"))return;let n=-1;for(let i of["ghp_","gho_","ghu_","ghr_","ghs_"])x(e,i,p,s=>{let a=s+i.
length;if(i==="ghs_"&&s>=n){let c=Fe(e,a);if(c.end>0)return{end:c.end,kind:"github-token"};n=c.scanned}let o=S(e,a,p,36);
return o>0?{end:o,kind:"github-token"}:null},r);x(e,"github_pat_",p,i=>{let s=i+11,a=S(e,s,o=>p(o)||o===95,82,{cap:Pe-11});
return a>0?{end:a,kind:"github-token"}:null},r)}function Fe(e,r){let t=e.text,n=E(t,r,g),i={end:-1,scanned:n};if(n===r||
t.charCodeAt(n)!==46)return i;let s=E(t,n+1,g);if(s===n+1||t.charCodeAt(s)!==46)return i;let a=N(e,s+1,g,1);return a===s+
1||a-r<36?i:{end:a,scanned:n}}function we(e,r){let t=e.text;x(e,"sk-",p,n=>{let i=n+3;if(t.startsWith("ant-",i)){let a=N(
e,i+4,g,80);return a-(i+4)>=80?{end:a,kind:"anthropic-key"}:null}for(let a of["proj-","svcacct-","admin-","None-"]){if(!t.
startsWith(a,i))continue;let o=N(e,i+a.length,g,40);return o-(i+a.length)>=40?{end:o,kind:"openai-key"}:null}let s=S(e,i,
p,48,{min:32});return s>0?{end:s,kind:"openai-key"}:null},r)}function Me(e,r){x(e,"AIza",g,t=>{let n=S(e,t+4,g,35,{sameLine:"\
exact",cap:36});return n>0?{end:n,kind:"google-api-key"}:null},r)}function Le(e,r){for(let t of["AKIA","ASIA"])x(e,t,p,n=>{
let i=S(e,n+4,ce,16,{sameLine:"exact",cap:17});return i>0?{end:i,kind:"aws-key"}:null},r)}function $e(e,r){let t=e.text,
n=-1;x(e,"eyJ",g,i=>{if(i<n)return null;let s=E(t,i,g);if(n=s,s-i<10||t.charCodeAt(s)!==46||!t.startsWith("ey",s+1))return null;
let a=E(t,s+1,g);return a-(s+1)<10||t.charCodeAt(a)!==46?null:{end:N(e,a+1,g,0),kind:"jwt"}},r)}function Ue(e,r){let t=e.
text;for(let n=t.indexOf("://");n>=0;n=t.indexOf("://",n+3)){if(n===0||!Ae(t.charCodeAt(n-1)))continue;let i=n+3,s=-1,a=-1,
o=i;for(;o<t.length;o++){let c=t.charCodeAt(o);if(xe(c))break;c===58&&s<0?s=o:c===64&&(a=o)}s<0||a<0||s>a||s+1===a||t.startsWith(
h.markerPrefix,s+1)&&t.indexOf(h.markerSuffix,s+1)===a-1||r.push({start:s+1,end:a,kind:"url-password",from:n-1})}}var fe=100;function on(e,r){if(!G.test(e))throw new U("stage-id-invalid",`job id "${e}" is not a valid stage id: it must\
 start with a letter or _ and have at most 99 more letters, digits, _ or -`,{where:`jobs.${e}`});let t=r?De(r):[],n=[e,...t].
join("-");if(n.length<=fe)return n;let i=`-${D(n)}`;return`${n.slice(0,fe-i.length).replace(/-+$/,"")}${i}`}function De(e){
return Object.keys(e).sort(ge).flatMap(r=>$(e[r])).filter(r=>r.length>0)}function Je(e){return e.normalize("NFKD").replace(
/[\u0300-\u036f]/g,"").toLowerCase().replace(/[^a-z0-9_]+/g,"-").replace(/^-+|-+$/g,"")}function $(e){if(e==null)return[
"null"];if(Array.isArray(e))return e.flatMap($);if(typeof e=="object"){let r=e;return Object.keys(r).sort(ge).flatMap(t=>$(
r[t]))}return[Je(String(e))]}function ge(e,r){return e<r?-1:e>r?1:0}export{ie as a,k as b,X as c,qe as d,Xe as e,ze as f,F as g,Ze as h,ve as i,Qe as j,en as k,fe as l,on as m,De as n,ge as o};

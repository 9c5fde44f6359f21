import{n as y,u as w,w as C}from"./chunk-VQUK3X66.js";import{Ma as $,T as h,U as B,b,c as J,x as m}from"./chunk-DFBKRPZ5.js";var ee={"secret-value":"known secret value","secret-value-url-encoded":"known secret value, URL-encoded","secret-value-b\
ase64":"known secret value, base64-encoded","private-key":"private key","github-token":"GitHub token","anthropic-key":"A\
nthropic API key","openai-key":"OpenAI API key","google-api-key":"Google API key","aws-key":"AWS access key id",jwt:"JSO\
N Web Token","url-password":"password in a URL"},I=new Map(Object.keys(ee).map((e,i)=>[e,i]));function k(e,i){if(e.length===
0)return{text:e,redactions:[]};let t=U(i),n=new Map,r=W(e,t,n);for(let s=0;s<=D&&r!==e&&r.includes("\x1B");s++){let a=W(
s<D?r:C(r),t,n);if(a===r)break;r=a}return r===e?{text:e,redactions:[]}:{text:r,redactions:[...n].map(([s,a])=>({kind:s,count:a}))}}
var D=3;function W(e,i,t){let n=ne(e,i);if(n.length===0)return e;let r="",s=0;for(let a of se(n))r+=e.slice(s,a.start)+B(
a.kind),s=a.end,t.set(a.kind,(t.get(a.kind)??0)+1);return r+e.slice(s)}function ne(e,i){let t=G(A(e,!1),i);if(e.includes(
"\x1B"))for(let n of G(A(e,!0),i))t.push(n);return t}function G(e,i){let t=[];L(e,i,t),Re(e,t),Te(e,t),Ke(e,t),Oe(e,t),_e(
e,t),Pe(e,t),je(e,t);for(let n of t){let r=e.origin[n.end-1]+1;n.start=e.origin[n.start],n.end=r,n.from!==void 0&&(n.from=
e.origin[n.from])}return t}function H(e,i){if(typeof e=="string")return k(e,i).text;if(Array.isArray(e))return e.map(t=>H(
t,i));if(e!==null&&typeof e=="object"){let t={};for(let[n,r]of Object.entries(e))t[n]=H(r,i);return t}return e}function $e(e,i){
if(i.length===0||e.length===0)return!1;let t=[],n=U(i);return L(A(e,!1),n,t),e.includes("\x1B")&&L(A(e,!0),n,t),t.length>
0}function we(e,i){if(e.length===0)return[];let t=ne(e,U(i)).map(n=>({...n,start:Math.min(n.start,n.from??n.start)}));return se(
t).map(({start:n,end:r})=>({start:n,end:r}))}function De(e,i,t,n=k(e,t).text){let r=k(e.slice(0,i),t).text;return n.startsWith(
r)&&n.slice(r.length)===k(e.slice(i),t).text}function F(e){return`redacted ${e.map(({kind:t,count:n})=>`${n} \xD7 ${ee[t]??
t} as ${B(t)}`).join(", ")}`}function We(e,i){let t=[],n=(o,c)=>t.push({code:h.problemCode,severity:"warning",path:o,message:c}),
r=(o,c,d)=>{let l=k(o,i);if(l.redactions.length===0)return o;let u=te(l.text,d),f=u===l.text?"":`; the text was then cut\
 to its limit of ${d} UTF-8 bytes`;return n(c,`${F(l.redactions)}${f}`),u},s=(o,c)=>o?.map((d,l)=>r(d,y([...c,l]),m.shortTextBytes)),
a={...e};if(a.summary=r(e.summary,"$.summary",m.summaryBytes),e.detail!==void 0&&(a.detail=r(e.detail,"$.detail",m.detailBytes)),
e.data!==void 0&&(a.data=de(e.data,i,r,n)),e.next!==void 0){let o=k(e.next.stage,i);o.redactions.length>0?(delete a.next,
n("$.next.stage",`${F(o.redactions)}; a stage id cannot hold the marker, so the route (next) was removed`)):a.next={...e.
next,...e.next.reason===void 0?{}:{reason:r(e.next.reason,"$.next.reason",m.shortTextBytes)}}}if(e.expectations!==void 0){
let o=e.expectations;a.expectations={...o,...o.deliverables&&{deliverables:s(o.deliverables,["expectations","deliverable\
s"])},...o.acceptance&&{acceptance:s(o.acceptance,["expectations","acceptance"])},...o.constraints&&{constraints:s(o.constraints,
["expectations","constraints"])}}}if(e.failure!==void 0){let o=e.failure;a.failure={...o,reason:r(o.reason,"$.failure.re\
ason",m.shortTextBytes),...o.blockers&&{blockers:s(o.blockers,["failure","blockers"])},...o.questions&&{questions:s(o.questions,
["failure","questions"])}}}return e.artifacts!==void 0&&(a.artifacts=e.artifacts.map((o,c)=>({...o,path:r(o.path,y(["art\
ifacts",c,"path"]),1024),...o.description===void 0?{}:{description:r(o.description,y(["artifacts",c,"description"]),m.shortTextBytes)}}))),
{handoff:$.parse(a),problems:t}}function de(e,i,t,n){let r=new Set(Object.keys(e)),s=[];for(let[o,c]of Object.entries(e)){
let d=o,l=k(o,i);if(l.redactions.length>0){let f=1;for(;r.has(`redacted_${f}`);)f++;d=`redacted_${f}`,r.add(d),n("$.data",
`a key held a secret: ${F(l.redactions)}; the key was renamed ${d}`)}let u=t(c,y(["data",d]),m.dataBytes);s.push([d,u,u!==
c])}let a=s.reduce((o,[c,d])=>o+b(c)+b(d),0)-m.dataBytes;for(let o=s.length-1;o>=0&&a>0;o--){let c=s[o];if(!c[2])continue;
let d=b(c[1]),l=te(c[1],Math.max(0,d-a));a-=d-b(l),c[1]=l,n(y(["data",c[0]]),`cut to ${b(l)} UTF-8 bytes so data stays w\
ithin ${m.dataBytes} bytes after redaction`)}return Object.fromEntries(s.map(([o,c])=>[o,c]))}function te(e,i){if(b(e)<=
i)return e;let t=J(e,i).length,n=e.lastIndexOf(h.markerPrefix,t-1);if(n>=0){let r=e.indexOf(h.markerSuffix,n);(r<0||r>=t)&&
(t=n)}return e.slice(0,t)}var K=10,O=13,le=27,ue=2;function A(e,i){let t=e.length,n=new Uint32Array(t),r=new Uint8Array(
t),s=[],a=0,o=0,c=0,d=0;for(;d<t;){let l=e.charCodeAt(d);if(l===le&&i){let u=w(e,d);if(u>0){s.push(e.slice(a,d)),a=u,c===
0&&(c=ue),d=u;continue}}if(l===K||l===O){let u=d+(l===O&&e.charCodeAt(d+1)===K?2:1);for(;u<t&&fe(e.charCodeAt(u));)u++;let f=e.
charCodeAt(u);if(f!==K&&f!==O){s.push(e.slice(a,d)),a=u,c=1,d=u;continue}}n[o]=d,r[o]=c,c=0,o++,d++}return s.push(e.slice(
a)),{text:s.join(""),origin:n.subarray(0,o),afterBreak:r.subarray(0,o)}}var fe=e=>e===32||e===9,T=e=>e>=48&&e<=57,M=e=>e>=
65&&e<=90,re=e=>e>=97&&e<=122,p=e=>T(e)||M(e)||re(e),ie=e=>T(e)||M(e),g=e=>p(e)||e===45||e===95,Y=e=>g(e)||e===43||e===47,
ge=e=>p(e)||e===43||e===47,he=e=>p(e)||e===43||e===45||e===46,me=e=>e<=32||e===47||e===63||e===35||e===34||e===39||e===60||
e===62||e===96||e===92;function E(e,i,t,n=Number.POSITIVE_INFINITY){let r=Math.min(e.length,i+n),s=i;for(;s<r&&t(e.charCodeAt(
s));)s++;return s}function pe(e,i,t){return i===0||e.afterBreak[i]!==0||!t(e.text.charCodeAt(i-1))}function se(e){e.sort(
(t,n)=>t.start-n.start||n.end-t.end);let i=[];for(let t of e){let n=i[i.length-1];n&&t.start<n.end?(n.end=Math.max(n.end,
t.end),I.get(t.kind)<I.get(n.kind)&&(n.kind=t.kind)):i.push({...t})}return i}function x(e,i,t,n,r){let s=e.text,a=0;for(;;){
let o=s.indexOf(i,a);if(o<0)return;let c=pe(e,o,t)?n(o):null;c?(r.push({start:o,end:c.end,kind:c.kind}),a=c.end):a=o+1}}
function S(e,i,t,n,r={}){let{sameLine:s="at-least",min:a=n,cap:o=Number.POSITIVE_INFINITY}=r,c=e.text,d=Math.min(c.length,
i+o),l=i,u=-1;for(;l<d&&t(c.charCodeAt(l));)u<0&&e.afterBreak[l]===1&&(u=l),l++;let f=(u<0?l:u)-i;return f>=n?s==="exact"&&
f>n?-1:i+f:l-i>=n?i+n:f>=a?i+f:-1}function N(e,i,t,n){let r=e.text,s=V(e,i,t);for(;s<r.length&&e.afterBreak[s]===1&&t(r.
charCodeAt(s));){let a=V(e,s,t);if(s-i>=n&&!be(r,s,a))break;s=a}return s}function V(e,i,t){let n=e.text,r=i;for(r<n.length&&
t(n.charCodeAt(r))&&r++;r<n.length&&e.afterBreak[r]!==1&&t(n.charCodeAt(r));)r++;return r}function be(e,i,t){let n=!1,r=!1,
s=!1;for(let o=i;o<t;o++){let c=e.charCodeAt(o);T(c)?n=!0:M(c)?r=!0:re(c)&&(s=!0)}let a=t-i;return a>=8&&n&&(r||s)||a>=24&&
r&&s}var _;function U(e){let i=e.join("\0");return _?.key!==i&&(_={key:i,needles:ye(e)}),_.needles}var ke=16;function ye(e){
let i=new Map,t=new Map,n=(r,s,a,o)=>{let c=r.get(s);(!c||I.get(a)<I.get(c.kind))&&r.set(s,{text:s,kind:a,base64:o})};for(let r of e){
if(typeof r!="string")continue;let s=r.trim();if(s.length<h.minSecretLength)continue;let a=new Set([A(s,!1).text,A(s,!0).
text]),o=s.split(/\r\n|\n|\r/).map(d=>d.trim());if(o.length>1)for(let d of o)d.length>=h.minSecretLength&&a.add(d);if(o.
length===1)for(let d of[...s.matchAll(/ /g)].slice(0,ke))n(i,s.slice(0,d.index)+s.slice(d.index+1),"secret-value",!1);for(let d of a)
if(!(d.length<h.minSecretLength)){n(i,d,"secret-value",!1);for(let l of Ae(d))n(i,l,"secret-value",!1);n(t,d,"secret-val\
ue-url-encoded",!1),d.includes(" ")&&(n(i,d.replaceAll(" ","+"),"secret-value-url-encoded",!1),n(t,d.replaceAll(" ","+"),
"secret-value-url-encoded",!1))}let c=new Set([s,...o.length>1?o:[]]);for(let d of c)if(!(d.length<h.minSecretLength))for(let l of Ce(
d))n(i,l,"secret-value-base64",!0),n(t,l,"secret-value-base64",!0)}return{joined:[...i.values()],decoded:[...t.values()]}}
function Ae(e){let i=JSON.stringify(e).slice(1,-1),t=i.replace(/[\u0080-\uffff]/g,n=>`\\u${n.charCodeAt(0).toString(16).
padStart(4,"0")}`);return[...new Set([i,t])].filter(n=>n!==e)}var R="ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxy\
z0123456789+/";function xe(e){let i="";for(let t=0;t<e.length;t+=3){let n=e[t]<<16|(e[t+1]??0)<<8|(e[t+2]??0);i+=R[n>>18&
63]+R[n>>12&63],i+=R[n>>6&63]+R[n&63]}return i}function Ce(e){let i=new TextEncoder().encode(e),t=new Set;for(let n=0;n<
3;n++){let r=new Uint8Array(n+i.length+2);r.set(i,n);let s=xe(r),a=Math.ceil(8*n/6),o=Math.floor(8*(n+i.length)/6),c=s.slice(
a,o);c.length<h.minSecretLength||(t.add(c),t.add(c.replaceAll("+","-").replaceAll("/","_")))}return[...t]}var q=60;function L(e,i,t){
if(i.joined.length===0)return;let n=e.text,r=o=>{if(e.afterBreak[o]!==1)return!0;let c=o-1;for(;c>0&&o-c<q&&e.afterBreak[c]!==
1;)c--;return o-c>=q},s=(o,c)=>{let d=o,l=c;for(d>0&&Y(n.charCodeAt(d-1))&&r(d)&&d--,Y(n.charCodeAt(l))&&r(l)&&l++;n.charCodeAt(
l)===61;)l++;return[d,l]};for(let o of i.joined)v(n,o.text,(c,d)=>{let[l,u]=o.base64?s(c,d):[c,d];t.push({start:l,end:u,
kind:o.kind})});let a=Ee(n);if(a)for(let o of i.decoded)v(a.text,o.text,(c,d)=>{let l=a.from[c],u=a.to[d-1],[f,ce]=o.base64?
s(l,u):[l,u];t.push({start:f,end:ce,kind:o.kind})})}function v(e,i,t){let n=-1,r=-1;for(let s=e.indexOf(i);s>=0;s=e.indexOf(
i,s+1)){if(s<r){r=s+i.length;continue}n>=0&&t(n,r),n=s,r=s+i.length}n>=0&&t(n,r)}function Ee(e){if(!e.includes("%"))return null;
let i=e.length,t=new Uint32Array(i),n=new Uint32Array(i),r="",s=0,a=0,o=(c,d,l)=>{r+=c;for(let u=0;u<c.length;u++)t[s]=d,
n[s]=l,s++};for(;a<i;){let c=e.charCodeAt(a)===37?oe(e,a+1):-1;if(c<0){let l=e.indexOf("%",a+1);l<0&&(l=i),r+=e.slice(a,
l);for(let u=a;u<l;u++)t[s]=u,n[s]=u+1,s++;a=l;continue}let d=Se(e,a,c);d?(o(d.chars,a,d.end),a=d.end):(o("%",a,a+1),a++)}
return{text:r,from:t.subarray(0,s),to:n.subarray(0,s)}}function X(e){return T(e)?e-48:e>=65&&e<=70?e-55:e>=97&&e<=102?e-
87:-1}function oe(e,i){let t=X(e.charCodeAt(i)),n=X(e.charCodeAt(i+1));return t<0||n<0?-1:t*16+n}function Se(e,i,t){if(t<
128)return{chars:String.fromCharCode(t),end:i+3};let n=t>=194&&t<=223?1:t>=224&&t<=239?2:t>=240&&t<=244?3:0;if(n===0)return null;
let r=t&63>>n,s=i+3;for(let o=0;o<n;o++){let c=e.charCodeAt(s)===37?oe(e,s+1):-1;if(c<128||c>191)return null;r=r<<6|c&63,
s+=3}return r<(n===1?128:n===2?2048:65536)||r>1114111||r>=55296&&r<=57343?null:{chars:String.fromCodePoint(r),end:s}}var P="\
-----BEGIN ",j="-----END ",Z="-----";function z(e,i){let t=E(e,i,r=>ie(r)||r===32,64);if(!e.startsWith(Z,t))return-1;let n=e.
slice(i,t);return n.endsWith("PRIVATE KEY")||n.endsWith("PRIVATE KEY BLOCK")?t+Z.length:-1}var Q=/-----BEGIN [A-Z0-9 ]{0,64}PRIVATE KEY(?: BLOCK)?-----/,
ae=/-----(BEGIN|END) [A-Z0-9 ]{0,64}PRIVATE KEY(?: BLOCK)?-----/,Ne=new RegExp(ae.source,"g");function Ge(e,i,t=0){let n=(r,s)=>{
let a=i;for(let o of r.matchAll(Ne))o.index+o[0].length>s&&(a=o[1]==="BEGIN");return a};return n(e,t)?!0:e.includes("\x1B")?
n(C(e),C(e.slice(0,t)).length):!1}function He(e){return ae.test(e)}function Ye(e){return Q.test(e)||Q.test(C(e))}function Re(e,i){
let t=e.text;if(!t.includes(P))return;let n=[];for(let a=t.indexOf(j);a>=0;a=t.indexOf(j,a+1)){let o=z(t,a+j.length);o>0&&
n.push({start:a,end:o})}let r=0,s=0;for(;;){let a=t.indexOf(P,s);if(a<0)return;let o=z(t,a+P.length);if(o<0){s=a+1;continue}
for(;r<n.length&&n[r].start<o;)r++;let c;if(r<n.length)c=n[r].end,r++;else{for(c=N(e,o,ge,0);t.charCodeAt(c)===61;)c++;if(c===
o){s=o;continue}}i.push({start:a,end:c,kind:"private-key"}),s=c}}var Ie=255;function Te(e,i){let t=e.text;if(!t.includes(
"gh")&&!t.includes("github_pat_"))return;let n=-1;for(let r of["ghp_","gho_","ghu_","ghr_","ghs_"])x(e,r,p,s=>{let a=s+r.
length;if(r==="ghs_"&&s>=n){let c=Be(e,a);if(c.end>0)return{end:c.end,kind:"github-token"};n=c.scanned}let o=S(e,a,p,36);
return o>0?{end:o,kind:"github-token"}:null},i);x(e,"github_pat_",p,r=>{let s=r+11,a=S(e,s,o=>p(o)||o===95,82,{cap:Ie-11});
return a>0?{end:a,kind:"github-token"}:null},i)}function Be(e,i){let t=e.text,n=E(t,i,g),r={end:-1,scanned:n};if(n===i||
t.charCodeAt(n)!==46)return r;let s=E(t,n+1,g);if(s===n+1||t.charCodeAt(s)!==46)return r;let a=N(e,s+1,g,1);return a===s+
1||a-i<36?r:{end:a,scanned:n}}function Ke(e,i){let t=e.text;x(e,"sk-",p,n=>{let r=n+3;if(t.startsWith("ant-",r)){let a=N(
e,r+4,g,80);return a-(r+4)>=80?{end:a,kind:"anthropic-key"}:null}for(let a of["proj-","svcacct-","admin-","None-"]){if(!t.
startsWith(a,r))continue;let o=N(e,r+a.length,g,40);return o-(r+a.length)>=40?{end:o,kind:"openai-key"}:null}let s=S(e,r,
p,48,{min:32});return s>0?{end:s,kind:"openai-key"}:null},i)}function Oe(e,i){x(e,"AIza",g,t=>{let n=S(e,t+4,g,35,{sameLine:"\
exact",cap:36});return n>0?{end:n,kind:"google-api-key"}:null},i)}function _e(e,i){for(let t of["AKIA","ASIA"])x(e,t,p,n=>{
let r=S(e,n+4,ie,16,{sameLine:"exact",cap:17});return r>0?{end:r,kind:"aws-key"}:null},i)}function Pe(e,i){let t=e.text,
n=-1;x(e,"eyJ",g,r=>{if(r<n)return null;let s=E(t,r,g);if(n=s,s-r<10||t.charCodeAt(s)!==46||!t.startsWith("ey",s+1))return null;
let a=E(t,s+1,g);return a-(s+1)<10||t.charCodeAt(a)!==46?null:{end:N(e,a+1,g,0),kind:"jwt"}},i)}function je(e,i){let t=e.
text;for(let n=t.indexOf("://");n>=0;n=t.indexOf("://",n+3)){if(n===0||!he(t.charCodeAt(n-1)))continue;let r=n+3,s=-1,a=-1,
o=r;for(;o<t.length;o++){let c=t.charCodeAt(o);if(me(c))break;c===58&&s<0?s=o:c===64&&(a=o)}s<0||a<0||s>a||s+1===a||t.startsWith(
h.markerPrefix,s+1)&&t.indexOf(h.markerSuffix,s+1)===a-1||i.push({start:s+1,end:a,kind:"url-password",from:n-1})}}export{ee as a,k as b,H as c,$e as d,we as e,De as f,F as g,We as h,Ge as i,He as j,Ye as k};

import{n as x,u as z,w as E}from"./chunk-W3W44F6T.js";import{Ma as Z,T as p,U as P,b as y,c as X,x as k}from"./chunk-DFBKRPZ5.js";var le={"secret-value":"known secret value","secret-value-url-encoded":"known secret value, URL-encoded","secret-value-b\
ase64":"known secret value, base64-encoded","private-key":"private key","github-token":"GitHub token","anthropic-key":"A\
nthropic API key","openai-key":"OpenAI API key","google-api-key":"Google API key","aws-key":"AWS access key id",jwt:"JSO\
N Web Token","url-password":"password in a URL"},T=new Map(Object.keys(le).map((e,r)=>[e,r]));function C(e,r){if(e.length===
0)return{text:e,redactions:[]};let t=K(r),n=new Map,i=ee(e,t,n);for(let s=0;s<=Q&&i!==e&&i.includes("\x1B");s++){let a=ee(
s<Q?i:E(i),t,n);if(a===i)break;i=a}return i===e?{text:e,redactions:[]}:{text:i,redactions:[...n].map(([s,a])=>({kind:s,count:a}))}}
var Q=3;function ee(e,r,t){let n=ue(e,r);if(n.length===0)return e;let i="",s=0;for(let a of ke(n))i+=e.slice(s,a.start)+
P(a.kind),s=a.end,t.set(a.kind,(t.get(a.kind)??0)+1);return i+e.slice(s)}function ue(e,r){let t=ne(A(e,!1),r);if(e.includes(
"\x1B"))for(let n of ne(A(e,!0),r))t.push(n);return t}function ne(e,r){let t=[];D(e,r,t),Ue(e,t),De(e,t),Ge(e,t),He(e,t),
Ye(e,t),Ve(e,t),qe(e,t);for(let n of t){let i=e.origin[n.end-1]+1;n.start=e.origin[n.start],n.end=i,n.from!==void 0&&(n.
from=e.origin[n.from])}return t}function te(e,r){if(typeof e=="string")return C(e,r).text;if(Array.isArray(e))return e.map(
t=>te(t,r));if(e!==null&&typeof e=="object"){let t={};for(let[n,i]of Object.entries(e))t[n]=te(i,r);return t}return e}function en(e,r){
if(r.length===0||e.length===0)return!1;let t=[],n=K(r);return D(A(e,!1),n,t),e.includes("\x1B")&&D(A(e,!0),n,t),t.length>
0}function nn(e,r){if(e.length===0)return[];let t=ue(e,K(r)).map(n=>({...n,start:Math.min(n.start,n.from??n.start)}));return ke(
t).map(({start:n,end:i})=>({start:n,end:i}))}function tn(e,r,t,n=C(e,t).text){let i=C(e.slice(0,r),t).text;return n.startsWith(
i)&&n.slice(i.length)===C(e.slice(r),t).text}var xe=["ghp_","gho_","ghu_","ghr_","ghs_","github_pat_","sk-","AIza","AKIA",
"ASIA","eyJ"];function rn(e,r){return fe(e,r,!0)>=0}function sn(e,r){return fe(e,r,!1)}function fe(e,r,t){let n=e.replace(
/(?:\r\n|\r|\n)$/,"");if(n==="")return-1;let i=Math.max(n.lastIndexOf(`
`),n.lastIndexOf("\r"))+1,s=n.slice(i),a=-1,o=u=>{u>=0&&(a===-1||u<a)&&(a=u)};we(n,!1)&&o(Math.max(0,n.lastIndexOf("----\
-BEGIN")));let c=/-[A-Z0-9 ]*$/.exec(s);(c!==null||/-[A-Z0-9 ]*$/.test(E(s)))&&o(i+(c?.index??0));let d=K(r),l=[A(n,!1)];
n.includes("\x1B")&&l.push(A(n,!0));for(let u of l){let f=h=>u.origin[h]??i,g=u.text,G=Ee(u);G>=0&&o(f(G));let H=Se(g);if(H>=
0&&o(f(H)),d.joined.length===0)continue;let Y=re(g,d.joined);Y>=0&&o(f(Y));let V=Ae(g);if(/%[0-9A-Fa-f]{0,2}$/.test(g)||
V!==null&&re(V.text,d.decoded)>=0){let h=g.length;for(;h>0&&ge(g.charCodeAt(h-1));)h--;o(h<g.length?f(h):i)}if(!t)continue;
let q=d.joined.filter(h=>h.base64);if(q.length===0)continue;let v=g.replace(/=+$/,"");(s.length>=J&&_(g.charCodeAt(g.length-
1))||q.some(({text:h})=>v.endsWith(h)||v.slice(0,-1).endsWith(h)))&&o(i)}return a}function re(e,r){let t=e.charCodeAt(e.
length-1),n=-1;for(let{text:i}of r)for(let s=Math.min(i.length-1,e.length);s>=1;s--)if(i.charCodeAt(s-1)===t&&e.endsWith(
i.slice(0,s))){(n===-1||e.length-s<n)&&(n=e.length-s);break}return n}function Ee(e){let r=e.text,t=r.length;for(;t>0&&ge(
r.charCodeAt(t-1));)t--;for(let n=t;n<r.length;n++){if(n!==t&&e.afterBreak[n]===0&&b(r.charCodeAt(n-1)))continue;let i=r.
length-n;for(let s of xe)if(i>=s.length?r.startsWith(s,n):s.startsWith(r.slice(n)))return n}return-1}var ge=e=>_(e)||e===
46||e===61;function Se(e){let r=e.lastIndexOf("://");if(r<=0||!U(e.charCodeAt(r-1)))return-1;for(let n=r+3;n<e.length;n++)
if(be(e.charCodeAt(n)))return-1;let t=r;for(;t>0&&U(e.charCodeAt(t-1));)t--;return t}function w(e){return`redacted ${e.map(
({kind:t,count:n})=>`${n} \xD7 ${le[t]??t} as ${P(t)}`).join(", ")}`}function on(e,r){let t=[],n=(o,c)=>t.push({code:p.problemCode,
severity:"warning",path:o,message:c}),i=(o,c,d)=>{let l=C(o,r);if(l.redactions.length===0)return o;let u=he(l.text,d),f=u===
l.text?"":`; the text was then cut to its limit of ${d} UTF-8 bytes`;return n(c,`${w(l.redactions)}${f}`),u},s=(o,c)=>o?.
map((d,l)=>i(d,x([...c,l]),k.shortTextBytes)),a={...e};if(a.summary=i(e.summary,"$.summary",k.summaryBytes),e.detail!==void 0&&
(a.detail=i(e.detail,"$.detail",k.detailBytes)),e.data!==void 0&&(a.data=Ne(e.data,r,i,n)),e.next!==void 0){let o=C(e.next.
stage,r);o.redactions.length>0?(delete a.next,n("$.next.stage",`${w(o.redactions)}; a stage id cannot hold the marker, s\
o the route (next) was removed`)):a.next={...e.next,...e.next.reason===void 0?{}:{reason:i(e.next.reason,"$.next.reason",
k.shortTextBytes)}}}if(e.expectations!==void 0){let o=e.expectations;a.expectations={...o,...o.deliverables&&{deliverables:s(
o.deliverables,["expectations","deliverables"])},...o.acceptance&&{acceptance:s(o.acceptance,["expectations","acceptance"])},
...o.constraints&&{constraints:s(o.constraints,["expectations","constraints"])}}}if(e.failure!==void 0){let o=e.failure;
a.failure={...o,reason:i(o.reason,"$.failure.reason",k.shortTextBytes),...o.blockers&&{blockers:s(o.blockers,["failure",
"blockers"])},...o.questions&&{questions:s(o.questions,["failure","questions"])}}}return e.artifacts!==void 0&&(a.artifacts=
e.artifacts.map((o,c)=>({...o,path:i(o.path,x(["artifacts",c,"path"]),1024),...o.description===void 0?{}:{description:i(
o.description,x(["artifacts",c,"description"]),k.shortTextBytes)}}))),{handoff:Z.parse(a),problems:t}}function Ne(e,r,t,n){
let i=new Set(Object.keys(e)),s=[];for(let[o,c]of Object.entries(e)){let d=o,l=C(o,r);if(l.redactions.length>0){let f=1;
for(;i.has(`redacted_${f}`);)f++;d=`redacted_${f}`,i.add(d),n("$.data",`a key held a secret: ${w(l.redactions)}; the key\
 was renamed ${d}`)}let u=t(c,x(["data",d]),k.dataBytes);s.push([d,u,u!==c])}let a=s.reduce((o,[c,d])=>o+y(c)+y(d),0)-k.
dataBytes;for(let o=s.length-1;o>=0&&a>0;o--){let c=s[o];if(!c[2])continue;let d=y(c[1]),l=he(c[1],Math.max(0,d-a));a-=d-
y(l),c[1]=l,n(x(["data",c[0]]),`cut to ${y(l)} UTF-8 bytes so data stays within ${k.dataBytes} bytes after redaction`)}return Object.
fromEntries(s.map(([o,c])=>[o,c]))}function he(e,r){if(y(e)<=r)return e;let t=X(e,r).length,n=e.lastIndexOf(p.markerPrefix,
t-1);if(n>=0){let i=e.indexOf(p.markerSuffix,n);(i<0||i>=t)&&(t=n)}return e.slice(0,t)}var j=10,F=13,Ie=27,Re=2;function A(e,r){
let t=e.length,n=new Uint32Array(t),i=new Uint8Array(t),s=[],a=0,o=0,c=0,d=0;for(;d<t;){let l=e.charCodeAt(d);if(l===Ie&&
r){let u=z(e,d);if(u>0){s.push(e.slice(a,d)),a=u,c===0&&(c=Re),d=u;continue}}if(l===j||l===F){let u=d+(l===F&&e.charCodeAt(
d+1)===j?2:1);for(;u<t&&Oe(e.charCodeAt(u));)u++;let f=e.charCodeAt(u);if(f!==j&&f!==F){s.push(e.slice(a,d)),a=u,c=1,d=u;
continue}}n[o]=d,i[o]=c,c=0,o++,d++}return s.push(e.slice(a)),{text:s.join(""),origin:n.subarray(0,o),afterBreak:i.subarray(
0,o)}}var Oe=e=>e===32||e===9,B=e=>e>=48&&e<=57,W=e=>e>=65&&e<=90,me=e=>e>=97&&e<=122,b=e=>B(e)||W(e)||me(e),pe=e=>B(e)||
W(e),m=e=>b(e)||e===45||e===95,_=e=>m(e)||e===43||e===47,Te=e=>b(e)||e===43||e===47,U=e=>b(e)||e===43||e===45||e===46,be=e=>e<=
32||e===47||e===63||e===35||e===34||e===39||e===60||e===62||e===96||e===92;function N(e,r,t,n=Number.POSITIVE_INFINITY){
let i=Math.min(e.length,r+n),s=r;for(;s<i&&t(e.charCodeAt(s));)s++;return s}function _e(e,r,t){return r===0||e.afterBreak[r]!==
0||!t(e.text.charCodeAt(r-1))}function ke(e){e.sort((t,n)=>t.start-n.start||n.end-t.end);let r=[];for(let t of e){let n=r[r.
length-1];n&&t.start<n.end?(n.end=Math.max(n.end,t.end),T.get(t.kind)<T.get(n.kind)&&(n.kind=t.kind)):r.push({...t})}return r}
function S(e,r,t,n,i){let s=e.text,a=0;for(;;){let o=s.indexOf(r,a);if(o<0)return;let c=_e(e,o,t)?n(o):null;c?(i.push({start:o,
end:c.end,kind:c.kind}),a=c.end):a=o+1}}function I(e,r,t,n,i={}){let{sameLine:s="at-least",min:a=n,cap:o=Number.POSITIVE_INFINITY}=i,
c=e.text,d=Math.min(c.length,r+o),l=r,u=-1;for(;l<d&&t(c.charCodeAt(l));)u<0&&e.afterBreak[l]===1&&(u=l),l++;let f=(u<0?
l:u)-r;return f>=n?s==="exact"&&f>n?-1:r+f:l-r>=n?r+n:f>=a?r+f:-1}function R(e,r,t,n){let i=e.text,s=ie(e,r,t);for(;s<i.
length&&e.afterBreak[s]===1&&t(i.charCodeAt(s));){let a=ie(e,s,t);if(s-r>=n&&!Be(i,s,a))break;s=a}return s}function ie(e,r,t){
let n=e.text,i=r;for(i<n.length&&t(n.charCodeAt(i))&&i++;i<n.length&&e.afterBreak[i]!==1&&t(n.charCodeAt(i));)i++;return i}
function Be(e,r,t){let n=!1,i=!1,s=!1;for(let o=r;o<t;o++){let c=e.charCodeAt(o);B(c)?n=!0:W(c)?i=!0:me(c)&&(s=!0)}let a=t-
r;return a>=8&&n&&(i||s)||a>=24&&i&&s}var L;function K(e){let r=e.join("\0");return L?.key!==r&&(L={key:r,needles:Pe(e)}),
L.needles}var Ke=16;function Pe(e){let r=new Map,t=new Map,n=(i,s,a,o)=>{let c=i.get(s);(!c||T.get(a)<T.get(c.kind))&&i.
set(s,{text:s,kind:a,base64:o})};for(let i of e){if(typeof i!="string")continue;let s=i.trim();if(s.length<p.minSecretLength)
continue;let a=new Set([A(s,!1).text,A(s,!0).text]),o=s.split(/\r\n|\n|\r/).map(d=>d.trim());if(o.length>1)for(let d of o)
d.length>=p.minSecretLength&&a.add(d);if(o.length===1)for(let d of[...s.matchAll(/ /g)].slice(0,Ke))n(r,s.slice(0,d.index)+
s.slice(d.index+1),"secret-value",!1);for(let d of a)if(!(d.length<p.minSecretLength)){n(r,d,"secret-value",!1);for(let l of je(
d))n(r,l,"secret-value",!1);n(t,d,"secret-value-url-encoded",!1),d.includes(" ")&&(n(r,d.replaceAll(" ","+"),"secret-val\
ue-url-encoded",!1),n(t,d.replaceAll(" ","+"),"secret-value-url-encoded",!1))}let c=new Set([s,...o.length>1?o:[]]);for(let d of c)
if(!(d.length<p.minSecretLength))for(let l of Le(d))n(r,l,"secret-value-base64",!0),n(t,l,"secret-value-base64",!0)}return{
joined:[...r.values()],decoded:[...t.values()]}}function je(e){let r=JSON.stringify(e).slice(1,-1),t=r.replace(/[\u0080-\uffff]/g,
n=>`\\u${n.charCodeAt(0).toString(16).padStart(4,"0")}`);return[...new Set([r,t])].filter(n=>n!==e)}var O="ABCDEFGHIJKLM\
NOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";function Fe(e){let r="";for(let t=0;t<e.length;t+=3){let n=e[t]<<16|
(e[t+1]??0)<<8|(e[t+2]??0);r+=O[n>>18&63]+O[n>>12&63],r+=O[n>>6&63]+O[n&63]}return r}function Le(e){let r=new TextEncoder().
encode(e),t=new Set;for(let n=0;n<3;n++){let i=new Uint8Array(n+r.length+2);i.set(r,n);let s=Fe(i),a=Math.ceil(8*n/6),o=Math.
floor(8*(n+r.length)/6),c=s.slice(a,o);c.length<p.minSecretLength||(t.add(c),t.add(c.replaceAll("+","-").replaceAll("/",
"_")))}return[...t]}var J=60;function D(e,r,t){if(r.joined.length===0)return;let n=e.text,i=o=>{if(e.afterBreak[o]!==1)return!0;
let c=o-1;for(;c>0&&o-c<J&&e.afterBreak[c]!==1;)c--;return o-c>=J},s=(o,c)=>{let d=o,l=c;for(d>0&&_(n.charCodeAt(d-1))&&
i(d)&&d--,_(n.charCodeAt(l))&&i(l)&&l++;n.charCodeAt(l)===61;)l++;return[d,l]};for(let o of r.joined)se(n,o.text,(c,d)=>{
let[l,u]=o.base64?s(c,d):[c,d];t.push({start:l,end:u,kind:o.kind})});let a=Ae(n);if(a)for(let o of r.decoded)se(a.text,o.
text,(c,d)=>{let l=a.from[c],u=a.to[d-1],[f,g]=o.base64?s(l,u):[l,u];t.push({start:f,end:g,kind:o.kind})})}function se(e,r,t){
let n=-1,i=-1;for(let s=e.indexOf(r);s>=0;s=e.indexOf(r,s+1)){if(s<i){i=s+r.length;continue}n>=0&&t(n,i),n=s,i=s+r.length}
n>=0&&t(n,i)}function Ae(e){if(!e.includes("%"))return null;let r=e.length,t=new Uint32Array(r),n=new Uint32Array(r),i="",
s=0,a=0,o=(c,d,l)=>{i+=c;for(let u=0;u<c.length;u++)t[s]=d,n[s]=l,s++};for(;a<r;){let c=e.charCodeAt(a)===37?ye(e,a+1):-1;
if(c<0){let l=e.indexOf("%",a+1);l<0&&(l=r),i+=e.slice(a,l);for(let u=a;u<l;u++)t[s]=u,n[s]=u+1,s++;a=l;continue}let d=Me(
e,a,c);d?(o(d.chars,a,d.end),a=d.end):(o("%",a,a+1),a++)}return{text:i,from:t.subarray(0,s),to:n.subarray(0,s)}}function oe(e){
return B(e)?e-48:e>=65&&e<=70?e-55:e>=97&&e<=102?e-87:-1}function ye(e,r){let t=oe(e.charCodeAt(r)),n=oe(e.charCodeAt(r+
1));return t<0||n<0?-1:t*16+n}function Me(e,r,t){if(t<128)return{chars:String.fromCharCode(t),end:r+3};let n=t>=194&&t<=
223?1:t>=224&&t<=239?2:t>=240&&t<=244?3:0;if(n===0)return null;let i=t&63>>n,s=r+3;for(let o=0;o<n;o++){let c=e.charCodeAt(
s)===37?ye(e,s+1):-1;if(c<128||c>191)return null;i=i<<6|c&63,s+=3}return i<(n===1?128:n===2?2048:65536)||i>1114111||i>=55296&&
i<=57343?null:{chars:String.fromCodePoint(i),end:s}}var M="-----BEGIN ",$="-----END ",ae="-----";function ce(e,r){let t=N(
e,r,i=>pe(i)||i===32,64);if(!e.startsWith(ae,t))return-1;let n=e.slice(r,t);return n.endsWith("PRIVATE KEY")||n.endsWith(
"PRIVATE KEY BLOCK")?t+ae.length:-1}var de=/-----BEGIN [A-Z0-9 ]{0,64}PRIVATE KEY(?: BLOCK)?-----/,Ce=/-----(BEGIN|END) [A-Z0-9 ]{0,64}PRIVATE KEY(?: BLOCK)?-----/,
$e=new RegExp(Ce.source,"g");function we(e,r,t=0){let n=(i,s)=>{let a=r;for(let o of i.matchAll($e))o.index+o[0].length>
s&&(a=o[1]==="BEGIN");return a};return n(e,t)?!0:e.includes("\x1B")?n(E(e),E(e.slice(0,t)).length):!1}function an(e){return Ce.
test(e)}function cn(e){return de.test(e)||de.test(E(e))}function Ue(e,r){let t=e.text;if(!t.includes(M))return;let n=[];
for(let a=t.indexOf($);a>=0;a=t.indexOf($,a+1)){let o=ce(t,a+$.length);o>0&&n.push({start:a,end:o})}let i=0,s=0;for(;;){
let a=t.indexOf(M,s);if(a<0)return;let o=ce(t,a+M.length);if(o<0){s=a+1;continue}for(;i<n.length&&n[i].start<o;)i++;let c;
if(i<n.length)c=n[i].end,i++;else{for(c=R(e,o,Te,0);t.charCodeAt(c)===61;)c++;if(c===o){s=o;continue}}r.push({start:a,end:c,
kind:"private-key"}),s=c}}var Je=255;function De(e,r){let t=e.text;if(!t.includes("gh")&&!t.includes("github_pat_"))return;
let n=-1;for(let i of["ghp_","gho_","ghu_","ghr_","ghs_"])S(e,i,b,s=>{let a=s+i.length;if(i==="ghs_"&&s>=n){let c=We(e,a);
if(c.end>0)return{end:c.end,kind:"github-token"};n=c.scanned}let o=I(e,a,b,36);return o>0?{end:o,kind:"github-token"}:null},
r);S(e,"github_pat_",b,i=>{let s=i+11,a=I(e,s,o=>b(o)||o===95,82,{cap:Je-11});return a>0?{end:a,kind:"github-token"}:null},
r)}function We(e,r){let t=e.text,n=N(t,r,m),i={end:-1,scanned:n};if(n===r||t.charCodeAt(n)!==46)return i;let s=N(t,n+1,m);
if(s===n+1||t.charCodeAt(s)!==46)return i;let a=R(e,s+1,m,1);return a===s+1||a-r<36?i:{end:a,scanned:n}}function Ge(e,r){
let t=e.text;S(e,"sk-",b,n=>{let i=n+3;if(t.startsWith("ant-",i)){let a=R(e,i+4,m,80);return a-(i+4)>=80?{end:a,kind:"an\
thropic-key"}:null}for(let a of["proj-","svcacct-","admin-","None-"]){if(!t.startsWith(a,i))continue;let o=R(e,i+a.length,
m,40);return o-(i+a.length)>=40?{end:o,kind:"openai-key"}:null}let s=I(e,i,b,48,{min:32});return s>0?{end:s,kind:"openai\
-key"}:null},r)}function He(e,r){S(e,"AIza",m,t=>{let n=I(e,t+4,m,35,{sameLine:"exact",cap:36});return n>0?{end:n,kind:"\
google-api-key"}:null},r)}function Ye(e,r){for(let t of["AKIA","ASIA"])S(e,t,b,n=>{let i=I(e,n+4,pe,16,{sameLine:"exact",
cap:17});return i>0?{end:i,kind:"aws-key"}:null},r)}function Ve(e,r){let t=e.text,n=-1;S(e,"eyJ",m,i=>{if(i<n)return null;
let s=N(t,i,m);if(n=s,s-i<10||t.charCodeAt(s)!==46||!t.startsWith("ey",s+1))return null;let a=N(t,s+1,m);return a-(s+1)<
10||t.charCodeAt(a)!==46?null:{end:R(e,a+1,m,0),kind:"jwt"}},r)}function qe(e,r){let t=e.text;for(let n=t.indexOf("://");n>=
0;n=t.indexOf("://",n+3)){if(n===0||!U(t.charCodeAt(n-1)))continue;let i=n+3,s=-1,a=-1,o=i;for(;o<t.length;o++){let c=t.
charCodeAt(o);if(be(c))break;c===58&&s<0?s=o:c===64&&(a=o)}s<0||a<0||s>a||s+1===a||t.startsWith(p.markerPrefix,s+1)&&t.indexOf(
p.markerSuffix,s+1)===a-1||r.push({start:s+1,end:a,kind:"url-password",from:n-1})}}export{le as a,C as b,te as c,en as d,nn as e,tn as f,rn as g,sn as h,w as i,on as j,we as k,an as l,cn as m};

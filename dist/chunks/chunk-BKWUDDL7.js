import{n as C,u as Z,w as y}from"./chunk-VQUK3X66.js";import{Ma as q,T as h,U as j,b as A,c as v,x as p}from"./chunk-DFBKRPZ5.js";var de={"secret-value":"known secret value","secret-value-url-encoded":"known secret value, URL-encoded","secret-value-b\
ase64":"known secret value, base64-encoded","private-key":"private key","github-token":"GitHub token","anthropic-key":"A\
nthropic API key","openai-key":"OpenAI API key","google-api-key":"Google API key","aws-key":"AWS access key id",jwt:"JSO\
N Web Token","url-password":"password in a URL"},_=new Map(Object.keys(de).map((e,s)=>[e,s]));function x(e,s){if(e.length===
0)return{text:e,redactions:[]};let t=O(s),n=new Map,r=z(e,t,n);for(let i=0;i<=X&&r!==e&&r.includes("\x1B");i++){let o=z(
i<X?r:y(r),t,n);if(o===r)break;r=o}return r===e?{text:e,redactions:[]}:{text:r,redactions:[...n].map(([i,o])=>({kind:i,count:o}))}}
var X=3;function z(e,s,t){let n=le(e,s);if(n.length===0)return e;let r="",i=0;for(let o of ke(n))r+=e.slice(i,o.start)+j(
o.kind),i=o.end,t.set(o.kind,(t.get(o.kind)??0)+1);return r+e.slice(i)}function le(e,s){let t=Q(b(e,!1),s);if(e.includes(
"\x1B"))for(let n of Q(b(e,!0),s))t.push(n);return t}function Q(e,s){let t=[];W(e,s,t),we(e,t),Ue(e,t),De(e,t),Ge(e,t),He(
e,t),Ye(e,t),Ve(e,t);for(let n of t){let r=e.origin[n.end-1]+1;n.start=e.origin[n.start],n.end=r,n.from!==void 0&&(n.from=
e.origin[n.from])}return t}function ee(e,s){if(typeof e=="string")return x(e,s).text;if(Array.isArray(e))return e.map(t=>ee(
t,s));if(e!==null&&typeof e=="object"){let t={};for(let[n,r]of Object.entries(e))t[n]=ee(r,s);return t}return e}function Qe(e,s){
if(s.length===0||e.length===0)return!1;let t=[],n=O(s);return W(b(e,!1),n,t),e.includes("\x1B")&&W(b(e,!0),n,t),t.length>
0}function en(e,s){if(e.length===0)return[];let t=le(e,O(s)).map(n=>({...n,start:Math.min(n.start,n.from??n.start)}));return ke(
t).map(({start:n,end:r})=>({start:n,end:r}))}function nn(e,s,t,n=x(e,t).text){let r=x(e.slice(0,s),t).text;return n.startsWith(
r)&&n.slice(r.length)===x(e.slice(s),t).text}var Ce=["ghp_","gho_","ghu_","ghr_","ghs_","github_pat_","sk-","AIza","AKIA",
"ASIA","eyJ"];function tn(e,s){let t=e.replace(/(?:\r\n|\r|\n)$/,"");if(t==="")return!1;let n=t.slice(Math.max(t.lastIndexOf(
`
`),t.lastIndexOf("\r"))+1);if(xe(t,!1)||/-[A-Z0-9 ]*$/.test(y(n)))return!0;let r=O(s),i=[b(t,!1)];t.includes("\x1B")&&i.
push(b(t,!0));for(let o of i){if(Ee(o)||Se(o.text))return!0;if(r.joined.length===0)continue;if(te(o.text,r.joined)||/%[0-9A-Fa-f]{0,2}$/.
test(o.text))return!0;let a=G(o.text);if(a!==null&&te(a.text,r.decoded))return!0;let c=r.joined.filter(l=>l.base64);if(c.
length===0)continue;if(n.length>=U&&B(o.text.charCodeAt(o.text.length-1)))return!0;let d=o.text.replace(/=+$/,"");if(c.some(
({text:l})=>d.endsWith(l)||d.slice(0,-1).endsWith(l)))return!0}return!1}function rn(e,s){let t=e.replace(/(?:\r\n|\r|\n)$/,
"");if(t==="")return-1;let n=Math.max(t.lastIndexOf(`
`),t.lastIndexOf("\r"))+1,r=-1,i=l=>{l>=0&&(r===-1||l<r)&&(r=l)};xe(t,!1)&&i(Math.max(0,t.lastIndexOf("-----BEGIN")));let o=t.
slice(n),a=/-[A-Z0-9 ]*$/.exec(o);a!==null?i(n+a.index):/-[A-Z0-9 ]*$/.test(y(o))&&i(n);let c=O(s),d=[b(t,!1)];t.includes(
"\x1B")&&d.push(b(t,!0));for(let l of d){let u=k=>l.origin[k]??n,f=l.text,R=ue(l);R>=0&&i(u(R));let H=ge(f);if(H>=0&&i(u(
H)),c.joined.length===0)continue;let Y=ne(f,c.joined);Y>=0&&i(u(Y));let V=G(f);if(/%[0-9A-Fa-f]{0,2}$/.test(f)||V!==null&&
ne(V.text,c.decoded)>=0){let k=f.length;for(;k>0&&fe(f.charCodeAt(k-1));)k--;i(k<f.length?u(k):n)}}return r}function ne(e,s){
let t=e.charCodeAt(e.length-1),n=-1;for(let{text:r}of s)for(let i=Math.min(r.length-1,e.length);i>=1;i--)if(r.charCodeAt(
i-1)===t&&e.endsWith(r.slice(0,i))){(n===-1||e.length-i<n)&&(n=e.length-i);break}return n}function te(e,s){let t=e.charCodeAt(
e.length-1);for(let{text:n}of s)for(let r=Math.min(n.length-1,e.length);r>=1;r--)if(n.charCodeAt(r-1)===t&&e.endsWith(n.
slice(0,r)))return!0;return!1}function Ee(e){return ue(e)>=0}function ue(e){let s=e.text,t=s.length;for(;t>0&&fe(s.charCodeAt(
t-1));)t--;for(let n=t;n<s.length;n++){if(n!==t&&e.afterBreak[n]===0&&m(s.charCodeAt(n-1)))continue;let r=s.length-n;for(let i of Ce)
if(r>=i.length?s.startsWith(i,n):i.startsWith(s.slice(n)))return n}return-1}var fe=e=>B(e)||e===46||e===61;function Se(e){
return ge(e)>=0}function ge(e){let s=e.lastIndexOf("://");if(s<=0||!J(e.charCodeAt(s-1)))return-1;for(let n=s+3;n<e.length;n++)
if(be(e.charCodeAt(n)))return-1;let t=s;for(;t>0&&J(e.charCodeAt(t-1));)t--;return t}function w(e){return`redacted ${e.map(
({kind:t,count:n})=>`${n} \xD7 ${de[t]??t} as ${j(t)}`).join(", ")}`}function sn(e,s){let t=[],n=(a,c)=>t.push({code:h.problemCode,
severity:"warning",path:a,message:c}),r=(a,c,d)=>{let l=x(a,s);if(l.redactions.length===0)return a;let u=he(l.text,d),f=u===
l.text?"":`; the text was then cut to its limit of ${d} UTF-8 bytes`;return n(c,`${w(l.redactions)}${f}`),u},i=(a,c)=>a?.
map((d,l)=>r(d,C([...c,l]),p.shortTextBytes)),o={...e};if(o.summary=r(e.summary,"$.summary",p.summaryBytes),e.detail!==void 0&&
(o.detail=r(e.detail,"$.detail",p.detailBytes)),e.data!==void 0&&(o.data=Ne(e.data,s,r,n)),e.next!==void 0){let a=x(e.next.
stage,s);a.redactions.length>0?(delete o.next,n("$.next.stage",`${w(a.redactions)}; a stage id cannot hold the marker, s\
o the route (next) was removed`)):o.next={...e.next,...e.next.reason===void 0?{}:{reason:r(e.next.reason,"$.next.reason",
p.shortTextBytes)}}}if(e.expectations!==void 0){let a=e.expectations;o.expectations={...a,...a.deliverables&&{deliverables:i(
a.deliverables,["expectations","deliverables"])},...a.acceptance&&{acceptance:i(a.acceptance,["expectations","acceptance"])},
...a.constraints&&{constraints:i(a.constraints,["expectations","constraints"])}}}if(e.failure!==void 0){let a=e.failure;
o.failure={...a,reason:r(a.reason,"$.failure.reason",p.shortTextBytes),...a.blockers&&{blockers:i(a.blockers,["failure",
"blockers"])},...a.questions&&{questions:i(a.questions,["failure","questions"])}}}return e.artifacts!==void 0&&(o.artifacts=
e.artifacts.map((a,c)=>({...a,path:r(a.path,C(["artifacts",c,"path"]),1024),...a.description===void 0?{}:{description:r(
a.description,C(["artifacts",c,"description"]),p.shortTextBytes)}}))),{handoff:q.parse(o),problems:t}}function Ne(e,s,t,n){
let r=new Set(Object.keys(e)),i=[];for(let[a,c]of Object.entries(e)){let d=a,l=x(a,s);if(l.redactions.length>0){let f=1;
for(;r.has(`redacted_${f}`);)f++;d=`redacted_${f}`,r.add(d),n("$.data",`a key held a secret: ${w(l.redactions)}; the key\
 was renamed ${d}`)}let u=t(c,C(["data",d]),p.dataBytes);i.push([d,u,u!==c])}let o=i.reduce((a,[c,d])=>a+A(c)+A(d),0)-p.
dataBytes;for(let a=i.length-1;a>=0&&o>0;a--){let c=i[a];if(!c[2])continue;let d=A(c[1]),l=he(c[1],Math.max(0,d-o));o-=d-
A(l),c[1]=l,n(C(["data",c[0]]),`cut to ${A(l)} UTF-8 bytes so data stays within ${p.dataBytes} bytes after redaction`)}return Object.
fromEntries(i.map(([a,c])=>[a,c]))}function he(e,s){if(A(e)<=s)return e;let t=v(e,s).length,n=e.lastIndexOf(h.markerPrefix,
t-1);if(n>=0){let r=e.indexOf(h.markerSuffix,n);(r<0||r>=t)&&(t=n)}return e.slice(0,t)}var P=10,F=13,Ie=27,Oe=2;function b(e,s){
let t=e.length,n=new Uint32Array(t),r=new Uint8Array(t),i=[],o=0,a=0,c=0,d=0;for(;d<t;){let l=e.charCodeAt(d);if(l===Ie&&
s){let u=Z(e,d);if(u>0){i.push(e.slice(o,d)),o=u,c===0&&(c=Oe),d=u;continue}}if(l===P||l===F){let u=d+(l===F&&e.charCodeAt(
d+1)===P?2:1);for(;u<t&&Re(e.charCodeAt(u));)u++;let f=e.charCodeAt(u);if(f!==P&&f!==F){i.push(e.slice(o,d)),o=u,c=1,d=u;
continue}}n[a]=d,r[a]=c,c=0,a++,d++}return i.push(e.slice(o)),{text:i.join(""),origin:n.subarray(0,a),afterBreak:r.subarray(
0,a)}}var Re=e=>e===32||e===9,K=e=>e>=48&&e<=57,D=e=>e>=65&&e<=90,me=e=>e>=97&&e<=122,m=e=>K(e)||D(e)||me(e),pe=e=>K(e)||
D(e),g=e=>m(e)||e===45||e===95,B=e=>g(e)||e===43||e===47,Te=e=>m(e)||e===43||e===47,J=e=>m(e)||e===43||e===45||e===46,be=e=>e<=
32||e===47||e===63||e===35||e===34||e===39||e===60||e===62||e===96||e===92;function S(e,s,t,n=Number.POSITIVE_INFINITY){
let r=Math.min(e.length,s+n),i=s;for(;i<r&&t(e.charCodeAt(i));)i++;return i}function _e(e,s,t){return s===0||e.afterBreak[s]!==
0||!t(e.text.charCodeAt(s-1))}function ke(e){e.sort((t,n)=>t.start-n.start||n.end-t.end);let s=[];for(let t of e){let n=s[s.
length-1];n&&t.start<n.end?(n.end=Math.max(n.end,t.end),_.get(t.kind)<_.get(n.kind)&&(n.kind=t.kind)):s.push({...t})}return s}
function E(e,s,t,n,r){let i=e.text,o=0;for(;;){let a=i.indexOf(s,o);if(a<0)return;let c=_e(e,a,t)?n(a):null;c?(r.push({start:a,
end:c.end,kind:c.kind}),o=c.end):o=a+1}}function N(e,s,t,n,r={}){let{sameLine:i="at-least",min:o=n,cap:a=Number.POSITIVE_INFINITY}=r,
c=e.text,d=Math.min(c.length,s+a),l=s,u=-1;for(;l<d&&t(c.charCodeAt(l));)u<0&&e.afterBreak[l]===1&&(u=l),l++;let f=(u<0?
l:u)-s;return f>=n?i==="exact"&&f>n?-1:s+f:l-s>=n?s+n:f>=o?s+f:-1}function I(e,s,t,n){let r=e.text,i=re(e,s,t);for(;i<r.
length&&e.afterBreak[i]===1&&t(r.charCodeAt(i));){let o=re(e,i,t);if(i-s>=n&&!Be(r,i,o))break;i=o}return i}function re(e,s,t){
let n=e.text,r=s;for(r<n.length&&t(n.charCodeAt(r))&&r++;r<n.length&&e.afterBreak[r]!==1&&t(n.charCodeAt(r));)r++;return r}
function Be(e,s,t){let n=!1,r=!1,i=!1;for(let a=s;a<t;a++){let c=e.charCodeAt(a);K(c)?n=!0:D(c)?r=!0:me(c)&&(i=!0)}let o=t-
s;return o>=8&&n&&(r||i)||o>=24&&r&&i}var M;function O(e){let s=e.join("\0");return M?.key!==s&&(M={key:s,needles:je(e)}),
M.needles}var Ke=16;function je(e){let s=new Map,t=new Map,n=(r,i,o,a)=>{let c=r.get(i);(!c||_.get(o)<_.get(c.kind))&&r.
set(i,{text:i,kind:o,base64:a})};for(let r of e){if(typeof r!="string")continue;let i=r.trim();if(i.length<h.minSecretLength)
continue;let o=new Set([b(i,!1).text,b(i,!0).text]),a=i.split(/\r\n|\n|\r/).map(d=>d.trim());if(a.length>1)for(let d of a)
d.length>=h.minSecretLength&&o.add(d);if(a.length===1)for(let d of[...i.matchAll(/ /g)].slice(0,Ke))n(s,i.slice(0,d.index)+
i.slice(d.index+1),"secret-value",!1);for(let d of o)if(!(d.length<h.minSecretLength)){n(s,d,"secret-value",!1);for(let l of Pe(
d))n(s,l,"secret-value",!1);n(t,d,"secret-value-url-encoded",!1),d.includes(" ")&&(n(s,d.replaceAll(" ","+"),"secret-val\
ue-url-encoded",!1),n(t,d.replaceAll(" ","+"),"secret-value-url-encoded",!1))}let c=new Set([i,...a.length>1?a:[]]);for(let d of c)
if(!(d.length<h.minSecretLength))for(let l of Me(d))n(s,l,"secret-value-base64",!0),n(t,l,"secret-value-base64",!0)}return{
joined:[...s.values()],decoded:[...t.values()]}}function Pe(e){let s=JSON.stringify(e).slice(1,-1),t=s.replace(/[\u0080-\uffff]/g,
n=>`\\u${n.charCodeAt(0).toString(16).padStart(4,"0")}`);return[...new Set([s,t])].filter(n=>n!==e)}var T="ABCDEFGHIJKLM\
NOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";function Fe(e){let s="";for(let t=0;t<e.length;t+=3){let n=e[t]<<16|
(e[t+1]??0)<<8|(e[t+2]??0);s+=T[n>>18&63]+T[n>>12&63],s+=T[n>>6&63]+T[n&63]}return s}function Me(e){let s=new TextEncoder().
encode(e),t=new Set;for(let n=0;n<3;n++){let r=new Uint8Array(n+s.length+2);r.set(s,n);let i=Fe(r),o=Math.ceil(8*n/6),a=Math.
floor(8*(n+s.length)/6),c=i.slice(o,a);c.length<h.minSecretLength||(t.add(c),t.add(c.replaceAll("+","-").replaceAll("/",
"_")))}return[...t]}var U=60;function W(e,s,t){if(s.joined.length===0)return;let n=e.text,r=a=>{if(e.afterBreak[a]!==1)return!0;
let c=a-1;for(;c>0&&a-c<U&&e.afterBreak[c]!==1;)c--;return a-c>=U},i=(a,c)=>{let d=a,l=c;for(d>0&&B(n.charCodeAt(d-1))&&
r(d)&&d--,B(n.charCodeAt(l))&&r(l)&&l++;n.charCodeAt(l)===61;)l++;return[d,l]};for(let a of s.joined)se(n,a.text,(c,d)=>{
let[l,u]=a.base64?i(c,d):[c,d];t.push({start:l,end:u,kind:a.kind})});let o=G(n);if(o)for(let a of s.decoded)se(o.text,a.
text,(c,d)=>{let l=o.from[c],u=o.to[d-1],[f,R]=a.base64?i(l,u):[l,u];t.push({start:f,end:R,kind:a.kind})})}function se(e,s,t){
let n=-1,r=-1;for(let i=e.indexOf(s);i>=0;i=e.indexOf(s,i+1)){if(i<r){r=i+s.length;continue}n>=0&&t(n,r),n=i,r=i+s.length}
n>=0&&t(n,r)}function G(e){if(!e.includes("%"))return null;let s=e.length,t=new Uint32Array(s),n=new Uint32Array(s),r="",
i=0,o=0,a=(c,d,l)=>{r+=c;for(let u=0;u<c.length;u++)t[i]=d,n[i]=l,i++};for(;o<s;){let c=e.charCodeAt(o)===37?Ae(e,o+1):-1;
if(c<0){let l=e.indexOf("%",o+1);l<0&&(l=s),r+=e.slice(o,l);for(let u=o;u<l;u++)t[i]=u,n[i]=u+1,i++;o=l;continue}let d=Le(
e,o,c);d?(a(d.chars,o,d.end),o=d.end):(a("%",o,o+1),o++)}return{text:r,from:t.subarray(0,i),to:n.subarray(0,i)}}function ie(e){
return K(e)?e-48:e>=65&&e<=70?e-55:e>=97&&e<=102?e-87:-1}function Ae(e,s){let t=ie(e.charCodeAt(s)),n=ie(e.charCodeAt(s+
1));return t<0||n<0?-1:t*16+n}function Le(e,s,t){if(t<128)return{chars:String.fromCharCode(t),end:s+3};let n=t>=194&&t<=
223?1:t>=224&&t<=239?2:t>=240&&t<=244?3:0;if(n===0)return null;let r=t&63>>n,i=s+3;for(let a=0;a<n;a++){let c=e.charCodeAt(
i)===37?Ae(e,i+1):-1;if(c<128||c>191)return null;r=r<<6|c&63,i+=3}return r<(n===1?128:n===2?2048:65536)||r>1114111||r>=55296&&
r<=57343?null:{chars:String.fromCodePoint(r),end:i}}var L="-----BEGIN ",$="-----END ",oe="-----";function ae(e,s){let t=S(
e,s,r=>pe(r)||r===32,64);if(!e.startsWith(oe,t))return-1;let n=e.slice(s,t);return n.endsWith("PRIVATE KEY")||n.endsWith(
"PRIVATE KEY BLOCK")?t+oe.length:-1}var ce=/-----BEGIN [A-Z0-9 ]{0,64}PRIVATE KEY(?: BLOCK)?-----/,ye=/-----(BEGIN|END) [A-Z0-9 ]{0,64}PRIVATE KEY(?: BLOCK)?-----/,
$e=new RegExp(ye.source,"g");function xe(e,s,t=0){let n=(r,i)=>{let o=s;for(let a of r.matchAll($e))a.index+a[0].length>
i&&(o=a[1]==="BEGIN");return o};return n(e,t)?!0:e.includes("\x1B")?n(y(e),y(e.slice(0,t)).length):!1}function on(e){return ye.
test(e)}function an(e){return ce.test(e)||ce.test(y(e))}function we(e,s){let t=e.text;if(!t.includes(L))return;let n=[];
for(let o=t.indexOf($);o>=0;o=t.indexOf($,o+1)){let a=ae(t,o+$.length);a>0&&n.push({start:o,end:a})}let r=0,i=0;for(;;){
let o=t.indexOf(L,i);if(o<0)return;let a=ae(t,o+L.length);if(a<0){i=o+1;continue}for(;r<n.length&&n[r].start<a;)r++;let c;
if(r<n.length)c=n[r].end,r++;else{for(c=I(e,a,Te,0);t.charCodeAt(c)===61;)c++;if(c===a){i=a;continue}}s.push({start:o,end:c,
kind:"private-key"}),i=c}}var Je=255;function Ue(e,s){let t=e.text;if(!t.includes("gh")&&!t.includes("github_pat_"))return;
let n=-1;for(let r of["ghp_","gho_","ghu_","ghr_","ghs_"])E(e,r,m,i=>{let o=i+r.length;if(r==="ghs_"&&i>=n){let c=We(e,o);
if(c.end>0)return{end:c.end,kind:"github-token"};n=c.scanned}let a=N(e,o,m,36);return a>0?{end:a,kind:"github-token"}:null},
s);E(e,"github_pat_",m,r=>{let i=r+11,o=N(e,i,a=>m(a)||a===95,82,{cap:Je-11});return o>0?{end:o,kind:"github-token"}:null},
s)}function We(e,s){let t=e.text,n=S(t,s,g),r={end:-1,scanned:n};if(n===s||t.charCodeAt(n)!==46)return r;let i=S(t,n+1,g);
if(i===n+1||t.charCodeAt(i)!==46)return r;let o=I(e,i+1,g,1);return o===i+1||o-s<36?r:{end:o,scanned:n}}function De(e,s){
let t=e.text;E(e,"sk-",m,n=>{let r=n+3;if(t.startsWith("ant-",r)){let o=I(e,r+4,g,80);return o-(r+4)>=80?{end:o,kind:"an\
thropic-key"}:null}for(let o of["proj-","svcacct-","admin-","None-"]){if(!t.startsWith(o,r))continue;let a=I(e,r+o.length,
g,40);return a-(r+o.length)>=40?{end:a,kind:"openai-key"}:null}let i=N(e,r,m,48,{min:32});return i>0?{end:i,kind:"openai\
-key"}:null},s)}function Ge(e,s){E(e,"AIza",g,t=>{let n=N(e,t+4,g,35,{sameLine:"exact",cap:36});return n>0?{end:n,kind:"\
google-api-key"}:null},s)}function He(e,s){for(let t of["AKIA","ASIA"])E(e,t,m,n=>{let r=N(e,n+4,pe,16,{sameLine:"exact",
cap:17});return r>0?{end:r,kind:"aws-key"}:null},s)}function Ye(e,s){let t=e.text,n=-1;E(e,"eyJ",g,r=>{if(r<n)return null;
let i=S(t,r,g);if(n=i,i-r<10||t.charCodeAt(i)!==46||!t.startsWith("ey",i+1))return null;let o=S(t,i+1,g);return o-(i+1)<
10||t.charCodeAt(o)!==46?null:{end:I(e,o+1,g,0),kind:"jwt"}},s)}function Ve(e,s){let t=e.text;for(let n=t.indexOf("://");n>=
0;n=t.indexOf("://",n+3)){if(n===0||!J(t.charCodeAt(n-1)))continue;let r=n+3,i=-1,o=-1,a=r;for(;a<t.length;a++){let c=t.
charCodeAt(a);if(be(c))break;c===58&&i<0?i=a:c===64&&(o=a)}i<0||o<0||i>o||i+1===o||t.startsWith(h.markerPrefix,i+1)&&t.indexOf(
h.markerSuffix,i+1)===o-1||s.push({start:i+1,end:o,kind:"url-password",from:n-1})}}export{de as a,x as b,ee as c,Qe as d,en as e,nn as f,tn as g,rn as h,w as i,sn as j,xe as k,on as l,an as m};

import{d as te}from"./chunk-ZQQCC47Q.js";import{w as J,z as I}from"./chunk-P5WILCBV.js";import{h as ne,j as E}from"./chunk-NINDYNX2.js";
import{n as R}from"./chunk-YFTXPYAX.js";import{D as y,Ua as ee,Z as A,_ as U,b as x,c as Q}from"./chunk-RHKLK6JY.js";var be={"secret-value":"known secret value","secret-value-url-encoded":"known secret value, URL-encoded","secret-value-b\
ase64":"known secret value, base64-encoded","private-key":"private key","github-token":"GitHub token","anthropic-key":"A\
nthropic API key","openai-key":"OpenAI API key","google-api-key":"Google API key","aws-key":"AWS access key id",jwt:"JSO\
N Web Token","url-password":"password in a URL"},M=new Map(Object.keys(be).map((e,r)=>[e,r]));function C(e,r){if(e.length===
0)return{text:e,redactions:[]};let t=P(r),n=new Map,o=se(e,t,n);for(let s=0;s<=re&&o!==e&&o.includes("\x1B");s++){let i=se(
s<re?o:E(o),t,n);if(i===o)break;o=i}return o===e?{text:e,redactions:[]}:{text:o,redactions:[...n].map(([s,i])=>({kind:s,
count:i}))}}var re=3;function se(e,r,t){let n=Ae(e,r);if(n.length===0)return e;let o="",s=0;for(let i of Ne(n))o+=e.slice(
s,i.start)+U(i.kind),s=i.end,t.set(i.kind,(t.get(i.kind)??0)+1);return o+e.slice(s)}function Ae(e,r){let t=oe(k(e,!1),r);
if(e.includes("\x1B"))for(let n of oe(k(e,!0),r))t.push(n);return t}function oe(e,r){let t=[];Y(e,r,t),Ve(e,t),ve(e,t),Ze(
e,t),ze(e,t),Qe(e,t),en(e,t),nn(e,t);for(let n of t){let o=e.origin[n.end-1]+1;n.start=e.origin[n.start],n.end=o,n.from!==
void 0&&(n.from=e.origin[n.from])}return t}function ie(e,r){if(typeof e=="string")return C(e,r).text;if(Array.isArray(e))
return e.map(t=>ie(t,r));if(e!==null&&typeof e=="object"){let t={};for(let[n,o]of Object.entries(e))t[n]=ie(o,r);return t}
return e}function un(e,r){if(r.length===0||e.length===0)return!1;let t=[],n=P(r);return Y(k(e,!1),n,t),e.includes("\x1B")&&
Y(k(e,!0),n,t),t.length>0}function fn(e,r){if(e.length===0)return[];let t=Ae(e,P(r)).map(n=>({...n,start:Math.min(n.start,
n.from??n.start)}));return Ne(t).map(({start:n,end:o})=>({start:n,end:o}))}function gn(e,r,t,n=C(e,t).text){let o=C(e.slice(
0,r),t).text;return n.startsWith(o)&&n.slice(o.length)===C(e.slice(r),t).text}var ye=["ghp_","gho_","ghu_","ghr_","ghs_",
"github_pat_","sk-","AIza","AKIA","ASIA","eyJ"];function hn(e,r){if(e.includes("\r")||e.includes("\x1B]"))return!1;let t=P(
r);for(let{text:n}of t.joined)if(Se(n.charCodeAt(0)))return!1;return ae(k(e,!1),t)?!e.includes("\x1B")||ae(k(e,!0),t):!1}
function ae(e,r){let t=e.text;for(let{text:n}of r.joined)if(t.includes(n))return!1;if(r.decoded.length>0&&Ke(t)||t.includes(
K))return!1;for(let n of ye)for(let o=t.indexOf(n);o>=0;o=t.indexOf(n,o+1))if(o===0||!m(t.charCodeAt(o-1))||e.afterBreak[o]!==
0)return!1;for(let n=t.indexOf("://");n>=0;n=t.indexOf("://",n+3)){if(n===0||!F(t.charCodeAt(n-1)))continue;let o=!1;for(let s=n+
3;s<t.length&&!q(t.charCodeAt(s));s++){let i=t.charCodeAt(s);if(i===58)o=!0;else if(i===64&&o)return!1}}return!0}function Ke(e){
for(let r=e.indexOf("%");r>=0;r=e.indexOf("%",r+1))if(v(e,r+1)>=0)return!0;return!1}function pn(e,r){return ke(e,r,!0)>=
0}function mn(e,r){return ke(e,r,!1)}function ke(e,r,t){let n=e.replace(/(?:\r\n|\r|\n)$/,"");if(n==="")return-1;let o=Math.
max(n.lastIndexOf(`
`),n.lastIndexOf("\r"))+1,s=n.slice(o),i=-1,a=u=>{u>=0&&(i===-1||u<i)&&(i=u)};Ye(n,!1)&&a(Math.max(0,n.lastIndexOf("----\
-BEGIN")));let d=/-[A-Z0-9 ]*$/.exec(s);(d!==null||/-[A-Z0-9 ]*$/.test(E(s)))&&a(o+(d?.index??0));let c=P(r),l=[k(n,!1)];
n.includes("\x1B")&&l.push(k(n,!0));for(let u of l){let f=p=>u.origin[p]??o,g=u.text,h=Te(u);h>=0&&a(f(h));let O=_e(g);if(O>=
0&&a(f(O)),c.joined.length===0)continue;let S=de(g,c.joined);S>=0&&a(f(S));let X=Oe(g);if(/%[0-9A-Fa-f]{0,2}$/.test(g)||
X!==null&&de(X.text,c.decoded)>=0){let p=g.length;for(;p>0&&xe(g.charCodeAt(p-1));)p--;a(p<g.length?f(p):o)}if(!t)continue;
let Z=c.joined.filter(p=>p.base64);if(Z.length===0)continue;let z=g.replace(/=+$/,"");(s.length>=H&&$(g.charCodeAt(g.length-
1))||Z.some(({text:p})=>z.endsWith(p)||z.slice(0,-1).endsWith(p)))&&a(o)}return i}function de(e,r){let t=e.charCodeAt(e.
length-1),n=-1;for(let{text:o}of r)for(let s=Math.min(o.length-1,e.length);s>=1;s--)if(o.charCodeAt(s-1)===t&&e.endsWith(
o.slice(0,s))){(n===-1||e.length-s<n)&&(n=e.length-s);break}return n}function Te(e){let r=e.text,t=r.length;for(;t>0&&xe(
r.charCodeAt(t-1));)t--;for(let n=t;n<r.length;n++){if(n!==t&&e.afterBreak[n]===0&&m(r.charCodeAt(n-1)))continue;let o=r.
length-n;for(let s of ye)if(o>=s.length?r.startsWith(s,n):s.startsWith(r.slice(n)))return n}return-1}var xe=e=>$(e)||e===
46||e===61;function _e(e){let r=e.lastIndexOf("://");if(r<=0||!F(e.charCodeAt(r-1)))return-1;for(let n=r+3;n<e.length;n++)
if(q(e.charCodeAt(n)))return-1;let t=r;for(;t>0&&F(e.charCodeAt(t-1));)t--;return t}function W(e){return`redacted ${e.map(
({kind:t,count:n})=>`${n} \xD7 ${be[t]??t} as ${U(t)}`).join(", ")}`}function bn(e,r){let t=[],n=(a,d)=>t.push({code:A.problemCode,
severity:"warning",path:a,message:d}),o=(a,d,c)=>{let l=C(a,r);if(l.redactions.length===0)return a;let u=Ce(l.text,c),f=u===
l.text?"":`; the text was then cut to its limit of ${c} UTF-8 bytes`;return n(d,`${W(l.redactions)}${f}`),u},s=(a,d)=>a?.
map((c,l)=>o(c,R([...d,l]),y.shortTextBytes)),i={...e};if(i.summary=o(e.summary,"$.summary",y.summaryBytes),e.detail!==void 0&&
(i.detail=o(e.detail,"$.detail",y.detailBytes)),e.data!==void 0&&(i.data=Be(e.data,r,o,n)),e.next!==void 0){let a=C(e.next.
stage,r);a.redactions.length>0?(delete i.next,n("$.next.stage",`${W(a.redactions)}; a stage id cannot hold the marker, s\
o the route (next) was removed`)):i.next={...e.next,...e.next.reason===void 0?{}:{reason:o(e.next.reason,"$.next.reason",
y.shortTextBytes)}}}if(e.expectations!==void 0){let a=e.expectations;i.expectations={...a,...a.deliverables&&{deliverables:s(
a.deliverables,["expectations","deliverables"])},...a.acceptance&&{acceptance:s(a.acceptance,["expectations","acceptance"])},
...a.constraints&&{constraints:s(a.constraints,["expectations","constraints"])}}}if(e.failure!==void 0){let a=e.failure;
i.failure={...a,reason:o(a.reason,"$.failure.reason",y.shortTextBytes),...a.blockers&&{blockers:s(a.blockers,["failure",
"blockers"])},...a.questions&&{questions:s(a.questions,["failure","questions"])}}}return e.artifacts!==void 0&&(i.artifacts=
e.artifacts.map((a,d)=>({...a,path:o(a.path,R(["artifacts",d,"path"]),1024),...a.description===void 0?{}:{description:o(
a.description,R(["artifacts",d,"description"]),y.shortTextBytes)}}))),{handoff:ee.parse(i),problems:t}}function Be(e,r,t,n){
let o=new Set(Object.keys(e)),s=[];for(let[a,d]of Object.entries(e)){let c=a,l=C(a,r);if(l.redactions.length>0){let f=1;
for(;o.has(`redacted_${f}`);)f++;c=`redacted_${f}`,o.add(c),n("$.data",`a key held a secret: ${W(l.redactions)}; the key\
 was renamed ${c}`)}let u=t(d,R(["data",c]),y.dataBytes);s.push([c,u,u!==d])}let i=s.reduce((a,[d,c])=>a+x(d)+x(c),0)-y.
dataBytes;for(let a=s.length-1;a>=0&&i>0;a--){let d=s[a];if(!d[2])continue;let c=x(d[1]),l=Ce(d[1],Math.max(0,c-i));i-=c-
x(l),d[1]=l,n(R(["data",d[0]]),`cut to ${x(l)} UTF-8 bytes so data stays within ${y.dataBytes} bytes after redaction`)}return Object.
fromEntries(s.map(([a,d])=>[a,d]))}function Ce(e,r){if(x(e)<=r)return e;let t=Q(e,r).length,n=e.lastIndexOf(A.markerPrefix,
t-1);if(n>=0){let o=e.indexOf(A.markerSuffix,n);(o<0||o>=t)&&(t=n)}return e.slice(0,t)}var G=class{text;#t;#e;#n;constructor(r,t){
this.text=r,this.#t=t}get origin(){return this.#e===void 0&&this.#r(),this.#e}get afterBreak(){return this.#n===void 0&&
this.#r(),this.#n}#r(){let r=new Uint32Array(this.text.length),t=new Uint8Array(this.text.length),n=this.#t,o=0;for(let s=0;s<
n.length;s+=3){t[o]=n[s+2];for(let i=n[s];i<n[s+1];i++)r[o++]=i}this.#e=r,this.#n=t}},ce=10,le=13,Pe=27,we=2;function k(e,r){
let t=e.length,n=[],o=[],s=0,i=0,a=(f,g,h)=>{f>s&&(n.push(s,f,i),o.push(e.slice(s,f)),i=0),(h===1||i===0)&&(i=h),s=g},d=e.
indexOf(`
`),c=e.indexOf("\r"),l=r?e.indexOf("\x1B"):-1,u=0;for(;u<t;){d>=0&&d<u&&(d=e.indexOf(`
`,u)),c>=0&&c<u&&(c=e.indexOf("\r",u)),l>=0&&l<u&&(l=e.indexOf("\x1B",u));let f=t;if(d>=0&&(f=d),c>=0&&c<f&&(f=c),l>=0&&
l<f&&(f=l),f===t)break;let g=e.charCodeAt(f);if(g===Pe){let S=ne(e,f);S>0?(a(f,S,we),u=S):u=f+1;continue}let h=f+(g===le&&
e.charCodeAt(f+1)===ce?2:1);for(;h<t&&Se(e.charCodeAt(h));)h++;let O=e.charCodeAt(h);O!==ce&&O!==le?(a(f,h,1),u=h):u=f+1}
return t>s&&(n.push(s,t,i),o.push(e.slice(s))),new G(o.length===1?o[0]:o.join(""),n)}var Se=e=>e===32||e===9,L=e=>e>=48&&
e<=57,V=e=>e>=65&&e<=90,Re=e=>e>=97&&e<=122,m=e=>L(e)||V(e)||Re(e),Ee=e=>L(e)||V(e),b=e=>m(e)||e===45||e===95,$=e=>b(e)||
e===43||e===47,je=e=>m(e)||e===43||e===47,F=e=>m(e)||e===43||e===45||e===46,q=e=>e<=32||e===47||e===63||e===35||e===34||
e===39||e===60||e===62||e===96||e===92;function T(e,r,t,n=Number.POSITIVE_INFINITY){let o=Math.min(e.length,r+n),s=r;for(;s<
o&&t(e.charCodeAt(s));)s++;return s}function Me(e,r,t){return r===0||e.afterBreak[r]!==0||!t(e.text.charCodeAt(r-1))}function Ne(e){
e.sort((t,n)=>t.start-n.start||n.end-t.end);let r=[];for(let t of e){let n=r[r.length-1];n&&t.start<n.end?(n.end=Math.max(
n.end,t.end),M.get(t.kind)<M.get(n.kind)&&(n.kind=t.kind)):r.push({...t})}return r}function N(e,r,t,n,o){let s=e.text,i=0;
for(;;){let a=s.indexOf(r,i);if(a<0)return;let d=Me(e,a,t)?n(a):null;d?(o.push({start:a,end:d.end,kind:d.kind}),i=d.end):
i=a+1}}function _(e,r,t,n,o={}){let{sameLine:s="at-least",min:i=n,cap:a=Number.POSITIVE_INFINITY}=o,d=e.text,c=Math.min(
d.length,r+a),l=r,u=-1;for(;l<c&&t(d.charCodeAt(l));)u<0&&e.afterBreak[l]===1&&(u=l),l++;let f=(u<0?l:u)-r;return f>=n?s===
"exact"&&f>n?-1:r+f:l-r>=n?r+n:f>=i?r+f:-1}function B(e,r,t,n){let o=e.text,s=ue(e,r,t);for(;s<o.length&&e.afterBreak[s]===
1&&t(o.charCodeAt(s));){let i=ue(e,s,t);if(s-r>=n&&!$e(o,s,i))break;s=i}return s}function ue(e,r,t){let n=e.text,o=r;for(o<
n.length&&t(n.charCodeAt(o))&&o++;o<n.length&&e.afterBreak[o]!==1&&t(n.charCodeAt(o));)o++;return o}function $e(e,r,t){let n=!1,
o=!1,s=!1;for(let a=r;a<t;a++){let d=e.charCodeAt(a);L(d)?n=!0:V(d)?o=!0:Re(d)&&(s=!0)}let i=t-r;return i>=8&&n&&(o||s)||
i>=24&&o&&s}var w;function P(e){return(w===void 0||!Fe(w.list,e))&&(w={list:[...e],needles:Ue(e)}),w.needles}function Fe(e,r){
if(e.length!==r.length)return!1;for(let t=0;t<e.length;t++)if(e[t]!==r[t])return!1;return!0}var Le=16;function Ue(e){let r=new Map,
t=new Map,n=(o,s,i,a)=>{let d=o.get(s);(!d||M.get(i)<M.get(d.kind))&&o.set(s,{text:s,kind:i,base64:a})};for(let o of e){
if(typeof o!="string")continue;let s=o.trim();if(s.length<A.minSecretLength)continue;let i=new Set([k(s,!1).text,k(s,!0).
text]),a=s.split(/\r\n|\n|\r/).map(c=>c.trim());if(a.length>1)for(let c of a)c.length>=A.minSecretLength&&i.add(c);if(a.
length===1)for(let c of[...s.matchAll(/ /g)].slice(0,Le))n(r,s.slice(0,c.index)+s.slice(c.index+1),"secret-value",!1);for(let c of i)
if(!(c.length<A.minSecretLength)){n(r,c,"secret-value",!1);for(let l of Je(c))n(r,l,"secret-value",!1);n(t,c,"secret-val\
ue-url-encoded",!1),c.includes(" ")&&(n(r,c.replaceAll(" ","+"),"secret-value-url-encoded",!1),n(t,c.replaceAll(" ","+"),
"secret-value-url-encoded",!1))}let d=new Set([s,...a.length>1?a:[]]);for(let c of d)if(!(c.length<A.minSecretLength))for(let l of We(
c))n(r,l,"secret-value-base64",!0),n(t,l,"secret-value-base64",!0)}return{joined:[...r.values()],decoded:[...t.values()]}}
function Je(e){let r=JSON.stringify(e).slice(1,-1),t=r.replace(/[\u0080-\uffff]/g,n=>`\\u${n.charCodeAt(0).toString(16).
padStart(4,"0")}`);return[...new Set([r,t])].filter(n=>n!==e)}var j="ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxy\
z0123456789+/";function De(e){let r="";for(let t=0;t<e.length;t+=3){let n=e[t]<<16|(e[t+1]??0)<<8|(e[t+2]??0);r+=j[n>>18&
63]+j[n>>12&63],r+=j[n>>6&63]+j[n&63]}return r}function We(e){let r=new TextEncoder().encode(e),t=new Set;for(let n=0;n<
3;n++){let o=new Uint8Array(n+r.length+2);o.set(r,n);let s=De(o),i=Math.ceil(8*n/6),a=Math.floor(8*(n+r.length)/6),d=s.slice(
i,a);d.length<A.minSecretLength||(t.add(d),t.add(d.replaceAll("+","-").replaceAll("/","_")))}return[...t]}var H=60;function Y(e,r,t){
if(r.joined.length===0)return;let n=e.text,o=a=>{if(e.afterBreak[a]!==1)return!0;let d=a-1;for(;d>0&&a-d<H&&e.afterBreak[d]!==
1;)d--;return a-d>=H},s=(a,d)=>{let c=a,l=d;for(c>0&&$(n.charCodeAt(c-1))&&o(c)&&c--,$(n.charCodeAt(l))&&o(l)&&l++;n.charCodeAt(
l)===61;)l++;return[c,l]};for(let a of r.joined)fe(n,a.text,(d,c)=>{let[l,u]=a.base64?s(d,c):[d,c];t.push({start:l,end:u,
kind:a.kind})});let i=Oe(n);if(i)for(let a of r.decoded)fe(i.text,a.text,(d,c)=>{let l=i.from[d],u=i.to[c-1],[f,g]=a.base64?
s(l,u):[l,u];t.push({start:f,end:g,kind:a.kind})})}function fe(e,r,t){let n=-1,o=-1;for(let s=e.indexOf(r);s>=0;s=e.indexOf(
r,s+1)){if(s<o){o=s+r.length;continue}n>=0&&t(n,o),n=s,o=s+r.length}n>=0&&t(n,o)}function Oe(e){if(!e.includes("%"))return null;
let r=e.length,t=new Uint32Array(r),n=new Uint32Array(r),o="",s=0,i=0,a=(d,c,l)=>{o+=d;for(let u=0;u<d.length;u++)t[s]=c,
n[s]=l,s++};for(;i<r;){let d=e.charCodeAt(i)===37?v(e,i+1):-1;if(d<0){let l=e.indexOf("%",i+1);l<0&&(l=r),o+=e.slice(i,l);
for(let u=i;u<l;u++)t[s]=u,n[s]=u+1,s++;i=l;continue}let c=Ge(e,i,d);c?(a(c.chars,i,c.end),i=c.end):(a("%",i,i+1),i++)}return{
text:o,from:t.subarray(0,s),to:n.subarray(0,s)}}function ge(e){return L(e)?e-48:e>=65&&e<=70?e-55:e>=97&&e<=102?e-87:-1}
function v(e,r){let t=ge(e.charCodeAt(r)),n=ge(e.charCodeAt(r+1));return t<0||n<0?-1:t*16+n}function Ge(e,r,t){if(t<128)
return{chars:String.fromCharCode(t),end:r+3};let n=t>=194&&t<=223?1:t>=224&&t<=239?2:t>=240&&t<=244?3:0;if(n===0)return null;
let o=t&63>>n,s=r+3;for(let a=0;a<n;a++){let d=e.charCodeAt(s)===37?v(e,s+1):-1;if(d<128||d>191)return null;o=o<<6|d&63,
s+=3}return o<(n===1?128:n===2?2048:65536)||o>1114111||o>=55296&&o<=57343?null:{chars:String.fromCodePoint(o),end:s}}var K="\
-----BEGIN ",D="-----END ",he="-----";function pe(e,r){let t=T(e,r,o=>Ee(o)||o===32,64);if(!e.startsWith(he,t))return-1;
let n=e.slice(r,t);return n.endsWith("PRIVATE KEY")||n.endsWith("PRIVATE KEY BLOCK")?t+he.length:-1}var me=/-----BEGIN [A-Z0-9 ]{0,64}PRIVATE KEY(?: BLOCK)?-----/,
Ie=/-----(BEGIN|END) [A-Z0-9 ]{0,64}PRIVATE KEY(?: BLOCK)?-----/,He=new RegExp(Ie.source,"g");function Ye(e,r,t=0){let n=(o,s)=>{
let i=r;for(let a of o.matchAll(He))a.index+a[0].length>s&&(i=a[1]==="BEGIN");return i};return n(e,t)?!0:e.includes("\x1B")?
n(E(e),E(e.slice(0,t)).length):!1}function An(e){return Ie.test(e)}function yn(e){let r=E(e);return e.includes(K)&&me.test(
e)||r!==e&&me.test(r)}function Ve(e,r){let t=e.text;if(!t.includes(K))return;let n=[];for(let i=t.indexOf(D);i>=0;i=t.indexOf(
D,i+1)){let a=pe(t,i+D.length);a>0&&n.push({start:i,end:a})}let o=0,s=0;for(;;){let i=t.indexOf(K,s);if(i<0)return;let a=pe(
t,i+K.length);if(a<0){s=i+1;continue}for(;o<n.length&&n[o].start<a;)o++;let d;if(o<n.length)d=n[o].end,o++;else{for(d=B(
e,a,je,0);t.charCodeAt(d)===61;)d++;if(d===a){s=a;continue}}r.push({start:i,end:d,kind:"private-key"}),s=d}}var qe=255;function ve(e,r){
let t=e.text;if(!t.includes("gh")&&!t.includes("github_pat_"))return;let n=-1;for(let o of["ghp_","gho_","ghu_","ghr_","\
ghs_"])N(e,o,m,s=>{let i=s+o.length;if(o==="ghs_"&&s>=n){let d=Xe(e,i);if(d.end>0)return{end:d.end,kind:"github-token"};
n=d.scanned}let a=_(e,i,m,36);return a>0?{end:a,kind:"github-token"}:null},r);N(e,"github_pat_",m,o=>{let s=o+11,i=_(e,s,
a=>m(a)||a===95,82,{cap:qe-11});return i>0?{end:i,kind:"github-token"}:null},r)}function Xe(e,r){let t=e.text,n=T(t,r,b),
o={end:-1,scanned:n};if(n===r||t.charCodeAt(n)!==46)return o;let s=T(t,n+1,b);if(s===n+1||t.charCodeAt(s)!==46)return o;
let i=B(e,s+1,b,1);return i===s+1||i-r<36?o:{end:i,scanned:n}}function Ze(e,r){let t=e.text;N(e,"sk-",m,n=>{let o=n+3;if(t.
startsWith("ant-",o)){let i=B(e,o+4,b,80);return i-(o+4)>=80?{end:i,kind:"anthropic-key"}:null}for(let i of["proj-","svc\
acct-","admin-","None-"]){if(!t.startsWith(i,o))continue;let a=B(e,o+i.length,b,40);return a-(o+i.length)>=40?{end:a,kind:"\
openai-key"}:null}let s=_(e,o,m,48,{min:32});return s>0?{end:s,kind:"openai-key"}:null},r)}function ze(e,r){N(e,"AIza",b,
t=>{let n=_(e,t+4,b,35,{sameLine:"exact",cap:36});return n>0?{end:n,kind:"google-api-key"}:null},r)}function Qe(e,r){for(let t of[
"AKIA","ASIA"])N(e,t,m,n=>{let o=_(e,n+4,Ee,16,{sameLine:"exact",cap:17});return o>0?{end:o,kind:"aws-key"}:null},r)}function en(e,r){
let t=e.text,n=-1;N(e,"eyJ",b,o=>{if(o<n)return null;let s=T(t,o,b);if(n=s,s-o<10||t.charCodeAt(s)!==46||!t.startsWith("\
ey",s+1))return null;let i=T(t,s+1,b);return i-(s+1)<10||t.charCodeAt(i)!==46?null:{end:B(e,i+1,b,0),kind:"jwt"}},r)}function nn(e,r){
let t=e.text;for(let n=t.indexOf("://");n>=0;n=t.indexOf("://",n+3)){if(n===0||!F(t.charCodeAt(n-1)))continue;let o=n+3,
s=-1,i=-1,a=o;for(;a<t.length;a++){let d=t.charCodeAt(a);if(q(d))break;d===58&&s<0?s=a:d===64&&(i=a)}s<0||i<0||s>i||s+1===
i||t.startsWith(A.markerPrefix,s+1)&&t.indexOf(A.markerSuffix,s+1)===i-1||r.push({start:s+1,end:i,kind:"url-password",from:n-
1})}}function tn(e){let r=new Map;for(let t of e){let n=r.get(t.stage);(n===void 0||J(t,n)>0)&&r.set(t.stage,t)}return r}function rn(e){
for(let r of e.values())if(r.runAttempt>1)return!0;return!1}function sn(e,r){let t;for(let n of e.lineage){let o=n.run_attempt??
1,s=r.get(n.stage)?.runAttempt??o;s<=o||(t===void 0||s>t.newerRunAttempt||s===t.newerRunAttempt&&te(n.stage,t.upstream)<
0)&&(t={record:I(e),upstream:n.stage,readRunAttempt:o,newerRunAttempt:s})}return t}function Sn(e,r=[]){let t=tn([...e.map(
s=>I(s.record)),...r]),n=new Map;if(!rn(t))return n;let o=new Map;for(let s of e){let i=o.get(s.record.stage);(i===void 0||
J(I(s.record),I(i.record))>0)&&o.set(s.record.stage,s)}for(let[s,i]of o){let a=sn(i.record,t);a!==void 0&&n.set(s,a)}return n}
function Rn(e){let{record:r}=e;return`its newest record, attempt ${r.attempt} of run attempt ${r.runAttempt}, was render\
ed from stage ${e.upstream}'s record of run attempt ${e.readRunAttempt}, and ${e.upstream} ran again in run attempt ${e.
newerRunAttempt} while ${r.stage} did not (its job was skipped, or stopped before it recorded)`}export{be as a,C as b,ie as c,un as d,fn as e,gn as f,hn as g,pn as h,mn as i,W as j,bn as k,Ye as l,An as m,yn as n,tn as o,
rn as p,sn as q,Sn as r,Rn as s};

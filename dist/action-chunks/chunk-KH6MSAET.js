import{e as E}from"./chunk-77W67CAP.js";import{H as z}from"./chunk-GNY3OND4.js";import{H as b,I as M,o as k}from"./chunk-JQWIKLAS.js";
import{a as y,b as Z}from"./chunk-VLLWXIM2.js";function w(e,r){if(e.charCodeAt(r)!==27)return-1;let t=e.charCodeAt(r+1);if(t===91){let n=r+2;for(;n<e.length&&e.charCodeAt(
n)>=48&&e.charCodeAt(n)<=63;)n++;for(;n<e.length&&e.charCodeAt(n)>=32&&e.charCodeAt(n)<=47;)n++;let i=e.charCodeAt(n);return i>=
64&&i<=126?n+1:-1}if(t===93){let n=Math.min(e.length,r+4096);for(let i=r+2;i<n;i++){let o=e.charCodeAt(i);if(o===7)return i+
1;if(o===27)return e.charCodeAt(i+1)===92?i+2:-1}}return-1}function I(e){if(!e.includes("\x1B"))return e;let r="",t=0;for(let n=e.indexOf("\x1B");n>=0;n=e.indexOf("\x1B",n+1)){let i=w(
e,n);i<0||(r+=e.slice(t,n),t=i,n=i-1)}return r+e.slice(t)}var le={"secret-value":"known secret value","secret-value-url-encoded":"known secret value, URL-encoded","secret-value-b\
ase64":"known secret value, base64-encoded","private-key":"private key","github-token":"GitHub token","anthropic-key":"A\
nthropic API key","openai-key":"OpenAI API key","google-api-key":"Google API key","aws-key":"AWS access key id",jwt:"JSO\
N Web Token","url-password":"password in a URL"},j=new Map(Object.keys(le).map((e,r)=>[e,r]));function S(e,r){if(e.length===
0)return{text:e,redactions:[]};let t=L(r),n=new Map,i=ee(e,t,n);for(let o=0;o<=Q&&i!==e&&i.includes("\x1B");o++){let s=ee(
o<Q?i:I(i),t,n);if(s===i)break;i=s}return i===e?{text:e,redactions:[]}:{text:i,redactions:[...n].map(([o,s])=>({kind:o,count:s}))}}
var Q=3;function ee(e,r,t){let n=Y(e,r);if(n.length===0)return e;let i="",o=0;for(let s of be(n))i+=e.slice(o,s.start)+M(
s.kind),o=s.end,t.set(s.kind,(t.get(s.kind)??0)+1);return i+e.slice(o)}function Y(e,r){let t=ne(C(e,!1),r);if(e.includes(
"\x1B"))for(let n of ne(C(e,!0),r))t.push(n);return e.includes("\0")&&t.push(...Ce(e,r)),t}function Ce(e,r){let t=new Uint32Array(
e.length),n="",i=0,o=0;for(;;){let s=e.indexOf("\0",o),c=s<0?e.length:s;if(c>o){n+=e.slice(o,c);for(let a=o;a<c;a++)t[i++]=
a}if(s<0)break;o=s+1}return Y(n,r).map(s=>({kind:s.kind,start:t[s.start],end:t[s.end-1]+1,...s.from===void 0?{}:{from:t[s.
from]}}))}function ne(e,r){let t=[];H(e,r,t),Je(e,t),We(e,t),He(e,t),Ye(e,t),qe(e,t),Ve(e,t),Xe(e,t);for(let n of t){let i=e.
origin[n.end-1]+1;n.start=e.origin[n.start],n.end=i,n.from!==void 0&&(n.from=e.origin[n.from])}return t}function tn(e,r){if(r.length===0||e.length===0)return!1;let t=[],n=L(r);return H(C(e,!1),n,t),e.includes("\x1B")&&H(C(e,
!0),n,t),t.length>0}function rn(e,r){if(e.length===0)return[];let t=Y(e,L(r)).map(n=>({...n,start:Math.min(n.start,n.from??
n.start)}));return be(t).map(({start:n,end:i})=>({start:n,end:i}))}function on(e,r,t,n=S(e,t).text){let i=S(e.slice(0,r),
t).text;return n.startsWith(i)&&n.slice(i.length)===S(e.slice(r),t).text}var ye=["ghp_","gho_","ghu_","ghr_","ghs_","git\
hub_pat_","sk-","AIza","AKIA","ASIA","eyJ"];function sn(e,r){return ue(e,r,!0)>=0}function cn(e,r){return ue(e,r,!1)}function ue(e,r,t){let n=e.replace(/(?:\r\n|\r|\n)$/,
"");if(n==="")return-1;let i=Math.max(n.lastIndexOf(`
`),n.lastIndexOf("\r"))+1,o=n.slice(i),s=-1,c=u=>{u>=0&&(s===-1||u<s)&&(s=u)};$e(n,!1)&&c(Math.max(0,n.lastIndexOf("----\
-BEGIN")));let a=/-[A-Z0-9 ]*$/.exec(o);(a!==null||/-[A-Z0-9 ]*$/.test(I(o)))&&c(i+(a?.index??0));let d=L(r),l=[C(n,!1)];
n.includes("\x1B")&&l.push(C(n,!0));for(let u of l){let f=m=>u.origin[m]??i,h=u.text,g=xe(u);g>=0&&c(f(g));let N=Ee(h);if(N>=
0&&c(f(N)),d.joined.length===0)continue;let x=te(h,d.joined);x>=0&&c(f(x));let V=Ae(h);if(/%[0-9A-Fa-f]{0,2}$/.test(h)||
V!==null&&te(V.text,d.decoded)>=0){let m=h.length;for(;m>0&&fe(h.charCodeAt(m-1));)m--;c(m<h.length?f(m):i)}if(!t)continue;
let X=d.joined.filter(m=>m.base64);if(X.length===0)continue;let v=h.replace(/=+$/,"");(o.length>=G&&P(h.charCodeAt(h.length-
1))||X.some(({text:m})=>v.endsWith(m)||v.slice(0,-1).endsWith(m)))&&c(i)}return s}function te(e,r){let t=e.charCodeAt(e.
length-1),n=-1;for(let{text:i}of r)for(let o=Math.min(i.length-1,e.length);o>=1;o--)if(i.charCodeAt(o-1)===t&&e.endsWith(
i.slice(0,o))){(n===-1||e.length-o<n)&&(n=e.length-o);break}return n}function xe(e){let r=e.text,t=r.length;for(;t>0&&fe(
r.charCodeAt(t-1));)t--;for(let n=t;n<r.length;n++){if(n!==t&&e.afterBreak[n]===0&&A(r.charCodeAt(n-1)))continue;let i=r.
length-n;for(let o of ye)if(i>=o.length?r.startsWith(o,n):o.startsWith(r.slice(n)))return n}return-1}var fe=e=>P(e)||e===
46||e===61;function Ee(e){let r=e.lastIndexOf("://");if(r<=0||!W(e.charCodeAt(r-1)))return-1;for(let n=r+3;n<e.length;n++)
if(pe(e.charCodeAt(n)))return-1;let t=r;for(;t>0&&W(e.charCodeAt(t-1));)t--;return t}function J(e){return`redacted ${e.map(
({kind:t,count:n})=>`${n} \xD7 ${le[t]??t} as ${M(t)}`).join(", ")}`}function an(e,r){let t=[],n=(c,a)=>t.push({code:b.problemCode,
severity:"warning",path:c,message:a}),i=(c,a,d)=>{let l=S(c,r);if(l.redactions.length===0)return c;let u=he(l.text,d),f=u===
l.text?"":`; the text was then cut to its limit of ${d} UTF-8 bytes`;return n(a,`${J(l.redactions)}${f}`),u},o=(c,a)=>c?.
map((d,l)=>i(d,E([...a,l]),k.shortTextBytes)),s={...e};if(s.summary=i(e.summary,"$.summary",k.summaryBytes),e.detail!==void 0&&
(s.detail=i(e.detail,"$.detail",k.detailBytes)),e.data!==void 0&&(s.data=Se(e.data,r,i,n)),e.next!==void 0){let c=S(e.next.
stage,r);c.redactions.length>0?(delete s.next,n("$.next.stage",`${J(c.redactions)}; a stage id cannot hold the marker, s\
o the route (next) was removed`)):s.next={...e.next,...e.next.reason===void 0?{}:{reason:i(e.next.reason,"$.next.reason",
k.shortTextBytes)}}}if(e.expectations!==void 0){let c=e.expectations;s.expectations={...c,...c.deliverables&&{deliverables:o(
c.deliverables,["expectations","deliverables"])},...c.acceptance&&{acceptance:o(c.acceptance,["expectations","acceptance"])},
...c.constraints&&{constraints:o(c.constraints,["expectations","constraints"])}}}if(e.failure!==void 0){let c=e.failure;
s.failure={...c,reason:i(c.reason,"$.failure.reason",k.shortTextBytes),...c.blockers&&{blockers:o(c.blockers,["failure",
"blockers"])},...c.questions&&{questions:o(c.questions,["failure","questions"])}}}return e.artifacts!==void 0&&(s.artifacts=
e.artifacts.map((c,a)=>({...c,path:i(c.path,E(["artifacts",a,"path"]),1024),...c.description===void 0?{}:{description:i(
c.description,E(["artifacts",a,"description"]),k.shortTextBytes)}}))),{handoff:z.parse(s),problems:t}}function Se(e,r,t,n){
let i=new Set(Object.keys(e)),o=[];for(let[c,a]of Object.entries(e)){let d=c,l=S(c,r);if(l.redactions.length>0){let f=1;
for(;i.has(`redacted_${f}`);)f++;d=`redacted_${f}`,i.add(d),n("$.data",`a key held a secret: ${J(l.redactions)}; the key\
 was renamed ${d}`)}let u=t(a,E(["data",d]),k.dataBytes);o.push([d,u,u!==a])}let s=o.reduce((c,[a,d])=>c+y(a)+y(d),0)-k.
dataBytes;for(let c=o.length-1;c>=0&&s>0;c--){let a=o[c];if(!a[2])continue;let d=y(a[1]),l=he(a[1],Math.max(0,d-s));s-=d-
y(l),a[1]=l,n(E(["data",a[0]]),`cut to ${y(l)} UTF-8 bytes so data stays within ${k.dataBytes} bytes after redaction`)}return Object.
fromEntries(o.map(([c,a])=>[c,a]))}function he(e,r){if(y(e)<=r)return e;let t=Z(e,r).length,n=e.lastIndexOf(b.markerPrefix,
t-1);if(n>=0){let i=e.indexOf(b.markerSuffix,n);(i<0||i>=t)&&(t=n)}return e.slice(0,t)}var D=class{text;#t;#e;#n;constructor(r,t){
this.text=r,this.#t=t}get origin(){return this.#e===void 0&&this.#r(),this.#e}get afterBreak(){return this.#n===void 0&&
this.#r(),this.#n}#r(){let r=new Uint32Array(this.text.length),t=new Uint8Array(this.text.length),n=this.#t,i=0;for(let o=0;o<
n.length;o+=3){t[i]=n[o+2];for(let s=n[o];s<n[o+1];s++)r[i++]=s}this.#e=r,this.#n=t}},re=10,ie=13,Oe=27,Ne=2;function C(e,r){
let t=e.length,n=[],i=[],o=0,s=0,c=(f,h,g)=>{f>o&&(n.push(o,f,s),i.push(e.slice(o,f)),s=0),(g===1||s===0)&&(s=g),o=h},a=e.
indexOf(`
`),d=e.indexOf("\r"),l=r?e.indexOf("\x1B"):-1,u=0;for(;u<t;){a>=0&&a<u&&(a=e.indexOf(`
`,u)),d>=0&&d<u&&(d=e.indexOf("\r",u)),l>=0&&l<u&&(l=e.indexOf("\x1B",u));let f=t;if(a>=0&&(f=a),d>=0&&d<f&&(f=d),l>=0&&
l<f&&(f=l),f===t)break;let h=e.charCodeAt(f);if(h===Oe){let x=w(e,f);x>0?(c(f,x,Ne),u=x):u=f+1;continue}let g=f+(h===ie&&
e.charCodeAt(f+1)===re?2:1);for(;g<t&&Ie(e.charCodeAt(g));)g++;let N=e.charCodeAt(g);N!==re&&N!==ie?(c(f,g,1),u=g):u=f+1}
return t>o&&(n.push(o,t,s),i.push(e.slice(o))),new D(i.length===1?i[0]:i.join(""),n)}var Ie=e=>e===32||e===9,F=e=>e>=48&&
e<=57,q=e=>e>=65&&e<=90,ge=e=>e>=97&&e<=122,A=e=>F(e)||q(e)||ge(e),me=e=>F(e)||q(e),p=e=>A(e)||e===45||e===95,P=e=>p(e)||
e===43||e===47,Re=e=>A(e)||e===43||e===47,W=e=>A(e)||e===43||e===45||e===46,pe=e=>e<=32||e===47||e===63||e===35||e===34||
e===39||e===60||e===62||e===96||e===92;function R(e,r,t,n=Number.POSITIVE_INFINITY){let i=Math.min(e.length,r+n),o=r;for(;o<
i&&t(e.charCodeAt(o));)o++;return o}function _e(e,r,t){return r===0||e.afterBreak[r]!==0||!t(e.text.charCodeAt(r-1))}function be(e){
e.sort((t,n)=>t.start-n.start||n.end-t.end);let r=[];for(let t of e){let n=r[r.length-1];n&&t.start<n.end?(n.end=Math.max(
n.end,t.end),j.get(t.kind)<j.get(n.kind)&&(n.kind=t.kind)):r.push({...t})}return r}function O(e,r,t,n,i){let o=e.text,s=0;
for(;;){let c=o.indexOf(r,s);if(c<0)return;let a=_e(e,c,t)?n(c):null;a?(i.push({start:c,end:a.end,kind:a.kind}),s=a.end):
s=c+1}}function _(e,r,t,n,i={}){let{sameLine:o="at-least",min:s=n,cap:c=Number.POSITIVE_INFINITY}=i,a=e.text,d=Math.min(
a.length,r+c),l=r,u=-1;for(;l<d&&t(a.charCodeAt(l));)u<0&&e.afterBreak[l]===1&&(u=l),l++;let f=(u<0?l:u)-r;return f>=n?o===
"exact"&&f>n?-1:r+f:l-r>=n?r+n:f>=s?r+f:-1}function B(e,r,t,n){let i=e.text,o=oe(e,r,t);for(;o<i.length&&e.afterBreak[o]===
1&&t(i.charCodeAt(o));){let s=oe(e,o,t);if(o-r>=n&&!Be(i,o,s))break;o=s}return o}function oe(e,r,t){let n=e.text,i=r;for(i<
n.length&&t(n.charCodeAt(i))&&i++;i<n.length&&e.afterBreak[i]!==1&&t(n.charCodeAt(i));)i++;return i}function Be(e,r,t){let n=!1,
i=!1,o=!1;for(let c=r;c<t;c++){let a=e.charCodeAt(c);F(a)?n=!0:q(a)?i=!0:ge(a)&&(o=!0)}let s=t-r;return s>=8&&n&&(i||o)||
s>=24&&i&&o}var T;function L(e){return(T===void 0||!Te(T.list,e))&&(T={list:[...e],needles:je(e)}),T.needles}function Te(e,r){
if(e.length!==r.length)return!1;for(let t=0;t<e.length;t++)if(e[t]!==r[t])return!1;return!0}var Ke=16;function je(e){let r=new Map,
t=new Map,n=(i,o,s,c)=>{let a=i.get(o);(!a||j.get(s)<j.get(a.kind))&&i.set(o,{text:o,kind:s,base64:c})};for(let i of e){
if(typeof i!="string")continue;let o=i.trim();if(o.length<b.minSecretLength)continue;let s=new Set([C(o,!1).text,C(o,!0).
text]),c=o.split(/\r\n|\n|\r/).map(d=>d.trim());if(c.length>1)for(let d of c)d.length>=b.minSecretLength&&s.add(d);if(c.
length===1)for(let d of[...o.matchAll(/ /g)].slice(0,Ke))n(r,o.slice(0,d.index)+o.slice(d.index+1),"secret-value",!1);for(let d of s)
if(!(d.length<b.minSecretLength)){n(r,d,"secret-value",!1);for(let l of Pe(d))n(r,l,"secret-value",!1);n(t,d,"secret-val\
ue-url-encoded",!1),d.includes(" ")&&(n(r,d.replaceAll(" ","+"),"secret-value-url-encoded",!1),n(t,d.replaceAll(" ","+"),
"secret-value-url-encoded",!1))}let a=new Set([o,...c.length>1?c:[]]);for(let d of a)if(!(d.length<b.minSecretLength))for(let l of Le(
d))n(r,l,"secret-value-base64",!0),n(t,l,"secret-value-base64",!0)}return{joined:[...r.values()],decoded:[...t.values()]}}
function Pe(e){let r=JSON.stringify(e).slice(1,-1),t=r.replace(/[\u0080-\uffff]/g,n=>`\\u${n.charCodeAt(0).toString(16).
padStart(4,"0")}`);return[...new Set([r,t])].filter(n=>n!==e)}var K="ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxy\
z0123456789+/";function Fe(e){let r="";for(let t=0;t<e.length;t+=3){let n=e[t]<<16|(e[t+1]??0)<<8|(e[t+2]??0);r+=K[n>>18&
63]+K[n>>12&63],r+=K[n>>6&63]+K[n&63]}return r}function Le(e){let r=new TextEncoder().encode(e),t=new Set;for(let n=0;n<
3;n++){let i=new Uint8Array(n+r.length+2);i.set(r,n);let o=Fe(i),s=Math.ceil(8*n/6),c=Math.floor(8*(n+r.length)/6),a=o.slice(
s,c);a.length<b.minSecretLength||(t.add(a),t.add(a.replaceAll("+","-").replaceAll("/","_")))}return[...t]}var G=60;function H(e,r,t){
if(r.joined.length===0)return;let n=e.text,i=c=>{if(e.afterBreak[c]!==1)return!0;let a=c-1;for(;a>0&&c-a<G&&e.afterBreak[a]!==
1;)a--;return c-a>=G},o=(c,a)=>{let d=c,l=a;for(d>0&&P(n.charCodeAt(d-1))&&i(d)&&d--,P(n.charCodeAt(l))&&i(l)&&l++;n.charCodeAt(
l)===61;)l++;return[d,l]};for(let c of r.joined)se(n,c.text,(a,d)=>{let[l,u]=c.base64?o(a,d):[a,d];t.push({start:l,end:u,
kind:c.kind})});let s=Ae(n);if(s)for(let c of r.decoded)se(s.text,c.text,(a,d)=>{let l=s.from[a],u=s.to[d-1],[f,h]=c.base64?
o(l,u):[l,u];t.push({start:f,end:h,kind:c.kind})})}function se(e,r,t){let n=-1,i=-1;for(let o=e.indexOf(r);o>=0;o=e.indexOf(
r,o+1)){if(o<i){i=o+r.length;continue}n>=0&&t(n,i),n=o,i=o+r.length}n>=0&&t(n,i)}function Ae(e){if(!e.includes("%"))return null;
let r=e.length,t=new Uint32Array(r),n=new Uint32Array(r),i="",o=0,s=0,c=(a,d,l)=>{i+=a;for(let u=0;u<a.length;u++)t[o]=d,
n[o]=l,o++};for(;s<r;){let a=e.charCodeAt(s)===37?ke(e,s+1):-1;if(a<0){let l=e.indexOf("%",s+1);l<0&&(l=r),i+=e.slice(s,
l);for(let u=s;u<l;u++)t[o]=u,n[o]=u+1,o++;s=l;continue}let d=Me(e,s,a);d?(c(d.chars,s,d.end),s=d.end):(c("%",s,s+1),s++)}
return{text:i,from:t.subarray(0,o),to:n.subarray(0,o)}}function ce(e){return F(e)?e-48:e>=65&&e<=70?e-55:e>=97&&e<=102?e-
87:-1}function ke(e,r){let t=ce(e.charCodeAt(r)),n=ce(e.charCodeAt(r+1));return t<0||n<0?-1:t*16+n}function Me(e,r,t){if(t<
128)return{chars:String.fromCharCode(t),end:r+3};let n=t>=194&&t<=223?1:t>=224&&t<=239?2:t>=240&&t<=244?3:0;if(n===0)return null;
let i=t&63>>n,o=r+3;for(let c=0;c<n;c++){let a=e.charCodeAt(o)===37?ke(e,o+1):-1;if(a<128||a>191)return null;i=i<<6|a&63,
o+=3}return i<(n===1?128:n===2?2048:65536)||i>1114111||i>=55296&&i<=57343?null:{chars:String.fromCodePoint(i),end:o}}var U="\
-----BEGIN ",$="-----END ",ae="-----";function de(e,r){let t=R(e,r,i=>me(i)||i===32,64);if(!e.startsWith(ae,t))return-1;
let n=e.slice(r,t);return n.endsWith("PRIVATE KEY")||n.endsWith("PRIVATE KEY BLOCK")?t+ae.length:-1}var we=/-----(BEGIN|END) [A-Z0-9 ]{0,64}PRIVATE KEY(?: BLOCK)?-----/,Ue=new RegExp(we.source,"g");function $e(e,r,t=0){let n=(i,o)=>{
let s=r;for(let c of i.matchAll(Ue))c.index+c[0].length>o&&(s=c[1]==="BEGIN");return s};return n(e,t)?!0:e.includes("\x1B")?
n(I(e),I(e.slice(0,t)).length):!1}function Je(e,r){let t=e.text;if(!t.includes(U))return;let n=[];for(let s=t.indexOf($);s>=0;s=t.indexOf($,s+1)){let c=de(
t,s+$.length);c>0&&n.push({start:s,end:c})}let i=0,o=0;for(;;){let s=t.indexOf(U,o);if(s<0)return;let c=de(t,s+U.length);
if(c<0){o=s+1;continue}for(;i<n.length&&n[i].start<c;)i++;let a;if(i<n.length)a=n[i].end,i++;else{for(a=B(e,c,Re,0);t.charCodeAt(
a)===61;)a++;if(a===c){o=c;continue}}r.push({start:s,end:a,kind:"private-key"}),o=a}}var De=255;function We(e,r){let t=e.
text;if(!t.includes("gh")&&!t.includes("github_pat_"))return;let n=-1;for(let i of["ghp_","gho_","ghu_","ghr_","ghs_"])O(
e,i,A,o=>{let s=o+i.length;if(i==="ghs_"&&o>=n){let a=Ge(e,s);if(a.end>0)return{end:a.end,kind:"github-token"};n=a.scanned}
let c=_(e,s,A,36);return c>0?{end:c,kind:"github-token"}:null},r);O(e,"github_pat_",A,i=>{let o=i+11,s=_(e,o,c=>A(c)||c===
95,82,{cap:De-11});return s>0?{end:s,kind:"github-token"}:null},r)}function Ge(e,r){let t=e.text,n=R(t,r,p),i={end:-1,scanned:n};
if(n===r||t.charCodeAt(n)!==46)return i;let o=R(t,n+1,p);if(o===n+1||t.charCodeAt(o)!==46)return i;let s=B(e,o+1,p,1);return s===
o+1||s-r<36?i:{end:s,scanned:n}}function He(e,r){let t=e.text;O(e,"sk-",A,n=>{let i=n+3;if(t.startsWith("ant-",i)){let s=B(
e,i+4,p,80);return s-(i+4)>=80?{end:s,kind:"anthropic-key"}:null}for(let s of["proj-","svcacct-","admin-","None-"]){if(!t.
startsWith(s,i))continue;let c=B(e,i+s.length,p,40);return c-(i+s.length)>=40?{end:c,kind:"openai-key"}:null}let o=_(e,i,
A,48,{min:32});return o>0?{end:o,kind:"openai-key"}:null},r)}function Ye(e,r){O(e,"AIza",p,t=>{let n=_(e,t+4,p,35,{sameLine:"\
exact",cap:36});return n>0?{end:n,kind:"google-api-key"}:null},r)}function qe(e,r){for(let t of["AKIA","ASIA"])O(e,t,A,n=>{
let i=_(e,n+4,me,16,{sameLine:"exact",cap:17});return i>0?{end:i,kind:"aws-key"}:null},r)}function Ve(e,r){let t=e.text,
n=-1;O(e,"eyJ",p,i=>{if(i<n)return null;let o=R(t,i,p);if(n=o,o-i<10||t.charCodeAt(o)!==46||!t.startsWith("ey",o+1))return null;
let s=R(t,o+1,p);return s-(o+1)<10||t.charCodeAt(s)!==46?null:{end:B(e,s+1,p,0),kind:"jwt"}},r)}function Xe(e,r){let t=e.
text;for(let n=t.indexOf("://");n>=0;n=t.indexOf("://",n+3)){if(n===0||!W(t.charCodeAt(n-1)))continue;let i=n+3,o=-1,s=-1,
c=i;for(;c<t.length;c++){let a=t.charCodeAt(c);if(pe(a))break;a===58&&o<0?o=c:a===64&&(s=c)}o<0||s<0||o>s||o+1===s||t.startsWith(
b.markerPrefix,o+1)&&t.indexOf(b.markerSuffix,o+1)===s-1||r.push({start:o+1,end:s,kind:"url-password",from:n-1})}}export{I as a,S as b,tn as c,rn as d,on as e,sn as f,cn as g,J as h,an as i,$e as j};

import{a as ee,c as N}from"./chunk-TR6ONM2E.js";import{j as S}from"./chunk-LYVVWMII.js";import{M as Q}from"./chunk-FJ7SBSSN.js";
import{G as A,b as C,ba as k,c as z,ca as w}from"./chunk-C33NMHQG.js";var me={"secret-value":"known secret value","secret-value-url-encoded":"known secret value, URL-encoded","secret-value-b\
ase64":"known secret value, base64-encoded","private-key":"private key","github-token":"GitHub token","anthropic-key":"A\
nthropic API key","openai-key":"OpenAI API key","google-api-key":"Google API key","aws-key":"AWS access key id",jwt:"JSO\
N Web Token","url-password":"password in a URL"},F=new Map(Object.keys(me).map((e,r)=>[e,r]));function x(e,r){if(e.length===
0)return{text:e,redactions:[]};let t=K(r),n=new Map,i=te(e,t,n);for(let s=0;s<=ne&&i!==e&&i.includes("\x1B");s++){let o=te(
s<ne?i:N(i),t,n);if(o===i)break;i=o}return i===e?{text:e,redactions:[]}:{text:i,redactions:[...n].map(([s,o])=>({kind:s,
count:o}))}}var ne=3;function te(e,r,t){let n=H(e,r);if(n.length===0)return e;let i="",s=0;for(let o of Ee(n))i+=e.slice(
s,o.start)+w(o.kind),s=o.end,t.set(o.kind,(t.get(o.kind)??0)+1);return i+e.slice(s)}function H(e,r){let t=re(y(e,!1),r);
if(e.includes("\x1B"))for(let n of re(y(e,!0),r))t.push(n);return e.includes("\0")&&t.push(...Oe(e,r)),t}function Oe(e,r){
let t=new Uint32Array(e.length),n="",i=0,s=0;for(;;){let o=e.indexOf("\0",s),a=o<0?e.length:o;if(a>s){n+=e.slice(s,a);for(let d=s;d<
a;d++)t[i++]=d}if(o<0)break;s=o+1}return H(n,r).map(o=>({kind:o.kind,start:t[o.start],end:t[o.end-1]+1,...o.from===void 0?
{}:{from:t[o.from]}}))}function re(e,r){let t=[];G(e,r,t),He(e,t),Ve(e,t),ve(e,t),Xe(e,t),Ze(e,t),ze(e,t),Qe(e,t);for(let n of t){
let i=e.origin[n.end-1]+1;n.start=e.origin[n.start],n.end=i,n.from!==void 0&&(n.from=e.origin[n.from])}return t}function ie(e,r){
if(typeof e=="string")return x(e,r).text;if(Array.isArray(e))return e.map(t=>ie(t,r));if(e!==null&&typeof e=="object"){let t={};
for(let[n,i]of Object.entries(e))t[n]=ie(i,r);return t}return e}function on(e,r){if(r.length===0||e.length===0)return!1;
let t=[],n=K(r);return G(y(e,!1),n,t),e.includes("\x1B")&&G(y(e,!0),n,t),t.length>0}function an(e,r){if(e.length===0)return[];
let t=H(e,K(r)).map(n=>({...n,start:Math.min(n.start,n.from??n.start)}));return Ee(t).map(({start:n,end:i})=>({start:n,end:i}))}
function dn(e,r,t,n=x(e,t).text){let i=x(e.slice(0,r),t).text;return n.startsWith(i)&&n.slice(i.length)===x(e.slice(r),t).
text}var pe=["ghp_","gho_","ghu_","ghr_","ghs_","github_pat_","sk-","AIza","AKIA","ASIA","eyJ"];function cn(e,r){if(e.includes(
"\r")||e.includes("\x1B]")||e.includes("\0"))return!1;let t=K(r);for(let{text:n}of t.joined)if(ye(n.charCodeAt(0)))return!1;
return se(y(e,!1),t)?!e.includes("\x1B")||se(y(e,!0),t):!1}function se(e,r){let t=e.text;for(let{text:n}of r.joined)if(t.
includes(n))return!1;if(r.decoded.length>0&&Ie(t)||t.includes(R))return!1;for(let n of pe)for(let i=t.indexOf(n);i>=0;i=
t.indexOf(n,i+1))if(i===0||!p(t.charCodeAt(i-1))||e.afterBreak[i]!==0)return!1;for(let n=t.indexOf("://");n>=0;n=t.indexOf(
"://",n+3)){if(n===0||!M(t.charCodeAt(n-1)))continue;let i=!1;for(let s=n+3;s<t.length&&!V(t.charCodeAt(s));s++){let o=t.
charCodeAt(s);if(o===58)i=!0;else if(o===64&&i)return!1}}return!0}function Ie(e){for(let r=e.indexOf("%");r>=0;r=e.indexOf(
"%",r+1))if(q(e,r+1)>=0)return!0;return!1}function ln(e,r){return be(e,r,!0)>=0}function un(e,r){return be(e,r,!1)}function be(e,r,t){
let n=e.replace(/(?:\r\n|\r|\n)$/,"");if(n==="")return-1;let i=Math.max(n.lastIndexOf(`
`),n.lastIndexOf("\r"))+1,s=n.slice(i),o=-1,a=u=>{u>=0&&(o===-1||u<o)&&(o=u)};Ge(n,!1)&&a(Math.max(0,n.lastIndexOf("----\
-BEGIN")));let d=/-[A-Z0-9 ]*$/.exec(s);(d!==null||/-[A-Z0-9 ]*$/.test(N(s)))&&a(i+(d?.index??0));let c=K(r),l=[y(n,!1)];
n.includes("\x1B")&&l.push(y(n,!0));for(let u of l){let f=m=>u.origin[m]??i,g=u.text,h=Re(u);h>=0&&a(f(h));let I=Te(g);if(I>=
0&&a(f(I)),c.joined.length===0)continue;let E=oe(g,c.joined);E>=0&&a(f(E));let v=Se(g);if(/%[0-9A-Fa-f]{0,2}$/.test(g)||
v!==null&&oe(v.text,c.decoded)>=0){let m=g.length;for(;m>0&&ke(g.charCodeAt(m-1));)m--;a(m<g.length?f(m):i)}if(!t)continue;
let X=c.joined.filter(m=>m.base64);if(X.length===0)continue;let Z=g.replace(/=+$/,"");(s.length>=W&&L(g.charCodeAt(g.length-
1))||X.some(({text:m})=>Z.endsWith(m)||Z.slice(0,-1).endsWith(m)))&&a(i)}return o}function oe(e,r){let t=e.charCodeAt(e.
length-1),n=-1;for(let{text:i}of r)for(let s=Math.min(i.length-1,e.length);s>=1;s--)if(i.charCodeAt(s-1)===t&&e.endsWith(
i.slice(0,s))){(n===-1||e.length-s<n)&&(n=e.length-s);break}return n}function Re(e){let r=e.text,t=r.length;for(;t>0&&ke(
r.charCodeAt(t-1));)t--;for(let n=t;n<r.length;n++){if(n!==t&&e.afterBreak[n]===0&&p(r.charCodeAt(n-1)))continue;let i=r.
length-n;for(let s of pe)if(i>=s.length?r.startsWith(s,n):s.startsWith(r.slice(n)))return n}return-1}var ke=e=>L(e)||e===
46||e===61;function Te(e){let r=e.lastIndexOf("://");if(r<=0||!M(e.charCodeAt(r-1)))return-1;for(let n=r+3;n<e.length;n++)
if(V(e.charCodeAt(n)))return-1;let t=r;for(;t>0&&M(e.charCodeAt(t-1));)t--;return t}function J(e){return`redacted ${e.map(
({kind:t,count:n})=>`${n} \xD7 ${me[t]??t} as ${w(t)}`).join(", ")}`}function fn(e,r){let t=[],n=(a,d)=>t.push({code:k.problemCode,
severity:"warning",path:a,message:d}),i=(a,d,c)=>{let l=x(a,r);if(l.redactions.length===0)return a;let u=Ae(l.text,c),f=u===
l.text?"":`; the text was then cut to its limit of ${c} UTF-8 bytes`;return n(d,`${J(l.redactions)}${f}`),u},s=(a,d)=>a?.
map((c,l)=>i(c,S([...d,l]),A.shortTextBytes)),o={...e};if(o.summary=i(e.summary,"$.summary",A.summaryBytes),e.detail!==void 0&&
(o.detail=i(e.detail,"$.detail",A.detailBytes)),e.data!==void 0&&(o.data=_e(e.data,r,i,n)),e.next!==void 0){let a=x(e.next.
stage,r);a.redactions.length>0?(delete o.next,n("$.next.stage",`${J(a.redactions)}; a stage id cannot hold the marker, s\
o the route (next) was removed`)):o.next={...e.next,...e.next.reason===void 0?{}:{reason:i(e.next.reason,"$.next.reason",
A.shortTextBytes)}}}if(e.expectations!==void 0){let a=e.expectations;o.expectations={...a,...a.deliverables&&{deliverables:s(
a.deliverables,["expectations","deliverables"])},...a.acceptance&&{acceptance:s(a.acceptance,["expectations","acceptance"])},
...a.constraints&&{constraints:s(a.constraints,["expectations","constraints"])}}}if(e.failure!==void 0){let a=e.failure;
o.failure={...a,reason:i(a.reason,"$.failure.reason",A.shortTextBytes),...a.blockers&&{blockers:s(a.blockers,["failure",
"blockers"])},...a.questions&&{questions:s(a.questions,["failure","questions"])}}}return e.artifacts!==void 0&&(o.artifacts=
e.artifacts.map((a,d)=>({...a,path:i(a.path,S(["artifacts",d,"path"]),1024),...a.description===void 0?{}:{description:i(
a.description,S(["artifacts",d,"description"]),A.shortTextBytes)}}))),{handoff:Q.parse(o),problems:t}}function _e(e,r,t,n){
let i=new Set(Object.keys(e)),s=[];for(let[a,d]of Object.entries(e)){let c=a,l=x(a,r);if(l.redactions.length>0){let f=1;
for(;i.has(`redacted_${f}`);)f++;c=`redacted_${f}`,i.add(c),n("$.data",`a key held a secret: ${J(l.redactions)}; the key\
 was renamed ${c}`)}let u=t(d,S(["data",c]),A.dataBytes);s.push([c,u,u!==d])}let o=s.reduce((a,[d,c])=>a+C(d)+C(c),0)-A.
dataBytes;for(let a=s.length-1;a>=0&&o>0;a--){let d=s[a];if(!d[2])continue;let c=C(d[1]),l=Ae(d[1],Math.max(0,c-o));o-=c-
C(l),d[1]=l,n(S(["data",d[0]]),`cut to ${C(l)} UTF-8 bytes so data stays within ${A.dataBytes} bytes after redaction`)}return Object.
fromEntries(s.map(([a,d])=>[a,d]))}function Ae(e,r){if(C(e)<=r)return e;let t=z(e,r).length,n=e.lastIndexOf(k.markerPrefix,
t-1);if(n>=0){let i=e.indexOf(k.markerSuffix,n);(i<0||i>=t)&&(t=n)}return e.slice(0,t)}var D=class{text;#t;#e;#n;constructor(r,t){
this.text=r,this.#t=t}get origin(){return this.#e===void 0&&this.#r(),this.#e}get afterBreak(){return this.#n===void 0&&
this.#r(),this.#n}#r(){let r=new Uint32Array(this.text.length),t=new Uint8Array(this.text.length),n=this.#t,i=0;for(let s=0;s<
n.length;s+=3){t[i]=n[s+2];for(let o=n[s];o<n[s+1];o++)r[i++]=o}this.#e=r,this.#n=t}},ae=10,de=13,Be=27,Ke=2;function y(e,r){
let t=e.length,n=[],i=[],s=0,o=0,a=(f,g,h)=>{f>s&&(n.push(s,f,o),i.push(e.slice(s,f)),o=0),(h===1||o===0)&&(o=h),s=g},d=e.
indexOf(`
`),c=e.indexOf("\r"),l=r?e.indexOf("\x1B"):-1,u=0;for(;u<t;){d>=0&&d<u&&(d=e.indexOf(`
`,u)),c>=0&&c<u&&(c=e.indexOf("\r",u)),l>=0&&l<u&&(l=e.indexOf("\x1B",u));let f=t;if(d>=0&&(f=d),c>=0&&c<f&&(f=c),l>=0&&
l<f&&(f=l),f===t)break;let g=e.charCodeAt(f);if(g===Be){let E=ee(e,f);E>0?(a(f,E,Ke),u=E):u=f+1;continue}let h=f+(g===de&&
e.charCodeAt(f+1)===ae?2:1);for(;h<t&&ye(e.charCodeAt(h));)h++;let I=e.charCodeAt(h);I!==ae&&I!==de?(a(f,h,1),u=h):u=f+1}
return t>s&&(n.push(s,t,o),i.push(e.slice(s))),new D(i.length===1?i[0]:i.join(""),n)}var ye=e=>e===32||e===9,U=e=>e>=48&&
e<=57,Y=e=>e>=65&&e<=90,Ce=e=>e>=97&&e<=122,p=e=>U(e)||Y(e)||Ce(e),xe=e=>U(e)||Y(e),b=e=>p(e)||e===45||e===95,L=e=>b(e)||
e===43||e===47,je=e=>p(e)||e===43||e===47,M=e=>p(e)||e===43||e===45||e===46,V=e=>e<=32||e===47||e===63||e===35||e===34||
e===39||e===60||e===62||e===96||e===92;function T(e,r,t,n=Number.POSITIVE_INFINITY){let i=Math.min(e.length,r+n),s=r;for(;s<
i&&t(e.charCodeAt(s));)s++;return s}function Pe(e,r,t){return r===0||e.afterBreak[r]!==0||!t(e.text.charCodeAt(r-1))}function Ee(e){
e.sort((t,n)=>t.start-n.start||n.end-t.end);let r=[];for(let t of e){let n=r[r.length-1];n&&t.start<n.end?(n.end=Math.max(
n.end,t.end),F.get(t.kind)<F.get(n.kind)&&(n.kind=t.kind)):r.push({...t})}return r}function O(e,r,t,n,i){let s=e.text,o=0;
for(;;){let a=s.indexOf(r,o);if(a<0)return;let d=Pe(e,a,t)?n(a):null;d?(i.push({start:a,end:d.end,kind:d.kind}),o=d.end):
o=a+1}}function _(e,r,t,n,i={}){let{sameLine:s="at-least",min:o=n,cap:a=Number.POSITIVE_INFINITY}=i,d=e.text,c=Math.min(
d.length,r+a),l=r,u=-1;for(;l<c&&t(d.charCodeAt(l));)u<0&&e.afterBreak[l]===1&&(u=l),l++;let f=(u<0?l:u)-r;return f>=n?s===
"exact"&&f>n?-1:r+f:l-r>=n?r+n:f>=o?r+f:-1}function B(e,r,t,n){let i=e.text,s=ce(e,r,t);for(;s<i.length&&e.afterBreak[s]===
1&&t(i.charCodeAt(s));){let o=ce(e,s,t);if(s-r>=n&&!Fe(i,s,o))break;s=o}return s}function ce(e,r,t){let n=e.text,i=r;for(i<
n.length&&t(n.charCodeAt(i))&&i++;i<n.length&&e.afterBreak[i]!==1&&t(n.charCodeAt(i));)i++;return i}function Fe(e,r,t){let n=!1,
i=!1,s=!1;for(let a=r;a<t;a++){let d=e.charCodeAt(a);U(d)?n=!0:Y(d)?i=!0:Ce(d)&&(s=!0)}let o=t-r;return o>=8&&n&&(i||s)||
o>=24&&i&&s}var j;function K(e){return(j===void 0||!Le(j.list,e))&&(j={list:[...e],needles:Ue(e)}),j.needles}function Le(e,r){
if(e.length!==r.length)return!1;for(let t=0;t<e.length;t++)if(e[t]!==r[t])return!1;return!0}var Me=16;function Ue(e){let r=new Map,
t=new Map,n=(i,s,o,a)=>{let d=i.get(s);(!d||F.get(o)<F.get(d.kind))&&i.set(s,{text:s,kind:o,base64:a})};for(let i of e){
if(typeof i!="string")continue;let s=i.trim();if(s.length<k.minSecretLength)continue;let o=new Set([y(s,!1).text,y(s,!0).
text]),a=s.split(/\r\n|\n|\r/).map(c=>c.trim());if(a.length>1)for(let c of a)c.length>=k.minSecretLength&&o.add(c);if(a.
length===1)for(let c of[...s.matchAll(/ /g)].slice(0,Me))n(r,s.slice(0,c.index)+s.slice(c.index+1),"secret-value",!1);for(let c of o)
if(!(c.length<k.minSecretLength)){n(r,c,"secret-value",!1);for(let l of we(c))n(r,l,"secret-value",!1);n(t,c,"secret-val\
ue-url-encoded",!1),c.includes(" ")&&(n(r,c.replaceAll(" ","+"),"secret-value-url-encoded",!1),n(t,c.replaceAll(" ","+"),
"secret-value-url-encoded",!1))}let d=new Set([s,...a.length>1?a:[]]);for(let c of d)if(!(c.length<k.minSecretLength))for(let l of Je(
c))n(r,l,"secret-value-base64",!0),n(t,l,"secret-value-base64",!0)}return{joined:[...r.values()],decoded:[...t.values()]}}
function we(e){let r=JSON.stringify(e).slice(1,-1),t=r.replace(/[\u0080-\uffff]/g,n=>`\\u${n.charCodeAt(0).toString(16).
padStart(4,"0")}`);return[...new Set([r,t])].filter(n=>n!==e)}var P="ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxy\
z0123456789+/";function $e(e){let r="";for(let t=0;t<e.length;t+=3){let n=e[t]<<16|(e[t+1]??0)<<8|(e[t+2]??0);r+=P[n>>18&
63]+P[n>>12&63],r+=P[n>>6&63]+P[n&63]}return r}function Je(e){let r=new TextEncoder().encode(e),t=new Set;for(let n=0;n<
3;n++){let i=new Uint8Array(n+r.length+2);i.set(r,n);let s=$e(i),o=Math.ceil(8*n/6),a=Math.floor(8*(n+r.length)/6),d=s.slice(
o,a);d.length<k.minSecretLength||(t.add(d),t.add(d.replaceAll("+","-").replaceAll("/","_")))}return[...t]}var W=60;function G(e,r,t){
if(r.joined.length===0)return;let n=e.text,i=a=>{if(e.afterBreak[a]!==1)return!0;let d=a-1;for(;d>0&&a-d<W&&e.afterBreak[d]!==
1;)d--;return a-d>=W},s=(a,d)=>{let c=a,l=d;for(c>0&&L(n.charCodeAt(c-1))&&i(c)&&c--,L(n.charCodeAt(l))&&i(l)&&l++;n.charCodeAt(
l)===61;)l++;return[c,l]};for(let a of r.joined)le(n,a.text,(d,c)=>{let[l,u]=a.base64?s(d,c):[d,c];t.push({start:l,end:u,
kind:a.kind})});let o=Se(n);if(o)for(let a of r.decoded)le(o.text,a.text,(d,c)=>{let l=o.from[d],u=o.to[c-1],[f,g]=a.base64?
s(l,u):[l,u];t.push({start:f,end:g,kind:a.kind})})}function le(e,r,t){let n=-1,i=-1;for(let s=e.indexOf(r);s>=0;s=e.indexOf(
r,s+1)){if(s<i){i=s+r.length;continue}n>=0&&t(n,i),n=s,i=s+r.length}n>=0&&t(n,i)}function Se(e){if(!e.includes("%"))return null;
let r=e.length,t=new Uint32Array(r),n=new Uint32Array(r),i="",s=0,o=0,a=(d,c,l)=>{i+=d;for(let u=0;u<d.length;u++)t[s]=c,
n[s]=l,s++};for(;o<r;){let d=e.charCodeAt(o)===37?q(e,o+1):-1;if(d<0){let l=e.indexOf("%",o+1);l<0&&(l=r),i+=e.slice(o,l);
for(let u=o;u<l;u++)t[s]=u,n[s]=u+1,s++;o=l;continue}let c=De(e,o,d);c?(a(c.chars,o,c.end),o=c.end):(a("%",o,o+1),o++)}return{
text:i,from:t.subarray(0,s),to:n.subarray(0,s)}}function ue(e){return U(e)?e-48:e>=65&&e<=70?e-55:e>=97&&e<=102?e-87:-1}
function q(e,r){let t=ue(e.charCodeAt(r)),n=ue(e.charCodeAt(r+1));return t<0||n<0?-1:t*16+n}function De(e,r,t){if(t<128)
return{chars:String.fromCharCode(t),end:r+3};let n=t>=194&&t<=223?1:t>=224&&t<=239?2:t>=240&&t<=244?3:0;if(n===0)return null;
let i=t&63>>n,s=r+3;for(let a=0;a<n;a++){let d=e.charCodeAt(s)===37?q(e,s+1):-1;if(d<128||d>191)return null;i=i<<6|d&63,
s+=3}return i<(n===1?128:n===2?2048:65536)||i>1114111||i>=55296&&i<=57343?null:{chars:String.fromCodePoint(i),end:s}}var R="\
-----BEGIN ",$="-----END ",fe="-----";function ge(e,r){let t=T(e,r,i=>xe(i)||i===32,64);if(!e.startsWith(fe,t))return-1;
let n=e.slice(r,t);return n.endsWith("PRIVATE KEY")||n.endsWith("PRIVATE KEY BLOCK")?t+fe.length:-1}var he=/-----BEGIN [A-Z0-9 ]{0,64}PRIVATE KEY(?: BLOCK)?-----/,
Ne=/-----(BEGIN|END) [A-Z0-9 ]{0,64}PRIVATE KEY(?: BLOCK)?-----/,We=new RegExp(Ne.source,"g");function Ge(e,r,t=0){let n=(i,s)=>{
let o=r;for(let a of i.matchAll(We))a.index+a[0].length>s&&(o=a[1]==="BEGIN");return o};return n(e,t)?!0:e.includes("\x1B")?
n(N(e),N(e.slice(0,t)).length):!1}function gn(e){return Ne.test(e)}function hn(e){let r=N(e);return e.includes(R)&&he.test(
e)||r!==e&&he.test(r)}function He(e,r){let t=e.text;if(!t.includes(R))return;let n=[];for(let o=t.indexOf($);o>=0;o=t.indexOf(
$,o+1)){let a=ge(t,o+$.length);a>0&&n.push({start:o,end:a})}let i=0,s=0;for(;;){let o=t.indexOf(R,s);if(o<0)return;let a=ge(
t,o+R.length);if(a<0){s=o+1;continue}for(;i<n.length&&n[i].start<a;)i++;let d;if(i<n.length)d=n[i].end,i++;else{for(d=B(
e,a,je,0);t.charCodeAt(d)===61;)d++;if(d===a){s=a;continue}}r.push({start:o,end:d,kind:"private-key"}),s=d}}var Ye=255;function Ve(e,r){
let t=e.text;if(!t.includes("gh")&&!t.includes("github_pat_"))return;let n=-1;for(let i of["ghp_","gho_","ghu_","ghr_","\
ghs_"])O(e,i,p,s=>{let o=s+i.length;if(i==="ghs_"&&s>=n){let d=qe(e,o);if(d.end>0)return{end:d.end,kind:"github-token"};
n=d.scanned}let a=_(e,o,p,36);return a>0?{end:a,kind:"github-token"}:null},r);O(e,"github_pat_",p,i=>{let s=i+11,o=_(e,s,
a=>p(a)||a===95,82,{cap:Ye-11});return o>0?{end:o,kind:"github-token"}:null},r)}function qe(e,r){let t=e.text,n=T(t,r,b),
i={end:-1,scanned:n};if(n===r||t.charCodeAt(n)!==46)return i;let s=T(t,n+1,b);if(s===n+1||t.charCodeAt(s)!==46)return i;
let o=B(e,s+1,b,1);return o===s+1||o-r<36?i:{end:o,scanned:n}}function ve(e,r){let t=e.text;O(e,"sk-",p,n=>{let i=n+3;if(t.
startsWith("ant-",i)){let o=B(e,i+4,b,80);return o-(i+4)>=80?{end:o,kind:"anthropic-key"}:null}for(let o of["proj-","svc\
acct-","admin-","None-"]){if(!t.startsWith(o,i))continue;let a=B(e,i+o.length,b,40);return a-(i+o.length)>=40?{end:a,kind:"\
openai-key"}:null}let s=_(e,i,p,48,{min:32});return s>0?{end:s,kind:"openai-key"}:null},r)}function Xe(e,r){O(e,"AIza",b,
t=>{let n=_(e,t+4,b,35,{sameLine:"exact",cap:36});return n>0?{end:n,kind:"google-api-key"}:null},r)}function Ze(e,r){for(let t of[
"AKIA","ASIA"])O(e,t,p,n=>{let i=_(e,n+4,xe,16,{sameLine:"exact",cap:17});return i>0?{end:i,kind:"aws-key"}:null},r)}function ze(e,r){
let t=e.text,n=-1;O(e,"eyJ",b,i=>{if(i<n)return null;let s=T(t,i,b);if(n=s,s-i<10||t.charCodeAt(s)!==46||!t.startsWith("\
ey",s+1))return null;let o=T(t,s+1,b);return o-(s+1)<10||t.charCodeAt(o)!==46?null:{end:B(e,o+1,b,0),kind:"jwt"}},r)}function Qe(e,r){
let t=e.text;for(let n=t.indexOf("://");n>=0;n=t.indexOf("://",n+3)){if(n===0||!M(t.charCodeAt(n-1)))continue;let i=n+3,
s=-1,o=-1,a=i;for(;a<t.length;a++){let d=t.charCodeAt(a);if(V(d))break;d===58&&s<0?s=a:d===64&&(o=a)}s<0||o<0||s>o||s+1===
o||t.startsWith(k.markerPrefix,s+1)&&t.indexOf(k.markerSuffix,s+1)===o-1||r.push({start:s+1,end:o,kind:"url-password",from:n-
1})}}export{me as a,x as b,ie as c,on as d,an as e,dn as f,cn as g,ln as h,un as i,J as j,fn as k,Ge as l,gn as m,hn as n};

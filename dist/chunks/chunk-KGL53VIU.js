import{a as Q,c as N}from"./chunk-TR6ONM2E.js";import{j as S}from"./chunk-KRB52NVM.js";import{M as z}from"./chunk-DSPIJXAJ.js";
import{D as k,Z as A,_ as $,b as x,c as Z}from"./chunk-LBXHU7QN.js";var he={"secret-value":"known secret value","secret-value-url-encoded":"known secret value, URL-encoded","secret-value-b\
ase64":"known secret value, base64-encoded","private-key":"private key","github-token":"GitHub token","anthropic-key":"A\
nthropic API key","openai-key":"OpenAI API key","google-api-key":"Google API key","aws-key":"AWS access key id",jwt:"JSO\
N Web Token","url-password":"password in a URL"},F=new Map(Object.keys(he).map((e,r)=>[e,r]));function C(e,r){if(e.length===
0)return{text:e,redactions:[]};let t=K(r),n=new Map,i=ne(e,t,n);for(let s=0;s<=ee&&i!==e&&i.includes("\x1B");s++){let o=ne(
s<ee?i:N(i),t,n);if(o===i)break;i=o}return i===e?{text:e,redactions:[]}:{text:i,redactions:[...n].map(([s,o])=>({kind:s,
count:o}))}}var ee=3;function ne(e,r,t){let n=me(e,r);if(n.length===0)return e;let i="",s=0;for(let o of Ee(n))i+=e.slice(
s,o.start)+$(o.kind),s=o.end,t.set(o.kind,(t.get(o.kind)??0)+1);return i+e.slice(s)}function me(e,r){let t=te(y(e,!1),r);
if(e.includes("\x1B"))for(let n of te(y(e,!0),r))t.push(n);return t}function te(e,r){let t=[];G(e,r,t),Ge(e,t),Ye(e,t),qe(
e,t),ve(e,t),Xe(e,t),Ze(e,t),ze(e,t);for(let n of t){let i=e.origin[n.end-1]+1;n.start=e.origin[n.start],n.end=i,n.from!==
void 0&&(n.from=e.origin[n.from])}return t}function re(e,r){if(typeof e=="string")return C(e,r).text;if(Array.isArray(e))
return e.map(t=>re(t,r));if(e!==null&&typeof e=="object"){let t={};for(let[n,i]of Object.entries(e))t[n]=re(i,r);return t}
return e}function sn(e,r){if(r.length===0||e.length===0)return!1;let t=[],n=K(r);return G(y(e,!1),n,t),e.includes("\x1B")&&
G(y(e,!0),n,t),t.length>0}function on(e,r){if(e.length===0)return[];let t=me(e,K(r)).map(n=>({...n,start:Math.min(n.start,
n.from??n.start)}));return Ee(t).map(({start:n,end:i})=>({start:n,end:i}))}function an(e,r,t,n=C(e,t).text){let i=C(e.slice(
0,r),t).text;return n.startsWith(i)&&n.slice(i.length)===C(e.slice(r),t).text}var pe=["ghp_","gho_","ghu_","ghr_","ghs_",
"github_pat_","sk-","AIza","AKIA","ASIA","eyJ"];function cn(e,r){if(e.includes("\r")||e.includes("\x1B]"))return!1;let t=K(
r);for(let{text:n}of t.joined)if(ye(n.charCodeAt(0)))return!1;return ie(y(e,!1),t)?!e.includes("\x1B")||ie(y(e,!0),t):!1}
function ie(e,r){let t=e.text;for(let{text:n}of r.joined)if(t.includes(n))return!1;if(r.decoded.length>0&&Oe(t)||t.includes(
R))return!1;for(let n of pe)for(let i=t.indexOf(n);i>=0;i=t.indexOf(n,i+1))if(i===0||!p(t.charCodeAt(i-1))||e.afterBreak[i]!==
0)return!1;for(let n=t.indexOf("://");n>=0;n=t.indexOf("://",n+3)){if(n===0||!M(t.charCodeAt(n-1)))continue;let i=!1;for(let s=n+
3;s<t.length&&!Y(t.charCodeAt(s));s++){let o=t.charCodeAt(s);if(o===58)i=!0;else if(o===64&&i)return!1}}return!0}function Oe(e){
for(let r=e.indexOf("%");r>=0;r=e.indexOf("%",r+1))if(V(e,r+1)>=0)return!0;return!1}function dn(e,r){return be(e,r,!0)>=
0}function ln(e,r){return be(e,r,!1)}function be(e,r,t){let n=e.replace(/(?:\r\n|\r|\n)$/,"");if(n==="")return-1;let i=Math.
max(n.lastIndexOf(`
`),n.lastIndexOf("\r"))+1,s=n.slice(i),o=-1,a=u=>{u>=0&&(o===-1||u<o)&&(o=u)};We(n,!1)&&a(Math.max(0,n.lastIndexOf("----\
-BEGIN")));let c=/-[A-Z0-9 ]*$/.exec(s);(c!==null||/-[A-Z0-9 ]*$/.test(N(s)))&&a(i+(c?.index??0));let d=K(r),l=[y(n,!1)];
n.includes("\x1B")&&l.push(y(n,!0));for(let u of l){let f=m=>u.origin[m]??i,g=u.text,h=Ie(u);h>=0&&a(f(h));let I=Re(g);if(I>=
0&&a(f(I)),d.joined.length===0)continue;let E=se(g,d.joined);E>=0&&a(f(E));let q=Se(g);if(/%[0-9A-Fa-f]{0,2}$/.test(g)||
q!==null&&se(q.text,d.decoded)>=0){let m=g.length;for(;m>0&&Ae(g.charCodeAt(m-1));)m--;a(m<g.length?f(m):i)}if(!t)continue;
let v=d.joined.filter(m=>m.base64);if(v.length===0)continue;let X=g.replace(/=+$/,"");(s.length>=W&&L(g.charCodeAt(g.length-
1))||v.some(({text:m})=>X.endsWith(m)||X.slice(0,-1).endsWith(m)))&&a(i)}return o}function se(e,r){let t=e.charCodeAt(e.
length-1),n=-1;for(let{text:i}of r)for(let s=Math.min(i.length-1,e.length);s>=1;s--)if(i.charCodeAt(s-1)===t&&e.endsWith(
i.slice(0,s))){(n===-1||e.length-s<n)&&(n=e.length-s);break}return n}function Ie(e){let r=e.text,t=r.length;for(;t>0&&Ae(
r.charCodeAt(t-1));)t--;for(let n=t;n<r.length;n++){if(n!==t&&e.afterBreak[n]===0&&p(r.charCodeAt(n-1)))continue;let i=r.
length-n;for(let s of pe)if(i>=s.length?r.startsWith(s,n):s.startsWith(r.slice(n)))return n}return-1}var Ae=e=>L(e)||e===
46||e===61;function Re(e){let r=e.lastIndexOf("://");if(r<=0||!M(e.charCodeAt(r-1)))return-1;for(let n=r+3;n<e.length;n++)
if(Y(e.charCodeAt(n)))return-1;let t=r;for(;t>0&&M(e.charCodeAt(t-1));)t--;return t}function J(e){return`redacted ${e.map(
({kind:t,count:n})=>`${n} \xD7 ${he[t]??t} as ${$(t)}`).join(", ")}`}function un(e,r){let t=[],n=(a,c)=>t.push({code:A.problemCode,
severity:"warning",path:a,message:c}),i=(a,c,d)=>{let l=C(a,r);if(l.redactions.length===0)return a;let u=ke(l.text,d),f=u===
l.text?"":`; the text was then cut to its limit of ${d} UTF-8 bytes`;return n(c,`${J(l.redactions)}${f}`),u},s=(a,c)=>a?.
map((d,l)=>i(d,S([...c,l]),k.shortTextBytes)),o={...e};if(o.summary=i(e.summary,"$.summary",k.summaryBytes),e.detail!==void 0&&
(o.detail=i(e.detail,"$.detail",k.detailBytes)),e.data!==void 0&&(o.data=Te(e.data,r,i,n)),e.next!==void 0){let a=C(e.next.
stage,r);a.redactions.length>0?(delete o.next,n("$.next.stage",`${J(a.redactions)}; a stage id cannot hold the marker, s\
o the route (next) was removed`)):o.next={...e.next,...e.next.reason===void 0?{}:{reason:i(e.next.reason,"$.next.reason",
k.shortTextBytes)}}}if(e.expectations!==void 0){let a=e.expectations;o.expectations={...a,...a.deliverables&&{deliverables:s(
a.deliverables,["expectations","deliverables"])},...a.acceptance&&{acceptance:s(a.acceptance,["expectations","acceptance"])},
...a.constraints&&{constraints:s(a.constraints,["expectations","constraints"])}}}if(e.failure!==void 0){let a=e.failure;
o.failure={...a,reason:i(a.reason,"$.failure.reason",k.shortTextBytes),...a.blockers&&{blockers:s(a.blockers,["failure",
"blockers"])},...a.questions&&{questions:s(a.questions,["failure","questions"])}}}return e.artifacts!==void 0&&(o.artifacts=
e.artifacts.map((a,c)=>({...a,path:i(a.path,S(["artifacts",c,"path"]),1024),...a.description===void 0?{}:{description:i(
a.description,S(["artifacts",c,"description"]),k.shortTextBytes)}}))),{handoff:z.parse(o),problems:t}}function Te(e,r,t,n){
let i=new Set(Object.keys(e)),s=[];for(let[a,c]of Object.entries(e)){let d=a,l=C(a,r);if(l.redactions.length>0){let f=1;
for(;i.has(`redacted_${f}`);)f++;d=`redacted_${f}`,i.add(d),n("$.data",`a key held a secret: ${J(l.redactions)}; the key\
 was renamed ${d}`)}let u=t(c,S(["data",d]),k.dataBytes);s.push([d,u,u!==c])}let o=s.reduce((a,[c,d])=>a+x(c)+x(d),0)-k.
dataBytes;for(let a=s.length-1;a>=0&&o>0;a--){let c=s[a];if(!c[2])continue;let d=x(c[1]),l=ke(c[1],Math.max(0,d-o));o-=d-
x(l),c[1]=l,n(S(["data",c[0]]),`cut to ${x(l)} UTF-8 bytes so data stays within ${k.dataBytes} bytes after redaction`)}return Object.
fromEntries(s.map(([a,c])=>[a,c]))}function ke(e,r){if(x(e)<=r)return e;let t=Z(e,r).length,n=e.lastIndexOf(A.markerPrefix,
t-1);if(n>=0){let i=e.indexOf(A.markerSuffix,n);(i<0||i>=t)&&(t=n)}return e.slice(0,t)}var D=class{text;#t;#e;#n;constructor(r,t){
this.text=r,this.#t=t}get origin(){return this.#e===void 0&&this.#r(),this.#e}get afterBreak(){return this.#n===void 0&&
this.#r(),this.#n}#r(){let r=new Uint32Array(this.text.length),t=new Uint8Array(this.text.length),n=this.#t,i=0;for(let s=0;s<
n.length;s+=3){t[i]=n[s+2];for(let o=n[s];o<n[s+1];o++)r[i++]=o}this.#e=r,this.#n=t}},oe=10,ae=13,_e=27,Be=2;function y(e,r){
let t=e.length,n=[],i=[],s=0,o=0,a=(f,g,h)=>{f>s&&(n.push(s,f,o),i.push(e.slice(s,f)),o=0),(h===1||o===0)&&(o=h),s=g},c=e.
indexOf(`
`),d=e.indexOf("\r"),l=r?e.indexOf("\x1B"):-1,u=0;for(;u<t;){c>=0&&c<u&&(c=e.indexOf(`
`,u)),d>=0&&d<u&&(d=e.indexOf("\r",u)),l>=0&&l<u&&(l=e.indexOf("\x1B",u));let f=t;if(c>=0&&(f=c),d>=0&&d<f&&(f=d),l>=0&&
l<f&&(f=l),f===t)break;let g=e.charCodeAt(f);if(g===_e){let E=Q(e,f);E>0?(a(f,E,Be),u=E):u=f+1;continue}let h=f+(g===ae&&
e.charCodeAt(f+1)===oe?2:1);for(;h<t&&ye(e.charCodeAt(h));)h++;let I=e.charCodeAt(h);I!==oe&&I!==ae?(a(f,h,1),u=h):u=f+1}
return t>s&&(n.push(s,t,o),i.push(e.slice(s))),new D(i.length===1?i[0]:i.join(""),n)}var ye=e=>e===32||e===9,U=e=>e>=48&&
e<=57,H=e=>e>=65&&e<=90,xe=e=>e>=97&&e<=122,p=e=>U(e)||H(e)||xe(e),Ce=e=>U(e)||H(e),b=e=>p(e)||e===45||e===95,L=e=>b(e)||
e===43||e===47,Ke=e=>p(e)||e===43||e===47,M=e=>p(e)||e===43||e===45||e===46,Y=e=>e<=32||e===47||e===63||e===35||e===34||
e===39||e===60||e===62||e===96||e===92;function T(e,r,t,n=Number.POSITIVE_INFINITY){let i=Math.min(e.length,r+n),s=r;for(;s<
i&&t(e.charCodeAt(s));)s++;return s}function je(e,r,t){return r===0||e.afterBreak[r]!==0||!t(e.text.charCodeAt(r-1))}function Ee(e){
e.sort((t,n)=>t.start-n.start||n.end-t.end);let r=[];for(let t of e){let n=r[r.length-1];n&&t.start<n.end?(n.end=Math.max(
n.end,t.end),F.get(t.kind)<F.get(n.kind)&&(n.kind=t.kind)):r.push({...t})}return r}function O(e,r,t,n,i){let s=e.text,o=0;
for(;;){let a=s.indexOf(r,o);if(a<0)return;let c=je(e,a,t)?n(a):null;c?(i.push({start:a,end:c.end,kind:c.kind}),o=c.end):
o=a+1}}function _(e,r,t,n,i={}){let{sameLine:s="at-least",min:o=n,cap:a=Number.POSITIVE_INFINITY}=i,c=e.text,d=Math.min(
c.length,r+a),l=r,u=-1;for(;l<d&&t(c.charCodeAt(l));)u<0&&e.afterBreak[l]===1&&(u=l),l++;let f=(u<0?l:u)-r;return f>=n?s===
"exact"&&f>n?-1:r+f:l-r>=n?r+n:f>=o?r+f:-1}function B(e,r,t,n){let i=e.text,s=ce(e,r,t);for(;s<i.length&&e.afterBreak[s]===
1&&t(i.charCodeAt(s));){let o=ce(e,s,t);if(s-r>=n&&!Pe(i,s,o))break;s=o}return s}function ce(e,r,t){let n=e.text,i=r;for(i<
n.length&&t(n.charCodeAt(i))&&i++;i<n.length&&e.afterBreak[i]!==1&&t(n.charCodeAt(i));)i++;return i}function Pe(e,r,t){let n=!1,
i=!1,s=!1;for(let a=r;a<t;a++){let c=e.charCodeAt(a);U(c)?n=!0:H(c)?i=!0:xe(c)&&(s=!0)}let o=t-r;return o>=8&&n&&(i||s)||
o>=24&&i&&s}var j;function K(e){return(j===void 0||!Fe(j.list,e))&&(j={list:[...e],needles:Me(e)}),j.needles}function Fe(e,r){
if(e.length!==r.length)return!1;for(let t=0;t<e.length;t++)if(e[t]!==r[t])return!1;return!0}var Le=16;function Me(e){let r=new Map,
t=new Map,n=(i,s,o,a)=>{let c=i.get(s);(!c||F.get(o)<F.get(c.kind))&&i.set(s,{text:s,kind:o,base64:a})};for(let i of e){
if(typeof i!="string")continue;let s=i.trim();if(s.length<A.minSecretLength)continue;let o=new Set([y(s,!1).text,y(s,!0).
text]),a=s.split(/\r\n|\n|\r/).map(d=>d.trim());if(a.length>1)for(let d of a)d.length>=A.minSecretLength&&o.add(d);if(a.
length===1)for(let d of[...s.matchAll(/ /g)].slice(0,Le))n(r,s.slice(0,d.index)+s.slice(d.index+1),"secret-value",!1);for(let d of o)
if(!(d.length<A.minSecretLength)){n(r,d,"secret-value",!1);for(let l of Ue(d))n(r,l,"secret-value",!1);n(t,d,"secret-val\
ue-url-encoded",!1),d.includes(" ")&&(n(r,d.replaceAll(" ","+"),"secret-value-url-encoded",!1),n(t,d.replaceAll(" ","+"),
"secret-value-url-encoded",!1))}let c=new Set([s,...a.length>1?a:[]]);for(let d of c)if(!(d.length<A.minSecretLength))for(let l of we(
d))n(r,l,"secret-value-base64",!0),n(t,l,"secret-value-base64",!0)}return{joined:[...r.values()],decoded:[...t.values()]}}
function Ue(e){let r=JSON.stringify(e).slice(1,-1),t=r.replace(/[\u0080-\uffff]/g,n=>`\\u${n.charCodeAt(0).toString(16).
padStart(4,"0")}`);return[...new Set([r,t])].filter(n=>n!==e)}var P="ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxy\
z0123456789+/";function $e(e){let r="";for(let t=0;t<e.length;t+=3){let n=e[t]<<16|(e[t+1]??0)<<8|(e[t+2]??0);r+=P[n>>18&
63]+P[n>>12&63],r+=P[n>>6&63]+P[n&63]}return r}function we(e){let r=new TextEncoder().encode(e),t=new Set;for(let n=0;n<
3;n++){let i=new Uint8Array(n+r.length+2);i.set(r,n);let s=$e(i),o=Math.ceil(8*n/6),a=Math.floor(8*(n+r.length)/6),c=s.slice(
o,a);c.length<A.minSecretLength||(t.add(c),t.add(c.replaceAll("+","-").replaceAll("/","_")))}return[...t]}var W=60;function G(e,r,t){
if(r.joined.length===0)return;let n=e.text,i=a=>{if(e.afterBreak[a]!==1)return!0;let c=a-1;for(;c>0&&a-c<W&&e.afterBreak[c]!==
1;)c--;return a-c>=W},s=(a,c)=>{let d=a,l=c;for(d>0&&L(n.charCodeAt(d-1))&&i(d)&&d--,L(n.charCodeAt(l))&&i(l)&&l++;n.charCodeAt(
l)===61;)l++;return[d,l]};for(let a of r.joined)de(n,a.text,(c,d)=>{let[l,u]=a.base64?s(c,d):[c,d];t.push({start:l,end:u,
kind:a.kind})});let o=Se(n);if(o)for(let a of r.decoded)de(o.text,a.text,(c,d)=>{let l=o.from[c],u=o.to[d-1],[f,g]=a.base64?
s(l,u):[l,u];t.push({start:f,end:g,kind:a.kind})})}function de(e,r,t){let n=-1,i=-1;for(let s=e.indexOf(r);s>=0;s=e.indexOf(
r,s+1)){if(s<i){i=s+r.length;continue}n>=0&&t(n,i),n=s,i=s+r.length}n>=0&&t(n,i)}function Se(e){if(!e.includes("%"))return null;
let r=e.length,t=new Uint32Array(r),n=new Uint32Array(r),i="",s=0,o=0,a=(c,d,l)=>{i+=c;for(let u=0;u<c.length;u++)t[s]=d,
n[s]=l,s++};for(;o<r;){let c=e.charCodeAt(o)===37?V(e,o+1):-1;if(c<0){let l=e.indexOf("%",o+1);l<0&&(l=r),i+=e.slice(o,l);
for(let u=o;u<l;u++)t[s]=u,n[s]=u+1,s++;o=l;continue}let d=Je(e,o,c);d?(a(d.chars,o,d.end),o=d.end):(a("%",o,o+1),o++)}return{
text:i,from:t.subarray(0,s),to:n.subarray(0,s)}}function le(e){return U(e)?e-48:e>=65&&e<=70?e-55:e>=97&&e<=102?e-87:-1}
function V(e,r){let t=le(e.charCodeAt(r)),n=le(e.charCodeAt(r+1));return t<0||n<0?-1:t*16+n}function Je(e,r,t){if(t<128)
return{chars:String.fromCharCode(t),end:r+3};let n=t>=194&&t<=223?1:t>=224&&t<=239?2:t>=240&&t<=244?3:0;if(n===0)return null;
let i=t&63>>n,s=r+3;for(let a=0;a<n;a++){let c=e.charCodeAt(s)===37?V(e,s+1):-1;if(c<128||c>191)return null;i=i<<6|c&63,
s+=3}return i<(n===1?128:n===2?2048:65536)||i>1114111||i>=55296&&i<=57343?null:{chars:String.fromCodePoint(i),end:s}}var R="\
-----BEGIN ",w="-----END ",ue="-----";function fe(e,r){let t=T(e,r,i=>Ce(i)||i===32,64);if(!e.startsWith(ue,t))return-1;
let n=e.slice(r,t);return n.endsWith("PRIVATE KEY")||n.endsWith("PRIVATE KEY BLOCK")?t+ue.length:-1}var ge=/-----BEGIN [A-Z0-9 ]{0,64}PRIVATE KEY(?: BLOCK)?-----/,
Ne=/-----(BEGIN|END) [A-Z0-9 ]{0,64}PRIVATE KEY(?: BLOCK)?-----/,De=new RegExp(Ne.source,"g");function We(e,r,t=0){let n=(i,s)=>{
let o=r;for(let a of i.matchAll(De))a.index+a[0].length>s&&(o=a[1]==="BEGIN");return o};return n(e,t)?!0:e.includes("\x1B")?
n(N(e),N(e.slice(0,t)).length):!1}function fn(e){return Ne.test(e)}function gn(e){let r=N(e);return e.includes(R)&&ge.test(
e)||r!==e&&ge.test(r)}function Ge(e,r){let t=e.text;if(!t.includes(R))return;let n=[];for(let o=t.indexOf(w);o>=0;o=t.indexOf(
w,o+1)){let a=fe(t,o+w.length);a>0&&n.push({start:o,end:a})}let i=0,s=0;for(;;){let o=t.indexOf(R,s);if(o<0)return;let a=fe(
t,o+R.length);if(a<0){s=o+1;continue}for(;i<n.length&&n[i].start<a;)i++;let c;if(i<n.length)c=n[i].end,i++;else{for(c=B(
e,a,Ke,0);t.charCodeAt(c)===61;)c++;if(c===a){s=a;continue}}r.push({start:o,end:c,kind:"private-key"}),s=c}}var He=255;function Ye(e,r){
let t=e.text;if(!t.includes("gh")&&!t.includes("github_pat_"))return;let n=-1;for(let i of["ghp_","gho_","ghu_","ghr_","\
ghs_"])O(e,i,p,s=>{let o=s+i.length;if(i==="ghs_"&&s>=n){let c=Ve(e,o);if(c.end>0)return{end:c.end,kind:"github-token"};
n=c.scanned}let a=_(e,o,p,36);return a>0?{end:a,kind:"github-token"}:null},r);O(e,"github_pat_",p,i=>{let s=i+11,o=_(e,s,
a=>p(a)||a===95,82,{cap:He-11});return o>0?{end:o,kind:"github-token"}:null},r)}function Ve(e,r){let t=e.text,n=T(t,r,b),
i={end:-1,scanned:n};if(n===r||t.charCodeAt(n)!==46)return i;let s=T(t,n+1,b);if(s===n+1||t.charCodeAt(s)!==46)return i;
let o=B(e,s+1,b,1);return o===s+1||o-r<36?i:{end:o,scanned:n}}function qe(e,r){let t=e.text;O(e,"sk-",p,n=>{let i=n+3;if(t.
startsWith("ant-",i)){let o=B(e,i+4,b,80);return o-(i+4)>=80?{end:o,kind:"anthropic-key"}:null}for(let o of["proj-","svc\
acct-","admin-","None-"]){if(!t.startsWith(o,i))continue;let a=B(e,i+o.length,b,40);return a-(i+o.length)>=40?{end:a,kind:"\
openai-key"}:null}let s=_(e,i,p,48,{min:32});return s>0?{end:s,kind:"openai-key"}:null},r)}function ve(e,r){O(e,"AIza",b,
t=>{let n=_(e,t+4,b,35,{sameLine:"exact",cap:36});return n>0?{end:n,kind:"google-api-key"}:null},r)}function Xe(e,r){for(let t of[
"AKIA","ASIA"])O(e,t,p,n=>{let i=_(e,n+4,Ce,16,{sameLine:"exact",cap:17});return i>0?{end:i,kind:"aws-key"}:null},r)}function Ze(e,r){
let t=e.text,n=-1;O(e,"eyJ",b,i=>{if(i<n)return null;let s=T(t,i,b);if(n=s,s-i<10||t.charCodeAt(s)!==46||!t.startsWith("\
ey",s+1))return null;let o=T(t,s+1,b);return o-(s+1)<10||t.charCodeAt(o)!==46?null:{end:B(e,o+1,b,0),kind:"jwt"}},r)}function ze(e,r){
let t=e.text;for(let n=t.indexOf("://");n>=0;n=t.indexOf("://",n+3)){if(n===0||!M(t.charCodeAt(n-1)))continue;let i=n+3,
s=-1,o=-1,a=i;for(;a<t.length;a++){let c=t.charCodeAt(a);if(Y(c))break;c===58&&s<0?s=a:c===64&&(o=a)}s<0||o<0||s>o||s+1===
o||t.startsWith(A.markerPrefix,s+1)&&t.indexOf(A.markerSuffix,s+1)===o-1||r.push({start:s+1,end:o,kind:"url-password",from:n-
1})}}export{he as a,C as b,re as c,sn as d,on as e,an as f,cn as g,dn as h,ln as i,J as j,un as k,We as l,fn as m,gn as n};

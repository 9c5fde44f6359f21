import{n as y,u as W,w as x}from"./chunk-VQUK3X66.js";import{Ma as D,T as h,U as B,b as k,c as w,x as p}from"./chunk-DFBKRPZ5.js";var ne={"secret-value":"known secret value","secret-value-url-encoded":"known secret value, URL-encoded","secret-value-b\
ase64":"known secret value, base64-encoded","private-key":"private key","github-token":"GitHub token","anthropic-key":"A\
nthropic API key","openai-key":"OpenAI API key","google-api-key":"Google API key","aws-key":"AWS access key id",jwt:"JSO\
N Web Token","url-password":"password in a URL"},R=new Map(Object.keys(ne).map((e,r)=>[e,r]));function A(e,r){if(e.length===
0)return{text:e,redactions:[]};let n=_(r),t=new Map,i=H(e,n,t);for(let s=0;s<=G&&i!==e&&i.includes("\x1B");s++){let o=H(
s<G?i:x(i),n,t);if(o===i)break;i=o}return i===e?{text:e,redactions:[]}:{text:i,redactions:[...t].map(([s,o])=>({kind:s,count:o}))}}
var G=3;function H(e,r,n){let t=te(e,r);if(t.length===0)return e;let i="",s=0;for(let o of ce(t))i+=e.slice(s,o.start)+B(
o.kind),s=o.end,n.set(o.kind,(n.get(o.kind)??0)+1);return i+e.slice(s)}function te(e,r){let n=Y(b(e,!1),r);if(e.includes(
"\x1B"))for(let t of Y(b(e,!0),r))n.push(t);return n}function Y(e,r){let n=[];$(e,r,n),Ke(e,n),je(e,n),Me(e,n),Le(e,n),Ue(
e,n),$e(e,n),Je(e,n);for(let t of n){let i=e.origin[t.end-1]+1;t.start=e.origin[t.start],t.end=i,t.from!==void 0&&(t.from=
e.origin[t.from])}return n}function V(e,r){if(typeof e=="string")return A(e,r).text;if(Array.isArray(e))return e.map(n=>V(
n,r));if(e!==null&&typeof e=="object"){let n={};for(let[t,i]of Object.entries(e))n[t]=V(i,r);return n}return e}function Ye(e,r){
if(r.length===0||e.length===0)return!1;let n=[],t=_(r);return $(b(e,!1),t,n),e.includes("\x1B")&&$(b(e,!0),t,n),n.length>
0}function Ve(e,r){if(e.length===0)return[];let n=te(e,_(r)).map(t=>({...t,start:Math.min(t.start,t.from??t.start)}));return ce(
n).map(({start:t,end:i})=>({start:t,end:i}))}function qe(e,r,n,t=A(e,n).text){let i=A(e.slice(0,r),n).text;return t.startsWith(
i)&&t.slice(i.length)===A(e.slice(r),n).text}var ge=["ghp_","gho_","ghu_","ghr_","ghs_","github_pat_","sk-","AIza","AKIA",
"ASIA","eyJ"];function ve(e,r){let n=e.replace(/(?:\r\n|\r|\n)$/,"");if(n==="")return!1;let t=n.slice(Math.max(n.lastIndexOf(
`
`),n.lastIndexOf("\r"))+1);if(Be(n,!1)||/-[A-Z0-9 ]*$/.test(x(t)))return!0;let i=_(r),s=[b(n,!1)];n.includes("\x1B")&&s.
push(b(n,!0));for(let o of s){if(he(o)||pe(o.text))return!0;if(i.joined.length===0)continue;if(q(o.text,i.joined)||/%[0-9A-Fa-f]{0,2}$/.
test(o.text))return!0;let a=de(o.text);if(a!==null&&q(a.text,i.decoded))return!0;let c=i.joined.filter(l=>l.base64);if(c.
length===0)continue;if(t.length>=U&&O(o.text.charCodeAt(o.text.length-1)))return!0;let d=o.text.replace(/=+$/,"");if(c.some(
({text:l})=>d.endsWith(l)||d.slice(0,-1).endsWith(l)))return!0}return!1}function q(e,r){let n=e.charCodeAt(e.length-1);for(let{
text:t}of r)for(let i=Math.min(t.length-1,e.length);i>=1;i--)if(t.charCodeAt(i-1)===n&&e.endsWith(t.slice(0,i)))return!0;
return!1}function he(e){let r=e.text,n=r.length;for(;n>0&&me(r.charCodeAt(n-1));)n--;for(let t=n;t<r.length;t++){if(t!==
n&&e.afterBreak[t]===0&&m(r.charCodeAt(t-1)))continue;let i=r.length-t;for(let s of ge)if(i>=s.length?r.startsWith(s,t):
s.startsWith(r.slice(t)))return!0}return!1}var me=e=>O(e)||e===46||e===61;function pe(e){let r=e.lastIndexOf("://");if(r<=
0||!oe(e.charCodeAt(r-1)))return!1;for(let n=r+3;n<e.length;n++)if(ae(e.charCodeAt(n)))return!1;return!0}function L(e){return`\
redacted ${e.map(({kind:n,count:t})=>`${t} \xD7 ${ne[n]??n} as ${B(n)}`).join(", ")}`}function Xe(e,r){let n=[],t=(a,c)=>n.
push({code:h.problemCode,severity:"warning",path:a,message:c}),i=(a,c,d)=>{let l=A(a,r);if(l.redactions.length===0)return a;
let u=re(l.text,d),f=u===l.text?"":`; the text was then cut to its limit of ${d} UTF-8 bytes`;return t(c,`${L(l.redactions)}${f}`),
u},s=(a,c)=>a?.map((d,l)=>i(d,y([...c,l]),p.shortTextBytes)),o={...e};if(o.summary=i(e.summary,"$.summary",p.summaryBytes),
e.detail!==void 0&&(o.detail=i(e.detail,"$.detail",p.detailBytes)),e.data!==void 0&&(o.data=be(e.data,r,i,t)),e.next!==void 0){
let a=A(e.next.stage,r);a.redactions.length>0?(delete o.next,t("$.next.stage",`${L(a.redactions)}; a stage id cannot hol\
d the marker, so the route (next) was removed`)):o.next={...e.next,...e.next.reason===void 0?{}:{reason:i(e.next.reason,
"$.next.reason",p.shortTextBytes)}}}if(e.expectations!==void 0){let a=e.expectations;o.expectations={...a,...a.deliverables&&
{deliverables:s(a.deliverables,["expectations","deliverables"])},...a.acceptance&&{acceptance:s(a.acceptance,["expectati\
ons","acceptance"])},...a.constraints&&{constraints:s(a.constraints,["expectations","constraints"])}}}if(e.failure!==void 0){
let a=e.failure;o.failure={...a,reason:i(a.reason,"$.failure.reason",p.shortTextBytes),...a.blockers&&{blockers:s(a.blockers,
["failure","blockers"])},...a.questions&&{questions:s(a.questions,["failure","questions"])}}}return e.artifacts!==void 0&&
(o.artifacts=e.artifacts.map((a,c)=>({...a,path:i(a.path,y(["artifacts",c,"path"]),1024),...a.description===void 0?{}:{description:i(
a.description,y(["artifacts",c,"description"]),p.shortTextBytes)}}))),{handoff:D.parse(o),problems:n}}function be(e,r,n,t){
let i=new Set(Object.keys(e)),s=[];for(let[a,c]of Object.entries(e)){let d=a,l=A(a,r);if(l.redactions.length>0){let f=1;
for(;i.has(`redacted_${f}`);)f++;d=`redacted_${f}`,i.add(d),t("$.data",`a key held a secret: ${L(l.redactions)}; the key\
 was renamed ${d}`)}let u=n(c,y(["data",d]),p.dataBytes);s.push([d,u,u!==c])}let o=s.reduce((a,[c,d])=>a+k(c)+k(d),0)-p.
dataBytes;for(let a=s.length-1;a>=0&&o>0;a--){let c=s[a];if(!c[2])continue;let d=k(c[1]),l=re(c[1],Math.max(0,d-o));o-=d-
k(l),c[1]=l,t(y(["data",c[0]]),`cut to ${k(l)} UTF-8 bytes so data stays within ${p.dataBytes} bytes after redaction`)}return Object.
fromEntries(s.map(([a,c])=>[a,c]))}function re(e,r){if(k(e)<=r)return e;let n=w(e,r).length,t=e.lastIndexOf(h.markerPrefix,
n-1);if(t>=0){let i=e.indexOf(h.markerSuffix,t);(i<0||i>=n)&&(n=t)}return e.slice(0,n)}var K=10,P=13,ke=27,Ae=2;function b(e,r){
let n=e.length,t=new Uint32Array(n),i=new Uint8Array(n),s=[],o=0,a=0,c=0,d=0;for(;d<n;){let l=e.charCodeAt(d);if(l===ke&&
r){let u=W(e,d);if(u>0){s.push(e.slice(o,d)),o=u,c===0&&(c=Ae),d=u;continue}}if(l===K||l===P){let u=d+(l===P&&e.charCodeAt(
d+1)===K?2:1);for(;u<n&&ye(e.charCodeAt(u));)u++;let f=e.charCodeAt(u);if(f!==K&&f!==P){s.push(e.slice(o,d)),o=u,c=1,d=u;
continue}}t[a]=d,i[a]=c,c=0,a++,d++}return s.push(e.slice(o)),{text:s.join(""),origin:t.subarray(0,a),afterBreak:i.subarray(
0,a)}}var ye=e=>e===32||e===9,T=e=>e>=48&&e<=57,J=e=>e>=65&&e<=90,ie=e=>e>=97&&e<=122,m=e=>T(e)||J(e)||ie(e),se=e=>T(e)||
J(e),g=e=>m(e)||e===45||e===95,O=e=>g(e)||e===43||e===47,xe=e=>m(e)||e===43||e===47,oe=e=>m(e)||e===43||e===45||e===46,ae=e=>e<=
32||e===47||e===63||e===35||e===34||e===39||e===60||e===62||e===96||e===92;function E(e,r,n,t=Number.POSITIVE_INFINITY){
let i=Math.min(e.length,r+t),s=r;for(;s<i&&n(e.charCodeAt(s));)s++;return s}function Ce(e,r,n){return r===0||e.afterBreak[r]!==
0||!n(e.text.charCodeAt(r-1))}function ce(e){e.sort((n,t)=>n.start-t.start||t.end-n.end);let r=[];for(let n of e){let t=r[r.
length-1];t&&n.start<t.end?(t.end=Math.max(t.end,n.end),R.get(n.kind)<R.get(t.kind)&&(t.kind=n.kind)):r.push({...n})}return r}
function C(e,r,n,t,i){let s=e.text,o=0;for(;;){let a=s.indexOf(r,o);if(a<0)return;let c=Ce(e,a,n)?t(a):null;c?(i.push({start:a,
end:c.end,kind:c.kind}),o=c.end):o=a+1}}function S(e,r,n,t,i={}){let{sameLine:s="at-least",min:o=t,cap:a=Number.POSITIVE_INFINITY}=i,
c=e.text,d=Math.min(c.length,r+a),l=r,u=-1;for(;l<d&&n(c.charCodeAt(l));)u<0&&e.afterBreak[l]===1&&(u=l),l++;let f=(u<0?
l:u)-r;return f>=t?s==="exact"&&f>t?-1:r+f:l-r>=t?r+t:f>=o?r+f:-1}function N(e,r,n,t){let i=e.text,s=v(e,r,n);for(;s<i.length&&
e.afterBreak[s]===1&&n(i.charCodeAt(s));){let o=v(e,s,n);if(s-r>=t&&!Ee(i,s,o))break;s=o}return s}function v(e,r,n){let t=e.
text,i=r;for(i<t.length&&n(t.charCodeAt(i))&&i++;i<t.length&&e.afterBreak[i]!==1&&n(t.charCodeAt(i));)i++;return i}function Ee(e,r,n){
let t=!1,i=!1,s=!1;for(let a=r;a<n;a++){let c=e.charCodeAt(a);T(c)?t=!0:J(c)?i=!0:ie(c)&&(s=!0)}let o=n-r;return o>=8&&t&&
(i||s)||o>=24&&i&&s}var j;function _(e){let r=e.join("\0");return j?.key!==r&&(j={key:r,needles:Ne(e)}),j.needles}var Se=16;
function Ne(e){let r=new Map,n=new Map,t=(i,s,o,a)=>{let c=i.get(s);(!c||R.get(o)<R.get(c.kind))&&i.set(s,{text:s,kind:o,
base64:a})};for(let i of e){if(typeof i!="string")continue;let s=i.trim();if(s.length<h.minSecretLength)continue;let o=new Set(
[b(s,!1).text,b(s,!0).text]),a=s.split(/\r\n|\n|\r/).map(d=>d.trim());if(a.length>1)for(let d of a)d.length>=h.minSecretLength&&
o.add(d);if(a.length===1)for(let d of[...s.matchAll(/ /g)].slice(0,Se))t(r,s.slice(0,d.index)+s.slice(d.index+1),"secret\
-value",!1);for(let d of o)if(!(d.length<h.minSecretLength)){t(r,d,"secret-value",!1);for(let l of Ie(d))t(r,l,"secret-v\
alue",!1);t(n,d,"secret-value-url-encoded",!1),d.includes(" ")&&(t(r,d.replaceAll(" ","+"),"secret-value-url-encoded",!1),
t(n,d.replaceAll(" ","+"),"secret-value-url-encoded",!1))}let c=new Set([s,...a.length>1?a:[]]);for(let d of c)if(!(d.length<
h.minSecretLength))for(let l of Oe(d))t(r,l,"secret-value-base64",!0),t(n,l,"secret-value-base64",!0)}return{joined:[...r.
values()],decoded:[...n.values()]}}function Ie(e){let r=JSON.stringify(e).slice(1,-1),n=r.replace(/[\u0080-\uffff]/g,t=>`\
\\u${t.charCodeAt(0).toString(16).padStart(4,"0")}`);return[...new Set([r,n])].filter(t=>t!==e)}var I="ABCDEFGHIJKLMNOPQ\
RSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";function Re(e){let r="";for(let n=0;n<e.length;n+=3){let t=e[n]<<16|(e[n+
1]??0)<<8|(e[n+2]??0);r+=I[t>>18&63]+I[t>>12&63],r+=I[t>>6&63]+I[t&63]}return r}function Oe(e){let r=new TextEncoder().encode(
e),n=new Set;for(let t=0;t<3;t++){let i=new Uint8Array(t+r.length+2);i.set(r,t);let s=Re(i),o=Math.ceil(8*t/6),a=Math.floor(
8*(t+r.length)/6),c=s.slice(o,a);c.length<h.minSecretLength||(n.add(c),n.add(c.replaceAll("+","-").replaceAll("/","_")))}
return[...n]}var U=60;function $(e,r,n){if(r.joined.length===0)return;let t=e.text,i=a=>{if(e.afterBreak[a]!==1)return!0;
let c=a-1;for(;c>0&&a-c<U&&e.afterBreak[c]!==1;)c--;return a-c>=U},s=(a,c)=>{let d=a,l=c;for(d>0&&O(t.charCodeAt(d-1))&&
i(d)&&d--,O(t.charCodeAt(l))&&i(l)&&l++;t.charCodeAt(l)===61;)l++;return[d,l]};for(let a of r.joined)X(t,a.text,(c,d)=>{
let[l,u]=a.base64?s(c,d):[c,d];n.push({start:l,end:u,kind:a.kind})});let o=de(t);if(o)for(let a of r.decoded)X(o.text,a.
text,(c,d)=>{let l=o.from[c],u=o.to[d-1],[f,fe]=a.base64?s(l,u):[l,u];n.push({start:f,end:fe,kind:a.kind})})}function X(e,r,n){
let t=-1,i=-1;for(let s=e.indexOf(r);s>=0;s=e.indexOf(r,s+1)){if(s<i){i=s+r.length;continue}t>=0&&n(t,i),t=s,i=s+r.length}
t>=0&&n(t,i)}function de(e){if(!e.includes("%"))return null;let r=e.length,n=new Uint32Array(r),t=new Uint32Array(r),i="",
s=0,o=0,a=(c,d,l)=>{i+=c;for(let u=0;u<c.length;u++)n[s]=d,t[s]=l,s++};for(;o<r;){let c=e.charCodeAt(o)===37?le(e,o+1):-1;
if(c<0){let l=e.indexOf("%",o+1);l<0&&(l=r),i+=e.slice(o,l);for(let u=o;u<l;u++)n[s]=u,t[s]=u+1,s++;o=l;continue}let d=Te(
e,o,c);d?(a(d.chars,o,d.end),o=d.end):(a("%",o,o+1),o++)}return{text:i,from:n.subarray(0,s),to:t.subarray(0,s)}}function Z(e){
return T(e)?e-48:e>=65&&e<=70?e-55:e>=97&&e<=102?e-87:-1}function le(e,r){let n=Z(e.charCodeAt(r)),t=Z(e.charCodeAt(r+1));
return n<0||t<0?-1:n*16+t}function Te(e,r,n){if(n<128)return{chars:String.fromCharCode(n),end:r+3};let t=n>=194&&n<=223?
1:n>=224&&n<=239?2:n>=240&&n<=244?3:0;if(t===0)return null;let i=n&63>>t,s=r+3;for(let a=0;a<t;a++){let c=e.charCodeAt(s)===
37?le(e,s+1):-1;if(c<128||c>191)return null;i=i<<6|c&63,s+=3}return i<(t===1?128:t===2?2048:65536)||i>1114111||i>=55296&&
i<=57343?null:{chars:String.fromCodePoint(i),end:s}}var F="-----BEGIN ",M="-----END ",z="-----";function Q(e,r){let n=E(
e,r,i=>se(i)||i===32,64);if(!e.startsWith(z,n))return-1;let t=e.slice(r,n);return t.endsWith("PRIVATE KEY")||t.endsWith(
"PRIVATE KEY BLOCK")?n+z.length:-1}var ee=/-----BEGIN [A-Z0-9 ]{0,64}PRIVATE KEY(?: BLOCK)?-----/,ue=/-----(BEGIN|END) [A-Z0-9 ]{0,64}PRIVATE KEY(?: BLOCK)?-----/,
_e=new RegExp(ue.source,"g");function Be(e,r,n=0){let t=(i,s)=>{let o=r;for(let a of i.matchAll(_e))a.index+a[0].length>
s&&(o=a[1]==="BEGIN");return o};return t(e,n)?!0:e.includes("\x1B")?t(x(e),x(e.slice(0,n)).length):!1}function Ze(e){return ue.
test(e)}function ze(e){return ee.test(e)||ee.test(x(e))}function Ke(e,r){let n=e.text;if(!n.includes(F))return;let t=[];
for(let o=n.indexOf(M);o>=0;o=n.indexOf(M,o+1)){let a=Q(n,o+M.length);a>0&&t.push({start:o,end:a})}let i=0,s=0;for(;;){let o=n.
indexOf(F,s);if(o<0)return;let a=Q(n,o+F.length);if(a<0){s=o+1;continue}for(;i<t.length&&t[i].start<a;)i++;let c;if(i<t.
length)c=t[i].end,i++;else{for(c=N(e,a,xe,0);n.charCodeAt(c)===61;)c++;if(c===a){s=a;continue}}r.push({start:o,end:c,kind:"\
private-key"}),s=c}}var Pe=255;function je(e,r){let n=e.text;if(!n.includes("gh")&&!n.includes("github_pat_"))return;let t=-1;
for(let i of["ghp_","gho_","ghu_","ghr_","ghs_"])C(e,i,m,s=>{let o=s+i.length;if(i==="ghs_"&&s>=t){let c=Fe(e,o);if(c.end>
0)return{end:c.end,kind:"github-token"};t=c.scanned}let a=S(e,o,m,36);return a>0?{end:a,kind:"github-token"}:null},r);C(
e,"github_pat_",m,i=>{let s=i+11,o=S(e,s,a=>m(a)||a===95,82,{cap:Pe-11});return o>0?{end:o,kind:"github-token"}:null},r)}
function Fe(e,r){let n=e.text,t=E(n,r,g),i={end:-1,scanned:t};if(t===r||n.charCodeAt(t)!==46)return i;let s=E(n,t+1,g);if(s===
t+1||n.charCodeAt(s)!==46)return i;let o=N(e,s+1,g,1);return o===s+1||o-r<36?i:{end:o,scanned:t}}function Me(e,r){let n=e.
text;C(e,"sk-",m,t=>{let i=t+3;if(n.startsWith("ant-",i)){let o=N(e,i+4,g,80);return o-(i+4)>=80?{end:o,kind:"anthropic-\
key"}:null}for(let o of["proj-","svcacct-","admin-","None-"]){if(!n.startsWith(o,i))continue;let a=N(e,i+o.length,g,40);
return a-(i+o.length)>=40?{end:a,kind:"openai-key"}:null}let s=S(e,i,m,48,{min:32});return s>0?{end:s,kind:"openai-key"}:
null},r)}function Le(e,r){C(e,"AIza",g,n=>{let t=S(e,n+4,g,35,{sameLine:"exact",cap:36});return t>0?{end:t,kind:"google-\
api-key"}:null},r)}function Ue(e,r){for(let n of["AKIA","ASIA"])C(e,n,m,t=>{let i=S(e,t+4,se,16,{sameLine:"exact",cap:17});
return i>0?{end:i,kind:"aws-key"}:null},r)}function $e(e,r){let n=e.text,t=-1;C(e,"eyJ",g,i=>{if(i<t)return null;let s=E(
n,i,g);if(t=s,s-i<10||n.charCodeAt(s)!==46||!n.startsWith("ey",s+1))return null;let o=E(n,s+1,g);return o-(s+1)<10||n.charCodeAt(
o)!==46?null:{end:N(e,o+1,g,0),kind:"jwt"}},r)}function Je(e,r){let n=e.text;for(let t=n.indexOf("://");t>=0;t=n.indexOf(
"://",t+3)){if(t===0||!oe(n.charCodeAt(t-1)))continue;let i=t+3,s=-1,o=-1,a=i;for(;a<n.length;a++){let c=n.charCodeAt(a);
if(ae(c))break;c===58&&s<0?s=a:c===64&&(o=a)}s<0||o<0||s>o||s+1===o||n.startsWith(h.markerPrefix,s+1)&&n.indexOf(h.markerSuffix,
s+1)===o-1||r.push({start:s+1,end:o,kind:"url-password",from:t-1})}}export{ne as a,A as b,V as c,Ye as d,Ve as e,qe as f,ve as g,L as h,Xe as i,Be as j,Ze as k,ze as l};

import{n as S,u as Z,w as N}from"./chunk-VQUK3X66.js";import{Ma as X,T as b,U,b as x,c as v,x as A}from"./chunk-DFBKRPZ5.js";var ue={"secret-value":"known secret value","secret-value-url-encoded":"known secret value, URL-encoded","secret-value-b\
ase64":"known secret value, base64-encoded","private-key":"private key","github-token":"GitHub token","anthropic-key":"A\
nthropic API key","openai-key":"OpenAI API key","google-api-key":"Google API key","aws-key":"AWS access key id",jwt:"JSO\
N Web Token","url-password":"password in a URL"},j=new Map(Object.keys(ue).map((e,r)=>[e,r]));function C(e,r){if(e.length===
0)return{text:e,redactions:[]};let t=M(r),n=new Map,i=Q(e,t,n);for(let s=0;s<=z&&i!==e&&i.includes("\x1B");s++){let a=Q(
s<z?i:N(i),t,n);if(a===i)break;i=a}return i===e?{text:e,redactions:[]}:{text:i,redactions:[...n].map(([s,a])=>({kind:s,count:a}))}}
var z=3;function Q(e,r,t){let n=fe(e,r);if(n.length===0)return e;let i="",s=0;for(let a of Ae(n))i+=e.slice(s,a.start)+U(
a.kind),s=a.end,t.set(a.kind,(t.get(a.kind)??0)+1);return i+e.slice(s)}function fe(e,r){let t=ee(y(e,!1),r);if(e.includes(
"\x1B"))for(let n of ee(y(e,!0),r))t.push(n);return t}function ee(e,r){let t=[];G(e,r,t),De(e,t),Ge(e,t),Ye(e,t),Ve(e,t),
qe(e,t),ve(e,t),Xe(e,t);for(let n of t){let i=e.origin[n.end-1]+1;n.start=e.origin[n.start],n.end=i,n.from!==void 0&&(n.
from=e.origin[n.from])}return t}function ne(e,r){if(typeof e=="string")return C(e,r).text;if(Array.isArray(e))return e.map(
t=>ne(t,r));if(e!==null&&typeof e=="object"){let t={};for(let[n,i]of Object.entries(e))t[n]=ne(i,r);return t}return e}function tn(e,r){
if(r.length===0||e.length===0)return!1;let t=[],n=M(r);return G(y(e,!1),n,t),e.includes("\x1B")&&G(y(e,!0),n,t),t.length>
0}function rn(e,r){if(e.length===0)return[];let t=fe(e,M(r)).map(n=>({...n,start:Math.min(n.start,n.from??n.start)}));return Ae(
t).map(({start:n,end:i})=>({start:n,end:i}))}function sn(e,r,t,n=C(e,t).text){let i=C(e.slice(0,r),t).text;return n.startsWith(
i)&&n.slice(i.length)===C(e.slice(r),t).text}var Ee=["ghp_","gho_","ghu_","ghr_","ghs_","github_pat_","sk-","AIza","AKIA",
"ASIA","eyJ"];function on(e,r){return ge(e,r,!0)>=0}function an(e,r){return ge(e,r,!1)}function ge(e,r,t){let n=e.replace(
/(?:\r\n|\r|\n)$/,"");if(n==="")return-1;let i=Math.max(n.lastIndexOf(`
`),n.lastIndexOf("\r"))+1,s=n.slice(i),a=-1,o=u=>{u>=0&&(a===-1||u<a)&&(a=u)};Je(n,!1)&&o(Math.max(0,n.lastIndexOf("----\
-BEGIN")));let c=/-[A-Z0-9 ]*$/.exec(s);(c!==null||/-[A-Z0-9 ]*$/.test(N(s)))&&o(i+(c?.index??0));let d=M(r),l=[y(n,!1)];
n.includes("\x1B")&&l.push(y(n,!0));for(let u of l){let f=m=>u.origin[m]??i,g=u.text,h=Se(u);h>=0&&o(f(h));let O=Ne(g);if(O>=
0&&o(f(O)),d.joined.length===0)continue;let E=te(g,d.joined);E>=0&&o(f(E));let Y=ye(g);if(/%[0-9A-Fa-f]{0,2}$/.test(g)||
Y!==null&&te(Y.text,d.decoded)>=0){let m=g.length;for(;m>0&&he(g.charCodeAt(m-1));)m--;o(m<g.length?f(m):i)}if(!t)continue;
let V=d.joined.filter(m=>m.base64);if(V.length===0)continue;let q=g.replace(/=+$/,"");(s.length>=W&&F(g.charCodeAt(g.length-
1))||V.some(({text:m})=>q.endsWith(m)||q.slice(0,-1).endsWith(m)))&&o(i)}return a}function te(e,r){let t=e.charCodeAt(e.
length-1),n=-1;for(let{text:i}of r)for(let s=Math.min(i.length-1,e.length);s>=1;s--)if(i.charCodeAt(s-1)===t&&e.endsWith(
i.slice(0,s))){(n===-1||e.length-s<n)&&(n=e.length-s);break}return n}function Se(e){let r=e.text,t=r.length;for(;t>0&&he(
r.charCodeAt(t-1));)t--;for(let n=t;n<r.length;n++){if(n!==t&&e.afterBreak[n]===0&&k(r.charCodeAt(n-1)))continue;let i=r.
length-n;for(let s of Ee)if(i>=s.length?r.startsWith(s,n):s.startsWith(r.slice(n)))return n}return-1}var he=e=>F(e)||e===
46||e===61;function Ne(e){let r=e.lastIndexOf("://");if(r<=0||!D(e.charCodeAt(r-1)))return-1;for(let n=r+3;n<e.length;n++)
if(ke(e.charCodeAt(n)))return-1;let t=r;for(;t>0&&D(e.charCodeAt(t-1));)t--;return t}function $(e){return`redacted ${e.map(
({kind:t,count:n})=>`${n} \xD7 ${ue[t]??t} as ${U(t)}`).join(", ")}`}function cn(e,r){let t=[],n=(o,c)=>t.push({code:b.problemCode,
severity:"warning",path:o,message:c}),i=(o,c,d)=>{let l=C(o,r);if(l.redactions.length===0)return o;let u=me(l.text,d),f=u===
l.text?"":`; the text was then cut to its limit of ${d} UTF-8 bytes`;return n(c,`${$(l.redactions)}${f}`),u},s=(o,c)=>o?.
map((d,l)=>i(d,S([...c,l]),A.shortTextBytes)),a={...e};if(a.summary=i(e.summary,"$.summary",A.summaryBytes),e.detail!==void 0&&
(a.detail=i(e.detail,"$.detail",A.detailBytes)),e.data!==void 0&&(a.data=Ie(e.data,r,i,n)),e.next!==void 0){let o=C(e.next.
stage,r);o.redactions.length>0?(delete a.next,n("$.next.stage",`${$(o.redactions)}; a stage id cannot hold the marker, s\
o the route (next) was removed`)):a.next={...e.next,...e.next.reason===void 0?{}:{reason:i(e.next.reason,"$.next.reason",
A.shortTextBytes)}}}if(e.expectations!==void 0){let o=e.expectations;a.expectations={...o,...o.deliverables&&{deliverables:s(
o.deliverables,["expectations","deliverables"])},...o.acceptance&&{acceptance:s(o.acceptance,["expectations","acceptance"])},
...o.constraints&&{constraints:s(o.constraints,["expectations","constraints"])}}}if(e.failure!==void 0){let o=e.failure;
a.failure={...o,reason:i(o.reason,"$.failure.reason",A.shortTextBytes),...o.blockers&&{blockers:s(o.blockers,["failure",
"blockers"])},...o.questions&&{questions:s(o.questions,["failure","questions"])}}}return e.artifacts!==void 0&&(a.artifacts=
e.artifacts.map((o,c)=>({...o,path:i(o.path,S(["artifacts",c,"path"]),1024),...o.description===void 0?{}:{description:i(
o.description,S(["artifacts",c,"description"]),A.shortTextBytes)}}))),{handoff:X.parse(a),problems:t}}function Ie(e,r,t,n){
let i=new Set(Object.keys(e)),s=[];for(let[o,c]of Object.entries(e)){let d=o,l=C(o,r);if(l.redactions.length>0){let f=1;
for(;i.has(`redacted_${f}`);)f++;d=`redacted_${f}`,i.add(d),n("$.data",`a key held a secret: ${$(l.redactions)}; the key\
 was renamed ${d}`)}let u=t(c,S(["data",d]),A.dataBytes);s.push([d,u,u!==c])}let a=s.reduce((o,[c,d])=>o+x(c)+x(d),0)-A.
dataBytes;for(let o=s.length-1;o>=0&&a>0;o--){let c=s[o];if(!c[2])continue;let d=x(c[1]),l=me(c[1],Math.max(0,d-a));a-=d-
x(l),c[1]=l,n(S(["data",c[0]]),`cut to ${x(l)} UTF-8 bytes so data stays within ${A.dataBytes} bytes after redaction`)}return Object.
fromEntries(s.map(([o,c])=>[o,c]))}function me(e,r){if(x(e)<=r)return e;let t=v(e,r).length,n=e.lastIndexOf(b.markerPrefix,
t-1);if(n>=0){let i=e.indexOf(b.markerSuffix,n);(i<0||i>=t)&&(t=n)}return e.slice(0,t)}var J=class{text;#t;#e;#n;constructor(r,t){
this.text=r,this.#t=t}get origin(){return this.#e===void 0&&this.#r(),this.#e}get afterBreak(){return this.#n===void 0&&
this.#r(),this.#n}#r(){let r=new Uint32Array(this.text.length),t=new Uint8Array(this.text.length),n=this.#t,i=0;for(let s=0;s<
n.length;s+=3){t[i]=n[s+2];for(let a=n[s];a<n[s+1];a++)r[i++]=a}this.#e=r,this.#n=t}},re=10,ie=13,Oe=27,Re=2;function y(e,r){
let t=e.length,n=[],i=[],s=0,a=0,o=(f,g,h)=>{f>s&&(n.push(s,f,a),i.push(e.slice(s,f)),a=0),(h===1||a===0)&&(a=h),s=g},c=e.
indexOf(`
`),d=e.indexOf("\r"),l=r?e.indexOf("\x1B"):-1,u=0;for(;u<t;){c>=0&&c<u&&(c=e.indexOf(`
`,u)),d>=0&&d<u&&(d=e.indexOf("\r",u)),l>=0&&l<u&&(l=e.indexOf("\x1B",u));let f=t;if(c>=0&&(f=c),d>=0&&d<f&&(f=d),l>=0&&
l<f&&(f=l),f===t)break;let g=e.charCodeAt(f);if(g===Oe){let E=Z(e,f);E>0?(o(f,E,Re),u=E):u=f+1;continue}let h=f+(g===ie&&
e.charCodeAt(f+1)===re?2:1);for(;h<t&&Te(e.charCodeAt(h));)h++;let O=e.charCodeAt(h);O!==re&&O!==ie?(o(f,h,1),u=h):u=f+1}
return t>s&&(n.push(s,t,a),i.push(e.slice(s))),new J(i.length===1?i[0]:i.join(""),n)}var Te=e=>e===32||e===9,L=e=>e>=48&&
e<=57,H=e=>e>=65&&e<=90,pe=e=>e>=97&&e<=122,k=e=>L(e)||H(e)||pe(e),be=e=>L(e)||H(e),p=e=>k(e)||e===45||e===95,F=e=>p(e)||
e===43||e===47,_e=e=>k(e)||e===43||e===47,D=e=>k(e)||e===43||e===45||e===46,ke=e=>e<=32||e===47||e===63||e===35||e===34||
e===39||e===60||e===62||e===96||e===92;function R(e,r,t,n=Number.POSITIVE_INFINITY){let i=Math.min(e.length,r+n),s=r;for(;s<
i&&t(e.charCodeAt(s));)s++;return s}function Be(e,r,t){return r===0||e.afterBreak[r]!==0||!t(e.text.charCodeAt(r-1))}function Ae(e){
e.sort((t,n)=>t.start-n.start||n.end-t.end);let r=[];for(let t of e){let n=r[r.length-1];n&&t.start<n.end?(n.end=Math.max(
n.end,t.end),j.get(t.kind)<j.get(n.kind)&&(n.kind=t.kind)):r.push({...t})}return r}function I(e,r,t,n,i){let s=e.text,a=0;
for(;;){let o=s.indexOf(r,a);if(o<0)return;let c=Be(e,o,t)?n(o):null;c?(i.push({start:o,end:c.end,kind:c.kind}),a=c.end):
a=o+1}}function T(e,r,t,n,i={}){let{sameLine:s="at-least",min:a=n,cap:o=Number.POSITIVE_INFINITY}=i,c=e.text,d=Math.min(
c.length,r+o),l=r,u=-1;for(;l<d&&t(c.charCodeAt(l));)u<0&&e.afterBreak[l]===1&&(u=l),l++;let f=(u<0?l:u)-r;return f>=n?s===
"exact"&&f>n?-1:r+f:l-r>=n?r+n:f>=a?r+f:-1}function _(e,r,t,n){let i=e.text,s=se(e,r,t);for(;s<i.length&&e.afterBreak[s]===
1&&t(i.charCodeAt(s));){let a=se(e,s,t);if(s-r>=n&&!Ke(i,s,a))break;s=a}return s}function se(e,r,t){let n=e.text,i=r;for(i<
n.length&&t(n.charCodeAt(i))&&i++;i<n.length&&e.afterBreak[i]!==1&&t(n.charCodeAt(i));)i++;return i}function Ke(e,r,t){let n=!1,
i=!1,s=!1;for(let o=r;o<t;o++){let c=e.charCodeAt(o);L(c)?n=!0:H(c)?i=!0:pe(c)&&(s=!0)}let a=t-r;return a>=8&&n&&(i||s)||
a>=24&&i&&s}var B;function M(e){return(B===void 0||!Pe(B.list,e))&&(B={list:[...e],needles:Fe(e)}),B.needles}function Pe(e,r){
if(e.length!==r.length)return!1;for(let t=0;t<e.length;t++)if(e[t]!==r[t])return!1;return!0}var je=16;function Fe(e){let r=new Map,
t=new Map,n=(i,s,a,o)=>{let c=i.get(s);(!c||j.get(a)<j.get(c.kind))&&i.set(s,{text:s,kind:a,base64:o})};for(let i of e){
if(typeof i!="string")continue;let s=i.trim();if(s.length<b.minSecretLength)continue;let a=new Set([y(s,!1).text,y(s,!0).
text]),o=s.split(/\r\n|\n|\r/).map(d=>d.trim());if(o.length>1)for(let d of o)d.length>=b.minSecretLength&&a.add(d);if(o.
length===1)for(let d of[...s.matchAll(/ /g)].slice(0,je))n(r,s.slice(0,d.index)+s.slice(d.index+1),"secret-value",!1);for(let d of a)
if(!(d.length<b.minSecretLength)){n(r,d,"secret-value",!1);for(let l of Le(d))n(r,l,"secret-value",!1);n(t,d,"secret-val\
ue-url-encoded",!1),d.includes(" ")&&(n(r,d.replaceAll(" ","+"),"secret-value-url-encoded",!1),n(t,d.replaceAll(" ","+"),
"secret-value-url-encoded",!1))}let c=new Set([s,...o.length>1?o:[]]);for(let d of c)if(!(d.length<b.minSecretLength))for(let l of Ue(
d))n(r,l,"secret-value-base64",!0),n(t,l,"secret-value-base64",!0)}return{joined:[...r.values()],decoded:[...t.values()]}}
function Le(e){let r=JSON.stringify(e).slice(1,-1),t=r.replace(/[\u0080-\uffff]/g,n=>`\\u${n.charCodeAt(0).toString(16).
padStart(4,"0")}`);return[...new Set([r,t])].filter(n=>n!==e)}var K="ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxy\
z0123456789+/";function Me(e){let r="";for(let t=0;t<e.length;t+=3){let n=e[t]<<16|(e[t+1]??0)<<8|(e[t+2]??0);r+=K[n>>18&
63]+K[n>>12&63],r+=K[n>>6&63]+K[n&63]}return r}function Ue(e){let r=new TextEncoder().encode(e),t=new Set;for(let n=0;n<
3;n++){let i=new Uint8Array(n+r.length+2);i.set(r,n);let s=Me(i),a=Math.ceil(8*n/6),o=Math.floor(8*(n+r.length)/6),c=s.slice(
a,o);c.length<b.minSecretLength||(t.add(c),t.add(c.replaceAll("+","-").replaceAll("/","_")))}return[...t]}var W=60;function G(e,r,t){
if(r.joined.length===0)return;let n=e.text,i=o=>{if(e.afterBreak[o]!==1)return!0;let c=o-1;for(;c>0&&o-c<W&&e.afterBreak[c]!==
1;)c--;return o-c>=W},s=(o,c)=>{let d=o,l=c;for(d>0&&F(n.charCodeAt(d-1))&&i(d)&&d--,F(n.charCodeAt(l))&&i(l)&&l++;n.charCodeAt(
l)===61;)l++;return[d,l]};for(let o of r.joined)oe(n,o.text,(c,d)=>{let[l,u]=o.base64?s(c,d):[c,d];t.push({start:l,end:u,
kind:o.kind})});let a=ye(n);if(a)for(let o of r.decoded)oe(a.text,o.text,(c,d)=>{let l=a.from[c],u=a.to[d-1],[f,g]=o.base64?
s(l,u):[l,u];t.push({start:f,end:g,kind:o.kind})})}function oe(e,r,t){let n=-1,i=-1;for(let s=e.indexOf(r);s>=0;s=e.indexOf(
r,s+1)){if(s<i){i=s+r.length;continue}n>=0&&t(n,i),n=s,i=s+r.length}n>=0&&t(n,i)}function ye(e){if(!e.includes("%"))return null;
let r=e.length,t=new Uint32Array(r),n=new Uint32Array(r),i="",s=0,a=0,o=(c,d,l)=>{i+=c;for(let u=0;u<c.length;u++)t[s]=d,
n[s]=l,s++};for(;a<r;){let c=e.charCodeAt(a)===37?xe(e,a+1):-1;if(c<0){let l=e.indexOf("%",a+1);l<0&&(l=r),i+=e.slice(a,
l);for(let u=a;u<l;u++)t[s]=u,n[s]=u+1,s++;a=l;continue}let d=we(e,a,c);d?(o(d.chars,a,d.end),a=d.end):(o("%",a,a+1),a++)}
return{text:i,from:t.subarray(0,s),to:n.subarray(0,s)}}function ae(e){return L(e)?e-48:e>=65&&e<=70?e-55:e>=97&&e<=102?e-
87:-1}function xe(e,r){let t=ae(e.charCodeAt(r)),n=ae(e.charCodeAt(r+1));return t<0||n<0?-1:t*16+n}function we(e,r,t){if(t<
128)return{chars:String.fromCharCode(t),end:r+3};let n=t>=194&&t<=223?1:t>=224&&t<=239?2:t>=240&&t<=244?3:0;if(n===0)return null;
let i=t&63>>n,s=r+3;for(let o=0;o<n;o++){let c=e.charCodeAt(s)===37?xe(e,s+1):-1;if(c<128||c>191)return null;i=i<<6|c&63,
s+=3}return i<(n===1?128:n===2?2048:65536)||i>1114111||i>=55296&&i<=57343?null:{chars:String.fromCodePoint(i),end:s}}var P="\
-----BEGIN ",w="-----END ",ce="-----";function de(e,r){let t=R(e,r,i=>be(i)||i===32,64);if(!e.startsWith(ce,t))return-1;
let n=e.slice(r,t);return n.endsWith("PRIVATE KEY")||n.endsWith("PRIVATE KEY BLOCK")?t+ce.length:-1}var le=/-----BEGIN [A-Z0-9 ]{0,64}PRIVATE KEY(?: BLOCK)?-----/,
Ce=/-----(BEGIN|END) [A-Z0-9 ]{0,64}PRIVATE KEY(?: BLOCK)?-----/,$e=new RegExp(Ce.source,"g");function Je(e,r,t=0){let n=(i,s)=>{
let a=r;for(let o of i.matchAll($e))o.index+o[0].length>s&&(a=o[1]==="BEGIN");return a};return n(e,t)?!0:e.includes("\x1B")?
n(N(e),N(e.slice(0,t)).length):!1}function dn(e){return Ce.test(e)}function ln(e){let r=N(e);return e.includes(P)&&le.test(
e)||r!==e&&le.test(r)}function De(e,r){let t=e.text;if(!t.includes(P))return;let n=[];for(let a=t.indexOf(w);a>=0;a=t.indexOf(
w,a+1)){let o=de(t,a+w.length);o>0&&n.push({start:a,end:o})}let i=0,s=0;for(;;){let a=t.indexOf(P,s);if(a<0)return;let o=de(
t,a+P.length);if(o<0){s=a+1;continue}for(;i<n.length&&n[i].start<o;)i++;let c;if(i<n.length)c=n[i].end,i++;else{for(c=_(
e,o,_e,0);t.charCodeAt(c)===61;)c++;if(c===o){s=o;continue}}r.push({start:a,end:c,kind:"private-key"}),s=c}}var We=255;function Ge(e,r){
let t=e.text;if(!t.includes("gh")&&!t.includes("github_pat_"))return;let n=-1;for(let i of["ghp_","gho_","ghu_","ghr_","\
ghs_"])I(e,i,k,s=>{let a=s+i.length;if(i==="ghs_"&&s>=n){let c=He(e,a);if(c.end>0)return{end:c.end,kind:"github-token"};
n=c.scanned}let o=T(e,a,k,36);return o>0?{end:o,kind:"github-token"}:null},r);I(e,"github_pat_",k,i=>{let s=i+11,a=T(e,s,
o=>k(o)||o===95,82,{cap:We-11});return a>0?{end:a,kind:"github-token"}:null},r)}function He(e,r){let t=e.text,n=R(t,r,p),
i={end:-1,scanned:n};if(n===r||t.charCodeAt(n)!==46)return i;let s=R(t,n+1,p);if(s===n+1||t.charCodeAt(s)!==46)return i;
let a=_(e,s+1,p,1);return a===s+1||a-r<36?i:{end:a,scanned:n}}function Ye(e,r){let t=e.text;I(e,"sk-",k,n=>{let i=n+3;if(t.
startsWith("ant-",i)){let a=_(e,i+4,p,80);return a-(i+4)>=80?{end:a,kind:"anthropic-key"}:null}for(let a of["proj-","svc\
acct-","admin-","None-"]){if(!t.startsWith(a,i))continue;let o=_(e,i+a.length,p,40);return o-(i+a.length)>=40?{end:o,kind:"\
openai-key"}:null}let s=T(e,i,k,48,{min:32});return s>0?{end:s,kind:"openai-key"}:null},r)}function Ve(e,r){I(e,"AIza",p,
t=>{let n=T(e,t+4,p,35,{sameLine:"exact",cap:36});return n>0?{end:n,kind:"google-api-key"}:null},r)}function qe(e,r){for(let t of[
"AKIA","ASIA"])I(e,t,k,n=>{let i=T(e,n+4,be,16,{sameLine:"exact",cap:17});return i>0?{end:i,kind:"aws-key"}:null},r)}function ve(e,r){
let t=e.text,n=-1;I(e,"eyJ",p,i=>{if(i<n)return null;let s=R(t,i,p);if(n=s,s-i<10||t.charCodeAt(s)!==46||!t.startsWith("\
ey",s+1))return null;let a=R(t,s+1,p);return a-(s+1)<10||t.charCodeAt(a)!==46?null:{end:_(e,a+1,p,0),kind:"jwt"}},r)}function Xe(e,r){
let t=e.text;for(let n=t.indexOf("://");n>=0;n=t.indexOf("://",n+3)){if(n===0||!D(t.charCodeAt(n-1)))continue;let i=n+3,
s=-1,a=-1,o=i;for(;o<t.length;o++){let c=t.charCodeAt(o);if(ke(c))break;c===58&&s<0?s=o:c===64&&(a=o)}s<0||a<0||s>a||s+1===
a||t.startsWith(b.markerPrefix,s+1)&&t.indexOf(b.markerSuffix,s+1)===a-1||r.push({start:s+1,end:a,kind:"url-password",from:n-
1})}}export{ue as a,C as b,ne as c,tn as d,rn as e,sn as f,on as g,an as h,$ as i,cn as j,Je as k,dn as l,ln as m};

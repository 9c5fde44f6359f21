import{e as E}from"./chunk-J36FMKBS.js";import{H as Z}from"./chunk-42WHSDBF.js";import{Q as b,R as M,b as y,
c as v,z as k}from"./chunk-JQHWHRQY.js";function w(e,r){if(e.charCodeAt(r)!==27)return-1;let t=e.charCodeAt(r+1);if(t===91){let n=r+2;for(;n<e.length&&e.charCodeAt(
n)>=48&&e.charCodeAt(n)<=63;)n++;for(;n<e.length&&e.charCodeAt(n)>=32&&e.charCodeAt(n)<=47;)n++;let i=e.charCodeAt(n);return i>=
64&&i<=126?n+1:-1}if(t===93){let n=Math.min(e.length,r+4096);for(let i=r+2;i<n;i++){let s=e.charCodeAt(i);if(s===7)return i+
1;if(s===27)return e.charCodeAt(i+1)===92?i+2:-1}}return-1}function I(e){if(!e.includes("\x1B"))return e;let r="",t=0;for(let n=e.indexOf("\x1B");n>=0;n=e.indexOf("\x1B",n+1)){let i=w(
e,n);i<0||(r+=e.slice(t,n),t=i,n=i-1)}return r+e.slice(t)}var de={"secret-value":"known secret value","secret-value-url-encoded":"known secret value, URL-encoded","secret-value-b\
ase64":"known secret value, base64-encoded","private-key":"private key","github-token":"GitHub token","anthropic-key":"A\
nthropic API key","openai-key":"OpenAI API key","google-api-key":"Google API key","aws-key":"AWS access key id",jwt:"JSO\
N Web Token","url-password":"password in a URL"},j=new Map(Object.keys(de).map((e,r)=>[e,r]));function S(e,r){if(e.length===
0)return{text:e,redactions:[]};let t=L(r),n=new Map,i=Q(e,t,n);for(let s=0;s<=z&&i!==e&&i.includes("\x1B");s++){let c=Q(
s<z?i:I(i),t,n);if(c===i)break;i=c}return i===e?{text:e,redactions:[]}:{text:i,redactions:[...n].map(([s,c])=>({kind:s,count:c}))}}
var z=3;function Q(e,r,t){let n=le(e,r);if(n.length===0)return e;let i="",s=0;for(let c of be(n))i+=e.slice(s,c.start)+M(
c.kind),s=c.end,t.set(c.kind,(t.get(c.kind)??0)+1);return i+e.slice(s)}function le(e,r){let t=ee(C(e,!1),r);if(e.includes(
"\x1B"))for(let n of ee(C(e,!0),r))t.push(n);return t}function ee(e,r){let t=[];H(e,r,t),$e(e,t),De(e,t),Ge(e,t),He(e,t),
Ye(e,t),qe(e,t),Ve(e,t);for(let n of t){let i=e.origin[n.end-1]+1;n.start=e.origin[n.start],n.end=i,n.from!==void 0&&(n.
from=e.origin[n.from])}return t}function nn(e,r){if(r.length===0||e.length===0)return!1;let t=[],n=L(r);return H(C(e,!1),n,t),e.includes("\x1B")&&H(C(e,
!0),n,t),t.length>0}function tn(e,r){if(e.length===0)return[];let t=le(e,L(r)).map(n=>({...n,start:Math.min(n.start,n.from??
n.start)}));return be(t).map(({start:n,end:i})=>({start:n,end:i}))}function rn(e,r,t,n=S(e,t).text){let i=S(e.slice(0,r),
t).text;return n.startsWith(i)&&n.slice(i.length)===S(e.slice(r),t).text}var Ce=["ghp_","gho_","ghu_","ghr_","ghs_","git\
hub_pat_","sk-","AIza","AKIA","ASIA","eyJ"];function sn(e,r){return ue(e,r,!0)>=0}function on(e,r){return ue(e,r,!1)}function ue(e,r,t){let n=e.replace(/(?:\r\n|\r|\n)$/,
"");if(n==="")return-1;let i=Math.max(n.lastIndexOf(`
`),n.lastIndexOf("\r"))+1,s=n.slice(i),c=-1,o=u=>{u>=0&&(c===-1||u<c)&&(c=u)};Ue(n,!1)&&o(Math.max(0,n.lastIndexOf("----\
-BEGIN")));let a=/-[A-Z0-9 ]*$/.exec(s);(a!==null||/-[A-Z0-9 ]*$/.test(I(s)))&&o(i+(a?.index??0));let d=L(r),l=[C(n,!1)];
n.includes("\x1B")&&l.push(C(n,!0));for(let u of l){let f=m=>u.origin[m]??i,h=u.text,g=ye(u);g>=0&&o(f(g));let N=xe(h);if(N>=
0&&o(f(N)),d.joined.length===0)continue;let x=ne(h,d.joined);x>=0&&o(f(x));let q=Ae(h);if(/%[0-9A-Fa-f]{0,2}$/.test(h)||
q!==null&&ne(q.text,d.decoded)>=0){let m=h.length;for(;m>0&&fe(h.charCodeAt(m-1));)m--;o(m<h.length?f(m):i)}if(!t)continue;
let V=d.joined.filter(m=>m.base64);if(V.length===0)continue;let X=h.replace(/=+$/,"");(s.length>=G&&P(h.charCodeAt(h.length-
1))||V.some(({text:m})=>X.endsWith(m)||X.slice(0,-1).endsWith(m)))&&o(i)}return c}function ne(e,r){let t=e.charCodeAt(e.
length-1),n=-1;for(let{text:i}of r)for(let s=Math.min(i.length-1,e.length);s>=1;s--)if(i.charCodeAt(s-1)===t&&e.endsWith(
i.slice(0,s))){(n===-1||e.length-s<n)&&(n=e.length-s);break}return n}function ye(e){let r=e.text,t=r.length;for(;t>0&&fe(
r.charCodeAt(t-1));)t--;for(let n=t;n<r.length;n++){if(n!==t&&e.afterBreak[n]===0&&A(r.charCodeAt(n-1)))continue;let i=r.
length-n;for(let s of Ce)if(i>=s.length?r.startsWith(s,n):s.startsWith(r.slice(n)))return n}return-1}var fe=e=>P(e)||e===
46||e===61;function xe(e){let r=e.lastIndexOf("://");if(r<=0||!W(e.charCodeAt(r-1)))return-1;for(let n=r+3;n<e.length;n++)
if(pe(e.charCodeAt(n)))return-1;let t=r;for(;t>0&&W(e.charCodeAt(t-1));)t--;return t}function J(e){return`redacted ${e.map(
({kind:t,count:n})=>`${n} \xD7 ${de[t]??t} as ${M(t)}`).join(", ")}`}function cn(e,r){let t=[],n=(o,a)=>t.push({code:b.problemCode,
severity:"warning",path:o,message:a}),i=(o,a,d)=>{let l=S(o,r);if(l.redactions.length===0)return o;let u=he(l.text,d),f=u===
l.text?"":`; the text was then cut to its limit of ${d} UTF-8 bytes`;return n(a,`${J(l.redactions)}${f}`),u},s=(o,a)=>o?.
map((d,l)=>i(d,E([...a,l]),k.shortTextBytes)),c={...e};if(c.summary=i(e.summary,"$.summary",k.summaryBytes),e.detail!==void 0&&
(c.detail=i(e.detail,"$.detail",k.detailBytes)),e.data!==void 0&&(c.data=Ee(e.data,r,i,n)),e.next!==void 0){let o=S(e.next.
stage,r);o.redactions.length>0?(delete c.next,n("$.next.stage",`${J(o.redactions)}; a stage id cannot hold the marker, s\
o the route (next) was removed`)):c.next={...e.next,...e.next.reason===void 0?{}:{reason:i(e.next.reason,"$.next.reason",
k.shortTextBytes)}}}if(e.expectations!==void 0){let o=e.expectations;c.expectations={...o,...o.deliverables&&{deliverables:s(
o.deliverables,["expectations","deliverables"])},...o.acceptance&&{acceptance:s(o.acceptance,["expectations","acceptance"])},
...o.constraints&&{constraints:s(o.constraints,["expectations","constraints"])}}}if(e.failure!==void 0){let o=e.failure;
c.failure={...o,reason:i(o.reason,"$.failure.reason",k.shortTextBytes),...o.blockers&&{blockers:s(o.blockers,["failure",
"blockers"])},...o.questions&&{questions:s(o.questions,["failure","questions"])}}}return e.artifacts!==void 0&&(c.artifacts=
e.artifacts.map((o,a)=>({...o,path:i(o.path,E(["artifacts",a,"path"]),1024),...o.description===void 0?{}:{description:i(
o.description,E(["artifacts",a,"description"]),k.shortTextBytes)}}))),{handoff:Z.parse(c),problems:t}}function Ee(e,r,t,n){
let i=new Set(Object.keys(e)),s=[];for(let[o,a]of Object.entries(e)){let d=o,l=S(o,r);if(l.redactions.length>0){let f=1;
for(;i.has(`redacted_${f}`);)f++;d=`redacted_${f}`,i.add(d),n("$.data",`a key held a secret: ${J(l.redactions)}; the key\
 was renamed ${d}`)}let u=t(a,E(["data",d]),k.dataBytes);s.push([d,u,u!==a])}let c=s.reduce((o,[a,d])=>o+y(a)+y(d),0)-k.
dataBytes;for(let o=s.length-1;o>=0&&c>0;o--){let a=s[o];if(!a[2])continue;let d=y(a[1]),l=he(a[1],Math.max(0,d-c));c-=d-
y(l),a[1]=l,n(E(["data",a[0]]),`cut to ${y(l)} UTF-8 bytes so data stays within ${k.dataBytes} bytes after redaction`)}return Object.
fromEntries(s.map(([o,a])=>[o,a]))}function he(e,r){if(y(e)<=r)return e;let t=v(e,r).length,n=e.lastIndexOf(b.markerPrefix,
t-1);if(n>=0){let i=e.indexOf(b.markerSuffix,n);(i<0||i>=t)&&(t=n)}return e.slice(0,t)}var D=class{text;#t;#e;#n;constructor(r,t){
this.text=r,this.#t=t}get origin(){return this.#e===void 0&&this.#r(),this.#e}get afterBreak(){return this.#n===void 0&&
this.#r(),this.#n}#r(){let r=new Uint32Array(this.text.length),t=new Uint8Array(this.text.length),n=this.#t,i=0;for(let s=0;s<
n.length;s+=3){t[i]=n[s+2];for(let c=n[s];c<n[s+1];c++)r[i++]=c}this.#e=r,this.#n=t}},te=10,re=13,Se=27,Oe=2;function C(e,r){
let t=e.length,n=[],i=[],s=0,c=0,o=(f,h,g)=>{f>s&&(n.push(s,f,c),i.push(e.slice(s,f)),c=0),(g===1||c===0)&&(c=g),s=h},a=e.
indexOf(`
`),d=e.indexOf("\r"),l=r?e.indexOf("\x1B"):-1,u=0;for(;u<t;){a>=0&&a<u&&(a=e.indexOf(`
`,u)),d>=0&&d<u&&(d=e.indexOf("\r",u)),l>=0&&l<u&&(l=e.indexOf("\x1B",u));let f=t;if(a>=0&&(f=a),d>=0&&d<f&&(f=d),l>=0&&
l<f&&(f=l),f===t)break;let h=e.charCodeAt(f);if(h===Se){let x=w(e,f);x>0?(o(f,x,Oe),u=x):u=f+1;continue}let g=f+(h===re&&
e.charCodeAt(f+1)===te?2:1);for(;g<t&&Ne(e.charCodeAt(g));)g++;let N=e.charCodeAt(g);N!==te&&N!==re?(o(f,g,1),u=g):u=f+1}
return t>s&&(n.push(s,t,c),i.push(e.slice(s))),new D(i.length===1?i[0]:i.join(""),n)}var Ne=e=>e===32||e===9,F=e=>e>=48&&
e<=57,Y=e=>e>=65&&e<=90,ge=e=>e>=97&&e<=122,A=e=>F(e)||Y(e)||ge(e),me=e=>F(e)||Y(e),p=e=>A(e)||e===45||e===95,P=e=>p(e)||
e===43||e===47,Ie=e=>A(e)||e===43||e===47,W=e=>A(e)||e===43||e===45||e===46,pe=e=>e<=32||e===47||e===63||e===35||e===34||
e===39||e===60||e===62||e===96||e===92;function R(e,r,t,n=Number.POSITIVE_INFINITY){let i=Math.min(e.length,r+n),s=r;for(;s<
i&&t(e.charCodeAt(s));)s++;return s}function Re(e,r,t){return r===0||e.afterBreak[r]!==0||!t(e.text.charCodeAt(r-1))}function be(e){
e.sort((t,n)=>t.start-n.start||n.end-t.end);let r=[];for(let t of e){let n=r[r.length-1];n&&t.start<n.end?(n.end=Math.max(
n.end,t.end),j.get(t.kind)<j.get(n.kind)&&(n.kind=t.kind)):r.push({...t})}return r}function O(e,r,t,n,i){let s=e.text,c=0;
for(;;){let o=s.indexOf(r,c);if(o<0)return;let a=Re(e,o,t)?n(o):null;a?(i.push({start:o,end:a.end,kind:a.kind}),c=a.end):
c=o+1}}function _(e,r,t,n,i={}){let{sameLine:s="at-least",min:c=n,cap:o=Number.POSITIVE_INFINITY}=i,a=e.text,d=Math.min(
a.length,r+o),l=r,u=-1;for(;l<d&&t(a.charCodeAt(l));)u<0&&e.afterBreak[l]===1&&(u=l),l++;let f=(u<0?l:u)-r;return f>=n?s===
"exact"&&f>n?-1:r+f:l-r>=n?r+n:f>=c?r+f:-1}function B(e,r,t,n){let i=e.text,s=ie(e,r,t);for(;s<i.length&&e.afterBreak[s]===
1&&t(i.charCodeAt(s));){let c=ie(e,s,t);if(s-r>=n&&!_e(i,s,c))break;s=c}return s}function ie(e,r,t){let n=e.text,i=r;for(i<
n.length&&t(n.charCodeAt(i))&&i++;i<n.length&&e.afterBreak[i]!==1&&t(n.charCodeAt(i));)i++;return i}function _e(e,r,t){let n=!1,
i=!1,s=!1;for(let o=r;o<t;o++){let a=e.charCodeAt(o);F(a)?n=!0:Y(a)?i=!0:ge(a)&&(s=!0)}let c=t-r;return c>=8&&n&&(i||s)||
c>=24&&i&&s}var T;function L(e){return(T===void 0||!Be(T.list,e))&&(T={list:[...e],needles:Ke(e)}),T.needles}function Be(e,r){
if(e.length!==r.length)return!1;for(let t=0;t<e.length;t++)if(e[t]!==r[t])return!1;return!0}var Te=16;function Ke(e){let r=new Map,
t=new Map,n=(i,s,c,o)=>{let a=i.get(s);(!a||j.get(c)<j.get(a.kind))&&i.set(s,{text:s,kind:c,base64:o})};for(let i of e){
if(typeof i!="string")continue;let s=i.trim();if(s.length<b.minSecretLength)continue;let c=new Set([C(s,!1).text,C(s,!0).
text]),o=s.split(/\r\n|\n|\r/).map(d=>d.trim());if(o.length>1)for(let d of o)d.length>=b.minSecretLength&&c.add(d);if(o.
length===1)for(let d of[...s.matchAll(/ /g)].slice(0,Te))n(r,s.slice(0,d.index)+s.slice(d.index+1),"secret-value",!1);for(let d of c)
if(!(d.length<b.minSecretLength)){n(r,d,"secret-value",!1);for(let l of je(d))n(r,l,"secret-value",!1);n(t,d,"secret-val\
ue-url-encoded",!1),d.includes(" ")&&(n(r,d.replaceAll(" ","+"),"secret-value-url-encoded",!1),n(t,d.replaceAll(" ","+"),
"secret-value-url-encoded",!1))}let a=new Set([s,...o.length>1?o:[]]);for(let d of a)if(!(d.length<b.minSecretLength))for(let l of Fe(
d))n(r,l,"secret-value-base64",!0),n(t,l,"secret-value-base64",!0)}return{joined:[...r.values()],decoded:[...t.values()]}}
function je(e){let r=JSON.stringify(e).slice(1,-1),t=r.replace(/[\u0080-\uffff]/g,n=>`\\u${n.charCodeAt(0).toString(16).
padStart(4,"0")}`);return[...new Set([r,t])].filter(n=>n!==e)}var K="ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxy\
z0123456789+/";function Pe(e){let r="";for(let t=0;t<e.length;t+=3){let n=e[t]<<16|(e[t+1]??0)<<8|(e[t+2]??0);r+=K[n>>18&
63]+K[n>>12&63],r+=K[n>>6&63]+K[n&63]}return r}function Fe(e){let r=new TextEncoder().encode(e),t=new Set;for(let n=0;n<
3;n++){let i=new Uint8Array(n+r.length+2);i.set(r,n);let s=Pe(i),c=Math.ceil(8*n/6),o=Math.floor(8*(n+r.length)/6),a=s.slice(
c,o);a.length<b.minSecretLength||(t.add(a),t.add(a.replaceAll("+","-").replaceAll("/","_")))}return[...t]}var G=60;function H(e,r,t){
if(r.joined.length===0)return;let n=e.text,i=o=>{if(e.afterBreak[o]!==1)return!0;let a=o-1;for(;a>0&&o-a<G&&e.afterBreak[a]!==
1;)a--;return o-a>=G},s=(o,a)=>{let d=o,l=a;for(d>0&&P(n.charCodeAt(d-1))&&i(d)&&d--,P(n.charCodeAt(l))&&i(l)&&l++;n.charCodeAt(
l)===61;)l++;return[d,l]};for(let o of r.joined)se(n,o.text,(a,d)=>{let[l,u]=o.base64?s(a,d):[a,d];t.push({start:l,end:u,
kind:o.kind})});let c=Ae(n);if(c)for(let o of r.decoded)se(c.text,o.text,(a,d)=>{let l=c.from[a],u=c.to[d-1],[f,h]=o.base64?
s(l,u):[l,u];t.push({start:f,end:h,kind:o.kind})})}function se(e,r,t){let n=-1,i=-1;for(let s=e.indexOf(r);s>=0;s=e.indexOf(
r,s+1)){if(s<i){i=s+r.length;continue}n>=0&&t(n,i),n=s,i=s+r.length}n>=0&&t(n,i)}function Ae(e){if(!e.includes("%"))return null;
let r=e.length,t=new Uint32Array(r),n=new Uint32Array(r),i="",s=0,c=0,o=(a,d,l)=>{i+=a;for(let u=0;u<a.length;u++)t[s]=d,
n[s]=l,s++};for(;c<r;){let a=e.charCodeAt(c)===37?ke(e,c+1):-1;if(a<0){let l=e.indexOf("%",c+1);l<0&&(l=r),i+=e.slice(c,
l);for(let u=c;u<l;u++)t[s]=u,n[s]=u+1,s++;c=l;continue}let d=Le(e,c,a);d?(o(d.chars,c,d.end),c=d.end):(o("%",c,c+1),c++)}
return{text:i,from:t.subarray(0,s),to:n.subarray(0,s)}}function oe(e){return F(e)?e-48:e>=65&&e<=70?e-55:e>=97&&e<=102?e-
87:-1}function ke(e,r){let t=oe(e.charCodeAt(r)),n=oe(e.charCodeAt(r+1));return t<0||n<0?-1:t*16+n}function Le(e,r,t){if(t<
128)return{chars:String.fromCharCode(t),end:r+3};let n=t>=194&&t<=223?1:t>=224&&t<=239?2:t>=240&&t<=244?3:0;if(n===0)return null;
let i=t&63>>n,s=r+3;for(let o=0;o<n;o++){let a=e.charCodeAt(s)===37?ke(e,s+1):-1;if(a<128||a>191)return null;i=i<<6|a&63,
s+=3}return i<(n===1?128:n===2?2048:65536)||i>1114111||i>=55296&&i<=57343?null:{chars:String.fromCodePoint(i),end:s}}var U="\
-----BEGIN ",$="-----END ",ce="-----";function ae(e,r){let t=R(e,r,i=>me(i)||i===32,64);if(!e.startsWith(ce,t))return-1;
let n=e.slice(r,t);return n.endsWith("PRIVATE KEY")||n.endsWith("PRIVATE KEY BLOCK")?t+ce.length:-1}var Me=/-----(BEGIN|END) [A-Z0-9 ]{0,64}PRIVATE KEY(?: BLOCK)?-----/,we=new RegExp(Me.source,"g");function Ue(e,r,t=0){let n=(i,s)=>{
let c=r;for(let o of i.matchAll(we))o.index+o[0].length>s&&(c=o[1]==="BEGIN");return c};return n(e,t)?!0:e.includes("\x1B")?
n(I(e),I(e.slice(0,t)).length):!1}function $e(e,r){let t=e.text;if(!t.includes(U))return;let n=[];for(let c=t.indexOf($);c>=0;c=t.indexOf($,c+1)){let o=ae(
t,c+$.length);o>0&&n.push({start:c,end:o})}let i=0,s=0;for(;;){let c=t.indexOf(U,s);if(c<0)return;let o=ae(t,c+U.length);
if(o<0){s=c+1;continue}for(;i<n.length&&n[i].start<o;)i++;let a;if(i<n.length)a=n[i].end,i++;else{for(a=B(e,o,Ie,0);t.charCodeAt(
a)===61;)a++;if(a===o){s=o;continue}}r.push({start:c,end:a,kind:"private-key"}),s=a}}var Je=255;function De(e,r){let t=e.
text;if(!t.includes("gh")&&!t.includes("github_pat_"))return;let n=-1;for(let i of["ghp_","gho_","ghu_","ghr_","ghs_"])O(
e,i,A,s=>{let c=s+i.length;if(i==="ghs_"&&s>=n){let a=We(e,c);if(a.end>0)return{end:a.end,kind:"github-token"};n=a.scanned}
let o=_(e,c,A,36);return o>0?{end:o,kind:"github-token"}:null},r);O(e,"github_pat_",A,i=>{let s=i+11,c=_(e,s,o=>A(o)||o===
95,82,{cap:Je-11});return c>0?{end:c,kind:"github-token"}:null},r)}function We(e,r){let t=e.text,n=R(t,r,p),i={end:-1,scanned:n};
if(n===r||t.charCodeAt(n)!==46)return i;let s=R(t,n+1,p);if(s===n+1||t.charCodeAt(s)!==46)return i;let c=B(e,s+1,p,1);return c===
s+1||c-r<36?i:{end:c,scanned:n}}function Ge(e,r){let t=e.text;O(e,"sk-",A,n=>{let i=n+3;if(t.startsWith("ant-",i)){let c=B(
e,i+4,p,80);return c-(i+4)>=80?{end:c,kind:"anthropic-key"}:null}for(let c of["proj-","svcacct-","admin-","None-"]){if(!t.
startsWith(c,i))continue;let o=B(e,i+c.length,p,40);return o-(i+c.length)>=40?{end:o,kind:"openai-key"}:null}let s=_(e,i,
A,48,{min:32});return s>0?{end:s,kind:"openai-key"}:null},r)}function He(e,r){O(e,"AIza",p,t=>{let n=_(e,t+4,p,35,{sameLine:"\
exact",cap:36});return n>0?{end:n,kind:"google-api-key"}:null},r)}function Ye(e,r){for(let t of["AKIA","ASIA"])O(e,t,A,n=>{
let i=_(e,n+4,me,16,{sameLine:"exact",cap:17});return i>0?{end:i,kind:"aws-key"}:null},r)}function qe(e,r){let t=e.text,
n=-1;O(e,"eyJ",p,i=>{if(i<n)return null;let s=R(t,i,p);if(n=s,s-i<10||t.charCodeAt(s)!==46||!t.startsWith("ey",s+1))return null;
let c=R(t,s+1,p);return c-(s+1)<10||t.charCodeAt(c)!==46?null:{end:B(e,c+1,p,0),kind:"jwt"}},r)}function Ve(e,r){let t=e.
text;for(let n=t.indexOf("://");n>=0;n=t.indexOf("://",n+3)){if(n===0||!W(t.charCodeAt(n-1)))continue;let i=n+3,s=-1,c=-1,
o=i;for(;o<t.length;o++){let a=t.charCodeAt(o);if(pe(a))break;a===58&&s<0?s=o:a===64&&(c=o)}s<0||c<0||s>c||s+1===c||t.startsWith(
b.markerPrefix,s+1)&&t.indexOf(b.markerSuffix,s+1)===c-1||r.push({start:s+1,end:c,kind:"url-password",from:n-1})}}export{I as a,S as b,nn as c,tn as d,rn as e,sn as f,on as g,J as h,cn as i,Ue as j};

import{n as y,s as W,u as C}from"./chunk-3WHULUYP.js";import{b as D}from"./chunk-BXL4BL7Z.js";import{La as H,
S as h,T as B,a as J,b,w as m,x as G}from"./chunk-G4KAFFH4.js";var re={"secret-value":"known secret value","secret-value-url-encoded":"known secret value, URL-encoded","secret-value-b\
ase64":"known secret value, base64-encoded","private-key":"private key","github-token":"GitHub token","anthropic-key":"A\
nthropic API key","openai-key":"OpenAI API key","google-api-key":"Google API key","aws-key":"AWS access key id",jwt:"JSO\
N Web Token","url-password":"password in a URL"},R=new Map(Object.keys(re).map((e,r)=>[e,r]));function T(e,r){if(e.length===
0)return{text:e,redactions:[]};let t=$(r),n=new Map,i=Y(e,t,n);for(let s=0;s<=V&&i!==e&&i.includes("\x1B");s++){let o=Y(
s<V?i:C(i),t,n);if(o===i)break;i=o}return i===e?{text:e,redactions:[]}:{text:i,redactions:[...n].map(([s,o])=>({kind:s,count:o}))}}
var V=3;function Y(e,r,t){let n=_(k(e,!1),r);if(e.includes("\x1B"))for(let o of _(k(e,!0),r))n.push(o);if(n.length===0)return e;
let i="",s=0;for(let o of ye(n))i+=e.slice(s,o.start)+B(o.kind),s=o.end,t.set(o.kind,(t.get(o.kind)??0)+1);return i+e.slice(
s)}function _(e,r){let t=[];L(e,r,t),Ie(e,t),Oe(e,t),Pe(e,t),je(e,t),Fe(e,t),we(e,t),Le(e,t);for(let n of t){let i=e.origin[n.
end-1]+1;n.start=e.origin[n.start],n.end=i,n.from!==void 0&&(n.from=e.origin[n.from])}return t}function q(e,r){if(typeof e==
"string")return T(e,r).text;if(Array.isArray(e))return e.map(t=>q(t,r));if(e!==null&&typeof e=="object"){let t={};for(let[
n,i]of Object.entries(e))t[n]=q(i,r);return t}return e}function We(e,r){if(r.length===0||e.length===0)return!1;let t=[],
n=$(r);return L(k(e,!1),n,t),e.includes("\x1B")&&L(k(e,!0),n,t),t.length>0}function Ve(e,r){if(e.length===0)return[];let t=$(
r),n=_(k(e,!1),t);if(e.includes("\x1B"))for(let o of _(k(e,!0),t))n.push(o);let i=n.map(o=>({start:Math.min(o.start,o.from??
o.start),end:o.end})).sort((o,a)=>o.start-a.start),s=[];for(let o of i){let a=s[s.length-1];a&&o.start<a.end?a.end=Math.
max(a.end,o.end):s.push(o)}return s}function w(e){return`redacted ${e.map(({kind:t,count:n})=>`${n} \xD7 ${re[t]??t} as ${B(
t)}`).join(", ")}`}function Ye(e,r){let t=[],n=(a,c)=>t.push({code:h.problemCode,severity:"warning",path:a,message:c}),i=(a,c,d)=>{
let l=T(a,r);if(l.redactions.length===0)return a;let u=se(l.text,d),f=u===l.text?"":`; the text was then cut to its limi\
t of ${d} UTF-8 bytes`;return n(c,`${w(l.redactions)}${f}`),u},s=(a,c)=>a?.map((d,l)=>i(d,y([...c,l]),m.shortTextBytes)),
o={...e};if(o.summary=i(e.summary,"$.summary",m.summaryBytes),e.detail!==void 0&&(o.detail=i(e.detail,"$.detail",m.detailBytes)),
e.data!==void 0&&(o.data=ue(e.data,r,i,n)),e.next!==void 0){let a=T(e.next.stage,r);a.redactions.length>0?(delete o.next,
n("$.next.stage",`${w(a.redactions)}; a stage id cannot hold the marker, so the route (next) was removed`)):o.next={...e.
next,...e.next.reason===void 0?{}:{reason:i(e.next.reason,"$.next.reason",m.shortTextBytes)}}}if(e.expectations!==void 0){
let a=e.expectations;o.expectations={...a,...a.deliverables&&{deliverables:s(a.deliverables,["expectations","deliverable\
s"])},...a.acceptance&&{acceptance:s(a.acceptance,["expectations","acceptance"])},...a.constraints&&{constraints:s(a.constraints,
["expectations","constraints"])}}}if(e.failure!==void 0){let a=e.failure;o.failure={...a,reason:i(a.reason,"$.failure.re\
ason",m.shortTextBytes),...a.blockers&&{blockers:s(a.blockers,["failure","blockers"])},...a.questions&&{questions:s(a.questions,
["failure","questions"])}}}return e.artifacts!==void 0&&(o.artifacts=e.artifacts.map((a,c)=>({...a,path:i(a.path,y(["art\
ifacts",c,"path"]),1024),...a.description===void 0?{}:{description:i(a.description,y(["artifacts",c,"description"]),m.shortTextBytes)}}))),
{handoff:H.parse(o),problems:t}}function ue(e,r,t,n){let i=new Set(Object.keys(e)),s=[];for(let[a,c]of Object.entries(e)){
let d=a,l=T(a,r);if(l.redactions.length>0){let f=1;for(;i.has(`redacted_${f}`);)f++;d=`redacted_${f}`,i.add(d),n("$.data",
`a key held a secret: ${w(l.redactions)}; the key was renamed ${d}`)}let u=t(c,y(["data",d]),m.dataBytes);s.push([d,u,u!==
c])}let o=s.reduce((a,[c,d])=>a+b(c)+b(d),0)-m.dataBytes;for(let a=s.length-1;a>=0&&o>0;a--){let c=s[a];if(!c[2])continue;
let d=b(c[1]),l=se(c[1],Math.max(0,d-o));o-=d-b(l),c[1]=l,n(y(["data",c[0]]),`cut to ${b(l)} UTF-8 bytes so data stays w\
ithin ${m.dataBytes} bytes after redaction`)}return Object.fromEntries(s.map(([a,c])=>[a,c]))}function se(e,r){if(b(e)<=
r)return e;let t=0,n=0;for(let s of e){let o=b(s);if(t+o>r)break;t+=o,n+=s.length}let i=e.lastIndexOf(h.markerPrefix,n-1);
if(i>=0){let s=e.indexOf(h.markerSuffix,i);(s<0||s>=n)&&(n=i)}return e.slice(0,n)}var O=10,K=13,fe=27,ge=2;function k(e,r){
let t=e.length,n=new Uint32Array(t),i=new Uint8Array(t),s=[],o=0,a=0,c=0,d=0;for(;d<t;){let l=e.charCodeAt(d);if(l===fe&&
r){let u=W(e,d);if(u>0){s.push(e.slice(o,d)),o=u,c===0&&(c=ge),d=u;continue}}if(l===O||l===K){let u=d+(l===K&&e.charCodeAt(
d+1)===O?2:1);for(;u<t&&he(e.charCodeAt(u));)u++;let f=e.charCodeAt(u);if(f!==O&&f!==K){s.push(e.slice(o,d)),o=u,c=1,d=u;
continue}}n[a]=d,i[a]=c,c=0,a++,d++}return s.push(e.slice(o)),{text:s.join(""),origin:n.subarray(0,a),afterBreak:i.subarray(
0,a)}}var he=e=>e===32||e===9,I=e=>e>=48&&e<=57,M=e=>e>=65&&e<=90,ie=e=>e>=97&&e<=122,p=e=>I(e)||M(e)||ie(e),oe=e=>I(e)||
M(e),g=e=>p(e)||e===45||e===95,z=e=>g(e)||e===43||e===47,me=e=>p(e)||e===43||e===47,pe=e=>p(e)||e===43||e===45||e===46,be=e=>e<=
32||e===47||e===63||e===35||e===34||e===39||e===60||e===62||e===96||e===92;function x(e,r,t,n=Number.POSITIVE_INFINITY){
let i=Math.min(e.length,r+n),s=r;for(;s<i&&t(e.charCodeAt(s));)s++;return s}function ke(e,r,t){return r===0||e.afterBreak[r]!==
0||!t(e.text.charCodeAt(r-1))}function ye(e){e.sort((t,n)=>t.start-n.start||n.end-t.end);let r=[];for(let t of e){let n=r[r.
length-1];n&&t.start<n.end?(n.end=Math.max(n.end,t.end),R.get(t.kind)<R.get(n.kind)&&(n.kind=t.kind)):r.push({...t})}return r}
function A(e,r,t,n,i){let s=e.text,o=0;for(;;){let a=s.indexOf(r,o);if(a<0)return;let c=ke(e,a,t)?n(a):null;c?(i.push({start:a,
end:c.end,kind:c.kind}),o=c.end):o=a+1}}function E(e,r,t,n,i={}){let{sameLine:s="at-least",min:o=n,cap:a=Number.POSITIVE_INFINITY}=i,
c=e.text,d=Math.min(c.length,r+a),l=r,u=-1;for(;l<d&&t(c.charCodeAt(l));)u<0&&e.afterBreak[l]===1&&(u=l),l++;let f=(u<0?
l:u)-r;return f>=n?s==="exact"&&f>n?-1:r+f:l-r>=n?r+n:f>=o?r+f:-1}function S(e,r,t,n){let i=e.text,s=X(e,r,t);for(;s<i.length&&
e.afterBreak[s]===1&&t(i.charCodeAt(s));){let o=X(e,s,t);if(s-r>=n&&!Ae(i,s,o))break;s=o}return s}function X(e,r,t){let n=e.
text,i=r;for(i<n.length&&t(n.charCodeAt(i))&&i++;i<n.length&&e.afterBreak[i]!==1&&t(n.charCodeAt(i));)i++;return i}function Ae(e,r,t){
let n=!1,i=!1,s=!1;for(let a=r;a<t;a++){let c=e.charCodeAt(a);I(c)?n=!0:M(c)?i=!0:ie(c)&&(s=!0)}let o=t-r;return o>=8&&n&&
(i||s)||o>=24&&i&&s}var P;function $(e){let r=e.join("\0");return P?.key!==r&&(P={key:r,needles:xe(e)}),P.needles}var Ce=16;
function xe(e){let r=new Map,t=new Map,n=(i,s,o,a)=>{let c=i.get(s);(!c||R.get(o)<R.get(c.kind))&&i.set(s,{text:s,kind:o,
base64:a})};for(let i of e){if(typeof i!="string")continue;let s=i.trim();if(s.length<h.minSecretLength)continue;let o=new Set(
[k(s,!1).text,k(s,!0).text]),a=s.split(/\r\n|\n|\r/).map(d=>d.trim());if(a.length>1)for(let d of a)d.length>=h.minSecretLength&&
o.add(d);if(a.length===1)for(let d of[...s.matchAll(/ /g)].slice(0,Ce))n(r,s.slice(0,d.index)+s.slice(d.index+1),"secret\
-value",!1);for(let d of o)if(!(d.length<h.minSecretLength)){n(r,d,"secret-value",!1);for(let l of Ee(d))n(r,l,"secret-v\
alue",!1);n(t,d,"secret-value-url-encoded",!1),d.includes(" ")&&(n(r,d.replaceAll(" ","+"),"secret-value-url-encoded",!1),
n(t,d.replaceAll(" ","+"),"secret-value-url-encoded",!1))}let c=new Set([s,...a.length>1?a:[]]);for(let d of c)if(!(d.length<
h.minSecretLength))for(let l of Ne(d))n(r,l,"secret-value-base64",!0),n(t,l,"secret-value-base64",!0)}return{joined:[...r.
values()],decoded:[...t.values()]}}function Ee(e){let r=JSON.stringify(e).slice(1,-1),t=r.replace(/[\u0080-\uffff]/g,n=>`\
\\u${n.charCodeAt(0).toString(16).padStart(4,"0")}`);return[...new Set([r,t])].filter(n=>n!==e)}var N="ABCDEFGHIJKLMNOPQ\
RSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";function Se(e){let r="";for(let t=0;t<e.length;t+=3){let n=e[t]<<16|(e[t+
1]??0)<<8|(e[t+2]??0);r+=N[n>>18&63]+N[n>>12&63],r+=N[n>>6&63]+N[n&63]}return r}function Ne(e){let r=new TextEncoder().encode(
e),t=new Set;for(let n=0;n<3;n++){let i=new Uint8Array(n+r.length+2);i.set(r,n);let s=Se(i),o=Math.ceil(8*n/6),a=Math.floor(
8*(n+r.length)/6),c=s.slice(o,a);c.length<h.minSecretLength||(t.add(c),t.add(c.replaceAll("+","-").replaceAll("/","_")))}
return[...t]}var Z=60;function L(e,r,t){if(r.joined.length===0)return;let n=e.text,i=a=>{if(e.afterBreak[a]!==1)return!0;
let c=a-1;for(;c>0&&a-c<Z&&e.afterBreak[c]!==1;)c--;return a-c>=Z},s=(a,c)=>{let d=a,l=c;for(d>0&&z(n.charCodeAt(d-1))&&
i(d)&&d--,z(n.charCodeAt(l))&&i(l)&&l++;n.charCodeAt(l)===61;)l++;return[d,l]};for(let a of r.joined)Q(n,a.text,(c,d)=>{
let[l,u]=a.base64?s(c,d):[c,d];t.push({start:l,end:u,kind:a.kind})});let o=Re(n);if(o)for(let a of r.decoded)Q(o.text,a.
text,(c,d)=>{let l=o.from[c],u=o.to[d-1],[f,le]=a.base64?s(l,u):[l,u];t.push({start:f,end:le,kind:a.kind})})}function Q(e,r,t){
let n=-1,i=-1;for(let s=e.indexOf(r);s>=0;s=e.indexOf(r,s+1)){if(s<i){i=s+r.length;continue}n>=0&&t(n,i),n=s,i=s+r.length}
n>=0&&t(n,i)}function Re(e){if(!e.includes("%"))return null;let r=e.length,t=new Uint32Array(r),n=new Uint32Array(r),i="",
s=0,o=0,a=(c,d,l)=>{i+=c;for(let u=0;u<c.length;u++)t[s]=d,n[s]=l,s++};for(;o<r;){let c=e.charCodeAt(o)===37?ae(e,o+1):-1;
if(c<0){let l=e.indexOf("%",o+1);l<0&&(l=r),i+=e.slice(o,l);for(let u=o;u<l;u++)t[s]=u,n[s]=u+1,s++;o=l;continue}let d=Te(
e,o,c);d?(a(d.chars,o,d.end),o=d.end):(a("%",o,o+1),o++)}return{text:i,from:t.subarray(0,s),to:n.subarray(0,s)}}function v(e){
return I(e)?e-48:e>=65&&e<=70?e-55:e>=97&&e<=102?e-87:-1}function ae(e,r){let t=v(e.charCodeAt(r)),n=v(e.charCodeAt(r+1));
return t<0||n<0?-1:t*16+n}function Te(e,r,t){if(t<128)return{chars:String.fromCharCode(t),end:r+3};let n=t>=194&&t<=223?
1:t>=224&&t<=239?2:t>=240&&t<=244?3:0;if(n===0)return null;let i=t&63>>n,s=r+3;for(let a=0;a<n;a++){let c=e.charCodeAt(s)===
37?ae(e,s+1):-1;if(c<128||c>191)return null;i=i<<6|c&63,s+=3}return i<(n===1?128:n===2?2048:65536)||i>1114111||i>=55296&&
i<=57343?null:{chars:String.fromCodePoint(i),end:s}}var j="-----BEGIN ",F="-----END ",ee="-----";function ne(e,r){let t=x(
e,r,i=>oe(i)||i===32,64);if(!e.startsWith(ee,t))return-1;let n=e.slice(r,t);return n.endsWith("PRIVATE KEY")||n.endsWith(
"PRIVATE KEY BLOCK")?t+ee.length:-1}var te=/-----BEGIN [A-Z0-9 ]{0,64}PRIVATE KEY(?: BLOCK)?-----/,_e=/-----(BEGIN|END) [A-Z0-9 ]{0,64}PRIVATE KEY(?: BLOCK)?-----/g;
function qe(e,r,t=0){let n=(i,s)=>{let o=r;for(let a of i.matchAll(_e))a.index+a[0].length>s&&(o=a[1]==="BEGIN");return o};
return n(e,t)?!0:e.includes("\x1B")?n(C(e),C(e.slice(0,t)).length):!1}function ze(e){return te.test(e)||te.test(C(e))}function Ie(e,r){
let t=e.text;if(!t.includes(j))return;let n=[];for(let o=t.indexOf(F);o>=0;o=t.indexOf(F,o+1)){let a=ne(t,o+F.length);a>
0&&n.push({start:o,end:a})}let i=0,s=0;for(;;){let o=t.indexOf(j,s);if(o<0)return;let a=ne(t,o+j.length);if(a<0){s=o+1;continue}
for(;i<n.length&&n[i].start<a;)i++;let c;if(i<n.length)c=n[i].end,i++;else{for(c=S(e,a,me,0);t.charCodeAt(c)===61;)c++;if(c===
a){s=a;continue}}r.push({start:o,end:c,kind:"private-key"}),s=c}}var Be=255;function Oe(e,r){let t=e.text;if(!t.includes(
"gh")&&!t.includes("github_pat_"))return;let n=-1;for(let i of["ghp_","gho_","ghu_","ghr_","ghs_"])A(e,i,p,s=>{let o=s+i.
length;if(i==="ghs_"&&s>=n){let c=Ke(e,o);if(c.end>0)return{end:c.end,kind:"github-token"};n=c.scanned}let a=E(e,o,p,36);
return a>0?{end:a,kind:"github-token"}:null},r);A(e,"github_pat_",p,i=>{let s=i+11,o=E(e,s,a=>p(a)||a===95,82,{cap:Be-11});
return o>0?{end:o,kind:"github-token"}:null},r)}function Ke(e,r){let t=e.text,n=x(t,r,g),i={end:-1,scanned:n};if(n===r||
t.charCodeAt(n)!==46)return i;let s=x(t,n+1,g);if(s===n+1||t.charCodeAt(s)!==46)return i;let o=S(e,s+1,g,1);return o===s+
1||o-r<36?i:{end:o,scanned:n}}function Pe(e,r){let t=e.text;A(e,"sk-",p,n=>{let i=n+3;if(t.startsWith("ant-",i)){let o=S(
e,i+4,g,80);return o-(i+4)>=80?{end:o,kind:"anthropic-key"}:null}for(let o of["proj-","svcacct-","admin-","None-"]){if(!t.
startsWith(o,i))continue;let a=S(e,i+o.length,g,40);return a-(i+o.length)>=40?{end:a,kind:"openai-key"}:null}let s=E(e,i,
p,48,{min:32});return s>0?{end:s,kind:"openai-key"}:null},r)}function je(e,r){A(e,"AIza",g,t=>{let n=E(e,t+4,g,35,{sameLine:"\
exact",cap:36});return n>0?{end:n,kind:"google-api-key"}:null},r)}function Fe(e,r){for(let t of["AKIA","ASIA"])A(e,t,p,n=>{
let i=E(e,n+4,oe,16,{sameLine:"exact",cap:17});return i>0?{end:i,kind:"aws-key"}:null},r)}function we(e,r){let t=e.text,
n=-1;A(e,"eyJ",g,i=>{if(i<n)return null;let s=x(t,i,g);if(n=s,s-i<10||t.charCodeAt(s)!==46||!t.startsWith("ey",s+1))return null;
let o=x(t,s+1,g);return o-(s+1)<10||t.charCodeAt(o)!==46?null:{end:S(e,o+1,g,0),kind:"jwt"}},r)}function Le(e,r){let t=e.
text;for(let n=t.indexOf("://");n>=0;n=t.indexOf("://",n+3)){if(n===0||!pe(t.charCodeAt(n-1)))continue;let i=n+3,s=-1,o=-1,
a=i;for(;a<t.length;a++){let c=t.charCodeAt(a);if(be(c))break;c===58&&s<0?s=a:c===64&&(o=a)}s<0||o<0||s>o||s+1===o||t.startsWith(
h.markerPrefix,s+1)&&t.indexOf(h.markerSuffix,s+1)===o-1||r.push({start:s+1,end:o,kind:"url-password",from:n-1})}}var ce=100;function en(e,r){if(!G.test(e))throw new D("stage-id-invalid",`job id "${e}" is not a valid stage id: it must\
 start with a letter or _ and have at most 99 more letters, digits, _ or -`,{where:`jobs.${e}`});let t=r?Me(r):[],n=[e,...t].
join("-");if(n.length<=ce)return n;let i=`-${J(n)}`;return`${n.slice(0,ce-i.length).replace(/-+$/,"")}${i}`}function Me(e){
return Object.keys(e).sort(de).flatMap(r=>U(e[r])).filter(r=>r.length>0)}function $e(e){return e.normalize("NFKD").replace(
/[\u0300-\u036f]/g,"").toLowerCase().replace(/[^a-z0-9_]+/g,"-").replace(/^-+|-+$/g,"")}function U(e){if(e==null)return[
"null"];if(Array.isArray(e))return e.flatMap(U);if(typeof e=="object"){let r=e;return Object.keys(r).sort(de).flatMap(t=>U(
r[t]))}return[$e(String(e))]}function de(e,r){return e<r?-1:e>r?1:0}export{re as a,T as b,q as c,We as d,Ve as e,w as f,Ye as g,qe as h,ze as i,ce as j,en as k,Me as l,de as m};

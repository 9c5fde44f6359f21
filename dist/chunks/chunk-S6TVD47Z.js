import{n as k,s as H,u as W}from"./chunk-3WHULUYP.js";import{b as U}from"./chunk-BXL4BL7Z.js";import{La as D,
S as h,T as O,a as M,b,w as m,x as J}from"./chunk-G4KAFFH4.js";var ne={"secret-value":"known secret value","secret-value-url-encoded":"known secret value, URL-encoded","secret-value-b\
ase64":"known secret value, base64-encoded","private-key":"private key","github-token":"GitHub token","anthropic-key":"A\
nthropic API key","openai-key":"OpenAI API key","google-api-key":"Google API key","aws-key":"AWS access key id",jwt:"JSO\
N Web Token","url-password":"password in a URL"},T=new Map(Object.keys(ne).map((e,r)=>[e,r]));function R(e,r){if(e.length===
0)return{text:e,redactions:[]};let n=se(r),t=new Map,s=q(e,n,t);for(let i=0;i<=G&&s!==e&&s.includes("\x1B");i++){let o=q(
i<G?s:W(s),n,t);if(o===s)break;s=o}return s===e?{text:e,redactions:[]}:{text:s,redactions:[...t].map(([i,o])=>({kind:i,count:o}))}}
var G=3;function q(e,r,n){let t=V(A(e,!1),r);if(e.includes("\x1B"))for(let o of V(A(e,!0),r))t.push(o);if(t.length===0)return e;
let s="",i=0;for(let o of ke(t))s+=e.slice(i,o.start)+O(o.kind),i=o.end,n.set(o.kind,(n.get(o.kind)??0)+1);return s+e.slice(
i)}function V(e,r){let n=[];F(e,r,n),Re(e,n),Oe(e,n),je(e,n),Pe(e,n),Be(e,n),we(e,n),Fe(e,n);for(let t of n){let s=e.origin[t.
end-1]+1;t.start=e.origin[t.start],t.end=s}return n}function z(e,r){if(typeof e=="string")return R(e,r).text;if(Array.isArray(
e))return e.map(n=>z(n,r));if(e!==null&&typeof e=="object"){let n={};for(let[t,s]of Object.entries(e))n[t]=z(s,r);return n}
return e}function He(e,r){if(r.length===0||e.length===0)return!1;let n=[],t=se(r);return F(A(e,!1),t,n),e.includes("\x1B")&&
F(A(e,!0),t,n),n.length>0}function w(e){return`redacted ${e.map(({kind:n,count:t})=>`${t} \xD7 ${ne[n]??n} as ${O(n)}`).
join(", ")}`}function We(e,r){let n=[],t=(a,c)=>n.push({code:h.problemCode,severity:"warning",path:a,message:c}),s=(a,c,d)=>{
let l=R(a,r);if(l.redactions.length===0)return a;let u=te(l.text,d),f=u===l.text?"":`; the text was then cut to its limi\
t of ${d} UTF-8 bytes`;return t(c,`${w(l.redactions)}${f}`),u},i=(a,c)=>a?.map((d,l)=>s(d,k([...c,l]),m.shortTextBytes)),
o={...e};if(o.summary=s(e.summary,"$.summary",m.summaryBytes),e.detail!==void 0&&(o.detail=s(e.detail,"$.detail",m.detailBytes)),
e.data!==void 0&&(o.data=le(e.data,r,s,t)),e.next!==void 0){let a=R(e.next.stage,r);a.redactions.length>0?(delete o.next,
t("$.next.stage",`${w(a.redactions)}; a stage id cannot hold the marker, so the route (next) was removed`)):o.next={...e.
next,...e.next.reason===void 0?{}:{reason:s(e.next.reason,"$.next.reason",m.shortTextBytes)}}}if(e.expectations!==void 0){
let a=e.expectations;o.expectations={...a,...a.deliverables&&{deliverables:i(a.deliverables,["expectations","deliverable\
s"])},...a.acceptance&&{acceptance:i(a.acceptance,["expectations","acceptance"])},...a.constraints&&{constraints:i(a.constraints,
["expectations","constraints"])}}}if(e.failure!==void 0){let a=e.failure;o.failure={...a,reason:s(a.reason,"$.failure.re\
ason",m.shortTextBytes),...a.blockers&&{blockers:i(a.blockers,["failure","blockers"])},...a.questions&&{questions:i(a.questions,
["failure","questions"])}}}return e.artifacts!==void 0&&(o.artifacts=e.artifacts.map((a,c)=>({...a,path:s(a.path,k(["art\
ifacts",c,"path"]),1024),...a.description===void 0?{}:{description:s(a.description,k(["artifacts",c,"description"]),m.shortTextBytes)}}))),
{handoff:D.parse(o),problems:n}}function le(e,r,n,t){let s=new Set(Object.keys(e)),i=[];for(let[a,c]of Object.entries(e)){
let d=a,l=R(a,r);if(l.redactions.length>0){let f=1;for(;s.has(`redacted_${f}`);)f++;d=`redacted_${f}`,s.add(d),t("$.data",
`a key held a secret: ${w(l.redactions)}; the key was renamed ${d}`)}let u=n(c,k(["data",d]),m.dataBytes);i.push([d,u,u!==
c])}let o=i.reduce((a,[c,d])=>a+b(c)+b(d),0)-m.dataBytes;for(let a=i.length-1;a>=0&&o>0;a--){let c=i[a];if(!c[2])continue;
let d=b(c[1]),l=te(c[1],Math.max(0,d-o));o-=d-b(l),c[1]=l,t(k(["data",c[0]]),`cut to ${b(l)} UTF-8 bytes so data stays w\
ithin ${m.dataBytes} bytes after redaction`)}return Object.fromEntries(i.map(([a,c])=>[a,c]))}function te(e,r){if(b(e)<=
r)return e;let n=0,t=0;for(let i of e){let o=b(i);if(n+o>r)break;n+=o,t+=i.length}let s=e.lastIndexOf(h.markerPrefix,t-1);
if(s>=0){let i=e.indexOf(h.markerSuffix,s);(i<0||i>=t)&&(t=s)}return e.slice(0,t)}var I=10,j=13,ue=27,fe=2;function A(e,r){
let n=e.length,t=new Uint32Array(n),s=new Uint8Array(n),i=[],o=0,a=0,c=0,d=0;for(;d<n;){let l=e.charCodeAt(d);if(l===ue&&
r){let u=H(e,d);if(u>0){i.push(e.slice(o,d)),o=u,c===0&&(c=fe),d=u;continue}}if(l===I||l===j){let u=d+(l===j&&e.charCodeAt(
d+1)===I?2:1);for(;u<n&&ge(e.charCodeAt(u));)u++;let f=e.charCodeAt(u);if(f!==I&&f!==j){i.push(e.slice(o,d)),o=u,c=1,d=u;
continue}}t[a]=d,s[a]=c,c=0,a++,d++}return i.push(e.slice(o)),{text:i.join(""),origin:t.subarray(0,a),afterBreak:s.subarray(
0,a)}}var ge=e=>e===32||e===9,_=e=>e>=48&&e<=57,K=e=>e>=65&&e<=90,re=e=>e>=97&&e<=122,p=e=>_(e)||K(e)||re(e),ie=e=>_(e)||
K(e),g=e=>p(e)||e===45||e===95,X=e=>g(e)||e===43||e===47,he=e=>p(e)||e===43||e===47,me=e=>p(e)||e===43||e===45||e===46,pe=e=>e<=
32||e===47||e===63||e===35||e===34||e===39||e===60||e===62||e===96||e===92;function C(e,r,n,t=Number.POSITIVE_INFINITY){
let s=Math.min(e.length,r+t),i=r;for(;i<s&&n(e.charCodeAt(i));)i++;return i}function be(e,r,n){return r===0||e.afterBreak[r]!==
0||!n(e.text.charCodeAt(r-1))}function ke(e){e.sort((n,t)=>n.start-t.start||t.end-n.end);let r=[];for(let n of e){let t=r[r.
length-1];t&&n.start<t.end?(t.end=Math.max(t.end,n.end),T.get(n.kind)<T.get(t.kind)&&(t.kind=n.kind)):r.push({...n})}return r}
function x(e,r,n,t,s){let i=e.text,o=0;for(;;){let a=i.indexOf(r,o);if(a<0)return;let c=be(e,a,n)?t(a):null;c?(s.push({start:a,
end:c.end,kind:c.kind}),o=c.end):o=a+1}}function E(e,r,n,t,s={}){let{sameLine:i="at-least",min:o=t,cap:a=Number.POSITIVE_INFINITY}=s,
c=e.text,d=Math.min(c.length,r+a),l=r,u=-1;for(;l<d&&n(c.charCodeAt(l));)u<0&&e.afterBreak[l]===1&&(u=l),l++;let f=(u<0?
l:u)-r;return f>=t?i==="exact"&&f>t?-1:r+f:l-r>=t?r+t:f>=o?r+f:-1}function S(e,r,n,t){let s=e.text,i=Y(e,r,n);for(;i<s.length&&
e.afterBreak[i]===1&&n(s.charCodeAt(i));){let o=Y(e,i,n);if(i-r>=t&&!ye(s,i,o))break;i=o}return i}function Y(e,r,n){let t=e.
text,s=r;for(s<t.length&&n(t.charCodeAt(s))&&s++;s<t.length&&e.afterBreak[s]!==1&&n(t.charCodeAt(s));)s++;return s}function ye(e,r,n){
let t=!1,s=!1,i=!1;for(let a=r;a<n;a++){let c=e.charCodeAt(a);_(c)?t=!0:K(c)?s=!0:re(c)&&(i=!0)}let o=n-r;return o>=8&&t&&
(s||i)||o>=24&&s&&i}var P;function se(e){let r=e.join("\0");return P?.key!==r&&(P={key:r,needles:xe(e)}),P.needles}var Ae=16;
function xe(e){let r=new Map,n=new Map,t=(s,i,o,a)=>{let c=s.get(i);(!c||T.get(o)<T.get(c.kind))&&s.set(i,{text:i,kind:o,
base64:a})};for(let s of e){if(typeof s!="string")continue;let i=s.trim();if(i.length<h.minSecretLength)continue;let o=new Set(
[A(i,!1).text,A(i,!0).text]),a=i.split(/\r\n|\n|\r/).map(d=>d.trim());if(a.length>1)for(let d of a)d.length>=h.minSecretLength&&
o.add(d);if(a.length===1)for(let d of[...i.matchAll(/ /g)].slice(0,Ae))t(r,i.slice(0,d.index)+i.slice(d.index+1),"secret\
-value",!1);for(let d of o)if(!(d.length<h.minSecretLength)){t(r,d,"secret-value",!1);for(let l of Ce(d))t(r,l,"secret-v\
alue",!1);t(n,d,"secret-value-url-encoded",!1),d.includes(" ")&&(t(r,d.replaceAll(" ","+"),"secret-value-url-encoded",!1),
t(n,d.replaceAll(" ","+"),"secret-value-url-encoded",!1))}let c=new Set([i,...a.length>1?a:[]]);for(let d of c)if(!(d.length<
h.minSecretLength))for(let l of Se(d))t(r,l,"secret-value-base64",!0),t(n,l,"secret-value-base64",!0)}return{joined:[...r.
values()],decoded:[...n.values()]}}function Ce(e){let r=JSON.stringify(e).slice(1,-1),n=r.replace(/[\u0080-\uffff]/g,t=>`\
\\u${t.charCodeAt(0).toString(16).padStart(4,"0")}`);return[...new Set([r,n])].filter(t=>t!==e)}var N="ABCDEFGHIJKLMNOPQ\
RSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";function Ee(e){let r="";for(let n=0;n<e.length;n+=3){let t=e[n]<<16|(e[n+
1]??0)<<8|(e[n+2]??0);r+=N[t>>18&63]+N[t>>12&63],r+=N[t>>6&63]+N[t&63]}return r}function Se(e){let r=new TextEncoder().encode(
e),n=new Set;for(let t=0;t<3;t++){let s=new Uint8Array(t+r.length+2);s.set(r,t);let i=Ee(s),o=Math.ceil(8*t/6),a=Math.floor(
8*(t+r.length)/6),c=i.slice(o,a);c.length<h.minSecretLength||(n.add(c),n.add(c.replaceAll("+","-").replaceAll("/","_")))}
return[...n]}var Q=60;function F(e,r,n){if(r.joined.length===0)return;let t=e.text,s=a=>{if(e.afterBreak[a]!==1)return!0;
let c=a-1;for(;c>0&&a-c<Q&&e.afterBreak[c]!==1;)c--;return a-c>=Q},i=(a,c)=>{let d=a,l=c;for(d>0&&X(t.charCodeAt(d-1))&&
s(d)&&d--,X(t.charCodeAt(l))&&s(l)&&l++;t.charCodeAt(l)===61;)l++;return[d,l]};for(let a of r.joined)v(t,a.text,(c,d)=>{
let[l,u]=a.base64?i(c,d):[c,d];n.push({start:l,end:u,kind:a.kind})});let o=Ne(t);if(o)for(let a of r.decoded)v(o.text,a.
text,(c,d)=>{let l=o.from[c],u=o.to[d-1],[f,de]=a.base64?i(l,u):[l,u];n.push({start:f,end:de,kind:a.kind})})}function v(e,r,n){
let t=-1,s=-1;for(let i=e.indexOf(r);i>=0;i=e.indexOf(r,i+1)){if(i<s){s=i+r.length;continue}t>=0&&n(t,s),t=i,s=i+r.length}
t>=0&&n(t,s)}function Ne(e){if(!e.includes("%"))return null;let r=e.length,n=new Uint32Array(r),t=new Uint32Array(r),s="",
i=0,o=0,a=(c,d,l)=>{s+=c;for(let u=0;u<c.length;u++)n[i]=d,t[i]=l,i++};for(;o<r;){let c=e.charCodeAt(o)===37?oe(e,o+1):-1;
if(c<0){let l=e.indexOf("%",o+1);l<0&&(l=r),s+=e.slice(o,l);for(let u=o;u<l;u++)n[i]=u,t[i]=u+1,i++;o=l;continue}let d=Te(
e,o,c);d?(a(d.chars,o,d.end),o=d.end):(a("%",o,o+1),o++)}return{text:s,from:n.subarray(0,i),to:t.subarray(0,i)}}function Z(e){
return _(e)?e-48:e>=65&&e<=70?e-55:e>=97&&e<=102?e-87:-1}function oe(e,r){let n=Z(e.charCodeAt(r)),t=Z(e.charCodeAt(r+1));
return n<0||t<0?-1:n*16+t}function Te(e,r,n){if(n<128)return{chars:String.fromCharCode(n),end:r+3};let t=n>=194&&n<=223?
1:n>=224&&n<=239?2:n>=240&&n<=244?3:0;if(t===0)return null;let s=n&63>>t,i=r+3;for(let a=0;a<t;a++){let c=e.charCodeAt(i)===
37?oe(e,i+1):-1;if(c<128||c>191)return null;s=s<<6|c&63,i+=3}return s<(t===1?128:t===2?2048:65536)||s>1114111||s>=55296&&
s<=57343?null:{chars:String.fromCodePoint(s),end:i}}var B="-----BEGIN ",y="-----END ",ee="-----";function $(e,r){let n=C(
e,r,s=>ie(s)||s===32,64);if(!e.startsWith(ee,n))return-1;let t=e.slice(r,n);return t.endsWith("PRIVATE KEY")||t.endsWith(
"PRIVATE KEY BLOCK")?n+ee.length:-1}function Ge(e){for(let r=e.indexOf(y);r>=0;r=e.indexOf(y,r+1)){let n=$(e,r+y.length);
if(n>0)return{start:r,end:n}}return null}function Re(e,r){let n=e.text;if(!n.includes(B))return;let t=[];for(let o=n.indexOf(
y);o>=0;o=n.indexOf(y,o+1)){let a=$(n,o+y.length);a>0&&t.push({start:o,end:a})}let s=0,i=0;for(;;){let o=n.indexOf(B,i);
if(o<0)return;let a=$(n,o+B.length);if(a<0){i=o+1;continue}for(;s<t.length&&t[s].start<a;)s++;let c;if(s<t.length)c=t[s].
end,s++;else{for(c=S(e,a,he,0);n.charCodeAt(c)===61;)c++;if(c===a){i=a;continue}}r.push({start:o,end:c,kind:"private-key"}),
i=c}}var _e=255;function Oe(e,r){let n=e.text;if(!n.includes("gh")&&!n.includes("github_pat_"))return;let t=-1;for(let s of[
"ghp_","gho_","ghu_","ghr_","ghs_"])x(e,s,p,i=>{let o=i+s.length;if(s==="ghs_"&&i>=t){let c=Ie(e,o);if(c.end>0)return{end:c.
end,kind:"github-token"};t=c.scanned}let a=E(e,o,p,36);return a>0?{end:a,kind:"github-token"}:null},r);x(e,"github_pat_",
p,s=>{let i=s+11,o=E(e,i,a=>p(a)||a===95,82,{cap:_e-11});return o>0?{end:o,kind:"github-token"}:null},r)}function Ie(e,r){
let n=e.text,t=C(n,r,g),s={end:-1,scanned:t};if(t===r||n.charCodeAt(t)!==46)return s;let i=C(n,t+1,g);if(i===t+1||n.charCodeAt(
i)!==46)return s;let o=S(e,i+1,g,1);return o===i+1||o-r<36?s:{end:o,scanned:t}}function je(e,r){let n=e.text;x(e,"sk-",p,
t=>{let s=t+3;if(n.startsWith("ant-",s)){let o=S(e,s+4,g,80);return o-(s+4)>=80?{end:o,kind:"anthropic-key"}:null}for(let o of[
"proj-","svcacct-","admin-","None-"]){if(!n.startsWith(o,s))continue;let a=S(e,s+o.length,g,40);return a-(s+o.length)>=40?
{end:a,kind:"openai-key"}:null}let i=E(e,s,p,48,{min:32});return i>0?{end:i,kind:"openai-key"}:null},r)}function Pe(e,r){
x(e,"AIza",g,n=>{let t=E(e,n+4,g,35,{sameLine:"exact",cap:36});return t>0?{end:t,kind:"google-api-key"}:null},r)}function Be(e,r){
for(let n of["AKIA","ASIA"])x(e,n,p,t=>{let s=E(e,t+4,ie,16,{sameLine:"exact",cap:17});return s>0?{end:s,kind:"aws-key"}:
null},r)}function we(e,r){let n=e.text,t=-1;x(e,"eyJ",g,s=>{if(s<t)return null;let i=C(n,s,g);if(t=i,i-s<10||n.charCodeAt(
i)!==46||!n.startsWith("ey",i+1))return null;let o=C(n,i+1,g);return o-(i+1)<10||n.charCodeAt(o)!==46?null:{end:S(e,o+1,
g,0),kind:"jwt"}},r)}function Fe(e,r){let n=e.text;for(let t=n.indexOf("://");t>=0;t=n.indexOf("://",t+3)){if(t===0||!me(
n.charCodeAt(t-1)))continue;let s=t+3,i=-1,o=-1,a=s;for(;a<n.length;a++){let c=n.charCodeAt(a);if(pe(c))break;c===58&&i<
0?i=a:c===64&&(o=a)}i<0||o<0||i>o||i+1===o||n.startsWith(h.markerPrefix,i+1)&&n.indexOf(h.markerSuffix,i+1)===o-1||r.push(
{start:i+1,end:o,kind:"url-password"})}}var ae=100;function Ye(e,r){if(!J.test(e))throw new U("stage-id-invalid",`job id "${e}" is not a valid stage id: it must\
 start with a letter or _ and have at most 99 more letters, digits, _ or -`,{where:`jobs.${e}`});let n=r?$e(r):[],t=[e,...n].
join("-");if(t.length<=ae)return t;let s=`-${M(t)}`;return`${t.slice(0,ae-s.length).replace(/-+$/,"")}${s}`}function $e(e){
return Object.keys(e).sort(ce).flatMap(r=>L(e[r])).filter(r=>r.length>0)}function Ke(e){return e.normalize("NFKD").replace(
/[\u0300-\u036f]/g,"").toLowerCase().replace(/[^a-z0-9_]+/g,"-").replace(/^-+|-+$/g,"")}function L(e){if(e==null)return[
"null"];if(Array.isArray(e))return e.flatMap(L);if(typeof e=="object"){let r=e;return Object.keys(r).sort(ce).flatMap(n=>L(
r[n]))}return[Ke(String(e))]}function ce(e,r){return e<r?-1:e>r?1:0}export{ne as a,R as b,z as c,He as d,w as e,We as f,Ge as g,ae as h,Ye as i,$e as j,ce as k};

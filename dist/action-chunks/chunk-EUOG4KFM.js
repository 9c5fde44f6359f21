import{F as I,G as Z,H as G,I as Ae}from"./chunk-ASZDKOOQ.js";import{A as z,B as ye,J as C,K as Y,b as _,c as ge,e as me,
f as pe,g as be,s as W,t as p}from"./chunk-E6JLSL3E.js";var q=/[^"\\\u0000-\u001f]*/y,ke=/-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y,Ee=/[0-9a-fA-F]{4}/y,ze=new Set(
['"',"\\","/","b","f","n","r","t"]),ee=class{#e=null;#n;constructor(r){this.#n=r}at(r){if(this.#e===null){let o=[0];for(let i=this.#n.
indexOf(`
`);i!==-1;i=this.#n.indexOf(`
`,i+1))o.push(i+1);this.#e=o}let n=this.#e,t=0,s=n.length-1;for(;t<s;){let o=t+s+1>>1;n[o]<=r?t=o:s=o-1}return`line ${t+
1}, column ${r-n[t]+1}`}};function Ye(e){let r;try{r=JSON.parse(e)}catch{return"text that is not JSON"}return r===null?"\
null":Array.isArray(r)?"an array":typeof r=="string"?"a string":typeof r=="number"?"a number":"a boolean"}function j(e,r){
if(r>=e.length)return"the end of the input";let n=e.codePointAt(r);return n<32||n===127?`U+${n.toString(16).toUpperCase().
padStart(4,"0")}`:n>126?`U+${n.toString(16).toUpperCase().padStart(4,"0")}`:`'${String.fromCodePoint(n)}'`}function Q(e,r){
let n=e.length;for(;r<n;){let t=e.charCodeAt(r);if(t!==32&&t!==10&&t!==13&&t!==9)break;r++}return r}function Se(e,r){let n=new ee(
e),t=[],s=new Map,o=r.maxKeyProblems??100,i=[],a=e.length,c=()=>i.map(m=>m.object?m.key:m.index),d=m=>({fatal:m,keyProblems:t,
rawNumbers:s}),u=(m,g,k=c())=>d({path:k,message:`invalid JSON at ${n.at(m)}: ${g}`}),l=(m,g=c())=>m.text?d({path:g,message:`\
at ${n.at(m.at)}: ${m.what}`}):u(m.at,m.what,g),h=()=>c().slice(0,-1),f=Q(e,0);if(f>=a)return d({path:[],message:"is emp\
ty; a handoff is one JSON object"});if(e[f]!=="{")return d({path:[],message:`must be a JSON object, got ${Ye(e)}`});let b=0;
for(;;){if(f=Q(e,f),b===1){let g=i[i.length-1];if(g===void 0)return f<a?d({path:[],message:`unexpected text after the JS\
ON object at ${n.at(f)}; a handoff is exactly one JSON object`}):d(null);let k=e[f];if(k===","){f++,g.object?b=3:(g.index++,
b=0);continue}if(g.object&&k==="}"||!g.object&&k==="]"){i.pop(),f++;continue}return u(f,`expected ',' or '${g.object?"}":
"]"}', found ${j(e,f)}`)}if(b===2||b===3){let g=i[i.length-1],k=e[f];if(k==="}"){if(b===3)return u(f,"a comma before '}'\
 (trailing commas are not JSON)",h());i.pop(),f++,b=1;continue}if(k!=='"')return u(f,`expected a key in double quotes, f\
ound ${j(e,f)}`,h());let $=f,P=xe(e,f);if(typeof P!="number")return l(P,h());let A=e.slice(f+1,P-1),R=A.includes("\\")?JSON.
parse(e.slice(f,P)):A;if(f=Q(e,P),e[f]!==":")return u(f,`expected ':' after a key, found ${j(e,f)}`,h());f++,g.key=R;let he=g.
seen,V=he.get(R);t.length<o&&(r.forbiddenKeys.has(R)?t.push({path:c(),message:`key \`${R}\` is not allowed anywhere in a \
handoff (${n.at($)})`}):V!==void 0&&t.push({path:c(),message:`duplicate key (first at ${n.at(V)}, again at ${n.at($)}); \
a key may appear only once`})),V===void 0&&he.set(R,$),b=0;continue}if(b===4){if(e[f]==="]"){i.pop(),f++,b=1;continue}b=
0}if(f>=a)return u(f,"unexpected end of input, expected a value");let m=e.charCodeAt(f);if(m===123||m===91){if(i.length>=
r.maxDepth)return d({path:c(),message:`nested deeper than ${r.maxDepth} levels`});let g=m===123;i.push({object:g,key:"",
index:0,seen:g?new Map:null}),f++,b=g?2:4;continue}if(m===34){let g=xe(e,f);if(typeof g!="number")return l(g);f=g}else if(m===
45||m>=48&&m<=57){ke.lastIndex=f;let g=ke.exec(e),k=g===null?f:f+g[0].length;if(g===null||/[0-9.eE+-]/.test(e[k]??""))return u(
f,"invalid number");r.rawNumbersUnder!==void 0&&i.length===2&&i[0].key===r.rawNumbersUnder&&i[1].object&&s.set(i[1].key,
g[0]),f=k}else if(e.startsWith("true",f))f+=4;else if(e.startsWith("false",f))f+=5;else if(e.startsWith("null",f))f+=4;else
return u(f,`expected a value, found ${j(e,f)}`);b=1}}function Ce(e,r){return Ee.lastIndex=r,Ee.test(e)?Number.parseInt(e.
slice(r,r+4),16):-1}function xe(e,r){let n=r+1;for(;;){if(q.lastIndex=n,q.test(e),n=q.lastIndex,n>=e.length)return{at:r,
what:"unterminated string"};let t=e.charCodeAt(n);if(t===34)return n+1;if(t===92){let s=e[n+1]??"";if(ze.has(s)){n+=2;continue}
if(s==="u"){let o=Ce(e,n+2);if(o===0)return{at:n,what:"the escape \\u0000 is a NUL character, which a handoff never holds",
text:!0};if(o>=55296&&o<=56319){let i=e.startsWith("\\u",n+6)?Ce(e,n+8):-1;if(i>=56320&&i<=57343){n+=12;continue}}if(o>=
55296&&o<=57343)return{at:n,what:`the escape \\u${e.slice(n+2,n+6)} is half of a surrogate pair, without its other half;\
 it is not text`,text:!0};if(o>=0){n+=6;continue}}return{at:n,what:"invalid escape in a string"}}return{at:n,what:`contr\
ol character ${j(e,n)} in a string must be escaped (\\n, \\t, \\u00XX)`}}}var F=100,M=new Set(ye);function y(e,r){return{code:z.invalid,severity:"error",path:e,message:r}}function ne(e){let r=e===
"more"?`more than ${p.handoffFileBytes}`:String(e);return y("$",`is ${r} bytes; a handoff may be at most ${p.handoffFileBytes}\
 bytes (${p.handoffFileBytes/1024} KiB)`)}var O=(...e)=>({kind:"invalid",problems:e});function Fn(e){if(!(e instanceof Uint8Array))
throw G("parseHandoff","the handoff file's bytes (a Uint8Array or Buffer)",Z(e),typeof e=="string"?"for text, call parse\
HandoffText":void 0);if(e.length>p.handoffFileBytes)return O(ne(e.length));let r=be(e);if(r.kind==="text")return Oe(r.text);
let n=r.kind==="utf-16"?`: ${pe}`:"";return O(y("$",`${r.problem}; a handoff is UTF-8 JSON${n}`))}function Mn(e){if(typeof e!=
"string")throw G("parseHandoffText","the handoff as a string",Z(e),e instanceof Uint8Array?"for bytes, call parseHandoff":
void 0);if(e.length>p.handoffFileBytes)return O(ne(_(e)));let r=_(e);return r>p.handoffFileBytes?O(ne(r)):Oe(me(e))}function Oe(e){
let r=e.indexOf("\0");if(r!==-1){let u=Ge(e,r);return O(y("$",`contains a NUL byte at line ${u.line}, column ${u.column}\
; a handoff is JSON text, which never holds one`))}let n=Se(e,{maxDepth:p.handoffDepth,forbiddenKeys:M,rawNumbersUnder:"\
data",maxKeyProblems:F}),t=n.keyProblems.map(u=>y(x(u.path),u.message));if(n.fatal)return O(...t,y(x(n.fatal.path),n.fatal.
message));let s=JSON.parse(e),o=s.version;if(typeof o=="number"&&Number.isInteger(o)&&o>W)return O(...t,y("$.version",`h\
andoff version ${o} is newer than this baton reads (${W})`));let i=s.data;if(i!==null&&typeof i=="object"&&!Array.isArray(
i)){let u=i;for(let[l,h]of n.rawNumbers)!M.has(l)&&typeof u[l]=="number"&&(u[l]=h)}let a=I.safeParse(s);if(!a.success){let u=n.
keyProblems.filter(h=>M.has(String(h.path[h.path.length-1]))).map(h=>x(h.path)),l=h=>u.some(f=>h===f||h.startsWith(`${f}\
.`)||h.startsWith(`${f}[`));for(let h of a.error.issues)for(let f of en(h,s))l(f.path)||t.push(f)}if(t.length>0)return O(
...Ze(t));let c=a.data,d=[];return(c.status==="blocked"||c.status==="failure")&&c.failure===void 0&&d.push({code:z.failureMissing,
severity:"warning",path:"$.failure",message:`missing while status is ${c.status}; say why in failure.reason`}),{kind:"va\
lid",handoff:c,warnings:d}}function Ze(e){return e.length<=F?e:[...e.slice(0,F),y("$",`${e.length-F} more problems not s\
hown`)]}function Ge(e,r){let n=1,t=0;for(let s=e.indexOf(`
`);s!==-1&&s<r;s=e.indexOf(`
`,s+1))n++,t=s+1;return{line:n,column:r-t+1}}var _e=64;function x(e){let r="$";for(let n of e)typeof n=="number"?r+=`[${n}\
]`:/^[A-Za-z_][A-Za-z0-9_-]*$/.test(n)&&n.length<=_e?r+=`.${n}`:r+=n.length>_e?`[<key of ${n.length} characters>]`:`[${JSON.
stringify(n)}]`;return r}function Pe(e,r){let n=e;for(let t of r){if(n===null||typeof n!="object"||!Object.hasOwn(n,t))return;
n=n[t]}return n}function qe(e){return e===null?"null":Array.isArray(e)?"an array":typeof e=="object"?"an object":typeof e==
"string"?"a string":typeof e=="number"?"a number":typeof e=="boolean"?"a boolean":typeof e}var Qe={string:"a string",number:"\
a number",int:"an integer",boolean:"a boolean",object:"an object",array:"an array",record:"an object"};function en(e,r){
let n=e.path.filter(a=>typeof a!="symbol"),t=x(n),s=Pe(r,n),o=Pe(r,n.slice(0,-1)),i=s===void 0&&(n.length===0||o!==void 0);
switch(e.code){case"unrecognized_keys":{let a=tn(n);return e.keys.filter(c=>!M.has(c)).map(c=>y(x([...n,c]),nn(c,a)))}case"\
invalid_key":{let a=e.issues[0];return[y(t,a?.message??e.message)]}case"invalid_type":return i?[y(t,"required")]:[y(t,`m\
ust be ${Qe[e.expected]??e.expected}, got ${qe(s)}`)];case"invalid_value":return i?[y(t,"required")]:[y(t,e.message)];case"\
too_big":return e.origin==="array"&&Array.isArray(s)?[y(t,`must have at most ${e.maximum} entries, has ${s.length}`)]:[y(
t,e.message)];default:return[y(t,e.message)]}}function nn(e,r){let n=Ae(e,r);return n!==void 0?`unknown field; did you m\
ean \`${n}\`?`:`unknown field; known fields: ${r.join(", ")}`}function tn(e){let r=I,n=s=>{let o=s;for(;;){let i=o._zod.
def;if((i.type==="optional"||i.type==="default"||i.type==="nullable")&&i.innerType)o=i.innerType;else if(i.type==="pipe"&&
i.in)o=i.in;else return o}};for(let s of e){let o=n(r)._zod.def,i=o.type==="object"?o.shape?.[String(s)]:o.type==="array"?
o.element:void 0;if(i===void 0)return[];r=i}let t=n(r)._zod.def;return t.type==="object"&&t.shape?Object.keys(t.shape):[]}function te(e,r){if(e.charCodeAt(r)!==27)return-1;let n=e.charCodeAt(r+1);if(n===91){let t=r+2;for(;t<e.length&&e.charCodeAt(
t)>=48&&e.charCodeAt(t)<=63;)t++;for(;t<e.length&&e.charCodeAt(t)>=32&&e.charCodeAt(t)<=47;)t++;let s=e.charCodeAt(t);return s>=
64&&s<=126?t+1:-1}if(n===93){let t=Math.min(e.length,r+4096);for(let s=r+2;s<t;s++){let o=e.charCodeAt(s);if(o===7)return s+
1;if(o===27)return e.charCodeAt(s+1)===92?s+2:-1}}return-1}function K(e){if(!e.includes("\x1B"))return e;let r="",n=0;for(let t=e.indexOf("\x1B");t>=0;t=e.indexOf("\x1B",t+1)){let s=te(
e,t);s<0||(r+=e.slice(n,t),n=s,t=s-1)}return r+e.slice(n)}var Be={"secret-value":"known secret value","secret-value-url-encoded":"known secret value, URL-encoded","secret-value-b\
ase64":"known secret value, base64-encoded","private-key":"private key","github-token":"GitHub token","anthropic-key":"A\
nthropic API key","openai-key":"OpenAI API key","google-api-key":"Google API key","aws-key":"AWS access key id",jwt:"JSO\
N Web Token","url-password":"password in a URL"},v=new Map(Object.keys(Be).map((e,r)=>[e,r]));function N(e,r){if(e.length===
0)return{text:e,redactions:[]};let n=X(r),t=new Map,s=$e(e,n,t);for(let o=0;o<=we&&s!==e&&s.includes("\x1B");o++){let i=$e(
o<we?s:K(s),n,t);if(i===s)break;s=i}return s===e?{text:e,redactions:[]}:{text:s,redactions:[...t].map(([o,i])=>({kind:o,
count:i}))}}var we=3;function $e(e,r,n){let t=Ue(e,r);if(t.length===0)return e;let s="",o=0;for(let i of Xe(t))s+=e.slice(
o,i.start)+Y(i.kind),o=i.end,n.set(i.kind,(n.get(i.kind)??0)+1);return s+e.slice(o)}function Ue(e,r){let n=Ne(w(e,!1),r);
if(e.includes("\x1B"))for(let t of Ne(w(e,!0),r))n.push(t);return n}function Ne(e,r){let n=[];fe(e,r,n),xn(e,n),_n(e,n),
On(e,n),wn(e,n),$n(e,n),Nn(e,n),Tn(e,n);for(let t of n){let s=e.origin[t.end-1]+1;t.start=e.origin[t.start],t.end=s,t.from!==
void 0&&(t.from=e.origin[t.from])}return n}function zn(e,r){if(r.length===0||e.length===0)return!1;let n=[],t=X(r);return fe(w(e,!1),t,n),e.includes("\x1B")&&fe(w(
e,!0),t,n),n.length>0}function Yn(e,r){if(e.length===0)return[];let n=Ue(e,X(r)).map(t=>({...t,start:Math.min(t.start,t.
from??t.start)}));return Xe(n).map(({start:t,end:s})=>({start:t,end:s}))}function Zn(e,r,n,t=N(e,n).text){let s=N(e.slice(
0,r),n).text;return t.startsWith(s)&&t.slice(s.length)===N(e.slice(r),n).text}var rn=["ghp_","gho_","ghu_","ghr_","ghs_",
"github_pat_","sk-","AIza","AKIA","ASIA","eyJ"];function Gn(e,r){return Fe(e,r,!0)>=0}function qn(e,r){return Fe(e,r,!1)}
function Fe(e,r,n){let t=e.replace(/(?:\r\n|\r|\n)$/,"");if(t==="")return-1;let s=Math.max(t.lastIndexOf(`
`),t.lastIndexOf("\r"))+1,o=t.slice(s),i=-1,a=l=>{l>=0&&(i===-1||l<i)&&(i=l)};Cn(t,!1)&&a(Math.max(0,t.lastIndexOf("----\
-BEGIN")));let c=/-[A-Z0-9 ]*$/.exec(o);(c!==null||/-[A-Z0-9 ]*$/.test(K(o)))&&a(s+(c?.index??0));let d=X(r),u=[w(t,!1)];
t.includes("\x1B")&&u.push(w(t,!0));for(let l of u){let h=A=>l.origin[A]??s,f=l.text,b=sn(l);b>=0&&a(h(b));let m=on(f);if(m>=
0&&a(h(m)),d.joined.length===0)continue;let g=Te(f,d.joined);g>=0&&a(h(g));let k=Ve(f);if(/%[0-9A-Fa-f]{0,2}$/.test(f)||
k!==null&&Te(k.text,d.decoded)>=0){let A=f.length;for(;A>0&&Me(f.charCodeAt(A-1));)A--;a(A<f.length?h(A):s)}if(!n)continue;
let $=d.joined.filter(A=>A.base64);if($.length===0)continue;let P=f.replace(/=+$/,"");(o.length>=ue&&D(f.charCodeAt(f.length-
1))||$.some(({text:A})=>P.endsWith(A)||P.slice(0,-1).endsWith(A)))&&a(s)}return i}function Te(e,r){let n=e.charCodeAt(e.
length-1),t=-1;for(let{text:s}of r)for(let o=Math.min(s.length-1,e.length);o>=1;o--)if(s.charCodeAt(o-1)===n&&e.endsWith(
s.slice(0,o))){(t===-1||e.length-o<t)&&(t=e.length-o);break}return t}function sn(e){let r=e.text,n=r.length;for(;n>0&&Me(
r.charCodeAt(n-1));)n--;for(let t=n;t<r.length;t++){if(t!==n&&e.afterBreak[t]===0&&S(r.charCodeAt(t-1)))continue;let s=r.
length-t;for(let o of rn)if(s>=o.length?r.startsWith(o,t):o.startsWith(r.slice(t)))return t}return-1}var Me=e=>D(e)||e===
46||e===61;function on(e){let r=e.lastIndexOf("://");if(r<=0||!de(e.charCodeAt(r-1)))return-1;for(let t=r+3;t<e.length;t++)
if(He(e.charCodeAt(t)))return-1;let n=r;for(;n>0&&de(e.charCodeAt(n-1));)n--;return n}function ce(e){return`redacted ${e.
map(({kind:n,count:t})=>`${t} \xD7 ${Be[n]??n} as ${Y(n)}`).join(", ")}`}function Qn(e,r){let n=[],t=(a,c)=>n.push({code:C.
problemCode,severity:"warning",path:a,message:c}),s=(a,c,d)=>{let u=N(a,r);if(u.redactions.length===0)return a;let l=Je(
u.text,d),h=l===u.text?"":`; the text was then cut to its limit of ${d} UTF-8 bytes`;return t(c,`${ce(u.redactions)}${h}`),
l},o=(a,c)=>a?.map((d,u)=>s(d,x([...c,u]),p.shortTextBytes)),i={...e};if(i.summary=s(e.summary,"$.summary",p.summaryBytes),
e.detail!==void 0&&(i.detail=s(e.detail,"$.detail",p.detailBytes)),e.data!==void 0&&(i.data=an(e.data,r,s,t)),e.next!==void 0){
let a=N(e.next.stage,r);a.redactions.length>0?(delete i.next,t("$.next.stage",`${ce(a.redactions)}; a stage id cannot ho\
ld the marker, so the route (next) was removed`)):i.next={...e.next,...e.next.reason===void 0?{}:{reason:s(e.next.reason,
"$.next.reason",p.shortTextBytes)}}}if(e.expectations!==void 0){let a=e.expectations;i.expectations={...a,...a.deliverables&&
{deliverables:o(a.deliverables,["expectations","deliverables"])},...a.acceptance&&{acceptance:o(a.acceptance,["expectati\
ons","acceptance"])},...a.constraints&&{constraints:o(a.constraints,["expectations","constraints"])}}}if(e.failure!==void 0){
let a=e.failure;i.failure={...a,reason:s(a.reason,"$.failure.reason",p.shortTextBytes),...a.blockers&&{blockers:o(a.blockers,
["failure","blockers"])},...a.questions&&{questions:o(a.questions,["failure","questions"])}}}return e.artifacts!==void 0&&
(i.artifacts=e.artifacts.map((a,c)=>({...a,path:s(a.path,x(["artifacts",c,"path"]),1024),...a.description===void 0?{}:{description:s(
a.description,x(["artifacts",c,"description"]),p.shortTextBytes)}}))),{handoff:I.parse(i),problems:n}}function an(e,r,n,t){
let s=new Set(Object.keys(e)),o=[];for(let[a,c]of Object.entries(e)){let d=a,u=N(a,r);if(u.redactions.length>0){let h=1;
for(;s.has(`redacted_${h}`);)h++;d=`redacted_${h}`,s.add(d),t("$.data",`a key held a secret: ${ce(u.redactions)}; the ke\
y was renamed ${d}`)}let l=n(c,x(["data",d]),p.dataBytes);o.push([d,l,l!==c])}let i=o.reduce((a,[c,d])=>a+_(c)+_(d),0)-p.
dataBytes;for(let a=o.length-1;a>=0&&i>0;a--){let c=o[a];if(!c[2])continue;let d=_(c[1]),u=Je(c[1],Math.max(0,d-i));i-=d-
_(u),c[1]=u,t(x(["data",c[0]]),`cut to ${_(u)} UTF-8 bytes so data stays within ${p.dataBytes} bytes after redaction`)}return Object.
fromEntries(o.map(([a,c])=>[a,c]))}function Je(e,r){if(_(e)<=r)return e;let n=ge(e,r).length,t=e.lastIndexOf(C.markerPrefix,
n-1);if(t>=0){let s=e.indexOf(C.markerSuffix,t);(s<0||s>=n)&&(n=t)}return e.slice(0,n)}var re=10,se=13,cn=27,dn=2;function w(e,r){
let n=e.length,t=new Uint32Array(n),s=new Uint8Array(n),o=[],i=0,a=0,c=0,d=0;for(;d<n;){let u=e.charCodeAt(d);if(u===cn&&
r){let l=te(e,d);if(l>0){o.push(e.slice(i,d)),i=l,c===0&&(c=dn),d=l;continue}}if(u===re||u===se){let l=d+(u===se&&e.charCodeAt(
d+1)===re?2:1);for(;l<n&&un(e.charCodeAt(l));)l++;let h=e.charCodeAt(l);if(h!==re&&h!==se){o.push(e.slice(i,d)),i=l,c=1,
d=l;continue}}t[a]=d,s[a]=c,c=0,a++,d++}return o.push(e.slice(i)),{text:o.join(""),origin:t.subarray(0,a),afterBreak:s.subarray(
0,a)}}var un=e=>e===32||e===9,H=e=>e>=48&&e<=57,le=e=>e>=65&&e<=90,ve=e=>e>=97&&e<=122,S=e=>H(e)||le(e)||ve(e),De=e=>H(e)||
le(e),E=e=>S(e)||e===45||e===95,D=e=>E(e)||e===43||e===47,fn=e=>S(e)||e===43||e===47,de=e=>S(e)||e===43||e===45||e===46,
He=e=>e<=32||e===47||e===63||e===35||e===34||e===39||e===60||e===62||e===96||e===92;function L(e,r,n,t=Number.POSITIVE_INFINITY){
let s=Math.min(e.length,r+t),o=r;for(;o<s&&n(e.charCodeAt(o));)o++;return o}function ln(e,r,n){return r===0||e.afterBreak[r]!==
0||!n(e.text.charCodeAt(r-1))}function Xe(e){e.sort((n,t)=>n.start-t.start||t.end-n.end);let r=[];for(let n of e){let t=r[r.
length-1];t&&n.start<t.end?(t.end=Math.max(t.end,n.end),v.get(n.kind)<v.get(t.kind)&&(t.kind=n.kind)):r.push({...n})}return r}
function T(e,r,n,t,s){let o=e.text,i=0;for(;;){let a=o.indexOf(r,i);if(a<0)return;let c=ln(e,a,n)?t(a):null;c?(s.push({start:a,
end:c.end,kind:c.kind}),i=c.end):i=a+1}}function B(e,r,n,t,s={}){let{sameLine:o="at-least",min:i=t,cap:a=Number.POSITIVE_INFINITY}=s,
c=e.text,d=Math.min(c.length,r+a),u=r,l=-1;for(;u<d&&n(c.charCodeAt(u));)l<0&&e.afterBreak[u]===1&&(l=u),u++;let h=(l<0?
u:l)-r;return h>=t?o==="exact"&&h>t?-1:r+h:u-r>=t?r+t:h>=i?r+h:-1}function U(e,r,n,t){let s=e.text,o=Re(e,r,n);for(;o<s.
length&&e.afterBreak[o]===1&&n(s.charCodeAt(o));){let i=Re(e,o,n);if(o-r>=t&&!hn(s,o,i))break;o=i}return o}function Re(e,r,n){
let t=e.text,s=r;for(s<t.length&&n(t.charCodeAt(s))&&s++;s<t.length&&e.afterBreak[s]!==1&&n(t.charCodeAt(s));)s++;return s}
function hn(e,r,n){let t=!1,s=!1,o=!1;for(let a=r;a<n;a++){let c=e.charCodeAt(a);H(c)?t=!0:le(c)?s=!0:ve(c)&&(o=!0)}let i=n-
r;return i>=8&&t&&(s||o)||i>=24&&s&&o}var oe;function X(e){let r=e.join("\0");return oe?.key!==r&&(oe={key:r,needles:mn(
e)}),oe.needles}var gn=16;function mn(e){let r=new Map,n=new Map,t=(s,o,i,a)=>{let c=s.get(o);(!c||v.get(i)<v.get(c.kind))&&
s.set(o,{text:o,kind:i,base64:a})};for(let s of e){if(typeof s!="string")continue;let o=s.trim();if(o.length<C.minSecretLength)
continue;let i=new Set([w(o,!1).text,w(o,!0).text]),a=o.split(/\r\n|\n|\r/).map(d=>d.trim());if(a.length>1)for(let d of a)
d.length>=C.minSecretLength&&i.add(d);if(a.length===1)for(let d of[...o.matchAll(/ /g)].slice(0,gn))t(r,o.slice(0,d.index)+
o.slice(d.index+1),"secret-value",!1);for(let d of i)if(!(d.length<C.minSecretLength)){t(r,d,"secret-value",!1);for(let u of pn(
d))t(r,u,"secret-value",!1);t(n,d,"secret-value-url-encoded",!1),d.includes(" ")&&(t(r,d.replaceAll(" ","+"),"secret-val\
ue-url-encoded",!1),t(n,d.replaceAll(" ","+"),"secret-value-url-encoded",!1))}let c=new Set([o,...a.length>1?a:[]]);for(let d of c)
if(!(d.length<C.minSecretLength))for(let u of yn(d))t(r,u,"secret-value-base64",!0),t(n,u,"secret-value-base64",!0)}return{
joined:[...r.values()],decoded:[...n.values()]}}function pn(e){let r=JSON.stringify(e).slice(1,-1),n=r.replace(/[\u0080-\uffff]/g,
t=>`\\u${t.charCodeAt(0).toString(16).padStart(4,"0")}`);return[...new Set([r,n])].filter(t=>t!==e)}var J="ABCDEFGHIJKLM\
NOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";function bn(e){let r="";for(let n=0;n<e.length;n+=3){let t=e[n]<<16|
(e[n+1]??0)<<8|(e[n+2]??0);r+=J[t>>18&63]+J[t>>12&63],r+=J[t>>6&63]+J[t&63]}return r}function yn(e){let r=new TextEncoder().
encode(e),n=new Set;for(let t=0;t<3;t++){let s=new Uint8Array(t+r.length+2);s.set(r,t);let o=bn(s),i=Math.ceil(8*t/6),a=Math.
floor(8*(t+r.length)/6),c=o.slice(i,a);c.length<C.minSecretLength||(n.add(c),n.add(c.replaceAll("+","-").replaceAll("/",
"_")))}return[...n]}var ue=60;function fe(e,r,n){if(r.joined.length===0)return;let t=e.text,s=a=>{if(e.afterBreak[a]!==1)
return!0;let c=a-1;for(;c>0&&a-c<ue&&e.afterBreak[c]!==1;)c--;return a-c>=ue},o=(a,c)=>{let d=a,u=c;for(d>0&&D(t.charCodeAt(
d-1))&&s(d)&&d--,D(t.charCodeAt(u))&&s(u)&&u++;t.charCodeAt(u)===61;)u++;return[d,u]};for(let a of r.joined)Ie(t,a.text,
(c,d)=>{let[u,l]=a.base64?o(c,d):[c,d];n.push({start:u,end:l,kind:a.kind})});let i=Ve(t);if(i)for(let a of r.decoded)Ie(
i.text,a.text,(c,d)=>{let u=i.from[c],l=i.to[d-1],[h,f]=a.base64?o(u,l):[u,l];n.push({start:h,end:f,kind:a.kind})})}function Ie(e,r,n){
let t=-1,s=-1;for(let o=e.indexOf(r);o>=0;o=e.indexOf(r,o+1)){if(o<s){s=o+r.length;continue}t>=0&&n(t,s),t=o,s=o+r.length}
t>=0&&n(t,s)}function Ve(e){if(!e.includes("%"))return null;let r=e.length,n=new Uint32Array(r),t=new Uint32Array(r),s="",
o=0,i=0,a=(c,d,u)=>{s+=c;for(let l=0;l<c.length;l++)n[o]=d,t[o]=u,o++};for(;i<r;){let c=e.charCodeAt(i)===37?We(e,i+1):-1;
if(c<0){let u=e.indexOf("%",i+1);u<0&&(u=r),s+=e.slice(i,u);for(let l=i;l<u;l++)n[o]=l,t[o]=l+1,o++;i=u;continue}let d=An(
e,i,c);d?(a(d.chars,i,d.end),i=d.end):(a("%",i,i+1),i++)}return{text:s,from:n.subarray(0,o),to:t.subarray(0,o)}}function je(e){
return H(e)?e-48:e>=65&&e<=70?e-55:e>=97&&e<=102?e-87:-1}function We(e,r){let n=je(e.charCodeAt(r)),t=je(e.charCodeAt(r+
1));return n<0||t<0?-1:n*16+t}function An(e,r,n){if(n<128)return{chars:String.fromCharCode(n),end:r+3};let t=n>=194&&n<=
223?1:n>=224&&n<=239?2:n>=240&&n<=244?3:0;if(t===0)return null;let s=n&63>>t,o=r+3;for(let a=0;a<t;a++){let c=e.charCodeAt(
o)===37?We(e,o+1):-1;if(c<128||c>191)return null;s=s<<6|c&63,o+=3}return s<(t===1?128:t===2?2048:65536)||s>1114111||s>=55296&&
s<=57343?null:{chars:String.fromCodePoint(s),end:o}}var ie="-----BEGIN ",ae="-----END ",Ke="-----";function Le(e,r){let n=L(
e,r,s=>De(s)||s===32,64);if(!e.startsWith(Ke,n))return-1;let t=e.slice(r,n);return t.endsWith("PRIVATE KEY")||t.endsWith(
"PRIVATE KEY BLOCK")?n+Ke.length:-1}var kn=/-----(BEGIN|END) [A-Z0-9 ]{0,64}PRIVATE KEY(?: BLOCK)?-----/,En=new RegExp(kn.source,"g");function Cn(e,r,n=0){let t=(s,o)=>{
let i=r;for(let a of s.matchAll(En))a.index+a[0].length>o&&(i=a[1]==="BEGIN");return i};return t(e,n)?!0:e.includes("\x1B")?
t(K(e),K(e.slice(0,n)).length):!1}function xn(e,r){let n=e.text;if(!n.includes(ie))return;let t=[];for(let i=n.indexOf(ae);i>=0;i=n.indexOf(ae,i+1)){let a=Le(
n,i+ae.length);a>0&&t.push({start:i,end:a})}let s=0,o=0;for(;;){let i=n.indexOf(ie,o);if(i<0)return;let a=Le(n,i+ie.length);
if(a<0){o=i+1;continue}for(;s<t.length&&t[s].start<a;)s++;let c;if(s<t.length)c=t[s].end,s++;else{for(c=U(e,a,fn,0);n.charCodeAt(
c)===61;)c++;if(c===a){o=a;continue}}r.push({start:i,end:c,kind:"private-key"}),o=c}}var Sn=255;function _n(e,r){let n=e.
text;if(!n.includes("gh")&&!n.includes("github_pat_"))return;let t=-1;for(let s of["ghp_","gho_","ghu_","ghr_","ghs_"])T(
e,s,S,o=>{let i=o+s.length;if(s==="ghs_"&&o>=t){let c=Pn(e,i);if(c.end>0)return{end:c.end,kind:"github-token"};t=c.scanned}
let a=B(e,i,S,36);return a>0?{end:a,kind:"github-token"}:null},r);T(e,"github_pat_",S,s=>{let o=s+11,i=B(e,o,a=>S(a)||a===
95,82,{cap:Sn-11});return i>0?{end:i,kind:"github-token"}:null},r)}function Pn(e,r){let n=e.text,t=L(n,r,E),s={end:-1,scanned:t};
if(t===r||n.charCodeAt(t)!==46)return s;let o=L(n,t+1,E);if(o===t+1||n.charCodeAt(o)!==46)return s;let i=U(e,o+1,E,1);return i===
o+1||i-r<36?s:{end:i,scanned:t}}function On(e,r){let n=e.text;T(e,"sk-",S,t=>{let s=t+3;if(n.startsWith("ant-",s)){let i=U(
e,s+4,E,80);return i-(s+4)>=80?{end:i,kind:"anthropic-key"}:null}for(let i of["proj-","svcacct-","admin-","None-"]){if(!n.
startsWith(i,s))continue;let a=U(e,s+i.length,E,40);return a-(s+i.length)>=40?{end:a,kind:"openai-key"}:null}let o=B(e,s,
S,48,{min:32});return o>0?{end:o,kind:"openai-key"}:null},r)}function wn(e,r){T(e,"AIza",E,n=>{let t=B(e,n+4,E,35,{sameLine:"\
exact",cap:36});return t>0?{end:t,kind:"google-api-key"}:null},r)}function $n(e,r){for(let n of["AKIA","ASIA"])T(e,n,S,t=>{
let s=B(e,t+4,De,16,{sameLine:"exact",cap:17});return s>0?{end:s,kind:"aws-key"}:null},r)}function Nn(e,r){let n=e.text,
t=-1;T(e,"eyJ",E,s=>{if(s<t)return null;let o=L(n,s,E);if(t=o,o-s<10||n.charCodeAt(o)!==46||!n.startsWith("ey",o+1))return null;
let i=L(n,o+1,E);return i-(o+1)<10||n.charCodeAt(i)!==46?null:{end:U(e,i+1,E,0),kind:"jwt"}},r)}function Tn(e,r){let n=e.
text;for(let t=n.indexOf("://");t>=0;t=n.indexOf("://",t+3)){if(t===0||!de(n.charCodeAt(t-1)))continue;let s=t+3,o=-1,i=-1,
a=s;for(;a<n.length;a++){let c=n.charCodeAt(a);if(He(c))break;c===58&&o<0?o=a:c===64&&(i=a)}o<0||i<0||o>i||o+1===i||n.startsWith(
C.markerPrefix,o+1)&&n.indexOf(C.markerSuffix,o+1)===i-1||r.push({start:o+1,end:i,kind:"url-password",from:t-1})}}export{y as a,ne as b,Fn as c,Mn as d,x as e,K as f,N as g,zn as h,Yn as i,Zn as j,Gn as k,qn as l,ce as m,Qn as n,Cn as o};

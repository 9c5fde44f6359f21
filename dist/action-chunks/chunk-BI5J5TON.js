import{F as N,G as W,H as z,I as pe}from"./chunk-6MN2SSD3.js";import{A as X,B as me,J as E,K as V,b as x,c as fe,e as le,
f as ge,g as he,s as H,t as p}from"./chunk-E6JLSL3E.js";var Y=/[^"\\\u0000-\u001f]*/y,be=/-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y,ye=/[0-9a-fA-F]{4}/y,De=new Set(
['"',"\\","/","b","f","n","r","t"]),q=class{#e=null;#n;constructor(r){this.#n=r}at(r){if(this.#e===null){let o=[0];for(let i=this.#n.
indexOf(`
`);i!==-1;i=this.#n.indexOf(`
`,i+1))o.push(i+1);this.#e=o}let n=this.#e,t=0,s=n.length-1;for(;t<s;){let o=t+s+1>>1;n[o]<=r?t=o:s=o-1}return`line ${t+
1}, column ${r-n[t]+1}`}};function ve(e){let r;try{r=JSON.parse(e)}catch{return"text that is not JSON"}return r===null?"\
null":Array.isArray(r)?"an array":typeof r=="string"?"a string":typeof r=="number"?"a number":"a boolean"}function R(e,r){
if(r>=e.length)return"the end of the input";let n=e.codePointAt(r);return n<32||n===127?`U+${n.toString(16).toUpperCase().
padStart(4,"0")}`:n>126?`U+${n.toString(16).toUpperCase().padStart(4,"0")}`:`'${String.fromCodePoint(n)}'`}function Z(e,r){
let n=e.length;for(;r<n;){let t=e.charCodeAt(r);if(t!==32&&t!==10&&t!==13&&t!==9)break;r++}return r}function Ee(e,r){let n=new q(
e),t=[],s=new Map,o=r.maxKeyProblems??100,i=[],a=e.length,c=()=>i.map(m=>m.object?m.key:m.index),d=m=>({fatal:m,keyProblems:t,
rawNumbers:s}),u=(m,h,A=c())=>d({path:A,message:`invalid JSON at ${n.at(m)}: ${h}`}),l=(m,h=c())=>m.text?d({path:h,message:`\
at ${n.at(m.at)}: ${m.what}`}):u(m.at,m.what,h),g=()=>c().slice(0,-1),f=Z(e,0);if(f>=a)return d({path:[],message:"is emp\
ty; a handoff is one JSON object"});if(e[f]!=="{")return d({path:[],message:`must be a JSON object, got ${ve(e)}`});let y=0;
for(;;){if(f=Z(e,f),y===1){let h=i[i.length-1];if(h===void 0)return f<a?d({path:[],message:`unexpected text after the JS\
ON object at ${n.at(f)}; a handoff is exactly one JSON object`}):d(null);let A=e[f];if(A===","){f++,h.object?y=3:(h.index++,
y=0);continue}if(h.object&&A==="}"||!h.object&&A==="]"){i.pop(),f++;continue}return u(f,`expected ',' or '${h.object?"}":
"]"}', found ${R(e,f)}`)}if(y===2||y===3){let h=i[i.length-1],A=e[f];if(A==="}"){if(y===3)return u(f,"a comma before '}'\
 (trailing commas are not JSON)",g());i.pop(),f++,y=1;continue}if(A!=='"')return u(f,`expected a key in double quotes, f\
ound ${R(e,f)}`,g());let D=f,O=Ae(e,f);if(typeof O!="number")return l(O,g());let de=e.slice(f+1,O-1),T=de.includes("\\")?
JSON.parse(e.slice(f,O)):de;if(f=Z(e,O),e[f]!==":")return u(f,`expected ':' after a key, found ${R(e,f)}`,g());f++,h.key=
T;let ue=h.seen,v=ue.get(T);t.length<o&&(r.forbiddenKeys.has(T)?t.push({path:c(),message:`key \`${T}\` is not allowed any\
where in a handoff (${n.at(D)})`}):v!==void 0&&t.push({path:c(),message:`duplicate key (first at ${n.at(v)}, again at ${n.
at(D)}); a key may appear only once`})),v===void 0&&ue.set(T,D),y=0;continue}if(y===4){if(e[f]==="]"){i.pop(),f++,y=1;continue}
y=0}if(f>=a)return u(f,"unexpected end of input, expected a value");let m=e.charCodeAt(f);if(m===123||m===91){if(i.length>=
r.maxDepth)return d({path:c(),message:`nested deeper than ${r.maxDepth} levels`});let h=m===123;i.push({object:h,key:"",
index:0,seen:h?new Map:null}),f++,y=h?2:4;continue}if(m===34){let h=Ae(e,f);if(typeof h!="number")return l(h);f=h}else if(m===
45||m>=48&&m<=57){be.lastIndex=f;let h=be.exec(e),A=h===null?f:f+h[0].length;if(h===null||/[0-9.eE+-]/.test(e[A]??""))return u(
f,"invalid number");r.rawNumbersUnder!==void 0&&i.length===2&&i[0].key===r.rawNumbersUnder&&i[1].object&&s.set(i[1].key,
h[0]),f=A}else if(e.startsWith("true",f))f+=4;else if(e.startsWith("false",f))f+=5;else if(e.startsWith("null",f))f+=4;else
return u(f,`expected a value, found ${R(e,f)}`);y=1}}function ke(e,r){return ye.lastIndex=r,ye.test(e)?Number.parseInt(e.
slice(r,r+4),16):-1}function Ae(e,r){let n=r+1;for(;;){if(Y.lastIndex=n,Y.test(e),n=Y.lastIndex,n>=e.length)return{at:r,
what:"unterminated string"};let t=e.charCodeAt(n);if(t===34)return n+1;if(t===92){let s=e[n+1]??"";if(De.has(s)){n+=2;continue}
if(s==="u"){let o=ke(e,n+2);if(o===0)return{at:n,what:"the escape \\u0000 is a NUL character, which a handoff never holds",
text:!0};if(o>=55296&&o<=56319){let i=e.startsWith("\\u",n+6)?ke(e,n+8):-1;if(i>=56320&&i<=57343){n+=12;continue}}if(o>=
55296&&o<=57343)return{at:n,what:`the escape \\u${e.slice(n+2,n+6)} is half of a surrogate pair, without its other half;\
 it is not text`,text:!0};if(o>=0){n+=6;continue}}return{at:n,what:"invalid escape in a string"}}return{at:n,what:`contr\
ol character ${R(e,n)} in a string must be escaped (\\n, \\t, \\u00XX)`}}}var L=100,U=new Set(me);function b(e,r){return{code:X.invalid,severity:"error",path:e,message:r}}function G(e){let r=e===
"more"?`more than ${p.handoffFileBytes}`:String(e);return b("$",`is ${r} bytes; a handoff may be at most ${p.handoffFileBytes}\
 bytes (${p.handoffFileBytes/1024} KiB)`)}var P=(...e)=>({kind:"invalid",problems:e});function Rn(e){if(!(e instanceof Uint8Array))
throw z("parseHandoff","the handoff file's bytes (a Uint8Array or Buffer)",W(e),typeof e=="string"?"for text, call parse\
HandoffText":void 0);if(e.length>p.handoffFileBytes)return P(G(e.length));let r=he(e);if(r.kind==="text")return Se(r.text);
let n=r.kind==="utf-16"?`: ${ge}`:"";return P(b("$",`${r.problem}; a handoff is UTF-8 JSON${n}`))}function In(e){if(typeof e!=
"string")throw z("parseHandoffText","the handoff as a string",W(e),e instanceof Uint8Array?"for bytes, call parseHandoff":
void 0);if(e.length>p.handoffFileBytes)return P(G(x(e)));let r=x(e);return r>p.handoffFileBytes?P(G(r)):Se(le(e))}function Se(e){
let r=e.indexOf("\0");if(r!==-1){let u=Xe(e,r);return P(b("$",`contains a NUL byte at line ${u.line}, column ${u.column}\
; a handoff is JSON text, which never holds one`))}let n=Ee(e,{maxDepth:p.handoffDepth,forbiddenKeys:U,rawNumbersUnder:"\
data",maxKeyProblems:L}),t=n.keyProblems.map(u=>b(C(u.path),u.message));if(n.fatal)return P(...t,b(C(n.fatal.path),n.fatal.
message));let s=JSON.parse(e),o=s.version;if(typeof o=="number"&&Number.isInteger(o)&&o>H)return P(...t,b("$.version",`h\
andoff version ${o} is newer than this baton reads (${H})`));let i=s.data;if(i!==null&&typeof i=="object"&&!Array.isArray(
i)){let u=i;for(let[l,g]of n.rawNumbers)!U.has(l)&&typeof u[l]=="number"&&(u[l]=g)}let a=N.safeParse(s);if(!a.success){let u=n.
keyProblems.filter(g=>U.has(String(g.path[g.path.length-1]))).map(g=>C(g.path)),l=g=>u.some(f=>g===f||g.startsWith(`${f}\
.`)||g.startsWith(`${f}[`));for(let g of a.error.issues)for(let f of ze(g,s))l(f.path)||t.push(f)}if(t.length>0)return P(
...He(t));let c=a.data,d=[];return(c.status==="blocked"||c.status==="failure")&&c.failure===void 0&&d.push({code:X.failureMissing,
severity:"warning",path:"$.failure",message:`missing while status is ${c.status}; say why in failure.reason`}),{kind:"va\
lid",handoff:c,warnings:d}}function He(e){return e.length<=L?e:[...e.slice(0,L),b("$",`${e.length-L} more problems not s\
hown`)]}function Xe(e,r){let n=1,t=0;for(let s=e.indexOf(`
`);s!==-1&&s<r;s=e.indexOf(`
`,s+1))n++,t=s+1;return{line:n,column:r-t+1}}var Ce=64;function C(e){let r="$";for(let n of e)typeof n=="number"?r+=`[${n}\
]`:/^[A-Za-z_][A-Za-z0-9_-]*$/.test(n)&&n.length<=Ce?r+=`.${n}`:r+=n.length>Ce?`[<key of ${n.length} characters>]`:`[${JSON.
stringify(n)}]`;return r}function xe(e,r){let n=e;for(let t of r){if(n===null||typeof n!="object"||!Object.hasOwn(n,t))return;
n=n[t]}return n}function Ve(e){return e===null?"null":Array.isArray(e)?"an array":typeof e=="object"?"an object":typeof e==
"string"?"a string":typeof e=="number"?"a number":typeof e=="boolean"?"a boolean":typeof e}var We={string:"a string",number:"\
a number",int:"an integer",boolean:"a boolean",object:"an object",array:"an array",record:"an object"};function ze(e,r){
let n=e.path.filter(a=>typeof a!="symbol"),t=C(n),s=xe(r,n),o=xe(r,n.slice(0,-1)),i=s===void 0&&(n.length===0||o!==void 0);
switch(e.code){case"unrecognized_keys":{let a=Ze(n);return e.keys.filter(c=>!U.has(c)).map(c=>b(C([...n,c]),Ye(c,a)))}case"\
invalid_key":{let a=e.issues[0];return[b(t,a?.message??e.message)]}case"invalid_type":return i?[b(t,"required")]:[b(t,`m\
ust be ${We[e.expected]??e.expected}, got ${Ve(s)}`)];case"invalid_value":return i?[b(t,"required")]:[b(t,e.message)];case"\
too_big":return e.origin==="array"&&Array.isArray(s)?[b(t,`must have at most ${e.maximum} entries, has ${s.length}`)]:[b(
t,e.message)];default:return[b(t,e.message)]}}function Ye(e,r){let n=pe(e,r);return n!==void 0?`unknown field; did you m\
ean \`${n}\`?`:`unknown field; known fields: ${r.join(", ")}`}function Ze(e){let r=N,n=s=>{let o=s;for(;;){let i=o._zod.
def;if((i.type==="optional"||i.type==="default"||i.type==="nullable")&&i.innerType)o=i.innerType;else if(i.type==="pipe"&&
i.in)o=i.in;else return o}};for(let s of e){let o=n(r)._zod.def,i=o.type==="object"?o.shape?.[String(s)]:o.type==="array"?
o.element:void 0;if(i===void 0)return[];r=i}let t=n(r)._zod.def;return t.type==="object"&&t.shape?Object.keys(t.shape):[]}function Q(e,r){if(e.charCodeAt(r)!==27)return-1;let n=e.charCodeAt(r+1);if(n===91){let t=r+2;for(;t<e.length&&e.charCodeAt(
t)>=48&&e.charCodeAt(t)<=63;)t++;for(;t<e.length&&e.charCodeAt(t)>=32&&e.charCodeAt(t)<=47;)t++;let s=e.charCodeAt(t);return s>=
64&&s<=126?t+1:-1}if(n===93){let t=Math.min(e.length,r+4096);for(let s=r+2;s<t;s++){let o=e.charCodeAt(s);if(o===7)return s+
1;if(o===27)return e.charCodeAt(s+1)===92?s+2:-1}}return-1}function B(e){if(!e.includes("\x1B"))return e;let r="",n=0;for(let t=e.indexOf("\x1B");t>=0;t=e.indexOf("\x1B",t+1)){let s=Q(
e,t);s<0||(r+=e.slice(n,t),n=s,t=s-1)}return r+e.slice(n)}var Ke={"secret-value":"known secret value","secret-value-url-encoded":"known secret value, URL-encoded","secret-value-b\
ase64":"known secret value, base64-encoded","private-key":"private key","github-token":"GitHub token","anthropic-key":"A\
nthropic API key","openai-key":"OpenAI API key","google-api-key":"Google API key","aws-key":"AWS access key id",jwt:"JSO\
N Web Token","url-password":"password in a URL"},M=new Map(Object.keys(Ke).map((e,r)=>[e,r]));function _(e,r){if(e.length===
0)return{text:e,redactions:[]};let n=ce(r),t=new Map,s=_e(e,n,t);for(let o=0;o<=Pe&&s!==e&&s.includes("\x1B");o++){let i=_e(
o<Pe?s:B(s),n,t);if(i===s)break;s=i}return s===e?{text:e,redactions:[]}:{text:s,redactions:[...t].map(([o,i])=>({kind:o,
count:i}))}}var Pe=3;function _e(e,r,n){let t=Le(e,r);if(t.length===0)return e;let s="",o=0;for(let i of Me(t))s+=e.slice(
o,i.start)+V(i.kind),o=i.end,n.set(i.kind,(n.get(i.kind)??0)+1);return s+e.slice(o)}function Le(e,r){let n=we(w(e,!1),r);
if(e.includes("\x1B"))for(let t of we(w(e,!0),r))n.push(t);return n}function we(e,r){let n=[];ie(e,r,n),pn(e,n),yn(e,n),
An(e,n),En(e,n),Cn(e,n),xn(e,n),Sn(e,n);for(let t of n){let s=e.origin[t.end-1]+1;t.start=e.origin[t.start],t.end=s,t.from!==
void 0&&(t.from=e.origin[t.from])}return n}function Jn(e,r){if(r.length===0||e.length===0)return!1;let n=[],t=ce(r);return ie(w(e,!1),t,n),e.includes("\x1B")&&ie(w(
e,!0),t,n),n.length>0}function Dn(e,r){if(e.length===0)return[];let n=Le(e,ce(r)).map(t=>({...t,start:Math.min(t.start,t.
from??t.start)}));return Me(n).map(({start:t,end:s})=>({start:t,end:s}))}function vn(e,r,n,t=_(e,n).text){let s=_(e.slice(
0,r),n).text;return t.startsWith(s)&&t.slice(s.length)===_(e.slice(r),n).text}function oe(e){return`redacted ${e.map(({kind:n,
count:t})=>`${t} \xD7 ${Ke[n]??n} as ${V(n)}`).join(", ")}`}function Hn(e,r){let n=[],t=(a,c)=>n.push({code:E.problemCode,
severity:"warning",path:a,message:c}),s=(a,c,d)=>{let u=_(a,r);if(u.redactions.length===0)return a;let l=Ue(u.text,d),g=l===
u.text?"":`; the text was then cut to its limit of ${d} UTF-8 bytes`;return t(c,`${oe(u.redactions)}${g}`),l},o=(a,c)=>a?.
map((d,u)=>s(d,C([...c,u]),p.shortTextBytes)),i={...e};if(i.summary=s(e.summary,"$.summary",p.summaryBytes),e.detail!==void 0&&
(i.detail=s(e.detail,"$.detail",p.detailBytes)),e.data!==void 0&&(i.data=qe(e.data,r,s,t)),e.next!==void 0){let a=_(e.next.
stage,r);a.redactions.length>0?(delete i.next,t("$.next.stage",`${oe(a.redactions)}; a stage id cannot hold the marker, \
so the route (next) was removed`)):i.next={...e.next,...e.next.reason===void 0?{}:{reason:s(e.next.reason,"$.next.reason",
p.shortTextBytes)}}}if(e.expectations!==void 0){let a=e.expectations;i.expectations={...a,...a.deliverables&&{deliverables:o(
a.deliverables,["expectations","deliverables"])},...a.acceptance&&{acceptance:o(a.acceptance,["expectations","acceptance"])},
...a.constraints&&{constraints:o(a.constraints,["expectations","constraints"])}}}if(e.failure!==void 0){let a=e.failure;
i.failure={...a,reason:s(a.reason,"$.failure.reason",p.shortTextBytes),...a.blockers&&{blockers:o(a.blockers,["failure",
"blockers"])},...a.questions&&{questions:o(a.questions,["failure","questions"])}}}return e.artifacts!==void 0&&(i.artifacts=
e.artifacts.map((a,c)=>({...a,path:s(a.path,C(["artifacts",c,"path"]),1024),...a.description===void 0?{}:{description:s(
a.description,C(["artifacts",c,"description"]),p.shortTextBytes)}}))),{handoff:N.parse(i),problems:n}}function qe(e,r,n,t){
let s=new Set(Object.keys(e)),o=[];for(let[a,c]of Object.entries(e)){let d=a,u=_(a,r);if(u.redactions.length>0){let g=1;
for(;s.has(`redacted_${g}`);)g++;d=`redacted_${g}`,s.add(d),t("$.data",`a key held a secret: ${oe(u.redactions)}; the ke\
y was renamed ${d}`)}let l=n(c,C(["data",d]),p.dataBytes);o.push([d,l,l!==c])}let i=o.reduce((a,[c,d])=>a+x(c)+x(d),0)-p.
dataBytes;for(let a=o.length-1;a>=0&&i>0;a--){let c=o[a];if(!c[2])continue;let d=x(c[1]),u=Ue(c[1],Math.max(0,d-i));i-=d-
x(u),c[1]=u,t(C(["data",c[0]]),`cut to ${x(u)} UTF-8 bytes so data stays within ${p.dataBytes} bytes after redaction`)}return Object.
fromEntries(o.map(([a,c])=>[a,c]))}function Ue(e,r){if(x(e)<=r)return e;let n=fe(e,r).length,t=e.lastIndexOf(E.markerPrefix,
n-1);if(t>=0){let s=e.indexOf(E.markerSuffix,t);(s<0||s>=n)&&(n=t)}return e.slice(0,n)}var ee=10,ne=13,Ge=27,Qe=2;function w(e,r){
let n=e.length,t=new Uint32Array(n),s=new Uint8Array(n),o=[],i=0,a=0,c=0,d=0;for(;d<n;){let u=e.charCodeAt(d);if(u===Ge&&
r){let l=Q(e,d);if(l>0){o.push(e.slice(i,d)),i=l,c===0&&(c=Qe),d=l;continue}}if(u===ee||u===ne){let l=d+(u===ne&&e.charCodeAt(
d+1)===ee?2:1);for(;l<n&&en(e.charCodeAt(l));)l++;let g=e.charCodeAt(l);if(g!==ee&&g!==ne){o.push(e.slice(i,d)),i=l,c=1,
d=l;continue}}t[a]=d,s[a]=c,c=0,a++,d++}return o.push(e.slice(i)),{text:o.join(""),origin:t.subarray(0,a),afterBreak:s.subarray(
0,a)}}var en=e=>e===32||e===9,J=e=>e>=48&&e<=57,ae=e=>e>=65&&e<=90,Be=e=>e>=97&&e<=122,S=e=>J(e)||ae(e)||Be(e),Fe=e=>J(e)||
ae(e),k=e=>S(e)||e===45||e===95,$e=e=>k(e)||e===43||e===47,nn=e=>S(e)||e===43||e===47,tn=e=>S(e)||e===43||e===45||e===46,
rn=e=>e<=32||e===47||e===63||e===35||e===34||e===39||e===60||e===62||e===96||e===92;function I(e,r,n,t=Number.POSITIVE_INFINITY){
let s=Math.min(e.length,r+t),o=r;for(;o<s&&n(e.charCodeAt(o));)o++;return o}function sn(e,r,n){return r===0||e.afterBreak[r]!==
0||!n(e.text.charCodeAt(r-1))}function Me(e){e.sort((n,t)=>n.start-t.start||t.end-n.end);let r=[];for(let n of e){let t=r[r.
length-1];t&&n.start<t.end?(t.end=Math.max(t.end,n.end),M.get(n.kind)<M.get(t.kind)&&(t.kind=n.kind)):r.push({...n})}return r}
function $(e,r,n,t,s){let o=e.text,i=0;for(;;){let a=o.indexOf(r,i);if(a<0)return;let c=sn(e,a,n)?t(a):null;c?(s.push({start:a,
end:c.end,kind:c.kind}),i=c.end):i=a+1}}function j(e,r,n,t,s={}){let{sameLine:o="at-least",min:i=t,cap:a=Number.POSITIVE_INFINITY}=s,
c=e.text,d=Math.min(c.length,r+a),u=r,l=-1;for(;u<d&&n(c.charCodeAt(u));)l<0&&e.afterBreak[u]===1&&(l=u),u++;let g=(l<0?
u:l)-r;return g>=t?o==="exact"&&g>t?-1:r+g:u-r>=t?r+t:g>=i?r+g:-1}function K(e,r,n,t){let s=e.text,o=Oe(e,r,n);for(;o<s.
length&&e.afterBreak[o]===1&&n(s.charCodeAt(o));){let i=Oe(e,o,n);if(o-r>=t&&!on(s,o,i))break;o=i}return o}function Oe(e,r,n){
let t=e.text,s=r;for(s<t.length&&n(t.charCodeAt(s))&&s++;s<t.length&&e.afterBreak[s]!==1&&n(t.charCodeAt(s));)s++;return s}
function on(e,r,n){let t=!1,s=!1,o=!1;for(let a=r;a<n;a++){let c=e.charCodeAt(a);J(c)?t=!0:ae(c)?s=!0:Be(c)&&(o=!0)}let i=n-
r;return i>=8&&t&&(s||o)||i>=24&&s&&o}var te;function ce(e){let r=e.join("\0");return te?.key!==r&&(te={key:r,needles:cn(
e)}),te.needles}var an=16;function cn(e){let r=new Map,n=new Map,t=(s,o,i,a)=>{let c=s.get(o);(!c||M.get(i)<M.get(c.kind))&&
s.set(o,{text:o,kind:i,base64:a})};for(let s of e){if(typeof s!="string")continue;let o=s.trim();if(o.length<E.minSecretLength)
continue;let i=new Set([w(o,!1).text,w(o,!0).text]),a=o.split(/\r\n|\n|\r/).map(d=>d.trim());if(a.length>1)for(let d of a)
d.length>=E.minSecretLength&&i.add(d);if(a.length===1)for(let d of[...o.matchAll(/ /g)].slice(0,an))t(r,o.slice(0,d.index)+
o.slice(d.index+1),"secret-value",!1);for(let d of i)if(!(d.length<E.minSecretLength)){t(r,d,"secret-value",!1);for(let u of dn(
d))t(r,u,"secret-value",!1);t(n,d,"secret-value-url-encoded",!1),d.includes(" ")&&(t(r,d.replaceAll(" ","+"),"secret-val\
ue-url-encoded",!1),t(n,d.replaceAll(" ","+"),"secret-value-url-encoded",!1))}let c=new Set([o,...a.length>1?a:[]]);for(let d of c)
if(!(d.length<E.minSecretLength))for(let u of fn(d))t(r,u,"secret-value-base64",!0),t(n,u,"secret-value-base64",!0)}return{
joined:[...r.values()],decoded:[...n.values()]}}function dn(e){let r=JSON.stringify(e).slice(1,-1),n=r.replace(/[\u0080-\uffff]/g,
t=>`\\u${t.charCodeAt(0).toString(16).padStart(4,"0")}`);return[...new Set([r,n])].filter(t=>t!==e)}var F="ABCDEFGHIJKLM\
NOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";function un(e){let r="";for(let n=0;n<e.length;n+=3){let t=e[n]<<16|
(e[n+1]??0)<<8|(e[n+2]??0);r+=F[t>>18&63]+F[t>>12&63],r+=F[t>>6&63]+F[t&63]}return r}function fn(e){let r=new TextEncoder().
encode(e),n=new Set;for(let t=0;t<3;t++){let s=new Uint8Array(t+r.length+2);s.set(r,t);let o=un(s),i=Math.ceil(8*t/6),a=Math.
floor(8*(t+r.length)/6),c=o.slice(i,a);c.length<E.minSecretLength||(n.add(c),n.add(c.replaceAll("+","-").replaceAll("/",
"_")))}return[...n]}var Te=60;function ie(e,r,n){if(r.joined.length===0)return;let t=e.text,s=a=>{if(e.afterBreak[a]!==1)
return!0;let c=a-1;for(;c>0&&a-c<Te&&e.afterBreak[c]!==1;)c--;return a-c>=Te},o=(a,c)=>{let d=a,u=c;for(d>0&&$e(t.charCodeAt(
d-1))&&s(d)&&d--,$e(t.charCodeAt(u))&&s(u)&&u++;t.charCodeAt(u)===61;)u++;return[d,u]};for(let a of r.joined)Ne(t,a.text,
(c,d)=>{let[u,l]=a.base64?o(c,d):[c,d];n.push({start:u,end:l,kind:a.kind})});let i=ln(t);if(i)for(let a of r.decoded)Ne(
i.text,a.text,(c,d)=>{let u=i.from[c],l=i.to[d-1],[g,f]=a.base64?o(u,l):[u,l];n.push({start:g,end:f,kind:a.kind})})}function Ne(e,r,n){
let t=-1,s=-1;for(let o=e.indexOf(r);o>=0;o=e.indexOf(r,o+1)){if(o<s){s=o+r.length;continue}t>=0&&n(t,s),t=o,s=o+r.length}
t>=0&&n(t,s)}function ln(e){if(!e.includes("%"))return null;let r=e.length,n=new Uint32Array(r),t=new Uint32Array(r),s="",
o=0,i=0,a=(c,d,u)=>{s+=c;for(let l=0;l<c.length;l++)n[o]=d,t[o]=u,o++};for(;i<r;){let c=e.charCodeAt(i)===37?Je(e,i+1):-1;
if(c<0){let u=e.indexOf("%",i+1);u<0&&(u=r),s+=e.slice(i,u);for(let l=i;l<u;l++)n[o]=l,t[o]=l+1,o++;i=u;continue}let d=gn(
e,i,c);d?(a(d.chars,i,d.end),i=d.end):(a("%",i,i+1),i++)}return{text:s,from:n.subarray(0,o),to:t.subarray(0,o)}}function Re(e){
return J(e)?e-48:e>=65&&e<=70?e-55:e>=97&&e<=102?e-87:-1}function Je(e,r){let n=Re(e.charCodeAt(r)),t=Re(e.charCodeAt(r+
1));return n<0||t<0?-1:n*16+t}function gn(e,r,n){if(n<128)return{chars:String.fromCharCode(n),end:r+3};let t=n>=194&&n<=
223?1:n>=224&&n<=239?2:n>=240&&n<=244?3:0;if(t===0)return null;let s=n&63>>t,o=r+3;for(let a=0;a<t;a++){let c=e.charCodeAt(
o)===37?Je(e,o+1):-1;if(c<128||c>191)return null;s=s<<6|c&63,o+=3}return s<(t===1?128:t===2?2048:65536)||s>1114111||s>=55296&&
s<=57343?null:{chars:String.fromCodePoint(s),end:o}}var re="-----BEGIN ",se="-----END ",Ie="-----";function je(e,r){let n=I(
e,r,s=>Fe(s)||s===32,64);if(!e.startsWith(Ie,n))return-1;let t=e.slice(r,n);return t.endsWith("PRIVATE KEY")||t.endsWith(
"PRIVATE KEY BLOCK")?n+Ie.length:-1}var hn=/-----(BEGIN|END) [A-Z0-9 ]{0,64}PRIVATE KEY(?: BLOCK)?-----/,mn=new RegExp(hn.source,"g");function Xn(e,r,n=0){let t=(s,o)=>{
let i=r;for(let a of s.matchAll(mn))a.index+a[0].length>o&&(i=a[1]==="BEGIN");return i};return t(e,n)?!0:e.includes("\x1B")?
t(B(e),B(e.slice(0,n)).length):!1}function pn(e,r){let n=e.text;if(!n.includes(re))return;let t=[];for(let i=n.indexOf(se);i>=0;i=n.indexOf(se,i+1)){let a=je(
n,i+se.length);a>0&&t.push({start:i,end:a})}let s=0,o=0;for(;;){let i=n.indexOf(re,o);if(i<0)return;let a=je(n,i+re.length);
if(a<0){o=i+1;continue}for(;s<t.length&&t[s].start<a;)s++;let c;if(s<t.length)c=t[s].end,s++;else{for(c=K(e,a,nn,0);n.charCodeAt(
c)===61;)c++;if(c===a){o=a;continue}}r.push({start:i,end:c,kind:"private-key"}),o=c}}var bn=255;function yn(e,r){let n=e.
text;if(!n.includes("gh")&&!n.includes("github_pat_"))return;let t=-1;for(let s of["ghp_","gho_","ghu_","ghr_","ghs_"])$(
e,s,S,o=>{let i=o+s.length;if(s==="ghs_"&&o>=t){let c=kn(e,i);if(c.end>0)return{end:c.end,kind:"github-token"};t=c.scanned}
let a=j(e,i,S,36);return a>0?{end:a,kind:"github-token"}:null},r);$(e,"github_pat_",S,s=>{let o=s+11,i=j(e,o,a=>S(a)||a===
95,82,{cap:bn-11});return i>0?{end:i,kind:"github-token"}:null},r)}function kn(e,r){let n=e.text,t=I(n,r,k),s={end:-1,scanned:t};
if(t===r||n.charCodeAt(t)!==46)return s;let o=I(n,t+1,k);if(o===t+1||n.charCodeAt(o)!==46)return s;let i=K(e,o+1,k,1);return i===
o+1||i-r<36?s:{end:i,scanned:t}}function An(e,r){let n=e.text;$(e,"sk-",S,t=>{let s=t+3;if(n.startsWith("ant-",s)){let i=K(
e,s+4,k,80);return i-(s+4)>=80?{end:i,kind:"anthropic-key"}:null}for(let i of["proj-","svcacct-","admin-","None-"]){if(!n.
startsWith(i,s))continue;let a=K(e,s+i.length,k,40);return a-(s+i.length)>=40?{end:a,kind:"openai-key"}:null}let o=j(e,s,
S,48,{min:32});return o>0?{end:o,kind:"openai-key"}:null},r)}function En(e,r){$(e,"AIza",k,n=>{let t=j(e,n+4,k,35,{sameLine:"\
exact",cap:36});return t>0?{end:t,kind:"google-api-key"}:null},r)}function Cn(e,r){for(let n of["AKIA","ASIA"])$(e,n,S,t=>{
let s=j(e,t+4,Fe,16,{sameLine:"exact",cap:17});return s>0?{end:s,kind:"aws-key"}:null},r)}function xn(e,r){let n=e.text,
t=-1;$(e,"eyJ",k,s=>{if(s<t)return null;let o=I(n,s,k);if(t=o,o-s<10||n.charCodeAt(o)!==46||!n.startsWith("ey",o+1))return null;
let i=I(n,o+1,k);return i-(o+1)<10||n.charCodeAt(i)!==46?null:{end:K(e,i+1,k,0),kind:"jwt"}},r)}function Sn(e,r){let n=e.
text;for(let t=n.indexOf("://");t>=0;t=n.indexOf("://",t+3)){if(t===0||!tn(n.charCodeAt(t-1)))continue;let s=t+3,o=-1,i=-1,
a=s;for(;a<n.length;a++){let c=n.charCodeAt(a);if(rn(c))break;c===58&&o<0?o=a:c===64&&(i=a)}o<0||i<0||o>i||o+1===i||n.startsWith(
E.markerPrefix,o+1)&&n.indexOf(E.markerSuffix,o+1)===i-1||r.push({start:o+1,end:i,kind:"url-password",from:t-1})}}export{b as a,G as b,Rn as c,In as d,C as e,_ as f,Jn as g,Dn as h,vn as i,oe as j,Hn as k,Xn as l};

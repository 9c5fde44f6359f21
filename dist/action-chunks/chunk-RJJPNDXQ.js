import{F as N,G as V,H as z,I as ge}from"./chunk-K774MLFD.js";import{A as he,I as C,J as X,b as E,d as ue,e as fe,
f as le,r as v,s as p,z as H}from"./chunk-CITQMF73.js";var W=/[^"\\\u0000-\u001f]*/y,me=/-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y,pe=/[0-9a-fA-F]{4}/y,Ke=new Set(
['"',"\\","/","b","f","n","r","t"]),q=class{#e=null;#n;constructor(r){this.#n=r}at(r){if(this.#e===null){let o=[0];for(let i=this.#n.
indexOf(`
`);i!==-1;i=this.#n.indexOf(`
`,i+1))o.push(i+1);this.#e=o}let n=this.#e,t=0,s=n.length-1;for(;t<s;){let o=t+s+1>>1;n[o]<=r?t=o:s=o-1}return`line ${t+
1}, column ${r-n[t]+1}`}};function Je(e){let r;try{r=JSON.parse(e)}catch{return"text that is not JSON"}return r===null?"\
null":Array.isArray(r)?"an array":typeof r=="string"?"a string":typeof r=="number"?"a number":"a boolean"}function R(e,r){
if(r>=e.length)return"the end of the input";let n=e.codePointAt(r);return n<32||n===127?`U+${n.toString(16).toUpperCase().
padStart(4,"0")}`:n>126?`U+${n.toString(16).toUpperCase().padStart(4,"0")}`:`'${String.fromCodePoint(n)}'`}function Y(e,r){
let n=e.length;for(;r<n;){let t=e.charCodeAt(r);if(t!==32&&t!==10&&t!==13&&t!==9)break;r++}return r}function ke(e,r){let n=new q(
e),t=[],s=new Map,o=r.maxKeyProblems??100,i=[],a=e.length,c=()=>i.map(m=>m.object?m.key:m.index),d=m=>({fatal:m,keyProblems:t,
rawNumbers:s}),u=(m,g,A=c())=>d({path:A,message:`invalid JSON at ${n.at(m)}: ${g}`}),l=(m,g=c())=>m.text?d({path:g,message:`\
at ${n.at(m.at)}: ${m.what}`}):u(m.at,m.what,g),h=()=>c().slice(0,-1),f=Y(e,0);if(f>=a)return d({path:[],message:"is emp\
ty; a handoff is one JSON object"});if(e[f]!=="{")return d({path:[],message:`must be a JSON object, got ${Je(e)}`});let y=0;
for(;;){if(f=Y(e,f),y===1){let g=i[i.length-1];if(g===void 0)return f<a?d({path:[],message:`unexpected text after the JS\
ON object at ${n.at(f)}; a handoff is exactly one JSON object`}):d(null);let A=e[f];if(A===","){f++,g.object?y=3:(g.index++,
y=0);continue}if(g.object&&A==="}"||!g.object&&A==="]"){i.pop(),f++;continue}return u(f,`expected ',' or '${g.object?"}":
"]"}', found ${R(e,f)}`)}if(y===2||y===3){let g=i[i.length-1],A=e[f];if(A==="}"){if(y===3)return u(f,"a comma before '}'\
 (trailing commas are not JSON)",h());i.pop(),f++,y=1;continue}if(A!=='"')return u(f,`expected a key in double quotes, f\
ound ${R(e,f)}`,h());let M=f,O=ye(e,f);if(typeof O!="number")return l(O,h());let ce=e.slice(f+1,O-1),T=ce.includes("\\")?
JSON.parse(e.slice(f,O)):ce;if(f=Y(e,O),e[f]!==":")return u(f,`expected ':' after a key, found ${R(e,f)}`,h());f++,g.key=
T;let de=g.seen,D=de.get(T);t.length<o&&(r.forbiddenKeys.has(T)?t.push({path:c(),message:`key \`${T}\` is not allowed any\
where in a handoff (${n.at(M)})`}):D!==void 0&&t.push({path:c(),message:`duplicate key (first at ${n.at(D)}, again at ${n.
at(M)}); a key may appear only once`})),D===void 0&&de.set(T,M),y=0;continue}if(y===4){if(e[f]==="]"){i.pop(),f++,y=1;continue}
y=0}if(f>=a)return u(f,"unexpected end of input, expected a value");let m=e.charCodeAt(f);if(m===123||m===91){if(i.length>=
r.maxDepth)return d({path:c(),message:`nested deeper than ${r.maxDepth} levels`});let g=m===123;i.push({object:g,key:"",
index:0,seen:g?new Map:null}),f++,y=g?2:4;continue}if(m===34){let g=ye(e,f);if(typeof g!="number")return l(g);f=g}else if(m===
45||m>=48&&m<=57){me.lastIndex=f;let g=me.exec(e),A=g===null?f:f+g[0].length;if(g===null||/[0-9.eE+-]/.test(e[A]??""))return u(
f,"invalid number");r.rawNumbersUnder!==void 0&&i.length===2&&i[0].key===r.rawNumbersUnder&&i[1].object&&s.set(i[1].key,
g[0]),f=A}else if(e.startsWith("true",f))f+=4;else if(e.startsWith("false",f))f+=5;else if(e.startsWith("null",f))f+=4;else
return u(f,`expected a value, found ${R(e,f)}`);y=1}}function be(e,r){return pe.lastIndex=r,pe.test(e)?Number.parseInt(e.
slice(r,r+4),16):-1}function ye(e,r){let n=r+1;for(;;){if(W.lastIndex=n,W.test(e),n=W.lastIndex,n>=e.length)return{at:r,
what:"unterminated string"};let t=e.charCodeAt(n);if(t===34)return n+1;if(t===92){let s=e[n+1]??"";if(Ke.has(s)){n+=2;continue}
if(s==="u"){let o=be(e,n+2);if(o===0)return{at:n,what:"the escape \\u0000 is a NUL character, which a handoff never holds",
text:!0};if(o>=55296&&o<=56319){let i=e.startsWith("\\u",n+6)?be(e,n+8):-1;if(i>=56320&&i<=57343){n+=12;continue}}if(o>=
55296&&o<=57343)return{at:n,what:`the escape \\u${e.slice(n+2,n+6)} is half of a surrogate pair, without its other half;\
 it is not text`,text:!0};if(o>=0){n+=6;continue}}return{at:n,what:"invalid escape in a string"}}return{at:n,what:`contr\
ol character ${R(e,n)} in a string must be escaped (\\n, \\t, \\u00XX)`}}}var I=100,F=new Set(he);function b(e,r){return{code:H.invalid,severity:"error",path:e,message:r}}function Z(e){let r=e===
"more"?`more than ${p.handoffFileBytes}`:String(e);return b("$",`is ${r} bytes; a handoff may be at most ${p.handoffFileBytes}\
 bytes (${p.handoffFileBytes/1024} KiB)`)}var P=(...e)=>({kind:"invalid",problems:e});function $n(e){if(!(e instanceof Uint8Array))
throw z("parseHandoff","the handoff file's bytes (a Uint8Array or Buffer)",V(e),typeof e=="string"?"for text, call parse\
HandoffText":void 0);if(e.length>p.handoffFileBytes)return P(Z(e.length));let r=le(e);if(r.kind==="text")return Ce(r.text);
let n=r.kind==="utf-16"?`: ${fe}`:"";return P(b("$",`${r.problem}; a handoff is UTF-8 JSON${n}`))}function On(e){if(typeof e!=
"string")throw z("parseHandoffText","the handoff as a string",V(e),e instanceof Uint8Array?"for bytes, call parseHandoff":
void 0);if(e.length>p.handoffFileBytes)return P(Z(E(e)));let r=E(e);return r>p.handoffFileBytes?P(Z(r)):Ce(ue(e))}function Ce(e){
let r=e.indexOf("\0");if(r!==-1){let u=De(e,r);return P(b("$",`contains a NUL byte at line ${u.line}, column ${u.column}\
; a handoff is JSON text, which never holds one`))}let n=ke(e,{maxDepth:p.handoffDepth,forbiddenKeys:F,rawNumbersUnder:"\
data",maxKeyProblems:I}),t=n.keyProblems.map(u=>b(x(u.path),u.message));if(n.fatal)return P(...t,b(x(n.fatal.path),n.fatal.
message));let s=JSON.parse(e),o=s.version;if(typeof o=="number"&&Number.isInteger(o)&&o>v)return P(...t,b("$.version",`h\
andoff version ${o} is newer than this baton reads (${v})`));let i=s.data;if(i!==null&&typeof i=="object"&&!Array.isArray(
i)){let u=i;for(let[l,h]of n.rawNumbers)!F.has(l)&&typeof u[l]=="number"&&(u[l]=h)}let a=N.safeParse(s);if(!a.success){let u=n.
keyProblems.filter(h=>F.has(String(h.path[h.path.length-1]))).map(h=>x(h.path)),l=h=>u.some(f=>h===f||h.startsWith(`${f}\
.`)||h.startsWith(`${f}[`));for(let h of a.error.issues)for(let f of Xe(h,s))l(f.path)||t.push(f)}if(t.length>0)return P(
...Me(t));let c=a.data,d=[];return(c.status==="blocked"||c.status==="failure")&&c.failure===void 0&&d.push({code:H.failureMissing,
severity:"warning",path:"$.failure",message:`missing while status is ${c.status}; say why in failure.reason`}),{kind:"va\
lid",handoff:c,warnings:d}}function Me(e){return e.length<=I?e:[...e.slice(0,I),b("$",`${e.length-I} more problems not s\
hown`)]}function De(e,r){let n=1,t=0;for(let s=e.indexOf(`
`);s!==-1&&s<r;s=e.indexOf(`
`,s+1))n++,t=s+1;return{line:n,column:r-t+1}}var Ae=64;function x(e){let r="$";for(let n of e)typeof n=="number"?r+=`[${n}\
]`:/^[A-Za-z_][A-Za-z0-9_-]*$/.test(n)&&n.length<=Ae?r+=`.${n}`:r+=n.length>Ae?`[<key of ${n.length} characters>]`:`[${JSON.
stringify(n)}]`;return r}function Ee(e,r){let n=e;for(let t of r){if(n===null||typeof n!="object"||!Object.hasOwn(n,t))return;
n=n[t]}return n}function ve(e){return e===null?"null":Array.isArray(e)?"an array":typeof e=="object"?"an object":typeof e==
"string"?"a string":typeof e=="number"?"a number":typeof e=="boolean"?"a boolean":typeof e}var He={string:"a string",number:"\
a number",int:"an integer",boolean:"a boolean",object:"an object",array:"an array",record:"an object"};function Xe(e,r){
let n=e.path.filter(a=>typeof a!="symbol"),t=x(n),s=Ee(r,n),o=Ee(r,n.slice(0,-1)),i=s===void 0&&(n.length===0||o!==void 0);
switch(e.code){case"unrecognized_keys":{let a=ze(n);return e.keys.filter(c=>!F.has(c)).map(c=>b(x([...n,c]),Ve(c,a)))}case"\
invalid_key":{let a=e.issues[0];return[b(t,a?.message??e.message)]}case"invalid_type":return i?[b(t,"required")]:[b(t,`m\
ust be ${He[e.expected]??e.expected}, got ${ve(s)}`)];case"invalid_value":return i?[b(t,"required")]:[b(t,e.message)];case"\
too_big":return e.origin==="array"&&Array.isArray(s)?[b(t,`must have at most ${e.maximum} entries, has ${s.length}`)]:[b(
t,e.message)];default:return[b(t,e.message)]}}function Ve(e,r){let n=ge(e,r);return n!==void 0?`unknown field; did you m\
ean \`${n}\`?`:`unknown field; known fields: ${r.join(", ")}`}function ze(e){let r=N,n=s=>{let o=s;for(;;){let i=o._zod.
def;if((i.type==="optional"||i.type==="default"||i.type==="nullable")&&i.innerType)o=i.innerType;else if(i.type==="pipe"&&
i.in)o=i.in;else return o}};for(let s of e){let o=n(r)._zod.def,i=o.type==="object"?o.shape?.[String(s)]:o.type==="array"?
o.element:void 0;if(i===void 0)return[];r=i}let t=n(r)._zod.def;return t.type==="object"&&t.shape?Object.keys(t.shape):[]}function G(e,r){if(e.charCodeAt(r)!==27)return-1;let n=e.charCodeAt(r+1);if(n===91){let t=r+2;for(;t<e.length&&e.charCodeAt(
t)>=48&&e.charCodeAt(t)<=63;)t++;for(;t<e.length&&e.charCodeAt(t)>=32&&e.charCodeAt(t)<=47;)t++;let s=e.charCodeAt(t);return s>=
64&&s<=126?t+1:-1}if(n===93){let t=Math.min(e.length,r+4096);for(let s=r+2;s<t;s++){let o=e.charCodeAt(s);if(o===7)return s+
1;if(o===27)return e.charCodeAt(s+1)===92?s+2:-1}}return-1}function xe(e){if(!e.includes("\x1B"))return e;let r="",n=0;for(let t=e.indexOf("\x1B");t>=0;t=e.indexOf("\x1B",t+1)){let s=G(
e,t);s<0||(r+=e.slice(n,t),n=s,t=s-1)}return r+e.slice(n)}var je={"secret-value":"known secret value","secret-value-url-encoded":"known secret value, URL-encoded","secret-value-b\
ase64":"known secret value, base64-encoded","private-key":"private key","github-token":"GitHub token","anthropic-key":"A\
nthropic API key","openai-key":"OpenAI API key","google-api-key":"Google API key","aws-key":"AWS access key id",jwt:"JSO\
N Web Token","url-password":"password in a URL"},K=new Map(Object.keys(je).map((e,r)=>[e,r]));function re(e,r){if(e.length===
0)return{text:e,redactions:[]};let n=Fe(r),t=new Map,s=Pe(e,n,t);for(let o=0;o<=Se&&s!==e&&s.includes("\x1B");o++){let i=Pe(
o<Se?s:xe(s),n,t);if(i===s)break;s=i}return s===e?{text:e,redactions:[]}:{text:s,redactions:[...t].map(([o,i])=>({kind:o,
count:i}))}}var Se=3;function Pe(e,r,n){let t=we(_(e,!1),r);if(e.includes("\x1B"))for(let i of we(_(e,!0),r))t.push(i);if(t.
length===0)return e;let s="",o=0;for(let i of tn(t))s+=e.slice(o,i.start)+X(i.kind),o=i.end,n.set(i.kind,(n.get(i.kind)??
0)+1);return s+e.slice(o)}function we(e,r){let n=[];oe(e,r,n),ln(e,n),gn(e,n),pn(e,n),bn(e,n),yn(e,n),kn(e,n),An(e,n);for(let t of n){
let s=e.origin[t.end-1]+1;t.start=e.origin[t.start],t.end=s}return n}function Fn(e,r){if(r.length===0||e.length===0)return!1;let n=[],t=Fe(r);return oe(_(e,!1),t,n),e.includes("\x1B")&&oe(_(
e,!0),t,n),n.length>0}function se(e){return`redacted ${e.map(({kind:n,count:t})=>`${t} \xD7 ${je[n]??n} as ${X(n)}`).join(
", ")}`}function Bn(e,r){let n=[],t=(a,c)=>n.push({code:C.problemCode,severity:"warning",path:a,message:c}),s=(a,c,d)=>{
let u=re(a,r);if(u.redactions.length===0)return a;let l=Ue(u.text,d),h=l===u.text?"":`; the text was then cut to its lim\
it of ${d} UTF-8 bytes`;return t(c,`${se(u.redactions)}${h}`),l},o=(a,c)=>a?.map((d,u)=>s(d,x([...c,u]),p.shortTextBytes)),
i={...e};if(i.summary=s(e.summary,"$.summary",p.summaryBytes),e.detail!==void 0&&(i.detail=s(e.detail,"$.detail",p.detailBytes)),
e.data!==void 0&&(i.data=We(e.data,r,s,t)),e.next!==void 0){let a=re(e.next.stage,r);a.redactions.length>0?(delete i.next,
t("$.next.stage",`${se(a.redactions)}; a stage id cannot hold the marker, so the route (next) was removed`)):i.next={...e.
next,...e.next.reason===void 0?{}:{reason:s(e.next.reason,"$.next.reason",p.shortTextBytes)}}}if(e.expectations!==void 0){
let a=e.expectations;i.expectations={...a,...a.deliverables&&{deliverables:o(a.deliverables,["expectations","deliverable\
s"])},...a.acceptance&&{acceptance:o(a.acceptance,["expectations","acceptance"])},...a.constraints&&{constraints:o(a.constraints,
["expectations","constraints"])}}}if(e.failure!==void 0){let a=e.failure;i.failure={...a,reason:s(a.reason,"$.failure.re\
ason",p.shortTextBytes),...a.blockers&&{blockers:o(a.blockers,["failure","blockers"])},...a.questions&&{questions:o(a.questions,
["failure","questions"])}}}return e.artifacts!==void 0&&(i.artifacts=e.artifacts.map((a,c)=>({...a,path:s(a.path,x(["art\
ifacts",c,"path"]),1024),...a.description===void 0?{}:{description:s(a.description,x(["artifacts",c,"description"]),p.shortTextBytes)}}))),
{handoff:N.parse(i),problems:n}}function We(e,r,n,t){let s=new Set(Object.keys(e)),o=[];for(let[a,c]of Object.entries(e)){
let d=a,u=re(a,r);if(u.redactions.length>0){let h=1;for(;s.has(`redacted_${h}`);)h++;d=`redacted_${h}`,s.add(d),t("$.dat\
a",`a key held a secret: ${se(u.redactions)}; the key was renamed ${d}`)}let l=n(c,x(["data",d]),p.dataBytes);o.push([d,
l,l!==c])}let i=o.reduce((a,[c,d])=>a+E(c)+E(d),0)-p.dataBytes;for(let a=o.length-1;a>=0&&i>0;a--){let c=o[a];if(!c[2])continue;
let d=E(c[1]),u=Ue(c[1],Math.max(0,d-i));i-=d-E(u),c[1]=u,t(x(["data",c[0]]),`cut to ${E(u)} UTF-8 bytes so data stays w\
ithin ${p.dataBytes} bytes after redaction`)}return Object.fromEntries(o.map(([a,c])=>[a,c]))}function Ue(e,r){if(E(e)<=
r)return e;let n=0,t=0;for(let o of e){let i=E(o);if(n+i>r)break;n+=i,t+=o.length}let s=e.lastIndexOf(C.markerPrefix,t-1);
if(s>=0){let o=e.indexOf(C.markerSuffix,s);(o<0||o>=t)&&(t=s)}return e.slice(0,t)}var Q=10,ee=13,Ye=27,qe=2;function _(e,r){
let n=e.length,t=new Uint32Array(n),s=new Uint8Array(n),o=[],i=0,a=0,c=0,d=0;for(;d<n;){let u=e.charCodeAt(d);if(u===Ye&&
r){let l=G(e,d);if(l>0){o.push(e.slice(i,d)),i=l,c===0&&(c=qe),d=l;continue}}if(u===Q||u===ee){let l=d+(u===ee&&e.charCodeAt(
d+1)===Q?2:1);for(;l<n&&Ze(e.charCodeAt(l));)l++;let h=e.charCodeAt(l);if(h!==Q&&h!==ee){o.push(e.slice(i,d)),i=l,c=1,d=
l;continue}}t[a]=d,s[a]=c,c=0,a++,d++}return o.push(e.slice(i)),{text:o.join(""),origin:t.subarray(0,a),afterBreak:s.subarray(
0,a)}}var Ze=e=>e===32||e===9,J=e=>e>=48&&e<=57,ae=e=>e>=65&&e<=90,Le=e=>e>=97&&e<=122,S=e=>J(e)||ae(e)||Le(e),Ie=e=>J(e)||
ae(e),k=e=>S(e)||e===45||e===95,_e=e=>k(e)||e===43||e===47,Ge=e=>S(e)||e===43||e===47,Qe=e=>S(e)||e===43||e===45||e===46,
en=e=>e<=32||e===47||e===63||e===35||e===34||e===39||e===60||e===62||e===96||e===92;function j(e,r,n,t=Number.POSITIVE_INFINITY){
let s=Math.min(e.length,r+t),o=r;for(;o<s&&n(e.charCodeAt(o));)o++;return o}function nn(e,r,n){return r===0||e.afterBreak[r]!==
0||!n(e.text.charCodeAt(r-1))}function tn(e){e.sort((n,t)=>n.start-t.start||t.end-n.end);let r=[];for(let n of e){let t=r[r.
length-1];t&&n.start<t.end?(t.end=Math.max(t.end,n.end),K.get(n.kind)<K.get(t.kind)&&(t.kind=n.kind)):r.push({...n})}return r}
function $(e,r,n,t,s){let o=e.text,i=0;for(;;){let a=o.indexOf(r,i);if(a<0)return;let c=nn(e,a,n)?t(a):null;c?(s.push({start:a,
end:c.end,kind:c.kind}),i=c.end):i=a+1}}function U(e,r,n,t,s={}){let{sameLine:o="at-least",min:i=t,cap:a=Number.POSITIVE_INFINITY}=s,
c=e.text,d=Math.min(c.length,r+a),u=r,l=-1;for(;u<d&&n(c.charCodeAt(u));)l<0&&e.afterBreak[u]===1&&(l=u),u++;let h=(l<0?
u:l)-r;return h>=t?o==="exact"&&h>t?-1:r+h:u-r>=t?r+t:h>=i?r+h:-1}function L(e,r,n,t){let s=e.text,o=$e(e,r,n);for(;o<s.
length&&e.afterBreak[o]===1&&n(s.charCodeAt(o));){let i=$e(e,o,n);if(o-r>=t&&!rn(s,o,i))break;o=i}return o}function $e(e,r,n){
let t=e.text,s=r;for(s<t.length&&n(t.charCodeAt(s))&&s++;s<t.length&&e.afterBreak[s]!==1&&n(t.charCodeAt(s));)s++;return s}
function rn(e,r,n){let t=!1,s=!1,o=!1;for(let a=r;a<n;a++){let c=e.charCodeAt(a);J(c)?t=!0:ae(c)?s=!0:Le(c)&&(o=!0)}let i=n-
r;return i>=8&&t&&(s||o)||i>=24&&s&&o}var ne;function Fe(e){let r=e.join("\0");return ne?.key!==r&&(ne={key:r,needles:on(
e)}),ne.needles}var sn=16;function on(e){let r=new Map,n=new Map,t=(s,o,i,a)=>{let c=s.get(o);(!c||K.get(i)<K.get(c.kind))&&
s.set(o,{text:o,kind:i,base64:a})};for(let s of e){if(typeof s!="string")continue;let o=s.trim();if(o.length<C.minSecretLength)
continue;let i=new Set([_(o,!1).text,_(o,!0).text]),a=o.split(/\r\n|\n|\r/).map(d=>d.trim());if(a.length>1)for(let d of a)
d.length>=C.minSecretLength&&i.add(d);if(a.length===1)for(let d of[...o.matchAll(/ /g)].slice(0,sn))t(r,o.slice(0,d.index)+
o.slice(d.index+1),"secret-value",!1);for(let d of i)if(!(d.length<C.minSecretLength)){t(r,d,"secret-value",!1);for(let u of an(
d))t(r,u,"secret-value",!1);t(n,d,"secret-value-url-encoded",!1),d.includes(" ")&&(t(r,d.replaceAll(" ","+"),"secret-val\
ue-url-encoded",!1),t(n,d.replaceAll(" ","+"),"secret-value-url-encoded",!1))}let c=new Set([o,...a.length>1?a:[]]);for(let d of c)
if(!(d.length<C.minSecretLength))for(let u of dn(d))t(r,u,"secret-value-base64",!0),t(n,u,"secret-value-base64",!0)}return{
joined:[...r.values()],decoded:[...n.values()]}}function an(e){let r=JSON.stringify(e).slice(1,-1),n=r.replace(/[\u0080-\uffff]/g,
t=>`\\u${t.charCodeAt(0).toString(16).padStart(4,"0")}`);return[...new Set([r,n])].filter(t=>t!==e)}var B="ABCDEFGHIJKLM\
NOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";function cn(e){let r="";for(let n=0;n<e.length;n+=3){let t=e[n]<<16|
(e[n+1]??0)<<8|(e[n+2]??0);r+=B[t>>18&63]+B[t>>12&63],r+=B[t>>6&63]+B[t&63]}return r}function dn(e){let r=new TextEncoder().
encode(e),n=new Set;for(let t=0;t<3;t++){let s=new Uint8Array(t+r.length+2);s.set(r,t);let o=cn(s),i=Math.ceil(8*t/6),a=Math.
floor(8*(t+r.length)/6),c=o.slice(i,a);c.length<C.minSecretLength||(n.add(c),n.add(c.replaceAll("+","-").replaceAll("/",
"_")))}return[...n]}var Oe=60;function oe(e,r,n){if(r.joined.length===0)return;let t=e.text,s=a=>{if(e.afterBreak[a]!==1)
return!0;let c=a-1;for(;c>0&&a-c<Oe&&e.afterBreak[c]!==1;)c--;return a-c>=Oe},o=(a,c)=>{let d=a,u=c;for(d>0&&_e(t.charCodeAt(
d-1))&&s(d)&&d--,_e(t.charCodeAt(u))&&s(u)&&u++;t.charCodeAt(u)===61;)u++;return[d,u]};for(let a of r.joined)Te(t,a.text,
(c,d)=>{let[u,l]=a.base64?o(c,d):[c,d];n.push({start:u,end:l,kind:a.kind})});let i=un(t);if(i)for(let a of r.decoded)Te(
i.text,a.text,(c,d)=>{let u=i.from[c],l=i.to[d-1],[h,f]=a.base64?o(u,l):[u,l];n.push({start:h,end:f,kind:a.kind})})}function Te(e,r,n){
let t=-1,s=-1;for(let o=e.indexOf(r);o>=0;o=e.indexOf(r,o+1)){if(o<s){s=o+r.length;continue}t>=0&&n(t,s),t=o,s=o+r.length}
t>=0&&n(t,s)}function un(e){if(!e.includes("%"))return null;let r=e.length,n=new Uint32Array(r),t=new Uint32Array(r),s="",
o=0,i=0,a=(c,d,u)=>{s+=c;for(let l=0;l<c.length;l++)n[o]=d,t[o]=u,o++};for(;i<r;){let c=e.charCodeAt(i)===37?Be(e,i+1):-1;
if(c<0){let u=e.indexOf("%",i+1);u<0&&(u=r),s+=e.slice(i,u);for(let l=i;l<u;l++)n[o]=l,t[o]=l+1,o++;i=u;continue}let d=fn(
e,i,c);d?(a(d.chars,i,d.end),i=d.end):(a("%",i,i+1),i++)}return{text:s,from:n.subarray(0,o),to:t.subarray(0,o)}}function Ne(e){
return J(e)?e-48:e>=65&&e<=70?e-55:e>=97&&e<=102?e-87:-1}function Be(e,r){let n=Ne(e.charCodeAt(r)),t=Ne(e.charCodeAt(r+
1));return n<0||t<0?-1:n*16+t}function fn(e,r,n){if(n<128)return{chars:String.fromCharCode(n),end:r+3};let t=n>=194&&n<=
223?1:n>=224&&n<=239?2:n>=240&&n<=244?3:0;if(t===0)return null;let s=n&63>>t,o=r+3;for(let a=0;a<t;a++){let c=e.charCodeAt(
o)===37?Be(e,o+1):-1;if(c<128||c>191)return null;s=s<<6|c&63,o+=3}return s<(t===1?128:t===2?2048:65536)||s>1114111||s>=55296&&
s<=57343?null:{chars:String.fromCodePoint(s),end:o}}var te="-----BEGIN ",w="-----END ",Re="-----";function ie(e,r){let n=j(
e,r,s=>Ie(s)||s===32,64);if(!e.startsWith(Re,n))return-1;let t=e.slice(r,n);return t.endsWith("PRIVATE KEY")||t.endsWith(
"PRIVATE KEY BLOCK")?n+Re.length:-1}function Kn(e){for(let r=e.indexOf(w);r>=0;r=e.indexOf(w,r+1)){let n=ie(e,r+w.length);
if(n>0)return{start:r,end:n}}return null}function ln(e,r){let n=e.text;if(!n.includes(te))return;let t=[];for(let i=n.indexOf(
w);i>=0;i=n.indexOf(w,i+1)){let a=ie(n,i+w.length);a>0&&t.push({start:i,end:a})}let s=0,o=0;for(;;){let i=n.indexOf(te,o);
if(i<0)return;let a=ie(n,i+te.length);if(a<0){o=i+1;continue}for(;s<t.length&&t[s].start<a;)s++;let c;if(s<t.length)c=t[s].
end,s++;else{for(c=L(e,a,Ge,0);n.charCodeAt(c)===61;)c++;if(c===a){o=a;continue}}r.push({start:i,end:c,kind:"private-key"}),
o=c}}var hn=255;function gn(e,r){let n=e.text;if(!n.includes("gh")&&!n.includes("github_pat_"))return;let t=-1;for(let s of[
"ghp_","gho_","ghu_","ghr_","ghs_"])$(e,s,S,o=>{let i=o+s.length;if(s==="ghs_"&&o>=t){let c=mn(e,i);if(c.end>0)return{end:c.
end,kind:"github-token"};t=c.scanned}let a=U(e,i,S,36);return a>0?{end:a,kind:"github-token"}:null},r);$(e,"github_pat_",
S,s=>{let o=s+11,i=U(e,o,a=>S(a)||a===95,82,{cap:hn-11});return i>0?{end:i,kind:"github-token"}:null},r)}function mn(e,r){
let n=e.text,t=j(n,r,k),s={end:-1,scanned:t};if(t===r||n.charCodeAt(t)!==46)return s;let o=j(n,t+1,k);if(o===t+1||n.charCodeAt(
o)!==46)return s;let i=L(e,o+1,k,1);return i===o+1||i-r<36?s:{end:i,scanned:t}}function pn(e,r){let n=e.text;$(e,"sk-",S,
t=>{let s=t+3;if(n.startsWith("ant-",s)){let i=L(e,s+4,k,80);return i-(s+4)>=80?{end:i,kind:"anthropic-key"}:null}for(let i of[
"proj-","svcacct-","admin-","None-"]){if(!n.startsWith(i,s))continue;let a=L(e,s+i.length,k,40);return a-(s+i.length)>=40?
{end:a,kind:"openai-key"}:null}let o=U(e,s,S,48,{min:32});return o>0?{end:o,kind:"openai-key"}:null},r)}function bn(e,r){
$(e,"AIza",k,n=>{let t=U(e,n+4,k,35,{sameLine:"exact",cap:36});return t>0?{end:t,kind:"google-api-key"}:null},r)}function yn(e,r){
for(let n of["AKIA","ASIA"])$(e,n,S,t=>{let s=U(e,t+4,Ie,16,{sameLine:"exact",cap:17});return s>0?{end:s,kind:"aws-key"}:
null},r)}function kn(e,r){let n=e.text,t=-1;$(e,"eyJ",k,s=>{if(s<t)return null;let o=j(n,s,k);if(t=o,o-s<10||n.charCodeAt(
o)!==46||!n.startsWith("ey",o+1))return null;let i=j(n,o+1,k);return i-(o+1)<10||n.charCodeAt(i)!==46?null:{end:L(e,i+1,
k,0),kind:"jwt"}},r)}function An(e,r){let n=e.text;for(let t=n.indexOf("://");t>=0;t=n.indexOf("://",t+3)){if(t===0||!Qe(
n.charCodeAt(t-1)))continue;let s=t+3,o=-1,i=-1,a=s;for(;a<n.length;a++){let c=n.charCodeAt(a);if(en(c))break;c===58&&o<
0?o=a:c===64&&(i=a)}o<0||i<0||o>i||o+1===i||n.startsWith(C.markerPrefix,o+1)&&n.indexOf(C.markerSuffix,o+1)===i-1||r.push(
{start:o+1,end:i,kind:"url-password"})}}export{b as a,Z as b,$n as c,On as d,x as e,re as f,Fn as g,se as h,Bn as i,Kn as j};

import{F as R,G as Y,H as G,I as ke}from"./chunk-6MN2SSD3.js";import{A as V,B as Ae,J as E,K as z,b as S,c as me,e as pe,
f as be,g as ye,s as W,t as b}from"./chunk-E6JLSL3E.js";var Z=/[^"\\\u0000-\u001f]*/y,Ee=/-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y,Ce=/[0-9a-fA-F]{4}/y,Ze=new Set(
['"',"\\","/","b","f","n","r","t"]),Q=class{#e=null;#n;constructor(r){this.#n=r}at(r){if(this.#e===null){let o=[0];for(let i=this.#n.
indexOf(`
`);i!==-1;i=this.#n.indexOf(`
`,i+1))o.push(i+1);this.#e=o}let n=this.#e,t=0,s=n.length-1;for(;t<s;){let o=t+s+1>>1;n[o]<=r?t=o:s=o-1}return`line ${t+
1}, column ${r-n[t]+1}`}};function qe(e){let r;try{r=JSON.parse(e)}catch{return"text that is not JSON"}return r===null?"\
null":Array.isArray(r)?"an array":typeof r=="string"?"a string":typeof r=="number"?"a number":"a boolean"}function I(e,r){
if(r>=e.length)return"the end of the input";let n=e.codePointAt(r);return n<32||n===127?`U+${n.toString(16).toUpperCase().
padStart(4,"0")}`:n>126?`U+${n.toString(16).toUpperCase().padStart(4,"0")}`:`'${String.fromCodePoint(n)}'`}function q(e,r){
let n=e.length;for(;r<n;){let t=e.charCodeAt(r);if(t!==32&&t!==10&&t!==13&&t!==9)break;r++}return r}function _e(e,r){let n=new Q(
e),t=[],s=new Map,o=r.maxKeyProblems??100,i=[],a=e.length,c=()=>i.map(m=>m.object?m.key:m.index),u=m=>({fatal:m,keyProblems:t,
rawNumbers:s}),d=(m,g,p=c())=>u({path:p,message:`invalid JSON at ${n.at(m)}: ${g}`}),l=(m,g=c())=>m.text?u({path:g,message:`\
at ${n.at(m.at)}: ${m.what}`}):d(m.at,m.what,g),h=()=>c().slice(0,-1),f=q(e,0);if(f>=a)return u({path:[],message:"is emp\
ty; a handoff is one JSON object"});if(e[f]!=="{")return u({path:[],message:`must be a JSON object, got ${qe(e)}`});let y=0;
for(;;){if(f=q(e,f),y===1){let g=i[i.length-1];if(g===void 0)return f<a?u({path:[],message:`unexpected text after the JS\
ON object at ${n.at(f)}; a handoff is exactly one JSON object`}):u(null);let p=e[f];if(p===","){f++,g.object?y=3:(g.index++,
y=0);continue}if(g.object&&p==="}"||!g.object&&p==="]"){i.pop(),f++;continue}return d(f,`expected ',' or '${g.object?"}":
"]"}', found ${I(e,f)}`)}if(y===2||y===3){let g=i[i.length-1],p=e[f];if(p==="}"){if(y===3)return d(f,"a comma before '}'\
 (trailing commas are not JSON)",h());i.pop(),f++,y=1;continue}if(p!=='"')return d(f,`expected a key in double quotes, f\
ound ${I(e,f)}`,h());let H=f,N=Se(e,f);if(typeof N!="number")return l(N,h());let he=e.slice(f+1,N-1),T=he.includes("\\")?
JSON.parse(e.slice(f,N)):he;if(f=q(e,N),e[f]!==":")return d(f,`expected ':' after a key, found ${I(e,f)}`,h());f++,g.key=
T;let ge=g.seen,X=ge.get(T);t.length<o&&(r.forbiddenKeys.has(T)?t.push({path:c(),message:`key \`${T}\` is not allowed any\
where in a handoff (${n.at(H)})`}):X!==void 0&&t.push({path:c(),message:`duplicate key (first at ${n.at(X)}, again at ${n.
at(H)}); a key may appear only once`})),X===void 0&&ge.set(T,H),y=0;continue}if(y===4){if(e[f]==="]"){i.pop(),f++,y=1;continue}
y=0}if(f>=a)return d(f,"unexpected end of input, expected a value");let m=e.charCodeAt(f);if(m===123||m===91){if(i.length>=
r.maxDepth)return u({path:c(),message:`nested deeper than ${r.maxDepth} levels`});let g=m===123;i.push({object:g,key:"",
index:0,seen:g?new Map:null}),f++,y=g?2:4;continue}if(m===34){let g=Se(e,f);if(typeof g!="number")return l(g);f=g}else if(m===
45||m>=48&&m<=57){Ee.lastIndex=f;let g=Ee.exec(e),p=g===null?f:f+g[0].length;if(g===null||/[0-9.eE+-]/.test(e[p]??""))return d(
f,"invalid number");r.rawNumbersUnder!==void 0&&i.length===2&&i[0].key===r.rawNumbersUnder&&i[1].object&&s.set(i[1].key,
g[0]),f=p}else if(e.startsWith("true",f))f+=4;else if(e.startsWith("false",f))f+=5;else if(e.startsWith("null",f))f+=4;else
return d(f,`expected a value, found ${I(e,f)}`);y=1}}function xe(e,r){return Ce.lastIndex=r,Ce.test(e)?Number.parseInt(e.
slice(r,r+4),16):-1}function Se(e,r){let n=r+1;for(;;){if(Z.lastIndex=n,Z.test(e),n=Z.lastIndex,n>=e.length)return{at:r,
what:"unterminated string"};let t=e.charCodeAt(n);if(t===34)return n+1;if(t===92){let s=e[n+1]??"";if(Ze.has(s)){n+=2;continue}
if(s==="u"){let o=xe(e,n+2);if(o===0)return{at:n,what:"the escape \\u0000 is a NUL character, which a handoff never holds",
text:!0};if(o>=55296&&o<=56319){let i=e.startsWith("\\u",n+6)?xe(e,n+8):-1;if(i>=56320&&i<=57343){n+=12;continue}}if(o>=
55296&&o<=57343)return{at:n,what:`the escape \\u${e.slice(n+2,n+6)} is half of a surrogate pair, without its other half;\
 it is not text`,text:!0};if(o>=0){n+=6;continue}}return{at:n,what:"invalid escape in a string"}}return{at:n,what:`contr\
ol character ${I(e,n)} in a string must be escaped (\\n, \\t, \\u00XX)`}}}var U=100,F=new Set(Ae);function A(e,r){return{code:V.invalid,severity:"error",path:e,message:r}}function ee(e){let r=e===
"more"?`more than ${b.handoffFileBytes}`:String(e);return A("$",`is ${r} bytes; a handoff may be at most ${b.handoffFileBytes}\
 bytes (${b.handoffFileBytes/1024} KiB)`)}var O=(...e)=>({kind:"invalid",problems:e});function Jn(e){if(!(e instanceof Uint8Array))
throw G("parseHandoff","the handoff file's bytes (a Uint8Array or Buffer)",Y(e),typeof e=="string"?"for text, call parse\
HandoffText":void 0);if(e.length>b.handoffFileBytes)return O(ee(e.length));let r=ye(e);if(r.kind==="text")return Pe(r.text);
let n=r.kind==="utf-16"?`: ${be}`:"";return O(A("$",`${r.problem}; a handoff is UTF-8 JSON${n}`))}function vn(e){if(typeof e!=
"string")throw G("parseHandoffText","the handoff as a string",Y(e),e instanceof Uint8Array?"for bytes, call parseHandoff":
void 0);if(e.length>b.handoffFileBytes)return O(ee(S(e)));let r=S(e);return r>b.handoffFileBytes?O(ee(r)):Pe(pe(e))}function Pe(e){
let r=e.indexOf("\0");if(r!==-1){let d=en(e,r);return O(A("$",`contains a NUL byte at line ${d.line}, column ${d.column}\
; a handoff is JSON text, which never holds one`))}let n=_e(e,{maxDepth:b.handoffDepth,forbiddenKeys:F,rawNumbersUnder:"\
data",maxKeyProblems:U}),t=n.keyProblems.map(d=>A(C(d.path),d.message));if(n.fatal)return O(...t,A(C(n.fatal.path),n.fatal.
message));let s=JSON.parse(e),o=s.version;if(typeof o=="number"&&Number.isInteger(o)&&o>W)return O(...t,A("$.version",`h\
andoff version ${o} is newer than this baton reads (${W})`));let i=s.data;if(i!==null&&typeof i=="object"&&!Array.isArray(
i)){let d=i;for(let[l,h]of n.rawNumbers)!F.has(l)&&typeof d[l]=="number"&&(d[l]=h)}let a=R.safeParse(s);if(!a.success){let d=n.
keyProblems.filter(h=>F.has(String(h.path[h.path.length-1]))).map(h=>C(h.path)),l=h=>d.some(f=>h===f||h.startsWith(`${f}\
.`)||h.startsWith(`${f}[`));for(let h of a.error.issues)for(let f of rn(h,s))l(f.path)||t.push(f)}if(t.length>0)return O(
...Qe(t));let c=a.data,u=[];return(c.status==="blocked"||c.status==="failure")&&c.failure===void 0&&u.push({code:V.failureMissing,
severity:"warning",path:"$.failure",message:`missing while status is ${c.status}; say why in failure.reason`}),{kind:"va\
lid",handoff:c,warnings:u}}function Qe(e){return e.length<=U?e:[...e.slice(0,U),A("$",`${e.length-U} more problems not s\
hown`)]}function en(e,r){let n=1,t=0;for(let s=e.indexOf(`
`);s!==-1&&s<r;s=e.indexOf(`
`,s+1))n++,t=s+1;return{line:n,column:r-t+1}}var Oe=64;function C(e){let r="$";for(let n of e)typeof n=="number"?r+=`[${n}\
]`:/^[A-Za-z_][A-Za-z0-9_-]*$/.test(n)&&n.length<=Oe?r+=`.${n}`:r+=n.length>Oe?`[<key of ${n.length} characters>]`:`[${JSON.
stringify(n)}]`;return r}function we(e,r){let n=e;for(let t of r){if(n===null||typeof n!="object"||!Object.hasOwn(n,t))return;
n=n[t]}return n}function nn(e){return e===null?"null":Array.isArray(e)?"an array":typeof e=="object"?"an object":typeof e==
"string"?"a string":typeof e=="number"?"a number":typeof e=="boolean"?"a boolean":typeof e}var tn={string:"a string",number:"\
a number",int:"an integer",boolean:"a boolean",object:"an object",array:"an array",record:"an object"};function rn(e,r){
let n=e.path.filter(a=>typeof a!="symbol"),t=C(n),s=we(r,n),o=we(r,n.slice(0,-1)),i=s===void 0&&(n.length===0||o!==void 0);
switch(e.code){case"unrecognized_keys":{let a=on(n);return e.keys.filter(c=>!F.has(c)).map(c=>A(C([...n,c]),sn(c,a)))}case"\
invalid_key":{let a=e.issues[0];return[A(t,a?.message??e.message)]}case"invalid_type":return i?[A(t,"required")]:[A(t,`m\
ust be ${tn[e.expected]??e.expected}, got ${nn(s)}`)];case"invalid_value":return i?[A(t,"required")]:[A(t,e.message)];case"\
too_big":return e.origin==="array"&&Array.isArray(s)?[A(t,`must have at most ${e.maximum} entries, has ${s.length}`)]:[A(
t,e.message)];default:return[A(t,e.message)]}}function sn(e,r){let n=ke(e,r);return n!==void 0?`unknown field; did you m\
ean \`${n}\`?`:`unknown field; known fields: ${r.join(", ")}`}function on(e){let r=R,n=s=>{let o=s;for(;;){let i=o._zod.
def;if((i.type==="optional"||i.type==="default"||i.type==="nullable")&&i.innerType)o=i.innerType;else if(i.type==="pipe"&&
i.in)o=i.in;else return o}};for(let s of e){let o=n(r)._zod.def,i=o.type==="object"?o.shape?.[String(s)]:o.type==="array"?
o.element:void 0;if(i===void 0)return[];r=i}let t=n(r)._zod.def;return t.type==="object"&&t.shape?Object.keys(t.shape):[]}function ne(e,r){if(e.charCodeAt(r)!==27)return-1;let n=e.charCodeAt(r+1);if(n===91){let t=r+2;for(;t<e.length&&e.charCodeAt(
t)>=48&&e.charCodeAt(t)<=63;)t++;for(;t<e.length&&e.charCodeAt(t)>=32&&e.charCodeAt(t)<=47;)t++;let s=e.charCodeAt(t);return s>=
64&&s<=126?t+1:-1}if(n===93){let t=Math.min(e.length,r+4096);for(let s=r+2;s<t;s++){let o=e.charCodeAt(s);if(o===7)return s+
1;if(o===27)return e.charCodeAt(s+1)===92?s+2:-1}}return-1}function w(e){if(!e.includes("\x1B"))return e;let r="",n=0;for(let t=e.indexOf("\x1B");t>=0;t=e.indexOf("\x1B",t+1)){let s=ne(
e,t);s<0||(r+=e.slice(n,t),n=s,t=s-1)}return r+e.slice(n)}var Fe={"secret-value":"known secret value","secret-value-url-encoded":"known secret value, URL-encoded","secret-value-b\
ase64":"known secret value, base64-encoded","private-key":"private key","github-token":"GitHub token","anthropic-key":"A\
nthropic API key","openai-key":"OpenAI API key","google-api-key":"Google API key","aws-key":"AWS access key id",jwt:"JSO\
N Web Token","url-password":"password in a URL"},J=new Map(Object.keys(Fe).map((e,r)=>[e,r]));function P(e,r){if(e.length===
0)return{text:e,redactions:[]};let n=B(r),t=new Map,s=Ne(e,n,t);for(let o=0;o<=$e&&s!==e&&s.includes("\x1B");o++){let i=Ne(
o<$e?s:w(s),n,t);if(i===s)break;s=i}return s===e?{text:e,redactions:[]}:{text:s,redactions:[...t].map(([o,i])=>({kind:o,
count:i}))}}var $e=3;function Ne(e,r,n){let t=Me(e,r);if(t.length===0)return e;let s="",o=0;for(let i of ze(t))s+=e.slice(
o,i.start)+z(i.kind),o=i.end,n.set(i.kind,(n.get(i.kind)??0)+1);return s+e.slice(o)}function Me(e,r){let n=Te(_(e,!1),r);
if(e.includes("\x1B"))for(let t of Te(_(e,!0),r))n.push(t);return n}function Te(e,r){let n=[];ue(e,r,n),_n(e,n),wn(e,n),
$n(e,n),Nn(e,n),Tn(e,n),Rn(e,n),In(e,n);for(let t of n){let s=e.origin[t.end-1]+1;t.start=e.origin[t.start],t.end=s,t.from!==
void 0&&(t.from=e.origin[t.from])}return n}function Gn(e,r){if(r.length===0||e.length===0)return!1;let n=[],t=B(r);return ue(_(e,!1),t,n),e.includes("\x1B")&&ue(_(
e,!0),t,n),n.length>0}function Zn(e,r){if(e.length===0)return[];let n=Me(e,B(r)).map(t=>({...t,start:Math.min(t.start,t.
from??t.start)}));return ze(n).map(({start:t,end:s})=>({start:t,end:s}))}function qn(e,r,n,t=P(e,n).text){let s=P(e.slice(
0,r),n).text;return t.startsWith(s)&&t.slice(s.length)===P(e.slice(r),n).text}var an=["ghp_","gho_","ghu_","ghr_","ghs_",
"github_pat_","sk-","AIza","AKIA","ASIA","eyJ"];function Qn(e,r){let n=e.replace(/(?:\r\n|\r|\n)$/,"");if(n==="")return!1;
let t=n.slice(Math.max(n.lastIndexOf(`
`),n.lastIndexOf("\r"))+1);if(Ge(n,!1)||/-[A-Z0-9 ]*$/.test(w(t)))return!0;let s=B(r),o=[_(n,!1)];n.includes("\x1B")&&o.
push(_(n,!0));for(let i of o){if(cn(i)||dn(i.text))return!0;if(s.joined.length===0)continue;if(Ie(i.text,s.joined)||/%[0-9A-Fa-f]{0,2}$/.
test(i.text))return!0;let a=le(i.text);if(a!==null&&Ie(a.text,s.decoded))return!0;let c=s.joined.filter(d=>d.base64);if(c.
length===0)continue;if(t.length>=de&&v(i.text.charCodeAt(i.text.length-1)))return!0;let u=i.text.replace(/=+$/,"");if(c.
some(({text:d})=>u.endsWith(d)||u.slice(0,-1).endsWith(d)))return!0}return!1}function et(e,r){let n=e.replace(/(?:\r\n|\r|\n)$/,
"");if(n==="")return-1;let t=Math.max(n.lastIndexOf(`
`),n.lastIndexOf("\r"))+1,s=-1,o=d=>{d>=0&&(s===-1||d<s)&&(s=d)};Ge(n,!1)&&o(Math.max(0,n.lastIndexOf("-----BEGIN")));let i=n.
slice(t),a=/-[A-Z0-9 ]*$/.exec(i);a!==null?o(t+a.index):/-[A-Z0-9 ]*$/.test(w(i))&&o(t);let c=B(r),u=[_(n,!1)];n.includes(
"\x1B")&&u.push(_(n,!0));for(let d of u){let l=p=>d.origin[p]??t,h=d.text,f=Je(d);f>=0&&o(l(f));let y=De(h);if(y>=0&&o(l(
y)),c.joined.length===0)continue;let m=Re(h,c.joined);m>=0&&o(l(m));let g=le(h);if(/%[0-9A-Fa-f]{0,2}$/.test(h)||g!==null&&
Re(g.text,c.decoded)>=0){let p=h.length;for(;p>0&&ve(h.charCodeAt(p-1));)p--;o(p<h.length?l(p):t)}}return s}function Re(e,r){
let n=e.charCodeAt(e.length-1),t=-1;for(let{text:s}of r)for(let o=Math.min(s.length-1,e.length);o>=1;o--)if(s.charCodeAt(
o-1)===n&&e.endsWith(s.slice(0,o))){(t===-1||e.length-o<t)&&(t=e.length-o);break}return t}function Ie(e,r){let n=e.charCodeAt(
e.length-1);for(let{text:t}of r)for(let s=Math.min(t.length-1,e.length);s>=1;s--)if(t.charCodeAt(s-1)===n&&e.endsWith(t.
slice(0,s)))return!0;return!1}function cn(e){return Je(e)>=0}function Je(e){let r=e.text,n=r.length;for(;n>0&&ve(r.charCodeAt(
n-1));)n--;for(let t=n;t<r.length;t++){if(t!==n&&e.afterBreak[t]===0&&x(r.charCodeAt(t-1)))continue;let s=r.length-t;for(let o of an)
if(s>=o.length?r.startsWith(o,t):o.startsWith(r.slice(t)))return t}return-1}var ve=e=>v(e)||e===46||e===61;function dn(e){
return De(e)>=0}function De(e){let r=e.lastIndexOf("://");if(r<=0||!ce(e.charCodeAt(r-1)))return-1;for(let t=r+3;t<e.length;t++)
if(Ve(e.charCodeAt(t)))return-1;let n=r;for(;n>0&&ce(e.charCodeAt(n-1));)n--;return n}function ae(e){return`redacted ${e.
map(({kind:n,count:t})=>`${t} \xD7 ${Fe[n]??n} as ${z(n)}`).join(", ")}`}function nt(e,r){let n=[],t=(a,c)=>n.push({code:E.
problemCode,severity:"warning",path:a,message:c}),s=(a,c,u)=>{let d=P(a,r);if(d.redactions.length===0)return a;let l=He(
d.text,u),h=l===d.text?"":`; the text was then cut to its limit of ${u} UTF-8 bytes`;return t(c,`${ae(d.redactions)}${h}`),
l},o=(a,c)=>a?.map((u,d)=>s(u,C([...c,d]),b.shortTextBytes)),i={...e};if(i.summary=s(e.summary,"$.summary",b.summaryBytes),
e.detail!==void 0&&(i.detail=s(e.detail,"$.detail",b.detailBytes)),e.data!==void 0&&(i.data=un(e.data,r,s,t)),e.next!==void 0){
let a=P(e.next.stage,r);a.redactions.length>0?(delete i.next,t("$.next.stage",`${ae(a.redactions)}; a stage id cannot ho\
ld the marker, so the route (next) was removed`)):i.next={...e.next,...e.next.reason===void 0?{}:{reason:s(e.next.reason,
"$.next.reason",b.shortTextBytes)}}}if(e.expectations!==void 0){let a=e.expectations;i.expectations={...a,...a.deliverables&&
{deliverables:o(a.deliverables,["expectations","deliverables"])},...a.acceptance&&{acceptance:o(a.acceptance,["expectati\
ons","acceptance"])},...a.constraints&&{constraints:o(a.constraints,["expectations","constraints"])}}}if(e.failure!==void 0){
let a=e.failure;i.failure={...a,reason:s(a.reason,"$.failure.reason",b.shortTextBytes),...a.blockers&&{blockers:o(a.blockers,
["failure","blockers"])},...a.questions&&{questions:o(a.questions,["failure","questions"])}}}return e.artifacts!==void 0&&
(i.artifacts=e.artifacts.map((a,c)=>({...a,path:s(a.path,C(["artifacts",c,"path"]),1024),...a.description===void 0?{}:{description:s(
a.description,C(["artifacts",c,"description"]),b.shortTextBytes)}}))),{handoff:R.parse(i),problems:n}}function un(e,r,n,t){
let s=new Set(Object.keys(e)),o=[];for(let[a,c]of Object.entries(e)){let u=a,d=P(a,r);if(d.redactions.length>0){let h=1;
for(;s.has(`redacted_${h}`);)h++;u=`redacted_${h}`,s.add(u),t("$.data",`a key held a secret: ${ae(d.redactions)}; the ke\
y was renamed ${u}`)}let l=n(c,C(["data",u]),b.dataBytes);o.push([u,l,l!==c])}let i=o.reduce((a,[c,u])=>a+S(c)+S(u),0)-b.
dataBytes;for(let a=o.length-1;a>=0&&i>0;a--){let c=o[a];if(!c[2])continue;let u=S(c[1]),d=He(c[1],Math.max(0,u-i));i-=u-
S(d),c[1]=d,t(C(["data",c[0]]),`cut to ${S(d)} UTF-8 bytes so data stays within ${b.dataBytes} bytes after redaction`)}return Object.
fromEntries(o.map(([a,c])=>[a,c]))}function He(e,r){if(S(e)<=r)return e;let n=me(e,r).length,t=e.lastIndexOf(E.markerPrefix,
n-1);if(t>=0){let s=e.indexOf(E.markerSuffix,t);(s<0||s>=n)&&(n=t)}return e.slice(0,n)}var te=10,re=13,fn=27,ln=2;function _(e,r){
let n=e.length,t=new Uint32Array(n),s=new Uint8Array(n),o=[],i=0,a=0,c=0,u=0;for(;u<n;){let d=e.charCodeAt(u);if(d===fn&&
r){let l=ne(e,u);if(l>0){o.push(e.slice(i,u)),i=l,c===0&&(c=ln),u=l;continue}}if(d===te||d===re){let l=u+(d===re&&e.charCodeAt(
u+1)===te?2:1);for(;l<n&&hn(e.charCodeAt(l));)l++;let h=e.charCodeAt(l);if(h!==te&&h!==re){o.push(e.slice(i,u)),i=l,c=1,
u=l;continue}}t[a]=u,s[a]=c,c=0,a++,u++}return o.push(e.slice(i)),{text:o.join(""),origin:t.subarray(0,a),afterBreak:s.subarray(
0,a)}}var hn=e=>e===32||e===9,D=e=>e>=48&&e<=57,fe=e=>e>=65&&e<=90,Xe=e=>e>=97&&e<=122,x=e=>D(e)||fe(e)||Xe(e),We=e=>D(e)||
fe(e),k=e=>x(e)||e===45||e===95,v=e=>k(e)||e===43||e===47,gn=e=>x(e)||e===43||e===47,ce=e=>x(e)||e===43||e===45||e===46,
Ve=e=>e<=32||e===47||e===63||e===35||e===34||e===39||e===60||e===62||e===96||e===92;function j(e,r,n,t=Number.POSITIVE_INFINITY){
let s=Math.min(e.length,r+t),o=r;for(;o<s&&n(e.charCodeAt(o));)o++;return o}function mn(e,r,n){return r===0||e.afterBreak[r]!==
0||!n(e.text.charCodeAt(r-1))}function ze(e){e.sort((n,t)=>n.start-t.start||t.end-n.end);let r=[];for(let n of e){let t=r[r.
length-1];t&&n.start<t.end?(t.end=Math.max(t.end,n.end),J.get(n.kind)<J.get(t.kind)&&(t.kind=n.kind)):r.push({...n})}return r}
function $(e,r,n,t,s){let o=e.text,i=0;for(;;){let a=o.indexOf(r,i);if(a<0)return;let c=mn(e,a,n)?t(a):null;c?(s.push({start:a,
end:c.end,kind:c.kind}),i=c.end):i=a+1}}function L(e,r,n,t,s={}){let{sameLine:o="at-least",min:i=t,cap:a=Number.POSITIVE_INFINITY}=s,
c=e.text,u=Math.min(c.length,r+a),d=r,l=-1;for(;d<u&&n(c.charCodeAt(d));)l<0&&e.afterBreak[d]===1&&(l=d),d++;let h=(l<0?
d:l)-r;return h>=t?o==="exact"&&h>t?-1:r+h:d-r>=t?r+t:h>=i?r+h:-1}function K(e,r,n,t){let s=e.text,o=je(e,r,n);for(;o<s.
length&&e.afterBreak[o]===1&&n(s.charCodeAt(o));){let i=je(e,o,n);if(o-r>=t&&!pn(s,o,i))break;o=i}return o}function je(e,r,n){
let t=e.text,s=r;for(s<t.length&&n(t.charCodeAt(s))&&s++;s<t.length&&e.afterBreak[s]!==1&&n(t.charCodeAt(s));)s++;return s}
function pn(e,r,n){let t=!1,s=!1,o=!1;for(let a=r;a<n;a++){let c=e.charCodeAt(a);D(c)?t=!0:fe(c)?s=!0:Xe(c)&&(o=!0)}let i=n-
r;return i>=8&&t&&(s||o)||i>=24&&s&&o}var se;function B(e){let r=e.join("\0");return se?.key!==r&&(se={key:r,needles:yn(
e)}),se.needles}var bn=16;function yn(e){let r=new Map,n=new Map,t=(s,o,i,a)=>{let c=s.get(o);(!c||J.get(i)<J.get(c.kind))&&
s.set(o,{text:o,kind:i,base64:a})};for(let s of e){if(typeof s!="string")continue;let o=s.trim();if(o.length<E.minSecretLength)
continue;let i=new Set([_(o,!1).text,_(o,!0).text]),a=o.split(/\r\n|\n|\r/).map(u=>u.trim());if(a.length>1)for(let u of a)
u.length>=E.minSecretLength&&i.add(u);if(a.length===1)for(let u of[...o.matchAll(/ /g)].slice(0,bn))t(r,o.slice(0,u.index)+
o.slice(u.index+1),"secret-value",!1);for(let u of i)if(!(u.length<E.minSecretLength)){t(r,u,"secret-value",!1);for(let d of An(
u))t(r,d,"secret-value",!1);t(n,u,"secret-value-url-encoded",!1),u.includes(" ")&&(t(r,u.replaceAll(" ","+"),"secret-val\
ue-url-encoded",!1),t(n,u.replaceAll(" ","+"),"secret-value-url-encoded",!1))}let c=new Set([o,...a.length>1?a:[]]);for(let u of c)
if(!(u.length<E.minSecretLength))for(let d of En(u))t(r,d,"secret-value-base64",!0),t(n,d,"secret-value-base64",!0)}return{
joined:[...r.values()],decoded:[...n.values()]}}function An(e){let r=JSON.stringify(e).slice(1,-1),n=r.replace(/[\u0080-\uffff]/g,
t=>`\\u${t.charCodeAt(0).toString(16).padStart(4,"0")}`);return[...new Set([r,n])].filter(t=>t!==e)}var M="ABCDEFGHIJKLM\
NOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";function kn(e){let r="";for(let n=0;n<e.length;n+=3){let t=e[n]<<16|
(e[n+1]??0)<<8|(e[n+2]??0);r+=M[t>>18&63]+M[t>>12&63],r+=M[t>>6&63]+M[t&63]}return r}function En(e){let r=new TextEncoder().
encode(e),n=new Set;for(let t=0;t<3;t++){let s=new Uint8Array(t+r.length+2);s.set(r,t);let o=kn(s),i=Math.ceil(8*t/6),a=Math.
floor(8*(t+r.length)/6),c=o.slice(i,a);c.length<E.minSecretLength||(n.add(c),n.add(c.replaceAll("+","-").replaceAll("/",
"_")))}return[...n]}var de=60;function ue(e,r,n){if(r.joined.length===0)return;let t=e.text,s=a=>{if(e.afterBreak[a]!==1)
return!0;let c=a-1;for(;c>0&&a-c<de&&e.afterBreak[c]!==1;)c--;return a-c>=de},o=(a,c)=>{let u=a,d=c;for(u>0&&v(t.charCodeAt(
u-1))&&s(u)&&u--,v(t.charCodeAt(d))&&s(d)&&d++;t.charCodeAt(d)===61;)d++;return[u,d]};for(let a of r.joined)Le(t,a.text,
(c,u)=>{let[d,l]=a.base64?o(c,u):[c,u];n.push({start:d,end:l,kind:a.kind})});let i=le(t);if(i)for(let a of r.decoded)Le(
i.text,a.text,(c,u)=>{let d=i.from[c],l=i.to[u-1],[h,f]=a.base64?o(d,l):[d,l];n.push({start:h,end:f,kind:a.kind})})}function Le(e,r,n){
let t=-1,s=-1;for(let o=e.indexOf(r);o>=0;o=e.indexOf(r,o+1)){if(o<s){s=o+r.length;continue}t>=0&&n(t,s),t=o,s=o+r.length}
t>=0&&n(t,s)}function le(e){if(!e.includes("%"))return null;let r=e.length,n=new Uint32Array(r),t=new Uint32Array(r),s="",
o=0,i=0,a=(c,u,d)=>{s+=c;for(let l=0;l<c.length;l++)n[o]=u,t[o]=d,o++};for(;i<r;){let c=e.charCodeAt(i)===37?Ye(e,i+1):-1;
if(c<0){let d=e.indexOf("%",i+1);d<0&&(d=r),s+=e.slice(i,d);for(let l=i;l<d;l++)n[o]=l,t[o]=l+1,o++;i=d;continue}let u=Cn(
e,i,c);u?(a(u.chars,i,u.end),i=u.end):(a("%",i,i+1),i++)}return{text:s,from:n.subarray(0,o),to:t.subarray(0,o)}}function Ke(e){
return D(e)?e-48:e>=65&&e<=70?e-55:e>=97&&e<=102?e-87:-1}function Ye(e,r){let n=Ke(e.charCodeAt(r)),t=Ke(e.charCodeAt(r+
1));return n<0||t<0?-1:n*16+t}function Cn(e,r,n){if(n<128)return{chars:String.fromCharCode(n),end:r+3};let t=n>=194&&n<=
223?1:n>=224&&n<=239?2:n>=240&&n<=244?3:0;if(t===0)return null;let s=n&63>>t,o=r+3;for(let a=0;a<t;a++){let c=e.charCodeAt(
o)===37?Ye(e,o+1):-1;if(c<128||c>191)return null;s=s<<6|c&63,o+=3}return s<(t===1?128:t===2?2048:65536)||s>1114111||s>=55296&&
s<=57343?null:{chars:String.fromCodePoint(s),end:o}}var oe="-----BEGIN ",ie="-----END ",Be="-----";function Ue(e,r){let n=j(
e,r,s=>We(s)||s===32,64);if(!e.startsWith(Be,n))return-1;let t=e.slice(r,n);return t.endsWith("PRIVATE KEY")||t.endsWith(
"PRIVATE KEY BLOCK")?n+Be.length:-1}var xn=/-----(BEGIN|END) [A-Z0-9 ]{0,64}PRIVATE KEY(?: BLOCK)?-----/,Sn=new RegExp(xn.source,"g");function Ge(e,r,n=0){let t=(s,o)=>{
let i=r;for(let a of s.matchAll(Sn))a.index+a[0].length>o&&(i=a[1]==="BEGIN");return i};return t(e,n)?!0:e.includes("\x1B")?
t(w(e),w(e.slice(0,n)).length):!1}function _n(e,r){let n=e.text;if(!n.includes(oe))return;let t=[];for(let i=n.indexOf(ie);i>=0;i=n.indexOf(ie,i+1)){let a=Ue(
n,i+ie.length);a>0&&t.push({start:i,end:a})}let s=0,o=0;for(;;){let i=n.indexOf(oe,o);if(i<0)return;let a=Ue(n,i+oe.length);
if(a<0){o=i+1;continue}for(;s<t.length&&t[s].start<a;)s++;let c;if(s<t.length)c=t[s].end,s++;else{for(c=K(e,a,gn,0);n.charCodeAt(
c)===61;)c++;if(c===a){o=a;continue}}r.push({start:i,end:c,kind:"private-key"}),o=c}}var On=255;function wn(e,r){let n=e.
text;if(!n.includes("gh")&&!n.includes("github_pat_"))return;let t=-1;for(let s of["ghp_","gho_","ghu_","ghr_","ghs_"])$(
e,s,x,o=>{let i=o+s.length;if(s==="ghs_"&&o>=t){let c=Pn(e,i);if(c.end>0)return{end:c.end,kind:"github-token"};t=c.scanned}
let a=L(e,i,x,36);return a>0?{end:a,kind:"github-token"}:null},r);$(e,"github_pat_",x,s=>{let o=s+11,i=L(e,o,a=>x(a)||a===
95,82,{cap:On-11});return i>0?{end:i,kind:"github-token"}:null},r)}function Pn(e,r){let n=e.text,t=j(n,r,k),s={end:-1,scanned:t};
if(t===r||n.charCodeAt(t)!==46)return s;let o=j(n,t+1,k);if(o===t+1||n.charCodeAt(o)!==46)return s;let i=K(e,o+1,k,1);return i===
o+1||i-r<36?s:{end:i,scanned:t}}function $n(e,r){let n=e.text;$(e,"sk-",x,t=>{let s=t+3;if(n.startsWith("ant-",s)){let i=K(
e,s+4,k,80);return i-(s+4)>=80?{end:i,kind:"anthropic-key"}:null}for(let i of["proj-","svcacct-","admin-","None-"]){if(!n.
startsWith(i,s))continue;let a=K(e,s+i.length,k,40);return a-(s+i.length)>=40?{end:a,kind:"openai-key"}:null}let o=L(e,s,
x,48,{min:32});return o>0?{end:o,kind:"openai-key"}:null},r)}function Nn(e,r){$(e,"AIza",k,n=>{let t=L(e,n+4,k,35,{sameLine:"\
exact",cap:36});return t>0?{end:t,kind:"google-api-key"}:null},r)}function Tn(e,r){for(let n of["AKIA","ASIA"])$(e,n,x,t=>{
let s=L(e,t+4,We,16,{sameLine:"exact",cap:17});return s>0?{end:s,kind:"aws-key"}:null},r)}function Rn(e,r){let n=e.text,
t=-1;$(e,"eyJ",k,s=>{if(s<t)return null;let o=j(n,s,k);if(t=o,o-s<10||n.charCodeAt(o)!==46||!n.startsWith("ey",o+1))return null;
let i=j(n,o+1,k);return i-(o+1)<10||n.charCodeAt(i)!==46?null:{end:K(e,i+1,k,0),kind:"jwt"}},r)}function In(e,r){let n=e.
text;for(let t=n.indexOf("://");t>=0;t=n.indexOf("://",t+3)){if(t===0||!ce(n.charCodeAt(t-1)))continue;let s=t+3,o=-1,i=-1,
a=s;for(;a<n.length;a++){let c=n.charCodeAt(a);if(Ve(c))break;c===58&&o<0?o=a:c===64&&(i=a)}o<0||i<0||o>i||o+1===i||n.startsWith(
E.markerPrefix,o+1)&&n.indexOf(E.markerSuffix,o+1)===i-1||r.push({start:o+1,end:i,kind:"url-password",from:t-1})}}export{A as a,ee as b,Jn as c,vn as d,C as e,w as f,P as g,Gn as h,Zn as i,qn as j,Qn as k,et as l,ae as m,nt as n,Ge as o};

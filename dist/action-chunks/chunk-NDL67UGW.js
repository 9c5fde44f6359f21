import{F as T,G as Y,H as G,I as ye}from"./chunk-6MN2SSD3.js";import{A as W,B as be,J as E,K as z,b as S,c as he,e as ge,
f as me,g as pe,s as V,t as p}from"./chunk-E6JLSL3E.js";var Z=/[^"\\\u0000-\u001f]*/y,Ae=/-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y,ke=/[0-9a-fA-F]{4}/y,Ve=new Set(
['"',"\\","/","b","f","n","r","t"]),Q=class{#e=null;#n;constructor(r){this.#n=r}at(r){if(this.#e===null){let o=[0];for(let i=this.#n.
indexOf(`
`);i!==-1;i=this.#n.indexOf(`
`,i+1))o.push(i+1);this.#e=o}let n=this.#e,t=0,s=n.length-1;for(;t<s;){let o=t+s+1>>1;n[o]<=r?t=o:s=o-1}return`line ${t+
1}, column ${r-n[t]+1}`}};function We(e){let r;try{r=JSON.parse(e)}catch{return"text that is not JSON"}return r===null?"\
null":Array.isArray(r)?"an array":typeof r=="string"?"a string":typeof r=="number"?"a number":"a boolean"}function R(e,r){
if(r>=e.length)return"the end of the input";let n=e.codePointAt(r);return n<32||n===127?`U+${n.toString(16).toUpperCase().
padStart(4,"0")}`:n>126?`U+${n.toString(16).toUpperCase().padStart(4,"0")}`:`'${String.fromCodePoint(n)}'`}function q(e,r){
let n=e.length;for(;r<n;){let t=e.charCodeAt(r);if(t!==32&&t!==10&&t!==13&&t!==9)break;r++}return r}function xe(e,r){let n=new Q(
e),t=[],s=new Map,o=r.maxKeyProblems??100,i=[],a=e.length,c=()=>i.map(m=>m.object?m.key:m.index),d=m=>({fatal:m,keyProblems:t,
rawNumbers:s}),u=(m,g,k=c())=>d({path:k,message:`invalid JSON at ${n.at(m)}: ${g}`}),l=(m,g=c())=>m.text?d({path:g,message:`\
at ${n.at(m.at)}: ${m.what}`}):u(m.at,m.what,g),h=()=>c().slice(0,-1),f=q(e,0);if(f>=a)return d({path:[],message:"is emp\
ty; a handoff is one JSON object"});if(e[f]!=="{")return d({path:[],message:`must be a JSON object, got ${We(e)}`});let y=0;
for(;;){if(f=q(e,f),y===1){let g=i[i.length-1];if(g===void 0)return f<a?d({path:[],message:`unexpected text after the JS\
ON object at ${n.at(f)}; a handoff is exactly one JSON object`}):d(null);let k=e[f];if(k===","){f++,g.object?y=3:(g.index++,
y=0);continue}if(g.object&&k==="}"||!g.object&&k==="]"){i.pop(),f++;continue}return u(f,`expected ',' or '${g.object?"}":
"]"}', found ${R(e,f)}`)}if(y===2||y===3){let g=i[i.length-1],k=e[f];if(k==="}"){if(y===3)return u(f,"a comma before '}'\
 (trailing commas are not JSON)",h());i.pop(),f++,y=1;continue}if(k!=='"')return u(f,`expected a key in double quotes, f\
ound ${R(e,f)}`,h());let H=f,w=Ce(e,f);if(typeof w!="number")return l(w,h());let fe=e.slice(f+1,w-1),N=fe.includes("\\")?
JSON.parse(e.slice(f,w)):fe;if(f=q(e,w),e[f]!==":")return u(f,`expected ':' after a key, found ${R(e,f)}`,h());f++,g.key=
N;let le=g.seen,X=le.get(N);t.length<o&&(r.forbiddenKeys.has(N)?t.push({path:c(),message:`key \`${N}\` is not allowed any\
where in a handoff (${n.at(H)})`}):X!==void 0&&t.push({path:c(),message:`duplicate key (first at ${n.at(X)}, again at ${n.
at(H)}); a key may appear only once`})),X===void 0&&le.set(N,H),y=0;continue}if(y===4){if(e[f]==="]"){i.pop(),f++,y=1;continue}
y=0}if(f>=a)return u(f,"unexpected end of input, expected a value");let m=e.charCodeAt(f);if(m===123||m===91){if(i.length>=
r.maxDepth)return d({path:c(),message:`nested deeper than ${r.maxDepth} levels`});let g=m===123;i.push({object:g,key:"",
index:0,seen:g?new Map:null}),f++,y=g?2:4;continue}if(m===34){let g=Ce(e,f);if(typeof g!="number")return l(g);f=g}else if(m===
45||m>=48&&m<=57){Ae.lastIndex=f;let g=Ae.exec(e),k=g===null?f:f+g[0].length;if(g===null||/[0-9.eE+-]/.test(e[k]??""))return u(
f,"invalid number");r.rawNumbersUnder!==void 0&&i.length===2&&i[0].key===r.rawNumbersUnder&&i[1].object&&s.set(i[1].key,
g[0]),f=k}else if(e.startsWith("true",f))f+=4;else if(e.startsWith("false",f))f+=5;else if(e.startsWith("null",f))f+=4;else
return u(f,`expected a value, found ${R(e,f)}`);y=1}}function Ee(e,r){return ke.lastIndex=r,ke.test(e)?Number.parseInt(e.
slice(r,r+4),16):-1}function Ce(e,r){let n=r+1;for(;;){if(Z.lastIndex=n,Z.test(e),n=Z.lastIndex,n>=e.length)return{at:r,
what:"unterminated string"};let t=e.charCodeAt(n);if(t===34)return n+1;if(t===92){let s=e[n+1]??"";if(Ve.has(s)){n+=2;continue}
if(s==="u"){let o=Ee(e,n+2);if(o===0)return{at:n,what:"the escape \\u0000 is a NUL character, which a handoff never holds",
text:!0};if(o>=55296&&o<=56319){let i=e.startsWith("\\u",n+6)?Ee(e,n+8):-1;if(i>=56320&&i<=57343){n+=12;continue}}if(o>=
55296&&o<=57343)return{at:n,what:`the escape \\u${e.slice(n+2,n+6)} is half of a surrogate pair, without its other half;\
 it is not text`,text:!0};if(o>=0){n+=6;continue}}return{at:n,what:"invalid escape in a string"}}return{at:n,what:`contr\
ol character ${R(e,n)} in a string must be escaped (\\n, \\t, \\u00XX)`}}}var U=100,B=new Set(be);function b(e,r){return{code:W.invalid,severity:"error",path:e,message:r}}function ee(e){let r=e===
"more"?`more than ${p.handoffFileBytes}`:String(e);return b("$",`is ${r} bytes; a handoff may be at most ${p.handoffFileBytes}\
 bytes (${p.handoffFileBytes/1024} KiB)`)}var _=(...e)=>({kind:"invalid",problems:e});function Bn(e){if(!(e instanceof Uint8Array))
throw G("parseHandoff","the handoff file's bytes (a Uint8Array or Buffer)",Y(e),typeof e=="string"?"for text, call parse\
HandoffText":void 0);if(e.length>p.handoffFileBytes)return _(ee(e.length));let r=pe(e);if(r.kind==="text")return Oe(r.text);
let n=r.kind==="utf-16"?`: ${me}`:"";return _(b("$",`${r.problem}; a handoff is UTF-8 JSON${n}`))}function Fn(e){if(typeof e!=
"string")throw G("parseHandoffText","the handoff as a string",Y(e),e instanceof Uint8Array?"for bytes, call parseHandoff":
void 0);if(e.length>p.handoffFileBytes)return _(ee(S(e)));let r=S(e);return r>p.handoffFileBytes?_(ee(r)):Oe(ge(e))}function Oe(e){
let r=e.indexOf("\0");if(r!==-1){let u=Ye(e,r);return _(b("$",`contains a NUL byte at line ${u.line}, column ${u.column}\
; a handoff is JSON text, which never holds one`))}let n=xe(e,{maxDepth:p.handoffDepth,forbiddenKeys:B,rawNumbersUnder:"\
data",maxKeyProblems:U}),t=n.keyProblems.map(u=>b(C(u.path),u.message));if(n.fatal)return _(...t,b(C(n.fatal.path),n.fatal.
message));let s=JSON.parse(e),o=s.version;if(typeof o=="number"&&Number.isInteger(o)&&o>V)return _(...t,b("$.version",`h\
andoff version ${o} is newer than this baton reads (${V})`));let i=s.data;if(i!==null&&typeof i=="object"&&!Array.isArray(
i)){let u=i;for(let[l,h]of n.rawNumbers)!B.has(l)&&typeof u[l]=="number"&&(u[l]=h)}let a=T.safeParse(s);if(!a.success){let u=n.
keyProblems.filter(h=>B.has(String(h.path[h.path.length-1]))).map(h=>C(h.path)),l=h=>u.some(f=>h===f||h.startsWith(`${f}\
.`)||h.startsWith(`${f}[`));for(let h of a.error.issues)for(let f of qe(h,s))l(f.path)||t.push(f)}if(t.length>0)return _(
...ze(t));let c=a.data,d=[];return(c.status==="blocked"||c.status==="failure")&&c.failure===void 0&&d.push({code:W.failureMissing,
severity:"warning",path:"$.failure",message:`missing while status is ${c.status}; say why in failure.reason`}),{kind:"va\
lid",handoff:c,warnings:d}}function ze(e){return e.length<=U?e:[...e.slice(0,U),b("$",`${e.length-U} more problems not s\
hown`)]}function Ye(e,r){let n=1,t=0;for(let s=e.indexOf(`
`);s!==-1&&s<r;s=e.indexOf(`
`,s+1))n++,t=s+1;return{line:n,column:r-t+1}}var Se=64;function C(e){let r="$";for(let n of e)typeof n=="number"?r+=`[${n}\
]`:/^[A-Za-z_][A-Za-z0-9_-]*$/.test(n)&&n.length<=Se?r+=`.${n}`:r+=n.length>Se?`[<key of ${n.length} characters>]`:`[${JSON.
stringify(n)}]`;return r}function _e(e,r){let n=e;for(let t of r){if(n===null||typeof n!="object"||!Object.hasOwn(n,t))return;
n=n[t]}return n}function Ge(e){return e===null?"null":Array.isArray(e)?"an array":typeof e=="object"?"an object":typeof e==
"string"?"a string":typeof e=="number"?"a number":typeof e=="boolean"?"a boolean":typeof e}var Ze={string:"a string",number:"\
a number",int:"an integer",boolean:"a boolean",object:"an object",array:"an array",record:"an object"};function qe(e,r){
let n=e.path.filter(a=>typeof a!="symbol"),t=C(n),s=_e(r,n),o=_e(r,n.slice(0,-1)),i=s===void 0&&(n.length===0||o!==void 0);
switch(e.code){case"unrecognized_keys":{let a=en(n);return e.keys.filter(c=>!B.has(c)).map(c=>b(C([...n,c]),Qe(c,a)))}case"\
invalid_key":{let a=e.issues[0];return[b(t,a?.message??e.message)]}case"invalid_type":return i?[b(t,"required")]:[b(t,`m\
ust be ${Ze[e.expected]??e.expected}, got ${Ge(s)}`)];case"invalid_value":return i?[b(t,"required")]:[b(t,e.message)];case"\
too_big":return e.origin==="array"&&Array.isArray(s)?[b(t,`must have at most ${e.maximum} entries, has ${s.length}`)]:[b(
t,e.message)];default:return[b(t,e.message)]}}function Qe(e,r){let n=ye(e,r);return n!==void 0?`unknown field; did you m\
ean \`${n}\`?`:`unknown field; known fields: ${r.join(", ")}`}function en(e){let r=T,n=s=>{let o=s;for(;;){let i=o._zod.
def;if((i.type==="optional"||i.type==="default"||i.type==="nullable")&&i.innerType)o=i.innerType;else if(i.type==="pipe"&&
i.in)o=i.in;else return o}};for(let s of e){let o=n(r)._zod.def,i=o.type==="object"?o.shape?.[String(s)]:o.type==="array"?
o.element:void 0;if(i===void 0)return[];r=i}let t=n(r)._zod.def;return t.type==="object"&&t.shape?Object.keys(t.shape):[]}function ne(e,r){if(e.charCodeAt(r)!==27)return-1;let n=e.charCodeAt(r+1);if(n===91){let t=r+2;for(;t<e.length&&e.charCodeAt(
t)>=48&&e.charCodeAt(t)<=63;)t++;for(;t<e.length&&e.charCodeAt(t)>=32&&e.charCodeAt(t)<=47;)t++;let s=e.charCodeAt(t);return s>=
64&&s<=126?t+1:-1}if(n===93){let t=Math.min(e.length,r+4096);for(let s=r+2;s<t;s++){let o=e.charCodeAt(s);if(o===7)return s+
1;if(o===27)return e.charCodeAt(s+1)===92?s+2:-1}}return-1}function I(e){if(!e.includes("\x1B"))return e;let r="",n=0;for(let t=e.indexOf("\x1B");t>=0;t=e.indexOf("\x1B",t+1)){let s=ne(
e,t);s<0||(r+=e.slice(n,t),n=s,t=s-1)}return r+e.slice(n)}var Le={"secret-value":"known secret value","secret-value-url-encoded":"known secret value, URL-encoded","secret-value-b\
ase64":"known secret value, base64-encoded","private-key":"private key","github-token":"GitHub token","anthropic-key":"A\
nthropic API key","openai-key":"OpenAI API key","google-api-key":"Google API key","aws-key":"AWS access key id",jwt:"JSO\
N Web Token","url-password":"password in a URL"},M=new Map(Object.keys(Le).map((e,r)=>[e,r]));function P(e,r){if(e.length===
0)return{text:e,redactions:[]};let n=D(r),t=new Map,s=$e(e,n,t);for(let o=0;o<=Pe&&s!==e&&s.includes("\x1B");o++){let i=$e(
o<Pe?s:I(s),n,t);if(i===s)break;s=i}return s===e?{text:e,redactions:[]}:{text:s,redactions:[...t].map(([o,i])=>({kind:o,
count:i}))}}var Pe=3;function $e(e,r,n){let t=Ue(e,r);if(t.length===0)return e;let s="",o=0;for(let i of De(t))s+=e.slice(
o,i.start)+z(i.kind),o=i.end,n.set(i.kind,(n.get(i.kind)??0)+1);return s+e.slice(o)}function Ue(e,r){let n=we(O(e,!1),r);
if(e.includes("\x1B"))for(let t of we(O(e,!0),r))n.push(t);return n}function we(e,r){let n=[];de(e,r,n),Cn(e,n),Sn(e,n),
On(e,n),Pn(e,n),$n(e,n),wn(e,n),Nn(e,n);for(let t of n){let s=e.origin[t.end-1]+1;t.start=e.origin[t.start],t.end=s,t.from!==
void 0&&(t.from=e.origin[t.from])}return n}function Wn(e,r){if(r.length===0||e.length===0)return!1;let n=[],t=D(r);return de(O(e,!1),t,n),e.includes("\x1B")&&de(O(
e,!0),t,n),n.length>0}function zn(e,r){if(e.length===0)return[];let n=Ue(e,D(r)).map(t=>({...t,start:Math.min(t.start,t.
from??t.start)}));return De(n).map(({start:t,end:s})=>({start:t,end:s}))}function Yn(e,r,n,t=P(e,n).text){let s=P(e.slice(
0,r),n).text;return t.startsWith(s)&&t.slice(s.length)===P(e.slice(r),n).text}var nn=["ghp_","gho_","ghu_","ghr_","ghs_",
"github_pat_","sk-","AIza","AKIA","ASIA","eyJ"];function Gn(e,r){let n=e.replace(/(?:\r\n|\r|\n)$/,"");if(n==="")return!1;
let t=n.slice(Math.max(n.lastIndexOf(`
`),n.lastIndexOf("\r"))+1);if(En(n,!1)||/-[A-Z0-9 ]*$/.test(I(t)))return!0;let s=D(r),o=[O(n,!1)];n.includes("\x1B")&&o.
push(O(n,!0));for(let i of o){if(tn(i)||sn(i.text))return!0;if(s.joined.length===0)continue;if(Ne(i.text,s.joined)||/%[0-9A-Fa-f]{0,2}$/.
test(i.text))return!0;let a=He(i.text);if(a!==null&&Ne(a.text,s.decoded))return!0;let c=s.joined.filter(u=>u.base64);if(c.
length===0)continue;if(t.length>=ce&&J(i.text.charCodeAt(i.text.length-1)))return!0;let d=i.text.replace(/=+$/,"");if(c.
some(({text:u})=>d.endsWith(u)||d.slice(0,-1).endsWith(u)))return!0}return!1}function Ne(e,r){let n=e.charCodeAt(e.length-
1);for(let{text:t}of r)for(let s=Math.min(t.length-1,e.length);s>=1;s--)if(t.charCodeAt(s-1)===n&&e.endsWith(t.slice(0,s)))
return!0;return!1}function tn(e){let r=e.text,n=r.length;for(;n>0&&rn(r.charCodeAt(n-1));)n--;for(let t=n;t<r.length;t++){
if(t!==n&&e.afterBreak[t]===0&&x(r.charCodeAt(t-1)))continue;let s=r.length-t;for(let o of nn)if(s>=o.length?r.startsWith(
o,t):o.startsWith(r.slice(t)))return!0}return!1}var rn=e=>J(e)||e===46||e===61;function sn(e){let r=e.lastIndexOf("://");
if(r<=0||!Je(e.charCodeAt(r-1)))return!1;for(let n=r+3;n<e.length;n++)if(ve(e.charCodeAt(n)))return!1;return!0}function ae(e){
return`redacted ${e.map(({kind:n,count:t})=>`${t} \xD7 ${Le[n]??n} as ${z(n)}`).join(", ")}`}function Zn(e,r){let n=[],t=(a,c)=>n.
push({code:E.problemCode,severity:"warning",path:a,message:c}),s=(a,c,d)=>{let u=P(a,r);if(u.redactions.length===0)return a;
let l=Be(u.text,d),h=l===u.text?"":`; the text was then cut to its limit of ${d} UTF-8 bytes`;return t(c,`${ae(u.redactions)}${h}`),
l},o=(a,c)=>a?.map((d,u)=>s(d,C([...c,u]),p.shortTextBytes)),i={...e};if(i.summary=s(e.summary,"$.summary",p.summaryBytes),
e.detail!==void 0&&(i.detail=s(e.detail,"$.detail",p.detailBytes)),e.data!==void 0&&(i.data=on(e.data,r,s,t)),e.next!==void 0){
let a=P(e.next.stage,r);a.redactions.length>0?(delete i.next,t("$.next.stage",`${ae(a.redactions)}; a stage id cannot ho\
ld the marker, so the route (next) was removed`)):i.next={...e.next,...e.next.reason===void 0?{}:{reason:s(e.next.reason,
"$.next.reason",p.shortTextBytes)}}}if(e.expectations!==void 0){let a=e.expectations;i.expectations={...a,...a.deliverables&&
{deliverables:o(a.deliverables,["expectations","deliverables"])},...a.acceptance&&{acceptance:o(a.acceptance,["expectati\
ons","acceptance"])},...a.constraints&&{constraints:o(a.constraints,["expectations","constraints"])}}}if(e.failure!==void 0){
let a=e.failure;i.failure={...a,reason:s(a.reason,"$.failure.reason",p.shortTextBytes),...a.blockers&&{blockers:o(a.blockers,
["failure","blockers"])},...a.questions&&{questions:o(a.questions,["failure","questions"])}}}return e.artifacts!==void 0&&
(i.artifacts=e.artifacts.map((a,c)=>({...a,path:s(a.path,C(["artifacts",c,"path"]),1024),...a.description===void 0?{}:{description:s(
a.description,C(["artifacts",c,"description"]),p.shortTextBytes)}}))),{handoff:T.parse(i),problems:n}}function on(e,r,n,t){
let s=new Set(Object.keys(e)),o=[];for(let[a,c]of Object.entries(e)){let d=a,u=P(a,r);if(u.redactions.length>0){let h=1;
for(;s.has(`redacted_${h}`);)h++;d=`redacted_${h}`,s.add(d),t("$.data",`a key held a secret: ${ae(u.redactions)}; the ke\
y was renamed ${d}`)}let l=n(c,C(["data",d]),p.dataBytes);o.push([d,l,l!==c])}let i=o.reduce((a,[c,d])=>a+S(c)+S(d),0)-p.
dataBytes;for(let a=o.length-1;a>=0&&i>0;a--){let c=o[a];if(!c[2])continue;let d=S(c[1]),u=Be(c[1],Math.max(0,d-i));i-=d-
S(u),c[1]=u,t(C(["data",c[0]]),`cut to ${S(u)} UTF-8 bytes so data stays within ${p.dataBytes} bytes after redaction`)}return Object.
fromEntries(o.map(([a,c])=>[a,c]))}function Be(e,r){if(S(e)<=r)return e;let n=he(e,r).length,t=e.lastIndexOf(E.markerPrefix,
n-1);if(t>=0){let s=e.indexOf(E.markerSuffix,t);(s<0||s>=n)&&(n=t)}return e.slice(0,n)}var te=10,re=13,an=27,cn=2;function O(e,r){
let n=e.length,t=new Uint32Array(n),s=new Uint8Array(n),o=[],i=0,a=0,c=0,d=0;for(;d<n;){let u=e.charCodeAt(d);if(u===an&&
r){let l=ne(e,d);if(l>0){o.push(e.slice(i,d)),i=l,c===0&&(c=cn),d=l;continue}}if(u===te||u===re){let l=d+(u===re&&e.charCodeAt(
d+1)===te?2:1);for(;l<n&&dn(e.charCodeAt(l));)l++;let h=e.charCodeAt(l);if(h!==te&&h!==re){o.push(e.slice(i,d)),i=l,c=1,
d=l;continue}}t[a]=d,s[a]=c,c=0,a++,d++}return o.push(e.slice(i)),{text:o.join(""),origin:t.subarray(0,a),afterBreak:s.subarray(
0,a)}}var dn=e=>e===32||e===9,v=e=>e>=48&&e<=57,ue=e=>e>=65&&e<=90,Fe=e=>e>=97&&e<=122,x=e=>v(e)||ue(e)||Fe(e),Me=e=>v(e)||
ue(e),A=e=>x(e)||e===45||e===95,J=e=>A(e)||e===43||e===47,un=e=>x(e)||e===43||e===47,Je=e=>x(e)||e===43||e===45||e===46,
ve=e=>e<=32||e===47||e===63||e===35||e===34||e===39||e===60||e===62||e===96||e===92;function j(e,r,n,t=Number.POSITIVE_INFINITY){
let s=Math.min(e.length,r+t),o=r;for(;o<s&&n(e.charCodeAt(o));)o++;return o}function fn(e,r,n){return r===0||e.afterBreak[r]!==
0||!n(e.text.charCodeAt(r-1))}function De(e){e.sort((n,t)=>n.start-t.start||t.end-n.end);let r=[];for(let n of e){let t=r[r.
length-1];t&&n.start<t.end?(t.end=Math.max(t.end,n.end),M.get(n.kind)<M.get(t.kind)&&(t.kind=n.kind)):r.push({...n})}return r}
function $(e,r,n,t,s){let o=e.text,i=0;for(;;){let a=o.indexOf(r,i);if(a<0)return;let c=fn(e,a,n)?t(a):null;c?(s.push({start:a,
end:c.end,kind:c.kind}),i=c.end):i=a+1}}function K(e,r,n,t,s={}){let{sameLine:o="at-least",min:i=t,cap:a=Number.POSITIVE_INFINITY}=s,
c=e.text,d=Math.min(c.length,r+a),u=r,l=-1;for(;u<d&&n(c.charCodeAt(u));)l<0&&e.afterBreak[u]===1&&(l=u),u++;let h=(l<0?
u:l)-r;return h>=t?o==="exact"&&h>t?-1:r+h:u-r>=t?r+t:h>=i?r+h:-1}function L(e,r,n,t){let s=e.text,o=Te(e,r,n);for(;o<s.
length&&e.afterBreak[o]===1&&n(s.charCodeAt(o));){let i=Te(e,o,n);if(o-r>=t&&!ln(s,o,i))break;o=i}return o}function Te(e,r,n){
let t=e.text,s=r;for(s<t.length&&n(t.charCodeAt(s))&&s++;s<t.length&&e.afterBreak[s]!==1&&n(t.charCodeAt(s));)s++;return s}
function ln(e,r,n){let t=!1,s=!1,o=!1;for(let a=r;a<n;a++){let c=e.charCodeAt(a);v(c)?t=!0:ue(c)?s=!0:Fe(c)&&(o=!0)}let i=n-
r;return i>=8&&t&&(s||o)||i>=24&&s&&o}var se;function D(e){let r=e.join("\0");return se?.key!==r&&(se={key:r,needles:gn(
e)}),se.needles}var hn=16;function gn(e){let r=new Map,n=new Map,t=(s,o,i,a)=>{let c=s.get(o);(!c||M.get(i)<M.get(c.kind))&&
s.set(o,{text:o,kind:i,base64:a})};for(let s of e){if(typeof s!="string")continue;let o=s.trim();if(o.length<E.minSecretLength)
continue;let i=new Set([O(o,!1).text,O(o,!0).text]),a=o.split(/\r\n|\n|\r/).map(d=>d.trim());if(a.length>1)for(let d of a)
d.length>=E.minSecretLength&&i.add(d);if(a.length===1)for(let d of[...o.matchAll(/ /g)].slice(0,hn))t(r,o.slice(0,d.index)+
o.slice(d.index+1),"secret-value",!1);for(let d of i)if(!(d.length<E.minSecretLength)){t(r,d,"secret-value",!1);for(let u of mn(
d))t(r,u,"secret-value",!1);t(n,d,"secret-value-url-encoded",!1),d.includes(" ")&&(t(r,d.replaceAll(" ","+"),"secret-val\
ue-url-encoded",!1),t(n,d.replaceAll(" ","+"),"secret-value-url-encoded",!1))}let c=new Set([o,...a.length>1?a:[]]);for(let d of c)
if(!(d.length<E.minSecretLength))for(let u of bn(d))t(r,u,"secret-value-base64",!0),t(n,u,"secret-value-base64",!0)}return{
joined:[...r.values()],decoded:[...n.values()]}}function mn(e){let r=JSON.stringify(e).slice(1,-1),n=r.replace(/[\u0080-\uffff]/g,
t=>`\\u${t.charCodeAt(0).toString(16).padStart(4,"0")}`);return[...new Set([r,n])].filter(t=>t!==e)}var F="ABCDEFGHIJKLM\
NOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";function pn(e){let r="";for(let n=0;n<e.length;n+=3){let t=e[n]<<16|
(e[n+1]??0)<<8|(e[n+2]??0);r+=F[t>>18&63]+F[t>>12&63],r+=F[t>>6&63]+F[t&63]}return r}function bn(e){let r=new TextEncoder().
encode(e),n=new Set;for(let t=0;t<3;t++){let s=new Uint8Array(t+r.length+2);s.set(r,t);let o=pn(s),i=Math.ceil(8*t/6),a=Math.
floor(8*(t+r.length)/6),c=o.slice(i,a);c.length<E.minSecretLength||(n.add(c),n.add(c.replaceAll("+","-").replaceAll("/",
"_")))}return[...n]}var ce=60;function de(e,r,n){if(r.joined.length===0)return;let t=e.text,s=a=>{if(e.afterBreak[a]!==1)
return!0;let c=a-1;for(;c>0&&a-c<ce&&e.afterBreak[c]!==1;)c--;return a-c>=ce},o=(a,c)=>{let d=a,u=c;for(d>0&&J(t.charCodeAt(
d-1))&&s(d)&&d--,J(t.charCodeAt(u))&&s(u)&&u++;t.charCodeAt(u)===61;)u++;return[d,u]};for(let a of r.joined)Re(t,a.text,
(c,d)=>{let[u,l]=a.base64?o(c,d):[c,d];n.push({start:u,end:l,kind:a.kind})});let i=He(t);if(i)for(let a of r.decoded)Re(
i.text,a.text,(c,d)=>{let u=i.from[c],l=i.to[d-1],[h,f]=a.base64?o(u,l):[u,l];n.push({start:h,end:f,kind:a.kind})})}function Re(e,r,n){
let t=-1,s=-1;for(let o=e.indexOf(r);o>=0;o=e.indexOf(r,o+1)){if(o<s){s=o+r.length;continue}t>=0&&n(t,s),t=o,s=o+r.length}
t>=0&&n(t,s)}function He(e){if(!e.includes("%"))return null;let r=e.length,n=new Uint32Array(r),t=new Uint32Array(r),s="",
o=0,i=0,a=(c,d,u)=>{s+=c;for(let l=0;l<c.length;l++)n[o]=d,t[o]=u,o++};for(;i<r;){let c=e.charCodeAt(i)===37?Xe(e,i+1):-1;
if(c<0){let u=e.indexOf("%",i+1);u<0&&(u=r),s+=e.slice(i,u);for(let l=i;l<u;l++)n[o]=l,t[o]=l+1,o++;i=u;continue}let d=yn(
e,i,c);d?(a(d.chars,i,d.end),i=d.end):(a("%",i,i+1),i++)}return{text:s,from:n.subarray(0,o),to:t.subarray(0,o)}}function Ie(e){
return v(e)?e-48:e>=65&&e<=70?e-55:e>=97&&e<=102?e-87:-1}function Xe(e,r){let n=Ie(e.charCodeAt(r)),t=Ie(e.charCodeAt(r+
1));return n<0||t<0?-1:n*16+t}function yn(e,r,n){if(n<128)return{chars:String.fromCharCode(n),end:r+3};let t=n>=194&&n<=
223?1:n>=224&&n<=239?2:n>=240&&n<=244?3:0;if(t===0)return null;let s=n&63>>t,o=r+3;for(let a=0;a<t;a++){let c=e.charCodeAt(
o)===37?Xe(e,o+1):-1;if(c<128||c>191)return null;s=s<<6|c&63,o+=3}return s<(t===1?128:t===2?2048:65536)||s>1114111||s>=55296&&
s<=57343?null:{chars:String.fromCodePoint(s),end:o}}var oe="-----BEGIN ",ie="-----END ",je="-----";function Ke(e,r){let n=j(
e,r,s=>Me(s)||s===32,64);if(!e.startsWith(je,n))return-1;let t=e.slice(r,n);return t.endsWith("PRIVATE KEY")||t.endsWith(
"PRIVATE KEY BLOCK")?n+je.length:-1}var An=/-----(BEGIN|END) [A-Z0-9 ]{0,64}PRIVATE KEY(?: BLOCK)?-----/,kn=new RegExp(An.source,"g");function En(e,r,n=0){let t=(s,o)=>{
let i=r;for(let a of s.matchAll(kn))a.index+a[0].length>o&&(i=a[1]==="BEGIN");return i};return t(e,n)?!0:e.includes("\x1B")?
t(I(e),I(e.slice(0,n)).length):!1}function Cn(e,r){let n=e.text;if(!n.includes(oe))return;let t=[];for(let i=n.indexOf(ie);i>=0;i=n.indexOf(ie,i+1)){let a=Ke(
n,i+ie.length);a>0&&t.push({start:i,end:a})}let s=0,o=0;for(;;){let i=n.indexOf(oe,o);if(i<0)return;let a=Ke(n,i+oe.length);
if(a<0){o=i+1;continue}for(;s<t.length&&t[s].start<a;)s++;let c;if(s<t.length)c=t[s].end,s++;else{for(c=L(e,a,un,0);n.charCodeAt(
c)===61;)c++;if(c===a){o=a;continue}}r.push({start:i,end:c,kind:"private-key"}),o=c}}var xn=255;function Sn(e,r){let n=e.
text;if(!n.includes("gh")&&!n.includes("github_pat_"))return;let t=-1;for(let s of["ghp_","gho_","ghu_","ghr_","ghs_"])$(
e,s,x,o=>{let i=o+s.length;if(s==="ghs_"&&o>=t){let c=_n(e,i);if(c.end>0)return{end:c.end,kind:"github-token"};t=c.scanned}
let a=K(e,i,x,36);return a>0?{end:a,kind:"github-token"}:null},r);$(e,"github_pat_",x,s=>{let o=s+11,i=K(e,o,a=>x(a)||a===
95,82,{cap:xn-11});return i>0?{end:i,kind:"github-token"}:null},r)}function _n(e,r){let n=e.text,t=j(n,r,A),s={end:-1,scanned:t};
if(t===r||n.charCodeAt(t)!==46)return s;let o=j(n,t+1,A);if(o===t+1||n.charCodeAt(o)!==46)return s;let i=L(e,o+1,A,1);return i===
o+1||i-r<36?s:{end:i,scanned:t}}function On(e,r){let n=e.text;$(e,"sk-",x,t=>{let s=t+3;if(n.startsWith("ant-",s)){let i=L(
e,s+4,A,80);return i-(s+4)>=80?{end:i,kind:"anthropic-key"}:null}for(let i of["proj-","svcacct-","admin-","None-"]){if(!n.
startsWith(i,s))continue;let a=L(e,s+i.length,A,40);return a-(s+i.length)>=40?{end:a,kind:"openai-key"}:null}let o=K(e,s,
x,48,{min:32});return o>0?{end:o,kind:"openai-key"}:null},r)}function Pn(e,r){$(e,"AIza",A,n=>{let t=K(e,n+4,A,35,{sameLine:"\
exact",cap:36});return t>0?{end:t,kind:"google-api-key"}:null},r)}function $n(e,r){for(let n of["AKIA","ASIA"])$(e,n,x,t=>{
let s=K(e,t+4,Me,16,{sameLine:"exact",cap:17});return s>0?{end:s,kind:"aws-key"}:null},r)}function wn(e,r){let n=e.text,
t=-1;$(e,"eyJ",A,s=>{if(s<t)return null;let o=j(n,s,A);if(t=o,o-s<10||n.charCodeAt(o)!==46||!n.startsWith("ey",o+1))return null;
let i=j(n,o+1,A);return i-(o+1)<10||n.charCodeAt(i)!==46?null:{end:L(e,i+1,A,0),kind:"jwt"}},r)}function Nn(e,r){let n=e.
text;for(let t=n.indexOf("://");t>=0;t=n.indexOf("://",t+3)){if(t===0||!Je(n.charCodeAt(t-1)))continue;let s=t+3,o=-1,i=-1,
a=s;for(;a<n.length;a++){let c=n.charCodeAt(a);if(ve(c))break;c===58&&o<0?o=a:c===64&&(i=a)}o<0||i<0||o>i||o+1===i||n.startsWith(
E.markerPrefix,o+1)&&n.indexOf(E.markerSuffix,o+1)===i-1||r.push({start:o+1,end:i,kind:"url-password",from:t-1})}}export{b as a,ee as b,Bn as c,Fn as d,C as e,I as f,P as g,Wn as h,zn as i,Yn as j,Gn as k,ae as l,Zn as m,En as n};

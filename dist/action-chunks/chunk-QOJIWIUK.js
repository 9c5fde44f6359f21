import{F as T,G as z,H as W,I as pe}from"./chunk-K774MLFD.js";import{A as me,I as C,J as V,b as E,d as le,e as he,
f as ge,r as H,s as p,z as X}from"./chunk-CITQMF73.js";var Y=/[^"\\\u0000-\u001f]*/y,be=/-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y,ye=/[0-9a-fA-F]{4}/y,Fe=new Set(
['"',"\\","/","b","f","n","r","t"]),q=class{#e=null;#n;constructor(r){this.#n=r}at(r){if(this.#e===null){let o=[0];for(let s=this.#n.
indexOf(`
`);s!==-1;s=this.#n.indexOf(`
`,s+1))o.push(s+1);this.#e=o}let n=this.#e,t=0,i=n.length-1;for(;t<i;){let o=t+i+1>>1;n[o]<=r?t=o:i=o-1}return`line ${t+
1}, column ${r-n[t]+1}`}};function Me(e){let r;try{r=JSON.parse(e)}catch{return"text that is not JSON"}return r===null?"\
null":Array.isArray(r)?"an array":typeof r=="string"?"a string":typeof r=="number"?"a number":"a boolean"}function N(e,r){
if(r>=e.length)return"the end of the input";let n=e.codePointAt(r);return n<32||n===127?`U+${n.toString(16).toUpperCase().
padStart(4,"0")}`:n>126?`U+${n.toString(16).toUpperCase().padStart(4,"0")}`:`'${String.fromCodePoint(n)}'`}function Z(e,r){
let n=e.length;for(;r<n;){let t=e.charCodeAt(r);if(t!==32&&t!==10&&t!==13&&t!==9)break;r++}return r}function Ee(e,r){let n=new q(
e),t=[],i=new Map,o=r.maxKeyProblems??100,s=[],a=e.length,c=()=>s.map(m=>m.object?m.key:m.index),d=m=>({fatal:m,keyProblems:t,
rawNumbers:i}),f=(m,g,A=c())=>d({path:A,message:`invalid JSON at ${n.at(m)}: ${g}`}),l=(m,g=c())=>m.text?d({path:g,message:`\
at ${n.at(m.at)}: ${m.what}`}):f(m.at,m.what,g),h=()=>c().slice(0,-1),u=Z(e,0);if(u>=a)return d({path:[],message:"is emp\
ty; a handoff is one JSON object"});if(e[u]!=="{")return d({path:[],message:`must be a JSON object, got ${Me(e)}`});let y=0;
for(;;){if(u=Z(e,u),y===1){let g=s[s.length-1];if(g===void 0)return u<a?d({path:[],message:`unexpected text after the JS\
ON object at ${n.at(u)}; a handoff is exactly one JSON object`}):d(null);let A=e[u];if(A===","){u++,g.object?y=3:(g.index++,
y=0);continue}if(g.object&&A==="}"||!g.object&&A==="]"){s.pop(),u++;continue}return f(u,`expected ',' or '${g.object?"}":
"]"}', found ${N(e,u)}`)}if(y===2||y===3){let g=s[s.length-1],A=e[u];if(A==="}"){if(y===3)return f(u,"a comma before '}'\
 (trailing commas are not JSON)",h());s.pop(),u++,y=1;continue}if(A!=='"')return f(u,`expected a key in double quotes, f\
ound ${N(e,u)}`,h());let D=u,$=Ae(e,u);if(typeof $!="number")return l($,h());let fe=e.slice(u+1,$-1),O=fe.includes("\\")?
JSON.parse(e.slice(u,$)):fe;if(u=Z(e,$),e[u]!==":")return f(u,`expected ':' after a key, found ${N(e,u)}`,h());u++,g.key=
O;let ue=g.seen,v=ue.get(O);t.length<o&&(r.forbiddenKeys.has(O)?t.push({path:c(),message:`key \`${O}\` is not allowed any\
where in a handoff (${n.at(D)})`}):v!==void 0&&t.push({path:c(),message:`duplicate key (first at ${n.at(v)}, again at ${n.
at(D)}); a key may appear only once`})),v===void 0&&ue.set(O,D),y=0;continue}if(y===4){if(e[u]==="]"){s.pop(),u++,y=1;continue}
y=0}if(u>=a)return f(u,"unexpected end of input, expected a value");let m=e.charCodeAt(u);if(m===123||m===91){if(s.length>=
r.maxDepth)return d({path:c(),message:`nested deeper than ${r.maxDepth} levels`});let g=m===123;s.push({object:g,key:"",
index:0,seen:g?new Map:null}),u++,y=g?2:4;continue}if(m===34){let g=Ae(e,u);if(typeof g!="number")return l(g);u=g}else if(m===
45||m>=48&&m<=57){be.lastIndex=u;let g=be.exec(e),A=g===null?u:u+g[0].length;if(g===null||/[0-9.eE+-]/.test(e[A]??""))return f(
u,"invalid number");r.rawNumbersUnder!==void 0&&s.length===2&&s[0].key===r.rawNumbersUnder&&s[1].object&&i.set(s[1].key,
g[0]),u=A}else if(e.startsWith("true",u))u+=4;else if(e.startsWith("false",u))u+=5;else if(e.startsWith("null",u))u+=4;else
return f(u,`expected a value, found ${N(e,u)}`);y=1}}function ke(e,r){return ye.lastIndex=r,ye.test(e)?Number.parseInt(e.
slice(r,r+4),16):-1}function Ae(e,r){let n=r+1;for(;;){if(Y.lastIndex=n,Y.test(e),n=Y.lastIndex,n>=e.length)return{at:r,
what:"unterminated string"};let t=e.charCodeAt(n);if(t===34)return n+1;if(t===92){let i=e[n+1]??"";if(Fe.has(i)){n+=2;continue}
if(i==="u"){let o=ke(e,n+2);if(o===0)return{at:n,what:"the escape \\u0000 is a NUL character, which a handoff never holds",
text:!0};if(o>=55296&&o<=56319){let s=e.startsWith("\\u",n+6)?ke(e,n+8):-1;if(s>=56320&&s<=57343){n+=12;continue}}if(o>=
55296&&o<=57343)return{at:n,what:`the escape \\u${e.slice(n+2,n+6)} is half of a surrogate pair, without its other half;\
 it is not text`,text:!0};if(o>=0){n+=6;continue}}return{at:n,what:"invalid escape in a string"}}return{at:n,what:`contr\
ol character ${N(e,n)} in a string must be escaped (\\n, \\t, \\u00XX)`}}}var L=100,U=new Set(me);function b(e,r){return{code:X.invalid,severity:"error",path:e,message:r}}function G(e){let r=e===
"more"?`more than ${p.handoffFileBytes}`:String(e);return b("$",`is ${r} bytes; a handoff may be at most ${p.handoffFileBytes}\
 bytes (${p.handoffFileBytes/1024} KiB)`)}var P=(...e)=>({kind:"invalid",problems:e});function On(e){if(!(e instanceof Uint8Array))
throw W("parseHandoff","the handoff file's bytes (a Uint8Array or Buffer)",z(e),typeof e=="string"?"for text, call parse\
HandoffText":void 0);if(e.length>p.handoffFileBytes)return P(G(e.length));let r=ge(e);if(r.kind==="text")return Se(r.text);
let n=r.kind==="utf-16"?`: ${he}`:"";return P(b("$",`${r.problem}; a handoff is UTF-8 JSON${n}`))}function Tn(e){if(typeof e!=
"string")throw W("parseHandoffText","the handoff as a string",z(e),e instanceof Uint8Array?"for bytes, call parseHandoff":
void 0);if(e.length>p.handoffFileBytes)return P(G(E(e)));let r=E(e);return r>p.handoffFileBytes?P(G(r)):Se(le(e))}function Se(e){
let r=e.indexOf("\0");if(r!==-1){let f=De(e,r);return P(b("$",`contains a NUL byte at line ${f.line}, column ${f.column}\
; a handoff is JSON text, which never holds one`))}let n=Ee(e,{maxDepth:p.handoffDepth,forbiddenKeys:U,rawNumbersUnder:"\
data",maxKeyProblems:L}),t=n.keyProblems.map(f=>b(x(f.path),f.message));if(n.fatal)return P(...t,b(x(n.fatal.path),n.fatal.
message));let i=JSON.parse(e),o=i.version;if(typeof o=="number"&&Number.isInteger(o)&&o>H)return P(...t,b("$.version",`h\
andoff version ${o} is newer than this baton reads (${H})`));let s=i.data;if(s!==null&&typeof s=="object"&&!Array.isArray(
s)){let f=s;for(let[l,h]of n.rawNumbers)!U.has(l)&&typeof f[l]=="number"&&(f[l]=h)}let a=T.safeParse(i);if(!a.success){let f=n.
keyProblems.filter(h=>U.has(String(h.path[h.path.length-1]))).map(h=>x(h.path)),l=h=>f.some(u=>h===u||h.startsWith(`${u}\
.`)||h.startsWith(`${u}[`));for(let h of a.error.issues)for(let u of Xe(h,i))l(u.path)||t.push(u)}if(t.length>0)return P(
...Je(t));let c=a.data,d=[];return(c.status==="blocked"||c.status==="failure")&&c.failure===void 0&&d.push({code:X.failureMissing,
severity:"warning",path:"$.failure",message:`missing while status is ${c.status}; say why in failure.reason`}),{kind:"va\
lid",handoff:c,warnings:d}}function Je(e){return e.length<=L?e:[...e.slice(0,L),b("$",`${e.length-L} more problems not s\
hown`)]}function De(e,r){let n=1,t=0;for(let i=e.indexOf(`
`);i!==-1&&i<r;i=e.indexOf(`
`,i+1))n++,t=i+1;return{line:n,column:r-t+1}}var Ce=64;function x(e){let r="$";for(let n of e)typeof n=="number"?r+=`[${n}\
]`:/^[A-Za-z_][A-Za-z0-9_-]*$/.test(n)&&n.length<=Ce?r+=`.${n}`:r+=n.length>Ce?`[<key of ${n.length} characters>]`:`[${JSON.
stringify(n)}]`;return r}function xe(e,r){let n=e;for(let t of r){if(n===null||typeof n!="object"||!Object.hasOwn(n,t))return;
n=n[t]}return n}function ve(e){return e===null?"null":Array.isArray(e)?"an array":typeof e=="object"?"an object":typeof e==
"string"?"a string":typeof e=="number"?"a number":typeof e=="boolean"?"a boolean":typeof e}var He={string:"a string",number:"\
a number",int:"an integer",boolean:"a boolean",object:"an object",array:"an array",record:"an object"};function Xe(e,r){
let n=e.path.filter(a=>typeof a!="symbol"),t=x(n),i=xe(r,n),o=xe(r,n.slice(0,-1)),s=i===void 0&&(n.length===0||o!==void 0);
switch(e.code){case"unrecognized_keys":{let a=ze(n);return e.keys.filter(c=>!U.has(c)).map(c=>b(x([...n,c]),Ve(c,a)))}case"\
invalid_key":{let a=e.issues[0];return[b(t,a?.message??e.message)]}case"invalid_type":return s?[b(t,"required")]:[b(t,`m\
ust be ${He[e.expected]??e.expected}, got ${ve(i)}`)];case"invalid_value":return s?[b(t,"required")]:[b(t,e.message)];case"\
too_big":return e.origin==="array"&&Array.isArray(i)?[b(t,`must have at most ${e.maximum} entries, has ${i.length}`)]:[b(
t,e.message)];default:return[b(t,e.message)]}}function Ve(e,r){let n=pe(e,r);return n!==void 0?`unknown field; did you m\
ean \`${n}\`?`:`unknown field; known fields: ${r.join(", ")}`}function ze(e){let r=T,n=i=>{let o=i;for(;;){let s=o._zod.
def;if((s.type==="optional"||s.type==="default"||s.type==="nullable")&&s.innerType)o=s.innerType;else if(s.type==="pipe"&&
s.in)o=s.in;else return o}};for(let i of e){let o=n(r)._zod.def,s=o.type==="object"?o.shape?.[String(i)]:o.type==="array"?
o.element:void 0;if(s===void 0)return[];r=s}let t=n(r)._zod.def;return t.type==="object"&&t.shape?Object.keys(t.shape):[]}function Q(e,r){if(e.charCodeAt(r)!==27)return-1;let n=e.charCodeAt(r+1);if(n===91){let t=r+2;for(;t<e.length&&e.charCodeAt(
t)>=48&&e.charCodeAt(t)<=63;)t++;for(;t<e.length&&e.charCodeAt(t)>=32&&e.charCodeAt(t)<=47;)t++;let i=e.charCodeAt(t);return i>=
64&&i<=126?t+1:-1}if(n===93){let t=Math.min(e.length,r+4096);for(let i=r+2;i<t;i++){let o=e.charCodeAt(i);if(o===7)return i+
1;if(o===27)return e.charCodeAt(i+1)===92?i+2:-1}}return-1}function K(e){if(!e.includes("\x1B"))return e;let r="",n=0;for(let t=e.indexOf("\x1B");t>=0;t=e.indexOf("\x1B",t+1)){let i=Q(
e,t);i<0||(r+=e.slice(n,t),n=i,t=i-1)}return r+e.slice(n)}var je={"secret-value":"known secret value","secret-value-url-encoded":"known secret value, URL-encoded","secret-value-b\
ase64":"known secret value, base64-encoded","private-key":"private key","github-token":"GitHub token","anthropic-key":"A\
nthropic API key","openai-key":"OpenAI API key","google-api-key":"Google API key","aws-key":"AWS access key id",jwt:"JSO\
N Web Token","url-password":"password in a URL"},F=new Map(Object.keys(je).map((e,r)=>[e,r]));function oe(e,r){if(e.length===
0)return{text:e,redactions:[]};let n=de(r),t=new Map,i=_e(e,n,t);for(let o=0;o<=Pe&&i!==e&&i.includes("\x1B");o++){let s=_e(
o<Pe?i:K(i),n,t);if(s===i)break;i=s}return i===e?{text:e,redactions:[]}:{text:i,redactions:[...t].map(([o,s])=>({kind:o,
count:s}))}}var Pe=3;function _e(e,r,n){let t=M(_(e,!1),r);if(e.includes("\x1B"))for(let s of M(_(e,!0),r))t.push(s);if(t.
length===0)return e;let i="",o=0;for(let s of tn(t))i+=e.slice(o,s.start)+V(s.kind),o=s.end,n.set(s.kind,(n.get(s.kind)??
0)+1);return i+e.slice(o)}function M(e,r){let n=[];ae(e,r,n),hn(e,n),mn(e,n),bn(e,n),yn(e,n),kn(e,n),An(e,n),En(e,n);for(let t of n){
let i=e.origin[t.end-1]+1;t.start=e.origin[t.start],t.end=i,t.from!==void 0&&(t.from=e.origin[t.from])}return n}function Bn(e,r){if(r.length===0||e.length===0)return!1;let n=[],t=de(r);return ae(_(e,!1),t,n),e.includes("\x1B")&&ae(_(
e,!0),t,n),n.length>0}function Fn(e,r){if(e.length===0)return[];let n=de(r),t=M(_(e,!1),n);if(e.includes("\x1B"))for(let s of M(
_(e,!0),n))t.push(s);let i=t.map(s=>({start:Math.min(s.start,s.from??s.start),end:s.end})).sort((s,a)=>s.start-a.start),
o=[];for(let s of i){let a=o[o.length-1];a&&s.start<a.end?a.end=Math.max(a.end,s.end):o.push(s)}return o}function ie(e){
return`redacted ${e.map(({kind:n,count:t})=>`${t} \xD7 ${je[n]??n} as ${V(n)}`).join(", ")}`}function Mn(e,r){let n=[],t=(a,c)=>n.
push({code:C.problemCode,severity:"warning",path:a,message:c}),i=(a,c,d)=>{let f=oe(a,r);if(f.redactions.length===0)return a;
let l=Le(f.text,d),h=l===f.text?"":`; the text was then cut to its limit of ${d} UTF-8 bytes`;return t(c,`${ie(f.redactions)}${h}`),
l},o=(a,c)=>a?.map((d,f)=>i(d,x([...c,f]),p.shortTextBytes)),s={...e};if(s.summary=i(e.summary,"$.summary",p.summaryBytes),
e.detail!==void 0&&(s.detail=i(e.detail,"$.detail",p.detailBytes)),e.data!==void 0&&(s.data=We(e.data,r,i,t)),e.next!==void 0){
let a=oe(e.next.stage,r);a.redactions.length>0?(delete s.next,t("$.next.stage",`${ie(a.redactions)}; a stage id cannot h\
old the marker, so the route (next) was removed`)):s.next={...e.next,...e.next.reason===void 0?{}:{reason:i(e.next.reason,
"$.next.reason",p.shortTextBytes)}}}if(e.expectations!==void 0){let a=e.expectations;s.expectations={...a,...a.deliverables&&
{deliverables:o(a.deliverables,["expectations","deliverables"])},...a.acceptance&&{acceptance:o(a.acceptance,["expectati\
ons","acceptance"])},...a.constraints&&{constraints:o(a.constraints,["expectations","constraints"])}}}if(e.failure!==void 0){
let a=e.failure;s.failure={...a,reason:i(a.reason,"$.failure.reason",p.shortTextBytes),...a.blockers&&{blockers:o(a.blockers,
["failure","blockers"])},...a.questions&&{questions:o(a.questions,["failure","questions"])}}}return e.artifacts!==void 0&&
(s.artifacts=e.artifacts.map((a,c)=>({...a,path:i(a.path,x(["artifacts",c,"path"]),1024),...a.description===void 0?{}:{description:i(
a.description,x(["artifacts",c,"description"]),p.shortTextBytes)}}))),{handoff:T.parse(s),problems:n}}function We(e,r,n,t){
let i=new Set(Object.keys(e)),o=[];for(let[a,c]of Object.entries(e)){let d=a,f=oe(a,r);if(f.redactions.length>0){let h=1;
for(;i.has(`redacted_${h}`);)h++;d=`redacted_${h}`,i.add(d),t("$.data",`a key held a secret: ${ie(f.redactions)}; the ke\
y was renamed ${d}`)}let l=n(c,x(["data",d]),p.dataBytes);o.push([d,l,l!==c])}let s=o.reduce((a,[c,d])=>a+E(c)+E(d),0)-p.
dataBytes;for(let a=o.length-1;a>=0&&s>0;a--){let c=o[a];if(!c[2])continue;let d=E(c[1]),f=Le(c[1],Math.max(0,d-s));s-=d-
E(f),c[1]=f,t(x(["data",c[0]]),`cut to ${E(f)} UTF-8 bytes so data stays within ${p.dataBytes} bytes after redaction`)}return Object.
fromEntries(o.map(([a,c])=>[a,c]))}function Le(e,r){if(E(e)<=r)return e;let n=0,t=0;for(let o of e){let s=E(o);if(n+s>r)
break;n+=s,t+=o.length}let i=e.lastIndexOf(C.markerPrefix,t-1);if(i>=0){let o=e.indexOf(C.markerSuffix,i);(o<0||o>=t)&&(t=
i)}return e.slice(0,t)}var ee=10,ne=13,Ye=27,Ze=2;function _(e,r){let n=e.length,t=new Uint32Array(n),i=new Uint8Array(n),
o=[],s=0,a=0,c=0,d=0;for(;d<n;){let f=e.charCodeAt(d);if(f===Ye&&r){let l=Q(e,d);if(l>0){o.push(e.slice(s,d)),s=l,c===0&&
(c=Ze),d=l;continue}}if(f===ee||f===ne){let l=d+(f===ne&&e.charCodeAt(d+1)===ee?2:1);for(;l<n&&qe(e.charCodeAt(l));)l++;
let h=e.charCodeAt(l);if(h!==ee&&h!==ne){o.push(e.slice(s,d)),s=l,c=1,d=l;continue}}t[a]=d,i[a]=c,c=0,a++,d++}return o.push(
e.slice(s)),{text:o.join(""),origin:t.subarray(0,a),afterBreak:i.subarray(0,a)}}var qe=e=>e===32||e===9,J=e=>e>=48&&e<=57,
ce=e=>e>=65&&e<=90,Ue=e=>e>=97&&e<=122,S=e=>J(e)||ce(e)||Ue(e),Ke=e=>J(e)||ce(e),k=e=>S(e)||e===45||e===95,we=e=>k(e)||e===
43||e===47,Ge=e=>S(e)||e===43||e===47,Qe=e=>S(e)||e===43||e===45||e===46,en=e=>e<=32||e===47||e===63||e===35||e===34||e===
39||e===60||e===62||e===96||e===92;function R(e,r,n,t=Number.POSITIVE_INFINITY){let i=Math.min(e.length,r+t),o=r;for(;o<
i&&n(e.charCodeAt(o));)o++;return o}function nn(e,r,n){return r===0||e.afterBreak[r]!==0||!n(e.text.charCodeAt(r-1))}function tn(e){
e.sort((n,t)=>n.start-t.start||t.end-n.end);let r=[];for(let n of e){let t=r[r.length-1];t&&n.start<t.end?(t.end=Math.max(
t.end,n.end),F.get(n.kind)<F.get(t.kind)&&(t.kind=n.kind)):r.push({...n})}return r}function w(e,r,n,t,i){let o=e.text,s=0;
for(;;){let a=o.indexOf(r,s);if(a<0)return;let c=nn(e,a,n)?t(a):null;c?(i.push({start:a,end:c.end,kind:c.kind}),s=c.end):
s=a+1}}function I(e,r,n,t,i={}){let{sameLine:o="at-least",min:s=t,cap:a=Number.POSITIVE_INFINITY}=i,c=e.text,d=Math.min(
c.length,r+a),f=r,l=-1;for(;f<d&&n(c.charCodeAt(f));)l<0&&e.afterBreak[f]===1&&(l=f),f++;let h=(l<0?f:l)-r;return h>=t?o===
"exact"&&h>t?-1:r+h:f-r>=t?r+t:h>=s?r+h:-1}function j(e,r,n,t){let i=e.text,o=$e(e,r,n);for(;o<i.length&&e.afterBreak[o]===
1&&n(i.charCodeAt(o));){let s=$e(e,o,n);if(o-r>=t&&!rn(i,o,s))break;o=s}return o}function $e(e,r,n){let t=e.text,i=r;for(i<
t.length&&n(t.charCodeAt(i))&&i++;i<t.length&&e.afterBreak[i]!==1&&n(t.charCodeAt(i));)i++;return i}function rn(e,r,n){let t=!1,
i=!1,o=!1;for(let a=r;a<n;a++){let c=e.charCodeAt(a);J(c)?t=!0:ce(c)?i=!0:Ue(c)&&(o=!0)}let s=n-r;return s>=8&&t&&(i||o)||
s>=24&&i&&o}var te;function de(e){let r=e.join("\0");return te?.key!==r&&(te={key:r,needles:on(e)}),te.needles}var sn=16;
function on(e){let r=new Map,n=new Map,t=(i,o,s,a)=>{let c=i.get(o);(!c||F.get(s)<F.get(c.kind))&&i.set(o,{text:o,kind:s,
base64:a})};for(let i of e){if(typeof i!="string")continue;let o=i.trim();if(o.length<C.minSecretLength)continue;let s=new Set(
[_(o,!1).text,_(o,!0).text]),a=o.split(/\r\n|\n|\r/).map(d=>d.trim());if(a.length>1)for(let d of a)d.length>=C.minSecretLength&&
s.add(d);if(a.length===1)for(let d of[...o.matchAll(/ /g)].slice(0,sn))t(r,o.slice(0,d.index)+o.slice(d.index+1),"secret\
-value",!1);for(let d of s)if(!(d.length<C.minSecretLength)){t(r,d,"secret-value",!1);for(let f of an(d))t(r,f,"secret-v\
alue",!1);t(n,d,"secret-value-url-encoded",!1),d.includes(" ")&&(t(r,d.replaceAll(" ","+"),"secret-value-url-encoded",!1),
t(n,d.replaceAll(" ","+"),"secret-value-url-encoded",!1))}let c=new Set([o,...a.length>1?a:[]]);for(let d of c)if(!(d.length<
C.minSecretLength))for(let f of dn(d))t(r,f,"secret-value-base64",!0),t(n,f,"secret-value-base64",!0)}return{joined:[...r.
values()],decoded:[...n.values()]}}function an(e){let r=JSON.stringify(e).slice(1,-1),n=r.replace(/[\u0080-\uffff]/g,t=>`\
\\u${t.charCodeAt(0).toString(16).padStart(4,"0")}`);return[...new Set([r,n])].filter(t=>t!==e)}var B="ABCDEFGHIJKLMNOPQ\
RSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";function cn(e){let r="";for(let n=0;n<e.length;n+=3){let t=e[n]<<16|(e[n+
1]??0)<<8|(e[n+2]??0);r+=B[t>>18&63]+B[t>>12&63],r+=B[t>>6&63]+B[t&63]}return r}function dn(e){let r=new TextEncoder().encode(
e),n=new Set;for(let t=0;t<3;t++){let i=new Uint8Array(t+r.length+2);i.set(r,t);let o=cn(i),s=Math.ceil(8*t/6),a=Math.floor(
8*(t+r.length)/6),c=o.slice(s,a);c.length<C.minSecretLength||(n.add(c),n.add(c.replaceAll("+","-").replaceAll("/","_")))}
return[...n]}var Oe=60;function ae(e,r,n){if(r.joined.length===0)return;let t=e.text,i=a=>{if(e.afterBreak[a]!==1)return!0;
let c=a-1;for(;c>0&&a-c<Oe&&e.afterBreak[c]!==1;)c--;return a-c>=Oe},o=(a,c)=>{let d=a,f=c;for(d>0&&we(t.charCodeAt(d-1))&&
i(d)&&d--,we(t.charCodeAt(f))&&i(f)&&f++;t.charCodeAt(f)===61;)f++;return[d,f]};for(let a of r.joined)Te(t,a.text,(c,d)=>{
let[f,l]=a.base64?o(c,d):[c,d];n.push({start:f,end:l,kind:a.kind})});let s=fn(t);if(s)for(let a of r.decoded)Te(s.text,a.
text,(c,d)=>{let f=s.from[c],l=s.to[d-1],[h,u]=a.base64?o(f,l):[f,l];n.push({start:h,end:u,kind:a.kind})})}function Te(e,r,n){
let t=-1,i=-1;for(let o=e.indexOf(r);o>=0;o=e.indexOf(r,o+1)){if(o<i){i=o+r.length;continue}t>=0&&n(t,i),t=o,i=o+r.length}
t>=0&&n(t,i)}function fn(e){if(!e.includes("%"))return null;let r=e.length,n=new Uint32Array(r),t=new Uint32Array(r),i="",
o=0,s=0,a=(c,d,f)=>{i+=c;for(let l=0;l<c.length;l++)n[o]=d,t[o]=f,o++};for(;s<r;){let c=e.charCodeAt(s)===37?Be(e,s+1):-1;
if(c<0){let f=e.indexOf("%",s+1);f<0&&(f=r),i+=e.slice(s,f);for(let l=s;l<f;l++)n[o]=l,t[o]=l+1,o++;s=f;continue}let d=un(
e,s,c);d?(a(d.chars,s,d.end),s=d.end):(a("%",s,s+1),s++)}return{text:i,from:n.subarray(0,o),to:t.subarray(0,o)}}function Ne(e){
return J(e)?e-48:e>=65&&e<=70?e-55:e>=97&&e<=102?e-87:-1}function Be(e,r){let n=Ne(e.charCodeAt(r)),t=Ne(e.charCodeAt(r+
1));return n<0||t<0?-1:n*16+t}function un(e,r,n){if(n<128)return{chars:String.fromCharCode(n),end:r+3};let t=n>=194&&n<=
223?1:n>=224&&n<=239?2:n>=240&&n<=244?3:0;if(t===0)return null;let i=n&63>>t,o=r+3;for(let a=0;a<t;a++){let c=e.charCodeAt(
o)===37?Be(e,o+1):-1;if(c<128||c>191)return null;i=i<<6|c&63,o+=3}return i<(t===1?128:t===2?2048:65536)||i>1114111||i>=55296&&
i<=57343?null:{chars:String.fromCodePoint(i),end:o}}var re="-----BEGIN ",se="-----END ",Re="-----";function Ie(e,r){let n=R(
e,r,i=>Ke(i)||i===32,64);if(!e.startsWith(Re,n))return-1;let t=e.slice(r,n);return t.endsWith("PRIVATE KEY")||t.endsWith(
"PRIVATE KEY BLOCK")?n+Re.length:-1}var ln=/-----(BEGIN|END) [A-Z0-9 ]{0,64}PRIVATE KEY(?: BLOCK)?-----/g;function Jn(e,r,n=0){let t=(i,o)=>{let s=r;for(let a of i.
matchAll(ln))a.index+a[0].length>o&&(s=a[1]==="BEGIN");return s};return t(e,n)?!0:e.includes("\x1B")?t(K(e),K(e.slice(0,
n)).length):!1}function hn(e,r){let n=e.text;if(!n.includes(re))return;let t=[];for(let s=n.indexOf(se);s>=0;s=n.indexOf(se,s+1)){let a=Ie(
n,s+se.length);a>0&&t.push({start:s,end:a})}let i=0,o=0;for(;;){let s=n.indexOf(re,o);if(s<0)return;let a=Ie(n,s+re.length);
if(a<0){o=s+1;continue}for(;i<t.length&&t[i].start<a;)i++;let c;if(i<t.length)c=t[i].end,i++;else{for(c=j(e,a,Ge,0);n.charCodeAt(
c)===61;)c++;if(c===a){o=a;continue}}r.push({start:s,end:c,kind:"private-key"}),o=c}}var gn=255;function mn(e,r){let n=e.
text;if(!n.includes("gh")&&!n.includes("github_pat_"))return;let t=-1;for(let i of["ghp_","gho_","ghu_","ghr_","ghs_"])w(
e,i,S,o=>{let s=o+i.length;if(i==="ghs_"&&o>=t){let c=pn(e,s);if(c.end>0)return{end:c.end,kind:"github-token"};t=c.scanned}
let a=I(e,s,S,36);return a>0?{end:a,kind:"github-token"}:null},r);w(e,"github_pat_",S,i=>{let o=i+11,s=I(e,o,a=>S(a)||a===
95,82,{cap:gn-11});return s>0?{end:s,kind:"github-token"}:null},r)}function pn(e,r){let n=e.text,t=R(n,r,k),i={end:-1,scanned:t};
if(t===r||n.charCodeAt(t)!==46)return i;let o=R(n,t+1,k);if(o===t+1||n.charCodeAt(o)!==46)return i;let s=j(e,o+1,k,1);return s===
o+1||s-r<36?i:{end:s,scanned:t}}function bn(e,r){let n=e.text;w(e,"sk-",S,t=>{let i=t+3;if(n.startsWith("ant-",i)){let s=j(
e,i+4,k,80);return s-(i+4)>=80?{end:s,kind:"anthropic-key"}:null}for(let s of["proj-","svcacct-","admin-","None-"]){if(!n.
startsWith(s,i))continue;let a=j(e,i+s.length,k,40);return a-(i+s.length)>=40?{end:a,kind:"openai-key"}:null}let o=I(e,i,
S,48,{min:32});return o>0?{end:o,kind:"openai-key"}:null},r)}function yn(e,r){w(e,"AIza",k,n=>{let t=I(e,n+4,k,35,{sameLine:"\
exact",cap:36});return t>0?{end:t,kind:"google-api-key"}:null},r)}function kn(e,r){for(let n of["AKIA","ASIA"])w(e,n,S,t=>{
let i=I(e,t+4,Ke,16,{sameLine:"exact",cap:17});return i>0?{end:i,kind:"aws-key"}:null},r)}function An(e,r){let n=e.text,
t=-1;w(e,"eyJ",k,i=>{if(i<t)return null;let o=R(n,i,k);if(t=o,o-i<10||n.charCodeAt(o)!==46||!n.startsWith("ey",o+1))return null;
let s=R(n,o+1,k);return s-(o+1)<10||n.charCodeAt(s)!==46?null:{end:j(e,s+1,k,0),kind:"jwt"}},r)}function En(e,r){let n=e.
text;for(let t=n.indexOf("://");t>=0;t=n.indexOf("://",t+3)){if(t===0||!Qe(n.charCodeAt(t-1)))continue;let i=t+3,o=-1,s=-1,
a=i;for(;a<n.length;a++){let c=n.charCodeAt(a);if(en(c))break;c===58&&o<0?o=a:c===64&&(s=a)}o<0||s<0||o>s||o+1===s||n.startsWith(
C.markerPrefix,o+1)&&n.indexOf(C.markerSuffix,o+1)===s-1||r.push({start:o+1,end:s,kind:"url-password",from:t-1})}}export{b as a,G as b,On as c,Tn as d,x as e,oe as f,Bn as g,Fn as h,ie as i,Mn as j,Jn as k};

import{F as I,G,H as q,I as ye}from"./chunk-OZVA4VSG.js";import{A as Y,B as be,K as C,L as Z,b as O,c as he,e as ge,
f as me,g as pe,s as z,t as b}from"./chunk-ATJWCINQ.js";var Q=/[^"\\\u0000-\u001f]*/y,Ae=/-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y,ke=/[0-9a-fA-F]{4}/y,Ye=new Set(
['"',"\\","/","b","f","n","r","t"]),ne=class{#n=null;#e;constructor(r){this.#e=r}at(r){if(this.#n===null){let i=[0];for(let o=this.#e.
indexOf(`
`);o!==-1;o=this.#e.indexOf(`
`,o+1))i.push(o+1);this.#n=i}let n=this.#n,t=0,s=n.length-1;for(;t<s;){let i=t+s+1>>1;n[i]<=r?t=i:s=i-1}return`line ${t+
1}, column ${r-n[t]+1}`}};function Ze(e){let r;try{r=JSON.parse(e)}catch{return"text that is not JSON"}return r===null?"\
null":Array.isArray(r)?"an array":typeof r=="string"?"a string":typeof r=="number"?"a number":"a boolean"}function j(e,r){
if(r>=e.length)return"the end of the input";let n=e.codePointAt(r);return n<32||n===127?`U+${n.toString(16).toUpperCase().
padStart(4,"0")}`:n>126?`U+${n.toString(16).toUpperCase().padStart(4,"0")}`:`'${String.fromCodePoint(n)}'`}function ee(e,r){
let n=e.length;for(;r<n;){let t=e.charCodeAt(r);if(t!==32&&t!==10&&t!==13&&t!==9)break;r++}return r}function xe(e,r){let n=new ne(
e),t=[],s=new Map,i=r.maxKeyProblems??100,o=[],a=e.length,c=()=>o.map(m=>m.object?m.key:m.index),d=m=>({fatal:m,keyProblems:t,
rawNumbers:s}),f=(m,g,k=c())=>d({path:k,message:`invalid JSON at ${n.at(m)}: ${g}`}),h=(m,g=c())=>m.text?d({path:g,message:`\
at ${n.at(m.at)}: ${m.what}`}):f(m.at,m.what,g),u=()=>c().slice(0,-1),l=ee(e,0);if(l>=a)return d({path:[],message:"is em\
pty; a handoff is one JSON object"});if(e[l]!=="{")return d({path:[],message:`must be a JSON object, got ${Ze(e)}`});let p=0;
for(;;){if(l=ee(e,l),p===1){let g=o[o.length-1];if(g===void 0)return l<a?d({path:[],message:`unexpected text after the J\
SON object at ${n.at(l)}; a handoff is exactly one JSON object`}):d(null);let k=e[l];if(k===","){l++,g.object?p=3:(g.index++,
p=0);continue}if(g.object&&k==="}"||!g.object&&k==="]"){o.pop(),l++;continue}return f(l,`expected ',' or '${g.object?"}":
"]"}', found ${j(e,l)}`)}if(p===2||p===3){let g=o[o.length-1],k=e[l];if(k==="}"){if(p===3)return f(l,"a comma before '}'\
 (trailing commas are not JSON)",u());o.pop(),l++,p=1;continue}if(k!=='"')return f(l,`expected a key in double quotes, f\
ound ${j(e,l)}`,u());let $=l,_=Ce(e,l);if(typeof _!="number")return h(_,u());let A=e.slice(l+1,_-1),R=A.includes("\\")?JSON.
parse(e.slice(l,_)):A;if(l=ee(e,_),e[l]!==":")return f(l,`expected ':' after a key, found ${j(e,l)}`,u());l++,g.key=R;let ue=g.
seen,W=ue.get(R);t.length<i&&(r.forbiddenKeys.has(R)?t.push({path:c(),message:`key \`${R}\` is not allowed anywhere in a \
handoff (${n.at($)})`}):W!==void 0&&t.push({path:c(),message:`duplicate key (first at ${n.at(W)}, again at ${n.at($)}); \
a key may appear only once`})),W===void 0&&ue.set(R,$),p=0;continue}if(p===4){if(e[l]==="]"){o.pop(),l++,p=1;continue}p=
0}if(l>=a)return f(l,"unexpected end of input, expected a value");let m=e.charCodeAt(l);if(m===123||m===91){if(o.length>=
r.maxDepth)return d({path:c(),message:`nested deeper than ${r.maxDepth} levels`});let g=m===123;o.push({object:g,key:"",
index:0,seen:g?new Map:null}),l++,p=g?2:4;continue}if(m===34){let g=Ce(e,l);if(typeof g!="number")return h(g);l=g}else if(m===
45||m>=48&&m<=57){Ae.lastIndex=l;let g=Ae.exec(e),k=g===null?l:l+g[0].length;if(g===null||/[0-9.eE+-]/.test(e[k]??""))return f(
l,"invalid number");r.rawNumbersUnder!==void 0&&o.length===2&&o[0].key===r.rawNumbersUnder&&o[1].object&&s.set(o[1].key,
g[0]),l=k}else if(e.startsWith("true",l))l+=4;else if(e.startsWith("false",l))l+=5;else if(e.startsWith("null",l))l+=4;else
return f(l,`expected a value, found ${j(e,l)}`);p=1}}function Ee(e,r){return ke.lastIndex=r,ke.test(e)?Number.parseInt(e.
slice(r,r+4),16):-1}function Ce(e,r){let n=r+1;for(;;){if(Q.lastIndex=n,Q.test(e),n=Q.lastIndex,n>=e.length)return{at:r,
what:"unterminated string"};let t=e.charCodeAt(n);if(t===34)return n+1;if(t===92){let s=e[n+1]??"";if(Ye.has(s)){n+=2;continue}
if(s==="u"){let i=Ee(e,n+2);if(i===0)return{at:n,what:"the escape \\u0000 is a NUL character, which a handoff never holds",
text:!0};if(i>=55296&&i<=56319){let o=e.startsWith("\\u",n+6)?Ee(e,n+8):-1;if(o>=56320&&o<=57343){n+=12;continue}}if(i>=
55296&&i<=57343)return{at:n,what:`the escape \\u${e.slice(n+2,n+6)} is half of a surrogate pair, without its other half;\
 it is not text`,text:!0};if(i>=0){n+=6;continue}}return{at:n,what:"invalid escape in a string"}}return{at:n,what:`contr\
ol character ${j(e,n)} in a string must be escaped (\\n, \\t, \\u00XX)`}}}var F=100,M=new Set(be);function y(e,r){return{code:Y.invalid,severity:"error",path:e,message:r}}function te(e){let r=e===
"more"?`more than ${b.handoffFileBytes}`:String(e);return y("$",`is ${r} bytes; a handoff may be at most ${b.handoffFileBytes}\
 bytes (${b.handoffFileBytes/1024} KiB)`)}var P=(...e)=>({kind:"invalid",problems:e});function Jn(e){if(!(e instanceof Uint8Array))
throw q("parseHandoff","the handoff file's bytes (a Uint8Array or Buffer)",G(e),typeof e=="string"?"for text, call parse\
HandoffText":void 0);if(e.length>b.handoffFileBytes)return P(te(e.length));let r=pe(e);if(r.kind==="text")return _e(r.text);
let n=r.kind==="utf-16"?`: ${me}`:"";return P(y("$",`${r.problem}; a handoff is UTF-8 JSON${n}`))}function vn(e){if(typeof e!=
"string")throw q("parseHandoffText","the handoff as a string",G(e),e instanceof Uint8Array?"for bytes, call parseHandoff":
void 0);if(e.length>b.handoffFileBytes)return P(te(O(e)));let r=O(e);return r>b.handoffFileBytes?P(te(r)):_e(ge(e))}function _e(e){
let r=e.indexOf("\0");if(r!==-1){let f=qe(e,r);return P(y("$",`contains a NUL byte at line ${f.line}, column ${f.column}\
; a handoff is JSON text, which never holds one`))}let n=xe(e,{maxDepth:b.handoffDepth,forbiddenKeys:M,rawNumbersUnder:"\
data",maxKeyProblems:F}),t=n.keyProblems.map(f=>y(x(f.path),f.message));if(n.fatal)return P(...t,y(x(n.fatal.path),n.fatal.
message));let s=JSON.parse(e),i=s.version;if(typeof i=="number"&&Number.isInteger(i)&&i>z)return P(...t,y("$.version",`h\
andoff version ${i} is newer than this baton reads (${z})`));let o=s.data;if(o!==null&&typeof o=="object"&&!Array.isArray(
o)){let f=o;for(let[h,u]of n.rawNumbers)!M.has(h)&&typeof f[h]=="number"&&(f[h]=u)}let a=I.safeParse(s);if(!a.success){let f=n.
keyProblems.filter(u=>M.has(String(u.path[u.path.length-1]))).map(u=>x(u.path)),h=u=>f.some(l=>u===l||u.startsWith(`${l}\
.`)||u.startsWith(`${l}[`));for(let u of a.error.issues)for(let l of nn(u,s))h(l.path)||t.push(l)}if(t.length>0)return P(
...Ge(t));let c=a.data,d=[];return(c.status==="blocked"||c.status==="failure")&&c.failure===void 0&&d.push({code:Y.failureMissing,
severity:"warning",path:"$.failure",message:`missing while status is ${c.status}; say why in failure.reason`}),{kind:"va\
lid",handoff:c,warnings:d}}function Ge(e){return e.length<=F?e:[...e.slice(0,F),y("$",`${e.length-F} more problems not s\
hown`)]}function qe(e,r){let n=1,t=0;for(let s=e.indexOf(`
`);s!==-1&&s<r;s=e.indexOf(`
`,s+1))n++,t=s+1;return{line:n,column:r-t+1}}var Se=64;function x(e){let r="$";for(let n of e)typeof n=="number"?r+=`[${n}\
]`:/^[A-Za-z_][A-Za-z0-9_-]*$/.test(n)&&n.length<=Se?r+=`.${n}`:r+=n.length>Se?`[<key of ${n.length} characters>]`:`[${JSON.
stringify(n)}]`;return r}function Oe(e,r){let n=e;for(let t of r){if(n===null||typeof n!="object"||!Object.hasOwn(n,t))return;
n=n[t]}return n}function Qe(e){return e===null?"null":Array.isArray(e)?"an array":typeof e=="object"?"an object":typeof e==
"string"?"a string":typeof e=="number"?"a number":typeof e=="boolean"?"a boolean":typeof e}var en={string:"a string",number:"\
a number",int:"an integer",boolean:"a boolean",object:"an object",array:"an array",record:"an object"};function nn(e,r){
let n=e.path.filter(a=>typeof a!="symbol"),t=x(n),s=Oe(r,n),i=Oe(r,n.slice(0,-1)),o=s===void 0&&(n.length===0||i!==void 0);
switch(e.code){case"unrecognized_keys":{let a=rn(n);return e.keys.filter(c=>!M.has(c)).map(c=>y(x([...n,c]),tn(c,a)))}case"\
invalid_key":{let a=e.issues[0];return[y(t,a?.message??e.message)]}case"invalid_type":return o?[y(t,"required")]:[y(t,`m\
ust be ${en[e.expected]??e.expected}, got ${Qe(s)}`)];case"invalid_value":return o?[y(t,"required")]:[y(t,e.message)];case"\
too_big":return e.origin==="array"&&Array.isArray(s)?[y(t,`must have at most ${e.maximum} entries, has ${s.length}`)]:[y(
t,e.message)];default:return[y(t,e.message)]}}function tn(e,r){let n=ye(e,r);return n!==void 0?`unknown field; did you m\
ean \`${n}\`?`:`unknown field; known fields: ${r.join(", ")}`}function rn(e){let r=I,n=s=>{let i=s;for(;;){let o=i._zod.
def;if((o.type==="optional"||o.type==="default"||o.type==="nullable")&&o.innerType)i=o.innerType;else if(o.type==="pipe"&&
o.in)i=o.in;else return i}};for(let s of e){let i=n(r)._zod.def,o=i.type==="object"?i.shape?.[String(s)]:i.type==="array"?
i.element:void 0;if(o===void 0)return[];r=o}let t=n(r)._zod.def;return t.type==="object"&&t.shape?Object.keys(t.shape):[]}function re(e,r){if(e.charCodeAt(r)!==27)return-1;let n=e.charCodeAt(r+1);if(n===91){let t=r+2;for(;t<e.length&&e.charCodeAt(
t)>=48&&e.charCodeAt(t)<=63;)t++;for(;t<e.length&&e.charCodeAt(t)>=32&&e.charCodeAt(t)<=47;)t++;let s=e.charCodeAt(t);return s>=
64&&s<=126?t+1:-1}if(n===93){let t=Math.min(e.length,r+4096);for(let s=r+2;s<t;s++){let i=e.charCodeAt(s);if(i===7)return s+
1;if(i===27)return e.charCodeAt(s+1)===92?s+2:-1}}return-1}function K(e){if(!e.includes("\x1B"))return e;let r="",n=0;for(let t=e.indexOf("\x1B");t>=0;t=e.indexOf("\x1B",t+1)){let s=re(
e,t);s<0||(r+=e.slice(n,t),n=s,t=s-1)}return r+e.slice(n)}var Be={"secret-value":"known secret value","secret-value-url-encoded":"known secret value, URL-encoded","secret-value-b\
ase64":"known secret value, base64-encoded","private-key":"private key","github-token":"GitHub token","anthropic-key":"A\
nthropic API key","openai-key":"OpenAI API key","google-api-key":"Google API key","aws-key":"AWS access key id",jwt:"JSO\
N Web Token","url-password":"password in a URL"},D=new Map(Object.keys(Be).map((e,r)=>[e,r]));function N(e,r){if(e.length===
0)return{text:e,redactions:[]};let n=V(r),t=new Map,s=we(e,n,t);for(let i=0;i<=Pe&&s!==e&&s.includes("\x1B");i++){let o=we(
i<Pe?s:K(s),n,t);if(o===s)break;s=o}return s===e?{text:e,redactions:[]}:{text:s,redactions:[...t].map(([i,o])=>({kind:i,
count:o}))}}var Pe=3;function we(e,r,n){let t=Fe(e,r);if(t.length===0)return e;let s="",i=0;for(let o of Ve(t))s+=e.slice(
i,o.start)+Z(o.kind),i=o.end,n.set(o.kind,(n.get(o.kind)??0)+1);return s+e.slice(i)}function Fe(e,r){let n=$e(w(e,!1),r);
if(e.includes("\x1B"))for(let t of $e(w(e,!0),r))n.push(t);return n}function $e(e,r){let n=[];fe(e,r,n),On(e,n),Pn(e,n),
$n(e,n),Nn(e,n),Tn(e,n),Rn(e,n),In(e,n);for(let t of n){let s=e.origin[t.end-1]+1;t.start=e.origin[t.start],t.end=s,t.from!==
void 0&&(t.from=e.origin[t.from])}return n}function Zn(e,r){if(r.length===0||e.length===0)return!1;let n=[],t=V(r);return fe(w(e,!1),t,n),e.includes("\x1B")&&fe(w(
e,!0),t,n),n.length>0}function Gn(e,r){if(e.length===0)return[];let n=Fe(e,V(r)).map(t=>({...t,start:Math.min(t.start,t.
from??t.start)}));return Ve(n).map(({start:t,end:s})=>({start:t,end:s}))}function qn(e,r,n,t=N(e,n).text){let s=N(e.slice(
0,r),n).text;return t.startsWith(s)&&t.slice(s.length)===N(e.slice(r),n).text}var sn=["ghp_","gho_","ghu_","ghr_","ghs_",
"github_pat_","sk-","AIza","AKIA","ASIA","eyJ"];function Qn(e,r){return Me(e,r,!0)>=0}function et(e,r){return Me(e,r,!1)}function Me(e,r,n){let t=e.replace(/(?:\r\n|\r|\n)$/,
"");if(t==="")return-1;let s=Math.max(t.lastIndexOf(`
`),t.lastIndexOf("\r"))+1,i=t.slice(s),o=-1,a=h=>{h>=0&&(o===-1||h<o)&&(o=h)};Sn(t,!1)&&a(Math.max(0,t.lastIndexOf("----\
-BEGIN")));let c=/-[A-Z0-9 ]*$/.exec(i);(c!==null||/-[A-Z0-9 ]*$/.test(K(i)))&&a(s+(c?.index??0));let d=V(r),f=[w(t,!1)];
t.includes("\x1B")&&f.push(w(t,!0));for(let h of f){let u=A=>h.origin[A]??s,l=h.text,p=on(h);p>=0&&a(u(p));let m=an(l);if(m>=
0&&a(u(m)),d.joined.length===0)continue;let g=Ne(l,d.joined);g>=0&&a(u(g));let k=We(l);if(/%[0-9A-Fa-f]{0,2}$/.test(l)||
k!==null&&Ne(k.text,d.decoded)>=0){let A=l.length;for(;A>0&&Je(l.charCodeAt(A-1));)A--;a(A<l.length?u(A):s)}if(!n)continue;
let $=d.joined.filter(A=>A.base64);if($.length===0)continue;let _=l.replace(/=+$/,"");(i.length>=de&&H(l.charCodeAt(l.length-
1))||$.some(({text:A})=>_.endsWith(A)||_.slice(0,-1).endsWith(A)))&&a(s)}return o}function Ne(e,r){let n=e.charCodeAt(e.
length-1),t=-1;for(let{text:s}of r)for(let i=Math.min(s.length-1,e.length);i>=1;i--)if(s.charCodeAt(i-1)===n&&e.endsWith(
s.slice(0,i))){(t===-1||e.length-i<t)&&(t=e.length-i);break}return t}function on(e){let r=e.text,n=r.length;for(;n>0&&Je(
r.charCodeAt(n-1));)n--;for(let t=n;t<r.length;t++){if(t!==n&&e.afterBreak[t]===0&&S(r.charCodeAt(t-1)))continue;let s=r.
length-t;for(let i of sn)if(s>=i.length?r.startsWith(i,t):i.startsWith(r.slice(t)))return t}return-1}var Je=e=>H(e)||e===
46||e===61;function an(e){let r=e.lastIndexOf("://");if(r<=0||!ce(e.charCodeAt(r-1)))return-1;for(let t=r+3;t<e.length;t++)
if(Xe(e.charCodeAt(t)))return-1;let n=r;for(;n>0&&ce(e.charCodeAt(n-1));)n--;return n}function oe(e){return`redacted ${e.
map(({kind:n,count:t})=>`${t} \xD7 ${Be[n]??n} as ${Z(n)}`).join(", ")}`}function nt(e,r){let n=[],t=(a,c)=>n.push({code:C.
problemCode,severity:"warning",path:a,message:c}),s=(a,c,d)=>{let f=N(a,r);if(f.redactions.length===0)return a;let h=ve(
f.text,d),u=h===f.text?"":`; the text was then cut to its limit of ${d} UTF-8 bytes`;return t(c,`${oe(f.redactions)}${u}`),
h},i=(a,c)=>a?.map((d,f)=>s(d,x([...c,f]),b.shortTextBytes)),o={...e};if(o.summary=s(e.summary,"$.summary",b.summaryBytes),
e.detail!==void 0&&(o.detail=s(e.detail,"$.detail",b.detailBytes)),e.data!==void 0&&(o.data=cn(e.data,r,s,t)),e.next!==void 0){
let a=N(e.next.stage,r);a.redactions.length>0?(delete o.next,t("$.next.stage",`${oe(a.redactions)}; a stage id cannot ho\
ld the marker, so the route (next) was removed`)):o.next={...e.next,...e.next.reason===void 0?{}:{reason:s(e.next.reason,
"$.next.reason",b.shortTextBytes)}}}if(e.expectations!==void 0){let a=e.expectations;o.expectations={...a,...a.deliverables&&
{deliverables:i(a.deliverables,["expectations","deliverables"])},...a.acceptance&&{acceptance:i(a.acceptance,["expectati\
ons","acceptance"])},...a.constraints&&{constraints:i(a.constraints,["expectations","constraints"])}}}if(e.failure!==void 0){
let a=e.failure;o.failure={...a,reason:s(a.reason,"$.failure.reason",b.shortTextBytes),...a.blockers&&{blockers:i(a.blockers,
["failure","blockers"])},...a.questions&&{questions:i(a.questions,["failure","questions"])}}}return e.artifacts!==void 0&&
(o.artifacts=e.artifacts.map((a,c)=>({...a,path:s(a.path,x(["artifacts",c,"path"]),1024),...a.description===void 0?{}:{description:s(
a.description,x(["artifacts",c,"description"]),b.shortTextBytes)}}))),{handoff:I.parse(o),problems:n}}function cn(e,r,n,t){
let s=new Set(Object.keys(e)),i=[];for(let[a,c]of Object.entries(e)){let d=a,f=N(a,r);if(f.redactions.length>0){let u=1;
for(;s.has(`redacted_${u}`);)u++;d=`redacted_${u}`,s.add(d),t("$.data",`a key held a secret: ${oe(f.redactions)}; the ke\
y was renamed ${d}`)}let h=n(c,x(["data",d]),b.dataBytes);i.push([d,h,h!==c])}let o=i.reduce((a,[c,d])=>a+O(c)+O(d),0)-b.
dataBytes;for(let a=i.length-1;a>=0&&o>0;a--){let c=i[a];if(!c[2])continue;let d=O(c[1]),f=ve(c[1],Math.max(0,d-o));o-=d-
O(f),c[1]=f,t(x(["data",c[0]]),`cut to ${O(f)} UTF-8 bytes so data stays within ${b.dataBytes} bytes after redaction`)}return Object.
fromEntries(i.map(([a,c])=>[a,c]))}function ve(e,r){if(O(e)<=r)return e;let n=he(e,r).length,t=e.lastIndexOf(C.markerPrefix,
n-1);if(t>=0){let s=e.indexOf(C.markerSuffix,t);(s<0||s>=n)&&(n=t)}return e.slice(0,n)}var ae=class{text;#n;#e;#t;constructor(r,n){
this.text=r,this.#n=n}get origin(){return this.#e===void 0&&this.#r(),this.#e}get afterBreak(){return this.#t===void 0&&
this.#r(),this.#t}#r(){let r=new Uint32Array(this.text.length),n=new Uint8Array(this.text.length),t=this.#n,s=0;for(let i=0;i<
t.length;i+=3){n[s]=t[i+2];for(let o=t[i];o<t[i+1];o++)r[s++]=o}this.#e=r,this.#t=n}},Te=10,Re=13,dn=27,fn=2;function w(e,r){
let n=e.length,t=[],s=[],i=0,o=0,a=(u,l,p)=>{u>i&&(t.push(i,u,o),s.push(e.slice(i,u)),o=0),(p===1||o===0)&&(o=p),i=l},c=e.
indexOf(`
`),d=e.indexOf("\r"),f=r?e.indexOf("\x1B"):-1,h=0;for(;h<n;){c>=0&&c<h&&(c=e.indexOf(`
`,h)),d>=0&&d<h&&(d=e.indexOf("\r",h)),f>=0&&f<h&&(f=e.indexOf("\x1B",h));let u=n;if(c>=0&&(u=c),d>=0&&d<u&&(u=d),f>=0&&
f<u&&(u=f),u===n)break;let l=e.charCodeAt(u);if(l===dn){let g=re(e,u);g>0?(a(u,g,fn),h=g):h=u+1;continue}let p=u+(l===Re&&
e.charCodeAt(u+1)===Te?2:1);for(;p<n&&ln(e.charCodeAt(p));)p++;let m=e.charCodeAt(p);m!==Te&&m!==Re?(a(u,p,1),h=p):h=u+1}
return n>i&&(t.push(i,n,o),s.push(e.slice(i))),new ae(s.length===1?s[0]:s.join(""),t)}var ln=e=>e===32||e===9,X=e=>e>=48&&
e<=57,le=e=>e>=65&&e<=90,De=e=>e>=97&&e<=122,S=e=>X(e)||le(e)||De(e),He=e=>X(e)||le(e),E=e=>S(e)||e===45||e===95,H=e=>E(
e)||e===43||e===47,un=e=>S(e)||e===43||e===47,ce=e=>S(e)||e===43||e===45||e===46,Xe=e=>e<=32||e===47||e===63||e===35||e===
34||e===39||e===60||e===62||e===96||e===92;function L(e,r,n,t=Number.POSITIVE_INFINITY){let s=Math.min(e.length,r+t),i=r;
for(;i<s&&n(e.charCodeAt(i));)i++;return i}function hn(e,r,n){return r===0||e.afterBreak[r]!==0||!n(e.text.charCodeAt(r-
1))}function Ve(e){e.sort((n,t)=>n.start-t.start||t.end-n.end);let r=[];for(let n of e){let t=r[r.length-1];t&&n.start<t.
end?(t.end=Math.max(t.end,n.end),D.get(n.kind)<D.get(t.kind)&&(t.kind=n.kind)):r.push({...n})}return r}function T(e,r,n,t,s){
let i=e.text,o=0;for(;;){let a=i.indexOf(r,o);if(a<0)return;let c=hn(e,a,n)?t(a):null;c?(s.push({start:a,end:c.end,kind:c.
kind}),o=c.end):o=a+1}}function U(e,r,n,t,s={}){let{sameLine:i="at-least",min:o=t,cap:a=Number.POSITIVE_INFINITY}=s,c=e.
text,d=Math.min(c.length,r+a),f=r,h=-1;for(;f<d&&n(c.charCodeAt(f));)h<0&&e.afterBreak[f]===1&&(h=f),f++;let u=(h<0?f:h)-
r;return u>=t?i==="exact"&&u>t?-1:r+u:f-r>=t?r+t:u>=o?r+u:-1}function B(e,r,n,t){let s=e.text,i=Ie(e,r,n);for(;i<s.length&&
e.afterBreak[i]===1&&n(s.charCodeAt(i));){let o=Ie(e,i,n);if(i-r>=t&&!gn(s,i,o))break;i=o}return i}function Ie(e,r,n){let t=e.
text,s=r;for(s<t.length&&n(t.charCodeAt(s))&&s++;s<t.length&&e.afterBreak[s]!==1&&n(t.charCodeAt(s));)s++;return s}function gn(e,r,n){
let t=!1,s=!1,i=!1;for(let a=r;a<n;a++){let c=e.charCodeAt(a);X(c)?t=!0:le(c)?s=!0:De(c)&&(i=!0)}let o=n-r;return o>=8&&
t&&(s||i)||o>=24&&s&&i}var J;function V(e){return(J===void 0||!mn(J.list,e))&&(J={list:[...e],needles:bn(e)}),J.needles}
function mn(e,r){if(e.length!==r.length)return!1;for(let n=0;n<e.length;n++)if(e[n]!==r[n])return!1;return!0}var pn=16;function bn(e){
let r=new Map,n=new Map,t=(s,i,o,a)=>{let c=s.get(i);(!c||D.get(o)<D.get(c.kind))&&s.set(i,{text:i,kind:o,base64:a})};for(let s of e){
if(typeof s!="string")continue;let i=s.trim();if(i.length<C.minSecretLength)continue;let o=new Set([w(i,!1).text,w(i,!0).
text]),a=i.split(/\r\n|\n|\r/).map(d=>d.trim());if(a.length>1)for(let d of a)d.length>=C.minSecretLength&&o.add(d);if(a.
length===1)for(let d of[...i.matchAll(/ /g)].slice(0,pn))t(r,i.slice(0,d.index)+i.slice(d.index+1),"secret-value",!1);for(let d of o)
if(!(d.length<C.minSecretLength)){t(r,d,"secret-value",!1);for(let f of yn(d))t(r,f,"secret-value",!1);t(n,d,"secret-val\
ue-url-encoded",!1),d.includes(" ")&&(t(r,d.replaceAll(" ","+"),"secret-value-url-encoded",!1),t(n,d.replaceAll(" ","+"),
"secret-value-url-encoded",!1))}let c=new Set([i,...a.length>1?a:[]]);for(let d of c)if(!(d.length<C.minSecretLength))for(let f of kn(
d))t(r,f,"secret-value-base64",!0),t(n,f,"secret-value-base64",!0)}return{joined:[...r.values()],decoded:[...n.values()]}}
function yn(e){let r=JSON.stringify(e).slice(1,-1),n=r.replace(/[\u0080-\uffff]/g,t=>`\\u${t.charCodeAt(0).toString(16).
padStart(4,"0")}`);return[...new Set([r,n])].filter(t=>t!==e)}var v="ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxy\
z0123456789+/";function An(e){let r="";for(let n=0;n<e.length;n+=3){let t=e[n]<<16|(e[n+1]??0)<<8|(e[n+2]??0);r+=v[t>>18&
63]+v[t>>12&63],r+=v[t>>6&63]+v[t&63]}return r}function kn(e){let r=new TextEncoder().encode(e),n=new Set;for(let t=0;t<
3;t++){let s=new Uint8Array(t+r.length+2);s.set(r,t);let i=An(s),o=Math.ceil(8*t/6),a=Math.floor(8*(t+r.length)/6),c=i.slice(
o,a);c.length<C.minSecretLength||(n.add(c),n.add(c.replaceAll("+","-").replaceAll("/","_")))}return[...n]}var de=60;function fe(e,r,n){
if(r.joined.length===0)return;let t=e.text,s=a=>{if(e.afterBreak[a]!==1)return!0;let c=a-1;for(;c>0&&a-c<de&&e.afterBreak[c]!==
1;)c--;return a-c>=de},i=(a,c)=>{let d=a,f=c;for(d>0&&H(t.charCodeAt(d-1))&&s(d)&&d--,H(t.charCodeAt(f))&&s(f)&&f++;t.charCodeAt(
f)===61;)f++;return[d,f]};for(let a of r.joined)je(t,a.text,(c,d)=>{let[f,h]=a.base64?i(c,d):[c,d];n.push({start:f,end:h,
kind:a.kind})});let o=We(t);if(o)for(let a of r.decoded)je(o.text,a.text,(c,d)=>{let f=o.from[c],h=o.to[d-1],[u,l]=a.base64?
i(f,h):[f,h];n.push({start:u,end:l,kind:a.kind})})}function je(e,r,n){let t=-1,s=-1;for(let i=e.indexOf(r);i>=0;i=e.indexOf(
r,i+1)){if(i<s){s=i+r.length;continue}t>=0&&n(t,s),t=i,s=i+r.length}t>=0&&n(t,s)}function We(e){if(!e.includes("%"))return null;
let r=e.length,n=new Uint32Array(r),t=new Uint32Array(r),s="",i=0,o=0,a=(c,d,f)=>{s+=c;for(let h=0;h<c.length;h++)n[i]=d,
t[i]=f,i++};for(;o<r;){let c=e.charCodeAt(o)===37?ze(e,o+1):-1;if(c<0){let f=e.indexOf("%",o+1);f<0&&(f=r),s+=e.slice(o,
f);for(let h=o;h<f;h++)n[i]=h,t[i]=h+1,i++;o=f;continue}let d=En(e,o,c);d?(a(d.chars,o,d.end),o=d.end):(a("%",o,o+1),o++)}
return{text:s,from:n.subarray(0,i),to:t.subarray(0,i)}}function Ke(e){return X(e)?e-48:e>=65&&e<=70?e-55:e>=97&&e<=102?e-
87:-1}function ze(e,r){let n=Ke(e.charCodeAt(r)),t=Ke(e.charCodeAt(r+1));return n<0||t<0?-1:n*16+t}function En(e,r,n){if(n<
128)return{chars:String.fromCharCode(n),end:r+3};let t=n>=194&&n<=223?1:n>=224&&n<=239?2:n>=240&&n<=244?3:0;if(t===0)return null;
let s=n&63>>t,i=r+3;for(let a=0;a<t;a++){let c=e.charCodeAt(i)===37?ze(e,i+1):-1;if(c<128||c>191)return null;s=s<<6|c&63,
i+=3}return s<(t===1?128:t===2?2048:65536)||s>1114111||s>=55296&&s<=57343?null:{chars:String.fromCodePoint(s),end:i}}var se="\
-----BEGIN ",ie="-----END ",Le="-----";function Ue(e,r){let n=L(e,r,s=>He(s)||s===32,64);if(!e.startsWith(Le,n))return-1;
let t=e.slice(r,n);return t.endsWith("PRIVATE KEY")||t.endsWith("PRIVATE KEY BLOCK")?n+Le.length:-1}var Cn=/-----(BEGIN|END) [A-Z0-9 ]{0,64}PRIVATE KEY(?: BLOCK)?-----/,xn=new RegExp(Cn.source,"g");function Sn(e,r,n=0){let t=(s,i)=>{
let o=r;for(let a of s.matchAll(xn))a.index+a[0].length>i&&(o=a[1]==="BEGIN");return o};return t(e,n)?!0:e.includes("\x1B")?
t(K(e),K(e.slice(0,n)).length):!1}function On(e,r){let n=e.text;if(!n.includes(se))return;let t=[];for(let o=n.indexOf(ie);o>=0;o=n.indexOf(ie,o+1)){let a=Ue(
n,o+ie.length);a>0&&t.push({start:o,end:a})}let s=0,i=0;for(;;){let o=n.indexOf(se,i);if(o<0)return;let a=Ue(n,o+se.length);
if(a<0){i=o+1;continue}for(;s<t.length&&t[s].start<a;)s++;let c;if(s<t.length)c=t[s].end,s++;else{for(c=B(e,a,un,0);n.charCodeAt(
c)===61;)c++;if(c===a){i=a;continue}}r.push({start:o,end:c,kind:"private-key"}),i=c}}var _n=255;function Pn(e,r){let n=e.
text;if(!n.includes("gh")&&!n.includes("github_pat_"))return;let t=-1;for(let s of["ghp_","gho_","ghu_","ghr_","ghs_"])T(
e,s,S,i=>{let o=i+s.length;if(s==="ghs_"&&i>=t){let c=wn(e,o);if(c.end>0)return{end:c.end,kind:"github-token"};t=c.scanned}
let a=U(e,o,S,36);return a>0?{end:a,kind:"github-token"}:null},r);T(e,"github_pat_",S,s=>{let i=s+11,o=U(e,i,a=>S(a)||a===
95,82,{cap:_n-11});return o>0?{end:o,kind:"github-token"}:null},r)}function wn(e,r){let n=e.text,t=L(n,r,E),s={end:-1,scanned:t};
if(t===r||n.charCodeAt(t)!==46)return s;let i=L(n,t+1,E);if(i===t+1||n.charCodeAt(i)!==46)return s;let o=B(e,i+1,E,1);return o===
i+1||o-r<36?s:{end:o,scanned:t}}function $n(e,r){let n=e.text;T(e,"sk-",S,t=>{let s=t+3;if(n.startsWith("ant-",s)){let o=B(
e,s+4,E,80);return o-(s+4)>=80?{end:o,kind:"anthropic-key"}:null}for(let o of["proj-","svcacct-","admin-","None-"]){if(!n.
startsWith(o,s))continue;let a=B(e,s+o.length,E,40);return a-(s+o.length)>=40?{end:a,kind:"openai-key"}:null}let i=U(e,s,
S,48,{min:32});return i>0?{end:i,kind:"openai-key"}:null},r)}function Nn(e,r){T(e,"AIza",E,n=>{let t=U(e,n+4,E,35,{sameLine:"\
exact",cap:36});return t>0?{end:t,kind:"google-api-key"}:null},r)}function Tn(e,r){for(let n of["AKIA","ASIA"])T(e,n,S,t=>{
let s=U(e,t+4,He,16,{sameLine:"exact",cap:17});return s>0?{end:s,kind:"aws-key"}:null},r)}function Rn(e,r){let n=e.text,
t=-1;T(e,"eyJ",E,s=>{if(s<t)return null;let i=L(n,s,E);if(t=i,i-s<10||n.charCodeAt(i)!==46||!n.startsWith("ey",i+1))return null;
let o=L(n,i+1,E);return o-(i+1)<10||n.charCodeAt(o)!==46?null:{end:B(e,o+1,E,0),kind:"jwt"}},r)}function In(e,r){let n=e.
text;for(let t=n.indexOf("://");t>=0;t=n.indexOf("://",t+3)){if(t===0||!ce(n.charCodeAt(t-1)))continue;let s=t+3,i=-1,o=-1,
a=s;for(;a<n.length;a++){let c=n.charCodeAt(a);if(Xe(c))break;c===58&&i<0?i=a:c===64&&(o=a)}i<0||o<0||i>o||i+1===o||n.startsWith(
C.markerPrefix,i+1)&&n.indexOf(C.markerSuffix,i+1)===o-1||r.push({start:i+1,end:o,kind:"url-password",from:t-1})}}export{y as a,te as b,Jn as c,vn as d,x as e,K as f,N as g,Zn as h,Gn as i,qn as j,Qn as k,et as l,oe as m,nt as n,Sn as o};

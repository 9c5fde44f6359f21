import{d as P}from"./chunk-OKFZ7BVP.js";import{E as L,F as Z,Na as z,b as U,f as H,g as J,h as Y,ia as x,pa as W,w as F,
wa as q,x as w}from"./chunk-WXLRAERB.js";import{a as ce}from"./chunk-5A7QKWCT.js";import{d as ue}from"./chunk-3NR5HZ6E.js";function le(e,t){let n=Array.from({length:e.length+1},(r,i)=>Array.from({length:t.length+1},(s,o)=>i===0?o:o===0?i:0));for(let r=1;r<=
e.length;r+=1)for(let i=1;i<=t.length;i+=1){let s=e[r-1]===t[i-1]?0:1,o=Math.min(n[r-1][i]+1,n[r][i-1]+1,n[r-1][i-1]+s);
r>1&&i>1&&e[r-1]===t[i-2]&&e[r-2]===t[i-1]&&(o=Math.min(o,n[r-2][i-2]+1)),n[r][i]=o}return n[e.length][t.length]}function _(e,t){
let n=e.toLowerCase(),r=n.length<=3?1:Math.max(2,Math.floor(n.length/3)),i,s=Number.POSITIVE_INFINITY;for(let o of t){let u=o.
toLowerCase(),f=n.length>=3&&u.startsWith(n)?1:le(n,u);f<s&&f<=r&&f<n.length&&(i=o,s=f)}return i}function Pe(e){return/\bdid you mean\b/.
test(e)}function xe(e,t){let n=_(e,t);return n===void 0?"":`; did you mean ${n}?`}function _e(e,t){let n=_(e,t);return n===
void 0?"":` (did you mean ${n}?)`}function de(e){return typeof e=="string"?JSON.stringify(e):typeof e=="number"||typeof e=="boolean"||typeof e=="bigint"||
e==null?String(e):Array.isArray(e)?"a list":e instanceof Uint8Array?"a Uint8Array":typeof e=="function"?"a function":"an\
 object"}function Re(e){return typeof e=="string"?"an empty string":JSON.stringify(e)??String(e)}function I(e){return typeof e==
"string"?"a string":de(e)}function j(e,t,n,r,i){return new P("usage",ge(t,n,r),{where:e,details:i})}function ge(e,t,n){return`\
takes ${e}, not ${t}${n===void 0?"":`: ${n}`}`}var M=/[^"\\\u0000-\u001f]*/y,G=/-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y,Q=/[0-9a-fA-F]{4}/y,he=new Set([
'"',"\\","/","b","f","n","r","t"]),X=class{#e=null;#n;constructor(t){this.#n=t}at(t){if(this.#e===null){let s=[0];for(let o=this.#n.
indexOf(`
`);o!==-1;o=this.#n.indexOf(`
`,o+1))s.push(o+1);this.#e=s}let n=this.#e,r=0,i=n.length-1;for(;r<i;){let s=r+i+1>>1;n[s]<=t?r=s:i=s-1}return`line ${r+
1}, column ${t-n[r]+1}`}};function me(e){let t;try{t=JSON.parse(e)}catch{return"text that is not JSON"}return t===null?"\
null":Array.isArray(t)?"an array":typeof t=="string"?"a string":typeof t=="number"?"a number":"a boolean"}function $(e,t){
if(t>=e.length)return"the end of the input";let n=e.codePointAt(t);return n<32||n===127?`U+${n.toString(16).toUpperCase().
padStart(4,"0")}`:n>126?`U+${n.toString(16).toUpperCase().padStart(4,"0")}`:`'${String.fromCodePoint(n)}'`}function K(e,t){
let n=e.length;for(;t<n;){let r=e.charCodeAt(t);if(r!==32&&r!==10&&r!==13&&r!==9)break;t++}return t}function te(e,t){let n=new X(
e),r=[],i=new Map,s=t.maxKeyProblems??100,o=[],u=e.length,f=()=>o.map(l=>l.object?l.key:l.index),b=l=>({fatal:l,keyProblems:r,
rawNumbers:i}),d=(l,c,y=f())=>b({path:y,message:`invalid JSON at ${n.at(l)}: ${c}`}),E=(l,c=f())=>l.text?b({path:c,message:`\
at ${n.at(l.at)}: ${l.what}`}):d(l.at,l.what,c),h=()=>f().slice(0,-1),a=K(e,0);if(a>=u)return b({path:[],message:"is emp\
ty; a handoff is one JSON object"});if(e[a]!=="{")return b({path:[],message:`must be a JSON object, got ${me(e)}`});let p=0;
for(;;){if(a=K(e,a),p===1){let c=o[o.length-1];if(c===void 0)return a<u?b({path:[],message:`unexpected text after the JS\
ON object at ${n.at(a)}; a handoff is exactly one JSON object`}):b(null);let y=e[a];if(y===","){a++,c.object?p=3:(c.index++,
p=0);continue}if(c.object&&y==="}"||!c.object&&y==="]"){o.pop(),a++;continue}return d(a,`expected ',' or '${c.object?"}":
"]"}', found ${$(e,a)}`)}if(p===2||p===3){let c=o[o.length-1],y=e[a];if(y==="}"){if(p===3)return d(a,"a comma before '}'\
 (trailing commas are not JSON)",h());o.pop(),a++,p=1;continue}if(y!=='"')return d(a,`expected a key in double quotes, f\
ound ${$(e,a)}`,h());let R=a,S=ne(e,a);if(typeof S!="number")return E(S,h());let V=e.slice(a+1,S-1),A=V.includes("\\")?JSON.
parse(e.slice(a,S)):V;if(a=K(e,S),e[a]!==":")return d(a,`expected ':' after a key, found ${$(e,a)}`,h());a++,c.key=A;let v=c.
seen,N=v.get(A);r.length<s&&(t.forbiddenKeys.has(A)?r.push({path:f(),message:`key \`${A}\` is not allowed anywhere in a h\
andoff (${n.at(R)})`}):N!==void 0&&r.push({path:f(),message:`duplicate key (first at ${n.at(N)}, again at ${n.at(R)}); a\
 key may appear only once`})),N===void 0&&v.set(A,R),p=0;continue}if(p===4){if(e[a]==="]"){o.pop(),a++,p=1;continue}p=0}
if(a>=u)return d(a,"unexpected end of input, expected a value");let l=e.charCodeAt(a);if(l===123||l===91){if(o.length>=t.
maxDepth)return b({path:f(),message:`nested deeper than ${t.maxDepth} levels`});let c=l===123;o.push({object:c,key:"",index:0,
seen:c?new Map:null}),a++,p=c?2:4;continue}if(l===34){let c=ne(e,a);if(typeof c!="number")return E(c);a=c}else if(l===45||
l>=48&&l<=57){G.lastIndex=a;let c=G.exec(e),y=c===null?a:a+c[0].length;if(c===null||/[0-9.eE+-]/.test(e[y]??""))return d(
a,"invalid number");t.rawNumbersUnder!==void 0&&o.length===2&&o[0].key===t.rawNumbersUnder&&o[1].object&&i.set(o[1].key,
c[0]),a=y}else if(e.startsWith("true",a))a+=4;else if(e.startsWith("false",a))a+=5;else if(e.startsWith("null",a))a+=4;else
return d(a,`expected a value, found ${$(e,a)}`);p=1}}function ee(e,t){return Q.lastIndex=t,Q.test(e)?Number.parseInt(e.slice(
t,t+4),16):-1}function ne(e,t){let n=t+1;for(;;){if(M.lastIndex=n,M.test(e),n=M.lastIndex,n>=e.length)return{at:t,what:"\
unterminated string"};let r=e.charCodeAt(n);if(r===34)return n+1;if(r===92){let i=e[n+1]??"";if(he.has(i)){n+=2;continue}
if(i==="u"){let s=ee(e,n+2);if(s===0)return{at:n,what:"the escape \\u0000 is a NUL character, which a handoff never holds",
text:!0};if(s>=55296&&s<=56319){let o=e.startsWith("\\u",n+6)?ee(e,n+8):-1;if(o>=56320&&o<=57343){n+=12;continue}}if(s>=
55296&&s<=57343)return{at:n,what:`the escape \\u${e.slice(n+2,n+6)} is half of a surrogate pair, without its other half;\
 it is not text`,text:!0};if(s>=0){n+=6;continue}}return{at:n,what:"invalid escape in a string"}}return{at:n,what:`contr\
ol character ${$(e,n)} in a string must be escaped (\\n, \\t, \\u00XX)`}}}var C=100,T=new Set(Z);function m(e,t){return{code:L.invalid,severity:"error",path:e,message:t}}function B(e){let t=e===
"more"?`more than ${w.handoffFileBytes}`:String(e);return m("$",`is ${t} bytes; a handoff may be at most ${w.handoffFileBytes}\
 bytes (${w.handoffFileBytes/1024} KiB)`)}var k=(...e)=>({kind:"invalid",problems:e});function Ke(e){if(!(e instanceof Uint8Array))
throw j("parseHandoff","the handoff file's bytes (a Uint8Array or Buffer)",I(e),typeof e=="string"?"for text, call parse\
HandoffText":void 0);if(e.length>w.handoffFileBytes)return k(B(e.length));let t=Y(e);if(t.kind==="text")return oe(t.text);
let n=t.kind==="utf-16"?`: ${J}`:"";return k(m("$",`${t.problem}; a handoff is UTF-8 JSON${n}`))}function Xe(e){if(typeof e!=
"string")throw j("parseHandoffText","the handoff as a string",I(e),e instanceof Uint8Array?"for bytes, call parseHandoff":
void 0);if(e.length>w.handoffFileBytes)return k(B(U(e)));let t=U(e);return t>w.handoffFileBytes?k(B(t)):oe(H(e))}function oe(e){
let t=e.indexOf("\0");if(t!==-1){let d=ye(e,t);return k(m("$",`contains a NUL byte at line ${d.line}, column ${d.column}\
; a handoff is JSON text, which never holds one`))}let n=te(e,{maxDepth:w.handoffDepth,forbiddenKeys:T,rawNumbersUnder:"\
data",maxKeyProblems:C}),r=n.keyProblems.map(d=>m(O(d.path),d.message));if(n.fatal)return k(...r,m(O(n.fatal.path),n.fatal.
message));let i=JSON.parse(e),s=i.version;if(typeof s=="number"&&Number.isInteger(s)&&s>F)return k(...r,m("$.version",`h\
andoff version ${s} is newer than this baton reads (${F})`));let o=i.data;if(o!==null&&typeof o=="object"&&!Array.isArray(
o)){let d=o;for(let[E,h]of n.rawNumbers)!T.has(E)&&typeof d[E]=="number"&&(d[E]=h)}let u=z.safeParse(i);if(!u.success){let d=n.
keyProblems.filter(h=>T.has(String(h.path[h.path.length-1]))).map(h=>O(h.path)),E=h=>d.some(a=>h===a||h.startsWith(`${a}\
.`)||h.startsWith(`${a}[`));for(let h of u.error.issues)for(let a of we(h,i))E(a.path)||r.push(a)}if(r.length>0)return k(
...pe(r));let f=u.data,b=[];return(f.status==="blocked"||f.status==="failure")&&f.failure===void 0&&b.push({code:L.failureMissing,
severity:"warning",path:"$.failure",message:`missing while status is ${f.status}; say why in failure.reason`}),{kind:"va\
lid",handoff:f,warnings:b}}function pe(e){return e.length<=C?e:[...e.slice(0,C),m("$",`${e.length-C} more problems not s\
hown`)]}function ye(e,t){let n=1,r=0;for(let i=e.indexOf(`
`);i!==-1&&i<t;i=e.indexOf(`
`,i+1))n++,r=i+1;return{line:n,column:t-r+1}}var re=64;function O(e){let t="$";for(let n of e)typeof n=="number"?t+=`[${n}\
]`:/^[A-Za-z_][A-Za-z0-9_-]*$/.test(n)&&n.length<=re?t+=`.${n}`:t+=n.length>re?`[<key of ${n.length} characters>]`:`[${JSON.
stringify(n)}]`;return t}function ie(e,t){let n=e;for(let r of t){if(n===null||typeof n!="object"||!Object.hasOwn(n,r))return;
n=n[r]}return n}function be(e){return e===null?"null":Array.isArray(e)?"an array":typeof e=="object"?"an object":typeof e==
"string"?"a string":typeof e=="number"?"a number":typeof e=="boolean"?"a boolean":typeof e}var Ee={string:"a string",number:"\
a number",int:"an integer",boolean:"a boolean",object:"an object",array:"an array",record:"an object"};function we(e,t){
let n=e.path.filter(u=>typeof u!="symbol"),r=O(n),i=ie(t,n),s=ie(t,n.slice(0,-1)),o=i===void 0&&(n.length===0||s!==void 0);
switch(e.code){case"unrecognized_keys":{let u=Se(n);return e.keys.filter(f=>!T.has(f)).map(f=>m(O([...n,f]),ke(f,u)))}case"\
invalid_key":{let u=e.issues[0];return[m(r,u?.message??e.message)]}case"invalid_type":return o?[m(r,"required")]:[m(r,`m\
ust be ${Ee[e.expected]??e.expected}, got ${be(i)}`)];case"invalid_value":return o?[m(r,"required")]:[m(r,e.message)];case"\
too_big":return e.origin==="array"&&Array.isArray(i)?[m(r,`must have at most ${e.maximum} entries, has ${i.length}`)]:[m(
r,e.message)];default:return[m(r,e.message)]}}function ke(e,t){let n=_(e,t);return n!==void 0?`unknown field; did you me\
an \`${n}\`?`:`unknown field; known fields: ${t.join(", ")}`}function Se(e){let t=z,n=i=>{let s=i;for(;;){let o=s._zod.def;
if((o.type==="optional"||o.type==="default"||o.type==="nullable")&&o.innerType)s=o.innerType;else if(o.type==="pipe"&&o.
in)s=o.in;else return s}};for(let i of e){let s=n(t)._zod.def,o=s.type==="object"?s.shape?.[String(i)]:s.type==="array"?
s.element:void 0;if(o===void 0)return[];t=o}let r=n(t)._zod.def;return r.type==="object"&&r.shape?Object.keys(r.shape):[]}function Ve(e,t,n){let r=Ae(t);return new P("usage",n===void 0?r:`${n}: ${r}`,{where:e,cause:t})}function Ae(e){let t=e?.
code;return t==="ENOENT"?"no such file":t==="EISDIR"?"is a directory":t==="EACCES"||t==="EPERM"?"permission denied":`can\
not be read (${t??(e instanceof Error?e.message:String(e))})`}var Je=W({code:x(),severity:q(["error","warning"]),path:x(),message:x()});function Ye(e){return`${e.path}: ${e.message}`}function $e(e,t){if(e.charCodeAt(t)!==27)return-1;let n=e.charCodeAt(t+1);if(n===91){let r=t+2;for(;r<e.length&&e.charCodeAt(
r)>=48&&e.charCodeAt(r)<=63;)r++;for(;r<e.length&&e.charCodeAt(r)>=32&&e.charCodeAt(r)<=47;)r++;let i=e.charCodeAt(r);return i>=
64&&i<=126?r+1:-1}if(n===93){let r=Math.min(e.length,t+4096);for(let i=t+2;i<r;i++){let s=e.charCodeAt(i);if(s===7)return i+
1;if(s===27)return e.charCodeAt(i+1)===92?i+2:-1}}return-1}function We(e){let t=e.length;for(;t>0&&e.charCodeAt(t-1)===13;)
t--;let n=e.slice(0,t);return n.slice(n.lastIndexOf("\r")+1)}function qe(e){if(!e.includes("\x1B"))return e;let t="",n=0;
for(let r=e.indexOf("\x1B");r>=0;r=e.indexOf("\x1B",r+1)){let i=$e(e,r);i<0||(t+=e.slice(n,r),n=i,r=i-1)}return t+e.slice(
n)}var g=ue(ce(),1);function se(e){return e.isFile()?null:e.isSymbolicLink()?"a symbolic link":e.isDirectory()?"a directory":
e.isFIFO()?"a FIFO (named pipe)":e.isSocket()?"a socket":e.isCharacterDevice()?"a character device":e.isBlockDevice()?"a\
 block device":"not a regular file"}async function Qe(e,t){return Oe(e,t)}function Oe(e,t){let n=fe(e,t);if(n.kind!=="op\
ened")return n;let{fd:r,stats:i}=n;try{let s=Buffer.allocUnsafe(Math.min(i.size,t)+1),o=0;for(;;){if(o===s.length){if(o>
t)return{kind:"too-large",size:o};let f=Buffer.allocUnsafe(Math.min(s.length*2,t+1));s.copy(f,0,0,o),s=f}let u=(0,g.readSync)(
r,s,o,s.length-o,o);if(u===0)break;o+=u}return{kind:"file",bytes:new Uint8Array(s.subarray(0,o))}}finally{(0,g.closeSync)(
r)}}function en(e,t){let n=fe(e,null);if(n.kind!=="opened")return n;let{fd:r,stats:i}=n;try{let s=Math.max(0,i.size-t),o=Buffer.
allocUnsafe(i.size-s),u=0;for(;u<o.length;){let f=(0,g.readSync)(r,o,u,o.length-u,s+u);if(f===0)break;u+=f}return{kind:"\
file",bytes:new Uint8Array(o.subarray(0,u)),size:i.size}}finally{(0,g.closeSync)(r)}}function fe(e,t){let n;try{n=(0,g.lstatSync)(
e)}catch(f){if(ae(f))return{kind:"missing"};throw f}let r=se(n);if(r!==null)return{kind:"not-regular",what:r};if(t!==null&&
n.size>t)return{kind:"too-large",size:n.size};let i;try{i=(0,g.openSync)(e,g.constants.O_RDONLY|(g.constants.O_NOFOLLOW??
0)|(g.constants.O_NONBLOCK??0))}catch(f){if(D(f)==="ELOOP"||D(f)==="EMLINK")return{kind:"not-regular",what:"a symbolic l\
ink"};if(ae(f))return{kind:"missing"};throw f}let s;try{s=(0,g.fstatSync)(i)}catch(f){throw(0,g.closeSync)(i),f}let o=se(
s),u=o!==null?o:s.ino!==n.ino||s.dev!==n.dev?"a file that was replaced while being opened":null;return u===null?{kind:"o\
pened",fd:i,stats:s}:((0,g.closeSync)(i),{kind:"not-regular",what:u})}function D(e){let t=e?.code;return typeof t=="stri\
ng"?t:void 0}function ae(e){let t=D(e);return t==="ENOENT"||t==="ENOTDIR"}export{de as a,Re as b,I as c,j as d,ge as e,_ as f,Pe as g,xe as h,_e as i,m as j,B as k,Ke as l,Xe as m,O as n,Qe as o,
Oe as p,en as q,Ve as r,Ae as s,Je as t,Ye as u,$e as v,We as w,qe as x};

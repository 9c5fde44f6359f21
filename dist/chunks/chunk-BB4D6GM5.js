import{d as P}from"./chunk-4X335366.js";import{E as F,F as Z,Na as I,b as U,f as J,g as B,h as Y,ia as x,pa as W,w as L,
wa as q,x as w}from"./chunk-VXVSUTZ3.js";import{a as ue}from"./chunk-5A7QKWCT.js";import{d as fe}from"./chunk-3NR5HZ6E.js";function ce(e,t){let n=Array.from({length:e.length+1},(r,i)=>Array.from({length:t.length+1},(s,o)=>i===0?o:o===0?i:0));for(let r=1;r<=
e.length;r+=1)for(let i=1;i<=t.length;i+=1){let s=e[r-1]===t[i-1]?0:1,o=Math.min(n[r-1][i]+1,n[r][i-1]+1,n[r-1][i-1]+s);
r>1&&i>1&&e[r-1]===t[i-2]&&e[r-2]===t[i-1]&&(o=Math.min(o,n[r-2][i-2]+1)),n[r][i]=o}return n[e.length][t.length]}function _(e,t){
let n=e.toLowerCase(),r=n.length<=3?1:Math.max(2,Math.floor(n.length/3)),i,s=Number.POSITIVE_INFINITY;for(let o of t){let c=o.
toLowerCase(),f=n.length>=3&&c.startsWith(n)?1:ce(n,c);f<s&&f<=r&&f<n.length&&(i=o,s=f)}return i}function Oe(e){return/\bdid you mean\b/.
test(e)}function Pe(e,t){let n=_(e,t);return n===void 0?"":`; did you mean ${n}?`}function xe(e,t){let n=_(e,t);return n===
void 0?"":` (did you mean ${n}?)`}function le(e){return typeof e=="string"?JSON.stringify(e):typeof e=="number"||typeof e=="boolean"||typeof e=="bigint"||
e==null?String(e):Array.isArray(e)?"a list":e instanceof Uint8Array?"a Uint8Array":typeof e=="function"?"a function":"an\
 object"}function Te(e){return typeof e=="string"?"an empty string":JSON.stringify(e)??String(e)}function j(e){return typeof e==
"string"?"a string":le(e)}function z(e,t,n,r,i){return new P("usage",de(t,n,r),{where:e,details:i})}function de(e,t,n){return`\
takes ${e}, not ${t}${n===void 0?"":`: ${n}`}`}var M=/[^"\\\u0000-\u001f]*/y,G=/-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y,Q=/[0-9a-fA-F]{4}/y,ge=new Set([
'"',"\\","/","b","f","n","r","t"]),X=class{#e=null;#n;constructor(t){this.#n=t}at(t){if(this.#e===null){let s=[0];for(let o=this.#n.
indexOf(`
`);o!==-1;o=this.#n.indexOf(`
`,o+1))s.push(o+1);this.#e=s}let n=this.#e,r=0,i=n.length-1;for(;r<i;){let s=r+i+1>>1;n[s]<=t?r=s:i=s-1}return`line ${r+
1}, column ${t-n[r]+1}`}};function he(e){let t;try{t=JSON.parse(e)}catch{return"text that is not JSON"}return t===null?"\
null":Array.isArray(t)?"an array":typeof t=="string"?"a string":typeof t=="number"?"a number":"a boolean"}function $(e,t){
if(t>=e.length)return"the end of the input";let n=e.codePointAt(t);return n<32||n===127?`U+${n.toString(16).toUpperCase().
padStart(4,"0")}`:n>126?`U+${n.toString(16).toUpperCase().padStart(4,"0")}`:`'${String.fromCodePoint(n)}'`}function K(e,t){
let n=e.length;for(;t<n;){let r=e.charCodeAt(t);if(r!==32&&r!==10&&r!==13&&r!==9)break;t++}return t}function te(e,t){let n=new X(
e),r=[],i=new Map,s=t.maxKeyProblems??100,o=[],c=e.length,f=()=>o.map(d=>d.object?d.key:d.index),p=d=>({fatal:d,keyProblems:r,
rawNumbers:i}),l=(d,u,b=f())=>p({path:b,message:`invalid JSON at ${n.at(d)}: ${u}`}),E=(d,u=f())=>d.text?p({path:u,message:`\
at ${n.at(d.at)}: ${d.what}`}):l(d.at,d.what,u),g=()=>f().slice(0,-1),a=K(e,0);if(a>=c)return p({path:[],message:"is emp\
ty; a handoff is one JSON object"});if(e[a]!=="{")return p({path:[],message:`must be a JSON object, got ${he(e)}`});let y=0;
for(;;){if(a=K(e,a),y===1){let u=o[o.length-1];if(u===void 0)return a<c?p({path:[],message:`unexpected text after the JS\
ON object at ${n.at(a)}; a handoff is exactly one JSON object`}):p(null);let b=e[a];if(b===","){a++,u.object?y=3:(u.index++,
y=0);continue}if(u.object&&b==="}"||!u.object&&b==="]"){o.pop(),a++;continue}return l(a,`expected ',' or '${u.object?"}":
"]"}', found ${$(e,a)}`)}if(y===2||y===3){let u=o[o.length-1],b=e[a];if(b==="}"){if(y===3)return l(a,"a comma before '}'\
 (trailing commas are not JSON)",g());o.pop(),a++,y=1;continue}if(b!=='"')return l(a,`expected a key in double quotes, f\
ound ${$(e,a)}`,g());let N=a,k=ne(e,a);if(typeof k!="number")return E(k,g());let v=e.slice(a+1,k-1),A=v.includes("\\")?JSON.
parse(e.slice(a,k)):v;if(a=K(e,k),e[a]!==":")return l(a,`expected ':' after a key, found ${$(e,a)}`,g());a++,u.key=A;let H=u.
seen,R=H.get(A);r.length<s&&(t.forbiddenKeys.has(A)?r.push({path:f(),message:`key \`${A}\` is not allowed anywhere in a h\
andoff (${n.at(N)})`}):R!==void 0&&r.push({path:f(),message:`duplicate key (first at ${n.at(R)}, again at ${n.at(N)}); a\
 key may appear only once`})),R===void 0&&H.set(A,N),y=0;continue}if(y===4){if(e[a]==="]"){o.pop(),a++,y=1;continue}y=0}
if(a>=c)return l(a,"unexpected end of input, expected a value");let d=e.charCodeAt(a);if(d===123||d===91){if(o.length>=t.
maxDepth)return p({path:f(),message:`nested deeper than ${t.maxDepth} levels`});let u=d===123;o.push({object:u,key:"",index:0,
seen:u?new Map:null}),a++,y=u?2:4;continue}if(d===34){let u=ne(e,a);if(typeof u!="number")return E(u);a=u}else if(d===45||
d>=48&&d<=57){G.lastIndex=a;let u=G.exec(e),b=u===null?a:a+u[0].length;if(u===null||/[0-9.eE+-]/.test(e[b]??""))return l(
a,"invalid number");t.rawNumbersUnder!==void 0&&o.length===2&&o[0].key===t.rawNumbersUnder&&o[1].object&&i.set(o[1].key,
u[0]),a=b}else if(e.startsWith("true",a))a+=4;else if(e.startsWith("false",a))a+=5;else if(e.startsWith("null",a))a+=4;else
return l(a,`expected a value, found ${$(e,a)}`);y=1}}function ee(e,t){return Q.lastIndex=t,Q.test(e)?Number.parseInt(e.slice(
t,t+4),16):-1}function ne(e,t){let n=t+1;for(;;){if(M.lastIndex=n,M.test(e),n=M.lastIndex,n>=e.length)return{at:t,what:"\
unterminated string"};let r=e.charCodeAt(n);if(r===34)return n+1;if(r===92){let i=e[n+1]??"";if(ge.has(i)){n+=2;continue}
if(i==="u"){let s=ee(e,n+2);if(s===0)return{at:n,what:"the escape \\u0000 is a NUL character, which a handoff never holds",
text:!0};if(s>=55296&&s<=56319){let o=e.startsWith("\\u",n+6)?ee(e,n+8):-1;if(o>=56320&&o<=57343){n+=12;continue}}if(s>=
55296&&s<=57343)return{at:n,what:`the escape \\u${e.slice(n+2,n+6)} is half of a surrogate pair, without its other half;\
 it is not text`,text:!0};if(s>=0){n+=6;continue}}return{at:n,what:"invalid escape in a string"}}return{at:n,what:`contr\
ol character ${$(e,n)} in a string must be escaped (\\n, \\t, \\u00XX)`}}}var C=100,T=new Set(Z);function h(e,t){return{code:F.invalid,severity:"error",path:e,message:t}}function D(e){let t=e===
"more"?`more than ${w.handoffFileBytes}`:String(e);return h("$",`is ${t} bytes; a handoff may be at most ${w.handoffFileBytes}\
 bytes (${w.handoffFileBytes/1024} KiB)`)}var S=(...e)=>({kind:"invalid",problems:e});function Me(e){if(!(e instanceof Uint8Array))
throw z("parseHandoff","the handoff file's bytes (a Uint8Array or Buffer)",j(e),typeof e=="string"?"for text, call parse\
HandoffText":void 0);if(e.length>w.handoffFileBytes)return S(D(e.length));let t=Y(e);if(t.kind==="text")return oe(t.text);
let n=t.kind==="utf-16"?`: ${B}`:"";return S(h("$",`${t.problem}; a handoff is UTF-8 JSON${n}`))}function Ke(e){if(typeof e!=
"string")throw z("parseHandoffText","the handoff as a string",j(e),e instanceof Uint8Array?"for bytes, call parseHandoff":
void 0);if(e.length>w.handoffFileBytes)return S(D(U(e)));let t=U(e);return t>w.handoffFileBytes?S(D(t)):oe(J(e))}function oe(e){
let t=e.indexOf("\0");if(t!==-1){let l=pe(e,t);return S(h("$",`contains a NUL byte at line ${l.line}, column ${l.column}\
; a handoff is JSON text, which never holds one`))}let n=te(e,{maxDepth:w.handoffDepth,forbiddenKeys:T,rawNumbersUnder:"\
data",maxKeyProblems:C}),r=n.keyProblems.map(l=>h(O(l.path),l.message));if(n.fatal)return S(...r,h(O(n.fatal.path),n.fatal.
message));let i=JSON.parse(e),s=i.version;if(typeof s=="number"&&Number.isInteger(s)&&s>L)return S(...r,h("$.version",`h\
andoff version ${s} is newer than this baton reads (${L})`));let o=i.data;if(o!==null&&typeof o=="object"&&!Array.isArray(
o)){let l=o;for(let[E,g]of n.rawNumbers)!T.has(E)&&typeof l[E]=="number"&&(l[E]=g)}let c=I.safeParse(i);if(!c.success){let l=n.
keyProblems.filter(g=>T.has(String(g.path[g.path.length-1]))).map(g=>O(g.path)),E=g=>l.some(a=>g===a||g.startsWith(`${a}\
.`)||g.startsWith(`${a}[`));for(let g of c.error.issues)for(let a of Ee(g,i))E(a.path)||r.push(a)}if(r.length>0)return S(
...me(r));let f=c.data,p=[];return(f.status==="blocked"||f.status==="failure")&&f.failure===void 0&&p.push({code:F.failureMissing,
severity:"warning",path:"$.failure",message:`missing while status is ${f.status}; say why in failure.reason`}),{kind:"va\
lid",handoff:f,warnings:p}}function me(e){return e.length<=C?e:[...e.slice(0,C),h("$",`${e.length-C} more problems not s\
hown`)]}function pe(e,t){let n=1,r=0;for(let i=e.indexOf(`
`);i!==-1&&i<t;i=e.indexOf(`
`,i+1))n++,r=i+1;return{line:n,column:t-r+1}}var re=64;function O(e){let t="$";for(let n of e)typeof n=="number"?t+=`[${n}\
]`:/^[A-Za-z_][A-Za-z0-9_-]*$/.test(n)&&n.length<=re?t+=`.${n}`:t+=n.length>re?`[<key of ${n.length} characters>]`:`[${JSON.
stringify(n)}]`;return t}function ie(e,t){let n=e;for(let r of t){if(n===null||typeof n!="object"||!Object.hasOwn(n,r))return;
n=n[r]}return n}function ye(e){return e===null?"null":Array.isArray(e)?"an array":typeof e=="object"?"an object":typeof e==
"string"?"a string":typeof e=="number"?"a number":typeof e=="boolean"?"a boolean":typeof e}var be={string:"a string",number:"\
a number",int:"an integer",boolean:"a boolean",object:"an object",array:"an array",record:"an object"};function Ee(e,t){
let n=e.path.filter(c=>typeof c!="symbol"),r=O(n),i=ie(t,n),s=ie(t,n.slice(0,-1)),o=i===void 0&&(n.length===0||s!==void 0);
switch(e.code){case"unrecognized_keys":{let c=Se(n);return e.keys.filter(f=>!T.has(f)).map(f=>h(O([...n,f]),we(f,c)))}case"\
invalid_key":{let c=e.issues[0];return[h(r,c?.message??e.message)]}case"invalid_type":return o?[h(r,"required")]:[h(r,`m\
ust be ${be[e.expected]??e.expected}, got ${ye(i)}`)];case"invalid_value":return o?[h(r,"required")]:[h(r,e.message)];case"\
too_big":return e.origin==="array"&&Array.isArray(i)?[h(r,`must have at most ${e.maximum} entries, has ${i.length}`)]:[h(
r,e.message)];default:return[h(r,e.message)]}}function we(e,t){let n=_(e,t);return n!==void 0?`unknown field; did you me\
an \`${n}\`?`:`unknown field; known fields: ${t.join(", ")}`}function Se(e){let t=I,n=i=>{let s=i;for(;;){let o=s._zod.def;
if((o.type==="optional"||o.type==="default"||o.type==="nullable")&&o.innerType)s=o.innerType;else if(o.type==="pipe"&&o.
in)s=o.in;else return s}};for(let i of e){let s=n(t)._zod.def,o=s.type==="object"?s.shape?.[String(i)]:s.type==="array"?
s.element:void 0;if(o===void 0)return[];t=o}let r=n(t)._zod.def;return r.type==="object"&&r.shape?Object.keys(r.shape):[]}function Ve(e,t,n){let r=ke(t);return new P("usage",n===void 0?r:`${n}: ${r}`,{where:e,cause:t})}function ke(e){let t=e?.
code;return t==="ENOENT"?"no such file":t==="EISDIR"?"is a directory":t==="EACCES"||t==="EPERM"?"permission denied":`can\
not be read (${t??(e instanceof Error?e.message:String(e))})`}var Je=W({code:x(),severity:q(["error","warning"]),path:x(),message:x()});function Be(e){return`${e.path}: ${e.message}`}function Ae(e,t){if(e.charCodeAt(t)!==27)return-1;let n=e.charCodeAt(t+1);if(n===91){let r=t+2;for(;r<e.length&&e.charCodeAt(
r)>=48&&e.charCodeAt(r)<=63;)r++;for(;r<e.length&&e.charCodeAt(r)>=32&&e.charCodeAt(r)<=47;)r++;let i=e.charCodeAt(r);return i>=
64&&i<=126?r+1:-1}if(n===93){let r=Math.min(e.length,t+4096);for(let i=t+2;i<r;i++){let s=e.charCodeAt(i);if(s===7)return i+
1;if(s===27)return e.charCodeAt(i+1)===92?i+2:-1}}return-1}function Ze(e){let t=e.length;for(;t>0&&e.charCodeAt(t-1)===13;)
t--;let n=e.slice(0,t);return n.slice(n.lastIndexOf("\r")+1)}function We(e){if(!e.includes("\x1B"))return e;let t="",n=0;
for(let r=e.indexOf("\x1B");r>=0;r=e.indexOf("\x1B",r+1)){let i=Ae(e,r);i<0||(t+=e.slice(n,r),n=i,r=i-1)}return t+e.slice(
n)}var m=fe(ue(),1);function se(e){return e.isFile()?null:e.isSymbolicLink()?"a symbolic link":e.isDirectory()?"a directory":
e.isFIFO()?"a FIFO (named pipe)":e.isSocket()?"a socket":e.isCharacterDevice()?"a character device":e.isBlockDevice()?"a\
 block device":"not a regular file"}async function Ge(e,t){return $e(e,t)}function $e(e,t){let n;try{n=(0,m.lstatSync)(e)}catch(s){
if(ae(s))return{kind:"missing"};throw s}let r=se(n);if(r!==null)return{kind:"not-regular",what:r};if(n.size>t)return{kind:"\
too-large",size:n.size};let i;try{i=(0,m.openSync)(e,m.constants.O_RDONLY|(m.constants.O_NOFOLLOW??0)|(m.constants.O_NONBLOCK??
0))}catch(s){if(V(s)==="ELOOP"||V(s)==="EMLINK")return{kind:"not-regular",what:"a symbolic link"};if(ae(s))return{kind:"\
missing"};throw s}try{let s=(0,m.fstatSync)(i),o=se(s);if(o!==null)return{kind:"not-regular",what:o};if(s.ino!==n.ino||s.
dev!==n.dev)return{kind:"not-regular",what:"a file that was replaced while being opened"};let c=Buffer.allocUnsafe(Math.
min(s.size,t)+1),f=0;for(;;){if(f===c.length){if(f>t)return{kind:"too-large",size:f};let l=Buffer.allocUnsafe(Math.min(c.
length*2,t+1));c.copy(l,0,0,f),c=l}let p=(0,m.readSync)(i,c,f,c.length-f,f);if(p===0)break;f+=p}return{kind:"file",bytes:new Uint8Array(
c.subarray(0,f))}}finally{(0,m.closeSync)(i)}}function V(e){let t=e?.code;return typeof t=="string"?t:void 0}function ae(e){
let t=V(e);return t==="ENOENT"||t==="ENOTDIR"}export{le as a,Te as b,j as c,z as d,de as e,_ as f,Oe as g,Pe as h,xe as i,h as j,D as k,Me as l,Ke as m,O as n,Ge as o,
$e as p,Ve as q,ke as r,Je as s,Be as t,Ae as u,Ze as v,We as w};

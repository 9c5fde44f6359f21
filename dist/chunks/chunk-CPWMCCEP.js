import{d as x}from"./chunk-4X335366.js";import{E as j,F as q,Na as M,b as z,f as Y,g as W,h as Z,ia as _,pa as G,w as I,
wa as Q,x as E}from"./chunk-WXLRAERB.js";import{a as ue}from"./chunk-5A7QKWCT.js";import{d as fe}from"./chunk-3NR5HZ6E.js";function ce(e,t){let n=Array.from({length:e.length+1},(r,i)=>Array.from({length:t.length+1},(o,s)=>i===0?s:s===0?i:0));for(let r=1;r<=
e.length;r+=1)for(let i=1;i<=t.length;i+=1){let o=e[r-1]===t[i-1]?0:1,s=Math.min(n[r-1][i]+1,n[r][i-1]+1,n[r-1][i-1]+o);
r>1&&i>1&&e[r-1]===t[i-2]&&e[r-2]===t[i-1]&&(s=Math.min(s,n[r-2][i-2]+1)),n[r][i]=s}return n[e.length][t.length]}function C(e,t){
let n=e.toLowerCase(),r=n.length<=3?1:Math.max(2,Math.floor(n.length/3)),i,o=Number.POSITIVE_INFINITY;for(let s of t){let u=s.
toLowerCase(),f=n.length>=3&&u.startsWith(n)?1:ce(n,u);f<o&&f<=r&&f<n.length&&(i=s,o=f)}return i}function $e(e){return/\bdid you mean\b/.
test(e)}function Pe(e,t){let n=C(e,t);return n===void 0?"":`; did you mean ${n}?`}function xe(e,t){let n=C(e,t);return n===
void 0?"":` (did you mean ${n}?)`}function le(e){return typeof e=="string"?JSON.stringify(e):typeof e=="number"||typeof e=="boolean"||typeof e=="bigint"||
e==null?String(e):Array.isArray(e)?"a list":e instanceof Uint8Array?"a Uint8Array":typeof e=="function"?"a function":"an\
 object"}function Ne(e){return typeof e=="string"?"an empty string":JSON.stringify(e)??String(e)}function K(e){return typeof e==
"string"?"a string":le(e)}function X(e,t,n,r,i){return new x("usage",de(t,n,r),{where:e,details:i})}function de(e,t,n){return`\
takes ${e}, not ${t}${n===void 0?"":`: ${n}`}`}var v=/[^"\\\u0000-\u001f]*/y,ee=/-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y,ne=/[0-9a-fA-F]{4}/y,ge=new Set(
['"',"\\","/","b","f","n","r","t"]),B=class{#e=null;#n;constructor(t){this.#n=t}at(t){if(this.#e===null){let o=[0];for(let s=this.#n.
indexOf(`
`);s!==-1;s=this.#n.indexOf(`
`,s+1))o.push(s+1);this.#e=o}let n=this.#e,r=0,i=n.length-1;for(;r<i;){let o=r+i+1>>1;n[o]<=t?r=o:i=o-1}return`line ${r+
1}, column ${t-n[r]+1}`}};function he(e){let t;try{t=JSON.parse(e)}catch{return"text that is not JSON"}return t===null?"\
null":Array.isArray(t)?"an array":typeof t=="string"?"a string":typeof t=="number"?"a number":"a boolean"}function A(e,t){
if(t>=e.length)return"the end of the input";let n=e.codePointAt(t);return n<32||n===127?`U+${n.toString(16).toUpperCase().
padStart(4,"0")}`:n>126?`U+${n.toString(16).toUpperCase().padStart(4,"0")}`:`'${String.fromCodePoint(n)}'`}function D(e,t){
let n=e.length;for(;t<n;){let r=e.charCodeAt(t);if(r!==32&&r!==10&&r!==13&&r!==9)break;t++}return t}function ie(e,t){let n=new B(
e),r=[],i=new Map,o=t.maxKeyProblems??100,s=[],u=e.length,f=()=>s.map(g=>g.object?g.key:g.index),h=g=>({fatal:g,keyProblems:r,
rawNumbers:i}),l=(g,c,b=f())=>h({path:b,message:`invalid JSON at ${n.at(g)}: ${c}`}),w=(g,c=f())=>g.text?h({path:c,message:`\
at ${n.at(g.at)}: ${g.what}`}):l(g.at,g.what,c),m=()=>f().slice(0,-1),a=D(e,0);if(a>=u)return h({path:[],message:"is emp\
ty; a handoff is one JSON object"});if(e[a]!=="{")return h({path:[],message:`must be a JSON object, got ${he(e)}`});let y=0;
for(;;){if(a=D(e,a),y===1){let c=s[s.length-1];if(c===void 0)return a<u?h({path:[],message:`unexpected text after the JS\
ON object at ${n.at(a)}; a handoff is exactly one JSON object`}):h(null);let b=e[a];if(b===","){a++,c.object?y=3:(c.index++,
y=0);continue}if(c.object&&b==="}"||!c.object&&b==="]"){s.pop(),a++;continue}return l(a,`expected ',' or '${c.object?"}":
"]"}', found ${A(e,a)}`)}if(y===2||y===3){let c=s[s.length-1],b=e[a];if(b==="}"){if(y===3)return l(a,"a comma before '}'\
 (trailing commas are not JSON)",m());s.pop(),a++,y=1;continue}if(b!=='"')return l(a,`expected a key in double quotes, f\
ound ${A(e,a)}`,m());let U=a,S=re(e,a);if(typeof S!="number")return w(S,m());let H=e.slice(a+1,S-1),O=H.includes("\\")?JSON.
parse(e.slice(a,S)):H;if(a=D(e,S),e[a]!==":")return l(a,`expected ':' after a key, found ${A(e,a)}`,m());a++,c.key=O;let J=c.
seen,F=J.get(O);r.length<o&&(t.forbiddenKeys.has(O)?r.push({path:f(),message:`key \`${O}\` is not allowed anywhere in a h\
andoff (${n.at(U)})`}):F!==void 0&&r.push({path:f(),message:`duplicate key (first at ${n.at(F)}, again at ${n.at(U)}); a\
 key may appear only once`})),F===void 0&&J.set(O,U),y=0;continue}if(y===4){if(e[a]==="]"){s.pop(),a++,y=1;continue}y=0}
if(a>=u)return l(a,"unexpected end of input, expected a value");let g=e.charCodeAt(a);if(g===123||g===91){if(s.length>=t.
maxDepth)return h({path:f(),message:`nested deeper than ${t.maxDepth} levels`});let c=g===123;s.push({object:c,key:"",index:0,
seen:c?new Map:null}),a++,y=c?2:4;continue}if(g===34){let c=re(e,a);if(typeof c!="number")return w(c);a=c}else if(g===45||
g>=48&&g<=57){ee.lastIndex=a;let c=ee.exec(e),b=c===null?a:a+c[0].length;if(c===null||/[0-9.eE+-]/.test(e[b]??""))return l(
a,"invalid number");t.rawNumbersUnder!==void 0&&s.length===2&&s[0].key===t.rawNumbersUnder&&s[1].object&&i.set(s[1].key,
c[0]),a=b}else if(e.startsWith("true",a))a+=4;else if(e.startsWith("false",a))a+=5;else if(e.startsWith("null",a))a+=4;else
return l(a,`expected a value, found ${A(e,a)}`);y=1}}function te(e,t){return ne.lastIndex=t,ne.test(e)?Number.parseInt(e.
slice(t,t+4),16):-1}function re(e,t){let n=t+1;for(;;){if(v.lastIndex=n,v.test(e),n=v.lastIndex,n>=e.length)return{at:t,
what:"unterminated string"};let r=e.charCodeAt(n);if(r===34)return n+1;if(r===92){let i=e[n+1]??"";if(ge.has(i)){n+=2;continue}
if(i==="u"){let o=te(e,n+2);if(o===0)return{at:n,what:"the escape \\u0000 is a NUL character, which a handoff never holds",
text:!0};if(o>=55296&&o<=56319){let s=e.startsWith("\\u",n+6)?te(e,n+8):-1;if(s>=56320&&s<=57343){n+=12;continue}}if(o>=
55296&&o<=57343)return{at:n,what:`the escape \\u${e.slice(n+2,n+6)} is half of a surrogate pair, without its other half;\
 it is not text`,text:!0};if(o>=0){n+=6;continue}}return{at:n,what:"invalid escape in a string"}}return{at:n,what:`contr\
ol character ${A(e,n)} in a string must be escaped (\\n, \\t, \\u00XX)`}}}var N=100,T=new Set(q);function p(e,t){return{code:j.invalid,severity:"error",path:e,message:t}}function V(e){let t=e===
"more"?`more than ${E.handoffFileBytes}`:String(e);return p("$",`is ${t} bytes; a handoff may be at most ${E.handoffFileBytes}\
 bytes (${E.handoffFileBytes/1024} KiB)`)}var k=(...e)=>({kind:"invalid",problems:e});function Me(e){if(!(e instanceof Uint8Array))
throw X("parseHandoff","the handoff file's bytes (a Uint8Array or Buffer)",K(e),typeof e=="string"?"for text, call parse\
HandoffText":void 0);if(e.length>E.handoffFileBytes)return k(V(e.length));let t=Z(e);if(t.kind==="text")return ae(t.text);
let n=t.kind==="utf-16"?`: ${W}`:"";return k(p("$",`${t.problem}; a handoff is UTF-8 JSON${n}`))}function Ke(e){if(typeof e!=
"string")throw X("parseHandoffText","the handoff as a string",K(e),e instanceof Uint8Array?"for bytes, call parseHandoff":
void 0);if(e.length>E.handoffFileBytes)return k(V(z(e)));let t=z(e);return t>E.handoffFileBytes?k(V(t)):ae(Y(e))}function ae(e){
let t=e.indexOf("\0");if(t!==-1){let l=pe(e,t);return k(p("$",`contains a NUL byte at line ${l.line}, column ${l.column}\
; a handoff is JSON text, which never holds one`))}let n=ie(e,{maxDepth:E.handoffDepth,forbiddenKeys:T,rawNumbersUnder:"\
data",maxKeyProblems:N}),r=n.keyProblems.map(l=>p($(l.path),l.message));if(n.fatal)return k(...r,p($(n.fatal.path),n.fatal.
message));let i=JSON.parse(e),o=i.version;if(typeof o=="number"&&Number.isInteger(o)&&o>I)return k(...r,p("$.version",`h\
andoff version ${o} is newer than this baton reads (${I})`));let s=i.data;if(s!==null&&typeof s=="object"&&!Array.isArray(
s)){let l=s;for(let[w,m]of n.rawNumbers)!T.has(w)&&typeof l[w]=="number"&&(l[w]=m)}let u=M.safeParse(i);if(!u.success){let l=n.
keyProblems.filter(m=>T.has(String(m.path[m.path.length-1]))).map(m=>$(m.path)),w=m=>l.some(a=>m===a||m.startsWith(`${a}\
.`)||m.startsWith(`${a}[`));for(let m of u.error.issues)for(let a of we(m,i))w(a.path)||r.push(a)}if(r.length>0)return k(
...me(r));let f=u.data,h=[];return(f.status==="blocked"||f.status==="failure")&&f.failure===void 0&&h.push({code:j.failureMissing,
severity:"warning",path:"$.failure",message:`missing while status is ${f.status}; say why in failure.reason`}),{kind:"va\
lid",handoff:f,warnings:h}}function me(e){return e.length<=N?e:[...e.slice(0,N),p("$",`${e.length-N} more problems not s\
hown`)]}function pe(e,t){let n=1,r=0;for(let i=e.indexOf(`
`);i!==-1&&i<t;i=e.indexOf(`
`,i+1))n++,r=i+1;return{line:n,column:t-r+1}}var oe=64;function $(e){let t="$";for(let n of e)typeof n=="number"?t+=`[${n}\
]`:/^[A-Za-z_][A-Za-z0-9_-]*$/.test(n)&&n.length<=oe?t+=`.${n}`:t+=n.length>oe?`[<key of ${n.length} characters>]`:`[${JSON.
stringify(n)}]`;return t}function se(e,t){let n=e;for(let r of t){if(n===null||typeof n!="object"||!Object.hasOwn(n,r))return;
n=n[r]}return n}function ye(e){return e===null?"null":Array.isArray(e)?"an array":typeof e=="object"?"an object":typeof e==
"string"?"a string":typeof e=="number"?"a number":typeof e=="boolean"?"a boolean":typeof e}var be={string:"a string",number:"\
a number",int:"an integer",boolean:"a boolean",object:"an object",array:"an array",record:"an object"};function we(e,t){
let n=e.path.filter(u=>typeof u!="symbol"),r=$(n),i=se(t,n),o=se(t,n.slice(0,-1)),s=i===void 0&&(n.length===0||o!==void 0);
switch(e.code){case"unrecognized_keys":{let u=ke(n);return e.keys.filter(f=>!T.has(f)).map(f=>p($([...n,f]),Ee(f,u)))}case"\
invalid_key":{let u=e.issues[0];return[p(r,u?.message??e.message)]}case"invalid_type":return s?[p(r,"required")]:[p(r,`m\
ust be ${be[e.expected]??e.expected}, got ${ye(i)}`)];case"invalid_value":return s?[p(r,"required")]:[p(r,e.message)];case"\
too_big":return e.origin==="array"&&Array.isArray(i)?[p(r,`must have at most ${e.maximum} entries, has ${i.length}`)]:[p(
r,e.message)];default:return[p(r,e.message)]}}function Ee(e,t){let n=C(e,t);return n!==void 0?`unknown field; did you me\
an \`${n}\`?`:`unknown field; known fields: ${t.join(", ")}`}function ke(e){let t=M,n=i=>{let o=i;for(;;){let s=o._zod.def;
if((s.type==="optional"||s.type==="default"||s.type==="nullable")&&s.innerType)o=s.innerType;else if(s.type==="pipe"&&s.
in)o=s.in;else return o}};for(let i of e){let o=n(t)._zod.def,s=o.type==="object"?o.shape?.[String(i)]:o.type==="array"?
o.element:void 0;if(s===void 0)return[];t=s}let r=n(t)._zod.def;return r.type==="object"&&r.shape?Object.keys(r.shape):[]}function De(e,t,n){let r=Se(t);return new x("usage",n===void 0?r:`${n}: ${r}`,{where:e,cause:t})}function Se(e){let t=e?.
code;return t==="ENOENT"?"no such file":t==="EISDIR"?"is a directory":t==="EACCES"||t==="EPERM"?"permission denied":`can\
not be read (${t??(e instanceof Error?e.message:String(e))})`}var He=G({code:_(),severity:Q(["error","warning"]),path:_(),message:_()});function Je(e){return`${e.path}: ${e.message}`}function Oe(e,t){if(e.charCodeAt(t)!==27)return-1;let n=e.charCodeAt(t+1);if(n===91){let r=t+2;for(;r<e.length&&e.charCodeAt(
r)>=48&&e.charCodeAt(r)<=63;)r++;for(;r<e.length&&e.charCodeAt(r)>=32&&e.charCodeAt(r)<=47;)r++;let i=e.charCodeAt(r);return i>=
64&&i<=126?r+1:-1}if(n===93){let r=Math.min(e.length,t+4096);for(let i=t+2;i<r;i++){let o=e.charCodeAt(i);if(o===7)return i+
1;if(o===27)return e.charCodeAt(i+1)===92?i+2:-1}}return-1}function We(e){let t=e.length;for(;t>0&&e.charCodeAt(t-1)===13;)
t--;let n=e.slice(0,t);return n.slice(n.lastIndexOf("\r")+1)}function Ze(e){if(!e.includes("\x1B"))return e;let t="",n=0;
for(let r=e.indexOf("\x1B");r>=0;r=e.indexOf("\x1B",r+1)){let i=Oe(e,r);i<0||(t+=e.slice(n,r),n=i,r=i-1)}return t+e.slice(
n)}var d=fe(ue(),1);function R(e){return e.isFile()?null:e.isSymbolicLink()?"a symbolic link":e.isDirectory()?"a directory":
e.isFIFO()?"a FIFO (named pipe)":e.isSocket()?"a socket":e.isCharacterDevice()?"a character device":e.isBlockDevice()?"a\
 block device":"not a regular file"}async function Ge(e,t){return Ae(e,t)}function Ae(e,t){let n;try{n=(0,d.lstatSync)(e)}catch(o){
if(L(o))return{kind:"missing"};throw o}let r=R(n);if(r!==null)return{kind:"not-regular",what:r};if(n.size>t)return{kind:"\
too-large",size:n.size};let i;try{i=(0,d.openSync)(e,d.constants.O_RDONLY|(d.constants.O_NOFOLLOW??0)|(d.constants.O_NONBLOCK??
0))}catch(o){if(P(o)==="ELOOP"||P(o)==="EMLINK")return{kind:"not-regular",what:"a symbolic link"};if(L(o))return{kind:"m\
issing"};throw o}try{let o=(0,d.fstatSync)(i),s=R(o);if(s!==null)return{kind:"not-regular",what:s};if(o.ino!==n.ino||o.dev!==
n.dev)return{kind:"not-regular",what:"a file that was replaced while being opened"};let u=Buffer.allocUnsafe(Math.min(o.
size,t)+1),f=0;for(;;){if(f===u.length){if(f>t)return{kind:"too-large",size:f};let l=Buffer.allocUnsafe(Math.min(u.length*
2,t+1));u.copy(l,0,0,f),u=l}let h=(0,d.readSync)(i,u,f,u.length-f,f);if(h===0)break;f+=h}return{kind:"file",bytes:new Uint8Array(
u.subarray(0,f))}}finally{(0,d.closeSync)(i)}}function Qe(e,t){let n;try{n=(0,d.lstatSync)(e)}catch(o){if(L(o))return{kind:"\
missing"};throw o}let r=R(n);if(r!==null)return{kind:"not-regular",what:r};let i;try{i=(0,d.openSync)(e,d.constants.O_RDONLY|
(d.constants.O_NOFOLLOW??0)|(d.constants.O_NONBLOCK??0))}catch(o){if(P(o)==="ELOOP"||P(o)==="EMLINK")return{kind:"not-re\
gular",what:"a symbolic link"};if(L(o))return{kind:"missing"};throw o}try{let o=(0,d.fstatSync)(i),s=R(o);if(s!==null)return{
kind:"not-regular",what:s};if(o.ino!==n.ino||o.dev!==n.dev)return{kind:"not-regular",what:"a file that was replaced whil\
e being opened"};let u=Math.max(0,o.size-t),f=Buffer.allocUnsafe(o.size-u),h=0;for(;h<f.length;){let l=(0,d.readSync)(i,
f,h,f.length-h,u+h);if(l===0)break;h+=l}return{kind:"file",bytes:new Uint8Array(f.subarray(0,h)),size:o.size}}finally{(0,d.closeSync)(
i)}}function P(e){let t=e?.code;return typeof t=="string"?t:void 0}function L(e){let t=P(e);return t==="ENOENT"||t==="EN\
OTDIR"}export{le as a,Ne as b,K as c,X as d,de as e,C as f,$e as g,Pe as h,xe as i,p as j,V as k,Me as l,Ke as m,$ as n,Ge as o,
Ae as p,Qe as q,De as r,Se as s,He as t,Je as u,Oe as v,We as w,Ze as x};

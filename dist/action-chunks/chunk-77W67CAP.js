import{H as R,I as B,a as U,b as j}from"./chunk-GNY3OND4.js";import{n as C,o as E,v as N,w as J}from"./chunk-JQWIKLAS.js";
import{a as T,d as I,e as z,f as V}from"./chunk-VLLWXIM2.js";var L=/[^"\\\u0000-\u001f]*/y,M=/-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y,D=/[0-9a-fA-F]{4}/y,ne=new Set([
'"',"\\","/","b","f","n","r","t"]),F=class{#e=null;#n;constructor(t){this.#n=t}at(t){if(this.#e===null){let a=[0];for(let o=this.#n.
indexOf(`
`);o!==-1;o=this.#n.indexOf(`
`,o+1))a.push(o+1);this.#e=a}let n=this.#e,s=0,i=n.length-1;for(;s<i;){let a=s+i+1>>1;n[a]<=t?s=a:i=a-1}return`line ${s+
1}, column ${t-n[s]+1}`}};function te(e){let t;try{t=JSON.parse(e)}catch{return"text that is not JSON"}return t===null?"\
null":Array.isArray(t)?"an array":typeof t=="string"?"a string":typeof t=="number"?"a number":"a boolean"}function S(e,t){
if(t>=e.length)return"the end of the input";let n=e.codePointAt(t);return n<32||n===127?`U+${n.toString(16).toUpperCase().
padStart(4,"0")}`:n>126?`U+${n.toString(16).toUpperCase().padStart(4,"0")}`:`'${String.fromCodePoint(n)}'`}function v(e,t){
let n=e.length;for(;t<n;){let s=e.charCodeAt(t);if(s!==32&&s!==10&&s!==13&&s!==9)break;t++}return t}function W(e,t){let n=new F(
e),s=[],i=new Map,a=t.maxKeyProblems??100,o=[],h=e.length,l=()=>o.map(u=>u.object?u.key:u.index),y=u=>({fatal:u,keyProblems:s,
rawNumbers:i}),c=(u,f,g=l())=>y({path:g,message:`invalid JSON at ${n.at(u)}: ${f}`}),b=(u,f=l())=>u.text?y({path:f,message:`\
at ${n.at(u.at)}: ${u.what}`}):c(u.at,u.what,f),d=()=>l().slice(0,-1),r=v(e,0);if(r>=h)return y({path:[],message:"is emp\
ty; a handoff is one JSON object"});if(e[r]!=="{")return y({path:[],message:`must be a JSON object, got ${te(e)}`});let p=0;
for(;;){if(r=v(e,r),p===1){let f=o[o.length-1];if(f===void 0)return r<h?y({path:[],message:`unexpected text after the JS\
ON object at ${n.at(r)}; a handoff is exactly one JSON object`}):y(null);let g=e[r];if(g===","){r++,f.object?p=3:(f.index++,
p=0);continue}if(f.object&&g==="}"||!f.object&&g==="]"){o.pop(),r++;continue}return c(r,`expected ',' or '${f.object?"}":
"]"}', found ${S(e,r)}`)}if(p===2||p===3){let f=o[o.length-1],g=e[r];if(g==="}"){if(p===3)return c(r,"a comma before '}'\
 (trailing commas are not JSON)",d());o.pop(),r++,p=1;continue}if(g!=='"')return c(r,`expected a key in double quotes, f\
ound ${S(e,r)}`,d());let O=r,w=Y(e,r);if(typeof w!="number")return b(w,d());let X=e.slice(r+1,w-1),P=X.includes("\\")?JSON.
parse(e.slice(r,w)):X;if(r=v(e,w),e[r]!==":")return c(r,`expected ':' after a key, found ${S(e,r)}`,d());r++,f.key=P;let H=f.
seen,x=H.get(P);s.length<a&&(t.forbiddenKeys.has(P)?s.push({path:l(),message:`key \`${P}\` is not allowed anywhere in a h\
andoff (${n.at(O)})`}):x!==void 0&&s.push({path:l(),message:`duplicate key (first at ${n.at(x)}, again at ${n.at(O)}); a\
 key may appear only once`})),x===void 0&&H.set(P,O),p=0;continue}if(p===4){if(e[r]==="]"){o.pop(),r++,p=1;continue}p=0}
if(r>=h)return c(r,"unexpected end of input, expected a value");let u=e.charCodeAt(r);if(u===123||u===91){if(o.length>=t.
maxDepth)return y({path:l(),message:`nested deeper than ${t.maxDepth} levels`});let f=u===123;o.push({object:f,key:"",index:0,
seen:f?new Map:null}),r++,p=f?2:4;continue}if(u===34){let f=Y(e,r);if(typeof f!="number")return b(f);r=f}else if(u===45||
u>=48&&u<=57){M.lastIndex=r;let f=M.exec(e),g=f===null?r:r+f[0].length;if(f===null||/[0-9.eE+-]/.test(e[g]??""))return c(
r,"invalid number");t.rawNumbersUnder!==void 0&&o.length===2&&o[0].key===t.rawNumbersUnder&&o[1].object&&i.set(o[1].key,
f[0]),r=g}else if(e.startsWith("true",r))r+=4;else if(e.startsWith("false",r))r+=5;else if(e.startsWith("null",r))r+=4;else
return c(r,`expected a value, found ${S(e,r)}`);p=1}}function Z(e,t){return D.lastIndex=t,D.test(e)?Number.parseInt(e.slice(
t,t+4),16):-1}function Y(e,t){let n=t+1;for(;;){if(L.lastIndex=n,L.test(e),n=L.lastIndex,n>=e.length)return{at:t,what:"u\
nterminated string"};let s=e.charCodeAt(n);if(s===34)return n+1;if(s===92){let i=e[n+1]??"";if(ne.has(i)){n+=2;continue}
if(i==="u"){let a=Z(e,n+2);if(a===0)return{at:n,what:"the escape \\u0000 is a NUL character, which a handoff never holds",
text:!0};if(a>=55296&&a<=56319){let o=e.startsWith("\\u",n+6)?Z(e,n+8):-1;if(o>=56320&&o<=57343){n+=12;continue}}if(a>=55296&&
a<=57343)return{at:n,what:`the escape \\u${e.slice(n+2,n+6)} is half of a surrogate pair, without its other half; it is \
not text`,text:!0};if(a>=0){n+=6;continue}}return{at:n,what:"invalid escape in a string"}}return{at:n,what:`control char\
acter ${S(e,n)} in a string must be escaped (\\n, \\t, \\u00XX)`}}}function q(e,t){let n=1,s=0;for(let i=e.indexOf(`
`);i!==-1&&i<t;i=e.indexOf(`
`,i+1))n++,s=i+1;return{line:n,column:t-s+1}}var _=100,k=new Set(J);function m(e,t){return{code:N.invalid,severity:"error",path:e,message:t}}function K(e){let t=e===
"more"?`more than ${E.handoffFileBytes}`:String(e);return m("$",`is ${t} bytes; a handoff may be at most ${E.handoffFileBytes}\
 bytes (${E.handoffFileBytes/1024} KiB)`)}var $=(...e)=>({kind:"invalid",problems:e});function be(e){if(!(e instanceof Uint8Array))
throw j("parseHandoff","the handoff file's bytes (a Uint8Array or Buffer)",U(e),typeof e=="string"?"for text, call parse\
HandoffText":void 0);if(e.length>E.handoffFileBytes)return $(K(e.length));let t=V(e);if(t.kind==="text")return ee(t.text);
let n=t.kind==="utf-16"?`: ${z}`:"";return $(m("$",`${t.problem}; a handoff is UTF-8 JSON${n}`))}function Ee(e){if(typeof e!=
"string")throw j("parseHandoffText","the handoff as a string",U(e),e instanceof Uint8Array?"for bytes, call parseHandoff":
void 0);if(e.length>E.handoffFileBytes)return $(K(T(e)));let t=T(e);return t>E.handoffFileBytes?$(K(t)):ee(I(e))}function ee(e){
let t=e.indexOf("\0");if(t!==-1){let c=q(e,t);return $(m("$",`contains a NUL byte at line ${c.line}, column ${c.column};\
 a handoff is JSON text, which never holds one`))}let n=W(e,{maxDepth:E.handoffDepth,forbiddenKeys:k,rawNumbersUnder:"da\
ta",maxKeyProblems:_}),s=n.keyProblems.map(c=>m(A(c.path),c.message));if(n.fatal)return $(...s,m(A(n.fatal.path),n.fatal.
message));let i=JSON.parse(e),a=i.version;if(typeof a=="number"&&Number.isInteger(a)&&a>C)return $(...s,m("$.version",`h\
andoff version ${a} is newer than this baton reads (${C})`));let o=i.data;if(o!==null&&typeof o=="object"&&!Array.isArray(
o)){let c=o;for(let[b,d]of n.rawNumbers)!k.has(b)&&typeof c[b]=="number"&&(c[b]=d)}let h=R.safeParse(i);if(!h.success){let c=n.
keyProblems.filter(d=>k.has(String(d.path[d.path.length-1]))).map(d=>A(d.path)),b=d=>c.some(r=>d===r||d.startsWith(`${r}\
.`)||d.startsWith(`${r}[`));for(let d of h.error.issues)for(let r of ae(d,i))b(r.path)||s.push(r)}if(s.length>0)return $(
...re(s));let l=h.data,y=[];return(l.status==="blocked"||l.status==="failure")&&l.failure===void 0&&y.push({code:N.failureMissing,
severity:"warning",path:"$.failure",message:`missing while status is ${l.status}; say why in failure.reason`}),{kind:"va\
lid",handoff:l,warnings:y}}function re(e){return e.length<=_?e:[...e.slice(0,_),m("$",`${e.length-_} more problems not s\
hown`)]}var G=64;function A(e){let t="$";for(let n of e)typeof n=="number"?t+=`[${n}]`:/^[A-Za-z_][A-Za-z0-9_-]*$/.test(
n)&&n.length<=G?t+=`.${n}`:t+=n.length>G?`[<key of ${n.length} characters>]`:`[${JSON.stringify(n)}]`;return t}function Q(e,t){
let n=e;for(let s of t){if(n===null||typeof n!="object"||!Object.hasOwn(n,s))return;n=n[s]}return n}function se(e){return e===
null?"null":Array.isArray(e)?"an array":typeof e=="object"?"an object":typeof e=="string"?"a string":typeof e=="number"?
"a number":typeof e=="boolean"?"a boolean":typeof e}var oe={string:"a string",number:"a number",int:"an integer",boolean:"\
a boolean",object:"an object",array:"an array",record:"an object"};function ae(e,t){let n=e.path.filter(h=>typeof h!="sy\
mbol"),s=A(n),i=Q(t,n),a=Q(t,n.slice(0,-1)),o=i===void 0&&(n.length===0||a!==void 0);switch(e.code){case"unrecognized_ke\
ys":{let h=fe(n);return e.keys.filter(l=>!k.has(l)).map(l=>m(A([...n,l]),ie(l,h)))}case"invalid_key":{let h=e.issues[0];
return[m(s,h?.message??e.message)]}case"invalid_type":return o?[m(s,"required")]:[m(s,`must be ${oe[e.expected]??e.expected}\
, got ${se(i)}`)];case"invalid_value":return o?[m(s,"required")]:[m(s,e.message)];case"too_big":return e.origin==="array"&&
Array.isArray(i)?[m(s,`must have at most ${e.maximum} entries, has ${i.length}`)]:[m(s,e.message)];default:return[m(s,e.
message)]}}function ie(e,t){let n=B(e,t);return n!==void 0?`unknown field; did you mean \`${n}\`?`:`unknown field; known\
 fields: ${t.join(", ")}`}function fe(e){let t=R,n=i=>{let a=i;for(;;){let o=a._zod.def;if((o.type==="optional"||o.type===
"default"||o.type==="nullable")&&o.innerType)a=o.innerType;else if(o.type==="pipe"&&o.in)a=o.in;else return a}};for(let i of e){
let a=n(t)._zod.def,o=a.type==="object"?a.shape?.[String(i)]:a.type==="array"?a.element:void 0;if(o===void 0)return[];t=
o}let s=n(t)._zod.def;return s.type==="object"&&s.shape?Object.keys(s.shape):[]}export{m as a,K as b,be as c,Ee as d,A as e};

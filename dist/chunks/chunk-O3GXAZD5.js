import{a as D}from"./chunk-2OTKAX3D.js";import{d as V}from"./chunk-OKFZ7BVP.js";import{M as C}from"./chunk-LGNAKMKQ.js";
import{C as U,D as E,K as N,L as M,b as T,f as z,g as J,h as B}from"./chunk-KP2FEYWF.js";function ne(e){return typeof e=="string"?JSON.stringify(e):typeof e=="number"||typeof e=="boolean"||typeof e=="bigint"||
e==null?String(e):Array.isArray(e)?"a list":e instanceof Uint8Array?"a Uint8Array":typeof e=="function"?"a function":"an\
 object"}function ge(e){return typeof e=="string"?"an empty string":JSON.stringify(e)??String(e)}function j(e){return typeof e==
"string"?"a string":ne(e)}function R(e,t,n,s,a){return new V("usage",te(t,n,s),{where:e,details:a})}function te(e,t,n){return`\
takes ${e}, not ${t}${n===void 0?"":`: ${n}`}`}var L=/[^"\\\u0000-\u001f]*/y,v=/-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y,Z=/[0-9a-fA-F]{4}/y,re=new Set([
'"',"\\","/","b","f","n","r","t"]),K=class{#e=null;#n;constructor(t){this.#n=t}at(t){if(this.#e===null){let i=[0];for(let o=this.#n.
indexOf(`
`);o!==-1;o=this.#n.indexOf(`
`,o+1))i.push(o+1);this.#e=i}let n=this.#e,s=0,a=n.length-1;for(;s<a;){let i=s+a+1>>1;n[i]<=t?s=i:a=i-1}return`line ${s+
1}, column ${t-n[s]+1}`}};function se(e){let t;try{t=JSON.parse(e)}catch{return"text that is not JSON"}return t===null?"\
null":Array.isArray(t)?"an array":typeof t=="string"?"a string":typeof t=="number"?"a number":"a boolean"}function P(e,t){
if(t>=e.length)return"the end of the input";let n=e.codePointAt(t);return n<32||n===127?`U+${n.toString(16).toUpperCase().
padStart(4,"0")}`:n>126?`U+${n.toString(16).toUpperCase().padStart(4,"0")}`:`'${String.fromCodePoint(n)}'`}function F(e,t){
let n=e.length;for(;t<n;){let s=e.charCodeAt(t);if(s!==32&&s!==10&&s!==13&&s!==9)break;t++}return t}function q(e,t){let n=new K(
e),s=[],a=new Map,i=t.maxKeyProblems??100,o=[],m=e.length,l=()=>o.map(u=>u.object?u.key:u.index),y=u=>({fatal:u,keyProblems:s,
rawNumbers:a}),c=(u,f,h=l())=>y({path:h,message:`invalid JSON at ${n.at(u)}: ${f}`}),b=(u,f=l())=>u.text?y({path:f,message:`\
at ${n.at(u.at)}: ${u.what}`}):c(u.at,u.what,f),d=()=>l().slice(0,-1),r=F(e,0);if(r>=m)return y({path:[],message:"is emp\
ty; a handoff is one JSON object"});if(e[r]!=="{")return y({path:[],message:`must be a JSON object, got ${se(e)}`});let p=0;
for(;;){if(r=F(e,r),p===1){let f=o[o.length-1];if(f===void 0)return r<m?y({path:[],message:`unexpected text after the JS\
ON object at ${n.at(r)}; a handoff is exactly one JSON object`}):y(null);let h=e[r];if(h===","){r++,f.object?p=3:(f.index++,
p=0);continue}if(f.object&&h==="}"||!f.object&&h==="]"){o.pop(),r++;continue}return c(r,`expected ',' or '${f.object?"}":
"]"}', found ${P(e,r)}`)}if(p===2||p===3){let f=o[o.length-1],h=e[r];if(h==="}"){if(p===3)return c(r,"a comma before '}'\
 (trailing commas are not JSON)",d());o.pop(),r++,p=1;continue}if(h!=='"')return c(r,`expected a key in double quotes, f\
ound ${P(e,r)}`,d());let x=r,$=W(e,r);if(typeof $!="number")return b($,d());let H=e.slice(r+1,$-1),S=H.includes("\\")?JSON.
parse(e.slice(r,$)):H;if(r=F(e,$),e[r]!==":")return c(r,`expected ':' after a key, found ${P(e,r)}`,d());r++,f.key=S;let I=f.
seen,O=I.get(S);s.length<i&&(t.forbiddenKeys.has(S)?s.push({path:l(),message:`key \`${S}\` is not allowed anywhere in a h\
andoff (${n.at(x)})`}):O!==void 0&&s.push({path:l(),message:`duplicate key (first at ${n.at(O)}, again at ${n.at(x)}); a\
 key may appear only once`})),O===void 0&&I.set(S,x),p=0;continue}if(p===4){if(e[r]==="]"){o.pop(),r++,p=1;continue}p=0}
if(r>=m)return c(r,"unexpected end of input, expected a value");let u=e.charCodeAt(r);if(u===123||u===91){if(o.length>=t.
maxDepth)return y({path:l(),message:`nested deeper than ${t.maxDepth} levels`});let f=u===123;o.push({object:f,key:"",index:0,
seen:f?new Map:null}),r++,p=f?2:4;continue}if(u===34){let f=W(e,r);if(typeof f!="number")return b(f);r=f}else if(u===45||
u>=48&&u<=57){v.lastIndex=r;let f=v.exec(e),h=f===null?r:r+f[0].length;if(f===null||/[0-9.eE+-]/.test(e[h]??""))return c(
r,"invalid number");t.rawNumbersUnder!==void 0&&o.length===2&&o[0].key===t.rawNumbersUnder&&o[1].object&&a.set(o[1].key,
f[0]),r=h}else if(e.startsWith("true",r))r+=4;else if(e.startsWith("false",r))r+=5;else if(e.startsWith("null",r))r+=4;else
return c(r,`expected a value, found ${P(e,r)}`);p=1}}function Y(e,t){return Z.lastIndex=t,Z.test(e)?Number.parseInt(e.slice(
t,t+4),16):-1}function W(e,t){let n=t+1;for(;;){if(L.lastIndex=n,L.test(e),n=L.lastIndex,n>=e.length)return{at:t,what:"u\
nterminated string"};let s=e.charCodeAt(n);if(s===34)return n+1;if(s===92){let a=e[n+1]??"";if(re.has(a)){n+=2;continue}
if(a==="u"){let i=Y(e,n+2);if(i===0)return{at:n,what:"the escape \\u0000 is a NUL character, which a handoff never holds",
text:!0};if(i>=55296&&i<=56319){let o=e.startsWith("\\u",n+6)?Y(e,n+8):-1;if(o>=56320&&o<=57343){n+=12;continue}}if(i>=55296&&
i<=57343)return{at:n,what:`the escape \\u${e.slice(n+2,n+6)} is half of a surrogate pair, without its other half; it is \
not text`,text:!0};if(i>=0){n+=6;continue}}return{at:n,what:"invalid escape in a string"}}return{at:n,what:`control char\
acter ${P(e,n)} in a string must be escaped (\\n, \\t, \\u00XX)`}}}var k=100,_=new Set(M);function g(e,t){return{code:N.invalid,severity:"error",path:e,message:t}}function X(e){let t=e===
"more"?`more than ${E.handoffFileBytes}`:String(e);return g("$",`is ${t} bytes; a handoff may be at most ${E.handoffFileBytes}\
 bytes (${E.handoffFileBytes/1024} KiB)`)}var w=(...e)=>({kind:"invalid",problems:e});function Se(e){if(!(e instanceof Uint8Array))
throw R("parseHandoff","the handoff file's bytes (a Uint8Array or Buffer)",j(e),typeof e=="string"?"for text, call parse\
HandoffText":void 0);if(e.length>E.handoffFileBytes)return w(X(e.length));let t=B(e);if(t.kind==="text")return ee(t.text);
let n=t.kind==="utf-16"?`: ${J}`:"";return w(g("$",`${t.problem}; a handoff is UTF-8 JSON${n}`))}function Pe(e){if(typeof e!=
"string")throw R("parseHandoffText","the handoff as a string",j(e),e instanceof Uint8Array?"for bytes, call parseHandoff":
void 0);if(e.length>E.handoffFileBytes)return w(X(T(e)));let t=T(e);return t>E.handoffFileBytes?w(X(t)):ee(z(e))}function ee(e){
let t=e.indexOf("\0");if(t!==-1){let c=ie(e,t);return w(g("$",`contains a NUL byte at line ${c.line}, column ${c.column}\
; a handoff is JSON text, which never holds one`))}let n=q(e,{maxDepth:E.handoffDepth,forbiddenKeys:_,rawNumbersUnder:"d\
ata",maxKeyProblems:k}),s=n.keyProblems.map(c=>g(A(c.path),c.message));if(n.fatal)return w(...s,g(A(n.fatal.path),n.fatal.
message));let a=JSON.parse(e),i=a.version;if(typeof i=="number"&&Number.isInteger(i)&&i>U)return w(...s,g("$.version",`h\
andoff version ${i} is newer than this baton reads (${U})`));let o=a.data;if(o!==null&&typeof o=="object"&&!Array.isArray(
o)){let c=o;for(let[b,d]of n.rawNumbers)!_.has(b)&&typeof c[b]=="number"&&(c[b]=d)}let m=C.safeParse(a);if(!m.success){let c=n.
keyProblems.filter(d=>_.has(String(d.path[d.path.length-1]))).map(d=>A(d.path)),b=d=>c.some(r=>d===r||d.startsWith(`${r}\
.`)||d.startsWith(`${r}[`));for(let d of m.error.issues)for(let r of ue(d,a))b(r.path)||s.push(r)}if(s.length>0)return w(
...oe(s));let l=m.data,y=[];return(l.status==="blocked"||l.status==="failure")&&l.failure===void 0&&y.push({code:N.failureMissing,
severity:"warning",path:"$.failure",message:`missing while status is ${l.status}; say why in failure.reason`}),{kind:"va\
lid",handoff:l,warnings:y}}function oe(e){return e.length<=k?e:[...e.slice(0,k),g("$",`${e.length-k} more problems not s\
hown`)]}function ie(e,t){let n=1,s=0;for(let a=e.indexOf(`
`);a!==-1&&a<t;a=e.indexOf(`
`,a+1))n++,s=a+1;return{line:n,column:t-s+1}}var G=64;function A(e){let t="$";for(let n of e)typeof n=="number"?t+=`[${n}\
]`:/^[A-Za-z_][A-Za-z0-9_-]*$/.test(n)&&n.length<=G?t+=`.${n}`:t+=n.length>G?`[<key of ${n.length} characters>]`:`[${JSON.
stringify(n)}]`;return t}function Q(e,t){let n=e;for(let s of t){if(n===null||typeof n!="object"||!Object.hasOwn(n,s))return;
n=n[s]}return n}function ae(e){return e===null?"null":Array.isArray(e)?"an array":typeof e=="object"?"an object":typeof e==
"string"?"a string":typeof e=="number"?"a number":typeof e=="boolean"?"a boolean":typeof e}var fe={string:"a string",number:"\
a number",int:"an integer",boolean:"a boolean",object:"an object",array:"an array",record:"an object"};function ue(e,t){
let n=e.path.filter(m=>typeof m!="symbol"),s=A(n),a=Q(t,n),i=Q(t,n.slice(0,-1)),o=a===void 0&&(n.length===0||i!==void 0);
switch(e.code){case"unrecognized_keys":{let m=le(n);return e.keys.filter(l=>!_.has(l)).map(l=>g(A([...n,l]),ce(l,m)))}case"\
invalid_key":{let m=e.issues[0];return[g(s,m?.message??e.message)]}case"invalid_type":return o?[g(s,"required")]:[g(s,`m\
ust be ${fe[e.expected]??e.expected}, got ${ae(a)}`)];case"invalid_value":return o?[g(s,"required")]:[g(s,e.message)];case"\
too_big":return e.origin==="array"&&Array.isArray(a)?[g(s,`must have at most ${e.maximum} entries, has ${a.length}`)]:[g(
s,e.message)];default:return[g(s,e.message)]}}function ce(e,t){let n=D(e,t);return n!==void 0?`unknown field; did you me\
an \`${n}\`?`:`unknown field; known fields: ${t.join(", ")}`}function le(e){let t=C,n=a=>{let i=a;for(;;){let o=i._zod.def;
if((o.type==="optional"||o.type==="default"||o.type==="nullable")&&o.innerType)i=o.innerType;else if(o.type==="pipe"&&o.
in)i=o.in;else return i}};for(let a of e){let i=n(t)._zod.def,o=i.type==="object"?i.shape?.[String(a)]:i.type==="array"?
i.element:void 0;if(o===void 0)return[];t=o}let s=n(t)._zod.def;return s.type==="object"&&s.shape?Object.keys(s.shape):[]}export{ne as a,ge as b,j as c,R as d,te as e,g as f,X as g,Se as h,Pe as i,A as j};

import{a as D,e as v}from"./chunk-TIXFR75A.js";import{d as V}from"./chunk-OKFZ7BVP.js";import{M as C}from"./chunk-FJ7SBSSN.js";
import{F as U,G as E,N,O as M,b as T,f as z,g as J,h as B}from"./chunk-C33NMHQG.js";function te(e){return typeof e=="string"?JSON.stringify(e):typeof e=="number"||typeof e=="boolean"||typeof e=="bigint"||
e==null?String(e):Array.isArray(e)?"a list":e instanceof Uint8Array?"a Uint8Array":typeof e=="function"?"a function":"an\
 object"}function ge(e){return typeof e=="string"?"an empty string":JSON.stringify(e)??String(e)}function j(e){return typeof e==
"string"?"a string":te(e)}function R(e,t,n,s,f){return new V("usage",re(t,n,s),{where:e,details:f})}function re(e,t,n){return`\
takes ${e}, not ${t}${n===void 0?"":`: ${n}`}`}var L=/[^"\\\u0000-\u001f]*/y,Z=/-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y,Y=/[0-9a-fA-F]{4}/y,se=new Set([
'"',"\\","/","b","f","n","r","t"]),K=class{#e=null;#n;constructor(t){this.#n=t}at(t){if(this.#e===null){let i=[0];for(let o=this.#n.
indexOf(`
`);o!==-1;o=this.#n.indexOf(`
`,o+1))i.push(o+1);this.#e=i}let n=this.#e,s=0,f=n.length-1;for(;s<f;){let i=s+f+1>>1;n[i]<=t?s=i:f=i-1}return`line ${s+
1}, column ${t-n[s]+1}`}};function oe(e){let t;try{t=JSON.parse(e)}catch{return"text that is not JSON"}return t===null?"\
null":Array.isArray(t)?"an array":typeof t=="string"?"a string":typeof t=="number"?"a number":"a boolean"}function P(e,t){
if(t>=e.length)return"the end of the input";let n=e.codePointAt(t);return n<32||n===127?`U+${n.toString(16).toUpperCase().
padStart(4,"0")}`:n>126?`U+${n.toString(16).toUpperCase().padStart(4,"0")}`:`'${String.fromCodePoint(n)}'`}function F(e,t){
let n=e.length;for(;t<n;){let s=e.charCodeAt(t);if(s!==32&&s!==10&&s!==13&&s!==9)break;t++}return t}function G(e,t){let n=new K(
e),s=[],f=new Map,i=t.maxKeyProblems??100,o=[],p=e.length,d=()=>o.map(u=>u.object?u.key:u.index),y=u=>({fatal:u,keyProblems:s,
rawNumbers:f}),c=(u,a,h=d())=>y({path:h,message:`invalid JSON at ${n.at(u)}: ${a}`}),b=(u,a=d())=>u.text?y({path:a,message:`\
at ${n.at(u.at)}: ${u.what}`}):c(u.at,u.what,a),l=()=>d().slice(0,-1),r=F(e,0);if(r>=p)return y({path:[],message:"is emp\
ty; a handoff is one JSON object"});if(e[r]!=="{")return y({path:[],message:`must be a JSON object, got ${oe(e)}`});let m=0;
for(;;){if(r=F(e,r),m===1){let a=o[o.length-1];if(a===void 0)return r<p?y({path:[],message:`unexpected text after the JS\
ON object at ${n.at(r)}; a handoff is exactly one JSON object`}):y(null);let h=e[r];if(h===","){r++,a.object?m=3:(a.index++,
m=0);continue}if(a.object&&h==="}"||!a.object&&h==="]"){o.pop(),r++;continue}return c(r,`expected ',' or '${a.object?"}":
"]"}', found ${P(e,r)}`)}if(m===2||m===3){let a=o[o.length-1],h=e[r];if(h==="}"){if(m===3)return c(r,"a comma before '}'\
 (trailing commas are not JSON)",l());o.pop(),r++,m=1;continue}if(h!=='"')return c(r,`expected a key in double quotes, f\
ound ${P(e,r)}`,l());let x=r,$=q(e,r);if(typeof $!="number")return b($,l());let H=e.slice(r+1,$-1),S=H.includes("\\")?JSON.
parse(e.slice(r,$)):H;if(r=F(e,$),e[r]!==":")return c(r,`expected ':' after a key, found ${P(e,r)}`,l());r++,a.key=S;let I=a.
seen,O=I.get(S);s.length<i&&(t.forbiddenKeys.has(S)?s.push({path:d(),message:`key \`${S}\` is not allowed anywhere in a h\
andoff (${n.at(x)})`}):O!==void 0&&s.push({path:d(),message:`duplicate key (first at ${n.at(O)}, again at ${n.at(x)}); a\
 key may appear only once`})),O===void 0&&I.set(S,x),m=0;continue}if(m===4){if(e[r]==="]"){o.pop(),r++,m=1;continue}m=0}
if(r>=p)return c(r,"unexpected end of input, expected a value");let u=e.charCodeAt(r);if(u===123||u===91){if(o.length>=t.
maxDepth)return y({path:d(),message:`nested deeper than ${t.maxDepth} levels`});let a=u===123;o.push({object:a,key:"",index:0,
seen:a?new Map:null}),r++,m=a?2:4;continue}if(u===34){let a=q(e,r);if(typeof a!="number")return b(a);r=a}else if(u===45||
u>=48&&u<=57){Z.lastIndex=r;let a=Z.exec(e),h=a===null?r:r+a[0].length;if(a===null||/[0-9.eE+-]/.test(e[h]??""))return c(
r,"invalid number");t.rawNumbersUnder!==void 0&&o.length===2&&o[0].key===t.rawNumbersUnder&&o[1].object&&f.set(o[1].key,
a[0]),r=h}else if(e.startsWith("true",r))r+=4;else if(e.startsWith("false",r))r+=5;else if(e.startsWith("null",r))r+=4;else
return c(r,`expected a value, found ${P(e,r)}`);m=1}}function W(e,t){return Y.lastIndex=t,Y.test(e)?Number.parseInt(e.slice(
t,t+4),16):-1}function q(e,t){let n=t+1;for(;;){if(L.lastIndex=n,L.test(e),n=L.lastIndex,n>=e.length)return{at:t,what:"u\
nterminated string"};let s=e.charCodeAt(n);if(s===34)return n+1;if(s===92){let f=e[n+1]??"";if(se.has(f)){n+=2;continue}
if(f==="u"){let i=W(e,n+2);if(i===0)return{at:n,what:"the escape \\u0000 is a NUL character, which a handoff never holds",
text:!0};if(i>=55296&&i<=56319){let o=e.startsWith("\\u",n+6)?W(e,n+8):-1;if(o>=56320&&o<=57343){n+=12;continue}}if(i>=55296&&
i<=57343)return{at:n,what:`the escape \\u${e.slice(n+2,n+6)} is half of a surrogate pair, without its other half; it is \
not text`,text:!0};if(i>=0){n+=6;continue}}return{at:n,what:"invalid escape in a string"}}return{at:n,what:`control char\
acter ${P(e,n)} in a string must be escaped (\\n, \\t, \\u00XX)`}}}var k=100,_=new Set(M);function g(e,t){return{code:N.invalid,severity:"error",path:e,message:t}}function X(e){let t=e===
"more"?`more than ${E.handoffFileBytes}`:String(e);return g("$",`is ${t} bytes; a handoff may be at most ${E.handoffFileBytes}\
 bytes (${E.handoffFileBytes/1024} KiB)`)}var w=(...e)=>({kind:"invalid",problems:e});function Pe(e){if(!(e instanceof Uint8Array))
throw R("parseHandoff","the handoff file's bytes (a Uint8Array or Buffer)",j(e),typeof e=="string"?"for text, call parse\
HandoffText":void 0);if(e.length>E.handoffFileBytes)return w(X(e.length));let t=B(e);if(t.kind==="text")return ne(t.text);
let n=t.kind==="utf-16"?`: ${J}`:"";return w(g("$",`${t.problem}; a handoff is UTF-8 JSON${n}`))}function Ae(e){if(typeof e!=
"string")throw R("parseHandoffText","the handoff as a string",j(e),e instanceof Uint8Array?"for bytes, call parseHandoff":
void 0);if(e.length>E.handoffFileBytes)return w(X(T(e)));let t=T(e);return t>E.handoffFileBytes?w(X(t)):ne(z(e))}function ne(e){
let t=e.indexOf("\0");if(t!==-1){let c=v(e,t);return w(g("$",`contains a NUL byte at line ${c.line}, column ${c.column};\
 a handoff is JSON text, which never holds one`))}let n=G(e,{maxDepth:E.handoffDepth,forbiddenKeys:_,rawNumbersUnder:"da\
ta",maxKeyProblems:k}),s=n.keyProblems.map(c=>g(A(c.path),c.message));if(n.fatal)return w(...s,g(A(n.fatal.path),n.fatal.
message));let f=JSON.parse(e),i=f.version;if(typeof i=="number"&&Number.isInteger(i)&&i>U)return w(...s,g("$.version",`h\
andoff version ${i} is newer than this baton reads (${U})`));let o=f.data;if(o!==null&&typeof o=="object"&&!Array.isArray(
o)){let c=o;for(let[b,l]of n.rawNumbers)!_.has(b)&&typeof c[b]=="number"&&(c[b]=l)}let p=C.safeParse(f);if(!p.success){let c=n.
keyProblems.filter(l=>_.has(String(l.path[l.path.length-1]))).map(l=>A(l.path)),b=l=>c.some(r=>l===r||l.startsWith(`${r}\
.`)||l.startsWith(`${r}[`));for(let l of p.error.issues)for(let r of ue(l,f))b(r.path)||s.push(r)}if(s.length>0)return w(
...ie(s));let d=p.data,y=[];return(d.status==="blocked"||d.status==="failure")&&d.failure===void 0&&y.push({code:N.failureMissing,
severity:"warning",path:"$.failure",message:`missing while status is ${d.status}; say why in failure.reason`}),{kind:"va\
lid",handoff:d,warnings:y}}function ie(e){return e.length<=k?e:[...e.slice(0,k),g("$",`${e.length-k} more problems not s\
hown`)]}var Q=64;function A(e){let t="$";for(let n of e)typeof n=="number"?t+=`[${n}]`:/^[A-Za-z_][A-Za-z0-9_-]*$/.test(
n)&&n.length<=Q?t+=`.${n}`:t+=n.length>Q?`[<key of ${n.length} characters>]`:`[${JSON.stringify(n)}]`;return t}function ee(e,t){
let n=e;for(let s of t){if(n===null||typeof n!="object"||!Object.hasOwn(n,s))return;n=n[s]}return n}function ae(e){return e===
null?"null":Array.isArray(e)?"an array":typeof e=="object"?"an object":typeof e=="string"?"a string":typeof e=="number"?
"a number":typeof e=="boolean"?"a boolean":typeof e}var fe={string:"a string",number:"a number",int:"an integer",boolean:"\
a boolean",object:"an object",array:"an array",record:"an object"};function ue(e,t){let n=e.path.filter(p=>typeof p!="sy\
mbol"),s=A(n),f=ee(t,n),i=ee(t,n.slice(0,-1)),o=f===void 0&&(n.length===0||i!==void 0);switch(e.code){case"unrecognized_\
keys":{let p=de(n);return e.keys.filter(d=>!_.has(d)).map(d=>g(A([...n,d]),ce(d,p)))}case"invalid_key":{let p=e.issues[0];
return[g(s,p?.message??e.message)]}case"invalid_type":return o?[g(s,"required")]:[g(s,`must be ${fe[e.expected]??e.expected}\
, got ${ae(f)}`)];case"invalid_value":return o?[g(s,"required")]:[g(s,e.message)];case"too_big":return e.origin==="array"&&
Array.isArray(f)?[g(s,`must have at most ${e.maximum} entries, has ${f.length}`)]:[g(s,e.message)];default:return[g(s,e.
message)]}}function ce(e,t){let n=D(e,t);return n!==void 0?`unknown field; did you mean \`${n}\`?`:`unknown field; known\
 fields: ${t.join(", ")}`}function de(e){let t=C,n=f=>{let i=f;for(;;){let o=i._zod.def;if((o.type==="optional"||o.type===
"default"||o.type==="nullable")&&o.innerType)i=o.innerType;else if(o.type==="pipe"&&o.in)i=o.in;else return i}};for(let f of e){
let i=n(t)._zod.def,o=i.type==="object"?i.shape?.[String(f)]:i.type==="array"?i.element:void 0;if(o===void 0)return[];t=
o}let s=n(t)._zod.def;return s.type==="object"&&s.shape?Object.keys(s.shape):[]}export{te as a,ge as b,j as c,R as d,re as e,g as f,X as g,Pe as h,Ae as i,A as j};

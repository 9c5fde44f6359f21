import{d as H}from"./chunk-OKFZ7BVP.js";import{C as U,D as E,K as C,L as D,Ua as L,b as N,f as z,g as J,h as B}from"./chunk-RHKLK6JY.js";function en(n,t){let e=Array.from({length:n.length+1},(r,i)=>Array.from({length:t.length+1},(a,o)=>i===0?o:o===0?i:0));for(let r=1;r<=
n.length;r+=1)for(let i=1;i<=t.length;i+=1){let a=n[r-1]===t[i-1]?0:1,o=Math.min(e[r-1][i]+1,e[r][i-1]+1,e[r-1][i-1]+a);
r>1&&i>1&&n[r-1]===t[i-2]&&n[r-2]===t[i-1]&&(o=Math.min(o,e[r-2][i-2]+1)),e[r][i]=o}return e[n.length][t.length]}function _(n,t){
let e=n.toLowerCase(),r=e.length<=3?1:Math.max(2,Math.floor(e.length/3)),i,a=Number.POSITIVE_INFINITY;for(let o of t){let g=o.
toLowerCase(),u=e.length>=3&&g.startsWith(e)?1:en(e,g);u<a&&u<=r&&u<e.length&&(i=o,a=u)}return i}function mn(n){return/\bdid you mean\b/.
test(n)}function hn(n,t){let e=_(n,t);return e===void 0?"":`; did you mean ${e}?`}function pn(n,t){let e=_(n,t);return e===
void 0?"":` (did you mean ${e}?)`}function tn(n){return typeof n=="string"?JSON.stringify(n):typeof n=="number"||typeof n=="boolean"||typeof n=="bigint"||
n==null?String(n):Array.isArray(n)?"a list":n instanceof Uint8Array?"a Uint8Array":typeof n=="function"?"a function":"an\
 object"}function En(n){return typeof n=="string"?"an empty string":JSON.stringify(n)??String(n)}function j(n){return typeof n==
"string"?"a string":tn(n)}function R(n,t,e,r,i){return new H("usage",rn(t,e,r),{where:n,details:i})}function rn(n,t,e){return`\
takes ${n}, not ${t}${e===void 0?"":`: ${e}`}`}var I=/[^"\\\u0000-\u001f]*/y,Y=/-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y,v=/[0-9a-fA-F]{4}/y,sn=new Set([
'"',"\\","/","b","f","n","r","t"]),K=class{#n=null;#e;constructor(t){this.#e=t}at(t){if(this.#n===null){let a=[0];for(let o=this.#e.
indexOf(`
`);o!==-1;o=this.#e.indexOf(`
`,o+1))a.push(o+1);this.#n=a}let e=this.#n,r=0,i=e.length-1;for(;r<i;){let a=r+i+1>>1;e[a]<=t?r=a:i=a-1}return`line ${r+
1}, column ${t-e[r]+1}`}};function on(n){let t;try{t=JSON.parse(n)}catch{return"text that is not JSON"}return t===null?"\
null":Array.isArray(t)?"an array":typeof t=="string"?"a string":typeof t=="number"?"a number":"a boolean"}function A(n,t){
if(t>=n.length)return"the end of the input";let e=n.codePointAt(t);return e<32||e===127?`U+${e.toString(16).toUpperCase().
padStart(4,"0")}`:e>126?`U+${e.toString(16).toUpperCase().padStart(4,"0")}`:`'${String.fromCodePoint(e)}'`}function F(n,t){
let e=n.length;for(;t<e;){let r=n.charCodeAt(t);if(r!==32&&r!==10&&r!==13&&r!==9)break;t++}return t}function q(n,t){let e=new K(
n),r=[],i=new Map,a=t.maxKeyProblems??100,o=[],g=n.length,u=()=>o.map(c=>c.object?c.key:c.index),y=c=>({fatal:c,keyProblems:r,
rawNumbers:i}),l=(c,f,p=u())=>y({path:p,message:`invalid JSON at ${e.at(c)}: ${f}`}),b=(c,f=u())=>c.text?y({path:f,message:`\
at ${e.at(c.at)}: ${c.what}`}):l(c.at,c.what,f),d=()=>u().slice(0,-1),s=F(n,0);if(s>=g)return y({path:[],message:"is emp\
ty; a handoff is one JSON object"});if(n[s]!=="{")return y({path:[],message:`must be a JSON object, got ${on(n)}`});let h=0;
for(;;){if(s=F(n,s),h===1){let f=o[o.length-1];if(f===void 0)return s<g?y({path:[],message:`unexpected text after the JS\
ON object at ${e.at(s)}; a handoff is exactly one JSON object`}):y(null);let p=n[s];if(p===","){s++,f.object?h=3:(f.index++,
h=0);continue}if(f.object&&p==="}"||!f.object&&p==="]"){o.pop(),s++;continue}return l(s,`expected ',' or '${f.object?"}":
"]"}', found ${A(n,s)}`)}if(h===2||h===3){let f=o[o.length-1],p=n[s];if(p==="}"){if(h===3)return l(s,"a comma before '}'\
 (trailing commas are not JSON)",d());o.pop(),s++,h=1;continue}if(p!=='"')return l(s,`expected a key in double quotes, f\
ound ${A(n,s)}`,d());let O=s,$=W(n,s);if(typeof $!="number")return b($,d());let M=n.slice(s+1,$-1),S=M.includes("\\")?JSON.
parse(n.slice(s,$)):M;if(s=F(n,$),n[s]!==":")return l(s,`expected ':' after a key, found ${A(n,s)}`,d());s++,f.key=S;let V=f.
seen,T=V.get(S);r.length<a&&(t.forbiddenKeys.has(S)?r.push({path:u(),message:`key \`${S}\` is not allowed anywhere in a h\
andoff (${e.at(O)})`}):T!==void 0&&r.push({path:u(),message:`duplicate key (first at ${e.at(T)}, again at ${e.at(O)}); a\
 key may appear only once`})),T===void 0&&V.set(S,O),h=0;continue}if(h===4){if(n[s]==="]"){o.pop(),s++,h=1;continue}h=0}
if(s>=g)return l(s,"unexpected end of input, expected a value");let c=n.charCodeAt(s);if(c===123||c===91){if(o.length>=t.
maxDepth)return y({path:u(),message:`nested deeper than ${t.maxDepth} levels`});let f=c===123;o.push({object:f,key:"",index:0,
seen:f?new Map:null}),s++,h=f?2:4;continue}if(c===34){let f=W(n,s);if(typeof f!="number")return b(f);s=f}else if(c===45||
c>=48&&c<=57){Y.lastIndex=s;let f=Y.exec(n),p=f===null?s:s+f[0].length;if(f===null||/[0-9.eE+-]/.test(n[p]??""))return l(
s,"invalid number");t.rawNumbersUnder!==void 0&&o.length===2&&o[0].key===t.rawNumbersUnder&&o[1].object&&i.set(o[1].key,
f[0]),s=p}else if(n.startsWith("true",s))s+=4;else if(n.startsWith("false",s))s+=5;else if(n.startsWith("null",s))s+=4;else
return l(s,`expected a value, found ${A(n,s)}`);h=1}}function Z(n,t){return v.lastIndex=t,v.test(n)?Number.parseInt(n.slice(
t,t+4),16):-1}function W(n,t){let e=t+1;for(;;){if(I.lastIndex=e,I.test(n),e=I.lastIndex,e>=n.length)return{at:t,what:"u\
nterminated string"};let r=n.charCodeAt(e);if(r===34)return e+1;if(r===92){let i=n[e+1]??"";if(sn.has(i)){e+=2;continue}
if(i==="u"){let a=Z(n,e+2);if(a===0)return{at:e,what:"the escape \\u0000 is a NUL character, which a handoff never holds",
text:!0};if(a>=55296&&a<=56319){let o=n.startsWith("\\u",e+6)?Z(n,e+8):-1;if(o>=56320&&o<=57343){e+=12;continue}}if(a>=55296&&
a<=57343)return{at:e,what:`the escape \\u${n.slice(e+2,e+6)} is half of a surrogate pair, without its other half; it is \
not text`,text:!0};if(a>=0){e+=6;continue}}return{at:e,what:"invalid escape in a string"}}return{at:e,what:`control char\
acter ${A(n,e)} in a string must be escaped (\\n, \\t, \\u00XX)`}}}var k=100,x=new Set(D);function m(n,t){return{code:C.invalid,severity:"error",path:n,message:t}}function X(n){let t=n===
"more"?`more than ${E.handoffFileBytes}`:String(n);return m("$",`is ${t} bytes; a handoff may be at most ${E.handoffFileBytes}\
 bytes (${E.handoffFileBytes/1024} KiB)`)}var w=(...n)=>({kind:"invalid",problems:n});function On(n){if(!(n instanceof Uint8Array))
throw R("parseHandoff","the handoff file's bytes (a Uint8Array or Buffer)",j(n),typeof n=="string"?"for text, call parse\
HandoffText":void 0);if(n.length>E.handoffFileBytes)return w(X(n.length));let t=B(n);if(t.kind==="text")return nn(t.text);
let e=t.kind==="utf-16"?`: ${J}`:"";return w(m("$",`${t.problem}; a handoff is UTF-8 JSON${e}`))}function Tn(n){if(typeof n!=
"string")throw R("parseHandoffText","the handoff as a string",j(n),n instanceof Uint8Array?"for bytes, call parseHandoff":
void 0);if(n.length>E.handoffFileBytes)return w(X(N(n)));let t=N(n);return t>E.handoffFileBytes?w(X(t)):nn(z(n))}function nn(n){
let t=n.indexOf("\0");if(t!==-1){let l=fn(n,t);return w(m("$",`contains a NUL byte at line ${l.line}, column ${l.column}\
; a handoff is JSON text, which never holds one`))}let e=q(n,{maxDepth:E.handoffDepth,forbiddenKeys:x,rawNumbersUnder:"d\
ata",maxKeyProblems:k}),r=e.keyProblems.map(l=>m(P(l.path),l.message));if(e.fatal)return w(...r,m(P(e.fatal.path),e.fatal.
message));let i=JSON.parse(n),a=i.version;if(typeof a=="number"&&Number.isInteger(a)&&a>U)return w(...r,m("$.version",`h\
andoff version ${a} is newer than this baton reads (${U})`));let o=i.data;if(o!==null&&typeof o=="object"&&!Array.isArray(
o)){let l=o;for(let[b,d]of e.rawNumbers)!x.has(b)&&typeof l[b]=="number"&&(l[b]=d)}let g=L.safeParse(i);if(!g.success){let l=e.
keyProblems.filter(d=>x.has(String(d.path[d.path.length-1]))).map(d=>P(d.path)),b=d=>l.some(s=>d===s||d.startsWith(`${s}\
.`)||d.startsWith(`${s}[`));for(let d of g.error.issues)for(let s of ln(d,i))b(s.path)||r.push(s)}if(r.length>0)return w(
...an(r));let u=g.data,y=[];return(u.status==="blocked"||u.status==="failure")&&u.failure===void 0&&y.push({code:C.failureMissing,
severity:"warning",path:"$.failure",message:`missing while status is ${u.status}; say why in failure.reason`}),{kind:"va\
lid",handoff:u,warnings:y}}function an(n){return n.length<=k?n:[...n.slice(0,k),m("$",`${n.length-k} more problems not s\
hown`)]}function fn(n,t){let e=1,r=0;for(let i=n.indexOf(`
`);i!==-1&&i<t;i=n.indexOf(`
`,i+1))e++,r=i+1;return{line:e,column:t-r+1}}var G=64;function P(n){let t="$";for(let e of n)typeof e=="number"?t+=`[${e}\
]`:/^[A-Za-z_][A-Za-z0-9_-]*$/.test(e)&&e.length<=G?t+=`.${e}`:t+=e.length>G?`[<key of ${e.length} characters>]`:`[${JSON.
stringify(e)}]`;return t}function Q(n,t){let e=n;for(let r of t){if(e===null||typeof e!="object"||!Object.hasOwn(e,r))return;
e=e[r]}return e}function un(n){return n===null?"null":Array.isArray(n)?"an array":typeof n=="object"?"an object":typeof n==
"string"?"a string":typeof n=="number"?"a number":typeof n=="boolean"?"a boolean":typeof n}var cn={string:"a string",number:"\
a number",int:"an integer",boolean:"a boolean",object:"an object",array:"an array",record:"an object"};function ln(n,t){
let e=n.path.filter(g=>typeof g!="symbol"),r=P(e),i=Q(t,e),a=Q(t,e.slice(0,-1)),o=i===void 0&&(e.length===0||a!==void 0);
switch(n.code){case"unrecognized_keys":{let g=gn(e);return n.keys.filter(u=>!x.has(u)).map(u=>m(P([...e,u]),dn(u,g)))}case"\
invalid_key":{let g=n.issues[0];return[m(r,g?.message??n.message)]}case"invalid_type":return o?[m(r,"required")]:[m(r,`m\
ust be ${cn[n.expected]??n.expected}, got ${un(i)}`)];case"invalid_value":return o?[m(r,"required")]:[m(r,n.message)];case"\
too_big":return n.origin==="array"&&Array.isArray(i)?[m(r,`must have at most ${n.maximum} entries, has ${i.length}`)]:[m(
r,n.message)];default:return[m(r,n.message)]}}function dn(n,t){let e=_(n,t);return e!==void 0?`unknown field; did you me\
an \`${e}\`?`:`unknown field; known fields: ${t.join(", ")}`}function gn(n){let t=L,e=i=>{let a=i;for(;;){let o=a._zod.def;
if((o.type==="optional"||o.type==="default"||o.type==="nullable")&&o.innerType)a=o.innerType;else if(o.type==="pipe"&&o.
in)a=o.in;else return a}};for(let i of n){let a=e(t)._zod.def,o=a.type==="object"?a.shape?.[String(i)]:a.type==="array"?
a.element:void 0;if(o===void 0)return[];t=o}let r=e(t)._zod.def;return r.type==="object"&&r.shape?Object.keys(r.shape):[]}export{tn as a,En as b,j as c,R as d,rn as e,_ as f,mn as g,hn as h,pn as i,m as j,X as k,On as l,Tn as m,P as n};

import{a as f,e as _}from"./chunk-77W67CAP.js";import{I as $,d as L,f as O,g as N,j as l,k as g,l as y,m as w,o as z,
q as x,s as I,u as v,w as E,x as p,y as M}from"./chunk-GNY3OND4.js";import{d as A}from"./chunk-O7UU6C5Q.js";
import{o as b,q,s as P,w as j}from"./chunk-JQWIKLAS.js";import{a as R}from"./chunk-VLLWXIM2.js";import{createContext as H,Script as W}from"node:vm";function C(t,n,r){k.regex=t,k.value=n;try{return Y.runInContext(k,{timeout:r})===
!0}catch(e){if(e?.code==="ERR_SCRIPT_EXECUTION_TIMEOUT")return null;throw e}finally{k.regex=null,k.value=""}}var Y=new W(
"regex.test(value)"),k=H({regex:null,value:""});var U={top:["type","properties","required","additionalProperties","description","title","$schema"],property:["type","enu\
m","pattern","minLength","maxLength","description","title"]},X=x({enum:p(z(l())),pattern:p(l()),minLength:p(g().check(y(),
O())),maxLength:p(g().check(y(),O())),description:p(l()),title:p(l())}),me=x({properties:v(l(),X),required:z(l()),additionalProperties:w(),
description:p(l())}),S="must be a text",h="must be a whole number from 0",Z=M(x({type:p(E("string",{error:"must be strin\
g: data values are strings (numbers and booleans become strings); to constrain a number, use a pattern such as ^[0-9]+$"})),
enum:p(z(I([l(),g(),w()],{error:"must be a string, number or boolean"}),{error:"must be a list of values"}).check(N(1,{message:"\
must list at least one value"}))),pattern:p(l({error:"must be a text: an ECMAScript regular expression"})),minLength:p(g(
{error:h}).check(y({error:h}),L(0,h))),maxLength:p(g({error:h}).check(y({error:h}),L(0,h))),description:p(l({error:S})),
title:p(l({error:S}))},{error:"must be a map of keywords (enum, pattern, minLength, maxLength \u2026), or empty for any strin\
g"})),B=x({$schema:p(l({error:S})),title:p(l({error:S})),description:p(l({error:S})),type:p(E("object",{error:"must be o\
bject: data is an object, a flat map of keys to strings"})),properties:p(v(l(),Z,{error:"must be a map of data keys to t\
heir rules"})),required:p(z(l({error:"must be a data key"}),{error:"must be a list of data keys"})),additionalProperties:p(
w({error:"must be true or false (a schema for the other keys is not supported)"}))},{error:"must be a map of JSON Schema\
 keywords (required, additionalProperties, properties \u2026)"}),J={properties:"data values are strings, never nested ob\
jects",items:"data values are strings, never lists",minimum:"data values are strings; use a pattern",maximum:"data value\
s are strings; use a pattern",exclusiveMinimum:"data values are strings; use a pattern",exclusiveMaximum:"data values ar\
e strings; use a pattern",multipleOf:"data values are strings; use a pattern",format:"use a pattern",const:"use enum wit\
h one value",default:"a default is not filled in; say it in the prompt",minProperties:"use required",maxProperties:"data\
 has at most 64 keys; use additionalProperties: false"};function fe(t){let n=B.safeParse(t),r=n.success?[]:n.error.issues.
flatMap(Q),e=D(t)?t:{},a=D(e.properties)?e.properties:{},o=Object.keys(a);o.length>b.dataKeys&&r.push(`properties: decla\
res ${o.length} keys; a handoff's data holds at most ${b.dataKeys}`);for(let[s,u]of Object.entries(a)){if(!q.test(s)||j.
includes(s)){r.push(`properties: ${JSON.stringify(s)} is not a data key: a letter or _, then up to 63 letters, digits, _\
 or - (and not ${j.join(", ")})`);continue}if(!D(u))continue;if(typeof u.pattern=="string"){let T=V(u.pattern);T!==null&&
r.push(`properties.${s}.pattern: ${T}`)}let{minLength:c,maxLength:m}=u;typeof c=="number"&&typeof m=="number"&&c>m&&r.push(
`properties.${s}: minLength ${c} is more than maxLength ${m}, so no value fits`)}for(let[s,u]of(Array.isArray(e.required)?
e.required:[]).entries()){if(typeof u!="string"||Object.hasOwn(a,u))continue;let c=$(u,o);r.push(`required[${s}]: ${JSON.
stringify(u)} is not declared under properties${c!==void 0?`; did you mean ${c}?`:o.length>0?`; declared: ${o.join(", ")}`:
"; declare each required key under properties"}`)}if(!n.success||r.length>0)throw G(r);let i=n.data,d={};for(let[s,u]of Object.
entries(i.properties??{}))d[s]={...u?.enum===void 0?{}:{enum:[...new Set(u.enum.map(c=>String(c)))]},...u?.pattern===void 0?
{}:{pattern:u.pattern},...u?.minLength===void 0?{}:{minLength:u.minLength},...u?.maxLength===void 0?{}:{maxLength:u.maxLength},
...u?.description===void 0?{}:{description:u.description},...u?.title===void 0?{}:{title:u.title}};return{properties:d,required:[
...new Set(i.required??[])],additionalProperties:i.additionalProperties??!0,...i.description===void 0?{}:{description:i.
description}}}function D(t){return t!==null&&typeof t=="object"&&!Array.isArray(t)}function G(t){return new A("input-inv\
alid",t.join("; "),{where:P.dataSchema})}function Q(t){let n=t.path.map(String),r=e=>e.join(".");if(t.code==="unrecogniz\
ed_keys"){let e=n.length===2,a=e?U.property:U.top;return t.keys.map(o=>{let i=Object.hasOwn(J,o)?J[o]:void 0,d=$(o,a);return`${r(
[...n,o])}: ${o} is not supported by ${P.dataSchema}, which enforces every keyword it takes${i!==void 0&&!(o==="properti\
es"&&!e)?` (${i})`:""}${d!==void 0?`; did you mean ${d}?`:""}; its keywords${e?" for a key":""}: ${a.join(", ")}`})}return[
n.length===0?t.message:`${r(n)}: ${t.message}`]}function V(t){if(t.length>b.dataSchemaPatternChars)return`is ${t.length}\
 characters; a pattern may be at most ${b.dataSchemaPatternChars}`;try{new RegExp(t,"u")}catch(r){return`is not a valid \
ECMAScript regular expression (with the u flag): ${r instanceof Error?r.message:String(r)}`}let n=te(t);return n==="back\
reference"?"refers back to a group (\\1, \\k<name>): such a pattern can take time exponential in the length of the value a\
n agent writes; write it without the back-reference":n==="nested"?"repeats a group that itself repeats, like (a+)+ or (\\\
w*)*: such a pattern can take time exponential in the length of the value an agent writes; write it without the nested r\
epetition: [a-z,]* in place of ([a-z]+,)*":null}function ee(t,n){let r=t[n],e,a;if(r==="*"||r==="+")[e,a]=[1,!0];else if(r===
"?")[e,a]=[1,!1];else if(r==="{"){let o=/^\{(\d+)(,(\d*))?\}/.exec(t.slice(n));if(o===null)return null;e=o[0].length,a=(o[2]===
void 0?Number(o[1]):o[3]===""?1/0:Number(o[3]))>1}else return null;return t[n+e]==="?"&&e++,{length:e,repeats:a}}function te(t){
let n=[!1],r=!1,e=0;for(;e<t.length;){let a=t[e],o=ee(t,e);if(o!==null){if(o.repeats){if(r)return"nested";n[n.length-1]=
!0}r=!1,e+=o.length;continue}if(r=!1,a==="\\"){let i=t[e+1]??"";if(/[1-9]/.test(i)||i==="k"&&t[e+2]==="<")return"backref\
erence";(i==="p"||i==="P"||i==="u")&&t[e+2]==="{"?e=t.indexOf("}",e)+1:e+=2;continue}if(a==="["){for(e++;e<t.length&&t[e]!==
"]";)e+=t[e]==="\\"?2:1;e++;continue}if(a==="("){n.push(!1),e++,t[e]==="?"&&(t[e+1]==="<"&&t[e+2]!=="="&&t[e+2]!=="!"?e=
t.indexOf(">",e)+1:e+=t[e+1]==="<"?3:2);continue}if(a===")"){let i=n.pop()??!1;i&&(n[n.length-1]=!0),r=i,e++;continue}e++}
return null}var F=250,K=new Map;function ne(t){let n=K.get(t);return n===void 0&&(n=new RegExp(t,"u"),K.set(t,n)),n}function re(t){
return t.map(n=>/^[A-Za-z0-9_./:+-]+$/.test(n)?n:JSON.stringify(n)).join(", ")}function ge(t,n){let r=t??{},e=[],a=i=>_(
["data",i]),o=Object.keys(n.properties);for(let i of n.required)Object.hasOwn(r,i)||e.push(f(a(i),"required by this stag\
e's data-schema"));for(let[i,d]of Object.entries(r)){let s=Object.hasOwn(n.properties,i)?n.properties[i]:void 0;if(s===void 0){
if(n.additionalProperties)continue;let m=$(i,o);e.push(f(a(i),`not in this stage's data-schema (additionalProperties is \
false)${m!==void 0?`; did you mean \`${m}\`?`:o.length>0?`; its keys: ${o.join(", ")}`:"; it declares no keys"}`));continue}
if(s.enum!==void 0&&!s.enum.includes(d)){let m=$(d,s.enum);e.push(f(a(i),`must be one of ${re(s.enum)}${m!==void 0?`; di\
d you mean \`${m}\`?`:""}`))}let u=s.pattern===void 0?!0:C(ne(s.pattern),d,F);u===!1?e.push(f(a(i),`must match the patte\
rn ${s.pattern} of this stage's data-schema`)):u===null&&e.push(f(a(i),`could not be checked, so it is refused: the patt\
ern ${s.pattern} of this stage's data-schema ran over ${F} ms on it (a pattern that backtracks, as a repetition of alter\
natives that overlap does: (\\d|[0-9a-f])+); write it with a character class instead ([0-9a-f]+)`));let c=s.minLength!==
void 0||s.maxLength!==void 0?R(d):0;s.minLength!==void 0&&c<s.minLength&&e.push(f(a(i),`must be at least ${s.minLength} \
UTF-8 bytes, is ${c}`)),s.maxLength!==void 0&&c>s.maxLength&&e.push(f(a(i),`must be at most ${s.maxLength} UTF-8 bytes, \
is ${c}`))}return e}function he(t){let n={type:"object",...t.description===void 0?{}:{description:t.description},properties:Object.
fromEntries(Object.entries(t.properties).map(([r,e])=>[r,{type:"string",...e}])),required:t.required,additionalProperties:t.
additionalProperties?{type:"string"}:!1};return JSON.stringify(n,null,2)}function be(t,n){let r=Math.max(0,...Array.from(
t.matchAll(/`+/g),a=>a[0].length)),e="`".repeat(Math.max(3,r+1));return`${e}${n}
${t.replace(/\n$/,"")}
${e}`}export{me as a,fe as b,ge as c,he as d,be as e};

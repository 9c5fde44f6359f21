import{a as m,e as M}from"./chunk-Z4DAJ2UJ.js";import{I as x,b as P,d as j,e as T,h as l,i as f,j as b,k,m as y,o as z,
q as N,s as O,u as v,v as p,w as I}from"./chunk-6L3Z3BG2.js";import{d as q}from"./chunk-O7UU6C5Q.js";import{
B as w,b as A,t as g,v as R,x as S}from"./chunk-4MM7JVB2.js";var _={top:["type","properties","required","additionalProperties","description","title","$schema"],property:["type","enu\
m","pattern","minLength","maxLength","description","title"]},K=z({enum:p(y(l())),pattern:p(l()),minLength:p(f().check(b(),
j())),maxLength:p(f().check(b(),j())),description:p(l()),title:p(l())}),ie=z({properties:O(l(),K),required:y(l()),additionalProperties:k(),
description:p(l())}),$="must be a text",h="must be a whole number from 0",U=I(z({type:p(v("string",{error:"must be strin\
g: data values are strings (numbers and booleans become strings); to constrain a number, use a pattern such as ^[0-9]+$"})),
enum:p(y(N([l(),f(),k()],{error:"must be a string, number or boolean"}),{error:"must be a list of values"}).check(T(1,{message:"\
must list at least one value"}))),pattern:p(l({error:"must be a text: an ECMAScript regular expression"})),minLength:p(f(
{error:h}).check(b({error:h}),P(0,h))),maxLength:p(f({error:h}).check(b({error:h}),P(0,h))),description:p(l({error:$})),
title:p(l({error:$}))},{error:"must be a map of keywords (enum, pattern, minLength, maxLength \u2026), or empty for any strin\
g"})),F=z({$schema:p(l({error:$})),title:p(l({error:$})),description:p(l({error:$})),type:p(v("object",{error:"must be o\
bject: data is an object, a flat map of keys to strings"})),properties:p(O(l(),U,{error:"must be a map of data keys to t\
heir rules"})),required:p(y(l({error:"must be a data key"}),{error:"must be a list of data keys"})),additionalProperties:p(
k({error:"must be true or false (a schema for the other keys is not supported)"}))},{error:"must be a map of JSON Schema\
 keywords (required, additionalProperties, properties \u2026)"}),H={properties:"data values are strings, never nested ob\
jects",items:"data values are strings, never lists",minimum:"data values are strings; use a pattern",maximum:"data value\
s are strings; use a pattern",exclusiveMinimum:"data values are strings; use a pattern",exclusiveMaximum:"data values ar\
e strings; use a pattern",multipleOf:"data values are strings; use a pattern",format:"use a pattern",const:"use enum wit\
h one value",default:"a default is not filled in; say it in the prompt",minProperties:"use required",maxProperties:"data\
 has at most 64 keys; use additionalProperties: false"};function se(t){let n=F.safeParse(t),i=n.success?[]:n.error.issues.
flatMap(Y),e=E(t)?t:{},u=E(e.properties)?e.properties:{},o=Object.keys(u);o.length>g.dataKeys&&i.push(`properties: decla\
res ${o.length} keys; a handoff's data holds at most ${g.dataKeys}`);for(let[a,s]of Object.entries(u)){if(!R.test(a)||w.
includes(a)){i.push(`properties: ${JSON.stringify(a)} is not a data key: a letter or _, then up to 63 letters, digits, _\
 or - (and not ${w.join(", ")})`);continue}if(!E(s))continue;if(typeof s.pattern=="string"){let D=Z(s.pattern);D!==null&&
i.push(`properties.${a}.pattern: ${D}`)}let{minLength:c,maxLength:L}=s;typeof c=="number"&&typeof L=="number"&&c>L&&i.push(
`properties.${a}: minLength ${c} is more than maxLength ${L}, so no value fits`)}for(let[a,s]of(Array.isArray(e.required)?
e.required:[]).entries()){if(typeof s!="string"||Object.hasOwn(u,s))continue;let c=x(s,o);i.push(`required[${a}]: ${JSON.
stringify(s)} is not declared under properties${c!==void 0?`; did you mean ${c}?`:o.length>0?`; declared: ${o.join(", ")}`:
"; declare each required key under properties"}`)}if(!n.success||i.length>0)throw J(i);let r=n.data,d={};for(let[a,s]of Object.
entries(r.properties??{}))d[a]={...s?.enum===void 0?{}:{enum:[...new Set(s.enum.map(c=>String(c)))]},...s?.pattern===void 0?
{}:{pattern:s.pattern},...s?.minLength===void 0?{}:{minLength:s.minLength},...s?.maxLength===void 0?{}:{maxLength:s.maxLength},
...s?.description===void 0?{}:{description:s.description},...s?.title===void 0?{}:{title:s.title}};return{properties:d,required:[
...new Set(r.required??[])],additionalProperties:r.additionalProperties??!0,...r.description===void 0?{}:{description:r.
description}}}function E(t){return t!==null&&typeof t=="object"&&!Array.isArray(t)}function J(t){return new q("input-inv\
alid",t.join("; "),{where:S.dataSchema})}function Y(t){let n=t.path.map(String),i=e=>e.join(".");if(t.code==="unrecogniz\
ed_keys"){let e=n.length===2,u=e?_.property:_.top;return t.keys.map(o=>{let r=H[o],d=x(o,u);return`${i([...n,o])}: ${o} \
is not supported by ${S.dataSchema}, which enforces every keyword it takes${r!==void 0&&!(o==="properties"&&!e)?` (${r})`:
""}${d!==void 0?`; did you mean ${d}?`:""}; its keywords${e?" for a key":""}: ${u.join(", ")}`})}return[n.length===0?t.message:
`${i(n)}: ${t.message}`]}function Z(t){if(t.length>g.dataSchemaPatternChars)return`is ${t.length} characters; a pattern \
may be at most ${g.dataSchemaPatternChars}`;try{new RegExp(t,"u")}catch(i){return`is not a valid ECMAScript regular expr\
ession (with the u flag): ${i instanceof Error?i.message:String(i)}`}let n=G(t);return n==="backreference"?"refers back \
to a group (\\1, \\k<name>): such a pattern can take time exponential in the length of the value an agent writes; write it\
 without the back-reference":n==="nested"?"repeats a group that itself repeats, like (a+)+ or (\\w*)*: such a pattern can\
 take time exponential in the length of the value an agent writes; write it without the nested repetition (([a-z]+,)* is\
 fine as [a-z,]*)":null}function B(t,n){let i=t[n],e,u;if(i==="*"||i==="+")[e,u]=[1,!0];else if(i==="?")[e,u]=[1,!1];else if(i===
"{"){let o=/^\{(\d+)(,(\d*))?\}/.exec(t.slice(n));if(o===null)return null;e=o[0].length,u=(o[2]===void 0?Number(o[1]):o[3]===
""?1/0:Number(o[3]))>1}else return null;return t[n+e]==="?"&&e++,{length:e,repeats:u}}function G(t){let n=[!1],i=!1,e=0;
for(;e<t.length;){let u=t[e],o=B(t,e);if(o!==null){if(o.repeats){if(i)return"nested";n[n.length-1]=!0}i=!1,e+=o.length;continue}
if(i=!1,u==="\\"){let r=t[e+1]??"";if(/[1-9]/.test(r)||r==="k"&&t[e+2]==="<")return"backreference";(r==="p"||r==="P"||r===
"u")&&t[e+2]==="{"?e=t.indexOf("}",e)+1:e+=2;continue}if(u==="["){for(e++;e<t.length&&t[e]!=="]";)e+=t[e]==="\\"?2:1;e++;
continue}if(u==="("){n.push(!1),e++,t[e]==="?"&&(t[e+1]==="<"&&t[e+2]!=="="&&t[e+2]!=="!"?e=t.indexOf(">",e)+1:e+=t[e+1]===
"<"?3:2);continue}if(u===")"){let r=n.pop()??!1;r&&(n[n.length-1]=!0),i=r,e++;continue}e++}return null}var C=new Map;function W(t){
let n=C.get(t);return n===void 0&&(n=new RegExp(t,"u"),C.set(t,n)),n}function X(t){return t.map(n=>/^[A-Za-z0-9_./:+-]+$/.
test(n)?n:JSON.stringify(n)).join(", ")}function oe(t,n){let i=t??{},e=[],u=r=>M(["data",r]),o=Object.keys(n.properties);
for(let r of n.required)Object.hasOwn(i,r)||e.push(m(u(r),"required by this stage's data-schema"));for(let[r,d]of Object.
entries(i)){let a=Object.hasOwn(n.properties,r)?n.properties[r]:void 0;if(a===void 0){if(n.additionalProperties)continue;
let c=x(r,o);e.push(m(u(r),`not in this stage's data-schema (additionalProperties is false)${c!==void 0?`; did you mean \
\`${c}\`?`:o.length>0?`; its keys: ${o.join(", ")}`:"; it declares no keys"}`));continue}if(a.enum!==void 0&&!a.enum.includes(
d)){let c=x(d,a.enum);e.push(m(u(r),`must be one of ${X(a.enum)}${c!==void 0?`; did you mean \`${c}\`?`:""}`))}a.pattern!==
void 0&&!W(a.pattern).test(d)&&e.push(m(u(r),`must match the pattern ${a.pattern} of this stage's data-schema`));let s=a.
minLength!==void 0||a.maxLength!==void 0?A(d):0;a.minLength!==void 0&&s<a.minLength&&e.push(m(u(r),`must be at least ${a.
minLength} UTF-8 bytes, is ${s}`)),a.maxLength!==void 0&&s>a.maxLength&&e.push(m(u(r),`must be at most ${a.maxLength} UT\
F-8 bytes, is ${s}`))}return e}export{ie as a,se as b,oe as c};

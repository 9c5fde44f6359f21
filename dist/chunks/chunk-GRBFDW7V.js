import{f as x,j as m,n as I}from"./chunk-JYVLKM6Q.js";import{d as q}from"./chunk-OKFZ7BVP.js";import{Aa as M,
B as L,F as j,b as A,ca as w,ea as P,fa as N,ia as c,ja as f,ka as b,la as k,oa as y,qa as z,ta as R,va as O,x as h,xa as v,
z as T,za as p}from"./chunk-6TGY3HYZ.js";var _={top:["type","properties","required","additionalProperties","description","title","$schema"],property:["type","enu\
m","pattern","minLength","maxLength","description","title"]},J=z({enum:p(y(c())),pattern:p(c()),minLength:p(f().check(b(),
P())),maxLength:p(f().check(b(),P())),description:p(c()),title:p(c())}),ie=z({properties:O(c(),J),required:y(c()),additionalProperties:k(),
description:p(c())}),$="must be a text",g="must be a whole number from 0",F=M(z({type:p(v("string",{error:"must be strin\
g: data values are strings (numbers and booleans become strings); to constrain a number, use a pattern such as ^[0-9]+$"})),
enum:p(y(R([c(),f(),k()],{error:"must be a string, number or boolean"}),{error:"must be a list of values"}).check(N(1,{message:"\
must list at least one value"}))),pattern:p(c({error:"must be a text: an ECMAScript regular expression"})),minLength:p(f(
{error:g}).check(b({error:g}),w(0,g))),maxLength:p(f({error:g}).check(b({error:g}),w(0,g))),description:p(c({error:$})),
title:p(c({error:$}))},{error:"must be a map of keywords (enum, pattern, minLength, maxLength \u2026), or empty for any strin\
g"})),K=z({$schema:p(c({error:$})),title:p(c({error:$})),description:p(c({error:$})),type:p(v("object",{error:"must be o\
bject: data is an object, a flat map of keys to strings"})),properties:p(O(c(),F,{error:"must be a map of data keys to t\
heir rules"})),required:p(y(c({error:"must be a data key"}),{error:"must be a list of data keys"})),additionalProperties:p(
k({error:"must be true or false (a schema for the other keys is not supported)"}))},{error:"must be a map of JSON Schema\
 keywords (required, additionalProperties, properties \u2026)"}),U={properties:"data values are strings, never nested ob\
jects",items:"data values are strings, never lists",minimum:"data values are strings; use a pattern",maximum:"data value\
s are strings; use a pattern",exclusiveMinimum:"data values are strings; use a pattern",exclusiveMaximum:"data values ar\
e strings; use a pattern",multipleOf:"data values are strings; use a pattern",format:"use a pattern",const:"use enum wit\
h one value",default:"a default is not filled in; say it in the prompt",minProperties:"use required",maxProperties:"data\
 has at most 64 keys; use additionalProperties: false"};function oe(t){let n=K.safeParse(t),i=n.success?[]:n.error.issues.
flatMap(Y),e=E(t)?t:{},u=E(e.properties)?e.properties:{},s=Object.keys(u);s.length>h.dataKeys&&i.push(`properties: decla\
res ${s.length} keys; a handoff's data holds at most ${h.dataKeys}`);for(let[a,o]of Object.entries(u)){if(!T.test(a)||j.
includes(a)){i.push(`properties: ${JSON.stringify(a)} is not a data key: a letter or _, then up to 63 letters, digits, _\
 or - (and not ${j.join(", ")})`);continue}if(!E(o))continue;if(typeof o.pattern=="string"){let D=Z(o.pattern);D!==null&&
i.push(`properties.${a}.pattern: ${D}`)}let{minLength:l,maxLength:S}=o;typeof l=="number"&&typeof S=="number"&&l>S&&i.push(
`properties.${a}: minLength ${l} is more than maxLength ${S}, so no value fits`)}for(let[a,o]of(Array.isArray(e.required)?
e.required:[]).entries()){if(typeof o!="string"||Object.hasOwn(u,o))continue;let l=x(o,s);i.push(`required[${a}]: ${JSON.
stringify(o)} is not declared under properties${l!==void 0?`; did you mean ${l}?`:s.length>0?`; declared: ${s.join(", ")}`:
"; declare each required key under properties"}`)}if(!n.success||i.length>0)throw H(i);let r=n.data,d={};for(let[a,o]of Object.
entries(r.properties??{}))d[a]={...o?.enum===void 0?{}:{enum:[...new Set(o.enum.map(l=>String(l)))]},...o?.pattern===void 0?
{}:{pattern:o.pattern},...o?.minLength===void 0?{}:{minLength:o.minLength},...o?.maxLength===void 0?{}:{maxLength:o.maxLength},
...o?.description===void 0?{}:{description:o.description},...o?.title===void 0?{}:{title:o.title}};return{properties:d,required:[
...new Set(r.required??[])],additionalProperties:r.additionalProperties??!0,...r.description===void 0?{}:{description:r.
description}}}function E(t){return t!==null&&typeof t=="object"&&!Array.isArray(t)}function H(t){return new q("input-inv\
alid",t.join("; "),{where:L.dataSchema})}function Y(t){let n=t.path.map(String),i=e=>e.join(".");if(t.code==="unrecogniz\
ed_keys"){let e=n.length===2,u=e?_.property:_.top;return t.keys.map(s=>{let r=U[s],d=x(s,u);return`${i([...n,s])}: ${s} \
is not supported by ${L.dataSchema}, which enforces every keyword it takes${r!==void 0&&!(s==="properties"&&!e)?` (${r})`:
""}${d!==void 0?`; did you mean ${d}?`:""}; its keywords${e?" for a key":""}: ${u.join(", ")}`})}return[n.length===0?t.message:
`${i(n)}: ${t.message}`]}function Z(t){if(t.length>h.dataSchemaPatternChars)return`is ${t.length} characters; a pattern \
may be at most ${h.dataSchemaPatternChars}`;try{new RegExp(t,"u")}catch(i){return`is not a valid ECMAScript regular expr\
ession (with the u flag): ${i instanceof Error?i.message:String(i)}`}let n=G(t);return n==="backreference"?"refers back \
to a group (\\1, \\k<name>): such a pattern can take time exponential in the length of the value an agent writes; write it\
 without the back-reference":n==="nested"?"repeats a group that itself repeats, like (a+)+ or (\\w*)*: such a pattern can\
 take time exponential in the length of the value an agent writes; write it without the nested repetition (([a-z]+,)* is\
 fine as [a-z,]*)":null}function B(t,n){let i=t[n],e,u;if(i==="*"||i==="+")[e,u]=[1,!0];else if(i==="?")[e,u]=[1,!1];else if(i===
"{"){let s=/^\{(\d+)(,(\d*))?\}/.exec(t.slice(n));if(s===null)return null;e=s[0].length,u=(s[2]===void 0?Number(s[1]):s[3]===
""?1/0:Number(s[3]))>1}else return null;return t[n+e]==="?"&&e++,{length:e,repeats:u}}function G(t){let n=[!1],i=!1,e=0;
for(;e<t.length;){let u=t[e],s=B(t,e);if(s!==null){if(s.repeats){if(i)return"nested";n[n.length-1]=!0}i=!1,e+=s.length;continue}
if(i=!1,u==="\\"){let r=t[e+1]??"";if(/[1-9]/.test(r)||r==="k"&&t[e+2]==="<")return"backreference";(r==="p"||r==="P"||r===
"u")&&t[e+2]==="{"?e=t.indexOf("}",e)+1:e+=2;continue}if(u==="["){for(e++;e<t.length&&t[e]!=="]";)e+=t[e]==="\\"?2:1;e++;
continue}if(u==="("){n.push(!1),e++,t[e]==="?"&&(t[e+1]==="<"&&t[e+2]!=="="&&t[e+2]!=="!"?e=t.indexOf(">",e)+1:e+=t[e+1]===
"<"?3:2);continue}if(u===")"){let r=n.pop()??!1;r&&(n[n.length-1]=!0),i=r,e++;continue}e++}return null}var C=new Map;function W(t){
let n=C.get(t);return n===void 0&&(n=new RegExp(t,"u"),C.set(t,n)),n}function X(t){return t.map(n=>/^[A-Za-z0-9_./:+-]+$/.
test(n)?n:JSON.stringify(n)).join(", ")}function se(t,n){let i=t??{},e=[],u=r=>I(["data",r]),s=Object.keys(n.properties);
for(let r of n.required)Object.hasOwn(i,r)||e.push(m(u(r),"required by this stage's data-schema"));for(let[r,d]of Object.
entries(i)){let a=Object.hasOwn(n.properties,r)?n.properties[r]:void 0;if(a===void 0){if(n.additionalProperties)continue;
let l=x(r,s);e.push(m(u(r),`not in this stage's data-schema (additionalProperties is false)${l!==void 0?`; did you mean \
\`${l}\`?`:s.length>0?`; its keys: ${s.join(", ")}`:"; it declares no keys"}`));continue}if(a.enum!==void 0&&!a.enum.includes(
d)){let l=x(d,a.enum);e.push(m(u(r),`must be one of ${X(a.enum)}${l!==void 0?`; did you mean \`${l}\`?`:""}`))}a.pattern!==
void 0&&!W(a.pattern).test(d)&&e.push(m(u(r),`must match the pattern ${a.pattern} of this stage's data-schema`));let o=a.
minLength!==void 0||a.maxLength!==void 0?A(d):0;a.minLength!==void 0&&o<a.minLength&&e.push(m(u(r),`must be at least ${a.
minLength} UTF-8 bytes, is ${o}`)),a.maxLength!==void 0&&o>a.maxLength&&e.push(m(u(r),`must be at most ${a.maxLength} UT\
F-8 bytes, is ${o}`))}return e}function ae(t){let n={type:"object",...t.description===void 0?{}:{description:t.description},
properties:Object.fromEntries(Object.entries(t.properties).map(([i,e])=>[i,{type:"string",...e}])),required:t.required,additionalProperties:t.
additionalProperties?{type:"string"}:!1};return JSON.stringify(n,null,2)}function ue(t,n){let i=Math.max(0,...Array.from(
t.matchAll(/`+/g),u=>u[0].length)),e="`".repeat(Math.max(3,i+1));return`${e}${n}
${t.replace(/\n$/,"")}
${e}`}export{_ as a,J as b,ie as c,oe as d,Z as e,se as f,ae as g,ue as h};

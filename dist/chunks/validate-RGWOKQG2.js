import{a as I,b as E}from"./chunk-37MJCIRR.js";import{a as B}from"./chunk-HDT3FCLQ.js";import{a as P}from"./chunk-GVK4BI2T.js";
import{d as h,g as F}from"./chunk-4QUQEQJB.js";import{c as $,d as O}from"./chunk-CGSCZJGB.js";import"./chunk-TR6ONM2E.js";
import"./chunk-FCWOFCWY.js";import{f as k,h as S}from"./chunk-O3GXAZD5.js";import"./chunk-2OTKAX3D.js";
import{d as s}from"./chunk-OKFZ7BVP.js";import{b as g}from"./chunk-GKGC5SYD.js";import{a as C}from"./chunk-5A7QKWCT.js";
import"./chunk-LGNAKMKQ.js";import{D as u,K as y,j as w,r as l}from"./chunk-KP2FEYWF.js";import{d as H}from"./chunk-3NR5HZ6E.js";var c=H(C(),1);import{resolve as p}from"node:path";async function Q(t,e,r={}){let a=r.dataSchema===void 0?void 0:await x(t,r.dataSchema);if(!r.log&&(r.prompt!==void 0||r.event!==
void 0)){let m=r.prompt!==void 0?"--prompt":"--event";throw new s("usage",`${m} names what a stage passes over in an age\
nt's output, so it is read only with --log: add --log to read ${e} as an agent's output, or leave ${m} out to validate i\
t as a handoff file`)}let n=r.log?await R(t,r):void 0,d=r.log?await A(t,e,n):{result:await D(t,e),warnings:[]},{warnings:o}=d,
i=d.result;if(a!==void 0&&i.kind==="valid"){let{dataSchemaProblems:m}=await import("./data-schema-NFIS6PJ2.js"),v=m(i.handoff.
data,a);v.length>0&&(i={kind:"invalid",problems:v})}let f=[...o,...i.kind==="valid"?i.warnings:i.problems];if(r.json)E(t,
`${JSON.stringify(f,null,2)}
`);else{i.kind==="valid"&&I(t,`${JSON.stringify(i.handoff,null,2)}
`);for(let m of f)t.stderr(`${m.severity==="warning"?"warning: ":""}${B(F(m))}
`)}return i.kind==="valid"?g.ok:g.failure}async function x(t,e){let r=p(t.cwd,e),a,n;try{n=(0,c.statSync)(r).size,a=n>u.
dataSchemaBytes?"":(0,c.readFileSync)(r,"utf8")}catch(o){throw b(e,o)}if(n>u.dataSchemaBytes)throw new s("usage",`is ${n}\
 bytes; a data-schema may be at most ${u.dataSchemaBytes} bytes (${u.dataSchemaBytes/1024} KiB)`,{where:e});let{parseDataSchemaText:d}=await import("./data-schema-text-M644IA72.js");
try{return d(a)}catch(o){throw o instanceof s?new s("usage",`${o.where}: ${o.message}`,{where:e,cause:o}):o}}async function D(t,e){
if(e==="-")return S(await t.readStdin());let r=p(t.cwd,e),a;try{a=await P(r)}catch(n){throw b(e,n)}if(a.kind==="missing")
throw new s("usage","no such file",{where:e});return a}async function R(t,e){if(e.prompt===void 0&&e.event===void 0)return;
let r=e.prompt===void 0?"":T(t,e.prompt),a=e.event===void 0?{}:await j(t,e.event),{foreignBlockTest:n}=await import("./foreign-blocks-PN4PVX3Y.js");
return n({prompt:r,event:a},[])}function T(t,e){try{return w((0,c.readFileSync)(p(t.cwd,e)))}catch(r){throw h(e,r,"promp\
t file")}}async function j(t,e){let r;try{r=(0,c.readFileSync)(p(t.cwd,e),"utf8")}catch(n){throw h(e,n,"event file")}let{
parseEventPayload:a}=await import("./github-context-LXU5SUCR.js");try{return a(r,e)}catch(n){throw n instanceof s?new s("us\
age",`event file: ${n.message}`,{where:e,cause:n}):n}}async function A(t,e,r){let a;try{a=w(e==="-"?await t.readStdin():
(0,c.readFileSync)(p(t.cwd,e)))}catch(o){throw b(e,o)}let{json:n,warnings:d}=$(a,r===void 0?{}:{foreign:r});if(n===null){
let o=d.some(f=>f.code===y.markersFromPrompt||f.code===y.markersFromEvent);return{result:{kind:"invalid",problems:[k("$",
o?`no handoff in the output: each complete block between a ${l.start} line and a ${l.end} line is also in the prompt or \
the event given, and a stage never takes such a block (see the warning)`:`no handoff in the output: no complete block be\
tween a ${l.start} line and a ${l.end} line`)]},warnings:d}}return{result:O(n,e==="-"?"stdin":e),warnings:d}}function b(t,e){
return e instanceof s?new s("usage",e.message,{where:t,cause:e}):h(t,e)}export{Q as validateCommand};

import{a as F,b as C}from"./chunk-37MJCIRR.js";import{a as B}from"./chunk-HDT3FCLQ.js";import{a as k}from"./chunk-VFN24YTU.js";
import{d as p,g as I}from"./chunk-4QUQEQJB.js";import{c as $,d as P,e as O}from"./chunk-N2Y6FUQU.js";import"./chunk-TR6ONM2E.js";
import"./chunk-FCWOFCWY.js";import{f as v,h as S}from"./chunk-FHFCRF27.js";import"./chunk-YQXZOI2X.js";
import{d as s}from"./chunk-OKFZ7BVP.js";import{b as g}from"./chunk-GKGC5SYD.js";import{a as E}from"./chunk-5A7QKWCT.js";
import"./chunk-LGNAKMKQ.js";import{D as l,j as h,r as f}from"./chunk-KP2FEYWF.js";import{d as H}from"./chunk-3NR5HZ6E.js";var m=H(E(),1);import{resolve as u}from"node:path";async function G(t,e,n={}){let a=n.dataSchema===void 0?void 0:await x(t,n.dataSchema);if(!n.log&&(n.prompt!==void 0||n.event!==
void 0)){let c=n.prompt!==void 0?"--prompt":"--event";throw new s("usage",`${c} names what a stage passes over in an age\
nt's output, so it is read only with --log: add --log to read ${e} as an agent's output, or leave ${c} out to validate i\
t as a handoff file`)}let r=n.log?await T(t,n):void 0,d=n.log?await U(t,e,r):{result:await D(t,e),warnings:[]},{warnings:o}=d,
i=d.result;if(a!==void 0&&i.kind==="valid"){let{dataSchemaProblems:c}=await import("./data-schema-KSYU3Y4I.js"),b=c(i.handoff.
data,a);b.length>0&&(i={kind:"invalid",problems:b})}let y=[...o,...i.kind==="valid"?i.warnings:i.problems];if(n.json)C(t,
`${JSON.stringify(y,null,2)}
`);else{i.kind==="valid"&&F(t,`${JSON.stringify(i.handoff,null,2)}
`);for(let c of y)t.stderr(`${c.severity==="warning"?"warning: ":""}${B(I(c))}
`)}return i.kind==="valid"?g.ok:g.failure}async function x(t,e){let n=u(t.cwd,e),a,r;try{r=(0,m.statSync)(n).size,a=r>l.
dataSchemaBytes?"":(0,m.readFileSync)(n,"utf8")}catch(o){throw w(e,o)}if(r>l.dataSchemaBytes)throw new s("usage",`is ${r}\
 bytes; a data-schema may be at most ${l.dataSchemaBytes} bytes (${l.dataSchemaBytes/1024} KiB)`,{where:e});let{parseDataSchemaText:d}=await import("./data-schema-text-MKKJCD2M.js");
try{return d(a)}catch(o){throw o instanceof s?new s("usage",`${o.where}: ${o.message}`,{where:e,cause:o}):o}}async function D(t,e){
if(e==="-")return S(await t.readStdin());let n=u(t.cwd,e),a;try{a=await k(n)}catch(r){throw w(e,r)}if(a.kind==="missing")
throw new s("usage","no such file",{where:e});return a}async function T(t,e){if(e.prompt===void 0&&e.event===void 0)return;
let n=e.prompt===void 0?"":j(t,e.prompt),a=e.event===void 0?{}:await R(t,e.event),{foreignBlockTest:r}=await import("./foreign-blocks-ZGJA6UT2.js");
return r({prompt:n,event:a},[])}function j(t,e){try{return h((0,m.readFileSync)(u(t.cwd,e)))}catch(n){throw p(e,n,"promp\
t file")}}async function R(t,e){let n;try{n=(0,m.readFileSync)(u(t.cwd,e),"utf8")}catch(r){throw p(e,r,"event file")}let{
parseEventPayload:a}=await import("./github-context-J2HC775W.js");try{return a(n,e)}catch(r){throw r instanceof s?new s("us\
age",`event file: ${r.message}`,{where:e,cause:r}):r}}async function U(t,e,n){let a;try{a=h(e==="-"?await t.readStdin():
(0,m.readFileSync)(u(t.cwd,e)))}catch(o){throw w(e,o)}let{json:r,warnings:d}=$(a,n===void 0?{}:{foreign:n});if(r===null){
let o=P(d).length>0;return{result:{kind:"invalid",problems:[v("$",o?`no handoff in the output: each complete block betwe\
en a ${f.start} line and a ${f.end} line is also in the prompt or the event given, and a stage never takes such a block \
(see the warning)`:`no handoff in the output: no complete block between a ${f.start} line and a ${f.end} line`)]},warnings:d}}
return{result:O(r,e==="-"?"stdin":e),warnings:d}}function w(t,e){return e instanceof s?new s("usage",e.message,{where:t,
cause:e}):p(t,e)}export{G as validateCommand};

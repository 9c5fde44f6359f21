import{a as F,b as H}from"./chunk-37MJCIRR.js";import{a as C}from"./chunk-HDT3FCLQ.js";import{a as $}from"./chunk-WDUXTZ4V.js";
import{d as u,g as B}from"./chunk-4QUQEQJB.js";import{c as P,d as O,e as I}from"./chunk-ZETYTEO5.js";import"./chunk-TR6ONM2E.js";
import"./chunk-FCWOFCWY.js";import{f as S,h as k}from"./chunk-EGFL3V6X.js";import"./chunk-TIXFR75A.js";
import{d as s}from"./chunk-OKFZ7BVP.js";import{b as g}from"./chunk-GKGC5SYD.js";import{a as x}from"./chunk-5A7QKWCT.js";
import"./chunk-LGNAKMKQ.js";import{D as f,j as h,r as m}from"./chunk-KP2FEYWF.js";import{d as E}from"./chunk-3NR5HZ6E.js";var l=E(x(),1);import{resolve as p}from"node:path";async function Y(t,e,n={}){j(e,n);let r=n.dataSchema===void 0?void 0:await D(t,n.dataSchema);if(!n.log&&(n.prompt!==void 0||
n.event!==void 0)){let c=n.prompt!==void 0?"--prompt":"--event";throw new s("usage",`${c} names what a stage passes over\
 in an agent's output, so it is read only with --log: add --log to read ${e} as an agent's output, or leave ${c} out to \
validate it as a handoff file`)}let o=n.log?await T(t,n):void 0,i=n.log?await U(t,e,o):{result:await R(t,e),warnings:[]},
{warnings:a}=i,d=i.result;if(r!==void 0&&d.kind==="valid"){let{dataSchemaProblems:c}=await import("./data-schema-JHMN2MSU.js"),
v=c(d.handoff.data,r);v.length>0&&(d={kind:"invalid",problems:v})}let b=[...a,...d.kind==="valid"?d.warnings:d.problems];
if(n.json)H(t,`${JSON.stringify(b,null,2)}
`);else{d.kind==="valid"&&F(t,`${JSON.stringify(d.handoff,null,2)}
`);for(let c of b)t.stderr(`${c.severity==="warning"?"warning: ":""}${C(B(c))}
`)}return d.kind==="valid"?g.ok:g.failure}function j(t,e){let n=[...t==="-"?["the file to validate"]:[],...e.prompt==="-"?
["--prompt"]:[],...e.event==="-"?["--event"]:[],...e.dataSchema==="-"?["--data-schema"]:[]];if(n.length>1)throw new s("u\
sage",`${n.join(" and ")} are each - (stdin), and stdin can be read only once: give all but one of them as a file`)}async function w(t,e){
return e==="-"?await t.readStdin():(0,l.readFileSync)(p(t.cwd,e))}async function D(t,e){let n=e==="-"?"stdin":e,r,o;try{
if(e==="-"){let a=await t.readStdin();o=a.byteLength,r=a.toString("utf8")}else{let a=p(t.cwd,e);o=(0,l.statSync)(a).size,
r=o>f.dataSchemaBytes?"":(0,l.readFileSync)(a,"utf8")}}catch(a){throw y(e,a)}if(o>f.dataSchemaBytes)throw new s("usage",
`is ${o} bytes; a data-schema may be at most ${f.dataSchemaBytes} bytes (${f.dataSchemaBytes/1024} KiB)`,{where:n});let{
parseDataSchemaText:i}=await import("./data-schema-text-2RLW6TUX.js");try{return i(r)}catch(a){throw a instanceof s?new s("us\
age",`${a.where}: ${a.message}`,{where:n,cause:a}):a}}async function R(t,e){if(e==="-")return k(await t.readStdin());let n=p(
t.cwd,e),r;try{r=await $(n)}catch(o){throw y(e,o)}if(r.kind==="missing")throw new s("usage","no such file",{where:e});return r}
async function T(t,e){if(e.prompt===void 0&&e.event===void 0)return;let n=e.prompt===void 0?"":await L(t,e.prompt),r=e.event===
void 0?{}:await N(t,e.event),{foreignBlockTest:o}=await import("./foreign-blocks-53NP33AM.js");return o({prompt:n,event:r},
[])}async function L(t,e){try{return h(await w(t,e))}catch(n){throw u(e,n,"prompt file")}}async function N(t,e){let n;try{
n=(await w(t,e)).toString("utf8")}catch(i){throw u(e,i,"event file")}let{parseEventPayload:r}=await import("./github-context-GQNBXNWA.js"),
o=e==="-"?"stdin":e;try{return r(n,o)}catch(i){throw i instanceof s?new s("usage",`event file: ${i.message}`,{where:o,cause:i}):
i}}async function U(t,e,n){let r;try{r=h(await w(t,e))}catch(a){throw y(e,a)}let{json:o,warnings:i}=P(r,n===void 0?{}:{foreign:n});
if(o===null){let a=O(i).length>0;return{result:{kind:"invalid",problems:[S("$",a?`no handoff in the output: each complet\
e block between a ${m.start} line and a ${m.end} line is also in the prompt or the event given, and a stage never takes \
such a block (see the warning)`:`no handoff in the output: no complete block between a ${m.start} line and a ${m.end} li\
ne`)]},warnings:i}}return{result:I(o,e==="-"?"stdin":e),warnings:i}}function y(t,e){return e instanceof s?new s("usage",
e.message,{where:t,cause:e}):u(t,e)}export{Y as validateCommand};

import{a as v}from"./chunk-WB5MLN7V.js";import{a as T,b as U}from"./chunk-RH6UP7MI.js";import{a as H}from"./chunk-RXTW3LH6.js";
import{a as P,b as L,e as F,f as y}from"./chunk-JFRZY623.js";import{a as B}from"./chunk-P7RHU6DD.js";import{
f as u,i as C}from"./chunk-X6MVMOSM.js";import{c as N,d as R,e as E}from"./chunk-OTYAPETV.js";import"./chunk-TR6ONM2E.js";
import"./chunk-FCWOFCWY.js";import{f as S,g as I,h as O}from"./chunk-LYVVWMII.js";import"./chunk-TIXFR75A.js";
import{d}from"./chunk-OKFZ7BVP.js";import{b as h}from"./chunk-34WD42XC.js";import"./chunk-5A7QKWCT.js";
import"./chunk-FJ7SBSSN.js";import{G as m,j as w,u as l}from"./chunk-C33NMHQG.js";import"./chunk-3NR5HZ6E.js";import{resolve as b}from"node:path";async function oe(n,e,t={}){j(e,t);let a=t.dataSchema===void 0?void 0:await x(n,t.dataSchema);if(!t.log&&(t.prompt!==void 0||
t.event!==void 0)){let c=t.prompt!==void 0?"--prompt":"--event";throw new d("usage",`${c} names what a stage passes over\
 in an agent's output, so it is read only with --log: add --log to read ${e} as an agent's output, or leave ${c} out to \
validate it as a handoff file`)}let r=t.log?await V(n,t):void 0,i=t.log?await J(n,e,r):{result:await D(n,e),warnings:[]},
{warnings:o}=i,s=i.result;if(a!==void 0&&s.kind==="valid"){let{dataSchemaProblems:c}=await import("./data-schema-6IVLN6V2.js"),
$=c(s.handoff.data,a);$.length>0&&(s={kind:"invalid",problems:$})}let p=[...o,...s.kind==="valid"?s.warnings:s.problems];
if(t.json)U(n,`${JSON.stringify(p,null,2)}
`);else{s.kind==="valid"&&T(n,`${JSON.stringify(s.handoff,null,2)}
`);for(let c of p)n.stderr(`${c.severity==="warning"?"warning: ":""}${H(C(c))}
`)}return s.kind==="valid"?h.ok:h.failure}function j(n,e){let t=[...n==="-"?["the file to validate"]:[],...e.prompt==="-"?
["--prompt"]:[],...e.event==="-"?["--event"]:[],...e.dataSchema==="-"?["--data-schema"]:[]];if(t.length>1)throw new d("u\
sage",`${t.join(" and ")} are each - (stdin), and stdin can be read only once: give all but one of them as a file`)}async function f(n,e,t,a){
if(e!=="-")return v(i=>P(b(n.cwd,e),t,i),{file:e,what:a,after:"; nothing was validated",give:"<(command)"});let r=await n.
readStdin(t);return r.length>t?{kind:"too-large",size:null}:{kind:"read",bytes:r}}function g(n,e,t){let a=e==="-"?"stdin":
e;if(n.kind==="read")return n.bytes;if(n.kind==="too-large")throw t.tooLarge(a,n.size);let r=t.what===void 0?"":`${t.what}\
: `;throw new d("usage",`${r}is ${n.what}; ${t.one} must be a regular file or a pipe: give a file, - for stdin, or <(com\
mand) for a command's output`,{where:a})}async function x(n,e){let t=e==="-"?"stdin":e,a;try{a=await f(n,e,m.dataSchemaBytes,
"data-schema file")}catch(o){throw k(e,o)}let r=g(a,e,{one:"a data-schema",tooLarge:(o,s)=>new d("usage",`is ${s??`more \
than ${m.dataSchemaBytes}`} bytes; a data-schema may be at most ${m.dataSchemaBytes} bytes (${m.dataSchemaBytes/1024} Ki\
B)`,{where:o})}).toString("utf8"),{parseDataSchemaText:i}=await import("./data-schema-text-OHVNTHJ3.js");try{return i(r)}catch(o){
throw o instanceof d?new d("usage",`${o.where}: ${o.message}`,{where:t,cause:o}):o}}async function D(n,e){if(e==="-"){let r=await n.
readStdin(m.handoffFileBytes);return r.length>m.handoffFileBytes?{kind:"invalid",problems:[I("more")]}:O(r)}let t=b(n.cwd,
e),a;try{a=await B(t)}catch(r){throw k(e,r)}if(a.kind==="missing")throw new d("usage","no such file",{where:e});return a}
async function V(n,e){if(e.prompt===void 0&&e.event===void 0)return;let t=e.prompt===void 0?"":await z(n,e.prompt),a=e.event===
void 0?{}:await A(n,e.event),{foreignBlockTest:r}=await import("./foreign-blocks-JFBFEYQG.js");return r({prompt:t,event:a},
[])}async function z(n,e){let t;try{t=await f(n,e,m.promptBytes,"prompt file")}catch(a){throw a instanceof d&&a.code==="\
cancelled"?a:u(e,a,"prompt file")}return w(g(t,e,{what:"prompt file",one:"a prompt",tooLarge:(a,r)=>y(a,"prompt file",r,
m.promptBytes,"a prompt","as a rendered prompt may be")}))}async function A(n,e){let t;if(e==="-"){let i;try{i=await f(n,
e,m.eventBytes,"event file")}catch(o){throw u(e,o,"event file")}t=g(i,e,{what:"event file",one:"an event payload",tooLarge:F}).
toString("utf8")}else t=(await v(o=>L(b(n.cwd,e),e,o),{file:e,what:"event file",after:"; nothing was validated",give:"--\
event <(command)"})).toString("utf8");let{parseEventPayload:a}=await import("./github-context-RE4NFSYG.js"),r=e==="-"?"stdi\
n":e;try{return a(t,r)}catch(i){throw i instanceof d?new d("usage",`event file: ${i.message}`,{where:r,cause:i}):i}}async function J(n,e,t){
let a;try{a=await f(n,e,m.agentOutputBytes,"log file")}catch(s){throw k(e,s)}let r=w(g(a,e,{one:"an agent's output",tooLarge:M})),
{json:i,warnings:o}=N(r,t===void 0?{}:{foreign:t});if(i===null){let s=R(o).length>0;return{result:{kind:"invalid",problems:[
S("$",s?`no handoff in the output: each complete block between a ${l.start} line and a ${l.end} line is also in the prom\
pt or the event given, and a stage never takes such a block (see the warning)`:`no handoff in the output: no complete bl\
ock between a ${l.start} line and a ${l.end} line`)]},warnings:o}}return{result:E(i,e==="-"?"stdin":e),warnings:o}}function M(n,e){
let t=n==="stdin"?`\u2026 | tail -c ${m.agentOutputBytes} | baton validate --log -`:`tail -c ${m.agentOutputBytes} ${n} \
| baton validate --log -`;return y(n,void 0,e,m.agentOutputBytes,"an agent's output read with --log",`as a stage keeps o\
nly the last 1 MiB of an agent's output and looks for the handoff there: give that end, ${t}`)}function k(n,e){return e instanceof
d&&e.code==="cancelled"?e:e instanceof d?new d("usage",e.message,{where:n,cause:e}):u(n,e)}export{oe as validateCommand};

import{a as T,b as U}from"./chunk-37MJCIRR.js";import{a as H}from"./chunk-HDT3FCLQ.js";import{a as P,b as F,
c as L,d as y}from"./chunk-7K7IBSX3.js";import{a as I}from"./chunk-FY6ZLXKV.js";import{f as l,i as C}from"./chunk-56XQEZWE.js";
import{c as E,d as N,e as R}from"./chunk-2XNDWZYB.js";import"./chunk-TR6ONM2E.js";import"./chunk-FCWOFCWY.js";
import{f as $,g as B,h as O}from"./chunk-DA5X62VC.js";import"./chunk-TIXFR75A.js";import{d as m}from"./chunk-OKFZ7BVP.js";
import{b as h}from"./chunk-OU33NO3O.js";import{a as x}from"./chunk-5A7QKWCT.js";import"./chunk-X3WXZ7VZ.js";
import{D as i,j as w,r as u}from"./chunk-VTCVQFHR.js";import{d as j}from"./chunk-3NR5HZ6E.js";var f=j(x(),1);import{resolve as g}from"node:path";async function ie(n,e,t={}){z(e,t);let a=t.dataSchema===void 0?void 0:await D(n,t.dataSchema);if(!t.log&&(t.prompt!==void 0||
t.event!==void 0)){let c=t.prompt!==void 0?"--prompt":"--event";throw new m("usage",`${c} names what a stage passes over\
 in an agent's output, so it is read only with --log: add --log to read ${e} as an agent's output, or leave ${c} out to \
validate it as a handoff file`)}let r=t.log?await A(n,t):void 0,s=t.log?await K(n,e,r):{result:await V(n,e),warnings:[]},
{warnings:o}=s,d=s.result;if(a!==void 0&&d.kind==="valid"){let{dataSchemaProblems:c}=await import("./data-schema-6GTERQ7R.js"),
k=c(d.handoff.data,a);k.length>0&&(d={kind:"invalid",problems:k})}let p=[...o,...d.kind==="valid"?d.warnings:d.problems];
if(t.json)U(n,`${JSON.stringify(p,null,2)}
`);else{d.kind==="valid"&&T(n,`${JSON.stringify(d.handoff,null,2)}
`);for(let c of p)n.stderr(`${c.severity==="warning"?"warning: ":""}${H(C(c))}
`)}return d.kind==="valid"?h.ok:h.failure}function z(n,e){let t=[...n==="-"?["the file to validate"]:[],...e.prompt==="-"?
["--prompt"]:[],...e.event==="-"?["--event"]:[],...e.dataSchema==="-"?["--data-schema"]:[]];if(t.length>1)throw new m("u\
sage",`${t.join(" and ")} are each - (stdin), and stdin can be read only once: give all but one of them as a file`)}async function b(n,e,t){
if(e!=="-")return P(g(n.cwd,e),t);let a=await n.readStdin(t);return a.length>t?{kind:"too-large",size:null}:{kind:"read",
bytes:a}}function v(n,e,t){let a=e==="-"?"stdin":e;if(n.kind==="read")return n.bytes;if(n.kind==="too-large")throw t.tooLarge(
a,n.size);let r=t.what===void 0?"":`${t.what}: `;throw new m("usage",`${r}is ${n.what}; ${t.one} must be a regular file \
or a pipe: give a file, - for stdin, or <(command) for a command's output`,{where:a})}async function D(n,e){let t=e==="-"?
"stdin":e,a,r;try{if(e==="-"){let o=await n.readStdin(i.dataSchemaBytes);r=o.byteLength,a=o.toString("utf8")}else{let o=g(
n.cwd,e);r=(0,f.statSync)(o).size,a=r>i.dataSchemaBytes?"":(0,f.readFileSync)(o,"utf8")}}catch(o){throw S(e,o)}if(r>i.dataSchemaBytes)
throw new m("usage",`is ${e==="-"?`more than ${i.dataSchemaBytes}`:r} bytes; a data-schema may be at most ${i.dataSchemaBytes}\
 bytes (${i.dataSchemaBytes/1024} KiB)`,{where:t});let{parseDataSchemaText:s}=await import("./data-schema-text-OIXU7JBE.js");
try{return s(a)}catch(o){throw o instanceof m?new m("usage",`${o.where}: ${o.message}`,{where:t,cause:o}):o}}async function V(n,e){
if(e==="-"){let r=await n.readStdin(i.handoffFileBytes);return r.length>i.handoffFileBytes?{kind:"invalid",problems:[B("\
more")]}:O(r)}let t=g(n.cwd,e),a;try{a=await I(t)}catch(r){throw S(e,r)}if(a.kind==="missing")throw new m("usage","no su\
ch file",{where:e});return a}async function A(n,e){if(e.prompt===void 0&&e.event===void 0)return;let t=e.prompt===void 0?
"":await J(n,e.prompt),a=e.event===void 0?{}:await M(n,e.event),{foreignBlockTest:r}=await import("./foreign-blocks-ALHDSZ4K.js");
return r({prompt:t,event:a},[])}async function J(n,e){let t;try{t=await b(n,e,i.promptBytes)}catch(a){throw l(e,a,"promp\
t file")}return w(v(t,e,{what:"prompt file",one:"a prompt",tooLarge:(a,r)=>y(a,"prompt file",r,i.promptBytes,"a prompt",
"as a rendered prompt may be")}))}async function M(n,e){let t;if(e==="-"){let s;try{s=await b(n,e,i.eventBytes)}catch(o){
throw l(e,o,"event file")}t=v(s,e,{what:"event file",one:"an event payload",tooLarge:L}).toString("utf8")}else t=(await F(
g(n.cwd,e),e)).toString("utf8");let{parseEventPayload:a}=await import("./github-context-DZGLZVY7.js"),r=e==="-"?"stdin":e;try{
return a(t,r)}catch(s){throw s instanceof m?new m("usage",`event file: ${s.message}`,{where:r,cause:s}):s}}async function K(n,e,t){
let a;try{a=await b(n,e,i.agentOutputBytes)}catch(d){throw S(e,d)}let r=w(v(a,e,{one:"an agent's output",tooLarge:W})),{
json:s,warnings:o}=E(r,t===void 0?{}:{foreign:t});if(s===null){let d=N(o).length>0;return{result:{kind:"invalid",problems:[
$("$",d?`no handoff in the output: each complete block between a ${u.start} line and a ${u.end} line is also in the prom\
pt or the event given, and a stage never takes such a block (see the warning)`:`no handoff in the output: no complete bl\
ock between a ${u.start} line and a ${u.end} line`)]},warnings:o}}return{result:R(s,e==="-"?"stdin":e),warnings:o}}function W(n,e){
let t=n==="stdin"?`\u2026 | tail -c ${i.agentOutputBytes} | baton validate --log -`:`tail -c ${i.agentOutputBytes} ${n} \
| baton validate --log -`;return y(n,void 0,e,i.agentOutputBytes,"an agent's output read with --log",`as a stage keeps o\
nly the last 1 MiB of an agent's output and looks for the handoff there: give that end, ${t}`)}function S(n,e){return e instanceof
m?new m("usage",e.message,{where:n,cause:e}):l(n,e)}export{ie as validateCommand};

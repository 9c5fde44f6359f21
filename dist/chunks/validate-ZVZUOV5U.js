import{a as b}from"./chunk-YVPZ5VXS.js";import{a as U,b as j}from"./chunk-37MJCIRR.js";import{a as T}from"./chunk-HDT3FCLQ.js";
import{a as L,b as F,c as y,d as N,e as v}from"./chunk-DU6UFEID.js";import{a as P}from"./chunk-FY6ZLXKV.js";
import{f as l,i as H}from"./chunk-56XQEZWE.js";import{c as R,d as E,e as C}from"./chunk-2XNDWZYB.js";import"./chunk-TR6ONM2E.js";
import"./chunk-FCWOFCWY.js";import{f as I,g as O,h as B}from"./chunk-DA5X62VC.js";import"./chunk-TIXFR75A.js";
import{d}from"./chunk-OKFZ7BVP.js";import{b as h}from"./chunk-OU33NO3O.js";import"./chunk-5A7QKWCT.js";
import"./chunk-X3WXZ7VZ.js";import{D as m,j as w,r as u}from"./chunk-VTCVQFHR.js";import"./chunk-3NR5HZ6E.js";import{resolve as k}from"node:path";async function ie(n,e,t={}){x(e,t);let a=t.dataSchema===void 0?void 0:await D(n,t.dataSchema);if(!t.log&&(t.prompt!==void 0||
t.event!==void 0)){let c=t.prompt!==void 0?"--prompt":"--event";throw new d("usage",`${c} names what a stage passes over\
 in an agent's output, so it is read only with --log: add --log to read ${e} as an agent's output, or leave ${c} out to \
validate it as a handoff file`)}let o=t.log?await z(n,t):void 0,i=t.log?await M(n,e,o):{result:await V(n,e),warnings:[]},
{warnings:r}=i,s=i.result;if(a!==void 0&&s.kind==="valid"){let{dataSchemaProblems:c}=await import("./data-schema-6GTERQ7R.js"),
S=c(s.handoff.data,a);S.length>0&&(s={kind:"invalid",problems:S})}let p=[...r,...s.kind==="valid"?s.warnings:s.problems];
if(t.json)j(n,`${JSON.stringify(p,null,2)}
`);else{s.kind==="valid"&&U(n,`${JSON.stringify(s.handoff,null,2)}
`);for(let c of p)n.stderr(`${c.severity==="warning"?"warning: ":""}${T(H(c))}
`)}return s.kind==="valid"?h.ok:h.failure}function x(n,e){let t=[...n==="-"?["the file to validate"]:[],...e.prompt==="-"?
["--prompt"]:[],...e.event==="-"?["--event"]:[],...e.dataSchema==="-"?["--data-schema"]:[]];if(t.length>1)throw new d("u\
sage",`${t.join(" and ")} are each - (stdin), and stdin can be read only once: give all but one of them as a file`)}async function f(n,e,t,a){
if(e!=="-")return b(i=>L(k(n.cwd,e),t,i).catch(r=>{throw!i.aborted||r!==i.reason?r:y(e,a,"; nothing was validated","<(co\
mmand)")}));let o=await n.readStdin(t);return o.length>t?{kind:"too-large",size:null}:{kind:"read",bytes:o}}function g(n,e,t){
let a=e==="-"?"stdin":e;if(n.kind==="read")return n.bytes;if(n.kind==="too-large")throw t.tooLarge(a,n.size);let o=t.what===
void 0?"":`${t.what}: `;throw new d("usage",`${o}is ${n.what}; ${t.one} must be a regular file or a pipe: give a file, -\
 for stdin, or <(command) for a command's output`,{where:a})}async function D(n,e){let t=e==="-"?"stdin":e,a;try{a=await f(
n,e,m.dataSchemaBytes,"data-schema file")}catch(r){throw $(e,r)}let o=g(a,e,{one:"a data-schema",tooLarge:(r,s)=>new d("\
usage",`is ${s??`more than ${m.dataSchemaBytes}`} bytes; a data-schema may be at most ${m.dataSchemaBytes} bytes (${m.dataSchemaBytes/
1024} KiB)`,{where:r})}).toString("utf8"),{parseDataSchemaText:i}=await import("./data-schema-text-MSVG7GAP.js");try{return i(
o)}catch(r){throw r instanceof d?new d("usage",`${r.where}: ${r.message}`,{where:t,cause:r}):r}}async function V(n,e){if(e===
"-"){let o=await n.readStdin(m.handoffFileBytes);return o.length>m.handoffFileBytes?{kind:"invalid",problems:[O("more")]}:
B(o)}let t=k(n.cwd,e),a;try{a=await P(t)}catch(o){throw $(e,o)}if(a.kind==="missing")throw new d("usage","no such file",
{where:e});return a}async function z(n,e){if(e.prompt===void 0&&e.event===void 0)return;let t=e.prompt===void 0?"":await A(
n,e.prompt),a=e.event===void 0?{}:await J(n,e.event),{foreignBlockTest:o}=await import("./foreign-blocks-ALHDSZ4K.js");return o(
{prompt:t,event:a},[])}async function A(n,e){let t;try{t=await f(n,e,m.promptBytes,"prompt file")}catch(a){throw a instanceof
d&&a.code==="cancelled"?a:l(e,a,"prompt file")}return w(g(t,e,{what:"prompt file",one:"a prompt",tooLarge:(a,o)=>v(a,"pr\
ompt file",o,m.promptBytes,"a prompt","as a rendered prompt may be")}))}async function J(n,e){let t;if(e==="-"){let i;try{
i=await f(n,e,m.eventBytes,"event file")}catch(r){throw l(e,r,"event file")}t=g(i,e,{what:"event file",one:"an event pay\
load",tooLarge:N}).toString("utf8")}else t=(await b(r=>F(k(n.cwd,e),e,r).catch(s=>{throw!r.aborted||s!==r.reason?s:y(e,"\
event file","; nothing was validated","--event <(command)")}))).toString("utf8");let{parseEventPayload:a}=await import("./github-context-LHF7XINZ.js"),
o=e==="-"?"stdin":e;try{return a(t,o)}catch(i){throw i instanceof d?new d("usage",`event file: ${i.message}`,{where:o,cause:i}):
i}}async function M(n,e,t){let a;try{a=await f(n,e,m.agentOutputBytes,"log file")}catch(s){throw $(e,s)}let o=w(g(a,e,{one:"\
an agent's output",tooLarge:K})),{json:i,warnings:r}=R(o,t===void 0?{}:{foreign:t});if(i===null){let s=E(r).length>0;return{
result:{kind:"invalid",problems:[I("$",s?`no handoff in the output: each complete block between a ${u.start} line and a ${u.
end} line is also in the prompt or the event given, and a stage never takes such a block (see the warning)`:`no handoff \
in the output: no complete block between a ${u.start} line and a ${u.end} line`)]},warnings:r}}return{result:C(i,e==="-"?
"stdin":e),warnings:r}}function K(n,e){let t=n==="stdin"?`\u2026 | tail -c ${m.agentOutputBytes} | baton validate --log \
-`:`tail -c ${m.agentOutputBytes} ${n} | baton validate --log -`;return v(n,void 0,e,m.agentOutputBytes,"an agent's outp\
ut read with --log",`as a stage keeps only the last 1 MiB of an agent's output and looks for the handoff there: give tha\
t end, ${t}`)}function $(n,e){return e instanceof d&&e.code==="cancelled"?e:e instanceof d?new d("usage",e.message,{where:n,
cause:e}):l(n,e)}export{ie as validateCommand};

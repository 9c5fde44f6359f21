import{c as P,d as $}from"./chunk-FIIB5N6I.js";import{a as H,b as I}from"./chunk-GEAO6DK6.js";import{a as v}from"./chunk-HDT3FCLQ.js";
import{a as S}from"./chunk-U74HPJCO.js";import{d as k,g as O}from"./chunk-NINDYNX2.js";import"./chunk-FCWOFCWY.js";
import{j as y,l as b}from"./chunk-YFTXPYAX.js";import{d as s}from"./chunk-OKFZ7BVP.js";import{b as f}from"./chunk-GKGC5SYD.js";
import{a as B}from"./chunk-5A7QKWCT.js";import{D as m,j as g,r as l}from"./chunk-RHKLK6JY.js";import{d as x}from"./chunk-3NR5HZ6E.js";var d=x(B(),1);import{resolve as u}from"node:path";async function V(t,r,a={}){let n=a.dataSchema===void 0?void 0:await C(t,a.dataSchema),o=a.log?await F(t,r):{result:await E(
t,r),warnings:[]},{warnings:i}=o,e=o.result;if(n!==void 0&&e.kind==="valid"){let{dataSchemaProblems:c}=await import("./data-schema-UTP3CPGS.js"),
w=c(e.handoff.data,n);w.length>0&&(e={kind:"invalid",problems:w})}let p=[...i,...e.kind==="valid"?e.warnings:e.problems];
if(a.json)I(t,`${JSON.stringify(p,null,2)}
`);else{e.kind==="valid"&&H(t,`${JSON.stringify(e.handoff,null,2)}
`);for(let c of p)t.stderr(`${c.severity==="warning"?"warning: ":""}${v(O(c))}
`)}return e.kind==="valid"?f.ok:f.failure}async function C(t,r){let a=u(t.cwd,r),n,o;try{o=(0,d.statSync)(a).size,n=o>m.
dataSchemaBytes?"":(0,d.readFileSync)(a,"utf8")}catch(e){throw h(r,e)}if(o>m.dataSchemaBytes)throw new s("usage",`is ${o}\
 bytes; a data-schema may be at most ${m.dataSchemaBytes} bytes (${m.dataSchemaBytes/1024} KiB)`,{where:r});let{parseDataSchemaText:i}=await import("./data-schema-text-UH72OADF.js");
try{return i(n)}catch(e){throw e instanceof s?new s("usage",`${e.where}: ${e.message}`,{where:r,cause:e}):e}}async function E(t,r){
if(r==="-")return b(await t.readStdin());let a=u(t.cwd,r),n;try{n=await S(a)}catch(o){throw h(r,o)}if(n.kind==="missing")
throw new s("usage","no such file",{where:r});return n}async function F(t,r){let a;try{a=g(r==="-"?await t.readStdin():(0,d.readFileSync)(
u(t.cwd,r)))}catch(i){throw h(r,i)}let{json:n,warnings:o}=P(a);return n===null?{result:{kind:"invalid",problems:[y("$",`\
no handoff in the output: no complete block between a ${l.start} line and a ${l.end} line`)]},warnings:o}:{result:$(n,r===
"-"?"stdin":r),warnings:o}}function h(t,r){return r instanceof s?new s("usage",r.message,{where:t,cause:r}):k(t,r)}export{V as validateCommand};

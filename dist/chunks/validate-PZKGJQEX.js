import{b as $}from"./chunk-FFJGKM54.js";import{a as v,b as H}from"./chunk-DR2DGY6J.js";import{a as O}from"./chunk-HDT3FCLQ.js";
import{a as S}from"./chunk-XY7TG67I.js";import{d as P,g as k}from"./chunk-E44Q7RFH.js";import"./chunk-FCWOFCWY.js";
import{j as g,l as y,m as b}from"./chunk-4C3Q2YBJ.js";import{d as i}from"./chunk-OKFZ7BVP.js";import{b as c}from"./chunk-GKGC5SYD.js";
import{a as x}from"./chunk-5A7QKWCT.js";import{m as l,x as m}from"./chunk-3JGJAI7A.js";import{d as I}from"./chunk-3NR5HZ6E.js";var d=I(x(),1);import{resolve as u}from"node:path";async function K(r,t,a={}){let n=a.dataSchema===void 0?void 0:await C(r,a.dataSchema),o=a.log?await B(r,t):{result:await F(
r,t),warnings:[]},{warnings:s}=o,e=o.result;if(n!==void 0&&e.kind==="valid"){let{dataSchemaProblems:f}=await import("./data-schema-DHCXPNEA.js"),
w=f(e.handoff.data,n);w.length>0&&(e={kind:"invalid",problems:w})}let p=[...s,...e.kind==="valid"?e.warnings:e.problems];
if(a.json)H(r,`${JSON.stringify(p,null,2)}
`);else{e.kind==="valid"&&v(r,`${JSON.stringify(e.handoff,null,2)}
`);for(let f of p)r.stderr(`${f.severity==="warning"?"warning: ":""}${O(k(f))}
`)}return e.kind==="valid"?c.ok:c.failure}async function C(r,t){let a=u(r.cwd,t),n,o;try{o=(0,d.statSync)(a).size,n=o>m.
dataSchemaBytes?"":(0,d.readFileSync)(a,"utf8")}catch(e){throw h(t,e)}if(o>m.dataSchemaBytes)throw new i("usage",`is ${o}\
 bytes; a data-schema may be at most ${m.dataSchemaBytes} bytes (${m.dataSchemaBytes/1024} KiB)`,{where:t});let{parseDataSchemaText:s}=await import("./data-schema-text-52HSG2ND.js");
try{return s(n)}catch(e){throw e instanceof i?new i("usage",`${e.where}: ${e.message}`,{where:t,cause:e}):e}}async function F(r,t){
if(t==="-")return y(await r.readStdin());let a=u(r.cwd,t),n;try{n=await S(a)}catch(o){throw h(t,o)}if(n.kind==="missing")
throw new i("usage","no such file",{where:t});return n}async function B(r,t){let a;try{a=t==="-"?(await r.readStdin()).toString(
"utf8"):(0,d.readFileSync)(u(r.cwd,t),"utf8")}catch(s){throw h(t,s)}let{json:n,warnings:o}=$(a);return n===null?{result:{
kind:"invalid",problems:[g("$",`no handoff in the output: no complete block between a ${l.start} line and a ${l.end} lin\
e`)]},warnings:o}:{result:b(n),warnings:o}}function h(r,t){return t instanceof i?new i("usage",t.message,{where:r,cause:t}):
P(r,t)}export{K as validateCommand};

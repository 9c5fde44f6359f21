import{a as g}from"./chunk-LSBRJ6JD.js";import{a as u}from"./chunk-SWPS2NCV.js";import{a as y,b as h}from"./chunk-7JYDBMUG.js";
import{a as b}from"./chunk-HDT3FCLQ.js";import{j as l,l as d,m as p,r as c,u as w}from"./chunk-SIVHNBVM.js";
import"./chunk-FCWOFCWY.js";import{d as i}from"./chunk-OKFZ7BVP.js";import{b as s}from"./chunk-GKGC5SYD.js";
import{m as f}from"./chunk-WXLRAERB.js";import{a as k}from"./chunk-5A7QKWCT.js";import{d as S}from"./chunk-3NR5HZ6E.js";var P=S(k(),1);import{resolve as H}from"node:path";async function U(n,r,e={}){let{result:t,warnings:o}=e.log?await $(n,r):{result:await v(n,r),warnings:[]},a=[...o,...t.kind===
"valid"?t.warnings:t.problems];if(e.json)h(n,`${JSON.stringify(a,null,2)}
`);else{t.kind==="valid"&&y(n,`${JSON.stringify(t.handoff,null,2)}
`);for(let m of a)n.stderr(`${m.severity==="warning"?"warning: ":""}${b(w(m))}
`)}return t.kind==="valid"?s.ok:s.failure}async function v(n,r){if(r==="-")return d(await n.readStdin());let e=H(n.cwd,r),
t;try{t=await u(e)}catch(o){throw O(r,o)}if(t.kind==="missing")throw new i("usage","no such file",{where:r});return t}async function $(n,r){
let e;try{e=r==="-"?(await n.readStdin()).toString("utf8"):(0,P.readFileSync)(H(n.cwd,r),"utf8")}catch(a){throw O(r,a)}let{
json:t,warnings:o}=g(e);return t===null?{result:{kind:"invalid",problems:[l("$",`no handoff in the output: no complete b\
lock between a ${f.start} line and a ${f.end} line`)]},warnings:o}:{result:p(t),warnings:o}}function O(n,r){return r instanceof
i?new i("usage",r.message,{where:n,cause:r}):c(n,r)}export{U as validateCommand};

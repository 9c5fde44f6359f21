import{j as t,k as d,l as f,o as c}from"./chunk-G6IW7IQF.js";import{b as a}from"./chunk-BXL4BL7Z.js";import{
x as s}from"./chunk-JZBPCCZQ.js";var l=r=>({kind:"invalid",problems:[t("$",`is ${r}; a handoff must be a regular file (links are never followed)`)]});async function R(r){
let e;try{e=await c(r,s.handoffFileBytes)}catch(n){throw u(r,n)}switch(e.kind){case"missing":return{kind:"missing"};case"\
not-regular":return l(e.what);case"too-large":return{kind:"invalid",problems:[d(e.size)]};case"file":return f(e.bytes)}}
function u(r,e){let n=e.code,o=n==="EACCES"||n==="EPERM"?"permission denied":n??String(e);return new a("handoff-unreadab\
le",`cannot read the handoff: ${o}`,{where:r,cause:e})}function b(r,e,n){let o=e?.code,i=o==="ENOENT"?"no such file":o==="EISDIR"?"is a directory":o==="EACCES"||o==="EPERM"?"p\
ermission denied":`cannot be read (${o??(e instanceof Error?e.message:String(e))})`;return new a("usage",n===void 0?i:`${n}\
: ${i}`,{where:r,cause:e})}export{R as a,b};

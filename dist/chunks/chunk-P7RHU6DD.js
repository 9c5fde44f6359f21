import{b as d}from"./chunk-X6MVMOSM.js";import{f as t,g as i,h as s}from"./chunk-LYVVWMII.js";import{d as n}from"./chunk-OKFZ7BVP.js";
import{G as a}from"./chunk-C33NMHQG.js";var l=r=>({kind:"invalid",problems:[t("$",`is ${r}; a handoff must be a regular file (links are never followed)`)]});async function h(r){
let e;try{e=await d(r,a.handoffFileBytes)}catch(o){throw c(r,o)}switch(e.kind){case"missing":return{kind:"missing"};case"\
not-regular":return l(e.what);case"too-large":return{kind:"invalid",problems:[i(e.size)]};case"file":return s(e.bytes)}}
function c(r,e){let o=e.code,f=o==="EACCES"||o==="EPERM"?"permission denied":o??String(e);return new n("handoff-unreadab\
le",`cannot read the handoff: ${f}`,{where:r,cause:e})}export{h as a};

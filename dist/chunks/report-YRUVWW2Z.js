import{a as c}from"./chunk-MLJWZGID.js";import"./chunk-E4PFR2QX.js";import"./chunk-RCTNQHF6.js";import"./chunk-IBSKOKGB.js";
import"./chunk-47MQE2U6.js";import"./chunk-PKYKE3TD.js";import"./chunk-TTDS5A5D.js";import{a}from"./chunk-4E2456TX.js";
import{a as l}from"./chunk-BRANUQVD.js";import{g as d}from"./chunk-Y4YTUA2G.js";import"./chunk-STXFBSZB.js";
import{c as i}from"./chunk-PVAFYG6P.js";import"./chunk-5OYFZTF3.js";import"./chunk-CITYZUZ5.js";import"./chunk-F5EAUSIH.js";
import"./chunk-DLONVVOM.js";import{b as o}from"./chunk-DVNEBDMP.js";import"./chunk-JZBPCCZQ.js";import"./chunk-5A7QKWCT.js";
import"./chunk-3NR5HZ6E.js";async function h(r,p,s={}){let t=i.forProject(r.cwd);await l(r,t);let{markdown:m,unreadable:e,runUnreadable:n}=await c(t,
p,{includeDetail:s.includeDetail??!1,cwd:r.cwd});return a(r,m),n!==null&&r.stderr(`${d(n)}baton: the report is built fro\
m the run's records alone (see its warning)
`),e>0&&r.stderr(`baton: ${e===1?"a record":`${e} records`} of the run cannot be read and ${e===1?"is":"are"} not in the\
 report (see its warning)
`),o.ok}export{h as reportCommand};

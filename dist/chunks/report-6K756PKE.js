import{a as d}from"./chunk-37FNM4X4.js";import{h as l}from"./chunk-L4KT3ZXS.js";import{a as c}from"./chunk-K73ZLH5A.js";
import"./chunk-FOR4GXAG.js";import"./chunk-GSLTE5U3.js";import"./chunk-FSWJMKM6.js";import"./chunk-DLDWPQ2W.js";
import{b as s}from"./chunk-5HPYQGMA.js";import"./chunk-7GLBHEED.js";import"./chunk-TJ76YTOM.js";import"./chunk-LS2NIP65.js";
import"./chunk-VZGWYOHE.js";import{a as i}from"./chunk-YHTHGALR.js";import"./chunk-HDT3FCLQ.js";import"./chunk-2TSQYJTM.js";
import"./chunk-FCWOFCWY.js";import"./chunk-6A3YTBRA.js";import"./chunk-OKFZ7BVP.js";import{b as a}from"./chunk-GKGC5SYD.js";
import"./chunk-5A7QKWCT.js";import"./chunk-NQUCDXY2.js";import"./chunk-3NR5HZ6E.js";async function v(r,p,m={}){let n=s.forProject(r.cwd);await d(r,n);let{markdown:u,unreadable:t,neverStored:e,runUnreadable:o,
readFromEvents:f}=await c(n,p,{includeDetail:m.includeDetail??!1,cwd:r.cwd});return i(r,u),o!==null&&r.stderr(`${l(o)}ba\
ton: the report is built from the run's records ${f?"and its events.jsonl":"alone"} (see its warning)
`),t>0&&r.stderr(`baton: ${t===1?"a record":`${t} records`} of the run cannot be read and ${t===1?"is":"are"} not in the\
 report (see its warning)
`),e>0&&r.stderr(`baton: ${e===1?"a record":`${e} records`} of the run ${e===1?"was":"were"} never stored and ${e===1?"i\
s":"are"} not in the report (see its warning)
`),a.ok}export{v as reportCommand};

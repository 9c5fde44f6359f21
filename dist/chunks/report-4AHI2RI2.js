import{a as d}from"./chunk-E3RNZIRE.js";import{h as l}from"./chunk-IQNVHVL5.js";import{a as c}from"./chunk-DMVE7V7M.js";
import"./chunk-RZJAKNG2.js";import"./chunk-JCDC2J4U.js";import"./chunk-HN62VOZK.js";import"./chunk-2HDL4IQZ.js";
import"./chunk-4YWOX3D6.js";import{f as s}from"./chunk-EWJKECPH.js";import"./chunk-6RREDHNG.js";import"./chunk-G322KTMH.js";
import"./chunk-XMLSAWHT.js";import"./chunk-LS2NIP65.js";import"./chunk-WBWRPO2L.js";import"./chunk-RBL3FFHZ.js";
import{a as i}from"./chunk-Z5ND5ZKE.js";import"./chunk-HDT3FCLQ.js";import"./chunk-N3XSY42U.js";import"./chunk-FCWOFCWY.js";
import"./chunk-QUJXC46Z.js";import"./chunk-OKFZ7BVP.js";import{b as a}from"./chunk-GKGC5SYD.js";import"./chunk-5A7QKWCT.js";
import"./chunk-JWPNE46A.js";import"./chunk-3NR5HZ6E.js";async function v(r,p,m={}){let n=s.forProject(r.cwd);await d(r,n);let{markdown:u,unreadable:t,neverStored:e,runUnreadable:o,
readFromEvents:f}=await c(n,p,{includeDetail:m.includeDetail??!1,cwd:r.cwd});return i(r,u),o!==null&&r.stderr(`${l(o)}ba\
ton: the report is built from the run's records ${f?"and its events.jsonl":"alone"} (see its warning)
`),t>0&&r.stderr(`baton: ${t===1?"a record":`${t} records`} of the run cannot be read and ${t===1?"is":"are"} not in the\
 report (see its warning)
`),e>0&&r.stderr(`baton: ${e===1?"a record":`${e} records`} of the run ${e===1?"was":"were"} never stored and ${e===1?"i\
s":"are"} not in the report (see its warning)
`),a.ok}export{v as reportCommand};

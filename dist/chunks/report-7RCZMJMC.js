import{a as d}from"./chunk-4V4OWC7T.js";import{h as l}from"./chunk-B6ELWUVQ.js";import{a as c}from"./chunk-AVTPIIYM.js";
import"./chunk-PSZY2YQ2.js";import"./chunk-HOW5HA4T.js";import"./chunk-BFF2ARFE.js";import"./chunk-WH3X2HBZ.js";
import"./chunk-CTXQ6AMD.js";import"./chunk-ZOOA35LL.js";import{f as s}from"./chunk-T25CTNOY.js";import"./chunk-2MDBKZHJ.js";
import"./chunk-34DU3ECC.js";import"./chunk-QEHVXOFE.js";import"./chunk-RBL3FFHZ.js";import"./chunk-6RREDHNG.js";
import"./chunk-F4WWMPS5.js";import"./chunk-LS2NIP65.js";import{a as i}from"./chunk-37MJCIRR.js";import"./chunk-HDT3FCLQ.js";
import"./chunk-VQ73NKVE.js";import"./chunk-TR6ONM2E.js";import"./chunk-FCWOFCWY.js";import"./chunk-PZJTC2JJ.js";
import"./chunk-TIXFR75A.js";import"./chunk-OKFZ7BVP.js";import{b as a}from"./chunk-34WD42XC.js";import"./chunk-5A7QKWCT.js";
import"./chunk-W5IM2UXJ.js";import"./chunk-4WNEEZW4.js";import"./chunk-3NR5HZ6E.js";async function v(r,p,m={}){let n=s.forProject(r.cwd);await d(r,n);let{markdown:u,unreadable:t,neverStored:e,runUnreadable:o,
readFromEvents:f}=await c(n,p,{includeDetail:m.includeDetail??!1,cwd:r.cwd});return i(r,u),o!==null&&r.stderr(`${l(o)}ba\
ton: the report is built from the run's records ${f?"and its events.jsonl":"alone"} (see its warning)
`),t>0&&r.stderr(`baton: ${t===1?"a record":`${t} records`} of the run cannot be read and ${t===1?"is":"are"} not in the\
 report (see its warning)
`),e>0&&r.stderr(`baton: ${e===1?"a record":`${e} records`} of the run ${e===1?"was":"were"} never stored and ${e===1?"i\
s":"are"} not in the report (see its warning)
`),a.ok}export{v as reportCommand};

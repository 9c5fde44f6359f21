import{a as d}from"./chunk-OS373RKQ.js";import{h as l}from"./chunk-L6RLHMA5.js";import{a as c}from"./chunk-VZ3QV247.js";
import"./chunk-43ZP5XWC.js";import"./chunk-SXTSW3QW.js";import"./chunk-M6KPFINC.js";import"./chunk-MJT67C44.js";
import"./chunk-OLMOOCVH.js";import"./chunk-VP4ZYLFV.js";import{f as s}from"./chunk-5OZRD5T6.js";import"./chunk-5WAYZW7W.js";
import"./chunk-SG744J7W.js";import"./chunk-Y723ZX3T.js";import"./chunk-RBL3FFHZ.js";import"./chunk-6RREDHNG.js";
import"./chunk-KWKX4FK5.js";import"./chunk-LS2NIP65.js";import{a as i}from"./chunk-RH6UP7MI.js";import"./chunk-RXTW3LH6.js";
import"./chunk-MC7IBIG2.js";import"./chunk-TR6ONM2E.js";import"./chunk-FCWOFCWY.js";import"./chunk-B2RV2CLL.js";
import"./chunk-TIXFR75A.js";import"./chunk-OKFZ7BVP.js";import{b as a}from"./chunk-OU33NO3O.js";import"./chunk-5A7QKWCT.js";
import"./chunk-M3OYME4I.js";import"./chunk-U32M5C4L.js";import"./chunk-3NR5HZ6E.js";async function v(r,p,m={}){let n=s.forProject(r.cwd);await d(r,n);let{markdown:u,unreadable:t,neverStored:e,runUnreadable:o,
readFromEvents:f}=await c(n,p,{includeDetail:m.includeDetail??!1,cwd:r.cwd});return i(r,u),o!==null&&r.stderr(`${l(o)}ba\
ton: the report is built from the run's records ${f?"and its events.jsonl":"alone"} (see its warning)
`),t>0&&r.stderr(`baton: ${t===1?"a record":`${t} records`} of the run cannot be read and ${t===1?"is":"are"} not in the\
 report (see its warning)
`),e>0&&r.stderr(`baton: ${e===1?"a record":`${e} records`} of the run ${e===1?"was":"were"} never stored and ${e===1?"i\
s":"are"} not in the report (see its warning)
`),a.ok}export{v as reportCommand};

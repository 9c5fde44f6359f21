import{a as d}from"./chunk-NLZ2XLZB.js";import{h as l}from"./chunk-JZ32DID6.js";import{a as c}from"./chunk-I5WTPIA3.js";
import"./chunk-EXGPASAY.js";import"./chunk-FP3TXCGP.js";import"./chunk-6AMTDVSF.js";import"./chunk-3I6UX6Y4.js";
import"./chunk-45Z74DRP.js";import"./chunk-YT2ZCQWU.js";import{f as s}from"./chunk-6IZZJR7K.js";import"./chunk-OQJRDI6T.js";
import"./chunk-XKKS5J6K.js";import"./chunk-ZUIKJKF4.js";import"./chunk-RBL3FFHZ.js";import"./chunk-6RREDHNG.js";
import"./chunk-TTL53LJI.js";import"./chunk-LS2NIP65.js";import{a as i}from"./chunk-37MJCIRR.js";import"./chunk-HDT3FCLQ.js";
import"./chunk-56XQEZWE.js";import"./chunk-TR6ONM2E.js";import"./chunk-FCWOFCWY.js";import"./chunk-DA5X62VC.js";
import"./chunk-TIXFR75A.js";import"./chunk-OKFZ7BVP.js";import{b as a}from"./chunk-OU33NO3O.js";import"./chunk-5A7QKWCT.js";
import"./chunk-X3WXZ7VZ.js";import"./chunk-VTCVQFHR.js";import"./chunk-3NR5HZ6E.js";async function v(r,p,m={}){let n=s.forProject(r.cwd);await d(r,n);let{markdown:u,unreadable:t,neverStored:e,runUnreadable:o,
readFromEvents:f}=await c(n,p,{includeDetail:m.includeDetail??!1,cwd:r.cwd});return i(r,u),o!==null&&r.stderr(`${l(o)}ba\
ton: the report is built from the run's records ${f?"and its events.jsonl":"alone"} (see its warning)
`),t>0&&r.stderr(`baton: ${t===1?"a record":`${t} records`} of the run cannot be read and ${t===1?"is":"are"} not in the\
 report (see its warning)
`),e>0&&r.stderr(`baton: ${e===1?"a record":`${e} records`} of the run ${e===1?"was":"were"} never stored and ${e===1?"i\
s":"are"} not in the report (see its warning)
`),a.ok}export{v as reportCommand};

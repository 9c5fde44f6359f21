import{a as d}from"./chunk-7RS4SFAB.js";import{h as l}from"./chunk-S3XHUHQQ.js";import{a as c}from"./chunk-7ZFBPCX4.js";
import"./chunk-3BFND4OK.js";import"./chunk-GRZDCXCM.js";import"./chunk-52MTWV3D.js";import"./chunk-WAFDAQ7H.js";
import"./chunk-LCNEXWPC.js";import"./chunk-TW5FR4FL.js";import{f as s}from"./chunk-YIGYWPFT.js";import"./chunk-MALWC64J.js";
import"./chunk-LAHPZIV2.js";import"./chunk-AH6TSJFF.js";import"./chunk-RBL3FFHZ.js";import"./chunk-6RREDHNG.js";
import"./chunk-CWKM5QHJ.js";import"./chunk-LS2NIP65.js";import{a as i}from"./chunk-RH6UP7MI.js";import"./chunk-RXTW3LH6.js";
import"./chunk-UGTMYFHI.js";import"./chunk-TR6ONM2E.js";import"./chunk-FCWOFCWY.js";import"./chunk-LBGLK3XJ.js";
import"./chunk-TIXFR75A.js";import"./chunk-OKFZ7BVP.js";import{b as a}from"./chunk-34WD42XC.js";import"./chunk-5A7QKWCT.js";
import"./chunk-Q4FOI7YS.js";import"./chunk-M5K67TCA.js";import"./chunk-3NR5HZ6E.js";async function v(r,p,m={}){let n=s.forProject(r.cwd);await d(r,n);let{markdown:u,unreadable:t,neverStored:e,runUnreadable:o,
readFromEvents:f}=await c(n,p,{includeDetail:m.includeDetail??!1,cwd:r.cwd});return i(r,u),o!==null&&r.stderr(`${l(o)}ba\
ton: the report is built from the run's records ${f?"and its events.jsonl":"alone"} (see its warning)
`),t>0&&r.stderr(`baton: ${t===1?"a record":`${t} records`} of the run cannot be read and ${t===1?"is":"are"} not in the\
 report (see its warning)
`),e>0&&r.stderr(`baton: ${e===1?"a record":`${e} records`} of the run ${e===1?"was":"were"} never stored and ${e===1?"i\
s":"are"} not in the report (see its warning)
`),a.ok}export{v as reportCommand};

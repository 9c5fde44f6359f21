import{a as d}from"./chunk-YCIAE3VV.js";import{h as l}from"./chunk-S3XHUHQQ.js";import{a as c}from"./chunk-HKINPSWB.js";
import"./chunk-YQLCREPZ.js";import"./chunk-LI62HDKS.js";import"./chunk-M6PCGQAN.js";import"./chunk-N4ZGVNJR.js";
import"./chunk-MF4L3K4G.js";import"./chunk-URU3H7ZW.js";import{f as s}from"./chunk-CQFXWFSA.js";import"./chunk-672GVUQV.js";
import"./chunk-YW23EYA3.js";import"./chunk-LZYN5DKP.js";import"./chunk-RBL3FFHZ.js";import"./chunk-6RREDHNG.js";
import"./chunk-YEKP4IAG.js";import"./chunk-LS2NIP65.js";import{a as i}from"./chunk-RH6UP7MI.js";import"./chunk-RXTW3LH6.js";
import"./chunk-X6MVMOSM.js";import"./chunk-TR6ONM2E.js";import"./chunk-FCWOFCWY.js";import"./chunk-LYVVWMII.js";
import"./chunk-TIXFR75A.js";import"./chunk-OKFZ7BVP.js";import{b as a}from"./chunk-34WD42XC.js";import"./chunk-5A7QKWCT.js";
import"./chunk-FJ7SBSSN.js";import"./chunk-C33NMHQG.js";import"./chunk-3NR5HZ6E.js";async function v(r,p,m={}){let n=s.forProject(r.cwd);await d(r,n);let{markdown:u,unreadable:t,neverStored:e,runUnreadable:o,
readFromEvents:f}=await c(n,p,{includeDetail:m.includeDetail??!1,cwd:r.cwd});return i(r,u),o!==null&&r.stderr(`${l(o)}ba\
ton: the report is built from the run's records ${f?"and its events.jsonl":"alone"} (see its warning)
`),t>0&&r.stderr(`baton: ${t===1?"a record":`${t} records`} of the run cannot be read and ${t===1?"is":"are"} not in the\
 report (see its warning)
`),e>0&&r.stderr(`baton: ${e===1?"a record":`${e} records`} of the run ${e===1?"was":"were"} never stored and ${e===1?"i\
s":"are"} not in the report (see its warning)
`),a.ok}export{v as reportCommand};

import{a as d}from"./chunk-Q2TZSLBA.js";import{h as l}from"./chunk-IQNVHVL5.js";import{a as c}from"./chunk-QDPUUKTL.js";
import"./chunk-IVZFR5FV.js";import"./chunk-BKBQNDVW.js";import"./chunk-U776URLR.js";import"./chunk-NDKLJEIB.js";
import{f as s}from"./chunk-FAQWOPXZ.js";import"./chunk-YMSHLLVN.js";import"./chunk-FARYOKGF.js";import"./chunk-SDKXPEMD.js";
import"./chunk-3AWORVJ4.js";import"./chunk-P5WILCBV.js";import"./chunk-RBL3FFHZ.js";import"./chunk-6RREDHNG.js";
import{a as i}from"./chunk-GEAO6DK6.js";import"./chunk-HDT3FCLQ.js";import"./chunk-NINDYNX2.js";import"./chunk-FCWOFCWY.js";
import"./chunk-YFTXPYAX.js";import"./chunk-OKFZ7BVP.js";import{b as a}from"./chunk-GKGC5SYD.js";import"./chunk-5A7QKWCT.js";
import"./chunk-RHKLK6JY.js";import"./chunk-3NR5HZ6E.js";async function v(r,p,m={}){let n=s.forProject(r.cwd);await d(r,n);let{markdown:u,unreadable:t,neverStored:e,runUnreadable:o,
readFromEvents:f}=await c(n,p,{includeDetail:m.includeDetail??!1,cwd:r.cwd});return i(r,u),o!==null&&r.stderr(`${l(o)}ba\
ton: the report is built from the run's records ${f?"and its events.jsonl":"alone"} (see its warning)
`),t>0&&r.stderr(`baton: ${t===1?"a record":`${t} records`} of the run cannot be read and ${t===1?"is":"are"} not in the\
 report (see its warning)
`),e>0&&r.stderr(`baton: ${e===1?"a record":`${e} records`} of the run ${e===1?"was":"were"} never stored and ${e===1?"i\
s":"are"} not in the report (see its warning)
`),a.ok}export{v as reportCommand};

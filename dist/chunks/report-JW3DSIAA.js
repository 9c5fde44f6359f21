import{a as d}from"./chunk-EPXAIT63.js";import{h as l}from"./chunk-Z7M6UIK4.js";import{a as c}from"./chunk-DGR2Y3KD.js";
import"./chunk-VIG5WMBC.js";import"./chunk-7U7R4STE.js";import"./chunk-VWNF5BAH.js";import"./chunk-RZRPE3OS.js";
import"./chunk-MCSEASMA.js";import"./chunk-FAXKKLPM.js";import{f as s}from"./chunk-M6TCM7T7.js";import"./chunk-CL5BW2X2.js";
import"./chunk-XLGFJCL2.js";import"./chunk-RBL3FFHZ.js";import"./chunk-6RREDHNG.js";import"./chunk-YGNE4XJX.js";
import"./chunk-LS2NIP65.js";import{a as i}from"./chunk-37MJCIRR.js";import"./chunk-HDT3FCLQ.js";import"./chunk-4QUQEQJB.js";
import"./chunk-TR6ONM2E.js";import"./chunk-FCWOFCWY.js";import"./chunk-FHFCRF27.js";import"./chunk-YQXZOI2X.js";
import"./chunk-OKFZ7BVP.js";import{b as a}from"./chunk-GKGC5SYD.js";import"./chunk-5A7QKWCT.js";import"./chunk-LGNAKMKQ.js";
import"./chunk-KP2FEYWF.js";import"./chunk-3NR5HZ6E.js";async function v(r,p,m={}){let n=s.forProject(r.cwd);await d(r,n);let{markdown:u,unreadable:t,neverStored:e,runUnreadable:o,
readFromEvents:f}=await c(n,p,{includeDetail:m.includeDetail??!1,cwd:r.cwd});return i(r,u),o!==null&&r.stderr(`${l(o)}ba\
ton: the report is built from the run's records ${f?"and its events.jsonl":"alone"} (see its warning)
`),t>0&&r.stderr(`baton: ${t===1?"a record":`${t} records`} of the run cannot be read and ${t===1?"is":"are"} not in the\
 report (see its warning)
`),e>0&&r.stderr(`baton: ${e===1?"a record":`${e} records`} of the run ${e===1?"was":"were"} never stored and ${e===1?"i\
s":"are"} not in the report (see its warning)
`),a.ok}export{v as reportCommand};

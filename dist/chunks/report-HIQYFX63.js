import{a as d}from"./chunk-QZGWVDA2.js";import{h as l}from"./chunk-B6ELWUVQ.js";import{a as c}from"./chunk-4VT532Q5.js";
import"./chunk-O5VC56RE.js";import"./chunk-2D4V7LWM.js";import"./chunk-NER3H4V5.js";import"./chunk-HJ54J6DK.js";
import"./chunk-M63FM5UY.js";import"./chunk-XRMH6HOJ.js";import{f as s}from"./chunk-VNGHDFHU.js";import"./chunk-6MYPGAML.js";
import"./chunk-FOIE6P2X.js";import"./chunk-W6E2NMTF.js";import"./chunk-RBL3FFHZ.js";import"./chunk-6RREDHNG.js";
import"./chunk-EGHN75FT.js";import"./chunk-LS2NIP65.js";import{a as i}from"./chunk-37MJCIRR.js";import"./chunk-HDT3FCLQ.js";
import"./chunk-WMPFH7IM.js";import"./chunk-TR6ONM2E.js";import"./chunk-FCWOFCWY.js";import"./chunk-UIZKP3MK.js";
import"./chunk-TIXFR75A.js";import"./chunk-OKFZ7BVP.js";import{b as a}from"./chunk-34WD42XC.js";import"./chunk-5A7QKWCT.js";
import"./chunk-FKNX6VIR.js";import"./chunk-DPZVPVQO.js";import"./chunk-3NR5HZ6E.js";async function v(r,p,m={}){let n=s.forProject(r.cwd);await d(r,n);let{markdown:u,unreadable:t,neverStored:e,runUnreadable:o,
readFromEvents:f}=await c(n,p,{includeDetail:m.includeDetail??!1,cwd:r.cwd});return i(r,u),o!==null&&r.stderr(`${l(o)}ba\
ton: the report is built from the run's records ${f?"and its events.jsonl":"alone"} (see its warning)
`),t>0&&r.stderr(`baton: ${t===1?"a record":`${t} records`} of the run cannot be read and ${t===1?"is":"are"} not in the\
 report (see its warning)
`),e>0&&r.stderr(`baton: ${e===1?"a record":`${e} records`} of the run ${e===1?"was":"were"} never stored and ${e===1?"i\
s":"are"} not in the report (see its warning)
`),a.ok}export{v as reportCommand};

import{a as d}from"./chunk-GZZIP5EA.js";import{h as l}from"./chunk-Z7M6UIK4.js";import{a as c}from"./chunk-CJJEW2VP.js";
import"./chunk-JYFRYME6.js";import"./chunk-PFLXKJ2C.js";import"./chunk-ZSNHBUOG.js";import"./chunk-W3MSUW6N.js";
import"./chunk-MCSEASMA.js";import"./chunk-RHNIZAMH.js";import{f as s}from"./chunk-OBPAQTV5.js";import"./chunk-CL5BW2X2.js";
import"./chunk-QVLRORSZ.js";import"./chunk-RBL3FFHZ.js";import"./chunk-6RREDHNG.js";import"./chunk-RD4YLC3K.js";
import"./chunk-LS2NIP65.js";import{a as i}from"./chunk-37MJCIRR.js";import"./chunk-HDT3FCLQ.js";import"./chunk-4QUQEQJB.js";
import"./chunk-TR6ONM2E.js";import"./chunk-FCWOFCWY.js";import"./chunk-EGFL3V6X.js";import"./chunk-TIXFR75A.js";
import"./chunk-OKFZ7BVP.js";import{b as a}from"./chunk-GKGC5SYD.js";import"./chunk-5A7QKWCT.js";import"./chunk-LGNAKMKQ.js";
import"./chunk-KP2FEYWF.js";import"./chunk-3NR5HZ6E.js";async function v(r,p,m={}){let n=s.forProject(r.cwd);await d(r,n);let{markdown:u,unreadable:t,neverStored:e,runUnreadable:o,
readFromEvents:f}=await c(n,p,{includeDetail:m.includeDetail??!1,cwd:r.cwd});return i(r,u),o!==null&&r.stderr(`${l(o)}ba\
ton: the report is built from the run's records ${f?"and its events.jsonl":"alone"} (see its warning)
`),t>0&&r.stderr(`baton: ${t===1?"a record":`${t} records`} of the run cannot be read and ${t===1?"is":"are"} not in the\
 report (see its warning)
`),e>0&&r.stderr(`baton: ${e===1?"a record":`${e} records`} of the run ${e===1?"was":"were"} never stored and ${e===1?"i\
s":"are"} not in the report (see its warning)
`),a.ok}export{v as reportCommand};

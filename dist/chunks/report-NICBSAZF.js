import{a as c}from"./chunk-G5GA4EV3.js";import"./chunk-FI4KMH3A.js";import"./chunk-7CYE4N6J.js";import"./chunk-2WPMD5S5.js";
import"./chunk-C5QPL553.js";import"./chunk-LS2NIP65.js";import"./chunk-7RFV325W.js";import{a as i}from"./chunk-3AGCLKBH.js";
import{a as d}from"./chunk-N5V7RI4D.js";import{h as l}from"./chunk-X327BRSL.js";import"./chunk-E55HJWBL.js";
import{b as s}from"./chunk-7XPE4IDB.js";import"./chunk-O6OUVDJW.js";import"./chunk-HKB7A5JV.js";import"./chunk-P4BJDFD7.js";
import"./chunk-4X335366.js";import{b as a}from"./chunk-GKGC5SYD.js";import"./chunk-UBV3IWC6.js";import"./chunk-5A7QKWCT.js";
import"./chunk-3NR5HZ6E.js";async function v(r,p,m={}){let n=s.forProject(r.cwd);await d(r,n);let{markdown:u,unreadable:t,neverStored:e,runUnreadable:o,
readFromEvents:f}=await c(n,p,{includeDetail:m.includeDetail??!1,cwd:r.cwd});return i(r,u),o!==null&&r.stderr(`${l(o)}ba\
ton: the report is built from the run's records ${f?"and its events.jsonl":"alone"} (see its warning)
`),t>0&&r.stderr(`baton: ${t===1?"a record":`${t} records`} of the run cannot be read and ${t===1?"is":"are"} not in the\
 report (see its warning)
`),e>0&&r.stderr(`baton: ${e===1?"a record":`${e} records`} of the run ${e===1?"was":"were"} never stored and ${e===1?"i\
s":"are"} not in the report (see its warning)
`),a.ok}export{v as reportCommand};

import{a as c}from"./chunk-P4TNPZNP.js";import"./chunk-K6NRRJXL.js";import"./chunk-HB3GFTMF.js";import"./chunk-7FB37INI.js";
import"./chunk-CHUFW2YH.js";import"./chunk-LS2NIP65.js";import"./chunk-4TJXDVW7.js";import{a as i}from"./chunk-ULUDCFHW.js";
import{a as d}from"./chunk-UV2GMNBH.js";import{h as l}from"./chunk-KL6OHEVE.js";import"./chunk-QZU2WCNM.js";
import{b as s}from"./chunk-52D4L7X6.js";import"./chunk-QCJPVNNI.js";import"./chunk-HKB7A5JV.js";import"./chunk-6PYYODLU.js";
import"./chunk-4X335366.js";import{b as a}from"./chunk-GKGC5SYD.js";import"./chunk-WXLRAERB.js";import"./chunk-5A7QKWCT.js";
import"./chunk-3NR5HZ6E.js";async function v(r,p,m={}){let n=s.forProject(r.cwd);await d(r,n);let{markdown:u,unreadable:t,neverStored:e,runUnreadable:o,
readFromEvents:f}=await c(n,p,{includeDetail:m.includeDetail??!1,cwd:r.cwd});return i(r,u),o!==null&&r.stderr(`${l(o)}ba\
ton: the report is built from the run's records ${f?"and its events.jsonl":"alone"} (see its warning)
`),t>0&&r.stderr(`baton: ${t===1?"a record":`${t} records`} of the run cannot be read and ${t===1?"is":"are"} not in the\
 report (see its warning)
`),e>0&&r.stderr(`baton: ${e===1?"a record":`${e} records`} of the run ${e===1?"was":"were"} never stored and ${e===1?"i\
s":"are"} not in the report (see its warning)
`),a.ok}export{v as reportCommand};

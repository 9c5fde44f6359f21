import{a as c}from"./chunk-HAUNS43R.js";import"./chunk-AS5Z7CAL.js";import"./chunk-CGK7UWFE.js";import"./chunk-IMR3AT7B.js";
import"./chunk-L2RBRXJP.js";import"./chunk-LS2NIP65.js";import"./chunk-EFBLKXQP.js";import{a as i}from"./chunk-7JYDBMUG.js";
import{a as d}from"./chunk-KKHMREJV.js";import{h as l}from"./chunk-IQNVHVL5.js";import"./chunk-WQOLYL6Y.js";
import{b as s}from"./chunk-EZR23E7B.js";import"./chunk-6RREDHNG.js";import"./chunk-BUDROWRH.js";import"./chunk-RBL3FFHZ.js";
import"./chunk-HDT3FCLQ.js";import"./chunk-SIVHNBVM.js";import"./chunk-FCWOFCWY.js";import"./chunk-OKFZ7BVP.js";
import{b as a}from"./chunk-GKGC5SYD.js";import"./chunk-WXLRAERB.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";async function v(r,p,m={}){let n=s.forProject(r.cwd);await d(r,n);let{markdown:u,unreadable:t,neverStored:e,runUnreadable:o,
readFromEvents:f}=await c(n,p,{includeDetail:m.includeDetail??!1,cwd:r.cwd});return i(r,u),o!==null&&r.stderr(`${l(o)}ba\
ton: the report is built from the run's records ${f?"and its events.jsonl":"alone"} (see its warning)
`),t>0&&r.stderr(`baton: ${t===1?"a record":`${t} records`} of the run cannot be read and ${t===1?"is":"are"} not in the\
 report (see its warning)
`),e>0&&r.stderr(`baton: ${e===1?"a record":`${e} records`} of the run ${e===1?"was":"were"} never stored and ${e===1?"i\
s":"are"} not in the report (see its warning)
`),a.ok}export{v as reportCommand};

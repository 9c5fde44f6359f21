import{a as l}from"./chunk-JBJDJL2L.js";import"./chunk-7VJFIJR3.js";import"./chunk-L4HRC3MF.js";import"./chunk-7DJQ4KEH.js";
import"./chunk-QBYCZBFS.js";import"./chunk-LS2NIP65.js";import"./chunk-EXFXL3OA.js";import{a}from"./chunk-6LMQI7SU.js";
import{a as s}from"./chunk-ERUMBGMD.js";import{h as d}from"./chunk-M24HFUN7.js";import"./chunk-HABSKCNG.js";
import{b as i}from"./chunk-HHWE4WNH.js";import"./chunk-MVIGQQ5H.js";import"./chunk-HKB7A5JV.js";import"./chunk-W3W44F6T.js";
import"./chunk-4X335366.js";import{b as o}from"./chunk-GKGC5SYD.js";import"./chunk-DFBKRPZ5.js";import"./chunk-5A7QKWCT.js";
import"./chunk-3NR5HZ6E.js";async function h(r,c,p={}){let t=i.forProject(r.cwd);await s(r,t);let{markdown:m,unreadable:e,runUnreadable:n,readFromEvents:u}=await l(
t,c,{includeDetail:p.includeDetail??!1,cwd:r.cwd});return a(r,m),n!==null&&r.stderr(`${d(n)}baton: the report is built f\
rom the run's records ${u?"and its events.jsonl":"alone"} (see its warning)
`),e>0&&r.stderr(`baton: ${e===1?"a record":`${e} records`} of the run cannot be read and ${e===1?"is":"are"} not in the\
 report (see its warning)
`),o.ok}export{h as reportCommand};

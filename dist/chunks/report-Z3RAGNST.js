import{a as d}from"./chunk-YEDJXAAU.js";import{h as l}from"./chunk-IQNVHVL5.js";import{a as c}from"./chunk-B7UB2VZ6.js";
import"./chunk-5WSKFERJ.js";import"./chunk-GXU6SIIK.js";import"./chunk-2DEXQGAE.js";import"./chunk-ZYHDINWY.js";
import"./chunk-ZFW4RHAH.js";import{f as s}from"./chunk-XD7UYVMC.js";import"./chunk-6RREDHNG.js";import"./chunk-P3YZSSQH.js";
import"./chunk-3MZIOF74.js";import"./chunk-LS2NIP65.js";import"./chunk-EY4ZXFXG.js";import"./chunk-RBL3FFHZ.js";
import{a as i}from"./chunk-DR2DGY6J.js";import"./chunk-HDT3FCLQ.js";import"./chunk-E44Q7RFH.js";import"./chunk-FCWOFCWY.js";
import"./chunk-4C3Q2YBJ.js";import"./chunk-OKFZ7BVP.js";import{b as a}from"./chunk-GKGC5SYD.js";import"./chunk-5A7QKWCT.js";
import"./chunk-3JGJAI7A.js";import"./chunk-3NR5HZ6E.js";async function v(r,p,m={}){let n=s.forProject(r.cwd);await d(r,n);let{markdown:u,unreadable:t,neverStored:e,runUnreadable:o,
readFromEvents:f}=await c(n,p,{includeDetail:m.includeDetail??!1,cwd:r.cwd});return i(r,u),o!==null&&r.stderr(`${l(o)}ba\
ton: the report is built from the run's records ${f?"and its events.jsonl":"alone"} (see its warning)
`),t>0&&r.stderr(`baton: ${t===1?"a record":`${t} records`} of the run cannot be read and ${t===1?"is":"are"} not in the\
 report (see its warning)
`),e>0&&r.stderr(`baton: ${e===1?"a record":`${e} records`} of the run ${e===1?"was":"were"} never stored and ${e===1?"i\
s":"are"} not in the report (see its warning)
`),a.ok}export{v as reportCommand};

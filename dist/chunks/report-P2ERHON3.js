import{a as l}from"./chunk-4VI6VKFP.js";import"./chunk-NK7ESTS7.js";import"./chunk-HMERRAE2.js";import"./chunk-I6NX5EGJ.js";
import"./chunk-Y5YCFMG2.js";import"./chunk-RVKJOE2S.js";import"./chunk-LETZCIPX.js";import{a}from"./chunk-26LV6H5C.js";
import{a as s}from"./chunk-TICL34S6.js";import{g as d}from"./chunk-T4KTG2QA.js";import"./chunk-YPWA4IKD.js";
import{d as i}from"./chunk-RR7GE6VZ.js";import"./chunk-KCTSY3G6.js";import"./chunk-CITYZUZ5.js";import"./chunk-VQUK3X66.js";
import"./chunk-DLONVVOM.js";import{b as o}from"./chunk-DVNEBDMP.js";import"./chunk-DFBKRPZ5.js";import"./chunk-5A7QKWCT.js";
import"./chunk-3NR5HZ6E.js";async function h(r,c,p={}){let t=i.forProject(r.cwd);await s(r,t);let{markdown:m,unreadable:e,runUnreadable:n,readFromEvents:u}=await l(
t,c,{includeDetail:p.includeDetail??!1,cwd:r.cwd});return a(r,m),n!==null&&r.stderr(`${d(n)}baton: the report is built f\
rom the run's records ${u?"and its events.jsonl":"alone"} (see its warning)
`),e>0&&r.stderr(`baton: ${e===1?"a record":`${e} records`} of the run cannot be read and ${e===1?"is":"are"} not in the\
 report (see its warning)
`),o.ok}export{h as reportCommand};

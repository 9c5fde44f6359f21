import{a as c}from"./chunk-3YQ3PBLZ.js";import"./chunk-CVGOTKLZ.js";import"./chunk-FVLN7ZUZ.js";import"./chunk-7JLEUX7I.js";
import"./chunk-Y5YCFMG2.js";import"./chunk-RVKJOE2S.js";import"./chunk-LNUUSZS4.js";import{a}from"./chunk-26LV6H5C.js";
import{a as l}from"./chunk-DNE5SHOA.js";import{g as d}from"./chunk-65BYJG5L.js";import"./chunk-6JOVG55H.js";
import{c as i}from"./chunk-4CY3VLXA.js";import"./chunk-RDWP7FPM.js";import"./chunk-CITYZUZ5.js";import"./chunk-VQUK3X66.js";
import"./chunk-DLONVVOM.js";import{b as o}from"./chunk-DVNEBDMP.js";import"./chunk-DFBKRPZ5.js";import"./chunk-5A7QKWCT.js";
import"./chunk-3NR5HZ6E.js";async function h(r,p,s={}){let t=i.forProject(r.cwd);await l(r,t);let{markdown:m,unreadable:e,runUnreadable:n}=await c(t,
p,{includeDetail:s.includeDetail??!1,cwd:r.cwd});return a(r,m),n!==null&&r.stderr(`${d(n)}baton: the report is built fro\
m the run's records alone (see its warning)
`),e>0&&r.stderr(`baton: ${e===1?"a record":`${e} records`} of the run cannot be read and ${e===1?"is":"are"} not in the\
 report (see its warning)
`),o.ok}export{h as reportCommand};

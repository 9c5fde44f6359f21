import{a as l}from"./chunk-F37ZTL5U.js";import"./chunk-AOILMVYB.js";import"./chunk-OH7SSJPF.js";import"./chunk-WGA56SI7.js";
import"./chunk-RWP7FG45.js";import{a}from"./chunk-KEI3CHLS.js";import{e as i}from"./chunk-AQT5J6GX.js";
import"./chunk-HTSRUGKE.js";import"./chunk-QZ4LYHPP.js";import"./chunk-22N64GVF.js";import{d as o}from"./chunk-BXL4BL7Z.js";
import{b as n}from"./chunk-DVNEBDMP.js";import"./chunk-JZBPCCZQ.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";async function g(r,c,d={}){let s=i.forProject(r.cwd),{markdown:m,unreadable:e,runUnreadable:t}=await l(s,c,{includeDetail:d.
includeDetail??!1,cwd:r.cwd});return a(r,m),t!==null&&r.stderr(`baton: ${o(t)}
baton: the report is built from the run's records alone (see its warning)
`),e>0&&r.stderr(`baton: ${e===1?"a record":`${e} records`} of the run cannot be read and ${e===1?"is":"are"} not in the\
 report (see its warning)
`),n.ok}export{g as reportCommand};

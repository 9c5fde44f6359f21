import{a as c}from"./chunk-VJWXML5L.js";import"./chunk-62JWTVWF.js";import"./chunk-KH27GBVF.js";import"./chunk-GTRAR4DI.js";
import"./chunk-ELLCTOB7.js";import{a as n}from"./chunk-R4JSH2OT.js";import{a as i}from"./chunk-XFYPCMCX.js";
import"./chunk-ICEQMEMO.js";import{a}from"./chunk-YBFLPME4.js";import"./chunk-XWFWV4XT.js";import"./chunk-QZ4LYHPP.js";
import"./chunk-G6IW7IQF.js";import"./chunk-BXL4BL7Z.js";import{b as o}from"./chunk-DVNEBDMP.js";import"./chunk-JZBPCCZQ.js";
import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";async function R(r,p,d={}){let t=a.forProject(r.cwd);await i(r,t);let{markdown:l,unreadable:e}=await c(t,p,{includeDetail:d.
includeDetail??!1,cwd:r.cwd});return n(r,l),e>0&&r.stderr(`baton: ${e===1?"a record":`${e} records`} of the run cannot b\
e read and ${e===1?"is":"are"} not in the report (see its warning)
`),o.ok}export{R as reportCommand};

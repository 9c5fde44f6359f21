import{a}from"./chunk-ELDQ5LMA.js";import"./chunk-XYKWHVQ5.js";import"./chunk-WGA56SI7.js";import"./chunk-ELLCTOB7.js";
import{a as t}from"./chunk-R4JSH2OT.js";import{e as n}from"./chunk-AB5CAIEK.js";import"./chunk-VBLL5SZM.js";
import"./chunk-QZ4LYHPP.js";import"./chunk-G6IW7IQF.js";import"./chunk-BXL4BL7Z.js";import{b as o}from"./chunk-DVNEBDMP.js";
import"./chunk-JZBPCCZQ.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";async function u(r,i,c={}){let d=n.forProject(r.cwd),{markdown:l,unreadable:e}=await a(d,i,{includeDetail:c.includeDetail??
!1,cwd:r.cwd});return t(r,l),e>0&&r.stderr(`baton: ${e===1?"a record":`${e} records`} of the run cannot be read and ${e===
1?"is":"are"} not in the report (see its warning)
`),o.ok}export{u as reportCommand};

import{a}from"./chunk-CULEWA5G.js";import"./chunk-WGA56SI7.js";import"./chunk-EXX7OIVM.js";import"./chunk-M2FR25PK.js";
import{a as t}from"./chunk-XBUYP3P6.js";import{c as n}from"./chunk-X5N5IWH4.js";import"./chunk-UIX755PM.js";
import"./chunk-QZ4LYHPP.js";import"./chunk-3WHULUYP.js";import"./chunk-BXL4BL7Z.js";import{b as o}from"./chunk-DIAAMT7K.js";
import"./chunk-G4KAFFH4.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";async function u(r,i,c={}){let d=n.forProject(r.cwd),{markdown:l,unreadable:e}=await a(d,i,{includeDetail:c.includeDetail??
!1,cwd:r.cwd});return t(r,l),e>0&&r.stderr(`baton: ${e===1?"a record":`${e} records`} of the run cannot be read and ${e===
1?"is":"are"} not in the report (see its warning)
`),o.ok}export{u as reportCommand};

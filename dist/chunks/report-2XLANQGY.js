import{a as d}from"./chunk-246VGGCA.js";import"./chunk-FBM6S56U.js";import"./chunk-AFWVEUMJ.js";import"./chunk-MCCHOH3M.js";
import"./chunk-GISEFCVM.js";import"./chunk-WGA56SI7.js";import"./chunk-RWP7FG45.js";import{a as i}from"./chunk-KEI3CHLS.js";
import{a as c}from"./chunk-KEK6EOVD.js";import"./chunk-ICEQMEMO.js";import{c as l}from"./chunk-EEGIKDNE.js";
import"./chunk-PNZ5KYMB.js";import"./chunk-QZ4LYHPP.js";import"./chunk-22N64GVF.js";import{d as o}from"./chunk-BXL4BL7Z.js";
import{b as a}from"./chunk-DVNEBDMP.js";import"./chunk-JZBPCCZQ.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";async function h(r,p,s={}){let t=l.forProject(r.cwd);await c(r,t);let{markdown:m,unreadable:e,runUnreadable:n}=await d(t,
p,{includeDetail:s.includeDetail??!1,cwd:r.cwd});return i(r,m),n!==null&&r.stderr(`baton: ${o(n)}
baton: the report is built from the run's records alone (see its warning)
`),e>0&&r.stderr(`baton: ${e===1?"a record":`${e} records`} of the run cannot be read and ${e===1?"is":"are"} not in the\
 report (see its warning)
`),a.ok}export{h as reportCommand};

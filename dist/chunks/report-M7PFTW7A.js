import{a as c}from"./chunk-JSGLLM5F.js";import"./chunk-PMBXTS7F.js";import"./chunk-TWRBSM7K.js";import"./chunk-YUPHB53X.js";
import"./chunk-XDJAPXFI.js";import"./chunk-LS2NIP65.js";import"./chunk-JLD3H4OC.js";import{a as i}from"./chunk-SZOFUOI6.js";
import{a as d}from"./chunk-UAP63YAP.js";import{h as l}from"./chunk-YEX62MDW.js";import"./chunk-WPLH73CZ.js";
import{b as s}from"./chunk-ROGADN6V.js";import"./chunk-T776BLI5.js";import"./chunk-HKB7A5JV.js";import"./chunk-V3O4IMI4.js";
import"./chunk-4X335366.js";import{b as a}from"./chunk-GKGC5SYD.js";import"./chunk-WGV5EASU.js";import"./chunk-5A7QKWCT.js";
import"./chunk-3NR5HZ6E.js";async function v(r,p,m={}){let n=s.forProject(r.cwd);await d(r,n);let{markdown:u,unreadable:t,neverStored:e,runUnreadable:o,
readFromEvents:f}=await c(n,p,{includeDetail:m.includeDetail??!1,cwd:r.cwd});return i(r,u),o!==null&&r.stderr(`${l(o)}ba\
ton: the report is built from the run's records ${f?"and its events.jsonl":"alone"} (see its warning)
`),t>0&&r.stderr(`baton: ${t===1?"a record":`${t} records`} of the run cannot be read and ${t===1?"is":"are"} not in the\
 report (see its warning)
`),e>0&&r.stderr(`baton: ${e===1?"a record":`${e} records`} of the run ${e===1?"was":"were"} never stored and ${e===1?"i\
s":"are"} not in the report (see its warning)
`),a.ok}export{v as reportCommand};

import{a as d}from"./chunk-4GBEG5KL.js";import{h as l}from"./chunk-JZ32DID6.js";import{a as c}from"./chunk-M3MPZ66C.js";
import"./chunk-ZTJHPNAO.js";import"./chunk-43SEXBNC.js";import"./chunk-CSRW2HF7.js";import"./chunk-U5TWTVPO.js";
import"./chunk-JRUACCY4.js";import"./chunk-X6II3IIO.js";import{f as s}from"./chunk-XV3YNBXE.js";import"./chunk-5AN2ZKI4.js";
import"./chunk-4RB6EOCY.js";import"./chunk-CTMBUQYO.js";import"./chunk-RBL3FFHZ.js";import"./chunk-6RREDHNG.js";
import"./chunk-ZM2ZZZP4.js";import"./chunk-LS2NIP65.js";import{a as i}from"./chunk-37MJCIRR.js";import"./chunk-HDT3FCLQ.js";
import"./chunk-J5YX5HJ4.js";import"./chunk-TR6ONM2E.js";import"./chunk-FCWOFCWY.js";import"./chunk-T4FHUL2S.js";
import"./chunk-TIXFR75A.js";import"./chunk-OKFZ7BVP.js";import{b as a}from"./chunk-OU33NO3O.js";import"./chunk-5A7QKWCT.js";
import"./chunk-SLO2UJYS.js";import"./chunk-7SLL56I5.js";import"./chunk-3NR5HZ6E.js";async function v(r,p,m={}){let n=s.forProject(r.cwd);await d(r,n);let{markdown:u,unreadable:t,neverStored:e,runUnreadable:o,
readFromEvents:f}=await c(n,p,{includeDetail:m.includeDetail??!1,cwd:r.cwd});return i(r,u),o!==null&&r.stderr(`${l(o)}ba\
ton: the report is built from the run's records ${f?"and its events.jsonl":"alone"} (see its warning)
`),t>0&&r.stderr(`baton: ${t===1?"a record":`${t} records`} of the run cannot be read and ${t===1?"is":"are"} not in the\
 report (see its warning)
`),e>0&&r.stderr(`baton: ${e===1?"a record":`${e} records`} of the run ${e===1?"was":"were"} never stored and ${e===1?"i\
s":"are"} not in the report (see its warning)
`),a.ok}export{v as reportCommand};

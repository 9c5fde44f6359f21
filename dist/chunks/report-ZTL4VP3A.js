import{a as d}from"./chunk-KLFRBVAS.js";import{h as l}from"./chunk-JZ32DID6.js";import{a as c}from"./chunk-2ICN5OVO.js";
import"./chunk-MDRSPMYH.js";import"./chunk-QINFMQVO.js";import"./chunk-QHWUTILA.js";import"./chunk-3X2AQWH7.js";
import"./chunk-MOWGRHRU.js";import"./chunk-S2H3IPAQ.js";import{f as s}from"./chunk-IZ6WIIJF.js";import"./chunk-IJLDGJOU.js";
import"./chunk-4DYK2MG7.js";import"./chunk-2MQ5OTBB.js";import"./chunk-RBL3FFHZ.js";import"./chunk-6RREDHNG.js";
import"./chunk-KGL53VIU.js";import"./chunk-LS2NIP65.js";import{a as i}from"./chunk-37MJCIRR.js";import"./chunk-HDT3FCLQ.js";
import"./chunk-BBSO245P.js";import"./chunk-TR6ONM2E.js";import"./chunk-FCWOFCWY.js";import"./chunk-KRB52NVM.js";
import"./chunk-TIXFR75A.js";import"./chunk-OKFZ7BVP.js";import{b as a}from"./chunk-OU33NO3O.js";import"./chunk-5A7QKWCT.js";
import"./chunk-DSPIJXAJ.js";import"./chunk-LBXHU7QN.js";import"./chunk-3NR5HZ6E.js";async function v(r,p,m={}){let n=s.forProject(r.cwd);await d(r,n);let{markdown:u,unreadable:t,neverStored:e,runUnreadable:o,
readFromEvents:f}=await c(n,p,{includeDetail:m.includeDetail??!1,cwd:r.cwd});return i(r,u),o!==null&&r.stderr(`${l(o)}ba\
ton: the report is built from the run's records ${f?"and its events.jsonl":"alone"} (see its warning)
`),t>0&&r.stderr(`baton: ${t===1?"a record":`${t} records`} of the run cannot be read and ${t===1?"is":"are"} not in the\
 report (see its warning)
`),e>0&&r.stderr(`baton: ${e===1?"a record":`${e} records`} of the run ${e===1?"was":"were"} never stored and ${e===1?"i\
s":"are"} not in the report (see its warning)
`),a.ok}export{v as reportCommand};

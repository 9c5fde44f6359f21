import{a}from"./chunk-IDFTZ6CS.js";import"./chunk-KGL53VIU.js";import"./chunk-JVIYYE2Z.js";import"./chunk-TR6ONM2E.js";
import"./chunk-FCWOFCWY.js";import"./chunk-KRB52NVM.js";import"./chunk-TIXFR75A.js";import"./chunk-OKFZ7BVP.js";
import"./chunk-DSPIJXAJ.js";import"./chunk-LBXHU7QN.js";import"./chunk-3NR5HZ6E.js";export{a as foreignBlockTest};

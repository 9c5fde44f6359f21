import{a}from"./chunk-3FB47DPT.js";import"./chunk-CWKM5QHJ.js";import"./chunk-4H5UEX23.js";import"./chunk-TR6ONM2E.js";
import"./chunk-FCWOFCWY.js";import"./chunk-LBGLK3XJ.js";import"./chunk-TIXFR75A.js";import"./chunk-OKFZ7BVP.js";
import"./chunk-Q4FOI7YS.js";import"./chunk-M5K67TCA.js";import"./chunk-3NR5HZ6E.js";export{a as foreignBlockTest};

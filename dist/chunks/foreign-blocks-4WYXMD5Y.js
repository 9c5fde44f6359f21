import{a}from"./chunk-LIB3TT7L.js";import"./chunk-EGHN75FT.js";import"./chunk-SYPUWL4C.js";import"./chunk-TR6ONM2E.js";
import"./chunk-FCWOFCWY.js";import"./chunk-UIZKP3MK.js";import"./chunk-TIXFR75A.js";import"./chunk-OKFZ7BVP.js";
import"./chunk-FKNX6VIR.js";import"./chunk-DPZVPVQO.js";import"./chunk-3NR5HZ6E.js";export{a as foreignBlockTest};

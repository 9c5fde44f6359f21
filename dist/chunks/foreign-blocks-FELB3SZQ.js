import{a}from"./chunk-Y66RNQME.js";import"./chunk-KWKX4FK5.js";import"./chunk-C4UED6B4.js";import"./chunk-TR6ONM2E.js";
import"./chunk-FCWOFCWY.js";import"./chunk-B2RV2CLL.js";import"./chunk-TIXFR75A.js";import"./chunk-OKFZ7BVP.js";
import"./chunk-M3OYME4I.js";import"./chunk-U32M5C4L.js";import"./chunk-3NR5HZ6E.js";export{a as foreignBlockTest};

import{a}from"./chunk-RTYYBGCQ.js";import"./chunk-F4WWMPS5.js";import"./chunk-YLZEXFNQ.js";import"./chunk-TR6ONM2E.js";
import"./chunk-FCWOFCWY.js";import"./chunk-PZJTC2JJ.js";import"./chunk-TIXFR75A.js";import"./chunk-OKFZ7BVP.js";
import"./chunk-W5IM2UXJ.js";import"./chunk-4WNEEZW4.js";import"./chunk-3NR5HZ6E.js";export{a as foreignBlockTest};

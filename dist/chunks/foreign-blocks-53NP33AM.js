import{a}from"./chunk-W233WPWE.js";import"./chunk-RD4YLC3K.js";import"./chunk-ZETYTEO5.js";import"./chunk-TR6ONM2E.js";
import"./chunk-FCWOFCWY.js";import"./chunk-EGFL3V6X.js";import"./chunk-TIXFR75A.js";import"./chunk-OKFZ7BVP.js";
import"./chunk-LGNAKMKQ.js";import"./chunk-KP2FEYWF.js";import"./chunk-3NR5HZ6E.js";export{a as foreignBlockTest};

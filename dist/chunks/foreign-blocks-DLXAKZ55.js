import{a}from"./chunk-HW224PFG.js";import"./chunk-QPNCKO3P.js";import"./chunk-QLXK5UGM.js";import"./chunk-TR6ONM2E.js";
import"./chunk-FCWOFCWY.js";import"./chunk-FNXIRXBN.js";import"./chunk-TIXFR75A.js";import"./chunk-OKFZ7BVP.js";
import"./chunk-F22ZBSKV.js";import"./chunk-WPZ37WAU.js";import"./chunk-3NR5HZ6E.js";export{a as foreignBlockTest};

import{a}from"./chunk-IDB7YUMD.js";import"./chunk-UBXA34UQ.js";import"./chunk-JY2G2K3X.js";import"./chunk-TR6ONM2E.js";
import"./chunk-FCWOFCWY.js";import"./chunk-RXR3JLMN.js";import"./chunk-TIXFR75A.js";import"./chunk-OKFZ7BVP.js";
import"./chunk-CYXI7MEA.js";import"./chunk-FNZRIIIY.js";import"./chunk-3NR5HZ6E.js";export{a as foreignBlockTest};

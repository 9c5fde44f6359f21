import{a,b}from"./chunk-IXGFJZ3Q.js";import"./chunk-LNUUSZS4.js";import"./chunk-26LV6H5C.js";import"./chunk-GYYIMN52.js";
import"./chunk-DNE5SHOA.js";import"./chunk-65BYJG5L.js";import"./chunk-6JOVG55H.js";import"./chunk-4CY3VLXA.js";
import"./chunk-RDWP7FPM.js";import"./chunk-CITYZUZ5.js";import"./chunk-VQUK3X66.js";import"./chunk-DLONVVOM.js";
import"./chunk-DVNEBDMP.js";import"./chunk-DFBKRPZ5.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};

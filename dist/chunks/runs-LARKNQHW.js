import{a,b}from"./chunk-JKBM2XX7.js";import"./chunk-OMMIPBBJ.js";import"./chunk-26LV6H5C.js";import"./chunk-5L6A4SP7.js";
import"./chunk-YSENRFUY.js";import"./chunk-764ES37E.js";import"./chunk-6JOVG55H.js";import"./chunk-TFZAZJF4.js";
import"./chunk-RDWP7FPM.js";import"./chunk-CITYZUZ5.js";import"./chunk-VQUK3X66.js";import"./chunk-DLONVVOM.js";
import"./chunk-DVNEBDMP.js";import"./chunk-DFBKRPZ5.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};

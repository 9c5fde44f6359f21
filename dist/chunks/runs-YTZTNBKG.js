import{a,b}from"./chunk-HUJBFNLX.js";import"./chunk-YHL2XJO4.js";import"./chunk-26LV6H5C.js";import"./chunk-Q6KC2GEU.js";
import"./chunk-7G3UASRB.js";import"./chunk-NH2BUTPQ.js";import"./chunk-UXXJDIQ6.js";import"./chunk-BSZZZBWH.js";
import"./chunk-4BDN2CUM.js";import"./chunk-CITYZUZ5.js";import"./chunk-VQUK3X66.js";import"./chunk-DLONVVOM.js";
import"./chunk-DVNEBDMP.js";import"./chunk-DFBKRPZ5.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};

import{a,b}from"./chunk-MU6RACWG.js";import"./chunk-FC734QZI.js";import"./chunk-26LV6H5C.js";import"./chunk-JHXSSAEI.js";
import"./chunk-YLOD42DI.js";import"./chunk-KECA7FRN.js";import"./chunk-UXXJDIQ6.js";import"./chunk-MGO33H34.js";
import"./chunk-KCTSY3G6.js";import"./chunk-CITYZUZ5.js";import"./chunk-VQUK3X66.js";import"./chunk-DLONVVOM.js";
import"./chunk-DVNEBDMP.js";import"./chunk-DFBKRPZ5.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};

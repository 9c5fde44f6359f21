import{a,b}from"./chunk-ZQV6O3AS.js";import"./chunk-LETZCIPX.js";import"./chunk-26LV6H5C.js";import"./chunk-ZRSLCLH2.js";
import"./chunk-TICL34S6.js";import"./chunk-T4KTG2QA.js";import"./chunk-YPWA4IKD.js";import"./chunk-RR7GE6VZ.js";
import"./chunk-KCTSY3G6.js";import"./chunk-CITYZUZ5.js";import"./chunk-VQUK3X66.js";import"./chunk-DLONVVOM.js";
import"./chunk-DVNEBDMP.js";import"./chunk-DFBKRPZ5.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};

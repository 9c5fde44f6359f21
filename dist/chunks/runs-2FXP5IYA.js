import{a,b}from"./chunk-P25YWANH.js";import"./chunk-EIXFXPRY.js";import"./chunk-26LV6H5C.js";import"./chunk-K3GWPGTZ.js";
import"./chunk-GB72ZUDZ.js";import"./chunk-AEXHQJPU.js";import"./chunk-UXXJDIQ6.js";import"./chunk-3KLISDON.js";
import"./chunk-RDWP7FPM.js";import"./chunk-CITYZUZ5.js";import"./chunk-VQUK3X66.js";import"./chunk-DLONVVOM.js";
import"./chunk-DVNEBDMP.js";import"./chunk-DFBKRPZ5.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};

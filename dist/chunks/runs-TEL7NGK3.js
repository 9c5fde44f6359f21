import{a,b}from"./chunk-LZZALA5W.js";import"./chunk-5KNTAOH5.js";import"./chunk-26LV6H5C.js";import"./chunk-SIXJRC3M.js";
import"./chunk-5YAH35FI.js";import"./chunk-YMWWJSER.js";import"./chunk-UXXJDIQ6.js";import"./chunk-GAHDADL5.js";
import"./chunk-KCTSY3G6.js";import"./chunk-CITYZUZ5.js";import"./chunk-VQUK3X66.js";import"./chunk-DLONVVOM.js";
import"./chunk-DVNEBDMP.js";import"./chunk-DFBKRPZ5.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};

import{a,b}from"./chunk-HJDZYII7.js";import"./chunk-RI2HXWBQ.js";import"./chunk-26LV6H5C.js";import"./chunk-SM7ASGPP.js";
import"./chunk-XEJ3YFZQ.js";import"./chunk-ISOK73SI.js";import"./chunk-UXXJDIQ6.js";import"./chunk-RR7GE6VZ.js";
import"./chunk-KCTSY3G6.js";import"./chunk-CITYZUZ5.js";import"./chunk-VQUK3X66.js";import"./chunk-DLONVVOM.js";
import"./chunk-GKGC5SYD.js";import"./chunk-DFBKRPZ5.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};

import{a,b}from"./chunk-D2Q2IM3K.js";import"./chunk-MJ2ZLJFY.js";import"./chunk-QEJW73YF.js";import"./chunk-TF3LPDT5.js";
import"./chunk-UOIHQSES.js";import"./chunk-FJP4WBWS.js";import"./chunk-XDQV74YV.js";import"./chunk-TFLOOEFX.js";
import"./chunk-KIVXAIZA.js";import"./chunk-HKB7A5JV.js";import"./chunk-CJ6P6HCV.js";import"./chunk-4X335366.js";
import"./chunk-GKGC5SYD.js";import"./chunk-3NKXGS44.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};

import{a,b}from"./chunk-RLISEBLE.js";import"./chunk-XKSDMEGA.js";import"./chunk-3AGCLKBH.js";import"./chunk-7L5QVND4.js";
import"./chunk-7OJLRUJI.js";import"./chunk-LPWLBTHS.js";import"./chunk-KBGIIEPS.js";import"./chunk-AUN377NV.js";
import"./chunk-CHZVDOHY.js";import"./chunk-HKB7A5JV.js";import"./chunk-P4BJDFD7.js";import"./chunk-4X335366.js";
import"./chunk-GKGC5SYD.js";import"./chunk-UBV3IWC6.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};

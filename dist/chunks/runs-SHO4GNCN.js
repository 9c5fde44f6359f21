import{a,b}from"./chunk-7HBLXEMD.js";import"./chunk-BVQ2WDDZ.js";import"./chunk-6LMQI7SU.js";import"./chunk-P5C6IWNJ.js";
import"./chunk-3IZMLYPU.js";import"./chunk-KS7QYC3U.js";import"./chunk-YZCOYQXU.js";import"./chunk-ME6U7EWQ.js";
import"./chunk-2PDKDSDC.js";import"./chunk-HKB7A5JV.js";import"./chunk-W3W44F6T.js";import"./chunk-4X335366.js";
import"./chunk-GKGC5SYD.js";import"./chunk-DFBKRPZ5.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};

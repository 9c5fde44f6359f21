import{a,b}from"./chunk-JIZ6X5UN.js";import"./chunk-QO7BFLOU.js";import"./chunk-5LWKGKUS.js";import"./chunk-Q2CSCE3E.js";
import"./chunk-3YQI6JL4.js";import"./chunk-5AH5V5PX.js";import"./chunk-W2NPIKHT.js";import"./chunk-YWHCKNFF.js";
import"./chunk-6GGTFNY6.js";import"./chunk-HKB7A5JV.js";import"./chunk-R2GOXKKL.js";import"./chunk-4X335366.js";
import"./chunk-GKGC5SYD.js";import"./chunk-FAULMEVE.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};

import{a,b}from"./chunk-5C6EAYWA.js";import"./chunk-TTDS5A5D.js";import"./chunk-4E2456TX.js";import"./chunk-ABTURKEB.js";
import"./chunk-BRANUQVD.js";import"./chunk-Y4YTUA2G.js";import"./chunk-STXFBSZB.js";import"./chunk-PVAFYG6P.js";
import"./chunk-5OYFZTF3.js";import"./chunk-CITYZUZ5.js";import"./chunk-F5EAUSIH.js";import"./chunk-DLONVVOM.js";
import"./chunk-DVNEBDMP.js";import"./chunk-JZBPCCZQ.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};

import{d as a,e as b}from"./chunk-MINP7LPN.js";import"./chunk-H7U35SUM.js";import"./chunk-LX6PPNU6.js";
import"./chunk-4P7ZWNHY.js";import"./chunk-WI5ZCLIY.js";import"./chunk-3NR5HZ6E.js";export{b as listArtifactsInternal,a as listArtifactsPublic};

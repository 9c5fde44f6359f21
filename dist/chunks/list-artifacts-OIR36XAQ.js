import{d as a,e as b}from"./chunk-KYNMBITB.js";import"./chunk-H7U35SUM.js";import"./chunk-WFHQYVKX.js";
import"./chunk-WI5ZCLIY.js";import"./chunk-4P7ZWNHY.js";import"./chunk-3NR5HZ6E.js";export{b as listArtifactsInternal,a as listArtifactsPublic};

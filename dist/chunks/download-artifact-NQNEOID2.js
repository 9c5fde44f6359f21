import{a,b,c}from"./chunk-KJQ5RJZ4.js";import"./chunk-H7U35SUM.js";import"./chunk-LX6PPNU6.js";import"./chunk-4P7ZWNHY.js";
import"./chunk-WI5ZCLIY.js";import"./chunk-3NR5HZ6E.js";export{c as downloadArtifactInternal,b as downloadArtifactPublic,a as streamExtractExternal};

import{a,b,c}from"./chunk-P2YZKYSQ.js";import"./chunk-H7U35SUM.js";import"./chunk-WFHQYVKX.js";import"./chunk-WI5ZCLIY.js";
import"./chunk-4P7ZWNHY.js";import"./chunk-3NR5HZ6E.js";export{c as downloadArtifactInternal,b as downloadArtifactPublic,a as streamExtractExternal};

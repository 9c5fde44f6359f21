import{a,b,c}from"./chunk-U4ANLXZY.js";import"./chunk-WWT2R6FE.js";import"./chunk-DXYW3RGQ.js";import"./chunk-6LFU2WTU.js";
import"./chunk-Q6FS6WJP.js";import"./chunk-DHIUKFLR.js";import"./chunk-SM223FN7.js";import"./chunk-5RPB7GQ6.js";
import"./chunk-A64LSPLL.js";export{c as downloadArtifactInternal,b as downloadArtifactPublic,a as streamExtractExternal};

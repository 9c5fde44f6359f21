import{c as a,d as b}from"./chunk-5FUWIYLS.js";import"./chunk-SZWET2EW.js";import"./chunk-WWT2R6FE.js";
import"./chunk-DXYW3RGQ.js";import"./chunk-6LFU2WTU.js";import"./chunk-Q6FS6WJP.js";import"./chunk-DHIUKFLR.js";
import"./chunk-SM223FN7.js";import"./chunk-5RPB7GQ6.js";import"./chunk-A64LSPLL.js";export{b as listArtifactsInternal,a as listArtifactsPublic};

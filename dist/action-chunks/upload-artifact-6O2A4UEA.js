import{a}from"./chunk-VJIS763B.js";import"./chunk-6LFU2WTU.js";import"./chunk-R2LRCHEZ.js";import"./chunk-PO5EA42V.js";
import"./chunk-Q6FS6WJP.js";import"./chunk-DHIUKFLR.js";import"./chunk-SM223FN7.js";import"./chunk-5RPB7GQ6.js";
import"./chunk-A64LSPLL.js";export{a as uploadArtifact};

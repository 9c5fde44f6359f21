import{a,b,c,d}from"./chunk-27X2RDNP.js";import"./chunk-E7A4NI5T.js";import"./chunk-5MDVBSWY.js";import"./chunk-26OV74WA.js";
import"./chunk-PO5EA42V.js";import"./chunk-JMIEYLIB.js";import"./chunk-O7UU6C5Q.js";import"./chunk-X2XQMBC6.js";
import"./chunk-A64LSPLL.js";export{a as madeEventHint,c as prepareRender,d as renderPrompt,b as templateAnalysis};

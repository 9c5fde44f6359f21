import{a,b,c,d}from"./chunk-S24MS5RQ.js";import"./chunk-GLW5VDK3.js";import"./chunk-7F5PR6XY.js";import"./chunk-KJ5QKONY.js";
import"./chunk-PO5EA42V.js";import"./chunk-ASZDKOOQ.js";import"./chunk-O7UU6C5Q.js";import"./chunk-E6JLSL3E.js";
import"./chunk-A64LSPLL.js";export{a as madeEventHint,c as prepareRender,d as renderPrompt,b as templateAnalysis};

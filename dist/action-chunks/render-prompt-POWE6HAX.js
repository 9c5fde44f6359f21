import{a,b,c,d}from"./chunk-5JZJ5XU2.js";import"./chunk-JRAPFFIZ.js";import"./chunk-T7EIYKXH.js";import"./chunk-6SIN2BQQ.js";
import"./chunk-OGFSPBO6.js";import"./chunk-PO5EA42V.js";import"./chunk-O7UU6C5Q.js";import"./chunk-2FQEBD2O.js";
import"./chunk-A64LSPLL.js";export{a as madeEventHint,c as prepareRender,d as renderPrompt,b as templateAnalysis};

import{a,b,c,d}from"./chunk-4O73DI7J.js";import"./chunk-I7QCRMXV.js";import"./chunk-EMIKDJGM.js";import"./chunk-PC76UP6Y.js";
import"./chunk-M25A2ATV.js";import"./chunk-PO5EA42V.js";import"./chunk-O7UU6C5Q.js";import"./chunk-RQDO2VNO.js";
import"./chunk-A64LSPLL.js";export{a as madeEventHint,c as prepareRender,d as renderPrompt,b as templateAnalysis};

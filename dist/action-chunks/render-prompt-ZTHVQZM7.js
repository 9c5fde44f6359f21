import{a,b,c,d}from"./chunk-MWXAUPCW.js";import"./chunk-CV5YRQWU.js";import"./chunk-BRRLKWT2.js";import"./chunk-33B5N6SF.js";
import"./chunk-OZVA4VSG.js";import"./chunk-PO5EA42V.js";import"./chunk-O7UU6C5Q.js";import"./chunk-ATJWCINQ.js";
import"./chunk-A64LSPLL.js";export{a as madeEventHint,c as prepareRender,d as renderPrompt,b as templateAnalysis};

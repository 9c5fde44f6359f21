import{a,b,c,d}from"./chunk-YYFDV5YH.js";import"./chunk-M42XUMLM.js";import"./chunk-NAR2KHZZ.js";import"./chunk-ABNUGY7T.js";
import"./chunk-PAWDZVUN.js";import"./chunk-PO5EA42V.js";import"./chunk-O7UU6C5Q.js";import"./chunk-2KPBBCGD.js";
import"./chunk-A64LSPLL.js";export{a as madeEventHint,c as prepareRender,d as renderPrompt,b as templateAnalysis};

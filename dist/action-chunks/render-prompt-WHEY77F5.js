import{a,b,c,d}from"./chunk-FT2JXJFG.js";import"./chunk-43KZTHGH.js";import"./chunk-6I6CLS2H.js";import"./chunk-D5DAGAHK.js";
import"./chunk-D2YR2IAL.js";import"./chunk-F5SJJ7OM.js";import"./chunk-PO5EA42V.js";import"./chunk-O7UU6C5Q.js";
import"./chunk-HAPBAMSR.js";import"./chunk-A64LSPLL.js";export{a as madeEventHint,c as prepareRender,d as renderPrompt,b as templateAnalysis};

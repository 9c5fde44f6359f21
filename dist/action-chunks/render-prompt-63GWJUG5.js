import{a,b,c,d,e}from"./chunk-BUHFLFO6.js";import"./chunk-SUT3A6HU.js";import"./chunk-FVZFRSWB.js";import"./chunk-COKMHA6C.js";
import"./chunk-Y6EMEEMH.js";import"./chunk-7M3WVDMH.js";import"./chunk-PO5EA42V.js";import"./chunk-O7UU6C5Q.js";
import"./chunk-VSGHC2ZA.js";import"./chunk-A64LSPLL.js";export{b as compileAhead,a as madeEventHint,d as prepareRender,e as renderPrompt,c as templateAnalysis};

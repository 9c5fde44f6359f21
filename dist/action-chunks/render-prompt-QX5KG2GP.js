import{a,b,c,d,e}from"./chunk-FPPJBPFK.js";import"./chunk-QKSRWBYD.js";import"./chunk-LQYG32PN.js";import"./chunk-2SXFBZQM.js";
import"./chunk-4OKCPJDG.js";import"./chunk-2LWDKM2P.js";import"./chunk-PO5EA42V.js";import"./chunk-O7UU6C5Q.js";
import"./chunk-LUHKNR5K.js";import"./chunk-A64LSPLL.js";export{b as compileAhead,a as madeEventHint,d as prepareRender,e as renderPrompt,c as templateAnalysis};

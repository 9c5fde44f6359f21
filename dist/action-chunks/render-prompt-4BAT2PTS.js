import{a,b,c,d}from"./chunk-ZAZMB32Q.js";import"./chunk-HOTCVYZV.js";import"./chunk-F44EE7NL.js";import"./chunk-IDKEVQ6C.js";
import"./chunk-TJFUV3Y4.js";import"./chunk-PO5EA42V.js";import"./chunk-O7UU6C5Q.js";import"./chunk-L77RPZPH.js";
import"./chunk-A64LSPLL.js";export{a as madeEventHint,c as prepareRender,d as renderPrompt,b as templateAnalysis};

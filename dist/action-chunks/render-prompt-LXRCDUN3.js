import{a,b,c,d}from"./chunk-2N7SMDWB.js";import"./chunk-UEXNETRA.js";import"./chunk-YIY6OGTO.js";import"./chunk-HXD3AZ2N.js";
import"./chunk-UJWEWQ4G.js";import"./chunk-FK2QV7WF.js";import"./chunk-PO5EA42V.js";import"./chunk-O7UU6C5Q.js";
import"./chunk-QRTQZFLH.js";import"./chunk-A64LSPLL.js";export{a as madeEventHint,c as prepareRender,d as renderPrompt,b as templateAnalysis};

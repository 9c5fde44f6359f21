import{a,b,c,d}from"./chunk-4GYNLAN6.js";import"./chunk-76GA7FJ5.js";import"./chunk-AQF32NQ6.js";import"./chunk-KGGRXWCQ.js";
import"./chunk-WGTUOESA.js";import"./chunk-PO5EA42V.js";import"./chunk-O7UU6C5Q.js";import"./chunk-K26OWEVR.js";
import"./chunk-A64LSPLL.js";export{a as madeEventHint,c as prepareRender,d as renderPrompt,b as templateAnalysis};

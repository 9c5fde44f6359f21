import{a,b,c,d}from"./chunk-ZSRAS3JO.js";import"./chunk-CII44ACO.js";import"./chunk-BPU4DFMX.js";import"./chunk-TGROSF4X.js";
import"./chunk-FQ53WU3M.js";import"./chunk-WQDLJB62.js";import"./chunk-PO5EA42V.js";import"./chunk-O7UU6C5Q.js";
import"./chunk-4MM7JVB2.js";import"./chunk-A64LSPLL.js";export{a as madeEventHint,c as prepareRender,d as renderPrompt,b as templateAnalysis};

import{a,b,c,d}from"./chunk-JC65U46C.js";import"./chunk-JSGIHO7V.js";import"./chunk-BPU4DFMX.js";import"./chunk-NF256QHK.js";
import"./chunk-FQ53WU3M.js";import"./chunk-WQDLJB62.js";import"./chunk-PO5EA42V.js";import"./chunk-O7UU6C5Q.js";
import"./chunk-4MM7JVB2.js";import"./chunk-A64LSPLL.js";export{a as madeEventHint,c as prepareRender,d as renderPrompt,b as templateAnalysis};

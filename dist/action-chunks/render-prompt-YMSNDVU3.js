import{a,b,c,d}from"./chunk-ARVSE7S3.js";import"./chunk-FTDV2FHU.js";import"./chunk-BPU4DFMX.js";import"./chunk-Q362N7SQ.js";
import"./chunk-FQ53WU3M.js";import"./chunk-6L3Z3BG2.js";import"./chunk-PO5EA42V.js";import"./chunk-O7UU6C5Q.js";
import"./chunk-4MM7JVB2.js";import"./chunk-A64LSPLL.js";export{a as madeEventHint,c as prepareRender,d as renderPrompt,b as templateAnalysis};

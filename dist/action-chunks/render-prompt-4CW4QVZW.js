import{a,b,c,d}from"./chunk-HXYTXE2I.js";import"./chunk-LDBWBVJV.js";import"./chunk-7F5PR6XY.js";import"./chunk-Q3GUFWGF.js";
import"./chunk-PO5EA42V.js";import"./chunk-ASZDKOOQ.js";import"./chunk-O7UU6C5Q.js";import"./chunk-E6JLSL3E.js";
import"./chunk-A64LSPLL.js";export{a as madeEventHint,c as prepareRender,d as renderPrompt,b as templateAnalysis};

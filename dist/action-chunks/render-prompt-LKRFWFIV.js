import{a,b,c,d}from"./chunk-JMUL2NAY.js";import"./chunk-IGDL65XS.js";import"./chunk-FEWEGGSU.js";import"./chunk-46PXZMVW.js";
import"./chunk-PO5EA42V.js";import"./chunk-6MN2SSD3.js";import"./chunk-ZB3GGCKF.js";import"./chunk-E6JLSL3E.js";
import"./chunk-A64LSPLL.js";export{a as madeEventHint,c as prepareRender,d as renderPrompt,b as templateAnalysis};

import{a,b,c,d,e}from"./chunk-E24JWYI5.js";import"./chunk-D2HYUXJW.js";import"./chunk-MLMOI2NF.js";import"./chunk-MZ4PA2VX.js";
import"./chunk-ORL5NY7E.js";import"./chunk-42WHSDBF.js";import"./chunk-PO5EA42V.js";import"./chunk-O7UU6C5Q.js";
import"./chunk-JQHWHRQY.js";import"./chunk-A64LSPLL.js";export{b as compileAhead,a as madeEventHint,d as prepareRender,e as renderPrompt,c as templateAnalysis};

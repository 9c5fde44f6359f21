import{a,b,c,d,e}from"./chunk-DPAK2MAZ.js";import"./chunk-LTJAOUB6.js";import"./chunk-K2SODOGD.js";import"./chunk-2ROYO6WZ.js";
import"./chunk-PJ4WDEIN.js";import"./chunk-6PB76KFQ.js";import"./chunk-O7UU6C5Q.js";import"./chunk-PO5EA42V.js";
import"./chunk-ZYVMKSCW.js";import"./chunk-XHAFWOYE.js";import"./chunk-A64LSPLL.js";export{b as compileAhead,a as madeEventHint,d as prepareRender,e as renderPrompt,c as templateAnalysis};

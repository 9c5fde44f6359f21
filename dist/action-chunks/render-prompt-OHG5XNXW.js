import{a,b,c,d}from"./chunk-TEBHHMZZ.js";import"./chunk-KGXY2MQT.js";import"./chunk-EN4LT5ZE.js";import"./chunk-4RJZKZYG.js";
import"./chunk-PO5EA42V.js";import"./chunk-HXF3DXJK.js";import"./chunk-ZB3GGCKF.js";import"./chunk-CITQMF73.js";
import"./chunk-A64LSPLL.js";export{a as madeEventHint,c as prepareRender,d as renderPrompt,b as templateAnalysis};

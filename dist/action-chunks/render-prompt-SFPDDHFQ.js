import{a,b,c,d}from"./chunk-TS3DEOZH.js";import"./chunk-TLP5ZAVY.js";import"./chunk-GK2JBTRZ.js";import"./chunk-IKP7P5JP.js";
import"./chunk-PO5EA42V.js";import"./chunk-K774MLFD.js";import"./chunk-ZB3GGCKF.js";import"./chunk-CITQMF73.js";
import"./chunk-A64LSPLL.js";export{a as madeEventHint,c as prepareRender,d as renderPrompt,b as templateAnalysis};

import{a,b,c,d}from"./chunk-M36D53VT.js";import"./chunk-PYC5PF2G.js";import"./chunk-VWR42JHX.js";import"./chunk-RAQFEFPF.js";
import"./chunk-PO5EA42V.js";import"./chunk-L5NDK6NH.js";import"./chunk-ZB3GGCKF.js";import"./chunk-RFKRGJHM.js";
import"./chunk-A64LSPLL.js";export{a as madeEventHint,c as prepareRender,d as renderPrompt,b as templateAnalysis};

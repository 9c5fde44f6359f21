import{a,b,c,d}from"./chunk-CPY72ML6.js";import"./chunk-QLOH2YAK.js";import"./chunk-7DQ7B4QO.js";import"./chunk-CH5NPKIE.js";
import"./chunk-PO5EA42V.js";import"./chunk-SAZJCB5Z.js";import"./chunk-ZB3GGCKF.js";import"./chunk-55SOWO2I.js";
import"./chunk-A64LSPLL.js";export{a as madeEventHint,c as prepareRender,d as renderPrompt,b as templateAnalysis};

import{a,b,c,d}from"./chunk-J564UGRA.js";import"./chunk-M64A3EKM.js";import"./chunk-VJ5AW2Y2.js";import"./chunk-FGMDLV4M.js";
import"./chunk-F5FIGPXD.js";import"./chunk-DCKTRPAE.js";import"./chunk-PO5EA42V.js";import"./chunk-O7UU6C5Q.js";
import"./chunk-WORRBNCK.js";import"./chunk-A64LSPLL.js";export{a as madeEventHint,c as prepareRender,d as renderPrompt,b as templateAnalysis};

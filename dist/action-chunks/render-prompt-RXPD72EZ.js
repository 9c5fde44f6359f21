import{a,b,c,d,e}from"./chunk-VFSRVN2C.js";import"./chunk-ZHXVBFIU.js";import"./chunk-3M4OR4VW.js";import"./chunk-S3VQCA2F.js";
import"./chunk-4K4GM72I.js";import"./chunk-GNY3OND4.js";import"./chunk-O7UU6C5Q.js";import"./chunk-PO5EA42V.js";
import"./chunk-JQWIKLAS.js";import"./chunk-VLLWXIM2.js";import"./chunk-A64LSPLL.js";export{b as compileAhead,a as madeEventHint,d as prepareRender,e as renderPrompt,c as templateAnalysis};

import{a,b,c,d,e}from"./chunk-MR2ZLNTF.js";import"./chunk-YT3UKCEM.js";import"./chunk-KM5VDH2U.js";import"./chunk-HSXOA226.js";
import"./chunk-HHWO65CW.js";import"./chunk-O4E4JKOB.js";import"./chunk-O7UU6C5Q.js";import"./chunk-PO5EA42V.js";
import"./chunk-NLXE7QBE.js";import"./chunk-A64LSPLL.js";export{b as compileAhead,a as madeEventHint,d as prepareRender,e as renderPrompt,c as templateAnalysis};

import{a,b,c,d}from"./chunk-AZ5TDICY.js";import"./chunk-RQH4ABPL.js";import"./chunk-NCIULLRG.js";import"./chunk-56PCLR4F.js";
import"./chunk-T23XP4SS.js";import"./chunk-PO5EA42V.js";import"./chunk-O7UU6C5Q.js";import"./chunk-WNTO4VPO.js";
import"./chunk-A64LSPLL.js";export{a as madeEventHint,c as prepareRender,d as renderPrompt,b as templateAnalysis};

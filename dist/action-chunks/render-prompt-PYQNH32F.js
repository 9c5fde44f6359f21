import{a,b,c,d,e}from"./chunk-G6EIVOHV.js";import"./chunk-4ZXCUEAA.js";import"./chunk-NZX6TOXJ.js";import"./chunk-FVFWPVH5.js";
import"./chunk-6ZDOWWRN.js";import"./chunk-PVV64SEW.js";import"./chunk-PO5EA42V.js";import"./chunk-O7UU6C5Q.js";
import"./chunk-FELCIDDS.js";import"./chunk-A64LSPLL.js";export{b as compileAhead,a as madeEventHint,d as prepareRender,e as renderPrompt,c as templateAnalysis};

import{a,b,c,d,e}from"./chunk-Z6GKLHOI.js";import"./chunk-JXGR52IP.js";import"./chunk-ZUH6VGSL.js";import"./chunk-QGUJWUES.js";
import"./chunk-GAUAFGBD.js";import"./chunk-ERLAKWEB.js";import"./chunk-PO5EA42V.js";import"./chunk-O7UU6C5Q.js";
import"./chunk-H5S7L7QB.js";import"./chunk-A64LSPLL.js";export{b as compileAhead,a as madeEventHint,d as prepareRender,e as renderPrompt,c as templateAnalysis};

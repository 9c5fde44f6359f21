import{a,b,c,d}from"./chunk-65PRMO6L.js";import"./chunk-WYACJYQC.js";import"./chunk-DPE7LAHT.js";import"./chunk-VDWBVLX6.js";
import"./chunk-T6UCHUCL.js";import"./chunk-634A5PL2.js";import"./chunk-PO5EA42V.js";import"./chunk-O7UU6C5Q.js";
import"./chunk-IDF2SYD7.js";import"./chunk-A64LSPLL.js";export{a as madeEventHint,c as prepareRender,d as renderPrompt,b as templateAnalysis};

import{a,b,c,d}from"./chunk-RUTBQNPN.js";import"./chunk-MY4XYI2X.js";import"./chunk-47XUVJMT.js";import"./chunk-DRCLGF36.js";
import"./chunk-BBEOYIDT.js";import"./chunk-PO5EA42V.js";import"./chunk-O7UU6C5Q.js";import"./chunk-CNBLK6EZ.js";
import"./chunk-A64LSPLL.js";export{a as madeEventHint,c as prepareRender,d as renderPrompt,b as templateAnalysis};

import{a,b,c,d,e}from"./chunk-DO5JUC5E.js";import"./chunk-LZS3YHP5.js";import"./chunk-UEMW7H7Y.js";import"./chunk-3EFFJUEF.js";
import"./chunk-QRK7EJDO.js";import"./chunk-UPV6F32Q.js";import"./chunk-PO5EA42V.js";import"./chunk-O7UU6C5Q.js";
import"./chunk-KECTDVDN.js";import"./chunk-A64LSPLL.js";export{b as compileAhead,a as madeEventHint,d as prepareRender,e as renderPrompt,c as templateAnalysis};

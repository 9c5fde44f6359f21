import{a,b,c,d}from"./chunk-L5MCB56C.js";import"./chunk-OEGRQN6N.js";import"./chunk-RWHU2TXV.js";import"./chunk-4VAAILXN.js";
import"./chunk-I3FTXMAU.js";import"./chunk-PO5EA42V.js";import"./chunk-O7UU6C5Q.js";import"./chunk-6D6EBB7K.js";
import"./chunk-A64LSPLL.js";export{a as madeEventHint,c as prepareRender,d as renderPrompt,b as templateAnalysis};

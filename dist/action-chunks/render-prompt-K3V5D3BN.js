import{a,b,c,d,e}from"./chunk-L3ZO4KZU.js";import"./chunk-QERMSKK2.js";import"./chunk-YTDAUZ76.js";import"./chunk-PUJNIO2W.js";
import"./chunk-7N2W2BUW.js";import"./chunk-WSZYQGZA.js";import"./chunk-PO5EA42V.js";import"./chunk-O7UU6C5Q.js";
import"./chunk-PSOIYPNP.js";import"./chunk-A64LSPLL.js";export{b as compileAhead,a as madeEventHint,d as prepareRender,e as renderPrompt,c as templateAnalysis};

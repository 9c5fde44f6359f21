import{a,b,c,d}from"./chunk-MCN7PRVQ.js";import"./chunk-TRZJ3KKS.js";import"./chunk-ZEHD6RKR.js";import"./chunk-6H3HEWPH.js";
import"./chunk-PTKQTQSJ.js";import"./chunk-UHTD4FAP.js";import"./chunk-PO5EA42V.js";import"./chunk-O7UU6C5Q.js";
import"./chunk-LYXMPV4N.js";import"./chunk-A64LSPLL.js";export{a as madeEventHint,c as prepareRender,d as renderPrompt,b as templateAnalysis};

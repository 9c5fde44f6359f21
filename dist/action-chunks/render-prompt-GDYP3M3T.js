import{a,b,c,d,e}from"./chunk-WA2Q5GKT.js";import"./chunk-QXQLRBVT.js";import"./chunk-ZEHD6RKR.js";import"./chunk-OBKBKAQJ.js";
import"./chunk-PTKQTQSJ.js";import"./chunk-5APSXRBK.js";import"./chunk-PO5EA42V.js";import"./chunk-O7UU6C5Q.js";
import"./chunk-LYXMPV4N.js";import"./chunk-A64LSPLL.js";export{b as compileAhead,a as madeEventHint,d as prepareRender,e as renderPrompt,c as templateAnalysis};

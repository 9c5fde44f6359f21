import{a,b,c,d}from"./chunk-TILLEJ3Z.js";import"./chunk-4OFY36JZ.js";import"./chunk-ZEHD6RKR.js";import"./chunk-RRNY4VCJ.js";
import"./chunk-PTKQTQSJ.js";import"./chunk-UHTD4FAP.js";import"./chunk-PO5EA42V.js";import"./chunk-O7UU6C5Q.js";
import"./chunk-LYXMPV4N.js";import"./chunk-A64LSPLL.js";export{a as madeEventHint,c as prepareRender,d as renderPrompt,b as templateAnalysis};

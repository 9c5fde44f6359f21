import{a,b,c,d}from"./chunk-GGXOELIF.js";import"./chunk-I3R55QJ2.js";import"./chunk-XGSINEGA.js";import"./chunk-3BXX7L25.js";
import"./chunk-PHI32AUF.js";import"./chunk-I3QVZSCL.js";import"./chunk-PO5EA42V.js";import"./chunk-O7UU6C5Q.js";
import"./chunk-2W3RAMDQ.js";import"./chunk-A64LSPLL.js";export{a as madeEventHint,c as prepareRender,d as renderPrompt,b as templateAnalysis};

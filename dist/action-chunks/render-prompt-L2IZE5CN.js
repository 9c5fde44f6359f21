import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-YQ3YYWDB.js";import"./chunk-5ZK36QTR.js";import"./chunk-XCVU34RZ.js";import"./chunk-2WWYPFVC.js";import"./chunk-7CJEYFAL.js";import"./chunk-PEE3XHA4.js";import"./chunk-NW7A7WWL.js";export{b as prepareRender,c as renderPrompt,a as templateAnalysis};

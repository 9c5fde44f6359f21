import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-MGJUU4FP.js";import"./chunk-2T6TU7H7.js";import"./chunk-PKQKMYCB.js";import"./chunk-2WWYPFVC.js";import"./chunk-IT3POMYV.js";import"./chunk-PEE3XHA4.js";import"./chunk-NW7A7WWL.js";export{b as prepareRender,c as renderPrompt,a as templateAnalysis};

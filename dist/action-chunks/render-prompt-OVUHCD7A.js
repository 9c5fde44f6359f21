import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-7V2GUN4Q.js";import"./chunk-D5UAFM5Q.js";import"./chunk-ZJFUGWMM.js";import"./chunk-2WWYPFVC.js";import"./chunk-W7LVBHE2.js";import"./chunk-PEE3XHA4.js";import"./chunk-NW7A7WWL.js";export{b as prepareRender,c as renderPrompt,a as templateAnalysis};

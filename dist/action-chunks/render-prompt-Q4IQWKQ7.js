import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-AJM4JJBC.js";import"./chunk-VKBOYKZP.js";import"./chunk-Z2CVLE74.js";import"./chunk-2WWYPFVC.js";import"./chunk-HBBEPUCK.js";import"./chunk-PEE3XHA4.js";import"./chunk-NW7A7WWL.js";export{b as prepareRender,c as renderPrompt,a as templateAnalysis};

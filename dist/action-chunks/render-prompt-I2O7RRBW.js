import{a,b,c,d}from"./chunk-I2YSLMG5.js";import"./chunk-WXEF2XJF.js";import"./chunk-UPVV6JNK.js";import"./chunk-6AWIGU2V.js";
import"./chunk-PO5EA42V.js";import"./chunk-UHF6Q7LD.js";import"./chunk-CITQMF73.js";import"./chunk-ZB3GGCKF.js";
import"./chunk-A64LSPLL.js";export{a as madeEventHint,c as prepareRender,d as renderPrompt,b as templateAnalysis};

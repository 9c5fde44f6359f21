import{a,b,c,d,e}from"./chunk-SYCJRLN4.js";import"./chunk-JQ5KAX5F.js";import"./chunk-6I7QXP26.js";import"./chunk-RTHOTUUE.js";
import"./chunk-BVHP7STO.js";import"./chunk-Y5UFHVV6.js";import"./chunk-O7UU6C5Q.js";import"./chunk-PO5EA42V.js";
import"./chunk-4B6R3SWB.js";import"./chunk-VLLWXIM2.js";import"./chunk-A64LSPLL.js";export{b as compileAhead,a as madeEventHint,d as prepareRender,e as renderPrompt,c as templateAnalysis};

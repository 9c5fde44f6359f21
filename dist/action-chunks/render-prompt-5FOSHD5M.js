import{a,b,c,d}from"./chunk-TUPVKO5B.js";import"./chunk-KCG5CKW5.js";import"./chunk-NAR2KHZZ.js";import"./chunk-S6GHXGVB.js";
import"./chunk-PAWDZVUN.js";import"./chunk-PO5EA42V.js";import"./chunk-O7UU6C5Q.js";import"./chunk-2KPBBCGD.js";
import"./chunk-A64LSPLL.js";export{a as madeEventHint,c as prepareRender,d as renderPrompt,b as templateAnalysis};

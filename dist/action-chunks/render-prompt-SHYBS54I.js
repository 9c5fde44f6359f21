import{a,b,c,d}from"./chunk-RKUOWERN.js";import"./chunk-TTMTC74D.js";import"./chunk-64GAV2IW.js";import"./chunk-OGRTTV75.js";
import"./chunk-UDNQBRXC.js";import"./chunk-KF47KKFY.js";import"./chunk-PO5EA42V.js";import"./chunk-O7UU6C5Q.js";
import"./chunk-TIQMD4SL.js";import"./chunk-A64LSPLL.js";export{a as madeEventHint,c as prepareRender,d as renderPrompt,b as templateAnalysis};

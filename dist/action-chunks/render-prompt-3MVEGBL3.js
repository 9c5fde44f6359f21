import{a,b,c,d}from"./chunk-XLL6DBIJ.js";import"./chunk-HJJ5UEOV.js";import"./chunk-PBC5MY3Y.js";import"./chunk-6HCEPRNE.js";
import"./chunk-UCS2MWMO.js";import"./chunk-KOUNAPVI.js";import"./chunk-PO5EA42V.js";import"./chunk-O7UU6C5Q.js";
import"./chunk-JVNERXUA.js";import"./chunk-A64LSPLL.js";export{a as madeEventHint,c as prepareRender,d as renderPrompt,b as templateAnalysis};

import{a}from"./chunk-GU6WTUTZ.js";import"./chunk-VH4SL4HR.js";import"./chunk-R2LRCHEZ.js";import"./chunk-PO5EA42V.js";
import"./chunk-FIHKVHUU.js";import"./chunk-3HAJRPFR.js";import"./chunk-3H72SIUK.js";import"./chunk-HJODSJ52.js";
import"./chunk-A64LSPLL.js";export{a as uploadArtifact};

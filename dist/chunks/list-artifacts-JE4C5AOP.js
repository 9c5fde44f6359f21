import{c as a,d as b}from"./chunk-LORWPUSS.js";import"./chunk-U3S4JFPO.js";import"./chunk-G6TJMFMR.js";
import"./chunk-JWUMYVIT.js";import"./chunk-LUFE2MIA.js";import"./chunk-W7YMJ3MV.js";import"./chunk-ZVAPDWCN.js";
import"./chunk-4P7ZWNHY.js";import"./chunk-3NR5HZ6E.js";export{b as listArtifactsInternal,a as listArtifactsPublic};

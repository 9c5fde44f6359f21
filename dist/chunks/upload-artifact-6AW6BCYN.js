import{a}from"./chunk-JTLCOPRK.js";import"./chunk-LUFE2MIA.js";import"./chunk-W7YMJ3MV.js";import"./chunk-ZVAPDWCN.js";
import"./chunk-4P7ZWNHY.js";import"./chunk-RBL3FFHZ.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";export{a as uploadArtifact};

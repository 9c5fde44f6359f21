import{a}from"./chunk-KTA3TJ4R.js";import"./chunk-7U5ICWF4.js";import"./chunk-4P7ZWNHY.js";import"./chunk-W7YMJ3MV.js";
import"./chunk-ZVAPDWCN.js";import"./chunk-RBL3FFHZ.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";export{a as uploadArtifact};

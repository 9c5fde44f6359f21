import{a}from"./chunk-GV6GLOD3.js";import"./chunk-BD4SLJDO.js";import"./chunk-DJDEQARW.js";import"./chunk-6KNWTCPI.js";
import"./chunk-BHPGF7DU.js";import"./chunk-RBL3FFHZ.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";export{a as uploadArtifact};

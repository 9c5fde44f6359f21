import{a}from"./chunk-2IRWDMGN.js";import"./chunk-WFHQYVKX.js";import"./chunk-WI5ZCLIY.js";import"./chunk-4P7ZWNHY.js";
import"./chunk-RBL3FFHZ.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";export{a as uploadArtifact};

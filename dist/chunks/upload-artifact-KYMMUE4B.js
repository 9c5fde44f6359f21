import{a}from"./chunk-3LGSL6G6.js";import"./chunk-LX6PPNU6.js";import"./chunk-4P7ZWNHY.js";import"./chunk-WI5ZCLIY.js";
import"./chunk-RBL3FFHZ.js";import"./chunk-5A7QKWCT.js";import"./chunk-3NR5HZ6E.js";export{a as uploadArtifact};

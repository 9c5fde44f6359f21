import{c as a,d as b}from"./chunk-LXNCARX4.js";import"./chunk-TI3SH32O.js";import"./chunk-QP6MQVZ3.js";
import"./chunk-KNOYPS5B.js";import"./chunk-BD4SLJDO.js";import"./chunk-DJDEQARW.js";import"./chunk-6KNWTCPI.js";
import"./chunk-BHPGF7DU.js";import"./chunk-3NR5HZ6E.js";export{b as listArtifactsInternal,a as listArtifactsPublic};

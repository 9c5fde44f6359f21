import{a,b}from"./chunk-OJN7W2T7.js";import"./chunk-KEI3CHLS.js";import"./chunk-HTACMPW4.js";import"./chunk-VQQHF6XR.js";
import"./chunk-AKEOIFP2.js";import"./chunk-AIV2KSH5.js";import"./chunk-QZ4LYHPP.js";import"./chunk-22N64GVF.js";
import"./chunk-BXL4BL7Z.js";import"./chunk-DVNEBDMP.js";import"./chunk-JZBPCCZQ.js";import"./chunk-5A7QKWCT.js";
import"./chunk-3NR5HZ6E.js";export{a as runsCommand,b as table};
